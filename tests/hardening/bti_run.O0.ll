; ModuleID = input
source_filename = "bti_run.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@gotos.tbl = internal global [3 x ptr] [ptr blockaddress(@gotos, %9), ptr blockaddress(@gotos, %10), ptr blockaddress(@gotos, %11)], align 8
@sink = dso_local global i32 0, align 4
@table = dso_local global [4 x ptr] [ptr @sq, ptr @cube, ptr @plus7, ptr @tail], align 8
@switcher = dso_local global ptr @big_switch, align 8
@goer = dso_local global ptr @gotos, align 8

; Function Attrs: noinline nounwind optnone
define dso_local i32 @plus7(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 7
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @big_switch(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %56 [
    i32 0, label %7
    i32 1, label %10
    i32 2, label %13
    i32 3, label %16
    i32 4, label %19
    i32 5, label %22
    i32 6, label %25
    i32 7, label %28
    i32 8, label %31
    i32 9, label %34
    i32 10, label %37
    i32 11, label %40
    i32 12, label %43
    i32 13, label %46
    i32 14, label %49
    i32 15, label %52
  ]

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 4
  %9 = add nsw i32 %8, 11
  store i32 %9, ptr %3, align 4
  br label %57

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 22
  store i32 %12, ptr %3, align 4
  br label %57

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %14, 35
  store i32 %15, ptr %3, align 4
  br label %57

16:                                               ; preds = %2
  %17 = load i32, ptr %5, align 4
  %18 = xor i32 %17, 47
  store i32 %18, ptr %3, align 4
  br label %57

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4
  %21 = or i32 %20, 51
  store i32 %21, ptr %3, align 4
  br label %57

22:                                               ; preds = %2
  %23 = load i32, ptr %5, align 4
  %24 = and i32 %23, 69
  store i32 %24, ptr %3, align 4
  br label %57

25:                                               ; preds = %2
  %26 = load i32, ptr %5, align 4
  %27 = shl i32 %26, 2
  store i32 %27, ptr %3, align 4
  br label %57

28:                                               ; preds = %2
  %29 = load i32, ptr %5, align 4
  %30 = ashr i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %57

31:                                               ; preds = %2
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1000
  store i32 %33, ptr %3, align 4
  br label %57

34:                                               ; preds = %2
  %35 = load i32, ptr %5, align 4
  %36 = mul nsw i32 %35, 7
  store i32 %36, ptr %3, align 4
  br label %57

37:                                               ; preds = %2
  %38 = load i32, ptr %5, align 4
  %39 = sub nsw i32 0, %38
  store i32 %39, ptr %3, align 4
  br label %57

40:                                               ; preds = %2
  %41 = load i32, ptr %5, align 4
  %42 = xor i32 %41, -1
  store i32 %42, ptr %3, align 4
  br label %57

43:                                               ; preds = %2
  %44 = load i32, ptr %5, align 4
  %45 = srem i32 %44, 13
  store i32 %45, ptr %3, align 4
  br label %57

46:                                               ; preds = %2
  %47 = load i32, ptr %5, align 4
  %48 = sdiv i32 %47, 3
  store i32 %48, ptr %3, align 4
  br label %57

49:                                               ; preds = %2
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 77
  store i32 %51, ptr %3, align 4
  br label %57

52:                                               ; preds = %2
  %53 = load i32, ptr %5, align 4
  %54 = load i32, ptr %5, align 4
  %55 = mul nsw i32 %53, %54
  store i32 %55, ptr %3, align 4
  br label %57

56:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %57

57:                                               ; preds = %56, %52, %49, %46, %43, %40, %37, %34, %31, %28, %25, %22, %19, %16, %13, %10, %7
  %58 = load i32, ptr %3, align 4
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @gotos(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = srem i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x ptr], ptr @gotos.tbl, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  br label %14

9:                                                ; preds = %14
  store i32 5, ptr %2, align 4
  br label %12

10:                                               ; preds = %14
  store i32 7, ptr %2, align 4
  br label %12

11:                                               ; preds = %14
  store i32 9, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9
  %13 = load i32, ptr %2, align 4
  ret i32 %13

14:                                               ; preds = %1
  %15 = phi ptr [ %8, %1 ]
  indirectbr ptr %15, [label %9, label %10, label %11]
}

; Function Attrs: noinline nounwind optnone
define dso_local void @note(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load volatile i32, ptr @sink, align 4
  %5 = add nsw i32 %4, %3
  store volatile i32 %5, ptr @sink, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @tail(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @note(i32 noundef %3) #3
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 %4, 1
  %6 = call i32 @plus7(i32 noundef %5) #3
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sq(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cube(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  %6 = load i32, ptr %2, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @work(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x ptr], ptr @table, i64 0, i64 %12
  %14 = load volatile ptr, ptr %13, align 8
  %15 = load i32, ptr %2, align 4
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = call i32 %14(i32 noundef %17) #3
  %19 = sext i32 %18 to i64
  %20 = load i64, ptr %3, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, ptr %3, align 8
  br label %22

22:                                               ; preds = %10
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %7, !llvm.loop !8

25:                                               ; preds = %7
  store i32 0, ptr %5, align 4
  br label %26

26:                                               ; preds = %38, %25
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %27, 17
  br i1 %28, label %29, label %41

29:                                               ; preds = %26
  %30 = load volatile ptr, ptr @switcher, align 8
  %31 = load i32, ptr %5, align 4
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 40
  %34 = call i32 %30(i32 noundef %31, i32 noundef %33) #3
  %35 = sext i32 %34 to i64
  %36 = load i64, ptr %3, align 8
  %37 = add nsw i64 %36, %35
  store i64 %37, ptr %3, align 8
  br label %38

38:                                               ; preds = %29
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %26, !llvm.loop !10

41:                                               ; preds = %26
  store i32 0, ptr %6, align 4
  br label %42

42:                                               ; preds = %54, %41
  %43 = load i32, ptr %6, align 4
  %44 = icmp slt i32 %43, 6
  br i1 %44, label %45, label %57

45:                                               ; preds = %42
  %46 = load volatile ptr, ptr @goer, align 8
  %47 = load i32, ptr %2, align 4
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %47, %48
  %50 = call i32 %46(i32 noundef %49) #3
  %51 = sext i32 %50 to i64
  %52 = load i64, ptr %3, align 8
  %53 = add nsw i64 %52, %51
  store i64 %53, ptr %3, align 8
  br label %54

54:                                               ; preds = %45
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %42, !llvm.loop !11

57:                                               ; preds = %42
  %58 = load i64, ptr %3, align 8
  %59 = load volatile i32, ptr @sink, align 4
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %58, %60
  ret i64 %61
}

; Function Attrs: noinline noreturn nounwind optnone
define dso_local void @_start() #1 {
  %1 = alloca i64, align 8
  %2 = call i64 @work(i32 noundef 3) #3
  store i64 %2, ptr %1, align 8
  %3 = load i64, ptr %1, align 8
  call void @put_num(i64 noundef %3) #3
  %4 = load i64, ptr %1, align 8
  %5 = and i64 %4, 127
  %6 = call i64 @sys3(i64 noundef 93, i64 noundef %5, i64 noundef 0, i64 noundef 0) #3
  unreachable
}

; Function Attrs: noinline nounwind optnone
define internal void @put_num(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [24 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i32 23, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %4, align 4
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %9
  store i8 10, ptr %10, align 1
  %11 = load i64, ptr %2, align 8
  %12 = icmp slt i64 %11, 0
  %13 = zext i1 %12 to i32
  store i32 %13, ptr %5, align 4
  %14 = load i32, ptr %5, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %1
  %17 = load i64, ptr %2, align 8
  %18 = sub i64 0, %17
  br label %21

19:                                               ; preds = %1
  %20 = load i64, ptr %2, align 8
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi i64 [ %18, %16 ], [ %20, %19 ]
  store i64 %22, ptr %6, align 8
  br label %23

23:                                               ; preds = %34, %21
  %24 = load i64, ptr %6, align 8
  %25 = urem i64 %24, 10
  %26 = add i64 48, %25
  %27 = trunc i64 %26 to i8
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, ptr %4, align 4
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %30
  store i8 %27, ptr %31, align 1
  %32 = load i64, ptr %6, align 8
  %33 = udiv i64 %32, 10
  store i64 %33, ptr %6, align 8
  br label %34

34:                                               ; preds = %23
  %35 = load i64, ptr %6, align 8
  %36 = icmp ne i64 %35, 0
  br i1 %36, label %23, label %37, !llvm.loop !12

37:                                               ; preds = %34
  %38 = load i32, ptr %5, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, ptr %4, align 4
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %43
  store i8 45, ptr %44, align 1
  br label %45

45:                                               ; preds = %40, %37
  %46 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 0
  %47 = load i32, ptr %4, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %46, i64 %48
  %50 = getelementptr inbounds i8, ptr %49, i64 1
  %51 = ptrtoint ptr %50 to i64
  %52 = load i32, ptr %4, align 4
  %53 = sub nsw i32 23, %52
  %54 = sext i32 %53 to i64
  %55 = call i64 @sys3(i64 noundef 64, i64 noundef 1, i64 noundef %51, i64 noundef %54) #3
  ret void
}

declare i64 @sys3(i64 noundef, i64 noundef, i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noinline noreturn nounwind optnone "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nobuiltin "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
