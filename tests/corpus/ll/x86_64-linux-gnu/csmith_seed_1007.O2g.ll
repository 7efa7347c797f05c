; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S0 = type { i32, i64, i8, i8, i32 }
%struct.S1 = type { i32, i8 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !0
@g_5 = internal global i32 930923556, align 4, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !29
@.str.4 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [8 x i8] c"g_25[i]\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !43
@g_43 = internal unnamed_addr global i8 28, align 1, !dbg !212
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1, !dbg !50
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1, !dbg !52
@.str.10 = private unnamed_addr constant [11 x i8] c"g_63[i].f0\00", align 1, !dbg !54
@.str.11 = private unnamed_addr constant [11 x i8] c"g_63[i].f1\00", align 1, !dbg !59
@g_79 = internal unnamed_addr global i16 -8, align 2, !dbg !232
@.str.12 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1, !dbg !61
@g_80 = internal global %struct.S0 { i32 -1, i64 -422797942696994909, i8 -10, i8 67, i32 1 }, align 8, !dbg !234
@.str.13 = private unnamed_addr constant [8 x i8] c"g_80.f0\00", align 1, !dbg !63
@.str.14 = private unnamed_addr constant [8 x i8] c"g_80.f1\00", align 1, !dbg !65
@.str.15 = private unnamed_addr constant [8 x i8] c"g_80.f2\00", align 1, !dbg !67
@.str.16 = private unnamed_addr constant [8 x i8] c"g_80.f3\00", align 1, !dbg !69
@.str.17 = private unnamed_addr constant [8 x i8] c"g_80.f4\00", align 1, !dbg !71
@g_84 = internal global [9 x i32] [i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064], align 16, !dbg !249
@.str.18 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1, !dbg !73
@g_87 = internal global [2 x [8 x [3 x %struct.S0]]] [[8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }, %struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }, %struct.S0 { i32 -1, i64 102658735669053455, i8 -1, i8 -8, i32 914662098 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 -1, i64 -4368823725623485820, i8 89, i8 -65, i32 1 }, %struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }]], [8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 1572567013, i64 -31187724472005752, i8 70, i8 -88, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }, %struct.S0 { i32 -8, i64 1601732979438555484, i8 17, i8 64, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }], [3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }]]], align 16, !dbg !252
@.str.19 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f0\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f1\00", align 1, !dbg !80
@.str.21 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f2\00", align 1, !dbg !82
@.str.22 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f3\00", align 1, !dbg !84
@.str.23 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f4\00", align 1, !dbg !86
@.str.24 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !88
@.str.25 = private unnamed_addr constant [8 x i8] c"g_90.f0\00", align 1, !dbg !93
@.str.26 = private unnamed_addr constant [8 x i8] c"g_90.f1\00", align 1, !dbg !95
@g_94 = internal global [5 x %struct.S1] [%struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }], align 16, !dbg !259
@.str.27 = private unnamed_addr constant [11 x i8] c"g_94[i].f0\00", align 1, !dbg !97
@.str.28 = private unnamed_addr constant [11 x i8] c"g_94[i].f1\00", align 1, !dbg !99
@.str.29 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !101
@.str.30 = private unnamed_addr constant [15 x i8] c"g_106[i][j].f0\00", align 1, !dbg !106
@.str.31 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !111
@.str.32 = private unnamed_addr constant [9 x i8] c"g_184.f0\00", align 1, !dbg !116
@.str.33 = private unnamed_addr constant [9 x i8] c"g_215.f0\00", align 1, !dbg !121
@g_224 = internal global %struct.S0 { i32 5, i64 2, i8 -48, i8 0, i32 -5 }, align 8, !dbg !285
@.str.34 = private unnamed_addr constant [9 x i8] c"g_224.f0\00", align 1, !dbg !123
@.str.35 = private unnamed_addr constant [9 x i8] c"g_224.f1\00", align 1, !dbg !125
@.str.36 = private unnamed_addr constant [9 x i8] c"g_224.f2\00", align 1, !dbg !127
@.str.37 = private unnamed_addr constant [9 x i8] c"g_224.f3\00", align 1, !dbg !129
@.str.38 = private unnamed_addr constant [9 x i8] c"g_224.f4\00", align 1, !dbg !131
@.str.39 = private unnamed_addr constant [6 x i8] c"g_226\00", align 1, !dbg !133
@.str.40 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1, !dbg !135
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !294
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !137
@g_4 = internal global ptr @g_5, align 8, !dbg !146
@g_199 = internal unnamed_addr global ptr @g_5, align 8, !dbg !184
@g_236 = internal unnamed_addr global ptr @g_237, align 8, !dbg !191
@g_237 = internal global ptr null, align 8, !dbg !198
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !200
@g_90 = internal unnamed_addr global { i16, [6 x i8] } { i16 -25577, [6 x i8] undef }, align 8, !dbg !257
@g_106 = internal global [4 x [2 x { i8, [3 x i8] }]] [[2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }]], align 16, !dbg !264
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !291

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !304 {
  %3 = alloca i32, align 4, !DIAssignID !316
  %4 = alloca %struct.S0, align 8
  %5 = alloca [6 x ptr], align 16, !DIAssignID !317
    #dbg_value(i32 %0, !310, !DIExpression(), !318)
    #dbg_value(ptr %1, !311, !DIExpression(), !318)
    #dbg_value(i32 0, !315, !DIExpression(), !318)
  %6 = icmp eq i32 %0, 2, !dbg !319
  br i1 %6, label %7, label %20, !dbg !321

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !322
  %9 = load ptr, ptr %8, align 8, !dbg !322, !tbaa !323
  %10 = load i8, ptr %9, align 1
  %11 = icmp eq i8 %10, 49
  br i1 %11, label %12, label %16

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0, !dbg !327
  br label %16

16:                                               ; preds = %7, %12
  %17 = phi i1 [ true, %7 ], [ %15, %12 ]
  %18 = xor i1 %17, true, !dbg !328
  %19 = zext i1 %18 to i32, !dbg !328
  br label %20, !dbg !328

20:                                               ; preds = %2, %16
  %21 = phi i1 [ true, %2 ], [ %17, %16 ], !dbg !318
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ], !dbg !318
    #dbg_value(i32 %22, !315, !DIExpression(), !318)
    #dbg_value(i32 -306674912, !329, !DIExpression(), !338)
    #dbg_value(i32 0, !335, !DIExpression(), !338)
  br label %23, !dbg !340

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ], !dbg !342
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %68, %23 ], !dbg !344
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %27 = icmp eq <4 x i32> %26, zeroinitializer, !dbg !344
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29, !dbg !350
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %32 = icmp eq <4 x i32> %31, zeroinitializer, !dbg !344
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34, !dbg !350
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %37 = icmp eq <4 x i32> %36, zeroinitializer, !dbg !344
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39, !dbg !350
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %42 = icmp eq <4 x i32> %41, zeroinitializer, !dbg !344
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44, !dbg !350
  %46 = and <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %47 = icmp eq <4 x i32> %46, zeroinitializer, !dbg !344
  %48 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %49 = xor <4 x i32> %48, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %50 = select <4 x i1> %47, <4 x i32> %48, <4 x i32> %49, !dbg !350
  %51 = and <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %52 = icmp eq <4 x i32> %51, zeroinitializer, !dbg !344
  %53 = lshr <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %54 = xor <4 x i32> %53, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %55 = select <4 x i1> %52, <4 x i32> %53, <4 x i32> %54, !dbg !350
  %56 = and <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %57 = icmp eq <4 x i32> %56, zeroinitializer, !dbg !344
  %58 = lshr <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %59 = xor <4 x i32> %58, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %60 = select <4 x i1> %57, <4 x i32> %58, <4 x i32> %59, !dbg !350
  %61 = and <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !344
  %62 = icmp eq <4 x i32> %61, zeroinitializer, !dbg !344
  %63 = lshr <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !350
  %64 = xor <4 x i32> %63, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !350
  %65 = select <4 x i1> %62, <4 x i32> %63, <4 x i32> %64, !dbg !350
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !351
  store <4 x i32> %65, ptr %66, align 16, !dbg !352, !tbaa !353
  %67 = add nuw i64 %24, 4, !dbg !342
  %68 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>, !dbg !344
  %69 = icmp eq i64 %67, 256, !dbg !342
  br i1 %69, label %70, label %23, !dbg !342, !llvm.loop !355

70:                                               ; preds = %23
    #dbg_assign(i1 undef, !360, !DIExpression(), !317, ptr %5, !DIExpression(), !417)
    #dbg_value(ptr null, !365, !DIExpression(), !417)
    #dbg_value(ptr poison, !366, !DIExpression(), !417)
    #dbg_assign(i8 0, !367, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !419, ptr undef, !DIExpression(), !417)
    #dbg_assign(i8 0, !367, !DIExpression(DW_OP_LLVM_fragment, 192, 192), !420, ptr undef, !DIExpression(), !417)
    #dbg_assign(i8 0, !367, !DIExpression(DW_OP_LLVM_fragment, 448, 192), !421, ptr undef, !DIExpression(), !417)
    #dbg_assign(i8 0, !367, !DIExpression(DW_OP_LLVM_fragment, 704, 192), !422, ptr undef, !DIExpression(), !417)
    #dbg_assign(i8 0, !367, !DIExpression(DW_OP_LLVM_fragment, 960, 192), !423, ptr undef, !DIExpression(), !417)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !417)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !417)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !417)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !417)
    #dbg_value(ptr poison, !371, !DIExpression(), !417)
    #dbg_value(ptr @g_43, !372, !DIExpression(), !417)
    #dbg_value(ptr undef, !377, !DIExpression(), !417)
    #dbg_value(ptr @g_224, !379, !DIExpression(), !417)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #4, !dbg !424
    #dbg_value(ptr %5, !381, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !417)
    #dbg_value(i64 6, !382, !DIExpression(), !417)
  %71 = load volatile ptr, ptr @g_4, align 8, !dbg !425, !tbaa !323
  store i32 47111, ptr %71, align 4, !dbg !426, !tbaa !353
    #dbg_value(ptr null, !371, !DIExpression(), !417)
    #dbg_assign(i1 undef, !427, !DIExpression(), !454, ptr poison, !DIExpression(), !455)
    #dbg_value(ptr undef, !438, !DIExpression(), !457)
    #dbg_value(ptr @g_5, !439, !DIExpression(), !457)
    #dbg_value(ptr undef, !440, !DIExpression(), !457)
    #dbg_value(ptr undef, !441, !DIExpression(), !455)
    #dbg_value(ptr @g_43, !443, !DIExpression(), !455)
    #dbg_value(i64 9084645690590707014, !444, !DIExpression(), !455)
    #dbg_value(ptr undef, !445, !DIExpression(), !455)
    #dbg_value(ptr undef, !446, !DIExpression(), !455)
    #dbg_value(i16 7, !437, !DIExpression(), !457)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
    #dbg_assign(i1 undef, !458, !DIExpression(), !579, ptr undef, !DIExpression(), !580)
    #dbg_value(i32 1181417982, !468, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !582)
    #dbg_value(i64 5381145630633034818, !468, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !582)
    #dbg_value(ptr null, !466, !DIExpression(), !582)
    #dbg_value(i64 0, !467, !DIExpression(), !582)
    #dbg_value(ptr @g_5, !469, !DIExpression(), !582)
    #dbg_value(ptr undef, !470, !DIExpression(), !582)
    #dbg_value(ptr undef, !471, !DIExpression(), !582)
    #dbg_value(ptr @g_90, !472, !DIExpression(), !582)
    #dbg_value(ptr poison, !473, !DIExpression(), !582)
    #dbg_value(ptr poison, !474, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !582)
    #dbg_value(ptr poison, !474, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !582)
    #dbg_value(i32 -736377191, !476, !DIExpression(), !582)
    #dbg_value(i32 2, !477, !DIExpression(), !582)
    #dbg_value(i32 0, !478, !DIExpression(), !582)
    #dbg_value(i32 -1464513343, !479, !DIExpression(), !582)
    #dbg_value(i32 -7, !480, !DIExpression(), !582)
    #dbg_value(i32 -5, !481, !DIExpression(), !582)
    #dbg_value(ptr null, !482, !DIExpression(), !582)
    #dbg_value(ptr null, !483, !DIExpression(), !582)
  %72 = load i16, ptr @g_79, align 2, !tbaa !583
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !353
    #dbg_value(ptr @g_79, !485, !DIExpression(), !580)
    #dbg_value(i16 -19094, !486, !DIExpression(), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
    #dbg_value(i32 -894208638, !489, !DIExpression(), !580)
    #dbg_value(i32 3, !490, !DIExpression(), !580)
    #dbg_value(i32 246503751, !491, !DIExpression(), !580)
    #dbg_assign(i1 undef, !492, !DIExpression(), !585, ptr poison, !DIExpression(), !580)
    #dbg_value(i8 -113, !494, !DIExpression(), !580)
    #dbg_value(i32 -565094906, !495, !DIExpression(), !580)
    #dbg_value(i32 poison, !496, !DIExpression(), !580)
    #dbg_value(i64 4, !497, !DIExpression(), !586)
    #dbg_value(ptr poison, !500, !DIExpression(), !586)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !587, !tbaa.struct !588
  %74 = and i32 %73, 4, !dbg !592
  %75 = icmp eq i32 %74, 0, !dbg !592
  br i1 %75, label %77, label %76, !dbg !593

