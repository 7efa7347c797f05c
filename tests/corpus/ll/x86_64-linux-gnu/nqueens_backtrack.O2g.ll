; ModuleID = 'tests/programs/nqueens_backtrack.c'
source_filename = "tests/programs/nqueens_backtrack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1, !dbg !0
@grid = internal unnamed_addr global [9 x [9 x i32]] zeroinitializer, align 16, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !16
@__const.main.v = private unnamed_addr constant [14 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 19, i32 23, i32 8, i32 1, i32 14, i32 9, i32 6], align 16
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 30: %d\0A\00", align 1, !dbg !31
@str = private unnamed_addr constant [12 x i8] c"no solution\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !48 {
    #dbg_value(i32 1, !52, !DIExpression(), !71)
  %1 = tail call fastcc i32 @queens(i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %1), !dbg !74
    #dbg_value(i32 2, !52, !DIExpression(), !71)
  %3 = tail call fastcc i32 @queens(i32 noundef 2, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %3), !dbg !74
    #dbg_value(i32 3, !52, !DIExpression(), !71)
  %5 = tail call fastcc i32 @queens(i32 noundef 3, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %5), !dbg !74
    #dbg_value(i32 4, !52, !DIExpression(), !71)
  %7 = tail call fastcc i32 @queens(i32 noundef 4, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %7), !dbg !74
    #dbg_value(i32 5, !52, !DIExpression(), !71)
  %9 = tail call fastcc i32 @queens(i32 noundef 5, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %9), !dbg !74
    #dbg_value(i32 6, !52, !DIExpression(), !71)
  %11 = tail call fastcc i32 @queens(i32 noundef 6, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %11), !dbg !74
    #dbg_value(i32 7, !52, !DIExpression(), !71)
  %13 = tail call fastcc i32 @queens(i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %13), !dbg !74
    #dbg_value(i32 8, !52, !DIExpression(), !71)
  %15 = tail call fastcc i32 @queens(i32 noundef 8, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %15), !dbg !74
    #dbg_value(i32 9, !52, !DIExpression(), !71)
  %17 = tail call fastcc i32 @queens(i32 noundef 9, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %17), !dbg !74
    #dbg_value(i32 10, !52, !DIExpression(), !71)
  %19 = tail call fastcc i32 @queens(i32 noundef 10, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %19), !dbg !74
    #dbg_value(i32 11, !52, !DIExpression(), !71)
  store <4 x i32> <i32 5, i32 3, i32 0, i32 0>, ptr @grid, align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 7, i32 0, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 16), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 6, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 32), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 1, i32 9, i32 5, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 48), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 0, i32 0, i32 9>, ptr getelementptr inbounds (i8, ptr @grid, i64 64), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 8, i32 0, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 80), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 6, i32 0, i32 8>, ptr getelementptr inbounds (i8, ptr @grid, i64 96), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 0, i32 0, i32 6>, ptr getelementptr inbounds (i8, ptr @grid, i64 112), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 0, i32 0, i32 3>, ptr getelementptr inbounds (i8, ptr @grid, i64 128), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 4, i32 0, i32 0, i32 8>, ptr getelementptr inbounds (i8, ptr @grid, i64 144), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 3, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 160), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 1, i32 7, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 176), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 2, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 192), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 6, i32 0, i32 6>, ptr getelementptr inbounds (i8, ptr @grid, i64 208), align 16, !dbg !75, !tbaa !77
  store <4 x i32> zeroinitializer, ptr getelementptr inbounds (i8, ptr @grid, i64 224), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 2, i32 8, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 240), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 0, i32 0, i32 4, i32 1>, ptr getelementptr inbounds (i8, ptr @grid, i64 256), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 9, i32 0, i32 0, i32 5>, ptr getelementptr inbounds (i8, ptr @grid, i64 272), align 16, !dbg !75, !tbaa !77
  store <4 x i32> zeroinitializer, ptr getelementptr inbounds (i8, ptr @grid, i64 288), align 16, !dbg !75, !tbaa !77
  store <4 x i32> <i32 8, i32 0, i32 0, i32 7>, ptr getelementptr inbounds (i8, ptr @grid, i64 304), align 16, !dbg !75, !tbaa !77
    #dbg_value(i64 80, !57, !DIExpression(), !81)
  store i32 9, ptr getelementptr inbounds (i8, ptr @grid, i64 320), align 16, !dbg !75, !tbaa !77
    #dbg_value(i64 81, !57, !DIExpression(), !81)
  %21 = tail call fastcc i32 @solve(i32 noundef 0), !dbg !82
  %22 = icmp eq i32 %21, 0, !dbg !82
  br i1 %22, label %55, label %23, !dbg !83

