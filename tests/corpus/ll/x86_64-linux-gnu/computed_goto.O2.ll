; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.prog = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 10, i32 3, i32 3, i32 2, i32 4, i32 8, i32 5, i32 4, i32 0, i32 0, i32 1, i32 9], align 16
@.str = private unnamed_addr constant [14 x i8] c"interp = %ld\0A\00", align 1
@__const.main.fact = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 0, i32 12, i32 3, i32 0, i32 0, i32 1, i32 4, i32 7, i32 9], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"stack prog = %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 8, i32 5, i32 6, i32 2, i32 0, i32 99, i32 1, i32 9], align 16
@.str.2 = private unnamed_addr constant [12 x i8] c"loop = %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"123\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"-45.67\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"0.5\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"99.9.9\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"sm(%s) = %d\0A\00", align 1
@interp.dispatch = internal unnamed_addr constant [10 x ptr] [ptr blockaddress(@interp, %6), ptr blockaddress(@interp, %18), ptr blockaddress(@interp, %29), ptr blockaddress(@interp, %40), ptr blockaddress(@interp, %49), ptr blockaddress(@interp, %59), ptr blockaddress(@interp, %66), ptr blockaddress(@interp, %80), ptr blockaddress(@interp, %83), ptr blockaddress(@interp, %92)], align 16
@.str.10 = private unnamed_addr constant [9 x i8] c"out %ld\0A\00", align 1
@state_machine.tbl = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@state_machine, %12), ptr blockaddress(@state_machine, %20), ptr blockaddress(@state_machine, %28), ptr blockaddress(@state_machine, %41)], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.prog, i32 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.fact, i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.loop, i32 noundef 1)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5)
  %7 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, i32 noundef %7)
  %9 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.4)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %9)
  %11 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.5)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %11)
  %13 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.6)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %13)
  %15 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.7)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.7, i32 noundef %15)
  %17 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.8)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %17)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [32 x i64], align 16
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = icmp eq i32 %1, 0
  br label %101

6:                                                ; preds = %101
  %7 = getelementptr inbounds i8, ptr %102, i64 4
  %8 = load i32, ptr %102, align 4, !tbaa !5
  %9 = sext i32 %8 to i64
  %10 = add nsw i32 %103, 1
  %11 = sext i32 %103 to i64
  %12 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %11
  store i64 %9, ptr %12, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %102, i64 8
  br label %14

14:                                               ; preds = %6, %18, %29, %40, %49, %59, %77, %80, %90
  %15 = phi ptr [ %13, %6 ], [ %28, %18 ], [ %39, %29 ], [ %48, %40 ], [ %58, %49 ], [ %65, %59 ], [ %79, %77 ], [ %82, %80 ], [ %91, %90 ]
  %16 = phi i32 [ %10, %6 ], [ %19, %18 ], [ %30, %29 ], [ %47, %40 ], [ %103, %49 ], [ %103, %59 ], [ %103, %77 ], [ %81, %80 ], [ %103, %90 ]
  %17 = phi ptr [ %7, %6 ], [ %102, %18 ], [ %102, %29 ], [ %102, %40 ], [ %102, %49 ], [ %102, %59 ], [ %78, %77 ], [ %102, %80 ], [ %102, %90 ]
  br label %101

18:                                               ; preds = %101
  %19 = add nsw i32 %103, -1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !9
  %23 = add nsw i32 %103, -2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !9
  %27 = add nsw i64 %26, %22
  store i64 %27, ptr %25, align 8, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %102, i64 4
  br label %14

29:                                               ; preds = %101
  %30 = add nsw i32 %103, -1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !9
  %34 = add nsw i32 %103, -2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8, !tbaa !9
  %38 = mul nsw i64 %37, %33
  store i64 %38, ptr %36, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %102, i64 4
  br label %14

40:                                               ; preds = %101
  %41 = add nsw i32 %103, -1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8, !tbaa !9
  %45 = sext i32 %103 to i64
  %46 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %45
  store i64 %44, ptr %46, align 8, !tbaa !9
  %47 = add nsw i32 %103, 1
  %48 = getelementptr inbounds i8, ptr %102, i64 4
  br label %14

