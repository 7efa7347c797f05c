; ModuleID = 'tests/programs/csmith/seed_1013.c'
source_filename = "tests/programs/csmith/seed_1013.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@g_100 = internal unnamed_addr global [6 x [3 x [2 x i32]]] [[3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer]], align 4
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@g_79 = internal global ptr null, align 8
@g_46 = internal global ptr @g_42, align 8
@g_42 = internal global ptr @g_43, align 8
@g_323 = internal global ptr @g_324, align 8
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_117 = internal global { i16, [30 x i8] } { i16 -7, [30 x i8] undef }, align 8
@g_222 = internal global { i16, [30 x i8] } { i16 0, [30 x i8] undef }, align 8
@.str.46 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.S0, align 8
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !9
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

18:                                               ; preds = %14, %2
  %19 = phi i1 [ true, %2 ], [ %15, %14 ]
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ]
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ]
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  %26 = lshr i32 %23, 1
  %27 = xor i32 %26, -306674912
  %28 = select i1 %25, i32 %26, i32 %27
  %29 = and i32 %28, 1
  %30 = icmp eq i32 %29, 0
  %31 = lshr i32 %28, 1
  %32 = xor i32 %31, -306674912
  %33 = select i1 %30, i32 %31, i32 %32
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  %36 = lshr i32 %33, 1
  %37 = xor i32 %36, -306674912
  %38 = select i1 %35, i32 %36, i32 %37
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, 0
  %41 = lshr i32 %38, 1
  %42 = xor i32 %41, -306674912
  %43 = select i1 %40, i32 %41, i32 %42
  %44 = and i32 %43, 1
  %45 = icmp eq i32 %44, 0
  %46 = lshr i32 %43, 1
  %47 = xor i32 %46, -306674912
  %48 = select i1 %45, i32 %46, i32 %47
  %49 = and i32 %48, 1
  %50 = icmp eq i32 %49, 0
  %51 = lshr i32 %48, 1
  %52 = xor i32 %51, -306674912
  %53 = select i1 %50, i32 %51, i32 %52
  %54 = and i32 %53, 1
  %55 = icmp eq i32 %54, 0
  %56 = lshr i32 %53, 1
  %57 = xor i32 %56, -306674912
  %58 = select i1 %55, i32 %56, i32 %57
  %59 = and i32 %58, 1
  %60 = icmp eq i32 %59, 0
  %61 = lshr i32 %58, 1
  %62 = xor i32 %61, -306674912
  %63 = select i1 %60, i32 %61, i32 %62
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22
  store i32 %63, ptr %64, align 4, !tbaa !13
  %65 = add nuw nsw i64 %22, 1
  %66 = icmp eq i64 %65, 256
  br i1 %66, label %67, label %21, !llvm.loop !15

67:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  %68 = load i16, ptr @g_11, align 2, !tbaa !17
  %69 = load i64, ptr @g_38, align 8, !tbaa !19
  store i32 -23, ptr @g_3, align 4, !tbaa !13
  %70 = and i16 %68, 6
  %71 = mul nuw nsw i16 %70, 6
  %72 = zext nneg i16 %71 to i32
  %73 = load i32, ptr @g_32, align 4, !tbaa !13
  br label %74

74:                                               ; preds = %147, %67
  %75 = phi i32 [ %73, %67 ], [ %79, %147 ]
  %76 = phi i64 [ %69, %67 ], [ %80, %147 ]
  store i16 %70, ptr @g_11, align 2, !tbaa !17
  %77 = load volatile i32, ptr @g_2, align 4, !tbaa !13
  %78 = or i32 %77, %72
  store volatile i32 %78, ptr @g_2, align 4, !tbaa !13
  %79 = xor i32 %75, 1
  store i32 %79, ptr @g_32, align 4, !tbaa !13
  %80 = xor i64 %76, 1
  store i64 %80, ptr @g_38, align 8, !tbaa !19
  store ptr @g_3, ptr @g_42, align 8, !tbaa !9
  %81 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  store ptr @g_43, ptr %81, align 8, !tbaa !9
  %82 = icmp eq i64 %76, 1
  br i1 %82, label %86, label %83

