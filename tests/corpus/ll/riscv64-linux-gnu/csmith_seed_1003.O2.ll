; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@g_9 = internal global i16 6, align 2
@.str.1 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1
@g_12 = internal unnamed_addr global i1 false, align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@g_42 = internal global i32 -1, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1
@g_63.3 = internal unnamed_addr global i16 0, align 2
@.str.6 = private unnamed_addr constant [8 x i8] c"g_63[i]\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_70 = internal unnamed_addr global i1 false, align 2
@.str.8 = private unnamed_addr constant [5 x i8] c"g_70\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"g_102[i]\00", align 1
@g_104 = internal global i16 -28983, align 2
@.str.10 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1
@g_113.1 = internal unnamed_addr global i32 1933786134, align 4
@.str.11 = private unnamed_addr constant [9 x i8] c"g_113[i]\00", align 1
@g_119 = internal unnamed_addr constant [9 x [4 x [4 x i8]]] [[4 x [4 x i8]] [[4 x i8] c"\FF\99Z\96", [4 x i8] c"\99R\01R", [4 x i8] c"d\07\88\BE", [4 x i8] c"\01\01\FB\FF"], [4 x [4 x i8]] [[4 x i8] c"\BE\FB\99\88", [4 x i8] c"\BE`\FB\08", [4 x i8] c"\01\88\88\01", [4 x i8] c"d\96\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\99\08Z\01", [4 x i8] c"\FF\FF\07\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`"], [4 x [4 x i8]] [[4 x i8] c"\FF\07\01\FF", [4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01"], [4 x [4 x i8]] [[4 x i8] c"\FF\FFd\88", [4 x i8] c"d\88\99\FB", [4 x i8] c"\FBR\FF\99", [4 x i8] c"\02R\96\FB"], [4 x [4 x i8]] [[4 x i8] c"R\88`\88", [4 x i8] c"\08\FF\07\01", [4 x i8] c"`\FF\01Z", [4 x i8] c"\01\01R\07"], [4 x [4 x i8]] [[4 x i8] c"\01d\01\FF", [4 x i8] c"`\07\07`", [4 x i8] c"\08\FB`\BE", [4 x i8] c"R\FF\96\FF"], [4 x [4 x i8]] [[4 x i8] c"\02Z\FF\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`", [4 x i8] c"\FF\07\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01", [4 x i8] c"\FF\FFd\88"]], align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_131 = internal global i32 -379968030, align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1
@g_148 = internal global [10 x [2 x [5 x i64]]] [[2 x [5 x i64]] [[5 x i64] [i64 -7, i64 7542714824898434229, i64 8908066099363528572, i64 1, i64 5789521496098650589], [5 x i64] [i64 464905609773544830, i64 9, i64 2306268611864474717, i64 5, i64 -829025107185485053]], [2 x [5 x i64]] [[5 x i64] [i64 8908066099363528572, i64 -7689673738238981892, i64 -2133732927107872716, i64 7542714824898434229, i64 5789521496098650589], [5 x i64] [i64 -1196272544739624223, i64 5, i64 464905609773544830, i64 4, i64 4]], [2 x [5 x i64]] [[5 x i64] [i64 5789521496098650589, i64 -4, i64 5789521496098650589, i64 -7, i64 -5062090379530160444], [5 x i64] [i64 3, i64 -1, i64 -1579607695468680792, i64 464905609773544830, i64 -1196272544739624223]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -5062090379530160444, i64 0, i64 8908066099363528572, i64 -3], [5 x i64] [i64 -827934667879480459, i64 -6493816823601153019, i64 -1579607695468680792, i64 -1196272544739624223, i64 9]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 -6, i64 5789521496098650589, i64 5789521496098650589, i64 -6], [5 x i64] [i64 -4, i64 1, i64 464905609773544830, i64 3, i64 0]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 -1073460367172556038, i64 -2133732927107872716, i64 -4, i64 881661230485403626], [5 x i64] [i64 -1579607695468680792, i64 6, i64 2306268611864474717, i64 -827934667879480459, i64 -3044385479518407019]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 0, i64 8908066099363528572, i64 7, i64 7542714824898434229], [5 x i64] [i64 -4, i64 -829025107185485053, i64 -829025107185485053, i64 -4, i64 464905609773544830]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 8908066099363528572, i64 0, i64 -7689673738238981892, i64 1686185256566302607], [5 x i64] [i64 -827934667879480459, i64 2306268611864474717, i64 6, i64 -1579607695468680792, i64 -1]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -2133732927107872716, i64 -1073460367172556038, i64 -7689673738238981892, i64 1], [5 x i64] [i64 3, i64 -829025107185485053, i64 5525169032326922625, i64 -1, i64 5525169032326922625]], [2 x [5 x i64]] [[5 x i64] [i64 1, i64 1, i64 0, i64 5789521496098650589, i64 7], [5 x i64] [i64 5, i64 -1, i64 2306268611864474717, i64 -3044385479518407019, i64 -1]]], align 8
@.str.15 = private unnamed_addr constant [15 x i8] c"g_148[i][j][k]\00", align 1
@g_162 = internal unnamed_addr global i64 -898946607332870064, align 8
@.str.16 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"g_171\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_208\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"g_233[i][j]\00", align 1
@.str.21 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1
@g_275.4 = internal unnamed_addr global i32 -1, align 4
@.str.23 = private unnamed_addr constant [9 x i8] c"g_275[i]\00", align 1
@g_285 = internal global [8 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 4
@.str.24 = private unnamed_addr constant [9 x i8] c"g_285[i]\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"g_325[i]\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_334\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"g_337\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"g_338\00", align 1
@g_339 = internal global i32 0, align 4
@.str.31 = private unnamed_addr constant [6 x i8] c"g_339\00", align 1
@g_341 = internal global [5 x i32] [i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695], align 4
@.str.32 = private unnamed_addr constant [9 x i8] c"g_341[i]\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_360.f0\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@g_282 = internal global ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8
@g_194 = internal global ptr @g_131, align 8
@g_188 = internal global ptr @g_42, align 8
@__const.func_5.l_107 = private unnamed_addr constant [7 x i32] [i32 -1, i32 -2, i32 -1, i32 -1, i32 -2, i32 -1, i32 -1], align 4
@g_77 = internal unnamed_addr global ptr @g_42, align 8
@g_280 = internal constant ptr @g_281, align 8
@g_281 = internal global ptr @g_282, align 8
@.str.34 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [7 x i32], align 4
  %4 = alloca ptr, align 8
  %5 = icmp eq i32 %0, 2
  br i1 %5, label %6, label %19

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !9
  %9 = load i8, ptr %8, align 1
  %10 = icmp eq i8 %9, 49
  br i1 %10, label %11, label %15

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %8, i64 1
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i1 [ true, %6 ], [ %14, %11 ]
  %17 = xor i1 %16, true
  %18 = zext i1 %17 to i32
  br label %19

19:                                               ; preds = %15, %2
  %20 = phi i1 [ true, %2 ], [ %16, %15 ]
  %21 = phi i32 [ 0, %2 ], [ %18, %15 ]
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %66, %22 ]
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = and i32 %24, 1
  %26 = icmp eq i32 %25, 0
  %27 = lshr i32 %24, 1
  %28 = xor i32 %27, -306674912
  %29 = select i1 %26, i32 %27, i32 %28
  %30 = and i32 %29, 1
  %31 = icmp eq i32 %30, 0
  %32 = lshr i32 %29, 1
  %33 = xor i32 %32, -306674912
  %34 = select i1 %31, i32 %32, i32 %33
  %35 = and i32 %34, 1
  %36 = icmp eq i32 %35, 0
  %37 = lshr i32 %34, 1
  %38 = xor i32 %37, -306674912
  %39 = select i1 %36, i32 %37, i32 %38
  %40 = and i32 %39, 1
  %41 = icmp eq i32 %40, 0
  %42 = lshr i32 %39, 1
  %43 = xor i32 %42, -306674912
  %44 = select i1 %41, i32 %42, i32 %43
  %45 = and i32 %44, 1
  %46 = icmp eq i32 %45, 0
  %47 = lshr i32 %44, 1
  %48 = xor i32 %47, -306674912
  %49 = select i1 %46, i32 %47, i32 %48
  %50 = and i32 %49, 1
  %51 = icmp eq i32 %50, 0
  %52 = lshr i32 %49, 1
  %53 = xor i32 %52, -306674912
  %54 = select i1 %51, i32 %52, i32 %53
  %55 = and i32 %54, 1
  %56 = icmp eq i32 %55, 0
  %57 = lshr i32 %54, 1
  %58 = xor i32 %57, -306674912
  %59 = select i1 %56, i32 %57, i32 %58
  %60 = and i32 %59, 1
  %61 = icmp eq i32 %60, 0
  %62 = lshr i32 %59, 1
  %63 = xor i32 %62, -306674912
  %64 = select i1 %61, i32 %62, i32 %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %23
  store i32 %64, ptr %65, align 4, !tbaa !13
  %66 = add nuw nsw i64 %23, 1
  %67 = icmp eq i64 %66, 256
  br i1 %67, label %68, label %22, !llvm.loop !15

