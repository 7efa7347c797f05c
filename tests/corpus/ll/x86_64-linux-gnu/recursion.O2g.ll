; ModuleID = 'tests/programs/recursion.c'
source_filename = "tests/programs/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [42 x i8] c"ackermann(2,3) = %d, ackermann(3,4) = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"fib(27) = %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [38 x i8] c"is_even(1001) = %d, is_odd(777) = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"hanoi moves = %d hash = %u\0A\00", align 1, !dbg !17
@hanoi_moves = internal unnamed_addr global i32 0, align 4, !dbg !22
@hanoi_hash = internal unnamed_addr global i32 0, align 4, !dbg !52
@.str.4 = private unnamed_addr constant [29 x i8] c"permutations = %d hash = %u\0A\00", align 1, !dbg !30
@perm_count = internal unnamed_addr global i32 0, align 4, !dbg !54
@perm_hash = internal unnamed_addr global i32 0, align 4, !dbg !56
@.str.5 = private unnamed_addr constant [17 x i8] c"flood fill = %d\0A\00", align 1, !dbg !35
@grid = internal global [8 x [13 x i8]] [[13 x i8] c"....#.......\00", [13 x i8] c".##.#.####..\00", [13 x i8] c".#..#....#..\00", [13 x i8] c".#.###.#.#..\00", [13 x i8] c".#.....#.#..\00", [13 x i8] c".#######.##.\00", [13 x i8] c"........#...\00", [13 x i8] c"#######.#...\00"], align 16, !dbg !58
@.str.7 = private unnamed_addr constant [12 x i8] c"gcd = %lld\0A\00", align 1, !dbg !45
@.str.8 = private unnamed_addr constant [16 x i8] c"digit sum = %d\0A\00", align 1, !dbg !50

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !72 {
  %1 = alloca [8 x i8], align 8, !DIAssignID !81
    #dbg_assign(i1 undef, !76, !DIExpression(), !81, ptr %1, !DIExpression(), !82)
  %2 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !83
  %3 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 4), !dbg !84
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3), !dbg !85
  %5 = tail call fastcc i64 @fib(i32 noundef 27), !dbg !86
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5), !dbg !87
  br label %7

7:                                                ; preds = %9, %0
  %8 = phi i32 [ 1001, %0 ], [ %10, %9 ]
    #dbg_value(i32 %8, !88, !DIExpression(), !93)
  switch i32 %8, label %9 [
    i32 0, label %12
    i32 1, label %11
  ], !dbg !95

9:                                                ; preds = %7
  %10 = add i32 %8, -2, !dbg !96
  br label %7, !dbg !101

11:                                               ; preds = %7
  br label %12, !dbg !102

12:                                               ; preds = %7, %11
  %13 = phi i32 [ 0, %11 ], [ 1, %7 ], !dbg !95
    #dbg_value(i32 777, !99, !DIExpression(), !103)
    #dbg_value(i32 poison, !88, !DIExpression(), !105)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13, i32 noundef 1), !dbg !102
  tail call fastcc void @hanoi(i32 noundef 12, i32 noundef 1, i32 noundef 3, i32 noundef 2), !dbg !107
  %15 = load i32, ptr @hanoi_moves, align 4, !dbg !108, !tbaa !109
  %16 = load i32, ptr @hanoi_hash, align 4, !dbg !113, !tbaa !109
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %15, i32 noundef %16), !dbg !114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !115
  store i64 29104508263162465, ptr %1, align 8, !dbg !116, !DIAssignID !117
    #dbg_assign(i1 undef, !76, !DIExpression(), !117, ptr %1, !DIExpression(), !82)
  %18 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9, !dbg !118
  %19 = trunc i64 %18 to i32, !dbg !119
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0, i32 noundef %19), !dbg !120
  %20 = load i32, ptr @perm_count, align 4, !dbg !121, !tbaa !109
  %21 = load i32, ptr @perm_hash, align 4, !dbg !122, !tbaa !109
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %20, i32 noundef %21), !dbg !123
  %23 = tail call fastcc i32 @flood(i32 noundef 0, i32 noundef 0), !dbg !124
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %23), !dbg !125
    #dbg_value(i64 0, !79, !DIExpression(), !126)
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) @grid), !dbg !127
    #dbg_value(i64 1, !79, !DIExpression(), !126)
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 13)), !dbg !127
    #dbg_value(i64 2, !79, !DIExpression(), !126)
  %27 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 26)), !dbg !127
    #dbg_value(i64 3, !79, !DIExpression(), !126)
  %28 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 39)), !dbg !127
    #dbg_value(i64 4, !79, !DIExpression(), !126)
  %29 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 52)), !dbg !127
    #dbg_value(i64 5, !79, !DIExpression(), !126)
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 65)), !dbg !127
    #dbg_value(i64 6, !79, !DIExpression(), !126)
  %31 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 78)), !dbg !127
    #dbg_value(i64 7, !79, !DIExpression(), !126)
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 91)), !dbg !127
    #dbg_value(i64 8, !79, !DIExpression(), !126)
  br label %33, !dbg !129

