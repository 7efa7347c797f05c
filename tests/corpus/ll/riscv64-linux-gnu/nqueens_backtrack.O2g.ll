; ModuleID = 'tests/programs/nqueens_backtrack.c'
source_filename = "tests/programs/nqueens_backtrack.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [82 x i8] c"530070000600195000098000060800060003400803001700020006060000280000419005000080079\00", align 1, !dbg !7
@grid = internal unnamed_addr global [9 x [9 x i32]] zeroinitializer, align 4, !dbg !12
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !16
@__const.main.v = private unnamed_addr constant [14 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 19, i32 23, i32 8, i32 1, i32 14, i32 9, i32 6], align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 30: %d\0A\00", align 1, !dbg !31
@str = private unnamed_addr constant [12 x i8] c"no solution\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !52 {
    #dbg_assign(i1 undef, !71, !DIExpression(), !75, ptr @__const.main.v, !DIExpression(), !76)
    #dbg_value(i32 1, !56, !DIExpression(), !77)
    #dbg_value(i32 1, !56, !DIExpression(), !77)
  %1 = tail call fastcc signext i32 @queens(i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1, i32 noundef signext %1), !dbg !80
    #dbg_value(i32 2, !56, !DIExpression(), !77)
  %3 = tail call fastcc signext i32 @queens(i32 noundef signext 2, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 2, i32 noundef signext %3), !dbg !80
    #dbg_value(i32 3, !56, !DIExpression(), !77)
  %5 = tail call fastcc signext i32 @queens(i32 noundef signext 3, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 3, i32 noundef signext %5), !dbg !80
    #dbg_value(i32 4, !56, !DIExpression(), !77)
  %7 = tail call fastcc signext i32 @queens(i32 noundef signext 4, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 4, i32 noundef signext %7), !dbg !80
    #dbg_value(i32 5, !56, !DIExpression(), !77)
  %9 = tail call fastcc signext i32 @queens(i32 noundef signext 5, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 5, i32 noundef signext %9), !dbg !80
    #dbg_value(i32 6, !56, !DIExpression(), !77)
  %11 = tail call fastcc signext i32 @queens(i32 noundef signext 6, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 6, i32 noundef signext %11), !dbg !80
    #dbg_value(i32 7, !56, !DIExpression(), !77)
  %13 = tail call fastcc signext i32 @queens(i32 noundef signext 7, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 7, i32 noundef signext %13), !dbg !80
    #dbg_value(i32 8, !56, !DIExpression(), !77)
  %15 = tail call fastcc signext i32 @queens(i32 noundef signext 8, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 8, i32 noundef signext %15), !dbg !80
    #dbg_value(i32 9, !56, !DIExpression(), !77)
  %17 = tail call fastcc signext i32 @queens(i32 noundef signext 9, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 9, i32 noundef signext %17), !dbg !80
    #dbg_value(i32 10, !56, !DIExpression(), !77)
  %19 = tail call fastcc signext i32 @queens(i32 noundef signext 10, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0), !dbg !78
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 10, i32 noundef signext %19), !dbg !80
    #dbg_value(i32 11, !56, !DIExpression(), !77)
  br label %24, !dbg !81

21:                                               ; preds = %24
  %22 = tail call fastcc signext i32 @solve(i32 noundef signext 0), !dbg !82
  %23 = icmp eq i32 %22, 0, !dbg !82
  br i1 %23, label %72, label %40, !dbg !83

24:                                               ; preds = %0, %24
  %25 = phi i64 [ 0, %0 ], [ %38, %24 ]
    #dbg_value(i64 %25, !61, !DIExpression(), !84)
  %26 = getelementptr inbounds i8, ptr @.str.1, i64 %25, !dbg !85
  %27 = load i8, ptr %26, align 1, !dbg !85, !tbaa !87
  %28 = zext i8 %27 to i32, !dbg !85
  %29 = add nsw i32 %28, -48, !dbg !90
  %30 = trunc i64 %25 to i8, !dbg !91
  %31 = freeze i8 %30, !dbg !91
  %32 = udiv i8 %31, 9, !dbg !91
  %33 = zext nneg i8 %32 to i64, !dbg !92
  %34 = mul i8 %32, 9, !dbg !93
  %35 = sub i8 %31, %34, !dbg !93
  %36 = zext nneg i8 %35 to i64, !dbg !92
  %37 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %33, i64 %36, !dbg !92
  store i32 %29, ptr %37, align 4, !dbg !94, !tbaa !95
  %38 = add nuw nsw i64 %25, 1, !dbg !97
    #dbg_value(i64 %38, !61, !DIExpression(), !84)
  %39 = icmp eq i64 %38, 81, !dbg !98
  br i1 %39, label %21, label %24, !dbg !81, !llvm.loop !99

