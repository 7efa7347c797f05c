; ModuleID = 'tests/programs/csmith/seed_1008.c'
source_filename = "tests/programs/csmith/seed_1008.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@g_138 = internal unnamed_addr constant [7 x [9 x [1 x i32]]] [[9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1]]], align 16, !dbg !179
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
@g_399 = internal global i64 -1, align 8, !dbg !206
@.str.28 = private unnamed_addr constant [6 x i8] c"g_399\00", align 1, !dbg !95
@.str.29 = private unnamed_addr constant [6 x i8] c"g_416\00", align 1, !dbg !97
@g_489 = internal global i64 8731971594776897955, align 8, !dbg !211
@.str.30 = private unnamed_addr constant [6 x i8] c"g_489\00", align 1, !dbg !99
@.str.31 = private unnamed_addr constant [6 x i8] c"g_526\00", align 1, !dbg !101
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !219
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !103
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !124
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !216

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !232 {
    #dbg_value(i32 %0, !238, !DIExpression(), !244)
    #dbg_value(ptr %1, !239, !DIExpression(), !244)
    #dbg_value(i32 0, !243, !DIExpression(), !244)
  %3 = icmp eq i32 %0, 2, !dbg !245
  br i1 %3, label %4, label %17, !dbg !247

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !248
  %6 = load ptr, ptr %5, align 8, !dbg !248, !tbaa !249
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !253
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !254
  %16 = zext i1 %15 to i32, !dbg !254
  br label %17, !dbg !254

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !244
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !244
    #dbg_value(i32 %19, !243, !DIExpression(), !244)
    #dbg_value(i32 -306674912, !255, !DIExpression(), !264)
    #dbg_value(i32 0, !261, !DIExpression(), !264)
  br label %20, !dbg !266

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !268
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !270
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !270
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !276
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !270
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !276
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !270
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !276
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !270
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !276
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !270
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !276
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !270
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !276
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !270
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !276
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !270
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !276
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !276
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !276
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !277
  store <4 x i32> %62, ptr %63, align 16, !dbg !278, !tbaa !279
  %64 = add nuw i64 %21, 4, !dbg !268
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !270
  %66 = icmp eq i64 %64, 256, !dbg !268
  br i1 %66, label %67, label %20, !dbg !268, !llvm.loop !281

67:                                               ; preds = %20
    #dbg_value(i32 0, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
  br i1 %18, label %68, label %69, !dbg !290

68:                                               ; preds = %67
    #dbg_value(i32 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
    #dbg_value(i32 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
    #dbg_value(i32 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
    #dbg_value(i32 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
  br label %75, !dbg !290

69:                                               ; preds = %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !291
    #dbg_value(i32 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !291
    #dbg_value(i32 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !291
    #dbg_value(i32 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !291
    #dbg_value(i32 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !286
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !291
  br label %75, !dbg !291

75:                                               ; preds = %68, %69
    #dbg_value(i32 5, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !293
    #dbg_value(i32 0, !240, !DIExpression(), !244)
  br label %76, !dbg !294

76:                                               ; preds = %75, %98
  %77 = phi i64 [ 0, %75 ], [ %99, %98 ]
    #dbg_value(i64 %77, !240, !DIExpression(), !244)
    #dbg_value(i64 0, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  br i1 %18, label %78, label %79, !dbg !302

78:                                               ; preds = %76
    #dbg_value(i64 1, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
    #dbg_value(i64 2, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
    #dbg_value(i64 3, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
    #dbg_value(i64 4, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
    #dbg_value(i64 5, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
    #dbg_value(i64 6, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
    #dbg_value(i64 7, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
    #dbg_value(i64 8, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  br label %98, !dbg !302

79:                                               ; preds = %76
  %80 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %80, i32 noundef 0), !dbg !303
    #dbg_value(i64 1, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %82 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %82, i32 noundef 1), !dbg !303
    #dbg_value(i64 2, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %84 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %84, i32 noundef 2), !dbg !303
    #dbg_value(i64 3, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %86 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %86, i32 noundef 3), !dbg !303
    #dbg_value(i64 4, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %88 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %88, i32 noundef 4), !dbg !303
    #dbg_value(i64 5, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %90 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %90, i32 noundef 5), !dbg !303
    #dbg_value(i64 6, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %92 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %92, i32 noundef 6), !dbg !303
    #dbg_value(i64 7, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %94 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %94, i32 noundef 7), !dbg !303
    #dbg_value(i64 8, !241, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !296
  %96 = trunc nuw nsw i64 %77 to i32, !dbg !303
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %96, i32 noundef 8), !dbg !303
  br label %98, !dbg !303

98:                                               ; preds = %78, %79
    #dbg_value(i64 9, !241, !DIExpression(), !244)
  %99 = add nuw nsw i64 %77, 1, !dbg !305
    #dbg_value(i64 %99, !240, !DIExpression(), !244)
  %100 = icmp eq i64 %99, 3, !dbg !306
  br i1 %100, label %101, label %76, !dbg !294, !llvm.loop !307

101:                                              ; preds = %98
    #dbg_value(i64 0, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
  br i1 %18, label %102, label %103, !dbg !313

102:                                              ; preds = %101
    #dbg_value(i64 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
    #dbg_value(i64 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
    #dbg_value(i64 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
    #dbg_value(i64 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
    #dbg_value(i64 0, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
    #dbg_value(i64 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
    #dbg_value(i64 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
    #dbg_value(i64 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
    #dbg_value(i64 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
    #dbg_value(i64 5, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
  br label %115, !dbg !318

103:                                              ; preds = %101
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !319
    #dbg_value(i64 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !319
    #dbg_value(i64 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !319
    #dbg_value(i64 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !319
    #dbg_value(i64 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !309
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !319
    #dbg_value(i64 0, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !321
    #dbg_value(i64 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !321
    #dbg_value(i64 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !321
    #dbg_value(i64 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !321
    #dbg_value(i64 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !321
    #dbg_value(i64 5, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !314
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !321
  br label %115, !dbg !321

115:                                              ; preds = %102, %103
    #dbg_value(i64 6, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !324
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !325
    #dbg_value(i32 0, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  br i1 %18, label %116, label %117, !dbg !330

