; ModuleID = 'tests/programs/csmith/seed_1013.c'
source_filename = "tests/programs/csmith/seed_1013.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i64, i8, i32, i64 }

@g_2 = internal global i32 6, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_3 = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_11 = internal unnamed_addr global i16 9210, align 2
@.str.3 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1
@g_18 = internal unnamed_addr global i8 114, align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1
@g_32 = internal unnamed_addr global i32 -1665392208, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1
@g_38 = internal unnamed_addr global i64 -2236572359578596509, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"g_38\00", align 1
@g_43 = internal global i32 -1839491251, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1
@g_78 = internal unnamed_addr global i1 false, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"g_78\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"g_88.f0\00", align 1
@g_97 = internal unnamed_addr global i1 false, align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"g_97\00", align 1
@g_100 = internal unnamed_addr global [6 x [3 x [2 x i32]]] [[3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer]], align 16
@.str.12 = private unnamed_addr constant [15 x i8] c"g_100[i][j][k]\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"g_111\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"g_117.f0\00", align 1
@g_156 = internal global i8 -1, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1
@g_168 = internal global i16 -29421, align 2
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@g_208 = internal global %struct.S0 { i32 1853432205, i32 -1, i64 -9, i8 2, i32 -8, i64 1247621401570271684 }, align 8
@.str.18 = private unnamed_addr constant [9 x i8] c"g_208.f0\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208.f1\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"g_208.f2\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"g_208.f3\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"g_208.f4\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"g_208.f5\00", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_222.f0\00", align 1
@g_229 = internal global %struct.S0 { i32 -8, i32 2, i64 -10, i8 -119, i32 5, i64 6557568948758331365 }, align 8
@.str.25 = private unnamed_addr constant [9 x i8] c"g_229.f0\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"g_229.f1\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"g_229.f2\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"g_229.f3\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_229.f4\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"g_229.f5\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_250\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"g_307\00", align 1
@g_324 = internal global i8 95, align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"g_398\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"g_400\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1
@g_460 = internal global %struct.S0 { i32 0, i32 -3, i64 -8322393348686996378, i8 -1, i32 1, i64 7278726924818229203 }, align 8
@.str.37 = private unnamed_addr constant [9 x i8] c"g_460.f0\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"g_460.f1\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"g_460.f2\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_460.f3\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_460.f4\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_460.f5\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_79 = internal global ptr null, align 8
@g_46 = internal global ptr @g_42, align 8
@g_42 = internal global ptr @g_43, align 8
@g_323 = internal global ptr @g_324, align 8
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_117 = internal global { i16, [30 x i8] } { i16 -7, [30 x i8] undef }, align 8
@g_222 = internal global { i16, [30 x i8] } { i16 0, [30 x i8] undef }, align 8
@.str.46 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.S0, align 8
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true
  %17 = zext i1 %16 to i32
  br label %18

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ]
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ]
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ]
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ]
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %25 = icmp eq <4 x i32> %24, zeroinitializer
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %30 = icmp eq <4 x i32> %29, zeroinitializer
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %35 = icmp eq <4 x i32> %34, zeroinitializer
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %40 = icmp eq <4 x i32> %39, zeroinitializer
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  %45 = icmp eq <4 x i32> %44, zeroinitializer
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>
  %50 = icmp eq <4 x i32> %49, zeroinitializer
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %55 = icmp eq <4 x i32> %54, zeroinitializer
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>
  %60 = icmp eq <4 x i32> %59, zeroinitializer
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22
  store <4 x i32> %63, ptr %64, align 16, !tbaa !9
  %65 = add nuw i64 %22, 4
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %67 = icmp eq i64 %65, 256
  br i1 %67, label %68, label %21, !llvm.loop !11

68:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  %69 = load i16, ptr @g_11, align 2, !tbaa !15
  %70 = load i64, ptr @g_38, align 8, !tbaa !17
  store i32 -23, ptr @g_3, align 4, !tbaa !9
  %71 = and i16 %69, 6
  %72 = mul nuw nsw i16 %71, 6
  %73 = zext nneg i16 %72 to i32
  %74 = load i32, ptr @g_32, align 4, !tbaa !9
  br label %75

