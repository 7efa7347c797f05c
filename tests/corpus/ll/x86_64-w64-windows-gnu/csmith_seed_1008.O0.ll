; ModuleID = 'tests/programs/csmith/seed_1008.c'
source_filename = "tests/programs/csmith/seed_1008.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_4 = internal global [5 x i32] [i32 623685942, i32 623685942, i32 623685942, i32 623685942, i32 623685942], align 16
@.str.1 = private unnamed_addr constant [7 x i8] c"g_4[i]\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_12 = internal global i16 -8, align 2
@.str.3 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@g_14 = internal global [3 x [9 x i16]] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"g_14[i][j]\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_18 = internal global [5 x i32] [i32 -879793119, i32 -879793119, i32 -879793119, i32 -879793119, i32 -879793119], align 16
@.str.6 = private unnamed_addr constant [8 x i8] c"g_18[i]\00", align 1
@g_34 = internal global [6 x i32] [i32 1396848183, i32 1396848183, i32 2007901976, i32 1396848183, i32 1396848183, i32 2007901976], align 16
@.str.7 = private unnamed_addr constant [8 x i8] c"g_34[i]\00", align 1
@g_42 = internal global i32 -1, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@g_59 = internal global i32 1, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"g_59\00", align 1
@g_69 = internal global i64 1, align 8
@.str.10 = private unnamed_addr constant [5 x i8] c"g_69\00", align 1
@g_90 = internal global [10 x i64] [i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464], align 16
@.str.11 = private unnamed_addr constant [8 x i8] c"g_90[i]\00", align 1
@g_115 = internal global i8 -90, align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"g_115\00", align 1
@g_118 = internal global i32 5, align 4
@.str.13 = private unnamed_addr constant [6 x i8] c"g_118\00", align 1
@g_119 = internal global [1 x [6 x [6 x i32]]] [[6 x [6 x i32]] [[6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603]]], align 16
@.str.14 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_122 = internal global i32 7, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"g_122\00", align 1
@g_127 = internal global i32 1, align 4
@.str.17 = private unnamed_addr constant [6 x i8] c"g_127\00", align 1
@g_138 = internal global [7 x [9 x [1 x i32]]] [[9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1]]], align 16
@.str.18 = private unnamed_addr constant [15 x i8] c"g_138[i][j][k]\00", align 1
@g_163 = internal global i16 0, align 2
@.str.19 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1
@g_165 = internal global i16 4, align 2
@.str.20 = private unnamed_addr constant [6 x i8] c"g_165\00", align 1
@g_167 = internal global i32 -414380595, align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@g_179 = internal global i8 -1, align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_179\00", align 1
@g_181 = internal global i8 0, align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_181\00", align 1
@g_250 = internal global [5 x i8] c"\DA\DA\DA\DA\DA", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_250[i]\00", align 1
@g_273 = internal global i16 -1, align 2
@.str.25 = private unnamed_addr constant [6 x i8] c"g_273\00", align 1
@g_343 = internal global i64 -6713740073209072870, align 8
@.str.26 = private unnamed_addr constant [6 x i8] c"g_343\00", align 1
@g_363 = internal global i16 -21143, align 2
@.str.27 = private unnamed_addr constant [6 x i8] c"g_363\00", align 1
@g_399 = internal global i64 -1, align 8
@.str.28 = private unnamed_addr constant [6 x i8] c"g_399\00", align 1
@g_416 = internal global i32 -1225755933, align 4
@.str.29 = private unnamed_addr constant [6 x i8] c"g_416\00", align 1
@g_489 = internal global i64 8731971594776897955, align 8
@.str.30 = private unnamed_addr constant [6 x i8] c"g_489\00", align 1
@g_526 = internal global i32 -853780888, align 4
@.str.31 = private unnamed_addr constant [6 x i8] c"g_526\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@g_219 = internal global ptr @g_12, align 8
@__const.func_1.l_587 = private unnamed_addr constant [10 x [8 x i32]] [[8 x i32] [i32 -1, i32 1, i32 1615786841, i32 1526835190, i32 -193183009, i32 -458582747, i32 0, i32 6], [8 x i32] [i32 -3, i32 1, i32 3, i32 -1, i32 1, i32 5, i32 466534458, i32 466534458], [8 x i32] [i32 1769169792, i32 -1, i32 1, i32 1, i32 -1, i32 1769169792, i32 3, i32 5], [8 x i32] [i32 -1291120110, i32 -458582747, i32 -4, i32 1, i32 1, i32 5, i32 -3, i32 -1], [8 x i32] [i32 1987159873, i32 936831813, i32 1, i32 1, i32 2, i32 0, i32 -193183009, i32 5], [8 x i32] [i32 -193183009, i32 2, i32 1, i32 1, i32 1615786841, i32 466534458, i32 1, i32 466534458], [8 x i32] [i32 1, i32 -1, i32 -3, i32 -1, i32 1, i32 3, i32 -1, i32 6], [8 x i32] [i32 5, i32 5, i32 -1, i32 1526835190, i32 -4, i32 -3, i32 1987159873, i32 -1], [8 x i32] [i32 -1, i32 -2, i32 -1, i32 1987159873, i32 1769169792, i32 -193183009, i32 -1, i32 1], [8 x i32] [i32 -4, i32 -1291120110, i32 -3, i32 6, i32 -2, i32 1, i32 1, i32 -2]], align 16
@g_218 = internal global ptr @g_219, align 8
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
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
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call i64 @func_1()
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %37, %19
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 5
  br i1 %23, label %24, label %40

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5 x i32], ptr @g_4, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = sext i32 %28 to i64
  %30 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %29, ptr noundef @.str.1, i32 noundef %30)
  %31 = load i32, ptr %9, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %24
  %34 = load i32, ptr %6, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %34)
  br label %36

