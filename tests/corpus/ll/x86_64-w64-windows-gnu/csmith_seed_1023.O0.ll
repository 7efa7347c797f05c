; ModuleID = 'tests/programs/csmith/seed_1023.c'
source_filename = "tests/programs/csmith/seed_1023.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.U0 = type { i64 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_19 = internal global [3 x [6 x [1 x i32]]] [[6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]]], align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"g_19[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_41 = internal global i32 -1, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1
@g_62 = internal global i64 724968363703976253, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1
@g_83 = internal global i16 -1, align 2
@.str.5 = private unnamed_addr constant [5 x i8] c"g_83\00", align 1
@g_85 = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_85\00", align 1
@g_93 = internal global i32 -734851307, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"g_93\00", align 1
@g_120 = internal global [6 x i16] [i16 -5431, i16 -5431, i16 -5431, i16 -5431, i16 -5431, i16 -5431], align 2
@.str.8 = private unnamed_addr constant [9 x i8] c"g_120[i]\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_162 = internal global i8 -9, align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1
@g_172 = internal global [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 16
@.str.11 = private unnamed_addr constant [9 x i8] c"g_172[i]\00", align 1
@g_183 = internal global i8 -105, align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"g_183\00", align 1
@g_187 = internal global i32 -578929562, align 4
@.str.13 = private unnamed_addr constant [6 x i8] c"g_187\00", align 1
@g_217 = internal global i64 -1752586019099715339, align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"g_217\00", align 1
@g_218 = internal global i32 498299062, align 4
@.str.15 = private unnamed_addr constant [6 x i8] c"g_218\00", align 1
@g_232 = internal global i16 -45, align 2
@.str.16 = private unnamed_addr constant [6 x i8] c"g_232\00", align 1
@g_264 = internal global %union.U0 { i64 2294581504738829706 }, align 8
@.str.17 = private unnamed_addr constant [9 x i8] c"g_264.f0\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"g_264.f1\00", align 1
@g_270 = internal global i64 7821556869703760522, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"g_270\00", align 1
@g_271 = internal global i8 90, align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_271\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"g_281.f0\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"g_281.f1\00", align 1
@g_320 = internal global i32 539932769, align 4
@.str.23 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1
@g_357 = internal global i64 4, align 8
@.str.24 = private unnamed_addr constant [6 x i8] c"g_357\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"g_404.f0\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"g_404.f1\00", align 1
@g_443 = internal global i64 9, align 8
@.str.27 = private unnamed_addr constant [6 x i8] c"g_443\00", align 1
@g_444 = internal global i32 -1095729418, align 4
@.str.28 = private unnamed_addr constant [6 x i8] c"g_444\00", align 1
@g_477 = internal global [10 x i8] c"\F9\00\F9\00\F9\00\F9\00\F9\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_477[i]\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_17 = private unnamed_addr constant [10 x [8 x i32]] [[8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], [8 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5]], align 16
@g_60 = internal global ptr null, align 8
@__const.func_1.l_479 = private unnamed_addr constant [7 x [4 x [1 x i16]]] [[4 x [1 x i16]] [[1 x i16] [i16 -22097], [1 x i16] [i16 4], [1 x i16] [i16 -14876], [1 x i16] [i16 -22097]], [4 x [1 x i16]] [[1 x i16] [i16 -14876], [1 x i16] [i16 4], [1 x i16] [i16 -22097], [1 x i16] [i16 -4]], [4 x [1 x i16]] [[1 x i16] [i16 -4], [1 x i16] [i16 -22097], [1 x i16] [i16 4], [1 x i16] [i16 -14876]], [4 x [1 x i16]] [[1 x i16] [i16 -22097], [1 x i16] [i16 -14876], [1 x i16] [i16 4], [1 x i16] [i16 -22097]], [4 x [1 x i16]] [[1 x i16] [i16 -4], [1 x i16] [i16 -4], [1 x i16] [i16 -22097], [1 x i16] [i16 4]], [4 x [1 x i16]] [[1 x i16] [i16 -14876], [1 x i16] [i16 -22097], [1 x i16] [i16 -14876], [1 x i16] [i16 4]], [4 x [1 x i16]] [[1 x i16] [i16 -22097], [1 x i16] [i16 -4], [1 x i16] [i16 -4], [1 x i16] [i16 -22097]]], align 16
@__const.func_1.l_480 = private unnamed_addr constant [10 x [2 x [9 x i16]]] [[2 x [9 x i16]] [[9 x i16] [i16 -6, i16 -13685, i16 -10, i16 -13685, i16 -6, i16 9, i16 19032, i16 -19888, i16 -19888], [9 x i16] [i16 1, i16 26082, i16 -1480, i16 15285, i16 -1480, i16 26082, i16 1, i16 31199, i16 2]], [2 x [9 x i16]] [[9 x i16] [i16 -17771, i16 -28207, i16 -13685, i16 9, i16 0, i16 9, i16 -13685, i16 -28207, i16 -17771], [9 x i16] [i16 26082, i16 -1, i16 2488, i16 31199, i16 26945, i16 -1480, i16 26945, i16 31199, i16 2488]], [2 x [9 x i16]] [[9 x i16] [i16 19032, i16 19032, i16 -1, i16 -10, i16 -28207, i16 -19888, i16 -17771, i16 -19888, i16 -28207], [9 x i16] [i16 26082, i16 26945, i16 26945, i16 26082, i16 -1, i16 2, i16 15285, i16 2488, i16 15285]], [2 x [9 x i16]] [[9 x i16] [i16 -17771, i16 9, i16 -1, i16 -1, i16 9, i16 -17771, i16 0, i16 19032, i16 -6], [9 x i16] [i16 1, i16 2, i16 2488, i16 -1, i16 -1, i16 2488, i16 2, i16 1, i16 -1]], [2 x [9 x i16]] [[9 x i16] [i16 -6, i16 -1, i16 -13685, i16 0, i16 -28207, i16 -28207, i16 0, i16 -13685, i16 -1], [9 x i16] [i16 -1, i16 1, i16 -1480, i16 26082, i16 15285, i16 1, i16 1, i16 15285, i16 26082]], [2 x [9 x i16]] [[9 x i16] [i16 9, i16 0, i16 9, i16 -13685, i16 -28207, i16 -17771, i16 -10, i16 -10, i16 -17771], [9 x i16] [i16 2488, i16 -5, i16 -1, i16 -5, i16 2488, i16 26082, i16 15285, i16 1, i16 1]], [2 x [9 x i16]] [[9 x i16] [i16 12471, i16 19032, i16 -17771, i16 -13685, i16 -17771, i16 19032, i16 12471, i16 -28207, i16 -6], [9 x i16] [i16 -1, i16 -1480, i16 -5, i16 26082, i16 2, i16 26082, i16 -5, i16 -1480, i16 -1]], [2 x [9 x i16]] [[9 x i16] [i16 19032, i16 -1, i16 -10, i16 -28207, i16 -19888, i16 -17771, i16 -19888, i16 -28207, i16 -10], [9 x i16] [i16 15285, i16 15285, i16 26945, i16 -1, i16 -1480, i16 1, i16 -1, i16 1, i16 -1480]], [2 x [9 x i16]] [[9 x i16] [i16 19032, i16 -19888, i16 -19888, i16 19032, i16 9, i16 -6, i16 -13685, i16 -10, i16 -13685], [9 x i16] [i16 -1, i16 26082, i16 26945, i16 26945, i16 26082, i16 -1, i16 2, i16 15285, i16 2488]], [2 x [9 x i16]] [[9 x i16] [i16 12471, i16 -6, i16 -10, i16 9, i16 9, i16 -10, i16 -6, i16 12471, i16 -1], [9 x i16] [i16 2488, i16 26945, i16 -5, i16 2, i16 -1480, i16 -1480, i16 2, i16 -5, i16 26945]]], align 16
@__const.func_1.l_484 = private unnamed_addr constant [7 x ptr] [ptr getelementptr (i8, ptr @g_19, i64 32), ptr getelementptr (i8, ptr @g_19, i64 32), ptr getelementptr (i8, ptr @g_19, i64 32), ptr getelementptr (i8, ptr @g_19, i64 32), ptr getelementptr (i8, ptr @g_19, i64 32), ptr getelementptr (i8, ptr @g_19, i64 32), ptr getelementptr (i8, ptr @g_19, i64 32)], align 16
@g_369 = internal global ptr @g_85, align 8
@g_347 = internal global ptr @g_232, align 8
@__const.func_13.l_20 = private unnamed_addr constant [4 x ptr] [ptr @g_19, ptr @g_19, ptr @g_19, ptr @g_19], align 16
@__const.func_13.l_39 = private unnamed_addr constant [5 x [4 x [3 x i32]]] [[4 x [3 x i32]] [[3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4], [3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4]], [4 x [3 x i32]] [[3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4], [3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4]], [4 x [3 x i32]] [[3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4], [3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4]], [4 x [3 x i32]] [[3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4], [3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4]], [4 x [3 x i32]] [[3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4], [3 x i32] [i32 4, i32 470680488, i32 4], [3 x i32] [i32 4, i32 -1, i32 4]]], align 16
@__const.func_13.l_36 = private unnamed_addr constant [7 x i32] [i32 328834723, i32 0, i32 328834723, i32 328834723, i32 0, i32 328834723, i32 328834723], align 16
@g_457 = internal global ptr @g_458, align 8
@g_458 = internal global ptr getelementptr (i8, ptr @g_459, i64 656), align 8
@g_459 = internal global [6 x [2 x [7 x ptr]]] [[2 x [7 x ptr]] [[7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271], [7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271]], [2 x [7 x ptr]] [[7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271], [7 x ptr] [ptr null, ptr @g_271, ptr null, ptr null, ptr @g_271, ptr null, ptr null]], [2 x [7 x ptr]] [[7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271], [7 x ptr] [ptr @g_271, ptr null, ptr null, ptr @g_271, ptr null, ptr null, ptr @g_271]], [2 x [7 x ptr]] [[7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271], [7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271]], [2 x [7 x ptr]] [[7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271, ptr @g_271], [7 x ptr] [ptr null, ptr @g_271, ptr null, ptr null, ptr @g_271, ptr null, ptr null]], [2 x [7 x ptr]] [[7 x ptr] [ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271, ptr @g_271, ptr @g_162, ptr @g_271], [7 x ptr] [ptr @g_271, ptr null, ptr null, ptr @g_271, ptr null, ptr null, ptr @g_271]]], align 16
@.str.30 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_281 = internal global { i32, [4 x i8] } { i32 8, [4 x i8] undef }, align 8
@g_404 = internal global { i32, [4 x i8] } { i32 -1491997993, [4 x i8] undef }, align 8
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %20 = call i16 @func_1()
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %61, %19
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 3
  br i1 %23, label %24, label %64

24:                                               ; preds = %21
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %57, %24
  %26 = load i32, ptr %7, align 4
  %27 = icmp slt i32 %26, 6
  br i1 %27, label %28, label %60

28:                                               ; preds = %25
  store i32 0, ptr %8, align 4
  br label %29

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %30, 1
  br i1 %31, label %32, label %56

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %34
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [6 x [1 x i32]], ptr %35, i64 0, i64 %37
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [1 x i32], ptr %38, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = sext i32 %42 to i64
  %44 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.1, i32 noundef %44)
  %45 = load i32, ptr %9, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %32
  %48 = load i32, ptr %6, align 4
  %49 = load i32, ptr %7, align 4
  %50 = load i32, ptr %8, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  br label %52

52:                                               ; preds = %47, %32
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %29, !llvm.loop !5

56:                                               ; preds = %29
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %25, !llvm.loop !7

60:                                               ; preds = %25
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %21, !llvm.loop !8

64:                                               ; preds = %21
  %65 = load i32, ptr @g_41, align 4
  %66 = zext i32 %65 to i64
  %67 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %66, ptr noundef @.str.3, i32 noundef %67)
  %68 = load i64, ptr @g_62, align 8
  %69 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %68, ptr noundef @.str.4, i32 noundef %69)
  %70 = load i16, ptr @g_83, align 2
  %71 = zext i16 %70 to i64
  %72 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %71, ptr noundef @.str.5, i32 noundef %72)
  %73 = load i32, ptr @g_85, align 4
  %74 = zext i32 %73 to i64
  %75 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %74, ptr noundef @.str.6, i32 noundef %75)
  %76 = load i32, ptr @g_93, align 4
  %77 = zext i32 %76 to i64
  %78 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %77, ptr noundef @.str.7, i32 noundef %78)
  store i32 0, ptr %6, align 4
  br label %79

