; ModuleID = 'tests/programs/threads_tls.c'
source_filename = "tests/programs/threads_tls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [4 x i64], align 8
  %2 = alloca [4 x %struct.Job], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  store i32 1, ptr %2, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %3, align 8, !tbaa !12
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %2) #10
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %57, label %75, !llvm.loop !13

6:                                                ; preds = %69
  %7 = load i64, ptr %1, align 8, !tbaa !15
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #10
  %9 = load i64, ptr %60, align 8, !tbaa !15
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #10
  %11 = load i64, ptr %66, align 8, !tbaa !15
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #10
  %13 = load i64, ptr %72, align 8, !tbaa !15
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #10
  %15 = load i32, ptr %2, align 8, !tbaa !6
  %16 = load i64, ptr %3, align 8, !tbaa !12
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15, i64 noundef %16)
  %18 = load i32, ptr %58, align 8, !tbaa !6
  %19 = load i64, ptr %59, align 8, !tbaa !12
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i64 noundef %19)
  %21 = load i32, ptr %64, align 8, !tbaa !6
  %22 = load i64, ptr %65, align 8, !tbaa !12
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21, i64 noundef %22)
  %24 = load i32, ptr %70, align 8, !tbaa !6
  %25 = load i64, ptr %71, align 8, !tbaa !12
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i64 noundef %25)
  %27 = load atomic i64, ptr @total seq_cst, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %27)
  %29 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %30 = load i32, ptr %29, align 4, !tbaa !17
  %31 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name)
  %32 = load ptr, ptr %31, align 8, !tbaa !18
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, ptr noundef %32)
  %34 = load i32, ptr %29, align 4, !tbaa !17
  %35 = add nsw i32 %34, 5
  %36 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0
  br label %37

37:                                               ; preds = %37, %6
  %38 = phi i32 [ 0, %6 ], [ %47, %37 ]
  %39 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %48, %37 ]
  %40 = phi <4 x i32> [ %36, %6 ], [ %45, %37 ]
  %41 = phi <4 x i32> [ zeroinitializer, %6 ], [ %46, %37 ]
  %42 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>
  %43 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>
  %44 = xor <4 x i32> %43, <i32 4, i32 4, i32 4, i32 4>
  %45 = add <4 x i32> %40, %42
  %46 = add <4 x i32> %41, %44
  %47 = add nuw i32 %38, 8
  %48 = add <4 x i32> %39, <i32 8, i32 8, i32 8, i32 8>
  %49 = icmp eq i32 %47, 1000
  br i1 %49, label %50, label %37, !llvm.loop !20

50:                                               ; preds = %37
  %51 = add <4 x i32> %46, %45
  %52 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %51)
  store i32 %52, ptr %29, align 4, !tbaa !17
  %53 = sext i32 %52 to i64
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %53)
  %55 = load i32, ptr %29, align 4, !tbaa !17
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %55)
  br label %77

57:                                               ; preds = %0
  %58 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 2, ptr %58, align 8, !tbaa !6
  %59 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 0, ptr %59, align 8, !tbaa !12
  %60 = getelementptr inbounds i8, ptr %1, i64 8
  %61 = call i32 @pthread_create(ptr noundef nonnull %60, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %58) #10
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %75, !llvm.loop !13

63:                                               ; preds = %57
  %64 = getelementptr inbounds i8, ptr %2, i64 32
  store i32 3, ptr %64, align 8, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %2, i64 40
  store i64 0, ptr %65, align 8, !tbaa !12
  %66 = getelementptr inbounds i8, ptr %1, i64 16
  %67 = call i32 @pthread_create(ptr noundef nonnull %66, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %64) #10
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %75, !llvm.loop !13

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %2, i64 48
  store i32 4, ptr %70, align 8, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %2, i64 56
  store i64 0, ptr %71, align 8, !tbaa !12
  %72 = getelementptr inbounds i8, ptr %1, i64 24
  %73 = call i32 @pthread_create(ptr noundef nonnull %72, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %70) #10
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %6, label %75, !llvm.loop !13

75:                                               ; preds = %69, %63, %57, %0
  %76 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %77

77:                                               ; preds = %75, %50
  %78 = phi i32 [ 0, %50 ], [ 1, %75 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @thread_main(ptr nocapture noundef %0) #3 {
  %2 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name)
  store ptr @.str.7, ptr %2, align 8, !tbaa !18
  %3 = load i32, ptr %0, align 8, !tbaa !6
  %4 = tail call fastcc i64 @work(i32 noundef %3)
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %4, ptr %5, align 8, !tbaa !12
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
  %3 = load i32, ptr %2, align 4, !tbaa !17
  %4 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %3, i64 0
  %5 = insertelement <4 x i32> poison, i32 %0, i64 0
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %7

7:                                                ; preds = %7, %1
  %8 = phi i32 [ 0, %1 ], [ %19, %7 ]
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %20, %7 ]
  %10 = phi <4 x i32> [ %4, %1 ], [ %17, %7 ]
  %11 = phi <4 x i32> [ zeroinitializer, %1 ], [ %18, %7 ]
  %12 = xor <4 x i32> %9, %6
  %13 = xor <4 x i32> %9, %6
  %14 = and <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>
  %15 = and <4 x i32> %13, <i32 7, i32 7, i32 7, i32 7>
  %16 = xor <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>
  %17 = add <4 x i32> %10, %14
  %18 = add <4 x i32> %11, %16
  %19 = add nuw i32 %8, 8
  %20 = add <4 x i32> %9, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i32 %19, 1000
  br i1 %21, label %22, label %7, !llvm.loop !23

22:                                               ; preds = %7
  %23 = add <4 x i32> %18, %17
  %24 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %23)
  %25 = sext i32 %0 to i64
  %26 = shl nsw i64 %25, 4
  %27 = mul nsw i64 %25, 15
  %28 = mul nsw i64 %25, 14
  %29 = mul nsw i64 %25, 13
  %30 = mul nsw i64 %25, 12
  %31 = mul nsw i64 %25, 11
  %32 = mul nsw i64 %25, 10
  %33 = mul nsw i64 %25, 9
  %34 = shl nsw i64 %25, 3
  %35 = mul nsw i64 %25, 7
  %36 = mul nsw i64 %25, 6
  %37 = mul nsw i64 %25, 5
  %38 = shl nsw i64 %25, 2
  %39 = mul nsw i64 %25, 3
  %40 = shl nsw i64 %25, 1
  store i32 %24, ptr %2, align 4, !tbaa !17
  %41 = sext i32 %24 to i64
  %42 = add nsw i64 %25, %41
  %43 = add nsw i64 %40, %42
  %44 = add nsw i64 %39, %43
  %45 = add nsw i64 %38, %44
  %46 = add nsw i64 %37, %45
  %47 = add nsw i64 %36, %46
  %48 = add nsw i64 %35, %47
  %49 = add nsw i64 %34, %48
  %50 = add nsw i64 %33, %49
  %51 = add nsw i64 %32, %50
  %52 = add nsw i64 %31, %51
  %53 = add nsw i64 %30, %52
  %54 = add nsw i64 %29, %53
  %55 = add nsw i64 %28, %54
  %56 = add nsw i64 %27, %55
  %57 = add nsw i64 %26, %56
  ret i64 %57
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Job", !8, i64 0, !11, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long long", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !9, i64 0}
!17 = !{!8, !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !9, i64 0}
!20 = distinct !{!20, !14, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !14, !21, !22}
