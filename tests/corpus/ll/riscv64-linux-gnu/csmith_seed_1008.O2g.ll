; ModuleID = 'tests/programs/csmith/seed_1008.c'
source_filename = "tests/programs/csmith/seed_1008.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !236 {
    #dbg_value(i32 %0, !242, !DIExpression(), !248)
    #dbg_value(ptr %1, !243, !DIExpression(), !248)
    #dbg_value(i32 0, !247, !DIExpression(), !248)
  %3 = icmp eq i32 %0, 2, !dbg !249
  br i1 %3, label %4, label %17, !dbg !251

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !252
  %6 = load ptr, ptr %5, align 8, !dbg !252, !tbaa !253
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !257
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !258
  %16 = zext i1 %15 to i32, !dbg !258
  br label %17, !dbg !258

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !248
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !248
    #dbg_value(i32 %19, !247, !DIExpression(), !248)
    #dbg_value(i32 -306674912, !259, !DIExpression(), !268)
    #dbg_value(i32 0, !265, !DIExpression(), !268)
  br label %20, !dbg !270

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
    #dbg_value(i64 %21, !265, !DIExpression(), !268)
    #dbg_value(i32 8, !266, !DIExpression(), !268)
    #dbg_value(i64 %21, !264, !DIExpression(), !268)
    #dbg_value(i32 8, !266, !DIExpression(), !268)
    #dbg_value(i64 %21, !264, !DIExpression(), !268)
  %22 = trunc nuw nsw i64 %21 to i32, !dbg !272
  %23 = and i32 %22, 1, !dbg !272
  %24 = icmp eq i32 %23, 0, !dbg !272
  %25 = lshr i32 %22, 1, !dbg !279
  %26 = xor i32 %25, -306674912, !dbg !279
  %27 = select i1 %24, i32 %25, i32 %26, !dbg !279
    #dbg_value(i32 %27, !264, !DIExpression(), !268)
    #dbg_value(i32 7, !266, !DIExpression(), !268)
  %28 = and i32 %27, 1, !dbg !272
  %29 = icmp eq i32 %28, 0, !dbg !272
  %30 = lshr i32 %27, 1, !dbg !279
  %31 = xor i32 %30, -306674912, !dbg !279
  %32 = select i1 %29, i32 %30, i32 %31, !dbg !279
    #dbg_value(i32 %32, !264, !DIExpression(), !268)
    #dbg_value(i32 6, !266, !DIExpression(), !268)
  %33 = and i32 %32, 1, !dbg !272
  %34 = icmp eq i32 %33, 0, !dbg !272
  %35 = lshr i32 %32, 1, !dbg !279
  %36 = xor i32 %35, -306674912, !dbg !279
  %37 = select i1 %34, i32 %35, i32 %36, !dbg !279
    #dbg_value(i32 %37, !264, !DIExpression(), !268)
    #dbg_value(i32 5, !266, !DIExpression(), !268)
  %38 = and i32 %37, 1, !dbg !272
  %39 = icmp eq i32 %38, 0, !dbg !272
  %40 = lshr i32 %37, 1, !dbg !279
  %41 = xor i32 %40, -306674912, !dbg !279
  %42 = select i1 %39, i32 %40, i32 %41, !dbg !279
    #dbg_value(i32 %42, !264, !DIExpression(), !268)
    #dbg_value(i32 4, !266, !DIExpression(), !268)
  %43 = and i32 %42, 1, !dbg !272
  %44 = icmp eq i32 %43, 0, !dbg !272
  %45 = lshr i32 %42, 1, !dbg !279
  %46 = xor i32 %45, -306674912, !dbg !279
  %47 = select i1 %44, i32 %45, i32 %46, !dbg !279
    #dbg_value(i32 %47, !264, !DIExpression(), !268)
    #dbg_value(i32 3, !266, !DIExpression(), !268)
  %48 = and i32 %47, 1, !dbg !272
  %49 = icmp eq i32 %48, 0, !dbg !272
  %50 = lshr i32 %47, 1, !dbg !279
  %51 = xor i32 %50, -306674912, !dbg !279
  %52 = select i1 %49, i32 %50, i32 %51, !dbg !279
    #dbg_value(i32 %52, !264, !DIExpression(), !268)
    #dbg_value(i32 2, !266, !DIExpression(), !268)
  %53 = and i32 %52, 1, !dbg !272
  %54 = icmp eq i32 %53, 0, !dbg !272
  %55 = lshr i32 %52, 1, !dbg !279
  %56 = xor i32 %55, -306674912, !dbg !279
  %57 = select i1 %54, i32 %55, i32 %56, !dbg !279
    #dbg_value(i32 %57, !264, !DIExpression(), !268)
    #dbg_value(i32 1, !266, !DIExpression(), !268)
  %58 = and i32 %57, 1, !dbg !272
  %59 = icmp eq i32 %58, 0, !dbg !272
  %60 = lshr i32 %57, 1, !dbg !279
  %61 = xor i32 %60, -306674912, !dbg !279
  %62 = select i1 %59, i32 %60, i32 %61, !dbg !279
    #dbg_value(i32 %62, !264, !DIExpression(), !268)
    #dbg_value(i32 0, !266, !DIExpression(), !268)
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !280
  store i32 %62, ptr %63, align 4, !dbg !281, !tbaa !282
  %64 = add nuw nsw i64 %21, 1, !dbg !284
    #dbg_value(i64 %64, !265, !DIExpression(), !268)
  %65 = icmp eq i64 %64, 256, !dbg !285
  br i1 %65, label %66, label %20, !dbg !270, !llvm.loop !286

66:                                               ; preds = %20
    #dbg_value(i32 0, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
  br i1 %18, label %67, label %68, !dbg !293

67:                                               ; preds = %66
    #dbg_value(i32 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
    #dbg_value(i32 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
    #dbg_value(i32 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
    #dbg_value(i32 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
  br label %74, !dbg !293