75:                                               ; preds = %148, %68
  %76 = phi i32 [ %74, %68 ], [ %80, %148 ]
  %77 = phi i64 [ %70, %68 ], [ %81, %148 ]
  store i16 %71, ptr @g_11, align 2, !tbaa !15
  %78 = load volatile i32, ptr @g_2, align 4, !tbaa !9
  %79 = or i32 %78, %73
  store volatile i32 %79, ptr @g_2, align 4, !tbaa !9
  %80 = xor i32 %76, 1
  store i32 %80, ptr @g_32, align 4, !tbaa !9
  %81 = xor i64 %77, 1
  store i64 %81, ptr @g_38, align 8, !tbaa !17
  store ptr @g_3, ptr @g_42, align 8, !tbaa !5
  %82 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  store ptr @g_43, ptr %82, align 8, !tbaa !5
  %83 = icmp eq i64 %77, 1
  br i1 %83, label %87, label %84

84:                                               ; preds = %75
  %85 = load volatile i32, ptr @g_2, align 4, !tbaa !9
  %86 = load ptr, ptr @g_42, align 8, !tbaa !5
  store i32 0, ptr %86, align 4, !tbaa !9
  br label %87

87:                                               ; preds = %84, %75
  store i1 true, ptr @g_78, align 4
  %88 = load ptr, ptr @g_42, align 8
  %89 = load volatile ptr, ptr @g_79, align 8, !tbaa !5
  store volatile ptr %89, ptr @g_79, align 8, !tbaa !5
  %90 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  %91 = load ptr, ptr %90, align 8, !tbaa !5
  %92 = load i32, ptr %91, align 4, !tbaa !9
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %100

94:                                               ; preds = %87
  %95 = load i32, ptr @g_3, align 4, !tbaa !9
  %96 = trunc i32 %95 to i8
  store i32 22136, ptr %88, align 4, !tbaa !9
  store i1 true, ptr @g_78, align 4
  %97 = icmp ult i8 %96, 110
  br i1 %97, label %98, label %99

98:                                               ; preds = %94
  store i1 true, ptr @g_97, align 1
  br label %99

99:                                               ; preds = %98, %94
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !9
  br label %100

100:                                              ; preds = %99, %87
  store i8 4, ptr @g_18, align 1, !tbaa !19
  %101 = load volatile ptr, ptr @g_79, align 8, !tbaa !5
  store volatile ptr %101, ptr @g_79, align 8, !tbaa !5
  %102 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  %103 = load ptr, ptr %102, align 8, !tbaa !5
  %104 = load i32, ptr %103, align 4, !tbaa !9
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %112

106:                                              ; preds = %100
  %107 = load i32, ptr @g_3, align 4, !tbaa !9
  %108 = trunc i32 %107 to i8
  store i32 22136, ptr %88, align 4, !tbaa !9
  store i1 true, ptr @g_78, align 4
  %109 = icmp ult i8 %108, 110
  br i1 %109, label %110, label %111

110:                                              ; preds = %106
  store i1 true, ptr @g_97, align 1
  br label %111

111:                                              ; preds = %110, %106
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !9
  br label %112

112:                                              ; preds = %111, %100
  %113 = load volatile ptr, ptr @g_79, align 8, !tbaa !5
  store volatile ptr %113, ptr @g_79, align 8, !tbaa !5
  %114 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  %115 = load ptr, ptr %114, align 8, !tbaa !5
  %116 = load i32, ptr %115, align 4, !tbaa !9
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %118, label %124

118:                                              ; preds = %112
  %119 = load i32, ptr @g_3, align 4, !tbaa !9
  %120 = trunc i32 %119 to i8
  store i32 22136, ptr %88, align 4, !tbaa !9
  store i1 true, ptr @g_78, align 4
  %121 = icmp ult i8 %120, 110
  br i1 %121, label %122, label %123

122:                                              ; preds = %118
  store i1 true, ptr @g_97, align 1
  br label %123

