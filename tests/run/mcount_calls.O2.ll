; ModuleID = 'tests/run/mcount_calls.c'
source_filename = "tests/run/mcount_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@calls = internal global i32 0, align 4
@callers = internal global [64 x ptr] zeroinitializer, align 16
@.str = private unnamed_addr constant [70 x i8] c"sum %d, hook calls %d (main %d), from square %d, from sum_squares %d\0A\00", align 1

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @mcount() local_unnamed_addr #0 {
  %1 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %2 = icmp slt i32 %1, 64
  br i1 %2, label %3, label %8

3:                                                ; preds = %0
  %4 = tail call ptr @llvm.returnaddress(i32 0)
  %5 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %6
  store volatile ptr %4, ptr %7, align 8, !tbaa !10
  br label %8

8:                                                ; preds = %0, %3
  %9 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, ptr @calls, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @_mcount() local_unnamed_addr #0 {
  %1 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %2 = icmp slt i32 %1, 64
  br i1 %2, label %3, label %8

3:                                                ; preds = %0
  %4 = tail call ptr @llvm.returnaddress(i32 0)
  %5 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %6
  store volatile ptr %4, ptr %7, align 8, !tbaa !10
  br label %8

8:                                                ; preds = %0, %3
  %9 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, ptr @calls, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @square(i32 noundef %0) #2 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @sum_squares(i32 noundef %0) #3 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %3, label %5

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 0, %1 ], [ %9, %5 ]
  ret i32 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %10, %5 ], [ 1, %1 ]
  %7 = phi i32 [ %9, %5 ], [ 0, %1 ]
  %8 = tail call i32 @square(i32 noundef %6)
  %9 = add nsw i32 %8, %7
  %10 = add nuw i32 %6, 1
  %11 = icmp eq i32 %6, %0
  br i1 %11, label %3, label %5, !llvm.loop !12
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  %1 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %2 = tail call i32 @sum_squares(i32 noundef 5)
  %3 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %4 = icmp slt i32 %1, %3
  %5 = icmp slt i32 %1, 64
  %6 = and i1 %5, %4
  br i1 %6, label %7, label %9

7:                                                ; preds = %0
  %8 = sext i32 %1 to i64
  br label %15

9:                                                ; preds = %15, %0
  %10 = phi i32 [ 0, %0 ], [ %25, %15 ]
  %11 = phi i32 [ 0, %0 ], [ %31, %15 ]
  %12 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %13 = sub nsw i32 %12, %1
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %13, i32 noundef %1, i32 noundef %10, i32 noundef %11)
  ret i32 0

15:                                               ; preds = %7, %15
  %16 = phi i64 [ %8, %7 ], [ %32, %15 ]
  %17 = phi i32 [ 0, %7 ], [ %31, %15 ]
  %18 = phi i32 [ 0, %7 ], [ %25, %15 ]
  %19 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %16
  %20 = load volatile ptr, ptr %19, align 8, !tbaa !10
  %21 = icmp ugt ptr %20, @square
  %22 = icmp ult ptr %20, getelementptr inbounds (i8, ptr @square, i64 256)
  %23 = select i1 %21, i1 %22, i1 false
  %24 = zext i1 %23 to i32
  %25 = add nuw nsw i32 %18, %24
  %26 = load volatile ptr, ptr %19, align 8, !tbaa !10
  %27 = icmp ugt ptr %26, @sum_squares
  %28 = icmp ult ptr %26, getelementptr inbounds (i8, ptr @sum_squares, i64 256)
  %29 = select i1 %27, i1 %28, i1 false
  %30 = zext i1 %29 to i32
  %31 = add nuw nsw i32 %17, %30
  %32 = add nsw i64 %16, 1
  %33 = load volatile i32, ptr @calls, align 4, !tbaa !6
  %34 = sext i32 %33 to i64
  %35 = icmp slt i64 %32, %34
  %36 = icmp slt i64 %16, 63
  %37 = and i1 %36, %35
  br i1 %37, label %15, label %9, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "instrument-function-entry-inlined"="mcount" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "instrument-function-entry-inlined"="mcount" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="all" "instrument-function-entry-inlined"="mcount" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
