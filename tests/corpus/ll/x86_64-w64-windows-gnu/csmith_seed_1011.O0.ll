; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.U0 = type { i32 }
%union.U1 = type { ptr }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global i32 9, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_4 = internal global i32 -1, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_5 = internal global i32 1731367621, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@g_6 = internal global i32 6850528, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@g_8 = internal global i32 -1, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_11 = internal global i8 0, align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1
@g_12 = internal global i32 41479743, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@g_23 = internal global i32 -8, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1
@g_37 = internal global i8 -8, align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"g_37\00", align 1
@g_57 = internal global [3 x [7 x i32]] [[7 x i32] [i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917, i32 -1156808917], [7 x i32] [i32 8, i32 0, i32 8, i32 0, i32 8, i32 0, i32 8], [7 x i32] [i32 1, i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917]], align 16
@.str.10 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_60 = internal global i8 -1, align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1
@g_78 = internal global [4 x [10 x [6 x i16]]] [[10 x [6 x i16]] [[6 x i16] [i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994, i16 -1], [6 x i16] [i16 1, i16 -1, i16 -22789, i16 0, i16 32299, i16 -20758], [6 x i16] [i16 -5, i16 -2, i16 0, i16 -1, i16 3074, i16 -20758], [6 x i16] [i16 2323, i16 18994, i16 -22789, i16 -32102, i16 -15116, i16 -1], [6 x i16] [i16 3074, i16 -13105, i16 -21013, i16 -21013, i16 -13105, i16 3074], [6 x i16] [i16 -1, i16 -15116, i16 -32102, i16 -22789, i16 18994, i16 2323], [6 x i16] [i16 -20758, i16 3074, i16 -1, i16 0, i16 -2, i16 -5], [6 x i16] [i16 -20758, i16 32299, i16 0, i16 -22789, i16 -1, i16 1], [6 x i16] [i16 -1, i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994], [6 x i16] [i16 3074, i16 -31445, i16 0, i16 -32102, i16 -23142, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 2323, i16 -22789, i16 -4554, i16 -1, i16 18994, i16 7191], [6 x i16] [i16 -5, i16 -22789, i16 -15116, i16 0, i16 -23142, i16 -3], [6 x i16] [i16 1, i16 -31445, i16 0, i16 26283, i16 26283, i16 0], [6 x i16] [i16 18994, i16 18994, i16 3074, i16 0, i16 -1, i16 15517], [6 x i16] [i16 3074, i16 32299, i16 -7011, i16 -4554, i16 -2, i16 3074], [6 x i16] [i16 7191, i16 3074, i16 -7011, i16 -15116, i16 18994, i16 15517], [6 x i16] [i16 -3, i16 -15116, i16 3074, i16 0, i16 -13105, i16 0], [6 x i16] [i16 0, i16 -13105, i16 0, i16 3074, i16 -15116, i16 -3], [6 x i16] [i16 15517, i16 18994, i16 -15116, i16 -7011, i16 3074, i16 7191], [6 x i16] [i16 3074, i16 -2, i16 -4554, i16 -7011, i16 32299, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 15517, i16 -1, i16 0, i16 3074, i16 18994, i16 18994], [6 x i16] [i16 -4554, i16 0, i16 0, i16 -4554, i16 -1, i16 -32102], [6 x i16] [i16 -7011, i16 15517, i16 -4554, i16 1, i16 -20758, i16 0], [6 x i16] [i16 -22789, i16 3074, i16 -3, i16 -31445, i16 -20758, i16 -1], [6 x i16] [i16 -5, i16 15517, i16 -2, i16 32299, i16 -1, i16 -5], [6 x i16] [i16 3074, i16 0, i16 -13105, i16 0, i16 3074, i16 -15116], [6 x i16] [i16 -32102, i16 -3, i16 -20758, i16 -4554, i16 2323, i16 -21013], [6 x i16] [i16 0, i16 7191, i16 -4554, i16 -3, i16 -5, i16 -21013], [6 x i16] [i16 -1, i16 3074, i16 -20758, i16 -2, i16 1, i16 -15116], [6 x i16] [i16 -5, i16 18994, i16 -13105, i16 -13105, i16 18994, i16 -5]], [10 x [6 x i16]] [[6 x i16] [i16 -15116, i16 1, i16 -2, i16 -20758, i16 3074, i16 -1], [6 x i16] [i16 -21013, i16 -5, i16 -3, i16 -4554, i16 7191, i16 0], [6 x i16] [i16 -21013, i16 2323, i16 -4554, i16 -20758, i16 -3, i16 -32102], [6 x i16] [i16 -15116, i16 3074, i16 0, i16 -13105, i16 0, i16 3074], [6 x i16] [i16 -5, i16 -1, i16 32299, i16 -2, i16 15517, i16 -5], [6 x i16] [i16 -1, i16 -20758, i16 -31445, i16 -3, i16 3074, i16 -22789], [6 x i16] [i16 0, i16 -20758, i16 1, i16 -4554, i16 15517, i16 -7011], [6 x i16] [i16 -32102, i16 -1, i16 -4554, i16 0, i16 0, i16 -4554], [6 x i16] [i16 3074, i16 3074, i16 -5, i16 32299, i16 -3, i16 26283], [6 x i16] [i16 -5, i16 2323, i16 -23142, i16 -31445, i16 7191, i16 -5]]], align 16
@.str.13 = private unnamed_addr constant [14 x i8] c"g_78[i][j][k]\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_80 = internal global i64 1, align 8
@.str.15 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1
@g_83 = internal global i16 -26257, align 2
@.str.16 = private unnamed_addr constant [5 x i8] c"g_83\00", align 1
@g_123 = internal global [4 x %union.U0] [%union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }], align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"g_123[i].f0\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"g_123[i].f1\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"g_123[i].f2\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_152 = internal global i32 -1628136816, align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"g_152\00", align 1
@g_155 = internal global i64 -8653210395822120745, align 8
@.str.22 = private unnamed_addr constant [6 x i8] c"g_155\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"g_160.f0\00", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_160.f1\00", align 1
@g_218 = internal global [1 x i16] [i16 1], align 2
@.str.25 = private unnamed_addr constant [9 x i8] c"g_218[i]\00", align 1
@g_221 = internal global i64 -4918301790638880606, align 8
@.str.26 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1
@g_238 = internal global i8 -13, align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_238\00", align 1
@g_286 = internal global i16 1, align 2
@.str.28 = private unnamed_addr constant [6 x i8] c"g_286\00", align 1
@g_324 = internal global i16 1, align 2
@.str.29 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1
@g_344 = internal global i32 1, align 4
@.str.30 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1
@g_351 = internal global i32 1139671712, align 4
@.str.31 = private unnamed_addr constant [6 x i8] c"g_351\00", align 1
@g_375 = internal global %union.U0 { i32 -612692018 }, align 4
@.str.32 = private unnamed_addr constant [9 x i8] c"g_375.f0\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_375.f1\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"g_375.f2\00", align 1
@.str.35 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f0\00", align 1
@.str.36 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f1\00", align 1
@g_440 = internal global i8 -66, align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"g_440\00", align 1
@g_446 = internal global i8 -56, align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"g_446\00", align 1
@g_505 = internal global %union.U0 { i32 1 }, align 4
@.str.39 = private unnamed_addr constant [9 x i8] c"g_505.f0\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_505.f1\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_505.f2\00", align 1
@g_736 = internal global [10 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16
@.str.42 = private unnamed_addr constant [9 x i8] c"g_736[i]\00", align 1
@g_774 = internal global %union.U0 { i32 8 }, align 4
@.str.43 = private unnamed_addr constant [9 x i8] c"g_774.f0\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_774.f1\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_774.f2\00", align 1
@g_804 = internal global i16 -11721, align 2
@.str.46 = private unnamed_addr constant [6 x i8] c"g_804\00", align 1
@g_808 = internal global [2 x [9 x [9 x %union.U0]]] [[9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 267637041 }, %union.U0 { i32 -2 }, %union.U0 { i32 5 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 614224198 }, %union.U0 { i32 427635085 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1153323207 }, %union.U0 { i32 -10 }, %union.U0 { i32 3 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 872518899 }, %union.U0 zeroinitializer, %union.U0 { i32 1026819223 }, %union.U0 { i32 1697300152 }], [9 x %union.U0] [%union.U0 { i32 -1592013405 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }, %union.U0 { i32 614224198 }, %union.U0 { i32 732498782 }, %union.U0 zeroinitializer, %union.U0 { i32 -5 }, %union.U0 { i32 4 }, %union.U0 { i32 5 }], [9 x %union.U0] [%union.U0 { i32 -580183393 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 142476117 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 3 }, %union.U0 { i32 -5 }, %union.U0 { i32 614224198 }, %union.U0 { i32 3 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 -4 }, %union.U0 { i32 -816428541 }, %union.U0 { i32 -1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 612614761 }, %union.U0 { i32 -1370168271 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1326938740 }, %union.U0 { i32 -1 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 9 }, %union.U0 { i32 -10 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 1841057443 }, %union.U0 { i32 -1 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 1 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 427635085 }, %union.U0 { i32 614224198 }]], [9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 { i32 -1 }, %union.U0 { i32 -580183393 }, %union.U0 { i32 -1 }, %union.U0 { i32 3 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 { i32 -1 }, %union.U0 { i32 1671663977 }, %union.U0 { i32 1 }, %union.U0 { i32 732498782 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 1884221190 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 zeroinitializer, %union.U0 { i32 318175983 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 614224198 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -1326938740 }], [9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 zeroinitializer, %union.U0 { i32 1 }, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 5 }, %union.U0 { i32 5 }, %union.U0 { i32 1709485888 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 4 }, %union.U0 { i32 1 }, %union.U0 { i32 5 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 9 }, %union.U0 { i32 1709485888 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 427635085 }, %union.U0 { i32 5 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 4 }, %union.U0 { i32 1100565088 }, %union.U0 { i32 491792801 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 { i32 -5 }, %union.U0 { i32 1171362464 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -4 }, %union.U0 { i32 732498782 }, %union.U0 { i32 837712906 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 1697300152 }, %union.U0 zeroinitializer, %union.U0 { i32 4 }, %union.U0 { i32 -1 }, %union.U0 { i32 614224198 }, %union.U0 { i32 238481672 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer]]], align 16
@.str.47 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f0\00", align 1
@.str.48 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f1\00", align 1
@.str.49 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f2\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"g_819.f0\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"g_819.f1\00", align 1
@g_848 = internal global i16 -1, align 2
@.str.52 = private unnamed_addr constant [6 x i8] c"g_848\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"g_930\00", align 1
@g_932 = internal constant [7 x i8] c"\BC\BC\BC\BC\BC\BC\BC", align 1
@.str.54 = private unnamed_addr constant [9 x i8] c"g_932[i]\00", align 1
@g_939 = internal global i8 7, align 1
@.str.55 = private unnamed_addr constant [6 x i8] c"g_939\00", align 1
@g_993 = internal global i8 -5, align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"g_993\00", align 1
@g_1094 = internal global i64 0, align 8
@.str.57 = private unnamed_addr constant [7 x i8] c"g_1094\00", align 1
@.str.58 = private unnamed_addr constant [10 x i8] c"g_1095.f0\00", align 1
@.str.59 = private unnamed_addr constant [10 x i8] c"g_1095.f1\00", align 1
@g_1244 = internal global i16 -13992, align 2
@.str.60 = private unnamed_addr constant [7 x i8] c"g_1244\00", align 1
@g_1294 = internal global %union.U0 { i32 7 }, align 4
@.str.61 = private unnamed_addr constant [10 x i8] c"g_1294.f0\00", align 1
@.str.62 = private unnamed_addr constant [10 x i8] c"g_1294.f1\00", align 1
@.str.63 = private unnamed_addr constant [10 x i8] c"g_1294.f2\00", align 1
@g_1311 = internal global i32 -7, align 4
@.str.64 = private unnamed_addr constant [7 x i8] c"g_1311\00", align 1
@g_1356 = internal global i8 -35, align 1
@.str.65 = private unnamed_addr constant [7 x i8] c"g_1356\00", align 1
@g_1362 = internal global i32 -654347066, align 4
@.str.66 = private unnamed_addr constant [7 x i8] c"g_1362\00", align 1
@g_1393 = internal global %union.U0 zeroinitializer, align 4
@.str.67 = private unnamed_addr constant [10 x i8] c"g_1393.f0\00", align 1
@.str.68 = private unnamed_addr constant [10 x i8] c"g_1393.f1\00", align 1
@.str.69 = private unnamed_addr constant [10 x i8] c"g_1393.f2\00", align 1
@g_1423 = internal global i32 0, align 4
@.str.70 = private unnamed_addr constant [7 x i8] c"g_1423\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_2 = private unnamed_addr constant [8 x [6 x i16]] [[6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972], [6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972], [6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972], [6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972]], align 16
@__const.func_1.l_1239 = private unnamed_addr constant [9 x i32] [i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4], align 16
@__const.func_1.l_1422 = private unnamed_addr constant [9 x [8 x i32]] [[8 x i32] [i32 1607600175, i32 -1, i32 -1, i32 -1, i32 1607600175, i32 -1, i32 1973045089, i32 1973045089], [8 x i32] [i32 -1201656393, i32 -1, i32 -731032248, i32 -731032248, i32 -1, i32 -1201656393, i32 -218705303, i32 -1], [8 x i32] [i32 1973045089, i32 -218705303, i32 -731032248, i32 1973045089, i32 -731032248, i32 -218705303, i32 1973045089, i32 -1201656393], [8 x i32] [i32 -1, i32 1607600175, i32 -1, i32 1973045089, i32 1973045089, i32 -1, i32 1607600175, i32 -1], [8 x i32] [i32 -1201656393, i32 1973045089, i32 -218705303, i32 -731032248, i32 1973045089, i32 -731032248, i32 -218705303, i32 -1201656393], [8 x i32] [i32 -731032248, i32 -1, i32 1743814857, i32 -731032248, i32 1, i32 1, i32 -731032248, i32 1743814857], [8 x i32] [i32 -1201656393, i32 -1201656393, i32 1973045089, i32 -218705303, i32 -731032248, i32 1973045089, i32 -731032248, i32 -218705303], [8 x i32] [i32 1743814857, i32 -218705303, i32 1743814857, i32 1, i32 -218705303, i32 -1, i32 -1, i32 -218705303], [8 x i32] [i32 -218705303, i32 -1, i32 -1, i32 -218705303, i32 1, i32 1743814857, i32 -218705303, i32 1743814857]], align 16
@__const.func_1.l_1426 = private unnamed_addr constant [7 x [1 x [8 x i32]]] [[1 x [8 x i32]] [[8 x i32] [i32 0, i32 -1, i32 -1229928354, i32 0, i32 0, i32 -1229928354, i32 -1, i32 0]], [1 x [8 x i32]] [[8 x i32] [i32 461630087, i32 -1086812592, i32 -1229928354, i32 -1, i32 3, i32 2, i32 3, i32 -1]], [1 x [8 x i32]] [[8 x i32] [i32 0, i32 -1984419885, i32 0, i32 -1260894184, i32 -1, i32 2, i32 -1229928354, i32 -1229928354]], [1 x [8 x i32]] [[8 x i32] [i32 -1229928354, i32 -1086812592, i32 461630087, i32 461630087, i32 -1086812592, i32 -1229928354, i32 -1, i32 3]], [1 x [8 x i32]] [[8 x i32] [i32 -1229928354, i32 -1, i32 0, i32 -1086812592, i32 -1, i32 -1086812592, i32 0, i32 -1]], [1 x [8 x i32]] [[8 x i32] [i32 0, i32 0, i32 2, i32 -1086812592, i32 3, i32 -1260894184, i32 -1260894184, i32 3]], [1 x [8 x i32]] [[8 x i32] [i32 461630087, i32 3, i32 3, i32 461630087, i32 0, i32 -1, i32 -1260894184, i32 -1229928354]]], align 16
@g_236 = internal global ptr @g_237, align 8
@__const.func_1.l_9 = private unnamed_addr constant [9 x ptr] [ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8], align 16
@g_894 = internal global ptr getelementptr (i8, ptr @g_895, i64 120), align 8
@__const.func_1.l_1315 = private unnamed_addr constant [3 x [10 x ptr]] [[10 x ptr] [ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894], [10 x ptr] [ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894], [10 x ptr] [ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894]], align 16
@__const.func_1.l_1371 = private unnamed_addr constant [9 x i8] c"\FB\FB\D6\FB\FB\D6\FB\FB\D6", align 1
@__const.func_1.l_1374 = private unnamed_addr constant [8 x [7 x [4 x i32]]] [[7 x [4 x i32]] [[4 x i32] [i32 -7, i32 -3, i32 -3, i32 194787133], [4 x i32] [i32 1507963461, i32 -964469704, i32 8, i32 0], [4 x i32] [i32 1, i32 0, i32 -704592794, i32 -704592794], [4 x i32] [i32 8, i32 8, i32 -4, i32 -964469704], [4 x i32] [i32 -1873516452, i32 -1, i32 -1636875739, i32 -7], [4 x i32] [i32 -1746062928, i32 -1712903501, i32 194787133, i32 -1636875739], [4 x i32] [i32 -704592794, i32 -1712903501, i32 0, i32 -7]], [7 x [4 x i32]] [[4 x i32] [i32 -1712903501, i32 -1, i32 -114530479, i32 -964469704], [4 x i32] [i32 -3, i32 8, i32 1430940847, i32 -704592794], [4 x i32] [i32 732527421, i32 0, i32 -1, i32 0], [4 x i32] [i32 -1145435590, i32 -964469704, i32 -8, i32 194787133], [4 x i32] [i32 0, i32 -3, i32 1507963461, i32 -1746062928], [4 x i32] [i32 963934568, i32 -4, i32 963934568, i32 -1636875739], [4 x i32] [i32 -1, i32 1109355133, i32 -1746062928, i32 -1]], [7 x [4 x i32]] [[4 x i32] [i32 -114530479, i32 3, i32 -3, i32 -3], [4 x i32] [i32 -2, i32 194787133, i32 1108921331, i32 6], [4 x i32] [i32 -1873516452, i32 6, i32 -1873516452, i32 -2], [4 x i32] [i32 3, i32 -3, i32 8, i32 -7], [4 x i32] [i32 -964469704, i32 -954564960, i32 1430940847, i32 -3], [4 x i32] [i32 9, i32 2, i32 1430940847, i32 -1541427464], [4 x i32] [i32 -964469704, i32 -1, i32 8, i32 6]], [7 x [4 x i32]] [[4 x i32] [i32 3, i32 0, i32 -1873516452, i32 963934568], [4 x i32] [i32 -1873516452, i32 963934568, i32 1108921331, i32 -114530479], [4 x i32] [i32 -2, i32 1321514324, i32 -3, i32 0], [4 x i32] [i32 -114530479, i32 -1873516452, i32 -1746062928, i32 -1], [4 x i32] [i32 -1, i32 -1, i32 963934568, i32 869790694], [4 x i32] [i32 0, i32 -1712903501, i32 -704592794, i32 -8], [4 x i32] [i32 -3, i32 -3, i32 194787133, i32 2]], [7 x [4 x i32]] [[4 x i32] [i32 -157652776, i32 6, i32 8, i32 9], [4 x i32] [i32 -1, i32 0, i32 0, i32 -1], [4 x i32] [i32 1108921331, i32 1507963461, i32 -3, i32 732527421], [4 x i32] [i32 -1541427464, i32 7, i32 9, i32 1109355133], [4 x i32] [i32 1204637850, i32 -7, i32 1321514324, i32 1109355133], [4 x i32] [i32 -1016760823, i32 7, i32 -964469704, i32 732527421], [4 x i32] [i32 0, i32 1507963461, i32 -1936342389, i32 -1]], [7 x [4 x i32]] [[4 x i32] [i32 -1, i32 0, i32 1204637850, i32 9], [4 x i32] [i32 -1145435590, i32 6, i32 -1, i32 2], [4 x i32] [i32 -704592794, i32 -3, i32 -4, i32 -8], [4 x i32] [i32 732527421, i32 -1712903501, i32 -1, i32 869790694], [4 x i32] [i32 -3, i32 -1, i32 7, i32 -1], [4 x i32] [i32 0, i32 -1873516452, i32 1109355133, i32 0], [4 x i32] [i32 0, i32 1321514324, i32 -1606661958, i32 -114530479]], [7 x [4 x i32]] [[4 x i32] [i32 7, i32 963934568, i32 -114530479, i32 963934568], [4 x i32] [i32 0, i32 0, i32 1, i32 6], [4 x i32] [i32 6, i32 -1, i32 0, i32 -1541427464], [4 x i32] [i32 8, i32 2, i32 -2, i32 -3], [4 x i32] [i32 8, i32 -954564960, i32 0, i32 -7], [4 x i32] [i32 6, i32 -3, i32 1, i32 -2], [4 x i32] [i32 0, i32 6, i32 -114530479, i32 6]], [7 x [4 x i32]] [[4 x i32] [i32 7, i32 194787133, i32 -1606661958, i32 -3], [4 x i32] [i32 0, i32 3, i32 1109355133, i32 -1], [4 x i32] [i32 0, i32 1109355133, i32 7, i32 -1636875739], [4 x i32] [i32 -3, i32 -4, i32 -1, i32 -1016760823], [4 x i32] [i32 732527421, i32 1108921331, i32 -4, i32 1321514324], [4 x i32] [i32 -704592794, i32 8, i32 -1, i32 0], [4 x i32] [i32 -1145435590, i32 -1636875739, i32 1204637850, i32 1204637850]]], align 16
@g_237 = internal global ptr @g_238, align 8
@g_916 = internal global ptr @g_221, align 8
@g_1321 = internal global ptr getelementptr (i8, ptr @g_1322, i64 16), align 8
@g_1161 = internal global ptr getelementptr (i8, ptr @g_1162, i64 32), align 8
@g_931 = internal global ptr getelementptr (i8, ptr @g_932, i64 5), align 8
@g_1353 = internal global ptr @g_1354, align 8
@g_1370 = internal global ptr getelementptr (i8, ptr @g_57, i64 80), align 8
@g_108 = internal global ptr @g_83, align 8
@g_1389 = internal global ptr @g_1163, align 8
@g_915 = internal global ptr @g_916, align 8
@g_1163 = internal global ptr getelementptr (i8, ptr @g_78, i64 364), align 8
@g_287 = internal global ptr @g_8, align 8
@g_322 = internal global ptr @g_323, align 8
@g_1185 = internal global ptr null, align 8
@g_1469 = internal global ptr @g_236, align 8
@g_907 = internal global ptr @g_861, align 8
@g_1503 = internal global ptr getelementptr (i8, ptr @g_861, i64 16), align 8
@g_895 = internal global [7 x [8 x ptr]] [[8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 64), ptr null, ptr getelementptr (i8, ptr @g_424, i64 64), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1016), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 992), ptr getelementptr (i8, ptr @g_424, i64 992)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1016), ptr null, ptr null, ptr getelementptr (i8, ptr @g_424, i64 1016), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 992), ptr null], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1392), ptr null, ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr null, ptr getelementptr (i8, ptr @g_424, i64 1392), ptr null], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 992), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1016), ptr null, ptr getelementptr (i8, ptr @g_424, i64 1016), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 64), ptr getelementptr (i8, ptr @g_424, i64 1480)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr null, ptr null, ptr getelementptr (i8, ptr @g_424, i64 64), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480)]], align 16
@g_1322 = internal global [3 x ptr] [ptr @g_155, ptr @g_155, ptr @g_155], align 16
@g_1162 = internal global [7 x ptr] [ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163], align 16
@g_1354 = internal global ptr @g_1355, align 8
@g_1355 = internal constant ptr @g_1356, align 8
@g_323 = internal global ptr @g_324, align 8
@g_861 = internal global [5 x ptr] [ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4)], align 16
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_160 = internal global { i32, [4 x i8] } { i32 1, [4 x i8] undef }, align 8
@g_424 = internal global [8 x [7 x [4 x { i32, [4 x i8] }]]] [[7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -893493411, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]]], align 16
@g_819 = internal constant { i32, [4 x i8] } { i32 9, [4 x i8] undef }, align 8
@g_1095 = internal global { i32, [4 x i8] } { i32 962150901, [4 x i8] undef }, align 8
@.str.76 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #6
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call i64 @func_1()
  %21 = load volatile i32, ptr @g_3, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23)
  %24 = load volatile i32, ptr @g_4, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26)
  %27 = load volatile i32, ptr @g_5, align 4
  %28 = sext i32 %27 to i64
  %29 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29)
  %30 = load i32, ptr @g_6, align 4
  %31 = sext i32 %30 to i64
  %32 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.4, i32 noundef %32)
  %33 = load i32, ptr @g_8, align 4
  %34 = sext i32 %33 to i64
  %35 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef %35)
  %36 = load volatile i8, ptr @g_11, align 1
  %37 = sext i8 %36 to i64
  %38 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %37, ptr noundef @.str.6, i32 noundef %38)
  %39 = load i32, ptr @g_12, align 4
  %40 = zext i32 %39 to i64
  %41 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %40, ptr noundef @.str.7, i32 noundef %41)
  %42 = load i32, ptr @g_23, align 4
  %43 = zext i32 %42 to i64
  %44 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.8, i32 noundef %44)
  %45 = load i8, ptr @g_37, align 1
  %46 = zext i8 %45 to i64
  %47 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %46, ptr noundef @.str.9, i32 noundef %47)
  store i32 0, ptr %6, align 4
  br label %48

