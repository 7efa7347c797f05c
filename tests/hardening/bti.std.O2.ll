; ModuleID = input
source_filename = "bti.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@sink = dso_local global i32 0, align 4
@gotos.tbl = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@gotos, %8), ptr blockaddress(@gotos, %6), ptr blockaddress(@gotos, %7)], align 8
@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@switch.table.calls_switch = private unnamed_addr constant [14 x i32] [i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @pick(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  %3 = icmp eq i32 %0, 1
  %4 = select i1 %3, ptr @cube, ptr @twice
  %5 = select i1 %2, ptr @sq, ptr %4
  ret ptr %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sq(i32 noundef %0) #1 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @cube(i32 noundef %0) #1 {
  %2 = mul nsw i32 %0, %0
  %3 = mul nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @twice(i32 noundef %0) #1 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @leaf(i32 noundef %0) local_unnamed_addr #1 {
  %2 = mul nsw i32 %0, 3
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @big_switch(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  switch i32 %0, label %35 [
    i32 0, label %3
    i32 1, label %5
    i32 2, label %7
    i32 3, label %9
    i32 4, label %11
    i32 5, label %13
    i32 6, label %15
    i32 7, label %17
    i32 8, label %19
    i32 9, label %21
    i32 10, label %23
    i32 11, label %25
    i32 12, label %27
    i32 13, label %29
    i32 14, label %31
    i32 15, label %33
  ]

3:                                                ; preds = %2
  %4 = add nsw i32 %1, 11
  br label %35

5:                                                ; preds = %2
  %6 = mul nsw i32 %1, 22
  br label %35

7:                                                ; preds = %2
  %8 = add nsw i32 %1, -35
  br label %35

9:                                                ; preds = %2
  %10 = xor i32 %1, 47
  br label %35

11:                                               ; preds = %2
  %12 = or i32 %1, 51
  br label %35

13:                                               ; preds = %2
  %14 = and i32 %1, 69
  br label %35

15:                                               ; preds = %2
  %16 = shl i32 %1, 2
  br label %35

17:                                               ; preds = %2
  %18 = ashr i32 %1, 1
  br label %35

19:                                               ; preds = %2
  %20 = add nsw i32 %1, 1000
  br label %35

21:                                               ; preds = %2
  %22 = mul nsw i32 %1, 7
  br label %35

23:                                               ; preds = %2
  %24 = sub nsw i32 0, %1
  br label %35

25:                                               ; preds = %2
  %26 = xor i32 %1, -1
  br label %35

27:                                               ; preds = %2
  %28 = srem i32 %1, 13
  br label %35

29:                                               ; preds = %2
  %30 = sdiv i32 %1, 3
  br label %35

31:                                               ; preds = %2
  %32 = add nsw i32 %1, 77
  br label %35

33:                                               ; preds = %2
  %34 = mul nsw i32 %1, %1
  br label %35

35:                                               ; preds = %2, %33, %31, %29, %27, %25, %23, %21, %19, %17, %15, %13, %11, %9, %7, %5, %3
  %36 = phi i32 [ %34, %33 ], [ %32, %31 ], [ %30, %29 ], [ %28, %27 ], [ %26, %25 ], [ %24, %23 ], [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ %4, %3 ], [ 0, %2 ]
  ret i32 %36
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @note(i32 noundef %0) local_unnamed_addr #2 {
  %2 = load volatile i32, ptr @sink, align 4, !tbaa !9
  %3 = add nsw i32 %2, %0
  store volatile i32 %3, ptr @sink, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @calls_switch(i32 noundef %0) local_unnamed_addr #3 {
  %2 = icmp ult i32 %0, 14
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = add nuw nsw i32 %0, 1
  %5 = zext nneg i32 %0 to i64
  %6 = getelementptr inbounds [14 x i32], ptr @switch.table.calls_switch, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %4, %3 ], [ 99, %1 ]
  %10 = phi i32 [ %7, %3 ], [ 1, %1 ]
  tail call void @note(i32 noundef %9) #10
  %11 = load volatile i32, ptr @sink, align 4, !tbaa !9
  %12 = add nsw i32 %11, %10
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 5, 10) i32 @gotos(i32 noundef %0) #1 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @gotos.tbl, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !13
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 9, %7 ], [ 7, %6 ], [ 5, %1 ]
  ret i32 %9
}

; Function Attrs: noinline noreturn nounwind uwtable
define dso_local void @jump_back(i32 noundef %0) local_unnamed_addr #4 {
  tail call void @longjmp(ptr noundef nonnull @jb, i32 noundef %0) #11
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sj(i32 noundef %0) local_unnamed_addr #6 {
  %2 = call i32 @_setjmp(ptr noundef nonnull @jb) #12
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = mul nsw i32 %2, 10
  ret i32 %5

