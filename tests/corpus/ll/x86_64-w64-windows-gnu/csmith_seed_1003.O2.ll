; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@g_119 = internal unnamed_addr constant [9 x [4 x [4 x i8]]] [[4 x [4 x i8]] [[4 x i8] c"\FF\99Z\96", [4 x i8] c"\99R\01R", [4 x i8] c"d\07\88\BE", [4 x i8] c"\01\01\FB\FF"], [4 x [4 x i8]] [[4 x i8] c"\BE\FB\99\88", [4 x i8] c"\BE`\FB\08", [4 x i8] c"\01\88\88\01", [4 x i8] c"d\96\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\99\08Z\01", [4 x i8] c"\FF\FF\07\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`"], [4 x [4 x i8]] [[4 x i8] c"\FF\07\01\FF", [4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01"], [4 x [4 x i8]] [[4 x i8] c"\FF\FFd\88", [4 x i8] c"d\88\99\FB", [4 x i8] c"\FBR\FF\99", [4 x i8] c"\02R\96\FB"], [4 x [4 x i8]] [[4 x i8] c"R\88`\88", [4 x i8] c"\08\FF\07\01", [4 x i8] c"`\FF\01Z", [4 x i8] c"\01\01R\07"], [4 x [4 x i8]] [[4 x i8] c"\01d\01\FF", [4 x i8] c"`\07\07`", [4 x i8] c"\08\FB`\BE", [4 x i8] c"R\FF\96\FF"], [4 x [4 x i8]] [[4 x i8] c"\02Z\FF\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`", [4 x i8] c"\FF\07\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01", [4 x i8] c"\FF\FFd\88"]], align 16
@.str.12 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_131 = internal global i32 -379968030, align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1
@g_148 = internal global [10 x [2 x [5 x i64]]] [[2 x [5 x i64]] [[5 x i64] [i64 -7, i64 7542714824898434229, i64 8908066099363528572, i64 1, i64 5789521496098650589], [5 x i64] [i64 464905609773544830, i64 9, i64 2306268611864474717, i64 5, i64 -829025107185485053]], [2 x [5 x i64]] [[5 x i64] [i64 8908066099363528572, i64 -7689673738238981892, i64 -2133732927107872716, i64 7542714824898434229, i64 5789521496098650589], [5 x i64] [i64 -1196272544739624223, i64 5, i64 464905609773544830, i64 4, i64 4]], [2 x [5 x i64]] [[5 x i64] [i64 5789521496098650589, i64 -4, i64 5789521496098650589, i64 -7, i64 -5062090379530160444], [5 x i64] [i64 3, i64 -1, i64 -1579607695468680792, i64 464905609773544830, i64 -1196272544739624223]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -5062090379530160444, i64 0, i64 8908066099363528572, i64 -3], [5 x i64] [i64 -827934667879480459, i64 -6493816823601153019, i64 -1579607695468680792, i64 -1196272544739624223, i64 9]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 -6, i64 5789521496098650589, i64 5789521496098650589, i64 -6], [5 x i64] [i64 -4, i64 1, i64 464905609773544830, i64 3, i64 0]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 -1073460367172556038, i64 -2133732927107872716, i64 -4, i64 881661230485403626], [5 x i64] [i64 -1579607695468680792, i64 6, i64 2306268611864474717, i64 -827934667879480459, i64 -3044385479518407019]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 0, i64 8908066099363528572, i64 7, i64 7542714824898434229], [5 x i64] [i64 -4, i64 -829025107185485053, i64 -829025107185485053, i64 -4, i64 464905609773544830]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 8908066099363528572, i64 0, i64 -7689673738238981892, i64 1686185256566302607], [5 x i64] [i64 -827934667879480459, i64 2306268611864474717, i64 6, i64 -1579607695468680792, i64 -1]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -2133732927107872716, i64 -1073460367172556038, i64 -7689673738238981892, i64 1], [5 x i64] [i64 3, i64 -829025107185485053, i64 5525169032326922625, i64 -1, i64 5525169032326922625]], [2 x [5 x i64]] [[5 x i64] [i64 1, i64 1, i64 0, i64 5789521496098650589, i64 7], [5 x i64] [i64 5, i64 -1, i64 2306268611864474717, i64 -3044385479518407019, i64 -1]]], align 16
@.str.15 = private unnamed_addr constant [15 x i8] c"g_148[i][j][k]\00", align 1
@g_162 = internal unnamed_addr global i64 -898946607332870064, align 8
@.str.16 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"g_171\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_208\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"g_233[i][j]\00", align 1
@.str.21 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1
@g_275.4 = internal unnamed_addr global i32 -1, align 16
@.str.23 = private unnamed_addr constant [9 x i8] c"g_275[i]\00", align 1
@g_285 = internal global [8 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16
@.str.24 = private unnamed_addr constant [9 x i8] c"g_285[i]\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"g_325[i]\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_334\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"g_337\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"g_338\00", align 1
@g_339 = internal global i32 0, align 4
@.str.31 = private unnamed_addr constant [6 x i8] c"g_339\00", align 1
@g_341 = internal global [5 x i32] [i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695], align 16
@.str.32 = private unnamed_addr constant [9 x i8] c"g_341[i]\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_360.f0\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_282 = internal global ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8
@g_194 = internal global ptr @g_131, align 8
@g_188 = internal global ptr @g_42, align 8
@__const.func_5.l_107 = private unnamed_addr constant [7 x i32] [i32 -1, i32 -2, i32 -1, i32 -1, i32 -2, i32 -1, i32 -1], align 16
@g_77 = internal unnamed_addr global ptr @g_42, align 8
@g_280 = internal constant ptr @g_281, align 8
@g_281 = internal global ptr @g_282, align 8
@.str.34 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [7 x i32], align 16
  %4 = alloca ptr, align 8
  %5 = icmp eq i32 %0, 2
  br i1 %5, label %6, label %19

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !5
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
  store <4 x i32> %64, ptr %65, align 16, !tbaa !9
  %66 = add nuw i64 %23, 4
  %67 = add <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>
  %68 = icmp eq i64 %66, 256
  br i1 %68, label %69, label %22, !llvm.loop !11

69:                                               ; preds = %22
  %70 = load volatile i16, ptr @g_9, align 2, !tbaa !15
  %71 = load i1, ptr @g_12, align 1
  %72 = select i1 %71, i8 3, i8 -52
  %73 = sext i8 %72 to i16
  %74 = or i16 %70, %73
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %3, ptr noundef nonnull align 16 dereferenceable(28) @__const.func_5.l_107, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #7
  store i1 true, ptr @g_12, align 1
  %75 = icmp ugt i16 %74, 252
  %76 = zext i1 %75 to i8
  %77 = xor i8 %76, -1
  %78 = add nsw i8 %72, %77
  %79 = zext i8 %78 to i32
  %80 = load ptr, ptr @g_77, align 8, !tbaa !5
  store i32 %79, ptr %80, align 4, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %81, ptr @g_77, align 8, !tbaa !5
  %82 = load volatile ptr, ptr @g_188, align 8, !tbaa !5
  %83 = load i32, ptr %82, align 4, !tbaa !9
  %84 = xor i32 %83, -1
  store i32 %84, ptr %82, align 4, !tbaa !9
  %85 = load i32, ptr %81, align 8, !tbaa !9
  %86 = freeze i32 %85
  %87 = load volatile i16, ptr @g_104, align 2, !tbaa !15
  store i64 1, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !17
  store i64 1, ptr @g_162, align 8, !tbaa !17
  %88 = icmp eq i32 %86, 0
  br i1 %88, label %94, label %89

89:                                               ; preds = %69
  %90 = icmp slt i32 %86, 1
  %91 = zext i1 %90 to i32
  %92 = sdiv i32 %91, %86
  %93 = icmp eq i32 %92, -1
  br i1 %93, label %113, label %94

94:                                               ; preds = %89, %69
  %95 = load i32, ptr @g_131, align 4, !tbaa !9
  %96 = load i1, ptr @g_70, align 2
  %97 = load i16, ptr @g_63.3, align 2, !tbaa !15
  %98 = load i32, ptr @g_275.4, align 16, !tbaa !9
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
  store i64 4294967295, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !17
  store i16 %102, ptr @g_63.3, align 2, !tbaa !15
  store i64 %106, ptr @g_162, align 8, !tbaa !17
  store i32 0, ptr @g_42, align 4, !tbaa !9
  store i32 %103, ptr @g_275.4, align 16, !tbaa !9
  %112 = load volatile ptr, ptr @g_280, align 8, !tbaa !5
  store ptr %4, ptr %112, align 8, !tbaa !5
  br label %117

113:                                              ; preds = %89
  %114 = load volatile i32, ptr @g_285, align 16, !tbaa !9
  %115 = add i32 %114, -1
  store volatile i32 %115, ptr @g_285, align 16, !tbaa !9
  store i1 true, ptr @g_70, align 2
  %116 = load i32, ptr @g_131, align 4, !tbaa !9
  br label %117

117:                                              ; preds = %104, %113
  %118 = phi i32 [ %116, %113 ], [ %95, %104 ]
  %119 = phi i32 [ %86, %113 ], [ %111, %104 ]
  store i32 %119, ptr @g_113.1, align 4, !tbaa !9
  %120 = load volatile ptr, ptr @g_188, align 8, !tbaa !5
  %121 = icmp ult i32 %119, 2
  %122 = zext i1 %121 to i32
  %123 = or i32 %118, %122
  store i32 %123, ptr @g_131, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #7
  %124 = load volatile ptr, ptr @g_194, align 8, !tbaa !5
  %125 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !tbaa !9
  %126 = add i32 %125, -1
  store volatile i32 %126, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !tbaa !9
  %127 = load volatile i16, ptr @g_9, align 2, !tbaa !15
  %128 = sext i16 %127 to i64
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.1, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.2, i32 noundef %21)
  %129 = load i32, ptr @g_42, align 4, !tbaa !9
  %130 = sext i32 %129 to i64
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.3, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 8384866466380050833, ptr noundef nonnull @.str.4, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.5, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  br i1 %20, label %131, label %134