79:                                               ; preds = %95, %64
  %80 = load i32, ptr %6, align 4
  %81 = icmp slt i32 %80, 6
  br i1 %81, label %82, label %98

82:                                               ; preds = %79
  %83 = load i32, ptr %6, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [6 x i16], ptr @g_120, i64 0, i64 %84
  %86 = load i16, ptr %85, align 2
  %87 = sext i16 %86 to i64
  %88 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %87, ptr noundef @.str.8, i32 noundef %88)
  %89 = load i32, ptr %9, align 4
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %91, label %94

91:                                               ; preds = %82
  %92 = load i32, ptr %6, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %92)
  br label %94

94:                                               ; preds = %91, %82
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %79, !llvm.loop !9

98:                                               ; preds = %79
  %99 = load i8, ptr @g_162, align 1
  %100 = sext i8 %99 to i64
  %101 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %100, ptr noundef @.str.10, i32 noundef %101)
  store i32 0, ptr %6, align 4
  br label %102

102:                                              ; preds = %118, %98
  %103 = load i32, ptr %6, align 4
  %104 = icmp slt i32 %103, 4
  br i1 %104, label %105, label %121

105:                                              ; preds = %102
  %106 = load i32, ptr %6, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x i32], ptr @g_172, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sext i32 %109 to i64
  %111 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %110, ptr noundef @.str.11, i32 noundef %111)
  %112 = load i32, ptr %9, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %117

