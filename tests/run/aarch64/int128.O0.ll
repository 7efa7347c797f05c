; ModuleID = 'tests/run/aarch64/int128.c'
source_filename = "tests/run/aarch64/int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.WithI = type { i8, i128, i16 }
%struct.TwoI = type { i128, i128 }

@vs = dso_local global [8 x i64] [i64 3, i64 -7, i64 123456789, i64 -987654321, i64 9223372036854775807, i64 1, i64 64, i64 0], align 8
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"mul2\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"sdiv\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"srem\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"sdiv small\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"srem small\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"udiv\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"urem\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"shl %d\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"lshr %d\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"ashr %d\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"shl 64\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"ashr 127\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [24 x i8] c"to_d %.17g %.17g %.17g\0A\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"from_d\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"ufrom_d\00", align 1
@.str.19 = private unnamed_addr constant [18 x i8] c"to_f %.9g from_f \00", align 1
@.str.20 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"clz %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"pairs\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"split\00", align 1
@.str.25 = private unnamed_addr constant [14 x i8] c"struct %d %d \00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"two.a\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"two.b\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"sum_arr\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.30 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.31 = private unnamed_addr constant [12 x i8] c"fib(180) = \00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"max = \00", align 1
@.str.33 = private unnamed_addr constant [20 x i8] c"%-12s %016lx%016lx\0A\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @add(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = add nsw i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @sub(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = sub nsw i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @mul(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = mul i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @sdiv(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = sdiv i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @srem(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = srem i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @udiv(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = udiv i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @urem(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = urem i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @shl(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = shl i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @lshr(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = lshr i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @ashr(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = ashr i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cmp(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = icmp slt i128 %5, %6
  %8 = zext i1 %7 to i32
  %9 = mul nsw i32 %8, 1
  %10 = load i128, ptr %3, align 16
  %11 = load i128, ptr %4, align 16
  %12 = icmp eq i128 %10, %11
  %13 = zext i1 %12 to i32
  %14 = mul nsw i32 %13, 2
  %15 = add nsw i32 %9, %14
  %16 = load i128, ptr %3, align 16
  %17 = load i128, ptr %4, align 16
  %18 = icmp ult i128 %16, %17
  %19 = zext i1 %18 to i32
  %20 = mul nsw i32 %19, 4
  %21 = add nsw i32 %15, %20
  %22 = load i128, ptr %3, align 16
  %23 = load i128, ptr %4, align 16
  %24 = icmp sge i128 %22, %23
  %25 = zext i1 %24 to i32
  %26 = mul nsw i32 %25, 8
  %27 = add nsw i32 %21, %26
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @to_d(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sitofp i128 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uto_d(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = uitofp i128 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @from_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @ufrom_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @to_f(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sitofp i128 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @clz(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i64, align 8
  store i128 %0, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = lshr i128 %4, 64
  %6 = trunc i128 %5 to i64
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = load i64, ptr %3, align 8
  %11 = call i64 @llvm.ctlz.i64(i64 %10, i1 false)
  %12 = trunc i64 %11 to i32
  br label %19

13:                                               ; preds = %1
  %14 = load i128, ptr %2, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i64 @llvm.ctlz.i64(i64 %15, i1 false)
  %17 = trunc i64 %16 to i32
  %18 = add nsw i32 64, %17
  br label %19

19:                                               ; preds = %13, %9
  %20 = phi i32 [ %12, %9 ], [ %18, %13 ]
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @pairs(i64 noundef %0, i128 noundef %1, i32 noundef %2, i128 noundef %3, i128 noundef %4, i8 noundef %5, i128 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i128, align 16
  %10 = alloca i32, align 4
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i8, align 1
  %14 = alloca i128, align 16
  store i64 %0, ptr %8, align 8
  store i128 %1, ptr %9, align 16
  store i32 %2, ptr %10, align 4
  store i128 %3, ptr %11, align 16
  store i128 %4, ptr %12, align 16
  store i8 %5, ptr %13, align 1
  store i128 %6, ptr %14, align 16
  %15 = load i64, ptr %8, align 8
  %16 = sext i64 %15 to i128
  %17 = load i128, ptr %9, align 16
  %18 = mul nsw i128 %17, 3
  %19 = add nsw i128 %16, %18
  %20 = load i32, ptr %10, align 4
  %21 = mul nsw i32 %20, 5
  %22 = sext i32 %21 to i128
  %23 = add nsw i128 %19, %22
  %24 = load i128, ptr %11, align 16
  %25 = mul nsw i128 %24, 7
  %26 = add nsw i128 %23, %25
  %27 = load i128, ptr %12, align 16
  %28 = mul nsw i128 %27, 11
  %29 = add nsw i128 %26, %28
  %30 = load i8, ptr %13, align 1
  %31 = zext i8 %30 to i32
  %32 = mul nsw i32 %31, 13
  %33 = sext i32 %32 to i128
  %34 = add nsw i128 %29, %33
  %35 = load i128, ptr %14, align 16
  %36 = mul nsw i128 %35, 17
  %37 = add nsw i128 %34, %36
  ret i128 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @seven(i128 noundef %0, i128 noundef %1, i128 noundef %2, i128 noundef %3, i128 noundef %4, i128 noundef %5, i128 noundef %6) #0 {
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  store i128 %0, ptr %8, align 16
  store i128 %1, ptr %9, align 16
  store i128 %2, ptr %10, align 16
  store i128 %3, ptr %11, align 16
  store i128 %4, ptr %12, align 16
  store i128 %5, ptr %13, align 16
  store i128 %6, ptr %14, align 16
  %15 = load i128, ptr %8, align 16
  %16 = load i128, ptr %9, align 16
  %17 = shl i128 %16, 1
  %18 = xor i128 %15, %17
  %19 = load i128, ptr %10, align 16
  %20 = shl i128 %19, 2
  %21 = xor i128 %18, %20
  %22 = load i128, ptr %11, align 16
  %23 = shl i128 %22, 3
  %24 = xor i128 %21, %23
  %25 = load i128, ptr %12, align 16
  %26 = shl i128 %25, 4
  %27 = xor i128 %24, %26
  %28 = load i128, ptr %13, align 16
  %29 = shl i128 %28, 5
  %30 = xor i128 %27, %29
  %31 = load i128, ptr %14, align 16
  %32 = shl i128 %31, 6
  %33 = xor i128 %30, %32
  ret i128 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @split(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i128 noundef %7, i64 noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i128, align 16
  %18 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i128 %7, ptr %17, align 16
  store i64 %8, ptr %18, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = sext i64 %31 to i128
  %33 = load i128, ptr %17, align 16
  %34 = mul nsw i128 %33, 1000
  %35 = add nsw i128 %32, %34
  %36 = load i64, ptr %18, align 8
  %37 = mul nsw i64 %36, 7
  %38 = sext i64 %37 to i128
  %39 = add nsw i128 %35, %38
  ret i128 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @in_struct(ptr dead_on_unwind noalias writable sret(%struct.WithI) align 16 %0, ptr noundef %1, i128 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 16
  store ptr %1, ptr %4, align 8
  store i128 %2, ptr %5, align 16
  %6 = getelementptr inbounds %struct.WithI, ptr %1, i32 0, i32 1
  %7 = load i128, ptr %6, align 16
  %8 = load i128, ptr %5, align 16
  %9 = mul nsw i128 %7, %8
  %10 = getelementptr inbounds %struct.WithI, ptr %1, i32 0, i32 0
  %11 = load i8, ptr %10, align 16
  %12 = zext i8 %11 to i128
  %13 = add nsw i128 %9, %12
  %14 = getelementptr inbounds %struct.WithI, ptr %1, i32 0, i32 1
  store i128 %13, ptr %14, align 16
  %15 = getelementptr inbounds %struct.WithI, ptr %1, i32 0, i32 0
  %16 = load i8, ptr %15, align 16
  %17 = zext i8 %16 to i32
  %18 = xor i32 %17, 1
  %19 = trunc i32 %18 to i8
  store i8 %19, ptr %15, align 16
  %20 = getelementptr inbounds %struct.WithI, ptr %1, i32 0, i32 2
  %21 = load i16, ptr %20, align 16
  %22 = sext i16 %21 to i32
  %23 = sub nsw i32 0, %22
  %24 = trunc i32 %23 to i16
  %25 = getelementptr inbounds %struct.WithI, ptr %1, i32 0, i32 2
  store i16 %24, ptr %25, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 48, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @two(ptr dead_on_unwind noalias writable sret(%struct.TwoI) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.TwoI, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.TwoI, ptr %1, i32 0, i32 1
  %6 = load i128, ptr %5, align 16
  %7 = sub nsw i128 %6, 1
  store i128 %7, ptr %4, align 16
  %8 = getelementptr inbounds %struct.TwoI, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.TwoI, ptr %1, i32 0, i32 0
  %10 = load i128, ptr %9, align 16
  %11 = add nsw i128 %10, 1
  store i128 %11, ptr %8, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @sum_arr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i128 0, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i128, ptr %12, i64 %14
  %16 = load i128, ptr %15, align 16
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %17, 1
  %19 = sext i32 %18 to i128
  %20 = mul nsw i128 %16, %19
  %21 = load i128, ptr %5, align 16
  %22 = add nsw i128 %21, %20
  store i128 %22, ptr %5, align 16
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !6

26:                                               ; preds = %7
  %27 = load i128, ptr %5, align 16
  ret i128 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @fact(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sle i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub nsw i32 %7, 1
  %9 = call i128 @fact(i32 noundef %8)
  %10 = load i32, ptr %2, align 4
  %11 = sext i32 %10 to i128
  %12 = mul i128 %9, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i128 [ 1, %5 ], [ %12, %6 ]
  ret i128 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  store i32 %0, ptr %2, align 4
  store i128 0, ptr %3, align 16
  store i128 1, ptr %4, align 16
  br label %6

6:                                                ; preds = %10, %1
  %7 = load i32, ptr %2, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %2, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = load i128, ptr %3, align 16
  %12 = load i128, ptr %4, align 16
  %13 = add i128 %11, %12
  store i128 %13, ptr %5, align 16
  %14 = load i128, ptr %4, align 16
  store i128 %14, ptr %3, align 16
  %15 = load i128, ptr %5, align 16
  store i128 %15, ptr %4, align 16
  br label %6, !llvm.loop !8

16:                                               ; preds = %6
  %17 = load i128, ptr %3, align 16
  ret i128 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca [20 x i8], align 1
  %8 = alloca %struct.WithI, align 16
  %9 = alloca %struct.WithI, align 16
  %10 = alloca %struct.WithI, align 16
  %11 = alloca %struct.TwoI, align 16
  %12 = alloca %struct.TwoI, align 16
  %13 = alloca %struct.TwoI, align 16
  %14 = alloca [5 x i128], align 16
  store i32 0, ptr %1, align 4
  %15 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 2), align 8
  %16 = call i128 @mk(i64 noundef %15, i64 noundef -81985529216486896)
  store i128 %16, ptr %2, align 16
  %17 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 1), align 8
  %18 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 2), align 8
  %19 = call i128 @mk(i64 noundef %17, i64 noundef %18)
  store i128 %19, ptr %3, align 16
  %20 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 3), align 8
  %21 = sext i64 %20 to i128
  store i128 %21, ptr %4, align 16
  %22 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 5), align 8
  %23 = sext i64 %22 to i128
  store i128 %23, ptr %5, align 16
  %24 = load i128, ptr %2, align 16
  %25 = load i128, ptr %3, align 16
  %26 = call i128 @add(i128 noundef %24, i128 noundef %25)
  call void @p128(ptr noundef @.str, i128 noundef %26)
  %27 = load i128, ptr %2, align 16
  %28 = load i128, ptr %3, align 16
  %29 = call i128 @sub(i128 noundef %27, i128 noundef %28)
  call void @p128(ptr noundef @.str.1, i128 noundef %29)
  %30 = load i128, ptr %2, align 16
  %31 = load i128, ptr %3, align 16
  %32 = call i128 @mul(i128 noundef %30, i128 noundef %31)
  call void @p128(ptr noundef @.str.2, i128 noundef %32)
  %33 = load i128, ptr %4, align 16
  %34 = load i128, ptr %4, align 16
  %35 = call i128 @mul(i128 noundef %33, i128 noundef %34)
  call void @p128(ptr noundef @.str.3, i128 noundef %35)
  %36 = load i128, ptr %2, align 16
  %37 = load i128, ptr %3, align 16
  %38 = call i128 @sdiv(i128 noundef %36, i128 noundef %37)
  call void @p128(ptr noundef @.str.4, i128 noundef %38)
  %39 = load i128, ptr %2, align 16
  %40 = load i128, ptr %3, align 16
  %41 = call i128 @srem(i128 noundef %39, i128 noundef %40)
  call void @p128(ptr noundef @.str.5, i128 noundef %41)
  %42 = load i128, ptr %2, align 16
  %43 = load i128, ptr %4, align 16
  %44 = call i128 @sdiv(i128 noundef %42, i128 noundef %43)
  call void @p128(ptr noundef @.str.6, i128 noundef %44)
  %45 = load i128, ptr %2, align 16
  %46 = load i128, ptr %4, align 16
  %47 = call i128 @srem(i128 noundef %45, i128 noundef %46)
  call void @p128(ptr noundef @.str.7, i128 noundef %47)
  %48 = load i128, ptr %3, align 16
  %49 = load i128, ptr %2, align 16
  %50 = call i128 @udiv(i128 noundef %48, i128 noundef %49)
  call void @p128(ptr noundef @.str.8, i128 noundef %50)
  %51 = load i128, ptr %3, align 16
  %52 = call i128 @urem(i128 noundef %51, i128 noundef 12345)
  call void @p128(ptr noundef @.str.9, i128 noundef %52)
  store i32 0, ptr %6, align 4
  br label %53

53:                                               ; preds = %78, %0
  %54 = load i32, ptr %6, align 4
  %55 = icmp slt i32 %54, 128
  br i1 %55, label %56, label %81

56:                                               ; preds = %53
  %57 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  %58 = load i32, ptr %6, align 4
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %57, i64 noundef 20, ptr noundef @.str.10, i32 noundef %58) #5
  %60 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  %61 = load i128, ptr %2, align 16
  %62 = load i32, ptr %6, align 4
  %63 = call i128 @shl(i128 noundef %61, i32 noundef %62)
  call void @p128(ptr noundef %60, i128 noundef %63)
  %64 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  %65 = load i32, ptr %6, align 4
  %66 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %64, i64 noundef 20, ptr noundef @.str.11, i32 noundef %65) #5
  %67 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  %68 = load i128, ptr %3, align 16
  %69 = load i32, ptr %6, align 4
  %70 = call i128 @lshr(i128 noundef %68, i32 noundef %69)
  call void @p128(ptr noundef %67, i128 noundef %70)
  %71 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  %72 = load i32, ptr %6, align 4
  %73 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %71, i64 noundef 20, ptr noundef @.str.12, i32 noundef %72) #5
  %74 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  %75 = load i128, ptr %3, align 16
  %76 = load i32, ptr %6, align 4
  %77 = call i128 @ashr(i128 noundef %75, i32 noundef %76)
  call void @p128(ptr noundef %74, i128 noundef %77)
  br label %78

78:                                               ; preds = %56
  %79 = load i32, ptr %6, align 4
  %80 = add nsw i32 %79, 21
  store i32 %80, ptr %6, align 4
  br label %53, !llvm.loop !9

81:                                               ; preds = %53
  %82 = load i128, ptr %5, align 16
  %83 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 6), align 8
  %84 = trunc i64 %83 to i32
  %85 = call i128 @shl(i128 noundef %82, i32 noundef %84)
  call void @p128(ptr noundef @.str.13, i128 noundef %85)
  %86 = load i128, ptr %3, align 16
  %87 = call i128 @ashr(i128 noundef %86, i32 noundef 127)
  call void @p128(ptr noundef @.str.14, i128 noundef %87)
  %88 = load i128, ptr %2, align 16
  %89 = load i128, ptr %3, align 16
  %90 = call i32 @cmp(i128 noundef %88, i128 noundef %89)
  %91 = load i128, ptr %3, align 16
  %92 = load i128, ptr %2, align 16
  %93 = call i32 @cmp(i128 noundef %91, i128 noundef %92)
  %94 = load i128, ptr %2, align 16
  %95 = load i128, ptr %2, align 16
  %96 = call i32 @cmp(i128 noundef %94, i128 noundef %95)
  %97 = load i128, ptr %4, align 16
  %98 = load i128, ptr %5, align 16
  %99 = call i32 @cmp(i128 noundef %97, i128 noundef %98)
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %90, i32 noundef %93, i32 noundef %96, i32 noundef %99)
  %101 = load i128, ptr %2, align 16
  %102 = call double @to_d(i128 noundef %101)
  %103 = load i128, ptr %3, align 16
  %104 = call double @to_d(i128 noundef %103)
  %105 = load i128, ptr %3, align 16
  %106 = call double @uto_d(i128 noundef %105)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %102, double noundef %104, double noundef %106)
  %108 = call i128 @from_d(double noundef -1.500000e+30)
  call void @p128(ptr noundef @.str.17, i128 noundef %108)
  %109 = call i128 @ufrom_d(double noundef 3.000000e+38)
  call void @p128(ptr noundef @.str.18, i128 noundef %109)
  %110 = load i128, ptr %3, align 16
  %111 = call float @to_f(i128 noundef %110)
  %112 = fpext float %111 to double
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %112)
  %114 = call i128 @from_f(float noundef 0xC415AF1D80000000)
  call void @p128(ptr noundef @.str.20, i128 noundef %114)
  %115 = load i128, ptr %5, align 16
  %116 = call i32 @clz(i128 noundef %115)
  %117 = load i128, ptr %2, align 16
  %118 = call i32 @clz(i128 noundef %117)
  %119 = load i128, ptr %5, align 16
  %120 = call i128 @shl(i128 noundef %119, i32 noundef 100)
  %121 = call i32 @clz(i128 noundef %120)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %116, i32 noundef %118, i32 noundef %121)
  %123 = load volatile i64, ptr @vs, align 8
  %124 = load i128, ptr %2, align 16
  %125 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 1), align 8
  %126 = trunc i64 %125 to i32
  %127 = load i128, ptr %3, align 16
  %128 = load i128, ptr %4, align 16
  %129 = load volatile i64, ptr @vs, align 8
  %130 = trunc i64 %129 to i8
  %131 = load i128, ptr %2, align 16
  %132 = call i128 @pairs(i64 noundef %123, i128 noundef %124, i32 noundef %126, i128 noundef %127, i128 noundef %128, i8 noundef %130, i128 noundef %131)
  call void @p128(ptr noundef @.str.22, i128 noundef %132)
  %133 = load i128, ptr %2, align 16
  %134 = load i128, ptr %3, align 16
  %135 = load i128, ptr %4, align 16
  %136 = load i128, ptr %5, align 16
  %137 = load i128, ptr %2, align 16
  %138 = load i128, ptr %3, align 16
  %139 = load i128, ptr %4, align 16
  %140 = call i128 @seven(i128 noundef %133, i128 noundef %134, i128 noundef %135, i128 noundef %136, i128 noundef %137, i128 noundef %138, i128 noundef %139)
  call void @p128(ptr noundef @.str.23, i128 noundef %140)
  %141 = load i128, ptr %3, align 16
  %142 = load volatile i64, ptr getelementptr inbounds ([8 x i64], ptr @vs, i64 0, i64 3), align 8
  %143 = call i128 @split(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i128 noundef %141, i64 noundef %142)
  call void @p128(ptr noundef @.str.24, i128 noundef %143)
  %144 = getelementptr inbounds %struct.WithI, ptr %8, i32 0, i32 0
  store i8 5, ptr %144, align 16
  %145 = getelementptr inbounds %struct.WithI, ptr %8, i32 0, i32 1
  %146 = load i128, ptr %2, align 16
  store i128 %146, ptr %145, align 16
  %147 = getelementptr inbounds %struct.WithI, ptr %8, i32 0, i32 2
  store i16 -9, ptr %147, align 16
  %148 = load i128, ptr %3, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %8, i64 48, i1 false)
  call void @in_struct(ptr dead_on_unwind writable sret(%struct.WithI) align 16 %9, ptr noundef %10, i128 noundef %148)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 %9, i64 48, i1 false)
  %149 = getelementptr inbounds %struct.WithI, ptr %8, i32 0, i32 0
  %150 = load i8, ptr %149, align 16
  %151 = zext i8 %150 to i32
  %152 = getelementptr inbounds %struct.WithI, ptr %8, i32 0, i32 2
  %153 = load i16, ptr %152, align 16
  %154 = sext i16 %153 to i32
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %151, i32 noundef %154)
  %156 = getelementptr inbounds %struct.WithI, ptr %8, i32 0, i32 1
  %157 = load i128, ptr %156, align 16
  call void @p128(ptr noundef @.str.20, i128 noundef %157)
  %158 = getelementptr inbounds %struct.TwoI, ptr %11, i32 0, i32 0
  %159 = load i128, ptr %2, align 16
  store i128 %159, ptr %158, align 16
  %160 = getelementptr inbounds %struct.TwoI, ptr %11, i32 0, i32 1
  %161 = load i128, ptr %3, align 16
  store i128 %161, ptr %160, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 %11, i64 32, i1 false)
  call void @two(ptr dead_on_unwind writable sret(%struct.TwoI) align 16 %12, ptr noundef %13)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 %12, i64 32, i1 false)
  %162 = getelementptr inbounds %struct.TwoI, ptr %11, i32 0, i32 0
  %163 = load i128, ptr %162, align 16
  call void @p128(ptr noundef @.str.26, i128 noundef %163)
  %164 = getelementptr inbounds %struct.TwoI, ptr %11, i32 0, i32 1
  %165 = load i128, ptr %164, align 16
  call void @p128(ptr noundef @.str.27, i128 noundef %165)
  %166 = load i128, ptr %2, align 16
  store i128 %166, ptr %14, align 16
  %167 = getelementptr inbounds i128, ptr %14, i64 1
  %168 = load i128, ptr %3, align 16
  store i128 %168, ptr %167, align 16
  %169 = getelementptr inbounds i128, ptr %14, i64 2
  %170 = load i128, ptr %4, align 16
  store i128 %170, ptr %169, align 16
  %171 = getelementptr inbounds i128, ptr %14, i64 3
  %172 = load i128, ptr %5, align 16
  store i128 %172, ptr %171, align 16
  %173 = getelementptr inbounds i128, ptr %14, i64 4
  %174 = load i128, ptr %5, align 16
  %175 = sub nsw i128 0, %174
  store i128 %175, ptr %173, align 16
  %176 = getelementptr inbounds [5 x i128], ptr %14, i64 0, i64 0
  %177 = call i128 @sum_arr(ptr noundef %176, i32 noundef 5)
  call void @p128(ptr noundef @.str.28, i128 noundef %177)
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.29)
  %179 = call i128 @fact(i32 noundef 30)
  call void @print_dec(i128 noundef %179)
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.31)
  %182 = call i128 @fib(i32 noundef 180)
  call void @print_dec(i128 noundef %182)
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.32)
  call void @print_dec(i128 noundef -1)
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mk(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = zext i64 %5 to i128
  %7 = shl i128 %6, 64
  %8 = load i64, ptr %4, align 8
  %9 = zext i64 %8 to i128
  %10 = or i128 %7, %9
  ret i128 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p128(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_dec(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca [50 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
  store i32 49, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [50 x i8], ptr %3, i64 0, i64 %6
  store i8 0, ptr %7, align 1
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i128, ptr %2, align 16
  %10 = urem i128 %9, 10
  %11 = trunc i128 %10 to i32
  %12 = add nsw i32 48, %11
  %13 = trunc i32 %12 to i8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [50 x i8], ptr %3, i64 0, i64 %16
  store i8 %13, ptr %17, align 1
  %18 = load i128, ptr %2, align 16
  %19 = udiv i128 %18, 10
  store i128 %19, ptr %2, align 16
  br label %20

20:                                               ; preds = %8
  %21 = load i128, ptr %2, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %8, label %23, !llvm.loop !10

23:                                               ; preds = %20
  %24 = getelementptr inbounds [50 x i8], ptr %3, i64 0, i64 0
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, ptr noundef %27)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
