; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.probes = private unnamed_addr constant [15 x i32] [i32 -1000000, i32 -77, i32 3, i32 4, i32 100, i32 1023, i32 1024, i32 4096, i32 65535, i32 65536, i32 100000, i32 123456789, i32 2147483647, i32 -2147483648, i32 0], align 16
@.str = private unnamed_addr constant [17 x i8] c"sparse(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1
@__const.main.codes = private unnamed_addr constant [9 x i64] [i64 200, i64 204, i64 404, i64 500, i64 302, i64 4294967296, i64 -5000000000, i64 201, i64 301], align 16
@.str.2 = private unnamed_addr constant [17 x i8] c"status %lld: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"Hello World, an Example sentence Of vowels!\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"vowel score = %d\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 4, i32 5, i32 999, i32 1000, i32 1002, i32 1003, i32 -559038737, i32 50000, i32 499, i32 501], align 16
@.str.5 = private unnamed_addr constant [12 x i8] c"mixed = %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Created\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"Moved\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"Server Error\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"Huge\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"Negative huge\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [9 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca [12 x i32], align 16
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.probes, i64 60, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %34, %0
  %15 = load i32, ptr %4, align 4
  %16 = zext i32 %15 to i64
  %17 = icmp ult i64 %16, 15
  br i1 %17, label %18, label %37

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [15 x i32], ptr %2, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = call i32 @sparse(i32 noundef %22)
  store i32 %23, ptr %5, align 4
  %24 = load i32, ptr %4, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [15 x i32], ptr %2, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %5, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, i32 noundef %28)
  %30 = load i32, ptr %3, align 4
  %31 = mul i32 %30, 11
  %32 = load i32, ptr %5, align 4
  %33 = add i32 %31, %32
  store i32 %33, ptr %3, align 4
  br label %34

34:                                               ; preds = %18
  %35 = load i32, ptr %4, align 4
  %36 = add i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %14, !llvm.loop !5

37:                                               ; preds = %14
  %38 = load i32, ptr %3, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.codes, i64 72, i1 false)
  store i32 0, ptr %7, align 4
  br label %40

40:                                               ; preds = %55, %37
  %41 = load i32, ptr %7, align 4
  %42 = zext i32 %41 to i64
  %43 = icmp ult i64 %42, 9
  br i1 %43, label %44, label %58

44:                                               ; preds = %40
  %45 = load i32, ptr %7, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [9 x i64], ptr %6, i64 0, i64 %46
  %48 = load i64, ptr %47, align 8
  %49 = load i32, ptr %7, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [9 x i64], ptr %6, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = call ptr @http_status(i64 noundef %52)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %48, ptr noundef %53)
  br label %55

55:                                               ; preds = %44
  %56 = load i32, ptr %7, align 4
  %57 = add i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %40, !llvm.loop !7

58:                                               ; preds = %40
  store ptr @.str.3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  %59 = load ptr, ptr %8, align 8
  store ptr %59, ptr %10, align 8
  br label %60

60:                                               ; preds = %70, %58
  %61 = load ptr, ptr %10, align 8
  %62 = load i8, ptr %61, align 1
  %63 = icmp ne i8 %62, 0
  br i1 %63, label %64, label %73

64:                                               ; preds = %60
  %65 = load ptr, ptr %10, align 8
  %66 = load i8, ptr %65, align 1
  %67 = call i32 @vowel_score(i8 noundef %66)
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr %9, align 4
  br label %70

70:                                               ; preds = %64
  %71 = load ptr, ptr %10, align 8
  %72 = getelementptr inbounds i8, ptr %71, i32 1
  store ptr %72, ptr %10, align 8
  br label %60, !llvm.loop !8

73:                                               ; preds = %60
  %74 = load i32, ptr %9, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %74)
  store i32 0, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.main.xs, i64 48, i1 false)
  store i32 0, ptr %13, align 4
  br label %76

76:                                               ; preds = %88, %73
  %77 = load i32, ptr %13, align 4
  %78 = icmp ult i32 %77, 12
  br i1 %78, label %79, label %91

