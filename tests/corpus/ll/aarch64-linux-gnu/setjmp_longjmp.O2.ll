; ModuleID = 'tests/programs/setjmp_longjmp.c'
source_filename = "tests/programs/setjmp_longjmp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@jump_value = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [40 x i8] c"returned %d after depth %d, counter %d\0A\00", align 1
@depth_reached = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"98x7\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"42!\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"2147483\00", align 1
@__const.main.inputs = private unnamed_addr constant [5 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [27 x i8] c"parse '%s': bad char '%c'\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"parse '%s': %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"loops = %d\0A\00", align 1
@bad_char = internal unnamed_addr global i32 0, align 4
@str = private unnamed_addr constant [14 x i8] c"never printed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [1 x %struct.__jmp_buf_tag], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !6
  %5 = call i32 @_setjmp(ptr noundef nonnull @env) #6
  switch i32 %5, label %13 [
    i32 0, label %6
    i32 42, label %10
  ]

6:                                                ; preds = %0
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store volatile i32 %8, ptr %1, align 4, !tbaa !6
  call fastcc void @deep(i32 noundef 20)
  %9 = load i32, ptr @jump_value, align 4, !tbaa !6
  br label %14

10:                                               ; preds = %0
  %11 = load volatile i32, ptr %1, align 4, !tbaa !6
  %12 = add nsw i32 %11, 10
  store volatile i32 %12, ptr %1, align 4, !tbaa !6
  store i32 42, ptr @jump_value, align 4, !tbaa !6
  br label %14

13:                                               ; preds = %0
  store i32 -1, ptr @jump_value, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %13, %10, %6
  %15 = phi i32 [ -1, %13 ], [ 42, %10 ], [ %9, %6 ]
  %16 = load i32, ptr @depth_reached, align 4, !tbaa !6
  %17 = load volatile i32, ptr %1, align 4, !tbaa !6
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  br label %22

19:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 0, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %4) #7
  %20 = call i32 @_setjmp(ptr noundef nonnull %4) #6
  %21 = icmp slt i32 %20, 5
  br i1 %21, label %36, label %43

22:                                               ; preds = %14, %33
  %23 = phi i64 [ 0, %14 ], [ %34, %33 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 -1, ptr %2, align 4, !tbaa !6
  %24 = getelementptr inbounds [5 x ptr], ptr @__const.main.inputs, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !10
  %26 = call fastcc i32 @parse_number(ptr noundef %25, ptr noundef nonnull %2)
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %22
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %25, i32 noundef %26)
  br label %33

30:                                               ; preds = %22
  %31 = load i32, ptr %2, align 4, !tbaa !6
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %25, i32 noundef %31)
  br label %33

33:                                               ; preds = %30, %28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  %34 = add nuw nsw i64 %23, 1
  %35 = icmp eq i64 %34, 5
  br i1 %35, label %19, label %22, !llvm.loop !12

36:                                               ; preds = %19
  %37 = load volatile i32, ptr %3, align 4, !tbaa !6
  %38 = add nsw i32 %37, 1
  store volatile i32 %38, ptr %3, align 4, !tbaa !6
  %39 = load volatile i32, ptr %3, align 4, !tbaa !6
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %43

41:                                               ; preds = %36
  %42 = load volatile i32, ptr %3, align 4, !tbaa !6
  call void @longjmp(ptr noundef nonnull %4, i32 noundef %42) #8
  unreachable

43:                                               ; preds = %36, %19
  %44 = load volatile i32, ptr %3, align 4, !tbaa !6
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %44)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @deep(i32 noundef %0) unnamed_addr #0 {
  store i32 %0, ptr @depth_reached, align 4, !tbaa !6
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 42) #8
  unreachable

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1
  tail call fastcc void @deep(i32 noundef %5)
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 256) i32 @parse_number(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %3) #7
  %4 = call i32 @_setjmp(ptr noundef nonnull %3) #6
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = load i8, ptr %0, align 1, !tbaa !14
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %11, label %13

9:                                                ; preds = %2
  %10 = load i32, ptr @bad_char, align 4, !tbaa !6
  br label %28

11:                                               ; preds = %21, %6
  %12 = phi i32 [ 0, %6 ], [ %24, %21 ]
  store i32 %12, ptr %1, align 4, !tbaa !6
  br label %28

13:                                               ; preds = %6, %21
  %14 = phi i8 [ %26, %21 ], [ %7, %6 ]
  %15 = phi ptr [ %25, %21 ], [ %0, %6 ]
  %16 = phi i32 [ %24, %21 ], [ 0, %6 ]
  %17 = zext i8 %14 to i32
  %18 = add i8 %14, -58
  %19 = icmp ult i8 %18, -10
  br i1 %19, label %20, label %21

20:                                               ; preds = %13
  store i32 %17, ptr @bad_char, align 4, !tbaa !6
  call void @longjmp(ptr noundef nonnull %3, i32 noundef 1) #8
  unreachable

21:                                               ; preds = %13
  %22 = mul nsw i32 %16, 10
  %23 = add i32 %22, -48
  %24 = add i32 %23, %17
  %25 = getelementptr inbounds i8, ptr %15, i64 1
  %26 = load i8, ptr %25, align 1, !tbaa !14
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %11, label %13, !llvm.loop !15

28:                                               ; preds = %11, %9
  %29 = phi i32 [ %10, %9 ], [ 0, %11 ]
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %3) #7
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind returns_twice }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !13}
