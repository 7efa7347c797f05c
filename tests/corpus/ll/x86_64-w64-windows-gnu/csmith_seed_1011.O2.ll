; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@g_57 = internal global [3 x [7 x i32]] [[7 x i32] [i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917, i32 -1156808917], [7 x i32] [i32 8, i32 0, i32 8, i32 0, i32 8, i32 0, i32 8], [7 x i32] [i32 1, i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917]], align 16
@.str.10 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1
@g_78 = internal unnamed_addr constant [4 x [10 x [6 x i16]]] [[10 x [6 x i16]] [[6 x i16] [i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994, i16 -1], [6 x i16] [i16 1, i16 -1, i16 -22789, i16 0, i16 32299, i16 -20758], [6 x i16] [i16 -5, i16 -2, i16 0, i16 -1, i16 3074, i16 -20758], [6 x i16] [i16 2323, i16 18994, i16 -22789, i16 -32102, i16 -15116, i16 -1], [6 x i16] [i16 3074, i16 -13105, i16 -21013, i16 -21013, i16 -13105, i16 3074], [6 x i16] [i16 -1, i16 -15116, i16 -32102, i16 -22789, i16 18994, i16 2323], [6 x i16] [i16 -20758, i16 3074, i16 -1, i16 0, i16 -2, i16 -5], [6 x i16] [i16 -20758, i16 32299, i16 0, i16 -22789, i16 -1, i16 1], [6 x i16] [i16 -1, i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994], [6 x i16] [i16 3074, i16 -31445, i16 0, i16 -32102, i16 -23142, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 2323, i16 -22789, i16 -4554, i16 -1, i16 18994, i16 7191], [6 x i16] [i16 -5, i16 -22789, i16 -15116, i16 0, i16 -23142, i16 -3], [6 x i16] [i16 1, i16 -31445, i16 0, i16 26283, i16 26283, i16 0], [6 x i16] [i16 18994, i16 18994, i16 3074, i16 0, i16 -1, i16 15517], [6 x i16] [i16 3074, i16 32299, i16 -7011, i16 -4554, i16 -2, i16 3074], [6 x i16] [i16 7191, i16 3074, i16 -7011, i16 -15116, i16 18994, i16 15517], [6 x i16] [i16 -3, i16 -15116, i16 3074, i16 0, i16 -13105, i16 0], [6 x i16] [i16 0, i16 -13105, i16 0, i16 3074, i16 -15116, i16 -3], [6 x i16] [i16 15517, i16 18994, i16 -15116, i16 -7011, i16 3074, i16 7191], [6 x i16] [i16 3074, i16 -2, i16 -4554, i16 -7011, i16 32299, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 15517, i16 -1, i16 0, i16 3074, i16 18994, i16 18994], [6 x i16] [i16 -4554, i16 0, i16 0, i16 -4554, i16 -1, i16 -32102], [6 x i16] [i16 -7011, i16 15517, i16 -4554, i16 1, i16 -20758, i16 0], [6 x i16] [i16 -22789, i16 3074, i16 -3, i16 -31445, i16 -20758, i16 -1], [6 x i16] [i16 -5, i16 15517, i16 -2, i16 32299, i16 -1, i16 -5], [6 x i16] [i16 3074, i16 0, i16 -13105, i16 0, i16 3074, i16 -15116], [6 x i16] [i16 -32102, i16 -3, i16 -20758, i16 -4554, i16 2323, i16 -21013], [6 x i16] [i16 0, i16 7191, i16 -4554, i16 -3, i16 -5, i16 -21013], [6 x i16] [i16 -1, i16 3074, i16 -20758, i16 -2, i16 1, i16 -15116], [6 x i16] [i16 -5, i16 18994, i16 -13105, i16 -13105, i16 18994, i16 -5]], [10 x [6 x i16]] [[6 x i16] [i16 -15116, i16 1, i16 -2, i16 -20758, i16 3074, i16 -1], [6 x i16] [i16 -21013, i16 -5, i16 -3, i16 -4554, i16 7191, i16 0], [6 x i16] [i16 -21013, i16 2323, i16 -4554, i16 -20758, i16 -3, i16 -32102], [6 x i16] [i16 -15116, i16 3074, i16 0, i16 -13105, i16 0, i16 3074], [6 x i16] [i16 -5, i16 -1, i16 32299, i16 -2, i16 15517, i16 -5], [6 x i16] [i16 -1, i16 -20758, i16 -31445, i16 -3, i16 3074, i16 -22789], [6 x i16] [i16 0, i16 -20758, i16 1, i16 -4554, i16 15517, i16 -7011], [6 x i16] [i16 -32102, i16 -1, i16 -4554, i16 0, i16 0, i16 -4554], [6 x i16] [i16 3074, i16 3074, i16 -5, i16 32299, i16 -3, i16 26283], [6 x i16] [i16 -5, i16 2323, i16 -23142, i16 -31445, i16 7191, i16 -5]]], align 16
@.str.13 = private unnamed_addr constant [14 x i8] c"g_78[i][j][k]\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1
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
@g_808 = internal global [2 x [9 x [9 x %union.U0]]] [[9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 267637041 }, %union.U0 { i32 -2 }, %union.U0 { i32 5 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 614224198 }, %union.U0 { i32 427635085 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1153323207 }, %union.U0 { i32 -10 }, %union.U0 { i32 3 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 872518899 }, %union.U0 zeroinitializer, %union.U0 { i32 1026819223 }, %union.U0 { i32 1697300152 }], [9 x %union.U0] [%union.U0 { i32 -1592013405 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }, %union.U0 { i32 614224198 }, %union.U0 { i32 732498782 }, %union.U0 zeroinitializer, %union.U0 { i32 -5 }, %union.U0 { i32 4 }, %union.U0 { i32 5 }], [9 x %union.U0] [%union.U0 { i32 -580183393 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 142476117 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 3 }, %union.U0 { i32 -5 }, %union.U0 { i32 614224198 }, %union.U0 { i32 3 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 -4 }, %union.U0 { i32 -816428541 }, %union.U0 { i32 -1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 612614761 }, %union.U0 { i32 -1370168271 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1326938740 }, %union.U0 { i32 -1 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 9 }, %union.U0 { i32 -10 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 1841057443 }, %union.U0 { i32 -1 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 1 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 427635085 }, %union.U0 { i32 614224198 }]], [9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 { i32 -1 }, %union.U0 { i32 -580183393 }, %union.U0 { i32 -1 }, %union.U0 { i32 3 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 { i32 -1 }, %union.U0 { i32 1671663977 }, %union.U0 { i32 1 }, %union.U0 { i32 732498782 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 1884221190 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 zeroinitializer, %union.U0 { i32 318175983 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 614224198 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -1326938740 }], [9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 zeroinitializer, %union.U0 { i32 1 }, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 5 }, %union.U0 { i32 5 }, %union.U0 { i32 1709485888 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 4 }, %union.U0 { i32 1 }, %union.U0 { i32 5 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 9 }, %union.U0 { i32 1709485888 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 427635085 }, %union.U0 { i32 5 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 4 }, %union.U0 { i32 1100565088 }, %union.U0 { i32 491792801 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 { i32 -5 }, %union.U0 { i32 1171362464 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -4 }, %union.U0 { i32 732498782 }, %union.U0 { i32 837712906 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 1697300152 }, %union.U0 zeroinitializer, %union.U0 { i32 4 }, %union.U0 { i32 -1 }, %union.U0 { i32 614224198 }, %union.U0 { i32 238481672 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer]]], align 16
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_1353 = internal unnamed_addr global ptr @g_1354, align 8
@g_1370 = internal global ptr getelementptr inbounds (i8, ptr @g_57, i64 80), align 8
@g_1354 = internal global ptr @g_1355, align 8
@g_1355 = internal constant ptr @g_1356, align 8
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_160 = internal global { i32, [4 x i8] } { i32 1, [4 x i8] undef }, align 8
@g_424 = internal unnamed_addr constant [8 x [7 x [4 x { i32, [4 x i8] }]]] [[7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -893493411, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]]], align 16
@.str.76 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %69 = load i32, ptr @g_12, align 4, !tbaa !9
  %70 = add i32 %69, -1
  store i32 %70, ptr @g_12, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  %71 = load i64, ptr @g_221, align 8, !tbaa !15
  %72 = or i64 %71, 1
  store i64 %72, ptr @g_221, align 8, !tbaa !15
  %73 = load volatile i16, ptr @g_218, align 2, !tbaa !17
  %74 = load i8, ptr @g_238, align 1, !tbaa !19
  %75 = xor i8 %74, -92
  store i8 %75, ptr @g_238, align 1, !tbaa !19
  store ptr %3, ptr @g_1353, align 8, !tbaa !5
  %76 = load volatile ptr, ptr @g_1370, align 8, !tbaa !5
  store i32 -1, ptr %76, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  %77 = load volatile i32, ptr @g_3, align 4, !tbaa !9
  %78 = sext i32 %77 to i64
  call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.1, i32 noundef %20)
  %79 = load volatile i32, ptr @g_4, align 4, !tbaa !9
  %80 = sext i32 %79 to i64
  call fastcc void @transparent_crc(i64 noundef %80, ptr noundef nonnull @.str.2, i32 noundef %20)
  %81 = load volatile i32, ptr @g_5, align 4, !tbaa !9
  %82 = sext i32 %81 to i64
  call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.3, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.5, i32 noundef %20)
  %83 = load volatile i8, ptr @g_11, align 1, !tbaa !19
  %84 = sext i8 %83 to i64
  call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.6, i32 noundef %20)
  %85 = load i32, ptr @g_12, align 4, !tbaa !9
  %86 = zext i32 %85 to i64
  call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.7, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.8, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.9, i32 noundef %20)
  br label %87

