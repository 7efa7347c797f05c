; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.probes = private unnamed_addr constant [15 x i32] [i32 -1000000, i32 -77, i32 3, i32 4, i32 100, i32 1023, i32 1024, i32 4096, i32 65535, i32 65536, i32 100000, i32 123456789, i32 2147483647, i32 -2147483648, i32 0], align 16
@.str = private unnamed_addr constant [17 x i8] c"sparse(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"status %lld: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"Hello World, an Example sentence Of vowels!\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"vowel score = %d\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 4, i32 5, i32 999, i32 1000, i32 1002, i32 1003, i32 -559038737, i32 50000, i32 499, i32 501], align 16
@.str.5 = private unnamed_addr constant [12 x i8] c"mixed = %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Created\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"Moved\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"Server Error\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"Huge\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"Negative huge\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %16
  %2 = phi i64 [ 0, %0 ], [ %21, %16 ]
  %3 = phi i32 [ 0, %0 ], [ %20, %16 ]
  %4 = getelementptr inbounds [15 x i32], ptr @__const.main.probes, i64 0, i64 %2
  %5 = load i32, ptr %4, align 4, !tbaa !5
  switch i32 %5, label %15 [
    i32 -1000000, label %16
    i32 -77, label %6
    i32 3, label %7
    i32 100, label %8
    i32 1024, label %9
    i32 4096, label %10
    i32 65535, label %11
    i32 100000, label %12
    i32 123456789, label %13
    i32 2147483647, label %14
  ]

6:                                                ; preds = %1
  br label %16

7:                                                ; preds = %1
  br label %16

8:                                                ; preds = %1
  br label %16

9:                                                ; preds = %1
  br label %16

10:                                               ; preds = %1
  br label %16

11:                                               ; preds = %1
  br label %16

12:                                               ; preds = %1
  br label %16

13:                                               ; preds = %1
  br label %16

14:                                               ; preds = %1
  br label %16

15:                                               ; preds = %1
  br label %16

16:                                               ; preds = %1, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ 0, %15 ], [ 10, %14 ], [ 9, %13 ], [ 8, %12 ], [ 7, %11 ], [ 6, %10 ], [ 5, %9 ], [ 4, %8 ], [ 3, %7 ], [ 2, %6 ], [ 1, %1 ]
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %17)
  %19 = mul i32 %3, 11
  %20 = add i32 %17, %19
  %21 = add nuw nsw i64 %2, 1
  %22 = icmp eq i64 %21, 15
  br i1 %22, label %23, label %1, !llvm.loop !9

23:                                               ; preds = %16
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 200, ptr noundef nonnull @.str.6)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 204, ptr noundef nonnull @.str.8)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 404, ptr noundef nonnull @.str.10)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 500, ptr noundef nonnull @.str.11)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 302, ptr noundef nonnull @.str.14)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 4294967296, ptr noundef nonnull @.str.12)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -5000000000, ptr noundef nonnull @.str.13)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 201, ptr noundef nonnull @.str.7)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 301, ptr noundef nonnull @.str.9)
  br label %34

34:                                               ; preds = %23, %47
  %35 = phi i32 [ %49, %47 ], [ 0, %23 ]
  %36 = phi ptr [ %50, %47 ], [ @.str.3, %23 ]
  %37 = load i8, ptr %36, align 1, !tbaa !11
  switch i8 %37, label %46 [
    i8 0, label %38
    i8 97, label %47
    i8 65, label %47
    i8 101, label %40
    i8 69, label %40
    i8 105, label %41
    i8 73, label %41
    i8 111, label %42
    i8 79, label %42
    i8 117, label %43
    i8 85, label %43
    i8 32, label %44
    i8 33, label %45
  ]

38:                                               ; preds = %34
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %35)
  br label %53

40:                                               ; preds = %34, %34
  br label %47

41:                                               ; preds = %34, %34
  br label %47

42:                                               ; preds = %34, %34
  br label %47

43:                                               ; preds = %34, %34
  br label %47

44:                                               ; preds = %34
  br label %47

45:                                               ; preds = %34
  br label %47

46:                                               ; preds = %34
  br label %47

47:                                               ; preds = %34, %34, %40, %41, %42, %43, %44, %45, %46
  %48 = phi i32 [ -1, %46 ], [ 10, %45 ], [ 0, %44 ], [ 5, %43 ], [ 4, %42 ], [ 3, %41 ], [ 2, %40 ], [ 1, %34 ], [ 1, %34 ]
  %49 = add nsw i32 %48, %35
  %50 = getelementptr inbounds i8, ptr %36, i64 1
  br label %34, !llvm.loop !12

51:                                               ; preds = %70
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72)
  ret i32 0

53:                                               ; preds = %38, %70
  %54 = phi i64 [ 0, %38 ], [ %73, %70 ]
  %55 = phi i32 [ 0, %38 ], [ %72, %70 ]
  %56 = mul i32 %55, 7
  %57 = getelementptr inbounds [12 x i32], ptr @__const.main.xs, i64 0, i64 %54
  %58 = load i32, ptr %57, align 4, !tbaa !5
  switch i32 %58, label %64 [
    i32 1, label %59
    i32 2, label %59
    i32 3, label %59
    i32 4, label %59
    i32 1000, label %61
    i32 1001, label %61
    i32 1002, label %61
    i32 -559038737, label %70
    i32 50000, label %63
  ]

59:                                               ; preds = %53, %53, %53, %53
  %60 = mul nuw nsw i32 %58, 10
  br label %70

61:                                               ; preds = %53, %53, %53
  %62 = add nuw nsw i32 %58, 7
  br label %70

63:                                               ; preds = %53
  br label %70

64:                                               ; preds = %53
  %65 = lshr i64 3056, %54
  %66 = and i64 %65, 1
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %70, label %68

68:                                               ; preds = %64
  %69 = udiv i32 %58, 3
  br label %70

70:                                               ; preds = %53, %59, %61, %63, %64, %68
  %71 = phi i32 [ %69, %68 ], [ 5, %63 ], [ %62, %61 ], [ %60, %59 ], [ 42, %53 ], [ %58, %64 ]
  %72 = add i32 %71, %56
  %73 = add nuw nsw i64 %54, 1
  %74 = icmp eq i64 %73, 12
  br i1 %74, label %51, label %53, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
