; ModuleID = 'tests/programs/csmith/seed_1008.c'
source_filename = "tests/programs/csmith/seed_1008.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [7 x i8] c"g_4[i]\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"g_14[i][j]\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"g_18[i]\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_34[i]\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"g_59\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"g_69\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_90[i]\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"g_115\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"g_118\00", align 1
@g_119 = internal global [1 x [6 x [6 x i32]]] [[6 x [6 x i32]] [[6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603]]], align 4
@.str.14 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_122\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_127\00", align 1
@g_138 = internal unnamed_addr constant [7 x [9 x [1 x i32]]] [[9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1]]], align 4
@.str.18 = private unnamed_addr constant [15 x i8] c"g_138[i][j][k]\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_165\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_179\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_181\00", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_250[i]\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_273\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_343\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_363\00", align 1
@g_399 = internal global i64 -1, align 8
@.str.28 = private unnamed_addr constant [6 x i8] c"g_399\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"g_416\00", align 1
@g_489 = internal global i64 8731971594776897955, align 8
@.str.30 = private unnamed_addr constant [6 x i8] c"g_489\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_526\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !6
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
  store <4 x i32> %62, ptr %63, align 4, !tbaa !10
  %64 = add nuw i64 %21, 4
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %66 = icmp eq i64 %64, 256
  br i1 %66, label %67, label %20, !llvm.loop !12

67:                                               ; preds = %20
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  br i1 %18, label %68, label %69

68:                                               ; preds = %67
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  br label %75

69:                                               ; preds = %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  br label %75

75:                                               ; preds = %68, %69
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.3, i32 noundef %19)
  br label %76

76:                                               ; preds = %75, %98
  %77 = phi i64 [ 0, %75 ], [ %99, %98 ]
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  br i1 %18, label %78, label %79

78:                                               ; preds = %76
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  br label %98

79:                                               ; preds = %76
  %80 = trunc nuw nsw i64 %77 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %80, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %82 = trunc nuw nsw i64 %77 to i32
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %82, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %84 = trunc nuw nsw i64 %77 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %84, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %86 = trunc nuw nsw i64 %77 to i32
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %86, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %88 = trunc nuw nsw i64 %77 to i32
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %88, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %90 = trunc nuw nsw i64 %77 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %90, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %92 = trunc nuw nsw i64 %77 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %92, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %94 = trunc nuw nsw i64 %77 to i32
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %94, i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  %96 = trunc nuw nsw i64 %77 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %96, i32 noundef 8)
  br label %98

98:                                               ; preds = %78, %79
  %99 = add nuw nsw i64 %77, 1
  %100 = icmp eq i64 %99, 3
  br i1 %100, label %101, label %76, !llvm.loop !16

101:                                              ; preds = %98
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  br i1 %18, label %102, label %103

102:                                              ; preds = %101
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19)
  br label %115

103:                                              ; preds = %101
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5)
  br label %115

115:                                              ; preds = %102, %103
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.8, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.10, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  br i1 %18, label %116, label %117

116:                                              ; preds = %115
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  br label %128

117:                                              ; preds = %115
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9)
  br label %128

128:                                              ; preds = %116, %117
  tail call fastcc void @transparent_crc(i64 noundef -90, ptr noundef nonnull @.str.12, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.13, i32 noundef %19)
  br label %129

129:                                              ; preds = %128, %178
  %130 = phi i64 [ 0, %128 ], [ %179, %178 ]
  %131 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 0
  %132 = load volatile i32, ptr %131, align 4, !tbaa !10
  %133 = zext i32 %132 to i64
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.14, i32 noundef %19)
  br i1 %18, label %134, label %150

