; ModuleID = 'tests/programs/csmith/seed_1002.c'
source_filename = "tests/programs/csmith/seed_1002.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@g_3 = internal global [8 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742], [2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -820780742, i32 1], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 -909293060, i32 -909293060], [2 x i32] [i32 -1474657561, i32 -820780742], [2 x i32] [i32 2054497746, i32 9416884], [2 x i32] [i32 -816240808, i32 6], [2 x i32] [i32 -1, i32 -816240808], [2 x i32] [i32 1302880900, i32 0], [2 x i32] [i32 1302880900, i32 -816240808], [2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742]], [10 x [2 x i32]] [[2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6]], [10 x [2 x i32]] [[2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0]]], align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"g_3[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_4 = internal global i32 -2, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_5 = internal unnamed_addr global i1 false, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@g_11 = internal unnamed_addr constant [4 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1]], [10 x [1 x i32]] [[1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405]]], align 4
@.str.5 = private unnamed_addr constant [14 x i8] c"g_11[i][j][k]\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1
@g_80.0 = internal unnamed_addr global i8 -4, align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"g_80[i][j]\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1
@g_216 = internal unnamed_addr constant [4 x [7 x [9 x i16]]] [[7 x [9 x i16]] [[9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0]]], align 2
@.str.11 = private unnamed_addr constant [15 x i8] c"g_216[i][j][k]\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"g_231[i]\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"g_316\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1
@g_351 = internal unnamed_addr constant [8 x [4 x [8 x i32]]] [[4 x [8 x i32]] [[8 x i32] [i32 0, i32 -1981911899, i32 449166083, i32 154308523, i32 -1, i32 6, i32 1289046851, i32 -935846217], [8 x i32] [i32 -4, i32 -2060593023, i32 -1, i32 -985004979, i32 1, i32 -1852397472, i32 -1, i32 0], [8 x i32] [i32 154308523, i32 1720079787, i32 1859341173, i32 -8, i32 -1852397472, i32 -6, i32 276676413, i32 -1], [8 x i32] [i32 0, i32 449166083, i32 -10, i32 1289046851, i32 0, i32 5, i32 -1981911899, i32 -1490790147]], [4 x [8 x i32]] [[8 x i32] [i32 -1810428484, i32 -7, i32 5, i32 1828530859, i32 0, i32 0, i32 6, i32 -1981911899], [8 x i32] [i32 1437473061, i32 -1981911899, i32 3, i32 1020392761, i32 -2060593023, i32 1210654011, i32 0, i32 449166083], [8 x i32] [i32 -1, i32 -1080835501, i32 -1416622467, i32 -2025797398, i32 275473395, i32 0, i32 0, i32 -1416622467], [8 x i32] [i32 163975531, i32 -891481682, i32 -6, i32 -1074724136, i32 -1981911899, i32 -1, i32 0, i32 -1]], [4 x [8 x i32]] [[8 x i32] [i32 0, i32 3, i32 -9, i32 1705921373, i32 5, i32 -300390509, i32 -8, i32 -1536257424], [8 x i32] [i32 -1, i32 -1685003117, i32 1, i32 0, i32 -1, i32 -1366883065, i32 -726981760, i32 2033340148], [8 x i32] [i32 -1648429085, i32 1481755731, i32 -1, i32 3, i32 -1, i32 -408071093, i32 2033340148, i32 449166083], [8 x i32] [i32 -8, i32 275473395, i32 -1536257424, i32 -1400611692, i32 -1206498532, i32 -1, i32 2, i32 -4]], [4 x [8 x i32]] [[8 x i32] [i32 6, i32 2, i32 1437473061, i32 -1, i32 -1, i32 1437473061, i32 2, i32 6], [8 x i32] [i32 3, i32 -1, i32 -1400611692, i32 1289046851, i32 -1810428484, i32 0, i32 -8, i32 -7], [8 x i32] [i32 -726981760, i32 -1544236427, i32 0, i32 -1, i32 1289046851, i32 0, i32 1, i32 -1074724136], [8 x i32] [i32 3, i32 -1, i32 1481755731, i32 -1648429085, i32 -839463780, i32 1437473061, i32 8, i32 -935846217]], [4 x [8 x i32]] [[8 x i32] [i32 -1074724136, i32 2, i32 -1416622467, i32 -10, i32 0, i32 -1, i32 275473395, i32 1301086660], [8 x i32] [i32 -1, i32 275473395, i32 154308523, i32 1609592754, i32 5, i32 -408071093, i32 -1206498532, i32 -1648429085], [8 x i32] [i32 -1366883065, i32 1481755731, i32 1301086660, i32 5, i32 6, i32 5, i32 -356450194, i32 2], [8 x i32] [i32 449166083, i32 0, i32 1210654011, i32 -2060593023, i32 1020392761, i32 3, i32 -1981911899, i32 1437473061]], [4 x [8 x i32]] [[8 x i32] [i32 1828530859, i32 6, i32 -356450194, i32 -1, i32 -7, i32 -1416622467, i32 -1, i32 1210654011], [8 x i32] [i32 -1, i32 -7, i32 198555086, i32 -1, i32 2, i32 -6, i32 -726981760, i32 276676413], [8 x i32] [i32 -1400611692, i32 -1685003117, i32 -10, i32 0, i32 -357577476, i32 -9, i32 -1810428484, i32 1], [8 x i32] [i32 -8, i32 -356450194, i32 -513125344, i32 6, i32 -1852397472, i32 1, i32 1020392761, i32 -1244881115]], [4 x [8 x i32]] [[8 x i32] [i32 -1, i32 -8, i32 -382955768, i32 276676413, i32 0, i32 -1, i32 1609592754, i32 163975531], [8 x i32] [i32 -1490790147, i32 154308523, i32 -356450194, i32 0, i32 -1, i32 -1536257424, i32 1859341173, i32 0], [8 x i32] [i32 0, i32 -1, i32 2, i32 2, i32 -1366883065, i32 1437473061, i32 -1366883065, i32 2], [8 x i32] [i32 1, i32 -4, i32 1, i32 -1, i32 -6, i32 -1400611692, i32 0, i32 0]], [4 x [8 x i32]] [[8 x i32] [i32 -8, i32 -356450194, i32 1416061895, i32 -408071093, i32 -8, i32 0, i32 -6, i32 -513125344], [8 x i32] [i32 -8, i32 2033340148, i32 -2134570130, i32 1720079787, i32 -6, i32 1481755731, i32 449166083, i32 -2134570130], [8 x i32] [i32 1, i32 -7, i32 -1, i32 1301086660, i32 -1366883065, i32 -1416622467, i32 -1648429085, i32 -1], [8 x i32] [i32 0, i32 0, i32 -839463780, i32 2, i32 -1, i32 154308523, i32 -4, i32 1]]], align 4
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
@g_1034 = internal unnamed_addr constant [9 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9], [1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 83], [1 x i16] [i16 1], [1 x i16] [i16 1], [1 x i16] [i16 83], [1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427]]], align 2
@.str.29 = private unnamed_addr constant [16 x i8] c"g_1034[i][j][k]\00", align 1
@g_1072 = internal unnamed_addr global i32 217697673, align 4
@.str.30 = private unnamed_addr constant [7 x i8] c"g_1072\00", align 1
@.str.31 = private unnamed_addr constant [7 x i8] c"g_1078\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !9
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

