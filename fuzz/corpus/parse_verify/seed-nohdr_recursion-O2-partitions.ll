source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %15, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0)
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %7, %4
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
  %10 = sub nsw i32 %0, %8
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8)
  %12 = add nsw i64 %11, %9
  %13 = add nsw i32 %8, -1
  %14 = icmp ugt i32 %8, 1
  br i1 %14, label %7, label %15, !llvm.loop !5

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ]
  ret i64 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
