; ModuleID = 'tests/programs/csmith/seed_1008.c'
source_filename = "tests/programs/csmith/seed_1008.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str.1 = private unnamed_addr constant [7 x i8] c"g_4[i]\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [11 x i8] c"g_14[i][j]\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [8 x i8] c"g_18[i]\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [8 x i8] c"g_34[i]\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [5 x i8] c"g_59\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [5 x i8] c"g_69\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [8 x i8] c"g_90[i]\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [6 x i8] c"g_115\00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [6 x i8] c"g_118\00", align 1, !dbg !47
@g_119 = internal global [1 x [6 x [6 x i32]]] [[6 x [6 x i32]] [[6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603]]], align 16, !dbg !49
@.str.14 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !63
@.str.16 = private unnamed_addr constant [6 x i8] c"g_122\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [6 x i8] c"g_127\00", align 1, !dbg !70
@g_138 = internal unnamed_addr constant [7 x [9 x [1 x i32]]] [[9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1]]], align 16, !dbg !170
@.str.18 = private unnamed_addr constant [15 x i8] c"g_138[i][j][k]\00", align 1, !dbg !72
@.str.19 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1, !dbg !74
@.str.20 = private unnamed_addr constant [6 x i8] c"g_165\00", align 1, !dbg !76
@.str.21 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1, !dbg !78
@.str.22 = private unnamed_addr constant [6 x i8] c"g_179\00", align 1, !dbg !80
@.str.23 = private unnamed_addr constant [6 x i8] c"g_181\00", align 1, !dbg !82
@.str.24 = private unnamed_addr constant [9 x i8] c"g_250[i]\00", align 1, !dbg !84
@.str.25 = private unnamed_addr constant [6 x i8] c"g_273\00", align 1, !dbg !89
@.str.26 = private unnamed_addr constant [6 x i8] c"g_343\00", align 1, !dbg !91
@.str.27 = private unnamed_addr constant [6 x i8] c"g_363\00", align 1, !dbg !93
@g_399 = internal global i64 -1, align 8, !dbg !196
@.str.28 = private unnamed_addr constant [6 x i8] c"g_399\00", align 1, !dbg !95
@.str.29 = private unnamed_addr constant [6 x i8] c"g_416\00", align 1, !dbg !97
@g_489 = internal global i64 8731971594776897955, align 8, !dbg !201
@.str.30 = private unnamed_addr constant [6 x i8] c"g_489\00", align 1, !dbg !99
@.str.31 = private unnamed_addr constant [6 x i8] c"g_526\00", align 1, !dbg !101
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !209
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !103
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !120
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !206

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !222 {
    #dbg_value(i32 %0, !228, !DIExpression(), !234)
    #dbg_value(ptr %1, !229, !DIExpression(), !234)
    #dbg_value(i32 0, !233, !DIExpression(), !234)
  %3 = icmp eq i32 %0, 2, !dbg !235
  br i1 %3, label %4, label %17, !dbg !237

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !238
  %6 = load ptr, ptr %5, align 8, !dbg !238, !tbaa !239
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !243
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !244
  %16 = zext i1 %15 to i32, !dbg !244
  br label %17, !dbg !244

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !234
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !234
    #dbg_value(i32 %19, !233, !DIExpression(), !234)
    #dbg_value(i32 -306674912, !245, !DIExpression(), !254)
    #dbg_value(i32 0, !251, !DIExpression(), !254)
  br label %20, !dbg !256

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !258
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !260
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !260
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !266
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !260
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !266
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !260
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !266
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !260
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !266
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !260
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !266
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !260
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !266
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !260
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !266
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !260
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !260
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !266
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !266
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !266
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !267
  store <4 x i32> %62, ptr %63, align 16, !dbg !268, !tbaa !269
  %64 = add nuw i64 %21, 4, !dbg !258
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !260
  %66 = icmp eq i64 %64, 256, !dbg !258
  br i1 %66, label %67, label %20, !dbg !258, !llvm.loop !271

67:                                               ; preds = %20
    #dbg_value(i32 0, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
  br i1 %18, label %68, label %69, !dbg !280

68:                                               ; preds = %67
    #dbg_value(i32 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
    #dbg_value(i32 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
    #dbg_value(i32 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
    #dbg_value(i32 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
  br label %70, !dbg !280

69:                                               ; preds = %67
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0), !dbg !281
    #dbg_value(i32 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 1), !dbg !281
    #dbg_value(i32 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2), !dbg !281
    #dbg_value(i32 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 3), !dbg !281
    #dbg_value(i32 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !276
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 4), !dbg !281
  br label %70, !dbg !281

70:                                               ; preds = %68, %69
    #dbg_value(i32 5, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !283
    #dbg_value(i32 0, !230, !DIExpression(), !234)
  br label %71, !dbg !284

71:                                               ; preds = %70, %84
  %72 = phi i64 [ 0, %70 ], [ %85, %84 ]
    #dbg_value(i64 %72, !230, !DIExpression(), !234)
    #dbg_value(i64 0, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  br i1 %18, label %73, label %74, !dbg !292

73:                                               ; preds = %71
    #dbg_value(i64 1, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
    #dbg_value(i64 2, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
    #dbg_value(i64 3, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
    #dbg_value(i64 4, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
    #dbg_value(i64 5, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
    #dbg_value(i64 6, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
    #dbg_value(i64 7, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
    #dbg_value(i64 8, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  br label %84, !dbg !292

74:                                               ; preds = %71
  %75 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %75, i32 noundef 0), !dbg !293
    #dbg_value(i64 1, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %76 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %76, i32 noundef 1), !dbg !293
    #dbg_value(i64 2, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %77 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %77, i32 noundef 2), !dbg !293
    #dbg_value(i64 3, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %78 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %78, i32 noundef 3), !dbg !293
    #dbg_value(i64 4, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %79 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %79, i32 noundef 4), !dbg !293
    #dbg_value(i64 5, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %80 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %80, i32 noundef 5), !dbg !293
    #dbg_value(i64 6, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %81 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %81, i32 noundef 6), !dbg !293
    #dbg_value(i64 7, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %82 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %82, i32 noundef 7), !dbg !293
    #dbg_value(i64 8, !231, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !286
  %83 = trunc nuw nsw i64 %72 to i32, !dbg !293
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %83, i32 noundef 8), !dbg !293
  br label %84, !dbg !293

84:                                               ; preds = %73, %74
    #dbg_value(i64 9, !231, !DIExpression(), !234)
  %85 = add nuw nsw i64 %72, 1, !dbg !295
    #dbg_value(i64 %85, !230, !DIExpression(), !234)
  %86 = icmp eq i64 %85, 3, !dbg !296
  br i1 %86, label %87, label %71, !dbg !284, !llvm.loop !297

