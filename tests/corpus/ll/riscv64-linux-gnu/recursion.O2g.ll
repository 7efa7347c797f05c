; ModuleID = 'tests/programs/recursion.c'
source_filename = "tests/programs/recursion.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !76 {
  %1 = alloca [8 x i8], align 8, !DIAssignID !85
    #dbg_assign(i1 undef, !80, !DIExpression(), !85, ptr %1, !DIExpression(), !86)
  %2 = tail call fastcc signext i32 @ackermann(i32 noundef signext 2, i32 noundef signext 3), !dbg !87
  %3 = tail call fastcc signext i32 @ackermann(i32 noundef signext 3, i32 noundef signext 4), !dbg !88
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2, i32 noundef signext %3), !dbg !89
  %5 = tail call fastcc i64 @fib(i32 noundef signext 27), !dbg !90
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5), !dbg !91
  br label %7

7:                                                ; preds = %9, %0
  %8 = phi i32 [ 1001, %0 ], [ %10, %9 ]
    #dbg_value(i32 %8, !92, !DIExpression(), !97)
  switch i32 %8, label %9 [
    i32 0, label %12
    i32 1, label %11
  ], !dbg !99

9:                                                ; preds = %7
  %10 = add i32 %8, -2, !dbg !100
  br label %7, !dbg !105

11:                                               ; preds = %7
  br label %12, !dbg !106

12:                                               ; preds = %7, %11
  %13 = phi i32 [ 0, %11 ], [ 1, %7 ], !dbg !99
    #dbg_value(i32 777, !103, !DIExpression(), !107)
    #dbg_value(i32 poison, !92, !DIExpression(), !109)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %13, i32 noundef signext 1), !dbg !106
  tail call fastcc void @hanoi(i32 noundef signext 12, i32 noundef signext 1, i32 noundef signext 3, i32 noundef signext 2), !dbg !111
  %15 = load i32, ptr @hanoi_moves, align 4, !dbg !112, !tbaa !113
  %16 = load i32, ptr @hanoi_hash, align 4, !dbg !117, !tbaa !113
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %15, i32 noundef signext %16), !dbg !118
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !119
  store i64 29104508263162465, ptr %1, align 8, !dbg !120, !DIAssignID !121
    #dbg_assign(i1 undef, !80, !DIExpression(), !121, ptr %1, !DIExpression(), !86)
  %18 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9, !dbg !122
  %19 = trunc i64 %18 to i32, !dbg !123
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef signext 0, i32 noundef signext %19), !dbg !124
  %20 = load i32, ptr @perm_count, align 4, !dbg !125, !tbaa !113
  %21 = load i32, ptr @perm_hash, align 4, !dbg !126, !tbaa !113
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %20, i32 noundef signext %21), !dbg !127
  %23 = tail call fastcc signext i32 @flood(i32 noundef signext 0, i32 noundef signext 0), !dbg !128
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %23), !dbg !129
    #dbg_value(i64 0, !83, !DIExpression(), !130)
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) @grid), !dbg !131
    #dbg_value(i64 1, !83, !DIExpression(), !130)
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 13)), !dbg !131
    #dbg_value(i64 2, !83, !DIExpression(), !130)
  %27 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 26)), !dbg !131
    #dbg_value(i64 3, !83, !DIExpression(), !130)
  %28 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 39)), !dbg !131
    #dbg_value(i64 4, !83, !DIExpression(), !130)
  %29 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 52)), !dbg !131
    #dbg_value(i64 5, !83, !DIExpression(), !130)
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 65)), !dbg !131
    #dbg_value(i64 6, !83, !DIExpression(), !130)
  %31 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 78)), !dbg !131
    #dbg_value(i64 7, !83, !DIExpression(), !130)
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 91)), !dbg !131
    #dbg_value(i64 8, !83, !DIExpression(), !130)
  br label %33, !dbg !133

