; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.U0 = type { i32 }
%union.U1 = type { ptr }

@g_3 = internal global i32 9, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !15
@g_4 = internal global i32 -1, align 4, !dbg !326
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !20
@g_5 = internal global i32 1731367621, align 4, !dbg !329
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !22
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !24
@.str.5 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !26
@g_11 = internal global i8 0, align 4, !dbg !335
@.str.6 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !28
@g_12 = internal unnamed_addr global i32 41479743, align 4, !dbg !338
@.str.7 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [5 x i8] c"g_37\00", align 1, !dbg !37
@g_57 = internal global [3 x [7 x i32]] [[7 x i32] [i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917, i32 -1156808917], [7 x i32] [i32 8, i32 0, i32 8, i32 0, i32 8, i32 0, i32 8], [7 x i32] [i32 1, i32 1, i32 -1156808917, i32 -1156808917, i32 1, i32 1, i32 -1156808917]], align 4, !dbg !344
@.str.10 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1, !dbg !39
@.str.11 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !44
@.str.12 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !49
@g_78 = internal unnamed_addr constant [4 x [10 x [6 x i16]]] [[10 x [6 x i16]] [[6 x i16] [i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994, i16 -1], [6 x i16] [i16 1, i16 -1, i16 -22789, i16 0, i16 32299, i16 -20758], [6 x i16] [i16 -5, i16 -2, i16 0, i16 -1, i16 3074, i16 -20758], [6 x i16] [i16 2323, i16 18994, i16 -22789, i16 -32102, i16 -15116, i16 -1], [6 x i16] [i16 3074, i16 -13105, i16 -21013, i16 -21013, i16 -13105, i16 3074], [6 x i16] [i16 -1, i16 -15116, i16 -32102, i16 -22789, i16 18994, i16 2323], [6 x i16] [i16 -20758, i16 3074, i16 -1, i16 0, i16 -2, i16 -5], [6 x i16] [i16 -20758, i16 32299, i16 0, i16 -22789, i16 -1, i16 1], [6 x i16] [i16 -1, i16 18994, i16 26283, i16 -21013, i16 26283, i16 18994], [6 x i16] [i16 3074, i16 -31445, i16 0, i16 -32102, i16 -23142, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 2323, i16 -22789, i16 -4554, i16 -1, i16 18994, i16 7191], [6 x i16] [i16 -5, i16 -22789, i16 -15116, i16 0, i16 -23142, i16 -3], [6 x i16] [i16 1, i16 -31445, i16 0, i16 26283, i16 26283, i16 0], [6 x i16] [i16 18994, i16 18994, i16 3074, i16 0, i16 -1, i16 15517], [6 x i16] [i16 3074, i16 32299, i16 -7011, i16 -4554, i16 -2, i16 3074], [6 x i16] [i16 7191, i16 3074, i16 -7011, i16 -15116, i16 18994, i16 15517], [6 x i16] [i16 -3, i16 -15116, i16 3074, i16 0, i16 -13105, i16 0], [6 x i16] [i16 0, i16 -13105, i16 0, i16 3074, i16 -15116, i16 -3], [6 x i16] [i16 15517, i16 18994, i16 -15116, i16 -7011, i16 3074, i16 7191], [6 x i16] [i16 3074, i16 -2, i16 -4554, i16 -7011, i16 32299, i16 3074]], [10 x [6 x i16]] [[6 x i16] [i16 15517, i16 -1, i16 0, i16 3074, i16 18994, i16 18994], [6 x i16] [i16 -4554, i16 0, i16 0, i16 -4554, i16 -1, i16 -32102], [6 x i16] [i16 -7011, i16 15517, i16 -4554, i16 1, i16 -20758, i16 0], [6 x i16] [i16 -22789, i16 3074, i16 -3, i16 -31445, i16 -20758, i16 -1], [6 x i16] [i16 -5, i16 15517, i16 -2, i16 32299, i16 -1, i16 -5], [6 x i16] [i16 3074, i16 0, i16 -13105, i16 0, i16 3074, i16 -15116], [6 x i16] [i16 -32102, i16 -3, i16 -20758, i16 -4554, i16 2323, i16 -21013], [6 x i16] [i16 0, i16 7191, i16 -4554, i16 -3, i16 -5, i16 -21013], [6 x i16] [i16 -1, i16 3074, i16 -20758, i16 -2, i16 1, i16 -15116], [6 x i16] [i16 -5, i16 18994, i16 -13105, i16 -13105, i16 18994, i16 -5]], [10 x [6 x i16]] [[6 x i16] [i16 -15116, i16 1, i16 -2, i16 -20758, i16 3074, i16 -1], [6 x i16] [i16 -21013, i16 -5, i16 -3, i16 -4554, i16 7191, i16 0], [6 x i16] [i16 -21013, i16 2323, i16 -4554, i16 -20758, i16 -3, i16 -32102], [6 x i16] [i16 -15116, i16 3074, i16 0, i16 -13105, i16 0, i16 3074], [6 x i16] [i16 -5, i16 -1, i16 32299, i16 -2, i16 15517, i16 -5], [6 x i16] [i16 -1, i16 -20758, i16 -31445, i16 -3, i16 3074, i16 -22789], [6 x i16] [i16 0, i16 -20758, i16 1, i16 -4554, i16 15517, i16 -7011], [6 x i16] [i16 -32102, i16 -1, i16 -4554, i16 0, i16 0, i16 -4554], [6 x i16] [i16 3074, i16 3074, i16 -5, i16 32299, i16 -3, i16 26283], [6 x i16] [i16 -5, i16 2323, i16 -23142, i16 -31445, i16 7191, i16 -5]]], align 2, !dbg !350
@.str.13 = private unnamed_addr constant [14 x i8] c"g_78[i][j][k]\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !56
@.str.15 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1, !dbg !61
@.str.16 = private unnamed_addr constant [5 x i8] c"g_83\00", align 1, !dbg !63
@g_123 = internal global [4 x %union.U0] [%union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }, %union.U0 { i32 2047392600 }], align 4, !dbg !358
@.str.17 = private unnamed_addr constant [12 x i8] c"g_123[i].f0\00", align 1, !dbg !65
@.str.18 = private unnamed_addr constant [12 x i8] c"g_123[i].f1\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [12 x i8] c"g_123[i].f2\00", align 1, !dbg !72
@.str.20 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !74
@g_152 = internal global i32 -1628136816, align 4, !dbg !370
@.str.21 = private unnamed_addr constant [6 x i8] c"g_152\00", align 1, !dbg !76
@g_155 = internal global i64 -8653210395822120745, align 8, !dbg !372
@.str.22 = private unnamed_addr constant [6 x i8] c"g_155\00", align 1, !dbg !81
@.str.23 = private unnamed_addr constant [9 x i8] c"g_160.f0\00", align 1, !dbg !83
@.str.24 = private unnamed_addr constant [9 x i8] c"g_160.f1\00", align 1, !dbg !88
@g_218 = internal global [1 x i16] [i16 1], align 4, !dbg !377
@.str.25 = private unnamed_addr constant [9 x i8] c"g_218[i]\00", align 1, !dbg !90
@g_221 = internal unnamed_addr global i64 -4918301790638880606, align 8, !dbg !383
@.str.26 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1, !dbg !92
@g_238 = internal unnamed_addr global i8 -13, align 4, !dbg !385
@.str.27 = private unnamed_addr constant [6 x i8] c"g_238\00", align 1, !dbg !94
@.str.28 = private unnamed_addr constant [6 x i8] c"g_286\00", align 1, !dbg !96
@g_324 = internal global i16 1, align 4, !dbg !389
@.str.29 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1, !dbg !98
@.str.30 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1, !dbg !100
@.str.31 = private unnamed_addr constant [6 x i8] c"g_351\00", align 1, !dbg !102
@g_375 = internal global %union.U0 { i32 -612692018 }, align 4, !dbg !395
@.str.32 = private unnamed_addr constant [9 x i8] c"g_375.f0\00", align 1, !dbg !104
@.str.33 = private unnamed_addr constant [9 x i8] c"g_375.f1\00", align 1, !dbg !106
@.str.34 = private unnamed_addr constant [9 x i8] c"g_375.f2\00", align 1, !dbg !108
@.str.35 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f0\00", align 1, !dbg !110
@.str.36 = private unnamed_addr constant [18 x i8] c"g_424[i][j][k].f1\00", align 1, !dbg !112
@.str.37 = private unnamed_addr constant [6 x i8] c"g_440\00", align 1, !dbg !114
@.str.38 = private unnamed_addr constant [6 x i8] c"g_446\00", align 1, !dbg !116
@g_505 = internal global %union.U0 { i32 1 }, align 4, !dbg !405
@.str.39 = private unnamed_addr constant [9 x i8] c"g_505.f0\00", align 1, !dbg !118
@.str.40 = private unnamed_addr constant [9 x i8] c"g_505.f1\00", align 1, !dbg !120
@.str.41 = private unnamed_addr constant [9 x i8] c"g_505.f2\00", align 1, !dbg !122
@.str.42 = private unnamed_addr constant [9 x i8] c"g_736[i]\00", align 1, !dbg !124
@g_774 = internal global %union.U0 { i32 8 }, align 4, !dbg !410
@.str.43 = private unnamed_addr constant [9 x i8] c"g_774.f0\00", align 1, !dbg !126
@.str.44 = private unnamed_addr constant [9 x i8] c"g_774.f1\00", align 1, !dbg !128
@.str.45 = private unnamed_addr constant [9 x i8] c"g_774.f2\00", align 1, !dbg !130
@.str.46 = private unnamed_addr constant [6 x i8] c"g_804\00", align 1, !dbg !132
@g_808 = internal global [2 x [9 x [9 x %union.U0]]] [[9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 267637041 }, %union.U0 { i32 -2 }, %union.U0 { i32 5 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 614224198 }, %union.U0 { i32 427635085 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1153323207 }, %union.U0 { i32 -10 }, %union.U0 { i32 3 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 872518899 }, %union.U0 zeroinitializer, %union.U0 { i32 1026819223 }, %union.U0 { i32 1697300152 }], [9 x %union.U0] [%union.U0 { i32 -1592013405 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }, %union.U0 { i32 614224198 }, %union.U0 { i32 732498782 }, %union.U0 zeroinitializer, %union.U0 { i32 -5 }, %union.U0 { i32 4 }, %union.U0 { i32 5 }], [9 x %union.U0] [%union.U0 { i32 -580183393 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 142476117 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 3 }, %union.U0 { i32 -5 }, %union.U0 { i32 614224198 }, %union.U0 { i32 3 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 -4 }, %union.U0 { i32 -816428541 }, %union.U0 { i32 -1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 1 }, %union.U0 { i32 872518899 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 612614761 }, %union.U0 { i32 -1370168271 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1326938740 }, %union.U0 { i32 -1 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 9 }, %union.U0 { i32 -10 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 1841057443 }, %union.U0 { i32 -1 }, %union.U0 { i32 -4 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2 }, %union.U0 { i32 -8 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 1 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 -1 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 427635085 }, %union.U0 { i32 614224198 }]], [9 x [9 x %union.U0]] [[9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 { i32 -1 }, %union.U0 { i32 -580183393 }, %union.U0 { i32 -1 }, %union.U0 { i32 3 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 { i32 -1 }, %union.U0 { i32 1671663977 }, %union.U0 { i32 1 }, %union.U0 { i32 732498782 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 -1 }, %union.U0 { i32 1884221190 }], [9 x %union.U0] [%union.U0 { i32 -1263528155 }, %union.U0 zeroinitializer, %union.U0 { i32 318175983 }, %union.U0 { i32 -1031062383 }, %union.U0 zeroinitializer, %union.U0 { i32 614224198 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -1326938740 }], [9 x %union.U0] [%union.U0 { i32 1100565088 }, %union.U0 zeroinitializer, %union.U0 { i32 1 }, %union.U0 { i32 -1 }, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 5 }, %union.U0 { i32 5 }, %union.U0 { i32 1709485888 }], [9 x %union.U0] [%union.U0 { i32 1171362464 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 -1 }, %union.U0 { i32 -2131500636 }, %union.U0 { i32 1171362464 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 1 }, %union.U0 zeroinitializer, %union.U0 { i32 -2 }], [9 x %union.U0] [%union.U0 { i32 1 }, %union.U0 { i32 4 }, %union.U0 { i32 1 }, %union.U0 { i32 5 }, %union.U0 { i32 -1153323207 }, %union.U0 { i32 9 }, %union.U0 { i32 1709485888 }, %union.U0 { i32 1 }, %union.U0 { i32 1026819223 }], [9 x %union.U0] [%union.U0 { i32 1463733971 }, %union.U0 { i32 427635085 }, %union.U0 { i32 5 }, %union.U0 { i32 -1960924511 }, %union.U0 { i32 1026819223 }, %union.U0 { i32 1841057443 }, %union.U0 { i32 4 }, %union.U0 { i32 1100565088 }, %union.U0 { i32 491792801 }], [9 x %union.U0] [%union.U0 { i32 -1 }, %union.U0 { i32 -5 }, %union.U0 { i32 1171362464 }, %union.U0 zeroinitializer, %union.U0 zeroinitializer, %union.U0 { i32 1709485888 }, %union.U0 { i32 -4 }, %union.U0 { i32 732498782 }, %union.U0 { i32 837712906 }], [9 x %union.U0] [%union.U0 { i32 427635085 }, %union.U0 { i32 1697300152 }, %union.U0 zeroinitializer, %union.U0 { i32 4 }, %union.U0 { i32 -1 }, %union.U0 { i32 614224198 }, %union.U0 { i32 238481672 }, %union.U0 { i32 837712906 }, %union.U0 zeroinitializer]]], align 4, !dbg !414
@.str.47 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f0\00", align 1, !dbg !134
@.str.48 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f1\00", align 1, !dbg !136
@.str.49 = private unnamed_addr constant [18 x i8] c"g_808[i][j][k].f2\00", align 1, !dbg !138
@.str.50 = private unnamed_addr constant [9 x i8] c"g_819.f0\00", align 1, !dbg !140
@.str.51 = private unnamed_addr constant [9 x i8] c"g_819.f1\00", align 1, !dbg !142
@.str.52 = private unnamed_addr constant [6 x i8] c"g_848\00", align 1, !dbg !144
@.str.53 = private unnamed_addr constant [6 x i8] c"g_930\00", align 1, !dbg !154
@.str.54 = private unnamed_addr constant [9 x i8] c"g_932[i]\00", align 1, !dbg !156
@.str.55 = private unnamed_addr constant [6 x i8] c"g_939\00", align 1, !dbg !158
@.str.56 = private unnamed_addr constant [6 x i8] c"g_993\00", align 1, !dbg !160
@.str.57 = private unnamed_addr constant [7 x i8] c"g_1094\00", align 1, !dbg !162
@.str.58 = private unnamed_addr constant [10 x i8] c"g_1095.f0\00", align 1, !dbg !167
@.str.59 = private unnamed_addr constant [10 x i8] c"g_1095.f1\00", align 1, !dbg !172
@.str.60 = private unnamed_addr constant [7 x i8] c"g_1244\00", align 1, !dbg !174
@g_1294 = internal global %union.U0 { i32 7 }, align 4, !dbg !436
@.str.61 = private unnamed_addr constant [10 x i8] c"g_1294.f0\00", align 1, !dbg !176
@.str.62 = private unnamed_addr constant [10 x i8] c"g_1294.f1\00", align 1, !dbg !178
@.str.63 = private unnamed_addr constant [10 x i8] c"g_1294.f2\00", align 1, !dbg !180
@.str.64 = private unnamed_addr constant [7 x i8] c"g_1311\00", align 1, !dbg !182
@g_1356 = internal global i8 -35, align 4, !dbg !440
@.str.65 = private unnamed_addr constant [7 x i8] c"g_1356\00", align 1, !dbg !184
@g_1362 = internal global i32 -654347066, align 4, !dbg !442
@.str.66 = private unnamed_addr constant [7 x i8] c"g_1362\00", align 1, !dbg !186
@g_1393 = internal global %union.U0 zeroinitializer, align 4, !dbg !444
@.str.67 = private unnamed_addr constant [10 x i8] c"g_1393.f0\00", align 1, !dbg !188
@.str.68 = private unnamed_addr constant [10 x i8] c"g_1393.f1\00", align 1, !dbg !190
@.str.69 = private unnamed_addr constant [10 x i8] c"g_1393.f2\00", align 1, !dbg !192
@.str.70 = private unnamed_addr constant [7 x i8] c"g_1423\00", align 1, !dbg !194
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !454
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !196
@g_1353 = internal unnamed_addr global ptr @g_1354, align 8, !dbg !272
@g_1370 = internal global ptr getelementptr inbounds (i8, ptr @g_57, i64 80), align 8, !dbg !278
@g_1354 = internal global ptr @g_1355, align 8, !dbg !276
@g_1355 = internal constant ptr @g_1356, align 8, !dbg !204
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !321
@g_160 = internal global { i32, [4 x i8] } { i32 1, [4 x i8] undef }, align 8, !dbg !374
@g_424 = internal unnamed_addr constant [8 x [7 x [4 x { i32, [4 x i8] }]]] [[7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -893493411, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -550425163, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 1692689321, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 6, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1360653231, [4 x i8] undef }, { i32, [4 x i8] } { i32 6, [4 x i8] undef }]], [7 x [4 x { i32, [4 x i8] }]] [[4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1674485825, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }, { i32, [4 x i8] } { i32 -458945454, [4 x i8] undef }, { i32, [4 x i8] } { i32 92987972, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 -1078141609, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1862105072, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 4, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 0, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }], [4 x { i32, [4 x i8] }] [{ i32, [4 x i8] } { i32 -1987721134, [4 x i8] undef }, { i32, [4 x i8] } { i32 -158213985, [4 x i8] undef }, { i32, [4 x i8] } { i32 -736831805, [4 x i8] undef }, { i32, [4 x i8] } { i32 1, [4 x i8] undef }]]], align 8, !dbg !397
@.str.76 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !448

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !465 {
  %3 = alloca ptr, align 8, !DIAssignID !477
    #dbg_value(i32 %0, !471, !DIExpression(), !478)
    #dbg_value(ptr %1, !472, !DIExpression(), !478)
    #dbg_value(i32 0, !476, !DIExpression(), !478)
  %4 = icmp eq i32 %0, 2, !dbg !479
  br i1 %4, label %5, label %18, !dbg !481

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !482
  %7 = load ptr, ptr %6, align 8, !dbg !482, !tbaa !483
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !487
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !488
  %17 = zext i1 %16 to i32, !dbg !488
  br label %18, !dbg !488

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !478
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !478
    #dbg_value(i32 %20, !476, !DIExpression(), !478)
    #dbg_value(i32 -306674912, !489, !DIExpression(), !498)
    #dbg_value(i32 0, !495, !DIExpression(), !498)
  br label %21, !dbg !500

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !502
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !504
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !504
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !510
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !504
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !510
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !504
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !510
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !504
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !510
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !504
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !510
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !504
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !510
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !504
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !510
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !504
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !504
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !510
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !510
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !510
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !511
  store <4 x i32> %63, ptr %64, align 4, !dbg !512, !tbaa !513
  %65 = add nuw i64 %22, 4, !dbg !502
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !504
  %67 = icmp eq i64 %65, 256, !dbg !502
  br i1 %67, label %68, label %21, !dbg !502, !llvm.loop !515

68:                                               ; preds = %21
    #dbg_assign(i1 undef, !520, !DIExpression(), !477, ptr %3, !DIExpression(), !685)
    #dbg_value(i64 poison, !534, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !687)
    #dbg_value(i16 5658, !534, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !687)
    #dbg_assign(i1 undef, !534, !DIExpression(DW_OP_LLVM_fragment, 80, 272), !688, ptr poison, !DIExpression(), !687)
    #dbg_value(i16 5658, !534, !DIExpression(DW_OP_LLVM_fragment, 352, 16), !687)
    #dbg_assign(i1 undef, !534, !DIExpression(DW_OP_LLVM_fragment, 368, 400), !689, ptr poison, !DIExpression(), !687)
    #dbg_value(i64 -1, !539, !DIExpression(), !687)
    #dbg_value(i32 -4, !540, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !687)
    #dbg_value(i32 -4, !540, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !687)
    #dbg_value(i32 -4, !540, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !687)
    #dbg_value(i32 -4, !540, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !687)
    #dbg_assign(i1 undef, !540, !DIExpression(DW_OP_LLVM_fragment, 128, 160), !690, ptr poison, !DIExpression(), !687)
    #dbg_assign(i32 9, !542, !DIExpression(), !691, ptr undef, !DIExpression(), !687)
    #dbg_value(i16 -10, !543, !DIExpression(), !687)
    #dbg_value(ptr null, !544, !DIExpression(), !687)
    #dbg_value(ptr undef, !547, !DIExpression(), !687)
    #dbg_value(ptr undef, !549, !DIExpression(), !687)
    #dbg_value(i32 0, !551, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !687)
    #dbg_value(i32 0, !551, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !687)
    #dbg_value(i32 0, !551, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !687)
    #dbg_value(i32 0, !551, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !687)
    #dbg_value(i32 0, !551, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !687)
    #dbg_value(i32 0, !551, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !687)
    #dbg_value(i32 -8, !551, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !687)
    #dbg_value(i32 -8, !551, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !687)
    #dbg_value(i32 -8, !551, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !687)
    #dbg_value(i32 -8, !551, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !687)
    #dbg_value(i32 -8, !551, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !687)
    #dbg_value(i32 -8, !551, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !687)
    #dbg_value(i32 -218705303, !553, !DIExpression(DW_OP_LLVM_fragment, 2240, 32), !687)
    #dbg_value(i32 poison, !553, !DIExpression(DW_OP_LLVM_fragment, 2272, 32), !687)
    #dbg_value(i32 -1924133399, !556, !DIExpression(), !687)
    #dbg_value(i8 -71, !557, !DIExpression(), !687)
    #dbg_value(i32 -1229928354, !558, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !687)
    #dbg_assign(i1 undef, !558, !DIExpression(DW_OP_LLVM_fragment, 960, 224), !692, ptr poison, !DIExpression(), !687)
    #dbg_value(i32 -1086812592, !558, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !687)
    #dbg_assign(i1 undef, !558, !DIExpression(DW_OP_LLVM_fragment, 1216, 576), !693, ptr poison, !DIExpression(), !687)
    #dbg_value(ptr @g_57, !561, !DIExpression(), !687)
    #dbg_value(ptr null, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !687)
    #dbg_value(ptr null, !562, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !687)
    #dbg_value(ptr null, !562, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !687)
    #dbg_value(ptr null, !562, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !687)
    #dbg_value(ptr poison, !566, !DIExpression(), !687)
    #dbg_value(i16 25168, !567, !DIExpression(), !687)
    #dbg_value(i32 -1824031337, !569, !DIExpression(), !687)
    #dbg_value(i32 3, !537, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !687)
    #dbg_value(i32 3, !537, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !687)
    #dbg_value(i64 2, !570, !DIExpression(), !687)
    #dbg_value(ptr poison, !573, !DIExpression(), !694)
    #dbg_value(i32 1519620319, !579, !DIExpression(), !694)
    #dbg_value(ptr poison, !580, !DIExpression(), !694)
    #dbg_value(ptr poison, !582, !DIExpression(), !694)
    #dbg_value(ptr poison, !584, !DIExpression(), !694)
    #dbg_value(ptr undef, !585, !DIExpression(), !694)
    #dbg_value(ptr poison, !587, !DIExpression(), !694)
    #dbg_value(i16 -4, !588, !DIExpression(), !694)
    #dbg_value(i64 0, !589, !DIExpression(), !694)
    #dbg_value(i16 30811, !590, !DIExpression(), !694)
    #dbg_value(i16 -5197, !591, !DIExpression(), !694)
    #dbg_value(i8 0, !592, !DIExpression(), !694)
    #dbg_value(i8 -105, !593, !DIExpression(), !694)
    #dbg_value(ptr poison, !598, !DIExpression(), !694)
  %69 = load i32, ptr @g_12, align 4, !tbaa !513
  %70 = add i32 %69, -1, !dbg !695
  store i32 %70, ptr @g_12, align 4, !dbg !695, !tbaa !513
    #dbg_value(i16 5658, !534, !DIExpression(DW_OP_LLVM_fragment, 352, 16), !687)
    #dbg_value(i64 poison, !539, !DIExpression(), !687)
    #dbg_value(i32 -1086812592, !558, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !687)
    #dbg_value(i32 -1903397980, !602, !DIExpression(), !696)
    #dbg_value(ptr poison, !603, !DIExpression(), !696)
    #dbg_value(i8 -42, !604, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !696)
    #dbg_assign(i1 undef, !604, !DIExpression(DW_OP_LLVM_fragment, 48, 24), !697, ptr undef, !DIExpression(), !696)
    #dbg_assign(i1 undef, !606, !DIExpression(DW_OP_LLVM_fragment, 544, 6624), !698, ptr poison, !DIExpression(), !696)
    #dbg_value(ptr undef, !608, !DIExpression(), !696)
    #dbg_value(i32 -1873516452, !606, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !696)
    #dbg_value(i32 4, !612, !DIExpression(), !699)
    #dbg_value(ptr poison, !613, !DIExpression(), !699)
    #dbg_value(ptr undef, !614, !DIExpression(), !699)
    #dbg_value(ptr undef, !616, !DIExpression(), !699)
    #dbg_value(ptr undef, !618, !DIExpression(), !699)
    #dbg_value(ptr undef, !620, !DIExpression(), !699)
    #dbg_value(ptr poison, !622, !DIExpression(), !699)
    #dbg_value(ptr null, !623, !DIExpression(), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13440, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13504, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13568, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13632, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13696, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13760, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13824, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13888, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 13952, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14016, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14080, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14144, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14208, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14272, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14336, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14400, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14464, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14528, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14592, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14656, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14720, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14784, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14848, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14912, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 14976, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15040, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15104, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15168, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15232, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15296, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15360, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15424, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15488, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15552, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15616, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15680, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15744, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15808, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15872, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 15936, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 16000, 64), !699)
    #dbg_value(ptr undef, !624, !DIExpression(DW_OP_LLVM_fragment, 16064, 64), !699)
    #dbg_value(ptr poison, !631, !DIExpression(), !685)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3, !dbg !700
    #dbg_assign(ptr poison, !520, !DIExpression(), !701, ptr %3, !DIExpression(), !685)
    #dbg_value(ptr %3, !632, !DIExpression(), !685)
    #dbg_value(ptr null, !637, !DIExpression(), !685)
    #dbg_value(ptr null, !639, !DIExpression(), !685)
    #dbg_value(ptr undef, !642, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !685)
    #dbg_value(i32 poison, !644, !DIExpression(), !685)
    #dbg_value(i32 poison, !643, !DIExpression(), !685)
  %71 = load i64, ptr @g_221, align 8, !dbg !702, !tbaa !703
  %72 = or i64 %71, 1, !dbg !702
  store i64 %72, ptr @g_221, align 8, !dbg !702, !tbaa !703
  %73 = load volatile i16, ptr @g_218, align 4, !dbg !705, !tbaa !706
  %74 = load i8, ptr @g_238, align 4, !dbg !708, !tbaa !709
  %75 = xor i8 %74, -92, !dbg !708
  store i8 %75, ptr @g_238, align 4, !dbg !708, !tbaa !709
    #dbg_value(i16 5658, !534, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 352, 16), !687)
  store ptr %3, ptr @g_1353, align 8, !dbg !710, !tbaa !483
  %76 = load volatile ptr, ptr @g_1370, align 8, !dbg !711, !tbaa !483
  store i32 -1, ptr %76, align 4, !dbg !712, !tbaa !513
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3, !dbg !713
  %77 = load volatile i32, ptr @g_3, align 4, !dbg !714, !tbaa !513
  %78 = sext i32 %77 to i64, !dbg !714
  call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !715
  %79 = load volatile i32, ptr @g_4, align 4, !dbg !716, !tbaa !513
  %80 = sext i32 %79 to i64, !dbg !716
  call fastcc void @transparent_crc(i64 noundef %80, ptr noundef nonnull @.str.2, i32 noundef %20), !dbg !717
  %81 = load volatile i32, ptr @g_5, align 4, !dbg !718, !tbaa !513
  %82 = sext i32 %81 to i64, !dbg !718
  call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !719
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !720
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !721
  %83 = load volatile i8, ptr @g_11, align 4, !dbg !722, !tbaa !709
  %84 = sext i8 %83 to i64, !dbg !722
  call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !723
  %85 = load i32, ptr @g_12, align 4, !dbg !724, !tbaa !513
  %86 = zext i32 %85 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !725
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.8, i32 noundef %20), !dbg !726
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !727
    #dbg_value(i32 0, !473, !DIExpression(), !478)
  br label %87, !dbg !728

