; ModuleID = 'tests/programs/csmith/seed_1005.c'
source_filename = "tests/programs/csmith/seed_1005.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i32, i32, i32, i64, i64, i64, i32, i16 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global i32 -771518843, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_7 = internal global i64 4708358847630270531, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@g_8 = internal global i8 31, align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_14 = internal global [5 x [2 x %struct.S0]] [[2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }]], align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f0\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f1\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f2\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f3\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f4\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f5\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f6\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f7\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f8\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f9\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_31 = internal global i32 6, align 4
@.str.15 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1
@g_66 = internal global [2 x i32] [i32 -1873211312, i32 -1873211312], align 4
@.str.16 = private unnamed_addr constant [8 x i8] c"g_66[i]\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_74 = internal global [9 x i8] zeroinitializer, align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"g_74[i]\00", align 1
@g_75 = internal constant i32 -1067961978, align 4
@.str.19 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1
@g_77 = internal global [1 x [8 x [10 x i8]]] [[8 x [10 x i8]] [[10 x i8] c"o\D6\AB\F6\09\F6\AB\D6ok", [10 x i8] c"o\00\09 \F6kk\F6 \09", [10 x i8] c"kko\0F\09c \AB c", [10 x i8] c"\00o\99o\00\09 \F6kk", [10 x i8] c"\0F\F6\04cc\04\F6\0F\99k", [10 x i8] c"\ABc\F6\D6\00 \00\D6\F6c", [10 x i8] c"\04\09\F6\00\09\D6\0F\0F\D6\09", [10 x i8] c"k\04\04ko\D6\AB\F6\09\F6"]], align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"g_77[i][j][k]\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_79 = internal global i32 7, align 4
@.str.22 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1
@g_84 = internal global i64 6768487402908864166, align 8
@.str.23 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1
@g_112 = internal global i8 1, align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_112\00", align 1
@g_148 = internal global i16 1, align 2
@.str.25 = private unnamed_addr constant [6 x i8] c"g_148\00", align 1
@g_167 = internal global i8 24, align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@g_215 = internal global %struct.S0 { i32 307034470, i32 764869485, i32 -1712543664, i32 -815742516, i32 0, i64 6881033545739496829, i64 1, i64 -282408416524053254, i32 -847027309, i16 28093 }, align 8
@.str.27 = private unnamed_addr constant [9 x i8] c"g_215.f0\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"g_215.f1\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_215.f2\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"g_215.f3\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"g_215.f4\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"g_215.f5\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_215.f6\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"g_215.f7\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"g_215.f8\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"g_215.f9\00", align 1
@.str.37 = private unnamed_addr constant [9 x i8] c"g_217.f0\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"g_217.f1\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"g_217.f3\00", align 1
@g_246 = internal global [8 x i16] [i16 262, i16 1, i16 1, i16 262, i16 1, i16 1, i16 262, i16 1], align 2
@.str.40 = private unnamed_addr constant [9 x i8] c"g_246[i]\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_250.f0\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_250.f1\00", align 1
@.str.43 = private unnamed_addr constant [9 x i8] c"g_250.f3\00", align 1
@g_252 = internal global [5 x i8] c"\FA\FA\FA\FA\FA", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_252[i]\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 4
@__const.func_1.l_258 = private unnamed_addr constant [4 x [5 x i16]] [[5 x i16] [i16 -23107, i16 7, i16 -1, i16 7, i16 -23107], [5 x i16] [i16 -23107, i16 7, i16 -1, i16 7, i16 -23107], [5 x i16] [i16 -23107, i16 7, i16 -1, i16 7, i16 -23107], [5 x i16] [i16 -23107, i16 7, i16 -1, i16 7, i16 -23107]], align 2
@.str.45 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_217 = internal global { i64, [48 x i8] } { i64 0, [48 x i8] undef }, align 8
@g_250 = internal constant { i64, [48 x i8] } { i64 379595228854031856, [48 x i8] undef }, align 8
@.str.48 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.S0, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %9, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %20

13:                                               ; preds = %2
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds ptr, ptr %14, i64 1
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 @strcmp(ptr noundef %16, ptr noundef @.str) #4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %13
  store i32 1, ptr %9, align 4
  br label %20

