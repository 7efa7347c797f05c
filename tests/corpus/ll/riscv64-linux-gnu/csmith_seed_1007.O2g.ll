; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@g_84 = internal global [9 x i32] [i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064], align 4, !dbg !249
@.str.18 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1, !dbg !73
@g_87 = internal global [2 x [8 x [3 x %struct.S0]]] [[8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }, %struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }, %struct.S0 { i32 -1, i64 102658735669053455, i8 -1, i8 -8, i32 914662098 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 -1, i64 -4368823725623485820, i8 89, i8 -65, i32 1 }, %struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }]], [8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 1572567013, i64 -31187724472005752, i8 70, i8 -88, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }, %struct.S0 { i32 -8, i64 1601732979438555484, i8 17, i8 64, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }], [3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }]]], align 8, !dbg !252
@.str.19 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f0\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f1\00", align 1, !dbg !80
@.str.21 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f2\00", align 1, !dbg !82
@.str.22 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f3\00", align 1, !dbg !84
@.str.23 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f4\00", align 1, !dbg !86
@.str.24 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !88
@.str.25 = private unnamed_addr constant [8 x i8] c"g_90.f0\00", align 1, !dbg !93
@.str.26 = private unnamed_addr constant [8 x i8] c"g_90.f1\00", align 1, !dbg !95
@g_94 = internal global [5 x %struct.S1] [%struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }], align 4, !dbg !259
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !137
@g_4 = internal global ptr @g_5, align 8, !dbg !146
@g_199 = internal unnamed_addr global ptr @g_5, align 8, !dbg !184
@g_236 = internal unnamed_addr global ptr @g_237, align 8, !dbg !191
@g_237 = internal global ptr null, align 8, !dbg !198
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !200
@g_90 = internal unnamed_addr global { i16, [6 x i8] } { i16 -25577, [6 x i8] undef }, align 8, !dbg !257
@g_106 = internal global [4 x [2 x { i8, [3 x i8] }]] [[2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }]], align 4, !dbg !264
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !291

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !308 {
  %3 = alloca i32, align 4, !DIAssignID !320
  %4 = alloca %struct.S0, align 8
  %5 = alloca [6 x ptr], align 8, !DIAssignID !321
    #dbg_value(i32 %0, !314, !DIExpression(), !322)
    #dbg_value(ptr %1, !315, !DIExpression(), !322)
    #dbg_value(i32 0, !319, !DIExpression(), !322)
  %6 = icmp eq i32 %0, 2, !dbg !323
  br i1 %6, label %7, label %20, !dbg !325

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !326
  %9 = load ptr, ptr %8, align 8, !dbg !326, !tbaa !327
  %10 = load i8, ptr %9, align 1
  %11 = icmp eq i8 %10, 49
  br i1 %11, label %12, label %16

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0, !dbg !331
  br label %16

16:                                               ; preds = %7, %12
  %17 = phi i1 [ true, %7 ], [ %15, %12 ]
  %18 = xor i1 %17, true, !dbg !332
  %19 = zext i1 %18 to i32, !dbg !332
  br label %20, !dbg !332

20:                                               ; preds = %16, %2
  %21 = phi i1 [ true, %2 ], [ %17, %16 ], !dbg !322
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ], !dbg !322
    #dbg_value(i32 %22, !319, !DIExpression(), !322)
    #dbg_value(i32 -306674912, !333, !DIExpression(), !342)
    #dbg_value(i32 0, !339, !DIExpression(), !342)
  br label %23, !dbg !344

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ]
    #dbg_value(i64 %24, !339, !DIExpression(), !342)
    #dbg_value(i32 8, !340, !DIExpression(), !342)
    #dbg_value(i64 %24, !338, !DIExpression(), !342)
  %25 = trunc nuw nsw i64 %24 to i32, !dbg !346
  %26 = and i32 %25, 1, !dbg !346
  %27 = icmp eq i32 %26, 0, !dbg !346
  %28 = lshr i32 %25, 1, !dbg !353
  %29 = xor i32 %28, -306674912, !dbg !353
  %30 = select i1 %27, i32 %28, i32 %29, !dbg !353
    #dbg_value(i32 %30, !338, !DIExpression(), !342)
    #dbg_value(i32 7, !340, !DIExpression(), !342)
  %31 = and i32 %30, 1, !dbg !346
  %32 = icmp eq i32 %31, 0, !dbg !346
  %33 = lshr i32 %30, 1, !dbg !353
  %34 = xor i32 %33, -306674912, !dbg !353
  %35 = select i1 %32, i32 %33, i32 %34, !dbg !353
    #dbg_value(i32 %35, !338, !DIExpression(), !342)
    #dbg_value(i32 6, !340, !DIExpression(), !342)
  %36 = and i32 %35, 1, !dbg !346
  %37 = icmp eq i32 %36, 0, !dbg !346
  %38 = lshr i32 %35, 1, !dbg !353
  %39 = xor i32 %38, -306674912, !dbg !353
  %40 = select i1 %37, i32 %38, i32 %39, !dbg !353
    #dbg_value(i32 %40, !338, !DIExpression(), !342)
    #dbg_value(i32 5, !340, !DIExpression(), !342)
  %41 = and i32 %40, 1, !dbg !346
  %42 = icmp eq i32 %41, 0, !dbg !346
  %43 = lshr i32 %40, 1, !dbg !353
  %44 = xor i32 %43, -306674912, !dbg !353
  %45 = select i1 %42, i32 %43, i32 %44, !dbg !353
    #dbg_value(i32 %45, !338, !DIExpression(), !342)
    #dbg_value(i32 4, !340, !DIExpression(), !342)
  %46 = and i32 %45, 1, !dbg !346
  %47 = icmp eq i32 %46, 0, !dbg !346
  %48 = lshr i32 %45, 1, !dbg !353
  %49 = xor i32 %48, -306674912, !dbg !353
  %50 = select i1 %47, i32 %48, i32 %49, !dbg !353
    #dbg_value(i32 %50, !338, !DIExpression(), !342)
    #dbg_value(i32 3, !340, !DIExpression(), !342)
  %51 = and i32 %50, 1, !dbg !346
  %52 = icmp eq i32 %51, 0, !dbg !346
  %53 = lshr i32 %50, 1, !dbg !353
  %54 = xor i32 %53, -306674912, !dbg !353
  %55 = select i1 %52, i32 %53, i32 %54, !dbg !353
    #dbg_value(i32 %55, !338, !DIExpression(), !342)
    #dbg_value(i32 2, !340, !DIExpression(), !342)
  %56 = and i32 %55, 1, !dbg !346
  %57 = icmp eq i32 %56, 0, !dbg !346
  %58 = lshr i32 %55, 1, !dbg !353
  %59 = xor i32 %58, -306674912, !dbg !353
  %60 = select i1 %57, i32 %58, i32 %59, !dbg !353
    #dbg_value(i32 %60, !338, !DIExpression(), !342)
    #dbg_value(i32 1, !340, !DIExpression(), !342)
  %61 = and i32 %60, 1, !dbg !346
  %62 = icmp eq i32 %61, 0, !dbg !346
  %63 = lshr i32 %60, 1, !dbg !353
  %64 = xor i32 %63, -306674912, !dbg !353
  %65 = select i1 %62, i32 %63, i32 %64, !dbg !353
    #dbg_value(i32 %65, !338, !DIExpression(), !342)
    #dbg_value(i32 0, !340, !DIExpression(), !342)
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !354
  store i32 %65, ptr %66, align 4, !dbg !355, !tbaa !356
  %67 = add nuw nsw i64 %24, 1, !dbg !358
    #dbg_value(i64 %67, !339, !DIExpression(), !342)
  %68 = icmp eq i64 %67, 256, !dbg !359
  br i1 %68, label %69, label %23, !dbg !344, !llvm.loop !360

69:                                               ; preds = %23
    #dbg_assign(i1 undef, !363, !DIExpression(), !321, ptr %5, !DIExpression(), !420)
    #dbg_value(ptr null, !368, !DIExpression(), !420)
    #dbg_value(ptr poison, !369, !DIExpression(), !420)
    #dbg_assign(i8 0, !370, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !422, ptr undef, !DIExpression(), !420)
    #dbg_assign(i8 0, !370, !DIExpression(DW_OP_LLVM_fragment, 192, 192), !423, ptr undef, !DIExpression(), !420)
    #dbg_assign(i8 0, !370, !DIExpression(DW_OP_LLVM_fragment, 448, 192), !424, ptr undef, !DIExpression(), !420)
    #dbg_assign(i8 0, !370, !DIExpression(DW_OP_LLVM_fragment, 704, 192), !425, ptr undef, !DIExpression(), !420)
    #dbg_assign(i8 0, !370, !DIExpression(DW_OP_LLVM_fragment, 960, 192), !426, ptr undef, !DIExpression(), !420)
    #dbg_value(ptr undef, !370, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !420)
    #dbg_value(ptr undef, !370, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !420)
    #dbg_value(ptr undef, !370, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !420)
    #dbg_value(ptr undef, !370, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !420)
    #dbg_value(ptr poison, !374, !DIExpression(), !420)
    #dbg_value(ptr @g_43, !375, !DIExpression(), !420)
    #dbg_value(ptr undef, !380, !DIExpression(), !420)
    #dbg_value(ptr @g_224, !382, !DIExpression(), !420)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #4, !dbg !427
    #dbg_value(ptr %5, !384, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !420)
    #dbg_value(i64 6, !385, !DIExpression(), !420)
  %70 = load volatile ptr, ptr @g_4, align 8, !dbg !428, !tbaa !327
  store i32 47111, ptr %70, align 4, !dbg !429, !tbaa !356
    #dbg_value(ptr null, !374, !DIExpression(), !420)
    #dbg_assign(i1 undef, !430, !DIExpression(), !457, ptr poison, !DIExpression(), !458)
    #dbg_value(ptr undef, !441, !DIExpression(), !460)
    #dbg_value(ptr @g_5, !442, !DIExpression(), !460)
    #dbg_value(ptr undef, !443, !DIExpression(), !460)
    #dbg_value(ptr undef, !444, !DIExpression(), !458)
    #dbg_value(ptr @g_43, !446, !DIExpression(), !458)
    #dbg_value(i64 9084645690590707014, !447, !DIExpression(), !458)
    #dbg_value(ptr undef, !448, !DIExpression(), !458)
    #dbg_value(ptr undef, !449, !DIExpression(), !458)
    #dbg_value(i16 7, !440, !DIExpression(), !460)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
    #dbg_assign(i1 undef, !461, !DIExpression(), !582, ptr undef, !DIExpression(), !583)
    #dbg_value(i64 poison, !471, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !585)
    #dbg_value(i64 poison, !471, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !585)
    #dbg_value(i64 poison, !471, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !585)
    #dbg_value(ptr null, !469, !DIExpression(), !585)
    #dbg_value(i64 0, !470, !DIExpression(), !585)
    #dbg_value(ptr @g_5, !472, !DIExpression(), !585)
    #dbg_value(ptr undef, !473, !DIExpression(), !585)
    #dbg_value(ptr undef, !474, !DIExpression(), !585)
    #dbg_value(ptr @g_90, !475, !DIExpression(), !585)
    #dbg_value(ptr poison, !476, !DIExpression(), !585)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !585)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !585)
    #dbg_value(i32 -736377191, !479, !DIExpression(), !585)
    #dbg_value(i32 2, !480, !DIExpression(), !585)
    #dbg_value(i32 0, !481, !DIExpression(), !585)
    #dbg_value(i32 -1464513343, !482, !DIExpression(), !585)
    #dbg_value(i32 -7, !483, !DIExpression(), !585)
    #dbg_value(i32 -5, !484, !DIExpression(), !585)
    #dbg_value(ptr null, !485, !DIExpression(), !585)
    #dbg_value(ptr null, !486, !DIExpression(), !585)
  %71 = load i16, ptr @g_79, align 2, !tbaa !586
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !356
    #dbg_value(ptr @g_79, !488, !DIExpression(), !583)
    #dbg_value(i16 -19094, !489, !DIExpression(), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
    #dbg_value(i32 -894208638, !492, !DIExpression(), !583)
    #dbg_value(i32 3, !493, !DIExpression(), !583)
    #dbg_value(i32 246503751, !494, !DIExpression(), !583)
    #dbg_assign(i1 undef, !495, !DIExpression(), !588, ptr poison, !DIExpression(), !583)
    #dbg_value(i8 -113, !497, !DIExpression(), !583)
    #dbg_value(i32 -565094906, !498, !DIExpression(), !583)
    #dbg_value(i32 poison, !499, !DIExpression(), !583)
    #dbg_value(i64 4, !500, !DIExpression(), !589)
    #dbg_value(ptr poison, !503, !DIExpression(), !589)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !590, !tbaa.struct !591
  %73 = and i32 %72, 4, !dbg !595
  %74 = icmp eq i32 %73, 0, !dbg !595
  br i1 %74, label %76, label %75, !dbg !596

