; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g_9 = internal global i16 6, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1
@g_12 = internal unnamed_addr global i1 false, align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@g_42 = internal global i32 -1, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1
@g_63.3 = internal unnamed_addr global i16 0, align 4
@.str.6 = private unnamed_addr constant [8 x i8] c"g_63[i]\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_70 = internal unnamed_addr global i1 false, align 2
@.str.8 = private unnamed_addr constant [5 x i8] c"g_70\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"g_102[i]\00", align 1
@g_104 = internal global i16 -28983, align 4
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
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [7 x i32], align 4
  %4 = alloca ptr, align 8
  %5 = icmp eq i32 %0, 2
  br i1 %5, label %6, label %19

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !6
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

19:                                               ; preds = %2, %15
  %20 = phi i1 [ true, %2 ], [ %16, %15 ]
  %21 = phi i32 [ 0, %2 ], [ %18, %15 ]
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %66, %22 ]
  %24 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %19 ], [ %67, %22 ]
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %26 = icmp eq <4 x i32> %25, zeroinitializer
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = and <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %46 = icmp eq <4 x i32> %45, zeroinitializer
  %47 = lshr <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %48 = xor <4 x i32> %47, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %49 = select <4 x i1> %46, <4 x i32> %47, <4 x i32> %48
  %50 = and <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %51 = icmp eq <4 x i32> %50, zeroinitializer
  %52 = lshr <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %53 = xor <4 x i32> %52, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %54 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %53
  %55 = and <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %56 = icmp eq <4 x i32> %55, zeroinitializer
  %57 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %58 = xor <4 x i32> %57, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %59 = select <4 x i1> %56, <4 x i32> %57, <4 x i32> %58
  %60 = and <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>
  %61 = icmp eq <4 x i32> %60, zeroinitializer
  %62 = lshr <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>
  %63 = xor <4 x i32> %62, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %64 = select <4 x i1> %61, <4 x i32> %62, <4 x i32> %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %23
  store <4 x i32> %64, ptr %65, align 4, !tbaa !10
  %66 = add nuw i64 %23, 4
  %67 = add <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>
  %68 = icmp eq i64 %66, 256
  br i1 %68, label %69, label %22, !llvm.loop !12

69:                                               ; preds = %22
  %70 = load volatile i16, ptr @g_9, align 4, !tbaa !16
  %71 = load i1, ptr @g_12, align 1
  %72 = select i1 %71, i8 3, i8 -52
  %73 = sext i8 %72 to i16
  %74 = or i16 %70, %73
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3, ptr noundef nonnull align 4 dereferenceable(28) @__const.func_5.l_107, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4
  store i1 true, ptr @g_12, align 1
  %75 = icmp ugt i16 %74, 252
  %76 = zext i1 %75 to i8
  %77 = xor i8 %76, -1
  %78 = load ptr, ptr @g_77, align 8, !tbaa !6
  %79 = add nsw i8 %72, %77
  %80 = zext i8 %79 to i32
  store i32 %80, ptr %78, align 4, !tbaa !10
  %81 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %81, ptr @g_77, align 8, !tbaa !6
  %82 = load volatile ptr, ptr @g_188, align 8, !tbaa !6
  %83 = load i32, ptr %82, align 4, !tbaa !10
  %84 = xor i32 %83, -1
  store i32 %84, ptr %82, align 4, !tbaa !10
  %85 = load i32, ptr %81, align 4, !tbaa !10
  %86 = freeze i32 %85
  %87 = load volatile i16, ptr @g_104, align 4, !tbaa !16
  store i64 1, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !18
  store i64 1, ptr @g_162, align 8, !tbaa !18
  %88 = icmp eq i32 %86, 0
  br i1 %88, label %94, label %89

89:                                               ; preds = %69
  %90 = icmp slt i32 %86, 1
  %91 = zext i1 %90 to i32
  %92 = sdiv i32 %91, %86
  %93 = icmp eq i32 %92, -1
  br i1 %93, label %113, label %94

