source_filename = "constructors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@init_log = external hidden unnamed_addr global [8 x i32], align 16
@init_count = external hidden unnamed_addr global i32, align 4
@table = external hidden unnamed_addr global [256 x i32], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define hidden void @init_early() #0 {
  %1 = load i32, ptr @init_count, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4, !tbaa !5
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 101, ptr %4, align 4, !tbaa !5
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %16, %5 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %17, %5 ]
  %8 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>
  %9 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>
  %10 = add <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %11 = add <4 x i32> %9, <i32 31, i32 31, i32 31, i32 31>
  %12 = and <4 x i32> %10, <i32 255, i32 255, i32 255, i32 255>
  %13 = and <4 x i32> %11, <i32 255, i32 255, i32 255, i32 255>
  %14 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %6
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store <4 x i32> %12, ptr %14, align 16, !tbaa !5
  store <4 x i32> %13, ptr %15, align 16, !tbaa !5
  %16 = add nuw i64 %6, 8
  %17 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %18 = icmp eq i64 %16, 256
  br i1 %18, label %19, label %5, !llvm.loop !9

19:                                               ; preds = %5
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