33:                                               ; preds = %12, %33
  %34 = phi i64 [ %36, %33 ], [ 9876543210, %12 ]
  %35 = phi i64 [ %34, %33 ], [ 1234567890123, %12 ]
    #dbg_value(i64 %34, !136, !DIExpression(), !138)
    #dbg_value(i64 %35, !135, !DIExpression(), !138)
  %36 = urem i64 %35, %34, !dbg !139
    #dbg_value(i64 %34, !135, !DIExpression(), !138)
    #dbg_value(i64 %36, !136, !DIExpression(), !138)
  %37 = icmp eq i64 %36, 0, !dbg !140
  br i1 %37, label %38, label %33, !dbg !129

38:                                               ; preds = %33
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %34), !dbg !141
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 87), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: nofree nounwind
declare !dbg !145 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !152 {
    #dbg_value(i32 %0, !156, !DIExpression(), !158)
    #dbg_value(i32 %1, !157, !DIExpression(), !158)
  %3 = icmp eq i32 %0, 0, !dbg !159
  br i1 %3, label %4, label %7, !dbg !161

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1, !dbg !162
  ret i32 %6, !dbg !163

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !157, !DIExpression(), !158)
    #dbg_value(i32 %9, !156, !DIExpression(), !158)
  %10 = icmp eq i32 %8, 0, !dbg !164
  br i1 %10, label %11, label %15, !dbg !166

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !158
    #dbg_value(i32 %13, !156, !DIExpression(), !158)
    #dbg_value(i32 %12, !157, !DIExpression(), !158)
  %14 = icmp eq i32 %13, 0, !dbg !159
  br i1 %14, label %4, label %7, !dbg !161

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1, !dbg !167
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !168
  br label %11, !dbg !169
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #2 !dbg !170 {
    #dbg_value(i32 %0, !174, !DIExpression(), !175)
  %2 = icmp slt i32 %0, 2, !dbg !176
  br i1 %2, label %3, label %8, !dbg !177

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !178
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !179

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !174, !DIExpression(), !175)
  %11 = add nsw i32 %9, -1, !dbg !180
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !181
  %13 = add nsw i32 %9, -2, !dbg !182
  %14 = add nsw i64 %12, %10, !dbg !183
    #dbg_value(i32 %13, !174, !DIExpression(), !175)
  %15 = icmp ult i32 %9, 4, !dbg !176
  br i1 %15, label %3, label %8, !dbg !177
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 !dbg !184 {
    #dbg_value(i32 %0, !188, !DIExpression(), !192)
    #dbg_value(i32 %1, !189, !DIExpression(), !192)
    #dbg_value(i32 %2, !190, !DIExpression(), !192)
    #dbg_value(i32 %3, !191, !DIExpression(), !192)
  %5 = icmp eq i32 %0, 0, !dbg !193
  br i1 %5, label %19, label %6, !dbg !195

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
    #dbg_value(i32 %7, !191, !DIExpression(), !192)
    #dbg_value(i32 %8, !189, !DIExpression(), !192)
    #dbg_value(i32 %9, !188, !DIExpression(), !192)
  %10 = add nsw i32 %9, -1, !dbg !196
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2), !dbg !197
  %11 = load i32, ptr @hanoi_moves, align 4, !dbg !198, !tbaa !109
  %12 = add nsw i32 %11, 1, !dbg !198
  store i32 %12, ptr @hanoi_moves, align 4, !dbg !198, !tbaa !109
  %13 = load i32, ptr @hanoi_hash, align 4, !dbg !199, !tbaa !109
  %14 = mul i32 %13, 7, !dbg !200
  %15 = mul nuw nsw i32 %8, 3, !dbg !201
  %16 = add nuw nsw i32 %15, %2, !dbg !202
  %17 = add i32 %16, %14, !dbg !203
  store i32 %17, ptr @hanoi_hash, align 4, !dbg !204, !tbaa !109
    #dbg_value(i32 %10, !188, !DIExpression(), !192)
    #dbg_value(i32 %7, !189, !DIExpression(), !192)
    #dbg_value(i32 %2, !190, !DIExpression(), !192)
    #dbg_value(i32 %8, !191, !DIExpression(), !192)
  %18 = icmp eq i32 %10, 0, !dbg !193
  br i1 %18, label %19, label %6, !dbg !195