23:                                               ; preds = %0, %23
  %24 = phi i64 [ %53, %23 ], [ 0, %0 ]
    #dbg_value(i64 %24, !59, !DIExpression(), !84)
    #dbg_value(i64 0, !63, !DIExpression(), !85)
  %25 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 0, !dbg !86
  %26 = load i32, ptr %25, align 4, !dbg !86, !tbaa !77
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26), !dbg !88
    #dbg_value(i64 1, !63, !DIExpression(), !85)
  %28 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 1, !dbg !86
  %29 = load i32, ptr %28, align 4, !dbg !86, !tbaa !77
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29), !dbg !88
    #dbg_value(i64 2, !63, !DIExpression(), !85)
  %31 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 2, !dbg !86
  %32 = load i32, ptr %31, align 4, !dbg !86, !tbaa !77
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32), !dbg !88
    #dbg_value(i64 3, !63, !DIExpression(), !85)
  %34 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 3, !dbg !86
  %35 = load i32, ptr %34, align 4, !dbg !86, !tbaa !77
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35), !dbg !88
    #dbg_value(i64 4, !63, !DIExpression(), !85)
  %37 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 4, !dbg !86
  %38 = load i32, ptr %37, align 4, !dbg !86, !tbaa !77
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38), !dbg !88
    #dbg_value(i64 5, !63, !DIExpression(), !85)
  %40 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 5, !dbg !86
  %41 = load i32, ptr %40, align 4, !dbg !86, !tbaa !77
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41), !dbg !88
    #dbg_value(i64 6, !63, !DIExpression(), !85)
  %43 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 6, !dbg !86
  %44 = load i32, ptr %43, align 4, !dbg !86, !tbaa !77
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44), !dbg !88
    #dbg_value(i64 7, !63, !DIExpression(), !85)
  %46 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 7, !dbg !86
  %47 = load i32, ptr %46, align 4, !dbg !86, !tbaa !77
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47), !dbg !88
    #dbg_value(i64 8, !63, !DIExpression(), !85)
  %49 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 8, !dbg !86
  %50 = load i32, ptr %49, align 4, !dbg !86, !tbaa !77
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50), !dbg !88
    #dbg_value(i64 9, !63, !DIExpression(), !85)
  %52 = tail call i32 @putchar(i32 10), !dbg !89
  %53 = add nuw nsw i64 %24, 1, !dbg !90
    #dbg_value(i64 %53, !59, !DIExpression(), !84)
  %54 = icmp eq i64 %53, 9, !dbg !91
  br i1 %54, label %57, label %23, !dbg !92, !llvm.loop !93

55:                                               ; preds = %0
  %56 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !96
  br label %57

57:                                               ; preds = %23, %55
    #dbg_assign(i1 undef, !67, !DIExpression(), !98, ptr @__const.main.v, !DIExpression(), !99)
  %58 = tail call fastcc i32 @subset_count(ptr noundef nonnull @__const.main.v, i32 noundef 14, i32 noundef 30), !dbg !100
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58), !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: nofree nounwind
declare !dbg !103 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 !dbg !108 {
    #dbg_value(i32 %0, !113, !DIExpression(), !122)
    #dbg_value(i32 %1, !114, !DIExpression(), !122)
    #dbg_value(i32 %2, !115, !DIExpression(), !122)
    #dbg_value(i32 %3, !116, !DIExpression(), !122)
  %5 = shl nsw i32 -1, %0, !dbg !123
  %6 = xor i32 %5, -1, !dbg !123
    #dbg_value(i32 %6, !117, !DIExpression(), !122)
  %7 = icmp eq i32 %6, %1, !dbg !124
  br i1 %7, label %29, label %8, !dbg !126

8:                                                ; preds = %4
    #dbg_value(i32 0, !118, !DIExpression(), !122)
  %9 = or i32 %2, %1, !dbg !127
  %10 = or i32 %9, %3, !dbg !128
  %11 = xor i32 %10, -1, !dbg !129
  %12 = and i32 %11, %6, !dbg !130
    #dbg_value(i32 %12, !119, !DIExpression(), !122)
    #dbg_value(i32 0, !118, !DIExpression(), !122)
  %13 = icmp eq i32 %12, 0, !dbg !131
  br i1 %13, label %29, label %14, !dbg !131

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
    #dbg_value(i32 %15, !119, !DIExpression(), !122)
    #dbg_value(i32 %16, !118, !DIExpression(), !122)
  %17 = sub i32 0, %15, !dbg !132
  %18 = and i32 %15, %17, !dbg !133
    #dbg_value(i32 %18, !120, !DIExpression(), !134)
  %19 = xor i32 %18, %15, !dbg !135
    #dbg_value(i32 %19, !119, !DIExpression(), !122)
  %20 = or i32 %18, %1, !dbg !136
  %21 = or i32 %18, %2, !dbg !137
  %22 = shl i32 %21, 1, !dbg !138
  %23 = and i32 %22, %6, !dbg !139
  %24 = or i32 %18, %3, !dbg !140
  %25 = lshr i32 %24, 1, !dbg !141
  %26 = tail call fastcc i32 @queens(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25), !dbg !142
  %27 = add nsw i32 %26, %16, !dbg !143
    #dbg_value(i32 %27, !118, !DIExpression(), !122)
  %28 = icmp eq i32 %18, %15, !dbg !131
  br i1 %28, label %29, label %14, !dbg !131, !llvm.loop !144

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ], !dbg !122
  ret i32 %30, !dbg !146
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @solve(i32 noundef %0) unnamed_addr #3 !dbg !147 {
    #dbg_value(i32 %0, !151, !DIExpression(), !156)
  %2 = icmp eq i32 %0, 81, !dbg !157
  br i1 %2, label %145, label %3, !dbg !159

