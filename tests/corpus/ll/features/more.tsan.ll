; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@llvm.used = appending global [1 x ptr] [ptr @tsan.module_ctor], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @tsan.module_ctor, ptr null }]

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(argmem: read)
define dso_local <8 x i32> @vmul(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #0 {
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !4
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !4
  %5 = mul <8 x i32> %4, %3
  %6 = shufflevector <8 x i32> %3, <8 x i32> %4, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %7 = add <8 x i32> %5, %6
  ret <8 x i32> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(none)
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0, x86_fp80 noundef %1) local_unnamed_addr #1 {
  %3 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %3)
  %4 = fdiv x86_fp80 %0, %1
  %5 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %6 = fadd x86_fp80 %5, %4
  call void @__tsan_func_exit()
  ret x86_fp80 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(none)
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul nsw i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree norecurse nounwind sanitize_thread willreturn memory(argmem: readwrite)
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %2)
  %3 = call i32 @__tsan_atomic32_fetch_add(ptr %0, i32 1, i32 5)
  %4 = call i32 @__tsan_atomic32_compare_exchange_val(ptr %0, i32 0, i32 5, i32 4, i32 2)
  %5 = icmp eq i32 %4, 0
  %6 = insertvalue { i32, i1 } poison, i32 %4, 0
  %7 = insertvalue { i32, i1 } %6, i1 %5, 1
  %8 = call i32 @__tsan_atomic32_load(ptr %0, i32 0)
  %9 = load atomic i32, ptr %0 monotonic, align 4
  call void @__tsan_func_exit()
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind sanitize_thread
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %2)
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #14
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  call void @__tsan_read4(ptr %3)
  %6 = load i32, ptr %3, align 16
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = load ptr, ptr %7, align 8
  br label %12

10:                                               ; preds = %25, %1
  %11 = phi i32 [ 0, %1 ], [ %30, %25 ]
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #14
  call void @__tsan_func_exit()
  ret i32 %11

12:                                               ; preds = %5, %25
  %13 = phi ptr [ %9, %5 ], [ %26, %25 ]
  %14 = phi i32 [ 0, %5 ], [ %31, %25 ]
  %15 = phi i32 [ 0, %5 ], [ %30, %25 ]
  %16 = phi i32 [ %6, %5 ], [ %27, %25 ]
  %17 = icmp ult i32 %16, 41
  br i1 %17, label %18, label %23

18:                                               ; preds = %12
  %19 = load ptr, ptr %8, align 16
  %20 = zext nneg i32 %16 to i64
  %21 = getelementptr i8, ptr %19, i64 %20
  %22 = add nuw nsw i32 %16, 8
  call void @__tsan_write4(ptr %3)
  store i32 %22, ptr %3, align 16
  br label %25

23:                                               ; preds = %12
  %24 = getelementptr i8, ptr %13, i64 8
  store ptr %24, ptr %7, align 8
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi ptr [ %13, %18 ], [ %24, %23 ]
  %27 = phi i32 [ %22, %18 ], [ %16, %23 ]
  %28 = phi ptr [ %21, %18 ], [ %13, %23 ]
  call void @__tsan_read4(ptr %28)
  %29 = load i32, ptr %28, align 4, !tbaa !7
  %30 = add nsw i32 %29, %15
  %31 = add nuw nsw i32 %14, 1
  %32 = icmp eq i32 %31, %0
  br i1 %32, label %10, label %12, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 {
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #7 {
  %3 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %3)
  %4 = getelementptr inbounds i8, ptr %1, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !7
  %6 = add nsw i32 %5, 1
  call void @__tsan_write4(ptr %4)
  store i32 %6, ptr %4, align 4, !tbaa !7
  %7 = call ptr @__tsan_memcpy(ptr %0, ptr %1, i64 80)
  call void @__tsan_func_exit()
  ret void
}

; Function Attrs: nofree nosync nounwind sanitize_thread memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #8 {
  %2 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %2)
  br label %3