40:                                               ; preds = %21, %40
  %41 = phi i64 [ %70, %40 ], [ 0, %21 ]
    #dbg_value(i64 %41, !63, !DIExpression(), !102)
    #dbg_value(i32 0, !67, !DIExpression(), !103)
    #dbg_value(i64 0, !67, !DIExpression(), !103)
  %42 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 0, !dbg !104
  %43 = load i32, ptr %42, align 4, !dbg !104, !tbaa !95
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %43), !dbg !106
    #dbg_value(i64 1, !67, !DIExpression(), !103)
  %45 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 1, !dbg !104
  %46 = load i32, ptr %45, align 4, !dbg !104, !tbaa !95
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %46), !dbg !106
    #dbg_value(i64 2, !67, !DIExpression(), !103)
  %48 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 2, !dbg !104
  %49 = load i32, ptr %48, align 4, !dbg !104, !tbaa !95
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %49), !dbg !106
    #dbg_value(i64 3, !67, !DIExpression(), !103)
  %51 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 3, !dbg !104
  %52 = load i32, ptr %51, align 4, !dbg !104, !tbaa !95
  %53 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %52), !dbg !106
    #dbg_value(i64 4, !67, !DIExpression(), !103)
  %54 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 4, !dbg !104
  %55 = load i32, ptr %54, align 4, !dbg !104, !tbaa !95
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %55), !dbg !106
    #dbg_value(i64 5, !67, !DIExpression(), !103)
  %57 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 5, !dbg !104
  %58 = load i32, ptr %57, align 4, !dbg !104, !tbaa !95
  %59 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %58), !dbg !106
    #dbg_value(i64 6, !67, !DIExpression(), !103)
  %60 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 6, !dbg !104
  %61 = load i32, ptr %60, align 4, !dbg !104, !tbaa !95
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %61), !dbg !106
    #dbg_value(i64 7, !67, !DIExpression(), !103)
  %63 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 7, !dbg !104
  %64 = load i32, ptr %63, align 4, !dbg !104, !tbaa !95
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %64), !dbg !106
    #dbg_value(i64 8, !67, !DIExpression(), !103)
  %66 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %41, i64 8, !dbg !104
  %67 = load i32, ptr %66, align 4, !dbg !104, !tbaa !95
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %67), !dbg !106
    #dbg_value(i64 9, !67, !DIExpression(), !103)
  %69 = tail call i32 @putchar(i32 10), !dbg !107
  %70 = add nuw nsw i64 %41, 1, !dbg !108
    #dbg_value(i64 %70, !63, !DIExpression(), !102)
  %71 = icmp eq i64 %70, 9, !dbg !109
  br i1 %71, label %74, label %40, !dbg !110, !llvm.loop !111

72:                                               ; preds = %21
  %73 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !113
  br label %74

74:                                               ; preds = %40, %72
    #dbg_assign(i1 undef, !71, !DIExpression(), !115, ptr @__const.main.v, !DIExpression(), !76)
  %75 = tail call fastcc signext i32 @subset_count(ptr noundef nonnull @__const.main.v, i32 noundef signext 14, i32 noundef signext 30), !dbg !116
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %75), !dbg !117
  ret i32 0, !dbg !118
}

; Function Attrs: nofree nounwind
declare !dbg !119 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @queens(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) unnamed_addr #2 !dbg !124 {
    #dbg_value(i32 %0, !129, !DIExpression(), !138)
    #dbg_value(i32 %1, !130, !DIExpression(), !138)
    #dbg_value(i32 %2, !131, !DIExpression(), !138)
    #dbg_value(i32 %3, !132, !DIExpression(), !138)
  %5 = shl nsw i32 -1, %0, !dbg !139
  %6 = xor i32 %5, -1, !dbg !139
    #dbg_value(i32 %6, !133, !DIExpression(), !138)
  %7 = icmp eq i32 %6, %1, !dbg !140
  br i1 %7, label %29, label %8, !dbg !142

