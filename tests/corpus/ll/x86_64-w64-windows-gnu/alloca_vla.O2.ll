; ModuleID = 'tests/programs/alloca_vla.c'
source_filename = "tests/programs/alloca_vla.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [15 x i8] c"vla hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"alloca sums = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"nested vla = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"aligned = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"recursive vla = %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4000 x i8], align 16
  br label %60

2:                                                ; preds = %60
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %64)
  %3 = tail call ptr @llvm.stacksave.p0()
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1)
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %12, %4 ]
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %2 ], [ %13, %4 ]
  %7 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>
  %8 = urem <4 x i32> %6, <i32 10, i32 10, i32 10, i32 10>
  %9 = urem <4 x i32> %7, <i32 10, i32 10, i32 10, i32 10>
  %10 = getelementptr inbounds i32, ptr %1, i64 %5
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  store <4 x i32> %8, ptr %10, align 16, !tbaa !5
  store <4 x i32> %9, ptr %11, align 16, !tbaa !5
  %12 = add nuw i64 %5, 8
  %13 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>
  %14 = icmp eq i64 %12, 1000
  br i1 %14, label %15, label %4, !llvm.loop !9

15:                                               ; preds = %4, %15
  %16 = phi i64 [ %53, %15 ], [ 0, %4 ]
  %17 = phi <4 x i32> [ %51, %15 ], [ zeroinitializer, %4 ]
  %18 = phi <4 x i32> [ %52, %15 ], [ zeroinitializer, %4 ]
  %19 = getelementptr inbounds i32, ptr %1, i64 %16
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <4 x i32>, ptr %19, align 16, !tbaa !5
  %22 = load <4 x i32>, ptr %20, align 16, !tbaa !5
  %23 = add <4 x i32> %21, %17
  %24 = add <4 x i32> %22, %18
  %25 = getelementptr inbounds i32, ptr %1, i64 %16
  %26 = getelementptr inbounds i8, ptr %25, i64 32
  %27 = getelementptr inbounds i8, ptr %25, i64 48
  %28 = load <4 x i32>, ptr %26, align 16, !tbaa !5
  %29 = load <4 x i32>, ptr %27, align 16, !tbaa !5
  %30 = add <4 x i32> %28, %23
  %31 = add <4 x i32> %29, %24
  %32 = getelementptr inbounds i32, ptr %1, i64 %16
  %33 = getelementptr inbounds i8, ptr %32, i64 64
  %34 = getelementptr inbounds i8, ptr %32, i64 80
  %35 = load <4 x i32>, ptr %33, align 16, !tbaa !5
  %36 = load <4 x i32>, ptr %34, align 16, !tbaa !5
  %37 = add <4 x i32> %35, %30
  %38 = add <4 x i32> %36, %31
  %39 = getelementptr inbounds i32, ptr %1, i64 %16
  %40 = getelementptr inbounds i8, ptr %39, i64 96
  %41 = getelementptr inbounds i8, ptr %39, i64 112
  %42 = load <4 x i32>, ptr %40, align 16, !tbaa !5
  %43 = load <4 x i32>, ptr %41, align 16, !tbaa !5
  %44 = add <4 x i32> %42, %37
  %45 = add <4 x i32> %43, %38
  %46 = getelementptr inbounds i32, ptr %1, i64 %16
  %47 = getelementptr inbounds i8, ptr %46, i64 128
  %48 = getelementptr inbounds i8, ptr %46, i64 144
  %49 = load <4 x i32>, ptr %47, align 16, !tbaa !5
  %50 = load <4 x i32>, ptr %48, align 16, !tbaa !5
  %51 = add <4 x i32> %49, %44
  %52 = add <4 x i32> %50, %45
  %53 = add nuw nsw i64 %16, 40
  %54 = icmp eq i64 %53, 1000
  br i1 %54, label %55, label %15, !llvm.loop !13

55:                                               ; preds = %15
  %56 = add <4 x i32> %52, %51
  %57 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %56)
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1)
  tail call void @llvm.stackrestore.p0(ptr %3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 45, i32 noundef %57)
  %58 = tail call fastcc i32 @nested_vla()
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %58)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1022)
  %59 = tail call fastcc i32 @recursive_vla(i32 noundef 30)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %59)
  ret i32 0

