; ModuleID = 'tests/programs/nohdr_computed_goto.c'
source_filename = "tests/programs/nohdr_computed_goto.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 15, i32 6, i32 7, i32 3, i32 6, i32 0, i32 1, i32 2, i32 4, i32 4, i32 8, i32 10], align 16
@.str = private unnamed_addr constant [12 x i8] c"15! = %lld\0A\00", align 1
@__const.main.count = private unnamed_addr constant [9 x i32] [i32 0, i32 5, i32 9, i32 0, i32 1, i32 2, i32 4, i32 2, i32 10], align 16
@.str.1 = private unnamed_addr constant [25 x i8] c"countdown result = %lld\0A\00", align 1
@__const.main.sq = private unnamed_addr constant [18 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 5, i32 3, i32 6, i32 8, i32 6, i32 7, i32 1, i32 6, i32 8, i32 0, i32 0, i32 1, i32 10], align 16
@.str.2 = private unnamed_addr constant [18 x i8] c"program 3 = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"relative dispatch = %d\0A\00", align 1
@run.labels = internal unnamed_addr constant [11 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %14), ptr blockaddress(@run, %21), ptr blockaddress(@run, %28), ptr blockaddress(@run, %35), ptr blockaddress(@run, %47), ptr blockaddress(@run, %52), ptr blockaddress(@run, %57), ptr blockaddress(@run, %62), ptr blockaddress(@run, %65), ptr blockaddress(@run, %70)], align 16
@.str.4 = private unnamed_addr constant [8 x i8] c"  %lld\0A\00", align 1
@relative_dispatch.offsets = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %9) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %13) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32)], align 16

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.count)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.sq)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5)
  %7 = tail call fastcc i32 @relative_dispatch(i32 noundef 0)
  %8 = trunc nuw nsw i32 %7 to i16
  %9 = urem i16 %8, 7
  %10 = mul nuw nsw i16 %9, 10
  %11 = tail call fastcc i32 @relative_dispatch(i32 noundef 1)
  %12 = trunc nuw nsw i32 %11 to i16
  %13 = urem i16 %12, 7
  %14 = add nuw nsw i16 %10, %13
  %15 = mul nuw nsw i16 %14, 10
  %16 = tail call fastcc i32 @relative_dispatch(i32 noundef 2)
  %17 = trunc nuw nsw i32 %16 to i16
  %18 = urem i16 %17, 7
  %19 = add nuw nsw i16 %15, %18
  %20 = zext nneg i16 %19 to i32
  %21 = mul nuw nsw i32 %20, 10
  %22 = tail call fastcc i32 @relative_dispatch(i32 noundef 3)
  %23 = trunc nuw nsw i32 %22 to i16
  %24 = urem i16 %23, 7
  %25 = zext nneg i16 %24 to i32
  %26 = add nuw nsw i32 %21, %25
  %27 = mul nuw nsw i32 %26, 10
  %28 = tail call fastcc i32 @relative_dispatch(i32 noundef 4)
  %29 = trunc nuw nsw i32 %28 to i16
  %30 = urem i16 %29, 7
  %31 = zext nneg i16 %30 to i32
  %32 = add nuw nsw i32 %27, %31
  %33 = mul nuw nsw i32 %32, 10
  %34 = tail call fastcc i32 @relative_dispatch(i32 noundef 5)
  %35 = trunc nuw nsw i32 %34 to i16
  %36 = urem i16 %35, 7
  %37 = zext nneg i16 %36 to i32
  %38 = add nuw nsw i32 %33, %37
  %39 = mul nuw nsw i32 %38, 10
  %40 = tail call fastcc i32 @relative_dispatch(i32 noundef 6)
  %41 = trunc nuw nsw i32 %40 to i16
  %42 = urem i16 %41, 7
  %43 = zext nneg i16 %42 to i32
  %44 = add nuw nsw i32 %39, %43
  %45 = mul nuw nsw i32 %44, 10
  %46 = tail call fastcc i32 @relative_dispatch(i32 noundef 7)
  %47 = trunc nuw nsw i32 %46 to i16
  %48 = urem i16 %47, 7
  %49 = zext nneg i16 %48 to i32
  %50 = add nuw nsw i32 %45, %49
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %50)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind ssp uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #0 {
  %2 = alloca [64 x i64], align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  br label %73

4:                                                ; preds = %73
  %5 = getelementptr inbounds i8, ptr %75, i64 4
  %6 = load i32, ptr %75, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i8, ptr %76, i64 8
  store i64 %7, ptr %76, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %75, i64 8
  br label %10