87:                                               ; preds = %68, %144
  %88 = phi i64 [ 0, %68 ], [ %145, %144 ]
    #dbg_value(i64 %88, !473, !DIExpression(), !478)
    #dbg_value(i64 0, !474, !DIExpression(), !478)
  %89 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 0, !dbg !730
  %90 = load i32, ptr %89, align 4, !dbg !730, !tbaa !513
  %91 = sext i32 %90 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  br i1 %19, label %92, label %111, !dbg !737

92:                                               ; preds = %87
    #dbg_value(i64 1, !474, !DIExpression(), !478)
  %93 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1, !dbg !730
  %94 = load i32, ptr %93, align 4, !dbg !730, !tbaa !513
  %95 = sext i32 %94 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
    #dbg_value(i64 2, !474, !DIExpression(), !478)
  %96 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2, !dbg !730
  %97 = load i32, ptr %96, align 4, !dbg !730, !tbaa !513
  %98 = sext i32 %97 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
    #dbg_value(i64 3, !474, !DIExpression(), !478)
  %99 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3, !dbg !730
  %100 = load i32, ptr %99, align 4, !dbg !730, !tbaa !513
  %101 = sext i32 %100 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
    #dbg_value(i64 4, !474, !DIExpression(), !478)
  %102 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4, !dbg !730
  %103 = load i32, ptr %102, align 4, !dbg !730, !tbaa !513
  %104 = sext i32 %103 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
    #dbg_value(i64 5, !474, !DIExpression(), !478)
  %105 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5, !dbg !730
  %106 = load i32, ptr %105, align 4, !dbg !730, !tbaa !513
  %107 = sext i32 %106 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
    #dbg_value(i64 6, !474, !DIExpression(), !478)
  %108 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6, !dbg !730
  %109 = load i32, ptr %108, align 4, !dbg !730, !tbaa !513
  %110 = sext i32 %109 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  br label %144, !dbg !737

111:                                              ; preds = %87
  %112 = trunc nuw nsw i64 %88 to i32, !dbg !738
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %112, i32 noundef 0), !dbg !738
    #dbg_value(i64 1, !474, !DIExpression(), !478)
  %114 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 1, !dbg !730
  %115 = load i32, ptr %114, align 4, !dbg !730, !tbaa !513
  %116 = sext i32 %115 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  %117 = trunc nuw nsw i64 %88 to i32, !dbg !738
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %117, i32 noundef 1), !dbg !738
    #dbg_value(i64 2, !474, !DIExpression(), !478)
  %119 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 2, !dbg !730
  %120 = load i32, ptr %119, align 4, !dbg !730, !tbaa !513
  %121 = sext i32 %120 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  %122 = trunc nuw nsw i64 %88 to i32, !dbg !738
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %122, i32 noundef 2), !dbg !738
    #dbg_value(i64 3, !474, !DIExpression(), !478)
  %124 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 3, !dbg !730
  %125 = load i32, ptr %124, align 4, !dbg !730, !tbaa !513
  %126 = sext i32 %125 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  %127 = trunc nuw nsw i64 %88 to i32, !dbg !738
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %127, i32 noundef 3), !dbg !738
    #dbg_value(i64 4, !474, !DIExpression(), !478)
  %129 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 4, !dbg !730
  %130 = load i32, ptr %129, align 4, !dbg !730, !tbaa !513
  %131 = sext i32 %130 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  %132 = trunc nuw nsw i64 %88 to i32, !dbg !738
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %132, i32 noundef 4), !dbg !738
    #dbg_value(i64 5, !474, !DIExpression(), !478)
  %134 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 5, !dbg !730
  %135 = load i32, ptr %134, align 4, !dbg !730, !tbaa !513
  %136 = sext i32 %135 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  %137 = trunc nuw nsw i64 %88 to i32, !dbg !738
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %137, i32 noundef 5), !dbg !738
    #dbg_value(i64 6, !474, !DIExpression(), !478)
  %139 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %88, i64 6, !dbg !730
  %140 = load i32, ptr %139, align 4, !dbg !730, !tbaa !513
  %141 = sext i32 %140 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !736
  %142 = trunc nuw nsw i64 %88 to i32, !dbg !738
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %142, i32 noundef 6), !dbg !738
  br label %144, !dbg !738

