source_filename = "nohdr_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = external hidden global [600 x i32], align 16

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define hidden fastcc void @quicksort(i32 noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %51

4:                                                ; preds = %47, %2
  %5 = phi i32 [ %49, %47 ], [ %0, %2 ]
  %6 = phi i32 [ %48, %47 ], [ %1, %2 ]
  %7 = add nsw i32 %5, %6
  %8 = sdiv i32 %7, 2
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr @a, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %37, %4
  %13 = phi i32 [ %6, %4 ], [ %39, %37 ]
  %14 = phi i32 [ %5, %4 ], [ %38, %37 ]
  %15 = sext i32 %14 to i64
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ]
  %18 = getelementptr inbounds i32, ptr @a, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i64 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !9

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ]
  %26 = getelementptr inbounds i32, ptr @a, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, %11
  %29 = add nsw i64 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !11

30:                                               ; preds = %24
  %31 = trunc nsw i64 %17 to i32
  %32 = trunc nsw i64 %25 to i32
  %33 = icmp sgt i64 %17, %25
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  store i32 %27, ptr %18, align 4, !tbaa !5
  store i32 %19, ptr %26, align 4, !tbaa !5
  %35 = add nsw i32 %31, 1
  %36 = add nsw i32 %32, -1
  br label %37

37:                                               ; preds = %34, %30
  %38 = phi i32 [ %35, %34 ], [ %31, %30 ]
  %39 = phi i32 [ %36, %34 ], [ %32, %30 ]
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %12, !llvm.loop !12

41:                                               ; preds = %37
  %42 = sub nsw i32 %39, %5
  %43 = sub nsw i32 %6, %38
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %5, i32 noundef %39)
  br label %47

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %38, i32 noundef %6)
  br label %47

47:                                               ; preds = %46, %45
  %48 = phi i32 [ %6, %45 ], [ %39, %46 ]
  %49 = phi i32 [ %38, %45 ], [ %5, %46 ]
  %50 = icmp slt i32 %49, %48
  br i1 %50, label %4, label %51, !llvm.loop !13

51:                                               ; preds = %47, %2
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