131:                                              ; preds = %117
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  %132 = load i16, ptr @g_63.3, align 2, !tbaa !15
  %133 = zext i16 %132 to i64
  call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.6, i32 noundef %21)
  br label %137

134:                                              ; preds = %117
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2)
  %135 = load i16, ptr @g_63.3, align 2, !tbaa !15
  %136 = zext i16 %135 to i64
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.6, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3)
  br label %137

137:                                              ; preds = %131, %134
  %138 = load i1, ptr @g_70, align 2
  %139 = select i1 %138, i64 0, i64 640
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.8, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %21)
  br i1 %20, label %145, label %140

140:                                              ; preds = %137
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0)
  %141 = load volatile i16, ptr @g_104, align 2, !tbaa !15
  %142 = zext i16 %141 to i64
  call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.10, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0)
  %143 = load i32, ptr @g_113.1, align 4, !tbaa !9
  %144 = zext i32 %143 to i64
  call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.11, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  br label %150

145:                                              ; preds = %137
  %146 = load volatile i16, ptr @g_104, align 2, !tbaa !15
  %147 = zext i16 %146 to i64
  call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.10, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21)
  %148 = load i32, ptr @g_113.1, align 4, !tbaa !9
  %149 = zext i32 %148 to i64
  call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.11, i32 noundef %21)
  br label %150

