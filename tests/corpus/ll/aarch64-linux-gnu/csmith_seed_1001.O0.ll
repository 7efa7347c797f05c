; ModuleID = 'tests/programs/csmith/seed_1001.c'
source_filename = "tests/programs/csmith/seed_1001.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S0 = type { i16, i32, i16, i32 }
%struct.S1 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_26 = internal global i64 -8747259951226643929, align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1
@g_33 = internal global [6 x i64] [i64 -8792435750277752265, i64 -8792435750277752265, i64 -8792435750277752265, i64 -8792435750277752265, i64 -8792435750277752265, i64 -8792435750277752265], align 8
@.str.2 = private unnamed_addr constant [8 x i8] c"g_33[i]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_34 = internal global i8 0, align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_34\00", align 1
@g_36 = internal global i32 493404847, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@g_50 = internal global i32 -2068977882, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_62.f1\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f2\00", align 1
@g_81 = internal global i16 -1, align 2
@.str.10 = private unnamed_addr constant [5 x i8] c"g_81\00", align 1
@g_114 = internal global i64 1, align 8
@.str.11 = private unnamed_addr constant [6 x i8] c"g_114\00", align 1
@g_116 = internal global [6 x [8 x [5 x i8]]] [[8 x [5 x i8]] [[5 x i8] c"\00\01i\86\AA", [5 x i8] c"\FF_\86\F9\01", [5 x i8] c"\FF6\01\FF\F9", [5 x i8] c"\9C\FF\00\80\F9", [5 x i8] c"6\9C\01\00\01", [5 x i8] c"\00\00\88\12\AA", [5 x i8] c"\C87\FE\FD6", [5 x i8] c"K\FE\01\F9\86"], [8 x [5 x i8]] [[5 x i8] c"8_\01|\FE", [5 x i8] c"\D9\FEo\01\00", [5 x i8] c"|\DC\FF_\88", [5 x i8] c"\86\00\F9_|", [5 x i8] c"\88\FD\01\01\FD", [5 x i8] c"\FDp\88|\BD", [5 x i8] c"\80\00\FF\9C\C8", [5 x i8] c"\1A\FDo\1A\9C"], [8 x [5 x i8]] [[5 x i8] c"\80\01\BD8\FB", [5 x i8] c"\FD\80\02\FE\C8", [5 x i8] c"\88\FE\FB\D9\01", [5 x i8] c"\86\00\FBio", [5 x i8] c"|\9C\02\9C|", [5 x i8] c"\D9_\BD\FF\FE", [5 x i8] c"8\88o\00\01", [5 x i8] c"|\80\FF_\FE"], [8 x [5 x i8]] [[5 x i8] c"\BC\00\88\00|", [5 x i8] c"\FEo\01\00o", [5 x i8] c"\FD\00\F9|\01", [5 x i8] c"\DC\00\FF\FB\C8", [5 x i8] c"iooi\FB", [5 x i8] c"\80\00\018\9C", [5 x i8] c"o\80\C8\88\C8", [5 x i8] c"\FE\88\FB8\BD"], [8 x [5 x i8]] [[5 x i8] c"\86_\FFi\FD", [5 x i8] c"\FF\9C\C8\FB|", [5 x i8] c"8\00\BD|\88", [5 x i8] c"8\FE\FF\00\00", [5 x i8] c"\FF\80\FF\00\FE", [5 x i8] c"\86\01\88_\FF", [5 x i8] c"\FE\FD6\00\FD", [5 x i8] c"o\00\88\FF\01"], [8 x [5 x i8]] [[5 x i8] c"\80p\FF\9C\C8", [5 x i8] c"i\FD\FFi\9C", [5 x i8] c"\DC\00\BD\D9\9C", [5 x i8] c"\FD\DC\C8\FE\C8", [5 x i8] c"\FE\FE\FF8\01", [5 x i8] c"\BC_\FB\1A\FD", [5 x i8] c"|\12K\DC6", [5 x i8] c"\00p\C8\01\FB"]], align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"g_116[i][j][k]\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_120 = internal global i32 1708280641, align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1
@g_136 = internal global %struct.S0 { i16 31943, i32 2, i16 -20945, i32 -168227071 }, align 4
@.str.15 = private unnamed_addr constant [9 x i8] c"g_136.f0\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"g_136.f1\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"g_136.f2\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"g_136.f3\00", align 1
@g_208 = internal global [10 x i64] [i64 -3834194225972987986, i64 6289981122383148578, i64 6289981122383148578, i64 -3834194225972987986, i64 6289981122383148578, i64 6289981122383148578, i64 -3834194225972987986, i64 6289981122383148578, i64 6289981122383148578, i64 -3834194225972987986], align 8
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208[i]\00", align 1
@g_223 = internal global i32 6, align 4
@.str.20 = private unnamed_addr constant [6 x i8] c"g_223\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 4
@__const.func_1.l_25 = private unnamed_addr constant [7 x i8] c"\01\F7\01\01\F7\01\01", align 1
@__const.func_1.l_126 = private unnamed_addr constant %struct.S0 { i16 -1, i32 -1259082605, i16 18801, i32 -657066285 }, align 4
@__const.func_1.l_150 = private unnamed_addr constant [8 x [3 x [3 x i8]]] [[3 x [3 x i8]] [[3 x i8] c"O\08\05", [3 x i8] c"\E1\9B=", [3 x i8] c"O\FF\09"], [3 x [3 x i8]] [[3 x i8] c"<\E1=", [3 x i8] c"\F6\F6\05", [3 x i8] c"\01\E1\01"], [3 x [3 x i8]] [[3 x i8] c"\08\FFf", [3 x i8] c"\01\9B\02", [3 x i8] c"\F6\08f"], [3 x [3 x i8]] [[3 x i8] c"<<\01", [3 x i8] c"O\08\05", [3 x i8] c"\E1\9B="], [3 x [3 x i8]] [[3 x i8] c"O\FF\09", [3 x i8] c"<\E1=", [3 x i8] c"\F6\F6\05"], [3 x [3 x i8]] [[3 x i8] c"\01\E1\01", [3 x i8] c"\08\FFf", [3 x i8] c"\01\9B\02"], [3 x [3 x i8]] [[3 x i8] c"\F6\08f", [3 x i8] c"<<\01", [3 x i8] c"O\08\05"], [3 x [3 x i8]] [[3 x i8] c"\E1\9B=", [3 x i8] c"O\FF\09", [3 x i8] c"<\E1="]], align 1
@g_146 = internal constant ptr @g_36, align 8
@g_168 = internal global ptr @g_167, align 8
@__const.func_9.l_130 = private unnamed_addr constant [10 x i16] [i16 0, i16 -4473, i16 -10, i16 -10, i16 -4473, i16 0, i16 -4473, i16 -10, i16 -10, i16 -4473], align 2
@__const.func_28.l_67 = private unnamed_addr constant [3 x [8 x %struct.S0]] [[8 x %struct.S0] [%struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }], [8 x %struct.S0] [%struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 2, i32 1, i16 -17377, i32 2 }], [8 x %struct.S0] [%struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 1338, i32 5, i16 1, i32 -1 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 1338, i32 5, i16 1, i32 -1 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }, %struct.S0 { i16 1, i32 -2, i16 1, i32 567983840 }]], align 4
@__const.func_28.l_72 = private unnamed_addr constant [1 x [8 x [7 x %struct.S0]]] [[8 x [7 x %struct.S0]] [[7 x %struct.S0] [%struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }], [7 x %struct.S0] [%struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 -9, i32 9, i16 5400, i32 0 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 -9, i32 9, i16 5400, i32 0 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }], [7 x %struct.S0] [%struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }], [7 x %struct.S0] [%struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }], [7 x %struct.S0] [%struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 0, i32 908230562, i16 22013, i32 0 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 0, i32 908230562, i16 22013, i32 0 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }], [7 x %struct.S0] [%struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 6631, i32 -1, i16 -28009, i32 1160542551 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }], [7 x %struct.S0] [%struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 22934, i32 -1, i16 30655, i32 1 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }, %struct.S0 { i16 24982, i32 -4, i16 -8, i32 7 }], [7 x %struct.S0] [%struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 -9, i32 9, i16 5400, i32 0 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }, %struct.S0 { i16 -9, i32 9, i16 5400, i32 0 }, %struct.S0 { i16 2, i32 -860791947, i16 14752, i32 -1 }]]], align 4
@__const.func_28.l_83 = private unnamed_addr constant [3 x i8] c"\80\80\80", align 1
@g_167 = internal global ptr @g_136, align 8
@.str.21 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_62 = internal global { i8, i8, i8, i32, i32 } { i8 -44, i8 3, i8 0, i32 9, i32 -768603293 }, align 4
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %20 = call i8 @func_1()
  %21 = load volatile i64, ptr @g_26, align 8
  %22 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %21, ptr noundef @.str.1, i32 noundef %22)
  store i32 0, ptr %6, align 4
  br label %23

23:                                               ; preds = %38, %19
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %24, 6
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [6 x i64], ptr @g_33, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.2, i32 noundef %31)
  %32 = load i32, ptr %9, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %26
  %35 = load i32, ptr %6, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %35)
  br label %37

37:                                               ; preds = %34, %26
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %23, !llvm.loop !6