114:                                              ; preds = %105
  %115 = load i32, ptr %6, align 4
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %115)
  br label %117

117:                                              ; preds = %114, %105
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %6, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %6, align 4
  br label %102, !llvm.loop !10

121:                                              ; preds = %102
  %122 = load i8, ptr @g_183, align 1
  %123 = sext i8 %122 to i64
  %124 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %123, ptr noundef @.str.12, i32 noundef %124)
  %125 = load i32, ptr @g_187, align 4
  %126 = sext i32 %125 to i64
  %127 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %126, ptr noundef @.str.13, i32 noundef %127)
  %128 = load i64, ptr @g_217, align 8
  %129 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %128, ptr noundef @.str.14, i32 noundef %129)
  %130 = load i32, ptr @g_218, align 4
  %131 = sext i32 %130 to i64
  %132 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %131, ptr noundef @.str.15, i32 noundef %132)
  %133 = load i16, ptr @g_232, align 2
  %134 = zext i16 %133 to i64
  %135 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %134, ptr noundef @.str.16, i32 noundef %135)
  %136 = load volatile i64, ptr @g_264, align 8
  %137 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %136, ptr noundef @.str.17, i32 noundef %137)
  %138 = load volatile i64, ptr @g_264, align 8
  %139 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %138, ptr noundef @.str.18, i32 noundef %139)
  %140 = load i64, ptr @g_270, align 8
  %141 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %140, ptr noundef @.str.19, i32 noundef %141)
  %142 = load i8, ptr @g_271, align 1
  %143 = sext i8 %142 to i64
  %144 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %143, ptr noundef @.str.20, i32 noundef %144)
  %145 = load i32, ptr @g_281, align 8
  %146 = sext i32 %145 to i64
  %147 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %146, ptr noundef @.str.21, i32 noundef %147)
  %148 = load i32, ptr @g_281, align 8
  %149 = sext i32 %148 to i64
  %150 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %149, ptr noundef @.str.22, i32 noundef %150)
  %151 = load i32, ptr @g_320, align 4
  %152 = sext i32 %151 to i64
  %153 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %152, ptr noundef @.str.23, i32 noundef %153)
  %154 = load i64, ptr @g_357, align 8
  %155 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %154, ptr noundef @.str.24, i32 noundef %155)
  %156 = load i32, ptr @g_404, align 8
  %157 = sext i32 %156 to i64
  %158 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %157, ptr noundef @.str.25, i32 noundef %158)
  %159 = load i32, ptr @g_404, align 8
  %160 = sext i32 %159 to i64
  %161 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.26, i32 noundef %161)
  %162 = load volatile i64, ptr @g_443, align 8
  %163 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %162, ptr noundef @.str.27, i32 noundef %163)
  %164 = load volatile i32, ptr @g_444, align 4
  %165 = sext i32 %164 to i64
  %166 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %165, ptr noundef @.str.28, i32 noundef %166)
  store i32 0, ptr %6, align 4
  br label %167

