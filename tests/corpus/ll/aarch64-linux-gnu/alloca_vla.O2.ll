; ModuleID = 'tests/programs/alloca_vla.c'
source_filename = "tests/programs/alloca_vla.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"vla hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"alloca sums = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"nested vla = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"aligned = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"recursive vla = %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4000 x i8], align 16
  br label %37

2:                                                ; preds = %37
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41)
  %4 = tail call ptr @llvm.stacksave.p0()
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1)
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ 0, %2 ], [ %14, %5 ]
  %7 = or disjoint i64 %6, 1
  %8 = trunc i64 %6 to i32
  %9 = or disjoint i32 %8, 1
  %10 = urem i32 %8, 10
  %11 = urem i32 %9, 10
  %12 = getelementptr inbounds i32, ptr %1, i64 %6
  %13 = getelementptr inbounds i32, ptr %1, i64 %7
  store i32 %10, ptr %12, align 8, !tbaa !6
  store i32 %11, ptr %13, align 4, !tbaa !6
  %14 = add nuw i64 %6, 2
  %15 = icmp eq i64 %14, 1000
  br i1 %15, label %16, label %5, !llvm.loop !10

16:                                               ; preds = %5, %16
  %17 = phi i64 [ %26, %16 ], [ 0, %5 ]
  %18 = phi <4 x i32> [ %24, %16 ], [ zeroinitializer, %5 ]
  %19 = phi <4 x i32> [ %25, %16 ], [ zeroinitializer, %5 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %17
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <4 x i32>, ptr %20, align 16, !tbaa !6
  %23 = load <4 x i32>, ptr %21, align 16, !tbaa !6
  %24 = add <4 x i32> %22, %18
  %25 = add <4 x i32> %23, %19
  %26 = add nuw i64 %17, 8
  %27 = icmp eq i64 %26, 1000
  br i1 %27, label %28, label %16, !llvm.loop !14

28:                                               ; preds = %16
  %29 = add <4 x i32> %25, %24
  %30 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %29)
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1)
  tail call void @llvm.stackrestore.p0(ptr %4)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 45, i32 noundef %30)
  %32 = tail call fastcc i32 @nested_vla()
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1022)
  %35 = tail call fastcc i64 @recursive_vla(i32 noundef 30)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %35)
  ret i32 0

37:                                               ; preds = %0, %37
  %38 = phi i32 [ 1, %0 ], [ %42, %37 ]
  %39 = phi i32 [ 0, %0 ], [ %41, %37 ]
  %40 = tail call fastcc i32 @fill_and_hash(i32 noundef %38)
  %41 = xor i32 %40, %39
  %42 = add nuw nsw i32 %38, 17
  %43 = icmp ult i32 %38, 183
  br i1 %43, label %37, label %2, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @fill_and_hash(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %24, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %24 ]
  br label %27

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483646
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %22, %11 ]
  %13 = or disjoint i64 %12, 1
  %14 = mul nuw nsw i64 %12, %12
  %15 = mul nuw nsw i64 %13, %13
  %16 = trunc nuw i64 %14 to i32
  %17 = trunc nuw i64 %15 to i32
  %18 = sub nsw i32 %16, %0
  %19 = sub nsw i32 %17, %0
  %20 = getelementptr inbounds i32, ptr %3, i64 %12
  %21 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %18, ptr %20, align 4, !tbaa !6
  store i32 %19, ptr %21, align 4, !tbaa !6
  %22 = add nuw i64 %12, 2
  %23 = icmp eq i64 %22, %10
  br i1 %23, label %24, label %11, !llvm.loop !16

24:                                               ; preds = %11
  %25 = icmp eq i64 %10, %2
  br i1 %25, label %26, label %7

26:                                               ; preds = %27, %24
  br i1 %4, label %37, label %35

27:                                               ; preds = %7, %27
  %28 = phi i64 [ %33, %27 ], [ %8, %7 ]
  %29 = mul nuw nsw i64 %28, %28
  %30 = trunc nuw i64 %29 to i32
  %31 = sub nsw i32 %30, %0
  %32 = getelementptr inbounds i32, ptr %3, i64 %28
  store i32 %31, ptr %32, align 4, !tbaa !6
  %33 = add nuw nsw i64 %28, 1
  %34 = icmp eq i64 %33, %2
  br i1 %34, label %26, label %27, !llvm.loop !17