8:                                                ; preds = %4
    #dbg_value(i32 0, !134, !DIExpression(), !138)
  %9 = or i32 %2, %1, !dbg !143
  %10 = or i32 %9, %3, !dbg !144
  %11 = xor i32 %10, -1, !dbg !145
  %12 = and i32 %11, %6, !dbg !146
    #dbg_value(i32 %12, !135, !DIExpression(), !138)
    #dbg_value(i32 0, !134, !DIExpression(), !138)
  %13 = icmp eq i32 %12, 0, !dbg !147
  br i1 %13, label %29, label %14, !dbg !147

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
    #dbg_value(i32 %15, !135, !DIExpression(), !138)
    #dbg_value(i32 %16, !134, !DIExpression(), !138)
  %17 = sub i32 0, %15, !dbg !148
  %18 = and i32 %15, %17, !dbg !149
    #dbg_value(i32 %18, !136, !DIExpression(), !150)
  %19 = xor i32 %18, %15, !dbg !151
    #dbg_value(i32 %19, !135, !DIExpression(), !138)
  %20 = or i32 %18, %1, !dbg !152
  %21 = or i32 %18, %2, !dbg !153
  %22 = shl i32 %21, 1, !dbg !154
  %23 = and i32 %22, %6, !dbg !155
  %24 = or i32 %18, %3, !dbg !156
  %25 = lshr i32 %24, 1, !dbg !157
  %26 = tail call fastcc signext i32 @queens(i32 noundef signext %0, i32 noundef signext %20, i32 noundef signext %23, i32 noundef signext %25), !dbg !158
  %27 = add nsw i32 %26, %16, !dbg !159
    #dbg_value(i32 %27, !134, !DIExpression(), !138)
  %28 = icmp eq i32 %18, %15, !dbg !147
  br i1 %28, label %29, label %14, !dbg !147, !llvm.loop !160

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ], !dbg !138
  ret i32 %30, !dbg !162
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext range(i32 0, 2) i32 @solve(i32 noundef signext %0) unnamed_addr #3 !dbg !163 {
    #dbg_value(i32 %0, !167, !DIExpression(), !172)
  %2 = icmp eq i32 %0, 81, !dbg !173
  br i1 %2, label %147, label %3, !dbg !175

3:                                                ; preds = %1, %55
  %4 = phi i32 [ %56, %55 ], [ %0, %1 ]
    #dbg_value(i32 %4, !167, !DIExpression(), !172)
  %5 = freeze i32 %4, !dbg !176
  %6 = sdiv i32 %5, 9, !dbg !176
    #dbg_value(i32 %6, !168, !DIExpression(), !172)
  %7 = mul i32 %6, 9, !dbg !177
  %8 = sub i32 %5, %7, !dbg !177
    #dbg_value(i32 %8, !169, !DIExpression(), !172)
  %9 = sext i32 %6 to i64, !dbg !178
  %10 = sext i32 %8 to i64, !dbg !178
  %11 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 %10, !dbg !178
  %12 = load i32, ptr %11, align 4, !dbg !178, !tbaa !95
  %13 = icmp eq i32 %12, 0, !dbg !178
  br i1 %13, label %14, label %55, !dbg !180

14:                                               ; preds = %3
  %15 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 0
    #dbg_value(i32 1, !170, !DIExpression(), !181)
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
  br label %58, !dbg !182

55:                                               ; preds = %3
  %56 = add nsw i32 %4, 1, !dbg !183
    #dbg_value(i32 %56, !167, !DIExpression(), !172)
  %57 = icmp eq i32 %56, 81, !dbg !173
  br i1 %57, label %147, label %3, !dbg !175

58:                                               ; preds = %14, %143
  %59 = phi i32 [ 1, %14 ], [ %144, %143 ]
    #dbg_value(i32 %59, !170, !DIExpression(), !181)
    #dbg_value(i32 %6, !184, !DIExpression(), !200)
    #dbg_value(i32 %8, !189, !DIExpression(), !200)
    #dbg_value(i32 %59, !190, !DIExpression(), !200)
    #dbg_value(i32 0, !191, !DIExpression(), !204)
    #dbg_value(i32 0, !191, !DIExpression(), !204)
    #dbg_value(i64 0, !191, !DIExpression(), !204)
  %60 = load i32, ptr %15, align 4, !dbg !205, !tbaa !95
  %61 = icmp eq i32 %60, %59, !dbg !208
  br i1 %61, label %143, label %113, !dbg !209

62:                                               ; preds = %113
    #dbg_value(i64 1, !191, !DIExpression(), !204)
  %63 = load i32, ptr %17, align 4, !dbg !205, !tbaa !95
  %64 = icmp eq i32 %63, %59, !dbg !208
  br i1 %64, label %143, label %65, !dbg !209

65:                                               ; preds = %62
  %66 = load i32, ptr %18, align 4, !dbg !210, !tbaa !95
  %67 = icmp eq i32 %66, %59, !dbg !211
    #dbg_value(i64 1, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %67, label %143, label %68, !dbg !212

68:                                               ; preds = %65
    #dbg_value(i64 2, !191, !DIExpression(), !204)
  %69 = load i32, ptr %19, align 4, !dbg !205, !tbaa !95
  %70 = icmp eq i32 %69, %59, !dbg !208
  br i1 %70, label %143, label %71, !dbg !209

71:                                               ; preds = %68
  %72 = load i32, ptr %20, align 4, !dbg !210, !tbaa !95
  %73 = icmp eq i32 %72, %59, !dbg !211
    #dbg_value(i64 2, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %73, label %143, label %74, !dbg !212

74:                                               ; preds = %71
    #dbg_value(i64 3, !191, !DIExpression(), !204)
  %75 = load i32, ptr %21, align 4, !dbg !205, !tbaa !95
  %76 = icmp eq i32 %75, %59, !dbg !208
  br i1 %76, label %143, label %77, !dbg !209