79:                                               ; preds = %76
  %80 = load i32, ptr %11, align 4
  %81 = mul i32 %80, 7
  %82 = load i32, ptr %13, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [12 x i32], ptr %12, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = call i32 @mixed_switch(i32 noundef %85)
  %87 = add i32 %81, %86
  store i32 %87, ptr %11, align 4
  br label %88

88:                                               ; preds = %79
  %89 = load i32, ptr %13, align 4
  %90 = add i32 %89, 1
  store i32 %90, ptr %13, align 4
  br label %76, !llvm.loop !9

91:                                               ; preds = %76
  %92 = load i32, ptr %11, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %92)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %15 [
    i32 -1000000, label %5
    i32 -77, label %6
    i32 3, label %7
    i32 100, label %8
    i32 1024, label %9
    i32 4096, label %10
    i32 65535, label %11
    i32 100000, label %12
    i32 123456789, label %13
    i32 2147483647, label %14
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %16

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %16

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %16

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %16

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %16

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %16

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %16

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %16

13:                                               ; preds = %1
  store i32 9, ptr %2, align 4
  br label %16

14:                                               ; preds = %1
  store i32 10, ptr %2, align 4
  br label %16

15:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %16

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load i32, ptr %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @http_status(i64 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %13 [
    i64 200, label %5
    i64 201, label %6
    i64 204, label %7
    i64 301, label %8
    i64 404, label %9
    i64 500, label %10
    i64 4294967296, label %11
    i64 -5000000000, label %12
  ]

5:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %14

6:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %14

7:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %14

8:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %14

9:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %14

10:                                               ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %14

11:                                               ; preds = %1
  store ptr @.str.12, ptr %2, align 8
  br label %14

12:                                               ; preds = %1
  store ptr @.str.13, ptr %2, align 8
  br label %14

13:                                               ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load ptr, ptr %2, align 8
  ret ptr %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vowel_score(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %13 [
    i32 97, label %6
    i32 65, label %6
    i32 101, label %7
    i32 69, label %7
    i32 105, label %8
    i32 73, label %8
    i32 111, label %9
    i32 79, label %9
    i32 117, label %10
    i32 85, label %10
    i32 32, label %11
    i32 33, label %12
  ]

6:                                                ; preds = %1, %1
  store i32 1, ptr %2, align 4
  br label %14

7:                                                ; preds = %1, %1
  store i32 2, ptr %2, align 4
  br label %14

8:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4
  br label %14

9:                                                ; preds = %1, %1
  store i32 4, ptr %2, align 4
  br label %14

10:                                               ; preds = %1, %1
  store i32 5, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 10, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mixed_switch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %13 [
    i32 1, label %5
    i32 2, label %5
    i32 3, label %5
    i32 4, label %5
    i32 1000, label %8
    i32 1001, label %8
    i32 1002, label %8
    i32 -559038737, label %11
    i32 50000, label %12
  ]

5:                                                ; preds = %1, %1, %1, %1
  %6 = load i32, ptr %3, align 4
  %7 = mul i32 %6, 10
  store i32 %7, ptr %2, align 4
  br label %21

8:                                                ; preds = %1, %1, %1
  %9 = load i32, ptr %3, align 4
  %10 = add i32 %9, 7
  store i32 %10, ptr %2, align 4
  br label %21

11:                                               ; preds = %1
  store i32 42, ptr %2, align 4
  br label %21

12:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %21

13:                                               ; preds = %1
  %14 = load i32, ptr %3, align 4
  %15 = icmp ugt i32 %14, 500
  br i1 %15, label %16, label %19

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = udiv i32 %17, 3
  store i32 %18, ptr %2, align 4
  br label %21

19:                                               ; preds = %13
  %20 = load i32, ptr %3, align 4
  store i32 %20, ptr %2, align 4
  br label %21

21:                                               ; preds = %19, %16, %12, %11, %8, %5
  %22 = load i32, ptr %2, align 4
  ret i32 %22
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
