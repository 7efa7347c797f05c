; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S2 = type { i32, i64 }
%struct.S0 = type { i32, i64, i8, i8, i32 }
%struct.S1 = type { i32, i8 }
%union.U5 = type { i32 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal global i16 -18425, align 2
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_5 = internal global i32 930923556, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1
@g_25 = internal global [7 x i32] [i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724], align 16
@.str.5 = private unnamed_addr constant [8 x i8] c"g_25[i]\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_43 = internal global i8 28, align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1
@g_51 = internal global i16 -21769, align 2
@.str.8 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1
@g_63 = internal global [2 x %struct.S2] [%struct.S2 { i32 1181417982, i64 5381145630633034818 }, %struct.S2 { i32 1181417982, i64 5381145630633034818 }], align 16
@.str.10 = private unnamed_addr constant [11 x i8] c"g_63[i].f0\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"g_63[i].f1\00", align 1
@g_79 = internal global i16 -8, align 2
@.str.12 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1
@g_80 = internal global %struct.S0 { i32 -1, i64 -422797942696994909, i8 -10, i8 67, i32 1 }, align 8
@.str.13 = private unnamed_addr constant [8 x i8] c"g_80.f0\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"g_80.f1\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"g_80.f2\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"g_80.f3\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"g_80.f4\00", align 1
@g_84 = internal global [9 x i32] [i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064], align 16
@.str.18 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1
@g_87 = internal global [2 x [8 x [3 x %struct.S0]]] [[8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }, %struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }, %struct.S0 { i32 -1, i64 102658735669053455, i8 -1, i8 -8, i32 914662098 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 -1, i64 -4368823725623485820, i8 89, i8 -65, i32 1 }, %struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }]], [8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 1572567013, i64 -31187724472005752, i8 70, i8 -88, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }, %struct.S0 { i32 -8, i64 1601732979438555484, i8 17, i8 64, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }], [3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }]]], align 16
@.str.19 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f0\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f1\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f2\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f3\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f4\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"g_90.f0\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"g_90.f1\00", align 1
@g_94 = internal global [5 x %struct.S1] [%struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }], align 16
@.str.27 = private unnamed_addr constant [11 x i8] c"g_94[i].f0\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"g_94[i].f1\00", align 1
@g_104 = internal global i16 -1, align 2
@.str.29 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1
@.str.30 = private unnamed_addr constant [15 x i8] c"g_106[i][j].f0\00", align 1
@.str.31 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"g_184.f0\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_215.f0\00", align 1
@g_224 = internal global %struct.S0 { i32 5, i64 2, i8 -48, i8 0, i32 -5 }, align 8
@.str.34 = private unnamed_addr constant [9 x i8] c"g_224.f0\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"g_224.f1\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"g_224.f2\00", align 1
@.str.37 = private unnamed_addr constant [9 x i8] c"g_224.f3\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"g_224.f4\00", align 1
@g_226 = internal global i32 1545505605, align 4
@.str.39 = private unnamed_addr constant [6 x i8] c"g_226\00", align 1
@g_230 = internal global i16 -5986, align 2
@.str.40 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@g_18 = internal constant i32 -1, align 4
@g_20 = internal constant i32 -1, align 4
@g_4 = internal global ptr @g_5, align 8
@g_60 = internal global ptr @g_43, align 8
@g_61 = internal global [2 x ptr] [ptr @g_43, ptr @g_43], align 16
@g_199 = internal global ptr @g_5, align 8
@constinit = private constant [7 x ptr] [ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199], align 8
@constinit.41 = private constant [10 x ptr] [ptr @g_60, ptr @g_61, ptr null, ptr @g_60, ptr @g_60, ptr null, ptr @g_61, ptr @g_60, ptr null, ptr null], align 8
@constinit.42 = private constant [10 x ptr] [ptr @g_61, ptr null, ptr getelementptr (i8, ptr @g_61, i64 8), ptr null, ptr @g_60, ptr null, ptr null, ptr @g_60, ptr null, ptr null], align 8
@__const.func_1.l_233 = private unnamed_addr constant %struct.S2 { i32 -1, i64 -6129823799792818535 }, align 8
@g_92 = internal global ptr @g_93, align 8
@g_236 = internal global ptr @g_237, align 8
@__const.func_12.l_114 = private unnamed_addr constant [8 x ptr] [ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 8), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 8), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 32)], align 16
@__const.func_12.l_166 = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 16
@g_96 = internal global ptr getelementptr (i8, ptr @g_94, i64 8), align 8
@g_93 = internal global ptr @g_90, align 8
@g_99 = internal global ptr @g_94, align 8
@__const.func_22.l_50 = private unnamed_addr constant [8 x [4 x [2 x ptr]]] [[4 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_51], [2 x ptr] [ptr @g_51, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null], [2 x ptr] [ptr null, ptr @g_51]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr null], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_2]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr @g_51], [2 x ptr] zeroinitializer, [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_51, ptr @g_51]], [4 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr null, ptr @g_51]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null], [2 x ptr] [ptr null, ptr @g_51], [2 x ptr] [ptr @g_51, ptr null]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_51, ptr @g_2]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null], [2 x ptr] [ptr @g_51, ptr @g_51]]], align 16
@g_237 = internal global ptr null, align 8
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_62 = internal constant { i32, [12 x i8] } { i32 -4, [12 x i8] undef }, align 8
@g_90 = internal global { i16, [6 x i8] } { i16 -25577, [6 x i8] undef }, align 8
@g_106 = internal global [4 x [2 x { i8, [3 x i8] }]] [[2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }]], align 16
@g_184 = internal global { i8, [3 x i8] } { i8 48, [3 x i8] undef }, align 4
@g_215 = internal global { i8, [3 x i8] } { i8 1, [3 x i8] undef }, align 4
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
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
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #6
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call i32 @func_1()
  %21 = load i16, ptr @g_2, align 2
  %22 = zext i16 %21 to i64
  %23 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23)
  %24 = load i32, ptr @g_5, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26)
  %27 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef -1, ptr noundef @.str.3, i32 noundef %27)
  %28 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef -1, ptr noundef @.str.4, i32 noundef %28)
  store i32 0, ptr %6, align 4
  br label %29

29:                                               ; preds = %45, %19
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %30, 7
  br i1 %31, label %32, label %48

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [7 x i32], ptr @g_25, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = zext i32 %36 to i64
  %38 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %37, ptr noundef @.str.5, i32 noundef %38)
  %39 = load i32, ptr %9, align 4
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %44

41:                                               ; preds = %32
  %42 = load i32, ptr %6, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %42)
  br label %44

44:                                               ; preds = %41, %32
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %29, !llvm.loop !5

48:                                               ; preds = %29
  %49 = load i8, ptr @g_43, align 1
  %50 = zext i8 %49 to i64
  %51 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %50, ptr noundef @.str.7, i32 noundef %51)
  %52 = load i16, ptr @g_51, align 2
  %53 = zext i16 %52 to i64
  %54 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %53, ptr noundef @.str.8, i32 noundef %54)
  %55 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef -4, ptr noundef @.str.9, i32 noundef %55)
  store i32 0, ptr %6, align 4
  br label %56

56:                                               ; preds = %79, %48
  %57 = load i32, ptr %6, align 4
  %58 = icmp slt i32 %57, 2
  br i1 %58, label %59, label %82

59:                                               ; preds = %56
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [2 x %struct.S2], ptr @g_63, i64 0, i64 %61
  %63 = getelementptr inbounds %struct.S2, ptr %62, i32 0, i32 0
  %64 = load i32, ptr %63, align 16
  %65 = zext i32 %64 to i64
  %66 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %65, ptr noundef @.str.10, i32 noundef %66)
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [2 x %struct.S2], ptr @g_63, i64 0, i64 %68
  %70 = getelementptr inbounds %struct.S2, ptr %69, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  %72 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %71, ptr noundef @.str.11, i32 noundef %72)
  %73 = load i32, ptr %9, align 4
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %75, label %78

75:                                               ; preds = %59
  %76 = load i32, ptr %6, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %76)
  br label %78

78:                                               ; preds = %75, %59
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %6, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %6, align 4
  br label %56, !llvm.loop !7

82:                                               ; preds = %56
  %83 = load i16, ptr @g_79, align 2
  %84 = zext i16 %83 to i64
  %85 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %84, ptr noundef @.str.12, i32 noundef %85)
  %86 = load volatile i32, ptr @g_80, align 8
  %87 = sext i32 %86 to i64
  %88 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %87, ptr noundef @.str.13, i32 noundef %88)
  %89 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_80, i32 0, i32 1), align 8
  %90 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %89, ptr noundef @.str.14, i32 noundef %90)
  %91 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_80, i32 0, i32 2), align 8
  %92 = sext i8 %91 to i64
  %93 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %92, ptr noundef @.str.15, i32 noundef %93)
  %94 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_80, i32 0, i32 3), align 1
  %95 = sext i8 %94 to i64
  %96 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %95, ptr noundef @.str.16, i32 noundef %96)
  %97 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_80, i32 0, i32 4), align 4
  %98 = sext i32 %97 to i64
  %99 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %98, ptr noundef @.str.17, i32 noundef %99)
  store i32 0, ptr %6, align 4
  br label %100

100:                                              ; preds = %116, %82
  %101 = load i32, ptr %6, align 4
  %102 = icmp slt i32 %101, 9
  br i1 %102, label %103, label %119

103:                                              ; preds = %100
  %104 = load i32, ptr %6, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [9 x i32], ptr @g_84, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = sext i32 %107 to i64
  %109 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %108, ptr noundef @.str.18, i32 noundef %109)
  %110 = load i32, ptr %9, align 4
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %112, label %115

112:                                              ; preds = %103
  %113 = load i32, ptr %6, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %113)
  br label %115

115:                                              ; preds = %112, %103
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %6, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %6, align 4
  br label %100, !llvm.loop !8

119:                                              ; preds = %100
  store i32 0, ptr %6, align 4
  br label %120

120:                                              ; preds = %212, %119
  %121 = load i32, ptr %6, align 4
  %122 = icmp slt i32 %121, 2
  br i1 %122, label %123, label %215

123:                                              ; preds = %120
  store i32 0, ptr %7, align 4
  br label %124

124:                                              ; preds = %208, %123
  %125 = load i32, ptr %7, align 4
  %126 = icmp slt i32 %125, 8
  br i1 %126, label %127, label %211

127:                                              ; preds = %124
  store i32 0, ptr %8, align 4
  br label %128

128:                                              ; preds = %204, %127
  %129 = load i32, ptr %8, align 4
  %130 = icmp slt i32 %129, 3
  br i1 %130, label %131, label %207

131:                                              ; preds = %128
  %132 = load i32, ptr %6, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %133
  %135 = load i32, ptr %7, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [8 x [3 x %struct.S0]], ptr %134, i64 0, i64 %136
  %138 = load i32, ptr %8, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [3 x %struct.S0], ptr %137, i64 0, i64 %139
  %141 = getelementptr inbounds %struct.S0, ptr %140, i32 0, i32 0
  %142 = load volatile i32, ptr %141, align 8
  %143 = sext i32 %142 to i64
  %144 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %143, ptr noundef @.str.19, i32 noundef %144)
  %145 = load i32, ptr %6, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %146
  %148 = load i32, ptr %7, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [8 x [3 x %struct.S0]], ptr %147, i64 0, i64 %149
  %151 = load i32, ptr %8, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [3 x %struct.S0], ptr %150, i64 0, i64 %152
  %154 = getelementptr inbounds %struct.S0, ptr %153, i32 0, i32 1
  %155 = load i64, ptr %154, align 8
  %156 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %155, ptr noundef @.str.20, i32 noundef %156)
  %157 = load i32, ptr %6, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %158
  %160 = load i32, ptr %7, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [8 x [3 x %struct.S0]], ptr %159, i64 0, i64 %161
  %163 = load i32, ptr %8, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [3 x %struct.S0], ptr %162, i64 0, i64 %164
  %166 = getelementptr inbounds %struct.S0, ptr %165, i32 0, i32 2
  %167 = load i8, ptr %166, align 8
  %168 = sext i8 %167 to i64
  %169 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %168, ptr noundef @.str.21, i32 noundef %169)
  %170 = load i32, ptr %6, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %171
  %173 = load i32, ptr %7, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [8 x [3 x %struct.S0]], ptr %172, i64 0, i64 %174
  %176 = load i32, ptr %8, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [3 x %struct.S0], ptr %175, i64 0, i64 %177
  %179 = getelementptr inbounds %struct.S0, ptr %178, i32 0, i32 3
  %180 = load volatile i8, ptr %179, align 1
  %181 = sext i8 %180 to i64
  %182 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %181, ptr noundef @.str.22, i32 noundef %182)
  %183 = load i32, ptr %6, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %184
  %186 = load i32, ptr %7, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [8 x [3 x %struct.S0]], ptr %185, i64 0, i64 %187
  %189 = load i32, ptr %8, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [3 x %struct.S0], ptr %188, i64 0, i64 %190
  %192 = getelementptr inbounds %struct.S0, ptr %191, i32 0, i32 4
  %193 = load volatile i32, ptr %192, align 4
  %194 = sext i32 %193 to i64
  %195 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %194, ptr noundef @.str.23, i32 noundef %195)
  %196 = load i32, ptr %9, align 4
  %197 = icmp ne i32 %196, 0
  br i1 %197, label %198, label %203

