; ModuleID = 'tests/programs/csmith/seed_1011.c'
source_filename = "tests/programs/csmith/seed_1011.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@g_11 = internal global i8 0, align 1, !dbg !335
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
@g_218 = internal global [1 x i16] [i16 1], align 2, !dbg !377
@.str.25 = private unnamed_addr constant [9 x i8] c"g_218[i]\00", align 1, !dbg !90
@g_221 = internal unnamed_addr global i64 -4918301790638880606, align 8, !dbg !383
@.str.26 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1, !dbg !92
@g_238 = internal unnamed_addr global i8 -13, align 1, !dbg !385
@.str.27 = private unnamed_addr constant [6 x i8] c"g_238\00", align 1, !dbg !94
@.str.28 = private unnamed_addr constant [6 x i8] c"g_286\00", align 1, !dbg !96
@g_324 = internal global i16 1, align 2, !dbg !389
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
@g_1356 = internal global i8 -35, align 1, !dbg !440
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
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !468 {
  %3 = alloca ptr, align 8, !DIAssignID !480
    #dbg_value(i32 %0, !474, !DIExpression(), !481)
    #dbg_value(ptr %1, !475, !DIExpression(), !481)
    #dbg_value(i32 0, !479, !DIExpression(), !481)
  %4 = icmp eq i32 %0, 2, !dbg !482
  br i1 %4, label %5, label %18, !dbg !484

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !485
  %7 = load ptr, ptr %6, align 8, !dbg !485, !tbaa !486
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !490
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !491
  %17 = zext i1 %16 to i32, !dbg !491
  br label %18, !dbg !491

18:                                               ; preds = %14, %2
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !481
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !481
    #dbg_value(i32 %20, !479, !DIExpression(), !481)
    #dbg_value(i32 -306674912, !492, !DIExpression(), !501)
    #dbg_value(i32 0, !498, !DIExpression(), !501)
  br label %21, !dbg !503

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ]
    #dbg_value(i64 %22, !498, !DIExpression(), !501)
    #dbg_value(i32 8, !499, !DIExpression(), !501)
    #dbg_value(i64 %22, !497, !DIExpression(), !501)
    #dbg_value(i32 8, !499, !DIExpression(), !501)
    #dbg_value(i64 %22, !497, !DIExpression(), !501)
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !505
  %24 = and i32 %23, 1, !dbg !505
  %25 = icmp eq i32 %24, 0, !dbg !505
  %26 = lshr i32 %23, 1, !dbg !512
  %27 = xor i32 %26, -306674912, !dbg !512
  %28 = select i1 %25, i32 %26, i32 %27, !dbg !512
    #dbg_value(i32 %28, !497, !DIExpression(), !501)
    #dbg_value(i32 7, !499, !DIExpression(), !501)
  %29 = and i32 %28, 1, !dbg !505
  %30 = icmp eq i32 %29, 0, !dbg !505
  %31 = lshr i32 %28, 1, !dbg !512
  %32 = xor i32 %31, -306674912, !dbg !512
  %33 = select i1 %30, i32 %31, i32 %32, !dbg !512
    #dbg_value(i32 %33, !497, !DIExpression(), !501)
    #dbg_value(i32 6, !499, !DIExpression(), !501)
  %34 = and i32 %33, 1, !dbg !505
  %35 = icmp eq i32 %34, 0, !dbg !505
  %36 = lshr i32 %33, 1, !dbg !512
  %37 = xor i32 %36, -306674912, !dbg !512
  %38 = select i1 %35, i32 %36, i32 %37, !dbg !512
    #dbg_value(i32 %38, !497, !DIExpression(), !501)
    #dbg_value(i32 5, !499, !DIExpression(), !501)
  %39 = and i32 %38, 1, !dbg !505
  %40 = icmp eq i32 %39, 0, !dbg !505
  %41 = lshr i32 %38, 1, !dbg !512
  %42 = xor i32 %41, -306674912, !dbg !512
  %43 = select i1 %40, i32 %41, i32 %42, !dbg !512
    #dbg_value(i32 %43, !497, !DIExpression(), !501)
    #dbg_value(i32 4, !499, !DIExpression(), !501)
  %44 = and i32 %43, 1, !dbg !505
  %45 = icmp eq i32 %44, 0, !dbg !505
  %46 = lshr i32 %43, 1, !dbg !512
  %47 = xor i32 %46, -306674912, !dbg !512
  %48 = select i1 %45, i32 %46, i32 %47, !dbg !512
    #dbg_value(i32 %48, !497, !DIExpression(), !501)
    #dbg_value(i32 3, !499, !DIExpression(), !501)
  %49 = and i32 %48, 1, !dbg !505
  %50 = icmp eq i32 %49, 0, !dbg !505
  %51 = lshr i32 %48, 1, !dbg !512
  %52 = xor i32 %51, -306674912, !dbg !512
  %53 = select i1 %50, i32 %51, i32 %52, !dbg !512
    #dbg_value(i32 %53, !497, !DIExpression(), !501)
    #dbg_value(i32 2, !499, !DIExpression(), !501)
  %54 = and i32 %53, 1, !dbg !505
  %55 = icmp eq i32 %54, 0, !dbg !505
  %56 = lshr i32 %53, 1, !dbg !512
  %57 = xor i32 %56, -306674912, !dbg !512
  %58 = select i1 %55, i32 %56, i32 %57, !dbg !512
    #dbg_value(i32 %58, !497, !DIExpression(), !501)
    #dbg_value(i32 1, !499, !DIExpression(), !501)
  %59 = and i32 %58, 1, !dbg !505
  %60 = icmp eq i32 %59, 0, !dbg !505
  %61 = lshr i32 %58, 1, !dbg !512
  %62 = xor i32 %61, -306674912, !dbg !512
  %63 = select i1 %60, i32 %61, i32 %62, !dbg !512
    #dbg_value(i32 %63, !497, !DIExpression(), !501)
    #dbg_value(i32 0, !499, !DIExpression(), !501)
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !513
  store i32 %63, ptr %64, align 4, !dbg !514, !tbaa !515
  %65 = add nuw nsw i64 %22, 1, !dbg !517
    #dbg_value(i64 %65, !498, !DIExpression(), !501)
  %66 = icmp eq i64 %65, 256, !dbg !518
  br i1 %66, label %67, label %21, !dbg !503, !llvm.loop !519

67:                                               ; preds = %21
    #dbg_assign(i1 undef, !522, !DIExpression(), !480, ptr %3, !DIExpression(), !687)
    #dbg_value(i64 poison, !536, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !689)
    #dbg_value(i16 5658, !536, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !689)
    #dbg_assign(i1 undef, !536, !DIExpression(DW_OP_LLVM_fragment, 80, 272), !690, ptr poison, !DIExpression(), !689)
    #dbg_value(i16 5658, !536, !DIExpression(DW_OP_LLVM_fragment, 352, 16), !689)
    #dbg_assign(i1 undef, !536, !DIExpression(DW_OP_LLVM_fragment, 368, 400), !691, ptr poison, !DIExpression(), !689)
    #dbg_value(i64 -1, !541, !DIExpression(), !689)
    #dbg_value(i32 -4, !542, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !689)
    #dbg_value(i32 -4, !542, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !689)
    #dbg_value(i32 -4, !542, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !689)
    #dbg_value(i32 -4, !542, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !689)
    #dbg_assign(i1 undef, !542, !DIExpression(DW_OP_LLVM_fragment, 128, 160), !692, ptr poison, !DIExpression(), !689)
    #dbg_assign(i32 9, !544, !DIExpression(), !693, ptr undef, !DIExpression(), !689)
    #dbg_value(i16 -10, !545, !DIExpression(), !689)
    #dbg_value(ptr null, !546, !DIExpression(), !689)
    #dbg_value(ptr undef, !549, !DIExpression(), !689)
    #dbg_value(ptr undef, !551, !DIExpression(), !689)
    #dbg_value(i32 0, !553, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !689)
    #dbg_value(i32 0, !553, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !689)
    #dbg_value(i32 0, !553, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !689)
    #dbg_value(i32 0, !553, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !689)
    #dbg_value(i32 0, !553, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !689)
    #dbg_value(i32 0, !553, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !689)
    #dbg_value(i32 -8, !553, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !689)
    #dbg_value(i32 -8, !553, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !689)
    #dbg_value(i32 -8, !553, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !689)
    #dbg_value(i32 -8, !553, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !689)
    #dbg_value(i32 -8, !553, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !689)
    #dbg_value(i32 -8, !553, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !689)
    #dbg_value(i32 -218705303, !555, !DIExpression(DW_OP_LLVM_fragment, 2240, 32), !689)
    #dbg_value(i32 poison, !555, !DIExpression(DW_OP_LLVM_fragment, 2272, 32), !689)
    #dbg_value(i32 -1924133399, !558, !DIExpression(), !689)
    #dbg_value(i8 -71, !559, !DIExpression(), !689)
    #dbg_value(i32 -1229928354, !560, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !689)
    #dbg_assign(i1 undef, !560, !DIExpression(DW_OP_LLVM_fragment, 960, 224), !694, ptr poison, !DIExpression(), !689)
    #dbg_value(i32 -1086812592, !560, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !689)
    #dbg_assign(i1 undef, !560, !DIExpression(DW_OP_LLVM_fragment, 1216, 576), !695, ptr poison, !DIExpression(), !689)
    #dbg_value(ptr @g_57, !563, !DIExpression(), !689)
    #dbg_value(ptr null, !564, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !689)
    #dbg_value(ptr null, !564, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !689)
    #dbg_value(ptr null, !564, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !689)
    #dbg_value(ptr null, !564, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !689)
    #dbg_value(ptr poison, !568, !DIExpression(), !689)
    #dbg_value(i16 25168, !569, !DIExpression(), !689)
    #dbg_value(i32 -1824031337, !571, !DIExpression(), !689)
    #dbg_value(i32 3, !539, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !689)
    #dbg_value(i32 3, !539, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !689)
    #dbg_value(i64 2, !572, !DIExpression(), !689)
    #dbg_value(ptr poison, !575, !DIExpression(), !696)
    #dbg_value(i32 1519620319, !581, !DIExpression(), !696)
    #dbg_value(ptr poison, !582, !DIExpression(), !696)
    #dbg_value(ptr poison, !584, !DIExpression(), !696)
    #dbg_value(ptr poison, !586, !DIExpression(), !696)
    #dbg_value(ptr undef, !587, !DIExpression(), !696)
    #dbg_value(ptr poison, !589, !DIExpression(), !696)
    #dbg_value(i16 -4, !590, !DIExpression(), !696)
    #dbg_value(i64 0, !591, !DIExpression(), !696)
    #dbg_value(i16 30811, !592, !DIExpression(), !696)
    #dbg_value(i16 -5197, !593, !DIExpression(), !696)
    #dbg_value(i8 0, !594, !DIExpression(), !696)
    #dbg_value(i8 -105, !595, !DIExpression(), !696)
    #dbg_value(ptr poison, !600, !DIExpression(), !696)
  %68 = load i32, ptr @g_12, align 4, !tbaa !515
  %69 = add i32 %68, -1, !dbg !697
  store i32 %69, ptr @g_12, align 4, !dbg !697, !tbaa !515
    #dbg_value(i16 5658, !536, !DIExpression(DW_OP_LLVM_fragment, 352, 16), !689)
    #dbg_value(i64 poison, !541, !DIExpression(), !689)
    #dbg_value(i32 -1086812592, !560, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !689)
    #dbg_value(i32 -1903397980, !604, !DIExpression(), !698)
    #dbg_value(ptr poison, !605, !DIExpression(), !698)
    #dbg_value(i8 -42, !606, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !698)
    #dbg_assign(i1 undef, !606, !DIExpression(DW_OP_LLVM_fragment, 48, 24), !699, ptr poison, !DIExpression(), !698)
    #dbg_value(i32 -1873516452, !608, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !698)
    #dbg_assign(i1 undef, !608, !DIExpression(DW_OP_LLVM_fragment, 544, 6624), !700, ptr poison, !DIExpression(), !698)
    #dbg_value(ptr undef, !610, !DIExpression(), !698)
    #dbg_value(i32 -1873516452, !608, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !698)
    #dbg_value(i32 4, !614, !DIExpression(), !701)
    #dbg_value(ptr poison, !615, !DIExpression(), !701)
    #dbg_value(ptr undef, !616, !DIExpression(), !701)
    #dbg_value(ptr undef, !618, !DIExpression(), !701)
    #dbg_value(ptr undef, !620, !DIExpression(), !701)
    #dbg_value(ptr undef, !622, !DIExpression(), !701)
    #dbg_value(ptr poison, !624, !DIExpression(), !701)
    #dbg_value(ptr null, !625, !DIExpression(), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13440, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13504, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13568, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13632, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13696, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13760, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13824, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13888, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 13952, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14016, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14080, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14144, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14208, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14272, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14336, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14400, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14464, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14528, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14592, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14656, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14720, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14784, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14848, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14912, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 14976, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15040, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15104, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15168, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15232, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15296, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15360, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15424, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15488, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15552, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15616, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15680, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15744, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15808, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15872, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 15936, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 16000, 64), !701)
    #dbg_value(ptr undef, !626, !DIExpression(DW_OP_LLVM_fragment, 16064, 64), !701)
    #dbg_value(ptr poison, !633, !DIExpression(), !687)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3, !dbg !702
    #dbg_assign(ptr poison, !522, !DIExpression(), !703, ptr %3, !DIExpression(), !687)
    #dbg_value(ptr %3, !634, !DIExpression(), !687)
    #dbg_value(ptr null, !639, !DIExpression(), !687)
    #dbg_value(ptr null, !641, !DIExpression(), !687)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !687)
    #dbg_value(i32 poison, !646, !DIExpression(), !687)
    #dbg_value(i32 poison, !645, !DIExpression(), !687)
  %70 = load i64, ptr @g_221, align 8, !dbg !704, !tbaa !705
  %71 = or i64 %70, 1, !dbg !704
  store i64 %71, ptr @g_221, align 8, !dbg !704, !tbaa !705
  %72 = load volatile i16, ptr @g_218, align 2, !dbg !707, !tbaa !708
  %73 = load i8, ptr @g_238, align 1, !dbg !710, !tbaa !711
  %74 = xor i8 %73, -92, !dbg !710
  store i8 %74, ptr @g_238, align 1, !dbg !710, !tbaa !711
    #dbg_value(i16 5658, !536, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 352, 16), !689)
  store ptr %3, ptr @g_1353, align 8, !dbg !712, !tbaa !486
  %75 = load volatile ptr, ptr @g_1370, align 8, !dbg !713, !tbaa !486
  store i32 -1, ptr %75, align 4, !dbg !714, !tbaa !515
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3, !dbg !715
  %76 = load volatile i32, ptr @g_3, align 4, !dbg !716, !tbaa !515
  %77 = sext i32 %76 to i64, !dbg !716
  call fastcc void @transparent_crc(i64 noundef %77, ptr noundef nonnull @.str.1, i32 noundef signext %20), !dbg !717
  %78 = load volatile i32, ptr @g_4, align 4, !dbg !718, !tbaa !515
  %79 = sext i32 %78 to i64, !dbg !718
  call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.2, i32 noundef signext %20), !dbg !719
  %80 = load volatile i32, ptr @g_5, align 4, !dbg !720, !tbaa !515
  %81 = sext i32 %80 to i64, !dbg !720
  call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.3, i32 noundef signext %20), !dbg !721
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %20), !dbg !722
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !723
  %82 = load volatile i8, ptr @g_11, align 1, !dbg !724, !tbaa !711
  %83 = sext i8 %82 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %83, ptr noundef nonnull @.str.6, i32 noundef signext %20), !dbg !725
  %84 = load i32, ptr @g_12, align 4, !dbg !726, !tbaa !515
  %85 = zext i32 %84 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !727
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.8, i32 noundef signext %20), !dbg !728
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.9, i32 noundef signext %20), !dbg !729
    #dbg_value(i32 0, !476, !DIExpression(), !481)
  br label %86, !dbg !730

