; ModuleID = 'tests/programs/nqueens_backtrack.c'
source_filename = "tests/programs/nqueens_backtrack.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1, !dbg !0
@grid = internal unnamed_addr global [9 x [9 x i32]] zeroinitializer, align 64, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !16
@__const.main.v = private unnamed_addr constant [14 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 19, i32 23, i32 8, i32 1, i32 14, i32 9, i32 6], align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 30: %d\0A\00", align 1, !dbg !31
@str = private unnamed_addr constant [12 x i8] c"no solution\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !49 {
    #dbg_value(i32 1, !53, !DIExpression(), !72)
  %1 = tail call fastcc i32 @queens(i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %1), !dbg !75
    #dbg_value(i32 2, !53, !DIExpression(), !72)
  %3 = tail call fastcc i32 @queens(i32 noundef 2, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %3), !dbg !75
    #dbg_value(i32 3, !53, !DIExpression(), !72)
  %5 = tail call fastcc i32 @queens(i32 noundef 3, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %5), !dbg !75
    #dbg_value(i32 4, !53, !DIExpression(), !72)
  %7 = tail call fastcc i32 @queens(i32 noundef 4, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %7), !dbg !75
    #dbg_value(i32 5, !53, !DIExpression(), !72)
  %9 = tail call fastcc i32 @queens(i32 noundef 5, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %9), !dbg !75
    #dbg_value(i32 6, !53, !DIExpression(), !72)
  %11 = tail call fastcc i32 @queens(i32 noundef 6, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %11), !dbg !75
    #dbg_value(i32 7, !53, !DIExpression(), !72)
  %13 = tail call fastcc i32 @queens(i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %13), !dbg !75
    #dbg_value(i32 8, !53, !DIExpression(), !72)
  %15 = tail call fastcc i32 @queens(i32 noundef 8, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %15), !dbg !75
    #dbg_value(i32 9, !53, !DIExpression(), !72)
  %17 = tail call fastcc i32 @queens(i32 noundef 9, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %17), !dbg !75
    #dbg_value(i32 10, !53, !DIExpression(), !72)
  %19 = tail call fastcc i32 @queens(i32 noundef 10, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !73
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %19), !dbg !75
    #dbg_value(i32 11, !53, !DIExpression(), !72)
  store <16 x i32> <i32 5, i32 3, i32 0, i32 0, i32 7, i32 0, i32 0, i32 0, i32 0, i32 6, i32 0, i32 0, i32 1, i32 9, i32 5, i32 0>, ptr @grid, align 64, !dbg !76, !tbaa !78
  store <16 x i32> <i32 0, i32 0, i32 0, i32 9, i32 8, i32 0, i32 0, i32 0, i32 0, i32 6, i32 0, i32 8, i32 0, i32 0, i32 0, i32 6>, ptr getelementptr inbounds (i8, ptr @grid, i64 64), align 64, !dbg !76, !tbaa !78
  store <16 x i32> <i32 0, i32 0, i32 0, i32 3, i32 4, i32 0, i32 0, i32 8, i32 0, i32 3, i32 0, i32 0, i32 1, i32 7, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 128), align 64, !dbg !76, !tbaa !78
  store <16 x i32> <i32 0, i32 2, i32 0, i32 0, i32 0, i32 6, i32 0, i32 6, i32 0, i32 0, i32 0, i32 0, i32 2, i32 8, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 192), align 64, !dbg !76, !tbaa !78
  store <16 x i32> <i32 0, i32 0, i32 4, i32 1, i32 9, i32 0, i32 0, i32 5, i32 0, i32 0, i32 0, i32 0, i32 8, i32 0, i32 0, i32 7>, ptr getelementptr inbounds (i8, ptr @grid, i64 256), align 64, !dbg !76, !tbaa !78
    #dbg_value(i64 80, !58, !DIExpression(), !82)
  store i32 9, ptr getelementptr inbounds (i8, ptr @grid, i64 320), align 64, !dbg !76, !tbaa !78
    #dbg_value(i64 81, !58, !DIExpression(), !82)
  %21 = tail call fastcc i32 @solve(i32 noundef 0), !dbg !83
  %22 = icmp eq i32 %21, 0, !dbg !83
  br i1 %22, label %55, label %23, !dbg !84

