; ModuleID = 'tests/programs/recursion.c'
source_filename = "tests/programs/recursion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [42 x i8] c"ackermann(2,3) = %d, ackermann(3,4) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fib(27) = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"is_even(1001) = %d, is_odd(777) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"hanoi moves = %d hash = %u\0A\00", align 1
@hanoi_moves = internal unnamed_addr global i32 0, align 4
@hanoi_hash = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [29 x i8] c"permutations = %d hash = %u\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@perm_hash = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"flood fill = %d\0A\00", align 1
@grid = internal global [8 x [13 x i8]] [[13 x i8] c"....#.......\00", [13 x i8] c".##.#.####..\00", [13 x i8] c".#..#....#..\00", [13 x i8] c".#.###.#.#..\00", [13 x i8] c".#.....#.#..\00", [13 x i8] c".#######.##.\00", [13 x i8] c"........#...\00", [13 x i8] c"#######.#...\00"], align 16
@.str.7 = private unnamed_addr constant [12 x i8] c"gcd = %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"digit sum = %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i8], align 8
  %2 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %3 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3)
  %4 = tail call fastcc i64 @fib(i32 noundef 27)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %4)
  br label %5

5:                                                ; preds = %7, %0
  %6 = phi i32 [ 1001, %0 ], [ %8, %7 ]
  switch i32 %6, label %7 [
    i32 0, label %10
    i32 1, label %9
  ]

7:                                                ; preds = %5
  %8 = add i32 %6, -2
  br label %5

9:                                                ; preds = %5
  br label %10

10:                                               ; preds = %5, %9
  %11 = phi i32 [ 0, %9 ], [ 1, %5 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %11, i32 noundef 1)
  tail call fastcc void @hanoi(i32 noundef 12, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %12 = load i32, ptr @hanoi_moves, align 4, !tbaa !5
  %13 = load i32, ptr @hanoi_hash, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %12, i32 noundef %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  store i64 29104508263162465, ptr %1, align 8
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #11
  %15 = trunc i64 %14 to i32
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0, i32 noundef %15)
  %16 = load i32, ptr @perm_count, align 4, !tbaa !5
  %17 = load i32, ptr @perm_hash, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %16, i32 noundef %17)
  %18 = tail call fastcc i32 @flood(i32 noundef 0, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %18)
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @grid)
  %20 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 13))
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 26))
  %22 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 39))
  %23 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 52))
  %24 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 65))
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 78))
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @grid, i64 91))
  br label %27

27:                                               ; preds = %10, %27
  %28 = phi i64 [ %30, %27 ], [ 9876543210, %10 ]
  %29 = phi i64 [ %28, %27 ], [ 1234567890123, %10 ]
  %30 = urem i64 %29, %28
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %27

32:                                               ; preds = %27
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i64 noundef %28)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 87)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11
  %4 = load ptr, ptr %2, align 8, !tbaa !9
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
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
  %16 = add nsw i32 %8, -1
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %8

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64
  %7 = add nsw i64 %4, %6
  ret i64 %7

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i64 @fib(i32 noundef %11)
  %13 = add nsw i32 %9, -2
  %14 = add nsw i64 %12, %10
  %15 = icmp ult i32 %9, 4
  br i1 %15, label %3, label %8
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %19, label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
  %10 = add nsw i32 %9, -1
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2)
  %11 = load i32, ptr @hanoi_moves, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @hanoi_moves, align 4, !tbaa !5
  %13 = load i32, ptr @hanoi_hash, align 4, !tbaa !5
  %14 = mul i32 %13, 7
  %15 = mul nuw nsw i32 %8, 3
  %16 = add nuw nsw i32 %15, %2
  %17 = add i32 %16, %14
  store i32 %17, ptr @hanoi_hash, align 4, !tbaa !5
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %19, label %6

19:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @permute(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp eq i32 %1, %2
  br i1 %4, label %11, label %5

5:                                                ; preds = %3
  %6 = icmp slt i32 %1, %2
  br i1 %6, label %7, label %81

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = add nsw i32 %1, 1
  br label %52

11:                                               ; preds = %3
  %12 = load i32, ptr @perm_count, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @perm_count, align 4, !tbaa !5
  %14 = icmp sgt i32 %1, 0
  br i1 %14, label %15, label %81

15:                                               ; preds = %11
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !5
  %17 = zext nneg i32 %1 to i64
  %18 = and i64 %17, 3
  %19 = icmp ult i32 %1, 4
  br i1 %19, label %62, label %20

20:                                               ; preds = %15
  %21 = and i64 %17, 2147483644
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %49, %22 ]
  %24 = phi i32 [ %16, %20 ], [ %48, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %50, %22 ]
  %26 = mul i32 %24, 31
  %27 = getelementptr inbounds i8, ptr %0, i64 %23
  %28 = load i8, ptr %27, align 1, !tbaa !11
  %29 = zext i8 %28 to i32
  %30 = add i32 %26, %29
  %31 = or disjoint i64 %23, 1
  %32 = mul i32 %30, 31
  %33 = getelementptr inbounds i8, ptr %0, i64 %31
  %34 = load i8, ptr %33, align 1, !tbaa !11
  %35 = zext i8 %34 to i32
  %36 = add i32 %32, %35
  %37 = or disjoint i64 %23, 2
  %38 = mul i32 %36, 31
  %39 = getelementptr inbounds i8, ptr %0, i64 %37
  %40 = load i8, ptr %39, align 1, !tbaa !11
  %41 = zext i8 %40 to i32
  %42 = add i32 %38, %41
  %43 = or disjoint i64 %23, 3
  %44 = mul i32 %42, 31
  %45 = getelementptr inbounds i8, ptr %0, i64 %43
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = add nuw nsw i64 %23, 4
  %50 = add i64 %25, 4
  %51 = icmp eq i64 %50, %21
  br i1 %51, label %62, label %22, !llvm.loop !12

52:                                               ; preds = %7, %52
  %53 = phi i64 [ %8, %7 ], [ %59, %52 ]
  %54 = load i8, ptr %9, align 1, !tbaa !11
  %55 = getelementptr inbounds i8, ptr %0, i64 %53
  %56 = load i8, ptr %55, align 1, !tbaa !11
  store i8 %56, ptr %9, align 1, !tbaa !11
  store i8 %54, ptr %55, align 1, !tbaa !11
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %10, i32 noundef %2)
  %57 = load i8, ptr %9, align 1, !tbaa !11
  %58 = load i8, ptr %55, align 1, !tbaa !11
  store i8 %58, ptr %9, align 1, !tbaa !11
  store i8 %57, ptr %55, align 1, !tbaa !11
  %59 = add nsw i64 %53, 1
  %60 = trunc i64 %59 to i32
  %61 = icmp eq i32 %60, %2
  br i1 %61, label %81, label %52, !llvm.loop !14

62:                                               ; preds = %22, %15
  %63 = phi i32 [ poison, %15 ], [ %48, %22 ]
  %64 = phi i64 [ 0, %15 ], [ %49, %22 ]
  %65 = phi i32 [ %16, %15 ], [ %48, %22 ]
  %66 = icmp eq i64 %18, 0
  br i1 %66, label %79, label %67

67:                                               ; preds = %62, %67
  %68 = phi i64 [ %76, %67 ], [ %64, %62 ]
  %69 = phi i32 [ %75, %67 ], [ %65, %62 ]
  %70 = phi i64 [ %77, %67 ], [ 0, %62 ]
  %71 = mul i32 %69, 31
  %72 = getelementptr inbounds i8, ptr %0, i64 %68
  %73 = load i8, ptr %72, align 1, !tbaa !11
  %74 = zext i8 %73 to i32
  %75 = add i32 %71, %74
  %76 = add nuw nsw i64 %68, 1
  %77 = add i64 %70, 1
  %78 = icmp eq i64 %77, %18
  br i1 %78, label %79, label %67, !llvm.loop !15

79:                                               ; preds = %67, %62
  %80 = phi i32 [ %63, %62 ], [ %75, %67 ]
  store i32 %80, ptr @perm_hash, align 4, !tbaa !5
  br label %81

81:                                               ; preds = %52, %5, %11, %79
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @flood(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext nneg i32 %0 to i64
  %4 = icmp ugt i32 %0, 7
  %5 = icmp ugt i32 %1, 11
  %6 = or i1 %4, %5
  br i1 %6, label %28, label %7

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %0, 1
  %9 = add nsw i32 %0, -1
  br label %10

10:                                               ; preds = %7, %17
  %11 = phi i32 [ %1, %7 ], [ %22, %17 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %17 ]
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %3, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %16 = icmp eq i8 %15, 46
  br i1 %16, label %17, label %28

17:                                               ; preds = %10
  store i8 111, ptr %14, align 1, !tbaa !11
  %18 = tail call fastcc i32 @flood(i32 noundef %8, i32 noundef %11)
  %19 = tail call fastcc i32 @flood(i32 noundef %9, i32 noundef %11)
  %20 = add nuw nsw i32 %11, 1
  %21 = tail call fastcc i32 @flood(i32 noundef %0, i32 noundef %20)
  %22 = add nsw i32 %11, -1
  %23 = add i32 %12, 1
  %24 = add i32 %23, %18
  %25 = add i32 %24, %19
  %26 = add i32 %25, %21
  %27 = icmp ugt i32 %22, 11
  br i1 %27, label %28, label %10

28:                                               ; preds = %10, %17, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %17 ], [ %12, %10 ]
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