41:                                               ; preds = %23
  %42 = load i8, ptr @g_34, align 1
  %43 = zext i8 %42 to i64
  %44 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.4, i32 noundef %44)
  %45 = load i32, ptr @g_36, align 4
  %46 = sext i32 %45 to i64
  %47 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %46, ptr noundef @.str.5, i32 noundef %47)
  %48 = load volatile i32, ptr @g_50, align 4
  %49 = zext i32 %48 to i64
  %50 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %49, ptr noundef @.str.6, i32 noundef %50)
  %51 = load i32, ptr @g_62, align 4
  %52 = and i32 %51, 2097151
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %53, ptr noundef @.str.7, i32 noundef %54)
  %55 = load volatile i32, ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 1), align 4
  %56 = sext i32 %55 to i64
  %57 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %56, ptr noundef @.str.8, i32 noundef %57)
  %58 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 2), align 4
  %59 = sext i32 %58 to i64
  %60 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %59, ptr noundef @.str.9, i32 noundef %60)
  %61 = load i16, ptr @g_81, align 2
  %62 = sext i16 %61 to i64
  %63 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %62, ptr noundef @.str.10, i32 noundef %63)
  %64 = load i64, ptr @g_114, align 8
  %65 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %64, ptr noundef @.str.11, i32 noundef %65)
  store i32 0, ptr %6, align 4
  br label %66

66:                                               ; preds = %106, %41
  %67 = load i32, ptr %6, align 4
  %68 = icmp slt i32 %67, 6
  br i1 %68, label %69, label %109

69:                                               ; preds = %66
  store i32 0, ptr %7, align 4
  br label %70

70:                                               ; preds = %102, %69
  %71 = load i32, ptr %7, align 4
  %72 = icmp slt i32 %71, 8
  br i1 %72, label %73, label %105

73:                                               ; preds = %70
  store i32 0, ptr %8, align 4
  br label %74

74:                                               ; preds = %98, %73
  %75 = load i32, ptr %8, align 4
  %76 = icmp slt i32 %75, 5
  br i1 %76, label %77, label %101

77:                                               ; preds = %74
  %78 = load i32, ptr %6, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %79
  %81 = load i32, ptr %7, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [8 x [5 x i8]], ptr %80, i64 0, i64 %82
  %84 = load i32, ptr %8, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [5 x i8], ptr %83, i64 0, i64 %85
  %87 = load i8, ptr %86, align 1
  %88 = sext i8 %87 to i64
  %89 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %88, ptr noundef @.str.12, i32 noundef %89)
  %90 = load i32, ptr %9, align 4
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %97

92:                                               ; preds = %77
  %93 = load i32, ptr %6, align 4
  %94 = load i32, ptr %7, align 4
  %95 = load i32, ptr %8, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %93, i32 noundef %94, i32 noundef %95)
  br label %97

97:                                               ; preds = %92, %77
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %8, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %8, align 4
  br label %74, !llvm.loop !8

101:                                              ; preds = %74
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %7, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %7, align 4
  br label %70, !llvm.loop !9

105:                                              ; preds = %70
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %6, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %6, align 4
  br label %66, !llvm.loop !10

109:                                              ; preds = %66
  %110 = load i32, ptr @g_120, align 4
  %111 = zext i32 %110 to i64
  %112 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %111, ptr noundef @.str.14, i32 noundef %112)
  %113 = load i16, ptr @g_136, align 4
  %114 = zext i16 %113 to i64
  %115 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %114, ptr noundef @.str.15, i32 noundef %115)
  %116 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_136, i32 0, i32 1), align 4
  %117 = sext i32 %116 to i64
  %118 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %117, ptr noundef @.str.16, i32 noundef %118)
  %119 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_136, i32 0, i32 2), align 4
  %120 = zext i16 %119 to i64
  %121 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %120, ptr noundef @.str.17, i32 noundef %121)
  %122 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_136, i32 0, i32 3), align 4
  %123 = zext i32 %122 to i64
  %124 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %123, ptr noundef @.str.18, i32 noundef %124)
  store i32 0, ptr %6, align 4
  br label %125

125:                                              ; preds = %140, %109
  %126 = load i32, ptr %6, align 4
  %127 = icmp slt i32 %126, 10
  br i1 %127, label %128, label %143

128:                                              ; preds = %125
  %129 = load i32, ptr %6, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [10 x i64], ptr @g_208, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8
  %133 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %132, ptr noundef @.str.19, i32 noundef %133)
  %134 = load i32, ptr %9, align 4
  %135 = icmp ne i32 %134, 0
  br i1 %135, label %136, label %139

136:                                              ; preds = %128
  %137 = load i32, ptr %6, align 4
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %137)
  br label %139

139:                                              ; preds = %136, %128
  br label %140

140:                                              ; preds = %139
  %141 = load i32, ptr %6, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %6, align 4
  br label %125, !llvm.loop !11

