; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@g_25 = internal global [7 x i32] [i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724, i32 -294824724], align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"g_25[i]\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_43 = internal global i8 28, align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1
@g_51 = internal global i16 -21769, align 2
@.str.8 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1
@g_63 = internal global [2 x %struct.S2] [%struct.S2 { i32 1181417982, i64 5381145630633034818 }, %struct.S2 { i32 1181417982, i64 5381145630633034818 }], align 8
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
@g_84 = internal global [9 x i32] [i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064], align 4
@.str.18 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1
@g_87 = internal global [2 x [8 x [3 x %struct.S0]]] [[8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }, %struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }, %struct.S0 { i32 -1, i64 102658735669053455, i8 -1, i8 -8, i32 914662098 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 -1, i64 -4368823725623485820, i8 89, i8 -65, i32 1 }, %struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }]], [8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 1572567013, i64 -31187724472005752, i8 70, i8 -88, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }, %struct.S0 { i32 -8, i64 1601732979438555484, i8 17, i8 64, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }], [3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }]]], align 8
@.str.19 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f0\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f1\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f2\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f3\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f4\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"g_90.f0\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"g_90.f1\00", align 1
@g_94 = internal global [5 x %struct.S1] [%struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }], align 4
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
@crc32_tab = internal global [256 x i32] zeroinitializer, align 4
@g_18 = internal constant i32 -1, align 4
@g_20 = internal constant i32 -1, align 4
@g_4 = internal global ptr @g_5, align 8
@g_60 = internal global ptr @g_43, align 8
@g_61 = internal global [2 x ptr] [ptr @g_43, ptr @g_43], align 8
@g_199 = internal global ptr @g_5, align 8
@constinit = private constant [7 x ptr] [ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199, ptr @g_199], align 8
@constinit.41 = private constant [10 x ptr] [ptr @g_60, ptr @g_61, ptr null, ptr @g_60, ptr @g_60, ptr null, ptr @g_61, ptr @g_60, ptr null, ptr null], align 8
@constinit.42 = private constant [10 x ptr] [ptr @g_61, ptr null, ptr getelementptr (i8, ptr @g_61, i64 8), ptr null, ptr @g_60, ptr null, ptr null, ptr @g_60, ptr null, ptr null], align 8
@__const.func_1.l_233 = private unnamed_addr constant %struct.S2 { i32 -1, i64 -6129823799792818535 }, align 8
@g_92 = internal global ptr @g_93, align 8
@g_236 = internal global ptr @g_237, align 8
@__const.func_12.l_114 = private unnamed_addr constant [8 x ptr] [ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 8), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 8), ptr getelementptr (i8, ptr @g_94, i64 32), ptr getelementptr (i8, ptr @g_94, i64 32)], align 8
@__const.func_12.l_166 = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 4
@g_96 = internal global ptr getelementptr (i8, ptr @g_94, i64 8), align 8
@g_93 = internal global ptr @g_90, align 8
@g_99 = internal global ptr @g_94, align 8
@__const.func_22.l_50 = private unnamed_addr constant [8 x [4 x [2 x ptr]]] [[4 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_51], [2 x ptr] [ptr @g_51, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null], [2 x ptr] [ptr null, ptr @g_51]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr null], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_2]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr @g_51], [2 x ptr] zeroinitializer, [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_51, ptr @g_51]], [4 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr null, ptr @g_51]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_51, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null], [2 x ptr] [ptr null, ptr @g_51], [2 x ptr] [ptr @g_51, ptr null]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_51, ptr @g_2]], [4 x [2 x ptr]] [[2 x ptr] [ptr @g_2, ptr @g_2], [2 x ptr] [ptr @g_2, ptr @g_51], [2 x ptr] [ptr @g_2, ptr null], [2 x ptr] [ptr @g_51, ptr @g_51]]], align 8
@g_237 = internal global ptr null, align 8
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_62 = internal constant { i32, [12 x i8] } { i32 -4, [12 x i8] undef }, align 8
@g_90 = internal global { i16, [6 x i8] } { i16 -25577, [6 x i8] undef }, align 8
@g_106 = internal global [4 x [2 x { i8, [3 x i8] }]] [[2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }]], align 4
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
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5
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
  br label %29, !llvm.loop !6

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
  %64 = load i32, ptr %63, align 8
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
  br label %56, !llvm.loop !8

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
  br label %100, !llvm.loop !9

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
  br label %128, !llvm.loop !10

207:                                              ; preds = %128
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %7, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %7, align 4
  br label %124, !llvm.loop !11

211:                                              ; preds = %124
  br label %212

212:                                              ; preds = %211
  %213 = load i32, ptr %6, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %6, align 4
  br label %120, !llvm.loop !12

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
  %229 = load volatile i32, ptr %228, align 4
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
  br label %221, !llvm.loop !13

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
  br label %256, !llvm.loop !14

279:                                              ; preds = %256
  br label %280

280:                                              ; preds = %279
  %281 = load i32, ptr %6, align 4
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr %6, align 4
  br label %252, !llvm.loop !15

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
  %311 = zext i32 %310 to i64
  %312 = xor i64 %311, 4294967295
  %313 = trunc i64 %312 to i32
  %314 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %313, i32 noundef %314)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

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
  br label %10, !llvm.loop !16

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
  br label %5, !llvm.loop !17

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca [9 x [2 x ptr]], align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x ptr], align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [6 x ptr], align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [6 x [6 x [7 x ptr]]], align 8
  %14 = alloca [10 x [10 x ptr]], align 8
  %15 = alloca %struct.S2, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  store ptr null, ptr %1, align 8
  store ptr @g_18, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 144, i1 false)
  %27 = getelementptr inbounds ptr, ptr %3, i64 1
  %28 = getelementptr inbounds [2 x ptr], ptr %3, i64 1
  store ptr %2, ptr %28, align 8
  %29 = getelementptr inbounds ptr, ptr %28, i64 1
  %30 = getelementptr inbounds [2 x ptr], ptr %3, i64 2
  %31 = getelementptr inbounds ptr, ptr %30, i64 1
  %32 = getelementptr inbounds [2 x ptr], ptr %3, i64 3
  store ptr %2, ptr %32, align 8
  %33 = getelementptr inbounds ptr, ptr %32, i64 1
  %34 = getelementptr inbounds [2 x ptr], ptr %3, i64 4
  %35 = getelementptr inbounds ptr, ptr %34, i64 1
  %36 = getelementptr inbounds [2 x ptr], ptr %3, i64 5
  store ptr %2, ptr %36, align 8
  %37 = getelementptr inbounds ptr, ptr %36, i64 1
  %38 = getelementptr inbounds [2 x ptr], ptr %3, i64 6
  %39 = getelementptr inbounds ptr, ptr %38, i64 1
  %40 = getelementptr inbounds [2 x ptr], ptr %3, i64 7
  store ptr %2, ptr %40, align 8
  %41 = getelementptr inbounds ptr, ptr %40, i64 1
  %42 = getelementptr inbounds [2 x ptr], ptr %3, i64 8
  %43 = getelementptr inbounds ptr, ptr %42, i64 1
  store ptr @g_20, ptr %4, align 8
  store ptr @g_43, ptr %5, align 8
  store ptr %1, ptr %7, align 8
  store ptr @g_224, ptr %8, align 8
  %44 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 2
  store ptr %44, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %45

45:                                               ; preds = %52, %0
  %46 = load i32, ptr %11, align 4
  %47 = icmp slt i32 %46, 3
  br i1 %47, label %48, label %55

48:                                               ; preds = %45
  %49 = load i32, ptr %11, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 %50
  store ptr %5, ptr %51, align 8
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %11, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %11, align 4
  br label %45, !llvm.loop !18

55:                                               ; preds = %45
  store i32 0, ptr %11, align 4
  br label %56

56:                                               ; preds = %63, %55
  %57 = load i32, ptr %11, align 4
  %58 = icmp slt i32 %57, 6
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 %61
  store ptr getelementptr inbounds (%struct.S0, ptr @g_224, i32 0, i32 1), ptr %62, align 8
  br label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %11, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %11, align 4
  br label %56, !llvm.loop !19

66:                                               ; preds = %56
  %67 = load i16, ptr @g_2, align 2
  %68 = zext i16 %67 to i32
  %69 = load volatile ptr, ptr @g_4, align 8
  store i32 %68, ptr %69, align 4
  %70 = load i16, ptr @g_2, align 2
  %71 = trunc i16 %70 to i8
  %72 = load ptr, ptr %1, align 8
  store ptr %72, ptr %4, align 8
  %73 = load ptr, ptr %2, align 8
  %74 = load i32, ptr %73, align 4
  %75 = trunc i32 %74 to i16
  %76 = call i64 @func_22(i16 noundef %75, ptr noundef %1)
  %77 = load ptr, ptr %5, align 8
  store ptr %77, ptr @g_60, align 8
  store ptr %77, ptr @g_61, align 8
  %78 = load ptr, ptr %2, align 8
  %79 = load i32, ptr %78, align 4
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %81, label %82

81:                                               ; preds = %66
  br label %82