167:                                              ; preds = %183, %121
  %168 = load i32, ptr %6, align 4
  %169 = icmp slt i32 %168, 10
  br i1 %169, label %170, label %186

170:                                              ; preds = %167
  %171 = load i32, ptr %6, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [10 x i8], ptr @g_477, i64 0, i64 %172
  %174 = load i8, ptr %173, align 1
  %175 = zext i8 %174 to i64
  %176 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %175, ptr noundef @.str.29, i32 noundef %176)
  %177 = load i32, ptr %9, align 4
  %178 = icmp ne i32 %177, 0
  br i1 %178, label %179, label %182

179:                                              ; preds = %170
  %180 = load i32, ptr %6, align 4
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %180)
  br label %182

182:                                              ; preds = %179, %170
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %6, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %6, align 4
  br label %167, !llvm.loop !11

186:                                              ; preds = %167
  %187 = load i32, ptr @crc32_context, align 4
  %188 = xor i32 %187, -1
  %189 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %188, i32 noundef %189)
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
define internal i16 @func_1() #0 {
  %1 = alloca i8, align 1
  %2 = alloca [1 x ptr], align 8
  %3 = alloca [10 x [8 x i32]], align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [7 x [4 x [1 x i16]]], align 16
  %8 = alloca [10 x [2 x [9 x i16]]], align 16
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [7 x ptr], align 16
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i8 -1, ptr %1, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.func_1.l_17, i64 320, i1 false)
  store ptr @g_60, ptr %4, align 8
  store ptr getelementptr inbounds ([10 x i8], ptr @g_477, i64 0, i64 1), ptr %5, align 8
  store ptr @g_183, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.func_1.l_479, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.func_1.l_480, i64 360, i1 false)
  store ptr null, ptr %9, align 8
  store ptr getelementptr inbounds ([6 x [1 x i32]], ptr @g_19, i64 0, i64 5), ptr %10, align 8
  store ptr getelementptr inbounds ([6 x [1 x i32]], ptr @g_19, i64 0, i64 1), ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.func_1.l_484, i64 56, i1 false)
  store i8 0, ptr %13, align 1
  store i8 -92, ptr %14, align 1
  store i64 -5246229488535358884, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %19

