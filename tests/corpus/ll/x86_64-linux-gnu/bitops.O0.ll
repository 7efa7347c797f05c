; ModuleID = 'tests/programs/bitops.c'
source_filename = "tests/programs/bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [7 x i32] [i32 1, i32 -2147483648, i32 -559038737, i32 15790080, i32 12345, i32 -1, i32 16], align 16
@.str = private unnamed_addr constant [76 x i8] c"%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [63 x i8] c"%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bswap16 = %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"clrsb = %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"next_pow2 acc = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"small: %d %d %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [56 x i8] c"mask = %016llx lowest = %016llx clear-lowest = %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [31 x i8] c"arith shift = %d logical = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca i8, align 1
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v32, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %15

15:                                               ; preds = %46, %0
  %16 = load i32, ptr %3, align 4
  %17 = zext i32 %16 to i64
  %18 = icmp ult i64 %17, 7
  br i1 %18, label %19, label %49

19:                                               ; preds = %15
  %20 = load i32, ptr %3, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %4, align 4
  %24 = load i32, ptr %4, align 4
  %25 = load i32, ptr %4, align 4
  %26 = call i32 @llvm.ctpop.i32(i32 %25)
  %27 = load i32, ptr %4, align 4
  %28 = call i32 @llvm.ctlz.i32(i32 %27, i1 true)
  %29 = load i32, ptr %4, align 4
  %30 = call i32 @llvm.cttz.i32(i32 %29, i1 true)
  %31 = load i32, ptr %4, align 4
  %32 = call i32 @llvm.cttz.i32(i32 %31, i1 true)
  %33 = add i32 %32, 1
  %34 = icmp eq i32 %31, 0
  %35 = select i1 %34, i32 0, i32 %33
  %36 = load i32, ptr %4, align 4
  %37 = call i32 @llvm.ctpop.i32(i32 %36)
  %38 = and i32 %37, 1
  %39 = load i32, ptr %4, align 4
  %40 = call i32 @llvm.bswap.i32(i32 %39)
  %41 = load i32, ptr %4, align 4
  %42 = call i32 @rotl32(i32 noundef %41, i32 noundef 7)
  %43 = load i32, ptr %4, align 4
  %44 = call i32 @bitrev32(i32 noundef %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %35, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44)
  br label %46

46:                                               ; preds = %19
  %47 = load i32, ptr %3, align 4
  %48 = add i32 %47, 1
  store i32 %48, ptr %3, align 4
  br label %15, !llvm.loop !6

49:                                               ; preds = %15
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 40, i1 false)
  %50 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 0
  store i64 1, ptr %50, align 16
  %51 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 1
  store i64 -9223372036854775808, ptr %51, align 8
  %52 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 2
  store i64 81985529216486895, ptr %52, align 16
  %53 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 3
  store i64 -4294967296, ptr %53, align 8
  %54 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 4
  store i64 3, ptr %54, align 16
  store i32 0, ptr %6, align 4
  br label %55

55:                                               ; preds = %81, %49
  %56 = load i32, ptr %6, align 4
  %57 = zext i32 %56 to i64
  %58 = icmp ult i64 %57, 5
  br i1 %58, label %59, label %84

59:                                               ; preds = %55
  %60 = load i32, ptr %6, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [5 x i64], ptr %5, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8
  store i64 %63, ptr %7, align 8
  %64 = load i64, ptr %7, align 8
  %65 = load i64, ptr %7, align 8
  %66 = call i64 @llvm.ctpop.i64(i64 %65)
  %67 = trunc i64 %66 to i32
  %68 = load i64, ptr %7, align 8
  %69 = call i32 @popcount_manual(i64 noundef %68)
  %70 = load i64, ptr %7, align 8
  %71 = call i64 @llvm.ctlz.i64(i64 %70, i1 true)
  %72 = trunc i64 %71 to i32
  %73 = load i64, ptr %7, align 8
  %74 = call i64 @llvm.cttz.i64(i64 %73, i1 true)
  %75 = trunc i64 %74 to i32
  %76 = load i64, ptr %7, align 8
  %77 = call i64 @llvm.bswap.i64(i64 %76)
  %78 = load i64, ptr %7, align 8
  %79 = call i64 @rotr64(i64 noundef %78, i32 noundef 13)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %64, i32 noundef %67, i32 noundef %69, i32 noundef %72, i32 noundef %75, i64 noundef %77, i64 noundef %79)
  br label %81