20:                                               ; preds = %19, %13, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  call void @func_1(ptr dead_on_unwind writable sret(%struct.S0) align 8 %10)
  %21 = load i32, ptr @g_3, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23)
  %24 = load i64, ptr @g_7, align 8
  %25 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %24, ptr noundef @.str.2, i32 noundef %25)
  %26 = load volatile i8, ptr @g_8, align 1
  %27 = zext i8 %26 to i64
  %28 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %27, ptr noundef @.str.3, i32 noundef %28)
  store i32 0, ptr %6, align 4
  br label %29

29:                                               ; preds = %145, %20
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %30, 5
  br i1 %31, label %32, label %148

32:                                               ; preds = %29
  store i32 0, ptr %7, align 4
  br label %33

33:                                               ; preds = %141, %32
  %34 = load i32, ptr %7, align 4
  %35 = icmp slt i32 %34, 2
  br i1 %35, label %36, label %144

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %38
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [2 x %struct.S0], ptr %39, i64 0, i64 %41
  %43 = getelementptr inbounds %struct.S0, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 8
  %45 = sext i32 %44 to i64
  %46 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %45, ptr noundef @.str.4, i32 noundef %46)
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %48
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2 x %struct.S0], ptr %49, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.S0, ptr %52, i32 0, i32 1
  %54 = load volatile i32, ptr %53, align 4
  %55 = sext i32 %54 to i64
  %56 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %55, ptr noundef @.str.5, i32 noundef %56)
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %58
  %60 = load i32, ptr %7, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [2 x %struct.S0], ptr %59, i64 0, i64 %61
  %63 = getelementptr inbounds %struct.S0, ptr %62, i32 0, i32 2
  %64 = load i32, ptr %63, align 8
  %65 = sext i32 %64 to i64
  %66 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %65, ptr noundef @.str.6, i32 noundef %66)
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %68
  %70 = load i32, ptr %7, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [2 x %struct.S0], ptr %69, i64 0, i64 %71
  %73 = getelementptr inbounds %struct.S0, ptr %72, i32 0, i32 3
  %74 = load i32, ptr %73, align 4
  %75 = zext i32 %74 to i64
  %76 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %75, ptr noundef @.str.7, i32 noundef %76)
  %77 = load i32, ptr %6, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %78
  %80 = load i32, ptr %7, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [2 x %struct.S0], ptr %79, i64 0, i64 %81
  %83 = getelementptr inbounds %struct.S0, ptr %82, i32 0, i32 4
  %84 = load i32, ptr %83, align 8
  %85 = sext i32 %84 to i64
  %86 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %85, ptr noundef @.str.8, i32 noundef %86)
  %87 = load i32, ptr %6, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %88
  %90 = load i32, ptr %7, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [2 x %struct.S0], ptr %89, i64 0, i64 %91
  %93 = getelementptr inbounds %struct.S0, ptr %92, i32 0, i32 5
  %94 = load i64, ptr %93, align 8
  %95 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %94, ptr noundef @.str.9, i32 noundef %95)
  %96 = load i32, ptr %6, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %97
  %99 = load i32, ptr %7, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [2 x %struct.S0], ptr %98, i64 0, i64 %100
  %102 = getelementptr inbounds %struct.S0, ptr %101, i32 0, i32 6
  %103 = load i64, ptr %102, align 8
  %104 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %103, ptr noundef @.str.10, i32 noundef %104)
  %105 = load i32, ptr %6, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %106
  %108 = load i32, ptr %7, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [2 x %struct.S0], ptr %107, i64 0, i64 %109
  %111 = getelementptr inbounds %struct.S0, ptr %110, i32 0, i32 7
  %112 = load i64, ptr %111, align 8
  %113 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %112, ptr noundef @.str.11, i32 noundef %113)
  %114 = load i32, ptr %6, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %115
  %117 = load i32, ptr %7, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [2 x %struct.S0], ptr %116, i64 0, i64 %118
  %120 = getelementptr inbounds %struct.S0, ptr %119, i32 0, i32 8
  %121 = load volatile i32, ptr %120, align 8
  %122 = zext i32 %121 to i64
  %123 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.12, i32 noundef %123)
  %124 = load i32, ptr %6, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %125
  %127 = load i32, ptr %7, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [2 x %struct.S0], ptr %126, i64 0, i64 %128
  %130 = getelementptr inbounds %struct.S0, ptr %129, i32 0, i32 9
  %131 = load i16, ptr %130, align 4
  %132 = sext i16 %131 to i64
  %133 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %132, ptr noundef @.str.13, i32 noundef %133)
  %134 = load i32, ptr %9, align 4
  %135 = icmp ne i32 %134, 0
  br i1 %135, label %136, label %140

