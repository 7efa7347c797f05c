; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S0 = type { i32, i64, i8, i8, i32 }
%struct.S1 = type { i32, i8 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !0
@g_5 = internal global i32 930923556, align 4, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [8 x i8] c"g_25[i]\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !41
@g_43 = internal unnamed_addr global i8 28, align 1, !dbg !204
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !46
@.str.8 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1, !dbg !48
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1, !dbg !50
@.str.10 = private unnamed_addr constant [11 x i8] c"g_63[i].f0\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [11 x i8] c"g_63[i].f1\00", align 1, !dbg !57
@g_79 = internal unnamed_addr global i16 -8, align 2, !dbg !224
@.str.12 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1, !dbg !59
@g_80 = internal global %struct.S0 { i32 -1, i64 -422797942696994909, i8 -10, i8 67, i32 1 }, align 8, !dbg !226
@.str.13 = private unnamed_addr constant [8 x i8] c"g_80.f0\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [8 x i8] c"g_80.f1\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [8 x i8] c"g_80.f2\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [8 x i8] c"g_80.f3\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [8 x i8] c"g_80.f4\00", align 1, !dbg !69
@g_84 = internal global [9 x i32] [i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064], align 16, !dbg !240
@.str.18 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1, !dbg !71
@g_87 = internal global [2 x [8 x [3 x %struct.S0]]] [[8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }, %struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }, %struct.S0 { i32 -1, i64 102658735669053455, i8 -1, i8 -8, i32 914662098 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 -1, i64 -4368823725623485820, i8 89, i8 -65, i32 1 }, %struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }]], [8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 1572567013, i64 -31187724472005752, i8 70, i8 -88, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }, %struct.S0 { i32 -8, i64 1601732979438555484, i8 17, i8 64, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }], [3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }]]], align 16, !dbg !243
@.str.19 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f0\00", align 1, !dbg !73
@.str.20 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f1\00", align 1, !dbg !78
@.str.21 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f2\00", align 1, !dbg !80
@.str.22 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f3\00", align 1, !dbg !82
@.str.23 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f4\00", align 1, !dbg !84
@.str.24 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !86
@.str.25 = private unnamed_addr constant [8 x i8] c"g_90.f0\00", align 1, !dbg !91
@.str.26 = private unnamed_addr constant [8 x i8] c"g_90.f1\00", align 1, !dbg !93
@g_94 = internal global [5 x %struct.S1] [%struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }], align 16, !dbg !250
@.str.27 = private unnamed_addr constant [11 x i8] c"g_94[i].f0\00", align 1, !dbg !95
@.str.28 = private unnamed_addr constant [11 x i8] c"g_94[i].f1\00", align 1, !dbg !97
@.str.29 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !99
@.str.30 = private unnamed_addr constant [15 x i8] c"g_106[i][j].f0\00", align 1, !dbg !104
@.str.31 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !109
@.str.32 = private unnamed_addr constant [9 x i8] c"g_184.f0\00", align 1, !dbg !114
@.str.33 = private unnamed_addr constant [9 x i8] c"g_215.f0\00", align 1, !dbg !119
@g_224 = internal global %struct.S0 { i32 5, i64 2, i8 -48, i8 0, i32 -5 }, align 8, !dbg !275
@.str.34 = private unnamed_addr constant [9 x i8] c"g_224.f0\00", align 1, !dbg !121
@.str.35 = private unnamed_addr constant [9 x i8] c"g_224.f1\00", align 1, !dbg !123
@.str.36 = private unnamed_addr constant [9 x i8] c"g_224.f2\00", align 1, !dbg !125
@.str.37 = private unnamed_addr constant [9 x i8] c"g_224.f3\00", align 1, !dbg !127
@.str.38 = private unnamed_addr constant [9 x i8] c"g_224.f4\00", align 1, !dbg !129
@.str.39 = private unnamed_addr constant [6 x i8] c"g_226\00", align 1, !dbg !131
@.str.40 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1, !dbg !133
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !284
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !135
@g_4 = internal global ptr @g_5, align 8, !dbg !142
@g_199 = internal unnamed_addr global ptr @g_5, align 8, !dbg !177
@g_236 = internal unnamed_addr global ptr @g_237, align 8, !dbg !184
@g_237 = internal global ptr null, align 8, !dbg !190
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !192
@g_90 = internal unnamed_addr global { i16, [6 x i8] } { i16 -25577, [6 x i8] undef }, align 8, !dbg !248
@g_106 = internal global [4 x [2 x { i8, [3 x i8] }]] [[2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }]], align 16, !dbg !255
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !281

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !294 {
  %3 = alloca i32, align 4, !DIAssignID !306
  %4 = alloca %struct.S0, align 8
  %5 = alloca [6 x ptr], align 16, !DIAssignID !307
    #dbg_value(i32 %0, !300, !DIExpression(), !308)
    #dbg_value(ptr %1, !301, !DIExpression(), !308)
    #dbg_value(i32 0, !305, !DIExpression(), !308)
  %6 = icmp eq i32 %0, 2, !dbg !309
  br i1 %6, label %7, label %20, !dbg !311

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !312
  %9 = load ptr, ptr %8, align 8, !dbg !312, !tbaa !313
  %10 = load i8, ptr %9, align 1
  %11 = icmp eq i8 %10, 49
  br i1 %11, label %12, label %16

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0, !dbg !317
  br label %16

16:                                               ; preds = %7, %12
  %17 = phi i1 [ true, %7 ], [ %15, %12 ]
  %18 = xor i1 %17, true, !dbg !318
  %19 = zext i1 %18 to i32, !dbg !318
  br label %20, !dbg !318

20:                                               ; preds = %2, %16
  %21 = phi i1 [ true, %2 ], [ %17, %16 ], !dbg !308
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ], !dbg !308
    #dbg_value(i32 %22, !305, !DIExpression(), !308)
    #dbg_value(i32 -306674912, !319, !DIExpression(), !328)
    #dbg_value(i32 0, !325, !DIExpression(), !328)
  br label %23, !dbg !330

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ], !dbg !332
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %68, %23 ], !dbg !334
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %27 = icmp eq <4 x i32> %26, zeroinitializer, !dbg !334
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29, !dbg !340
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %32 = icmp eq <4 x i32> %31, zeroinitializer, !dbg !334
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34, !dbg !340
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %37 = icmp eq <4 x i32> %36, zeroinitializer, !dbg !334
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39, !dbg !340
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %42 = icmp eq <4 x i32> %41, zeroinitializer, !dbg !334
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44, !dbg !340
  %46 = and <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %47 = icmp eq <4 x i32> %46, zeroinitializer, !dbg !334
  %48 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %49 = xor <4 x i32> %48, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %50 = select <4 x i1> %47, <4 x i32> %48, <4 x i32> %49, !dbg !340
  %51 = and <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %52 = icmp eq <4 x i32> %51, zeroinitializer, !dbg !334
  %53 = lshr <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %54 = xor <4 x i32> %53, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %55 = select <4 x i1> %52, <4 x i32> %53, <4 x i32> %54, !dbg !340
  %56 = and <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %57 = icmp eq <4 x i32> %56, zeroinitializer, !dbg !334
  %58 = lshr <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %59 = xor <4 x i32> %58, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %60 = select <4 x i1> %57, <4 x i32> %58, <4 x i32> %59, !dbg !340
  %61 = and <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !334
  %62 = icmp eq <4 x i32> %61, zeroinitializer, !dbg !334
  %63 = lshr <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !340
  %64 = xor <4 x i32> %63, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !340
  %65 = select <4 x i1> %62, <4 x i32> %63, <4 x i32> %64, !dbg !340
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !341
  store <4 x i32> %65, ptr %66, align 16, !dbg !342, !tbaa !343
  %67 = add nuw i64 %24, 4, !dbg !332
  %68 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>, !dbg !334
  %69 = icmp eq i64 %67, 256, !dbg !332
  br i1 %69, label %70, label %23, !dbg !332, !llvm.loop !345

70:                                               ; preds = %23
    #dbg_assign(i1 undef, !350, !DIExpression(), !307, ptr %5, !DIExpression(), !407)
    #dbg_value(ptr null, !355, !DIExpression(), !407)
    #dbg_value(ptr poison, !356, !DIExpression(), !407)
    #dbg_assign(i8 0, !357, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !409, ptr undef, !DIExpression(), !407)
    #dbg_assign(i8 0, !357, !DIExpression(DW_OP_LLVM_fragment, 192, 192), !410, ptr undef, !DIExpression(), !407)
    #dbg_assign(i8 0, !357, !DIExpression(DW_OP_LLVM_fragment, 448, 192), !411, ptr undef, !DIExpression(), !407)
    #dbg_assign(i8 0, !357, !DIExpression(DW_OP_LLVM_fragment, 704, 192), !412, ptr undef, !DIExpression(), !407)
    #dbg_assign(i8 0, !357, !DIExpression(DW_OP_LLVM_fragment, 960, 192), !413, ptr undef, !DIExpression(), !407)
    #dbg_value(ptr undef, !357, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !407)
    #dbg_value(ptr undef, !357, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !407)
    #dbg_value(ptr undef, !357, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !407)
    #dbg_value(ptr undef, !357, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !407)
    #dbg_value(ptr poison, !361, !DIExpression(), !407)
    #dbg_value(ptr @g_43, !362, !DIExpression(), !407)
    #dbg_value(ptr undef, !367, !DIExpression(), !407)
    #dbg_value(ptr @g_224, !369, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7, !dbg !414
    #dbg_value(ptr %5, !371, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !407)
    #dbg_value(i64 6, !372, !DIExpression(), !407)
  %71 = load volatile ptr, ptr @g_4, align 8, !dbg !415, !tbaa !313
  store i32 47111, ptr %71, align 4, !dbg !416, !tbaa !343
    #dbg_value(ptr null, !361, !DIExpression(), !407)
    #dbg_assign(i1 undef, !417, !DIExpression(), !444, ptr poison, !DIExpression(), !445)
    #dbg_value(ptr undef, !428, !DIExpression(), !447)
    #dbg_value(ptr @g_5, !429, !DIExpression(), !447)
    #dbg_value(ptr undef, !430, !DIExpression(), !447)
    #dbg_value(ptr undef, !431, !DIExpression(), !445)
    #dbg_value(ptr @g_43, !433, !DIExpression(), !445)
    #dbg_value(i64 9084645690590707014, !434, !DIExpression(), !445)
    #dbg_value(ptr undef, !435, !DIExpression(), !445)
    #dbg_value(ptr undef, !436, !DIExpression(), !445)
    #dbg_value(i16 7, !427, !DIExpression(), !447)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
    #dbg_assign(i1 undef, !448, !DIExpression(), !569, ptr undef, !DIExpression(), !570)
    #dbg_value(ptr null, !456, !DIExpression(), !572)
    #dbg_value(i64 0, !457, !DIExpression(), !572)
    #dbg_value(ptr undef, !458, !DIExpression(DW_OP_deref), !572)
    #dbg_value(ptr @g_5, !459, !DIExpression(), !572)
    #dbg_value(ptr undef, !460, !DIExpression(), !572)
    #dbg_value(ptr undef, !461, !DIExpression(), !572)
    #dbg_value(ptr @g_90, !462, !DIExpression(), !572)
    #dbg_value(ptr poison, !463, !DIExpression(), !572)
    #dbg_value(ptr poison, !464, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !572)
    #dbg_value(ptr poison, !464, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !572)
    #dbg_value(i32 -736377191, !466, !DIExpression(), !572)
    #dbg_value(i32 2, !467, !DIExpression(), !572)
    #dbg_value(i32 0, !468, !DIExpression(), !572)
    #dbg_value(i32 -1464513343, !469, !DIExpression(), !572)
    #dbg_value(i32 -7, !470, !DIExpression(), !572)
    #dbg_value(i32 -5, !471, !DIExpression(), !572)
    #dbg_value(ptr null, !472, !DIExpression(), !572)
    #dbg_value(ptr null, !473, !DIExpression(), !572)
  %72 = load i16, ptr @g_79, align 2, !tbaa !573
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !343
    #dbg_value(ptr @g_79, !475, !DIExpression(), !570)
    #dbg_value(i16 -19094, !476, !DIExpression(), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
    #dbg_value(i32 -894208638, !479, !DIExpression(), !570)
    #dbg_value(i32 3, !480, !DIExpression(), !570)
    #dbg_value(i32 246503751, !481, !DIExpression(), !570)
    #dbg_assign(i1 undef, !482, !DIExpression(), !575, ptr poison, !DIExpression(), !570)
    #dbg_value(i8 -113, !484, !DIExpression(), !570)
    #dbg_value(i32 -565094906, !485, !DIExpression(), !570)
    #dbg_value(i32 poison, !486, !DIExpression(), !570)
    #dbg_value(i64 4, !487, !DIExpression(), !576)
    #dbg_value(ptr poison, !490, !DIExpression(), !576)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !577, !tbaa.struct !578
  %74 = and i32 %73, 4, !dbg !582
  %75 = icmp eq i32 %74, 0, !dbg !582
  br i1 %75, label %77, label %76, !dbg !583

