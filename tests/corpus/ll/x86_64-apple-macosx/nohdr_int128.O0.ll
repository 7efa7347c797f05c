; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

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

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
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
  %29 = call { i64, i64 } @fib128(i32 noundef 180)
  %30 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %31 = extractvalue { i64, i64 } %29, 0
  store i64 %31, ptr %30, align 16
  %32 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %33 = extractvalue { i64, i64 } %29, 1
  store i64 %33, ptr %32, align 8
  %34 = load i128, ptr %5, align 16
  %35 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %34, ptr %6, align 16
  %36 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %37 = load i64, ptr %36, align 16
  %38 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = call ptr @fmt_u128(i64 noundef %37, i64 noundef %39, ptr noundef %35)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %40)
  store i128 -1512366075204170946324983002043881096, ptr %7, align 16
  store i128 4886718345, ptr %8, align 16
  %42 = load i128, ptr %7, align 16
  %43 = load i128, ptr %8, align 16
  %44 = udiv i128 %42, %43
  %45 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %44, ptr %9, align 16
  %46 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %47 = load i64, ptr %46, align 16
  %48 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  %50 = call ptr @fmt_u128(i64 noundef %47, i64 noundef %49, ptr noundef %45)
  %51 = load i128, ptr %7, align 16
  %52 = load i128, ptr %8, align 16
  %53 = urem i128 %51, %52
  %54 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %53, ptr %10, align 16
  %55 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %56 = load i64, ptr %55, align 16
  %57 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %58 = load i64, ptr %57, align 8
  %59 = call ptr @fmt_u128(i64 noundef %56, i64 noundef %58, ptr noundef %54)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %50, ptr noundef %59)
  %61 = load i128, ptr %7, align 16
  %62 = load i128, ptr %8, align 16
  %63 = mul i128 %61, %62
  %64 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %63, ptr %11, align 16
  %65 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %66 = load i64, ptr %65, align 16
  %67 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %68 = load i64, ptr %67, align 8
  %69 = call ptr @fmt_u128(i64 noundef %66, i64 noundef %68, ptr noundef %64)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %69)
  %71 = load i128, ptr %7, align 16
  %72 = lshr i128 %71, 3
  %73 = sub nsw i128 0, %72
  store i128 %73, ptr %12, align 16
  %74 = load i128, ptr %12, align 16
  %75 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %74, ptr %13, align 16
  %76 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %77 = load i64, ptr %76, align 16
  %78 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %79 = load i64, ptr %78, align 8
  %80 = call ptr @fmt_s128(i64 noundef %77, i64 noundef %79, ptr noundef %75)
  %81 = load i128, ptr %12, align 16
  %82 = sdiv i128 %81, 7
  %83 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %82, ptr %14, align 16
  %84 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %85 = load i64, ptr %84, align 16
  %86 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %87 = load i64, ptr %86, align 8
  %88 = call ptr @fmt_s128(i64 noundef %85, i64 noundef %87, ptr noundef %83)
  %89 = load i128, ptr %12, align 16
  %90 = srem i128 %89, 7
  %91 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  store i128 %90, ptr %15, align 16
  %92 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %93 = load i64, ptr %92, align 16
  %94 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = call ptr @fmt_s128(i64 noundef %93, i64 noundef %95, ptr noundef %91)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %80, ptr noundef %88, ptr noundef %96)
  store i32 1, ptr %16, align 4
  br label %98

98:                                               ; preds = %124, %0
  %99 = load i32, ptr %16, align 4
  %100 = icmp slt i32 %99, 128
  br i1 %100, label %101, label %127

101:                                              ; preds = %98
  %102 = load i32, ptr %16, align 4
  %103 = load i128, ptr %7, align 16
  %104 = load i32, ptr %16, align 4
  %105 = zext i32 %104 to i128
  %106 = lshr i128 %103, %105
  %107 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %106, ptr %17, align 16
  %108 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %109 = load i64, ptr %108, align 16
  %110 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %111 = load i64, ptr %110, align 8
  %112 = call ptr @fmt_u128(i64 noundef %109, i64 noundef %111, ptr noundef %107)
  %113 = load i128, ptr %12, align 16
  %114 = load i32, ptr %16, align 4
  %115 = zext i32 %114 to i128
  %116 = ashr i128 %113, %115
  %117 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i128 %116, ptr %18, align 16
  %118 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %119 = load i64, ptr %118, align 16
  %120 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %121 = load i64, ptr %120, align 8
  %122 = call ptr @fmt_s128(i64 noundef %119, i64 noundef %121, ptr noundef %117)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %102, ptr noundef %112, ptr noundef %122)
  br label %124