198:                                              ; preds = %131
  %199 = load i32, ptr %6, align 4
  %200 = load i32, ptr %7, align 4
  %201 = load i32, ptr %8, align 4
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %199, i32 noundef %200, i32 noundef %201)
  br label %203

203:                                              ; preds = %198, %131
  br label %204

204:                                              ; preds = %203
  %205 = load i32, ptr %8, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %8, align 4
  br label %128, !llvm.loop !9

207:                                              ; preds = %128
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %7, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %7, align 4
  br label %124, !llvm.loop !10

211:                                              ; preds = %124
  br label %212

212:                                              ; preds = %211
  %213 = load i32, ptr %6, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %6, align 4
  br label %120, !llvm.loop !11

215:                                              ; preds = %120
  %216 = load i16, ptr @g_90, align 8
  %217 = zext i16 %216 to i64
  %218 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %217, ptr noundef @.str.25, i32 noundef %218)
  %219 = load i64, ptr @g_90, align 8
  %220 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %219, ptr noundef @.str.26, i32 noundef %220)
  store i32 0, ptr %6, align 4
  br label %221

221:                                              ; preds = %245, %215
  %222 = load i32, ptr %6, align 4
  %223 = icmp slt i32 %222, 5
  br i1 %223, label %224, label %248

224:                                              ; preds = %221
  %225 = load i32, ptr %6, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [5 x %struct.S1], ptr @g_94, i64 0, i64 %226
  %228 = getelementptr inbounds %struct.S1, ptr %227, i32 0, i32 0
  %229 = load volatile i32, ptr %228, align 8
  %230 = zext i32 %229 to i64
  %231 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %230, ptr noundef @.str.27, i32 noundef %231)
  %232 = load i32, ptr %6, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [5 x %struct.S1], ptr @g_94, i64 0, i64 %233
  %235 = getelementptr inbounds %struct.S1, ptr %234, i32 0, i32 1
  %236 = load volatile i8, ptr %235, align 4
  %237 = zext i8 %236 to i64
  %238 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %237, ptr noundef @.str.28, i32 noundef %238)
  %239 = load i32, ptr %9, align 4
  %240 = icmp ne i32 %239, 0
  br i1 %240, label %241, label %244

241:                                              ; preds = %224
  %242 = load i32, ptr %6, align 4
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %242)
  br label %244

244:                                              ; preds = %241, %224
  br label %245

245:                                              ; preds = %244
  %246 = load i32, ptr %6, align 4
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %6, align 4
  br label %221, !llvm.loop !12

248:                                              ; preds = %221
  %249 = load i16, ptr @g_104, align 2
  %250 = zext i16 %249 to i64
  %251 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %250, ptr noundef @.str.29, i32 noundef %251)
  store i32 0, ptr %6, align 4
  br label %252

252:                                              ; preds = %280, %248
  %253 = load i32, ptr %6, align 4
  %254 = icmp slt i32 %253, 4
  br i1 %254, label %255, label %283

255:                                              ; preds = %252
  store i32 0, ptr %7, align 4
  br label %256

256:                                              ; preds = %276, %255
  %257 = load i32, ptr %7, align 4
  %258 = icmp slt i32 %257, 2
  br i1 %258, label %259, label %279

259:                                              ; preds = %256
  %260 = load i32, ptr %6, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [4 x [2 x %union.U5]], ptr @g_106, i64 0, i64 %261
  %263 = load i32, ptr %7, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [2 x %union.U5], ptr %262, i64 0, i64 %264
  %266 = load volatile i8, ptr %265, align 4
  %267 = zext i8 %266 to i64
  %268 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %267, ptr noundef @.str.30, i32 noundef %268)
  %269 = load i32, ptr %9, align 4
  %270 = icmp ne i32 %269, 0
  br i1 %270, label %271, label %275

271:                                              ; preds = %259
  %272 = load i32, ptr %6, align 4
  %273 = load i32, ptr %7, align 4
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %272, i32 noundef %273)
  br label %275

275:                                              ; preds = %271, %259
  br label %276

276:                                              ; preds = %275
  %277 = load i32, ptr %7, align 4
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %7, align 4
  br label %256, !llvm.loop !13

279:                                              ; preds = %256
  br label %280

280:                                              ; preds = %279
  %281 = load i32, ptr %6, align 4
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr %6, align 4
  br label %252, !llvm.loop !14

283:                                              ; preds = %252
  %284 = load i8, ptr @g_184, align 4
  %285 = zext i8 %284 to i64
  %286 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %285, ptr noundef @.str.32, i32 noundef %286)
  %287 = load i8, ptr @g_215, align 4
  %288 = zext i8 %287 to i64
  %289 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %288, ptr noundef @.str.33, i32 noundef %289)
  %290 = load volatile i32, ptr @g_224, align 8
  %291 = sext i32 %290 to i64
  %292 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %291, ptr noundef @.str.34, i32 noundef %292)
  %293 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_224, i32 0, i32 1), align 8
  %294 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %293, ptr noundef @.str.35, i32 noundef %294)
  %295 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_224, i32 0, i32 2), align 8
  %296 = sext i8 %295 to i64
  %297 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %296, ptr noundef @.str.36, i32 noundef %297)
  %298 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_224, i32 0, i32 3), align 1
  %299 = sext i8 %298 to i64
  %300 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %299, ptr noundef @.str.37, i32 noundef %300)
  %301 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_224, i32 0, i32 4), align 4
  %302 = sext i32 %301 to i64
  %303 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %302, ptr noundef @.str.38, i32 noundef %303)
  %304 = load i32, ptr @g_226, align 4
  %305 = zext i32 %304 to i64
  %306 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %305, ptr noundef @.str.39, i32 noundef %306)
  %307 = load i16, ptr @g_230, align 2
  %308 = sext i16 %307 to i64
  %309 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %308, ptr noundef @.str.40, i32 noundef %309)
  %310 = load i32, ptr @crc32_context, align 4
  %311 = xor i32 %310, -1
  %312 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %311, i32 noundef %312)
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #1

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
  br label %10, !llvm.loop !15

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
  br label %5, !llvm.loop !16

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca [9 x [2 x ptr]], align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x ptr], align 16
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [6 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.S2, align 8
  %14 = alloca [6 x [6 x [7 x ptr]]], align 16
  %15 = alloca [10 x [10 x ptr]], align 16
  %16 = alloca %struct.S2, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  store ptr null, ptr %1, align 8
  store ptr @g_18, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 144, i1 false)
  %28 = getelementptr inbounds ptr, ptr %3, i64 1
  %29 = getelementptr inbounds [2 x ptr], ptr %3, i64 1
  store ptr %2, ptr %29, align 8
  %30 = getelementptr inbounds ptr, ptr %29, i64 1
  %31 = getelementptr inbounds [2 x ptr], ptr %3, i64 2
  %32 = getelementptr inbounds ptr, ptr %31, i64 1
  %33 = getelementptr inbounds [2 x ptr], ptr %3, i64 3
  store ptr %2, ptr %33, align 8
  %34 = getelementptr inbounds ptr, ptr %33, i64 1
  %35 = getelementptr inbounds [2 x ptr], ptr %3, i64 4
  %36 = getelementptr inbounds ptr, ptr %35, i64 1
  %37 = getelementptr inbounds [2 x ptr], ptr %3, i64 5
  store ptr %2, ptr %37, align 8
  %38 = getelementptr inbounds ptr, ptr %37, i64 1
  %39 = getelementptr inbounds [2 x ptr], ptr %3, i64 6
  %40 = getelementptr inbounds ptr, ptr %39, i64 1
  %41 = getelementptr inbounds [2 x ptr], ptr %3, i64 7
  store ptr %2, ptr %41, align 8
  %42 = getelementptr inbounds ptr, ptr %41, i64 1
  %43 = getelementptr inbounds [2 x ptr], ptr %3, i64 8
  %44 = getelementptr inbounds ptr, ptr %43, i64 1
  store ptr @g_20, ptr %4, align 8
  store ptr @g_43, ptr %5, align 8
  store ptr %1, ptr %7, align 8
  store ptr @g_224, ptr %8, align 8
  %45 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 2
  store ptr %45, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %46

46:                                               ; preds = %53, %0
  %47 = load i32, ptr %11, align 4
  %48 = icmp slt i32 %47, 3
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 %51
  store ptr %5, ptr %52, align 8
  br label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %11, align 4
  br label %46, !llvm.loop !17

56:                                               ; preds = %46
  store i32 0, ptr %11, align 4
  br label %57

57:                                               ; preds = %64, %56
  %58 = load i32, ptr %11, align 4
  %59 = icmp slt i32 %58, 6
  br i1 %59, label %60, label %67

60:                                               ; preds = %57
  %61 = load i32, ptr %11, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 %62
  store ptr getelementptr inbounds (%struct.S0, ptr @g_224, i32 0, i32 1), ptr %63, align 8
  br label %64

64:                                               ; preds = %60
  %65 = load i32, ptr %11, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %11, align 4
  br label %57, !llvm.loop !18

67:                                               ; preds = %57
  %68 = load i16, ptr @g_2, align 2
  %69 = zext i16 %68 to i32
  %70 = load volatile ptr, ptr @g_4, align 8
  store i32 %69, ptr %70, align 4
  %71 = load i16, ptr @g_2, align 2
  %72 = trunc i16 %71 to i8
  %73 = load ptr, ptr %1, align 8
  store ptr %73, ptr %4, align 8
  %74 = load ptr, ptr %2, align 8
  %75 = load i32, ptr %74, align 4
  %76 = trunc i32 %75 to i16
  %77 = call i64 @func_22(i16 noundef %76, ptr noundef %1)
  %78 = load ptr, ptr %5, align 8
  store ptr %78, ptr @g_60, align 8
  store ptr %78, ptr @g_61, align 16
  %79 = load ptr, ptr %2, align 8
  %80 = load i32, ptr %79, align 4
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %83

82:                                               ; preds = %67
  br label %83

83:                                               ; preds = %82, %67
  %84 = phi i1 [ false, %67 ], [ true, %82 ]
  %85 = zext i1 %84 to i32
  %86 = and i32 %85, -1
  %87 = icmp eq ptr %78, null
  %88 = zext i1 %87 to i32
  %89 = icmp sle i32 %88, -1
  %90 = zext i1 %89 to i32
  %91 = trunc i32 %90 to i8
  %92 = load i32, ptr @g_5, align 4
  %93 = trunc i32 %92 to i8
  %94 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %91, i8 noundef %93)
  %95 = icmp ne i8 %94, 0
  %96 = xor i1 %95, true
  %97 = zext i1 %96 to i32
  %98 = icmp sgt i32 %97, 48297
  %99 = zext i1 %98 to i32
  %100 = icmp slt i32 %99, -1
  %101 = zext i1 %100 to i32
  %102 = icmp sgt i32 %101, 64
  %103 = zext i1 %102 to i32
  %104 = sext i32 %103 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 16 getelementptr inbounds ([2 x %struct.S2], ptr @g_63, i64 0, i64 1), i64 16, i1 false)
  %105 = call i8 @func_12(ptr noundef %73, i64 noundef %104, ptr noundef %13)
  %106 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %72, i8 noundef %105)
  %107 = zext i8 %106 to i16
  %108 = load i16, ptr @g_90, align 8
  %109 = load i16, ptr @g_104, align 2
  %110 = zext i16 %109 to i32
  %111 = call ptr @func_6(i16 noundef %107, i16 noundef %108, i32 noundef %110)
  %112 = load ptr, ptr %7, align 8
  store ptr %111, ptr %112, align 8
  store volatile ptr %111, ptr @g_4, align 8
  store i64 10, ptr @g_90, align 8
  br label %113