6:                                                ; preds = %1
  call void @jump_back(i32 noundef %0) #10
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #7

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @tail(i32 noundef %0) local_unnamed_addr #3 {
  tail call void @note(i32 noundef %0) #10
  %2 = add nsw i32 %0, 1
  %3 = tail call i32 @leaf(i32 noundef %2) #10
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = tail call i32 %0(i32 noundef %1) #13
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #8 {
  %3 = add nsw i32 %0, 4
  %4 = tail call i32 @sq(i32 noundef %3) #13
  %5 = tail call i32 @cube(i32 noundef %3) #13
  %6 = tail call i32 @twice(i32 noundef %3) #13
  %7 = add nsw i32 %0, 40
  %8 = tail call i32 @big_switch(i32 noundef 0, i32 noundef %7) #10
  %9 = tail call i32 @big_switch(i32 noundef 1, i32 noundef %7) #10
  %10 = tail call i32 @big_switch(i32 noundef 2, i32 noundef %7) #10
  %11 = tail call i32 @big_switch(i32 noundef 3, i32 noundef %7) #10
  %12 = tail call i32 @big_switch(i32 noundef 4, i32 noundef %7) #10
  %13 = tail call i32 @big_switch(i32 noundef 5, i32 noundef %7) #10
  %14 = tail call i32 @big_switch(i32 noundef 6, i32 noundef %7) #10
  %15 = tail call i32 @big_switch(i32 noundef 7, i32 noundef %7) #10
  %16 = tail call i32 @big_switch(i32 noundef 8, i32 noundef %7) #10
  %17 = tail call i32 @big_switch(i32 noundef 9, i32 noundef %7) #10
  %18 = tail call i32 @big_switch(i32 noundef 10, i32 noundef %7) #10
  %19 = tail call i32 @big_switch(i32 noundef 11, i32 noundef %7) #10
  %20 = tail call i32 @big_switch(i32 noundef 12, i32 noundef %7) #10
  %21 = tail call i32 @big_switch(i32 noundef 13, i32 noundef %7) #10
  %22 = tail call i32 @big_switch(i32 noundef 14, i32 noundef %7) #10
  %23 = tail call i32 @big_switch(i32 noundef 15, i32 noundef %7) #10
  %24 = tail call i32 @big_switch(i32 noundef 16, i32 noundef %7) #10
  %25 = tail call i32 @calls_switch(i32 noundef 0) #10
  %26 = tail call i32 @calls_switch(i32 noundef 1) #10
  %27 = tail call i32 @calls_switch(i32 noundef 2) #10
  %28 = tail call i32 @calls_switch(i32 noundef 3) #10
  %29 = tail call i32 @calls_switch(i32 noundef 4) #10
  %30 = tail call i32 @calls_switch(i32 noundef 5) #10
  %31 = tail call i32 @calls_switch(i32 noundef 6) #10
  %32 = tail call i32 @calls_switch(i32 noundef 7) #10
  %33 = tail call i32 @calls_switch(i32 noundef 8) #10
  %34 = tail call i32 @calls_switch(i32 noundef 9) #10
  %35 = tail call i32 @calls_switch(i32 noundef 10) #10
  %36 = tail call i32 @calls_switch(i32 noundef 11) #10
  %37 = tail call i32 @calls_switch(i32 noundef 12) #10
  %38 = tail call i32 @calls_switch(i32 noundef 13) #10
  %39 = tail call i32 @calls_switch(i32 noundef 14) #10
  %40 = tail call i32 @gotos(i32 noundef %0) #10
  %41 = add nsw i32 %0, 1
  %42 = tail call i32 @gotos(i32 noundef %41) #10
  %43 = add nsw i32 %0, 2
  %44 = tail call i32 @gotos(i32 noundef %43) #10
  %45 = add nsw i32 %0, 6
  %46 = tail call i32 @sj(i32 noundef %45) #10
  %47 = tail call i32 @tail(i32 noundef %0) #10
  %48 = tail call i32 @leaf(i32 noundef %0) #10
  %49 = add i32 %48, 3
  %50 = add i32 %47, %46
  %51 = add nuw nsw i32 %44, %42
  %52 = add i32 %40, %39
  %53 = add i32 %38, %37
  %54 = add i32 %36, %35
  %55 = add i32 %34, %33
  %56 = add i32 %32, %31
  %57 = add i32 %30, %29
  %58 = add i32 %28, %27
  %59 = add i32 %26, %25
  %60 = add i32 %24, %23
  %61 = add i32 %22, %21
  %62 = add i32 %20, %19
  %63 = add i32 %18, %17
  %64 = add i32 %16, %15
  %65 = add i32 %14, %13
  %66 = add i32 %12, %11
  %67 = add i32 %10, %9
  %68 = add i32 %8, %6
  %69 = add i32 %5, %4
  %70 = add i32 %49, %50
  %71 = add i32 %51, %52
  %72 = add i32 %53, %54
  %73 = add i32 %55, %56
  %74 = add i32 %57, %58
  %75 = add i32 %59, %60
  %76 = add i32 %61, %62
  %77 = add i32 %63, %64
  %78 = add i32 %65, %66
  %79 = add i32 %67, %68
  %80 = add i32 %70, %71
  %81 = add i32 %72, %73
  %82 = add i32 %74, %75
  %83 = add i32 %76, %77
  %84 = add i32 %78, %79
  %85 = add i32 %80, %81
  %86 = add i32 %82, %83
  %87 = add i32 %84, %69
  %88 = add i32 %85, %86
  %89 = add i32 %88, %87
  %90 = load volatile i32, ptr @sink, align 4, !tbaa !9
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %89, i32 noundef %90) #10
  %92 = and i32 %89, 127
  ret i32 %92
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nounwind uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noinline nounwind uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind returns_twice "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #11 = { noreturn nounwind "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #12 = { nounwind returns_twice "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #13 = { nounwind "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