68:                                               ; preds = %22
  %69 = load volatile i16, ptr @g_9, align 2, !tbaa !17
  %70 = load i1, ptr @g_12, align 1
  %71 = select i1 %70, i8 3, i8 -52
  %72 = sext i8 %71 to i16
  %73 = or i16 %69, %72
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3, ptr noundef nonnull align 4 dereferenceable(28) @__const.func_5.l_107, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4
  store i1 true, ptr @g_12, align 1
  %74 = icmp ugt i16 %73, 252
  %75 = zext i1 %74 to i8
  %76 = xor i8 %75, -1
  %77 = load ptr, ptr @g_77, align 8, !tbaa !9
  %78 = add nsw i8 %71, %76
  %79 = zext i8 %78 to i32
  store i32 %79, ptr %77, align 4, !tbaa !13
  %80 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %80, ptr @g_77, align 8, !tbaa !9
  %81 = load volatile ptr, ptr @g_188, align 8, !tbaa !9
  %82 = load i32, ptr %81, align 4, !tbaa !13
  %83 = xor i32 %82, -1
  store i32 %83, ptr %81, align 4, !tbaa !13
  %84 = load i32, ptr %80, align 4, !tbaa !13
  %85 = freeze i32 %84
  %86 = load volatile i16, ptr @g_104, align 2, !tbaa !17
  store i64 1, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !19
  store i64 1, ptr @g_162, align 8, !tbaa !19
  %87 = icmp eq i32 %85, 0
  br i1 %87, label %93, label %88