113:                                              ; preds = %520, %83
  %114 = load i64, ptr @g_90, align 8
  %115 = icmp sge i64 %114, 8
  br i1 %115, label %116, label %523

116:                                              ; preds = %113
  store ptr null, ptr %14, align 8
  %117 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr %2, ptr %117, align 8
  %118 = getelementptr inbounds ptr, ptr %14, i64 2
  store ptr %4, ptr %118, align 8
  %119 = getelementptr inbounds ptr, ptr %14, i64 3
  store ptr %4, ptr %119, align 8
  %120 = getelementptr inbounds ptr, ptr %14, i64 4
  store ptr @g_199, ptr %120, align 8
  %121 = getelementptr inbounds ptr, ptr %14, i64 5
  store ptr @g_199, ptr %121, align 8
  %122 = getelementptr inbounds ptr, ptr %14, i64 6
  store ptr %2, ptr %122, align 8
  %123 = getelementptr inbounds [7 x ptr], ptr %14, i64 1
  store ptr @g_199, ptr %123, align 8
  %124 = getelementptr inbounds ptr, ptr %123, i64 1
  store ptr @g_199, ptr %124, align 8
  %125 = getelementptr inbounds ptr, ptr %123, i64 2
  store ptr %4, ptr %125, align 8
  %126 = getelementptr inbounds ptr, ptr %123, i64 3
  store ptr @g_199, ptr %126, align 8
  %127 = getelementptr inbounds ptr, ptr %123, i64 4
  store ptr %4, ptr %127, align 8
  %128 = getelementptr inbounds ptr, ptr %123, i64 5
  store ptr %4, ptr %128, align 8
  %129 = getelementptr inbounds ptr, ptr %123, i64 6
  store ptr @g_199, ptr %129, align 8
  %130 = getelementptr inbounds [7 x ptr], ptr %14, i64 2
  store ptr @g_199, ptr %130, align 8
  %131 = getelementptr inbounds ptr, ptr %130, i64 1
  store ptr %4, ptr %131, align 8
  %132 = getelementptr inbounds ptr, ptr %130, i64 2
  store ptr @g_199, ptr %132, align 8
  %133 = getelementptr inbounds ptr, ptr %130, i64 3
  store ptr @g_199, ptr %133, align 8
  %134 = getelementptr inbounds ptr, ptr %130, i64 4
  store ptr %2, ptr %134, align 8
  %135 = getelementptr inbounds ptr, ptr %130, i64 5
  store ptr @g_199, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %130, i64 6
  store ptr @g_199, ptr %136, align 8
  %137 = getelementptr inbounds [7 x ptr], ptr %14, i64 3
  store ptr %4, ptr %137, align 8
  %138 = getelementptr inbounds ptr, ptr %137, i64 1
  store ptr %2, ptr %138, align 8
  %139 = getelementptr inbounds ptr, ptr %137, i64 2
  store ptr null, ptr %139, align 8
  %140 = getelementptr inbounds ptr, ptr %137, i64 3
  store ptr null, ptr %140, align 8
  %141 = getelementptr inbounds ptr, ptr %137, i64 4
  store ptr null, ptr %141, align 8
  %142 = getelementptr inbounds ptr, ptr %137, i64 5
  store ptr @g_199, ptr %142, align 8
  %143 = getelementptr inbounds ptr, ptr %137, i64 6
  store ptr null, ptr %143, align 8
  %144 = getelementptr inbounds [7 x ptr], ptr %14, i64 4
  store ptr %4, ptr %144, align 8
  %145 = getelementptr inbounds ptr, ptr %144, i64 1
  store ptr %4, ptr %145, align 8
  %146 = getelementptr inbounds ptr, ptr %144, i64 2
  store ptr %2, ptr %146, align 8
  %147 = getelementptr inbounds ptr, ptr %144, i64 3
  store ptr %2, ptr %147, align 8
  %148 = getelementptr inbounds ptr, ptr %144, i64 4
  store ptr %2, ptr %148, align 8
  %149 = getelementptr inbounds ptr, ptr %144, i64 5
  store ptr null, ptr %149, align 8
  %150 = getelementptr inbounds ptr, ptr %144, i64 6
  store ptr null, ptr %150, align 8
  %151 = getelementptr inbounds [7 x ptr], ptr %14, i64 5
  store ptr @g_199, ptr %151, align 8
  %152 = getelementptr inbounds ptr, ptr %151, i64 1
  store ptr @g_199, ptr %152, align 8
  %153 = getelementptr inbounds ptr, ptr %151, i64 2
  store ptr @g_199, ptr %153, align 8
  %154 = getelementptr inbounds ptr, ptr %151, i64 3
  store ptr @g_199, ptr %154, align 8
  %155 = getelementptr inbounds ptr, ptr %151, i64 4
  store ptr @g_199, ptr %155, align 8
  %156 = getelementptr inbounds ptr, ptr %151, i64 5
  store ptr %2, ptr %156, align 8
  %157 = getelementptr inbounds ptr, ptr %151, i64 6
  store ptr @g_199, ptr %157, align 8
  %158 = getelementptr inbounds [6 x [7 x ptr]], ptr %14, i64 1
  store ptr %2, ptr %158, align 8
  %159 = getelementptr inbounds ptr, ptr %158, i64 1
  store ptr @g_199, ptr %159, align 8
  %160 = getelementptr inbounds ptr, ptr %158, i64 2
  store ptr @g_199, ptr %160, align 8
  %161 = getelementptr inbounds ptr, ptr %158, i64 3
  store ptr null, ptr %161, align 8
  %162 = getelementptr inbounds ptr, ptr %158, i64 4
  store ptr @g_199, ptr %162, align 8
  %163 = getelementptr inbounds ptr, ptr %158, i64 5
  store ptr @g_199, ptr %163, align 8
  %164 = getelementptr inbounds ptr, ptr %158, i64 6
  store ptr @g_199, ptr %164, align 8
  %165 = getelementptr inbounds [7 x ptr], ptr %158, i64 1
  store ptr %4, ptr %165, align 8
  %166 = getelementptr inbounds ptr, ptr %165, i64 1
  store ptr %2, ptr %166, align 8
  %167 = getelementptr inbounds ptr, ptr %165, i64 2
  store ptr %2, ptr %167, align 8
  %168 = getelementptr inbounds ptr, ptr %165, i64 3
  store ptr %4, ptr %168, align 8
  %169 = getelementptr inbounds ptr, ptr %165, i64 4
  store ptr %4, ptr %169, align 8
  %170 = getelementptr inbounds ptr, ptr %165, i64 5
  store ptr @g_199, ptr %170, align 8
  %171 = getelementptr inbounds ptr, ptr %165, i64 6
  store ptr @g_199, ptr %171, align 8
  %172 = getelementptr inbounds [7 x ptr], ptr %158, i64 2
  store ptr %2, ptr %172, align 8
  %173 = getelementptr inbounds ptr, ptr %172, i64 1
  store ptr null, ptr %173, align 8
  %174 = getelementptr inbounds ptr, ptr %172, i64 2
  store ptr %2, ptr %174, align 8
  %175 = getelementptr inbounds ptr, ptr %172, i64 3
  store ptr %4, ptr %175, align 8
  %176 = getelementptr inbounds ptr, ptr %172, i64 4
  store ptr @g_199, ptr %176, align 8
  %177 = getelementptr inbounds ptr, ptr %172, i64 5
  store ptr @g_199, ptr %177, align 8
  %178 = getelementptr inbounds ptr, ptr %172, i64 6
  store ptr @g_199, ptr %178, align 8
  %179 = getelementptr inbounds [7 x ptr], ptr %158, i64 3
  store ptr @g_199, ptr %179, align 8
  %180 = getelementptr inbounds ptr, ptr %179, i64 1
  store ptr %4, ptr %180, align 8
  %181 = getelementptr inbounds ptr, ptr %179, i64 2
  store ptr null, ptr %181, align 8
  %182 = getelementptr inbounds ptr, ptr %179, i64 3
  store ptr %4, ptr %182, align 8
  %183 = getelementptr inbounds ptr, ptr %179, i64 4
  store ptr @g_199, ptr %183, align 8
  %184 = getelementptr inbounds ptr, ptr %179, i64 5
  store ptr @g_199, ptr %184, align 8
  %185 = getelementptr inbounds ptr, ptr %179, i64 6
  store ptr %4, ptr %185, align 8
  %186 = getelementptr inbounds [7 x ptr], ptr %158, i64 4
  store ptr %4, ptr %186, align 8
  %187 = getelementptr inbounds ptr, ptr %186, i64 1
  store ptr %4, ptr %187, align 8
  %188 = getelementptr inbounds ptr, ptr %186, i64 2
  store ptr %2, ptr %188, align 8
  %189 = getelementptr inbounds ptr, ptr %186, i64 3
  store ptr null, ptr %189, align 8
  %190 = getelementptr inbounds ptr, ptr %186, i64 4
  store ptr @g_199, ptr %190, align 8
  %191 = getelementptr inbounds ptr, ptr %186, i64 5
  store ptr @g_199, ptr %191, align 8
  %192 = getelementptr inbounds ptr, ptr %186, i64 6
  store ptr %4, ptr %192, align 8
  %193 = getelementptr inbounds [7 x ptr], ptr %158, i64 5
  store ptr %4, ptr %193, align 8
  %194 = getelementptr inbounds ptr, ptr %193, i64 1
  store ptr @g_199, ptr %194, align 8
  %195 = getelementptr inbounds ptr, ptr %193, i64 2
  store ptr %2, ptr %195, align 8
  %196 = getelementptr inbounds ptr, ptr %193, i64 3
  store ptr %4, ptr %196, align 8
  %197 = getelementptr inbounds ptr, ptr %193, i64 4
  store ptr null, ptr %197, align 8
  %198 = getelementptr inbounds ptr, ptr %193, i64 5
  store ptr %4, ptr %198, align 8
  %199 = getelementptr inbounds ptr, ptr %193, i64 6
  store ptr @g_199, ptr %199, align 8
  %200 = getelementptr inbounds [6 x [7 x ptr]], ptr %14, i64 2
  store ptr @g_199, ptr %200, align 8
  %201 = getelementptr inbounds ptr, ptr %200, i64 1
  store ptr @g_199, ptr %201, align 8
  %202 = getelementptr inbounds ptr, ptr %200, i64 2
  store ptr %4, ptr %202, align 8
  %203 = getelementptr inbounds ptr, ptr %200, i64 3
  store ptr %4, ptr %203, align 8
  %204 = getelementptr inbounds ptr, ptr %200, i64 4
  store ptr %4, ptr %204, align 8
  %205 = getelementptr inbounds ptr, ptr %200, i64 5
  store ptr %4, ptr %205, align 8
  %206 = getelementptr inbounds ptr, ptr %200, i64 6
  store ptr %4, ptr %206, align 8
  %207 = getelementptr inbounds [7 x ptr], ptr %200, i64 1
  store ptr @g_199, ptr %207, align 8
  %208 = getelementptr inbounds ptr, ptr %207, i64 1
  store ptr null, ptr %208, align 8
  %209 = getelementptr inbounds ptr, ptr %207, i64 2
  store ptr %2, ptr %209, align 8
  %210 = getelementptr inbounds ptr, ptr %207, i64 3
  store ptr %2, ptr %210, align 8
  %211 = getelementptr inbounds ptr, ptr %207, i64 4
  store ptr %4, ptr %211, align 8
  %212 = getelementptr inbounds ptr, ptr %207, i64 5
  store ptr %4, ptr %212, align 8
  %213 = getelementptr inbounds ptr, ptr %207, i64 6
  store ptr %4, ptr %213, align 8
  %214 = getelementptr inbounds [7 x ptr], ptr %200, i64 2
  store ptr null, ptr %214, align 8
  %215 = getelementptr inbounds ptr, ptr %214, i64 1
  store ptr @g_199, ptr %215, align 8
  %216 = getelementptr inbounds ptr, ptr %214, i64 2
  store ptr %4, ptr %216, align 8
  %217 = getelementptr inbounds ptr, ptr %214, i64 3
  store ptr %4, ptr %217, align 8
  %218 = getelementptr inbounds ptr, ptr %214, i64 4
  store ptr null, ptr %218, align 8
  %219 = getelementptr inbounds ptr, ptr %214, i64 5
  store ptr @g_199, ptr %219, align 8
  %220 = getelementptr inbounds ptr, ptr %214, i64 6
  store ptr %4, ptr %220, align 8
  %221 = getelementptr inbounds [7 x ptr], ptr %200, i64 3
  store ptr @g_199, ptr %221, align 8
  %222 = getelementptr inbounds ptr, ptr %221, i64 1
  store ptr %2, ptr %222, align 8
  %223 = getelementptr inbounds ptr, ptr %221, i64 2
  store ptr @g_199, ptr %223, align 8
  %224 = getelementptr inbounds ptr, ptr %221, i64 3
  store ptr null, ptr %224, align 8
  %225 = getelementptr inbounds ptr, ptr %221, i64 4
  store ptr %4, ptr %225, align 8
  %226 = getelementptr inbounds ptr, ptr %221, i64 5
  store ptr @g_199, ptr %226, align 8
  %227 = getelementptr inbounds ptr, ptr %221, i64 6
  store ptr null, ptr %227, align 8
  %228 = getelementptr inbounds [7 x ptr], ptr %200, i64 4
  store ptr %4, ptr %228, align 8
  %229 = getelementptr inbounds ptr, ptr %228, i64 1
  store ptr @g_199, ptr %229, align 8
  %230 = getelementptr inbounds ptr, ptr %228, i64 2
  store ptr @g_199, ptr %230, align 8
  %231 = getelementptr inbounds ptr, ptr %228, i64 3
  store ptr %4, ptr %231, align 8
  %232 = getelementptr inbounds ptr, ptr %228, i64 4
  store ptr null, ptr %232, align 8
  %233 = getelementptr inbounds ptr, ptr %228, i64 5
  store ptr %4, ptr %233, align 8
  %234 = getelementptr inbounds ptr, ptr %228, i64 6
  store ptr %2, ptr %234, align 8
  %235 = getelementptr inbounds [7 x ptr], ptr %200, i64 5
  store ptr null, ptr %235, align 8
  %236 = getelementptr inbounds ptr, ptr %235, i64 1
  store ptr @g_199, ptr %236, align 8
  %237 = getelementptr inbounds ptr, ptr %235, i64 2
  store ptr %2, ptr %237, align 8
  %238 = getelementptr inbounds ptr, ptr %235, i64 3
  store ptr %4, ptr %238, align 8
  %239 = getelementptr inbounds ptr, ptr %235, i64 4
  store ptr @g_199, ptr %239, align 8
  %240 = getelementptr inbounds ptr, ptr %235, i64 5
  store ptr %4, ptr %240, align 8
  %241 = getelementptr inbounds ptr, ptr %235, i64 6
  store ptr null, ptr %241, align 8
  %242 = getelementptr inbounds [6 x [7 x ptr]], ptr %14, i64 3
  store ptr @g_199, ptr %242, align 8
  %243 = getelementptr inbounds ptr, ptr %242, i64 1
  store ptr %2, ptr %243, align 8
  %244 = getelementptr inbounds ptr, ptr %242, i64 2
  store ptr null, ptr %244, align 8
  %245 = getelementptr inbounds ptr, ptr %242, i64 3
  store ptr %4, ptr %245, align 8
  %246 = getelementptr inbounds ptr, ptr %242, i64 4
  store ptr %4, ptr %246, align 8
  %247 = getelementptr inbounds ptr, ptr %242, i64 5
  store ptr @g_199, ptr %247, align 8
  %248 = getelementptr inbounds ptr, ptr %242, i64 6
  store ptr %4, ptr %248, align 8
  %249 = getelementptr inbounds [7 x ptr], ptr %242, i64 1
  store ptr @g_199, ptr %249, align 8
  %250 = getelementptr inbounds ptr, ptr %249, i64 1
  store ptr @g_199, ptr %250, align 8
  %251 = getelementptr inbounds ptr, ptr %249, i64 2
  store ptr %4, ptr %251, align 8
  %252 = getelementptr inbounds ptr, ptr %249, i64 3
  store ptr %4, ptr %252, align 8
  %253 = getelementptr inbounds ptr, ptr %249, i64 4
  store ptr %4, ptr %253, align 8
  %254 = getelementptr inbounds ptr, ptr %249, i64 5
  store ptr null, ptr %254, align 8
  %255 = getelementptr inbounds ptr, ptr %249, i64 6
  store ptr %2, ptr %255, align 8
  %256 = getelementptr inbounds [7 x ptr], ptr %242, i64 2
  store ptr @g_199, ptr %256, align 8
  %257 = getelementptr inbounds ptr, ptr %256, i64 1
  store ptr %4, ptr %257, align 8
  %258 = getelementptr inbounds ptr, ptr %256, i64 2
  store ptr @g_199, ptr %258, align 8
  %259 = getelementptr inbounds ptr, ptr %256, i64 3
  store ptr %2, ptr %259, align 8
  %260 = getelementptr inbounds ptr, ptr %256, i64 4
  store ptr null, ptr %260, align 8
  %261 = getelementptr inbounds ptr, ptr %256, i64 5
  store ptr %2, ptr %261, align 8
  %262 = getelementptr inbounds ptr, ptr %256, i64 6
  store ptr %4, ptr %262, align 8
  %263 = getelementptr inbounds [7 x ptr], ptr %242, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %263, ptr align 8 @constinit, i64 56, i1 false)
  %264 = getelementptr inbounds [7 x ptr], ptr %242, i64 4
  store ptr null, ptr %264, align 8
  %265 = getelementptr inbounds ptr, ptr %264, i64 1
  store ptr %4, ptr %265, align 8
  %266 = getelementptr inbounds ptr, ptr %264, i64 2
  store ptr %4, ptr %266, align 8
  %267 = getelementptr inbounds ptr, ptr %264, i64 3
  store ptr %2, ptr %267, align 8
  %268 = getelementptr inbounds ptr, ptr %264, i64 4
  store ptr @g_199, ptr %268, align 8
  %269 = getelementptr inbounds ptr, ptr %264, i64 5
  store ptr @g_199, ptr %269, align 8
  %270 = getelementptr inbounds ptr, ptr %264, i64 6
  store ptr %2, ptr %270, align 8
  %271 = getelementptr inbounds [7 x ptr], ptr %242, i64 5
  store ptr null, ptr %271, align 8
  %272 = getelementptr inbounds ptr, ptr %271, i64 1
  store ptr %4, ptr %272, align 8
  %273 = getelementptr inbounds ptr, ptr %271, i64 2
  store ptr @g_199, ptr %273, align 8
  %274 = getelementptr inbounds ptr, ptr %271, i64 3
  store ptr @g_199, ptr %274, align 8
  %275 = getelementptr inbounds ptr, ptr %271, i64 4
  store ptr %4, ptr %275, align 8
  %276 = getelementptr inbounds ptr, ptr %271, i64 5
  store ptr %2, ptr %276, align 8
  %277 = getelementptr inbounds ptr, ptr %271, i64 6
  store ptr %2, ptr %277, align 8
  %278 = getelementptr inbounds [6 x [7 x ptr]], ptr %14, i64 4
  store ptr %2, ptr %278, align 8
  %279 = getelementptr inbounds ptr, ptr %278, i64 1
  store ptr %4, ptr %279, align 8
  %280 = getelementptr inbounds ptr, ptr %278, i64 2
  store ptr %4, ptr %280, align 8
  %281 = getelementptr inbounds ptr, ptr %278, i64 3
  store ptr %2, ptr %281, align 8
  %282 = getelementptr inbounds ptr, ptr %278, i64 4
  store ptr @g_199, ptr %282, align 8
  %283 = getelementptr inbounds ptr, ptr %278, i64 5
  store ptr %2, ptr %283, align 8
  %284 = getelementptr inbounds ptr, ptr %278, i64 6
  store ptr %2, ptr %284, align 8
  %285 = getelementptr inbounds [7 x ptr], ptr %278, i64 1
  store ptr %2, ptr %285, align 8
  %286 = getelementptr inbounds ptr, ptr %285, i64 1
  store ptr %2, ptr %286, align 8
  %287 = getelementptr inbounds ptr, ptr %285, i64 2
  store ptr %2, ptr %287, align 8
  %288 = getelementptr inbounds ptr, ptr %285, i64 3
  store ptr @g_199, ptr %288, align 8
  %289 = getelementptr inbounds ptr, ptr %285, i64 4
  store ptr %2, ptr %289, align 8
  %290 = getelementptr inbounds ptr, ptr %285, i64 5
  store ptr null, ptr %290, align 8
  %291 = getelementptr inbounds ptr, ptr %285, i64 6
  store ptr null, ptr %291, align 8
  %292 = getelementptr inbounds [7 x ptr], ptr %278, i64 2
  store ptr %4, ptr %292, align 8
  %293 = getelementptr inbounds ptr, ptr %292, i64 1
  store ptr %2, ptr %293, align 8
  %294 = getelementptr inbounds ptr, ptr %292, i64 2
  store ptr %4, ptr %294, align 8
  %295 = getelementptr inbounds ptr, ptr %292, i64 3
  store ptr %2, ptr %295, align 8
  %296 = getelementptr inbounds ptr, ptr %292, i64 4
  store ptr @g_199, ptr %296, align 8
  %297 = getelementptr inbounds ptr, ptr %292, i64 5
  store ptr %2, ptr %297, align 8
  %298 = getelementptr inbounds ptr, ptr %292, i64 6
  store ptr %4, ptr %298, align 8
  %299 = getelementptr inbounds [7 x ptr], ptr %278, i64 3
  store ptr %2, ptr %299, align 8
  %300 = getelementptr inbounds ptr, ptr %299, i64 1
  store ptr @g_199, ptr %300, align 8
  %301 = getelementptr inbounds ptr, ptr %299, i64 2
  store ptr @g_199, ptr %301, align 8
  %302 = getelementptr inbounds ptr, ptr %299, i64 3
  store ptr %4, ptr %302, align 8
  %303 = getelementptr inbounds ptr, ptr %299, i64 4
  store ptr @g_199, ptr %303, align 8
  %304 = getelementptr inbounds ptr, ptr %299, i64 5
  store ptr %2, ptr %304, align 8
  %305 = getelementptr inbounds ptr, ptr %299, i64 6
  store ptr %4, ptr %305, align 8
  %306 = getelementptr inbounds [7 x ptr], ptr %278, i64 4
  store ptr %2, ptr %306, align 8
  %307 = getelementptr inbounds ptr, ptr %306, i64 1
  store ptr null, ptr %307, align 8
  %308 = getelementptr inbounds ptr, ptr %306, i64 2
  store ptr %2, ptr %308, align 8
  %309 = getelementptr inbounds ptr, ptr %306, i64 3
  store ptr %4, ptr %309, align 8
  %310 = getelementptr inbounds ptr, ptr %306, i64 4
  store ptr null, ptr %310, align 8
  %311 = getelementptr inbounds ptr, ptr %306, i64 5
  store ptr %4, ptr %311, align 8
  %312 = getelementptr inbounds ptr, ptr %306, i64 6
  store ptr %2, ptr %312, align 8
  %313 = getelementptr inbounds [7 x ptr], ptr %278, i64 5
  store ptr %2, ptr %313, align 8
  %314 = getelementptr inbounds ptr, ptr %313, i64 1
  store ptr %4, ptr %314, align 8
  %315 = getelementptr inbounds ptr, ptr %313, i64 2
  store ptr %4, ptr %315, align 8
  %316 = getelementptr inbounds ptr, ptr %313, i64 3
  store ptr %4, ptr %316, align 8
  %317 = getelementptr inbounds ptr, ptr %313, i64 4
  store ptr %2, ptr %317, align 8
  %318 = getelementptr inbounds ptr, ptr %313, i64 5
  store ptr %2, ptr %318, align 8
  %319 = getelementptr inbounds ptr, ptr %313, i64 6
  store ptr null, ptr %319, align 8
  %320 = getelementptr inbounds [6 x [7 x ptr]], ptr %14, i64 5
  store ptr %4, ptr %320, align 8
  %321 = getelementptr inbounds ptr, ptr %320, i64 1
  store ptr @g_199, ptr %321, align 8
  %322 = getelementptr inbounds ptr, ptr %320, i64 2
  store ptr %4, ptr %322, align 8
  %323 = getelementptr inbounds ptr, ptr %320, i64 3
  store ptr @g_199, ptr %323, align 8
  %324 = getelementptr inbounds ptr, ptr %320, i64 4
  store ptr null, ptr %324, align 8
  %325 = getelementptr inbounds ptr, ptr %320, i64 5
  store ptr %4, ptr %325, align 8
  %326 = getelementptr inbounds ptr, ptr %320, i64 6
  store ptr null, ptr %326, align 8
  %327 = getelementptr inbounds [7 x ptr], ptr %320, i64 1
  store ptr %2, ptr %327, align 8
  %328 = getelementptr inbounds ptr, ptr %327, i64 1
  store ptr %4, ptr %328, align 8
  %329 = getelementptr inbounds ptr, ptr %327, i64 2
  store ptr %2, ptr %329, align 8
  %330 = getelementptr inbounds ptr, ptr %327, i64 3
  store ptr null, ptr %330, align 8
  %331 = getelementptr inbounds ptr, ptr %327, i64 4
  store ptr %2, ptr %331, align 8
  %332 = getelementptr inbounds ptr, ptr %327, i64 5
  store ptr @g_199, ptr %332, align 8
  %333 = getelementptr inbounds ptr, ptr %327, i64 6
  store ptr @g_199, ptr %333, align 8
  %334 = getelementptr inbounds [7 x ptr], ptr %320, i64 2
  store ptr @g_199, ptr %334, align 8
  %335 = getelementptr inbounds ptr, ptr %334, i64 1
  store ptr %4, ptr %335, align 8
  %336 = getelementptr inbounds ptr, ptr %334, i64 2
  store ptr @g_199, ptr %336, align 8
  %337 = getelementptr inbounds ptr, ptr %334, i64 3
  store ptr @g_199, ptr %337, align 8
  %338 = getelementptr inbounds ptr, ptr %334, i64 4
  store ptr %4, ptr %338, align 8
  %339 = getelementptr inbounds ptr, ptr %334, i64 5
  store ptr @g_199, ptr %339, align 8
  %340 = getelementptr inbounds ptr, ptr %334, i64 6
  store ptr null, ptr %340, align 8
  %341 = getelementptr inbounds [7 x ptr], ptr %320, i64 3
  store ptr @g_199, ptr %341, align 8
  %342 = getelementptr inbounds ptr, ptr %341, i64 1
  store ptr @g_199, ptr %342, align 8
  %343 = getelementptr inbounds ptr, ptr %341, i64 2
  store ptr %4, ptr %343, align 8
  %344 = getelementptr inbounds ptr, ptr %341, i64 3
  store ptr @g_199, ptr %344, align 8
  %345 = getelementptr inbounds ptr, ptr %341, i64 4
  store ptr @g_199, ptr %345, align 8
  %346 = getelementptr inbounds ptr, ptr %341, i64 5
  store ptr %2, ptr %346, align 8
  %347 = getelementptr inbounds ptr, ptr %341, i64 6
  store ptr %4, ptr %347, align 8
  %348 = getelementptr inbounds [7 x ptr], ptr %320, i64 4
  store ptr @g_199, ptr %348, align 8
  %349 = getelementptr inbounds ptr, ptr %348, i64 1
  store ptr %4, ptr %349, align 8
  %350 = getelementptr inbounds ptr, ptr %348, i64 2
  store ptr %4, ptr %350, align 8
  %351 = getelementptr inbounds ptr, ptr %348, i64 3
  store ptr @g_199, ptr %351, align 8
  %352 = getelementptr inbounds ptr, ptr %348, i64 4
  store ptr null, ptr %352, align 8
  %353 = getelementptr inbounds ptr, ptr %348, i64 5
  store ptr @g_199, ptr %353, align 8
  %354 = getelementptr inbounds ptr, ptr %348, i64 6
  store ptr @g_199, ptr %354, align 8
  %355 = getelementptr inbounds [7 x ptr], ptr %320, i64 5
  store ptr %2, ptr %355, align 8
  %356 = getelementptr inbounds ptr, ptr %355, i64 1
  store ptr null, ptr %356, align 8
  %357 = getelementptr inbounds ptr, ptr %355, i64 2
  store ptr null, ptr %357, align 8
  %358 = getelementptr inbounds ptr, ptr %355, i64 3
  store ptr @g_199, ptr %358, align 8
  %359 = getelementptr inbounds ptr, ptr %355, i64 4
  store ptr %4, ptr %359, align 8
  %360 = getelementptr inbounds ptr, ptr %355, i64 5
  store ptr %4, ptr %360, align 8
  %361 = getelementptr inbounds ptr, ptr %355, i64 6
  store ptr %4, ptr %361, align 8
  store ptr null, ptr %15, align 8
  %362 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr @g_60, ptr %362, align 8
  %363 = getelementptr inbounds ptr, ptr %15, i64 2
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %363, align 8
  %364 = getelementptr inbounds ptr, ptr %15, i64 3
  store ptr @g_61, ptr %364, align 8
  %365 = getelementptr inbounds ptr, ptr %15, i64 4
  store ptr null, ptr %365, align 8
  %366 = getelementptr inbounds ptr, ptr %15, i64 5
  store ptr null, ptr %366, align 8
  %367 = getelementptr inbounds ptr, ptr %15, i64 6
  store ptr null, ptr %367, align 8
  %368 = getelementptr inbounds ptr, ptr %15, i64 7
  store ptr %5, ptr %368, align 8
  %369 = getelementptr inbounds ptr, ptr %15, i64 8
  store ptr %5, ptr %369, align 8
  %370 = getelementptr inbounds ptr, ptr %15, i64 9
  store ptr %5, ptr %370, align 8
  %371 = getelementptr inbounds [10 x ptr], ptr %15, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %371, ptr align 8 @constinit.41, i64 80, i1 false)
  %372 = getelementptr inbounds [10 x ptr], ptr %15, i64 2
  store ptr null, ptr %372, align 8
  %373 = getelementptr inbounds ptr, ptr %372, i64 1
  store ptr null, ptr %373, align 8
  %374 = getelementptr inbounds ptr, ptr %372, i64 2
  store ptr @g_61, ptr %374, align 8
  %375 = getelementptr inbounds ptr, ptr %372, i64 3
  store ptr null, ptr %375, align 8
  %376 = getelementptr inbounds ptr, ptr %372, i64 4
  store ptr @g_60, ptr %376, align 8
  %377 = getelementptr inbounds ptr, ptr %372, i64 5
  store ptr %5, ptr %377, align 8
  %378 = getelementptr inbounds ptr, ptr %372, i64 6
  store ptr @g_60, ptr %378, align 8
  %379 = getelementptr inbounds ptr, ptr %372, i64 7
  store ptr null, ptr %379, align 8
  %380 = getelementptr inbounds ptr, ptr %372, i64 8
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %380, align 8
  %381 = getelementptr inbounds ptr, ptr %372, i64 9
  store ptr @g_60, ptr %381, align 8
  %382 = getelementptr inbounds [10 x ptr], ptr %15, i64 3
  store ptr null, ptr %382, align 8
  %383 = getelementptr inbounds ptr, ptr %382, i64 1
  store ptr %5, ptr %383, align 8
  %384 = getelementptr inbounds ptr, ptr %382, i64 2
  store ptr @g_61, ptr %384, align 8
  %385 = getelementptr inbounds ptr, ptr %382, i64 3
  store ptr @g_60, ptr %385, align 8
  %386 = getelementptr inbounds ptr, ptr %382, i64 4
  store ptr @g_60, ptr %386, align 8
  %387 = getelementptr inbounds ptr, ptr %382, i64 5
  store ptr null, ptr %387, align 8
  %388 = getelementptr inbounds ptr, ptr %382, i64 6
  store ptr @g_60, ptr %388, align 8
  %389 = getelementptr inbounds ptr, ptr %382, i64 7
  store ptr @g_60, ptr %389, align 8
  %390 = getelementptr inbounds ptr, ptr %382, i64 8
  store ptr @g_61, ptr %390, align 8
  %391 = getelementptr inbounds ptr, ptr %382, i64 9
  store ptr %5, ptr %391, align 8
  %392 = getelementptr inbounds [10 x ptr], ptr %15, i64 4
  store ptr %5, ptr %392, align 8
  %393 = getelementptr inbounds ptr, ptr %392, i64 1
  store ptr %5, ptr %393, align 8
  %394 = getelementptr inbounds ptr, ptr %392, i64 2
  store ptr null, ptr %394, align 8
  %395 = getelementptr inbounds ptr, ptr %392, i64 3
  store ptr null, ptr %395, align 8
  %396 = getelementptr inbounds ptr, ptr %392, i64 4
  store ptr @g_60, ptr %396, align 8
  %397 = getelementptr inbounds ptr, ptr %392, i64 5
  store ptr @g_60, ptr %397, align 8
  %398 = getelementptr inbounds ptr, ptr %392, i64 6
  store ptr null, ptr %398, align 8
  %399 = getelementptr inbounds ptr, ptr %392, i64 7
  store ptr %5, ptr %399, align 8
  %400 = getelementptr inbounds ptr, ptr %392, i64 8
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %400, align 8
  %401 = getelementptr inbounds ptr, ptr %392, i64 9
  store ptr null, ptr %401, align 8
  %402 = getelementptr inbounds [10 x ptr], ptr %15, i64 5
  store ptr @g_61, ptr %402, align 8
  %403 = getelementptr inbounds ptr, ptr %402, i64 1
  store ptr null, ptr %403, align 8
  %404 = getelementptr inbounds ptr, ptr %402, i64 2
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %404, align 8
  %405 = getelementptr inbounds ptr, ptr %402, i64 3
  store ptr null, ptr %405, align 8
  %406 = getelementptr inbounds ptr, ptr %402, i64 4
  store ptr null, ptr %406, align 8
  %407 = getelementptr inbounds ptr, ptr %402, i64 5
  store ptr @g_60, ptr %407, align 8
  %408 = getelementptr inbounds ptr, ptr %402, i64 6
  store ptr %5, ptr %408, align 8
  %409 = getelementptr inbounds ptr, ptr %402, i64 7
  store ptr %5, ptr %409, align 8
  %410 = getelementptr inbounds ptr, ptr %402, i64 8
  store ptr @g_60, ptr %410, align 8
  %411 = getelementptr inbounds ptr, ptr %402, i64 9
  store ptr null, ptr %411, align 8
  %412 = getelementptr inbounds [10 x ptr], ptr %15, i64 6
  store ptr %5, ptr %412, align 8
  %413 = getelementptr inbounds ptr, ptr %412, i64 1
  store ptr null, ptr %413, align 8
  %414 = getelementptr inbounds ptr, ptr %412, i64 2
  store ptr null, ptr %414, align 8
  %415 = getelementptr inbounds ptr, ptr %412, i64 3
  store ptr %5, ptr %415, align 8
  %416 = getelementptr inbounds ptr, ptr %412, i64 4
  store ptr null, ptr %416, align 8
  %417 = getelementptr inbounds ptr, ptr %412, i64 5
  store ptr null, ptr %417, align 8
  %418 = getelementptr inbounds ptr, ptr %412, i64 6
  store ptr null, ptr %418, align 8
  %419 = getelementptr inbounds ptr, ptr %412, i64 7
  store ptr null, ptr %419, align 8
  %420 = getelementptr inbounds ptr, ptr %412, i64 8
  store ptr @g_60, ptr %420, align 8
  %421 = getelementptr inbounds ptr, ptr %412, i64 9
  store ptr @g_60, ptr %421, align 8
  %422 = getelementptr inbounds [10 x ptr], ptr %15, i64 7
  store ptr null, ptr %422, align 8
  %423 = getelementptr inbounds ptr, ptr %422, i64 1
  store ptr @g_60, ptr %423, align 8
  %424 = getelementptr inbounds ptr, ptr %422, i64 2
  store ptr %5, ptr %424, align 8
  %425 = getelementptr inbounds ptr, ptr %422, i64 3
  store ptr null, ptr %425, align 8
  %426 = getelementptr inbounds ptr, ptr %422, i64 4
  store ptr null, ptr %426, align 8
  %427 = getelementptr inbounds ptr, ptr %422, i64 5
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %427, align 8
  %428 = getelementptr inbounds ptr, ptr %422, i64 6
  store ptr @g_60, ptr %428, align 8
  %429 = getelementptr inbounds ptr, ptr %422, i64 7
  store ptr null, ptr %429, align 8
  %430 = getelementptr inbounds ptr, ptr %422, i64 8
  store ptr @g_60, ptr %430, align 8
  %431 = getelementptr inbounds ptr, ptr %422, i64 9
  store ptr null, ptr %431, align 8
  %432 = getelementptr inbounds [10 x ptr], ptr %15, i64 8
  store ptr %5, ptr %432, align 8
  %433 = getelementptr inbounds ptr, ptr %432, i64 1
  store ptr null, ptr %433, align 8
  %434 = getelementptr inbounds ptr, ptr %432, i64 2
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %434, align 8
  %435 = getelementptr inbounds ptr, ptr %432, i64 3
  store ptr @g_60, ptr %435, align 8
  %436 = getelementptr inbounds ptr, ptr %432, i64 4
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %436, align 8
  %437 = getelementptr inbounds ptr, ptr %432, i64 5
  store ptr null, ptr %437, align 8
  %438 = getelementptr inbounds ptr, ptr %432, i64 6
  store ptr %5, ptr %438, align 8
  %439 = getelementptr inbounds ptr, ptr %432, i64 7
  store ptr null, ptr %439, align 8
  %440 = getelementptr inbounds ptr, ptr %432, i64 8
  store ptr @g_61, ptr %440, align 8
  %441 = getelementptr inbounds ptr, ptr %432, i64 9
  store ptr null, ptr %441, align 8
  %442 = getelementptr inbounds [10 x ptr], ptr %15, i64 9
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %442, ptr align 8 @constinit.42, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.func_1.l_233, i64 16, i1 false)
  store i16 17, ptr @g_104, align 2
  br label %443