143:                                              ; preds = %125
  %144 = load i32, ptr @g_223, align 4
  %145 = zext i32 %144 to i64
  %146 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %145, ptr noundef @.str.20, i32 noundef %146)
  %147 = load i32, ptr @crc32_context, align 4
  %148 = zext i32 %147 to i64
  %149 = xor i64 %148, 4294967295
  %150 = trunc i64 %149 to i32
  %151 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %150, i32 noundef %151)
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
  br label %10, !llvm.loop !12

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
  br label %5, !llvm.loop !13

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @func_1() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i32, align 4
  %3 = alloca [7 x i8], align 1
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.S0, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca [6 x ptr], align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [2 x [8 x [6 x ptr]]], align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i8, align 1
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.S0, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca i8, align 1
  %31 = alloca [8 x [3 x [3 x i8]]], align 1
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca [2 x [8 x ptr]], align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  store i32 0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.func_1.l_25, i64 7, i1 false)
  store i64 0, ptr %4, align 8
  store i32 -4, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.func_1.l_126, i64 16, i1 false)
  store i32 916916686, ptr %7, align 4
  store i8 -97, ptr %8, align 1
  store ptr %8, ptr %9, align 8
  store i32 2, ptr %10, align 4
  store ptr %10, ptr %11, align 8
  store i64 -2943002087552746360, ptr %12, align 8
  store ptr null, ptr %14, align 8
  store ptr %14, ptr %15, align 8
  store ptr %14, ptr %16, align 8
  %45 = getelementptr inbounds ptr, ptr %16, i64 1
  store ptr %14, ptr %45, align 8
  %46 = getelementptr inbounds ptr, ptr %16, i64 2
  store ptr %14, ptr %46, align 8
  %47 = getelementptr inbounds ptr, ptr %16, i64 3
  store ptr %14, ptr %47, align 8
  %48 = getelementptr inbounds ptr, ptr %16, i64 4
  store ptr %14, ptr %48, align 8
  %49 = getelementptr inbounds ptr, ptr %16, i64 5
  store ptr %14, ptr %49, align 8
  %50 = getelementptr inbounds [6 x ptr], ptr %16, i64 1
  store ptr %14, ptr %50, align 8
  %51 = getelementptr inbounds ptr, ptr %50, i64 1
  store ptr %14, ptr %51, align 8
  %52 = getelementptr inbounds ptr, ptr %50, i64 2
  store ptr %14, ptr %52, align 8
  %53 = getelementptr inbounds ptr, ptr %50, i64 3
  store ptr %14, ptr %53, align 8
  %54 = getelementptr inbounds ptr, ptr %50, i64 4
  store ptr %14, ptr %54, align 8
  %55 = getelementptr inbounds ptr, ptr %50, i64 5
  store ptr %14, ptr %55, align 8
  %56 = getelementptr inbounds [6 x ptr], ptr %16, i64 2
  store ptr %14, ptr %56, align 8
  %57 = getelementptr inbounds ptr, ptr %56, i64 1
  store ptr %14, ptr %57, align 8
  %58 = getelementptr inbounds ptr, ptr %56, i64 2
  store ptr %14, ptr %58, align 8
  %59 = getelementptr inbounds ptr, ptr %56, i64 3
  store ptr %14, ptr %59, align 8
  %60 = getelementptr inbounds ptr, ptr %56, i64 4
  store ptr %14, ptr %60, align 8
  %61 = getelementptr inbounds ptr, ptr %56, i64 5
  store ptr %14, ptr %61, align 8
  %62 = getelementptr inbounds [6 x ptr], ptr %16, i64 3
  store ptr %14, ptr %62, align 8
  %63 = getelementptr inbounds ptr, ptr %62, i64 1
  store ptr %14, ptr %63, align 8
  %64 = getelementptr inbounds ptr, ptr %62, i64 2
  store ptr %14, ptr %64, align 8
  %65 = getelementptr inbounds ptr, ptr %62, i64 3
  store ptr %14, ptr %65, align 8
  %66 = getelementptr inbounds ptr, ptr %62, i64 4
  store ptr %14, ptr %66, align 8
  %67 = getelementptr inbounds ptr, ptr %62, i64 5
  store ptr %14, ptr %67, align 8
  %68 = getelementptr inbounds [6 x ptr], ptr %16, i64 4
  store ptr %14, ptr %68, align 8
  %69 = getelementptr inbounds ptr, ptr %68, i64 1
  store ptr %14, ptr %69, align 8
  %70 = getelementptr inbounds ptr, ptr %68, i64 2
  store ptr %14, ptr %70, align 8
  %71 = getelementptr inbounds ptr, ptr %68, i64 3
  store ptr %14, ptr %71, align 8
  %72 = getelementptr inbounds ptr, ptr %68, i64 4
  store ptr %14, ptr %72, align 8
  %73 = getelementptr inbounds ptr, ptr %68, i64 5
  store ptr %14, ptr %73, align 8
  %74 = getelementptr inbounds [6 x ptr], ptr %16, i64 5
  store ptr %14, ptr %74, align 8
  %75 = getelementptr inbounds ptr, ptr %74, i64 1
  store ptr %14, ptr %75, align 8
  %76 = getelementptr inbounds ptr, ptr %74, i64 2
  store ptr %14, ptr %76, align 8
  %77 = getelementptr inbounds ptr, ptr %74, i64 3
  store ptr %14, ptr %77, align 8
  %78 = getelementptr inbounds ptr, ptr %74, i64 4
  store ptr %14, ptr %78, align 8
  %79 = getelementptr inbounds ptr, ptr %74, i64 5
  store ptr %14, ptr %79, align 8
  %80 = getelementptr inbounds [6 x ptr], ptr %16, i64 6
  store ptr %14, ptr %80, align 8
  %81 = getelementptr inbounds ptr, ptr %80, i64 1
  store ptr %14, ptr %81, align 8
  %82 = getelementptr inbounds ptr, ptr %80, i64 2
  store ptr %14, ptr %82, align 8
  %83 = getelementptr inbounds ptr, ptr %80, i64 3
  store ptr %14, ptr %83, align 8
  %84 = getelementptr inbounds ptr, ptr %80, i64 4
  store ptr %14, ptr %84, align 8
  %85 = getelementptr inbounds ptr, ptr %80, i64 5
  store ptr %14, ptr %85, align 8
  %86 = getelementptr inbounds [6 x ptr], ptr %16, i64 7
  store ptr %14, ptr %86, align 8
  %87 = getelementptr inbounds ptr, ptr %86, i64 1
  store ptr %14, ptr %87, align 8
  %88 = getelementptr inbounds ptr, ptr %86, i64 2
  store ptr %14, ptr %88, align 8
  %89 = getelementptr inbounds ptr, ptr %86, i64 3
  store ptr %14, ptr %89, align 8
  %90 = getelementptr inbounds ptr, ptr %86, i64 4
  store ptr %14, ptr %90, align 8
  %91 = getelementptr inbounds ptr, ptr %86, i64 5
  store ptr %14, ptr %91, align 8
  %92 = getelementptr inbounds [8 x [6 x ptr]], ptr %16, i64 1
  store ptr %14, ptr %92, align 8
  %93 = getelementptr inbounds ptr, ptr %92, i64 1
  store ptr %14, ptr %93, align 8
  %94 = getelementptr inbounds ptr, ptr %92, i64 2
  store ptr %14, ptr %94, align 8
  %95 = getelementptr inbounds ptr, ptr %92, i64 3
  store ptr %14, ptr %95, align 8
  %96 = getelementptr inbounds ptr, ptr %92, i64 4
  store ptr %14, ptr %96, align 8
  %97 = getelementptr inbounds ptr, ptr %92, i64 5
  store ptr %14, ptr %97, align 8
  %98 = getelementptr inbounds [6 x ptr], ptr %92, i64 1
  store ptr %14, ptr %98, align 8
  %99 = getelementptr inbounds ptr, ptr %98, i64 1
  store ptr %14, ptr %99, align 8
  %100 = getelementptr inbounds ptr, ptr %98, i64 2
  store ptr %14, ptr %100, align 8
  %101 = getelementptr inbounds ptr, ptr %98, i64 3
  store ptr %14, ptr %101, align 8
  %102 = getelementptr inbounds ptr, ptr %98, i64 4
  store ptr %14, ptr %102, align 8
  %103 = getelementptr inbounds ptr, ptr %98, i64 5
  store ptr %14, ptr %103, align 8
  %104 = getelementptr inbounds [6 x ptr], ptr %92, i64 2
  store ptr %14, ptr %104, align 8
  %105 = getelementptr inbounds ptr, ptr %104, i64 1
  store ptr %14, ptr %105, align 8
  %106 = getelementptr inbounds ptr, ptr %104, i64 2
  store ptr %14, ptr %106, align 8
  %107 = getelementptr inbounds ptr, ptr %104, i64 3
  store ptr %14, ptr %107, align 8
  %108 = getelementptr inbounds ptr, ptr %104, i64 4
  store ptr %14, ptr %108, align 8
  %109 = getelementptr inbounds ptr, ptr %104, i64 5
  store ptr %14, ptr %109, align 8
  %110 = getelementptr inbounds [6 x ptr], ptr %92, i64 3
  store ptr %14, ptr %110, align 8
  %111 = getelementptr inbounds ptr, ptr %110, i64 1
  store ptr %14, ptr %111, align 8
  %112 = getelementptr inbounds ptr, ptr %110, i64 2
  store ptr %14, ptr %112, align 8
  %113 = getelementptr inbounds ptr, ptr %110, i64 3
  store ptr %14, ptr %113, align 8
  %114 = getelementptr inbounds ptr, ptr %110, i64 4
  store ptr %14, ptr %114, align 8
  %115 = getelementptr inbounds ptr, ptr %110, i64 5
  store ptr %14, ptr %115, align 8
  %116 = getelementptr inbounds [6 x ptr], ptr %92, i64 4
  store ptr %14, ptr %116, align 8
  %117 = getelementptr inbounds ptr, ptr %116, i64 1
  store ptr %14, ptr %117, align 8
  %118 = getelementptr inbounds ptr, ptr %116, i64 2
  store ptr %14, ptr %118, align 8
  %119 = getelementptr inbounds ptr, ptr %116, i64 3
  store ptr %14, ptr %119, align 8
  %120 = getelementptr inbounds ptr, ptr %116, i64 4
  store ptr %14, ptr %120, align 8
  %121 = getelementptr inbounds ptr, ptr %116, i64 5
  store ptr %14, ptr %121, align 8
  %122 = getelementptr inbounds [6 x ptr], ptr %92, i64 5
  store ptr %14, ptr %122, align 8
  %123 = getelementptr inbounds ptr, ptr %122, i64 1
  store ptr %14, ptr %123, align 8
  %124 = getelementptr inbounds ptr, ptr %122, i64 2
  store ptr %14, ptr %124, align 8
  %125 = getelementptr inbounds ptr, ptr %122, i64 3
  store ptr %14, ptr %125, align 8
  %126 = getelementptr inbounds ptr, ptr %122, i64 4
  store ptr %14, ptr %126, align 8
  %127 = getelementptr inbounds ptr, ptr %122, i64 5
  store ptr %14, ptr %127, align 8
  %128 = getelementptr inbounds [6 x ptr], ptr %92, i64 6
  store ptr %14, ptr %128, align 8
  %129 = getelementptr inbounds ptr, ptr %128, i64 1
  store ptr %14, ptr %129, align 8
  %130 = getelementptr inbounds ptr, ptr %128, i64 2
  store ptr %14, ptr %130, align 8
  %131 = getelementptr inbounds ptr, ptr %128, i64 3
  store ptr %14, ptr %131, align 8
  %132 = getelementptr inbounds ptr, ptr %128, i64 4
  store ptr %14, ptr %132, align 8
  %133 = getelementptr inbounds ptr, ptr %128, i64 5
  store ptr %14, ptr %133, align 8
  %134 = getelementptr inbounds [6 x ptr], ptr %92, i64 7
  store ptr %14, ptr %134, align 8
  %135 = getelementptr inbounds ptr, ptr %134, i64 1
  store ptr %14, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %134, i64 2
  store ptr %14, ptr %136, align 8
  %137 = getelementptr inbounds ptr, ptr %134, i64 3
  store ptr %14, ptr %137, align 8
  %138 = getelementptr inbounds ptr, ptr %134, i64 4
  store ptr %14, ptr %138, align 8
  %139 = getelementptr inbounds ptr, ptr %134, i64 5
  store ptr %14, ptr %139, align 8
  %140 = getelementptr inbounds [2 x [8 x [6 x ptr]]], ptr %16, i64 0, i64 0
  %141 = getelementptr inbounds [8 x [6 x ptr]], ptr %140, i64 0, i64 4
  %142 = getelementptr inbounds [6 x ptr], ptr %141, i64 0, i64 5
  store ptr %142, ptr %17, align 8
  %143 = getelementptr inbounds %struct.S0, ptr %6, i32 0, i32 0
  store ptr %143, ptr %18, align 8
  store ptr null, ptr %19, align 8
  store ptr %12, ptr %20, align 8
  store i8 3, ptr %21, align 1
  store i64 0, ptr %22, align 8
  store i64 7154395135948373224, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %144

144:                                              ; preds = %151, %0
  %145 = load i32, ptr %24, align 4
  %146 = icmp slt i32 %145, 6
  br i1 %146, label %147, label %154

147:                                              ; preds = %144
  %148 = load i32, ptr %24, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [6 x ptr], ptr %13, i64 0, i64 %149
  store ptr @g_36, ptr %150, align 8
  br label %151

151:                                              ; preds = %147
  %152 = load i32, ptr %24, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %24, align 4
  br label %144, !llvm.loop !14

