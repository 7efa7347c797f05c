source_filename = "nqueens_backtrack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define hidden fastcc i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
  %7 = icmp eq i32 %1, 0
  %8 = or i1 %6, %7
  br i1 %8, label %21, label %9

9:                                                ; preds = %9, %5
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
  %13 = getelementptr inbounds i8, ptr %11, i64 4
  %14 = add nsw i32 %12, -1
  %15 = load i32, ptr %11, align 4, !tbaa !5
  %16 = sub nsw i32 %2, %15
  %17 = tail call fastcc i32 @subset_count(ptr noundef nonnull %13, i32 noundef %14, i32 noundef %16)
  %18 = add nsw i32 %17, %10
  %19 = icmp eq i32 %14, 0
  %20 = or i1 %6, %19
  br i1 %20, label %21, label %9

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22
}

attributes #0 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