48:                                               ; preds = %76, %19
  %49 = load i32, ptr %6, align 4
  %50 = icmp slt i32 %49, 3
  br i1 %50, label %51, label %79

51:                                               ; preds = %48
  store i32 0, ptr %7, align 4
  br label %52

52:                                               ; preds = %72, %51
  %53 = load i32, ptr %7, align 4
  %54 = icmp slt i32 %53, 7
  br i1 %54, label %55, label %75

55:                                               ; preds = %52
  %56 = load i32, ptr %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %57
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [7 x i32], ptr %58, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = sext i32 %62 to i64
  %64 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %63, ptr noundef @.str.10, i32 noundef %64)
  %65 = load i32, ptr %9, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %55
  %68 = load i32, ptr %6, align 4
  %69 = load i32, ptr %7, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %68, i32 noundef %69)
  br label %71

71:                                               ; preds = %67, %55
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %52, !llvm.loop !5

75:                                               ; preds = %52
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %6, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %6, align 4
  br label %48, !llvm.loop !7

79:                                               ; preds = %48
  %80 = load i8, ptr @g_60, align 1
  %81 = zext i8 %80 to i64
  %82 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %81, ptr noundef @.str.12, i32 noundef %82)
  store i32 0, ptr %6, align 4
  br label %83

83:                                               ; preds = %123, %79
  %84 = load i32, ptr %6, align 4
  %85 = icmp slt i32 %84, 4
  br i1 %85, label %86, label %126

86:                                               ; preds = %83
  store i32 0, ptr %7, align 4
  br label %87

87:                                               ; preds = %119, %86
  %88 = load i32, ptr %7, align 4
  %89 = icmp slt i32 %88, 10
  br i1 %89, label %90, label %122

90:                                               ; preds = %87
  store i32 0, ptr %8, align 4
  br label %91

91:                                               ; preds = %115, %90
  %92 = load i32, ptr %8, align 4
  %93 = icmp slt i32 %92, 6
  br i1 %93, label %94, label %118

94:                                               ; preds = %91
  %95 = load i32, ptr %6, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %96
  %98 = load i32, ptr %7, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [10 x [6 x i16]], ptr %97, i64 0, i64 %99
  %101 = load i32, ptr %8, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [6 x i16], ptr %100, i64 0, i64 %102
  %104 = load i16, ptr %103, align 2
  %105 = sext i16 %104 to i64
  %106 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %105, ptr noundef @.str.13, i32 noundef %106)
  %107 = load i32, ptr %9, align 4
  %108 = icmp ne i32 %107, 0
  br i1 %108, label %109, label %114

109:                                              ; preds = %94
  %110 = load i32, ptr %6, align 4
  %111 = load i32, ptr %7, align 4
  %112 = load i32, ptr %8, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %110, i32 noundef %111, i32 noundef %112)
  br label %114

114:                                              ; preds = %109, %94
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %8, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %8, align 4
  br label %91, !llvm.loop !8

118:                                              ; preds = %91
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %7, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %7, align 4
  br label %87, !llvm.loop !9

122:                                              ; preds = %87
  br label %123

123:                                              ; preds = %122
  %124 = load i32, ptr %6, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %6, align 4
  br label %83, !llvm.loop !10

126:                                              ; preds = %83
  %127 = load i64, ptr @g_80, align 8
  %128 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %127, ptr noundef @.str.15, i32 noundef %128)
  %129 = load i16, ptr @g_83, align 2
  %130 = zext i16 %129 to i64
  %131 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %130, ptr noundef @.str.16, i32 noundef %131)
  store i32 0, ptr %6, align 4
  br label %132

132:                                              ; preds = %162, %126
  %133 = load i32, ptr %6, align 4
  %134 = icmp slt i32 %133, 4
  br i1 %134, label %135, label %165

135:                                              ; preds = %132
  %136 = load i32, ptr %6, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [4 x %union.U0], ptr @g_123, i64 0, i64 %137
  %139 = load volatile i32, ptr %138, align 4
  %140 = sext i32 %139 to i64
  %141 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %140, ptr noundef @.str.17, i32 noundef %141)
  %142 = load i32, ptr %6, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [4 x %union.U0], ptr @g_123, i64 0, i64 %143
  %145 = load volatile i32, ptr %144, align 4
  %146 = zext i32 %145 to i64
  %147 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %146, ptr noundef @.str.18, i32 noundef %147)
  %148 = load i32, ptr %6, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [4 x %union.U0], ptr @g_123, i64 0, i64 %149
  %151 = load volatile i32, ptr %150, align 4
  %152 = shl i32 %151, 10
  %153 = ashr i32 %152, 10
  %154 = sext i32 %153 to i64
  %155 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %154, ptr noundef @.str.19, i32 noundef %155)
  %156 = load i32, ptr %9, align 4
  %157 = icmp ne i32 %156, 0
  br i1 %157, label %158, label %161

158:                                              ; preds = %135
  %159 = load i32, ptr %6, align 4
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %159)
  br label %161

161:                                              ; preds = %158, %135
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %6, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %6, align 4
  br label %132, !llvm.loop !11

165:                                              ; preds = %132
  %166 = load volatile i32, ptr @g_152, align 4
  %167 = sext i32 %166 to i64
  %168 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %167, ptr noundef @.str.21, i32 noundef %168)
  %169 = load volatile i64, ptr @g_155, align 8
  %170 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.22, i32 noundef %170)
  %171 = load volatile i32, ptr @g_160, align 8
  %172 = zext i32 %171 to i64
  %173 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %172, ptr noundef @.str.23, i32 noundef %173)
  %174 = load volatile i16, ptr @g_160, align 8
  %175 = zext i16 %174 to i64
  %176 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %175, ptr noundef @.str.24, i32 noundef %176)
  store i32 0, ptr %6, align 4
  br label %177

177:                                              ; preds = %193, %165
  %178 = load i32, ptr %6, align 4
  %179 = icmp slt i32 %178, 1
  br i1 %179, label %180, label %196

180:                                              ; preds = %177
  %181 = load i32, ptr %6, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [1 x i16], ptr @g_218, i64 0, i64 %182
  %184 = load volatile i16, ptr %183, align 2
  %185 = zext i16 %184 to i64
  %186 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %185, ptr noundef @.str.25, i32 noundef %186)
  %187 = load i32, ptr %9, align 4
  %188 = icmp ne i32 %187, 0
  br i1 %188, label %189, label %192