77:                                               ; preds = %74
  %78 = load i32, ptr %22, align 4, !dbg !210, !tbaa !95
  %79 = icmp eq i32 %78, %59, !dbg !211
    #dbg_value(i64 3, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %79, label %143, label %80, !dbg !212

80:                                               ; preds = %77
    #dbg_value(i64 4, !191, !DIExpression(), !204)
  %81 = load i32, ptr %23, align 4, !dbg !205, !tbaa !95
  %82 = icmp eq i32 %81, %59, !dbg !208
  br i1 %82, label %143, label %83, !dbg !209

83:                                               ; preds = %80
  %84 = load i32, ptr %24, align 4, !dbg !210, !tbaa !95
  %85 = icmp eq i32 %84, %59, !dbg !211
    #dbg_value(i64 4, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %85, label %143, label %86, !dbg !212

86:                                               ; preds = %83
    #dbg_value(i64 5, !191, !DIExpression(), !204)
  %87 = load i32, ptr %25, align 4, !dbg !205, !tbaa !95
  %88 = icmp eq i32 %87, %59, !dbg !208
  br i1 %88, label %143, label %89, !dbg !209

89:                                               ; preds = %86
  %90 = load i32, ptr %26, align 4, !dbg !210, !tbaa !95
  %91 = icmp eq i32 %90, %59, !dbg !211
    #dbg_value(i64 5, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %91, label %143, label %92, !dbg !212

92:                                               ; preds = %89
    #dbg_value(i64 6, !191, !DIExpression(), !204)
  %93 = load i32, ptr %27, align 4, !dbg !205, !tbaa !95
  %94 = icmp eq i32 %93, %59, !dbg !208
  br i1 %94, label %143, label %95, !dbg !209

95:                                               ; preds = %92
  %96 = load i32, ptr %28, align 4, !dbg !210, !tbaa !95
  %97 = icmp eq i32 %96, %59, !dbg !211
    #dbg_value(i64 6, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %97, label %143, label %98, !dbg !212

98:                                               ; preds = %95
    #dbg_value(i64 7, !191, !DIExpression(), !204)
  %99 = load i32, ptr %29, align 4, !dbg !205, !tbaa !95
  %100 = icmp eq i32 %99, %59, !dbg !208
  br i1 %100, label %143, label %101, !dbg !209

101:                                              ; preds = %98
  %102 = load i32, ptr %30, align 4, !dbg !210, !tbaa !95
  %103 = icmp eq i32 %102, %59, !dbg !211
    #dbg_value(i64 7, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %103, label %143, label %104, !dbg !212

104:                                              ; preds = %101
    #dbg_value(i64 8, !191, !DIExpression(), !204)
  %105 = load i32, ptr %31, align 4, !dbg !205, !tbaa !95
  %106 = icmp eq i32 %105, %59, !dbg !208
  br i1 %106, label %143, label %107, !dbg !209

107:                                              ; preds = %104
  %108 = load i32, ptr %32, align 4, !dbg !210, !tbaa !95
  %109 = icmp eq i32 %108, %59, !dbg !211
    #dbg_value(i64 8, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %109, label %143, label %110, !dbg !212

110:                                              ; preds = %107
    #dbg_value(i64 9, !191, !DIExpression(), !204)
    #dbg_value(i32 %34, !193, !DIExpression(), !200)
    #dbg_value(i32 %38, !194, !DIExpression(), !200)
    #dbg_value(i32 0, !195, !DIExpression(), !213)
    #dbg_value(i64 0, !195, !DIExpression(), !213)
    #dbg_value(i32 0, !197, !DIExpression(), !214)
    #dbg_value(i64 0, !197, !DIExpression(), !214)
  %111 = load i32, ptr %41, align 4, !dbg !215, !tbaa !95
  %112 = icmp eq i32 %111, %59, !dbg !218
    #dbg_value(i64 0, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %112, label %143, label %116, !dbg !219

113:                                              ; preds = %58
  %114 = load i32, ptr %16, align 4, !dbg !210, !tbaa !95
  %115 = icmp eq i32 %114, %59, !dbg !211
    #dbg_value(i64 0, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %115, label %143, label %62, !dbg !212

116:                                              ; preds = %110
    #dbg_value(i64 1, !197, !DIExpression(), !214)
  %117 = load i32, ptr %43, align 4, !dbg !215, !tbaa !95
  %118 = icmp eq i32 %117, %59, !dbg !218
    #dbg_value(i64 1, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %118, label %143, label %119, !dbg !219

119:                                              ; preds = %116
    #dbg_value(i64 2, !197, !DIExpression(), !214)
  %120 = load i32, ptr %45, align 4, !dbg !215, !tbaa !95
  %121 = icmp eq i32 %120, %59, !dbg !218
    #dbg_value(i64 2, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %121, label %143, label %122, !dbg !219

