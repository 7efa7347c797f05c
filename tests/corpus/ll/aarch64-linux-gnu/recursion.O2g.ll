; ModuleID = 'tests/programs/recursion.c'
source_filename = "tests/programs/recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@grid = internal global [8 x [13 x i8]] [[13 x i8] c"....#.......\00", [13 x i8] c".##.#.####..\00", [13 x i8] c".#..#....#..\00", [13 x i8] c".#.###.#.#..\00", [13 x i8] c".#.....#.#..\00", [13 x i8] c".#######.##.\00", [13 x i8] c"........#...\00", [13 x i8] c"#######.#...\00"], align 1, !dbg !58
@.str.7 = private unnamed_addr constant [12 x i8] c"gcd = %lld\0A\00", align 1, !dbg !45
@.str.8 = private unnamed_addr constant [16 x i8] c"digit sum = %d\0A\00", align 1, !dbg !50

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !73 {
  %1 = alloca [8 x i8], align 8, !DIAssignID !82
    #dbg_assign(i1 undef, !77, !DIExpression(), !82, ptr %1, !DIExpression(), !83)
  %2 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !84
  %3 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 4), !dbg !85
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3), !dbg !86
  %5 = tail call fastcc i64 @fib(i32 noundef 27), !dbg !87
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5), !dbg !88
  br label %7

7:                                                ; preds = %9, %0
  %8 = phi i32 [ 1001, %0 ], [ %10, %9 ]
    #dbg_value(i32 %8, !89, !DIExpression(), !94)
  switch i32 %8, label %9 [
    i32 0, label %12
    i32 1, label %11
  ], !dbg !96

9:                                                ; preds = %7
  %10 = add i32 %8, -2, !dbg !97
  br label %7, !dbg !102

11:                                               ; preds = %7
  br label %12, !dbg !103

12:                                               ; preds = %7, %11
  %13 = phi i32 [ 0, %11 ], [ 1, %7 ], !dbg !96
    #dbg_value(i32 777, !100, !DIExpression(), !104)
    #dbg_value(i32 poison, !89, !DIExpression(), !106)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13, i32 noundef 1), !dbg !103
  tail call fastcc void @hanoi(i32 noundef 12, i32 noundef 1, i32 noundef 3, i32 noundef 2), !dbg !108
  %15 = load i32, ptr @hanoi_moves, align 4, !dbg !109, !tbaa !110
  %16 = load i32, ptr @hanoi_hash, align 4, !dbg !114, !tbaa !110
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %15, i32 noundef %16), !dbg !115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !116
  store i64 29104508263162465, ptr %1, align 8, !dbg !117, !DIAssignID !118
    #dbg_assign(i1 undef, !77, !DIExpression(), !118, ptr %1, !DIExpression(), !83)
  %18 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9, !dbg !119
  %19 = trunc i64 %18 to i32, !dbg !120
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0, i32 noundef %19), !dbg !121
  %20 = load i32, ptr @perm_count, align 4, !dbg !122, !tbaa !110
  %21 = load i32, ptr @perm_hash, align 4, !dbg !123, !tbaa !110
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %20, i32 noundef %21), !dbg !124
  %23 = tail call fastcc i32 @flood(i32 noundef 0, i32 noundef 0), !dbg !125
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %23), !dbg !126
    #dbg_value(i64 0, !80, !DIExpression(), !127)
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) @grid), !dbg !128
    #dbg_value(i64 1, !80, !DIExpression(), !127)
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 13)), !dbg !128
    #dbg_value(i64 2, !80, !DIExpression(), !127)
  %27 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 26)), !dbg !128
    #dbg_value(i64 3, !80, !DIExpression(), !127)
  %28 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 39)), !dbg !128
    #dbg_value(i64 4, !80, !DIExpression(), !127)
  %29 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 52)), !dbg !128
    #dbg_value(i64 5, !80, !DIExpression(), !127)
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 65)), !dbg !128
    #dbg_value(i64 6, !80, !DIExpression(), !127)
  %31 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 78)), !dbg !128
    #dbg_value(i64 7, !80, !DIExpression(), !127)
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 91)), !dbg !128
    #dbg_value(i64 8, !80, !DIExpression(), !127)
  br label %33, !dbg !130

