; ModuleID = 'tests/programs/csmith/seed_1023.c'
source_filename = "tests/programs/csmith/seed_1023.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%union.U0 = type { i64 }

@g_19 = internal unnamed_addr constant [3 x [6 x [1 x i32]]] [[6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]]], align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"g_19[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_83\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"g_85\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"g_93\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"g_120[i]\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"g_172[i]\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"g_183\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"g_187\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"g_217\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"g_218\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_232\00", align 1
@g_264 = internal global %union.U0 { i64 2294581504738829706 }, align 8
@.str.17 = private unnamed_addr constant [9 x i8] c"g_264.f0\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"g_264.f1\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_270\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_271\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"g_281.f0\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"g_281.f1\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_357\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"g_404.f0\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"g_404.f1\00", align 1
@g_443 = internal global i64 9, align 8
@.str.27 = private unnamed_addr constant [6 x i8] c"g_443\00", align 1
@g_444 = internal global i32 -1095729418, align 4
@.str.28 = private unnamed_addr constant [6 x i8] c"g_444\00", align 1
@g_477.1 = internal unnamed_addr global i8 0, align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_477[i]\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.30 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true
  %16 = zext i1 %15 to i32
  br label %17

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ]
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ]
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 1
  %26 = xor i32 %25, -306674912
  %27 = select i1 %24, i32 %25, i32 %26
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  %30 = lshr i32 %27, 1
  %31 = xor i32 %30, -306674912
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 1
  %36 = xor i32 %35, -306674912
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  %40 = lshr i32 %37, 1
  %41 = xor i32 %40, -306674912
  %42 = select i1 %39, i32 %40, i32 %41
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  %45 = lshr i32 %42, 1
  %46 = xor i32 %45, -306674912
  %47 = select i1 %44, i32 %45, i32 %46
  %48 = and i32 %47, 1
  %49 = icmp eq i32 %48, 0
  %50 = lshr i32 %47, 1
  %51 = xor i32 %50, -306674912
  %52 = select i1 %49, i32 %50, i32 %51
  %53 = and i32 %52, 1
  %54 = icmp eq i32 %53, 0
  %55 = lshr i32 %52, 1
  %56 = xor i32 %55, -306674912
  %57 = select i1 %54, i32 %55, i32 %56
  %58 = and i32 %57, 1
  %59 = icmp eq i32 %58, 0
  %60 = lshr i32 %57, 1
  %61 = xor i32 %60, -306674912
  %62 = select i1 %59, i32 %60, i32 %61
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21
  store i32 %62, ptr %63, align 4, !tbaa !13
  %64 = add nuw nsw i64 %21, 1
  %65 = icmp eq i64 %64, 256
  br i1 %65, label %66, label %20, !llvm.loop !15

66:                                               ; preds = %20
  %67 = load volatile i64, ptr @g_264, align 8, !tbaa !17
  %68 = load i8, ptr @g_477.1, align 1, !tbaa !17
  %69 = xor i8 %68, 1
  store i8 %69, ptr @g_477.1, align 1, !tbaa !17
  br label %70

