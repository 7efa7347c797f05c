; ModuleID = input
source_filename = "probe.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 997
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !7

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @big(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [100000 x i8], align 16
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [100000 x i8], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  %6 = trunc i32 %5 to i8
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 %6, i64 100000, i1 false)
  %7 = getelementptr inbounds [100000 x i8], ptr %3, i64 0, i64 0
  %8 = call i32 @use(ptr noundef %7, i32 noundef 100000)
  ret i32 %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @mid(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [20000 x i8], align 16
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  %6 = trunc i32 %5 to i8
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 %6, i64 20000, i1 false)
  %7 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 0
  %8 = call i32 @use(ptr noundef %7, i32 noundef 20000)
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  %11 = call i32 @big(i32 noundef %10)
  %12 = add nsw i32 %8, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @small(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [5000 x i8], align 16
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  %6 = trunc i32 %5 to i8
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 %6, i64 5000, i1 false)
  %7 = getelementptr inbounds [5000 x i8], ptr %3, i64 0, i64 0
  %8 = call i32 @use(ptr noundef %7, i32 noundef 5000)
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  %11 = call i32 @mid(i32 noundef %10)
  %12 = add nsw i32 %8, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @small(i32 noundef 1)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"probe-stack", !"inline-asm"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
