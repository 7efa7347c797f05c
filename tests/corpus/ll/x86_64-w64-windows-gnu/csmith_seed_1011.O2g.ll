; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.U0 = type { i32 }
%union.U1 = type { ptr }

@g_3 = internal global i32 9, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !15
@g_4 = internal global i32 -1, align 4, !dbg !316
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !20
@g_5 = internal global i32 1731367621, align 4, !dbg !319
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !22
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !24
@.str.5 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !26
@g_11 = internal global i8 0, align 1, !dbg !325
@.str.6 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !28
@g_12 = internal unnamed_addr global i32 41479743, align 4, !dbg !328
@.str.7 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [5 x i8] c"g_37\00", align 1, !dbg !37
@g_57 = internal global [3 x [7 x i32]] [[7 x i32] [i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917, i32 -1156808917], [7 x i32] [i32 8, i32 0, i32 8, i32 0, i32 8, i32 0, i32 8], [7 x i32] [i32 1, i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917]], align 16, !dbg !334
@.str.10 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1, !dbg !39
@.str.11 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !44
@.str.12 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !49
@g_78 = internal unnamed_addr constant [4 x [10 x [6 x i16]]] [[10 x [6 x i16]] [[6 x i16] [i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994, i16 -1], [6 x i16] [i16 1, i16 -1, i16 -22789, i16 0, i16 32299, i16 -20758], [6 x i16] [i16 -5, i16 -2, i16 0, i16 -1, i16 3074, i16 -20758], [6 x i16] [i16 2323, i16 18994, i16 -22789, i16 -32102, i16 -15116, i16 -1], [6 x i16] [i16 3074, i16 -13105, i16 -21013, i16 -21013, i16 -13105, i16 3074], [6 x i16] [i16 -1, i16 -15116, i16 -32102, i16 -22789, i16 18994, i16 2323], [6 x i16] [i16 -20758, i16 3074, i16 -1, i16 0, i16 -2, i16 -5], [6 x i16] [i16 -20758, i16 32299, i16 0, i16 -22789, i16 -1, i16 1], [6 x i16] [i16 -1, i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994], [6 x i16] [i16 3074, i16 -31445, i16 0, i16 -32102, i16 -23142, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 2323, i16 -22789, i16 -4554, i16 -1, i16 18994, i16 7191], [6 x i16] [i16 -5, i16 -22789, i16 -15116, i16 0, i16 -23142, i16 -3], [6 x i16] [i16 1, i16 -31445, i16 0, i16 26283, i16 26283, i16 0], [6 x i16] [i16 18994, i16 18994, i16 3074, i16 0, i16 -1, i16 15517], [6 x i16] [i16 3074, i16 32299, i16 -7011, i16 -4554, i16 -2, i16 3074], [6 x i16] [i16 7191, i16 3074, i16 -7011, i16 -15116, i16 18994, i16 15517], [6 x i16] [i16 -3, i16 -15116, i16 3074, i16 0, i16 -13105, i16 0], [6 x i16] [i16 0, i16 -13105, i16 0, i16 3074, i16 -15116, i16 -3], [6 x i16] [i16 15517, i16 18994, i16 -15116, i16 -7011, i16 3074, i16 7191], [6 x i16] [i16 3074, i16 -2, i16 -4554, i16 -7011, i16 32299, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 15517, i16 -1, i16 0, i16 3074, i16 18994, i16 18994], [6 x i16] [i16 -4554, i16 0, i16 0, i16 -4554, i16 -1, i16 -32102], [6 x i16] [i16 -7011, i16 15517, i16 -4554, i16 1, i16 -20758, i16 0], [6 x i16] [i16 -22789, i16 3074, i16 -3, i16 -31445, i16 -20758, i16 -1], [6 x i16] [i16 -5, i16 15517, i16 -2, i16 32299, i16 -1, i16 -5], [6 x i16] [i16 3074, i16 0, i16 -13105, i16 0, i16 3074, i16 -15116], [6 x i16] [i16 -32102, i16 -3, i16 -20758, i16 -4554, i16 2323, i16 -21013], [6 x i16] [i16 0, i16 7191, i16 -4554, i16 -3, i16 -5, i16 -21013], [6 x i16] [i16 -1, i16 3074, i16 -20758, i16 -2, i16 1, i16 -15116], [6 x i16] [i16 -5, i16 18994, i16 -13105, i16 -13105, i16 18994, i16 -5]], [10 x [6 x i16]] [[6 x i16] [i16 -15116, i16 1, i16 -2, i16 -20758, i16 3074, i16 -1], [6 x i16] [i16 -21013, i16 -5, i16 -3, i16 -4554, i16 7191, i16 0], [6 x i16] [i16 -21013, i16 2323, i16 -4554, i16 -20758, i16 -3, i16 -32102], [6 x i16] [i16 -15116, i16 3074, i16 0, i16 -13105, i16 0, i16 3074], [6 x i16] [i16 -5, i16 -1, i16 32299, i16 -2, i16 15517, i16 -5], [6 x i16] [i16 -1, i16 -20758, i16 -31445, i16 -3, i16 3074, i16 -22789], [6 x i16] [i16 0, i16 -20758, i16 1, i16 -4554, i16 15517, i16 -7011], [6 x i16] [i16 -32102, i16 -1, i16 -4554, i16 0, i16 0, i16 -4554], [6 x i16] [i16 3074, i16 3074, i16 -5, i16 32299, i16 -3, i16 26283], [6 x i16] [i16 -5, i16 2323, i16 -23142, i16 -31445, i16 7191, i16 -5]]], align 16, !dbg !340
@.str.13 = private unnamed_addr constant [14 x i8] c"g_78[i][j][k]\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !56
@.str.15 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1, !dbg !61
@.str.16 = private unnamed_addr constant [5 x i8] c"g_83\00", align 1, !dbg !63
@g_123 = internal global [4 x %union.U0] [%union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }], align 16, !dbg !348
@.str.17 = private unnamed_addr constant [12 x i8] c"g_123[i].f0\00", align 1, !dbg !65
@.str.18 = private unnamed_addr constant [12 x i8] c"g_123[i].f1\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [12 x i8] c"g_123[i].f2\00", align 1, !dbg !72
@.str.20 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !74
@g_152 = internal global i32 -1628136816, align 4, !dbg !360
@.str.21 = private unnamed_addr constant [6 x i8] c"g_152\00", align 1, !dbg !76
@g_155 = internal global i64 -8653210395822120745, align 8, !dbg !362
@.str.22 = private unnamed_addr constant [6 x i8] c"g_155\00", align 1, !dbg !81
@.str.23 = private unnamed_addr constant [9 x i8] c"g_160.f0\00", align 1, !dbg !83
@.str.24 = private unnamed_addr constant [9 x i8] c"g_160.f1\00", align 1, !dbg !88
@g_218 = internal global [1 x i16] [i16 1], align 2, !dbg !367
@.str.25 = private unnamed_addr constant [9 x i8] c"g_218[i]\00", align 1, !dbg !90
@g_221 = internal unnamed_addr global i64 -4918301790638880606, align 8, !dbg !373
@.str.26 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1, !dbg !92
@g_238 = internal unnamed_addr global i8 -13, align 1, !dbg !375
@.str.27 = private unnamed_addr constant [6 x i8] c"g_238\00", align 1, !dbg !94
@.str.28 = private unnamed_addr constant [6 x i8] c"g_286\00", align 1, !dbg !96
@g_324 = internal global i16 1, align 2, !dbg !379
@.str.29 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1, !dbg !98
@.str.30 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1, !dbg !100
@.str.31 = private unnamed_addr constant [6 x i8] c"g_351\00", align 1, !dbg !102
@g_375 = internal global %union.U0 { i32 -612692018 }, align 4, !dbg !385
@.str.32 = private unnamed_addr constant [9 x i8] c"g_375.f0\00", align 1, !dbg !104
@.str.33 = private unnamed_addr constant [9 x i8] c"g_375.f1\00", align 1, !dbg !106
@.str.34 = private unnamed_addr constant [9 x i8] c"g_375.f2\00", align 1, !dbg !108
@.str.35 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f0\00", align 1, !dbg !110
@.str.36 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f1\00", align 1, !dbg !112
@.str.37 = private unnamed_addr constant [6 x i8] c"g_440\00", align 1, !dbg !114
@.str.38 = private unnamed_addr constant [6 x i8] c"g_446\00", align 1, !dbg !116
@g_505 = internal global %union.U0 { i32 1 }, align 4, !dbg !395
@.str.39 = private unnamed_addr constant [9 x i8] c"g_505.f0\00", align 1, !dbg !118
@.str.40 = private unnamed_addr constant [9 x i8] c"g_505.f1\00", align 1, !dbg !120
@.str.41 = private unnamed_addr constant [9 x i8] c"g_505.f2\00", align 1, !dbg !122
@.str.42 = private unnamed_addr constant [9 x i8] c"g_736[i]\00", align 1, !dbg !124
@g_774 = internal global %union.U0 { i32 8 }, align 4, !dbg !400
@.str.43 = private unnamed_addr constant [9 x i8] c"g_774.f0\00", align 1, !dbg !126
@.str.44 = private unnamed_addr constant [9 x i8] c"g_774.f1\00", align 1, !dbg !128
@.str.45 = private unnamed_addr constant [9 x i8] c"g_774.f2\00", align 1, !dbg !130
@.str.46 = private unnamed_addr constant [6 x i8] c"g_804\00", align 1, !dbg !132
@g_808 = internal global [2 x [9 x [9 x %union.U0]]] [[9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 267637041 }, %union.U0 { i32 -2 }, %union.U0 { i32 5 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 614224198 }, %union.U0 { i32 427635085 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1153323207 }, %union.U0 { i32 -10 }, %union.U0 { i32 3 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 872518899 }, %union.U0 zeroinitializer, %union.U0 { i32 1026819223 }, %union.U0 { i32 1697300152 }], [9 x %union.U0] [%union.U0 { i32 -1592013405 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }, %union.U0 { i32 614224198 }, %union.U0 { i32 732498782 }, %union.U0 zeroinitializer, %union.U0 { i32 -5 }, %union.U0 { i32 4 }, %union.U0 { i32 5 }], [9 x %union.U0] [%union.U0 { i32 -580183393 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 142476117 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 3 }, %union.U0 { i32 -5 }, %union.U0 { i32 614224198 }, %union.U0 { i32 3 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 -4 }, %union.U0 { i32 -816428541 }, %union.U0 { i32 -1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 612614761 }, %union.U0 { i32 -1370168271 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1326938740 }, %union.U0 { i32 -1 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 9 }, %union.U0 { i32 -10 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 1841057443 }, %union.U0 { i32 -1 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 1 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 427635085 }, %union.U0 { i32 614224198 }]], [9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 { i32 -1 }, %union.U0 { i32 -580183393 }, %union.U0 { i32 -1 }, %union.U0 { i32 3 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 { i32 -1 }, %union.U0 { i32 1671663977 }, %union.U0 { i32 1 }, %union.U0 { i32 732498782 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 1884221190 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 zeroinitializer, %union.U0 { i32 318175983 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 614224198 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -1326938740 }], [9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 zeroinitializer, %union.U0 { i32 1 }, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 5 }, %union.U0 { i32 5 }, %union.U0 { i32 1709485888 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 4 }, %union.U0 { i32 1 }, %union.U0 { i32 5 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 9 }, %union.U0 { i32 1709485888 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 427635085 }, %union.U0 { i32 5 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 4 }, %union.U0 { i32 1100565088 }, %union.U0 { i32 491792801 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 { i32 -5 }, %union.U0 { i32 1171362464 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -4 }, %union.U0 { i32 732498782 }, %union.U0 { i32 837712906 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 1697300152 }, %union.U0 zeroinitializer, %union.U0 { i32 4 }, %union.U0 { i32 -1 }, %union.U0 { i32 614224198 }, %union.U0 { i32 238481672 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer]]], align 16, !dbg !404
@.str.47 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f0\00", align 1, !dbg !134
@.str.48 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f1\00", align 1, !dbg !136
@.str.49 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f2\00", align 1, !dbg !138
@.str.50 = private unnamed_addr constant [9 x i8] c"g_819.f0\00", align 1, !dbg !140
@.str.51 = private unnamed_addr constant [9 x i8] c"g_819.f1\00", align 1, !dbg !142
@.str.52 = private unnamed_addr constant [6 x i8] c"g_848\00", align 1, !dbg !144
@.str.53 = private unnamed_addr constant [6 x i8] c"g_930\00", align 1, !dbg !152
@.str.54 = private unnamed_addr constant [9 x i8] c"g_932[i]\00", align 1, !dbg !154
@.str.55 = private unnamed_addr constant [6 x i8] c"g_939\00", align 1, !dbg !156
@.str.56 = private unnamed_addr constant [6 x i8] c"g_993\00", align 1, !dbg !158
@.str.57 = private unnamed_addr constant [7 x i8] c"g_1094\00", align 1, !dbg !160
@.str.58 = private unnamed_addr constant [10 x i8] c"g_1095.f0\00", align 1, !dbg !165
@.str.59 = private unnamed_addr constant [10 x i8] c"g_1095.f1\00", align 1, !dbg !170
@.str.60 = private unnamed_addr constant [7 x i8] c"g_1244\00", align 1, !dbg !172
@g_1294 = internal global %union.U0 { i32 7 }, align 4, !dbg !426
@.str.61 = private unnamed_addr constant [10 x i8] c"g_1294.f0\00", align 1, !dbg !174
@.str.62 = private unnamed_addr constant [10 x i8] c"g_1294.f1\00", align 1, !dbg !176
@.str.63 = private unnamed_addr constant [10 x i8] c"g_1294.f2\00", align 1, !dbg !178
@.str.64 = private unnamed_addr constant [7 x i8] c"g_1311\00", align 1, !dbg !180
@g_1356 = internal global i8 -35, align 1, !dbg !430
@.str.65 = private unnamed_addr constant [7 x i8] c"g_1356\00", align 1, !dbg !182
@g_1362 = internal global i32 -654347066, align 4, !dbg !432
@.str.66 = private unnamed_addr constant [7 x i8] c"g_1362\00", align 1, !dbg !184
@g_1393 = internal global %union.U0 zeroinitializer, align 4, !dbg !434
@.str.67 = private unnamed_addr constant [10 x i8] c"g_1393.f0\00", align 1, !dbg !186
@.str.68 = private unnamed_addr constant [10 x i8] c"g_1393.f1\00", align 1, !dbg !188
@.str.69 = private unnamed_addr constant [10 x i8] c"g_1393.f2\00", align 1, !dbg !190
@.str.70 = private unnamed_addr constant [7 x i8] c"g_1423\00", align 1, !dbg !192
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !444
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !194
@g_1353 = internal unnamed_addr global ptr @g_1354, align 8, !dbg !263
@g_1370 = internal global ptr getelementptr inbounds (i8, ptr @g_57, i64 80), align 8, !dbg !269
@g_1354 = internal global ptr @g_1355, align 8, !dbg !267
@g_1355 = internal constant ptr @g_1356, align 8, !dbg !201
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !311
@g_160 = internal global { i32, [4 x i8] } { i32 1, [4 x i8] undef }, align 8, !dbg !364
@g_424 = internal unnamed_addr constant [8 x [7 x [4 x { i32, [4 x i8] }]]] [[7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -893493411, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]]], align 16, !dbg !387
@.str.76 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !438

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !454 {
  %3 = alloca ptr, align 8, !DIAssignID !466
    #dbg_value(i32 %0, !460, !DIExpression(), !467)
    #dbg_value(ptr %1, !461, !DIExpression(), !467)
    #dbg_value(i32 0, !465, !DIExpression(), !467)
  %4 = icmp eq i32 %0, 2, !dbg !468
  br i1 %4, label %5, label %18, !dbg !470

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !471
  %7 = load ptr, ptr %6, align 8, !dbg !471, !tbaa !472
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !476
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !477
  %17 = zext i1 %16 to i32, !dbg !477
  br label %18, !dbg !477

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !467
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !467
    #dbg_value(i32 %20, !465, !DIExpression(), !467)
    #dbg_value(i32 -306674912, !478, !DIExpression(), !487)
    #dbg_value(i32 0, !484, !DIExpression(), !487)
  br label %21, !dbg !489

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !491
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !493
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !493
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !499
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !493
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !499
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !493
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !499
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !493
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !499
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !493
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !499
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !493
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !499
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !493
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !499
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !493
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !493
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !499
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !499
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !499
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !500
  store <4 x i32> %63, ptr %64, align 16, !dbg !501, !tbaa !502
  %65 = add nuw i64 %22, 4, !dbg !491
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !493
  %67 = icmp eq i64 %65, 256, !dbg !491
  br i1 %67, label %68, label %21, !dbg !491, !llvm.loop !504

68:                                               ; preds = %21
    #dbg_assign(i1 undef, !509, !DIExpression(), !466, ptr %3, !DIExpression(), !674)
    #dbg_value(i64 poison, !523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !676)
    #dbg_value(i16 5658, !523, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !676)
    #dbg_assign(i1 undef, !523, !DIExpression(DW_OP_LLVM_fragment, 80, 272), !677, ptr poison, !DIExpression(), !676)
    #dbg_value(i16 5658, !523, !DIExpression(DW_OP_LLVM_fragment, 352, 16), !676)
    #dbg_assign(i1 undef, !523, !DIExpression(DW_OP_LLVM_fragment, 368, 400), !678, ptr poison, !DIExpression(), !676)
    #dbg_value(i64 -1, !528, !DIExpression(), !676)
    #dbg_value(i32 -4, !529, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !676)
    #dbg_value(i32 -4, !529, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !676)
    #dbg_value(i32 -4, !529, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !676)
    #dbg_value(i32 -4, !529, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !676)
    #dbg_assign(i1 undef, !529, !DIExpression(DW_OP_LLVM_fragment, 128, 160), !679, ptr poison, !DIExpression(), !676)
    #dbg_assign(i32 9, !531, !DIExpression(), !680, ptr undef, !DIExpression(), !676)
    #dbg_value(i16 -10, !532, !DIExpression(), !676)
    #dbg_value(ptr null, !533, !DIExpression(), !676)
    #dbg_value(ptr undef, !536, !DIExpression(), !676)
    #dbg_value(ptr undef, !538, !DIExpression(), !676)
    #dbg_value(i32 0, !540, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !676)
    #dbg_value(i32 0, !540, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !676)
    #dbg_value(i32 0, !540, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !676)
    #dbg_value(i32 0, !540, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !676)
    #dbg_value(i32 0, !540, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !676)
    #dbg_value(i32 0, !540, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !676)
    #dbg_value(i32 -8, !540, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !676)
    #dbg_value(i32 -8, !540, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !676)
    #dbg_value(i32 -8, !540, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !676)
    #dbg_value(i32 -8, !540, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !676)
    #dbg_value(i32 -8, !540, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !676)
    #dbg_value(i32 -8, !540, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !676)
    #dbg_value(i32 -218705303, !542, !DIExpression(DW_OP_LLVM_fragment, 2240, 32), !676)
    #dbg_value(i32 poison, !542, !DIExpression(DW_OP_LLVM_fragment, 2272, 32), !676)
    #dbg_value(i32 -1924133399, !545, !DIExpression(), !676)
    #dbg_value(i8 -71, !546, !DIExpression(), !676)
    #dbg_value(i32 -1229928354, !547, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !676)
    #dbg_assign(i1 undef, !547, !DIExpression(DW_OP_LLVM_fragment, 960, 224), !681, ptr poison, !DIExpression(), !676)
    #dbg_value(i32 -1086812592, !547, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !676)
    #dbg_assign(i1 undef, !547, !DIExpression(DW_OP_LLVM_fragment, 1216, 576), !682, ptr poison, !DIExpression(), !676)
    #dbg_value(ptr @g_57, !550, !DIExpression(), !676)
    #dbg_value(ptr null, !551, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !676)
    #dbg_value(ptr null, !551, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !676)
    #dbg_value(ptr null, !551, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !676)
    #dbg_value(ptr null, !551, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !676)
    #dbg_value(ptr poison, !555, !DIExpression(), !676)
    #dbg_value(i16 25168, !556, !DIExpression(), !676)
    #dbg_value(i32 -1824031337, !558, !DIExpression(), !676)
    #dbg_value(i32 3, !526, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !676)
    #dbg_value(i32 3, !526, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !676)
    #dbg_value(i64 2, !559, !DIExpression(), !676)
    #dbg_value(ptr poison, !562, !DIExpression(), !683)
    #dbg_value(i32 1519620319, !568, !DIExpression(), !683)
    #dbg_value(ptr poison, !569, !DIExpression(), !683)
    #dbg_value(ptr poison, !571, !DIExpression(), !683)
    #dbg_value(ptr poison, !573, !DIExpression(), !683)
    #dbg_value(ptr undef, !574, !DIExpression(), !683)
    #dbg_value(ptr poison, !576, !DIExpression(), !683)
    #dbg_value(i16 -4, !577, !DIExpression(), !683)
    #dbg_value(i64 0, !578, !DIExpression(), !683)
    #dbg_value(i16 30811, !579, !DIExpression(), !683)
    #dbg_value(i16 -5197, !580, !DIExpression(), !683)
    #dbg_value(i8 0, !581, !DIExpression(), !683)
    #dbg_value(i8 -105, !582, !DIExpression(), !683)
    #dbg_value(ptr poison, !587, !DIExpression(), !683)
  %69 = load i32, ptr @g_12, align 4, !tbaa !502
  %70 = add i32 %69, -1, !dbg !684
  store i32 %70, ptr @g_12, align 4, !dbg !684, !tbaa !502
    #dbg_value(i16 5658, !523, !DIExpression(DW_OP_LLVM_fragment, 352, 16), !676)
    #dbg_value(i64 poison, !528, !DIExpression(), !676)
    #dbg_value(i32 -1086812592, !547, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !676)
    #dbg_value(i32 -1903397980, !591, !DIExpression(), !685)
    #dbg_value(ptr poison, !592, !DIExpression(), !685)
    #dbg_value(i8 -42, !593, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !685)
    #dbg_assign(i1 undef, !593, !DIExpression(DW_OP_LLVM_fragment, 48, 24), !686, ptr poison, !DIExpression(), !685)
    #dbg_assign(i1 undef, !595, !DIExpression(DW_OP_LLVM_fragment, 544, 6624), !687, ptr poison, !DIExpression(), !685)
    #dbg_value(ptr undef, !597, !DIExpression(), !685)
    #dbg_value(i32 -1873516452, !595, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !685)
    #dbg_value(i32 4, !601, !DIExpression(), !688)
    #dbg_value(ptr poison, !602, !DIExpression(), !688)
    #dbg_value(ptr undef, !603, !DIExpression(), !688)
    #dbg_value(ptr undef, !605, !DIExpression(), !688)
    #dbg_value(ptr undef, !607, !DIExpression(), !688)
    #dbg_value(ptr undef, !609, !DIExpression(), !688)
    #dbg_value(ptr poison, !611, !DIExpression(), !688)
    #dbg_value(ptr null, !612, !DIExpression(), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13440, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13504, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13568, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13632, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13696, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13760, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13824, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13888, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 13952, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14016, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14080, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14144, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14208, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14272, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14336, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14400, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14464, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14528, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14592, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14656, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14720, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14784, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14848, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14912, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 14976, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15040, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15104, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15168, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15232, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15296, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15360, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15424, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15488, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15552, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15616, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15680, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15744, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15808, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15872, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 15936, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 16000, 64), !688)
    #dbg_value(ptr undef, !613, !DIExpression(DW_OP_LLVM_fragment, 16064, 64), !688)
    #dbg_value(ptr poison, !620, !DIExpression(), !674)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !689
    #dbg_assign(ptr poison, !509, !DIExpression(), !690, ptr %3, !DIExpression(), !674)
    #dbg_value(ptr %3, !621, !DIExpression(), !674)
    #dbg_value(ptr null, !626, !DIExpression(), !674)
    #dbg_value(ptr null, !628, !DIExpression(), !674)
    #dbg_value(ptr undef, !631, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !674)
    #dbg_value(i32 poison, !633, !DIExpression(), !674)
    #dbg_value(i32 poison, !632, !DIExpression(), !674)
  %71 = load i64, ptr @g_221, align 8, !dbg !691, !tbaa !692
  %72 = or i64 %71, 1, !dbg !691
  store i64 %72, ptr @g_221, align 8, !dbg !691, !tbaa !692
  %73 = load volatile i16, ptr @g_218, align 2, !dbg !694, !tbaa !695
  %74 = load i8, ptr @g_238, align 1, !dbg !697, !tbaa !698
  %75 = xor i8 %74, -92, !dbg !697
  store i8 %75, ptr @g_238, align 1, !dbg !697, !tbaa !698
    #dbg_value(i16 5658, !523, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 352, 16), !676)
  store ptr %3, ptr @g_1353, align 8, !dbg !699, !tbaa !472
  %76 = load volatile ptr, ptr @g_1370, align 8, !dbg !700, !tbaa !472
  store i32 -1, ptr %76, align 4, !dbg !701, !tbaa !502
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !702
  %77 = load volatile i32, ptr @g_3, align 4, !dbg !703, !tbaa !502
  %78 = sext i32 %77 to i64, !dbg !703
  call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !704
  %79 = load volatile i32, ptr @g_4, align 4, !dbg !705, !tbaa !502
  %80 = sext i32 %79 to i64, !dbg !705
  call fastcc void @transparent_crc(i64 noundef %80, ptr noundef nonnull @.str.2, i32 noundef %20), !dbg !706
  %81 = load volatile i32, ptr @g_5, align 4, !dbg !707, !tbaa !502
  %82 = sext i32 %81 to i64, !dbg !707
  call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !708
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !709
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !710
  %83 = load volatile i8, ptr @g_11, align 1, !dbg !711, !tbaa !698
  %84 = sext i8 %83 to i64, !dbg !711
  call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !712
  %85 = load i32, ptr @g_12, align 4, !dbg !713, !tbaa !502
  %86 = zext i32 %85 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !714
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.8, i32 noundef %20), !dbg !715
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !716
    #dbg_value(i32 0, !462, !DIExpression(), !467)
  br label %87, !dbg !717