94:                                               ; preds = %89, %69
  %95 = load i32, ptr @g_131, align 4, !tbaa !10
  %96 = load i1, ptr @g_70, align 2
  %97 = load i16, ptr @g_63.3, align 4, !tbaa !16
  %98 = load i32, ptr @g_275.4, align 4, !tbaa !10
  br label %99

99:                                               ; preds = %99, %94
  %100 = phi i32 [ %98, %94 ], [ %103, %99 ]
  %101 = phi i16 [ %97, %94 ], [ %102, %99 ]
  %102 = xor i16 %101, 1
  %103 = add i32 %100, 1
  br i1 %96, label %104, label %99

104:                                              ; preds = %99
  %105 = or i32 %95, 211
  %106 = sext i32 %105 to i64
  %107 = icmp ult i16 %102, -19141
  %108 = add nsw i16 %102, 19141
  %109 = select i1 %107, i16 %102, i16 %108
  %110 = icmp eq i16 %109, 3
  %111 = zext i1 %110 to i32
  store i64 4294967295, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !18
  store i16 %102, ptr @g_63.3, align 4, !tbaa !16
  store i64 %106, ptr @g_162, align 8, !tbaa !18
  store i32 0, ptr @g_42, align 4, !tbaa !10
  store i32 %103, ptr @g_275.4, align 4, !tbaa !10
  %112 = load volatile ptr, ptr @g_280, align 8, !tbaa !6
  store ptr %4, ptr %112, align 8, !tbaa !6
  br label %117

113:                                              ; preds = %89
  %114 = load volatile i32, ptr @g_285, align 4, !tbaa !10
  %115 = add i32 %114, -1
  store volatile i32 %115, ptr @g_285, align 4, !tbaa !10
  store i1 true, ptr @g_70, align 2
  %116 = load i32, ptr @g_131, align 4, !tbaa !10
  br label %117

117:                                              ; preds = %104, %113
  %118 = phi i32 [ %116, %113 ], [ %95, %104 ]
  %119 = phi i32 [ %86, %113 ], [ %111, %104 ]
  store i32 %119, ptr @g_113.1, align 4, !tbaa !10
  %120 = load volatile ptr, ptr @g_188, align 8, !tbaa !6
  %121 = icmp ult i32 %119, 2
  %122 = zext i1 %121 to i32
  %123 = or i32 %118, %122
  store i32 %123, ptr @g_131, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #4
  %124 = load volatile ptr, ptr @g_194, align 8, !tbaa !6
  %125 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !10
  %126 = add i32 %125, -1
  store volatile i32 %126, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !10
  %127 = load volatile i16, ptr @g_9, align 4, !tbaa !16
  %128 = sext i16 %127 to i64
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.1, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.2, i32 noundef %21)
  %129 = load i32, ptr @g_42, align 4, !tbaa !10
  %130 = sext i32 %129 to i64
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.3, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 8384866466380050833, ptr noundef nonnull @.str.4, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.5, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  br i1 %20, label %131, label %134

131:                                              ; preds = %117
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  %132 = load i16, ptr @g_63.3, align 4, !tbaa !16
  %133 = zext i16 %132 to i64
  call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.6, i32 noundef %21)
  br label %141

134:                                              ; preds = %117
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %138 = load i16, ptr @g_63.3, align 4, !tbaa !16
  %139 = zext i16 %138 to i64
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.6, i32 noundef %21)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  br label %141

141:                                              ; preds = %131, %134
  %142 = load i1, ptr @g_70, align 2
  %143 = select i1 %142, i64 0, i64 640
  call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.8, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %21)
  br i1 %20, label %152, label %144

144:                                              ; preds = %141
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  %146 = load volatile i16, ptr @g_104, align 4, !tbaa !16
  %147 = zext i16 %146 to i64
  call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.10, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21)
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  %149 = load i32, ptr @g_113.1, align 4, !tbaa !10
  %150 = zext i32 %149 to i64
  call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.11, i32 noundef %21)
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  br label %157