19:                                               ; preds = %26, %0
  %20 = load i32, ptr %16, align 4
  %21 = icmp slt i32 %20, 1
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load i32, ptr %16, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [1 x ptr], ptr %2, i64 0, i64 %24
  store ptr null, ptr %25, align 8
  br label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %16, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %16, align 4
  br label %19, !llvm.loop !14

29:                                               ; preds = %19
  %30 = load i8, ptr %1, align 1
  %31 = sext i8 %30 to i32
  %32 = getelementptr inbounds [10 x [8 x i32]], ptr %3, i64 0, i64 2
  %33 = getelementptr inbounds [8 x i32], ptr %32, i64 0, i64 0
  store i32 0, ptr %33, align 16
  %34 = call i8 @func_13(i64 noundef 0)
  %35 = sext i8 %34 to i32
  %36 = icmp ne i32 %31, %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %29
  %38 = getelementptr inbounds [10 x [8 x i32]], ptr %3, i64 0, i64 2
  %39 = getelementptr inbounds [8 x i32], ptr %38, i64 0, i64 0
  %40 = load i32, ptr %39, align 16
  %41 = icmp ne i32 %40, 0
  br label %42

42:                                               ; preds = %37, %29
  %43 = phi i1 [ false, %29 ], [ %41, %37 ]
  %44 = zext i1 %43 to i32
  %45 = load volatile i64, ptr @g_264, align 8
  %46 = icmp ne i64 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %42
  %48 = load ptr, ptr %4, align 8
  %49 = icmp ne ptr null, %48
  br label %50

