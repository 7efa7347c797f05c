; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@g_57 = internal global [3 x [7 x i32]] [[7 x i32] [i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917, i32 -1156808917], [7 x i32] [i32 8, i32 0, i32 8, i32 0, i32 8, i32 0, i32 8], [7 x i32] [i32 1, i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917]], align 4
@.str.10 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_60 = internal global i8 -1, align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1
@g_78 = internal global [4 x [10 x [6 x i16]]] [[10 x [6 x i16]] [[6 x i16] [i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994, i16 -1], [6 x i16] [i16 1, i16 -1, i16 -22789, i16 0, i16 32299, i16 -20758], [6 x i16] [i16 -5, i16 -2, i16 0, i16 -1, i16 3074, i16 -20758], [6 x i16] [i16 2323, i16 18994, i16 -22789, i16 -32102, i16 -15116, i16 -1], [6 x i16] [i16 3074, i16 -13105, i16 -21013, i16 -21013, i16 -13105, i16 3074], [6 x i16] [i16 -1, i16 -15116, i16 -32102, i16 -22789, i16 18994, i16 2323], [6 x i16] [i16 -20758, i16 3074, i16 -1, i16 0, i16 -2, i16 -5], [6 x i16] [i16 -20758, i16 32299, i16 0, i16 -22789, i16 -1, i16 1], [6 x i16] [i16 -1, i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994], [6 x i16] [i16 3074, i16 -31445, i16 0, i16 -32102, i16 -23142, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 2323, i16 -22789, i16 -4554, i16 -1, i16 18994, i16 7191], [6 x i16] [i16 -5, i16 -22789, i16 -15116, i16 0, i16 -23142, i16 -3], [6 x i16] [i16 1, i16 -31445, i16 0, i16 26283, i16 26283, i16 0], [6 x i16] [i16 18994, i16 18994, i16 3074, i16 0, i16 -1, i16 15517], [6 x i16] [i16 3074, i16 32299, i16 -7011, i16 -4554, i16 -2, i16 3074], [6 x i16] [i16 7191, i16 3074, i16 -7011, i16 -15116, i16 18994, i16 15517], [6 x i16] [i16 -3, i16 -15116, i16 3074, i16 0, i16 -13105, i16 0], [6 x i16] [i16 0, i16 -13105, i16 0, i16 3074, i16 -15116, i16 -3], [6 x i16] [i16 15517, i16 18994, i16 -15116, i16 -7011, i16 3074, i16 7191], [6 x i16] [i16 3074, i16 -2, i16 -4554, i16 -7011, i16 32299, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 15517, i16 -1, i16 0, i16 3074, i16 18994, i16 18994], [6 x i16] [i16 -4554, i16 0, i16 0, i16 -4554, i16 -1, i16 -32102], [6 x i16] [i16 -7011, i16 15517, i16 -4554, i16 1, i16 -20758, i16 0], [6 x i16] [i16 -22789, i16 3074, i16 -3, i16 -31445, i16 -20758, i16 -1], [6 x i16] [i16 -5, i16 15517, i16 -2, i16 32299, i16 -1, i16 -5], [6 x i16] [i16 3074, i16 0, i16 -13105, i16 0, i16 3074, i16 -15116], [6 x i16] [i16 -32102, i16 -3, i16 -20758, i16 -4554, i16 2323, i16 -21013], [6 x i16] [i16 0, i16 7191, i16 -4554, i16 -3, i16 -5, i16 -21013], [6 x i16] [i16 -1, i16 3074, i16 -20758, i16 -2, i16 1, i16 -15116], [6 x i16] [i16 -5, i16 18994, i16 -13105, i16 -13105, i16 18994, i16 -5]], [10 x [6 x i16]] [[6 x i16] [i16 -15116, i16 1, i16 -2, i16 -20758, i16 3074, i16 -1], [6 x i16] [i16 -21013, i16 -5, i16 -3, i16 -4554, i16 7191, i16 0], [6 x i16] [i16 -21013, i16 2323, i16 -4554, i16 -20758, i16 -3, i16 -32102], [6 x i16] [i16 -15116, i16 3074, i16 0, i16 -13105, i16 0, i16 3074], [6 x i16] [i16 -5, i16 -1, i16 32299, i16 -2, i16 15517, i16 -5], [6 x i16] [i16 -1, i16 -20758, i16 -31445, i16 -3, i16 3074, i16 -22789], [6 x i16] [i16 0, i16 -20758, i16 1, i16 -4554, i16 15517, i16 -7011], [6 x i16] [i16 -32102, i16 -1, i16 -4554, i16 0, i16 0, i16 -4554], [6 x i16] [i16 3074, i16 3074, i16 -5, i16 32299, i16 -3, i16 26283], [6 x i16] [i16 -5, i16 2323, i16 -23142, i16 -31445, i16 7191, i16 -5]]], align 2
@.str.13 = private unnamed_addr constant [14 x i8] c"g_78[i][j][k]\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_80 = internal global i64 1, align 8
@.str.15 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1
@g_83 = internal global i16 -26257, align 2
@.str.16 = private unnamed_addr constant [5 x i8] c"g_83\00", align 1
@g_123 = internal global [4 x %union.U0] [%union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }], align 4
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
@g_736 = internal global [10 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 4
@.str.42 = private unnamed_addr constant [9 x i8] c"g_736[i]\00", align 1
@g_774 = internal global %union.U0 { i32 8 }, align 4
@.str.43 = private unnamed_addr constant [9 x i8] c"g_774.f0\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_774.f1\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_774.f2\00", align 1
@g_804 = internal global i16 -11721, align 2
@.str.46 = private unnamed_addr constant [6 x i8] c"g_804\00", align 1
@g_808 = internal global [2 x [9 x [9 x %union.U0]]] [[9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 267637041 }, %union.U0 { i32 -2 }, %union.U0 { i32 5 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 614224198 }, %union.U0 { i32 427635085 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1153323207 }, %union.U0 { i32 -10 }, %union.U0 { i32 3 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 872518899 }, %union.U0 zeroinitializer, %union.U0 { i32 1026819223 }, %union.U0 { i32 1697300152 }], [9 x %union.U0] [%union.U0 { i32 -1592013405 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }, %union.U0 { i32 614224198 }, %union.U0 { i32 732498782 }, %union.U0 zeroinitializer, %union.U0 { i32 -5 }, %union.U0 { i32 4 }, %union.U0 { i32 5 }], [9 x %union.U0] [%union.U0 { i32 -580183393 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 142476117 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 3 }, %union.U0 { i32 -5 }, %union.U0 { i32 614224198 }, %union.U0 { i32 3 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 -4 }, %union.U0 { i32 -816428541 }, %union.U0 { i32 -1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 612614761 }, %union.U0 { i32 -1370168271 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1326938740 }, %union.U0 { i32 -1 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 9 }, %union.U0 { i32 -10 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 1841057443 }, %union.U0 { i32 -1 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 1 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 427635085 }, %union.U0 { i32 614224198 }]], [9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 { i32 -1 }, %union.U0 { i32 -580183393 }, %union.U0 { i32 -1 }, %union.U0 { i32 3 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 { i32 -1 }, %union.U0 { i32 1671663977 }, %union.U0 { i32 1 }, %union.U0 { i32 732498782 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 1884221190 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 zeroinitializer, %union.U0 { i32 318175983 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 614224198 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -1326938740 }], [9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 zeroinitializer, %union.U0 { i32 1 }, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 5 }, %union.U0 { i32 5 }, %union.U0 { i32 1709485888 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 4 }, %union.U0 { i32 1 }, %union.U0 { i32 5 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 9 }, %union.U0 { i32 1709485888 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 427635085 }, %union.U0 { i32 5 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 4 }, %union.U0 { i32 1100565088 }, %union.U0 { i32 491792801 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 { i32 -5 }, %union.U0 { i32 1171362464 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -4 }, %union.U0 { i32 732498782 }, %union.U0 { i32 837712906 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 1697300152 }, %union.U0 zeroinitializer, %union.U0 { i32 4 }, %union.U0 { i32 -1 }, %union.U0 { i32 614224198 }, %union.U0 { i32 238481672 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer]]], align 4
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
@crc32_tab = internal global [256 x i32] zeroinitializer, align 4
@__const.func_1.l_2 = private unnamed_addr constant [8 x [6 x i16]] [[6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972], [6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972], [6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972], [6 x i16] [i16 5658, i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658], [6 x i16] [i16 5658, i16 -26972, i16 -26972, i16 5658, i16 5658, i16 -26972]], align 2
@__const.func_1.l_1239 = private unnamed_addr constant [9 x i32] [i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4], align 4
@__const.func_1.l_1422 = private unnamed_addr constant [9 x [8 x i32]] [[8 x i32] [i32 1607600175, i32 -1, i32 -1, i32 -1, i32 1607600175, i32 -1, i32 1973045089, i32 1973045089], [8 x i32] [i32 -1201656393, i32 -1, i32 -731032248, i32 -731032248, i32 -1, i32 -1201656393, i32 -218705303, i32 -1], [8 x i32] [i32 1973045089, i32 -218705303, i32 -731032248, i32 1973045089, i32 -731032248, i32 -218705303, i32 1973045089, i32 -1201656393], [8 x i32] [i32 -1, i32 1607600175, i32 -1, i32 1973045089, i32 1973045089, i32 -1, i32 1607600175, i32 -1], [8 x i32] [i32 -1201656393, i32 1973045089, i32 -218705303, i32 -731032248, i32 1973045089, i32 -731032248, i32 -218705303, i32 -1201656393], [8 x i32] [i32 -731032248, i32 -1, i32 1743814857, i32 -731032248, i32 1, i32 1, i32 -731032248, i32 1743814857], [8 x i32] [i32 -1201656393, i32 -1201656393, i32 1973045089, i32 -218705303, i32 -731032248, i32 1973045089, i32 -731032248, i32 -218705303], [8 x i32] [i32 1743814857, i32 -218705303, i32 1743814857, i32 1, i32 -218705303, i32 -1, i32 -1, i32 -218705303], [8 x i32] [i32 -218705303, i32 -1, i32 -1, i32 -218705303, i32 1, i32 1743814857, i32 -218705303, i32 1743814857]], align 4
@__const.func_1.l_1426 = private unnamed_addr constant [7 x [1 x [8 x i32]]] [[1 x [8 x i32]] [[8 x i32] [i32 0, i32 -1, i32 -1229928354, i32 0, i32 0, i32 -1229928354, i32 -1, i32 0]], [1 x [8 x i32]] [[8 x i32] [i32 461630087, i32 -1086812592, i32 -1229928354, i32 -1, i32 3, i32 2, i32 3, i32 -1]], [1 x [8 x i32]] [[8 x i32] [i32 0, i32 -1984419885, i32 0, i32 -1260894184, i32 -1, i32 2, i32 -1229928354, i32 -1229928354]], [1 x [8 x i32]] [[8 x i32] [i32 -1229928354, i32 -1086812592, i32 461630087, i32 461630087, i32 -1086812592, i32 -1229928354, i32 -1, i32 3]], [1 x [8 x i32]] [[8 x i32] [i32 -1229928354, i32 -1, i32 0, i32 -1086812592, i32 -1, i32 -1086812592, i32 0, i32 -1]], [1 x [8 x i32]] [[8 x i32] [i32 0, i32 0, i32 2, i32 -1086812592, i32 3, i32 -1260894184, i32 -1260894184, i32 3]], [1 x [8 x i32]] [[8 x i32] [i32 461630087, i32 3, i32 3, i32 461630087, i32 0, i32 -1, i32 -1260894184, i32 -1229928354]]], align 4
@g_236 = internal global ptr @g_237, align 8
@__const.func_1.l_9 = private unnamed_addr constant [9 x ptr] [ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8, ptr @g_8], align 8
@g_894 = internal global ptr getelementptr (i8, ptr @g_895, i64 120), align 8
@__const.func_1.l_1315 = private unnamed_addr constant [3 x [10 x ptr]] [[10 x ptr] [ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894], [10 x ptr] [ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894], [10 x ptr] [ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894, ptr @g_894]], align 8
@__const.func_1.l_1371 = private unnamed_addr constant [9 x i8] c"\FB\FB\D6\FB\FB\D6\FB\FB\D6", align 1
@__const.func_1.l_1374 = private unnamed_addr constant [8 x [7 x [4 x i32]]] [[7 x [4 x i32]] [[4 x i32] [i32 -7, i32 -3, i32 -3, i32 194787133], [4 x i32] [i32 1507963461, i32 -964469704, i32 8, i32 0], [4 x i32] [i32 1, i32 0, i32 -704592794, i32 -704592794], [4 x i32] [i32 8, i32 8, i32 -4, i32 -964469704], [4 x i32] [i32 -1873516452, i32 -1, i32 -1636875739, i32 -7], [4 x i32] [i32 -1746062928, i32 -1712903501, i32 194787133, i32 -1636875739], [4 x i32] [i32 -704592794, i32 -1712903501, i32 0, i32 -7]], [7 x [4 x i32]] [[4 x i32] [i32 -1712903501, i32 -1, i32 -114530479, i32 -964469704], [4 x i32] [i32 -3, i32 8, i32 1430940847, i32 -704592794], [4 x i32] [i32 732527421, i32 0, i32 -1, i32 0], [4 x i32] [i32 -1145435590, i32 -964469704, i32 -8, i32 194787133], [4 x i32] [i32 0, i32 -3, i32 1507963461, i32 -1746062928], [4 x i32] [i32 963934568, i32 -4, i32 963934568, i32 -1636875739], [4 x i32] [i32 -1, i32 1109355133, i32 -1746062928, i32 -1]], [7 x [4 x i32]] [[4 x i32] [i32 -114530479, i32 3, i32 -3, i32 -3], [4 x i32] [i32 -2, i32 194787133, i32 1108921331, i32 6], [4 x i32] [i32 -1873516452, i32 6, i32 -1873516452, i32 -2], [4 x i32] [i32 3, i32 -3, i32 8, i32 -7], [4 x i32] [i32 -964469704, i32 -954564960, i32 1430940847, i32 -3], [4 x i32] [i32 9, i32 2, i32 1430940847, i32 -1541427464], [4 x i32] [i32 -964469704, i32 -1, i32 8, i32 6]], [7 x [4 x i32]] [[4 x i32] [i32 3, i32 0, i32 -1873516452, i32 963934568], [4 x i32] [i32 -1873516452, i32 963934568, i32 1108921331, i32 -114530479], [4 x i32] [i32 -2, i32 1321514324, i32 -3, i32 0], [4 x i32] [i32 -114530479, i32 -1873516452, i32 -1746062928, i32 -1], [4 x i32] [i32 -1, i32 -1, i32 963934568, i32 869790694], [4 x i32] [i32 0, i32 -1712903501, i32 -704592794, i32 -8], [4 x i32] [i32 -3, i32 -3, i32 194787133, i32 2]], [7 x [4 x i32]] [[4 x i32] [i32 -157652776, i32 6, i32 8, i32 9], [4 x i32] [i32 -1, i32 0, i32 0, i32 -1], [4 x i32] [i32 1108921331, i32 1507963461, i32 -3, i32 732527421], [4 x i32] [i32 -1541427464, i32 7, i32 9, i32 1109355133], [4 x i32] [i32 1204637850, i32 -7, i32 1321514324, i32 1109355133], [4 x i32] [i32 -1016760823, i32 7, i32 -964469704, i32 732527421], [4 x i32] [i32 0, i32 1507963461, i32 -1936342389, i32 -1]], [7 x [4 x i32]] [[4 x i32] [i32 -1, i32 0, i32 1204637850, i32 9], [4 x i32] [i32 -1145435590, i32 6, i32 -1, i32 2], [4 x i32] [i32 -704592794, i32 -3, i32 -4, i32 -8], [4 x i32] [i32 732527421, i32 -1712903501, i32 -1, i32 869790694], [4 x i32] [i32 -3, i32 -1, i32 7, i32 -1], [4 x i32] [i32 0, i32 -1873516452, i32 1109355133, i32 0], [4 x i32] [i32 0, i32 1321514324, i32 -1606661958, i32 -114530479]], [7 x [4 x i32]] [[4 x i32] [i32 7, i32 963934568, i32 -114530479, i32 963934568], [4 x i32] [i32 0, i32 0, i32 1, i32 6], [4 x i32] [i32 6, i32 -1, i32 0, i32 -1541427464], [4 x i32] [i32 8, i32 2, i32 -2, i32 -3], [4 x i32] [i32 8, i32 -954564960, i32 0, i32 -7], [4 x i32] [i32 6, i32 -3, i32 1, i32 -2], [4 x i32] [i32 0, i32 6, i32 -114530479, i32 6]], [7 x [4 x i32]] [[4 x i32] [i32 7, i32 194787133, i32 -1606661958, i32 -3], [4 x i32] [i32 0, i32 3, i32 1109355133, i32 -1], [4 x i32] [i32 0, i32 1109355133, i32 7, i32 -1636875739], [4 x i32] [i32 -3, i32 -4, i32 -1, i32 -1016760823], [4 x i32] [i32 732527421, i32 1108921331, i32 -4, i32 1321514324], [4 x i32] [i32 -704592794, i32 8, i32 -1, i32 0], [4 x i32] [i32 -1145435590, i32 -1636875739, i32 1204637850, i32 1204637850]]], align 4
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
@g_895 = internal global [7 x [8 x ptr]] [[8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 64), ptr null, ptr getelementptr (i8, ptr @g_424, i64 64), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1016), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 992), ptr getelementptr (i8, ptr @g_424, i64 992)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1016), ptr null, ptr null, ptr getelementptr (i8, ptr @g_424, i64 1016), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 992), ptr null], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1392), ptr null, ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 872), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr null, ptr getelementptr (i8, ptr @g_424, i64 1392), ptr null], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 992), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1016), ptr null, ptr getelementptr (i8, ptr @g_424, i64 1016), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 64), ptr getelementptr (i8, ptr @g_424, i64 1480)], [8 x ptr] [ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr null, ptr null, ptr getelementptr (i8, ptr @g_424, i64 64), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480), ptr getelementptr (i8, ptr @g_424, i64 1480)]], align 8
@g_1322 = internal global [3 x ptr] [ptr @g_155, ptr @g_155, ptr @g_155], align 8
@g_1162 = internal global [7 x ptr] [ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163, ptr @g_1163], align 8
@g_1354 = internal global ptr @g_1355, align 8
@g_1355 = internal constant ptr @g_1356, align 8
@g_323 = internal global ptr @g_324, align 8
@g_861 = internal global [5 x ptr] [ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4), ptr getelementptr (i8, ptr @g_736, i64 4)], align 8
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_160 = internal global { i32, [4 x i8] } { i32 1, [4 x i8] undef }, align 8
@g_424 = internal global [8 x [7 x [4 x { i32, [4 x i8] }]]] [[7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -893493411, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]]], align 8
@g_819 = internal constant { i32, [4 x i8] } { i32 9, [4 x i8] undef }, align 8
@g_1095 = internal global { i32, [4 x i8] } { i32 962150901, [4 x i8] undef }, align 8
@.str.76 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main(i32 noundef signext %0, ptr noundef %1) #0 {
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
  %16 = call signext i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5
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
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef signext %23)
  %24 = load volatile i32, ptr @g_4, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef signext %26)
  %27 = load volatile i32, ptr @g_5, align 4
  %28 = sext i32 %27 to i64
  %29 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef signext %29)
  %30 = load i32, ptr @g_6, align 4
  %31 = sext i32 %30 to i64
  %32 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.4, i32 noundef signext %32)
  %33 = load i32, ptr @g_8, align 4
  %34 = sext i32 %33 to i64
  %35 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef signext %35)
  %36 = load volatile i8, ptr @g_11, align 1
  %37 = sext i8 %36 to i64
  %38 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %37, ptr noundef @.str.6, i32 noundef signext %38)
  %39 = load i32, ptr @g_12, align 4
  %40 = zext i32 %39 to i64
  %41 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %40, ptr noundef @.str.7, i32 noundef signext %41)
  %42 = load i32, ptr @g_23, align 4
  %43 = zext i32 %42 to i64
  %44 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.8, i32 noundef signext %44)
  %45 = load i8, ptr @g_37, align 1
  %46 = zext i8 %45 to i64
  %47 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %46, ptr noundef @.str.9, i32 noundef signext %47)
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
  call void @transparent_crc(i64 noundef %63, ptr noundef @.str.10, i32 noundef signext %64)
  %65 = load i32, ptr %9, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %55
  %68 = load i32, ptr %6, align 4
  %69 = load i32, ptr %7, align 4
  %70 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %68, i32 noundef signext %69)
  br label %71

