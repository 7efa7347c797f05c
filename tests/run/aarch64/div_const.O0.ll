; ModuleID = 'tests/run/aarch64/div_const.c'
source_filename = "tests/run/aarch64/div_const.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"samples %u %d %llu %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i64 -7046029254386353131, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %89, %0
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 4000
  br i1 %8, label %9, label %92

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %16

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = sub nsw i32 %13, 32
  %15 = sext i32 %14 to i64
  store i64 %15, ptr %5, align 8
  br label %68

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %17, 128
  br i1 %18, label %19, label %24

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4
  %21 = sub nsw i32 %20, 64
  %22 = sext i32 %21 to i64
  %23 = sub i64 9223372036854775807, %22
  store i64 %23, ptr %5, align 8
  br label %67

24:                                               ; preds = %16
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 192
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = sub nsw i32 %28, 128
  %30 = sext i32 %29 to i64
  %31 = add i64 -9223372036854775808, %30
  store i64 %31, ptr %5, align 8
  br label %66

32:                                               ; preds = %24
  %33 = load i32, ptr %4, align 4
  %34 = icmp slt i32 %33, 256
  br i1 %34, label %35, label %40

35:                                               ; preds = %32
  %36 = load i32, ptr %4, align 4
  %37 = sub nsw i32 %36, 224
  %38 = add i32 2147483647, %37
  %39 = zext i32 %38 to i64
  store i64 %39, ptr %5, align 8
  br label %65

40:                                               ; preds = %32
  %41 = load i64, ptr %3, align 8
  %42 = shl i64 %41, 13
  %43 = load i64, ptr %3, align 8
  %44 = xor i64 %43, %42
  store i64 %44, ptr %3, align 8
  %45 = load i64, ptr %3, align 8
  %46 = lshr i64 %45, 7
  %47 = load i64, ptr %3, align 8
  %48 = xor i64 %47, %46
  store i64 %48, ptr %3, align 8
  %49 = load i64, ptr %3, align 8
  %50 = shl i64 %49, 17
  %51 = load i64, ptr %3, align 8
  %52 = xor i64 %51, %50
  store i64 %52, ptr %3, align 8
  %53 = load i64, ptr %3, align 8
  %54 = load i32, ptr %4, align 4
  %55 = srem i32 %54, 40
  %56 = zext i32 %55 to i64
  %57 = lshr i64 %53, %56
  store i64 %57, ptr %5, align 8
  %58 = load i32, ptr %4, align 4
  %59 = and i32 %58, 1
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %40
  %62 = load i64, ptr %5, align 8
  %63 = sub nsw i64 0, %62
  store i64 %63, ptr %5, align 8
  br label %64

64:                                               ; preds = %61, %40
  br label %65

65:                                               ; preds = %64, %35
  br label %66

66:                                               ; preds = %65, %27
  br label %67

67:                                               ; preds = %66, %19
  br label %68

68:                                               ; preds = %67, %12
  %69 = load i64, ptr %5, align 8
  %70 = trunc i64 %69 to i32
  %71 = call i64 @u32(i32 noundef %70)
  %72 = load i64, ptr %5, align 8
  %73 = trunc i64 %72 to i32
  %74 = call i64 @s32(i32 noundef %73)
  %75 = mul i64 3, %74
  %76 = add i64 %71, %75
  %77 = load i64, ptr %5, align 8
  %78 = call i64 @u64(i64 noundef %77)
  %79 = mul i64 5, %78
  %80 = add i64 %76, %79
  %81 = load i64, ptr %5, align 8
  %82 = call i64 @s64(i64 noundef %81)
  %83 = mul i64 7, %82
  %84 = add i64 %80, %83
  %85 = load i64, ptr %2, align 8
  %86 = xor i64 %85, %84
  store i64 %86, ptr %2, align 8
  %87 = load i64, ptr %2, align 8
  %88 = mul i64 %87, 31
  store i64 %88, ptr %2, align 8
  br label %89

89:                                               ; preds = %68
  %90 = load i32, ptr %4, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %4, align 4
  br label %6, !llvm.loop !6

