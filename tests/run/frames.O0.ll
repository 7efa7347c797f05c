; ModuleID = 'tests/run/frames.c'
source_filename = "tests/run/frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp slt i64 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  %15 = load volatile i8, ptr %14, align 1
  %16 = sext i8 %15 to i64
  %17 = load i64, ptr %5, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i64, ptr %6, align 8
  %21 = add nsw i64 %20, 1
  store i64 %21, ptr %6, align 8
  br label %7, !llvm.loop !6

22:                                               ; preds = %7
  %23 = load i64, ptr %5, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @f(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca [64 x i8], align 64
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  store i32 %0, ptr %9, align 4
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %22 = load i32, ptr %9, align 4
  %23 = zext i32 %22 to i64
  %24 = call ptr @llvm.stacksave.p0()
  store ptr %24, ptr %18, align 8
  %25 = alloca i8, i64 %23, align 16
  store i64 %23, ptr %19, align 8
  %26 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 64 %26, i8 1, i64 64, i1 false)
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 2, i64 %28, i1 false)
  %29 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 0
  %30 = call i64 @use(ptr noundef %29, i64 noundef 64)
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = call i64 @use(ptr noundef %25, i64 noundef %32)
  %34 = add nsw i64 %30, %33
  %35 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 0
  %36 = ptrtoint ptr %35 to i64
  %37 = and i64 %36, 63
  %38 = add i64 %34, %37
  %39 = load i64, ptr %15, align 8
  %40 = load i64, ptr %16, align 8
  %41 = mul nsw i64 %39, %40
  %42 = add i64 %38, %41
  store i64 %42, ptr %20, align 8
  %43 = load i32, ptr %9, align 4
  %44 = mul nsw i32 %43, 2
  %45 = zext i32 %44 to i64
  %46 = alloca i8, i64 %45, align 16
  store i64 %45, ptr %21, align 8
  %47 = load i32, ptr %9, align 4
  %48 = mul nsw i32 2, %47
  %49 = sext i32 %48 to i64
  call void @llvm.memset.p0.i64(ptr align 16 %46, i8 3, i64 %49, i1 false)
  %50 = load i64, ptr %20, align 8
  %51 = load i32, ptr %9, align 4
  %52 = mul nsw i32 2, %51
  %53 = sext i32 %52 to i64
  %54 = call i64 @use(ptr noundef %46, i64 noundef %53)
  %55 = add nsw i64 %50, %54
  %56 = load i64, ptr %10, align 8
  %57 = add nsw i64 %55, %56
  %58 = load i64, ptr %11, align 8
  %59 = add nsw i64 %57, %58
  %60 = load i64, ptr %12, align 8
  %61 = add nsw i64 %59, %60
  %62 = load i64, ptr %13, align 8
  %63 = add nsw i64 %61, %62
  %64 = load i64, ptr %14, align 8
  %65 = add nsw i64 %63, %64
  %66 = load ptr, ptr %18, align 8
  call void @llvm.stackrestore.p0(ptr %66)
  ret i64 %65
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @f(i32 noundef 10, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7)
  %3 = call i64 @f(i32 noundef 100, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2, i64 noundef %3)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