3:                                                ; preds = %1, %53
  %4 = phi i32 [ %54, %53 ], [ %0, %1 ]
    #dbg_value(i32 %4, !151, !DIExpression(), !156)
  %5 = sdiv i32 %4, 9, !dbg !160
    #dbg_value(i32 %5, !152, !DIExpression(), !156)
  %6 = srem i32 %4, 9, !dbg !161
    #dbg_value(i32 %6, !153, !DIExpression(), !156)
  %7 = sext i32 %5 to i64, !dbg !162
  %8 = sext i32 %6 to i64, !dbg !162
  %9 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 %8, !dbg !162
  %10 = load i32, ptr %9, align 4, !dbg !162, !tbaa !77
  %11 = icmp eq i32 %10, 0, !dbg !162
  br i1 %11, label %12, label %53, !dbg !164

12:                                               ; preds = %3
  %13 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 0
    #dbg_value(i32 1, !154, !DIExpression(), !165)
  %14 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 0, i64 %8
  %15 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 1
  %16 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 1, i64 %8
  %17 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 2
  %18 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 2, i64 %8
  %19 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 3
  %20 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 3, i64 %8
  %21 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 4
  %22 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 4, i64 %8
  %23 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 5
  %24 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 5, i64 %8
  %25 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 6
  %26 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 6, i64 %8
  %27 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 7
  %28 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 7, i64 %8
  %29 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 8
  %30 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 8, i64 %8
  %31 = srem i32 %5, 3
  %32 = sub nsw i32 %5, %31
  %33 = trunc nsw i32 %6 to i8
  %34 = srem i8 %33, 3
  %35 = sext i8 %34 to i32
  %36 = sub nsw i32 %6, %35
  %37 = sext i32 %36 to i64
  %38 = sext i32 %32 to i64
  %39 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %38, i64 %37
  %40 = add nsw i64 %37, 1
  %41 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %38, i64 %40
  %42 = add nsw i64 %37, 2
  %43 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %38, i64 %42
  %44 = add nsw i64 %38, 1
  %45 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %44, i64 %37
  %46 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %44, i64 %40
  %47 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %44, i64 %42
  %48 = add nsw i64 %38, 2
  %49 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %48, i64 %37
  %50 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %48, i64 %40
  %51 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %48, i64 %42
  %52 = add nsw i32 %4, 1
  br label %56, !dbg !166

53:                                               ; preds = %3
  %54 = add nsw i32 %4, 1, !dbg !167
    #dbg_value(i32 %54, !151, !DIExpression(), !156)
  %55 = icmp eq i32 %54, 81, !dbg !157
  br i1 %55, label %145, label %3, !dbg !159

56:                                               ; preds = %12, %141
  %57 = phi i32 [ 1, %12 ], [ %142, %141 ]
    #dbg_value(i32 %57, !154, !DIExpression(), !165)
    #dbg_value(i32 %5, !168, !DIExpression(), !184)
    #dbg_value(i32 %6, !173, !DIExpression(), !184)
    #dbg_value(i32 %57, !174, !DIExpression(), !184)
    #dbg_value(i32 0, !175, !DIExpression(), !188)
    #dbg_value(i32 0, !175, !DIExpression(), !188)
    #dbg_value(i64 0, !175, !DIExpression(), !188)
  %58 = load i32, ptr %13, align 4, !dbg !189, !tbaa !77
  %59 = icmp eq i32 %58, %57, !dbg !192
  br i1 %59, label %141, label %111, !dbg !193

60:                                               ; preds = %111
    #dbg_value(i64 1, !175, !DIExpression(), !188)
  %61 = load i32, ptr %15, align 4, !dbg !189, !tbaa !77
  %62 = icmp eq i32 %61, %57, !dbg !192
  br i1 %62, label %141, label %63, !dbg !193