189:                                              ; preds = %180
  %190 = load i32, ptr %6, align 4
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %190)
  br label %192

192:                                              ; preds = %189, %180
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %6, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %6, align 4
  br label %177, !llvm.loop !12

196:                                              ; preds = %177
  %197 = load i64, ptr @g_221, align 8
  %198 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.26, i32 noundef %198)
  %199 = load i8, ptr @g_238, align 1
  %200 = sext i8 %199 to i64
  %201 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %200, ptr noundef @.str.27, i32 noundef %201)
  %202 = load i16, ptr @g_286, align 2
  %203 = zext i16 %202 to i64
  %204 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %203, ptr noundef @.str.28, i32 noundef %204)
  %205 = load volatile i16, ptr @g_324, align 2
  %206 = sext i16 %205 to i64
  %207 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %206, ptr noundef @.str.29, i32 noundef %207)
  %208 = load i32, ptr @g_344, align 4
  %209 = zext i32 %208 to i64
  %210 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %209, ptr noundef @.str.30, i32 noundef %210)
  %211 = load i32, ptr @g_351, align 4
  %212 = zext i32 %211 to i64
  %213 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %212, ptr noundef @.str.31, i32 noundef %213)
  %214 = load i32, ptr @g_375, align 4
  %215 = sext i32 %214 to i64
  %216 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %215, ptr noundef @.str.32, i32 noundef %216)
  %217 = load volatile i32, ptr @g_375, align 4
  %218 = zext i32 %217 to i64
  %219 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %218, ptr noundef @.str.33, i32 noundef %219)
  %220 = load volatile i32, ptr @g_375, align 4
  %221 = shl i32 %220, 10
  %222 = ashr i32 %221, 10
  %223 = sext i32 %222 to i64
  %224 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %223, ptr noundef @.str.34, i32 noundef %224)
  store i32 0, ptr %6, align 4
  br label %225

225:                                              ; preds = %277, %196
  %226 = load i32, ptr %6, align 4
  %227 = icmp slt i32 %226, 8
  br i1 %227, label %228, label %280

228:                                              ; preds = %225
  store i32 0, ptr %7, align 4
  br label %229

229:                                              ; preds = %273, %228
  %230 = load i32, ptr %7, align 4
  %231 = icmp slt i32 %230, 7
  br i1 %231, label %232, label %276

232:                                              ; preds = %229
  store i32 0, ptr %8, align 4
  br label %233

233:                                              ; preds = %269, %232
  %234 = load i32, ptr %8, align 4
  %235 = icmp slt i32 %234, 4
  br i1 %235, label %236, label %272

236:                                              ; preds = %233
  %237 = load i32, ptr %6, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %238
  %240 = load i32, ptr %7, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [7 x [4 x %union.U1]], ptr %239, i64 0, i64 %241
  %243 = load i32, ptr %8, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [4 x %union.U1], ptr %242, i64 0, i64 %244
  %246 = load i32, ptr %245, align 8
  %247 = zext i32 %246 to i64
  %248 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %247, ptr noundef @.str.35, i32 noundef %248)
  %249 = load i32, ptr %6, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %250
  %252 = load i32, ptr %7, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [7 x [4 x %union.U1]], ptr %251, i64 0, i64 %253
  %255 = load i32, ptr %8, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [4 x %union.U1], ptr %254, i64 0, i64 %256
  %258 = load i16, ptr %257, align 8
  %259 = zext i16 %258 to i64
  %260 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %259, ptr noundef @.str.36, i32 noundef %260)
  %261 = load i32, ptr %9, align 4
  %262 = icmp ne i32 %261, 0
  br i1 %262, label %263, label %268

263:                                              ; preds = %236
  %264 = load i32, ptr %6, align 4
  %265 = load i32, ptr %7, align 4
  %266 = load i32, ptr %8, align 4
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %264, i32 noundef %265, i32 noundef %266)
  br label %268

268:                                              ; preds = %263, %236
  br label %269

269:                                              ; preds = %268
  %270 = load i32, ptr %8, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %8, align 4
  br label %233, !llvm.loop !13

272:                                              ; preds = %233
  br label %273

273:                                              ; preds = %272
  %274 = load i32, ptr %7, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %7, align 4
  br label %229, !llvm.loop !14

276:                                              ; preds = %229
  br label %277

277:                                              ; preds = %276
  %278 = load i32, ptr %6, align 4
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr %6, align 4
  br label %225, !llvm.loop !15

280:                                              ; preds = %225
  %281 = load i8, ptr @g_440, align 1
  %282 = zext i8 %281 to i64
  %283 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %282, ptr noundef @.str.37, i32 noundef %283)
  %284 = load i8, ptr @g_446, align 1
  %285 = sext i8 %284 to i64
  %286 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %285, ptr noundef @.str.38, i32 noundef %286)
  %287 = load i32, ptr @g_505, align 4
  %288 = sext i32 %287 to i64
  %289 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %288, ptr noundef @.str.39, i32 noundef %289)
  %290 = load volatile i32, ptr @g_505, align 4
  %291 = zext i32 %290 to i64
  %292 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %291, ptr noundef @.str.40, i32 noundef %292)
  %293 = load volatile i32, ptr @g_505, align 4
  %294 = shl i32 %293, 10
  %295 = ashr i32 %294, 10
  %296 = sext i32 %295 to i64
  %297 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %296, ptr noundef @.str.41, i32 noundef %297)
  store i32 0, ptr %6, align 4
  br label %298

298:                                              ; preds = %314, %280
  %299 = load i32, ptr %6, align 4
  %300 = icmp slt i32 %299, 10
  br i1 %300, label %301, label %317

301:                                              ; preds = %298
  %302 = load i32, ptr %6, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [10 x i32], ptr @g_736, i64 0, i64 %303
  %305 = load i32, ptr %304, align 4
  %306 = sext i32 %305 to i64
  %307 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %306, ptr noundef @.str.42, i32 noundef %307)
  %308 = load i32, ptr %9, align 4
  %309 = icmp ne i32 %308, 0
  br i1 %309, label %310, label %313

310:                                              ; preds = %301
  %311 = load i32, ptr %6, align 4
  %312 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %311)
  br label %313

313:                                              ; preds = %310, %301
  br label %314

314:                                              ; preds = %313
  %315 = load i32, ptr %6, align 4
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr %6, align 4
  br label %298, !llvm.loop !16

317:                                              ; preds = %298
  %318 = load volatile i32, ptr @g_774, align 4
  %319 = sext i32 %318 to i64
  %320 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %319, ptr noundef @.str.43, i32 noundef %320)
  %321 = load volatile i32, ptr @g_774, align 4
  %322 = zext i32 %321 to i64
  %323 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %322, ptr noundef @.str.44, i32 noundef %323)
  %324 = load volatile i32, ptr @g_774, align 4
  %325 = shl i32 %324, 10
  %326 = ashr i32 %325, 10
  %327 = sext i32 %326 to i64
  %328 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %327, ptr noundef @.str.45, i32 noundef %328)
  %329 = load i16, ptr @g_804, align 2
  %330 = zext i16 %329 to i64
  %331 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %330, ptr noundef @.str.46, i32 noundef %331)
  store i32 0, ptr %6, align 4
  br label %332

332:                                              ; preds = %398, %317
  %333 = load i32, ptr %6, align 4
  %334 = icmp slt i32 %333, 2
  br i1 %334, label %335, label %401

335:                                              ; preds = %332
  store i32 0, ptr %7, align 4
  br label %336

336:                                              ; preds = %394, %335
  %337 = load i32, ptr %7, align 4
  %338 = icmp slt i32 %337, 9
  br i1 %338, label %339, label %397

339:                                              ; preds = %336
  store i32 0, ptr %8, align 4
  br label %340

340:                                              ; preds = %390, %339
  %341 = load i32, ptr %8, align 4
  %342 = icmp slt i32 %341, 9
  br i1 %342, label %343, label %393

343:                                              ; preds = %340
  %344 = load i32, ptr %6, align 4
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 %345
  %347 = load i32, ptr %7, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [9 x [9 x %union.U0]], ptr %346, i64 0, i64 %348
  %350 = load i32, ptr %8, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [9 x %union.U0], ptr %349, i64 0, i64 %351
  %353 = load i32, ptr %352, align 4
  %354 = sext i32 %353 to i64
  %355 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %354, ptr noundef @.str.47, i32 noundef %355)
  %356 = load i32, ptr %6, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 %357
  %359 = load i32, ptr %7, align 4
  %360 = sext i32 %359 to i64
  %361 = getelementptr inbounds [9 x [9 x %union.U0]], ptr %358, i64 0, i64 %360
  %362 = load i32, ptr %8, align 4
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds [9 x %union.U0], ptr %361, i64 0, i64 %363
  %365 = load volatile i32, ptr %364, align 4
  %366 = zext i32 %365 to i64
  %367 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %366, ptr noundef @.str.48, i32 noundef %367)
  %368 = load i32, ptr %6, align 4
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 %369
  %371 = load i32, ptr %7, align 4
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds [9 x [9 x %union.U0]], ptr %370, i64 0, i64 %372
  %374 = load i32, ptr %8, align 4
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds [9 x %union.U0], ptr %373, i64 0, i64 %375
  %377 = load volatile i32, ptr %376, align 4
  %378 = shl i32 %377, 10
  %379 = ashr i32 %378, 10
  %380 = sext i32 %379 to i64
  %381 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %380, ptr noundef @.str.49, i32 noundef %381)
  %382 = load i32, ptr %9, align 4
  %383 = icmp ne i32 %382, 0
  br i1 %383, label %384, label %389

384:                                              ; preds = %343
  %385 = load i32, ptr %6, align 4
  %386 = load i32, ptr %7, align 4
  %387 = load i32, ptr %8, align 4
  %388 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %385, i32 noundef %386, i32 noundef %387)
  br label %389

389:                                              ; preds = %384, %343
  br label %390

390:                                              ; preds = %389
  %391 = load i32, ptr %8, align 4
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %8, align 4
  br label %340, !llvm.loop !17

393:                                              ; preds = %340
  br label %394

394:                                              ; preds = %393
  %395 = load i32, ptr %7, align 4
  %396 = add nsw i32 %395, 1
  store i32 %396, ptr %7, align 4
  br label %336, !llvm.loop !18

397:                                              ; preds = %336
  br label %398

398:                                              ; preds = %397
  %399 = load i32, ptr %6, align 4
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr %6, align 4
  br label %332, !llvm.loop !19

401:                                              ; preds = %332
  %402 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 9, ptr noundef @.str.50, i32 noundef %402)
  %403 = load i16, ptr @g_819, align 8
  %404 = zext i16 %403 to i64
  %405 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %404, ptr noundef @.str.51, i32 noundef %405)
  %406 = load i16, ptr @g_848, align 2
  %407 = sext i16 %406 to i64
  %408 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %407, ptr noundef @.str.52, i32 noundef %408)
  %409 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 89, ptr noundef @.str.53, i32 noundef %409)
  store i32 0, ptr %6, align 4
  br label %410

410:                                              ; preds = %426, %401
  %411 = load i32, ptr %6, align 4
  %412 = icmp slt i32 %411, 7
  br i1 %412, label %413, label %429

413:                                              ; preds = %410
  %414 = load i32, ptr %6, align 4
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds [7 x i8], ptr @g_932, i64 0, i64 %415
  %417 = load i8, ptr %416, align 1
  %418 = zext i8 %417 to i64
  %419 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %418, ptr noundef @.str.54, i32 noundef %419)
  %420 = load i32, ptr %9, align 4
  %421 = icmp ne i32 %420, 0
  br i1 %421, label %422, label %425

422:                                              ; preds = %413
  %423 = load i32, ptr %6, align 4
  %424 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %423)
  br label %425

425:                                              ; preds = %422, %413
  br label %426

426:                                              ; preds = %425
  %427 = load i32, ptr %6, align 4
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr %6, align 4
  br label %410, !llvm.loop !20

429:                                              ; preds = %410
  %430 = load i8, ptr @g_939, align 1
  %431 = zext i8 %430 to i64
  %432 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %431, ptr noundef @.str.55, i32 noundef %432)
  %433 = load i8, ptr @g_993, align 1
  %434 = sext i8 %433 to i64
  %435 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %434, ptr noundef @.str.56, i32 noundef %435)
  %436 = load i64, ptr @g_1094, align 8
  %437 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %436, ptr noundef @.str.57, i32 noundef %437)
  %438 = load i32, ptr @g_1095, align 8
  %439 = zext i32 %438 to i64
  %440 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %439, ptr noundef @.str.58, i32 noundef %440)
  %441 = load i16, ptr @g_1095, align 8
  %442 = zext i16 %441 to i64
  %443 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %442, ptr noundef @.str.59, i32 noundef %443)
  %444 = load i16, ptr @g_1244, align 2
  %445 = zext i16 %444 to i64
  %446 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %445, ptr noundef @.str.60, i32 noundef %446)
  %447 = load i32, ptr @g_1294, align 4
  %448 = sext i32 %447 to i64
  %449 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %448, ptr noundef @.str.61, i32 noundef %449)
  %450 = load volatile i32, ptr @g_1294, align 4
  %451 = zext i32 %450 to i64
  %452 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %451, ptr noundef @.str.62, i32 noundef %452)
  %453 = load volatile i32, ptr @g_1294, align 4
  %454 = shl i32 %453, 10
  %455 = ashr i32 %454, 10
  %456 = sext i32 %455 to i64
  %457 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %456, ptr noundef @.str.63, i32 noundef %457)
  %458 = load i32, ptr @g_1311, align 4
  %459 = sext i32 %458 to i64
  %460 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %459, ptr noundef @.str.64, i32 noundef %460)
  %461 = load i8, ptr @g_1356, align 1
  %462 = sext i8 %461 to i64
  %463 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %462, ptr noundef @.str.65, i32 noundef %463)
  %464 = load volatile i32, ptr @g_1362, align 4
  %465 = zext i32 %464 to i64
  %466 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %465, ptr noundef @.str.66, i32 noundef %466)
  %467 = load i32, ptr @g_1393, align 4
  %468 = sext i32 %467 to i64
  %469 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %468, ptr noundef @.str.67, i32 noundef %469)
  %470 = load volatile i32, ptr @g_1393, align 4
  %471 = zext i32 %470 to i64
  %472 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %471, ptr noundef @.str.68, i32 noundef %472)
  %473 = load volatile i32, ptr @g_1393, align 4
  %474 = shl i32 %473, 10
  %475 = ashr i32 %474, 10
  %476 = sext i32 %475 to i64
  %477 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %476, ptr noundef @.str.69, i32 noundef %477)
  %478 = load i32, ptr @g_1423, align 4
  %479 = zext i32 %478 to i64
  %480 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %479, ptr noundef @.str.70, i32 noundef %480)
  %481 = load i32, ptr @crc32_context, align 4
  %482 = xor i32 %481, -1
  %483 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %482, i32 noundef %483)
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #1

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
  br label %10, !llvm.loop !21

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
  br label %5, !llvm.loop !22

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 {
  %1 = alloca i64, align 8
  %2 = alloca [8 x [6 x i16]], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i64, align 8
  %5 = alloca [9 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [6 x %union.U1], align 16
  %12 = alloca [9 x [8 x i32]], align 16
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca [7 x [1 x [8 x i32]]], align 16
  %16 = alloca ptr, align 8
  %17 = alloca [4 x ptr], align 16
  %18 = alloca ptr, align 8
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca [9 x ptr], align 16
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i16, align 2
  %33 = alloca i64, align 8
  %34 = alloca i16, align 2
  %35 = alloca i16, align 2
  %36 = alloca i8, align 1
  %37 = alloca i8, align 1
  %38 = alloca [3 x [10 x ptr]], align 16
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca [9 x i8], align 1
  %45 = alloca [8 x [7 x [4 x i32]]], align 16
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca [7 x [9 x [4 x ptr]]], align 16
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca [1 x [4 x ptr]], align 16
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca [2 x i8], align 1
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i64, align 8
  %76 = alloca %union.U0, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca [4 x ptr], align 16
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca ptr, align 8
  %88 = alloca i32, align 4
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i64, align 8
  %92 = alloca ptr, align 8
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.func_1.l_2, i64 96, i1 false)
  store i64 -1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.func_1.l_1239, i64 36, i1 false)
  store i32 9, ptr %6, align 4
  store i16 -10, ptr %7, align 2
  store ptr null, ptr %8, align 8
  store ptr %8, ptr %9, align 8
  store ptr %9, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 48, i1 false)
  %95 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 0
  %96 = getelementptr inbounds { i32, [4 x i8] }, ptr %95, i32 0, i32 0
  store i32 -8, ptr %96, align 16
  %97 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 1
  %98 = getelementptr inbounds { i32, [4 x i8] }, ptr %97, i32 0, i32 0
  store i32 -8, ptr %98, align 8
  %99 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 2
  %100 = getelementptr inbounds { i32, [4 x i8] }, ptr %99, i32 0, i32 0
  store i32 -8, ptr %100, align 16
  %101 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 3
  %102 = getelementptr inbounds { i32, [4 x i8] }, ptr %101, i32 0, i32 0
  store i32 -8, ptr %102, align 8
  %103 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 4
  %104 = getelementptr inbounds { i32, [4 x i8] }, ptr %103, i32 0, i32 0
  store i32 -8, ptr %104, align 16
  %105 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 5
  %106 = getelementptr inbounds { i32, [4 x i8] }, ptr %105, i32 0, i32 0
  store i32 -8, ptr %106, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.func_1.l_1422, i64 288, i1 false)
  store i32 -1924133399, ptr %13, align 4
  store i8 -71, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.func_1.l_1426, i64 224, i1 false)
  store ptr @g_57, ptr %16, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %17, i8 0, i64 32, i1 false)
  store ptr @g_236, ptr %18, align 8
  store i16 25168, ptr %19, align 2
  store i32 -1824031337, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %107

