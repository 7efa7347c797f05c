; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.U0 = type { i32 }
%union.U1 = type { ptr }

@g_3 = internal global i32 9, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_4 = internal global i32 -1, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_5 = internal global i32 1731367621, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_11 = internal global i8 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1
@g_12 = internal unnamed_addr global i32 41479743, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"g_37\00", align 1
@g_57 = internal global [3 x [7 x i32]] [[7 x i32] [i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917, i32 -1156808917], [7 x i32] [i32 8, i32 0, i32 8, i32 0, i32 8, i32 0, i32 8], [7 x i32] [i32 1, i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917]], align 4
@.str.10 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1
@g_78 = internal unnamed_addr constant [4 x [10 x [6 x i16]]] [[10 x [6 x i16]] [[6 x i16] [i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994, i16 -1], [6 x i16] [i16 1, i16 -1, i16 -22789, i16 0, i16 32299, i16 -20758], [6 x i16] [i16 -5, i16 -2, i16 0, i16 -1, i16 3074, i16 -20758], [6 x i16] [i16 2323, i16 18994, i16 -22789, i16 -32102, i16 -15116, i16 -1], [6 x i16] [i16 3074, i16 -13105, i16 -21013, i16 -21013, i16 -13105, i16 3074], [6 x i16] [i16 -1, i16 -15116, i16 -32102, i16 -22789, i16 18994, i16 2323], [6 x i16] [i16 -20758, i16 3074, i16 -1, i16 0, i16 -2, i16 -5], [6 x i16] [i16 -20758, i16 32299, i16 0, i16 -22789, i16 -1, i16 1], [6 x i16] [i16 -1, i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994], [6 x i16] [i16 3074, i16 -31445, i16 0, i16 -32102, i16 -23142, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 2323, i16 -22789, i16 -4554, i16 -1, i16 18994, i16 7191], [6 x i16] [i16 -5, i16 -22789, i16 -15116, i16 0, i16 -23142, i16 -3], [6 x i16] [i16 1, i16 -31445, i16 0, i16 26283, i16 26283, i16 0], [6 x i16] [i16 18994, i16 18994, i16 3074, i16 0, i16 -1, i16 15517], [6 x i16] [i16 3074, i16 32299, i16 -7011, i16 -4554, i16 -2, i16 3074], [6 x i16] [i16 7191, i16 3074, i16 -7011, i16 -15116, i16 18994, i16 15517], [6 x i16] [i16 -3, i16 -15116, i16 3074, i16 0, i16 -13105, i16 0], [6 x i16] [i16 0, i16 -13105, i16 0, i16 3074, i16 -15116, i16 -3], [6 x i16] [i16 15517, i16 18994, i16 -15116, i16 -7011, i16 3074, i16 7191], [6 x i16] [i16 3074, i16 -2, i16 -4554, i16 -7011, i16 32299, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 15517, i16 -1, i16 0, i16 3074, i16 18994, i16 18994], [6 x i16] [i16 -4554, i16 0, i16 0, i16 -4554, i16 -1, i16 -32102], [6 x i16] [i16 -7011, i16 15517, i16 -4554, i16 1, i16 -20758, i16 0], [6 x i16] [i16 -22789, i16 3074, i16 -3, i16 -31445, i16 -20758, i16 -1], [6 x i16] [i16 -5, i16 15517, i16 -2, i16 32299, i16 -1, i16 -5], [6 x i16] [i16 3074, i16 0, i16 -13105, i16 0, i16 3074, i16 -15116], [6 x i16] [i16 -32102, i16 -3, i16 -20758, i16 -4554, i16 2323, i16 -21013], [6 x i16] [i16 0, i16 7191, i16 -4554, i16 -3, i16 -5, i16 -21013], [6 x i16] [i16 -1, i16 3074, i16 -20758, i16 -2, i16 1, i16 -15116], [6 x i16] [i16 -5, i16 18994, i16 -13105, i16 -13105, i16 18994, i16 -5]], [10 x [6 x i16]] [[6 x i16] [i16 -15116, i16 1, i16 -2, i16 -20758, i16 3074, i16 -1], [6 x i16] [i16 -21013, i16 -5, i16 -3, i16 -4554, i16 7191, i16 0], [6 x i16] [i16 -21013, i16 2323, i16 -4554, i16 -20758, i16 -3, i16 -32102], [6 x i16] [i16 -15116, i16 3074, i16 0, i16 -13105, i16 0, i16 3074], [6 x i16] [i16 -5, i16 -1, i16 32299, i16 -2, i16 15517, i16 -5], [6 x i16] [i16 -1, i16 -20758, i16 -31445, i16 -3, i16 3074, i16 -22789], [6 x i16] [i16 0, i16 -20758, i16 1, i16 -4554, i16 15517, i16 -7011], [6 x i16] [i16 -32102, i16 -1, i16 -4554, i16 0, i16 0, i16 -4554], [6 x i16] [i16 3074, i16 3074, i16 -5, i16 32299, i16 -3, i16 26283], [6 x i16] [i16 -5, i16 2323, i16 -23142, i16 -31445, i16 7191, i16 -5]]], align 2
@.str.13 = private unnamed_addr constant [14 x i8] c"g_78[i][j][k]\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1
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
@g_218 = internal global [1 x i16] [i16 1], align 4
@.str.25 = private unnamed_addr constant [9 x i8] c"g_218[i]\00", align 1
@g_221 = internal unnamed_addr global i64 -4918301790638880606, align 8
@.str.26 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1
@g_238 = internal unnamed_addr global i8 -13, align 4
@.str.27 = private unnamed_addr constant [6 x i8] c"g_238\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_286\00", align 1
@g_324 = internal global i16 1, align 4
@.str.29 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_351\00", align 1
@g_375 = internal global %union.U0 { i32 -612692018 }, align 4
@.str.32 = private unnamed_addr constant [9 x i8] c"g_375.f0\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_375.f1\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"g_375.f2\00", align 1
@.str.35 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f0\00", align 1
@.str.36 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f1\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"g_440\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"g_446\00", align 1
@g_505 = internal global %union.U0 { i32 1 }, align 4
@.str.39 = private unnamed_addr constant [9 x i8] c"g_505.f0\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_505.f1\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_505.f2\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_736[i]\00", align 1
@g_774 = internal global %union.U0 { i32 8 }, align 4
@.str.43 = private unnamed_addr constant [9 x i8] c"g_774.f0\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_774.f1\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_774.f2\00", align 1
@.str.46 = private unnamed_addr constant [6 x i8] c"g_804\00", align 1
@g_808 = internal global [2 x [9 x [9 x %union.U0]]] [[9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 267637041 }, %union.U0 { i32 -2 }, %union.U0 { i32 5 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 614224198 }, %union.U0 { i32 427635085 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1153323207 }, %union.U0 { i32 -10 }, %union.U0 { i32 3 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 872518899 }, %union.U0 zeroinitializer, %union.U0 { i32 1026819223 }, %union.U0 { i32 1697300152 }], [9 x %union.U0] [%union.U0 { i32 -1592013405 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }, %union.U0 { i32 614224198 }, %union.U0 { i32 732498782 }, %union.U0 zeroinitializer, %union.U0 { i32 -5 }, %union.U0 { i32 4 }, %union.U0 { i32 5 }], [9 x %union.U0] [%union.U0 { i32 -580183393 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 142476117 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 3 }, %union.U0 { i32 -5 }, %union.U0 { i32 614224198 }, %union.U0 { i32 3 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 -4 }, %union.U0 { i32 -816428541 }, %union.U0 { i32 -1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 612614761 }, %union.U0 { i32 -1370168271 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1326938740 }, %union.U0 { i32 -1 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 9 }, %union.U0 { i32 -10 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 1841057443 }, %union.U0 { i32 -1 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 1 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 427635085 }, %union.U0 { i32 614224198 }]], [9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 { i32 -1 }, %union.U0 { i32 -580183393 }, %union.U0 { i32 -1 }, %union.U0 { i32 3 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 { i32 -1 }, %union.U0 { i32 1671663977 }, %union.U0 { i32 1 }, %union.U0 { i32 732498782 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 1884221190 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 zeroinitializer, %union.U0 { i32 318175983 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 614224198 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -1326938740 }], [9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 zeroinitializer, %union.U0 { i32 1 }, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 5 }, %union.U0 { i32 5 }, %union.U0 { i32 1709485888 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 4 }, %union.U0 { i32 1 }, %union.U0 { i32 5 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 9 }, %union.U0 { i32 1709485888 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 427635085 }, %union.U0 { i32 5 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 4 }, %union.U0 { i32 1100565088 }, %union.U0 { i32 491792801 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 { i32 -5 }, %union.U0 { i32 1171362464 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -4 }, %union.U0 { i32 732498782 }, %union.U0 { i32 837712906 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 1697300152 }, %union.U0 zeroinitializer, %union.U0 { i32 4 }, %union.U0 { i32 -1 }, %union.U0 { i32 614224198 }, %union.U0 { i32 238481672 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer]]], align 4
@.str.47 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f0\00", align 1
@.str.48 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f1\00", align 1
@.str.49 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f2\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"g_819.f0\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"g_819.f1\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"g_848\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"g_930\00", align 1
@.str.54 = private unnamed_addr constant [9 x i8] c"g_932[i]\00", align 1
@.str.55 = private unnamed_addr constant [6 x i8] c"g_939\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"g_993\00", align 1
@.str.57 = private unnamed_addr constant [7 x i8] c"g_1094\00", align 1
@.str.58 = private unnamed_addr constant [10 x i8] c"g_1095.f0\00", align 1
@.str.59 = private unnamed_addr constant [10 x i8] c"g_1095.f1\00", align 1
@.str.60 = private unnamed_addr constant [7 x i8] c"g_1244\00", align 1
@g_1294 = internal global %union.U0 { i32 7 }, align 4
@.str.61 = private unnamed_addr constant [10 x i8] c"g_1294.f0\00", align 1
@.str.62 = private unnamed_addr constant [10 x i8] c"g_1294.f1\00", align 1
@.str.63 = private unnamed_addr constant [10 x i8] c"g_1294.f2\00", align 1
@.str.64 = private unnamed_addr constant [7 x i8] c"g_1311\00", align 1
@g_1356 = internal global i8 -35, align 4
@.str.65 = private unnamed_addr constant [7 x i8] c"g_1356\00", align 1
@g_1362 = internal global i32 -654347066, align 4
@.str.66 = private unnamed_addr constant [7 x i8] c"g_1362\00", align 1
@g_1393 = internal global %union.U0 zeroinitializer, align 4
@.str.67 = private unnamed_addr constant [10 x i8] c"g_1393.f0\00", align 1
@.str.68 = private unnamed_addr constant [10 x i8] c"g_1393.f1\00", align 1
@.str.69 = private unnamed_addr constant [10 x i8] c"g_1393.f2\00", align 1
@.str.70 = private unnamed_addr constant [7 x i8] c"g_1423\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@g_1353 = internal unnamed_addr global ptr @g_1354, align 8
@g_1370 = internal global ptr getelementptr inbounds (i8, ptr @g_57, i64 80), align 8
@g_1354 = internal global ptr @g_1355, align 8
@g_1355 = internal constant ptr @g_1356, align 8
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_160 = internal global { i32, [4 x i8] } { i32 1, [4 x i8] undef }, align 8
@g_424 = internal unnamed_addr constant [8 x [7 x [4 x { i32, [4 x i8] }]]] [[7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -893493411, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]]], align 8
@.str.76 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !6
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
  store <4 x i32> %63, ptr %64, align 4, !tbaa !10
  %65 = add nuw i64 %22, 4
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %67 = icmp eq i64 %65, 256
  br i1 %67, label %68, label %21, !llvm.loop !12