88:                                               ; preds = %68
  %89 = icmp slt i32 %85, 1
  %90 = zext i1 %89 to i32
  %91 = sdiv i32 %90, %85
  %92 = icmp eq i32 %91, -1
  br i1 %92, label %112, label %93

93:                                               ; preds = %88, %68
  %94 = load i32, ptr @g_131, align 4, !tbaa !13
  %95 = load i1, ptr @g_70, align 2
  %96 = load i16, ptr @g_63.3, align 2, !tbaa !17
  %97 = load i32, ptr @g_275.4, align 4, !tbaa !13
  br label %98

98:                                               ; preds = %98, %93
  %99 = phi i32 [ %97, %93 ], [ %102, %98 ]
  %100 = phi i16 [ %96, %93 ], [ %101, %98 ]
  %101 = xor i16 %100, 1
  %102 = add i32 %99, 1
  br i1 %95, label %103, label %98

103:                                              ; preds = %98
  %104 = or i32 %94, 211
  %105 = sext i32 %104 to i64
  %106 = icmp ult i16 %101, -19141
  %107 = add nsw i16 %101, 19141
  %108 = select i1 %106, i16 %101, i16 %107
  %109 = icmp eq i16 %108, 3
  %110 = zext i1 %109 to i32
  store i64 4294967295, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !19
  store i16 %101, ptr @g_63.3, align 2, !tbaa !17
  store i64 %105, ptr @g_162, align 8, !tbaa !19
  store i32 0, ptr @g_42, align 4, !tbaa !13
  store i32 %102, ptr @g_275.4, align 4, !tbaa !13
  %111 = load volatile ptr, ptr @g_280, align 8, !tbaa !9
  store ptr %4, ptr %111, align 8, !tbaa !9
  br label %116

