; ModuleID = 'tests/run/aarch64/mcount_calls.c'
source_filename = "tests/run/aarch64/mcount_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@calls = internal global i32 0, align 4
@callers = internal global [64 x ptr] zeroinitializer, align 8
@.str = private unnamed_addr constant [70 x i8] c"sum %d, hook calls %d (main %d), from square %d, from sum_squares %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mcount() #0 {
  %1 = call ptr @llvm.returnaddress(i32 0)
  call void @record(ptr noundef %1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @record(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load volatile i32, ptr @calls, align 4
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = load volatile i32, ptr @calls, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %8
  store volatile ptr %6, ptr %9, align 8
  br label %10

10:                                               ; preds = %5, %1
  %11 = load volatile i32, ptr @calls, align 4
  %12 = add nsw i32 %11, 1
  store volatile i32 %12, ptr @calls, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_mcount() #0 {
  %1 = call ptr @llvm.returnaddress(i32 0)
  call void @record(ptr noundef %1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @square(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_squares(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @square(i32 noundef %10)
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !6

17:                                               ; preds = %5
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = load volatile i32, ptr @calls, align 4
  store i32 %7, ptr %2, align 4
  %8 = call i32 @sum_squares(i32 noundef 5)
  store i32 %8, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  store i32 %9, ptr %6, align 4
  br label %10

10:                                               ; preds = %34, %0
  %11 = load i32, ptr %6, align 4
  %12 = load volatile i32, ptr @calls, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %17

14:                                               ; preds = %10
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %15, 64
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi i1 [ false, %10 ], [ %16, %14 ]
  br i1 %18, label %19, label %37

19:                                               ; preds = %17
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %21
  %23 = load volatile ptr, ptr %22, align 8
  %24 = call i32 @in_function(ptr noundef %23, ptr noundef @square)
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %4, align 4
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %28
  %30 = load volatile ptr, ptr %29, align 8
  %31 = call i32 @in_function(ptr noundef %30, ptr noundef @sum_squares)
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %19
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %10, !llvm.loop !8

37:                                               ; preds = %17
  %38 = load i32, ptr %3, align 4
  %39 = load volatile i32, ptr @calls, align 4
  %40 = load i32, ptr %2, align 4
  %41 = sub nsw i32 %39, %40
  %42 = load i32, ptr %2, align 4
  %43 = load i32, ptr %4, align 4
  %44 = load i32, ptr %5, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @in_function(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = icmp ugt ptr %5, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 256
  %12 = icmp ult ptr %9, %11
  br label %13

13:                                               ; preds = %8, %2
  %14 = phi i1 [ false, %2 ], [ %12, %8 ]
  %15 = zext i1 %14 to i32
  ret i32 %15
}

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