82:                                               ; preds = %81, %66
  %83 = phi i1 [ false, %66 ], [ true, %81 ]
  %84 = zext i1 %83 to i32
  %85 = and i32 %84, -1
  %86 = icmp eq ptr %77, null
  %87 = zext i1 %86 to i32
  %88 = icmp sle i32 %87, -1
  %89 = zext i1 %88 to i32
  %90 = trunc i32 %89 to i8
  %91 = load i32, ptr @g_5, align 4
  %92 = trunc i32 %91 to i8
  %93 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %90, i8 noundef %92)
  %94 = icmp ne i8 %93, 0
  %95 = xor i1 %94, true
  %96 = zext i1 %95 to i32
  %97 = sext i32 %96 to i64
  %98 = icmp sgt i64 %97, 48297
  %99 = zext i1 %98 to i32
  %100 = icmp slt i32 %99, -1
  %101 = zext i1 %100 to i32
  %102 = sext i32 %101 to i64
  %103 = icmp sgt i64 %102, 64
  %104 = zext i1 %103 to i32
  %105 = sext i32 %104 to i64
  %106 = load [2 x i64], ptr getelementptr inbounds ([2 x %struct.S2], ptr @g_63, i64 0, i64 1), align 8
  %107 = call i8 @func_12(ptr noundef %72, i64 noundef %105, [2 x i64] %106)
  %108 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %71, i8 noundef %107)
  %109 = zext i8 %108 to i16
  %110 = load i16, ptr @g_90, align 8
  %111 = load i16, ptr @g_104, align 2
  %112 = zext i16 %111 to i32
  %113 = call ptr @func_6(i16 noundef %109, i16 noundef %110, i32 noundef %112)
  %114 = load ptr, ptr %7, align 8
  store ptr %113, ptr %114, align 8
  store volatile ptr %113, ptr @g_4, align 8
  store i64 10, ptr @g_90, align 8
  br label %115

115:                                              ; preds = %522, %82
  %116 = load i64, ptr @g_90, align 8
  %117 = icmp sge i64 %116, 8
  br i1 %117, label %118, label %525