71:                                               ; preds = %67, %55
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %52, !llvm.loop !10

75:                                               ; preds = %52
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %6, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %6, align 4
  br label %48, !llvm.loop !12

79:                                               ; preds = %48
  %80 = load i8, ptr @g_60, align 1
  %81 = zext i8 %80 to i64
  %82 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %81, ptr noundef @.str.12, i32 noundef signext %82)
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
  call void @transparent_crc(i64 noundef %105, ptr noundef @.str.13, i32 noundef signext %106)
  %107 = load i32, ptr %9, align 4
  %108 = icmp ne i32 %107, 0
  br i1 %108, label %109, label %114

109:                                              ; preds = %94
  %110 = load i32, ptr %6, align 4
  %111 = load i32, ptr %7, align 4
  %112 = load i32, ptr %8, align 4
  %113 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %110, i32 noundef signext %111, i32 noundef signext %112)
  br label %114

114:                                              ; preds = %109, %94
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %8, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %8, align 4
  br label %91, !llvm.loop !13

118:                                              ; preds = %91
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %7, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %7, align 4
  br label %87, !llvm.loop !14

122:                                              ; preds = %87
  br label %123

123:                                              ; preds = %122
  %124 = load i32, ptr %6, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %6, align 4
  br label %83, !llvm.loop !15