18:                                               ; preds = %14, %2
  %19 = phi i1 [ true, %2 ], [ %15, %14 ]
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ]
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ]
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  %26 = lshr i32 %23, 1
  %27 = xor i32 %26, -306674912
  %28 = select i1 %25, i32 %26, i32 %27
  %29 = and i32 %28, 1
  %30 = icmp eq i32 %29, 0
  %31 = lshr i32 %28, 1
  %32 = xor i32 %31, -306674912
  %33 = select i1 %30, i32 %31, i32 %32
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  %36 = lshr i32 %33, 1
  %37 = xor i32 %36, -306674912
  %38 = select i1 %35, i32 %36, i32 %37
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, 0
  %41 = lshr i32 %38, 1
  %42 = xor i32 %41, -306674912
  %43 = select i1 %40, i32 %41, i32 %42
  %44 = and i32 %43, 1
  %45 = icmp eq i32 %44, 0
  %46 = lshr i32 %43, 1
  %47 = xor i32 %46, -306674912
  %48 = select i1 %45, i32 %46, i32 %47
  %49 = and i32 %48, 1
  %50 = icmp eq i32 %49, 0
  %51 = lshr i32 %48, 1
  %52 = xor i32 %51, -306674912
  %53 = select i1 %50, i32 %51, i32 %52
  %54 = and i32 %53, 1
  %55 = icmp eq i32 %54, 0
  %56 = lshr i32 %53, 1
  %57 = xor i32 %56, -306674912
  %58 = select i1 %55, i32 %56, i32 %57
  %59 = and i32 %58, 1
  %60 = icmp eq i32 %59, 0
  %61 = lshr i32 %58, 1
  %62 = xor i32 %61, -306674912
  %63 = select i1 %60, i32 %61, i32 %62
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22
  store i32 %63, ptr %64, align 4, !tbaa !13
  %65 = add nuw nsw i64 %22, 1
  %66 = icmp eq i64 %65, 256
  br i1 %66, label %67, label %21, !llvm.loop !15

67:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile ptr @g_794, ptr %3, align 8, !tbaa !9
  %68 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 4, !tbaa !13
  store volatile i32 %68, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !tbaa !13
  %69 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 4, !tbaa !13
  store volatile i32 %69, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !tbaa !13
  store i1 true, ptr @g_5, align 4
  %70 = load volatile ptr, ptr %3, align 8, !tbaa !9
  %71 = load volatile i32, ptr %70, align 4, !tbaa !13
  store i1 true, ptr @g_5, align 4
  %72 = load volatile ptr, ptr %3, align 8, !tbaa !9
  %73 = load volatile i32, ptr %72, align 4, !tbaa !13
  %74 = load i8, ptr @g_80.0, align 1, !tbaa !17
  %75 = xor i8 %74, 2
  store i8 %75, ptr @g_80.0, align 1, !tbaa !17
  %76 = sext i8 %75 to i32
  %77 = icmp slt i32 %73, %76
  %78 = zext i1 %77 to i32
  store i32 %78, ptr @g_1072, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br label %79

79:                                               ; preds = %67, %103
  %80 = phi i64 [ 0, %67 ], [ %104, %103 ]
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = trunc nuw nsw i64 %80 to i32
  br label %83

83:                                               ; preds = %79, %100
  %84 = phi i64 [ 0, %79 ], [ %101, %100 ]
  %85 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %80, i64 %84, i64 0
  %86 = load volatile i32, ptr %85, align 4, !tbaa !13
  %87 = sext i32 %86 to i64
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.1, i32 noundef signext %20)
  br i1 %19, label %88, label %92

88:                                               ; preds = %83
  %89 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %80, i64 %84, i64 1
  %90 = load volatile i32, ptr %89, align 4, !tbaa !13
  %91 = sext i32 %90 to i64
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef signext %20)
  br label %100

92:                                               ; preds = %83
  %93 = trunc nuw nsw i64 %84 to i32
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %81, i32 noundef signext %93, i32 noundef signext 0)
  %95 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %80, i64 %84, i64 1
  %96 = load volatile i32, ptr %95, align 4, !tbaa !13
  %97 = sext i32 %96 to i64
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef signext %20)
  %98 = trunc nuw nsw i64 %84 to i32
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %82, i32 noundef signext %98, i32 noundef signext 1)
  br label %100

100:                                              ; preds = %88, %92
  %101 = add nuw nsw i64 %84, 1
  %102 = icmp eq i64 %101, 10
  br i1 %102, label %103, label %83, !llvm.loop !18

103:                                              ; preds = %100
  %104 = add nuw nsw i64 %80, 1
  %105 = icmp eq i64 %104, 8
  br i1 %105, label %106, label %79, !llvm.loop !19

106:                                              ; preds = %103
  %107 = load volatile i32, ptr @g_4, align 4, !tbaa !13
  %108 = sext i32 %107 to i64
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.3, i32 noundef signext %20)
  %109 = load i1, ptr @g_5, align 4
  %110 = select i1 %109, i64 2, i64 1
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.4, i32 noundef signext %20)
  br label %111

111:                                              ; preds = %106, %192
  %112 = phi i64 [ 0, %106 ], [ %193, %192 ]
  %113 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 0
  %114 = load i32, ptr %113, align 4, !tbaa !13
  %115 = sext i32 %114 to i64
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  br i1 %19, label %116, label %144