150:                                              ; preds = %145, %140
  br label %151

151:                                              ; preds = %150, %189
  %152 = phi i64 [ %190, %189 ], [ 0, %150 ]
  %153 = trunc nuw nsw i64 %152 to i32
  %154 = trunc nuw nsw i64 %152 to i32
  %155 = trunc nuw nsw i64 %152 to i32
  %156 = trunc nuw nsw i64 %152 to i32
  br label %157

157:                                              ; preds = %151, %186
  %158 = phi i64 [ 0, %151 ], [ %187, %186 ]
  %159 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 0
  %160 = load i8, ptr %159, align 4, !tbaa !19
  %161 = zext i8 %160 to i64
  call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.12, i32 noundef %21)
  br i1 %20, label %162, label %172

162:                                              ; preds = %157
  %163 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 1
  %164 = load i8, ptr %163, align 1, !tbaa !19
  %165 = zext i8 %164 to i64
  call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.12, i32 noundef %21)
  %166 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 2
  %167 = load i8, ptr %166, align 2, !tbaa !19
  %168 = zext i8 %167 to i64
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.12, i32 noundef %21)
  %169 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 3
  %170 = load i8, ptr %169, align 1, !tbaa !19
  %171 = zext i8 %170 to i64
  call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.12, i32 noundef %21)
  br label %186

172:                                              ; preds = %157
  %173 = trunc nuw nsw i64 %158 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %153, i32 noundef %173, i32 noundef 0)
  %174 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 1
  %175 = load i8, ptr %174, align 1, !tbaa !19
  %176 = zext i8 %175 to i64
  call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.12, i32 noundef %21)
  %177 = trunc nuw nsw i64 %158 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %154, i32 noundef %177, i32 noundef 1)
  %178 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 2
  %179 = load i8, ptr %178, align 2, !tbaa !19
  %180 = zext i8 %179 to i64
  call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.12, i32 noundef %21)
  %181 = trunc nuw nsw i64 %158 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %155, i32 noundef %181, i32 noundef 2)
  %182 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 3
  %183 = load i8, ptr %182, align 1, !tbaa !19
  %184 = zext i8 %183 to i64
  call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.12, i32 noundef %21)
  %185 = trunc nuw nsw i64 %158 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %156, i32 noundef %185, i32 noundef 3)
  br label %186