118:                                              ; preds = %115
  store ptr null, ptr %13, align 8
  %119 = getelementptr inbounds ptr, ptr %13, i64 1
  store ptr %2, ptr %119, align 8
  %120 = getelementptr inbounds ptr, ptr %13, i64 2
  store ptr %4, ptr %120, align 8
  %121 = getelementptr inbounds ptr, ptr %13, i64 3
  store ptr %4, ptr %121, align 8
  %122 = getelementptr inbounds ptr, ptr %13, i64 4
  store ptr @g_199, ptr %122, align 8
  %123 = getelementptr inbounds ptr, ptr %13, i64 5
  store ptr @g_199, ptr %123, align 8
  %124 = getelementptr inbounds ptr, ptr %13, i64 6
  store ptr %2, ptr %124, align 8
  %125 = getelementptr inbounds [7 x ptr], ptr %13, i64 1
  store ptr @g_199, ptr %125, align 8
  %126 = getelementptr inbounds ptr, ptr %125, i64 1
  store ptr @g_199, ptr %126, align 8
  %127 = getelementptr inbounds ptr, ptr %125, i64 2
  store ptr %4, ptr %127, align 8
  %128 = getelementptr inbounds ptr, ptr %125, i64 3
  store ptr @g_199, ptr %128, align 8
  %129 = getelementptr inbounds ptr, ptr %125, i64 4
  store ptr %4, ptr %129, align 8
  %130 = getelementptr inbounds ptr, ptr %125, i64 5
  store ptr %4, ptr %130, align 8
  %131 = getelementptr inbounds ptr, ptr %125, i64 6
  store ptr @g_199, ptr %131, align 8
  %132 = getelementptr inbounds [7 x ptr], ptr %13, i64 2
  store ptr @g_199, ptr %132, align 8
  %133 = getelementptr inbounds ptr, ptr %132, i64 1
  store ptr %4, ptr %133, align 8
  %134 = getelementptr inbounds ptr, ptr %132, i64 2
  store ptr @g_199, ptr %134, align 8
  %135 = getelementptr inbounds ptr, ptr %132, i64 3
  store ptr @g_199, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %132, i64 4
  store ptr %2, ptr %136, align 8
  %137 = getelementptr inbounds ptr, ptr %132, i64 5
  store ptr @g_199, ptr %137, align 8
  %138 = getelementptr inbounds ptr, ptr %132, i64 6
  store ptr @g_199, ptr %138, align 8
  %139 = getelementptr inbounds [7 x ptr], ptr %13, i64 3
  store ptr %4, ptr %139, align 8
  %140 = getelementptr inbounds ptr, ptr %139, i64 1
  store ptr %2, ptr %140, align 8
  %141 = getelementptr inbounds ptr, ptr %139, i64 2
  store ptr null, ptr %141, align 8
  %142 = getelementptr inbounds ptr, ptr %139, i64 3
  store ptr null, ptr %142, align 8
  %143 = getelementptr inbounds ptr, ptr %139, i64 4
  store ptr null, ptr %143, align 8
  %144 = getelementptr inbounds ptr, ptr %139, i64 5
  store ptr @g_199, ptr %144, align 8
  %145 = getelementptr inbounds ptr, ptr %139, i64 6
  store ptr null, ptr %145, align 8
  %146 = getelementptr inbounds [7 x ptr], ptr %13, i64 4
  store ptr %4, ptr %146, align 8
  %147 = getelementptr inbounds ptr, ptr %146, i64 1
  store ptr %4, ptr %147, align 8
  %148 = getelementptr inbounds ptr, ptr %146, i64 2
  store ptr %2, ptr %148, align 8
  %149 = getelementptr inbounds ptr, ptr %146, i64 3
  store ptr %2, ptr %149, align 8
  %150 = getelementptr inbounds ptr, ptr %146, i64 4
  store ptr %2, ptr %150, align 8
  %151 = getelementptr inbounds ptr, ptr %146, i64 5
  store ptr null, ptr %151, align 8
  %152 = getelementptr inbounds ptr, ptr %146, i64 6
  store ptr null, ptr %152, align 8
  %153 = getelementptr inbounds [7 x ptr], ptr %13, i64 5
  store ptr @g_199, ptr %153, align 8
  %154 = getelementptr inbounds ptr, ptr %153, i64 1
  store ptr @g_199, ptr %154, align 8
  %155 = getelementptr inbounds ptr, ptr %153, i64 2
  store ptr @g_199, ptr %155, align 8
  %156 = getelementptr inbounds ptr, ptr %153, i64 3
  store ptr @g_199, ptr %156, align 8
  %157 = getelementptr inbounds ptr, ptr %153, i64 4
  store ptr @g_199, ptr %157, align 8
  %158 = getelementptr inbounds ptr, ptr %153, i64 5
  store ptr %2, ptr %158, align 8
  %159 = getelementptr inbounds ptr, ptr %153, i64 6
  store ptr @g_199, ptr %159, align 8
  %160 = getelementptr inbounds [6 x [7 x ptr]], ptr %13, i64 1
  store ptr %2, ptr %160, align 8
  %161 = getelementptr inbounds ptr, ptr %160, i64 1
  store ptr @g_199, ptr %161, align 8
  %162 = getelementptr inbounds ptr, ptr %160, i64 2
  store ptr @g_199, ptr %162, align 8
  %163 = getelementptr inbounds ptr, ptr %160, i64 3
  store ptr null, ptr %163, align 8
  %164 = getelementptr inbounds ptr, ptr %160, i64 4
  store ptr @g_199, ptr %164, align 8
  %165 = getelementptr inbounds ptr, ptr %160, i64 5
  store ptr @g_199, ptr %165, align 8
  %166 = getelementptr inbounds ptr, ptr %160, i64 6
  store ptr @g_199, ptr %166, align 8
  %167 = getelementptr inbounds [7 x ptr], ptr %160, i64 1
  store ptr %4, ptr %167, align 8
  %168 = getelementptr inbounds ptr, ptr %167, i64 1
  store ptr %2, ptr %168, align 8
  %169 = getelementptr inbounds ptr, ptr %167, i64 2
  store ptr %2, ptr %169, align 8
  %170 = getelementptr inbounds ptr, ptr %167, i64 3
  store ptr %4, ptr %170, align 8
  %171 = getelementptr inbounds ptr, ptr %167, i64 4
  store ptr %4, ptr %171, align 8
  %172 = getelementptr inbounds ptr, ptr %167, i64 5
  store ptr @g_199, ptr %172, align 8
  %173 = getelementptr inbounds ptr, ptr %167, i64 6
  store ptr @g_199, ptr %173, align 8
  %174 = getelementptr inbounds [7 x ptr], ptr %160, i64 2
  store ptr %2, ptr %174, align 8
  %175 = getelementptr inbounds ptr, ptr %174, i64 1
  store ptr null, ptr %175, align 8
  %176 = getelementptr inbounds ptr, ptr %174, i64 2
  store ptr %2, ptr %176, align 8
  %177 = getelementptr inbounds ptr, ptr %174, i64 3
  store ptr %4, ptr %177, align 8
  %178 = getelementptr inbounds ptr, ptr %174, i64 4
  store ptr @g_199, ptr %178, align 8
  %179 = getelementptr inbounds ptr, ptr %174, i64 5
  store ptr @g_199, ptr %179, align 8
  %180 = getelementptr inbounds ptr, ptr %174, i64 6
  store ptr @g_199, ptr %180, align 8
  %181 = getelementptr inbounds [7 x ptr], ptr %160, i64 3
  store ptr @g_199, ptr %181, align 8
  %182 = getelementptr inbounds ptr, ptr %181, i64 1
  store ptr %4, ptr %182, align 8
  %183 = getelementptr inbounds ptr, ptr %181, i64 2
  store ptr null, ptr %183, align 8
  %184 = getelementptr inbounds ptr, ptr %181, i64 3
  store ptr %4, ptr %184, align 8
  %185 = getelementptr inbounds ptr, ptr %181, i64 4
  store ptr @g_199, ptr %185, align 8
  %186 = getelementptr inbounds ptr, ptr %181, i64 5
  store ptr @g_199, ptr %186, align 8
  %187 = getelementptr inbounds ptr, ptr %181, i64 6
  store ptr %4, ptr %187, align 8
  %188 = getelementptr inbounds [7 x ptr], ptr %160, i64 4
  store ptr %4, ptr %188, align 8
  %189 = getelementptr inbounds ptr, ptr %188, i64 1
  store ptr %4, ptr %189, align 8
  %190 = getelementptr inbounds ptr, ptr %188, i64 2
  store ptr %2, ptr %190, align 8
  %191 = getelementptr inbounds ptr, ptr %188, i64 3
  store ptr null, ptr %191, align 8
  %192 = getelementptr inbounds ptr, ptr %188, i64 4
  store ptr @g_199, ptr %192, align 8
  %193 = getelementptr inbounds ptr, ptr %188, i64 5
  store ptr @g_199, ptr %193, align 8
  %194 = getelementptr inbounds ptr, ptr %188, i64 6
  store ptr %4, ptr %194, align 8
  %195 = getelementptr inbounds [7 x ptr], ptr %160, i64 5
  store ptr %4, ptr %195, align 8
  %196 = getelementptr inbounds ptr, ptr %195, i64 1
  store ptr @g_199, ptr %196, align 8
  %197 = getelementptr inbounds ptr, ptr %195, i64 2
  store ptr %2, ptr %197, align 8
  %198 = getelementptr inbounds ptr, ptr %195, i64 3
  store ptr %4, ptr %198, align 8
  %199 = getelementptr inbounds ptr, ptr %195, i64 4
  store ptr null, ptr %199, align 8
  %200 = getelementptr inbounds ptr, ptr %195, i64 5
  store ptr %4, ptr %200, align 8
  %201 = getelementptr inbounds ptr, ptr %195, i64 6
  store ptr @g_199, ptr %201, align 8
  %202 = getelementptr inbounds [6 x [7 x ptr]], ptr %13, i64 2
  store ptr @g_199, ptr %202, align 8
  %203 = getelementptr inbounds ptr, ptr %202, i64 1
  store ptr @g_199, ptr %203, align 8
  %204 = getelementptr inbounds ptr, ptr %202, i64 2
  store ptr %4, ptr %204, align 8
  %205 = getelementptr inbounds ptr, ptr %202, i64 3
  store ptr %4, ptr %205, align 8
  %206 = getelementptr inbounds ptr, ptr %202, i64 4
  store ptr %4, ptr %206, align 8
  %207 = getelementptr inbounds ptr, ptr %202, i64 5
  store ptr %4, ptr %207, align 8
  %208 = getelementptr inbounds ptr, ptr %202, i64 6
  store ptr %4, ptr %208, align 8
  %209 = getelementptr inbounds [7 x ptr], ptr %202, i64 1
  store ptr @g_199, ptr %209, align 8
  %210 = getelementptr inbounds ptr, ptr %209, i64 1
  store ptr null, ptr %210, align 8
  %211 = getelementptr inbounds ptr, ptr %209, i64 2
  store ptr %2, ptr %211, align 8
  %212 = getelementptr inbounds ptr, ptr %209, i64 3
  store ptr %2, ptr %212, align 8
  %213 = getelementptr inbounds ptr, ptr %209, i64 4
  store ptr %4, ptr %213, align 8
  %214 = getelementptr inbounds ptr, ptr %209, i64 5
  store ptr %4, ptr %214, align 8
  %215 = getelementptr inbounds ptr, ptr %209, i64 6
  store ptr %4, ptr %215, align 8
  %216 = getelementptr inbounds [7 x ptr], ptr %202, i64 2
  store ptr null, ptr %216, align 8
  %217 = getelementptr inbounds ptr, ptr %216, i64 1
  store ptr @g_199, ptr %217, align 8
  %218 = getelementptr inbounds ptr, ptr %216, i64 2
  store ptr %4, ptr %218, align 8
  %219 = getelementptr inbounds ptr, ptr %216, i64 3
  store ptr %4, ptr %219, align 8
  %220 = getelementptr inbounds ptr, ptr %216, i64 4
  store ptr null, ptr %220, align 8
  %221 = getelementptr inbounds ptr, ptr %216, i64 5
  store ptr @g_199, ptr %221, align 8
  %222 = getelementptr inbounds ptr, ptr %216, i64 6
  store ptr %4, ptr %222, align 8
  %223 = getelementptr inbounds [7 x ptr], ptr %202, i64 3
  store ptr @g_199, ptr %223, align 8
  %224 = getelementptr inbounds ptr, ptr %223, i64 1
  store ptr %2, ptr %224, align 8
  %225 = getelementptr inbounds ptr, ptr %223, i64 2
  store ptr @g_199, ptr %225, align 8
  %226 = getelementptr inbounds ptr, ptr %223, i64 3
  store ptr null, ptr %226, align 8
  %227 = getelementptr inbounds ptr, ptr %223, i64 4
  store ptr %4, ptr %227, align 8
  %228 = getelementptr inbounds ptr, ptr %223, i64 5
  store ptr @g_199, ptr %228, align 8
  %229 = getelementptr inbounds ptr, ptr %223, i64 6
  store ptr null, ptr %229, align 8
  %230 = getelementptr inbounds [7 x ptr], ptr %202, i64 4
  store ptr %4, ptr %230, align 8
  %231 = getelementptr inbounds ptr, ptr %230, i64 1
  store ptr @g_199, ptr %231, align 8
  %232 = getelementptr inbounds ptr, ptr %230, i64 2
  store ptr @g_199, ptr %232, align 8
  %233 = getelementptr inbounds ptr, ptr %230, i64 3
  store ptr %4, ptr %233, align 8
  %234 = getelementptr inbounds ptr, ptr %230, i64 4
  store ptr null, ptr %234, align 8
  %235 = getelementptr inbounds ptr, ptr %230, i64 5
  store ptr %4, ptr %235, align 8
  %236 = getelementptr inbounds ptr, ptr %230, i64 6
  store ptr %2, ptr %236, align 8
  %237 = getelementptr inbounds [7 x ptr], ptr %202, i64 5
  store ptr null, ptr %237, align 8
  %238 = getelementptr inbounds ptr, ptr %237, i64 1
  store ptr @g_199, ptr %238, align 8
  %239 = getelementptr inbounds ptr, ptr %237, i64 2
  store ptr %2, ptr %239, align 8
  %240 = getelementptr inbounds ptr, ptr %237, i64 3
  store ptr %4, ptr %240, align 8
  %241 = getelementptr inbounds ptr, ptr %237, i64 4
  store ptr @g_199, ptr %241, align 8
  %242 = getelementptr inbounds ptr, ptr %237, i64 5
  store ptr %4, ptr %242, align 8
  %243 = getelementptr inbounds ptr, ptr %237, i64 6
  store ptr null, ptr %243, align 8
  %244 = getelementptr inbounds [6 x [7 x ptr]], ptr %13, i64 3
  store ptr @g_199, ptr %244, align 8
  %245 = getelementptr inbounds ptr, ptr %244, i64 1
  store ptr %2, ptr %245, align 8
  %246 = getelementptr inbounds ptr, ptr %244, i64 2
  store ptr null, ptr %246, align 8
  %247 = getelementptr inbounds ptr, ptr %244, i64 3
  store ptr %4, ptr %247, align 8
  %248 = getelementptr inbounds ptr, ptr %244, i64 4
  store ptr %4, ptr %248, align 8
  %249 = getelementptr inbounds ptr, ptr %244, i64 5
  store ptr @g_199, ptr %249, align 8
  %250 = getelementptr inbounds ptr, ptr %244, i64 6
  store ptr %4, ptr %250, align 8
  %251 = getelementptr inbounds [7 x ptr], ptr %244, i64 1
  store ptr @g_199, ptr %251, align 8
  %252 = getelementptr inbounds ptr, ptr %251, i64 1
  store ptr @g_199, ptr %252, align 8
  %253 = getelementptr inbounds ptr, ptr %251, i64 2
  store ptr %4, ptr %253, align 8
  %254 = getelementptr inbounds ptr, ptr %251, i64 3
  store ptr %4, ptr %254, align 8
  %255 = getelementptr inbounds ptr, ptr %251, i64 4
  store ptr %4, ptr %255, align 8
  %256 = getelementptr inbounds ptr, ptr %251, i64 5
  store ptr null, ptr %256, align 8
  %257 = getelementptr inbounds ptr, ptr %251, i64 6
  store ptr %2, ptr %257, align 8
  %258 = getelementptr inbounds [7 x ptr], ptr %244, i64 2
  store ptr @g_199, ptr %258, align 8
  %259 = getelementptr inbounds ptr, ptr %258, i64 1
  store ptr %4, ptr %259, align 8
  %260 = getelementptr inbounds ptr, ptr %258, i64 2
  store ptr @g_199, ptr %260, align 8
  %261 = getelementptr inbounds ptr, ptr %258, i64 3
  store ptr %2, ptr %261, align 8
  %262 = getelementptr inbounds ptr, ptr %258, i64 4
  store ptr null, ptr %262, align 8
  %263 = getelementptr inbounds ptr, ptr %258, i64 5
  store ptr %2, ptr %263, align 8
  %264 = getelementptr inbounds ptr, ptr %258, i64 6
  store ptr %4, ptr %264, align 8
  %265 = getelementptr inbounds [7 x ptr], ptr %244, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %265, ptr align 8 @constinit, i64 56, i1 false)
  %266 = getelementptr inbounds [7 x ptr], ptr %244, i64 4
  store ptr null, ptr %266, align 8
  %267 = getelementptr inbounds ptr, ptr %266, i64 1
  store ptr %4, ptr %267, align 8
  %268 = getelementptr inbounds ptr, ptr %266, i64 2
  store ptr %4, ptr %268, align 8
  %269 = getelementptr inbounds ptr, ptr %266, i64 3
  store ptr %2, ptr %269, align 8
  %270 = getelementptr inbounds ptr, ptr %266, i64 4
  store ptr @g_199, ptr %270, align 8
  %271 = getelementptr inbounds ptr, ptr %266, i64 5
  store ptr @g_199, ptr %271, align 8
  %272 = getelementptr inbounds ptr, ptr %266, i64 6
  store ptr %2, ptr %272, align 8
  %273 = getelementptr inbounds [7 x ptr], ptr %244, i64 5
  store ptr null, ptr %273, align 8
  %274 = getelementptr inbounds ptr, ptr %273, i64 1
  store ptr %4, ptr %274, align 8
  %275 = getelementptr inbounds ptr, ptr %273, i64 2
  store ptr @g_199, ptr %275, align 8
  %276 = getelementptr inbounds ptr, ptr %273, i64 3
  store ptr @g_199, ptr %276, align 8
  %277 = getelementptr inbounds ptr, ptr %273, i64 4
  store ptr %4, ptr %277, align 8
  %278 = getelementptr inbounds ptr, ptr %273, i64 5
  store ptr %2, ptr %278, align 8
  %279 = getelementptr inbounds ptr, ptr %273, i64 6
  store ptr %2, ptr %279, align 8
  %280 = getelementptr inbounds [6 x [7 x ptr]], ptr %13, i64 4
  store ptr %2, ptr %280, align 8
  %281 = getelementptr inbounds ptr, ptr %280, i64 1
  store ptr %4, ptr %281, align 8
  %282 = getelementptr inbounds ptr, ptr %280, i64 2
  store ptr %4, ptr %282, align 8
  %283 = getelementptr inbounds ptr, ptr %280, i64 3
  store ptr %2, ptr %283, align 8
  %284 = getelementptr inbounds ptr, ptr %280, i64 4
  store ptr @g_199, ptr %284, align 8
  %285 = getelementptr inbounds ptr, ptr %280, i64 5
  store ptr %2, ptr %285, align 8
  %286 = getelementptr inbounds ptr, ptr %280, i64 6
  store ptr %2, ptr %286, align 8
  %287 = getelementptr inbounds [7 x ptr], ptr %280, i64 1
  store ptr %2, ptr %287, align 8
  %288 = getelementptr inbounds ptr, ptr %287, i64 1
  store ptr %2, ptr %288, align 8
  %289 = getelementptr inbounds ptr, ptr %287, i64 2
  store ptr %2, ptr %289, align 8
  %290 = getelementptr inbounds ptr, ptr %287, i64 3
  store ptr @g_199, ptr %290, align 8
  %291 = getelementptr inbounds ptr, ptr %287, i64 4
  store ptr %2, ptr %291, align 8
  %292 = getelementptr inbounds ptr, ptr %287, i64 5
  store ptr null, ptr %292, align 8
  %293 = getelementptr inbounds ptr, ptr %287, i64 6
  store ptr null, ptr %293, align 8
  %294 = getelementptr inbounds [7 x ptr], ptr %280, i64 2
  store ptr %4, ptr %294, align 8
  %295 = getelementptr inbounds ptr, ptr %294, i64 1
  store ptr %2, ptr %295, align 8
  %296 = getelementptr inbounds ptr, ptr %294, i64 2
  store ptr %4, ptr %296, align 8
  %297 = getelementptr inbounds ptr, ptr %294, i64 3
  store ptr %2, ptr %297, align 8
  %298 = getelementptr inbounds ptr, ptr %294, i64 4
  store ptr @g_199, ptr %298, align 8
  %299 = getelementptr inbounds ptr, ptr %294, i64 5
  store ptr %2, ptr %299, align 8
  %300 = getelementptr inbounds ptr, ptr %294, i64 6
  store ptr %4, ptr %300, align 8
  %301 = getelementptr inbounds [7 x ptr], ptr %280, i64 3
  store ptr %2, ptr %301, align 8
  %302 = getelementptr inbounds ptr, ptr %301, i64 1
  store ptr @g_199, ptr %302, align 8
  %303 = getelementptr inbounds ptr, ptr %301, i64 2
  store ptr @g_199, ptr %303, align 8
  %304 = getelementptr inbounds ptr, ptr %301, i64 3
  store ptr %4, ptr %304, align 8
  %305 = getelementptr inbounds ptr, ptr %301, i64 4
  store ptr @g_199, ptr %305, align 8
  %306 = getelementptr inbounds ptr, ptr %301, i64 5
  store ptr %2, ptr %306, align 8
  %307 = getelementptr inbounds ptr, ptr %301, i64 6
  store ptr %4, ptr %307, align 8
  %308 = getelementptr inbounds [7 x ptr], ptr %280, i64 4
  store ptr %2, ptr %308, align 8
  %309 = getelementptr inbounds ptr, ptr %308, i64 1
  store ptr null, ptr %309, align 8
  %310 = getelementptr inbounds ptr, ptr %308, i64 2
  store ptr %2, ptr %310, align 8
  %311 = getelementptr inbounds ptr, ptr %308, i64 3
  store ptr %4, ptr %311, align 8
  %312 = getelementptr inbounds ptr, ptr %308, i64 4
  store ptr null, ptr %312, align 8
  %313 = getelementptr inbounds ptr, ptr %308, i64 5
  store ptr %4, ptr %313, align 8
  %314 = getelementptr inbounds ptr, ptr %308, i64 6
  store ptr %2, ptr %314, align 8
  %315 = getelementptr inbounds [7 x ptr], ptr %280, i64 5
  store ptr %2, ptr %315, align 8
  %316 = getelementptr inbounds ptr, ptr %315, i64 1
  store ptr %4, ptr %316, align 8
  %317 = getelementptr inbounds ptr, ptr %315, i64 2
  store ptr %4, ptr %317, align 8
  %318 = getelementptr inbounds ptr, ptr %315, i64 3
  store ptr %4, ptr %318, align 8
  %319 = getelementptr inbounds ptr, ptr %315, i64 4
  store ptr %2, ptr %319, align 8
  %320 = getelementptr inbounds ptr, ptr %315, i64 5
  store ptr %2, ptr %320, align 8
  %321 = getelementptr inbounds ptr, ptr %315, i64 6
  store ptr null, ptr %321, align 8
  %322 = getelementptr inbounds [6 x [7 x ptr]], ptr %13, i64 5
  store ptr %4, ptr %322, align 8
  %323 = getelementptr inbounds ptr, ptr %322, i64 1
  store ptr @g_199, ptr %323, align 8
  %324 = getelementptr inbounds ptr, ptr %322, i64 2
  store ptr %4, ptr %324, align 8
  %325 = getelementptr inbounds ptr, ptr %322, i64 3
  store ptr @g_199, ptr %325, align 8
  %326 = getelementptr inbounds ptr, ptr %322, i64 4
  store ptr null, ptr %326, align 8
  %327 = getelementptr inbounds ptr, ptr %322, i64 5
  store ptr %4, ptr %327, align 8
  %328 = getelementptr inbounds ptr, ptr %322, i64 6
  store ptr null, ptr %328, align 8
  %329 = getelementptr inbounds [7 x ptr], ptr %322, i64 1
  store ptr %2, ptr %329, align 8
  %330 = getelementptr inbounds ptr, ptr %329, i64 1
  store ptr %4, ptr %330, align 8
  %331 = getelementptr inbounds ptr, ptr %329, i64 2
  store ptr %2, ptr %331, align 8
  %332 = getelementptr inbounds ptr, ptr %329, i64 3
  store ptr null, ptr %332, align 8
  %333 = getelementptr inbounds ptr, ptr %329, i64 4
  store ptr %2, ptr %333, align 8
  %334 = getelementptr inbounds ptr, ptr %329, i64 5
  store ptr @g_199, ptr %334, align 8
  %335 = getelementptr inbounds ptr, ptr %329, i64 6
  store ptr @g_199, ptr %335, align 8
  %336 = getelementptr inbounds [7 x ptr], ptr %322, i64 2
  store ptr @g_199, ptr %336, align 8
  %337 = getelementptr inbounds ptr, ptr %336, i64 1
  store ptr %4, ptr %337, align 8
  %338 = getelementptr inbounds ptr, ptr %336, i64 2
  store ptr @g_199, ptr %338, align 8
  %339 = getelementptr inbounds ptr, ptr %336, i64 3
  store ptr @g_199, ptr %339, align 8
  %340 = getelementptr inbounds ptr, ptr %336, i64 4
  store ptr %4, ptr %340, align 8
  %341 = getelementptr inbounds ptr, ptr %336, i64 5
  store ptr @g_199, ptr %341, align 8
  %342 = getelementptr inbounds ptr, ptr %336, i64 6
  store ptr null, ptr %342, align 8
  %343 = getelementptr inbounds [7 x ptr], ptr %322, i64 3
  store ptr @g_199, ptr %343, align 8
  %344 = getelementptr inbounds ptr, ptr %343, i64 1
  store ptr @g_199, ptr %344, align 8
  %345 = getelementptr inbounds ptr, ptr %343, i64 2
  store ptr %4, ptr %345, align 8
  %346 = getelementptr inbounds ptr, ptr %343, i64 3
  store ptr @g_199, ptr %346, align 8
  %347 = getelementptr inbounds ptr, ptr %343, i64 4
  store ptr @g_199, ptr %347, align 8
  %348 = getelementptr inbounds ptr, ptr %343, i64 5
  store ptr %2, ptr %348, align 8
  %349 = getelementptr inbounds ptr, ptr %343, i64 6
  store ptr %4, ptr %349, align 8
  %350 = getelementptr inbounds [7 x ptr], ptr %322, i64 4
  store ptr @g_199, ptr %350, align 8
  %351 = getelementptr inbounds ptr, ptr %350, i64 1
  store ptr %4, ptr %351, align 8
  %352 = getelementptr inbounds ptr, ptr %350, i64 2
  store ptr %4, ptr %352, align 8
  %353 = getelementptr inbounds ptr, ptr %350, i64 3
  store ptr @g_199, ptr %353, align 8
  %354 = getelementptr inbounds ptr, ptr %350, i64 4
  store ptr null, ptr %354, align 8
  %355 = getelementptr inbounds ptr, ptr %350, i64 5
  store ptr @g_199, ptr %355, align 8
  %356 = getelementptr inbounds ptr, ptr %350, i64 6
  store ptr @g_199, ptr %356, align 8
  %357 = getelementptr inbounds [7 x ptr], ptr %322, i64 5
  store ptr %2, ptr %357, align 8
  %358 = getelementptr inbounds ptr, ptr %357, i64 1
  store ptr null, ptr %358, align 8
  %359 = getelementptr inbounds ptr, ptr %357, i64 2
  store ptr null, ptr %359, align 8
  %360 = getelementptr inbounds ptr, ptr %357, i64 3
  store ptr @g_199, ptr %360, align 8
  %361 = getelementptr inbounds ptr, ptr %357, i64 4
  store ptr %4, ptr %361, align 8
  %362 = getelementptr inbounds ptr, ptr %357, i64 5
  store ptr %4, ptr %362, align 8
  %363 = getelementptr inbounds ptr, ptr %357, i64 6
  store ptr %4, ptr %363, align 8
  store ptr null, ptr %14, align 8
  %364 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr @g_60, ptr %364, align 8
  %365 = getelementptr inbounds ptr, ptr %14, i64 2
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %365, align 8
  %366 = getelementptr inbounds ptr, ptr %14, i64 3
  store ptr @g_61, ptr %366, align 8
  %367 = getelementptr inbounds ptr, ptr %14, i64 4
  store ptr null, ptr %367, align 8
  %368 = getelementptr inbounds ptr, ptr %14, i64 5
  store ptr null, ptr %368, align 8
  %369 = getelementptr inbounds ptr, ptr %14, i64 6
  store ptr null, ptr %369, align 8
  %370 = getelementptr inbounds ptr, ptr %14, i64 7
  store ptr %5, ptr %370, align 8
  %371 = getelementptr inbounds ptr, ptr %14, i64 8
  store ptr %5, ptr %371, align 8
  %372 = getelementptr inbounds ptr, ptr %14, i64 9
  store ptr %5, ptr %372, align 8
  %373 = getelementptr inbounds [10 x ptr], ptr %14, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %373, ptr align 8 @constinit.41, i64 80, i1 false)
  %374 = getelementptr inbounds [10 x ptr], ptr %14, i64 2
  store ptr null, ptr %374, align 8
  %375 = getelementptr inbounds ptr, ptr %374, i64 1
  store ptr null, ptr %375, align 8
  %376 = getelementptr inbounds ptr, ptr %374, i64 2
  store ptr @g_61, ptr %376, align 8
  %377 = getelementptr inbounds ptr, ptr %374, i64 3
  store ptr null, ptr %377, align 8
  %378 = getelementptr inbounds ptr, ptr %374, i64 4
  store ptr @g_60, ptr %378, align 8
  %379 = getelementptr inbounds ptr, ptr %374, i64 5
  store ptr %5, ptr %379, align 8
  %380 = getelementptr inbounds ptr, ptr %374, i64 6
  store ptr @g_60, ptr %380, align 8
  %381 = getelementptr inbounds ptr, ptr %374, i64 7
  store ptr null, ptr %381, align 8
  %382 = getelementptr inbounds ptr, ptr %374, i64 8
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %382, align 8
  %383 = getelementptr inbounds ptr, ptr %374, i64 9
  store ptr @g_60, ptr %383, align 8
  %384 = getelementptr inbounds [10 x ptr], ptr %14, i64 3
  store ptr null, ptr %384, align 8
  %385 = getelementptr inbounds ptr, ptr %384, i64 1
  store ptr %5, ptr %385, align 8
  %386 = getelementptr inbounds ptr, ptr %384, i64 2
  store ptr @g_61, ptr %386, align 8
  %387 = getelementptr inbounds ptr, ptr %384, i64 3
  store ptr @g_60, ptr %387, align 8
  %388 = getelementptr inbounds ptr, ptr %384, i64 4
  store ptr @g_60, ptr %388, align 8
  %389 = getelementptr inbounds ptr, ptr %384, i64 5
  store ptr null, ptr %389, align 8
  %390 = getelementptr inbounds ptr, ptr %384, i64 6
  store ptr @g_60, ptr %390, align 8
  %391 = getelementptr inbounds ptr, ptr %384, i64 7
  store ptr @g_60, ptr %391, align 8
  %392 = getelementptr inbounds ptr, ptr %384, i64 8
  store ptr @g_61, ptr %392, align 8
  %393 = getelementptr inbounds ptr, ptr %384, i64 9
  store ptr %5, ptr %393, align 8
  %394 = getelementptr inbounds [10 x ptr], ptr %14, i64 4
  store ptr %5, ptr %394, align 8
  %395 = getelementptr inbounds ptr, ptr %394, i64 1
  store ptr %5, ptr %395, align 8
  %396 = getelementptr inbounds ptr, ptr %394, i64 2
  store ptr null, ptr %396, align 8
  %397 = getelementptr inbounds ptr, ptr %394, i64 3
  store ptr null, ptr %397, align 8
  %398 = getelementptr inbounds ptr, ptr %394, i64 4
  store ptr @g_60, ptr %398, align 8
  %399 = getelementptr inbounds ptr, ptr %394, i64 5
  store ptr @g_60, ptr %399, align 8
  %400 = getelementptr inbounds ptr, ptr %394, i64 6
  store ptr null, ptr %400, align 8
  %401 = getelementptr inbounds ptr, ptr %394, i64 7
  store ptr %5, ptr %401, align 8
  %402 = getelementptr inbounds ptr, ptr %394, i64 8
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %402, align 8
  %403 = getelementptr inbounds ptr, ptr %394, i64 9
  store ptr null, ptr %403, align 8
  %404 = getelementptr inbounds [10 x ptr], ptr %14, i64 5
  store ptr @g_61, ptr %404, align 8
  %405 = getelementptr inbounds ptr, ptr %404, i64 1
  store ptr null, ptr %405, align 8
  %406 = getelementptr inbounds ptr, ptr %404, i64 2
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %406, align 8
  %407 = getelementptr inbounds ptr, ptr %404, i64 3
  store ptr null, ptr %407, align 8
  %408 = getelementptr inbounds ptr, ptr %404, i64 4
  store ptr null, ptr %408, align 8
  %409 = getelementptr inbounds ptr, ptr %404, i64 5
  store ptr @g_60, ptr %409, align 8
  %410 = getelementptr inbounds ptr, ptr %404, i64 6
  store ptr %5, ptr %410, align 8
  %411 = getelementptr inbounds ptr, ptr %404, i64 7
  store ptr %5, ptr %411, align 8
  %412 = getelementptr inbounds ptr, ptr %404, i64 8
  store ptr @g_60, ptr %412, align 8
  %413 = getelementptr inbounds ptr, ptr %404, i64 9
  store ptr null, ptr %413, align 8
  %414 = getelementptr inbounds [10 x ptr], ptr %14, i64 6
  store ptr %5, ptr %414, align 8
  %415 = getelementptr inbounds ptr, ptr %414, i64 1
  store ptr null, ptr %415, align 8
  %416 = getelementptr inbounds ptr, ptr %414, i64 2
  store ptr null, ptr %416, align 8
  %417 = getelementptr inbounds ptr, ptr %414, i64 3
  store ptr %5, ptr %417, align 8
  %418 = getelementptr inbounds ptr, ptr %414, i64 4
  store ptr null, ptr %418, align 8
  %419 = getelementptr inbounds ptr, ptr %414, i64 5
  store ptr null, ptr %419, align 8
  %420 = getelementptr inbounds ptr, ptr %414, i64 6
  store ptr null, ptr %420, align 8
  %421 = getelementptr inbounds ptr, ptr %414, i64 7
  store ptr null, ptr %421, align 8
  %422 = getelementptr inbounds ptr, ptr %414, i64 8
  store ptr @g_60, ptr %422, align 8
  %423 = getelementptr inbounds ptr, ptr %414, i64 9
  store ptr @g_60, ptr %423, align 8
  %424 = getelementptr inbounds [10 x ptr], ptr %14, i64 7
  store ptr null, ptr %424, align 8
  %425 = getelementptr inbounds ptr, ptr %424, i64 1
  store ptr @g_60, ptr %425, align 8
  %426 = getelementptr inbounds ptr, ptr %424, i64 2
  store ptr %5, ptr %426, align 8
  %427 = getelementptr inbounds ptr, ptr %424, i64 3
  store ptr null, ptr %427, align 8
  %428 = getelementptr inbounds ptr, ptr %424, i64 4
  store ptr null, ptr %428, align 8
  %429 = getelementptr inbounds ptr, ptr %424, i64 5
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %429, align 8
  %430 = getelementptr inbounds ptr, ptr %424, i64 6
  store ptr @g_60, ptr %430, align 8
  %431 = getelementptr inbounds ptr, ptr %424, i64 7
  store ptr null, ptr %431, align 8
  %432 = getelementptr inbounds ptr, ptr %424, i64 8
  store ptr @g_60, ptr %432, align 8
  %433 = getelementptr inbounds ptr, ptr %424, i64 9
  store ptr null, ptr %433, align 8
  %434 = getelementptr inbounds [10 x ptr], ptr %14, i64 8
  store ptr %5, ptr %434, align 8
  %435 = getelementptr inbounds ptr, ptr %434, i64 1
  store ptr null, ptr %435, align 8
  %436 = getelementptr inbounds ptr, ptr %434, i64 2
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %436, align 8
  %437 = getelementptr inbounds ptr, ptr %434, i64 3
  store ptr @g_60, ptr %437, align 8
  %438 = getelementptr inbounds ptr, ptr %434, i64 4
  store ptr getelementptr inbounds ([2 x ptr], ptr @g_61, i64 0, i64 1), ptr %438, align 8
  %439 = getelementptr inbounds ptr, ptr %434, i64 5
  store ptr null, ptr %439, align 8
  %440 = getelementptr inbounds ptr, ptr %434, i64 6
  store ptr %5, ptr %440, align 8
  %441 = getelementptr inbounds ptr, ptr %434, i64 7
  store ptr null, ptr %441, align 8
  %442 = getelementptr inbounds ptr, ptr %434, i64 8
  store ptr @g_61, ptr %442, align 8
  %443 = getelementptr inbounds ptr, ptr %434, i64 9
  store ptr null, ptr %443, align 8
  %444 = getelementptr inbounds [10 x ptr], ptr %14, i64 9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %444, ptr align 8 @constinit.42, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.func_1.l_233, i64 16, i1 false)
  store i16 17, ptr @g_104, align 2
  br label %445