83:                                               ; preds = %74
  %84 = load volatile i32, ptr @g_2, align 4, !tbaa !13
  %85 = load ptr, ptr @g_42, align 8, !tbaa !9
  store i32 0, ptr %85, align 4, !tbaa !13
  br label %86

86:                                               ; preds = %83, %74
  store i1 true, ptr @g_78, align 4
  %87 = load ptr, ptr @g_42, align 8
  %88 = load volatile ptr, ptr @g_79, align 8, !tbaa !9
  store volatile ptr %88, ptr @g_79, align 8, !tbaa !9
  %89 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  %90 = load ptr, ptr %89, align 8, !tbaa !9
  %91 = load i32, ptr %90, align 4, !tbaa !13
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %99

93:                                               ; preds = %86
  %94 = load i32, ptr @g_3, align 4, !tbaa !13
  %95 = trunc i32 %94 to i8
  store i32 22136, ptr %87, align 4, !tbaa !13
  store i1 true, ptr @g_78, align 4
  %96 = icmp ult i8 %95, 110
  br i1 %96, label %97, label %98

97:                                               ; preds = %93
  store i1 true, ptr @g_97, align 1
  br label %98

98:                                               ; preds = %97, %93
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !13
  br label %99

99:                                               ; preds = %98, %86
  store i8 4, ptr @g_18, align 1, !tbaa !21
  %100 = load volatile ptr, ptr @g_79, align 8, !tbaa !9
  store volatile ptr %100, ptr @g_79, align 8, !tbaa !9
  %101 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  %102 = load ptr, ptr %101, align 8, !tbaa !9
  %103 = load i32, ptr %102, align 4, !tbaa !13
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %111

105:                                              ; preds = %99
  %106 = load i32, ptr @g_3, align 4, !tbaa !13
  %107 = trunc i32 %106 to i8
  store i32 22136, ptr %87, align 4, !tbaa !13
  store i1 true, ptr @g_78, align 4
  %108 = icmp ult i8 %107, 110
  br i1 %108, label %109, label %110

109:                                              ; preds = %105
  store i1 true, ptr @g_97, align 1
  br label %110

110:                                              ; preds = %109, %105
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !13
  br label %111

111:                                              ; preds = %110, %99
  %112 = load volatile ptr, ptr @g_79, align 8, !tbaa !9
  store volatile ptr %112, ptr @g_79, align 8, !tbaa !9
  %113 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  %114 = load ptr, ptr %113, align 8, !tbaa !9
  %115 = load i32, ptr %114, align 4, !tbaa !13
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %123

117:                                              ; preds = %111
  %118 = load i32, ptr @g_3, align 4, !tbaa !13
  %119 = trunc i32 %118 to i8
  store i32 22136, ptr %87, align 4, !tbaa !13
  store i1 true, ptr @g_78, align 4
  %120 = icmp ult i8 %119, 110
  br i1 %120, label %121, label %122

121:                                              ; preds = %117
  store i1 true, ptr @g_97, align 1
  br label %122

122:                                              ; preds = %121, %117
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !13
  br label %123

123:                                              ; preds = %122, %111
  %124 = load volatile ptr, ptr @g_79, align 8, !tbaa !9
  store volatile ptr %124, ptr @g_79, align 8, !tbaa !9
  %125 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  %126 = load ptr, ptr %125, align 8, !tbaa !9
  %127 = load i32, ptr %126, align 4, !tbaa !13
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %129, label %135

129:                                              ; preds = %123
  %130 = load i32, ptr @g_3, align 4, !tbaa !13
  %131 = trunc i32 %130 to i8
  store i32 22136, ptr %87, align 4, !tbaa !13
  store i1 true, ptr @g_78, align 4
  %132 = icmp ult i8 %131, 110
  br i1 %132, label %133, label %134