87:                                               ; preds = %68, %137
  %88 = phi i64 [ 0, %68 ], [ %138, %137 ]
  %89 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 0
  %90 = load i32, ptr %89, align 4, !tbaa !9
  %91 = sext i32 %90 to i64
  call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.10, i32 noundef %20)
  br i1 %19, label %92, label %111

92:                                               ; preds = %87
  %93 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1
  %94 = load i32, ptr %93, align 4, !tbaa !9
  %95 = sext i32 %94 to i64
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.10, i32 noundef %20)
  %96 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2
  %97 = load i32, ptr %96, align 4, !tbaa !9
  %98 = sext i32 %97 to i64
  call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.10, i32 noundef %20)
  %99 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3
  %100 = load i32, ptr %99, align 4, !tbaa !9
  %101 = sext i32 %100 to i64
  call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.10, i32 noundef %20)
  %102 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4
  %103 = load i32, ptr %102, align 4, !tbaa !9
  %104 = sext i32 %103 to i64
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.10, i32 noundef %20)
  %105 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5
  %106 = load i32, ptr %105, align 4, !tbaa !9
  %107 = sext i32 %106 to i64
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.10, i32 noundef %20)
  %108 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6
  %109 = load i32, ptr %108, align 4, !tbaa !9
  %110 = sext i32 %109 to i64
  call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.10, i32 noundef %20)
  br label %137