63:                                               ; preds = %60
  %64 = load i32, ptr %16, align 4, !dbg !194, !tbaa !77
  %65 = icmp eq i32 %64, %57, !dbg !195
    #dbg_value(i64 1, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %65, label %141, label %66, !dbg !196

66:                                               ; preds = %63
    #dbg_value(i64 2, !175, !DIExpression(), !188)
  %67 = load i32, ptr %17, align 4, !dbg !189, !tbaa !77
  %68 = icmp eq i32 %67, %57, !dbg !192
  br i1 %68, label %141, label %69, !dbg !193

69:                                               ; preds = %66
  %70 = load i32, ptr %18, align 4, !dbg !194, !tbaa !77
  %71 = icmp eq i32 %70, %57, !dbg !195
    #dbg_value(i64 2, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %71, label %141, label %72, !dbg !196

72:                                               ; preds = %69
    #dbg_value(i64 3, !175, !DIExpression(), !188)
  %73 = load i32, ptr %19, align 4, !dbg !189, !tbaa !77
  %74 = icmp eq i32 %73, %57, !dbg !192
  br i1 %74, label %141, label %75, !dbg !193

75:                                               ; preds = %72
  %76 = load i32, ptr %20, align 4, !dbg !194, !tbaa !77
  %77 = icmp eq i32 %76, %57, !dbg !195
    #dbg_value(i64 3, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %77, label %141, label %78, !dbg !196

78:                                               ; preds = %75
    #dbg_value(i64 4, !175, !DIExpression(), !188)
  %79 = load i32, ptr %21, align 4, !dbg !189, !tbaa !77
  %80 = icmp eq i32 %79, %57, !dbg !192
  br i1 %80, label %141, label %81, !dbg !193

81:                                               ; preds = %78
  %82 = load i32, ptr %22, align 4, !dbg !194, !tbaa !77
  %83 = icmp eq i32 %82, %57, !dbg !195
    #dbg_value(i64 4, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %83, label %141, label %84, !dbg !196

84:                                               ; preds = %81
    #dbg_value(i64 5, !175, !DIExpression(), !188)
  %85 = load i32, ptr %23, align 4, !dbg !189, !tbaa !77
  %86 = icmp eq i32 %85, %57, !dbg !192
  br i1 %86, label %141, label %87, !dbg !193

87:                                               ; preds = %84
  %88 = load i32, ptr %24, align 4, !dbg !194, !tbaa !77
  %89 = icmp eq i32 %88, %57, !dbg !195
    #dbg_value(i64 5, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %89, label %141, label %90, !dbg !196

90:                                               ; preds = %87
    #dbg_value(i64 6, !175, !DIExpression(), !188)
  %91 = load i32, ptr %25, align 4, !dbg !189, !tbaa !77
  %92 = icmp eq i32 %91, %57, !dbg !192
  br i1 %92, label %141, label %93, !dbg !193

93:                                               ; preds = %90
  %94 = load i32, ptr %26, align 4, !dbg !194, !tbaa !77
  %95 = icmp eq i32 %94, %57, !dbg !195
    #dbg_value(i64 6, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %95, label %141, label %96, !dbg !196

96:                                               ; preds = %93
    #dbg_value(i64 7, !175, !DIExpression(), !188)
  %97 = load i32, ptr %27, align 4, !dbg !189, !tbaa !77
  %98 = icmp eq i32 %97, %57, !dbg !192
  br i1 %98, label %141, label %99, !dbg !193

99:                                               ; preds = %96
  %100 = load i32, ptr %28, align 4, !dbg !194, !tbaa !77
  %101 = icmp eq i32 %100, %57, !dbg !195
    #dbg_value(i64 7, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %101, label %141, label %102, !dbg !196

102:                                              ; preds = %99
    #dbg_value(i64 8, !175, !DIExpression(), !188)
  %103 = load i32, ptr %29, align 4, !dbg !189, !tbaa !77
  %104 = icmp eq i32 %103, %57, !dbg !192
  br i1 %104, label %141, label %105, !dbg !193

105:                                              ; preds = %102
  %106 = load i32, ptr %30, align 4, !dbg !194, !tbaa !77
  %107 = icmp eq i32 %106, %57, !dbg !195
    #dbg_value(i64 8, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %107, label %141, label %108, !dbg !196

108:                                              ; preds = %105
    #dbg_value(i64 9, !175, !DIExpression(), !188)
    #dbg_value(i32 %32, !177, !DIExpression(), !184)
    #dbg_value(i32 %36, !178, !DIExpression(), !184)
    #dbg_value(i32 0, !179, !DIExpression(), !197)
    #dbg_value(i64 0, !179, !DIExpression(), !197)
    #dbg_value(i32 0, !181, !DIExpression(), !198)
    #dbg_value(i64 0, !181, !DIExpression(), !198)
  %109 = load i32, ptr %39, align 4, !dbg !199, !tbaa !77
  %110 = icmp eq i32 %109, %57, !dbg !202
    #dbg_value(i64 0, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %110, label %141, label %114, !dbg !203