87:                                               ; preds = %84
    #dbg_value(i64 0, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
  br i1 %18, label %88, label %89, !dbg !303

88:                                               ; preds = %87
    #dbg_value(i64 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
    #dbg_value(i64 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
    #dbg_value(i64 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
    #dbg_value(i64 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
    #dbg_value(i64 0, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
    #dbg_value(i64 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
    #dbg_value(i64 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
    #dbg_value(i64 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
    #dbg_value(i64 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
    #dbg_value(i64 5, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
  br label %90, !dbg !308

89:                                               ; preds = %87
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0), !dbg !309
    #dbg_value(i64 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 1), !dbg !309
    #dbg_value(i64 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2), !dbg !309
    #dbg_value(i64 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 3), !dbg !309
    #dbg_value(i64 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !299
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 4), !dbg !309
    #dbg_value(i64 0, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0), !dbg !311
    #dbg_value(i64 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 1), !dbg !311
    #dbg_value(i64 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2), !dbg !311
    #dbg_value(i64 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 3), !dbg !311
    #dbg_value(i64 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 4), !dbg !311
    #dbg_value(i64 5, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !304
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 5), !dbg !311
  br label %90, !dbg !311

90:                                               ; preds = %88, %89
    #dbg_value(i64 6, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !313
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !314
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !315
    #dbg_value(i32 0, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  br i1 %18, label %91, label %92, !dbg !320

91:                                               ; preds = %90
    #dbg_value(i32 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 5, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 6, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 7, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 8, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
    #dbg_value(i32 9, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  br label %93, !dbg !320

92:                                               ; preds = %90
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0), !dbg !321
    #dbg_value(i32 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 1), !dbg !321
    #dbg_value(i32 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2), !dbg !321
    #dbg_value(i32 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 3), !dbg !321
    #dbg_value(i32 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 4), !dbg !321
    #dbg_value(i32 5, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 5), !dbg !321
    #dbg_value(i32 6, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 6), !dbg !321
    #dbg_value(i32 7, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 7), !dbg !321
    #dbg_value(i32 8, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 8), !dbg !321
    #dbg_value(i32 9, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !316
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 9), !dbg !321
  br label %93, !dbg !321

93:                                               ; preds = %91, %92
    #dbg_value(i32 10, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -90, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !324
    #dbg_value(i32 poison, !230, !DIExpression(), !234)
    #dbg_value(i32 0, !231, !DIExpression(), !234)
  br label %94, !dbg !325

94:                                               ; preds = %93, %137
  %95 = phi i64 [ 0, %93 ], [ %138, %137 ]
    #dbg_value(i64 %95, !231, !DIExpression(), !234)
    #dbg_value(i64 0, !232, !DIExpression(), !234)
  %96 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 0, !dbg !330
  %97 = load volatile i32, ptr %96, align 8, !dbg !330, !tbaa !269
  %98 = zext i32 %97 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
  br i1 %18, label %99, label %115, !dbg !337

99:                                               ; preds = %94
    #dbg_value(i64 1, !232, !DIExpression(), !234)
  %100 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 1, !dbg !330
  %101 = load volatile i32, ptr %100, align 4, !dbg !330, !tbaa !269
  %102 = zext i32 %101 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
    #dbg_value(i64 2, !232, !DIExpression(), !234)
  %103 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 2, !dbg !330
  %104 = load volatile i32, ptr %103, align 8, !dbg !330, !tbaa !269
  %105 = zext i32 %104 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %105, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
    #dbg_value(i64 3, !232, !DIExpression(), !234)
  %106 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 3, !dbg !330
  %107 = load volatile i32, ptr %106, align 4, !dbg !330, !tbaa !269
  %108 = zext i32 %107 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
    #dbg_value(i64 4, !232, !DIExpression(), !234)
  %109 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 4, !dbg !330
  %110 = load volatile i32, ptr %109, align 8, !dbg !330, !tbaa !269
  %111 = zext i32 %110 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
    #dbg_value(i64 5, !232, !DIExpression(), !234)
  %112 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 5, !dbg !330
  %113 = load volatile i32, ptr %112, align 4, !dbg !330, !tbaa !269
  %114 = zext i32 %113 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
  br label %137, !dbg !337

115:                                              ; preds = %94
  %116 = trunc nuw nsw i64 %95 to i32, !dbg !338
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %116, i32 noundef 0), !dbg !338
    #dbg_value(i64 1, !232, !DIExpression(), !234)
  %117 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 1, !dbg !330
  %118 = load volatile i32, ptr %117, align 4, !dbg !330, !tbaa !269
  %119 = zext i32 %118 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
  %120 = trunc nuw nsw i64 %95 to i32, !dbg !338
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %120, i32 noundef 1), !dbg !338
    #dbg_value(i64 2, !232, !DIExpression(), !234)
  %121 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 2, !dbg !330
  %122 = load volatile i32, ptr %121, align 8, !dbg !330, !tbaa !269
  %123 = zext i32 %122 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
  %124 = trunc nuw nsw i64 %95 to i32, !dbg !338
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %124, i32 noundef 2), !dbg !338
    #dbg_value(i64 3, !232, !DIExpression(), !234)
  %125 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 3, !dbg !330
  %126 = load volatile i32, ptr %125, align 4, !dbg !330, !tbaa !269
  %127 = zext i32 %126 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
  %128 = trunc nuw nsw i64 %95 to i32, !dbg !338
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %128, i32 noundef 3), !dbg !338
    #dbg_value(i64 4, !232, !DIExpression(), !234)
  %129 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 4, !dbg !330
  %130 = load volatile i32, ptr %129, align 8, !dbg !330, !tbaa !269
  %131 = zext i32 %130 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
  %132 = trunc nuw nsw i64 %95 to i32, !dbg !338
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %132, i32 noundef 4), !dbg !338
    #dbg_value(i64 5, !232, !DIExpression(), !234)
  %133 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %95, i64 5, !dbg !330
  %134 = load volatile i32, ptr %133, align 4, !dbg !330, !tbaa !269
  %135 = zext i32 %134 to i64, !dbg !330
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !336
  %136 = trunc nuw nsw i64 %95 to i32, !dbg !338
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %136, i32 noundef 5), !dbg !338
  br label %137, !dbg !338

137:                                              ; preds = %99, %115
    #dbg_value(i64 6, !232, !DIExpression(), !234)
  %138 = add nuw nsw i64 %95, 1, !dbg !340
    #dbg_value(i64 %138, !231, !DIExpression(), !234)
  %139 = icmp eq i64 %138, 6, !dbg !341
  br i1 %139, label %140, label %94, !dbg !325, !llvm.loop !342

140:                                              ; preds = %137
    #dbg_value(i32 poison, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !344
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !345
    #dbg_value(i32 0, !230, !DIExpression(), !234)
  br label %141, !dbg !346