36:                                               ; preds = %33, %24
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %21, !llvm.loop !5

40:                                               ; preds = %21
  %41 = load i16, ptr @g_12, align 2
  %42 = sext i16 %41 to i64
  %43 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %42, ptr noundef @.str.3, i32 noundef %43)
  store i32 0, ptr %6, align 4
  br label %44

44:                                               ; preds = %72, %40
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %45, 3
  br i1 %46, label %47, label %75

47:                                               ; preds = %44
  store i32 0, ptr %7, align 4
  br label %48

48:                                               ; preds = %68, %47
  %49 = load i32, ptr %7, align 4
  %50 = icmp slt i32 %49, 9
  br i1 %50, label %51, label %71

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [3 x [9 x i16]], ptr @g_14, i64 0, i64 %53
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [9 x i16], ptr %54, i64 0, i64 %56
  %58 = load i16, ptr %57, align 2
  %59 = zext i16 %58 to i64
  %60 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %59, ptr noundef @.str.4, i32 noundef %60)
  %61 = load i32, ptr %9, align 4
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %67

63:                                               ; preds = %51
  %64 = load i32, ptr %6, align 4
  %65 = load i32, ptr %7, align 4
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %64, i32 noundef %65)
  br label %67

67:                                               ; preds = %63, %51
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %7, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %7, align 4
  br label %48, !llvm.loop !7

71:                                               ; preds = %48
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %6, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %6, align 4
  br label %44, !llvm.loop !8

75:                                               ; preds = %44
  store i32 0, ptr %6, align 4
  br label %76

76:                                               ; preds = %92, %75
  %77 = load i32, ptr %6, align 4
  %78 = icmp slt i32 %77, 5
  br i1 %78, label %79, label %95

79:                                               ; preds = %76
  %80 = load i32, ptr %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [5 x i32], ptr @g_18, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = zext i32 %83 to i64
  %85 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %84, ptr noundef @.str.6, i32 noundef %85)
  %86 = load i32, ptr %9, align 4
  %87 = icmp ne i32 %86, 0
  br i1 %87, label %88, label %91

88:                                               ; preds = %79
  %89 = load i32, ptr %6, align 4
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %89)
  br label %91

91:                                               ; preds = %88, %79
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %6, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %6, align 4
  br label %76, !llvm.loop !9