111:                                              ; preds = %87
  %112 = trunc nuw nsw i64 %88 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %112, i32 noundef 0)
  %113 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1
  %114 = load i32, ptr %113, align 4, !tbaa !9
  %115 = sext i32 %114 to i64
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.10, i32 noundef %20)
  %116 = trunc nuw nsw i64 %88 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %116, i32 noundef 1)
  %117 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2
  %118 = load i32, ptr %117, align 4, !tbaa !9
  %119 = sext i32 %118 to i64
  call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.10, i32 noundef %20)
  %120 = trunc nuw nsw i64 %88 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %120, i32 noundef 2)
  %121 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3
  %122 = load i32, ptr %121, align 4, !tbaa !9
  %123 = sext i32 %122 to i64
  call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.10, i32 noundef %20)
  %124 = trunc nuw nsw i64 %88 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %124, i32 noundef 3)
  %125 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4
  %126 = load i32, ptr %125, align 4, !tbaa !9
  %127 = sext i32 %126 to i64
  call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.10, i32 noundef %20)
  %128 = trunc nuw nsw i64 %88 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %128, i32 noundef 4)
  %129 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5
  %130 = load i32, ptr %129, align 4, !tbaa !9
  %131 = sext i32 %130 to i64
  call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.10, i32 noundef %20)
  %132 = trunc nuw nsw i64 %88 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %132, i32 noundef 5)
  %133 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6
  %134 = load i32, ptr %133, align 4, !tbaa !9
  %135 = sext i32 %134 to i64
  call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.10, i32 noundef %20)
  %136 = trunc nuw nsw i64 %88 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %136, i32 noundef 6)
  br label %137