126:                                              ; preds = %83
  %127 = load i64, ptr @g_80, align 8
  %128 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %127, ptr noundef @.str.15, i32 noundef signext %128)
  %129 = load i16, ptr @g_83, align 2
  %130 = zext i16 %129 to i64
  %131 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %130, ptr noundef @.str.16, i32 noundef signext %131)
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
  call void @transparent_crc(i64 noundef %140, ptr noundef @.str.17, i32 noundef signext %141)
  %142 = load i32, ptr %6, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [4 x %union.U0], ptr @g_123, i64 0, i64 %143
  %145 = load volatile i32, ptr %144, align 4
  %146 = zext i32 %145 to i64
  %147 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %146, ptr noundef @.str.18, i32 noundef signext %147)
  %148 = load i32, ptr %6, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [4 x %union.U0], ptr @g_123, i64 0, i64 %149
  %151 = load volatile i32, ptr %150, align 4
  %152 = shl i32 %151, 10
  %153 = ashr i32 %152, 10
  %154 = sext i32 %153 to i64
  %155 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %154, ptr noundef @.str.19, i32 noundef signext %155)
  %156 = load i32, ptr %9, align 4
  %157 = icmp ne i32 %156, 0
  br i1 %157, label %158, label %161

158:                                              ; preds = %135
  %159 = load i32, ptr %6, align 4
  %160 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext %159)
  br label %161

161:                                              ; preds = %158, %135
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %6, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %6, align 4
  br label %132, !llvm.loop !16

165:                                              ; preds = %132
  %166 = load volatile i32, ptr @g_152, align 4
  %167 = sext i32 %166 to i64
  %168 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %167, ptr noundef @.str.21, i32 noundef signext %168)
  %169 = load volatile i64, ptr @g_155, align 8
  %170 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.22, i32 noundef signext %170)
  %171 = load volatile i32, ptr @g_160, align 8
  %172 = zext i32 %171 to i64
  %173 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %172, ptr noundef @.str.23, i32 noundef signext %173)
  %174 = load volatile i16, ptr @g_160, align 8
  %175 = zext i16 %174 to i64
  %176 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %175, ptr noundef @.str.24, i32 noundef signext %176)
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
  call void @transparent_crc(i64 noundef %185, ptr noundef @.str.25, i32 noundef signext %186)
  %187 = load i32, ptr %9, align 4
  %188 = icmp ne i32 %187, 0
  br i1 %188, label %189, label %192

189:                                              ; preds = %180
  %190 = load i32, ptr %6, align 4
  %191 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext %190)
  br label %192

192:                                              ; preds = %189, %180
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %6, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %6, align 4
  br label %177, !llvm.loop !17

196:                                              ; preds = %177
  %197 = load i64, ptr @g_221, align 8
  %198 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.26, i32 noundef signext %198)
  %199 = load i8, ptr @g_238, align 1
  %200 = sext i8 %199 to i64
  %201 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %200, ptr noundef @.str.27, i32 noundef signext %201)
  %202 = load i16, ptr @g_286, align 2
  %203 = zext i16 %202 to i64
  %204 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %203, ptr noundef @.str.28, i32 noundef signext %204)
  %205 = load volatile i16, ptr @g_324, align 2
  %206 = sext i16 %205 to i64
  %207 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %206, ptr noundef @.str.29, i32 noundef signext %207)
  %208 = load i32, ptr @g_344, align 4
  %209 = zext i32 %208 to i64
  %210 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %209, ptr noundef @.str.30, i32 noundef signext %210)
  %211 = load i32, ptr @g_351, align 4
  %212 = zext i32 %211 to i64
  %213 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %212, ptr noundef @.str.31, i32 noundef signext %213)
  %214 = load i32, ptr @g_375, align 4
  %215 = sext i32 %214 to i64
  %216 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %215, ptr noundef @.str.32, i32 noundef signext %216)
  %217 = load volatile i32, ptr @g_375, align 4
  %218 = zext i32 %217 to i64
  %219 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %218, ptr noundef @.str.33, i32 noundef signext %219)
  %220 = load volatile i32, ptr @g_375, align 4
  %221 = shl i32 %220, 10
  %222 = ashr i32 %221, 10
  %223 = sext i32 %222 to i64
  %224 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %223, ptr noundef @.str.34, i32 noundef signext %224)
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
  call void @transparent_crc(i64 noundef %247, ptr noundef @.str.35, i32 noundef signext %248)
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
  call void @transparent_crc(i64 noundef %259, ptr noundef @.str.36, i32 noundef signext %260)
  %261 = load i32, ptr %9, align 4
  %262 = icmp ne i32 %261, 0
  br i1 %262, label %263, label %268

263:                                              ; preds = %236
  %264 = load i32, ptr %6, align 4
  %265 = load i32, ptr %7, align 4
  %266 = load i32, ptr %8, align 4
  %267 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %264, i32 noundef signext %265, i32 noundef signext %266)
  br label %268

268:                                              ; preds = %263, %236
  br label %269

269:                                              ; preds = %268
  %270 = load i32, ptr %8, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %8, align 4
  br label %233, !llvm.loop !18

272:                                              ; preds = %233
  br label %273

273:                                              ; preds = %272
  %274 = load i32, ptr %7, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %7, align 4
  br label %229, !llvm.loop !19

276:                                              ; preds = %229
  br label %277

277:                                              ; preds = %276
  %278 = load i32, ptr %6, align 4
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr %6, align 4
  br label %225, !llvm.loop !20

280:                                              ; preds = %225
  %281 = load i8, ptr @g_440, align 1
  %282 = zext i8 %281 to i64
  %283 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %282, ptr noundef @.str.37, i32 noundef signext %283)
  %284 = load i8, ptr @g_446, align 1
  %285 = sext i8 %284 to i64
  %286 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %285, ptr noundef @.str.38, i32 noundef signext %286)
  %287 = load i32, ptr @g_505, align 4
  %288 = sext i32 %287 to i64
  %289 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %288, ptr noundef @.str.39, i32 noundef signext %289)
  %290 = load volatile i32, ptr @g_505, align 4
  %291 = zext i32 %290 to i64
  %292 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %291, ptr noundef @.str.40, i32 noundef signext %292)
  %293 = load volatile i32, ptr @g_505, align 4
  %294 = shl i32 %293, 10
  %295 = ashr i32 %294, 10
  %296 = sext i32 %295 to i64
  %297 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %296, ptr noundef @.str.41, i32 noundef signext %297)
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
  call void @transparent_crc(i64 noundef %306, ptr noundef @.str.42, i32 noundef signext %307)
  %308 = load i32, ptr %9, align 4
  %309 = icmp ne i32 %308, 0
  br i1 %309, label %310, label %313