443:                                              ; preds = %514, %116
  %444 = load i16, ptr @g_104, align 2
  %445 = zext i16 %444 to i32
  %446 = icmp eq i32 %445, 47
  br i1 %446, label %447, label %517

447:                                              ; preds = %443
  %448 = load volatile ptr, ptr @g_4, align 8
  %449 = load i32, ptr %448, align 4
  %450 = load ptr, ptr %1, align 8
  store i32 %449, ptr %450, align 4
  store i16 17, ptr @g_2, align 2
  br label %451

451:                                              ; preds = %508, %447
  %452 = load i16, ptr @g_2, align 2
  %453 = zext i16 %452 to i32
  %454 = icmp sgt i32 %453, 6
  br i1 %454, label %455, label %513

455:                                              ; preds = %451
  store ptr null, ptr %20, align 8
  store ptr getelementptr inbounds ([3 x %struct.S0], ptr getelementptr inbounds ([8 x [3 x %struct.S0]], ptr @g_87, i64 0, i64 3), i64 0, i64 2), ptr %21, align 8
  store ptr %21, ptr %22, align 8
  store ptr @g_90, ptr %23, align 8
  store ptr %8, ptr %24, align 8
  store i32 -1, ptr %25, align 4
  store i32 -281890229, ptr %26, align 4
  store ptr @g_230, ptr %27, align 8
  %456 = getelementptr inbounds [6 x [6 x [7 x ptr]]], ptr %14, i64 0, i64 1
  %457 = getelementptr inbounds [6 x [7 x ptr]], ptr %456, i64 0, i64 5
  %458 = getelementptr inbounds [7 x ptr], ptr %457, i64 0, i64 3
  %459 = load ptr, ptr %458, align 8
  %460 = load volatile ptr, ptr @g_92, align 8
  %461 = load ptr, ptr %460, align 8
  %462 = load i16, ptr @g_51, align 2
  %463 = load ptr, ptr %22, align 8
  store ptr null, ptr %463, align 8
  %464 = load ptr, ptr %23, align 8
  %465 = icmp ne ptr %464, @g_90
  %466 = zext i1 %465 to i32
  %467 = getelementptr inbounds [10 x [10 x ptr]], ptr %15, i64 0, i64 3
  %468 = getelementptr inbounds [10 x ptr], ptr %467, i64 0, i64 8
  %469 = load ptr, ptr %468, align 16
  %470 = icmp ne ptr %469, null
  %471 = zext i1 %470 to i32
  %472 = load ptr, ptr %8, align 8
  %473 = load ptr, ptr %24, align 8
  store ptr %472, ptr %473, align 8
  %474 = icmp eq ptr null, %472
  %475 = zext i1 %474 to i32
  %476 = trunc i32 %475 to i8
  %477 = call i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %476, i32 noundef 7)
  %478 = zext i8 %477 to i32
  %479 = icmp ne i32 %478, 0
  br i1 %479, label %480, label %481