136:                                              ; preds = %36
  %137 = load i32, ptr %6, align 4
  %138 = load i32, ptr %7, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %137, i32 noundef %138)
  br label %140

140:                                              ; preds = %136, %36
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %7, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %7, align 4
  br label %33, !llvm.loop !6

144:                                              ; preds = %33
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %6, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %6, align 4
  br label %29, !llvm.loop !8

148:                                              ; preds = %29
  %149 = load i32, ptr @g_31, align 4
  %150 = zext i32 %149 to i64
  %151 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %150, ptr noundef @.str.15, i32 noundef %151)
  store i32 0, ptr %6, align 4
  br label %152

152:                                              ; preds = %168, %148
  %153 = load i32, ptr %6, align 4
  %154 = icmp slt i32 %153, 2
  br i1 %154, label %155, label %171

155:                                              ; preds = %152
  %156 = load i32, ptr %6, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [2 x i32], ptr @g_66, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4
  %160 = zext i32 %159 to i64
  %161 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.16, i32 noundef %161)
  %162 = load i32, ptr %9, align 4
  %163 = icmp ne i32 %162, 0
  br i1 %163, label %164, label %167

164:                                              ; preds = %155
  %165 = load i32, ptr %6, align 4
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %165)
  br label %167

167:                                              ; preds = %164, %155
  br label %168

168:                                              ; preds = %167
  %169 = load i32, ptr %6, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %6, align 4
  br label %152, !llvm.loop !9

171:                                              ; preds = %152
  store i32 0, ptr %6, align 4
  br label %172

172:                                              ; preds = %188, %171
  %173 = load i32, ptr %6, align 4
  %174 = icmp slt i32 %173, 9
  br i1 %174, label %175, label %191

175:                                              ; preds = %172
  %176 = load i32, ptr %6, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [9 x i8], ptr @g_74, i64 0, i64 %177
  %179 = load i8, ptr %178, align 1
  %180 = sext i8 %179 to i64
  %181 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %180, ptr noundef @.str.18, i32 noundef %181)
  %182 = load i32, ptr %9, align 4
  %183 = icmp ne i32 %182, 0
  br i1 %183, label %184, label %187

184:                                              ; preds = %175
  %185 = load i32, ptr %6, align 4
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %185)
  br label %187

187:                                              ; preds = %184, %175
  br label %188

188:                                              ; preds = %187
  %189 = load i32, ptr %6, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %6, align 4
  br label %172, !llvm.loop !10

191:                                              ; preds = %172
  %192 = load volatile i32, ptr @g_75, align 4
  %193 = zext i32 %192 to i64
  %194 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %193, ptr noundef @.str.19, i32 noundef %194)
  store i32 0, ptr %6, align 4
  br label %195

195:                                              ; preds = %235, %191
  %196 = load i32, ptr %6, align 4
  %197 = icmp slt i32 %196, 1
  br i1 %197, label %198, label %238

198:                                              ; preds = %195
  store i32 0, ptr %7, align 4
  br label %199

199:                                              ; preds = %231, %198
  %200 = load i32, ptr %7, align 4
  %201 = icmp slt i32 %200, 8
  br i1 %201, label %202, label %234

202:                                              ; preds = %199
  store i32 0, ptr %8, align 4
  br label %203

203:                                              ; preds = %227, %202
  %204 = load i32, ptr %8, align 4
  %205 = icmp slt i32 %204, 10
  br i1 %205, label %206, label %230

