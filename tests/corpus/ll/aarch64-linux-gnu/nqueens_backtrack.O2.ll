; ModuleID = 'tests/programs/nqueens_backtrack.c'
source_filename = "tests/programs/nqueens_backtrack.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1
@grid = internal unnamed_addr global [9 x [9 x i32]] zeroinitializer, align 64
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@__const.main.v = private unnamed_addr constant [14 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 19, i32 23, i32 8, i32 1, i32 14, i32 9, i32 6], align 4
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
  store <16 x i32> <i32 5, i32 3, i32 0, i32 0, i32 7, i32 0, i32 0, i32 0, i32 0, i32 6, i32 0, i32 0, i32 1, i32 9, i32 5, i32 0>, ptr @grid, align 64, !tbaa !6
  store <16 x i32> <i32 0, i32 0, i32 0, i32 9, i32 8, i32 0, i32 0, i32 0, i32 0, i32 6, i32 0, i32 8, i32 0, i32 0, i32 0, i32 6>, ptr getelementptr inbounds (i8, ptr @grid, i64 64), align 64, !tbaa !6
  store <16 x i32> <i32 0, i32 0, i32 0, i32 3, i32 4, i32 0, i32 0, i32 8, i32 0, i32 3, i32 0, i32 0, i32 1, i32 7, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 128), align 64, !tbaa !6
  store <16 x i32> <i32 0, i32 2, i32 0, i32 0, i32 0, i32 6, i32 0, i32 6, i32 0, i32 0, i32 0, i32 0, i32 2, i32 8, i32 0, i32 0>, ptr getelementptr inbounds (i8, ptr @grid, i64 192), align 64, !tbaa !6
  store <16 x i32> <i32 0, i32 0, i32 4, i32 1, i32 9, i32 0, i32 0, i32 5, i32 0, i32 0, i32 0, i32 0, i32 8, i32 0, i32 0, i32 7>, ptr getelementptr inbounds (i8, ptr @grid, i64 256), align 64, !tbaa !6
  store i32 9, ptr getelementptr inbounds (i8, ptr @grid, i64 320), align 64, !tbaa !6
  %21 = tail call fastcc i32 @solve(i32 noundef 0)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %55, label %23

