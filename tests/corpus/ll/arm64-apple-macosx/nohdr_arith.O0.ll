; ModuleID = 'tests/programs/nohdr_arith.c'
source_filename = "tests/programs/nohdr_arith.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [19 x i8] c"lcm(1..40) = %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"gcd = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"powmod = %llu %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"reverse = %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"palindromes below 100000 = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"isqrt = %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"lcg acc = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mixed = %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"i64 = %lld %lld %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned wrap = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 1, ptr %2, align 8
  store i64 1, ptr %3, align 8
  br label %16

16:                                               ; preds = %23, %0
  %17 = load i64, ptr %3, align 8
  %18 = icmp ule i64 %17, 40
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = load i64, ptr %2, align 8
  %21 = load i64, ptr %3, align 8
  %22 = call i64 @lcm(i64 noundef %20, i64 noundef %21)
  store i64 %22, ptr %2, align 8
  br label %23

23:                                               ; preds = %19
  %24 = load i64, ptr %3, align 8
  %25 = add i64 %24, 1
  store i64 %25, ptr %3, align 8
  br label %16, !llvm.loop !5

26:                                               ; preds = %16
  %27 = load i64, ptr %2, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %27)
  %29 = call i64 @gcd(i64 noundef 2305843009213693951, i64 noundef 1152921504606846975)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %29)
  %31 = call i64 @powmod(i64 noundef 2, i64 noundef 1000000, i64 noundef 1000000007)
  %32 = call i64 @powmod(i64 noundef 12345, i64 noundef 6789, i64 noundef 99991)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %31, i64 noundef %32)
  %34 = call i32 @reverse_digits(i32 noundef 123456789)
  %35 = call i32 @reverse_digits(i32 noundef -1200)
  %36 = call i32 @reverse_digits(i32 noundef 7)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  store i32 0, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %38

38:                                               ; preds = %46, %26
  %39 = load i32, ptr %5, align 4
  %40 = icmp ult i32 %39, 100000
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = load i32, ptr %5, align 4
  %43 = call i32 @is_palindrome(i32 noundef %42)
  %44 = load i32, ptr %4, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %4, align 4
  br label %46

46:                                               ; preds = %41
  %47 = load i32, ptr %5, align 4
  %48 = add i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %38, !llvm.loop !7

49:                                               ; preds = %38
  %50 = load i32, ptr %4, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %50)
  %52 = call i32 @isqrt(i64 noundef 99)
  %53 = call i32 @isqrt(i64 noundef 1000000)
  %54 = call i32 @isqrt(i64 noundef -1)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  store i32 1, ptr %6, align 4
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %56

56:                                               ; preds = %87, %49
  %57 = load i32, ptr %8, align 4
  %58 = icmp slt i32 %57, 10000
  br i1 %58, label %59, label %90

59:                                               ; preds = %56
  %60 = load i32, ptr %6, align 4
  %61 = mul i32 %60, 1103515245
  %62 = add i32 %61, 12345
  store i32 %62, ptr %6, align 4
  %63 = load i32, ptr %6, align 4
  %64 = lshr i32 %63, 16
  %65 = and i32 %64, 32767
  store i32 %65, ptr %9, align 4
  %66 = load i32, ptr %8, align 4
  %67 = and i32 %66, 1
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %71

69:                                               ; preds = %59
  %70 = load i32, ptr %9, align 4
  br label %74

71:                                               ; preds = %59
  %72 = load i32, ptr %9, align 4
  %73 = sub nsw i32 0, %72
  br label %74

74:                                               ; preds = %71, %69
  %75 = phi i32 [ %70, %69 ], [ %73, %71 ]
  %76 = sext i32 %75 to i64
  %77 = load i64, ptr %7, align 8
  %78 = add nsw i64 %77, %76
  store i64 %78, ptr %7, align 8
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = load i32, ptr %8, align 4
  %82 = srem i32 %81, 20
  %83 = zext i32 %82 to i64
  %84 = shl i64 %80, %83
  %85 = load i64, ptr %7, align 8
  %86 = xor i64 %85, %84
  store i64 %86, ptr %7, align 8
  br label %87

87:                                               ; preds = %74
  %88 = load i32, ptr %8, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %8, align 4
  br label %56, !llvm.loop !8