76:                                               ; preds = %70
    #dbg_value(i64 2, !468, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !582)
    #dbg_value(ptr @g_79, !485, !DIExpression(), !580)
    #dbg_value(i16 -19094, !486, !DIExpression(), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
    #dbg_value(i32 -894208638, !489, !DIExpression(), !580)
    #dbg_value(i32 3, !490, !DIExpression(), !580)
    #dbg_value(i32 246503751, !491, !DIExpression(), !580)
    #dbg_assign(i1 undef, !492, !DIExpression(), !585, ptr poison, !DIExpression(), !580)
    #dbg_value(i8 -113, !494, !DIExpression(), !580)
    #dbg_value(i32 -565094906, !495, !DIExpression(), !580)
    #dbg_value(i32 poison, !496, !DIExpression(), !580)
    #dbg_value(i64 4, !497, !DIExpression(), !586)
    #dbg_value(ptr poison, !500, !DIExpression(), !586)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !587, !tbaa.struct !588
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !587, !tbaa.struct !588
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !587, !tbaa.struct !588
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !587, !tbaa.struct !588
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !587, !tbaa.struct !588
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !587, !tbaa.struct !588
    #dbg_value(i1 true, !489, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580)
    #dbg_value(ptr poison, !487, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !580)
  br label %77, !dbg !594

77:                                               ; preds = %70, %76
  %78 = phi i8 [ 49, %76 ], [ 0, %70 ], !dbg !595
  %79 = phi i32 [ 1, %76 ], [ -19094, %70 ], !dbg !580
  %80 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !596
    #dbg_value(ptr %80, !381, !DIExpression(), !417)
  store i8 %78, ptr @g_43, align 1, !dbg !595, !tbaa !591
  %81 = and i16 %72, -18425, !dbg !599
  store i16 %81, ptr @g_79, align 2, !dbg !599, !tbaa !583
  store i32 %79, ptr @g_5, align 4, !dbg !580, !tbaa !353
  store i32 %74, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !353
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4), !dbg !600
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !601
    #dbg_assign(i1 undef, !609, !DIExpression(), !316, ptr %3, !DIExpression(), !616)
    #dbg_assign(i1 undef, !611, !DIExpression(), !617, ptr undef, !DIExpression(), !616)
    #dbg_value(!DIArgList(i8 poison, i8 poison), !607, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !616)
    #dbg_value(i16 poison, !608, !DIExpression(), !616)
    #dbg_assign(i16 poison, !609, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !618, ptr %3, !DIExpression(), !616)
    #dbg_assign(ptr poison, !610, !DIExpression(), !619, ptr undef, !DIExpression(), !616)
    #dbg_value(ptr poison, !613, !DIExpression(), !616)
    #dbg_value(i32 poison, !614, !DIExpression(), !616)
  store ptr %3, ptr @g_199, align 8, !dbg !601, !tbaa !323
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !620
    #dbg_value(ptr getelementptr inbounds (i8, ptr @g_84, i64 32), !365, !DIExpression(), !417)
  store volatile ptr getelementptr inbounds (i8, ptr @g_84, i64 32), ptr @g_4, align 8, !dbg !621, !tbaa !323
  store ptr %80, ptr @g_236, align 8, !tbaa !323
    #dbg_value(ptr @g_224, !379, !DIExpression(), !417)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !622, !tbaa.struct !588
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !622, !tbaa.struct !588
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !622, !tbaa.struct !588
  store i64 7, ptr @g_90, align 8, !dbg !623, !tbaa !591
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #4, !dbg !624
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.1, i32 noundef %22), !dbg !625
  %82 = load i32, ptr @g_5, align 4, !dbg !626, !tbaa !353
  %83 = sext i32 %82 to i64, !dbg !626
  call fastcc void @transparent_crc(i64 noundef %83, ptr noundef nonnull @.str.2, i32 noundef %22), !dbg !627
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.3, i32 noundef %22), !dbg !628
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %22), !dbg !629
    #dbg_value(i32 0, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  br i1 %21, label %84, label %85, !dbg !634

84:                                               ; preds = %77
    #dbg_value(i32 1, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
    #dbg_value(i32 2, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
    #dbg_value(i32 3, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
    #dbg_value(i32 4, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
    #dbg_value(i32 5, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
    #dbg_value(i32 6, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  br label %93, !dbg !634

85:                                               ; preds = %77
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !635
    #dbg_value(i32 1, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !635
    #dbg_value(i32 2, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !635
    #dbg_value(i32 3, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !635
    #dbg_value(i32 4, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4), !dbg !635
    #dbg_value(i32 5, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5), !dbg !635
    #dbg_value(i32 6, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !630
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6), !dbg !635
  br label %93, !dbg !635

93:                                               ; preds = %84, %85
    #dbg_value(i32 7, !312, !DIExpression(), !318)
  %94 = load i8, ptr @g_43, align 1, !dbg !637, !tbaa !591
  %95 = zext i8 %94 to i64, !dbg !637
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !638
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.8, i32 noundef %22), !dbg !639
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.9, i32 noundef %22), !dbg !640
    #dbg_value(i32 0, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !641
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !645
  br i1 %21, label %99, label %96, !dbg !646

96:                                               ; preds = %93
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !647
    #dbg_value(i32 1, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !641
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !645
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !647
  br label %100, !dbg !647

99:                                               ; preds = %93
    #dbg_value(i32 1, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !641
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !645
  br label %100, !dbg !646

100:                                              ; preds = %99, %96
    #dbg_value(i32 2, !312, !DIExpression(), !318)
  %101 = load i16, ptr @g_79, align 2, !dbg !649, !tbaa !583
  %102 = zext i16 %101 to i64, !dbg !649
  call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.12, i32 noundef %22), !dbg !650
  %103 = load volatile i32, ptr @g_80, align 8, !dbg !651, !tbaa !652
  %104 = sext i32 %103 to i64, !dbg !654
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !655
  %105 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_80, i64 8), align 8, !dbg !656, !tbaa !657
  call fastcc void @transparent_crc(i64 noundef %105, ptr noundef nonnull @.str.14, i32 noundef %22), !dbg !658
  %106 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 16), align 8, !dbg !659, !tbaa !660
  %107 = sext i8 %106 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.15, i32 noundef %22), !dbg !662
  %108 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 17), align 1, !dbg !663, !tbaa !664
  %109 = sext i8 %108 to i64, !dbg !665
  call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.16, i32 noundef %22), !dbg !666
  %110 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_80, i64 20), align 4, !dbg !667, !tbaa !668
  %111 = sext i32 %110 to i64, !dbg !669
  call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !670
    #dbg_value(i64 0, !312, !DIExpression(), !318)
  %112 = load i32, ptr @g_84, align 16, !dbg !671, !tbaa !353
  %113 = sext i32 %112 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  br i1 %21, label %114, label %131, !dbg !676

114:                                              ; preds = %100
    #dbg_value(i64 1, !312, !DIExpression(), !318)
  %115 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !dbg !671, !tbaa !353
  %116 = sext i32 %115 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
    #dbg_value(i64 2, !312, !DIExpression(), !318)
  %117 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !dbg !671, !tbaa !353
  %118 = sext i32 %117 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
    #dbg_value(i64 3, !312, !DIExpression(), !318)
  %119 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !dbg !671, !tbaa !353
  %120 = sext i32 %119 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
    #dbg_value(i64 4, !312, !DIExpression(), !318)
  %121 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !dbg !671, !tbaa !353
  %122 = sext i32 %121 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
    #dbg_value(i64 5, !312, !DIExpression(), !318)
  %123 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !dbg !671, !tbaa !353
  %124 = sext i32 %123 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
    #dbg_value(i64 6, !312, !DIExpression(), !318)
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !dbg !671, !tbaa !353
  %126 = sext i32 %125 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
    #dbg_value(i64 7, !312, !DIExpression(), !318)
  %127 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !dbg !671, !tbaa !353
  %128 = sext i32 %127 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
    #dbg_value(i64 8, !312, !DIExpression(), !318)
  %129 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !dbg !671, !tbaa !353
  %130 = sext i32 %129 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  br label %157, !dbg !676

131:                                              ; preds = %100
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !677
    #dbg_value(i64 1, !312, !DIExpression(), !318)
  %133 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !dbg !671, !tbaa !353
  %134 = sext i32 %133 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !677
    #dbg_value(i64 2, !312, !DIExpression(), !318)
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !dbg !671, !tbaa !353
  %137 = sext i32 %136 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !677
    #dbg_value(i64 3, !312, !DIExpression(), !318)
  %139 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !dbg !671, !tbaa !353
  %140 = sext i32 %139 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !677
    #dbg_value(i64 4, !312, !DIExpression(), !318)
  %142 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !dbg !671, !tbaa !353
  %143 = sext i32 %142 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4), !dbg !677
    #dbg_value(i64 5, !312, !DIExpression(), !318)
  %145 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !dbg !671, !tbaa !353
  %146 = sext i32 %145 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5), !dbg !677
    #dbg_value(i64 6, !312, !DIExpression(), !318)
  %148 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !dbg !671, !tbaa !353
  %149 = sext i32 %148 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6), !dbg !677
    #dbg_value(i64 7, !312, !DIExpression(), !318)
  %151 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !dbg !671, !tbaa !353
  %152 = sext i32 %151 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %152, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7), !dbg !677
    #dbg_value(i64 8, !312, !DIExpression(), !318)
  %154 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !dbg !671, !tbaa !353
  %155 = sext i32 %154 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !675
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8), !dbg !677
  br label %157, !dbg !677

157:                                              ; preds = %114, %131
  br label %158, !dbg !679

158:                                              ; preds = %157, %222
  %159 = phi i1 [ false, %222 ], [ true, %157 ]
  %160 = phi i64 [ 1, %222 ], [ 0, %157 ]
    #dbg_value(i64 %160, !312, !DIExpression(), !318)
    #dbg_value(i32 0, !313, !DIExpression(), !318)
  %161 = trunc nuw nsw i64 %160 to i32
  %162 = trunc nuw nsw i64 %160 to i32
  %163 = trunc nuw nsw i64 %160 to i32
  br label %164, !dbg !681