112:                                              ; preds = %88
  %113 = load volatile i32, ptr @g_285, align 4, !tbaa !13
  %114 = add i32 %113, -1
  store volatile i32 %114, ptr @g_285, align 4, !tbaa !13
  store i1 true, ptr @g_70, align 2
  %115 = load i32, ptr @g_131, align 4, !tbaa !13
  br label %116

116:                                              ; preds = %103, %112
  %117 = phi i32 [ %115, %112 ], [ %94, %103 ]
  %118 = phi i32 [ %85, %112 ], [ %110, %103 ]
  store i32 %118, ptr @g_113.1, align 4, !tbaa !13
  %119 = load volatile ptr, ptr @g_188, align 8, !tbaa !9
  %120 = icmp ult i32 %118, 2
  %121 = zext i1 %120 to i32
  %122 = or i32 %117, %121
  store i32 %122, ptr @g_131, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #4
  %123 = load volatile ptr, ptr @g_194, align 8, !tbaa !9
  %124 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !13
  %125 = add i32 %124, -1
  store volatile i32 %125, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !13
  %126 = load volatile i16, ptr @g_9, align 2, !tbaa !17
  %127 = sext i16 %126 to i64
  call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.1, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.2, i32 noundef signext %21)
  %128 = load i32, ptr @g_42, align 4, !tbaa !13
  %129 = sext i32 %128 to i64
  call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.3, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 8384866466380050833, ptr noundef nonnull @.str.4, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.5, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21)
  br i1 %20, label %130, label %133

130:                                              ; preds = %116
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21)
  %131 = load i16, ptr @g_63.3, align 2, !tbaa !17
  %132 = zext i16 %131 to i64
  call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.6, i32 noundef signext %21)
  br label %140

133:                                              ; preds = %116
  %134 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21)
  %135 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21)
  %136 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2)
  %137 = load i16, ptr @g_63.3, align 2, !tbaa !17
  %138 = zext i16 %137 to i64
  call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.6, i32 noundef signext %21)
  %139 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3)
  br label %140

140:                                              ; preds = %130, %133
  %141 = load i1, ptr @g_70, align 2
  %142 = select i1 %141, i64 0, i64 640
  call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.8, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef signext %21)
  br i1 %20, label %151, label %143

143:                                              ; preds = %140
  %144 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0)
  %145 = load volatile i16, ptr @g_104, align 2, !tbaa !17
  %146 = zext i16 %145 to i64
  call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.10, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef signext %21)
  %147 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0)
  %148 = load i32, ptr @g_113.1, align 4, !tbaa !13
  %149 = zext i32 %148 to i64
  call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.11, i32 noundef signext %21)
  %150 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1)
  br label %156

151:                                              ; preds = %140
  %152 = load volatile i16, ptr @g_104, align 2, !tbaa !17
  %153 = zext i16 %152 to i64
  call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.10, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef signext %21)
  %154 = load i32, ptr @g_113.1, align 4, !tbaa !13
  %155 = zext i32 %154 to i64
  call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.11, i32 noundef signext %21)
  br label %156