95:                                               ; preds = %76
  store i32 0, ptr %6, align 4
  br label %96

96:                                               ; preds = %112, %95
  %97 = load i32, ptr %6, align 4
  %98 = icmp slt i32 %97, 6
  br i1 %98, label %99, label %115

99:                                               ; preds = %96
  %100 = load i32, ptr %6, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [6 x i32], ptr @g_34, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  %104 = sext i32 %103 to i64
  %105 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %104, ptr noundef @.str.7, i32 noundef %105)
  %106 = load i32, ptr %9, align 4
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %108, label %111

108:                                              ; preds = %99
  %109 = load i32, ptr %6, align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %109)
  br label %111

111:                                              ; preds = %108, %99
  br label %112

112:                                              ; preds = %111
  %113 = load i32, ptr %6, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %6, align 4
  br label %96, !llvm.loop !10

115:                                              ; preds = %96
  %116 = load i32, ptr @g_42, align 4
  %117 = sext i32 %116 to i64
  %118 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %117, ptr noundef @.str.8, i32 noundef %118)
  %119 = load i32, ptr @g_59, align 4
  %120 = zext i32 %119 to i64
  %121 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %120, ptr noundef @.str.9, i32 noundef %121)
  %122 = load i64, ptr @g_69, align 8
  %123 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.10, i32 noundef %123)
  store i32 0, ptr %6, align 4
  br label %124

124:                                              ; preds = %139, %115
  %125 = load i32, ptr %6, align 4
  %126 = icmp slt i32 %125, 10
  br i1 %126, label %127, label %142

127:                                              ; preds = %124
  %128 = load i32, ptr %6, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [10 x i64], ptr @g_90, i64 0, i64 %129
  %131 = load i64, ptr %130, align 8
  %132 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %131, ptr noundef @.str.11, i32 noundef %132)
  %133 = load i32, ptr %9, align 4
  %134 = icmp ne i32 %133, 0
  br i1 %134, label %135, label %138

135:                                              ; preds = %127
  %136 = load i32, ptr %6, align 4
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %136)
  br label %138

138:                                              ; preds = %135, %127
  br label %139

139:                                              ; preds = %138
  %140 = load i32, ptr %6, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %6, align 4
  br label %124, !llvm.loop !11

142:                                              ; preds = %124
  %143 = load i8, ptr @g_115, align 1
  %144 = sext i8 %143 to i64
  %145 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %144, ptr noundef @.str.12, i32 noundef %145)
  %146 = load i32, ptr @g_118, align 4
  %147 = zext i32 %146 to i64
  %148 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %147, ptr noundef @.str.13, i32 noundef %148)
  store i32 0, ptr %6, align 4
  br label %149

149:                                              ; preds = %189, %142
  %150 = load i32, ptr %6, align 4
  %151 = icmp slt i32 %150, 1
  br i1 %151, label %152, label %192

152:                                              ; preds = %149
  store i32 0, ptr %7, align 4
  br label %153

153:                                              ; preds = %185, %152
  %154 = load i32, ptr %7, align 4
  %155 = icmp slt i32 %154, 6
  br i1 %155, label %156, label %188

156:                                              ; preds = %153
  store i32 0, ptr %8, align 4
  br label %157

157:                                              ; preds = %181, %156
  %158 = load i32, ptr %8, align 4
  %159 = icmp slt i32 %158, 6
  br i1 %159, label %160, label %184

160:                                              ; preds = %157
  %161 = load i32, ptr %6, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [1 x [6 x [6 x i32]]], ptr @g_119, i64 0, i64 %162
  %164 = load i32, ptr %7, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [6 x [6 x i32]], ptr %163, i64 0, i64 %165
  %167 = load i32, ptr %8, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [6 x i32], ptr %166, i64 0, i64 %168
  %170 = load volatile i32, ptr %169, align 4
  %171 = zext i32 %170 to i64
  %172 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %171, ptr noundef @.str.14, i32 noundef %172)
  %173 = load i32, ptr %9, align 4
  %174 = icmp ne i32 %173, 0
  br i1 %174, label %175, label %180