86:                                               ; preds = %67, %143
  %87 = phi i64 [ 0, %67 ], [ %144, %143 ]
    #dbg_value(i64 %87, !476, !DIExpression(), !481)
    #dbg_value(i32 0, !477, !DIExpression(), !481)
    #dbg_value(i64 0, !477, !DIExpression(), !481)
  %88 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 0, !dbg !732
  %89 = load i32, ptr %88, align 4, !dbg !732, !tbaa !515
  %90 = sext i32 %89 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  br i1 %19, label %91, label %110, !dbg !739

91:                                               ; preds = %86
    #dbg_value(i64 1, !477, !DIExpression(), !481)
  %92 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 1, !dbg !732
  %93 = load i32, ptr %92, align 4, !dbg !732, !tbaa !515
  %94 = sext i32 %93 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
    #dbg_value(i64 2, !477, !DIExpression(), !481)
  %95 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 2, !dbg !732
  %96 = load i32, ptr %95, align 4, !dbg !732, !tbaa !515
  %97 = sext i32 %96 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
    #dbg_value(i64 3, !477, !DIExpression(), !481)
  %98 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 3, !dbg !732
  %99 = load i32, ptr %98, align 4, !dbg !732, !tbaa !515
  %100 = sext i32 %99 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
    #dbg_value(i64 4, !477, !DIExpression(), !481)
  %101 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 4, !dbg !732
  %102 = load i32, ptr %101, align 4, !dbg !732, !tbaa !515
  %103 = sext i32 %102 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
    #dbg_value(i64 5, !477, !DIExpression(), !481)
  %104 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 5, !dbg !732
  %105 = load i32, ptr %104, align 4, !dbg !732, !tbaa !515
  %106 = sext i32 %105 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
    #dbg_value(i64 6, !477, !DIExpression(), !481)
  %107 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 6, !dbg !732
  %108 = load i32, ptr %107, align 4, !dbg !732, !tbaa !515
  %109 = sext i32 %108 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  br label %143, !dbg !739

110:                                              ; preds = %86
  %111 = trunc nuw nsw i64 %87 to i32, !dbg !740
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %111, i32 noundef signext 0), !dbg !740
    #dbg_value(i64 1, !477, !DIExpression(), !481)
  %113 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 1, !dbg !732
  %114 = load i32, ptr %113, align 4, !dbg !732, !tbaa !515
  %115 = sext i32 %114 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  %116 = trunc nuw nsw i64 %87 to i32, !dbg !740
  %117 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %116, i32 noundef signext 1), !dbg !740
    #dbg_value(i64 2, !477, !DIExpression(), !481)
  %118 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 2, !dbg !732
  %119 = load i32, ptr %118, align 4, !dbg !732, !tbaa !515
  %120 = sext i32 %119 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  %121 = trunc nuw nsw i64 %87 to i32, !dbg !740
  %122 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %121, i32 noundef signext 2), !dbg !740
    #dbg_value(i64 3, !477, !DIExpression(), !481)
  %123 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 3, !dbg !732
  %124 = load i32, ptr %123, align 4, !dbg !732, !tbaa !515
  %125 = sext i32 %124 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  %126 = trunc nuw nsw i64 %87 to i32, !dbg !740
  %127 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %126, i32 noundef signext 3), !dbg !740
    #dbg_value(i64 4, !477, !DIExpression(), !481)
  %128 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 4, !dbg !732
  %129 = load i32, ptr %128, align 4, !dbg !732, !tbaa !515
  %130 = sext i32 %129 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  %131 = trunc nuw nsw i64 %87 to i32, !dbg !740
  %132 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %131, i32 noundef signext 4), !dbg !740
    #dbg_value(i64 5, !477, !DIExpression(), !481)
  %133 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 5, !dbg !732
  %134 = load i32, ptr %133, align 4, !dbg !732, !tbaa !515
  %135 = sext i32 %134 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  %136 = trunc nuw nsw i64 %87 to i32, !dbg !740
  %137 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %136, i32 noundef signext 5), !dbg !740
    #dbg_value(i64 6, !477, !DIExpression(), !481)
  %138 = getelementptr inbounds [3 x [7 x i32]], ptr @g_57, i64 0, i64 %87, i64 6, !dbg !732
  %139 = load i32, ptr %138, align 4, !dbg !732, !tbaa !515
  %140 = sext i32 %139 to i64, !dbg !732
  call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !738
  %141 = trunc nuw nsw i64 %87 to i32, !dbg !740
  %142 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %141, i32 noundef signext 6), !dbg !740
  br label %143, !dbg !740

143:                                              ; preds = %91, %110
    #dbg_value(i64 7, !477, !DIExpression(), !481)
  %144 = add nuw nsw i64 %87, 1, !dbg !742
    #dbg_value(i64 %144, !476, !DIExpression(), !481)
  %145 = icmp eq i64 %144, 3, !dbg !743
  br i1 %145, label %146, label %86, !dbg !730, !llvm.loop !744

146:                                              ; preds = %143
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !746
    #dbg_value(i32 0, !476, !DIExpression(), !481)
  br label %147, !dbg !747

147:                                              ; preds = %146, %207
  %148 = phi i64 [ 0, %146 ], [ %208, %207 ]
    #dbg_value(i64 %148, !476, !DIExpression(), !481)
    #dbg_value(i32 0, !477, !DIExpression(), !481)
  %149 = trunc nuw nsw i64 %148 to i32
  %150 = trunc nuw nsw i64 %148 to i32
  %151 = trunc nuw nsw i64 %148 to i32
  %152 = trunc nuw nsw i64 %148 to i32
  %153 = trunc nuw nsw i64 %148 to i32
  %154 = trunc nuw nsw i64 %148 to i32
  br label %155, !dbg !749

155:                                              ; preds = %147, %204
  %156 = phi i64 [ 0, %147 ], [ %205, %204 ]
    #dbg_value(i64 %156, !477, !DIExpression(), !481)
    #dbg_value(i64 0, !478, !DIExpression(), !481)
  %157 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 0, !dbg !753
  %158 = load i16, ptr %157, align 2, !dbg !753, !tbaa !708
  %159 = sext i16 %158 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
  br i1 %19, label %160, label %176, !dbg !760

160:                                              ; preds = %155
    #dbg_value(i64 1, !478, !DIExpression(), !481)
  %161 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 1, !dbg !753
  %162 = load i16, ptr %161, align 2, !dbg !753, !tbaa !708
  %163 = sext i16 %162 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
    #dbg_value(i64 2, !478, !DIExpression(), !481)
  %164 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 2, !dbg !753
  %165 = load i16, ptr %164, align 2, !dbg !753, !tbaa !708
  %166 = sext i16 %165 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
    #dbg_value(i64 3, !478, !DIExpression(), !481)
  %167 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 3, !dbg !753
  %168 = load i16, ptr %167, align 2, !dbg !753, !tbaa !708
  %169 = sext i16 %168 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
    #dbg_value(i64 4, !478, !DIExpression(), !481)
  %170 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 4, !dbg !753
  %171 = load i16, ptr %170, align 2, !dbg !753, !tbaa !708
  %172 = sext i16 %171 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
    #dbg_value(i64 5, !478, !DIExpression(), !481)
  %173 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 5, !dbg !753
  %174 = load i16, ptr %173, align 2, !dbg !753, !tbaa !708
  %175 = sext i16 %174 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
  br label %204, !dbg !760

176:                                              ; preds = %155
  %177 = trunc nuw nsw i64 %156 to i32, !dbg !761
  %178 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %149, i32 noundef signext %177, i32 noundef signext 0), !dbg !761
    #dbg_value(i64 1, !478, !DIExpression(), !481)
  %179 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 1, !dbg !753
  %180 = load i16, ptr %179, align 2, !dbg !753, !tbaa !708
  %181 = sext i16 %180 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %181, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
  %182 = trunc nuw nsw i64 %156 to i32, !dbg !761
  %183 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %150, i32 noundef signext %182, i32 noundef signext 1), !dbg !761
    #dbg_value(i64 2, !478, !DIExpression(), !481)
  %184 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 2, !dbg !753
  %185 = load i16, ptr %184, align 2, !dbg !753, !tbaa !708
  %186 = sext i16 %185 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
  %187 = trunc nuw nsw i64 %156 to i32, !dbg !761
  %188 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %151, i32 noundef signext %187, i32 noundef signext 2), !dbg !761
    #dbg_value(i64 3, !478, !DIExpression(), !481)
  %189 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 3, !dbg !753
  %190 = load i16, ptr %189, align 2, !dbg !753, !tbaa !708
  %191 = sext i16 %190 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
  %192 = trunc nuw nsw i64 %156 to i32, !dbg !761
  %193 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %152, i32 noundef signext %192, i32 noundef signext 3), !dbg !761
    #dbg_value(i64 4, !478, !DIExpression(), !481)
  %194 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 4, !dbg !753
  %195 = load i16, ptr %194, align 2, !dbg !753, !tbaa !708
  %196 = sext i16 %195 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %196, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
  %197 = trunc nuw nsw i64 %156 to i32, !dbg !761
  %198 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %153, i32 noundef signext %197, i32 noundef signext 4), !dbg !761
    #dbg_value(i64 5, !478, !DIExpression(), !481)
  %199 = getelementptr inbounds [4 x [10 x [6 x i16]]], ptr @g_78, i64 0, i64 %148, i64 %156, i64 5, !dbg !753
  %200 = load i16, ptr %199, align 2, !dbg !753, !tbaa !708
  %201 = sext i16 %200 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.13, i32 noundef signext %20), !dbg !759
  %202 = trunc nuw nsw i64 %156 to i32, !dbg !761
  %203 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %154, i32 noundef signext %202, i32 noundef signext 5), !dbg !761
  br label %204, !dbg !761