164:                                              ; preds = %158, %219
  %165 = phi i64 [ 0, %158 ], [ %220, %219 ]
    #dbg_value(i64 %165, !313, !DIExpression(), !318)
    #dbg_value(i64 0, !314, !DIExpression(), !318)
  %166 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %160, i64 %165, i64 0, !dbg !685
  %167 = load volatile i32, ptr %166, align 8, !dbg !691, !tbaa !652
  %168 = sext i32 %167 to i64, !dbg !685
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !692
  %169 = getelementptr inbounds i8, ptr %166, i64 8, !dbg !693
  %170 = load i64, ptr %169, align 8, !dbg !693, !tbaa !657
  call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !694
  %171 = getelementptr inbounds i8, ptr %166, i64 16, !dbg !695
  %172 = load i8, ptr %171, align 8, !dbg !695, !tbaa !660
  %173 = sext i8 %172 to i64, !dbg !696
  call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !697
  %174 = getelementptr inbounds i8, ptr %166, i64 17, !dbg !698
  %175 = load volatile i8, ptr %174, align 1, !dbg !698, !tbaa !664
  %176 = sext i8 %175 to i64, !dbg !699
  call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !700
  %177 = getelementptr inbounds i8, ptr %166, i64 20, !dbg !701
  %178 = load volatile i32, ptr %177, align 4, !dbg !701, !tbaa !668
  %179 = sext i32 %178 to i64, !dbg !702
  call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !703
  br i1 %21, label %183, label %180, !dbg !704

180:                                              ; preds = %164
  %181 = trunc nuw nsw i64 %165 to i32, !dbg !705
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %161, i32 noundef %181, i32 noundef 0), !dbg !705
  br label %183, !dbg !705

183:                                              ; preds = %164, %180
    #dbg_value(i64 1, !314, !DIExpression(), !318)
  %184 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %160, i64 %165, i64 1, !dbg !685
  %185 = load volatile i32, ptr %184, align 8, !dbg !691, !tbaa !652
  %186 = sext i32 %185 to i64, !dbg !685
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !692
  %187 = getelementptr inbounds i8, ptr %184, i64 8, !dbg !693
  %188 = load i64, ptr %187, align 8, !dbg !693, !tbaa !657
  call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !694
  %189 = getelementptr inbounds i8, ptr %184, i64 16, !dbg !695
  %190 = load i8, ptr %189, align 8, !dbg !695, !tbaa !660
  %191 = sext i8 %190 to i64, !dbg !696
  call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !697
  %192 = getelementptr inbounds i8, ptr %184, i64 17, !dbg !698
  %193 = load volatile i8, ptr %192, align 1, !dbg !698, !tbaa !664
  %194 = sext i8 %193 to i64, !dbg !699
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !700
  %195 = getelementptr inbounds i8, ptr %184, i64 20, !dbg !701
  %196 = load volatile i32, ptr %195, align 4, !dbg !701, !tbaa !668
  %197 = sext i32 %196 to i64, !dbg !702
  call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !703
  br i1 %21, label %201, label %198, !dbg !704

198:                                              ; preds = %183
  %199 = trunc nuw nsw i64 %165 to i32, !dbg !705
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %162, i32 noundef %199, i32 noundef 1), !dbg !705
  br label %201, !dbg !705

201:                                              ; preds = %198, %183
    #dbg_value(i64 2, !314, !DIExpression(), !318)
  %202 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %160, i64 %165, i64 2, !dbg !685
  %203 = load volatile i32, ptr %202, align 8, !dbg !691, !tbaa !652
  %204 = sext i32 %203 to i64, !dbg !685
  call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !692
  %205 = getelementptr inbounds i8, ptr %202, i64 8, !dbg !693
  %206 = load i64, ptr %205, align 8, !dbg !693, !tbaa !657
  call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !694
  %207 = getelementptr inbounds i8, ptr %202, i64 16, !dbg !695
  %208 = load i8, ptr %207, align 8, !dbg !695, !tbaa !660
  %209 = sext i8 %208 to i64, !dbg !696
  call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !697
  %210 = getelementptr inbounds i8, ptr %202, i64 17, !dbg !698
  %211 = load volatile i8, ptr %210, align 1, !dbg !698, !tbaa !664
  %212 = sext i8 %211 to i64, !dbg !699
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !700
  %213 = getelementptr inbounds i8, ptr %202, i64 20, !dbg !701
  %214 = load volatile i32, ptr %213, align 4, !dbg !701, !tbaa !668
  %215 = sext i32 %214 to i64, !dbg !702
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !703
  br i1 %21, label %219, label %216, !dbg !704

216:                                              ; preds = %201
  %217 = trunc nuw nsw i64 %165 to i32, !dbg !705
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %163, i32 noundef %217, i32 noundef 2), !dbg !705
  br label %219, !dbg !705

219:                                              ; preds = %216, %201
    #dbg_value(i64 3, !314, !DIExpression(), !318)
  %220 = add nuw nsw i64 %165, 1, !dbg !707
    #dbg_value(i64 %220, !313, !DIExpression(), !318)
  %221 = icmp eq i64 %220, 8, !dbg !708
  br i1 %221, label %222, label %164, !dbg !681, !llvm.loop !709

222:                                              ; preds = %219
    #dbg_value(i64 %160, !312, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !318)
  br i1 %159, label %158, label %223, !dbg !679, !llvm.loop !711

223:                                              ; preds = %222
  %224 = load i16, ptr @g_90, align 8, !dbg !713, !tbaa !591
  %225 = zext i16 %224 to i64, !dbg !714
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.25, i32 noundef %22), !dbg !715
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.26, i32 noundef %22), !dbg !716
    #dbg_value(i64 0, !312, !DIExpression(), !318)
  %226 = load volatile i32, ptr @g_94, align 16, !dbg !717, !tbaa !721
  %227 = zext i32 %226 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !724
  %228 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 4), align 4, !dbg !725, !tbaa !726
  %229 = zext i8 %228 to i64, !dbg !727
  call fastcc void @transparent_crc(i64 noundef %229, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !728
  br i1 %21, label %237, label %230, !dbg !729

230:                                              ; preds = %223
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !730
    #dbg_value(i64 1, !312, !DIExpression(), !318)
  %232 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 8, !dbg !717, !tbaa !721
  %233 = zext i32 %232 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !724
  %234 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !dbg !725, !tbaa !726
  %235 = zext i8 %234 to i64, !dbg !727
  call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !728
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !730
  br label %242, !dbg !730

237:                                              ; preds = %223
    #dbg_value(i64 1, !312, !DIExpression(), !318)
  %238 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 8, !dbg !717, !tbaa !721
  %239 = zext i32 %238 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !724
  %240 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !dbg !725, !tbaa !726
  %241 = zext i8 %240 to i64, !dbg !727
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !728
  br label %242, !dbg !729

242:                                              ; preds = %237, %230
    #dbg_value(i64 2, !312, !DIExpression(), !318)
  %243 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 16), align 16, !dbg !717, !tbaa !721
  %244 = zext i32 %243 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !724
  %245 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 20), align 4, !dbg !725, !tbaa !726
  %246 = zext i8 %245 to i64, !dbg !727
  call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !728
  br i1 %21, label %254, label %247, !dbg !729

247:                                              ; preds = %242
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !730
    #dbg_value(i64 3, !312, !DIExpression(), !318)
  %249 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 8, !dbg !717, !tbaa !721
  %250 = zext i32 %249 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !724
  %251 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !dbg !725, !tbaa !726
  %252 = zext i8 %251 to i64, !dbg !727
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !728
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !730
  br label %259, !dbg !730

254:                                              ; preds = %242
    #dbg_value(i64 3, !312, !DIExpression(), !318)
  %255 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 8, !dbg !717, !tbaa !721
  %256 = zext i32 %255 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !724
  %257 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !dbg !725, !tbaa !726
  %258 = zext i8 %257 to i64, !dbg !727
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !728
  br label %259, !dbg !729

259:                                              ; preds = %254, %247
    #dbg_value(i64 4, !312, !DIExpression(), !318)
  %260 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 32), align 16, !dbg !717, !tbaa !721
  %261 = zext i32 %260 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !724
  %262 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 36), align 4, !dbg !725, !tbaa !726
  %263 = zext i8 %262 to i64, !dbg !727
  call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !728
  br i1 %21, label %290, label %264, !dbg !729

264:                                              ; preds = %259
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4), !dbg !730
    #dbg_value(i64 5, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22), !dbg !732
    #dbg_value(i64 0, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %266 = load volatile i8, ptr @g_106, align 16, !dbg !733, !tbaa !591
  %267 = zext i8 %266 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 0), !dbg !742
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %269 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !dbg !733, !tbaa !591
  %270 = zext i8 %269 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 1), !dbg !742
    #dbg_value(i64 1, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %272 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 8, !dbg !733, !tbaa !591
  %273 = zext i8 %272 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 0), !dbg !742
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %275 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !dbg !733, !tbaa !591
  %276 = zext i8 %275 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 1), !dbg !742
    #dbg_value(i64 2, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %278 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 16, !dbg !733, !tbaa !591
  %279 = zext i8 %278 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 0), !dbg !742
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %281 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !dbg !733, !tbaa !591
  %282 = zext i8 %281 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 1), !dbg !742
    #dbg_value(i64 3, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %284 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 8, !dbg !733, !tbaa !591
  %285 = zext i8 %284 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %285, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 0), !dbg !742
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %287 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !dbg !733, !tbaa !591
  %288 = zext i8 %287 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %288, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 1), !dbg !742
  br label %307, !dbg !742

290:                                              ; preds = %259
    #dbg_value(i64 5, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22), !dbg !732
    #dbg_value(i64 0, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %291 = load volatile i8, ptr @g_106, align 16, !dbg !733, !tbaa !591
  %292 = zext i8 %291 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %293 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !dbg !733, !tbaa !591
  %294 = zext i8 %293 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %294, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
    #dbg_value(i64 1, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %295 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 8, !dbg !733, !tbaa !591
  %296 = zext i8 %295 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %297 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !dbg !733, !tbaa !591
  %298 = zext i8 %297 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
    #dbg_value(i64 2, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %299 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 16, !dbg !733, !tbaa !591
  %300 = zext i8 %299 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %301 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !dbg !733, !tbaa !591
  %302 = zext i8 %301 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
    #dbg_value(i64 3, !312, !DIExpression(), !318)
    #dbg_value(i64 0, !313, !DIExpression(), !318)
  %303 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 8, !dbg !733, !tbaa !591
  %304 = zext i8 %303 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
    #dbg_value(i64 1, !313, !DIExpression(), !318)
  %305 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !dbg !733, !tbaa !591
  %306 = zext i8 %305 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !741
  br label %307, !dbg !744

