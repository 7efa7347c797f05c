; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

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

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %14 = call i128 @fib128(i32 noundef 180)
  %15 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %16 = call ptr @fmt_u128(i128 noundef %14, ptr noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %16)
  store i128 -1512366075204170946324983002043881096, ptr %5, align 16
  store i128 4886718345, ptr %6, align 16
  %18 = load i128, ptr %5, align 16
  %19 = load i128, ptr %6, align 16
  %20 = udiv i128 %18, %19
  %21 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %22 = call ptr @fmt_u128(i128 noundef %20, ptr noundef %21)
  %23 = load i128, ptr %5, align 16
  %24 = load i128, ptr %6, align 16
  %25 = urem i128 %23, %24
  %26 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %27 = call ptr @fmt_u128(i128 noundef %25, ptr noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %22, ptr noundef %27)
  %29 = load i128, ptr %5, align 16
  %30 = load i128, ptr %6, align 16
  %31 = mul i128 %29, %30
  %32 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %33 = call ptr @fmt_u128(i128 noundef %31, ptr noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %33)
  %35 = load i128, ptr %5, align 16
  %36 = lshr i128 %35, 3
  %37 = sub nsw i128 0, %36
  store i128 %37, ptr %7, align 16
  %38 = load i128, ptr %7, align 16
  %39 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %40 = call ptr @fmt_s128(i128 noundef %38, ptr noundef %39)
  %41 = load i128, ptr %7, align 16
  %42 = sdiv i128 %41, 7
  %43 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %44 = call ptr @fmt_s128(i128 noundef %42, ptr noundef %43)
  %45 = load i128, ptr %7, align 16
  %46 = srem i128 %45, 7
  %47 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %48 = call ptr @fmt_s128(i128 noundef %46, ptr noundef %47)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %40, ptr noundef %44, ptr noundef %48)
  store i32 1, ptr %8, align 4
  br label %50

50:                                               ; preds = %68, %0
  %51 = load i32, ptr %8, align 4
  %52 = icmp slt i32 %51, 128
  br i1 %52, label %53, label %71

53:                                               ; preds = %50
  %54 = load i32, ptr %8, align 4
  %55 = load i128, ptr %5, align 16
  %56 = load i32, ptr %8, align 4
  %57 = zext i32 %56 to i128
  %58 = lshr i128 %55, %57
  %59 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %60 = call ptr @fmt_u128(i128 noundef %58, ptr noundef %59)
  %61 = load i128, ptr %7, align 16
  %62 = load i32, ptr %8, align 4
  %63 = zext i32 %62 to i128
  %64 = ashr i128 %61, %63
  %65 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %66 = call ptr @fmt_s128(i128 noundef %64, ptr noundef %65)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %54, ptr noundef %60, ptr noundef %66)
  br label %68

68:                                               ; preds = %53
  %69 = load i32, ptr %8, align 4
  %70 = add nsw i32 %69, 31
  store i32 %70, ptr %8, align 4
  br label %50, !llvm.loop !5