70:                                               ; preds = %66, %119
  %71 = phi i64 [ 0, %66 ], [ %120, %119 ]
  %72 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 0
  %73 = load i32, ptr %72, align 4, !tbaa !13
  %74 = sext i32 %73 to i64
  tail call fastcc void @transparent_crc(i64 noundef %74, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  br i1 %18, label %75, label %91

75:                                               ; preds = %70
  %76 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 1
  %77 = load i32, ptr %76, align 4, !tbaa !13
  %78 = sext i32 %77 to i64
  tail call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %79 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 2
  %80 = load i32, ptr %79, align 4, !tbaa !13
  %81 = sext i32 %80 to i64
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %82 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 3
  %83 = load i32, ptr %82, align 4, !tbaa !13
  %84 = sext i32 %83 to i64
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %85 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 4
  %86 = load i32, ptr %85, align 4, !tbaa !13
  %87 = sext i32 %86 to i64
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %88 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 5
  %89 = load i32, ptr %88, align 4, !tbaa !13
  %90 = sext i32 %89 to i64
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  br label %119

91:                                               ; preds = %70
  %92 = trunc nuw nsw i64 %71 to i32
  %93 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %92, i32 noundef signext 0, i32 noundef signext 0)
  %94 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 1
  %95 = load i32, ptr %94, align 4, !tbaa !13
  %96 = sext i32 %95 to i64
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %97 = trunc nuw nsw i64 %71 to i32
  %98 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %97, i32 noundef signext 1, i32 noundef signext 0)
  %99 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 2
  %100 = load i32, ptr %99, align 4, !tbaa !13
  %101 = sext i32 %100 to i64
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %102 = trunc nuw nsw i64 %71 to i32
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %102, i32 noundef signext 2, i32 noundef signext 0)
  %104 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 3
  %105 = load i32, ptr %104, align 4, !tbaa !13
  %106 = sext i32 %105 to i64
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %107 = trunc nuw nsw i64 %71 to i32
  %108 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %107, i32 noundef signext 3, i32 noundef signext 0)
  %109 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 4
  %110 = load i32, ptr %109, align 4, !tbaa !13
  %111 = sext i32 %110 to i64
  tail call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %112 = trunc nuw nsw i64 %71 to i32
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %112, i32 noundef signext 4, i32 noundef signext 0)
  %114 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 5
  %115 = load i32, ptr %114, align 4, !tbaa !13
  %116 = sext i32 %115 to i64
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %117 = trunc nuw nsw i64 %71 to i32
  %118 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %117, i32 noundef signext 5, i32 noundef signext 0)
  br label %119

119:                                              ; preds = %75, %91
  %120 = add nuw nsw i64 %71, 1
  %121 = icmp eq i64 %120, 3
  br i1 %121, label %122, label %70, !llvm.loop !18

122:                                              ; preds = %119
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.3, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 724968363703976253, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.5, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 3560115989, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  br i1 %18, label %123, label %124

123:                                              ; preds = %122
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  br label %131

124:                                              ; preds = %122
  %125 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %126 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %127 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %128 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %129 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %130 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 5)
  br label %131

131:                                              ; preds = %123, %124
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.10, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  br i1 %18, label %132, label %133

132:                                              ; preds = %131
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  br label %138

133:                                              ; preds = %131
  %134 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %135 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %137 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 3)
  br label %138

138:                                              ; preds = %132, %133
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -578929562, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -1752586019099715339, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 498299062, ptr noundef nonnull @.str.15, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 65491, ptr noundef nonnull @.str.16, i32 noundef signext %19)
  %139 = load volatile i64, ptr @g_264, align 8, !tbaa !17
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.17, i32 noundef signext %19)
  %140 = load volatile i64, ptr @g_264, align 8, !tbaa !17
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 7821556869703760522, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 90, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.21, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.22, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 539932769, ptr noundef nonnull @.str.23, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.25, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.26, i32 noundef signext %19)
  %141 = load volatile i64, ptr @g_443, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.27, i32 noundef signext %19)
  %142 = load volatile i32, ptr @g_444, align 4, !tbaa !13
  %143 = sext i32 %142 to i64
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.28, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  br i1 %18, label %144, label %147

144:                                              ; preds = %138
  %145 = load i8, ptr @g_477.1, align 1, !tbaa !17
  %146 = zext i8 %145 to i64
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  br label %160

147:                                              ; preds = %138
  %148 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0)
  %149 = load i8, ptr @g_477.1, align 1, !tbaa !17
  %150 = zext i8 %149 to i64
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %152 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %153 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %154 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %155 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 5)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 6)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %157 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 7)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %158 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 8)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %159 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 9)
  br label %160

160:                                              ; preds = %144, %147
  %161 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %162 = xor i32 %161, -1
  %163 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef signext %162)
  ret i32 0
}

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
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

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
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !16}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !11, i64 0}
