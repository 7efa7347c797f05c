source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8

8:                                                ; preds = %8, %6
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

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