68:                                               ; preds = %66
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0), !dbg !294
    #dbg_value(i32 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1), !dbg !294
    #dbg_value(i32 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2), !dbg !294
    #dbg_value(i32 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3), !dbg !294
    #dbg_value(i32 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !289
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4), !dbg !294
  br label %74, !dbg !294

74:                                               ; preds = %67, %68
    #dbg_value(i32 5, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.3, i32 noundef signext %19), !dbg !296
    #dbg_value(i32 0, !244, !DIExpression(), !248)
  br label %75, !dbg !297

75:                                               ; preds = %74, %97
  %76 = phi i64 [ 0, %74 ], [ %98, %97 ]
    #dbg_value(i64 %76, !244, !DIExpression(), !248)
    #dbg_value(i64 0, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  br i1 %18, label %77, label %78, !dbg !305

77:                                               ; preds = %75
    #dbg_value(i64 1, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
    #dbg_value(i64 2, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
    #dbg_value(i64 3, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
    #dbg_value(i64 4, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
    #dbg_value(i64 5, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
    #dbg_value(i64 6, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
    #dbg_value(i64 7, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
    #dbg_value(i64 8, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  br label %97, !dbg !305

78:                                               ; preds = %75
  %79 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %79, i32 noundef signext 0), !dbg !306
    #dbg_value(i64 1, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %81 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %81, i32 noundef signext 1), !dbg !306
    #dbg_value(i64 2, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %83 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %83, i32 noundef signext 2), !dbg !306
    #dbg_value(i64 3, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %85 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %86 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %85, i32 noundef signext 3), !dbg !306
    #dbg_value(i64 4, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %87 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %88 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %87, i32 noundef signext 4), !dbg !306
    #dbg_value(i64 5, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %89 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %90 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %89, i32 noundef signext 5), !dbg !306
    #dbg_value(i64 6, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %91 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %92 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %91, i32 noundef signext 6), !dbg !306
    #dbg_value(i64 7, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %93 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %93, i32 noundef signext 7), !dbg !306
    #dbg_value(i64 8, !245, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !299
  %95 = trunc nuw nsw i64 %76 to i32, !dbg !306
  %96 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %95, i32 noundef signext 8), !dbg !306
  br label %97, !dbg !306

97:                                               ; preds = %77, %78
    #dbg_value(i64 9, !245, !DIExpression(), !248)
  %98 = add nuw nsw i64 %76, 1, !dbg !308
    #dbg_value(i64 %98, !244, !DIExpression(), !248)
  %99 = icmp eq i64 %98, 3, !dbg !309
  br i1 %99, label %100, label %75, !dbg !297, !llvm.loop !310

100:                                              ; preds = %97
    #dbg_value(i64 0, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
  br i1 %18, label %101, label %102, !dbg !316

101:                                              ; preds = %100
    #dbg_value(i64 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
    #dbg_value(i64 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
    #dbg_value(i64 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
    #dbg_value(i64 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
    #dbg_value(i64 0, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
    #dbg_value(i64 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
    #dbg_value(i64 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
    #dbg_value(i64 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
    #dbg_value(i64 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
    #dbg_value(i64 5, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
  br label %114, !dbg !321

102:                                              ; preds = %100
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0), !dbg !322
    #dbg_value(i64 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1), !dbg !322
    #dbg_value(i64 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
  %105 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2), !dbg !322
    #dbg_value(i64 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
  %106 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3), !dbg !322
    #dbg_value(i64 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !312
  %107 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4), !dbg !322
    #dbg_value(i64 0, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
  %108 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0), !dbg !324
    #dbg_value(i64 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1), !dbg !324
    #dbg_value(i64 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
  %110 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2), !dbg !324
    #dbg_value(i64 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
  %111 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3), !dbg !324
    #dbg_value(i64 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
  %112 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4), !dbg !324
    #dbg_value(i64 5, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !317
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 5), !dbg !324
  br label %114, !dbg !324

114:                                              ; preds = %101, %102
    #dbg_value(i64 6, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !326
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef signext %19), !dbg !327
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.10, i32 noundef signext %19), !dbg !328
    #dbg_value(i32 0, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  br i1 %18, label %115, label %116, !dbg !333

115:                                              ; preds = %114
    #dbg_value(i32 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 5, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 6, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 7, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 8, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
    #dbg_value(i32 9, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  br label %127, !dbg !333

116:                                              ; preds = %114
  %117 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0), !dbg !334
    #dbg_value(i32 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %118 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1), !dbg !334
    #dbg_value(i32 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %119 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2), !dbg !334
    #dbg_value(i32 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %120 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3), !dbg !334
    #dbg_value(i32 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %121 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4), !dbg !334
    #dbg_value(i32 5, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 5), !dbg !334
    #dbg_value(i32 6, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %123 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 6), !dbg !334
    #dbg_value(i32 7, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %124 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 7), !dbg !334
    #dbg_value(i32 8, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %125 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 8), !dbg !334
    #dbg_value(i32 9, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !329
  %126 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 9), !dbg !334
  br label %127, !dbg !334

127:                                              ; preds = %115, %116
    #dbg_value(i32 10, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -90, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !336
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !337
    #dbg_value(i32 poison, !244, !DIExpression(), !248)
    #dbg_value(i32 0, !245, !DIExpression(), !248)
  br label %128, !dbg !338

128:                                              ; preds = %127, %177
  %129 = phi i64 [ 0, %127 ], [ %178, %177 ]
    #dbg_value(i64 %129, !245, !DIExpression(), !248)
    #dbg_value(i64 0, !246, !DIExpression(), !248)
  %130 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 0, !dbg !343
  %131 = load volatile i32, ptr %130, align 4, !dbg !343, !tbaa !282
  %132 = zext i32 %131 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
  br i1 %18, label %133, label %149, !dbg !350

