; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"neg = \00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"a*b = %016llx%016llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"a/b = %016llx%016llx a%%b = %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"sa/sb = \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"sa%sb = \00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"a<<%d = %016llx%016llx  \00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"sa>>%d = %016llx%016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"3^(m-1) mod m = \00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"7^12345 mod m = \00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [44 x i8] c"as double / 1e30 = %.6f, back hi = %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"from double = \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"%s%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
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
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i32, align 4
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca double, align 8
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  %40 = call <2 x i64> @factorial(i32 noundef 30)
  store <2 x i64> %40, ptr %2, align 16
  %41 = load i128, ptr %2, align 16
  store i128 %41, ptr %3, align 16
  call void @print_u128(ptr noundef @.str, ptr noundef %3)
  store i128 -1, ptr %4, align 16
  call void @print_u128(ptr noundef @.str.1, ptr noundef %4)
  store i128 -170141183460469231731687303715884105728, ptr %5, align 16
  %42 = load i128, ptr %5, align 16
  store i128 %42, ptr %6, align 16
  call void @print_i128(ptr noundef @.str.2, ptr noundef %6)
  store i128 -123456789876543201086419746, ptr %7, align 16
  call void @print_i128(ptr noundef @.str.3, ptr noundef %7)
  store i128 1512366075204170947332355369683137040, ptr %8, align 16
  store i128 11400714819323198485, ptr %9, align 16
  %43 = load i128, ptr %8, align 16
  %44 = load i128, ptr %9, align 16
  %45 = mul i128 %43, %44
  store i128 %45, ptr %10, align 16
  %46 = load i128, ptr %10, align 16
  store i128 %46, ptr %11, align 16
  %47 = call i64 @hi64(ptr noundef %11)
  %48 = load i128, ptr %10, align 16
  store i128 %48, ptr %12, align 16
  %49 = call i64 @lo64(ptr noundef %12)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %47, i64 noundef %49)
  %51 = load i128, ptr %8, align 16
  %52 = load i128, ptr %9, align 16
  %53 = udiv i128 %51, %52
  store i128 %53, ptr %13, align 16
  %54 = call i64 @hi64(ptr noundef %13)
  %55 = load i128, ptr %8, align 16
  %56 = load i128, ptr %9, align 16
  %57 = udiv i128 %55, %56
  store i128 %57, ptr %14, align 16
  %58 = call i64 @lo64(ptr noundef %14)
  %59 = load i128, ptr %8, align 16
  %60 = load i128, ptr %9, align 16
  %61 = urem i128 %59, %60
  store i128 %61, ptr %15, align 16
  %62 = call i64 @lo64(ptr noundef %15)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %54, i64 noundef %58, i64 noundef %62)
  %64 = load i128, ptr %8, align 16
  %65 = sub nsw i128 0, %64
  store i128 %65, ptr %16, align 16
  store i128 1000000007, ptr %17, align 16
  %66 = load i128, ptr %16, align 16
  %67 = load i128, ptr %17, align 16
  %68 = sdiv i128 %66, %67
  store i128 %68, ptr %18, align 16
  call void @print_i128(ptr noundef @.str.6, ptr noundef %18)
  %69 = load i128, ptr %16, align 16
  %70 = load i128, ptr %17, align 16
  %71 = srem i128 %69, %70
  store i128 %71, ptr %19, align 16
  call void @print_i128(ptr noundef @.str.7, ptr noundef %19)
  store i32 0, ptr %20, align 4
  br label %72

72:                                               ; preds = %100, %0
  %73 = load i32, ptr %20, align 4
  %74 = icmp slt i32 %73, 128
  br i1 %74, label %75, label %103

75:                                               ; preds = %72
  %76 = load i32, ptr %20, align 4
  %77 = load i128, ptr %8, align 16
  %78 = load i32, ptr %20, align 4
  %79 = zext i32 %78 to i128
  %80 = shl i128 %77, %79
  store i128 %80, ptr %21, align 16
  %81 = call i64 @hi64(ptr noundef %21)
  %82 = load i128, ptr %8, align 16
  %83 = load i32, ptr %20, align 4
  %84 = zext i32 %83 to i128
  %85 = shl i128 %82, %84
  store i128 %85, ptr %22, align 16
  %86 = call i64 @lo64(ptr noundef %22)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %76, i64 noundef %81, i64 noundef %86)
  %88 = load i32, ptr %20, align 4
  %89 = load i128, ptr %16, align 16
  %90 = load i32, ptr %20, align 4
  %91 = zext i32 %90 to i128
  %92 = ashr i128 %89, %91
  store i128 %92, ptr %23, align 16
  %93 = call i64 @hi64(ptr noundef %23)
  %94 = load i128, ptr %16, align 16
  %95 = load i32, ptr %20, align 4
  %96 = zext i32 %95 to i128
  %97 = ashr i128 %94, %96
  store i128 %97, ptr %24, align 16
  %98 = call i64 @lo64(ptr noundef %24)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %88, i64 noundef %93, i64 noundef %98)
  br label %100