60:                                               ; preds = %0, %60
  %61 = phi i32 [ 1, %0 ], [ %65, %60 ]
  %62 = phi i32 [ 0, %0 ], [ %64, %60 ]
  %63 = tail call fastcc i32 @fill_and_hash(i32 noundef %61)
  %64 = xor i32 %63, %62
  %65 = add nuw nsw i32 %61, 17
  %66 = icmp ult i32 %61, 183
  br i1 %66, label %60, label %2, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @fill_and_hash(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 4
  br i1 %6, label %7, label %9

7:                                                ; preds = %23, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %23 ]
  br label %31

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483644
  %11 = insertelement <4 x i32> poison, i32 %0, i64 0
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %20, %13 ]
  %15 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %9 ], [ %21, %13 ]
  %16 = mul nuw nsw <4 x i64> %15, %15
  %17 = trunc <4 x i64> %16 to <4 x i32>
  %18 = sub nsw <4 x i32> %17, %12
  %19 = getelementptr inbounds i32, ptr %3, i64 %14
  store <4 x i32> %18, ptr %19, align 16, !tbaa !5
  %20 = add nuw i64 %14, 4
  %21 = add <4 x i64> %15, <i64 4, i64 4, i64 4, i64 4>
  %22 = icmp eq i64 %20, %10
  br i1 %22, label %23, label %13, !llvm.loop !15

23:                                               ; preds = %13
  %24 = icmp eq i64 %10, %2
  br i1 %24, label %25, label %7

25:                                               ; preds = %31, %23
  br i1 %4, label %26, label %55

26:                                               ; preds = %25
  %27 = and i64 %2, 3
  %28 = icmp ult i32 %0, 4
  br i1 %28, label %39, label %29

29:                                               ; preds = %26
  %30 = and i64 %2, 2147483644
  br label %57

31:                                               ; preds = %7, %31
  %32 = phi i64 [ %37, %31 ], [ %8, %7 ]
  %33 = mul nuw nsw i64 %32, %32
  %34 = trunc nuw i64 %33 to i32
  %35 = sub nsw i32 %34, %0
  %36 = getelementptr inbounds i32, ptr %3, i64 %32
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %2
  br i1 %38, label %25, label %31, !llvm.loop !16

39:                                               ; preds = %57, %26
  %40 = phi i32 [ poison, %26 ], [ %79, %57 ]
  %41 = phi i64 [ 0, %26 ], [ %80, %57 ]
  %42 = phi i32 [ 0, %26 ], [ %79, %57 ]
  %43 = icmp eq i64 %27, 0
  br i1 %43, label %55, label %44

44:                                               ; preds = %39, %44
  %45 = phi i64 [ %52, %44 ], [ %41, %39 ]
  %46 = phi i32 [ %51, %44 ], [ %42, %39 ]
  %47 = phi i64 [ %53, %44 ], [ 0, %39 ]
  %48 = mul i32 %46, 33
  %49 = getelementptr inbounds i32, ptr %3, i64 %45
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = add i32 %50, %48
  %52 = add nuw nsw i64 %45, 1
  %53 = add i64 %47, 1
  %54 = icmp eq i64 %53, %27
  br i1 %54, label %55, label %44, !llvm.loop !17

55:                                               ; preds = %39, %44, %1, %25
  %56 = phi i32 [ 0, %25 ], [ 0, %1 ], [ %40, %39 ], [ %51, %44 ]
  ret i32 %56

57:                                               ; preds = %57, %29
  %58 = phi i64 [ 0, %29 ], [ %80, %57 ]
  %59 = phi i32 [ 0, %29 ], [ %79, %57 ]
  %60 = phi i64 [ 0, %29 ], [ %81, %57 ]
  %61 = mul i32 %59, 33
  %62 = getelementptr inbounds i32, ptr %3, i64 %58
  %63 = load i32, ptr %62, align 16, !tbaa !5
  %64 = add i32 %63, %61
  %65 = or disjoint i64 %58, 1
  %66 = mul i32 %64, 33
  %67 = getelementptr inbounds i32, ptr %3, i64 %65
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = add i32 %68, %66
  %70 = or disjoint i64 %58, 2
  %71 = mul i32 %69, 33
  %72 = getelementptr inbounds i32, ptr %3, i64 %70
  %73 = load i32, ptr %72, align 8, !tbaa !5
  %74 = add i32 %73, %71
  %75 = or disjoint i64 %58, 3
  %76 = mul i32 %74, 33
  %77 = getelementptr inbounds i32, ptr %3, i64 %75
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = add i32 %78, %76
  %80 = add nuw nsw i64 %58, 4
  %81 = add i64 %60, 4
  %82 = icmp eq i64 %81, %30
  br i1 %82, label %39, label %57, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !20
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @nested_vla() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret i32 %14

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 1, %0 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %5 = mul nuw nsw i64 %3, 7
  %6 = add nuw nsw i64 %5, 1
  %7 = tail call ptr @llvm.stacksave.p0()
  %8 = alloca i8, i64 %6, align 16
  %9 = trunc i64 %3 to i8
  %10 = add nuw nsw i8 %9, 97
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %8, i8 %10, i64 %5, i1 false)
  %11 = getelementptr inbounds i8, ptr %8, i64 %5
  store i8 0, ptr %11, align 1, !tbaa !22
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #12
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 %4, %13
  tail call void @llvm.stackrestore.p0(ptr %7)
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 21
  br i1 %16, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @recursive_vla(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %77, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = alloca i32, i64 %4, align 16
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = add nsw i32 %0, -1
  %10 = tail call fastcc i32 @recursive_vla(i32 noundef %9)
  br label %67

11:                                               ; preds = %3
  %12 = mul nuw nsw i32 %0, 100
  %13 = icmp ult i32 %0, 8
  br i1 %13, label %14, label %16

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %60

16:                                               ; preds = %11
  %17 = and i64 %4, 2147483640
  %18 = insertelement <4 x i32> poison, i32 %12, i64 0
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %20

20:                                               ; preds = %20, %16
  %21 = phi i64 [ 0, %16 ], [ %28, %20 ]
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %29, %20 ]
  %23 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %24 = getelementptr inbounds i32, ptr %6, i64 %21
  %25 = add <4 x i32> %19, %22
  %26 = add <4 x i32> %19, %23
  %27 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> %25, ptr %24, align 16, !tbaa !24
  store <4 x i32> %26, ptr %27, align 16, !tbaa !24
  %28 = add nuw i64 %21, 8
  %29 = add <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>
  %30 = icmp eq i64 %28, %17
  br i1 %30, label %31, label %20, !llvm.loop !26