76:                                               ; preds = %70
    #dbg_value(ptr @g_79, !475, !DIExpression(), !570)
    #dbg_value(i16 -19094, !476, !DIExpression(), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
    #dbg_value(i32 -894208638, !479, !DIExpression(), !570)
    #dbg_value(i32 3, !480, !DIExpression(), !570)
    #dbg_value(i32 246503751, !481, !DIExpression(), !570)
    #dbg_assign(i1 undef, !482, !DIExpression(), !575, ptr poison, !DIExpression(), !570)
    #dbg_value(i8 -113, !484, !DIExpression(), !570)
    #dbg_value(i32 -565094906, !485, !DIExpression(), !570)
    #dbg_value(i32 poison, !486, !DIExpression(), !570)
    #dbg_value(i64 4, !487, !DIExpression(), !576)
    #dbg_value(ptr poison, !490, !DIExpression(), !576)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !577, !tbaa.struct !578
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !577, !tbaa.struct !578
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !577, !tbaa.struct !578
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !577, !tbaa.struct !578
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !577, !tbaa.struct !578
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !dbg !577, !tbaa.struct !578
    #dbg_value(i1 true, !479, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !570)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
  br label %77, !dbg !584

77:                                               ; preds = %70, %76
  %78 = phi i8 [ 49, %76 ], [ 0, %70 ], !dbg !585
  %79 = phi i32 [ 1, %76 ], [ -19094, %70 ], !dbg !570
  %80 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !586
    #dbg_value(ptr %80, !371, !DIExpression(), !407)
  store i8 %78, ptr @g_43, align 1, !dbg !585, !tbaa !581
  %81 = and i16 %72, -18425, !dbg !589
  store i16 %81, ptr @g_79, align 2, !dbg !589, !tbaa !573
  store i32 %79, ptr @g_5, align 4, !dbg !570, !tbaa !343
  store i32 %74, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !343
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4), !dbg !590
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !591
    #dbg_assign(i1 undef, !599, !DIExpression(), !306, ptr %3, !DIExpression(), !606)
    #dbg_assign(i1 undef, !601, !DIExpression(), !607, ptr undef, !DIExpression(), !606)
    #dbg_value(!DIArgList(i8 poison, i8 poison), !597, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !606)
    #dbg_value(i16 poison, !598, !DIExpression(), !606)
    #dbg_assign(i16 poison, !599, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !608, ptr %3, !DIExpression(), !606)
    #dbg_assign(ptr poison, !600, !DIExpression(), !609, ptr undef, !DIExpression(), !606)
    #dbg_value(ptr poison, !603, !DIExpression(), !606)
    #dbg_value(i32 poison, !604, !DIExpression(), !606)
  store ptr %3, ptr @g_199, align 8, !dbg !591, !tbaa !313
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !610
    #dbg_value(ptr getelementptr inbounds (i8, ptr @g_84, i64 32), !355, !DIExpression(), !407)
  store volatile ptr getelementptr inbounds (i8, ptr @g_84, i64 32), ptr @g_4, align 8, !dbg !611, !tbaa !313
  store ptr %80, ptr @g_236, align 8, !tbaa !313
    #dbg_value(ptr @g_224, !369, !DIExpression(), !407)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !612, !tbaa.struct !578
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !612, !tbaa.struct !578
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !dbg !612, !tbaa.struct !578
  store i64 7, ptr @g_90, align 8, !dbg !613, !tbaa !581
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7, !dbg !614
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.1, i32 noundef %22), !dbg !615
  %82 = load i32, ptr @g_5, align 4, !dbg !616, !tbaa !343
  %83 = sext i32 %82 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %83, ptr noundef nonnull @.str.2, i32 noundef %22), !dbg !617
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.3, i32 noundef %22), !dbg !618
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %22), !dbg !619
    #dbg_value(i32 0, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  br i1 %21, label %84, label %85, !dbg !624

84:                                               ; preds = %77
    #dbg_value(i32 1, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
    #dbg_value(i32 2, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
    #dbg_value(i32 3, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
    #dbg_value(i32 4, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
    #dbg_value(i32 5, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
    #dbg_value(i32 6, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  br label %86, !dbg !624

85:                                               ; preds = %77
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0), !dbg !625
    #dbg_value(i32 1, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1), !dbg !625
    #dbg_value(i32 2, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2), !dbg !625
    #dbg_value(i32 3, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3), !dbg !625
    #dbg_value(i32 4, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4), !dbg !625
    #dbg_value(i32 5, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 5), !dbg !625
    #dbg_value(i32 6, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !620
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 6), !dbg !625
  br label %86, !dbg !625

86:                                               ; preds = %84, %85
    #dbg_value(i32 7, !302, !DIExpression(), !308)
  %87 = load i8, ptr @g_43, align 1, !dbg !627, !tbaa !581
  %88 = zext i8 %87 to i64, !dbg !627
  call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !628
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.8, i32 noundef %22), !dbg !629
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.9, i32 noundef %22), !dbg !630
    #dbg_value(i32 0, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !631
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !635
  br i1 %21, label %90, label %89, !dbg !636

89:                                               ; preds = %86
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0), !dbg !637
    #dbg_value(i32 1, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !631
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !635
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1), !dbg !637
  br label %91, !dbg !637

90:                                               ; preds = %86
    #dbg_value(i32 1, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !631
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !635
  br label %91, !dbg !636

91:                                               ; preds = %90, %89
    #dbg_value(i32 2, !302, !DIExpression(), !308)
  %92 = load i16, ptr @g_79, align 2, !dbg !639, !tbaa !573
  %93 = zext i16 %92 to i64, !dbg !639
  call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.12, i32 noundef %22), !dbg !640
  %94 = load volatile i32, ptr @g_80, align 8, !dbg !641, !tbaa !642
  %95 = sext i32 %94 to i64, !dbg !644
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !645
  %96 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_80, i64 8), align 8, !dbg !646, !tbaa !647
  call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.14, i32 noundef %22), !dbg !648
  %97 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 16), align 8, !dbg !649, !tbaa !650
  %98 = sext i8 %97 to i64, !dbg !651
  call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.15, i32 noundef %22), !dbg !652
  %99 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 17), align 1, !dbg !653, !tbaa !654
  %100 = sext i8 %99 to i64, !dbg !655
  call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.16, i32 noundef %22), !dbg !656
  %101 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_80, i64 20), align 4, !dbg !657, !tbaa !658
  %102 = sext i32 %101 to i64, !dbg !659
  call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !660
    #dbg_value(i64 0, !302, !DIExpression(), !308)
  %103 = load i32, ptr @g_84, align 16, !dbg !661, !tbaa !343
  %104 = sext i32 %103 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  br i1 %21, label %105, label %122, !dbg !666

105:                                              ; preds = %91
    #dbg_value(i64 1, !302, !DIExpression(), !308)
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !dbg !661, !tbaa !343
  %107 = sext i32 %106 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
    #dbg_value(i64 2, !302, !DIExpression(), !308)
  %108 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !dbg !661, !tbaa !343
  %109 = sext i32 %108 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
    #dbg_value(i64 3, !302, !DIExpression(), !308)
  %110 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !dbg !661, !tbaa !343
  %111 = sext i32 %110 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
    #dbg_value(i64 4, !302, !DIExpression(), !308)
  %112 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !dbg !661, !tbaa !343
  %113 = sext i32 %112 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
    #dbg_value(i64 5, !302, !DIExpression(), !308)
  %114 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !dbg !661, !tbaa !343
  %115 = sext i32 %114 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
    #dbg_value(i64 6, !302, !DIExpression(), !308)
  %116 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !dbg !661, !tbaa !343
  %117 = sext i32 %116 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
    #dbg_value(i64 7, !302, !DIExpression(), !308)
  %118 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !dbg !661, !tbaa !343
  %119 = sext i32 %118 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
    #dbg_value(i64 8, !302, !DIExpression(), !308)
  %120 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !dbg !661, !tbaa !343
  %121 = sext i32 %120 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  br label %139, !dbg !666

122:                                              ; preds = %91
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0), !dbg !667
    #dbg_value(i64 1, !302, !DIExpression(), !308)
  %123 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !dbg !661, !tbaa !343
  %124 = sext i32 %123 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1), !dbg !667
    #dbg_value(i64 2, !302, !DIExpression(), !308)
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !dbg !661, !tbaa !343
  %126 = sext i32 %125 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2), !dbg !667
    #dbg_value(i64 3, !302, !DIExpression(), !308)
  %127 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !dbg !661, !tbaa !343
  %128 = sext i32 %127 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3), !dbg !667
    #dbg_value(i64 4, !302, !DIExpression(), !308)
  %129 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !dbg !661, !tbaa !343
  %130 = sext i32 %129 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4), !dbg !667
    #dbg_value(i64 5, !302, !DIExpression(), !308)
  %131 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !dbg !661, !tbaa !343
  %132 = sext i32 %131 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 5), !dbg !667
    #dbg_value(i64 6, !302, !DIExpression(), !308)
  %133 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !dbg !661, !tbaa !343
  %134 = sext i32 %133 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 6), !dbg !667
    #dbg_value(i64 7, !302, !DIExpression(), !308)
  %135 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !dbg !661, !tbaa !343
  %136 = sext i32 %135 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 7), !dbg !667
    #dbg_value(i64 8, !302, !DIExpression(), !308)
  %137 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !dbg !661, !tbaa !343
  %138 = sext i32 %137 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !665
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 8), !dbg !667
  br label %139, !dbg !667

139:                                              ; preds = %105, %122
  br label %140, !dbg !669

140:                                              ; preds = %139, %201
  %141 = phi i1 [ false, %201 ], [ true, %139 ]
  %142 = phi i64 [ 1, %201 ], [ 0, %139 ]
    #dbg_value(i64 %142, !302, !DIExpression(), !308)
    #dbg_value(i32 0, !303, !DIExpression(), !308)
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = trunc nuw nsw i64 %142 to i32
  %145 = trunc nuw nsw i64 %142 to i32
  br label %146, !dbg !671

146:                                              ; preds = %140, %198
  %147 = phi i64 [ 0, %140 ], [ %199, %198 ]
    #dbg_value(i64 %147, !303, !DIExpression(), !308)
    #dbg_value(i64 0, !304, !DIExpression(), !308)
  %148 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %142, i64 %147, i64 0, !dbg !675
  %149 = load volatile i32, ptr %148, align 8, !dbg !681, !tbaa !642
  %150 = sext i32 %149 to i64, !dbg !675
  call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !682
  %151 = getelementptr inbounds i8, ptr %148, i64 8, !dbg !683
  %152 = load i64, ptr %151, align 8, !dbg !683, !tbaa !647
  call fastcc void @transparent_crc(i64 noundef %152, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !684
  %153 = getelementptr inbounds i8, ptr %148, i64 16, !dbg !685
  %154 = load i8, ptr %153, align 8, !dbg !685, !tbaa !650
  %155 = sext i8 %154 to i64, !dbg !686
  call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !687
  %156 = getelementptr inbounds i8, ptr %148, i64 17, !dbg !688
  %157 = load volatile i8, ptr %156, align 1, !dbg !688, !tbaa !654
  %158 = sext i8 %157 to i64, !dbg !689
  call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !690
  %159 = getelementptr inbounds i8, ptr %148, i64 20, !dbg !691
  %160 = load volatile i32, ptr %159, align 4, !dbg !691, !tbaa !658
  %161 = sext i32 %160 to i64, !dbg !692
  call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !693
  br i1 %21, label %164, label %162, !dbg !694

162:                                              ; preds = %146
  %163 = trunc nuw nsw i64 %147 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef %143, i32 noundef %163, i32 noundef 0), !dbg !695
  br label %164, !dbg !695