156:                                              ; preds = %151, %143
  br label %157

157:                                              ; preds = %156, %199
  %158 = phi i64 [ %200, %199 ], [ 0, %156 ]
  %159 = trunc nuw nsw i64 %158 to i32
  %160 = trunc nuw nsw i64 %158 to i32
  %161 = trunc nuw nsw i64 %158 to i32
  %162 = trunc nuw nsw i64 %158 to i32
  br label %163

163:                                              ; preds = %157, %196
  %164 = phi i64 [ 0, %157 ], [ %197, %196 ]
  %165 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 0
  %166 = load i8, ptr %165, align 1, !tbaa !21
  %167 = zext i8 %166 to i64
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.12, i32 noundef signext %21)
  br i1 %20, label %168, label %178

168:                                              ; preds = %163
  %169 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 1
  %170 = load i8, ptr %169, align 1, !tbaa !21
  %171 = zext i8 %170 to i64
  call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.12, i32 noundef signext %21)
  %172 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 2
  %173 = load i8, ptr %172, align 1, !tbaa !21
  %174 = zext i8 %173 to i64
  call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.12, i32 noundef signext %21)
  %175 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 3
  %176 = load i8, ptr %175, align 1, !tbaa !21
  %177 = zext i8 %176 to i64
  call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.12, i32 noundef signext %21)
  br label %196

178:                                              ; preds = %163
  %179 = trunc nuw nsw i64 %164 to i32
  %180 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %159, i32 noundef signext %179, i32 noundef signext 0)
  %181 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 1
  %182 = load i8, ptr %181, align 1, !tbaa !21
  %183 = zext i8 %182 to i64
  call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.12, i32 noundef signext %21)
  %184 = trunc nuw nsw i64 %164 to i32
  %185 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %160, i32 noundef signext %184, i32 noundef signext 1)
  %186 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 2
  %187 = load i8, ptr %186, align 1, !tbaa !21
  %188 = zext i8 %187 to i64
  call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.12, i32 noundef signext %21)
  %189 = trunc nuw nsw i64 %164 to i32
  %190 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %161, i32 noundef signext %189, i32 noundef signext 2)
  %191 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 3
  %192 = load i8, ptr %191, align 1, !tbaa !21
  %193 = zext i8 %192 to i64
  call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.12, i32 noundef signext %21)
  %194 = trunc nuw nsw i64 %164 to i32
  %195 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %162, i32 noundef signext %194, i32 noundef signext 3)
  br label %196

196:                                              ; preds = %168, %178
  %197 = add nuw nsw i64 %164, 1
  %198 = icmp eq i64 %197, 4
  br i1 %198, label %199, label %163, !llvm.loop !22

199:                                              ; preds = %196
  %200 = add nuw nsw i64 %158, 1
  %201 = icmp eq i64 %200, 9
  br i1 %201, label %202, label %157, !llvm.loop !23

202:                                              ; preds = %199
  %203 = load i32, ptr @g_131, align 4, !tbaa !13
  %204 = sext i32 %203 to i64
  call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.14, i32 noundef signext %21)
  br label %205

205:                                              ; preds = %202, %267
  %206 = phi i64 [ 0, %202 ], [ %268, %267 ]
  %207 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 0
  %208 = load i64, ptr %207, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  br i1 %20, label %209, label %228

209:                                              ; preds = %205
  %210 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 1
  %211 = load i64, ptr %210, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %212 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 2
  %213 = load i64, ptr %212, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %214 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 3
  %215 = load i64, ptr %214, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %216 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 4
  %217 = load i64, ptr %216, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %218 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 0
  %219 = load i64, ptr %218, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %220 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 1
  %221 = load i64, ptr %220, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %222 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 2
  %223 = load i64, ptr %222, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %224 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 3
  %225 = load i64, ptr %224, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %226 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 4
  %227 = load i64, ptr %226, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  br label %267