480:                                              ; preds = %455
  br label %481

481:                                              ; preds = %480, %455
  %482 = phi i1 [ false, %455 ], [ true, %480 ]
  %483 = zext i1 %482 to i32
  store i32 %483, ptr @g_226, align 4
  %484 = trunc i32 %483 to i16
  %485 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %484, i16 noundef -1)
  %486 = trunc i16 %485 to i8
  %487 = call i8 @safe_add_func_int8_t_s_s(i8 noundef %486, i8 noundef 75)
  %488 = sext i8 %487 to i16
  %489 = load ptr, ptr %27, align 8
  store i16 %488, ptr %489, align 2
  %490 = sext i16 %488 to i32
  %491 = load i16, ptr @g_90, align 8
  %492 = zext i16 %491 to i32
  %493 = or i32 %490, %492
  %494 = icmp ne ptr %459, null
  %495 = zext i1 %494 to i32
  %496 = trunc i32 %495 to i16
  %497 = call i16 @safe_add_func_uint16_t_u_u(i16 noundef 1, i16 noundef %496)
  %498 = zext i16 %497 to i32
  %499 = load ptr, ptr %1, align 8
  %500 = load i32, ptr %499, align 4
  %501 = xor i32 %500, %498
  store i32 %501, ptr %499, align 4
  %502 = load ptr, ptr %2, align 8
  %503 = load i32, ptr %502, align 4
  %504 = trunc i32 %503 to i8
  %505 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef %504, i32 noundef 3)
  %506 = sext i8 %505 to i32
  %507 = load ptr, ptr %1, align 8
  store i32 %506, ptr %507, align 4
  br label %508

