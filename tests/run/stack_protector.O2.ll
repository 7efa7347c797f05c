; ModuleID = 'tests/run/stack_protector.c'
source_filename = "tests/run/stack_protector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"sum_array %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"address_taken %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"vla %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"tail_caller %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"many_returns(%d) %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"no overrun %c\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"overrun: child killed by %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"SIGABRT\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"another signal\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"overrun: child exited with %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"k=%d\00", align 1

; Function Attrs: mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: read) uwtable
define dso_local i32 @leaf_callee(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 3
  ret i32 %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind sspstrong uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = alloca i32, align 4
  %2 = tail call fastcc i32 @sum_array()
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %4 = tail call fastcc i32 @address_taken()
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4)
  %6 = tail call fastcc i64 @vla()
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6)
  %8 = tail call fastcc i32 @tail_caller()
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8)
  %10 = tail call fastcc i32 @many_returns(i32 noundef 0)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %10)
  %12 = tail call fastcc i32 @many_returns(i32 noundef 1)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %12)
  %14 = tail call fastcc i32 @many_returns(i32 noundef 2)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %14)
  %16 = tail call fastcc i32 @many_returns(i32 noundef 3)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %16)
  %18 = tail call fastcc i32 @many_returns(i32 noundef 4)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %18)
  %20 = tail call fastcc i32 @overrun(i32 noundef 0)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %20)
  %22 = load ptr, ptr @stdout, align 8, !tbaa !5
  %23 = tail call i32 @fflush(ptr noundef %22)
  %24 = tail call i32 @fork() #14
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %0
  %27 = tail call i32 @close(i32 noundef 2) #14
  %28 = tail call fastcc i32 @overrun(i32 noundef 64)
  %29 = icmp eq i32 %28, 88
  %30 = select i1 %29, i32 3, i32 4
  tail call void @_exit(i32 noundef %30) #15
  unreachable

31:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14
  store i32 0, ptr %1, align 4, !tbaa !9
  %32 = call i32 @waitpid(i32 noundef %24, ptr noundef nonnull %1, i32 noundef 0) #14
  %33 = load i32, ptr %1, align 4, !tbaa !9
  %34 = and i32 %33, 127
  %35 = shl nuw nsw i32 %34, 24
  %36 = add nuw i32 %35, 16777216
  %37 = icmp sgt i32 %36, 33554431
  br i1 %37, label %38, label %42

38:                                               ; preds = %31
  %39 = icmp eq i32 %34, 6
  %40 = select i1 %39, ptr @.str.7, ptr @.str.8
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %40)
  br label %46

42:                                               ; preds = %31
  %43 = lshr i32 %33, 8
  %44 = and i32 %43, 255
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %44)
  br label %46

46:                                               ; preds = %42, %38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef i32 @sum_array() unnamed_addr #4 {
  ret i32 1488
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc i32 @address_taken() unnamed_addr #4 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14
  store i32 37, ptr %1, align 4, !tbaa !9
  call fastcc void @bump(ptr noundef nonnull %1)
  %2 = load i32, ptr %1, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef i64 @vla() unnamed_addr #4 {
  ret i64 285
}

; Function Attrs: nofree noinline nounwind sspstrong uwtable
define internal fastcc i32 @tail_caller() unnamed_addr #5 {
  %1 = alloca [24 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14
  %2 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 24, ptr noundef nonnull @.str.10, i32 noundef 12345) #14
  %3 = call i32 @leaf_callee(ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc i32 @many_returns(i32 noundef %0) unnamed_addr #7 {
  %2 = alloca [12 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #14
  %3 = srem i32 %0, 26
  %4 = trunc nsw i32 %3 to i8
  %5 = add nsw i8 %4, 97
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef 11, i8 noundef signext %5)
  %6 = getelementptr inbounds i8, ptr %2, i64 11
  store i8 0, ptr %6, align 1, !tbaa !11
  %7 = icmp slt i32 %0, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %1
  %9 = icmp eq i32 %0, 3
  br i1 %9, label %10, label %13

10:                                               ; preds = %8
  %11 = load i8, ptr %2, align 1, !tbaa !11
  %12 = sext i8 %11 to i32
  br label %17

13:                                               ; preds = %8
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #13
  %15 = trunc i64 %14 to i32
  %16 = add nsw i32 %15, %0
  br label %17

17:                                               ; preds = %1, %13, %10
  %18 = phi i32 [ %12, %10 ], [ %16, %13 ], [ -1, %1 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #14
  ret i32 %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @overrun(i32 noundef %0) unnamed_addr #4 {
  %2 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14
  %3 = add nuw nsw i32 %0, 16
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef %3, i8 noundef signext 88)
  %4 = getelementptr inbounds i8, ptr %2, i64 3
  %5 = load i8, ptr %4, align 1, !tbaa !11
  %6 = sext i8 %5 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare i32 @fork() local_unnamed_addr #3

declare i32 @close(i32 noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_exit(i32 noundef) local_unnamed_addr #9

declare i32 @waitpid(i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump(ptr nocapture noundef %0) unnamed_addr #10 {
  %2 = load i32, ptr %0, align 4, !tbaa !9
  %3 = add nsw i32 %2, 5
  store i32 %3, ptr %0, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0, i32 noundef %1, i8 noundef signext %2) unnamed_addr #11 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %0, i8 %2, i64 %6, i1 false), !tbaa !11
  br label %7

7:                                                ; preds = %5, %3
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
