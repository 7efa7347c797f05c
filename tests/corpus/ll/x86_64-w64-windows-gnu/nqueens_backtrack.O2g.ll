; ModuleID = 'tests/programs/nqueens_backtrack.c'
source_filename = "tests/programs/nqueens_backtrack.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1, !dbg !0
@grid = internal unnamed_addr global [9 x [9 x i32]] zeroinitializer, align 16, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !16
@__const.main.v = private unnamed_addr constant [14 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 19, i32 23, i32 8, i32 1, i32 14, i32 9, i32 6], align 16
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 30: %d\0A\00", align 1, !dbg !31
@str = private unnamed_addr constant [12 x i8] c"no solution\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !48 {
    #dbg_value(i32 1, !52, !DIExpression(), !71)
  %1 = tail call fastcc i32 @queens(i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, i32 noundef %1), !dbg !74
    #dbg_value(i32 2, !52, !DIExpression(), !71)
  %2 = tail call fastcc i32 @queens(i32 noundef 2, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 2, i32 noundef %2), !dbg !74
    #dbg_value(i32 3, !52, !DIExpression(), !71)
  %3 = tail call fastcc i32 @queens(i32 noundef 3, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 3, i32 noundef %3), !dbg !74
    #dbg_value(i32 4, !52, !DIExpression(), !71)
  %4 = tail call fastcc i32 @queens(i32 noundef 4, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 4, i32 noundef %4), !dbg !74
    #dbg_value(i32 5, !52, !DIExpression(), !71)
  %5 = tail call fastcc i32 @queens(i32 noundef 5, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 5, i32 noundef %5), !dbg !74
    #dbg_value(i32 6, !52, !DIExpression(), !71)
  %6 = tail call fastcc i32 @queens(i32 noundef 6, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 6, i32 noundef %6), !dbg !74
    #dbg_value(i32 7, !52, !DIExpression(), !71)
  %7 = tail call fastcc i32 @queens(i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 7, i32 noundef %7), !dbg !74
    #dbg_value(i32 8, !52, !DIExpression(), !71)
  %8 = tail call fastcc i32 @queens(i32 noundef 8, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 8, i32 noundef %8), !dbg !74
    #dbg_value(i32 9, !52, !DIExpression(), !71)
  %9 = tail call fastcc i32 @queens(i32 noundef 9, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 9, i32 noundef %9), !dbg !74
    #dbg_value(i32 10, !52, !DIExpression(), !71)
  %10 = tail call fastcc i32 @queens(i32 noundef 10, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 10, i32 noundef %10), !dbg !74
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
  %11 = tail call fastcc i32 @solve(i32 noundef 0), !dbg !82
  %12 = icmp eq i32 %11, 0, !dbg !82
  br i1 %12, label %36, label %13, !dbg !83

13:                                               ; preds = %0, %13
  %14 = phi i64 [ %34, %13 ], [ 0, %0 ]
    #dbg_value(i64 %14, !59, !DIExpression(), !84)
    #dbg_value(i64 0, !63, !DIExpression(), !85)
  %15 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 0, !dbg !86
  %16 = load i32, ptr %15, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %16), !dbg !88
    #dbg_value(i64 1, !63, !DIExpression(), !85)
  %17 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 1, !dbg !86
  %18 = load i32, ptr %17, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %18), !dbg !88
    #dbg_value(i64 2, !63, !DIExpression(), !85)
  %19 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 2, !dbg !86
  %20 = load i32, ptr %19, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %20), !dbg !88
    #dbg_value(i64 3, !63, !DIExpression(), !85)
  %21 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 3, !dbg !86
  %22 = load i32, ptr %21, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %22), !dbg !88
    #dbg_value(i64 4, !63, !DIExpression(), !85)
  %23 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 4, !dbg !86
  %24 = load i32, ptr %23, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %24), !dbg !88
    #dbg_value(i64 5, !63, !DIExpression(), !85)
  %25 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 5, !dbg !86
  %26 = load i32, ptr %25, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %26), !dbg !88
    #dbg_value(i64 6, !63, !DIExpression(), !85)
  %27 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 6, !dbg !86
  %28 = load i32, ptr %27, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %28), !dbg !88
    #dbg_value(i64 7, !63, !DIExpression(), !85)
  %29 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 7, !dbg !86
  %30 = load i32, ptr %29, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %30), !dbg !88
    #dbg_value(i64 8, !63, !DIExpression(), !85)
  %31 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %14, i64 8, !dbg !86
  %32 = load i32, ptr %31, align 4, !dbg !86, !tbaa !77
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %32), !dbg !88
    #dbg_value(i64 9, !63, !DIExpression(), !85)
  %33 = tail call i32 @putchar(i32 10), !dbg !89
  %34 = add nuw nsw i64 %14, 1, !dbg !90
    #dbg_value(i64 %34, !59, !DIExpression(), !84)
  %35 = icmp eq i64 %34, 9, !dbg !91
  br i1 %35, label %38, label %13, !dbg !92, !llvm.loop !93