107:                                              ; preds = %114, %0
  %108 = load i32, ptr %21, align 4
  %109 = icmp slt i32 %108, 2
  br i1 %109, label %110, label %117

110:                                              ; preds = %107
  %111 = load i32, ptr %21, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %112
  store i32 3, ptr %113, align 4
  br label %114

114:                                              ; preds = %110
  %115 = load i32, ptr %21, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %21, align 4
  br label %107, !llvm.loop !23

117:                                              ; preds = %107
  store i32 0, ptr @g_6, align 4
  br label %118

118:                                              ; preds = %131, %117
  %119 = load i32, ptr @g_6, align 4
  %120 = icmp sle i32 %119, 5
  br i1 %120, label %121, label %134

121:                                              ; preds = %118
  store ptr @g_8, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 @__const.func_1.l_9, i64 72, i1 false)
  store i32 1519620319, ptr %26, align 4
  store ptr @g_23, ptr %27, align 8
  store ptr @g_440, ptr %28, align 8
  store ptr @g_440, ptr %29, align 8
  store ptr %29, ptr %30, align 8
  store ptr @g_446, ptr %31, align 8
  store i16 -4, ptr %32, align 2
  store i64 0, ptr %33, align 8
  store i16 30811, ptr %34, align 2
  store i16 -5197, ptr %35, align 2
  store i8 0, ptr %36, align 1
  store i8 -105, ptr %37, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 16 @__const.func_1.l_1315, i64 240, i1 false)
  %122 = getelementptr inbounds [3 x [10 x ptr]], ptr %38, i64 0, i64 1
  %123 = getelementptr inbounds [10 x ptr], ptr %122, i64 0, i64 8
  store ptr %123, ptr %39, align 8
  %124 = load i32, ptr @g_12, align 4
  %125 = add i32 %124, -1
  store i32 %125, ptr @g_12, align 4
  %126 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 0
  %127 = load i32, ptr %126, align 4
  %128 = icmp ne i32 %127, 0
  br i1 %128, label %129, label %130

129:                                              ; preds = %121
  br label %134

130:                                              ; preds = %121
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr @g_6, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr @g_6, align 4
  br label %118, !llvm.loop !24

134:                                              ; preds = %129, %118
  store i64 0, ptr %4, align 8
  br label %135

135:                                              ; preds = %820, %134
  %136 = load i64, ptr %4, align 8
  %137 = icmp sle i64 %136, 0
  br i1 %137, label %138, label %823

138:                                              ; preds = %135
  store i32 -1903397980, ptr %42, align 4
  store ptr @g_236, ptr %43, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %44, ptr align 1 @__const.func_1.l_1371, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %45, ptr align 16 @__const.func_1.l_1374, i64 896, i1 false)
  %139 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  store ptr %139, ptr %46, align 8
  store i32 0, ptr @g_6, align 4
  br label %140

140:                                              ; preds = %718, %138
  %141 = load i32, ptr @g_6, align 4
  %142 = icmp sle i32 %141, 0
  br i1 %142, label %143, label %721