71:                                               ; preds = %50
  %72 = load i128, ptr %5, align 16
  %73 = call i128 @isqrt128(i128 noundef %72)
  %74 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %75 = call ptr @fmt_u128(i128 noundef %73, ptr noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %75)
  %77 = load i128, ptr %5, align 16
  %78 = load i128, ptr %6, align 16
  %79 = icmp ugt i128 %77, %78
  %80 = zext i1 %79 to i32
  %81 = load i128, ptr %7, align 16
  %82 = icmp slt i128 %81, 0
  %83 = zext i1 %82 to i32
  %84 = load i128, ptr %6, align 16
  %85 = load i128, ptr %7, align 16
  %86 = icmp sgt i128 %84, %85
  %87 = zext i1 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %80, i32 noundef %83, i32 noundef %87)
  %89 = load i128, ptr %5, align 16
  %90 = lshr i128 %89, 20
  %91 = uitofp i128 %90 to double
  store double %91, ptr %9, align 8
  %92 = load double, ptr %9, align 8
  %93 = fdiv double %92, 1.000000e+30
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %93)
  %95 = load double, ptr %9, align 8
  %96 = fmul double %95, 4.000000e+00
  %97 = fptoui double %96 to i128
  store i128 %97, ptr %10, align 16
  %98 = load i128, ptr %10, align 16
  %99 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %100 = call ptr @fmt_u128(i128 noundef %98, ptr noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %100)
  store i128 -12345678, ptr %11, align 16
  %102 = load i128, ptr %11, align 16
  %103 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %104 = call ptr @fmt_s128(i128 noundef %102, ptr noundef %103)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %104)
  %106 = load i128, ptr %5, align 16
  %107 = trunc i128 %106 to i64
  store i64 %107, ptr %12, align 8
  %108 = load i128, ptr %5, align 16
  %109 = lshr i128 %108, 64
  %110 = trunc i128 %109 to i64
  store i64 %110, ptr %13, align 8
  %111 = load i64, ptr %13, align 8
  %112 = load i64, ptr %12, align 8
  %113 = load i64, ptr %13, align 8
  %114 = call i64 @llvm.ctpop.i64(i64 %113)
  %115 = trunc i64 %114 to i32
  %116 = load i64, ptr %12, align 8
  %117 = call i64 @llvm.ctpop.i64(i64 %116)
  %118 = trunc i64 %117 to i32
  %119 = add nsw i32 %115, %118
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %111, i64 noundef %112, i32 noundef %119)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal ptr @fmt_u128(i128 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i128 %0, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 63
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  store i8 0, ptr %8, align 1
  br label %9

9:                                                ; preds = %19, %2
  %10 = load i128, ptr %3, align 16
  %11 = urem i128 %10, 10
  %12 = trunc i128 %11 to i32
  %13 = add nsw i32 48, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 -1
  store ptr %16, ptr %5, align 8
  store i8 %14, ptr %16, align 1
  %17 = load i128, ptr %3, align 16
  %18 = udiv i128 %17, 10
  store i128 %18, ptr %3, align 16
  br label %19

19:                                               ; preds = %9
  %20 = load i128, ptr %3, align 16
  %21 = icmp ne i128 %20, 0
  br i1 %21, label %9, label %22, !llvm.loop !7

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8
  ret ptr %23
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i128 @fib128(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  store i32 %0, ptr %2, align 4
  store i128 0, ptr %3, align 16
  store i128 1, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %17, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %20

11:                                               ; preds = %7
  %12 = load i128, ptr %3, align 16
  %13 = load i128, ptr %4, align 16
  %14 = add i128 %12, %13
  store i128 %14, ptr %6, align 16
  %15 = load i128, ptr %4, align 16
  store i128 %15, ptr %3, align 16
  %16 = load i128, ptr %6, align 16
  store i128 %16, ptr %4, align 16
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %5, align 4
  br label %7, !llvm.loop !8

20:                                               ; preds = %7
  %21 = load i128, ptr %3, align 16
  ret i128 %21
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal ptr @fmt_s128(i128 noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i128 %0, ptr %4, align 16
  store ptr %1, ptr %5, align 8
  %7 = load i128, ptr %4, align 16
  %8 = icmp sge i128 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = load i128, ptr %4, align 16
  %11 = load ptr, ptr %5, align 8
  %12 = call ptr @fmt_u128(i128 noundef %10, ptr noundef %11)
  store ptr %12, ptr %3, align 8
  br label %21

13:                                               ; preds = %2
  %14 = load i128, ptr %4, align 16
  %15 = sub i128 0, %14
  %16 = load ptr, ptr %5, align 8
  %17 = call ptr @fmt_u128(i128 noundef %15, ptr noundef %16)
  store ptr %17, ptr %6, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds i8, ptr %18, i32 -1
  store ptr %19, ptr %6, align 8
  store i8 45, ptr %19, align 1
  %20 = load ptr, ptr %6, align 8
  store ptr %20, ptr %3, align 8
  br label %21

21:                                               ; preds = %13, %9
  %22 = load ptr, ptr %3, align 8
  ret ptr %22
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i128 @isqrt128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  store i128 0, ptr %3, align 16
  store i128 18446744073709551616, ptr %4, align 16
  br label %6

6:                                                ; preds = %28, %1
  %7 = load i128, ptr %3, align 16
  %8 = load i128, ptr %4, align 16
  %9 = icmp ult i128 %7, %8
  br i1 %9, label %10, label %29

10:                                               ; preds = %6
  %11 = load i128, ptr %3, align 16
  %12 = load i128, ptr %4, align 16
  %13 = load i128, ptr %3, align 16
  %14 = sub i128 %12, %13
  %15 = add i128 %14, 1
  %16 = udiv i128 %15, 2
  %17 = add i128 %11, %16
  store i128 %17, ptr %5, align 16
  %18 = load i128, ptr %5, align 16
  %19 = load i128, ptr %2, align 16
  %20 = load i128, ptr %5, align 16
  %21 = udiv i128 %19, %20
  %22 = icmp ule i128 %18, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %10
  %24 = load i128, ptr %5, align 16
  store i128 %24, ptr %3, align 16
  br label %28

25:                                               ; preds = %10
  %26 = load i128, ptr %5, align 16
  %27 = sub i128 %26, 1
  store i128 %27, ptr %4, align 16
  br label %28

28:                                               ; preds = %25, %23
  br label %6, !llvm.loop !9

29:                                               ; preds = %6
  %30 = load i128, ptr %3, align 16
  ret i128 %30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