228:                                              ; preds = %205
  %229 = trunc nuw nsw i64 %206 to i32
  %230 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %229, i32 noundef signext 0, i32 noundef signext 0)
  %231 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 1
  %232 = load i64, ptr %231, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %233 = trunc nuw nsw i64 %206 to i32
  %234 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %233, i32 noundef signext 0, i32 noundef signext 1)
  %235 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 2
  %236 = load i64, ptr %235, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %237 = trunc nuw nsw i64 %206 to i32
  %238 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %237, i32 noundef signext 0, i32 noundef signext 2)
  %239 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 3
  %240 = load i64, ptr %239, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %241 = trunc nuw nsw i64 %206 to i32
  %242 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %241, i32 noundef signext 0, i32 noundef signext 3)
  %243 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 4
  %244 = load i64, ptr %243, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %245 = trunc nuw nsw i64 %206 to i32
  %246 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %245, i32 noundef signext 0, i32 noundef signext 4)
  %247 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 0
  %248 = load i64, ptr %247, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %249 = trunc nuw nsw i64 %206 to i32
  %250 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %249, i32 noundef signext 1, i32 noundef signext 0)
  %251 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 1
  %252 = load i64, ptr %251, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %253 = trunc nuw nsw i64 %206 to i32
  %254 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %253, i32 noundef signext 1, i32 noundef signext 1)
  %255 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 2
  %256 = load i64, ptr %255, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %257 = trunc nuw nsw i64 %206 to i32
  %258 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %257, i32 noundef signext 1, i32 noundef signext 2)
  %259 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 3
  %260 = load i64, ptr %259, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %261 = trunc nuw nsw i64 %206 to i32
  %262 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %261, i32 noundef signext 1, i32 noundef signext 3)
  %263 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 4
  %264 = load i64, ptr %263, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.15, i32 noundef signext %21)
  %265 = trunc nuw nsw i64 %206 to i32
  %266 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %265, i32 noundef signext 1, i32 noundef signext 4)
  br label %267

267:                                              ; preds = %209, %228
  %268 = add nuw nsw i64 %206, 1
  %269 = icmp eq i64 %268, 10
  br i1 %269, label %270, label %205, !llvm.loop !24

270:                                              ; preds = %267
  %271 = load i64, ptr @g_162, align 8, !tbaa !19
  call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.16, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.17, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -126, ptr noundef nonnull @.str.18, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 63128, ptr noundef nonnull @.str.20, i32 noundef signext %21)
  br i1 %20, label %306, label %272

272:                                              ; preds = %270
  %273 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %274 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %275 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %276 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %277 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3)
  %278 = load i32, ptr @g_275.4, align 4, !tbaa !13
  %279 = zext i32 %278 to i64
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %280 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %281 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 5)
  %282 = load volatile i32, ptr @g_285, align 4, !tbaa !13
  %283 = zext i32 %282 to i64
  call fastcc void @transparent_crc(i64 noundef %283, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %284 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0)
  %285 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !tbaa !13
  %286 = zext i32 %285 to i64
  call fastcc void @transparent_crc(i64 noundef %286, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %287 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1)
  %288 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !tbaa !13
  %289 = zext i32 %288 to i64
  call fastcc void @transparent_crc(i64 noundef %289, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %290 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2)
  %291 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !tbaa !13
  %292 = zext i32 %291 to i64
  call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %293 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3)
  %294 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !tbaa !13
  %295 = zext i32 %294 to i64
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %296 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4)
  %297 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !tbaa !13
  %298 = zext i32 %297 to i64
  call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %299 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 5)
  %300 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !tbaa !13
  %301 = zext i32 %300 to i64
  call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %302 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 6)
  %303 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !tbaa !13
  %304 = zext i32 %303 to i64
  call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %305 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 7)
  br label %325