310:                                              ; preds = %301
  %311 = load i32, ptr %6, align 4
  %312 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext %311)
  br label %313

313:                                              ; preds = %310, %301
  br label %314

314:                                              ; preds = %313
  %315 = load i32, ptr %6, align 4
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr %6, align 4
  br label %298, !llvm.loop !21

317:                                              ; preds = %298
  %318 = load volatile i32, ptr @g_774, align 4
  %319 = sext i32 %318 to i64
  %320 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %319, ptr noundef @.str.43, i32 noundef signext %320)
  %321 = load volatile i32, ptr @g_774, align 4
  %322 = zext i32 %321 to i64
  %323 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %322, ptr noundef @.str.44, i32 noundef signext %323)
  %324 = load volatile i32, ptr @g_774, align 4
  %325 = shl i32 %324, 10
  %326 = ashr i32 %325, 10
  %327 = sext i32 %326 to i64
  %328 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %327, ptr noundef @.str.45, i32 noundef signext %328)
  %329 = load i16, ptr @g_804, align 2
  %330 = zext i16 %329 to i64
  %331 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %330, ptr noundef @.str.46, i32 noundef signext %331)
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
  call void @transparent_crc(i64 noundef %354, ptr noundef @.str.47, i32 noundef signext %355)
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
  call void @transparent_crc(i64 noundef %366, ptr noundef @.str.48, i32 noundef signext %367)
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
  call void @transparent_crc(i64 noundef %380, ptr noundef @.str.49, i32 noundef signext %381)
  %382 = load i32, ptr %9, align 4
  %383 = icmp ne i32 %382, 0
  br i1 %383, label %384, label %389

384:                                              ; preds = %343
  %385 = load i32, ptr %6, align 4
  %386 = load i32, ptr %7, align 4
  %387 = load i32, ptr %8, align 4
  %388 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %385, i32 noundef signext %386, i32 noundef signext %387)
  br label %389

389:                                              ; preds = %384, %343
  br label %390

390:                                              ; preds = %389
  %391 = load i32, ptr %8, align 4
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %8, align 4
  br label %340, !llvm.loop !22

393:                                              ; preds = %340
  br label %394

394:                                              ; preds = %393
  %395 = load i32, ptr %7, align 4
  %396 = add nsw i32 %395, 1
  store i32 %396, ptr %7, align 4
  br label %336, !llvm.loop !23

397:                                              ; preds = %336
  br label %398

398:                                              ; preds = %397
  %399 = load i32, ptr %6, align 4
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr %6, align 4
  br label %332, !llvm.loop !24

401:                                              ; preds = %332
  %402 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 9, ptr noundef @.str.50, i32 noundef signext %402)
  %403 = load i16, ptr @g_819, align 8
  %404 = zext i16 %403 to i64
  %405 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %404, ptr noundef @.str.51, i32 noundef signext %405)
  %406 = load i16, ptr @g_848, align 2
  %407 = sext i16 %406 to i64
  %408 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %407, ptr noundef @.str.52, i32 noundef signext %408)
  %409 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 89, ptr noundef @.str.53, i32 noundef signext %409)
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
  call void @transparent_crc(i64 noundef %418, ptr noundef @.str.54, i32 noundef signext %419)
  %420 = load i32, ptr %9, align 4
  %421 = icmp ne i32 %420, 0
  br i1 %421, label %422, label %425

422:                                              ; preds = %413
  %423 = load i32, ptr %6, align 4
  %424 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext %423)
  br label %425

425:                                              ; preds = %422, %413
  br label %426

426:                                              ; preds = %425
  %427 = load i32, ptr %6, align 4
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr %6, align 4
  br label %410, !llvm.loop !25

429:                                              ; preds = %410
  %430 = load i8, ptr @g_939, align 1
  %431 = zext i8 %430 to i64
  %432 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %431, ptr noundef @.str.55, i32 noundef signext %432)
  %433 = load i8, ptr @g_993, align 1
  %434 = sext i8 %433 to i64
  %435 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %434, ptr noundef @.str.56, i32 noundef signext %435)
  %436 = load i64, ptr @g_1094, align 8
  %437 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %436, ptr noundef @.str.57, i32 noundef signext %437)
  %438 = load i32, ptr @g_1095, align 8
  %439 = zext i32 %438 to i64
  %440 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %439, ptr noundef @.str.58, i32 noundef signext %440)
  %441 = load i16, ptr @g_1095, align 8
  %442 = zext i16 %441 to i64
  %443 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %442, ptr noundef @.str.59, i32 noundef signext %443)
  %444 = load i16, ptr @g_1244, align 2
  %445 = zext i16 %444 to i64
  %446 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %445, ptr noundef @.str.60, i32 noundef signext %446)
  %447 = load i32, ptr @g_1294, align 4
  %448 = sext i32 %447 to i64
  %449 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %448, ptr noundef @.str.61, i32 noundef signext %449)
  %450 = load volatile i32, ptr @g_1294, align 4
  %451 = zext i32 %450 to i64
  %452 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %451, ptr noundef @.str.62, i32 noundef signext %452)
  %453 = load volatile i32, ptr @g_1294, align 4
  %454 = shl i32 %453, 10
  %455 = ashr i32 %454, 10
  %456 = sext i32 %455 to i64
  %457 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %456, ptr noundef @.str.63, i32 noundef signext %457)
  %458 = load i32, ptr @g_1311, align 4
  %459 = sext i32 %458 to i64
  %460 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %459, ptr noundef @.str.64, i32 noundef signext %460)
  %461 = load i8, ptr @g_1356, align 1
  %462 = sext i8 %461 to i64
  %463 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %462, ptr noundef @.str.65, i32 noundef signext %463)
  %464 = load volatile i32, ptr @g_1362, align 4
  %465 = zext i32 %464 to i64
  %466 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %465, ptr noundef @.str.66, i32 noundef signext %466)
  %467 = load i32, ptr @g_1393, align 4
  %468 = sext i32 %467 to i64
  %469 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %468, ptr noundef @.str.67, i32 noundef signext %469)
  %470 = load volatile i32, ptr @g_1393, align 4
  %471 = zext i32 %470 to i64
  %472 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %471, ptr noundef @.str.68, i32 noundef signext %472)
  %473 = load volatile i32, ptr @g_1393, align 4
  %474 = shl i32 %473, 10
  %475 = ashr i32 %474, 10
  %476 = sext i32 %475 to i64
  %477 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %476, ptr noundef @.str.69, i32 noundef signext %477)
  %478 = load i32, ptr @g_1423, align 4
  %479 = zext i32 %478 to i64
  %480 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %479, ptr noundef @.str.70, i32 noundef signext %480)
  %481 = load i32, ptr @crc32_context, align 4
  %482 = zext i32 %481 to i64
  %483 = xor i64 %482, 4294967295
  %484 = trunc i64 %483 to i32
  %485 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef signext %484, i32 noundef signext %485)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare signext i32 @strcmp(ptr noundef, ptr noundef) #1

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
  br label %10, !llvm.loop !26

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
  br label %5, !llvm.loop !27

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 {
  %1 = alloca i64, align 8
  %2 = alloca [8 x [6 x i16]], align 2
  %3 = alloca [2 x i32], align 4
  %4 = alloca i64, align 8
  %5 = alloca [9 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [6 x %union.U1], align 8
  %12 = alloca [9 x [8 x i32]], align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca [7 x [1 x [8 x i32]]], align 4
  %16 = alloca ptr, align 8
  %17 = alloca [4 x ptr], align 8
  %18 = alloca ptr, align 8
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca [9 x ptr], align 8
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
  %38 = alloca [3 x [10 x ptr]], align 8
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca [9 x i8], align 1
  %45 = alloca [8 x [7 x [4 x i32]]], align 4
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
  %58 = alloca [7 x [9 x [4 x ptr]]], align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca [1 x [4 x ptr]], align 8
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
  %82 = alloca [4 x ptr], align 8
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.func_1.l_2, i64 96, i1 false)
  store i64 -1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.func_1.l_1239, i64 36, i1 false)
  store i32 9, ptr %6, align 4
  store i16 -10, ptr %7, align 2
  store ptr null, ptr %8, align 8
  store ptr %8, ptr %9, align 8
  store ptr %9, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 48, i1 false)
  %95 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 0
  %96 = getelementptr inbounds { i32, [4 x i8] }, ptr %95, i32 0, i32 0
  store i32 -8, ptr %96, align 8
  %97 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 1
  %98 = getelementptr inbounds { i32, [4 x i8] }, ptr %97, i32 0, i32 0
  store i32 -8, ptr %98, align 8
  %99 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 2
  %100 = getelementptr inbounds { i32, [4 x i8] }, ptr %99, i32 0, i32 0
  store i32 -8, ptr %100, align 8
  %101 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 3
  %102 = getelementptr inbounds { i32, [4 x i8] }, ptr %101, i32 0, i32 0
  store i32 -8, ptr %102, align 8
  %103 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 4
  %104 = getelementptr inbounds { i32, [4 x i8] }, ptr %103, i32 0, i32 0
  store i32 -8, ptr %104, align 8
  %105 = getelementptr inbounds [6 x { i32, [4 x i8] }], ptr %11, i32 0, i32 5
  %106 = getelementptr inbounds { i32, [4 x i8] }, ptr %105, i32 0, i32 0
  store i32 -8, ptr %106, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.func_1.l_1422, i64 288, i1 false)
  store i32 -1924133399, ptr %13, align 4
  store i8 -71, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 @__const.func_1.l_1426, i64 224, i1 false)
  store ptr @g_57, ptr %16, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 32, i1 false)
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
  br label %107, !llvm.loop !28