141:                                              ; preds = %140, %205
  %142 = phi i64 [ 0, %140 ], [ %206, %205 ]
    #dbg_value(i64 %142, !230, !DIExpression(), !234)
    #dbg_value(i64 0, !231, !DIExpression(), !234)
    #dbg_value(i32 poison, !232, !DIExpression(), !234)
  %143 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 0, !dbg !348
  %144 = load i32, ptr %143, align 4, !dbg !348, !tbaa !269
  %145 = zext i32 %144 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  br i1 %18, label %146, label %171, !dbg !358

146:                                              ; preds = %141
    #dbg_value(i32 poison, !232, !DIExpression(), !234)
    #dbg_value(i64 1, !231, !DIExpression(), !234)
  %147 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 1, !dbg !348
  %148 = load i32, ptr %147, align 4, !dbg !348, !tbaa !269
  %149 = zext i32 %148 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
    #dbg_value(i64 2, !231, !DIExpression(), !234)
  %150 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 2, !dbg !348
  %151 = load i32, ptr %150, align 4, !dbg !348, !tbaa !269
  %152 = zext i32 %151 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %152, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
    #dbg_value(i64 3, !231, !DIExpression(), !234)
  %153 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 3, !dbg !348
  %154 = load i32, ptr %153, align 4, !dbg !348, !tbaa !269
  %155 = zext i32 %154 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
    #dbg_value(i64 4, !231, !DIExpression(), !234)
  %156 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 4, !dbg !348
  %157 = load i32, ptr %156, align 4, !dbg !348, !tbaa !269
  %158 = zext i32 %157 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
    #dbg_value(i64 5, !231, !DIExpression(), !234)
  %159 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 5, !dbg !348
  %160 = load i32, ptr %159, align 4, !dbg !348, !tbaa !269
  %161 = zext i32 %160 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
    #dbg_value(i64 6, !231, !DIExpression(), !234)
  %162 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 6, !dbg !348
  %163 = load i32, ptr %162, align 4, !dbg !348, !tbaa !269
  %164 = zext i32 %163 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
    #dbg_value(i64 7, !231, !DIExpression(), !234)
  %165 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 7, !dbg !348
  %166 = load i32, ptr %165, align 4, !dbg !348, !tbaa !269
  %167 = zext i32 %166 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
    #dbg_value(i64 8, !231, !DIExpression(), !234)
  %168 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 8, !dbg !348
  %169 = load i32, ptr %168, align 4, !dbg !348, !tbaa !269
  %170 = zext i32 %169 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  br label %205, !dbg !358

171:                                              ; preds = %141
  %172 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %172, i32 noundef 0, i32 noundef 0), !dbg !359
    #dbg_value(i32 poison, !232, !DIExpression(), !234)
    #dbg_value(i64 1, !231, !DIExpression(), !234)
  %173 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 1, !dbg !348
  %174 = load i32, ptr %173, align 4, !dbg !348, !tbaa !269
  %175 = zext i32 %174 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %176 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %176, i32 noundef 1, i32 noundef 0), !dbg !359
    #dbg_value(i64 2, !231, !DIExpression(), !234)
  %177 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 2, !dbg !348
  %178 = load i32, ptr %177, align 4, !dbg !348, !tbaa !269
  %179 = zext i32 %178 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %180 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %180, i32 noundef 2, i32 noundef 0), !dbg !359
    #dbg_value(i64 3, !231, !DIExpression(), !234)
  %181 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 3, !dbg !348
  %182 = load i32, ptr %181, align 4, !dbg !348, !tbaa !269
  %183 = zext i32 %182 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %184 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %184, i32 noundef 3, i32 noundef 0), !dbg !359
    #dbg_value(i64 4, !231, !DIExpression(), !234)
  %185 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 4, !dbg !348
  %186 = load i32, ptr %185, align 4, !dbg !348, !tbaa !269
  %187 = zext i32 %186 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %188 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %188, i32 noundef 4, i32 noundef 0), !dbg !359
    #dbg_value(i64 5, !231, !DIExpression(), !234)
  %189 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 5, !dbg !348
  %190 = load i32, ptr %189, align 4, !dbg !348, !tbaa !269
  %191 = zext i32 %190 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %192 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %192, i32 noundef 5, i32 noundef 0), !dbg !359
    #dbg_value(i64 6, !231, !DIExpression(), !234)
  %193 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 6, !dbg !348
  %194 = load i32, ptr %193, align 4, !dbg !348, !tbaa !269
  %195 = zext i32 %194 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %196 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %196, i32 noundef 6, i32 noundef 0), !dbg !359
    #dbg_value(i64 7, !231, !DIExpression(), !234)
  %197 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 7, !dbg !348
  %198 = load i32, ptr %197, align 4, !dbg !348, !tbaa !269
  %199 = zext i32 %198 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %200 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %200, i32 noundef 7, i32 noundef 0), !dbg !359
    #dbg_value(i64 8, !231, !DIExpression(), !234)
  %201 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %142, i64 8, !dbg !348
  %202 = load i32, ptr %201, align 4, !dbg !348, !tbaa !269
  %203 = zext i32 %202 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !357
  %204 = trunc nuw nsw i64 %142 to i32, !dbg !359
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %204, i32 noundef 8, i32 noundef 0), !dbg !359
  br label %205, !dbg !359

205:                                              ; preds = %146, %171
    #dbg_value(i32 poison, !232, !DIExpression(), !234)
    #dbg_value(i64 9, !231, !DIExpression(), !234)
  %206 = add nuw nsw i64 %142, 1, !dbg !361
    #dbg_value(i64 %206, !230, !DIExpression(), !234)
  %207 = icmp eq i64 %206, 7, !dbg !362
  br i1 %207, label %208, label %141, !dbg !346, !llvm.loop !363

208:                                              ; preds = %205
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !365
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !366
  tail call fastcc void @transparent_crc(i64 noundef -414380595, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !367
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !368
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !369
    #dbg_value(i32 0, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
  br i1 %18, label %209, label %210, !dbg !374

209:                                              ; preds = %208
    #dbg_value(i32 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
    #dbg_value(i32 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
    #dbg_value(i32 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
    #dbg_value(i32 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
  br label %211, !dbg !374

210:                                              ; preds = %208
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0), !dbg !375
    #dbg_value(i32 1, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 1), !dbg !375
    #dbg_value(i32 2, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2), !dbg !375
    #dbg_value(i32 3, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 3), !dbg !375
    #dbg_value(i32 4, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !370
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 4), !dbg !375
  br label %211, !dbg !375