164:                                              ; preds = %146, %162
    #dbg_value(i64 1, !304, !DIExpression(), !308)
  %165 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %142, i64 %147, i64 1, !dbg !675
  %166 = load volatile i32, ptr %165, align 8, !dbg !681, !tbaa !642
  %167 = sext i32 %166 to i64, !dbg !675
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !682
  %168 = getelementptr inbounds i8, ptr %165, i64 8, !dbg !683
  %169 = load i64, ptr %168, align 8, !dbg !683, !tbaa !647
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !684
  %170 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !685
  %171 = load i8, ptr %170, align 8, !dbg !685, !tbaa !650
  %172 = sext i8 %171 to i64, !dbg !686
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !687
  %173 = getelementptr inbounds i8, ptr %165, i64 17, !dbg !688
  %174 = load volatile i8, ptr %173, align 1, !dbg !688, !tbaa !654
  %175 = sext i8 %174 to i64, !dbg !689
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !690
  %176 = getelementptr inbounds i8, ptr %165, i64 20, !dbg !691
  %177 = load volatile i32, ptr %176, align 4, !dbg !691, !tbaa !658
  %178 = sext i32 %177 to i64, !dbg !692
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !693
  br i1 %21, label %181, label %179, !dbg !694

179:                                              ; preds = %164
  %180 = trunc nuw nsw i64 %147 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef %144, i32 noundef %180, i32 noundef 1), !dbg !695
  br label %181, !dbg !695

181:                                              ; preds = %179, %164
    #dbg_value(i64 2, !304, !DIExpression(), !308)
  %182 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %142, i64 %147, i64 2, !dbg !675
  %183 = load volatile i32, ptr %182, align 8, !dbg !681, !tbaa !642
  %184 = sext i32 %183 to i64, !dbg !675
  call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !682
  %185 = getelementptr inbounds i8, ptr %182, i64 8, !dbg !683
  %186 = load i64, ptr %185, align 8, !dbg !683, !tbaa !647
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !684
  %187 = getelementptr inbounds i8, ptr %182, i64 16, !dbg !685
  %188 = load i8, ptr %187, align 8, !dbg !685, !tbaa !650
  %189 = sext i8 %188 to i64, !dbg !686
  call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !687
  %190 = getelementptr inbounds i8, ptr %182, i64 17, !dbg !688
  %191 = load volatile i8, ptr %190, align 1, !dbg !688, !tbaa !654
  %192 = sext i8 %191 to i64, !dbg !689
  call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !690
  %193 = getelementptr inbounds i8, ptr %182, i64 20, !dbg !691
  %194 = load volatile i32, ptr %193, align 4, !dbg !691, !tbaa !658
  %195 = sext i32 %194 to i64, !dbg !692
  call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !693
  br i1 %21, label %198, label %196, !dbg !694

196:                                              ; preds = %181
  %197 = trunc nuw nsw i64 %147 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef %145, i32 noundef %197, i32 noundef 2), !dbg !695
  br label %198, !dbg !695

198:                                              ; preds = %196, %181
    #dbg_value(i64 3, !304, !DIExpression(), !308)
  %199 = add nuw nsw i64 %147, 1, !dbg !697
    #dbg_value(i64 %199, !303, !DIExpression(), !308)
  %200 = icmp eq i64 %199, 8, !dbg !698
  br i1 %200, label %201, label %146, !dbg !671, !llvm.loop !699

201:                                              ; preds = %198
    #dbg_value(i64 %142, !302, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !308)
  br i1 %141, label %140, label %202, !dbg !669, !llvm.loop !701

202:                                              ; preds = %201
  %203 = load i16, ptr @g_90, align 8, !dbg !703, !tbaa !581
  %204 = zext i16 %203 to i64, !dbg !704
  call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.25, i32 noundef %22), !dbg !705
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.26, i32 noundef %22), !dbg !706
    #dbg_value(i64 0, !302, !DIExpression(), !308)
  %205 = load volatile i32, ptr @g_94, align 16, !dbg !707, !tbaa !711
  %206 = zext i32 %205 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !714
  %207 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 4), align 4, !dbg !715, !tbaa !716
  %208 = zext i8 %207 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !718
  br i1 %21, label %214, label %209, !dbg !719

209:                                              ; preds = %202
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0), !dbg !720
    #dbg_value(i64 1, !302, !DIExpression(), !308)
  %210 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 8, !dbg !707, !tbaa !711
  %211 = zext i32 %210 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !714
  %212 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !dbg !715, !tbaa !716
  %213 = zext i8 %212 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !718
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1), !dbg !720
  br label %219, !dbg !720

214:                                              ; preds = %202
    #dbg_value(i64 1, !302, !DIExpression(), !308)
  %215 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 8, !dbg !707, !tbaa !711
  %216 = zext i32 %215 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !714
  %217 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !dbg !715, !tbaa !716
  %218 = zext i8 %217 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !718
  br label %219, !dbg !719

219:                                              ; preds = %214, %209
    #dbg_value(i64 2, !302, !DIExpression(), !308)
  %220 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 16), align 16, !dbg !707, !tbaa !711
  %221 = zext i32 %220 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !714
  %222 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 20), align 4, !dbg !715, !tbaa !716
  %223 = zext i8 %222 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !718
  br i1 %21, label %229, label %224, !dbg !719

224:                                              ; preds = %219
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2), !dbg !720
    #dbg_value(i64 3, !302, !DIExpression(), !308)
  %225 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 8, !dbg !707, !tbaa !711
  %226 = zext i32 %225 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !714
  %227 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !dbg !715, !tbaa !716
  %228 = zext i8 %227 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !718
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3), !dbg !720
  br label %234, !dbg !720

229:                                              ; preds = %219
    #dbg_value(i64 3, !302, !DIExpression(), !308)
  %230 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 8, !dbg !707, !tbaa !711
  %231 = zext i32 %230 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !714
  %232 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !dbg !715, !tbaa !716
  %233 = zext i8 %232 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !718
  br label %234, !dbg !719

234:                                              ; preds = %229, %224
    #dbg_value(i64 4, !302, !DIExpression(), !308)
  %235 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 32), align 16, !dbg !707, !tbaa !711
  %236 = zext i32 %235 to i64, !dbg !713
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !714
  %237 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 36), align 4, !dbg !715, !tbaa !716
  %238 = zext i8 %237 to i64, !dbg !717
  call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !718
  br i1 %21, label %256, label %239, !dbg !719

239:                                              ; preds = %234
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4), !dbg !720
    #dbg_value(i64 5, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22), !dbg !722
    #dbg_value(i64 0, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %240 = load volatile i8, ptr @g_106, align 16, !dbg !723, !tbaa !581
  %241 = zext i8 %240 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 0), !dbg !732
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %242 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !dbg !723, !tbaa !581
  %243 = zext i8 %242 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 1), !dbg !732
    #dbg_value(i64 1, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %244 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 8, !dbg !723, !tbaa !581
  %245 = zext i8 %244 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 0), !dbg !732
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %246 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !dbg !723, !tbaa !581
  %247 = zext i8 %246 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 1), !dbg !732
    #dbg_value(i64 2, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %248 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 16, !dbg !723, !tbaa !581
  %249 = zext i8 %248 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 0), !dbg !732
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %250 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !dbg !723, !tbaa !581
  %251 = zext i8 %250 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 1), !dbg !732
    #dbg_value(i64 3, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %252 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 8, !dbg !723, !tbaa !581
  %253 = zext i8 %252 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 0), !dbg !732
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %254 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !dbg !723, !tbaa !581
  %255 = zext i8 %254 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 1), !dbg !732
  br label %273, !dbg !732

256:                                              ; preds = %234
    #dbg_value(i64 5, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22), !dbg !722
    #dbg_value(i64 0, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %257 = load volatile i8, ptr @g_106, align 16, !dbg !723, !tbaa !581
  %258 = zext i8 %257 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %259 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !dbg !723, !tbaa !581
  %260 = zext i8 %259 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
    #dbg_value(i64 1, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %261 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 8, !dbg !723, !tbaa !581
  %262 = zext i8 %261 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %263 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !dbg !723, !tbaa !581
  %264 = zext i8 %263 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
    #dbg_value(i64 2, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %265 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 16, !dbg !723, !tbaa !581
  %266 = zext i8 %265 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %267 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !dbg !723, !tbaa !581
  %268 = zext i8 %267 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
    #dbg_value(i64 3, !302, !DIExpression(), !308)
    #dbg_value(i64 0, !303, !DIExpression(), !308)
  %269 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 8, !dbg !723, !tbaa !581
  %270 = zext i8 %269 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
    #dbg_value(i64 1, !303, !DIExpression(), !308)
  %271 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !dbg !723, !tbaa !581
  %272 = zext i8 %271 to i64, !dbg !730
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !731
  br label %273, !dbg !734