23:                                               ; preds = %0, %23
  %24 = phi i64 [ %53, %23 ], [ 0, %0 ]
    #dbg_value(i64 %24, !60, !DIExpression(), !85)
    #dbg_value(i64 0, !64, !DIExpression(), !86)
  %25 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 0, !dbg !87
  %26 = load i32, ptr %25, align 4, !dbg !87, !tbaa !78
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26), !dbg !89
    #dbg_value(i64 1, !64, !DIExpression(), !86)
  %28 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 1, !dbg !87
  %29 = load i32, ptr %28, align 4, !dbg !87, !tbaa !78
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29), !dbg !89
    #dbg_value(i64 2, !64, !DIExpression(), !86)
  %31 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 2, !dbg !87
  %32 = load i32, ptr %31, align 4, !dbg !87, !tbaa !78
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32), !dbg !89
    #dbg_value(i64 3, !64, !DIExpression(), !86)
  %34 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 3, !dbg !87
  %35 = load i32, ptr %34, align 4, !dbg !87, !tbaa !78
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35), !dbg !89
    #dbg_value(i64 4, !64, !DIExpression(), !86)
  %37 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 4, !dbg !87
  %38 = load i32, ptr %37, align 4, !dbg !87, !tbaa !78
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38), !dbg !89
    #dbg_value(i64 5, !64, !DIExpression(), !86)
  %40 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 5, !dbg !87
  %41 = load i32, ptr %40, align 4, !dbg !87, !tbaa !78
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41), !dbg !89
    #dbg_value(i64 6, !64, !DIExpression(), !86)
  %43 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 6, !dbg !87
  %44 = load i32, ptr %43, align 4, !dbg !87, !tbaa !78
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44), !dbg !89
    #dbg_value(i64 7, !64, !DIExpression(), !86)
  %46 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 7, !dbg !87
  %47 = load i32, ptr %46, align 4, !dbg !87, !tbaa !78
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47), !dbg !89
    #dbg_value(i64 8, !64, !DIExpression(), !86)
  %49 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 8, !dbg !87
  %50 = load i32, ptr %49, align 4, !dbg !87, !tbaa !78
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50), !dbg !89
    #dbg_value(i64 9, !64, !DIExpression(), !86)
  %52 = tail call i32 @putchar(i32 10), !dbg !90
  %53 = add nuw nsw i64 %24, 1, !dbg !91
    #dbg_value(i64 %53, !60, !DIExpression(), !85)
  %54 = icmp eq i64 %53, 9, !dbg !92
  br i1 %54, label %57, label %23, !dbg !93, !llvm.loop !94

55:                                               ; preds = %0
  %56 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !97
  br label %57

57:                                               ; preds = %23, %55
    #dbg_assign(i1 undef, !68, !DIExpression(), !99, ptr @__const.main.v, !DIExpression(), !100)
  %58 = tail call fastcc i32 @subset_count(ptr noundef nonnull @__const.main.v, i32 noundef 14, i32 noundef 30), !dbg !101
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58), !dbg !102
  ret i32 0, !dbg !103
}

; Function Attrs: nofree nounwind
declare !dbg !104 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 !dbg !109 {
    #dbg_value(i32 %0, !114, !DIExpression(), !123)
    #dbg_value(i32 %1, !115, !DIExpression(), !123)
    #dbg_value(i32 %2, !116, !DIExpression(), !123)
    #dbg_value(i32 %3, !117, !DIExpression(), !123)
  %5 = shl nsw i32 -1, %0, !dbg !124
  %6 = xor i32 %5, -1, !dbg !124
    #dbg_value(i32 %6, !118, !DIExpression(), !123)
  %7 = icmp eq i32 %6, %1, !dbg !125
  br i1 %7, label %29, label %8, !dbg !127

8:                                                ; preds = %4
    #dbg_value(i32 0, !119, !DIExpression(), !123)
  %9 = or i32 %2, %1, !dbg !128
  %10 = or i32 %9, %3, !dbg !129
  %11 = xor i32 %10, -1, !dbg !130
  %12 = and i32 %11, %6, !dbg !131
    #dbg_value(i32 %12, !120, !DIExpression(), !123)
    #dbg_value(i32 0, !119, !DIExpression(), !123)
  %13 = icmp eq i32 %12, 0, !dbg !132
  br i1 %13, label %29, label %14, !dbg !132

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
    #dbg_value(i32 %15, !120, !DIExpression(), !123)
    #dbg_value(i32 %16, !119, !DIExpression(), !123)
  %17 = sub i32 0, %15, !dbg !133
  %18 = and i32 %15, %17, !dbg !134
    #dbg_value(i32 %18, !121, !DIExpression(), !135)
  %19 = xor i32 %18, %15, !dbg !136
    #dbg_value(i32 %19, !120, !DIExpression(), !123)
  %20 = or i32 %18, %1, !dbg !137
  %21 = or i32 %18, %2, !dbg !138
  %22 = shl i32 %21, 1, !dbg !139
  %23 = and i32 %22, %6, !dbg !140
  %24 = or i32 %18, %3, !dbg !141
  %25 = lshr i32 %24, 1, !dbg !142
  %26 = tail call fastcc i32 @queens(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25), !dbg !143
  %27 = add nsw i32 %26, %16, !dbg !144
    #dbg_value(i32 %27, !119, !DIExpression(), !123)
  %28 = icmp eq i32 %18, %15, !dbg !132
  br i1 %28, label %29, label %14, !dbg !132, !llvm.loop !145

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ], !dbg !123
  ret i32 %30, !dbg !147
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @solve(i32 noundef %0) unnamed_addr #3 !dbg !148 {
    #dbg_value(i32 %0, !152, !DIExpression(), !157)
  %2 = icmp eq i32 %0, 81, !dbg !158
  br i1 %2, label %147, label %3, !dbg !160