68:                                               ; preds = %21
  %69 = load i32, ptr @g_12, align 4, !tbaa !10
  %70 = add i32 %69, -1
  store i32 %70, ptr @g_12, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3
  %71 = load i64, ptr @g_221, align 8, !tbaa !16
  %72 = or i64 %71, 1
  store i64 %72, ptr @g_221, align 8, !tbaa !16
  %73 = load volatile i16, ptr @g_218, align 4, !tbaa !18
  %74 = load i8, ptr @g_238, align 4, !tbaa !20
  %75 = xor i8 %74, -92
  store i8 %75, ptr @g_238, align 4, !tbaa !20
  store ptr %3, ptr @g_1353, align 8, !tbaa !6
  %76 = load volatile ptr, ptr @g_1370, align 8, !tbaa !6
  store i32 -1, ptr %76, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3
  %77 = load volatile i32, ptr @g_3, align 4, !tbaa !10
  %78 = sext i32 %77 to i64
  call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.1, i32 noundef %20)
  %79 = load volatile i32, ptr @g_4, align 4, !tbaa !10
  %80 = sext i32 %79 to i64
  call fastcc void @transparent_crc(i64 noundef %80, ptr noundef nonnull @.str.2, i32 noundef %20)
  %81 = load volatile i32, ptr @g_5, align 4, !tbaa !10
  %82 = sext i32 %81 to i64
  call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.3, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.5, i32 noundef %20)
  %83 = load volatile i8, ptr @g_11, align 4, !tbaa !20
  %84 = sext i8 %83 to i64
  call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.6, i32 noundef %20)
  %85 = load i32, ptr @g_12, align 4, !tbaa !10
  %86 = zext i32 %85 to i64
  call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.7, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.8, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.9, i32 noundef %20)
  br label %87

