; ModuleID = 'tests/programs/nqueens_backtrack.c'
source_filename = "tests/programs/nqueens_backtrack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1
@grid = internal unnamed_addr global [9 x [9 x i32]] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@__const.main.v = private unnamed_addr constant [14 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 19, i32 23, i32 8, i32 1, i32 14, i32 9, i32 6], align 16
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 30: %d\0A\00", align 1
@str = private unnamed_addr constant [12 x i8] c"no solution\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @queens(i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %1)
  %3 = tail call fastcc i32 @queens(i32 noundef 2, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %3)
  %5 = tail call fastcc i32 @queens(i32 noundef 3, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %5)
  %7 = tail call fastcc i32 @queens(i32 noundef 4, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %7)
  %9 = tail call fastcc i32 @queens(i32 noundef 5, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %9)
  %11 = tail call fastcc i32 @queens(i32 noundef 6, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %11)
  %13 = tail call fastcc i32 @queens(i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %13)
  %15 = tail call fastcc i32 @queens(i32 noundef 8, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %15)
  %17 = tail call fastcc i32 @queens(i32 noundef 9, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %17)
  %19 = tail call fastcc i32 @queens(i32 noundef 10, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %19)
  store <4 x i32> <i32 5, i32 3, i32 0, i32 0>, ptr @grid, align 16, !tbaa !5
  store <4 x i32> <i32 7, i32 0, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 16), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 6, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 32), align 16, !tbaa !5
  store <4 x i32> <i32 1, i32 9, i32 5, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 48), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 0, i32 0, i32 9>, ptr getelementptr inbounds (i8, ptr @grid, i64 64), align 16, !tbaa !5
  store <4 x i32> <i32 8, i32 0, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 80), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 6, i32 0, i32 8>, ptr getelementptr inbounds (i8, ptr @grid, i64 96), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 0, i32 0, i32 6>, ptr getelementptr inbounds (i8, ptr @grid, i64 112), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 0, i32 0, i32 3>, ptr getelementptr inbounds (i8, ptr @grid, i64 128), align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 0, i32 0, i32 8>, ptr getelementptr inbounds (i8, ptr @grid, i64 144), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 3, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 160), align 16, !tbaa !5
  store <4 x i32> <i32 1, i32 7, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 176), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 2, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 192), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 6, i32 0, i32 6>, ptr getelementptr inbounds (i8, ptr @grid, i64 208), align 16, !tbaa !5
  store <4 x i32> zeroinitializer, ptr getelementptr inbounds (i8, ptr @grid, i64 224), align 16, !tbaa !5
  store <4 x i32> <i32 2, i32 8, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 240), align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 0, i32 4, i32 1>, ptr getelementptr inbounds (i8, ptr @grid, i64 256), align 16, !tbaa !5
  store <4 x i32> <i32 9, i32 0, i32 0, i32 5>, ptr getelementptr inbounds (i8, ptr @grid, i64 272), align 16, !tbaa !5
  store <4 x i32> zeroinitializer, ptr getelementptr inbounds (i8, ptr @grid, i64 288), align 16, !tbaa !5
  store <4 x i32> <i32 8, i32 0, i32 0, i32 7>, ptr getelementptr inbounds (i8, ptr @grid, i64 304), align 16, !tbaa !5
  store i32 9, ptr getelementptr inbounds (i8, ptr @grid, i64 320), align 16, !tbaa !5
  %21 = tail call fastcc i32 @solve(i32 noundef 0)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %55, label %23

23:                                               ; preds = %0, %23
  %24 = phi i64 [ %53, %23 ], [ 0, %0 ]
  %25 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 0
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26)
  %28 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 1
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  %31 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 2
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32)
  %34 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 3
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35)
  %37 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38)
  %40 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 5
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41)
  %43 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 6
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44)
  %46 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 7
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47)
  %49 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50)
  %52 = tail call i32 @putchar(i32 10)
  %53 = add nuw nsw i64 %24, 1
  %54 = icmp eq i64 %53, 9
  br i1 %54, label %57, label %23, !llvm.loop !9

55:                                               ; preds = %0
  %56 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %57