75:                                               ; preds = %69
    #dbg_value(i64 2, !471, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !585)
    #dbg_value(ptr @g_79, !488, !DIExpression(), !583)
    #dbg_value(i16 -19094, !489, !DIExpression(), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
    #dbg_value(i32 -894208638, !492, !DIExpression(), !583)
    #dbg_value(i32 3, !493, !DIExpression(), !583)
    #dbg_value(i32 246503751, !494, !DIExpression(), !583)
    #dbg_assign(i1 undef, !495, !DIExpression(), !588, ptr poison, !DIExpression(), !583)
    #dbg_value(i8 -113, !497, !DIExpression(), !583)
    #dbg_value(i32 -565094906, !498, !DIExpression(), !583)
    #dbg_value(i32 poison, !499, !DIExpression(), !583)
    #dbg_value(i64 4, !500, !DIExpression(), !589)
    #dbg_value(ptr poison, !503, !DIExpression(), !589)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !590, !tbaa.struct !591
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !590, !tbaa.struct !591
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !590, !tbaa.struct !591
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !590, !tbaa.struct !591
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !590, !tbaa.struct !591
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !590, !tbaa.struct !591
    #dbg_value(i1 true, !492, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr poison, !490, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !583)
  br label %76, !dbg !597

76:                                               ; preds = %69, %75
  %77 = phi i8 [ 49, %75 ], [ 0, %69 ], !dbg !598
  %78 = phi i32 [ 1, %75 ], [ -19094, %69 ], !dbg !583
  %79 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !599
    #dbg_value(ptr %79, !384, !DIExpression(), !420)
  store i8 %77, ptr @g_43, align 1, !dbg !598, !tbaa !594
  %80 = and i16 %71, -18425, !dbg !602
  store i16 %80, ptr @g_79, align 2, !dbg !602, !tbaa !586
  store i32 %78, ptr @g_5, align 4, !dbg !583, !tbaa !356
  store i32 %73, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !356
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4), !dbg !603
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !604
    #dbg_assign(i1 undef, !612, !DIExpression(), !320, ptr %3, !DIExpression(), !619)
    #dbg_assign(i1 undef, !614, !DIExpression(), !620, ptr undef, !DIExpression(), !619)
    #dbg_value(!DIArgList(i8 poison, i8 poison), !610, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !619)
    #dbg_value(i16 poison, !611, !DIExpression(), !619)
    #dbg_assign(i16 poison, !612, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !621, ptr %3, !DIExpression(), !619)
    #dbg_assign(ptr poison, !613, !DIExpression(), !622, ptr undef, !DIExpression(), !619)
    #dbg_value(ptr poison, !616, !DIExpression(), !619)
    #dbg_value(i32 poison, !617, !DIExpression(), !619)
  store ptr %3, ptr @g_199, align 8, !dbg !604, !tbaa !327
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !623
    #dbg_value(ptr getelementptr inbounds (i8, ptr @g_84, i64 32), !368, !DIExpression(), !420)
  store volatile ptr getelementptr inbounds (i8, ptr @g_84, i64 32), ptr @g_4, align 8, !dbg !624, !tbaa !327
  store ptr %79, ptr @g_236, align 8, !tbaa !327
    #dbg_value(ptr @g_224, !382, !DIExpression(), !420)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !625, !tbaa.struct !591
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !625, !tbaa.struct !591
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !625, !tbaa.struct !591
  store i64 7, ptr @g_90, align 8, !dbg !626, !tbaa !594
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #4, !dbg !627
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.1, i32 noundef signext %22), !dbg !628
  %81 = load i32, ptr @g_5, align 4, !dbg !629, !tbaa !356
  %82 = sext i32 %81 to i64, !dbg !629
  call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.2, i32 noundef signext %22), !dbg !630
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.3, i32 noundef signext %22), !dbg !631
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef signext %22), !dbg !632
    #dbg_value(i32 0, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  br i1 %21, label %83, label %84, !dbg !637

83:                                               ; preds = %76
    #dbg_value(i32 1, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
    #dbg_value(i32 2, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
    #dbg_value(i32 3, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
    #dbg_value(i32 4, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
    #dbg_value(i32 5, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
    #dbg_value(i32 6, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  br label %92, !dbg !637

84:                                               ; preds = %76
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0), !dbg !638
    #dbg_value(i32 1, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1), !dbg !638
    #dbg_value(i32 2, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  %87 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 2), !dbg !638
    #dbg_value(i32 3, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  %88 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 3), !dbg !638
    #dbg_value(i32 4, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 4), !dbg !638
    #dbg_value(i32 5, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  %90 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 5), !dbg !638
    #dbg_value(i32 6, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22), !dbg !633
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 6), !dbg !638
  br label %92, !dbg !638

92:                                               ; preds = %83, %84
    #dbg_value(i32 7, !316, !DIExpression(), !322)
  %93 = load i8, ptr @g_43, align 1, !dbg !640, !tbaa !594
  %94 = zext i8 %93 to i64, !dbg !640
  call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.7, i32 noundef signext %22), !dbg !641
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.8, i32 noundef signext %22), !dbg !642
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.9, i32 noundef signext %22), !dbg !643
    #dbg_value(i32 0, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef signext %22), !dbg !644
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef signext %22), !dbg !648
  br i1 %21, label %98, label %95, !dbg !649

95:                                               ; preds = %92
  %96 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0), !dbg !650
    #dbg_value(i32 1, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef signext %22), !dbg !644
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef signext %22), !dbg !648
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1), !dbg !650
  br label %99, !dbg !650

98:                                               ; preds = %92
    #dbg_value(i32 1, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef signext %22), !dbg !644
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef signext %22), !dbg !648
  br label %99, !dbg !649

99:                                               ; preds = %98, %95
    #dbg_value(i32 2, !316, !DIExpression(), !322)
  %100 = load i16, ptr @g_79, align 2, !dbg !652, !tbaa !586
  %101 = zext i16 %100 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.12, i32 noundef signext %22), !dbg !653
  %102 = load volatile i32, ptr @g_80, align 8, !dbg !654, !tbaa !655
  %103 = sext i32 %102 to i64, !dbg !657
  call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.13, i32 noundef signext %22), !dbg !658
  %104 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_80, i64 8), align 8, !dbg !659, !tbaa !660
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.14, i32 noundef signext %22), !dbg !661
  %105 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 16), align 8, !dbg !662, !tbaa !663
  %106 = sext i8 %105 to i64, !dbg !664
  call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.15, i32 noundef signext %22), !dbg !665
  %107 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 17), align 1, !dbg !666, !tbaa !667
  %108 = sext i8 %107 to i64, !dbg !668
  call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.16, i32 noundef signext %22), !dbg !669
  %109 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_80, i64 20), align 4, !dbg !670, !tbaa !671
  %110 = sext i32 %109 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.17, i32 noundef signext %22), !dbg !673
    #dbg_value(i64 0, !316, !DIExpression(), !322)
  %111 = load i32, ptr @g_84, align 4, !dbg !674, !tbaa !356
  %112 = sext i32 %111 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  br i1 %21, label %113, label %130, !dbg !679

113:                                              ; preds = %99
    #dbg_value(i64 1, !316, !DIExpression(), !322)
  %114 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !dbg !674, !tbaa !356
  %115 = sext i32 %114 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
    #dbg_value(i64 2, !316, !DIExpression(), !322)
  %116 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 4, !dbg !674, !tbaa !356
  %117 = sext i32 %116 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
    #dbg_value(i64 3, !316, !DIExpression(), !322)
  %118 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !dbg !674, !tbaa !356
  %119 = sext i32 %118 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
    #dbg_value(i64 4, !316, !DIExpression(), !322)
  %120 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 4, !dbg !674, !tbaa !356
  %121 = sext i32 %120 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
    #dbg_value(i64 5, !316, !DIExpression(), !322)
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !dbg !674, !tbaa !356
  %123 = sext i32 %122 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
    #dbg_value(i64 6, !316, !DIExpression(), !322)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 4, !dbg !674, !tbaa !356
  %125 = sext i32 %124 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
    #dbg_value(i64 7, !316, !DIExpression(), !322)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !dbg !674, !tbaa !356
  %127 = sext i32 %126 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
    #dbg_value(i64 8, !316, !DIExpression(), !322)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !dbg !674, !tbaa !356
  %129 = sext i32 %128 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  br label %156, !dbg !679

