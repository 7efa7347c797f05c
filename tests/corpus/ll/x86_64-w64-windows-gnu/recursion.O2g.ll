; ModuleID = 'tests/programs/recursion.c'
source_filename = "tests/programs/recursion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !72 {
  %1 = alloca [8 x i8], align 8, !DIAssignID !81
    #dbg_assign(i1 undef, !76, !DIExpression(), !81, ptr %1, !DIExpression(), !82)
  %2 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !83
  %3 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 4), !dbg !84
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3), !dbg !85
  %4 = tail call fastcc i64 @fib(i32 noundef 27), !dbg !86
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %4), !dbg !87
  br label %5

5:                                                ; preds = %7, %0
  %6 = phi i32 [ 1001, %0 ], [ %8, %7 ]
    #dbg_value(i32 %6, !88, !DIExpression(), !93)
  switch i32 %6, label %7 [
    i32 0, label %10
    i32 1, label %9
  ], !dbg !95

7:                                                ; preds = %5
  %8 = add i32 %6, -2, !dbg !96
  br label %5, !dbg !101

9:                                                ; preds = %5
  br label %10, !dbg !102

10:                                               ; preds = %5, %9
  %11 = phi i32 [ 0, %9 ], [ 1, %5 ], !dbg !95
    #dbg_value(i32 777, !99, !DIExpression(), !103)
    #dbg_value(i32 poison, !88, !DIExpression(), !105)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %11, i32 noundef 1), !dbg !102
  tail call fastcc void @hanoi(i32 noundef 12, i32 noundef 1, i32 noundef 3, i32 noundef 2), !dbg !107
  %12 = load i32, ptr @hanoi_moves, align 4, !dbg !108, !tbaa !109
  %13 = load i32, ptr @hanoi_hash, align 4, !dbg !113, !tbaa !109
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %12, i32 noundef %13), !dbg !114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !115
  store i64 29104508263162465, ptr %1, align 8, !dbg !116, !DIAssignID !117
    #dbg_assign(i1 undef, !76, !DIExpression(), !117, ptr %1, !DIExpression(), !82)
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #11, !dbg !118
  %15 = trunc i64 %14 to i32, !dbg !119
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0, i32 noundef %15), !dbg !120
  %16 = load i32, ptr @perm_count, align 4, !dbg !121, !tbaa !109
  %17 = load i32, ptr @perm_hash, align 4, !dbg !122, !tbaa !109
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %16, i32 noundef %17), !dbg !123
  %18 = tail call fastcc i32 @flood(i32 noundef 0, i32 noundef 0), !dbg !124
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %18), !dbg !125
    #dbg_value(i64 0, !79, !DIExpression(), !126)
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @grid), !dbg !127
    #dbg_value(i64 1, !79, !DIExpression(), !126)
  %20 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 13)), !dbg !127
    #dbg_value(i64 2, !79, !DIExpression(), !126)
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 26)), !dbg !127
    #dbg_value(i64 3, !79, !DIExpression(), !126)
  %22 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 39)), !dbg !127
    #dbg_value(i64 4, !79, !DIExpression(), !126)
  %23 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 52)), !dbg !127
    #dbg_value(i64 5, !79, !DIExpression(), !126)
  %24 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 65)), !dbg !127
    #dbg_value(i64 6, !79, !DIExpression(), !126)
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 78)), !dbg !127
    #dbg_value(i64 7, !79, !DIExpression(), !126)
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 91)), !dbg !127
    #dbg_value(i64 8, !79, !DIExpression(), !126)
  br label %27, !dbg !129

27:                                               ; preds = %10, %27
  %28 = phi i64 [ %30, %27 ], [ 9876543210, %10 ]
  %29 = phi i64 [ %28, %27 ], [ 1234567890123, %10 ]
    #dbg_value(i64 %28, !136, !DIExpression(), !138)
    #dbg_value(i64 %29, !135, !DIExpression(), !138)
  %30 = urem i64 %29, %28, !dbg !139
    #dbg_value(i64 %28, !135, !DIExpression(), !138)
    #dbg_value(i64 %30, !136, !DIExpression(), !138)
  %31 = icmp eq i64 %30, 0, !dbg !140
  br i1 %31, label %32, label %27, !dbg !129

