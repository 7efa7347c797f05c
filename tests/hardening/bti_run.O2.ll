; ModuleID = input
source_filename = "bti_run.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@gotos.tbl = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@gotos, %8), ptr blockaddress(@gotos, %6), ptr blockaddress(@gotos, %7)], align 8
@sink = dso_local global i32 0, align 4
@table = dso_local global [4 x ptr] [ptr @sq, ptr @cube, ptr @plus7, ptr @tail], align 8
@switcher = dso_local global ptr @big_switch, align 8
@goer = dso_local global ptr @gotos, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -2147483641, -2147483648) i32 @plus7(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 7
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @big_switch(i32 noundef %0, i32 noundef %1) #0 {
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 5, 10) i32 @gotos(i32 noundef %0) #0 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @gotos.tbl, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !8
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 9, %7 ], [ 7, %6 ], [ 5, %1 ]
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none)
define dso_local void @note(i32 noundef %0) local_unnamed_addr #1 {
  %2 = load volatile i32, ptr @sink, align 4, !tbaa !12
  %3 = add nsw i32 %2, %0
  store volatile i32 %3, ptr @sink, align 4, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind
define dso_local range(i32 -2147483641, -2147483648) i32 @tail(i32 noundef %0) #2 {
  tail call void @note(i32 noundef %0) #9
  %2 = add nsw i32 %0, 1
  %3 = tail call i32 @plus7(i32 noundef %2) #9
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal i32 @sq(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal i32 @cube(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, %0
  %3 = mul nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: noinline nounwind
define dso_local i64 @work(i32 noundef %0) local_unnamed_addr #3 {
  %2 = load volatile ptr, ptr @table, align 8, !tbaa !8
  %3 = tail call i32 %2(i32 noundef %0) #10
  %4 = sext i32 %3 to i64
  %5 = load volatile ptr, ptr getelementptr inbounds (i8, ptr @table, i64 8), align 8, !tbaa !8
  %6 = add i32 %0, 1
  %7 = tail call i32 %5(i32 noundef %6) #10
  %8 = sext i32 %7 to i64
  %9 = add nsw i64 %4, %8
  %10 = load volatile ptr, ptr getelementptr inbounds (i8, ptr @table, i64 16), align 8, !tbaa !8
  %11 = add i32 %0, 2
  %12 = tail call i32 %10(i32 noundef %11) #10
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %9, %13
  %15 = load volatile ptr, ptr getelementptr inbounds (i8, ptr @table, i64 24), align 8, !tbaa !8
  %16 = add i32 %0, 3
  %17 = tail call i32 %15(i32 noundef %16) #10
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %14, %18
  %20 = add nsw i32 %0, 40
  %21 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %22 = tail call i32 %21(i32 noundef 0, i32 noundef %20) #10
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %19, %23
  %25 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %26 = tail call i32 %25(i32 noundef 1, i32 noundef %20) #10
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %30 = tail call i32 %29(i32 noundef 2, i32 noundef %20) #10
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %28, %31
  %33 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %34 = tail call i32 %33(i32 noundef 3, i32 noundef %20) #10
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  %37 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %38 = tail call i32 %37(i32 noundef 4, i32 noundef %20) #10
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %42 = tail call i32 %41(i32 noundef 5, i32 noundef %20) #10
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %46 = tail call i32 %45(i32 noundef 6, i32 noundef %20) #10
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 %44, %47
  %49 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %50 = tail call i32 %49(i32 noundef 7, i32 noundef %20) #10
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %48, %51
  %53 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %54 = tail call i32 %53(i32 noundef 8, i32 noundef %20) #10
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %52, %55
  %57 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %58 = tail call i32 %57(i32 noundef 9, i32 noundef %20) #10
  %59 = sext i32 %58 to i64
  %60 = add nsw i64 %56, %59
  %61 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %62 = tail call i32 %61(i32 noundef 10, i32 noundef %20) #10
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 %60, %63
  %65 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %66 = tail call i32 %65(i32 noundef 11, i32 noundef %20) #10
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %64, %67
  %69 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %70 = tail call i32 %69(i32 noundef 12, i32 noundef %20) #10
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %68, %71
  %73 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %74 = tail call i32 %73(i32 noundef 13, i32 noundef %20) #10
  %75 = sext i32 %74 to i64
  %76 = add nsw i64 %72, %75
  %77 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %78 = tail call i32 %77(i32 noundef 14, i32 noundef %20) #10
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %76, %79
  %81 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %82 = tail call i32 %81(i32 noundef 15, i32 noundef %20) #10
  %83 = sext i32 %82 to i64
  %84 = add nsw i64 %80, %83
  %85 = load volatile ptr, ptr @switcher, align 8, !tbaa !8
  %86 = tail call i32 %85(i32 noundef 16, i32 noundef %20) #10
  %87 = sext i32 %86 to i64
  %88 = add nsw i64 %84, %87
  %89 = load volatile ptr, ptr @goer, align 8, !tbaa !8
  %90 = tail call i32 %89(i32 noundef %0) #10
  %91 = sext i32 %90 to i64
  %92 = add nsw i64 %88, %91
  %93 = load volatile ptr, ptr @goer, align 8, !tbaa !8
  %94 = add nsw i32 %0, 1
  %95 = tail call i32 %93(i32 noundef %94) #10
  %96 = sext i32 %95 to i64
  %97 = add nsw i64 %92, %96
  %98 = load volatile ptr, ptr @goer, align 8, !tbaa !8
  %99 = add nsw i32 %0, 2
  %100 = tail call i32 %98(i32 noundef %99) #10
  %101 = sext i32 %100 to i64
  %102 = add nsw i64 %97, %101
  %103 = load volatile ptr, ptr @goer, align 8, !tbaa !8
  %104 = add nsw i32 %0, 3
  %105 = tail call i32 %103(i32 noundef %104) #10
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %102, %106
  %108 = load volatile ptr, ptr @goer, align 8, !tbaa !8
  %109 = add nsw i32 %0, 4
  %110 = tail call i32 %108(i32 noundef %109) #10
  %111 = sext i32 %110 to i64
  %112 = add nsw i64 %107, %111
  %113 = load volatile ptr, ptr @goer, align 8, !tbaa !8
  %114 = add nsw i32 %0, 5
  %115 = tail call i32 %113(i32 noundef %114) #10
  %116 = sext i32 %115 to i64
  %117 = add nsw i64 %112, %116
  %118 = load volatile i32, ptr @sink, align 4, !tbaa !12
  %119 = sext i32 %118 to i64
  %120 = add nsw i64 %117, %119
  ret i64 %120
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn nounwind
define dso_local void @_start() local_unnamed_addr #5 {
  %1 = tail call i64 @work(i32 noundef 3) #9
  tail call fastcc void @put_num(i64 noundef %1) #9
  %2 = and i64 %1, 127
  %3 = tail call i64 @sys3(i64 noundef 93, i64 noundef %2, i64 noundef 0, i64 noundef 0) #10
  unreachable
}

; Function Attrs: nounwind
define internal fastcc void @put_num(i64 noundef %0) unnamed_addr #6 {
  %2 = alloca [24 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  %3 = getelementptr inbounds i8, ptr %2, i64 23
  store i8 10, ptr %3, align 1, !tbaa !14
  %4 = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ %14, %5 ], [ 22, %1 ]
  %7 = phi i64 [ %9, %5 ], [ %4, %1 ]
  %8 = freeze i64 %7
  %9 = udiv i64 %8, 10
  %10 = mul i64 %9, 10
  %11 = sub i64 %8, %10
  %12 = trunc nuw nsw i64 %11 to i8
  %13 = or disjoint i8 %12, 48
  %14 = add nsw i64 %6, -1
  %15 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 %6
  store i8 %13, ptr %15, align 1, !tbaa !14
  %16 = icmp ult i64 %7, 10
  br i1 %16, label %17, label %5, !llvm.loop !15

17:                                               ; preds = %5
  %18 = icmp slt i64 %0, 0
  %19 = trunc nsw i64 %14 to i32
  br i1 %18, label %20, label %26

20:                                               ; preds = %17
  %21 = trunc nsw i64 %6 to i32
  %22 = add nsw i32 %21, -2
  %23 = shl i64 %14, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 %24
  store i8 45, ptr %25, align 1, !tbaa !14
  br label %26

26:                                               ; preds = %20, %17
  %27 = phi i32 [ %22, %20 ], [ %19, %17 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %2, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 1
  %31 = ptrtoint ptr %30 to i64
  %32 = sub nsw i32 23, %27
  %33 = sext i32 %32 to i64
  %34 = call i64 @sys3(i64 noundef 64, i64 noundef 1, i64 noundef %31, i64 noundef %33) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret void
}

declare i64 @sys3(i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none) "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline norecurse nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nobuiltin "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #10 = { nobuiltin nounwind "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 1}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