111:                                              ; preds = %56
  %112 = load i32, ptr %14, align 4, !dbg !194, !tbaa !77
  %113 = icmp eq i32 %112, %57, !dbg !195
    #dbg_value(i64 0, !175, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br i1 %113, label %141, label %60, !dbg !196

114:                                              ; preds = %108
    #dbg_value(i64 1, !181, !DIExpression(), !198)
  %115 = load i32, ptr %41, align 4, !dbg !199, !tbaa !77
  %116 = icmp eq i32 %115, %57, !dbg !202
    #dbg_value(i64 1, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %116, label %141, label %117, !dbg !203

117:                                              ; preds = %114
    #dbg_value(i64 2, !181, !DIExpression(), !198)
  %118 = load i32, ptr %43, align 4, !dbg !199, !tbaa !77
  %119 = icmp eq i32 %118, %57, !dbg !202
    #dbg_value(i64 2, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %119, label %141, label %120, !dbg !203

120:                                              ; preds = %117
    #dbg_value(i32 poison, !181, !DIExpression(), !198)
    #dbg_value(i64 1, !179, !DIExpression(), !197)
    #dbg_value(i32 0, !181, !DIExpression(), !198)
    #dbg_value(i64 0, !181, !DIExpression(), !198)
  %121 = load i32, ptr %45, align 4, !dbg !199, !tbaa !77
  %122 = icmp eq i32 %121, %57, !dbg !202
    #dbg_value(i64 0, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %122, label %141, label %123, !dbg !203

123:                                              ; preds = %120
    #dbg_value(i64 1, !181, !DIExpression(), !198)
  %124 = load i32, ptr %46, align 4, !dbg !199, !tbaa !77
  %125 = icmp eq i32 %124, %57, !dbg !202
    #dbg_value(i64 1, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %125, label %141, label %126, !dbg !203

126:                                              ; preds = %123
    #dbg_value(i64 2, !181, !DIExpression(), !198)
  %127 = load i32, ptr %47, align 4, !dbg !199, !tbaa !77
  %128 = icmp eq i32 %127, %57, !dbg !202
    #dbg_value(i64 2, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %128, label %141, label %129, !dbg !203

129:                                              ; preds = %126
    #dbg_value(i32 poison, !181, !DIExpression(), !198)
    #dbg_value(i64 2, !179, !DIExpression(), !197)
    #dbg_value(i32 0, !181, !DIExpression(), !198)
    #dbg_value(i64 0, !181, !DIExpression(), !198)
  %130 = load i32, ptr %49, align 4, !dbg !199, !tbaa !77
  %131 = icmp eq i32 %130, %57, !dbg !202
    #dbg_value(i64 0, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %131, label %141, label %132, !dbg !203

132:                                              ; preds = %129
    #dbg_value(i64 1, !181, !DIExpression(), !198)
  %133 = load i32, ptr %50, align 4, !dbg !199, !tbaa !77
  %134 = icmp eq i32 %133, %57, !dbg !202
    #dbg_value(i64 1, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %134, label %141, label %135, !dbg !203

135:                                              ; preds = %132
    #dbg_value(i64 2, !181, !DIExpression(), !198)
  %136 = load i32, ptr %51, align 4, !dbg !199, !tbaa !77
  %137 = icmp eq i32 %136, %57, !dbg !202
    #dbg_value(i64 2, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %137, label %141, label %138, !dbg !203

138:                                              ; preds = %135
  store i32 %57, ptr %9, align 4, !dbg !204, !tbaa !77
  %139 = tail call fastcc i32 @solve(i32 noundef %52), !dbg !206
  %140 = icmp eq i32 %139, 0, !dbg !206
  br i1 %140, label %141, label %145, !dbg !208

141:                                              ; preds = %108, %114, %117, %120, %123, %126, %129, %132, %135, %56, %111, %60, %63, %66, %69, %72, %75, %78, %81, %84, %87, %90, %93, %96, %99, %102, %105, %138
  %142 = add nuw nsw i32 %57, 1, !dbg !209
    #dbg_value(i32 %142, !154, !DIExpression(), !165)
  %143 = icmp eq i32 %142, 10, !dbg !210
  br i1 %143, label %144, label %56, !dbg !166, !llvm.loop !211

144:                                              ; preds = %141
  store i32 0, ptr %9, align 4, !dbg !213, !tbaa !77
  br label %145, !dbg !214

