source_filename = "constructors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@init_log = external hidden unnamed_addr global [8 x i32], align 16
@init_count = external hidden unnamed_addr global i32, align 4
@table = external hidden unnamed_addr global [256 x i32], align 16
@.str.1 = external hidden unnamed_addr constant [22 x i8], align 1
@.str.2 = external hidden unnamed_addr constant [16 x i8], align 1
@.str.3 = external hidden unnamed_addr constant [20 x i8], align 1
@.str.6 = external hidden unnamed_addr constant [4 x i8], align 1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @bye1) #3
  %2 = tail call i32 @atexit(ptr noundef nonnull @bye2) #3
  %3 = load i32, ptr @init_count, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = load i32, ptr @init_count, align 4, !tbaa !5
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %30, label %7

7:                                                ; preds = %30, %0
  br label %8

8:                                                ; preds = %8, %7
  %9 = phi i64 [ %23, %8 ], [ 0, %7 ]
  %10 = phi <4 x i32> [ %21, %8 ], [ zeroinitializer, %7 ]
  %11 = phi <4 x i32> [ %22, %8 ], [ zeroinitializer, %7 ]
  %12 = phi <4 x i32> [ %24, %8 ], [ <i32 0, i32 1, i32 2, i32 3>, %7 ]
  %13 = getelementptr inbounds i32, ptr @table, i64 %9
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !5
  %16 = load <4 x i32>, ptr %14, align 16, !tbaa !5
  %17 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>
  %18 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>
  %19 = mul nsw <4 x i32> %15, %17
  %20 = mul nsw <4 x i32> %16, %18
  %21 = add <4 x i32> %19, %10
  %22 = add <4 x i32> %20, %11
  %23 = add nuw i64 %9, 8
  %24 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>
  %25 = icmp eq i64 %23, 256
  br i1 %25, label %26, label %8, !llvm.loop !9

26:                                               ; preds = %8
  %27 = add <4 x i32> %22, %21
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef 3, i32 noundef %28)
  ret i32 0

30:                                               ; preds = %30, %0
  %31 = phi i64 [ %36, %30 ], [ 0, %0 ]
  %32 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = trunc nuw nsw i64 %31 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef %33)
  %36 = add nuw nsw i64 %31, 1
  %37 = load i32, ptr @init_count, align 4, !tbaa !5
  %38 = sext i32 %37 to i64
  %39 = icmp slt i64 %36, %38
  br i1 %39, label %30, label %7, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare i32 @atexit(ptr noundef) local_unnamed_addr #0

; Function Attrs: nofree nounwind uwtable
declare hidden void @bye1() #1

; Function Attrs: nofree nounwind uwtable
declare hidden void @bye2() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
!13 = distinct !{!13, !10}
