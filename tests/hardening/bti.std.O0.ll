; ModuleID = input
source_filename = "bti.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@sink = dso_local global i32 0, align 4
@gotos.tbl = internal global [3 x ptr] [ptr blockaddress(@gotos, %9), ptr blockaddress(@gotos, %10), ptr blockaddress(@gotos, %11)], align 8
@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 1
  %9 = zext i1 %8 to i64
  %10 = select i1 %8, ptr @cube, ptr @twice
  br label %11

11:                                               ; preds = %6, %5
  %12 = phi ptr [ @sq, %5 ], [ %10, %6 ]
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sq(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @leaf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @note(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load volatile i32, ptr @sink, align 4
  %5 = add nsw i32 %4, %3
  store volatile i32 %5, ptr @sink, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @calls_switch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %19 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
    i32 8, label %13
    i32 9, label %14
    i32 10, label %15
    i32 11, label %16
    i32 12, label %17
    i32 13, label %18
  ]

5:                                                ; preds = %1
  call void @note(i32 noundef 1) #4
  store i32 3, ptr %3, align 4
  br label %20

6:                                                ; preds = %1
  call void @note(i32 noundef 2) #4
  store i32 5, ptr %3, align 4
  br label %20

7:                                                ; preds = %1
  call void @note(i32 noundef 3) #4
  store i32 7, ptr %3, align 4
  br label %20

8:                                                ; preds = %1
  call void @note(i32 noundef 4) #4
  store i32 11, ptr %3, align 4
  br label %20

9:                                                ; preds = %1
  call void @note(i32 noundef 5) #4
  store i32 13, ptr %3, align 4
  br label %20

10:                                               ; preds = %1
  call void @note(i32 noundef 6) #4
  store i32 17, ptr %3, align 4
  br label %20

11:                                               ; preds = %1
  call void @note(i32 noundef 7) #4
  store i32 19, ptr %3, align 4
  br label %20

12:                                               ; preds = %1
  call void @note(i32 noundef 8) #4
  store i32 23, ptr %3, align 4
  br label %20

13:                                               ; preds = %1
  call void @note(i32 noundef 9) #4
  store i32 29, ptr %3, align 4
  br label %20

14:                                               ; preds = %1
  call void @note(i32 noundef 10) #4
  store i32 31, ptr %3, align 4
  br label %20

15:                                               ; preds = %1
  call void @note(i32 noundef 11) #4
  store i32 37, ptr %3, align 4
  br label %20

16:                                               ; preds = %1
  call void @note(i32 noundef 12) #4
  store i32 41, ptr %3, align 4
  br label %20

17:                                               ; preds = %1
  call void @note(i32 noundef 13) #4
  store i32 43, ptr %3, align 4
  br label %20

18:                                               ; preds = %1
  call void @note(i32 noundef 14) #4
  store i32 47, ptr %3, align 4
  br label %20

19:                                               ; preds = %1
  call void @note(i32 noundef 99) #4
  store i32 1, ptr %3, align 4
  br label %20

20:                                               ; preds = %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %21 = load i32, ptr %3, align 4
  %22 = load volatile i32, ptr @sink, align 4
  %23 = add nsw i32 %21, %22
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @jump_back(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef @jb, i32 noundef %3) #5
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = call i32 @_setjmp(ptr noundef @jb) #6
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load i32, ptr %4, align 4
  %10 = mul nsw i32 %9, 10
  store i32 %10, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  %12 = load i32, ptr %3, align 4
  call void @jump_back(i32 noundef %12) #4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @tail(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @note(i32 noundef %3) #4
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 %4, 1
  %6 = call i32 @leaf(i32 noundef %5) #4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call i32 %5(i32 noundef %6) #4
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %11 = load ptr, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %23, %2
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %13, 3
  br i1 %14, label %15, label %26

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = call ptr @pick(i32 noundef %16) #4
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 4
  %20 = call i32 @apply(ptr noundef %17, i32 noundef %19) #4
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr %6, align 4
  br label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %12, !llvm.loop !9

26:                                               ; preds = %12
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %37, %26
  %28 = load i32, ptr %8, align 4
  %29 = icmp slt i32 %28, 17
  br i1 %29, label %30, label %40

30:                                               ; preds = %27
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 40
  %34 = call i32 @big_switch(i32 noundef %31, i32 noundef %33) #4
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %6, align 4
  br label %37

37:                                               ; preds = %30
  %38 = load i32, ptr %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %8, align 4
  br label %27, !llvm.loop !11

40:                                               ; preds = %27
  store i32 0, ptr %9, align 4
  br label %41

41:                                               ; preds = %49, %40
  %42 = load i32, ptr %9, align 4
  %43 = icmp slt i32 %42, 15
  br i1 %43, label %44, label %52

44:                                               ; preds = %41
  %45 = load i32, ptr %9, align 4
  %46 = call i32 @calls_switch(i32 noundef %45) #4
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %6, align 4
  br label %49

49:                                               ; preds = %44
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %9, align 4
  br label %41, !llvm.loop !12

52:                                               ; preds = %41
  store i32 0, ptr %10, align 4
  br label %53

53:                                               ; preds = %63, %52
  %54 = load i32, ptr %10, align 4
  %55 = icmp slt i32 %54, 3
  br i1 %55, label %56, label %66

56:                                               ; preds = %53
  %57 = load i32, ptr %4, align 4
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %57, %58
  %60 = call i32 @gotos(i32 noundef %59) #4
  %61 = load i32, ptr %6, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, ptr %6, align 4
  br label %63

63:                                               ; preds = %56
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %10, align 4
  br label %53, !llvm.loop !13

66:                                               ; preds = %53
  %67 = load i32, ptr %4, align 4
  %68 = add nsw i32 %67, 6
  %69 = call i32 @sj(i32 noundef %68) #4
  %70 = load i32, ptr %4, align 4
  %71 = call i32 @tail(i32 noundef %70) #4
  %72 = add nsw i32 %69, %71
  %73 = load i32, ptr %4, align 4
  %74 = call i32 @leaf(i32 noundef %73) #4
  %75 = add nsw i32 %72, %74
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %6, align 4
  %78 = load i32, ptr %6, align 4
  %79 = load volatile i32, ptr @sink, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %78, i32 noundef %79) #4
  %81 = load i32, ptr %6, align 4
  %82 = and i32 %81, 127
  ret i32 %82
}

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noreturn nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind returns_twice "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #5 = { noreturn nounwind "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #6 = { nounwind returns_twice "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 1}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