206:                                              ; preds = %203
  %207 = load i32, ptr %6, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [1 x [8 x [10 x i8]]], ptr @g_77, i64 0, i64 %208
  %210 = load i32, ptr %7, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [8 x [10 x i8]], ptr %209, i64 0, i64 %211
  %213 = load i32, ptr %8, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [10 x i8], ptr %212, i64 0, i64 %214
  %216 = load i8, ptr %215, align 1
  %217 = sext i8 %216 to i64
  %218 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %217, ptr noundef @.str.20, i32 noundef %218)
  %219 = load i32, ptr %9, align 4
  %220 = icmp ne i32 %219, 0
  br i1 %220, label %221, label %226

221:                                              ; preds = %206
  %222 = load i32, ptr %6, align 4
  %223 = load i32, ptr %7, align 4
  %224 = load i32, ptr %8, align 4
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %222, i32 noundef %223, i32 noundef %224)
  br label %226

226:                                              ; preds = %221, %206
  br label %227

227:                                              ; preds = %226
  %228 = load i32, ptr %8, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %8, align 4
  br label %203, !llvm.loop !11

230:                                              ; preds = %203
  br label %231

231:                                              ; preds = %230
  %232 = load i32, ptr %7, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %7, align 4
  br label %199, !llvm.loop !12

234:                                              ; preds = %199
  br label %235

235:                                              ; preds = %234
  %236 = load i32, ptr %6, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %6, align 4
  br label %195, !llvm.loop !13

238:                                              ; preds = %195
  %239 = load i32, ptr @g_79, align 4
  %240 = sext i32 %239 to i64
  %241 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %240, ptr noundef @.str.22, i32 noundef %241)
  %242 = load i64, ptr @g_84, align 8
  %243 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %242, ptr noundef @.str.23, i32 noundef %243)
  %244 = load i8, ptr @g_112, align 1
  %245 = zext i8 %244 to i64
  %246 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %245, ptr noundef @.str.24, i32 noundef %246)
  %247 = load i16, ptr @g_148, align 2
  %248 = zext i16 %247 to i64
  %249 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %248, ptr noundef @.str.25, i32 noundef %249)
  %250 = load i8, ptr @g_167, align 1
  %251 = sext i8 %250 to i64
  %252 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %251, ptr noundef @.str.26, i32 noundef %252)
  %253 = load i32, ptr @g_215, align 8
  %254 = sext i32 %253 to i64
  %255 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %254, ptr noundef @.str.27, i32 noundef %255)
  %256 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 1), align 4
  %257 = sext i32 %256 to i64
  %258 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %257, ptr noundef @.str.28, i32 noundef %258)
  %259 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 2), align 8
  %260 = sext i32 %259 to i64
  %261 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %260, ptr noundef @.str.29, i32 noundef %261)
  %262 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 3), align 4
  %263 = zext i32 %262 to i64
  %264 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %263, ptr noundef @.str.30, i32 noundef %264)
  %265 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 4), align 8
  %266 = sext i32 %265 to i64
  %267 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %266, ptr noundef @.str.31, i32 noundef %267)
  %268 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 5), align 8
  %269 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %268, ptr noundef @.str.32, i32 noundef %269)
  %270 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 6), align 8
  %271 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %270, ptr noundef @.str.33, i32 noundef %271)
  %272 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 7), align 8
  %273 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %272, ptr noundef @.str.34, i32 noundef %273)
  %274 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 8), align 8
  %275 = zext i32 %274 to i64
  %276 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %275, ptr noundef @.str.35, i32 noundef %276)
  %277 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_215, i32 0, i32 9), align 4
  %278 = sext i16 %277 to i64
  %279 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %278, ptr noundef @.str.36, i32 noundef %279)
  %280 = load volatile i64, ptr @g_217, align 8
  %281 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %280, ptr noundef @.str.37, i32 noundef %281)
  %282 = load volatile i32, ptr @g_217, align 8
  %283 = zext i32 %282 to i64
  %284 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %283, ptr noundef @.str.38, i32 noundef %284)
  %285 = load volatile i32, ptr @g_217, align 8
  %286 = sext i32 %285 to i64
  %287 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %286, ptr noundef @.str.39, i32 noundef %287)
  store i32 0, ptr %6, align 4
  br label %288