124:                                              ; preds = %101
  %125 = load i32, ptr %16, align 4
  %126 = add nsw i32 %125, 31
  store i32 %126, ptr %16, align 4
  br label %98, !llvm.loop !5

127:                                              ; preds = %98
  %128 = load i128, ptr %7, align 16
  store i128 %128, ptr %19, align 16
  %129 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %130 = load i64, ptr %129, align 16
  %131 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  %133 = call { i64, i64 } @isqrt128(i64 noundef %130, i64 noundef %132)
  %134 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %135 = extractvalue { i64, i64 } %133, 0
  store i64 %135, ptr %134, align 16
  %136 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %137 = extractvalue { i64, i64 } %133, 1
  store i64 %137, ptr %136, align 8
  %138 = load i128, ptr %20, align 16
  %139 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %138, ptr %21, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %141 = load i64, ptr %140, align 16
  %142 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %143 = load i64, ptr %142, align 8
  %144 = call ptr @fmt_u128(i64 noundef %141, i64 noundef %143, ptr noundef %139)
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %144)
  %146 = load i128, ptr %7, align 16
  %147 = load i128, ptr %8, align 16
  %148 = icmp ugt i128 %146, %147
  %149 = zext i1 %148 to i32
  %150 = load i128, ptr %12, align 16
  %151 = icmp slt i128 %150, 0
  %152 = zext i1 %151 to i32
  %153 = load i128, ptr %8, align 16
  %154 = load i128, ptr %12, align 16
  %155 = icmp sgt i128 %153, %154
  %156 = zext i1 %155 to i32
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %149, i32 noundef %152, i32 noundef %156)
  %158 = load i128, ptr %7, align 16
  %159 = lshr i128 %158, 20
  %160 = uitofp i128 %159 to double
  store double %160, ptr %22, align 8
  %161 = load double, ptr %22, align 8
  %162 = fdiv double %161, 1.000000e+30
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %162)
  %164 = load double, ptr %22, align 8
  %165 = fmul double %164, 4.000000e+00
  %166 = fptoui double %165 to i128
  store i128 %166, ptr %23, align 16
  %167 = load i128, ptr %23, align 16
  %168 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %167, ptr %24, align 16
  %169 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %170 = load i64, ptr %169, align 16
  %171 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %172 = load i64, ptr %171, align 8
  %173 = call ptr @fmt_u128(i64 noundef %170, i64 noundef %172, ptr noundef %168)
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %173)
  store i128 -12345678, ptr %25, align 16
  %175 = load i128, ptr %25, align 16
  %176 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %175, ptr %26, align 16
  %177 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %178 = load i64, ptr %177, align 16
  %179 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %180 = load i64, ptr %179, align 8
  %181 = call ptr @fmt_s128(i64 noundef %178, i64 noundef %180, ptr noundef %176)
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %181)
  %183 = load i128, ptr %7, align 16
  %184 = trunc i128 %183 to i64
  store i64 %184, ptr %27, align 8
  %185 = load i128, ptr %7, align 16
  %186 = lshr i128 %185, 64
  %187 = trunc i128 %186 to i64
  store i64 %187, ptr %28, align 8
  %188 = load i64, ptr %28, align 8
  %189 = load i64, ptr %27, align 8
  %190 = load i64, ptr %28, align 8
  %191 = call i64 @llvm.ctpop.i64(i64 %190)
  %192 = trunc i64 %191 to i32
  %193 = load i64, ptr %27, align 8
  %194 = call i64 @llvm.ctpop.i64(i64 %193)
  %195 = trunc i64 %194 to i32
  %196 = add nsw i32 %192, %195
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %188, i64 noundef %189, i32 noundef %196)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal ptr @fmt_u128(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %4, align 16
  store i128 %10, ptr %5, align 16
  store ptr %2, ptr %6, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 63
  store ptr %12, ptr %7, align 8
  %13 = load ptr, ptr %7, align 8
  store i8 0, ptr %13, align 1
  br label %14

14:                                               ; preds = %24, %3
  %15 = load i128, ptr %5, align 16
  %16 = urem i128 %15, 10
  %17 = trunc i128 %16 to i32
  %18 = add nsw i32 48, %17
  %19 = trunc i32 %18 to i8
  %20 = load ptr, ptr %7, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 -1
  store ptr %21, ptr %7, align 8
  store i8 %19, ptr %21, align 1
  %22 = load i128, ptr %5, align 16
  %23 = udiv i128 %22, 10
  store i128 %23, ptr %5, align 16
  br label %24

24:                                               ; preds = %14
  %25 = load i128, ptr %5, align 16
  %26 = icmp ne i128 %25, 0
  br i1 %26, label %14, label %27, !llvm.loop !7

27:                                               ; preds = %24
  %28 = load ptr, ptr %7, align 8
  ret ptr %28
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal { i64, i64 } @fib128(i32 noundef %0) #0 {
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
  %23 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %23
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal ptr @fmt_s128(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca ptr, align 8
  %8 = alloca i128, align 16
  %9 = alloca ptr, align 8
  %10 = alloca i128, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %12, align 8
  %13 = load i128, ptr %5, align 16
  store i128 %13, ptr %6, align 16
  store ptr %2, ptr %7, align 8
  %14 = load i128, ptr %6, align 16
  %15 = icmp sge i128 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %3
  %17 = load i128, ptr %6, align 16
  %18 = load ptr, ptr %7, align 8
  store i128 %17, ptr %8, align 16
  %19 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %20 = load i64, ptr %19, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = call ptr @fmt_u128(i64 noundef %20, i64 noundef %22, ptr noundef %18)
  store ptr %23, ptr %4, align 8
  br label %36

24:                                               ; preds = %3
  %25 = load i128, ptr %6, align 16
  %26 = sub i128 0, %25
  %27 = load ptr, ptr %7, align 8
  store i128 %26, ptr %10, align 16
  %28 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %29 = load i64, ptr %28, align 16
  %30 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %31 = load i64, ptr %30, align 8
  %32 = call ptr @fmt_u128(i64 noundef %29, i64 noundef %31, ptr noundef %27)
  store ptr %32, ptr %9, align 8
  %33 = load ptr, ptr %9, align 8
  %34 = getelementptr inbounds i8, ptr %33, i32 -1
  store ptr %34, ptr %9, align 8
  store i8 45, ptr %34, align 1
  %35 = load ptr, ptr %9, align 8
  store ptr %35, ptr %4, align 8
  br label %36

36:                                               ; preds = %24, %16
  %37 = load ptr, ptr %4, align 8
  ret ptr %37
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal { i64, i64 } @isqrt128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store i128 %11, ptr %5, align 16
  store i128 0, ptr %6, align 16
  store i128 18446744073709551616, ptr %7, align 16
  br label %12

12:                                               ; preds = %34, %2
  %13 = load i128, ptr %6, align 16
  %14 = load i128, ptr %7, align 16
  %15 = icmp ult i128 %13, %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %12
  %17 = load i128, ptr %6, align 16
  %18 = load i128, ptr %7, align 16
  %19 = load i128, ptr %6, align 16
  %20 = sub i128 %18, %19
  %21 = add i128 %20, 1
  %22 = udiv i128 %21, 2
  %23 = add i128 %17, %22
  store i128 %23, ptr %8, align 16
  %24 = load i128, ptr %8, align 16
  %25 = load i128, ptr %5, align 16
  %26 = load i128, ptr %8, align 16
  %27 = udiv i128 %25, %26
  %28 = icmp ule i128 %24, %27
  br i1 %28, label %29, label %31

29:                                               ; preds = %16
  %30 = load i128, ptr %8, align 16
  store i128 %30, ptr %6, align 16
  br label %34

31:                                               ; preds = %16
  %32 = load i128, ptr %8, align 16
  %33 = sub i128 %32, 1
  store i128 %33, ptr %7, align 16
  br label %34

34:                                               ; preds = %31, %29
  br label %12, !llvm.loop !9

35:                                               ; preds = %12
  %36 = load i128, ptr %6, align 16
  store i128 %36, ptr %3, align 16
  %37 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

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
!9 = distinct !{!9, !6}