100:                                              ; preds = %75
  %101 = load i32, ptr %20, align 4
  %102 = add nsw i32 %101, 37
  store i32 %102, ptr %20, align 4
  br label %72, !llvm.loop !5

103:                                              ; preds = %72
  store i128 2305843009213693951, ptr %25, align 16
  %104 = load i128, ptr %25, align 16
  %105 = sub i128 %104, 1
  %106 = load i128, ptr %25, align 16
  store i128 3, ptr %26, align 16
  store i128 %105, ptr %27, align 16
  store i128 %106, ptr %28, align 16
  %107 = call <2 x i64> @powmod(ptr noundef %26, ptr noundef %27, ptr noundef %28)
  store <2 x i64> %107, ptr %29, align 16
  %108 = load i128, ptr %29, align 16
  store i128 %108, ptr %30, align 16
  call void @print_u128(ptr noundef @.str.10, ptr noundef %30)
  %109 = load i128, ptr %25, align 16
  store i128 7, ptr %31, align 16
  store i128 12345, ptr %32, align 16
  store i128 %109, ptr %33, align 16
  %110 = call <2 x i64> @powmod(ptr noundef %31, ptr noundef %32, ptr noundef %33)
  store <2 x i64> %110, ptr %34, align 16
  %111 = load i128, ptr %34, align 16
  store i128 %111, ptr %35, align 16
  call void @print_u128(ptr noundef @.str.11, ptr noundef %35)
  %112 = load i128, ptr %8, align 16
  %113 = load i128, ptr %9, align 16
  %114 = icmp ugt i128 %112, %113
  %115 = zext i1 %114 to i32
  %116 = load i128, ptr %16, align 16
  %117 = icmp slt i128 %116, 0
  %118 = zext i1 %117 to i32
  %119 = load i128, ptr %9, align 16
  %120 = load i128, ptr %16, align 16
  %121 = icmp sgt i128 %119, %120
  %122 = zext i1 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %115, i32 noundef %118, i32 noundef %122)
  %124 = load i128, ptr %8, align 16
  %125 = uitofp i128 %124 to double
  store double %125, ptr %36, align 8
  %126 = load double, ptr %36, align 8
  %127 = fdiv double %126, 1.000000e+30
  %128 = load double, ptr %36, align 8
  %129 = fptoui double %128 to i128
  store i128 %129, ptr %37, align 16
  %130 = call i64 @hi64(ptr noundef %37)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %127, i64 noundef %130)
  store i128 1499999999999999889089448902656, ptr %38, align 16
  %132 = load i128, ptr %38, align 16
  store i128 %132, ptr %39, align 16
  call void @print_u128(ptr noundef @.str.14, ptr noundef %39)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca i32, align 4
  %7 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %7, ptr %4, align 16
  store i32 47, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %9
  store i8 0, ptr %10, align 1
  %11 = load i128, ptr %4, align 16
  %12 = icmp eq i128 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %16
  store i8 48, ptr %17, align 1
  br label %18

18:                                               ; preds = %13, %2
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i128, ptr %4, align 16
  %21 = icmp ne i128 %20, 0
  br i1 %21, label %22, label %34

22:                                               ; preds = %19
  %23 = load i128, ptr %4, align 16
  %24 = urem i128 %23, 10
  %25 = trunc i128 %24 to i32
  %26 = add nsw i32 48, %25
  %27 = trunc i32 %26 to i8
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %30
  store i8 %27, ptr %31, align 1
  %32 = load i128, ptr %4, align 16
  %33 = udiv i128 %32, 10
  store i128 %33, ptr %4, align 16
  br label %19, !llvm.loop !7