57:                                               ; preds = %23, %55
  %58 = tail call fastcc i32 @subset_count(ptr noundef nonnull @__const.main.v, i32 noundef 14, i32 noundef 30)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 {
  %5 = shl nsw i32 -1, %0
  %6 = xor i32 %5, -1
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %29, label %8

8:                                                ; preds = %4
  %9 = or i32 %2, %1
  %10 = or i32 %9, %3
  %11 = xor i32 %10, -1
  %12 = and i32 %11, %6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
  %17 = sub i32 0, %15
  %18 = and i32 %15, %17
  %19 = xor i32 %18, %15
  %20 = or i32 %18, %1
  %21 = or i32 %18, %2
  %22 = shl i32 %21, 1
  %23 = and i32 %22, %6
  %24 = or i32 %18, %3
  %25 = lshr i32 %24, 1
  %26 = tail call fastcc i32 @queens(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25)
  %27 = add nsw i32 %26, %16
  %28 = icmp eq i32 %18, %15
  br i1 %28, label %29, label %14, !llvm.loop !11

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ]
  ret i32 %30
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @solve(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i32 %0, 81
  br i1 %2, label %145, label %3

3:                                                ; preds = %1, %53
  %4 = phi i32 [ %54, %53 ], [ %0, %1 ]
  %5 = sdiv i32 %4, 9
  %6 = srem i32 %4, 9
  %7 = sext i32 %5 to i64
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %53

12:                                               ; preds = %3
  %13 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %7, i64 0
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
  br label %56

53:                                               ; preds = %3
  %54 = add nsw i32 %4, 1
  %55 = icmp eq i32 %54, 81
  br i1 %55, label %145, label %3

56:                                               ; preds = %12, %141
  %57 = phi i32 [ 1, %12 ], [ %142, %141 ]
  %58 = load i32, ptr %13, align 4, !tbaa !5
  %59 = icmp eq i32 %58, %57
  br i1 %59, label %141, label %111

60:                                               ; preds = %111
  %61 = load i32, ptr %15, align 4, !tbaa !5
  %62 = icmp eq i32 %61, %57
  br i1 %62, label %141, label %63

63:                                               ; preds = %60
  %64 = load i32, ptr %16, align 4, !tbaa !5
  %65 = icmp eq i32 %64, %57
  br i1 %65, label %141, label %66

66:                                               ; preds = %63
  %67 = load i32, ptr %17, align 4, !tbaa !5
  %68 = icmp eq i32 %67, %57
  br i1 %68, label %141, label %69

69:                                               ; preds = %66
  %70 = load i32, ptr %18, align 4, !tbaa !5
  %71 = icmp eq i32 %70, %57
  br i1 %71, label %141, label %72

72:                                               ; preds = %69
  %73 = load i32, ptr %19, align 4, !tbaa !5
  %74 = icmp eq i32 %73, %57
  br i1 %74, label %141, label %75

75:                                               ; preds = %72
  %76 = load i32, ptr %20, align 4, !tbaa !5
  %77 = icmp eq i32 %76, %57
  br i1 %77, label %141, label %78

78:                                               ; preds = %75
  %79 = load i32, ptr %21, align 4, !tbaa !5
  %80 = icmp eq i32 %79, %57
  br i1 %80, label %141, label %81

81:                                               ; preds = %78
  %82 = load i32, ptr %22, align 4, !tbaa !5
  %83 = icmp eq i32 %82, %57
  br i1 %83, label %141, label %84

84:                                               ; preds = %81
  %85 = load i32, ptr %23, align 4, !tbaa !5
  %86 = icmp eq i32 %85, %57
  br i1 %86, label %141, label %87

87:                                               ; preds = %84
  %88 = load i32, ptr %24, align 4, !tbaa !5
  %89 = icmp eq i32 %88, %57
  br i1 %89, label %141, label %90

90:                                               ; preds = %87
  %91 = load i32, ptr %25, align 4, !tbaa !5
  %92 = icmp eq i32 %91, %57
  br i1 %92, label %141, label %93

93:                                               ; preds = %90
  %94 = load i32, ptr %26, align 4, !tbaa !5
  %95 = icmp eq i32 %94, %57
  br i1 %95, label %141, label %96

96:                                               ; preds = %93
  %97 = load i32, ptr %27, align 4, !tbaa !5
  %98 = icmp eq i32 %97, %57
  br i1 %98, label %141, label %99

99:                                               ; preds = %96
  %100 = load i32, ptr %28, align 4, !tbaa !5
  %101 = icmp eq i32 %100, %57
  br i1 %101, label %141, label %102

102:                                              ; preds = %99
  %103 = load i32, ptr %29, align 4, !tbaa !5
  %104 = icmp eq i32 %103, %57
  br i1 %104, label %141, label %105

105:                                              ; preds = %102
  %106 = load i32, ptr %30, align 4, !tbaa !5
  %107 = icmp eq i32 %106, %57
  br i1 %107, label %141, label %108

108:                                              ; preds = %105
  %109 = load i32, ptr %39, align 4, !tbaa !5
  %110 = icmp eq i32 %109, %57
  br i1 %110, label %141, label %114

111:                                              ; preds = %56
  %112 = load i32, ptr %14, align 4, !tbaa !5
  %113 = icmp eq i32 %112, %57
  br i1 %113, label %141, label %60

114:                                              ; preds = %108
  %115 = load i32, ptr %41, align 4, !tbaa !5
  %116 = icmp eq i32 %115, %57
  br i1 %116, label %141, label %117

117:                                              ; preds = %114
  %118 = load i32, ptr %43, align 4, !tbaa !5
  %119 = icmp eq i32 %118, %57
  br i1 %119, label %141, label %120

120:                                              ; preds = %117
  %121 = load i32, ptr %45, align 4, !tbaa !5
  %122 = icmp eq i32 %121, %57
  br i1 %122, label %141, label %123

123:                                              ; preds = %120
  %124 = load i32, ptr %46, align 4, !tbaa !5
  %125 = icmp eq i32 %124, %57
  br i1 %125, label %141, label %126

126:                                              ; preds = %123
  %127 = load i32, ptr %47, align 4, !tbaa !5
  %128 = icmp eq i32 %127, %57
  br i1 %128, label %141, label %129

129:                                              ; preds = %126
  %130 = load i32, ptr %49, align 4, !tbaa !5
  %131 = icmp eq i32 %130, %57
  br i1 %131, label %141, label %132

132:                                              ; preds = %129
  %133 = load i32, ptr %50, align 4, !tbaa !5
  %134 = icmp eq i32 %133, %57
  br i1 %134, label %141, label %135

135:                                              ; preds = %132
  %136 = load i32, ptr %51, align 4, !tbaa !5
  %137 = icmp eq i32 %136, %57
  br i1 %137, label %141, label %138

138:                                              ; preds = %135
  store i32 %57, ptr %9, align 4, !tbaa !5
  %139 = tail call fastcc i32 @solve(i32 noundef %52)
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %141, label %145

141:                                              ; preds = %108, %114, %117, %120, %123, %126, %129, %132, %135, %56, %111, %60, %63, %66, %69, %72, %75, %78, %81, %84, %87, %90, %93, %96, %99, %102, %105, %138
  %142 = add nuw nsw i32 %57, 1
  %143 = icmp eq i32 %142, 10
  br i1 %143, label %144, label %56, !llvm.loop !12

144:                                              ; preds = %141
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %53, %138, %1, %144
  %146 = phi i32 [ 0, %144 ], [ 1, %1 ], [ 1, %138 ], [ 1, %53 ]
  ret i32 %146
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
  %7 = icmp eq i32 %1, 0
  %8 = or i1 %6, %7
  br i1 %8, label %21, label %9

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
  %13 = getelementptr inbounds i8, ptr %11, i64 4
  %14 = add nsw i32 %12, -1
  %15 = load i32, ptr %11, align 4, !tbaa !5
  %16 = sub nsw i32 %2, %15
  %17 = tail call fastcc i32 @subset_count(ptr noundef nonnull %13, i32 noundef %14, i32 noundef %16)
  %18 = add nsw i32 %17, %10
  %19 = icmp eq i32 %14, 0
  %20 = or i1 %6, %19
  br i1 %20, label %21, label %9

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