32:                                               ; preds = %27
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i64 noundef %28), !dbg !141
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 87), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 !dbg !145 {
  %2 = alloca ptr, align 8, !DIAssignID !157
    #dbg_assign(i1 undef, !154, !DIExpression(), !157, ptr %2, !DIExpression(), !158)
    #dbg_value(ptr %0, !152, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11, !dbg !159
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !160
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11, !dbg !161
  %4 = load ptr, ptr %2, align 8, !dbg !162, !tbaa !163
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11, !dbg !165
    #dbg_value(i32 %5, !153, !DIExpression(), !158)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !166
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11, !dbg !167
  ret void, !dbg !168
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !169 {
    #dbg_value(i32 %0, !173, !DIExpression(), !175)
    #dbg_value(i32 %1, !174, !DIExpression(), !175)
  %3 = icmp eq i32 %0, 0, !dbg !176
  br i1 %3, label %4, label %7, !dbg !178

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1, !dbg !179
  ret i32 %6, !dbg !180

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !174, !DIExpression(), !175)
    #dbg_value(i32 %9, !173, !DIExpression(), !175)
  %10 = icmp eq i32 %8, 0, !dbg !181
  br i1 %10, label %11, label %15, !dbg !183

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !175
    #dbg_value(i32 %13, !173, !DIExpression(), !175)
    #dbg_value(i32 %12, !174, !DIExpression(), !175)
  %14 = icmp eq i32 %13, 0, !dbg !176
  br i1 %14, label %4, label %7, !dbg !178

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1, !dbg !184
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !185
  br label %11, !dbg !186
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #2 !dbg !187 {
    #dbg_value(i32 %0, !191, !DIExpression(), !192)
  %2 = icmp slt i32 %0, 2, !dbg !193
  br i1 %2, label %3, label %8, !dbg !194

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !195
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !196

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !191, !DIExpression(), !192)
  %11 = add nsw i32 %9, -1, !dbg !197
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !198
  %13 = add nsw i32 %9, -2, !dbg !199
  %14 = add nsw i64 %12, %10, !dbg !200
    #dbg_value(i32 %13, !191, !DIExpression(), !192)
  %15 = icmp ult i32 %9, 4, !dbg !193
  br i1 %15, label %3, label %8, !dbg !194
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 !dbg !201 {
    #dbg_value(i32 %0, !205, !DIExpression(), !209)
    #dbg_value(i32 %1, !206, !DIExpression(), !209)
    #dbg_value(i32 %2, !207, !DIExpression(), !209)
    #dbg_value(i32 %3, !208, !DIExpression(), !209)
  %5 = icmp eq i32 %0, 0, !dbg !210
  br i1 %5, label %19, label %6, !dbg !212

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
    #dbg_value(i32 %7, !208, !DIExpression(), !209)
    #dbg_value(i32 %8, !206, !DIExpression(), !209)
    #dbg_value(i32 %9, !205, !DIExpression(), !209)
  %10 = add nsw i32 %9, -1, !dbg !213
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2), !dbg !214
  %11 = load i32, ptr @hanoi_moves, align 4, !dbg !215, !tbaa !109
  %12 = add nsw i32 %11, 1, !dbg !215
  store i32 %12, ptr @hanoi_moves, align 4, !dbg !215, !tbaa !109
  %13 = load i32, ptr @hanoi_hash, align 4, !dbg !216, !tbaa !109
  %14 = mul i32 %13, 7, !dbg !217
  %15 = mul nuw nsw i32 %8, 3, !dbg !218
  %16 = add nuw nsw i32 %15, %2, !dbg !219
  %17 = add i32 %16, %14, !dbg !220
  store i32 %17, ptr @hanoi_hash, align 4, !dbg !221, !tbaa !109
    #dbg_value(i32 %10, !205, !DIExpression(), !209)
    #dbg_value(i32 %7, !206, !DIExpression(), !209)
    #dbg_value(i32 %2, !207, !DIExpression(), !209)
    #dbg_value(i32 %8, !208, !DIExpression(), !209)
  %18 = icmp eq i32 %10, 0, !dbg !210
  br i1 %18, label %19, label %6, !dbg !212