130:                                              ; preds = %99
  %131 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0), !dbg !680
    #dbg_value(i64 1, !316, !DIExpression(), !322)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !dbg !674, !tbaa !356
  %133 = sext i32 %132 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %134 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1), !dbg !680
    #dbg_value(i64 2, !316, !DIExpression(), !322)
  %135 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 4, !dbg !674, !tbaa !356
  %136 = sext i32 %135 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %137 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 2), !dbg !680
    #dbg_value(i64 3, !316, !DIExpression(), !322)
  %138 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !dbg !674, !tbaa !356
  %139 = sext i32 %138 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %140 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 3), !dbg !680
    #dbg_value(i64 4, !316, !DIExpression(), !322)
  %141 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 4, !dbg !674, !tbaa !356
  %142 = sext i32 %141 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 4), !dbg !680
    #dbg_value(i64 5, !316, !DIExpression(), !322)
  %144 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !dbg !674, !tbaa !356
  %145 = sext i32 %144 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %146 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 5), !dbg !680
    #dbg_value(i64 6, !316, !DIExpression(), !322)
  %147 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 4, !dbg !674, !tbaa !356
  %148 = sext i32 %147 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %149 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 6), !dbg !680
    #dbg_value(i64 7, !316, !DIExpression(), !322)
  %150 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !dbg !674, !tbaa !356
  %151 = sext i32 %150 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %151, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %152 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 7), !dbg !680
    #dbg_value(i64 8, !316, !DIExpression(), !322)
  %153 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !dbg !674, !tbaa !356
  %154 = sext i32 %153 to i64, !dbg !674
  call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.18, i32 noundef signext %22), !dbg !678
  %155 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 8), !dbg !680
  br label %156, !dbg !680

156:                                              ; preds = %113, %130
  br label %157, !dbg !682

157:                                              ; preds = %156, %221
  %158 = phi i1 [ false, %221 ], [ true, %156 ]
  %159 = phi i64 [ 1, %221 ], [ 0, %156 ]
    #dbg_value(i64 %159, !316, !DIExpression(), !322)
    #dbg_value(i32 0, !317, !DIExpression(), !322)
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = trunc nuw nsw i64 %159 to i32
  %162 = trunc nuw nsw i64 %159 to i32
  br label %163, !dbg !684

163:                                              ; preds = %157, %218
  %164 = phi i64 [ 0, %157 ], [ %219, %218 ]
    #dbg_value(i64 %164, !317, !DIExpression(), !322)
    #dbg_value(i64 0, !318, !DIExpression(), !322)
  %165 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %159, i64 %164, i64 0, !dbg !688
  %166 = load volatile i32, ptr %165, align 8, !dbg !694, !tbaa !655
  %167 = sext i32 %166 to i64, !dbg !688
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.19, i32 noundef signext %22), !dbg !695
  %168 = getelementptr inbounds i8, ptr %165, i64 8, !dbg !696
  %169 = load i64, ptr %168, align 8, !dbg !696, !tbaa !660
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.20, i32 noundef signext %22), !dbg !697
  %170 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !698
  %171 = load i8, ptr %170, align 8, !dbg !698, !tbaa !663
  %172 = sext i8 %171 to i64, !dbg !699
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.21, i32 noundef signext %22), !dbg !700
  %173 = getelementptr inbounds i8, ptr %165, i64 17, !dbg !701
  %174 = load volatile i8, ptr %173, align 1, !dbg !701, !tbaa !667
  %175 = sext i8 %174 to i64, !dbg !702
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.22, i32 noundef signext %22), !dbg !703
  %176 = getelementptr inbounds i8, ptr %165, i64 20, !dbg !704
  %177 = load volatile i32, ptr %176, align 4, !dbg !704, !tbaa !671
  %178 = sext i32 %177 to i64, !dbg !705
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.23, i32 noundef signext %22), !dbg !706
  br i1 %21, label %182, label %179, !dbg !707

179:                                              ; preds = %163
  %180 = trunc nuw nsw i64 %164 to i32, !dbg !708
  %181 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext %160, i32 noundef signext %180, i32 noundef signext 0), !dbg !708
  br label %182, !dbg !708

182:                                              ; preds = %163, %179
    #dbg_value(i64 1, !318, !DIExpression(), !322)
  %183 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %159, i64 %164, i64 1, !dbg !688
  %184 = load volatile i32, ptr %183, align 8, !dbg !694, !tbaa !655
  %185 = sext i32 %184 to i64, !dbg !688
  call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.19, i32 noundef signext %22), !dbg !695
  %186 = getelementptr inbounds i8, ptr %183, i64 8, !dbg !696
  %187 = load i64, ptr %186, align 8, !dbg !696, !tbaa !660
  call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.20, i32 noundef signext %22), !dbg !697
  %188 = getelementptr inbounds i8, ptr %183, i64 16, !dbg !698
  %189 = load i8, ptr %188, align 8, !dbg !698, !tbaa !663
  %190 = sext i8 %189 to i64, !dbg !699
  call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.21, i32 noundef signext %22), !dbg !700
  %191 = getelementptr inbounds i8, ptr %183, i64 17, !dbg !701
  %192 = load volatile i8, ptr %191, align 1, !dbg !701, !tbaa !667
  %193 = sext i8 %192 to i64, !dbg !702
  call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.22, i32 noundef signext %22), !dbg !703
  %194 = getelementptr inbounds i8, ptr %183, i64 20, !dbg !704
  %195 = load volatile i32, ptr %194, align 4, !dbg !704, !tbaa !671
  %196 = sext i32 %195 to i64, !dbg !705
  call fastcc void @transparent_crc(i64 noundef %196, ptr noundef nonnull @.str.23, i32 noundef signext %22), !dbg !706
  br i1 %21, label %200, label %197, !dbg !707

197:                                              ; preds = %182
  %198 = trunc nuw nsw i64 %164 to i32, !dbg !708
  %199 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext %161, i32 noundef signext %198, i32 noundef signext 1), !dbg !708
  br label %200, !dbg !708

200:                                              ; preds = %197, %182
    #dbg_value(i64 2, !318, !DIExpression(), !322)
  %201 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %159, i64 %164, i64 2, !dbg !688
  %202 = load volatile i32, ptr %201, align 8, !dbg !694, !tbaa !655
  %203 = sext i32 %202 to i64, !dbg !688
  call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.19, i32 noundef signext %22), !dbg !695
  %204 = getelementptr inbounds i8, ptr %201, i64 8, !dbg !696
  %205 = load i64, ptr %204, align 8, !dbg !696, !tbaa !660
  call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.20, i32 noundef signext %22), !dbg !697
  %206 = getelementptr inbounds i8, ptr %201, i64 16, !dbg !698
  %207 = load i8, ptr %206, align 8, !dbg !698, !tbaa !663
  %208 = sext i8 %207 to i64, !dbg !699
  call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.21, i32 noundef signext %22), !dbg !700
  %209 = getelementptr inbounds i8, ptr %201, i64 17, !dbg !701
  %210 = load volatile i8, ptr %209, align 1, !dbg !701, !tbaa !667
  %211 = sext i8 %210 to i64, !dbg !702
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.22, i32 noundef signext %22), !dbg !703
  %212 = getelementptr inbounds i8, ptr %201, i64 20, !dbg !704
  %213 = load volatile i32, ptr %212, align 4, !dbg !704, !tbaa !671
  %214 = sext i32 %213 to i64, !dbg !705
  call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.23, i32 noundef signext %22), !dbg !706
  br i1 %21, label %218, label %215, !dbg !707

215:                                              ; preds = %200
  %216 = trunc nuw nsw i64 %164 to i32, !dbg !708
  %217 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext %162, i32 noundef signext %216, i32 noundef signext 2), !dbg !708
  br label %218, !dbg !708

218:                                              ; preds = %215, %200
    #dbg_value(i64 3, !318, !DIExpression(), !322)
  %219 = add nuw nsw i64 %164, 1, !dbg !710
    #dbg_value(i64 %219, !317, !DIExpression(), !322)
  %220 = icmp eq i64 %219, 8, !dbg !711
  br i1 %220, label %221, label %163, !dbg !684, !llvm.loop !712

221:                                              ; preds = %218
    #dbg_value(i64 %159, !316, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !322)
  br i1 %158, label %157, label %222, !dbg !682, !llvm.loop !714

222:                                              ; preds = %221
  %223 = load i16, ptr @g_90, align 8, !dbg !716, !tbaa !594
  %224 = zext i16 %223 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.25, i32 noundef signext %22), !dbg !718
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.26, i32 noundef signext %22), !dbg !719
    #dbg_value(i64 0, !316, !DIExpression(), !322)
  %225 = load volatile i32, ptr @g_94, align 4, !dbg !720, !tbaa !724
  %226 = zext i32 %225 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.27, i32 noundef signext %22), !dbg !727
  %227 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 4), align 4, !dbg !728, !tbaa !729
  %228 = zext i8 %227 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.28, i32 noundef signext %22), !dbg !731
  br i1 %21, label %236, label %229, !dbg !732

229:                                              ; preds = %222
  %230 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0), !dbg !733
    #dbg_value(i64 1, !316, !DIExpression(), !322)
  %231 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 4, !dbg !720, !tbaa !724
  %232 = zext i32 %231 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.27, i32 noundef signext %22), !dbg !727
  %233 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !dbg !728, !tbaa !729
  %234 = zext i8 %233 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.28, i32 noundef signext %22), !dbg !731
  %235 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1), !dbg !733
  br label %241, !dbg !733

236:                                              ; preds = %222
    #dbg_value(i64 1, !316, !DIExpression(), !322)
  %237 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 4, !dbg !720, !tbaa !724
  %238 = zext i32 %237 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.27, i32 noundef signext %22), !dbg !727
  %239 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !dbg !728, !tbaa !729
  %240 = zext i8 %239 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.28, i32 noundef signext %22), !dbg !731
  br label %241, !dbg !732

241:                                              ; preds = %236, %229
    #dbg_value(i64 2, !316, !DIExpression(), !322)
  %242 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 16), align 4, !dbg !720, !tbaa !724
  %243 = zext i32 %242 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.27, i32 noundef signext %22), !dbg !727
  %244 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 20), align 4, !dbg !728, !tbaa !729
  %245 = zext i8 %244 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.28, i32 noundef signext %22), !dbg !731
  br i1 %21, label %253, label %246, !dbg !732

246:                                              ; preds = %241
  %247 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 2), !dbg !733
    #dbg_value(i64 3, !316, !DIExpression(), !322)
  %248 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 4, !dbg !720, !tbaa !724
  %249 = zext i32 %248 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.27, i32 noundef signext %22), !dbg !727
  %250 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !dbg !728, !tbaa !729
  %251 = zext i8 %250 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.28, i32 noundef signext %22), !dbg !731
  %252 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 3), !dbg !733
  br label %258, !dbg !733

253:                                              ; preds = %241
    #dbg_value(i64 3, !316, !DIExpression(), !322)
  %254 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 4, !dbg !720, !tbaa !724
  %255 = zext i32 %254 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.27, i32 noundef signext %22), !dbg !727
  %256 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !dbg !728, !tbaa !729
  %257 = zext i8 %256 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.28, i32 noundef signext %22), !dbg !731
  br label %258, !dbg !732