123:                                              ; preds = %122, %118
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !9
  br label %124

124:                                              ; preds = %123, %112
  %125 = load volatile ptr, ptr @g_79, align 8, !tbaa !5
  store volatile ptr %125, ptr @g_79, align 8, !tbaa !5
  %126 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  %127 = load ptr, ptr %126, align 8, !tbaa !5
  %128 = load i32, ptr %127, align 4, !tbaa !9
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %130, label %136

130:                                              ; preds = %124
  %131 = load i32, ptr @g_3, align 4, !tbaa !9
  %132 = trunc i32 %131 to i8
  store i32 22136, ptr %88, align 4, !tbaa !9
  store i1 true, ptr @g_78, align 4
  %133 = icmp ult i8 %132, 110
  br i1 %133, label %134, label %135

134:                                              ; preds = %130
  store i1 true, ptr @g_97, align 1
  br label %135

135:                                              ; preds = %134, %130
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !9
  br label %136

136:                                              ; preds = %135, %124
  %137 = load volatile ptr, ptr @g_79, align 8, !tbaa !5
  store volatile ptr %137, ptr @g_79, align 8, !tbaa !5
  %138 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  %139 = load ptr, ptr %138, align 8, !tbaa !5
  %140 = load i32, ptr %139, align 4, !tbaa !9
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %148

142:                                              ; preds = %136
  %143 = load i32, ptr @g_3, align 4, !tbaa !9
  %144 = trunc i32 %143 to i8
  store i1 true, ptr @g_78, align 4
  %145 = icmp ult i8 %144, 110
  br i1 %145, label %146, label %147

146:                                              ; preds = %142
  store i1 true, ptr @g_97, align 1
  br label %147

147:                                              ; preds = %146, %142
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !9
  br label %148

148:                                              ; preds = %147, %136
  store i8 0, ptr @g_18, align 1, !tbaa !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 @g_117, i64 32, i1 true), !tbaa.struct !20
  store i32 -5, ptr %88, align 4, !tbaa !9
  %149 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  %150 = load ptr, ptr %149, align 8, !tbaa !5
  %151 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  store ptr %150, ptr %151, align 8, !tbaa !5
  %152 = load volatile i8, ptr @g_156, align 1, !tbaa !19
  %153 = load i32, ptr @g_3, align 4, !tbaa !9
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr @g_3, align 4, !tbaa !9
  %155 = icmp slt i32 %153, 6
  br i1 %155, label %75, label %156, !llvm.loop !21

156:                                              ; preds = %148
  %157 = load ptr, ptr @g_42, align 8
  %158 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  store i16 0, ptr @g_11, align 2, !tbaa !15
  store i8 1, ptr @g_18, align 1, !tbaa !19
  %159 = load volatile i32, ptr @g_208, align 8, !tbaa !22
  %160 = load i32, ptr %157, align 4, !tbaa !9
  %161 = or i32 %160, 1
  store i32 %161, ptr %157, align 4, !tbaa !9
  %162 = load volatile ptr, ptr @g_46, align 8, !tbaa !5
  %163 = load ptr, ptr %162, align 8, !tbaa !5
  %164 = load volatile ptr, ptr @g_323, align 8, !tbaa !5
  %165 = load volatile i8, ptr %164, align 1, !tbaa !19
  %166 = or i8 %165, -103
  %167 = zext i8 %166 to i32
  %168 = load i32, ptr %163, align 4, !tbaa !9
  %169 = xor i32 %168, %167
  store i32 %169, ptr %163, align 4, !tbaa !9
  store i32 8, ptr %157, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %170 = load volatile i32, ptr @g_2, align 4, !tbaa !9
  %171 = sext i32 %170 to i64
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.1, i32 noundef %20)
  %172 = load i32, ptr @g_3, align 4, !tbaa !9
  %173 = sext i32 %172 to i64
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.2, i32 noundef %20)
  %174 = load i16, ptr @g_11, align 2, !tbaa !15
  %175 = sext i16 %174 to i64
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.3, i32 noundef %20)
  %176 = load i8, ptr @g_18, align 1, !tbaa !19
  %177 = sext i8 %176 to i64
  tail call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.4, i32 noundef %20)
  %178 = load i32, ptr @g_32, align 4, !tbaa !9
  %179 = sext i32 %178 to i64
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef %20)
  %180 = load i64, ptr @g_38, align 8, !tbaa !17
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.6, i32 noundef %20)
  %181 = load i32, ptr @g_43, align 4, !tbaa !9
  %182 = sext i32 %181 to i64
  tail call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.8, i32 noundef %20)
  %183 = load i1, ptr @g_78, align 4
  %184 = select i1 %183, i64 0, i64 312131711
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.9, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.10, i32 noundef %20)
  %185 = load i1, ptr @g_97, align 1
  %186 = select i1 %185, i64 1, i64 126
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.11, i32 noundef %20)
  br label %187