204:                                              ; preds = %160, %176
    #dbg_value(i64 6, !478, !DIExpression(), !481)
  %205 = add nuw nsw i64 %156, 1, !dbg !763
    #dbg_value(i64 %205, !477, !DIExpression(), !481)
  %206 = icmp eq i64 %205, 10, !dbg !764
  br i1 %206, label %207, label %155, !dbg !749, !llvm.loop !765

207:                                              ; preds = %204
  %208 = add nuw nsw i64 %148, 1, !dbg !767
    #dbg_value(i64 %208, !476, !DIExpression(), !481)
  %209 = icmp eq i64 %208, 4, !dbg !768
  br i1 %209, label %210, label %147, !dbg !747, !llvm.loop !769

210:                                              ; preds = %207
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef signext %20), !dbg !771
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !772
    #dbg_value(i64 0, !476, !DIExpression(), !481)
  %211 = load volatile i32, ptr @g_123, align 4, !dbg !773, !tbaa !711
  %212 = sext i32 %211 to i64, !dbg !777
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.17, i32 noundef signext %20), !dbg !778
  %213 = load volatile i32, ptr @g_123, align 4, !dbg !779, !tbaa !711
  %214 = zext i32 %213 to i64, !dbg !780
  call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.18, i32 noundef signext %20), !dbg !781
  %215 = load volatile i32, ptr @g_123, align 4, !dbg !782
  %216 = shl i32 %215, 10, !dbg !782
  %217 = ashr exact i32 %216, 10, !dbg !782
  %218 = sext i32 %217 to i64, !dbg !783
  call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.19, i32 noundef signext %20), !dbg !784
  br i1 %19, label %221, label %219, !dbg !785

219:                                              ; preds = %210
  %220 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0), !dbg !786
  br label %221, !dbg !786

221:                                              ; preds = %210, %219
    #dbg_value(i64 1, !476, !DIExpression(), !481)
  %222 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !773, !tbaa !711
  %223 = sext i32 %222 to i64, !dbg !777
  call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.17, i32 noundef signext %20), !dbg !778
  %224 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !779, !tbaa !711
  %225 = zext i32 %224 to i64, !dbg !780
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.18, i32 noundef signext %20), !dbg !781
  %226 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 4), align 4, !dbg !782
  %227 = shl i32 %226, 10, !dbg !782
  %228 = ashr exact i32 %227, 10, !dbg !782
  %229 = sext i32 %228 to i64, !dbg !783
  call fastcc void @transparent_crc(i64 noundef %229, ptr noundef nonnull @.str.19, i32 noundef signext %20), !dbg !784
  br i1 %19, label %232, label %230, !dbg !785

230:                                              ; preds = %221
  %231 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 1), !dbg !786
  br label %232, !dbg !786

232:                                              ; preds = %230, %221
    #dbg_value(i64 2, !476, !DIExpression(), !481)
  %233 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !dbg !773, !tbaa !711
  %234 = sext i32 %233 to i64, !dbg !777
  call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.17, i32 noundef signext %20), !dbg !778
  %235 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !dbg !779, !tbaa !711
  %236 = zext i32 %235 to i64, !dbg !780
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.18, i32 noundef signext %20), !dbg !781
  %237 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 8), align 4, !dbg !782
  %238 = shl i32 %237, 10, !dbg !782
  %239 = ashr exact i32 %238, 10, !dbg !782
  %240 = sext i32 %239 to i64, !dbg !783
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.19, i32 noundef signext %20), !dbg !784
  br i1 %19, label %243, label %241, !dbg !785

241:                                              ; preds = %232
  %242 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 2), !dbg !786
  br label %243, !dbg !786

243:                                              ; preds = %241, %232
    #dbg_value(i64 3, !476, !DIExpression(), !481)
  %244 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !773, !tbaa !711
  %245 = sext i32 %244 to i64, !dbg !777
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.17, i32 noundef signext %20), !dbg !778
  %246 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !779, !tbaa !711
  %247 = zext i32 %246 to i64, !dbg !780
  call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.18, i32 noundef signext %20), !dbg !781
  %248 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_123, i64 12), align 4, !dbg !782
  %249 = shl i32 %248, 10, !dbg !782
  %250 = ashr exact i32 %249, 10, !dbg !782
  %251 = sext i32 %250 to i64, !dbg !783
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.19, i32 noundef signext %20), !dbg !784
  br i1 %19, label %254, label %252, !dbg !785

252:                                              ; preds = %243
  %253 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 3), !dbg !786
  br label %254, !dbg !786

254:                                              ; preds = %252, %243
    #dbg_value(i64 4, !476, !DIExpression(), !481)
  %255 = load volatile i32, ptr @g_152, align 4, !dbg !788, !tbaa !515
  %256 = sext i32 %255 to i64, !dbg !788
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !789
  %257 = load volatile i64, ptr @g_155, align 8, !dbg !790, !tbaa !705
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.22, i32 noundef signext %20), !dbg !791
  %258 = load volatile i32, ptr @g_160, align 8, !dbg !792, !tbaa !711
  %259 = zext i32 %258 to i64, !dbg !793
  call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.23, i32 noundef signext %20), !dbg !794
  %260 = load volatile i16, ptr @g_160, align 8, !dbg !795, !tbaa !711
  %261 = zext i16 %260 to i64, !dbg !796
  call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.24, i32 noundef signext %20), !dbg !797
    #dbg_value(i32 poison, !476, !DIExpression(), !481)
  %262 = load volatile i16, ptr @g_218, align 2, !dbg !798, !tbaa !708
  %263 = zext i16 %262 to i64, !dbg !798
  call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.25, i32 noundef signext %20), !dbg !802
  br i1 %19, label %266, label %264, !dbg !803

264:                                              ; preds = %254
  %265 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0), !dbg !804
  br label %266, !dbg !804

266:                                              ; preds = %264, %254
    #dbg_value(i32 poison, !476, !DIExpression(), !481)
  %267 = load i64, ptr @g_221, align 8, !dbg !806, !tbaa !705
  call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.26, i32 noundef signext %20), !dbg !807
  %268 = load i8, ptr @g_238, align 1, !dbg !808, !tbaa !711
  %269 = sext i8 %268 to i64, !dbg !808
  call fastcc void @transparent_crc(i64 noundef %269, ptr noundef nonnull @.str.27, i32 noundef signext %20), !dbg !809
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.28, i32 noundef signext %20), !dbg !810
  %270 = load volatile i16, ptr @g_324, align 2, !dbg !811, !tbaa !708
  %271 = sext i16 %270 to i64, !dbg !811
  call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !812
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.30, i32 noundef signext %20), !dbg !813
  call fastcc void @transparent_crc(i64 noundef 1139671712, ptr noundef nonnull @.str.31, i32 noundef signext %20), !dbg !814
  %272 = load i32, ptr @g_375, align 4, !dbg !815, !tbaa !711
  %273 = sext i32 %272 to i64, !dbg !816
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.32, i32 noundef signext %20), !dbg !817
  %274 = load volatile i32, ptr @g_375, align 4, !dbg !818, !tbaa !711
  %275 = zext i32 %274 to i64, !dbg !819
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.33, i32 noundef signext %20), !dbg !820
  %276 = load volatile i32, ptr @g_375, align 4, !dbg !821
  %277 = shl i32 %276, 10, !dbg !821
  %278 = ashr exact i32 %277, 10, !dbg !821
  %279 = sext i32 %278 to i64, !dbg !822
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.34, i32 noundef signext %20), !dbg !823
    #dbg_value(i32 0, !476, !DIExpression(), !481)
  br label %280, !dbg !824

280:                                              ; preds = %266, %334
  %281 = phi i64 [ 0, %266 ], [ %335, %334 ]
    #dbg_value(i64 %281, !476, !DIExpression(), !481)
    #dbg_value(i32 0, !477, !DIExpression(), !481)
  %282 = trunc nuw nsw i64 %281 to i32
  %283 = trunc nuw nsw i64 %281 to i32
  %284 = trunc nuw nsw i64 %281 to i32
  %285 = trunc nuw nsw i64 %281 to i32
  br label %286, !dbg !826

286:                                              ; preds = %280, %331
  %287 = phi i64 [ 0, %280 ], [ %332, %331 ]
    #dbg_value(i64 %287, !477, !DIExpression(), !481)
    #dbg_value(i64 0, !478, !DIExpression(), !481)
  %288 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 0, !dbg !830
  %289 = load i32, ptr %288, align 8, !dbg !836, !tbaa !711
  %290 = zext i32 %289 to i64, !dbg !830
  call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.35, i32 noundef signext %20), !dbg !837
  %291 = load i16, ptr %288, align 8, !dbg !838, !tbaa !711
  %292 = zext i16 %291 to i64, !dbg !839
  call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.36, i32 noundef signext %20), !dbg !840
  br i1 %19, label %303, label %293, !dbg !841

293:                                              ; preds = %286
  %294 = trunc nuw nsw i64 %287 to i32, !dbg !842
  %295 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %282, i32 noundef signext %294, i32 noundef signext 0), !dbg !842
    #dbg_value(i64 1, !478, !DIExpression(), !481)
  %296 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 1, !dbg !830
  %297 = load i32, ptr %296, align 8, !dbg !836, !tbaa !711
  %298 = zext i32 %297 to i64, !dbg !830
  call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.35, i32 noundef signext %20), !dbg !837
  %299 = load i16, ptr %296, align 8, !dbg !838, !tbaa !711
  %300 = zext i16 %299 to i64, !dbg !839
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.36, i32 noundef signext %20), !dbg !840
  %301 = trunc nuw nsw i64 %287 to i32, !dbg !842
  %302 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %283, i32 noundef signext %301, i32 noundef signext 1), !dbg !842
  br label %309, !dbg !842

303:                                              ; preds = %286
    #dbg_value(i64 1, !478, !DIExpression(), !481)
  %304 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 1, !dbg !830
  %305 = load i32, ptr %304, align 8, !dbg !836, !tbaa !711
  %306 = zext i32 %305 to i64, !dbg !830
  call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.35, i32 noundef signext %20), !dbg !837
  %307 = load i16, ptr %304, align 8, !dbg !838, !tbaa !711
  %308 = zext i16 %307 to i64, !dbg !839
  call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.36, i32 noundef signext %20), !dbg !840
  br label %309, !dbg !841

309:                                              ; preds = %303, %293
    #dbg_value(i64 2, !478, !DIExpression(), !481)
  %310 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 2, !dbg !830
  %311 = load i32, ptr %310, align 8, !dbg !836, !tbaa !711
  %312 = zext i32 %311 to i64, !dbg !830
  call fastcc void @transparent_crc(i64 noundef %312, ptr noundef nonnull @.str.35, i32 noundef signext %20), !dbg !837
  %313 = load i16, ptr %310, align 8, !dbg !838, !tbaa !711
  %314 = zext i16 %313 to i64, !dbg !839
  call fastcc void @transparent_crc(i64 noundef %314, ptr noundef nonnull @.str.36, i32 noundef signext %20), !dbg !840
  br i1 %19, label %325, label %315, !dbg !841

315:                                              ; preds = %309
  %316 = trunc nuw nsw i64 %287 to i32, !dbg !842
  %317 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %284, i32 noundef signext %316, i32 noundef signext 2), !dbg !842
    #dbg_value(i64 3, !478, !DIExpression(), !481)
  %318 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 3, !dbg !830
  %319 = load i32, ptr %318, align 8, !dbg !836, !tbaa !711
  %320 = zext i32 %319 to i64, !dbg !830
  call fastcc void @transparent_crc(i64 noundef %320, ptr noundef nonnull @.str.35, i32 noundef signext %20), !dbg !837
  %321 = load i16, ptr %318, align 8, !dbg !838, !tbaa !711
  %322 = zext i16 %321 to i64, !dbg !839
  call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.36, i32 noundef signext %20), !dbg !840
  %323 = trunc nuw nsw i64 %287 to i32, !dbg !842
  %324 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %285, i32 noundef signext %323, i32 noundef signext 3), !dbg !842
  br label %331, !dbg !842

325:                                              ; preds = %309
    #dbg_value(i64 3, !478, !DIExpression(), !481)
  %326 = getelementptr inbounds [8 x [7 x [4 x %union.U1]]], ptr @g_424, i64 0, i64 %281, i64 %287, i64 3, !dbg !830
  %327 = load i32, ptr %326, align 8, !dbg !836, !tbaa !711
  %328 = zext i32 %327 to i64, !dbg !830
  call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.35, i32 noundef signext %20), !dbg !837
  %329 = load i16, ptr %326, align 8, !dbg !838, !tbaa !711
  %330 = zext i16 %329 to i64, !dbg !839
  call fastcc void @transparent_crc(i64 noundef %330, ptr noundef nonnull @.str.36, i32 noundef signext %20), !dbg !840
  br label %331, !dbg !841