122:                                              ; preds = %119
    #dbg_value(i32 poison, !197, !DIExpression(), !214)
    #dbg_value(i64 1, !195, !DIExpression(), !213)
    #dbg_value(i32 0, !197, !DIExpression(), !214)
    #dbg_value(i64 0, !197, !DIExpression(), !214)
  %123 = load i32, ptr %47, align 4, !dbg !215, !tbaa !95
  %124 = icmp eq i32 %123, %59, !dbg !218
    #dbg_value(i64 0, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %124, label %143, label %125, !dbg !219

125:                                              ; preds = %122
    #dbg_value(i64 1, !197, !DIExpression(), !214)
  %126 = load i32, ptr %48, align 4, !dbg !215, !tbaa !95
  %127 = icmp eq i32 %126, %59, !dbg !218
    #dbg_value(i64 1, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %127, label %143, label %128, !dbg !219

128:                                              ; preds = %125
    #dbg_value(i64 2, !197, !DIExpression(), !214)
  %129 = load i32, ptr %49, align 4, !dbg !215, !tbaa !95
  %130 = icmp eq i32 %129, %59, !dbg !218
    #dbg_value(i64 2, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %130, label %143, label %131, !dbg !219

131:                                              ; preds = %128
    #dbg_value(i32 poison, !197, !DIExpression(), !214)
    #dbg_value(i64 2, !195, !DIExpression(), !213)
    #dbg_value(i32 0, !197, !DIExpression(), !214)
    #dbg_value(i64 0, !197, !DIExpression(), !214)
  %132 = load i32, ptr %51, align 4, !dbg !215, !tbaa !95
  %133 = icmp eq i32 %132, %59, !dbg !218
    #dbg_value(i64 0, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %133, label %143, label %134, !dbg !219

134:                                              ; preds = %131
    #dbg_value(i64 1, !197, !DIExpression(), !214)
  %135 = load i32, ptr %52, align 4, !dbg !215, !tbaa !95
  %136 = icmp eq i32 %135, %59, !dbg !218
    #dbg_value(i64 1, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %136, label %143, label %137, !dbg !219

137:                                              ; preds = %134
    #dbg_value(i64 2, !197, !DIExpression(), !214)
  %138 = load i32, ptr %53, align 4, !dbg !215, !tbaa !95
  %139 = icmp eq i32 %138, %59, !dbg !218
    #dbg_value(i64 2, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br i1 %139, label %143, label %140, !dbg !219

140:                                              ; preds = %137
  store i32 %59, ptr %11, align 4, !dbg !220, !tbaa !95
  %141 = tail call fastcc signext i32 @solve(i32 noundef signext %54), !dbg !222
  %142 = icmp eq i32 %141, 0, !dbg !222
  br i1 %142, label %143, label %147, !dbg !224

143:                                              ; preds = %110, %116, %119, %122, %125, %128, %131, %134, %137, %58, %113, %62, %65, %68, %71, %74, %77, %80, %83, %86, %89, %92, %95, %98, %101, %104, %107, %140
  %144 = add nuw nsw i32 %59, 1, !dbg !225
    #dbg_value(i32 %144, !170, !DIExpression(), !181)
  %145 = icmp eq i32 %144, 10, !dbg !226
  br i1 %145, label %146, label %58, !dbg !182, !llvm.loop !227

146:                                              ; preds = %143
  store i32 0, ptr %11, align 4, !dbg !229, !tbaa !95
  br label %147, !dbg !230