306:                                              ; preds = %270
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %307 = load i32, ptr @g_275.4, align 4, !tbaa !13
  %308 = zext i32 %307 to i64
  call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21)
  %309 = load volatile i32, ptr @g_285, align 4, !tbaa !13
  %310 = zext i32 %309 to i64
  call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %311 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !tbaa !13
  %312 = zext i32 %311 to i64
  call fastcc void @transparent_crc(i64 noundef %312, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %313 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !tbaa !13
  %314 = zext i32 %313 to i64
  call fastcc void @transparent_crc(i64 noundef %314, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %315 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !tbaa !13
  %316 = zext i32 %315 to i64
  call fastcc void @transparent_crc(i64 noundef %316, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %317 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !tbaa !13
  %318 = zext i32 %317 to i64
  call fastcc void @transparent_crc(i64 noundef %318, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %319 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !tbaa !13
  %320 = zext i32 %319 to i64
  call fastcc void @transparent_crc(i64 noundef %320, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %321 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !tbaa !13
  %322 = zext i32 %321 to i64
  call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  %323 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !tbaa !13
  %324 = zext i32 %323 to i64
  call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.24, i32 noundef signext %21)
  br label %325

325:                                              ; preds = %306, %272
  call fastcc void @transparent_crc(i64 noundef 7511588403831493370, ptr noundef nonnull @.str.25, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 6619510695909701124, ptr noundef nonnull @.str.26, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  br i1 %20, label %326, label %327

326:                                              ; preds = %325
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  br label %338

327:                                              ; preds = %325
  %328 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %329 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %330 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %331 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %332 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %333 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %334 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %335 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 7)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %336 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 8)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21)
  %337 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 9)
  br label %338

338:                                              ; preds = %326, %327
  call fastcc void @transparent_crc(i64 noundef 2011882246, ptr noundef nonnull @.str.28, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef 27907, ptr noundef nonnull @.str.29, i32 noundef signext %21)
  call fastcc void @transparent_crc(i64 noundef -526656280, ptr noundef nonnull @.str.30, i32 noundef signext %21)
  %339 = load volatile i32, ptr @g_339, align 4, !tbaa !13
  %340 = sext i32 %339 to i64
  call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.31, i32 noundef signext %21)
  %341 = load volatile i32, ptr @g_341, align 4, !tbaa !13
  %342 = zext i32 %341 to i64
  call fastcc void @transparent_crc(i64 noundef %342, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  br i1 %20, label %343, label %352

343:                                              ; preds = %338
  %344 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !tbaa !13
  %345 = zext i32 %344 to i64
  call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  %346 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !tbaa !13
  %347 = zext i32 %346 to i64
  call fastcc void @transparent_crc(i64 noundef %347, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  %348 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !tbaa !13
  %349 = zext i32 %348 to i64
  call fastcc void @transparent_crc(i64 noundef %349, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  %350 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !13
  %351 = zext i32 %350 to i64
  call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  br label %366

352:                                              ; preds = %338
  %353 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0)
  %354 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !tbaa !13
  %355 = zext i32 %354 to i64
  call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  %356 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1)
  %357 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !tbaa !13
  %358 = zext i32 %357 to i64
  call fastcc void @transparent_crc(i64 noundef %358, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  %359 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2)
  %360 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !tbaa !13
  %361 = zext i32 %360 to i64
  call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  %362 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3)
  %363 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !13
  %364 = zext i32 %363 to i64
  call fastcc void @transparent_crc(i64 noundef %364, ptr noundef nonnull @.str.32, i32 noundef signext %21)
  %365 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4)
  br label %366

366:                                              ; preds = %343, %352
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.33, i32 noundef signext %21)
  %367 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %368 = xor i32 %367, -1
  %369 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef signext %368)
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
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %1, i64 noundef %71)
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
attributes #4 = { nounwind }

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
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
