; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@g_11 = internal global i8 0, align 1
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
@g_218 = internal global [1 x i16] [i16 1], align 2
@.str.25 = private unnamed_addr constant [9 x i8] c"g_218[i]\00", align 1
@g_221 = internal unnamed_addr global i64 -4918301790638880606, align 8
@.str.26 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1
@g_238 = internal unnamed_addr global i8 -13, align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_238\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_286\00", align 1
@g_324 = internal global i16 1, align 2
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
@g_1356 = internal global i8 -35, align 1
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
  %68 = load i32, ptr @g_12, align 4, !tbaa !13
  %69 = add i32 %68, -1
  store i32 %69, ptr @g_12, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3
  %70 = load i64, ptr @g_221, align 8, !tbaa !17
  %71 = or i64 %70, 1
  store i64 %71, ptr @g_221, align 8, !tbaa !17
  %72 = load volatile i16, ptr @g_218, align 2, !tbaa !19
  %73 = load i8, ptr @g_238, align 1, !tbaa !21
  %74 = xor i8 %73, -92
  store i8 %74, ptr @g_238, align 1, !tbaa !21
  store ptr %3, ptr @g_1353, align 8, !tbaa !9
  %75 = load volatile ptr, ptr @g_1370, align 8, !tbaa !9
  store i32 -1, ptr %75, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3
  %76 = load volatile i32, ptr @g_3, align 4, !tbaa !13
  %77 = sext i32 %76 to i64
  call fastcc void @transparent_crc(i64 noundef %77, ptr noundef nonnull @.str.1, i32 noundef signext %20)
  %78 = load volatile i32, ptr @g_4, align 4, !tbaa !13
  %79 = sext i32 %78 to i64
  call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.2, i32 noundef signext %20)
  %80 = load volatile i32, ptr @g_5, align 4, !tbaa !13
  %81 = sext i32 %80 to i64
  call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.3, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %82 = load volatile i8, ptr @g_11, align 1, !tbaa !21
  %83 = sext i8 %82 to i64
  call fastcc void @transparent_crc(i64 noundef %83, ptr noundef nonnull @.str.6, i32 noundef signext %20)
  %84 = load i32, ptr @g_12, align 4, !tbaa !13
  %85 = zext i32 %84 to i64
  call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.8, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.9, i32 noundef signext %20)
  br label %86

86:                                               ; preds = %67, %143
  %87 = phi i64 [ 0, %67 ], [ %144, %143 ]
  %88 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 0
  %89 = load i32, ptr %88, align 4, !tbaa !13
  %90 = sext i32 %89 to i64
  call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  br i1 %19, label %91, label %110

91:                                               ; preds = %86
  %92 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 1
  %93 = load i32, ptr %92, align 4, !tbaa !13
  %94 = sext i32 %93 to i64
  call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %95 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 2
  %96 = load i32, ptr %95, align 4, !tbaa !13
  %97 = sext i32 %96 to i64
  call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %98 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 3
  %99 = load i32, ptr %98, align 4, !tbaa !13
  %100 = sext i32 %99 to i64
  call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %101 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !13
  %103 = sext i32 %102 to i64
  call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %104 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 5
  %105 = load i32, ptr %104, align 4, !tbaa !13
  %106 = sext i32 %105 to i64
  call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %107 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 6
  %108 = load i32, ptr %107, align 4, !tbaa !13
  %109 = sext i32 %108 to i64
  call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  br label %143

110:                                              ; preds = %86
  %111 = trunc nuw nsw i64 %87 to i32
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %111, i32 noundef signext 0)
  %113 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 1
  %114 = load i32, ptr %113, align 4, !tbaa !13
  %115 = sext i32 %114 to i64
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %116 = trunc nuw nsw i64 %87 to i32
  %117 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %116, i32 noundef signext 1)
  %118 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 2
  %119 = load i32, ptr %118, align 4, !tbaa !13
  %120 = sext i32 %119 to i64
  call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %121 = trunc nuw nsw i64 %87 to i32
  %122 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %121, i32 noundef signext 2)
  %123 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 3
  %124 = load i32, ptr %123, align 4, !tbaa !13
  %125 = sext i32 %124 to i64
  call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %126 = trunc nuw nsw i64 %87 to i32
  %127 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %126, i32 noundef signext 3)
  %128 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 4
  %129 = load i32, ptr %128, align 4, !tbaa !13
  %130 = sext i32 %129 to i64
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %131 = trunc nuw nsw i64 %87 to i32
  %132 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %131, i32 noundef signext 4)
  %133 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 5
  %134 = load i32, ptr %133, align 4, !tbaa !13
  %135 = sext i32 %134 to i64
  call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %136 = trunc nuw nsw i64 %87 to i32
  %137 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %136, i32 noundef signext 5)
  %138 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 6
  %139 = load i32, ptr %138, align 4, !tbaa !13
  %140 = sext i32 %139 to i64
  call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %141 = trunc nuw nsw i64 %87 to i32
  %142 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %141, i32 noundef signext 6)
  br label %143