87:                                               ; preds = %68, %137
  %88 = phi i64 [ 0, %68 ], [ %138, %137 ]
    #dbg_value(i64 %88, !462, !DIExpression(), !467)
    #dbg_value(i64 0, !463, !DIExpression(), !467)
  %89 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 0, !dbg !719
  %90 = load i32, ptr %89, align 4, !dbg !719, !tbaa !502
  %91 = sext i32 %90 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  br i1 %19, label %92, label %111, !dbg !726

92:                                               ; preds = %87
    #dbg_value(i64 1, !463, !DIExpression(), !467)
  %93 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1, !dbg !719
  %94 = load i32, ptr %93, align 4, !dbg !719, !tbaa !502
  %95 = sext i32 %94 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
    #dbg_value(i64 2, !463, !DIExpression(), !467)
  %96 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2, !dbg !719
  %97 = load i32, ptr %96, align 4, !dbg !719, !tbaa !502
  %98 = sext i32 %97 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
    #dbg_value(i64 3, !463, !DIExpression(), !467)
  %99 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3, !dbg !719
  %100 = load i32, ptr %99, align 4, !dbg !719, !tbaa !502
  %101 = sext i32 %100 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
    #dbg_value(i64 4, !463, !DIExpression(), !467)
  %102 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4, !dbg !719
  %103 = load i32, ptr %102, align 4, !dbg !719, !tbaa !502
  %104 = sext i32 %103 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
    #dbg_value(i64 5, !463, !DIExpression(), !467)
  %105 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5, !dbg !719
  %106 = load i32, ptr %105, align 4, !dbg !719, !tbaa !502
  %107 = sext i32 %106 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
    #dbg_value(i64 6, !463, !DIExpression(), !467)
  %108 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6, !dbg !719
  %109 = load i32, ptr %108, align 4, !dbg !719, !tbaa !502
  %110 = sext i32 %109 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  br label %137, !dbg !726

111:                                              ; preds = %87
  %112 = trunc nuw nsw i64 %88 to i32, !dbg !727
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %112, i32 noundef 0), !dbg !727
    #dbg_value(i64 1, !463, !DIExpression(), !467)
  %113 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1, !dbg !719
  %114 = load i32, ptr %113, align 4, !dbg !719, !tbaa !502
  %115 = sext i32 %114 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  %116 = trunc nuw nsw i64 %88 to i32, !dbg !727
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %116, i32 noundef 1), !dbg !727
    #dbg_value(i64 2, !463, !DIExpression(), !467)
  %117 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2, !dbg !719
  %118 = load i32, ptr %117, align 4, !dbg !719, !tbaa !502
  %119 = sext i32 %118 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  %120 = trunc nuw nsw i64 %88 to i32, !dbg !727
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %120, i32 noundef 2), !dbg !727
    #dbg_value(i64 3, !463, !DIExpression(), !467)
  %121 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3, !dbg !719
  %122 = load i32, ptr %121, align 4, !dbg !719, !tbaa !502
  %123 = sext i32 %122 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  %124 = trunc nuw nsw i64 %88 to i32, !dbg !727
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %124, i32 noundef 3), !dbg !727
    #dbg_value(i64 4, !463, !DIExpression(), !467)
  %125 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4, !dbg !719
  %126 = load i32, ptr %125, align 4, !dbg !719, !tbaa !502
  %127 = sext i32 %126 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  %128 = trunc nuw nsw i64 %88 to i32, !dbg !727
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %128, i32 noundef 4), !dbg !727
    #dbg_value(i64 5, !463, !DIExpression(), !467)
  %129 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5, !dbg !719
  %130 = load i32, ptr %129, align 4, !dbg !719, !tbaa !502
  %131 = sext i32 %130 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  %132 = trunc nuw nsw i64 %88 to i32, !dbg !727
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %132, i32 noundef 5), !dbg !727
    #dbg_value(i64 6, !463, !DIExpression(), !467)
  %133 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6, !dbg !719
  %134 = load i32, ptr %133, align 4, !dbg !719, !tbaa !502
  %135 = sext i32 %134 to i64, !dbg !719
  call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !725
  %136 = trunc nuw nsw i64 %88 to i32, !dbg !727
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %136, i32 noundef 6), !dbg !727
  br label %137, !dbg !727

137:                                              ; preds = %92, %111
    #dbg_value(i64 7, !463, !DIExpression(), !467)
  %138 = add nuw nsw i64 %88, 1, !dbg !729
    #dbg_value(i64 %138, !462, !DIExpression(), !467)
  %139 = icmp eq i64 %138, 3, !dbg !730
  br i1 %139, label %140, label %87, !dbg !717, !llvm.loop !731

140:                                              ; preds = %137
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !733
    #dbg_value(i32 0, !462, !DIExpression(), !467)
  br label %141, !dbg !734

141:                                              ; preds = %140, %195
  %142 = phi i64 [ 0, %140 ], [ %196, %195 ]
    #dbg_value(i64 %142, !462, !DIExpression(), !467)
    #dbg_value(i32 0, !463, !DIExpression(), !467)
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = trunc nuw nsw i64 %142 to i32
  %145 = trunc nuw nsw i64 %142 to i32
  %146 = trunc nuw nsw i64 %142 to i32
  %147 = trunc nuw nsw i64 %142 to i32
  %148 = trunc nuw nsw i64 %142 to i32
  br label %149, !dbg !736

149:                                              ; preds = %141, %192
  %150 = phi i64 [ 0, %141 ], [ %193, %192 ]
    #dbg_value(i64 %150, !463, !DIExpression(), !467)
    #dbg_value(i64 0, !464, !DIExpression(), !467)
  %151 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 0, !dbg !740
  %152 = load i16, ptr %151, align 4, !dbg !740, !tbaa !695
  %153 = sext i16 %152 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
  br i1 %19, label %154, label %170, !dbg !747

154:                                              ; preds = %149
    #dbg_value(i64 1, !464, !DIExpression(), !467)
  %155 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 1, !dbg !740
  %156 = load i16, ptr %155, align 2, !dbg !740, !tbaa !695
  %157 = sext i16 %156 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
    #dbg_value(i64 2, !464, !DIExpression(), !467)
  %158 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 2, !dbg !740
  %159 = load i16, ptr %158, align 4, !dbg !740, !tbaa !695
  %160 = sext i16 %159 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
    #dbg_value(i64 3, !464, !DIExpression(), !467)
  %161 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 3, !dbg !740
  %162 = load i16, ptr %161, align 2, !dbg !740, !tbaa !695
  %163 = sext i16 %162 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
    #dbg_value(i64 4, !464, !DIExpression(), !467)
  %164 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 4, !dbg !740
  %165 = load i16, ptr %164, align 4, !dbg !740, !tbaa !695
  %166 = sext i16 %165 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
    #dbg_value(i64 5, !464, !DIExpression(), !467)
  %167 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 5, !dbg !740
  %168 = load i16, ptr %167, align 2, !dbg !740, !tbaa !695
  %169 = sext i16 %168 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
  br label %192, !dbg !747