36:                                               ; preds = %0
  %37 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !96
  br label %38

38:                                               ; preds = %13, %36
    #dbg_assign(i1 undef, !67, !DIExpression(), !98, ptr @__const.main.v, !DIExpression(), !99)
  %39 = tail call fastcc i32 @subset_count(ptr noundef nonnull @__const.main.v, i32 noundef 14, i32 noundef 30), !dbg !100
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %39), !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !103 {
  %2 = alloca ptr, align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !110, !DIExpression(), !113, ptr %2, !DIExpression(), !114)
    #dbg_value(ptr %0, !108, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !115
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !116
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10, !dbg !117
  %4 = load ptr, ptr %2, align 8, !dbg !118, !tbaa !119
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10, !dbg !121
    #dbg_value(i32 %5, !109, !DIExpression(), !114)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !122
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !123
  ret void, !dbg !124
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 !dbg !125 {
    #dbg_value(i32 %0, !130, !DIExpression(), !139)
    #dbg_value(i32 %1, !131, !DIExpression(), !139)
    #dbg_value(i32 %2, !132, !DIExpression(), !139)
    #dbg_value(i32 %3, !133, !DIExpression(), !139)
  %5 = shl nsw i32 -1, %0, !dbg !140
  %6 = xor i32 %5, -1, !dbg !140
    #dbg_value(i32 %6, !134, !DIExpression(), !139)
  %7 = icmp eq i32 %6, %1, !dbg !141
  br i1 %7, label %29, label %8, !dbg !143

8:                                                ; preds = %4
    #dbg_value(i32 0, !135, !DIExpression(), !139)
  %9 = or i32 %2, %1, !dbg !144
  %10 = or i32 %9, %3, !dbg !145
  %11 = xor i32 %10, -1, !dbg !146
  %12 = and i32 %11, %6, !dbg !147
    #dbg_value(i32 %12, !136, !DIExpression(), !139)
    #dbg_value(i32 0, !135, !DIExpression(), !139)
  %13 = icmp eq i32 %12, 0, !dbg !148
  br i1 %13, label %29, label %14, !dbg !148

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
    #dbg_value(i32 %15, !136, !DIExpression(), !139)
    #dbg_value(i32 %16, !135, !DIExpression(), !139)
  %17 = sub i32 0, %15, !dbg !149
  %18 = and i32 %15, %17, !dbg !150
    #dbg_value(i32 %18, !137, !DIExpression(), !151)
  %19 = xor i32 %18, %15, !dbg !152
    #dbg_value(i32 %19, !136, !DIExpression(), !139)
  %20 = or i32 %18, %1, !dbg !153
  %21 = or i32 %18, %2, !dbg !154
  %22 = shl i32 %21, 1, !dbg !155
  %23 = and i32 %22, %6, !dbg !156
  %24 = or i32 %18, %3, !dbg !157
  %25 = lshr i32 %24, 1, !dbg !158
  %26 = tail call fastcc i32 @queens(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25), !dbg !159
  %27 = add nsw i32 %26, %16, !dbg !160
    #dbg_value(i32 %27, !135, !DIExpression(), !139)
  %28 = icmp eq i32 %18, %15, !dbg !148
  br i1 %28, label %29, label %14, !dbg !148, !llvm.loop !161

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ], !dbg !139
  ret i32 %30, !dbg !163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @solve(i32 noundef %0) unnamed_addr #4 !dbg !164 {
    #dbg_value(i32 %0, !168, !DIExpression(), !173)
  %2 = icmp eq i32 %0, 81, !dbg !174
  br i1 %2, label %145, label %3, !dbg !176