137:                                              ; preds = %92, %111
  %138 = add nuw nsw i64 %88, 1
  %139 = icmp eq i64 %138, 3
  br i1 %139, label %140, label %87, !llvm.loop !20

140:                                              ; preds = %137
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.12, i32 noundef %20)
  br label %141

141:                                              ; preds = %140, %195
  %142 = phi i64 [ 0, %140 ], [ %196, %195 ]
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = trunc nuw nsw i64 %142 to i32
  %145 = trunc nuw nsw i64 %142 to i32
  %146 = trunc nuw nsw i64 %142 to i32
  %147 = trunc nuw nsw i64 %142 to i32
  %148 = trunc nuw nsw i64 %142 to i32
  br label %149

149:                                              ; preds = %141, %192
  %150 = phi i64 [ 0, %141 ], [ %193, %192 ]
  %151 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 0
  %152 = load i16, ptr %151, align 4, !tbaa !17
  %153 = sext i16 %152 to i64
  call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.13, i32 noundef %20)
  br i1 %19, label %154, label %170

154:                                              ; preds = %149
  %155 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 1
  %156 = load i16, ptr %155, align 2, !tbaa !17
  %157 = sext i16 %156 to i64
  call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.13, i32 noundef %20)
  %158 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 2
  %159 = load i16, ptr %158, align 4, !tbaa !17
  %160 = sext i16 %159 to i64
  call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.13, i32 noundef %20)
  %161 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 3
  %162 = load i16, ptr %161, align 2, !tbaa !17
  %163 = sext i16 %162 to i64
  call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.13, i32 noundef %20)
  %164 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 4
  %165 = load i16, ptr %164, align 4, !tbaa !17
  %166 = sext i16 %165 to i64
  call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.13, i32 noundef %20)
  %167 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 5
  %168 = load i16, ptr %167, align 2, !tbaa !17
  %169 = sext i16 %168 to i64
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.13, i32 noundef %20)
  br label %192

170:                                              ; preds = %149
  %171 = trunc nuw nsw i64 %150 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %143, i32 noundef %171, i32 noundef 0)
  %172 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 1
  %173 = load i16, ptr %172, align 2, !tbaa !17
  %174 = sext i16 %173 to i64
  call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.13, i32 noundef %20)
  %175 = trunc nuw nsw i64 %150 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %144, i32 noundef %175, i32 noundef 1)
  %176 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 2
  %177 = load i16, ptr %176, align 4, !tbaa !17
  %178 = sext i16 %177 to i64
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.13, i32 noundef %20)
  %179 = trunc nuw nsw i64 %150 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %145, i32 noundef %179, i32 noundef 2)
  %180 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 3
  %181 = load i16, ptr %180, align 2, !tbaa !17
  %182 = sext i16 %181 to i64
  call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.13, i32 noundef %20)
  %183 = trunc nuw nsw i64 %150 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %146, i32 noundef %183, i32 noundef 3)
  %184 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 4
  %185 = load i16, ptr %184, align 4, !tbaa !17
  %186 = sext i16 %185 to i64
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.13, i32 noundef %20)
  %187 = trunc nuw nsw i64 %150 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %147, i32 noundef %187, i32 noundef 4)
  %188 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 5
  %189 = load i16, ptr %188, align 2, !tbaa !17
  %190 = sext i16 %189 to i64
  call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.13, i32 noundef %20)
  %191 = trunc nuw nsw i64 %150 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %148, i32 noundef %191, i32 noundef 5)
  br label %192

