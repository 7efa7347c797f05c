; ModuleID = 'tests/run/tailcall.c'
source_filename = "tests/run/tailcall.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local range(i64 0, 2) i64 @is_odd(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i64 %0, -1
  %5 = tail call i64 @is_even(i64 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i64 [ %5, %3 ], [ 0, %1 ]
  ret i64 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local range(i64 0, 2) i64 @is_even(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i64 %0, -1
  %5 = tail call i64 @is_odd(i64 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i64 [ %5, %3 ], [ 1, %1 ]
  ret i64 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @step(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = add nsw i64 %0, -1
  %4 = add nsw i64 %1, 3
  %5 = tail call i64 @count(i64 noundef %3, i64 noundef %4)
  ret i64 %5
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @count(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call i64 @step(i64 noundef %0, i64 noundef %1)
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ %1, %2 ]
  ret i64 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local double @fstep(i64 noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = add nsw i64 %0, -1
  %4 = fadd double %1, 5.000000e-01
  %5 = tail call double @fsum(i64 noundef %3, double noundef %4)
  ret double %5
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local double @fsum(i64 noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call double @fstep(i64 noundef %0, double noundef %1)
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi double [ %5, %4 ], [ %1, %2 ]
  ret double %7
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call i64 @is_even(i64 noundef 20000001)
  %2 = tail call i64 @is_odd(i64 noundef 20000001)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef %2)
  %4 = tail call i64 @count(i64 noundef 20000000, i64 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4)
  %6 = tail call double @fsum(i64 noundef 20000000, double noundef 0.000000e+00)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