508:                                              ; preds = %481
  %509 = load i16, ptr @g_2, align 2
  %510 = zext i16 %509 to i64
  %511 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %510, i64 noundef 8)
  %512 = trunc i64 %511 to i16
  store i16 %512, ptr @g_2, align 2
  br label %451, !llvm.loop !19

513:                                              ; preds = %451
  br label %514

514:                                              ; preds = %513
  %515 = load i16, ptr @g_104, align 2
  %516 = add i16 %515, 1
  store i16 %516, ptr @g_104, align 2
  br label %443, !llvm.loop !20

517:                                              ; preds = %443
  %518 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %518, ptr align 8 @g_224, i64 24, i1 true)
  %519 = load ptr, ptr %10, align 8
  store ptr %519, ptr @g_236, align 8
  br label %520

520:                                              ; preds = %517
  %521 = load i64, ptr @g_90, align 8
  %522 = add nsw i64 %521, -1
  store i64 %522, ptr @g_90, align 8
  br label %113, !llvm.loop !21

523:                                              ; preds = %113
  %524 = load i32, ptr @g_5, align 4
  ret i32 %524
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = xor i32 %12, -1
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, ptr noundef %11, i32 noundef %13)
  br label %15

15:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @func_6(i16 noundef %0, i16 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca [1 x ptr], align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  store i32 %2, ptr %6, align 4
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 2), ptr %7, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %18, %3
  %12 = load i32, ptr %10, align 4
  %13 = icmp slt i32 %12, 1
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = load i32, ptr %10, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 %16
  store ptr %7, ptr %17, align 8
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %10, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %10, align 4
  br label %11, !llvm.loop !22

21:                                               ; preds = %11
  store ptr %6, ptr @g_199, align 8
  %22 = load ptr, ptr %9, align 8
  ret ptr %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_mul_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @func_12(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [8 x ptr], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca [4 x i8], align 1
  %24 = alloca ptr, align 8
  %25 = alloca i16, align 2
  %26 = alloca [5 x ptr], align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [4 x i32], align 16
  %31 = alloca i8, align 1
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca ptr, align 8
  %36 = alloca %struct.S0, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i16, align 2
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca [8 x ptr], align 16
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca [7 x i32], align 16
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca [3 x ptr], align 16
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca ptr, align 8
  %64 = alloca i32, align 4
  %65 = alloca %union.U5, align 4
  %66 = alloca [2 x [8 x ptr]], align 16
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca i32, align 4
  %77 = alloca [3 x i32], align 4
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca [1 x ptr], align 8
  %92 = alloca i8, align 1
  %93 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr @g_5, ptr %8, align 8
  store ptr %8, ptr %9, align 8
  store ptr %9, ptr %10, align 8
  store ptr @g_90, ptr %11, align 8
  store ptr getelementptr inbounds ([5 x %struct.S1], ptr @g_94, i64 0, i64 3), ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.func_12.l_114, i64 64, i1 false)
  store i32 -736377191, ptr %14, align 4
  store i32 2, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store i32 -1464513343, ptr %17, align 4
  store i32 -7, ptr %18, align 4
  store i32 -5, ptr %19, align 4
  store ptr null, ptr %20, align 8
  store ptr null, ptr %21, align 8
  store i8 0, ptr @g_43, align 1
  br label %94

94:                                               ; preds = %405, %3
  %95 = load i8, ptr @g_43, align 1
  %96 = zext i8 %95 to i32
  %97 = icmp slt i32 %96, 46
  br i1 %97, label %98, label %410

98:                                               ; preds = %94
  store ptr @g_79, ptr %24, align 8
  store i16 -19094, ptr %25, align 2
  call void @llvm.memset.p0.i64(ptr align 16 %26, i8 0, i64 40, i1 false)
  %99 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 0
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %99, align 16
  %100 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 1
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %100, align 8
  %101 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 2
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %101, align 16
  %102 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 3
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %102, align 8
  %103 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 4
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %103, align 16
  store i32 -894208638, ptr %27, align 4
  store i32 3, ptr %28, align 4
  store i32 246503751, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %30, ptr align 16 @__const.func_12.l_166, i64 16, i1 false)
  store i8 -113, ptr %31, align 1
  store i32 -565094906, ptr %32, align 4
  store i32 0, ptr %33, align 4
  br label %104

104:                                              ; preds = %111, %98
  %105 = load i32, ptr %33, align 4
  %106 = icmp slt i32 %105, 4
  br i1 %106, label %107, label %114

107:                                              ; preds = %104
  %108 = load i32, ptr %33, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 %109
  store i8 -3, ptr %110, align 1
  br label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %33, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %33, align 4
  br label %104, !llvm.loop !23

114:                                              ; preds = %104
  %115 = load i64, ptr %6, align 8
  %116 = load ptr, ptr %10, align 8
  %117 = icmp eq ptr %116, %9
  %118 = zext i1 %117 to i32
  %119 = sext i32 %118 to i64
  %120 = xor i64 %115, %119
  %121 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 3
  %122 = load i8, ptr %121, align 1
  %123 = zext i8 %122 to i64
  %124 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef 1408880820258346918, i64 noundef %123)
  %125 = trunc i64 %124 to i32
  %126 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %125, i32 noundef 54303081)
  %127 = load i16, ptr @g_51, align 2
  %128 = zext i16 %127 to i32
  %129 = load ptr, ptr %24, align 8
  %130 = load i16, ptr %129, align 2
  %131 = zext i16 %130 to i32
  %132 = and i32 %131, %128
  %133 = trunc i32 %132 to i16
  store i16 %133, ptr %129, align 2
  %134 = zext i16 %133 to i32
  %135 = and i32 %126, %134
  %136 = sext i32 %135 to i64
  %137 = icmp eq i64 %120, %136
  %138 = zext i1 %137 to i32
  %139 = load i64, ptr %6, align 8
  %140 = trunc i64 %139 to i8
  %141 = load i64, ptr %6, align 8
  %142 = trunc i64 %141 to i8
  %143 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %140, i8 noundef %142)
  %144 = zext i8 %143 to i32
  %145 = call i32 @safe_add_func_int32_t_s_s(i32 noundef 1, i32 noundef %144)
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %147, label %207