133:                                              ; preds = %129
  store i1 true, ptr @g_97, align 1
  br label %134

134:                                              ; preds = %133, %129
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !13
  br label %135

135:                                              ; preds = %134, %123
  %136 = load volatile ptr, ptr @g_79, align 8, !tbaa !9
  store volatile ptr %136, ptr @g_79, align 8, !tbaa !9
  %137 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  %138 = load ptr, ptr %137, align 8, !tbaa !9
  %139 = load i32, ptr %138, align 4, !tbaa !13
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %141, label %147

141:                                              ; preds = %135
  %142 = load i32, ptr @g_3, align 4, !tbaa !13
  %143 = trunc i32 %142 to i8
  store i1 true, ptr @g_78, align 4
  %144 = icmp ult i8 %143, 110
  br i1 %144, label %145, label %146

145:                                              ; preds = %141
  store i1 true, ptr @g_97, align 1
  br label %146

146:                                              ; preds = %145, %141
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !tbaa !13
  br label %147

147:                                              ; preds = %146, %135
  store i8 0, ptr @g_18, align 1, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 @g_117, i64 32, i1 true), !tbaa.struct !22
  store i32 -5, ptr %87, align 4, !tbaa !13
  %148 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  %149 = load ptr, ptr %148, align 8, !tbaa !9
  %150 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  store ptr %149, ptr %150, align 8, !tbaa !9
  %151 = load volatile i8, ptr @g_156, align 1, !tbaa !21
  %152 = load i32, ptr @g_3, align 4, !tbaa !13
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @g_3, align 4, !tbaa !13
  %154 = icmp slt i32 %152, 6
  br i1 %154, label %74, label %155, !llvm.loop !23

155:                                              ; preds = %147
  %156 = load ptr, ptr @g_42, align 8
  %157 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  store i16 0, ptr @g_11, align 2, !tbaa !17
  store i8 1, ptr @g_18, align 1, !tbaa !21
  %158 = load volatile i32, ptr @g_208, align 8, !tbaa !24
  %159 = load i32, ptr %156, align 4, !tbaa !13
  %160 = or i32 %159, 1
  store i32 %160, ptr %156, align 4, !tbaa !13
  %161 = load volatile ptr, ptr @g_46, align 8, !tbaa !9
  %162 = load ptr, ptr %161, align 8, !tbaa !9
  %163 = load volatile ptr, ptr @g_323, align 8, !tbaa !9
  %164 = load volatile i8, ptr %163, align 1, !tbaa !21
  %165 = or i8 %164, -103
  %166 = zext i8 %165 to i32
  %167 = load i32, ptr %162, align 4, !tbaa !13
  %168 = xor i32 %167, %166
  store i32 %168, ptr %162, align 4, !tbaa !13
  store i32 8, ptr %156, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %169 = load volatile i32, ptr @g_2, align 4, !tbaa !13
  %170 = sext i32 %169 to i64
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.1, i32 noundef signext %20)
  %171 = load i32, ptr @g_3, align 4, !tbaa !13
  %172 = sext i32 %171 to i64
  tail call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.2, i32 noundef signext %20)
  %173 = load i16, ptr @g_11, align 2, !tbaa !17
  %174 = sext i16 %173 to i64
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.3, i32 noundef signext %20)
  %175 = load i8, ptr @g_18, align 1, !tbaa !21
  %176 = sext i8 %175 to i64
  tail call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.4, i32 noundef signext %20)
  %177 = load i32, ptr @g_32, align 4, !tbaa !13
  %178 = sext i32 %177 to i64
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.5, i32 noundef signext %20)
  %179 = load i64, ptr @g_38, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.6, i32 noundef signext %20)
  %180 = load i32, ptr @g_43, align 4, !tbaa !13
  %181 = sext i32 %180 to i64
  tail call fastcc void @transparent_crc(i64 noundef %181, ptr noundef nonnull @.str.7, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.8, i32 noundef signext %20)
  %182 = load i1, ptr @g_78, align 4
  %183 = select i1 %182, i64 0, i64 312131711
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.9, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.10, i32 noundef signext %20)
  %184 = load i1, ptr @g_97, align 1
  %185 = select i1 %184, i64 1, i64 126
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.11, i32 noundef signext %20)
  br label %186