117:                                              ; preds = %107
  store i32 0, ptr @g_6, align 4
  br label %118

118:                                              ; preds = %131, %117
  %119 = load i32, ptr @g_6, align 4
  %120 = icmp sle i32 %119, 5
  br i1 %120, label %121, label %134

121:                                              ; preds = %118
  store ptr @g_8, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 @__const.func_1.l_9, i64 72, i1 false)
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 @__const.func_1.l_1315, i64 240, i1 false)
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
  br label %118, !llvm.loop !29

134:                                              ; preds = %129, %118
  store i64 0, ptr %4, align 8
  br label %135

135:                                              ; preds = %829, %134
  %136 = load i64, ptr %4, align 8
  %137 = icmp sle i64 %136, 0
  br i1 %137, label %138, label %832

138:                                              ; preds = %135
  store i32 -1903397980, ptr %42, align 4
  store ptr @g_236, ptr %43, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %44, ptr align 1 @__const.func_1.l_1371, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 4 @__const.func_1.l_1374, i64 896, i1 false)
  %139 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  store ptr %139, ptr %46, align 8
  store i32 0, ptr @g_6, align 4
  br label %140

140:                                              ; preds = %722, %138
  %141 = load i32, ptr @g_6, align 4
  %142 = icmp sle i32 %141, 0
  br i1 %142, label %143, label %725

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

395:                                              ; preds = %567, %143
  %396 = load i16, ptr @g_83, align 2
  %397 = zext i16 %396 to i32
  %398 = icmp sle i32 %397, 0
  br i1 %398, label %399, label %572

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
  br label %405, !llvm.loop !30

418:                                              ; preds = %405
  br label %419

419:                                              ; preds = %418
  %420 = load i32, ptr %70, align 4
  %421 = add nsw i32 %420, 1
  store i32 %421, ptr %70, align 4
  br label %401, !llvm.loop !31

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
  br label %423, !llvm.loop !32

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
  %450 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %443, i8 noundef zeroext %449)
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
  %468 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext 26, i32 noundef signext %467)
  %469 = sext i8 %468 to i16
  %470 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %471 = load i32, ptr %470, align 4
  %472 = call zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %469, i32 noundef signext %471)
  %473 = zext i16 %472 to i32
  %474 = load i32, ptr %50, align 4
  %475 = icmp sgt i32 %473, %474
  %476 = zext i1 %475 to i32
  %477 = trunc i32 %476 to i16
  %478 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %466, i16 noundef zeroext %477)
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
  %489 = load i32, ptr %488, align 4
  %490 = icmp ne i32 %487, %489
  %491 = zext i1 %490 to i32
  %492 = trunc i32 %491 to i16
  %493 = load ptr, ptr @g_1161, align 8
  %494 = load ptr, ptr %493, align 8
  %495 = load ptr, ptr %494, align 8
  %496 = load i16, ptr %495, align 2
  %497 = sext i16 %496 to i32
  %498 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %492, i32 noundef signext %497)
  %499 = sext i16 %498 to i32
  %500 = load i16, ptr %7, align 2
  %501 = sext i16 %500 to i32
  %502 = or i32 %499, %501
  %503 = sext i32 %502 to i64
  %504 = call i64 @safe_add_func_int64_t_s_s(i64 noundef 1, i64 noundef %503)
  %505 = trunc i64 %504 to i8
  %506 = load ptr, ptr @g_931, align 8
  %507 = load i8, ptr %506, align 1
  %508 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %505, i8 noundef zeroext %507)
  %509 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %508, i8 noundef signext -1)
  %510 = sext i8 %509 to i64
  %511 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %510, i64 noundef -7019713828205553025)
  %512 = trunc i64 %511 to i8
  %513 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %462, i8 noundef zeroext %512)
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
  br i1 true, label %553, label %528

528:                                              ; preds = %517
  %529 = load i32, ptr %42, align 4
  %530 = load i32, ptr %50, align 4
  %531 = load volatile i32, ptr @g_1362, align 4
  %532 = call signext i32 @safe_add_func_uint32_t_u_u(i32 noundef signext %530, i32 noundef signext %531)
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
  %544 = zext i32 %543 to i64
  %545 = and i64 3991410055, %544
  %546 = trunc i64 %545 to i32
  %547 = load i64, ptr %4, align 8
  %548 = trunc i64 %547 to i32
  %549 = call signext i32 @safe_mod_func_uint32_t_u_u(i32 noundef signext %546, i32 noundef signext %548)
  %550 = icmp eq i32 %541, %549
  %551 = zext i1 %550 to i32
  %552 = icmp sge i32 %533, %551
  br label %553

553:                                              ; preds = %528, %517
  %554 = phi i1 [ true, %517 ], [ %552, %528 ]
  %555 = zext i1 %554 to i32
  %556 = trunc i32 %555 to i8
  %557 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %556, i32 noundef signext 5)
  %558 = zext i8 %557 to i32
  %559 = call signext i32 @safe_mod_func_uint32_t_u_u(i32 noundef signext %525, i32 noundef signext %558)
  %560 = trunc i32 %559 to i16
  %561 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %560, i32 noundef signext 0)
  %562 = sext i16 %561 to i32
  %563 = load volatile ptr, ptr @g_1370, align 8
  store i32 %562, ptr %563, align 4
  %564 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %565 = load i8, ptr %564, align 1
  %566 = zext i8 %565 to i64
  store i64 %566, ptr %1, align 8
  br label %1115

567:                                              ; No predecessors!
  %568 = load i16, ptr @g_83, align 2
  %569 = zext i16 %568 to i32
  %570 = add nsw i32 %569, 1
  %571 = trunc i32 %570 to i16
  store i16 %571, ptr @g_83, align 2
  br label %395, !llvm.loop !33

572:                                              ; preds = %395
  store i32 0, ptr @g_351, align 4
  br label %573

573:                                              ; preds = %584, %572
  %574 = load i32, ptr @g_351, align 4
  %575 = icmp ule i32 %574, 3
  br i1 %575, label %576, label %587

576:                                              ; preds = %573
  %577 = load i64, ptr %4, align 8
  %578 = getelementptr inbounds [8 x [6 x i16]], ptr %2, i64 0, i64 %577
  %579 = load i64, ptr %4, align 8
  %580 = add nsw i64 %579, 3
  %581 = getelementptr inbounds [6 x i16], ptr %578, i64 0, i64 %580
  %582 = load i16, ptr %581, align 2
  %583 = zext i16 %582 to i64
  store i64 %583, ptr %1, align 8
  br label %1115

584:                                              ; No predecessors!
  %585 = load i32, ptr @g_351, align 4
  %586 = add i32 %585, 1
  store i32 %586, ptr @g_351, align 4
  br label %573, !llvm.loop !34

587:                                              ; preds = %573
  %588 = load i8, ptr @g_1356, align 1
  %589 = sext i8 %588 to i32
  %590 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %45, i64 0, i64 0
  %591 = getelementptr inbounds [7 x [4 x i32]], ptr %590, i64 0, i64 4
  %592 = getelementptr inbounds [4 x i32], ptr %591, i64 0, i64 0
  %593 = load i32, ptr %592, align 4
  %594 = xor i32 %593, %589
  store i32 %594, ptr %592, align 4
  %595 = sext i32 %594 to i64
  %596 = icmp sgt i64 63, %595
  %597 = zext i1 %596 to i32
  %598 = trunc i32 %597 to i16
  %599 = load ptr, ptr @g_108, align 8
  %600 = load i16, ptr %599, align 2
  %601 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %598, i16 noundef signext %600)
  %602 = sext i16 %601 to i32
  %603 = icmp ne i32 %602, 0
  br i1 %603, label %642, label %604

604:                                              ; preds = %587
  %605 = load i32, ptr %42, align 4
  %606 = load ptr, ptr %55, align 8
  store ptr null, ptr %606, align 8
  %607 = call zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext -1)
  %608 = zext i16 %607 to i32
  %609 = icmp ult i32 %605, %608
  %610 = zext i1 %609 to i32
  %611 = load ptr, ptr @g_931, align 8
  %612 = load i8, ptr %611, align 1
  %613 = call zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext %612)
  %614 = zext i8 %613 to i32
  %615 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %616 = load i8, ptr %615, align 1
  %617 = load i32, ptr %50, align 4
  %618 = trunc i32 %617 to i8
  %619 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %616, i8 noundef signext %618)
  %620 = sext i8 %619 to i16
  %621 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %45, i64 0, i64 0
  %622 = getelementptr inbounds [7 x [4 x i32]], ptr %621, i64 0, i64 4
  %623 = getelementptr inbounds [4 x i32], ptr %622, i64 0, i64 0
  %624 = load i32, ptr %623, align 4
  %625 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %620, i32 noundef signext %624)
  %626 = sext i16 %625 to i64
  %627 = icmp ne i64 %626, 7
  %628 = zext i1 %627 to i32
  %629 = or i32 %614, %628
  %630 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %631 = load i32, ptr %630, align 4
  %632 = icmp sge i32 %629, %631
  %633 = zext i1 %632 to i32
  %634 = getelementptr inbounds [8 x [6 x i16]], ptr %2, i64 0, i64 6
  %635 = getelementptr inbounds [6 x i16], ptr %634, i64 0, i64 4
  %636 = load i16, ptr %635, align 2
  %637 = zext i16 %636 to i32
  %638 = and i32 %633, %637
  %639 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %640 = load i32, ptr %639, align 4
  %641 = icmp uge i32 %638, %640
  br label %642