143:                                              ; preds = %140
  store i32 4, ptr %50, align 4
  store ptr @g_993, ptr %51, align 8
  store ptr %51, ptr %52, align 8
  store ptr %52, ptr %53, align 8
  store ptr %53, ptr %54, align 8
  store ptr %54, ptr %55, align 8
  store ptr getelementptr inbounds ([7 x i32], ptr getelementptr inbounds ([3 x [7 x i32]], ptr @g_57, i64 0, i64 2), i64 0, i64 5), ptr %56, align 8
  store ptr null, ptr %57, align 8
  store ptr %57, ptr %58, align 8
  %144 = getelementptr inbounds ptr, ptr %58, i64 1
  store ptr %57, ptr %144, align 8
  %145 = getelementptr inbounds ptr, ptr %58, i64 2
  store ptr %57, ptr %145, align 8
  %146 = getelementptr inbounds ptr, ptr %58, i64 3
  store ptr %57, ptr %146, align 8
  %147 = getelementptr inbounds [4 x ptr], ptr %58, i64 1
  store ptr %57, ptr %147, align 8
  %148 = getelementptr inbounds ptr, ptr %147, i64 1
  store ptr %57, ptr %148, align 8
  %149 = getelementptr inbounds ptr, ptr %147, i64 2
  store ptr %57, ptr %149, align 8
  %150 = getelementptr inbounds ptr, ptr %147, i64 3
  store ptr %57, ptr %150, align 8
  %151 = getelementptr inbounds [4 x ptr], ptr %58, i64 2
  store ptr %57, ptr %151, align 8
  %152 = getelementptr inbounds ptr, ptr %151, i64 1
  store ptr %57, ptr %152, align 8
  %153 = getelementptr inbounds ptr, ptr %151, i64 2
  store ptr %57, ptr %153, align 8
  %154 = getelementptr inbounds ptr, ptr %151, i64 3
  store ptr %57, ptr %154, align 8
  %155 = getelementptr inbounds [4 x ptr], ptr %58, i64 3
  store ptr %57, ptr %155, align 8
  %156 = getelementptr inbounds ptr, ptr %155, i64 1
  store ptr %57, ptr %156, align 8
  %157 = getelementptr inbounds ptr, ptr %155, i64 2
  store ptr %57, ptr %157, align 8
  %158 = getelementptr inbounds ptr, ptr %155, i64 3
  store ptr %57, ptr %158, align 8
  %159 = getelementptr inbounds [4 x ptr], ptr %58, i64 4
  store ptr %57, ptr %159, align 8
  %160 = getelementptr inbounds ptr, ptr %159, i64 1
  store ptr %57, ptr %160, align 8
  %161 = getelementptr inbounds ptr, ptr %159, i64 2
  store ptr %57, ptr %161, align 8
  %162 = getelementptr inbounds ptr, ptr %159, i64 3
  store ptr %57, ptr %162, align 8
  %163 = getelementptr inbounds [4 x ptr], ptr %58, i64 5
  store ptr %57, ptr %163, align 8
  %164 = getelementptr inbounds ptr, ptr %163, i64 1
  store ptr %57, ptr %164, align 8
  %165 = getelementptr inbounds ptr, ptr %163, i64 2
  store ptr %57, ptr %165, align 8
  %166 = getelementptr inbounds ptr, ptr %163, i64 3
  store ptr %57, ptr %166, align 8
  %167 = getelementptr inbounds [4 x ptr], ptr %58, i64 6
  store ptr %57, ptr %167, align 8
  %168 = getelementptr inbounds ptr, ptr %167, i64 1
  store ptr %57, ptr %168, align 8
  %169 = getelementptr inbounds ptr, ptr %167, i64 2
  store ptr %57, ptr %169, align 8
  %170 = getelementptr inbounds ptr, ptr %167, i64 3
  store ptr %57, ptr %170, align 8
  %171 = getelementptr inbounds [4 x ptr], ptr %58, i64 7
  store ptr %57, ptr %171, align 8
  %172 = getelementptr inbounds ptr, ptr %171, i64 1
  store ptr %57, ptr %172, align 8
  %173 = getelementptr inbounds ptr, ptr %171, i64 2
  store ptr %57, ptr %173, align 8
  %174 = getelementptr inbounds ptr, ptr %171, i64 3
  store ptr %57, ptr %174, align 8
  %175 = getelementptr inbounds [4 x ptr], ptr %58, i64 8
  store ptr %57, ptr %175, align 8
  %176 = getelementptr inbounds ptr, ptr %175, i64 1
  store ptr %57, ptr %176, align 8
  %177 = getelementptr inbounds ptr, ptr %175, i64 2
  store ptr %57, ptr %177, align 8
  %178 = getelementptr inbounds ptr, ptr %175, i64 3
  store ptr %57, ptr %178, align 8
  %179 = getelementptr inbounds [9 x [4 x ptr]], ptr %58, i64 1
  store ptr %57, ptr %179, align 8
  %180 = getelementptr inbounds ptr, ptr %179, i64 1
  store ptr %57, ptr %180, align 8
  %181 = getelementptr inbounds ptr, ptr %179, i64 2
  store ptr %57, ptr %181, align 8
  %182 = getelementptr inbounds ptr, ptr %179, i64 3
  store ptr %57, ptr %182, align 8
  %183 = getelementptr inbounds [4 x ptr], ptr %179, i64 1
  store ptr %57, ptr %183, align 8
  %184 = getelementptr inbounds ptr, ptr %183, i64 1
  store ptr %57, ptr %184, align 8
  %185 = getelementptr inbounds ptr, ptr %183, i64 2
  store ptr %57, ptr %185, align 8
  %186 = getelementptr inbounds ptr, ptr %183, i64 3
  store ptr %57, ptr %186, align 8
  %187 = getelementptr inbounds [4 x ptr], ptr %179, i64 2
  store ptr %57, ptr %187, align 8
  %188 = getelementptr inbounds ptr, ptr %187, i64 1
  store ptr %57, ptr %188, align 8
  %189 = getelementptr inbounds ptr, ptr %187, i64 2
  store ptr %57, ptr %189, align 8
  %190 = getelementptr inbounds ptr, ptr %187, i64 3
  store ptr %57, ptr %190, align 8
  %191 = getelementptr inbounds [4 x ptr], ptr %179, i64 3
  store ptr %57, ptr %191, align 8
  %192 = getelementptr inbounds ptr, ptr %191, i64 1
  store ptr %57, ptr %192, align 8
  %193 = getelementptr inbounds ptr, ptr %191, i64 2
  store ptr %57, ptr %193, align 8
  %194 = getelementptr inbounds ptr, ptr %191, i64 3
  store ptr %57, ptr %194, align 8
  %195 = getelementptr inbounds [4 x ptr], ptr %179, i64 4
  store ptr %57, ptr %195, align 8
  %196 = getelementptr inbounds ptr, ptr %195, i64 1
  store ptr %57, ptr %196, align 8
  %197 = getelementptr inbounds ptr, ptr %195, i64 2
  store ptr %57, ptr %197, align 8
  %198 = getelementptr inbounds ptr, ptr %195, i64 3
  store ptr %57, ptr %198, align 8
  %199 = getelementptr inbounds [4 x ptr], ptr %179, i64 5
  store ptr %57, ptr %199, align 8
  %200 = getelementptr inbounds ptr, ptr %199, i64 1
  store ptr %57, ptr %200, align 8
  %201 = getelementptr inbounds ptr, ptr %199, i64 2
  store ptr %57, ptr %201, align 8
  %202 = getelementptr inbounds ptr, ptr %199, i64 3
  store ptr %57, ptr %202, align 8
  %203 = getelementptr inbounds [4 x ptr], ptr %179, i64 6
  store ptr %57, ptr %203, align 8
  %204 = getelementptr inbounds ptr, ptr %203, i64 1
  store ptr %57, ptr %204, align 8
  %205 = getelementptr inbounds ptr, ptr %203, i64 2
  store ptr %57, ptr %205, align 8
  %206 = getelementptr inbounds ptr, ptr %203, i64 3
  store ptr %57, ptr %206, align 8
  %207 = getelementptr inbounds [4 x ptr], ptr %179, i64 7
  store ptr %57, ptr %207, align 8
  %208 = getelementptr inbounds ptr, ptr %207, i64 1
  store ptr %57, ptr %208, align 8
  %209 = getelementptr inbounds ptr, ptr %207, i64 2
  store ptr %57, ptr %209, align 8
  %210 = getelementptr inbounds ptr, ptr %207, i64 3
  store ptr %57, ptr %210, align 8
  %211 = getelementptr inbounds [4 x ptr], ptr %179, i64 8
  store ptr %57, ptr %211, align 8
  %212 = getelementptr inbounds ptr, ptr %211, i64 1
  store ptr %57, ptr %212, align 8
  %213 = getelementptr inbounds ptr, ptr %211, i64 2
  store ptr %57, ptr %213, align 8
  %214 = getelementptr inbounds ptr, ptr %211, i64 3
  store ptr %57, ptr %214, align 8
  %215 = getelementptr inbounds [9 x [4 x ptr]], ptr %58, i64 2
  store ptr %57, ptr %215, align 8
  %216 = getelementptr inbounds ptr, ptr %215, i64 1
  store ptr %57, ptr %216, align 8
  %217 = getelementptr inbounds ptr, ptr %215, i64 2
  store ptr %57, ptr %217, align 8
  %218 = getelementptr inbounds ptr, ptr %215, i64 3
  store ptr %57, ptr %218, align 8
  %219 = getelementptr inbounds [4 x ptr], ptr %215, i64 1
  store ptr %57, ptr %219, align 8
  %220 = getelementptr inbounds ptr, ptr %219, i64 1
  store ptr %57, ptr %220, align 8
  %221 = getelementptr inbounds ptr, ptr %219, i64 2
  store ptr %57, ptr %221, align 8
  %222 = getelementptr inbounds ptr, ptr %219, i64 3
  store ptr %57, ptr %222, align 8
  %223 = getelementptr inbounds [4 x ptr], ptr %215, i64 2
  store ptr %57, ptr %223, align 8
  %224 = getelementptr inbounds ptr, ptr %223, i64 1
  store ptr %57, ptr %224, align 8
  %225 = getelementptr inbounds ptr, ptr %223, i64 2
  store ptr %57, ptr %225, align 8
  %226 = getelementptr inbounds ptr, ptr %223, i64 3
  store ptr %57, ptr %226, align 8
  %227 = getelementptr inbounds [4 x ptr], ptr %215, i64 3
  store ptr %57, ptr %227, align 8
  %228 = getelementptr inbounds ptr, ptr %227, i64 1
  store ptr %57, ptr %228, align 8
  %229 = getelementptr inbounds ptr, ptr %227, i64 2
  store ptr %57, ptr %229, align 8
  %230 = getelementptr inbounds ptr, ptr %227, i64 3
  store ptr %57, ptr %230, align 8
  %231 = getelementptr inbounds [4 x ptr], ptr %215, i64 4
  store ptr %57, ptr %231, align 8
  %232 = getelementptr inbounds ptr, ptr %231, i64 1
  store ptr %57, ptr %232, align 8
  %233 = getelementptr inbounds ptr, ptr %231, i64 2
  store ptr %57, ptr %233, align 8
  %234 = getelementptr inbounds ptr, ptr %231, i64 3
  store ptr %57, ptr %234, align 8
  %235 = getelementptr inbounds [4 x ptr], ptr %215, i64 5
  store ptr %57, ptr %235, align 8
  %236 = getelementptr inbounds ptr, ptr %235, i64 1
  store ptr %57, ptr %236, align 8
  %237 = getelementptr inbounds ptr, ptr %235, i64 2
  store ptr %57, ptr %237, align 8
  %238 = getelementptr inbounds ptr, ptr %235, i64 3
  store ptr %57, ptr %238, align 8
  %239 = getelementptr inbounds [4 x ptr], ptr %215, i64 6
  store ptr %57, ptr %239, align 8
  %240 = getelementptr inbounds ptr, ptr %239, i64 1
  store ptr %57, ptr %240, align 8
  %241 = getelementptr inbounds ptr, ptr %239, i64 2
  store ptr %57, ptr %241, align 8
  %242 = getelementptr inbounds ptr, ptr %239, i64 3
  store ptr %57, ptr %242, align 8
  %243 = getelementptr inbounds [4 x ptr], ptr %215, i64 7
  store ptr %57, ptr %243, align 8
  %244 = getelementptr inbounds ptr, ptr %243, i64 1
  store ptr %57, ptr %244, align 8
  %245 = getelementptr inbounds ptr, ptr %243, i64 2
  store ptr %57, ptr %245, align 8
  %246 = getelementptr inbounds ptr, ptr %243, i64 3
  store ptr %57, ptr %246, align 8
  %247 = getelementptr inbounds [4 x ptr], ptr %215, i64 8
  store ptr %57, ptr %247, align 8
  %248 = getelementptr inbounds ptr, ptr %247, i64 1
  store ptr %57, ptr %248, align 8
  %249 = getelementptr inbounds ptr, ptr %247, i64 2
  store ptr %57, ptr %249, align 8
  %250 = getelementptr inbounds ptr, ptr %247, i64 3
  store ptr %57, ptr %250, align 8
  %251 = getelementptr inbounds [9 x [4 x ptr]], ptr %58, i64 3
  store ptr %57, ptr %251, align 8
  %252 = getelementptr inbounds ptr, ptr %251, i64 1
  store ptr %57, ptr %252, align 8
  %253 = getelementptr inbounds ptr, ptr %251, i64 2
  store ptr %57, ptr %253, align 8
  %254 = getelementptr inbounds ptr, ptr %251, i64 3
  store ptr %57, ptr %254, align 8
  %255 = getelementptr inbounds [4 x ptr], ptr %251, i64 1
  store ptr %57, ptr %255, align 8
  %256 = getelementptr inbounds ptr, ptr %255, i64 1
  store ptr %57, ptr %256, align 8
  %257 = getelementptr inbounds ptr, ptr %255, i64 2
  store ptr %57, ptr %257, align 8
  %258 = getelementptr inbounds ptr, ptr %255, i64 3
  store ptr %57, ptr %258, align 8
  %259 = getelementptr inbounds [4 x ptr], ptr %251, i64 2
  store ptr %57, ptr %259, align 8
  %260 = getelementptr inbounds ptr, ptr %259, i64 1
  store ptr %57, ptr %260, align 8
  %261 = getelementptr inbounds ptr, ptr %259, i64 2
  store ptr %57, ptr %261, align 8
  %262 = getelementptr inbounds ptr, ptr %259, i64 3
  store ptr %57, ptr %262, align 8
  %263 = getelementptr inbounds [4 x ptr], ptr %251, i64 3
  store ptr %57, ptr %263, align 8
  %264 = getelementptr inbounds ptr, ptr %263, i64 1
  store ptr %57, ptr %264, align 8
  %265 = getelementptr inbounds ptr, ptr %263, i64 2
  store ptr %57, ptr %265, align 8
  %266 = getelementptr inbounds ptr, ptr %263, i64 3
  store ptr %57, ptr %266, align 8
  %267 = getelementptr inbounds [4 x ptr], ptr %251, i64 4
  store ptr %57, ptr %267, align 8
  %268 = getelementptr inbounds ptr, ptr %267, i64 1
  store ptr %57, ptr %268, align 8
  %269 = getelementptr inbounds ptr, ptr %267, i64 2
  store ptr %57, ptr %269, align 8
  %270 = getelementptr inbounds ptr, ptr %267, i64 3
  store ptr %57, ptr %270, align 8
  %271 = getelementptr inbounds [4 x ptr], ptr %251, i64 5
  store ptr %57, ptr %271, align 8
  %272 = getelementptr inbounds ptr, ptr %271, i64 1
  store ptr %57, ptr %272, align 8
  %273 = getelementptr inbounds ptr, ptr %271, i64 2
  store ptr %57, ptr %273, align 8
  %274 = getelementptr inbounds ptr, ptr %271, i64 3
  store ptr %57, ptr %274, align 8
  %275 = getelementptr inbounds [4 x ptr], ptr %251, i64 6
  store ptr %57, ptr %275, align 8
  %276 = getelementptr inbounds ptr, ptr %275, i64 1
  store ptr %57, ptr %276, align 8
  %277 = getelementptr inbounds ptr, ptr %275, i64 2
  store ptr %57, ptr %277, align 8
  %278 = getelementptr inbounds ptr, ptr %275, i64 3
  store ptr %57, ptr %278, align 8
  %279 = getelementptr inbounds [4 x ptr], ptr %251, i64 7
  store ptr %57, ptr %279, align 8
  %280 = getelementptr inbounds ptr, ptr %279, i64 1
  store ptr %57, ptr %280, align 8
  %281 = getelementptr inbounds ptr, ptr %279, i64 2
  store ptr %57, ptr %281, align 8
  %282 = getelementptr inbounds ptr, ptr %279, i64 3
  store ptr %57, ptr %282, align 8
  %283 = getelementptr inbounds [4 x ptr], ptr %251, i64 8
  store ptr %57, ptr %283, align 8
  %284 = getelementptr inbounds ptr, ptr %283, i64 1
  store ptr %57, ptr %284, align 8
  %285 = getelementptr inbounds ptr, ptr %283, i64 2
  store ptr %57, ptr %285, align 8
  %286 = getelementptr inbounds ptr, ptr %283, i64 3
  store ptr %57, ptr %286, align 8
  %287 = getelementptr inbounds [9 x [4 x ptr]], ptr %58, i64 4
  store ptr %57, ptr %287, align 8
  %288 = getelementptr inbounds ptr, ptr %287, i64 1
  store ptr %57, ptr %288, align 8
  %289 = getelementptr inbounds ptr, ptr %287, i64 2
  store ptr %57, ptr %289, align 8
  %290 = getelementptr inbounds ptr, ptr %287, i64 3
  store ptr %57, ptr %290, align 8
  %291 = getelementptr inbounds [4 x ptr], ptr %287, i64 1
  store ptr %57, ptr %291, align 8
  %292 = getelementptr inbounds ptr, ptr %291, i64 1
  store ptr %57, ptr %292, align 8
  %293 = getelementptr inbounds ptr, ptr %291, i64 2
  store ptr %57, ptr %293, align 8
  %294 = getelementptr inbounds ptr, ptr %291, i64 3
  store ptr %57, ptr %294, align 8
  %295 = getelementptr inbounds [4 x ptr], ptr %287, i64 2
  store ptr %57, ptr %295, align 8
  %296 = getelementptr inbounds ptr, ptr %295, i64 1
  store ptr %57, ptr %296, align 8
  %297 = getelementptr inbounds ptr, ptr %295, i64 2
  store ptr %57, ptr %297, align 8
  %298 = getelementptr inbounds ptr, ptr %295, i64 3
  store ptr %57, ptr %298, align 8
  %299 = getelementptr inbounds [4 x ptr], ptr %287, i64 3
  store ptr %57, ptr %299, align 8
  %300 = getelementptr inbounds ptr, ptr %299, i64 1
  store ptr %57, ptr %300, align 8
  %301 = getelementptr inbounds ptr, ptr %299, i64 2
  store ptr %57, ptr %301, align 8
  %302 = getelementptr inbounds ptr, ptr %299, i64 3
  store ptr %57, ptr %302, align 8
  %303 = getelementptr inbounds [4 x ptr], ptr %287, i64 4
  store ptr %57, ptr %303, align 8
  %304 = getelementptr inbounds ptr, ptr %303, i64 1
  store ptr %57, ptr %304, align 8
  %305 = getelementptr inbounds ptr, ptr %303, i64 2
  store ptr %57, ptr %305, align 8
  %306 = getelementptr inbounds ptr, ptr %303, i64 3
  store ptr %57, ptr %306, align 8
  %307 = getelementptr inbounds [4 x ptr], ptr %287, i64 5
  store ptr %57, ptr %307, align 8
  %308 = getelementptr inbounds ptr, ptr %307, i64 1
  store ptr %57, ptr %308, align 8
  %309 = getelementptr inbounds ptr, ptr %307, i64 2
  store ptr %57, ptr %309, align 8
  %310 = getelementptr inbounds ptr, ptr %307, i64 3
  store ptr %57, ptr %310, align 8
  %311 = getelementptr inbounds [4 x ptr], ptr %287, i64 6
  store ptr %57, ptr %311, align 8
  %312 = getelementptr inbounds ptr, ptr %311, i64 1
  store ptr %57, ptr %312, align 8
  %313 = getelementptr inbounds ptr, ptr %311, i64 2
  store ptr %57, ptr %313, align 8
  %314 = getelementptr inbounds ptr, ptr %311, i64 3
  store ptr %57, ptr %314, align 8
  %315 = getelementptr inbounds [4 x ptr], ptr %287, i64 7
  store ptr %57, ptr %315, align 8
  %316 = getelementptr inbounds ptr, ptr %315, i64 1
  store ptr %57, ptr %316, align 8
  %317 = getelementptr inbounds ptr, ptr %315, i64 2
  store ptr %57, ptr %317, align 8
  %318 = getelementptr inbounds ptr, ptr %315, i64 3
  store ptr %57, ptr %318, align 8
  %319 = getelementptr inbounds [4 x ptr], ptr %287, i64 8
  store ptr %57, ptr %319, align 8
  %320 = getelementptr inbounds ptr, ptr %319, i64 1
  store ptr %57, ptr %320, align 8
  %321 = getelementptr inbounds ptr, ptr %319, i64 2
  store ptr %57, ptr %321, align 8
  %322 = getelementptr inbounds ptr, ptr %319, i64 3
  store ptr %57, ptr %322, align 8
  %323 = getelementptr inbounds [9 x [4 x ptr]], ptr %58, i64 5
  store ptr %57, ptr %323, align 8
  %324 = getelementptr inbounds ptr, ptr %323, i64 1
  store ptr %57, ptr %324, align 8
  %325 = getelementptr inbounds ptr, ptr %323, i64 2
  store ptr %57, ptr %325, align 8
  %326 = getelementptr inbounds ptr, ptr %323, i64 3
  store ptr %57, ptr %326, align 8
  %327 = getelementptr inbounds [4 x ptr], ptr %323, i64 1
  store ptr %57, ptr %327, align 8
  %328 = getelementptr inbounds ptr, ptr %327, i64 1
  store ptr %57, ptr %328, align 8
  %329 = getelementptr inbounds ptr, ptr %327, i64 2
  store ptr %57, ptr %329, align 8
  %330 = getelementptr inbounds ptr, ptr %327, i64 3
  store ptr %57, ptr %330, align 8
  %331 = getelementptr inbounds [4 x ptr], ptr %323, i64 2
  store ptr %57, ptr %331, align 8
  %332 = getelementptr inbounds ptr, ptr %331, i64 1
  store ptr %57, ptr %332, align 8
  %333 = getelementptr inbounds ptr, ptr %331, i64 2
  store ptr %57, ptr %333, align 8
  %334 = getelementptr inbounds ptr, ptr %331, i64 3
  store ptr %57, ptr %334, align 8
  %335 = getelementptr inbounds [4 x ptr], ptr %323, i64 3
  store ptr %57, ptr %335, align 8
  %336 = getelementptr inbounds ptr, ptr %335, i64 1
  store ptr %57, ptr %336, align 8
  %337 = getelementptr inbounds ptr, ptr %335, i64 2
  store ptr %57, ptr %337, align 8
  %338 = getelementptr inbounds ptr, ptr %335, i64 3
  store ptr %57, ptr %338, align 8
  %339 = getelementptr inbounds [4 x ptr], ptr %323, i64 4
  store ptr %57, ptr %339, align 8
  %340 = getelementptr inbounds ptr, ptr %339, i64 1
  store ptr %57, ptr %340, align 8
  %341 = getelementptr inbounds ptr, ptr %339, i64 2
  store ptr %57, ptr %341, align 8
  %342 = getelementptr inbounds ptr, ptr %339, i64 3
  store ptr %57, ptr %342, align 8
  %343 = getelementptr inbounds [4 x ptr], ptr %323, i64 5
  store ptr %57, ptr %343, align 8
  %344 = getelementptr inbounds ptr, ptr %343, i64 1
  store ptr %57, ptr %344, align 8
  %345 = getelementptr inbounds ptr, ptr %343, i64 2
  store ptr %57, ptr %345, align 8
  %346 = getelementptr inbounds ptr, ptr %343, i64 3
  store ptr %57, ptr %346, align 8
  %347 = getelementptr inbounds [4 x ptr], ptr %323, i64 6
  store ptr %57, ptr %347, align 8
  %348 = getelementptr inbounds ptr, ptr %347, i64 1
  store ptr %57, ptr %348, align 8
  %349 = getelementptr inbounds ptr, ptr %347, i64 2
  store ptr %57, ptr %349, align 8
  %350 = getelementptr inbounds ptr, ptr %347, i64 3
  store ptr %57, ptr %350, align 8
  %351 = getelementptr inbounds [4 x ptr], ptr %323, i64 7
  store ptr %57, ptr %351, align 8
  %352 = getelementptr inbounds ptr, ptr %351, i64 1
  store ptr %57, ptr %352, align 8
  %353 = getelementptr inbounds ptr, ptr %351, i64 2
  store ptr %57, ptr %353, align 8
  %354 = getelementptr inbounds ptr, ptr %351, i64 3
  store ptr %57, ptr %354, align 8
  %355 = getelementptr inbounds [4 x ptr], ptr %323, i64 8
  store ptr %57, ptr %355, align 8
  %356 = getelementptr inbounds ptr, ptr %355, i64 1
  store ptr %57, ptr %356, align 8
  %357 = getelementptr inbounds ptr, ptr %355, i64 2
  store ptr %57, ptr %357, align 8
  %358 = getelementptr inbounds ptr, ptr %355, i64 3
  store ptr %57, ptr %358, align 8
  %359 = getelementptr inbounds [9 x [4 x ptr]], ptr %58, i64 6
  store ptr %57, ptr %359, align 8
  %360 = getelementptr inbounds ptr, ptr %359, i64 1
  store ptr %57, ptr %360, align 8
  %361 = getelementptr inbounds ptr, ptr %359, i64 2
  store ptr %57, ptr %361, align 8
  %362 = getelementptr inbounds ptr, ptr %359, i64 3
  store ptr %57, ptr %362, align 8
  %363 = getelementptr inbounds [4 x ptr], ptr %359, i64 1
  store ptr %57, ptr %363, align 8
  %364 = getelementptr inbounds ptr, ptr %363, i64 1
  store ptr %57, ptr %364, align 8
  %365 = getelementptr inbounds ptr, ptr %363, i64 2
  store ptr %57, ptr %365, align 8
  %366 = getelementptr inbounds ptr, ptr %363, i64 3
  store ptr %57, ptr %366, align 8
  %367 = getelementptr inbounds [4 x ptr], ptr %359, i64 2
  store ptr %57, ptr %367, align 8
  %368 = getelementptr inbounds ptr, ptr %367, i64 1
  store ptr %57, ptr %368, align 8
  %369 = getelementptr inbounds ptr, ptr %367, i64 2
  store ptr %57, ptr %369, align 8
  %370 = getelementptr inbounds ptr, ptr %367, i64 3
  store ptr %57, ptr %370, align 8
  %371 = getelementptr inbounds [4 x ptr], ptr %359, i64 3
  store ptr %57, ptr %371, align 8
  %372 = getelementptr inbounds ptr, ptr %371, i64 1
  store ptr %57, ptr %372, align 8
  %373 = getelementptr inbounds ptr, ptr %371, i64 2
  store ptr %57, ptr %373, align 8
  %374 = getelementptr inbounds ptr, ptr %371, i64 3
  store ptr %57, ptr %374, align 8
  %375 = getelementptr inbounds [4 x ptr], ptr %359, i64 4
  store ptr %57, ptr %375, align 8
  %376 = getelementptr inbounds ptr, ptr %375, i64 1
  store ptr %57, ptr %376, align 8
  %377 = getelementptr inbounds ptr, ptr %375, i64 2
  store ptr %57, ptr %377, align 8
  %378 = getelementptr inbounds ptr, ptr %375, i64 3
  store ptr %57, ptr %378, align 8
  %379 = getelementptr inbounds [4 x ptr], ptr %359, i64 5
  store ptr %57, ptr %379, align 8
  %380 = getelementptr inbounds ptr, ptr %379, i64 1
  store ptr %57, ptr %380, align 8
  %381 = getelementptr inbounds ptr, ptr %379, i64 2
  store ptr %57, ptr %381, align 8
  %382 = getelementptr inbounds ptr, ptr %379, i64 3
  store ptr %57, ptr %382, align 8
  %383 = getelementptr inbounds [4 x ptr], ptr %359, i64 6
  store ptr %57, ptr %383, align 8
  %384 = getelementptr inbounds ptr, ptr %383, i64 1
  store ptr %57, ptr %384, align 8
  %385 = getelementptr inbounds ptr, ptr %383, i64 2
  store ptr %57, ptr %385, align 8
  %386 = getelementptr inbounds ptr, ptr %383, i64 3
  store ptr %57, ptr %386, align 8
  %387 = getelementptr inbounds [4 x ptr], ptr %359, i64 7
  store ptr %57, ptr %387, align 8
  %388 = getelementptr inbounds ptr, ptr %387, i64 1
  store ptr %57, ptr %388, align 8
  %389 = getelementptr inbounds ptr, ptr %387, i64 2
  store ptr %57, ptr %389, align 8
  %390 = getelementptr inbounds ptr, ptr %387, i64 3
  store ptr %57, ptr %390, align 8
  %391 = getelementptr inbounds [4 x ptr], ptr %359, i64 8
  store ptr %57, ptr %391, align 8
  %392 = getelementptr inbounds ptr, ptr %391, i64 1
  store ptr %57, ptr %392, align 8
  %393 = getelementptr inbounds ptr, ptr %391, i64 2
  store ptr %57, ptr %393, align 8
  %394 = getelementptr inbounds ptr, ptr %391, i64 3
  store ptr %57, ptr %394, align 8
  store i16 0, ptr @g_83, align 2
  br label %395