147:                                              ; preds = %114
  store i64 4, ptr %34, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %35, align 8
  %148 = load i16, ptr @g_79, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 @g_80, i64 24, i1 true)
  %149 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %150 = load i32, ptr %149, align 8
  %151 = load i64, ptr %6, align 8
  %152 = icmp ne i64 %151, 0
  br i1 %152, label %165, label %153

153:                                              ; preds = %147
  %154 = load i16, ptr @g_51, align 2
  %155 = zext i16 %154 to i32
  %156 = load i16, ptr %25, align 2
  %157 = sext i16 %156 to i32
  %158 = load ptr, ptr %9, align 8
  %159 = load ptr, ptr %158, align 8
  %160 = load i32, ptr %159, align 4
  %161 = xor i32 %160, %157
  store i32 %161, ptr %159, align 4
  %162 = icmp ne i32 %161, -1
  %163 = zext i1 %162 to i32
  %164 = icmp slt i32 %155, %163
  br label %165

165:                                              ; preds = %153, %147
  %166 = phi i1 [ true, %147 ], [ %164, %153 ]
  %167 = zext i1 %166 to i32
  %168 = sext i32 %167 to i64
  %169 = load i64, ptr %34, align 8
  %170 = and i64 %168, %169
  %171 = xor i64 %170, 1
  %172 = and i32 %150, 22022
  %173 = xor i32 -4, %172
  %174 = load i32, ptr getelementptr inbounds ([2 x %struct.S2], ptr @g_63, i64 0, i64 1), align 16
  %175 = icmp uge i32 1, %174
  %176 = zext i1 %175 to i32
  %177 = load i64, ptr %34, align 8
  %178 = load ptr, ptr %35, align 8
  %179 = load i32, ptr %178, align 4
  %180 = sext i32 %179 to i64
  %181 = and i64 %180, %177
  %182 = trunc i64 %181 to i32
  store i32 %182, ptr %178, align 4
  %183 = icmp ne i32 %182, 0
  br i1 %183, label %184, label %186

184:                                              ; preds = %165
  store ptr getelementptr inbounds ([3 x %struct.S0], ptr getelementptr inbounds ([8 x [3 x %struct.S0]], ptr getelementptr inbounds ([2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 1), i64 0, i64 3), i64 0, i64 2), ptr %37, align 8
  store ptr %37, ptr %38, align 8
  %185 = load ptr, ptr %38, align 8
  store ptr null, ptr %185, align 8
  br label %190

186:                                              ; preds = %165
  %187 = load ptr, ptr %35, align 8
  %188 = load i32, ptr %187, align 4
  %189 = trunc i32 %188 to i8
  store i8 %189, ptr %4, align 1
  br label %414

190:                                              ; preds = %184
  %191 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 1
  store i64 0, ptr %191, align 8
  br label %192

192:                                              ; preds = %202, %190
  %193 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 1
  %194 = load i64, ptr %193, align 8
  %195 = icmp sle i64 %194, 1
  br i1 %195, label %196, label %206

196:                                              ; preds = %192
  store i16 21347, ptr %39, align 2
  %197 = load i16, ptr %39, align 2
  %198 = sext i16 %197 to i32
  %199 = load ptr, ptr %35, align 8
  %200 = load i32, ptr %199, align 4
  %201 = xor i32 %200, %198
  store i32 %201, ptr %199, align 4
  br label %202

202:                                              ; preds = %196
  %203 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 1
  %204 = load i64, ptr %203, align 8
  %205 = add nsw i64 %204, 1
  store i64 %205, ptr %203, align 8
  br label %192, !llvm.loop !24

206:                                              ; preds = %192
  br label %355

207:                                              ; preds = %114
  store ptr getelementptr inbounds (%struct.S0, ptr getelementptr inbounds ([3 x %struct.S0], ptr getelementptr inbounds ([8 x [3 x %struct.S0]], ptr getelementptr inbounds ([2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 1), i64 0, i64 3), i64 0, i64 2), i32 0, i32 1), ptr %40, align 8
  store i32 0, ptr %41, align 4
  store ptr null, ptr %42, align 8
  store i32 -10, ptr %44, align 4
  store ptr %14, ptr %45, align 8
  store ptr null, ptr %46, align 8
  store ptr %29, ptr %47, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %48, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %49, align 8
  store i32 -126724353, ptr %50, align 4
  store ptr %44, ptr %51, align 8
  store ptr %27, ptr %52, align 8
  store ptr @g_5, ptr %53, align 8
  store ptr %14, ptr %54, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %55, i8 0, i64 28, i1 false)
  store ptr %14, ptr %56, align 8
  store ptr @g_5, ptr %57, align 8
  store ptr %27, ptr %58, align 8
  store ptr null, ptr %59, align 8
  store i32 0, ptr %61, align 4
  store i32 0, ptr %62, align 4
  br label %208

208:                                              ; preds = %215, %207
  %209 = load i32, ptr %62, align 4
  %210 = icmp slt i32 %209, 8
  br i1 %210, label %211, label %218

211:                                              ; preds = %208
  %212 = load i32, ptr %62, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 %213
  store ptr null, ptr %214, align 8
  br label %215

215:                                              ; preds = %211
  %216 = load i32, ptr %62, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %62, align 4
  br label %208, !llvm.loop !25

218:                                              ; preds = %208
  store i32 0, ptr %62, align 4
  br label %219

219:                                              ; preds = %226, %218
  %220 = load i32, ptr %62, align 4
  %221 = icmp slt i32 %220, 3
  br i1 %221, label %222, label %229

222:                                              ; preds = %219
  %223 = load i32, ptr %62, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [3 x ptr], ptr %60, i64 0, i64 %224
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %225, align 8
  br label %226

226:                                              ; preds = %222
  %227 = load i32, ptr %62, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %62, align 4
  br label %219, !llvm.loop !26

229:                                              ; preds = %219
  store i16 0, ptr @g_79, align 2
  br label %230

230:                                              ; preds = %245, %229
  %231 = load i16, ptr @g_79, align 2
  %232 = zext i16 %231 to i32
  %233 = icmp sle i32 %232, 3
  br i1 %233, label %234, label %250

234:                                              ; preds = %230
  store ptr %11, ptr %63, align 8
  %235 = load ptr, ptr %11, align 8
  %236 = load ptr, ptr %63, align 8
  store ptr %235, ptr %236, align 8
  %237 = load volatile ptr, ptr @g_92, align 8
  store ptr %235, ptr %237, align 8
  %238 = load volatile ptr, ptr @g_96, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %238, ptr align 8 getelementptr inbounds ([5 x %struct.S1], ptr @g_94, i64 0, i64 1), i64 8, i1 true)
  %239 = load i16, ptr @g_79, align 2
  %240 = zext i16 %239 to i64
  %241 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 %240
  %242 = load i8, ptr %241, align 1
  %243 = zext i8 %242 to i32
  %244 = load ptr, ptr %8, align 8
  store i32 %243, ptr %244, align 4
  br label %245

245:                                              ; preds = %234
  %246 = load i16, ptr @g_79, align 2
  %247 = zext i16 %246 to i32
  %248 = add nsw i32 %247, 1
  %249 = trunc i32 %248 to i16
  store i16 %249, ptr @g_79, align 2
  br label %230, !llvm.loop !27

250:                                              ; preds = %230
  %251 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  %252 = load ptr, ptr %251, align 8
  %253 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 4
  store ptr %252, ptr %253, align 16
  %254 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %255 = load i32, ptr %254, align 8
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %258 = load i32, ptr %257, align 8
  %259 = zext i32 %258 to i64
  %260 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %259, i64 noundef 2)
  %261 = load i16, ptr @g_104, align 2
  %262 = zext i16 %261 to i64
  %263 = load ptr, ptr %40, align 8
  store i64 %262, ptr %263, align 8
  %264 = or i64 2926171996038384175, %262
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %65, ptr align 4 getelementptr inbounds ([2 x %union.U5], ptr @g_106, i64 0, i64 1), i64 4, i1 true)
  %265 = load i64, ptr %6, align 8
  %266 = trunc i64 %265 to i16
  %267 = load i32, ptr %41, align 4
  %268 = xor i32 110, %267
  %269 = load ptr, ptr %42, align 8
  %270 = icmp eq ptr @g_93, %269
  %271 = zext i1 %270 to i32
  %272 = xor i32 %271, 5
  %273 = call i16 @safe_rshift_func_int16_t_s_u(i16 noundef %266, i32 noundef %272)
  %274 = sext i16 %273 to i32
  %275 = icmp eq i32 %274, -317124237
  %276 = zext i1 %275 to i32
  %277 = sext i32 %276 to i64
  %278 = load ptr, ptr %40, align 8
  store i64 %277, ptr %278, align 8
  %279 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %260, i64 noundef %277)
  %280 = icmp ne i64 %256, %279
  %281 = zext i1 %280 to i32
  %282 = load ptr, ptr %10, align 8
  %283 = load ptr, ptr %282, align 8
  %284 = load ptr, ptr %283, align 8
  store i32 %281, ptr %284, align 4
  br i1 %280, label %285, label %327

285:                                              ; preds = %250
  store ptr @g_99, ptr %66, align 8
  %286 = getelementptr inbounds ptr, ptr %66, i64 1
  %287 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %287, ptr %286, align 8
  %288 = getelementptr inbounds ptr, ptr %66, i64 2
  %289 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %289, ptr %288, align 8
  %290 = getelementptr inbounds ptr, ptr %66, i64 3
  %291 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  store ptr %291, ptr %290, align 8
  %292 = getelementptr inbounds ptr, ptr %66, i64 4
  %293 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %293, ptr %292, align 8
  %294 = getelementptr inbounds ptr, ptr %66, i64 5
  %295 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %295, ptr %294, align 8
  %296 = getelementptr inbounds ptr, ptr %66, i64 6
  store ptr @g_99, ptr %296, align 8
  %297 = getelementptr inbounds ptr, ptr %66, i64 7
  store ptr @g_99, ptr %297, align 8
  %298 = getelementptr inbounds [8 x ptr], ptr %66, i64 1
  %299 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %299, ptr %298, align 8
  %300 = getelementptr inbounds ptr, ptr %298, i64 1
  %301 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  store ptr %301, ptr %300, align 8
  %302 = getelementptr inbounds ptr, ptr %298, i64 2
  %303 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 4
  store ptr %303, ptr %302, align 8
  %304 = getelementptr inbounds ptr, ptr %298, i64 3
  %305 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 4
  store ptr %305, ptr %304, align 8
  %306 = getelementptr inbounds ptr, ptr %298, i64 4
  %307 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  store ptr %307, ptr %306, align 8
  %308 = getelementptr inbounds ptr, ptr %298, i64 5
  %309 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %309, ptr %308, align 8
  %310 = getelementptr inbounds ptr, ptr %298, i64 6
  store ptr null, ptr %310, align 8
  %311 = getelementptr inbounds ptr, ptr %298, i64 7
  %312 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %312, ptr %311, align 8
  %313 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  %314 = load ptr, ptr %313, align 16
  store ptr %314, ptr %12, align 8
  %315 = getelementptr inbounds [8 x ptr], ptr %13, i64 0, i64 6
  store ptr %314, ptr %315, align 16
  %316 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef 27970, i16 noundef 32674)
  %317 = zext i16 %316 to i32
  %318 = load ptr, ptr %9, align 8
  %319 = load ptr, ptr %318, align 8
  store i32 %317, ptr %319, align 4
  %320 = load i16, ptr %25, align 2
  %321 = sext i16 %320 to i32
  %322 = load ptr, ptr %9, align 8
  %323 = load ptr, ptr %322, align 8
  store i32 %321, ptr %323, align 4
  %324 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %325 = load i32, ptr %324, align 8
  %326 = load ptr, ptr %8, align 8
  store i32 %325, ptr %326, align 4
  br label %352

327:                                              ; preds = %250
  store ptr null, ptr %69, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 3), ptr %70, align 8
  store ptr null, ptr %71, align 8
  store ptr @g_5, ptr %72, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 6), ptr %73, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %74, align 8
  store ptr @g_5, ptr %75, align 8
  store i32 1134166472, ptr %76, align 4
  store ptr @g_5, ptr %78, align 8
  store ptr %27, ptr %79, align 8
  store ptr null, ptr %80, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %81, align 8
  store ptr null, ptr %82, align 8
  store ptr %28, ptr %83, align 8
  store ptr @g_5, ptr %84, align 8
  store ptr %14, ptr %85, align 8
  store ptr %44, ptr %86, align 8
  store ptr %27, ptr %87, align 8
  store ptr %76, ptr %88, align 8
  store ptr %44, ptr %89, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 7), ptr %90, align 8
  store i8 1, ptr %92, align 1
  store i32 0, ptr %93, align 4
  br label %328