143:                                              ; preds = %91, %110
  %144 = add nuw nsw i64 %87, 1
  %145 = icmp eq i64 %144, 3
  br i1 %145, label %146, label %86, !llvm.loop !22

146:                                              ; preds = %143
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  br label %147

147:                                              ; preds = %146, %207
  %148 = phi i64 [ 0, %146 ], [ %208, %207 ]
  %149 = trunc nuw nsw i64 %148 to i32
  %150 = trunc nuw nsw i64 %148 to i32
  %151 = trunc nuw nsw i64 %148 to i32
  %152 = trunc nuw nsw i64 %148 to i32
  %153 = trunc nuw nsw i64 %148 to i32
  %154 = trunc nuw nsw i64 %148 to i32
  br label %155

155:                                              ; preds = %147, %204
  %156 = phi i64 [ 0, %147 ], [ %205, %204 ]
  %157 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 0
  %158 = load i16, ptr %157, align 2, !tbaa !19
  %159 = sext i16 %158 to i64
  call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  br i1 %19, label %160, label %176

160:                                              ; preds = %155
  %161 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 1
  %162 = load i16, ptr %161, align 2, !tbaa !19
  %163 = sext i16 %162 to i64
  call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %164 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 2
  %165 = load i16, ptr %164, align 2, !tbaa !19
  %166 = sext i16 %165 to i64
  call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %167 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 3
  %168 = load i16, ptr %167, align 2, !tbaa !19
  %169 = sext i16 %168 to i64
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %170 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 4
  %171 = load i16, ptr %170, align 2, !tbaa !19
  %172 = sext i16 %171 to i64
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %173 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 5
  %174 = load i16, ptr %173, align 2, !tbaa !19
  %175 = sext i16 %174 to i64
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  br label %204

176:                                              ; preds = %155
  %177 = trunc nuw nsw i64 %156 to i32
  %178 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %149, i32 noundef signext %177, i32 noundef signext 0)
  %179 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 1
  %180 = load i16, ptr %179, align 2, !tbaa !19
  %181 = sext i16 %180 to i64
  call fastcc void @transparent_crc(i64 noundef %181, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %182 = trunc nuw nsw i64 %156 to i32
  %183 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %150, i32 noundef signext %182, i32 noundef signext 1)
  %184 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 2
  %185 = load i16, ptr %184, align 2, !tbaa !19
  %186 = sext i16 %185 to i64
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %187 = trunc nuw nsw i64 %156 to i32
  %188 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %151, i32 noundef signext %187, i32 noundef signext 2)
  %189 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 3
  %190 = load i16, ptr %189, align 2, !tbaa !19
  %191 = sext i16 %190 to i64
  call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %192 = trunc nuw nsw i64 %156 to i32
  %193 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %152, i32 noundef signext %192, i32 noundef signext 3)
  %194 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 4
  %195 = load i16, ptr %194, align 2, !tbaa !19
  %196 = sext i16 %195 to i64
  call fastcc void @transparent_crc(i64 noundef %196, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %197 = trunc nuw nsw i64 %156 to i32
  %198 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %153, i32 noundef signext %197, i32 noundef signext 4)
  %199 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 5
  %200 = load i16, ptr %199, align 2, !tbaa !19
  %201 = sext i16 %200 to i64
  call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.13, i32 noundef signext %20)
  %202 = trunc nuw nsw i64 %156 to i32
  %203 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %154, i32 noundef signext %202, i32 noundef signext 5)
  br label %204

