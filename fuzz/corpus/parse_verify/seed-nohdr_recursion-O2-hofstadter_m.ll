source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
declare hidden fastcc i32 @hofstadter_f(i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i32 @hofstadter_m(i32 noundef %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %5, %1
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @hofstadter_m(i32 noundef %6)
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