186:                                              ; preds = %162, %172
  %187 = add nuw nsw i64 %158, 1
  %188 = icmp eq i64 %187, 4
  br i1 %188, label %189, label %157, !llvm.loop !20

189:                                              ; preds = %186
  %190 = add nuw nsw i64 %152, 1
  %191 = icmp eq i64 %190, 9
  br i1 %191, label %192, label %151, !llvm.loop !21

192:                                              ; preds = %189
  %193 = load i32, ptr @g_131, align 4, !tbaa !9
  %194 = sext i32 %193 to i64
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.14, i32 noundef %21)
  br label %195

195:                                              ; preds = %192, %247
  %196 = phi i64 [ 0, %192 ], [ %248, %247 ]
  %197 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 0
  %198 = load i64, ptr %197, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.15, i32 noundef %21)
  br i1 %20, label %199, label %218

199:                                              ; preds = %195
  %200 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 1
  %201 = load i64, ptr %200, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.15, i32 noundef %21)
  %202 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 2
  %203 = load i64, ptr %202, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.15, i32 noundef %21)
  %204 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 3
  %205 = load i64, ptr %204, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.15, i32 noundef %21)
  %206 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 4
  %207 = load i64, ptr %206, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.15, i32 noundef %21)
  %208 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 0
  %209 = load i64, ptr %208, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.15, i32 noundef %21)
  %210 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 1
  %211 = load i64, ptr %210, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.15, i32 noundef %21)
  %212 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 2
  %213 = load i64, ptr %212, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.15, i32 noundef %21)
  %214 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 3
  %215 = load i64, ptr %214, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.15, i32 noundef %21)
  %216 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 4
  %217 = load i64, ptr %216, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.15, i32 noundef %21)
  br label %247

218:                                              ; preds = %195
  %219 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %219, i32 noundef 0, i32 noundef 0)
  %220 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 1
  %221 = load i64, ptr %220, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.15, i32 noundef %21)
  %222 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %222, i32 noundef 0, i32 noundef 1)
  %223 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 2
  %224 = load i64, ptr %223, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.15, i32 noundef %21)
  %225 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %225, i32 noundef 0, i32 noundef 2)
  %226 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 3
  %227 = load i64, ptr %226, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.15, i32 noundef %21)
  %228 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %228, i32 noundef 0, i32 noundef 3)
  %229 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 4
  %230 = load i64, ptr %229, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.15, i32 noundef %21)
  %231 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %231, i32 noundef 0, i32 noundef 4)
  %232 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 0
  %233 = load i64, ptr %232, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.15, i32 noundef %21)
  %234 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %234, i32 noundef 1, i32 noundef 0)
  %235 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 1
  %236 = load i64, ptr %235, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.15, i32 noundef %21)
  %237 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %237, i32 noundef 1, i32 noundef 1)
  %238 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 2
  %239 = load i64, ptr %238, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.15, i32 noundef %21)
  %240 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %240, i32 noundef 1, i32 noundef 2)
  %241 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 3
  %242 = load i64, ptr %241, align 16, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.15, i32 noundef %21)
  %243 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %243, i32 noundef 1, i32 noundef 3)
  %244 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 4
  %245 = load i64, ptr %244, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.15, i32 noundef %21)
  %246 = trunc nuw nsw i64 %196 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %246, i32 noundef 1, i32 noundef 4)
  br label %247

247:                                              ; preds = %199, %218
  %248 = add nuw nsw i64 %196, 1
  %249 = icmp eq i64 %248, 10
  br i1 %249, label %250, label %195, !llvm.loop !22

250:                                              ; preds = %247
  %251 = load i64, ptr @g_162, align 8, !tbaa !17
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.16, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.17, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -126, ptr noundef nonnull @.str.18, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 63128, ptr noundef nonnull @.str.20, i32 noundef %21)
  br i1 %20, label %271, label %252