144:                                              ; preds = %92, %111
    #dbg_value(i64 7, !474, !DIExpression(), !478)
  %145 = add nuw nsw i64 %88, 1, !dbg !740
    #dbg_value(i64 %145, !473, !DIExpression(), !478)
  %146 = icmp eq i64 %145, 3, !dbg !741
  br i1 %146, label %147, label %87, !dbg !728, !llvm.loop !742

147:                                              ; preds = %144
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !744
    #dbg_value(i32 0, !473, !DIExpression(), !478)
  br label %148, !dbg !745

148:                                              ; preds = %147, %208
  %149 = phi i64 [ 0, %147 ], [ %209, %208 ]
    #dbg_value(i64 %149, !473, !DIExpression(), !478)
    #dbg_value(i32 0, !474, !DIExpression(), !478)
  %150 = trunc nuw nsw i64 %149 to i32
  %151 = trunc nuw nsw i64 %149 to i32
  %152 = trunc nuw nsw i64 %149 to i32
  %153 = trunc nuw nsw i64 %149 to i32
  %154 = trunc nuw nsw i64 %149 to i32
  %155 = trunc nuw nsw i64 %149 to i32
  br label %156, !dbg !747

156:                                              ; preds = %148, %205
  %157 = phi i64 [ 0, %148 ], [ %206, %205 ]
    #dbg_value(i64 %157, !474, !DIExpression(), !478)
    #dbg_value(i64 0, !475, !DIExpression(), !478)
  %158 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 0, !dbg !751
  %159 = load i16, ptr %158, align 2, !dbg !751, !tbaa !706
  %160 = sext i16 %159 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
  br i1 %19, label %161, label %177, !dbg !758

161:                                              ; preds = %156
    #dbg_value(i64 1, !475, !DIExpression(), !478)
  %162 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 1, !dbg !751
  %163 = load i16, ptr %162, align 2, !dbg !751, !tbaa !706
  %164 = sext i16 %163 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
    #dbg_value(i64 2, !475, !DIExpression(), !478)
  %165 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 2, !dbg !751
  %166 = load i16, ptr %165, align 2, !dbg !751, !tbaa !706
  %167 = sext i16 %166 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
    #dbg_value(i64 3, !475, !DIExpression(), !478)
  %168 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 3, !dbg !751
  %169 = load i16, ptr %168, align 2, !dbg !751, !tbaa !706
  %170 = sext i16 %169 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
    #dbg_value(i64 4, !475, !DIExpression(), !478)
  %171 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 4, !dbg !751
  %172 = load i16, ptr %171, align 2, !dbg !751, !tbaa !706
  %173 = sext i16 %172 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
    #dbg_value(i64 5, !475, !DIExpression(), !478)
  %174 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 5, !dbg !751
  %175 = load i16, ptr %174, align 2, !dbg !751, !tbaa !706
  %176 = sext i16 %175 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
  br label %205, !dbg !758

177:                                              ; preds = %156
  %178 = trunc nuw nsw i64 %157 to i32, !dbg !759
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150, i32 noundef %178, i32 noundef 0), !dbg !759
    #dbg_value(i64 1, !475, !DIExpression(), !478)
  %180 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 1, !dbg !751
  %181 = load i16, ptr %180, align 2, !dbg !751, !tbaa !706
  %182 = sext i16 %181 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
  %183 = trunc nuw nsw i64 %157 to i32, !dbg !759
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %151, i32 noundef %183, i32 noundef 1), !dbg !759
    #dbg_value(i64 2, !475, !DIExpression(), !478)
  %185 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 2, !dbg !751
  %186 = load i16, ptr %185, align 2, !dbg !751, !tbaa !706
  %187 = sext i16 %186 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
  %188 = trunc nuw nsw i64 %157 to i32, !dbg !759
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %152, i32 noundef %188, i32 noundef 2), !dbg !759
    #dbg_value(i64 3, !475, !DIExpression(), !478)
  %190 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 3, !dbg !751
  %191 = load i16, ptr %190, align 2, !dbg !751, !tbaa !706
  %192 = sext i16 %191 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
  %193 = trunc nuw nsw i64 %157 to i32, !dbg !759
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %153, i32 noundef %193, i32 noundef 3), !dbg !759
    #dbg_value(i64 4, !475, !DIExpression(), !478)
  %195 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 4, !dbg !751
  %196 = load i16, ptr %195, align 2, !dbg !751, !tbaa !706
  %197 = sext i16 %196 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
  %198 = trunc nuw nsw i64 %157 to i32, !dbg !759
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %154, i32 noundef %198, i32 noundef 4), !dbg !759
    #dbg_value(i64 5, !475, !DIExpression(), !478)
  %200 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %149, i64 %157, i64 5, !dbg !751
  %201 = load i16, ptr %200, align 2, !dbg !751, !tbaa !706
  %202 = sext i16 %201 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !757
  %203 = trunc nuw nsw i64 %157 to i32, !dbg !759
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %155, i32 noundef %203, i32 noundef 5), !dbg !759
  br label %205, !dbg !759

205:                                              ; preds = %161, %177
    #dbg_value(i64 6, !475, !DIExpression(), !478)
  %206 = add nuw nsw i64 %157, 1, !dbg !761
    #dbg_value(i64 %206, !474, !DIExpression(), !478)
  %207 = icmp eq i64 %206, 10, !dbg !762
  br i1 %207, label %208, label %156, !dbg !747, !llvm.loop !763

208:                                              ; preds = %205
  %209 = add nuw nsw i64 %149, 1, !dbg !765
    #dbg_value(i64 %209, !473, !DIExpression(), !478)
  %210 = icmp eq i64 %209, 4, !dbg !766
  br i1 %210, label %211, label %148, !dbg !745, !llvm.loop !767

211:                                              ; preds = %208
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !769
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !770
    #dbg_value(i64 0, !473, !DIExpression(), !478)
  %212 = load volatile i32, ptr @g_123, align 4, !dbg !771, !tbaa !709
  %213 = sext i32 %212 to i64, !dbg !775
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !776
  %214 = load volatile i32, ptr @g_123, align 4, !dbg !777, !tbaa !709
  %215 = zext i32 %214 to i64, !dbg !778
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !779
  %216 = load volatile i32, ptr @g_123, align 4, !dbg !780
  %217 = shl i32 %216, 10, !dbg !780
  %218 = ashr exact i32 %217, 10, !dbg !780
  %219 = sext i32 %218 to i64, !dbg !781
  call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !782
  br i1 %19, label %222, label %220, !dbg !783

220:                                              ; preds = %211
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0), !dbg !784
  br label %222, !dbg !784

222:                                              ; preds = %211, %220
    #dbg_value(i64 1, !473, !DIExpression(), !478)
  %223 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !771, !tbaa !709
  %224 = sext i32 %223 to i64, !dbg !775
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !776
  %225 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !777, !tbaa !709
  %226 = zext i32 %225 to i64, !dbg !778
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !779
  %227 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !780
  %228 = shl i32 %227, 10, !dbg !780
  %229 = ashr exact i32 %228, 10, !dbg !780
  %230 = sext i32 %229 to i64, !dbg !781
  call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !782
  br i1 %19, label %233, label %231, !dbg !783

231:                                              ; preds = %222
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1), !dbg !784
  br label %233, !dbg !784

233:                                              ; preds = %231, %222
    #dbg_value(i64 2, !473, !DIExpression(), !478)
  %234 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !dbg !771, !tbaa !709
  %235 = sext i32 %234 to i64, !dbg !775
  call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !776
  %236 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !dbg !777, !tbaa !709
  %237 = zext i32 %236 to i64, !dbg !778
  call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !779
  %238 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !dbg !780
  %239 = shl i32 %238, 10, !dbg !780
  %240 = ashr exact i32 %239, 10, !dbg !780
  %241 = sext i32 %240 to i64, !dbg !781
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !782
  br i1 %19, label %244, label %242, !dbg !783

242:                                              ; preds = %233
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2), !dbg !784
  br label %244, !dbg !784

244:                                              ; preds = %242, %233
    #dbg_value(i64 3, !473, !DIExpression(), !478)
  %245 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !771, !tbaa !709
  %246 = sext i32 %245 to i64, !dbg !775
  call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !776
  %247 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !777, !tbaa !709
  %248 = zext i32 %247 to i64, !dbg !778
  call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !779
  %249 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !780
  %250 = shl i32 %249, 10, !dbg !780
  %251 = ashr exact i32 %250, 10, !dbg !780
  %252 = sext i32 %251 to i64, !dbg !781
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !782
  br i1 %19, label %255, label %253, !dbg !783

253:                                              ; preds = %244
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 3), !dbg !784
  br label %255, !dbg !784

255:                                              ; preds = %253, %244
    #dbg_value(i64 4, !473, !DIExpression(), !478)
  %256 = load volatile i32, ptr @g_152, align 4, !dbg !786, !tbaa !513
  %257 = sext i32 %256 to i64, !dbg !786
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !787
  %258 = load volatile i64, ptr @g_155, align 8, !dbg !788, !tbaa !703
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !789
  %259 = load volatile i32, ptr @g_160, align 8, !dbg !790, !tbaa !709
  %260 = zext i32 %259 to i64, !dbg !791
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !792
  %261 = load volatile i16, ptr @g_160, align 8, !dbg !793, !tbaa !709
  %262 = zext i16 %261 to i64, !dbg !794
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !795
    #dbg_value(i32 poison, !473, !DIExpression(), !478)
  %263 = load volatile i16, ptr @g_218, align 4, !dbg !796, !tbaa !706
  %264 = zext i16 %263 to i64, !dbg !796
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !800
  br i1 %19, label %267, label %265, !dbg !801

265:                                              ; preds = %255
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0), !dbg !802
  br label %267, !dbg !802

267:                                              ; preds = %265, %255
    #dbg_value(i32 poison, !473, !DIExpression(), !478)
  %268 = load i64, ptr @g_221, align 8, !dbg !804, !tbaa !703
  call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !805
  %269 = load i8, ptr @g_238, align 4, !dbg !806, !tbaa !709
  %270 = sext i8 %269 to i64, !dbg !806
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !807
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !808
  %271 = load volatile i16, ptr @g_324, align 4, !dbg !809, !tbaa !706
  %272 = sext i16 %271 to i64, !dbg !809
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !810
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !811
  call fastcc void @transparent_crc(i64 noundef 1139671712, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !812
  %273 = load i32, ptr @g_375, align 4, !dbg !813, !tbaa !709
  %274 = sext i32 %273 to i64, !dbg !814
  call fastcc void @transparent_crc(i64 noundef %274, ptr noundef nonnull @.str.32, i32 noundef %20), !dbg !815
  %275 = load volatile i32, ptr @g_375, align 4, !dbg !816, !tbaa !709
  %276 = zext i32 %275 to i64, !dbg !817
  call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !818
  %277 = load volatile i32, ptr @g_375, align 4, !dbg !819
  %278 = shl i32 %277, 10, !dbg !819
  %279 = ashr exact i32 %278, 10, !dbg !819
  %280 = sext i32 %279 to i64, !dbg !820
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.34, i32 noundef %20), !dbg !821
    #dbg_value(i32 0, !473, !DIExpression(), !478)
  br label %281, !dbg !822

281:                                              ; preds = %267, %335
  %282 = phi i64 [ 0, %267 ], [ %336, %335 ]
    #dbg_value(i64 %282, !473, !DIExpression(), !478)
    #dbg_value(i32 0, !474, !DIExpression(), !478)
  %283 = trunc nuw nsw i64 %282 to i32
  %284 = trunc nuw nsw i64 %282 to i32
  %285 = trunc nuw nsw i64 %282 to i32
  %286 = trunc nuw nsw i64 %282 to i32
  br label %287, !dbg !824

287:                                              ; preds = %281, %332
  %288 = phi i64 [ 0, %281 ], [ %333, %332 ]
    #dbg_value(i64 %288, !474, !DIExpression(), !478)
    #dbg_value(i64 0, !475, !DIExpression(), !478)
  %289 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 0, !dbg !828
  %290 = load i32, ptr %289, align 8, !dbg !834, !tbaa !709
  %291 = zext i32 %290 to i64, !dbg !828
  call fastcc void @transparent_crc(i64 noundef %291, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !835
  %292 = load i16, ptr %289, align 8, !dbg !836, !tbaa !709
  %293 = zext i16 %292 to i64, !dbg !837
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !838
  br i1 %19, label %304, label %294, !dbg !839

294:                                              ; preds = %287
  %295 = trunc nuw nsw i64 %288 to i32, !dbg !840
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %283, i32 noundef %295, i32 noundef 0), !dbg !840
    #dbg_value(i64 1, !475, !DIExpression(), !478)
  %297 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 1, !dbg !828
  %298 = load i32, ptr %297, align 8, !dbg !834, !tbaa !709
  %299 = zext i32 %298 to i64, !dbg !828
  call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !835
  %300 = load i16, ptr %297, align 8, !dbg !836, !tbaa !709
  %301 = zext i16 %300 to i64, !dbg !837
  call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !838
  %302 = trunc nuw nsw i64 %288 to i32, !dbg !840
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %284, i32 noundef %302, i32 noundef 1), !dbg !840
  br label %310, !dbg !840

304:                                              ; preds = %287
    #dbg_value(i64 1, !475, !DIExpression(), !478)
  %305 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 1, !dbg !828
  %306 = load i32, ptr %305, align 8, !dbg !834, !tbaa !709
  %307 = zext i32 %306 to i64, !dbg !828
  call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !835
  %308 = load i16, ptr %305, align 8, !dbg !836, !tbaa !709
  %309 = zext i16 %308 to i64, !dbg !837
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !838
  br label %310, !dbg !839

310:                                              ; preds = %304, %294
    #dbg_value(i64 2, !475, !DIExpression(), !478)
  %311 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 2, !dbg !828
  %312 = load i32, ptr %311, align 8, !dbg !834, !tbaa !709
  %313 = zext i32 %312 to i64, !dbg !828
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !835
  %314 = load i16, ptr %311, align 8, !dbg !836, !tbaa !709
  %315 = zext i16 %314 to i64, !dbg !837
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !838
  br i1 %19, label %326, label %316, !dbg !839

316:                                              ; preds = %310
  %317 = trunc nuw nsw i64 %288 to i32, !dbg !840
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %285, i32 noundef %317, i32 noundef 2), !dbg !840
    #dbg_value(i64 3, !475, !DIExpression(), !478)
  %319 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 3, !dbg !828
  %320 = load i32, ptr %319, align 8, !dbg !834, !tbaa !709
  %321 = zext i32 %320 to i64, !dbg !828
  call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !835
  %322 = load i16, ptr %319, align 8, !dbg !836, !tbaa !709
  %323 = zext i16 %322 to i64, !dbg !837
  call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !838
  %324 = trunc nuw nsw i64 %288 to i32, !dbg !840
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %286, i32 noundef %324, i32 noundef 3), !dbg !840
  br label %332, !dbg !840

326:                                              ; preds = %310
    #dbg_value(i64 3, !475, !DIExpression(), !478)
  %327 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %282, i64 %288, i64 3, !dbg !828
  %328 = load i32, ptr %327, align 8, !dbg !834, !tbaa !709
  %329 = zext i32 %328 to i64, !dbg !828
  call fastcc void @transparent_crc(i64 noundef %329, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !835
  %330 = load i16, ptr %327, align 8, !dbg !836, !tbaa !709
  %331 = zext i16 %330 to i64, !dbg !837
  call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !838
  br label %332, !dbg !839

332:                                              ; preds = %326, %316
    #dbg_value(i64 4, !475, !DIExpression(), !478)
  %333 = add nuw nsw i64 %288, 1, !dbg !842
    #dbg_value(i64 %333, !474, !DIExpression(), !478)
  %334 = icmp eq i64 %333, 7, !dbg !843
  br i1 %334, label %335, label %287, !dbg !824, !llvm.loop !844

335:                                              ; preds = %332
  %336 = add nuw nsw i64 %282, 1, !dbg !846
    #dbg_value(i64 %336, !473, !DIExpression(), !478)
  %337 = icmp eq i64 %336, 8, !dbg !847
  br i1 %337, label %338, label %281, !dbg !822, !llvm.loop !848

338:                                              ; preds = %335
  call fastcc void @transparent_crc(i64 noundef 190, ptr noundef nonnull @.str.37, i32 noundef %20), !dbg !850
  call fastcc void @transparent_crc(i64 noundef -56, ptr noundef nonnull @.str.38, i32 noundef %20), !dbg !851
  %339 = load i32, ptr @g_505, align 4, !dbg !852, !tbaa !709
  %340 = sext i32 %339 to i64, !dbg !853
  call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.39, i32 noundef %20), !dbg !854
  %341 = load volatile i32, ptr @g_505, align 4, !dbg !855, !tbaa !709
  %342 = zext i32 %341 to i64, !dbg !856
  call fastcc void @transparent_crc(i64 noundef %342, ptr noundef nonnull @.str.40, i32 noundef %20), !dbg !857
  %343 = load volatile i32, ptr @g_505, align 4, !dbg !858
  %344 = shl i32 %343, 10, !dbg !858
  %345 = ashr exact i32 %344, 10, !dbg !858
  %346 = sext i32 %345 to i64, !dbg !859
  call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.41, i32 noundef %20), !dbg !860
    #dbg_value(i64 0, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  br i1 %19, label %347, label %348, !dbg !865