87:                                               ; preds = %68, %144
  %88 = phi i64 [ 0, %68 ], [ %145, %144 ]
  %89 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 0
  %90 = load i32, ptr %89, align 4, !tbaa !10
  %91 = sext i32 %90 to i64
  call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.10, i32 noundef %20)
  br i1 %19, label %92, label %111

92:                                               ; preds = %87
  %93 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1
  %94 = load i32, ptr %93, align 4, !tbaa !10
  %95 = sext i32 %94 to i64
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.10, i32 noundef %20)
  %96 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2
  %97 = load i32, ptr %96, align 4, !tbaa !10
  %98 = sext i32 %97 to i64
  call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.10, i32 noundef %20)
  %99 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3
  %100 = load i32, ptr %99, align 4, !tbaa !10
  %101 = sext i32 %100 to i64
  call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.10, i32 noundef %20)
  %102 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4
  %103 = load i32, ptr %102, align 4, !tbaa !10
  %104 = sext i32 %103 to i64
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.10, i32 noundef %20)
  %105 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5
  %106 = load i32, ptr %105, align 4, !tbaa !10
  %107 = sext i32 %106 to i64
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.10, i32 noundef %20)
  %108 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6
  %109 = load i32, ptr %108, align 4, !tbaa !10
  %110 = sext i32 %109 to i64
  call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.10, i32 noundef %20)
  br label %144