258:                                              ; preds = %253, %246
    #dbg_value(i64 4, !316, !DIExpression(), !322)
  %259 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 32), align 4, !dbg !720, !tbaa !724
  %260 = zext i32 %259 to i64, !dbg !726
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.27, i32 noundef signext %22), !dbg !727
  %261 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 36), align 4, !dbg !728, !tbaa !729
  %262 = zext i8 %261 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.28, i32 noundef signext %22), !dbg !731
  br i1 %21, label %289, label %263, !dbg !732

263:                                              ; preds = %258
  %264 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 4), !dbg !733
    #dbg_value(i64 5, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef signext %22), !dbg !735
    #dbg_value(i64 0, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %265 = load volatile i8, ptr @g_106, align 4, !dbg !736, !tbaa !594
  %266 = zext i8 %265 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %267 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 0, i32 noundef signext 0), !dbg !745
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %268 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !dbg !736, !tbaa !594
  %269 = zext i8 %268 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %269, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %270 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 0, i32 noundef signext 1), !dbg !745
    #dbg_value(i64 1, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %271 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 4, !dbg !736, !tbaa !594
  %272 = zext i8 %271 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %273 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 1, i32 noundef signext 0), !dbg !745
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %274 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !dbg !736, !tbaa !594
  %275 = zext i8 %274 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %276 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 1, i32 noundef signext 1), !dbg !745
    #dbg_value(i64 2, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %277 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 4, !dbg !736, !tbaa !594
  %278 = zext i8 %277 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %279 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 2, i32 noundef signext 0), !dbg !745
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %280 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !dbg !736, !tbaa !594
  %281 = zext i8 %280 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %281, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %282 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 2, i32 noundef signext 1), !dbg !745
    #dbg_value(i64 3, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %283 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 4, !dbg !736, !tbaa !594
  %284 = zext i8 %283 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %284, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %285 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 3, i32 noundef signext 0), !dbg !745
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %286 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !dbg !736, !tbaa !594
  %287 = zext i8 %286 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  %288 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 3, i32 noundef signext 1), !dbg !745
  br label %306, !dbg !745

289:                                              ; preds = %258
    #dbg_value(i64 5, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef signext %22), !dbg !735
    #dbg_value(i64 0, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %290 = load volatile i8, ptr @g_106, align 4, !dbg !736, !tbaa !594
  %291 = zext i8 %290 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %291, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %292 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !dbg !736, !tbaa !594
  %293 = zext i8 %292 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
    #dbg_value(i64 1, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %294 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 4, !dbg !736, !tbaa !594
  %295 = zext i8 %294 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %296 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !dbg !736, !tbaa !594
  %297 = zext i8 %296 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %297, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
    #dbg_value(i64 2, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %298 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 4, !dbg !736, !tbaa !594
  %299 = zext i8 %298 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %300 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !dbg !736, !tbaa !594
  %301 = zext i8 %300 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
    #dbg_value(i64 3, !316, !DIExpression(), !322)
    #dbg_value(i64 0, !317, !DIExpression(), !322)
  %302 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 4, !dbg !736, !tbaa !594
  %303 = zext i8 %302 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %303, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
    #dbg_value(i64 1, !317, !DIExpression(), !322)
  %304 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !dbg !736, !tbaa !594
  %305 = zext i8 %304 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.30, i32 noundef signext %22), !dbg !744
  br label %306, !dbg !747

306:                                              ; preds = %289, %263
    #dbg_value(i64 2, !317, !DIExpression(), !322)
    #dbg_value(i64 4, !316, !DIExpression(), !322)
  call fastcc void @transparent_crc(i64 noundef 48, ptr noundef nonnull @.str.32, i32 noundef signext %22), !dbg !748
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.33, i32 noundef signext %22), !dbg !749
  %307 = load volatile i32, ptr @g_224, align 8, !dbg !750, !tbaa !655
  %308 = sext i32 %307 to i64, !dbg !751
  call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.34, i32 noundef signext %22), !dbg !752
  %309 = load i64, ptr getelementptr inbounds (i8, ptr @g_224, i64 8), align 8, !dbg !753, !tbaa !660
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.35, i32 noundef signext %22), !dbg !754
  %310 = load i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 16), align 8, !dbg !755, !tbaa !663
  %311 = sext i8 %310 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.36, i32 noundef signext %22), !dbg !757
  %312 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 17), align 1, !dbg !758, !tbaa !667
  %313 = sext i8 %312 to i64, !dbg !759
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.37, i32 noundef signext %22), !dbg !760
  %314 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_224, i64 20), align 4, !dbg !761, !tbaa !671
  %315 = sext i32 %314 to i64, !dbg !762
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.38, i32 noundef signext %22), !dbg !763
  call fastcc void @transparent_crc(i64 noundef 1545505605, ptr noundef nonnull @.str.39, i32 noundef signext %22), !dbg !764
  call fastcc void @transparent_crc(i64 noundef -5986, ptr noundef nonnull @.str.40, i32 noundef signext %22), !dbg !765
  %316 = load i32, ptr @crc32_context, align 4, !dbg !766, !tbaa !356
  %317 = xor i32 %316, -1, !dbg !767
    #dbg_value(i32 %317, !768, !DIExpression(), !774)
    #dbg_value(i32 %22, !773, !DIExpression(), !774)
  %318 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef signext %317), !dbg !776
  ret i32 0, !dbg !777
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !778 {
    #dbg_value(i64 %0, !782, !DIExpression(), !785)
    #dbg_value(ptr %1, !783, !DIExpression(), !785)
    #dbg_value(i32 %2, !784, !DIExpression(), !785)
    #dbg_value(i64 %0, !786, !DIExpression(), !791)
    #dbg_value(i64 %0, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !798)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !800, !tbaa !356
  %5 = lshr i32 %4, 8, !dbg !801
  %6 = zext i32 %4 to i64, !dbg !802
  %7 = xor i64 %6, %0, !dbg !802
  %8 = and i64 %7, 255, !dbg !803
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !803
  %10 = load i32, ptr %9, align 4, !dbg !803, !tbaa !356
  %11 = xor i32 %5, %10, !dbg !804
  %12 = lshr i64 %0, 8, !dbg !805
    #dbg_value(i64 %12, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !806)
  %13 = lshr i32 %11, 8, !dbg !808
  %14 = zext i32 %11 to i64, !dbg !809
  %15 = xor i64 %12, %14, !dbg !809
  %16 = and i64 %15, 255, !dbg !810
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !810
  %18 = load i32, ptr %17, align 4, !dbg !810, !tbaa !356
  %19 = xor i32 %13, %18, !dbg !811
  %20 = lshr i64 %0, 16, !dbg !812
    #dbg_value(i64 %20, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !813)
  %21 = lshr i32 %19, 8, !dbg !815
  %22 = zext i32 %19 to i64, !dbg !816
  %23 = xor i64 %20, %22, !dbg !816
  %24 = and i64 %23, 255, !dbg !817
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !817
  %26 = load i32, ptr %25, align 4, !dbg !817, !tbaa !356
  %27 = xor i32 %21, %26, !dbg !818
  %28 = lshr i64 %0, 24, !dbg !819
    #dbg_value(i64 %28, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !820)
  %29 = lshr i32 %27, 8, !dbg !822
  %30 = zext i32 %27 to i64, !dbg !823
  %31 = xor i64 %28, %30, !dbg !823
  %32 = and i64 %31, 255, !dbg !824
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !824
  %34 = load i32, ptr %33, align 4, !dbg !824, !tbaa !356
  %35 = xor i32 %29, %34, !dbg !825
  %36 = lshr i64 %0, 32, !dbg !826
    #dbg_value(i64 %36, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !827)
  %37 = lshr i32 %35, 8, !dbg !829
  %38 = zext i32 %35 to i64, !dbg !830
  %39 = xor i64 %36, %38, !dbg !830
  %40 = and i64 %39, 255, !dbg !831
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !831
  %42 = load i32, ptr %41, align 4, !dbg !831, !tbaa !356
  %43 = xor i32 %37, %42, !dbg !832
  %44 = lshr i64 %0, 40, !dbg !833
    #dbg_value(i64 %44, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !834)
  %45 = lshr i32 %43, 8, !dbg !836
  %46 = zext i32 %43 to i64, !dbg !837
  %47 = xor i64 %44, %46, !dbg !837
  %48 = and i64 %47, 255, !dbg !838
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !838
  %50 = load i32, ptr %49, align 4, !dbg !838, !tbaa !356
  %51 = xor i32 %45, %50, !dbg !839
  %52 = lshr i64 %0, 48, !dbg !840
    #dbg_value(i64 %52, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !841)
  %53 = lshr i32 %51, 8, !dbg !843
  %54 = zext i32 %51 to i64, !dbg !844
  %55 = xor i64 %52, %54, !dbg !844
  %56 = and i64 %55, 255, !dbg !845
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !845
  %58 = load i32, ptr %57, align 4, !dbg !845, !tbaa !356
  %59 = xor i32 %53, %58, !dbg !846
  %60 = lshr i64 %0, 56, !dbg !847
    #dbg_value(i64 %60, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !848)
  %61 = lshr i32 %59, 8, !dbg !850
  %62 = and i32 %59, 255, !dbg !851
  %63 = zext nneg i32 %62 to i64, !dbg !851
  %64 = xor i64 %60, %63, !dbg !851
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !851
  %66 = load i32, ptr %65, align 4, !dbg !851, !tbaa !356
  %67 = xor i32 %61, %66, !dbg !852
  store i32 %67, ptr @crc32_context, align 4, !dbg !853, !tbaa !356
  %68 = icmp eq i32 %2, 0, !dbg !854
  br i1 %68, label %73, label %69, !dbg !856

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !857
  %71 = zext i32 %70 to i64, !dbg !857
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71), !dbg !859
  br label %73, !dbg !860

73:                                               ; preds = %69, %3
  ret void, !dbg !861
}