3:                                                ; preds = %1, %55
  %4 = phi i32 [ %56, %55 ], [ %0, %1 ]
    #dbg_value(i32 %4, !152, !DIExpression(), !157)
  %5 = freeze i32 %4, !dbg !161
  %6 = sdiv i32 %5, 9, !dbg !161
    #dbg_value(i32 %6, !153, !DIExpression(), !157)
  %7 = mul i32 %6, 9, !dbg !162
  %8 = sub i32 %5, %7, !dbg !162
    #dbg_value(i32 %8, !154, !DIExpression(), !157)
  %9 = sext i32 %6 to i64, !dbg !163
  %10 = sext i32 %8 to i64, !dbg !163
  %11 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 %10, !dbg !163
  %12 = load i32, ptr %11, align 4, !dbg !163, !tbaa !78
  %13 = icmp eq i32 %12, 0, !dbg !163
  br i1 %13, label %14, label %55, !dbg !165

14:                                               ; preds = %3
  %15 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 0
    #dbg_value(i32 1, !155, !DIExpression(), !166)
  %16 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 0, i64 %10
  %17 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 1
  %18 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 1, i64 %10
  %19 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 2
  %20 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 2, i64 %10
  %21 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 3
  %22 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 3, i64 %10
  %23 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 4
  %24 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 4, i64 %10
  %25 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 5
  %26 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 5, i64 %10
  %27 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 6
  %28 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 6, i64 %10
  %29 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 7
  %30 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 7, i64 %10
  %31 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 8
  %32 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 8, i64 %10
  %33 = srem i32 %6, 3
  %34 = sub nsw i32 %6, %33
  %35 = trunc nsw i32 %8 to i8
  %36 = srem i8 %35, 3
  %37 = sext i8 %36 to i32
  %38 = sub nsw i32 %8, %37
  %39 = sext i32 %38 to i64
  %40 = sext i32 %34 to i64
  %41 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %40, i64 %39
  %42 = add nsw i64 %39, 1
  %43 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %40, i64 %42
  %44 = add nsw i64 %39, 2
  %45 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %40, i64 %44
  %46 = add nsw i64 %40, 1
  %47 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %46, i64 %39
  %48 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %46, i64 %42
  %49 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %46, i64 %44
  %50 = add nsw i64 %40, 2
  %51 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %50, i64 %39
  %52 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %50, i64 %42
  %53 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %50, i64 %44
  %54 = add nsw i32 %4, 1
  br label %58, !dbg !167

55:                                               ; preds = %3
  %56 = add nsw i32 %4, 1, !dbg !168
    #dbg_value(i32 %56, !152, !DIExpression(), !157)
  %57 = icmp eq i32 %56, 81, !dbg !158
  br i1 %57, label %147, label %3, !dbg !160

58:                                               ; preds = %14, %143
  %59 = phi i32 [ 1, %14 ], [ %144, %143 ]
    #dbg_value(i32 %59, !155, !DIExpression(), !166)
    #dbg_value(i32 %6, !169, !DIExpression(), !185)
    #dbg_value(i32 %8, !174, !DIExpression(), !185)
    #dbg_value(i32 %59, !175, !DIExpression(), !185)
    #dbg_value(i32 0, !176, !DIExpression(), !189)
    #dbg_value(i32 0, !176, !DIExpression(), !189)
    #dbg_value(i64 0, !176, !DIExpression(), !189)
  %60 = load i32, ptr %15, align 4, !dbg !190, !tbaa !78
  %61 = icmp eq i32 %60, %59, !dbg !193
  br i1 %61, label %143, label %113, !dbg !194

62:                                               ; preds = %113
    #dbg_value(i64 1, !176, !DIExpression(), !189)
  %63 = load i32, ptr %17, align 4, !dbg !190, !tbaa !78
  %64 = icmp eq i32 %63, %59, !dbg !193
  br i1 %64, label %143, label %65, !dbg !194

65:                                               ; preds = %62
  %66 = load i32, ptr %18, align 4, !dbg !195, !tbaa !78
  %67 = icmp eq i32 %66, %59, !dbg !196
    #dbg_value(i64 1, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %67, label %143, label %68, !dbg !197