186:                                              ; preds = %155, %235
  %187 = phi i64 [ 0, %155 ], [ %236, %235 ]
  %188 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 0, i64 0
  %189 = load i32, ptr %188, align 4, !tbaa !13
  %190 = sext i32 %189 to i64
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  br i1 %19, label %191, label %207

191:                                              ; preds = %186
  %192 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 0, i64 1
  %193 = load i32, ptr %192, align 4, !tbaa !13
  %194 = sext i32 %193 to i64
  tail call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %195 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 0
  %196 = load i32, ptr %195, align 4, !tbaa !13
  %197 = sext i32 %196 to i64
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %198 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 1
  %199 = load i32, ptr %198, align 4, !tbaa !13
  %200 = sext i32 %199 to i64
  tail call fastcc void @transparent_crc(i64 noundef %200, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %201 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 0
  %202 = load i32, ptr %201, align 4, !tbaa !13
  %203 = sext i32 %202 to i64
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %204 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 1
  %205 = load i32, ptr %204, align 4, !tbaa !13
  %206 = sext i32 %205 to i64
  tail call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  br label %235

207:                                              ; preds = %186
  %208 = trunc nuw nsw i64 %187 to i32
  %209 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %208, i32 noundef signext 0, i32 noundef signext 0)
  %210 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 0, i64 1
  %211 = load i32, ptr %210, align 4, !tbaa !13
  %212 = sext i32 %211 to i64
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %213 = trunc nuw nsw i64 %187 to i32
  %214 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %213, i32 noundef signext 0, i32 noundef signext 1)
  %215 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 0
  %216 = load i32, ptr %215, align 4, !tbaa !13
  %217 = sext i32 %216 to i64
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %218 = trunc nuw nsw i64 %187 to i32
  %219 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %218, i32 noundef signext 1, i32 noundef signext 0)
  %220 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 1
  %221 = load i32, ptr %220, align 4, !tbaa !13
  %222 = sext i32 %221 to i64
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %223 = trunc nuw nsw i64 %187 to i32
  %224 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %223, i32 noundef signext 1, i32 noundef signext 1)
  %225 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 0
  %226 = load i32, ptr %225, align 4, !tbaa !13
  %227 = sext i32 %226 to i64
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %228 = trunc nuw nsw i64 %187 to i32
  %229 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %228, i32 noundef signext 2, i32 noundef signext 0)
  %230 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 1
  %231 = load i32, ptr %230, align 4, !tbaa !13
  %232 = sext i32 %231 to i64
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.12, i32 noundef signext %20)
  %233 = trunc nuw nsw i64 %187 to i32
  %234 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %233, i32 noundef signext 2, i32 noundef signext 1)
  br label %235

235:                                              ; preds = %191, %207
  %236 = add nuw nsw i64 %187, 1
  %237 = icmp eq i64 %236, 6
  br i1 %237, label %238, label %186, !llvm.loop !26