175:                                              ; preds = %160
  %176 = load i32, ptr %6, align 4
  %177 = load i32, ptr %7, align 4
  %178 = load i32, ptr %8, align 4
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %176, i32 noundef %177, i32 noundef %178)
  br label %180

180:                                              ; preds = %175, %160
  br label %181

181:                                              ; preds = %180
  %182 = load i32, ptr %8, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %8, align 4
  br label %157, !llvm.loop !12

184:                                              ; preds = %157
  br label %185

185:                                              ; preds = %184
  %186 = load i32, ptr %7, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %7, align 4
  br label %153, !llvm.loop !13

188:                                              ; preds = %153
  br label %189

189:                                              ; preds = %188
  %190 = load i32, ptr %6, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %6, align 4
  br label %149, !llvm.loop !14

192:                                              ; preds = %149
  %193 = load i32, ptr @g_122, align 4
  %194 = zext i32 %193 to i64
  %195 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %194, ptr noundef @.str.16, i32 noundef %195)
  %196 = load i32, ptr @g_127, align 4
  %197 = sext i32 %196 to i64
  %198 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.17, i32 noundef %198)
  store i32 0, ptr %6, align 4
  br label %199

199:                                              ; preds = %239, %192
  %200 = load i32, ptr %6, align 4
  %201 = icmp slt i32 %200, 7
  br i1 %201, label %202, label %242

202:                                              ; preds = %199
  store i32 0, ptr %7, align 4
  br label %203

203:                                              ; preds = %235, %202
  %204 = load i32, ptr %7, align 4
  %205 = icmp slt i32 %204, 9
  br i1 %205, label %206, label %238

206:                                              ; preds = %203
  store i32 0, ptr %8, align 4
  br label %207

207:                                              ; preds = %231, %206
  %208 = load i32, ptr %8, align 4
  %209 = icmp slt i32 %208, 1
  br i1 %209, label %210, label %234

210:                                              ; preds = %207
  %211 = load i32, ptr %6, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %212
  %214 = load i32, ptr %7, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [9 x [1 x i32]], ptr %213, i64 0, i64 %215
  %217 = load i32, ptr %8, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [1 x i32], ptr %216, i64 0, i64 %218
  %220 = load i32, ptr %219, align 4
  %221 = zext i32 %220 to i64
  %222 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %221, ptr noundef @.str.18, i32 noundef %222)
  %223 = load i32, ptr %9, align 4
  %224 = icmp ne i32 %223, 0
  br i1 %224, label %225, label %230

225:                                              ; preds = %210
  %226 = load i32, ptr %6, align 4
  %227 = load i32, ptr %7, align 4
  %228 = load i32, ptr %8, align 4
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %226, i32 noundef %227, i32 noundef %228)
  br label %230

230:                                              ; preds = %225, %210
  br label %231

231:                                              ; preds = %230
  %232 = load i32, ptr %8, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %8, align 4
  br label %207, !llvm.loop !15

234:                                              ; preds = %207
  br label %235

235:                                              ; preds = %234
  %236 = load i32, ptr %7, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %7, align 4
  br label %203, !llvm.loop !16

238:                                              ; preds = %203
  br label %239

239:                                              ; preds = %238
  %240 = load i32, ptr %6, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %6, align 4
  br label %199, !llvm.loop !17

242:                                              ; preds = %199
  %243 = load i16, ptr @g_163, align 2
  %244 = zext i16 %243 to i64
  %245 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %244, ptr noundef @.str.19, i32 noundef %245)
  %246 = load i16, ptr @g_165, align 2
  %247 = zext i16 %246 to i64
  %248 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %247, ptr noundef @.str.20, i32 noundef %248)
  %249 = load i32, ptr @g_167, align 4
  %250 = sext i32 %249 to i64
  %251 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %250, ptr noundef @.str.21, i32 noundef %251)
  %252 = load i8, ptr @g_179, align 1
  %253 = zext i8 %252 to i64
  %254 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %253, ptr noundef @.str.22, i32 noundef %254)
  %255 = load i8, ptr @g_181, align 1
  %256 = zext i8 %255 to i64
  %257 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %256, ptr noundef @.str.23, i32 noundef %257)
  store i32 0, ptr %6, align 4
  br label %258