116:                                              ; preds = %111
  %117 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 1
  %118 = load i32, ptr %117, align 4, !tbaa !13
  %119 = sext i32 %118 to i64
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %120 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 2
  %121 = load i32, ptr %120, align 4, !tbaa !13
  %122 = sext i32 %121 to i64
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %123 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 3
  %124 = load i32, ptr %123, align 4, !tbaa !13
  %125 = sext i32 %124 to i64
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %126 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 4
  %127 = load i32, ptr %126, align 4, !tbaa !13
  %128 = sext i32 %127 to i64
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %129 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 5
  %130 = load i32, ptr %129, align 4, !tbaa !13
  %131 = sext i32 %130 to i64
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %132 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 6
  %133 = load i32, ptr %132, align 4, !tbaa !13
  %134 = sext i32 %133 to i64
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %135 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 7
  %136 = load i32, ptr %135, align 4, !tbaa !13
  %137 = sext i32 %136 to i64
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %138 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 8
  %139 = load i32, ptr %138, align 4, !tbaa !13
  %140 = sext i32 %139 to i64
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %141 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 9
  %142 = load i32, ptr %141, align 4, !tbaa !13
  %143 = sext i32 %142 to i64
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  br label %192

144:                                              ; preds = %111
  %145 = trunc nuw nsw i64 %112 to i32
  %146 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %145, i32 noundef signext 0, i32 noundef signext 0)
  %147 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 1
  %148 = load i32, ptr %147, align 4, !tbaa !13
  %149 = sext i32 %148 to i64
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %150 = trunc nuw nsw i64 %112 to i32
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %150, i32 noundef signext 1, i32 noundef signext 0)
  %152 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 2
  %153 = load i32, ptr %152, align 4, !tbaa !13
  %154 = sext i32 %153 to i64
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %155 = trunc nuw nsw i64 %112 to i32
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %155, i32 noundef signext 2, i32 noundef signext 0)
  %157 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 3
  %158 = load i32, ptr %157, align 4, !tbaa !13
  %159 = sext i32 %158 to i64
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %160 = trunc nuw nsw i64 %112 to i32
  %161 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %160, i32 noundef signext 3, i32 noundef signext 0)
  %162 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 4
  %163 = load i32, ptr %162, align 4, !tbaa !13
  %164 = sext i32 %163 to i64
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %165 = trunc nuw nsw i64 %112 to i32
  %166 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %165, i32 noundef signext 4, i32 noundef signext 0)
  %167 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 5
  %168 = load i32, ptr %167, align 4, !tbaa !13
  %169 = sext i32 %168 to i64
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %170 = trunc nuw nsw i64 %112 to i32
  %171 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %170, i32 noundef signext 5, i32 noundef signext 0)
  %172 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 6
  %173 = load i32, ptr %172, align 4, !tbaa !13
  %174 = sext i32 %173 to i64
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %175 = trunc nuw nsw i64 %112 to i32
  %176 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %175, i32 noundef signext 6, i32 noundef signext 0)
  %177 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 7
  %178 = load i32, ptr %177, align 4, !tbaa !13
  %179 = sext i32 %178 to i64
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %180 = trunc nuw nsw i64 %112 to i32
  %181 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %180, i32 noundef signext 7, i32 noundef signext 0)
  %182 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 8
  %183 = load i32, ptr %182, align 4, !tbaa !13
  %184 = sext i32 %183 to i64
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %185 = trunc nuw nsw i64 %112 to i32
  %186 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %185, i32 noundef signext 8, i32 noundef signext 0)
  %187 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 9
  %188 = load i32, ptr %187, align 4, !tbaa !13
  %189 = sext i32 %188 to i64
  tail call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %190 = trunc nuw nsw i64 %112 to i32
  %191 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %190, i32 noundef signext 9, i32 noundef signext 0)
  br label %192

192:                                              ; preds = %116, %144
  %193 = add nuw nsw i64 %112, 1
  %194 = icmp eq i64 %193, 4
  br i1 %194, label %195, label %111, !llvm.loop !20

195:                                              ; preds = %192
  tail call fastcc void @transparent_crc(i64 noundef -20885, ptr noundef nonnull @.str.6, i32 noundef signext %20)
  %196 = load i8, ptr @g_80.0, align 1, !tbaa !17
  %197 = sext i8 %196 to i64
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  br i1 %19, label %198, label %199

198:                                              ; preds = %195
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  br label %208

199:                                              ; preds = %195
  %200 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 0, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  %201 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 0, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  %202 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 1, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  %203 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 1, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  %204 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 2, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  %205 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 2, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  %206 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 3, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  %207 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 3, i32 noundef signext 1)
  br label %208