68:                                               ; preds = %65
    #dbg_value(i64 2, !176, !DIExpression(), !189)
  %69 = load i32, ptr %19, align 4, !dbg !190, !tbaa !78
  %70 = icmp eq i32 %69, %59, !dbg !193
  br i1 %70, label %143, label %71, !dbg !194

71:                                               ; preds = %68
  %72 = load i32, ptr %20, align 4, !dbg !195, !tbaa !78
  %73 = icmp eq i32 %72, %59, !dbg !196
    #dbg_value(i64 2, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %73, label %143, label %74, !dbg !197

74:                                               ; preds = %71
    #dbg_value(i64 3, !176, !DIExpression(), !189)
  %75 = load i32, ptr %21, align 4, !dbg !190, !tbaa !78
  %76 = icmp eq i32 %75, %59, !dbg !193
  br i1 %76, label %143, label %77, !dbg !194

77:                                               ; preds = %74
  %78 = load i32, ptr %22, align 4, !dbg !195, !tbaa !78
  %79 = icmp eq i32 %78, %59, !dbg !196
    #dbg_value(i64 3, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %79, label %143, label %80, !dbg !197

80:                                               ; preds = %77
    #dbg_value(i64 4, !176, !DIExpression(), !189)
  %81 = load i32, ptr %23, align 4, !dbg !190, !tbaa !78
  %82 = icmp eq i32 %81, %59, !dbg !193
  br i1 %82, label %143, label %83, !dbg !194

83:                                               ; preds = %80
  %84 = load i32, ptr %24, align 4, !dbg !195, !tbaa !78
  %85 = icmp eq i32 %84, %59, !dbg !196
    #dbg_value(i64 4, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %85, label %143, label %86, !dbg !197

86:                                               ; preds = %83
    #dbg_value(i64 5, !176, !DIExpression(), !189)
  %87 = load i32, ptr %25, align 4, !dbg !190, !tbaa !78
  %88 = icmp eq i32 %87, %59, !dbg !193
  br i1 %88, label %143, label %89, !dbg !194

89:                                               ; preds = %86
  %90 = load i32, ptr %26, align 4, !dbg !195, !tbaa !78
  %91 = icmp eq i32 %90, %59, !dbg !196
    #dbg_value(i64 5, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %91, label %143, label %92, !dbg !197

92:                                               ; preds = %89
    #dbg_value(i64 6, !176, !DIExpression(), !189)
  %93 = load i32, ptr %27, align 4, !dbg !190, !tbaa !78
  %94 = icmp eq i32 %93, %59, !dbg !193
  br i1 %94, label %143, label %95, !dbg !194

95:                                               ; preds = %92
  %96 = load i32, ptr %28, align 4, !dbg !195, !tbaa !78
  %97 = icmp eq i32 %96, %59, !dbg !196
    #dbg_value(i64 6, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %97, label %143, label %98, !dbg !197

98:                                               ; preds = %95
    #dbg_value(i64 7, !176, !DIExpression(), !189)
  %99 = load i32, ptr %29, align 4, !dbg !190, !tbaa !78
  %100 = icmp eq i32 %99, %59, !dbg !193
  br i1 %100, label %143, label %101, !dbg !194

101:                                              ; preds = %98
  %102 = load i32, ptr %30, align 4, !dbg !195, !tbaa !78
  %103 = icmp eq i32 %102, %59, !dbg !196
    #dbg_value(i64 7, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %103, label %143, label %104, !dbg !197

104:                                              ; preds = %101
    #dbg_value(i64 8, !176, !DIExpression(), !189)
  %105 = load i32, ptr %31, align 4, !dbg !190, !tbaa !78
  %106 = icmp eq i32 %105, %59, !dbg !193
  br i1 %106, label %143, label %107, !dbg !194

107:                                              ; preds = %104
  %108 = load i32, ptr %32, align 4, !dbg !195, !tbaa !78
  %109 = icmp eq i32 %108, %59, !dbg !196
    #dbg_value(i64 8, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %109, label %143, label %110, !dbg !197

110:                                              ; preds = %107
    #dbg_value(i64 9, !176, !DIExpression(), !189)
    #dbg_value(i32 %34, !178, !DIExpression(), !185)
    #dbg_value(i32 %38, !179, !DIExpression(), !185)
    #dbg_value(i32 0, !180, !DIExpression(), !198)
    #dbg_value(i64 0, !180, !DIExpression(), !198)
    #dbg_value(i32 0, !182, !DIExpression(), !199)
    #dbg_value(i64 0, !182, !DIExpression(), !199)
  %111 = load i32, ptr %41, align 4, !dbg !200, !tbaa !78
  %112 = icmp eq i32 %111, %59, !dbg !203
    #dbg_value(i64 0, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %112, label %143, label %116, !dbg !204