50:                                               ; preds = %47, %42
  %51 = phi i1 [ true, %42 ], [ %49, %47 ]
  %52 = zext i1 %51 to i32
  %53 = load ptr, ptr %5, align 8
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = xor i32 %55, %52
  %57 = trunc i32 %56 to i8
  store i8 %57, ptr %53, align 1
  %58 = load i8, ptr %1, align 1
  %59 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %57, i8 noundef %58)
  %60 = zext i8 %59 to i32
  %61 = load ptr, ptr @g_369, align 8
  %62 = load i32, ptr %61, align 4
  %63 = icmp ule i32 %60, %62
  %64 = zext i1 %63 to i32
  %65 = getelementptr inbounds [10 x [8 x i32]], ptr %3, i64 0, i64 0
  %66 = getelementptr inbounds [8 x i32], ptr %65, i64 0, i64 3
  %67 = load i32, ptr %66, align 4
  %68 = icmp sle i32 %64, %67
  %69 = zext i1 %68 to i32
  %70 = load ptr, ptr %6, align 8
  %71 = load i8, ptr %70, align 1
  %72 = sext i8 %71 to i32
  %73 = and i32 %72, %69
  %74 = trunc i32 %73 to i8
  store i8 %74, ptr %70, align 1
  %75 = call i8 @safe_mod_func_int8_t_s_s(i8 noundef %74, i8 noundef 111)
  %76 = sext i8 %75 to i64
  %77 = load i32, ptr @g_404, align 8
  %78 = sext i32 %77 to i64
  %79 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %76, i64 noundef %78)
  %80 = icmp ne i64 %79, 0
  br i1 %80, label %85, label %81

81:                                               ; preds = %50
  %82 = load i8, ptr %1, align 1
  %83 = sext i8 %82 to i32
  %84 = icmp ne i32 %83, 0
  br label %85

85:                                               ; preds = %81, %50
  %86 = phi i1 [ true, %50 ], [ %84, %81 ]
  %87 = zext i1 %86 to i32
  %88 = trunc i32 %87 to i16
  %89 = getelementptr inbounds [7 x [4 x [1 x i16]]], ptr %7, i64 0, i64 2
  %90 = getelementptr inbounds [4 x [1 x i16]], ptr %89, i64 0, i64 1
  %91 = getelementptr inbounds [1 x i16], ptr %90, i64 0, i64 0
  %92 = load i16, ptr %91, align 2
  %93 = call i16 @safe_sub_func_uint16_t_u_u(i16 noundef %88, i16 noundef %92)
  %94 = trunc i16 %93 to i8
  %95 = getelementptr inbounds [10 x [2 x [9 x i16]]], ptr %8, i64 0, i64 1
  %96 = getelementptr inbounds [2 x [9 x i16]], ptr %95, i64 0, i64 1
  %97 = getelementptr inbounds [9 x i16], ptr %96, i64 0, i64 1
  %98 = load i16, ptr %97, align 2
  %99 = trunc i16 %98 to i8
  %100 = call i8 @safe_div_func_int8_t_s_s(i8 noundef %94, i8 noundef %99)
  %101 = sext i8 %100 to i32
  %102 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %101, i32 noundef 0)
  %103 = getelementptr inbounds [7 x [4 x [1 x i16]]], ptr %7, i64 0, i64 2
  %104 = getelementptr inbounds [4 x [1 x i16]], ptr %103, i64 0, i64 1
  %105 = getelementptr inbounds [1 x i16], ptr %104, i64 0, i64 0
  %106 = load i16, ptr %105, align 2
  %107 = sext i16 %106 to i32
  %108 = icmp sle i32 %102, %107
  %109 = zext i1 %108 to i32
  %110 = sext i32 %109 to i64
  %111 = icmp eq i64 -3337897791537232496, %110
  br i1 %111, label %116, label %112