3:                                                ; preds = %1, %53
  %4 = phi i32 [ %54, %53 ], [ %0, %1 ]
    #dbg_value(i32 %4, !168, !DIExpression(), !173)
  %5 = sdiv i32 %4, 9, !dbg !177
    #dbg_value(i32 %5, !169, !DIExpression(), !173)
  %6 = srem i32 %4, 9, !dbg !178
    #dbg_value(i32 %6, !170, !DIExpression(), !173)
  %7 = sext i32 %5 to i64, !dbg !179
  %8 = sext i32 %6 to i64, !dbg !179
  %9 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 %8, !dbg !179
  %10 = load i32, ptr %9, align 4, !dbg !179, !tbaa !77
  %11 = icmp eq i32 %10, 0, !dbg !179
  br i1 %11, label %12, label %53, !dbg !181

12:                                               ; preds = %3
  %13 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 0
    #dbg_value(i32 1, !171, !DIExpression(), !182)
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
  br label %56, !dbg !183

53:                                               ; preds = %3
  %54 = add nsw i32 %4, 1, !dbg !184
    #dbg_value(i32 %54, !168, !DIExpression(), !173)
  %55 = icmp eq i32 %54, 81, !dbg !174
  br i1 %55, label %145, label %3, !dbg !176

56:                                               ; preds = %12, %141
  %57 = phi i32 [ 1, %12 ], [ %142, %141 ]
    #dbg_value(i32 %57, !171, !DIExpression(), !182)
    #dbg_value(i32 %5, !185, !DIExpression(), !201)
    #dbg_value(i32 %6, !190, !DIExpression(), !201)
    #dbg_value(i32 %57, !191, !DIExpression(), !201)
    #dbg_value(i32 0, !192, !DIExpression(), !205)
    #dbg_value(i32 0, !192, !DIExpression(), !205)
    #dbg_value(i64 0, !192, !DIExpression(), !205)
  %58 = load i32, ptr %13, align 4, !dbg !206, !tbaa !77
  %59 = icmp eq i32 %58, %57, !dbg !209
  br i1 %59, label %141, label %111, !dbg !210

60:                                               ; preds = %111
    #dbg_value(i64 1, !192, !DIExpression(), !205)
  %61 = load i32, ptr %15, align 4, !dbg !206, !tbaa !77
  %62 = icmp eq i32 %61, %57, !dbg !209
  br i1 %62, label %141, label %63, !dbg !210

63:                                               ; preds = %60
  %64 = load i32, ptr %16, align 4, !dbg !211, !tbaa !77
  %65 = icmp eq i32 %64, %57, !dbg !212
    #dbg_value(i64 1, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %65, label %141, label %66, !dbg !213

66:                                               ; preds = %63
    #dbg_value(i64 2, !192, !DIExpression(), !205)
  %67 = load i32, ptr %17, align 4, !dbg !206, !tbaa !77
  %68 = icmp eq i32 %67, %57, !dbg !209
  br i1 %68, label %141, label %69, !dbg !210

69:                                               ; preds = %66
  %70 = load i32, ptr %18, align 4, !dbg !211, !tbaa !77
  %71 = icmp eq i32 %70, %57, !dbg !212
    #dbg_value(i64 2, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %71, label %141, label %72, !dbg !213

72:                                               ; preds = %69
    #dbg_value(i64 3, !192, !DIExpression(), !205)
  %73 = load i32, ptr %19, align 4, !dbg !206, !tbaa !77
  %74 = icmp eq i32 %73, %57, !dbg !209
  br i1 %74, label %141, label %75, !dbg !210

75:                                               ; preds = %72
  %76 = load i32, ptr %20, align 4, !dbg !211, !tbaa !77
  %77 = icmp eq i32 %76, %57, !dbg !212
    #dbg_value(i64 3, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %77, label %141, label %78, !dbg !213

78:                                               ; preds = %75
    #dbg_value(i64 4, !192, !DIExpression(), !205)
  %79 = load i32, ptr %21, align 4, !dbg !206, !tbaa !77
  %80 = icmp eq i32 %79, %57, !dbg !209
  br i1 %80, label %141, label %81, !dbg !210

81:                                               ; preds = %78
  %82 = load i32, ptr %22, align 4, !dbg !211, !tbaa !77
  %83 = icmp eq i32 %82, %57, !dbg !212
    #dbg_value(i64 4, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %83, label %141, label %84, !dbg !213