111:                                              ; preds = %87
  %112 = trunc nuw nsw i64 %88 to i32
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %112, i32 noundef 0)
  %114 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1
  %115 = load i32, ptr %114, align 4, !tbaa !10
  %116 = sext i32 %115 to i64
  call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.10, i32 noundef %20)
  %117 = trunc nuw nsw i64 %88 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %117, i32 noundef 1)
  %119 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2
  %120 = load i32, ptr %119, align 4, !tbaa !10
  %121 = sext i32 %120 to i64
  call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.10, i32 noundef %20)
  %122 = trunc nuw nsw i64 %88 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %122, i32 noundef 2)
  %124 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3
  %125 = load i32, ptr %124, align 4, !tbaa !10
  %126 = sext i32 %125 to i64
  call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.10, i32 noundef %20)
  %127 = trunc nuw nsw i64 %88 to i32
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %127, i32 noundef 3)
  %129 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4
  %130 = load i32, ptr %129, align 4, !tbaa !10
  %131 = sext i32 %130 to i64
  call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.10, i32 noundef %20)
  %132 = trunc nuw nsw i64 %88 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %132, i32 noundef 4)
  %134 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5
  %135 = load i32, ptr %134, align 4, !tbaa !10
  %136 = sext i32 %135 to i64
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.10, i32 noundef %20)
  %137 = trunc nuw nsw i64 %88 to i32
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %137, i32 noundef 5)
  %139 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6
  %140 = load i32, ptr %139, align 4, !tbaa !10
  %141 = sext i32 %140 to i64
  call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.10, i32 noundef %20)
  %142 = trunc nuw nsw i64 %88 to i32
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %142, i32 noundef 6)
  br label %144

144:                                              ; preds = %92, %111
  %145 = add nuw nsw i64 %88, 1
  %146 = icmp eq i64 %145, 3
  br i1 %146, label %147, label %87, !llvm.loop !21

147:                                              ; preds = %144
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.12, i32 noundef %20)
  br label %148

148:                                              ; preds = %147, %208
  %149 = phi i64 [ 0, %147 ], [ %209, %208 ]
  %150 = trunc nuw nsw i64 %149 to i32
  %151 = trunc nuw nsw i64 %149 to i32
  %152 = trunc nuw nsw i64 %149 to i32
  %153 = trunc nuw nsw i64 %149 to i32
  %154 = trunc nuw nsw i64 %149 to i32
  %155 = trunc nuw nsw i64 %149 to i32
  br label %156

156:                                              ; preds = %148, %205
  %157 = phi i64 [ 0, %148 ], [ %206, %205 ]
  %158 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 0
  %159 = load i16, ptr %158, align 2, !tbaa !18
  %160 = sext i16 %159 to i64
  call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.13, i32 noundef %20)
  br i1 %19, label %161, label %177

161:                                              ; preds = %156
  %162 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 1
  %163 = load i16, ptr %162, align 2, !tbaa !18
  %164 = sext i16 %163 to i64
  call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.13, i32 noundef %20)
  %165 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 2
  %166 = load i16, ptr %165, align 2, !tbaa !18
  %167 = sext i16 %166 to i64
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.13, i32 noundef %20)
  %168 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 3
  %169 = load i16, ptr %168, align 2, !tbaa !18
  %170 = sext i16 %169 to i64
  call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.13, i32 noundef %20)
  %171 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 4
  %172 = load i16, ptr %171, align 2, !tbaa !18
  %173 = sext i16 %172 to i64
  call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.13, i32 noundef %20)
  %174 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 5
  %175 = load i16, ptr %174, align 2, !tbaa !18
  %176 = sext i16 %175 to i64
  call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.13, i32 noundef %20)
  br label %205

