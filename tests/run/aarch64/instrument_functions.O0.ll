; ModuleID = 'tests/run/aarch64/instrument_functions.c'
source_filename = "tests/run/aarch64/instrument_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@events = internal global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"%*senter %s\0A\00", align 1
@depth = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"%*sexit %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"results %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"events %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"leaf\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"twice\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"another\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__cyg_profile_func_enter(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @events, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @events, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  br label %18

10:                                               ; preds = %2
  %11 = load i32, ptr @depth, align 4
  %12 = mul nsw i32 2, %11
  %13 = load ptr, ptr %3, align 8
  %14 = call ptr @name_of(ptr noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12, ptr noundef @.str.1, ptr noundef %14)
  %16 = load i32, ptr @depth, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @depth, align 4
  br label %18

18:                                               ; preds = %10, %9
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @name_of(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = icmp eq ptr %4, @leaf
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %16

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = icmp eq ptr %8, @middle
  br i1 %9, label %10, label %11

10:                                               ; preds = %7
  store ptr @.str.6, ptr %2, align 8
  br label %16

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = icmp eq ptr %12, @twice
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  store ptr @.str.7, ptr %2, align 8
  br label %16

15:                                               ; preds = %11
  store ptr @.str.8, ptr %2, align 8
  br label %16

16:                                               ; preds = %15, %14, %10, %6
  %17 = load ptr, ptr %2, align 8
  ret ptr %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__cyg_profile_func_exit(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @events, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @events, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  br label %18

10:                                               ; preds = %2
  %11 = load i32, ptr @depth, align 4
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @depth, align 4
  %13 = load i32, ptr @depth, align 4
  %14 = mul nsw i32 2, %13
  %15 = load ptr, ptr %3, align 8
  %16 = call ptr @name_of(ptr noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %14, ptr noundef @.str.1, ptr noundef %16)
  br label %18

18:                                               ; preds = %10, %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @leaf(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @middle(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp sgt i32 %4, 10
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  %8 = call i32 @leaf(i32 noundef %7)
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @leaf(i32 noundef %11)
  %13 = call i32 @leaf(i32 noundef %12)
  store i32 %13, ptr %2, align 4
  br label %14

14:                                               ; preds = %10, %6
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @twice(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @middle(i32 noundef %3)
  %5 = load i32, ptr %2, align 4
  %6 = add nsw i32 %5, 20
  %7 = call i32 @middle(i32 noundef %6)
  %8 = add nsw i32 %4, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 @middle(i32 noundef 3)
  store i32 %5, ptr %2, align 4
  %6 = call i32 @middle(i32 noundef 20)
  store i32 %6, ptr %3, align 4
  %7 = call i32 @twice(i32 noundef 4)
  store i32 %7, ptr %4, align 4
  %8 = load i32, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %8, i32 noundef %9, i32 noundef %10)
  %12 = load i32, ptr @events, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %12)
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
