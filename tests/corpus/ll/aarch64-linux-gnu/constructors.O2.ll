; ModuleID = 'tests/programs/constructors.c'
source_filename = "tests/programs/constructors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@init_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 4
@init_count = internal unnamed_addr global i32 0, align 4
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [32 x i8] c"destructor runs, table[9] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"constructors ran: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"  order %d: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"%s level %d sum %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"cfg\00", align 1
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @init_late, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init_early, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init_default, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
@str = private unnamed_addr constant [9 x i8] c"atexit 1\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_late() #0 {
  %1 = load i32, ptr @init_count, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4, !tbaa !6
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 200, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_early() #1 {
  %1 = load i32, ptr @init_count, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4, !tbaa !6
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 101, ptr %4, align 4, !tbaa !6
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %16, %5 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %17, %5 ]
  %8 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>
  %9 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>
  %10 = add <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %11 = add <4 x i32> %9, <i32 31, i32 31, i32 31, i32 31>
  %12 = and <4 x i32> %10, <i32 255, i32 255, i32 255, i32 255>
  %13 = and <4 x i32> %11, <i32 255, i32 255, i32 255, i32 255>
  %14 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %6
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store <4 x i32> %12, ptr %14, align 4, !tbaa !6
  store <4 x i32> %13, ptr %15, align 4, !tbaa !6
  %16 = add nuw i64 %6, 8
  %17 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %18 = icmp eq i64 %16, 256
  br i1 %18, label %19, label %5, !llvm.loop !10

19:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #0 {
  %1 = load i32, ptr @init_count, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4, !tbaa !6
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 65535, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @fini() #2 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 36), align 4, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @bye1) #6
  %2 = tail call i32 @atexit(ptr noundef nonnull @bye2) #6
  %3 = load i32, ptr @init_count, align 4, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = load i32, ptr @init_count, align 4, !tbaa !6
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %30, label %7

7:                                                ; preds = %30, %0
  br label %8

8:                                                ; preds = %7, %8
  %9 = phi i64 [ %23, %8 ], [ 0, %7 ]
  %10 = phi <4 x i32> [ %21, %8 ], [ zeroinitializer, %7 ]
  %11 = phi <4 x i32> [ %22, %8 ], [ zeroinitializer, %7 ]
  %12 = phi <4 x i32> [ %24, %8 ], [ <i32 0, i32 1, i32 2, i32 3>, %7 ]
  %13 = getelementptr inbounds i32, ptr @table, i64 %9
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !6
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !6
  %17 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>
  %18 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>
  %19 = mul nsw <4 x i32> %15, %17
  %20 = mul nsw <4 x i32> %16, %18
  %21 = add <4 x i32> %19, %10
  %22 = add <4 x i32> %20, %11
  %23 = add nuw i64 %9, 8
  %24 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>
  %25 = icmp eq i64 %23, 256
  br i1 %25, label %26, label %8, !llvm.loop !14

26:                                               ; preds = %8
  %27 = add <4 x i32> %22, %21
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef 3, i32 noundef %28)
  ret i32 0

30:                                               ; preds = %0, %30
  %31 = phi i64 [ %36, %30 ], [ 0, %0 ]
  %32 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = trunc nuw nsw i64 %31 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef %33)
  %36 = add nuw nsw i64 %31, 1
  %37 = load i32, ptr @init_count, align 4, !tbaa !6
  %38 = sext i32 %37 to i64
  %39 = icmp slt i64 %36, %38
  br i1 %39, label %30, label %7, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare i32 @atexit(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @bye1() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @bye2() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
