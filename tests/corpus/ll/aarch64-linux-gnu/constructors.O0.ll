; ModuleID = 'tests/programs/constructors.c'
source_filename = "tests/programs/constructors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Config = type { ptr, i32, ptr }

@init_log = internal global [8 x i32] zeroinitializer, align 4
@init_count = internal global i32 0, align 4
@table = internal global [256 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [32 x i8] c"destructor runs, table[9] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"constructors ran: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"  order %d: %d\0A\00", align 1
@config = internal constant %struct.Config { ptr @.str.6, i32 3, ptr @table }, align 8
@.str.3 = private unnamed_addr constant [20 x i8] c"%s level %d sum %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"atexit 1\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"atexit 2\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"cfg\00", align 1
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @init_late, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init_early, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init_default, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_late() #0 {
  %1 = load i32, ptr @init_count, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 200, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_early() #0 {
  %1 = alloca i32, align 4
  %2 = load i32, ptr @init_count, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @init_count, align 4
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %4
  store i32 101, ptr %5, align 4
  store i32 0, ptr %1, align 4
  br label %6

6:                                                ; preds = %17, %0
  %7 = load i32, ptr %1, align 4
  %8 = icmp slt i32 %7, 256
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = load i32, ptr %1, align 4
  %11 = mul nsw i32 %10, 7
  %12 = add nsw i32 %11, 3
  %13 = and i32 %12, 255
  %14 = load i32, ptr %1, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %15
  store i32 %13, ptr %16, align 4
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %1, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %1, align 4
  br label %6, !llvm.loop !6

20:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_default() #0 {
  %1 = load i32, ptr @init_count, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @init_count, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3
  store i32 65535, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fini() #0 {
  %1 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 9), align 4
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %1)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 @atexit(ptr noundef @bye1) #3
  %6 = call i32 @atexit(ptr noundef @bye2) #3
  %7 = load i32, ptr @init_count, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %7)
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %20, %0
  %10 = load i32, ptr %2, align 4
  %11 = load i32, ptr @init_count, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %9
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %14, i32 noundef %18)
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %9, !llvm.loop !8

23:                                               ; preds = %9
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %38, %23
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 256
  br i1 %26, label %27, label %41

27:                                               ; preds = %24
  %28 = load ptr, ptr getelementptr inbounds (%struct.Config, ptr @config, i32 0, i32 2), align 8
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = load i32, ptr %4, align 4
  %34 = and i32 %33, 3
  %35 = mul nsw i32 %32, %34
  %36 = load i32, ptr %3, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %3, align 4
  br label %38

38:                                               ; preds = %27
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %4, align 4
  br label %24, !llvm.loop !9

41:                                               ; preds = %24
  %42 = load ptr, ptr @config, align 8
  %43 = load i32, ptr %3, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %42, i32 noundef 3, i32 noundef %43)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bye1() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bye2() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!9 = distinct !{!9, !7}