19:                                               ; preds = %6, %4
  ret void, !dbg !222
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @permute(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !223 {
    #dbg_value(ptr %0, !227, !DIExpression(), !239)
    #dbg_value(i32 %1, !228, !DIExpression(), !239)
    #dbg_value(i32 %2, !229, !DIExpression(), !239)
  %4 = icmp eq i32 %1, %2, !dbg !240
  br i1 %4, label %11, label %5, !dbg !241

5:                                                ; preds = %3
    #dbg_value(i32 %1, !234, !DIExpression(), !242)
  %6 = icmp slt i32 %1, %2, !dbg !243
  br i1 %6, label %7, label %81, !dbg !244

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = add nsw i32 %1, 1
  br label %52, !dbg !244

11:                                               ; preds = %3
  %12 = load i32, ptr @perm_count, align 4, !dbg !245, !tbaa !109
  %13 = add nsw i32 %12, 1, !dbg !245
  store i32 %13, ptr @perm_count, align 4, !dbg !245, !tbaa !109
    #dbg_value(i32 0, !230, !DIExpression(), !246)
    #dbg_value(i32 0, !230, !DIExpression(), !246)
  %14 = icmp sgt i32 %1, 0, !dbg !247
  br i1 %14, label %15, label %81, !dbg !249

15:                                               ; preds = %11
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !109
  %17 = zext nneg i32 %1 to i64, !dbg !247
  %18 = and i64 %17, 3, !dbg !249
  %19 = icmp ult i32 %1, 4, !dbg !249
  br i1 %19, label %62, label %20, !dbg !249

20:                                               ; preds = %15
  %21 = and i64 %17, 2147483644, !dbg !249
  br label %22, !dbg !249

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %49, %22 ]
  %24 = phi i32 [ %16, %20 ], [ %48, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %50, %22 ]
    #dbg_value(i64 %23, !230, !DIExpression(), !246)
  %26 = mul i32 %24, 31, !dbg !250
  %27 = getelementptr inbounds i8, ptr %0, i64 %23, !dbg !251
  %28 = load i8, ptr %27, align 1, !dbg !251, !tbaa !252
  %29 = zext i8 %28 to i32, !dbg !253
  %30 = add i32 %26, %29, !dbg !254
  %31 = or disjoint i64 %23, 1, !dbg !255
    #dbg_value(i64 %31, !230, !DIExpression(), !246)
  %32 = mul i32 %30, 31, !dbg !250
  %33 = getelementptr inbounds i8, ptr %0, i64 %31, !dbg !251
  %34 = load i8, ptr %33, align 1, !dbg !251, !tbaa !252
  %35 = zext i8 %34 to i32, !dbg !253
  %36 = add i32 %32, %35, !dbg !254
  %37 = or disjoint i64 %23, 2, !dbg !255
    #dbg_value(i64 %37, !230, !DIExpression(), !246)
  %38 = mul i32 %36, 31, !dbg !250
  %39 = getelementptr inbounds i8, ptr %0, i64 %37, !dbg !251
  %40 = load i8, ptr %39, align 1, !dbg !251, !tbaa !252
  %41 = zext i8 %40 to i32, !dbg !253
  %42 = add i32 %38, %41, !dbg !254
  %43 = or disjoint i64 %23, 3, !dbg !255
    #dbg_value(i64 %43, !230, !DIExpression(), !246)
  %44 = mul i32 %42, 31, !dbg !250
  %45 = getelementptr inbounds i8, ptr %0, i64 %43, !dbg !251
  %46 = load i8, ptr %45, align 1, !dbg !251, !tbaa !252
  %47 = zext i8 %46 to i32, !dbg !253
  %48 = add i32 %44, %47, !dbg !254
  %49 = add nuw nsw i64 %23, 4, !dbg !255
    #dbg_value(i64 %49, !230, !DIExpression(), !246)
  %50 = add i64 %25, 4, !dbg !249
  %51 = icmp eq i64 %50, %21, !dbg !249
  br i1 %51, label %62, label %22, !dbg !249, !llvm.loop !256

52:                                               ; preds = %7, %52
  %53 = phi i64 [ %8, %7 ], [ %59, %52 ]
    #dbg_value(i64 %53, !234, !DIExpression(), !242)
  %54 = load i8, ptr %9, align 1, !dbg !259, !tbaa !252
    #dbg_value(i8 %54, !236, !DIExpression(), !260)
  %55 = getelementptr inbounds i8, ptr %0, i64 %53, !dbg !261
  %56 = load i8, ptr %55, align 1, !dbg !261, !tbaa !252
  store i8 %56, ptr %9, align 1, !dbg !262, !tbaa !252
  store i8 %54, ptr %55, align 1, !dbg !263, !tbaa !252
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %10, i32 noundef %2), !dbg !264
  %57 = load i8, ptr %9, align 1, !dbg !265, !tbaa !252
    #dbg_value(i8 %57, !236, !DIExpression(), !260)
  %58 = load i8, ptr %55, align 1, !dbg !266, !tbaa !252
  store i8 %58, ptr %9, align 1, !dbg !267, !tbaa !252
  store i8 %57, ptr %55, align 1, !dbg !268, !tbaa !252
  %59 = add nsw i64 %53, 1, !dbg !269
    #dbg_value(i64 %59, !234, !DIExpression(), !242)
  %60 = trunc i64 %59 to i32, !dbg !243
  %61 = icmp eq i32 %60, %2, !dbg !243
  br i1 %61, label %81, label %52, !dbg !244, !llvm.loop !270