33:                                               ; preds = %12, %33
  %34 = phi i64 [ %36, %33 ], [ 9876543210, %12 ]
  %35 = phi i64 [ %34, %33 ], [ 1234567890123, %12 ]
    #dbg_value(i64 %34, !137, !DIExpression(), !139)
    #dbg_value(i64 %35, !136, !DIExpression(), !139)
  %36 = urem i64 %35, %34, !dbg !140
    #dbg_value(i64 %34, !136, !DIExpression(), !139)
    #dbg_value(i64 %36, !137, !DIExpression(), !139)
  %37 = icmp eq i64 %36, 0, !dbg !141
  br i1 %37, label %38, label %33, !dbg !130

38:                                               ; preds = %33
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %34), !dbg !142
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 87), !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !144
  ret i32 0, !dbg !145
}

; Function Attrs: nofree nounwind
declare !dbg !146 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !153 {
    #dbg_value(i32 %0, !157, !DIExpression(), !159)
    #dbg_value(i32 %1, !158, !DIExpression(), !159)
  %3 = icmp eq i32 %0, 0, !dbg !160
  br i1 %3, label %4, label %7, !dbg !162

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1, !dbg !163
  ret i32 %6, !dbg !164

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !158, !DIExpression(), !159)
    #dbg_value(i32 %9, !157, !DIExpression(), !159)
  %10 = icmp eq i32 %8, 0, !dbg !165
  br i1 %10, label %11, label %15, !dbg !167

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !159
    #dbg_value(i32 %13, !157, !DIExpression(), !159)
    #dbg_value(i32 %12, !158, !DIExpression(), !159)
  %14 = icmp eq i32 %13, 0, !dbg !160
  br i1 %14, label %4, label %7, !dbg !162

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1, !dbg !168
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !169
  br label %11, !dbg !170
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #2 !dbg !171 {
    #dbg_value(i32 %0, !175, !DIExpression(), !176)
  %2 = icmp slt i32 %0, 2, !dbg !177
  br i1 %2, label %3, label %8, !dbg !178

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !179
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !180

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !175, !DIExpression(), !176)
  %11 = add nsw i32 %9, -1, !dbg !181
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !182
  %13 = add nsw i32 %9, -2, !dbg !183
  %14 = add nsw i64 %12, %10, !dbg !184
    #dbg_value(i32 %13, !175, !DIExpression(), !176)
  %15 = icmp ult i32 %9, 4, !dbg !177
  br i1 %15, label %3, label %8, !dbg !178
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 !dbg !185 {
    #dbg_value(i32 %0, !189, !DIExpression(), !193)
    #dbg_value(i32 %1, !190, !DIExpression(), !193)
    #dbg_value(i32 %2, !191, !DIExpression(), !193)
    #dbg_value(i32 %3, !192, !DIExpression(), !193)
  %5 = icmp eq i32 %0, 0, !dbg !194
  br i1 %5, label %19, label %6, !dbg !196

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
    #dbg_value(i32 %7, !192, !DIExpression(), !193)
    #dbg_value(i32 %8, !190, !DIExpression(), !193)
    #dbg_value(i32 %9, !189, !DIExpression(), !193)
  %10 = add nsw i32 %9, -1, !dbg !197
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2), !dbg !198
  %11 = load i32, ptr @hanoi_moves, align 4, !dbg !199, !tbaa !110
  %12 = add nsw i32 %11, 1, !dbg !199
  store i32 %12, ptr @hanoi_moves, align 4, !dbg !199, !tbaa !110
  %13 = load i32, ptr @hanoi_hash, align 4, !dbg !200, !tbaa !110
  %14 = mul i32 %13, 7, !dbg !201
  %15 = mul nuw nsw i32 %8, 3, !dbg !202
  %16 = add nuw nsw i32 %15, %2, !dbg !203
  %17 = add i32 %16, %14, !dbg !204
  store i32 %17, ptr @hanoi_hash, align 4, !dbg !205, !tbaa !110
    #dbg_value(i32 %10, !189, !DIExpression(), !193)
    #dbg_value(i32 %7, !190, !DIExpression(), !193)
    #dbg_value(i32 %2, !191, !DIExpression(), !193)
    #dbg_value(i32 %8, !192, !DIExpression(), !193)
  %18 = icmp eq i32 %10, 0, !dbg !194
  br i1 %18, label %19, label %6, !dbg !196