192:                                              ; preds = %154, %170
  %193 = add nuw nsw i64 %150, 1
  %194 = icmp eq i64 %193, 10
  br i1 %194, label %195, label %149, !llvm.loop !21

195:                                              ; preds = %192
  %196 = add nuw nsw i64 %142, 1
  %197 = icmp eq i64 %196, 4
  br i1 %197, label %198, label %141, !llvm.loop !22

198:                                              ; preds = %195
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %20)
  %199 = load volatile i32, ptr @g_123, align 16, !tbaa !19
  %200 = sext i32 %199 to i64
  call fastcc void @transparent_crc(i64 noundef %200, ptr noundef nonnull @.str.17, i32 noundef %20)
  %201 = load volatile i32, ptr @g_123, align 16, !tbaa !19
  %202 = zext i32 %201 to i64
  call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.18, i32 noundef %20)
  %203 = load volatile i32, ptr @g_123, align 16
  %204 = shl i32 %203, 10
  %205 = ashr exact i32 %204, 10
  %206 = sext i32 %205 to i64
  call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %208, label %207

207:                                              ; preds = %198
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0)
  br label %208

208:                                              ; preds = %198, %207
  %209 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !tbaa !19
  %210 = sext i32 %209 to i64
  call fastcc void @transparent_crc(i64 noundef %210, ptr noundef nonnull @.str.17, i32 noundef %20)
  %211 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !tbaa !19
  %212 = zext i32 %211 to i64
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.18, i32 noundef %20)
  %213 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4
  %214 = shl i32 %213, 10
  %215 = ashr exact i32 %214, 10
  %216 = sext i32 %215 to i64
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %218, label %217

217:                                              ; preds = %208
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 1)
  br label %218

218:                                              ; preds = %217, %208
  %219 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 8, !tbaa !19
  %220 = sext i32 %219 to i64
  call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.17, i32 noundef %20)
  %221 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 8, !tbaa !19
  %222 = zext i32 %221 to i64
  call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.18, i32 noundef %20)
  %223 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 8
  %224 = shl i32 %223, 10
  %225 = ashr exact i32 %224, 10
  %226 = sext i32 %225 to i64
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %228, label %227

227:                                              ; preds = %218
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 2)
  br label %228

228:                                              ; preds = %227, %218
  %229 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !tbaa !19
  %230 = sext i32 %229 to i64
  call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.17, i32 noundef %20)
  %231 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !tbaa !19
  %232 = zext i32 %231 to i64
  call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.18, i32 noundef %20)
  %233 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4
  %234 = shl i32 %233, 10
  %235 = ashr exact i32 %234, 10
  %236 = sext i32 %235 to i64
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.19, i32 noundef %20)
  br i1 %19, label %238, label %237

237:                                              ; preds = %228
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 3)
  br label %238

238:                                              ; preds = %237, %228
  %239 = load volatile i32, ptr @g_152, align 4, !tbaa !9
  %240 = sext i32 %239 to i64
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.21, i32 noundef %20)
  %241 = load volatile i64, ptr @g_155, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.22, i32 noundef %20)
  %242 = load volatile i32, ptr @g_160, align 8, !tbaa !19
  %243 = zext i32 %242 to i64
  call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.23, i32 noundef %20)
  %244 = load volatile i16, ptr @g_160, align 8, !tbaa !19
  %245 = zext i16 %244 to i64
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.24, i32 noundef %20)
  %246 = load volatile i16, ptr @g_218, align 2, !tbaa !17
  %247 = zext i16 %246 to i64
  call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.25, i32 noundef %20)
  br i1 %19, label %249, label %248