3:                                                ; preds = %7, %1
  %4 = phi i32 [ 0, %1 ], [ %11, %7 ]
  %5 = phi i32 [ %0, %1 ], [ %10, %7 ]
  %6 = icmp slt i32 %5, 2
  br i1 %6, label %12, label %7

7:                                                ; preds = %3
  %8 = add nsw i32 %5, -1
  %9 = tail call i32 @rec(i32 noundef %8) #16
  %10 = add nsw i32 %5, -2
  %11 = add nsw i32 %4, %9
  br label %3

12:                                               ; preds = %3
  %13 = add nsw i32 %4, %5
  call void @__tsan_func_exit()
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(argmem: read)
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %2)
  call void @__tsan_read8(ptr %0)
  %3 = load i64, ptr %0, align 8
  %4 = trunc i64 %3 to i32
  %5 = and i32 %4, 7
  %6 = lshr i32 %4, 3
  %7 = and i32 %6, 8191
  %8 = shl i64 %3, 41
  %9 = ashr i64 %8, 57
  %10 = trunc nsw i64 %9 to i32
  %11 = lshr i64 %3, 23
  %12 = trunc i64 %11 to i32
  %13 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %7)
  %14 = add i32 %5, %12
  %15 = add i32 %14, %7
  %16 = add i32 %15, %10
  %17 = add nsw i32 %16, %13
  call void @__tsan_func_exit()
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind sanitize_thread
define dso_local float @fl(float noundef %0) local_unnamed_addr #10 {
  %2 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %2)
  %3 = tail call float @sqrtf(float noundef %0) #17
  %4 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %5 = fadd float %4, %3
  call void @__tsan_func_exit()
  ret float %5
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %13

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = zext i32 %4 to i33
  %6 = add nsw i32 %0, -2
  %7 = zext i32 %6 to i33
  %8 = mul i33 %5, %7
  %9 = lshr i33 %8, 1
  %10 = trunc nuw i33 %9 to i32
  %11 = add i32 %10, %0
  %12 = add i32 %11, -1
  br label %13

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %14
}

; Function Attrs: nounwind sanitize_thread
define dso_local noundef i32 @main() local_unnamed_addr #10 {
  %1 = call ptr @llvm.returnaddress(i32 0)
  call void @__tsan_func_entry(ptr %1)
  %2 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #16
  %3 = tail call i32 @rec(i32 noundef 10) #16
  %4 = add nsw i32 %3, 50
  %5 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  call void @__tsan_read4(ptr %5)
  %6 = load i32, ptr %5, align 4, !tbaa !7
  %7 = add nsw i32 %4, %6
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %2, i32 noundef %7) #17
  call void @__tsan_func_exit()
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

declare void @__tsan_init()

; Function Attrs: nounwind
define internal void @tsan.module_ctor() #13 {
  call void @__tsan_init()
  ret void
}

; Function Attrs: nounwind
declare void @__tsan_func_entry(ptr) #14

; Function Attrs: nounwind
declare void @__tsan_func_exit() #14

; Function Attrs: nounwind
declare void @__tsan_read4(ptr) #14

; Function Attrs: nounwind
declare void @__tsan_write4(ptr) #14

; Function Attrs: nounwind
declare i32 @__tsan_atomic32_load(ptr, i32) #14

; Function Attrs: nounwind
declare i32 @__tsan_atomic32_fetch_add(ptr, i32, i32) #14

; Function Attrs: nounwind
declare i32 @__tsan_atomic32_compare_exchange_val(ptr, i32, i32, i32, i32) #14

; Function Attrs: nounwind
declare void @__tsan_read8(ptr) #14

; Function Attrs: nounwind
declare ptr @__tsan_memcpy(ptr, ptr, i64) #14

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #15

attributes #0 = { mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(argmem: read) "min-legal-vector-width"="256" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind sanitize_thread willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind sanitize_thread "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind sanitize_thread memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind sanitize_thread willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind sanitize_thread "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }
attributes #14 = { nounwind }
attributes #15 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #16 = { nobuiltin "no-builtins" }
attributes #17 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
