; ModuleID = 'tests/programs/bintree.c'
source_filename = "tests/programs/bintree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"nodes %d height %d hash %u\0A\00", align 1
@inorder_n = internal unnamed_addr global i32 0, align 4
@inorder_hash = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"hits %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"after delete: nodes %d height %d hash %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"preorder hash %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"find 4999: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x ptr], align 16
  br label %8

2:                                                ; preds = %8
  tail call fastcc void @inorder(ptr noundef %15)
  %3 = load i32, ptr @inorder_n, align 4, !tbaa !5
  %4 = tail call fastcc i32 @height(ptr noundef %15)
  %5 = load i32, ptr @inorder_hash, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = icmp eq ptr %15, null
  br label %20

8:                                                ; preds = %0, %8
  %9 = phi ptr [ null, %0 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %0 ], [ %16, %8 ]
  %11 = phi i32 [ 2024, %0 ], [ %13, %8 ]
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  %14 = urem i32 %13, 5000
  %15 = tail call fastcc ptr @insert(ptr noundef %9, i32 noundef %14)
  %16 = add nuw nsw i32 %10, 1
  %17 = icmp eq i32 %16, 3000
  br i1 %17, label %2, label %8, !llvm.loop !9

18:                                               ; preds = %33
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35)
  br label %99

20:                                               ; preds = %49, %2
  %21 = phi i32 [ 0, %2 ], [ %52, %49 ]
  %22 = phi i32 [ 0, %2 ], [ %51, %49 ]
  br i1 %7, label %33, label %23

23:                                               ; preds = %20, %27
  %24 = phi ptr [ %31, %27 ], [ %15, %20 ]
  %25 = load i32, ptr %24, align 8, !tbaa !11
  %26 = icmp eq i32 %25, %21
  br i1 %26, label %33, label %27

27:                                               ; preds = %23
  %28 = icmp sgt i32 %25, %21
  %29 = select i1 %28, i64 8, i64 16
  %30 = getelementptr inbounds i8, ptr %24, i64 %29
  %31 = load ptr, ptr %30, align 8, !tbaa !14
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %23, !llvm.loop !15

33:                                               ; preds = %23, %27, %20
  %34 = phi i32 [ 0, %20 ], [ 1, %23 ], [ 0, %27 ]
  %35 = add nuw nsw i32 %34, %22
  %36 = add nuw nsw i32 %21, 7
  %37 = icmp ult i32 %21, 4993
  br i1 %37, label %38, label %18, !llvm.loop !16

38:                                               ; preds = %33
  br i1 %7, label %49, label %39

39:                                               ; preds = %38, %43
  %40 = phi ptr [ %47, %43 ], [ %15, %38 ]
  %41 = load i32, ptr %40, align 8, !tbaa !11
  %42 = icmp eq i32 %41, %36
  br i1 %42, label %49, label %43

43:                                               ; preds = %39
  %44 = icmp sgt i32 %41, %36
  %45 = select i1 %44, i64 8, i64 16
  %46 = getelementptr inbounds i8, ptr %40, i64 %45
  %47 = load ptr, ptr %46, align 8, !tbaa !14
  %48 = icmp eq ptr %47, null
  br i1 %48, label %49, label %39, !llvm.loop !15

49:                                               ; preds = %39, %43, %38
  %50 = phi i32 [ 0, %38 ], [ 1, %39 ], [ 0, %43 ]
  %51 = add nuw nsw i32 %50, %35
  %52 = add nuw nsw i32 %21, 14
  br label %20

53:                                               ; preds = %99
  store i32 0, ptr @inorder_hash, align 4, !tbaa !5
  store i32 0, ptr @inorder_n, align 4, !tbaa !5
  tail call fastcc void @inorder(ptr noundef %102)
  %54 = load i32, ptr @inorder_n, align 4, !tbaa !5
  %55 = tail call fastcc i32 @height(ptr noundef %102)
  %56 = load i32, ptr @inorder_hash, align 4, !tbaa !5
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef %55, i32 noundef %56)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #10
  %58 = icmp eq ptr %102, null
  br i1 %58, label %59, label %61

59:                                               ; preds = %53
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  br label %108

61:                                               ; preds = %53
  store ptr %102, ptr %1, align 16, !tbaa !14
  br label %62

62:                                               ; preds = %84, %61
  %63 = phi i32 [ 0, %61 ], [ %71, %84 ]
  %64 = phi i32 [ 1, %61 ], [ %85, %84 ]
  %65 = add nsw i32 %64, -1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %66
  %68 = load ptr, ptr %67, align 8, !tbaa !14
  %69 = mul i32 %63, 31
  %70 = load i32, ptr %68, align 8, !tbaa !11
  %71 = add i32 %70, %69
  %72 = getelementptr inbounds i8, ptr %68, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !17
  %74 = icmp eq ptr %73, null
  %75 = select i1 %74, ptr %68, ptr %73
  store ptr %75, ptr %67, align 8
  %76 = select i1 %74, i32 %65, i32 %64
  %77 = getelementptr inbounds i8, ptr %68, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !18
  %79 = icmp eq ptr %78, null
  br i1 %79, label %84, label %80

80:                                               ; preds = %62
  %81 = add nsw i32 %76, 1
  %82 = sext i32 %76 to i64
  %83 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %82
  store ptr %78, ptr %83, align 8, !tbaa !14
  br label %84

84:                                               ; preds = %80, %62
  %85 = phi i32 [ %81, %80 ], [ %76, %62 ]
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %62, !llvm.loop !19

87:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71)
  br label %89

89:                                               ; preds = %87, %93
  %90 = phi ptr [ %97, %93 ], [ %102, %87 ]
  %91 = load i32, ptr %90, align 8, !tbaa !11
  %92 = icmp eq i32 %91, 4999
  br i1 %92, label %105, label %93

93:                                               ; preds = %89
  %94 = icmp sgt i32 %91, 4999
  %95 = select i1 %94, i64 8, i64 16
  %96 = getelementptr inbounds i8, ptr %90, i64 %95
  %97 = load ptr, ptr %96, align 8, !tbaa !14
  %98 = icmp eq ptr %97, null
  br i1 %98, label %108, label %89, !llvm.loop !15

99:                                               ; preds = %18, %99
  %100 = phi ptr [ %15, %18 ], [ %102, %99 ]
  %101 = phi i32 [ 0, %18 ], [ %103, %99 ]
  %102 = tail call fastcc ptr @delete_key(ptr noundef %100, i32 noundef %101)
  %103 = add nuw nsw i32 %101, 2
  %104 = icmp ult i32 %101, 4998
  br i1 %104, label %99, label %53, !llvm.loop !20

105:                                              ; preds = %89
  %106 = getelementptr inbounds i8, ptr %90, i64 4
  %107 = load i32, ptr %106, align 4, !tbaa !21
  br label %108

108:                                              ; preds = %93, %59, %105
  %109 = phi i32 [ %107, %105 ], [ -1, %59 ], [ -1, %93 ]
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %109)
  tail call fastcc void @destroy(ptr noundef %102)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11
  store i32 %1, ptr %5, align 8, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 1, ptr %6, align 4, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  br label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 8, !tbaa !11
  %10 = icmp sgt i32 %9, %1
  br i1 %10, label %13, label %17

11:                                               ; preds = %23, %4, %19, %13
  %12 = phi ptr [ %0, %13 ], [ %0, %19 ], [ %5, %4 ], [ %0, %23 ]
  ret ptr %12

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef %1)
  store ptr %16, ptr %14, align 8, !tbaa !18
  br label %11

17:                                               ; preds = %8
  %18 = icmp slt i32 %9, %1
  br i1 %18, label %19, label %23

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !17
  %22 = tail call fastcc ptr @insert(ptr noundef %21, i32 noundef %1)
  store ptr %22, ptr %20, align 8, !tbaa !17
  br label %11

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !21
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 4, !tbaa !21
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc void @inorder(ptr noundef readonly %0) unnamed_addr #3 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %17, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  tail call fastcc void @inorder(ptr noundef %6)
  %7 = load i32, ptr @inorder_hash, align 4, !tbaa !5
  %8 = mul i32 %7, 1000003
  %9 = load i32, ptr %4, align 8, !tbaa !11
  %10 = getelementptr inbounds i8, ptr %4, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !21
  %12 = mul i32 %11, %9
  %13 = add i32 %12, %8
  store i32 %13, ptr @inorder_hash, align 4, !tbaa !5
  %14 = load i32, ptr @inorder_n, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @inorder_n, align 4, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !17
  %18 = icmp eq ptr %17, null
  br i1 %18, label %19, label %3

19:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = tail call fastcc i32 @height(ptr noundef %7)
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !17
  %11 = tail call fastcc i32 @height(ptr noundef %10)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11)
  %13 = add nsw i32 %12, 1
  br label %3
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete_key(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !11
  %6 = icmp sgt i32 %5, %1
  br i1 %6, label %9, label %13

7:                                                ; preds = %2, %28, %25, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %21, %28 ], [ %24, %25 ], [ null, %2 ]
  ret ptr %8

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  %12 = tail call fastcc ptr @delete_key(ptr noundef %11, i32 noundef %1)
  store ptr %12, ptr %10, align 8, !tbaa !18
  br label %7

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1
  br i1 %14, label %15, label %19

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !17
  %18 = tail call fastcc ptr @delete_key(ptr noundef %17, i32 noundef %1)
  store ptr %18, ptr %16, align 8, !tbaa !17
  br label %7

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = icmp eq ptr %21, null
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !17
  br i1 %22, label %25, label %26

25:                                               ; preds = %19
  tail call void @free(ptr noundef nonnull %0) #10
  br label %7

26:                                               ; preds = %19
  %27 = icmp eq ptr %24, null
  br i1 %27, label %28, label %29

28:                                               ; preds = %26
  tail call void @free(ptr noundef nonnull %0) #10
  br label %7

29:                                               ; preds = %26, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %26 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !18
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %29, !llvm.loop !22

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %30, i64 4
  %36 = load <2 x i32>, ptr %30, align 8, !tbaa !5
  store <2 x i32> %36, ptr %0, align 8, !tbaa !5
  store i32 1, ptr %35, align 4, !tbaa !21
  %37 = extractelement <2 x i32> %36, i64 0
  %38 = tail call fastcc ptr @delete_key(ptr noundef nonnull %24, i32 noundef %37)
  store ptr %38, ptr %23, align 8, !tbaa !17
  br label %7
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  tail call fastcc void @destroy(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  tail call fastcc void @destroy(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #10
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !6, i64 0}
!12 = !{!"Tree", !6, i64 0, !6, i64 4, !13, i64 8, !13, i64 16}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!13, !13, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!12, !13, i64 16}
!18 = !{!12, !13, i64 8}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = !{!12, !6, i64 4}
!22 = distinct !{!22, !10}
