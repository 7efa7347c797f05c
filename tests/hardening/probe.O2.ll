; ModuleID = input
source_filename = "probe.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @use(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %36

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = udiv i64 %6, 997
  %8 = add nuw nsw i64 %7, 1
  %9 = and i64 %8, 7
  %10 = icmp ult i32 %1, 6980
  br i1 %10, label %20, label %11

11:                                               ; preds = %4
  %12 = and i64 %8, 72057594037927928
  %13 = getelementptr inbounds i8, ptr %0, i64 997
  %14 = getelementptr inbounds i8, ptr %0, i64 1994
  %15 = getelementptr inbounds i8, ptr %0, i64 2991
  %16 = getelementptr inbounds i8, ptr %0, i64 3988
  %17 = getelementptr inbounds i8, ptr %0, i64 4985
  %18 = getelementptr inbounds i8, ptr %0, i64 5982
  %19 = getelementptr inbounds i8, ptr %0, i64 6979
  br label %38

20:                                               ; preds = %38, %4
  %21 = phi i32 [ poison, %4 ], [ %73, %38 ]
  %22 = phi i64 [ 0, %4 ], [ %74, %38 ]
  %23 = phi i32 [ 0, %4 ], [ %73, %38 ]
  %24 = icmp eq i64 %9, 0
  br i1 %24, label %36, label %25

25:                                               ; preds = %20, %25
  %26 = phi i64 [ %33, %25 ], [ %22, %20 ]
  %27 = phi i32 [ %32, %25 ], [ %23, %20 ]
  %28 = phi i64 [ %34, %25 ], [ 0, %20 ]
  %29 = getelementptr inbounds i8, ptr %0, i64 %26
  %30 = load i8, ptr %29, align 1, !tbaa !6
  %31 = sext i8 %30 to i32
  %32 = add nsw i32 %27, %31
  %33 = add nuw nsw i64 %26, 997
  %34 = add i64 %28, 1
  %35 = icmp eq i64 %34, %9
  br i1 %35, label %36, label %25, !llvm.loop !9

36:                                               ; preds = %20, %25, %2
  %37 = phi i32 [ 0, %2 ], [ %21, %20 ], [ %32, %25 ]
  ret i32 %37

38:                                               ; preds = %38, %11
  %39 = phi i64 [ 0, %11 ], [ %74, %38 ]
  %40 = phi i32 [ 0, %11 ], [ %73, %38 ]
  %41 = phi i64 [ 0, %11 ], [ %75, %38 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 %39
  %43 = load i8, ptr %42, align 1, !tbaa !6
  %44 = sext i8 %43 to i32
  %45 = add nsw i32 %40, %44
  %46 = getelementptr inbounds i8, ptr %13, i64 %39
  %47 = load i8, ptr %46, align 1, !tbaa !6
  %48 = sext i8 %47 to i32
  %49 = add nsw i32 %45, %48
  %50 = getelementptr inbounds i8, ptr %14, i64 %39
  %51 = load i8, ptr %50, align 1, !tbaa !6
  %52 = sext i8 %51 to i32
  %53 = add nsw i32 %49, %52
  %54 = getelementptr inbounds i8, ptr %15, i64 %39
  %55 = load i8, ptr %54, align 1, !tbaa !6
  %56 = sext i8 %55 to i32
  %57 = add nsw i32 %53, %56
  %58 = getelementptr inbounds i8, ptr %16, i64 %39
  %59 = load i8, ptr %58, align 1, !tbaa !6
  %60 = sext i8 %59 to i32
  %61 = add nsw i32 %57, %60
  %62 = getelementptr inbounds i8, ptr %17, i64 %39
  %63 = load i8, ptr %62, align 1, !tbaa !6
  %64 = sext i8 %63 to i32
  %65 = add nsw i32 %61, %64
  %66 = getelementptr inbounds i8, ptr %18, i64 %39
  %67 = load i8, ptr %66, align 1, !tbaa !6
  %68 = sext i8 %67 to i32
  %69 = add nsw i32 %65, %68
  %70 = getelementptr inbounds i8, ptr %19, i64 %39
  %71 = load i8, ptr %70, align 1, !tbaa !6
  %72 = sext i8 %71 to i32
  %73 = add nsw i32 %69, %72
  %74 = add nuw nsw i64 %39, 7976
  %75 = add i64 %41, 8
  %76 = icmp eq i64 %75, %12
  br i1 %76, label %20, label %38, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @big(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [100000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 100000, ptr nonnull %2) #6
  %3 = trunc i32 %0 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100000) %2, i8 %3, i64 100000, i1 false)
  %4 = call i32 @use(ptr noundef nonnull %2, i32 noundef 100000)
  call void @llvm.lifetime.end.p0(i64 100000, ptr nonnull %2) #6
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @mid(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [20000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #6
  %3 = trunc i32 %0 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20000) %2, i8 %3, i64 20000, i1 false)
  %4 = call i32 @use(ptr noundef nonnull %2, i32 noundef 20000)
  %5 = add nsw i32 %0, 1
  %6 = tail call i32 @big(i32 noundef %5)
  %7 = add nsw i32 %6, %4
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %2) #6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @small(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [5000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 5000, ptr nonnull %2) #6
  %3 = trunc i32 %0 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(5000) %2, i8 %3, i64 5000, i1 false)
  %4 = call i32 @use(ptr noundef nonnull %2, i32 noundef 5000)
  %5 = add nsw i32 %0, 1
  %6 = tail call i32 @mid(i32 noundef %5)
  %7 = add nsw i32 %6, %4
  call void @llvm.lifetime.end.p0(i64 5000, ptr nonnull %2) #6
  ret i32 %7
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  %1 = tail call i32 @small(i32 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"probe-stack", !"inline-asm"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
