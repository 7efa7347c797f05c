; ModuleID = 'tests/run/builtin_setjmp.c'
source_filename = "tests/run/builtin_setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"round%d\00", align 1
@jump_buffer = internal global [5 x ptr] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [44 x i8] c"%s: resumed from depth %d, kept %d, sum %d\0A\00", align 1
@depth_reached = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @round_trip(i32 noundef 3, i32 noundef 1)
  %2 = sext i32 %1 to i64
  %3 = tail call fastcc i32 @round_trip(i32 noundef 6, i32 noundef 2)
  %4 = sext i32 %3 to i64
  %5 = add nsw i64 %2, %4
  %6 = tail call fastcc i32 @round_trip(i32 noundef 9, i32 noundef 3)
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %5, %7
  %9 = tail call fastcc i32 @round_trip(i32 noundef 12, i32 noundef 4)
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %8, %10
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %11)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @round_trip(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %5 = mul nsw i32 %1, 7
  store volatile i32 %5, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #6
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 16, ptr noundef nonnull @.str.1, i32 noundef %1) #6
  %7 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %7, ptr @jump_buffer, align 16
  %8 = tail call ptr @llvm.stacksave.p0()
  store ptr %8, ptr getelementptr inbounds (i8, ptr @jump_buffer, i64 16), align 16
  %9 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @jump_buffer)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %29, label %11

11:                                               ; preds = %2
  %12 = srem i32 %1, 5
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %22, label %14

14:                                               ; preds = %11
  %15 = zext nneg i32 %12 to i33
  %16 = add nsw i32 %12, -1
  %17 = zext i32 %16 to i33
  %18 = mul i33 %15, %17
  %19 = lshr i33 %18, 1
  %20 = trunc nuw i33 %19 to i32
  %21 = add i32 %12, %20
  br label %22

22:                                               ; preds = %14, %11
  %23 = phi i32 [ 0, %11 ], [ %21, %14 ]
  %24 = load i32, ptr @depth_reached, align 4, !tbaa !5
  %25 = load volatile i32, ptr %3, align 4, !tbaa !5
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %4, i32 noundef %24, i32 noundef %25, i32 noundef %23)
  %27 = load volatile i32, ptr %3, align 4, !tbaa !5
  %28 = add nsw i32 %27, %23
  br label %30

29:                                               ; preds = %2
  tail call fastcc void @dive(i32 noundef %0)
  br label %30

30:                                               ; preds = %29, %22
  %31 = phi i32 [ %28, %22 ], [ -1, %29 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret i32 %31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #6

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @dive(i32 noundef %0) unnamed_addr #2 {
  store i32 %0, ptr @depth_reached, align 4, !tbaa !5
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @jump_buffer)
  unreachable

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1
  tail call fastcc void @dive(i32 noundef %5)
  %6 = shl i32 %0, 24
  %7 = ashr exact i32 %6, 24
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

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