177:                                              ; preds = %156
  %178 = trunc nuw nsw i64 %157 to i32
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150, i32 noundef %178, i32 noundef 0)
  %180 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 1
  %181 = load i16, ptr %180, align 2, !tbaa !18
  %182 = sext i16 %181 to i64
  call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.13, i32 noundef %20)
  %183 = trunc nuw nsw i64 %157 to i32
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %151, i32 noundef %183, i32 noundef 1)
  %185 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 2
  %186 = load i16, ptr %185, align 2, !tbaa !18
  %187 = sext i16 %186 to i64
  call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.13, i32 noundef %20)
  %188 = trunc nuw nsw i64 %157 to i32
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %152, i32 noundef %188, i32 noundef 2)
  %190 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 3
  %191 = load i16, ptr %190, align 2, !tbaa !18
  %192 = sext i16 %191 to i64
  call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.13, i32 noundef %20)
  %193 = trunc nuw nsw i64 %157 to i32
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %153, i32 noundef %193, i32 noundef 3)
  %195 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 4
  %196 = load i16, ptr %195, align 2, !tbaa !18
  %197 = sext i16 %196 to i64
  call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.13, i32 noundef %20)
  %198 = trunc nuw nsw i64 %157 to i32
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %154, i32 noundef %198, i32 noundef 4)
  %200 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 5
  %201 = load i16, ptr %200, align 2, !tbaa !18
  %202 = sext i16 %201 to i64
  call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.13, i32 noundef %20)
  %203 = trunc nuw nsw i64 %157 to i32
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %155, i32 noundef %203, i32 noundef 5)
  br label %205

205:                                              ; preds = %161, %177
  %206 = add nuw nsw i64 %157, 1
  %207 = icmp eq i64 %206, 10
  br i1 %207, label %208, label %156, !llvm.loop !22

208:                                              ; preds = %205
  %209 = add nuw nsw i64 %149, 1
  %210 = icmp eq i64 %209, 4
  br i1 %210, label %211, label %148, !llvm.loop !23

211:                                              ; preds = %208
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %20)
  %212 = load volatile i32, ptr @g_123, align 4, !tbaa !20
  %213 = sext i32 %212 to i64
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.17, i32 noundef %20)
  %214 = load volatile i32, ptr @g_123, align 4, !tbaa !20
  %215 = zext i32 %214 to i64
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.18, i32 noundef %20)
  %216 = load volatile i32, ptr @g_123, align 4
  %217 = shl i32 %216, 10
  %218 = ashr exact i32 %217, 10
  %219 = sext i32 %218 to i64
  call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %222, label %220

220:                                              ; preds = %211
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0)
  br label %222

222:                                              ; preds = %211, %220
  %223 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !tbaa !20
  %224 = sext i32 %223 to i64
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.17, i32 noundef %20)
  %225 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !tbaa !20
  %226 = zext i32 %225 to i64
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.18, i32 noundef %20)
  %227 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4
  %228 = shl i32 %227, 10
  %229 = ashr exact i32 %228, 10
  %230 = sext i32 %229 to i64
  call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %233, label %231

231:                                              ; preds = %222
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1)
  br label %233

233:                                              ; preds = %231, %222
  %234 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !tbaa !20
  %235 = sext i32 %234 to i64
  call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.17, i32 noundef %20)
  %236 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !tbaa !20
  %237 = zext i32 %236 to i64
  call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.18, i32 noundef %20)
  %238 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4
  %239 = shl i32 %238, 10
  %240 = ashr exact i32 %239, 10
  %241 = sext i32 %240 to i64
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %244, label %242

242:                                              ; preds = %233
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2)
  br label %244

244:                                              ; preds = %242, %233
  %245 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !tbaa !20
  %246 = sext i32 %245 to i64
  call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.17, i32 noundef %20)
  %247 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !tbaa !20
  %248 = zext i32 %247 to i64
  call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.18, i32 noundef %20)
  %249 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4
  %250 = shl i32 %249, 10
  %251 = ashr exact i32 %250, 10
  %252 = sext i32 %251 to i64
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %255, label %253

253:                                              ; preds = %244
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 3)
  br label %255