331:                                              ; preds = %325, %315
    #dbg_value(i64 4, !478, !DIExpression(), !481)
  %332 = add nuw nsw i64 %287, 1, !dbg !844
    #dbg_value(i64 %332, !477, !DIExpression(), !481)
  %333 = icmp eq i64 %332, 7, !dbg !845
  br i1 %333, label %334, label %286, !dbg !826, !llvm.loop !846

334:                                              ; preds = %331
  %335 = add nuw nsw i64 %281, 1, !dbg !848
    #dbg_value(i64 %335, !476, !DIExpression(), !481)
  %336 = icmp eq i64 %335, 8, !dbg !849
  br i1 %336, label %337, label %280, !dbg !824, !llvm.loop !850

337:                                              ; preds = %334
  call fastcc void @transparent_crc(i64 noundef 190, ptr noundef nonnull @.str.37, i32 noundef signext %20), !dbg !852
  call fastcc void @transparent_crc(i64 noundef -56, ptr noundef nonnull @.str.38, i32 noundef signext %20), !dbg !853
  %338 = load i32, ptr @g_505, align 4, !dbg !854, !tbaa !711
  %339 = sext i32 %338 to i64, !dbg !855
  call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.39, i32 noundef signext %20), !dbg !856
  %340 = load volatile i32, ptr @g_505, align 4, !dbg !857, !tbaa !711
  %341 = zext i32 %340 to i64, !dbg !858
  call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.40, i32 noundef signext %20), !dbg !859
  %342 = load volatile i32, ptr @g_505, align 4, !dbg !860
  %343 = shl i32 %342, 10, !dbg !860
  %344 = ashr exact i32 %343, 10, !dbg !860
  %345 = sext i32 %344 to i64, !dbg !861
  call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.41, i32 noundef signext %20), !dbg !862
    #dbg_value(i64 0, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  br i1 %19, label %346, label %347, !dbg !867

346:                                              ; preds = %337
    #dbg_value(i64 1, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 2, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 3, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 4, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 5, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 6, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 7, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 8, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
    #dbg_value(i64 9, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  br label %358, !dbg !867

347:                                              ; preds = %337
  %348 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0), !dbg !868
    #dbg_value(i64 1, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %349 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 1), !dbg !868
    #dbg_value(i64 2, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %350 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 2), !dbg !868
    #dbg_value(i64 3, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %351 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 3), !dbg !868
    #dbg_value(i64 4, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %352 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 4), !dbg !868
    #dbg_value(i64 5, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %353 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 5), !dbg !868
    #dbg_value(i64 6, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %354 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 6), !dbg !868
    #dbg_value(i64 7, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %355 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 7), !dbg !868
    #dbg_value(i64 8, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %356 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 8), !dbg !868
    #dbg_value(i64 9, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !863
  %357 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 9), !dbg !868
  br label %358, !dbg !868

358:                                              ; preds = %346, %347
    #dbg_value(i64 10, !476, !DIExpression(), !481)
  %359 = load volatile i32, ptr @g_774, align 4, !dbg !870, !tbaa !711
  %360 = sext i32 %359 to i64, !dbg !871
  call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.43, i32 noundef signext %20), !dbg !872
  %361 = load volatile i32, ptr @g_774, align 4, !dbg !873, !tbaa !711
  %362 = zext i32 %361 to i64, !dbg !874
  call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.44, i32 noundef signext %20), !dbg !875
  %363 = load volatile i32, ptr @g_774, align 4, !dbg !876
  %364 = shl i32 %363, 10, !dbg !876
  %365 = ashr exact i32 %364, 10, !dbg !876
  %366 = sext i32 %365 to i64, !dbg !877
  call fastcc void @transparent_crc(i64 noundef %366, ptr noundef nonnull @.str.45, i32 noundef signext %20), !dbg !878
  call fastcc void @transparent_crc(i64 noundef 53815, ptr noundef nonnull @.str.46, i32 noundef signext %20), !dbg !879
    #dbg_value(i64 0, !476, !DIExpression(), !481)
    #dbg_value(i32 0, !477, !DIExpression(), !481)
  br label %367, !dbg !880

367:                                              ; preds = %358, %387
  %368 = phi i64 [ 0, %358 ], [ %388, %387 ]
    #dbg_value(i64 %368, !477, !DIExpression(), !481)
    #dbg_value(i32 0, !478, !DIExpression(), !481)
  %369 = trunc nuw nsw i64 %368 to i32
  br label %370, !dbg !885

370:                                              ; preds = %367, %384
  %371 = phi i64 [ 0, %367 ], [ %385, %384 ]
    #dbg_value(i64 %371, !478, !DIExpression(), !481)
  %372 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 0, i64 %368, i64 %371, !dbg !889
  %373 = load i32, ptr %372, align 4, !dbg !892, !tbaa !711
  %374 = sext i32 %373 to i64, !dbg !889
  call fastcc void @transparent_crc(i64 noundef %374, ptr noundef nonnull @.str.47, i32 noundef signext %20), !dbg !893
  %375 = load volatile i32, ptr %372, align 4, !dbg !894, !tbaa !711
  %376 = zext i32 %375 to i64, !dbg !895
  call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.48, i32 noundef signext %20), !dbg !896
  %377 = load volatile i32, ptr %372, align 4, !dbg !897
  %378 = shl i32 %377, 10, !dbg !897
  %379 = ashr exact i32 %378, 10, !dbg !897
  %380 = sext i32 %379 to i64, !dbg !898
  call fastcc void @transparent_crc(i64 noundef %380, ptr noundef nonnull @.str.49, i32 noundef signext %20), !dbg !899
  br i1 %19, label %384, label %381, !dbg !900

381:                                              ; preds = %370
  %382 = trunc nuw nsw i64 %371 to i32, !dbg !901
  %383 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0, i32 noundef signext %369, i32 noundef signext %382), !dbg !901
  br label %384, !dbg !901

384:                                              ; preds = %370, %381
  %385 = add nuw nsw i64 %371, 1, !dbg !903
    #dbg_value(i64 %385, !478, !DIExpression(), !481)
  %386 = icmp eq i64 %385, 9, !dbg !904
  br i1 %386, label %387, label %370, !dbg !885, !llvm.loop !905

387:                                              ; preds = %384
  %388 = add nuw nsw i64 %368, 1, !dbg !907
    #dbg_value(i64 %388, !477, !DIExpression(), !481)
  %389 = icmp eq i64 %388, 9, !dbg !908
  br i1 %389, label %390, label %367, !dbg !880, !llvm.loop !909

390:                                              ; preds = %387, %410
  %391 = phi i64 [ %411, %410 ], [ 0, %387 ]
    #dbg_value(i64 %391, !477, !DIExpression(), !481)
    #dbg_value(i32 0, !478, !DIExpression(), !481)
  %392 = trunc nuw nsw i64 %391 to i32
  br label %393, !dbg !885

393:                                              ; preds = %407, %390
  %394 = phi i64 [ 0, %390 ], [ %408, %407 ]
    #dbg_value(i64 %394, !478, !DIExpression(), !481)
  %395 = getelementptr inbounds [2 x [9 x [9 x %union.U0]]], ptr @g_808, i64 0, i64 1, i64 %391, i64 %394, !dbg !889
  %396 = load i32, ptr %395, align 4, !dbg !892, !tbaa !711
  %397 = sext i32 %396 to i64, !dbg !889
  call fastcc void @transparent_crc(i64 noundef %397, ptr noundef nonnull @.str.47, i32 noundef signext %20), !dbg !893
  %398 = load volatile i32, ptr %395, align 4, !dbg !894, !tbaa !711
  %399 = zext i32 %398 to i64, !dbg !895
  call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.48, i32 noundef signext %20), !dbg !896
  %400 = load volatile i32, ptr %395, align 4, !dbg !897
  %401 = shl i32 %400, 10, !dbg !897
  %402 = ashr exact i32 %401, 10, !dbg !897
  %403 = sext i32 %402 to i64, !dbg !898
  call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.49, i32 noundef signext %20), !dbg !899
  br i1 %19, label %407, label %404, !dbg !900

404:                                              ; preds = %393
  %405 = trunc nuw nsw i64 %394 to i32, !dbg !901
  %406 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1, i32 noundef signext %392, i32 noundef signext %405), !dbg !901
  br label %407, !dbg !901

407:                                              ; preds = %404, %393
  %408 = add nuw nsw i64 %394, 1, !dbg !903
    #dbg_value(i64 %408, !478, !DIExpression(), !481)
  %409 = icmp eq i64 %408, 9, !dbg !904
  br i1 %409, label %410, label %393, !dbg !885, !llvm.loop !905

410:                                              ; preds = %407
  %411 = add nuw nsw i64 %391, 1, !dbg !907
    #dbg_value(i64 %411, !477, !DIExpression(), !481)
  %412 = icmp eq i64 %411, 9, !dbg !908
  br i1 %412, label %413, label %390, !dbg !880, !llvm.loop !909

413:                                              ; preds = %410
    #dbg_value(i64 2, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.50, i32 noundef signext %20), !dbg !911
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.51, i32 noundef signext %20), !dbg !912
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.52, i32 noundef signext %20), !dbg !913
  call fastcc void @transparent_crc(i64 noundef 89, ptr noundef nonnull @.str.53, i32 noundef signext %20), !dbg !914
    #dbg_value(i32 0, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  br i1 %19, label %414, label %415, !dbg !919

414:                                              ; preds = %413
    #dbg_value(i32 1, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
    #dbg_value(i32 2, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
    #dbg_value(i32 3, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
    #dbg_value(i32 4, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
    #dbg_value(i32 5, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
    #dbg_value(i32 6, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  br label %423, !dbg !919

415:                                              ; preds = %413
  %416 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 0), !dbg !920
    #dbg_value(i32 1, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  %417 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 1), !dbg !920
    #dbg_value(i32 2, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  %418 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 2), !dbg !920
    #dbg_value(i32 3, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  %419 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 3), !dbg !920
    #dbg_value(i32 4, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  %420 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 4), !dbg !920
    #dbg_value(i32 5, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  %421 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 5), !dbg !920
    #dbg_value(i32 6, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 188, ptr noundef nonnull @.str.54, i32 noundef signext %20), !dbg !915
  %422 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 6), !dbg !920
  br label %423, !dbg !920