445:                                              ; preds = %516, %118
  %446 = load i16, ptr @g_104, align 2
  %447 = zext i16 %446 to i32
  %448 = icmp eq i32 %447, 47
  br i1 %448, label %449, label %519

449:                                              ; preds = %445
  %450 = load volatile ptr, ptr @g_4, align 8
  %451 = load i32, ptr %450, align 4
  %452 = load ptr, ptr %1, align 8
  store i32 %451, ptr %452, align 4
  store i16 17, ptr @g_2, align 2
  br label %453

453:                                              ; preds = %510, %449
  %454 = load i16, ptr @g_2, align 2
  %455 = zext i16 %454 to i32
  %456 = icmp sgt i32 %455, 6
  br i1 %456, label %457, label %515

457:                                              ; preds = %453
  store ptr null, ptr %19, align 8
  store ptr getelementptr inbounds ([3 x %struct.S0], ptr getelementptr inbounds ([8 x [3 x %struct.S0]], ptr @g_87, i64 0, i64 3), i64 0, i64 2), ptr %20, align 8
  store ptr %20, ptr %21, align 8
  store ptr @g_90, ptr %22, align 8
  store ptr %8, ptr %23, align 8
  store i32 -1, ptr %24, align 4
  store i32 -281890229, ptr %25, align 4
  store ptr @g_230, ptr %26, align 8
  %458 = getelementptr inbounds [6 x [6 x [7 x ptr]]], ptr %13, i64 0, i64 1
  %459 = getelementptr inbounds [6 x [7 x ptr]], ptr %458, i64 0, i64 5
  %460 = getelementptr inbounds [7 x ptr], ptr %459, i64 0, i64 3
  %461 = load ptr, ptr %460, align 8
  %462 = load volatile ptr, ptr @g_92, align 8
  %463 = load ptr, ptr %462, align 8
  %464 = load i16, ptr @g_51, align 2
  %465 = load ptr, ptr %21, align 8
  store ptr null, ptr %465, align 8
  %466 = load ptr, ptr %22, align 8
  %467 = icmp ne ptr %466, @g_90
  %468 = zext i1 %467 to i32
  %469 = getelementptr inbounds [10 x [10 x ptr]], ptr %14, i64 0, i64 3
  %470 = getelementptr inbounds [10 x ptr], ptr %469, i64 0, i64 8
  %471 = load ptr, ptr %470, align 8
  %472 = icmp ne ptr %471, null
  %473 = zext i1 %472 to i32
  %474 = load ptr, ptr %8, align 8
  %475 = load ptr, ptr %23, align 8
  store ptr %474, ptr %475, align 8
  %476 = icmp eq ptr null, %474
  %477 = zext i1 %476 to i32
  %478 = trunc i32 %477 to i8
  %479 = call i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %478, i32 noundef 7)
  %480 = zext i8 %479 to i32
  %481 = icmp ne i32 %480, 0
  br i1 %481, label %482, label %483