187:                                              ; preds = %156, %236
  %188 = phi i64 [ 0, %156 ], [ %237, %236 ]
  %189 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 0
  %190 = load i32, ptr %189, align 8, !tbaa !9
  %191 = sext i32 %190 to i64
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.12, i32 noundef %20)
  br i1 %19, label %192, label %208

192:                                              ; preds = %187
  %193 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 1
  %194 = load i32, ptr %193, align 4, !tbaa !9
  %195 = sext i32 %194 to i64
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.12, i32 noundef %20)
  %196 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 0
  %197 = load i32, ptr %196, align 8, !tbaa !9
  %198 = sext i32 %197 to i64
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.12, i32 noundef %20)
  %199 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 1
  %200 = load i32, ptr %199, align 4, !tbaa !9
  %201 = sext i32 %200 to i64
  tail call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.12, i32 noundef %20)
  %202 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 0
  %203 = load i32, ptr %202, align 8, !tbaa !9
  %204 = sext i32 %203 to i64
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.12, i32 noundef %20)
  %205 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 1
  %206 = load i32, ptr %205, align 4, !tbaa !9
  %207 = sext i32 %206 to i64
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.12, i32 noundef %20)
  br label %236

208:                                              ; preds = %187
  %209 = trunc nuw nsw i64 %188 to i32
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %209, i32 noundef 0, i32 noundef 0)
  %211 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 1
  %212 = load i32, ptr %211, align 4, !tbaa !9
  %213 = sext i32 %212 to i64
  tail call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.12, i32 noundef %20)
  %214 = trunc nuw nsw i64 %188 to i32
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %214, i32 noundef 0, i32 noundef 1)
  %216 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 0
  %217 = load i32, ptr %216, align 8, !tbaa !9
  %218 = sext i32 %217 to i64
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.12, i32 noundef %20)
  %219 = trunc nuw nsw i64 %188 to i32
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %219, i32 noundef 1, i32 noundef 0)
  %221 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 1
  %222 = load i32, ptr %221, align 4, !tbaa !9
  %223 = sext i32 %222 to i64
  tail call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.12, i32 noundef %20)
  %224 = trunc nuw nsw i64 %188 to i32
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %224, i32 noundef 1, i32 noundef 1)
  %226 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 0
  %227 = load i32, ptr %226, align 8, !tbaa !9
  %228 = sext i32 %227 to i64
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.12, i32 noundef %20)
  %229 = trunc nuw nsw i64 %188 to i32
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %229, i32 noundef 2, i32 noundef 0)
  %231 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 1
  %232 = load i32, ptr %231, align 4, !tbaa !9
  %233 = sext i32 %232 to i64
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.12, i32 noundef %20)
  %234 = trunc nuw nsw i64 %188 to i32
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %234, i32 noundef 2, i32 noundef 1)
  br label %236

236:                                              ; preds = %192, %208
  %237 = add nuw nsw i64 %188, 1
  %238 = icmp eq i64 %237, 6
  br i1 %238, label %239, label %187, !llvm.loop !24

