; ModuleID = 'tests/programs/csmith/seed_1008.c'
source_filename = "tests/programs/csmith/seed_1008.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@g_119 = internal global [1 x [6 x [6 x i32]]] [[6 x [6 x i32]] [[6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603]]], align 4, !dbg !49
@.str.14 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !63
@.str.16 = private unnamed_addr constant [6 x i8] c"g_122\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [6 x i8] c"g_127\00", align 1, !dbg !70
@g_138 = internal unnamed_addr constant [7 x [9 x [1 x i32]]] [[9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1]]], align 4, !dbg !179
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !103
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !124
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !216

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !233 {
    #dbg_value(i32 %0, !239, !DIExpression(), !245)
    #dbg_value(ptr %1, !240, !DIExpression(), !245)
    #dbg_value(i32 0, !244, !DIExpression(), !245)
  %3 = icmp eq i32 %0, 2, !dbg !246
  br i1 %3, label %4, label %17, !dbg !248

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !249
  %6 = load ptr, ptr %5, align 8, !dbg !249, !tbaa !250
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !254
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !255
  %16 = zext i1 %15 to i32, !dbg !255
  br label %17, !dbg !255

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !245
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !245
    #dbg_value(i32 %19, !244, !DIExpression(), !245)
    #dbg_value(i32 -306674912, !256, !DIExpression(), !265)
    #dbg_value(i32 0, !262, !DIExpression(), !265)
  br label %20, !dbg !267

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !269
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !271
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !271
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !277
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !271
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !277
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !271
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !277
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !271
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !277
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !271
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !277
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !271
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !277
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !271
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !277
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !271
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !271
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !277
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !277
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !278
  store <4 x i32> %62, ptr %63, align 4, !dbg !279, !tbaa !280
  %64 = add nuw i64 %21, 4, !dbg !269
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !271
  %66 = icmp eq i64 %64, 256, !dbg !269
  br i1 %66, label %67, label %20, !dbg !269, !llvm.loop !282

67:                                               ; preds = %20
    #dbg_value(i32 0, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
  br i1 %18, label %68, label %69, !dbg !291

68:                                               ; preds = %67
    #dbg_value(i32 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
    #dbg_value(i32 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
    #dbg_value(i32 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
    #dbg_value(i32 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
  br label %75, !dbg !291

69:                                               ; preds = %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !292
    #dbg_value(i32 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !292
    #dbg_value(i32 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !292
    #dbg_value(i32 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !292
    #dbg_value(i32 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !292
  br label %75, !dbg !292

75:                                               ; preds = %68, %69
    #dbg_value(i32 5, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !294
    #dbg_value(i32 0, !241, !DIExpression(), !245)
  br label %76, !dbg !295

76:                                               ; preds = %75, %98
  %77 = phi i64 [ 0, %75 ], [ %99, %98 ]
    #dbg_value(i64 %77, !241, !DIExpression(), !245)
    #dbg_value(i64 0, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  br i1 %18, label %78, label %79, !dbg !303

78:                                               ; preds = %76
    #dbg_value(i64 1, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
    #dbg_value(i64 2, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
    #dbg_value(i64 3, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
    #dbg_value(i64 4, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
    #dbg_value(i64 5, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
    #dbg_value(i64 6, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
    #dbg_value(i64 7, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
    #dbg_value(i64 8, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  br label %98, !dbg !303

79:                                               ; preds = %76
  %80 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %80, i32 noundef 0), !dbg !304
    #dbg_value(i64 1, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %82 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %82, i32 noundef 1), !dbg !304
    #dbg_value(i64 2, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %84 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %84, i32 noundef 2), !dbg !304
    #dbg_value(i64 3, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %86 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %86, i32 noundef 3), !dbg !304
    #dbg_value(i64 4, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %88 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %88, i32 noundef 4), !dbg !304
    #dbg_value(i64 5, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %90 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %90, i32 noundef 5), !dbg !304
    #dbg_value(i64 6, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %92 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %92, i32 noundef 6), !dbg !304
    #dbg_value(i64 7, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %94 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %94, i32 noundef 7), !dbg !304
    #dbg_value(i64 8, !242, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !297
  %96 = trunc nuw nsw i64 %77 to i32, !dbg !304
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %96, i32 noundef 8), !dbg !304
  br label %98, !dbg !304

98:                                               ; preds = %78, %79
    #dbg_value(i64 9, !242, !DIExpression(), !245)
  %99 = add nuw nsw i64 %77, 1, !dbg !306
    #dbg_value(i64 %99, !241, !DIExpression(), !245)
  %100 = icmp eq i64 %99, 3, !dbg !307
  br i1 %100, label %101, label %76, !dbg !295, !llvm.loop !308

101:                                              ; preds = %98
    #dbg_value(i64 0, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
  br i1 %18, label %102, label %103, !dbg !314

102:                                              ; preds = %101
    #dbg_value(i64 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
    #dbg_value(i64 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
    #dbg_value(i64 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
    #dbg_value(i64 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
    #dbg_value(i64 0, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
    #dbg_value(i64 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
    #dbg_value(i64 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
    #dbg_value(i64 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
    #dbg_value(i64 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
    #dbg_value(i64 5, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
  br label %115, !dbg !319