116:                                              ; preds = %115
    #dbg_value(i32 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 5, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 6, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 7, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 8, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
    #dbg_value(i32 9, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  br label %128, !dbg !330

117:                                              ; preds = %115
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !331
    #dbg_value(i32 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !331
    #dbg_value(i32 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !331
    #dbg_value(i32 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !331
    #dbg_value(i32 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !331
    #dbg_value(i32 5, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !331
    #dbg_value(i32 6, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6), !dbg !331
    #dbg_value(i32 7, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !331
    #dbg_value(i32 8, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8), !dbg !331
    #dbg_value(i32 9, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !326
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9), !dbg !331
  br label %128, !dbg !331

128:                                              ; preds = %116, %117
    #dbg_value(i32 10, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -90, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !333
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !334
    #dbg_value(i32 poison, !240, !DIExpression(), !244)
    #dbg_value(i32 0, !241, !DIExpression(), !244)
  br label %129, !dbg !335

129:                                              ; preds = %128, %178
  %130 = phi i64 [ 0, %128 ], [ %179, %178 ]
    #dbg_value(i64 %130, !241, !DIExpression(), !244)
    #dbg_value(i64 0, !242, !DIExpression(), !244)
  %131 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 0, !dbg !340
  %132 = load volatile i32, ptr %131, align 8, !dbg !340, !tbaa !279
  %133 = zext i32 %132 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
  br i1 %18, label %134, label %150, !dbg !347

134:                                              ; preds = %129
    #dbg_value(i64 1, !242, !DIExpression(), !244)
  %135 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 1, !dbg !340
  %136 = load volatile i32, ptr %135, align 4, !dbg !340, !tbaa !279
  %137 = zext i32 %136 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
    #dbg_value(i64 2, !242, !DIExpression(), !244)
  %138 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 2, !dbg !340
  %139 = load volatile i32, ptr %138, align 8, !dbg !340, !tbaa !279
  %140 = zext i32 %139 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
    #dbg_value(i64 3, !242, !DIExpression(), !244)
  %141 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 3, !dbg !340
  %142 = load volatile i32, ptr %141, align 4, !dbg !340, !tbaa !279
  %143 = zext i32 %142 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
    #dbg_value(i64 4, !242, !DIExpression(), !244)
  %144 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 4, !dbg !340
  %145 = load volatile i32, ptr %144, align 8, !dbg !340, !tbaa !279
  %146 = zext i32 %145 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
    #dbg_value(i64 5, !242, !DIExpression(), !244)
  %147 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 5, !dbg !340
  %148 = load volatile i32, ptr %147, align 4, !dbg !340, !tbaa !279
  %149 = zext i32 %148 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
  br label %178, !dbg !347

150:                                              ; preds = %129
  %151 = trunc nuw nsw i64 %130 to i32, !dbg !348
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %151, i32 noundef 0), !dbg !348
    #dbg_value(i64 1, !242, !DIExpression(), !244)
  %153 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 1, !dbg !340
  %154 = load volatile i32, ptr %153, align 4, !dbg !340, !tbaa !279
  %155 = zext i32 %154 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
  %156 = trunc nuw nsw i64 %130 to i32, !dbg !348
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %156, i32 noundef 1), !dbg !348
    #dbg_value(i64 2, !242, !DIExpression(), !244)
  %158 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 2, !dbg !340
  %159 = load volatile i32, ptr %158, align 8, !dbg !340, !tbaa !279
  %160 = zext i32 %159 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
  %161 = trunc nuw nsw i64 %130 to i32, !dbg !348
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %161, i32 noundef 2), !dbg !348
    #dbg_value(i64 3, !242, !DIExpression(), !244)
  %163 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 3, !dbg !340
  %164 = load volatile i32, ptr %163, align 4, !dbg !340, !tbaa !279
  %165 = zext i32 %164 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
  %166 = trunc nuw nsw i64 %130 to i32, !dbg !348
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %166, i32 noundef 3), !dbg !348
    #dbg_value(i64 4, !242, !DIExpression(), !244)
  %168 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 4, !dbg !340
  %169 = load volatile i32, ptr %168, align 8, !dbg !340, !tbaa !279
  %170 = zext i32 %169 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
  %171 = trunc nuw nsw i64 %130 to i32, !dbg !348
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %171, i32 noundef 4), !dbg !348
    #dbg_value(i64 5, !242, !DIExpression(), !244)
  %173 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 5, !dbg !340
  %174 = load volatile i32, ptr %173, align 4, !dbg !340, !tbaa !279
  %175 = zext i32 %174 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !346
  %176 = trunc nuw nsw i64 %130 to i32, !dbg !348
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %176, i32 noundef 5), !dbg !348
  br label %178, !dbg !348

178:                                              ; preds = %134, %150
    #dbg_value(i64 6, !242, !DIExpression(), !244)
  %179 = add nuw nsw i64 %130, 1, !dbg !350
    #dbg_value(i64 %179, !241, !DIExpression(), !244)
  %180 = icmp eq i64 %179, 6, !dbg !351
  br i1 %180, label %181, label %129, !dbg !335, !llvm.loop !352

181:                                              ; preds = %178
    #dbg_value(i32 poison, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !354
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !355
    #dbg_value(i32 0, !240, !DIExpression(), !244)
  br label %182, !dbg !356

182:                                              ; preds = %181, %255
  %183 = phi i64 [ 0, %181 ], [ %256, %255 ]
    #dbg_value(i64 %183, !240, !DIExpression(), !244)
    #dbg_value(i64 0, !241, !DIExpression(), !244)
    #dbg_value(i32 poison, !242, !DIExpression(), !244)
  %184 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 0, !dbg !358
  %185 = load i32, ptr %184, align 4, !dbg !358, !tbaa !279
  %186 = zext i32 %185 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  br i1 %18, label %187, label %212, !dbg !368