33:                                               ; preds = %12, %33
  %34 = phi i64 [ %36, %33 ], [ 9876543210, %12 ]
  %35 = phi i64 [ %34, %33 ], [ 1234567890123, %12 ]
    #dbg_value(i64 %34, !140, !DIExpression(), !142)
    #dbg_value(i64 %35, !139, !DIExpression(), !142)
  %36 = urem i64 %35, %34, !dbg !143
    #dbg_value(i64 %34, !139, !DIExpression(), !142)
    #dbg_value(i64 %36, !140, !DIExpression(), !142)
  %37 = icmp eq i64 %36, 0, !dbg !144
  br i1 %37, label %38, label %33, !dbg !133

38:                                               ; preds = %33
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %34), !dbg !145
  %40 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 87), !dbg !146
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !147
  ret i32 0, !dbg !148
}

; Function Attrs: nofree nounwind
declare !dbg !149 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @ackermann(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 !dbg !156 {
    #dbg_value(i32 %0, !160, !DIExpression(), !162)
    #dbg_value(i32 %1, !161, !DIExpression(), !162)
  %3 = icmp eq i32 %0, 0, !dbg !163
  br i1 %3, label %4, label %7, !dbg !165

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1, !dbg !166
  ret i32 %6, !dbg !167

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !161, !DIExpression(), !162)
    #dbg_value(i32 %9, !160, !DIExpression(), !162)
  %10 = icmp eq i32 %8, 0, !dbg !168
  br i1 %10, label %11, label %15, !dbg !170

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !162
    #dbg_value(i32 %13, !160, !DIExpression(), !162)
    #dbg_value(i32 %12, !161, !DIExpression(), !162)
  %14 = icmp eq i32 %13, 0, !dbg !163
  br i1 %14, label %4, label %7, !dbg !165

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1, !dbg !171
  %17 = tail call fastcc signext i32 @ackermann(i32 noundef signext %9, i32 noundef signext %16), !dbg !172
  br label %11, !dbg !173
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef signext %0) unnamed_addr #2 !dbg !174 {
    #dbg_value(i32 %0, !178, !DIExpression(), !179)
  %2 = icmp slt i32 %0, 2, !dbg !180
  br i1 %2, label %3, label %8, !dbg !181

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !182
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !183

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !178, !DIExpression(), !179)
  %11 = add nsw i32 %9, -1, !dbg !184
  %12 = tail call fastcc i64 @fib(i32 noundef signext %11), !dbg !185
  %13 = add nsw i32 %9, -2, !dbg !186
  %14 = add nsw i64 %12, %10, !dbg !187
    #dbg_value(i32 %13, !178, !DIExpression(), !179)
  %15 = icmp ult i32 %9, 4, !dbg !180
  br i1 %15, label %3, label %8, !dbg !181
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) unnamed_addr #3 !dbg !188 {
    #dbg_value(i32 %0, !192, !DIExpression(), !196)
    #dbg_value(i32 %1, !193, !DIExpression(), !196)
    #dbg_value(i32 %2, !194, !DIExpression(), !196)
    #dbg_value(i32 %3, !195, !DIExpression(), !196)
  %5 = icmp eq i32 %0, 0, !dbg !197
  br i1 %5, label %19, label %6, !dbg !199

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
    #dbg_value(i32 %7, !195, !DIExpression(), !196)
    #dbg_value(i32 %8, !193, !DIExpression(), !196)
    #dbg_value(i32 %9, !192, !DIExpression(), !196)
  %10 = add nsw i32 %9, -1, !dbg !200
  tail call fastcc void @hanoi(i32 noundef signext %10, i32 noundef signext %8, i32 noundef signext %7, i32 noundef signext %2), !dbg !201
  %11 = load i32, ptr @hanoi_moves, align 4, !dbg !202, !tbaa !113
  %12 = add nsw i32 %11, 1, !dbg !202
  store i32 %12, ptr @hanoi_moves, align 4, !dbg !202, !tbaa !113
  %13 = load i32, ptr @hanoi_hash, align 4, !dbg !203, !tbaa !113
  %14 = mul i32 %13, 7, !dbg !204
  %15 = mul nuw nsw i32 %8, 3, !dbg !205
  %16 = add nuw nsw i32 %15, %2, !dbg !206
  %17 = add i32 %16, %14, !dbg !207
  store i32 %17, ptr @hanoi_hash, align 4, !dbg !208, !tbaa !113
    #dbg_value(i32 %10, !192, !DIExpression(), !196)
    #dbg_value(i32 %7, !193, !DIExpression(), !196)
    #dbg_value(i32 %2, !194, !DIExpression(), !196)
    #dbg_value(i32 %8, !195, !DIExpression(), !196)
  %18 = icmp eq i32 %10, 0, !dbg !197
  br i1 %18, label %19, label %6, !dbg !199