154:                                              ; preds = %144
  %155 = load i32, ptr %2, align 4
  %156 = trunc i32 %155 to i16
  %157 = load i32, ptr %2, align 4
  %158 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 2
  %159 = load i8, ptr %158, align 1
  %160 = sext i8 %159 to i32
  %161 = load volatile i64, ptr @g_26, align 8
  %162 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 2
  %163 = load i8, ptr %162, align 1
  %164 = sext i8 %163 to i64
  store i64 %164, ptr getelementptr inbounds ([6 x i64], ptr @g_33, i64 0, i64 3), align 8
  %165 = trunc i64 %164 to i32
  %166 = load volatile i64, ptr @g_26, align 8
  %167 = trunc i64 %166 to i8
  %168 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  %169 = load i8, ptr %168, align 1
  %170 = sext i8 %169 to i64
  %171 = load i8, ptr @g_34, align 1
  %172 = zext i8 %171 to i16
  %173 = call i32 @func_28(i32 noundef %165, i8 noundef %167, i64 noundef %170, i16 noundef %172)
  %174 = icmp ne i32 %173, 0
  br i1 %174, label %180, label %175

175:                                              ; preds = %154
  %176 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  %177 = load i8, ptr %176, align 1
  %178 = sext i8 %177 to i32
  %179 = icmp ne i32 %178, 0
  br label %180

180:                                              ; preds = %175, %154
  %181 = phi i1 [ true, %154 ], [ %179, %175 ]
  %182 = zext i1 %181 to i32
  %183 = load i16, ptr @g_81, align 2
  %184 = sext i16 %183 to i32
  %185 = icmp sge i32 %182, %184
  %186 = zext i1 %185 to i32
  %187 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 2), align 4
  %188 = sext i32 %187 to i64
  %189 = load i64, ptr %4, align 8
  %190 = icmp eq i64 %188, %189
  br i1 %190, label %194, label %191

191:                                              ; preds = %180
  %192 = load i32, ptr @g_36, align 4
  %193 = icmp ne i32 %192, 0
  br label %194

194:                                              ; preds = %191, %180
  %195 = phi i1 [ true, %180 ], [ %193, %191 ]
  %196 = zext i1 %195 to i32
  %197 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %160, i32 noundef %196)
  %198 = trunc i32 %197 to i16
  %199 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %198, i16 noundef -1)
  %200 = load i16, ptr @g_81, align 2
  %201 = trunc i16 %200 to i8
  %202 = load i16, ptr @g_81, align 2
  %203 = sext i16 %202 to i32
  %204 = load i16, ptr @g_81, align 2
  %205 = sext i16 %204 to i32
  %206 = load i32, ptr @g_36, align 4
  %207 = trunc i32 %206 to i16
  %208 = call i64 @func_15(i32 noundef %157, i8 noundef %201, i32 noundef %203, i32 noundef %205, i16 noundef %207)
  %209 = load i32, ptr @g_62, align 4
  %210 = and i32 %209, 2097151
  %211 = zext i32 %210 to i64
  %212 = xor i64 %208, %211
  %213 = load i32, ptr @g_62, align 4
  %214 = and i32 %213, 2097151
  %215 = zext i32 %214 to i64
  %216 = icmp eq i64 %212, %215
  %217 = zext i1 %216 to i32
  %218 = load i32, ptr %5, align 4
  %219 = or i32 %217, %218
  %220 = load i32, ptr %2, align 4
  %221 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %219, i32 noundef %220)
  %222 = load i32, ptr @g_62, align 4
  %223 = and i32 %222, 2097151
  %224 = icmp uge i32 %221, %223
  br i1 %224, label %225, label %228

225:                                              ; preds = %194
  %226 = load i32, ptr @g_36, align 4
  %227 = icmp ne i32 %226, 0
  br label %228

228:                                              ; preds = %225, %194
  %229 = phi i1 [ false, %194 ], [ %227, %225 ]
  %230 = zext i1 %229 to i32
  %231 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 2
  %232 = load i8, ptr %231, align 1
  %233 = sext i8 %232 to i16
  %234 = load [2 x i64], ptr %6, align 4
  %235 = call [2 x i64] @func_9(i32 noundef %230, i16 noundef %233, [2 x i64] %234)
  store [2 x i64] %235, ptr %27, align 4
  %236 = load i32, ptr %7, align 4
  %237 = zext i32 %236 to i64
  %238 = and i64 %237, 65533
  %239 = trunc i64 %238 to i32
  %240 = load i8, ptr %8, align 1
  %241 = sext i8 %240 to i32
  %242 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %239, i32 noundef %241)
  %243 = trunc i32 %242 to i16
  %244 = call i16 @safe_add_func_int16_t_s_s(i16 noundef %156, i16 noundef %243)
  %245 = trunc i16 %244 to i8
  %246 = load ptr, ptr %9, align 8
  store i8 %245, ptr %246, align 1
  %247 = sext i8 %245 to i32
  %248 = load i32, ptr %10, align 4
  %249 = or i32 %248, %247
  store i32 %249, ptr %10, align 4
  %250 = sext i32 %249 to i64
  %251 = icmp sgt i64 %250, 0
  %252 = zext i1 %251 to i32
  %253 = trunc i32 %252 to i8
  %254 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 4
  %255 = load i8, ptr %254, align 1
  %256 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %253, i8 noundef %255)
  %257 = icmp ne i8 %256, 0
  br i1 %257, label %258, label %329

258:                                              ; preds = %228
  store ptr @g_81, ptr %28, align 8
  store i32 -739943607, ptr %29, align 4
  store i32 0, ptr %10, align 4
  br label %259

259:                                              ; preds = %325, %258
  %260 = load i32, ptr %10, align 4
  %261 = icmp slt i32 %260, 0
  br i1 %261, label %262, label %328

262:                                              ; preds = %259
  store i8 3, ptr %30, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %31, ptr align 1 @__const.func_1.l_150, i64 72, i1 false)
  store ptr @g_36, ptr %32, align 8
  store ptr %32, ptr %33, align 8
  store ptr @g_81, ptr %34, align 8
  store ptr %34, ptr %35, align 8
  store ptr %30, ptr %36, align 8
  %263 = getelementptr inbounds %struct.S0, ptr %6, i32 0, i32 0
  store ptr %263, ptr %37, align 8
  store i8 0, ptr @g_34, align 1
  br label %264

264:                                              ; preds = %291, %262
  %265 = load i8, ptr @g_34, align 1
  %266 = zext i8 %265 to i32
  %267 = icmp sge i32 %266, 36
  br i1 %267, label %268, label %296

268:                                              ; preds = %264
  store ptr %5, ptr %41, align 8
  %269 = getelementptr inbounds ptr, ptr %41, i64 1
  store ptr %5, ptr %269, align 8
  %270 = getelementptr inbounds ptr, ptr %41, i64 2
  store ptr null, ptr %270, align 8
  %271 = getelementptr inbounds ptr, ptr %41, i64 3
  store ptr null, ptr %271, align 8
  %272 = getelementptr inbounds ptr, ptr %41, i64 4
  store ptr null, ptr %272, align 8
  %273 = getelementptr inbounds ptr, ptr %41, i64 5
  store ptr %5, ptr %273, align 8
  %274 = getelementptr inbounds ptr, ptr %41, i64 6
  store ptr %5, ptr %274, align 8
  %275 = getelementptr inbounds ptr, ptr %41, i64 7
  store ptr null, ptr %275, align 8
  %276 = getelementptr inbounds [8 x ptr], ptr %41, i64 1
  store ptr %5, ptr %276, align 8
  %277 = getelementptr inbounds ptr, ptr %276, i64 1
  store ptr null, ptr %277, align 8
  %278 = getelementptr inbounds ptr, ptr %276, i64 2
  store ptr null, ptr %278, align 8
  %279 = getelementptr inbounds ptr, ptr %276, i64 3
  store ptr %5, ptr %279, align 8
  %280 = getelementptr inbounds ptr, ptr %276, i64 4
  store ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 2), ptr %280, align 8
  %281 = getelementptr inbounds ptr, ptr %276, i64 5
  store ptr %5, ptr %281, align 8
  %282 = getelementptr inbounds ptr, ptr %276, i64 6
  store ptr null, ptr %282, align 8
  %283 = getelementptr inbounds ptr, ptr %276, i64 7
  store ptr null, ptr %283, align 8
  %284 = load i8, ptr %8, align 1
  %285 = sext i8 %284 to i32
  %286 = load volatile ptr, ptr @g_146, align 8
  store i32 %285, ptr %286, align 4
  %287 = load i8, ptr %30, align 1
  %288 = zext i8 %287 to i32
  %289 = icmp sge i32 0, %288
  %290 = zext i1 %289 to i32
  store i32 %290, ptr %5, align 4
  br label %291

291:                                              ; preds = %268
  %292 = load i8, ptr @g_34, align 1
  %293 = zext i8 %292 to i32
  %294 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %293, i32 noundef 8)
  %295 = trunc i32 %294 to i8
  store i8 %295, ptr @g_34, align 1
  br label %264, !llvm.loop !15

296:                                              ; preds = %264
  %297 = getelementptr inbounds [8 x [3 x [3 x i8]]], ptr %31, i64 0, i64 2
  %298 = getelementptr inbounds [3 x [3 x i8]], ptr %297, i64 0, i64 0
  %299 = getelementptr inbounds [3 x i8], ptr %298, i64 0, i64 2
  %300 = load i8, ptr %299, align 1
  %301 = icmp ne i8 %300, 0
  br i1 %301, label %302, label %303

302:                                              ; preds = %296
  br label %328