19:                                               ; preds = %6, %4
  ret void, !dbg !205
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @permute(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !206 {
    #dbg_value(ptr %0, !211, !DIExpression(), !223)
    #dbg_value(i32 %1, !212, !DIExpression(), !223)
    #dbg_value(i32 %2, !213, !DIExpression(), !223)
  %4 = icmp eq i32 %1, %2, !dbg !224
  br i1 %4, label %11, label %5, !dbg !225

5:                                                ; preds = %3
    #dbg_value(i32 %1, !218, !DIExpression(), !226)
  %6 = icmp slt i32 %1, %2, !dbg !227
  br i1 %6, label %7, label %81, !dbg !228

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = add nsw i32 %1, 1
  br label %52, !dbg !228

11:                                               ; preds = %3
  %12 = load i32, ptr @perm_count, align 4, !dbg !229, !tbaa !109
  %13 = add nsw i32 %12, 1, !dbg !229
  store i32 %13, ptr @perm_count, align 4, !dbg !229, !tbaa !109
    #dbg_value(i32 0, !214, !DIExpression(), !230)
    #dbg_value(i32 0, !214, !DIExpression(), !230)
  %14 = icmp sgt i32 %1, 0, !dbg !231
  br i1 %14, label %15, label %81, !dbg !233

15:                                               ; preds = %11
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !109
  %17 = zext nneg i32 %1 to i64, !dbg !231
  %18 = and i64 %17, 3, !dbg !233
  %19 = icmp ult i32 %1, 4, !dbg !233
  br i1 %19, label %62, label %20, !dbg !233

20:                                               ; preds = %15
  %21 = and i64 %17, 2147483644, !dbg !233
  br label %22, !dbg !233

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %49, %22 ]
  %24 = phi i32 [ %16, %20 ], [ %48, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %50, %22 ]
    #dbg_value(i64 %23, !214, !DIExpression(), !230)
  %26 = mul i32 %24, 31, !dbg !234
  %27 = getelementptr inbounds i8, ptr %0, i64 %23, !dbg !235
  %28 = load i8, ptr %27, align 1, !dbg !235, !tbaa !236
  %29 = zext i8 %28 to i32, !dbg !237
  %30 = add i32 %26, %29, !dbg !238
  %31 = or disjoint i64 %23, 1, !dbg !239
    #dbg_value(i64 %31, !214, !DIExpression(), !230)
  %32 = mul i32 %30, 31, !dbg !234
  %33 = getelementptr inbounds i8, ptr %0, i64 %31, !dbg !235
  %34 = load i8, ptr %33, align 1, !dbg !235, !tbaa !236
  %35 = zext i8 %34 to i32, !dbg !237
  %36 = add i32 %32, %35, !dbg !238
  %37 = or disjoint i64 %23, 2, !dbg !239
    #dbg_value(i64 %37, !214, !DIExpression(), !230)
  %38 = mul i32 %36, 31, !dbg !234
  %39 = getelementptr inbounds i8, ptr %0, i64 %37, !dbg !235
  %40 = load i8, ptr %39, align 1, !dbg !235, !tbaa !236
  %41 = zext i8 %40 to i32, !dbg !237
  %42 = add i32 %38, %41, !dbg !238
  %43 = or disjoint i64 %23, 3, !dbg !239
    #dbg_value(i64 %43, !214, !DIExpression(), !230)
  %44 = mul i32 %42, 31, !dbg !234
  %45 = getelementptr inbounds i8, ptr %0, i64 %43, !dbg !235
  %46 = load i8, ptr %45, align 1, !dbg !235, !tbaa !236
  %47 = zext i8 %46 to i32, !dbg !237
  %48 = add i32 %44, %47, !dbg !238
  %49 = add nuw nsw i64 %23, 4, !dbg !239
    #dbg_value(i64 %49, !214, !DIExpression(), !230)
  %50 = add i64 %25, 4, !dbg !233
  %51 = icmp eq i64 %50, %21, !dbg !233
  br i1 %51, label %62, label %22, !dbg !233, !llvm.loop !240

52:                                               ; preds = %7, %52
  %53 = phi i64 [ %8, %7 ], [ %59, %52 ]
    #dbg_value(i64 %53, !218, !DIExpression(), !226)
  %54 = load i8, ptr %9, align 1, !dbg !243, !tbaa !236
    #dbg_value(i8 %54, !220, !DIExpression(), !244)
  %55 = getelementptr inbounds i8, ptr %0, i64 %53, !dbg !245
  %56 = load i8, ptr %55, align 1, !dbg !245, !tbaa !236
  store i8 %56, ptr %9, align 1, !dbg !246, !tbaa !236
  store i8 %54, ptr %55, align 1, !dbg !247, !tbaa !236
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %10, i32 noundef %2), !dbg !248
  %57 = load i8, ptr %9, align 1, !dbg !249, !tbaa !236
    #dbg_value(i8 %57, !220, !DIExpression(), !244)
  %58 = load i8, ptr %55, align 1, !dbg !250, !tbaa !236
  store i8 %58, ptr %9, align 1, !dbg !251, !tbaa !236
  store i8 %57, ptr %55, align 1, !dbg !252, !tbaa !236
  %59 = add nsw i64 %53, 1, !dbg !253
    #dbg_value(i64 %59, !218, !DIExpression(), !226)
  %60 = trunc i64 %59 to i32, !dbg !227
  %61 = icmp eq i32 %60, %2, !dbg !227
  br i1 %61, label %81, label %52, !dbg !228, !llvm.loop !254