288:                                              ; preds = %304, %238
  %289 = load i32, ptr %6, align 4
  %290 = icmp slt i32 %289, 8
  br i1 %290, label %291, label %307

291:                                              ; preds = %288
  %292 = load i32, ptr %6, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [8 x i16], ptr @g_246, i64 0, i64 %293
  %295 = load i16, ptr %294, align 2
  %296 = zext i16 %295 to i64
  %297 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %296, ptr noundef @.str.40, i32 noundef %297)
  %298 = load i32, ptr %9, align 4
  %299 = icmp ne i32 %298, 0
  br i1 %299, label %300, label %303

300:                                              ; preds = %291
  %301 = load i32, ptr %6, align 4
  %302 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %301)
  br label %303

303:                                              ; preds = %300, %291
  br label %304

304:                                              ; preds = %303
  %305 = load i32, ptr %6, align 4
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %6, align 4
  br label %288, !llvm.loop !14

307:                                              ; preds = %288
  %308 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 379595228854031856, ptr noundef @.str.41, i32 noundef %308)
  %309 = load i32, ptr @g_250, align 8
  %310 = zext i32 %309 to i64
  %311 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %310, ptr noundef @.str.42, i32 noundef %311)
  %312 = load i32, ptr @g_250, align 8
  %313 = sext i32 %312 to i64
  %314 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %313, ptr noundef @.str.43, i32 noundef %314)
  store i32 0, ptr %6, align 4
  br label %315

315:                                              ; preds = %331, %307
  %316 = load i32, ptr %6, align 4
  %317 = icmp slt i32 %316, 5
  br i1 %317, label %318, label %334

318:                                              ; preds = %315
  %319 = load i32, ptr %6, align 4
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [5 x i8], ptr @g_252, i64 0, i64 %320
  %322 = load i8, ptr %321, align 1
  %323 = sext i8 %322 to i64
  %324 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %323, ptr noundef @.str.44, i32 noundef %324)
  %325 = load i32, ptr %9, align 4
  %326 = icmp ne i32 %325, 0
  br i1 %326, label %327, label %330

327:                                              ; preds = %318
  %328 = load i32, ptr %6, align 4
  %329 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %328)
  br label %330

330:                                              ; preds = %327, %318
  br label %331

331:                                              ; preds = %330
  %332 = load i32, ptr %6, align 4
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr %6, align 4
  br label %315, !llvm.loop !15

334:                                              ; preds = %315
  %335 = load i32, ptr @crc32_context, align 4
  %336 = zext i32 %335 to i64
  %337 = xor i64 %336, 4294967295
  %338 = trunc i64 %337 to i32
  %339 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %338, i32 noundef %339)
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
define internal void @func_1(ptr dead_on_unwind noalias writable sret(%struct.S0) align 8 %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [8 x ptr], align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca [4 x [5 x i16]], align 2
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr @g_3, ptr %2, align 8
  store ptr @g_3, ptr %3, align 8
  store ptr @g_3, ptr %4, align 8
  store ptr @g_14, ptr %6, align 8
  store ptr %6, ptr %7, align 8
  store ptr @g_3, ptr %8, align 8
  store ptr null, ptr %9, align 8
  store i32 1392693372, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %11, ptr align 2 @__const.func_1.l_258, i64 40, i1 false)
  store ptr getelementptr inbounds ([9 x i8], ptr @g_74, i64 0, i64 6), ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %15

15:                                               ; preds = %22, %1
  %16 = load i32, ptr %13, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %25

18:                                               ; preds = %15
  %19 = load i32, ptr %13, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 %20
  store ptr @g_3, ptr %21, align 8
  br label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %13, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %13, align 4
  br label %15, !llvm.loop !18

25:                                               ; preds = %15
  %26 = load volatile i8, ptr @g_8, align 1
  %27 = add i8 %26, 1
  store volatile i8 %27, ptr @g_8, align 1
  %28 = load ptr, ptr %7, align 8
  %29 = load ptr, ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %29, i64 56, i1 false)
  ret void
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
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.45, ptr noundef %11, i64 noundef %14)
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
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.48, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
attributes #4 = { nounwind willreturn memory(read) }

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