211:                                              ; preds = %209, %210
    #dbg_value(i32 5, !230, !DIExpression(), !234)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !377
  tail call fastcc void @transparent_crc(i64 noundef -6713740073209072870, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef -21143, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !379
  %212 = load volatile i64, ptr @g_399, align 8, !dbg !380, !tbaa !381
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !383
  tail call fastcc void @transparent_crc(i64 noundef -1225755933, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !384
  %213 = load volatile i64, ptr @g_489, align 8, !dbg !385, !tbaa !381
  tail call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !386
  tail call fastcc void @transparent_crc(i64 noundef 3441186408, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !387
  %214 = load i32, ptr @crc32_context, align 4, !dbg !388, !tbaa !269
  %215 = xor i32 %214, -1, !dbg !389
    #dbg_value(i32 %215, !390, !DIExpression(), !396)
    #dbg_value(i32 %19, !395, !DIExpression(), !396)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.33, i32 noundef %215), !dbg !398
  ret i32 0, !dbg !399
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !400 {
    #dbg_value(i64 %0, !404, !DIExpression(), !407)
    #dbg_value(ptr %1, !405, !DIExpression(), !407)
    #dbg_value(i32 %2, !406, !DIExpression(), !407)
    #dbg_value(i64 %0, !408, !DIExpression(), !413)
    #dbg_value(i64 %0, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !420)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !422, !tbaa !269
  %5 = lshr i32 %4, 8, !dbg !423
  %6 = zext i32 %4 to i64, !dbg !424
  %7 = xor i64 %6, %0, !dbg !424
  %8 = and i64 %7, 255, !dbg !425
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !425
  %10 = load i32, ptr %9, align 4, !dbg !425, !tbaa !269
  %11 = xor i32 %5, %10, !dbg !426
  %12 = lshr i64 %0, 8, !dbg !427
    #dbg_value(i64 %12, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !428)
  %13 = lshr i32 %11, 8, !dbg !430
  %14 = zext i32 %11 to i64, !dbg !431
  %15 = xor i64 %12, %14, !dbg !431
  %16 = and i64 %15, 255, !dbg !432
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !432
  %18 = load i32, ptr %17, align 4, !dbg !432, !tbaa !269
  %19 = xor i32 %13, %18, !dbg !433
  %20 = lshr i64 %0, 16, !dbg !434
    #dbg_value(i64 %20, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !435)
  %21 = lshr i32 %19, 8, !dbg !437
  %22 = zext i32 %19 to i64, !dbg !438
  %23 = xor i64 %20, %22, !dbg !438
  %24 = and i64 %23, 255, !dbg !439
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !439
  %26 = load i32, ptr %25, align 4, !dbg !439, !tbaa !269
  %27 = xor i32 %21, %26, !dbg !440
  %28 = lshr i64 %0, 24, !dbg !441
    #dbg_value(i64 %28, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !442)
  %29 = lshr i32 %27, 8, !dbg !444
  %30 = zext i32 %27 to i64, !dbg !445
  %31 = xor i64 %28, %30, !dbg !445
  %32 = and i64 %31, 255, !dbg !446
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !446
  %34 = load i32, ptr %33, align 4, !dbg !446, !tbaa !269
  %35 = xor i32 %29, %34, !dbg !447
  %36 = lshr i64 %0, 32, !dbg !448
    #dbg_value(i64 %36, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !449)
  %37 = lshr i32 %35, 8, !dbg !451
  %38 = zext i32 %35 to i64, !dbg !452
  %39 = xor i64 %36, %38, !dbg !452
  %40 = and i64 %39, 255, !dbg !453
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !453
  %42 = load i32, ptr %41, align 4, !dbg !453, !tbaa !269
  %43 = xor i32 %37, %42, !dbg !454
  %44 = lshr i64 %0, 40, !dbg !455
    #dbg_value(i64 %44, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !456)
  %45 = lshr i32 %43, 8, !dbg !458
  %46 = zext i32 %43 to i64, !dbg !459
  %47 = xor i64 %44, %46, !dbg !459
  %48 = and i64 %47, 255, !dbg !460
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !460
  %50 = load i32, ptr %49, align 4, !dbg !460, !tbaa !269
  %51 = xor i32 %45, %50, !dbg !461
  %52 = lshr i64 %0, 48, !dbg !462
    #dbg_value(i64 %52, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !463)
  %53 = lshr i32 %51, 8, !dbg !465
  %54 = zext i32 %51 to i64, !dbg !466
  %55 = xor i64 %52, %54, !dbg !466
  %56 = and i64 %55, 255, !dbg !467
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !467
  %58 = load i32, ptr %57, align 4, !dbg !467, !tbaa !269
  %59 = xor i32 %53, %58, !dbg !468
  %60 = lshr i64 %0, 56, !dbg !469
    #dbg_value(i64 %60, !415, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %61 = lshr i32 %59, 8, !dbg !472
  %62 = and i32 %59, 255, !dbg !473
  %63 = zext nneg i32 %62 to i64, !dbg !473
  %64 = xor i64 %60, %63, !dbg !473
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !473
  %66 = load i32, ptr %65, align 4, !dbg !473, !tbaa !269
  %67 = xor i32 %61, %66, !dbg !474
  store i32 %67, ptr @crc32_context, align 4, !dbg !475, !tbaa !269
  %68 = icmp eq i32 %2, 0, !dbg !476
  br i1 %68, label %71, label %69, !dbg !478

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !479
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.32, ptr noundef %1, i32 noundef %70), !dbg !481
  br label %71, !dbg !482

71:                                               ; preds = %69, %3
  ret void, !dbg !483
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !484 {
  %2 = alloca ptr, align 8, !DIAssignID !495
    #dbg_assign(i1 undef, !493, !DIExpression(), !495, ptr %2, !DIExpression(), !496)
    #dbg_value(ptr %0, !491, !DIExpression(), !496)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !497
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !498
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !499
  %4 = load ptr, ptr %2, align 8, !dbg !500, !tbaa !239
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !501
    #dbg_value(i32 %5, !492, !DIExpression(), !496)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !502
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !503
  ret void, !dbg !504
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !505 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !525 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!214, !215, !216, !217, !218, !219, !220}
!llvm.ident = !{!221}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 386, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1008.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 387, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 390, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 395, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 396, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 402, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 408, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 412, type: !14, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 413, type: !14, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 414, type: !14, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 417, type: !29, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 421, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 422, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "g_119", scope: !51, file: !2, line: 31, type: !211, isLocal: true, isDefinition: true)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !52, splitDebugInlining: false, nameTableKind: None)
!52 = !{!53, !0, !7, !12, !17, !22, !27, !32, !34, !36, !38, !40, !42, !47, !58, !63, !68, !70, !72, !74, !76, !78, !80, !82, !84, !89, !91, !93, !95, !97, !99, !101, !103, !112, !117, !120, !125, !130, !132, !139, !142, !145, !147, !149, !153, !160, !164, !49, !166, !168, !170, !175, !177, !179, !181, !185, !187, !190, !192, !194, !196, !199, !201, !204, !206, !209}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 380, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 2)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 429, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 15)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 430, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 22)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 435, type: !44, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 436, type: !44, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 443, type: !60, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 449, type: !44, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 450, type: !44, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 451, type: !44, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 452, type: !44, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 453, type: !44, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 456, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 9)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 460, type: !44, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 461, type: !44, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 462, type: !44, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 463, type: !44, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 464, type: !44, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 465, type: !44, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 466, type: !44, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !51, file: !105, line: 47, type: !106, isLocal: true, isDefinition: true)
!105 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 8192, elements: !110)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !108, line: 40, baseType: !109)
!108 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!110 = !{!111}
!111 = !DISubrange(count: 256)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "g_219", scope: !51, file: !2, line: 42, type: !114, isLocal: true, isDefinition: true)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !108, line: 37, baseType: !116)
!116 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "g_218", scope: !51, file: !2, line: 43, type: !119, isLocal: true, isDefinition: true)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !105, line: 114, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 36)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "g_4", scope: !51, file: !2, line: 17, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 160, elements: !15)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !108, line: 39, baseType: !129)
!129 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "g_12", scope: !51, file: !2, line: 18, type: !115, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_14", scope: !51, file: !2, line: 19, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 432, elements: !137)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !108, line: 38, baseType: !136)
!136 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!137 = !{!138, !88}
!138 = !DISubrange(count: 3)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_18", scope: !51, file: !2, line: 20, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 160, elements: !15)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_34", scope: !51, file: !2, line: 21, type: !144, isLocal: true, isDefinition: true)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 192, elements: !45)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!146 = distinct !DIGlobalVariable(name: "g_42", scope: !51, file: !2, line: 24, type: !128, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!148 = distinct !DIGlobalVariable(name: "g_59", scope: !51, file: !2, line: 26, type: !107, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!150 = distinct !DIGlobalVariable(name: "g_69", scope: !51, file: !2, line: 27, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !108, line: 41, baseType: !152)
!152 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_90", scope: !51, file: !2, line: 28, type: !155, isLocal: true, isDefinition: true)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 640, elements: !158)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !108, line: 42, baseType: !157)
!157 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!158 = !{!159}
!159 = !DISubrange(count: 10)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression(DW_OP_constu, 18446744073709551526, DW_OP_stack_value))
!161 = distinct !DIGlobalVariable(name: "g_115", scope: !51, file: !2, line: 29, type: !162, isLocal: true, isDefinition: true)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !108, line: 35, baseType: !163)
!163 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!165 = distinct !DIGlobalVariable(name: "g_118", scope: !51, file: !2, line: 30, type: !107, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!167 = distinct !DIGlobalVariable(name: "g_122", scope: !51, file: !2, line: 32, type: !107, isLocal: true, isDefinition: true)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!169 = distinct !DIGlobalVariable(name: "g_127", scope: !51, file: !2, line: 33, type: !128, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "g_138", scope: !51, file: !2, line: 34, type: !172, isLocal: true, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 2016, elements: !173)
!173 = !{!6, !88, !174}
!174 = !DISubrange(count: 1)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!176 = distinct !DIGlobalVariable(name: "g_163", scope: !51, file: !2, line: 36, type: !135, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!178 = distinct !DIGlobalVariable(name: "g_165", scope: !51, file: !2, line: 37, type: !135, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression(DW_OP_constu, 18446744073295171021, DW_OP_stack_value))
!180 = distinct !DIGlobalVariable(name: "g_167", scope: !51, file: !2, line: 38, type: !128, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!182 = distinct !DIGlobalVariable(name: "g_179", scope: !51, file: !2, line: 40, type: !183, isLocal: true, isDefinition: true)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !108, line: 36, baseType: !184)
!184 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!186 = distinct !DIGlobalVariable(name: "g_181", scope: !51, file: !2, line: 41, type: !183, isLocal: true, isDefinition: true)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_250", scope: !51, file: !2, line: 46, type: !189, isLocal: true, isDefinition: true)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 40, elements: !15)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!191 = distinct !DIGlobalVariable(name: "g_273", scope: !51, file: !2, line: 47, type: !135, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression(DW_OP_constu, 11733004000500478746, DW_OP_stack_value))
!193 = distinct !DIGlobalVariable(name: "g_343", scope: !51, file: !2, line: 49, type: !151, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression(DW_OP_constu, 18446744073709530473, DW_OP_stack_value))
!195 = distinct !DIGlobalVariable(name: "g_363", scope: !51, file: !2, line: 52, type: !115, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_399", scope: !51, file: !2, line: 54, type: !198, isLocal: true, isDefinition: true)
!198 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !151)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression(DW_OP_constu, 18446744072483795683, DW_OP_stack_value))
!200 = distinct !DIGlobalVariable(name: "g_416", scope: !51, file: !2, line: 61, type: !128, isLocal: true, isDefinition: true)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_489", scope: !51, file: !2, line: 66, type: !203, isLocal: true, isDefinition: true)
!203 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !156)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression(DW_OP_constu, 18446744072855770728, DW_OP_stack_value))
!205 = distinct !DIGlobalVariable(name: "g_526", scope: !51, file: !2, line: 67, type: !107, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !208, line: 56, type: !60, isLocal: true, isDefinition: true)
!208 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "crc32_context", scope: !51, file: !105, line: 48, type: !107, isLocal: true, isDefinition: true)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !212, size: 1152, elements: !213)
!212 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !107)
!213 = !{!174, !46, !46}
!214 = !{i32 7, !"Dwarf Version", i32 4}
!215 = !{i32 2, !"Debug Info Version", i32 3}
!216 = !{i32 1, !"wchar_size", i32 2}
!217 = !{i32 8, !"PIC Level", i32 2}
!218 = !{i32 7, !"uwtable", i32 2}
!219 = !{i32 1, !"MaxTLSAlign", i32 65536}
!220 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!221 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!222 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 376, type: !223, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !227)
!223 = !DISubroutineType(types: !224)
!224 = !{!129, !129, !225}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !226, size: 64)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!227 = !{!228, !229, !230, !231, !232, !233}
!228 = !DILocalVariable(name: "argc", arg: 1, scope: !222, file: !2, line: 376, type: !129)
!229 = !DILocalVariable(name: "argv", arg: 2, scope: !222, file: !2, line: 376, type: !225)
!230 = !DILocalVariable(name: "i", scope: !222, file: !2, line: 378, type: !129)
!231 = !DILocalVariable(name: "j", scope: !222, file: !2, line: 378, type: !129)
!232 = !DILocalVariable(name: "k", scope: !222, file: !2, line: 378, type: !129)
!233 = !DILocalVariable(name: "print_hash_value", scope: !222, file: !2, line: 379, type: !129)
!234 = !DILocation(line: 0, scope: !222)
!235 = !DILocation(line: 380, column: 14, scope: !236)
!236 = distinct !DILexicalBlock(scope: !222, file: !2, line: 380, column: 9)
!237 = !DILocation(line: 380, column: 19, scope: !236)
!238 = !DILocation(line: 380, column: 29, scope: !236)
!239 = !{!240, !240, i64 0}
!240 = !{!"any pointer", !241, i64 0}
!241 = !{!"omnipotent char", !242, i64 0}
!242 = !{!"Simple C/C++ TBAA"}
!243 = !DILocation(line: 380, column: 43, scope: !236)
!244 = !DILocation(line: 380, column: 9, scope: !222)
!245 = !DILocalVariable(name: "poly", scope: !246, file: !105, line: 54, type: !253)
!246 = distinct !DISubprogram(name: "crc32_gentab", scope: !105, file: !105, line: 51, type: !247, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !249)
!247 = !DISubroutineType(types: !248)
!248 = !{null}
!249 = !{!250, !245, !251, !252}
!250 = !DILocalVariable(name: "crc", scope: !246, file: !105, line: 53, type: !107)
!251 = !DILocalVariable(name: "i", scope: !246, file: !105, line: 55, type: !129)
!252 = !DILocalVariable(name: "j", scope: !246, file: !105, line: 55, type: !129)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!254 = !DILocation(line: 0, scope: !246, inlinedAt: !255)
!255 = distinct !DILocation(line: 382, column: 5, scope: !222)
!256 = !DILocation(line: 57, column: 2, scope: !257, inlinedAt: !255)
!257 = distinct !DILexicalBlock(scope: !246, file: !105, line: 57, column: 2)
!258 = !DILocation(line: 57, column: 24, scope: !259, inlinedAt: !255)
!259 = distinct !DILexicalBlock(scope: !257, file: !105, line: 57, column: 2)
!260 = !DILocation(line: 60, column: 12, scope: !261, inlinedAt: !255)
!261 = distinct !DILexicalBlock(scope: !262, file: !105, line: 60, column: 8)
!262 = distinct !DILexicalBlock(scope: !263, file: !105, line: 59, column: 27)
!263 = distinct !DILexicalBlock(scope: !264, file: !105, line: 59, column: 3)
!264 = distinct !DILexicalBlock(scope: !265, file: !105, line: 59, column: 3)
!265 = distinct !DILexicalBlock(scope: !259, file: !105, line: 57, column: 28)
!266 = !DILocation(line: 60, column: 8, scope: !262, inlinedAt: !255)
!267 = !DILocation(line: 66, column: 3, scope: !265, inlinedAt: !255)
!268 = !DILocation(line: 66, column: 16, scope: !265, inlinedAt: !255)
!269 = !{!270, !270, i64 0}
!270 = !{!"int", !241, i64 0}
!271 = distinct !{!271, !256, !272, !273, !274, !275}
!272 = !DILocation(line: 67, column: 2, scope: !257, inlinedAt: !255)
!273 = !{!"llvm.loop.mustprogress"}
!274 = !{!"llvm.loop.isvectorized", i32 1}
!275 = !{!"llvm.loop.unroll.runtime.disable"}
!276 = !DILocation(line: 386, column: 9, scope: !277)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 385, column: 5)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 384, column: 5)
!279 = distinct !DILexicalBlock(scope: !222, file: !2, line: 384, column: 5)
!280 = !DILocation(line: 387, column: 13, scope: !277)
!281 = !DILocation(line: 387, column: 31, scope: !282)
!282 = distinct !DILexicalBlock(scope: !277, file: !2, line: 387, column: 13)
!283 = !DILocation(line: 390, column: 5, scope: !222)
!284 = !DILocation(line: 391, column: 5, scope: !285)
!285 = distinct !DILexicalBlock(scope: !222, file: !2, line: 391, column: 5)
!286 = !DILocation(line: 395, column: 13, scope: !287)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 394, column: 9)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 393, column: 9)
!289 = distinct !DILexicalBlock(scope: !290, file: !2, line: 393, column: 9)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 392, column: 5)
!291 = distinct !DILexicalBlock(scope: !285, file: !2, line: 391, column: 5)
!292 = !DILocation(line: 396, column: 17, scope: !287)
!293 = !DILocation(line: 396, column: 35, scope: !294)
!294 = distinct !DILexicalBlock(scope: !287, file: !2, line: 396, column: 17)
!295 = !DILocation(line: 391, column: 25, scope: !291)
!296 = !DILocation(line: 391, column: 19, scope: !291)
!297 = distinct !{!297, !284, !298, !273}
!298 = !DILocation(line: 399, column: 5, scope: !285)
!299 = !DILocation(line: 402, column: 9, scope: !300)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 401, column: 5)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 400, column: 5)
!302 = distinct !DILexicalBlock(scope: !222, file: !2, line: 400, column: 5)
!303 = !DILocation(line: 403, column: 13, scope: !300)
!304 = !DILocation(line: 408, column: 9, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 407, column: 5)
!306 = distinct !DILexicalBlock(scope: !307, file: !2, line: 406, column: 5)
!307 = distinct !DILexicalBlock(scope: !222, file: !2, line: 406, column: 5)
!308 = !DILocation(line: 409, column: 13, scope: !305)
!309 = !DILocation(line: 403, column: 31, scope: !310)
!310 = distinct !DILexicalBlock(scope: !300, file: !2, line: 403, column: 13)
!311 = !DILocation(line: 409, column: 31, scope: !312)
!312 = distinct !DILexicalBlock(scope: !305, file: !2, line: 409, column: 13)
!313 = !DILocation(line: 412, column: 5, scope: !222)
!314 = !DILocation(line: 413, column: 5, scope: !222)
!315 = !DILocation(line: 414, column: 5, scope: !222)
!316 = !DILocation(line: 417, column: 9, scope: !317)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 416, column: 5)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 415, column: 5)
!319 = distinct !DILexicalBlock(scope: !222, file: !2, line: 415, column: 5)
!320 = !DILocation(line: 418, column: 13, scope: !317)
!321 = !DILocation(line: 418, column: 31, scope: !322)
!322 = distinct !DILexicalBlock(scope: !317, file: !2, line: 418, column: 13)
!323 = !DILocation(line: 421, column: 5, scope: !222)
!324 = !DILocation(line: 422, column: 5, scope: !222)
!325 = !DILocation(line: 425, column: 9, scope: !326)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 425, column: 9)
!327 = distinct !DILexicalBlock(scope: !328, file: !2, line: 424, column: 5)
!328 = distinct !DILexicalBlock(scope: !329, file: !2, line: 423, column: 5)
!329 = distinct !DILexicalBlock(scope: !222, file: !2, line: 423, column: 5)
!330 = !DILocation(line: 429, column: 33, scope: !331)
!331 = distinct !DILexicalBlock(scope: !332, file: !2, line: 428, column: 13)
!332 = distinct !DILexicalBlock(scope: !333, file: !2, line: 427, column: 13)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 427, column: 13)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 426, column: 9)
!335 = distinct !DILexicalBlock(scope: !326, file: !2, line: 425, column: 9)
!336 = !DILocation(line: 429, column: 17, scope: !331)
!337 = !DILocation(line: 430, column: 21, scope: !331)
!338 = !DILocation(line: 430, column: 39, scope: !339)
!339 = distinct !DILexicalBlock(scope: !331, file: !2, line: 430, column: 21)
!340 = !DILocation(line: 425, column: 29, scope: !335)
!341 = !DILocation(line: 425, column: 23, scope: !335)
!342 = distinct !{!342, !325, !343, !273}
!343 = !DILocation(line: 433, column: 9, scope: !326)
!344 = !DILocation(line: 435, column: 5, scope: !222)
!345 = !DILocation(line: 436, column: 5, scope: !222)
!346 = !DILocation(line: 437, column: 5, scope: !347)
!347 = distinct !DILexicalBlock(scope: !222, file: !2, line: 437, column: 5)
!348 = !DILocation(line: 443, column: 33, scope: !349)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 442, column: 13)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 441, column: 13)
!351 = distinct !DILexicalBlock(scope: !352, file: !2, line: 441, column: 13)
!352 = distinct !DILexicalBlock(scope: !353, file: !2, line: 440, column: 9)
!353 = distinct !DILexicalBlock(scope: !354, file: !2, line: 439, column: 9)
!354 = distinct !DILexicalBlock(scope: !355, file: !2, line: 439, column: 9)
!355 = distinct !DILexicalBlock(scope: !356, file: !2, line: 438, column: 5)
!356 = distinct !DILexicalBlock(scope: !347, file: !2, line: 437, column: 5)
!357 = !DILocation(line: 443, column: 17, scope: !349)
!358 = !DILocation(line: 444, column: 21, scope: !349)
!359 = !DILocation(line: 444, column: 39, scope: !360)
!360 = distinct !DILexicalBlock(scope: !349, file: !2, line: 444, column: 21)
!361 = !DILocation(line: 437, column: 25, scope: !356)
!362 = !DILocation(line: 437, column: 19, scope: !356)
!363 = distinct !{!363, !346, !364, !273}
!364 = !DILocation(line: 448, column: 5, scope: !347)
!365 = !DILocation(line: 449, column: 5, scope: !222)
!366 = !DILocation(line: 450, column: 5, scope: !222)
!367 = !DILocation(line: 451, column: 5, scope: !222)
!368 = !DILocation(line: 452, column: 5, scope: !222)
!369 = !DILocation(line: 453, column: 5, scope: !222)
!370 = !DILocation(line: 456, column: 9, scope: !371)
!371 = distinct !DILexicalBlock(scope: !372, file: !2, line: 455, column: 5)
!372 = distinct !DILexicalBlock(scope: !373, file: !2, line: 454, column: 5)
!373 = distinct !DILexicalBlock(scope: !222, file: !2, line: 454, column: 5)
!374 = !DILocation(line: 457, column: 13, scope: !371)
!375 = !DILocation(line: 457, column: 31, scope: !376)
!376 = distinct !DILexicalBlock(scope: !371, file: !2, line: 457, column: 13)
!377 = !DILocation(line: 460, column: 5, scope: !222)
!378 = !DILocation(line: 461, column: 5, scope: !222)
!379 = !DILocation(line: 462, column: 5, scope: !222)
!380 = !DILocation(line: 463, column: 21, scope: !222)
!381 = !{!382, !382, i64 0}
!382 = !{!"long long", !241, i64 0}
!383 = !DILocation(line: 463, column: 5, scope: !222)
!384 = !DILocation(line: 464, column: 5, scope: !222)
!385 = !DILocation(line: 465, column: 21, scope: !222)
!386 = !DILocation(line: 465, column: 5, scope: !222)
!387 = !DILocation(line: 466, column: 5, scope: !222)
!388 = !DILocation(line: 467, column: 23, scope: !222)
!389 = !DILocation(line: 467, column: 37, scope: !222)
!390 = !DILocalVariable(name: "crc", arg: 1, scope: !391, file: !208, line: 49, type: !107)
!391 = distinct !DISubprogram(name: "platform_main_end", scope: !208, file: !208, line: 49, type: !392, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{null, !107, !129}
!394 = !{!390, !395}
!395 = !DILocalVariable(name: "flag", arg: 2, scope: !391, file: !208, line: 49, type: !129)
!396 = !DILocation(line: 0, scope: !391, inlinedAt: !397)
!397 = distinct !DILocation(line: 467, column: 5, scope: !222)
!398 = !DILocation(line: 56, column: 2, scope: !391, inlinedAt: !397)
!399 = !DILocation(line: 468, column: 5, scope: !222)
!400 = distinct !DISubprogram(name: "transparent_crc", scope: !105, file: !105, line: 110, type: !401, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !403)
!401 = !DISubroutineType(types: !402)
!402 = !{null, !156, !226, !129}
!403 = !{!404, !405, !406}
!404 = !DILocalVariable(name: "val", arg: 1, scope: !400, file: !105, line: 110, type: !156)
!405 = !DILocalVariable(name: "vname", arg: 2, scope: !400, file: !105, line: 110, type: !226)
!406 = !DILocalVariable(name: "flag", arg: 3, scope: !400, file: !105, line: 110, type: !129)
!407 = !DILocation(line: 0, scope: !400)
!408 = !DILocalVariable(name: "val", arg: 1, scope: !409, file: !105, line: 97, type: !156)
!409 = distinct !DISubprogram(name: "crc32_8bytes", scope: !105, file: !105, line: 97, type: !410, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !412)
!410 = !DISubroutineType(types: !411)
!411 = !{null, !156}
!412 = !{!408}
!413 = !DILocation(line: 0, scope: !409, inlinedAt: !414)
!414 = distinct !DILocation(line: 112, column: 2, scope: !400)
!415 = !DILocalVariable(name: "b", arg: 1, scope: !416, file: !105, line: 71, type: !183)
!416 = distinct !DISubprogram(name: "crc32_byte", scope: !105, file: !105, line: 71, type: !417, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !419)
!417 = !DISubroutineType(types: !418)
!418 = !{null, !183}
!419 = !{!415}
!420 = !DILocation(line: 0, scope: !416, inlinedAt: !421)
!421 = distinct !DILocation(line: 99, column: 2, scope: !409, inlinedAt: !414)
!422 = !DILocation(line: 73, column: 5, scope: !416, inlinedAt: !421)
!423 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !421)
!424 = !DILocation(line: 74, column: 33, scope: !416, inlinedAt: !421)
!425 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !421)
!426 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !421)
!427 = !DILocation(line: 100, column: 18, scope: !409, inlinedAt: !414)
!428 = !DILocation(line: 0, scope: !416, inlinedAt: !429)
!429 = distinct !DILocation(line: 100, column: 2, scope: !409, inlinedAt: !414)
!430 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !429)
!431 = !DILocation(line: 74, column: 33, scope: !416, inlinedAt: !429)
!432 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !429)
!433 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !429)
!434 = !DILocation(line: 101, column: 18, scope: !409, inlinedAt: !414)
!435 = !DILocation(line: 0, scope: !416, inlinedAt: !436)
!436 = distinct !DILocation(line: 101, column: 2, scope: !409, inlinedAt: !414)
!437 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !436)
!438 = !DILocation(line: 74, column: 33, scope: !416, inlinedAt: !436)
!439 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !436)
!440 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !436)
!441 = !DILocation(line: 102, column: 18, scope: !409, inlinedAt: !414)
!442 = !DILocation(line: 0, scope: !416, inlinedAt: !443)
!443 = distinct !DILocation(line: 102, column: 2, scope: !409, inlinedAt: !414)
!444 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !443)
!445 = !DILocation(line: 74, column: 33, scope: !416, inlinedAt: !443)
!446 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !443)
!447 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !443)
!448 = !DILocation(line: 103, column: 18, scope: !409, inlinedAt: !414)
!449 = !DILocation(line: 0, scope: !416, inlinedAt: !450)
!450 = distinct !DILocation(line: 103, column: 2, scope: !409, inlinedAt: !414)
!451 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !450)
!452 = !DILocation(line: 74, column: 33, scope: !416, inlinedAt: !450)
!453 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !450)
!454 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !450)
!455 = !DILocation(line: 104, column: 18, scope: !409, inlinedAt: !414)
!456 = !DILocation(line: 0, scope: !416, inlinedAt: !457)
!457 = distinct !DILocation(line: 104, column: 2, scope: !409, inlinedAt: !414)
!458 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !457)
!459 = !DILocation(line: 74, column: 33, scope: !416, inlinedAt: !457)
!460 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !457)
!461 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !457)
!462 = !DILocation(line: 105, column: 18, scope: !409, inlinedAt: !414)
!463 = !DILocation(line: 0, scope: !416, inlinedAt: !464)
!464 = distinct !DILocation(line: 105, column: 2, scope: !409, inlinedAt: !414)
!465 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !464)
!466 = !DILocation(line: 74, column: 33, scope: !416, inlinedAt: !464)
!467 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !464)
!468 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !464)
!469 = !DILocation(line: 106, column: 18, scope: !409, inlinedAt: !414)
!470 = !DILocation(line: 0, scope: !416, inlinedAt: !471)
!471 = distinct !DILocation(line: 106, column: 2, scope: !409, inlinedAt: !414)
!472 = !DILocation(line: 73, column: 19, scope: !416, inlinedAt: !471)
!473 = !DILocation(line: 74, column: 3, scope: !416, inlinedAt: !471)
!474 = !DILocation(line: 73, column: 39, scope: !416, inlinedAt: !471)
!475 = !DILocation(line: 72, column: 16, scope: !416, inlinedAt: !471)
!476 = !DILocation(line: 113, column: 6, scope: !477)
!477 = distinct !DILexicalBlock(scope: !400, file: !105, line: 113, column: 6)
!478 = !DILocation(line: 113, column: 6, scope: !400)
!479 = !DILocation(line: 114, column: 73, scope: !480)
!480 = distinct !DILexicalBlock(scope: !477, file: !105, line: 113, column: 12)
!481 = !DILocation(line: 114, column: 5, scope: !480)
!482 = !DILocation(line: 115, column: 2, scope: !480)
!483 = !DILocation(line: 116, column: 1, scope: !400)
!484 = distinct !DISubprogram(name: "printf", scope: !485, file: !485, line: 368, type: !486, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !490)
!485 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!486 = !DISubroutineType(cc: DW_CC_nocall, types: !487)
!487 = !{!129, !488, null}
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !489, size: 64)
!489 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!490 = !{!491, !492, !493}
!491 = !DILocalVariable(name: "__format", arg: 1, scope: !484, file: !485, line: 368, type: !488)
!492 = !DILocalVariable(name: "__retval", scope: !484, file: !485, line: 370, type: !129)
!493 = !DILocalVariable(name: "__local_argv", scope: !484, file: !485, line: 371, type: !494)
!494 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !226)
!495 = distinct !DIAssignID()
!496 = !DILocation(line: 0, scope: !484)
!497 = !DILocation(line: 371, column: 3, scope: !484)
!498 = !DILocation(line: 371, column: 35, scope: !484)
!499 = !DILocation(line: 372, column: 32, scope: !484)
!500 = !DILocation(line: 372, column: 50, scope: !484)
!501 = !DILocation(line: 372, column: 14, scope: !484)
!502 = !DILocation(line: 373, column: 3, scope: !484)
!503 = !DILocation(line: 375, column: 1, scope: !484)
!504 = !DILocation(line: 374, column: 3, scope: !484)
!505 = !DISubprogram(name: "__mingw_vfprintf", scope: !485, file: !485, line: 193, type: !506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!129, !508, !521, !522}
!508 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !509)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !510, size: 64)
!510 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !485, line: 47, baseType: !511)
!511 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !485, line: 33, size: 384, align: 64, elements: !512)
!512 = !{!513, !514, !515, !516, !517, !518, !519, !520}
!513 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !511, file: !485, line: 37, baseType: !226, size: 64)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !511, file: !485, line: 38, baseType: !129, size: 32, offset: 64)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !511, file: !485, line: 39, baseType: !226, size: 64, offset: 128)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !511, file: !485, line: 40, baseType: !129, size: 32, offset: 192)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !511, file: !485, line: 41, baseType: !129, size: 32, offset: 224)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !511, file: !485, line: 42, baseType: !129, size: 32, offset: 256)
!519 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !511, file: !485, line: 43, baseType: !129, size: 32, offset: 288)
!520 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !511, file: !485, line: 44, baseType: !226, size: 64, offset: 320)
!521 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !488)
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !523, line: 31, baseType: !524)
!523 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!524 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !523, line: 24, baseType: !494)
!525 = !DISubprogram(name: "__acrt_iob_func", scope: !485, file: !485, line: 93, type: !526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!509, !109}