62:                                               ; preds = %22, %15
  %63 = phi i32 [ poison, %15 ], [ %48, %22 ]
  %64 = phi i64 [ 0, %15 ], [ %49, %22 ]
  %65 = phi i32 [ %16, %15 ], [ %48, %22 ]
  %66 = icmp eq i64 %18, 0, !dbg !249
  br i1 %66, label %79, label %67, !dbg !249

67:                                               ; preds = %62, %67
  %68 = phi i64 [ %76, %67 ], [ %64, %62 ]
  %69 = phi i32 [ %75, %67 ], [ %65, %62 ]
  %70 = phi i64 [ %77, %67 ], [ 0, %62 ]
    #dbg_value(i64 %68, !230, !DIExpression(), !246)
  %71 = mul i32 %69, 31, !dbg !250
  %72 = getelementptr inbounds i8, ptr %0, i64 %68, !dbg !251
  %73 = load i8, ptr %72, align 1, !dbg !251, !tbaa !252
  %74 = zext i8 %73 to i32, !dbg !253
  %75 = add i32 %71, %74, !dbg !254
  %76 = add nuw nsw i64 %68, 1, !dbg !255
    #dbg_value(i64 %76, !230, !DIExpression(), !246)
  %77 = add i64 %70, 1, !dbg !249
  %78 = icmp eq i64 %77, %18, !dbg !249
  br i1 %78, label %79, label %67, !dbg !249, !llvm.loop !272

79:                                               ; preds = %67, %62
  %80 = phi i32 [ %63, %62 ], [ %75, %67 ], !dbg !254
  store i32 %80, ptr @perm_hash, align 4, !dbg !274, !tbaa !109
  br label %81, !dbg !249

