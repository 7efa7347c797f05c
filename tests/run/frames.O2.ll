; ModuleID = 'tests/run/frames.c'
source_filename = "tests/run/frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local i64 @use(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i64 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = and i64 %1, 7
  %6 = icmp ult i64 %1, 8
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, 9223372036854775800
  br label %27

9:                                                ; preds = %27, %4
  %10 = phi i64 [ poison, %4 ], [ %69, %27 ]
  %11 = phi i64 [ 0, %4 ], [ %70, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %69, %27 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %22, %14 ], [ %11, %9 ]
  %16 = phi i64 [ %21, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %23, %14 ], [ 0, %9 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 %15
  %19 = load volatile i8, ptr %18, align 1, !tbaa !5
  %20 = sext i8 %19 to i64
  %21 = add nsw i64 %16, %20
  %22 = add nuw nsw i64 %15, 1
  %23 = add i64 %17, 1
  %24 = icmp eq i64 %23, %5
  br i1 %24, label %25, label %14, !llvm.loop !8

25:                                               ; preds = %9, %14, %2
  %26 = phi i64 [ 0, %2 ], [ %10, %9 ], [ %21, %14 ]
  ret i64 %26

27:                                               ; preds = %27, %7
  %28 = phi i64 [ 0, %7 ], [ %70, %27 ]
  %29 = phi i64 [ 0, %7 ], [ %69, %27 ]
  %30 = phi i64 [ 0, %7 ], [ %71, %27 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 %28
  %32 = load volatile i8, ptr %31, align 1, !tbaa !5
  %33 = sext i8 %32 to i64
  %34 = add nsw i64 %29, %33
  %35 = or disjoint i64 %28, 1
  %36 = getelementptr inbounds i8, ptr %0, i64 %35
  %37 = load volatile i8, ptr %36, align 1, !tbaa !5
  %38 = sext i8 %37 to i64
  %39 = add nsw i64 %34, %38
  %40 = or disjoint i64 %28, 2
  %41 = getelementptr inbounds i8, ptr %0, i64 %40
  %42 = load volatile i8, ptr %41, align 1, !tbaa !5
  %43 = sext i8 %42 to i64
  %44 = add nsw i64 %39, %43
  %45 = or disjoint i64 %28, 3
  %46 = getelementptr inbounds i8, ptr %0, i64 %45
  %47 = load volatile i8, ptr %46, align 1, !tbaa !5
  %48 = sext i8 %47 to i64
  %49 = add nsw i64 %44, %48
  %50 = or disjoint i64 %28, 4
  %51 = getelementptr inbounds i8, ptr %0, i64 %50
  %52 = load volatile i8, ptr %51, align 1, !tbaa !5
  %53 = sext i8 %52 to i64
  %54 = add nsw i64 %49, %53
  %55 = or disjoint i64 %28, 5
  %56 = getelementptr inbounds i8, ptr %0, i64 %55
  %57 = load volatile i8, ptr %56, align 1, !tbaa !5
  %58 = sext i8 %57 to i64
  %59 = add nsw i64 %54, %58
  %60 = or disjoint i64 %28, 6
  %61 = getelementptr inbounds i8, ptr %0, i64 %60
  %62 = load volatile i8, ptr %61, align 1, !tbaa !5
  %63 = sext i8 %62 to i64
  %64 = add nsw i64 %59, %63
  %65 = or disjoint i64 %28, 7
  %66 = getelementptr inbounds i8, ptr %0, i64 %65
  %67 = load volatile i8, ptr %66, align 1, !tbaa !5
  %68 = sext i8 %67 to i64
  %69 = add nsw i64 %64, %68
  %70 = add nuw nsw i64 %28, 8
  %71 = add i64 %30, 8
  %72 = icmp eq i64 %71, %8
  br i1 %72, label %9, label %27, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @f(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) local_unnamed_addr #2 {
  %9 = alloca [64 x i8], align 64
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #7
  %10 = zext i32 %0 to i64
  %11 = tail call ptr @llvm.stacksave.p0()
  %12 = alloca i8, i64 %10, align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %9, i8 1, i64 64, i1 false)
  %13 = sext i32 %0 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %12, i8 2, i64 %13, i1 false)
  %14 = call i64 @use(ptr noundef nonnull %9, i64 noundef 64)
  %15 = call i64 @use(ptr noundef nonnull %12, i64 noundef %13)
  %16 = mul nsw i64 %7, %6
  %17 = shl nsw i32 %0, 1
  %18 = zext i32 %17 to i64
  %19 = alloca i8, i64 %18, align 16
  %20 = sext i32 %17 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %19, i8 3, i64 %20, i1 false)
  %21 = call i64 @use(ptr noundef nonnull %19, i64 noundef %20)
  %22 = add i64 %2, %1
  %23 = add i64 %22, %3
  %24 = add i64 %23, %4
  %25 = add i64 %24, %5
  %26 = add i64 %25, %16
  %27 = add i64 %26, %14
  %28 = add i64 %27, %15
  %29 = add i64 %28, %21
  call void @llvm.stackrestore.p0(ptr %11)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #7
  ret i64 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = tail call i64 @f(i32 noundef 10, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7)
  %2 = tail call i64 @f(i32 noundef 100, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef %2)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
