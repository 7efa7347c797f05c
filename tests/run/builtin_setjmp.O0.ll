; ModuleID = 'tests/run/builtin_setjmp.c'
source_filename = "tests/run/builtin_setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"round%d\00", align 1
@jump_buffer = internal global [5 x ptr] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [44 x i8] c"%s: resumed from depth %d, kept %d, sum %d\0A\00", align 1
@depth_reached = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %0
  %5 = load i32, ptr %3, align 4
  %6 = icmp sle i32 %5, 4
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 3
  %10 = load i32, ptr %3, align 4
  %11 = call i32 @round_trip(i32 noundef %9, i32 noundef %10)
  %12 = sext i32 %11 to i64
  %13 = load i64, ptr %2, align 8
  %14 = add nsw i64 %13, %12
  store i64 %14, ptr %2, align 8
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !6

18:                                               ; preds = %4
  %19 = load i64, ptr %2, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %19)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @round_trip(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [16 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  store volatile i32 %13, ptr %6, align 4
  %14 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  %15 = load i32, ptr %5, align 4
  %16 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %14, i64 noundef 16, ptr noundef @.str.1, i32 noundef %15) #5
  %17 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %17, ptr @jump_buffer, align 16
  %18 = call ptr @llvm.stacksave.p0()
  store ptr %18, ptr getelementptr inbounds (ptr, ptr @jump_buffer, i64 2), align 16
  %19 = call i32 @llvm.eh.sjlj.setjmp(ptr @jump_buffer)
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %57

21:                                               ; preds = %2
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %22

22:                                               ; preds = %45, %21
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %5, align 4
  %25 = srem i32 %24, 5
  %26 = add nsw i32 %25, 1
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %48

28:                                               ; preds = %22
  %29 = load i32, ptr %9, align 4
  %30 = add nsw i32 %29, 1
  %31 = zext i32 %30 to i64
  %32 = call ptr @llvm.stacksave.p0()
  store ptr %32, ptr %10, align 8
  %33 = alloca i32, i64 %31, align 16
  store i64 %31, ptr %11, align 8
  %34 = load i32, ptr %9, align 4
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %33, i64 %36
  store i32 %34, ptr %37, align 4
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %33, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %8, align 4
  %44 = load ptr, ptr %10, align 8
  call void @llvm.stackrestore.p0(ptr %44)
  br label %45

45:                                               ; preds = %28
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %9, align 4
  br label %22, !llvm.loop !8

48:                                               ; preds = %22
  %49 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  %50 = load i32, ptr @depth_reached, align 4
  %51 = load volatile i32, ptr %6, align 4
  %52 = load i32, ptr %8, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52)
  %54 = load volatile i32, ptr %6, align 4
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %54, %55
  store i32 %56, ptr %3, align 4
  br label %59

57:                                               ; preds = %2
  %58 = load i32, ptr %4, align 4
  call void @dive(i32 noundef %58)
  store i32 -1, ptr %3, align 4
  br label %59

59:                                               ; preds = %57, %48
  %60 = load i32, ptr %3, align 4
  ret i32 %60
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #4

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dive(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 16
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  %6 = trunc i32 %5 to i8
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 %6, i64 64, i1 false)
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr @depth_reached, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  call void @llvm.eh.sjlj.longjmp(ptr @jump_buffer)
  unreachable

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = sub nsw i32 %12, 1
  call void @dive(i32 noundef %13)
  %14 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 3
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %16)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { noreturn nounwind }

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