113:                                              ; preds = %58
  %114 = load i32, ptr %16, align 4, !dbg !195, !tbaa !78
  %115 = icmp eq i32 %114, %59, !dbg !196
    #dbg_value(i64 0, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  br i1 %115, label %143, label %62, !dbg !197

116:                                              ; preds = %110
    #dbg_value(i64 1, !182, !DIExpression(), !199)
  %117 = load i32, ptr %43, align 4, !dbg !200, !tbaa !78
  %118 = icmp eq i32 %117, %59, !dbg !203
    #dbg_value(i64 1, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %118, label %143, label %119, !dbg !204

119:                                              ; preds = %116
    #dbg_value(i64 2, !182, !DIExpression(), !199)
  %120 = load i32, ptr %45, align 4, !dbg !200, !tbaa !78
  %121 = icmp eq i32 %120, %59, !dbg !203
    #dbg_value(i64 2, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %121, label %143, label %122, !dbg !204

122:                                              ; preds = %119
    #dbg_value(i32 poison, !182, !DIExpression(), !199)
    #dbg_value(i64 1, !180, !DIExpression(), !198)
    #dbg_value(i32 0, !182, !DIExpression(), !199)
    #dbg_value(i64 0, !182, !DIExpression(), !199)
  %123 = load i32, ptr %47, align 4, !dbg !200, !tbaa !78
  %124 = icmp eq i32 %123, %59, !dbg !203
    #dbg_value(i64 0, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %124, label %143, label %125, !dbg !204

125:                                              ; preds = %122
    #dbg_value(i64 1, !182, !DIExpression(), !199)
  %126 = load i32, ptr %48, align 4, !dbg !200, !tbaa !78
  %127 = icmp eq i32 %126, %59, !dbg !203
    #dbg_value(i64 1, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %127, label %143, label %128, !dbg !204

128:                                              ; preds = %125
    #dbg_value(i64 2, !182, !DIExpression(), !199)
  %129 = load i32, ptr %49, align 4, !dbg !200, !tbaa !78
  %130 = icmp eq i32 %129, %59, !dbg !203
    #dbg_value(i64 2, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %130, label %143, label %131, !dbg !204

131:                                              ; preds = %128
    #dbg_value(i32 poison, !182, !DIExpression(), !199)
    #dbg_value(i64 2, !180, !DIExpression(), !198)
    #dbg_value(i32 0, !182, !DIExpression(), !199)
    #dbg_value(i64 0, !182, !DIExpression(), !199)
  %132 = load i32, ptr %51, align 4, !dbg !200, !tbaa !78
  %133 = icmp eq i32 %132, %59, !dbg !203
    #dbg_value(i64 0, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %133, label %143, label %134, !dbg !204

134:                                              ; preds = %131
    #dbg_value(i64 1, !182, !DIExpression(), !199)
  %135 = load i32, ptr %52, align 4, !dbg !200, !tbaa !78
  %136 = icmp eq i32 %135, %59, !dbg !203
    #dbg_value(i64 1, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %136, label %143, label %137, !dbg !204

137:                                              ; preds = %134
    #dbg_value(i64 2, !182, !DIExpression(), !199)
  %138 = load i32, ptr %53, align 4, !dbg !200, !tbaa !78
  %139 = icmp eq i32 %138, %59, !dbg !203
    #dbg_value(i64 2, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %139, label %143, label %140, !dbg !204

140:                                              ; preds = %137
  store i32 %59, ptr %11, align 4, !dbg !205, !tbaa !78
  %141 = tail call fastcc i32 @solve(i32 noundef %54), !dbg !207
  %142 = icmp eq i32 %141, 0, !dbg !207
  br i1 %142, label %143, label %147, !dbg !209

143:                                              ; preds = %110, %116, %119, %122, %125, %128, %131, %134, %137, %58, %113, %62, %65, %68, %71, %74, %77, %80, %83, %86, %89, %92, %95, %98, %101, %104, %107, %140
  %144 = add nuw nsw i32 %59, 1, !dbg !210
    #dbg_value(i32 %144, !155, !DIExpression(), !166)
  %145 = icmp eq i32 %144, 10, !dbg !211
  br i1 %145, label %146, label %58, !dbg !167, !llvm.loop !212

146:                                              ; preds = %143
  store i32 0, ptr %11, align 4, !dbg !214, !tbaa !78
  br label %147, !dbg !215