103:                                              ; preds = %101
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !320
    #dbg_value(i64 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !320
    #dbg_value(i64 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !320
    #dbg_value(i64 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !320
    #dbg_value(i64 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !310
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !320
    #dbg_value(i64 0, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !322
    #dbg_value(i64 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !322
    #dbg_value(i64 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !322
    #dbg_value(i64 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !322
    #dbg_value(i64 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !322
    #dbg_value(i64 5, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !315
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !322
  br label %115, !dbg !322

115:                                              ; preds = %102, %103
    #dbg_value(i64 6, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !324
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !325
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !326
    #dbg_value(i32 0, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  br i1 %18, label %116, label %117, !dbg !331

116:                                              ; preds = %115
    #dbg_value(i32 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 5, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 6, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 7, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 8, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
    #dbg_value(i32 9, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  br label %128, !dbg !331

117:                                              ; preds = %115
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !332
    #dbg_value(i32 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !332
    #dbg_value(i32 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !332
    #dbg_value(i32 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !332
    #dbg_value(i32 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !332
    #dbg_value(i32 5, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !332
    #dbg_value(i32 6, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6), !dbg !332
    #dbg_value(i32 7, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !332
    #dbg_value(i32 8, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8), !dbg !332
    #dbg_value(i32 9, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !327
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9), !dbg !332
  br label %128, !dbg !332

128:                                              ; preds = %116, %117
    #dbg_value(i32 10, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -90, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !334
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !335
    #dbg_value(i32 poison, !241, !DIExpression(), !245)
    #dbg_value(i32 0, !242, !DIExpression(), !245)
  br label %129, !dbg !336

129:                                              ; preds = %128, %178
  %130 = phi i64 [ 0, %128 ], [ %179, %178 ]
    #dbg_value(i64 %130, !242, !DIExpression(), !245)
    #dbg_value(i64 0, !243, !DIExpression(), !245)
  %131 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 0, !dbg !341
  %132 = load volatile i32, ptr %131, align 4, !dbg !341, !tbaa !280
  %133 = zext i32 %132 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
  br i1 %18, label %134, label %150, !dbg !348

134:                                              ; preds = %129
    #dbg_value(i64 1, !243, !DIExpression(), !245)
  %135 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 1, !dbg !341
  %136 = load volatile i32, ptr %135, align 4, !dbg !341, !tbaa !280
  %137 = zext i32 %136 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
    #dbg_value(i64 2, !243, !DIExpression(), !245)
  %138 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 2, !dbg !341
  %139 = load volatile i32, ptr %138, align 4, !dbg !341, !tbaa !280
  %140 = zext i32 %139 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
    #dbg_value(i64 3, !243, !DIExpression(), !245)
  %141 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 3, !dbg !341
  %142 = load volatile i32, ptr %141, align 4, !dbg !341, !tbaa !280
  %143 = zext i32 %142 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
    #dbg_value(i64 4, !243, !DIExpression(), !245)
  %144 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 4, !dbg !341
  %145 = load volatile i32, ptr %144, align 4, !dbg !341, !tbaa !280
  %146 = zext i32 %145 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
    #dbg_value(i64 5, !243, !DIExpression(), !245)
  %147 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 5, !dbg !341
  %148 = load volatile i32, ptr %147, align 4, !dbg !341, !tbaa !280
  %149 = zext i32 %148 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
  br label %178, !dbg !348

150:                                              ; preds = %129
  %151 = trunc nuw nsw i64 %130 to i32, !dbg !349
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %151, i32 noundef 0), !dbg !349
    #dbg_value(i64 1, !243, !DIExpression(), !245)
  %153 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 1, !dbg !341
  %154 = load volatile i32, ptr %153, align 4, !dbg !341, !tbaa !280
  %155 = zext i32 %154 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
  %156 = trunc nuw nsw i64 %130 to i32, !dbg !349
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %156, i32 noundef 1), !dbg !349
    #dbg_value(i64 2, !243, !DIExpression(), !245)
  %158 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 2, !dbg !341
  %159 = load volatile i32, ptr %158, align 4, !dbg !341, !tbaa !280
  %160 = zext i32 %159 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
  %161 = trunc nuw nsw i64 %130 to i32, !dbg !349
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %161, i32 noundef 2), !dbg !349
    #dbg_value(i64 3, !243, !DIExpression(), !245)
  %163 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 3, !dbg !341
  %164 = load volatile i32, ptr %163, align 4, !dbg !341, !tbaa !280
  %165 = zext i32 %164 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
  %166 = trunc nuw nsw i64 %130 to i32, !dbg !349
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %166, i32 noundef 3), !dbg !349
    #dbg_value(i64 4, !243, !DIExpression(), !245)
  %168 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 4, !dbg !341
  %169 = load volatile i32, ptr %168, align 4, !dbg !341, !tbaa !280
  %170 = zext i32 %169 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
  %171 = trunc nuw nsw i64 %130 to i32, !dbg !349
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %171, i32 noundef 4), !dbg !349
    #dbg_value(i64 5, !243, !DIExpression(), !245)
  %173 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %130, i64 5, !dbg !341
  %174 = load volatile i32, ptr %173, align 4, !dbg !341, !tbaa !280
  %175 = zext i32 %174 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !347
  %176 = trunc nuw nsw i64 %130 to i32, !dbg !349
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %176, i32 noundef 5), !dbg !349
  br label %178, !dbg !349