303:                                              ; preds = %296
  %304 = load ptr, ptr %33, align 8
  store ptr @g_36, ptr %304, align 8
  %305 = load ptr, ptr %28, align 8
  %306 = load ptr, ptr %34, align 8
  %307 = load ptr, ptr %35, align 8
  store ptr %306, ptr %307, align 8
  %308 = icmp ne ptr %305, %306
  %309 = zext i1 %308 to i32
  %310 = trunc i32 %309 to i8
  %311 = load ptr, ptr %11, align 8
  %312 = icmp eq ptr @g_36, %311
  %313 = zext i1 %312 to i32
  %314 = trunc i32 %313 to i8
  %315 = call i8 @safe_add_func_uint8_t_u_u(i8 noundef %310, i8 noundef %314)
  %316 = call i8 @safe_lshift_func_int8_t_s_u(i8 noundef %315, i32 noundef 1)
  %317 = icmp ne i8 %316, 0
  br i1 %317, label %318, label %322

318:                                              ; preds = %303
  %319 = load ptr, ptr %33, align 8
  store ptr @g_36, ptr %319, align 8
  %320 = load i64, ptr @g_114, align 8
  %321 = trunc i64 %320 to i8
  store i8 %321, ptr %1, align 1
  br label %344

322:                                              ; preds = %303
  %323 = load ptr, ptr %32, align 8
  store i32 -509553874, ptr %323, align 4
  br label %324

324:                                              ; preds = %322
  br label %325

325:                                              ; preds = %324
  %326 = load i32, ptr %10, align 4
  %327 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %326, i32 noundef 9)
  store i32 %327, ptr %10, align 4
  br label %259, !llvm.loop !16

328:                                              ; preds = %302, %259
  br label %341

329:                                              ; preds = %228
  store ptr %6, ptr %44, align 8
  %330 = load ptr, ptr %44, align 8
  %331 = load volatile ptr, ptr @g_168, align 8
  store ptr %330, ptr %331, align 8
  store i64 0, ptr %12, align 8
  br label %332

332:                                              ; preds = %337, %329
  %333 = load i64, ptr %12, align 8
  %334 = icmp sle i64 %333, 14
  br i1 %334, label %335, label %340

335:                                              ; preds = %332
  %336 = getelementptr inbounds [6 x ptr], ptr %13, i64 0, i64 5
  store ptr @g_36, ptr %336, align 8
  br label %337

337:                                              ; preds = %335
  %338 = load i64, ptr %12, align 8
  %339 = add nsw i64 %338, 1
  store i64 %339, ptr %12, align 8
  br label %332, !llvm.loop !17

340:                                              ; preds = %332
  br label %341

341:                                              ; preds = %340, %328
  %342 = load i32, ptr @g_36, align 4
  %343 = trunc i32 %342 to i8
  store i8 %343, ptr %1, align 1
  br label %344

344:                                              ; preds = %341, %318
  %345 = load i8, ptr %1, align 1
  ret i8 %345
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
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %11, i64 noundef %14)
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
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
define internal i16 @safe_add_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
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
define internal [2 x i64] @func_9(i32 noundef %0, i16 noundef %1, [2 x i64] %2) #0 {
  %4 = alloca %struct.S0, align 4
  %5 = alloca %struct.S0, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca ptr, align 8
  %9 = alloca [1 x ptr], align 8
  %10 = alloca i32, align 4
  %11 = alloca [10 x i16], align 2
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store [2 x i64] %2, ptr %5, align 4
  store i32 %0, ptr %6, align 4
  store i16 %1, ptr %7, align 2
  store ptr @g_36, ptr %8, align 8
  store i32 -8, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %11, ptr align 2 @__const.func_9.l_130, i64 20, i1 false)
  store i64 3993342328926558826, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %14

14:                                               ; preds = %21, %3
  %15 = load i32, ptr %13, align 4
  %16 = icmp slt i32 %15, 1
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = load i32, ptr %13, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 %19
  store ptr @g_36, ptr %20, align 8
  br label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %13, align 4
  br label %14, !llvm.loop !18

24:                                               ; preds = %14
  %25 = getelementptr inbounds [10 x i16], ptr %11, i64 0, i64 2
  %26 = load i16, ptr %25, align 2
  %27 = add i16 %26, 1
  store i16 %27, ptr %25, align 2
  %28 = load i64, ptr %12, align 8
  %29 = add i64 %28, -1
  store i64 %29, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @g_136, i64 16, i1 false)
  %30 = load [2 x i64], ptr %4, align 4
  ret [2 x i64] %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
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
  %12 = udiv i32 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_15(i32 noundef %0, i8 noundef %1, i32 noundef %2, i32 noundef %3, i16 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [6 x ptr], align 8
  %27 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i8 %1, ptr %8, align 1
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i16 %4, ptr %11, align 2
  store i16 -10, ptr %12, align 2
  store ptr @g_36, ptr %13, align 8
  store ptr %13, ptr %14, align 8
  store ptr null, ptr %15, align 8
  store ptr null, ptr %16, align 8
  store ptr %15, ptr %17, align 8
  store ptr getelementptr inbounds ([6 x i64], ptr @g_33, i64 0, i64 3), ptr %18, align 8
  store ptr null, ptr %19, align 8
  store ptr null, ptr %20, align 8
  store ptr null, ptr %21, align 8
  store ptr @g_114, ptr %22, align 8
  store ptr getelementptr inbounds ([5 x i8], ptr getelementptr inbounds ([8 x [5 x i8]], ptr getelementptr inbounds ([6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 2), i64 0, i64 1), i64 0, i64 4), ptr %23, align 8
  store i32 -1316075079, ptr %24, align 4
  store i32 1973713349, ptr %25, align 4
  %28 = load i16, ptr %12, align 2
  %29 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %28, i16 noundef -1489)
  %30 = sext i16 %29 to i64
  %31 = icmp sgt i64 45335, %30
  %32 = zext i1 %31 to i32
  %33 = trunc i32 %32 to i16
  %34 = load i16, ptr %12, align 2
  %35 = sext i16 %34 to i32
  %36 = load volatile i64, ptr @g_26, align 8
  %37 = load volatile i32, ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 1), align 4
  %38 = sext i32 %37 to i64
  %39 = load i8, ptr @g_34, align 1
  %40 = zext i8 %39 to i64
  %41 = load ptr, ptr %14, align 8
  %42 = load ptr, ptr %15, align 8
  %43 = load ptr, ptr %17, align 8
  store ptr %42, ptr %43, align 8
  %44 = icmp eq ptr %41, %42
  %45 = zext i1 %44 to i32
  %46 = sext i32 %45 to i64
  %47 = load ptr, ptr %18, align 8
  store i64 %46, ptr %47, align 8
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = icmp uge i64 %46, %49
  %51 = zext i1 %50 to i32
  %52 = trunc i32 %51 to i8
  %53 = load i16, ptr @g_81, align 2
  %54 = trunc i16 %53 to i8
  %55 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %52, i8 noundef %54)
  %56 = load i64, ptr getelementptr inbounds ([6 x i64], ptr @g_33, i64 0, i64 3), align 8
  %57 = load i8, ptr %8, align 1
  %58 = sext i8 %57 to i64
  %59 = and i64 %56, %58
  %60 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %40, i64 noundef %59)
  %61 = load ptr, ptr %22, align 8
  %62 = load i64, ptr %61, align 8
  %63 = xor i64 %62, %60
  store i64 %63, ptr %61, align 8
  %64 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %38, i64 noundef %63)
  %65 = load ptr, ptr %13, align 8
  %66 = load i32, ptr %65, align 4
  %67 = trunc i32 %66 to i8
  %68 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef %67, i32 noundef 0)
  %69 = sext i8 %68 to i32
  %70 = icmp ne i32 %35, %69
  %71 = zext i1 %70 to i32
  %72 = trunc i32 %71 to i16
  %73 = load i16, ptr @g_81, align 2
  %74 = call i16 @safe_sub_func_uint16_t_u_u(i16 noundef %72, i16 noundef %73)
  %75 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %33, i16 noundef %74)
  %76 = trunc i16 %75 to i8
  %77 = load ptr, ptr %23, align 8
  store i8 %76, ptr %77, align 1
  %78 = sext i8 %76 to i64
  %79 = and i64 %78, 115
  %80 = icmp ne i64 %79, 0
  br i1 %80, label %81, label %97

81:                                               ; preds = %5
  store i32 0, ptr %27, align 4
  br label %82

82:                                               ; preds = %89, %81
  %83 = load i32, ptr %27, align 4
  %84 = icmp slt i32 %83, 6
  br i1 %84, label %85, label %92

85:                                               ; preds = %82
  %86 = load i32, ptr %27, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [6 x ptr], ptr %26, i64 0, i64 %87
  store ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 2), ptr %88, align 8
  br label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %27, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %27, align 4
  br label %82, !llvm.loop !19

92:                                               ; preds = %82
  %93 = load i32, ptr @g_120, align 4
  %94 = add i32 %93, -1
  store i32 %94, ptr @g_120, align 4
  %95 = load i16, ptr %11, align 2
  %96 = sext i16 %95 to i64
  store i64 %96, ptr %6, align 8
  br label %109

97:                                               ; preds = %5
  store i32 8, ptr @g_120, align 4
  br label %98

98:                                               ; preds = %103, %97
  %99 = load i32, ptr @g_120, align 4
  %100 = icmp ult i32 %99, 58
  br i1 %100, label %101, label %106

101:                                              ; preds = %98
  %102 = load volatile i64, ptr @g_26, align 8
  store i64 %102, ptr %6, align 8
  br label %109

103:                                              ; No predecessors!
  %104 = load i32, ptr @g_120, align 4
  %105 = add i32 %104, 1
  store i32 %105, ptr @g_120, align 4
  br label %98, !llvm.loop !20