152:                                              ; preds = %141
  %153 = load volatile i16, ptr @g_104, align 4, !tbaa !16
  %154 = zext i16 %153 to i64
  call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.10, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21)
  %155 = load i32, ptr @g_113.1, align 4, !tbaa !10
  %156 = zext i32 %155 to i64
  call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.11, i32 noundef %21)
  br label %157

157:                                              ; preds = %152, %144
  br label %158

158:                                              ; preds = %157, %200
  %159 = phi i64 [ %201, %200 ], [ 0, %157 ]
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = trunc nuw nsw i64 %159 to i32
  %162 = trunc nuw nsw i64 %159 to i32
  %163 = trunc nuw nsw i64 %159 to i32
  br label %164

164:                                              ; preds = %158, %197
  %165 = phi i64 [ 0, %158 ], [ %198, %197 ]
  %166 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 0
  %167 = load i8, ptr %166, align 1, !tbaa !20
  %168 = zext i8 %167 to i64
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.12, i32 noundef %21)
  br i1 %20, label %169, label %179

169:                                              ; preds = %164
  %170 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 1
  %171 = load i8, ptr %170, align 1, !tbaa !20
  %172 = zext i8 %171 to i64
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.12, i32 noundef %21)
  %173 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 2
  %174 = load i8, ptr %173, align 1, !tbaa !20
  %175 = zext i8 %174 to i64
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.12, i32 noundef %21)
  %176 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 3
  %177 = load i8, ptr %176, align 1, !tbaa !20
  %178 = zext i8 %177 to i64
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.12, i32 noundef %21)
  br label %197

179:                                              ; preds = %164
  %180 = trunc nuw nsw i64 %165 to i32
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %160, i32 noundef %180, i32 noundef 0)
  %182 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 1
  %183 = load i8, ptr %182, align 1, !tbaa !20
  %184 = zext i8 %183 to i64
  call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.12, i32 noundef %21)
  %185 = trunc nuw nsw i64 %165 to i32
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %161, i32 noundef %185, i32 noundef 1)
  %187 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 2
  %188 = load i8, ptr %187, align 1, !tbaa !20
  %189 = zext i8 %188 to i64
  call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.12, i32 noundef %21)
  %190 = trunc nuw nsw i64 %165 to i32
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %162, i32 noundef %190, i32 noundef 2)
  %192 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 3
  %193 = load i8, ptr %192, align 1, !tbaa !20
  %194 = zext i8 %193 to i64
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.12, i32 noundef %21)
  %195 = trunc nuw nsw i64 %165 to i32
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %163, i32 noundef %195, i32 noundef 3)
  br label %197

197:                                              ; preds = %169, %179
  %198 = add nuw nsw i64 %165, 1
  %199 = icmp eq i64 %198, 4
  br i1 %199, label %200, label %164, !llvm.loop !21

200:                                              ; preds = %197
  %201 = add nuw nsw i64 %159, 1
  %202 = icmp eq i64 %201, 9
  br i1 %202, label %203, label %158, !llvm.loop !22

203:                                              ; preds = %200
  %204 = load i32, ptr @g_131, align 4, !tbaa !10
  %205 = sext i32 %204 to i64
  call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.14, i32 noundef %21)
  br label %206

206:                                              ; preds = %203, %268
  %207 = phi i64 [ 0, %203 ], [ %269, %268 ]
  %208 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 0
  %209 = load i64, ptr %208, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.15, i32 noundef %21)
  br i1 %20, label %210, label %229

210:                                              ; preds = %206
  %211 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 1
  %212 = load i64, ptr %211, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.15, i32 noundef %21)
  %213 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 2
  %214 = load i64, ptr %213, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.15, i32 noundef %21)
  %215 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 3
  %216 = load i64, ptr %215, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.15, i32 noundef %21)
  %217 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 4
  %218 = load i64, ptr %217, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.15, i32 noundef %21)
  %219 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 0
  %220 = load i64, ptr %219, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.15, i32 noundef %21)
  %221 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 1
  %222 = load i64, ptr %221, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.15, i32 noundef %21)
  %223 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 2
  %224 = load i64, ptr %223, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.15, i32 noundef %21)
  %225 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 3
  %226 = load i64, ptr %225, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.15, i32 noundef %21)
  %227 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 4
  %228 = load i64, ptr %227, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.15, i32 noundef %21)
  br label %268

