; ModuleID = 'tests/programs/csmith/seed_1023.c'
source_filename = "tests/programs/csmith/seed_1023.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.U0 = type { i64 }

@g_19 = internal unnamed_addr constant [3 x [6 x [1 x i32]]] [[6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]]], align 16
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.30 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
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

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ]
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ]
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ]
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %24 = icmp eq <4 x i32> %23, zeroinitializer
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %29 = icmp eq <4 x i32> %28, zeroinitializer
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %34 = icmp eq <4 x i32> %33, zeroinitializer
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %39 = icmp eq <4 x i32> %38, zeroinitializer
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %44 = icmp eq <4 x i32> %43, zeroinitializer
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %49 = icmp eq <4 x i32> %48, zeroinitializer
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %54 = icmp eq <4 x i32> %53, zeroinitializer
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %59 = icmp eq <4 x i32> %58, zeroinitializer
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21
  store <4 x i32> %62, ptr %63, align 16, !tbaa !9
  %64 = add nuw i64 %21, 4
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %66 = icmp eq i64 %64, 256
  br i1 %66, label %67, label %20, !llvm.loop !11

67:                                               ; preds = %20
  %68 = load volatile i64, ptr @g_264, align 8, !tbaa !15
  %69 = load i8, ptr @g_477.1, align 1, !tbaa !15
  %70 = xor i8 %69, 1
  store i8 %70, ptr @g_477.1, align 1, !tbaa !15
  br label %71

71:                                               ; preds = %67, %114
  %72 = phi i64 [ 0, %67 ], [ %115, %114 ]
  %73 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 0
  %74 = load i32, ptr %73, align 8, !tbaa !9
  %75 = sext i32 %74 to i64
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.1, i32 noundef %19)
  br i1 %18, label %76, label %92

76:                                               ; preds = %71
  %77 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 1
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = sext i32 %78 to i64
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.1, i32 noundef %19)
  %80 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 2
  %81 = load i32, ptr %80, align 8, !tbaa !9
  %82 = sext i32 %81 to i64
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.1, i32 noundef %19)
  %83 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 3
  %84 = load i32, ptr %83, align 4, !tbaa !9
  %85 = sext i32 %84 to i64
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.1, i32 noundef %19)
  %86 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 4
  %87 = load i32, ptr %86, align 8, !tbaa !9
  %88 = sext i32 %87 to i64
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef %19)
  %89 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 5
  %90 = load i32, ptr %89, align 4, !tbaa !9
  %91 = sext i32 %90 to i64
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef %19)
  br label %114

92:                                               ; preds = %71
  %93 = trunc nuw nsw i64 %72 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %93, i32 noundef 0, i32 noundef 0)
  %94 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 1
  %95 = load i32, ptr %94, align 4, !tbaa !9
  %96 = sext i32 %95 to i64
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.1, i32 noundef %19)
  %97 = trunc nuw nsw i64 %72 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %97, i32 noundef 1, i32 noundef 0)
  %98 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 2
  %99 = load i32, ptr %98, align 8, !tbaa !9
  %100 = sext i32 %99 to i64
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.1, i32 noundef %19)
  %101 = trunc nuw nsw i64 %72 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %101, i32 noundef 2, i32 noundef 0)
  %102 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 3
  %103 = load i32, ptr %102, align 4, !tbaa !9
  %104 = sext i32 %103 to i64
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.1, i32 noundef %19)
  %105 = trunc nuw nsw i64 %72 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef 3, i32 noundef 0)
  %106 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 4
  %107 = load i32, ptr %106, align 8, !tbaa !9
  %108 = sext i32 %107 to i64
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.1, i32 noundef %19)
  %109 = trunc nuw nsw i64 %72 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %109, i32 noundef 4, i32 noundef 0)
  %110 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 5
  %111 = load i32, ptr %110, align 4, !tbaa !9
  %112 = sext i32 %111 to i64
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.1, i32 noundef %19)
  %113 = trunc nuw nsw i64 %72 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %113, i32 noundef 5, i32 noundef 0)
  br label %114

114:                                              ; preds = %76, %92
  %115 = add nuw nsw i64 %72, 1
  %116 = icmp eq i64 %115, 3
  br i1 %116, label %117, label %71, !llvm.loop !16

117:                                              ; preds = %114
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.3, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 724968363703976253, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.5, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 3560115989, ptr noundef nonnull @.str.7, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  br i1 %18, label %118, label %119

118:                                              ; preds = %117
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  br label %120

119:                                              ; preds = %117
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 5)
  br label %120

120:                                              ; preds = %118, %119
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.10, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19)
  br i1 %18, label %121, label %122

121:                                              ; preds = %120
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19)
  br label %123

122:                                              ; preds = %120
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 3)
  br label %123

123:                                              ; preds = %121, %122
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.12, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -578929562, ptr noundef nonnull @.str.13, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -1752586019099715339, ptr noundef nonnull @.str.14, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 498299062, ptr noundef nonnull @.str.15, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 65491, ptr noundef nonnull @.str.16, i32 noundef %19)
  %124 = load volatile i64, ptr @g_264, align 8, !tbaa !15
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.17, i32 noundef %19)
  %125 = load volatile i64, ptr @g_264, align 8, !tbaa !15
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 7821556869703760522, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 90, ptr noundef nonnull @.str.20, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.21, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.22, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 539932769, ptr noundef nonnull @.str.23, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.24, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.25, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.26, i32 noundef %19)
  %126 = load volatile i64, ptr @g_443, align 8, !tbaa !17
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.27, i32 noundef %19)
  %127 = load volatile i32, ptr @g_444, align 4, !tbaa !9
  %128 = sext i32 %127 to i64
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.28, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  br i1 %18, label %129, label %132

129:                                              ; preds = %123
  %130 = load i8, ptr @g_477.1, align 1, !tbaa !15
  %131 = zext i8 %130 to i64
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  br label %135

132:                                              ; preds = %123
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0)
  %133 = load i8, ptr @g_477.1, align 1, !tbaa !15
  %134 = zext i8 %133 to i64
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 8)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 9)
  br label %135

135:                                              ; preds = %129, %132
  %136 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %137 = xor i32 %136, -1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.33, i32 noundef %137)
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.30, ptr noundef %1, i32 noundef %70)
  br label %71

71:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !7, i64 0}