106:                                              ; preds = %98
  %107 = load i8, ptr %8, align 1
  %108 = sext i8 %107 to i64
  store i64 %108, ptr %6, align 8
  br label %109

109:                                              ; preds = %106, %101, %92
  %110 = load i64, ptr %6, align 8
  ret i64 %110
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
define internal i32 @func_28(i32 noundef %0, i8 noundef %1, i64 noundef %2, i16 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  %9 = alloca i16, align 2
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca [5 x [3 x [9 x ptr]]], align 8
  %24 = alloca [3 x [8 x %struct.S0]], align 4
  %25 = alloca [4 x i32], align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca [1 x [8 x [7 x %struct.S0]]], align 4
  %30 = alloca ptr, align 8
  %31 = alloca [7 x [10 x ptr]], align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca [3 x i8], align 1
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i8 %1, ptr %7, align 1
  store i64 %2, ptr %8, align 8
  store i16 %3, ptr %9, align 2
  store ptr @g_36, ptr %10, align 8
  store ptr null, ptr %11, align 8
  store ptr @g_36, ptr %12, align 8
  store ptr @g_36, ptr %13, align 8
  store ptr @g_36, ptr %14, align 8
  store ptr @g_36, ptr %15, align 8
  store ptr @g_36, ptr %16, align 8
  store ptr @g_36, ptr %17, align 8
  store i32 -1095161874, ptr %18, align 4
  store ptr %18, ptr %19, align 8
  store ptr %18, ptr %20, align 8
  store i32 -917287707, ptr %21, align 4
  store ptr null, ptr %22, align 8
  store ptr %18, ptr %23, align 8
  %40 = getelementptr inbounds ptr, ptr %23, i64 1
  store ptr @g_36, ptr %40, align 8
  %41 = getelementptr inbounds ptr, ptr %23, i64 2
  store ptr @g_36, ptr %41, align 8
  %42 = getelementptr inbounds ptr, ptr %23, i64 3
  store ptr %18, ptr %42, align 8
  %43 = getelementptr inbounds ptr, ptr %23, i64 4
  store ptr %21, ptr %43, align 8
  %44 = getelementptr inbounds ptr, ptr %23, i64 5
  store ptr @g_36, ptr %44, align 8
  %45 = getelementptr inbounds ptr, ptr %23, i64 6
  store ptr %21, ptr %45, align 8
  %46 = getelementptr inbounds ptr, ptr %23, i64 7
  store ptr %18, ptr %46, align 8
  %47 = getelementptr inbounds ptr, ptr %23, i64 8
  store ptr @g_36, ptr %47, align 8
  %48 = getelementptr inbounds [9 x ptr], ptr %23, i64 1
  store ptr @g_36, ptr %48, align 8
  %49 = getelementptr inbounds ptr, ptr %48, i64 1
  store ptr @g_36, ptr %49, align 8
  %50 = getelementptr inbounds ptr, ptr %48, i64 2
  store ptr %21, ptr %50, align 8
  %51 = getelementptr inbounds ptr, ptr %48, i64 3
  store ptr %21, ptr %51, align 8
  %52 = getelementptr inbounds ptr, ptr %48, i64 4
  store ptr %21, ptr %52, align 8
  %53 = getelementptr inbounds ptr, ptr %48, i64 5
  store ptr @g_36, ptr %53, align 8
  %54 = getelementptr inbounds ptr, ptr %48, i64 6
  store ptr @g_36, ptr %54, align 8
  %55 = getelementptr inbounds ptr, ptr %48, i64 7
  store ptr %18, ptr %55, align 8
  %56 = getelementptr inbounds ptr, ptr %48, i64 8
  store ptr @g_36, ptr %56, align 8
  %57 = getelementptr inbounds [9 x ptr], ptr %23, i64 2
  store ptr @g_36, ptr %57, align 8
  %58 = getelementptr inbounds ptr, ptr %57, i64 1
  store ptr %18, ptr %58, align 8
  %59 = getelementptr inbounds ptr, ptr %57, i64 2
  store ptr @g_36, ptr %59, align 8
  %60 = getelementptr inbounds ptr, ptr %57, i64 3
  store ptr @g_36, ptr %60, align 8
  %61 = getelementptr inbounds ptr, ptr %57, i64 4
  store ptr %18, ptr %61, align 8
  %62 = getelementptr inbounds ptr, ptr %57, i64 5
  store ptr @g_36, ptr %62, align 8
  %63 = getelementptr inbounds ptr, ptr %57, i64 6
  store ptr %21, ptr %63, align 8
  %64 = getelementptr inbounds ptr, ptr %57, i64 7
  store ptr @g_36, ptr %64, align 8
  %65 = getelementptr inbounds ptr, ptr %57, i64 8
  store ptr @g_36, ptr %65, align 8
  %66 = getelementptr inbounds [3 x [9 x ptr]], ptr %23, i64 1
  store ptr %18, ptr %66, align 8
  %67 = getelementptr inbounds ptr, ptr %66, i64 1
  store ptr %18, ptr %67, align 8
  %68 = getelementptr inbounds ptr, ptr %66, i64 2
  store ptr %21, ptr %68, align 8
  %69 = getelementptr inbounds ptr, ptr %66, i64 3
  store ptr @g_36, ptr %69, align 8
  %70 = getelementptr inbounds ptr, ptr %66, i64 4
  store ptr %18, ptr %70, align 8
  %71 = getelementptr inbounds ptr, ptr %66, i64 5
  store ptr %18, ptr %71, align 8
  %72 = getelementptr inbounds ptr, ptr %66, i64 6
  store ptr @g_36, ptr %72, align 8
  %73 = getelementptr inbounds ptr, ptr %66, i64 7
  store ptr %21, ptr %73, align 8
  %74 = getelementptr inbounds ptr, ptr %66, i64 8
  store ptr %18, ptr %74, align 8
  %75 = getelementptr inbounds [9 x ptr], ptr %66, i64 1
  store ptr %18, ptr %75, align 8
  %76 = getelementptr inbounds ptr, ptr %75, i64 1
  store ptr null, ptr %76, align 8
  %77 = getelementptr inbounds ptr, ptr %75, i64 2
  store ptr @g_36, ptr %77, align 8
  %78 = getelementptr inbounds ptr, ptr %75, i64 3
  store ptr %21, ptr %78, align 8
  %79 = getelementptr inbounds ptr, ptr %75, i64 4
  store ptr %21, ptr %79, align 8
  %80 = getelementptr inbounds ptr, ptr %75, i64 5
  store ptr %18, ptr %80, align 8
  %81 = getelementptr inbounds ptr, ptr %75, i64 6
  store ptr %21, ptr %81, align 8
  %82 = getelementptr inbounds ptr, ptr %75, i64 7
  store ptr %21, ptr %82, align 8
  %83 = getelementptr inbounds ptr, ptr %75, i64 8
  store ptr %18, ptr %83, align 8
  %84 = getelementptr inbounds [9 x ptr], ptr %66, i64 2
  store ptr %21, ptr %84, align 8
  %85 = getelementptr inbounds ptr, ptr %84, i64 1
  store ptr %21, ptr %85, align 8
  %86 = getelementptr inbounds ptr, ptr %84, i64 2
  store ptr @g_36, ptr %86, align 8
  %87 = getelementptr inbounds ptr, ptr %84, i64 3
  store ptr %21, ptr %87, align 8
  %88 = getelementptr inbounds ptr, ptr %84, i64 4
  store ptr %21, ptr %88, align 8
  %89 = getelementptr inbounds ptr, ptr %84, i64 5
  store ptr null, ptr %89, align 8
  %90 = getelementptr inbounds ptr, ptr %84, i64 6
  store ptr @g_36, ptr %90, align 8
  %91 = getelementptr inbounds ptr, ptr %84, i64 7
  store ptr @g_36, ptr %91, align 8
  %92 = getelementptr inbounds ptr, ptr %84, i64 8
  store ptr @g_36, ptr %92, align 8
  %93 = getelementptr inbounds [3 x [9 x ptr]], ptr %23, i64 2
  store ptr @g_36, ptr %93, align 8
  %94 = getelementptr inbounds ptr, ptr %93, i64 1
  store ptr null, ptr %94, align 8
  %95 = getelementptr inbounds ptr, ptr %93, i64 2
  store ptr %21, ptr %95, align 8
  %96 = getelementptr inbounds ptr, ptr %93, i64 3
  store ptr %21, ptr %96, align 8
  %97 = getelementptr inbounds ptr, ptr %93, i64 4
  store ptr @g_36, ptr %97, align 8
  %98 = getelementptr inbounds ptr, ptr %93, i64 5
  store ptr @g_36, ptr %98, align 8
  %99 = getelementptr inbounds ptr, ptr %93, i64 6
  store ptr @g_36, ptr %99, align 8
  %100 = getelementptr inbounds ptr, ptr %93, i64 7
  store ptr %21, ptr %100, align 8
  %101 = getelementptr inbounds ptr, ptr %93, i64 8
  store ptr %21, ptr %101, align 8
  %102 = getelementptr inbounds [9 x ptr], ptr %93, i64 1
  store ptr %18, ptr %102, align 8
  %103 = getelementptr inbounds ptr, ptr %102, i64 1
  store ptr null, ptr %103, align 8
  %104 = getelementptr inbounds ptr, ptr %102, i64 2
  store ptr @g_36, ptr %104, align 8
  %105 = getelementptr inbounds ptr, ptr %102, i64 3
  store ptr @g_36, ptr %105, align 8
  %106 = getelementptr inbounds ptr, ptr %102, i64 4
  store ptr %21, ptr %106, align 8
  %107 = getelementptr inbounds ptr, ptr %102, i64 5
  store ptr %21, ptr %107, align 8
  %108 = getelementptr inbounds ptr, ptr %102, i64 6
  store ptr @g_36, ptr %108, align 8
  %109 = getelementptr inbounds ptr, ptr %102, i64 7
  store ptr %21, ptr %109, align 8
  %110 = getelementptr inbounds ptr, ptr %102, i64 8
  store ptr %21, ptr %110, align 8
  %111 = getelementptr inbounds [9 x ptr], ptr %93, i64 2
  store ptr @g_36, ptr %111, align 8
  %112 = getelementptr inbounds ptr, ptr %111, i64 1
  store ptr @g_36, ptr %112, align 8
  %113 = getelementptr inbounds ptr, ptr %111, i64 2
  store ptr @g_36, ptr %113, align 8
  %114 = getelementptr inbounds ptr, ptr %111, i64 3
  store ptr @g_36, ptr %114, align 8
  %115 = getelementptr inbounds ptr, ptr %111, i64 4
  store ptr @g_36, ptr %115, align 8
  %116 = getelementptr inbounds ptr, ptr %111, i64 5
  store ptr null, ptr %116, align 8
  %117 = getelementptr inbounds ptr, ptr %111, i64 6
  store ptr %21, ptr %117, align 8
  %118 = getelementptr inbounds ptr, ptr %111, i64 7
  store ptr %21, ptr %118, align 8
  %119 = getelementptr inbounds ptr, ptr %111, i64 8
  store ptr @g_36, ptr %119, align 8
  %120 = getelementptr inbounds [3 x [9 x ptr]], ptr %23, i64 3
  store ptr %18, ptr %120, align 8
  %121 = getelementptr inbounds ptr, ptr %120, i64 1
  store ptr %21, ptr %121, align 8
  %122 = getelementptr inbounds ptr, ptr %120, i64 2
  store ptr @g_36, ptr %122, align 8
  %123 = getelementptr inbounds ptr, ptr %120, i64 3
  store ptr %18, ptr %123, align 8
  %124 = getelementptr inbounds ptr, ptr %120, i64 4
  store ptr %18, ptr %124, align 8
  %125 = getelementptr inbounds ptr, ptr %120, i64 5
  store ptr @g_36, ptr %125, align 8
  %126 = getelementptr inbounds ptr, ptr %120, i64 6
  store ptr %21, ptr %126, align 8
  %127 = getelementptr inbounds ptr, ptr %120, i64 7
  store ptr %18, ptr %127, align 8
  %128 = getelementptr inbounds ptr, ptr %120, i64 8
  store ptr %18, ptr %128, align 8
  %129 = getelementptr inbounds [9 x ptr], ptr %120, i64 1
  store ptr %21, ptr %129, align 8
  %130 = getelementptr inbounds ptr, ptr %129, i64 1
  store ptr %18, ptr %130, align 8
  %131 = getelementptr inbounds ptr, ptr %129, i64 2
  store ptr @g_36, ptr %131, align 8
  %132 = getelementptr inbounds ptr, ptr %129, i64 3
  store ptr %18, ptr %132, align 8
  %133 = getelementptr inbounds ptr, ptr %129, i64 4
  store ptr @g_36, ptr %133, align 8
  %134 = getelementptr inbounds ptr, ptr %129, i64 5
  store ptr %21, ptr %134, align 8
  %135 = getelementptr inbounds ptr, ptr %129, i64 6
  store ptr %21, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %129, i64 7
  store ptr @g_36, ptr %136, align 8
  %137 = getelementptr inbounds ptr, ptr %129, i64 8
  store ptr %18, ptr %137, align 8
  %138 = getelementptr inbounds [9 x ptr], ptr %120, i64 2
  store ptr @g_36, ptr %138, align 8
  %139 = getelementptr inbounds ptr, ptr %138, i64 1
  store ptr %21, ptr %139, align 8
  %140 = getelementptr inbounds ptr, ptr %138, i64 2
  store ptr @g_36, ptr %140, align 8
  %141 = getelementptr inbounds ptr, ptr %138, i64 3
  store ptr null, ptr %141, align 8
  %142 = getelementptr inbounds ptr, ptr %138, i64 4
  store ptr %21, ptr %142, align 8
  %143 = getelementptr inbounds ptr, ptr %138, i64 5
  store ptr %18, ptr %143, align 8
  %144 = getelementptr inbounds ptr, ptr %138, i64 6
  store ptr %21, ptr %144, align 8
  %145 = getelementptr inbounds ptr, ptr %138, i64 7
  store ptr %18, ptr %145, align 8
  %146 = getelementptr inbounds ptr, ptr %138, i64 8
  store ptr %18, ptr %146, align 8
  %147 = getelementptr inbounds [3 x [9 x ptr]], ptr %23, i64 4
  store ptr @g_36, ptr %147, align 8
  %148 = getelementptr inbounds ptr, ptr %147, i64 1
  store ptr %21, ptr %148, align 8
  %149 = getelementptr inbounds ptr, ptr %147, i64 2
  store ptr %18, ptr %149, align 8
  %150 = getelementptr inbounds ptr, ptr %147, i64 3
  store ptr %21, ptr %150, align 8
  %151 = getelementptr inbounds ptr, ptr %147, i64 4
  store ptr %18, ptr %151, align 8
  %152 = getelementptr inbounds ptr, ptr %147, i64 5
  store ptr %21, ptr %152, align 8
  %153 = getelementptr inbounds ptr, ptr %147, i64 6
  store ptr @g_36, ptr %153, align 8
  %154 = getelementptr inbounds ptr, ptr %147, i64 7
  store ptr %21, ptr %154, align 8
  %155 = getelementptr inbounds ptr, ptr %147, i64 8
  store ptr @g_36, ptr %155, align 8
  %156 = getelementptr inbounds [9 x ptr], ptr %147, i64 1
  store ptr %21, ptr %156, align 8
  %157 = getelementptr inbounds ptr, ptr %156, i64 1
  store ptr %18, ptr %157, align 8
  %158 = getelementptr inbounds ptr, ptr %156, i64 2
  store ptr %21, ptr %158, align 8
  %159 = getelementptr inbounds ptr, ptr %156, i64 3
  store ptr null, ptr %159, align 8
  %160 = getelementptr inbounds ptr, ptr %156, i64 4
  store ptr @g_36, ptr %160, align 8
  %161 = getelementptr inbounds ptr, ptr %156, i64 5
  store ptr %21, ptr %161, align 8
  %162 = getelementptr inbounds ptr, ptr %156, i64 6
  store ptr @g_36, ptr %162, align 8
  %163 = getelementptr inbounds ptr, ptr %156, i64 7
  store ptr null, ptr %163, align 8
  %164 = getelementptr inbounds ptr, ptr %156, i64 8
  store ptr %21, ptr %164, align 8
  %165 = getelementptr inbounds [9 x ptr], ptr %147, i64 2
  store ptr %21, ptr %165, align 8
  %166 = getelementptr inbounds ptr, ptr %165, i64 1
  store ptr %21, ptr %166, align 8
  %167 = getelementptr inbounds ptr, ptr %165, i64 2
  store ptr @g_36, ptr %167, align 8
  %168 = getelementptr inbounds ptr, ptr %165, i64 3
  store ptr %18, ptr %168, align 8
  %169 = getelementptr inbounds ptr, ptr %165, i64 4
  store ptr @g_36, ptr %169, align 8
  %170 = getelementptr inbounds ptr, ptr %165, i64 5
  store ptr %18, ptr %170, align 8
  %171 = getelementptr inbounds ptr, ptr %165, i64 6
  store ptr %21, ptr %171, align 8
  %172 = getelementptr inbounds ptr, ptr %165, i64 7
  store ptr %21, ptr %172, align 8
  %173 = getelementptr inbounds ptr, ptr %165, i64 8
  store ptr %21, ptr %173, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 @__const.func_28.l_67, i64 384, i1 false)
  store i32 0, ptr %26, align 4
  br label %174

