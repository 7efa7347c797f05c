source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@grid = external hidden global [8 x [13 x i8]], align 16

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define hidden fastcc i32 @flood(i32 noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = zext nneg i32 %0 to i64
  %4 = icmp ugt i32 %0, 7
  %5 = icmp ugt i32 %1, 11
  %6 = or i1 %4, %5
  br i1 %6, label %28, label %7

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %0, 1
  %9 = add nsw i32 %0, -1
  br label %10

10:                                               ; preds = %17, %7
  %11 = phi i32 [ %1, %7 ], [ %22, %17 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %17 ]
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %3, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !5
  %16 = icmp eq i8 %15, 46
  br i1 %16, label %17, label %28

17:                                               ; preds = %10
  store i8 111, ptr %14, align 1, !tbaa !5
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

28:                                               ; preds = %17, %10, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %17 ], [ %12, %10 ]
  ret i32 %29
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