112:                                              ; preds = %85
  %113 = load i8, ptr %1, align 1
  %114 = sext i8 %113 to i32
  %115 = icmp ne i32 %114, 0
  br label %116

116:                                              ; preds = %112, %85
  %117 = phi i1 [ true, %85 ], [ %115, %112 ]
  %118 = zext i1 %117 to i32
  %119 = trunc i32 %118 to i8
  %120 = getelementptr inbounds [10 x [2 x [9 x i16]]], ptr %8, i64 0, i64 8
  %121 = getelementptr inbounds [2 x [9 x i16]], ptr %120, i64 0, i64 0
  %122 = getelementptr inbounds [9 x i16], ptr %121, i64 0, i64 7
  %123 = load i16, ptr %122, align 2
  %124 = trunc i16 %123 to i8
  %125 = call i8 @safe_mul_func_int8_t_s_s(i8 noundef %119, i8 noundef %124)
  %126 = sext i8 %125 to i32
  %127 = load i8, ptr %1, align 1
  %128 = sext i8 %127 to i32
  %129 = xor i32 %126, %128
  %130 = trunc i32 %129 to i16
  %131 = load ptr, ptr @g_347, align 8
  %132 = load i16, ptr %131, align 2
  %133 = zext i16 %132 to i32
  %134 = call i16 @safe_lshift_func_int16_t_s_u(i16 noundef %130, i32 noundef %133)
  %135 = sext i16 %134 to i32
  %136 = getelementptr inbounds [10 x [8 x i32]], ptr %3, i64 0, i64 2
  %137 = getelementptr inbounds [8 x i32], ptr %136, i64 0, i64 0
  store i32 %135, ptr %137, align 16
  %138 = load i64, ptr %15, align 8
  %139 = add i64 %138, -1
  store i64 %139, ptr %15, align 8
  %140 = load ptr, ptr %11, align 8
  %141 = load i32, ptr %140, align 4
  %142 = trunc i32 %141 to i16
  ret i16 %142
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
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, ptr noundef %11, i32 noundef %13)
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
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_lshift_func_int16_t_s_u(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2
  %13 = sext i16 %12 to i32
  %14 = load i32, ptr %4, align 4
  %15 = ashr i32 32767, %14
  %16 = icmp sgt i32 %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2
  %19 = sext i16 %18 to i32
  br label %25

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2
  %22 = sext i16 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = shl i32 %22, %23
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_mul_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

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
define internal i8 @safe_div_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, -128
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %4, align 1
  %23 = sext i8 %22 to i32
  %24 = sdiv i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
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
define internal i8 @func_13(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [4 x ptr], align 16
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [5 x [4 x [3 x i32]]], align 16
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca %union.U0, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [6 x i64], align 16
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca [7 x i32], align 16
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store ptr getelementptr inbounds ([6 x [1 x i32]], ptr @g_19, i64 0, i64 1), ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.func_13.l_20, i64 32, i1 false)
  store i8 44, ptr %5, align 1
  store i32 8, ptr %6, align 4
  store ptr @g_62, ptr %7, align 8
  store i32 3, ptr %8, align 4
  store ptr @g_232, ptr %9, align 8
  %32 = load i8, ptr %5, align 1
  %33 = add i8 %32, -1
  store i8 %33, ptr %5, align 1
  store i64 0, ptr %2, align 8
  br label %34

34:                                               ; preds = %90, %1
  %35 = load i64, ptr %2, align 8
  %36 = icmp eq i64 %35, 20
  br i1 %36, label %37, label %95

37:                                               ; preds = %34
  store i32 0, ptr %11, align 4
  store i32 -1351181324, ptr %12, align 4
  store i32 -95760601, ptr %13, align 4
  store i32 -930261391, ptr %14, align 4
  store i32 1, ptr %15, align 4
  store i32 1217936414, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.func_13.l_39, i64 240, i1 false)
  store ptr @g_271, ptr %18, align 8
  store ptr %18, ptr %19, align 8
  store i32 1, ptr %20, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %21, i8 0, i64 8, i1 false)
  %38 = load i32, ptr %11, align 4
  %39 = add i32 %38, 1
  store i32 %39, ptr %11, align 4
  store i32 0, ptr %6, align 4
  br label %40

