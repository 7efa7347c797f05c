; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
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
  %72 = load i32, ptr @perm_count, align 4, !tbaa !6
  %73 = load i32, ptr @perm_hash, align 4, !tbaa !6
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72, i32 noundef %73)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  br label %10

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !10
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
  store i64 %17, ptr %7, align 8, !tbaa !10
  br label %10
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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
  br i1 %14, label %7, label %15, !llvm.loop !12

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ]
  ret i64 %16
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @perms(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #6 {
  %3 = icmp eq i32 %1, 6
  br i1 %3, label %13, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 6
  br i1 %5, label %6, label %135

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64
  %11 = getelementptr i8, ptr %0, i64 %10
  %12 = getelementptr i8, ptr %0, i64 %10
  br label %46

13:                                               ; preds = %2
  %14 = load i32, ptr @perm_count, align 4, !tbaa !6
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @perm_count, align 4, !tbaa !6
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !6
  %17 = mul i32 %16, 131
  %18 = load i8, ptr %0, align 1, !tbaa !14
  %19 = zext i8 %18 to i32
  %20 = add i32 %17, %19
  %21 = mul i32 %20, 131
  %22 = getelementptr inbounds i8, ptr %0, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !14
  %24 = zext i8 %23 to i32
  %25 = add i32 %21, %24
  %26 = mul i32 %25, 131
  %27 = getelementptr inbounds i8, ptr %0, i64 2
  %28 = load i8, ptr %27, align 1, !tbaa !14
  %29 = zext i8 %28 to i32
  %30 = add i32 %26, %29
  %31 = mul i32 %30, 131
  %32 = getelementptr inbounds i8, ptr %0, i64 3
  %33 = load i8, ptr %32, align 1, !tbaa !14
  %34 = zext i8 %33 to i32
  %35 = add i32 %31, %34
  %36 = mul i32 %35, 131
  %37 = getelementptr inbounds i8, ptr %0, i64 4
  %38 = load i8, ptr %37, align 1, !tbaa !14
  %39 = zext i8 %38 to i32
  %40 = add i32 %36, %39
  %41 = mul i32 %40, 131
  %42 = getelementptr inbounds i8, ptr %0, i64 5
  %43 = load i8, ptr %42, align 1, !tbaa !14
  %44 = zext i8 %43 to i32
  %45 = add i32 %41, %44
  store i32 %45, ptr @perm_hash, align 4, !tbaa !6
  br label %135

46:                                               ; preds = %6, %130
  %47 = phi i64 [ 0, %6 ], [ %134, %130 ]
  %48 = phi i64 [ %10, %6 ], [ %131, %130 ]
  %49 = icmp sgt i64 %48, %10
  br i1 %49, label %50, label %124

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 %48
  %52 = load i8, ptr %51, align 1, !tbaa !14
  %53 = icmp ult i64 %47, 8
  br i1 %53, label %85, label %54

54:                                               ; preds = %50
  %55 = icmp ult i64 %47, 32
  br i1 %55, label %88, label %56

56:                                               ; preds = %54
  %57 = and i64 %47, -32
  %58 = insertelement <16 x i8> poison, i8 %52, i64 0
  %59 = shufflevector <16 x i8> %58, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %60

60:                                               ; preds = %60, %56
  %61 = phi i64 [ 0, %56 ], [ %72, %60 ]
  %62 = phi <16 x i1> [ zeroinitializer, %56 ], [ %70, %60 ]
  %63 = phi <16 x i1> [ zeroinitializer, %56 ], [ %71, %60 ]
  %64 = getelementptr i8, ptr %11, i64 %61
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load <16 x i8>, ptr %64, align 1, !tbaa !14
  %67 = load <16 x i8>, ptr %65, align 1, !tbaa !14
  %68 = icmp eq <16 x i8> %66, %59
  %69 = icmp eq <16 x i8> %67, %59
  %70 = or <16 x i1> %62, %68
  %71 = or <16 x i1> %63, %69
  %72 = add nuw i64 %61, 32
  %73 = icmp eq i64 %72, %57
  br i1 %73, label %74, label %60, !llvm.loop !15

74:                                               ; preds = %60
  %75 = or <16 x i1> %71, %70
  %76 = freeze <16 x i1> %75
  %77 = bitcast <16 x i1> %76 to i16
  %78 = icmp ne i16 %77, 0
  %79 = zext i1 %78 to i32
  %80 = icmp eq i64 %47, %57
  br i1 %80, label %112, label %81

81:                                               ; preds = %74
  %82 = add i64 %57, %10
  %83 = and i64 %47, 24
  %84 = icmp eq i64 %83, 0
  br i1 %84, label %85, label %88

85:                                               ; preds = %107, %50, %81
  %86 = phi i64 [ %10, %50 ], [ %82, %81 ], [ %92, %107 ]
  %87 = phi i32 [ 0, %50 ], [ %79, %81 ], [ %110, %107 ]
  br label %115

88:                                               ; preds = %54, %81
  %89 = phi i1 [ %78, %81 ], [ false, %54 ]
  %90 = phi i64 [ %57, %81 ], [ 0, %54 ]
  %91 = and i64 %47, -8
  %92 = add i64 %91, %10
  %93 = insertelement <8 x i1> poison, i1 %89, i64 0
  %94 = shufflevector <8 x i1> %93, <8 x i1> poison, <8 x i32> zeroinitializer
  %95 = insertelement <8 x i8> poison, i8 %52, i64 0
  %96 = shufflevector <8 x i8> %95, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %97

97:                                               ; preds = %97, %88
  %98 = phi i64 [ %90, %88 ], [ %105, %97 ]
  %99 = phi <8 x i1> [ %94, %88 ], [ %104, %97 ]
  %100 = getelementptr i8, ptr %12, i64 %98
  %101 = load <8 x i8>, ptr %100, align 1, !tbaa !14
  %102 = icmp eq <8 x i8> %101, %96
  %103 = or <8 x i1> %99, %102
  %104 = freeze <8 x i1> %103
  %105 = add nuw i64 %98, 8
  %106 = icmp eq i64 %105, %91
  br i1 %106, label %107, label %97, !llvm.loop !18

107:                                              ; preds = %97
  %108 = bitcast <8 x i1> %104 to i8
  %109 = icmp ne i8 %108, 0
  %110 = zext i1 %109 to i32
  %111 = icmp eq i64 %47, %91
  br i1 %111, label %112, label %85

112:                                              ; preds = %115, %107, %74
  %113 = phi i32 [ %79, %74 ], [ %110, %107 ], [ %121, %115 ]
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %124, label %130

115:                                              ; preds = %85, %115
  %116 = phi i64 [ %122, %115 ], [ %86, %85 ]
  %117 = phi i32 [ %121, %115 ], [ %87, %85 ]
  %118 = getelementptr inbounds i8, ptr %0, i64 %116
  %119 = load i8, ptr %118, align 1, !tbaa !14
  %120 = icmp eq i8 %119, %52
  %121 = select i1 %120, i32 1, i32 %117
  %122 = add nsw i64 %116, 1
  %123 = icmp eq i64 %122, %48
  br i1 %123, label %112, label %115, !llvm.loop !19

124:                                              ; preds = %46, %112
  %125 = load i8, ptr %8, align 1, !tbaa !14
  %126 = getelementptr inbounds i8, ptr %0, i64 %48
  %127 = load i8, ptr %126, align 1, !tbaa !14
  store i8 %127, ptr %8, align 1, !tbaa !14
  store i8 %125, ptr %126, align 1, !tbaa !14
  tail call fastcc void @perms(ptr noundef %0, i32 noundef %9)
  %128 = load i8, ptr %8, align 1, !tbaa !14
  %129 = load i8, ptr %126, align 1, !tbaa !14
  store i8 %129, ptr %8, align 1, !tbaa !14
  store i8 %128, ptr %126, align 1, !tbaa !14
  br label %130

130:                                              ; preds = %112, %124
  %131 = add nsw i64 %48, 1
  %132 = and i64 %131, 4294967295
  %133 = icmp eq i64 %132, 6
  %134 = add i64 %47, 1
  br i1 %133, label %135, label %46, !llvm.loop !20

135:                                              ; preds = %130, %4, %13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !13, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !13, !16, !17}
!19 = distinct !{!19, !13, !17, !16}
!20 = distinct !{!20, !13}