81:                                               ; preds = %59
  %82 = load i32, ptr %6, align 4
  %83 = add i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %55, !llvm.loop !8

84:                                               ; preds = %55
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 45729)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 31, i32 noundef 15)
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  br label %87

87:                                               ; preds = %98, %84
  %88 = load i32, ptr %9, align 4
  %89 = icmp ult i32 %88, 100000
  br i1 %89, label %90, label %102

90:                                               ; preds = %87
  %91 = load i32, ptr %9, align 4
  %92 = call i32 @next_pow2(i32 noundef %91)
  %93 = load i32, ptr %9, align 4
  %94 = call i32 @llvm.ctpop.i32(i32 %93)
  %95 = xor i32 %92, %94
  %96 = load i32, ptr %8, align 4
  %97 = add i32 %96, %95
  store i32 %97, ptr %8, align 4
  br label %98

98:                                               ; preds = %90
  %99 = load i32, ptr %9, align 4
  %100 = mul i32 %99, 3
  %101 = add i32 %100, 1
  store i32 %101, ptr %9, align 4
  br label %87, !llvm.loop !9

102:                                              ; preds = %87
  %103 = load i32, ptr %8, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %103)
  store i16 -16657, ptr %10, align 2
  store i8 -91, ptr %11, align 1
  %105 = load i16, ptr %10, align 2
  %106 = zext i16 %105 to i32
  %107 = call i32 @llvm.ctpop.i32(i32 %106)
  %108 = load i8, ptr %11, align 1
  %109 = zext i8 %108 to i32
  %110 = call i32 @llvm.ctpop.i32(i32 %109)
  %111 = load i16, ptr %10, align 2
  %112 = zext i16 %111 to i32
  %113 = shl i32 %112, 4
  %114 = load i16, ptr %10, align 2
  %115 = zext i16 %114 to i32
  %116 = ashr i32 %115, 12
  %117 = or i32 %113, %116
  %118 = trunc i32 %117 to i16
  %119 = zext i16 %118 to i32
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %107, i32 noundef %110, i32 noundef %119)
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %121

121:                                              ; preds = %130, %102
  %122 = load i32, ptr %13, align 4
  %123 = icmp slt i32 %122, 64
  br i1 %123, label %124, label %133

124:                                              ; preds = %121
  %125 = load i32, ptr %13, align 4
  %126 = zext i32 %125 to i64
  %127 = shl i64 1, %126
  %128 = load i64, ptr %12, align 8
  %129 = or i64 %128, %127
  store i64 %129, ptr %12, align 8
  br label %130

130:                                              ; preds = %124
  %131 = load i32, ptr %13, align 4
  %132 = add nsw i32 %131, 5
  store i32 %132, ptr %13, align 4
  br label %121, !llvm.loop !10

133:                                              ; preds = %121
  %134 = load i64, ptr %12, align 8
  %135 = load i64, ptr %12, align 8
  %136 = load i64, ptr %12, align 8
  %137 = sub i64 0, %136
  %138 = and i64 %135, %137
  %139 = load i64, ptr %12, align 8
  %140 = load i64, ptr %12, align 8
  %141 = sub i64 %140, 1
  %142 = and i64 %139, %141
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %134, i64 noundef %138, i64 noundef %142)
  store i32 -12345, ptr %14, align 4
  %144 = load i32, ptr %14, align 4
  %145 = ashr i32 %144, 3
  %146 = load i32, ptr %14, align 4
  %147 = lshr i32 %146, 3
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %145, i32 noundef %147)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bitrev32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, ptr %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, ptr %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = call i32 @llvm.bswap.i32(i32 %24)
  ret i32 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_manual(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = sub i64 %8, 1
  %10 = load i64, ptr %2, align 8
  %11 = and i64 %10, %9
  store i64 %11, ptr %2, align 8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %3, align 4
  br label %4, !llvm.loop !11

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ule i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @llvm.ctlz.i32(i32 %8, i1 true)
  %10 = sub nsw i32 32, %9
  %11 = shl i32 1, %10
  br label %12

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 1, %5 ], [ %11, %6 ]
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