170:                                              ; preds = %149
  %171 = trunc nuw nsw i64 %150 to i32, !dbg !748
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %143, i32 noundef %171, i32 noundef 0), !dbg !748
    #dbg_value(i64 1, !464, !DIExpression(), !467)
  %172 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 1, !dbg !740
  %173 = load i16, ptr %172, align 2, !dbg !740, !tbaa !695
  %174 = sext i16 %173 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
  %175 = trunc nuw nsw i64 %150 to i32, !dbg !748
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %144, i32 noundef %175, i32 noundef 1), !dbg !748
    #dbg_value(i64 2, !464, !DIExpression(), !467)
  %176 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 2, !dbg !740
  %177 = load i16, ptr %176, align 4, !dbg !740, !tbaa !695
  %178 = sext i16 %177 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
  %179 = trunc nuw nsw i64 %150 to i32, !dbg !748
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %145, i32 noundef %179, i32 noundef 2), !dbg !748
    #dbg_value(i64 3, !464, !DIExpression(), !467)
  %180 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 3, !dbg !740
  %181 = load i16, ptr %180, align 2, !dbg !740, !tbaa !695
  %182 = sext i16 %181 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
  %183 = trunc nuw nsw i64 %150 to i32, !dbg !748
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %146, i32 noundef %183, i32 noundef 3), !dbg !748
    #dbg_value(i64 4, !464, !DIExpression(), !467)
  %184 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 4, !dbg !740
  %185 = load i16, ptr %184, align 4, !dbg !740, !tbaa !695
  %186 = sext i16 %185 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
  %187 = trunc nuw nsw i64 %150 to i32, !dbg !748
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %147, i32 noundef %187, i32 noundef 4), !dbg !748
    #dbg_value(i64 5, !464, !DIExpression(), !467)
  %188 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %142, i64 %150, i64 5, !dbg !740
  %189 = load i16, ptr %188, align 2, !dbg !740, !tbaa !695
  %190 = sext i16 %189 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !746
  %191 = trunc nuw nsw i64 %150 to i32, !dbg !748
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %148, i32 noundef %191, i32 noundef 5), !dbg !748
  br label %192, !dbg !748

192:                                              ; preds = %154, %170
    #dbg_value(i64 6, !464, !DIExpression(), !467)
  %193 = add nuw nsw i64 %150, 1, !dbg !750
    #dbg_value(i64 %193, !463, !DIExpression(), !467)
  %194 = icmp eq i64 %193, 10, !dbg !751
  br i1 %194, label %195, label %149, !dbg !736, !llvm.loop !752

195:                                              ; preds = %192
  %196 = add nuw nsw i64 %142, 1, !dbg !754
    #dbg_value(i64 %196, !462, !DIExpression(), !467)
  %197 = icmp eq i64 %196, 4, !dbg !755
  br i1 %197, label %198, label %141, !dbg !734, !llvm.loop !756

198:                                              ; preds = %195
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !758
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !759
    #dbg_value(i64 0, !462, !DIExpression(), !467)
  %199 = load volatile i32, ptr @g_123, align 16, !dbg !760, !tbaa !698
  %200 = sext i32 %199 to i64, !dbg !764
  call fastcc void @transparent_crc(i64 noundef %200, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !765
  %201 = load volatile i32, ptr @g_123, align 16, !dbg !766, !tbaa !698
  %202 = zext i32 %201 to i64, !dbg !767
  call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !768
  %203 = load volatile i32, ptr @g_123, align 16, !dbg !769
  %204 = shl i32 %203, 10, !dbg !769
  %205 = ashr exact i32 %204, 10, !dbg !769
  %206 = sext i32 %205 to i64, !dbg !770
  call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !771
  br i1 %19, label %208, label %207, !dbg !772

207:                                              ; preds = %198
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0), !dbg !773
  br label %208, !dbg !773

208:                                              ; preds = %198, %207
    #dbg_value(i64 1, !462, !DIExpression(), !467)
  %209 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !760, !tbaa !698
  %210 = sext i32 %209 to i64, !dbg !764
  call fastcc void @transparent_crc(i64 noundef %210, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !765
  %211 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !766, !tbaa !698
  %212 = zext i32 %211 to i64, !dbg !767
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !768
  %213 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !769
  %214 = shl i32 %213, 10, !dbg !769
  %215 = ashr exact i32 %214, 10, !dbg !769
  %216 = sext i32 %215 to i64, !dbg !770
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !771
  br i1 %19, label %218, label %217, !dbg !772

217:                                              ; preds = %208
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 1), !dbg !773
  br label %218, !dbg !773

218:                                              ; preds = %217, %208
    #dbg_value(i64 2, !462, !DIExpression(), !467)
  %219 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 8, !dbg !760, !tbaa !698
  %220 = sext i32 %219 to i64, !dbg !764
  call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !765
  %221 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 8, !dbg !766, !tbaa !698
  %222 = zext i32 %221 to i64, !dbg !767
  call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !768
  %223 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 8, !dbg !769
  %224 = shl i32 %223, 10, !dbg !769
  %225 = ashr exact i32 %224, 10, !dbg !769
  %226 = sext i32 %225 to i64, !dbg !770
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !771
  br i1 %19, label %228, label %227, !dbg !772

227:                                              ; preds = %218
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 2), !dbg !773
  br label %228, !dbg !773

228:                                              ; preds = %227, %218
    #dbg_value(i64 3, !462, !DIExpression(), !467)
  %229 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !760, !tbaa !698
  %230 = sext i32 %229 to i64, !dbg !764
  call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !765
  %231 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !766, !tbaa !698
  %232 = zext i32 %231 to i64, !dbg !767
  call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !768
  %233 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !769
  %234 = shl i32 %233, 10, !dbg !769
  %235 = ashr exact i32 %234, 10, !dbg !769
  %236 = sext i32 %235 to i64, !dbg !770
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !771
  br i1 %19, label %238, label %237, !dbg !772

237:                                              ; preds = %228
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 3), !dbg !773
  br label %238, !dbg !773

238:                                              ; preds = %237, %228
    #dbg_value(i64 4, !462, !DIExpression(), !467)
  %239 = load volatile i32, ptr @g_152, align 4, !dbg !775, !tbaa !502
  %240 = sext i32 %239 to i64, !dbg !775
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !776
  %241 = load volatile i64, ptr @g_155, align 8, !dbg !777, !tbaa !692
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !778
  %242 = load volatile i32, ptr @g_160, align 8, !dbg !779, !tbaa !698
  %243 = zext i32 %242 to i64, !dbg !780
  call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !781
  %244 = load volatile i16, ptr @g_160, align 8, !dbg !782, !tbaa !698
  %245 = zext i16 %244 to i64, !dbg !783
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !784
    #dbg_value(i32 poison, !462, !DIExpression(), !467)
  %246 = load volatile i16, ptr @g_218, align 2, !dbg !785, !tbaa !695
  %247 = zext i16 %246 to i64, !dbg !785
  call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !789
  br i1 %19, label %249, label %248, !dbg !790

248:                                              ; preds = %238
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0), !dbg !791
  br label %249, !dbg !791

249:                                              ; preds = %248, %238
    #dbg_value(i32 poison, !462, !DIExpression(), !467)
  %250 = load i64, ptr @g_221, align 8, !dbg !793, !tbaa !692
  call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !794
  %251 = load i8, ptr @g_238, align 1, !dbg !795, !tbaa !698
  %252 = sext i8 %251 to i64, !dbg !795
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !796
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !797
  %253 = load volatile i16, ptr @g_324, align 2, !dbg !798, !tbaa !695
  %254 = sext i16 %253 to i64, !dbg !798
  call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !799
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !800
  call fastcc void @transparent_crc(i64 noundef 1139671712, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !801
  %255 = load i32, ptr @g_375, align 4, !dbg !802, !tbaa !698
  %256 = sext i32 %255 to i64, !dbg !803
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.32, i32 noundef %20), !dbg !804
  %257 = load volatile i32, ptr @g_375, align 4, !dbg !805, !tbaa !698
  %258 = zext i32 %257 to i64, !dbg !806
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !807
  %259 = load volatile i32, ptr @g_375, align 4, !dbg !808
  %260 = shl i32 %259, 10, !dbg !808
  %261 = ashr exact i32 %260, 10, !dbg !808
  %262 = sext i32 %261 to i64, !dbg !809
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.34, i32 noundef %20), !dbg !810
    #dbg_value(i32 0, !462, !DIExpression(), !467)
  br label %263, !dbg !811

263:                                              ; preds = %249, %313
  %264 = phi i64 [ 0, %249 ], [ %314, %313 ]
    #dbg_value(i64 %264, !462, !DIExpression(), !467)
    #dbg_value(i32 0, !463, !DIExpression(), !467)
  %265 = trunc nuw nsw i64 %264 to i32
  %266 = trunc nuw nsw i64 %264 to i32
  %267 = trunc nuw nsw i64 %264 to i32
  %268 = trunc nuw nsw i64 %264 to i32
  br label %269, !dbg !813

269:                                              ; preds = %263, %310
  %270 = phi i64 [ 0, %263 ], [ %311, %310 ]
    #dbg_value(i64 %270, !463, !DIExpression(), !467)
    #dbg_value(i64 0, !464, !DIExpression(), !467)
  %271 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 0, !dbg !817
  %272 = load i32, ptr %271, align 16, !dbg !823, !tbaa !698
  %273 = zext i32 %272 to i64, !dbg !817
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !824
  %274 = load i16, ptr %271, align 16, !dbg !825, !tbaa !698
  %275 = zext i16 %274 to i64, !dbg !826
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !827
  br i1 %19, label %284, label %276, !dbg !828

276:                                              ; preds = %269
  %277 = trunc nuw nsw i64 %270 to i32, !dbg !829
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %265, i32 noundef %277, i32 noundef 0), !dbg !829
    #dbg_value(i64 1, !464, !DIExpression(), !467)
  %278 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 1, !dbg !817
  %279 = load i32, ptr %278, align 8, !dbg !823, !tbaa !698
  %280 = zext i32 %279 to i64, !dbg !817
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !824
  %281 = load i16, ptr %278, align 8, !dbg !825, !tbaa !698
  %282 = zext i16 %281 to i64, !dbg !826
  call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !827
  %283 = trunc nuw nsw i64 %270 to i32, !dbg !829
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %266, i32 noundef %283, i32 noundef 1), !dbg !829
  br label %290, !dbg !829

284:                                              ; preds = %269
    #dbg_value(i64 1, !464, !DIExpression(), !467)
  %285 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 1, !dbg !817
  %286 = load i32, ptr %285, align 8, !dbg !823, !tbaa !698
  %287 = zext i32 %286 to i64, !dbg !817
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !824
  %288 = load i16, ptr %285, align 8, !dbg !825, !tbaa !698
  %289 = zext i16 %288 to i64, !dbg !826
  call fastcc void @transparent_crc(i64 noundef %289, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !827
  br label %290, !dbg !828

290:                                              ; preds = %284, %276
    #dbg_value(i64 2, !464, !DIExpression(), !467)
  %291 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 2, !dbg !817
  %292 = load i32, ptr %291, align 16, !dbg !823, !tbaa !698
  %293 = zext i32 %292 to i64, !dbg !817
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !824
  %294 = load i16, ptr %291, align 16, !dbg !825, !tbaa !698
  %295 = zext i16 %294 to i64, !dbg !826
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !827
  br i1 %19, label %304, label %296, !dbg !828

296:                                              ; preds = %290
  %297 = trunc nuw nsw i64 %270 to i32, !dbg !829
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %267, i32 noundef %297, i32 noundef 2), !dbg !829
    #dbg_value(i64 3, !464, !DIExpression(), !467)
  %298 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 3, !dbg !817
  %299 = load i32, ptr %298, align 8, !dbg !823, !tbaa !698
  %300 = zext i32 %299 to i64, !dbg !817
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !824
  %301 = load i16, ptr %298, align 8, !dbg !825, !tbaa !698
  %302 = zext i16 %301 to i64, !dbg !826
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !827
  %303 = trunc nuw nsw i64 %270 to i32, !dbg !829
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %268, i32 noundef %303, i32 noundef 3), !dbg !829
  br label %310, !dbg !829

304:                                              ; preds = %290
    #dbg_value(i64 3, !464, !DIExpression(), !467)
  %305 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %264, i64 %270, i64 3, !dbg !817
  %306 = load i32, ptr %305, align 8, !dbg !823, !tbaa !698
  %307 = zext i32 %306 to i64, !dbg !817
  call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !824
  %308 = load i16, ptr %305, align 8, !dbg !825, !tbaa !698
  %309 = zext i16 %308 to i64, !dbg !826
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !827
  br label %310, !dbg !828

310:                                              ; preds = %304, %296
    #dbg_value(i64 4, !464, !DIExpression(), !467)
  %311 = add nuw nsw i64 %270, 1, !dbg !831
    #dbg_value(i64 %311, !463, !DIExpression(), !467)
  %312 = icmp eq i64 %311, 7, !dbg !832
  br i1 %312, label %313, label %269, !dbg !813, !llvm.loop !833

313:                                              ; preds = %310
  %314 = add nuw nsw i64 %264, 1, !dbg !835
    #dbg_value(i64 %314, !462, !DIExpression(), !467)
  %315 = icmp eq i64 %314, 8, !dbg !836
  br i1 %315, label %316, label %263, !dbg !811, !llvm.loop !837

316:                                              ; preds = %313
  call fastcc void @transparent_crc(i64 noundef 190, ptr noundef nonnull @.str.37, i32 noundef %20), !dbg !839
  call fastcc void @transparent_crc(i64 noundef -56, ptr noundef nonnull @.str.38, i32 noundef %20), !dbg !840
  %317 = load i32, ptr @g_505, align 4, !dbg !841, !tbaa !698
  %318 = sext i32 %317 to i64, !dbg !842
  call fastcc void @transparent_crc(i64 noundef %318, ptr noundef nonnull @.str.39, i32 noundef %20), !dbg !843
  %319 = load volatile i32, ptr @g_505, align 4, !dbg !844, !tbaa !698
  %320 = zext i32 %319 to i64, !dbg !845
  call fastcc void @transparent_crc(i64 noundef %320, ptr noundef nonnull @.str.40, i32 noundef %20), !dbg !846
  %321 = load volatile i32, ptr @g_505, align 4, !dbg !847
  %322 = shl i32 %321, 10, !dbg !847
  %323 = ashr exact i32 %322, 10, !dbg !847
  %324 = sext i32 %323 to i64, !dbg !848
  call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.41, i32 noundef %20), !dbg !849
    #dbg_value(i64 0, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  br i1 %19, label %325, label %326, !dbg !854

325:                                              ; preds = %316
    #dbg_value(i64 1, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 2, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 3, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 4, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 5, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 6, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 7, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 8, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
    #dbg_value(i64 9, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  br label %327, !dbg !854

326:                                              ; preds = %316
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0), !dbg !855
    #dbg_value(i64 1, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 1), !dbg !855
    #dbg_value(i64 2, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 2), !dbg !855
    #dbg_value(i64 3, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 3), !dbg !855
    #dbg_value(i64 4, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 4), !dbg !855
    #dbg_value(i64 5, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 5), !dbg !855
    #dbg_value(i64 6, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 6), !dbg !855
    #dbg_value(i64 7, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 7), !dbg !855
    #dbg_value(i64 8, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 8), !dbg !855
    #dbg_value(i64 9, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !850
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 9), !dbg !855
  br label %327, !dbg !855

327:                                              ; preds = %325, %326
    #dbg_value(i64 10, !462, !DIExpression(), !467)
  %328 = load volatile i32, ptr @g_774, align 4, !dbg !857, !tbaa !698
  %329 = sext i32 %328 to i64, !dbg !858
  call fastcc void @transparent_crc(i64 noundef %329, ptr noundef nonnull @.str.43, i32 noundef %20), !dbg !859
  %330 = load volatile i32, ptr @g_774, align 4, !dbg !860, !tbaa !698
  %331 = zext i32 %330 to i64, !dbg !861
  call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.44, i32 noundef %20), !dbg !862
  %332 = load volatile i32, ptr @g_774, align 4, !dbg !863
  %333 = shl i32 %332, 10, !dbg !863
  %334 = ashr exact i32 %333, 10, !dbg !863
  %335 = sext i32 %334 to i64, !dbg !864
  call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.45, i32 noundef %20), !dbg !865
  call fastcc void @transparent_crc(i64 noundef 53815, ptr noundef nonnull @.str.46, i32 noundef %20), !dbg !866
    #dbg_value(i64 0, !462, !DIExpression(), !467)
    #dbg_value(i32 0, !463, !DIExpression(), !467)
  br label %336, !dbg !867