133:                                              ; preds = %128
    #dbg_value(i64 1, !246, !DIExpression(), !248)
  %134 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 1, !dbg !343
  %135 = load volatile i32, ptr %134, align 4, !dbg !343, !tbaa !282
  %136 = zext i32 %135 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
    #dbg_value(i64 2, !246, !DIExpression(), !248)
  %137 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 2, !dbg !343
  %138 = load volatile i32, ptr %137, align 4, !dbg !343, !tbaa !282
  %139 = zext i32 %138 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
    #dbg_value(i64 3, !246, !DIExpression(), !248)
  %140 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 3, !dbg !343
  %141 = load volatile i32, ptr %140, align 4, !dbg !343, !tbaa !282
  %142 = zext i32 %141 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
    #dbg_value(i64 4, !246, !DIExpression(), !248)
  %143 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 4, !dbg !343
  %144 = load volatile i32, ptr %143, align 4, !dbg !343, !tbaa !282
  %145 = zext i32 %144 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
    #dbg_value(i64 5, !246, !DIExpression(), !248)
  %146 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 5, !dbg !343
  %147 = load volatile i32, ptr %146, align 4, !dbg !343, !tbaa !282
  %148 = zext i32 %147 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
  br label %177, !dbg !350

149:                                              ; preds = %128
  %150 = trunc nuw nsw i64 %129 to i32, !dbg !351
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %150, i32 noundef signext 0), !dbg !351
    #dbg_value(i64 1, !246, !DIExpression(), !248)
  %152 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 1, !dbg !343
  %153 = load volatile i32, ptr %152, align 4, !dbg !343, !tbaa !282
  %154 = zext i32 %153 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
  %155 = trunc nuw nsw i64 %129 to i32, !dbg !351
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %155, i32 noundef signext 1), !dbg !351
    #dbg_value(i64 2, !246, !DIExpression(), !248)
  %157 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 2, !dbg !343
  %158 = load volatile i32, ptr %157, align 4, !dbg !343, !tbaa !282
  %159 = zext i32 %158 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
  %160 = trunc nuw nsw i64 %129 to i32, !dbg !351
  %161 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %160, i32 noundef signext 2), !dbg !351
    #dbg_value(i64 3, !246, !DIExpression(), !248)
  %162 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 3, !dbg !343
  %163 = load volatile i32, ptr %162, align 4, !dbg !343, !tbaa !282
  %164 = zext i32 %163 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
  %165 = trunc nuw nsw i64 %129 to i32, !dbg !351
  %166 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %165, i32 noundef signext 3), !dbg !351
    #dbg_value(i64 4, !246, !DIExpression(), !248)
  %167 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 4, !dbg !343
  %168 = load volatile i32, ptr %167, align 4, !dbg !343, !tbaa !282
  %169 = zext i32 %168 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
  %170 = trunc nuw nsw i64 %129 to i32, !dbg !351
  %171 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %170, i32 noundef signext 4), !dbg !351
    #dbg_value(i64 5, !246, !DIExpression(), !248)
  %172 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 5, !dbg !343
  %173 = load volatile i32, ptr %172, align 4, !dbg !343, !tbaa !282
  %174 = zext i32 %173 to i64, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !349
  %175 = trunc nuw nsw i64 %129 to i32, !dbg !351
  %176 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %175, i32 noundef signext 5), !dbg !351
  br label %177, !dbg !351

177:                                              ; preds = %133, %149
    #dbg_value(i64 6, !246, !DIExpression(), !248)
  %178 = add nuw nsw i64 %129, 1, !dbg !353
    #dbg_value(i64 %178, !245, !DIExpression(), !248)
  %179 = icmp eq i64 %178, 6, !dbg !354
  br i1 %179, label %180, label %128, !dbg !338, !llvm.loop !355

180:                                              ; preds = %177
    #dbg_value(i32 poison, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.16, i32 noundef signext %19), !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef signext %19), !dbg !358
    #dbg_value(i32 0, !244, !DIExpression(), !248)
  br label %181, !dbg !359

181:                                              ; preds = %180, %254
  %182 = phi i64 [ 0, %180 ], [ %255, %254 ]
    #dbg_value(i64 %182, !244, !DIExpression(), !248)
    #dbg_value(i64 0, !245, !DIExpression(), !248)
    #dbg_value(i32 poison, !246, !DIExpression(), !248)
  %183 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 0, !dbg !361
  %184 = load i32, ptr %183, align 4, !dbg !361, !tbaa !282
  %185 = zext i32 %184 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  br i1 %18, label %186, label %211, !dbg !371

186:                                              ; preds = %181
    #dbg_value(i32 poison, !246, !DIExpression(), !248)
    #dbg_value(i64 1, !245, !DIExpression(), !248)
  %187 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 1, !dbg !361
  %188 = load i32, ptr %187, align 4, !dbg !361, !tbaa !282
  %189 = zext i32 %188 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
    #dbg_value(i64 2, !245, !DIExpression(), !248)
  %190 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 2, !dbg !361
  %191 = load i32, ptr %190, align 4, !dbg !361, !tbaa !282
  %192 = zext i32 %191 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
    #dbg_value(i64 3, !245, !DIExpression(), !248)
  %193 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 3, !dbg !361
  %194 = load i32, ptr %193, align 4, !dbg !361, !tbaa !282
  %195 = zext i32 %194 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
    #dbg_value(i64 4, !245, !DIExpression(), !248)
  %196 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 4, !dbg !361
  %197 = load i32, ptr %196, align 4, !dbg !361, !tbaa !282
  %198 = zext i32 %197 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
    #dbg_value(i64 5, !245, !DIExpression(), !248)
  %199 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 5, !dbg !361
  %200 = load i32, ptr %199, align 4, !dbg !361, !tbaa !282
  %201 = zext i32 %200 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
    #dbg_value(i64 6, !245, !DIExpression(), !248)
  %202 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 6, !dbg !361
  %203 = load i32, ptr %202, align 4, !dbg !361, !tbaa !282
  %204 = zext i32 %203 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
    #dbg_value(i64 7, !245, !DIExpression(), !248)
  %205 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 7, !dbg !361
  %206 = load i32, ptr %205, align 4, !dbg !361, !tbaa !282
  %207 = zext i32 %206 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
    #dbg_value(i64 8, !245, !DIExpression(), !248)
  %208 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 8, !dbg !361
  %209 = load i32, ptr %208, align 4, !dbg !361, !tbaa !282
  %210 = zext i32 %209 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %210, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  br label %254, !dbg !371