328:                                              ; preds = %335, %327
  %329 = load i32, ptr %93, align 4
  %330 = icmp slt i32 %329, 3
  br i1 %330, label %331, label %338

331:                                              ; preds = %328
  %332 = load i32, ptr %93, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [3 x i32], ptr %77, i64 0, i64 %333
  store i32 -1, ptr %334, align 4
  br label %335

335:                                              ; preds = %331
  %336 = load i32, ptr %93, align 4
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr %93, align 4
  br label %328, !llvm.loop !28

338:                                              ; preds = %328
  store i32 0, ptr %93, align 4
  br label %339

339:                                              ; preds = %346, %338
  %340 = load i32, ptr %93, align 4
  %341 = icmp slt i32 %340, 1
  br i1 %341, label %342, label %349

342:                                              ; preds = %339
  %343 = load i32, ptr %93, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [1 x ptr], ptr %91, i64 0, i64 %344
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %345, align 8
  br label %346

346:                                              ; preds = %342
  %347 = load i32, ptr %93, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %93, align 4
  br label %339, !llvm.loop !29

349:                                              ; preds = %339
  %350 = load i8, ptr %92, align 1
  %351 = add i8 %350, -1
  store i8 %351, ptr %92, align 1
  br label %352

352:                                              ; preds = %349, %285
  %353 = load i32, ptr %61, align 4
  %354 = add i32 %353, 1
  store i32 %354, ptr %61, align 4
  br label %355

355:                                              ; preds = %352, %206
  %356 = load i32, ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), align 16
  %357 = trunc i32 %356 to i16
  %358 = call i16 @safe_unary_minus_func_int16_t_s(i16 noundef %357)
  %359 = sext i16 %358 to i32
  %360 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %361 = load i32, ptr %360, align 8
  %362 = icmp ne i32 %361, 0
  %363 = xor i1 %362, true
  %364 = zext i1 %363 to i32
  %365 = trunc i32 %364 to i8
  %366 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef %365, i32 noundef 2)
  %367 = sext i8 %366 to i64
  %368 = load i32, ptr @g_84, align 16
  %369 = icmp ne i32 %368, 0
  %370 = xor i1 %369, true
  %371 = zext i1 %370 to i32
  %372 = trunc i32 %371 to i8
  %373 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %372, i8 noundef 1)
  %374 = sext i8 %373 to i64
  %375 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %367, i64 noundef %374)
  %376 = trunc i64 %375 to i8
  %377 = load ptr, ptr %20, align 8
  %378 = load ptr, ptr %21, align 8
  %379 = icmp eq ptr %377, %378
  %380 = zext i1 %379 to i32
  store i32 %380, ptr %27, align 4
  %381 = icmp ne ptr @g_93, %11
  %382 = zext i1 %381 to i32
  %383 = sext i32 %382 to i64
  %384 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %383, i64 noundef 8638862203100007876)
  %385 = trunc i64 %384 to i32
  %386 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %385, i32 noundef 124379278)
  %387 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %388 = load i32, ptr %387, align 8
  %389 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %386, i32 noundef %388)
  %390 = icmp ne i32 %389, 0
  br i1 %390, label %394, label %391

391:                                              ; preds = %355
  %392 = load i32, ptr %32, align 4
  %393 = icmp ne i32 %392, 0
  br label %394

394:                                              ; preds = %391, %355
  %395 = phi i1 [ true, %355 ], [ %393, %391 ]
  %396 = zext i1 %395 to i32
  %397 = call i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %376, i32 noundef %396)
  %398 = zext i8 %397 to i16
  %399 = load i16, ptr %25, align 2
  %400 = call i16 @safe_div_func_int16_t_s_s(i16 noundef %398, i16 noundef %399)
  %401 = sext i16 %400 to i32
  %402 = icmp sle i32 %359, %401
  %403 = zext i1 %402 to i32
  %404 = load ptr, ptr %8, align 8
  store i32 %403, ptr %404, align 4
  br label %405

405:                                              ; preds = %394
  %406 = load i8, ptr @g_43, align 1
  %407 = zext i8 %406 to i32
  %408 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %407, i32 noundef 7)
  %409 = trunc i32 %408 to i8
  store i8 %409, ptr @g_43, align 1
  br label %94, !llvm.loop !30

410:                                              ; preds = %94
  %411 = load ptr, ptr %8, align 8
  %412 = load i32, ptr %411, align 4
  %413 = trunc i32 %412 to i8
  store i8 %413, ptr %4, align 1
  br label %414

414:                                              ; preds = %410, %186
  %415 = load i8, ptr %4, align 1
  ret i8 %415
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_22(i16 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca [8 x [4 x [2 x ptr]]], align 16
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store ptr %1, ptr %4, align 8
  store ptr @g_5, ptr %5, align 8
  store ptr %5, ptr %6, align 8
  store i16 2, ptr %3, align 2
  br label %16

16:                                               ; preds = %114, %2
  %17 = load i16, ptr %3, align 2
  %18 = zext i16 %17 to i32
  %19 = icmp sle i32 %18, 6
  br i1 %19, label %20, label %119

20:                                               ; preds = %16
  store ptr %6, ptr %7, align 8
  store ptr @g_43, ptr %8, align 8
  store i64 9084645690590707014, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.func_22.l_50, i64 512, i1 false)
  store ptr %5, ptr %11, align 8
  store ptr %11, ptr %12, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = load ptr, ptr %7, align 8
  store ptr %21, ptr %22, align 8
  %23 = load i16, ptr %3, align 2
  %24 = zext i16 %23 to i64
  %25 = getelementptr inbounds [7 x i32], ptr @g_25, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = load i16, ptr %3, align 2
  %28 = zext i16 %27 to i64
  %29 = getelementptr inbounds [7 x i32], ptr @g_25, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = load ptr, ptr %31, align 8
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %33, align 4
  %35 = icmp ule i32 %30, %34
  br i1 %35, label %89, label %36

36:                                               ; preds = %20
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %8, align 8
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = or i32 %41, %38
  %43 = trunc i32 %42 to i8
  store i8 %43, ptr %39, align 1
  %44 = icmp ne i8 %43, 0
  br i1 %44, label %45, label %70

45:                                               ; preds = %36
  %46 = load ptr, ptr %4, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = load ptr, ptr %47, align 8
  %49 = load ptr, ptr %48, align 8
  %50 = load i32, ptr %49, align 4
  %51 = icmp ne ptr %46, @g_4
  %52 = zext i1 %51 to i32
  %53 = call i8 @safe_lshift_func_uint8_t_u_u(i8 noundef -32, i32 noundef %52)
  %54 = zext i8 %53 to i32
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %57, label %56

56:                                               ; preds = %45
  br label %57

57:                                               ; preds = %56, %45
  %58 = phi i1 [ true, %45 ], [ true, %56 ]
  %59 = zext i1 %58 to i32
  %60 = icmp ne i32 0, %59
  %61 = zext i1 %60 to i32
  %62 = icmp sle i32 9, %61
  %63 = zext i1 %62 to i32
  %64 = trunc i32 %63 to i16
  %65 = load i32, ptr @g_5, align 4
  %66 = trunc i32 %65 to i16
  %67 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %64, i16 noundef %66)
  %68 = zext i16 %67 to i32
  %69 = icmp ne i32 %68, 0
  br label %70

70:                                               ; preds = %57, %36
  %71 = phi i1 [ true, %36 ], [ %69, %57 ]
  %72 = zext i1 %71 to i32
  %73 = load i64, ptr %9, align 8
  %74 = trunc i64 %73 to i32
  %75 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %72, i32 noundef %74)
  %76 = trunc i32 %75 to i8
  %77 = load ptr, ptr %6, align 8
  %78 = load ptr, ptr %77, align 8
  %79 = load i32, ptr %78, align 4
  %80 = trunc i32 %79 to i8
  %81 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %76, i8 noundef %80)
  %82 = call i8 @safe_rshift_func_int8_t_s_u(i8 noundef %81, i32 noundef 4)
  %83 = sext i8 %82 to i32
  %84 = icmp ugt i32 %83, 0
  %85 = zext i1 %84 to i32
  %86 = load i16, ptr @g_2, align 2
  store i16 %86, ptr @g_51, align 2
  %87 = zext i16 %86 to i32
  %88 = icmp ne i32 %87, 0
  br label %89

89:                                               ; preds = %70, %20
  %90 = phi i1 [ true, %20 ], [ %88, %70 ]
  %91 = zext i1 %90 to i32
  %92 = load i16, ptr @g_2, align 2
  %93 = load i16, ptr %3, align 2
  %94 = zext i16 %93 to i32
  %95 = call i16 @safe_lshift_func_uint16_t_u_s(i16 noundef %92, i32 noundef %94)
  %96 = zext i16 %95 to i32
  %97 = load ptr, ptr %7, align 8
  %98 = load ptr, ptr %97, align 8
  %99 = load ptr, ptr %98, align 8
  %100 = load i32, ptr %99, align 4
  %101 = icmp sge i32 %96, %100
  %102 = zext i1 %101 to i32
  %103 = icmp eq i32 %26, %102
  br i1 %103, label %104, label %105

104:                                              ; preds = %89
  br label %105

105:                                              ; preds = %104, %89
  %106 = phi i1 [ false, %89 ], [ false, %104 ]
  %107 = zext i1 %106 to i32
  %108 = icmp sge i32 %107, 60523
  %109 = zext i1 %108 to i32
  %110 = trunc i32 %109 to i8
  %111 = call i8 @safe_rshift_func_uint8_t_u_u(i8 noundef %110, i32 noundef 3)
  %112 = zext i8 %111 to i32
  %113 = load ptr, ptr %5, align 8
  store i32 %112, ptr %113, align 4
  store ptr %4, ptr %12, align 8
  br label %114

114:                                              ; preds = %105
  %115 = load i16, ptr %3, align 2
  %116 = zext i16 %115 to i32
  %117 = add nsw i32 %116, 1
  %118 = trunc i32 %117 to i16
  store i16 %118, ptr %3, align 2
  br label %16, !llvm.loop !31

119:                                              ; preds = %16
  ret i64 -1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_sub_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_add_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_add_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i16 @safe_mul_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_int8_t_s_s(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = xor i64 %5, %6
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = xor i64 %9, %10
  %12 = and i64 %11, -9223372036854775808
  %13 = xor i64 %8, %12
  %14 = load i64, ptr %4, align 8
  %15 = sub nsw i64 %13, %14
  %16 = load i64, ptr %4, align 8
  %17 = xor i64 %15, %16
  %18 = and i64 %7, %17
  %19 = icmp slt i64 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8
  br label %26

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = sub nsw i64 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ]
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 2147483647, %12
  %14 = icmp sgt i32 %11, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 -2147483648, %23
  %25 = icmp slt i32 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4
  br label %32

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %29, %30
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ]
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %13

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = udiv i64 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ]
  ret i64 %14
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
define internal i16 @safe_rshift_func_int16_t_s_u(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %11, label %14

11:                                               ; preds = %8, %2
  %12 = load i16, ptr %3, align 2
  %13 = sext i16 %12 to i32
  br label %19

14:                                               ; preds = %8
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 %16, %17
  br label %19

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ]
  %21 = trunc i32 %20 to i16
  ret i16 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_mul_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i16 @safe_unary_minus_func_int16_t_s(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_div_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp eq i32 %10, -32768
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2
  %18 = sext i16 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2
  %21 = sext i16 %20 to i32
  %22 = load i16, ptr %4, align 2
  %23 = sext i16 %22 to i32
  %24 = sdiv i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_lshift_func_int8_t_s_s(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_sub_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_uint8_t_u_u(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_lshift_func_uint16_t_u_s(i16 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_int8_t_s_u(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_lshift_func_uint8_t_u_u(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1
  %9 = zext i8 %8 to i32
  %10 = load i32, ptr %4, align 4
  %11 = ashr i32 255, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i8, ptr %3, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i8
  ret i8 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef %0) #0 {
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