238:                                              ; preds = %235
  tail call fastcc void @transparent_crc(i64 noundef 137, ptr noundef nonnull @.str.14, i32 noundef signext %20)
  %239 = load volatile i16, ptr @g_117, align 8, !tbaa !21
  %240 = sext i16 %239 to i64
  tail call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.15, i32 noundef signext %20)
  %241 = load volatile i8, ptr @g_156, align 1, !tbaa !21
  %242 = sext i8 %241 to i64
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.16, i32 noundef signext %20)
  %243 = load volatile i16, ptr @g_168, align 2, !tbaa !17
  %244 = sext i16 %243 to i64
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.17, i32 noundef signext %20)
  %245 = load volatile i32, ptr @g_208, align 8, !tbaa !24
  %246 = zext i32 %245 to i64
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.18, i32 noundef signext %20)
  %247 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 4), align 4, !tbaa !27
  %248 = zext i32 %247 to i64
  tail call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.19, i32 noundef signext %20)
  %249 = load i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 8), align 8, !tbaa !28
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.20, i32 noundef signext %20)
  %250 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_208, i64 16), align 8, !tbaa !29
  %251 = sext i8 %250 to i64
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.21, i32 noundef signext %20)
  %252 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 20), align 4, !tbaa !30
  %253 = sext i32 %252 to i64
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.22, i32 noundef signext %20)
  %254 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 24), align 8, !tbaa !31
  tail call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.23, i32 noundef signext %20)
  %255 = load volatile i16, ptr @g_222, align 8, !tbaa !21
  %256 = sext i16 %255 to i64
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.24, i32 noundef signext %20)
  %257 = load volatile i32, ptr @g_229, align 8, !tbaa !24
  %258 = zext i32 %257 to i64
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.25, i32 noundef signext %20)
  %259 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 4), align 4, !tbaa !27
  %260 = zext i32 %259 to i64
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.26, i32 noundef signext %20)
  %261 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 8), align 8, !tbaa !28
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.27, i32 noundef signext %20)
  %262 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_229, i64 16), align 8, !tbaa !29
  %263 = sext i8 %262 to i64
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.28, i32 noundef signext %20)
  %264 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 20), align 4, !tbaa !30
  %265 = sext i32 %264 to i64
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.29, i32 noundef signext %20)
  %266 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 24), align 8, !tbaa !31
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.30, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 4107480215, ptr noundef nonnull @.str.31, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.32, i32 noundef signext %20)
  %267 = load volatile i8, ptr @g_324, align 1, !tbaa !21
  %268 = zext i8 %267 to i64
  tail call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.33, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -8440306706533661228, ptr noundef nonnull @.str.34, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.35, i32 noundef signext %20)
  tail call fastcc void @transparent_crc(i64 noundef -979254093, ptr noundef nonnull @.str.36, i32 noundef signext %20)
  %269 = load volatile i32, ptr @g_460, align 8, !tbaa !24
  %270 = zext i32 %269 to i64
  tail call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.37, i32 noundef signext %20)
  %271 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 4), align 4, !tbaa !27
  %272 = zext i32 %271 to i64
  tail call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.38, i32 noundef signext %20)
  %273 = load i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 8), align 8, !tbaa !28
  tail call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.39, i32 noundef signext %20)
  %274 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_460, i64 16), align 8, !tbaa !29
  %275 = sext i8 %274 to i64
  tail call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.40, i32 noundef signext %20)
  %276 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 20), align 4, !tbaa !30
  %277 = sext i32 %276 to i64
  tail call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.41, i32 noundef signext %20)
  %278 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 24), align 8, !tbaa !31
  tail call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.42, i32 noundef signext %20)
  %279 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %280 = xor i32 %279, -1
  %281 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef signext %280)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !13
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !13
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !13
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !13
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !13
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !13
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !11, i64 0}
!21 = !{!11, !11, i64 0}
!22 = !{i64 0, i64 32, !21}
!23 = distinct !{!23, !16}
!24 = !{!25, !14, i64 0}
!25 = !{!"S0", !14, i64 0, !14, i64 4, !20, i64 8, !11, i64 16, !14, i64 20, !20, i64 24}
!26 = distinct !{!26, !16}
!27 = !{!25, !14, i64 4}
!28 = !{!25, !20, i64 8}
!29 = !{!25, !11, i64 16}
!30 = !{!25, !14, i64 20}
!31 = !{!25, !20, i64 24}
