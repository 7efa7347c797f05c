; ModuleID = 'tests/run/ifunc.c'
source_filename = "tests/run/ifunc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$dot.resolver = comdat any

@scale_ptr = dso_local global ptr @scale, align 8
@.str = private unnamed_addr constant [54 x i8] c"scale(5) = %d, via pointer %d, via global pointer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"same address: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"local ifunc: %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"dot = %d, dot(8) = %d\0A\00", align 1
@__cpu_model = external dso_local global { i32, i32, i32, [1 x i32] }
@__cpu_features2 = external dso_local global [3 x i32]

@dot.ifunc = weak_odr dso_local alias i32 (ptr, ptr, i32), ptr @dot

@scale = dso_local ifunc i32 (i32), ptr @pick_scale
@local_ifunc = dso_local ifunc i64 (i64), ptr @pick_local
@dot = weak_odr dso_local ifunc i32 (ptr, ptr, i32), ptr @dot.resolver

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dot.avx2.0(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = mul nsw i32 %18, %23
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !6

30:                                               ; preds = %9
  %31 = load i32, ptr %7, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dot.sse4.2.1(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = mul nsw i32 %18, %23
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !8

30:                                               ; preds = %9
  %31 = load i32, ptr %7, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dot.default.2(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = mul nsw i32 %18, %23
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !9

30:                                               ; preds = %9
  %31 = load i32, ptr %7, align 4
  ret i32 %31
}

define weak_odr ptr @dot.resolver() comdat {
  call void @__cpu_indicator_init()
  %1 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4
  %2 = and i32 %1, 1024
  %3 = icmp eq i32 %2, 1024
  %4 = and i1 true, %3
  br i1 %4, label %5, label %6

5:                                                ; preds = %0
  ret ptr @dot.avx2.0

6:                                                ; preds = %0
  %7 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4
  %8 = and i32 %7, 256
  %9 = icmp eq i32 %8, 256
  %10 = and i1 true, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  ret ptr @dot.sse4.2.1

12:                                               ; preds = %6
  ret ptr @dot.default.2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @call_through(ptr noundef %0, i32 noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call i32 %5(i32 noundef %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #2 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i32], align 16
  %3 = alloca [64 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %21, %0
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 %10, 20
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %13
  store i32 %11, ptr %14, align 4
  %15 = load i32, ptr %4, align 4
  %16 = mul nsw i32 3, %15
  %17 = add nsw i32 %16, 1
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %19
  store i32 %17, ptr %20, align 4
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %6, !llvm.loop !10

24:                                               ; preds = %6
  store ptr @scale, ptr %5, align 8
  %25 = call i32 @scale(i32 noundef 5)
  %26 = load ptr, ptr %5, align 8
  %27 = call i32 @call_through(ptr noundef %26, i32 noundef 7)
  %28 = load volatile ptr, ptr @scale_ptr, align 8
  %29 = call i32 %28(i32 noundef 9)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %27, i32 noundef %29)
  %31 = load ptr, ptr %5, align 8
  %32 = load volatile ptr, ptr @scale_ptr, align 8
  %33 = icmp eq ptr %31, %32
  %34 = zext i1 %33 to i32
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34)
  %36 = call i64 @local_ifunc(i64 noundef 41)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %36)
  %38 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 0
  %39 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 0
  %40 = call i32 @dot(ptr noundef %38, ptr noundef %39, i32 noundef 64)
  %41 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 0
  %42 = getelementptr inbounds i32, ptr %41, i64 8
  %43 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 0
  %44 = call i32 @dot(ptr noundef %42, ptr noundef %43, i32 noundef 8)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %40, i32 noundef %44)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone uwtable
define internal ptr @pick_scale() #4 {
  ret ptr @thrice
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @thrice(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3
  ret i32 %4
}

; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone uwtable
define internal ptr @pick_local() #4 {
  ret ptr @add_one
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_one(i64 noundef %0) #2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = add nsw i64 %3, 1
  ret i64 %4
}

declare dso_local void @__cpu_indicator_init()

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { disable_sanitizer_instrumentation noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