208:                                              ; preds = %198, %199
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.9, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 4634890305775129761, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  br label %209

209:                                              ; preds = %208, %296
  %210 = phi i64 [ 0, %208 ], [ %297, %296 ]
  %211 = trunc nuw nsw i64 %210 to i32
  %212 = trunc nuw nsw i64 %210 to i32
  %213 = trunc nuw nsw i64 %210 to i32
  %214 = trunc nuw nsw i64 %210 to i32
  %215 = trunc nuw nsw i64 %210 to i32
  %216 = trunc nuw nsw i64 %210 to i32
  %217 = trunc nuw nsw i64 %210 to i32
  %218 = trunc nuw nsw i64 %210 to i32
  %219 = trunc nuw nsw i64 %210 to i32
  br label %220

220:                                              ; preds = %209, %293
  %221 = phi i64 [ 0, %209 ], [ %294, %293 ]
  %222 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 0
  %223 = load i16, ptr %222, align 2, !tbaa !21
  %224 = sext i16 %223 to i64
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  br i1 %19, label %225, label %250

225:                                              ; preds = %220
  %226 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 1
  %227 = load i16, ptr %226, align 2, !tbaa !21
  %228 = sext i16 %227 to i64
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %229 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 2
  %230 = load i16, ptr %229, align 2, !tbaa !21
  %231 = sext i16 %230 to i64
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %232 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 3
  %233 = load i16, ptr %232, align 2, !tbaa !21
  %234 = sext i16 %233 to i64
  tail call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %235 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 4
  %236 = load i16, ptr %235, align 2, !tbaa !21
  %237 = sext i16 %236 to i64
  tail call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %238 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 5
  %239 = load i16, ptr %238, align 2, !tbaa !21
  %240 = sext i16 %239 to i64
  tail call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %241 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 6
  %242 = load i16, ptr %241, align 2, !tbaa !21
  %243 = sext i16 %242 to i64
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %244 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 7
  %245 = load i16, ptr %244, align 2, !tbaa !21
  %246 = sext i16 %245 to i64
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %247 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 8
  %248 = load i16, ptr %247, align 2, !tbaa !21
  %249 = sext i16 %248 to i64
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  br label %293

250:                                              ; preds = %220
  %251 = trunc nuw nsw i64 %221 to i32
  %252 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %211, i32 noundef signext %251, i32 noundef signext 0)
  %253 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 1
  %254 = load i16, ptr %253, align 2, !tbaa !21
  %255 = sext i16 %254 to i64
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %256 = trunc nuw nsw i64 %221 to i32
  %257 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %212, i32 noundef signext %256, i32 noundef signext 1)
  %258 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 2
  %259 = load i16, ptr %258, align 2, !tbaa !21
  %260 = sext i16 %259 to i64
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %261 = trunc nuw nsw i64 %221 to i32
  %262 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %213, i32 noundef signext %261, i32 noundef signext 2)
  %263 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 3
  %264 = load i16, ptr %263, align 2, !tbaa !21
  %265 = sext i16 %264 to i64
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %266 = trunc nuw nsw i64 %221 to i32
  %267 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %214, i32 noundef signext %266, i32 noundef signext 3)
  %268 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 4
  %269 = load i16, ptr %268, align 2, !tbaa !21
  %270 = sext i16 %269 to i64
  tail call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %271 = trunc nuw nsw i64 %221 to i32
  %272 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %215, i32 noundef signext %271, i32 noundef signext 4)
  %273 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 5
  %274 = load i16, ptr %273, align 2, !tbaa !21
  %275 = sext i16 %274 to i64
  tail call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %276 = trunc nuw nsw i64 %221 to i32
  %277 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %216, i32 noundef signext %276, i32 noundef signext 5)
  %278 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 6
  %279 = load i16, ptr %278, align 2, !tbaa !21
  %280 = sext i16 %279 to i64
  tail call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %281 = trunc nuw nsw i64 %221 to i32
  %282 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %217, i32 noundef signext %281, i32 noundef signext 6)
  %283 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 7
  %284 = load i16, ptr %283, align 2, !tbaa !21
  %285 = sext i16 %284 to i64
  tail call fastcc void @transparent_crc(i64 noundef %285, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %286 = trunc nuw nsw i64 %221 to i32
  %287 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %218, i32 noundef signext %286, i32 noundef signext 7)
  %288 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 8
  %289 = load i16, ptr %288, align 2, !tbaa !21
  %290 = sext i16 %289 to i64
  tail call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  %291 = trunc nuw nsw i64 %221 to i32
  %292 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %219, i32 noundef signext %291, i32 noundef signext 8)
  br label %293