147:                                              ; preds = %55, %140, %1, %146
  %148 = phi i32 [ 0, %146 ], [ 1, %1 ], [ 1, %140 ], [ 1, %55 ], !dbg !172
  ret i32 %148, !dbg !231
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc signext i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #4 !dbg !232 {
  %4 = icmp eq i32 %2, 0
    #dbg_value(ptr %0, !238, !DIExpression(), !241)
    #dbg_value(i32 %1, !239, !DIExpression(), !241)
    #dbg_value(i32 %2, !240, !DIExpression(), !241)
  br i1 %4, label %21, label %5, !dbg !242

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
    #dbg_value(i32 %1, !239, !DIExpression(), !241)
    #dbg_value(ptr %0, !238, !DIExpression(), !241)
  %7 = icmp eq i32 %1, 0, !dbg !243
  %8 = or i1 %6, %7, !dbg !245
  br i1 %8, label %21, label %9, !dbg !245

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
    #dbg_value(ptr %11, !238, !DIExpression(), !241)
    #dbg_value(i32 %12, !239, !DIExpression(), !241)
  %13 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !246
  %14 = add nsw i32 %12, -1, !dbg !247
  %15 = load i32, ptr %11, align 4, !dbg !248, !tbaa !95
  %16 = sub nsw i32 %2, %15, !dbg !249
  %17 = tail call fastcc signext i32 @subset_count(ptr noundef nonnull %13, i32 noundef signext %14, i32 noundef signext %16), !dbg !250
  %18 = add nsw i32 %17, %10, !dbg !251
    #dbg_value(i32 %2, !240, !DIExpression(), !241)
    #dbg_value(i32 %14, !239, !DIExpression(), !241)
    #dbg_value(ptr %13, !238, !DIExpression(), !241)
  %19 = icmp eq i32 %14, 0, !dbg !243
  %20 = or i1 %6, %19, !dbg !245
  br i1 %20, label %21, label %9, !dbg !245

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22, !dbg !252
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nqueens_backtrack.c", directory: ".", checksumkind: CSK_MD5, checksum: "2173fea56a9597112632b349d137644d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 82)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "grid", scope: !14, file: !2, line: 18, type: !36, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!0, !7, !16, !21, !26, !31, !12}
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
!43 = !{i32 1, !"target-abi", !"lp64d"}
!44 = !{i32 6, !"riscv-isa", !45}
!45 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 8, !"SmallDataLimit", i32 8}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 46, type: !53, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!37}
!55 = !{!56, !58, !61, !63, !67, !71}
!56 = !DILocalVariable(name: "n", scope: !57, file: !2, line: 47, type: !37)
!57 = distinct !DILexicalBlock(scope: !52, file: !2, line: 47, column: 5)
!58 = !DILocalVariable(name: "puzzle", scope: !52, file: !2, line: 48, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 49, type: !37)
!62 = distinct !DILexicalBlock(scope: !52, file: !2, line: 49, column: 5)
!63 = !DILocalVariable(name: "r", scope: !64, file: !2, line: 51, type: !37)
!64 = distinct !DILexicalBlock(scope: !65, file: !2, line: 51, column: 9)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 50, column: 19)
!66 = distinct !DILexicalBlock(scope: !52, file: !2, line: 50, column: 9)
!67 = !DILocalVariable(name: "c", scope: !68, file: !2, line: 52, type: !37)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 52, column: 13)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 51, column: 37)
!70 = distinct !DILexicalBlock(scope: !64, file: !2, line: 51, column: 9)
!71 = !DILocalVariable(name: "v", scope: !52, file: !2, line: 58, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 448, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 14)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !52)
!77 = !DILocation(line: 0, scope: !57)
!78 = !DILocation(line: 47, column: 66, scope: !79)
!79 = distinct !DILexicalBlock(scope: !57, file: !2, line: 47, column: 5)
!80 = !DILocation(line: 47, column: 35, scope: !79)
!81 = !DILocation(line: 49, column: 5, scope: !62)
!82 = !DILocation(line: 50, column: 9, scope: !66)
!83 = !DILocation(line: 50, column: 9, scope: !52)
!84 = !DILocation(line: 0, scope: !62)
!85 = !DILocation(line: 49, column: 55, scope: !86)
!86 = distinct !DILexicalBlock(scope: !62, file: !2, line: 49, column: 5)
!87 = !{!88, !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 49, column: 65, scope: !86)
!91 = !DILocation(line: 49, column: 41, scope: !86)
!92 = !DILocation(line: 49, column: 34, scope: !86)
!93 = !DILocation(line: 49, column: 48, scope: !86)
!94 = !DILocation(line: 49, column: 53, scope: !86)
!95 = !{!96, !96, i64 0}
!96 = !{!"int", !88, i64 0}
!97 = !DILocation(line: 49, column: 30, scope: !86)
!98 = !DILocation(line: 49, column: 23, scope: !86)
!99 = distinct !{!99, !81, !100, !101}
!100 = !DILocation(line: 49, column: 67, scope: !62)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 0, scope: !64)
!103 = !DILocation(line: 0, scope: !68)
!104 = !DILocation(line: 52, column: 54, scope: !105)
!105 = distinct !DILexicalBlock(scope: !68, file: !2, line: 52, column: 13)
!106 = !DILocation(line: 52, column: 41, scope: !105)
!107 = !DILocation(line: 53, column: 13, scope: !69)
!108 = !DILocation(line: 51, column: 33, scope: !70)
!109 = !DILocation(line: 51, column: 27, scope: !70)
!110 = !DILocation(line: 51, column: 9, scope: !64)
!111 = distinct !{!111, !110, !112, !101}
!112 = !DILocation(line: 54, column: 9, scope: !64)
!113 = !DILocation(line: 56, column: 9, scope: !114)
!114 = distinct !DILexicalBlock(scope: !66, file: !2, line: 55, column: 12)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 59, column: 43, scope: !52)
!117 = !DILocation(line: 59, column: 5, scope: !52)
!118 = !DILocation(line: 61, column: 1, scope: !52)
!119 = !DISubprogram(name: "printf", scope: !120, file: !120, line: 356, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!121 = !DISubroutineType(types: !122)
!122 = !{!37, !123, null}
!123 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!124 = distinct !DISubprogram(name: "queens", scope: !2, file: !2, line: 5, type: !125, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !128)
!125 = !DISubroutineType(types: !126)
!126 = !{!37, !37, !127, !127, !127}
!127 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!128 = !{!129, !130, !131, !132, !133, !134, !135, !136}
!129 = !DILocalVariable(name: "n", arg: 1, scope: !124, file: !2, line: 5, type: !37)
!130 = !DILocalVariable(name: "cols", arg: 2, scope: !124, file: !2, line: 5, type: !127)
!131 = !DILocalVariable(name: "d1", arg: 3, scope: !124, file: !2, line: 5, type: !127)
!132 = !DILocalVariable(name: "d2", arg: 4, scope: !124, file: !2, line: 5, type: !127)
!133 = !DILocalVariable(name: "full", scope: !124, file: !2, line: 6, type: !127)
!134 = !DILocalVariable(name: "count", scope: !124, file: !2, line: 8, type: !37)
!135 = !DILocalVariable(name: "avail", scope: !124, file: !2, line: 9, type: !127)
!136 = !DILocalVariable(name: "bit", scope: !137, file: !2, line: 11, type: !127)
!137 = distinct !DILexicalBlock(scope: !124, file: !2, line: 10, column: 19)
!138 = !DILocation(line: 0, scope: !124)
!139 = !DILocation(line: 6, column: 31, scope: !124)
!140 = !DILocation(line: 7, column: 14, scope: !141)
!141 = distinct !DILexicalBlock(scope: !124, file: !2, line: 7, column: 9)
!142 = !DILocation(line: 7, column: 9, scope: !124)
!143 = !DILocation(line: 9, column: 36, scope: !124)
!144 = !DILocation(line: 9, column: 41, scope: !124)
!145 = !DILocation(line: 9, column: 29, scope: !124)
!146 = !DILocation(line: 9, column: 27, scope: !124)
!147 = !DILocation(line: 10, column: 5, scope: !124)
!148 = !DILocation(line: 11, column: 32, scope: !137)
!149 = !DILocation(line: 11, column: 30, scope: !137)
!150 = !DILocation(line: 0, scope: !137)
!151 = !DILocation(line: 12, column: 15, scope: !137)
!152 = !DILocation(line: 13, column: 33, scope: !137)
!153 = !DILocation(line: 13, column: 45, scope: !137)
!154 = !DILocation(line: 13, column: 52, scope: !137)
!155 = !DILocation(line: 13, column: 58, scope: !137)
!156 = !DILocation(line: 13, column: 70, scope: !137)
!157 = !DILocation(line: 13, column: 77, scope: !137)
!158 = !DILocation(line: 13, column: 18, scope: !137)
!159 = !DILocation(line: 13, column: 15, scope: !137)
!160 = distinct !{!160, !147, !161, !101}
!161 = !DILocation(line: 14, column: 5, scope: !124)
!162 = !DILocation(line: 16, column: 1, scope: !124)
!163 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 27, type: !164, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!37, !37}
!166 = !{!167, !168, !169, !170}
!167 = !DILocalVariable(name: "pos", arg: 1, scope: !163, file: !2, line: 27, type: !37)
!168 = !DILocalVariable(name: "r", scope: !163, file: !2, line: 29, type: !37)
!169 = !DILocalVariable(name: "c", scope: !163, file: !2, line: 29, type: !37)
!170 = !DILocalVariable(name: "v", scope: !171, file: !2, line: 31, type: !37)
!171 = distinct !DILexicalBlock(scope: !163, file: !2, line: 31, column: 5)
!172 = !DILocation(line: 0, scope: !163)
!173 = !DILocation(line: 28, column: 13, scope: !174)
!174 = distinct !DILexicalBlock(scope: !163, file: !2, line: 28, column: 9)
!175 = !DILocation(line: 28, column: 9, scope: !163)
!176 = !DILocation(line: 29, column: 17, scope: !163)
!177 = !DILocation(line: 29, column: 30, scope: !163)
!178 = !DILocation(line: 30, column: 9, scope: !179)
!179 = distinct !DILexicalBlock(scope: !163, file: !2, line: 30, column: 9)
!180 = !DILocation(line: 30, column: 9, scope: !163)
!181 = !DILocation(line: 0, scope: !171)
!182 = !DILocation(line: 31, column: 5, scope: !171)
!183 = !DILocation(line: 30, column: 38, scope: !179)
!184 = !DILocalVariable(name: "r", arg: 1, scope: !185, file: !2, line: 20, type: !37)
!185 = distinct !DISubprogram(name: "ok", scope: !2, file: !2, line: 20, type: !186, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!37, !37, !37, !37}
!188 = !{!184, !189, !190, !191, !193, !194, !195, !197}
!189 = !DILocalVariable(name: "c", arg: 2, scope: !185, file: !2, line: 20, type: !37)
!190 = !DILocalVariable(name: "v", arg: 3, scope: !185, file: !2, line: 20, type: !37)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 21, type: !37)
!192 = distinct !DILexicalBlock(scope: !185, file: !2, line: 21, column: 5)
!193 = !DILocalVariable(name: "br", scope: !185, file: !2, line: 22, type: !37)
!194 = !DILocalVariable(name: "bc", scope: !185, file: !2, line: 22, type: !37)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 23, type: !37)
!196 = distinct !DILexicalBlock(scope: !185, file: !2, line: 23, column: 5)
!197 = !DILocalVariable(name: "j", scope: !198, file: !2, line: 23, type: !37)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 23, column: 33)
!199 = distinct !DILexicalBlock(scope: !196, file: !2, line: 23, column: 5)
!200 = !DILocation(line: 0, scope: !185, inlinedAt: !201)
!201 = distinct !DILocation(line: 32, column: 13, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 32, column: 13)
!203 = distinct !DILexicalBlock(scope: !171, file: !2, line: 31, column: 5)
!204 = !DILocation(line: 0, scope: !192, inlinedAt: !201)
!205 = !DILocation(line: 21, column: 37, scope: !206, inlinedAt: !201)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 21, column: 37)
!207 = distinct !DILexicalBlock(scope: !192, file: !2, line: 21, column: 5)
!208 = !DILocation(line: 21, column: 48, scope: !206, inlinedAt: !201)
!209 = !DILocation(line: 21, column: 53, scope: !206, inlinedAt: !201)
!210 = !DILocation(line: 21, column: 56, scope: !206, inlinedAt: !201)
!211 = !DILocation(line: 21, column: 67, scope: !206, inlinedAt: !201)
!212 = !DILocation(line: 21, column: 37, scope: !207, inlinedAt: !201)
!213 = !DILocation(line: 0, scope: !196, inlinedAt: !201)
!214 = !DILocation(line: 0, scope: !198, inlinedAt: !201)
!215 = !DILocation(line: 23, column: 65, scope: !216, inlinedAt: !201)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 23, column: 65)
!217 = distinct !DILexicalBlock(scope: !198, file: !2, line: 23, column: 33)
!218 = !DILocation(line: 23, column: 86, scope: !216, inlinedAt: !201)
!219 = !DILocation(line: 23, column: 65, scope: !217, inlinedAt: !201)
!220 = !DILocation(line: 33, column: 24, scope: !221)
!221 = distinct !DILexicalBlock(scope: !202, file: !2, line: 32, column: 26)
!222 = !DILocation(line: 34, column: 17, scope: !223)
!223 = distinct !DILexicalBlock(scope: !221, file: !2, line: 34, column: 17)
!224 = !DILocation(line: 34, column: 17, scope: !221)
!225 = !DILocation(line: 31, column: 30, scope: !203)
!226 = !DILocation(line: 31, column: 23, scope: !203)
!227 = distinct !{!227, !182, !228, !101}
!228 = !DILocation(line: 35, column: 9, scope: !171)
!229 = !DILocation(line: 36, column: 16, scope: !163)
!230 = !DILocation(line: 37, column: 5, scope: !163)
!231 = !DILocation(line: 38, column: 1, scope: !163)
!232 = distinct !DISubprogram(name: "subset_count", scope: !2, file: !2, line: 40, type: !233, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !237)
!233 = !DISubroutineType(types: !234)
!234 = !{!37, !235, !37, !37}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!237 = !{!238, !239, !240}
!238 = !DILocalVariable(name: "v", arg: 1, scope: !232, file: !2, line: 40, type: !235)
!239 = !DILocalVariable(name: "n", arg: 2, scope: !232, file: !2, line: 40, type: !37)
!240 = !DILocalVariable(name: "target", arg: 3, scope: !232, file: !2, line: 40, type: !37)
!241 = !DILocation(line: 0, scope: !232)
!242 = !DILocation(line: 41, column: 9, scope: !232)
!243 = !DILocation(line: 42, column: 11, scope: !244)
!244 = distinct !DILexicalBlock(scope: !232, file: !2, line: 42, column: 9)
!245 = !DILocation(line: 42, column: 16, scope: !244)
!246 = !DILocation(line: 43, column: 27, scope: !232)
!247 = !DILocation(line: 43, column: 34, scope: !232)
!248 = !DILocation(line: 43, column: 48, scope: !232)
!249 = !DILocation(line: 43, column: 46, scope: !232)
!250 = !DILocation(line: 43, column: 12, scope: !232)
!251 = !DILocation(line: 43, column: 54, scope: !232)
!252 = !DILocation(line: 44, column: 1, scope: !232)