178:                                              ; preds = %134, %150
    #dbg_value(i64 6, !243, !DIExpression(), !245)
  %179 = add nuw nsw i64 %130, 1, !dbg !351
    #dbg_value(i64 %179, !242, !DIExpression(), !245)
  %180 = icmp eq i64 %179, 6, !dbg !352
  br i1 %180, label %181, label %129, !dbg !336, !llvm.loop !353

181:                                              ; preds = %178
    #dbg_value(i32 poison, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !355
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !356
    #dbg_value(i32 0, !241, !DIExpression(), !245)
  br label %182, !dbg !357

182:                                              ; preds = %181, %255
  %183 = phi i64 [ 0, %181 ], [ %256, %255 ]
    #dbg_value(i64 %183, !241, !DIExpression(), !245)
    #dbg_value(i64 0, !242, !DIExpression(), !245)
    #dbg_value(i32 poison, !243, !DIExpression(), !245)
  %184 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 0, !dbg !359
  %185 = load i32, ptr %184, align 4, !dbg !359, !tbaa !280
  %186 = zext i32 %185 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  br i1 %18, label %187, label %212, !dbg !369

187:                                              ; preds = %182
    #dbg_value(i32 poison, !243, !DIExpression(), !245)
    #dbg_value(i64 1, !242, !DIExpression(), !245)
  %188 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 1, !dbg !359
  %189 = load i32, ptr %188, align 4, !dbg !359, !tbaa !280
  %190 = zext i32 %189 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
    #dbg_value(i64 2, !242, !DIExpression(), !245)
  %191 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 2, !dbg !359
  %192 = load i32, ptr %191, align 4, !dbg !359, !tbaa !280
  %193 = zext i32 %192 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
    #dbg_value(i64 3, !242, !DIExpression(), !245)
  %194 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 3, !dbg !359
  %195 = load i32, ptr %194, align 4, !dbg !359, !tbaa !280
  %196 = zext i32 %195 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %196, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
    #dbg_value(i64 4, !242, !DIExpression(), !245)
  %197 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 4, !dbg !359
  %198 = load i32, ptr %197, align 4, !dbg !359, !tbaa !280
  %199 = zext i32 %198 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
    #dbg_value(i64 5, !242, !DIExpression(), !245)
  %200 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 5, !dbg !359
  %201 = load i32, ptr %200, align 4, !dbg !359, !tbaa !280
  %202 = zext i32 %201 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
    #dbg_value(i64 6, !242, !DIExpression(), !245)
  %203 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 6, !dbg !359
  %204 = load i32, ptr %203, align 4, !dbg !359, !tbaa !280
  %205 = zext i32 %204 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
    #dbg_value(i64 7, !242, !DIExpression(), !245)
  %206 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 7, !dbg !359
  %207 = load i32, ptr %206, align 4, !dbg !359, !tbaa !280
  %208 = zext i32 %207 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
    #dbg_value(i64 8, !242, !DIExpression(), !245)
  %209 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 8, !dbg !359
  %210 = load i32, ptr %209, align 4, !dbg !359, !tbaa !280
  %211 = zext i32 %210 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  br label %255, !dbg !369

212:                                              ; preds = %182
  %213 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %213, i32 noundef 0, i32 noundef 0), !dbg !370
    #dbg_value(i32 poison, !243, !DIExpression(), !245)
    #dbg_value(i64 1, !242, !DIExpression(), !245)
  %215 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 1, !dbg !359
  %216 = load i32, ptr %215, align 4, !dbg !359, !tbaa !280
  %217 = zext i32 %216 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %218 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %218, i32 noundef 1, i32 noundef 0), !dbg !370
    #dbg_value(i64 2, !242, !DIExpression(), !245)
  %220 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 2, !dbg !359
  %221 = load i32, ptr %220, align 4, !dbg !359, !tbaa !280
  %222 = zext i32 %221 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %223 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %223, i32 noundef 2, i32 noundef 0), !dbg !370
    #dbg_value(i64 3, !242, !DIExpression(), !245)
  %225 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 3, !dbg !359
  %226 = load i32, ptr %225, align 4, !dbg !359, !tbaa !280
  %227 = zext i32 %226 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %228 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %228, i32 noundef 3, i32 noundef 0), !dbg !370
    #dbg_value(i64 4, !242, !DIExpression(), !245)
  %230 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 4, !dbg !359
  %231 = load i32, ptr %230, align 4, !dbg !359, !tbaa !280
  %232 = zext i32 %231 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %233 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %233, i32 noundef 4, i32 noundef 0), !dbg !370
    #dbg_value(i64 5, !242, !DIExpression(), !245)
  %235 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 5, !dbg !359
  %236 = load i32, ptr %235, align 4, !dbg !359, !tbaa !280
  %237 = zext i32 %236 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %238 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %238, i32 noundef 5, i32 noundef 0), !dbg !370
    #dbg_value(i64 6, !242, !DIExpression(), !245)
  %240 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 6, !dbg !359
  %241 = load i32, ptr %240, align 4, !dbg !359, !tbaa !280
  %242 = zext i32 %241 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %243 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %243, i32 noundef 6, i32 noundef 0), !dbg !370
    #dbg_value(i64 7, !242, !DIExpression(), !245)
  %245 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 7, !dbg !359
  %246 = load i32, ptr %245, align 4, !dbg !359, !tbaa !280
  %247 = zext i32 %246 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %248 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %248, i32 noundef 7, i32 noundef 0), !dbg !370
    #dbg_value(i64 8, !242, !DIExpression(), !245)
  %250 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %183, i64 8, !dbg !359
  %251 = load i32, ptr %250, align 4, !dbg !359, !tbaa !280
  %252 = zext i32 %251 to i64, !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !368
  %253 = trunc nuw nsw i64 %183 to i32, !dbg !370
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %253, i32 noundef 8, i32 noundef 0), !dbg !370
  br label %255, !dbg !370