395:                                              ; preds = %565, %143
  %396 = load i16, ptr @g_83, align 2
  %397 = zext i16 %396 to i32
  %398 = icmp sle i32 %397, 0
  br i1 %398, label %399, label %570

399:                                              ; preds = %395
  store ptr getelementptr inbounds ([10 x i32], ptr @g_736, i64 0, i64 2), ptr %62, align 8
  store ptr @g_237, ptr %63, align 8
  store ptr %63, ptr %64, align 8
  store ptr null, ptr %66, align 8
  store ptr null, ptr %67, align 8
  %400 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  store ptr %400, ptr %69, align 8
  store i32 0, ptr %70, align 4
  br label %401

401:                                              ; preds = %419, %399
  %402 = load i32, ptr %70, align 4
  %403 = icmp slt i32 %402, 1
  br i1 %403, label %404, label %422

404:                                              ; preds = %401
  store i32 0, ptr %71, align 4
  br label %405

405:                                              ; preds = %415, %404
  %406 = load i32, ptr %71, align 4
  %407 = icmp slt i32 %406, 4
  br i1 %407, label %408, label %418

408:                                              ; preds = %405
  %409 = load i32, ptr %70, align 4
  %410 = sext i32 %409 to i64
  %411 = getelementptr inbounds [1 x [4 x ptr]], ptr %65, i64 0, i64 %410
  %412 = load i32, ptr %71, align 4
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds [4 x ptr], ptr %411, i64 0, i64 %413
  store ptr null, ptr %414, align 8
  br label %415

415:                                              ; preds = %408
  %416 = load i32, ptr %71, align 4
  %417 = add nsw i32 %416, 1
  store i32 %417, ptr %71, align 4
  br label %405, !llvm.loop !25

418:                                              ; preds = %405
  br label %419

419:                                              ; preds = %418
  %420 = load i32, ptr %70, align 4
  %421 = add nsw i32 %420, 1
  store i32 %421, ptr %70, align 4
  br label %401, !llvm.loop !26

422:                                              ; preds = %401
  store i32 0, ptr %70, align 4
  br label %423

423:                                              ; preds = %430, %422
  %424 = load i32, ptr %70, align 4
  %425 = icmp slt i32 %424, 2
  br i1 %425, label %426, label %433

426:                                              ; preds = %423
  %427 = load i32, ptr %70, align 4
  %428 = sext i32 %427 to i64
  %429 = getelementptr inbounds [2 x i8], ptr %68, i64 0, i64 %428
  store i8 6, ptr %429, align 1
  br label %430

430:                                              ; preds = %426
  %431 = load i32, ptr %70, align 4
  %432 = add nsw i32 %431, 1
  store i32 %432, ptr %70, align 4
  br label %423, !llvm.loop !27

433:                                              ; preds = %423
  %434 = load ptr, ptr @g_916, align 8
  %435 = load i64, ptr %434, align 8
  %436 = or i64 %435, 1
  store i64 %436, ptr %434, align 8
  %437 = load i16, ptr @g_83, align 2
  %438 = zext i16 %437 to i64
  %439 = getelementptr inbounds [1 x i16], ptr @g_218, i64 0, i64 %438
  %440 = load volatile i16, ptr %439, align 2
  %441 = zext i16 %440 to i64
  %442 = xor i64 %436, %441
  %443 = trunc i64 %442 to i8
  %444 = load i32, ptr %42, align 4
  %445 = load ptr, ptr @g_237, align 8
  %446 = load i8, ptr %445, align 1
  %447 = sext i8 %446 to i32
  %448 = xor i32 %447, %444
  %449 = trunc i32 %448 to i8
  store i8 %449, ptr %445, align 1
  %450 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %443, i8 noundef %449)
  %451 = load ptr, ptr @g_1321, align 8
  %452 = load i64, ptr %4, align 8
  %453 = add nsw i64 %452, 3
  %454 = getelementptr inbounds [8 x [6 x i16]], ptr %2, i64 0, i64 %453
  %455 = load i64, ptr %4, align 8
  %456 = add nsw i64 %455, 4
  %457 = getelementptr inbounds [6 x i16], ptr %454, i64 0, i64 %456
  %458 = load i16, ptr %457, align 2
  %459 = add i16 %458, -1
  store i16 %459, ptr %457, align 2
  %460 = icmp ne ptr %451, null
  %461 = zext i1 %460 to i32
  %462 = trunc i32 %461 to i8
  %463 = load ptr, ptr @g_916, align 8
  %464 = icmp eq ptr null, %463
  %465 = zext i1 %464 to i32
  %466 = trunc i32 %465 to i16
  %467 = load i32, ptr %50, align 4
  %468 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef 26, i32 noundef %467)
  %469 = sext i8 %468 to i16
  %470 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %471 = load i32, ptr %470, align 4
  %472 = call i16 @safe_lshift_func_uint16_t_u_s(i16 noundef %469, i32 noundef %471)
  %473 = zext i16 %472 to i32
  %474 = load i32, ptr %50, align 4
  %475 = icmp sgt i32 %473, %474
  %476 = zext i1 %475 to i32
  %477 = trunc i32 %476 to i16
  %478 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %466, i16 noundef %477)
  %479 = zext i16 %478 to i32
  %480 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %481 = load i32, ptr %480, align 4
  %482 = icmp ne i32 %479, %481
  %483 = zext i1 %482 to i32
  %484 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %485 = load i32, ptr %484, align 4
  %486 = icmp sle i32 %483, %485
  %487 = zext i1 %486 to i32
  %488 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 2
  %489 = load i32, ptr %488, align 8
  %490 = icmp ne i32 %487, %489
  %491 = zext i1 %490 to i32
  %492 = trunc i32 %491 to i16
  %493 = load ptr, ptr @g_1161, align 8
  %494 = load ptr, ptr %493, align 8
  %495 = load ptr, ptr %494, align 8
  %496 = load i16, ptr %495, align 2
  %497 = sext i16 %496 to i32
  %498 = call i16 @safe_lshift_func_int16_t_s_s(i16 noundef %492, i32 noundef %497)
  %499 = sext i16 %498 to i32
  %500 = load i16, ptr %7, align 2
  %501 = sext i16 %500 to i32
  %502 = or i32 %499, %501
  %503 = sext i32 %502 to i64
  %504 = call i64 @safe_add_func_int64_t_s_s(i64 noundef 1, i64 noundef %503)
  %505 = trunc i64 %504 to i8
  %506 = load ptr, ptr @g_931, align 8
  %507 = load i8, ptr %506, align 1
  %508 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %505, i8 noundef %507)
  %509 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %508, i8 noundef -1)
  %510 = sext i8 %509 to i64
  %511 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %510, i64 noundef -7019713828205553025)
  %512 = trunc i64 %511 to i8
  %513 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %462, i8 noundef %512)
  %514 = zext i8 %513 to i32
  %515 = icmp ne i32 %514, 0
  br i1 %515, label %517, label %516

516:                                              ; preds = %433
  br label %517

517:                                              ; preds = %516, %433
  %518 = phi i1 [ true, %433 ], [ true, %516 ]
  %519 = zext i1 %518 to i32
  %520 = load ptr, ptr %62, align 8
  store i32 %519, ptr %520, align 4
  %521 = load ptr, ptr %64, align 8
  store ptr %521, ptr @g_1353, align 8
  %522 = load ptr, ptr %43, align 8
  %523 = icmp eq ptr %521, %522
  %524 = zext i1 %523 to i32
  %525 = xor i32 %524, -1
  %526 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 0
  %527 = load i32, ptr %526, align 4
  br i1 true, label %551, label %528

528:                                              ; preds = %517
  %529 = load i32, ptr %42, align 4
  %530 = load i32, ptr %50, align 4
  %531 = load volatile i32, ptr @g_1362, align 4
  %532 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %530, i32 noundef %531)
  %533 = xor i32 %529, %532
  %534 = load ptr, ptr %62, align 8
  store i32 %533, ptr %534, align 4
  %535 = getelementptr inbounds [2 x i8], ptr %68, i64 0, i64 0
  %536 = load i8, ptr %535, align 1
  %537 = sext i8 %536 to i32
  %538 = load ptr, ptr %69, align 8
  store i32 %537, ptr %538, align 4
  %539 = icmp ne i32 %537, 0
  %540 = xor i1 %539, true
  %541 = zext i1 %540 to i32
  %542 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %543 = load i32, ptr %542, align 4
  %544 = and i32 -303557241, %543
  %545 = load i64, ptr %4, align 8
  %546 = trunc i64 %545 to i32
  %547 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %544, i32 noundef %546)
  %548 = icmp eq i32 %541, %547
  %549 = zext i1 %548 to i32
  %550 = icmp sge i32 %533, %549
  br label %551

551:                                              ; preds = %528, %517
  %552 = phi i1 [ true, %517 ], [ %550, %528 ]
  %553 = zext i1 %552 to i32
  %554 = trunc i32 %553 to i8
  %555 = call i8 @safe_rshift_func_uint8_t_u_u(i8 noundef %554, i32 noundef 5)
  %556 = zext i8 %555 to i32
  %557 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %525, i32 noundef %556)
  %558 = trunc i32 %557 to i16
  %559 = call i16 @safe_lshift_func_int16_t_s_s(i16 noundef %558, i32 noundef 0)
  %560 = sext i16 %559 to i32
  %561 = load volatile ptr, ptr @g_1370, align 8
  store i32 %560, ptr %561, align 4
  %562 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %563 = load i8, ptr %562, align 1
  %564 = zext i8 %563 to i64
  store i64 %564, ptr %1, align 8
  br label %1101

565:                                              ; No predecessors!
  %566 = load i16, ptr @g_83, align 2
  %567 = zext i16 %566 to i32
  %568 = add nsw i32 %567, 1
  %569 = trunc i32 %568 to i16
  store i16 %569, ptr @g_83, align 2
  br label %395, !llvm.loop !28

570:                                              ; preds = %395
  store i32 0, ptr @g_351, align 4
  br label %571

571:                                              ; preds = %582, %570
  %572 = load i32, ptr @g_351, align 4
  %573 = icmp ule i32 %572, 3
  br i1 %573, label %574, label %585

574:                                              ; preds = %571
  %575 = load i64, ptr %4, align 8
  %576 = getelementptr inbounds [8 x [6 x i16]], ptr %2, i64 0, i64 %575
  %577 = load i64, ptr %4, align 8
  %578 = add nsw i64 %577, 3
  %579 = getelementptr inbounds [6 x i16], ptr %576, i64 0, i64 %578
  %580 = load i16, ptr %579, align 2
  %581 = zext i16 %580 to i64
  store i64 %581, ptr %1, align 8
  br label %1101

582:                                              ; No predecessors!
  %583 = load i32, ptr @g_351, align 4
  %584 = add i32 %583, 1
  store i32 %584, ptr @g_351, align 4
  br label %571, !llvm.loop !29

585:                                              ; preds = %571
  %586 = load i8, ptr @g_1356, align 1
  %587 = sext i8 %586 to i32
  %588 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %45, i64 0, i64 0
  %589 = getelementptr inbounds [7 x [4 x i32]], ptr %588, i64 0, i64 4
  %590 = getelementptr inbounds [4 x i32], ptr %589, i64 0, i64 0
  %591 = load i32, ptr %590, align 16
  %592 = xor i32 %591, %587
  store i32 %592, ptr %590, align 16
  %593 = icmp sgt i32 63, %592
  %594 = zext i1 %593 to i32
  %595 = trunc i32 %594 to i16
  %596 = load ptr, ptr @g_108, align 8
  %597 = load i16, ptr %596, align 2
  %598 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %595, i16 noundef %597)
  %599 = sext i16 %598 to i32
  %600 = icmp ne i32 %599, 0
  br i1 %600, label %639, label %601

601:                                              ; preds = %585
  %602 = load i32, ptr %42, align 4
  %603 = load ptr, ptr %55, align 8
  store ptr null, ptr %603, align 8
  %604 = call i16 @safe_unary_minus_func_uint16_t_u(i16 noundef -1)
  %605 = zext i16 %604 to i32
  %606 = icmp ult i32 %602, %605
  %607 = zext i1 %606 to i32
  %608 = load ptr, ptr @g_931, align 8
  %609 = load i8, ptr %608, align 1
  %610 = call i8 @safe_unary_minus_func_uint8_t_u(i8 noundef %609)
  %611 = zext i8 %610 to i32
  %612 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %613 = load i8, ptr %612, align 1
  %614 = load i32, ptr %50, align 4
  %615 = trunc i32 %614 to i8
  %616 = call i8 @safe_mul_func_int8_t_s_s(i8 noundef %613, i8 noundef %615)
  %617 = sext i8 %616 to i16
  %618 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %45, i64 0, i64 0
  %619 = getelementptr inbounds [7 x [4 x i32]], ptr %618, i64 0, i64 4
  %620 = getelementptr inbounds [4 x i32], ptr %619, i64 0, i64 0
  %621 = load i32, ptr %620, align 16
  %622 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef %617, i32 noundef %621)
  %623 = sext i16 %622 to i32
  %624 = icmp ne i32 %623, 7
  %625 = zext i1 %624 to i32
  %626 = or i32 %611, %625
  %627 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %628 = load i32, ptr %627, align 4
  %629 = icmp sge i32 %626, %628
  %630 = zext i1 %629 to i32
  %631 = getelementptr inbounds [8 x [6 x i16]], ptr %2, i64 0, i64 6
  %632 = getelementptr inbounds [6 x i16], ptr %631, i64 0, i64 4
  %633 = load i16, ptr %632, align 8
  %634 = zext i16 %633 to i32
  %635 = and i32 %630, %634
  %636 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %637 = load i32, ptr %636, align 4
  %638 = icmp uge i32 %635, %637
  br label %639