252:                                              ; preds = %250
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3)
  %253 = load i32, ptr @g_275.4, align 16, !tbaa !9
  %254 = zext i32 %253 to i64
  call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.23, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 5)
  %255 = load volatile i32, ptr @g_285, align 16, !tbaa !9
  %256 = zext i32 %255 to i64
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0)
  %257 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !tbaa !9
  %258 = zext i32 %257 to i64
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  %259 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 8, !tbaa !9
  %260 = zext i32 %259 to i64
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2)
  %261 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !tbaa !9
  %262 = zext i32 %261 to i64
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3)
  %263 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 16, !tbaa !9
  %264 = zext i32 %263 to i64
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4)
  %265 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !tbaa !9
  %266 = zext i32 %265 to i64
  call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 5)
  %267 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 8, !tbaa !9
  %268 = zext i32 %267 to i64
  call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 6)
  %269 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !tbaa !9
  %270 = zext i32 %269 to i64
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.24, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 7)
  br label %290

271:                                              ; preds = %250
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %272 = load i32, ptr @g_275.4, align 16, !tbaa !9
  %273 = zext i32 %272 to i64
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.23, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21)
  %274 = load volatile i32, ptr @g_285, align 16, !tbaa !9
  %275 = zext i32 %274 to i64
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.24, i32 noundef %21)
  %276 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !tbaa !9
  %277 = zext i32 %276 to i64
  call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.24, i32 noundef %21)
  %278 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 8, !tbaa !9
  %279 = zext i32 %278 to i64
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.24, i32 noundef %21)
  %280 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !tbaa !9
  %281 = zext i32 %280 to i64
  call fastcc void @transparent_crc(i64 noundef %281, ptr noundef nonnull @.str.24, i32 noundef %21)
  %282 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 16, !tbaa !9
  %283 = zext i32 %282 to i64
  call fastcc void @transparent_crc(i64 noundef %283, ptr noundef nonnull @.str.24, i32 noundef %21)
  %284 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !tbaa !9
  %285 = zext i32 %284 to i64
  call fastcc void @transparent_crc(i64 noundef %285, ptr noundef nonnull @.str.24, i32 noundef %21)
  %286 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 8, !tbaa !9
  %287 = zext i32 %286 to i64
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.24, i32 noundef %21)
  %288 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !tbaa !9
  %289 = zext i32 %288 to i64
  call fastcc void @transparent_crc(i64 noundef %289, ptr noundef nonnull @.str.24, i32 noundef %21)
  br label %290

290:                                              ; preds = %271, %252
  call fastcc void @transparent_crc(i64 noundef 7511588403831493370, ptr noundef nonnull @.str.25, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 6619510695909701124, ptr noundef nonnull @.str.26, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  br i1 %20, label %291, label %292

291:                                              ; preds = %290
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  br label %293

292:                                              ; preds = %290
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 9)
  br label %293

293:                                              ; preds = %291, %292
  call fastcc void @transparent_crc(i64 noundef 2011882246, ptr noundef nonnull @.str.28, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef 27907, ptr noundef nonnull @.str.29, i32 noundef %21)
  call fastcc void @transparent_crc(i64 noundef -526656280, ptr noundef nonnull @.str.30, i32 noundef %21)
  %294 = load volatile i32, ptr @g_339, align 4, !tbaa !9
  %295 = sext i32 %294 to i64
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.31, i32 noundef %21)
  %296 = load volatile i32, ptr @g_341, align 16, !tbaa !9
  %297 = zext i32 %296 to i64
  call fastcc void @transparent_crc(i64 noundef %297, ptr noundef nonnull @.str.32, i32 noundef %21)
  br i1 %20, label %298, label %307

298:                                              ; preds = %293
  %299 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !tbaa !9
  %300 = zext i32 %299 to i64
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.32, i32 noundef %21)
  %301 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 8, !tbaa !9
  %302 = zext i32 %301 to i64
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.32, i32 noundef %21)
  %303 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !tbaa !9
  %304 = zext i32 %303 to i64
  call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.32, i32 noundef %21)
  %305 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !tbaa !9
  %306 = zext i32 %305 to i64
  call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.32, i32 noundef %21)
  br label %316

307:                                              ; preds = %293
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0)
  %308 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !tbaa !9
  %309 = zext i32 %308 to i64
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.32, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  %310 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 8, !tbaa !9
  %311 = zext i32 %310 to i64
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.32, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2)
  %312 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !tbaa !9
  %313 = zext i32 %312 to i64
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.32, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3)
  %314 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !tbaa !9
  %315 = zext i32 %314 to i64
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.32, i32 noundef %21)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4)
  br label %316

316:                                              ; preds = %298, %307
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.33, i32 noundef %21)
  %317 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %318 = xor i32 %317, -1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.36, i32 noundef %318)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
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
  br i1 %68, label %71, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.34, ptr noundef %1, i32 noundef %70)
  br label %71

71:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!18 = !{!"long long", !7, i64 0}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