49:                                               ; preds = %101
  %50 = add nsw i32 %103, -1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8, !tbaa !9
  %54 = add nsw i32 %103, -2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8, !tbaa !9
  store i64 %57, ptr %52, align 8, !tbaa !9
  store i64 %53, ptr %56, align 8, !tbaa !9
  %58 = getelementptr inbounds i8, ptr %102, i64 4
  br label %14

59:                                               ; preds = %101
  %60 = add nsw i32 %103, -1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !9
  %64 = add nsw i64 %63, -1
  store i64 %64, ptr %62, align 8, !tbaa !9
  %65 = getelementptr inbounds i8, ptr %102, i64 4
  br label %14

66:                                               ; preds = %101
  %67 = getelementptr inbounds i8, ptr %102, i64 4
  %68 = add nsw i32 %103, -1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !9
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %77, label %73

73:                                               ; preds = %66
  %74 = load i32, ptr %102, align 4, !tbaa !5
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %0, i64 %75
  br label %77

77:                                               ; preds = %73, %66
  %78 = phi ptr [ %76, %73 ], [ %67, %66 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 4
  br label %14

80:                                               ; preds = %101
  %81 = add nsw i32 %103, -1
  %82 = getelementptr inbounds i8, ptr %102, i64 4
  br label %14

83:                                               ; preds = %101
  br i1 %5, label %90, label %84

84:                                               ; preds = %83
  %85 = add nsw i32 %103, -1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %86
  %88 = load i64, ptr %87, align 8, !tbaa !9
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %88)
  br label %90

90:                                               ; preds = %84, %83
  %91 = getelementptr inbounds i8, ptr %102, i64 4
  br label %14

92:                                               ; preds = %101
  %93 = icmp eq i32 %103, 0
  br i1 %93, label %99, label %94

94:                                               ; preds = %92
  %95 = add nsw i32 %103, -1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8, !tbaa !9
  br label %99

99:                                               ; preds = %92, %94
  %100 = phi i64 [ %98, %94 ], [ -1, %92 ]
  ret i64 %100

101:                                              ; preds = %14, %2
  %102 = phi ptr [ %4, %2 ], [ %15, %14 ]
  %103 = phi i32 [ 0, %2 ], [ %16, %14 ]
  %104 = phi ptr [ %0, %2 ], [ %17, %14 ]
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %106
  %108 = load ptr, ptr %107, align 8, !tbaa !11
  indirectbr ptr %108, [label %6, label %18, label %29, label %40, label %49, label %59, label %66, label %80, label %83, label %92]
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @state_machine(ptr nocapture noundef readonly %0) #2 {
  br label %2

2:                                                ; preds = %34, %1
  %3 = phi ptr [ %0, %1 ], [ %37, %34 ]
  %4 = phi i32 [ 0, %1 ], [ %35, %34 ]
  %5 = phi i32 [ 0, %1 ], [ %36, %34 ]
  %6 = load i8, ptr %3, align 1, !tbaa !13
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %38, label %8

8:                                                ; preds = %2
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds [4 x ptr], ptr @state_machine.tbl, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !11
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

34:                                               ; preds = %28, %25, %17, %23, %15
  %35 = phi i32 [ 1, %15 ], [ %4, %23 ], [ %19, %17 ], [ %27, %25 ], [ %31, %28 ]
  %36 = phi i32 [ %16, %15 ], [ %24, %23 ], [ %5, %17 ], [ %5, %25 ], [ %33, %28 ]
  %37 = getelementptr inbounds i8, ptr %3, i64 1
  br label %2, !llvm.loop !14

38:                                               ; preds = %2
  %39 = icmp eq i32 %4, 3
  %40 = select i1 %39, i32 -1, i32 %5
  br label %41

41:                                               ; preds = %8, %38
  %42 = phi i32 [ %40, %38 ], [ -1, %8 ]
  ret i32 %42
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