229:                                              ; preds = %206
  %230 = trunc nuw nsw i64 %207 to i32
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %230, i32 noundef 0, i32 noundef 0)
  %232 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 1
  %233 = load i64, ptr %232, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.15, i32 noundef %21)
  %234 = trunc nuw nsw i64 %207 to i32
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %234, i32 noundef 0, i32 noundef 1)
  %236 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 2
  %237 = load i64, ptr %236, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.15, i32 noundef %21)
  %238 = trunc nuw nsw i64 %207 to i32
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %238, i32 noundef 0, i32 noundef 2)
  %240 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 3
  %241 = load i64, ptr %240, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.15, i32 noundef %21)
  %242 = trunc nuw nsw i64 %207 to i32
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %242, i32 noundef 0, i32 noundef 3)
  %244 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 4
  %245 = load i64, ptr %244, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.15, i32 noundef %21)
  %246 = trunc nuw nsw i64 %207 to i32
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %246, i32 noundef 0, i32 noundef 4)
  %248 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 0
  %249 = load i64, ptr %248, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.15, i32 noundef %21)
  %250 = trunc nuw nsw i64 %207 to i32
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %250, i32 noundef 1, i32 noundef 0)
  %252 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 1
  %253 = load i64, ptr %252, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.15, i32 noundef %21)
  %254 = trunc nuw nsw i64 %207 to i32
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %254, i32 noundef 1, i32 noundef 1)
  %256 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 2
  %257 = load i64, ptr %256, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.15, i32 noundef %21)
  %258 = trunc nuw nsw i64 %207 to i32
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %258, i32 noundef 1, i32 noundef 2)
  %260 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 3
  %261 = load i64, ptr %260, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.15, i32 noundef %21)
  %262 = trunc nuw nsw i64 %207 to i32
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %262, i32 noundef 1, i32 noundef 3)
  %264 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 4
  %265 = load i64, ptr %264, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.15, i32 noundef %21)
  %266 = trunc nuw nsw i64 %207 to i32
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %266, i32 noundef 1, i32 noundef 4)
  br label %268

268:                                              ; preds = %210, %229
  %269 = add nuw nsw i64 %207, 1
  %270 = icmp eq i64 %269, 10
  br i1 %270, label %271, label %206, !llvm.loop !23

271:                                              ; preds = %268
  %272 = load i64, ptr @g_162, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.16, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.17, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -126, ptr noundef nonnull @.str.18, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 63128, ptr noundef nonnull @.str.20, i32 noundef %21)
  br i1 %20, label %307, label %273

273:                                              ; preds = %271
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %279 = load i32, ptr @g_275.4, align 4, !tbaa !10
  %280 = zext i32 %279 to i64
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.23, i32 noundef %21)
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5)
  %283 = load volatile i32, ptr @g_285, align 4, !tbaa !10
  %284 = zext i32 %283 to i64
  call fastcc void @transparent_crc(i64 noundef %284, ptr noundef nonnull @.str.24, i32 noundef %21)
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  %286 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !tbaa !10
  %287 = zext i32 %286 to i64
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.24, i32 noundef %21)
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  %289 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !tbaa !10
  %290 = zext i32 %289 to i64
  call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.24, i32 noundef %21)
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %292 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !tbaa !10
  %293 = zext i32 %292 to i64
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.24, i32 noundef %21)
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %295 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !tbaa !10
  %296 = zext i32 %295 to i64
  call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.24, i32 noundef %21)
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  %298 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !tbaa !10
  %299 = zext i32 %298 to i64
  call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.24, i32 noundef %21)
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5)
  %301 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !tbaa !10
  %302 = zext i32 %301 to i64
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.24, i32 noundef %21)
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6)
  %304 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !tbaa !10
  %305 = zext i32 %304 to i64
  call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.24, i32 noundef %21)
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7)
  br label %326