81:                                               ; preds = %52, %5, %11, %79
  ret void, !dbg !275
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !276 dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @flood(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !281 {
  %3 = zext nneg i32 %0 to i64, !dbg !285
  %4 = icmp ugt i32 %0, 7
    #dbg_value(i32 %0, !283, !DIExpression(), !287)
    #dbg_value(i32 %1, !284, !DIExpression(), !287)
  %5 = icmp ugt i32 %1, 11, !dbg !288
  %6 = or i1 %4, %5, !dbg !288
  br i1 %6, label %28, label %7, !dbg !288

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %0, 1
  %9 = add nsw i32 %0, -1
  br label %10, !dbg !288

10:                                               ; preds = %7, %17
  %11 = phi i32 [ %1, %7 ], [ %22, %17 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %17 ]
    #dbg_value(i32 %11, !284, !DIExpression(), !287)
  %13 = zext nneg i32 %11 to i64, !dbg !285
  %14 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %3, i64 %13, !dbg !285
  %15 = load i8, ptr %14, align 1, !dbg !285, !tbaa !252
  %16 = icmp eq i8 %15, 46, !dbg !289
  br i1 %16, label %17, label %28, !dbg !290

17:                                               ; preds = %10
  store i8 111, ptr %14, align 1, !dbg !291, !tbaa !252
  %18 = tail call fastcc i32 @flood(i32 noundef %8, i32 noundef %11), !dbg !292
  %19 = tail call fastcc i32 @flood(i32 noundef %9, i32 noundef %11), !dbg !293
  %20 = add nuw nsw i32 %11, 1, !dbg !294
  %21 = tail call fastcc i32 @flood(i32 noundef %0, i32 noundef %20), !dbg !295
  %22 = add nsw i32 %11, -1, !dbg !296
  %23 = add i32 %12, 1, !dbg !297
  %24 = add i32 %23, %18, !dbg !298
  %25 = add i32 %24, %19, !dbg !299
  %26 = add i32 %25, %21, !dbg !300
    #dbg_value(i32 %0, !283, !DIExpression(), !287)
    #dbg_value(i32 %22, !284, !DIExpression(), !287)
  %27 = icmp ugt i32 %22, 11, !dbg !288
  br i1 %27, label %28, label %10, !dbg !288

28:                                               ; preds = %10, %17, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %17 ], [ %12, %10 ]
  ret i32 %29, !dbg !301
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare !dbg !302 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !322 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/recursion.c", directory: ".")
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
!64 = !{i32 7, !"Dwarf Version", i32 4}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 2}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!145 = distinct !DISubprogram(name: "printf", scope: !146, file: !146, line: 368, type: !147, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !151)
!146 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!147 = !DISubroutineType(cc: DW_CC_nocall, types: !148)
!148 = !{!26, !149, null}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!151 = !{!152, !153, !154}
!152 = !DILocalVariable(name: "__format", arg: 1, scope: !145, file: !146, line: 368, type: !149)
!153 = !DILocalVariable(name: "__retval", scope: !145, file: !146, line: 370, type: !26)
!154 = !DILocalVariable(name: "__local_argv", scope: !145, file: !146, line: 371, type: !155)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !145)
!159 = !DILocation(line: 371, column: 3, scope: !145)
!160 = !DILocation(line: 371, column: 35, scope: !145)
!161 = !DILocation(line: 372, column: 32, scope: !145)
!162 = !DILocation(line: 372, column: 50, scope: !145)
!163 = !{!164, !164, i64 0}
!164 = !{!"any pointer", !111, i64 0}
!165 = !DILocation(line: 372, column: 14, scope: !145)
!166 = !DILocation(line: 373, column: 3, scope: !145)
!167 = !DILocation(line: 375, column: 1, scope: !145)
!168 = !DILocation(line: 374, column: 3, scope: !145)
!169 = distinct !DISubprogram(name: "ackermann", scope: !2, file: !2, line: 5, type: !170, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!26, !26, !26}
!172 = !{!173, !174}
!173 = !DILocalVariable(name: "m", arg: 1, scope: !169, file: !2, line: 5, type: !26)
!174 = !DILocalVariable(name: "n", arg: 2, scope: !169, file: !2, line: 5, type: !26)
!175 = !DILocation(line: 0, scope: !169)
!176 = !DILocation(line: 6, column: 11, scope: !177)
!177 = distinct !DILexicalBlock(scope: !169, file: !2, line: 6, column: 9)
!178 = !DILocation(line: 6, column: 9, scope: !169)
!179 = !DILocation(line: 6, column: 26, scope: !177)
!180 = !DILocation(line: 9, column: 1, scope: !169)
!181 = !DILocation(line: 7, column: 11, scope: !182)
!182 = distinct !DILexicalBlock(scope: !169, file: !2, line: 7, column: 9)
!183 = !DILocation(line: 7, column: 9, scope: !169)
!184 = !DILocation(line: 8, column: 44, scope: !169)
!185 = !DILocation(line: 8, column: 29, scope: !169)
!186 = !DILocation(line: 8, column: 12, scope: !169)
!187 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !188, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!133, !26}
!190 = !{!191}
!191 = !DILocalVariable(name: "n", arg: 1, scope: !187, file: !2, line: 11, type: !26)
!192 = !DILocation(line: 0, scope: !187)
!193 = !DILocation(line: 11, column: 40, scope: !187)
!194 = !DILocation(line: 11, column: 38, scope: !187)
!195 = !DILocation(line: 11, column: 46, scope: !187)
!196 = !DILocation(line: 11, column: 31, scope: !187)
!197 = !DILocation(line: 11, column: 56, scope: !187)
!198 = !DILocation(line: 11, column: 50, scope: !187)
!199 = !DILocation(line: 11, column: 69, scope: !187)
!200 = !DILocation(line: 11, column: 61, scope: !187)
!201 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 19, type: !202, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !204)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !26, !26, !26, !26}
!204 = !{!205, !206, !207, !208}
!205 = !DILocalVariable(name: "n", arg: 1, scope: !201, file: !2, line: 19, type: !26)
!206 = !DILocalVariable(name: "from", arg: 2, scope: !201, file: !2, line: 19, type: !26)
!207 = !DILocalVariable(name: "to", arg: 3, scope: !201, file: !2, line: 19, type: !26)
!208 = !DILocalVariable(name: "via", arg: 4, scope: !201, file: !2, line: 19, type: !26)
!209 = !DILocation(line: 0, scope: !201)
!210 = !DILocation(line: 20, column: 11, scope: !211)
!211 = distinct !DILexicalBlock(scope: !201, file: !2, line: 20, column: 9)
!212 = !DILocation(line: 20, column: 9, scope: !201)
!213 = !DILocation(line: 21, column: 13, scope: !201)
!214 = !DILocation(line: 21, column: 5, scope: !201)
!215 = !DILocation(line: 22, column: 16, scope: !201)
!216 = !DILocation(line: 23, column: 18, scope: !201)
!217 = !DILocation(line: 23, column: 29, scope: !201)
!218 = !DILocation(line: 23, column: 51, scope: !201)
!219 = !DILocation(line: 23, column: 55, scope: !201)
!220 = !DILocation(line: 23, column: 33, scope: !201)
!221 = !DILocation(line: 23, column: 16, scope: !201)
!222 = !DILocation(line: 25, column: 1, scope: !201)
!223 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 29, type: !224, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !156, !26, !26}
!226 = !{!227, !228, !229, !230, !234, !236}
!227 = !DILocalVariable(name: "s", arg: 1, scope: !223, file: !2, line: 29, type: !156)
!228 = !DILocalVariable(name: "k", arg: 2, scope: !223, file: !2, line: 29, type: !26)
!229 = !DILocalVariable(name: "n", arg: 3, scope: !223, file: !2, line: 29, type: !26)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 32, type: !26)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 32, column: 9)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 30, column: 17)
!233 = distinct !DILexicalBlock(scope: !223, file: !2, line: 30, column: 9)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 35, type: !26)
!235 = distinct !DILexicalBlock(scope: !223, file: !2, line: 35, column: 5)
!236 = !DILocalVariable(name: "t", scope: !237, file: !2, line: 36, type: !4)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 35, column: 33)
!238 = distinct !DILexicalBlock(scope: !235, file: !2, line: 35, column: 5)
!239 = !DILocation(line: 0, scope: !223)
!240 = !DILocation(line: 30, column: 11, scope: !233)
!241 = !DILocation(line: 30, column: 9, scope: !223)
!242 = !DILocation(line: 0, scope: !235)
!243 = !DILocation(line: 35, column: 23, scope: !238)
!244 = !DILocation(line: 35, column: 5, scope: !235)
!245 = !DILocation(line: 31, column: 19, scope: !232)
!246 = !DILocation(line: 0, scope: !231)
!247 = !DILocation(line: 32, column: 27, scope: !248)
!248 = distinct !DILexicalBlock(scope: !231, file: !2, line: 32, column: 9)
!249 = !DILocation(line: 32, column: 9, scope: !231)
!250 = !DILocation(line: 32, column: 59, scope: !248)
!251 = !DILocation(line: 32, column: 81, scope: !248)
!252 = !{!111, !111, i64 0}
!253 = !DILocation(line: 32, column: 66, scope: !248)
!254 = !DILocation(line: 32, column: 64, scope: !248)
!255 = !DILocation(line: 32, column: 33, scope: !248)
!256 = distinct !{!256, !249, !257, !258}
!257 = !DILocation(line: 32, column: 84, scope: !231)
!258 = !{!"llvm.loop.mustprogress"}
!259 = !DILocation(line: 36, column: 18, scope: !237)
!260 = !DILocation(line: 0, scope: !237)
!261 = !DILocation(line: 36, column: 31, scope: !237)
!262 = !DILocation(line: 36, column: 29, scope: !237)
!263 = !DILocation(line: 36, column: 42, scope: !237)
!264 = !DILocation(line: 37, column: 9, scope: !237)
!265 = !DILocation(line: 38, column: 13, scope: !237)
!266 = !DILocation(line: 38, column: 26, scope: !237)
!267 = !DILocation(line: 38, column: 24, scope: !237)
!268 = !DILocation(line: 38, column: 37, scope: !237)
!269 = !DILocation(line: 35, column: 29, scope: !238)
!270 = distinct !{!270, !244, !271, !258}
!271 = !DILocation(line: 39, column: 5, scope: !235)
!272 = distinct !{!272, !273}
!273 = !{!"llvm.loop.unroll.disable"}
!274 = !DILocation(line: 32, column: 47, scope: !248)
!275 = !DILocation(line: 40, column: 1, scope: !223)
!276 = !DISubprogram(name: "strlen", scope: !277, file: !277, line: 64, type: !278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!278 = !DISubroutineType(types: !279)
!279 = !{!280, !149}
!280 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!281 = distinct !DISubprogram(name: "flood", scope: !2, file: !2, line: 54, type: !170, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !282)
!282 = !{!283, !284}
!283 = !DILocalVariable(name: "r", arg: 1, scope: !281, file: !2, line: 54, type: !26)
!284 = !DILocalVariable(name: "c", arg: 2, scope: !281, file: !2, line: 54, type: !26)
!285 = !DILocation(line: 55, column: 47, scope: !286)
!286 = distinct !DILexicalBlock(scope: !281, file: !2, line: 55, column: 9)
!287 = !DILocation(line: 0, scope: !281)
!288 = !DILocation(line: 55, column: 15, scope: !286)
!289 = !DILocation(line: 55, column: 58, scope: !286)
!290 = !DILocation(line: 55, column: 9, scope: !281)
!291 = !DILocation(line: 56, column: 16, scope: !281)
!292 = !DILocation(line: 57, column: 16, scope: !281)
!293 = !DILocation(line: 57, column: 34, scope: !281)
!294 = !DILocation(line: 57, column: 63, scope: !281)
!295 = !DILocation(line: 57, column: 52, scope: !281)
!296 = !DILocation(line: 57, column: 81, scope: !281)
!297 = !DILocation(line: 57, column: 14, scope: !281)
!298 = !DILocation(line: 57, column: 32, scope: !281)
!299 = !DILocation(line: 57, column: 50, scope: !281)
!300 = !DILocation(line: 57, column: 68, scope: !281)
!301 = !DILocation(line: 58, column: 1, scope: !281)
!302 = !DISubprogram(name: "__mingw_vfprintf", scope: !146, file: !146, line: 193, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{!26, !305, !318, !319}
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !146, line: 47, baseType: !308)
!308 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !146, line: 33, size: 384, align: 64, elements: !309)
!309 = !{!310, !311, !312, !313, !314, !315, !316, !317}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !308, file: !146, line: 37, baseType: !156, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !308, file: !146, line: 38, baseType: !26, size: 32, offset: 64)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !308, file: !146, line: 39, baseType: !156, size: 64, offset: 128)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !308, file: !146, line: 40, baseType: !26, size: 32, offset: 192)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !308, file: !146, line: 41, baseType: !26, size: 32, offset: 224)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !308, file: !146, line: 42, baseType: !26, size: 32, offset: 256)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !308, file: !146, line: 43, baseType: !26, size: 32, offset: 288)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !308, file: !146, line: 44, baseType: !156, size: 64, offset: 320)
!318 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !320, line: 31, baseType: !321)
!320 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !320, line: 24, baseType: !155)
!322 = !DISubprogram(name: "__acrt_iob_func", scope: !146, file: !146, line: 93, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{!306, !27}