134:                                              ; preds = %129
  %135 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 1
  %136 = load volatile i32, ptr %135, align 4, !tbaa !10
  %137 = zext i32 %136 to i64
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.14, i32 noundef %19)
  %138 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 2
  %139 = load volatile i32, ptr %138, align 4, !tbaa !10
  %140 = zext i32 %139 to i64
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.14, i32 noundef %19)
  %141 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 3
  %142 = load volatile i32, ptr %141, align 4, !tbaa !10
  %143 = zext i32 %142 to i64
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.14, i32 noundef %19)
  %144 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 4
  %145 = load volatile i32, ptr %144, align 4, !tbaa !10
  %146 = zext i32 %145 to i64
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.14, i32 noundef %19)
  %147 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 5
  %148 = load volatile i32, ptr %147, align 4, !tbaa !10
  %149 = zext i32 %148 to i64
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.14, i32 noundef %19)
  br label %178

150:                                              ; preds = %129
  %151 = trunc nuw nsw i64 %130 to i32
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %151, i32 noundef 0)
  %153 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 1
  %154 = load volatile i32, ptr %153, align 4, !tbaa !10
  %155 = zext i32 %154 to i64
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.14, i32 noundef %19)
  %156 = trunc nuw nsw i64 %130 to i32
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %156, i32 noundef 1)
  %158 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 2
  %159 = load volatile i32, ptr %158, align 4, !tbaa !10
  %160 = zext i32 %159 to i64
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.14, i32 noundef %19)
  %161 = trunc nuw nsw i64 %130 to i32
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %161, i32 noundef 2)
  %163 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 3
  %164 = load volatile i32, ptr %163, align 4, !tbaa !10
  %165 = zext i32 %164 to i64
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.14, i32 noundef %19)
  %166 = trunc nuw nsw i64 %130 to i32
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %166, i32 noundef 3)
  %168 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 4
  %169 = load volatile i32, ptr %168, align 4, !tbaa !10
  %170 = zext i32 %169 to i64
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.14, i32 noundef %19)
  %171 = trunc nuw nsw i64 %130 to i32
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %171, i32 noundef 4)
  %173 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 5
  %174 = load volatile i32, ptr %173, align 4, !tbaa !10
  %175 = zext i32 %174 to i64
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.14, i32 noundef %19)
  %176 = trunc nuw nsw i64 %130 to i32
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %176, i32 noundef 5)
  br label %178

178:                                              ; preds = %134, %150
  %179 = add nuw nsw i64 %130, 1
  %180 = icmp eq i64 %179, 6
  br i1 %180, label %181, label %129, !llvm.loop !17

181:                                              ; preds = %178
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.16, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef %19)
  br label %182

182:                                              ; preds = %181, %255
  %183 = phi i64 [ 0, %181 ], [ %256, %255 ]
  %184 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 0
  %185 = load i32, ptr %184, align 4, !tbaa !10
  %186 = zext i32 %185 to i64
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.18, i32 noundef %19)
  br i1 %18, label %187, label %212

187:                                              ; preds = %182
  %188 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 1
  %189 = load i32, ptr %188, align 4, !tbaa !10
  %190 = zext i32 %189 to i64
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.18, i32 noundef %19)
  %191 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 2
  %192 = load i32, ptr %191, align 4, !tbaa !10
  %193 = zext i32 %192 to i64
  tail call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.18, i32 noundef %19)
  %194 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 3
  %195 = load i32, ptr %194, align 4, !tbaa !10
  %196 = zext i32 %195 to i64
  tail call fastcc void @transparent_crc(i64 noundef %196, ptr noundef nonnull @.str.18, i32 noundef %19)
  %197 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 4
  %198 = load i32, ptr %197, align 4, !tbaa !10
  %199 = zext i32 %198 to i64
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.18, i32 noundef %19)
  %200 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 5
  %201 = load i32, ptr %200, align 4, !tbaa !10
  %202 = zext i32 %201 to i64
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.18, i32 noundef %19)
  %203 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 6
  %204 = load i32, ptr %203, align 4, !tbaa !10
  %205 = zext i32 %204 to i64
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.18, i32 noundef %19)
  %206 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 7
  %207 = load i32, ptr %206, align 4, !tbaa !10
  %208 = zext i32 %207 to i64
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.18, i32 noundef %19)
  %209 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 8
  %210 = load i32, ptr %209, align 4, !tbaa !10
  %211 = zext i32 %210 to i64
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.18, i32 noundef %19)
  br label %255