145:                                              ; preds = %53, %138, %1, %144
  %146 = phi i32 [ 0, %144 ], [ 1, %1 ], [ 1, %138 ], [ 1, %53 ], !dbg !156
  ret i32 %146, !dbg !215
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !216 {
  %4 = icmp eq i32 %2, 0
    #dbg_value(ptr %0, !222, !DIExpression(), !225)
    #dbg_value(i32 %1, !223, !DIExpression(), !225)
    #dbg_value(i32 %2, !224, !DIExpression(), !225)
  br i1 %4, label %21, label %5, !dbg !226

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
    #dbg_value(i32 %1, !223, !DIExpression(), !225)
    #dbg_value(ptr %0, !222, !DIExpression(), !225)
  %7 = icmp eq i32 %1, 0, !dbg !227
  %8 = or i1 %6, %7, !dbg !229
  br i1 %8, label %21, label %9, !dbg !229

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
    #dbg_value(ptr %11, !222, !DIExpression(), !225)
    #dbg_value(i32 %12, !223, !DIExpression(), !225)
  %13 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !230
  %14 = add nsw i32 %12, -1, !dbg !231
  %15 = load i32, ptr %11, align 4, !dbg !232, !tbaa !77
  %16 = sub nsw i32 %2, %15, !dbg !233
  %17 = tail call fastcc i32 @subset_count(ptr noundef nonnull %13, i32 noundef %14, i32 noundef %16), !dbg !234
  %18 = add nsw i32 %17, %10, !dbg !235
    #dbg_value(i32 %2, !224, !DIExpression(), !225)
    #dbg_value(i32 %14, !223, !DIExpression(), !225)
    #dbg_value(ptr %13, !222, !DIExpression(), !225)
  %19 = icmp eq i32 %14, 0, !dbg !227
  %20 = or i1 %6, %19, !dbg !229
  br i1 %20, label %21, label %9, !dbg !229

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22, !dbg !236
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nqueens_backtrack.c", directory: ".", checksumkind: CSK_MD5, checksum: "2173fea56a9597112632b349d137644d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 46, type: !49, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!37}
!51 = !{!52, !54, !57, !59, !63, !67}
!52 = !DILocalVariable(name: "n", scope: !53, file: !2, line: 47, type: !37)
!53 = distinct !DILexicalBlock(scope: !48, file: !2, line: 47, column: 5)
!54 = !DILocalVariable(name: "puzzle", scope: !48, file: !2, line: 48, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 49, type: !37)
!58 = distinct !DILexicalBlock(scope: !48, file: !2, line: 49, column: 5)
!59 = !DILocalVariable(name: "r", scope: !60, file: !2, line: 51, type: !37)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 51, column: 9)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 50, column: 19)
!62 = distinct !DILexicalBlock(scope: !48, file: !2, line: 50, column: 9)
!63 = !DILocalVariable(name: "c", scope: !64, file: !2, line: 52, type: !37)
!64 = distinct !DILexicalBlock(scope: !65, file: !2, line: 52, column: 13)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 51, column: 37)
!66 = distinct !DILexicalBlock(scope: !60, file: !2, line: 51, column: 9)
!67 = !DILocalVariable(name: "v", scope: !48, file: !2, line: 58, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 448, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 14)
!71 = !DILocation(line: 0, scope: !53)
!72 = !DILocation(line: 47, column: 66, scope: !73)
!73 = distinct !DILexicalBlock(scope: !53, file: !2, line: 47, column: 5)
!74 = !DILocation(line: 47, column: 35, scope: !73)
!75 = !DILocation(line: 49, column: 53, scope: !76)
!76 = distinct !DILexicalBlock(scope: !58, file: !2, line: 49, column: 5)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 0, scope: !58)
!82 = !DILocation(line: 50, column: 9, scope: !62)
!83 = !DILocation(line: 50, column: 9, scope: !48)
!84 = !DILocation(line: 0, scope: !60)
!85 = !DILocation(line: 0, scope: !64)
!86 = !DILocation(line: 52, column: 54, scope: !87)
!87 = distinct !DILexicalBlock(scope: !64, file: !2, line: 52, column: 13)
!88 = !DILocation(line: 52, column: 41, scope: !87)
!89 = !DILocation(line: 53, column: 13, scope: !65)
!90 = !DILocation(line: 51, column: 33, scope: !66)
!91 = !DILocation(line: 51, column: 27, scope: !66)
!92 = !DILocation(line: 51, column: 9, scope: !60)
!93 = distinct !{!93, !92, !94, !95}
!94 = !DILocation(line: 54, column: 9, scope: !60)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 56, column: 9, scope: !97)
!97 = distinct !DILexicalBlock(scope: !62, file: !2, line: 55, column: 12)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !48)
!100 = !DILocation(line: 59, column: 43, scope: !48)
!101 = !DILocation(line: 59, column: 5, scope: !48)
!102 = !DILocation(line: 61, column: 1, scope: !48)
!103 = !DISubprogram(name: "printf", scope: !104, file: !104, line: 356, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!105 = !DISubroutineType(types: !106)
!106 = !{!37, !107, null}
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!108 = distinct !DISubprogram(name: "queens", scope: !2, file: !2, line: 5, type: !109, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !112)
!109 = !DISubroutineType(types: !110)
!110 = !{!37, !37, !111, !111, !111}
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!112 = !{!113, !114, !115, !116, !117, !118, !119, !120}
!113 = !DILocalVariable(name: "n", arg: 1, scope: !108, file: !2, line: 5, type: !37)
!114 = !DILocalVariable(name: "cols", arg: 2, scope: !108, file: !2, line: 5, type: !111)
!115 = !DILocalVariable(name: "d1", arg: 3, scope: !108, file: !2, line: 5, type: !111)
!116 = !DILocalVariable(name: "d2", arg: 4, scope: !108, file: !2, line: 5, type: !111)
!117 = !DILocalVariable(name: "full", scope: !108, file: !2, line: 6, type: !111)
!118 = !DILocalVariable(name: "count", scope: !108, file: !2, line: 8, type: !37)
!119 = !DILocalVariable(name: "avail", scope: !108, file: !2, line: 9, type: !111)
!120 = !DILocalVariable(name: "bit", scope: !121, file: !2, line: 11, type: !111)
!121 = distinct !DILexicalBlock(scope: !108, file: !2, line: 10, column: 19)
!122 = !DILocation(line: 0, scope: !108)
!123 = !DILocation(line: 6, column: 31, scope: !108)
!124 = !DILocation(line: 7, column: 14, scope: !125)
!125 = distinct !DILexicalBlock(scope: !108, file: !2, line: 7, column: 9)
!126 = !DILocation(line: 7, column: 9, scope: !108)
!127 = !DILocation(line: 9, column: 36, scope: !108)
!128 = !DILocation(line: 9, column: 41, scope: !108)
!129 = !DILocation(line: 9, column: 29, scope: !108)
!130 = !DILocation(line: 9, column: 27, scope: !108)
!131 = !DILocation(line: 10, column: 5, scope: !108)
!132 = !DILocation(line: 11, column: 32, scope: !121)
!133 = !DILocation(line: 11, column: 30, scope: !121)
!134 = !DILocation(line: 0, scope: !121)
!135 = !DILocation(line: 12, column: 15, scope: !121)
!136 = !DILocation(line: 13, column: 33, scope: !121)
!137 = !DILocation(line: 13, column: 45, scope: !121)
!138 = !DILocation(line: 13, column: 52, scope: !121)
!139 = !DILocation(line: 13, column: 58, scope: !121)
!140 = !DILocation(line: 13, column: 70, scope: !121)
!141 = !DILocation(line: 13, column: 77, scope: !121)
!142 = !DILocation(line: 13, column: 18, scope: !121)
!143 = !DILocation(line: 13, column: 15, scope: !121)
!144 = distinct !{!144, !131, !145, !95}
!145 = !DILocation(line: 14, column: 5, scope: !108)
!146 = !DILocation(line: 16, column: 1, scope: !108)
!147 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 27, type: !148, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!37, !37}
!150 = !{!151, !152, !153, !154}
!151 = !DILocalVariable(name: "pos", arg: 1, scope: !147, file: !2, line: 27, type: !37)
!152 = !DILocalVariable(name: "r", scope: !147, file: !2, line: 29, type: !37)
!153 = !DILocalVariable(name: "c", scope: !147, file: !2, line: 29, type: !37)
!154 = !DILocalVariable(name: "v", scope: !155, file: !2, line: 31, type: !37)
!155 = distinct !DILexicalBlock(scope: !147, file: !2, line: 31, column: 5)
!156 = !DILocation(line: 0, scope: !147)
!157 = !DILocation(line: 28, column: 13, scope: !158)
!158 = distinct !DILexicalBlock(scope: !147, file: !2, line: 28, column: 9)
!159 = !DILocation(line: 28, column: 9, scope: !147)
!160 = !DILocation(line: 29, column: 17, scope: !147)
!161 = !DILocation(line: 29, column: 30, scope: !147)
!162 = !DILocation(line: 30, column: 9, scope: !163)
!163 = distinct !DILexicalBlock(scope: !147, file: !2, line: 30, column: 9)
!164 = !DILocation(line: 30, column: 9, scope: !147)
!165 = !DILocation(line: 0, scope: !155)
!166 = !DILocation(line: 31, column: 5, scope: !155)
!167 = !DILocation(line: 30, column: 38, scope: !163)
!168 = !DILocalVariable(name: "r", arg: 1, scope: !169, file: !2, line: 20, type: !37)
!169 = distinct !DISubprogram(name: "ok", scope: !2, file: !2, line: 20, type: !170, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!37, !37, !37, !37}
!172 = !{!168, !173, !174, !175, !177, !178, !179, !181}
!173 = !DILocalVariable(name: "c", arg: 2, scope: !169, file: !2, line: 20, type: !37)
!174 = !DILocalVariable(name: "v", arg: 3, scope: !169, file: !2, line: 20, type: !37)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 21, type: !37)
!176 = distinct !DILexicalBlock(scope: !169, file: !2, line: 21, column: 5)
!177 = !DILocalVariable(name: "br", scope: !169, file: !2, line: 22, type: !37)
!178 = !DILocalVariable(name: "bc", scope: !169, file: !2, line: 22, type: !37)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 23, type: !37)
!180 = distinct !DILexicalBlock(scope: !169, file: !2, line: 23, column: 5)
!181 = !DILocalVariable(name: "j", scope: !182, file: !2, line: 23, type: !37)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 23, column: 33)
!183 = distinct !DILexicalBlock(scope: !180, file: !2, line: 23, column: 5)
!184 = !DILocation(line: 0, scope: !169, inlinedAt: !185)
!185 = distinct !DILocation(line: 32, column: 13, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 32, column: 13)
!187 = distinct !DILexicalBlock(scope: !155, file: !2, line: 31, column: 5)
!188 = !DILocation(line: 0, scope: !176, inlinedAt: !185)
!189 = !DILocation(line: 21, column: 37, scope: !190, inlinedAt: !185)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 21, column: 37)
!191 = distinct !DILexicalBlock(scope: !176, file: !2, line: 21, column: 5)
!192 = !DILocation(line: 21, column: 48, scope: !190, inlinedAt: !185)
!193 = !DILocation(line: 21, column: 53, scope: !190, inlinedAt: !185)
!194 = !DILocation(line: 21, column: 56, scope: !190, inlinedAt: !185)
!195 = !DILocation(line: 21, column: 67, scope: !190, inlinedAt: !185)
!196 = !DILocation(line: 21, column: 37, scope: !191, inlinedAt: !185)
!197 = !DILocation(line: 0, scope: !180, inlinedAt: !185)
!198 = !DILocation(line: 0, scope: !182, inlinedAt: !185)
!199 = !DILocation(line: 23, column: 65, scope: !200, inlinedAt: !185)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 23, column: 65)
!201 = distinct !DILexicalBlock(scope: !182, file: !2, line: 23, column: 33)
!202 = !DILocation(line: 23, column: 86, scope: !200, inlinedAt: !185)
!203 = !DILocation(line: 23, column: 65, scope: !201, inlinedAt: !185)
!204 = !DILocation(line: 33, column: 24, scope: !205)
!205 = distinct !DILexicalBlock(scope: !186, file: !2, line: 32, column: 26)
!206 = !DILocation(line: 34, column: 17, scope: !207)
!207 = distinct !DILexicalBlock(scope: !205, file: !2, line: 34, column: 17)
!208 = !DILocation(line: 34, column: 17, scope: !205)
!209 = !DILocation(line: 31, column: 30, scope: !187)
!210 = !DILocation(line: 31, column: 23, scope: !187)
!211 = distinct !{!211, !166, !212, !95}
!212 = !DILocation(line: 35, column: 9, scope: !155)
!213 = !DILocation(line: 36, column: 16, scope: !147)
!214 = !DILocation(line: 37, column: 5, scope: !147)
!215 = !DILocation(line: 38, column: 1, scope: !147)
!216 = distinct !DISubprogram(name: "subset_count", scope: !2, file: !2, line: 40, type: !217, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !221)
!217 = !DISubroutineType(types: !218)
!218 = !{!37, !219, !37, !37}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!221 = !{!222, !223, !224}
!222 = !DILocalVariable(name: "v", arg: 1, scope: !216, file: !2, line: 40, type: !219)
!223 = !DILocalVariable(name: "n", arg: 2, scope: !216, file: !2, line: 40, type: !37)
!224 = !DILocalVariable(name: "target", arg: 3, scope: !216, file: !2, line: 40, type: !37)
!225 = !DILocation(line: 0, scope: !216)
!226 = !DILocation(line: 41, column: 9, scope: !216)
!227 = !DILocation(line: 42, column: 11, scope: !228)
!228 = distinct !DILexicalBlock(scope: !216, file: !2, line: 42, column: 9)
!229 = !DILocation(line: 42, column: 16, scope: !228)
!230 = !DILocation(line: 43, column: 27, scope: !216)
!231 = !DILocation(line: 43, column: 34, scope: !216)
!232 = !DILocation(line: 43, column: 48, scope: !216)
!233 = !DILocation(line: 43, column: 46, scope: !216)
!234 = !DILocation(line: 43, column: 12, scope: !216)
!235 = !DILocation(line: 43, column: 54, scope: !216)
!236 = !DILocation(line: 44, column: 1, scope: !216)