293:                                              ; preds = %225, %250
  %294 = add nuw nsw i64 %221, 1
  %295 = icmp eq i64 %294, 7
  br i1 %295, label %296, label %220, !llvm.loop !23

296:                                              ; preds = %293
  %297 = add nuw nsw i64 %210, 1
  %298 = icmp eq i64 %297, 4
  br i1 %298, label %299, label %209, !llvm.loop !24

299:                                              ; preds = %296
  tail call fastcc void @transparent_crc(i64 noundef -26438, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  br i1 %19, label %302, label %300

300:                                              ; preds = %299
  %301 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0)
  br label %302

302:                                              ; preds = %300, %299
  tail call fastcc void @transparent_crc(i64 noundef 526168666, ptr noundef nonnull @.str.14, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 752, ptr noundef nonnull @.str.15, i32 noundef signext %20)
  br label %303

303:                                              ; preds = %302, %381
  %304 = phi i64 [ 0, %302 ], [ %382, %381 ]
  %305 = trunc nuw nsw i64 %304 to i32
  %306 = trunc nuw nsw i64 %304 to i32
  %307 = trunc nuw nsw i64 %304 to i32
  %308 = trunc nuw nsw i64 %304 to i32
  %309 = trunc nuw nsw i64 %304 to i32
  %310 = trunc nuw nsw i64 %304 to i32
  %311 = trunc nuw nsw i64 %304 to i32
  %312 = trunc nuw nsw i64 %304 to i32
  br label %313

313:                                              ; preds = %303, %378
  %314 = phi i64 [ 0, %303 ], [ %379, %378 ]
  %315 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 0
  %316 = load i32, ptr %315, align 4, !tbaa !13
  %317 = zext i32 %316 to i64
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  br i1 %19, label %318, label %340

318:                                              ; preds = %313
  %319 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 1
  %320 = load i32, ptr %319, align 4, !tbaa !13
  %321 = zext i32 %320 to i64
  tail call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %322 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 2
  %323 = load i32, ptr %322, align 4, !tbaa !13
  %324 = zext i32 %323 to i64
  tail call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %325 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 3
  %326 = load i32, ptr %325, align 4, !tbaa !13
  %327 = zext i32 %326 to i64
  tail call fastcc void @transparent_crc(i64 noundef %327, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %328 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 4
  %329 = load i32, ptr %328, align 4, !tbaa !13
  %330 = zext i32 %329 to i64
  tail call fastcc void @transparent_crc(i64 noundef %330, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %331 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 5
  %332 = load i32, ptr %331, align 4, !tbaa !13
  %333 = zext i32 %332 to i64
  tail call fastcc void @transparent_crc(i64 noundef %333, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %334 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 6
  %335 = load i32, ptr %334, align 4, !tbaa !13
  %336 = zext i32 %335 to i64
  tail call fastcc void @transparent_crc(i64 noundef %336, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %337 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 7
  %338 = load i32, ptr %337, align 4, !tbaa !13
  %339 = zext i32 %338 to i64
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  br label %378

340:                                              ; preds = %313
  %341 = trunc nuw nsw i64 %314 to i32
  %342 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %305, i32 noundef signext %341, i32 noundef signext 0)
  %343 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 1
  %344 = load i32, ptr %343, align 4, !tbaa !13
  %345 = zext i32 %344 to i64
  tail call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %346 = trunc nuw nsw i64 %314 to i32
  %347 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %306, i32 noundef signext %346, i32 noundef signext 1)
  %348 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 2
  %349 = load i32, ptr %348, align 4, !tbaa !13
  %350 = zext i32 %349 to i64
  tail call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %351 = trunc nuw nsw i64 %314 to i32
  %352 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %307, i32 noundef signext %351, i32 noundef signext 2)
  %353 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 3
  %354 = load i32, ptr %353, align 4, !tbaa !13
  %355 = zext i32 %354 to i64
  tail call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %356 = trunc nuw nsw i64 %314 to i32
  %357 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %308, i32 noundef signext %356, i32 noundef signext 3)
  %358 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 4
  %359 = load i32, ptr %358, align 4, !tbaa !13
  %360 = zext i32 %359 to i64
  tail call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %361 = trunc nuw nsw i64 %314 to i32
  %362 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %309, i32 noundef signext %361, i32 noundef signext 4)
  %363 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 5
  %364 = load i32, ptr %363, align 4, !tbaa !13
  %365 = zext i32 %364 to i64
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %366 = trunc nuw nsw i64 %314 to i32
  %367 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %310, i32 noundef signext %366, i32 noundef signext 5)
  %368 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 6
  %369 = load i32, ptr %368, align 4, !tbaa !13
  %370 = zext i32 %369 to i64
  tail call fastcc void @transparent_crc(i64 noundef %370, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %371 = trunc nuw nsw i64 %314 to i32
  %372 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %311, i32 noundef signext %371, i32 noundef signext 6)
  %373 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 7
  %374 = load i32, ptr %373, align 4, !tbaa !13
  %375 = zext i32 %374 to i64
  tail call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %376 = trunc nuw nsw i64 %314 to i32
  %377 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %312, i32 noundef signext %376, i32 noundef signext 7)
  br label %378