642:                                              ; preds = %604, %587
  %643 = phi i1 [ true, %587 ], [ %641, %604 ]
  %644 = zext i1 %643 to i32
  %645 = load ptr, ptr %56, align 8
  %646 = load i32, ptr %645, align 4
  %647 = or i32 %646, %644
  store i32 %647, ptr %645, align 4
  %648 = load ptr, ptr %57, align 8
  store ptr %648, ptr @g_1389, align 8
  %649 = load ptr, ptr @g_1161, align 8
  %650 = load ptr, ptr %649, align 8
  %651 = icmp ne ptr %648, %650
  br i1 %651, label %652, label %655

652:                                              ; preds = %642
  store i32 0, ptr %74, align 4
  %653 = load i32, ptr %74, align 4
  %654 = load ptr, ptr %56, align 8
  store i32 %653, ptr %654, align 4
  br label %721

655:                                              ; preds = %642
  store i64 3066011973326214456, ptr %75, align 8
  %656 = load i32, ptr %42, align 4
  %657 = trunc i32 %656 to i8
  %658 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %657, i32 noundef signext 0)
  %659 = sext i8 %658 to i64
  %660 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %661 = load i8, ptr %660, align 1
  %662 = zext i8 %661 to i32
  %663 = sext i32 %662 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %76, ptr align 4 getelementptr inbounds ([4 x %union.U0], ptr @g_123, i64 0, i64 2), i64 4, i1 true)
  br i1 true, label %664, label %695

664:                                              ; preds = %655
  %665 = load ptr, ptr @g_1161, align 8
  %666 = load ptr, ptr %665, align 8
  %667 = icmp eq ptr %666, null
  %668 = zext i1 %667 to i32
  %669 = sext i32 %668 to i64
  %670 = load i32, ptr %42, align 4
  %671 = load ptr, ptr %10, align 8
  %672 = icmp eq ptr @g_915, %671
  %673 = zext i1 %672 to i32
  %674 = load ptr, ptr @g_931, align 8
  %675 = load i8, ptr %674, align 1
  %676 = zext i8 %675 to i32
  %677 = icmp sge i32 %673, %676
  %678 = zext i1 %677 to i32
  %679 = or i32 %670, %678
  %680 = trunc i32 %679 to i8
  %681 = load i64, ptr %75, align 8
  %682 = trunc i64 %681 to i32
  %683 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %680, i32 noundef signext %682)
  %684 = icmp ne i64 %669, 7
  %685 = zext i1 %684 to i32
  %686 = load volatile ptr, ptr @g_1370, align 8
  %687 = load i32, ptr %686, align 4
  %688 = call signext i32 @safe_add_func_uint32_t_u_u(i32 noundef signext %685, i32 noundef signext %687)
  %689 = icmp ne i32 %688, 0
  br i1 %689, label %690, label %695

690:                                              ; preds = %664
  %691 = load ptr, ptr @g_237, align 8
  %692 = load i8, ptr %691, align 1
  %693 = sext i8 %692 to i32
  %694 = icmp ne i32 %693, 0
  br label %695

695:                                              ; preds = %690, %664, %655
  %696 = phi i1 [ false, %664 ], [ false, %655 ], [ %694, %690 ]
  %697 = zext i1 %696 to i32
  %698 = sext i32 %697 to i64
  %699 = load ptr, ptr @g_916, align 8
  %700 = load i64, ptr %699, align 8
  %701 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %698, i64 noundef %700)
  %702 = icmp ne i64 %663, %701
  br i1 %702, label %703, label %710

703:                                              ; preds = %695
  %704 = load ptr, ptr @g_1161, align 8
  %705 = load ptr, ptr %704, align 8
  %706 = load ptr, ptr %705, align 8
  %707 = load i16, ptr %706, align 2
  %708 = sext i16 %707 to i32
  %709 = icmp ne i32 %708, 0
  br i1 %709, label %714, label %710

710:                                              ; preds = %703, %695
  %711 = load ptr, ptr %56, align 8
  %712 = load i32, ptr %711, align 4
  %713 = icmp ne i32 %712, 0
  br label %714

714:                                              ; preds = %710, %703
  %715 = phi i1 [ true, %703 ], [ %713, %710 ]
  %716 = zext i1 %715 to i32
  %717 = load i64, ptr %75, align 8
  %718 = xor i64 %659, %717
  %719 = trunc i64 %718 to i32
  %720 = load ptr, ptr %56, align 8
  store i32 %719, ptr %720, align 4
  br label %721

721:                                              ; preds = %714, %652
  br label %722

722:                                              ; preds = %721
  %723 = load i32, ptr @g_6, align 4
  %724 = add nsw i32 %723, 1
  store i32 %724, ptr @g_6, align 4
  br label %140, !llvm.loop !35

725:                                              ; preds = %140
  %726 = getelementptr inbounds [8 x [6 x i16]], ptr %2, i64 0, i64 0
  %727 = getelementptr inbounds [6 x i16], ptr %726, i64 0, i64 4
  %728 = load i16, ptr %727, align 2
  %729 = icmp ne i16 %728, 0
  br i1 %729, label %730, label %731

730:                                              ; preds = %725
  br label %832

731:                                              ; preds = %725
  %732 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %733 = load i8, ptr %732, align 1
  %734 = zext i8 %733 to i32
  %735 = load volatile ptr, ptr @g_1370, align 8
  %736 = load i32, ptr %735, align 4
  %737 = load ptr, ptr @g_1163, align 8
  %738 = load i16, ptr %737, align 2
  %739 = load i32, ptr %42, align 4
  %740 = trunc i32 %739 to i8
  %741 = getelementptr inbounds [9 x i8], ptr %44, i64 0, i64 5
  %742 = load i8, ptr %741, align 1
  %743 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %740, i8 noundef zeroext %742)
  %744 = zext i8 %743 to i32
  %745 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 3
  %746 = load i32, ptr %745, align 4
  %747 = load ptr, ptr %46, align 8
  %748 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %747, ptr align 8 %748, i64 8, i1 false)
  %749 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  %750 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %751 = load i32, ptr %750, align 4
  %752 = sext i32 %751 to i64
  %753 = icmp ne i64 %752, -6
  %754 = zext i1 %753 to i32
  %755 = sext i32 %754 to i64
  %756 = and i64 %755, -151959607056872826
  %757 = load ptr, ptr @g_108, align 8
  %758 = load i16, ptr %757, align 2
  %759 = zext i16 %758 to i64
  %760 = icmp ult i64 %756, %759
  %761 = zext i1 %760 to i32
  %762 = sext i32 %761 to i64
  %763 = icmp sge i64 %762, 4
  %764 = zext i1 %763 to i32
  %765 = icmp ule i32 %746, %764
  %766 = zext i1 %765 to i32
  %767 = sext i32 %766 to i64
  %768 = getelementptr inbounds [9 x [8 x i32]], ptr %12, i64 0, i64 8
  %769 = getelementptr inbounds [8 x i32], ptr %768, i64 0, i64 6
  %770 = load i32, ptr %769, align 4
  %771 = sext i32 %770 to i64
  %772 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %767, i64 noundef %771)
  %773 = trunc i64 %772 to i16
  %774 = load ptr, ptr @g_1161, align 8
  %775 = load ptr, ptr %774, align 8
  %776 = load ptr, ptr %775, align 8
  %777 = load i16, ptr %776, align 2
  %778 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %773, i16 noundef signext %777)
  %779 = sext i16 %778 to i32
  %780 = icmp slt i32 %744, %779
  %781 = zext i1 %780 to i32
  %782 = trunc i32 %781 to i8
  %783 = load i32, ptr @g_1423, align 4
  %784 = trunc i32 %783 to i8
  %785 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %782, i8 noundef signext %784)
  %786 = sext i8 %785 to i32
  %787 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %738, i32 noundef signext %786)
  %788 = load ptr, ptr @g_108, align 8
  %789 = load i16, ptr %788, align 2
  %790 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %787, i16 noundef signext %789)
  %791 = sext i16 %790 to i64
  %792 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef -4631198787926041580, i64 noundef %791)
  %793 = icmp ne i64 %792, 0
  br i1 %793, label %798, label %794

794:                                              ; preds = %731
  %795 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 0
  %796 = load i32, ptr %795, align 4
  %797 = icmp ne i32 %796, 0
  br label %798

