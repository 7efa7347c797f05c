; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%struct.big = type { [20 x i32] }

$"??_C@_0P@LBODGJNE@?$CFd?5?$CFlld?5?$CFd?5?$CFd?6?$AA@" = comdat any

@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@"??_C@_0P@LBODGJNE@?$CFd?5?$CFlld?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", comdat, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vmul(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i32>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load <8 x i32>, ptr %1, align 16
  %5 = load <8 x i32>, ptr %2, align 16
  %6 = mul <8 x i32> %5, %4
  %7 = shufflevector <8 x i32> %4, <8 x i32> %5, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %8 = add <8 x i32> %6, %7
  store <8 x i32> %8, ptr %0, align 16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef double @ld(double noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = fdiv double %0, %1
  %4 = tail call double @llvm.fabs.f64(double %0)
  %5 = fadd double %4, %3
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

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
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %52

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64
  %7 = icmp ult i32 %0, 13
  br i1 %7, label %8, label %12

8:                                                ; preds = %49, %12, %4
  %9 = phi i32 [ 0, %12 ], [ 0, %4 ], [ %27, %49 ]
  %10 = phi i32 [ 0, %12 ], [ 0, %4 ], [ %51, %49 ]
  %11 = phi ptr [ %5, %12 ], [ %5, %4 ], [ %29, %49 ]
  br label %54

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = add nsw i32 %0, -1
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 3
  %17 = or disjoint i64 %16, 4
  %18 = getelementptr i8, ptr %5, i64 %17
  %19 = icmp ult ptr %2, %18
  %20 = icmp ult ptr %5, %13
  %21 = and i1 %19, %20
  br i1 %21, label %8, label %22

22:                                               ; preds = %12
  %23 = and i64 %6, 7
  %24 = icmp eq i64 %23, 0
  %25 = select i1 %24, i64 8, i64 %23
  %26 = sub nsw i64 %6, %25
  %27 = trunc i64 %26 to i32
  %28 = shl nsw i64 %26, 3
  %29 = getelementptr i8, ptr %5, i64 %28
  %30 = getelementptr i8, ptr %5, i64 8
  br label %31

31:                                               ; preds = %31, %22
  %32 = phi i64 [ 0, %22 ], [ %47, %31 ]
  %33 = phi <4 x i32> [ zeroinitializer, %22 ], [ %45, %31 ]
  %34 = phi <4 x i32> [ zeroinitializer, %22 ], [ %46, %31 ]
  %35 = shl i64 %32, 3
  %36 = or disjoint i64 %35, 32
  %37 = or disjoint i64 %35, 56
  %38 = getelementptr i8, ptr %5, i64 %35
  %39 = getelementptr i8, ptr %5, i64 %36
  %40 = getelementptr i8, ptr %30, i64 %37
  %41 = load <8 x i32>, ptr %38, align 8
  %42 = load <8 x i32>, ptr %39, align 8
  %43 = shufflevector <8 x i32> %41, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %44 = shufflevector <8 x i32> %42, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %45 = add <4 x i32> %43, %33
  %46 = add <4 x i32> %44, %34
  %47 = add nuw i64 %32, 8
  %48 = icmp eq i64 %47, %26
  br i1 %48, label %49, label %31, !llvm.loop !3

49:                                               ; preds = %31
  store ptr %40, ptr %2, align 8, !alias.scope !7, !noalias !10
  %50 = add <4 x i32> %46, %45
  %51 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %50)
  br label %8

52:                                               ; preds = %54, %1
  %53 = phi i32 [ 0, %1 ], [ %60, %54 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret i32 %53

54:                                               ; preds = %8, %54
  %55 = phi i32 [ %61, %54 ], [ %9, %8 ]
  %56 = phi i32 [ %60, %54 ], [ %10, %8 ]
  %57 = phi ptr [ %58, %54 ], [ %11, %8 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr %58, ptr %2, align 8
  %59 = load i32, ptr %57, align 8
  %60 = add nsw i32 %59, %56
  %61 = add nuw nsw i32 %55, 1
  %62 = icmp eq i32 %61, %0
  br i1 %62, label %52, label %54, !llvm.loop !12
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
  %4 = load i32, ptr %3, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 4 dereferenceable(80) %1, i64 80, i1 false)
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
  %7 = tail call i32 @rec(i32 noundef %6) #14
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
  %2 = load i32, ptr %0, align 8
  %3 = and i32 %2, 7
  %4 = lshr i32 %2, 3
  %5 = and i32 %4, 8191
  %6 = add nuw nsw i32 %5, %3
  %7 = shl i32 %2, 9
  %8 = ashr i32 %7, 25
  %9 = add nsw i32 %6, %8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8
  %12 = trunc i64 %11 to i32
  %13 = add nsw i32 %9, %12
  %14 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %5)
  %15 = add nsw i32 %13, %14
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl(float noundef %0) local_unnamed_addr #10 {
  %2 = tail call float @sqrtf(float noundef %0) #15
  %3 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %4 = fadd float %3, %2
  ret float %4
}

; Function Attrs: nounwind
declare dso_local float @sqrtf(float noundef) local_unnamed_addr #10

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
  %1 = tail call i32 @rec(i32 noundef 10) #14
  %2 = add nsw i32 %1, 50
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %4 = load i32, ptr %3, align 4
  %5 = add nsw i32 %2, %4
  %6 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #14
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@LBODGJNE@?$CFd?5?$CFlld?5?$CFd?5?$CFd?6?$AA@", i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %6, i32 noundef %5) #15
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #10 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nobuiltin "no-builtins" }
attributes #15 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = distinct !{!3, !4, !5, !6}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!"llvm.loop.isvectorized", i32 1}
!6 = !{!"llvm.loop.unroll.runtime.disable"}
!7 = !{!8}
!8 = distinct !{!8, !9}
!9 = distinct !{!9, !"LVerDomain"}
!10 = !{!11}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !4, !5}