307:                                              ; preds = %290, %264
    #dbg_value(i64 2, !313, !DIExpression(), !318)
    #dbg_value(i64 4, !312, !DIExpression(), !318)
  call fastcc void @transparent_crc(i64 noundef 48, ptr noundef nonnull @.str.32, i32 noundef %22), !dbg !745
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.33, i32 noundef %22), !dbg !746
  %308 = load volatile i32, ptr @g_224, align 8, !dbg !747, !tbaa !652
  %309 = sext i32 %308 to i64, !dbg !748
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.34, i32 noundef %22), !dbg !749
  %310 = load i64, ptr getelementptr inbounds (i8, ptr @g_224, i64 8), align 8, !dbg !750, !tbaa !657
  call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.35, i32 noundef %22), !dbg !751
  %311 = load i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 16), align 8, !dbg !752, !tbaa !660
  %312 = sext i8 %311 to i64, !dbg !753
  call fastcc void @transparent_crc(i64 noundef %312, ptr noundef nonnull @.str.36, i32 noundef %22), !dbg !754
  %313 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 17), align 1, !dbg !755, !tbaa !664
  %314 = sext i8 %313 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %314, ptr noundef nonnull @.str.37, i32 noundef %22), !dbg !757
  %315 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_224, i64 20), align 4, !dbg !758, !tbaa !668
  %316 = sext i32 %315 to i64, !dbg !759
  call fastcc void @transparent_crc(i64 noundef %316, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !760
  call fastcc void @transparent_crc(i64 noundef 1545505605, ptr noundef nonnull @.str.39, i32 noundef %22), !dbg !761
  call fastcc void @transparent_crc(i64 noundef -5986, ptr noundef nonnull @.str.40, i32 noundef %22), !dbg !762
  %317 = load i32, ptr @crc32_context, align 4, !dbg !763, !tbaa !353
  %318 = xor i32 %317, -1, !dbg !764
    #dbg_value(i32 %318, !765, !DIExpression(), !771)
    #dbg_value(i32 %22, !770, !DIExpression(), !771)
  %319 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef %318), !dbg !773
  ret i32 0, !dbg !774
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !775 {
    #dbg_value(i64 %0, !779, !DIExpression(), !782)
    #dbg_value(ptr %1, !780, !DIExpression(), !782)
    #dbg_value(i32 %2, !781, !DIExpression(), !782)
    #dbg_value(i64 %0, !783, !DIExpression(), !788)
    #dbg_value(i64 %0, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !795)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !797, !tbaa !353
  %5 = lshr i32 %4, 8, !dbg !798
  %6 = zext i32 %4 to i64, !dbg !799
  %7 = xor i64 %6, %0, !dbg !799
  %8 = and i64 %7, 255, !dbg !800
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !800
  %10 = load i32, ptr %9, align 4, !dbg !800, !tbaa !353
  %11 = xor i32 %5, %10, !dbg !801
  %12 = lshr i64 %0, 8, !dbg !802
    #dbg_value(i64 %12, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !803)
  %13 = lshr i32 %11, 8, !dbg !805
  %14 = zext i32 %11 to i64, !dbg !806
  %15 = xor i64 %12, %14, !dbg !806
  %16 = and i64 %15, 255, !dbg !807
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !807
  %18 = load i32, ptr %17, align 4, !dbg !807, !tbaa !353
  %19 = xor i32 %13, %18, !dbg !808
  %20 = lshr i64 %0, 16, !dbg !809
    #dbg_value(i64 %20, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !810)
  %21 = lshr i32 %19, 8, !dbg !812
  %22 = zext i32 %19 to i64, !dbg !813
  %23 = xor i64 %20, %22, !dbg !813
  %24 = and i64 %23, 255, !dbg !814
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !814
  %26 = load i32, ptr %25, align 4, !dbg !814, !tbaa !353
  %27 = xor i32 %21, %26, !dbg !815
  %28 = lshr i64 %0, 24, !dbg !816
    #dbg_value(i64 %28, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !817)
  %29 = lshr i32 %27, 8, !dbg !819
  %30 = zext i32 %27 to i64, !dbg !820
  %31 = xor i64 %28, %30, !dbg !820
  %32 = and i64 %31, 255, !dbg !821
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !821
  %34 = load i32, ptr %33, align 4, !dbg !821, !tbaa !353
  %35 = xor i32 %29, %34, !dbg !822
  %36 = lshr i64 %0, 32, !dbg !823
    #dbg_value(i64 %36, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !824)
  %37 = lshr i32 %35, 8, !dbg !826
  %38 = zext i32 %35 to i64, !dbg !827
  %39 = xor i64 %36, %38, !dbg !827
  %40 = and i64 %39, 255, !dbg !828
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !828
  %42 = load i32, ptr %41, align 4, !dbg !828, !tbaa !353
  %43 = xor i32 %37, %42, !dbg !829
  %44 = lshr i64 %0, 40, !dbg !830
    #dbg_value(i64 %44, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !831)
  %45 = lshr i32 %43, 8, !dbg !833
  %46 = zext i32 %43 to i64, !dbg !834
  %47 = xor i64 %44, %46, !dbg !834
  %48 = and i64 %47, 255, !dbg !835
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !835
  %50 = load i32, ptr %49, align 4, !dbg !835, !tbaa !353
  %51 = xor i32 %45, %50, !dbg !836
  %52 = lshr i64 %0, 48, !dbg !837
    #dbg_value(i64 %52, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !838)
  %53 = lshr i32 %51, 8, !dbg !840
  %54 = zext i32 %51 to i64, !dbg !841
  %55 = xor i64 %52, %54, !dbg !841
  %56 = and i64 %55, 255, !dbg !842
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !842
  %58 = load i32, ptr %57, align 4, !dbg !842, !tbaa !353
  %59 = xor i32 %53, %58, !dbg !843
  %60 = lshr i64 %0, 56, !dbg !844
    #dbg_value(i64 %60, !790, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !845)
  %61 = lshr i32 %59, 8, !dbg !847
  %62 = and i32 %59, 255, !dbg !848
  %63 = zext nneg i32 %62 to i64, !dbg !848
  %64 = xor i64 %60, %63, !dbg !848
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !848
  %66 = load i32, ptr %65, align 4, !dbg !848, !tbaa !353
  %67 = xor i32 %61, %66, !dbg !849
  store i32 %67, ptr @crc32_context, align 4, !dbg !850, !tbaa !353
  %68 = icmp eq i32 %2, 0, !dbg !851
  br i1 %68, label %73, label %69, !dbg !853

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !854
  %71 = zext i32 %70 to i64, !dbg !854
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71), !dbg !856
  br label %73, !dbg !857

73:                                               ; preds = %69, %3
  ret void, !dbg !858
}