482:                                              ; preds = %457
  br label %483

483:                                              ; preds = %482, %457
  %484 = phi i1 [ false, %457 ], [ true, %482 ]
  %485 = zext i1 %484 to i32
  store i32 %485, ptr @g_226, align 4
  %486 = trunc i32 %485 to i16
  %487 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %486, i16 noundef -1)
  %488 = trunc i16 %487 to i8
  %489 = call i8 @safe_add_func_int8_t_s_s(i8 noundef %488, i8 noundef 75)
  %490 = sext i8 %489 to i16
  %491 = load ptr, ptr %26, align 8
  store i16 %490, ptr %491, align 2
  %492 = sext i16 %490 to i32
  %493 = load i16, ptr @g_90, align 8
  %494 = zext i16 %493 to i32
  %495 = or i32 %492, %494
  %496 = icmp ne ptr %461, null
  %497 = zext i1 %496 to i32
  %498 = trunc i32 %497 to i16
  %499 = call i16 @safe_add_func_uint16_t_u_u(i16 noundef 1, i16 noundef %498)
  %500 = zext i16 %499 to i32
  %501 = load ptr, ptr %1, align 8
  %502 = load i32, ptr %501, align 4
  %503 = xor i32 %502, %500
  store i32 %503, ptr %501, align 4
  %504 = load ptr, ptr %2, align 8
  %505 = load i32, ptr %504, align 4
  %506 = trunc i32 %505 to i8
  %507 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef %506, i32 noundef 3)
  %508 = sext i8 %507 to i32
  %509 = load ptr, ptr %1, align 8
  store i32 %508, ptr %509, align 4
  br label %510

