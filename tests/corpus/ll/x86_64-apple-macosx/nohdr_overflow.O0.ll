; ModuleID = 'tests/programs/nohdr_overflow.c'
source_filename = "tests/programs/nohdr_overflow.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [24 x i8] c"2^%d: ok=%d value=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"3^40 ok=%d value=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"(-3)^39 ok=%d value=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"sat_add %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"sat_sub %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"small: %d %u %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"u64 mul: %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"mixed signs: %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"7^k fits for k <= %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 60, ptr %2, align 4
  br label %20

20:                                               ; preds = %38, %0
  %21 = load i32, ptr %2, align 4
  %22 = icmp sle i32 %21, 64
  br i1 %22, label %23, label %41

23:                                               ; preds = %20
  store i64 0, ptr %3, align 8
  %24 = load i32, ptr %2, align 4
  %25 = sub nsw i32 %24, 1
  %26 = call i32 @checked_pow(i64 noundef 2, i32 noundef %25, ptr noundef %3)
  store i32 %26, ptr %4, align 4
  %27 = load i32, ptr %2, align 4
  %28 = sub nsw i32 %27, 1
  %29 = load i32, ptr %4, align 4
  %30 = load i32, ptr %4, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %23
  %33 = load i64, ptr %3, align 8
  br label %35

34:                                               ; preds = %23
  br label %35

35:                                               ; preds = %34, %32
  %36 = phi i64 [ %33, %32 ], [ 0, %34 ]
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i32 noundef %29, i64 noundef %36)
  br label %38

38:                                               ; preds = %35
  %39 = load i32, ptr %2, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %2, align 4
  br label %20, !llvm.loop !5

41:                                               ; preds = %20
  store i64 0, ptr %5, align 8
  %42 = call i32 @checked_pow(i64 noundef 3, i32 noundef 40, ptr noundef %5)
  store i32 %42, ptr %6, align 4
  %43 = load i32, ptr %6, align 4
  %44 = load i64, ptr %5, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43, i64 noundef %44)
  %46 = call i32 @checked_pow(i64 noundef -3, i32 noundef 39, ptr noundef %5)
  store i32 %46, ptr %6, align 4
  %47 = load i32, ptr %6, align 4
  %48 = load i64, ptr %5, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %47, i64 noundef %48)
  %50 = call i32 @sat_add_u32(i32 noundef -294967296, i32 noundef 294967295)
  %51 = call i32 @sat_add_u32(i32 noundef -294967296, i32 noundef 294967296)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %50, i32 noundef %51)
  %53 = call signext i16 @sat_sub_i16(i16 noundef signext -30000, i16 noundef signext 5000)
  %54 = sext i16 %53 to i32
  %55 = call signext i16 @sat_sub_i16(i16 noundef signext 30000, i16 noundef signext -5000)
  %56 = sext i16 %55 to i32
  %57 = call signext i16 @sat_sub_i16(i16 noundef signext 100, i16 noundef signext 200)
  %58 = sext i16 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %54, i32 noundef %56, i32 noundef %58)
  %60 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 200, i32 100)
  %61 = extractvalue { i32, i1 } %60, 1
  %62 = extractvalue { i32, i1 } %60, 0
  %63 = trunc i32 %62 to i8
  %64 = zext i8 %63 to i32
  %65 = icmp ne i32 %62, %64
  %66 = or i1 %61, %65
  store i8 %63, ptr %7, align 1
  %67 = zext i1 %66 to i32
  store i32 %67, ptr %9, align 4
  %68 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 -20, i32 7)
  %69 = extractvalue { i32, i1 } %68, 1
  %70 = extractvalue { i32, i1 } %68, 0
  %71 = trunc i32 %70 to i8
  %72 = sext i8 %71 to i32
  %73 = icmp ne i32 %70, %72
  %74 = or i1 %69, %73
  store i8 %71, ptr %8, align 1
  %75 = zext i1 %74 to i32
  store i32 %75, ptr %10, align 4
  %76 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 0, i32 128)
  %77 = extractvalue { i32, i1 } %76, 1
  %78 = extractvalue { i32, i1 } %76, 0
  %79 = trunc i32 %78 to i8
  %80 = sext i8 %79 to i32
  %81 = icmp ne i32 %78, %80
  %82 = or i1 %77, %81
  store i8 %79, ptr %8, align 1
  %83 = zext i1 %82 to i32
  store i32 %83, ptr %11, align 4
  %84 = load i32, ptr %9, align 4
  %85 = load i8, ptr %7, align 1
  %86 = zext i8 %85 to i32
  %87 = load i32, ptr %10, align 4
  %88 = load i32, ptr %11, align 4
  %89 = load i8, ptr %8, align 1
  %90 = sext i8 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %84, i32 noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %90)
  %92 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967295, i64 4294967297)
  %93 = extractvalue { i64, i1 } %92, 1
  %94 = extractvalue { i64, i1 } %92, 0
  store i64 %94, ptr %12, align 8
  %95 = zext i1 %93 to i32
  store i32 %95, ptr %13, align 4
  %96 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967296, i64 4294967296)
  %97 = extractvalue { i64, i1 } %96, 1
  %98 = extractvalue { i64, i1 } %96, 0
  store i64 %98, ptr %12, align 8
  %99 = zext i1 %97 to i32
  store i32 %99, ptr %14, align 4
  %100 = load i32, ptr %13, align 4
  %101 = load i32, ptr %14, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %100, i32 noundef %101)
  %103 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 3000000000, i33 -1000000000)
  %104 = extractvalue { i33, i1 } %103, 1
  %105 = extractvalue { i33, i1 } %103, 0
  %106 = trunc i33 %105 to i32
  %107 = sext i32 %106 to i33
  %108 = icmp ne i33 %105, %107
  %109 = or i1 %104, %108
  store i32 %106, ptr %15, align 4
  %110 = zext i1 %109 to i32
  store i32 %110, ptr %16, align 4
  %111 = load i32, ptr %16, align 4
  %112 = load i32, ptr %15, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %111, i32 noundef %112)
  %114 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 -5, i33 3)
  %115 = extractvalue { i33, i1 } %114, 1
  %116 = extractvalue { i33, i1 } %114, 0
  %117 = trunc i33 %116 to i32
  %118 = zext i32 %117 to i33
  %119 = icmp ne i33 %116, %118
  %120 = or i1 %115, %119
  store i32 %117, ptr %17, align 4
  %121 = zext i1 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %121)
  store i64 1, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %123

