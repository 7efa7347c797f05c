; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [34 x i8] c"fib(25) = %d fib_memo(90) = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,5) = %u ack(3,5) = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"binom(24,12) = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"partitions(50) = %lld\0A\00", align 1
@__const.main.s = private unnamed_addr constant [7 x i8] c"aabbcd\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"distinct perms = %d hash = %u\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@perm_hash = internal unnamed_addr global i32 0, align 4
@memo = internal unnamed_addr global [100 x i64] zeroinitializer, align 16

; Function Attrs: nofree nounwind ssp uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @perms(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #6 {
  %3 = icmp eq i32 %1, 6
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 6
  br i1 %5, label %6, label %105

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64
  %11 = getelementptr i8, ptr %0, i64 %10
  br label %45

12:                                               ; preds = %2
  %13 = load i32, ptr @perm_count, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @perm_count, align 4, !tbaa !5
  %15 = load i32, ptr @perm_hash, align 4, !tbaa !5
  %16 = mul i32 %15, 131
  %17 = load i8, ptr %0, align 1, !tbaa !13
  %18 = zext i8 %17 to i32
  %19 = add i32 %16, %18
  %20 = mul i32 %19, 131
  %21 = getelementptr inbounds i8, ptr %0, i64 1
  %22 = load i8, ptr %21, align 1, !tbaa !13
  %23 = zext i8 %22 to i32
  %24 = add i32 %20, %23
  %25 = mul i32 %24, 131
  %26 = getelementptr inbounds i8, ptr %0, i64 2
  %27 = load i8, ptr %26, align 1, !tbaa !13
  %28 = zext i8 %27 to i32
  %29 = add i32 %25, %28
  %30 = mul i32 %29, 131
  %31 = getelementptr inbounds i8, ptr %0, i64 3
  %32 = load i8, ptr %31, align 1, !tbaa !13
  %33 = zext i8 %32 to i32
  %34 = add i32 %30, %33
  %35 = mul i32 %34, 131
  %36 = getelementptr inbounds i8, ptr %0, i64 4
  %37 = load i8, ptr %36, align 1, !tbaa !13
  %38 = zext i8 %37 to i32
  %39 = add i32 %35, %38
  %40 = mul i32 %39, 131
  %41 = getelementptr inbounds i8, ptr %0, i64 5
  %42 = load i8, ptr %41, align 1, !tbaa !13
  %43 = zext i8 %42 to i32
  %44 = add i32 %40, %43
  store i32 %44, ptr @perm_hash, align 4, !tbaa !5
  br label %105

45:                                               ; preds = %6, %100
  %46 = phi i64 [ 0, %6 ], [ %104, %100 ]
  %47 = phi i64 [ %10, %6 ], [ %101, %100 ]
  %48 = icmp sgt i64 %47, %10
  br i1 %48, label %49, label %94

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 %47
  %51 = load i8, ptr %50, align 1, !tbaa !13
  %52 = icmp ult i64 %46, 8
  br i1 %52, label %53, label %56

53:                                               ; preds = %75, %49
  %54 = phi i64 [ %10, %49 ], [ %58, %75 ]
  %55 = phi i32 [ 0, %49 ], [ %80, %75 ]
  br label %85

56:                                               ; preds = %49
  %57 = and i64 %46, -8
  %58 = add i64 %57, %10
  %59 = insertelement <4 x i8> poison, i8 %51, i64 0
  %60 = shufflevector <4 x i8> %59, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %61

61:                                               ; preds = %61, %56
  %62 = phi i64 [ 0, %56 ], [ %73, %61 ]
  %63 = phi <4 x i1> [ zeroinitializer, %56 ], [ %71, %61 ]
  %64 = phi <4 x i1> [ zeroinitializer, %56 ], [ %72, %61 ]
  %65 = getelementptr i8, ptr %11, i64 %62
  %66 = getelementptr inbounds i8, ptr %65, i64 4
  %67 = load <4 x i8>, ptr %65, align 1, !tbaa !13
  %68 = load <4 x i8>, ptr %66, align 1, !tbaa !13
  %69 = icmp eq <4 x i8> %67, %60
  %70 = icmp eq <4 x i8> %68, %60
  %71 = or <4 x i1> %63, %69
  %72 = or <4 x i1> %64, %70
  %73 = add nuw i64 %62, 8
  %74 = icmp eq i64 %73, %57
  br i1 %74, label %75, label %61, !llvm.loop !14

75:                                               ; preds = %61
  %76 = or <4 x i1> %72, %71
  %77 = freeze <4 x i1> %76
  %78 = bitcast <4 x i1> %77 to i4
  %79 = icmp ne i4 %78, 0
  %80 = zext i1 %79 to i32
  %81 = icmp eq i64 %46, %57
  br i1 %81, label %82, label %53

82:                                               ; preds = %85, %75
  %83 = phi i32 [ %80, %75 ], [ %91, %85 ]
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %94, label %100

85:                                               ; preds = %53, %85
  %86 = phi i64 [ %92, %85 ], [ %54, %53 ]
  %87 = phi i32 [ %91, %85 ], [ %55, %53 ]
  %88 = getelementptr inbounds i8, ptr %0, i64 %86
  %89 = load i8, ptr %88, align 1, !tbaa !13
  %90 = icmp eq i8 %89, %51
  %91 = select i1 %90, i32 1, i32 %87
  %92 = add nsw i64 %86, 1
  %93 = icmp eq i64 %92, %47
  br i1 %93, label %82, label %85, !llvm.loop !17

94:                                               ; preds = %45, %82
  %95 = load i8, ptr %8, align 1, !tbaa !13
  %96 = getelementptr inbounds i8, ptr %0, i64 %47
  %97 = load i8, ptr %96, align 1, !tbaa !13
  store i8 %97, ptr %8, align 1, !tbaa !13
  store i8 %95, ptr %96, align 1, !tbaa !13
  tail call fastcc void @perms(ptr noundef %0, i32 noundef %9)
  %98 = load i8, ptr %8, align 1, !tbaa !13
  %99 = load i8, ptr %96, align 1, !tbaa !13
  store i8 %99, ptr %8, align 1, !tbaa !13
  store i8 %98, ptr %96, align 1, !tbaa !13
  br label %100

100:                                              ; preds = %82, %94
  %101 = add nsw i64 %47, 1
  %102 = and i64 %101, 4294967295
  %103 = icmp eq i64 %102, 6
  %104 = add i64 %46, 1
  br i1 %103, label %105, label %45, !llvm.loop !18

105:                                              ; preds = %100, %4, %12
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind ssp memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
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
!17 = distinct !{!17, !12, !16, !15}
!18 = distinct !{!18, !12}