34:                                               ; preds = %19
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %37
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %35, ptr noundef %38)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @factorial(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i128 1, ptr %4, align 16
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i128
  %13 = load i128, ptr %4, align 16
  %14 = mul i128 %13, %12
  store i128 %14, ptr %4, align 16
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !8

18:                                               ; preds = %6
  %19 = load i128, ptr %4, align 16
  store i128 %19, ptr %2, align 16
  %20 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %8, ptr %4, align 16
  %9 = load i128, ptr %4, align 16
  %10 = icmp slt i128 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %2
  %12 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %13 = load ptr, ptr %3, align 8
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %12, i64 noundef 64, ptr noundef @.str.16, ptr noundef %13)
  %15 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %16 = load i128, ptr %4, align 16
  %17 = sub i128 0, %16
  store i128 %17, ptr %6, align 16
  call void @print_u128(ptr noundef %15, ptr noundef %6)
  br label %21

18:                                               ; preds = %2
  %19 = load ptr, ptr %3, align 8
  %20 = load i128, ptr %4, align 16
  store i128 %20, ptr %7, align 16
  call void @print_u128(ptr noundef %19, ptr noundef %7)
  br label %21

21:                                               ; preds = %18, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
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
define internal i64 @hi64(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = lshr i128 %4, 64
  %6 = trunc i128 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lo64(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i64
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @powmod(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
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
  %16 = alloca i128, align 16
  %17 = load i128, ptr %0, align 16
  %18 = load i128, ptr %1, align 16
  %19 = load i128, ptr %2, align 16
  store i128 %17, ptr %5, align 16
  store i128 %18, ptr %6, align 16
  store i128 %19, ptr %7, align 16
  store i128 1, ptr %8, align 16
  %20 = load i128, ptr %7, align 16
  %21 = load i128, ptr %5, align 16
  %22 = urem i128 %21, %20
  store i128 %22, ptr %5, align 16
  br label %23

23:                                               ; preds = %36, %3
  %24 = load i128, ptr %6, align 16
  %25 = icmp ne i128 %24, 0
  br i1 %25, label %26, label %44

26:                                               ; preds = %23
  %27 = load i128, ptr %6, align 16
  %28 = and i128 %27, 1
  %29 = icmp ne i128 %28, 0
  br i1 %29, label %30, label %36

30:                                               ; preds = %26
  %31 = load i128, ptr %8, align 16
  %32 = load i128, ptr %5, align 16
  %33 = load i128, ptr %7, align 16
  store i128 %31, ptr %9, align 16
  store i128 %32, ptr %10, align 16
  store i128 %33, ptr %11, align 16
  %34 = call <2 x i64> @mulmod(ptr noundef %9, ptr noundef %10, ptr noundef %11)
  store <2 x i64> %34, ptr %12, align 16
  %35 = load i128, ptr %12, align 16
  store i128 %35, ptr %8, align 16
  br label %36

36:                                               ; preds = %30, %26
  %37 = load i128, ptr %5, align 16
  %38 = load i128, ptr %5, align 16
  %39 = load i128, ptr %7, align 16
  store i128 %37, ptr %13, align 16
  store i128 %38, ptr %14, align 16
  store i128 %39, ptr %15, align 16
  %40 = call <2 x i64> @mulmod(ptr noundef %13, ptr noundef %14, ptr noundef %15)
  store <2 x i64> %40, ptr %16, align 16
  %41 = load i128, ptr %16, align 16
  store i128 %41, ptr %5, align 16
  %42 = load i128, ptr %6, align 16
  %43 = lshr i128 %42, 1
  store i128 %43, ptr %6, align 16
  br label %23, !llvm.loop !9

44:                                               ; preds = %23
  %45 = load i128, ptr %8, align 16
  store i128 %45, ptr %4, align 16
  %46 = load <2 x i64>, ptr %4, align 16
  ret <2 x i64> %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mulmod(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = load i128, ptr %0, align 16
  %9 = load i128, ptr %1, align 16
  %10 = load i128, ptr %2, align 16
  store i128 %8, ptr %5, align 16
  store i128 %9, ptr %6, align 16
  store i128 %10, ptr %7, align 16
  %11 = load i128, ptr %5, align 16
  %12 = load i128, ptr %6, align 16
  %13 = mul i128 %11, %12
  %14 = load i128, ptr %7, align 16
  %15 = urem i128 %13, %14
  store i128 %15, ptr %4, align 16
  %16 = load <2 x i64>, ptr %4, align 16
  ret <2 x i64> %16
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