187:                                              ; preds = %182
    #dbg_value(i32 poison, !242, !DIExpression(), !244)
    #dbg_value(i64 1, !241, !DIExpression(), !244)
  %188 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 1, !dbg !358
  %189 = load i32, ptr %188, align 4, !dbg !358, !tbaa !279
  %190 = zext i32 %189 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
    #dbg_value(i64 2, !241, !DIExpression(), !244)
  %191 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 2, !dbg !358
  %192 = load i32, ptr %191, align 4, !dbg !358, !tbaa !279
  %193 = zext i32 %192 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
    #dbg_value(i64 3, !241, !DIExpression(), !244)
  %194 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 3, !dbg !358
  %195 = load i32, ptr %194, align 4, !dbg !358, !tbaa !279
  %196 = zext i32 %195 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %196, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
    #dbg_value(i64 4, !241, !DIExpression(), !244)
  %197 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 4, !dbg !358
  %198 = load i32, ptr %197, align 4, !dbg !358, !tbaa !279
  %199 = zext i32 %198 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
    #dbg_value(i64 5, !241, !DIExpression(), !244)
  %200 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 5, !dbg !358
  %201 = load i32, ptr %200, align 4, !dbg !358, !tbaa !279
  %202 = zext i32 %201 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
    #dbg_value(i64 6, !241, !DIExpression(), !244)
  %203 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 6, !dbg !358
  %204 = load i32, ptr %203, align 4, !dbg !358, !tbaa !279
  %205 = zext i32 %204 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
    #dbg_value(i64 7, !241, !DIExpression(), !244)
  %206 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 7, !dbg !358
  %207 = load i32, ptr %206, align 4, !dbg !358, !tbaa !279
  %208 = zext i32 %207 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
    #dbg_value(i64 8, !241, !DIExpression(), !244)
  %209 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 8, !dbg !358
  %210 = load i32, ptr %209, align 4, !dbg !358, !tbaa !279
  %211 = zext i32 %210 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  br label %255, !dbg !368

212:                                              ; preds = %182
  %213 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %213, i32 noundef 0, i32 noundef 0), !dbg !369
    #dbg_value(i32 poison, !242, !DIExpression(), !244)
    #dbg_value(i64 1, !241, !DIExpression(), !244)
  %215 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 1, !dbg !358
  %216 = load i32, ptr %215, align 4, !dbg !358, !tbaa !279
  %217 = zext i32 %216 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %218 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %218, i32 noundef 1, i32 noundef 0), !dbg !369
    #dbg_value(i64 2, !241, !DIExpression(), !244)
  %220 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 2, !dbg !358
  %221 = load i32, ptr %220, align 4, !dbg !358, !tbaa !279
  %222 = zext i32 %221 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %223 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %223, i32 noundef 2, i32 noundef 0), !dbg !369
    #dbg_value(i64 3, !241, !DIExpression(), !244)
  %225 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 3, !dbg !358
  %226 = load i32, ptr %225, align 4, !dbg !358, !tbaa !279
  %227 = zext i32 %226 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %228 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %228, i32 noundef 3, i32 noundef 0), !dbg !369
    #dbg_value(i64 4, !241, !DIExpression(), !244)
  %230 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 4, !dbg !358
  %231 = load i32, ptr %230, align 4, !dbg !358, !tbaa !279
  %232 = zext i32 %231 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %233 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %233, i32 noundef 4, i32 noundef 0), !dbg !369
    #dbg_value(i64 5, !241, !DIExpression(), !244)
  %235 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 5, !dbg !358
  %236 = load i32, ptr %235, align 4, !dbg !358, !tbaa !279
  %237 = zext i32 %236 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %238 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %238, i32 noundef 5, i32 noundef 0), !dbg !369
    #dbg_value(i64 6, !241, !DIExpression(), !244)
  %240 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 6, !dbg !358
  %241 = load i32, ptr %240, align 4, !dbg !358, !tbaa !279
  %242 = zext i32 %241 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %243 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %243, i32 noundef 6, i32 noundef 0), !dbg !369
    #dbg_value(i64 7, !241, !DIExpression(), !244)
  %245 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 7, !dbg !358
  %246 = load i32, ptr %245, align 4, !dbg !358, !tbaa !279
  %247 = zext i32 %246 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %248 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %248, i32 noundef 7, i32 noundef 0), !dbg !369
    #dbg_value(i64 8, !241, !DIExpression(), !244)
  %250 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 8, !dbg !358
  %251 = load i32, ptr %250, align 4, !dbg !358, !tbaa !279
  %252 = zext i32 %251 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !367
  %253 = trunc nuw nsw i64 %183 to i32, !dbg !369
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %253, i32 noundef 8, i32 noundef 0), !dbg !369
  br label %255, !dbg !369

255:                                              ; preds = %187, %212
    #dbg_value(i32 poison, !242, !DIExpression(), !244)
    #dbg_value(i64 9, !241, !DIExpression(), !244)
  %256 = add nuw nsw i64 %183, 1, !dbg !371
    #dbg_value(i64 %256, !240, !DIExpression(), !244)
  %257 = icmp eq i64 %256, 7, !dbg !372
  br i1 %257, label %258, label %182, !dbg !356, !llvm.loop !373

