; ModuleID = 'tests/programs/alloca_vla.c'
source_filename = "tests/programs/alloca_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"vla hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"alloca sums = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"nested vla = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"aligned = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"recursive vla = %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4000 x i8], align 16
  br label %65

2:                                                ; preds = %65
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %69)
  %4 = tail call ptr @llvm.stacksave.p0()
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1)
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ 0, %2 ], [ %13, %5 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %2 ], [ %14, %5 ]
  %8 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %9 = urem <4 x i32> %7, <i32 10, i32 10, i32 10, i32 10>
  %10 = urem <4 x i32> %8, <i32 10, i32 10, i32 10, i32 10>
  %11 = getelementptr inbounds i32, ptr %1, i64 %6
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %9, ptr %11, align 16, !tbaa !5
  store <4 x i32> %10, ptr %12, align 16, !tbaa !5
  %13 = add nuw i64 %6, 8
  %14 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %15 = icmp eq i64 %13, 1000
  br i1 %15, label %16, label %5, !llvm.loop !9

16:                                               ; preds = %5, %16
  %17 = phi i64 [ %54, %16 ], [ 0, %5 ]
  %18 = phi <4 x i32> [ %52, %16 ], [ zeroinitializer, %5 ]
  %19 = phi <4 x i32> [ %53, %16 ], [ zeroinitializer, %5 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %17
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <4 x i32>, ptr %20, align 16, !tbaa !5
  %23 = load <4 x i32>, ptr %21, align 16, !tbaa !5
  %24 = add <4 x i32> %22, %18
  %25 = add <4 x i32> %23, %19
  %26 = getelementptr inbounds i32, ptr %1, i64 %17
  %27 = getelementptr inbounds i8, ptr %26, i64 32
  %28 = getelementptr inbounds i8, ptr %26, i64 48
  %29 = load <4 x i32>, ptr %27, align 16, !tbaa !5
  %30 = load <4 x i32>, ptr %28, align 16, !tbaa !5
  %31 = add <4 x i32> %29, %24
  %32 = add <4 x i32> %30, %25
  %33 = getelementptr inbounds i32, ptr %1, i64 %17
  %34 = getelementptr inbounds i8, ptr %33, i64 64
  %35 = getelementptr inbounds i8, ptr %33, i64 80
  %36 = load <4 x i32>, ptr %34, align 16, !tbaa !5
  %37 = load <4 x i32>, ptr %35, align 16, !tbaa !5
  %38 = add <4 x i32> %36, %31
  %39 = add <4 x i32> %37, %32
  %40 = getelementptr inbounds i32, ptr %1, i64 %17
  %41 = getelementptr inbounds i8, ptr %40, i64 96
  %42 = getelementptr inbounds i8, ptr %40, i64 112
  %43 = load <4 x i32>, ptr %41, align 16, !tbaa !5
  %44 = load <4 x i32>, ptr %42, align 16, !tbaa !5
  %45 = add <4 x i32> %43, %38
  %46 = add <4 x i32> %44, %39
  %47 = getelementptr inbounds i32, ptr %1, i64 %17
  %48 = getelementptr inbounds i8, ptr %47, i64 128
  %49 = getelementptr inbounds i8, ptr %47, i64 144
  %50 = load <4 x i32>, ptr %48, align 16, !tbaa !5
  %51 = load <4 x i32>, ptr %49, align 16, !tbaa !5
  %52 = add <4 x i32> %50, %45
  %53 = add <4 x i32> %51, %46
  %54 = add nuw nsw i64 %17, 40
  %55 = icmp eq i64 %54, 1000
  br i1 %55, label %56, label %16, !llvm.loop !13

56:                                               ; preds = %16
  %57 = add <4 x i32> %53, %52
  %58 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %57)
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1)
  tail call void @llvm.stackrestore.p0(ptr %4)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 45, i32 noundef %58)
  %60 = tail call fastcc i32 @nested_vla()
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1022)
  %63 = tail call fastcc i64 @recursive_vla(i32 noundef 30)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %63)
  ret i32 0