84:                                               ; preds = %81
    #dbg_value(i64 5, !192, !DIExpression(), !205)
  %85 = load i32, ptr %23, align 4, !dbg !206, !tbaa !77
  %86 = icmp eq i32 %85, %57, !dbg !209
  br i1 %86, label %141, label %87, !dbg !210

87:                                               ; preds = %84
  %88 = load i32, ptr %24, align 4, !dbg !211, !tbaa !77
  %89 = icmp eq i32 %88, %57, !dbg !212
    #dbg_value(i64 5, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %89, label %141, label %90, !dbg !213

90:                                               ; preds = %87
    #dbg_value(i64 6, !192, !DIExpression(), !205)
  %91 = load i32, ptr %25, align 4, !dbg !206, !tbaa !77
  %92 = icmp eq i32 %91, %57, !dbg !209
  br i1 %92, label %141, label %93, !dbg !210

93:                                               ; preds = %90
  %94 = load i32, ptr %26, align 4, !dbg !211, !tbaa !77
  %95 = icmp eq i32 %94, %57, !dbg !212
    #dbg_value(i64 6, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %95, label %141, label %96, !dbg !213

96:                                               ; preds = %93
    #dbg_value(i64 7, !192, !DIExpression(), !205)
  %97 = load i32, ptr %27, align 4, !dbg !206, !tbaa !77
  %98 = icmp eq i32 %97, %57, !dbg !209
  br i1 %98, label %141, label %99, !dbg !210

99:                                               ; preds = %96
  %100 = load i32, ptr %28, align 4, !dbg !211, !tbaa !77
  %101 = icmp eq i32 %100, %57, !dbg !212
    #dbg_value(i64 7, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %101, label %141, label %102, !dbg !213

102:                                              ; preds = %99
    #dbg_value(i64 8, !192, !DIExpression(), !205)
  %103 = load i32, ptr %29, align 4, !dbg !206, !tbaa !77
  %104 = icmp eq i32 %103, %57, !dbg !209
  br i1 %104, label %141, label %105, !dbg !210

105:                                              ; preds = %102
  %106 = load i32, ptr %30, align 4, !dbg !211, !tbaa !77
  %107 = icmp eq i32 %106, %57, !dbg !212
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %107, label %141, label %108, !dbg !213

108:                                              ; preds = %105
    #dbg_value(i64 9, !192, !DIExpression(), !205)
    #dbg_value(i32 %32, !194, !DIExpression(), !201)
    #dbg_value(i32 %36, !195, !DIExpression(), !201)
    #dbg_value(i32 0, !196, !DIExpression(), !214)
    #dbg_value(i64 0, !196, !DIExpression(), !214)
    #dbg_value(i32 0, !198, !DIExpression(), !215)
    #dbg_value(i64 0, !198, !DIExpression(), !215)
  %109 = load i32, ptr %39, align 4, !dbg !216, !tbaa !77
  %110 = icmp eq i32 %109, %57, !dbg !219
    #dbg_value(i64 0, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %110, label %141, label %114, !dbg !220

111:                                              ; preds = %56
  %112 = load i32, ptr %14, align 4, !dbg !211, !tbaa !77
  %113 = icmp eq i32 %112, %57, !dbg !212
    #dbg_value(i64 0, !192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !205)
  br i1 %113, label %141, label %60, !dbg !213

114:                                              ; preds = %108
    #dbg_value(i64 1, !198, !DIExpression(), !215)
  %115 = load i32, ptr %41, align 4, !dbg !216, !tbaa !77
  %116 = icmp eq i32 %115, %57, !dbg !219
    #dbg_value(i64 1, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %116, label %141, label %117, !dbg !220

117:                                              ; preds = %114
    #dbg_value(i64 2, !198, !DIExpression(), !215)
  %118 = load i32, ptr %43, align 4, !dbg !216, !tbaa !77
  %119 = icmp eq i32 %118, %57, !dbg !219
    #dbg_value(i64 2, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %119, label %141, label %120, !dbg !220

