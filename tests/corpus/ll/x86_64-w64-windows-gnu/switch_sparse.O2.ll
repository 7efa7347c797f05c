; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.probes = private unnamed_addr constant [15 x i32] [i32 -1000000, i32 -77, i32 3, i32 4, i32 100, i32 1023, i32 1024, i32 4096, i32 65535, i32 65536, i32 100000, i32 123456789, i32 2147483647, i32 -2147483648, i32 0], align 16
@.str = private unnamed_addr constant [17 x i8] c"sparse(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"status %lld: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"Hello World, an Example sentence Of vowels!\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"vowel score = %d\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 4, i32 5, i32 999, i32 1000, i32 1002, i32 1003, i32 -559038737, i32 50000, i32 499, i32 501], align 16
@.str.5 = private unnamed_addr constant [12 x i8] c"mixed = %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Created\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"Moved\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"Server Error\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"Huge\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"Negative huge\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %16
  %2 = phi i64 [ 0, %0 ], [ %20, %16 ]
  %3 = phi i32 [ 0, %0 ], [ %19, %16 ]
  %4 = getelementptr inbounds [15 x i32], ptr @__const.main.probes, i64 0, i64 %2
  %5 = load i32, ptr %4, align 4, !tbaa !5
  switch i32 %5, label %15 [
    i32 -1000000, label %16
    i32 -77, label %6
    i32 3, label %7
    i32 100, label %8
    i32 1024, label %9
    i32 4096, label %10
    i32 65535, label %11
    i32 100000, label %12
    i32 123456789, label %13
    i32 2147483647, label %14
  ]

6:                                                ; preds = %1
  br label %16

7:                                                ; preds = %1
  br label %16

8:                                                ; preds = %1
  br label %16

9:                                                ; preds = %1
  br label %16

10:                                               ; preds = %1
  br label %16

11:                                               ; preds = %1
  br label %16

12:                                               ; preds = %1
  br label %16

13:                                               ; preds = %1
  br label %16

14:                                               ; preds = %1
  br label %16

15:                                               ; preds = %1
  br label %16

16:                                               ; preds = %1, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ 0, %15 ], [ 10, %14 ], [ 9, %13 ], [ 8, %12 ], [ 7, %11 ], [ 6, %10 ], [ 5, %9 ], [ 4, %8 ], [ 3, %7 ], [ 2, %6 ], [ 1, %1 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %5, i32 noundef %17)
  %18 = mul i32 %3, 11
  %19 = add i32 %17, %18
  %20 = add nuw nsw i64 %2, 1
  %21 = icmp eq i64 %20, 15
  br i1 %21, label %22, label %1, !llvm.loop !9

22:                                               ; preds = %16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 200, ptr noundef nonnull @.str.6)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 204, ptr noundef nonnull @.str.8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 404, ptr noundef nonnull @.str.10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 500, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 302, ptr noundef nonnull @.str.14)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 4294967296, ptr noundef nonnull @.str.12)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef -5000000000, ptr noundef nonnull @.str.13)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 201, ptr noundef nonnull @.str.7)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 301, ptr noundef nonnull @.str.9)
  br label %23

23:                                               ; preds = %22, %35
  %24 = phi i32 [ %37, %35 ], [ 0, %22 ]
  %25 = phi ptr [ %38, %35 ], [ @.str.3, %22 ]
  %26 = load i8, ptr %25, align 1, !tbaa !11
  switch i8 %26, label %34 [
    i8 0, label %27
    i8 97, label %35
    i8 65, label %35
    i8 101, label %28
    i8 69, label %28
    i8 105, label %29
    i8 73, label %29
    i8 111, label %30
    i8 79, label %30
    i8 117, label %31
    i8 85, label %31
    i8 32, label %32
    i8 33, label %33
  ]

27:                                               ; preds = %23
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %24)
  br label %40

28:                                               ; preds = %23, %23
  br label %35

29:                                               ; preds = %23, %23
  br label %35

30:                                               ; preds = %23, %23
  br label %35

31:                                               ; preds = %23, %23
  br label %35

32:                                               ; preds = %23
  br label %35

33:                                               ; preds = %23
  br label %35

34:                                               ; preds = %23
  br label %35

35:                                               ; preds = %23, %23, %28, %29, %30, %31, %32, %33, %34
  %36 = phi i32 [ -1, %34 ], [ 10, %33 ], [ 0, %32 ], [ 5, %31 ], [ 4, %30 ], [ 3, %29 ], [ 2, %28 ], [ 1, %23 ], [ 1, %23 ]
  %37 = add nsw i32 %36, %24
  %38 = getelementptr inbounds i8, ptr %25, i64 1
  br label %23, !llvm.loop !12

39:                                               ; preds = %57
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %59)
  ret i32 0

40:                                               ; preds = %27, %57
  %41 = phi i64 [ 0, %27 ], [ %60, %57 ]
  %42 = phi i32 [ 0, %27 ], [ %59, %57 ]
  %43 = mul i32 %42, 7
  %44 = getelementptr inbounds [12 x i32], ptr @__const.main.xs, i64 0, i64 %41
  %45 = load i32, ptr %44, align 4, !tbaa !5
  switch i32 %45, label %51 [
    i32 1, label %46
    i32 2, label %46
    i32 3, label %46
    i32 4, label %46
    i32 1000, label %48
    i32 1001, label %48
    i32 1002, label %48
    i32 -559038737, label %57
    i32 50000, label %50
  ]

46:                                               ; preds = %40, %40, %40, %40
  %47 = mul nuw nsw i32 %45, 10
  br label %57

48:                                               ; preds = %40, %40, %40
  %49 = add nuw nsw i32 %45, 7
  br label %57

50:                                               ; preds = %40
  br label %57

51:                                               ; preds = %40
  %52 = lshr i64 3056, %41
  %53 = and i64 %52, 1
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %51
  %56 = udiv i32 %45, 3
  br label %57

57:                                               ; preds = %40, %46, %48, %50, %51, %55
  %58 = phi i32 [ %56, %55 ], [ 5, %50 ], [ %49, %48 ], [ %47, %46 ], [ 42, %40 ], [ %45, %51 ]
  %59 = add i32 %58, %43
  %60 = add nuw nsw i64 %41, 1
  %61 = icmp eq i64 %60, 12
  br i1 %61, label %39, label %40, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !14
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