10:                                               ; preds = %4, %14, %21, %28, %44, %47, %52, %57, %62, %65
  %11 = phi ptr [ %5, %4 ], [ %75, %14 ], [ %75, %21 ], [ %75, %28 ], [ %45, %44 ], [ %75, %47 ], [ %75, %52 ], [ %75, %57 ], [ %75, %62 ], [ %75, %65 ]
  %12 = phi ptr [ %9, %4 ], [ %20, %14 ], [ %27, %21 ], [ %34, %28 ], [ %46, %44 ], [ %51, %47 ], [ %56, %52 ], [ %61, %57 ], [ %64, %62 ], [ %69, %65 ]
  %13 = phi ptr [ %8, %4 ], [ %15, %14 ], [ %22, %21 ], [ %29, %28 ], [ %76, %44 ], [ %50, %47 ], [ %76, %52 ], [ %60, %57 ], [ %63, %62 ], [ %76, %65 ]
  br label %73

14:                                               ; preds = %73
  %15 = getelementptr inbounds i8, ptr %76, i64 -8
  %16 = load i64, ptr %15, align 8, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %76, i64 -16
  %18 = load i64, ptr %17, align 8, !tbaa !9
  %19 = add nsw i64 %18, %16
  store i64 %19, ptr %17, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

21:                                               ; preds = %73
  %22 = getelementptr inbounds i8, ptr %76, i64 -8
  %23 = load i64, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %76, i64 -16
  %25 = load i64, ptr %24, align 8, !tbaa !9
  %26 = sub nsw i64 %25, %23
  store i64 %26, ptr %24, align 8, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

28:                                               ; preds = %73
  %29 = getelementptr inbounds i8, ptr %76, i64 -8
  %30 = load i64, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %76, i64 -16
  %32 = load i64, ptr %31, align 8, !tbaa !9
  %33 = mul nsw i64 %32, %30
  store i64 %33, ptr %31, align 8, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

35:                                               ; preds = %73
  %36 = getelementptr inbounds i8, ptr %75, i64 4
  %37 = getelementptr inbounds i8, ptr %76, i64 -8
  %38 = load i64, ptr %37, align 8, !tbaa !9
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %44, label %40

40:                                               ; preds = %35
  %41 = load i32, ptr %75, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %0, i64 %42
  br label %44

44:                                               ; preds = %40, %35
  %45 = phi ptr [ %43, %40 ], [ %36, %35 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 4
  br label %10

47:                                               ; preds = %73
  %48 = getelementptr inbounds i8, ptr %76, i64 -8
  %49 = load i64, ptr %48, align 8, !tbaa !9
  store i64 %49, ptr %76, align 8, !tbaa !9
  %50 = getelementptr inbounds i8, ptr %76, i64 8
  %51 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

52:                                               ; preds = %73
  %53 = getelementptr inbounds i8, ptr %76, i64 -16
  %54 = load <2 x i64>, ptr %53, align 8, !tbaa !9
  %55 = shufflevector <2 x i64> %54, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %55, ptr %53, align 8, !tbaa !9
  %56 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

57:                                               ; preds = %73
  %58 = getelementptr inbounds i8, ptr %76, i64 -16
  %59 = load i64, ptr %58, align 8, !tbaa !9
  store i64 %59, ptr %76, align 8, !tbaa !9
  %60 = getelementptr inbounds i8, ptr %76, i64 8
  %61 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

62:                                               ; preds = %73
  %63 = getelementptr inbounds i8, ptr %76, i64 -8
  %64 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

65:                                               ; preds = %73
  %66 = getelementptr inbounds i8, ptr %76, i64 -8
  %67 = load i64, ptr %66, align 8, !tbaa !9
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %67)
  %69 = getelementptr inbounds i8, ptr %75, i64 4
  br label %10

70:                                               ; preds = %73
  %71 = getelementptr inbounds i8, ptr %76, i64 -8
  %72 = load i64, ptr %71, align 8, !tbaa !9
  ret i64 %72

73:                                               ; preds = %10, %1
  %74 = phi ptr [ %0, %1 ], [ %11, %10 ]
  %75 = phi ptr [ %3, %1 ], [ %12, %10 ]
  %76 = phi ptr [ %2, %1 ], [ %13, %10 ]
  %77 = load i32, ptr %74, align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %78
  %80 = load ptr, ptr %79, align 8, !tbaa !11
  indirectbr ptr %80, [label %4, label %14, label %21, label %28, label %35, label %47, label %52, label %57, label %62, label %65, label %70]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) uwtable
define internal fastcc range(i32 1000, 1112) i32 @relative_dispatch(i32 noundef %0) #2 {
  %2 = and i32 %0, 3
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds [4 x i32], ptr @relative_dispatch.offsets, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i8, ptr blockaddress(@relative_dispatch, %8), i64 %6
  indirectbr ptr %7, [label %8, label %13, label %9, label %11]

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %1
  %10 = phi i32 [ 1111, %8 ], [ 1110, %1 ]
  br label %11

11:                                               ; preds = %1, %9
  %12 = phi i32 [ %10, %9 ], [ 1100, %1 ]
  br label %13

13:                                               ; preds = %1, %11
  %14 = phi i32 [ %12, %11 ], [ 1000, %1 ]
  ret i32 %14
}

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