23:                                               ; preds = %0, %23
  %24 = phi i64 [ %53, %23 ], [ 0, %0 ]
  %25 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 0
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26)
  %28 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 1
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  %31 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 2
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32)
  %34 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 3
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35)
  %37 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38)
  %40 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 5
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41)
  %43 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 6
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44)
  %46 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 7
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47)
  %49 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %24, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50)
  %52 = tail call i32 @putchar(i32 10)
  %53 = add nuw nsw i64 %24, 1
  %54 = icmp eq i64 %53, 9
  br i1 %54, label %57, label %23, !llvm.loop !10

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
  br i1 %28, label %29, label %14, !llvm.loop !12

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ]
  ret i32 %30
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @solve(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i32 %0, 81
  br i1 %2, label %147, label %3

3:                                                ; preds = %1, %55
  %4 = phi i32 [ %56, %55 ], [ %0, %1 ]
  %5 = freeze i32 %4
  %6 = sdiv i32 %5, 9
  %7 = mul i32 %6, 9
  %8 = sub i32 %5, %7
  %9 = sext i32 %6 to i64
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %55

14:                                               ; preds = %3
  %15 = getelementptr inbounds [9 x [9 x i32]], ptr @grid, i64 0, i64 %9, i64 0
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
  br label %58

55:                                               ; preds = %3
  %56 = add nsw i32 %4, 1
  %57 = icmp eq i32 %56, 81
  br i1 %57, label %147, label %3

58:                                               ; preds = %14, %143
  %59 = phi i32 [ 1, %14 ], [ %144, %143 ]
  %60 = load i32, ptr %15, align 4, !tbaa !6
  %61 = icmp eq i32 %60, %59
  br i1 %61, label %143, label %113

62:                                               ; preds = %113
  %63 = load i32, ptr %17, align 4, !tbaa !6
  %64 = icmp eq i32 %63, %59
  br i1 %64, label %143, label %65

65:                                               ; preds = %62
  %66 = load i32, ptr %18, align 4, !tbaa !6
  %67 = icmp eq i32 %66, %59
  br i1 %67, label %143, label %68

68:                                               ; preds = %65
  %69 = load i32, ptr %19, align 4, !tbaa !6
  %70 = icmp eq i32 %69, %59
  br i1 %70, label %143, label %71

71:                                               ; preds = %68
  %72 = load i32, ptr %20, align 4, !tbaa !6
  %73 = icmp eq i32 %72, %59
  br i1 %73, label %143, label %74

74:                                               ; preds = %71
  %75 = load i32, ptr %21, align 4, !tbaa !6
  %76 = icmp eq i32 %75, %59
  br i1 %76, label %143, label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %22, align 4, !tbaa !6
  %79 = icmp eq i32 %78, %59
  br i1 %79, label %143, label %80

80:                                               ; preds = %77
  %81 = load i32, ptr %23, align 4, !tbaa !6
  %82 = icmp eq i32 %81, %59
  br i1 %82, label %143, label %83

83:                                               ; preds = %80
  %84 = load i32, ptr %24, align 4, !tbaa !6
  %85 = icmp eq i32 %84, %59
  br i1 %85, label %143, label %86

86:                                               ; preds = %83
  %87 = load i32, ptr %25, align 4, !tbaa !6
  %88 = icmp eq i32 %87, %59
  br i1 %88, label %143, label %89

89:                                               ; preds = %86
  %90 = load i32, ptr %26, align 4, !tbaa !6
  %91 = icmp eq i32 %90, %59
  br i1 %91, label %143, label %92

92:                                               ; preds = %89
  %93 = load i32, ptr %27, align 4, !tbaa !6
  %94 = icmp eq i32 %93, %59
  br i1 %94, label %143, label %95

95:                                               ; preds = %92
  %96 = load i32, ptr %28, align 4, !tbaa !6
  %97 = icmp eq i32 %96, %59
  br i1 %97, label %143, label %98

98:                                               ; preds = %95
  %99 = load i32, ptr %29, align 4, !tbaa !6
  %100 = icmp eq i32 %99, %59
  br i1 %100, label %143, label %101

101:                                              ; preds = %98
  %102 = load i32, ptr %30, align 4, !tbaa !6
  %103 = icmp eq i32 %102, %59
  br i1 %103, label %143, label %104

104:                                              ; preds = %101
  %105 = load i32, ptr %31, align 4, !tbaa !6
  %106 = icmp eq i32 %105, %59
  br i1 %106, label %143, label %107

107:                                              ; preds = %104
  %108 = load i32, ptr %32, align 4, !tbaa !6
  %109 = icmp eq i32 %108, %59
  br i1 %109, label %143, label %110

110:                                              ; preds = %107
  %111 = load i32, ptr %41, align 4, !tbaa !6
  %112 = icmp eq i32 %111, %59
  br i1 %112, label %143, label %116

113:                                              ; preds = %58
  %114 = load i32, ptr %16, align 4, !tbaa !6
  %115 = icmp eq i32 %114, %59
  br i1 %115, label %143, label %62

116:                                              ; preds = %110
  %117 = load i32, ptr %43, align 4, !tbaa !6
  %118 = icmp eq i32 %117, %59
  br i1 %118, label %143, label %119

119:                                              ; preds = %116
  %120 = load i32, ptr %45, align 4, !tbaa !6
  %121 = icmp eq i32 %120, %59
  br i1 %121, label %143, label %122

122:                                              ; preds = %119
  %123 = load i32, ptr %47, align 4, !tbaa !6
  %124 = icmp eq i32 %123, %59
  br i1 %124, label %143, label %125

125:                                              ; preds = %122
  %126 = load i32, ptr %48, align 4, !tbaa !6
  %127 = icmp eq i32 %126, %59
  br i1 %127, label %143, label %128

128:                                              ; preds = %125
  %129 = load i32, ptr %49, align 4, !tbaa !6
  %130 = icmp eq i32 %129, %59
  br i1 %130, label %143, label %131

131:                                              ; preds = %128
  %132 = load i32, ptr %51, align 4, !tbaa !6
  %133 = icmp eq i32 %132, %59
  br i1 %133, label %143, label %134

134:                                              ; preds = %131
  %135 = load i32, ptr %52, align 4, !tbaa !6
  %136 = icmp eq i32 %135, %59
  br i1 %136, label %143, label %137

137:                                              ; preds = %134
  %138 = load i32, ptr %53, align 4, !tbaa !6
  %139 = icmp eq i32 %138, %59
  br i1 %139, label %143, label %140

140:                                              ; preds = %137
  store i32 %59, ptr %11, align 4, !tbaa !6
  %141 = tail call fastcc i32 @solve(i32 noundef %54)
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %143, label %147

143:                                              ; preds = %110, %116, %119, %122, %125, %128, %131, %134, %137, %58, %113, %62, %65, %68, %71, %74, %77, %80, %83, %86, %89, %92, %95, %98, %101, %104, %107, %140
  %144 = add nuw nsw i32 %59, 1
  %145 = icmp eq i32 %144, 10
  br i1 %145, label %146, label %58, !llvm.loop !13

146:                                              ; preds = %143
  store i32 0, ptr %11, align 4, !tbaa !6
  br label %147

147:                                              ; preds = %55, %140, %1, %146
  %148 = phi i32 [ 0, %146 ], [ 1, %1 ], [ 1, %140 ], [ 1, %55 ]
  ret i32 %148
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
  %15 = load i32, ptr %11, align 4, !tbaa !6
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