639:                                              ; preds = %601, %585
  %640 = phi i1 [ true, %585 ], [ %638, %601 ]
  %641 = zext i1 %640 to i32
  %642 = load ptr, ptr %56, align 8
  %643 = load i32, ptr %642, align 4
  %644 = or i32 %643, %641
  store i32 %644, ptr %642, align 4
  %645 = load ptr, ptr %57, align 8
  store ptr %645, ptr @g_1389, align 8
  %646 = load ptr, ptr @g_1161, align 8
  %647 = load ptr, ptr %646, align 8
  %648 = icmp ne ptr %645, %647
  br i1 %648, label %649, label %652

649:                                              ; preds = %639
  store i32 0, ptr %74, align 4
  %650 = load i32, ptr %74, align 4
  %651 = load ptr, ptr %56, align 8
  store i32 %650, ptr %651, align 4
  br label %717

652:                                              ; preds = %639
  store i64 3066011973326214456, ptr %75, align 8
  %653 = load i32, ptr %42, align 4
  %654 = trunc i32 %653 to i8
  %655 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef %654, i32 noundef 0)
  %656 = sext i8 %655 to i64
  %657 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %658 = load i8, ptr %657, align 1
  %659 = zext i8 %658 to i32
  %660 = sext i32 %659 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %76, ptr align 8 getelementptr inbounds ([4 x %union.U0], ptr @g_123, i64 0, i64 2), i64 4, i1 true)
  br i1 true, label %661, label %691

661:                                              ; preds = %652
  %662 = load ptr, ptr @g_1161, align 8
  %663 = load ptr, ptr %662, align 8
  %664 = icmp eq ptr %663, null
  %665 = zext i1 %664 to i32
  %666 = load i32, ptr %42, align 4
  %667 = load ptr, ptr %10, align 8
  %668 = icmp eq ptr @g_915, %667
  %669 = zext i1 %668 to i32
  %670 = load ptr, ptr @g_931, align 8
  %671 = load i8, ptr %670, align 1
  %672 = zext i8 %671 to i32
  %673 = icmp sge i32 %669, %672
  %674 = zext i1 %673 to i32
  %675 = or i32 %666, %674
  %676 = trunc i32 %675 to i8
  %677 = load i64, ptr %75, align 8
  %678 = trunc i64 %677 to i32
  %679 = call i8 @safe_rshift_func_int8_t_s_u(i8 noundef %676, i32 noundef %678)
  %680 = icmp ne i32 %665, 7
  %681 = zext i1 %680 to i32
  %682 = load volatile ptr, ptr @g_1370, align 8
  %683 = load i32, ptr %682, align 4
  %684 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %681, i32 noundef %683)
  %685 = icmp ne i32 %684, 0
  br i1 %685, label %686, label %691

686:                                              ; preds = %661
  %687 = load ptr, ptr @g_237, align 8
  %688 = load i8, ptr %687, align 1
  %689 = sext i8 %688 to i32
  %690 = icmp ne i32 %689, 0
  br label %691

691:                                              ; preds = %686, %661, %652
  %692 = phi i1 [ false, %661 ], [ false, %652 ], [ %690, %686 ]
  %693 = zext i1 %692 to i32
  %694 = sext i32 %693 to i64
  %695 = load ptr, ptr @g_916, align 8
  %696 = load i64, ptr %695, align 8
  %697 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %694, i64 noundef %696)
  %698 = icmp ne i64 %660, %697
  br i1 %698, label %699, label %706

699:                                              ; preds = %691
  %700 = load ptr, ptr @g_1161, align 8
  %701 = load ptr, ptr %700, align 8
  %702 = load ptr, ptr %701, align 8
  %703 = load i16, ptr %702, align 2
  %704 = sext i16 %703 to i32
  %705 = icmp ne i32 %704, 0
  br i1 %705, label %710, label %706

706:                                              ; preds = %699, %691
  %707 = load ptr, ptr %56, align 8
  %708 = load i32, ptr %707, align 4
  %709 = icmp ne i32 %708, 0
  br label %710

710:                                              ; preds = %706, %699
  %711 = phi i1 [ true, %699 ], [ %709, %706 ]
  %712 = zext i1 %711 to i32
  %713 = load i64, ptr %75, align 8
  %714 = xor i64 %656, %713
  %715 = trunc i64 %714 to i32
  %716 = load ptr, ptr %56, align 8
  store i32 %715, ptr %716, align 4
  br label %717

717:                                              ; preds = %710, %649
  br label %718

718:                                              ; preds = %717
  %719 = load i32, ptr @g_6, align 4
  %720 = add nsw i32 %719, 1
  store i32 %720, ptr @g_6, align 4
  br label %140, !llvm.loop !30

721:                                              ; preds = %140
  %722 = getelementptr inbounds [8 x [6 x i16]], ptr %2, i64 0, i64 0
  %723 = getelementptr inbounds [6 x i16], ptr %722, i64 0, i64 4
  %724 = load i16, ptr %723, align 8
  %725 = icmp ne i16 %724, 0
  br i1 %725, label %726, label %727

726:                                              ; preds = %721
  br label %823

727:                                              ; preds = %721
  %728 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %729 = load i8, ptr %728, align 1
  %730 = zext i8 %729 to i32
  %731 = load volatile ptr, ptr @g_1370, align 8
  %732 = load i32, ptr %731, align 4
  %733 = load ptr, ptr @g_1163, align 8
  %734 = load i16, ptr %733, align 2
  %735 = load i32, ptr %42, align 4
  %736 = trunc i32 %735 to i8
  %737 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %738 = load i8, ptr %737, align 1
  %739 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %736, i8 noundef %738)
  %740 = zext i8 %739 to i32
  %741 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 3
  %742 = load i32, ptr %741, align 4
  %743 = load ptr, ptr %46, align 8
  %744 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %743, ptr align 8 %744, i64 8, i1 false)
  %745 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  %746 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %747 = load i32, ptr %746, align 4
  %748 = icmp ne i32 %747, -6
  %749 = zext i1 %748 to i32
  %750 = sext i32 %749 to i64
  %751 = and i64 %750, -151959607056872826
  %752 = load ptr, ptr @g_108, align 8
  %753 = load i16, ptr %752, align 2
  %754 = zext i16 %753 to i64
  %755 = icmp ult i64 %751, %754
  %756 = zext i1 %755 to i32
  %757 = icmp sge i32 %756, 4
  %758 = zext i1 %757 to i32
  %759 = icmp ule i32 %742, %758
  %760 = zext i1 %759 to i32
  %761 = sext i32 %760 to i64
  %762 = getelementptr inbounds [9 x [8 x i32]], ptr %12, i64 0, i64 8
  %763 = getelementptr inbounds [8 x i32], ptr %762, i64 0, i64 6
  %764 = load i32, ptr %763, align 8
  %765 = sext i32 %764 to i64
  %766 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %761, i64 noundef %765)
  %767 = trunc i64 %766 to i16
  %768 = load ptr, ptr @g_1161, align 8
  %769 = load ptr, ptr %768, align 8
  %770 = load ptr, ptr %769, align 8
  %771 = load i16, ptr %770, align 2
  %772 = call i16 @safe_add_func_int16_t_s_s(i16 noundef %767, i16 noundef %771)
  %773 = sext i16 %772 to i32
  %774 = icmp slt i32 %740, %773
  %775 = zext i1 %774 to i32
  %776 = trunc i32 %775 to i8
  %777 = load i32, ptr @g_1423, align 4
  %778 = trunc i32 %777 to i8
  %779 = call i8 @safe_add_func_int8_t_s_s(i8 noundef %776, i8 noundef %778)
  %780 = sext i8 %779 to i32
  %781 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef %734, i32 noundef %780)
  %782 = load ptr, ptr @g_108, align 8
  %783 = load i16, ptr %782, align 2
  %784 = call i16 @safe_add_func_int16_t_s_s(i16 noundef %781, i16 noundef %783)
  %785 = sext i16 %784 to i64
  %786 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef -4631198787926041580, i64 noundef %785)
  %787 = icmp ne i64 %786, 0
  br i1 %787, label %792, label %788

788:                                              ; preds = %727
  %789 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 0
  %790 = load i32, ptr %789, align 16
  %791 = icmp ne i32 %790, 0
  br label %792

792:                                              ; preds = %788, %727
  %793 = phi i1 [ true, %727 ], [ %791, %788 ]
  %794 = zext i1 %793 to i32
  %795 = or i32 %794, 6
  %796 = load ptr, ptr @g_1163, align 8
  %797 = load i16, ptr %796, align 2
  %798 = sext i16 %797 to i32
  %799 = or i32 %795, %798
  %800 = load i32, ptr %13, align 4
  %801 = icmp ule i32 %799, %800
  %802 = zext i1 %801 to i32
  %803 = load i8, ptr %14, align 1
  %804 = sext i8 %803 to i32
  %805 = icmp slt i32 %732, %804
  %806 = zext i1 %805 to i32
  %807 = icmp sge i32 %806, 209
  %808 = zext i1 %807 to i32
  %809 = or i32 %730, %808
  %810 = getelementptr inbounds [7 x [1 x [8 x i32]]], ptr %15, i64 0, i64 4
  %811 = getelementptr inbounds [1 x [8 x i32]], ptr %810, i64 0, i64 0
  %812 = getelementptr inbounds [8 x i32], ptr %811, i64 0, i64 5
  %813 = load i32, ptr %812, align 4
  %814 = and i32 %813, %809
  store i32 %814, ptr %812, align 4
  %815 = load volatile ptr, ptr @g_287, align 8
  %816 = load i32, ptr %815, align 4
  %817 = icmp ne i32 %816, 0
  br i1 %817, label %818, label %819

818:                                              ; preds = %792
  br label %820

819:                                              ; preds = %792
  br label %820

820:                                              ; preds = %819, %818
  %821 = load i64, ptr %4, align 8
  %822 = add nsw i64 %821, 1
  store i64 %822, ptr %4, align 8
  br label %135, !llvm.loop !31

823:                                              ; preds = %726, %135
  %824 = getelementptr inbounds [7 x [1 x [8 x i32]]], ptr %15, i64 0, i64 3
  %825 = getelementptr inbounds [1 x [8 x i32]], ptr %824, i64 0, i64 0
  %826 = getelementptr inbounds [8 x i32], ptr %825, i64 0, i64 5
  %827 = load i32, ptr %826, align 4
  %828 = icmp ne i32 %827, 0
  br i1 %828, label %829, label %1084

829:                                              ; preds = %823
  %830 = load volatile ptr, ptr @g_322, align 8
  %831 = load volatile ptr, ptr %830, align 8
  %832 = load volatile i16, ptr %831, align 2
  %833 = sext i16 %832 to i32
  %834 = icmp ne i32 %833, 0
  br i1 %834, label %835, label %1084

835:                                              ; preds = %829
  %836 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %837 = load i32, ptr %836, align 4
  %838 = trunc i32 %837 to i16
  %839 = call i16 @safe_sub_func_int16_t_s_s(i16 noundef -28496, i16 noundef %838)
  %840 = sext i16 %839 to i32
  %841 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 3
  %842 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %843 = load i32, ptr %842, align 4
  %844 = icmp sle i32 %840, %843
  %845 = zext i1 %844 to i32
  %846 = xor i32 %845, -1
  %847 = trunc i32 %846 to i16
  %848 = call i16 @safe_lshift_func_int16_t_s_u(i16 noundef %847, i32 noundef 14)
  %849 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %850 = load i32, ptr %849, align 4
  %851 = trunc i32 %850 to i16
  %852 = load ptr, ptr @g_108, align 8
  store i16 %851, ptr %852, align 2
  %853 = load i16, ptr %7, align 2
  %854 = sext i16 %853 to i32
  %855 = icmp eq i32 -1516642913, %854
  %856 = zext i1 %855 to i32
  %857 = trunc i32 %856 to i16
  %858 = call i16 @safe_unary_minus_func_int16_t_s(i16 noundef %857)
  %859 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %851, i16 noundef %858)
  %860 = zext i16 %859 to i32
  %861 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %862 = load i32, ptr %861, align 4
  %863 = or i32 %860, %862
  %864 = zext i32 %863 to i64
  %865 = load ptr, ptr @g_1321, align 8
  %866 = load volatile ptr, ptr %865, align 8
  %867 = load volatile i64, ptr %866, align 8
  %868 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %864, i64 noundef %867)
  %869 = icmp sle i64 5890, %868
  %870 = zext i1 %869 to i32
  %871 = load ptr, ptr %16, align 8
  store i32 %870, ptr %871, align 4
  %872 = icmp sle i32 %870, -8
  br i1 %872, label %873, label %1084

873:                                              ; preds = %835
  store i32 -533962411, ptr %77, align 4
  store i32 1, ptr %78, align 4
  store i32 0, ptr @g_6, align 4
  br label %874

874:                                              ; preds = %1080, %873
  %875 = load i32, ptr @g_6, align 4
  %876 = icmp sle i32 %875, -26
  br i1 %876, label %877, label %1083

877:                                              ; preds = %874
  store i32 0, ptr %79, align 4
  store ptr @g_1185, ptr %80, align 8
  store ptr @g_236, ptr %81, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %82, i8 0, i64 32, i1 false)
  %878 = getelementptr inbounds [9 x [8 x i32]], ptr %12, i64 0, i64 8
  %879 = getelementptr inbounds [8 x i32], ptr %878, i64 0, i64 6
  store ptr %879, ptr %83, align 8
  store ptr @g_8, ptr %84, align 8
  store ptr %13, ptr %85, align 8
  store i8 3, ptr @g_993, align 1
  br label %880

880:                                              ; preds = %997, %877
  %881 = load i8, ptr @g_993, align 1
  %882 = sext i8 %881 to i32
  %883 = icmp sge i32 %882, 0
  br i1 %883, label %884, label %1002

884:                                              ; preds = %880
  %885 = getelementptr inbounds [4 x ptr], ptr %17, i64 0, i64 0
  store ptr %885, ptr %87, align 8
  store i32 1, ptr %88, align 4
  store ptr @g_804, ptr %89, align 8
  store ptr @g_344, ptr %90, align 8
  store i64 -7, ptr %91, align 8
  store ptr %13, ptr %92, align 8
  %886 = getelementptr inbounds [4 x ptr], ptr %17, i64 0, i64 2
  %887 = load ptr, ptr %886, align 16
  %888 = load ptr, ptr %87, align 8
  store ptr %887, ptr %888, align 8
  %889 = load i32, ptr %88, align 4
  %890 = icmp ne i32 %889, 0
  br i1 %890, label %891, label %892

891:                                              ; preds = %884
  br label %1002