336:                                              ; preds = %327, %355
  %337 = phi i64 [ 0, %327 ], [ %356, %355 ]
    #dbg_value(i64 %337, !463, !DIExpression(), !467)
    #dbg_value(i32 0, !464, !DIExpression(), !467)
  %338 = trunc nuw nsw i64 %337 to i32
  br label %339, !dbg !872

339:                                              ; preds = %336, %352
  %340 = phi i64 [ 0, %336 ], [ %353, %352 ]
    #dbg_value(i64 %340, !464, !DIExpression(), !467)
  %341 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 0, i64 %337, i64 %340, !dbg !876
  %342 = load i32, ptr %341, align 4, !dbg !879, !tbaa !698
  %343 = sext i32 %342 to i64, !dbg !876
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.47, i32 noundef %20), !dbg !880
  %344 = load volatile i32, ptr %341, align 4, !dbg !881, !tbaa !698
  %345 = zext i32 %344 to i64, !dbg !882
  call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.48, i32 noundef %20), !dbg !883
  %346 = load volatile i32, ptr %341, align 4, !dbg !884
  %347 = shl i32 %346, 10, !dbg !884
  %348 = ashr exact i32 %347, 10, !dbg !884
  %349 = sext i32 %348 to i64, !dbg !885
  call fastcc void @transparent_crc(i64 noundef %349, ptr noundef nonnull @.str.49, i32 noundef %20), !dbg !886
  br i1 %19, label %352, label %350, !dbg !887

350:                                              ; preds = %339
  %351 = trunc nuw nsw i64 %340 to i32, !dbg !888
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0, i32 noundef %338, i32 noundef %351), !dbg !888
  br label %352, !dbg !888

352:                                              ; preds = %339, %350
  %353 = add nuw nsw i64 %340, 1, !dbg !890
    #dbg_value(i64 %353, !464, !DIExpression(), !467)
  %354 = icmp eq i64 %353, 9, !dbg !891
  br i1 %354, label %355, label %339, !dbg !872, !llvm.loop !892

355:                                              ; preds = %352
  %356 = add nuw nsw i64 %337, 1, !dbg !894
    #dbg_value(i64 %356, !463, !DIExpression(), !467)
  %357 = icmp eq i64 %356, 9, !dbg !895
  br i1 %357, label %358, label %336, !dbg !867, !llvm.loop !896

358:                                              ; preds = %355, %377
  %359 = phi i64 [ %378, %377 ], [ 0, %355 ]
    #dbg_value(i64 %359, !463, !DIExpression(), !467)
    #dbg_value(i32 0, !464, !DIExpression(), !467)
  %360 = trunc nuw nsw i64 %359 to i32
  br label %361, !dbg !872

361:                                              ; preds = %374, %358
  %362 = phi i64 [ 0, %358 ], [ %375, %374 ]
    #dbg_value(i64 %362, !464, !DIExpression(), !467)
  %363 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 1, i64 %359, i64 %362, !dbg !876
  %364 = load i32, ptr %363, align 4, !dbg !879, !tbaa !698
  %365 = sext i32 %364 to i64, !dbg !876
  call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.47, i32 noundef %20), !dbg !880
  %366 = load volatile i32, ptr %363, align 4, !dbg !881, !tbaa !698
  %367 = zext i32 %366 to i64, !dbg !882
  call fastcc void @transparent_crc(i64 noundef %367, ptr noundef nonnull @.str.48, i32 noundef %20), !dbg !883
  %368 = load volatile i32, ptr %363, align 4, !dbg !884
  %369 = shl i32 %368, 10, !dbg !884
  %370 = ashr exact i32 %369, 10, !dbg !884
  %371 = sext i32 %370 to i64, !dbg !885
  call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.49, i32 noundef %20), !dbg !886
  br i1 %19, label %374, label %372, !dbg !887

372:                                              ; preds = %361
  %373 = trunc nuw nsw i64 %362 to i32, !dbg !888
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1, i32 noundef %360, i32 noundef %373), !dbg !888
  br label %374, !dbg !888

374:                                              ; preds = %372, %361
  %375 = add nuw nsw i64 %362, 1, !dbg !890
    #dbg_value(i64 %375, !464, !DIExpression(), !467)
  %376 = icmp eq i64 %375, 9, !dbg !891
  br i1 %376, label %377, label %361, !dbg !872, !llvm.loop !892

377:                                              ; preds = %374
  %378 = add nuw nsw i64 %359, 1, !dbg !894
    #dbg_value(i64 %378, !463, !DIExpression(), !467)
  %379 = icmp eq i64 %378, 9, !dbg !895
  br i1 %379, label %380, label %358, !dbg !867, !llvm.loop !896

380:                                              ; preds = %377
    #dbg_value(i64 2, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.50, i32 noundef %20), !dbg !898
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.51, i32 noundef %20), !dbg !899
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.52, i32 noundef %20), !dbg !900
  call fastcc void @transparent_crc(i64 noundef 89, ptr noundef nonnull @.str.53, i32 noundef %20), !dbg !901
    #dbg_value(i32 0, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  br i1 %19, label %381, label %382, !dbg !906

381:                                              ; preds = %380
    #dbg_value(i32 1, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
    #dbg_value(i32 2, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
    #dbg_value(i32 3, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
    #dbg_value(i32 4, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
    #dbg_value(i32 5, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
    #dbg_value(i32 6, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  br label %383, !dbg !906

382:                                              ; preds = %380
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 0), !dbg !907
    #dbg_value(i32 1, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 1), !dbg !907
    #dbg_value(i32 2, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 2), !dbg !907
    #dbg_value(i32 3, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 3), !dbg !907
    #dbg_value(i32 4, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 4), !dbg !907
    #dbg_value(i32 5, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 5), !dbg !907
    #dbg_value(i32 6, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !902
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 6), !dbg !907
  br label %383, !dbg !907

383:                                              ; preds = %381, %382
    #dbg_value(i32 7, !462, !DIExpression(), !467)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.55, i32 noundef %20), !dbg !909
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.56, i32 noundef %20), !dbg !910
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.57, i32 noundef %20), !dbg !911
  call fastcc void @transparent_crc(i64 noundef 962150901, ptr noundef nonnull @.str.58, i32 noundef %20), !dbg !912
  call fastcc void @transparent_crc(i64 noundef 16885, ptr noundef nonnull @.str.59, i32 noundef %20), !dbg !913
  call fastcc void @transparent_crc(i64 noundef 51544, ptr noundef nonnull @.str.60, i32 noundef %20), !dbg !914
  %384 = load i32, ptr @g_1294, align 4, !dbg !915, !tbaa !698
  %385 = sext i32 %384 to i64, !dbg !916
  call fastcc void @transparent_crc(i64 noundef %385, ptr noundef nonnull @.str.61, i32 noundef %20), !dbg !917
  %386 = load volatile i32, ptr @g_1294, align 4, !dbg !918, !tbaa !698
  %387 = zext i32 %386 to i64, !dbg !919
  call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.62, i32 noundef %20), !dbg !920
  %388 = load volatile i32, ptr @g_1294, align 4, !dbg !921
  %389 = shl i32 %388, 10, !dbg !921
  %390 = ashr exact i32 %389, 10, !dbg !921
  %391 = sext i32 %390 to i64, !dbg !922
  call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.63, i32 noundef %20), !dbg !923
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.64, i32 noundef %20), !dbg !924
  %392 = load i8, ptr @g_1356, align 1, !dbg !925, !tbaa !698
  %393 = sext i8 %392 to i64, !dbg !925
  call fastcc void @transparent_crc(i64 noundef %393, ptr noundef nonnull @.str.65, i32 noundef %20), !dbg !926
  %394 = load volatile i32, ptr @g_1362, align 4, !dbg !927, !tbaa !502
  %395 = zext i32 %394 to i64, !dbg !927
  call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.66, i32 noundef %20), !dbg !928
  %396 = load i32, ptr @g_1393, align 4, !dbg !929, !tbaa !698
  %397 = sext i32 %396 to i64, !dbg !930
  call fastcc void @transparent_crc(i64 noundef %397, ptr noundef nonnull @.str.67, i32 noundef %20), !dbg !931
  %398 = load volatile i32, ptr @g_1393, align 4, !dbg !932, !tbaa !698
  %399 = zext i32 %398 to i64, !dbg !933
  call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.68, i32 noundef %20), !dbg !934
  %400 = load volatile i32, ptr @g_1393, align 4, !dbg !935
  %401 = shl i32 %400, 10, !dbg !935
  %402 = ashr exact i32 %401, 10, !dbg !935
  %403 = sext i32 %402 to i64, !dbg !936
  call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.69, i32 noundef %20), !dbg !937
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.70, i32 noundef %20), !dbg !938
  %404 = load i32, ptr @crc32_context, align 4, !dbg !939, !tbaa !502
  %405 = xor i32 %404, -1, !dbg !940
    #dbg_value(i32 %405, !941, !DIExpression(), !947)
    #dbg_value(i32 %20, !946, !DIExpression(), !947)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.76, i32 noundef %405), !dbg !949
  ret i32 0, !dbg !950
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !951 {
    #dbg_value(i64 %0, !955, !DIExpression(), !958)
    #dbg_value(ptr %1, !956, !DIExpression(), !958)
    #dbg_value(i32 %2, !957, !DIExpression(), !958)
    #dbg_value(i64 %0, !959, !DIExpression(), !964)
    #dbg_value(i64 %0, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !971)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !973, !tbaa !502
  %5 = lshr i32 %4, 8, !dbg !974
  %6 = zext i32 %4 to i64, !dbg !975
  %7 = xor i64 %6, %0, !dbg !975
  %8 = and i64 %7, 255, !dbg !976
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !976
  %10 = load i32, ptr %9, align 4, !dbg !976, !tbaa !502
  %11 = xor i32 %5, %10, !dbg !977
  %12 = lshr i64 %0, 8, !dbg !978
    #dbg_value(i64 %12, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !979)
  %13 = lshr i32 %11, 8, !dbg !981
  %14 = zext i32 %11 to i64, !dbg !982
  %15 = xor i64 %12, %14, !dbg !982
  %16 = and i64 %15, 255, !dbg !983
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !983
  %18 = load i32, ptr %17, align 4, !dbg !983, !tbaa !502
  %19 = xor i32 %13, %18, !dbg !984
  %20 = lshr i64 %0, 16, !dbg !985
    #dbg_value(i64 %20, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !986)
  %21 = lshr i32 %19, 8, !dbg !988
  %22 = zext i32 %19 to i64, !dbg !989
  %23 = xor i64 %20, %22, !dbg !989
  %24 = and i64 %23, 255, !dbg !990
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !990
  %26 = load i32, ptr %25, align 4, !dbg !990, !tbaa !502
  %27 = xor i32 %21, %26, !dbg !991
  %28 = lshr i64 %0, 24, !dbg !992
    #dbg_value(i64 %28, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !993)
  %29 = lshr i32 %27, 8, !dbg !995
  %30 = zext i32 %27 to i64, !dbg !996
  %31 = xor i64 %28, %30, !dbg !996
  %32 = and i64 %31, 255, !dbg !997
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !997
  %34 = load i32, ptr %33, align 4, !dbg !997, !tbaa !502
  %35 = xor i32 %29, %34, !dbg !998
  %36 = lshr i64 %0, 32, !dbg !999
    #dbg_value(i64 %36, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1000)
  %37 = lshr i32 %35, 8, !dbg !1002
  %38 = zext i32 %35 to i64, !dbg !1003
  %39 = xor i64 %36, %38, !dbg !1003
  %40 = and i64 %39, 255, !dbg !1004
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !1004
  %42 = load i32, ptr %41, align 4, !dbg !1004, !tbaa !502
  %43 = xor i32 %37, %42, !dbg !1005
  %44 = lshr i64 %0, 40, !dbg !1006
    #dbg_value(i64 %44, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1007)
  %45 = lshr i32 %43, 8, !dbg !1009
  %46 = zext i32 %43 to i64, !dbg !1010
  %47 = xor i64 %44, %46, !dbg !1010
  %48 = and i64 %47, 255, !dbg !1011
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !1011
  %50 = load i32, ptr %49, align 4, !dbg !1011, !tbaa !502
  %51 = xor i32 %45, %50, !dbg !1012
  %52 = lshr i64 %0, 48, !dbg !1013
    #dbg_value(i64 %52, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1014)
  %53 = lshr i32 %51, 8, !dbg !1016
  %54 = zext i32 %51 to i64, !dbg !1017
  %55 = xor i64 %52, %54, !dbg !1017
  %56 = and i64 %55, 255, !dbg !1018
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !1018
  %58 = load i32, ptr %57, align 4, !dbg !1018, !tbaa !502
  %59 = xor i32 %53, %58, !dbg !1019
  %60 = lshr i64 %0, 56, !dbg !1020
    #dbg_value(i64 %60, !966, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1021)
  %61 = lshr i32 %59, 8, !dbg !1023
  %62 = and i32 %59, 255, !dbg !1024
  %63 = zext nneg i32 %62 to i64, !dbg !1024
  %64 = xor i64 %60, %63, !dbg !1024
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !1024
  %66 = load i32, ptr %65, align 4, !dbg !1024, !tbaa !502
  %67 = xor i32 %61, %66, !dbg !1025
  store i32 %67, ptr @crc32_context, align 4, !dbg !1026, !tbaa !502
  %68 = icmp eq i32 %2, 0, !dbg !1027
  br i1 %68, label %71, label %69, !dbg !1029

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !1030
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.71, ptr noundef %1, i32 noundef %70), !dbg !1032
  br label %71, !dbg !1033