378:                                              ; preds = %318, %340
  %379 = add nuw nsw i64 %314, 1
  %380 = icmp eq i64 %379, 4
  br i1 %380, label %381, label %313, !llvm.loop !25

381:                                              ; preds = %378
  %382 = add nuw nsw i64 %304, 1
  %383 = icmp eq i64 %382, 8
  br i1 %383, label %384, label %303, !llvm.loop !26

384:                                              ; preds = %381
  tail call fastcc void @transparent_crc(i64 noundef 24916, ptr noundef nonnull @.str.17, i32 noundef signext %20)
  %385 = load volatile i16, ptr @g_481, align 2, !tbaa !21
  %386 = sext i16 %385 to i64
  tail call fastcc void @transparent_crc(i64 noundef %386, ptr noundef nonnull @.str.18, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -3327045580438254074, ptr noundef nonnull @.str.19, i32 noundef signext %20)
  %387 = load volatile i32, ptr @g_794, align 4, !tbaa !13
  %388 = sext i32 %387 to i64
  tail call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.20, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  br i1 %19, label %389, label %390

389:                                              ; preds = %384
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef signext %20)
  br label %402

390:                                              ; preds = %384
  %391 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %392 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %393 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %394 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %395 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %396 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 5)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %397 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 6)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %398 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 7)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %399 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 8)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %400 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 9)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef signext %20)
  %401 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0)
  br label %402

402:                                              ; preds = %389, %390
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.23, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.24, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -16092, ptr noundef nonnull @.str.25, i32 noundef signext %20)
  %403 = load volatile i16, ptr @g_925, align 2, !tbaa !21
  %404 = sext i16 %403 to i64
  tail call fastcc void @transparent_crc(i64 noundef %404, ptr noundef nonnull @.str.26, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 61711, ptr noundef nonnull @.str.27, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.28, i32 noundef signext %20)
  br label %405