255:                                              ; preds = %253, %244
  %256 = load volatile i32, ptr @g_152, align 4, !tbaa !10
  %257 = sext i32 %256 to i64
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.21, i32 noundef %20)
  %258 = load volatile i64, ptr @g_155, align 8, !tbaa !16
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.22, i32 noundef %20)
  %259 = load volatile i32, ptr @g_160, align 8, !tbaa !20
  %260 = zext i32 %259 to i64
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.23, i32 noundef %20)
  %261 = load volatile i16, ptr @g_160, align 8, !tbaa !20
  %262 = zext i16 %261 to i64
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.24, i32 noundef %20)
  %263 = load volatile i16, ptr @g_218, align 4, !tbaa !18
  %264 = zext i16 %263 to i64
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.25, i32 noundef %20)
  br i1 %19, label %267, label %265

265:                                              ; preds = %255
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0)
  br label %267

267:                                              ; preds = %265, %255
  %268 = load i64, ptr @g_221, align 8, !tbaa !16
  call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.26, i32 noundef %20)
  %269 = load i8, ptr @g_238, align 4, !tbaa !20
  %270 = sext i8 %269 to i64
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.27, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.28, i32 noundef %20)
  %271 = load volatile i16, ptr @g_324, align 4, !tbaa !18
  %272 = sext i16 %271 to i64
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.29, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.30, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1139671712, ptr noundef nonnull @.str.31, i32 noundef %20)
  %273 = load i32, ptr @g_375, align 4, !tbaa !20
  %274 = sext i32 %273 to i64
  call fastcc void @transparent_crc(i64 noundef %274, ptr noundef nonnull @.str.32, i32 noundef %20)
  %275 = load volatile i32, ptr @g_375, align 4, !tbaa !20
  %276 = zext i32 %275 to i64
  call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.33, i32 noundef %20)
  %277 = load volatile i32, ptr @g_375, align 4
  %278 = shl i32 %277, 10
  %279 = ashr exact i32 %278, 10
  %280 = sext i32 %279 to i64
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.34, i32 noundef %20)
  br label %281

281:                                              ; preds = %267, %335
  %282 = phi i64 [ 0, %267 ], [ %336, %335 ]
  %283 = trunc nuw nsw i64 %282 to i32
  %284 = trunc nuw nsw i64 %282 to i32
  %285 = trunc nuw nsw i64 %282 to i32
  %286 = trunc nuw nsw i64 %282 to i32
  br label %287

287:                                              ; preds = %281, %332
  %288 = phi i64 [ 0, %281 ], [ %333, %332 ]
  %289 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 0
  %290 = load i32, ptr %289, align 8, !tbaa !20
  %291 = zext i32 %290 to i64
  call fastcc void @transparent_crc(i64 noundef %291, ptr noundef nonnull @.str.35, i32 noundef %20)
  %292 = load i16, ptr %289, align 8, !tbaa !20
  %293 = zext i16 %292 to i64
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.36, i32 noundef %20)
  br i1 %19, label %304, label %294

294:                                              ; preds = %287
  %295 = trunc nuw nsw i64 %288 to i32
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %283, i32 noundef %295, i32 noundef 0)
  %297 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 1
  %298 = load i32, ptr %297, align 8, !tbaa !20
  %299 = zext i32 %298 to i64
  call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.35, i32 noundef %20)
  %300 = load i16, ptr %297, align 8, !tbaa !20
  %301 = zext i16 %300 to i64
  call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.36, i32 noundef %20)
  %302 = trunc nuw nsw i64 %288 to i32
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %284, i32 noundef %302, i32 noundef 1)
  br label %310

304:                                              ; preds = %287
  %305 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 1
  %306 = load i32, ptr %305, align 8, !tbaa !20
  %307 = zext i32 %306 to i64
  call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.35, i32 noundef %20)
  %308 = load i16, ptr %305, align 8, !tbaa !20
  %309 = zext i16 %308 to i64
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.36, i32 noundef %20)
  br label %310

310:                                              ; preds = %304, %294
  %311 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 2
  %312 = load i32, ptr %311, align 8, !tbaa !20
  %313 = zext i32 %312 to i64
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.35, i32 noundef %20)
  %314 = load i16, ptr %311, align 8, !tbaa !20
  %315 = zext i16 %314 to i64
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.36, i32 noundef %20)
  br i1 %19, label %326, label %316

316:                                              ; preds = %310
  %317 = trunc nuw nsw i64 %288 to i32
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %285, i32 noundef %317, i32 noundef 2)
  %319 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 3
  %320 = load i32, ptr %319, align 8, !tbaa !20
  %321 = zext i32 %320 to i64
  call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.35, i32 noundef %20)
  %322 = load i16, ptr %319, align 8, !tbaa !20
  %323 = zext i16 %322 to i64
  call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.36, i32 noundef %20)
  %324 = trunc nuw nsw i64 %288 to i32
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %286, i32 noundef %324, i32 noundef 3)
  br label %332

