; ModuleID = input
source_filename = "patchable_run.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__start___patchable_function_entries = external global [0 x ptr], align 8
@__stop___patchable_function_entries = external global [0 x ptr], align 8
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @f1(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @f2(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() #1 {
  %1 = icmp ult ptr @__start___patchable_function_entries, @__stop___patchable_function_entries
  br i1 %1, label %5, label %28

2:                                                ; preds = %25
  %3 = getelementptr inbounds i8, ptr %6, i64 8
  %4 = icmp ult ptr %3, @__stop___patchable_function_entries
  br i1 %4, label %5, label %28, !llvm.loop !5

5:                                                ; preds = %0, %2
  %6 = phi ptr [ %3, %2 ], [ @__start___patchable_function_entries, %0 ]
  %7 = phi i32 [ %18, %2 ], [ 0, %0 ]
  %8 = phi i32 [ %10, %2 ], [ 0, %0 ]
  %9 = load ptr, ptr %6, align 8, !tbaa !7
  %10 = add nuw nsw i32 %8, 1
  %11 = getelementptr inbounds i8, ptr %9, i64 2
  %12 = icmp eq ptr %11, @f1
  %13 = icmp eq ptr %11, @f2
  %14 = or i1 %12, %13
  %15 = icmp eq ptr %11, @main
  %16 = or i1 %15, %14
  %17 = zext i1 %16 to i32
  %18 = add nuw nsw i32 %7, %17
  %19 = load i8, ptr %9, align 1, !tbaa !11
  %20 = icmp eq i8 %19, -112
  br i1 %20, label %21, label %35

21:                                               ; preds = %5
  %22 = getelementptr inbounds i8, ptr %9, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !11
  %24 = icmp eq i8 %23, -112
  br i1 %24, label %25, label %35

25:                                               ; preds = %21
  %26 = load i8, ptr %11, align 1, !tbaa !11
  %27 = icmp eq i8 %26, 15
  br i1 %27, label %2, label %35

28:                                               ; preds = %2, %0
  %29 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %30 = phi i32 [ 0, %0 ], [ %18, %2 ]
  %31 = tail call i32 @f1(i32 noundef 3)
  %32 = tail call i32 @f2(i32 noundef 4)
  %33 = add nsw i32 %32, %31
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29, i32 noundef %30, i32 noundef %33)
  br label %35

35:                                               ; preds = %5, %21, %25, %28
  %36 = phi i32 [ 0, %28 ], [ 1, %25 ], [ 1, %21 ], [ 1, %5 ]
  ret i32 %36
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="2" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="2" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