258:                                              ; preds = %255
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !375
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !376
  tail call fastcc void @transparent_crc(i64 noundef -414380595, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !377
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !379
    #dbg_value(i32 0, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
  br i1 %18, label %259, label %260, !dbg !384

259:                                              ; preds = %258
    #dbg_value(i32 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
    #dbg_value(i32 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
    #dbg_value(i32 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
    #dbg_value(i32 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
  br label %266, !dbg !384

260:                                              ; preds = %258
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !385
    #dbg_value(i32 1, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !385
    #dbg_value(i32 2, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !385
    #dbg_value(i32 3, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !385
    #dbg_value(i32 4, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !385
  br label %266, !dbg !385

266:                                              ; preds = %259, %260
    #dbg_value(i32 5, !240, !DIExpression(), !244)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !387
  tail call fastcc void @transparent_crc(i64 noundef -6713740073209072870, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef -21143, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !389
  %267 = load volatile i64, ptr @g_399, align 8, !dbg !390, !tbaa !391
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !393
  tail call fastcc void @transparent_crc(i64 noundef -1225755933, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !394
  %268 = load volatile i64, ptr @g_489, align 8, !dbg !395, !tbaa !391
  tail call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !396
  tail call fastcc void @transparent_crc(i64 noundef 3441186408, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !397
  %269 = load i32, ptr @crc32_context, align 4, !dbg !398, !tbaa !279
  %270 = xor i32 %269, -1, !dbg !399
    #dbg_value(i32 %270, !400, !DIExpression(), !406)
    #dbg_value(i32 %19, !405, !DIExpression(), !406)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %270), !dbg !408
  ret i32 0, !dbg !409
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !410 {
    #dbg_value(i64 %0, !414, !DIExpression(), !417)
    #dbg_value(ptr %1, !415, !DIExpression(), !417)
    #dbg_value(i32 %2, !416, !DIExpression(), !417)
    #dbg_value(i64 %0, !418, !DIExpression(), !423)
    #dbg_value(i64 %0, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !430)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !432, !tbaa !279
  %5 = lshr i32 %4, 8, !dbg !433
  %6 = zext i32 %4 to i64, !dbg !434
  %7 = xor i64 %6, %0, !dbg !434
  %8 = and i64 %7, 255, !dbg !435
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !435
  %10 = load i32, ptr %9, align 4, !dbg !435, !tbaa !279
  %11 = xor i32 %5, %10, !dbg !436
  %12 = lshr i64 %0, 8, !dbg !437
    #dbg_value(i64 %12, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !438)
  %13 = lshr i32 %11, 8, !dbg !440
  %14 = zext i32 %11 to i64, !dbg !441
  %15 = xor i64 %12, %14, !dbg !441
  %16 = and i64 %15, 255, !dbg !442
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !442
  %18 = load i32, ptr %17, align 4, !dbg !442, !tbaa !279
  %19 = xor i32 %13, %18, !dbg !443
  %20 = lshr i64 %0, 16, !dbg !444
    #dbg_value(i64 %20, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !445)
  %21 = lshr i32 %19, 8, !dbg !447
  %22 = zext i32 %19 to i64, !dbg !448
  %23 = xor i64 %20, %22, !dbg !448
  %24 = and i64 %23, 255, !dbg !449
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !449
  %26 = load i32, ptr %25, align 4, !dbg !449, !tbaa !279
  %27 = xor i32 %21, %26, !dbg !450
  %28 = lshr i64 %0, 24, !dbg !451
    #dbg_value(i64 %28, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !452)
  %29 = lshr i32 %27, 8, !dbg !454
  %30 = zext i32 %27 to i64, !dbg !455
  %31 = xor i64 %28, %30, !dbg !455
  %32 = and i64 %31, 255, !dbg !456
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !456
  %34 = load i32, ptr %33, align 4, !dbg !456, !tbaa !279
  %35 = xor i32 %29, %34, !dbg !457
  %36 = lshr i64 %0, 32, !dbg !458
    #dbg_value(i64 %36, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !459)
  %37 = lshr i32 %35, 8, !dbg !461
  %38 = zext i32 %35 to i64, !dbg !462
  %39 = xor i64 %36, %38, !dbg !462
  %40 = and i64 %39, 255, !dbg !463
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !463
  %42 = load i32, ptr %41, align 4, !dbg !463, !tbaa !279
  %43 = xor i32 %37, %42, !dbg !464
  %44 = lshr i64 %0, 40, !dbg !465
    #dbg_value(i64 %44, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !466)
  %45 = lshr i32 %43, 8, !dbg !468
  %46 = zext i32 %43 to i64, !dbg !469
  %47 = xor i64 %44, %46, !dbg !469
  %48 = and i64 %47, 255, !dbg !470
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !470
  %50 = load i32, ptr %49, align 4, !dbg !470, !tbaa !279
  %51 = xor i32 %45, %50, !dbg !471
  %52 = lshr i64 %0, 48, !dbg !472
    #dbg_value(i64 %52, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !473)
  %53 = lshr i32 %51, 8, !dbg !475
  %54 = zext i32 %51 to i64, !dbg !476
  %55 = xor i64 %52, %54, !dbg !476
  %56 = and i64 %55, 255, !dbg !477
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !477
  %58 = load i32, ptr %57, align 4, !dbg !477, !tbaa !279
  %59 = xor i32 %53, %58, !dbg !478
  %60 = lshr i64 %0, 56, !dbg !479
    #dbg_value(i64 %60, !425, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !480)
  %61 = lshr i32 %59, 8, !dbg !482
  %62 = and i32 %59, 255, !dbg !483
  %63 = zext nneg i32 %62 to i64, !dbg !483
  %64 = xor i64 %60, %63, !dbg !483
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !483
  %66 = load i32, ptr %65, align 4, !dbg !483, !tbaa !279
  %67 = xor i32 %61, %66, !dbg !484
  store i32 %67, ptr @crc32_context, align 4, !dbg !485, !tbaa !279
  %68 = icmp eq i32 %2, 0, !dbg !486
  br i1 %68, label %73, label %69, !dbg !488

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !489
  %71 = zext i32 %70 to i64, !dbg !489
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71), !dbg !491
  br label %73, !dbg !492

73:                                               ; preds = %69, %3
  ret void, !dbg !493
}

; Function Attrs: nofree nounwind
declare !dbg !494 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!224, !225, !226, !227, !228, !229, !230}
!llvm.ident = !{!231}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 386, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1008.c", directory: ".", checksumkind: CSK_MD5, checksum: "04cce2c8f2c8b2ffb062cc09b54cb04f")
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
!50 = distinct !DIGlobalVariable(name: "g_119", scope: !51, file: !2, line: 31, type: !221, isLocal: true, isDefinition: true)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !52, splitDebugInlining: false, nameTableKind: None)
!52 = !{!53, !0, !7, !12, !17, !22, !27, !32, !34, !36, !38, !40, !42, !47, !58, !63, !68, !70, !72, !74, !76, !78, !80, !82, !84, !89, !91, !93, !95, !97, !99, !101, !103, !114, !121, !124, !129, !135, !137, !145, !148, !151, !153, !155, !160, !168, !173, !49, !175, !177, !179, !184, !186, !188, !190, !195, !197, !200, !202, !204, !206, !209, !211, !214, !216, !219}
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
!105 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 8192, elements: !112)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !108, line: 26, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !110, line: 42, baseType: !111)
!110 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!112 = !{!113}
!113 = !DISubrange(count: 256)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "g_219", scope: !51, file: !2, line: 42, type: !116, isLocal: true, isDefinition: true)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !118, line: 25, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !110, line: 39, baseType: !120)
!120 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "g_218", scope: !51, file: !2, line: 43, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !105, line: 114, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 36)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_4", scope: !51, file: !2, line: 17, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 160, elements: !15)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !118, line: 26, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !110, line: 41, baseType: !134)
!134 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "g_12", scope: !51, file: !2, line: 18, type: !117, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_14", scope: !51, file: !2, line: 19, type: !139, isLocal: true, isDefinition: true)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !140, size: 432, elements: !143)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !108, line: 25, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !110, line: 40, baseType: !142)
!142 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!143 = !{!144, !88}
!144 = !DISubrange(count: 3)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "g_18", scope: !51, file: !2, line: 20, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 160, elements: !15)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_34", scope: !51, file: !2, line: 21, type: !150, isLocal: true, isDefinition: true)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 192, elements: !45)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!152 = distinct !DIGlobalVariable(name: "g_42", scope: !51, file: !2, line: 24, type: !132, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!154 = distinct !DIGlobalVariable(name: "g_59", scope: !51, file: !2, line: 26, type: !107, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!156 = distinct !DIGlobalVariable(name: "g_69", scope: !51, file: !2, line: 27, type: !157, isLocal: true, isDefinition: true)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !118, line: 27, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !110, line: 44, baseType: !159)
!159 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_90", scope: !51, file: !2, line: 28, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 640, elements: !166)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !108, line: 27, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !110, line: 45, baseType: !165)
!165 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!166 = !{!167}
!167 = !DISubrange(count: 10)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression(DW_OP_constu, 18446744073709551526, DW_OP_stack_value))
!169 = distinct !DIGlobalVariable(name: "g_115", scope: !51, file: !2, line: 29, type: !170, isLocal: true, isDefinition: true)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !118, line: 24, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !110, line: 37, baseType: !172)
!172 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!174 = distinct !DIGlobalVariable(name: "g_118", scope: !51, file: !2, line: 30, type: !107, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!176 = distinct !DIGlobalVariable(name: "g_122", scope: !51, file: !2, line: 32, type: !107, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!178 = distinct !DIGlobalVariable(name: "g_127", scope: !51, file: !2, line: 33, type: !132, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "g_138", scope: !51, file: !2, line: 34, type: !181, isLocal: true, isDefinition: true)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 2016, elements: !182)
!182 = !{!6, !88, !183}
!183 = !DISubrange(count: 1)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!185 = distinct !DIGlobalVariable(name: "g_163", scope: !51, file: !2, line: 36, type: !140, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!187 = distinct !DIGlobalVariable(name: "g_165", scope: !51, file: !2, line: 37, type: !140, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression(DW_OP_constu, 18446744073295171021, DW_OP_stack_value))
!189 = distinct !DIGlobalVariable(name: "g_167", scope: !51, file: !2, line: 38, type: !132, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!191 = distinct !DIGlobalVariable(name: "g_179", scope: !51, file: !2, line: 40, type: !192, isLocal: true, isDefinition: true)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !108, line: 24, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !110, line: 38, baseType: !194)
!194 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!196 = distinct !DIGlobalVariable(name: "g_181", scope: !51, file: !2, line: 41, type: !192, isLocal: true, isDefinition: true)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(name: "g_250", scope: !51, file: !2, line: 46, type: !199, isLocal: true, isDefinition: true)
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !170, size: 40, elements: !15)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!201 = distinct !DIGlobalVariable(name: "g_273", scope: !51, file: !2, line: 47, type: !140, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression(DW_OP_constu, 11733004000500478746, DW_OP_stack_value))
!203 = distinct !DIGlobalVariable(name: "g_343", scope: !51, file: !2, line: 49, type: !157, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression(DW_OP_constu, 18446744073709530473, DW_OP_stack_value))
!205 = distinct !DIGlobalVariable(name: "g_363", scope: !51, file: !2, line: 52, type: !117, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_399", scope: !51, file: !2, line: 54, type: !208, isLocal: true, isDefinition: true)
!208 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !157)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression(DW_OP_constu, 18446744072483795683, DW_OP_stack_value))
!210 = distinct !DIGlobalVariable(name: "g_416", scope: !51, file: !2, line: 61, type: !132, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(name: "g_489", scope: !51, file: !2, line: 66, type: !213, isLocal: true, isDefinition: true)
!213 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !163)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression(DW_OP_constu, 18446744072855770728, DW_OP_stack_value))
!215 = distinct !DIGlobalVariable(name: "g_526", scope: !51, file: !2, line: 67, type: !107, isLocal: true, isDefinition: true)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(scope: null, file: !218, line: 56, type: !60, isLocal: true, isDefinition: true)
!218 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "crc32_context", scope: !51, file: !105, line: 48, type: !107, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !222, size: 1152, elements: !223)
!222 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !107)
!223 = !{!183, !46, !46}
!224 = !{i32 7, !"Dwarf Version", i32 5}
!225 = !{i32 2, !"Debug Info Version", i32 3}
!226 = !{i32 1, !"wchar_size", i32 4}
!227 = !{i32 8, !"PIC Level", i32 2}
!228 = !{i32 7, !"PIE Level", i32 2}
!229 = !{i32 7, !"uwtable", i32 2}
!230 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!231 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!232 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 376, type: !233, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !237)
!233 = !DISubroutineType(types: !234)
!234 = !{!134, !134, !235}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!237 = !{!238, !239, !240, !241, !242, !243}
!238 = !DILocalVariable(name: "argc", arg: 1, scope: !232, file: !2, line: 376, type: !134)
!239 = !DILocalVariable(name: "argv", arg: 2, scope: !232, file: !2, line: 376, type: !235)
!240 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 378, type: !134)
!241 = !DILocalVariable(name: "j", scope: !232, file: !2, line: 378, type: !134)
!242 = !DILocalVariable(name: "k", scope: !232, file: !2, line: 378, type: !134)
!243 = !DILocalVariable(name: "print_hash_value", scope: !232, file: !2, line: 379, type: !134)
!244 = !DILocation(line: 0, scope: !232)
!245 = !DILocation(line: 380, column: 14, scope: !246)
!246 = distinct !DILexicalBlock(scope: !232, file: !2, line: 380, column: 9)
!247 = !DILocation(line: 380, column: 19, scope: !246)
!248 = !DILocation(line: 380, column: 29, scope: !246)
!249 = !{!250, !250, i64 0}
!250 = !{!"any pointer", !251, i64 0}
!251 = !{!"omnipotent char", !252, i64 0}
!252 = !{!"Simple C/C++ TBAA"}
!253 = !DILocation(line: 380, column: 43, scope: !246)
!254 = !DILocation(line: 380, column: 9, scope: !232)
!255 = !DILocalVariable(name: "poly", scope: !256, file: !105, line: 54, type: !263)
!256 = distinct !DISubprogram(name: "crc32_gentab", scope: !105, file: !105, line: 51, type: !257, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{null}
!259 = !{!260, !255, !261, !262}
!260 = !DILocalVariable(name: "crc", scope: !256, file: !105, line: 53, type: !107)
!261 = !DILocalVariable(name: "i", scope: !256, file: !105, line: 55, type: !134)
!262 = !DILocalVariable(name: "j", scope: !256, file: !105, line: 55, type: !134)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!264 = !DILocation(line: 0, scope: !256, inlinedAt: !265)
!265 = distinct !DILocation(line: 382, column: 5, scope: !232)
!266 = !DILocation(line: 57, column: 2, scope: !267, inlinedAt: !265)
!267 = distinct !DILexicalBlock(scope: !256, file: !105, line: 57, column: 2)
!268 = !DILocation(line: 57, column: 24, scope: !269, inlinedAt: !265)
!269 = distinct !DILexicalBlock(scope: !267, file: !105, line: 57, column: 2)
!270 = !DILocation(line: 60, column: 12, scope: !271, inlinedAt: !265)
!271 = distinct !DILexicalBlock(scope: !272, file: !105, line: 60, column: 8)
!272 = distinct !DILexicalBlock(scope: !273, file: !105, line: 59, column: 27)
!273 = distinct !DILexicalBlock(scope: !274, file: !105, line: 59, column: 3)
!274 = distinct !DILexicalBlock(scope: !275, file: !105, line: 59, column: 3)
!275 = distinct !DILexicalBlock(scope: !269, file: !105, line: 57, column: 28)
!276 = !DILocation(line: 60, column: 8, scope: !272, inlinedAt: !265)
!277 = !DILocation(line: 66, column: 3, scope: !275, inlinedAt: !265)
!278 = !DILocation(line: 66, column: 16, scope: !275, inlinedAt: !265)
!279 = !{!280, !280, i64 0}
!280 = !{!"int", !251, i64 0}
!281 = distinct !{!281, !266, !282, !283, !284, !285}
!282 = !DILocation(line: 67, column: 2, scope: !267, inlinedAt: !265)
!283 = !{!"llvm.loop.mustprogress"}
!284 = !{!"llvm.loop.isvectorized", i32 1}
!285 = !{!"llvm.loop.unroll.runtime.disable"}
!286 = !DILocation(line: 386, column: 9, scope: !287)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 385, column: 5)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 384, column: 5)
!289 = distinct !DILexicalBlock(scope: !232, file: !2, line: 384, column: 5)
!290 = !DILocation(line: 387, column: 13, scope: !287)
!291 = !DILocation(line: 387, column: 31, scope: !292)
!292 = distinct !DILexicalBlock(scope: !287, file: !2, line: 387, column: 13)
!293 = !DILocation(line: 390, column: 5, scope: !232)
!294 = !DILocation(line: 391, column: 5, scope: !295)
!295 = distinct !DILexicalBlock(scope: !232, file: !2, line: 391, column: 5)
!296 = !DILocation(line: 395, column: 13, scope: !297)
!297 = distinct !DILexicalBlock(scope: !298, file: !2, line: 394, column: 9)
!298 = distinct !DILexicalBlock(scope: !299, file: !2, line: 393, column: 9)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 393, column: 9)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 392, column: 5)
!301 = distinct !DILexicalBlock(scope: !295, file: !2, line: 391, column: 5)
!302 = !DILocation(line: 396, column: 17, scope: !297)
!303 = !DILocation(line: 396, column: 35, scope: !304)
!304 = distinct !DILexicalBlock(scope: !297, file: !2, line: 396, column: 17)
!305 = !DILocation(line: 391, column: 25, scope: !301)
!306 = !DILocation(line: 391, column: 19, scope: !301)
!307 = distinct !{!307, !294, !308, !283}
!308 = !DILocation(line: 399, column: 5, scope: !295)
!309 = !DILocation(line: 402, column: 9, scope: !310)
!310 = distinct !DILexicalBlock(scope: !311, file: !2, line: 401, column: 5)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 400, column: 5)
!312 = distinct !DILexicalBlock(scope: !232, file: !2, line: 400, column: 5)
!313 = !DILocation(line: 403, column: 13, scope: !310)
!314 = !DILocation(line: 408, column: 9, scope: !315)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 407, column: 5)
!316 = distinct !DILexicalBlock(scope: !317, file: !2, line: 406, column: 5)
!317 = distinct !DILexicalBlock(scope: !232, file: !2, line: 406, column: 5)
!318 = !DILocation(line: 409, column: 13, scope: !315)
!319 = !DILocation(line: 403, column: 31, scope: !320)
!320 = distinct !DILexicalBlock(scope: !310, file: !2, line: 403, column: 13)
!321 = !DILocation(line: 409, column: 31, scope: !322)
!322 = distinct !DILexicalBlock(scope: !315, file: !2, line: 409, column: 13)
!323 = !DILocation(line: 412, column: 5, scope: !232)
!324 = !DILocation(line: 413, column: 5, scope: !232)
!325 = !DILocation(line: 414, column: 5, scope: !232)
!326 = !DILocation(line: 417, column: 9, scope: !327)
!327 = distinct !DILexicalBlock(scope: !328, file: !2, line: 416, column: 5)
!328 = distinct !DILexicalBlock(scope: !329, file: !2, line: 415, column: 5)
!329 = distinct !DILexicalBlock(scope: !232, file: !2, line: 415, column: 5)
!330 = !DILocation(line: 418, column: 13, scope: !327)
!331 = !DILocation(line: 418, column: 31, scope: !332)
!332 = distinct !DILexicalBlock(scope: !327, file: !2, line: 418, column: 13)
!333 = !DILocation(line: 421, column: 5, scope: !232)
!334 = !DILocation(line: 422, column: 5, scope: !232)
!335 = !DILocation(line: 425, column: 9, scope: !336)
!336 = distinct !DILexicalBlock(scope: !337, file: !2, line: 425, column: 9)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 424, column: 5)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 423, column: 5)
!339 = distinct !DILexicalBlock(scope: !232, file: !2, line: 423, column: 5)
!340 = !DILocation(line: 429, column: 33, scope: !341)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 428, column: 13)
!342 = distinct !DILexicalBlock(scope: !343, file: !2, line: 427, column: 13)
!343 = distinct !DILexicalBlock(scope: !344, file: !2, line: 427, column: 13)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 426, column: 9)
!345 = distinct !DILexicalBlock(scope: !336, file: !2, line: 425, column: 9)
!346 = !DILocation(line: 429, column: 17, scope: !341)
!347 = !DILocation(line: 430, column: 21, scope: !341)
!348 = !DILocation(line: 430, column: 39, scope: !349)
!349 = distinct !DILexicalBlock(scope: !341, file: !2, line: 430, column: 21)
!350 = !DILocation(line: 425, column: 29, scope: !345)
!351 = !DILocation(line: 425, column: 23, scope: !345)
!352 = distinct !{!352, !335, !353, !283}
!353 = !DILocation(line: 433, column: 9, scope: !336)
!354 = !DILocation(line: 435, column: 5, scope: !232)
!355 = !DILocation(line: 436, column: 5, scope: !232)
!356 = !DILocation(line: 437, column: 5, scope: !357)
!357 = distinct !DILexicalBlock(scope: !232, file: !2, line: 437, column: 5)
!358 = !DILocation(line: 443, column: 33, scope: !359)
!359 = distinct !DILexicalBlock(scope: !360, file: !2, line: 442, column: 13)
!360 = distinct !DILexicalBlock(scope: !361, file: !2, line: 441, column: 13)
!361 = distinct !DILexicalBlock(scope: !362, file: !2, line: 441, column: 13)
!362 = distinct !DILexicalBlock(scope: !363, file: !2, line: 440, column: 9)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 439, column: 9)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 439, column: 9)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 438, column: 5)
!366 = distinct !DILexicalBlock(scope: !357, file: !2, line: 437, column: 5)
!367 = !DILocation(line: 443, column: 17, scope: !359)
!368 = !DILocation(line: 444, column: 21, scope: !359)
!369 = !DILocation(line: 444, column: 39, scope: !370)
!370 = distinct !DILexicalBlock(scope: !359, file: !2, line: 444, column: 21)
!371 = !DILocation(line: 437, column: 25, scope: !366)
!372 = !DILocation(line: 437, column: 19, scope: !366)
!373 = distinct !{!373, !356, !374, !283}
!374 = !DILocation(line: 448, column: 5, scope: !357)
!375 = !DILocation(line: 449, column: 5, scope: !232)
!376 = !DILocation(line: 450, column: 5, scope: !232)
!377 = !DILocation(line: 451, column: 5, scope: !232)
!378 = !DILocation(line: 452, column: 5, scope: !232)
!379 = !DILocation(line: 453, column: 5, scope: !232)
!380 = !DILocation(line: 456, column: 9, scope: !381)
!381 = distinct !DILexicalBlock(scope: !382, file: !2, line: 455, column: 5)
!382 = distinct !DILexicalBlock(scope: !383, file: !2, line: 454, column: 5)
!383 = distinct !DILexicalBlock(scope: !232, file: !2, line: 454, column: 5)
!384 = !DILocation(line: 457, column: 13, scope: !381)
!385 = !DILocation(line: 457, column: 31, scope: !386)
!386 = distinct !DILexicalBlock(scope: !381, file: !2, line: 457, column: 13)
!387 = !DILocation(line: 460, column: 5, scope: !232)
!388 = !DILocation(line: 461, column: 5, scope: !232)
!389 = !DILocation(line: 462, column: 5, scope: !232)
!390 = !DILocation(line: 463, column: 21, scope: !232)
!391 = !{!392, !392, i64 0}
!392 = !{!"long", !251, i64 0}
!393 = !DILocation(line: 463, column: 5, scope: !232)
!394 = !DILocation(line: 464, column: 5, scope: !232)
!395 = !DILocation(line: 465, column: 21, scope: !232)
!396 = !DILocation(line: 465, column: 5, scope: !232)
!397 = !DILocation(line: 466, column: 5, scope: !232)
!398 = !DILocation(line: 467, column: 23, scope: !232)
!399 = !DILocation(line: 467, column: 37, scope: !232)
!400 = !DILocalVariable(name: "crc", arg: 1, scope: !401, file: !218, line: 49, type: !107)
!401 = distinct !DISubprogram(name: "platform_main_end", scope: !218, file: !218, line: 49, type: !402, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !404)
!402 = !DISubroutineType(types: !403)
!403 = !{null, !107, !134}
!404 = !{!400, !405}
!405 = !DILocalVariable(name: "flag", arg: 2, scope: !401, file: !218, line: 49, type: !134)
!406 = !DILocation(line: 0, scope: !401, inlinedAt: !407)
!407 = distinct !DILocation(line: 467, column: 5, scope: !232)
!408 = !DILocation(line: 56, column: 2, scope: !401, inlinedAt: !407)
!409 = !DILocation(line: 468, column: 5, scope: !232)
!410 = distinct !DISubprogram(name: "transparent_crc", scope: !105, file: !105, line: 110, type: !411, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !413)
!411 = !DISubroutineType(types: !412)
!412 = !{null, !163, !236, !134}
!413 = !{!414, !415, !416}
!414 = !DILocalVariable(name: "val", arg: 1, scope: !410, file: !105, line: 110, type: !163)
!415 = !DILocalVariable(name: "vname", arg: 2, scope: !410, file: !105, line: 110, type: !236)
!416 = !DILocalVariable(name: "flag", arg: 3, scope: !410, file: !105, line: 110, type: !134)
!417 = !DILocation(line: 0, scope: !410)
!418 = !DILocalVariable(name: "val", arg: 1, scope: !419, file: !105, line: 97, type: !163)
!419 = distinct !DISubprogram(name: "crc32_8bytes", scope: !105, file: !105, line: 97, type: !420, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !422)
!420 = !DISubroutineType(types: !421)
!421 = !{null, !163}
!422 = !{!418}
!423 = !DILocation(line: 0, scope: !419, inlinedAt: !424)
!424 = distinct !DILocation(line: 112, column: 2, scope: !410)
!425 = !DILocalVariable(name: "b", arg: 1, scope: !426, file: !105, line: 71, type: !192)
!426 = distinct !DISubprogram(name: "crc32_byte", scope: !105, file: !105, line: 71, type: !427, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !429)
!427 = !DISubroutineType(types: !428)
!428 = !{null, !192}
!429 = !{!425}
!430 = !DILocation(line: 0, scope: !426, inlinedAt: !431)
!431 = distinct !DILocation(line: 99, column: 2, scope: !419, inlinedAt: !424)
!432 = !DILocation(line: 73, column: 5, scope: !426, inlinedAt: !431)
!433 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !431)
!434 = !DILocation(line: 74, column: 33, scope: !426, inlinedAt: !431)
!435 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !431)
!436 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !431)
!437 = !DILocation(line: 100, column: 18, scope: !419, inlinedAt: !424)
!438 = !DILocation(line: 0, scope: !426, inlinedAt: !439)
!439 = distinct !DILocation(line: 100, column: 2, scope: !419, inlinedAt: !424)
!440 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !439)
!441 = !DILocation(line: 74, column: 33, scope: !426, inlinedAt: !439)
!442 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !439)
!443 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !439)
!444 = !DILocation(line: 101, column: 18, scope: !419, inlinedAt: !424)
!445 = !DILocation(line: 0, scope: !426, inlinedAt: !446)
!446 = distinct !DILocation(line: 101, column: 2, scope: !419, inlinedAt: !424)
!447 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !446)
!448 = !DILocation(line: 74, column: 33, scope: !426, inlinedAt: !446)
!449 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !446)
!450 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !446)
!451 = !DILocation(line: 102, column: 18, scope: !419, inlinedAt: !424)
!452 = !DILocation(line: 0, scope: !426, inlinedAt: !453)
!453 = distinct !DILocation(line: 102, column: 2, scope: !419, inlinedAt: !424)
!454 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !453)
!455 = !DILocation(line: 74, column: 33, scope: !426, inlinedAt: !453)
!456 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !453)
!457 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !453)
!458 = !DILocation(line: 103, column: 18, scope: !419, inlinedAt: !424)
!459 = !DILocation(line: 0, scope: !426, inlinedAt: !460)
!460 = distinct !DILocation(line: 103, column: 2, scope: !419, inlinedAt: !424)
!461 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !460)
!462 = !DILocation(line: 74, column: 33, scope: !426, inlinedAt: !460)
!463 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !460)
!464 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !460)
!465 = !DILocation(line: 104, column: 18, scope: !419, inlinedAt: !424)
!466 = !DILocation(line: 0, scope: !426, inlinedAt: !467)
!467 = distinct !DILocation(line: 104, column: 2, scope: !419, inlinedAt: !424)
!468 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !467)
!469 = !DILocation(line: 74, column: 33, scope: !426, inlinedAt: !467)
!470 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !467)
!471 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !467)
!472 = !DILocation(line: 105, column: 18, scope: !419, inlinedAt: !424)
!473 = !DILocation(line: 0, scope: !426, inlinedAt: !474)
!474 = distinct !DILocation(line: 105, column: 2, scope: !419, inlinedAt: !424)
!475 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !474)
!476 = !DILocation(line: 74, column: 33, scope: !426, inlinedAt: !474)
!477 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !474)
!478 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !474)
!479 = !DILocation(line: 106, column: 18, scope: !419, inlinedAt: !424)
!480 = !DILocation(line: 0, scope: !426, inlinedAt: !481)
!481 = distinct !DILocation(line: 106, column: 2, scope: !419, inlinedAt: !424)
!482 = !DILocation(line: 73, column: 19, scope: !426, inlinedAt: !481)
!483 = !DILocation(line: 74, column: 3, scope: !426, inlinedAt: !481)
!484 = !DILocation(line: 73, column: 39, scope: !426, inlinedAt: !481)
!485 = !DILocation(line: 72, column: 16, scope: !426, inlinedAt: !481)
!486 = !DILocation(line: 113, column: 6, scope: !487)
!487 = distinct !DILexicalBlock(scope: !410, file: !105, line: 113, column: 6)
!488 = !DILocation(line: 113, column: 6, scope: !410)
!489 = !DILocation(line: 114, column: 73, scope: !490)
!490 = distinct !DILexicalBlock(scope: !487, file: !105, line: 113, column: 12)
!491 = !DILocation(line: 114, column: 5, scope: !490)
!492 = !DILocation(line: 115, column: 2, scope: !490)
!493 = !DILocation(line: 116, column: 1, scope: !410)
!494 = !DISubprogram(name: "printf", scope: !495, file: !495, line: 356, type: !496, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!496 = !DISubroutineType(types: !497)
!497 = !{!134, !498, null}
!498 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !499)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !500, size: 64)
!500 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