326:                                              ; preds = %310
  %327 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 3
  %328 = load i32, ptr %327, align 8, !tbaa !20
  %329 = zext i32 %328 to i64
  call fastcc void @transparent_crc(i64 noundef %329, ptr noundef nonnull @.str.35, i32 noundef %20)
  %330 = load i16, ptr %327, align 8, !tbaa !20
  %331 = zext i16 %330 to i64
  call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.36, i32 noundef %20)
  br label %332

332:                                              ; preds = %326, %316
  %333 = add nuw nsw i64 %288, 1
  %334 = icmp eq i64 %333, 7
  br i1 %334, label %335, label %287, !llvm.loop !24

335:                                              ; preds = %332
  %336 = add nuw nsw i64 %282, 1
  %337 = icmp eq i64 %336, 8
  br i1 %337, label %338, label %281, !llvm.loop !25

338:                                              ; preds = %335
  call fastcc void @transparent_crc(i64 noundef 190, ptr noundef nonnull @.str.37, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -56, ptr noundef nonnull @.str.38, i32 noundef %20)
  %339 = load i32, ptr @g_505, align 4, !tbaa !20
  %340 = sext i32 %339 to i64
  call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.39, i32 noundef %20)
  %341 = load volatile i32, ptr @g_505, align 4, !tbaa !20
  %342 = zext i32 %341 to i64
  call fastcc void @transparent_crc(i64 noundef %342, ptr noundef nonnull @.str.40, i32 noundef %20)
  %343 = load volatile i32, ptr @g_505, align 4
  %344 = shl i32 %343, 10
  %345 = ashr exact i32 %344, 10
  %346 = sext i32 %345 to i64
  call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.41, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  br i1 %19, label %347, label %348

347:                                              ; preds = %338
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  br label %359

348:                                              ; preds = %338
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 9)
  br label %359

359:                                              ; preds = %347, %348
  %360 = load volatile i32, ptr @g_774, align 4, !tbaa !20
  %361 = sext i32 %360 to i64
  call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.43, i32 noundef %20)
  %362 = load volatile i32, ptr @g_774, align 4, !tbaa !20
  %363 = zext i32 %362 to i64
  call fastcc void @transparent_crc(i64 noundef %363, ptr noundef nonnull @.str.44, i32 noundef %20)
  %364 = load volatile i32, ptr @g_774, align 4
  %365 = shl i32 %364, 10
  %366 = ashr exact i32 %365, 10
  %367 = sext i32 %366 to i64
  call fastcc void @transparent_crc(i64 noundef %367, ptr noundef nonnull @.str.45, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 53815, ptr noundef nonnull @.str.46, i32 noundef %20)
  br label %368

368:                                              ; preds = %359, %388
  %369 = phi i64 [ 0, %359 ], [ %389, %388 ]
  %370 = trunc nuw nsw i64 %369 to i32
  br label %371

371:                                              ; preds = %368, %385
  %372 = phi i64 [ 0, %368 ], [ %386, %385 ]
  %373 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 0, i64 %369, i64 %372
  %374 = load i32, ptr %373, align 4, !tbaa !20
  %375 = sext i32 %374 to i64
  call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.47, i32 noundef %20)
  %376 = load volatile i32, ptr %373, align 4, !tbaa !20
  %377 = zext i32 %376 to i64
  call fastcc void @transparent_crc(i64 noundef %377, ptr noundef nonnull @.str.48, i32 noundef %20)
  %378 = load volatile i32, ptr %373, align 4
  %379 = shl i32 %378, 10
  %380 = ashr exact i32 %379, 10
  %381 = sext i32 %380 to i64
  call fastcc void @transparent_crc(i64 noundef %381, ptr noundef nonnull @.str.49, i32 noundef %20)
  br i1 %19, label %385, label %382

382:                                              ; preds = %371
  %383 = trunc nuw nsw i64 %372 to i32
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, i32 noundef %370, i32 noundef %383)
  br label %385

385:                                              ; preds = %371, %382
  %386 = add nuw nsw i64 %372, 1
  %387 = icmp eq i64 %386, 9
  br i1 %387, label %388, label %371, !llvm.loop !26

388:                                              ; preds = %385
  %389 = add nuw nsw i64 %369, 1
  %390 = icmp eq i64 %389, 9
  br i1 %390, label %391, label %368, !llvm.loop !27

