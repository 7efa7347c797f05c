; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"x/y = %s x%%y = %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"x*y (wrapped) = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"s = %s s/7 = %s s%%7 = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"shift %d: %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"isqrt = %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"to double / 1e30 = %.6f\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"from double = %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"from negative double = %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [36 x i8] c"halves %016llx %016llx popcount %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i32, align 4
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca double, align 8
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %29 = call <2 x i64> @fib128(i32 noundef 180)
  store <2 x i64> %29, ptr %5, align 16
  %30 = load i128, ptr %5, align 16
  %31 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %30, ptr %6, align 16
  %32 = call ptr @fmt_u128(ptr noundef %6, ptr noundef %31)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %32)
  store i128 -1512366075204170946324983002043881096, ptr %7, align 16
  store i128 4886718345, ptr %8, align 16
  %34 = load i128, ptr %7, align 16
  %35 = load i128, ptr %8, align 16
  %36 = udiv i128 %34, %35
  %37 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %36, ptr %9, align 16
  %38 = call ptr @fmt_u128(ptr noundef %9, ptr noundef %37)
  %39 = load i128, ptr %7, align 16
  %40 = load i128, ptr %8, align 16
  %41 = urem i128 %39, %40
  %42 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %41, ptr %10, align 16
  %43 = call ptr @fmt_u128(ptr noundef %10, ptr noundef %42)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %38, ptr noundef %43)
  %45 = load i128, ptr %7, align 16
  %46 = load i128, ptr %8, align 16
  %47 = mul i128 %45, %46
  %48 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %47, ptr %11, align 16
  %49 = call ptr @fmt_u128(ptr noundef %11, ptr noundef %48)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %49)
  %51 = load i128, ptr %7, align 16
  %52 = lshr i128 %51, 3
  %53 = sub nsw i128 0, %52
  store i128 %53, ptr %12, align 16
  %54 = load i128, ptr %12, align 16
  %55 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %54, ptr %13, align 16
  %56 = call ptr @fmt_s128(ptr noundef %13, ptr noundef %55)
  %57 = load i128, ptr %12, align 16
  %58 = sdiv i128 %57, 7
  %59 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %58, ptr %14, align 16
  %60 = call ptr @fmt_s128(ptr noundef %14, ptr noundef %59)
  %61 = load i128, ptr %12, align 16
  %62 = srem i128 %61, 7
  %63 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  store i128 %62, ptr %15, align 16
  %64 = call ptr @fmt_s128(ptr noundef %15, ptr noundef %63)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %56, ptr noundef %60, ptr noundef %64)
  store i32 1, ptr %16, align 4
  br label %66

66:                                               ; preds = %84, %0
  %67 = load i32, ptr %16, align 4
  %68 = icmp slt i32 %67, 128
  br i1 %68, label %69, label %87

69:                                               ; preds = %66
  %70 = load i32, ptr %16, align 4
  %71 = load i128, ptr %7, align 16
  %72 = load i32, ptr %16, align 4
  %73 = zext i32 %72 to i128
  %74 = lshr i128 %71, %73
  %75 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %74, ptr %17, align 16
  %76 = call ptr @fmt_u128(ptr noundef %17, ptr noundef %75)
  %77 = load i128, ptr %12, align 16
  %78 = load i32, ptr %16, align 4
  %79 = zext i32 %78 to i128
  %80 = ashr i128 %77, %79
  %81 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %80, ptr %18, align 16
  %82 = call ptr @fmt_s128(ptr noundef %18, ptr noundef %81)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %70, ptr noundef %76, ptr noundef %82)
  br label %84

84:                                               ; preds = %69
  %85 = load i32, ptr %16, align 4
  %86 = add nsw i32 %85, 31
  store i32 %86, ptr %16, align 4
  br label %66, !llvm.loop !5