892:                                              ; preds = %884
  %893 = load ptr, ptr %89, align 8
  %894 = icmp eq ptr null, %893
  %895 = zext i1 %894 to i32
  %896 = sext i32 %895 to i64
  %897 = load volatile ptr, ptr @g_915, align 8
  %898 = load ptr, ptr %897, align 8
  %899 = load i64, ptr %898, align 8
  %900 = load ptr, ptr %90, align 8
  %901 = load i32, ptr %900, align 4
  %902 = add i32 %901, -1
  store i32 %902, ptr %900, align 4
  %903 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  %904 = load ptr, ptr %16, align 8
  %905 = load i32, ptr %904, align 4
  %906 = sext i32 %905 to i64
  %907 = load ptr, ptr @g_916, align 8
  %908 = load i64, ptr %907, align 8
  %909 = icmp sle i64 %906, %908
  %910 = zext i1 %909 to i32
  %911 = load ptr, ptr %89, align 8
  %912 = load i16, ptr %911, align 2
  %913 = zext i16 %912 to i32
  %914 = or i32 %913, %910
  %915 = trunc i32 %914 to i16
  store i16 %915, ptr %911, align 2
  %916 = load ptr, ptr %10, align 8
  %917 = load ptr, ptr %916, align 8
  %918 = icmp eq ptr %917, @g_916
  %919 = zext i1 %918 to i32
  %920 = trunc i32 %919 to i16
  %921 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %915, i16 noundef %920)
  %922 = load ptr, ptr @g_1163, align 8
  %923 = load i16, ptr %922, align 2
  %924 = load ptr, ptr @g_108, align 8
  %925 = load i16, ptr %924, align 2
  %926 = call i16 @safe_add_func_int16_t_s_s(i16 noundef %923, i16 noundef %925)
  %927 = sext i16 %926 to i32
  %928 = icmp ne i32 %927, 0
  br i1 %928, label %932, label %929

929:                                              ; preds = %892
  %930 = load i32, ptr %77, align 4
  %931 = icmp ne i32 %930, 0
  br label %932

932:                                              ; preds = %929, %892
  %933 = phi i1 [ true, %892 ], [ %931, %929 ]
  %934 = zext i1 %933 to i32
  %935 = sext i32 %934 to i64
  %936 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %935)
  %937 = trunc i64 %936 to i16
  %938 = load ptr, ptr %16, align 8
  %939 = load i32, ptr %938, align 4
  %940 = call i16 @safe_rshift_func_uint16_t_u_s(i16 noundef %937, i32 noundef %939)
  %941 = zext i16 %940 to i64
  %942 = load ptr, ptr @g_916, align 8
  %943 = load i64, ptr %942, align 8
  %944 = or i64 %941, %943
  %945 = icmp ne i64 %944, 0
  %946 = xor i1 %945, true
  %947 = zext i1 %946 to i32
  %948 = load i32, ptr %79, align 4
  %949 = icmp eq i32 %947, %948
  %950 = zext i1 %949 to i32
  %951 = sext i32 %950 to i64
  %952 = and i64 %951, 8093810531102167907
  %953 = icmp sle i64 4294967286, %952
  %954 = zext i1 %953 to i32
  %955 = and i32 3, %954
  %956 = sext i32 %955 to i64
  %957 = load ptr, ptr @g_916, align 8
  %958 = load i64, ptr %957, align 8
  %959 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %956, i64 noundef %958)
  %960 = and i64 %899, %959
  %961 = icmp sge i64 %896, %960
  %962 = zext i1 %961 to i32
  %963 = load i32, ptr %77, align 4
  %964 = icmp sgt i32 %962, %963
  %965 = zext i1 %964 to i32
  %966 = sext i32 %965 to i64
  %967 = icmp ult i64 %966, -5682765330524976840
  %968 = zext i1 %967 to i32
  %969 = icmp sle i32 %968, 0
  %970 = zext i1 %969 to i32
  %971 = load i32, ptr %79, align 4
  %972 = trunc i32 %971 to i16
  %973 = load ptr, ptr @g_108, align 8
  %974 = load i16, ptr %973, align 2
  %975 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %972, i16 noundef %974)
  %976 = zext i16 %975 to i32
  %977 = icmp eq i32 %976, 75
  br i1 %977, label %983, label %978

978:                                              ; preds = %932
  %979 = load volatile ptr, ptr @g_915, align 8
  %980 = load ptr, ptr %979, align 8
  %981 = load i64, ptr %980, align 8
  %982 = icmp ne i64 %981, 0
  br label %983

983:                                              ; preds = %978, %932
  %984 = phi i1 [ true, %932 ], [ %982, %978 ]
  %985 = zext i1 %984 to i32
  %986 = trunc i32 %985 to i8
  %987 = load i64, ptr %91, align 8
  %988 = trunc i64 %987 to i8
  %989 = call i8 @safe_mod_func_int8_t_s_s(i8 noundef %986, i8 noundef %988)
  %990 = sext i8 %989 to i32
  %991 = load ptr, ptr %92, align 8
  %992 = load i32, ptr %991, align 4
  %993 = or i32 %992, %990
  store i32 %993, ptr %991, align 4
  %994 = load ptr, ptr %92, align 8
  %995 = load i32, ptr %994, align 4
  %996 = load ptr, ptr %92, align 8
  store i32 %995, ptr %996, align 4
  br label %997

997:                                              ; preds = %983
  %998 = load i8, ptr @g_993, align 1
  %999 = sext i8 %998 to i32
  %1000 = sub nsw i32 %999, 1
  %1001 = trunc i32 %1000 to i8
  store i8 %1001, ptr @g_993, align 1
  br label %880, !llvm.loop !32

1002:                                             ; preds = %891, %880
  %1003 = load ptr, ptr %18, align 8
  %1004 = load ptr, ptr %80, align 8
  store ptr %1003, ptr %1004, align 8
  store ptr @g_236, ptr @g_1469, align 8
  %1005 = icmp eq ptr %1003, @g_236
  %1006 = zext i1 %1005 to i32
  %1007 = load ptr, ptr %16, align 8
  %1008 = load i32, ptr %1007, align 4
  %1009 = and i32 %1008, %1006
  store i32 %1009, ptr %1007, align 4
  %1010 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  %1011 = load volatile ptr, ptr @g_907, align 8
  %1012 = load ptr, ptr %1011, align 8
  %1013 = load i32, ptr %1012, align 4
  %1014 = load ptr, ptr %16, align 8
  %1015 = load i32, ptr %1014, align 4
  %1016 = load i32, ptr %79, align 4
  %1017 = load i32, ptr @g_375, align 4
  %1018 = and i32 %1016, 0
  %1019 = trunc i32 %1018 to i16
  %1020 = call i16 @safe_unary_minus_func_int16_t_s(i16 noundef %1019)
  %1021 = load ptr, ptr %16, align 8
  %1022 = load i32, ptr %1021, align 4
  %1023 = load i32, ptr %77, align 4
  %1024 = trunc i32 %1023 to i16
  %1025 = load ptr, ptr %16, align 8
  %1026 = load i32, ptr %1025, align 4
  %1027 = trunc i32 %1026 to i16
  %1028 = call i16 @safe_add_func_int16_t_s_s(i16 noundef %1024, i16 noundef %1027)
  %1029 = sext i16 %1028 to i32
  %1030 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %1022, i32 noundef %1029)
  store i32 %1030, ptr %6, align 4
  %1031 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %1030, i32 noundef 628122313)
  %1032 = trunc i32 %1031 to i8
  %1033 = load ptr, ptr %16, align 8
  %1034 = load i32, ptr %1033, align 4
  %1035 = trunc i32 %1034 to i8
  %1036 = call i8 @safe_div_func_uint8_t_u_u(i8 noundef %1032, i8 noundef %1035)
  %1037 = zext i8 %1036 to i32
  %1038 = load i32, ptr %79, align 4
  %1039 = icmp ugt i32 %1037, %1038
  %1040 = zext i1 %1039 to i32
  %1041 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %1015, i32 noundef %1040)
  %1042 = trunc i32 %1041 to i16
  %1043 = call i16 @safe_mod_func_uint16_t_u_u(i16 noundef %1042, i16 noundef 7)
  %1044 = trunc i16 %1043 to i8
  %1045 = call i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %1044, i32 noundef 7)
  %1046 = zext i8 %1045 to i32
  %1047 = icmp sgt i32 %1013, %1046
  %1048 = zext i1 %1047 to i32
  %1049 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %1048, i32 noundef 949984193)
  %1050 = load ptr, ptr %83, align 8
  %1051 = load i32, ptr %1050, align 4
  %1052 = xor i32 %1051, %1049
  store i32 %1052, ptr %1050, align 4
  %1053 = load ptr, ptr %84, align 8
  %1054 = load i32, ptr %1053, align 4
  %1055 = or i32 %1054, %1052
  store i32 %1055, ptr %1053, align 4
  %1056 = icmp ne i32 %1055, 0
  br i1 %1056, label %1061, label %1057

1057:                                             ; preds = %1002
  %1058 = load ptr, ptr %16, align 8
  %1059 = load i32, ptr %1058, align 4
  %1060 = icmp ne i32 %1059, 0
  br label %1061

1061:                                             ; preds = %1057, %1002
  %1062 = phi i1 [ true, %1002 ], [ %1060, %1057 ]
  %1063 = zext i1 %1062 to i32
  %1064 = trunc i32 %1063 to i16
  %1065 = load ptr, ptr @g_1163, align 8
  %1066 = load i16, ptr %1065, align 2
  %1067 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %1064, i16 noundef %1066)
  %1068 = zext i16 %1067 to i32
  %1069 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %1068, i32 noundef 25168)
  %1070 = sext i32 %1069 to i64
  %1071 = xor i64 %1070, -8034555570613452113
  %1072 = call i32 @safe_div_func_int32_t_s_s(i32 noundef 0, i32 noundef -943196315)
  %1073 = load i32, ptr %78, align 4
  %1074 = xor i32 %1073, %1072
  store i32 %1074, ptr %78, align 4
  %1075 = load ptr, ptr %85, align 8
  %1076 = load i32, ptr %1075, align 4
  %1077 = or i32 %1076, %1074
  store i32 %1077, ptr %1075, align 4
  %1078 = load i32, ptr %77, align 4
  %1079 = sext i32 %1078 to i64
  store i64 %1079, ptr %1, align 8
  br label %1101

1080:                                             ; No predecessors!
  %1081 = load i32, ptr @g_6, align 4
  %1082 = add nsw i32 %1081, -1
  store i32 %1082, ptr @g_6, align 4
  br label %874, !llvm.loop !33

1083:                                             ; preds = %874
  br label %1096

1084:                                             ; preds = %835, %829, %823
  store i32 -1, ptr %94, align 4
  %1085 = load i32, ptr %94, align 4
  %1086 = load i32, ptr %20, align 4
  %1087 = and i32 %1086, %1085
  store i32 %1087, ptr %20, align 4
  %1088 = icmp ne i32 %1087, 0
  %1089 = xor i1 %1088, true
  %1090 = zext i1 %1089 to i32
  %1091 = icmp sge i32 33303, %1090
  %1092 = zext i1 %1091 to i32
  %1093 = icmp sge i32 1, %1092
  %1094 = zext i1 %1093 to i32
  %1095 = load ptr, ptr %16, align 8
  store i32 %1094, ptr %1095, align 4
  br label %1096

1096:                                             ; preds = %1084, %1083
  %1097 = load volatile ptr, ptr @g_1503, align 8
  store ptr %6, ptr %1097, align 8
  %1098 = load ptr, ptr %16, align 8
  %1099 = load i32, ptr %1098, align 4
  %1100 = sext i32 %1099 to i64
  store i64 %1100, ptr %1, align 8
  br label %1101

1101:                                             ; preds = %1096, %1061, %574, %551
  %1102 = load i64, ptr %1, align 8
  ret i64 %1102
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
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = xor i32 %12, -1
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.71, ptr noundef %11, i32 noundef %13)
  br label %15

15:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.76, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_mul_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_sub_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_sub_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  %9 = icmp sgt i64 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = sub nsw i64 9223372036854775807, %12
  %14 = icmp sgt i64 %11, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8
  %17 = icmp slt i64 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8
  %20 = icmp slt i64 %19, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = sub nsw i64 -9223372036854775808, %23
  %25 = icmp slt i64 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8
  br label %32

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %4, align 8
  %31 = add nsw i64 %29, %30
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ]
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_lshift_func_int16_t_s_s(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %20, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 32767, %17
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2
  %22 = sext i16 %21 to i32
  br label %28

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2
  %25 = sext i16 %24 to i32
  %26 = load i32, ptr %4, align 4
  %27 = shl i32 %25, %26
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ]
  %30 = trunc i32 %29 to i16
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_mul_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_lshift_func_uint16_t_u_s(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %16, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %16, label %10

10:                                               ; preds = %7
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 65535, %13
  %15 = icmp sgt i32 %12, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %10, %7, %2
  %17 = load i16, ptr %3, align 2
  %18 = zext i16 %17 to i32
  br label %24

19:                                               ; preds = %10
  %20 = load i16, ptr %3, align 2
  %21 = zext i16 %20 to i32
  %22 = load i32, ptr %4, align 4
  %23 = shl i32 %21, %22
  br label %24

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ]
  %26 = trunc i32 %25 to i16
  ret i16 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_lshift_func_int8_t_s_s(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %20, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 127, %17
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, ptr %3, align 1
  %22 = sext i8 %21 to i32
  br label %28

23:                                               ; preds = %14
  %24 = load i8, ptr %3, align 1
  %25 = sext i8 %24 to i32
  %26 = load i32, ptr %4, align 4
  %27 = shl i32 %25, %26
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ]
  %30 = trunc i32 %29 to i8
  ret i8 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %13

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = urem i32 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_rshift_func_uint8_t_u_u(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1
  %9 = zext i8 %8 to i32
  br label %15

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 %12, %13
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ]
  %17 = trunc i32 %16 to i8
  ret i8 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_mul_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_unary_minus_func_uint16_t_u(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_unary_minus_func_uint8_t_u(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_rshift_func_int16_t_s_s(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %14, label %17

14:                                               ; preds = %11, %8, %2
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i16, ptr %3, align 2
  %19 = sext i16 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i16
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_mul_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_int8_t_s_s(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %14, label %17

14:                                               ; preds = %11, %8, %2
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i8, ptr %3, align 1
  %19 = sext i8 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i8
  ret i8 %24
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
define internal i8 @safe_rshift_func_int8_t_s_u(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %11, label %14

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1
  %13 = sext i8 %12 to i32
  br label %19

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 %16, %17
  br label %19

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ]
  %21 = trunc i32 %20 to i8
  ret i8 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_add_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_add_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = icmp eq i64 %8, -9223372036854775808
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8
  %12 = icmp eq i64 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %4, align 8
  %18 = srem i64 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ]
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_lshift_func_int16_t_s_u(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2
  %13 = sext i16 %12 to i32
  %14 = load i32, ptr %4, align 4
  %15 = ashr i32 32767, %14
  %16 = icmp sgt i32 %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2
  %19 = sext i16 %18 to i32
  br label %25

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2
  %22 = sext i16 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = shl i32 %22, %23
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_sub_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_unary_minus_func_int16_t_s(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_mod_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
  %24 = srem i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_rshift_func_uint16_t_u_s(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i16
  ret i16 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_int64_t_s(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp eq i64 %3, -9223372036854775808
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  %8 = load i64, ptr %2, align 8
  %9 = sub nsw i64 0, %8
  br label %10

10:                                               ; preds = %7, %5
  %11 = phi i64 [ %6, %5 ], [ %9, %7 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = icmp eq i32 %8, -2147483648
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sdiv i32 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ]
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = icmp eq i32 %8, -2147483648
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = srem i32 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ]
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = xor i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = xor i32 %9, %10
  %12 = and i32 %11, -2147483648
  %13 = xor i32 %8, %12
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %13, %14
  %16 = load i32, ptr %4, align 4
  %17 = xor i32 %15, %16
  %18 = and i32 %7, %17
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4
  br label %26

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sub nsw i32 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ]
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i8
  ret i8 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_mod_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = zext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = zext i16 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2
  %13 = zext i16 %12 to i32
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  %16 = srem i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i16
  ret i16 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_div_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, ptr %4, align 1
  %15 = zext i8 %14 to i32
  %16 = sdiv i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i8
  ret i8 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %13

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = udiv i32 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef %0) #0 {
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