; Function Attrs: nofree nounwind
declare !dbg !859 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!296, !297, !298, !299, !300, !301, !302}
!llvm.ident = !{!303}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1007.c", directory: ".", checksumkind: CSK_MD5, checksum: "04b749c3569bf5a7c56dd061c363db4a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_5", scope: !9, file: !2, line: 55, type: !25, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !0, !20, !22, !29, !34, !36, !38, !43, !48, !50, !52, !54, !59, !61, !63, !65, !67, !69, !71, !73, !75, !80, !82, !84, !86, !88, !93, !95, !97, !99, !101, !106, !111, !116, !121, !123, !125, !127, !129, !131, !133, !135, !137, !146, !150, !163, !176, !178, !181, !184, !187, !191, !198, !200, !205, !7, !207, !212, !214, !216, !229, !232, !234, !249, !252, !257, !259, !262, !264, !281, !283, !285, !287, !289, !291, !294}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 355, type: !3, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!23 = distinct !DIGlobalVariable(name: "g_18", scope: !9, file: !2, line: 57, type: !24, isLocal: true, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !26, line: 26, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !28, line: 41, baseType: !13)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!35 = distinct !DIGlobalVariable(name: "g_20", scope: !9, file: !2, line: 58, type: !24, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 357, type: !31, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 8)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 14)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 364, type: !31, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 365, type: !31, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 366, type: !40, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 369, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 11)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 370, type: !56, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !31, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !40, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 376, type: !40, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 377, type: !40, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 378, type: !40, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 379, type: !40, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 382, type: !40, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 392, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 17)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 393, type: !77, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 394, type: !77, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 395, type: !77, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 396, type: !77, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 397, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 22)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 402, type: !40, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 403, type: !40, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 406, type: !56, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 407, type: !56, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 411, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 6)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 416, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 15)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 417, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 18)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 421, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 9)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 422, type: !118, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 423, type: !118, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 424, type: !118, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 425, type: !118, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 426, type: !118, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 427, type: !118, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 428, type: !103, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !2, line: 429, type: !103, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !139, line: 47, type: !140, isLocal: true, isDefinition: true)
!139 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 8192, elements: !144)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !142, line: 26, baseType: !143)
!142 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !28, line: 42, baseType: !12)
!144 = !{!145}
!145 = !DISubrange(count: 256)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_4", scope: !9, file: !2, line: 56, type: !148, isLocal: true, isDefinition: true)
!148 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "g_96", scope: !9, file: !2, line: 77, type: !152, isLocal: true, isDefinition: true)
!152 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 24, size: 64, elements: !155)
!155 = !{!156, !158}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !154, file: !2, line: 25, baseType: !157, size: 32)
!157 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !141)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !154, file: !2, line: 26, baseType: !159, size: 8, offset: 32)
!159 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !142, line: 24, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !28, line: 38, baseType: !162)
!162 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "g_93", scope: !9, file: !2, line: 73, type: !165, isLocal: true, isDefinition: true)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U4", file: !2, line: 40, size: 64, elements: !167)
!167 = !{!168, !172}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !166, file: !2, line: 41, baseType: !169, size: 16)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !142, line: 25, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !28, line: 40, baseType: !171)
!171 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !166, file: !2, line: 42, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !26, line: 27, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !28, line: 44, baseType: !175)
!175 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "g_99", scope: !9, file: !2, line: 78, type: !153, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_60", scope: !9, file: !2, line: 64, type: !180, isLocal: true, isDefinition: true)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_61", scope: !9, file: !2, line: 65, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !180, size: 128, elements: !18)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_199", scope: !9, file: !2, line: 83, type: !186, isLocal: true, isDefinition: true)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_92", scope: !9, file: !2, line: 74, type: !189, isLocal: true, isDefinition: true)
!189 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_236", scope: !9, file: !2, line: 89, type: !193, isLocal: true, isDefinition: true)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !142, line: 27, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !28, line: 45, baseType: !197)
!197 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_237", scope: !9, file: !2, line: 88, type: !194, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !139, line: 114, type: !202, isLocal: true, isDefinition: true)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 36)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(name: "g_2", scope: !9, file: !2, line: 54, type: !169, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "g_25", scope: !9, file: !2, line: 59, type: !209, isLocal: true, isDefinition: true)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 224, elements: !210)
!210 = !{!211}
!211 = !DISubrange(count: 7)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_43", scope: !9, file: !2, line: 60, type: !160, isLocal: true, isDefinition: true)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_51", scope: !9, file: !2, line: 61, type: !169, isLocal: true, isDefinition: true)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "g_62", scope: !9, file: !2, line: 66, type: !218, isLocal: true, isDefinition: true)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!219 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U3", file: !2, line: 34, size: 128, elements: !220)
!220 = !{!221, !222, !223}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !219, file: !2, line: 35, baseType: !25, size: 32)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !219, file: !2, line: 36, baseType: !154, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !219, file: !2, line: 37, baseType: !224, size: 128)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !225)
!225 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 29, size: 128, elements: !226)
!226 = !{!227, !228}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !225, file: !2, line: 30, baseType: !141, size: 32)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !225, file: !2, line: 31, baseType: !173, size: 64, offset: 64)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 67, type: !231, isLocal: true, isDefinition: true)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !225, size: 256, elements: !18)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(name: "g_79", scope: !9, file: !2, line: 68, type: !169, isLocal: true, isDefinition: true)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(name: "g_80", scope: !9, file: !2, line: 69, type: !236, isLocal: true, isDefinition: true)
!236 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !237)
!237 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 192, elements: !238)
!238 = !{!239, !241, !242, !246, !248}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !237, file: !2, line: 17, baseType: !240, size: 32)
!240 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !237, file: !2, line: 18, baseType: !195, size: 64, offset: 64)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !237, file: !2, line: 19, baseType: !243, size: 8, offset: 128)
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !26, line: 24, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !28, line: 37, baseType: !245)
!245 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !237, file: !2, line: 20, baseType: !247, size: 8, offset: 136)
!247 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !243)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !237, file: !2, line: 21, baseType: !240, size: 32, offset: 160)
!249 = !DIGlobalVariableExpression(var: !250, expr: !DIExpression())
!250 = distinct !DIGlobalVariable(name: "g_84", scope: !9, file: !2, line: 70, type: !251, isLocal: true, isDefinition: true)
!251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 288, elements: !119)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "g_87", scope: !9, file: !2, line: 71, type: !254, isLocal: true, isDefinition: true)
!254 = !DICompositeType(tag: DW_TAG_array_type, baseType: !237, size: 9216, elements: !255)
!255 = !{!19, !42, !256}
!256 = !DISubrange(count: 3)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(name: "g_90", scope: !9, file: !2, line: 72, type: !166, isLocal: true, isDefinition: true)
!259 = !DIGlobalVariableExpression(var: !260, expr: !DIExpression())
!260 = distinct !DIGlobalVariable(name: "g_94", scope: !9, file: !2, line: 75, type: !261, isLocal: true, isDefinition: true)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 320, elements: !32)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(name: "g_104", scope: !9, file: !2, line: 80, type: !169, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(name: "g_106", scope: !9, file: !2, line: 81, type: !266, isLocal: true, isDefinition: true)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !267, size: 256, elements: !280)
!267 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !268)
!268 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U5", file: !2, line: 45, size: 32, elements: !269)
!269 = !{!270, !271, !272, !273, !275}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !268, file: !2, line: 46, baseType: !160, size: 8)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !268, file: !2, line: 47, baseType: !240, size: 32)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !268, file: !2, line: 48, baseType: !24, size: 32)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !268, file: !2, line: 49, baseType: !274, size: 32)
!274 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !240)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !268, file: !2, line: 50, baseType: !276, size: 16)
!276 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !26, line: 25, baseType: !278)
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !28, line: 39, baseType: !279)
!279 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!280 = !{!6, !19}
!281 = !DIGlobalVariableExpression(var: !282, expr: !DIExpression())
!282 = distinct !DIGlobalVariable(name: "g_184", scope: !9, file: !2, line: 82, type: !268, isLocal: true, isDefinition: true)
!283 = !DIGlobalVariableExpression(var: !284, expr: !DIExpression())
!284 = distinct !DIGlobalVariable(name: "g_215", scope: !9, file: !2, line: 84, type: !268, isLocal: true, isDefinition: true)
!285 = !DIGlobalVariableExpression(var: !286, expr: !DIExpression())
!286 = distinct !DIGlobalVariable(name: "g_224", scope: !9, file: !2, line: 85, type: !237, isLocal: true, isDefinition: true)
!287 = !DIGlobalVariableExpression(var: !288, expr: !DIExpression())
!288 = distinct !DIGlobalVariable(name: "g_226", scope: !9, file: !2, line: 86, type: !141, isLocal: true, isDefinition: true)
!289 = !DIGlobalVariableExpression(var: !290, expr: !DIExpression())
!290 = distinct !DIGlobalVariable(name: "g_230", scope: !9, file: !2, line: 87, type: !277, isLocal: true, isDefinition: true)
!291 = !DIGlobalVariableExpression(var: !292, expr: !DIExpression())
!292 = distinct !DIGlobalVariable(scope: null, file: !293, line: 56, type: !108, isLocal: true, isDefinition: true)
!293 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !139, line: 48, type: !141, isLocal: true, isDefinition: true)
!296 = !{i32 7, !"Dwarf Version", i32 5}
!297 = !{i32 2, !"Debug Info Version", i32 3}
!298 = !{i32 1, !"wchar_size", i32 4}
!299 = !{i32 8, !"PIC Level", i32 2}
!300 = !{i32 7, !"PIE Level", i32 2}
!301 = !{i32 7, !"uwtable", i32 2}
!302 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!303 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!304 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 346, type: !305, scopeLine: 347, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !309)
!305 = !DISubroutineType(types: !306)
!306 = !{!13, !13, !307}
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!309 = !{!310, !311, !312, !313, !314, !315}
!310 = !DILocalVariable(name: "argc", arg: 1, scope: !304, file: !2, line: 346, type: !13)
!311 = !DILocalVariable(name: "argv", arg: 2, scope: !304, file: !2, line: 346, type: !307)
!312 = !DILocalVariable(name: "i", scope: !304, file: !2, line: 348, type: !13)
!313 = !DILocalVariable(name: "j", scope: !304, file: !2, line: 348, type: !13)
!314 = !DILocalVariable(name: "k", scope: !304, file: !2, line: 348, type: !13)
!315 = !DILocalVariable(name: "print_hash_value", scope: !304, file: !2, line: 349, type: !13)
!316 = distinct !DIAssignID()
!317 = distinct !DIAssignID()
!318 = !DILocation(line: 0, scope: !304)
!319 = !DILocation(line: 350, column: 14, scope: !320)
!320 = distinct !DILexicalBlock(scope: !304, file: !2, line: 350, column: 9)
!321 = !DILocation(line: 350, column: 19, scope: !320)
!322 = !DILocation(line: 350, column: 29, scope: !320)
!323 = !{!324, !324, i64 0}
!324 = !{!"any pointer", !325, i64 0}
!325 = !{!"omnipotent char", !326, i64 0}
!326 = !{!"Simple C/C++ TBAA"}
!327 = !DILocation(line: 350, column: 43, scope: !320)
!328 = !DILocation(line: 350, column: 9, scope: !304)
!329 = !DILocalVariable(name: "poly", scope: !330, file: !139, line: 54, type: !337)
!330 = distinct !DISubprogram(name: "crc32_gentab", scope: !139, file: !139, line: 51, type: !331, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !333)
!331 = !DISubroutineType(types: !332)
!332 = !{null}
!333 = !{!334, !329, !335, !336}
!334 = !DILocalVariable(name: "crc", scope: !330, file: !139, line: 53, type: !141)
!335 = !DILocalVariable(name: "i", scope: !330, file: !139, line: 55, type: !13)
!336 = !DILocalVariable(name: "j", scope: !330, file: !139, line: 55, type: !13)
!337 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!338 = !DILocation(line: 0, scope: !330, inlinedAt: !339)
!339 = distinct !DILocation(line: 352, column: 5, scope: !304)
!340 = !DILocation(line: 57, column: 2, scope: !341, inlinedAt: !339)
!341 = distinct !DILexicalBlock(scope: !330, file: !139, line: 57, column: 2)
!342 = !DILocation(line: 57, column: 24, scope: !343, inlinedAt: !339)
!343 = distinct !DILexicalBlock(scope: !341, file: !139, line: 57, column: 2)
!344 = !DILocation(line: 60, column: 12, scope: !345, inlinedAt: !339)
!345 = distinct !DILexicalBlock(scope: !346, file: !139, line: 60, column: 8)
!346 = distinct !DILexicalBlock(scope: !347, file: !139, line: 59, column: 27)
!347 = distinct !DILexicalBlock(scope: !348, file: !139, line: 59, column: 3)
!348 = distinct !DILexicalBlock(scope: !349, file: !139, line: 59, column: 3)
!349 = distinct !DILexicalBlock(scope: !343, file: !139, line: 57, column: 28)
!350 = !DILocation(line: 60, column: 8, scope: !346, inlinedAt: !339)
!351 = !DILocation(line: 66, column: 3, scope: !349, inlinedAt: !339)
!352 = !DILocation(line: 66, column: 16, scope: !349, inlinedAt: !339)
!353 = !{!354, !354, i64 0}
!354 = !{!"int", !325, i64 0}
!355 = distinct !{!355, !340, !356, !357, !358, !359}
!356 = !DILocation(line: 67, column: 2, scope: !341, inlinedAt: !339)
!357 = !{!"llvm.loop.mustprogress"}
!358 = !{!"llvm.loop.isvectorized", i32 1}
!359 = !{!"llvm.loop.unroll.runtime.disable"}
!360 = !DILocalVariable(name: "l_235", scope: !361, file: !2, line: 115, type: !416)
!361 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 105, type: !362, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !364)
!362 = !DISubroutineType(types: !363)
!363 = !{!141}
!364 = !{!365, !366, !367, !371, !372, !373, !377, !379, !360, !381, !382, !383, !384, !392, !396, !397, !398, !399, !400, !408, !409, !410, !411, !412, !413, !414}
!365 = !DILocalVariable(name: "l_3", scope: !361, file: !2, line: 107, type: !149)
!366 = !DILocalVariable(name: "l_17", scope: !361, file: !2, line: 108, type: !186)
!367 = !DILocalVariable(name: "l_16", scope: !361, file: !2, line: 109, type: !368)
!368 = !DICompositeType(tag: DW_TAG_array_type, baseType: !369, size: 1152, elements: !370)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!370 = !{!120, !19}
!371 = !DILocalVariable(name: "l_19", scope: !361, file: !2, line: 110, type: !186)
!372 = !DILocalVariable(name: "l_58", scope: !361, file: !2, line: 111, type: !180)
!373 = !DILocalVariable(name: "l_59", scope: !361, file: !2, line: 112, type: !374)
!374 = !DICompositeType(tag: DW_TAG_array_type, baseType: !375, size: 192, elements: !376)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!376 = !{!256}
!377 = !DILocalVariable(name: "l_201", scope: !361, file: !2, line: 113, type: !378)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!379 = !DILocalVariable(name: "l_223", scope: !361, file: !2, line: 114, type: !380)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!381 = !DILocalVariable(name: "l_234", scope: !361, file: !2, line: 116, type: !193)
!382 = !DILocalVariable(name: "i", scope: !361, file: !2, line: 117, type: !13)
!383 = !DILocalVariable(name: "j", scope: !361, file: !2, line: 117, type: !13)
!384 = !DILocalVariable(name: "l_210", scope: !385, file: !2, line: 126, type: !388)
!385 = distinct !DILexicalBlock(scope: !386, file: !2, line: 125, column: 5)
!386 = distinct !DILexicalBlock(scope: !387, file: !2, line: 124, column: 5)
!387 = distinct !DILexicalBlock(scope: !361, file: !2, line: 124, column: 5)
!388 = !DICompositeType(tag: DW_TAG_array_type, baseType: !389, size: 16128, elements: !391)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 64)
!390 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !186)
!391 = !{!105, !105, !211}
!392 = !DILocalVariable(name: "l_222", scope: !385, file: !2, line: 127, type: !393)
!393 = !DICompositeType(tag: DW_TAG_array_type, baseType: !375, size: 6400, elements: !394)
!394 = !{!395, !395}
!395 = !DISubrange(count: 10)
!396 = !DILocalVariable(name: "l_233", scope: !385, file: !2, line: 128, type: !225)
!397 = !DILocalVariable(name: "i", scope: !385, file: !2, line: 129, type: !13)
!398 = !DILocalVariable(name: "j", scope: !385, file: !2, line: 129, type: !13)
!399 = !DILocalVariable(name: "k", scope: !385, file: !2, line: 129, type: !13)
!400 = !DILocalVariable(name: "l_218", scope: !401, file: !2, line: 135, type: !407)
!401 = distinct !DILexicalBlock(scope: !402, file: !2, line: 134, column: 13)
!402 = distinct !DILexicalBlock(scope: !403, file: !2, line: 133, column: 13)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 133, column: 13)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 131, column: 9)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 130, column: 9)
!406 = distinct !DILexicalBlock(scope: !385, file: !2, line: 130, column: 9)
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!408 = !DILocalVariable(name: "l_220", scope: !401, file: !2, line: 136, type: !380)
!409 = !DILocalVariable(name: "l_219", scope: !401, file: !2, line: 137, type: !407)
!410 = !DILocalVariable(name: "l_221", scope: !401, file: !2, line: 138, type: !165)
!411 = !DILocalVariable(name: "l_225", scope: !401, file: !2, line: 139, type: !407)
!412 = !DILocalVariable(name: "l_227", scope: !401, file: !2, line: 140, type: !24)
!413 = !DILocalVariable(name: "l_228", scope: !401, file: !2, line: 141, type: !337)
!414 = !DILocalVariable(name: "l_229", scope: !401, file: !2, line: 142, type: !415)
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !194, size: 384, elements: !104)
!417 = !DILocation(line: 0, scope: !361, inlinedAt: !418)
!418 = distinct !DILocation(line: 353, column: 5, scope: !304)
!419 = distinct !DIAssignID()
!420 = distinct !DIAssignID()
!421 = distinct !DIAssignID()
!422 = distinct !DIAssignID()
!423 = distinct !DIAssignID()
!424 = !DILocation(line: 115, column: 5, scope: !361, inlinedAt: !418)
!425 = !DILocation(line: 122, column: 7, scope: !361, inlinedAt: !418)
!426 = !DILocation(line: 122, column: 12, scope: !361, inlinedAt: !418)
!427 = !DILocalVariable(name: "l_50", scope: !428, file: !2, line: 331, type: !451)
!428 = distinct !DILexicalBlock(scope: !429, file: !2, line: 327, column: 5)
!429 = distinct !DILexicalBlock(scope: !430, file: !2, line: 326, column: 5)
!430 = distinct !DILexicalBlock(scope: !431, file: !2, line: 326, column: 5)
!431 = distinct !DISubprogram(name: "func_22", scope: !2, file: !2, line: 322, type: !432, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !436)
!432 = !DISubroutineType(types: !433)
!433 = !{!195, !169, !434}
!434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !435, size: 64)
!435 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!436 = !{!437, !438, !439, !440, !441, !443, !444, !427, !445, !446, !448, !449, !450}
!437 = !DILocalVariable(name: "p_23", arg: 1, scope: !431, file: !2, line: 322, type: !169)
!438 = !DILocalVariable(name: "p_24", arg: 2, scope: !431, file: !2, line: 322, type: !434)
!439 = !DILocalVariable(name: "l_27", scope: !431, file: !2, line: 324, type: !149)
!440 = !DILocalVariable(name: "l_26", scope: !431, file: !2, line: 325, type: !378)
!441 = !DILocalVariable(name: "l_28", scope: !428, file: !2, line: 328, type: !442)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!443 = !DILocalVariable(name: "l_42", scope: !428, file: !2, line: 329, type: !180)
!444 = !DILocalVariable(name: "l_49", scope: !428, file: !2, line: 330, type: !195)
!445 = !DILocalVariable(name: "l_55", scope: !428, file: !2, line: 332, type: !434)
!446 = !DILocalVariable(name: "l_54", scope: !428, file: !2, line: 333, type: !447)
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!448 = !DILocalVariable(name: "i", scope: !428, file: !2, line: 334, type: !13)
!449 = !DILocalVariable(name: "j", scope: !428, file: !2, line: 334, type: !13)
!450 = !DILocalVariable(name: "k", scope: !428, file: !2, line: 334, type: !13)
!451 = !DICompositeType(tag: DW_TAG_array_type, baseType: !452, size: 4096, elements: !453)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!453 = !{!42, !6, !19}
!454 = distinct !DIAssignID()
!455 = !DILocation(line: 0, scope: !428, inlinedAt: !456)
!456 = distinct !DILocation(line: 123, column: 90, scope: !361, inlinedAt: !418)
!457 = !DILocation(line: 0, scope: !431, inlinedAt: !456)
!458 = !DILocalVariable(name: "l_77", scope: !459, file: !2, line: 196, type: !578)
!459 = distinct !DILexicalBlock(scope: !460, file: !2, line: 195, column: 5)
!460 = distinct !DILexicalBlock(scope: !461, file: !2, line: 194, column: 5)
!461 = distinct !DILexicalBlock(scope: !462, file: !2, line: 194, column: 5)
!462 = distinct !DISubprogram(name: "func_12", scope: !2, file: !2, line: 177, type: !463, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !465)
!463 = !DISubroutineType(types: !464)
!464 = !{!160, !186, !173, !225}
!465 = !{!466, !467, !468, !469, !470, !471, !472, !473, !474, !476, !477, !478, !479, !480, !481, !482, !483, !484, !458, !485, !486, !487, !489, !490, !491, !492, !494, !495, !496, !497, !500, !501, !504, !505, !509, !511, !512, !513, !514, !515, !516, !517, !518, !519, !520, !521, !522, !523, !524, !525, !527, !528, !529, !530, !531, !533, !534, !535, !539, !540, !546, !547, !548, !550, !551, !552, !553, !554, !555, !556, !557, !559, !560, !561, !562, !563, !564, !565, !566, !567, !568, !569, !570, !571, !572, !576, !577}
!466 = !DILocalVariable(name: "p_13", arg: 1, scope: !462, file: !2, line: 177, type: !186)
!467 = !DILocalVariable(name: "p_14", arg: 2, scope: !462, file: !2, line: 177, type: !173)
!468 = !DILocalVariable(name: "p_15", arg: 3, scope: !462, file: !2, line: 177, type: !225)
!469 = !DILocalVariable(name: "l_72", scope: !462, file: !2, line: 179, type: !149)
!470 = !DILocalVariable(name: "l_71", scope: !462, file: !2, line: 180, type: !378)
!471 = !DILocalVariable(name: "l_70", scope: !462, file: !2, line: 181, type: !442)
!472 = !DILocalVariable(name: "l_89", scope: !462, file: !2, line: 182, type: !165)
!473 = !DILocalVariable(name: "l_113", scope: !462, file: !2, line: 183, type: !153)
!474 = !DILocalVariable(name: "l_114", scope: !462, file: !2, line: 184, type: !475)
!475 = !DICompositeType(tag: DW_TAG_array_type, baseType: !153, size: 512, elements: !41)
!476 = !DILocalVariable(name: "l_125", scope: !462, file: !2, line: 185, type: !25)
!477 = !DILocalVariable(name: "l_164", scope: !462, file: !2, line: 186, type: !25)
!478 = !DILocalVariable(name: "l_165", scope: !462, file: !2, line: 187, type: !25)
!479 = !DILocalVariable(name: "l_167", scope: !462, file: !2, line: 188, type: !25)
!480 = !DILocalVariable(name: "l_169", scope: !462, file: !2, line: 189, type: !25)
!481 = !DILocalVariable(name: "l_170", scope: !462, file: !2, line: 190, type: !25)
!482 = !DILocalVariable(name: "l_194", scope: !462, file: !2, line: 191, type: !375)
!483 = !DILocalVariable(name: "l_195", scope: !462, file: !2, line: 192, type: !375)
!484 = !DILocalVariable(name: "i", scope: !462, file: !2, line: 193, type: !13)
!485 = !DILocalVariable(name: "l_78", scope: !459, file: !2, line: 197, type: !452)
!486 = !DILocalVariable(name: "l_81", scope: !459, file: !2, line: 198, type: !277)
!487 = !DILocalVariable(name: "l_97", scope: !459, file: !2, line: 199, type: !488)
!488 = !DICompositeType(tag: DW_TAG_array_type, baseType: !153, size: 320, elements: !32)
!489 = !DILocalVariable(name: "l_127", scope: !459, file: !2, line: 200, type: !25)
!490 = !DILocalVariable(name: "l_130", scope: !459, file: !2, line: 201, type: !25)
!491 = !DILocalVariable(name: "l_144", scope: !459, file: !2, line: 202, type: !25)
!492 = !DILocalVariable(name: "l_166", scope: !459, file: !2, line: 203, type: !493)
!493 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, elements: !5)
!494 = !DILocalVariable(name: "l_168", scope: !459, file: !2, line: 204, type: !243)
!495 = !DILocalVariable(name: "l_196", scope: !459, file: !2, line: 205, type: !141)
!496 = !DILocalVariable(name: "i", scope: !459, file: !2, line: 206, type: !13)
!497 = !DILocalVariable(name: "l_82", scope: !498, file: !2, line: 211, type: !195)
!498 = distinct !DILexicalBlock(scope: !499, file: !2, line: 210, column: 9)
!499 = distinct !DILexicalBlock(scope: !459, file: !2, line: 209, column: 13)
!500 = !DILocalVariable(name: "l_83", scope: !498, file: !2, line: 212, type: !149)
!501 = !DILocalVariable(name: "l_86", scope: !502, file: !2, line: 215, type: !380)
!502 = distinct !DILexicalBlock(scope: !503, file: !2, line: 214, column: 13)
!503 = distinct !DILexicalBlock(scope: !498, file: !2, line: 213, column: 17)
!504 = !DILocalVariable(name: "l_85", scope: !502, file: !2, line: 216, type: !407)
!505 = !DILocalVariable(name: "l_88", scope: !506, file: !2, line: 225, type: !277)
!506 = distinct !DILexicalBlock(scope: !507, file: !2, line: 224, column: 13)
!507 = distinct !DILexicalBlock(scope: !508, file: !2, line: 223, column: 13)
!508 = distinct !DILexicalBlock(scope: !498, file: !2, line: 223, column: 13)
!509 = !DILocalVariable(name: "l_105", scope: !510, file: !2, line: 231, type: !194)
!510 = distinct !DILexicalBlock(scope: !499, file: !2, line: 230, column: 9)
!511 = !DILocalVariable(name: "l_109", scope: !510, file: !2, line: 232, type: !141)
!512 = !DILocalVariable(name: "l_110", scope: !510, file: !2, line: 233, type: !190)
!513 = !DILocalVariable(name: "l_111", scope: !510, file: !2, line: 234, type: !475)
!514 = !DILocalVariable(name: "l_133", scope: !510, file: !2, line: 235, type: !25)
!515 = !DILocalVariable(name: "l_148", scope: !510, file: !2, line: 236, type: !149)
!516 = !DILocalVariable(name: "l_149", scope: !510, file: !2, line: 237, type: !149)
!517 = !DILocalVariable(name: "l_150", scope: !510, file: !2, line: 238, type: !149)
!518 = !DILocalVariable(name: "l_151", scope: !510, file: !2, line: 239, type: !149)
!519 = !DILocalVariable(name: "l_152", scope: !510, file: !2, line: 240, type: !149)
!520 = !DILocalVariable(name: "l_153", scope: !510, file: !2, line: 241, type: !25)
!521 = !DILocalVariable(name: "l_154", scope: !510, file: !2, line: 242, type: !149)
!522 = !DILocalVariable(name: "l_155", scope: !510, file: !2, line: 243, type: !149)
!523 = !DILocalVariable(name: "l_156", scope: !510, file: !2, line: 244, type: !149)
!524 = !DILocalVariable(name: "l_157", scope: !510, file: !2, line: 245, type: !149)
!525 = !DILocalVariable(name: "l_158", scope: !510, file: !2, line: 246, type: !526)
!526 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 224, elements: !210)
!527 = !DILocalVariable(name: "l_159", scope: !510, file: !2, line: 247, type: !149)
!528 = !DILocalVariable(name: "l_160", scope: !510, file: !2, line: 248, type: !149)
!529 = !DILocalVariable(name: "l_161", scope: !510, file: !2, line: 249, type: !149)
!530 = !DILocalVariable(name: "l_162", scope: !510, file: !2, line: 250, type: !149)
!531 = !DILocalVariable(name: "l_163", scope: !510, file: !2, line: 251, type: !532)
!532 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 192, elements: !376)
!533 = !DILocalVariable(name: "l_171", scope: !510, file: !2, line: 252, type: !141)
!534 = !DILocalVariable(name: "i", scope: !510, file: !2, line: 253, type: !13)
!535 = !DILocalVariable(name: "l_91", scope: !536, file: !2, line: 260, type: !190)
!536 = distinct !DILexicalBlock(scope: !537, file: !2, line: 259, column: 13)
!537 = distinct !DILexicalBlock(scope: !538, file: !2, line: 258, column: 13)
!538 = distinct !DILexicalBlock(scope: !510, file: !2, line: 258, column: 13)
!539 = !DILocalVariable(name: "i", scope: !536, file: !2, line: 261, type: !13)
!540 = !DILocalVariable(name: "l_112", scope: !541, file: !2, line: 269, type: !543)
!541 = distinct !DILexicalBlock(scope: !542, file: !2, line: 268, column: 13)
!542 = distinct !DILexicalBlock(scope: !510, file: !2, line: 267, column: 17)
!543 = !DICompositeType(tag: DW_TAG_array_type, baseType: !544, size: 1024, elements: !545)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!545 = !{!19, !42}
!546 = !DILocalVariable(name: "i", scope: !541, file: !2, line: 270, type: !13)
!547 = !DILocalVariable(name: "j", scope: !541, file: !2, line: 270, type: !13)
!548 = !DILocalVariable(name: "l_117", scope: !549, file: !2, line: 278, type: !149)
!549 = distinct !DILexicalBlock(scope: !542, file: !2, line: 277, column: 13)
!550 = !DILocalVariable(name: "l_118", scope: !549, file: !2, line: 279, type: !149)
!551 = !DILocalVariable(name: "l_119", scope: !549, file: !2, line: 280, type: !149)
!552 = !DILocalVariable(name: "l_120", scope: !549, file: !2, line: 281, type: !149)
!553 = !DILocalVariable(name: "l_121", scope: !549, file: !2, line: 282, type: !149)
!554 = !DILocalVariable(name: "l_122", scope: !549, file: !2, line: 283, type: !149)
!555 = !DILocalVariable(name: "l_123", scope: !549, file: !2, line: 284, type: !149)
!556 = !DILocalVariable(name: "l_124", scope: !549, file: !2, line: 285, type: !25)
!557 = !DILocalVariable(name: "l_126", scope: !549, file: !2, line: 286, type: !558)
!558 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 96, elements: !376)
!559 = !DILocalVariable(name: "l_128", scope: !549, file: !2, line: 287, type: !149)
!560 = !DILocalVariable(name: "l_129", scope: !549, file: !2, line: 288, type: !149)
!561 = !DILocalVariable(name: "l_131", scope: !549, file: !2, line: 289, type: !149)
!562 = !DILocalVariable(name: "l_132", scope: !549, file: !2, line: 290, type: !149)
!563 = !DILocalVariable(name: "l_134", scope: !549, file: !2, line: 291, type: !149)
!564 = !DILocalVariable(name: "l_135", scope: !549, file: !2, line: 292, type: !149)
!565 = !DILocalVariable(name: "l_136", scope: !549, file: !2, line: 293, type: !149)
!566 = !DILocalVariable(name: "l_137", scope: !549, file: !2, line: 294, type: !149)
!567 = !DILocalVariable(name: "l_138", scope: !549, file: !2, line: 295, type: !149)
!568 = !DILocalVariable(name: "l_139", scope: !549, file: !2, line: 296, type: !149)
!569 = !DILocalVariable(name: "l_140", scope: !549, file: !2, line: 297, type: !149)
!570 = !DILocalVariable(name: "l_141", scope: !549, file: !2, line: 298, type: !149)
!571 = !DILocalVariable(name: "l_142", scope: !549, file: !2, line: 299, type: !149)
!572 = !DILocalVariable(name: "l_143", scope: !549, file: !2, line: 300, type: !573)
!573 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 64, elements: !574)
!574 = !{!575}
!575 = !DISubrange(count: 1)
!576 = !DILocalVariable(name: "l_145", scope: !549, file: !2, line: 301, type: !160)
!577 = !DILocalVariable(name: "i", scope: !549, file: !2, line: 302, type: !13)
!578 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 32, elements: !5)
!579 = distinct !DIAssignID()
!580 = !DILocation(line: 0, scope: !459, inlinedAt: !581)
!581 = distinct !DILocation(line: 123, column: 62, scope: !361, inlinedAt: !418)
!582 = !DILocation(line: 0, scope: !462, inlinedAt: !581)
!583 = !{!584, !584, i64 0}
!584 = !{!"short", !325, i64 0}
!585 = distinct !DIAssignID()
!586 = !DILocation(line: 0, scope: !498, inlinedAt: !581)
!587 = !DILocation(line: 213, column: 48, scope: !503, inlinedAt: !581)
!588 = !{i64 0, i64 4, !353, i64 8, i64 8, !589, i64 16, i64 1, !591, i64 17, i64 1, !591, i64 20, i64 4, !353}
!589 = !{!590, !590, i64 0}
!590 = !{!"long", !325, i64 0}
!591 = !{!325, !325, i64 0}
!592 = !DILocation(line: 213, column: 26, scope: !503, inlinedAt: !581)
!593 = !DILocation(line: 213, column: 17, scope: !498, inlinedAt: !581)
!594 = !DILocation(line: 313, column: 5, scope: !462, inlinedAt: !581)
!595 = !DILocation(line: 194, scope: !461, inlinedAt: !581)
!596 = !DILocation(line: 121, column: 9, scope: !597, inlinedAt: !418)
!597 = distinct !DILexicalBlock(scope: !598, file: !2, line: 120, column: 5)
!598 = distinct !DILexicalBlock(scope: !361, file: !2, line: 120, column: 5)
!599 = !DILocation(line: 209, column: 215, scope: !499, inlinedAt: !581)
!600 = !DILocation(line: 314, column: 1, scope: !462, inlinedAt: !581)
!601 = !DILocation(line: 167, column: 11, scope: !602, inlinedAt: !615)
!602 = distinct !DISubprogram(name: "func_6", scope: !2, file: !2, line: 159, type: !603, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !606)
!603 = !DISubroutineType(types: !604)
!604 = !{!149, !277, !605, !24}
!605 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !277)
!606 = !{!607, !608, !609, !610, !611, !613, !614}
!607 = !DILocalVariable(name: "p_7", arg: 1, scope: !602, file: !2, line: 159, type: !277)
!608 = !DILocalVariable(name: "p_8", arg: 2, scope: !602, file: !2, line: 159, type: !605)
!609 = !DILocalVariable(name: "p_9", arg: 3, scope: !602, file: !2, line: 159, type: !24)
!610 = !DILocalVariable(name: "l_198", scope: !602, file: !2, line: 161, type: !186)
!611 = !DILocalVariable(name: "l_197", scope: !602, file: !2, line: 162, type: !612)
!612 = !DICompositeType(tag: DW_TAG_array_type, baseType: !369, size: 64, elements: !574)
!613 = !DILocalVariable(name: "l_200", scope: !602, file: !2, line: 163, type: !149)
!614 = !DILocalVariable(name: "i", scope: !602, file: !2, line: 164, type: !13)
!615 = distinct !DILocation(line: 123, column: 23, scope: !361, inlinedAt: !418)
!616 = !DILocation(line: 0, scope: !602, inlinedAt: !615)
!617 = distinct !DIAssignID()
!618 = distinct !DIAssignID()
!619 = distinct !DIAssignID()
!620 = !DILocation(line: 168, column: 5, scope: !602, inlinedAt: !615)
!621 = !DILocation(line: 123, column: 9, scope: !361, inlinedAt: !418)
!622 = !DILocation(line: 147, column: 20, scope: !385, inlinedAt: !418)
!623 = !DILocation(line: 124, scope: !387, inlinedAt: !418)
!624 = !DILocation(line: 151, column: 1, scope: !361, inlinedAt: !418)
!625 = !DILocation(line: 354, column: 5, scope: !304)
!626 = !DILocation(line: 355, column: 21, scope: !304)
!627 = !DILocation(line: 355, column: 5, scope: !304)
!628 = !DILocation(line: 356, column: 5, scope: !304)
!629 = !DILocation(line: 357, column: 5, scope: !304)
!630 = !DILocation(line: 360, column: 9, scope: !631)
!631 = distinct !DILexicalBlock(scope: !632, file: !2, line: 359, column: 5)
!632 = distinct !DILexicalBlock(scope: !633, file: !2, line: 358, column: 5)
!633 = distinct !DILexicalBlock(scope: !304, file: !2, line: 358, column: 5)
!634 = !DILocation(line: 361, column: 13, scope: !631)
!635 = !DILocation(line: 361, column: 31, scope: !636)
!636 = distinct !DILexicalBlock(scope: !631, file: !2, line: 361, column: 13)
!637 = !DILocation(line: 364, column: 21, scope: !304)
!638 = !DILocation(line: 364, column: 5, scope: !304)
!639 = !DILocation(line: 365, column: 5, scope: !304)
!640 = !DILocation(line: 366, column: 5, scope: !304)
!641 = !DILocation(line: 369, column: 9, scope: !642)
!642 = distinct !DILexicalBlock(scope: !643, file: !2, line: 368, column: 5)
!643 = distinct !DILexicalBlock(scope: !644, file: !2, line: 367, column: 5)
!644 = distinct !DILexicalBlock(scope: !304, file: !2, line: 367, column: 5)
!645 = !DILocation(line: 370, column: 9, scope: !642)
!646 = !DILocation(line: 371, column: 13, scope: !642)
!647 = !DILocation(line: 371, column: 31, scope: !648)
!648 = distinct !DILexicalBlock(scope: !642, file: !2, line: 371, column: 13)
!649 = !DILocation(line: 374, column: 21, scope: !304)
!650 = !DILocation(line: 374, column: 5, scope: !304)
!651 = !DILocation(line: 375, column: 26, scope: !304)
!652 = !{!653, !354, i64 0}
!653 = !{!"S0", !354, i64 0, !590, i64 8, !325, i64 16, !325, i64 17, !354, i64 20}
!654 = !DILocation(line: 375, column: 21, scope: !304)
!655 = !DILocation(line: 375, column: 5, scope: !304)
!656 = !DILocation(line: 376, column: 26, scope: !304)
!657 = !{!653, !590, i64 8}
!658 = !DILocation(line: 376, column: 5, scope: !304)
!659 = !DILocation(line: 377, column: 26, scope: !304)
!660 = !{!653, !325, i64 16}
!661 = !DILocation(line: 377, column: 21, scope: !304)
!662 = !DILocation(line: 377, column: 5, scope: !304)
!663 = !DILocation(line: 378, column: 26, scope: !304)
!664 = !{!653, !325, i64 17}
!665 = !DILocation(line: 378, column: 21, scope: !304)
!666 = !DILocation(line: 378, column: 5, scope: !304)
!667 = !DILocation(line: 379, column: 26, scope: !304)
!668 = !{!653, !354, i64 20}
!669 = !DILocation(line: 379, column: 21, scope: !304)
!670 = !DILocation(line: 379, column: 5, scope: !304)
!671 = !DILocation(line: 382, column: 25, scope: !672)
!672 = distinct !DILexicalBlock(scope: !673, file: !2, line: 381, column: 5)
!673 = distinct !DILexicalBlock(scope: !674, file: !2, line: 380, column: 5)
!674 = distinct !DILexicalBlock(scope: !304, file: !2, line: 380, column: 5)
!675 = !DILocation(line: 382, column: 9, scope: !672)
!676 = !DILocation(line: 383, column: 13, scope: !672)
!677 = !DILocation(line: 383, column: 31, scope: !678)
!678 = distinct !DILexicalBlock(scope: !672, file: !2, line: 383, column: 13)
!679 = !DILocation(line: 386, column: 5, scope: !680)
!680 = distinct !DILexicalBlock(scope: !304, file: !2, line: 386, column: 5)
!681 = !DILocation(line: 388, column: 9, scope: !682)
!682 = distinct !DILexicalBlock(scope: !683, file: !2, line: 388, column: 9)
!683 = distinct !DILexicalBlock(scope: !684, file: !2, line: 387, column: 5)
!684 = distinct !DILexicalBlock(scope: !680, file: !2, line: 386, column: 5)
!685 = !DILocation(line: 392, column: 33, scope: !686)
!686 = distinct !DILexicalBlock(scope: !687, file: !2, line: 391, column: 13)
!687 = distinct !DILexicalBlock(scope: !688, file: !2, line: 390, column: 13)
!688 = distinct !DILexicalBlock(scope: !689, file: !2, line: 390, column: 13)
!689 = distinct !DILexicalBlock(scope: !690, file: !2, line: 389, column: 9)
!690 = distinct !DILexicalBlock(scope: !682, file: !2, line: 388, column: 9)
!691 = !DILocation(line: 392, column: 47, scope: !686)
!692 = !DILocation(line: 392, column: 17, scope: !686)
!693 = !DILocation(line: 393, column: 47, scope: !686)
!694 = !DILocation(line: 393, column: 17, scope: !686)
!695 = !DILocation(line: 394, column: 47, scope: !686)
!696 = !DILocation(line: 394, column: 33, scope: !686)
!697 = !DILocation(line: 394, column: 17, scope: !686)
!698 = !DILocation(line: 395, column: 47, scope: !686)
!699 = !DILocation(line: 395, column: 33, scope: !686)
!700 = !DILocation(line: 395, column: 17, scope: !686)
!701 = !DILocation(line: 396, column: 47, scope: !686)
!702 = !DILocation(line: 396, column: 33, scope: !686)
!703 = !DILocation(line: 396, column: 17, scope: !686)
!704 = !DILocation(line: 397, column: 21, scope: !686)
!705 = !DILocation(line: 397, column: 39, scope: !706)
!706 = distinct !DILexicalBlock(scope: !686, file: !2, line: 397, column: 21)
!707 = !DILocation(line: 388, column: 29, scope: !690)
!708 = !DILocation(line: 388, column: 23, scope: !690)
!709 = distinct !{!709, !681, !710, !357}
!710 = !DILocation(line: 400, column: 9, scope: !682)
!711 = distinct !{!711, !679, !712, !357}
!712 = !DILocation(line: 401, column: 5, scope: !680)
!713 = !DILocation(line: 402, column: 26, scope: !304)
!714 = !DILocation(line: 402, column: 21, scope: !304)
!715 = !DILocation(line: 402, column: 5, scope: !304)
!716 = !DILocation(line: 403, column: 5, scope: !304)
!717 = !DILocation(line: 406, column: 33, scope: !718)
!718 = distinct !DILexicalBlock(scope: !719, file: !2, line: 405, column: 5)
!719 = distinct !DILexicalBlock(scope: !720, file: !2, line: 404, column: 5)
!720 = distinct !DILexicalBlock(scope: !304, file: !2, line: 404, column: 5)
!721 = !{!722, !354, i64 0}
!722 = !{!"S1", !354, i64 0, !325, i64 4}
!723 = !DILocation(line: 406, column: 25, scope: !718)
!724 = !DILocation(line: 406, column: 9, scope: !718)
!725 = !DILocation(line: 407, column: 33, scope: !718)
!726 = !{!722, !325, i64 4}
!727 = !DILocation(line: 407, column: 25, scope: !718)
!728 = !DILocation(line: 407, column: 9, scope: !718)
!729 = !DILocation(line: 408, column: 13, scope: !718)
!730 = !DILocation(line: 408, column: 31, scope: !731)
!731 = distinct !DILexicalBlock(scope: !718, file: !2, line: 408, column: 13)
!732 = !DILocation(line: 411, column: 5, scope: !304)
!733 = !DILocation(line: 416, column: 41, scope: !734)
!734 = distinct !DILexicalBlock(scope: !735, file: !2, line: 415, column: 9)
!735 = distinct !DILexicalBlock(scope: !736, file: !2, line: 414, column: 9)
!736 = distinct !DILexicalBlock(scope: !737, file: !2, line: 414, column: 9)
!737 = distinct !DILexicalBlock(scope: !738, file: !2, line: 413, column: 5)
!738 = distinct !DILexicalBlock(scope: !739, file: !2, line: 412, column: 5)
!739 = distinct !DILexicalBlock(scope: !304, file: !2, line: 412, column: 5)
!740 = !DILocation(line: 416, column: 29, scope: !734)
!741 = !DILocation(line: 416, column: 13, scope: !734)
!742 = !DILocation(line: 417, column: 35, scope: !743)
!743 = distinct !DILexicalBlock(scope: !734, file: !2, line: 417, column: 17)
!744 = !DILocation(line: 417, column: 17, scope: !734)
!745 = !DILocation(line: 421, column: 5, scope: !304)
!746 = !DILocation(line: 422, column: 5, scope: !304)
!747 = !DILocation(line: 423, column: 27, scope: !304)
!748 = !DILocation(line: 423, column: 21, scope: !304)
!749 = !DILocation(line: 423, column: 5, scope: !304)
!750 = !DILocation(line: 424, column: 27, scope: !304)
!751 = !DILocation(line: 424, column: 5, scope: !304)
!752 = !DILocation(line: 425, column: 27, scope: !304)
!753 = !DILocation(line: 425, column: 21, scope: !304)
!754 = !DILocation(line: 425, column: 5, scope: !304)
!755 = !DILocation(line: 426, column: 27, scope: !304)
!756 = !DILocation(line: 426, column: 21, scope: !304)
!757 = !DILocation(line: 426, column: 5, scope: !304)
!758 = !DILocation(line: 427, column: 27, scope: !304)
!759 = !DILocation(line: 427, column: 21, scope: !304)
!760 = !DILocation(line: 427, column: 5, scope: !304)
!761 = !DILocation(line: 428, column: 5, scope: !304)
!762 = !DILocation(line: 429, column: 5, scope: !304)
!763 = !DILocation(line: 430, column: 23, scope: !304)
!764 = !DILocation(line: 430, column: 37, scope: !304)
!765 = !DILocalVariable(name: "crc", arg: 1, scope: !766, file: !293, line: 49, type: !141)
!766 = distinct !DISubprogram(name: "platform_main_end", scope: !293, file: !293, line: 49, type: !767, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !769)
!767 = !DISubroutineType(types: !768)
!768 = !{null, !141, !13}
!769 = !{!765, !770}
!770 = !DILocalVariable(name: "flag", arg: 2, scope: !766, file: !293, line: 49, type: !13)
!771 = !DILocation(line: 0, scope: !766, inlinedAt: !772)
!772 = distinct !DILocation(line: 430, column: 5, scope: !304)
!773 = !DILocation(line: 56, column: 2, scope: !766, inlinedAt: !772)
!774 = !DILocation(line: 431, column: 5, scope: !304)
!775 = distinct !DISubprogram(name: "transparent_crc", scope: !139, file: !139, line: 110, type: !776, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !778)
!776 = !DISubroutineType(types: !777)
!777 = !{null, !195, !308, !13}
!778 = !{!779, !780, !781}
!779 = !DILocalVariable(name: "val", arg: 1, scope: !775, file: !139, line: 110, type: !195)
!780 = !DILocalVariable(name: "vname", arg: 2, scope: !775, file: !139, line: 110, type: !308)
!781 = !DILocalVariable(name: "flag", arg: 3, scope: !775, file: !139, line: 110, type: !13)
!782 = !DILocation(line: 0, scope: !775)
!783 = !DILocalVariable(name: "val", arg: 1, scope: !784, file: !139, line: 97, type: !195)
!784 = distinct !DISubprogram(name: "crc32_8bytes", scope: !139, file: !139, line: 97, type: !785, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !787)
!785 = !DISubroutineType(types: !786)
!786 = !{null, !195}
!787 = !{!783}
!788 = !DILocation(line: 0, scope: !784, inlinedAt: !789)
!789 = distinct !DILocation(line: 112, column: 2, scope: !775)
!790 = !DILocalVariable(name: "b", arg: 1, scope: !791, file: !139, line: 71, type: !160)
!791 = distinct !DISubprogram(name: "crc32_byte", scope: !139, file: !139, line: 71, type: !792, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !794)
!792 = !DISubroutineType(types: !793)
!793 = !{null, !160}
!794 = !{!790}
!795 = !DILocation(line: 0, scope: !791, inlinedAt: !796)
!796 = distinct !DILocation(line: 99, column: 2, scope: !784, inlinedAt: !789)
!797 = !DILocation(line: 73, column: 5, scope: !791, inlinedAt: !796)
!798 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !796)
!799 = !DILocation(line: 74, column: 33, scope: !791, inlinedAt: !796)
!800 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !796)
!801 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !796)
!802 = !DILocation(line: 100, column: 18, scope: !784, inlinedAt: !789)
!803 = !DILocation(line: 0, scope: !791, inlinedAt: !804)
!804 = distinct !DILocation(line: 100, column: 2, scope: !784, inlinedAt: !789)
!805 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !804)
!806 = !DILocation(line: 74, column: 33, scope: !791, inlinedAt: !804)
!807 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !804)
!808 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !804)
!809 = !DILocation(line: 101, column: 18, scope: !784, inlinedAt: !789)
!810 = !DILocation(line: 0, scope: !791, inlinedAt: !811)
!811 = distinct !DILocation(line: 101, column: 2, scope: !784, inlinedAt: !789)
!812 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !811)
!813 = !DILocation(line: 74, column: 33, scope: !791, inlinedAt: !811)
!814 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !811)
!815 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !811)
!816 = !DILocation(line: 102, column: 18, scope: !784, inlinedAt: !789)
!817 = !DILocation(line: 0, scope: !791, inlinedAt: !818)
!818 = distinct !DILocation(line: 102, column: 2, scope: !784, inlinedAt: !789)
!819 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !818)
!820 = !DILocation(line: 74, column: 33, scope: !791, inlinedAt: !818)
!821 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !818)
!822 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !818)
!823 = !DILocation(line: 103, column: 18, scope: !784, inlinedAt: !789)
!824 = !DILocation(line: 0, scope: !791, inlinedAt: !825)
!825 = distinct !DILocation(line: 103, column: 2, scope: !784, inlinedAt: !789)
!826 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !825)
!827 = !DILocation(line: 74, column: 33, scope: !791, inlinedAt: !825)
!828 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !825)
!829 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !825)
!830 = !DILocation(line: 104, column: 18, scope: !784, inlinedAt: !789)
!831 = !DILocation(line: 0, scope: !791, inlinedAt: !832)
!832 = distinct !DILocation(line: 104, column: 2, scope: !784, inlinedAt: !789)
!833 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !832)
!834 = !DILocation(line: 74, column: 33, scope: !791, inlinedAt: !832)
!835 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !832)
!836 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !832)
!837 = !DILocation(line: 105, column: 18, scope: !784, inlinedAt: !789)
!838 = !DILocation(line: 0, scope: !791, inlinedAt: !839)
!839 = distinct !DILocation(line: 105, column: 2, scope: !784, inlinedAt: !789)
!840 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !839)
!841 = !DILocation(line: 74, column: 33, scope: !791, inlinedAt: !839)
!842 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !839)
!843 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !839)
!844 = !DILocation(line: 106, column: 18, scope: !784, inlinedAt: !789)
!845 = !DILocation(line: 0, scope: !791, inlinedAt: !846)
!846 = distinct !DILocation(line: 106, column: 2, scope: !784, inlinedAt: !789)
!847 = !DILocation(line: 73, column: 19, scope: !791, inlinedAt: !846)
!848 = !DILocation(line: 74, column: 3, scope: !791, inlinedAt: !846)
!849 = !DILocation(line: 73, column: 39, scope: !791, inlinedAt: !846)
!850 = !DILocation(line: 72, column: 16, scope: !791, inlinedAt: !846)
!851 = !DILocation(line: 113, column: 6, scope: !852)
!852 = distinct !DILexicalBlock(scope: !775, file: !139, line: 113, column: 6)
!853 = !DILocation(line: 113, column: 6, scope: !775)
!854 = !DILocation(line: 114, column: 73, scope: !855)
!855 = distinct !DILexicalBlock(scope: !852, file: !139, line: 113, column: 12)
!856 = !DILocation(line: 114, column: 5, scope: !855)
!857 = !DILocation(line: 115, column: 2, scope: !855)
!858 = !DILocation(line: 116, column: 1, scope: !775)
!859 = !DISubprogram(name: "printf", scope: !860, file: !860, line: 356, type: !861, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!861 = !DISubroutineType(types: !862)
!862 = !{!13, !863, null}
!863 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !864)
!864 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !865, size: 64)
!865 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