423:                                              ; preds = %414, %415
    #dbg_value(i32 7, !476, !DIExpression(), !481)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.55, i32 noundef signext %20), !dbg !922
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.56, i32 noundef signext %20), !dbg !923
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.57, i32 noundef signext %20), !dbg !924
  call fastcc void @transparent_crc(i64 noundef 962150901, ptr noundef nonnull @.str.58, i32 noundef signext %20), !dbg !925
  call fastcc void @transparent_crc(i64 noundef 16885, ptr noundef nonnull @.str.59, i32 noundef signext %20), !dbg !926
  call fastcc void @transparent_crc(i64 noundef 51544, ptr noundef nonnull @.str.60, i32 noundef signext %20), !dbg !927
  %424 = load i32, ptr @g_1294, align 4, !dbg !928, !tbaa !711
  %425 = sext i32 %424 to i64, !dbg !929
  call fastcc void @transparent_crc(i64 noundef %425, ptr noundef nonnull @.str.61, i32 noundef signext %20), !dbg !930
  %426 = load volatile i32, ptr @g_1294, align 4, !dbg !931, !tbaa !711
  %427 = zext i32 %426 to i64, !dbg !932
  call fastcc void @transparent_crc(i64 noundef %427, ptr noundef nonnull @.str.62, i32 noundef signext %20), !dbg !933
  %428 = load volatile i32, ptr @g_1294, align 4, !dbg !934
  %429 = shl i32 %428, 10, !dbg !934
  %430 = ashr exact i32 %429, 10, !dbg !934
  %431 = sext i32 %430 to i64, !dbg !935
  call fastcc void @transparent_crc(i64 noundef %431, ptr noundef nonnull @.str.63, i32 noundef signext %20), !dbg !936
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.64, i32 noundef signext %20), !dbg !937
  %432 = load i8, ptr @g_1356, align 1, !dbg !938, !tbaa !711
  %433 = sext i8 %432 to i64, !dbg !938
  call fastcc void @transparent_crc(i64 noundef %433, ptr noundef nonnull @.str.65, i32 noundef signext %20), !dbg !939
  %434 = load volatile i32, ptr @g_1362, align 4, !dbg !940, !tbaa !515
  %435 = zext i32 %434 to i64, !dbg !940
  call fastcc void @transparent_crc(i64 noundef %435, ptr noundef nonnull @.str.66, i32 noundef signext %20), !dbg !941
  %436 = load i32, ptr @g_1393, align 4, !dbg !942, !tbaa !711
  %437 = sext i32 %436 to i64, !dbg !943
  call fastcc void @transparent_crc(i64 noundef %437, ptr noundef nonnull @.str.67, i32 noundef signext %20), !dbg !944
  %438 = load volatile i32, ptr @g_1393, align 4, !dbg !945, !tbaa !711
  %439 = zext i32 %438 to i64, !dbg !946
  call fastcc void @transparent_crc(i64 noundef %439, ptr noundef nonnull @.str.68, i32 noundef signext %20), !dbg !947
  %440 = load volatile i32, ptr @g_1393, align 4, !dbg !948
  %441 = shl i32 %440, 10, !dbg !948
  %442 = ashr exact i32 %441, 10, !dbg !948
  %443 = sext i32 %442 to i64, !dbg !949
  call fastcc void @transparent_crc(i64 noundef %443, ptr noundef nonnull @.str.69, i32 noundef signext %20), !dbg !950
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.70, i32 noundef signext %20), !dbg !951
  %444 = load i32, ptr @crc32_context, align 4, !dbg !952, !tbaa !515
  %445 = xor i32 %444, -1, !dbg !953
    #dbg_value(i32 %445, !954, !DIExpression(), !960)
    #dbg_value(i32 %20, !959, !DIExpression(), !960)
  %446 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, i32 noundef signext %445), !dbg !962
  ret i32 0, !dbg !963
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !964 {
    #dbg_value(i64 %0, !968, !DIExpression(), !971)
    #dbg_value(ptr %1, !969, !DIExpression(), !971)
    #dbg_value(i32 %2, !970, !DIExpression(), !971)
    #dbg_value(i64 %0, !972, !DIExpression(), !977)
    #dbg_value(i64 %0, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !984)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !986, !tbaa !515
  %5 = lshr i32 %4, 8, !dbg !987
  %6 = zext i32 %4 to i64, !dbg !988
  %7 = xor i64 %6, %0, !dbg !988
  %8 = and i64 %7, 255, !dbg !989
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !989
  %10 = load i32, ptr %9, align 4, !dbg !989, !tbaa !515
  %11 = xor i32 %5, %10, !dbg !990
  %12 = lshr i64 %0, 8, !dbg !991
    #dbg_value(i64 %12, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !992)
  %13 = lshr i32 %11, 8, !dbg !994
  %14 = zext i32 %11 to i64, !dbg !995
  %15 = xor i64 %12, %14, !dbg !995
  %16 = and i64 %15, 255, !dbg !996
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !996
  %18 = load i32, ptr %17, align 4, !dbg !996, !tbaa !515
  %19 = xor i32 %13, %18, !dbg !997
  %20 = lshr i64 %0, 16, !dbg !998
    #dbg_value(i64 %20, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !999)
  %21 = lshr i32 %19, 8, !dbg !1001
  %22 = zext i32 %19 to i64, !dbg !1002
  %23 = xor i64 %20, %22, !dbg !1002
  %24 = and i64 %23, 255, !dbg !1003
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !1003
  %26 = load i32, ptr %25, align 4, !dbg !1003, !tbaa !515
  %27 = xor i32 %21, %26, !dbg !1004
  %28 = lshr i64 %0, 24, !dbg !1005
    #dbg_value(i64 %28, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1006)
  %29 = lshr i32 %27, 8, !dbg !1008
  %30 = zext i32 %27 to i64, !dbg !1009
  %31 = xor i64 %28, %30, !dbg !1009
  %32 = and i64 %31, 255, !dbg !1010
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !1010
  %34 = load i32, ptr %33, align 4, !dbg !1010, !tbaa !515
  %35 = xor i32 %29, %34, !dbg !1011
  %36 = lshr i64 %0, 32, !dbg !1012
    #dbg_value(i64 %36, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1013)
  %37 = lshr i32 %35, 8, !dbg !1015
  %38 = zext i32 %35 to i64, !dbg !1016
  %39 = xor i64 %36, %38, !dbg !1016
  %40 = and i64 %39, 255, !dbg !1017
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !1017
  %42 = load i32, ptr %41, align 4, !dbg !1017, !tbaa !515
  %43 = xor i32 %37, %42, !dbg !1018
  %44 = lshr i64 %0, 40, !dbg !1019
    #dbg_value(i64 %44, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1020)
  %45 = lshr i32 %43, 8, !dbg !1022
  %46 = zext i32 %43 to i64, !dbg !1023
  %47 = xor i64 %44, %46, !dbg !1023
  %48 = and i64 %47, 255, !dbg !1024
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !1024
  %50 = load i32, ptr %49, align 4, !dbg !1024, !tbaa !515
  %51 = xor i32 %45, %50, !dbg !1025
  %52 = lshr i64 %0, 48, !dbg !1026
    #dbg_value(i64 %52, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1027)
  %53 = lshr i32 %51, 8, !dbg !1029
  %54 = zext i32 %51 to i64, !dbg !1030
  %55 = xor i64 %52, %54, !dbg !1030
  %56 = and i64 %55, 255, !dbg !1031
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !1031
  %58 = load i32, ptr %57, align 4, !dbg !1031, !tbaa !515
  %59 = xor i32 %53, %58, !dbg !1032
  %60 = lshr i64 %0, 56, !dbg !1033
    #dbg_value(i64 %60, !979, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1034)
  %61 = lshr i32 %59, 8, !dbg !1036
  %62 = and i32 %59, 255, !dbg !1037
  %63 = zext nneg i32 %62 to i64, !dbg !1037
  %64 = xor i64 %60, %63, !dbg !1037
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !1037
  %66 = load i32, ptr %65, align 4, !dbg !1037, !tbaa !515
  %67 = xor i32 %61, %66, !dbg !1038
  store i32 %67, ptr @crc32_context, align 4, !dbg !1039, !tbaa !515
  %68 = icmp eq i32 %2, 0, !dbg !1040
  br i1 %68, label %73, label %69, !dbg !1042

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !1043
  %71 = zext i32 %70 to i64, !dbg !1043
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71), !dbg !1045
  br label %73, !dbg !1046

73:                                               ; preds = %69, %3
  ret void, !dbg !1047
}

