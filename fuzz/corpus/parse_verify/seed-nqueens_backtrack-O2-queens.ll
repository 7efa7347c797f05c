source_filename = "nqueens_backtrack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
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

14:                                               ; preds = %14, %8
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
  br i1 %28, label %29, label %14, !llvm.loop !5

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ]
  ret i32 %30
}

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