347:                                              ; preds = %338
    #dbg_value(i64 1, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 2, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 3, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 4, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 5, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 6, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 7, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 8, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
    #dbg_value(i64 9, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  br label %359, !dbg !865

348:                                              ; preds = %338
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0), !dbg !866
    #dbg_value(i64 1, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1), !dbg !866
    #dbg_value(i64 2, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2), !dbg !866
    #dbg_value(i64 3, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 3), !dbg !866
    #dbg_value(i64 4, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 4), !dbg !866
    #dbg_value(i64 5, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 5), !dbg !866
    #dbg_value(i64 6, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 6), !dbg !866
    #dbg_value(i64 7, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 7), !dbg !866
    #dbg_value(i64 8, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 8), !dbg !866
    #dbg_value(i64 9, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !861
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 9), !dbg !866
  br label %359, !dbg !866

359:                                              ; preds = %347, %348
    #dbg_value(i64 10, !473, !DIExpression(), !478)
  %360 = load volatile i32, ptr @g_774, align 4, !dbg !868, !tbaa !709
  %361 = sext i32 %360 to i64, !dbg !869
  call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.43, i32 noundef %20), !dbg !870
  %362 = load volatile i32, ptr @g_774, align 4, !dbg !871, !tbaa !709
  %363 = zext i32 %362 to i64, !dbg !872
  call fastcc void @transparent_crc(i64 noundef %363, ptr noundef nonnull @.str.44, i32 noundef %20), !dbg !873
  %364 = load volatile i32, ptr @g_774, align 4, !dbg !874
  %365 = shl i32 %364, 10, !dbg !874
  %366 = ashr exact i32 %365, 10, !dbg !874
  %367 = sext i32 %366 to i64, !dbg !875
  call fastcc void @transparent_crc(i64 noundef %367, ptr noundef nonnull @.str.45, i32 noundef %20), !dbg !876
  call fastcc void @transparent_crc(i64 noundef 53815, ptr noundef nonnull @.str.46, i32 noundef %20), !dbg !877
    #dbg_value(i64 0, !473, !DIExpression(), !478)
    #dbg_value(i32 0, !474, !DIExpression(), !478)
  br label %368, !dbg !878

368:                                              ; preds = %359, %388
  %369 = phi i64 [ 0, %359 ], [ %389, %388 ]
    #dbg_value(i64 %369, !474, !DIExpression(), !478)
    #dbg_value(i32 0, !475, !DIExpression(), !478)
  %370 = trunc nuw nsw i64 %369 to i32
  br label %371, !dbg !883

371:                                              ; preds = %368, %385
  %372 = phi i64 [ 0, %368 ], [ %386, %385 ]
    #dbg_value(i64 %372, !475, !DIExpression(), !478)
  %373 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 0, i64 %369, i64 %372, !dbg !887
  %374 = load i32, ptr %373, align 4, !dbg !890, !tbaa !709
  %375 = sext i32 %374 to i64, !dbg !887
  call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.47, i32 noundef %20), !dbg !891
  %376 = load volatile i32, ptr %373, align 4, !dbg !892, !tbaa !709
  %377 = zext i32 %376 to i64, !dbg !893
  call fastcc void @transparent_crc(i64 noundef %377, ptr noundef nonnull @.str.48, i32 noundef %20), !dbg !894
  %378 = load volatile i32, ptr %373, align 4, !dbg !895
  %379 = shl i32 %378, 10, !dbg !895
  %380 = ashr exact i32 %379, 10, !dbg !895
  %381 = sext i32 %380 to i64, !dbg !896
  call fastcc void @transparent_crc(i64 noundef %381, ptr noundef nonnull @.str.49, i32 noundef %20), !dbg !897
  br i1 %19, label %385, label %382, !dbg !898

382:                                              ; preds = %371
  %383 = trunc nuw nsw i64 %372 to i32, !dbg !899
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, i32 noundef %370, i32 noundef %383), !dbg !899
  br label %385, !dbg !899

385:                                              ; preds = %371, %382
  %386 = add nuw nsw i64 %372, 1, !dbg !901
    #dbg_value(i64 %386, !475, !DIExpression(), !478)
  %387 = icmp eq i64 %386, 9, !dbg !902
  br i1 %387, label %388, label %371, !dbg !883, !llvm.loop !903

388:                                              ; preds = %385
  %389 = add nuw nsw i64 %369, 1, !dbg !905
    #dbg_value(i64 %389, !474, !DIExpression(), !478)
  %390 = icmp eq i64 %389, 9, !dbg !906
  br i1 %390, label %391, label %368, !dbg !878, !llvm.loop !907

391:                                              ; preds = %388, %411
  %392 = phi i64 [ %412, %411 ], [ 0, %388 ]
    #dbg_value(i64 %392, !474, !DIExpression(), !478)
    #dbg_value(i32 0, !475, !DIExpression(), !478)
  %393 = trunc nuw nsw i64 %392 to i32
  br label %394, !dbg !883

394:                                              ; preds = %408, %391
  %395 = phi i64 [ 0, %391 ], [ %409, %408 ]
    #dbg_value(i64 %395, !475, !DIExpression(), !478)
  %396 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 1, i64 %392, i64 %395, !dbg !887
  %397 = load i32, ptr %396, align 4, !dbg !890, !tbaa !709
  %398 = sext i32 %397 to i64, !dbg !887
  call fastcc void @transparent_crc(i64 noundef %398, ptr noundef nonnull @.str.47, i32 noundef %20), !dbg !891
  %399 = load volatile i32, ptr %396, align 4, !dbg !892, !tbaa !709
  %400 = zext i32 %399 to i64, !dbg !893
  call fastcc void @transparent_crc(i64 noundef %400, ptr noundef nonnull @.str.48, i32 noundef %20), !dbg !894
  %401 = load volatile i32, ptr %396, align 4, !dbg !895
  %402 = shl i32 %401, 10, !dbg !895
  %403 = ashr exact i32 %402, 10, !dbg !895
  %404 = sext i32 %403 to i64, !dbg !896
  call fastcc void @transparent_crc(i64 noundef %404, ptr noundef nonnull @.str.49, i32 noundef %20), !dbg !897
  br i1 %19, label %408, label %405, !dbg !898

405:                                              ; preds = %394
  %406 = trunc nuw nsw i64 %395 to i32, !dbg !899
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1, i32 noundef %393, i32 noundef %406), !dbg !899
  br label %408, !dbg !899

408:                                              ; preds = %405, %394
  %409 = add nuw nsw i64 %395, 1, !dbg !901
    #dbg_value(i64 %409, !475, !DIExpression(), !478)
  %410 = icmp eq i64 %409, 9, !dbg !902
  br i1 %410, label %411, label %394, !dbg !883, !llvm.loop !903

411:                                              ; preds = %408
  %412 = add nuw nsw i64 %392, 1, !dbg !905
    #dbg_value(i64 %412, !474, !DIExpression(), !478)
  %413 = icmp eq i64 %412, 9, !dbg !906
  br i1 %413, label %414, label %391, !dbg !878, !llvm.loop !907

414:                                              ; preds = %411
    #dbg_value(i64 2, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.50, i32 noundef %20), !dbg !909
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.51, i32 noundef %20), !dbg !910
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.52, i32 noundef %20), !dbg !911
  call fastcc void @transparent_crc(i64 noundef 89, ptr noundef nonnull @.str.53, i32 noundef %20), !dbg !912
    #dbg_value(i32 0, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  br i1 %19, label %415, label %416, !dbg !917

415:                                              ; preds = %414
    #dbg_value(i32 1, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
    #dbg_value(i32 2, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
    #dbg_value(i32 3, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
    #dbg_value(i32 4, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
    #dbg_value(i32 5, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
    #dbg_value(i32 6, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  br label %424, !dbg !917

416:                                              ; preds = %414
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0), !dbg !918
    #dbg_value(i32 1, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  %418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1), !dbg !918
    #dbg_value(i32 2, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2), !dbg !918
    #dbg_value(i32 3, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 3), !dbg !918
    #dbg_value(i32 4, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 4), !dbg !918
    #dbg_value(i32 5, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 5), !dbg !918
    #dbg_value(i32 6, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef %20), !dbg !913
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 6), !dbg !918
  br label %424, !dbg !918

424:                                              ; preds = %415, %416
    #dbg_value(i32 7, !473, !DIExpression(), !478)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.55, i32 noundef %20), !dbg !920
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.56, i32 noundef %20), !dbg !921
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.57, i32 noundef %20), !dbg !922
  call fastcc void @transparent_crc(i64 noundef 962150901, ptr noundef nonnull @.str.58, i32 noundef %20), !dbg !923
  call fastcc void @transparent_crc(i64 noundef 16885, ptr noundef nonnull @.str.59, i32 noundef %20), !dbg !924
  call fastcc void @transparent_crc(i64 noundef 51544, ptr noundef nonnull @.str.60, i32 noundef %20), !dbg !925
  %425 = load i32, ptr @g_1294, align 4, !dbg !926, !tbaa !709
  %426 = sext i32 %425 to i64, !dbg !927
  call fastcc void @transparent_crc(i64 noundef %426, ptr noundef nonnull @.str.61, i32 noundef %20), !dbg !928
  %427 = load volatile i32, ptr @g_1294, align 4, !dbg !929, !tbaa !709
  %428 = zext i32 %427 to i64, !dbg !930
  call fastcc void @transparent_crc(i64 noundef %428, ptr noundef nonnull @.str.62, i32 noundef %20), !dbg !931
  %429 = load volatile i32, ptr @g_1294, align 4, !dbg !932
  %430 = shl i32 %429, 10, !dbg !932
  %431 = ashr exact i32 %430, 10, !dbg !932
  %432 = sext i32 %431 to i64, !dbg !933
  call fastcc void @transparent_crc(i64 noundef %432, ptr noundef nonnull @.str.63, i32 noundef %20), !dbg !934
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.64, i32 noundef %20), !dbg !935
  %433 = load i8, ptr @g_1356, align 4, !dbg !936, !tbaa !709
  %434 = sext i8 %433 to i64, !dbg !936
  call fastcc void @transparent_crc(i64 noundef %434, ptr noundef nonnull @.str.65, i32 noundef %20), !dbg !937
  %435 = load volatile i32, ptr @g_1362, align 4, !dbg !938, !tbaa !513
  %436 = zext i32 %435 to i64, !dbg !938
  call fastcc void @transparent_crc(i64 noundef %436, ptr noundef nonnull @.str.66, i32 noundef %20), !dbg !939
  %437 = load i32, ptr @g_1393, align 4, !dbg !940, !tbaa !709
  %438 = sext i32 %437 to i64, !dbg !941
  call fastcc void @transparent_crc(i64 noundef %438, ptr noundef nonnull @.str.67, i32 noundef %20), !dbg !942
  %439 = load volatile i32, ptr @g_1393, align 4, !dbg !943, !tbaa !709
  %440 = zext i32 %439 to i64, !dbg !944
  call fastcc void @transparent_crc(i64 noundef %440, ptr noundef nonnull @.str.68, i32 noundef %20), !dbg !945
  %441 = load volatile i32, ptr @g_1393, align 4, !dbg !946
  %442 = shl i32 %441, 10, !dbg !946
  %443 = ashr exact i32 %442, 10, !dbg !946
  %444 = sext i32 %443 to i64, !dbg !947
  call fastcc void @transparent_crc(i64 noundef %444, ptr noundef nonnull @.str.69, i32 noundef %20), !dbg !948
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.70, i32 noundef %20), !dbg !949
  %445 = load i32, ptr @crc32_context, align 4, !dbg !950, !tbaa !513
  %446 = xor i32 %445, -1, !dbg !951
    #dbg_value(i32 %446, !952, !DIExpression(), !958)
    #dbg_value(i32 %20, !957, !DIExpression(), !958)
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, i32 noundef %446), !dbg !960
  ret i32 0, !dbg !961
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !962 {
    #dbg_value(i64 %0, !966, !DIExpression(), !969)
    #dbg_value(ptr %1, !967, !DIExpression(), !969)
    #dbg_value(i32 %2, !968, !DIExpression(), !969)
    #dbg_value(i64 %0, !970, !DIExpression(), !975)
    #dbg_value(i64 %0, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !982)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !984, !tbaa !513
  %5 = lshr i32 %4, 8, !dbg !985
  %6 = zext i32 %4 to i64, !dbg !986
  %7 = xor i64 %6, %0, !dbg !986
  %8 = and i64 %7, 255, !dbg !987
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !987
  %10 = load i32, ptr %9, align 4, !dbg !987, !tbaa !513
  %11 = xor i32 %5, %10, !dbg !988
  %12 = lshr i64 %0, 8, !dbg !989
    #dbg_value(i64 %12, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !990)
  %13 = lshr i32 %11, 8, !dbg !992
  %14 = zext i32 %11 to i64, !dbg !993
  %15 = xor i64 %12, %14, !dbg !993
  %16 = and i64 %15, 255, !dbg !994
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !994
  %18 = load i32, ptr %17, align 4, !dbg !994, !tbaa !513
  %19 = xor i32 %13, %18, !dbg !995
  %20 = lshr i64 %0, 16, !dbg !996
    #dbg_value(i64 %20, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !997)
  %21 = lshr i32 %19, 8, !dbg !999
  %22 = zext i32 %19 to i64, !dbg !1000
  %23 = xor i64 %20, %22, !dbg !1000
  %24 = and i64 %23, 255, !dbg !1001
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !1001
  %26 = load i32, ptr %25, align 4, !dbg !1001, !tbaa !513
  %27 = xor i32 %21, %26, !dbg !1002
  %28 = lshr i64 %0, 24, !dbg !1003
    #dbg_value(i64 %28, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1004)
  %29 = lshr i32 %27, 8, !dbg !1006
  %30 = zext i32 %27 to i64, !dbg !1007
  %31 = xor i64 %28, %30, !dbg !1007
  %32 = and i64 %31, 255, !dbg !1008
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !1008
  %34 = load i32, ptr %33, align 4, !dbg !1008, !tbaa !513
  %35 = xor i32 %29, %34, !dbg !1009
  %36 = lshr i64 %0, 32, !dbg !1010
    #dbg_value(i64 %36, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1011)
  %37 = lshr i32 %35, 8, !dbg !1013
  %38 = zext i32 %35 to i64, !dbg !1014
  %39 = xor i64 %36, %38, !dbg !1014
  %40 = and i64 %39, 255, !dbg !1015
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !1015
  %42 = load i32, ptr %41, align 4, !dbg !1015, !tbaa !513
  %43 = xor i32 %37, %42, !dbg !1016
  %44 = lshr i64 %0, 40, !dbg !1017
    #dbg_value(i64 %44, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1018)
  %45 = lshr i32 %43, 8, !dbg !1020
  %46 = zext i32 %43 to i64, !dbg !1021
  %47 = xor i64 %44, %46, !dbg !1021
  %48 = and i64 %47, 255, !dbg !1022
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !1022
  %50 = load i32, ptr %49, align 4, !dbg !1022, !tbaa !513
  %51 = xor i32 %45, %50, !dbg !1023
  %52 = lshr i64 %0, 48, !dbg !1024
    #dbg_value(i64 %52, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1025)
  %53 = lshr i32 %51, 8, !dbg !1027
  %54 = zext i32 %51 to i64, !dbg !1028
  %55 = xor i64 %52, %54, !dbg !1028
  %56 = and i64 %55, 255, !dbg !1029
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !1029
  %58 = load i32, ptr %57, align 4, !dbg !1029, !tbaa !513
  %59 = xor i32 %53, %58, !dbg !1030
  %60 = lshr i64 %0, 56, !dbg !1031
    #dbg_value(i64 %60, !977, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1032)
  %61 = lshr i32 %59, 8, !dbg !1034
  %62 = and i32 %59, 255, !dbg !1035
  %63 = zext nneg i32 %62 to i64, !dbg !1035
  %64 = xor i64 %60, %63, !dbg !1035
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !1035
  %66 = load i32, ptr %65, align 4, !dbg !1035, !tbaa !513
  %67 = xor i32 %61, %66, !dbg !1036
  store i32 %67, ptr @crc32_context, align 4, !dbg !1037, !tbaa !513
  %68 = icmp eq i32 %2, 0, !dbg !1038
  br i1 %68, label %73, label %69, !dbg !1040

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !1041
  %71 = zext i32 %70 to i64, !dbg !1041
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71), !dbg !1043
  br label %73, !dbg !1044