92:                                               ; preds = %6
  %93 = load i64, ptr %2, align 8
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %93)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 571428571, i32 noundef -153846153, i64 noundef 1844674407370955161, i64 noundef -9223372036854775)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 1469598103934665603, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = load i32, ptr %2, align 4
  %6 = udiv i32 %5, 2
  %7 = zext i32 %6 to i64
  %8 = xor i64 %4, %7
  %9 = mul i64 %8, 1099511628211
  store i64 %9, ptr %3, align 8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %2, align 4
  %12 = urem i32 %11, 2
  %13 = zext i32 %12 to i64
  %14 = xor i64 %10, %13
  %15 = mul i64 %14, 1099511628211
  store i64 %15, ptr %3, align 8
  %16 = load i64, ptr %3, align 8
  %17 = load i32, ptr %2, align 4
  %18 = udiv i32 %17, 3
  %19 = zext i32 %18 to i64
  %20 = xor i64 %16, %19
  %21 = mul i64 %20, 1099511628211
  store i64 %21, ptr %3, align 8
  %22 = load i64, ptr %3, align 8
  %23 = load i32, ptr %2, align 4
  %24 = urem i32 %23, 3
  %25 = zext i32 %24 to i64
  %26 = xor i64 %22, %25
  %27 = mul i64 %26, 1099511628211
  store i64 %27, ptr %3, align 8
  %28 = load i64, ptr %3, align 8
  %29 = load i32, ptr %2, align 4
  %30 = udiv i32 %29, 5
  %31 = zext i32 %30 to i64
  %32 = xor i64 %28, %31
  %33 = mul i64 %32, 1099511628211
  store i64 %33, ptr %3, align 8
  %34 = load i64, ptr %3, align 8
  %35 = load i32, ptr %2, align 4
  %36 = urem i32 %35, 5
  %37 = zext i32 %36 to i64
  %38 = xor i64 %34, %37
  %39 = mul i64 %38, 1099511628211
  store i64 %39, ptr %3, align 8
  %40 = load i64, ptr %3, align 8
  %41 = load i32, ptr %2, align 4
  %42 = udiv i32 %41, 6
  %43 = zext i32 %42 to i64
  %44 = xor i64 %40, %43
  %45 = mul i64 %44, 1099511628211
  store i64 %45, ptr %3, align 8
  %46 = load i64, ptr %3, align 8
  %47 = load i32, ptr %2, align 4
  %48 = urem i32 %47, 6
  %49 = zext i32 %48 to i64
  %50 = xor i64 %46, %49
  %51 = mul i64 %50, 1099511628211
  store i64 %51, ptr %3, align 8
  %52 = load i64, ptr %3, align 8
  %53 = load i32, ptr %2, align 4
  %54 = udiv i32 %53, 7
  %55 = zext i32 %54 to i64
  %56 = xor i64 %52, %55
  %57 = mul i64 %56, 1099511628211
  store i64 %57, ptr %3, align 8
  %58 = load i64, ptr %3, align 8
  %59 = load i32, ptr %2, align 4
  %60 = urem i32 %59, 7
  %61 = zext i32 %60 to i64
  %62 = xor i64 %58, %61
  %63 = mul i64 %62, 1099511628211
  store i64 %63, ptr %3, align 8
  %64 = load i64, ptr %3, align 8
  %65 = load i32, ptr %2, align 4
  %66 = udiv i32 %65, 10
  %67 = zext i32 %66 to i64
  %68 = xor i64 %64, %67
  %69 = mul i64 %68, 1099511628211
  store i64 %69, ptr %3, align 8
  %70 = load i64, ptr %3, align 8
  %71 = load i32, ptr %2, align 4
  %72 = urem i32 %71, 10
  %73 = zext i32 %72 to i64
  %74 = xor i64 %70, %73
  %75 = mul i64 %74, 1099511628211
  store i64 %75, ptr %3, align 8
  %76 = load i64, ptr %3, align 8
  %77 = load i32, ptr %2, align 4
  %78 = udiv i32 %77, 16
  %79 = zext i32 %78 to i64
  %80 = xor i64 %76, %79
  %81 = mul i64 %80, 1099511628211
  store i64 %81, ptr %3, align 8
  %82 = load i64, ptr %3, align 8
  %83 = load i32, ptr %2, align 4
  %84 = urem i32 %83, 16
  %85 = zext i32 %84 to i64
  %86 = xor i64 %82, %85
  %87 = mul i64 %86, 1099511628211
  store i64 %87, ptr %3, align 8
  %88 = load i64, ptr %3, align 8
  %89 = load i32, ptr %2, align 4
  %90 = udiv i32 %89, 25
  %91 = zext i32 %90 to i64
  %92 = xor i64 %88, %91
  %93 = mul i64 %92, 1099511628211
  store i64 %93, ptr %3, align 8
  %94 = load i64, ptr %3, align 8
  %95 = load i32, ptr %2, align 4
  %96 = urem i32 %95, 25
  %97 = zext i32 %96 to i64
  %98 = xor i64 %94, %97
  %99 = mul i64 %98, 1099511628211
  store i64 %99, ptr %3, align 8
  %100 = load i64, ptr %3, align 8
  %101 = load i32, ptr %2, align 4
  %102 = udiv i32 %101, 641
  %103 = zext i32 %102 to i64
  %104 = xor i64 %100, %103
  %105 = mul i64 %104, 1099511628211
  store i64 %105, ptr %3, align 8
  %106 = load i64, ptr %3, align 8
  %107 = load i32, ptr %2, align 4
  %108 = urem i32 %107, 641
  %109 = zext i32 %108 to i64
  %110 = xor i64 %106, %109
  %111 = mul i64 %110, 1099511628211
  store i64 %111, ptr %3, align 8
  %112 = load i64, ptr %3, align 8
  %113 = load i32, ptr %2, align 4
  %114 = udiv i32 %113, 1000
  %115 = zext i32 %114 to i64
  %116 = xor i64 %112, %115
  %117 = mul i64 %116, 1099511628211
  store i64 %117, ptr %3, align 8
  %118 = load i64, ptr %3, align 8
  %119 = load i32, ptr %2, align 4
  %120 = urem i32 %119, 1000
  %121 = zext i32 %120 to i64
  %122 = xor i64 %118, %121
  %123 = mul i64 %122, 1099511628211
  store i64 %123, ptr %3, align 8
  %124 = load i64, ptr %3, align 8
  %125 = load i32, ptr %2, align 4
  %126 = udiv i32 %125, 65537
  %127 = zext i32 %126 to i64
  %128 = xor i64 %124, %127
  %129 = mul i64 %128, 1099511628211
  store i64 %129, ptr %3, align 8
  %130 = load i64, ptr %3, align 8
  %131 = load i32, ptr %2, align 4
  %132 = urem i32 %131, 65537
  %133 = zext i32 %132 to i64
  %134 = xor i64 %130, %133
  %135 = mul i64 %134, 1099511628211
  store i64 %135, ptr %3, align 8
  %136 = load i64, ptr %3, align 8
  %137 = load i32, ptr %2, align 4
  %138 = udiv i32 %137, 2147483647
  %139 = zext i32 %138 to i64
  %140 = xor i64 %136, %139
  %141 = mul i64 %140, 1099511628211
  store i64 %141, ptr %3, align 8
  %142 = load i64, ptr %3, align 8
  %143 = load i32, ptr %2, align 4
  %144 = urem i32 %143, 2147483647
  %145 = zext i32 %144 to i64
  %146 = xor i64 %142, %145
  %147 = mul i64 %146, 1099511628211
  store i64 %147, ptr %3, align 8
  %148 = load i64, ptr %3, align 8
  %149 = load i32, ptr %2, align 4
  %150 = udiv i32 %149, -2147483648
  %151 = zext i32 %150 to i64
  %152 = xor i64 %148, %151
  %153 = mul i64 %152, 1099511628211
  store i64 %153, ptr %3, align 8
  %154 = load i64, ptr %3, align 8
  %155 = load i32, ptr %2, align 4
  %156 = urem i32 %155, -2147483648
  %157 = zext i32 %156 to i64
  %158 = xor i64 %154, %157
  %159 = mul i64 %158, 1099511628211
  store i64 %159, ptr %3, align 8
  %160 = load i64, ptr %3, align 8
  %161 = load i32, ptr %2, align 4
  %162 = udiv i32 %161, -2
  %163 = zext i32 %162 to i64
  %164 = xor i64 %160, %163
  %165 = mul i64 %164, 1099511628211
  store i64 %165, ptr %3, align 8
  %166 = load i64, ptr %3, align 8
  %167 = load i32, ptr %2, align 4
  %168 = urem i32 %167, -2
  %169 = zext i32 %168 to i64
  %170 = xor i64 %166, %169
  %171 = mul i64 %170, 1099511628211
  store i64 %171, ptr %3, align 8
  %172 = load i64, ptr %3, align 8
  %173 = load i32, ptr %2, align 4
  %174 = udiv i32 %173, -1
  %175 = zext i32 %174 to i64
  %176 = xor i64 %172, %175
  %177 = mul i64 %176, 1099511628211
  store i64 %177, ptr %3, align 8
  %178 = load i64, ptr %3, align 8
  %179 = load i32, ptr %2, align 4
  %180 = urem i32 %179, -1
  %181 = zext i32 %180 to i64
  %182 = xor i64 %178, %181
  %183 = mul i64 %182, 1099511628211
  store i64 %183, ptr %3, align 8
  %184 = load i64, ptr %3, align 8
  %185 = load i32, ptr %2, align 4
  %186 = udiv i32 %185, 19
  %187 = zext i32 %186 to i64
  %188 = xor i64 %184, %187
  %189 = mul i64 %188, 1099511628211
  store i64 %189, ptr %3, align 8
  %190 = load i64, ptr %3, align 8
  %191 = load i32, ptr %2, align 4
  %192 = urem i32 %191, 19
  %193 = zext i32 %192 to i64
  %194 = xor i64 %190, %193
  %195 = mul i64 %194, 1099511628211
  store i64 %195, ptr %3, align 8
  %196 = load i64, ptr %3, align 8
  ret i64 %196
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @s32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 1469598103934665603, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = load i32, ptr %2, align 4
  %6 = sdiv i32 %5, 2
  %7 = sext i32 %6 to i64
  %8 = xor i64 %4, %7
  %9 = mul i64 %8, 1099511628211
  store i64 %9, ptr %3, align 8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %2, align 4
  %12 = srem i32 %11, 2
  %13 = sext i32 %12 to i64
  %14 = xor i64 %10, %13
  %15 = mul i64 %14, 1099511628211
  store i64 %15, ptr %3, align 8
  %16 = load i64, ptr %3, align 8
  %17 = load i32, ptr %2, align 4
  %18 = sdiv i32 %17, 3
  %19 = sext i32 %18 to i64
  %20 = xor i64 %16, %19
  %21 = mul i64 %20, 1099511628211
  store i64 %21, ptr %3, align 8
  %22 = load i64, ptr %3, align 8
  %23 = load i32, ptr %2, align 4
  %24 = srem i32 %23, 3
  %25 = sext i32 %24 to i64
  %26 = xor i64 %22, %25
  %27 = mul i64 %26, 1099511628211
  store i64 %27, ptr %3, align 8
  %28 = load i64, ptr %3, align 8
  %29 = load i32, ptr %2, align 4
  %30 = sdiv i32 %29, 5
  %31 = sext i32 %30 to i64
  %32 = xor i64 %28, %31
  %33 = mul i64 %32, 1099511628211
  store i64 %33, ptr %3, align 8
  %34 = load i64, ptr %3, align 8
  %35 = load i32, ptr %2, align 4
  %36 = srem i32 %35, 5
  %37 = sext i32 %36 to i64
  %38 = xor i64 %34, %37
  %39 = mul i64 %38, 1099511628211
  store i64 %39, ptr %3, align 8
  %40 = load i64, ptr %3, align 8
  %41 = load i32, ptr %2, align 4
  %42 = sdiv i32 %41, -1
  %43 = sext i32 %42 to i64
  %44 = xor i64 %40, %43
  %45 = mul i64 %44, 1099511628211
  store i64 %45, ptr %3, align 8
  %46 = load i64, ptr %3, align 8
  %47 = load i32, ptr %2, align 4
  %48 = srem i32 %47, -1
  %49 = sext i32 %48 to i64
  %50 = xor i64 %46, %49
  %51 = mul i64 %50, 1099511628211
  store i64 %51, ptr %3, align 8
  %52 = load i64, ptr %3, align 8
  %53 = load i32, ptr %2, align 4
  %54 = sdiv i32 %53, -2
  %55 = sext i32 %54 to i64
  %56 = xor i64 %52, %55
  %57 = mul i64 %56, 1099511628211
  store i64 %57, ptr %3, align 8
  %58 = load i64, ptr %3, align 8
  %59 = load i32, ptr %2, align 4
  %60 = srem i32 %59, -2
  %61 = sext i32 %60 to i64
  %62 = xor i64 %58, %61
  %63 = mul i64 %62, 1099511628211
  store i64 %63, ptr %3, align 8
  %64 = load i64, ptr %3, align 8
  %65 = load i32, ptr %2, align 4
  %66 = sdiv i32 %65, -3
  %67 = sext i32 %66 to i64
  %68 = xor i64 %64, %67
  %69 = mul i64 %68, 1099511628211
  store i64 %69, ptr %3, align 8
  %70 = load i64, ptr %3, align 8
  %71 = load i32, ptr %2, align 4
  %72 = srem i32 %71, -3
  %73 = sext i32 %72 to i64
  %74 = xor i64 %70, %73
  %75 = mul i64 %74, 1099511628211
  store i64 %75, ptr %3, align 8
  %76 = load i64, ptr %3, align 8
  %77 = load i32, ptr %2, align 4
  %78 = sdiv i32 %77, -7
  %79 = sext i32 %78 to i64
  %80 = xor i64 %76, %79
  %81 = mul i64 %80, 1099511628211
  store i64 %81, ptr %3, align 8
  %82 = load i64, ptr %3, align 8
  %83 = load i32, ptr %2, align 4
  %84 = srem i32 %83, -7
  %85 = sext i32 %84 to i64
  %86 = xor i64 %82, %85
  %87 = mul i64 %86, 1099511628211
  store i64 %87, ptr %3, align 8
  %88 = load i64, ptr %3, align 8
  %89 = load i32, ptr %2, align 4
  %90 = sdiv i32 %89, 10
  %91 = sext i32 %90 to i64
  %92 = xor i64 %88, %91
  %93 = mul i64 %92, 1099511628211
  store i64 %93, ptr %3, align 8
  %94 = load i64, ptr %3, align 8
  %95 = load i32, ptr %2, align 4
  %96 = srem i32 %95, 10
  %97 = sext i32 %96 to i64
  %98 = xor i64 %94, %97
  %99 = mul i64 %98, 1099511628211
  store i64 %99, ptr %3, align 8
  %100 = load i64, ptr %3, align 8
  %101 = load i32, ptr %2, align 4
  %102 = sdiv i32 %101, -16
  %103 = sext i32 %102 to i64
  %104 = xor i64 %100, %103
  %105 = mul i64 %104, 1099511628211
  store i64 %105, ptr %3, align 8
  %106 = load i64, ptr %3, align 8
  %107 = load i32, ptr %2, align 4
  %108 = srem i32 %107, -16
  %109 = sext i32 %108 to i64
  %110 = xor i64 %106, %109
  %111 = mul i64 %110, 1099511628211
  store i64 %111, ptr %3, align 8
  %112 = load i64, ptr %3, align 8
  %113 = load i32, ptr %2, align 4
  %114 = sdiv i32 %113, 1073741824
  %115 = sext i32 %114 to i64
  %116 = xor i64 %112, %115
  %117 = mul i64 %116, 1099511628211
  store i64 %117, ptr %3, align 8
  %118 = load i64, ptr %3, align 8
  %119 = load i32, ptr %2, align 4
  %120 = srem i32 %119, 1073741824
  %121 = sext i32 %120 to i64
  %122 = xor i64 %118, %121
  %123 = mul i64 %122, 1099511628211
  store i64 %123, ptr %3, align 8
  %124 = load i64, ptr %3, align 8
  %125 = load i32, ptr %2, align 4
  %126 = sdiv i32 %125, -1073741824
  %127 = sext i32 %126 to i64
  %128 = xor i64 %124, %127
  %129 = mul i64 %128, 1099511628211
  store i64 %129, ptr %3, align 8
  %130 = load i64, ptr %3, align 8
  %131 = load i32, ptr %2, align 4
  %132 = srem i32 %131, -1073741824
  %133 = sext i32 %132 to i64
  %134 = xor i64 %130, %133
  %135 = mul i64 %134, 1099511628211
  store i64 %135, ptr %3, align 8
  %136 = load i64, ptr %3, align 8
  %137 = load i32, ptr %2, align 4
  %138 = sdiv i32 %137, 2147483647
  %139 = sext i32 %138 to i64
  %140 = xor i64 %136, %139
  %141 = mul i64 %140, 1099511628211
  store i64 %141, ptr %3, align 8
  %142 = load i64, ptr %3, align 8
  %143 = load i32, ptr %2, align 4
  %144 = srem i32 %143, 2147483647
  %145 = sext i32 %144 to i64
  %146 = xor i64 %142, %145
  %147 = mul i64 %146, 1099511628211
  store i64 %147, ptr %3, align 8
  %148 = load i64, ptr %3, align 8
  %149 = load i32, ptr %2, align 4
  %150 = sdiv i32 %149, 641
  %151 = sext i32 %150 to i64
  %152 = xor i64 %148, %151
  %153 = mul i64 %152, 1099511628211
  store i64 %153, ptr %3, align 8
  %154 = load i64, ptr %3, align 8
  %155 = load i32, ptr %2, align 4
  %156 = srem i32 %155, 641
  %157 = sext i32 %156 to i64
  %158 = xor i64 %154, %157
  %159 = mul i64 %158, 1099511628211
  store i64 %159, ptr %3, align 8
  %160 = load i64, ptr %3, align 8
  %161 = load i32, ptr %2, align 4
  %162 = sdiv i32 %161, 1000
  %163 = sext i32 %162 to i64
  %164 = xor i64 %160, %163
  %165 = mul i64 %164, 1099511628211
  store i64 %165, ptr %3, align 8
  %166 = load i64, ptr %3, align 8
  %167 = load i32, ptr %2, align 4
  %168 = srem i32 %167, 1000
  %169 = sext i32 %168 to i64
  %170 = xor i64 %166, %169
  %171 = mul i64 %170, 1099511628211
  store i64 %171, ptr %3, align 8
  %172 = load i64, ptr %3, align 8
  %173 = load i32, ptr %2, align 4
  %174 = sdiv i32 %173, -1000
  %175 = sext i32 %174 to i64
  %176 = xor i64 %172, %175
  %177 = mul i64 %176, 1099511628211
  store i64 %177, ptr %3, align 8
  %178 = load i64, ptr %3, align 8
  %179 = load i32, ptr %2, align 4
  %180 = srem i32 %179, -1000
  %181 = sext i32 %180 to i64
  %182 = xor i64 %178, %181
  %183 = mul i64 %182, 1099511628211
  store i64 %183, ptr %3, align 8
  %184 = load i64, ptr %3, align 8
  %185 = load i32, ptr %2, align 4
  %186 = sdiv i32 %185, 6
  %187 = sext i32 %186 to i64
  %188 = xor i64 %184, %187
  %189 = mul i64 %188, 1099511628211
  store i64 %189, ptr %3, align 8
  %190 = load i64, ptr %3, align 8
  %191 = load i32, ptr %2, align 4
  %192 = srem i32 %191, 6
  %193 = sext i32 %192 to i64
  %194 = xor i64 %190, %193
  %195 = mul i64 %194, 1099511628211
  store i64 %195, ptr %3, align 8
  %196 = load i64, ptr %3, align 8
  ret i64 %196
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i64 1469598103934665603, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = load i64, ptr %2, align 8
  %6 = udiv i64 %5, 2
  %7 = xor i64 %4, %6
  %8 = mul i64 %7, 1099511628211
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %2, align 8
  %11 = urem i64 %10, 2
  %12 = xor i64 %9, %11
  %13 = mul i64 %12, 1099511628211
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %3, align 8
  %15 = load i64, ptr %2, align 8
  %16 = udiv i64 %15, 3
  %17 = xor i64 %14, %16
  %18 = mul i64 %17, 1099511628211
  store i64 %18, ptr %3, align 8
  %19 = load i64, ptr %3, align 8
  %20 = load i64, ptr %2, align 8
  %21 = urem i64 %20, 3
  %22 = xor i64 %19, %21
  %23 = mul i64 %22, 1099511628211
  store i64 %23, ptr %3, align 8
  %24 = load i64, ptr %3, align 8
  %25 = load i64, ptr %2, align 8
  %26 = udiv i64 %25, 7
  %27 = xor i64 %24, %26
  %28 = mul i64 %27, 1099511628211
  store i64 %28, ptr %3, align 8
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %2, align 8
  %31 = urem i64 %30, 7
  %32 = xor i64 %29, %31
  %33 = mul i64 %32, 1099511628211
  store i64 %33, ptr %3, align 8
  %34 = load i64, ptr %3, align 8
  %35 = load i64, ptr %2, align 8
  %36 = udiv i64 %35, 10
  %37 = xor i64 %34, %36
  %38 = mul i64 %37, 1099511628211
  store i64 %38, ptr %3, align 8
  %39 = load i64, ptr %3, align 8
  %40 = load i64, ptr %2, align 8
  %41 = urem i64 %40, 10
  %42 = xor i64 %39, %41
  %43 = mul i64 %42, 1099511628211
  store i64 %43, ptr %3, align 8
  %44 = load i64, ptr %3, align 8
  %45 = load i64, ptr %2, align 8
  %46 = udiv i64 %45, 64
  %47 = xor i64 %44, %46
  %48 = mul i64 %47, 1099511628211
  store i64 %48, ptr %3, align 8
  %49 = load i64, ptr %3, align 8
  %50 = load i64, ptr %2, align 8
  %51 = urem i64 %50, 64
  %52 = xor i64 %49, %51
  %53 = mul i64 %52, 1099511628211
  store i64 %53, ptr %3, align 8
  %54 = load i64, ptr %3, align 8
  %55 = load i64, ptr %2, align 8
  %56 = udiv i64 %55, 641
  %57 = xor i64 %54, %56
  %58 = mul i64 %57, 1099511628211
  store i64 %58, ptr %3, align 8
  %59 = load i64, ptr %3, align 8
  %60 = load i64, ptr %2, align 8
  %61 = urem i64 %60, 641
  %62 = xor i64 %59, %61
  %63 = mul i64 %62, 1099511628211
  store i64 %63, ptr %3, align 8
  %64 = load i64, ptr %3, align 8
  %65 = load i64, ptr %2, align 8
  %66 = udiv i64 %65, 1000000007
  %67 = xor i64 %64, %66
  %68 = mul i64 %67, 1099511628211
  store i64 %68, ptr %3, align 8
  %69 = load i64, ptr %3, align 8
  %70 = load i64, ptr %2, align 8
  %71 = urem i64 %70, 1000000007
  %72 = xor i64 %69, %71
  %73 = mul i64 %72, 1099511628211
  store i64 %73, ptr %3, align 8
  %74 = load i64, ptr %3, align 8
  %75 = load i64, ptr %2, align 8
  %76 = udiv i64 %75, 4294967297
  %77 = xor i64 %74, %76
  %78 = mul i64 %77, 1099511628211
  store i64 %78, ptr %3, align 8
  %79 = load i64, ptr %3, align 8
  %80 = load i64, ptr %2, align 8
  %81 = urem i64 %80, 4294967297
  %82 = xor i64 %79, %81
  %83 = mul i64 %82, 1099511628211
  store i64 %83, ptr %3, align 8
  %84 = load i64, ptr %3, align 8
  %85 = load i64, ptr %2, align 8
  %86 = udiv i64 %85, 9223372036854775807
  %87 = xor i64 %84, %86
  %88 = mul i64 %87, 1099511628211
  store i64 %88, ptr %3, align 8
  %89 = load i64, ptr %3, align 8
  %90 = load i64, ptr %2, align 8
  %91 = urem i64 %90, 9223372036854775807
  %92 = xor i64 %89, %91
  %93 = mul i64 %92, 1099511628211
  store i64 %93, ptr %3, align 8
  %94 = load i64, ptr %3, align 8
  %95 = load i64, ptr %2, align 8
  %96 = udiv i64 %95, -9223372036854775808
  %97 = xor i64 %94, %96
  %98 = mul i64 %97, 1099511628211
  store i64 %98, ptr %3, align 8
  %99 = load i64, ptr %3, align 8
  %100 = load i64, ptr %2, align 8
  %101 = urem i64 %100, -9223372036854775808
  %102 = xor i64 %99, %101
  %103 = mul i64 %102, 1099511628211
  store i64 %103, ptr %3, align 8
  %104 = load i64, ptr %3, align 8
  %105 = load i64, ptr %2, align 8
  %106 = udiv i64 %105, -2
  %107 = xor i64 %104, %106
  %108 = mul i64 %107, 1099511628211
  store i64 %108, ptr %3, align 8
  %109 = load i64, ptr %3, align 8
  %110 = load i64, ptr %2, align 8
  %111 = urem i64 %110, -2
  %112 = xor i64 %109, %111
  %113 = mul i64 %112, 1099511628211
  store i64 %113, ptr %3, align 8
  %114 = load i64, ptr %3, align 8
  %115 = load i64, ptr %2, align 8
  %116 = udiv i64 %115, -1
  %117 = xor i64 %114, %116
  %118 = mul i64 %117, 1099511628211
  store i64 %118, ptr %3, align 8
  %119 = load i64, ptr %3, align 8
  %120 = load i64, ptr %2, align 8
  %121 = urem i64 %120, -1
  %122 = xor i64 %119, %121
  %123 = mul i64 %122, 1099511628211
  store i64 %123, ptr %3, align 8
  %124 = load i64, ptr %3, align 8
  %125 = load i64, ptr %2, align 8
  %126 = udiv i64 %125, 6700417
  %127 = xor i64 %124, %126
  %128 = mul i64 %127, 1099511628211
  store i64 %128, ptr %3, align 8
  %129 = load i64, ptr %3, align 8
  %130 = load i64, ptr %2, align 8
  %131 = urem i64 %130, 6700417
  %132 = xor i64 %129, %131
  %133 = mul i64 %132, 1099511628211
  store i64 %133, ptr %3, align 8
  %134 = load i64, ptr %3, align 8
  %135 = load i64, ptr %2, align 8
  %136 = udiv i64 %135, 12
  %137 = xor i64 %134, %136
  %138 = mul i64 %137, 1099511628211
  store i64 %138, ptr %3, align 8
  %139 = load i64, ptr %3, align 8
  %140 = load i64, ptr %2, align 8
  %141 = urem i64 %140, 12
  %142 = xor i64 %139, %141
  %143 = mul i64 %142, 1099511628211
  store i64 %143, ptr %3, align 8
  %144 = load i64, ptr %3, align 8
  %145 = load i64, ptr %2, align 8
  %146 = udiv i64 %145, 5
  %147 = xor i64 %144, %146
  %148 = mul i64 %147, 1099511628211
  store i64 %148, ptr %3, align 8
  %149 = load i64, ptr %3, align 8
  %150 = load i64, ptr %2, align 8
  %151 = urem i64 %150, 5
  %152 = xor i64 %149, %151
  %153 = mul i64 %152, 1099511628211
  store i64 %153, ptr %3, align 8
  %154 = load i64, ptr %3, align 8
  %155 = load i64, ptr %2, align 8
  %156 = udiv i64 %155, 9
  %157 = xor i64 %154, %156
  %158 = mul i64 %157, 1099511628211
  store i64 %158, ptr %3, align 8
  %159 = load i64, ptr %3, align 8
  %160 = load i64, ptr %2, align 8
  %161 = urem i64 %160, 9
  %162 = xor i64 %159, %161
  %163 = mul i64 %162, 1099511628211
  store i64 %163, ptr %3, align 8
  %164 = load i64, ptr %3, align 8
  ret i64 %164
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @s64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i64 1469598103934665603, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = load i64, ptr %2, align 8
  %6 = sdiv i64 %5, 2
  %7 = xor i64 %4, %6
  %8 = mul i64 %7, 1099511628211
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %2, align 8
  %11 = srem i64 %10, 2
  %12 = xor i64 %9, %11
  %13 = mul i64 %12, 1099511628211
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %3, align 8
  %15 = load i64, ptr %2, align 8
  %16 = sdiv i64 %15, 3
  %17 = xor i64 %14, %16
  %18 = mul i64 %17, 1099511628211
  store i64 %18, ptr %3, align 8
  %19 = load i64, ptr %3, align 8
  %20 = load i64, ptr %2, align 8
  %21 = srem i64 %20, 3
  %22 = xor i64 %19, %21
  %23 = mul i64 %22, 1099511628211
  store i64 %23, ptr %3, align 8
  %24 = load i64, ptr %3, align 8
  %25 = load i64, ptr %2, align 8
  %26 = sdiv i64 %25, -3
  %27 = xor i64 %24, %26
  %28 = mul i64 %27, 1099511628211
  store i64 %28, ptr %3, align 8
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %2, align 8
  %31 = srem i64 %30, -3
  %32 = xor i64 %29, %31
  %33 = mul i64 %32, 1099511628211
  store i64 %33, ptr %3, align 8
  %34 = load i64, ptr %3, align 8
  %35 = load i64, ptr %2, align 8
  %36 = sdiv i64 %35, 7
  %37 = xor i64 %34, %36
  %38 = mul i64 %37, 1099511628211
  store i64 %38, ptr %3, align 8
  %39 = load i64, ptr %3, align 8
  %40 = load i64, ptr %2, align 8
  %41 = srem i64 %40, 7
  %42 = xor i64 %39, %41
  %43 = mul i64 %42, 1099511628211
  store i64 %43, ptr %3, align 8
  %44 = load i64, ptr %3, align 8
  %45 = load i64, ptr %2, align 8
  %46 = sdiv i64 %45, -7
  %47 = xor i64 %44, %46
  %48 = mul i64 %47, 1099511628211
  store i64 %48, ptr %3, align 8
  %49 = load i64, ptr %3, align 8
  %50 = load i64, ptr %2, align 8
  %51 = srem i64 %50, -7
  %52 = xor i64 %49, %51
  %53 = mul i64 %52, 1099511628211
  store i64 %53, ptr %3, align 8
  %54 = load i64, ptr %3, align 8
  %55 = load i64, ptr %2, align 8
  %56 = sdiv i64 %55, 10
  %57 = xor i64 %54, %56
  %58 = mul i64 %57, 1099511628211
  store i64 %58, ptr %3, align 8
  %59 = load i64, ptr %3, align 8
  %60 = load i64, ptr %2, align 8
  %61 = srem i64 %60, 10
  %62 = xor i64 %59, %61
  %63 = mul i64 %62, 1099511628211
  store i64 %63, ptr %3, align 8
  %64 = load i64, ptr %3, align 8
  %65 = load i64, ptr %2, align 8
  %66 = sdiv i64 %65, -10
  %67 = xor i64 %64, %66
  %68 = mul i64 %67, 1099511628211
  store i64 %68, ptr %3, align 8
  %69 = load i64, ptr %3, align 8
  %70 = load i64, ptr %2, align 8
  %71 = srem i64 %70, -10
  %72 = xor i64 %69, %71
  %73 = mul i64 %72, 1099511628211
  store i64 %73, ptr %3, align 8
  %74 = load i64, ptr %3, align 8
  %75 = load i64, ptr %2, align 8
  %76 = sdiv i64 %75, 1024
  %77 = xor i64 %74, %76
  %78 = mul i64 %77, 1099511628211
  store i64 %78, ptr %3, align 8
  %79 = load i64, ptr %3, align 8
  %80 = load i64, ptr %2, align 8
  %81 = srem i64 %80, 1024
  %82 = xor i64 %79, %81
  %83 = mul i64 %82, 1099511628211
  store i64 %83, ptr %3, align 8
  %84 = load i64, ptr %3, align 8
  %85 = load i64, ptr %2, align 8
  %86 = sdiv i64 %85, -1024
  %87 = xor i64 %84, %86
  %88 = mul i64 %87, 1099511628211
  store i64 %88, ptr %3, align 8
  %89 = load i64, ptr %3, align 8
  %90 = load i64, ptr %2, align 8
  %91 = srem i64 %90, -1024
  %92 = xor i64 %89, %91
  %93 = mul i64 %92, 1099511628211
  store i64 %93, ptr %3, align 8
  %94 = load i64, ptr %3, align 8
  %95 = load i64, ptr %2, align 8
  %96 = sdiv i64 %95, 1000000007
  %97 = xor i64 %94, %96
  %98 = mul i64 %97, 1099511628211
  store i64 %98, ptr %3, align 8
  %99 = load i64, ptr %3, align 8
  %100 = load i64, ptr %2, align 8
  %101 = srem i64 %100, 1000000007
  %102 = xor i64 %99, %101
  %103 = mul i64 %102, 1099511628211
  store i64 %103, ptr %3, align 8
  %104 = load i64, ptr %3, align 8
  %105 = load i64, ptr %2, align 8
  %106 = sdiv i64 %105, 4611686018427387904
  %107 = xor i64 %104, %106
  %108 = mul i64 %107, 1099511628211
  store i64 %108, ptr %3, align 8
  %109 = load i64, ptr %3, align 8
  %110 = load i64, ptr %2, align 8
  %111 = srem i64 %110, 4611686018427387904
  %112 = xor i64 %109, %111
  %113 = mul i64 %112, 1099511628211
  store i64 %113, ptr %3, align 8
  %114 = load i64, ptr %3, align 8
  %115 = load i64, ptr %2, align 8
  %116 = sdiv i64 %115, -4611686018427387904
  %117 = xor i64 %114, %116
  %118 = mul i64 %117, 1099511628211
  store i64 %118, ptr %3, align 8
  %119 = load i64, ptr %3, align 8
  %120 = load i64, ptr %2, align 8
  %121 = srem i64 %120, -4611686018427387904
  %122 = xor i64 %119, %121
  %123 = mul i64 %122, 1099511628211
  store i64 %123, ptr %3, align 8
  %124 = load i64, ptr %3, align 8
  %125 = load i64, ptr %2, align 8
  %126 = sdiv i64 %125, 9223372036854775807
  %127 = xor i64 %124, %126
  %128 = mul i64 %127, 1099511628211
  store i64 %128, ptr %3, align 8
  %129 = load i64, ptr %3, align 8
  %130 = load i64, ptr %2, align 8
  %131 = srem i64 %130, 9223372036854775807
  %132 = xor i64 %129, %131
  %133 = mul i64 %132, 1099511628211
  store i64 %133, ptr %3, align 8
  %134 = load i64, ptr %3, align 8
  %135 = load i64, ptr %2, align 8
  %136 = sdiv i64 %135, -9223372036854775807
  %137 = xor i64 %134, %136
  %138 = mul i64 %137, 1099511628211
  store i64 %138, ptr %3, align 8
  %139 = load i64, ptr %3, align 8
  %140 = load i64, ptr %2, align 8
  %141 = srem i64 %140, -9223372036854775807
  %142 = xor i64 %139, %141
  %143 = mul i64 %142, 1099511628211
  store i64 %143, ptr %3, align 8
  %144 = load i64, ptr %3, align 8
  %145 = load i64, ptr %2, align 8
  %146 = sdiv i64 %145, 641
  %147 = xor i64 %144, %146
  %148 = mul i64 %147, 1099511628211
  store i64 %148, ptr %3, align 8
  %149 = load i64, ptr %3, align 8
  %150 = load i64, ptr %2, align 8
  %151 = srem i64 %150, 641
  %152 = xor i64 %149, %151
  %153 = mul i64 %152, 1099511628211
  store i64 %153, ptr %3, align 8
  %154 = load i64, ptr %3, align 8
  %155 = load i64, ptr %2, align 8
  %156 = sdiv i64 %155, 6
  %157 = xor i64 %154, %156
  %158 = mul i64 %157, 1099511628211
  store i64 %158, ptr %3, align 8
  %159 = load i64, ptr %3, align 8
  %160 = load i64, ptr %2, align 8
  %161 = srem i64 %160, 6
  %162 = xor i64 %159, %161
  %163 = mul i64 %162, 1099511628211
  store i64 %163, ptr %3, align 8
  %164 = load i64, ptr %3, align 8
  ret i64 %164
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