19:                                               ; preds = %6, %4
  ret void, !dbg !206
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @permute(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !207 {
    #dbg_value(ptr %0, !212, !DIExpression(), !224)
    #dbg_value(i32 %1, !213, !DIExpression(), !224)
    #dbg_value(i32 %2, !214, !DIExpression(), !224)
  %4 = icmp eq i32 %1, %2, !dbg !225
  br i1 %4, label %11, label %5, !dbg !226

5:                                                ; preds = %3
    #dbg_value(i32 %1, !219, !DIExpression(), !227)
  %6 = icmp slt i32 %1, %2, !dbg !228
  br i1 %6, label %7, label %39, !dbg !229

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = add nsw i32 %1, 1
  br label %28, !dbg !229

11:                                               ; preds = %3
  %12 = load i32, ptr @perm_count, align 4, !dbg !230, !tbaa !110
  %13 = add nsw i32 %12, 1, !dbg !230
  store i32 %13, ptr @perm_count, align 4, !dbg !230, !tbaa !110
    #dbg_value(i32 0, !215, !DIExpression(), !231)
    #dbg_value(i32 0, !215, !DIExpression(), !231)
  %14 = icmp sgt i32 %1, 0, !dbg !232
  br i1 %14, label %15, label %39, !dbg !234

15:                                               ; preds = %11
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !110
  %17 = zext nneg i32 %1 to i64, !dbg !232
  br label %18, !dbg !234

18:                                               ; preds = %15, %18
  %19 = phi i64 [ 0, %15 ], [ %26, %18 ]
  %20 = phi i32 [ %16, %15 ], [ %25, %18 ]
    #dbg_value(i64 %19, !215, !DIExpression(), !231)
  %21 = mul i32 %20, 31, !dbg !235
  %22 = getelementptr inbounds i8, ptr %0, i64 %19, !dbg !236
  %23 = load i8, ptr %22, align 1, !dbg !236, !tbaa !237
  %24 = zext i8 %23 to i32, !dbg !238
  %25 = add i32 %21, %24, !dbg !239
  %26 = add nuw nsw i64 %19, 1, !dbg !240
    #dbg_value(i64 %26, !215, !DIExpression(), !231)
  %27 = icmp eq i64 %26, %17, !dbg !232
  br i1 %27, label %38, label %18, !dbg !234, !llvm.loop !241

28:                                               ; preds = %7, %28
  %29 = phi i64 [ %8, %7 ], [ %35, %28 ]
    #dbg_value(i64 %29, !219, !DIExpression(), !227)
  %30 = load i8, ptr %9, align 1, !dbg !244, !tbaa !237
    #dbg_value(i8 %30, !221, !DIExpression(), !245)
  %31 = getelementptr inbounds i8, ptr %0, i64 %29, !dbg !246
  %32 = load i8, ptr %31, align 1, !dbg !246, !tbaa !237
  store i8 %32, ptr %9, align 1, !dbg !247, !tbaa !237
  store i8 %30, ptr %31, align 1, !dbg !248, !tbaa !237
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %10, i32 noundef %2), !dbg !249
  %33 = load i8, ptr %9, align 1, !dbg !250, !tbaa !237
    #dbg_value(i8 %33, !221, !DIExpression(), !245)
  %34 = load i8, ptr %31, align 1, !dbg !251, !tbaa !237
  store i8 %34, ptr %9, align 1, !dbg !252, !tbaa !237
  store i8 %33, ptr %31, align 1, !dbg !253, !tbaa !237
  %35 = add nsw i64 %29, 1, !dbg !254
    #dbg_value(i64 %35, !219, !DIExpression(), !227)
  %36 = trunc i64 %35 to i32, !dbg !228
  %37 = icmp eq i32 %36, %2, !dbg !228
  br i1 %37, label %39, label %28, !dbg !229, !llvm.loop !255

38:                                               ; preds = %18
  store i32 %25, ptr @perm_hash, align 4, !dbg !257, !tbaa !110
  br label %39, !dbg !234

39:                                               ; preds = %28, %5, %11, %38
  ret void, !dbg !258
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !259 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @flood(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !264 {
  %3 = zext nneg i32 %0 to i64, !dbg !268
  %4 = icmp ugt i32 %0, 7
    #dbg_value(i32 %0, !266, !DIExpression(), !270)
    #dbg_value(i32 %1, !267, !DIExpression(), !270)
  %5 = icmp ugt i32 %1, 11, !dbg !271
  %6 = or i1 %4, %5, !dbg !271
  br i1 %6, label %28, label %7, !dbg !271

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %0, 1
  %9 = add nsw i32 %0, -1
  br label %10, !dbg !271

10:                                               ; preds = %7, %17
  %11 = phi i32 [ %1, %7 ], [ %22, %17 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %17 ]
    #dbg_value(i32 %11, !267, !DIExpression(), !270)
  %13 = zext nneg i32 %11 to i64, !dbg !268
  %14 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %3, i64 %13, !dbg !268
  %15 = load i8, ptr %14, align 1, !dbg !268, !tbaa !237
  %16 = icmp eq i8 %15, 46, !dbg !272
  br i1 %16, label %17, label %28, !dbg !273

17:                                               ; preds = %10
  store i8 111, ptr %14, align 1, !dbg !274, !tbaa !237
  %18 = tail call fastcc i32 @flood(i32 noundef %8, i32 noundef %11), !dbg !275
  %19 = tail call fastcc i32 @flood(i32 noundef %9, i32 noundef %11), !dbg !276
  %20 = add nuw nsw i32 %11, 1, !dbg !277
  %21 = tail call fastcc i32 @flood(i32 noundef %0, i32 noundef %20), !dbg !278
  %22 = add nsw i32 %11, -1, !dbg !279
  %23 = add i32 %12, 1, !dbg !280
  %24 = add i32 %23, %18, !dbg !281
  %25 = add i32 %24, %19, !dbg !282
  %26 = add i32 %25, %21, !dbg !283
    #dbg_value(i32 %0, !266, !DIExpression(), !270)
    #dbg_value(i32 %22, !267, !DIExpression(), !270)
  %27 = icmp ugt i32 %22, 11, !dbg !271
  br i1 %27, label %28, label %10, !dbg !271

28:                                               ; preds = %10, %17, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %17 ], [ %12, %10 ]
  ret i32 %29, !dbg !284
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "a60f76fedd63b84904276da8508a690c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!70 = !{i32 7, !"frame-pointer", i32 1}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !74, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!26}
!76 = !{!77, !80}
!77 = !DILocalVariable(name: "s", scope: !73, file: !2, line: 70, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !79)
!79 = !{!62}
!80 = !DILocalVariable(name: "r", scope: !81, file: !2, line: 74, type: !26)
!81 = distinct !DILexicalBlock(scope: !73, file: !2, line: 74, column: 5)
!82 = distinct !DIAssignID()
!83 = !DILocation(line: 0, scope: !73)
!84 = !DILocation(line: 65, column: 58, scope: !73)
!85 = !DILocation(line: 65, column: 75, scope: !73)
!86 = !DILocation(line: 65, column: 5, scope: !73)
!87 = !DILocation(line: 66, column: 32, scope: !73)
!88 = !DILocation(line: 66, column: 5, scope: !73)
!89 = !DILocalVariable(name: "n", arg: 1, scope: !90, file: !2, line: 15, type: !27)
!90 = distinct !DISubprogram(name: "is_even", scope: !2, file: !2, line: 15, type: !91, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!26, !27}
!93 = !{!89}
!94 = !DILocation(line: 0, scope: !90, inlinedAt: !95)
!95 = distinct !DILocation(line: 67, column: 54, scope: !73)
!96 = !DILocation(line: 15, column: 41, scope: !90, inlinedAt: !95)
!97 = !DILocation(line: 14, column: 63, scope: !98, inlinedAt: !101)
!98 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 14, type: !91, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !99)
!99 = !{!100}
!100 = !DILocalVariable(name: "n", arg: 1, scope: !98, file: !2, line: 14, type: !27)
!101 = distinct !DILocation(line: 15, column: 54, scope: !90, inlinedAt: !95)
!102 = !DILocation(line: 14, column: 53, scope: !98, inlinedAt: !101)
!103 = !DILocation(line: 67, column: 5, scope: !73)
!104 = !DILocation(line: 0, scope: !98, inlinedAt: !105)
!105 = distinct !DILocation(line: 67, column: 69, scope: !73)
!106 = !DILocation(line: 0, scope: !90, inlinedAt: !107)
!107 = distinct !DILocation(line: 14, column: 53, scope: !98, inlinedAt: !105)
!108 = !DILocation(line: 68, column: 5, scope: !73)
!109 = !DILocation(line: 69, column: 44, scope: !73)
!110 = !{!111, !111, i64 0}
!111 = !{!"int", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = !DILocation(line: 69, column: 57, scope: !73)
!115 = !DILocation(line: 69, column: 5, scope: !73)
!116 = !DILocation(line: 70, column: 5, scope: !73)
!117 = !DILocation(line: 70, column: 10, scope: !73)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 71, column: 24, scope: !73)
!120 = !DILocation(line: 71, column: 19, scope: !73)
!121 = !DILocation(line: 71, column: 5, scope: !73)
!122 = !DILocation(line: 72, column: 45, scope: !73)
!123 = !DILocation(line: 72, column: 57, scope: !73)
!124 = !DILocation(line: 72, column: 5, scope: !73)
!125 = !DILocation(line: 73, column: 33, scope: !73)
!126 = !DILocation(line: 73, column: 5, scope: !73)
!127 = !DILocation(line: 0, scope: !81)
!128 = !DILocation(line: 74, column: 33, scope: !129)
!129 = distinct !DILexicalBlock(scope: !81, file: !2, line: 74, column: 5)
!130 = !DILocation(line: 60, column: 57, scope: !131, inlinedAt: !138)
!131 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 60, type: !132, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !135)
!132 = !DISubroutineType(types: !133)
!133 = !{!134, !134, !134}
!134 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!135 = !{!136, !137}
!136 = !DILocalVariable(name: "a", arg: 1, scope: !131, file: !2, line: 60, type: !134)
!137 = !DILocalVariable(name: "b", arg: 2, scope: !131, file: !2, line: 60, type: !134)
!138 = distinct !DILocation(line: 75, column: 28, scope: !73)
!139 = !DILocation(line: 0, scope: !131, inlinedAt: !138)
!140 = !DILocation(line: 60, column: 79, scope: !131, inlinedAt: !138)
!141 = !DILocation(line: 60, column: 59, scope: !131, inlinedAt: !138)
!142 = !DILocation(line: 75, column: 5, scope: !73)
!143 = !DILocation(line: 76, column: 5, scope: !73)
!144 = !DILocation(line: 78, column: 1, scope: !73)
!145 = !DILocation(line: 77, column: 5, scope: !73)
!146 = !DISubprogram(name: "printf", scope: !147, file: !147, line: 356, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!148 = !DISubroutineType(types: !149)
!149 = !{!26, !150, null}
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!153 = distinct !DISubprogram(name: "ackermann", scope: !2, file: !2, line: 5, type: !154, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!26, !26, !26}
!156 = !{!157, !158}
!157 = !DILocalVariable(name: "m", arg: 1, scope: !153, file: !2, line: 5, type: !26)
!158 = !DILocalVariable(name: "n", arg: 2, scope: !153, file: !2, line: 5, type: !26)
!159 = !DILocation(line: 0, scope: !153)
!160 = !DILocation(line: 6, column: 11, scope: !161)
!161 = distinct !DILexicalBlock(scope: !153, file: !2, line: 6, column: 9)
!162 = !DILocation(line: 6, column: 9, scope: !153)
!163 = !DILocation(line: 6, column: 26, scope: !161)
!164 = !DILocation(line: 9, column: 1, scope: !153)
!165 = !DILocation(line: 7, column: 11, scope: !166)
!166 = distinct !DILexicalBlock(scope: !153, file: !2, line: 7, column: 9)
!167 = !DILocation(line: 7, column: 9, scope: !153)
!168 = !DILocation(line: 8, column: 44, scope: !153)
!169 = !DILocation(line: 8, column: 29, scope: !153)
!170 = !DILocation(line: 8, column: 12, scope: !153)
!171 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !172, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!134, !26}
!174 = !{!175}
!175 = !DILocalVariable(name: "n", arg: 1, scope: !171, file: !2, line: 11, type: !26)
!176 = !DILocation(line: 0, scope: !171)
!177 = !DILocation(line: 11, column: 40, scope: !171)
!178 = !DILocation(line: 11, column: 38, scope: !171)
!179 = !DILocation(line: 11, column: 46, scope: !171)
!180 = !DILocation(line: 11, column: 31, scope: !171)
!181 = !DILocation(line: 11, column: 56, scope: !171)
!182 = !DILocation(line: 11, column: 50, scope: !171)
!183 = !DILocation(line: 11, column: 69, scope: !171)
!184 = !DILocation(line: 11, column: 61, scope: !171)
!185 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 19, type: !186, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !26, !26, !26, !26}
!188 = !{!189, !190, !191, !192}
!189 = !DILocalVariable(name: "n", arg: 1, scope: !185, file: !2, line: 19, type: !26)
!190 = !DILocalVariable(name: "from", arg: 2, scope: !185, file: !2, line: 19, type: !26)
!191 = !DILocalVariable(name: "to", arg: 3, scope: !185, file: !2, line: 19, type: !26)
!192 = !DILocalVariable(name: "via", arg: 4, scope: !185, file: !2, line: 19, type: !26)
!193 = !DILocation(line: 0, scope: !185)
!194 = !DILocation(line: 20, column: 11, scope: !195)
!195 = distinct !DILexicalBlock(scope: !185, file: !2, line: 20, column: 9)
!196 = !DILocation(line: 20, column: 9, scope: !185)
!197 = !DILocation(line: 21, column: 13, scope: !185)
!198 = !DILocation(line: 21, column: 5, scope: !185)
!199 = !DILocation(line: 22, column: 16, scope: !185)
!200 = !DILocation(line: 23, column: 18, scope: !185)
!201 = !DILocation(line: 23, column: 29, scope: !185)
!202 = !DILocation(line: 23, column: 51, scope: !185)
!203 = !DILocation(line: 23, column: 55, scope: !185)
!204 = !DILocation(line: 23, column: 33, scope: !185)
!205 = !DILocation(line: 23, column: 16, scope: !185)
!206 = !DILocation(line: 25, column: 1, scope: !185)
!207 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 29, type: !208, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !211)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !210, !26, !26}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!211 = !{!212, !213, !214, !215, !219, !221}
!212 = !DILocalVariable(name: "s", arg: 1, scope: !207, file: !2, line: 29, type: !210)
!213 = !DILocalVariable(name: "k", arg: 2, scope: !207, file: !2, line: 29, type: !26)
!214 = !DILocalVariable(name: "n", arg: 3, scope: !207, file: !2, line: 29, type: !26)
!215 = !DILocalVariable(name: "i", scope: !216, file: !2, line: 32, type: !26)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 32, column: 9)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 30, column: 17)
!218 = distinct !DILexicalBlock(scope: !207, file: !2, line: 30, column: 9)
!219 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 35, type: !26)
!220 = distinct !DILexicalBlock(scope: !207, file: !2, line: 35, column: 5)
!221 = !DILocalVariable(name: "t", scope: !222, file: !2, line: 36, type: !4)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 35, column: 33)
!223 = distinct !DILexicalBlock(scope: !220, file: !2, line: 35, column: 5)
!224 = !DILocation(line: 0, scope: !207)
!225 = !DILocation(line: 30, column: 11, scope: !218)
!226 = !DILocation(line: 30, column: 9, scope: !207)
!227 = !DILocation(line: 0, scope: !220)
!228 = !DILocation(line: 35, column: 23, scope: !223)
!229 = !DILocation(line: 35, column: 5, scope: !220)
!230 = !DILocation(line: 31, column: 19, scope: !217)
!231 = !DILocation(line: 0, scope: !216)
!232 = !DILocation(line: 32, column: 27, scope: !233)
!233 = distinct !DILexicalBlock(scope: !216, file: !2, line: 32, column: 9)
!234 = !DILocation(line: 32, column: 9, scope: !216)
!235 = !DILocation(line: 32, column: 59, scope: !233)
!236 = !DILocation(line: 32, column: 81, scope: !233)
!237 = !{!112, !112, i64 0}
!238 = !DILocation(line: 32, column: 66, scope: !233)
!239 = !DILocation(line: 32, column: 64, scope: !233)
!240 = !DILocation(line: 32, column: 33, scope: !233)
!241 = distinct !{!241, !234, !242, !243}
!242 = !DILocation(line: 32, column: 84, scope: !216)
!243 = !{!"llvm.loop.mustprogress"}
!244 = !DILocation(line: 36, column: 18, scope: !222)
!245 = !DILocation(line: 0, scope: !222)
!246 = !DILocation(line: 36, column: 31, scope: !222)
!247 = !DILocation(line: 36, column: 29, scope: !222)
!248 = !DILocation(line: 36, column: 42, scope: !222)
!249 = !DILocation(line: 37, column: 9, scope: !222)
!250 = !DILocation(line: 38, column: 13, scope: !222)
!251 = !DILocation(line: 38, column: 26, scope: !222)
!252 = !DILocation(line: 38, column: 24, scope: !222)
!253 = !DILocation(line: 38, column: 37, scope: !222)
!254 = !DILocation(line: 35, column: 29, scope: !223)
!255 = distinct !{!255, !229, !256, !243}
!256 = !DILocation(line: 39, column: 5, scope: !220)
!257 = !DILocation(line: 32, column: 47, scope: !233)
!258 = !DILocation(line: 40, column: 1, scope: !207)
!259 = !DISubprogram(name: "strlen", scope: !260, file: !260, line: 407, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!261 = !DISubroutineType(types: !262)
!262 = !{!263, !151}
!263 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!264 = distinct !DISubprogram(name: "flood", scope: !2, file: !2, line: 54, type: !154, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !265)
!265 = !{!266, !267}
!266 = !DILocalVariable(name: "r", arg: 1, scope: !264, file: !2, line: 54, type: !26)
!267 = !DILocalVariable(name: "c", arg: 2, scope: !264, file: !2, line: 54, type: !26)
!268 = !DILocation(line: 55, column: 47, scope: !269)
!269 = distinct !DILexicalBlock(scope: !264, file: !2, line: 55, column: 9)
!270 = !DILocation(line: 0, scope: !264)
!271 = !DILocation(line: 55, column: 15, scope: !269)
!272 = !DILocation(line: 55, column: 58, scope: !269)
!273 = !DILocation(line: 55, column: 9, scope: !264)
!274 = !DILocation(line: 56, column: 16, scope: !264)
!275 = !DILocation(line: 57, column: 16, scope: !264)
!276 = !DILocation(line: 57, column: 34, scope: !264)
!277 = !DILocation(line: 57, column: 63, scope: !264)
!278 = !DILocation(line: 57, column: 52, scope: !264)
!279 = !DILocation(line: 57, column: 81, scope: !264)
!280 = !DILocation(line: 57, column: 14, scope: !264)
!281 = !DILocation(line: 57, column: 32, scope: !264)
!282 = !DILocation(line: 57, column: 50, scope: !264)
!283 = !DILocation(line: 57, column: 68, scope: !264)
!284 = !DILocation(line: 58, column: 1, scope: !264)
