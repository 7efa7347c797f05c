; ModuleID = 'tests/run/instrument_functions.c'
source_filename = "tests/run/instrument_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@events = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"%*senter %s\0A\00", align 1
@depth = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"%*sexit %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"results %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"events %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"leaf\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"twice\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"another\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local void @__cyg_profile_func_enter(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @events, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @events, align 4, !tbaa !5
  %5 = icmp eq ptr %1, null
  br i1 %5, label %20, label %6

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !tbaa !5
  %8 = shl nsw i32 %7, 1
  %9 = icmp eq ptr %0, @leaf
  br i1 %9, label %15, label %10

10:                                               ; preds = %6
  %11 = icmp eq ptr %0, @middle
  br i1 %11, label %15, label %12

12:                                               ; preds = %10
  %13 = icmp eq ptr %0, @twice
  %14 = select i1 %13, ptr @.str.7, ptr @.str.8
  br label %15

15:                                               ; preds = %6, %10, %12
  %16 = phi ptr [ @.str.5, %6 ], [ @.str.6, %10 ], [ %14, %12 ]
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, ptr noundef nonnull @.str.1, ptr noundef nonnull %16)
  %18 = load i32, ptr @depth, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @depth, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %2, %15
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @__cyg_profile_func_exit(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @events, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @events, align 4, !tbaa !5
  %5 = icmp eq ptr %1, null
  br i1 %5, label %19, label %6

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !tbaa !5
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr @depth, align 4, !tbaa !5
  %9 = shl nsw i32 %8, 1
  %10 = icmp eq ptr %0, @leaf
  br i1 %10, label %16, label %11

11:                                               ; preds = %6
  %12 = icmp eq ptr %0, @middle
  br i1 %12, label %16, label %13

13:                                               ; preds = %11
  %14 = icmp eq ptr %0, @twice
  %15 = select i1 %14, ptr @.str.7, ptr @.str.8
  br label %16

16:                                               ; preds = %6, %11, %13
  %17 = phi ptr [ @.str.5, %6 ], [ @.str.6, %11 ], [ %15, %13 ]
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9, ptr noundef nonnull @.str.1, ptr noundef nonnull %17)
  br label %19

19:                                               ; preds = %2, %16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @leaf(i32 noundef %0) #2 {
  %2 = mul nsw i32 %0, 3
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @middle(i32 noundef %0) #2 {
  %2 = icmp sgt i32 %0, 10
  %3 = tail call i32 @leaf(i32 noundef %0)
  br i1 %2, label %4, label %6

4:                                                ; preds = %1
  %5 = add nsw i32 %3, -1
  br label %8

6:                                                ; preds = %1
  %7 = tail call i32 @leaf(i32 noundef %3)
  br label %8

8:                                                ; preds = %6, %4
  %9 = phi i32 [ %5, %4 ], [ %7, %6 ]
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @twice(i32 noundef %0) #2 {
  %2 = tail call i32 @middle(i32 noundef %0)
  %3 = add nsw i32 %0, 20
  %4 = tail call i32 @middle(i32 noundef %3)
  %5 = add nsw i32 %4, %2
  ret i32 %5
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 @middle(i32 noundef 3)
  %2 = tail call i32 @middle(i32 noundef 20)
  %3 = tail call i32 @twice(i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = load i32, ptr @events, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %5)
  ret i32 0
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