510:                                              ; preds = %483
  %511 = load i16, ptr @g_2, align 2
  %512 = zext i16 %511 to i64
  %513 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %512, i64 noundef 8)
  %514 = trunc i64 %513 to i16
  store i16 %514, ptr @g_2, align 2
  br label %453, !llvm.loop !20

515:                                              ; preds = %453
  br label %516

516:                                              ; preds = %515
  %517 = load i16, ptr @g_104, align 2
  %518 = add i16 %517, 1
  store i16 %518, ptr @g_104, align 2
  br label %445, !llvm.loop !21

519:                                              ; preds = %445
  %520 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %520, ptr align 8 @g_224, i64 24, i1 true)
  %521 = load ptr, ptr %10, align 8
  store ptr %521, ptr @g_236, align 8
  br label %522

522:                                              ; preds = %519
  %523 = load i64, ptr @g_90, align 8
  %524 = add nsw i64 %523, -1
  store i64 %524, ptr @g_90, align 8
  br label %115, !llvm.loop !22

525:                                              ; preds = %115
  %526 = load i32, ptr @g_5, align 4
  ret i32 %526
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
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, ptr noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

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
  br label %11, !llvm.loop !23

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
define internal i8 @func_12(ptr noundef %0, i64 noundef %1, [2 x i64] %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca %struct.S2, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [8 x ptr], align 8
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
  %26 = alloca [5 x ptr], align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [4 x i32], align 4
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
  %43 = alloca [8 x ptr], align 8
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
  %55 = alloca [7 x i32], align 4
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca [3 x ptr], align 8
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca ptr, align 8
  %64 = alloca i32, align 4
  %65 = alloca %union.U5, align 4
  %66 = alloca [2 x [8 x ptr]], align 8
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
  store [2 x i64] %2, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr @g_5, ptr %8, align 8
  store ptr %8, ptr %9, align 8
  store ptr %9, ptr %10, align 8
  store ptr @g_90, ptr %11, align 8
  store ptr getelementptr inbounds ([5 x %struct.S1], ptr @g_94, i64 0, i64 3), ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.func_12.l_114, i64 64, i1 false)
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

94:                                               ; preds = %410, %3
  %95 = load i8, ptr @g_43, align 1
  %96 = zext i8 %95 to i32
  %97 = icmp slt i32 %96, 46
  br i1 %97, label %98, label %415

98:                                               ; preds = %94
  store ptr @g_79, ptr %24, align 8
  store i16 -19094, ptr %25, align 2
  call void @llvm.memset.p0.i64(ptr align 8 %26, i8 0, i64 40, i1 false)
  %99 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 0
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %99, align 8
  %100 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 1
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %100, align 8
  %101 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 2
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %101, align 8
  %102 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 3
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %102, align 8
  %103 = getelementptr inbounds [5 x ptr], ptr %26, i32 0, i32 4
  store ptr getelementptr (i8, ptr @g_94, i64 8), ptr %103, align 8
  store i32 -894208638, ptr %27, align 4
  store i32 3, ptr %28, align 4
  store i32 246503751, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 @__const.func_12.l_166, i64 16, i1 false)
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
  br label %104, !llvm.loop !24

114:                                              ; preds = %104
  %115 = load i64, ptr %7, align 8
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
  %139 = load i64, ptr %7, align 8
  %140 = trunc i64 %139 to i8
  %141 = load i64, ptr %7, align 8
  %142 = trunc i64 %141 to i8
  %143 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %140, i8 noundef %142)
  %144 = zext i8 %143 to i32
  %145 = call i32 @safe_add_func_int32_t_s_s(i32 noundef 1, i32 noundef %144)
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %147, label %209

147:                                              ; preds = %114
  store i64 4, ptr %34, align 8
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %35, align 8
  %148 = load i16, ptr @g_79, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 @g_80, i64 24, i1 true)
  %149 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %150 = load i32, ptr %149, align 8
  %151 = zext i32 %150 to i64
  %152 = load i64, ptr %7, align 8
  %153 = icmp ne i64 %152, 0
  br i1 %153, label %166, label %154