255:                                              ; preds = %187, %212
    #dbg_value(i32 poison, !243, !DIExpression(), !245)
    #dbg_value(i64 9, !242, !DIExpression(), !245)
  %256 = add nuw nsw i64 %183, 1, !dbg !372
    #dbg_value(i64 %256, !241, !DIExpression(), !245)
  %257 = icmp eq i64 %256, 7, !dbg !373
  br i1 %257, label %258, label %182, !dbg !357, !llvm.loop !374

258:                                              ; preds = %255
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !376
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !377
  tail call fastcc void @transparent_crc(i64 noundef -414380595, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !379
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !380
    #dbg_value(i32 0, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
  br i1 %18, label %259, label %260, !dbg !385

259:                                              ; preds = %258
    #dbg_value(i32 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
    #dbg_value(i32 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
    #dbg_value(i32 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
    #dbg_value(i32 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
  br label %266, !dbg !385

260:                                              ; preds = %258
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !386
    #dbg_value(i32 1, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !386
    #dbg_value(i32 2, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !386
    #dbg_value(i32 3, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !386
    #dbg_value(i32 4, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !381
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !386
  br label %266, !dbg !386

266:                                              ; preds = %259, %260
    #dbg_value(i32 5, !241, !DIExpression(), !245)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef -6713740073209072870, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !389
  tail call fastcc void @transparent_crc(i64 noundef -21143, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !390
  %267 = load volatile i64, ptr @g_399, align 8, !dbg !391, !tbaa !392
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !394
  tail call fastcc void @transparent_crc(i64 noundef -1225755933, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !395
  %268 = load volatile i64, ptr @g_489, align 8, !dbg !396, !tbaa !392
  tail call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !397
  tail call fastcc void @transparent_crc(i64 noundef 3441186408, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !398
  %269 = load i32, ptr @crc32_context, align 4, !dbg !399, !tbaa !280
  %270 = xor i32 %269, -1, !dbg !400
    #dbg_value(i32 %270, !401, !DIExpression(), !407)
    #dbg_value(i32 %19, !406, !DIExpression(), !407)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %270), !dbg !409
  ret i32 0, !dbg !410
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !411 {
    #dbg_value(i64 %0, !415, !DIExpression(), !418)
    #dbg_value(ptr %1, !416, !DIExpression(), !418)
    #dbg_value(i32 %2, !417, !DIExpression(), !418)
    #dbg_value(i64 %0, !419, !DIExpression(), !424)
    #dbg_value(i64 %0, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !431)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !433, !tbaa !280
  %5 = lshr i32 %4, 8, !dbg !434
  %6 = zext i32 %4 to i64, !dbg !435
  %7 = xor i64 %6, %0, !dbg !435
  %8 = and i64 %7, 255, !dbg !436
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !436
  %10 = load i32, ptr %9, align 4, !dbg !436, !tbaa !280
  %11 = xor i32 %5, %10, !dbg !437
  %12 = lshr i64 %0, 8, !dbg !438
    #dbg_value(i64 %12, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !439)
  %13 = lshr i32 %11, 8, !dbg !441
  %14 = zext i32 %11 to i64, !dbg !442
  %15 = xor i64 %12, %14, !dbg !442
  %16 = and i64 %15, 255, !dbg !443
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !443
  %18 = load i32, ptr %17, align 4, !dbg !443, !tbaa !280
  %19 = xor i32 %13, %18, !dbg !444
  %20 = lshr i64 %0, 16, !dbg !445
    #dbg_value(i64 %20, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !446)
  %21 = lshr i32 %19, 8, !dbg !448
  %22 = zext i32 %19 to i64, !dbg !449
  %23 = xor i64 %20, %22, !dbg !449
  %24 = and i64 %23, 255, !dbg !450
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !450
  %26 = load i32, ptr %25, align 4, !dbg !450, !tbaa !280
  %27 = xor i32 %21, %26, !dbg !451
  %28 = lshr i64 %0, 24, !dbg !452
    #dbg_value(i64 %28, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !453)
  %29 = lshr i32 %27, 8, !dbg !455
  %30 = zext i32 %27 to i64, !dbg !456
  %31 = xor i64 %28, %30, !dbg !456
  %32 = and i64 %31, 255, !dbg !457
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !457
  %34 = load i32, ptr %33, align 4, !dbg !457, !tbaa !280
  %35 = xor i32 %29, %34, !dbg !458
  %36 = lshr i64 %0, 32, !dbg !459
    #dbg_value(i64 %36, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !460)
  %37 = lshr i32 %35, 8, !dbg !462
  %38 = zext i32 %35 to i64, !dbg !463
  %39 = xor i64 %36, %38, !dbg !463
  %40 = and i64 %39, 255, !dbg !464
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !464
  %42 = load i32, ptr %41, align 4, !dbg !464, !tbaa !280
  %43 = xor i32 %37, %42, !dbg !465
  %44 = lshr i64 %0, 40, !dbg !466
    #dbg_value(i64 %44, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !467)
  %45 = lshr i32 %43, 8, !dbg !469
  %46 = zext i32 %43 to i64, !dbg !470
  %47 = xor i64 %44, %46, !dbg !470
  %48 = and i64 %47, 255, !dbg !471
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !471
  %50 = load i32, ptr %49, align 4, !dbg !471, !tbaa !280
  %51 = xor i32 %45, %50, !dbg !472
  %52 = lshr i64 %0, 48, !dbg !473
    #dbg_value(i64 %52, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !474)
  %53 = lshr i32 %51, 8, !dbg !476
  %54 = zext i32 %51 to i64, !dbg !477
  %55 = xor i64 %52, %54, !dbg !477
  %56 = and i64 %55, 255, !dbg !478
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !478
  %58 = load i32, ptr %57, align 4, !dbg !478, !tbaa !280
  %59 = xor i32 %53, %58, !dbg !479
  %60 = lshr i64 %0, 56, !dbg !480
    #dbg_value(i64 %60, !426, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !481)
  %61 = lshr i32 %59, 8, !dbg !483
  %62 = and i32 %59, 255, !dbg !484
  %63 = zext nneg i32 %62 to i64, !dbg !484
  %64 = xor i64 %60, %63, !dbg !484
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !484
  %66 = load i32, ptr %65, align 4, !dbg !484, !tbaa !280
  %67 = xor i32 %61, %66, !dbg !485
  store i32 %67, ptr @crc32_context, align 4, !dbg !486, !tbaa !280
  %68 = icmp eq i32 %2, 0, !dbg !487
  br i1 %68, label %73, label %69, !dbg !489

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !490
  %71 = zext i32 %70 to i64, !dbg !490
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71), !dbg !492
  br label %73, !dbg !493

73:                                               ; preds = %69, %3
  ret void, !dbg !494
}

; Function Attrs: nofree nounwind
declare !dbg !495 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!224, !225, !226, !227, !228, !229, !230, !231}
!llvm.ident = !{!232}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 386, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1008.c", directory: ".", checksumkind: CSK_MD5, checksum: "04cce2c8f2c8b2ffb062cc09b54cb04f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!108 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !110, line: 42, baseType: !111)
!110 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!112 = !{!113}
!113 = !DISubrange(count: 256)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "g_219", scope: !51, file: !2, line: 42, type: !116, isLocal: true, isDefinition: true)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !118, line: 25, baseType: !119)
!118 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!230 = !{i32 7, !"frame-pointer", i32 1}
!231 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!232 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!233 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 376, type: !234, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !238)
!234 = !DISubroutineType(types: !235)
!235 = !{!134, !134, !236}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!238 = !{!239, !240, !241, !242, !243, !244}
!239 = !DILocalVariable(name: "argc", arg: 1, scope: !233, file: !2, line: 376, type: !134)
!240 = !DILocalVariable(name: "argv", arg: 2, scope: !233, file: !2, line: 376, type: !236)
!241 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 378, type: !134)
!242 = !DILocalVariable(name: "j", scope: !233, file: !2, line: 378, type: !134)
!243 = !DILocalVariable(name: "k", scope: !233, file: !2, line: 378, type: !134)
!244 = !DILocalVariable(name: "print_hash_value", scope: !233, file: !2, line: 379, type: !134)
!245 = !DILocation(line: 0, scope: !233)
!246 = !DILocation(line: 380, column: 14, scope: !247)
!247 = distinct !DILexicalBlock(scope: !233, file: !2, line: 380, column: 9)
!248 = !DILocation(line: 380, column: 19, scope: !247)
!249 = !DILocation(line: 380, column: 29, scope: !247)
!250 = !{!251, !251, i64 0}
!251 = !{!"any pointer", !252, i64 0}
!252 = !{!"omnipotent char", !253, i64 0}
!253 = !{!"Simple C/C++ TBAA"}
!254 = !DILocation(line: 380, column: 43, scope: !247)
!255 = !DILocation(line: 380, column: 9, scope: !233)
!256 = !DILocalVariable(name: "poly", scope: !257, file: !105, line: 54, type: !264)
!257 = distinct !DISubprogram(name: "crc32_gentab", scope: !105, file: !105, line: 51, type: !258, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{null}
!260 = !{!261, !256, !262, !263}
!261 = !DILocalVariable(name: "crc", scope: !257, file: !105, line: 53, type: !107)
!262 = !DILocalVariable(name: "i", scope: !257, file: !105, line: 55, type: !134)
!263 = !DILocalVariable(name: "j", scope: !257, file: !105, line: 55, type: !134)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!265 = !DILocation(line: 0, scope: !257, inlinedAt: !266)
!266 = distinct !DILocation(line: 382, column: 5, scope: !233)
!267 = !DILocation(line: 57, column: 2, scope: !268, inlinedAt: !266)
!268 = distinct !DILexicalBlock(scope: !257, file: !105, line: 57, column: 2)
!269 = !DILocation(line: 57, column: 24, scope: !270, inlinedAt: !266)
!270 = distinct !DILexicalBlock(scope: !268, file: !105, line: 57, column: 2)
!271 = !DILocation(line: 60, column: 12, scope: !272, inlinedAt: !266)
!272 = distinct !DILexicalBlock(scope: !273, file: !105, line: 60, column: 8)
!273 = distinct !DILexicalBlock(scope: !274, file: !105, line: 59, column: 27)
!274 = distinct !DILexicalBlock(scope: !275, file: !105, line: 59, column: 3)
!275 = distinct !DILexicalBlock(scope: !276, file: !105, line: 59, column: 3)
!276 = distinct !DILexicalBlock(scope: !270, file: !105, line: 57, column: 28)
!277 = !DILocation(line: 60, column: 8, scope: !273, inlinedAt: !266)
!278 = !DILocation(line: 66, column: 3, scope: !276, inlinedAt: !266)
!279 = !DILocation(line: 66, column: 16, scope: !276, inlinedAt: !266)
!280 = !{!281, !281, i64 0}
!281 = !{!"int", !252, i64 0}
!282 = distinct !{!282, !267, !283, !284, !285, !286}
!283 = !DILocation(line: 67, column: 2, scope: !268, inlinedAt: !266)
!284 = !{!"llvm.loop.mustprogress"}
!285 = !{!"llvm.loop.isvectorized", i32 1}
!286 = !{!"llvm.loop.unroll.runtime.disable"}
!287 = !DILocation(line: 386, column: 9, scope: !288)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 385, column: 5)
!289 = distinct !DILexicalBlock(scope: !290, file: !2, line: 384, column: 5)
!290 = distinct !DILexicalBlock(scope: !233, file: !2, line: 384, column: 5)
!291 = !DILocation(line: 387, column: 13, scope: !288)
!292 = !DILocation(line: 387, column: 31, scope: !293)
!293 = distinct !DILexicalBlock(scope: !288, file: !2, line: 387, column: 13)
!294 = !DILocation(line: 390, column: 5, scope: !233)
!295 = !DILocation(line: 391, column: 5, scope: !296)
!296 = distinct !DILexicalBlock(scope: !233, file: !2, line: 391, column: 5)
!297 = !DILocation(line: 395, column: 13, scope: !298)
!298 = distinct !DILexicalBlock(scope: !299, file: !2, line: 394, column: 9)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 393, column: 9)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 393, column: 9)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 392, column: 5)
!302 = distinct !DILexicalBlock(scope: !296, file: !2, line: 391, column: 5)
!303 = !DILocation(line: 396, column: 17, scope: !298)
!304 = !DILocation(line: 396, column: 35, scope: !305)
!305 = distinct !DILexicalBlock(scope: !298, file: !2, line: 396, column: 17)
!306 = !DILocation(line: 391, column: 25, scope: !302)
!307 = !DILocation(line: 391, column: 19, scope: !302)
!308 = distinct !{!308, !295, !309, !284}
!309 = !DILocation(line: 399, column: 5, scope: !296)
!310 = !DILocation(line: 402, column: 9, scope: !311)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 401, column: 5)
!312 = distinct !DILexicalBlock(scope: !313, file: !2, line: 400, column: 5)
!313 = distinct !DILexicalBlock(scope: !233, file: !2, line: 400, column: 5)
!314 = !DILocation(line: 403, column: 13, scope: !311)
!315 = !DILocation(line: 408, column: 9, scope: !316)
!316 = distinct !DILexicalBlock(scope: !317, file: !2, line: 407, column: 5)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 406, column: 5)
!318 = distinct !DILexicalBlock(scope: !233, file: !2, line: 406, column: 5)
!319 = !DILocation(line: 409, column: 13, scope: !316)
!320 = !DILocation(line: 403, column: 31, scope: !321)
!321 = distinct !DILexicalBlock(scope: !311, file: !2, line: 403, column: 13)
!322 = !DILocation(line: 409, column: 31, scope: !323)
!323 = distinct !DILexicalBlock(scope: !316, file: !2, line: 409, column: 13)
!324 = !DILocation(line: 412, column: 5, scope: !233)
!325 = !DILocation(line: 413, column: 5, scope: !233)
!326 = !DILocation(line: 414, column: 5, scope: !233)
!327 = !DILocation(line: 417, column: 9, scope: !328)
!328 = distinct !DILexicalBlock(scope: !329, file: !2, line: 416, column: 5)
!329 = distinct !DILexicalBlock(scope: !330, file: !2, line: 415, column: 5)
!330 = distinct !DILexicalBlock(scope: !233, file: !2, line: 415, column: 5)
!331 = !DILocation(line: 418, column: 13, scope: !328)
!332 = !DILocation(line: 418, column: 31, scope: !333)
!333 = distinct !DILexicalBlock(scope: !328, file: !2, line: 418, column: 13)
!334 = !DILocation(line: 421, column: 5, scope: !233)
!335 = !DILocation(line: 422, column: 5, scope: !233)
!336 = !DILocation(line: 425, column: 9, scope: !337)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 425, column: 9)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 424, column: 5)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 423, column: 5)
!340 = distinct !DILexicalBlock(scope: !233, file: !2, line: 423, column: 5)
!341 = !DILocation(line: 429, column: 33, scope: !342)
!342 = distinct !DILexicalBlock(scope: !343, file: !2, line: 428, column: 13)
!343 = distinct !DILexicalBlock(scope: !344, file: !2, line: 427, column: 13)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 427, column: 13)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 426, column: 9)
!346 = distinct !DILexicalBlock(scope: !337, file: !2, line: 425, column: 9)
!347 = !DILocation(line: 429, column: 17, scope: !342)
!348 = !DILocation(line: 430, column: 21, scope: !342)
!349 = !DILocation(line: 430, column: 39, scope: !350)
!350 = distinct !DILexicalBlock(scope: !342, file: !2, line: 430, column: 21)
!351 = !DILocation(line: 425, column: 29, scope: !346)
!352 = !DILocation(line: 425, column: 23, scope: !346)
!353 = distinct !{!353, !336, !354, !284}
!354 = !DILocation(line: 433, column: 9, scope: !337)
!355 = !DILocation(line: 435, column: 5, scope: !233)
!356 = !DILocation(line: 436, column: 5, scope: !233)
!357 = !DILocation(line: 437, column: 5, scope: !358)
!358 = distinct !DILexicalBlock(scope: !233, file: !2, line: 437, column: 5)
!359 = !DILocation(line: 443, column: 33, scope: !360)
!360 = distinct !DILexicalBlock(scope: !361, file: !2, line: 442, column: 13)
!361 = distinct !DILexicalBlock(scope: !362, file: !2, line: 441, column: 13)
!362 = distinct !DILexicalBlock(scope: !363, file: !2, line: 441, column: 13)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 440, column: 9)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 439, column: 9)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 439, column: 9)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 438, column: 5)
!367 = distinct !DILexicalBlock(scope: !358, file: !2, line: 437, column: 5)
!368 = !DILocation(line: 443, column: 17, scope: !360)
!369 = !DILocation(line: 444, column: 21, scope: !360)
!370 = !DILocation(line: 444, column: 39, scope: !371)
!371 = distinct !DILexicalBlock(scope: !360, file: !2, line: 444, column: 21)
!372 = !DILocation(line: 437, column: 25, scope: !367)
!373 = !DILocation(line: 437, column: 19, scope: !367)
!374 = distinct !{!374, !357, !375, !284}
!375 = !DILocation(line: 448, column: 5, scope: !358)
!376 = !DILocation(line: 449, column: 5, scope: !233)
!377 = !DILocation(line: 450, column: 5, scope: !233)
!378 = !DILocation(line: 451, column: 5, scope: !233)
!379 = !DILocation(line: 452, column: 5, scope: !233)
!380 = !DILocation(line: 453, column: 5, scope: !233)
!381 = !DILocation(line: 456, column: 9, scope: !382)
!382 = distinct !DILexicalBlock(scope: !383, file: !2, line: 455, column: 5)
!383 = distinct !DILexicalBlock(scope: !384, file: !2, line: 454, column: 5)
!384 = distinct !DILexicalBlock(scope: !233, file: !2, line: 454, column: 5)
!385 = !DILocation(line: 457, column: 13, scope: !382)
!386 = !DILocation(line: 457, column: 31, scope: !387)
!387 = distinct !DILexicalBlock(scope: !382, file: !2, line: 457, column: 13)
!388 = !DILocation(line: 460, column: 5, scope: !233)
!389 = !DILocation(line: 461, column: 5, scope: !233)
!390 = !DILocation(line: 462, column: 5, scope: !233)
!391 = !DILocation(line: 463, column: 21, scope: !233)
!392 = !{!393, !393, i64 0}
!393 = !{!"long", !252, i64 0}
!394 = !DILocation(line: 463, column: 5, scope: !233)
!395 = !DILocation(line: 464, column: 5, scope: !233)
!396 = !DILocation(line: 465, column: 21, scope: !233)
!397 = !DILocation(line: 465, column: 5, scope: !233)
!398 = !DILocation(line: 466, column: 5, scope: !233)
!399 = !DILocation(line: 467, column: 23, scope: !233)
!400 = !DILocation(line: 467, column: 37, scope: !233)
!401 = !DILocalVariable(name: "crc", arg: 1, scope: !402, file: !218, line: 49, type: !107)
!402 = distinct !DISubprogram(name: "platform_main_end", scope: !218, file: !218, line: 49, type: !403, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !405)
!403 = !DISubroutineType(types: !404)
!404 = !{null, !107, !134}
!405 = !{!401, !406}
!406 = !DILocalVariable(name: "flag", arg: 2, scope: !402, file: !218, line: 49, type: !134)
!407 = !DILocation(line: 0, scope: !402, inlinedAt: !408)
!408 = distinct !DILocation(line: 467, column: 5, scope: !233)
!409 = !DILocation(line: 56, column: 2, scope: !402, inlinedAt: !408)
!410 = !DILocation(line: 468, column: 5, scope: !233)
!411 = distinct !DISubprogram(name: "transparent_crc", scope: !105, file: !105, line: 110, type: !412, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !414)
!412 = !DISubroutineType(types: !413)
!413 = !{null, !163, !237, !134}
!414 = !{!415, !416, !417}
!415 = !DILocalVariable(name: "val", arg: 1, scope: !411, file: !105, line: 110, type: !163)
!416 = !DILocalVariable(name: "vname", arg: 2, scope: !411, file: !105, line: 110, type: !237)
!417 = !DILocalVariable(name: "flag", arg: 3, scope: !411, file: !105, line: 110, type: !134)
!418 = !DILocation(line: 0, scope: !411)
!419 = !DILocalVariable(name: "val", arg: 1, scope: !420, file: !105, line: 97, type: !163)
!420 = distinct !DISubprogram(name: "crc32_8bytes", scope: !105, file: !105, line: 97, type: !421, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !423)
!421 = !DISubroutineType(types: !422)
!422 = !{null, !163}
!423 = !{!419}
!424 = !DILocation(line: 0, scope: !420, inlinedAt: !425)
!425 = distinct !DILocation(line: 112, column: 2, scope: !411)
!426 = !DILocalVariable(name: "b", arg: 1, scope: !427, file: !105, line: 71, type: !192)
!427 = distinct !DISubprogram(name: "crc32_byte", scope: !105, file: !105, line: 71, type: !428, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !430)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !192}
!430 = !{!426}
!431 = !DILocation(line: 0, scope: !427, inlinedAt: !432)
!432 = distinct !DILocation(line: 99, column: 2, scope: !420, inlinedAt: !425)
!433 = !DILocation(line: 73, column: 5, scope: !427, inlinedAt: !432)
!434 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !432)
!435 = !DILocation(line: 74, column: 33, scope: !427, inlinedAt: !432)
!436 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !432)
!437 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !432)
!438 = !DILocation(line: 100, column: 18, scope: !420, inlinedAt: !425)
!439 = !DILocation(line: 0, scope: !427, inlinedAt: !440)
!440 = distinct !DILocation(line: 100, column: 2, scope: !420, inlinedAt: !425)
!441 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !440)
!442 = !DILocation(line: 74, column: 33, scope: !427, inlinedAt: !440)
!443 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !440)
!444 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !440)
!445 = !DILocation(line: 101, column: 18, scope: !420, inlinedAt: !425)
!446 = !DILocation(line: 0, scope: !427, inlinedAt: !447)
!447 = distinct !DILocation(line: 101, column: 2, scope: !420, inlinedAt: !425)
!448 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !447)
!449 = !DILocation(line: 74, column: 33, scope: !427, inlinedAt: !447)
!450 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !447)
!451 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !447)
!452 = !DILocation(line: 102, column: 18, scope: !420, inlinedAt: !425)
!453 = !DILocation(line: 0, scope: !427, inlinedAt: !454)
!454 = distinct !DILocation(line: 102, column: 2, scope: !420, inlinedAt: !425)
!455 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !454)
!456 = !DILocation(line: 74, column: 33, scope: !427, inlinedAt: !454)
!457 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !454)
!458 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !454)
!459 = !DILocation(line: 103, column: 18, scope: !420, inlinedAt: !425)
!460 = !DILocation(line: 0, scope: !427, inlinedAt: !461)
!461 = distinct !DILocation(line: 103, column: 2, scope: !420, inlinedAt: !425)
!462 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !461)
!463 = !DILocation(line: 74, column: 33, scope: !427, inlinedAt: !461)
!464 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !461)
!465 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !461)
!466 = !DILocation(line: 104, column: 18, scope: !420, inlinedAt: !425)
!467 = !DILocation(line: 0, scope: !427, inlinedAt: !468)
!468 = distinct !DILocation(line: 104, column: 2, scope: !420, inlinedAt: !425)
!469 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !468)
!470 = !DILocation(line: 74, column: 33, scope: !427, inlinedAt: !468)
!471 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !468)
!472 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !468)
!473 = !DILocation(line: 105, column: 18, scope: !420, inlinedAt: !425)
!474 = !DILocation(line: 0, scope: !427, inlinedAt: !475)
!475 = distinct !DILocation(line: 105, column: 2, scope: !420, inlinedAt: !425)
!476 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !475)
!477 = !DILocation(line: 74, column: 33, scope: !427, inlinedAt: !475)
!478 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !475)
!479 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !475)
!480 = !DILocation(line: 106, column: 18, scope: !420, inlinedAt: !425)
!481 = !DILocation(line: 0, scope: !427, inlinedAt: !482)
!482 = distinct !DILocation(line: 106, column: 2, scope: !420, inlinedAt: !425)
!483 = !DILocation(line: 73, column: 19, scope: !427, inlinedAt: !482)
!484 = !DILocation(line: 74, column: 3, scope: !427, inlinedAt: !482)
!485 = !DILocation(line: 73, column: 39, scope: !427, inlinedAt: !482)
!486 = !DILocation(line: 72, column: 16, scope: !427, inlinedAt: !482)
!487 = !DILocation(line: 113, column: 6, scope: !488)
!488 = distinct !DILexicalBlock(scope: !411, file: !105, line: 113, column: 6)
!489 = !DILocation(line: 113, column: 6, scope: !411)
!490 = !DILocation(line: 114, column: 73, scope: !491)
!491 = distinct !DILexicalBlock(scope: !488, file: !105, line: 113, column: 12)
!492 = !DILocation(line: 114, column: 5, scope: !491)
!493 = !DILocation(line: 115, column: 2, scope: !491)
!494 = !DILocation(line: 116, column: 1, scope: !411)
!495 = !DISubprogram(name: "printf", scope: !496, file: !496, line: 356, type: !497, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!497 = !DISubroutineType(types: !498)
!498 = !{!134, !499, null}
!499 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !500)
!500 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !501, size: 64)
!501 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
