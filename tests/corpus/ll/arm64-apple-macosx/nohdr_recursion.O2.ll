; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [34 x i8] c"fib(25) = %d fib_memo(90) = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,5) = %u ack(3,5) = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"binom(24,12) = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"partitions(50) = %lld\0A\00", align 1
@__const.main.s = private unnamed_addr constant [7 x i8] c"aabbcd\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"distinct perms = %d hash = %u\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@perm_hash = internal unnamed_addr global i32 0, align 4
@memo = internal unnamed_addr global [100 x i64] zeroinitializer, align 8

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i8], align 1
  %2 = tail call fastcc i32 @fib(i32 noundef 25)
  %3 = tail call fastcc i64 @fib_memo(i32 noundef 90)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %3)
  %5 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 5)
  %6 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %6)
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef 0)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8, i32 noundef 32)
  %10 = tail call fastcc i32 @hofstadter_f(i32 noundef 1)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef 32)
  %12 = tail call fastcc i32 @hofstadter_f(i32 noundef 2)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12, i32 noundef 32)
  %14 = tail call fastcc i32 @hofstadter_f(i32 noundef 3)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef 32)
  %16 = tail call fastcc i32 @hofstadter_f(i32 noundef 4)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16, i32 noundef 32)
  %18 = tail call fastcc i32 @hofstadter_f(i32 noundef 5)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef 32)
  %20 = tail call fastcc i32 @hofstadter_f(i32 noundef 6)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20, i32 noundef 32)
  %22 = tail call fastcc i32 @hofstadter_f(i32 noundef 7)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef 32)
  %24 = tail call fastcc i32 @hofstadter_f(i32 noundef 8)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i32 noundef 32)
  %26 = tail call fastcc i32 @hofstadter_f(i32 noundef 9)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26, i32 noundef 32)
  %28 = tail call fastcc i32 @hofstadter_f(i32 noundef 10)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28, i32 noundef 32)
  %30 = tail call fastcc i32 @hofstadter_f(i32 noundef 11)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %30, i32 noundef 32)
  %32 = tail call fastcc i32 @hofstadter_f(i32 noundef 12)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef 32)
  %34 = tail call fastcc i32 @hofstadter_f(i32 noundef 13)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef 32)
  %36 = tail call fastcc i32 @hofstadter_f(i32 noundef 14)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36, i32 noundef 10)
  %38 = tail call fastcc i32 @hofstadter_m(i32 noundef 0)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38, i32 noundef 32)
  %40 = tail call fastcc i32 @hofstadter_m(i32 noundef 1)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40, i32 noundef 32)
  %42 = tail call fastcc i32 @hofstadter_m(i32 noundef 2)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42, i32 noundef 32)
  %44 = tail call fastcc i32 @hofstadter_m(i32 noundef 3)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44, i32 noundef 32)
  %46 = tail call fastcc i32 @hofstadter_m(i32 noundef 4)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef 32)
  %48 = tail call fastcc i32 @hofstadter_m(i32 noundef 5)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48, i32 noundef 32)
  %50 = tail call fastcc i32 @hofstadter_m(i32 noundef 6)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50, i32 noundef 32)
  %52 = tail call fastcc i32 @hofstadter_m(i32 noundef 7)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef 32)
  %54 = tail call fastcc i32 @hofstadter_m(i32 noundef 8)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef 32)
  %56 = tail call fastcc i32 @hofstadter_m(i32 noundef 9)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56, i32 noundef 32)
  %58 = tail call fastcc i32 @hofstadter_m(i32 noundef 10)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58, i32 noundef 32)
  %60 = tail call fastcc i32 @hofstadter_m(i32 noundef 11)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef 32)
  %62 = tail call fastcc i32 @hofstadter_m(i32 noundef 12)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef 32)
  %64 = tail call fastcc i32 @hofstadter_m(i32 noundef 13)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64, i32 noundef 32)
  %66 = tail call fastcc i32 @hofstadter_m(i32 noundef 14)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %66, i32 noundef 10)
  %68 = tail call fastcc i64 @binom(i32 noundef 24, i32 noundef 12)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %68)
  %70 = tail call fastcc i64 @partitions(i32 noundef 50, i32 noundef 50)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %70)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %1, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s, i64 7, i1 false)
  call fastcc void @perms(ptr noundef nonnull %1, i32 noundef 0)
  %72 = load i32, ptr @perm_count, align 4, !tbaa !5
  %73 = load i32, ptr @perm_hash, align 4, !tbaa !5
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72, i32 noundef %73)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable(sync)
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync)
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  br label %10

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1
  %14 = tail call fastcc i64 @fib_memo(i32 noundef %13)
  %15 = add nsw i32 %0, -2
  %16 = tail call fastcc i64 @fib_memo(i32 noundef %15)
  %17 = add nsw i64 %16, %14
  store i64 %17, ptr %7, align 8, !tbaa !9
  br label %10
}

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable(sync)
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable(sync)
define internal fastcc i32 @hofstadter_f(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @hofstadter_f(i32 noundef %6)
  %8 = tail call fastcc i32 @hofstadter_m(i32 noundef %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable(sync)
define internal fastcc i32 @hofstadter_m(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @hofstadter_m(i32 noundef %6)
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable(sync)
define internal fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i64 @binom(i32 noundef %11, i32 noundef %7)
  %13 = add nsw i64 %12, %10
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8

15:                                               ; preds = %8
  %16 = add nsw i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18
}

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable(sync)
define internal fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %15, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0)
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
  %10 = sub nsw i32 %0, %8
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8)
  %12 = add nsw i64 %11, %9
  %13 = add nsw i32 %8, -1
  %14 = icmp ugt i32 %8, 1
  br i1 %14, label %7, label %15, !llvm.loop !11

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ]
  ret i64 %16
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable(sync)
define internal fastcc void @perms(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #6 {
  %3 = icmp eq i32 %1, 6
  br i1 %3, label %13, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 6
  br i1 %5, label %6, label %147

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64
  %11 = getelementptr i8, ptr %0, i64 %10
  %12 = getelementptr i8, ptr %0, i64 %10
  br label %46

13:                                               ; preds = %2
  %14 = load i32, ptr @perm_count, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @perm_count, align 4, !tbaa !5
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !5
  %17 = mul i32 %16, 131
  %18 = load i8, ptr %0, align 1, !tbaa !13
  %19 = zext i8 %18 to i32
  %20 = add i32 %17, %19
  %21 = mul i32 %20, 131
  %22 = getelementptr inbounds i8, ptr %0, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !13
  %24 = zext i8 %23 to i32
  %25 = add i32 %21, %24
  %26 = mul i32 %25, 131
  %27 = getelementptr inbounds i8, ptr %0, i64 2
  %28 = load i8, ptr %27, align 1, !tbaa !13
  %29 = zext i8 %28 to i32
  %30 = add i32 %26, %29
  %31 = mul i32 %30, 131
  %32 = getelementptr inbounds i8, ptr %0, i64 3
  %33 = load i8, ptr %32, align 1, !tbaa !13
  %34 = zext i8 %33 to i32
  %35 = add i32 %31, %34
  %36 = mul i32 %35, 131
  %37 = getelementptr inbounds i8, ptr %0, i64 4
  %38 = load i8, ptr %37, align 1, !tbaa !13
  %39 = zext i8 %38 to i32
  %40 = add i32 %36, %39
  %41 = mul i32 %40, 131
  %42 = getelementptr inbounds i8, ptr %0, i64 5
  %43 = load i8, ptr %42, align 1, !tbaa !13
  %44 = zext i8 %43 to i32
  %45 = add i32 %41, %44
  store i32 %45, ptr @perm_hash, align 4, !tbaa !5
  br label %147

46:                                               ; preds = %6, %142
  %47 = phi i64 [ 0, %6 ], [ %146, %142 ]
  %48 = phi i64 [ %10, %6 ], [ %143, %142 ]
  %49 = icmp sgt i64 %48, %10
  br i1 %49, label %50, label %136

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 %48
  %52 = load i8, ptr %51, align 1, !tbaa !13
  %53 = icmp ult i64 %47, 8
  br i1 %53, label %97, label %54

54:                                               ; preds = %50
  %55 = icmp ult i64 %47, 64
  br i1 %55, label %100, label %56

56:                                               ; preds = %54
  %57 = and i64 %47, -64
  %58 = insertelement <16 x i8> poison, i8 %52, i64 0
  %59 = shufflevector <16 x i8> %58, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %60

60:                                               ; preds = %60, %56
  %61 = phi i64 [ 0, %56 ], [ %82, %60 ]
  %62 = phi <16 x i1> [ zeroinitializer, %56 ], [ %78, %60 ]
  %63 = phi <16 x i1> [ zeroinitializer, %56 ], [ %79, %60 ]
  %64 = phi <16 x i1> [ zeroinitializer, %56 ], [ %80, %60 ]
  %65 = phi <16 x i1> [ zeroinitializer, %56 ], [ %81, %60 ]
  %66 = getelementptr i8, ptr %11, i64 %61
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = getelementptr inbounds i8, ptr %66, i64 32
  %69 = getelementptr inbounds i8, ptr %66, i64 48
  %70 = load <16 x i8>, ptr %66, align 1, !tbaa !13
  %71 = load <16 x i8>, ptr %67, align 1, !tbaa !13
  %72 = load <16 x i8>, ptr %68, align 1, !tbaa !13
  %73 = load <16 x i8>, ptr %69, align 1, !tbaa !13
  %74 = icmp eq <16 x i8> %70, %59
  %75 = icmp eq <16 x i8> %71, %59
  %76 = icmp eq <16 x i8> %72, %59
  %77 = icmp eq <16 x i8> %73, %59
  %78 = or <16 x i1> %62, %74
  %79 = or <16 x i1> %63, %75
  %80 = or <16 x i1> %64, %76
  %81 = or <16 x i1> %65, %77
  %82 = add nuw i64 %61, 64
  %83 = icmp eq i64 %82, %57
  br i1 %83, label %84, label %60, !llvm.loop !14

84:                                               ; preds = %60
  %85 = or <16 x i1> %79, %78
  %86 = or <16 x i1> %80, %85
  %87 = or <16 x i1> %81, %86
  %88 = freeze <16 x i1> %87
  %89 = bitcast <16 x i1> %88 to i16
  %90 = icmp ne i16 %89, 0
  %91 = zext i1 %90 to i32
  %92 = icmp eq i64 %47, %57
  br i1 %92, label %124, label %93

93:                                               ; preds = %84
  %94 = add i64 %57, %10
  %95 = and i64 %47, 56
  %96 = icmp eq i64 %95, 0
  br i1 %96, label %97, label %100

97:                                               ; preds = %119, %50, %93
  %98 = phi i64 [ %10, %50 ], [ %94, %93 ], [ %104, %119 ]
  %99 = phi i32 [ 0, %50 ], [ %91, %93 ], [ %122, %119 ]
  br label %127

100:                                              ; preds = %54, %93
  %101 = phi i1 [ %90, %93 ], [ false, %54 ]
  %102 = phi i64 [ %57, %93 ], [ 0, %54 ]
  %103 = and i64 %47, -8
  %104 = add i64 %103, %10
  %105 = insertelement <8 x i1> poison, i1 %101, i64 0
  %106 = shufflevector <8 x i1> %105, <8 x i1> poison, <8 x i32> zeroinitializer
  %107 = insertelement <8 x i8> poison, i8 %52, i64 0
  %108 = shufflevector <8 x i8> %107, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %109

109:                                              ; preds = %109, %100
  %110 = phi i64 [ %102, %100 ], [ %117, %109 ]
  %111 = phi <8 x i1> [ %106, %100 ], [ %116, %109 ]
  %112 = getelementptr i8, ptr %12, i64 %110
  %113 = load <8 x i8>, ptr %112, align 1, !tbaa !13
  %114 = icmp eq <8 x i8> %113, %108
  %115 = or <8 x i1> %111, %114
  %116 = freeze <8 x i1> %115
  %117 = add nuw i64 %110, 8
  %118 = icmp eq i64 %117, %103
  br i1 %118, label %119, label %109, !llvm.loop !17

119:                                              ; preds = %109
  %120 = bitcast <8 x i1> %116 to i8
  %121 = icmp ne i8 %120, 0
  %122 = zext i1 %121 to i32
  %123 = icmp eq i64 %47, %103
  br i1 %123, label %124, label %97

124:                                              ; preds = %127, %119, %84
  %125 = phi i32 [ %91, %84 ], [ %122, %119 ], [ %133, %127 ]
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %136, label %142

127:                                              ; preds = %97, %127
  %128 = phi i64 [ %134, %127 ], [ %98, %97 ]
  %129 = phi i32 [ %133, %127 ], [ %99, %97 ]
  %130 = getelementptr inbounds i8, ptr %0, i64 %128
  %131 = load i8, ptr %130, align 1, !tbaa !13
  %132 = icmp eq i8 %131, %52
  %133 = select i1 %132, i32 1, i32 %129
  %134 = add nsw i64 %128, 1
  %135 = icmp eq i64 %134, %48
  br i1 %135, label %124, label %127, !llvm.loop !18

136:                                              ; preds = %46, %124
  %137 = load i8, ptr %8, align 1, !tbaa !13
  %138 = getelementptr inbounds i8, ptr %0, i64 %48
  %139 = load i8, ptr %138, align 1, !tbaa !13
  store i8 %139, ptr %8, align 1, !tbaa !13
  store i8 %137, ptr %138, align 1, !tbaa !13
  tail call fastcc void @perms(ptr noundef %0, i32 noundef %9)
  %140 = load i8, ptr %8, align 1, !tbaa !13
  %141 = load i8, ptr %138, align 1, !tbaa !13
  store i8 %141, ptr %8, align 1, !tbaa !13
  store i8 %140, ptr %138, align 1, !tbaa !13
  br label %142

142:                                              ; preds = %124, %136
  %143 = add nsw i64 %48, 1
  %144 = and i64 %143, 4294967295
  %145 = icmp eq i64 %144, 6
  %146 = add i64 %47, 1
  br i1 %145, label %147, label %46, !llvm.loop !19

147:                                              ; preds = %142, %4, %13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { nofree nosync nounwind ssp memory(none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !12, !15, !16}
!18 = distinct !{!18, !12, !16, !15}
!19 = distinct !{!19, !12}