147:                                              ; preds = %55, %140, %1, %146
  %148 = phi i32 [ 0, %146 ], [ 1, %1 ], [ 1, %140 ], [ 1, %55 ], !dbg !157
  ret i32 %148, !dbg !216
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !217 {
  %4 = icmp eq i32 %2, 0
    #dbg_value(ptr %0, !223, !DIExpression(), !226)
    #dbg_value(i32 %1, !224, !DIExpression(), !226)
    #dbg_value(i32 %2, !225, !DIExpression(), !226)
  br i1 %4, label %21, label %5, !dbg !227

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
    #dbg_value(i32 %1, !224, !DIExpression(), !226)
    #dbg_value(ptr %0, !223, !DIExpression(), !226)
  %7 = icmp eq i32 %1, 0, !dbg !228
  %8 = or i1 %6, %7, !dbg !230
  br i1 %8, label %21, label %9, !dbg !230

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
    #dbg_value(ptr %11, !223, !DIExpression(), !226)
    #dbg_value(i32 %12, !224, !DIExpression(), !226)
  %13 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !231
  %14 = add nsw i32 %12, -1, !dbg !232
  %15 = load i32, ptr %11, align 4, !dbg !233, !tbaa !78
  %16 = sub nsw i32 %2, %15, !dbg !234
  %17 = tail call fastcc i32 @subset_count(ptr noundef nonnull %13, i32 noundef %14, i32 noundef %16), !dbg !235
  %18 = add nsw i32 %17, %10, !dbg !236
    #dbg_value(i32 %2, !225, !DIExpression(), !226)
    #dbg_value(i32 %14, !224, !DIExpression(), !226)
    #dbg_value(ptr %13, !223, !DIExpression(), !226)
  %19 = icmp eq i32 %14, 0, !dbg !228
  %20 = or i1 %6, %19, !dbg !230
  br i1 %20, label %21, label %9, !dbg !230

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22, !dbg !237
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nqueens_backtrack.c", directory: ".", checksumkind: CSK_MD5, checksum: "2173fea56a9597112632b349d137644d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "grid", scope: !9, file: !2, line: 18, type: !36, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !21, !26, !31, !7}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 82)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 3)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 13)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 27)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 2592, elements: !38)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !{!39, !39}
!39 = !DISubrange(count: 9)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 1}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 46, type: !50, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!37}
!52 = !{!53, !55, !58, !60, !64, !68}
!53 = !DILocalVariable(name: "n", scope: !54, file: !2, line: 47, type: !37)
!54 = distinct !DILexicalBlock(scope: !49, file: !2, line: 47, column: 5)
!55 = !DILocalVariable(name: "puzzle", scope: !49, file: !2, line: 48, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 49, type: !37)
!59 = distinct !DILexicalBlock(scope: !49, file: !2, line: 49, column: 5)
!60 = !DILocalVariable(name: "r", scope: !61, file: !2, line: 51, type: !37)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 51, column: 9)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 50, column: 19)
!63 = distinct !DILexicalBlock(scope: !49, file: !2, line: 50, column: 9)
!64 = !DILocalVariable(name: "c", scope: !65, file: !2, line: 52, type: !37)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 52, column: 13)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 51, column: 37)
!67 = distinct !DILexicalBlock(scope: !61, file: !2, line: 51, column: 9)
!68 = !DILocalVariable(name: "v", scope: !49, file: !2, line: 58, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 448, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 14)
!72 = !DILocation(line: 0, scope: !54)
!73 = !DILocation(line: 47, column: 66, scope: !74)
!74 = distinct !DILexicalBlock(scope: !54, file: !2, line: 47, column: 5)
!75 = !DILocation(line: 47, column: 35, scope: !74)
!76 = !DILocation(line: 49, column: 53, scope: !77)
!77 = distinct !DILexicalBlock(scope: !59, file: !2, line: 49, column: 5)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 0, scope: !59)
!83 = !DILocation(line: 50, column: 9, scope: !63)
!84 = !DILocation(line: 50, column: 9, scope: !49)
!85 = !DILocation(line: 0, scope: !61)
!86 = !DILocation(line: 0, scope: !65)
!87 = !DILocation(line: 52, column: 54, scope: !88)
!88 = distinct !DILexicalBlock(scope: !65, file: !2, line: 52, column: 13)
!89 = !DILocation(line: 52, column: 41, scope: !88)
!90 = !DILocation(line: 53, column: 13, scope: !66)
!91 = !DILocation(line: 51, column: 33, scope: !67)
!92 = !DILocation(line: 51, column: 27, scope: !67)
!93 = !DILocation(line: 51, column: 9, scope: !61)
!94 = distinct !{!94, !93, !95, !96}
!95 = !DILocation(line: 54, column: 9, scope: !61)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 56, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !63, file: !2, line: 55, column: 12)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !49)
!101 = !DILocation(line: 59, column: 43, scope: !49)
!102 = !DILocation(line: 59, column: 5, scope: !49)
!103 = !DILocation(line: 61, column: 1, scope: !49)
!104 = !DISubprogram(name: "printf", scope: !105, file: !105, line: 356, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!106 = !DISubroutineType(types: !107)
!107 = !{!37, !108, null}
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!109 = distinct !DISubprogram(name: "queens", scope: !2, file: !2, line: 5, type: !110, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{!37, !37, !112, !112, !112}
!112 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!113 = !{!114, !115, !116, !117, !118, !119, !120, !121}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !2, line: 5, type: !37)
!115 = !DILocalVariable(name: "cols", arg: 2, scope: !109, file: !2, line: 5, type: !112)
!116 = !DILocalVariable(name: "d1", arg: 3, scope: !109, file: !2, line: 5, type: !112)
!117 = !DILocalVariable(name: "d2", arg: 4, scope: !109, file: !2, line: 5, type: !112)
!118 = !DILocalVariable(name: "full", scope: !109, file: !2, line: 6, type: !112)
!119 = !DILocalVariable(name: "count", scope: !109, file: !2, line: 8, type: !37)
!120 = !DILocalVariable(name: "avail", scope: !109, file: !2, line: 9, type: !112)
!121 = !DILocalVariable(name: "bit", scope: !122, file: !2, line: 11, type: !112)
!122 = distinct !DILexicalBlock(scope: !109, file: !2, line: 10, column: 19)
!123 = !DILocation(line: 0, scope: !109)
!124 = !DILocation(line: 6, column: 31, scope: !109)
!125 = !DILocation(line: 7, column: 14, scope: !126)
!126 = distinct !DILexicalBlock(scope: !109, file: !2, line: 7, column: 9)
!127 = !DILocation(line: 7, column: 9, scope: !109)
!128 = !DILocation(line: 9, column: 36, scope: !109)
!129 = !DILocation(line: 9, column: 41, scope: !109)
!130 = !DILocation(line: 9, column: 29, scope: !109)
!131 = !DILocation(line: 9, column: 27, scope: !109)
!132 = !DILocation(line: 10, column: 5, scope: !109)
!133 = !DILocation(line: 11, column: 32, scope: !122)
!134 = !DILocation(line: 11, column: 30, scope: !122)
!135 = !DILocation(line: 0, scope: !122)
!136 = !DILocation(line: 12, column: 15, scope: !122)
!137 = !DILocation(line: 13, column: 33, scope: !122)
!138 = !DILocation(line: 13, column: 45, scope: !122)
!139 = !DILocation(line: 13, column: 52, scope: !122)
!140 = !DILocation(line: 13, column: 58, scope: !122)
!141 = !DILocation(line: 13, column: 70, scope: !122)
!142 = !DILocation(line: 13, column: 77, scope: !122)
!143 = !DILocation(line: 13, column: 18, scope: !122)
!144 = !DILocation(line: 13, column: 15, scope: !122)
!145 = distinct !{!145, !132, !146, !96}
!146 = !DILocation(line: 14, column: 5, scope: !109)
!147 = !DILocation(line: 16, column: 1, scope: !109)
!148 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 27, type: !149, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!37, !37}
!151 = !{!152, !153, !154, !155}
!152 = !DILocalVariable(name: "pos", arg: 1, scope: !148, file: !2, line: 27, type: !37)
!153 = !DILocalVariable(name: "r", scope: !148, file: !2, line: 29, type: !37)
!154 = !DILocalVariable(name: "c", scope: !148, file: !2, line: 29, type: !37)
!155 = !DILocalVariable(name: "v", scope: !156, file: !2, line: 31, type: !37)
!156 = distinct !DILexicalBlock(scope: !148, file: !2, line: 31, column: 5)
!157 = !DILocation(line: 0, scope: !148)
!158 = !DILocation(line: 28, column: 13, scope: !159)
!159 = distinct !DILexicalBlock(scope: !148, file: !2, line: 28, column: 9)
!160 = !DILocation(line: 28, column: 9, scope: !148)
!161 = !DILocation(line: 29, column: 17, scope: !148)
!162 = !DILocation(line: 29, column: 30, scope: !148)
!163 = !DILocation(line: 30, column: 9, scope: !164)
!164 = distinct !DILexicalBlock(scope: !148, file: !2, line: 30, column: 9)
!165 = !DILocation(line: 30, column: 9, scope: !148)
!166 = !DILocation(line: 0, scope: !156)
!167 = !DILocation(line: 31, column: 5, scope: !156)
!168 = !DILocation(line: 30, column: 38, scope: !164)
!169 = !DILocalVariable(name: "r", arg: 1, scope: !170, file: !2, line: 20, type: !37)
!170 = distinct !DISubprogram(name: "ok", scope: !2, file: !2, line: 20, type: !171, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!37, !37, !37, !37}
!173 = !{!169, !174, !175, !176, !178, !179, !180, !182}
!174 = !DILocalVariable(name: "c", arg: 2, scope: !170, file: !2, line: 20, type: !37)
!175 = !DILocalVariable(name: "v", arg: 3, scope: !170, file: !2, line: 20, type: !37)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 21, type: !37)
!177 = distinct !DILexicalBlock(scope: !170, file: !2, line: 21, column: 5)
!178 = !DILocalVariable(name: "br", scope: !170, file: !2, line: 22, type: !37)
!179 = !DILocalVariable(name: "bc", scope: !170, file: !2, line: 22, type: !37)
!180 = !DILocalVariable(name: "i", scope: !181, file: !2, line: 23, type: !37)
!181 = distinct !DILexicalBlock(scope: !170, file: !2, line: 23, column: 5)
!182 = !DILocalVariable(name: "j", scope: !183, file: !2, line: 23, type: !37)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 23, column: 33)
!184 = distinct !DILexicalBlock(scope: !181, file: !2, line: 23, column: 5)
!185 = !DILocation(line: 0, scope: !170, inlinedAt: !186)
!186 = distinct !DILocation(line: 32, column: 13, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 32, column: 13)
!188 = distinct !DILexicalBlock(scope: !156, file: !2, line: 31, column: 5)
!189 = !DILocation(line: 0, scope: !177, inlinedAt: !186)
!190 = !DILocation(line: 21, column: 37, scope: !191, inlinedAt: !186)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 21, column: 37)
!192 = distinct !DILexicalBlock(scope: !177, file: !2, line: 21, column: 5)
!193 = !DILocation(line: 21, column: 48, scope: !191, inlinedAt: !186)
!194 = !DILocation(line: 21, column: 53, scope: !191, inlinedAt: !186)
!195 = !DILocation(line: 21, column: 56, scope: !191, inlinedAt: !186)
!196 = !DILocation(line: 21, column: 67, scope: !191, inlinedAt: !186)
!197 = !DILocation(line: 21, column: 37, scope: !192, inlinedAt: !186)
!198 = !DILocation(line: 0, scope: !181, inlinedAt: !186)
!199 = !DILocation(line: 0, scope: !183, inlinedAt: !186)
!200 = !DILocation(line: 23, column: 65, scope: !201, inlinedAt: !186)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 23, column: 65)
!202 = distinct !DILexicalBlock(scope: !183, file: !2, line: 23, column: 33)
!203 = !DILocation(line: 23, column: 86, scope: !201, inlinedAt: !186)
!204 = !DILocation(line: 23, column: 65, scope: !202, inlinedAt: !186)
!205 = !DILocation(line: 33, column: 24, scope: !206)
!206 = distinct !DILexicalBlock(scope: !187, file: !2, line: 32, column: 26)
!207 = !DILocation(line: 34, column: 17, scope: !208)
!208 = distinct !DILexicalBlock(scope: !206, file: !2, line: 34, column: 17)
!209 = !DILocation(line: 34, column: 17, scope: !206)
!210 = !DILocation(line: 31, column: 30, scope: !188)
!211 = !DILocation(line: 31, column: 23, scope: !188)
!212 = distinct !{!212, !167, !213, !96}
!213 = !DILocation(line: 35, column: 9, scope: !156)
!214 = !DILocation(line: 36, column: 16, scope: !148)
!215 = !DILocation(line: 37, column: 5, scope: !148)
!216 = !DILocation(line: 38, column: 1, scope: !148)
!217 = distinct !DISubprogram(name: "subset_count", scope: !2, file: !2, line: 40, type: !218, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !222)
!218 = !DISubroutineType(types: !219)
!219 = !{!37, !220, !37, !37}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!222 = !{!223, !224, !225}
!223 = !DILocalVariable(name: "v", arg: 1, scope: !217, file: !2, line: 40, type: !220)
!224 = !DILocalVariable(name: "n", arg: 2, scope: !217, file: !2, line: 40, type: !37)
!225 = !DILocalVariable(name: "target", arg: 3, scope: !217, file: !2, line: 40, type: !37)
!226 = !DILocation(line: 0, scope: !217)
!227 = !DILocation(line: 41, column: 9, scope: !217)
!228 = !DILocation(line: 42, column: 11, scope: !229)
!229 = distinct !DILexicalBlock(scope: !217, file: !2, line: 42, column: 9)
!230 = !DILocation(line: 42, column: 16, scope: !229)
!231 = !DILocation(line: 43, column: 27, scope: !217)
!232 = !DILocation(line: 43, column: 34, scope: !217)
!233 = !DILocation(line: 43, column: 48, scope: !217)
!234 = !DILocation(line: 43, column: 46, scope: !217)
!235 = !DILocation(line: 43, column: 12, scope: !217)
!236 = !DILocation(line: 43, column: 54, scope: !217)
!237 = !DILocation(line: 44, column: 1, scope: !217)