62:                                               ; preds = %22, %15
  %63 = phi i32 [ poison, %15 ], [ %48, %22 ]
  %64 = phi i64 [ 0, %15 ], [ %49, %22 ]
  %65 = phi i32 [ %16, %15 ], [ %48, %22 ]
  %66 = icmp eq i64 %18, 0, !dbg !233
  br i1 %66, label %79, label %67, !dbg !233

67:                                               ; preds = %62, %67
  %68 = phi i64 [ %76, %67 ], [ %64, %62 ]
  %69 = phi i32 [ %75, %67 ], [ %65, %62 ]
  %70 = phi i64 [ %77, %67 ], [ 0, %62 ]
    #dbg_value(i64 %68, !214, !DIExpression(), !230)
  %71 = mul i32 %69, 31, !dbg !234
  %72 = getelementptr inbounds i8, ptr %0, i64 %68, !dbg !235
  %73 = load i8, ptr %72, align 1, !dbg !235, !tbaa !236
  %74 = zext i8 %73 to i32, !dbg !237
  %75 = add i32 %71, %74, !dbg !238
  %76 = add nuw nsw i64 %68, 1, !dbg !239
    #dbg_value(i64 %76, !214, !DIExpression(), !230)
  %77 = add i64 %70, 1, !dbg !233
  %78 = icmp eq i64 %77, %18, !dbg !233
  br i1 %78, label %79, label %67, !dbg !233, !llvm.loop !256