204:                                              ; preds = %160, %176
  %205 = add nuw nsw i64 %156, 1
  %206 = icmp eq i64 %205, 10
  br i1 %206, label %207, label %155, !llvm.loop !23

207:                                              ; preds = %204
  %208 = add nuw nsw i64 %148, 1
  %209 = icmp eq i64 %208, 4
  br i1 %209, label %210, label %147, !llvm.loop !24

210:                                              ; preds = %207
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %211 = load volatile i32, ptr @g_123, align 4, !tbaa !21
  %212 = sext i32 %211 to i64
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.17, i32 noundef signext %20)
  %213 = load volatile i32, ptr @g_123, align 4, !tbaa !21
  %214 = zext i32 %213 to i64
  call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.18, i32 noundef signext %20)
  %215 = load volatile i32, ptr @g_123, align 4
  %216 = shl i32 %215, 10
  %217 = ashr exact i32 %216, 10
  %218 = sext i32 %217 to i64
  call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.19, i32 noundef signext %20)
  br i1 %19, label %221, label %219

219:                                              ; preds = %210
  %220 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0)
  br label %221

221:                                              ; preds = %210, %219
  %222 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !tbaa !21
  %223 = sext i32 %222 to i64
  call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.17, i32 noundef signext %20)
  %224 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !tbaa !21
  %225 = zext i32 %224 to i64
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.18, i32 noundef signext %20)
  %226 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4
  %227 = shl i32 %226, 10
  %228 = ashr exact i32 %227, 10
  %229 = sext i32 %228 to i64
  call fastcc void @transparent_crc(i64 noundef %229, ptr noundef nonnull @.str.19, i32 noundef signext %20)
  br i1 %19, label %232, label %230

230:                                              ; preds = %221
  %231 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 1)
  br label %232

232:                                              ; preds = %230, %221
  %233 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !tbaa !21
  %234 = sext i32 %233 to i64
  call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.17, i32 noundef signext %20)
  %235 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !tbaa !21
  %236 = zext i32 %235 to i64
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.18, i32 noundef signext %20)
  %237 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4
  %238 = shl i32 %237, 10
  %239 = ashr exact i32 %238, 10
  %240 = sext i32 %239 to i64
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.19, i32 noundef signext %20)
  br i1 %19, label %243, label %241

241:                                              ; preds = %232
  %242 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 2)
  br label %243

243:                                              ; preds = %241, %232
  %244 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !tbaa !21
  %245 = sext i32 %244 to i64
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.17, i32 noundef signext %20)
  %246 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !tbaa !21
  %247 = zext i32 %246 to i64
  call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.18, i32 noundef signext %20)
  %248 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4
  %249 = shl i32 %248, 10
  %250 = ashr exact i32 %249, 10
  %251 = sext i32 %250 to i64
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.19, i32 noundef signext %20)
  br i1 %19, label %254, label %252

252:                                              ; preds = %243
  %253 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 3)
  br label %254

254:                                              ; preds = %252, %243
  %255 = load volatile i32, ptr @g_152, align 4, !tbaa !13
  %256 = sext i32 %255 to i64
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %257 = load volatile i64, ptr @g_155, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.22, i32 noundef signext %20)
  %258 = load volatile i32, ptr @g_160, align 8, !tbaa !21
  %259 = zext i32 %258 to i64
  call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.23, i32 noundef signext %20)
  %260 = load volatile i16, ptr @g_160, align 8, !tbaa !21
  %261 = zext i16 %260 to i64
  call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.24, i32 noundef signext %20)
  %262 = load volatile i16, ptr @g_218, align 2, !tbaa !19
  %263 = zext i16 %262 to i64
  call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.25, i32 noundef signext %20)
  br i1 %19, label %266, label %264

264:                                              ; preds = %254
  %265 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0)
  br label %266

266:                                              ; preds = %264, %254
  %267 = load i64, ptr @g_221, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.26, i32 noundef signext %20)
  %268 = load i8, ptr @g_238, align 1, !tbaa !21
  %269 = sext i8 %268 to i64
  call fastcc void @transparent_crc(i64 noundef %269, ptr noundef nonnull @.str.27, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.28, i32 noundef signext %20)
  %270 = load volatile i16, ptr @g_324, align 2, !tbaa !19
  %271 = sext i16 %270 to i64
  call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.30, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 1139671712, ptr noundef nonnull @.str.31, i32 noundef signext %20)
  %272 = load i32, ptr @g_375, align 4, !tbaa !21
  %273 = sext i32 %272 to i64
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.32, i32 noundef signext %20)
  %274 = load volatile i32, ptr @g_375, align 4, !tbaa !21
  %275 = zext i32 %274 to i64
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.33, i32 noundef signext %20)
  %276 = load volatile i32, ptr @g_375, align 4
  %277 = shl i32 %276, 10
  %278 = ashr exact i32 %277, 10
  %279 = sext i32 %278 to i64
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.34, i32 noundef signext %20)
  br label %280

