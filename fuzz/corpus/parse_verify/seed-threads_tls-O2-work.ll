source_filename = "threads_tls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tls_counter = external hidden thread_local unnamed_addr global i32, align 4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #0

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define hidden fastcc i64 @work(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %3, i64 0
  %5 = insertelement <4 x i32> poison, i32 %0, i64 0
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %7

7:                                                ; preds = %20, %1
  %8 = phi i32 [ 0, %1 ], [ %28, %20 ]
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %29, %20 ]
  %10 = phi <4 x i32> [ %4, %1 ], [ %26, %20 ]
  %11 = phi <4 x i32> [ zeroinitializer, %1 ], [ %27, %20 ]
  %12 = xor <4 x i32> %9, %6
  %13 = xor <4 x i32> %9, %6
  %14 = and <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>
  %15 = and <4 x i32> %13, <i32 7, i32 7, i32 7, i32 7>
  %16 = xor <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>
  %17 = add <4 x i32> %10, %14
  %18 = add <4 x i32> %11, %16
  %19 = icmp eq i32 %8, 992
  br i1 %19, label %30, label %20, !llvm.loop !9

20:                                               ; preds = %7
  %21 = xor <4 x i32> %9, %6
  %22 = xor <4 x i32> %9, %6
  %23 = and <4 x i32> %21, <i32 7, i32 7, i32 7, i32 7>
  %24 = and <4 x i32> %22, <i32 7, i32 7, i32 7, i32 7>
  %25 = xor <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>
  %26 = add <4 x i32> %17, %23
  %27 = add <4 x i32> %18, %25
  %28 = add nuw nsw i32 %8, 16
  %29 = add <4 x i32> %9, <i32 16, i32 16, i32 16, i32 16>
  br label %7

30:                                               ; preds = %7
  %31 = add <4 x i32> %18, %17
  %32 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %31)
  %33 = sext i32 %0 to i64
  %34 = shl nsw i64 %33, 4
  %35 = mul nsw i64 %33, 15
  %36 = mul nsw i64 %33, 14
  %37 = mul nsw i64 %33, 13
  %38 = mul nsw i64 %33, 12
  %39 = mul nsw i64 %33, 11
  %40 = mul nsw i64 %33, 10
  %41 = mul nsw i64 %33, 9
  %42 = shl nsw i64 %33, 3
  %43 = mul nsw i64 %33, 7
  %44 = mul nsw i64 %33, 6
  %45 = mul nsw i64 %33, 5
  %46 = shl nsw i64 %33, 2
  %47 = mul nsw i64 %33, 3
  %48 = shl nsw i64 %33, 1
  store i32 %32, ptr %2, align 4, !tbaa !5
  %49 = sext i32 %32 to i64
  %50 = add nsw i64 %33, %49
  %51 = add nsw i64 %48, %50
  %52 = add nsw i64 %47, %51
  %53 = add nsw i64 %46, %52
  %54 = add nsw i64 %45, %53
  %55 = add nsw i64 %44, %54
  %56 = add nsw i64 %43, %55
  %57 = add nsw i64 %42, %56
  %58 = add nsw i64 %41, %57
  %59 = add nsw i64 %40, %58
  %60 = add nsw i64 %39, %59
  %61 = add nsw i64 %38, %60
  %62 = add nsw i64 %37, %61
  %63 = add nsw i64 %36, %62
  %64 = add nsw i64 %35, %63
  %65 = add nsw i64 %34, %64
  ret i64 %65
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
