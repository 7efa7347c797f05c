; ModuleID = 'tests/programs/threads_tls.c'
source_filename = "tests/programs/threads_tls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Job = type { i32, i64 }

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@tls_name = dso_local thread_local local_unnamed_addr global ptr @.str, align 8
@.str.2 = private unnamed_addr constant [20 x i8] c"job %d result %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1
@total = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [36 x i8] c"main tls_counter still %d, name %s\0A\00", align 1
@tls_counter = internal thread_local unnamed_addr global i32 100, align 4
@.str.5 = private unnamed_addr constant [18 x i8] c"main work = %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"tls_counter via pointer %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"worker\00", align 1
@str = private unnamed_addr constant [14 x i8] c"create failed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  %2 = alloca [4 x %struct.Job], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  store i32 1, ptr %2, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %3, align 8, !tbaa !11
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %2) #10
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %63, label %81, !llvm.loop !12

6:                                                ; preds = %75
  %7 = load i64, ptr %1, align 16, !tbaa !14
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #10
  %9 = load i64, ptr %66, align 8, !tbaa !14
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #10
  %11 = load i64, ptr %72, align 16, !tbaa !14
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #10
  %13 = load i64, ptr %78, align 8, !tbaa !14
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #10
  %15 = load i32, ptr %2, align 16, !tbaa !5
  %16 = load i64, ptr %3, align 8, !tbaa !11
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15, i64 noundef %16)
  %18 = load i32, ptr %64, align 16, !tbaa !5
  %19 = load i64, ptr %65, align 8, !tbaa !11
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i64 noundef %19)
  %21 = load i32, ptr %70, align 16, !tbaa !5
  %22 = load i64, ptr %71, align 8, !tbaa !11
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21, i64 noundef %22)
  %24 = load i32, ptr %76, align 16, !tbaa !5
  %25 = load i64, ptr %77, align 8, !tbaa !11
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i64 noundef %25)
  %27 = load atomic i64, ptr @total seq_cst, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %27)
  %29 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %30 = load i32, ptr %29, align 4, !tbaa !16
  %31 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name)
  %32 = load ptr, ptr %31, align 8, !tbaa !17
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, ptr noundef %32)
  %34 = load i32, ptr %29, align 4, !tbaa !16
  %35 = add nsw i32 %34, 5
  %36 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0
  br label %37

37:                                               ; preds = %48, %6
  %38 = phi i32 [ 0, %6 ], [ %54, %48 ]
  %39 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %55, %48 ]
  %40 = phi <4 x i32> [ %36, %6 ], [ %52, %48 ]
  %41 = phi <4 x i32> [ zeroinitializer, %6 ], [ %53, %48 ]
  %42 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>
  %43 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>
  %44 = xor <4 x i32> %43, <i32 4, i32 4, i32 4, i32 4>
  %45 = add <4 x i32> %40, %42
  %46 = add <4 x i32> %41, %44
  %47 = icmp eq i32 %38, 992
  br i1 %47, label %56, label %48, !llvm.loop !19

48:                                               ; preds = %37
  %49 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>
  %50 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>
  %51 = xor <4 x i32> %50, <i32 4, i32 4, i32 4, i32 4>
  %52 = add <4 x i32> %45, %49
  %53 = add <4 x i32> %46, %51
  %54 = add nuw nsw i32 %38, 16
  %55 = add <4 x i32> %39, <i32 16, i32 16, i32 16, i32 16>
  br label %37

56:                                               ; preds = %37
  %57 = add <4 x i32> %46, %45
  %58 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %57)
  store i32 %58, ptr %29, align 4, !tbaa !16
  %59 = sext i32 %58 to i64
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %59)
  %61 = load i32, ptr %29, align 4, !tbaa !16
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %61)
  br label %83

63:                                               ; preds = %0
  %64 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 2, ptr %64, align 16, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 0, ptr %65, align 8, !tbaa !11
  %66 = getelementptr inbounds i8, ptr %1, i64 8
  %67 = call i32 @pthread_create(ptr noundef nonnull %66, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %64) #10
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %81, !llvm.loop !12

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %2, i64 32
  store i32 3, ptr %70, align 16, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %2, i64 40
  store i64 0, ptr %71, align 8, !tbaa !11
  %72 = getelementptr inbounds i8, ptr %1, i64 16
  %73 = call i32 @pthread_create(ptr noundef nonnull %72, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %70) #10
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %81, !llvm.loop !12

75:                                               ; preds = %69
  %76 = getelementptr inbounds i8, ptr %2, i64 48
  store i32 4, ptr %76, align 16, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %2, i64 56
  store i64 0, ptr %77, align 8, !tbaa !11
  %78 = getelementptr inbounds i8, ptr %1, i64 24
  %79 = call i32 @pthread_create(ptr noundef nonnull %78, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %76) #10
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %6, label %81, !llvm.loop !12

81:                                               ; preds = %75, %69, %63, %0
  %82 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %83

83:                                               ; preds = %81, %56
  %84 = phi i32 [ 0, %56 ], [ 1, %81 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 %84
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @thread_main(ptr nocapture noundef %0) #3 {
  %2 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name)
  store ptr @.str.7, ptr %2, align 8, !tbaa !17
  %3 = load i32, ptr %0, align 8, !tbaa !5
  %4 = tail call fastcc i64 @work(i32 noundef %3)
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %4, ptr %5, align 8, !tbaa !11
  %6 = atomicrmw add ptr @total, i64 %4 seq_cst, align 8
  ret ptr null
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @work(i32 noundef %0) unnamed_addr #7 {
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %3 = load i32, ptr %2, align 4, !tbaa !16
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
  br i1 %19, label %30, label %20, !llvm.loop !22

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
  store i32 %32, ptr %2, align 4, !tbaa !16
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

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Job", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long long", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = distinct !{!19, !13, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !13, !20, !21}