65:                                               ; preds = %0, %65
  %66 = phi i32 [ 1, %0 ], [ %70, %65 ]
  %67 = phi i32 [ 0, %0 ], [ %69, %65 ]
  %68 = tail call fastcc i32 @fill_and_hash(i32 noundef %66)
  %69 = xor i32 %68, %67
  %70 = add nuw nsw i32 %66, 17
  %71 = icmp ult i32 %66, 183
  br i1 %71, label %65, label %2, !llvm.loop !14
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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @nested_vla() unnamed_addr #0 {
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
  store i8 0, ptr %11, align 1, !tbaa !20
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #9
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 %4, %13
  tail call void @llvm.stackrestore.p0(ptr %7)
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 21
  br i1 %16, label %1, label %2, !llvm.loop !21
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i64 @recursive_vla(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %77, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = alloca i64, i64 %4, align 16
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = add nsw i32 %0, -1
  %10 = tail call fastcc i64 @recursive_vla(i32 noundef %9)
  br label %67

11:                                               ; preds = %3
  %12 = mul nuw nsw i32 %0, 100
  %13 = zext nneg i32 %12 to i64
  %14 = icmp ult i32 %0, 4
  br i1 %14, label %15, label %17

15:                                               ; preds = %32, %11
  %16 = phi i64 [ 0, %11 ], [ %18, %32 ]
  br label %61

17:                                               ; preds = %11
  %18 = and i64 %4, 2147483644
  %19 = insertelement <2 x i64> poison, i64 %13, i64 0
  %20 = shufflevector <2 x i64> %19, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %29, %21 ]
  %23 = phi <2 x i64> [ <i64 0, i64 1>, %17 ], [ %30, %21 ]
  %24 = add <2 x i64> %23, <i64 2, i64 2>
  %25 = add nuw nsw <2 x i64> %23, %20
  %26 = add nuw nsw <2 x i64> %24, %20
  %27 = getelementptr inbounds i64, ptr %6, i64 %22
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x i64> %25, ptr %27, align 16, !tbaa !22
  store <2 x i64> %26, ptr %28, align 16, !tbaa !22
  %29 = add nuw i64 %22, 4
  %30 = add <2 x i64> %23, <i64 4, i64 4>
  %31 = icmp eq i64 %29, %18
  br i1 %31, label %32, label %21, !llvm.loop !24

32:                                               ; preds = %21
  %33 = icmp eq i64 %18, %4
  br i1 %33, label %34, label %15

34:                                               ; preds = %61, %32
  %35 = add nsw i32 %0, -1
  %36 = tail call fastcc i64 @recursive_vla(i32 noundef %35)
  br i1 %7, label %37, label %67

37:                                               ; preds = %34
  %38 = icmp ult i32 %0, 4
  br i1 %38, label %39, label %42

39:                                               ; preds = %57, %37
  %40 = phi i64 [ 0, %37 ], [ %43, %57 ]
  %41 = phi i64 [ %36, %37 ], [ %59, %57 ]
  br label %69

42:                                               ; preds = %37
  %43 = and i64 %4, 2147483644
  %44 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %36, i64 0
  br label %45

45:                                               ; preds = %45, %42
  %46 = phi i64 [ 0, %42 ], [ %55, %45 ]
  %47 = phi <2 x i64> [ %44, %42 ], [ %53, %45 ]
  %48 = phi <2 x i64> [ zeroinitializer, %42 ], [ %54, %45 ]
  %49 = getelementptr inbounds i64, ptr %6, i64 %46
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load <2 x i64>, ptr %49, align 16, !tbaa !22
  %52 = load <2 x i64>, ptr %50, align 16, !tbaa !22
  %53 = add <2 x i64> %51, %47
  %54 = add <2 x i64> %52, %48
  %55 = add nuw i64 %46, 4
  %56 = icmp eq i64 %55, %43
  br i1 %56, label %57, label %45, !llvm.loop !25

57:                                               ; preds = %45
  %58 = add <2 x i64> %54, %53
  %59 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %58)
  %60 = icmp eq i64 %43, %4
  br i1 %60, label %67, label %39

61:                                               ; preds = %15, %61
  %62 = phi i64 [ %65, %61 ], [ %16, %15 ]
  %63 = add nuw nsw i64 %62, %13
  %64 = getelementptr inbounds i64, ptr %6, i64 %62
  store i64 %63, ptr %64, align 8, !tbaa !22
  %65 = add nuw nsw i64 %62, 1
  %66 = icmp eq i64 %65, %4
  br i1 %66, label %34, label %61, !llvm.loop !26

67:                                               ; preds = %69, %57, %8, %34
  %68 = phi i64 [ %36, %34 ], [ %10, %8 ], [ %59, %57 ], [ %74, %69 ]
  tail call void @llvm.stackrestore.p0(ptr %5)
  br label %77

69:                                               ; preds = %39, %69
  %70 = phi i64 [ %75, %69 ], [ %40, %39 ]
  %71 = phi i64 [ %74, %69 ], [ %41, %39 ]
  %72 = getelementptr inbounds i64, ptr %6, i64 %70
  %73 = load i64, ptr %72, align 8, !tbaa !22
  %74 = add nsw i64 %73, %71
  %75 = add nuw nsw i64 %70, 1
  %76 = icmp eq i64 %75, %4
  br i1 %76, label %67, label %69, !llvm.loop !27

77:                                               ; preds = %1, %67
  %78 = phi i64 [ %68, %67 ], [ 0, %1 ]
  ret i64 %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(read) }

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
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !12, !11}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !10}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !10}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !7, i64 0}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !11, !12}
!26 = distinct !{!26, !10, !12, !11}
!27 = distinct !{!27, !10, !12, !11}