248:                                              ; preds = %238
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0)
  br label %249

249:                                              ; preds = %248, %238
  %250 = load i64, ptr @g_221, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.26, i32 noundef %20)
  %251 = load i8, ptr @g_238, align 1, !tbaa !19
  %252 = sext i8 %251 to i64
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.27, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.28, i32 noundef %20)
  %253 = load volatile i16, ptr @g_324, align 2, !tbaa !17
  %254 = sext i16 %253 to i64
  call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.29, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.30, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1139671712, ptr noundef nonnull @.str.31, i32 noundef %20)
  %255 = load i32, ptr @g_375, align 4, !tbaa !19
  %256 = sext i32 %255 to i64
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.32, i32 noundef %20)
  %257 = load volatile i32, ptr @g_375, align 4, !tbaa !19
  %258 = zext i32 %257 to i64
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.33, i32 noundef %20)
  %259 = load volatile i32, ptr @g_375, align 4
  %260 = shl i32 %259, 10
  %261 = ashr exact i32 %260, 10
  %262 = sext i32 %261 to i64
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.34, i32 noundef %20)
  br label %263

263:                                              ; preds = %249, %313
  %264 = phi i64 [ 0, %249 ], [ %314, %313 ]
  %265 = trunc nuw nsw i64 %264 to i32
  %266 = trunc nuw nsw i64 %264 to i32
  %267 = trunc nuw nsw i64 %264 to i32
  %268 = trunc nuw nsw i64 %264 to i32
  br label %269

269:                                              ; preds = %263, %310
  %270 = phi i64 [ 0, %263 ], [ %311, %310 ]
  %271 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 0
  %272 = load i32, ptr %271, align 16, !tbaa !19
  %273 = zext i32 %272 to i64
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.35, i32 noundef %20)
  %274 = load i16, ptr %271, align 16, !tbaa !19
  %275 = zext i16 %274 to i64
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.36, i32 noundef %20)
  br i1 %19, label %284, label %276

276:                                              ; preds = %269
  %277 = trunc nuw nsw i64 %270 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %265, i32 noundef %277, i32 noundef 0)
  %278 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 1
  %279 = load i32, ptr %278, align 8, !tbaa !19
  %280 = zext i32 %279 to i64
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.35, i32 noundef %20)
  %281 = load i16, ptr %278, align 8, !tbaa !19
  %282 = zext i16 %281 to i64
  call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.36, i32 noundef %20)
  %283 = trunc nuw nsw i64 %270 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %266, i32 noundef %283, i32 noundef 1)
  br label %290

284:                                              ; preds = %269
  %285 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 1
  %286 = load i32, ptr %285, align 8, !tbaa !19
  %287 = zext i32 %286 to i64
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.35, i32 noundef %20)
  %288 = load i16, ptr %285, align 8, !tbaa !19
  %289 = zext i16 %288 to i64
  call fastcc void @transparent_crc(i64 noundef %289, ptr noundef nonnull @.str.36, i32 noundef %20)
  br label %290

290:                                              ; preds = %284, %276
  %291 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 2
  %292 = load i32, ptr %291, align 16, !tbaa !19
  %293 = zext i32 %292 to i64
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.35, i32 noundef %20)
  %294 = load i16, ptr %291, align 16, !tbaa !19
  %295 = zext i16 %294 to i64
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.36, i32 noundef %20)
  br i1 %19, label %304, label %296

296:                                              ; preds = %290
  %297 = trunc nuw nsw i64 %270 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %267, i32 noundef %297, i32 noundef 2)
  %298 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 3
  %299 = load i32, ptr %298, align 8, !tbaa !19
  %300 = zext i32 %299 to i64
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.35, i32 noundef %20)
  %301 = load i16, ptr %298, align 8, !tbaa !19
  %302 = zext i16 %301 to i64
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.36, i32 noundef %20)
  %303 = trunc nuw nsw i64 %270 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %268, i32 noundef %303, i32 noundef 3)
  br label %310