19:                                               ; preds = %6, %4
  ret void, !dbg !209
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @permute(ptr nocapture noundef %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #5 !dbg !210 {
    #dbg_value(ptr %0, !215, !DIExpression(), !227)
    #dbg_value(i32 %1, !216, !DIExpression(), !227)
    #dbg_value(i32 %2, !217, !DIExpression(), !227)
  %4 = icmp eq i32 %1, %2, !dbg !228
  br i1 %4, label %11, label %5, !dbg !229

5:                                                ; preds = %3
    #dbg_value(i32 %1, !222, !DIExpression(), !230)
  %6 = icmp slt i32 %1, %2, !dbg !231
  br i1 %6, label %7, label %39, !dbg !232

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = add nsw i32 %1, 1
  br label %28, !dbg !232

11:                                               ; preds = %3
  %12 = load i32, ptr @perm_count, align 4, !dbg !233, !tbaa !113
  %13 = add nsw i32 %12, 1, !dbg !233
  store i32 %13, ptr @perm_count, align 4, !dbg !233, !tbaa !113
    #dbg_value(i32 0, !218, !DIExpression(), !234)
    #dbg_value(i32 0, !218, !DIExpression(), !234)
  %14 = icmp sgt i32 %1, 0, !dbg !235
  br i1 %14, label %15, label %39, !dbg !237

15:                                               ; preds = %11
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !113
  %17 = zext nneg i32 %1 to i64, !dbg !235
  br label %18, !dbg !237

18:                                               ; preds = %15, %18
  %19 = phi i64 [ 0, %15 ], [ %26, %18 ]
  %20 = phi i32 [ %16, %15 ], [ %25, %18 ]
    #dbg_value(i64 %19, !218, !DIExpression(), !234)
  %21 = mul i32 %20, 31, !dbg !238
  %22 = getelementptr inbounds i8, ptr %0, i64 %19, !dbg !239
  %23 = load i8, ptr %22, align 1, !dbg !239, !tbaa !240
  %24 = zext i8 %23 to i32, !dbg !241
  %25 = add i32 %21, %24, !dbg !242
  %26 = add nuw nsw i64 %19, 1, !dbg !243
    #dbg_value(i64 %26, !218, !DIExpression(), !234)
  %27 = icmp eq i64 %26, %17, !dbg !235
  br i1 %27, label %38, label %18, !dbg !237, !llvm.loop !244

28:                                               ; preds = %7, %28
  %29 = phi i64 [ %8, %7 ], [ %35, %28 ]
    #dbg_value(i64 %29, !222, !DIExpression(), !230)
  %30 = load i8, ptr %9, align 1, !dbg !247, !tbaa !240
    #dbg_value(i8 %30, !224, !DIExpression(), !248)
  %31 = getelementptr inbounds i8, ptr %0, i64 %29, !dbg !249
  %32 = load i8, ptr %31, align 1, !dbg !249, !tbaa !240
  store i8 %32, ptr %9, align 1, !dbg !250, !tbaa !240
  store i8 %30, ptr %31, align 1, !dbg !251, !tbaa !240
  tail call fastcc void @permute(ptr noundef %0, i32 noundef signext %10, i32 noundef signext %2), !dbg !252
  %33 = load i8, ptr %9, align 1, !dbg !253, !tbaa !240
    #dbg_value(i8 %33, !224, !DIExpression(), !248)
  %34 = load i8, ptr %31, align 1, !dbg !254, !tbaa !240
  store i8 %34, ptr %9, align 1, !dbg !255, !tbaa !240
  store i8 %33, ptr %31, align 1, !dbg !256, !tbaa !240
  %35 = add nsw i64 %29, 1, !dbg !257
    #dbg_value(i64 %35, !222, !DIExpression(), !230)
  %36 = trunc i64 %35 to i32, !dbg !231
  %37 = icmp eq i32 %36, %2, !dbg !231
  br i1 %37, label %39, label %28, !dbg !232, !llvm.loop !258

38:                                               ; preds = %18
  store i32 %25, ptr @perm_hash, align 4, !dbg !260, !tbaa !113
  br label %39, !dbg !237

39:                                               ; preds = %28, %5, %11, %38
  ret void, !dbg !261
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !262 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @flood(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #3 !dbg !267 {
  %3 = zext nneg i32 %0 to i64, !dbg !271
  %4 = icmp ugt i32 %0, 7
    #dbg_value(i32 %0, !269, !DIExpression(), !273)
    #dbg_value(i32 %1, !270, !DIExpression(), !273)
  %5 = icmp ugt i32 %1, 11, !dbg !274
  %6 = or i1 %4, %5, !dbg !274
  br i1 %6, label %28, label %7, !dbg !274

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %0, 1
  %9 = add nsw i32 %0, -1
  br label %10, !dbg !274

10:                                               ; preds = %7, %17
  %11 = phi i32 [ %1, %7 ], [ %22, %17 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %17 ]
    #dbg_value(i32 %11, !270, !DIExpression(), !273)
  %13 = zext nneg i32 %11 to i64, !dbg !271
  %14 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %3, i64 %13, !dbg !271
  %15 = load i8, ptr %14, align 1, !dbg !271, !tbaa !240
  %16 = icmp eq i8 %15, 46, !dbg !275
  br i1 %16, label %17, label %28, !dbg !276

17:                                               ; preds = %10
  store i8 111, ptr %14, align 1, !dbg !277, !tbaa !240
  %18 = tail call fastcc signext i32 @flood(i32 noundef signext %8, i32 noundef signext %11), !dbg !278
  %19 = tail call fastcc signext i32 @flood(i32 noundef signext %9, i32 noundef signext %11), !dbg !279
  %20 = add nuw nsw i32 %11, 1, !dbg !280
  %21 = tail call fastcc signext i32 @flood(i32 noundef signext %0, i32 noundef signext %20), !dbg !281
  %22 = add nsw i32 %11, -1, !dbg !282
  %23 = add i32 %12, 1, !dbg !283
  %24 = add i32 %23, %18, !dbg !284
  %25 = add i32 %24, %19, !dbg !285
  %26 = add i32 %25, %21, !dbg !286
    #dbg_value(i32 %0, !269, !DIExpression(), !273)
    #dbg_value(i32 %22, !270, !DIExpression(), !273)
  %27 = icmp ugt i32 %22, 11, !dbg !274
  br i1 %27, label %28, label %10, !dbg !274

28:                                               ; preds = %10, %17, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %17 ], [ %12, %10 ]
  ret i32 %29, !dbg !287
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

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
!67 = !{i32 1, !"target-abi", !"lp64d"}
!68 = !{i32 6, !"riscv-isa", !69}
!69 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 8, !"SmallDataLimit", i32 8}
!74 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !77, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!26}
!79 = !{!80, !83}
!80 = !DILocalVariable(name: "s", scope: !76, file: !2, line: 70, type: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !82)
!82 = !{!62}
!83 = !DILocalVariable(name: "r", scope: !84, file: !2, line: 74, type: !26)
!84 = distinct !DILexicalBlock(scope: !76, file: !2, line: 74, column: 5)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !76)
!87 = !DILocation(line: 65, column: 58, scope: !76)
!88 = !DILocation(line: 65, column: 75, scope: !76)
!89 = !DILocation(line: 65, column: 5, scope: !76)
!90 = !DILocation(line: 66, column: 32, scope: !76)
!91 = !DILocation(line: 66, column: 5, scope: !76)
!92 = !DILocalVariable(name: "n", arg: 1, scope: !93, file: !2, line: 15, type: !27)
!93 = distinct !DISubprogram(name: "is_even", scope: !2, file: !2, line: 15, type: !94, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!26, !27}
!96 = !{!92}
!97 = !DILocation(line: 0, scope: !93, inlinedAt: !98)
!98 = distinct !DILocation(line: 67, column: 54, scope: !76)
!99 = !DILocation(line: 15, column: 41, scope: !93, inlinedAt: !98)
!100 = !DILocation(line: 14, column: 63, scope: !101, inlinedAt: !104)
!101 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 14, type: !94, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !102)
!102 = !{!103}
!103 = !DILocalVariable(name: "n", arg: 1, scope: !101, file: !2, line: 14, type: !27)
!104 = distinct !DILocation(line: 15, column: 54, scope: !93, inlinedAt: !98)
!105 = !DILocation(line: 14, column: 53, scope: !101, inlinedAt: !104)
!106 = !DILocation(line: 67, column: 5, scope: !76)
!107 = !DILocation(line: 0, scope: !101, inlinedAt: !108)
!108 = distinct !DILocation(line: 67, column: 69, scope: !76)
!109 = !DILocation(line: 0, scope: !93, inlinedAt: !110)
!110 = distinct !DILocation(line: 14, column: 53, scope: !101, inlinedAt: !108)
!111 = !DILocation(line: 68, column: 5, scope: !76)
!112 = !DILocation(line: 69, column: 44, scope: !76)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 69, column: 57, scope: !76)
!118 = !DILocation(line: 69, column: 5, scope: !76)
!119 = !DILocation(line: 70, column: 5, scope: !76)
!120 = !DILocation(line: 70, column: 10, scope: !76)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 71, column: 24, scope: !76)
!123 = !DILocation(line: 71, column: 19, scope: !76)
!124 = !DILocation(line: 71, column: 5, scope: !76)
!125 = !DILocation(line: 72, column: 45, scope: !76)
!126 = !DILocation(line: 72, column: 57, scope: !76)
!127 = !DILocation(line: 72, column: 5, scope: !76)
!128 = !DILocation(line: 73, column: 33, scope: !76)
!129 = !DILocation(line: 73, column: 5, scope: !76)
!130 = !DILocation(line: 0, scope: !84)
!131 = !DILocation(line: 74, column: 33, scope: !132)
!132 = distinct !DILexicalBlock(scope: !84, file: !2, line: 74, column: 5)
!133 = !DILocation(line: 60, column: 57, scope: !134, inlinedAt: !141)
!134 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 60, type: !135, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !138)
!135 = !DISubroutineType(types: !136)
!136 = !{!137, !137, !137}
!137 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!138 = !{!139, !140}
!139 = !DILocalVariable(name: "a", arg: 1, scope: !134, file: !2, line: 60, type: !137)
!140 = !DILocalVariable(name: "b", arg: 2, scope: !134, file: !2, line: 60, type: !137)
!141 = distinct !DILocation(line: 75, column: 28, scope: !76)
!142 = !DILocation(line: 0, scope: !134, inlinedAt: !141)
!143 = !DILocation(line: 60, column: 79, scope: !134, inlinedAt: !141)
!144 = !DILocation(line: 60, column: 59, scope: !134, inlinedAt: !141)
!145 = !DILocation(line: 75, column: 5, scope: !76)
!146 = !DILocation(line: 76, column: 5, scope: !76)
!147 = !DILocation(line: 78, column: 1, scope: !76)
!148 = !DILocation(line: 77, column: 5, scope: !76)
!149 = !DISubprogram(name: "printf", scope: !150, file: !150, line: 356, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!151 = !DISubroutineType(types: !152)
!152 = !{!26, !153, null}
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!156 = distinct !DISubprogram(name: "ackermann", scope: !2, file: !2, line: 5, type: !157, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!26, !26, !26}
!159 = !{!160, !161}
!160 = !DILocalVariable(name: "m", arg: 1, scope: !156, file: !2, line: 5, type: !26)
!161 = !DILocalVariable(name: "n", arg: 2, scope: !156, file: !2, line: 5, type: !26)
!162 = !DILocation(line: 0, scope: !156)
!163 = !DILocation(line: 6, column: 11, scope: !164)
!164 = distinct !DILexicalBlock(scope: !156, file: !2, line: 6, column: 9)
!165 = !DILocation(line: 6, column: 9, scope: !156)
!166 = !DILocation(line: 6, column: 26, scope: !164)
!167 = !DILocation(line: 9, column: 1, scope: !156)
!168 = !DILocation(line: 7, column: 11, scope: !169)
!169 = distinct !DILexicalBlock(scope: !156, file: !2, line: 7, column: 9)
!170 = !DILocation(line: 7, column: 9, scope: !156)
!171 = !DILocation(line: 8, column: 44, scope: !156)
!172 = !DILocation(line: 8, column: 29, scope: !156)
!173 = !DILocation(line: 8, column: 12, scope: !156)
!174 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !175, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!137, !26}
!177 = !{!178}
!178 = !DILocalVariable(name: "n", arg: 1, scope: !174, file: !2, line: 11, type: !26)
!179 = !DILocation(line: 0, scope: !174)
!180 = !DILocation(line: 11, column: 40, scope: !174)
!181 = !DILocation(line: 11, column: 38, scope: !174)
!182 = !DILocation(line: 11, column: 46, scope: !174)
!183 = !DILocation(line: 11, column: 31, scope: !174)
!184 = !DILocation(line: 11, column: 56, scope: !174)
!185 = !DILocation(line: 11, column: 50, scope: !174)
!186 = !DILocation(line: 11, column: 69, scope: !174)
!187 = !DILocation(line: 11, column: 61, scope: !174)
!188 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 19, type: !189, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !26, !26, !26, !26}
!191 = !{!192, !193, !194, !195}
!192 = !DILocalVariable(name: "n", arg: 1, scope: !188, file: !2, line: 19, type: !26)
!193 = !DILocalVariable(name: "from", arg: 2, scope: !188, file: !2, line: 19, type: !26)
!194 = !DILocalVariable(name: "to", arg: 3, scope: !188, file: !2, line: 19, type: !26)
!195 = !DILocalVariable(name: "via", arg: 4, scope: !188, file: !2, line: 19, type: !26)
!196 = !DILocation(line: 0, scope: !188)
!197 = !DILocation(line: 20, column: 11, scope: !198)
!198 = distinct !DILexicalBlock(scope: !188, file: !2, line: 20, column: 9)
!199 = !DILocation(line: 20, column: 9, scope: !188)
!200 = !DILocation(line: 21, column: 13, scope: !188)
!201 = !DILocation(line: 21, column: 5, scope: !188)
!202 = !DILocation(line: 22, column: 16, scope: !188)
!203 = !DILocation(line: 23, column: 18, scope: !188)
!204 = !DILocation(line: 23, column: 29, scope: !188)
!205 = !DILocation(line: 23, column: 51, scope: !188)
!206 = !DILocation(line: 23, column: 55, scope: !188)
!207 = !DILocation(line: 23, column: 33, scope: !188)
!208 = !DILocation(line: 23, column: 16, scope: !188)
!209 = !DILocation(line: 25, column: 1, scope: !188)
!210 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !214)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !213, !26, !26}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!214 = !{!215, !216, !217, !218, !222, !224}
!215 = !DILocalVariable(name: "s", arg: 1, scope: !210, file: !2, line: 29, type: !213)
!216 = !DILocalVariable(name: "k", arg: 2, scope: !210, file: !2, line: 29, type: !26)
!217 = !DILocalVariable(name: "n", arg: 3, scope: !210, file: !2, line: 29, type: !26)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 32, type: !26)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 32, column: 9)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 30, column: 17)
!221 = distinct !DILexicalBlock(scope: !210, file: !2, line: 30, column: 9)
!222 = !DILocalVariable(name: "i", scope: !223, file: !2, line: 35, type: !26)
!223 = distinct !DILexicalBlock(scope: !210, file: !2, line: 35, column: 5)
!224 = !DILocalVariable(name: "t", scope: !225, file: !2, line: 36, type: !4)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 35, column: 33)
!226 = distinct !DILexicalBlock(scope: !223, file: !2, line: 35, column: 5)
!227 = !DILocation(line: 0, scope: !210)
!228 = !DILocation(line: 30, column: 11, scope: !221)
!229 = !DILocation(line: 30, column: 9, scope: !210)
!230 = !DILocation(line: 0, scope: !223)
!231 = !DILocation(line: 35, column: 23, scope: !226)
!232 = !DILocation(line: 35, column: 5, scope: !223)
!233 = !DILocation(line: 31, column: 19, scope: !220)
!234 = !DILocation(line: 0, scope: !219)
!235 = !DILocation(line: 32, column: 27, scope: !236)
!236 = distinct !DILexicalBlock(scope: !219, file: !2, line: 32, column: 9)
!237 = !DILocation(line: 32, column: 9, scope: !219)
!238 = !DILocation(line: 32, column: 59, scope: !236)
!239 = !DILocation(line: 32, column: 81, scope: !236)
!240 = !{!115, !115, i64 0}
!241 = !DILocation(line: 32, column: 66, scope: !236)
!242 = !DILocation(line: 32, column: 64, scope: !236)
!243 = !DILocation(line: 32, column: 33, scope: !236)
!244 = distinct !{!244, !237, !245, !246}
!245 = !DILocation(line: 32, column: 84, scope: !219)
!246 = !{!"llvm.loop.mustprogress"}
!247 = !DILocation(line: 36, column: 18, scope: !225)
!248 = !DILocation(line: 0, scope: !225)
!249 = !DILocation(line: 36, column: 31, scope: !225)
!250 = !DILocation(line: 36, column: 29, scope: !225)
!251 = !DILocation(line: 36, column: 42, scope: !225)
!252 = !DILocation(line: 37, column: 9, scope: !225)
!253 = !DILocation(line: 38, column: 13, scope: !225)
!254 = !DILocation(line: 38, column: 26, scope: !225)
!255 = !DILocation(line: 38, column: 24, scope: !225)
!256 = !DILocation(line: 38, column: 37, scope: !225)
!257 = !DILocation(line: 35, column: 29, scope: !226)
!258 = distinct !{!258, !232, !259, !246}
!259 = !DILocation(line: 39, column: 5, scope: !223)
!260 = !DILocation(line: 32, column: 47, scope: !236)
!261 = !DILocation(line: 40, column: 1, scope: !210)
!262 = !DISubprogram(name: "strlen", scope: !263, file: !263, line: 407, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!264 = !DISubroutineType(types: !265)
!265 = !{!266, !154}
!266 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!267 = distinct !DISubprogram(name: "flood", scope: !2, file: !2, line: 54, type: !157, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !268)
!268 = !{!269, !270}
!269 = !DILocalVariable(name: "r", arg: 1, scope: !267, file: !2, line: 54, type: !26)
!270 = !DILocalVariable(name: "c", arg: 2, scope: !267, file: !2, line: 54, type: !26)
!271 = !DILocation(line: 55, column: 47, scope: !272)
!272 = distinct !DILexicalBlock(scope: !267, file: !2, line: 55, column: 9)
!273 = !DILocation(line: 0, scope: !267)
!274 = !DILocation(line: 55, column: 15, scope: !272)
!275 = !DILocation(line: 55, column: 58, scope: !272)
!276 = !DILocation(line: 55, column: 9, scope: !267)
!277 = !DILocation(line: 56, column: 16, scope: !267)
!278 = !DILocation(line: 57, column: 16, scope: !267)
!279 = !DILocation(line: 57, column: 34, scope: !267)
!280 = !DILocation(line: 57, column: 63, scope: !267)
!281 = !DILocation(line: 57, column: 52, scope: !267)
!282 = !DILocation(line: 57, column: 81, scope: !267)
!283 = !DILocation(line: 57, column: 14, scope: !267)
!284 = !DILocation(line: 57, column: 32, scope: !267)
!285 = !DILocation(line: 57, column: 50, scope: !267)
!286 = !DILocation(line: 57, column: 68, scope: !267)
!287 = !DILocation(line: 58, column: 1, scope: !267)