123:                                              ; preds = %129, %41
  %124 = load i64, ptr %18, align 8
  %125 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %124, i64 7)
  %126 = extractvalue { i64, i1 } %125, 1
  %127 = extractvalue { i64, i1 } %125, 0
  store i64 %127, ptr %18, align 8
  %128 = xor i1 %126, true
  br i1 %128, label %129, label %132

129:                                              ; preds = %123
  %130 = load i32, ptr %19, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %19, align 4
  br label %123, !llvm.loop !7

132:                                              ; preds = %123
  %133 = load i32, ptr %19, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %133)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @checked_pow(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store i64 %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i64 1, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %5, align 8
  %17 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %15, i64 %16)
  %18 = extractvalue { i64, i1 } %17, 1
  %19 = extractvalue { i64, i1 } %17, 0
  store i64 %19, ptr %8, align 8
  br i1 %18, label %20, label %21

20:                                               ; preds = %14
  store i32 0, ptr %4, align 4
  br label %28

21:                                               ; preds = %14
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %10, !llvm.loop !8

25:                                               ; preds = %10
  %26 = load i64, ptr %8, align 8
  %27 = load ptr, ptr %7, align 8
  store i64 %26, ptr %27, align 8
  store i32 1, ptr %4, align 4
  br label %28

28:                                               ; preds = %25, %20
  %29 = load i32, ptr %4, align 4
  ret i32 %29
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @sat_add_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %6, i32 %7)
  %9 = extractvalue { i32, i1 } %8, 1
  %10 = extractvalue { i32, i1 } %8, 0
  store i32 %10, ptr %5, align 4
  br i1 %9, label %11, label %12

11:                                               ; preds = %2
  br label %14

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4
  br label %14

14:                                               ; preds = %12, %11
  %15 = phi i32 [ -1, %11 ], [ %13, %12 ]
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal signext i16 @sat_sub_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  %7 = load i16, ptr %4, align 2
  %8 = load i16, ptr %5, align 2
  %9 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %7, i16 %8)
  %10 = extractvalue { i16, i1 } %9, 1
  %11 = extractvalue { i16, i1 } %9, 0
  store i16 %11, ptr %6, align 2
  br i1 %10, label %12, label %19

12:                                               ; preds = %2
  %13 = load i16, ptr %5, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp slt i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 32767, i32 -32768
  %18 = trunc i32 %17 to i16
  store i16 %18, ptr %3, align 2
  br label %21

19:                                               ; preds = %2
  %20 = load i16, ptr %6, align 2
  store i16 %20, ptr %3, align 2
  br label %21

21:                                               ; preds = %19, %12
  %22 = load i16, ptr %3, align 2
  ret i16 %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #2

attributes #0 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