258:                                              ; preds = %274, %242
  %259 = load i32, ptr %6, align 4
  %260 = icmp slt i32 %259, 5
  br i1 %260, label %261, label %277

261:                                              ; preds = %258
  %262 = load i32, ptr %6, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [5 x i8], ptr @g_250, i64 0, i64 %263
  %265 = load i8, ptr %264, align 1
  %266 = sext i8 %265 to i64
  %267 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %266, ptr noundef @.str.24, i32 noundef %267)
  %268 = load i32, ptr %9, align 4
  %269 = icmp ne i32 %268, 0
  br i1 %269, label %270, label %273

270:                                              ; preds = %261
  %271 = load i32, ptr %6, align 4
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %271)
  br label %273

273:                                              ; preds = %270, %261
  br label %274

274:                                              ; preds = %273
  %275 = load i32, ptr %6, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %6, align 4
  br label %258, !llvm.loop !18

277:                                              ; preds = %258
  %278 = load i16, ptr @g_273, align 2
  %279 = zext i16 %278 to i64
  %280 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %279, ptr noundef @.str.25, i32 noundef %280)
  %281 = load i64, ptr @g_343, align 8
  %282 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %281, ptr noundef @.str.26, i32 noundef %282)
  %283 = load i16, ptr @g_363, align 2
  %284 = sext i16 %283 to i64
  %285 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %284, ptr noundef @.str.27, i32 noundef %285)
  %286 = load volatile i64, ptr @g_399, align 8
  %287 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %286, ptr noundef @.str.28, i32 noundef %287)
  %288 = load i32, ptr @g_416, align 4
  %289 = sext i32 %288 to i64
  %290 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %289, ptr noundef @.str.29, i32 noundef %290)
  %291 = load volatile i64, ptr @g_489, align 8
  %292 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %291, ptr noundef @.str.30, i32 noundef %292)
  %293 = load i32, ptr @g_526, align 4
  %294 = zext i32 %293 to i64
  %295 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %294, ptr noundef @.str.31, i32 noundef %295)
  %296 = load i32, ptr @crc32_context, align 4
  %297 = xor i32 %296, -1
  %298 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %297, i32 noundef %298)
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
  br label %10, !llvm.loop !19

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
  br label %5, !llvm.loop !20

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [1 x ptr], align 8
  %5 = alloca [8 x ptr], align 16
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [9 x ptr], align 16
  %9 = alloca ptr, align 8
  %10 = alloca [6 x ptr], align 16
  %11 = alloca [10 x ptr], align 16
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [1 x [9 x i32]], align 16
  %19 = alloca i32, align 4
  %20 = alloca i8, align 1
  %21 = alloca [10 x [8 x i32]], align 16
  %22 = alloca i16, align 2
  %23 = alloca i32, align 4
  %24 = alloca i8, align 1
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), ptr %1, align 8
  store ptr %1, ptr %2, align 8
  store ptr @g_12, ptr %3, align 8
  store ptr %1, ptr %6, align 8
  store i32 -1968320269, ptr %7, align 4
  store ptr @g_219, ptr %9, align 8
  store ptr %9, ptr %10, align 8
  %29 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %9, ptr %29, align 8
  %30 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %9, ptr %30, align 8
  %31 = getelementptr inbounds ptr, ptr %10, i64 3
  store ptr %9, ptr %31, align 8
  %32 = getelementptr inbounds ptr, ptr %10, i64 4
  store ptr %9, ptr %32, align 8
  %33 = getelementptr inbounds ptr, ptr %10, i64 5
  store ptr %9, ptr %33, align 8
  %34 = getelementptr inbounds [10 x ptr], ptr %11, i64 0, i64 5
  store ptr %34, ptr %12, align 8
  store i32 0, ptr %13, align 4
  store i32 9, ptr %14, align 4
  store i32 1386267400, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store i32 -1960273904, ptr %17, align 4
  store i32 1400107260, ptr %19, align 4
  store i8 8, ptr %20, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.func_1.l_587, i64 320, i1 false)
  store i16 -10, ptr %22, align 2
  store i32 2, ptr %23, align 4
  store i8 81, ptr %24, align 1
  store ptr %20, ptr %25, align 8
  store ptr @g_127, ptr %26, align 8
  store i32 0, ptr %27, align 4
  br label %35