405:                                              ; preds = %402, %478
  %406 = phi i64 [ 0, %402 ], [ %479, %478 ]
  %407 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 0
  %408 = load i16, ptr %407, align 2, !tbaa !21
  %409 = zext i16 %408 to i64
  tail call fastcc void @transparent_crc(i64 noundef %409, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  br i1 %19, label %410, label %435

410:                                              ; preds = %405
  %411 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 1
  %412 = load i16, ptr %411, align 2, !tbaa !21
  %413 = zext i16 %412 to i64
  tail call fastcc void @transparent_crc(i64 noundef %413, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %414 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 2
  %415 = load i16, ptr %414, align 2, !tbaa !21
  %416 = zext i16 %415 to i64
  tail call fastcc void @transparent_crc(i64 noundef %416, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %417 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 3
  %418 = load i16, ptr %417, align 2, !tbaa !21
  %419 = zext i16 %418 to i64
  tail call fastcc void @transparent_crc(i64 noundef %419, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %420 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 4
  %421 = load i16, ptr %420, align 2, !tbaa !21
  %422 = zext i16 %421 to i64
  tail call fastcc void @transparent_crc(i64 noundef %422, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %423 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 5
  %424 = load i16, ptr %423, align 2, !tbaa !21
  %425 = zext i16 %424 to i64
  tail call fastcc void @transparent_crc(i64 noundef %425, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %426 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 6
  %427 = load i16, ptr %426, align 2, !tbaa !21
  %428 = zext i16 %427 to i64
  tail call fastcc void @transparent_crc(i64 noundef %428, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %429 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 7
  %430 = load i16, ptr %429, align 2, !tbaa !21
  %431 = zext i16 %430 to i64
  tail call fastcc void @transparent_crc(i64 noundef %431, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %432 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 8
  %433 = load i16, ptr %432, align 2, !tbaa !21
  %434 = zext i16 %433 to i64
  tail call fastcc void @transparent_crc(i64 noundef %434, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  br label %478

435:                                              ; preds = %405
  %436 = trunc nuw nsw i64 %406 to i32
  %437 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %436, i32 noundef signext 0, i32 noundef signext 0)
  %438 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 1
  %439 = load i16, ptr %438, align 2, !tbaa !21
  %440 = zext i16 %439 to i64
  tail call fastcc void @transparent_crc(i64 noundef %440, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %441 = trunc nuw nsw i64 %406 to i32
  %442 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %441, i32 noundef signext 1, i32 noundef signext 0)
  %443 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 2
  %444 = load i16, ptr %443, align 2, !tbaa !21
  %445 = zext i16 %444 to i64
  tail call fastcc void @transparent_crc(i64 noundef %445, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %446 = trunc nuw nsw i64 %406 to i32
  %447 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %446, i32 noundef signext 2, i32 noundef signext 0)
  %448 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 3
  %449 = load i16, ptr %448, align 2, !tbaa !21
  %450 = zext i16 %449 to i64
  tail call fastcc void @transparent_crc(i64 noundef %450, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %451 = trunc nuw nsw i64 %406 to i32
  %452 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %451, i32 noundef signext 3, i32 noundef signext 0)
  %453 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 4
  %454 = load i16, ptr %453, align 2, !tbaa !21
  %455 = zext i16 %454 to i64
  tail call fastcc void @transparent_crc(i64 noundef %455, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %456 = trunc nuw nsw i64 %406 to i32
  %457 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %456, i32 noundef signext 4, i32 noundef signext 0)
  %458 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 5
  %459 = load i16, ptr %458, align 2, !tbaa !21
  %460 = zext i16 %459 to i64
  tail call fastcc void @transparent_crc(i64 noundef %460, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %461 = trunc nuw nsw i64 %406 to i32
  %462 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %461, i32 noundef signext 5, i32 noundef signext 0)
  %463 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 6
  %464 = load i16, ptr %463, align 2, !tbaa !21
  %465 = zext i16 %464 to i64
  tail call fastcc void @transparent_crc(i64 noundef %465, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %466 = trunc nuw nsw i64 %406 to i32
  %467 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %466, i32 noundef signext 6, i32 noundef signext 0)
  %468 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 7
  %469 = load i16, ptr %468, align 2, !tbaa !21
  %470 = zext i16 %469 to i64
  tail call fastcc void @transparent_crc(i64 noundef %470, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %471 = trunc nuw nsw i64 %406 to i32
  %472 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %471, i32 noundef signext 7, i32 noundef signext 0)
  %473 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 8
  %474 = load i16, ptr %473, align 2, !tbaa !21
  %475 = zext i16 %474 to i64
  tail call fastcc void @transparent_crc(i64 noundef %475, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %476 = trunc nuw nsw i64 %406 to i32
  %477 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %476, i32 noundef signext 8, i32 noundef signext 0)
  br label %478

478:                                              ; preds = %410, %435
  %479 = add nuw nsw i64 %406, 1
  %480 = icmp eq i64 %479, 9
  br i1 %480, label %481, label %405, !llvm.loop !27

481:                                              ; preds = %478
  %482 = load i32, ptr @g_1072, align 4, !tbaa !13
  %483 = zext nneg i32 %482 to i64
  tail call fastcc void @transparent_crc(i64 noundef %483, ptr noundef nonnull @.str.30, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.31, i32 noundef signext %20)
  %484 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %485 = xor i32 %484, -1
  %486 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef signext %485)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !13
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !13
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !13
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !13
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !13
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !13
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !11, i64 0}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
