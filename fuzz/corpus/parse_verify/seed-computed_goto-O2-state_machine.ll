source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@state_machine.tbl = external hidden unnamed_addr constant [4 x ptr], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden fastcc i32 @state_machine(ptr nocapture noundef readonly %0) #0 {
  br label %2

2:                                                ; preds = %34, %1
  %3 = phi ptr [ %0, %1 ], [ %37, %34 ]
  %4 = phi i32 [ 0, %1 ], [ %35, %34 ]
  %5 = phi i32 [ 0, %1 ], [ %36, %34 ]
  %6 = load i8, ptr %3, align 1, !tbaa !5
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %38, label %8

8:                                                ; preds = %2
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds [4 x ptr], ptr @state_machine.tbl, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !8
  indirectbr ptr %11, [label %12, label %20, label %28, label %41]

12:                                               ; preds = %8
  %13 = add i8 %6, -48
  %14 = icmp ult i8 %13, 10
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = add nsw i32 %5, 1
  br label %34

17:                                               ; preds = %12
  %18 = icmp eq i8 %6, 45
  %19 = select i1 %18, i32 1, i32 3
  br label %34

20:                                               ; preds = %8
  %21 = add i8 %6, -48
  %22 = icmp ult i8 %21, 10
  br i1 %22, label %23, label %25

23:                                               ; preds = %20
  %24 = add nsw i32 %5, 1
  br label %34

25:                                               ; preds = %20
  %26 = icmp eq i8 %6, 46
  %27 = select i1 %26, i32 2, i32 3
  br label %34

28:                                               ; preds = %8
  %29 = add i8 %6, -48
  %30 = icmp ult i8 %29, 10
  %31 = select i1 %30, i32 %4, i32 3
  %32 = zext i1 %30 to i32
  %33 = add nsw i32 %5, %32
  br label %34

34:                                               ; preds = %28, %25, %23, %17, %15
  %35 = phi i32 [ 1, %15 ], [ %4, %23 ], [ %19, %17 ], [ %27, %25 ], [ %31, %28 ]
  %36 = phi i32 [ %16, %15 ], [ %24, %23 ], [ %5, %17 ], [ %5, %25 ], [ %33, %28 ]
  %37 = getelementptr inbounds i8, ptr %3, i64 1
  br label %2, !llvm.loop !10

38:                                               ; preds = %2
  %39 = icmp eq i32 %4, 3
  %40 = select i1 %39, i32 -1, i32 %5
  br label %41

41:                                               ; preds = %38, %8
  %42 = phi i32 [ %40, %38 ], [ -1, %8 ]
  ret i32 %42
}

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