31:                                               ; preds = %20
  %32 = icmp eq i64 %17, %4
  br i1 %32, label %33, label %14

33:                                               ; preds = %60, %31
  %34 = add nsw i32 %0, -1
  %35 = tail call fastcc i32 @recursive_vla(i32 noundef %34)
  br i1 %7, label %36, label %67

36:                                               ; preds = %33
  %37 = icmp ult i32 %0, 8
  br i1 %37, label %38, label %41

38:                                               ; preds = %56, %36
  %39 = phi i64 [ 0, %36 ], [ %42, %56 ]
  %40 = phi i32 [ %35, %36 ], [ %58, %56 ]
  br label %69

41:                                               ; preds = %36
  %42 = and i64 %4, 2147483640
  %43 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i64 [ 0, %41 ], [ %54, %44 ]
  %46 = phi <4 x i32> [ %43, %41 ], [ %52, %44 ]
  %47 = phi <4 x i32> [ zeroinitializer, %41 ], [ %53, %44 ]
  %48 = getelementptr inbounds i32, ptr %6, i64 %45
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <4 x i32>, ptr %48, align 16, !tbaa !24
  %51 = load <4 x i32>, ptr %49, align 16, !tbaa !24
  %52 = add <4 x i32> %50, %46
  %53 = add <4 x i32> %51, %47
  %54 = add nuw i64 %45, 8
  %55 = icmp eq i64 %54, %42
  br i1 %55, label %56, label %44, !llvm.loop !27

56:                                               ; preds = %44
  %57 = add <4 x i32> %53, %52
  %58 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %57)
  %59 = icmp eq i64 %42, %4
  br i1 %59, label %67, label %38

60:                                               ; preds = %14, %60
  %61 = phi i64 [ %65, %60 ], [ %15, %14 ]
  %62 = getelementptr inbounds i32, ptr %6, i64 %61
  %63 = trunc i64 %61 to i32
  %64 = add i32 %12, %63
  store i32 %64, ptr %62, align 4, !tbaa !24
  %65 = add nuw nsw i64 %61, 1
  %66 = icmp eq i64 %65, %4
  br i1 %66, label %33, label %60, !llvm.loop !28

67:                                               ; preds = %69, %56, %8, %33
  %68 = phi i32 [ %35, %33 ], [ %10, %8 ], [ %58, %56 ], [ %74, %69 ]
  tail call void @llvm.stackrestore.p0(ptr %5)
  br label %77

69:                                               ; preds = %38, %69
  %70 = phi i64 [ %75, %69 ], [ %39, %38 ]
  %71 = phi i32 [ %74, %69 ], [ %40, %38 ]
  %72 = getelementptr inbounds i32, ptr %6, i64 %70
  %73 = load i32, ptr %72, align 4, !tbaa !24
  %74 = add nsw i32 %73, %71
  %75 = add nuw nsw i64 %70, 1
  %76 = icmp eq i64 %75, %4
  br i1 %76, label %67, label %69, !llvm.loop !29

77:                                               ; preds = %1, %67
  %78 = phi i32 [ %68, %67 ], [ 0, %1 ]
  ret i32 %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !12, !11}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !7, i64 0}
!26 = distinct !{!26, !10, !11, !12}
!27 = distinct !{!27, !10, !11, !12}
!28 = distinct !{!28, !10, !12, !11}
!29 = distinct !{!29, !10, !12, !11}