120:                                              ; preds = %117
    #dbg_value(i32 poison, !198, !DIExpression(), !215)
    #dbg_value(i64 1, !196, !DIExpression(), !214)
    #dbg_value(i32 0, !198, !DIExpression(), !215)
    #dbg_value(i64 0, !198, !DIExpression(), !215)
  %121 = load i32, ptr %45, align 4, !dbg !216, !tbaa !77
  %122 = icmp eq i32 %121, %57, !dbg !219
    #dbg_value(i64 0, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %122, label %141, label %123, !dbg !220

123:                                              ; preds = %120
    #dbg_value(i64 1, !198, !DIExpression(), !215)
  %124 = load i32, ptr %46, align 4, !dbg !216, !tbaa !77
  %125 = icmp eq i32 %124, %57, !dbg !219
    #dbg_value(i64 1, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %125, label %141, label %126, !dbg !220

126:                                              ; preds = %123
    #dbg_value(i64 2, !198, !DIExpression(), !215)
  %127 = load i32, ptr %47, align 4, !dbg !216, !tbaa !77
  %128 = icmp eq i32 %127, %57, !dbg !219
    #dbg_value(i64 2, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %128, label %141, label %129, !dbg !220

129:                                              ; preds = %126
    #dbg_value(i32 poison, !198, !DIExpression(), !215)
    #dbg_value(i64 2, !196, !DIExpression(), !214)
    #dbg_value(i32 0, !198, !DIExpression(), !215)
    #dbg_value(i64 0, !198, !DIExpression(), !215)
  %130 = load i32, ptr %49, align 4, !dbg !216, !tbaa !77
  %131 = icmp eq i32 %130, %57, !dbg !219
    #dbg_value(i64 0, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %131, label %141, label %132, !dbg !220

132:                                              ; preds = %129
    #dbg_value(i64 1, !198, !DIExpression(), !215)
  %133 = load i32, ptr %50, align 4, !dbg !216, !tbaa !77
  %134 = icmp eq i32 %133, %57, !dbg !219
    #dbg_value(i64 1, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %134, label %141, label %135, !dbg !220

135:                                              ; preds = %132
    #dbg_value(i64 2, !198, !DIExpression(), !215)
  %136 = load i32, ptr %51, align 4, !dbg !216, !tbaa !77
  %137 = icmp eq i32 %136, %57, !dbg !219
    #dbg_value(i64 2, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  br i1 %137, label %141, label %138, !dbg !220

138:                                              ; preds = %135
  store i32 %57, ptr %9, align 4, !dbg !221, !tbaa !77
  %139 = tail call fastcc i32 @solve(i32 noundef %52), !dbg !223
  %140 = icmp eq i32 %139, 0, !dbg !223
  br i1 %140, label %141, label %145, !dbg !225

141:                                              ; preds = %108, %114, %117, %120, %123, %126, %129, %132, %135, %56, %111, %60, %63, %66, %69, %72, %75, %78, %81, %84, %87, %90, %93, %96, %99, %102, %105, %138
  %142 = add nuw nsw i32 %57, 1, !dbg !226
    #dbg_value(i32 %142, !171, !DIExpression(), !182)
  %143 = icmp eq i32 %142, 10, !dbg !227
  br i1 %143, label %144, label %56, !dbg !183, !llvm.loop !228

144:                                              ; preds = %141
  store i32 0, ptr %9, align 4, !dbg !230, !tbaa !77
  br label %145, !dbg !231

