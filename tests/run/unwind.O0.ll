; ModuleID = 'tests/run/unwind.c'
source_filename = "tests/run/unwind.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@nstarts = internal global i32 0, align 4
@zero = internal global i32 0, align 4
@__const.main.expect = private unnamed_addr constant [7 x ptr] [ptr @inner, ptr @with_aligned, ptr @with_alloca, ptr @with_saves, ptr @with_varargs, ptr @with_stack_args, ptr @main], align 16
@.str = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"with_aligned\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"with_alloca\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"with_saves\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"with_varargs\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"with_stack_args\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@starts = internal global [64 x ptr] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"MISSING\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"result %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inner(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr @nstarts, align 4
  %3 = call i32 @_Unwind_Backtrace(ptr noundef @record, ptr noundef null)
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

declare i32 @_Unwind_Backtrace(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @record(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr @nstarts, align 4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %16

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8
  %10 = call i64 @_Unwind_GetRegionStart(ptr noundef %9)
  %11 = inttoptr i64 %10 to ptr
  %12 = load i32, ptr @nstarts, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @nstarts, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %14
  store ptr %11, ptr %15, align 8
  br label %16

16:                                               ; preds = %8, %2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @with_aligned(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 64
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store volatile i8 %6, ptr %7, align 64
  %8 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %9 = load volatile i8, ptr %8, align 64
  %10 = sext i8 %9 to i32
  %11 = call i32 @inner(i32 noundef %10)
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  %13 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %14 = ptrtoint ptr %13 to i64
  %15 = and i64 %14, 63
  %16 = trunc i64 %15 to i32
  %17 = add nsw i32 %12, %16
  %18 = load volatile i32, ptr @zero, align 4
  %19 = add nsw i32 %17, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @with_alloca(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = sext i32 %5 to i64
  %7 = alloca i8, i64 %6, align 16
  store ptr %7, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 0
  store volatile i8 1, ptr %9, align 1
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %10, i64 %13
  store volatile i8 2, ptr %14, align 1
  %15 = load i32, ptr %2, align 4
  %16 = call i32 @with_aligned(i32 noundef %15)
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %4, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 0
  %20 = load volatile i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  %22 = add nsw i32 %17, %21
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %2, align 4
  %25 = sub nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %23, i64 %26
  %28 = load volatile i8, ptr %27, align 1
  %29 = sext i8 %28 to i32
  %30 = add nsw i32 %22, %29
  %31 = sub nsw i32 %30, 3
  %32 = load volatile i32, ptr @zero, align 4
  %33 = add nsw i32 %31, %32
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @with_saves(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %4, align 4
  %13 = load i32, ptr %5, align 4
  %14 = mul nsw i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = mul nsw i32 %15, %16
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %4, align 4
  %20 = mul nsw i32 %18, %19
  store i32 %20, ptr %9, align 4
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %23, %24
  store i32 %25, ptr %10, align 4
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 16
  %28 = call i32 @with_alloca(i32 noundef %27)
  store i32 %28, ptr %11, align 4
  %29 = load i32, ptr %11, align 4
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %33, %34
  %36 = load i32, ptr %10, align 4
  %37 = add nsw i32 %35, %36
  %38 = load volatile i32, ptr @zero, align 4
  %39 = add nsw i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @with_varargs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %7)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %31, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %34

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 16
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 8
  store i32 %21, ptr %14, align 16
  br label %26

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  %28 = load i32, ptr %27, align 4
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %4, align 4
  br label %31

31:                                               ; preds = %26
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %8, !llvm.loop !6

34:                                               ; preds = %8
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %35)
  %36 = load i32, ptr %4, align 4
  %37 = load i32, ptr %2, align 4
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  %40 = call i32 @with_saves(i32 noundef %36, i32 noundef %37, i32 noundef %39)
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %41, %42
  %44 = load volatile i32, ptr @zero, align 4
  %45 = add nsw i32 %43, %44
  ret i32 %45
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @with_stack_args(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %12, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %14, align 4
  %26 = add nsw i32 %24, %25
  %27 = call i32 (i32, ...) @with_varargs(i32 noundef 3, i32 noundef %20, i32 noundef %23, i32 noundef %26)
  store i32 %27, ptr %17, align 4
  %28 = load i32, ptr %17, align 4
  %29 = load i32, ptr %15, align 4
  %30 = load i32, ptr %16, align 4
  %31 = mul nsw i32 %29, %30
  %32 = add nsw i32 %28, %31
  %33 = load volatile i32, ptr @zero, align 4
  %34 = add nsw i32 %32, %33
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [7 x ptr], align 16
  %4 = alloca [7 x ptr], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 @with_stack_args(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  store i32 %7, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.expect, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.names, i64 56, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %22, %0
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr @nstarts, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [7 x ptr], ptr %3, i64 0, i64 0
  %18 = load ptr, ptr %17, align 16
  %19 = icmp ne ptr %16, %18
  br label %20

20:                                               ; preds = %12, %8
  %21 = phi i1 [ false, %8 ], [ %19, %12 ]
  br i1 %21, label %22, label %25

22:                                               ; preds = %20
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %8, !llvm.loop !8

25:                                               ; preds = %20
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %56, %25
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 7
  br i1 %28, label %29, label %59

29:                                               ; preds = %26
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %34, %35
  %37 = load i32, ptr @nstarts, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %51

39:                                               ; preds = %29
  %40 = load i32, ptr %5, align 4
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x ptr], ptr @starts, i64 0, i64 %43
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [7 x ptr], ptr %3, i64 0, i64 %47
  %49 = load ptr, ptr %48, align 8
  %50 = icmp eq ptr %45, %49
  br label %51

51:                                               ; preds = %39, %29
  %52 = phi i1 [ false, %29 ], [ %50, %39 ]
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, ptr @.str.8, ptr @.str.9
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %33, ptr noundef %54)
  br label %56

56:                                               ; preds = %51
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %26, !llvm.loop !9

59:                                               ; preds = %26
  %60 = load i32, ptr %2, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %60)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @printf(ptr noundef, ...) #1

declare i64 @_Unwind_GetRegionStart(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