79:                                               ; preds = %67, %62
  %80 = phi i32 [ %63, %62 ], [ %75, %67 ], !dbg !238
  store i32 %80, ptr @perm_hash, align 4, !dbg !258, !tbaa !109
  br label %81, !dbg !233

81:                                               ; preds = %52, %5, %11, %79
  ret void, !dbg !259
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !260 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @flood(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !265 {
  %3 = zext nneg i32 %0 to i64, !dbg !269
  %4 = icmp ugt i32 %0, 7
    #dbg_value(i32 %0, !267, !DIExpression(), !271)
    #dbg_value(i32 %1, !268, !DIExpression(), !271)
  %5 = icmp ugt i32 %1, 11, !dbg !272
  %6 = or i1 %4, %5, !dbg !272
  br i1 %6, label %28, label %7, !dbg !272

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %0, 1
  %9 = add nsw i32 %0, -1
  br label %10, !dbg !272

10:                                               ; preds = %7, %17
  %11 = phi i32 [ %1, %7 ], [ %22, %17 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %17 ]
    #dbg_value(i32 %11, !268, !DIExpression(), !271)
  %13 = zext nneg i32 %11 to i64, !dbg !269
  %14 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %3, i64 %13, !dbg !269
  %15 = load i8, ptr %14, align 1, !dbg !269, !tbaa !236
  %16 = icmp eq i8 %15, 46, !dbg !273
  br i1 %16, label %17, label %28, !dbg !274

17:                                               ; preds = %10
  store i8 111, ptr %14, align 1, !dbg !275, !tbaa !236
  %18 = tail call fastcc i32 @flood(i32 noundef %8, i32 noundef %11), !dbg !276
  %19 = tail call fastcc i32 @flood(i32 noundef %9, i32 noundef %11), !dbg !277
  %20 = add nuw nsw i32 %11, 1, !dbg !278
  %21 = tail call fastcc i32 @flood(i32 noundef %0, i32 noundef %20), !dbg !279
  %22 = add nsw i32 %11, -1, !dbg !280
  %23 = add i32 %12, 1, !dbg !281
  %24 = add i32 %23, %18, !dbg !282
  %25 = add i32 %24, %19, !dbg !283
  %26 = add i32 %25, %21, !dbg !284
    #dbg_value(i32 %0, !267, !DIExpression(), !271)
    #dbg_value(i32 %22, !268, !DIExpression(), !271)
  %27 = icmp ugt i32 %22, 11, !dbg !272
  br i1 %27, label %28, label %10, !dbg !272

28:                                               ; preds = %10, %17, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %17 ], [ %12, %10 ]
  ret i32 %29, !dbg !285
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "a60f76fedd63b84904276da8508a690c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 42)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 38)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 28)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "hanoi_moves", scope: !24, file: !2, line: 17, type: !26, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !29, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !28}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!29 = !{!0, !7, !12, !17, !30, !35, !40, !45, !50, !22, !52, !54, !56, !58}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 29)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 17)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 12)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !9, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "hanoi_hash", scope: !24, file: !2, line: 18, type: !27, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "perm_count", scope: !24, file: !2, line: 27, type: !26, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "perm_hash", scope: !24, file: !2, line: 28, type: !27, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "grid", scope: !24, file: !2, line: 44, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 832, elements: !61)
!61 = !{!62, !63}
!62 = !DISubrange(count: 8)
!63 = !DISubrange(count: 13)
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !73, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!26}
!75 = !{!76, !79}
!76 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 70, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !78)
!78 = !{!62}
!79 = !DILocalVariable(name: "r", scope: !80, file: !2, line: 74, type: !26)
!80 = distinct !DILexicalBlock(scope: !72, file: !2, line: 74, column: 5)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !72)
!83 = !DILocation(line: 65, column: 58, scope: !72)
!84 = !DILocation(line: 65, column: 75, scope: !72)
!85 = !DILocation(line: 65, column: 5, scope: !72)
!86 = !DILocation(line: 66, column: 32, scope: !72)
!87 = !DILocation(line: 66, column: 5, scope: !72)
!88 = !DILocalVariable(name: "n", arg: 1, scope: !89, file: !2, line: 15, type: !27)
!89 = distinct !DISubprogram(name: "is_even", scope: !2, file: !2, line: 15, type: !90, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!26, !27}
!92 = !{!88}
!93 = !DILocation(line: 0, scope: !89, inlinedAt: !94)
!94 = distinct !DILocation(line: 67, column: 54, scope: !72)
!95 = !DILocation(line: 15, column: 41, scope: !89, inlinedAt: !94)
!96 = !DILocation(line: 14, column: 63, scope: !97, inlinedAt: !100)
!97 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 14, type: !90, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !98)
!98 = !{!99}
!99 = !DILocalVariable(name: "n", arg: 1, scope: !97, file: !2, line: 14, type: !27)
!100 = distinct !DILocation(line: 15, column: 54, scope: !89, inlinedAt: !94)
!101 = !DILocation(line: 14, column: 53, scope: !97, inlinedAt: !100)
!102 = !DILocation(line: 67, column: 5, scope: !72)
!103 = !DILocation(line: 0, scope: !97, inlinedAt: !104)
!104 = distinct !DILocation(line: 67, column: 69, scope: !72)
!105 = !DILocation(line: 0, scope: !89, inlinedAt: !106)
!106 = distinct !DILocation(line: 14, column: 53, scope: !97, inlinedAt: !104)
!107 = !DILocation(line: 68, column: 5, scope: !72)
!108 = !DILocation(line: 69, column: 44, scope: !72)
!109 = !{!110, !110, i64 0}
!110 = !{!"int", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = !DILocation(line: 69, column: 57, scope: !72)
!114 = !DILocation(line: 69, column: 5, scope: !72)
!115 = !DILocation(line: 70, column: 5, scope: !72)
!116 = !DILocation(line: 70, column: 10, scope: !72)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 71, column: 24, scope: !72)
!119 = !DILocation(line: 71, column: 19, scope: !72)
!120 = !DILocation(line: 71, column: 5, scope: !72)
!121 = !DILocation(line: 72, column: 45, scope: !72)
!122 = !DILocation(line: 72, column: 57, scope: !72)
!123 = !DILocation(line: 72, column: 5, scope: !72)
!124 = !DILocation(line: 73, column: 33, scope: !72)
!125 = !DILocation(line: 73, column: 5, scope: !72)
!126 = !DILocation(line: 0, scope: !80)
!127 = !DILocation(line: 74, column: 33, scope: !128)
!128 = distinct !DILexicalBlock(scope: !80, file: !2, line: 74, column: 5)
!129 = !DILocation(line: 60, column: 57, scope: !130, inlinedAt: !137)
!130 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 60, type: !131, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !134)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !133, !133}
!133 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!134 = !{!135, !136}
!135 = !DILocalVariable(name: "a", arg: 1, scope: !130, file: !2, line: 60, type: !133)
!136 = !DILocalVariable(name: "b", arg: 2, scope: !130, file: !2, line: 60, type: !133)
!137 = distinct !DILocation(line: 75, column: 28, scope: !72)
!138 = !DILocation(line: 0, scope: !130, inlinedAt: !137)
!139 = !DILocation(line: 60, column: 79, scope: !130, inlinedAt: !137)
!140 = !DILocation(line: 60, column: 59, scope: !130, inlinedAt: !137)
!141 = !DILocation(line: 75, column: 5, scope: !72)
!142 = !DILocation(line: 76, column: 5, scope: !72)
!143 = !DILocation(line: 78, column: 1, scope: !72)
!144 = !DILocation(line: 77, column: 5, scope: !72)
!145 = !DISubprogram(name: "printf", scope: !146, file: !146, line: 356, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!147 = !DISubroutineType(types: !148)
!148 = !{!26, !149, null}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!152 = distinct !DISubprogram(name: "ackermann", scope: !2, file: !2, line: 5, type: !153, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!26, !26, !26}
!155 = !{!156, !157}
!156 = !DILocalVariable(name: "m", arg: 1, scope: !152, file: !2, line: 5, type: !26)
!157 = !DILocalVariable(name: "n", arg: 2, scope: !152, file: !2, line: 5, type: !26)
!158 = !DILocation(line: 0, scope: !152)
!159 = !DILocation(line: 6, column: 11, scope: !160)
!160 = distinct !DILexicalBlock(scope: !152, file: !2, line: 6, column: 9)
!161 = !DILocation(line: 6, column: 9, scope: !152)
!162 = !DILocation(line: 6, column: 26, scope: !160)
!163 = !DILocation(line: 9, column: 1, scope: !152)
!164 = !DILocation(line: 7, column: 11, scope: !165)
!165 = distinct !DILexicalBlock(scope: !152, file: !2, line: 7, column: 9)
!166 = !DILocation(line: 7, column: 9, scope: !152)
!167 = !DILocation(line: 8, column: 44, scope: !152)
!168 = !DILocation(line: 8, column: 29, scope: !152)
!169 = !DILocation(line: 8, column: 12, scope: !152)
!170 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !171, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!133, !26}
!173 = !{!174}
!174 = !DILocalVariable(name: "n", arg: 1, scope: !170, file: !2, line: 11, type: !26)
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 11, column: 40, scope: !170)
!177 = !DILocation(line: 11, column: 38, scope: !170)
!178 = !DILocation(line: 11, column: 46, scope: !170)
!179 = !DILocation(line: 11, column: 31, scope: !170)
!180 = !DILocation(line: 11, column: 56, scope: !170)
!181 = !DILocation(line: 11, column: 50, scope: !170)
!182 = !DILocation(line: 11, column: 69, scope: !170)
!183 = !DILocation(line: 11, column: 61, scope: !170)
!184 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 19, type: !185, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !187)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !26, !26, !26, !26}
!187 = !{!188, !189, !190, !191}
!188 = !DILocalVariable(name: "n", arg: 1, scope: !184, file: !2, line: 19, type: !26)
!189 = !DILocalVariable(name: "from", arg: 2, scope: !184, file: !2, line: 19, type: !26)
!190 = !DILocalVariable(name: "to", arg: 3, scope: !184, file: !2, line: 19, type: !26)
!191 = !DILocalVariable(name: "via", arg: 4, scope: !184, file: !2, line: 19, type: !26)
!192 = !DILocation(line: 0, scope: !184)
!193 = !DILocation(line: 20, column: 11, scope: !194)
!194 = distinct !DILexicalBlock(scope: !184, file: !2, line: 20, column: 9)
!195 = !DILocation(line: 20, column: 9, scope: !184)
!196 = !DILocation(line: 21, column: 13, scope: !184)
!197 = !DILocation(line: 21, column: 5, scope: !184)
!198 = !DILocation(line: 22, column: 16, scope: !184)
!199 = !DILocation(line: 23, column: 18, scope: !184)
!200 = !DILocation(line: 23, column: 29, scope: !184)
!201 = !DILocation(line: 23, column: 51, scope: !184)
!202 = !DILocation(line: 23, column: 55, scope: !184)
!203 = !DILocation(line: 23, column: 33, scope: !184)
!204 = !DILocation(line: 23, column: 16, scope: !184)
!205 = !DILocation(line: 25, column: 1, scope: !184)
!206 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 29, type: !207, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !210)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !209, !26, !26}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!210 = !{!211, !212, !213, !214, !218, !220}
!211 = !DILocalVariable(name: "s", arg: 1, scope: !206, file: !2, line: 29, type: !209)
!212 = !DILocalVariable(name: "k", arg: 2, scope: !206, file: !2, line: 29, type: !26)
!213 = !DILocalVariable(name: "n", arg: 3, scope: !206, file: !2, line: 29, type: !26)
!214 = !DILocalVariable(name: "i", scope: !215, file: !2, line: 32, type: !26)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 32, column: 9)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 30, column: 17)
!217 = distinct !DILexicalBlock(scope: !206, file: !2, line: 30, column: 9)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 35, type: !26)
!219 = distinct !DILexicalBlock(scope: !206, file: !2, line: 35, column: 5)
!220 = !DILocalVariable(name: "t", scope: !221, file: !2, line: 36, type: !4)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 35, column: 33)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 35, column: 5)
!223 = !DILocation(line: 0, scope: !206)
!224 = !DILocation(line: 30, column: 11, scope: !217)
!225 = !DILocation(line: 30, column: 9, scope: !206)
!226 = !DILocation(line: 0, scope: !219)
!227 = !DILocation(line: 35, column: 23, scope: !222)
!228 = !DILocation(line: 35, column: 5, scope: !219)
!229 = !DILocation(line: 31, column: 19, scope: !216)
!230 = !DILocation(line: 0, scope: !215)
!231 = !DILocation(line: 32, column: 27, scope: !232)
!232 = distinct !DILexicalBlock(scope: !215, file: !2, line: 32, column: 9)
!233 = !DILocation(line: 32, column: 9, scope: !215)
!234 = !DILocation(line: 32, column: 59, scope: !232)
!235 = !DILocation(line: 32, column: 81, scope: !232)
!236 = !{!111, !111, i64 0}
!237 = !DILocation(line: 32, column: 66, scope: !232)
!238 = !DILocation(line: 32, column: 64, scope: !232)
!239 = !DILocation(line: 32, column: 33, scope: !232)
!240 = distinct !{!240, !233, !241, !242}
!241 = !DILocation(line: 32, column: 84, scope: !215)
!242 = !{!"llvm.loop.mustprogress"}
!243 = !DILocation(line: 36, column: 18, scope: !221)
!244 = !DILocation(line: 0, scope: !221)
!245 = !DILocation(line: 36, column: 31, scope: !221)
!246 = !DILocation(line: 36, column: 29, scope: !221)
!247 = !DILocation(line: 36, column: 42, scope: !221)
!248 = !DILocation(line: 37, column: 9, scope: !221)
!249 = !DILocation(line: 38, column: 13, scope: !221)
!250 = !DILocation(line: 38, column: 26, scope: !221)
!251 = !DILocation(line: 38, column: 24, scope: !221)
!252 = !DILocation(line: 38, column: 37, scope: !221)
!253 = !DILocation(line: 35, column: 29, scope: !222)
!254 = distinct !{!254, !228, !255, !242}
!255 = !DILocation(line: 39, column: 5, scope: !219)
!256 = distinct !{!256, !257}
!257 = !{!"llvm.loop.unroll.disable"}
!258 = !DILocation(line: 32, column: 47, scope: !232)
!259 = !DILocation(line: 40, column: 1, scope: !206)
!260 = !DISubprogram(name: "strlen", scope: !261, file: !261, line: 407, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!262 = !DISubroutineType(types: !263)
!263 = !{!264, !150}
!264 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!265 = distinct !DISubprogram(name: "flood", scope: !2, file: !2, line: 54, type: !153, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !266)
!266 = !{!267, !268}
!267 = !DILocalVariable(name: "r", arg: 1, scope: !265, file: !2, line: 54, type: !26)
!268 = !DILocalVariable(name: "c", arg: 2, scope: !265, file: !2, line: 54, type: !26)
!269 = !DILocation(line: 55, column: 47, scope: !270)
!270 = distinct !DILexicalBlock(scope: !265, file: !2, line: 55, column: 9)
!271 = !DILocation(line: 0, scope: !265)
!272 = !DILocation(line: 55, column: 15, scope: !270)
!273 = !DILocation(line: 55, column: 58, scope: !270)
!274 = !DILocation(line: 55, column: 9, scope: !265)
!275 = !DILocation(line: 56, column: 16, scope: !265)
!276 = !DILocation(line: 57, column: 16, scope: !265)
!277 = !DILocation(line: 57, column: 34, scope: !265)
!278 = !DILocation(line: 57, column: 63, scope: !265)
!279 = !DILocation(line: 57, column: 52, scope: !265)
!280 = !DILocation(line: 57, column: 81, scope: !265)
!281 = !DILocation(line: 57, column: 14, scope: !265)
!282 = !DILocation(line: 57, column: 32, scope: !265)
!283 = !DILocation(line: 57, column: 50, scope: !265)
!284 = !DILocation(line: 57, column: 68, scope: !265)
!285 = !DILocation(line: 58, column: 1, scope: !265)