280:                                              ; preds = %266, %334
  %281 = phi i64 [ 0, %266 ], [ %335, %334 ]
  %282 = trunc nuw nsw i64 %281 to i32
  %283 = trunc nuw nsw i64 %281 to i32
  %284 = trunc nuw nsw i64 %281 to i32
  %285 = trunc nuw nsw i64 %281 to i32
  br label %286

286:                                              ; preds = %280, %331
  %287 = phi i64 [ 0, %280 ], [ %332, %331 ]
  %288 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 0
  %289 = load i32, ptr %288, align 8, !tbaa !21
  %290 = zext i32 %289 to i64
  call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.35, i32 noundef signext %20)
  %291 = load i16, ptr %288, align 8, !tbaa !21
  %292 = zext i16 %291 to i64
  call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.36, i32 noundef signext %20)
  br i1 %19, label %303, label %293

293:                                              ; preds = %286
  %294 = trunc nuw nsw i64 %287 to i32
  %295 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %282, i32 noundef signext %294, i32 noundef signext 0)
  %296 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 1
  %297 = load i32, ptr %296, align 8, !tbaa !21
  %298 = zext i32 %297 to i64
  call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.35, i32 noundef signext %20)
  %299 = load i16, ptr %296, align 8, !tbaa !21
  %300 = zext i16 %299 to i64
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.36, i32 noundef signext %20)
  %301 = trunc nuw nsw i64 %287 to i32
  %302 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %283, i32 noundef signext %301, i32 noundef signext 1)
  br label %309

303:                                              ; preds = %286
  %304 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 1
  %305 = load i32, ptr %304, align 8, !tbaa !21
  %306 = zext i32 %305 to i64
  call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.35, i32 noundef signext %20)
  %307 = load i16, ptr %304, align 8, !tbaa !21
  %308 = zext i16 %307 to i64
  call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.36, i32 noundef signext %20)
  br label %309

309:                                              ; preds = %303, %293
  %310 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 2
  %311 = load i32, ptr %310, align 8, !tbaa !21
  %312 = zext i32 %311 to i64
  call fastcc void @transparent_crc(i64 noundef %312, ptr noundef nonnull @.str.35, i32 noundef signext %20)
  %313 = load i16, ptr %310, align 8, !tbaa !21
  %314 = zext i16 %313 to i64
  call fastcc void @transparent_crc(i64 noundef %314, ptr noundef nonnull @.str.36, i32 noundef signext %20)
  br i1 %19, label %325, label %315

315:                                              ; preds = %309
  %316 = trunc nuw nsw i64 %287 to i32
  %317 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %284, i32 noundef signext %316, i32 noundef signext 2)
  %318 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 3
  %319 = load i32, ptr %318, align 8, !tbaa !21
  %320 = zext i32 %319 to i64
  call fastcc void @transparent_crc(i64 noundef %320, ptr noundef nonnull @.str.35, i32 noundef signext %20)
  %321 = load i16, ptr %318, align 8, !tbaa !21
  %322 = zext i16 %321 to i64
  call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.36, i32 noundef signext %20)
  %323 = trunc nuw nsw i64 %287 to i32
  %324 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %285, i32 noundef signext %323, i32 noundef signext 3)
  br label %331

325:                                              ; preds = %309
  %326 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 3
  %327 = load i32, ptr %326, align 8, !tbaa !21
  %328 = zext i32 %327 to i64
  call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.35, i32 noundef signext %20)
  %329 = load i16, ptr %326, align 8, !tbaa !21
  %330 = zext i16 %329 to i64
  call fastcc void @transparent_crc(i64 noundef %330, ptr noundef nonnull @.str.36, i32 noundef signext %20)
  br label %331