211:                                              ; preds = %181
  %212 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %213 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %212, i32 noundef signext 0, i32 noundef signext 0), !dbg !372
    #dbg_value(i32 poison, !246, !DIExpression(), !248)
    #dbg_value(i64 1, !245, !DIExpression(), !248)
  %214 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 1, !dbg !361
  %215 = load i32, ptr %214, align 4, !dbg !361, !tbaa !282
  %216 = zext i32 %215 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %217 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %218 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %217, i32 noundef signext 1, i32 noundef signext 0), !dbg !372
    #dbg_value(i64 2, !245, !DIExpression(), !248)
  %219 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 2, !dbg !361
  %220 = load i32, ptr %219, align 4, !dbg !361, !tbaa !282
  %221 = zext i32 %220 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %222 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %223 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %222, i32 noundef signext 2, i32 noundef signext 0), !dbg !372
    #dbg_value(i64 3, !245, !DIExpression(), !248)
  %224 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 3, !dbg !361
  %225 = load i32, ptr %224, align 4, !dbg !361, !tbaa !282
  %226 = zext i32 %225 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %227 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %228 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %227, i32 noundef signext 3, i32 noundef signext 0), !dbg !372
    #dbg_value(i64 4, !245, !DIExpression(), !248)
  %229 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 4, !dbg !361
  %230 = load i32, ptr %229, align 4, !dbg !361, !tbaa !282
  %231 = zext i32 %230 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %232 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %233 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %232, i32 noundef signext 4, i32 noundef signext 0), !dbg !372
    #dbg_value(i64 5, !245, !DIExpression(), !248)
  %234 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 5, !dbg !361
  %235 = load i32, ptr %234, align 4, !dbg !361, !tbaa !282
  %236 = zext i32 %235 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %237 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %238 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %237, i32 noundef signext 5, i32 noundef signext 0), !dbg !372
    #dbg_value(i64 6, !245, !DIExpression(), !248)
  %239 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 6, !dbg !361
  %240 = load i32, ptr %239, align 4, !dbg !361, !tbaa !282
  %241 = zext i32 %240 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %242 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %243 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %242, i32 noundef signext 6, i32 noundef signext 0), !dbg !372
    #dbg_value(i64 7, !245, !DIExpression(), !248)
  %244 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 7, !dbg !361
  %245 = load i32, ptr %244, align 4, !dbg !361, !tbaa !282
  %246 = zext i32 %245 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %247 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %248 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %247, i32 noundef signext 7, i32 noundef signext 0), !dbg !372
    #dbg_value(i64 8, !245, !DIExpression(), !248)
  %249 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 8, !dbg !361
  %250 = load i32, ptr %249, align 4, !dbg !361, !tbaa !282
  %251 = zext i32 %250 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !370
  %252 = trunc nuw nsw i64 %182 to i32, !dbg !372
  %253 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %252, i32 noundef signext 8, i32 noundef signext 0), !dbg !372
  br label %254, !dbg !372

254:                                              ; preds = %186, %211
    #dbg_value(i32 poison, !246, !DIExpression(), !248)
    #dbg_value(i64 9, !245, !DIExpression(), !248)
  %255 = add nuw nsw i64 %182, 1, !dbg !374
    #dbg_value(i64 %255, !244, !DIExpression(), !248)
  %256 = icmp eq i64 %255, 7, !dbg !375
  br i1 %256, label %257, label %181, !dbg !359, !llvm.loop !376

257:                                              ; preds = %254
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !379
  tail call fastcc void @transparent_crc(i64 noundef -414380595, ptr noundef nonnull @.str.21, i32 noundef signext %19), !dbg !380
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.22, i32 noundef signext %19), !dbg !381
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.23, i32 noundef signext %19), !dbg !382
    #dbg_value(i32 0, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
  br i1 %18, label %258, label %259, !dbg !387

258:                                              ; preds = %257
    #dbg_value(i32 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
    #dbg_value(i32 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
    #dbg_value(i32 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
    #dbg_value(i32 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
  br label %265, !dbg !387

259:                                              ; preds = %257
  %260 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0), !dbg !388
    #dbg_value(i32 1, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
  %261 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1), !dbg !388
    #dbg_value(i32 2, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
  %262 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2), !dbg !388
    #dbg_value(i32 3, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
  %263 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3), !dbg !388
    #dbg_value(i32 4, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !383
  %264 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4), !dbg !388
  br label %265, !dbg !388