35:                                               ; preds = %37, %1, %26
  %36 = phi i32 [ 0, %26 ], [ 0, %1 ], [ %43, %37 ]
  ret i32 %36

37:                                               ; preds = %26, %37
  %38 = phi i64 [ %44, %37 ], [ 0, %26 ]
  %39 = phi i32 [ %43, %37 ], [ 0, %26 ]
  %40 = mul i32 %39, 33
  %41 = getelementptr inbounds i32, ptr %3, i64 %38
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = add i32 %42, %40
  %44 = add nuw nsw i64 %38, 1
  %45 = icmp eq i64 %44, %2
  br i1 %45, label %35, label %37, !llvm.loop !18
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
  %8 = alloca i8, i64 %6, align 1
  %9 = trunc i64 %3 to i8
  %10 = add nuw nsw i8 %9, 97
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %8, i8 %10, i64 %5, i1 false)
  %11 = getelementptr inbounds i8, ptr %8, i64 %5
  store i8 0, ptr %11, align 1, !tbaa !19
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #9
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 %4, %13
  tail call void @llvm.stackrestore.p0(ptr %7)
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 21
  br i1 %16, label %1, label %2, !llvm.loop !20
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i64 @recursive_vla(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %77, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = alloca i64, i64 %4, align 8
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
  store <2 x i64> %25, ptr %27, align 8, !tbaa !21
  store <2 x i64> %26, ptr %28, align 8, !tbaa !21
  %29 = add nuw i64 %22, 4
  %30 = add <2 x i64> %23, <i64 4, i64 4>
  %31 = icmp eq i64 %29, %18
  br i1 %31, label %32, label %21, !llvm.loop !23

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
  %51 = load <2 x i64>, ptr %49, align 8, !tbaa !21
  %52 = load <2 x i64>, ptr %50, align 8, !tbaa !21
  %53 = add <2 x i64> %51, %47
  %54 = add <2 x i64> %52, %48
  %55 = add nuw i64 %46, 4
  %56 = icmp eq i64 %55, %43
  br i1 %56, label %57, label %45, !llvm.loop !24

57:                                               ; preds = %45
  %58 = add <2 x i64> %54, %53
  %59 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %58)
  %60 = icmp eq i64 %43, %4
  br i1 %60, label %67, label %39

61:                                               ; preds = %15, %61
  %62 = phi i64 [ %65, %61 ], [ %16, %15 ]
  %63 = add nuw nsw i64 %62, %13
  %64 = getelementptr inbounds i64, ptr %6, i64 %62
  store i64 %63, ptr %64, align 8, !tbaa !21
  %65 = add nuw nsw i64 %62, 1
  %66 = icmp eq i64 %65, %4
  br i1 %66, label %34, label %61, !llvm.loop !25

67:                                               ; preds = %69, %57, %8, %34
  %68 = phi i64 [ %36, %34 ], [ %10, %8 ], [ %59, %57 ], [ %74, %69 ]
  tail call void @llvm.stackrestore.p0(ptr %5)
  br label %77

69:                                               ; preds = %39, %69
  %70 = phi i64 [ %75, %69 ], [ %40, %39 ]
  %71 = phi i64 [ %74, %69 ], [ %41, %39 ]
  %72 = getelementptr inbounds i64, ptr %6, i64 %70
  %73 = load i64, ptr %72, align 8, !tbaa !21
  %74 = add nsw i64 %73, %71
  %75 = add nuw nsw i64 %70, 1
  %76 = icmp eq i64 %75, %4
  br i1 %76, label %67, label %69, !llvm.loop !26

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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !12, !13}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11, !12, !13}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !8, i64 0}
!23 = distinct !{!23, !11, !12, !13}
!24 = distinct !{!24, !11, !12, !13}
!25 = distinct !{!25, !11, !13, !12}
!26 = distinct !{!26, !11, !13, !12}
