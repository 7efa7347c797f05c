source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@hanoi_moves = external hidden unnamed_addr global i32, align 4
@hanoi_hash = external hidden unnamed_addr global i32, align 4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define hidden fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %19, label %6

6:                                                ; preds = %6, %4
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

attributes #0 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