212:                                              ; preds = %182
  %213 = trunc nuw nsw i64 %183 to i32
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %213, i32 noundef 0, i32 noundef 0)
  %215 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 1
  %216 = load i32, ptr %215, align 4, !tbaa !10
  %217 = zext i32 %216 to i64
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.18, i32 noundef %19)
  %218 = trunc nuw nsw i64 %183 to i32
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %218, i32 noundef 1, i32 noundef 0)
  %220 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 2
  %221 = load i32, ptr %220, align 4, !tbaa !10
  %222 = zext i32 %221 to i64
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.18, i32 noundef %19)
  %223 = trunc nuw nsw i64 %183 to i32
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %223, i32 noundef 2, i32 noundef 0)
  %225 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 3
  %226 = load i32, ptr %225, align 4, !tbaa !10
  %227 = zext i32 %226 to i64
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.18, i32 noundef %19)
  %228 = trunc nuw nsw i64 %183 to i32
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %228, i32 noundef 3, i32 noundef 0)
  %230 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 4
  %231 = load i32, ptr %230, align 4, !tbaa !10
  %232 = zext i32 %231 to i64
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.18, i32 noundef %19)
  %233 = trunc nuw nsw i64 %183 to i32
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %233, i32 noundef 4, i32 noundef 0)
  %235 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 5
  %236 = load i32, ptr %235, align 4, !tbaa !10
  %237 = zext i32 %236 to i64
  tail call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.18, i32 noundef %19)
  %238 = trunc nuw nsw i64 %183 to i32
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %238, i32 noundef 5, i32 noundef 0)
  %240 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 6
  %241 = load i32, ptr %240, align 4, !tbaa !10
  %242 = zext i32 %241 to i64
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.18, i32 noundef %19)
  %243 = trunc nuw nsw i64 %183 to i32
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %243, i32 noundef 6, i32 noundef 0)
  %245 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 7
  %246 = load i32, ptr %245, align 4, !tbaa !10
  %247 = zext i32 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.18, i32 noundef %19)
  %248 = trunc nuw nsw i64 %183 to i32
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %248, i32 noundef 7, i32 noundef 0)
  %250 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 8
  %251 = load i32, ptr %250, align 4, !tbaa !10
  %252 = zext i32 %251 to i64
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.18, i32 noundef %19)
  %253 = trunc nuw nsw i64 %183 to i32
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %253, i32 noundef 8, i32 noundef 0)
  br label %255

255:                                              ; preds = %187, %212
  %256 = add nuw nsw i64 %183, 1
  %257 = icmp eq i64 %256, 7
  br i1 %257, label %258, label %182, !llvm.loop !18

258:                                              ; preds = %255
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.20, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -414380595, ptr noundef nonnull @.str.21, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.22, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.23, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  br i1 %18, label %259, label %260

259:                                              ; preds = %258
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  br label %266

260:                                              ; preds = %258
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19)
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  br label %266

266:                                              ; preds = %259, %260
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.25, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -6713740073209072870, ptr noundef nonnull @.str.26, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -21143, ptr noundef nonnull @.str.27, i32 noundef %19)
  %267 = load volatile i64, ptr @g_399, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.28, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -1225755933, ptr noundef nonnull @.str.29, i32 noundef %19)
  %268 = load volatile i64, ptr @g_489, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.30, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 3441186408, ptr noundef nonnull @.str.31, i32 noundef %19)
  %269 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %270 = xor i32 %269, -1
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %270)
  ret i32 0
}

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
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !8, i64 0}