798:                                              ; preds = %794, %731
  %799 = phi i1 [ true, %731 ], [ %797, %794 ]
  %800 = zext i1 %799 to i32
  %801 = sext i32 %800 to i64
  %802 = or i64 %801, 6
  %803 = load ptr, ptr @g_1163, align 8
  %804 = load i16, ptr %803, align 2
  %805 = sext i16 %804 to i64
  %806 = or i64 %802, %805
  %807 = load i32, ptr %13, align 4
  %808 = sext i32 %807 to i64
  %809 = icmp ule i64 %806, %808
  %810 = zext i1 %809 to i32
  %811 = load i8, ptr %14, align 1
  %812 = sext i8 %811 to i32
  %813 = icmp slt i32 %736, %812
  %814 = zext i1 %813 to i32
  %815 = sext i32 %814 to i64
  %816 = icmp sge i64 %815, 209
  %817 = zext i1 %816 to i32
  %818 = or i32 %734, %817
  %819 = getelementptr inbounds [7 x [1 x [8 x i32]]], ptr %15, i64 0, i64 4
  %820 = getelementptr inbounds [1 x [8 x i32]], ptr %819, i64 0, i64 0
  %821 = getelementptr inbounds [8 x i32], ptr %820, i64 0, i64 5
  %822 = load i32, ptr %821, align 4
  %823 = and i32 %822, %818
  store i32 %823, ptr %821, align 4
  %824 = load volatile ptr, ptr @g_287, align 8
  %825 = load i32, ptr %824, align 4
  %826 = icmp ne i32 %825, 0
  br i1 %826, label %827, label %828

827:                                              ; preds = %798
  br label %829

828:                                              ; preds = %798
  br label %829

829:                                              ; preds = %828, %827
  %830 = load i64, ptr %4, align 8
  %831 = add nsw i64 %830, 1
  store i64 %831, ptr %4, align 8
  br label %135, !llvm.loop !36

832:                                              ; preds = %730, %135
  %833 = getelementptr inbounds [7 x [1 x [8 x i32]]], ptr %15, i64 0, i64 3
  %834 = getelementptr inbounds [1 x [8 x i32]], ptr %833, i64 0, i64 0
  %835 = getelementptr inbounds [8 x i32], ptr %834, i64 0, i64 5
  %836 = load i32, ptr %835, align 4
  %837 = icmp ne i32 %836, 0
  br i1 %837, label %838, label %1096

838:                                              ; preds = %832
  %839 = load volatile ptr, ptr @g_322, align 8
  %840 = load volatile ptr, ptr %839, align 8
  %841 = load volatile i16, ptr %840, align 2
  %842 = sext i16 %841 to i32
  %843 = icmp ne i32 %842, 0
  br i1 %843, label %844, label %1096

844:                                              ; preds = %838
  %845 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %846 = load i32, ptr %845, align 4
  %847 = trunc i32 %846 to i16
  %848 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext -28496, i16 noundef signext %847)
  %849 = sext i16 %848 to i32
  %850 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 3
  %851 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %852 = load i32, ptr %851, align 4
  %853 = icmp sle i32 %849, %852
  %854 = zext i1 %853 to i32
  %855 = xor i32 %854, -1
  %856 = trunc i32 %855 to i16
  %857 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %856, i32 noundef signext 14)
  %858 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %859 = load i32, ptr %858, align 4
  %860 = trunc i32 %859 to i16
  %861 = load ptr, ptr @g_108, align 8
  store i16 %860, ptr %861, align 2
  %862 = load i16, ptr %7, align 2
  %863 = sext i16 %862 to i64
  %864 = icmp eq i64 2778324383, %863
  %865 = zext i1 %864 to i32
  %866 = trunc i32 %865 to i16
  %867 = call signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %866)
  %868 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %860, i16 noundef zeroext %867)
  %869 = zext i16 %868 to i32
  %870 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 1
  %871 = load i32, ptr %870, align 4
  %872 = or i32 %869, %871
  %873 = zext i32 %872 to i64
  %874 = load ptr, ptr @g_1321, align 8
  %875 = load volatile ptr, ptr %874, align 8
  %876 = load volatile i64, ptr %875, align 8
  %877 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %873, i64 noundef %876)
  %878 = icmp sle i64 5890, %877
  %879 = zext i1 %878 to i32
  %880 = load ptr, ptr %16, align 8
  store i32 %879, ptr %880, align 4
  %881 = sext i32 %879 to i64
  %882 = icmp sle i64 %881, -8
  br i1 %882, label %883, label %1096

883:                                              ; preds = %844
  store i32 -533962411, ptr %77, align 4
  store i32 1, ptr %78, align 4
  store i32 0, ptr @g_6, align 4
  br label %884

884:                                              ; preds = %1092, %883
  %885 = load i32, ptr @g_6, align 4
  %886 = icmp sle i32 %885, -26
  br i1 %886, label %887, label %1095

887:                                              ; preds = %884
  store i32 0, ptr %79, align 4
  store ptr @g_1185, ptr %80, align 8
  store ptr @g_236, ptr %81, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %82, i8 0, i64 32, i1 false)
  %888 = getelementptr inbounds [9 x [8 x i32]], ptr %12, i64 0, i64 8
  %889 = getelementptr inbounds [8 x i32], ptr %888, i64 0, i64 6
  store ptr %889, ptr %83, align 8
  store ptr @g_8, ptr %84, align 8
  store ptr %13, ptr %85, align 8
  store i8 3, ptr @g_993, align 1
  br label %890

890:                                              ; preds = %1008, %887
  %891 = load i8, ptr @g_993, align 1
  %892 = sext i8 %891 to i32
  %893 = icmp sge i32 %892, 0
  br i1 %893, label %894, label %1013

894:                                              ; preds = %890
  %895 = getelementptr inbounds [4 x ptr], ptr %17, i64 0, i64 0
  store ptr %895, ptr %87, align 8
  store i32 1, ptr %88, align 4
  store ptr @g_804, ptr %89, align 8
  store ptr @g_344, ptr %90, align 8
  store i64 -7, ptr %91, align 8
  store ptr %13, ptr %92, align 8
  %896 = getelementptr inbounds [4 x ptr], ptr %17, i64 0, i64 2
  %897 = load ptr, ptr %896, align 8
  %898 = load ptr, ptr %87, align 8
  store ptr %897, ptr %898, align 8
  %899 = load i32, ptr %88, align 4
  %900 = icmp ne i32 %899, 0
  br i1 %900, label %901, label %902

901:                                              ; preds = %894
  br label %1013

902:                                              ; preds = %894
  %903 = load ptr, ptr %89, align 8
  %904 = icmp eq ptr null, %903
  %905 = zext i1 %904 to i32
  %906 = sext i32 %905 to i64
  %907 = load volatile ptr, ptr @g_915, align 8
  %908 = load ptr, ptr %907, align 8
  %909 = load i64, ptr %908, align 8
  %910 = load ptr, ptr %90, align 8
  %911 = load i32, ptr %910, align 4
  %912 = add i32 %911, -1
  store i32 %912, ptr %910, align 4
  %913 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  %914 = load ptr, ptr %16, align 8
  %915 = load i32, ptr %914, align 4
  %916 = sext i32 %915 to i64
  %917 = load ptr, ptr @g_916, align 8
  %918 = load i64, ptr %917, align 8
  %919 = icmp sle i64 %916, %918
  %920 = zext i1 %919 to i32
  %921 = load ptr, ptr %89, align 8
  %922 = load i16, ptr %921, align 2
  %923 = zext i16 %922 to i32
  %924 = or i32 %923, %920
  %925 = trunc i32 %924 to i16
  store i16 %925, ptr %921, align 2
  %926 = load ptr, ptr %10, align 8
  %927 = load ptr, ptr %926, align 8
  %928 = icmp eq ptr %927, @g_916
  %929 = zext i1 %928 to i32
  %930 = trunc i32 %929 to i16
  %931 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %925, i16 noundef zeroext %930)
  %932 = load ptr, ptr @g_1163, align 8
  %933 = load i16, ptr %932, align 2
  %934 = load ptr, ptr @g_108, align 8
  %935 = load i16, ptr %934, align 2
  %936 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %933, i16 noundef signext %935)
  %937 = sext i16 %936 to i32
  %938 = icmp ne i32 %937, 0
  br i1 %938, label %942, label %939

939:                                              ; preds = %902
  %940 = load i32, ptr %77, align 4
  %941 = icmp ne i32 %940, 0
  br label %942

942:                                              ; preds = %939, %902
  %943 = phi i1 [ true, %902 ], [ %941, %939 ]
  %944 = zext i1 %943 to i32
  %945 = sext i32 %944 to i64
  %946 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %945)
  %947 = trunc i64 %946 to i16
  %948 = load ptr, ptr %16, align 8
  %949 = load i32, ptr %948, align 4
  %950 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %947, i32 noundef signext %949)
  %951 = zext i16 %950 to i64
  %952 = load ptr, ptr @g_916, align 8
  %953 = load i64, ptr %952, align 8
  %954 = or i64 %951, %953
  %955 = icmp ne i64 %954, 0
  %956 = xor i1 %955, true
  %957 = zext i1 %956 to i32
  %958 = load i32, ptr %79, align 4
  %959 = icmp eq i32 %957, %958
  %960 = zext i1 %959 to i32
  %961 = sext i32 %960 to i64
  %962 = and i64 %961, 8093810531102167907
  %963 = icmp ule i64 4294967286, %962
  %964 = zext i1 %963 to i32
  %965 = sext i32 %964 to i64
  %966 = and i64 3, %965
  %967 = load ptr, ptr @g_916, align 8
  %968 = load i64, ptr %967, align 8
  %969 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %966, i64 noundef %968)
  %970 = and i64 %909, %969
  %971 = icmp sge i64 %906, %970
  %972 = zext i1 %971 to i32
  %973 = load i32, ptr %77, align 4
  %974 = icmp sgt i32 %972, %973
  %975 = zext i1 %974 to i32
  %976 = sext i32 %975 to i64
  %977 = icmp ult i64 %976, -5682765330524976840
  %978 = zext i1 %977 to i32
  %979 = sext i32 %978 to i64
  %980 = icmp sle i64 %979, 0
  %981 = zext i1 %980 to i32
  %982 = load i32, ptr %79, align 4
  %983 = trunc i32 %982 to i16
  %984 = load ptr, ptr @g_108, align 8
  %985 = load i16, ptr %984, align 2
  %986 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %983, i16 noundef zeroext %985)
  %987 = zext i16 %986 to i64
  %988 = icmp eq i64 %987, 75
  br i1 %988, label %994, label %989

