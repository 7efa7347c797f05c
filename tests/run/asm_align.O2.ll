; ModuleID = 'tests/run/asm_align.c'
source_filename = "tests/run/asm_align.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"%d %d %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"aligned loops\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @tail_near(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add nsw i32 %0, 1
  %3 = tail call fastcc i32 @leaf(i32 noundef %2)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @leaf(i32 noundef %0) unnamed_addr #0 {
  %2 = mul nsw i32 %0, 3
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @tail_back(i64 noundef %0) local_unnamed_addr #0 {
  %2 = add nsw i64 %0, -7
  %3 = tail call fastcc i64 @other(i64 noundef %2)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @other(i64 noundef %0) unnamed_addr #0 {
  %2 = xor i64 %0, 23130
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 {
  tail call void asm sideeffect ".p2align 5", "~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !5
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %15, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %16, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %15, %8 ]
  tail call void asm sideeffect ".p2align 4\0A\09.balign 8", "~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !6
  %11 = getelementptr inbounds i32, ptr %0, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !7
  %13 = trunc nuw nsw i64 %9 to i32
  %14 = xor i32 %12, %13
  %15 = add nsw i32 %14, %10
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %8, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @count(ptr nocapture noundef readonly %0) local_unnamed_addr #1 {
  tail call void asm sideeffect ".align 64", "~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !13
  %2 = load i8, ptr %0, align 1, !tbaa !14
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %11, label %4

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %8, %4 ], [ 0, %1 ]
  %6 = phi ptr [ %7, %4 ], [ %0, %1 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = add nuw nsw i32 %5, 1
  %9 = load i8, ptr %7, align 1, !tbaa !14
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %4, !llvm.loop !15

11:                                               ; preds = %4, %1
  %12 = phi i32 [ 0, %1 ], [ %8, %4 ]
  ret i32 %12
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = alloca [100 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #5
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %12, %2 ]
  %5 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %3
  %6 = mul <4 x i32> %4, <i32 7, i32 7, i32 7, i32 7>
  %7 = mul <4 x i32> %4, <i32 7, i32 7, i32 7, i32 7>
  %8 = add <4 x i32> %6, <i32 -33, i32 -33, i32 -33, i32 -33>
  %9 = add <4 x i32> %7, <i32 -5, i32 -5, i32 -5, i32 -5>
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store <4 x i32> %8, ptr %5, align 16, !tbaa !7
  store <4 x i32> %9, ptr %10, align 16, !tbaa !7
  %11 = add nuw i64 %3, 8
  %12 = add <4 x i32> %4, <i32 8, i32 8, i32 8, i32 8>
  %13 = icmp eq i64 %11, 96
  br i1 %13, label %14, label %2, !llvm.loop !16

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %1, i64 384
  store i32 639, ptr %15, align 16, !tbaa !7
  %16 = getelementptr inbounds i8, ptr %1, i64 388
  store i32 646, ptr %16, align 4, !tbaa !7
  %17 = getelementptr inbounds i8, ptr %1, i64 392
  store i32 653, ptr %17, align 8, !tbaa !7
  %18 = getelementptr inbounds i8, ptr %1, i64 396
  store i32 660, ptr %18, align 4, !tbaa !7
  %19 = tail call i32 @tail_near(i32 noundef 5)
  %20 = tail call i32 @tail_near(i32 noundef -3)
  %21 = tail call i64 @tail_back(i64 noundef 100)
  %22 = tail call i64 @tail_back(i64 noundef -1)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef %20, i64 noundef %21, i64 noundef %22)
  %24 = call i32 @sum(ptr noundef nonnull %1, i32 noundef 100)
  %25 = tail call i32 @count(ptr noundef nonnull @.str.2)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %25)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 811}
!6 = !{i64 876, i64 889}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{i64 1039}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