145:                                              ; preds = %53, %138, %1, %144
  %146 = phi i32 [ 0, %144 ], [ 1, %1 ], [ 1, %138 ], [ 1, %53 ], !dbg !173
  ret i32 %146, !dbg !232
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !233 {
  %4 = icmp eq i32 %2, 0
    #dbg_value(ptr %0, !239, !DIExpression(), !242)
    #dbg_value(i32 %1, !240, !DIExpression(), !242)
    #dbg_value(i32 %2, !241, !DIExpression(), !242)
  br i1 %4, label %21, label %5, !dbg !243

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
    #dbg_value(i32 %1, !240, !DIExpression(), !242)
    #dbg_value(ptr %0, !239, !DIExpression(), !242)
  %7 = icmp eq i32 %1, 0, !dbg !244
  %8 = or i1 %6, %7, !dbg !246
  br i1 %8, label %21, label %9, !dbg !246

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
    #dbg_value(ptr %11, !239, !DIExpression(), !242)
    #dbg_value(i32 %12, !240, !DIExpression(), !242)
  %13 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !247
  %14 = add nsw i32 %12, -1, !dbg !248
  %15 = load i32, ptr %11, align 4, !dbg !249, !tbaa !77
  %16 = sub nsw i32 %2, %15, !dbg !250
  %17 = tail call fastcc i32 @subset_count(ptr noundef nonnull %13, i32 noundef %14, i32 noundef %16), !dbg !251
  %18 = add nsw i32 %17, %10, !dbg !252
    #dbg_value(i32 %2, !241, !DIExpression(), !242)
    #dbg_value(i32 %14, !240, !DIExpression(), !242)
    #dbg_value(ptr %13, !239, !DIExpression(), !242)
  %19 = icmp eq i32 %14, 0, !dbg !244
  %20 = or i1 %6, %19, !dbg !246
  br i1 %20, label %21, label %9, !dbg !246

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22, !dbg !253
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare !dbg !254 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !274 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nqueens_backtrack.c", directory: ".")
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
!40 = !{i32 7, !"Dwarf Version", i32 4}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 2}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!103 = distinct !DISubprogram(name: "printf", scope: !104, file: !104, line: 368, type: !105, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !107)
!104 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!105 = !DISubroutineType(cc: DW_CC_nocall, types: !106)
!106 = !{!37, !55, null}
!107 = !{!108, !109, !110}
!108 = !DILocalVariable(name: "__format", arg: 1, scope: !103, file: !104, line: 368, type: !55)
!109 = !DILocalVariable(name: "__retval", scope: !103, file: !104, line: 370, type: !37)
!110 = !DILocalVariable(name: "__local_argv", scope: !103, file: !104, line: 371, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !103)
!115 = !DILocation(line: 371, column: 3, scope: !103)
!116 = !DILocation(line: 371, column: 35, scope: !103)
!117 = !DILocation(line: 372, column: 32, scope: !103)
!118 = !DILocation(line: 372, column: 50, scope: !103)
!119 = !{!120, !120, i64 0}
!120 = !{!"any pointer", !79, i64 0}
!121 = !DILocation(line: 372, column: 14, scope: !103)
!122 = !DILocation(line: 373, column: 3, scope: !103)
!123 = !DILocation(line: 375, column: 1, scope: !103)
!124 = !DILocation(line: 374, column: 3, scope: !103)
!125 = distinct !DISubprogram(name: "queens", scope: !2, file: !2, line: 5, type: !126, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !129)
!126 = !DISubroutineType(types: !127)
!127 = !{!37, !37, !128, !128, !128}
!128 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!129 = !{!130, !131, !132, !133, !134, !135, !136, !137}
!130 = !DILocalVariable(name: "n", arg: 1, scope: !125, file: !2, line: 5, type: !37)
!131 = !DILocalVariable(name: "cols", arg: 2, scope: !125, file: !2, line: 5, type: !128)
!132 = !DILocalVariable(name: "d1", arg: 3, scope: !125, file: !2, line: 5, type: !128)
!133 = !DILocalVariable(name: "d2", arg: 4, scope: !125, file: !2, line: 5, type: !128)
!134 = !DILocalVariable(name: "full", scope: !125, file: !2, line: 6, type: !128)
!135 = !DILocalVariable(name: "count", scope: !125, file: !2, line: 8, type: !37)
!136 = !DILocalVariable(name: "avail", scope: !125, file: !2, line: 9, type: !128)
!137 = !DILocalVariable(name: "bit", scope: !138, file: !2, line: 11, type: !128)
!138 = distinct !DILexicalBlock(scope: !125, file: !2, line: 10, column: 19)
!139 = !DILocation(line: 0, scope: !125)
!140 = !DILocation(line: 6, column: 31, scope: !125)
!141 = !DILocation(line: 7, column: 14, scope: !142)
!142 = distinct !DILexicalBlock(scope: !125, file: !2, line: 7, column: 9)
!143 = !DILocation(line: 7, column: 9, scope: !125)
!144 = !DILocation(line: 9, column: 36, scope: !125)
!145 = !DILocation(line: 9, column: 41, scope: !125)
!146 = !DILocation(line: 9, column: 29, scope: !125)
!147 = !DILocation(line: 9, column: 27, scope: !125)
!148 = !DILocation(line: 10, column: 5, scope: !125)
!149 = !DILocation(line: 11, column: 32, scope: !138)
!150 = !DILocation(line: 11, column: 30, scope: !138)
!151 = !DILocation(line: 0, scope: !138)
!152 = !DILocation(line: 12, column: 15, scope: !138)
!153 = !DILocation(line: 13, column: 33, scope: !138)
!154 = !DILocation(line: 13, column: 45, scope: !138)
!155 = !DILocation(line: 13, column: 52, scope: !138)
!156 = !DILocation(line: 13, column: 58, scope: !138)
!157 = !DILocation(line: 13, column: 70, scope: !138)
!158 = !DILocation(line: 13, column: 77, scope: !138)
!159 = !DILocation(line: 13, column: 18, scope: !138)
!160 = !DILocation(line: 13, column: 15, scope: !138)
!161 = distinct !{!161, !148, !162, !95}
!162 = !DILocation(line: 14, column: 5, scope: !125)
!163 = !DILocation(line: 16, column: 1, scope: !125)
!164 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 27, type: !165, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!37, !37}
!167 = !{!168, !169, !170, !171}
!168 = !DILocalVariable(name: "pos", arg: 1, scope: !164, file: !2, line: 27, type: !37)
!169 = !DILocalVariable(name: "r", scope: !164, file: !2, line: 29, type: !37)
!170 = !DILocalVariable(name: "c", scope: !164, file: !2, line: 29, type: !37)
!171 = !DILocalVariable(name: "v", scope: !172, file: !2, line: 31, type: !37)
!172 = distinct !DILexicalBlock(scope: !164, file: !2, line: 31, column: 5)
!173 = !DILocation(line: 0, scope: !164)
!174 = !DILocation(line: 28, column: 13, scope: !175)
!175 = distinct !DILexicalBlock(scope: !164, file: !2, line: 28, column: 9)
!176 = !DILocation(line: 28, column: 9, scope: !164)
!177 = !DILocation(line: 29, column: 17, scope: !164)
!178 = !DILocation(line: 29, column: 30, scope: !164)
!179 = !DILocation(line: 30, column: 9, scope: !180)
!180 = distinct !DILexicalBlock(scope: !164, file: !2, line: 30, column: 9)
!181 = !DILocation(line: 30, column: 9, scope: !164)
!182 = !DILocation(line: 0, scope: !172)
!183 = !DILocation(line: 31, column: 5, scope: !172)
!184 = !DILocation(line: 30, column: 38, scope: !180)
!185 = !DILocalVariable(name: "r", arg: 1, scope: !186, file: !2, line: 20, type: !37)
!186 = distinct !DISubprogram(name: "ok", scope: !2, file: !2, line: 20, type: !187, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!37, !37, !37, !37}
!189 = !{!185, !190, !191, !192, !194, !195, !196, !198}
!190 = !DILocalVariable(name: "c", arg: 2, scope: !186, file: !2, line: 20, type: !37)
!191 = !DILocalVariable(name: "v", arg: 3, scope: !186, file: !2, line: 20, type: !37)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 21, type: !37)
!193 = distinct !DILexicalBlock(scope: !186, file: !2, line: 21, column: 5)
!194 = !DILocalVariable(name: "br", scope: !186, file: !2, line: 22, type: !37)
!195 = !DILocalVariable(name: "bc", scope: !186, file: !2, line: 22, type: !37)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 23, type: !37)
!197 = distinct !DILexicalBlock(scope: !186, file: !2, line: 23, column: 5)
!198 = !DILocalVariable(name: "j", scope: !199, file: !2, line: 23, type: !37)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 23, column: 33)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 23, column: 5)
!201 = !DILocation(line: 0, scope: !186, inlinedAt: !202)
!202 = distinct !DILocation(line: 32, column: 13, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 32, column: 13)
!204 = distinct !DILexicalBlock(scope: !172, file: !2, line: 31, column: 5)
!205 = !DILocation(line: 0, scope: !193, inlinedAt: !202)
!206 = !DILocation(line: 21, column: 37, scope: !207, inlinedAt: !202)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 21, column: 37)
!208 = distinct !DILexicalBlock(scope: !193, file: !2, line: 21, column: 5)
!209 = !DILocation(line: 21, column: 48, scope: !207, inlinedAt: !202)
!210 = !DILocation(line: 21, column: 53, scope: !207, inlinedAt: !202)
!211 = !DILocation(line: 21, column: 56, scope: !207, inlinedAt: !202)
!212 = !DILocation(line: 21, column: 67, scope: !207, inlinedAt: !202)
!213 = !DILocation(line: 21, column: 37, scope: !208, inlinedAt: !202)
!214 = !DILocation(line: 0, scope: !197, inlinedAt: !202)
!215 = !DILocation(line: 0, scope: !199, inlinedAt: !202)
!216 = !DILocation(line: 23, column: 65, scope: !217, inlinedAt: !202)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 23, column: 65)
!218 = distinct !DILexicalBlock(scope: !199, file: !2, line: 23, column: 33)
!219 = !DILocation(line: 23, column: 86, scope: !217, inlinedAt: !202)
!220 = !DILocation(line: 23, column: 65, scope: !218, inlinedAt: !202)
!221 = !DILocation(line: 33, column: 24, scope: !222)
!222 = distinct !DILexicalBlock(scope: !203, file: !2, line: 32, column: 26)
!223 = !DILocation(line: 34, column: 17, scope: !224)
!224 = distinct !DILexicalBlock(scope: !222, file: !2, line: 34, column: 17)
!225 = !DILocation(line: 34, column: 17, scope: !222)
!226 = !DILocation(line: 31, column: 30, scope: !204)
!227 = !DILocation(line: 31, column: 23, scope: !204)
!228 = distinct !{!228, !183, !229, !95}
!229 = !DILocation(line: 35, column: 9, scope: !172)
!230 = !DILocation(line: 36, column: 16, scope: !164)
!231 = !DILocation(line: 37, column: 5, scope: !164)
!232 = !DILocation(line: 38, column: 1, scope: !164)
!233 = distinct !DISubprogram(name: "subset_count", scope: !2, file: !2, line: 40, type: !234, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !238)
!234 = !DISubroutineType(types: !235)
!235 = !{!37, !236, !37, !37}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!238 = !{!239, !240, !241}
!239 = !DILocalVariable(name: "v", arg: 1, scope: !233, file: !2, line: 40, type: !236)
!240 = !DILocalVariable(name: "n", arg: 2, scope: !233, file: !2, line: 40, type: !37)
!241 = !DILocalVariable(name: "target", arg: 3, scope: !233, file: !2, line: 40, type: !37)
!242 = !DILocation(line: 0, scope: !233)
!243 = !DILocation(line: 41, column: 9, scope: !233)
!244 = !DILocation(line: 42, column: 11, scope: !245)
!245 = distinct !DILexicalBlock(scope: !233, file: !2, line: 42, column: 9)
!246 = !DILocation(line: 42, column: 16, scope: !245)
!247 = !DILocation(line: 43, column: 27, scope: !233)
!248 = !DILocation(line: 43, column: 34, scope: !233)
!249 = !DILocation(line: 43, column: 48, scope: !233)
!250 = !DILocation(line: 43, column: 46, scope: !233)
!251 = !DILocation(line: 43, column: 12, scope: !233)
!252 = !DILocation(line: 43, column: 54, scope: !233)
!253 = !DILocation(line: 44, column: 1, scope: !233)
!254 = !DISubprogram(name: "__mingw_vfprintf", scope: !104, file: !104, line: 193, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{!37, !257, !270, !271}
!257 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !258)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !104, line: 47, baseType: !260)
!260 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !104, line: 33, size: 384, align: 64, elements: !261)
!261 = !{!262, !263, !264, !265, !266, !267, !268, !269}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !260, file: !104, line: 37, baseType: !112, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !260, file: !104, line: 38, baseType: !37, size: 32, offset: 64)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !260, file: !104, line: 39, baseType: !112, size: 64, offset: 128)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !260, file: !104, line: 40, baseType: !37, size: 32, offset: 192)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !260, file: !104, line: 41, baseType: !37, size: 32, offset: 224)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !260, file: !104, line: 42, baseType: !37, size: 32, offset: 256)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !260, file: !104, line: 43, baseType: !37, size: 32, offset: 288)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !260, file: !104, line: 44, baseType: !112, size: 64, offset: 320)
!270 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !272, line: 31, baseType: !273)
!272 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !272, line: 24, baseType: !111)
!274 = !DISubprogram(name: "__acrt_iob_func", scope: !104, file: !104, line: 93, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!258, !128}