174:                                              ; preds = %181, %4
  %175 = load i32, ptr %26, align 4
  %176 = icmp slt i32 %175, 4
  br i1 %176, label %177, label %184

177:                                              ; preds = %174
  %178 = load i32, ptr %26, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 %179
  store i32 -1, ptr %180, align 4
  br label %181

181:                                              ; preds = %177
  %182 = load i32, ptr %26, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %26, align 4
  br label %174, !llvm.loop !21

184:                                              ; preds = %174
  %185 = load volatile i32, ptr @g_50, align 4
  %186 = add i32 %185, 1
  store volatile i32 %186, ptr @g_50, align 4
  %187 = load ptr, ptr %20, align 8
  %188 = load i32, ptr %187, align 4
  %189 = load i32, ptr %6, align 4
  %190 = load ptr, ptr %16, align 8
  %191 = load i32, ptr %190, align 4
  %192 = trunc i32 %191 to i8
  %193 = getelementptr inbounds [3 x [8 x %struct.S0]], ptr %24, i64 0, i64 2
  %194 = getelementptr inbounds [8 x %struct.S0], ptr %193, i64 0, i64 3
  %195 = getelementptr inbounds [3 x [8 x %struct.S0]], ptr %24, i64 0, i64 2
  %196 = getelementptr inbounds [8 x %struct.S0], ptr %195, i64 0, i64 3
  %197 = icmp ne ptr @g_36, %21
  br i1 %197, label %198, label %206