154:                                              ; preds = %147
  %155 = load i16, ptr @g_51, align 2
  %156 = zext i16 %155 to i32
  %157 = load i16, ptr %25, align 2
  %158 = sext i16 %157 to i32
  %159 = load ptr, ptr %9, align 8
  %160 = load ptr, ptr %159, align 8
  %161 = load i32, ptr %160, align 4
  %162 = xor i32 %161, %158
  store i32 %162, ptr %160, align 4
  %163 = icmp ne i32 %162, -1
  %164 = zext i1 %163 to i32
  %165 = icmp slt i32 %156, %164
  br label %166

166:                                              ; preds = %154, %147
  %167 = phi i1 [ true, %147 ], [ %165, %154 ]
  %168 = zext i1 %167 to i32
  %169 = sext i32 %168 to i64
  %170 = load i64, ptr %34, align 8
  %171 = and i64 %169, %170
  %172 = xor i64 %171, 1
  %173 = and i64 %151, 22022
  %174 = xor i64 -4, %173
  %175 = load i32, ptr getelementptr inbounds ([2 x %struct.S2], ptr @g_63, i64 0, i64 1), align 8
  %176 = zext i32 %175 to i64
  %177 = icmp uge i64 1, %176
  %178 = zext i1 %177 to i32
  %179 = load i64, ptr %34, align 8
  %180 = load ptr, ptr %35, align 8
  %181 = load i32, ptr %180, align 4
  %182 = sext i32 %181 to i64
  %183 = and i64 %182, %179
  %184 = trunc i64 %183 to i32
  store i32 %184, ptr %180, align 4
  %185 = icmp ne i32 %184, 0
  br i1 %185, label %186, label %188

186:                                              ; preds = %166
  store ptr getelementptr inbounds ([3 x %struct.S0], ptr getelementptr inbounds ([8 x [3 x %struct.S0]], ptr getelementptr inbounds ([2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 1), i64 0, i64 3), i64 0, i64 2), ptr %37, align 8
  store ptr %37, ptr %38, align 8
  %187 = load ptr, ptr %38, align 8
  store ptr null, ptr %187, align 8
  br label %192

188:                                              ; preds = %166
  %189 = load ptr, ptr %35, align 8
  %190 = load i32, ptr %189, align 4
  %191 = trunc i32 %190 to i8
  store i8 %191, ptr %4, align 1
  br label %419

192:                                              ; preds = %186
  %193 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 1
  store i64 0, ptr %193, align 8
  br label %194

194:                                              ; preds = %204, %192
  %195 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 1
  %196 = load i64, ptr %195, align 8
  %197 = icmp sle i64 %196, 1
  br i1 %197, label %198, label %208

198:                                              ; preds = %194
  store i16 21347, ptr %39, align 2
  %199 = load i16, ptr %39, align 2
  %200 = sext i16 %199 to i32
  %201 = load ptr, ptr %35, align 8
  %202 = load i32, ptr %201, align 4
  %203 = xor i32 %202, %200
  store i32 %203, ptr %201, align 4
  br label %204

204:                                              ; preds = %198
  %205 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 1
  %206 = load i64, ptr %205, align 8
  %207 = add nsw i64 %206, 1
  store i64 %207, ptr %205, align 8
  br label %194, !llvm.loop !25

208:                                              ; preds = %194
  br label %360

209:                                              ; preds = %114
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
  call void @llvm.memset.p0.i64(ptr align 4 %55, i8 0, i64 28, i1 false)
  store ptr %14, ptr %56, align 8
  store ptr @g_5, ptr %57, align 8
  store ptr %27, ptr %58, align 8
  store ptr null, ptr %59, align 8
  store i32 0, ptr %61, align 4
  store i32 0, ptr %62, align 4
  br label %210

210:                                              ; preds = %217, %209
  %211 = load i32, ptr %62, align 4
  %212 = icmp slt i32 %211, 8
  br i1 %212, label %213, label %220

213:                                              ; preds = %210
  %214 = load i32, ptr %62, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 %215
  store ptr null, ptr %216, align 8
  br label %217

217:                                              ; preds = %213
  %218 = load i32, ptr %62, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %62, align 4
  br label %210, !llvm.loop !26

220:                                              ; preds = %210
  store i32 0, ptr %62, align 4
  br label %221

221:                                              ; preds = %228, %220
  %222 = load i32, ptr %62, align 4
  %223 = icmp slt i32 %222, 3
  br i1 %223, label %224, label %231

224:                                              ; preds = %221
  %225 = load i32, ptr %62, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [3 x ptr], ptr %60, i64 0, i64 %226
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %227, align 8
  br label %228

228:                                              ; preds = %224
  %229 = load i32, ptr %62, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %62, align 4
  br label %221, !llvm.loop !27

231:                                              ; preds = %221
  store i16 0, ptr @g_79, align 2
  br label %232

232:                                              ; preds = %247, %231
  %233 = load i16, ptr @g_79, align 2
  %234 = zext i16 %233 to i32
  %235 = icmp sle i32 %234, 3
  br i1 %235, label %236, label %252

236:                                              ; preds = %232
  store ptr %11, ptr %63, align 8
  %237 = load ptr, ptr %11, align 8
  %238 = load ptr, ptr %63, align 8
  store ptr %237, ptr %238, align 8
  %239 = load volatile ptr, ptr @g_92, align 8
  store ptr %237, ptr %239, align 8
  %240 = load volatile ptr, ptr @g_96, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %240, ptr align 4 getelementptr inbounds ([5 x %struct.S1], ptr @g_94, i64 0, i64 1), i64 8, i1 true)
  %241 = load i16, ptr @g_79, align 2
  %242 = zext i16 %241 to i64
  %243 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 %242
  %244 = load i8, ptr %243, align 1
  %245 = zext i8 %244 to i32
  %246 = load ptr, ptr %8, align 8
  store i32 %245, ptr %246, align 4
  br label %247

247:                                              ; preds = %236
  %248 = load i16, ptr @g_79, align 2
  %249 = zext i16 %248 to i32
  %250 = add nsw i32 %249, 1
  %251 = trunc i32 %250 to i16
  store i16 %251, ptr @g_79, align 2
  br label %232, !llvm.loop !28

252:                                              ; preds = %232
  %253 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  %254 = load ptr, ptr %253, align 8
  %255 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 4
  store ptr %254, ptr %255, align 8
  %256 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %257 = load i32, ptr %256, align 8
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %260 = load i32, ptr %259, align 8
  %261 = zext i32 %260 to i64
  %262 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %261, i64 noundef 2)
  %263 = load i16, ptr @g_104, align 2
  %264 = zext i16 %263 to i64
  %265 = load ptr, ptr %40, align 8
  store i64 %264, ptr %265, align 8
  %266 = or i64 2926171996038384175, %264
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %65, ptr align 4 getelementptr inbounds ([2 x %union.U5], ptr @g_106, i64 0, i64 1), i64 4, i1 true)
  %267 = load i64, ptr %7, align 8
  %268 = trunc i64 %267 to i16
  %269 = load i32, ptr %41, align 4
  %270 = zext i32 %269 to i64
  %271 = xor i64 110, %270
  %272 = load ptr, ptr %42, align 8
  %273 = icmp eq ptr @g_93, %272
  %274 = zext i1 %273 to i32
  %275 = sext i32 %274 to i64
  %276 = xor i64 %275, 5
  %277 = trunc i64 %276 to i32
  %278 = call i16 @safe_rshift_func_int16_t_s_u(i16 noundef %268, i32 noundef %277)
  %279 = sext i16 %278 to i64
  %280 = icmp eq i64 %279, 3977843059
  %281 = zext i1 %280 to i32
  %282 = sext i32 %281 to i64
  %283 = load ptr, ptr %40, align 8
  store i64 %282, ptr %283, align 8
  %284 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %262, i64 noundef %282)
  %285 = icmp ne i64 %258, %284
  %286 = zext i1 %285 to i32
  %287 = load ptr, ptr %10, align 8
  %288 = load ptr, ptr %287, align 8
  %289 = load ptr, ptr %288, align 8
  store i32 %286, ptr %289, align 4
  br i1 %285, label %290, label %332

290:                                              ; preds = %252
  store ptr @g_99, ptr %66, align 8
  %291 = getelementptr inbounds ptr, ptr %66, i64 1
  %292 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %292, ptr %291, align 8
  %293 = getelementptr inbounds ptr, ptr %66, i64 2
  %294 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %294, ptr %293, align 8
  %295 = getelementptr inbounds ptr, ptr %66, i64 3
  %296 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  store ptr %296, ptr %295, align 8
  %297 = getelementptr inbounds ptr, ptr %66, i64 4
  %298 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %298, ptr %297, align 8
  %299 = getelementptr inbounds ptr, ptr %66, i64 5
  %300 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %300, ptr %299, align 8
  %301 = getelementptr inbounds ptr, ptr %66, i64 6
  store ptr @g_99, ptr %301, align 8
  %302 = getelementptr inbounds ptr, ptr %66, i64 7
  store ptr @g_99, ptr %302, align 8
  %303 = getelementptr inbounds [8 x ptr], ptr %66, i64 1
  %304 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %304, ptr %303, align 8
  %305 = getelementptr inbounds ptr, ptr %303, i64 1
  %306 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  store ptr %306, ptr %305, align 8
  %307 = getelementptr inbounds ptr, ptr %303, i64 2
  %308 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 4
  store ptr %308, ptr %307, align 8
  %309 = getelementptr inbounds ptr, ptr %303, i64 3
  %310 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 4
  store ptr %310, ptr %309, align 8
  %311 = getelementptr inbounds ptr, ptr %303, i64 4
  %312 = getelementptr inbounds [5 x ptr], ptr %26, i64 0, i64 1
  store ptr %312, ptr %311, align 8
  %313 = getelementptr inbounds ptr, ptr %303, i64 5
  %314 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %314, ptr %313, align 8
  %315 = getelementptr inbounds ptr, ptr %303, i64 6
  store ptr null, ptr %315, align 8
  %316 = getelementptr inbounds ptr, ptr %303, i64 7
  %317 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  store ptr %317, ptr %316, align 8
  %318 = getelementptr inbounds [8 x ptr], ptr %43, i64 0, i64 6
  %319 = load ptr, ptr %318, align 8
  store ptr %319, ptr %12, align 8
  %320 = getelementptr inbounds [8 x ptr], ptr %13, i64 0, i64 6
  store ptr %319, ptr %320, align 8
  %321 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef 27970, i16 noundef 32674)
  %322 = zext i16 %321 to i32
  %323 = load ptr, ptr %9, align 8
  %324 = load ptr, ptr %323, align 8
  store i32 %322, ptr %324, align 4
  %325 = load i16, ptr %25, align 2
  %326 = sext i16 %325 to i32
  %327 = load ptr, ptr %9, align 8
  %328 = load ptr, ptr %327, align 8
  store i32 %326, ptr %328, align 4
  %329 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %330 = load i32, ptr %329, align 8
  %331 = load ptr, ptr %8, align 8
  store i32 %330, ptr %331, align 4
  br label %357