90:                                               ; preds = %56
  %91 = load i64, ptr %7, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %91)
  store i16 -300, ptr %10, align 2
  store i16 -5536, ptr %11, align 2
  store i8 -5, ptr %12, align 1
  store i8 -6, ptr %13, align 1
  %93 = load i16, ptr %10, align 2
  %94 = sext i16 %93 to i32
  %95 = load i16, ptr %11, align 2
  %96 = zext i16 %95 to i32
  %97 = mul nsw i32 %94, %96
  %98 = load i8, ptr %12, align 1
  %99 = sext i8 %98 to i32
  %100 = load i8, ptr %13, align 1
  %101 = zext i8 %100 to i32
  %102 = mul nsw i32 %99, %101
  %103 = load i16, ptr %10, align 2
  %104 = sext i16 %103 to i32
  %105 = load i8, ptr %12, align 1
  %106 = sext i8 %105 to i32
  %107 = add nsw i32 %104, %106
  %108 = load i8, ptr %13, align 1
  %109 = zext i8 %108 to i32
  %110 = sub nsw i32 %109, 200
  %111 = sdiv i32 %107, %110
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %97, i32 noundef %102, i32 noundef %111)
  store i64 9000000000000000000, ptr %14, align 8
  %113 = load i64, ptr %14, align 8
  %114 = sdiv i64 %113, 7
  %115 = load i64, ptr %14, align 8
  %116 = srem i64 %115, 7
  %117 = load i64, ptr %14, align 8
  %118 = sub nsw i64 0, %117
  %119 = sdiv i64 %118, 1000000007
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %114, i64 noundef %116, i64 noundef %119)
  store i32 0, ptr %15, align 4
  %121 = load i32, ptr %15, align 4
  %122 = sub i32 %121, 1
  store i32 %122, ptr %15, align 4
  %123 = load i32, ptr %15, align 4
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %123)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i64 @lcm(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 @gcd(i64 noundef %6, i64 noundef %7)
  %9 = udiv i64 %5, %8
  %10 = load i64, ptr %4, align 8
  %11 = mul i64 %9, %10
  ret i64 %11
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  br label %6

6:                                                ; preds = %9, %2
  %7 = load i64, ptr %4, align 8
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %10, %11
  store i64 %12, ptr %5, align 8
  %13 = load i64, ptr %4, align 8
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %5, align 8
  store i64 %14, ptr %4, align 8
  br label %6, !llvm.loop !9

15:                                               ; preds = %6
  %16 = load i64, ptr %3, align 8
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 1, ptr %7, align 8
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %32

14:                                               ; preds = %11
  %15 = load i64, ptr %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %14
  %19 = load i64, ptr %7, align 8
  %20 = load i64, ptr %4, align 8
  %21 = mul i64 %19, %20
  %22 = load i64, ptr %6, align 8
  %23 = urem i64 %21, %22
  store i64 %23, ptr %7, align 8
  br label %24

24:                                               ; preds = %18, %14
  %25 = load i64, ptr %4, align 8
  %26 = load i64, ptr %4, align 8
  %27 = mul i64 %25, %26
  %28 = load i64, ptr %6, align 8
  %29 = urem i64 %27, %28
  store i64 %29, ptr %4, align 8
  %30 = load i64, ptr %5, align 8
  %31 = lshr i64 %30, 1
  store i64 %31, ptr %5, align 8
  br label %11, !llvm.loop !10

32:                                               ; preds = %11
  %33 = load i64, ptr %7, align 8
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @reverse_digits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 0
  %7 = zext i1 %6 to i32
  store i32 %7, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 0, %11
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %10, %1
  br label %14

14:                                               ; preds = %17, %13
  %15 = load i32, ptr %2, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 10
  %20 = load i32, ptr %2, align 4
  %21 = srem i32 %20, 10
  %22 = add nsw i32 %19, %21
  store i32 %22, ptr %3, align 4
  %23 = load i32, ptr %2, align 4
  %24 = sdiv i32 %23, 10
  store i32 %24, ptr %2, align 4
  br label %14, !llvm.loop !11

25:                                               ; preds = %14
  %26 = load i32, ptr %4, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %31

28:                                               ; preds = %25
  %29 = load i32, ptr %3, align 4
  %30 = sub nsw i32 0, %29
  br label %33

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4
  br label %33

33:                                               ; preds = %31, %28
  %34 = phi i32 [ %30, %28 ], [ %32, %31 ]
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @is_palindrome(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 4
  br label %6

6:                                                ; preds = %9, %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 10
  %12 = load i32, ptr %2, align 4
  %13 = urem i32 %12, 10
  %14 = add i32 %11, %13
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %2, align 4
  %16 = udiv i32 %15, 10
  store i32 %16, ptr %2, align 4
  br label %6, !llvm.loop !12

17:                                               ; preds = %6
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %4, align 4
  %20 = icmp eq i32 %18, %19
  %21 = zext i1 %20 to i32
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @isqrt(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = udiv i64 %6, 2
  %8 = load i64, ptr %3, align 8
  %9 = and i64 %8, 1
  %10 = add i64 %7, %9
  store i64 %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %15, %1
  %12 = load i64, ptr %4, align 8
  %13 = load i64, ptr %3, align 8
  %14 = icmp ult i64 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %11
  %16 = load i64, ptr %4, align 8
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %2, align 8
  %19 = load i64, ptr %3, align 8
  %20 = udiv i64 %18, %19
  %21 = add i64 %17, %20
  %22 = udiv i64 %21, 2
  store i64 %22, ptr %4, align 8
  br label %11, !llvm.loop !13

23:                                               ; preds = %11
  %24 = load i64, ptr %3, align 8
  %25 = trunc i64 %24 to i32
  ret i32 %25
}

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