239:                                              ; preds = %236
  tail call fastcc void @transparent_crc(i64 noundef 137, ptr noundef nonnull @.str.14, i32 noundef %20)
  %240 = load volatile i16, ptr @g_117, align 8, !tbaa !19
  %241 = sext i16 %240 to i64
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.15, i32 noundef %20)
  %242 = load volatile i8, ptr @g_156, align 1, !tbaa !19
  %243 = sext i8 %242 to i64
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.16, i32 noundef %20)
  %244 = load volatile i16, ptr @g_168, align 2, !tbaa !15
  %245 = sext i16 %244 to i64
  tail call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.17, i32 noundef %20)
  %246 = load volatile i32, ptr @g_208, align 8, !tbaa !22
  %247 = zext i32 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.18, i32 noundef %20)
  %248 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 4), align 4, !tbaa !25
  %249 = zext i32 %248 to i64
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.19, i32 noundef %20)
  %250 = load i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 8), align 8, !tbaa !26
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.20, i32 noundef %20)
  %251 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_208, i64 16), align 8, !tbaa !27
  %252 = sext i8 %251 to i64
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.21, i32 noundef %20)
  %253 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 20), align 4, !tbaa !28
  %254 = sext i32 %253 to i64
  tail call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.22, i32 noundef %20)
  %255 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 24), align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.23, i32 noundef %20)
  %256 = load volatile i16, ptr @g_222, align 8, !tbaa !19
  %257 = sext i16 %256 to i64
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.24, i32 noundef %20)
  %258 = load volatile i32, ptr @g_229, align 8, !tbaa !22
  %259 = zext i32 %258 to i64
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.25, i32 noundef %20)
  %260 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 4), align 4, !tbaa !25
  %261 = zext i32 %260 to i64
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.26, i32 noundef %20)
  %262 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 8), align 8, !tbaa !26
  tail call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.27, i32 noundef %20)
  %263 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_229, i64 16), align 8, !tbaa !27
  %264 = sext i8 %263 to i64
  tail call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.28, i32 noundef %20)
  %265 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 20), align 4, !tbaa !28
  %266 = sext i32 %265 to i64
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.29, i32 noundef %20)
  %267 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 24), align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 4107480215, ptr noundef nonnull @.str.31, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.32, i32 noundef %20)
  %268 = load volatile i8, ptr @g_324, align 1, !tbaa !19
  %269 = zext i8 %268 to i64
  tail call fastcc void @transparent_crc(i64 noundef %269, ptr noundef nonnull @.str.33, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -8440306706533661228, ptr noundef nonnull @.str.34, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.35, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -979254093, ptr noundef nonnull @.str.36, i32 noundef %20)
  %270 = load volatile i32, ptr @g_460, align 8, !tbaa !22
  %271 = zext i32 %270 to i64
  tail call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.37, i32 noundef %20)
  %272 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 4), align 4, !tbaa !25
  %273 = zext i32 %272 to i64
  tail call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.38, i32 noundef %20)
  %274 = load i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 8), align 8, !tbaa !26
  tail call fastcc void @transparent_crc(i64 noundef %274, ptr noundef nonnull @.str.39, i32 noundef %20)
  %275 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_460, i64 16), align 8, !tbaa !27
  %276 = sext i8 %275 to i64
  tail call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.40, i32 noundef %20)
  %277 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 20), align 4, !tbaa !28
  %278 = sext i32 %277 to i64
  tail call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.41, i32 noundef %20)
  %279 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 24), align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.42, i32 noundef %20)
  %280 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %281 = xor i32 %280, -1
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef %281)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !9
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !9
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = !{!7, !7, i64 0}
!20 = !{i64 0, i64 32, !19}
!21 = distinct !{!21, !12}
!22 = !{!23, !10, i64 0}
!23 = !{!"S0", !10, i64 0, !10, i64 4, !18, i64 8, !7, i64 16, !10, i64 20, !18, i64 24}
!24 = distinct !{!24, !12}
!25 = !{!23, !10, i64 4}
!26 = !{!23, !18, i64 8}
!27 = !{!23, !7, i64 16}
!28 = !{!23, !10, i64 20}
!29 = !{!23, !18, i64 24}