87:                                               ; preds = %66
  %88 = load i128, ptr %7, align 16
  store i128 %88, ptr %19, align 16
  %89 = call <2 x i64> @isqrt128(ptr noundef %19)
  store <2 x i64> %89, ptr %20, align 16
  %90 = load i128, ptr %20, align 16
  %91 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %90, ptr %21, align 16
  %92 = call ptr @fmt_u128(ptr noundef %21, ptr noundef %91)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %92)
  %94 = load i128, ptr %7, align 16
  %95 = load i128, ptr %8, align 16
  %96 = icmp ugt i128 %94, %95
  %97 = zext i1 %96 to i32
  %98 = load i128, ptr %12, align 16
  %99 = icmp slt i128 %98, 0
  %100 = zext i1 %99 to i32
  %101 = load i128, ptr %8, align 16
  %102 = load i128, ptr %12, align 16
  %103 = icmp sgt i128 %101, %102
  %104 = zext i1 %103 to i32
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %97, i32 noundef %100, i32 noundef %104)
  %106 = load i128, ptr %7, align 16
  %107 = lshr i128 %106, 20
  %108 = uitofp i128 %107 to double
  store double %108, ptr %22, align 8
  %109 = load double, ptr %22, align 8
  %110 = fdiv double %109, 1.000000e+30
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %110)
  %112 = load double, ptr %22, align 8
  %113 = fmul double %112, 4.000000e+00
  %114 = fptoui double %113 to i128
  store i128 %114, ptr %23, align 16
  %115 = load i128, ptr %23, align 16
  %116 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %115, ptr %24, align 16
  %117 = call ptr @fmt_u128(ptr noundef %24, ptr noundef %116)
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %117)
  store i128 -12345678, ptr %25, align 16
  %119 = load i128, ptr %25, align 16
  %120 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %119, ptr %26, align 16
  %121 = call ptr @fmt_s128(ptr noundef %26, ptr noundef %120)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %121)
  %123 = load i128, ptr %7, align 16
  %124 = trunc i128 %123 to i64
  store i64 %124, ptr %27, align 8
  %125 = load i128, ptr %7, align 16
  %126 = lshr i128 %125, 64
  %127 = trunc i128 %126 to i64
  store i64 %127, ptr %28, align 8
  %128 = load i64, ptr %28, align 8
  %129 = load i64, ptr %27, align 8
  %130 = load i64, ptr %28, align 8
  %131 = call i64 @llvm.ctpop.i64(i64 %130)
  %132 = trunc i64 %131 to i32
  %133 = load i64, ptr %27, align 8
  %134 = call i64 @llvm.ctpop.i64(i64 %133)
  %135 = trunc i64 %134 to i32
  %136 = add nsw i32 %132, %135
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %128, i64 noundef %129, i32 noundef %136)
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @fmt_u128(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 63
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  store i8 0, ptr %9, align 1
  br label %10

10:                                               ; preds = %20, %2
  %11 = load i128, ptr %3, align 16
  %12 = urem i128 %11, 10
  %13 = trunc i128 %12 to i32
  %14 = add nsw i32 48, %13
  %15 = trunc i32 %14 to i8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 -1
  store ptr %17, ptr %5, align 8
  store i8 %15, ptr %17, align 1
  %18 = load i128, ptr %3, align 16
  %19 = udiv i128 %18, 10
  store i128 %19, ptr %3, align 16
  br label %20

20:                                               ; preds = %10
  %21 = load i128, ptr %3, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %10, label %23, !llvm.loop !7

23:                                               ; preds = %20
  %24 = load ptr, ptr %5, align 8
  ret ptr %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @fib128(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i128, align 16
  store i32 %0, ptr %3, align 4
  store i128 0, ptr %4, align 16
  store i128 1, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %18, %1
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load i128, ptr %4, align 16
  %14 = load i128, ptr %5, align 16
  %15 = add i128 %13, %14
  store i128 %15, ptr %7, align 16
  %16 = load i128, ptr %5, align 16
  store i128 %16, ptr %4, align 16
  %17 = load i128, ptr %7, align 16
  store i128 %17, ptr %5, align 16
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  br label %8, !llvm.loop !8

21:                                               ; preds = %8
  %22 = load i128, ptr %4, align 16
  store i128 %22, ptr %2, align 16
  %23 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @fmt_s128(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca ptr, align 8
  %8 = alloca i128, align 16
  %9 = load i128, ptr %0, align 16
  store i128 %9, ptr %4, align 16
  store ptr %1, ptr %5, align 8
  %10 = load i128, ptr %4, align 16
  %11 = icmp sge i128 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = load i128, ptr %4, align 16
  %14 = load ptr, ptr %5, align 8
  store i128 %13, ptr %6, align 16
  %15 = call ptr @fmt_u128(ptr noundef %6, ptr noundef %14)
  store ptr %15, ptr %3, align 8
  br label %24

16:                                               ; preds = %2
  %17 = load i128, ptr %4, align 16
  %18 = sub i128 0, %17
  %19 = load ptr, ptr %5, align 8
  store i128 %18, ptr %8, align 16
  %20 = call ptr @fmt_u128(ptr noundef %8, ptr noundef %19)
  store ptr %20, ptr %7, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 -1
  store ptr %22, ptr %7, align 8
  store i8 45, ptr %22, align 1
  %23 = load ptr, ptr %7, align 8
  store ptr %23, ptr %3, align 8
  br label %24

24:                                               ; preds = %16, %12
  %25 = load ptr, ptr %3, align 8
  ret ptr %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @isqrt128(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = load i128, ptr %0, align 16
  store i128 %7, ptr %3, align 16
  store i128 0, ptr %4, align 16
  store i128 18446744073709551616, ptr %5, align 16
  br label %8

8:                                                ; preds = %30, %1
  %9 = load i128, ptr %4, align 16
  %10 = load i128, ptr %5, align 16
  %11 = icmp ult i128 %9, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %8
  %13 = load i128, ptr %4, align 16
  %14 = load i128, ptr %5, align 16
  %15 = load i128, ptr %4, align 16
  %16 = sub i128 %14, %15
  %17 = add i128 %16, 1
  %18 = udiv i128 %17, 2
  %19 = add i128 %13, %18
  store i128 %19, ptr %6, align 16
  %20 = load i128, ptr %6, align 16
  %21 = load i128, ptr %3, align 16
  %22 = load i128, ptr %6, align 16
  %23 = udiv i128 %21, %22
  %24 = icmp ule i128 %20, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %12
  %26 = load i128, ptr %6, align 16
  store i128 %26, ptr %4, align 16
  br label %30

27:                                               ; preds = %12
  %28 = load i128, ptr %6, align 16
  %29 = sub i128 %28, 1
  store i128 %29, ptr %5, align 16
  br label %30

30:                                               ; preds = %27, %25
  br label %8, !llvm.loop !9

31:                                               ; preds = %8
  %32 = load i128, ptr %4, align 16
  store i128 %32, ptr %2, align 16
  %33 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