304:                                              ; preds = %290
  %305 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 3
  %306 = load i32, ptr %305, align 8, !tbaa !19
  %307 = zext i32 %306 to i64
  call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.35, i32 noundef %20)
  %308 = load i16, ptr %305, align 8, !tbaa !19
  %309 = zext i16 %308 to i64
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.36, i32 noundef %20)
  br label %310

310:                                              ; preds = %304, %296
  %311 = add nuw nsw i64 %270, 1
  %312 = icmp eq i64 %311, 7
  br i1 %312, label %313, label %269, !llvm.loop !23

313:                                              ; preds = %310
  %314 = add nuw nsw i64 %264, 1
  %315 = icmp eq i64 %314, 8
  br i1 %315, label %316, label %263, !llvm.loop !24

316:                                              ; preds = %313
  call fastcc void @transparent_crc(i64 noundef 190, ptr noundef nonnull @.str.37, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -56, ptr noundef nonnull @.str.38, i32 noundef %20)
  %317 = load i32, ptr @g_505, align 4, !tbaa !19
  %318 = sext i32 %317 to i64
  call fastcc void @transparent_crc(i64 noundef %318, ptr noundef nonnull @.str.39, i32 noundef %20)
  %319 = load volatile i32, ptr @g_505, align 4, !tbaa !19
  %320 = zext i32 %319 to i64
  call fastcc void @transparent_crc(i64 noundef %320, ptr noundef nonnull @.str.40, i32 noundef %20)
  %321 = load volatile i32, ptr @g_505, align 4
  %322 = shl i32 %321, 10
  %323 = ashr exact i32 %322, 10
  %324 = sext i32 %323 to i64
  call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.41, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  br i1 %19, label %325, label %326

325:                                              ; preds = %316
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  br label %327

326:                                              ; preds = %316
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 9)
  br label %327

327:                                              ; preds = %325, %326
  %328 = load volatile i32, ptr @g_774, align 4, !tbaa !19
  %329 = sext i32 %328 to i64
  call fastcc void @transparent_crc(i64 noundef %329, ptr noundef nonnull @.str.43, i32 noundef %20)
  %330 = load volatile i32, ptr @g_774, align 4, !tbaa !19
  %331 = zext i32 %330 to i64
  call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.44, i32 noundef %20)
  %332 = load volatile i32, ptr @g_774, align 4
  %333 = shl i32 %332, 10
  %334 = ashr exact i32 %333, 10
  %335 = sext i32 %334 to i64
  call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.45, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 53815, ptr noundef nonnull @.str.46, i32 noundef %20)
  br label %336

336:                                              ; preds = %327, %355
  %337 = phi i64 [ 0, %327 ], [ %356, %355 ]
  %338 = trunc nuw nsw i64 %337 to i32
  br label %339

339:                                              ; preds = %336, %352
  %340 = phi i64 [ 0, %336 ], [ %353, %352 ]
  %341 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 0, i64 %337, i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !19
  %343 = sext i32 %342 to i64
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.47, i32 noundef %20)
  %344 = load volatile i32, ptr %341, align 4, !tbaa !19
  %345 = zext i32 %344 to i64
  call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.48, i32 noundef %20)
  %346 = load volatile i32, ptr %341, align 4
  %347 = shl i32 %346, 10
  %348 = ashr exact i32 %347, 10
  %349 = sext i32 %348 to i64
  call fastcc void @transparent_crc(i64 noundef %349, ptr noundef nonnull @.str.49, i32 noundef %20)
  br i1 %19, label %352, label %350

350:                                              ; preds = %339
  %351 = trunc nuw nsw i64 %340 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0, i32 noundef %338, i32 noundef %351)
  br label %352

352:                                              ; preds = %339, %350
  %353 = add nuw nsw i64 %340, 1
  %354 = icmp eq i64 %353, 9
  br i1 %354, label %355, label %339, !llvm.loop !25

355:                                              ; preds = %352
  %356 = add nuw nsw i64 %337, 1
  %357 = icmp eq i64 %356, 9
  br i1 %357, label %358, label %336, !llvm.loop !26