989:                                              ; preds = %942
  %990 = load volatile ptr, ptr @g_915, align 8
  %991 = load ptr, ptr %990, align 8
  %992 = load i64, ptr %991, align 8
  %993 = icmp ne i64 %992, 0
  br label %994

994:                                              ; preds = %989, %942
  %995 = phi i1 [ true, %942 ], [ %993, %989 ]
  %996 = zext i1 %995 to i32
  %997 = trunc i32 %996 to i8
  %998 = load i64, ptr %91, align 8
  %999 = trunc i64 %998 to i8
  %1000 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %997, i8 noundef signext %999)
  %1001 = sext i8 %1000 to i32
  %1002 = load ptr, ptr %92, align 8
  %1003 = load i32, ptr %1002, align 4
  %1004 = or i32 %1003, %1001
  store i32 %1004, ptr %1002, align 4
  %1005 = load ptr, ptr %92, align 8
  %1006 = load i32, ptr %1005, align 4
  %1007 = load ptr, ptr %92, align 8
  store i32 %1006, ptr %1007, align 4
  br label %1008

1008:                                             ; preds = %994
  %1009 = load i8, ptr @g_993, align 1
  %1010 = sext i8 %1009 to i32
  %1011 = sub nsw i32 %1010, 1
  %1012 = trunc i32 %1011 to i8
  store i8 %1012, ptr @g_993, align 1
  br label %890, !llvm.loop !37

1013:                                             ; preds = %901, %890
  %1014 = load ptr, ptr %18, align 8
  %1015 = load ptr, ptr %80, align 8
  store ptr %1014, ptr %1015, align 8
  store ptr @g_236, ptr @g_1469, align 8
  %1016 = icmp eq ptr %1014, @g_236
  %1017 = zext i1 %1016 to i32
  %1018 = load ptr, ptr %16, align 8
  %1019 = load i32, ptr %1018, align 4
  %1020 = and i32 %1019, %1017
  store i32 %1020, ptr %1018, align 4
  %1021 = getelementptr inbounds [6 x %union.U1], ptr %11, i64 0, i64 1
  %1022 = load volatile ptr, ptr @g_907, align 8
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load i32, ptr %1023, align 4
  %1025 = load ptr, ptr %16, align 8
  %1026 = load i32, ptr %1025, align 4
  %1027 = load i32, ptr %79, align 4
  %1028 = zext i32 %1027 to i64
  %1029 = load i32, ptr @g_375, align 4
  %1030 = and i64 %1028, 0
  %1031 = trunc i64 %1030 to i16
  %1032 = call signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %1031)
  %1033 = load ptr, ptr %16, align 8
  %1034 = load i32, ptr %1033, align 4
  %1035 = load i32, ptr %77, align 4
  %1036 = trunc i32 %1035 to i16
  %1037 = load ptr, ptr %16, align 8
  %1038 = load i32, ptr %1037, align 4
  %1039 = trunc i32 %1038 to i16
  %1040 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %1036, i16 noundef signext %1039)
  %1041 = sext i16 %1040 to i32
  %1042 = call signext i32 @safe_div_func_uint32_t_u_u(i32 noundef signext %1034, i32 noundef signext %1041)
  store i32 %1042, ptr %6, align 4
  %1043 = call signext i32 @safe_sub_func_int32_t_s_s(i32 noundef signext %1042, i32 noundef signext 628122313)
  %1044 = trunc i32 %1043 to i8
  %1045 = load ptr, ptr %16, align 8
  %1046 = load i32, ptr %1045, align 4
  %1047 = trunc i32 %1046 to i8
  %1048 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %1044, i8 noundef zeroext %1047)
  %1049 = zext i8 %1048 to i32
  %1050 = load i32, ptr %79, align 4
  %1051 = icmp ugt i32 %1049, %1050
  %1052 = zext i1 %1051 to i32
  %1053 = call signext i32 @safe_sub_func_uint32_t_u_u(i32 noundef signext %1026, i32 noundef signext %1052)
  %1054 = trunc i32 %1053 to i16
  %1055 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %1054, i16 noundef zeroext 7)
  %1056 = trunc i16 %1055 to i8
  %1057 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %1056, i32 noundef signext 7)
  %1058 = zext i8 %1057 to i32
  %1059 = icmp sgt i32 %1024, %1058
  %1060 = zext i1 %1059 to i32
  %1061 = call signext i32 @safe_sub_func_int32_t_s_s(i32 noundef signext %1060, i32 noundef signext 949984193)
  %1062 = load ptr, ptr %83, align 8
  %1063 = load i32, ptr %1062, align 4
  %1064 = xor i32 %1063, %1061
  store i32 %1064, ptr %1062, align 4
  %1065 = load ptr, ptr %84, align 8
  %1066 = load i32, ptr %1065, align 4
  %1067 = or i32 %1066, %1064
  store i32 %1067, ptr %1065, align 4
  %1068 = icmp ne i32 %1067, 0
  br i1 %1068, label %1073, label %1069

1069:                                             ; preds = %1013
  %1070 = load ptr, ptr %16, align 8
  %1071 = load i32, ptr %1070, align 4
  %1072 = icmp ne i32 %1071, 0
  br label %1073

1073:                                             ; preds = %1069, %1013
  %1074 = phi i1 [ true, %1013 ], [ %1072, %1069 ]
  %1075 = zext i1 %1074 to i32
  %1076 = trunc i32 %1075 to i16
  %1077 = load ptr, ptr @g_1163, align 8
  %1078 = load i16, ptr %1077, align 2
  %1079 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %1076, i16 noundef zeroext %1078)
  %1080 = zext i16 %1079 to i32
  %1081 = call signext i32 @safe_mod_func_int32_t_s_s(i32 noundef signext %1080, i32 noundef signext 25168)
  %1082 = sext i32 %1081 to i64
  %1083 = xor i64 %1082, -8034555570613452113
  %1084 = call signext i32 @safe_div_func_int32_t_s_s(i32 noundef signext 0, i32 noundef signext -943196315)
  %1085 = load i32, ptr %78, align 4
  %1086 = xor i32 %1085, %1084
  store i32 %1086, ptr %78, align 4
  %1087 = load ptr, ptr %85, align 8
  %1088 = load i32, ptr %1087, align 4
  %1089 = or i32 %1088, %1086
  store i32 %1089, ptr %1087, align 4
  %1090 = load i32, ptr %77, align 4
  %1091 = sext i32 %1090 to i64
  store i64 %1091, ptr %1, align 8
  br label %1115

1092:                                             ; No predecessors!
  %1093 = load i32, ptr @g_6, align 4
  %1094 = add nsw i32 %1093, -1
  store i32 %1094, ptr @g_6, align 4
  br label %884, !llvm.loop !38

1095:                                             ; preds = %884
  br label %1110

1096:                                             ; preds = %844, %838, %832
  store i32 -1, ptr %94, align 4
  %1097 = load i32, ptr %94, align 4
  %1098 = load i32, ptr %20, align 4
  %1099 = and i32 %1098, %1097
  store i32 %1099, ptr %20, align 4
  %1100 = icmp ne i32 %1099, 0
  %1101 = xor i1 %1100, true
  %1102 = zext i1 %1101 to i32
  %1103 = sext i32 %1102 to i64
  %1104 = icmp sge i64 33303, %1103
  %1105 = zext i1 %1104 to i32
  %1106 = sext i32 %1105 to i64
  %1107 = icmp sge i64 1, %1106
  %1108 = zext i1 %1107 to i32
  %1109 = load ptr, ptr %16, align 8
  store i32 %1108, ptr %1109, align 4
  br label %1110

1110:                                             ; preds = %1096, %1095
  %1111 = load volatile ptr, ptr @g_1503, align 8
  store ptr %6, ptr %1111, align 8
  %1112 = load ptr, ptr %16, align 8
  %1113 = load i32, ptr %1112, align 4
  %1114 = sext i32 %1113 to i64
  store i64 %1114, ptr %1, align 8
  br label %1115

1115:                                             ; preds = %1110, %1073, %576, %553
  %1116 = load i64, ptr %1, align 8
  ret i64 %1116
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) #0 {
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
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.71, ptr noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.76, i32 noundef signext %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
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
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
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
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
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
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
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
define internal zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef signext %1) #0 {
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
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @safe_mod_func_uint32_t_u_u(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @safe_add_func_uint32_t_u_u(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
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
define internal zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
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
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
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
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
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
define internal signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
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
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @safe_div_func_int32_t_s_s(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @safe_mod_func_int32_t_s_s(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @safe_sub_func_int32_t_s_s(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef signext %1) #0 {
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
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
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
define internal signext i32 @safe_sub_func_uint32_t_u_u(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
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
define internal signext i32 @safe_div_func_uint32_t_u_u(i32 noundef signext %0, i32 noundef signext %1) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