273:                                              ; preds = %256, %239
    #dbg_value(i64 2, !303, !DIExpression(), !308)
    #dbg_value(i64 4, !302, !DIExpression(), !308)
  call fastcc void @transparent_crc(i64 noundef 48, ptr noundef nonnull @.str.32, i32 noundef %22), !dbg !735
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.33, i32 noundef %22), !dbg !736
  %274 = load volatile i32, ptr @g_224, align 8, !dbg !737, !tbaa !642
  %275 = sext i32 %274 to i64, !dbg !738
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.34, i32 noundef %22), !dbg !739
  %276 = load i64, ptr getelementptr inbounds (i8, ptr @g_224, i64 8), align 8, !dbg !740, !tbaa !647
  call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.35, i32 noundef %22), !dbg !741
  %277 = load i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 16), align 8, !dbg !742, !tbaa !650
  %278 = sext i8 %277 to i64, !dbg !743
  call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.36, i32 noundef %22), !dbg !744
  %279 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 17), align 1, !dbg !745, !tbaa !654
  %280 = sext i8 %279 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.37, i32 noundef %22), !dbg !747
  %281 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_224, i64 20), align 4, !dbg !748, !tbaa !658
  %282 = sext i32 %281 to i64, !dbg !749
  call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !750
  call fastcc void @transparent_crc(i64 noundef 1545505605, ptr noundef nonnull @.str.39, i32 noundef %22), !dbg !751
  call fastcc void @transparent_crc(i64 noundef -5986, ptr noundef nonnull @.str.40, i32 noundef %22), !dbg !752
  %283 = load i32, ptr @crc32_context, align 4, !dbg !753, !tbaa !343
  %284 = xor i32 %283, -1, !dbg !754
    #dbg_value(i32 %284, !755, !DIExpression(), !761)
    #dbg_value(i32 %22, !760, !DIExpression(), !761)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.49, i32 noundef %284), !dbg !763
  ret i32 0, !dbg !764
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !765 {
    #dbg_value(i64 %0, !769, !DIExpression(), !772)
    #dbg_value(ptr %1, !770, !DIExpression(), !772)
    #dbg_value(i32 %2, !771, !DIExpression(), !772)
    #dbg_value(i64 %0, !773, !DIExpression(), !778)
    #dbg_value(i64 %0, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !785)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !787, !tbaa !343
  %5 = lshr i32 %4, 8, !dbg !788
  %6 = zext i32 %4 to i64, !dbg !789
  %7 = xor i64 %6, %0, !dbg !789
  %8 = and i64 %7, 255, !dbg !790
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !790
  %10 = load i32, ptr %9, align 4, !dbg !790, !tbaa !343
  %11 = xor i32 %5, %10, !dbg !791
  %12 = lshr i64 %0, 8, !dbg !792
    #dbg_value(i64 %12, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !793)
  %13 = lshr i32 %11, 8, !dbg !795
  %14 = zext i32 %11 to i64, !dbg !796
  %15 = xor i64 %12, %14, !dbg !796
  %16 = and i64 %15, 255, !dbg !797
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !797
  %18 = load i32, ptr %17, align 4, !dbg !797, !tbaa !343
  %19 = xor i32 %13, %18, !dbg !798
  %20 = lshr i64 %0, 16, !dbg !799
    #dbg_value(i64 %20, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !800)
  %21 = lshr i32 %19, 8, !dbg !802
  %22 = zext i32 %19 to i64, !dbg !803
  %23 = xor i64 %20, %22, !dbg !803
  %24 = and i64 %23, 255, !dbg !804
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !804
  %26 = load i32, ptr %25, align 4, !dbg !804, !tbaa !343
  %27 = xor i32 %21, %26, !dbg !805
  %28 = lshr i64 %0, 24, !dbg !806
    #dbg_value(i64 %28, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !807)
  %29 = lshr i32 %27, 8, !dbg !809
  %30 = zext i32 %27 to i64, !dbg !810
  %31 = xor i64 %28, %30, !dbg !810
  %32 = and i64 %31, 255, !dbg !811
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !811
  %34 = load i32, ptr %33, align 4, !dbg !811, !tbaa !343
  %35 = xor i32 %29, %34, !dbg !812
  %36 = lshr i64 %0, 32, !dbg !813
    #dbg_value(i64 %36, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !814)
  %37 = lshr i32 %35, 8, !dbg !816
  %38 = zext i32 %35 to i64, !dbg !817
  %39 = xor i64 %36, %38, !dbg !817
  %40 = and i64 %39, 255, !dbg !818
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !818
  %42 = load i32, ptr %41, align 4, !dbg !818, !tbaa !343
  %43 = xor i32 %37, %42, !dbg !819
  %44 = lshr i64 %0, 40, !dbg !820
    #dbg_value(i64 %44, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !821)
  %45 = lshr i32 %43, 8, !dbg !823
  %46 = zext i32 %43 to i64, !dbg !824
  %47 = xor i64 %44, %46, !dbg !824
  %48 = and i64 %47, 255, !dbg !825
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !825
  %50 = load i32, ptr %49, align 4, !dbg !825, !tbaa !343
  %51 = xor i32 %45, %50, !dbg !826
  %52 = lshr i64 %0, 48, !dbg !827
    #dbg_value(i64 %52, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !828)
  %53 = lshr i32 %51, 8, !dbg !830
  %54 = zext i32 %51 to i64, !dbg !831
  %55 = xor i64 %52, %54, !dbg !831
  %56 = and i64 %55, 255, !dbg !832
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !832
  %58 = load i32, ptr %57, align 4, !dbg !832, !tbaa !343
  %59 = xor i32 %53, %58, !dbg !833
  %60 = lshr i64 %0, 56, !dbg !834
    #dbg_value(i64 %60, !780, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !835)
  %61 = lshr i32 %59, 8, !dbg !837
  %62 = and i32 %59, 255, !dbg !838
  %63 = zext nneg i32 %62 to i64, !dbg !838
  %64 = xor i64 %60, %63, !dbg !838
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !838
  %66 = load i32, ptr %65, align 4, !dbg !838, !tbaa !343
  %67 = xor i32 %61, %66, !dbg !839
  store i32 %67, ptr @crc32_context, align 4, !dbg !840, !tbaa !343
  %68 = icmp eq i32 %2, 0, !dbg !841
  br i1 %68, label %71, label %69, !dbg !843

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !844
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.43, ptr noundef %1, i32 noundef %70), !dbg !846
  br label %71, !dbg !847