358:                                              ; preds = %355, %377
  %359 = phi i64 [ %378, %377 ], [ 0, %355 ]
  %360 = trunc nuw nsw i64 %359 to i32
  br label %361

361:                                              ; preds = %374, %358
  %362 = phi i64 [ 0, %358 ], [ %375, %374 ]
  %363 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 1, i64 %359, i64 %362
  %364 = load i32, ptr %363, align 4, !tbaa !19
  %365 = sext i32 %364 to i64
  call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.47, i32 noundef %20)
  %366 = load volatile i32, ptr %363, align 4, !tbaa !19
  %367 = zext i32 %366 to i64
  call fastcc void @transparent_crc(i64 noundef %367, ptr noundef nonnull @.str.48, i32 noundef %20)
  %368 = load volatile i32, ptr %363, align 4
  %369 = shl i32 %368, 10
  %370 = ashr exact i32 %369, 10
  %371 = sext i32 %370 to i64
  call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.49, i32 noundef %20)
  br i1 %19, label %374, label %372

372:                                              ; preds = %361
  %373 = trunc nuw nsw i64 %362 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1, i32 noundef %360, i32 noundef %373)
  br label %374

374:                                              ; preds = %372, %361
  %375 = add nuw nsw i64 %362, 1
  %376 = icmp eq i64 %375, 9
  br i1 %376, label %377, label %361, !llvm.loop !25

377:                                              ; preds = %374
  %378 = add nuw nsw i64 %359, 1
  %379 = icmp eq i64 %378, 9
  br i1 %379, label %380, label %358, !llvm.loop !26

380:                                              ; preds = %377
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.50, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.51, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.52, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 89, ptr noundef nonnull @.str.53, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  br i1 %19, label %381, label %382

381:                                              ; preds = %380
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  br label %383

382:                                              ; preds = %380
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 6)
  br label %383

383:                                              ; preds = %381, %382
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.55, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.56, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.57, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 962150901, ptr noundef nonnull @.str.58, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 16885, ptr noundef nonnull @.str.59, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 51544, ptr noundef nonnull @.str.60, i32 noundef %20)
  %384 = load i32, ptr @g_1294, align 4, !tbaa !19
  %385 = sext i32 %384 to i64
  call fastcc void @transparent_crc(i64 noundef %385, ptr noundef nonnull @.str.61, i32 noundef %20)
  %386 = load volatile i32, ptr @g_1294, align 4, !tbaa !19
  %387 = zext i32 %386 to i64
  call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.62, i32 noundef %20)
  %388 = load volatile i32, ptr @g_1294, align 4
  %389 = shl i32 %388, 10
  %390 = ashr exact i32 %389, 10
  %391 = sext i32 %390 to i64
  call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.63, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.64, i32 noundef %20)
  %392 = load i8, ptr @g_1356, align 1, !tbaa !19
  %393 = sext i8 %392 to i64
  call fastcc void @transparent_crc(i64 noundef %393, ptr noundef nonnull @.str.65, i32 noundef %20)
  %394 = load volatile i32, ptr @g_1362, align 4, !tbaa !9
  %395 = zext i32 %394 to i64
  call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.66, i32 noundef %20)
  %396 = load i32, ptr @g_1393, align 4, !tbaa !19
  %397 = sext i32 %396 to i64
  call fastcc void @transparent_crc(i64 noundef %397, ptr noundef nonnull @.str.67, i32 noundef %20)
  %398 = load volatile i32, ptr @g_1393, align 4, !tbaa !19
  %399 = zext i32 %398 to i64
  call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.68, i32 noundef %20)
  %400 = load volatile i32, ptr @g_1393, align 4
  %401 = shl i32 %400, 10
  %402 = ashr exact i32 %401, 10
  %403 = sext i32 %402 to i64
  call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.69, i32 noundef %20)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.70, i32 noundef %20)
  %404 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %405 = xor i32 %404, -1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.76, i32 noundef %405)
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.71, ptr noundef %1, i32 noundef %70)
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
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