265:                                              ; preds = %258, %259
    #dbg_value(i32 5, !244, !DIExpression(), !248)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.25, i32 noundef signext %19), !dbg !390
  tail call fastcc void @transparent_crc(i64 noundef -6713740073209072870, ptr noundef nonnull @.str.26, i32 noundef signext %19), !dbg !391
  tail call fastcc void @transparent_crc(i64 noundef -21143, ptr noundef nonnull @.str.27, i32 noundef signext %19), !dbg !392
  %266 = load volatile i64, ptr @g_399, align 8, !dbg !393, !tbaa !394
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.28, i32 noundef signext %19), !dbg !396
  tail call fastcc void @transparent_crc(i64 noundef -1225755933, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !397
  %267 = load volatile i64, ptr @g_489, align 8, !dbg !398, !tbaa !394
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !399
  tail call fastcc void @transparent_crc(i64 noundef 3441186408, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !400
  %268 = load i32, ptr @crc32_context, align 4, !dbg !401, !tbaa !282
  %269 = xor i32 %268, -1, !dbg !402
    #dbg_value(i32 %269, !403, !DIExpression(), !409)
    #dbg_value(i32 %19, !408, !DIExpression(), !409)
  %270 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef signext %269), !dbg !411
  ret i32 0, !dbg !412
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !413 {
    #dbg_value(i64 %0, !417, !DIExpression(), !420)
    #dbg_value(ptr %1, !418, !DIExpression(), !420)
    #dbg_value(i32 %2, !419, !DIExpression(), !420)
    #dbg_value(i64 %0, !421, !DIExpression(), !426)
    #dbg_value(i64 %0, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !433)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !435, !tbaa !282
  %5 = lshr i32 %4, 8, !dbg !436
  %6 = zext i32 %4 to i64, !dbg !437
  %7 = xor i64 %6, %0, !dbg !437
  %8 = and i64 %7, 255, !dbg !438
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !438
  %10 = load i32, ptr %9, align 4, !dbg !438, !tbaa !282
  %11 = xor i32 %5, %10, !dbg !439
  %12 = lshr i64 %0, 8, !dbg !440
    #dbg_value(i64 %12, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !441)
  %13 = lshr i32 %11, 8, !dbg !443
  %14 = zext i32 %11 to i64, !dbg !444
  %15 = xor i64 %12, %14, !dbg !444
  %16 = and i64 %15, 255, !dbg !445
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !445
  %18 = load i32, ptr %17, align 4, !dbg !445, !tbaa !282
  %19 = xor i32 %13, %18, !dbg !446
  %20 = lshr i64 %0, 16, !dbg !447
    #dbg_value(i64 %20, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !448)
  %21 = lshr i32 %19, 8, !dbg !450
  %22 = zext i32 %19 to i64, !dbg !451
  %23 = xor i64 %20, %22, !dbg !451
  %24 = and i64 %23, 255, !dbg !452
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !452
  %26 = load i32, ptr %25, align 4, !dbg !452, !tbaa !282
  %27 = xor i32 %21, %26, !dbg !453
  %28 = lshr i64 %0, 24, !dbg !454
    #dbg_value(i64 %28, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !455)
  %29 = lshr i32 %27, 8, !dbg !457
  %30 = zext i32 %27 to i64, !dbg !458
  %31 = xor i64 %28, %30, !dbg !458
  %32 = and i64 %31, 255, !dbg !459
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !459
  %34 = load i32, ptr %33, align 4, !dbg !459, !tbaa !282
  %35 = xor i32 %29, %34, !dbg !460
  %36 = lshr i64 %0, 32, !dbg !461
    #dbg_value(i64 %36, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !462)
  %37 = lshr i32 %35, 8, !dbg !464
  %38 = zext i32 %35 to i64, !dbg !465
  %39 = xor i64 %36, %38, !dbg !465
  %40 = and i64 %39, 255, !dbg !466
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !466
  %42 = load i32, ptr %41, align 4, !dbg !466, !tbaa !282
  %43 = xor i32 %37, %42, !dbg !467
  %44 = lshr i64 %0, 40, !dbg !468
    #dbg_value(i64 %44, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !469)
  %45 = lshr i32 %43, 8, !dbg !471
  %46 = zext i32 %43 to i64, !dbg !472
  %47 = xor i64 %44, %46, !dbg !472
  %48 = and i64 %47, 255, !dbg !473
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !473
  %50 = load i32, ptr %49, align 4, !dbg !473, !tbaa !282
  %51 = xor i32 %45, %50, !dbg !474
  %52 = lshr i64 %0, 48, !dbg !475
    #dbg_value(i64 %52, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !476)
  %53 = lshr i32 %51, 8, !dbg !478
  %54 = zext i32 %51 to i64, !dbg !479
  %55 = xor i64 %52, %54, !dbg !479
  %56 = and i64 %55, 255, !dbg !480
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !480
  %58 = load i32, ptr %57, align 4, !dbg !480, !tbaa !282
  %59 = xor i32 %53, %58, !dbg !481
  %60 = lshr i64 %0, 56, !dbg !482
    #dbg_value(i64 %60, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !483)
  %61 = lshr i32 %59, 8, !dbg !485
  %62 = and i32 %59, 255, !dbg !486
  %63 = zext nneg i32 %62 to i64, !dbg !486
  %64 = xor i64 %60, %63, !dbg !486
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !486
  %66 = load i32, ptr %65, align 4, !dbg !486, !tbaa !282
  %67 = xor i32 %61, %66, !dbg !487
  store i32 %67, ptr @crc32_context, align 4, !dbg !488, !tbaa !282
  %68 = icmp eq i32 %2, 0, !dbg !489
  br i1 %68, label %73, label %69, !dbg !491

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !492
  %71 = zext i32 %70 to i64, !dbg !492
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71), !dbg !494
  br label %73, !dbg !495

73:                                               ; preds = %69, %3
  ret void, !dbg !496
}

