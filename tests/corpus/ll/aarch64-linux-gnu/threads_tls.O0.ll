; ModuleID = 'tests/programs/threads_tls.c'
source_filename = "tests/programs/threads_tls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Job = type { i32, i64 }

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@tls_name = dso_local thread_local global ptr @.str, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"create failed\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"job %d result %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1
@total = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [36 x i8] c"main tls_counter still %d, name %s\0A\00", align 1
@tls_counter = internal thread_local global i32 100, align 4
@.str.5 = private unnamed_addr constant [18 x i8] c"main work = %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"tls_counter via pointer %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"worker\00", align 1
@tls_array = internal thread_local global [16 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca [4 x %struct.Job], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %33, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %36

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x %struct.Job], ptr %3, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.Job, ptr %16, i32 0, i32 0
  store i32 %13, ptr %17, align 8
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x %struct.Job], ptr %3, i64 0, i64 %19
  %21 = getelementptr inbounds %struct.Job, ptr %20, i32 0, i32 1
  store i64 0, ptr %21, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %23
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x %struct.Job], ptr %3, i64 0, i64 %26
  %28 = call i32 @pthread_create(ptr noundef %24, ptr noundef null, ptr noundef @thread_main, ptr noundef %27) #4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %11
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 1, ptr %1, align 4
  br label %85

32:                                               ; preds = %11
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %8, !llvm.loop !6

36:                                               ; preds = %8
  store i32 0, ptr %5, align 4
  br label %37

37:                                               ; preds = %46, %36
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %38, 4
  br i1 %39, label %40, label %49

40:                                               ; preds = %37
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8
  %45 = call i32 @pthread_join(i64 noundef %44, ptr noundef null)
  br label %46

46:                                               ; preds = %40
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %37, !llvm.loop !8

49:                                               ; preds = %37
  store i32 0, ptr %6, align 4
  br label %50

50:                                               ; preds = %65, %49
  %51 = load i32, ptr %6, align 4
  %52 = icmp slt i32 %51, 4
  br i1 %52, label %53, label %68

53:                                               ; preds = %50
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x %struct.Job], ptr %3, i64 0, i64 %55
  %57 = getelementptr inbounds %struct.Job, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 8
  %59 = load i32, ptr %6, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [4 x %struct.Job], ptr %3, i64 0, i64 %60
  %62 = getelementptr inbounds %struct.Job, ptr %61, i32 0, i32 1
  %63 = load i64, ptr %62, align 8
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58, i64 noundef %63)
  br label %65

65:                                               ; preds = %53
  %66 = load i32, ptr %6, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %6, align 4
  br label %50, !llvm.loop !9

68:                                               ; preds = %50
  %69 = load atomic i64, ptr @total seq_cst, align 8
  store i64 %69, ptr %7, align 8
  %70 = load i64, ptr %7, align 8
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %70)
  %72 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %73 = load i32, ptr %72, align 4
  %74 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name)
  %75 = load ptr, ptr %74, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %73, ptr noundef %75)
  %77 = call ptr @tls_addr_int()
  %78 = load i32, ptr %77, align 4
  %79 = add nsw i32 %78, 5
  store i32 %79, ptr %77, align 4
  %80 = call i64 @work(i32 noundef 0)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %80)
  %82 = call ptr @tls_addr_int()
  %83 = load i32, ptr %82, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %83)
  store i32 0, ptr %1, align 4
  br label %85

85:                                               ; preds = %68, %30
  %86 = load i32, ptr %1, align 4
  ret i32 %86
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @thread_main(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  store ptr %6, ptr %3, align 8
  %7 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name)
  store ptr @.str.7, ptr %7, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Job, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = call i64 @work(i32 noundef %10)
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.Job, ptr %12, i32 0, i32 1
  store i64 %11, ptr %13, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Job, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  store i64 %16, ptr %4, align 8
  %17 = load i64, ptr %4, align 8
  %18 = atomicrmw add ptr @total, i64 %17 seq_cst, align 8
  store i64 %18, ptr %5, align 8
  %19 = load i64, ptr %5, align 8
  ret ptr null
}

declare i32 @printf(ptr noundef, ...) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @tls_addr_int() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @work(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 16
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %12, %15
  %17 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_array)
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [16 x i64], ptr %17, i64 0, i64 %19
  store i64 %16, ptr %20, align 8
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %7, !llvm.loop !10

24:                                               ; preds = %7
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %36, %24
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 1000
  br i1 %27, label %28, label %39

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = load i32, ptr %2, align 4
  %31 = xor i32 %29, %30
  %32 = and i32 %31, 7
  %33 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %34, %32
  store i32 %35, ptr %33, align 4
  br label %36

36:                                               ; preds = %28
  %37 = load i32, ptr %4, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %4, align 4
  br label %25, !llvm.loop !11

39:                                               ; preds = %25
  %40 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %41 = load i32, ptr %40, align 4
  %42 = sext i32 %41 to i64
  store i64 %42, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %43

43:                                               ; preds = %54, %39
  %44 = load i32, ptr %6, align 4
  %45 = icmp slt i32 %44, 16
  br i1 %45, label %46, label %57

46:                                               ; preds = %43
  %47 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_array)
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [16 x i64], ptr %47, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8
  %52 = load i64, ptr %5, align 8
  %53 = add nsw i64 %52, %51
  store i64 %53, ptr %5, align 8
  br label %54

54:                                               ; preds = %46
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %43, !llvm.loop !12

57:                                               ; preds = %43
  %58 = load i64, ptr %5, align 8
  ret i64 %58
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
