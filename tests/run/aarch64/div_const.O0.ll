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

6:                                                ; preds = %99, %0
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 4000
  br i1 %8, label %9, label %102

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
  %85 = load i64, ptr %5, align 8
  %86 = trunc i64 %85 to i8
  %87 = call i64 @u8(i8 noundef %86)
  %88 = mul i64 11, %87
  %89 = add i64 %84, %88
  %90 = load i64, ptr %5, align 8
  %91 = trunc i64 %90 to i16
  %92 = call i64 @s16(i16 noundef %91)
  %93 = mul i64 13, %92
  %94 = add i64 %89, %93
  %95 = load i64, ptr %2, align 8
  %96 = xor i64 %95, %94
  store i64 %96, ptr %2, align 8
  %97 = load i64, ptr %2, align 8
  %98 = mul i64 %97, 31
  store i64 %98, ptr %2, align 8
  br label %99

99:                                               ; preds = %68
  %100 = load i32, ptr %4, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %4, align 4
  br label %6, !llvm.loop !6

102:                                              ; preds = %6
  %103 = load i64, ptr %2, align 8
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %103)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 571428571, i32 noundef -153846153, i64 noundef 1844674407370955161, i64 noundef -9223372036854775)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u8(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca i64, align 8
  store i8 %0, ptr %2, align 1
  store i64 1469598103934665603, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = load i8, ptr %2, align 1
  %6 = zext i8 %5 to i32
  %7 = sdiv i32 %6, 2
  %8 = trunc i32 %7 to i8
  %9 = zext i8 %8 to i64
  %10 = xor i64 %4, %9
  %11 = mul i64 %10, 1099511628211
  store i64 %11, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = load i8, ptr %2, align 1
  %14 = zext i8 %13 to i32
  %15 = srem i32 %14, 2
  %16 = trunc i32 %15 to i8
  %17 = zext i8 %16 to i64
  %18 = xor i64 %12, %17
  %19 = mul i64 %18, 1099511628211
  store i64 %19, ptr %3, align 8
  %20 = load i64, ptr %3, align 8
  %21 = load i8, ptr %2, align 1
  %22 = zext i8 %21 to i32
  %23 = sdiv i32 %22, 3
  %24 = trunc i32 %23 to i8
  %25 = zext i8 %24 to i64
  %26 = xor i64 %20, %25
  %27 = mul i64 %26, 1099511628211
  store i64 %27, ptr %3, align 8
  %28 = load i64, ptr %3, align 8
  %29 = load i8, ptr %2, align 1
  %30 = zext i8 %29 to i32
  %31 = srem i32 %30, 3
  %32 = trunc i32 %31 to i8
  %33 = zext i8 %32 to i64
  %34 = xor i64 %28, %33
  %35 = mul i64 %34, 1099511628211
  store i64 %35, ptr %3, align 8
  %36 = load i64, ptr %3, align 8
  %37 = load i8, ptr %2, align 1
  %38 = zext i8 %37 to i32
  %39 = sdiv i32 %38, 5
  %40 = trunc i32 %39 to i8
  %41 = zext i8 %40 to i64
  %42 = xor i64 %36, %41
  %43 = mul i64 %42, 1099511628211
  store i64 %43, ptr %3, align 8
  %44 = load i64, ptr %3, align 8
  %45 = load i8, ptr %2, align 1
  %46 = zext i8 %45 to i32
  %47 = srem i32 %46, 5
  %48 = trunc i32 %47 to i8
  %49 = zext i8 %48 to i64
  %50 = xor i64 %44, %49
  %51 = mul i64 %50, 1099511628211
  store i64 %51, ptr %3, align 8
  %52 = load i64, ptr %3, align 8
  %53 = load i8, ptr %2, align 1
  %54 = zext i8 %53 to i32
  %55 = sdiv i32 %54, 6
  %56 = trunc i32 %55 to i8
  %57 = zext i8 %56 to i64
  %58 = xor i64 %52, %57
  %59 = mul i64 %58, 1099511628211
  store i64 %59, ptr %3, align 8
  %60 = load i64, ptr %3, align 8
  %61 = load i8, ptr %2, align 1
  %62 = zext i8 %61 to i32
  %63 = srem i32 %62, 6
  %64 = trunc i32 %63 to i8
  %65 = zext i8 %64 to i64
  %66 = xor i64 %60, %65
  %67 = mul i64 %66, 1099511628211
  store i64 %67, ptr %3, align 8
  %68 = load i64, ptr %3, align 8
  %69 = load i8, ptr %2, align 1
  %70 = zext i8 %69 to i32
  %71 = sdiv i32 %70, 7
  %72 = trunc i32 %71 to i8
  %73 = zext i8 %72 to i64
  %74 = xor i64 %68, %73
  %75 = mul i64 %74, 1099511628211
  store i64 %75, ptr %3, align 8
  %76 = load i64, ptr %3, align 8
  %77 = load i8, ptr %2, align 1
  %78 = zext i8 %77 to i32
  %79 = srem i32 %78, 7
  %80 = trunc i32 %79 to i8
  %81 = zext i8 %80 to i64
  %82 = xor i64 %76, %81
  %83 = mul i64 %82, 1099511628211
  store i64 %83, ptr %3, align 8
  %84 = load i64, ptr %3, align 8
  %85 = load i8, ptr %2, align 1
  %86 = zext i8 %85 to i32
  %87 = sdiv i32 %86, 10
  %88 = trunc i32 %87 to i8
  %89 = zext i8 %88 to i64
  %90 = xor i64 %84, %89
  %91 = mul i64 %90, 1099511628211
  store i64 %91, ptr %3, align 8
  %92 = load i64, ptr %3, align 8
  %93 = load i8, ptr %2, align 1
  %94 = zext i8 %93 to i32
  %95 = srem i32 %94, 10
  %96 = trunc i32 %95 to i8
  %97 = zext i8 %96 to i64
  %98 = xor i64 %92, %97
  %99 = mul i64 %98, 1099511628211
  store i64 %99, ptr %3, align 8
  %100 = load i64, ptr %3, align 8
  %101 = load i8, ptr %2, align 1
  %102 = zext i8 %101 to i32
  %103 = sdiv i32 %102, 16
  %104 = trunc i32 %103 to i8
  %105 = zext i8 %104 to i64
  %106 = xor i64 %100, %105
  %107 = mul i64 %106, 1099511628211
  store i64 %107, ptr %3, align 8
  %108 = load i64, ptr %3, align 8
  %109 = load i8, ptr %2, align 1
  %110 = zext i8 %109 to i32
  %111 = srem i32 %110, 16
  %112 = trunc i32 %111 to i8
  %113 = zext i8 %112 to i64
  %114 = xor i64 %108, %113
  %115 = mul i64 %114, 1099511628211
  store i64 %115, ptr %3, align 8
  %116 = load i64, ptr %3, align 8
  %117 = load i8, ptr %2, align 1
  %118 = zext i8 %117 to i32
  %119 = sdiv i32 %118, 25
  %120 = trunc i32 %119 to i8
  %121 = zext i8 %120 to i64
  %122 = xor i64 %116, %121
  %123 = mul i64 %122, 1099511628211
  store i64 %123, ptr %3, align 8
  %124 = load i64, ptr %3, align 8
  %125 = load i8, ptr %2, align 1
  %126 = zext i8 %125 to i32
  %127 = srem i32 %126, 25
  %128 = trunc i32 %127 to i8
  %129 = zext i8 %128 to i64
  %130 = xor i64 %124, %129
  %131 = mul i64 %130, 1099511628211
  store i64 %131, ptr %3, align 8
  %132 = load i64, ptr %3, align 8
  %133 = load i8, ptr %2, align 1
  %134 = zext i8 %133 to i32
  %135 = sdiv i32 %134, 100
  %136 = trunc i32 %135 to i8
  %137 = zext i8 %136 to i64
  %138 = xor i64 %132, %137
  %139 = mul i64 %138, 1099511628211
  store i64 %139, ptr %3, align 8
  %140 = load i64, ptr %3, align 8
  %141 = load i8, ptr %2, align 1
  %142 = zext i8 %141 to i32
  %143 = srem i32 %142, 100
  %144 = trunc i32 %143 to i8
  %145 = zext i8 %144 to i64
  %146 = xor i64 %140, %145
  %147 = mul i64 %146, 1099511628211
  store i64 %147, ptr %3, align 8
  %148 = load i64, ptr %3, align 8
  %149 = load i8, ptr %2, align 1
  %150 = zext i8 %149 to i32
  %151 = sdiv i32 %150, 127
  %152 = trunc i32 %151 to i8
  %153 = zext i8 %152 to i64
  %154 = xor i64 %148, %153
  %155 = mul i64 %154, 1099511628211
  store i64 %155, ptr %3, align 8
  %156 = load i64, ptr %3, align 8
  %157 = load i8, ptr %2, align 1
  %158 = zext i8 %157 to i32
  %159 = srem i32 %158, 127
  %160 = trunc i32 %159 to i8
  %161 = zext i8 %160 to i64
  %162 = xor i64 %156, %161
  %163 = mul i64 %162, 1099511628211
  store i64 %163, ptr %3, align 8
  %164 = load i64, ptr %3, align 8
  %165 = load i8, ptr %2, align 1
  %166 = zext i8 %165 to i32
  %167 = sdiv i32 %166, 128
  %168 = trunc i32 %167 to i8
  %169 = zext i8 %168 to i64
  %170 = xor i64 %164, %169
  %171 = mul i64 %170, 1099511628211
  store i64 %171, ptr %3, align 8
  %172 = load i64, ptr %3, align 8
  %173 = load i8, ptr %2, align 1
  %174 = zext i8 %173 to i32
  %175 = srem i32 %174, 128
  %176 = trunc i32 %175 to i8
  %177 = zext i8 %176 to i64
  %178 = xor i64 %172, %177
  %179 = mul i64 %178, 1099511628211
  store i64 %179, ptr %3, align 8
  %180 = load i64, ptr %3, align 8
  %181 = load i8, ptr %2, align 1
  %182 = zext i8 %181 to i32
  %183 = sdiv i32 %182, 200
  %184 = trunc i32 %183 to i8
  %185 = zext i8 %184 to i64
  %186 = xor i64 %180, %185
  %187 = mul i64 %186, 1099511628211
  store i64 %187, ptr %3, align 8
  %188 = load i64, ptr %3, align 8
  %189 = load i8, ptr %2, align 1
  %190 = zext i8 %189 to i32
  %191 = srem i32 %190, 200
  %192 = trunc i32 %191 to i8
  %193 = zext i8 %192 to i64
  %194 = xor i64 %188, %193
  %195 = mul i64 %194, 1099511628211
  store i64 %195, ptr %3, align 8
  %196 = load i64, ptr %3, align 8
  %197 = load i8, ptr %2, align 1
  %198 = zext i8 %197 to i32
  %199 = sdiv i32 %198, 254
  %200 = trunc i32 %199 to i8
  %201 = zext i8 %200 to i64
  %202 = xor i64 %196, %201
  %203 = mul i64 %202, 1099511628211
  store i64 %203, ptr %3, align 8
  %204 = load i64, ptr %3, align 8
  %205 = load i8, ptr %2, align 1
  %206 = zext i8 %205 to i32
  %207 = srem i32 %206, 254
  %208 = trunc i32 %207 to i8
  %209 = zext i8 %208 to i64
  %210 = xor i64 %204, %209
  %211 = mul i64 %210, 1099511628211
  store i64 %211, ptr %3, align 8
  %212 = load i64, ptr %3, align 8
  %213 = load i8, ptr %2, align 1
  %214 = zext i8 %213 to i32
  %215 = sdiv i32 %214, 255
  %216 = trunc i32 %215 to i8
  %217 = zext i8 %216 to i64
  %218 = xor i64 %212, %217
  %219 = mul i64 %218, 1099511628211
  store i64 %219, ptr %3, align 8
  %220 = load i64, ptr %3, align 8
  %221 = load i8, ptr %2, align 1
  %222 = zext i8 %221 to i32
  %223 = srem i32 %222, 255
  %224 = trunc i32 %223 to i8
  %225 = zext i8 %224 to i64
  %226 = xor i64 %220, %225
  %227 = mul i64 %226, 1099511628211
  store i64 %227, ptr %3, align 8
  %228 = load i64, ptr %3, align 8
  %229 = load i8, ptr %2, align 1
  %230 = zext i8 %229 to i32
  %231 = sdiv i32 %230, 19
  %232 = trunc i32 %231 to i8
  %233 = zext i8 %232 to i64
  %234 = xor i64 %228, %233
  %235 = mul i64 %234, 1099511628211
  store i64 %235, ptr %3, align 8
  %236 = load i64, ptr %3, align 8
  %237 = load i8, ptr %2, align 1
  %238 = zext i8 %237 to i32
  %239 = srem i32 %238, 19
  %240 = trunc i32 %239 to i8
  %241 = zext i8 %240 to i64
  %242 = xor i64 %236, %241
  %243 = mul i64 %242, 1099511628211
  store i64 %243, ptr %3, align 8
  %244 = load i64, ptr %3, align 8
  %245 = load i8, ptr %2, align 1
  %246 = zext i8 %245 to i32
  %247 = sdiv i32 %246, 11
  %248 = trunc i32 %247 to i8
  %249 = zext i8 %248 to i64
  %250 = xor i64 %244, %249
  %251 = mul i64 %250, 1099511628211
  store i64 %251, ptr %3, align 8
  %252 = load i64, ptr %3, align 8
  %253 = load i8, ptr %2, align 1
  %254 = zext i8 %253 to i32
  %255 = srem i32 %254, 11
  %256 = trunc i32 %255 to i8
  %257 = zext i8 %256 to i64
  %258 = xor i64 %252, %257
  %259 = mul i64 %258, 1099511628211
  store i64 %259, ptr %3, align 8
  %260 = load i64, ptr %3, align 8
  ret i64 %260
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @s16(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  %3 = alloca i64, align 8
  store i16 %0, ptr %2, align 2
  store i64 1469598103934665603, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = load i16, ptr %2, align 2
  %6 = sext i16 %5 to i32
  %7 = sdiv i32 %6, 2
  %8 = trunc i32 %7 to i16
  %9 = sext i16 %8 to i64
  %10 = xor i64 %4, %9
  %11 = mul i64 %10, 1099511628211
  store i64 %11, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = load i16, ptr %2, align 2
  %14 = sext i16 %13 to i32
  %15 = srem i32 %14, 2
  %16 = trunc i32 %15 to i16
  %17 = sext i16 %16 to i64
  %18 = xor i64 %12, %17
  %19 = mul i64 %18, 1099511628211
  store i64 %19, ptr %3, align 8
  %20 = load i64, ptr %3, align 8
  %21 = load i16, ptr %2, align 2
  %22 = sext i16 %21 to i32
  %23 = sdiv i32 %22, 3
  %24 = trunc i32 %23 to i16
  %25 = sext i16 %24 to i64
  %26 = xor i64 %20, %25
  %27 = mul i64 %26, 1099511628211
  store i64 %27, ptr %3, align 8
  %28 = load i64, ptr %3, align 8
  %29 = load i16, ptr %2, align 2
  %30 = sext i16 %29 to i32
  %31 = srem i32 %30, 3
  %32 = trunc i32 %31 to i16
  %33 = sext i16 %32 to i64
  %34 = xor i64 %28, %33
  %35 = mul i64 %34, 1099511628211
  store i64 %35, ptr %3, align 8
  %36 = load i64, ptr %3, align 8
  %37 = load i16, ptr %2, align 2
  %38 = sext i16 %37 to i32
  %39 = sdiv i32 %38, -3
  %40 = trunc i32 %39 to i16
  %41 = sext i16 %40 to i64
  %42 = xor i64 %36, %41
  %43 = mul i64 %42, 1099511628211
  store i64 %43, ptr %3, align 8
  %44 = load i64, ptr %3, align 8
  %45 = load i16, ptr %2, align 2
  %46 = sext i16 %45 to i32
  %47 = srem i32 %46, -3
  %48 = trunc i32 %47 to i16
  %49 = sext i16 %48 to i64
  %50 = xor i64 %44, %49
  %51 = mul i64 %50, 1099511628211
  store i64 %51, ptr %3, align 8
  %52 = load i64, ptr %3, align 8
  %53 = load i16, ptr %2, align 2
  %54 = sext i16 %53 to i32
  %55 = sdiv i32 %54, 7
  %56 = trunc i32 %55 to i16
  %57 = sext i16 %56 to i64
  %58 = xor i64 %52, %57
  %59 = mul i64 %58, 1099511628211
  store i64 %59, ptr %3, align 8
  %60 = load i64, ptr %3, align 8
  %61 = load i16, ptr %2, align 2
  %62 = sext i16 %61 to i32
  %63 = srem i32 %62, 7
  %64 = trunc i32 %63 to i16
  %65 = sext i16 %64 to i64
  %66 = xor i64 %60, %65
  %67 = mul i64 %66, 1099511628211
  store i64 %67, ptr %3, align 8
  %68 = load i64, ptr %3, align 8
  %69 = load i16, ptr %2, align 2
  %70 = sext i16 %69 to i32
  %71 = sdiv i32 %70, -7
  %72 = trunc i32 %71 to i16
  %73 = sext i16 %72 to i64
  %74 = xor i64 %68, %73
  %75 = mul i64 %74, 1099511628211
  store i64 %75, ptr %3, align 8
  %76 = load i64, ptr %3, align 8
  %77 = load i16, ptr %2, align 2
  %78 = sext i16 %77 to i32
  %79 = srem i32 %78, -7
  %80 = trunc i32 %79 to i16
  %81 = sext i16 %80 to i64
  %82 = xor i64 %76, %81
  %83 = mul i64 %82, 1099511628211
  store i64 %83, ptr %3, align 8
  %84 = load i64, ptr %3, align 8
  %85 = load i16, ptr %2, align 2
  %86 = sext i16 %85 to i32
  %87 = sdiv i32 %86, 10
  %88 = trunc i32 %87 to i16
  %89 = sext i16 %88 to i64
  %90 = xor i64 %84, %89
  %91 = mul i64 %90, 1099511628211
  store i64 %91, ptr %3, align 8
  %92 = load i64, ptr %3, align 8
  %93 = load i16, ptr %2, align 2
  %94 = sext i16 %93 to i32
  %95 = srem i32 %94, 10
  %96 = trunc i32 %95 to i16
  %97 = sext i16 %96 to i64
  %98 = xor i64 %92, %97
  %99 = mul i64 %98, 1099511628211
  store i64 %99, ptr %3, align 8
  %100 = load i64, ptr %3, align 8
  %101 = load i16, ptr %2, align 2
  %102 = sext i16 %101 to i32
  %103 = sdiv i32 %102, -10
  %104 = trunc i32 %103 to i16
  %105 = sext i16 %104 to i64
  %106 = xor i64 %100, %105
  %107 = mul i64 %106, 1099511628211
  store i64 %107, ptr %3, align 8
  %108 = load i64, ptr %3, align 8
  %109 = load i16, ptr %2, align 2
  %110 = sext i16 %109 to i32
  %111 = srem i32 %110, -10
  %112 = trunc i32 %111 to i16
  %113 = sext i16 %112 to i64
  %114 = xor i64 %108, %113
  %115 = mul i64 %114, 1099511628211
  store i64 %115, ptr %3, align 8
  %116 = load i64, ptr %3, align 8
  %117 = load i16, ptr %2, align 2
  %118 = sext i16 %117 to i32
  %119 = sdiv i32 %118, 64
  %120 = trunc i32 %119 to i16
  %121 = sext i16 %120 to i64
  %122 = xor i64 %116, %121
  %123 = mul i64 %122, 1099511628211
  store i64 %123, ptr %3, align 8
  %124 = load i64, ptr %3, align 8
  %125 = load i16, ptr %2, align 2
  %126 = sext i16 %125 to i32
  %127 = srem i32 %126, 64
  %128 = trunc i32 %127 to i16
  %129 = sext i16 %128 to i64
  %130 = xor i64 %124, %129
  %131 = mul i64 %130, 1099511628211
  store i64 %131, ptr %3, align 8
  %132 = load i64, ptr %3, align 8
  %133 = load i16, ptr %2, align 2
  %134 = sext i16 %133 to i32
  %135 = sdiv i32 %134, -64
  %136 = trunc i32 %135 to i16
  %137 = sext i16 %136 to i64
  %138 = xor i64 %132, %137
  %139 = mul i64 %138, 1099511628211
  store i64 %139, ptr %3, align 8
  %140 = load i64, ptr %3, align 8
  %141 = load i16, ptr %2, align 2
  %142 = sext i16 %141 to i32
  %143 = srem i32 %142, -64
  %144 = trunc i32 %143 to i16
  %145 = sext i16 %144 to i64
  %146 = xor i64 %140, %145
  %147 = mul i64 %146, 1099511628211
  store i64 %147, ptr %3, align 8
  %148 = load i64, ptr %3, align 8
  %149 = load i16, ptr %2, align 2
  %150 = sext i16 %149 to i32
  %151 = sdiv i32 %150, 1000
  %152 = trunc i32 %151 to i16
  %153 = sext i16 %152 to i64
  %154 = xor i64 %148, %153
  %155 = mul i64 %154, 1099511628211
  store i64 %155, ptr %3, align 8
  %156 = load i64, ptr %3, align 8
  %157 = load i16, ptr %2, align 2
  %158 = sext i16 %157 to i32
  %159 = srem i32 %158, 1000
  %160 = trunc i32 %159 to i16
  %161 = sext i16 %160 to i64
  %162 = xor i64 %156, %161
  %163 = mul i64 %162, 1099511628211
  store i64 %163, ptr %3, align 8
  %164 = load i64, ptr %3, align 8
  %165 = load i16, ptr %2, align 2
  %166 = sext i16 %165 to i32
  %167 = sdiv i32 %166, -1000
  %168 = trunc i32 %167 to i16
  %169 = sext i16 %168 to i64
  %170 = xor i64 %164, %169
  %171 = mul i64 %170, 1099511628211
  store i64 %171, ptr %3, align 8
  %172 = load i64, ptr %3, align 8
  %173 = load i16, ptr %2, align 2
  %174 = sext i16 %173 to i32
  %175 = srem i32 %174, -1000
  %176 = trunc i32 %175 to i16
  %177 = sext i16 %176 to i64
  %178 = xor i64 %172, %177
  %179 = mul i64 %178, 1099511628211
  store i64 %179, ptr %3, align 8
  %180 = load i64, ptr %3, align 8
  %181 = load i16, ptr %2, align 2
  %182 = sext i16 %181 to i32
  %183 = sdiv i32 %182, 32767
  %184 = trunc i32 %183 to i16
  %185 = sext i16 %184 to i64
  %186 = xor i64 %180, %185
  %187 = mul i64 %186, 1099511628211
  store i64 %187, ptr %3, align 8
  %188 = load i64, ptr %3, align 8
  %189 = load i16, ptr %2, align 2
  %190 = sext i16 %189 to i32
  %191 = srem i32 %190, 32767
  %192 = trunc i32 %191 to i16
  %193 = sext i16 %192 to i64
  %194 = xor i64 %188, %193
  %195 = mul i64 %194, 1099511628211
  store i64 %195, ptr %3, align 8
  %196 = load i64, ptr %3, align 8
  %197 = load i16, ptr %2, align 2
  %198 = sext i16 %197 to i32
  %199 = sdiv i32 %198, -32767
  %200 = trunc i32 %199 to i16
  %201 = sext i16 %200 to i64
  %202 = xor i64 %196, %201
  %203 = mul i64 %202, 1099511628211
  store i64 %203, ptr %3, align 8
  %204 = load i64, ptr %3, align 8
  %205 = load i16, ptr %2, align 2
  %206 = sext i16 %205 to i32
  %207 = srem i32 %206, -32767
  %208 = trunc i32 %207 to i16
  %209 = sext i16 %208 to i64
  %210 = xor i64 %204, %209
  %211 = mul i64 %210, 1099511628211
  store i64 %211, ptr %3, align 8
  %212 = load i64, ptr %3, align 8
  %213 = load i16, ptr %2, align 2
  %214 = sext i16 %213 to i32
  %215 = sdiv i32 %214, 641
  %216 = trunc i32 %215 to i16
  %217 = sext i16 %216 to i64
  %218 = xor i64 %212, %217
  %219 = mul i64 %218, 1099511628211
  store i64 %219, ptr %3, align 8
  %220 = load i64, ptr %3, align 8
  %221 = load i16, ptr %2, align 2
  %222 = sext i16 %221 to i32
  %223 = srem i32 %222, 641
  %224 = trunc i32 %223 to i16
  %225 = sext i16 %224 to i64
  %226 = xor i64 %220, %225
  %227 = mul i64 %226, 1099511628211
  store i64 %227, ptr %3, align 8
  %228 = load i64, ptr %3, align 8
  %229 = load i16, ptr %2, align 2
  %230 = sext i16 %229 to i32
  %231 = sdiv i32 %230, 6
  %232 = trunc i32 %231 to i16
  %233 = sext i16 %232 to i64
  %234 = xor i64 %228, %233
  %235 = mul i64 %234, 1099511628211
  store i64 %235, ptr %3, align 8
  %236 = load i64, ptr %3, align 8
  %237 = load i16, ptr %2, align 2
  %238 = sext i16 %237 to i32
  %239 = srem i32 %238, 6
  %240 = trunc i32 %239 to i16
  %241 = sext i16 %240 to i64
  %242 = xor i64 %236, %241
  %243 = mul i64 %242, 1099511628211
  store i64 %243, ptr %3, align 8
  %244 = load i64, ptr %3, align 8
  %245 = load i16, ptr %2, align 2
  %246 = sext i16 %245 to i32
  %247 = sdiv i32 %246, 9
  %248 = trunc i32 %247 to i16
  %249 = sext i16 %248 to i64
  %250 = xor i64 %244, %249
  %251 = mul i64 %250, 1099511628211
  store i64 %251, ptr %3, align 8
  %252 = load i64, ptr %3, align 8
  %253 = load i16, ptr %2, align 2
  %254 = sext i16 %253 to i32
  %255 = srem i32 %254, 9
  %256 = trunc i32 %255 to i16
  %257 = sext i16 %256 to i64
  %258 = xor i64 %252, %257
  %259 = mul i64 %258, 1099511628211
  store i64 %259, ptr %3, align 8
  %260 = load i64, ptr %3, align 8
  ret i64 %260
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