331:                                              ; preds = %325, %315
  %332 = add nuw nsw i64 %287, 1
  %333 = icmp eq i64 %332, 7
  br i1 %333, label %334, label %286, !llvm.loop !25

334:                                              ; preds = %331
  %335 = add nuw nsw i64 %281, 1
  %336 = icmp eq i64 %335, 8
  br i1 %336, label %337, label %280, !llvm.loop !26

337:                                              ; preds = %334
  call fastcc void @transparent_crc(i64 noundef 190, ptr noundef nonnull @.str.37, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -56, ptr noundef nonnull @.str.38, i32 noundef signext %20)
  %338 = load i32, ptr @g_505, align 4, !tbaa !21
  %339 = sext i32 %338 to i64
  call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.39, i32 noundef signext %20)
  %340 = load volatile i32, ptr @g_505, align 4, !tbaa !21
  %341 = zext i32 %340 to i64
  call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.40, i32 noundef signext %20)
  %342 = load volatile i32, ptr @g_505, align 4
  %343 = shl i32 %342, 10
  %344 = ashr exact i32 %343, 10
  %345 = sext i32 %344 to i64
  call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.41, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  br i1 %19, label %346, label %347

346:                                              ; preds = %337
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  br label %358

347:                                              ; preds = %337
  %348 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %349 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %350 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %351 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %352 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %353 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %354 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %355 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 7)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %356 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 8)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %357 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 9)
  br label %358

358:                                              ; preds = %346, %347
  %359 = load volatile i32, ptr @g_774, align 4, !tbaa !21
  %360 = sext i32 %359 to i64
  call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.43, i32 noundef signext %20)
  %361 = load volatile i32, ptr @g_774, align 4, !tbaa !21
  %362 = zext i32 %361 to i64
  call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.44, i32 noundef signext %20)
  %363 = load volatile i32, ptr @g_774, align 4
  %364 = shl i32 %363, 10
  %365 = ashr exact i32 %364, 10
  %366 = sext i32 %365 to i64
  call fastcc void @transparent_crc(i64 noundef %366, ptr noundef nonnull @.str.45, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 53815, ptr noundef nonnull @.str.46, i32 noundef signext %20)
  br label %367

367:                                              ; preds = %358, %387
  %368 = phi i64 [ 0, %358 ], [ %388, %387 ]
  %369 = trunc nuw nsw i64 %368 to i32
  br label %370

370:                                              ; preds = %367, %384
  %371 = phi i64 [ 0, %367 ], [ %385, %384 ]
  %372 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 0, i64 %368, i64 %371
  %373 = load i32, ptr %372, align 4, !tbaa !21
  %374 = sext i32 %373 to i64
  call fastcc void @transparent_crc(i64 noundef %374, ptr noundef nonnull @.str.47, i32 noundef signext %20)
  %375 = load volatile i32, ptr %372, align 4, !tbaa !21
  %376 = zext i32 %375 to i64
  call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.48, i32 noundef signext %20)
  %377 = load volatile i32, ptr %372, align 4
  %378 = shl i32 %377, 10
  %379 = ashr exact i32 %378, 10
  %380 = sext i32 %379 to i64
  call fastcc void @transparent_crc(i64 noundef %380, ptr noundef nonnull @.str.49, i32 noundef signext %20)
  br i1 %19, label %384, label %381

381:                                              ; preds = %370
  %382 = trunc nuw nsw i64 %371 to i32
  %383 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0, i32 noundef signext %369, i32 noundef signext %382)
  br label %384

384:                                              ; preds = %370, %381
  %385 = add nuw nsw i64 %371, 1
  %386 = icmp eq i64 %385, 9
  br i1 %386, label %387, label %370, !llvm.loop !27

387:                                              ; preds = %384
  %388 = add nuw nsw i64 %368, 1
  %389 = icmp eq i64 %388, 9
  br i1 %389, label %390, label %367, !llvm.loop !28

390:                                              ; preds = %387, %410
  %391 = phi i64 [ %411, %410 ], [ 0, %387 ]
  %392 = trunc nuw nsw i64 %391 to i32
  br label %393