307:                                              ; preds = %271
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %308 = load i32, ptr @g_275.4, align 4, !tbaa !10
  %309 = zext i32 %308 to i64
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %310 = load volatile i32, ptr @g_285, align 4, !tbaa !10
  %311 = zext i32 %310 to i64
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.24, i32 noundef %21)
  %312 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !tbaa !10
  %313 = zext i32 %312 to i64
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.24, i32 noundef %21)
  %314 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !tbaa !10
  %315 = zext i32 %314 to i64
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.24, i32 noundef %21)
  %316 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !tbaa !10
  %317 = zext i32 %316 to i64
  call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.24, i32 noundef %21)
  %318 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !tbaa !10
  %319 = zext i32 %318 to i64
  call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.24, i32 noundef %21)
  %320 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !tbaa !10
  %321 = zext i32 %320 to i64
  call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.24, i32 noundef %21)
  %322 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !tbaa !10
  %323 = zext i32 %322 to i64
  call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.24, i32 noundef %21)
  %324 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !tbaa !10
  %325 = zext i32 %324 to i64
  call fastcc void @transparent_crc(i64 noundef %325, ptr noundef nonnull @.str.24, i32 noundef %21)
  br label %326

326:                                              ; preds = %307, %273
  call fastcc void @transparent_crc(i64 noundef 7511588403831493370, ptr noundef nonnull @.str.25, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 6619510695909701124, ptr noundef nonnull @.str.26, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  br i1 %20, label %327, label %328

327:                                              ; preds = %326
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  br label %339

328:                                              ; preds = %326
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %331 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9)
  br label %339

339:                                              ; preds = %327, %328
  call fastcc void @transparent_crc(i64 noundef 2011882246, ptr noundef nonnull @.str.28, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 27907, ptr noundef nonnull @.str.29, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -526656280, ptr noundef nonnull @.str.30, i32 noundef %21)
  %340 = load volatile i32, ptr @g_339, align 4, !tbaa !10
  %341 = sext i32 %340 to i64
  call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.31, i32 noundef %21)
  %342 = load volatile i32, ptr @g_341, align 4, !tbaa !10
  %343 = zext i32 %342 to i64
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.32, i32 noundef %21)
  br i1 %20, label %344, label %353

344:                                              ; preds = %339
  %345 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !tbaa !10
  %346 = zext i32 %345 to i64
  call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.32, i32 noundef %21)
  %347 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !tbaa !10
  %348 = zext i32 %347 to i64
  call fastcc void @transparent_crc(i64 noundef %348, ptr noundef nonnull @.str.32, i32 noundef %21)
  %349 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !tbaa !10
  %350 = zext i32 %349 to i64
  call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.32, i32 noundef %21)
  %351 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !10
  %352 = zext i32 %351 to i64
  call fastcc void @transparent_crc(i64 noundef %352, ptr noundef nonnull @.str.32, i32 noundef %21)
  br label %367

353:                                              ; preds = %339
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  %355 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !tbaa !10
  %356 = zext i32 %355 to i64
  call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.32, i32 noundef %21)
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  %358 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !tbaa !10
  %359 = zext i32 %358 to i64
  call fastcc void @transparent_crc(i64 noundef %359, ptr noundef nonnull @.str.32, i32 noundef %21)
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %361 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !tbaa !10
  %362 = zext i32 %361 to i64
  call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.32, i32 noundef %21)
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %364 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !tbaa !10
  %365 = zext i32 %364 to i64
  call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.32, i32 noundef %21)
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  br label %367

367:                                              ; preds = %344, %353
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.33, i32 noundef %21)
  %368 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %369 = xor i32 %368, -1
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %369)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !10
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !10
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !10
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !10
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !10
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %1, i64 noundef %71)
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !8, i64 0}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
