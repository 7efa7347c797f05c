; ModuleID = 'tests/run/musttail.c'
source_filename = "tests/run/musttail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @h(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i64 %0, ptr %11, align 8
  store i64 %1, ptr %12, align 8
  store i64 %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store i64 %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store i64 %8, ptr %19, align 8
  %20 = load i64, ptr %19, align 8
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %39

22:                                               ; preds = %9
  %23 = load i64, ptr %11, align 8
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = mul nsw i64 %34, 1000
  %36 = add nsw i64 %33, %35
  %37 = load i64, ptr %18, align 8
  %38 = add nsw i64 %36, %37
  store i64 %38, ptr %10, align 8
  br label %53

39:                                               ; preds = %9
  %40 = load i64, ptr %12, align 8
  %41 = load i64, ptr %11, align 8
  %42 = load i64, ptr %13, align 8
  %43 = load i64, ptr %14, align 8
  %44 = load i64, ptr %15, align 8
  %45 = load i64, ptr %16, align 8
  %46 = load i64, ptr %18, align 8
  %47 = load i64, ptr %17, align 8
  %48 = add nsw i64 %47, 1
  %49 = load i64, ptr %19, align 8
  %50 = sub nsw i64 %49, 1
  %51 = musttail call i64 @g(i64 noundef %40, i64 noundef %41, i64 noundef %42, i64 noundef %43, i64 noundef %44, i64 noundef %45, i64 noundef %46, i64 noundef %48, i64 noundef %50)
  ret i64 %51

52:                                               ; No predecessors!
  store i64 undef, ptr %10, align 8
  br label %53

53:                                               ; preds = %52, %22
  %54 = load i64, ptr %10, align 8
  ret i64 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @g(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store i64 %8, ptr %18, align 8
  %20 = load i64, ptr %16, align 8
  store i64 %20, ptr %19, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = load i64, ptr %17, align 8
  %28 = load i64, ptr %19, align 8
  %29 = load i64, ptr %18, align 8
  %30 = musttail call i64 @h(i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29)
  ret i64 %30

31:                                               ; No predecessors!
  ret i64 undef
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @h(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 10000001)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