71:                                               ; preds = %69, %3
  ret void, !dbg !848
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !849 {
  %2 = alloca ptr, align 8, !DIAssignID !860
    #dbg_assign(i1 undef, !858, !DIExpression(), !860, ptr %2, !DIExpression(), !861)
    #dbg_value(ptr %0, !856, !DIExpression(), !861)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !862
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !863
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !864
  %4 = load ptr, ptr %2, align 8, !dbg !865, !tbaa !313
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !866
    #dbg_value(i32 %5, !857, !DIExpression(), !861)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !867
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !868
  ret void, !dbg !869
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !870 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !890 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!286, !287, !288, !289, !290, !291, !292}
!llvm.ident = !{!293}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1007.c", directory: ".")
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
!14 = !{!15, !0, !20, !22, !27, !32, !34, !36, !41, !46, !48, !50, !52, !57, !59, !61, !63, !65, !67, !69, !71, !73, !78, !80, !82, !84, !86, !91, !93, !95, !97, !99, !104, !109, !114, !119, !121, !123, !125, !127, !129, !131, !133, !135, !142, !146, !158, !169, !171, !174, !177, !180, !184, !190, !192, !197, !7, !199, !204, !206, !208, !221, !224, !226, !240, !243, !248, !250, !253, !255, !271, !273, !275, !277, !279, !281, !284}
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
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !26, line: 39, baseType: !13)
!26 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!33 = distinct !DIGlobalVariable(name: "g_20", scope: !9, file: !2, line: 58, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 357, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 8)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 14)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 364, type: !29, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 365, type: !29, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 366, type: !38, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 369, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 11)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 370, type: !54, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !29, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !38, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 376, type: !38, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 377, type: !38, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 378, type: !38, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 379, type: !38, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 382, type: !38, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 392, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 17)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 393, type: !75, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 394, type: !75, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 395, type: !75, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 396, type: !75, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 397, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 22)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 402, type: !38, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 403, type: !38, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 406, type: !54, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 407, type: !54, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 411, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 6)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 416, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 15)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 417, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 18)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 421, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 9)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 422, type: !116, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 423, type: !116, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 424, type: !116, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 425, type: !116, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 426, type: !116, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 427, type: !116, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 428, type: !101, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 429, type: !101, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !137, line: 47, type: !138, isLocal: true, isDefinition: true)
!137 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 8192, elements: !140)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !26, line: 40, baseType: !12)
!140 = !{!141}
!141 = !DISubrange(count: 256)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_4", scope: !9, file: !2, line: 56, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_96", scope: !9, file: !2, line: 77, type: !148, isLocal: true, isDefinition: true)
!148 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 24, size: 64, elements: !151)
!151 = !{!152, !154}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !150, file: !2, line: 25, baseType: !153, size: 32)
!153 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !139)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !150, file: !2, line: 26, baseType: !155, size: 8, offset: 32)
!155 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !26, line: 36, baseType: !157)
!157 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_93", scope: !9, file: !2, line: 73, type: !160, isLocal: true, isDefinition: true)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U4", file: !2, line: 40, size: 64, elements: !162)
!162 = !{!163, !166}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !161, file: !2, line: 41, baseType: !164, size: 16)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !26, line: 38, baseType: !165)
!165 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !161, file: !2, line: 42, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !26, line: 41, baseType: !168)
!168 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "g_99", scope: !9, file: !2, line: 78, type: !149, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_60", scope: !9, file: !2, line: 64, type: !173, isLocal: true, isDefinition: true)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_61", scope: !9, file: !2, line: 65, type: !176, isLocal: true, isDefinition: true)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 128, elements: !18)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "g_199", scope: !9, file: !2, line: 83, type: !179, isLocal: true, isDefinition: true)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_92", scope: !9, file: !2, line: 74, type: !182, isLocal: true, isDefinition: true)
!182 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !183)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_236", scope: !9, file: !2, line: 89, type: !186, isLocal: true, isDefinition: true)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !26, line: 42, baseType: !189)
!189 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "g_237", scope: !9, file: !2, line: 88, type: !187, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !137, line: 114, type: !194, isLocal: true, isDefinition: true)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: 36)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(name: "g_2", scope: !9, file: !2, line: 54, type: !164, isLocal: true, isDefinition: true)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(name: "g_25", scope: !9, file: !2, line: 59, type: !201, isLocal: true, isDefinition: true)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 224, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 7)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_43", scope: !9, file: !2, line: 60, type: !156, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_51", scope: !9, file: !2, line: 61, type: !164, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_62", scope: !9, file: !2, line: 66, type: !210, isLocal: true, isDefinition: true)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U3", file: !2, line: 34, size: 128, elements: !212)
!212 = !{!213, !214, !215}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !211, file: !2, line: 35, baseType: !25, size: 32)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !211, file: !2, line: 36, baseType: !150, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !211, file: !2, line: 37, baseType: !216, size: 128)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !217)
!217 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 29, size: 128, elements: !218)
!218 = !{!219, !220}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !217, file: !2, line: 30, baseType: !139, size: 32)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !217, file: !2, line: 31, baseType: !167, size: 64, offset: 64)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 67, type: !223, isLocal: true, isDefinition: true)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 256, elements: !18)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(name: "g_79", scope: !9, file: !2, line: 68, type: !164, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "g_80", scope: !9, file: !2, line: 69, type: !228, isLocal: true, isDefinition: true)
!228 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !229)
!229 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 192, elements: !230)
!230 = !{!231, !233, !234, !237, !239}
!231 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !229, file: !2, line: 17, baseType: !232, size: 32)
!232 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !229, file: !2, line: 18, baseType: !188, size: 64, offset: 64)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !229, file: !2, line: 19, baseType: !235, size: 8, offset: 128)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !26, line: 35, baseType: !236)
!236 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !229, file: !2, line: 20, baseType: !238, size: 8, offset: 136)
!238 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !235)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !229, file: !2, line: 21, baseType: !232, size: 32, offset: 160)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_84", scope: !9, file: !2, line: 70, type: !242, isLocal: true, isDefinition: true)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 288, elements: !117)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(name: "g_87", scope: !9, file: !2, line: 71, type: !245, isLocal: true, isDefinition: true)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !229, size: 9216, elements: !246)
!246 = !{!19, !40, !247}
!247 = !DISubrange(count: 3)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(name: "g_90", scope: !9, file: !2, line: 72, type: !161, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_94", scope: !9, file: !2, line: 75, type: !252, isLocal: true, isDefinition: true)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 320, elements: !30)
!253 = !DIGlobalVariableExpression(var: !254, expr: !DIExpression())
!254 = distinct !DIGlobalVariable(name: "g_104", scope: !9, file: !2, line: 80, type: !164, isLocal: true, isDefinition: true)
!255 = !DIGlobalVariableExpression(var: !256, expr: !DIExpression())
!256 = distinct !DIGlobalVariable(name: "g_106", scope: !9, file: !2, line: 81, type: !257, isLocal: true, isDefinition: true)
!257 = !DICompositeType(tag: DW_TAG_array_type, baseType: !258, size: 256, elements: !270)
!258 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !259)
!259 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U5", file: !2, line: 45, size: 32, elements: !260)
!260 = !{!261, !262, !263, !264, !266}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !259, file: !2, line: 46, baseType: !156, size: 8)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !259, file: !2, line: 47, baseType: !232, size: 32)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !259, file: !2, line: 48, baseType: !24, size: 32)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !259, file: !2, line: 49, baseType: !265, size: 32)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !232)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !259, file: !2, line: 50, baseType: !267, size: 16)
!267 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !268)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !26, line: 37, baseType: !269)
!269 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!270 = !{!6, !19}
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(name: "g_184", scope: !9, file: !2, line: 82, type: !259, isLocal: true, isDefinition: true)
!273 = !DIGlobalVariableExpression(var: !274, expr: !DIExpression())
!274 = distinct !DIGlobalVariable(name: "g_215", scope: !9, file: !2, line: 84, type: !259, isLocal: true, isDefinition: true)
!275 = !DIGlobalVariableExpression(var: !276, expr: !DIExpression())
!276 = distinct !DIGlobalVariable(name: "g_224", scope: !9, file: !2, line: 85, type: !229, isLocal: true, isDefinition: true)
!277 = !DIGlobalVariableExpression(var: !278, expr: !DIExpression())
!278 = distinct !DIGlobalVariable(name: "g_226", scope: !9, file: !2, line: 86, type: !139, isLocal: true, isDefinition: true)
!279 = !DIGlobalVariableExpression(var: !280, expr: !DIExpression())
!280 = distinct !DIGlobalVariable(name: "g_230", scope: !9, file: !2, line: 87, type: !268, isLocal: true, isDefinition: true)
!281 = !DIGlobalVariableExpression(var: !282, expr: !DIExpression())
!282 = distinct !DIGlobalVariable(scope: null, file: !283, line: 56, type: !106, isLocal: true, isDefinition: true)
!283 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !137, line: 48, type: !139, isLocal: true, isDefinition: true)
!286 = !{i32 7, !"Dwarf Version", i32 4}
!287 = !{i32 2, !"Debug Info Version", i32 3}
!288 = !{i32 1, !"wchar_size", i32 2}
!289 = !{i32 8, !"PIC Level", i32 2}
!290 = !{i32 7, !"uwtable", i32 2}
!291 = !{i32 1, !"MaxTLSAlign", i32 65536}
!292 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!293 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!294 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 346, type: !295, scopeLine: 347, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !299)
!295 = !DISubroutineType(types: !296)
!296 = !{!13, !13, !297}
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!299 = !{!300, !301, !302, !303, !304, !305}
!300 = !DILocalVariable(name: "argc", arg: 1, scope: !294, file: !2, line: 346, type: !13)
!301 = !DILocalVariable(name: "argv", arg: 2, scope: !294, file: !2, line: 346, type: !297)
!302 = !DILocalVariable(name: "i", scope: !294, file: !2, line: 348, type: !13)
!303 = !DILocalVariable(name: "j", scope: !294, file: !2, line: 348, type: !13)
!304 = !DILocalVariable(name: "k", scope: !294, file: !2, line: 348, type: !13)
!305 = !DILocalVariable(name: "print_hash_value", scope: !294, file: !2, line: 349, type: !13)
!306 = distinct !DIAssignID()
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 0, scope: !294)
!309 = !DILocation(line: 350, column: 14, scope: !310)
!310 = distinct !DILexicalBlock(scope: !294, file: !2, line: 350, column: 9)
!311 = !DILocation(line: 350, column: 19, scope: !310)
!312 = !DILocation(line: 350, column: 29, scope: !310)
!313 = !{!314, !314, i64 0}
!314 = !{!"any pointer", !315, i64 0}
!315 = !{!"omnipotent char", !316, i64 0}
!316 = !{!"Simple C/C++ TBAA"}
!317 = !DILocation(line: 350, column: 43, scope: !310)
!318 = !DILocation(line: 350, column: 9, scope: !294)
!319 = !DILocalVariable(name: "poly", scope: !320, file: !137, line: 54, type: !327)
!320 = distinct !DISubprogram(name: "crc32_gentab", scope: !137, file: !137, line: 51, type: !321, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !323)
!321 = !DISubroutineType(types: !322)
!322 = !{null}
!323 = !{!324, !319, !325, !326}
!324 = !DILocalVariable(name: "crc", scope: !320, file: !137, line: 53, type: !139)
!325 = !DILocalVariable(name: "i", scope: !320, file: !137, line: 55, type: !13)
!326 = !DILocalVariable(name: "j", scope: !320, file: !137, line: 55, type: !13)
!327 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!328 = !DILocation(line: 0, scope: !320, inlinedAt: !329)
!329 = distinct !DILocation(line: 352, column: 5, scope: !294)
!330 = !DILocation(line: 57, column: 2, scope: !331, inlinedAt: !329)
!331 = distinct !DILexicalBlock(scope: !320, file: !137, line: 57, column: 2)
!332 = !DILocation(line: 57, column: 24, scope: !333, inlinedAt: !329)
!333 = distinct !DILexicalBlock(scope: !331, file: !137, line: 57, column: 2)
!334 = !DILocation(line: 60, column: 12, scope: !335, inlinedAt: !329)
!335 = distinct !DILexicalBlock(scope: !336, file: !137, line: 60, column: 8)
!336 = distinct !DILexicalBlock(scope: !337, file: !137, line: 59, column: 27)
!337 = distinct !DILexicalBlock(scope: !338, file: !137, line: 59, column: 3)
!338 = distinct !DILexicalBlock(scope: !339, file: !137, line: 59, column: 3)
!339 = distinct !DILexicalBlock(scope: !333, file: !137, line: 57, column: 28)
!340 = !DILocation(line: 60, column: 8, scope: !336, inlinedAt: !329)
!341 = !DILocation(line: 66, column: 3, scope: !339, inlinedAt: !329)
!342 = !DILocation(line: 66, column: 16, scope: !339, inlinedAt: !329)
!343 = !{!344, !344, i64 0}
!344 = !{!"int", !315, i64 0}
!345 = distinct !{!345, !330, !346, !347, !348, !349}
!346 = !DILocation(line: 67, column: 2, scope: !331, inlinedAt: !329)
!347 = !{!"llvm.loop.mustprogress"}
!348 = !{!"llvm.loop.isvectorized", i32 1}
!349 = !{!"llvm.loop.unroll.runtime.disable"}
!350 = !DILocalVariable(name: "l_235", scope: !351, file: !2, line: 115, type: !406)
!351 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 105, type: !352, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !354)
!352 = !DISubroutineType(types: !353)
!353 = !{!139}
!354 = !{!355, !356, !357, !361, !362, !363, !367, !369, !350, !371, !372, !373, !374, !382, !386, !387, !388, !389, !390, !398, !399, !400, !401, !402, !403, !404}
!355 = !DILocalVariable(name: "l_3", scope: !351, file: !2, line: 107, type: !145)
!356 = !DILocalVariable(name: "l_17", scope: !351, file: !2, line: 108, type: !179)
!357 = !DILocalVariable(name: "l_16", scope: !351, file: !2, line: 109, type: !358)
!358 = !DICompositeType(tag: DW_TAG_array_type, baseType: !359, size: 1152, elements: !360)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!360 = !{!118, !19}
!361 = !DILocalVariable(name: "l_19", scope: !351, file: !2, line: 110, type: !179)
!362 = !DILocalVariable(name: "l_58", scope: !351, file: !2, line: 111, type: !173)
!363 = !DILocalVariable(name: "l_59", scope: !351, file: !2, line: 112, type: !364)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !365, size: 192, elements: !366)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!366 = !{!247}
!367 = !DILocalVariable(name: "l_201", scope: !351, file: !2, line: 113, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!369 = !DILocalVariable(name: "l_223", scope: !351, file: !2, line: 114, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!371 = !DILocalVariable(name: "l_234", scope: !351, file: !2, line: 116, type: !186)
!372 = !DILocalVariable(name: "i", scope: !351, file: !2, line: 117, type: !13)
!373 = !DILocalVariable(name: "j", scope: !351, file: !2, line: 117, type: !13)
!374 = !DILocalVariable(name: "l_210", scope: !375, file: !2, line: 126, type: !378)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 125, column: 5)
!376 = distinct !DILexicalBlock(scope: !377, file: !2, line: 124, column: 5)
!377 = distinct !DILexicalBlock(scope: !351, file: !2, line: 124, column: 5)
!378 = !DICompositeType(tag: DW_TAG_array_type, baseType: !379, size: 16128, elements: !381)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !179)
!381 = !{!103, !103, !203}
!382 = !DILocalVariable(name: "l_222", scope: !375, file: !2, line: 127, type: !383)
!383 = !DICompositeType(tag: DW_TAG_array_type, baseType: !365, size: 6400, elements: !384)
!384 = !{!385, !385}
!385 = !DISubrange(count: 10)
!386 = !DILocalVariable(name: "l_233", scope: !375, file: !2, line: 128, type: !217)
!387 = !DILocalVariable(name: "i", scope: !375, file: !2, line: 129, type: !13)
!388 = !DILocalVariable(name: "j", scope: !375, file: !2, line: 129, type: !13)
!389 = !DILocalVariable(name: "k", scope: !375, file: !2, line: 129, type: !13)
!390 = !DILocalVariable(name: "l_218", scope: !391, file: !2, line: 135, type: !397)
!391 = distinct !DILexicalBlock(scope: !392, file: !2, line: 134, column: 13)
!392 = distinct !DILexicalBlock(scope: !393, file: !2, line: 133, column: 13)
!393 = distinct !DILexicalBlock(scope: !394, file: !2, line: 133, column: 13)
!394 = distinct !DILexicalBlock(scope: !395, file: !2, line: 131, column: 9)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 130, column: 9)
!396 = distinct !DILexicalBlock(scope: !375, file: !2, line: 130, column: 9)
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!398 = !DILocalVariable(name: "l_220", scope: !391, file: !2, line: 136, type: !370)
!399 = !DILocalVariable(name: "l_219", scope: !391, file: !2, line: 137, type: !397)
!400 = !DILocalVariable(name: "l_221", scope: !391, file: !2, line: 138, type: !160)
!401 = !DILocalVariable(name: "l_225", scope: !391, file: !2, line: 139, type: !397)
!402 = !DILocalVariable(name: "l_227", scope: !391, file: !2, line: 140, type: !24)
!403 = !DILocalVariable(name: "l_228", scope: !391, file: !2, line: 141, type: !327)
!404 = !DILocalVariable(name: "l_229", scope: !391, file: !2, line: 142, type: !405)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!406 = !DICompositeType(tag: DW_TAG_array_type, baseType: !187, size: 384, elements: !102)
!407 = !DILocation(line: 0, scope: !351, inlinedAt: !408)
!408 = distinct !DILocation(line: 353, column: 5, scope: !294)
!409 = distinct !DIAssignID()
!410 = distinct !DIAssignID()
!411 = distinct !DIAssignID()
!412 = distinct !DIAssignID()
!413 = distinct !DIAssignID()
!414 = !DILocation(line: 115, column: 5, scope: !351, inlinedAt: !408)
!415 = !DILocation(line: 122, column: 7, scope: !351, inlinedAt: !408)
!416 = !DILocation(line: 122, column: 12, scope: !351, inlinedAt: !408)
!417 = !DILocalVariable(name: "l_50", scope: !418, file: !2, line: 331, type: !441)
!418 = distinct !DILexicalBlock(scope: !419, file: !2, line: 327, column: 5)
!419 = distinct !DILexicalBlock(scope: !420, file: !2, line: 326, column: 5)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 326, column: 5)
!421 = distinct !DISubprogram(name: "func_22", scope: !2, file: !2, line: 322, type: !422, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !426)
!422 = !DISubroutineType(types: !423)
!423 = !{!188, !164, !424}
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 64)
!425 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!426 = !{!427, !428, !429, !430, !431, !433, !434, !417, !435, !436, !438, !439, !440}
!427 = !DILocalVariable(name: "p_23", arg: 1, scope: !421, file: !2, line: 322, type: !164)
!428 = !DILocalVariable(name: "p_24", arg: 2, scope: !421, file: !2, line: 322, type: !424)
!429 = !DILocalVariable(name: "l_27", scope: !421, file: !2, line: 324, type: !145)
!430 = !DILocalVariable(name: "l_26", scope: !421, file: !2, line: 325, type: !368)
!431 = !DILocalVariable(name: "l_28", scope: !418, file: !2, line: 328, type: !432)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!433 = !DILocalVariable(name: "l_42", scope: !418, file: !2, line: 329, type: !173)
!434 = !DILocalVariable(name: "l_49", scope: !418, file: !2, line: 330, type: !188)
!435 = !DILocalVariable(name: "l_55", scope: !418, file: !2, line: 332, type: !424)
!436 = !DILocalVariable(name: "l_54", scope: !418, file: !2, line: 333, type: !437)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !424, size: 64)
!438 = !DILocalVariable(name: "i", scope: !418, file: !2, line: 334, type: !13)
!439 = !DILocalVariable(name: "j", scope: !418, file: !2, line: 334, type: !13)
!440 = !DILocalVariable(name: "k", scope: !418, file: !2, line: 334, type: !13)
!441 = !DICompositeType(tag: DW_TAG_array_type, baseType: !442, size: 4096, elements: !443)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!443 = !{!40, !6, !19}
!444 = distinct !DIAssignID()
!445 = !DILocation(line: 0, scope: !418, inlinedAt: !446)
!446 = distinct !DILocation(line: 123, column: 90, scope: !351, inlinedAt: !408)
!447 = !DILocation(line: 0, scope: !421, inlinedAt: !446)
!448 = !DILocalVariable(name: "l_77", scope: !449, file: !2, line: 196, type: !568)
!449 = distinct !DILexicalBlock(scope: !450, file: !2, line: 195, column: 5)
!450 = distinct !DILexicalBlock(scope: !451, file: !2, line: 194, column: 5)
!451 = distinct !DILexicalBlock(scope: !452, file: !2, line: 194, column: 5)
!452 = distinct !DISubprogram(name: "func_12", scope: !2, file: !2, line: 177, type: !453, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !455)
!453 = !DISubroutineType(types: !454)
!454 = !{!156, !179, !167, !217}
!455 = !{!456, !457, !458, !459, !460, !461, !462, !463, !464, !466, !467, !468, !469, !470, !471, !472, !473, !474, !448, !475, !476, !477, !479, !480, !481, !482, !484, !485, !486, !487, !490, !491, !494, !495, !499, !501, !502, !503, !504, !505, !506, !507, !508, !509, !510, !511, !512, !513, !514, !515, !517, !518, !519, !520, !521, !523, !524, !525, !529, !530, !536, !537, !538, !540, !541, !542, !543, !544, !545, !546, !547, !549, !550, !551, !552, !553, !554, !555, !556, !557, !558, !559, !560, !561, !562, !566, !567}
!456 = !DILocalVariable(name: "p_13", arg: 1, scope: !452, file: !2, line: 177, type: !179)
!457 = !DILocalVariable(name: "p_14", arg: 2, scope: !452, file: !2, line: 177, type: !167)
!458 = !DILocalVariable(name: "p_15", arg: 3, scope: !452, file: !2, line: 177, type: !217)
!459 = !DILocalVariable(name: "l_72", scope: !452, file: !2, line: 179, type: !145)
!460 = !DILocalVariable(name: "l_71", scope: !452, file: !2, line: 180, type: !368)
!461 = !DILocalVariable(name: "l_70", scope: !452, file: !2, line: 181, type: !432)
!462 = !DILocalVariable(name: "l_89", scope: !452, file: !2, line: 182, type: !160)
!463 = !DILocalVariable(name: "l_113", scope: !452, file: !2, line: 183, type: !149)
!464 = !DILocalVariable(name: "l_114", scope: !452, file: !2, line: 184, type: !465)
!465 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 512, elements: !39)
!466 = !DILocalVariable(name: "l_125", scope: !452, file: !2, line: 185, type: !25)
!467 = !DILocalVariable(name: "l_164", scope: !452, file: !2, line: 186, type: !25)
!468 = !DILocalVariable(name: "l_165", scope: !452, file: !2, line: 187, type: !25)
!469 = !DILocalVariable(name: "l_167", scope: !452, file: !2, line: 188, type: !25)
!470 = !DILocalVariable(name: "l_169", scope: !452, file: !2, line: 189, type: !25)
!471 = !DILocalVariable(name: "l_170", scope: !452, file: !2, line: 190, type: !25)
!472 = !DILocalVariable(name: "l_194", scope: !452, file: !2, line: 191, type: !365)
!473 = !DILocalVariable(name: "l_195", scope: !452, file: !2, line: 192, type: !365)
!474 = !DILocalVariable(name: "i", scope: !452, file: !2, line: 193, type: !13)
!475 = !DILocalVariable(name: "l_78", scope: !449, file: !2, line: 197, type: !442)
!476 = !DILocalVariable(name: "l_81", scope: !449, file: !2, line: 198, type: !268)
!477 = !DILocalVariable(name: "l_97", scope: !449, file: !2, line: 199, type: !478)
!478 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 320, elements: !30)
!479 = !DILocalVariable(name: "l_127", scope: !449, file: !2, line: 200, type: !25)
!480 = !DILocalVariable(name: "l_130", scope: !449, file: !2, line: 201, type: !25)
!481 = !DILocalVariable(name: "l_144", scope: !449, file: !2, line: 202, type: !25)
!482 = !DILocalVariable(name: "l_166", scope: !449, file: !2, line: 203, type: !483)
!483 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, elements: !5)
!484 = !DILocalVariable(name: "l_168", scope: !449, file: !2, line: 204, type: !235)
!485 = !DILocalVariable(name: "l_196", scope: !449, file: !2, line: 205, type: !139)
!486 = !DILocalVariable(name: "i", scope: !449, file: !2, line: 206, type: !13)
!487 = !DILocalVariable(name: "l_82", scope: !488, file: !2, line: 211, type: !188)
!488 = distinct !DILexicalBlock(scope: !489, file: !2, line: 210, column: 9)
!489 = distinct !DILexicalBlock(scope: !449, file: !2, line: 209, column: 13)
!490 = !DILocalVariable(name: "l_83", scope: !488, file: !2, line: 212, type: !145)
!491 = !DILocalVariable(name: "l_86", scope: !492, file: !2, line: 215, type: !370)
!492 = distinct !DILexicalBlock(scope: !493, file: !2, line: 214, column: 13)
!493 = distinct !DILexicalBlock(scope: !488, file: !2, line: 213, column: 17)
!494 = !DILocalVariable(name: "l_85", scope: !492, file: !2, line: 216, type: !397)
!495 = !DILocalVariable(name: "l_88", scope: !496, file: !2, line: 225, type: !268)
!496 = distinct !DILexicalBlock(scope: !497, file: !2, line: 224, column: 13)
!497 = distinct !DILexicalBlock(scope: !498, file: !2, line: 223, column: 13)
!498 = distinct !DILexicalBlock(scope: !488, file: !2, line: 223, column: 13)
!499 = !DILocalVariable(name: "l_105", scope: !500, file: !2, line: 231, type: !187)
!500 = distinct !DILexicalBlock(scope: !489, file: !2, line: 230, column: 9)
!501 = !DILocalVariable(name: "l_109", scope: !500, file: !2, line: 232, type: !139)
!502 = !DILocalVariable(name: "l_110", scope: !500, file: !2, line: 233, type: !183)
!503 = !DILocalVariable(name: "l_111", scope: !500, file: !2, line: 234, type: !465)
!504 = !DILocalVariable(name: "l_133", scope: !500, file: !2, line: 235, type: !25)
!505 = !DILocalVariable(name: "l_148", scope: !500, file: !2, line: 236, type: !145)
!506 = !DILocalVariable(name: "l_149", scope: !500, file: !2, line: 237, type: !145)
!507 = !DILocalVariable(name: "l_150", scope: !500, file: !2, line: 238, type: !145)
!508 = !DILocalVariable(name: "l_151", scope: !500, file: !2, line: 239, type: !145)
!509 = !DILocalVariable(name: "l_152", scope: !500, file: !2, line: 240, type: !145)
!510 = !DILocalVariable(name: "l_153", scope: !500, file: !2, line: 241, type: !25)
!511 = !DILocalVariable(name: "l_154", scope: !500, file: !2, line: 242, type: !145)
!512 = !DILocalVariable(name: "l_155", scope: !500, file: !2, line: 243, type: !145)
!513 = !DILocalVariable(name: "l_156", scope: !500, file: !2, line: 244, type: !145)
!514 = !DILocalVariable(name: "l_157", scope: !500, file: !2, line: 245, type: !145)
!515 = !DILocalVariable(name: "l_158", scope: !500, file: !2, line: 246, type: !516)
!516 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 224, elements: !202)
!517 = !DILocalVariable(name: "l_159", scope: !500, file: !2, line: 247, type: !145)
!518 = !DILocalVariable(name: "l_160", scope: !500, file: !2, line: 248, type: !145)
!519 = !DILocalVariable(name: "l_161", scope: !500, file: !2, line: 249, type: !145)
!520 = !DILocalVariable(name: "l_162", scope: !500, file: !2, line: 250, type: !145)
!521 = !DILocalVariable(name: "l_163", scope: !500, file: !2, line: 251, type: !522)
!522 = !DICompositeType(tag: DW_TAG_array_type, baseType: !145, size: 192, elements: !366)
!523 = !DILocalVariable(name: "l_171", scope: !500, file: !2, line: 252, type: !139)
!524 = !DILocalVariable(name: "i", scope: !500, file: !2, line: 253, type: !13)
!525 = !DILocalVariable(name: "l_91", scope: !526, file: !2, line: 260, type: !183)
!526 = distinct !DILexicalBlock(scope: !527, file: !2, line: 259, column: 13)
!527 = distinct !DILexicalBlock(scope: !528, file: !2, line: 258, column: 13)
!528 = distinct !DILexicalBlock(scope: !500, file: !2, line: 258, column: 13)
!529 = !DILocalVariable(name: "i", scope: !526, file: !2, line: 261, type: !13)
!530 = !DILocalVariable(name: "l_112", scope: !531, file: !2, line: 269, type: !533)
!531 = distinct !DILexicalBlock(scope: !532, file: !2, line: 268, column: 13)
!532 = distinct !DILexicalBlock(scope: !500, file: !2, line: 267, column: 17)
!533 = !DICompositeType(tag: DW_TAG_array_type, baseType: !534, size: 1024, elements: !535)
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!535 = !{!19, !40}
!536 = !DILocalVariable(name: "i", scope: !531, file: !2, line: 270, type: !13)
!537 = !DILocalVariable(name: "j", scope: !531, file: !2, line: 270, type: !13)
!538 = !DILocalVariable(name: "l_117", scope: !539, file: !2, line: 278, type: !145)
!539 = distinct !DILexicalBlock(scope: !532, file: !2, line: 277, column: 13)
!540 = !DILocalVariable(name: "l_118", scope: !539, file: !2, line: 279, type: !145)
!541 = !DILocalVariable(name: "l_119", scope: !539, file: !2, line: 280, type: !145)
!542 = !DILocalVariable(name: "l_120", scope: !539, file: !2, line: 281, type: !145)
!543 = !DILocalVariable(name: "l_121", scope: !539, file: !2, line: 282, type: !145)
!544 = !DILocalVariable(name: "l_122", scope: !539, file: !2, line: 283, type: !145)
!545 = !DILocalVariable(name: "l_123", scope: !539, file: !2, line: 284, type: !145)
!546 = !DILocalVariable(name: "l_124", scope: !539, file: !2, line: 285, type: !25)
!547 = !DILocalVariable(name: "l_126", scope: !539, file: !2, line: 286, type: !548)
!548 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 96, elements: !366)
!549 = !DILocalVariable(name: "l_128", scope: !539, file: !2, line: 287, type: !145)
!550 = !DILocalVariable(name: "l_129", scope: !539, file: !2, line: 288, type: !145)
!551 = !DILocalVariable(name: "l_131", scope: !539, file: !2, line: 289, type: !145)
!552 = !DILocalVariable(name: "l_132", scope: !539, file: !2, line: 290, type: !145)
!553 = !DILocalVariable(name: "l_134", scope: !539, file: !2, line: 291, type: !145)
!554 = !DILocalVariable(name: "l_135", scope: !539, file: !2, line: 292, type: !145)
!555 = !DILocalVariable(name: "l_136", scope: !539, file: !2, line: 293, type: !145)
!556 = !DILocalVariable(name: "l_137", scope: !539, file: !2, line: 294, type: !145)
!557 = !DILocalVariable(name: "l_138", scope: !539, file: !2, line: 295, type: !145)
!558 = !DILocalVariable(name: "l_139", scope: !539, file: !2, line: 296, type: !145)
!559 = !DILocalVariable(name: "l_140", scope: !539, file: !2, line: 297, type: !145)
!560 = !DILocalVariable(name: "l_141", scope: !539, file: !2, line: 298, type: !145)
!561 = !DILocalVariable(name: "l_142", scope: !539, file: !2, line: 299, type: !145)
!562 = !DILocalVariable(name: "l_143", scope: !539, file: !2, line: 300, type: !563)
!563 = !DICompositeType(tag: DW_TAG_array_type, baseType: !145, size: 64, elements: !564)
!564 = !{!565}
!565 = !DISubrange(count: 1)
!566 = !DILocalVariable(name: "l_145", scope: !539, file: !2, line: 301, type: !156)
!567 = !DILocalVariable(name: "i", scope: !539, file: !2, line: 302, type: !13)
!568 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 32, elements: !5)
!569 = distinct !DIAssignID()
!570 = !DILocation(line: 0, scope: !449, inlinedAt: !571)
!571 = distinct !DILocation(line: 123, column: 62, scope: !351, inlinedAt: !408)
!572 = !DILocation(line: 0, scope: !452, inlinedAt: !571)
!573 = !{!574, !574, i64 0}
!574 = !{!"short", !315, i64 0}
!575 = distinct !DIAssignID()
!576 = !DILocation(line: 0, scope: !488, inlinedAt: !571)
!577 = !DILocation(line: 213, column: 48, scope: !493, inlinedAt: !571)
!578 = !{i64 0, i64 4, !343, i64 8, i64 8, !579, i64 16, i64 1, !581, i64 17, i64 1, !581, i64 20, i64 4, !343}
!579 = !{!580, !580, i64 0}
!580 = !{!"long long", !315, i64 0}
!581 = !{!315, !315, i64 0}
!582 = !DILocation(line: 213, column: 26, scope: !493, inlinedAt: !571)
!583 = !DILocation(line: 213, column: 17, scope: !488, inlinedAt: !571)
!584 = !DILocation(line: 313, column: 5, scope: !452, inlinedAt: !571)
!585 = !DILocation(line: 194, scope: !451, inlinedAt: !571)
!586 = !DILocation(line: 121, column: 9, scope: !587, inlinedAt: !408)
!587 = distinct !DILexicalBlock(scope: !588, file: !2, line: 120, column: 5)
!588 = distinct !DILexicalBlock(scope: !351, file: !2, line: 120, column: 5)
!589 = !DILocation(line: 209, column: 215, scope: !489, inlinedAt: !571)
!590 = !DILocation(line: 314, column: 1, scope: !452, inlinedAt: !571)
!591 = !DILocation(line: 167, column: 11, scope: !592, inlinedAt: !605)
!592 = distinct !DISubprogram(name: "func_6", scope: !2, file: !2, line: 159, type: !593, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !596)
!593 = !DISubroutineType(types: !594)
!594 = !{!145, !268, !595, !24}
!595 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !268)
!596 = !{!597, !598, !599, !600, !601, !603, !604}
!597 = !DILocalVariable(name: "p_7", arg: 1, scope: !592, file: !2, line: 159, type: !268)
!598 = !DILocalVariable(name: "p_8", arg: 2, scope: !592, file: !2, line: 159, type: !595)
!599 = !DILocalVariable(name: "p_9", arg: 3, scope: !592, file: !2, line: 159, type: !24)
!600 = !DILocalVariable(name: "l_198", scope: !592, file: !2, line: 161, type: !179)
!601 = !DILocalVariable(name: "l_197", scope: !592, file: !2, line: 162, type: !602)
!602 = !DICompositeType(tag: DW_TAG_array_type, baseType: !359, size: 64, elements: !564)
!603 = !DILocalVariable(name: "l_200", scope: !592, file: !2, line: 163, type: !145)
!604 = !DILocalVariable(name: "i", scope: !592, file: !2, line: 164, type: !13)
!605 = distinct !DILocation(line: 123, column: 23, scope: !351, inlinedAt: !408)
!606 = !DILocation(line: 0, scope: !592, inlinedAt: !605)
!607 = distinct !DIAssignID()
!608 = distinct !DIAssignID()
!609 = distinct !DIAssignID()
!610 = !DILocation(line: 168, column: 5, scope: !592, inlinedAt: !605)
!611 = !DILocation(line: 123, column: 9, scope: !351, inlinedAt: !408)
!612 = !DILocation(line: 147, column: 20, scope: !375, inlinedAt: !408)
!613 = !DILocation(line: 124, scope: !377, inlinedAt: !408)
!614 = !DILocation(line: 151, column: 1, scope: !351, inlinedAt: !408)
!615 = !DILocation(line: 354, column: 5, scope: !294)
!616 = !DILocation(line: 355, column: 21, scope: !294)
!617 = !DILocation(line: 355, column: 5, scope: !294)
!618 = !DILocation(line: 356, column: 5, scope: !294)
!619 = !DILocation(line: 357, column: 5, scope: !294)
!620 = !DILocation(line: 360, column: 9, scope: !621)
!621 = distinct !DILexicalBlock(scope: !622, file: !2, line: 359, column: 5)
!622 = distinct !DILexicalBlock(scope: !623, file: !2, line: 358, column: 5)
!623 = distinct !DILexicalBlock(scope: !294, file: !2, line: 358, column: 5)
!624 = !DILocation(line: 361, column: 13, scope: !621)
!625 = !DILocation(line: 361, column: 31, scope: !626)
!626 = distinct !DILexicalBlock(scope: !621, file: !2, line: 361, column: 13)
!627 = !DILocation(line: 364, column: 21, scope: !294)
!628 = !DILocation(line: 364, column: 5, scope: !294)
!629 = !DILocation(line: 365, column: 5, scope: !294)
!630 = !DILocation(line: 366, column: 5, scope: !294)
!631 = !DILocation(line: 369, column: 9, scope: !632)
!632 = distinct !DILexicalBlock(scope: !633, file: !2, line: 368, column: 5)
!633 = distinct !DILexicalBlock(scope: !634, file: !2, line: 367, column: 5)
!634 = distinct !DILexicalBlock(scope: !294, file: !2, line: 367, column: 5)
!635 = !DILocation(line: 370, column: 9, scope: !632)
!636 = !DILocation(line: 371, column: 13, scope: !632)
!637 = !DILocation(line: 371, column: 31, scope: !638)
!638 = distinct !DILexicalBlock(scope: !632, file: !2, line: 371, column: 13)
!639 = !DILocation(line: 374, column: 21, scope: !294)
!640 = !DILocation(line: 374, column: 5, scope: !294)
!641 = !DILocation(line: 375, column: 26, scope: !294)
!642 = !{!643, !344, i64 0}
!643 = !{!"S0", !344, i64 0, !580, i64 8, !315, i64 16, !315, i64 17, !344, i64 20}
!644 = !DILocation(line: 375, column: 21, scope: !294)
!645 = !DILocation(line: 375, column: 5, scope: !294)
!646 = !DILocation(line: 376, column: 26, scope: !294)
!647 = !{!643, !580, i64 8}
!648 = !DILocation(line: 376, column: 5, scope: !294)
!649 = !DILocation(line: 377, column: 26, scope: !294)
!650 = !{!643, !315, i64 16}
!651 = !DILocation(line: 377, column: 21, scope: !294)
!652 = !DILocation(line: 377, column: 5, scope: !294)
!653 = !DILocation(line: 378, column: 26, scope: !294)
!654 = !{!643, !315, i64 17}
!655 = !DILocation(line: 378, column: 21, scope: !294)
!656 = !DILocation(line: 378, column: 5, scope: !294)
!657 = !DILocation(line: 379, column: 26, scope: !294)
!658 = !{!643, !344, i64 20}
!659 = !DILocation(line: 379, column: 21, scope: !294)
!660 = !DILocation(line: 379, column: 5, scope: !294)
!661 = !DILocation(line: 382, column: 25, scope: !662)
!662 = distinct !DILexicalBlock(scope: !663, file: !2, line: 381, column: 5)
!663 = distinct !DILexicalBlock(scope: !664, file: !2, line: 380, column: 5)
!664 = distinct !DILexicalBlock(scope: !294, file: !2, line: 380, column: 5)
!665 = !DILocation(line: 382, column: 9, scope: !662)
!666 = !DILocation(line: 383, column: 13, scope: !662)
!667 = !DILocation(line: 383, column: 31, scope: !668)
!668 = distinct !DILexicalBlock(scope: !662, file: !2, line: 383, column: 13)
!669 = !DILocation(line: 386, column: 5, scope: !670)
!670 = distinct !DILexicalBlock(scope: !294, file: !2, line: 386, column: 5)
!671 = !DILocation(line: 388, column: 9, scope: !672)
!672 = distinct !DILexicalBlock(scope: !673, file: !2, line: 388, column: 9)
!673 = distinct !DILexicalBlock(scope: !674, file: !2, line: 387, column: 5)
!674 = distinct !DILexicalBlock(scope: !670, file: !2, line: 386, column: 5)
!675 = !DILocation(line: 392, column: 33, scope: !676)
!676 = distinct !DILexicalBlock(scope: !677, file: !2, line: 391, column: 13)
!677 = distinct !DILexicalBlock(scope: !678, file: !2, line: 390, column: 13)
!678 = distinct !DILexicalBlock(scope: !679, file: !2, line: 390, column: 13)
!679 = distinct !DILexicalBlock(scope: !680, file: !2, line: 389, column: 9)
!680 = distinct !DILexicalBlock(scope: !672, file: !2, line: 388, column: 9)
!681 = !DILocation(line: 392, column: 47, scope: !676)
!682 = !DILocation(line: 392, column: 17, scope: !676)
!683 = !DILocation(line: 393, column: 47, scope: !676)
!684 = !DILocation(line: 393, column: 17, scope: !676)
!685 = !DILocation(line: 394, column: 47, scope: !676)
!686 = !DILocation(line: 394, column: 33, scope: !676)
!687 = !DILocation(line: 394, column: 17, scope: !676)
!688 = !DILocation(line: 395, column: 47, scope: !676)
!689 = !DILocation(line: 395, column: 33, scope: !676)
!690 = !DILocation(line: 395, column: 17, scope: !676)
!691 = !DILocation(line: 396, column: 47, scope: !676)
!692 = !DILocation(line: 396, column: 33, scope: !676)
!693 = !DILocation(line: 396, column: 17, scope: !676)
!694 = !DILocation(line: 397, column: 21, scope: !676)
!695 = !DILocation(line: 397, column: 39, scope: !696)
!696 = distinct !DILexicalBlock(scope: !676, file: !2, line: 397, column: 21)
!697 = !DILocation(line: 388, column: 29, scope: !680)
!698 = !DILocation(line: 388, column: 23, scope: !680)
!699 = distinct !{!699, !671, !700, !347}
!700 = !DILocation(line: 400, column: 9, scope: !672)
!701 = distinct !{!701, !669, !702, !347}
!702 = !DILocation(line: 401, column: 5, scope: !670)
!703 = !DILocation(line: 402, column: 26, scope: !294)
!704 = !DILocation(line: 402, column: 21, scope: !294)
!705 = !DILocation(line: 402, column: 5, scope: !294)
!706 = !DILocation(line: 403, column: 5, scope: !294)
!707 = !DILocation(line: 406, column: 33, scope: !708)
!708 = distinct !DILexicalBlock(scope: !709, file: !2, line: 405, column: 5)
!709 = distinct !DILexicalBlock(scope: !710, file: !2, line: 404, column: 5)
!710 = distinct !DILexicalBlock(scope: !294, file: !2, line: 404, column: 5)
!711 = !{!712, !344, i64 0}
!712 = !{!"S1", !344, i64 0, !315, i64 4}
!713 = !DILocation(line: 406, column: 25, scope: !708)
!714 = !DILocation(line: 406, column: 9, scope: !708)
!715 = !DILocation(line: 407, column: 33, scope: !708)
!716 = !{!712, !315, i64 4}
!717 = !DILocation(line: 407, column: 25, scope: !708)
!718 = !DILocation(line: 407, column: 9, scope: !708)
!719 = !DILocation(line: 408, column: 13, scope: !708)
!720 = !DILocation(line: 408, column: 31, scope: !721)
!721 = distinct !DILexicalBlock(scope: !708, file: !2, line: 408, column: 13)
!722 = !DILocation(line: 411, column: 5, scope: !294)
!723 = !DILocation(line: 416, column: 41, scope: !724)
!724 = distinct !DILexicalBlock(scope: !725, file: !2, line: 415, column: 9)
!725 = distinct !DILexicalBlock(scope: !726, file: !2, line: 414, column: 9)
!726 = distinct !DILexicalBlock(scope: !727, file: !2, line: 414, column: 9)
!727 = distinct !DILexicalBlock(scope: !728, file: !2, line: 413, column: 5)
!728 = distinct !DILexicalBlock(scope: !729, file: !2, line: 412, column: 5)
!729 = distinct !DILexicalBlock(scope: !294, file: !2, line: 412, column: 5)
!730 = !DILocation(line: 416, column: 29, scope: !724)
!731 = !DILocation(line: 416, column: 13, scope: !724)
!732 = !DILocation(line: 417, column: 35, scope: !733)
!733 = distinct !DILexicalBlock(scope: !724, file: !2, line: 417, column: 17)
!734 = !DILocation(line: 417, column: 17, scope: !724)
!735 = !DILocation(line: 421, column: 5, scope: !294)
!736 = !DILocation(line: 422, column: 5, scope: !294)
!737 = !DILocation(line: 423, column: 27, scope: !294)
!738 = !DILocation(line: 423, column: 21, scope: !294)
!739 = !DILocation(line: 423, column: 5, scope: !294)
!740 = !DILocation(line: 424, column: 27, scope: !294)
!741 = !DILocation(line: 424, column: 5, scope: !294)
!742 = !DILocation(line: 425, column: 27, scope: !294)
!743 = !DILocation(line: 425, column: 21, scope: !294)
!744 = !DILocation(line: 425, column: 5, scope: !294)
!745 = !DILocation(line: 426, column: 27, scope: !294)
!746 = !DILocation(line: 426, column: 21, scope: !294)
!747 = !DILocation(line: 426, column: 5, scope: !294)
!748 = !DILocation(line: 427, column: 27, scope: !294)
!749 = !DILocation(line: 427, column: 21, scope: !294)
!750 = !DILocation(line: 427, column: 5, scope: !294)
!751 = !DILocation(line: 428, column: 5, scope: !294)
!752 = !DILocation(line: 429, column: 5, scope: !294)
!753 = !DILocation(line: 430, column: 23, scope: !294)
!754 = !DILocation(line: 430, column: 37, scope: !294)
!755 = !DILocalVariable(name: "crc", arg: 1, scope: !756, file: !283, line: 49, type: !139)
!756 = distinct !DISubprogram(name: "platform_main_end", scope: !283, file: !283, line: 49, type: !757, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !759)
!757 = !DISubroutineType(types: !758)
!758 = !{null, !139, !13}
!759 = !{!755, !760}
!760 = !DILocalVariable(name: "flag", arg: 2, scope: !756, file: !283, line: 49, type: !13)
!761 = !DILocation(line: 0, scope: !756, inlinedAt: !762)
!762 = distinct !DILocation(line: 430, column: 5, scope: !294)
!763 = !DILocation(line: 56, column: 2, scope: !756, inlinedAt: !762)
!764 = !DILocation(line: 431, column: 5, scope: !294)
!765 = distinct !DISubprogram(name: "transparent_crc", scope: !137, file: !137, line: 110, type: !766, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !768)
!766 = !DISubroutineType(types: !767)
!767 = !{null, !188, !298, !13}
!768 = !{!769, !770, !771}
!769 = !DILocalVariable(name: "val", arg: 1, scope: !765, file: !137, line: 110, type: !188)
!770 = !DILocalVariable(name: "vname", arg: 2, scope: !765, file: !137, line: 110, type: !298)
!771 = !DILocalVariable(name: "flag", arg: 3, scope: !765, file: !137, line: 110, type: !13)
!772 = !DILocation(line: 0, scope: !765)
!773 = !DILocalVariable(name: "val", arg: 1, scope: !774, file: !137, line: 97, type: !188)
!774 = distinct !DISubprogram(name: "crc32_8bytes", scope: !137, file: !137, line: 97, type: !775, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !777)
!775 = !DISubroutineType(types: !776)
!776 = !{null, !188}
!777 = !{!773}
!778 = !DILocation(line: 0, scope: !774, inlinedAt: !779)
!779 = distinct !DILocation(line: 112, column: 2, scope: !765)
!780 = !DILocalVariable(name: "b", arg: 1, scope: !781, file: !137, line: 71, type: !156)
!781 = distinct !DISubprogram(name: "crc32_byte", scope: !137, file: !137, line: 71, type: !782, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !784)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !156}
!784 = !{!780}
!785 = !DILocation(line: 0, scope: !781, inlinedAt: !786)
!786 = distinct !DILocation(line: 99, column: 2, scope: !774, inlinedAt: !779)
!787 = !DILocation(line: 73, column: 5, scope: !781, inlinedAt: !786)
!788 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !786)
!789 = !DILocation(line: 74, column: 33, scope: !781, inlinedAt: !786)
!790 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !786)
!791 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !786)
!792 = !DILocation(line: 100, column: 18, scope: !774, inlinedAt: !779)
!793 = !DILocation(line: 0, scope: !781, inlinedAt: !794)
!794 = distinct !DILocation(line: 100, column: 2, scope: !774, inlinedAt: !779)
!795 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !794)
!796 = !DILocation(line: 74, column: 33, scope: !781, inlinedAt: !794)
!797 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !794)
!798 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !794)
!799 = !DILocation(line: 101, column: 18, scope: !774, inlinedAt: !779)
!800 = !DILocation(line: 0, scope: !781, inlinedAt: !801)
!801 = distinct !DILocation(line: 101, column: 2, scope: !774, inlinedAt: !779)
!802 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !801)
!803 = !DILocation(line: 74, column: 33, scope: !781, inlinedAt: !801)
!804 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !801)
!805 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !801)
!806 = !DILocation(line: 102, column: 18, scope: !774, inlinedAt: !779)
!807 = !DILocation(line: 0, scope: !781, inlinedAt: !808)
!808 = distinct !DILocation(line: 102, column: 2, scope: !774, inlinedAt: !779)
!809 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !808)
!810 = !DILocation(line: 74, column: 33, scope: !781, inlinedAt: !808)
!811 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !808)
!812 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !808)
!813 = !DILocation(line: 103, column: 18, scope: !774, inlinedAt: !779)
!814 = !DILocation(line: 0, scope: !781, inlinedAt: !815)
!815 = distinct !DILocation(line: 103, column: 2, scope: !774, inlinedAt: !779)
!816 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !815)
!817 = !DILocation(line: 74, column: 33, scope: !781, inlinedAt: !815)
!818 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !815)
!819 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !815)
!820 = !DILocation(line: 104, column: 18, scope: !774, inlinedAt: !779)
!821 = !DILocation(line: 0, scope: !781, inlinedAt: !822)
!822 = distinct !DILocation(line: 104, column: 2, scope: !774, inlinedAt: !779)
!823 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !822)
!824 = !DILocation(line: 74, column: 33, scope: !781, inlinedAt: !822)
!825 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !822)
!826 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !822)
!827 = !DILocation(line: 105, column: 18, scope: !774, inlinedAt: !779)
!828 = !DILocation(line: 0, scope: !781, inlinedAt: !829)
!829 = distinct !DILocation(line: 105, column: 2, scope: !774, inlinedAt: !779)
!830 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !829)
!831 = !DILocation(line: 74, column: 33, scope: !781, inlinedAt: !829)
!832 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !829)
!833 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !829)
!834 = !DILocation(line: 106, column: 18, scope: !774, inlinedAt: !779)
!835 = !DILocation(line: 0, scope: !781, inlinedAt: !836)
!836 = distinct !DILocation(line: 106, column: 2, scope: !774, inlinedAt: !779)
!837 = !DILocation(line: 73, column: 19, scope: !781, inlinedAt: !836)
!838 = !DILocation(line: 74, column: 3, scope: !781, inlinedAt: !836)
!839 = !DILocation(line: 73, column: 39, scope: !781, inlinedAt: !836)
!840 = !DILocation(line: 72, column: 16, scope: !781, inlinedAt: !836)
!841 = !DILocation(line: 113, column: 6, scope: !842)
!842 = distinct !DILexicalBlock(scope: !765, file: !137, line: 113, column: 6)
!843 = !DILocation(line: 113, column: 6, scope: !765)
!844 = !DILocation(line: 114, column: 73, scope: !845)
!845 = distinct !DILexicalBlock(scope: !842, file: !137, line: 113, column: 12)
!846 = !DILocation(line: 114, column: 5, scope: !845)
!847 = !DILocation(line: 115, column: 2, scope: !845)
!848 = !DILocation(line: 116, column: 1, scope: !765)
!849 = distinct !DISubprogram(name: "printf", scope: !850, file: !850, line: 368, type: !851, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !855)
!850 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!851 = !DISubroutineType(cc: DW_CC_nocall, types: !852)
!852 = !{!13, !853, null}
!853 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !854, size: 64)
!854 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!855 = !{!856, !857, !858}
!856 = !DILocalVariable(name: "__format", arg: 1, scope: !849, file: !850, line: 368, type: !853)
!857 = !DILocalVariable(name: "__retval", scope: !849, file: !850, line: 370, type: !13)
!858 = !DILocalVariable(name: "__local_argv", scope: !849, file: !850, line: 371, type: !859)
!859 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !298)
!860 = distinct !DIAssignID()
!861 = !DILocation(line: 0, scope: !849)
!862 = !DILocation(line: 371, column: 3, scope: !849)
!863 = !DILocation(line: 371, column: 35, scope: !849)
!864 = !DILocation(line: 372, column: 32, scope: !849)
!865 = !DILocation(line: 372, column: 50, scope: !849)
!866 = !DILocation(line: 372, column: 14, scope: !849)
!867 = !DILocation(line: 373, column: 3, scope: !849)
!868 = !DILocation(line: 375, column: 1, scope: !849)
!869 = !DILocation(line: 374, column: 3, scope: !849)
!870 = !DISubprogram(name: "__mingw_vfprintf", scope: !850, file: !850, line: 193, type: !871, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!871 = !DISubroutineType(types: !872)
!872 = !{!13, !873, !886, !887}
!873 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !874)
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !875, size: 64)
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !850, line: 47, baseType: !876)
!876 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !850, line: 33, size: 384, align: 64, elements: !877)
!877 = !{!878, !879, !880, !881, !882, !883, !884, !885}
!878 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !876, file: !850, line: 37, baseType: !298, size: 64)
!879 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !876, file: !850, line: 38, baseType: !13, size: 32, offset: 64)
!880 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !876, file: !850, line: 39, baseType: !298, size: 64, offset: 128)
!881 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !876, file: !850, line: 40, baseType: !13, size: 32, offset: 192)
!882 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !876, file: !850, line: 41, baseType: !13, size: 32, offset: 224)
!883 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !876, file: !850, line: 42, baseType: !13, size: 32, offset: 256)
!884 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !876, file: !850, line: 43, baseType: !13, size: 32, offset: 288)
!885 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !876, file: !850, line: 44, baseType: !298, size: 64, offset: 320)
!886 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !853)
!887 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !888, line: 31, baseType: !889)
!888 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!889 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !888, line: 24, baseType: !859)
!890 = !DISubprogram(name: "__acrt_iob_func", scope: !850, file: !850, line: 93, type: !891, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DISubroutineType(types: !892)
!892 = !{!874, !12}