71:                                               ; preds = %69, %3
  ret void, !dbg !1034
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !1035 {
  %2 = alloca ptr, align 8, !DIAssignID !1046
    #dbg_assign(i1 undef, !1044, !DIExpression(), !1046, ptr %2, !DIExpression(), !1047)
    #dbg_value(ptr %0, !1042, !DIExpression(), !1047)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !1048
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !1049
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !1050
  %4 = load ptr, ptr %2, align 8, !dbg !1051, !tbaa !472
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !1052
    #dbg_value(i32 %5, !1043, !DIExpression(), !1047)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !1053
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !1054
  ret void, !dbg !1055
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !1056 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !1076 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

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
!llvm.module.flags = !{!446, !447, !448, !449, !450, !451, !452}
!llvm.ident = !{!453}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 29, type: !318, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1011.c", directory: ".")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !22, !24, !26, !28, !33, !35, !37, !39, !44, !49, !51, !56, !61, !63, !65, !70, !72, !74, !76, !81, !83, !88, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !146, !152, !154, !156, !158, !160, !165, !170, !172, !174, !176, !178, !180, !182, !184, !186, !188, !190, !192, !194, !201, !207, !210, !223, !228, !230, !235, !244, !249, !257, !260, !263, !267, !269, !274, !277, !280, !284, !286, !288, !295, !297, !300, !302, !306, !309, !311, !0, !316, !319, !321, !323, !325, !328, !330, !332, !334, !338, !340, !344, !346, !348, !360, !362, !364, !367, !373, !375, !377, !379, !381, !383, !385, !387, !391, !393, !395, !397, !400, !402, !404, !408, !411, !413, !416, !418, !420, !422, !424, !426, !428, !430, !432, !434, !436, !438, !444}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1249, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1253, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1254, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1255, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1256, type: !17, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1257, type: !17, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1258, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 5)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1259, type: !30, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1260, type: !30, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1261, type: !30, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1266, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 88, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 11)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1267, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 18)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1271, type: !30, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1278, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1279, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 176, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 22)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1284, type: !30, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1285, type: !30, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1288, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 12)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1289, type: !67, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1290, type: !67, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1291, type: !53, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1294, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 6)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1295, type: !78, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1296, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 9)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1297, type: !85, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1300, type: !85, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1304, type: !78, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1305, type: !78, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1306, type: !78, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1307, type: !78, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1308, type: !78, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1309, type: !78, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1310, type: !85, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1311, type: !85, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1312, type: !85, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1319, type: !46, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1320, type: !46, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1326, type: !78, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1327, type: !78, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1328, type: !85, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1329, type: !85, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1330, type: !85, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1333, type: !85, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1337, type: !85, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1338, type: !85, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1339, type: !85, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1340, type: !78, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1347, type: !46, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1348, type: !46, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1349, type: !46, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1355, type: !85, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1356, type: !85, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1357, type: !78, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression(DW_OP_constu, 89, DW_OP_stack_value))
!147 = distinct !DIGlobalVariable(name: "g_930", scope: !2, file: !3, line: 88, type: !148, isLocal: true, isDefinition: true)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !150, line: 36, baseType: !151)
!150 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!151 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1358, type: !78, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1361, type: !85, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1365, type: !78, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1366, type: !78, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1367, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 7)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1368, type: !167, isLocal: true, isDefinition: true)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 80, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 10)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1369, type: !167, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1370, type: !162, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1371, type: !167, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1372, type: !167, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1373, type: !167, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1374, type: !162, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1375, type: !162, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1376, type: !162, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1377, type: !167, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1378, type: !167, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1379, type: !167, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1380, type: !162, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !196, line: 47, type: !197, isLocal: true, isDefinition: true)
!196 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 8192, elements: !199)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !150, line: 40, baseType: !6)
!199 = !{!200}
!200 = !DISubrange(count: 256)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_1355", scope: !2, file: !3, line: 109, type: !203, isLocal: true, isDefinition: true)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !150, line: 35, baseType: !206)
!206 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "g_236", scope: !2, file: !3, line: 54, type: !209, isLocal: true, isDefinition: true)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_894", scope: !2, file: !3, line: 84, type: !212, isLocal: true, isDefinition: true)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !3, line: 22, size: 64, elements: !215)
!215 = !{!216, !217, !220}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !214, file: !3, line: 23, baseType: !198, size: 32)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !214, file: !3, line: 24, baseType: !218, size: 16)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !150, line: 38, baseType: !219)
!219 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !214, file: !3, line: 25, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !205)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(name: "g_895", scope: !2, file: !3, line: 83, type: !225, isLocal: true, isDefinition: true)
!225 = !DICompositeType(tag: DW_TAG_array_type, baseType: !213, size: 3584, elements: !226)
!226 = !{!164, !227}
!227 = !DISubrange(count: 8)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "g_237", scope: !2, file: !3, line: 53, type: !204, isLocal: true, isDefinition: true)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(name: "g_916", scope: !2, file: !3, line: 86, type: !232, isLocal: true, isDefinition: true)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !150, line: 41, baseType: !234)
!234 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!235 = !DIGlobalVariableExpression(var: !236, expr: !DIExpression())
!236 = distinct !DIGlobalVariable(name: "g_1321", scope: !2, file: !3, line: 107, type: !237, isLocal: true, isDefinition: true)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !239)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !242)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !150, line: 42, baseType: !243)
!243 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(name: "g_1322", scope: !2, file: !3, line: 106, type: !246, isLocal: true, isDefinition: true)
!246 = !DICompositeType(tag: DW_TAG_array_type, baseType: !239, size: 192, elements: !247)
!247 = !{!248}
!248 = !DISubrange(count: 3)
!249 = !DIGlobalVariableExpression(var: !250, expr: !DIExpression())
!250 = distinct !DIGlobalVariable(name: "g_1161", scope: !2, file: !3, line: 100, type: !251, isLocal: true, isDefinition: true)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !150, line: 37, baseType: !256)
!256 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(name: "g_1162", scope: !2, file: !3, line: 99, type: !259, isLocal: true, isDefinition: true)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !252, size: 448, elements: !163)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_931", scope: !2, file: !3, line: 90, type: !262, isLocal: true, isDefinition: true)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!263 = !DIGlobalVariableExpression(var: !264, expr: !DIExpression())
!264 = distinct !DIGlobalVariable(name: "g_1353", scope: !2, file: !3, line: 111, type: !265, isLocal: true, isDefinition: true)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(name: "g_1354", scope: !2, file: !3, line: 110, type: !266, isLocal: true, isDefinition: true)
!269 = !DIGlobalVariableExpression(var: !270, expr: !DIExpression())
!270 = distinct !DIGlobalVariable(name: "g_1370", scope: !2, file: !3, line: 113, type: !271, isLocal: true, isDefinition: true)
!271 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !150, line: 39, baseType: !7)
!274 = !DIGlobalVariableExpression(var: !275, expr: !DIExpression())
!275 = distinct !DIGlobalVariable(name: "g_108", scope: !2, file: !3, line: 45, type: !276, isLocal: true, isDefinition: true)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!277 = !DIGlobalVariableExpression(var: !278, expr: !DIExpression())
!278 = distinct !DIGlobalVariable(name: "g_1389", scope: !2, file: !3, line: 114, type: !279, isLocal: true, isDefinition: true)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!280 = !DIGlobalVariableExpression(var: !281, expr: !DIExpression())
!281 = distinct !DIGlobalVariable(name: "g_915", scope: !2, file: !3, line: 87, type: !282, isLocal: true, isDefinition: true)
!282 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !283)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(name: "g_1163", scope: !2, file: !3, line: 98, type: !254, isLocal: true, isDefinition: true)
!286 = !DIGlobalVariableExpression(var: !287, expr: !DIExpression())
!287 = distinct !DIGlobalVariable(name: "g_287", scope: !2, file: !3, line: 57, type: !271, isLocal: true, isDefinition: true)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(name: "g_322", scope: !2, file: !3, line: 61, type: !290, isLocal: true, isDefinition: true)
!290 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !293)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !255)
!295 = !DIGlobalVariableExpression(var: !296, expr: !DIExpression())
!296 = distinct !DIGlobalVariable(name: "g_323", scope: !2, file: !3, line: 60, type: !292, isLocal: true, isDefinition: true)
!297 = !DIGlobalVariableExpression(var: !298, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!298 = distinct !DIGlobalVariable(name: "g_1185", scope: !2, file: !3, line: 101, type: !299, isLocal: true, isDefinition: true)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!300 = !DIGlobalVariableExpression(var: !301, expr: !DIExpression())
!301 = distinct !DIGlobalVariable(name: "g_1469", scope: !2, file: !3, line: 117, type: !299, isLocal: true, isDefinition: true)
!302 = !DIGlobalVariableExpression(var: !303, expr: !DIExpression())
!303 = distinct !DIGlobalVariable(name: "g_907", scope: !2, file: !3, line: 85, type: !304, isLocal: true, isDefinition: true)
!304 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !305)
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(name: "g_861", scope: !2, file: !3, line: 80, type: !308, isLocal: true, isDefinition: true)
!308 = !DICompositeType(tag: DW_TAG_array_type, baseType: !272, size: 320, elements: !31)
!309 = !DIGlobalVariableExpression(var: !310, expr: !DIExpression())
!310 = distinct !DIGlobalVariable(name: "g_1503", scope: !2, file: !3, line: 119, type: !304, isLocal: true, isDefinition: true)
!311 = !DIGlobalVariableExpression(var: !312, expr: !DIExpression())
!312 = distinct !DIGlobalVariable(scope: null, file: !196, line: 114, type: !313, isLocal: true, isDefinition: true)
!313 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !314)
!314 = !{!315}
!315 = !DISubrange(count: 36)
!316 = !DIGlobalVariableExpression(var: !317, expr: !DIExpression())
!317 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 30, type: !318, isLocal: true, isDefinition: true)
!318 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !273)
!319 = !DIGlobalVariableExpression(var: !320, expr: !DIExpression())
!320 = distinct !DIGlobalVariable(name: "g_5", scope: !2, file: !3, line: 31, type: !318, isLocal: true, isDefinition: true)
!321 = !DIGlobalVariableExpression(var: !322, expr: !DIExpression())
!322 = distinct !DIGlobalVariable(name: "g_6", scope: !2, file: !3, line: 32, type: !273, isLocal: true, isDefinition: true)
!323 = !DIGlobalVariableExpression(var: !324, expr: !DIExpression())
!324 = distinct !DIGlobalVariable(name: "g_8", scope: !2, file: !3, line: 33, type: !273, isLocal: true, isDefinition: true)
!325 = !DIGlobalVariableExpression(var: !326, expr: !DIExpression())
!326 = distinct !DIGlobalVariable(name: "g_11", scope: !2, file: !3, line: 34, type: !327, isLocal: true, isDefinition: true)
!327 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !205)
!328 = !DIGlobalVariableExpression(var: !329, expr: !DIExpression())
!329 = distinct !DIGlobalVariable(name: "g_12", scope: !2, file: !3, line: 35, type: !198, isLocal: true, isDefinition: true)
!330 = !DIGlobalVariableExpression(var: !331, expr: !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_stack_value))
!331 = distinct !DIGlobalVariable(name: "g_23", scope: !2, file: !3, line: 36, type: !198, isLocal: true, isDefinition: true)
!332 = !DIGlobalVariableExpression(var: !333, expr: !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_stack_value))
!333 = distinct !DIGlobalVariable(name: "g_37", scope: !2, file: !3, line: 37, type: !149, isLocal: true, isDefinition: true)
!334 = !DIGlobalVariableExpression(var: !335, expr: !DIExpression())
!335 = distinct !DIGlobalVariable(name: "g_57", scope: !2, file: !3, line: 38, type: !336, isLocal: true, isDefinition: true)
!336 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 672, elements: !337)
!337 = !{!248, !164}
!338 = !DIGlobalVariableExpression(var: !339, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!339 = distinct !DIGlobalVariable(name: "g_60", scope: !2, file: !3, line: 39, type: !149, isLocal: true, isDefinition: true)
!340 = !DIGlobalVariableExpression(var: !341, expr: !DIExpression())
!341 = distinct !DIGlobalVariable(name: "g_78", scope: !2, file: !3, line: 42, type: !342, isLocal: true, isDefinition: true)
!342 = !DICompositeType(tag: DW_TAG_array_type, baseType: !255, size: 3840, elements: !343)
!343 = !{!19, !169, !80}
!344 = !DIGlobalVariableExpression(var: !345, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!345 = distinct !DIGlobalVariable(name: "g_80", scope: !2, file: !3, line: 43, type: !233, isLocal: true, isDefinition: true)
!346 = !DIGlobalVariableExpression(var: !347, expr: !DIExpression())
!347 = distinct !DIGlobalVariable(name: "g_83", scope: !2, file: !3, line: 44, type: !218, isLocal: true, isDefinition: true)
!348 = !DIGlobalVariableExpression(var: !349, expr: !DIExpression())
!349 = distinct !DIGlobalVariable(name: "g_123", scope: !2, file: !3, line: 46, type: !350, isLocal: true, isDefinition: true)
!350 = !DICompositeType(tag: DW_TAG_array_type, baseType: !351, size: 128, elements: !18)
!351 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !352)
!352 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !3, line: 16, size: 32, elements: !353)
!353 = !{!354, !356, !358}
!354 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !352, file: !3, line: 17, baseType: !355, size: 32)
!355 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !273)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !352, file: !3, line: 18, baseType: !357, size: 32)
!357 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !198)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !352, file: !3, line: 19, baseType: !359, size: 22, flags: DIFlagBitField, extraData: i64 0)
!359 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!360 = !DIGlobalVariableExpression(var: !361, expr: !DIExpression())
!361 = distinct !DIGlobalVariable(name: "g_152", scope: !2, file: !3, line: 47, type: !318, isLocal: true, isDefinition: true)
!362 = !DIGlobalVariableExpression(var: !363, expr: !DIExpression())
!363 = distinct !DIGlobalVariable(name: "g_155", scope: !2, file: !3, line: 48, type: !241, isLocal: true, isDefinition: true)
!364 = !DIGlobalVariableExpression(var: !365, expr: !DIExpression())
!365 = distinct !DIGlobalVariable(name: "g_160", scope: !2, file: !3, line: 49, type: !366, isLocal: true, isDefinition: true)
!366 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !214)
!367 = !DIGlobalVariableExpression(var: !368, expr: !DIExpression())
!368 = distinct !DIGlobalVariable(name: "g_218", scope: !2, file: !3, line: 50, type: !369, isLocal: true, isDefinition: true)
!369 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 16, elements: !371)
!370 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !218)
!371 = !{!372}
!372 = !DISubrange(count: 1)
!373 = !DIGlobalVariableExpression(var: !374, expr: !DIExpression())
!374 = distinct !DIGlobalVariable(name: "g_221", scope: !2, file: !3, line: 51, type: !233, isLocal: true, isDefinition: true)
!375 = !DIGlobalVariableExpression(var: !376, expr: !DIExpression())
!376 = distinct !DIGlobalVariable(name: "g_238", scope: !2, file: !3, line: 52, type: !205, isLocal: true, isDefinition: true)
!377 = !DIGlobalVariableExpression(var: !378, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!378 = distinct !DIGlobalVariable(name: "g_286", scope: !2, file: !3, line: 56, type: !218, isLocal: true, isDefinition: true)
!379 = !DIGlobalVariableExpression(var: !380, expr: !DIExpression())
!380 = distinct !DIGlobalVariable(name: "g_324", scope: !2, file: !3, line: 59, type: !294, isLocal: true, isDefinition: true)
!381 = !DIGlobalVariableExpression(var: !382, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!382 = distinct !DIGlobalVariable(name: "g_344", scope: !2, file: !3, line: 62, type: !198, isLocal: true, isDefinition: true)
!383 = !DIGlobalVariableExpression(var: !384, expr: !DIExpression(DW_OP_constu, 1139671712, DW_OP_stack_value))
!384 = distinct !DIGlobalVariable(name: "g_351", scope: !2, file: !3, line: 63, type: !198, isLocal: true, isDefinition: true)
!385 = !DIGlobalVariableExpression(var: !386, expr: !DIExpression())
!386 = distinct !DIGlobalVariable(name: "g_375", scope: !2, file: !3, line: 64, type: !352, isLocal: true, isDefinition: true)
!387 = !DIGlobalVariableExpression(var: !388, expr: !DIExpression())
!388 = distinct !DIGlobalVariable(name: "g_424", scope: !2, file: !3, line: 65, type: !389, isLocal: true, isDefinition: true)
!389 = !DICompositeType(tag: DW_TAG_array_type, baseType: !214, size: 14336, elements: !390)
!390 = !{!227, !164, !19}
!391 = !DIGlobalVariableExpression(var: !392, expr: !DIExpression(DW_OP_constu, 18446744073709551550, DW_OP_stack_value))
!392 = distinct !DIGlobalVariable(name: "g_440", scope: !2, file: !3, line: 67, type: !149, isLocal: true, isDefinition: true)
!393 = !DIGlobalVariableExpression(var: !394, expr: !DIExpression(DW_OP_constu, 18446744073709551560, DW_OP_stack_value))
!394 = distinct !DIGlobalVariable(name: "g_446", scope: !2, file: !3, line: 68, type: !205, isLocal: true, isDefinition: true)
!395 = !DIGlobalVariableExpression(var: !396, expr: !DIExpression())
!396 = distinct !DIGlobalVariable(name: "g_505", scope: !2, file: !3, line: 71, type: !352, isLocal: true, isDefinition: true)
!397 = !DIGlobalVariableExpression(var: !398, expr: !DIExpression())
!398 = distinct !DIGlobalVariable(name: "g_736", scope: !2, file: !3, line: 73, type: !399, isLocal: true, isDefinition: true)
!399 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 320, elements: !168)
!400 = !DIGlobalVariableExpression(var: !401, expr: !DIExpression())
!401 = distinct !DIGlobalVariable(name: "g_774", scope: !2, file: !3, line: 75, type: !351, isLocal: true, isDefinition: true)
!402 = !DIGlobalVariableExpression(var: !403, expr: !DIExpression(DW_OP_constu, 18446744073709539895, DW_OP_stack_value))
!403 = distinct !DIGlobalVariable(name: "g_804", scope: !2, file: !3, line: 76, type: !218, isLocal: true, isDefinition: true)
!404 = !DIGlobalVariableExpression(var: !405, expr: !DIExpression())
!405 = distinct !DIGlobalVariable(name: "g_808", scope: !2, file: !3, line: 77, type: !406, isLocal: true, isDefinition: true)
!406 = !DICompositeType(tag: DW_TAG_array_type, baseType: !352, size: 5184, elements: !407)
!407 = !{!14, !87, !87}
!408 = !DIGlobalVariableExpression(var: !409, expr: !DIExpression())
!409 = distinct !DIGlobalVariable(name: "g_819", scope: !2, file: !3, line: 78, type: !410, isLocal: true, isDefinition: true)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!411 = !DIGlobalVariableExpression(var: !412, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!412 = distinct !DIGlobalVariable(name: "g_848", scope: !2, file: !3, line: 79, type: !255, isLocal: true, isDefinition: true)
!413 = !DIGlobalVariableExpression(var: !414, expr: !DIExpression())
!414 = distinct !DIGlobalVariable(name: "g_932", scope: !2, file: !3, line: 89, type: !415, isLocal: true, isDefinition: true)
!415 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 56, elements: !163)
!416 = !DIGlobalVariableExpression(var: !417, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!417 = distinct !DIGlobalVariable(name: "g_939", scope: !2, file: !3, line: 91, type: !149, isLocal: true, isDefinition: true)
!418 = !DIGlobalVariableExpression(var: !419, expr: !DIExpression(DW_OP_constu, 18446744073709551611, DW_OP_stack_value))
!419 = distinct !DIGlobalVariable(name: "g_993", scope: !2, file: !3, line: 94, type: !205, isLocal: true, isDefinition: true)
!420 = !DIGlobalVariableExpression(var: !421, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!421 = distinct !DIGlobalVariable(name: "g_1094", scope: !2, file: !3, line: 96, type: !233, isLocal: true, isDefinition: true)
!422 = !DIGlobalVariableExpression(var: !423, expr: !DIExpression())
!423 = distinct !DIGlobalVariable(name: "g_1095", scope: !2, file: !3, line: 97, type: !214, isLocal: true, isDefinition: true)
!424 = !DIGlobalVariableExpression(var: !425, expr: !DIExpression(DW_OP_constu, 18446744073709537624, DW_OP_stack_value))
!425 = distinct !DIGlobalVariable(name: "g_1244", scope: !2, file: !3, line: 103, type: !218, isLocal: true, isDefinition: true)
!426 = !DIGlobalVariableExpression(var: !427, expr: !DIExpression())
!427 = distinct !DIGlobalVariable(name: "g_1294", scope: !2, file: !3, line: 104, type: !352, isLocal: true, isDefinition: true)
!428 = !DIGlobalVariableExpression(var: !429, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!429 = distinct !DIGlobalVariable(name: "g_1311", scope: !2, file: !3, line: 105, type: !273, isLocal: true, isDefinition: true)
!430 = !DIGlobalVariableExpression(var: !431, expr: !DIExpression())
!431 = distinct !DIGlobalVariable(name: "g_1356", scope: !2, file: !3, line: 108, type: !205, isLocal: true, isDefinition: true)
!432 = !DIGlobalVariableExpression(var: !433, expr: !DIExpression())
!433 = distinct !DIGlobalVariable(name: "g_1362", scope: !2, file: !3, line: 112, type: !357, isLocal: true, isDefinition: true)
!434 = !DIGlobalVariableExpression(var: !435, expr: !DIExpression())
!435 = distinct !DIGlobalVariable(name: "g_1393", scope: !2, file: !3, line: 115, type: !352, isLocal: true, isDefinition: true)
!436 = !DIGlobalVariableExpression(var: !437, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!437 = distinct !DIGlobalVariable(name: "g_1423", scope: !2, file: !3, line: 116, type: !198, isLocal: true, isDefinition: true)
!438 = !DIGlobalVariableExpression(var: !439, expr: !DIExpression())
!439 = distinct !DIGlobalVariable(scope: null, file: !440, line: 56, type: !441, isLocal: true, isDefinition: true)
!440 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!441 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !442)
!442 = !{!443}
!443 = !DISubrange(count: 15)
!444 = !DIGlobalVariableExpression(var: !445, expr: !DIExpression())
!445 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !196, line: 48, type: !198, isLocal: true, isDefinition: true)
!446 = !{i32 7, !"Dwarf Version", i32 4}
!447 = !{i32 2, !"Debug Info Version", i32 3}
!448 = !{i32 1, !"wchar_size", i32 2}
!449 = !{i32 8, !"PIC Level", i32 2}
!450 = !{i32 7, !"uwtable", i32 2}
!451 = !{i32 1, !"MaxTLSAlign", i32 65536}
!452 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!453 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!454 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 1245, type: !455, scopeLine: 1246, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !459)
!455 = !DISubroutineType(types: !456)
!456 = !{!7, !7, !457}
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!459 = !{!460, !461, !462, !463, !464, !465}
!460 = !DILocalVariable(name: "argc", arg: 1, scope: !454, file: !3, line: 1245, type: !7)
!461 = !DILocalVariable(name: "argv", arg: 2, scope: !454, file: !3, line: 1245, type: !457)
!462 = !DILocalVariable(name: "i", scope: !454, file: !3, line: 1247, type: !7)
!463 = !DILocalVariable(name: "j", scope: !454, file: !3, line: 1247, type: !7)
!464 = !DILocalVariable(name: "k", scope: !454, file: !3, line: 1247, type: !7)
!465 = !DILocalVariable(name: "print_hash_value", scope: !454, file: !3, line: 1248, type: !7)
!466 = distinct !DIAssignID()
!467 = !DILocation(line: 0, scope: !454)
!468 = !DILocation(line: 1249, column: 14, scope: !469)
!469 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1249, column: 9)
!470 = !DILocation(line: 1249, column: 19, scope: !469)
!471 = !DILocation(line: 1249, column: 29, scope: !469)
!472 = !{!473, !473, i64 0}
!473 = !{!"any pointer", !474, i64 0}
!474 = !{!"omnipotent char", !475, i64 0}
!475 = !{!"Simple C/C++ TBAA"}
!476 = !DILocation(line: 1249, column: 43, scope: !469)
!477 = !DILocation(line: 1249, column: 9, scope: !454)
!478 = !DILocalVariable(name: "poly", scope: !479, file: !196, line: 54, type: !486)
!479 = distinct !DISubprogram(name: "crc32_gentab", scope: !196, file: !196, line: 51, type: !480, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !482)
!480 = !DISubroutineType(types: !481)
!481 = !{null}
!482 = !{!483, !478, !484, !485}
!483 = !DILocalVariable(name: "crc", scope: !479, file: !196, line: 53, type: !198)
!484 = !DILocalVariable(name: "i", scope: !479, file: !196, line: 55, type: !7)
!485 = !DILocalVariable(name: "j", scope: !479, file: !196, line: 55, type: !7)
!486 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !198)
!487 = !DILocation(line: 0, scope: !479, inlinedAt: !488)
!488 = distinct !DILocation(line: 1251, column: 5, scope: !454)
!489 = !DILocation(line: 57, column: 2, scope: !490, inlinedAt: !488)
!490 = distinct !DILexicalBlock(scope: !479, file: !196, line: 57, column: 2)
!491 = !DILocation(line: 57, column: 24, scope: !492, inlinedAt: !488)
!492 = distinct !DILexicalBlock(scope: !490, file: !196, line: 57, column: 2)
!493 = !DILocation(line: 60, column: 12, scope: !494, inlinedAt: !488)
!494 = distinct !DILexicalBlock(scope: !495, file: !196, line: 60, column: 8)
!495 = distinct !DILexicalBlock(scope: !496, file: !196, line: 59, column: 27)
!496 = distinct !DILexicalBlock(scope: !497, file: !196, line: 59, column: 3)
!497 = distinct !DILexicalBlock(scope: !498, file: !196, line: 59, column: 3)
!498 = distinct !DILexicalBlock(scope: !492, file: !196, line: 57, column: 28)
!499 = !DILocation(line: 60, column: 8, scope: !495, inlinedAt: !488)
!500 = !DILocation(line: 66, column: 3, scope: !498, inlinedAt: !488)
!501 = !DILocation(line: 66, column: 16, scope: !498, inlinedAt: !488)
!502 = !{!503, !503, i64 0}
!503 = !{!"int", !474, i64 0}
!504 = distinct !{!504, !489, !505, !506, !507, !508}
!505 = !DILocation(line: 67, column: 2, scope: !490, inlinedAt: !488)
!506 = !{!"llvm.loop.mustprogress"}
!507 = !{!"llvm.loop.isvectorized", i32 1}
!508 = !{!"llvm.loop.unroll.runtime.disable"}
!509 = !DILocalVariable(name: "l_1351", scope: !510, file: !3, line: 205, type: !266)
!510 = distinct !DILexicalBlock(scope: !511, file: !3, line: 203, column: 13)
!511 = distinct !DILexicalBlock(scope: !512, file: !3, line: 202, column: 13)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 202, column: 13)
!513 = distinct !DILexicalBlock(scope: !514, file: !3, line: 191, column: 9)
!514 = distinct !DILexicalBlock(scope: !515, file: !3, line: 190, column: 9)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 190, column: 9)
!516 = distinct !DILexicalBlock(scope: !517, file: !3, line: 183, column: 5)
!517 = distinct !DILexicalBlock(scope: !518, file: !3, line: 182, column: 5)
!518 = distinct !DILexicalBlock(scope: !519, file: !3, line: 182, column: 5)
!519 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 135, type: !520, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !522)
!520 = !DISubroutineType(types: !521)
!521 = !{!242}
!522 = !{!523, !526, !528, !529, !531, !532, !533, !536, !538, !540, !542, !545, !546, !547, !550, !551, !555, !556, !558, !559, !560, !561, !562, !566, !568, !569, !571, !573, !574, !576, !577, !578, !579, !580, !581, !582, !583, !587, !589, !590, !591, !592, !593, !595, !597, !598, !599, !600, !601, !602, !603, !605, !607, !609, !611, !612, !613, !617, !618, !619, !620, !509, !621, !622, !626, !628, !629, !631, !632, !633, !634, !638, !639, !642, !644, !647, !648, !652, !654, !655, !657, !658, !659, !660, !661, !666, !667, !668, !669, !670, !671, !672}
!523 = !DILocalVariable(name: "l_2", scope: !519, file: !3, line: 137, type: !524)
!524 = !DICompositeType(tag: DW_TAG_array_type, baseType: !218, size: 768, elements: !525)
!525 = !{!227, !80}
!526 = !DILocalVariable(name: "l_10", scope: !519, file: !3, line: 138, type: !527)
!527 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 64, elements: !13)
!528 = !DILocalVariable(name: "l_1225", scope: !519, file: !3, line: 139, type: !233)
!529 = !DILocalVariable(name: "l_1239", scope: !519, file: !3, line: 140, type: !530)
!530 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 288, elements: !86)
!531 = !DILocalVariable(name: "l_1309", scope: !519, file: !3, line: 141, type: !273)
!532 = !DILocalVariable(name: "l_1343", scope: !519, file: !3, line: 142, type: !255)
!533 = !DILocalVariable(name: "l_1403", scope: !519, file: !3, line: 143, type: !534)
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!535 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !233)
!536 = !DILocalVariable(name: "l_1402", scope: !519, file: !3, line: 144, type: !537)
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !534, size: 64)
!538 = !DILocalVariable(name: "l_1401", scope: !519, file: !3, line: 145, type: !539)
!539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !537, size: 64)
!540 = !DILocalVariable(name: "l_1420", scope: !519, file: !3, line: 146, type: !541)
!541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !214, size: 384, elements: !79)
!542 = !DILocalVariable(name: "l_1422", scope: !519, file: !3, line: 147, type: !543)
!543 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 2304, elements: !544)
!544 = !{!87, !227}
!545 = !DILocalVariable(name: "l_1424", scope: !519, file: !3, line: 148, type: !273)
!546 = !DILocalVariable(name: "l_1425", scope: !519, file: !3, line: 149, type: !205)
!547 = !DILocalVariable(name: "l_1426", scope: !519, file: !3, line: 150, type: !548)
!548 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 1792, elements: !549)
!549 = !{!164, !372, !227}
!550 = !DILocalVariable(name: "l_1437", scope: !519, file: !3, line: 151, type: !272)
!551 = !DILocalVariable(name: "l_1440", scope: !519, file: !3, line: 152, type: !552)
!552 = !DICompositeType(tag: DW_TAG_array_type, baseType: !553, size: 256, elements: !18)
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !554, size: 64)
!554 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!555 = !DILocalVariable(name: "l_1465", scope: !519, file: !3, line: 153, type: !299)
!556 = !DILocalVariable(name: "l_1496", scope: !519, file: !3, line: 154, type: !557)
!557 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !255)
!558 = !DILocalVariable(name: "l_1501", scope: !519, file: !3, line: 155, type: !198)
!559 = !DILocalVariable(name: "i", scope: !519, file: !3, line: 156, type: !7)
!560 = !DILocalVariable(name: "j", scope: !519, file: !3, line: 156, type: !7)
!561 = !DILocalVariable(name: "k", scope: !519, file: !3, line: 156, type: !7)
!562 = !DILocalVariable(name: "l_7", scope: !563, file: !3, line: 161, type: !272)
!563 = distinct !DILexicalBlock(scope: !564, file: !3, line: 160, column: 5)
!564 = distinct !DILexicalBlock(scope: !565, file: !3, line: 159, column: 5)
!565 = distinct !DILexicalBlock(scope: !519, file: !3, line: 159, column: 5)
!566 = !DILocalVariable(name: "l_9", scope: !563, file: !3, line: 162, type: !567)
!567 = !DICompositeType(tag: DW_TAG_array_type, baseType: !272, size: 576, elements: !86)
!568 = !DILocalVariable(name: "l_21", scope: !563, file: !3, line: 163, type: !355)
!569 = !DILocalVariable(name: "l_22", scope: !563, file: !3, line: 164, type: !570)
!570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!571 = !DILocalVariable(name: "l_439", scope: !563, file: !3, line: 165, type: !572)
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!573 = !DILocalVariable(name: "l_441", scope: !563, file: !3, line: 166, type: !572)
!574 = !DILocalVariable(name: "l_442", scope: !563, file: !3, line: 167, type: !575)
!575 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !572, size: 64)
!576 = !DILocalVariable(name: "l_445", scope: !563, file: !3, line: 168, type: !204)
!577 = !DILocalVariable(name: "l_1224", scope: !563, file: !3, line: 169, type: !255)
!578 = !DILocalVariable(name: "l_1240", scope: !563, file: !3, line: 170, type: !242)
!579 = !DILocalVariable(name: "l_1243", scope: !563, file: !3, line: 171, type: !255)
!580 = !DILocalVariable(name: "l_1247", scope: !563, file: !3, line: 172, type: !255)
!581 = !DILocalVariable(name: "l_1286", scope: !563, file: !3, line: 173, type: !205)
!582 = !DILocalVariable(name: "l_1288", scope: !563, file: !3, line: 174, type: !149)
!583 = !DILocalVariable(name: "l_1315", scope: !563, file: !3, line: 175, type: !584)
!584 = !DICompositeType(tag: DW_TAG_array_type, baseType: !585, size: 1920, elements: !586)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!586 = !{!248, !169}
!587 = !DILocalVariable(name: "l_1314", scope: !563, file: !3, line: 176, type: !588)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !585, size: 64)
!589 = !DILocalVariable(name: "i", scope: !563, file: !3, line: 177, type: !7)
!590 = !DILocalVariable(name: "j", scope: !563, file: !3, line: 177, type: !7)
!591 = !DILocalVariable(name: "l_1320", scope: !516, file: !3, line: 184, type: !198)
!592 = !DILocalVariable(name: "l_1357", scope: !516, file: !3, line: 185, type: !299)
!593 = !DILocalVariable(name: "l_1371", scope: !516, file: !3, line: 186, type: !594)
!594 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 72, elements: !86)
!595 = !DILocalVariable(name: "l_1374", scope: !516, file: !3, line: 187, type: !596)
!596 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 7168, elements: !390)
!597 = !DILocalVariable(name: "l_1421", scope: !516, file: !3, line: 188, type: !213)
!598 = !DILocalVariable(name: "i", scope: !516, file: !3, line: 189, type: !7)
!599 = !DILocalVariable(name: "j", scope: !516, file: !3, line: 189, type: !7)
!600 = !DILocalVariable(name: "k", scope: !516, file: !3, line: 189, type: !7)
!601 = !DILocalVariable(name: "l_1342", scope: !513, file: !3, line: 192, type: !273)
!602 = !DILocalVariable(name: "l_1380", scope: !513, file: !3, line: 193, type: !204)
!603 = !DILocalVariable(name: "l_1379", scope: !513, file: !3, line: 194, type: !604)
!604 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !209)
!605 = !DILocalVariable(name: "l_1378", scope: !513, file: !3, line: 195, type: !606)
!606 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !604, size: 64)
!607 = !DILocalVariable(name: "l_1377", scope: !513, file: !3, line: 196, type: !608)
!608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !606, size: 64)
!609 = !DILocalVariable(name: "l_1376", scope: !513, file: !3, line: 197, type: !610)
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !608, size: 64)
!611 = !DILocalVariable(name: "l_1386", scope: !513, file: !3, line: 198, type: !272)
!612 = !DILocalVariable(name: "l_1387", scope: !513, file: !3, line: 199, type: !279)
!613 = !DILocalVariable(name: "l_1388", scope: !513, file: !3, line: 200, type: !614)
!614 = !DICompositeType(tag: DW_TAG_array_type, baseType: !615, size: 16128, elements: !616)
!615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64)
!616 = !{!164, !87, !19}
!617 = !DILocalVariable(name: "i", scope: !513, file: !3, line: 201, type: !7)
!618 = !DILocalVariable(name: "j", scope: !513, file: !3, line: 201, type: !7)
!619 = !DILocalVariable(name: "k", scope: !513, file: !3, line: 201, type: !7)
!620 = !DILocalVariable(name: "l_1344", scope: !510, file: !3, line: 204, type: !272)
!621 = !DILocalVariable(name: "l_1350", scope: !510, file: !3, line: 206, type: !265)
!622 = !DILocalVariable(name: "l_1352", scope: !510, file: !3, line: 207, type: !623)
!623 = !DICompositeType(tag: DW_TAG_array_type, baseType: !624, size: 256, elements: !625)
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!625 = !{!372, !19}
!626 = !DILocalVariable(name: "l_1363", scope: !510, file: !3, line: 208, type: !627)
!627 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!628 = !DILocalVariable(name: "l_1364", scope: !510, file: !3, line: 209, type: !627)
!629 = !DILocalVariable(name: "l_1366", scope: !510, file: !3, line: 210, type: !630)
!630 = !DICompositeType(tag: DW_TAG_array_type, baseType: !205, size: 16, elements: !13)
!631 = !DILocalVariable(name: "l_1367", scope: !510, file: !3, line: 211, type: !272)
!632 = !DILocalVariable(name: "i", scope: !510, file: !3, line: 212, type: !7)
!633 = !DILocalVariable(name: "j", scope: !510, file: !3, line: 212, type: !7)
!634 = !DILocalVariable(name: "i", scope: !635, file: !3, line: 226, type: !7)
!635 = distinct !DILexicalBlock(scope: !636, file: !3, line: 225, column: 13)
!636 = distinct !DILexicalBlock(scope: !637, file: !3, line: 224, column: 13)
!637 = distinct !DILexicalBlock(scope: !513, file: !3, line: 224, column: 13)
!638 = !DILocalVariable(name: "j", scope: !635, file: !3, line: 226, type: !7)
!639 = !DILocalVariable(name: "l_1390", scope: !640, file: !3, line: 232, type: !273)
!640 = distinct !DILexicalBlock(scope: !641, file: !3, line: 231, column: 13)
!641 = distinct !DILexicalBlock(scope: !513, file: !3, line: 230, column: 17)
!642 = !DILocalVariable(name: "l_1404", scope: !643, file: !3, line: 237, type: !233)
!643 = distinct !DILexicalBlock(scope: !641, file: !3, line: 236, column: 13)
!644 = !DILocalVariable(name: "l_1461", scope: !645, file: !3, line: 249, type: !273)
!645 = distinct !DILexicalBlock(scope: !646, file: !3, line: 248, column: 5)
!646 = distinct !DILexicalBlock(scope: !519, file: !3, line: 247, column: 9)
!647 = !DILocalVariable(name: "l_1497", scope: !645, file: !3, line: 250, type: !273)
!648 = !DILocalVariable(name: "l_1462", scope: !649, file: !3, line: 253, type: !198)
!649 = distinct !DILexicalBlock(scope: !650, file: !3, line: 252, column: 9)
!650 = distinct !DILexicalBlock(scope: !651, file: !3, line: 251, column: 9)
!651 = distinct !DILexicalBlock(scope: !645, file: !3, line: 251, column: 9)
!652 = !DILocalVariable(name: "l_1466", scope: !649, file: !3, line: 254, type: !653)
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!654 = !DILocalVariable(name: "l_1468", scope: !649, file: !3, line: 255, type: !299)
!655 = !DILocalVariable(name: "l_1467", scope: !649, file: !3, line: 256, type: !656)
!656 = !DICompositeType(tag: DW_TAG_array_type, baseType: !653, size: 256, elements: !18)
!657 = !DILocalVariable(name: "l_1494", scope: !649, file: !3, line: 257, type: !272)
!658 = !DILocalVariable(name: "l_1495", scope: !649, file: !3, line: 258, type: !272)
!659 = !DILocalVariable(name: "l_1498", scope: !649, file: !3, line: 259, type: !272)
!660 = !DILocalVariable(name: "i", scope: !649, file: !3, line: 260, type: !7)
!661 = !DILocalVariable(name: "l_1441", scope: !662, file: !3, line: 263, type: !665)
!662 = distinct !DILexicalBlock(scope: !663, file: !3, line: 262, column: 13)
!663 = distinct !DILexicalBlock(scope: !664, file: !3, line: 261, column: 13)
!664 = distinct !DILexicalBlock(scope: !649, file: !3, line: 261, column: 13)
!665 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !553, size: 64)
!666 = !DILocalVariable(name: "l_1442", scope: !662, file: !3, line: 264, type: !273)
!667 = !DILocalVariable(name: "l_1447", scope: !662, file: !3, line: 265, type: !276)
!668 = !DILocalVariable(name: "l_1450", scope: !662, file: !3, line: 266, type: !570)
!669 = !DILocalVariable(name: "l_1463", scope: !662, file: !3, line: 267, type: !242)
!670 = !DILocalVariable(name: "l_1464", scope: !662, file: !3, line: 268, type: !272)
!671 = !DILocalVariable(name: "i", scope: !662, file: !3, line: 269, type: !7)
!672 = !DILocalVariable(name: "l_1500", scope: !673, file: !3, line: 283, type: !273)
!673 = distinct !DILexicalBlock(scope: !646, file: !3, line: 282, column: 5)
!674 = !DILocation(line: 0, scope: !510, inlinedAt: !675)
!675 = distinct !DILocation(line: 1252, column: 5, scope: !454)
!676 = !DILocation(line: 0, scope: !519, inlinedAt: !675)
!677 = distinct !DIAssignID()
!678 = distinct !DIAssignID()
!679 = distinct !DIAssignID()
!680 = distinct !DIAssignID()
!681 = distinct !DIAssignID()
!682 = distinct !DIAssignID()
!683 = !DILocation(line: 0, scope: !563, inlinedAt: !675)
!684 = !DILocation(line: 178, column: 13, scope: !563, inlinedAt: !675)
!685 = !DILocation(line: 0, scope: !516, inlinedAt: !675)
!686 = distinct !DIAssignID()
!687 = distinct !DIAssignID()
!688 = !DILocation(line: 0, scope: !513, inlinedAt: !675)
!689 = !DILocation(line: 205, column: 17, scope: !510, inlinedAt: !675)
!690 = distinct !DIAssignID()
!691 = !DILocation(line: 220, column: 97, scope: !510, inlinedAt: !675)
!692 = !{!693, !693, i64 0}
!693 = !{!"long long", !474, i64 0}
!694 = !DILocation(line: 220, column: 106, scope: !510, inlinedAt: !675)
!695 = !{!696, !696, i64 0}
!696 = !{!"short", !474, i64 0}
!697 = !DILocation(line: 220, column: 130, scope: !510, inlinedAt: !675)
!698 = !{!474, !474, i64 0}
!699 = !DILocation(line: 221, column: 98, scope: !510, inlinedAt: !675)
!700 = !DILocation(line: 221, column: 19, scope: !510, inlinedAt: !675)
!701 = !DILocation(line: 221, column: 27, scope: !510, inlinedAt: !675)
!702 = !DILocation(line: 223, column: 13, scope: !511, inlinedAt: !675)
!703 = !DILocation(line: 1253, column: 21, scope: !454)
!704 = !DILocation(line: 1253, column: 5, scope: !454)
!705 = !DILocation(line: 1254, column: 21, scope: !454)
!706 = !DILocation(line: 1254, column: 5, scope: !454)
!707 = !DILocation(line: 1255, column: 21, scope: !454)
!708 = !DILocation(line: 1255, column: 5, scope: !454)
!709 = !DILocation(line: 1256, column: 5, scope: !454)
!710 = !DILocation(line: 1257, column: 5, scope: !454)
!711 = !DILocation(line: 1258, column: 21, scope: !454)
!712 = !DILocation(line: 1258, column: 5, scope: !454)
!713 = !DILocation(line: 1259, column: 21, scope: !454)
!714 = !DILocation(line: 1259, column: 5, scope: !454)
!715 = !DILocation(line: 1260, column: 5, scope: !454)
!716 = !DILocation(line: 1261, column: 5, scope: !454)
!717 = !DILocation(line: 1262, column: 5, scope: !718)
!718 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1262, column: 5)
!719 = !DILocation(line: 1266, column: 29, scope: !720)
!720 = distinct !DILexicalBlock(scope: !721, file: !3, line: 1265, column: 9)
!721 = distinct !DILexicalBlock(scope: !722, file: !3, line: 1264, column: 9)
!722 = distinct !DILexicalBlock(scope: !723, file: !3, line: 1264, column: 9)
!723 = distinct !DILexicalBlock(scope: !724, file: !3, line: 1263, column: 5)
!724 = distinct !DILexicalBlock(scope: !718, file: !3, line: 1262, column: 5)
!725 = !DILocation(line: 1266, column: 13, scope: !720)
!726 = !DILocation(line: 1267, column: 17, scope: !720)
!727 = !DILocation(line: 1267, column: 35, scope: !728)
!728 = distinct !DILexicalBlock(scope: !720, file: !3, line: 1267, column: 17)
!729 = !DILocation(line: 1262, column: 25, scope: !724)
!730 = !DILocation(line: 1262, column: 19, scope: !724)
!731 = distinct !{!731, !717, !732, !506}
!732 = !DILocation(line: 1270, column: 5, scope: !718)
!733 = !DILocation(line: 1271, column: 5, scope: !454)
!734 = !DILocation(line: 1272, column: 5, scope: !735)
!735 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1272, column: 5)
!736 = !DILocation(line: 1274, column: 9, scope: !737)
!737 = distinct !DILexicalBlock(scope: !738, file: !3, line: 1274, column: 9)
!738 = distinct !DILexicalBlock(scope: !739, file: !3, line: 1273, column: 5)
!739 = distinct !DILexicalBlock(scope: !735, file: !3, line: 1272, column: 5)
!740 = !DILocation(line: 1278, column: 33, scope: !741)
!741 = distinct !DILexicalBlock(scope: !742, file: !3, line: 1277, column: 13)
!742 = distinct !DILexicalBlock(scope: !743, file: !3, line: 1276, column: 13)
!743 = distinct !DILexicalBlock(scope: !744, file: !3, line: 1276, column: 13)
!744 = distinct !DILexicalBlock(scope: !745, file: !3, line: 1275, column: 9)
!745 = distinct !DILexicalBlock(scope: !737, file: !3, line: 1274, column: 9)
!746 = !DILocation(line: 1278, column: 17, scope: !741)
!747 = !DILocation(line: 1279, column: 21, scope: !741)
!748 = !DILocation(line: 1279, column: 39, scope: !749)
!749 = distinct !DILexicalBlock(scope: !741, file: !3, line: 1279, column: 21)
!750 = !DILocation(line: 1274, column: 30, scope: !745)
!751 = !DILocation(line: 1274, column: 23, scope: !745)
!752 = distinct !{!752, !736, !753, !506}
!753 = !DILocation(line: 1282, column: 9, scope: !737)
!754 = !DILocation(line: 1272, column: 25, scope: !739)
!755 = !DILocation(line: 1272, column: 19, scope: !739)
!756 = distinct !{!756, !734, !757, !506}
!757 = !DILocation(line: 1283, column: 5, scope: !735)
!758 = !DILocation(line: 1284, column: 5, scope: !454)
!759 = !DILocation(line: 1285, column: 5, scope: !454)
!760 = !DILocation(line: 1288, column: 34, scope: !761)
!761 = distinct !DILexicalBlock(scope: !762, file: !3, line: 1287, column: 5)
!762 = distinct !DILexicalBlock(scope: !763, file: !3, line: 1286, column: 5)
!763 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1286, column: 5)
!764 = !DILocation(line: 1288, column: 25, scope: !761)
!765 = !DILocation(line: 1288, column: 9, scope: !761)
!766 = !DILocation(line: 1289, column: 34, scope: !761)
!767 = !DILocation(line: 1289, column: 25, scope: !761)
!768 = !DILocation(line: 1289, column: 9, scope: !761)
!769 = !DILocation(line: 1290, column: 34, scope: !761)
!770 = !DILocation(line: 1290, column: 25, scope: !761)
!771 = !DILocation(line: 1290, column: 9, scope: !761)
!772 = !DILocation(line: 1291, column: 13, scope: !761)
!773 = !DILocation(line: 1291, column: 31, scope: !774)
!774 = distinct !DILexicalBlock(scope: !761, file: !3, line: 1291, column: 13)
!775 = !DILocation(line: 1294, column: 21, scope: !454)
!776 = !DILocation(line: 1294, column: 5, scope: !454)
!777 = !DILocation(line: 1295, column: 21, scope: !454)
!778 = !DILocation(line: 1295, column: 5, scope: !454)
!779 = !DILocation(line: 1296, column: 27, scope: !454)
!780 = !DILocation(line: 1296, column: 21, scope: !454)
!781 = !DILocation(line: 1296, column: 5, scope: !454)
!782 = !DILocation(line: 1297, column: 27, scope: !454)
!783 = !DILocation(line: 1297, column: 21, scope: !454)
!784 = !DILocation(line: 1297, column: 5, scope: !454)
!785 = !DILocation(line: 1300, column: 25, scope: !786)
!786 = distinct !DILexicalBlock(scope: !787, file: !3, line: 1299, column: 5)
!787 = distinct !DILexicalBlock(scope: !788, file: !3, line: 1298, column: 5)
!788 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1298, column: 5)
!789 = !DILocation(line: 1300, column: 9, scope: !786)
!790 = !DILocation(line: 1301, column: 13, scope: !786)
!791 = !DILocation(line: 1301, column: 31, scope: !792)
!792 = distinct !DILexicalBlock(scope: !786, file: !3, line: 1301, column: 13)
!793 = !DILocation(line: 1304, column: 21, scope: !454)
!794 = !DILocation(line: 1304, column: 5, scope: !454)
!795 = !DILocation(line: 1305, column: 21, scope: !454)
!796 = !DILocation(line: 1305, column: 5, scope: !454)
!797 = !DILocation(line: 1306, column: 5, scope: !454)
!798 = !DILocation(line: 1307, column: 21, scope: !454)
!799 = !DILocation(line: 1307, column: 5, scope: !454)
!800 = !DILocation(line: 1308, column: 5, scope: !454)
!801 = !DILocation(line: 1309, column: 5, scope: !454)
!802 = !DILocation(line: 1310, column: 27, scope: !454)
!803 = !DILocation(line: 1310, column: 21, scope: !454)
!804 = !DILocation(line: 1310, column: 5, scope: !454)
!805 = !DILocation(line: 1311, column: 27, scope: !454)
!806 = !DILocation(line: 1311, column: 21, scope: !454)
!807 = !DILocation(line: 1311, column: 5, scope: !454)
!808 = !DILocation(line: 1312, column: 27, scope: !454)
!809 = !DILocation(line: 1312, column: 21, scope: !454)
!810 = !DILocation(line: 1312, column: 5, scope: !454)
!811 = !DILocation(line: 1313, column: 5, scope: !812)
!812 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1313, column: 5)
!813 = !DILocation(line: 1315, column: 9, scope: !814)
!814 = distinct !DILexicalBlock(scope: !815, file: !3, line: 1315, column: 9)
!815 = distinct !DILexicalBlock(scope: !816, file: !3, line: 1314, column: 5)
!816 = distinct !DILexicalBlock(scope: !812, file: !3, line: 1313, column: 5)
!817 = !DILocation(line: 1319, column: 33, scope: !818)
!818 = distinct !DILexicalBlock(scope: !819, file: !3, line: 1318, column: 13)
!819 = distinct !DILexicalBlock(scope: !820, file: !3, line: 1317, column: 13)
!820 = distinct !DILexicalBlock(scope: !821, file: !3, line: 1317, column: 13)
!821 = distinct !DILexicalBlock(scope: !822, file: !3, line: 1316, column: 9)
!822 = distinct !DILexicalBlock(scope: !814, file: !3, line: 1315, column: 9)
!823 = !DILocation(line: 1319, column: 48, scope: !818)
!824 = !DILocation(line: 1319, column: 17, scope: !818)
!825 = !DILocation(line: 1320, column: 48, scope: !818)
!826 = !DILocation(line: 1320, column: 33, scope: !818)
!827 = !DILocation(line: 1320, column: 17, scope: !818)
!828 = !DILocation(line: 1321, column: 21, scope: !818)
!829 = !DILocation(line: 1321, column: 39, scope: !830)
!830 = distinct !DILexicalBlock(scope: !818, file: !3, line: 1321, column: 21)
!831 = !DILocation(line: 1315, column: 29, scope: !822)
!832 = !DILocation(line: 1315, column: 23, scope: !822)
!833 = distinct !{!833, !813, !834, !506}
!834 = !DILocation(line: 1324, column: 9, scope: !814)
!835 = !DILocation(line: 1313, column: 25, scope: !816)
!836 = !DILocation(line: 1313, column: 19, scope: !816)
!837 = distinct !{!837, !811, !838, !506}
!838 = !DILocation(line: 1325, column: 5, scope: !812)
!839 = !DILocation(line: 1326, column: 5, scope: !454)
!840 = !DILocation(line: 1327, column: 5, scope: !454)
!841 = !DILocation(line: 1328, column: 27, scope: !454)
!842 = !DILocation(line: 1328, column: 21, scope: !454)
!843 = !DILocation(line: 1328, column: 5, scope: !454)
!844 = !DILocation(line: 1329, column: 27, scope: !454)
!845 = !DILocation(line: 1329, column: 21, scope: !454)
!846 = !DILocation(line: 1329, column: 5, scope: !454)
!847 = !DILocation(line: 1330, column: 27, scope: !454)
!848 = !DILocation(line: 1330, column: 21, scope: !454)
!849 = !DILocation(line: 1330, column: 5, scope: !454)
!850 = !DILocation(line: 1333, column: 9, scope: !851)
!851 = distinct !DILexicalBlock(scope: !852, file: !3, line: 1332, column: 5)
!852 = distinct !DILexicalBlock(scope: !853, file: !3, line: 1331, column: 5)
!853 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1331, column: 5)
!854 = !DILocation(line: 1334, column: 13, scope: !851)
!855 = !DILocation(line: 1334, column: 31, scope: !856)
!856 = distinct !DILexicalBlock(scope: !851, file: !3, line: 1334, column: 13)
!857 = !DILocation(line: 1337, column: 27, scope: !454)
!858 = !DILocation(line: 1337, column: 21, scope: !454)
!859 = !DILocation(line: 1337, column: 5, scope: !454)
!860 = !DILocation(line: 1338, column: 27, scope: !454)
!861 = !DILocation(line: 1338, column: 21, scope: !454)
!862 = !DILocation(line: 1338, column: 5, scope: !454)
!863 = !DILocation(line: 1339, column: 27, scope: !454)
!864 = !DILocation(line: 1339, column: 21, scope: !454)
!865 = !DILocation(line: 1339, column: 5, scope: !454)
!866 = !DILocation(line: 1340, column: 5, scope: !454)
!867 = !DILocation(line: 1343, column: 9, scope: !868)
!868 = distinct !DILexicalBlock(scope: !869, file: !3, line: 1343, column: 9)
!869 = distinct !DILexicalBlock(scope: !870, file: !3, line: 1342, column: 5)
!870 = distinct !DILexicalBlock(scope: !871, file: !3, line: 1341, column: 5)
!871 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1341, column: 5)
!872 = !DILocation(line: 1345, column: 13, scope: !873)
!873 = distinct !DILexicalBlock(scope: !874, file: !3, line: 1345, column: 13)
!874 = distinct !DILexicalBlock(scope: !875, file: !3, line: 1344, column: 9)
!875 = distinct !DILexicalBlock(scope: !868, file: !3, line: 1343, column: 9)
!876 = !DILocation(line: 1347, column: 33, scope: !877)
!877 = distinct !DILexicalBlock(scope: !878, file: !3, line: 1346, column: 13)
!878 = distinct !DILexicalBlock(scope: !873, file: !3, line: 1345, column: 13)
!879 = !DILocation(line: 1347, column: 48, scope: !877)
!880 = !DILocation(line: 1347, column: 17, scope: !877)
!881 = !DILocation(line: 1348, column: 48, scope: !877)
!882 = !DILocation(line: 1348, column: 33, scope: !877)
!883 = !DILocation(line: 1348, column: 17, scope: !877)
!884 = !DILocation(line: 1349, column: 48, scope: !877)
!885 = !DILocation(line: 1349, column: 33, scope: !877)
!886 = !DILocation(line: 1349, column: 17, scope: !877)
!887 = !DILocation(line: 1350, column: 21, scope: !877)
!888 = !DILocation(line: 1350, column: 39, scope: !889)
!889 = distinct !DILexicalBlock(scope: !877, file: !3, line: 1350, column: 21)
!890 = !DILocation(line: 1345, column: 33, scope: !878)
!891 = !DILocation(line: 1345, column: 27, scope: !878)
!892 = distinct !{!892, !872, !893, !506}
!893 = !DILocation(line: 1352, column: 13, scope: !873)
!894 = !DILocation(line: 1343, column: 29, scope: !875)
!895 = !DILocation(line: 1343, column: 23, scope: !875)
!896 = distinct !{!896, !867, !897, !506}
!897 = !DILocation(line: 1353, column: 9, scope: !868)
!898 = !DILocation(line: 1355, column: 5, scope: !454)
!899 = !DILocation(line: 1356, column: 5, scope: !454)
!900 = !DILocation(line: 1357, column: 5, scope: !454)
!901 = !DILocation(line: 1358, column: 5, scope: !454)
!902 = !DILocation(line: 1361, column: 9, scope: !903)
!903 = distinct !DILexicalBlock(scope: !904, file: !3, line: 1360, column: 5)
!904 = distinct !DILexicalBlock(scope: !905, file: !3, line: 1359, column: 5)
!905 = distinct !DILexicalBlock(scope: !454, file: !3, line: 1359, column: 5)
!906 = !DILocation(line: 1362, column: 13, scope: !903)
!907 = !DILocation(line: 1362, column: 31, scope: !908)
!908 = distinct !DILexicalBlock(scope: !903, file: !3, line: 1362, column: 13)
!909 = !DILocation(line: 1365, column: 5, scope: !454)
!910 = !DILocation(line: 1366, column: 5, scope: !454)
!911 = !DILocation(line: 1367, column: 5, scope: !454)
!912 = !DILocation(line: 1368, column: 5, scope: !454)
!913 = !DILocation(line: 1369, column: 5, scope: !454)
!914 = !DILocation(line: 1370, column: 5, scope: !454)
!915 = !DILocation(line: 1371, column: 28, scope: !454)
!916 = !DILocation(line: 1371, column: 21, scope: !454)
!917 = !DILocation(line: 1371, column: 5, scope: !454)
!918 = !DILocation(line: 1372, column: 28, scope: !454)
!919 = !DILocation(line: 1372, column: 21, scope: !454)
!920 = !DILocation(line: 1372, column: 5, scope: !454)
!921 = !DILocation(line: 1373, column: 28, scope: !454)
!922 = !DILocation(line: 1373, column: 21, scope: !454)
!923 = !DILocation(line: 1373, column: 5, scope: !454)
!924 = !DILocation(line: 1374, column: 5, scope: !454)
!925 = !DILocation(line: 1375, column: 21, scope: !454)
!926 = !DILocation(line: 1375, column: 5, scope: !454)
!927 = !DILocation(line: 1376, column: 21, scope: !454)
!928 = !DILocation(line: 1376, column: 5, scope: !454)
!929 = !DILocation(line: 1377, column: 28, scope: !454)
!930 = !DILocation(line: 1377, column: 21, scope: !454)
!931 = !DILocation(line: 1377, column: 5, scope: !454)
!932 = !DILocation(line: 1378, column: 28, scope: !454)
!933 = !DILocation(line: 1378, column: 21, scope: !454)
!934 = !DILocation(line: 1378, column: 5, scope: !454)
!935 = !DILocation(line: 1379, column: 28, scope: !454)
!936 = !DILocation(line: 1379, column: 21, scope: !454)
!937 = !DILocation(line: 1379, column: 5, scope: !454)
!938 = !DILocation(line: 1380, column: 5, scope: !454)
!939 = !DILocation(line: 1381, column: 23, scope: !454)
!940 = !DILocation(line: 1381, column: 37, scope: !454)
!941 = !DILocalVariable(name: "crc", arg: 1, scope: !942, file: !440, line: 49, type: !198)
!942 = distinct !DISubprogram(name: "platform_main_end", scope: !440, file: !440, line: 49, type: !943, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !945)
!943 = !DISubroutineType(types: !944)
!944 = !{null, !198, !7}
!945 = !{!941, !946}
!946 = !DILocalVariable(name: "flag", arg: 2, scope: !942, file: !440, line: 49, type: !7)
!947 = !DILocation(line: 0, scope: !942, inlinedAt: !948)
!948 = distinct !DILocation(line: 1381, column: 5, scope: !454)
!949 = !DILocation(line: 56, column: 2, scope: !942, inlinedAt: !948)
!950 = !DILocation(line: 1382, column: 5, scope: !454)
!951 = distinct !DISubprogram(name: "transparent_crc", scope: !196, file: !196, line: 110, type: !952, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !954)
!952 = !DISubroutineType(types: !953)
!953 = !{null, !242, !458, !7}
!954 = !{!955, !956, !957}
!955 = !DILocalVariable(name: "val", arg: 1, scope: !951, file: !196, line: 110, type: !242)
!956 = !DILocalVariable(name: "vname", arg: 2, scope: !951, file: !196, line: 110, type: !458)
!957 = !DILocalVariable(name: "flag", arg: 3, scope: !951, file: !196, line: 110, type: !7)
!958 = !DILocation(line: 0, scope: !951)
!959 = !DILocalVariable(name: "val", arg: 1, scope: !960, file: !196, line: 97, type: !242)
!960 = distinct !DISubprogram(name: "crc32_8bytes", scope: !196, file: !196, line: 97, type: !961, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !963)
!961 = !DISubroutineType(types: !962)
!962 = !{null, !242}
!963 = !{!959}
!964 = !DILocation(line: 0, scope: !960, inlinedAt: !965)
!965 = distinct !DILocation(line: 112, column: 2, scope: !951)
!966 = !DILocalVariable(name: "b", arg: 1, scope: !967, file: !196, line: 71, type: !149)
!967 = distinct !DISubprogram(name: "crc32_byte", scope: !196, file: !196, line: 71, type: !968, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !970)
!968 = !DISubroutineType(types: !969)
!969 = !{null, !149}
!970 = !{!966}
!971 = !DILocation(line: 0, scope: !967, inlinedAt: !972)
!972 = distinct !DILocation(line: 99, column: 2, scope: !960, inlinedAt: !965)
!973 = !DILocation(line: 73, column: 5, scope: !967, inlinedAt: !972)
!974 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !972)
!975 = !DILocation(line: 74, column: 33, scope: !967, inlinedAt: !972)
!976 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !972)
!977 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !972)
!978 = !DILocation(line: 100, column: 18, scope: !960, inlinedAt: !965)
!979 = !DILocation(line: 0, scope: !967, inlinedAt: !980)
!980 = distinct !DILocation(line: 100, column: 2, scope: !960, inlinedAt: !965)
!981 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !980)
!982 = !DILocation(line: 74, column: 33, scope: !967, inlinedAt: !980)
!983 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !980)
!984 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !980)
!985 = !DILocation(line: 101, column: 18, scope: !960, inlinedAt: !965)
!986 = !DILocation(line: 0, scope: !967, inlinedAt: !987)
!987 = distinct !DILocation(line: 101, column: 2, scope: !960, inlinedAt: !965)
!988 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !987)
!989 = !DILocation(line: 74, column: 33, scope: !967, inlinedAt: !987)
!990 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !987)
!991 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !987)
!992 = !DILocation(line: 102, column: 18, scope: !960, inlinedAt: !965)
!993 = !DILocation(line: 0, scope: !967, inlinedAt: !994)
!994 = distinct !DILocation(line: 102, column: 2, scope: !960, inlinedAt: !965)
!995 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !994)
!996 = !DILocation(line: 74, column: 33, scope: !967, inlinedAt: !994)
!997 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !994)
!998 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !994)
!999 = !DILocation(line: 103, column: 18, scope: !960, inlinedAt: !965)
!1000 = !DILocation(line: 0, scope: !967, inlinedAt: !1001)
!1001 = distinct !DILocation(line: 103, column: 2, scope: !960, inlinedAt: !965)
!1002 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !1001)
!1003 = !DILocation(line: 74, column: 33, scope: !967, inlinedAt: !1001)
!1004 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !1001)
!1005 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !1001)
!1006 = !DILocation(line: 104, column: 18, scope: !960, inlinedAt: !965)
!1007 = !DILocation(line: 0, scope: !967, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 104, column: 2, scope: !960, inlinedAt: !965)
!1009 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !1008)
!1010 = !DILocation(line: 74, column: 33, scope: !967, inlinedAt: !1008)
!1011 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !1008)
!1012 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !1008)
!1013 = !DILocation(line: 105, column: 18, scope: !960, inlinedAt: !965)
!1014 = !DILocation(line: 0, scope: !967, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 105, column: 2, scope: !960, inlinedAt: !965)
!1016 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !1015)
!1017 = !DILocation(line: 74, column: 33, scope: !967, inlinedAt: !1015)
!1018 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !1015)
!1019 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !1015)
!1020 = !DILocation(line: 106, column: 18, scope: !960, inlinedAt: !965)
!1021 = !DILocation(line: 0, scope: !967, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 106, column: 2, scope: !960, inlinedAt: !965)
!1023 = !DILocation(line: 73, column: 19, scope: !967, inlinedAt: !1022)
!1024 = !DILocation(line: 74, column: 3, scope: !967, inlinedAt: !1022)
!1025 = !DILocation(line: 73, column: 39, scope: !967, inlinedAt: !1022)
!1026 = !DILocation(line: 72, column: 16, scope: !967, inlinedAt: !1022)
!1027 = !DILocation(line: 113, column: 6, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !951, file: !196, line: 113, column: 6)
!1029 = !DILocation(line: 113, column: 6, scope: !951)
!1030 = !DILocation(line: 114, column: 73, scope: !1031)
!1031 = distinct !DILexicalBlock(scope: !1028, file: !196, line: 113, column: 12)
!1032 = !DILocation(line: 114, column: 5, scope: !1031)
!1033 = !DILocation(line: 115, column: 2, scope: !1031)
!1034 = !DILocation(line: 116, column: 1, scope: !951)
!1035 = distinct !DISubprogram(name: "printf", scope: !1036, file: !1036, line: 368, type: !1037, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1041)
!1036 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!1037 = !DISubroutineType(cc: DW_CC_nocall, types: !1038)
!1038 = !{!7, !1039, null}
!1039 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1040, size: 64)
!1040 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!1041 = !{!1042, !1043, !1044}
!1042 = !DILocalVariable(name: "__format", arg: 1, scope: !1035, file: !1036, line: 368, type: !1039)
!1043 = !DILocalVariable(name: "__retval", scope: !1035, file: !1036, line: 370, type: !7)
!1044 = !DILocalVariable(name: "__local_argv", scope: !1035, file: !1036, line: 371, type: !1045)
!1045 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !458)
!1046 = distinct !DIAssignID()
!1047 = !DILocation(line: 0, scope: !1035)
!1048 = !DILocation(line: 371, column: 3, scope: !1035)
!1049 = !DILocation(line: 371, column: 35, scope: !1035)
!1050 = !DILocation(line: 372, column: 32, scope: !1035)
!1051 = !DILocation(line: 372, column: 50, scope: !1035)
!1052 = !DILocation(line: 372, column: 14, scope: !1035)
!1053 = !DILocation(line: 373, column: 3, scope: !1035)
!1054 = !DILocation(line: 375, column: 1, scope: !1035)
!1055 = !DILocation(line: 374, column: 3, scope: !1035)
!1056 = !DISubprogram(name: "__mingw_vfprintf", scope: !1036, file: !1036, line: 193, type: !1057, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1057 = !DISubroutineType(types: !1058)
!1058 = !{!7, !1059, !1072, !1073}
!1059 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1060)
!1060 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1061, size: 64)
!1061 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1036, line: 47, baseType: !1062)
!1062 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !1036, line: 33, size: 384, align: 64, elements: !1063)
!1063 = !{!1064, !1065, !1066, !1067, !1068, !1069, !1070, !1071}
!1064 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !1062, file: !1036, line: 37, baseType: !458, size: 64)
!1065 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !1062, file: !1036, line: 38, baseType: !7, size: 32, offset: 64)
!1066 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !1062, file: !1036, line: 39, baseType: !458, size: 64, offset: 128)
!1067 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !1062, file: !1036, line: 40, baseType: !7, size: 32, offset: 192)
!1068 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !1062, file: !1036, line: 41, baseType: !7, size: 32, offset: 224)
!1069 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !1062, file: !1036, line: 42, baseType: !7, size: 32, offset: 256)
!1070 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !1062, file: !1036, line: 43, baseType: !7, size: 32, offset: 288)
!1071 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !1062, file: !1036, line: 44, baseType: !458, size: 64, offset: 320)
!1072 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1039)
!1073 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !1074, line: 31, baseType: !1075)
!1074 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!1075 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !1074, line: 24, baseType: !1045)
!1076 = !DISubprogram(name: "__acrt_iob_func", scope: !1036, file: !1036, line: 93, type: !1077, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!1060, !6}
