; ModuleID = 'tests/programs/constructors.c'
source_filename = "tests/programs/constructors.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@init_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 16
@init_count = internal unnamed_addr global i32 0, align 4
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
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
  %1 = load i32, ptr @init_count, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4, !tbaa !5
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 200, ptr %4, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_early() #1 {
  %1 = load i32, ptr @init_count, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4, !tbaa !5
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 101, ptr %4, align 4, !tbaa !5
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
  store <4 x i32> %12, ptr %14, align 16, !tbaa !5
  store <4 x i32> %13, ptr %15, align 16, !tbaa !5
  %16 = add nuw i64 %6, 8
  %17 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %18 = icmp eq i64 %16, 256
  br i1 %18, label %19, label %5, !llvm.loop !9

19:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #0 {
  %1 = load i32, ptr @init_count, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4, !tbaa !5
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 65535, ptr %4, align 4, !tbaa !5
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @fini() #3 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 36), align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !13
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @bye1) #12
  %2 = tail call i32 @atexit(ptr noundef nonnull @bye2) #12
  %3 = load i32, ptr @init_count, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %3)
  %4 = load i32, ptr @init_count, align 4, !tbaa !5
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %28, label %6

6:                                                ; preds = %28, %0
  br label %7

7:                                                ; preds = %6, %7
  %8 = phi i64 [ %22, %7 ], [ 0, %6 ]
  %9 = phi <4 x i32> [ %20, %7 ], [ zeroinitializer, %6 ]
  %10 = phi <4 x i32> [ %21, %7 ], [ zeroinitializer, %6 ]
  %11 = phi <4 x i32> [ %23, %7 ], [ <i32 0, i32 1, i32 2, i32 3>, %6 ]
  %12 = getelementptr inbounds i32, ptr @table, i64 %8
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 16, !tbaa !5
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !5
  %16 = and <4 x i32> %11, <i32 3, i32 3, i32 3, i32 3>
  %17 = and <4 x i32> %11, <i32 3, i32 3, i32 3, i32 3>
  %18 = mul nsw <4 x i32> %14, %16
  %19 = mul nsw <4 x i32> %15, %17
  %20 = add <4 x i32> %18, %9
  %21 = add <4 x i32> %19, %10
  %22 = add nuw i64 %8, 8
  %23 = add <4 x i32> %11, <i32 8, i32 8, i32 8, i32 8>
  %24 = icmp eq i64 %22, 256
  br i1 %24, label %25, label %7, !llvm.loop !15

25:                                               ; preds = %7
  %26 = add <4 x i32> %21, %20
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef 3, i32 noundef %27)
  ret i32 0

28:                                               ; preds = %0, %28
  %29 = phi i64 [ %33, %28 ], [ 0, %0 ]
  %30 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = trunc nuw nsw i64 %29 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef %31)
  %33 = add nuw nsw i64 %29, 1
  %34 = load i32, ptr @init_count, align 4, !tbaa !5
  %35 = sext i32 %34 to i64
  %36 = icmp slt i64 %33, %35
  br i1 %36, label %28, label %6, !llvm.loop !16
}

; Function Attrs: nofree
declare dso_local i32 @atexit(ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal void @bye1() #6 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @bye2() #6 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
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
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10}