73:                                               ; preds = %69, %3
  ret void, !dbg !1045
}

; Function Attrs: nofree nounwind
declare !dbg !1046 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!456, !457, !458, !459, !460, !461, !462, !463}
!llvm.ident = !{!464}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 29, type: !328, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1011.c", directory: ".", checksumkind: CSK_MD5, checksum: "9b809deb93f1580985f5f5537ea9ec5c")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !22, !24, !26, !28, !33, !35, !37, !39, !44, !49, !51, !56, !61, !63, !65, !70, !72, !74, !76, !81, !83, !88, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !146, !154, !156, !158, !160, !162, !167, !172, !174, !176, !178, !180, !182, !184, !186, !188, !190, !192, !194, !196, !204, !212, !215, !229, !234, !236, !242, !252, !257, !266, !269, !272, !276, !278, !284, !287, !290, !294, !296, !298, !305, !307, !310, !312, !316, !319, !321, !0, !326, !329, !331, !333, !335, !338, !340, !342, !344, !348, !350, !354, !356, !358, !370, !372, !374, !377, !383, !385, !387, !389, !391, !393, !395, !397, !401, !403, !405, !407, !410, !412, !414, !418, !421, !423, !426, !428, !430, !432, !434, !436, !438, !440, !442, !444, !446, !448, !454}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1249, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !150, line: 24, baseType: !151)
!150 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !152, line: 38, baseType: !153)
!152 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!153 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1358, type: !78, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1361, type: !85, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1365, type: !78, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1366, type: !78, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1367, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 7)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1368, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 80, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 10)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1369, type: !169, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1370, type: !164, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1371, type: !169, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1372, type: !169, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1373, type: !169, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1374, type: !164, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1375, type: !164, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1376, type: !164, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1377, type: !169, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1378, type: !169, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1379, type: !169, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1380, type: !164, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !198, line: 47, type: !199, isLocal: true, isDefinition: true)
!198 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, size: 8192, elements: !202)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !150, line: 26, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !152, line: 42, baseType: !6)
!202 = !{!203}
!203 = !DISubrange(count: 256)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_1355", scope: !2, file: !3, line: 109, type: !206, isLocal: true, isDefinition: true)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !207)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !209, line: 24, baseType: !210)
!209 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !152, line: 37, baseType: !211)
!211 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_236", scope: !2, file: !3, line: 54, type: !214, isLocal: true, isDefinition: true)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "g_894", scope: !2, file: !3, line: 84, type: !217, isLocal: true, isDefinition: true)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !3, line: 22, size: 64, elements: !220)
!220 = !{!221, !222, !226}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !219, file: !3, line: 23, baseType: !200, size: 32)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !219, file: !3, line: 24, baseType: !223, size: 16)
!223 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !150, line: 25, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !152, line: 40, baseType: !225)
!225 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !219, file: !3, line: 25, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !208)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "g_895", scope: !2, file: !3, line: 83, type: !231, isLocal: true, isDefinition: true)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !218, size: 3584, elements: !232)
!232 = !{!166, !233}
!233 = !DISubrange(count: 8)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(name: "g_237", scope: !2, file: !3, line: 53, type: !207, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "g_916", scope: !2, file: !3, line: 86, type: !238, isLocal: true, isDefinition: true)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !209, line: 27, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !152, line: 44, baseType: !241)
!241 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(name: "g_1321", scope: !2, file: !3, line: 107, type: !244, isLocal: true, isDefinition: true)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !246)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !248)
!248 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !249)
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !150, line: 27, baseType: !250)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !152, line: 45, baseType: !251)
!251 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "g_1322", scope: !2, file: !3, line: 106, type: !254, isLocal: true, isDefinition: true)
!254 = !DICompositeType(tag: DW_TAG_array_type, baseType: !246, size: 192, elements: !255)
!255 = !{!256}
!256 = !DISubrange(count: 3)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(name: "g_1161", scope: !2, file: !3, line: 100, type: !259, isLocal: true, isDefinition: true)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !209, line: 25, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !152, line: 39, baseType: !265)
!265 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!266 = !DIGlobalVariableExpression(var: !267, expr: !DIExpression())
!267 = distinct !DIGlobalVariable(name: "g_1162", scope: !2, file: !3, line: 99, type: !268, isLocal: true, isDefinition: true)
!268 = !DICompositeType(tag: DW_TAG_array_type, baseType: !260, size: 448, elements: !165)
!269 = !DIGlobalVariableExpression(var: !270, expr: !DIExpression())
!270 = distinct !DIGlobalVariable(name: "g_931", scope: !2, file: !3, line: 90, type: !271, isLocal: true, isDefinition: true)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!272 = !DIGlobalVariableExpression(var: !273, expr: !DIExpression())
!273 = distinct !DIGlobalVariable(name: "g_1353", scope: !2, file: !3, line: 111, type: !274, isLocal: true, isDefinition: true)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!276 = !DIGlobalVariableExpression(var: !277, expr: !DIExpression())
!277 = distinct !DIGlobalVariable(name: "g_1354", scope: !2, file: !3, line: 110, type: !275, isLocal: true, isDefinition: true)
!278 = !DIGlobalVariableExpression(var: !279, expr: !DIExpression())
!279 = distinct !DIGlobalVariable(name: "g_1370", scope: !2, file: !3, line: 113, type: !280, isLocal: true, isDefinition: true)
!280 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !209, line: 26, baseType: !283)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !152, line: 41, baseType: !7)
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(name: "g_108", scope: !2, file: !3, line: 45, type: !286, isLocal: true, isDefinition: true)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!287 = !DIGlobalVariableExpression(var: !288, expr: !DIExpression())
!288 = distinct !DIGlobalVariable(name: "g_1389", scope: !2, file: !3, line: 114, type: !289, isLocal: true, isDefinition: true)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!290 = !DIGlobalVariableExpression(var: !291, expr: !DIExpression())
!291 = distinct !DIGlobalVariable(name: "g_915", scope: !2, file: !3, line: 87, type: !292, isLocal: true, isDefinition: true)
!292 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !293)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(name: "g_1163", scope: !2, file: !3, line: 98, type: !262, isLocal: true, isDefinition: true)
!296 = !DIGlobalVariableExpression(var: !297, expr: !DIExpression())
!297 = distinct !DIGlobalVariable(name: "g_287", scope: !2, file: !3, line: 57, type: !280, isLocal: true, isDefinition: true)
!298 = !DIGlobalVariableExpression(var: !299, expr: !DIExpression())
!299 = distinct !DIGlobalVariable(name: "g_322", scope: !2, file: !3, line: 61, type: !300, isLocal: true, isDefinition: true)
!300 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !303)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !263)
!305 = !DIGlobalVariableExpression(var: !306, expr: !DIExpression())
!306 = distinct !DIGlobalVariable(name: "g_323", scope: !2, file: !3, line: 60, type: !302, isLocal: true, isDefinition: true)
!307 = !DIGlobalVariableExpression(var: !308, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!308 = distinct !DIGlobalVariable(name: "g_1185", scope: !2, file: !3, line: 101, type: !309, isLocal: true, isDefinition: true)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(name: "g_1469", scope: !2, file: !3, line: 117, type: !309, isLocal: true, isDefinition: true)
!312 = !DIGlobalVariableExpression(var: !313, expr: !DIExpression())
!313 = distinct !DIGlobalVariable(name: "g_907", scope: !2, file: !3, line: 85, type: !314, isLocal: true, isDefinition: true)
!314 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!316 = !DIGlobalVariableExpression(var: !317, expr: !DIExpression())
!317 = distinct !DIGlobalVariable(name: "g_861", scope: !2, file: !3, line: 80, type: !318, isLocal: true, isDefinition: true)
!318 = !DICompositeType(tag: DW_TAG_array_type, baseType: !281, size: 320, elements: !31)
!319 = !DIGlobalVariableExpression(var: !320, expr: !DIExpression())
!320 = distinct !DIGlobalVariable(name: "g_1503", scope: !2, file: !3, line: 119, type: !314, isLocal: true, isDefinition: true)
!321 = !DIGlobalVariableExpression(var: !322, expr: !DIExpression())
!322 = distinct !DIGlobalVariable(scope: null, file: !198, line: 114, type: !323, isLocal: true, isDefinition: true)
!323 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !324)
!324 = !{!325}
!325 = !DISubrange(count: 36)
!326 = !DIGlobalVariableExpression(var: !327, expr: !DIExpression())
!327 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 30, type: !328, isLocal: true, isDefinition: true)
!328 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !282)
!329 = !DIGlobalVariableExpression(var: !330, expr: !DIExpression())
!330 = distinct !DIGlobalVariable(name: "g_5", scope: !2, file: !3, line: 31, type: !328, isLocal: true, isDefinition: true)
!331 = !DIGlobalVariableExpression(var: !332, expr: !DIExpression())
!332 = distinct !DIGlobalVariable(name: "g_6", scope: !2, file: !3, line: 32, type: !282, isLocal: true, isDefinition: true)
!333 = !DIGlobalVariableExpression(var: !334, expr: !DIExpression())
!334 = distinct !DIGlobalVariable(name: "g_8", scope: !2, file: !3, line: 33, type: !282, isLocal: true, isDefinition: true)
!335 = !DIGlobalVariableExpression(var: !336, expr: !DIExpression())
!336 = distinct !DIGlobalVariable(name: "g_11", scope: !2, file: !3, line: 34, type: !337, isLocal: true, isDefinition: true)
!337 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !208)
!338 = !DIGlobalVariableExpression(var: !339, expr: !DIExpression())
!339 = distinct !DIGlobalVariable(name: "g_12", scope: !2, file: !3, line: 35, type: !200, isLocal: true, isDefinition: true)
!340 = !DIGlobalVariableExpression(var: !341, expr: !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_stack_value))
!341 = distinct !DIGlobalVariable(name: "g_23", scope: !2, file: !3, line: 36, type: !200, isLocal: true, isDefinition: true)
!342 = !DIGlobalVariableExpression(var: !343, expr: !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_stack_value))
!343 = distinct !DIGlobalVariable(name: "g_37", scope: !2, file: !3, line: 37, type: !149, isLocal: true, isDefinition: true)
!344 = !DIGlobalVariableExpression(var: !345, expr: !DIExpression())
!345 = distinct !DIGlobalVariable(name: "g_57", scope: !2, file: !3, line: 38, type: !346, isLocal: true, isDefinition: true)
!346 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 672, elements: !347)
!347 = !{!256, !166}
!348 = !DIGlobalVariableExpression(var: !349, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!349 = distinct !DIGlobalVariable(name: "g_60", scope: !2, file: !3, line: 39, type: !149, isLocal: true, isDefinition: true)
!350 = !DIGlobalVariableExpression(var: !351, expr: !DIExpression())
!351 = distinct !DIGlobalVariable(name: "g_78", scope: !2, file: !3, line: 42, type: !352, isLocal: true, isDefinition: true)
!352 = !DICompositeType(tag: DW_TAG_array_type, baseType: !263, size: 3840, elements: !353)
!353 = !{!19, !171, !80}
!354 = !DIGlobalVariableExpression(var: !355, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!355 = distinct !DIGlobalVariable(name: "g_80", scope: !2, file: !3, line: 43, type: !239, isLocal: true, isDefinition: true)
!356 = !DIGlobalVariableExpression(var: !357, expr: !DIExpression())
!357 = distinct !DIGlobalVariable(name: "g_83", scope: !2, file: !3, line: 44, type: !223, isLocal: true, isDefinition: true)
!358 = !DIGlobalVariableExpression(var: !359, expr: !DIExpression())
!359 = distinct !DIGlobalVariable(name: "g_123", scope: !2, file: !3, line: 46, type: !360, isLocal: true, isDefinition: true)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !361, size: 128, elements: !18)
!361 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !362)
!362 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !3, line: 16, size: 32, elements: !363)
!363 = !{!364, !366, !368}
!364 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !362, file: !3, line: 17, baseType: !365, size: 32)
!365 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !282)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !362, file: !3, line: 18, baseType: !367, size: 32)
!367 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !200)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !362, file: !3, line: 19, baseType: !369, size: 22, flags: DIFlagBitField, extraData: i64 0)
!369 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!370 = !DIGlobalVariableExpression(var: !371, expr: !DIExpression())
!371 = distinct !DIGlobalVariable(name: "g_152", scope: !2, file: !3, line: 47, type: !328, isLocal: true, isDefinition: true)
!372 = !DIGlobalVariableExpression(var: !373, expr: !DIExpression())
!373 = distinct !DIGlobalVariable(name: "g_155", scope: !2, file: !3, line: 48, type: !248, isLocal: true, isDefinition: true)
!374 = !DIGlobalVariableExpression(var: !375, expr: !DIExpression())
!375 = distinct !DIGlobalVariable(name: "g_160", scope: !2, file: !3, line: 49, type: !376, isLocal: true, isDefinition: true)
!376 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !219)
!377 = !DIGlobalVariableExpression(var: !378, expr: !DIExpression())
!378 = distinct !DIGlobalVariable(name: "g_218", scope: !2, file: !3, line: 50, type: !379, isLocal: true, isDefinition: true)
!379 = !DICompositeType(tag: DW_TAG_array_type, baseType: !380, size: 16, elements: !381)
!380 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !223)
!381 = !{!382}
!382 = !DISubrange(count: 1)
!383 = !DIGlobalVariableExpression(var: !384, expr: !DIExpression())
!384 = distinct !DIGlobalVariable(name: "g_221", scope: !2, file: !3, line: 51, type: !239, isLocal: true, isDefinition: true)
!385 = !DIGlobalVariableExpression(var: !386, expr: !DIExpression())
!386 = distinct !DIGlobalVariable(name: "g_238", scope: !2, file: !3, line: 52, type: !208, isLocal: true, isDefinition: true)
!387 = !DIGlobalVariableExpression(var: !388, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!388 = distinct !DIGlobalVariable(name: "g_286", scope: !2, file: !3, line: 56, type: !223, isLocal: true, isDefinition: true)
!389 = !DIGlobalVariableExpression(var: !390, expr: !DIExpression())
!390 = distinct !DIGlobalVariable(name: "g_324", scope: !2, file: !3, line: 59, type: !304, isLocal: true, isDefinition: true)
!391 = !DIGlobalVariableExpression(var: !392, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!392 = distinct !DIGlobalVariable(name: "g_344", scope: !2, file: !3, line: 62, type: !200, isLocal: true, isDefinition: true)
!393 = !DIGlobalVariableExpression(var: !394, expr: !DIExpression(DW_OP_constu, 1139671712, DW_OP_stack_value))
!394 = distinct !DIGlobalVariable(name: "g_351", scope: !2, file: !3, line: 63, type: !200, isLocal: true, isDefinition: true)
!395 = !DIGlobalVariableExpression(var: !396, expr: !DIExpression())
!396 = distinct !DIGlobalVariable(name: "g_375", scope: !2, file: !3, line: 64, type: !362, isLocal: true, isDefinition: true)
!397 = !DIGlobalVariableExpression(var: !398, expr: !DIExpression())
!398 = distinct !DIGlobalVariable(name: "g_424", scope: !2, file: !3, line: 65, type: !399, isLocal: true, isDefinition: true)
!399 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 14336, elements: !400)
!400 = !{!233, !166, !19}
!401 = !DIGlobalVariableExpression(var: !402, expr: !DIExpression(DW_OP_constu, 18446744073709551550, DW_OP_stack_value))
!402 = distinct !DIGlobalVariable(name: "g_440", scope: !2, file: !3, line: 67, type: !149, isLocal: true, isDefinition: true)
!403 = !DIGlobalVariableExpression(var: !404, expr: !DIExpression(DW_OP_constu, 18446744073709551560, DW_OP_stack_value))
!404 = distinct !DIGlobalVariable(name: "g_446", scope: !2, file: !3, line: 68, type: !208, isLocal: true, isDefinition: true)
!405 = !DIGlobalVariableExpression(var: !406, expr: !DIExpression())
!406 = distinct !DIGlobalVariable(name: "g_505", scope: !2, file: !3, line: 71, type: !362, isLocal: true, isDefinition: true)
!407 = !DIGlobalVariableExpression(var: !408, expr: !DIExpression())
!408 = distinct !DIGlobalVariable(name: "g_736", scope: !2, file: !3, line: 73, type: !409, isLocal: true, isDefinition: true)
!409 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 320, elements: !170)
!410 = !DIGlobalVariableExpression(var: !411, expr: !DIExpression())
!411 = distinct !DIGlobalVariable(name: "g_774", scope: !2, file: !3, line: 75, type: !361, isLocal: true, isDefinition: true)
!412 = !DIGlobalVariableExpression(var: !413, expr: !DIExpression(DW_OP_constu, 18446744073709539895, DW_OP_stack_value))
!413 = distinct !DIGlobalVariable(name: "g_804", scope: !2, file: !3, line: 76, type: !223, isLocal: true, isDefinition: true)
!414 = !DIGlobalVariableExpression(var: !415, expr: !DIExpression())
!415 = distinct !DIGlobalVariable(name: "g_808", scope: !2, file: !3, line: 77, type: !416, isLocal: true, isDefinition: true)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !362, size: 5184, elements: !417)
!417 = !{!14, !87, !87}
!418 = !DIGlobalVariableExpression(var: !419, expr: !DIExpression())
!419 = distinct !DIGlobalVariable(name: "g_819", scope: !2, file: !3, line: 78, type: !420, isLocal: true, isDefinition: true)
!420 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!421 = !DIGlobalVariableExpression(var: !422, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!422 = distinct !DIGlobalVariable(name: "g_848", scope: !2, file: !3, line: 79, type: !263, isLocal: true, isDefinition: true)
!423 = !DIGlobalVariableExpression(var: !424, expr: !DIExpression())
!424 = distinct !DIGlobalVariable(name: "g_932", scope: !2, file: !3, line: 89, type: !425, isLocal: true, isDefinition: true)
!425 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 56, elements: !165)
!426 = !DIGlobalVariableExpression(var: !427, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!427 = distinct !DIGlobalVariable(name: "g_939", scope: !2, file: !3, line: 91, type: !149, isLocal: true, isDefinition: true)
!428 = !DIGlobalVariableExpression(var: !429, expr: !DIExpression(DW_OP_constu, 18446744073709551611, DW_OP_stack_value))
!429 = distinct !DIGlobalVariable(name: "g_993", scope: !2, file: !3, line: 94, type: !208, isLocal: true, isDefinition: true)
!430 = !DIGlobalVariableExpression(var: !431, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!431 = distinct !DIGlobalVariable(name: "g_1094", scope: !2, file: !3, line: 96, type: !239, isLocal: true, isDefinition: true)
!432 = !DIGlobalVariableExpression(var: !433, expr: !DIExpression())
!433 = distinct !DIGlobalVariable(name: "g_1095", scope: !2, file: !3, line: 97, type: !219, isLocal: true, isDefinition: true)
!434 = !DIGlobalVariableExpression(var: !435, expr: !DIExpression(DW_OP_constu, 18446744073709537624, DW_OP_stack_value))
!435 = distinct !DIGlobalVariable(name: "g_1244", scope: !2, file: !3, line: 103, type: !223, isLocal: true, isDefinition: true)
!436 = !DIGlobalVariableExpression(var: !437, expr: !DIExpression())
!437 = distinct !DIGlobalVariable(name: "g_1294", scope: !2, file: !3, line: 104, type: !362, isLocal: true, isDefinition: true)
!438 = !DIGlobalVariableExpression(var: !439, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!439 = distinct !DIGlobalVariable(name: "g_1311", scope: !2, file: !3, line: 105, type: !282, isLocal: true, isDefinition: true)
!440 = !DIGlobalVariableExpression(var: !441, expr: !DIExpression())
!441 = distinct !DIGlobalVariable(name: "g_1356", scope: !2, file: !3, line: 108, type: !208, isLocal: true, isDefinition: true)
!442 = !DIGlobalVariableExpression(var: !443, expr: !DIExpression())
!443 = distinct !DIGlobalVariable(name: "g_1362", scope: !2, file: !3, line: 112, type: !367, isLocal: true, isDefinition: true)
!444 = !DIGlobalVariableExpression(var: !445, expr: !DIExpression())
!445 = distinct !DIGlobalVariable(name: "g_1393", scope: !2, file: !3, line: 115, type: !362, isLocal: true, isDefinition: true)
!446 = !DIGlobalVariableExpression(var: !447, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!447 = distinct !DIGlobalVariable(name: "g_1423", scope: !2, file: !3, line: 116, type: !200, isLocal: true, isDefinition: true)
!448 = !DIGlobalVariableExpression(var: !449, expr: !DIExpression())
!449 = distinct !DIGlobalVariable(scope: null, file: !450, line: 56, type: !451, isLocal: true, isDefinition: true)
!450 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!451 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !452)
!452 = !{!453}
!453 = !DISubrange(count: 15)
!454 = !DIGlobalVariableExpression(var: !455, expr: !DIExpression())
!455 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !198, line: 48, type: !200, isLocal: true, isDefinition: true)
!456 = !{i32 7, !"Dwarf Version", i32 5}
!457 = !{i32 2, !"Debug Info Version", i32 3}
!458 = !{i32 1, !"wchar_size", i32 4}
!459 = !{i32 8, !"PIC Level", i32 2}
!460 = !{i32 7, !"PIE Level", i32 2}
!461 = !{i32 7, !"uwtable", i32 2}
!462 = !{i32 7, !"frame-pointer", i32 1}
!463 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!464 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!465 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 1245, type: !466, scopeLine: 1246, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !470)
!466 = !DISubroutineType(types: !467)
!467 = !{!7, !7, !468}
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !469, size: 64)
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!470 = !{!471, !472, !473, !474, !475, !476}
!471 = !DILocalVariable(name: "argc", arg: 1, scope: !465, file: !3, line: 1245, type: !7)
!472 = !DILocalVariable(name: "argv", arg: 2, scope: !465, file: !3, line: 1245, type: !468)
!473 = !DILocalVariable(name: "i", scope: !465, file: !3, line: 1247, type: !7)
!474 = !DILocalVariable(name: "j", scope: !465, file: !3, line: 1247, type: !7)
!475 = !DILocalVariable(name: "k", scope: !465, file: !3, line: 1247, type: !7)
!476 = !DILocalVariable(name: "print_hash_value", scope: !465, file: !3, line: 1248, type: !7)
!477 = distinct !DIAssignID()
!478 = !DILocation(line: 0, scope: !465)
!479 = !DILocation(line: 1249, column: 14, scope: !480)
!480 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1249, column: 9)
!481 = !DILocation(line: 1249, column: 19, scope: !480)
!482 = !DILocation(line: 1249, column: 29, scope: !480)
!483 = !{!484, !484, i64 0}
!484 = !{!"any pointer", !485, i64 0}
!485 = !{!"omnipotent char", !486, i64 0}
!486 = !{!"Simple C/C++ TBAA"}
!487 = !DILocation(line: 1249, column: 43, scope: !480)
!488 = !DILocation(line: 1249, column: 9, scope: !465)
!489 = !DILocalVariable(name: "poly", scope: !490, file: !198, line: 54, type: !497)
!490 = distinct !DISubprogram(name: "crc32_gentab", scope: !198, file: !198, line: 51, type: !491, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !493)
!491 = !DISubroutineType(types: !492)
!492 = !{null}
!493 = !{!494, !489, !495, !496}
!494 = !DILocalVariable(name: "crc", scope: !490, file: !198, line: 53, type: !200)
!495 = !DILocalVariable(name: "i", scope: !490, file: !198, line: 55, type: !7)
!496 = !DILocalVariable(name: "j", scope: !490, file: !198, line: 55, type: !7)
!497 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !200)
!498 = !DILocation(line: 0, scope: !490, inlinedAt: !499)
!499 = distinct !DILocation(line: 1251, column: 5, scope: !465)
!500 = !DILocation(line: 57, column: 2, scope: !501, inlinedAt: !499)
!501 = distinct !DILexicalBlock(scope: !490, file: !198, line: 57, column: 2)
!502 = !DILocation(line: 57, column: 24, scope: !503, inlinedAt: !499)
!503 = distinct !DILexicalBlock(scope: !501, file: !198, line: 57, column: 2)
!504 = !DILocation(line: 60, column: 12, scope: !505, inlinedAt: !499)
!505 = distinct !DILexicalBlock(scope: !506, file: !198, line: 60, column: 8)
!506 = distinct !DILexicalBlock(scope: !507, file: !198, line: 59, column: 27)
!507 = distinct !DILexicalBlock(scope: !508, file: !198, line: 59, column: 3)
!508 = distinct !DILexicalBlock(scope: !509, file: !198, line: 59, column: 3)
!509 = distinct !DILexicalBlock(scope: !503, file: !198, line: 57, column: 28)
!510 = !DILocation(line: 60, column: 8, scope: !506, inlinedAt: !499)
!511 = !DILocation(line: 66, column: 3, scope: !509, inlinedAt: !499)
!512 = !DILocation(line: 66, column: 16, scope: !509, inlinedAt: !499)
!513 = !{!514, !514, i64 0}
!514 = !{!"int", !485, i64 0}
!515 = distinct !{!515, !500, !516, !517, !518, !519}
!516 = !DILocation(line: 67, column: 2, scope: !501, inlinedAt: !499)
!517 = !{!"llvm.loop.mustprogress"}
!518 = !{!"llvm.loop.isvectorized", i32 1}
!519 = !{!"llvm.loop.unroll.runtime.disable"}
!520 = !DILocalVariable(name: "l_1351", scope: !521, file: !3, line: 205, type: !275)
!521 = distinct !DILexicalBlock(scope: !522, file: !3, line: 203, column: 13)
!522 = distinct !DILexicalBlock(scope: !523, file: !3, line: 202, column: 13)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 202, column: 13)
!524 = distinct !DILexicalBlock(scope: !525, file: !3, line: 191, column: 9)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 190, column: 9)
!526 = distinct !DILexicalBlock(scope: !527, file: !3, line: 190, column: 9)
!527 = distinct !DILexicalBlock(scope: !528, file: !3, line: 183, column: 5)
!528 = distinct !DILexicalBlock(scope: !529, file: !3, line: 182, column: 5)
!529 = distinct !DILexicalBlock(scope: !530, file: !3, line: 182, column: 5)
!530 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 135, type: !531, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !533)
!531 = !DISubroutineType(types: !532)
!532 = !{!249}
!533 = !{!534, !537, !539, !540, !542, !543, !544, !547, !549, !551, !553, !556, !557, !558, !561, !562, !566, !567, !569, !570, !571, !572, !573, !577, !579, !580, !582, !584, !585, !587, !588, !589, !590, !591, !592, !593, !594, !598, !600, !601, !602, !603, !604, !606, !608, !609, !610, !611, !612, !613, !614, !616, !618, !620, !622, !623, !624, !628, !629, !630, !631, !520, !632, !633, !637, !639, !640, !642, !643, !644, !645, !649, !650, !653, !655, !658, !659, !663, !665, !666, !668, !669, !670, !671, !672, !677, !678, !679, !680, !681, !682, !683}
!534 = !DILocalVariable(name: "l_2", scope: !530, file: !3, line: 137, type: !535)
!535 = !DICompositeType(tag: DW_TAG_array_type, baseType: !223, size: 768, elements: !536)
!536 = !{!233, !80}
!537 = !DILocalVariable(name: "l_10", scope: !530, file: !3, line: 138, type: !538)
!538 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 64, elements: !13)
!539 = !DILocalVariable(name: "l_1225", scope: !530, file: !3, line: 139, type: !239)
!540 = !DILocalVariable(name: "l_1239", scope: !530, file: !3, line: 140, type: !541)
!541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, size: 288, elements: !86)
!542 = !DILocalVariable(name: "l_1309", scope: !530, file: !3, line: 141, type: !282)
!543 = !DILocalVariable(name: "l_1343", scope: !530, file: !3, line: 142, type: !263)
!544 = !DILocalVariable(name: "l_1403", scope: !530, file: !3, line: 143, type: !545)
!545 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !546, size: 64)
!546 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!547 = !DILocalVariable(name: "l_1402", scope: !530, file: !3, line: 144, type: !548)
!548 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !545, size: 64)
!549 = !DILocalVariable(name: "l_1401", scope: !530, file: !3, line: 145, type: !550)
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !548, size: 64)
!551 = !DILocalVariable(name: "l_1420", scope: !530, file: !3, line: 146, type: !552)
!552 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 384, elements: !79)
!553 = !DILocalVariable(name: "l_1422", scope: !530, file: !3, line: 147, type: !554)
!554 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 2304, elements: !555)
!555 = !{!87, !233}
!556 = !DILocalVariable(name: "l_1424", scope: !530, file: !3, line: 148, type: !282)
!557 = !DILocalVariable(name: "l_1425", scope: !530, file: !3, line: 149, type: !208)
!558 = !DILocalVariable(name: "l_1426", scope: !530, file: !3, line: 150, type: !559)
!559 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 1792, elements: !560)
!560 = !{!166, !382, !233}
!561 = !DILocalVariable(name: "l_1437", scope: !530, file: !3, line: 151, type: !281)
!562 = !DILocalVariable(name: "l_1440", scope: !530, file: !3, line: 152, type: !563)
!563 = !DICompositeType(tag: DW_TAG_array_type, baseType: !564, size: 256, elements: !18)
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!566 = !DILocalVariable(name: "l_1465", scope: !530, file: !3, line: 153, type: !309)
!567 = !DILocalVariable(name: "l_1496", scope: !530, file: !3, line: 154, type: !568)
!568 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !263)
!569 = !DILocalVariable(name: "l_1501", scope: !530, file: !3, line: 155, type: !200)
!570 = !DILocalVariable(name: "i", scope: !530, file: !3, line: 156, type: !7)
!571 = !DILocalVariable(name: "j", scope: !530, file: !3, line: 156, type: !7)
!572 = !DILocalVariable(name: "k", scope: !530, file: !3, line: 156, type: !7)
!573 = !DILocalVariable(name: "l_7", scope: !574, file: !3, line: 161, type: !281)
!574 = distinct !DILexicalBlock(scope: !575, file: !3, line: 160, column: 5)
!575 = distinct !DILexicalBlock(scope: !576, file: !3, line: 159, column: 5)
!576 = distinct !DILexicalBlock(scope: !530, file: !3, line: 159, column: 5)
!577 = !DILocalVariable(name: "l_9", scope: !574, file: !3, line: 162, type: !578)
!578 = !DICompositeType(tag: DW_TAG_array_type, baseType: !281, size: 576, elements: !86)
!579 = !DILocalVariable(name: "l_21", scope: !574, file: !3, line: 163, type: !365)
!580 = !DILocalVariable(name: "l_22", scope: !574, file: !3, line: 164, type: !581)
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!582 = !DILocalVariable(name: "l_439", scope: !574, file: !3, line: 165, type: !583)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!584 = !DILocalVariable(name: "l_441", scope: !574, file: !3, line: 166, type: !583)
!585 = !DILocalVariable(name: "l_442", scope: !574, file: !3, line: 167, type: !586)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !583, size: 64)
!587 = !DILocalVariable(name: "l_445", scope: !574, file: !3, line: 168, type: !207)
!588 = !DILocalVariable(name: "l_1224", scope: !574, file: !3, line: 169, type: !263)
!589 = !DILocalVariable(name: "l_1240", scope: !574, file: !3, line: 170, type: !249)
!590 = !DILocalVariable(name: "l_1243", scope: !574, file: !3, line: 171, type: !263)
!591 = !DILocalVariable(name: "l_1247", scope: !574, file: !3, line: 172, type: !263)
!592 = !DILocalVariable(name: "l_1286", scope: !574, file: !3, line: 173, type: !208)
!593 = !DILocalVariable(name: "l_1288", scope: !574, file: !3, line: 174, type: !149)
!594 = !DILocalVariable(name: "l_1315", scope: !574, file: !3, line: 175, type: !595)
!595 = !DICompositeType(tag: DW_TAG_array_type, baseType: !596, size: 1920, elements: !597)
!596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!597 = !{!256, !171}
!598 = !DILocalVariable(name: "l_1314", scope: !574, file: !3, line: 176, type: !599)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !596, size: 64)
!600 = !DILocalVariable(name: "i", scope: !574, file: !3, line: 177, type: !7)
!601 = !DILocalVariable(name: "j", scope: !574, file: !3, line: 177, type: !7)
!602 = !DILocalVariable(name: "l_1320", scope: !527, file: !3, line: 184, type: !200)
!603 = !DILocalVariable(name: "l_1357", scope: !527, file: !3, line: 185, type: !309)
!604 = !DILocalVariable(name: "l_1371", scope: !527, file: !3, line: 186, type: !605)
!605 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 72, elements: !86)
!606 = !DILocalVariable(name: "l_1374", scope: !527, file: !3, line: 187, type: !607)
!607 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 7168, elements: !400)
!608 = !DILocalVariable(name: "l_1421", scope: !527, file: !3, line: 188, type: !218)
!609 = !DILocalVariable(name: "i", scope: !527, file: !3, line: 189, type: !7)
!610 = !DILocalVariable(name: "j", scope: !527, file: !3, line: 189, type: !7)
!611 = !DILocalVariable(name: "k", scope: !527, file: !3, line: 189, type: !7)
!612 = !DILocalVariable(name: "l_1342", scope: !524, file: !3, line: 192, type: !282)
!613 = !DILocalVariable(name: "l_1380", scope: !524, file: !3, line: 193, type: !207)
!614 = !DILocalVariable(name: "l_1379", scope: !524, file: !3, line: 194, type: !615)
!615 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!616 = !DILocalVariable(name: "l_1378", scope: !524, file: !3, line: 195, type: !617)
!617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !615, size: 64)
!618 = !DILocalVariable(name: "l_1377", scope: !524, file: !3, line: 196, type: !619)
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64)
!620 = !DILocalVariable(name: "l_1376", scope: !524, file: !3, line: 197, type: !621)
!621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !619, size: 64)
!622 = !DILocalVariable(name: "l_1386", scope: !524, file: !3, line: 198, type: !281)
!623 = !DILocalVariable(name: "l_1387", scope: !524, file: !3, line: 199, type: !289)
!624 = !DILocalVariable(name: "l_1388", scope: !524, file: !3, line: 200, type: !625)
!625 = !DICompositeType(tag: DW_TAG_array_type, baseType: !626, size: 16128, elements: !627)
!626 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!627 = !{!166, !87, !19}
!628 = !DILocalVariable(name: "i", scope: !524, file: !3, line: 201, type: !7)
!629 = !DILocalVariable(name: "j", scope: !524, file: !3, line: 201, type: !7)
!630 = !DILocalVariable(name: "k", scope: !524, file: !3, line: 201, type: !7)
!631 = !DILocalVariable(name: "l_1344", scope: !521, file: !3, line: 204, type: !281)
!632 = !DILocalVariable(name: "l_1350", scope: !521, file: !3, line: 206, type: !274)
!633 = !DILocalVariable(name: "l_1352", scope: !521, file: !3, line: 207, type: !634)
!634 = !DICompositeType(tag: DW_TAG_array_type, baseType: !635, size: 256, elements: !636)
!635 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!636 = !{!382, !19}
!637 = !DILocalVariable(name: "l_1363", scope: !521, file: !3, line: 208, type: !638)
!638 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!639 = !DILocalVariable(name: "l_1364", scope: !521, file: !3, line: 209, type: !638)
!640 = !DILocalVariable(name: "l_1366", scope: !521, file: !3, line: 210, type: !641)
!641 = !DICompositeType(tag: DW_TAG_array_type, baseType: !208, size: 16, elements: !13)
!642 = !DILocalVariable(name: "l_1367", scope: !521, file: !3, line: 211, type: !281)
!643 = !DILocalVariable(name: "i", scope: !521, file: !3, line: 212, type: !7)
!644 = !DILocalVariable(name: "j", scope: !521, file: !3, line: 212, type: !7)
!645 = !DILocalVariable(name: "i", scope: !646, file: !3, line: 226, type: !7)
!646 = distinct !DILexicalBlock(scope: !647, file: !3, line: 225, column: 13)
!647 = distinct !DILexicalBlock(scope: !648, file: !3, line: 224, column: 13)
!648 = distinct !DILexicalBlock(scope: !524, file: !3, line: 224, column: 13)
!649 = !DILocalVariable(name: "j", scope: !646, file: !3, line: 226, type: !7)
!650 = !DILocalVariable(name: "l_1390", scope: !651, file: !3, line: 232, type: !282)
!651 = distinct !DILexicalBlock(scope: !652, file: !3, line: 231, column: 13)
!652 = distinct !DILexicalBlock(scope: !524, file: !3, line: 230, column: 17)
!653 = !DILocalVariable(name: "l_1404", scope: !654, file: !3, line: 237, type: !239)
!654 = distinct !DILexicalBlock(scope: !652, file: !3, line: 236, column: 13)
!655 = !DILocalVariable(name: "l_1461", scope: !656, file: !3, line: 249, type: !282)
!656 = distinct !DILexicalBlock(scope: !657, file: !3, line: 248, column: 5)
!657 = distinct !DILexicalBlock(scope: !530, file: !3, line: 247, column: 9)
!658 = !DILocalVariable(name: "l_1497", scope: !656, file: !3, line: 250, type: !282)
!659 = !DILocalVariable(name: "l_1462", scope: !660, file: !3, line: 253, type: !200)
!660 = distinct !DILexicalBlock(scope: !661, file: !3, line: 252, column: 9)
!661 = distinct !DILexicalBlock(scope: !662, file: !3, line: 251, column: 9)
!662 = distinct !DILexicalBlock(scope: !656, file: !3, line: 251, column: 9)
!663 = !DILocalVariable(name: "l_1466", scope: !660, file: !3, line: 254, type: !664)
!664 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!665 = !DILocalVariable(name: "l_1468", scope: !660, file: !3, line: 255, type: !309)
!666 = !DILocalVariable(name: "l_1467", scope: !660, file: !3, line: 256, type: !667)
!667 = !DICompositeType(tag: DW_TAG_array_type, baseType: !664, size: 256, elements: !18)
!668 = !DILocalVariable(name: "l_1494", scope: !660, file: !3, line: 257, type: !281)
!669 = !DILocalVariable(name: "l_1495", scope: !660, file: !3, line: 258, type: !281)
!670 = !DILocalVariable(name: "l_1498", scope: !660, file: !3, line: 259, type: !281)
!671 = !DILocalVariable(name: "i", scope: !660, file: !3, line: 260, type: !7)
!672 = !DILocalVariable(name: "l_1441", scope: !673, file: !3, line: 263, type: !676)
!673 = distinct !DILexicalBlock(scope: !674, file: !3, line: 262, column: 13)
!674 = distinct !DILexicalBlock(scope: !675, file: !3, line: 261, column: 13)
!675 = distinct !DILexicalBlock(scope: !660, file: !3, line: 261, column: 13)
!676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !564, size: 64)
!677 = !DILocalVariable(name: "l_1442", scope: !673, file: !3, line: 264, type: !282)
!678 = !DILocalVariable(name: "l_1447", scope: !673, file: !3, line: 265, type: !286)
!679 = !DILocalVariable(name: "l_1450", scope: !673, file: !3, line: 266, type: !581)
!680 = !DILocalVariable(name: "l_1463", scope: !673, file: !3, line: 267, type: !249)
!681 = !DILocalVariable(name: "l_1464", scope: !673, file: !3, line: 268, type: !281)
!682 = !DILocalVariable(name: "i", scope: !673, file: !3, line: 269, type: !7)
!683 = !DILocalVariable(name: "l_1500", scope: !684, file: !3, line: 283, type: !282)
!684 = distinct !DILexicalBlock(scope: !657, file: !3, line: 282, column: 5)
!685 = !DILocation(line: 0, scope: !521, inlinedAt: !686)
!686 = distinct !DILocation(line: 1252, column: 5, scope: !465)
!687 = !DILocation(line: 0, scope: !530, inlinedAt: !686)
!688 = distinct !DIAssignID()
!689 = distinct !DIAssignID()
!690 = distinct !DIAssignID()
!691 = distinct !DIAssignID()
!692 = distinct !DIAssignID()
!693 = distinct !DIAssignID()
!694 = !DILocation(line: 0, scope: !574, inlinedAt: !686)
!695 = !DILocation(line: 178, column: 13, scope: !574, inlinedAt: !686)
!696 = !DILocation(line: 0, scope: !527, inlinedAt: !686)
!697 = distinct !DIAssignID()
!698 = distinct !DIAssignID()
!699 = !DILocation(line: 0, scope: !524, inlinedAt: !686)
!700 = !DILocation(line: 205, column: 17, scope: !521, inlinedAt: !686)
!701 = distinct !DIAssignID()
!702 = !DILocation(line: 220, column: 97, scope: !521, inlinedAt: !686)
!703 = !{!704, !704, i64 0}
!704 = !{!"long", !485, i64 0}
!705 = !DILocation(line: 220, column: 106, scope: !521, inlinedAt: !686)
!706 = !{!707, !707, i64 0}
!707 = !{!"short", !485, i64 0}
!708 = !DILocation(line: 220, column: 130, scope: !521, inlinedAt: !686)
!709 = !{!485, !485, i64 0}
!710 = !DILocation(line: 221, column: 98, scope: !521, inlinedAt: !686)
!711 = !DILocation(line: 221, column: 19, scope: !521, inlinedAt: !686)
!712 = !DILocation(line: 221, column: 27, scope: !521, inlinedAt: !686)
!713 = !DILocation(line: 223, column: 13, scope: !522, inlinedAt: !686)
!714 = !DILocation(line: 1253, column: 21, scope: !465)
!715 = !DILocation(line: 1253, column: 5, scope: !465)
!716 = !DILocation(line: 1254, column: 21, scope: !465)
!717 = !DILocation(line: 1254, column: 5, scope: !465)
!718 = !DILocation(line: 1255, column: 21, scope: !465)
!719 = !DILocation(line: 1255, column: 5, scope: !465)
!720 = !DILocation(line: 1256, column: 5, scope: !465)
!721 = !DILocation(line: 1257, column: 5, scope: !465)
!722 = !DILocation(line: 1258, column: 21, scope: !465)
!723 = !DILocation(line: 1258, column: 5, scope: !465)
!724 = !DILocation(line: 1259, column: 21, scope: !465)
!725 = !DILocation(line: 1259, column: 5, scope: !465)
!726 = !DILocation(line: 1260, column: 5, scope: !465)
!727 = !DILocation(line: 1261, column: 5, scope: !465)
!728 = !DILocation(line: 1262, column: 5, scope: !729)
!729 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1262, column: 5)
!730 = !DILocation(line: 1266, column: 29, scope: !731)
!731 = distinct !DILexicalBlock(scope: !732, file: !3, line: 1265, column: 9)
!732 = distinct !DILexicalBlock(scope: !733, file: !3, line: 1264, column: 9)
!733 = distinct !DILexicalBlock(scope: !734, file: !3, line: 1264, column: 9)
!734 = distinct !DILexicalBlock(scope: !735, file: !3, line: 1263, column: 5)
!735 = distinct !DILexicalBlock(scope: !729, file: !3, line: 1262, column: 5)
!736 = !DILocation(line: 1266, column: 13, scope: !731)
!737 = !DILocation(line: 1267, column: 17, scope: !731)
!738 = !DILocation(line: 1267, column: 35, scope: !739)
!739 = distinct !DILexicalBlock(scope: !731, file: !3, line: 1267, column: 17)
!740 = !DILocation(line: 1262, column: 25, scope: !735)
!741 = !DILocation(line: 1262, column: 19, scope: !735)
!742 = distinct !{!742, !728, !743, !517}
!743 = !DILocation(line: 1270, column: 5, scope: !729)
!744 = !DILocation(line: 1271, column: 5, scope: !465)
!745 = !DILocation(line: 1272, column: 5, scope: !746)
!746 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1272, column: 5)
!747 = !DILocation(line: 1274, column: 9, scope: !748)
!748 = distinct !DILexicalBlock(scope: !749, file: !3, line: 1274, column: 9)
!749 = distinct !DILexicalBlock(scope: !750, file: !3, line: 1273, column: 5)
!750 = distinct !DILexicalBlock(scope: !746, file: !3, line: 1272, column: 5)
!751 = !DILocation(line: 1278, column: 33, scope: !752)
!752 = distinct !DILexicalBlock(scope: !753, file: !3, line: 1277, column: 13)
!753 = distinct !DILexicalBlock(scope: !754, file: !3, line: 1276, column: 13)
!754 = distinct !DILexicalBlock(scope: !755, file: !3, line: 1276, column: 13)
!755 = distinct !DILexicalBlock(scope: !756, file: !3, line: 1275, column: 9)
!756 = distinct !DILexicalBlock(scope: !748, file: !3, line: 1274, column: 9)
!757 = !DILocation(line: 1278, column: 17, scope: !752)
!758 = !DILocation(line: 1279, column: 21, scope: !752)
!759 = !DILocation(line: 1279, column: 39, scope: !760)
!760 = distinct !DILexicalBlock(scope: !752, file: !3, line: 1279, column: 21)
!761 = !DILocation(line: 1274, column: 30, scope: !756)
!762 = !DILocation(line: 1274, column: 23, scope: !756)
!763 = distinct !{!763, !747, !764, !517}
!764 = !DILocation(line: 1282, column: 9, scope: !748)
!765 = !DILocation(line: 1272, column: 25, scope: !750)
!766 = !DILocation(line: 1272, column: 19, scope: !750)
!767 = distinct !{!767, !745, !768, !517}
!768 = !DILocation(line: 1283, column: 5, scope: !746)
!769 = !DILocation(line: 1284, column: 5, scope: !465)
!770 = !DILocation(line: 1285, column: 5, scope: !465)
!771 = !DILocation(line: 1288, column: 34, scope: !772)
!772 = distinct !DILexicalBlock(scope: !773, file: !3, line: 1287, column: 5)
!773 = distinct !DILexicalBlock(scope: !774, file: !3, line: 1286, column: 5)
!774 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1286, column: 5)
!775 = !DILocation(line: 1288, column: 25, scope: !772)
!776 = !DILocation(line: 1288, column: 9, scope: !772)
!777 = !DILocation(line: 1289, column: 34, scope: !772)
!778 = !DILocation(line: 1289, column: 25, scope: !772)
!779 = !DILocation(line: 1289, column: 9, scope: !772)
!780 = !DILocation(line: 1290, column: 34, scope: !772)
!781 = !DILocation(line: 1290, column: 25, scope: !772)
!782 = !DILocation(line: 1290, column: 9, scope: !772)
!783 = !DILocation(line: 1291, column: 13, scope: !772)
!784 = !DILocation(line: 1291, column: 31, scope: !785)
!785 = distinct !DILexicalBlock(scope: !772, file: !3, line: 1291, column: 13)
!786 = !DILocation(line: 1294, column: 21, scope: !465)
!787 = !DILocation(line: 1294, column: 5, scope: !465)
!788 = !DILocation(line: 1295, column: 21, scope: !465)
!789 = !DILocation(line: 1295, column: 5, scope: !465)
!790 = !DILocation(line: 1296, column: 27, scope: !465)
!791 = !DILocation(line: 1296, column: 21, scope: !465)
!792 = !DILocation(line: 1296, column: 5, scope: !465)
!793 = !DILocation(line: 1297, column: 27, scope: !465)
!794 = !DILocation(line: 1297, column: 21, scope: !465)
!795 = !DILocation(line: 1297, column: 5, scope: !465)
!796 = !DILocation(line: 1300, column: 25, scope: !797)
!797 = distinct !DILexicalBlock(scope: !798, file: !3, line: 1299, column: 5)
!798 = distinct !DILexicalBlock(scope: !799, file: !3, line: 1298, column: 5)
!799 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1298, column: 5)
!800 = !DILocation(line: 1300, column: 9, scope: !797)
!801 = !DILocation(line: 1301, column: 13, scope: !797)
!802 = !DILocation(line: 1301, column: 31, scope: !803)
!803 = distinct !DILexicalBlock(scope: !797, file: !3, line: 1301, column: 13)
!804 = !DILocation(line: 1304, column: 21, scope: !465)
!805 = !DILocation(line: 1304, column: 5, scope: !465)
!806 = !DILocation(line: 1305, column: 21, scope: !465)
!807 = !DILocation(line: 1305, column: 5, scope: !465)
!808 = !DILocation(line: 1306, column: 5, scope: !465)
!809 = !DILocation(line: 1307, column: 21, scope: !465)
!810 = !DILocation(line: 1307, column: 5, scope: !465)
!811 = !DILocation(line: 1308, column: 5, scope: !465)
!812 = !DILocation(line: 1309, column: 5, scope: !465)
!813 = !DILocation(line: 1310, column: 27, scope: !465)
!814 = !DILocation(line: 1310, column: 21, scope: !465)
!815 = !DILocation(line: 1310, column: 5, scope: !465)
!816 = !DILocation(line: 1311, column: 27, scope: !465)
!817 = !DILocation(line: 1311, column: 21, scope: !465)
!818 = !DILocation(line: 1311, column: 5, scope: !465)
!819 = !DILocation(line: 1312, column: 27, scope: !465)
!820 = !DILocation(line: 1312, column: 21, scope: !465)
!821 = !DILocation(line: 1312, column: 5, scope: !465)
!822 = !DILocation(line: 1313, column: 5, scope: !823)
!823 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1313, column: 5)
!824 = !DILocation(line: 1315, column: 9, scope: !825)
!825 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1315, column: 9)
!826 = distinct !DILexicalBlock(scope: !827, file: !3, line: 1314, column: 5)
!827 = distinct !DILexicalBlock(scope: !823, file: !3, line: 1313, column: 5)
!828 = !DILocation(line: 1319, column: 33, scope: !829)
!829 = distinct !DILexicalBlock(scope: !830, file: !3, line: 1318, column: 13)
!830 = distinct !DILexicalBlock(scope: !831, file: !3, line: 1317, column: 13)
!831 = distinct !DILexicalBlock(scope: !832, file: !3, line: 1317, column: 13)
!832 = distinct !DILexicalBlock(scope: !833, file: !3, line: 1316, column: 9)
!833 = distinct !DILexicalBlock(scope: !825, file: !3, line: 1315, column: 9)
!834 = !DILocation(line: 1319, column: 48, scope: !829)
!835 = !DILocation(line: 1319, column: 17, scope: !829)
!836 = !DILocation(line: 1320, column: 48, scope: !829)
!837 = !DILocation(line: 1320, column: 33, scope: !829)
!838 = !DILocation(line: 1320, column: 17, scope: !829)
!839 = !DILocation(line: 1321, column: 21, scope: !829)
!840 = !DILocation(line: 1321, column: 39, scope: !841)
!841 = distinct !DILexicalBlock(scope: !829, file: !3, line: 1321, column: 21)
!842 = !DILocation(line: 1315, column: 29, scope: !833)
!843 = !DILocation(line: 1315, column: 23, scope: !833)
!844 = distinct !{!844, !824, !845, !517}
!845 = !DILocation(line: 1324, column: 9, scope: !825)
!846 = !DILocation(line: 1313, column: 25, scope: !827)
!847 = !DILocation(line: 1313, column: 19, scope: !827)
!848 = distinct !{!848, !822, !849, !517}
!849 = !DILocation(line: 1325, column: 5, scope: !823)
!850 = !DILocation(line: 1326, column: 5, scope: !465)
!851 = !DILocation(line: 1327, column: 5, scope: !465)
!852 = !DILocation(line: 1328, column: 27, scope: !465)
!853 = !DILocation(line: 1328, column: 21, scope: !465)
!854 = !DILocation(line: 1328, column: 5, scope: !465)
!855 = !DILocation(line: 1329, column: 27, scope: !465)
!856 = !DILocation(line: 1329, column: 21, scope: !465)
!857 = !DILocation(line: 1329, column: 5, scope: !465)
!858 = !DILocation(line: 1330, column: 27, scope: !465)
!859 = !DILocation(line: 1330, column: 21, scope: !465)
!860 = !DILocation(line: 1330, column: 5, scope: !465)
!861 = !DILocation(line: 1333, column: 9, scope: !862)
!862 = distinct !DILexicalBlock(scope: !863, file: !3, line: 1332, column: 5)
!863 = distinct !DILexicalBlock(scope: !864, file: !3, line: 1331, column: 5)
!864 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1331, column: 5)
!865 = !DILocation(line: 1334, column: 13, scope: !862)
!866 = !DILocation(line: 1334, column: 31, scope: !867)
!867 = distinct !DILexicalBlock(scope: !862, file: !3, line: 1334, column: 13)
!868 = !DILocation(line: 1337, column: 27, scope: !465)
!869 = !DILocation(line: 1337, column: 21, scope: !465)
!870 = !DILocation(line: 1337, column: 5, scope: !465)
!871 = !DILocation(line: 1338, column: 27, scope: !465)
!872 = !DILocation(line: 1338, column: 21, scope: !465)
!873 = !DILocation(line: 1338, column: 5, scope: !465)
!874 = !DILocation(line: 1339, column: 27, scope: !465)
!875 = !DILocation(line: 1339, column: 21, scope: !465)
!876 = !DILocation(line: 1339, column: 5, scope: !465)
!877 = !DILocation(line: 1340, column: 5, scope: !465)
!878 = !DILocation(line: 1343, column: 9, scope: !879)
!879 = distinct !DILexicalBlock(scope: !880, file: !3, line: 1343, column: 9)
!880 = distinct !DILexicalBlock(scope: !881, file: !3, line: 1342, column: 5)
!881 = distinct !DILexicalBlock(scope: !882, file: !3, line: 1341, column: 5)
!882 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1341, column: 5)
!883 = !DILocation(line: 1345, column: 13, scope: !884)
!884 = distinct !DILexicalBlock(scope: !885, file: !3, line: 1345, column: 13)
!885 = distinct !DILexicalBlock(scope: !886, file: !3, line: 1344, column: 9)
!886 = distinct !DILexicalBlock(scope: !879, file: !3, line: 1343, column: 9)
!887 = !DILocation(line: 1347, column: 33, scope: !888)
!888 = distinct !DILexicalBlock(scope: !889, file: !3, line: 1346, column: 13)
!889 = distinct !DILexicalBlock(scope: !884, file: !3, line: 1345, column: 13)
!890 = !DILocation(line: 1347, column: 48, scope: !888)
!891 = !DILocation(line: 1347, column: 17, scope: !888)
!892 = !DILocation(line: 1348, column: 48, scope: !888)
!893 = !DILocation(line: 1348, column: 33, scope: !888)
!894 = !DILocation(line: 1348, column: 17, scope: !888)
!895 = !DILocation(line: 1349, column: 48, scope: !888)
!896 = !DILocation(line: 1349, column: 33, scope: !888)
!897 = !DILocation(line: 1349, column: 17, scope: !888)
!898 = !DILocation(line: 1350, column: 21, scope: !888)
!899 = !DILocation(line: 1350, column: 39, scope: !900)
!900 = distinct !DILexicalBlock(scope: !888, file: !3, line: 1350, column: 21)
!901 = !DILocation(line: 1345, column: 33, scope: !889)
!902 = !DILocation(line: 1345, column: 27, scope: !889)
!903 = distinct !{!903, !883, !904, !517}
!904 = !DILocation(line: 1352, column: 13, scope: !884)
!905 = !DILocation(line: 1343, column: 29, scope: !886)
!906 = !DILocation(line: 1343, column: 23, scope: !886)
!907 = distinct !{!907, !878, !908, !517}
!908 = !DILocation(line: 1353, column: 9, scope: !879)
!909 = !DILocation(line: 1355, column: 5, scope: !465)
!910 = !DILocation(line: 1356, column: 5, scope: !465)
!911 = !DILocation(line: 1357, column: 5, scope: !465)
!912 = !DILocation(line: 1358, column: 5, scope: !465)
!913 = !DILocation(line: 1361, column: 9, scope: !914)
!914 = distinct !DILexicalBlock(scope: !915, file: !3, line: 1360, column: 5)
!915 = distinct !DILexicalBlock(scope: !916, file: !3, line: 1359, column: 5)
!916 = distinct !DILexicalBlock(scope: !465, file: !3, line: 1359, column: 5)
!917 = !DILocation(line: 1362, column: 13, scope: !914)
!918 = !DILocation(line: 1362, column: 31, scope: !919)
!919 = distinct !DILexicalBlock(scope: !914, file: !3, line: 1362, column: 13)
!920 = !DILocation(line: 1365, column: 5, scope: !465)
!921 = !DILocation(line: 1366, column: 5, scope: !465)
!922 = !DILocation(line: 1367, column: 5, scope: !465)
!923 = !DILocation(line: 1368, column: 5, scope: !465)
!924 = !DILocation(line: 1369, column: 5, scope: !465)
!925 = !DILocation(line: 1370, column: 5, scope: !465)
!926 = !DILocation(line: 1371, column: 28, scope: !465)
!927 = !DILocation(line: 1371, column: 21, scope: !465)
!928 = !DILocation(line: 1371, column: 5, scope: !465)
!929 = !DILocation(line: 1372, column: 28, scope: !465)
!930 = !DILocation(line: 1372, column: 21, scope: !465)
!931 = !DILocation(line: 1372, column: 5, scope: !465)
!932 = !DILocation(line: 1373, column: 28, scope: !465)
!933 = !DILocation(line: 1373, column: 21, scope: !465)
!934 = !DILocation(line: 1373, column: 5, scope: !465)
!935 = !DILocation(line: 1374, column: 5, scope: !465)
!936 = !DILocation(line: 1375, column: 21, scope: !465)
!937 = !DILocation(line: 1375, column: 5, scope: !465)
!938 = !DILocation(line: 1376, column: 21, scope: !465)
!939 = !DILocation(line: 1376, column: 5, scope: !465)
!940 = !DILocation(line: 1377, column: 28, scope: !465)
!941 = !DILocation(line: 1377, column: 21, scope: !465)
!942 = !DILocation(line: 1377, column: 5, scope: !465)
!943 = !DILocation(line: 1378, column: 28, scope: !465)
!944 = !DILocation(line: 1378, column: 21, scope: !465)
!945 = !DILocation(line: 1378, column: 5, scope: !465)
!946 = !DILocation(line: 1379, column: 28, scope: !465)
!947 = !DILocation(line: 1379, column: 21, scope: !465)
!948 = !DILocation(line: 1379, column: 5, scope: !465)
!949 = !DILocation(line: 1380, column: 5, scope: !465)
!950 = !DILocation(line: 1381, column: 23, scope: !465)
!951 = !DILocation(line: 1381, column: 37, scope: !465)
!952 = !DILocalVariable(name: "crc", arg: 1, scope: !953, file: !450, line: 49, type: !200)
!953 = distinct !DISubprogram(name: "platform_main_end", scope: !450, file: !450, line: 49, type: !954, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !956)
!954 = !DISubroutineType(types: !955)
!955 = !{null, !200, !7}
!956 = !{!952, !957}
!957 = !DILocalVariable(name: "flag", arg: 2, scope: !953, file: !450, line: 49, type: !7)
!958 = !DILocation(line: 0, scope: !953, inlinedAt: !959)
!959 = distinct !DILocation(line: 1381, column: 5, scope: !465)
!960 = !DILocation(line: 56, column: 2, scope: !953, inlinedAt: !959)
!961 = !DILocation(line: 1382, column: 5, scope: !465)
!962 = distinct !DISubprogram(name: "transparent_crc", scope: !198, file: !198, line: 110, type: !963, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !965)
!963 = !DISubroutineType(types: !964)
!964 = !{null, !249, !469, !7}
!965 = !{!966, !967, !968}
!966 = !DILocalVariable(name: "val", arg: 1, scope: !962, file: !198, line: 110, type: !249)
!967 = !DILocalVariable(name: "vname", arg: 2, scope: !962, file: !198, line: 110, type: !469)
!968 = !DILocalVariable(name: "flag", arg: 3, scope: !962, file: !198, line: 110, type: !7)
!969 = !DILocation(line: 0, scope: !962)
!970 = !DILocalVariable(name: "val", arg: 1, scope: !971, file: !198, line: 97, type: !249)
!971 = distinct !DISubprogram(name: "crc32_8bytes", scope: !198, file: !198, line: 97, type: !972, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !974)
!972 = !DISubroutineType(types: !973)
!973 = !{null, !249}
!974 = !{!970}
!975 = !DILocation(line: 0, scope: !971, inlinedAt: !976)
!976 = distinct !DILocation(line: 112, column: 2, scope: !962)
!977 = !DILocalVariable(name: "b", arg: 1, scope: !978, file: !198, line: 71, type: !149)
!978 = distinct !DISubprogram(name: "crc32_byte", scope: !198, file: !198, line: 71, type: !979, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !981)
!979 = !DISubroutineType(types: !980)
!980 = !{null, !149}
!981 = !{!977}
!982 = !DILocation(line: 0, scope: !978, inlinedAt: !983)
!983 = distinct !DILocation(line: 99, column: 2, scope: !971, inlinedAt: !976)
!984 = !DILocation(line: 73, column: 5, scope: !978, inlinedAt: !983)
!985 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !983)
!986 = !DILocation(line: 74, column: 33, scope: !978, inlinedAt: !983)
!987 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !983)
!988 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !983)
!989 = !DILocation(line: 100, column: 18, scope: !971, inlinedAt: !976)
!990 = !DILocation(line: 0, scope: !978, inlinedAt: !991)
!991 = distinct !DILocation(line: 100, column: 2, scope: !971, inlinedAt: !976)
!992 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !991)
!993 = !DILocation(line: 74, column: 33, scope: !978, inlinedAt: !991)
!994 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !991)
!995 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !991)
!996 = !DILocation(line: 101, column: 18, scope: !971, inlinedAt: !976)
!997 = !DILocation(line: 0, scope: !978, inlinedAt: !998)
!998 = distinct !DILocation(line: 101, column: 2, scope: !971, inlinedAt: !976)
!999 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !998)
!1000 = !DILocation(line: 74, column: 33, scope: !978, inlinedAt: !998)
!1001 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !998)
!1002 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !998)
!1003 = !DILocation(line: 102, column: 18, scope: !971, inlinedAt: !976)
!1004 = !DILocation(line: 0, scope: !978, inlinedAt: !1005)
!1005 = distinct !DILocation(line: 102, column: 2, scope: !971, inlinedAt: !976)
!1006 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !1005)
!1007 = !DILocation(line: 74, column: 33, scope: !978, inlinedAt: !1005)
!1008 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !1005)
!1009 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !1005)
!1010 = !DILocation(line: 103, column: 18, scope: !971, inlinedAt: !976)
!1011 = !DILocation(line: 0, scope: !978, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 103, column: 2, scope: !971, inlinedAt: !976)
!1013 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !1012)
!1014 = !DILocation(line: 74, column: 33, scope: !978, inlinedAt: !1012)
!1015 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !1012)
!1016 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !1012)
!1017 = !DILocation(line: 104, column: 18, scope: !971, inlinedAt: !976)
!1018 = !DILocation(line: 0, scope: !978, inlinedAt: !1019)
!1019 = distinct !DILocation(line: 104, column: 2, scope: !971, inlinedAt: !976)
!1020 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !1019)
!1021 = !DILocation(line: 74, column: 33, scope: !978, inlinedAt: !1019)
!1022 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !1019)
!1023 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !1019)
!1024 = !DILocation(line: 105, column: 18, scope: !971, inlinedAt: !976)
!1025 = !DILocation(line: 0, scope: !978, inlinedAt: !1026)
!1026 = distinct !DILocation(line: 105, column: 2, scope: !971, inlinedAt: !976)
!1027 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !1026)
!1028 = !DILocation(line: 74, column: 33, scope: !978, inlinedAt: !1026)
!1029 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !1026)
!1030 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !1026)
!1031 = !DILocation(line: 106, column: 18, scope: !971, inlinedAt: !976)
!1032 = !DILocation(line: 0, scope: !978, inlinedAt: !1033)
!1033 = distinct !DILocation(line: 106, column: 2, scope: !971, inlinedAt: !976)
!1034 = !DILocation(line: 73, column: 19, scope: !978, inlinedAt: !1033)
!1035 = !DILocation(line: 74, column: 3, scope: !978, inlinedAt: !1033)
!1036 = !DILocation(line: 73, column: 39, scope: !978, inlinedAt: !1033)
!1037 = !DILocation(line: 72, column: 16, scope: !978, inlinedAt: !1033)
!1038 = !DILocation(line: 113, column: 6, scope: !1039)
!1039 = distinct !DILexicalBlock(scope: !962, file: !198, line: 113, column: 6)
!1040 = !DILocation(line: 113, column: 6, scope: !962)
!1041 = !DILocation(line: 114, column: 73, scope: !1042)
!1042 = distinct !DILexicalBlock(scope: !1039, file: !198, line: 113, column: 12)
!1043 = !DILocation(line: 114, column: 5, scope: !1042)
!1044 = !DILocation(line: 115, column: 2, scope: !1042)
!1045 = !DILocation(line: 116, column: 1, scope: !962)
!1046 = !DISubprogram(name: "printf", scope: !1047, file: !1047, line: 356, type: !1048, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1047 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1048 = !DISubroutineType(types: !1049)
!1049 = !{!7, !1050, null}
!1050 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1051)
!1051 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1052, size: 64)
!1052 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