393:                                              ; preds = %407, %390
  %394 = phi i64 [ 0, %390 ], [ %408, %407 ]
  %395 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 1, i64 %391, i64 %394
  %396 = load i32, ptr %395, align 4, !tbaa !21
  %397 = sext i32 %396 to i64
  call fastcc void @transparent_crc(i64 noundef %397, ptr noundef nonnull @.str.47, i32 noundef signext %20)
  %398 = load volatile i32, ptr %395, align 4, !tbaa !21
  %399 = zext i32 %398 to i64
  call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.48, i32 noundef signext %20)
  %400 = load volatile i32, ptr %395, align 4
  %401 = shl i32 %400, 10
  %402 = ashr exact i32 %401, 10
  %403 = sext i32 %402 to i64
  call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.49, i32 noundef signext %20)
  br i1 %19, label %407, label %404

404:                                              ; preds = %393
  %405 = trunc nuw nsw i64 %394 to i32
  %406 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1, i32 noundef signext %392, i32 noundef signext %405)
  br label %407

407:                                              ; preds = %404, %393
  %408 = add nuw nsw i64 %394, 1
  %409 = icmp eq i64 %408, 9
  br i1 %409, label %410, label %393, !llvm.loop !27

410:                                              ; preds = %407
  %411 = add nuw nsw i64 %391, 1
  %412 = icmp eq i64 %411, 9
  br i1 %412, label %413, label %390, !llvm.loop !28

413:                                              ; preds = %410
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.50, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.51, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.52, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 89, ptr noundef nonnull @.str.53, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  br i1 %19, label %414, label %415

414:                                              ; preds = %413
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  br label %423

415:                                              ; preds = %413
  %416 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  %417 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 1)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  %418 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 2)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  %419 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 3)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  %420 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 4)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  %421 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 5)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20)
  %422 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 6)
  br label %423

423:                                              ; preds = %414, %415
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.55, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.56, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.57, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 962150901, ptr noundef nonnull @.str.58, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 16885, ptr noundef nonnull @.str.59, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 51544, ptr noundef nonnull @.str.60, i32 noundef signext %20)
  %424 = load i32, ptr @g_1294, align 4, !tbaa !21
  %425 = sext i32 %424 to i64
  call fastcc void @transparent_crc(i64 noundef %425, ptr noundef nonnull @.str.61, i32 noundef signext %20)
  %426 = load volatile i32, ptr @g_1294, align 4, !tbaa !21
  %427 = zext i32 %426 to i64
  call fastcc void @transparent_crc(i64 noundef %427, ptr noundef nonnull @.str.62, i32 noundef signext %20)
  %428 = load volatile i32, ptr @g_1294, align 4
  %429 = shl i32 %428, 10
  %430 = ashr exact i32 %429, 10
  %431 = sext i32 %430 to i64
  call fastcc void @transparent_crc(i64 noundef %431, ptr noundef nonnull @.str.63, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.64, i32 noundef signext %20)
  %432 = load i8, ptr @g_1356, align 1, !tbaa !21
  %433 = sext i8 %432 to i64
  call fastcc void @transparent_crc(i64 noundef %433, ptr noundef nonnull @.str.65, i32 noundef signext %20)
  %434 = load volatile i32, ptr @g_1362, align 4, !tbaa !13
  %435 = zext i32 %434 to i64
  call fastcc void @transparent_crc(i64 noundef %435, ptr noundef nonnull @.str.66, i32 noundef signext %20)
  %436 = load i32, ptr @g_1393, align 4, !tbaa !21
  %437 = sext i32 %436 to i64
  call fastcc void @transparent_crc(i64 noundef %437, ptr noundef nonnull @.str.67, i32 noundef signext %20)
  %438 = load volatile i32, ptr @g_1393, align 4, !tbaa !21
  %439 = zext i32 %438 to i64
  call fastcc void @transparent_crc(i64 noundef %439, ptr noundef nonnull @.str.68, i32 noundef signext %20)
  %440 = load volatile i32, ptr @g_1393, align 4
  %441 = shl i32 %440, 10
  %442 = ashr exact i32 %441, 10
  %443 = sext i32 %442 to i64
  call fastcc void @transparent_crc(i64 noundef %443, ptr noundef nonnull @.str.69, i32 noundef signext %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.70, i32 noundef signext %20)
  %444 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %445 = xor i32 %444, -1
  %446 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, i32 noundef signext %445)
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
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71)
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
attributes #3 = { nounwind }

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
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !11, i64 0}
!21 = !{!11, !11, i64 0}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