35:                                               ; preds = %42, %0
  %36 = load i32, ptr %27, align 4
  %37 = icmp slt i32 %36, 1
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load i32, ptr %27, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [1 x ptr], ptr %4, i64 0, i64 %40
  store ptr getelementptr inbounds ([3 x [9 x i16]], ptr @g_14, i64 0, i64 1), ptr %41, align 8
  br label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %27, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %27, align 4
  br label %35, !llvm.loop !21

45:                                               ; preds = %35
  store i32 0, ptr %27, align 4
  br label %46

46:                                               ; preds = %53, %45
  %47 = load i32, ptr %27, align 4
  %48 = icmp slt i32 %47, 8
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load i32, ptr %27, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 %51
  store ptr getelementptr inbounds ([5 x i32], ptr @g_18, i64 0, i64 3), ptr %52, align 8
  br label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %27, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %27, align 4
  br label %46, !llvm.loop !22

56:                                               ; preds = %46
  store i32 0, ptr %27, align 4
  br label %57

57:                                               ; preds = %64, %56
  %58 = load i32, ptr %27, align 4
  %59 = icmp slt i32 %58, 9
  br i1 %59, label %60, label %67

60:                                               ; preds = %57
  %61 = load i32, ptr %27, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [9 x ptr], ptr %8, i64 0, i64 %62
  store ptr @g_218, ptr %63, align 8
  br label %64

64:                                               ; preds = %60
  %65 = load i32, ptr %27, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %27, align 4
  br label %57, !llvm.loop !23

67:                                               ; preds = %57
  store i32 0, ptr %27, align 4
  br label %68

68:                                               ; preds = %76, %67
  %69 = load i32, ptr %27, align 4
  %70 = icmp slt i32 %69, 10
  br i1 %70, label %71, label %79

71:                                               ; preds = %68
  %72 = getelementptr inbounds [6 x ptr], ptr %10, i64 0, i64 4
  %73 = load i32, ptr %27, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [10 x ptr], ptr %11, i64 0, i64 %74
  store ptr %72, ptr %75, align 8
  br label %76

76:                                               ; preds = %71
  %77 = load i32, ptr %27, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %27, align 4
  br label %68, !llvm.loop !24

79:                                               ; preds = %68
  store i32 0, ptr %27, align 4
  br label %80

80:                                               ; preds = %98, %79
  %81 = load i32, ptr %27, align 4
  %82 = icmp slt i32 %81, 1
  br i1 %82, label %83, label %101

83:                                               ; preds = %80
  store i32 0, ptr %28, align 4
  br label %84

84:                                               ; preds = %94, %83
  %85 = load i32, ptr %28, align 4
  %86 = icmp slt i32 %85, 9
  br i1 %86, label %87, label %97

87:                                               ; preds = %84
  %88 = load i32, ptr %27, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [1 x [9 x i32]], ptr %18, i64 0, i64 %89
  %91 = load i32, ptr %28, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [9 x i32], ptr %90, i64 0, i64 %92
  store i32 -952286408, ptr %93, align 4
  br label %94

94:                                               ; preds = %87
  %95 = load i32, ptr %28, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %28, align 4
  br label %84, !llvm.loop !25

97:                                               ; preds = %84
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %27, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %27, align 4
  br label %80, !llvm.loop !26

101:                                              ; preds = %80
  %102 = load ptr, ptr %2, align 8
  store ptr null, ptr %102, align 8
  %103 = load i8, ptr getelementptr inbounds ([5 x i8], ptr @g_250, i64 0, i64 1), align 1
  %104 = sext i8 %103 to i64
  ret i64 %104
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
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, ptr noundef %11, i32 noundef %13)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
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
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