198:                                              ; preds = %184
  %199 = load i32, ptr @g_36, align 4
  %200 = trunc i32 %199 to i16
  %201 = load i16, ptr %9, align 2
  %202 = zext i16 %201 to i32
  %203 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef %200, i32 noundef %202)
  %204 = sext i16 %203 to i32
  %205 = icmp ne i32 %204, 0
  br label %206

206:                                              ; preds = %198, %184
  %207 = phi i1 [ false, %184 ], [ %205, %198 ]
  %208 = zext i1 %207 to i32
  %209 = trunc i32 %208 to i16
  %210 = call i16 @safe_sub_func_uint16_t_u_u(i16 noundef %209, i16 noundef 0)
  %211 = zext i16 %210 to i64
  %212 = icmp ne i64 %211, 1
  %213 = zext i1 %212 to i32
  %214 = trunc i32 %213 to i16
  %215 = load i16, ptr %9, align 2
  %216 = call i16 @safe_mod_func_int16_t_s_s(i16 noundef %214, i16 noundef %215)
  %217 = sext i16 %216 to i32
  %218 = xor i32 %217, -1
  %219 = trunc i32 %218 to i8
  %220 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %192, i8 noundef %219)
  %221 = zext i8 %220 to i32
  %222 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %189, i32 noundef %221)
  %223 = trunc i32 %222 to i8
  %224 = load i64, ptr getelementptr inbounds ([6 x i64], ptr @g_33, i64 0, i64 3), align 8
  %225 = trunc i64 %224 to i32
  %226 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef %223, i32 noundef %225)
  %227 = sext i8 %226 to i32
  %228 = load i32, ptr @g_62, align 4
  %229 = and i32 %228, 2097151
  %230 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %227, i32 noundef %229)
  %231 = icmp ne i32 %230, 0
  br i1 %231, label %232, label %288

232:                                              ; preds = %206
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 @__const.func_28.l_72, i64 896, i1 false)
  store ptr @g_34, ptr %30, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %31, i8 0, i64 560, i1 false)
  store i32 -2087134797, ptr %32, align 4
  %233 = getelementptr inbounds [1 x [8 x [7 x %struct.S0]]], ptr %29, i64 0, i64 0
  %234 = getelementptr inbounds [8 x [7 x %struct.S0]], ptr %233, i64 0, i64 7
  %235 = getelementptr inbounds [7 x %struct.S0], ptr %234, i64 0, i64 1
  %236 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 3
  %237 = load i32, ptr %236, align 4
  %238 = getelementptr inbounds [1 x [8 x [7 x %struct.S0]]], ptr %29, i64 0, i64 0
  %239 = getelementptr inbounds [8 x [7 x %struct.S0]], ptr %238, i64 0, i64 7
  %240 = getelementptr inbounds [7 x %struct.S0], ptr %239, i64 0, i64 1
  %241 = getelementptr inbounds %struct.S0, ptr %240, i32 0, i32 3
  %242 = load i32, ptr %241, align 4
  %243 = icmp ne i32 %237, %242
  %244 = zext i1 %243 to i32
  %245 = trunc i32 %244 to i8
  %246 = load ptr, ptr %30, align 8
  store i8 %245, ptr %246, align 1
  %247 = load i64, ptr getelementptr inbounds ([6 x i64], ptr @g_33, i64 0, i64 3), align 8
  %248 = trunc i64 %247 to i16
  %249 = load i64, ptr %8, align 8
  %250 = trunc i64 %249 to i16
  %251 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %248, i16 noundef %250)
  %252 = load volatile i32, ptr @g_50, align 4
  %253 = zext i32 %252 to i64
  %254 = load i64, ptr getelementptr inbounds ([6 x i64], ptr @g_33, i64 0, i64 3), align 8
  %255 = or i64 %254, 169
  %256 = icmp slt i64 %253, 5
  %257 = zext i1 %256 to i32
  %258 = load i32, ptr @g_36, align 4
  %259 = icmp eq i32 %257, %258
  %260 = zext i1 %259 to i32
  %261 = load i32, ptr %6, align 4
  %262 = call i32 @safe_div_func_int32_t_s_s(i32 noundef %261, i32 noundef -1)
  %263 = load ptr, ptr %19, align 8
  store i32 %262, ptr %263, align 4
  %264 = load i32, ptr @g_62, align 4
  %265 = and i32 %264, 2097151
  %266 = icmp ne i32 %262, %265
  %267 = zext i1 %266 to i32
  %268 = load i8, ptr %7, align 1
  %269 = zext i8 %268 to i32
  %270 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %267, i32 noundef %269)
  %271 = icmp ne i32 %270, 0
  br i1 %271, label %272, label %275

272:                                              ; preds = %232
  %273 = load volatile i32, ptr @g_50, align 4
  %274 = icmp ne i32 %273, 0
  br label %275

275:                                              ; preds = %272, %232
  %276 = phi i1 [ false, %232 ], [ %274, %272 ]
  %277 = zext i1 %276 to i32
  %278 = getelementptr inbounds [1 x [8 x [7 x %struct.S0]]], ptr %29, i64 0, i64 0
  %279 = getelementptr inbounds [8 x [7 x %struct.S0]], ptr %278, i64 0, i64 7
  %280 = getelementptr inbounds [7 x %struct.S0], ptr %279, i64 0, i64 1
  %281 = getelementptr inbounds %struct.S0, ptr %280, i32 0, i32 1
  %282 = load i32, ptr %281, align 4
  %283 = xor i32 %277, %282
  %284 = load i32, ptr %32, align 4
  %285 = xor i32 %284, %283
  store i32 %285, ptr %32, align 4
  %286 = load ptr, ptr %13, align 8
  %287 = load i32, ptr %286, align 4
  store i32 %287, ptr %5, align 4
  br label %316

288:                                              ; preds = %206
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr align 1 @__const.func_28.l_83, i64 3, i1 false)
  store ptr @g_36, ptr %37, align 8
  store ptr %19, ptr %38, align 8
  %289 = getelementptr inbounds [3 x i8], ptr %36, i64 0, i64 2
  %290 = load i8, ptr %289, align 1
  %291 = sext i8 %290 to i32
  store i32 %291, ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 2), align 4
  store i32 -19, ptr %21, align 4
  br label %292

292:                                              ; preds = %305, %288
  %293 = load i32, ptr %21, align 4
  %294 = icmp slt i32 %293, -15
  br i1 %294, label %295, label %310

295:                                              ; preds = %292
  store i32 0, ptr %18, align 4
  br label %296

296:                                              ; preds = %301, %295
  %297 = load i32, ptr %18, align 4
  %298 = icmp sle i32 %297, 2
  br i1 %298, label %299, label %304

299:                                              ; preds = %296
  %300 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_62, i32 0, i32 2), align 4
  store i32 %300, ptr %5, align 4
  br label %316

301:                                              ; No predecessors!
  %302 = load i32, ptr %18, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %18, align 4
  br label %296, !llvm.loop !22

304:                                              ; preds = %296
  br label %305

305:                                              ; preds = %304
  %306 = load i32, ptr %21, align 4
  %307 = sext i32 %306 to i64
  %308 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %307, i64 noundef 8)
  %309 = trunc i64 %308 to i32
  store i32 %309, ptr %21, align 4
  br label %292, !llvm.loop !23

310:                                              ; preds = %292
  %311 = load ptr, ptr %37, align 8
  %312 = load ptr, ptr %38, align 8
  store ptr %311, ptr %312, align 8
  br label %313

313:                                              ; preds = %310
  %314 = load i8, ptr @g_34, align 1
  %315 = zext i8 %314 to i32
  store i32 %315, ptr %5, align 4
  br label %316

316:                                              ; preds = %313, %299, %275
  %317 = load i32, ptr %5, align 4
  ret i32 %317
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_lshift_func_int8_t_s_u(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = load i8, ptr %3, align 1
  %13 = sext i8 %12 to i32
  %14 = load i32, ptr %4, align 4
  %15 = ashr i32 127, %14
  %16 = icmp sgt i32 %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11, %8, %2
  %18 = load i8, ptr %3, align 1
  %19 = sext i8 %18 to i32
  br label %25

20:                                               ; preds = %11
  %21 = load i8, ptr %3, align 1
  %22 = sext i8 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = shl i32 %22, %23
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_add_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
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
define internal i16 @safe_sub_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
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
define internal i16 @safe_mod_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
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
  %24 = srem i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_rshift_func_int16_t_s_s(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
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
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i16, ptr %3, align 2
  %19 = sext i16 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i16
  ret i16 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = xor i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = xor i32 %9, %10
  %12 = and i32 %11, -2147483648
  %13 = xor i32 %8, %12
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %13, %14
  %16 = load i32, ptr %4, align 4
  %17 = xor i32 %15, %16
  %18 = and i32 %7, %17
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4
  br label %26

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sub nsw i32 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ]
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
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
  %18 = sdiv i32 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ]
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  %9 = icmp sgt i64 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = sub nsw i64 9223372036854775807, %12
  %14 = icmp sgt i64 %11, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8
  %17 = icmp slt i64 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8
  %20 = icmp slt i64 %19, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = sub nsw i64 -9223372036854775808, %23
  %25 = icmp slt i64 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8
  br label %32

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %4, align 8
  %31 = add nsw i64 %29, %30
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ]
  ret i64 %33
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
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
