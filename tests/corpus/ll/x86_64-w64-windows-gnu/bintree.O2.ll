; ModuleID = 'tests/programs/bintree.c'
source_filename = "tests/programs/bintree.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  br label %7

2:                                                ; preds = %7
  tail call fastcc void @inorder(ptr noundef %14)
  %3 = load i32, ptr @inorder_n, align 4, !tbaa !5
  %4 = tail call fastcc i32 @height(ptr noundef %14)
  %5 = load i32, ptr @inorder_hash, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %6 = icmp eq ptr %14, null
  br label %18

7:                                                ; preds = %0, %7
  %8 = phi ptr [ null, %0 ], [ %14, %7 ]
  %9 = phi i32 [ 0, %0 ], [ %15, %7 ]
  %10 = phi i32 [ 2024, %0 ], [ %12, %7 ]
  %11 = mul i32 %10, 1664525
  %12 = add i32 %11, 1013904223
  %13 = urem i32 %12, 5000
  %14 = tail call fastcc ptr @insert(ptr noundef %8, i32 noundef %13)
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, 3000
  br i1 %16, label %2, label %7, !llvm.loop !9

17:                                               ; preds = %31
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %33)
  br label %94

18:                                               ; preds = %47, %2
  %19 = phi i32 [ 0, %2 ], [ %50, %47 ]
  %20 = phi i32 [ 0, %2 ], [ %49, %47 ]
  br i1 %6, label %31, label %21

21:                                               ; preds = %18, %25
  %22 = phi ptr [ %29, %25 ], [ %14, %18 ]
  %23 = load i32, ptr %22, align 8, !tbaa !11
  %24 = icmp eq i32 %23, %19
  br i1 %24, label %31, label %25

25:                                               ; preds = %21
  %26 = icmp sgt i32 %23, %19
  %27 = select i1 %26, i64 8, i64 16
  %28 = getelementptr inbounds i8, ptr %22, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %21, !llvm.loop !15

31:                                               ; preds = %21, %25, %18
  %32 = phi i32 [ 0, %18 ], [ 1, %21 ], [ 0, %25 ]
  %33 = add nuw nsw i32 %32, %20
  %34 = add nuw nsw i32 %19, 7
  %35 = icmp ult i32 %19, 4993
  br i1 %35, label %36, label %17, !llvm.loop !16

36:                                               ; preds = %31
  br i1 %6, label %47, label %37

37:                                               ; preds = %36, %41
  %38 = phi ptr [ %45, %41 ], [ %14, %36 ]
  %39 = load i32, ptr %38, align 8, !tbaa !11
  %40 = icmp eq i32 %39, %34
  br i1 %40, label %47, label %41

41:                                               ; preds = %37
  %42 = icmp sgt i32 %39, %34
  %43 = select i1 %42, i64 8, i64 16
  %44 = getelementptr inbounds i8, ptr %38, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !14
  %46 = icmp eq ptr %45, null
  br i1 %46, label %47, label %37, !llvm.loop !15

47:                                               ; preds = %37, %41, %36
  %48 = phi i32 [ 0, %36 ], [ 1, %37 ], [ 0, %41 ]
  %49 = add nuw nsw i32 %48, %33
  %50 = add nuw nsw i32 %19, 14
  br label %18

51:                                               ; preds = %94
  store i32 0, ptr @inorder_hash, align 4, !tbaa !5
  store i32 0, ptr @inorder_n, align 4, !tbaa !5
  tail call fastcc void @inorder(ptr noundef %97)
  %52 = load i32, ptr @inorder_n, align 4, !tbaa !5
  %53 = tail call fastcc i32 @height(ptr noundef %97)
  %54 = load i32, ptr @inorder_hash, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #13
  %55 = icmp eq ptr %97, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %51
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 0)
  br label %103

57:                                               ; preds = %51
  store ptr %97, ptr %1, align 16, !tbaa !14
  br label %58

58:                                               ; preds = %80, %57
  %59 = phi i32 [ 0, %57 ], [ %67, %80 ]
  %60 = phi i32 [ 1, %57 ], [ %81, %80 ]
  %61 = add nsw i32 %60, -1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %62
  %64 = load ptr, ptr %63, align 8, !tbaa !14
  %65 = mul i32 %59, 31
  %66 = load i32, ptr %64, align 8, !tbaa !11
  %67 = add i32 %66, %65
  %68 = getelementptr inbounds i8, ptr %64, i64 16
  %69 = load ptr, ptr %68, align 8, !tbaa !17
  %70 = icmp eq ptr %69, null
  %71 = select i1 %70, ptr %64, ptr %69
  store ptr %71, ptr %63, align 8
  %72 = select i1 %70, i32 %61, i32 %60
  %73 = getelementptr inbounds i8, ptr %64, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !18
  %75 = icmp eq ptr %74, null
  br i1 %75, label %80, label %76

76:                                               ; preds = %58
  %77 = add nsw i32 %72, 1
  %78 = sext i32 %72 to i64
  %79 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %78
  store ptr %74, ptr %79, align 8, !tbaa !14
  br label %80

80:                                               ; preds = %76, %58
  %81 = phi i32 [ %77, %76 ], [ %72, %58 ]
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %58, !llvm.loop !19

83:                                               ; preds = %80
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %67)
  br label %84

84:                                               ; preds = %83, %88
  %85 = phi ptr [ %92, %88 ], [ %97, %83 ]
  %86 = load i32, ptr %85, align 8, !tbaa !11
  %87 = icmp eq i32 %86, 4999
  br i1 %87, label %100, label %88

88:                                               ; preds = %84
  %89 = icmp sgt i32 %86, 4999
  %90 = select i1 %89, i64 8, i64 16
  %91 = getelementptr inbounds i8, ptr %85, i64 %90
  %92 = load ptr, ptr %91, align 8, !tbaa !14
  %93 = icmp eq ptr %92, null
  br i1 %93, label %103, label %84, !llvm.loop !15

94:                                               ; preds = %17, %94
  %95 = phi ptr [ %14, %17 ], [ %97, %94 ]
  %96 = phi i32 [ 0, %17 ], [ %98, %94 ]
  %97 = tail call fastcc ptr @delete_key(ptr noundef %95, i32 noundef %96)
  %98 = add nuw nsw i32 %96, 2
  %99 = icmp ult i32 %96, 4998
  br i1 %99, label %94, label %51, !llvm.loop !20

100:                                              ; preds = %84
  %101 = getelementptr inbounds i8, ptr %85, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !21
  br label %103

103:                                              ; preds = %88, %56, %100
  %104 = phi i32 [ %102, %100 ], [ -1, %56 ], [ -1, %88 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %104)
  tail call fastcc void @destroy(ptr noundef %97)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #14
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

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13
  %4 = load ptr, ptr %2, align 8, !tbaa !14
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret void
}

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
  tail call void @free(ptr noundef nonnull %0)
  br label %7

26:                                               ; preds = %19
  %27 = icmp eq ptr %24, null
  br i1 %27, label %28, label %29

28:                                               ; preds = %26
  tail call void @free(ptr noundef nonnull %0)
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
  tail call void @free(ptr noundef nonnull %0)
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