332:                                              ; preds = %252
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
  br label %333

333:                                              ; preds = %340, %332
  %334 = load i32, ptr %93, align 4
  %335 = icmp slt i32 %334, 3
  br i1 %335, label %336, label %343

336:                                              ; preds = %333
  %337 = load i32, ptr %93, align 4
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [3 x i32], ptr %77, i64 0, i64 %338
  store i32 -1, ptr %339, align 4
  br label %340

340:                                              ; preds = %336
  %341 = load i32, ptr %93, align 4
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr %93, align 4
  br label %333, !llvm.loop !29

343:                                              ; preds = %333
  store i32 0, ptr %93, align 4
  br label %344

344:                                              ; preds = %351, %343
  %345 = load i32, ptr %93, align 4
  %346 = icmp slt i32 %345, 1
  br i1 %346, label %347, label %354

347:                                              ; preds = %344
  %348 = load i32, ptr %93, align 4
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [1 x ptr], ptr %91, i64 0, i64 %349
  store ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), ptr %350, align 8
  br label %351

351:                                              ; preds = %347
  %352 = load i32, ptr %93, align 4
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %93, align 4
  br label %344, !llvm.loop !30

354:                                              ; preds = %344
  %355 = load i8, ptr %92, align 1
  %356 = add i8 %355, -1
  store i8 %356, ptr %92, align 1
  br label %357

357:                                              ; preds = %354, %290
  %358 = load i32, ptr %61, align 4
  %359 = add i32 %358, 1
  store i32 %359, ptr %61, align 4
  br label %360

360:                                              ; preds = %357, %208
  %361 = load i32, ptr getelementptr inbounds ([9 x i32], ptr @g_84, i64 0, i64 8), align 4
  %362 = trunc i32 %361 to i16
  %363 = call i16 @safe_unary_minus_func_int16_t_s(i16 noundef %362)
  %364 = sext i16 %363 to i32
  %365 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %366 = load i32, ptr %365, align 8
  %367 = icmp ne i32 %366, 0
  %368 = xor i1 %367, true
  %369 = zext i1 %368 to i32
  %370 = trunc i32 %369 to i8
  %371 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef %370, i32 noundef 2)
  %372 = sext i8 %371 to i64
  %373 = load i32, ptr @g_84, align 4
  %374 = icmp ne i32 %373, 0
  %375 = xor i1 %374, true
  %376 = zext i1 %375 to i32
  %377 = trunc i32 %376 to i8
  %378 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %377, i8 noundef 1)
  %379 = sext i8 %378 to i64
  %380 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %372, i64 noundef %379)
  %381 = trunc i64 %380 to i8
  %382 = load ptr, ptr %20, align 8
  %383 = load ptr, ptr %21, align 8
  %384 = icmp eq ptr %382, %383
  %385 = zext i1 %384 to i32
  store i32 %385, ptr %27, align 4
  %386 = icmp ne ptr @g_93, %11
  %387 = zext i1 %386 to i32
  %388 = sext i32 %387 to i64
  %389 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %388, i64 noundef 8638862203100007876)
  %390 = trunc i64 %389 to i32
  %391 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %390, i32 noundef 124379278)
  %392 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %393 = load i32, ptr %392, align 8
  %394 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %391, i32 noundef %393)
  %395 = icmp ne i32 %394, 0
  br i1 %395, label %399, label %396

396:                                              ; preds = %360
  %397 = load i32, ptr %32, align 4
  %398 = icmp ne i32 %397, 0
  br label %399

399:                                              ; preds = %396, %360
  %400 = phi i1 [ true, %360 ], [ %398, %396 ]
  %401 = zext i1 %400 to i32
  %402 = call i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %381, i32 noundef %401)
  %403 = zext i8 %402 to i16
  %404 = load i16, ptr %25, align 2
  %405 = call i16 @safe_div_func_int16_t_s_s(i16 noundef %403, i16 noundef %404)
  %406 = sext i16 %405 to i32
  %407 = icmp sle i32 %364, %406
  %408 = zext i1 %407 to i32
  %409 = load ptr, ptr %8, align 8
  store i32 %408, ptr %409, align 4
  br label %410

410:                                              ; preds = %399
  %411 = load i8, ptr @g_43, align 1
  %412 = zext i8 %411 to i32
  %413 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %412, i32 noundef 7)
  %414 = trunc i32 %413 to i8
  store i8 %414, ptr @g_43, align 1
  br label %94, !llvm.loop !31

415:                                              ; preds = %94
  %416 = load ptr, ptr %8, align 8
  %417 = load i32, ptr %416, align 4
  %418 = trunc i32 %417 to i8
  store i8 %418, ptr %4, align 1
  br label %419

419:                                              ; preds = %415, %188
  %420 = load i8, ptr %4, align 1
  ret i8 %420
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
  %10 = alloca [8 x [4 x [2 x ptr]]], align 8
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

16:                                               ; preds = %117, %2
  %17 = load i16, ptr %3, align 2
  %18 = zext i16 %17 to i32
  %19 = icmp sle i32 %18, 6
  br i1 %19, label %20, label %122

20:                                               ; preds = %16
  store ptr %6, ptr %7, align 8
  store ptr @g_43, ptr %8, align 8
  store i64 9084645690590707014, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.func_22.l_50, i64 512, i1 false)
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
  br i1 %35, label %91, label %36

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
  br i1 %44, label %45, label %72

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
  %60 = sext i32 %59 to i64
  %61 = icmp ne i64 0, %60
  %62 = zext i1 %61 to i32
  %63 = sext i32 %62 to i64
  %64 = icmp sle i64 9, %63
  %65 = zext i1 %64 to i32
  %66 = trunc i32 %65 to i16
  %67 = load i32, ptr @g_5, align 4
  %68 = trunc i32 %67 to i16
  %69 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %66, i16 noundef %68)
  %70 = zext i16 %69 to i32
  %71 = icmp ne i32 %70, 0
  br label %72

72:                                               ; preds = %57, %36
  %73 = phi i1 [ true, %36 ], [ %71, %57 ]
  %74 = zext i1 %73 to i32
  %75 = load i64, ptr %9, align 8
  %76 = trunc i64 %75 to i32
  %77 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %74, i32 noundef %76)
  %78 = trunc i32 %77 to i8
  %79 = load ptr, ptr %6, align 8
  %80 = load ptr, ptr %79, align 8
  %81 = load i32, ptr %80, align 4
  %82 = trunc i32 %81 to i8
  %83 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %78, i8 noundef %82)
  %84 = call i8 @safe_rshift_func_int8_t_s_u(i8 noundef %83, i32 noundef 4)
  %85 = sext i8 %84 to i64
  %86 = icmp ugt i64 %85, 0
  %87 = zext i1 %86 to i32
  %88 = load i16, ptr @g_2, align 2
  store i16 %88, ptr @g_51, align 2
  %89 = zext i16 %88 to i32
  %90 = icmp ne i32 %89, 0
  br label %91

91:                                               ; preds = %72, %20
  %92 = phi i1 [ true, %20 ], [ %90, %72 ]
  %93 = zext i1 %92 to i32
  %94 = load i16, ptr @g_2, align 2
  %95 = load i16, ptr %3, align 2
  %96 = zext i16 %95 to i32
  %97 = call i16 @safe_lshift_func_uint16_t_u_s(i16 noundef %94, i32 noundef %96)
  %98 = zext i16 %97 to i32
  %99 = load ptr, ptr %7, align 8
  %100 = load ptr, ptr %99, align 8
  %101 = load ptr, ptr %100, align 8
  %102 = load i32, ptr %101, align 4
  %103 = icmp sge i32 %98, %102
  %104 = zext i1 %103 to i32
  %105 = icmp eq i32 %26, %104
  br i1 %105, label %106, label %107

106:                                              ; preds = %91
  br label %107

107:                                              ; preds = %106, %91
  %108 = phi i1 [ false, %91 ], [ false, %106 ]
  %109 = zext i1 %108 to i32
  %110 = sext i32 %109 to i64
  %111 = icmp sge i64 %110, 60523
  %112 = zext i1 %111 to i32
  %113 = trunc i32 %112 to i8
  %114 = call i8 @safe_rshift_func_uint8_t_u_u(i8 noundef %113, i32 noundef 3)
  %115 = zext i8 %114 to i32
  %116 = load ptr, ptr %5, align 8
  store i32 %115, ptr %116, align 4
  store ptr %4, ptr %12, align 8
  br label %117

117:                                              ; preds = %107
  %118 = load i16, ptr %3, align 2
  %119 = zext i16 %118 to i32
  %120 = add nsw i32 %119, 1
  %121 = trunc i32 %120 to i16
  store i16 %121, ptr %3, align 2
  br label %16, !llvm.loop !32

122:                                              ; preds = %16
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