; Function Attrs: nofree nounwind
declare !dbg !497 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!224, !225, !226, !227, !228, !230, !231, !232, !233, !234}
!llvm.ident = !{!235}

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
!108 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !110, line: 42, baseType: !111)
!110 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!112 = !{!113}
!113 = !DISubrange(count: 256)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "g_219", scope: !51, file: !2, line: 42, type: !116, isLocal: true, isDefinition: true)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !118, line: 25, baseType: !119)
!118 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!227 = !{i32 1, !"target-abi", !"lp64d"}
!228 = !{i32 6, !"riscv-isa", !229}
!229 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!230 = !{i32 8, !"PIC Level", i32 2}
!231 = !{i32 7, !"PIE Level", i32 2}
!232 = !{i32 7, !"uwtable", i32 2}
!233 = !{i32 8, !"SmallDataLimit", i32 8}
!234 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!235 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!236 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 376, type: !237, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !241)
!237 = !DISubroutineType(types: !238)
!238 = !{!134, !134, !239}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!241 = !{!242, !243, !244, !245, !246, !247}
!242 = !DILocalVariable(name: "argc", arg: 1, scope: !236, file: !2, line: 376, type: !134)
!243 = !DILocalVariable(name: "argv", arg: 2, scope: !236, file: !2, line: 376, type: !239)
!244 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 378, type: !134)
!245 = !DILocalVariable(name: "j", scope: !236, file: !2, line: 378, type: !134)
!246 = !DILocalVariable(name: "k", scope: !236, file: !2, line: 378, type: !134)
!247 = !DILocalVariable(name: "print_hash_value", scope: !236, file: !2, line: 379, type: !134)
!248 = !DILocation(line: 0, scope: !236)
!249 = !DILocation(line: 380, column: 14, scope: !250)
!250 = distinct !DILexicalBlock(scope: !236, file: !2, line: 380, column: 9)
!251 = !DILocation(line: 380, column: 19, scope: !250)
!252 = !DILocation(line: 380, column: 29, scope: !250)
!253 = !{!254, !254, i64 0}
!254 = !{!"any pointer", !255, i64 0}
!255 = !{!"omnipotent char", !256, i64 0}
!256 = !{!"Simple C/C++ TBAA"}
!257 = !DILocation(line: 380, column: 43, scope: !250)
!258 = !DILocation(line: 380, column: 9, scope: !236)
!259 = !DILocalVariable(name: "poly", scope: !260, file: !105, line: 54, type: !267)
!260 = distinct !DISubprogram(name: "crc32_gentab", scope: !105, file: !105, line: 51, type: !261, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{null}
!263 = !{!264, !259, !265, !266}
!264 = !DILocalVariable(name: "crc", scope: !260, file: !105, line: 53, type: !107)
!265 = !DILocalVariable(name: "i", scope: !260, file: !105, line: 55, type: !134)
!266 = !DILocalVariable(name: "j", scope: !260, file: !105, line: 55, type: !134)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!268 = !DILocation(line: 0, scope: !260, inlinedAt: !269)
!269 = distinct !DILocation(line: 382, column: 5, scope: !236)
!270 = !DILocation(line: 57, column: 2, scope: !271, inlinedAt: !269)
!271 = distinct !DILexicalBlock(scope: !260, file: !105, line: 57, column: 2)
!272 = !DILocation(line: 60, column: 12, scope: !273, inlinedAt: !269)
!273 = distinct !DILexicalBlock(scope: !274, file: !105, line: 60, column: 8)
!274 = distinct !DILexicalBlock(scope: !275, file: !105, line: 59, column: 27)
!275 = distinct !DILexicalBlock(scope: !276, file: !105, line: 59, column: 3)
!276 = distinct !DILexicalBlock(scope: !277, file: !105, line: 59, column: 3)
!277 = distinct !DILexicalBlock(scope: !278, file: !105, line: 57, column: 28)
!278 = distinct !DILexicalBlock(scope: !271, file: !105, line: 57, column: 2)
!279 = !DILocation(line: 60, column: 8, scope: !274, inlinedAt: !269)
!280 = !DILocation(line: 66, column: 3, scope: !277, inlinedAt: !269)
!281 = !DILocation(line: 66, column: 16, scope: !277, inlinedAt: !269)
!282 = !{!283, !283, i64 0}
!283 = !{!"int", !255, i64 0}
!284 = !DILocation(line: 57, column: 24, scope: !278, inlinedAt: !269)
!285 = !DILocation(line: 57, column: 16, scope: !278, inlinedAt: !269)
!286 = distinct !{!286, !270, !287, !288}
!287 = !DILocation(line: 67, column: 2, scope: !271, inlinedAt: !269)
!288 = !{!"llvm.loop.mustprogress"}
!289 = !DILocation(line: 386, column: 9, scope: !290)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 385, column: 5)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 384, column: 5)
!292 = distinct !DILexicalBlock(scope: !236, file: !2, line: 384, column: 5)
!293 = !DILocation(line: 387, column: 13, scope: !290)
!294 = !DILocation(line: 387, column: 31, scope: !295)
!295 = distinct !DILexicalBlock(scope: !290, file: !2, line: 387, column: 13)
!296 = !DILocation(line: 390, column: 5, scope: !236)
!297 = !DILocation(line: 391, column: 5, scope: !298)
!298 = distinct !DILexicalBlock(scope: !236, file: !2, line: 391, column: 5)
!299 = !DILocation(line: 395, column: 13, scope: !300)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 394, column: 9)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 393, column: 9)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 393, column: 9)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 392, column: 5)
!304 = distinct !DILexicalBlock(scope: !298, file: !2, line: 391, column: 5)
!305 = !DILocation(line: 396, column: 17, scope: !300)
!306 = !DILocation(line: 396, column: 35, scope: !307)
!307 = distinct !DILexicalBlock(scope: !300, file: !2, line: 396, column: 17)
!308 = !DILocation(line: 391, column: 25, scope: !304)
!309 = !DILocation(line: 391, column: 19, scope: !304)
!310 = distinct !{!310, !297, !311, !288}
!311 = !DILocation(line: 399, column: 5, scope: !298)
!312 = !DILocation(line: 402, column: 9, scope: !313)
!313 = distinct !DILexicalBlock(scope: !314, file: !2, line: 401, column: 5)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 400, column: 5)
!315 = distinct !DILexicalBlock(scope: !236, file: !2, line: 400, column: 5)
!316 = !DILocation(line: 403, column: 13, scope: !313)
!317 = !DILocation(line: 408, column: 9, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 407, column: 5)
!319 = distinct !DILexicalBlock(scope: !320, file: !2, line: 406, column: 5)
!320 = distinct !DILexicalBlock(scope: !236, file: !2, line: 406, column: 5)
!321 = !DILocation(line: 409, column: 13, scope: !318)
!322 = !DILocation(line: 403, column: 31, scope: !323)
!323 = distinct !DILexicalBlock(scope: !313, file: !2, line: 403, column: 13)
!324 = !DILocation(line: 409, column: 31, scope: !325)
!325 = distinct !DILexicalBlock(scope: !318, file: !2, line: 409, column: 13)
!326 = !DILocation(line: 412, column: 5, scope: !236)
!327 = !DILocation(line: 413, column: 5, scope: !236)
!328 = !DILocation(line: 414, column: 5, scope: !236)
!329 = !DILocation(line: 417, column: 9, scope: !330)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 416, column: 5)
!331 = distinct !DILexicalBlock(scope: !332, file: !2, line: 415, column: 5)
!332 = distinct !DILexicalBlock(scope: !236, file: !2, line: 415, column: 5)
!333 = !DILocation(line: 418, column: 13, scope: !330)
!334 = !DILocation(line: 418, column: 31, scope: !335)
!335 = distinct !DILexicalBlock(scope: !330, file: !2, line: 418, column: 13)
!336 = !DILocation(line: 421, column: 5, scope: !236)
!337 = !DILocation(line: 422, column: 5, scope: !236)
!338 = !DILocation(line: 425, column: 9, scope: !339)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 425, column: 9)
!340 = distinct !DILexicalBlock(scope: !341, file: !2, line: 424, column: 5)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 423, column: 5)
!342 = distinct !DILexicalBlock(scope: !236, file: !2, line: 423, column: 5)
!343 = !DILocation(line: 429, column: 33, scope: !344)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 428, column: 13)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 427, column: 13)
!346 = distinct !DILexicalBlock(scope: !347, file: !2, line: 427, column: 13)
!347 = distinct !DILexicalBlock(scope: !348, file: !2, line: 426, column: 9)
!348 = distinct !DILexicalBlock(scope: !339, file: !2, line: 425, column: 9)
!349 = !DILocation(line: 429, column: 17, scope: !344)
!350 = !DILocation(line: 430, column: 21, scope: !344)
!351 = !DILocation(line: 430, column: 39, scope: !352)
!352 = distinct !DILexicalBlock(scope: !344, file: !2, line: 430, column: 21)
!353 = !DILocation(line: 425, column: 29, scope: !348)
!354 = !DILocation(line: 425, column: 23, scope: !348)
!355 = distinct !{!355, !338, !356, !288}
!356 = !DILocation(line: 433, column: 9, scope: !339)
!357 = !DILocation(line: 435, column: 5, scope: !236)
!358 = !DILocation(line: 436, column: 5, scope: !236)
!359 = !DILocation(line: 437, column: 5, scope: !360)
!360 = distinct !DILexicalBlock(scope: !236, file: !2, line: 437, column: 5)
!361 = !DILocation(line: 443, column: 33, scope: !362)
!362 = distinct !DILexicalBlock(scope: !363, file: !2, line: 442, column: 13)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 441, column: 13)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 441, column: 13)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 440, column: 9)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 439, column: 9)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 439, column: 9)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 438, column: 5)
!369 = distinct !DILexicalBlock(scope: !360, file: !2, line: 437, column: 5)
!370 = !DILocation(line: 443, column: 17, scope: !362)
!371 = !DILocation(line: 444, column: 21, scope: !362)
!372 = !DILocation(line: 444, column: 39, scope: !373)
!373 = distinct !DILexicalBlock(scope: !362, file: !2, line: 444, column: 21)
!374 = !DILocation(line: 437, column: 25, scope: !369)
!375 = !DILocation(line: 437, column: 19, scope: !369)
!376 = distinct !{!376, !359, !377, !288}
!377 = !DILocation(line: 448, column: 5, scope: !360)
!378 = !DILocation(line: 449, column: 5, scope: !236)
!379 = !DILocation(line: 450, column: 5, scope: !236)
!380 = !DILocation(line: 451, column: 5, scope: !236)
!381 = !DILocation(line: 452, column: 5, scope: !236)
!382 = !DILocation(line: 453, column: 5, scope: !236)
!383 = !DILocation(line: 456, column: 9, scope: !384)
!384 = distinct !DILexicalBlock(scope: !385, file: !2, line: 455, column: 5)
!385 = distinct !DILexicalBlock(scope: !386, file: !2, line: 454, column: 5)
!386 = distinct !DILexicalBlock(scope: !236, file: !2, line: 454, column: 5)
!387 = !DILocation(line: 457, column: 13, scope: !384)
!388 = !DILocation(line: 457, column: 31, scope: !389)
!389 = distinct !DILexicalBlock(scope: !384, file: !2, line: 457, column: 13)
!390 = !DILocation(line: 460, column: 5, scope: !236)
!391 = !DILocation(line: 461, column: 5, scope: !236)
!392 = !DILocation(line: 462, column: 5, scope: !236)
!393 = !DILocation(line: 463, column: 21, scope: !236)
!394 = !{!395, !395, i64 0}
!395 = !{!"long", !255, i64 0}
!396 = !DILocation(line: 463, column: 5, scope: !236)
!397 = !DILocation(line: 464, column: 5, scope: !236)
!398 = !DILocation(line: 465, column: 21, scope: !236)
!399 = !DILocation(line: 465, column: 5, scope: !236)
!400 = !DILocation(line: 466, column: 5, scope: !236)
!401 = !DILocation(line: 467, column: 23, scope: !236)
!402 = !DILocation(line: 467, column: 37, scope: !236)
!403 = !DILocalVariable(name: "crc", arg: 1, scope: !404, file: !218, line: 49, type: !107)
!404 = distinct !DISubprogram(name: "platform_main_end", scope: !218, file: !218, line: 49, type: !405, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !407)
!405 = !DISubroutineType(types: !406)
!406 = !{null, !107, !134}
!407 = !{!403, !408}
!408 = !DILocalVariable(name: "flag", arg: 2, scope: !404, file: !218, line: 49, type: !134)
!409 = !DILocation(line: 0, scope: !404, inlinedAt: !410)
!410 = distinct !DILocation(line: 467, column: 5, scope: !236)
!411 = !DILocation(line: 56, column: 2, scope: !404, inlinedAt: !410)
!412 = !DILocation(line: 468, column: 5, scope: !236)
!413 = distinct !DISubprogram(name: "transparent_crc", scope: !105, file: !105, line: 110, type: !414, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !416)
!414 = !DISubroutineType(types: !415)
!415 = !{null, !163, !240, !134}
!416 = !{!417, !418, !419}
!417 = !DILocalVariable(name: "val", arg: 1, scope: !413, file: !105, line: 110, type: !163)
!418 = !DILocalVariable(name: "vname", arg: 2, scope: !413, file: !105, line: 110, type: !240)
!419 = !DILocalVariable(name: "flag", arg: 3, scope: !413, file: !105, line: 110, type: !134)
!420 = !DILocation(line: 0, scope: !413)
!421 = !DILocalVariable(name: "val", arg: 1, scope: !422, file: !105, line: 97, type: !163)
!422 = distinct !DISubprogram(name: "crc32_8bytes", scope: !105, file: !105, line: 97, type: !423, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !425)
!423 = !DISubroutineType(types: !424)
!424 = !{null, !163}
!425 = !{!421}
!426 = !DILocation(line: 0, scope: !422, inlinedAt: !427)
!427 = distinct !DILocation(line: 112, column: 2, scope: !413)
!428 = !DILocalVariable(name: "b", arg: 1, scope: !429, file: !105, line: 71, type: !192)
!429 = distinct !DISubprogram(name: "crc32_byte", scope: !105, file: !105, line: 71, type: !430, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !432)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !192}
!432 = !{!428}
!433 = !DILocation(line: 0, scope: !429, inlinedAt: !434)
!434 = distinct !DILocation(line: 99, column: 2, scope: !422, inlinedAt: !427)
!435 = !DILocation(line: 73, column: 5, scope: !429, inlinedAt: !434)
!436 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !434)
!437 = !DILocation(line: 74, column: 33, scope: !429, inlinedAt: !434)
!438 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !434)
!439 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !434)
!440 = !DILocation(line: 100, column: 18, scope: !422, inlinedAt: !427)
!441 = !DILocation(line: 0, scope: !429, inlinedAt: !442)
!442 = distinct !DILocation(line: 100, column: 2, scope: !422, inlinedAt: !427)
!443 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !442)
!444 = !DILocation(line: 74, column: 33, scope: !429, inlinedAt: !442)
!445 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !442)
!446 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !442)
!447 = !DILocation(line: 101, column: 18, scope: !422, inlinedAt: !427)
!448 = !DILocation(line: 0, scope: !429, inlinedAt: !449)
!449 = distinct !DILocation(line: 101, column: 2, scope: !422, inlinedAt: !427)
!450 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !449)
!451 = !DILocation(line: 74, column: 33, scope: !429, inlinedAt: !449)
!452 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !449)
!453 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !449)
!454 = !DILocation(line: 102, column: 18, scope: !422, inlinedAt: !427)
!455 = !DILocation(line: 0, scope: !429, inlinedAt: !456)
!456 = distinct !DILocation(line: 102, column: 2, scope: !422, inlinedAt: !427)
!457 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !456)
!458 = !DILocation(line: 74, column: 33, scope: !429, inlinedAt: !456)
!459 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !456)
!460 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !456)
!461 = !DILocation(line: 103, column: 18, scope: !422, inlinedAt: !427)
!462 = !DILocation(line: 0, scope: !429, inlinedAt: !463)
!463 = distinct !DILocation(line: 103, column: 2, scope: !422, inlinedAt: !427)
!464 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !463)
!465 = !DILocation(line: 74, column: 33, scope: !429, inlinedAt: !463)
!466 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !463)
!467 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !463)
!468 = !DILocation(line: 104, column: 18, scope: !422, inlinedAt: !427)
!469 = !DILocation(line: 0, scope: !429, inlinedAt: !470)
!470 = distinct !DILocation(line: 104, column: 2, scope: !422, inlinedAt: !427)
!471 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !470)
!472 = !DILocation(line: 74, column: 33, scope: !429, inlinedAt: !470)
!473 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !470)
!474 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !470)
!475 = !DILocation(line: 105, column: 18, scope: !422, inlinedAt: !427)
!476 = !DILocation(line: 0, scope: !429, inlinedAt: !477)
!477 = distinct !DILocation(line: 105, column: 2, scope: !422, inlinedAt: !427)
!478 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !477)
!479 = !DILocation(line: 74, column: 33, scope: !429, inlinedAt: !477)
!480 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !477)
!481 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !477)
!482 = !DILocation(line: 106, column: 18, scope: !422, inlinedAt: !427)
!483 = !DILocation(line: 0, scope: !429, inlinedAt: !484)
!484 = distinct !DILocation(line: 106, column: 2, scope: !422, inlinedAt: !427)
!485 = !DILocation(line: 73, column: 19, scope: !429, inlinedAt: !484)
!486 = !DILocation(line: 74, column: 3, scope: !429, inlinedAt: !484)
!487 = !DILocation(line: 73, column: 39, scope: !429, inlinedAt: !484)
!488 = !DILocation(line: 72, column: 16, scope: !429, inlinedAt: !484)
!489 = !DILocation(line: 113, column: 6, scope: !490)
!490 = distinct !DILexicalBlock(scope: !413, file: !105, line: 113, column: 6)
!491 = !DILocation(line: 113, column: 6, scope: !413)
!492 = !DILocation(line: 114, column: 73, scope: !493)
!493 = distinct !DILexicalBlock(scope: !490, file: !105, line: 113, column: 12)
!494 = !DILocation(line: 114, column: 5, scope: !493)
!495 = !DILocation(line: 115, column: 2, scope: !493)
!496 = !DILocation(line: 116, column: 1, scope: !413)
!497 = !DISubprogram(name: "printf", scope: !498, file: !498, line: 356, type: !499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!499 = !DISubroutineType(types: !500)
!500 = !{!134, !501, null}
!501 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !502)
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !503, size: 64)
!503 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