; Function Attrs: nofree nounwind
declare !dbg !1048 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!456, !457, !458, !459, !460, !462, !463, !464, !465, !466}
!llvm.ident = !{!467}

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
!150 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !152, line: 38, baseType: !153)
!152 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!209 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!459 = !{i32 1, !"target-abi", !"lp64d"}
!460 = !{i32 6, !"riscv-isa", !461}
!461 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!462 = !{i32 8, !"PIC Level", i32 2}
!463 = !{i32 7, !"PIE Level", i32 2}
!464 = !{i32 7, !"uwtable", i32 2}
!465 = !{i32 8, !"SmallDataLimit", i32 8}
!466 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!467 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!468 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 1245, type: !469, scopeLine: 1246, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !473)
!469 = !DISubroutineType(types: !470)
!470 = !{!7, !7, !471}
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !472, size: 64)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!473 = !{!474, !475, !476, !477, !478, !479}
!474 = !DILocalVariable(name: "argc", arg: 1, scope: !468, file: !3, line: 1245, type: !7)
!475 = !DILocalVariable(name: "argv", arg: 2, scope: !468, file: !3, line: 1245, type: !471)
!476 = !DILocalVariable(name: "i", scope: !468, file: !3, line: 1247, type: !7)
!477 = !DILocalVariable(name: "j", scope: !468, file: !3, line: 1247, type: !7)
!478 = !DILocalVariable(name: "k", scope: !468, file: !3, line: 1247, type: !7)
!479 = !DILocalVariable(name: "print_hash_value", scope: !468, file: !3, line: 1248, type: !7)
!480 = distinct !DIAssignID()
!481 = !DILocation(line: 0, scope: !468)
!482 = !DILocation(line: 1249, column: 14, scope: !483)
!483 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1249, column: 9)
!484 = !DILocation(line: 1249, column: 19, scope: !483)
!485 = !DILocation(line: 1249, column: 29, scope: !483)
!486 = !{!487, !487, i64 0}
!487 = !{!"any pointer", !488, i64 0}
!488 = !{!"omnipotent char", !489, i64 0}
!489 = !{!"Simple C/C++ TBAA"}
!490 = !DILocation(line: 1249, column: 43, scope: !483)
!491 = !DILocation(line: 1249, column: 9, scope: !468)
!492 = !DILocalVariable(name: "poly", scope: !493, file: !198, line: 54, type: !500)
!493 = distinct !DISubprogram(name: "crc32_gentab", scope: !198, file: !198, line: 51, type: !494, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !496)
!494 = !DISubroutineType(types: !495)
!495 = !{null}
!496 = !{!497, !492, !498, !499}
!497 = !DILocalVariable(name: "crc", scope: !493, file: !198, line: 53, type: !200)
!498 = !DILocalVariable(name: "i", scope: !493, file: !198, line: 55, type: !7)
!499 = !DILocalVariable(name: "j", scope: !493, file: !198, line: 55, type: !7)
!500 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !200)
!501 = !DILocation(line: 0, scope: !493, inlinedAt: !502)
!502 = distinct !DILocation(line: 1251, column: 5, scope: !468)
!503 = !DILocation(line: 57, column: 2, scope: !504, inlinedAt: !502)
!504 = distinct !DILexicalBlock(scope: !493, file: !198, line: 57, column: 2)
!505 = !DILocation(line: 60, column: 12, scope: !506, inlinedAt: !502)
!506 = distinct !DILexicalBlock(scope: !507, file: !198, line: 60, column: 8)
!507 = distinct !DILexicalBlock(scope: !508, file: !198, line: 59, column: 27)
!508 = distinct !DILexicalBlock(scope: !509, file: !198, line: 59, column: 3)
!509 = distinct !DILexicalBlock(scope: !510, file: !198, line: 59, column: 3)
!510 = distinct !DILexicalBlock(scope: !511, file: !198, line: 57, column: 28)
!511 = distinct !DILexicalBlock(scope: !504, file: !198, line: 57, column: 2)
!512 = !DILocation(line: 60, column: 8, scope: !507, inlinedAt: !502)
!513 = !DILocation(line: 66, column: 3, scope: !510, inlinedAt: !502)
!514 = !DILocation(line: 66, column: 16, scope: !510, inlinedAt: !502)
!515 = !{!516, !516, i64 0}
!516 = !{!"int", !488, i64 0}
!517 = !DILocation(line: 57, column: 24, scope: !511, inlinedAt: !502)
!518 = !DILocation(line: 57, column: 16, scope: !511, inlinedAt: !502)
!519 = distinct !{!519, !503, !520, !521}
!520 = !DILocation(line: 67, column: 2, scope: !504, inlinedAt: !502)
!521 = !{!"llvm.loop.mustprogress"}
!522 = !DILocalVariable(name: "l_1351", scope: !523, file: !3, line: 205, type: !275)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 203, column: 13)
!524 = distinct !DILexicalBlock(scope: !525, file: !3, line: 202, column: 13)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 202, column: 13)
!526 = distinct !DILexicalBlock(scope: !527, file: !3, line: 191, column: 9)
!527 = distinct !DILexicalBlock(scope: !528, file: !3, line: 190, column: 9)
!528 = distinct !DILexicalBlock(scope: !529, file: !3, line: 190, column: 9)
!529 = distinct !DILexicalBlock(scope: !530, file: !3, line: 183, column: 5)
!530 = distinct !DILexicalBlock(scope: !531, file: !3, line: 182, column: 5)
!531 = distinct !DILexicalBlock(scope: !532, file: !3, line: 182, column: 5)
!532 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 135, type: !533, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !535)
!533 = !DISubroutineType(types: !534)
!534 = !{!249}
!535 = !{!536, !539, !541, !542, !544, !545, !546, !549, !551, !553, !555, !558, !559, !560, !563, !564, !568, !569, !571, !572, !573, !574, !575, !579, !581, !582, !584, !586, !587, !589, !590, !591, !592, !593, !594, !595, !596, !600, !602, !603, !604, !605, !606, !608, !610, !611, !612, !613, !614, !615, !616, !618, !620, !622, !624, !625, !626, !630, !631, !632, !633, !522, !634, !635, !639, !641, !642, !644, !645, !646, !647, !651, !652, !655, !657, !660, !661, !665, !667, !668, !670, !671, !672, !673, !674, !679, !680, !681, !682, !683, !684, !685}
!536 = !DILocalVariable(name: "l_2", scope: !532, file: !3, line: 137, type: !537)
!537 = !DICompositeType(tag: DW_TAG_array_type, baseType: !223, size: 768, elements: !538)
!538 = !{!233, !80}
!539 = !DILocalVariable(name: "l_10", scope: !532, file: !3, line: 138, type: !540)
!540 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 64, elements: !13)
!541 = !DILocalVariable(name: "l_1225", scope: !532, file: !3, line: 139, type: !239)
!542 = !DILocalVariable(name: "l_1239", scope: !532, file: !3, line: 140, type: !543)
!543 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, size: 288, elements: !86)
!544 = !DILocalVariable(name: "l_1309", scope: !532, file: !3, line: 141, type: !282)
!545 = !DILocalVariable(name: "l_1343", scope: !532, file: !3, line: 142, type: !263)
!546 = !DILocalVariable(name: "l_1403", scope: !532, file: !3, line: 143, type: !547)
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !548, size: 64)
!548 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!549 = !DILocalVariable(name: "l_1402", scope: !532, file: !3, line: 144, type: !550)
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !547, size: 64)
!551 = !DILocalVariable(name: "l_1401", scope: !532, file: !3, line: 145, type: !552)
!552 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !550, size: 64)
!553 = !DILocalVariable(name: "l_1420", scope: !532, file: !3, line: 146, type: !554)
!554 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 384, elements: !79)
!555 = !DILocalVariable(name: "l_1422", scope: !532, file: !3, line: 147, type: !556)
!556 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 2304, elements: !557)
!557 = !{!87, !233}
!558 = !DILocalVariable(name: "l_1424", scope: !532, file: !3, line: 148, type: !282)
!559 = !DILocalVariable(name: "l_1425", scope: !532, file: !3, line: 149, type: !208)
!560 = !DILocalVariable(name: "l_1426", scope: !532, file: !3, line: 150, type: !561)
!561 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 1792, elements: !562)
!562 = !{!166, !382, !233}
!563 = !DILocalVariable(name: "l_1437", scope: !532, file: !3, line: 151, type: !281)
!564 = !DILocalVariable(name: "l_1440", scope: !532, file: !3, line: 152, type: !565)
!565 = !DICompositeType(tag: DW_TAG_array_type, baseType: !566, size: 256, elements: !18)
!566 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !567, size: 64)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!568 = !DILocalVariable(name: "l_1465", scope: !532, file: !3, line: 153, type: !309)
!569 = !DILocalVariable(name: "l_1496", scope: !532, file: !3, line: 154, type: !570)
!570 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !263)
!571 = !DILocalVariable(name: "l_1501", scope: !532, file: !3, line: 155, type: !200)
!572 = !DILocalVariable(name: "i", scope: !532, file: !3, line: 156, type: !7)
!573 = !DILocalVariable(name: "j", scope: !532, file: !3, line: 156, type: !7)
!574 = !DILocalVariable(name: "k", scope: !532, file: !3, line: 156, type: !7)
!575 = !DILocalVariable(name: "l_7", scope: !576, file: !3, line: 161, type: !281)
!576 = distinct !DILexicalBlock(scope: !577, file: !3, line: 160, column: 5)
!577 = distinct !DILexicalBlock(scope: !578, file: !3, line: 159, column: 5)
!578 = distinct !DILexicalBlock(scope: !532, file: !3, line: 159, column: 5)
!579 = !DILocalVariable(name: "l_9", scope: !576, file: !3, line: 162, type: !580)
!580 = !DICompositeType(tag: DW_TAG_array_type, baseType: !281, size: 576, elements: !86)
!581 = !DILocalVariable(name: "l_21", scope: !576, file: !3, line: 163, type: !365)
!582 = !DILocalVariable(name: "l_22", scope: !576, file: !3, line: 164, type: !583)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!584 = !DILocalVariable(name: "l_439", scope: !576, file: !3, line: 165, type: !585)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!586 = !DILocalVariable(name: "l_441", scope: !576, file: !3, line: 166, type: !585)
!587 = !DILocalVariable(name: "l_442", scope: !576, file: !3, line: 167, type: !588)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !585, size: 64)
!589 = !DILocalVariable(name: "l_445", scope: !576, file: !3, line: 168, type: !207)
!590 = !DILocalVariable(name: "l_1224", scope: !576, file: !3, line: 169, type: !263)
!591 = !DILocalVariable(name: "l_1240", scope: !576, file: !3, line: 170, type: !249)
!592 = !DILocalVariable(name: "l_1243", scope: !576, file: !3, line: 171, type: !263)
!593 = !DILocalVariable(name: "l_1247", scope: !576, file: !3, line: 172, type: !263)
!594 = !DILocalVariable(name: "l_1286", scope: !576, file: !3, line: 173, type: !208)
!595 = !DILocalVariable(name: "l_1288", scope: !576, file: !3, line: 174, type: !149)
!596 = !DILocalVariable(name: "l_1315", scope: !576, file: !3, line: 175, type: !597)
!597 = !DICompositeType(tag: DW_TAG_array_type, baseType: !598, size: 1920, elements: !599)
!598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!599 = !{!256, !171}
!600 = !DILocalVariable(name: "l_1314", scope: !576, file: !3, line: 176, type: !601)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !598, size: 64)
!602 = !DILocalVariable(name: "i", scope: !576, file: !3, line: 177, type: !7)
!603 = !DILocalVariable(name: "j", scope: !576, file: !3, line: 177, type: !7)
!604 = !DILocalVariable(name: "l_1320", scope: !529, file: !3, line: 184, type: !200)
!605 = !DILocalVariable(name: "l_1357", scope: !529, file: !3, line: 185, type: !309)
!606 = !DILocalVariable(name: "l_1371", scope: !529, file: !3, line: 186, type: !607)
!607 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 72, elements: !86)
!608 = !DILocalVariable(name: "l_1374", scope: !529, file: !3, line: 187, type: !609)
!609 = !DICompositeType(tag: DW_TAG_array_type, baseType: !282, size: 7168, elements: !400)
!610 = !DILocalVariable(name: "l_1421", scope: !529, file: !3, line: 188, type: !218)
!611 = !DILocalVariable(name: "i", scope: !529, file: !3, line: 189, type: !7)
!612 = !DILocalVariable(name: "j", scope: !529, file: !3, line: 189, type: !7)
!613 = !DILocalVariable(name: "k", scope: !529, file: !3, line: 189, type: !7)
!614 = !DILocalVariable(name: "l_1342", scope: !526, file: !3, line: 192, type: !282)
!615 = !DILocalVariable(name: "l_1380", scope: !526, file: !3, line: 193, type: !207)
!616 = !DILocalVariable(name: "l_1379", scope: !526, file: !3, line: 194, type: !617)
!617 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!618 = !DILocalVariable(name: "l_1378", scope: !526, file: !3, line: 195, type: !619)
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64)
!620 = !DILocalVariable(name: "l_1377", scope: !526, file: !3, line: 196, type: !621)
!621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !619, size: 64)
!622 = !DILocalVariable(name: "l_1376", scope: !526, file: !3, line: 197, type: !623)
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !621, size: 64)
!624 = !DILocalVariable(name: "l_1386", scope: !526, file: !3, line: 198, type: !281)
!625 = !DILocalVariable(name: "l_1387", scope: !526, file: !3, line: 199, type: !289)
!626 = !DILocalVariable(name: "l_1388", scope: !526, file: !3, line: 200, type: !627)
!627 = !DICompositeType(tag: DW_TAG_array_type, baseType: !628, size: 16128, elements: !629)
!628 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!629 = !{!166, !87, !19}
!630 = !DILocalVariable(name: "i", scope: !526, file: !3, line: 201, type: !7)
!631 = !DILocalVariable(name: "j", scope: !526, file: !3, line: 201, type: !7)
!632 = !DILocalVariable(name: "k", scope: !526, file: !3, line: 201, type: !7)
!633 = !DILocalVariable(name: "l_1344", scope: !523, file: !3, line: 204, type: !281)
!634 = !DILocalVariable(name: "l_1350", scope: !523, file: !3, line: 206, type: !274)
!635 = !DILocalVariable(name: "l_1352", scope: !523, file: !3, line: 207, type: !636)
!636 = !DICompositeType(tag: DW_TAG_array_type, baseType: !637, size: 256, elements: !638)
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!638 = !{!382, !19}
!639 = !DILocalVariable(name: "l_1363", scope: !523, file: !3, line: 208, type: !640)
!640 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!641 = !DILocalVariable(name: "l_1364", scope: !523, file: !3, line: 209, type: !640)
!642 = !DILocalVariable(name: "l_1366", scope: !523, file: !3, line: 210, type: !643)
!643 = !DICompositeType(tag: DW_TAG_array_type, baseType: !208, size: 16, elements: !13)
!644 = !DILocalVariable(name: "l_1367", scope: !523, file: !3, line: 211, type: !281)
!645 = !DILocalVariable(name: "i", scope: !523, file: !3, line: 212, type: !7)
!646 = !DILocalVariable(name: "j", scope: !523, file: !3, line: 212, type: !7)
!647 = !DILocalVariable(name: "i", scope: !648, file: !3, line: 226, type: !7)
!648 = distinct !DILexicalBlock(scope: !649, file: !3, line: 225, column: 13)
!649 = distinct !DILexicalBlock(scope: !650, file: !3, line: 224, column: 13)
!650 = distinct !DILexicalBlock(scope: !526, file: !3, line: 224, column: 13)
!651 = !DILocalVariable(name: "j", scope: !648, file: !3, line: 226, type: !7)
!652 = !DILocalVariable(name: "l_1390", scope: !653, file: !3, line: 232, type: !282)
!653 = distinct !DILexicalBlock(scope: !654, file: !3, line: 231, column: 13)
!654 = distinct !DILexicalBlock(scope: !526, file: !3, line: 230, column: 17)
!655 = !DILocalVariable(name: "l_1404", scope: !656, file: !3, line: 237, type: !239)
!656 = distinct !DILexicalBlock(scope: !654, file: !3, line: 236, column: 13)
!657 = !DILocalVariable(name: "l_1461", scope: !658, file: !3, line: 249, type: !282)
!658 = distinct !DILexicalBlock(scope: !659, file: !3, line: 248, column: 5)
!659 = distinct !DILexicalBlock(scope: !532, file: !3, line: 247, column: 9)
!660 = !DILocalVariable(name: "l_1497", scope: !658, file: !3, line: 250, type: !282)
!661 = !DILocalVariable(name: "l_1462", scope: !662, file: !3, line: 253, type: !200)
!662 = distinct !DILexicalBlock(scope: !663, file: !3, line: 252, column: 9)
!663 = distinct !DILexicalBlock(scope: !664, file: !3, line: 251, column: 9)
!664 = distinct !DILexicalBlock(scope: !658, file: !3, line: 251, column: 9)
!665 = !DILocalVariable(name: "l_1466", scope: !662, file: !3, line: 254, type: !666)
!666 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!667 = !DILocalVariable(name: "l_1468", scope: !662, file: !3, line: 255, type: !309)
!668 = !DILocalVariable(name: "l_1467", scope: !662, file: !3, line: 256, type: !669)
!669 = !DICompositeType(tag: DW_TAG_array_type, baseType: !666, size: 256, elements: !18)
!670 = !DILocalVariable(name: "l_1494", scope: !662, file: !3, line: 257, type: !281)
!671 = !DILocalVariable(name: "l_1495", scope: !662, file: !3, line: 258, type: !281)
!672 = !DILocalVariable(name: "l_1498", scope: !662, file: !3, line: 259, type: !281)
!673 = !DILocalVariable(name: "i", scope: !662, file: !3, line: 260, type: !7)
!674 = !DILocalVariable(name: "l_1441", scope: !675, file: !3, line: 263, type: !678)
!675 = distinct !DILexicalBlock(scope: !676, file: !3, line: 262, column: 13)
!676 = distinct !DILexicalBlock(scope: !677, file: !3, line: 261, column: 13)
!677 = distinct !DILexicalBlock(scope: !662, file: !3, line: 261, column: 13)
!678 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !566, size: 64)
!679 = !DILocalVariable(name: "l_1442", scope: !675, file: !3, line: 264, type: !282)
!680 = !DILocalVariable(name: "l_1447", scope: !675, file: !3, line: 265, type: !286)
!681 = !DILocalVariable(name: "l_1450", scope: !675, file: !3, line: 266, type: !583)
!682 = !DILocalVariable(name: "l_1463", scope: !675, file: !3, line: 267, type: !249)
!683 = !DILocalVariable(name: "l_1464", scope: !675, file: !3, line: 268, type: !281)
!684 = !DILocalVariable(name: "i", scope: !675, file: !3, line: 269, type: !7)
!685 = !DILocalVariable(name: "l_1500", scope: !686, file: !3, line: 283, type: !282)
!686 = distinct !DILexicalBlock(scope: !659, file: !3, line: 282, column: 5)
!687 = !DILocation(line: 0, scope: !523, inlinedAt: !688)
!688 = distinct !DILocation(line: 1252, column: 5, scope: !468)
!689 = !DILocation(line: 0, scope: !532, inlinedAt: !688)
!690 = distinct !DIAssignID()
!691 = distinct !DIAssignID()
!692 = distinct !DIAssignID()
!693 = distinct !DIAssignID()
!694 = distinct !DIAssignID()
!695 = distinct !DIAssignID()
!696 = !DILocation(line: 0, scope: !576, inlinedAt: !688)
!697 = !DILocation(line: 178, column: 13, scope: !576, inlinedAt: !688)
!698 = !DILocation(line: 0, scope: !529, inlinedAt: !688)
!699 = distinct !DIAssignID()
!700 = distinct !DIAssignID()
!701 = !DILocation(line: 0, scope: !526, inlinedAt: !688)
!702 = !DILocation(line: 205, column: 17, scope: !523, inlinedAt: !688)
!703 = distinct !DIAssignID()
!704 = !DILocation(line: 220, column: 97, scope: !523, inlinedAt: !688)
!705 = !{!706, !706, i64 0}
!706 = !{!"long", !488, i64 0}
!707 = !DILocation(line: 220, column: 106, scope: !523, inlinedAt: !688)
!708 = !{!709, !709, i64 0}
!709 = !{!"short", !488, i64 0}
!710 = !DILocation(line: 220, column: 130, scope: !523, inlinedAt: !688)
!711 = !{!488, !488, i64 0}
!712 = !DILocation(line: 221, column: 98, scope: !523, inlinedAt: !688)
!713 = !DILocation(line: 221, column: 19, scope: !523, inlinedAt: !688)
!714 = !DILocation(line: 221, column: 27, scope: !523, inlinedAt: !688)
!715 = !DILocation(line: 223, column: 13, scope: !524, inlinedAt: !688)
!716 = !DILocation(line: 1253, column: 21, scope: !468)
!717 = !DILocation(line: 1253, column: 5, scope: !468)
!718 = !DILocation(line: 1254, column: 21, scope: !468)
!719 = !DILocation(line: 1254, column: 5, scope: !468)
!720 = !DILocation(line: 1255, column: 21, scope: !468)
!721 = !DILocation(line: 1255, column: 5, scope: !468)
!722 = !DILocation(line: 1256, column: 5, scope: !468)
!723 = !DILocation(line: 1257, column: 5, scope: !468)
!724 = !DILocation(line: 1258, column: 21, scope: !468)
!725 = !DILocation(line: 1258, column: 5, scope: !468)
!726 = !DILocation(line: 1259, column: 21, scope: !468)
!727 = !DILocation(line: 1259, column: 5, scope: !468)
!728 = !DILocation(line: 1260, column: 5, scope: !468)
!729 = !DILocation(line: 1261, column: 5, scope: !468)
!730 = !DILocation(line: 1262, column: 5, scope: !731)
!731 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1262, column: 5)
!732 = !DILocation(line: 1266, column: 29, scope: !733)
!733 = distinct !DILexicalBlock(scope: !734, file: !3, line: 1265, column: 9)
!734 = distinct !DILexicalBlock(scope: !735, file: !3, line: 1264, column: 9)
!735 = distinct !DILexicalBlock(scope: !736, file: !3, line: 1264, column: 9)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 1263, column: 5)
!737 = distinct !DILexicalBlock(scope: !731, file: !3, line: 1262, column: 5)
!738 = !DILocation(line: 1266, column: 13, scope: !733)
!739 = !DILocation(line: 1267, column: 17, scope: !733)
!740 = !DILocation(line: 1267, column: 35, scope: !741)
!741 = distinct !DILexicalBlock(scope: !733, file: !3, line: 1267, column: 17)
!742 = !DILocation(line: 1262, column: 25, scope: !737)
!743 = !DILocation(line: 1262, column: 19, scope: !737)
!744 = distinct !{!744, !730, !745, !521}
!745 = !DILocation(line: 1270, column: 5, scope: !731)
!746 = !DILocation(line: 1271, column: 5, scope: !468)
!747 = !DILocation(line: 1272, column: 5, scope: !748)
!748 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1272, column: 5)
!749 = !DILocation(line: 1274, column: 9, scope: !750)
!750 = distinct !DILexicalBlock(scope: !751, file: !3, line: 1274, column: 9)
!751 = distinct !DILexicalBlock(scope: !752, file: !3, line: 1273, column: 5)
!752 = distinct !DILexicalBlock(scope: !748, file: !3, line: 1272, column: 5)
!753 = !DILocation(line: 1278, column: 33, scope: !754)
!754 = distinct !DILexicalBlock(scope: !755, file: !3, line: 1277, column: 13)
!755 = distinct !DILexicalBlock(scope: !756, file: !3, line: 1276, column: 13)
!756 = distinct !DILexicalBlock(scope: !757, file: !3, line: 1276, column: 13)
!757 = distinct !DILexicalBlock(scope: !758, file: !3, line: 1275, column: 9)
!758 = distinct !DILexicalBlock(scope: !750, file: !3, line: 1274, column: 9)
!759 = !DILocation(line: 1278, column: 17, scope: !754)
!760 = !DILocation(line: 1279, column: 21, scope: !754)
!761 = !DILocation(line: 1279, column: 39, scope: !762)
!762 = distinct !DILexicalBlock(scope: !754, file: !3, line: 1279, column: 21)
!763 = !DILocation(line: 1274, column: 30, scope: !758)
!764 = !DILocation(line: 1274, column: 23, scope: !758)
!765 = distinct !{!765, !749, !766, !521}
!766 = !DILocation(line: 1282, column: 9, scope: !750)
!767 = !DILocation(line: 1272, column: 25, scope: !752)
!768 = !DILocation(line: 1272, column: 19, scope: !752)
!769 = distinct !{!769, !747, !770, !521}
!770 = !DILocation(line: 1283, column: 5, scope: !748)
!771 = !DILocation(line: 1284, column: 5, scope: !468)
!772 = !DILocation(line: 1285, column: 5, scope: !468)
!773 = !DILocation(line: 1288, column: 34, scope: !774)
!774 = distinct !DILexicalBlock(scope: !775, file: !3, line: 1287, column: 5)
!775 = distinct !DILexicalBlock(scope: !776, file: !3, line: 1286, column: 5)
!776 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1286, column: 5)
!777 = !DILocation(line: 1288, column: 25, scope: !774)
!778 = !DILocation(line: 1288, column: 9, scope: !774)
!779 = !DILocation(line: 1289, column: 34, scope: !774)
!780 = !DILocation(line: 1289, column: 25, scope: !774)
!781 = !DILocation(line: 1289, column: 9, scope: !774)
!782 = !DILocation(line: 1290, column: 34, scope: !774)
!783 = !DILocation(line: 1290, column: 25, scope: !774)
!784 = !DILocation(line: 1290, column: 9, scope: !774)
!785 = !DILocation(line: 1291, column: 13, scope: !774)
!786 = !DILocation(line: 1291, column: 31, scope: !787)
!787 = distinct !DILexicalBlock(scope: !774, file: !3, line: 1291, column: 13)
!788 = !DILocation(line: 1294, column: 21, scope: !468)
!789 = !DILocation(line: 1294, column: 5, scope: !468)
!790 = !DILocation(line: 1295, column: 21, scope: !468)
!791 = !DILocation(line: 1295, column: 5, scope: !468)
!792 = !DILocation(line: 1296, column: 27, scope: !468)
!793 = !DILocation(line: 1296, column: 21, scope: !468)
!794 = !DILocation(line: 1296, column: 5, scope: !468)
!795 = !DILocation(line: 1297, column: 27, scope: !468)
!796 = !DILocation(line: 1297, column: 21, scope: !468)
!797 = !DILocation(line: 1297, column: 5, scope: !468)
!798 = !DILocation(line: 1300, column: 25, scope: !799)
!799 = distinct !DILexicalBlock(scope: !800, file: !3, line: 1299, column: 5)
!800 = distinct !DILexicalBlock(scope: !801, file: !3, line: 1298, column: 5)
!801 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1298, column: 5)
!802 = !DILocation(line: 1300, column: 9, scope: !799)
!803 = !DILocation(line: 1301, column: 13, scope: !799)
!804 = !DILocation(line: 1301, column: 31, scope: !805)
!805 = distinct !DILexicalBlock(scope: !799, file: !3, line: 1301, column: 13)
!806 = !DILocation(line: 1304, column: 21, scope: !468)
!807 = !DILocation(line: 1304, column: 5, scope: !468)
!808 = !DILocation(line: 1305, column: 21, scope: !468)
!809 = !DILocation(line: 1305, column: 5, scope: !468)
!810 = !DILocation(line: 1306, column: 5, scope: !468)
!811 = !DILocation(line: 1307, column: 21, scope: !468)
!812 = !DILocation(line: 1307, column: 5, scope: !468)
!813 = !DILocation(line: 1308, column: 5, scope: !468)
!814 = !DILocation(line: 1309, column: 5, scope: !468)
!815 = !DILocation(line: 1310, column: 27, scope: !468)
!816 = !DILocation(line: 1310, column: 21, scope: !468)
!817 = !DILocation(line: 1310, column: 5, scope: !468)
!818 = !DILocation(line: 1311, column: 27, scope: !468)
!819 = !DILocation(line: 1311, column: 21, scope: !468)
!820 = !DILocation(line: 1311, column: 5, scope: !468)
!821 = !DILocation(line: 1312, column: 27, scope: !468)
!822 = !DILocation(line: 1312, column: 21, scope: !468)
!823 = !DILocation(line: 1312, column: 5, scope: !468)
!824 = !DILocation(line: 1313, column: 5, scope: !825)
!825 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1313, column: 5)
!826 = !DILocation(line: 1315, column: 9, scope: !827)
!827 = distinct !DILexicalBlock(scope: !828, file: !3, line: 1315, column: 9)
!828 = distinct !DILexicalBlock(scope: !829, file: !3, line: 1314, column: 5)
!829 = distinct !DILexicalBlock(scope: !825, file: !3, line: 1313, column: 5)
!830 = !DILocation(line: 1319, column: 33, scope: !831)
!831 = distinct !DILexicalBlock(scope: !832, file: !3, line: 1318, column: 13)
!832 = distinct !DILexicalBlock(scope: !833, file: !3, line: 1317, column: 13)
!833 = distinct !DILexicalBlock(scope: !834, file: !3, line: 1317, column: 13)
!834 = distinct !DILexicalBlock(scope: !835, file: !3, line: 1316, column: 9)
!835 = distinct !DILexicalBlock(scope: !827, file: !3, line: 1315, column: 9)
!836 = !DILocation(line: 1319, column: 48, scope: !831)
!837 = !DILocation(line: 1319, column: 17, scope: !831)
!838 = !DILocation(line: 1320, column: 48, scope: !831)
!839 = !DILocation(line: 1320, column: 33, scope: !831)
!840 = !DILocation(line: 1320, column: 17, scope: !831)
!841 = !DILocation(line: 1321, column: 21, scope: !831)
!842 = !DILocation(line: 1321, column: 39, scope: !843)
!843 = distinct !DILexicalBlock(scope: !831, file: !3, line: 1321, column: 21)
!844 = !DILocation(line: 1315, column: 29, scope: !835)
!845 = !DILocation(line: 1315, column: 23, scope: !835)
!846 = distinct !{!846, !826, !847, !521}
!847 = !DILocation(line: 1324, column: 9, scope: !827)
!848 = !DILocation(line: 1313, column: 25, scope: !829)
!849 = !DILocation(line: 1313, column: 19, scope: !829)
!850 = distinct !{!850, !824, !851, !521}
!851 = !DILocation(line: 1325, column: 5, scope: !825)
!852 = !DILocation(line: 1326, column: 5, scope: !468)
!853 = !DILocation(line: 1327, column: 5, scope: !468)
!854 = !DILocation(line: 1328, column: 27, scope: !468)
!855 = !DILocation(line: 1328, column: 21, scope: !468)
!856 = !DILocation(line: 1328, column: 5, scope: !468)
!857 = !DILocation(line: 1329, column: 27, scope: !468)
!858 = !DILocation(line: 1329, column: 21, scope: !468)
!859 = !DILocation(line: 1329, column: 5, scope: !468)
!860 = !DILocation(line: 1330, column: 27, scope: !468)
!861 = !DILocation(line: 1330, column: 21, scope: !468)
!862 = !DILocation(line: 1330, column: 5, scope: !468)
!863 = !DILocation(line: 1333, column: 9, scope: !864)
!864 = distinct !DILexicalBlock(scope: !865, file: !3, line: 1332, column: 5)
!865 = distinct !DILexicalBlock(scope: !866, file: !3, line: 1331, column: 5)
!866 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1331, column: 5)
!867 = !DILocation(line: 1334, column: 13, scope: !864)
!868 = !DILocation(line: 1334, column: 31, scope: !869)
!869 = distinct !DILexicalBlock(scope: !864, file: !3, line: 1334, column: 13)
!870 = !DILocation(line: 1337, column: 27, scope: !468)
!871 = !DILocation(line: 1337, column: 21, scope: !468)
!872 = !DILocation(line: 1337, column: 5, scope: !468)
!873 = !DILocation(line: 1338, column: 27, scope: !468)
!874 = !DILocation(line: 1338, column: 21, scope: !468)
!875 = !DILocation(line: 1338, column: 5, scope: !468)
!876 = !DILocation(line: 1339, column: 27, scope: !468)
!877 = !DILocation(line: 1339, column: 21, scope: !468)
!878 = !DILocation(line: 1339, column: 5, scope: !468)
!879 = !DILocation(line: 1340, column: 5, scope: !468)
!880 = !DILocation(line: 1343, column: 9, scope: !881)
!881 = distinct !DILexicalBlock(scope: !882, file: !3, line: 1343, column: 9)
!882 = distinct !DILexicalBlock(scope: !883, file: !3, line: 1342, column: 5)
!883 = distinct !DILexicalBlock(scope: !884, file: !3, line: 1341, column: 5)
!884 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1341, column: 5)
!885 = !DILocation(line: 1345, column: 13, scope: !886)
!886 = distinct !DILexicalBlock(scope: !887, file: !3, line: 1345, column: 13)
!887 = distinct !DILexicalBlock(scope: !888, file: !3, line: 1344, column: 9)
!888 = distinct !DILexicalBlock(scope: !881, file: !3, line: 1343, column: 9)
!889 = !DILocation(line: 1347, column: 33, scope: !890)
!890 = distinct !DILexicalBlock(scope: !891, file: !3, line: 1346, column: 13)
!891 = distinct !DILexicalBlock(scope: !886, file: !3, line: 1345, column: 13)
!892 = !DILocation(line: 1347, column: 48, scope: !890)
!893 = !DILocation(line: 1347, column: 17, scope: !890)
!894 = !DILocation(line: 1348, column: 48, scope: !890)
!895 = !DILocation(line: 1348, column: 33, scope: !890)
!896 = !DILocation(line: 1348, column: 17, scope: !890)
!897 = !DILocation(line: 1349, column: 48, scope: !890)
!898 = !DILocation(line: 1349, column: 33, scope: !890)
!899 = !DILocation(line: 1349, column: 17, scope: !890)
!900 = !DILocation(line: 1350, column: 21, scope: !890)
!901 = !DILocation(line: 1350, column: 39, scope: !902)
!902 = distinct !DILexicalBlock(scope: !890, file: !3, line: 1350, column: 21)
!903 = !DILocation(line: 1345, column: 33, scope: !891)
!904 = !DILocation(line: 1345, column: 27, scope: !891)
!905 = distinct !{!905, !885, !906, !521}
!906 = !DILocation(line: 1352, column: 13, scope: !886)
!907 = !DILocation(line: 1343, column: 29, scope: !888)
!908 = !DILocation(line: 1343, column: 23, scope: !888)
!909 = distinct !{!909, !880, !910, !521}
!910 = !DILocation(line: 1353, column: 9, scope: !881)
!911 = !DILocation(line: 1355, column: 5, scope: !468)
!912 = !DILocation(line: 1356, column: 5, scope: !468)
!913 = !DILocation(line: 1357, column: 5, scope: !468)
!914 = !DILocation(line: 1358, column: 5, scope: !468)
!915 = !DILocation(line: 1361, column: 9, scope: !916)
!916 = distinct !DILexicalBlock(scope: !917, file: !3, line: 1360, column: 5)
!917 = distinct !DILexicalBlock(scope: !918, file: !3, line: 1359, column: 5)
!918 = distinct !DILexicalBlock(scope: !468, file: !3, line: 1359, column: 5)
!919 = !DILocation(line: 1362, column: 13, scope: !916)
!920 = !DILocation(line: 1362, column: 31, scope: !921)
!921 = distinct !DILexicalBlock(scope: !916, file: !3, line: 1362, column: 13)
!922 = !DILocation(line: 1365, column: 5, scope: !468)
!923 = !DILocation(line: 1366, column: 5, scope: !468)
!924 = !DILocation(line: 1367, column: 5, scope: !468)
!925 = !DILocation(line: 1368, column: 5, scope: !468)
!926 = !DILocation(line: 1369, column: 5, scope: !468)
!927 = !DILocation(line: 1370, column: 5, scope: !468)
!928 = !DILocation(line: 1371, column: 28, scope: !468)
!929 = !DILocation(line: 1371, column: 21, scope: !468)
!930 = !DILocation(line: 1371, column: 5, scope: !468)
!931 = !DILocation(line: 1372, column: 28, scope: !468)
!932 = !DILocation(line: 1372, column: 21, scope: !468)
!933 = !DILocation(line: 1372, column: 5, scope: !468)
!934 = !DILocation(line: 1373, column: 28, scope: !468)
!935 = !DILocation(line: 1373, column: 21, scope: !468)
!936 = !DILocation(line: 1373, column: 5, scope: !468)
!937 = !DILocation(line: 1374, column: 5, scope: !468)
!938 = !DILocation(line: 1375, column: 21, scope: !468)
!939 = !DILocation(line: 1375, column: 5, scope: !468)
!940 = !DILocation(line: 1376, column: 21, scope: !468)
!941 = !DILocation(line: 1376, column: 5, scope: !468)
!942 = !DILocation(line: 1377, column: 28, scope: !468)
!943 = !DILocation(line: 1377, column: 21, scope: !468)
!944 = !DILocation(line: 1377, column: 5, scope: !468)
!945 = !DILocation(line: 1378, column: 28, scope: !468)
!946 = !DILocation(line: 1378, column: 21, scope: !468)
!947 = !DILocation(line: 1378, column: 5, scope: !468)
!948 = !DILocation(line: 1379, column: 28, scope: !468)
!949 = !DILocation(line: 1379, column: 21, scope: !468)
!950 = !DILocation(line: 1379, column: 5, scope: !468)
!951 = !DILocation(line: 1380, column: 5, scope: !468)
!952 = !DILocation(line: 1381, column: 23, scope: !468)
!953 = !DILocation(line: 1381, column: 37, scope: !468)
!954 = !DILocalVariable(name: "crc", arg: 1, scope: !955, file: !450, line: 49, type: !200)
!955 = distinct !DISubprogram(name: "platform_main_end", scope: !450, file: !450, line: 49, type: !956, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !958)
!956 = !DISubroutineType(types: !957)
!957 = !{null, !200, !7}
!958 = !{!954, !959}
!959 = !DILocalVariable(name: "flag", arg: 2, scope: !955, file: !450, line: 49, type: !7)
!960 = !DILocation(line: 0, scope: !955, inlinedAt: !961)
!961 = distinct !DILocation(line: 1381, column: 5, scope: !468)
!962 = !DILocation(line: 56, column: 2, scope: !955, inlinedAt: !961)
!963 = !DILocation(line: 1382, column: 5, scope: !468)
!964 = distinct !DISubprogram(name: "transparent_crc", scope: !198, file: !198, line: 110, type: !965, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !967)
!965 = !DISubroutineType(types: !966)
!966 = !{null, !249, !472, !7}
!967 = !{!968, !969, !970}
!968 = !DILocalVariable(name: "val", arg: 1, scope: !964, file: !198, line: 110, type: !249)
!969 = !DILocalVariable(name: "vname", arg: 2, scope: !964, file: !198, line: 110, type: !472)
!970 = !DILocalVariable(name: "flag", arg: 3, scope: !964, file: !198, line: 110, type: !7)
!971 = !DILocation(line: 0, scope: !964)
!972 = !DILocalVariable(name: "val", arg: 1, scope: !973, file: !198, line: 97, type: !249)
!973 = distinct !DISubprogram(name: "crc32_8bytes", scope: !198, file: !198, line: 97, type: !974, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !976)
!974 = !DISubroutineType(types: !975)
!975 = !{null, !249}
!976 = !{!972}
!977 = !DILocation(line: 0, scope: !973, inlinedAt: !978)
!978 = distinct !DILocation(line: 112, column: 2, scope: !964)
!979 = !DILocalVariable(name: "b", arg: 1, scope: !980, file: !198, line: 71, type: !149)
!980 = distinct !DISubprogram(name: "crc32_byte", scope: !198, file: !198, line: 71, type: !981, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !983)
!981 = !DISubroutineType(types: !982)
!982 = !{null, !149}
!983 = !{!979}
!984 = !DILocation(line: 0, scope: !980, inlinedAt: !985)
!985 = distinct !DILocation(line: 99, column: 2, scope: !973, inlinedAt: !978)
!986 = !DILocation(line: 73, column: 5, scope: !980, inlinedAt: !985)
!987 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !985)
!988 = !DILocation(line: 74, column: 33, scope: !980, inlinedAt: !985)
!989 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !985)
!990 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !985)
!991 = !DILocation(line: 100, column: 18, scope: !973, inlinedAt: !978)
!992 = !DILocation(line: 0, scope: !980, inlinedAt: !993)
!993 = distinct !DILocation(line: 100, column: 2, scope: !973, inlinedAt: !978)
!994 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !993)
!995 = !DILocation(line: 74, column: 33, scope: !980, inlinedAt: !993)
!996 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !993)
!997 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !993)
!998 = !DILocation(line: 101, column: 18, scope: !973, inlinedAt: !978)
!999 = !DILocation(line: 0, scope: !980, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 101, column: 2, scope: !973, inlinedAt: !978)
!1001 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !1000)
!1002 = !DILocation(line: 74, column: 33, scope: !980, inlinedAt: !1000)
!1003 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !1000)
!1004 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !1000)
!1005 = !DILocation(line: 102, column: 18, scope: !973, inlinedAt: !978)
!1006 = !DILocation(line: 0, scope: !980, inlinedAt: !1007)
!1007 = distinct !DILocation(line: 102, column: 2, scope: !973, inlinedAt: !978)
!1008 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !1007)
!1009 = !DILocation(line: 74, column: 33, scope: !980, inlinedAt: !1007)
!1010 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !1007)
!1011 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !1007)
!1012 = !DILocation(line: 103, column: 18, scope: !973, inlinedAt: !978)
!1013 = !DILocation(line: 0, scope: !980, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 103, column: 2, scope: !973, inlinedAt: !978)
!1015 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !1014)
!1016 = !DILocation(line: 74, column: 33, scope: !980, inlinedAt: !1014)
!1017 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !1014)
!1018 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !1014)
!1019 = !DILocation(line: 104, column: 18, scope: !973, inlinedAt: !978)
!1020 = !DILocation(line: 0, scope: !980, inlinedAt: !1021)
!1021 = distinct !DILocation(line: 104, column: 2, scope: !973, inlinedAt: !978)
!1022 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !1021)
!1023 = !DILocation(line: 74, column: 33, scope: !980, inlinedAt: !1021)
!1024 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !1021)
!1025 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !1021)
!1026 = !DILocation(line: 105, column: 18, scope: !973, inlinedAt: !978)
!1027 = !DILocation(line: 0, scope: !980, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 105, column: 2, scope: !973, inlinedAt: !978)
!1029 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !1028)
!1030 = !DILocation(line: 74, column: 33, scope: !980, inlinedAt: !1028)
!1031 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !1028)
!1032 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !1028)
!1033 = !DILocation(line: 106, column: 18, scope: !973, inlinedAt: !978)
!1034 = !DILocation(line: 0, scope: !980, inlinedAt: !1035)
!1035 = distinct !DILocation(line: 106, column: 2, scope: !973, inlinedAt: !978)
!1036 = !DILocation(line: 73, column: 19, scope: !980, inlinedAt: !1035)
!1037 = !DILocation(line: 74, column: 3, scope: !980, inlinedAt: !1035)
!1038 = !DILocation(line: 73, column: 39, scope: !980, inlinedAt: !1035)
!1039 = !DILocation(line: 72, column: 16, scope: !980, inlinedAt: !1035)
!1040 = !DILocation(line: 113, column: 6, scope: !1041)
!1041 = distinct !DILexicalBlock(scope: !964, file: !198, line: 113, column: 6)
!1042 = !DILocation(line: 113, column: 6, scope: !964)
!1043 = !DILocation(line: 114, column: 73, scope: !1044)
!1044 = distinct !DILexicalBlock(scope: !1041, file: !198, line: 113, column: 12)
!1045 = !DILocation(line: 114, column: 5, scope: !1044)
!1046 = !DILocation(line: 115, column: 2, scope: !1044)
!1047 = !DILocation(line: 116, column: 1, scope: !964)
!1048 = !DISubprogram(name: "printf", scope: !1049, file: !1049, line: 356, type: !1050, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1049 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1050 = !DISubroutineType(types: !1051)
!1051 = !{!7, !1052, null}
!1052 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1053)
!1053 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1054, size: 64)
!1054 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