391:                                              ; preds = %388, %411
  %392 = phi i64 [ %412, %411 ], [ 0, %388 ]
  %393 = trunc nuw nsw i64 %392 to i32
  br label %394

394:                                              ; preds = %408, %391
  %395 = phi i64 [ 0, %391 ], [ %409, %408 ]
  %396 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 1, i64 %392, i64 %395
  %397 = load i32, ptr %396, align 4, !tbaa !20
  %398 = sext i32 %397 to i64
  call fastcc void @transparent_crc(i64 noundef %398, ptr noundef nonnull @.str.47, i32 noundef %20)
  %399 = load volatile i32, ptr %396, align 4, !tbaa !20
  %400 = zext i32 %399 to i64
  call fastcc void @transparent_crc(i64 noundef %400, ptr noundef nonnull @.str.48, i32 noundef %20)
  %401 = load volatile i32, ptr %396, align 4
  %402 = shl i32 %401, 10
  %403 = ashr exact i32 %402, 10
  %404 = sext i32 %403 to i64
  call fastcc void @transparent_crc(i64 noundef %404, ptr noundef nonnull @.str.49, i32 noundef %20)
  br i1 %19, label %408, label %405

405:                                              ; preds = %394
  %406 = trunc nuw nsw i64 %395 to i32
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1, i32 noundef %393, i32 noundef %406)
  br label %408

408:                                              ; preds = %405, %394
  %409 = add nuw nsw i64 %395, 1
  %410 = icmp eq i64 %409, 9
  br i1 %410, label %411, label %394, !llvm.loop !26

411:                                              ; preds = %408
  %412 = add nuw nsw i64 %392, 1
  %413 = icmp eq i64 %412, 9
  br i1 %413, label %414, label %391, !llvm.loop !27

414:                                              ; preds = %411
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.50, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.51, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.52, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 89, ptr noundef nonnull @.str.53, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  br i1 %19, label %415, label %416

415:                                              ; preds = %414
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  br label %424

416:                                              ; preds = %414
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  %418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 6)
  br label %424

424:                                              ; preds = %415, %416
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.55, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.56, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.57, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 962150901, ptr noundef nonnull @.str.58, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 16885, ptr noundef nonnull @.str.59, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 51544, ptr noundef nonnull @.str.60, i32 noundef %20)
  %425 = load i32, ptr @g_1294, align 4, !tbaa !20
  %426 = sext i32 %425 to i64
  call fastcc void @transparent_crc(i64 noundef %426, ptr noundef nonnull @.str.61, i32 noundef %20)
  %427 = load volatile i32, ptr @g_1294, align 4, !tbaa !20
  %428 = zext i32 %427 to i64
  call fastcc void @transparent_crc(i64 noundef %428, ptr noundef nonnull @.str.62, i32 noundef %20)
  %429 = load volatile i32, ptr @g_1294, align 4
  %430 = shl i32 %429, 10
  %431 = ashr exact i32 %430, 10
  %432 = sext i32 %431 to i64
  call fastcc void @transparent_crc(i64 noundef %432, ptr noundef nonnull @.str.63, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.64, i32 noundef %20)
  %433 = load i8, ptr @g_1356, align 4, !tbaa !20
  %434 = sext i8 %433 to i64
  call fastcc void @transparent_crc(i64 noundef %434, ptr noundef nonnull @.str.65, i32 noundef %20)
  %435 = load volatile i32, ptr @g_1362, align 4, !tbaa !10
  %436 = zext i32 %435 to i64
  call fastcc void @transparent_crc(i64 noundef %436, ptr noundef nonnull @.str.66, i32 noundef %20)
  %437 = load i32, ptr @g_1393, align 4, !tbaa !20
  %438 = sext i32 %437 to i64
  call fastcc void @transparent_crc(i64 noundef %438, ptr noundef nonnull @.str.67, i32 noundef %20)
  %439 = load volatile i32, ptr @g_1393, align 4, !tbaa !20
  %440 = zext i32 %439 to i64
  call fastcc void @transparent_crc(i64 noundef %440, ptr noundef nonnull @.str.68, i32 noundef %20)
  %441 = load volatile i32, ptr @g_1393, align 4
  %442 = shl i32 %441, 10
  %443 = ashr exact i32 %442, 10
  %444 = sext i32 %443 to i64
  call fastcc void @transparent_crc(i64 noundef %444, ptr noundef nonnull @.str.69, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.70, i32 noundef %20)
  %445 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %446 = xor i32 %445, -1
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, i32 noundef %446)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !10
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !10
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !10
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !10
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !10
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