; Function Attrs: nofree nounwind
declare !dbg !862 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!296, !297, !298, !299, !300, !302, !303, !304, !305, !306}
!llvm.ident = !{!307}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1007.c", directory: ".", checksumkind: CSK_MD5, checksum: "04b749c3569bf5a7c56dd061c363db4a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!26 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !28, line: 41, baseType: !13)
!28 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!142 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
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
!299 = !{i32 1, !"target-abi", !"lp64d"}
!300 = !{i32 6, !"riscv-isa", !301}
!301 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!302 = !{i32 8, !"PIC Level", i32 2}
!303 = !{i32 7, !"PIE Level", i32 2}
!304 = !{i32 7, !"uwtable", i32 2}
!305 = !{i32 8, !"SmallDataLimit", i32 8}
!306 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!307 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!308 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 346, type: !309, scopeLine: 347, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !313)
!309 = !DISubroutineType(types: !310)
!310 = !{!13, !13, !311}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!313 = !{!314, !315, !316, !317, !318, !319}
!314 = !DILocalVariable(name: "argc", arg: 1, scope: !308, file: !2, line: 346, type: !13)
!315 = !DILocalVariable(name: "argv", arg: 2, scope: !308, file: !2, line: 346, type: !311)
!316 = !DILocalVariable(name: "i", scope: !308, file: !2, line: 348, type: !13)
!317 = !DILocalVariable(name: "j", scope: !308, file: !2, line: 348, type: !13)
!318 = !DILocalVariable(name: "k", scope: !308, file: !2, line: 348, type: !13)
!319 = !DILocalVariable(name: "print_hash_value", scope: !308, file: !2, line: 349, type: !13)
!320 = distinct !DIAssignID()
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 0, scope: !308)
!323 = !DILocation(line: 350, column: 14, scope: !324)
!324 = distinct !DILexicalBlock(scope: !308, file: !2, line: 350, column: 9)
!325 = !DILocation(line: 350, column: 19, scope: !324)
!326 = !DILocation(line: 350, column: 29, scope: !324)
!327 = !{!328, !328, i64 0}
!328 = !{!"any pointer", !329, i64 0}
!329 = !{!"omnipotent char", !330, i64 0}
!330 = !{!"Simple C/C++ TBAA"}
!331 = !DILocation(line: 350, column: 43, scope: !324)
!332 = !DILocation(line: 350, column: 9, scope: !308)
!333 = !DILocalVariable(name: "poly", scope: !334, file: !139, line: 54, type: !341)
!334 = distinct !DISubprogram(name: "crc32_gentab", scope: !139, file: !139, line: 51, type: !335, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !337)
!335 = !DISubroutineType(types: !336)
!336 = !{null}
!337 = !{!338, !333, !339, !340}
!338 = !DILocalVariable(name: "crc", scope: !334, file: !139, line: 53, type: !141)
!339 = !DILocalVariable(name: "i", scope: !334, file: !139, line: 55, type: !13)
!340 = !DILocalVariable(name: "j", scope: !334, file: !139, line: 55, type: !13)
!341 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!342 = !DILocation(line: 0, scope: !334, inlinedAt: !343)
!343 = distinct !DILocation(line: 352, column: 5, scope: !308)
!344 = !DILocation(line: 57, column: 2, scope: !345, inlinedAt: !343)
!345 = distinct !DILexicalBlock(scope: !334, file: !139, line: 57, column: 2)
!346 = !DILocation(line: 60, column: 12, scope: !347, inlinedAt: !343)
!347 = distinct !DILexicalBlock(scope: !348, file: !139, line: 60, column: 8)
!348 = distinct !DILexicalBlock(scope: !349, file: !139, line: 59, column: 27)
!349 = distinct !DILexicalBlock(scope: !350, file: !139, line: 59, column: 3)
!350 = distinct !DILexicalBlock(scope: !351, file: !139, line: 59, column: 3)
!351 = distinct !DILexicalBlock(scope: !352, file: !139, line: 57, column: 28)
!352 = distinct !DILexicalBlock(scope: !345, file: !139, line: 57, column: 2)
!353 = !DILocation(line: 60, column: 8, scope: !348, inlinedAt: !343)
!354 = !DILocation(line: 66, column: 3, scope: !351, inlinedAt: !343)
!355 = !DILocation(line: 66, column: 16, scope: !351, inlinedAt: !343)
!356 = !{!357, !357, i64 0}
!357 = !{!"int", !329, i64 0}
!358 = !DILocation(line: 57, column: 24, scope: !352, inlinedAt: !343)
!359 = !DILocation(line: 57, column: 16, scope: !352, inlinedAt: !343)
!360 = distinct !{!360, !344, !361, !362}
!361 = !DILocation(line: 67, column: 2, scope: !345, inlinedAt: !343)
!362 = !{!"llvm.loop.mustprogress"}
!363 = !DILocalVariable(name: "l_235", scope: !364, file: !2, line: 115, type: !419)
!364 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 105, type: !365, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !367)
!365 = !DISubroutineType(types: !366)
!366 = !{!141}
!367 = !{!368, !369, !370, !374, !375, !376, !380, !382, !363, !384, !385, !386, !387, !395, !399, !400, !401, !402, !403, !411, !412, !413, !414, !415, !416, !417}
!368 = !DILocalVariable(name: "l_3", scope: !364, file: !2, line: 107, type: !149)
!369 = !DILocalVariable(name: "l_17", scope: !364, file: !2, line: 108, type: !186)
!370 = !DILocalVariable(name: "l_16", scope: !364, file: !2, line: 109, type: !371)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !372, size: 1152, elements: !373)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!373 = !{!120, !19}
!374 = !DILocalVariable(name: "l_19", scope: !364, file: !2, line: 110, type: !186)
!375 = !DILocalVariable(name: "l_58", scope: !364, file: !2, line: 111, type: !180)
!376 = !DILocalVariable(name: "l_59", scope: !364, file: !2, line: 112, type: !377)
!377 = !DICompositeType(tag: DW_TAG_array_type, baseType: !378, size: 192, elements: !379)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!379 = !{!256}
!380 = !DILocalVariable(name: "l_201", scope: !364, file: !2, line: 113, type: !381)
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!382 = !DILocalVariable(name: "l_223", scope: !364, file: !2, line: 114, type: !383)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!384 = !DILocalVariable(name: "l_234", scope: !364, file: !2, line: 116, type: !193)
!385 = !DILocalVariable(name: "i", scope: !364, file: !2, line: 117, type: !13)
!386 = !DILocalVariable(name: "j", scope: !364, file: !2, line: 117, type: !13)
!387 = !DILocalVariable(name: "l_210", scope: !388, file: !2, line: 126, type: !391)
!388 = distinct !DILexicalBlock(scope: !389, file: !2, line: 125, column: 5)
!389 = distinct !DILexicalBlock(scope: !390, file: !2, line: 124, column: 5)
!390 = distinct !DILexicalBlock(scope: !364, file: !2, line: 124, column: 5)
!391 = !DICompositeType(tag: DW_TAG_array_type, baseType: !392, size: 16128, elements: !394)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64)
!393 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !186)
!394 = !{!105, !105, !211}
!395 = !DILocalVariable(name: "l_222", scope: !388, file: !2, line: 127, type: !396)
!396 = !DICompositeType(tag: DW_TAG_array_type, baseType: !378, size: 6400, elements: !397)
!397 = !{!398, !398}
!398 = !DISubrange(count: 10)
!399 = !DILocalVariable(name: "l_233", scope: !388, file: !2, line: 128, type: !225)
!400 = !DILocalVariable(name: "i", scope: !388, file: !2, line: 129, type: !13)
!401 = !DILocalVariable(name: "j", scope: !388, file: !2, line: 129, type: !13)
!402 = !DILocalVariable(name: "k", scope: !388, file: !2, line: 129, type: !13)
!403 = !DILocalVariable(name: "l_218", scope: !404, file: !2, line: 135, type: !410)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 134, column: 13)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 133, column: 13)
!406 = distinct !DILexicalBlock(scope: !407, file: !2, line: 133, column: 13)
!407 = distinct !DILexicalBlock(scope: !408, file: !2, line: 131, column: 9)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 130, column: 9)
!409 = distinct !DILexicalBlock(scope: !388, file: !2, line: 130, column: 9)
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64)
!411 = !DILocalVariable(name: "l_220", scope: !404, file: !2, line: 136, type: !383)
!412 = !DILocalVariable(name: "l_219", scope: !404, file: !2, line: 137, type: !410)
!413 = !DILocalVariable(name: "l_221", scope: !404, file: !2, line: 138, type: !165)
!414 = !DILocalVariable(name: "l_225", scope: !404, file: !2, line: 139, type: !410)
!415 = !DILocalVariable(name: "l_227", scope: !404, file: !2, line: 140, type: !24)
!416 = !DILocalVariable(name: "l_228", scope: !404, file: !2, line: 141, type: !341)
!417 = !DILocalVariable(name: "l_229", scope: !404, file: !2, line: 142, type: !418)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!419 = !DICompositeType(tag: DW_TAG_array_type, baseType: !194, size: 384, elements: !104)
!420 = !DILocation(line: 0, scope: !364, inlinedAt: !421)
!421 = distinct !DILocation(line: 353, column: 5, scope: !308)
!422 = distinct !DIAssignID()
!423 = distinct !DIAssignID()
!424 = distinct !DIAssignID()
!425 = distinct !DIAssignID()
!426 = distinct !DIAssignID()
!427 = !DILocation(line: 115, column: 5, scope: !364, inlinedAt: !421)
!428 = !DILocation(line: 122, column: 7, scope: !364, inlinedAt: !421)
!429 = !DILocation(line: 122, column: 12, scope: !364, inlinedAt: !421)
!430 = !DILocalVariable(name: "l_50", scope: !431, file: !2, line: 331, type: !454)
!431 = distinct !DILexicalBlock(scope: !432, file: !2, line: 327, column: 5)
!432 = distinct !DILexicalBlock(scope: !433, file: !2, line: 326, column: 5)
!433 = distinct !DILexicalBlock(scope: !434, file: !2, line: 326, column: 5)
!434 = distinct !DISubprogram(name: "func_22", scope: !2, file: !2, line: 322, type: !435, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !439)
!435 = !DISubroutineType(types: !436)
!436 = !{!195, !169, !437}
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !438, size: 64)
!438 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!439 = !{!440, !441, !442, !443, !444, !446, !447, !430, !448, !449, !451, !452, !453}
!440 = !DILocalVariable(name: "p_23", arg: 1, scope: !434, file: !2, line: 322, type: !169)
!441 = !DILocalVariable(name: "p_24", arg: 2, scope: !434, file: !2, line: 322, type: !437)
!442 = !DILocalVariable(name: "l_27", scope: !434, file: !2, line: 324, type: !149)
!443 = !DILocalVariable(name: "l_26", scope: !434, file: !2, line: 325, type: !381)
!444 = !DILocalVariable(name: "l_28", scope: !431, file: !2, line: 328, type: !445)
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !381, size: 64)
!446 = !DILocalVariable(name: "l_42", scope: !431, file: !2, line: 329, type: !180)
!447 = !DILocalVariable(name: "l_49", scope: !431, file: !2, line: 330, type: !195)
!448 = !DILocalVariable(name: "l_55", scope: !431, file: !2, line: 332, type: !437)
!449 = !DILocalVariable(name: "l_54", scope: !431, file: !2, line: 333, type: !450)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !437, size: 64)
!451 = !DILocalVariable(name: "i", scope: !431, file: !2, line: 334, type: !13)
!452 = !DILocalVariable(name: "j", scope: !431, file: !2, line: 334, type: !13)
!453 = !DILocalVariable(name: "k", scope: !431, file: !2, line: 334, type: !13)
!454 = !DICompositeType(tag: DW_TAG_array_type, baseType: !455, size: 4096, elements: !456)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!456 = !{!42, !6, !19}
!457 = distinct !DIAssignID()
!458 = !DILocation(line: 0, scope: !431, inlinedAt: !459)
!459 = distinct !DILocation(line: 123, column: 90, scope: !364, inlinedAt: !421)
!460 = !DILocation(line: 0, scope: !434, inlinedAt: !459)
!461 = !DILocalVariable(name: "l_77", scope: !462, file: !2, line: 196, type: !581)
!462 = distinct !DILexicalBlock(scope: !463, file: !2, line: 195, column: 5)
!463 = distinct !DILexicalBlock(scope: !464, file: !2, line: 194, column: 5)
!464 = distinct !DILexicalBlock(scope: !465, file: !2, line: 194, column: 5)
!465 = distinct !DISubprogram(name: "func_12", scope: !2, file: !2, line: 177, type: !466, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !468)
!466 = !DISubroutineType(types: !467)
!467 = !{!160, !186, !173, !225}
!468 = !{!469, !470, !471, !472, !473, !474, !475, !476, !477, !479, !480, !481, !482, !483, !484, !485, !486, !487, !461, !488, !489, !490, !492, !493, !494, !495, !497, !498, !499, !500, !503, !504, !507, !508, !512, !514, !515, !516, !517, !518, !519, !520, !521, !522, !523, !524, !525, !526, !527, !528, !530, !531, !532, !533, !534, !536, !537, !538, !542, !543, !549, !550, !551, !553, !554, !555, !556, !557, !558, !559, !560, !562, !563, !564, !565, !566, !567, !568, !569, !570, !571, !572, !573, !574, !575, !579, !580}
!469 = !DILocalVariable(name: "p_13", arg: 1, scope: !465, file: !2, line: 177, type: !186)
!470 = !DILocalVariable(name: "p_14", arg: 2, scope: !465, file: !2, line: 177, type: !173)
!471 = !DILocalVariable(name: "p_15", arg: 3, scope: !465, file: !2, line: 177, type: !225)
!472 = !DILocalVariable(name: "l_72", scope: !465, file: !2, line: 179, type: !149)
!473 = !DILocalVariable(name: "l_71", scope: !465, file: !2, line: 180, type: !381)
!474 = !DILocalVariable(name: "l_70", scope: !465, file: !2, line: 181, type: !445)
!475 = !DILocalVariable(name: "l_89", scope: !465, file: !2, line: 182, type: !165)
!476 = !DILocalVariable(name: "l_113", scope: !465, file: !2, line: 183, type: !153)
!477 = !DILocalVariable(name: "l_114", scope: !465, file: !2, line: 184, type: !478)
!478 = !DICompositeType(tag: DW_TAG_array_type, baseType: !153, size: 512, elements: !41)
!479 = !DILocalVariable(name: "l_125", scope: !465, file: !2, line: 185, type: !25)
!480 = !DILocalVariable(name: "l_164", scope: !465, file: !2, line: 186, type: !25)
!481 = !DILocalVariable(name: "l_165", scope: !465, file: !2, line: 187, type: !25)
!482 = !DILocalVariable(name: "l_167", scope: !465, file: !2, line: 188, type: !25)
!483 = !DILocalVariable(name: "l_169", scope: !465, file: !2, line: 189, type: !25)
!484 = !DILocalVariable(name: "l_170", scope: !465, file: !2, line: 190, type: !25)
!485 = !DILocalVariable(name: "l_194", scope: !465, file: !2, line: 191, type: !378)
!486 = !DILocalVariable(name: "l_195", scope: !465, file: !2, line: 192, type: !378)
!487 = !DILocalVariable(name: "i", scope: !465, file: !2, line: 193, type: !13)
!488 = !DILocalVariable(name: "l_78", scope: !462, file: !2, line: 197, type: !455)
!489 = !DILocalVariable(name: "l_81", scope: !462, file: !2, line: 198, type: !277)
!490 = !DILocalVariable(name: "l_97", scope: !462, file: !2, line: 199, type: !491)
!491 = !DICompositeType(tag: DW_TAG_array_type, baseType: !153, size: 320, elements: !32)
!492 = !DILocalVariable(name: "l_127", scope: !462, file: !2, line: 200, type: !25)
!493 = !DILocalVariable(name: "l_130", scope: !462, file: !2, line: 201, type: !25)
!494 = !DILocalVariable(name: "l_144", scope: !462, file: !2, line: 202, type: !25)
!495 = !DILocalVariable(name: "l_166", scope: !462, file: !2, line: 203, type: !496)
!496 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, elements: !5)
!497 = !DILocalVariable(name: "l_168", scope: !462, file: !2, line: 204, type: !243)
!498 = !DILocalVariable(name: "l_196", scope: !462, file: !2, line: 205, type: !141)
!499 = !DILocalVariable(name: "i", scope: !462, file: !2, line: 206, type: !13)
!500 = !DILocalVariable(name: "l_82", scope: !501, file: !2, line: 211, type: !195)
!501 = distinct !DILexicalBlock(scope: !502, file: !2, line: 210, column: 9)
!502 = distinct !DILexicalBlock(scope: !462, file: !2, line: 209, column: 13)
!503 = !DILocalVariable(name: "l_83", scope: !501, file: !2, line: 212, type: !149)
!504 = !DILocalVariable(name: "l_86", scope: !505, file: !2, line: 215, type: !383)
!505 = distinct !DILexicalBlock(scope: !506, file: !2, line: 214, column: 13)
!506 = distinct !DILexicalBlock(scope: !501, file: !2, line: 213, column: 17)
!507 = !DILocalVariable(name: "l_85", scope: !505, file: !2, line: 216, type: !410)
!508 = !DILocalVariable(name: "l_88", scope: !509, file: !2, line: 225, type: !277)
!509 = distinct !DILexicalBlock(scope: !510, file: !2, line: 224, column: 13)
!510 = distinct !DILexicalBlock(scope: !511, file: !2, line: 223, column: 13)
!511 = distinct !DILexicalBlock(scope: !501, file: !2, line: 223, column: 13)
!512 = !DILocalVariable(name: "l_105", scope: !513, file: !2, line: 231, type: !194)
!513 = distinct !DILexicalBlock(scope: !502, file: !2, line: 230, column: 9)
!514 = !DILocalVariable(name: "l_109", scope: !513, file: !2, line: 232, type: !141)
!515 = !DILocalVariable(name: "l_110", scope: !513, file: !2, line: 233, type: !190)
!516 = !DILocalVariable(name: "l_111", scope: !513, file: !2, line: 234, type: !478)
!517 = !DILocalVariable(name: "l_133", scope: !513, file: !2, line: 235, type: !25)
!518 = !DILocalVariable(name: "l_148", scope: !513, file: !2, line: 236, type: !149)
!519 = !DILocalVariable(name: "l_149", scope: !513, file: !2, line: 237, type: !149)
!520 = !DILocalVariable(name: "l_150", scope: !513, file: !2, line: 238, type: !149)
!521 = !DILocalVariable(name: "l_151", scope: !513, file: !2, line: 239, type: !149)
!522 = !DILocalVariable(name: "l_152", scope: !513, file: !2, line: 240, type: !149)
!523 = !DILocalVariable(name: "l_153", scope: !513, file: !2, line: 241, type: !25)
!524 = !DILocalVariable(name: "l_154", scope: !513, file: !2, line: 242, type: !149)
!525 = !DILocalVariable(name: "l_155", scope: !513, file: !2, line: 243, type: !149)
!526 = !DILocalVariable(name: "l_156", scope: !513, file: !2, line: 244, type: !149)
!527 = !DILocalVariable(name: "l_157", scope: !513, file: !2, line: 245, type: !149)
!528 = !DILocalVariable(name: "l_158", scope: !513, file: !2, line: 246, type: !529)
!529 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 224, elements: !210)
!530 = !DILocalVariable(name: "l_159", scope: !513, file: !2, line: 247, type: !149)
!531 = !DILocalVariable(name: "l_160", scope: !513, file: !2, line: 248, type: !149)
!532 = !DILocalVariable(name: "l_161", scope: !513, file: !2, line: 249, type: !149)
!533 = !DILocalVariable(name: "l_162", scope: !513, file: !2, line: 250, type: !149)
!534 = !DILocalVariable(name: "l_163", scope: !513, file: !2, line: 251, type: !535)
!535 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 192, elements: !379)
!536 = !DILocalVariable(name: "l_171", scope: !513, file: !2, line: 252, type: !141)
!537 = !DILocalVariable(name: "i", scope: !513, file: !2, line: 253, type: !13)
!538 = !DILocalVariable(name: "l_91", scope: !539, file: !2, line: 260, type: !190)
!539 = distinct !DILexicalBlock(scope: !540, file: !2, line: 259, column: 13)
!540 = distinct !DILexicalBlock(scope: !541, file: !2, line: 258, column: 13)
!541 = distinct !DILexicalBlock(scope: !513, file: !2, line: 258, column: 13)
!542 = !DILocalVariable(name: "i", scope: !539, file: !2, line: 261, type: !13)
!543 = !DILocalVariable(name: "l_112", scope: !544, file: !2, line: 269, type: !546)
!544 = distinct !DILexicalBlock(scope: !545, file: !2, line: 268, column: 13)
!545 = distinct !DILexicalBlock(scope: !513, file: !2, line: 267, column: 17)
!546 = !DICompositeType(tag: DW_TAG_array_type, baseType: !547, size: 1024, elements: !548)
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!548 = !{!19, !42}
!549 = !DILocalVariable(name: "i", scope: !544, file: !2, line: 270, type: !13)
!550 = !DILocalVariable(name: "j", scope: !544, file: !2, line: 270, type: !13)
!551 = !DILocalVariable(name: "l_117", scope: !552, file: !2, line: 278, type: !149)
!552 = distinct !DILexicalBlock(scope: !545, file: !2, line: 277, column: 13)
!553 = !DILocalVariable(name: "l_118", scope: !552, file: !2, line: 279, type: !149)
!554 = !DILocalVariable(name: "l_119", scope: !552, file: !2, line: 280, type: !149)
!555 = !DILocalVariable(name: "l_120", scope: !552, file: !2, line: 281, type: !149)
!556 = !DILocalVariable(name: "l_121", scope: !552, file: !2, line: 282, type: !149)
!557 = !DILocalVariable(name: "l_122", scope: !552, file: !2, line: 283, type: !149)
!558 = !DILocalVariable(name: "l_123", scope: !552, file: !2, line: 284, type: !149)
!559 = !DILocalVariable(name: "l_124", scope: !552, file: !2, line: 285, type: !25)
!560 = !DILocalVariable(name: "l_126", scope: !552, file: !2, line: 286, type: !561)
!561 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 96, elements: !379)
!562 = !DILocalVariable(name: "l_128", scope: !552, file: !2, line: 287, type: !149)
!563 = !DILocalVariable(name: "l_129", scope: !552, file: !2, line: 288, type: !149)
!564 = !DILocalVariable(name: "l_131", scope: !552, file: !2, line: 289, type: !149)
!565 = !DILocalVariable(name: "l_132", scope: !552, file: !2, line: 290, type: !149)
!566 = !DILocalVariable(name: "l_134", scope: !552, file: !2, line: 291, type: !149)
!567 = !DILocalVariable(name: "l_135", scope: !552, file: !2, line: 292, type: !149)
!568 = !DILocalVariable(name: "l_136", scope: !552, file: !2, line: 293, type: !149)
!569 = !DILocalVariable(name: "l_137", scope: !552, file: !2, line: 294, type: !149)
!570 = !DILocalVariable(name: "l_138", scope: !552, file: !2, line: 295, type: !149)
!571 = !DILocalVariable(name: "l_139", scope: !552, file: !2, line: 296, type: !149)
!572 = !DILocalVariable(name: "l_140", scope: !552, file: !2, line: 297, type: !149)
!573 = !DILocalVariable(name: "l_141", scope: !552, file: !2, line: 298, type: !149)
!574 = !DILocalVariable(name: "l_142", scope: !552, file: !2, line: 299, type: !149)
!575 = !DILocalVariable(name: "l_143", scope: !552, file: !2, line: 300, type: !576)
!576 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 64, elements: !577)
!577 = !{!578}
!578 = !DISubrange(count: 1)
!579 = !DILocalVariable(name: "l_145", scope: !552, file: !2, line: 301, type: !160)
!580 = !DILocalVariable(name: "i", scope: !552, file: !2, line: 302, type: !13)
!581 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 32, elements: !5)
!582 = distinct !DIAssignID()
!583 = !DILocation(line: 0, scope: !462, inlinedAt: !584)
!584 = distinct !DILocation(line: 123, column: 62, scope: !364, inlinedAt: !421)
!585 = !DILocation(line: 0, scope: !465, inlinedAt: !584)
!586 = !{!587, !587, i64 0}
!587 = !{!"short", !329, i64 0}
!588 = distinct !DIAssignID()
!589 = !DILocation(line: 0, scope: !501, inlinedAt: !584)
!590 = !DILocation(line: 213, column: 48, scope: !506, inlinedAt: !584)
!591 = !{i64 0, i64 4, !356, i64 8, i64 8, !592, i64 16, i64 1, !594, i64 17, i64 1, !594, i64 20, i64 4, !356}
!592 = !{!593, !593, i64 0}
!593 = !{!"long", !329, i64 0}
!594 = !{!329, !329, i64 0}
!595 = !DILocation(line: 213, column: 26, scope: !506, inlinedAt: !584)
!596 = !DILocation(line: 213, column: 17, scope: !501, inlinedAt: !584)
!597 = !DILocation(line: 313, column: 5, scope: !465, inlinedAt: !584)
!598 = !DILocation(line: 194, scope: !464, inlinedAt: !584)
!599 = !DILocation(line: 121, column: 9, scope: !600, inlinedAt: !421)
!600 = distinct !DILexicalBlock(scope: !601, file: !2, line: 120, column: 5)
!601 = distinct !DILexicalBlock(scope: !364, file: !2, line: 120, column: 5)
!602 = !DILocation(line: 209, column: 215, scope: !502, inlinedAt: !584)
!603 = !DILocation(line: 314, column: 1, scope: !465, inlinedAt: !584)
!604 = !DILocation(line: 167, column: 11, scope: !605, inlinedAt: !618)
!605 = distinct !DISubprogram(name: "func_6", scope: !2, file: !2, line: 159, type: !606, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !609)
!606 = !DISubroutineType(types: !607)
!607 = !{!149, !277, !608, !24}
!608 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !277)
!609 = !{!610, !611, !612, !613, !614, !616, !617}
!610 = !DILocalVariable(name: "p_7", arg: 1, scope: !605, file: !2, line: 159, type: !277)
!611 = !DILocalVariable(name: "p_8", arg: 2, scope: !605, file: !2, line: 159, type: !608)
!612 = !DILocalVariable(name: "p_9", arg: 3, scope: !605, file: !2, line: 159, type: !24)
!613 = !DILocalVariable(name: "l_198", scope: !605, file: !2, line: 161, type: !186)
!614 = !DILocalVariable(name: "l_197", scope: !605, file: !2, line: 162, type: !615)
!615 = !DICompositeType(tag: DW_TAG_array_type, baseType: !372, size: 64, elements: !577)
!616 = !DILocalVariable(name: "l_200", scope: !605, file: !2, line: 163, type: !149)
!617 = !DILocalVariable(name: "i", scope: !605, file: !2, line: 164, type: !13)
!618 = distinct !DILocation(line: 123, column: 23, scope: !364, inlinedAt: !421)
!619 = !DILocation(line: 0, scope: !605, inlinedAt: !618)
!620 = distinct !DIAssignID()
!621 = distinct !DIAssignID()
!622 = distinct !DIAssignID()
!623 = !DILocation(line: 168, column: 5, scope: !605, inlinedAt: !618)
!624 = !DILocation(line: 123, column: 9, scope: !364, inlinedAt: !421)
!625 = !DILocation(line: 147, column: 20, scope: !388, inlinedAt: !421)
!626 = !DILocation(line: 124, scope: !390, inlinedAt: !421)
!627 = !DILocation(line: 151, column: 1, scope: !364, inlinedAt: !421)
!628 = !DILocation(line: 354, column: 5, scope: !308)
!629 = !DILocation(line: 355, column: 21, scope: !308)
!630 = !DILocation(line: 355, column: 5, scope: !308)
!631 = !DILocation(line: 356, column: 5, scope: !308)
!632 = !DILocation(line: 357, column: 5, scope: !308)
!633 = !DILocation(line: 360, column: 9, scope: !634)
!634 = distinct !DILexicalBlock(scope: !635, file: !2, line: 359, column: 5)
!635 = distinct !DILexicalBlock(scope: !636, file: !2, line: 358, column: 5)
!636 = distinct !DILexicalBlock(scope: !308, file: !2, line: 358, column: 5)
!637 = !DILocation(line: 361, column: 13, scope: !634)
!638 = !DILocation(line: 361, column: 31, scope: !639)
!639 = distinct !DILexicalBlock(scope: !634, file: !2, line: 361, column: 13)
!640 = !DILocation(line: 364, column: 21, scope: !308)
!641 = !DILocation(line: 364, column: 5, scope: !308)
!642 = !DILocation(line: 365, column: 5, scope: !308)
!643 = !DILocation(line: 366, column: 5, scope: !308)
!644 = !DILocation(line: 369, column: 9, scope: !645)
!645 = distinct !DILexicalBlock(scope: !646, file: !2, line: 368, column: 5)
!646 = distinct !DILexicalBlock(scope: !647, file: !2, line: 367, column: 5)
!647 = distinct !DILexicalBlock(scope: !308, file: !2, line: 367, column: 5)
!648 = !DILocation(line: 370, column: 9, scope: !645)
!649 = !DILocation(line: 371, column: 13, scope: !645)
!650 = !DILocation(line: 371, column: 31, scope: !651)
!651 = distinct !DILexicalBlock(scope: !645, file: !2, line: 371, column: 13)
!652 = !DILocation(line: 374, column: 21, scope: !308)
!653 = !DILocation(line: 374, column: 5, scope: !308)
!654 = !DILocation(line: 375, column: 26, scope: !308)
!655 = !{!656, !357, i64 0}
!656 = !{!"S0", !357, i64 0, !593, i64 8, !329, i64 16, !329, i64 17, !357, i64 20}
!657 = !DILocation(line: 375, column: 21, scope: !308)
!658 = !DILocation(line: 375, column: 5, scope: !308)
!659 = !DILocation(line: 376, column: 26, scope: !308)
!660 = !{!656, !593, i64 8}
!661 = !DILocation(line: 376, column: 5, scope: !308)
!662 = !DILocation(line: 377, column: 26, scope: !308)
!663 = !{!656, !329, i64 16}
!664 = !DILocation(line: 377, column: 21, scope: !308)
!665 = !DILocation(line: 377, column: 5, scope: !308)
!666 = !DILocation(line: 378, column: 26, scope: !308)
!667 = !{!656, !329, i64 17}
!668 = !DILocation(line: 378, column: 21, scope: !308)
!669 = !DILocation(line: 378, column: 5, scope: !308)
!670 = !DILocation(line: 379, column: 26, scope: !308)
!671 = !{!656, !357, i64 20}
!672 = !DILocation(line: 379, column: 21, scope: !308)
!673 = !DILocation(line: 379, column: 5, scope: !308)
!674 = !DILocation(line: 382, column: 25, scope: !675)
!675 = distinct !DILexicalBlock(scope: !676, file: !2, line: 381, column: 5)
!676 = distinct !DILexicalBlock(scope: !677, file: !2, line: 380, column: 5)
!677 = distinct !DILexicalBlock(scope: !308, file: !2, line: 380, column: 5)
!678 = !DILocation(line: 382, column: 9, scope: !675)
!679 = !DILocation(line: 383, column: 13, scope: !675)
!680 = !DILocation(line: 383, column: 31, scope: !681)
!681 = distinct !DILexicalBlock(scope: !675, file: !2, line: 383, column: 13)
!682 = !DILocation(line: 386, column: 5, scope: !683)
!683 = distinct !DILexicalBlock(scope: !308, file: !2, line: 386, column: 5)
!684 = !DILocation(line: 388, column: 9, scope: !685)
!685 = distinct !DILexicalBlock(scope: !686, file: !2, line: 388, column: 9)
!686 = distinct !DILexicalBlock(scope: !687, file: !2, line: 387, column: 5)
!687 = distinct !DILexicalBlock(scope: !683, file: !2, line: 386, column: 5)
!688 = !DILocation(line: 392, column: 33, scope: !689)
!689 = distinct !DILexicalBlock(scope: !690, file: !2, line: 391, column: 13)
!690 = distinct !DILexicalBlock(scope: !691, file: !2, line: 390, column: 13)
!691 = distinct !DILexicalBlock(scope: !692, file: !2, line: 390, column: 13)
!692 = distinct !DILexicalBlock(scope: !693, file: !2, line: 389, column: 9)
!693 = distinct !DILexicalBlock(scope: !685, file: !2, line: 388, column: 9)
!694 = !DILocation(line: 392, column: 47, scope: !689)
!695 = !DILocation(line: 392, column: 17, scope: !689)
!696 = !DILocation(line: 393, column: 47, scope: !689)
!697 = !DILocation(line: 393, column: 17, scope: !689)
!698 = !DILocation(line: 394, column: 47, scope: !689)
!699 = !DILocation(line: 394, column: 33, scope: !689)
!700 = !DILocation(line: 394, column: 17, scope: !689)
!701 = !DILocation(line: 395, column: 47, scope: !689)
!702 = !DILocation(line: 395, column: 33, scope: !689)
!703 = !DILocation(line: 395, column: 17, scope: !689)
!704 = !DILocation(line: 396, column: 47, scope: !689)
!705 = !DILocation(line: 396, column: 33, scope: !689)
!706 = !DILocation(line: 396, column: 17, scope: !689)
!707 = !DILocation(line: 397, column: 21, scope: !689)
!708 = !DILocation(line: 397, column: 39, scope: !709)
!709 = distinct !DILexicalBlock(scope: !689, file: !2, line: 397, column: 21)
!710 = !DILocation(line: 388, column: 29, scope: !693)
!711 = !DILocation(line: 388, column: 23, scope: !693)
!712 = distinct !{!712, !684, !713, !362}
!713 = !DILocation(line: 400, column: 9, scope: !685)
!714 = distinct !{!714, !682, !715, !362}
!715 = !DILocation(line: 401, column: 5, scope: !683)
!716 = !DILocation(line: 402, column: 26, scope: !308)
!717 = !DILocation(line: 402, column: 21, scope: !308)
!718 = !DILocation(line: 402, column: 5, scope: !308)
!719 = !DILocation(line: 403, column: 5, scope: !308)
!720 = !DILocation(line: 406, column: 33, scope: !721)
!721 = distinct !DILexicalBlock(scope: !722, file: !2, line: 405, column: 5)
!722 = distinct !DILexicalBlock(scope: !723, file: !2, line: 404, column: 5)
!723 = distinct !DILexicalBlock(scope: !308, file: !2, line: 404, column: 5)
!724 = !{!725, !357, i64 0}
!725 = !{!"S1", !357, i64 0, !329, i64 4}
!726 = !DILocation(line: 406, column: 25, scope: !721)
!727 = !DILocation(line: 406, column: 9, scope: !721)
!728 = !DILocation(line: 407, column: 33, scope: !721)
!729 = !{!725, !329, i64 4}
!730 = !DILocation(line: 407, column: 25, scope: !721)
!731 = !DILocation(line: 407, column: 9, scope: !721)
!732 = !DILocation(line: 408, column: 13, scope: !721)
!733 = !DILocation(line: 408, column: 31, scope: !734)
!734 = distinct !DILexicalBlock(scope: !721, file: !2, line: 408, column: 13)
!735 = !DILocation(line: 411, column: 5, scope: !308)
!736 = !DILocation(line: 416, column: 41, scope: !737)
!737 = distinct !DILexicalBlock(scope: !738, file: !2, line: 415, column: 9)
!738 = distinct !DILexicalBlock(scope: !739, file: !2, line: 414, column: 9)
!739 = distinct !DILexicalBlock(scope: !740, file: !2, line: 414, column: 9)
!740 = distinct !DILexicalBlock(scope: !741, file: !2, line: 413, column: 5)
!741 = distinct !DILexicalBlock(scope: !742, file: !2, line: 412, column: 5)
!742 = distinct !DILexicalBlock(scope: !308, file: !2, line: 412, column: 5)
!743 = !DILocation(line: 416, column: 29, scope: !737)
!744 = !DILocation(line: 416, column: 13, scope: !737)
!745 = !DILocation(line: 417, column: 35, scope: !746)
!746 = distinct !DILexicalBlock(scope: !737, file: !2, line: 417, column: 17)
!747 = !DILocation(line: 417, column: 17, scope: !737)
!748 = !DILocation(line: 421, column: 5, scope: !308)
!749 = !DILocation(line: 422, column: 5, scope: !308)
!750 = !DILocation(line: 423, column: 27, scope: !308)
!751 = !DILocation(line: 423, column: 21, scope: !308)
!752 = !DILocation(line: 423, column: 5, scope: !308)
!753 = !DILocation(line: 424, column: 27, scope: !308)
!754 = !DILocation(line: 424, column: 5, scope: !308)
!755 = !DILocation(line: 425, column: 27, scope: !308)
!756 = !DILocation(line: 425, column: 21, scope: !308)
!757 = !DILocation(line: 425, column: 5, scope: !308)
!758 = !DILocation(line: 426, column: 27, scope: !308)
!759 = !DILocation(line: 426, column: 21, scope: !308)
!760 = !DILocation(line: 426, column: 5, scope: !308)
!761 = !DILocation(line: 427, column: 27, scope: !308)
!762 = !DILocation(line: 427, column: 21, scope: !308)
!763 = !DILocation(line: 427, column: 5, scope: !308)
!764 = !DILocation(line: 428, column: 5, scope: !308)
!765 = !DILocation(line: 429, column: 5, scope: !308)
!766 = !DILocation(line: 430, column: 23, scope: !308)
!767 = !DILocation(line: 430, column: 37, scope: !308)
!768 = !DILocalVariable(name: "crc", arg: 1, scope: !769, file: !293, line: 49, type: !141)
!769 = distinct !DISubprogram(name: "platform_main_end", scope: !293, file: !293, line: 49, type: !770, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !772)
!770 = !DISubroutineType(types: !771)
!771 = !{null, !141, !13}
!772 = !{!768, !773}
!773 = !DILocalVariable(name: "flag", arg: 2, scope: !769, file: !293, line: 49, type: !13)
!774 = !DILocation(line: 0, scope: !769, inlinedAt: !775)
!775 = distinct !DILocation(line: 430, column: 5, scope: !308)
!776 = !DILocation(line: 56, column: 2, scope: !769, inlinedAt: !775)
!777 = !DILocation(line: 431, column: 5, scope: !308)
!778 = distinct !DISubprogram(name: "transparent_crc", scope: !139, file: !139, line: 110, type: !779, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !781)
!779 = !DISubroutineType(types: !780)
!780 = !{null, !195, !312, !13}
!781 = !{!782, !783, !784}
!782 = !DILocalVariable(name: "val", arg: 1, scope: !778, file: !139, line: 110, type: !195)
!783 = !DILocalVariable(name: "vname", arg: 2, scope: !778, file: !139, line: 110, type: !312)
!784 = !DILocalVariable(name: "flag", arg: 3, scope: !778, file: !139, line: 110, type: !13)
!785 = !DILocation(line: 0, scope: !778)
!786 = !DILocalVariable(name: "val", arg: 1, scope: !787, file: !139, line: 97, type: !195)
!787 = distinct !DISubprogram(name: "crc32_8bytes", scope: !139, file: !139, line: 97, type: !788, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !790)
!788 = !DISubroutineType(types: !789)
!789 = !{null, !195}
!790 = !{!786}
!791 = !DILocation(line: 0, scope: !787, inlinedAt: !792)
!792 = distinct !DILocation(line: 112, column: 2, scope: !778)
!793 = !DILocalVariable(name: "b", arg: 1, scope: !794, file: !139, line: 71, type: !160)
!794 = distinct !DISubprogram(name: "crc32_byte", scope: !139, file: !139, line: 71, type: !795, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !797)
!795 = !DISubroutineType(types: !796)
!796 = !{null, !160}
!797 = !{!793}
!798 = !DILocation(line: 0, scope: !794, inlinedAt: !799)
!799 = distinct !DILocation(line: 99, column: 2, scope: !787, inlinedAt: !792)
!800 = !DILocation(line: 73, column: 5, scope: !794, inlinedAt: !799)
!801 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !799)
!802 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !799)
!803 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !799)
!804 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !799)
!805 = !DILocation(line: 100, column: 18, scope: !787, inlinedAt: !792)
!806 = !DILocation(line: 0, scope: !794, inlinedAt: !807)
!807 = distinct !DILocation(line: 100, column: 2, scope: !787, inlinedAt: !792)
!808 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !807)
!809 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !807)
!810 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !807)
!811 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !807)
!812 = !DILocation(line: 101, column: 18, scope: !787, inlinedAt: !792)
!813 = !DILocation(line: 0, scope: !794, inlinedAt: !814)
!814 = distinct !DILocation(line: 101, column: 2, scope: !787, inlinedAt: !792)
!815 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !814)
!816 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !814)
!817 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !814)
!818 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !814)
!819 = !DILocation(line: 102, column: 18, scope: !787, inlinedAt: !792)
!820 = !DILocation(line: 0, scope: !794, inlinedAt: !821)
!821 = distinct !DILocation(line: 102, column: 2, scope: !787, inlinedAt: !792)
!822 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !821)
!823 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !821)
!824 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !821)
!825 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !821)
!826 = !DILocation(line: 103, column: 18, scope: !787, inlinedAt: !792)
!827 = !DILocation(line: 0, scope: !794, inlinedAt: !828)
!828 = distinct !DILocation(line: 103, column: 2, scope: !787, inlinedAt: !792)
!829 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !828)
!830 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !828)
!831 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !828)
!832 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !828)
!833 = !DILocation(line: 104, column: 18, scope: !787, inlinedAt: !792)
!834 = !DILocation(line: 0, scope: !794, inlinedAt: !835)
!835 = distinct !DILocation(line: 104, column: 2, scope: !787, inlinedAt: !792)
!836 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !835)
!837 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !835)
!838 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !835)
!839 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !835)
!840 = !DILocation(line: 105, column: 18, scope: !787, inlinedAt: !792)
!841 = !DILocation(line: 0, scope: !794, inlinedAt: !842)
!842 = distinct !DILocation(line: 105, column: 2, scope: !787, inlinedAt: !792)
!843 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !842)
!844 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !842)
!845 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !842)
!846 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !842)
!847 = !DILocation(line: 106, column: 18, scope: !787, inlinedAt: !792)
!848 = !DILocation(line: 0, scope: !794, inlinedAt: !849)
!849 = distinct !DILocation(line: 106, column: 2, scope: !787, inlinedAt: !792)
!850 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !849)
!851 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !849)
!852 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !849)
!853 = !DILocation(line: 72, column: 16, scope: !794, inlinedAt: !849)
!854 = !DILocation(line: 113, column: 6, scope: !855)
!855 = distinct !DILexicalBlock(scope: !778, file: !139, line: 113, column: 6)
!856 = !DILocation(line: 113, column: 6, scope: !778)
!857 = !DILocation(line: 114, column: 73, scope: !858)
!858 = distinct !DILexicalBlock(scope: !855, file: !139, line: 113, column: 12)
!859 = !DILocation(line: 114, column: 5, scope: !858)
!860 = !DILocation(line: 115, column: 2, scope: !858)
!861 = !DILocation(line: 116, column: 1, scope: !778)
!862 = !DISubprogram(name: "printf", scope: !863, file: !863, line: 356, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!863 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!864 = !DISubroutineType(types: !865)
!865 = !{!13, !866, null}
!866 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !867)
!867 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !868, size: 64)
!868 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