40:                                               ; preds = %52, %37
  %41 = load i32, ptr %6, align 4
  %42 = icmp sle i32 %41, 0
  br i1 %42, label %43, label %55

43:                                               ; preds = %40
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 48, i1 false)
  %44 = getelementptr inbounds [6 x i64], ptr %25, i32 0, i32 0
  store i64 6695869028505403467, ptr %44, align 16
  %45 = getelementptr inbounds [6 x i64], ptr %25, i32 0, i32 1
  store i64 6695869028505403467, ptr %45, align 8
  %46 = getelementptr inbounds [6 x i64], ptr %25, i32 0, i32 2
  store i64 6695869028505403467, ptr %46, align 16
  %47 = getelementptr inbounds [6 x i64], ptr %25, i32 0, i32 3
  store i64 6695869028505403467, ptr %47, align 8
  %48 = getelementptr inbounds [6 x i64], ptr %25, i32 0, i32 4
  store i64 6695869028505403467, ptr %48, align 16
  %49 = getelementptr inbounds [6 x i64], ptr %25, i32 0, i32 5
  store i64 6695869028505403467, ptr %49, align 8
  store i32 1692633875, ptr %26, align 4
  store i32 -1880091668, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %28, ptr align 16 @__const.func_13.l_36, i64 28, i1 false)
  store i32 598625071, ptr %29, align 4
  store i32 -2110216918, ptr %30, align 4
  %50 = load i32, ptr @g_41, align 4
  %51 = add i32 %50, 1
  store i32 %51, ptr @g_41, align 4
  br label %52

52:                                               ; preds = %43
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %6, align 4
  br label %40, !llvm.loop !15

55:                                               ; preds = %40
  %56 = load i32, ptr @g_281, align 8
  %57 = load volatile ptr, ptr @g_457, align 8
  %58 = load ptr, ptr %57, align 8
  %59 = icmp eq ptr %18, %58
  %60 = zext i1 %59 to i32
  %61 = xor i32 %56, %60
  %62 = sext i32 %61 to i64
  %63 = load i32, ptr %20, align 4
  %64 = load ptr, ptr %9, align 8
  %65 = icmp ne ptr %64, null
  %66 = zext i1 %65 to i32
  %67 = icmp slt i32 %63, %66
  %68 = zext i1 %67 to i32
  %69 = load i64, ptr %2, align 8
  %70 = icmp uge i64 %62, %69
  %71 = zext i1 %70 to i32
  %72 = trunc i32 %71 to i16
  %73 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef %72, i32 noundef 1)
  %74 = sext i16 %73 to i32
  %75 = load i32, ptr getelementptr (i8, ptr @g_172, i64 8), align 4
  %76 = icmp sge i32 %74, %75
  %77 = zext i1 %76 to i32
  %78 = trunc i32 %77 to i8
  %79 = load i64, ptr %2, align 8
  %80 = trunc i64 %79 to i32
  %81 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef %78, i32 noundef %80)
  %82 = sext i8 %81 to i64
  %83 = load i64, ptr %2, align 8
  %84 = icmp ne i64 %82, %83
  %85 = zext i1 %84 to i32
  %86 = load i32, ptr %14, align 4
  %87 = or i32 %86, %85
  store i32 %87, ptr %14, align 4
  %88 = load i32, ptr %14, align 4
  %89 = and i32 %88, 1
  store i32 %89, ptr %14, align 4
  br label %90

90:                                               ; preds = %55
  %91 = load i64, ptr %2, align 8
  %92 = trunc i64 %91 to i32
  %93 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %92, i32 noundef 6)
  %94 = sext i32 %93 to i64
  store i64 %94, ptr %2, align 8
  br label %34, !llvm.loop !16

95:                                               ; preds = %34
  %96 = load ptr, ptr %3, align 8
  %97 = load i32, ptr %96, align 4
  %98 = trunc i32 %97 to i8
  ret i8 %98
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
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
  %12 = urem i64 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_mod_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, -128
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %4, align 1
  %23 = sext i8 %22 to i32
  %24 = srem i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

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
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
