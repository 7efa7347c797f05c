; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vmul(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i32>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load <8 x i32>, ptr %1, align 16, !tbaa !5
  %5 = load <8 x i32>, ptr %2, align 16, !tbaa !5
  %6 = mul <8 x i32> %5, %4
  %7 = shufflevector <8 x i32> %4, <8 x i32> %5, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %8 = add <8 x i32> %6, %7
  store <8 x i32> %8, ptr %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef fp128 @ld(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #1 {
  %3 = fdiv fp128 %0, %1
  %4 = tail call fp128 @llvm.fabs.f128(fp128 %0)
  %5 = fadd fp128 %4, %3
  ret fp128 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i128 @mul128(i128 noundef %0, i128 noundef %1) local_unnamed_addr #1 {
  %3 = mul nsw i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4
  %4 = load atomic i32, ptr %0 monotonic, align 4
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi i32 [ 0, %1 ], [ %32, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  ret i32 %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %33, %27 ]
  %15 = phi i32 [ 0, %4 ], [ %32, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8
  store i32 %19, ptr %6, align 8
  %20 = icmp ult i32 %13, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load i32, ptr %30, align 8, !tbaa !8
  %32 = add nsw i32 %31, %15
  %33 = add nuw nsw i32 %14, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %10, label %12, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 {
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 4 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #8 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call i32 @rec(i32 noundef %6) #13
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = load i64, ptr %0, align 8
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = and i32 %5, 8191
  %7 = shl i64 %2, 41
  %8 = ashr i64 %7, 57
  %9 = trunc nsw i64 %8 to i32
  %10 = lshr i64 %2, 23
  %11 = trunc i64 %10 to i32
  %12 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %6)
  %13 = add i32 %4, %11
  %14 = add i32 %13, %6
  %15 = add i32 %14, %9
  %16 = add nsw i32 %15, %12
  ret i32 %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #10 {
  %2 = tail call float @sqrtf(float noundef %0) #14
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %4 = fadd float %3, %2
  ret float %4
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %13

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = zext nneg i32 %4 to i33
  %6 = add nsw i32 %0, -2
  %7 = zext i32 %6 to i33
  %8 = mul i33 %5, %7
  %9 = lshr i33 %8, 1
  %10 = trunc nuw i33 %9 to i32
  %11 = add i32 %10, %0
  %12 = add i32 %11, -1
  br label %13

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %14
}

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #10 {
  %1 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #13
  %2 = tail call i32 @rec(i32 noundef 10) #13
  %3 = add nsw i32 %2, 50
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %5 = load i32, ptr %4, align 4, !tbaa !8
  %6 = add nsw i32 %3, %5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %1, i32 noundef %6) #14
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nosync nounwind memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+harden-sls-blr,+harden-sls-retbr,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nounwind }
attributes #13 = { nobuiltin "no-builtins" }
attributes #14 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 0, i64 80, !5}
