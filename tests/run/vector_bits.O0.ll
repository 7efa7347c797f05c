; ModuleID = 'tests/run/vector_bits.c'
source_filename = "tests/run/vector_bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"packed greater: 0x%02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"bool4 from 0xa5: %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"bool16 true lanes: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"odd lanes: 0x%04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"float->short: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"float->ushort: %u %u %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [34 x i8] c"char->float: %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [36 x i8] c"ushort->float: %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"double->int: %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"int->double: %.1f %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"float->long: %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <8 x i32>, align 32
  %3 = alloca <8 x i32>, align 32
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca <16 x i8>, align 16
  %16 = alloca i16, align 2
  %17 = alloca i16, align 2
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x i16>, align 8
  %20 = alloca <4 x i16>, align 8
  %21 = alloca <4 x float>, align 16
  %22 = alloca <4 x i16>, align 8
  %23 = alloca <4 x i16>, align 8
  %24 = alloca <4 x i8>, align 4
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x i8>, align 4
  %27 = alloca <4 x i16>, align 8
  %28 = alloca <4 x float>, align 16
  %29 = alloca <4 x i16>, align 8
  %30 = alloca <2 x double>, align 16
  %31 = alloca <2 x i32>, align 8
  %32 = alloca <2 x i32>, align 8
  %33 = alloca <2 x i32>, align 8
  %34 = alloca <2 x double>, align 16
  %35 = alloca <2 x i32>, align 8
  %36 = alloca <2 x i64>, align 16
  store i32 0, ptr %1, align 4
  store <8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, ptr %2, align 32
  store <8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, ptr %3, align 32
  %37 = call i8 @lanes_greater(ptr noundef %2, ptr noundef %3)
  store i8 %37, ptr %5, align 1
  %38 = load i8, ptr %5, align 1
  %39 = bitcast i8 %38 to <8 x i1>
  %40 = bitcast <8 x i1> %39 to i8
  store i8 %40, ptr %4, align 1
  store i8 0, ptr %6, align 1
  %41 = load i8, ptr %4, align 1
  %42 = bitcast i8 %41 to <8 x i1>
  %43 = bitcast <8 x i1> %42 to i8
  store i8 %43, ptr %7, align 1
  %44 = load i8, ptr %7, align 1
  call void @store_bools(ptr noundef %6, i8 noundef %44)
  %45 = load i8, ptr %6, align 1
  %46 = zext i8 %45 to i32
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %46)
  store i32 0, ptr %8, align 4
  br label %48

48:                                               ; preds = %58, %0
  %49 = load i32, ptr %8, align 4
  %50 = icmp slt i32 %49, 8
  br i1 %50, label %51, label %61

51:                                               ; preds = %48
  %52 = load i8, ptr %4, align 1
  %53 = bitcast i8 %52 to <8 x i1>
  %54 = load i32, ptr %8, align 4
  %55 = extractelement <8 x i1> %53, i32 %54
  %56 = zext i1 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %56)
  br label %58

58:                                               ; preds = %51
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %8, align 4
  br label %48, !llvm.loop !6

61:                                               ; preds = %48
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i8 -91, ptr %9, align 1
  %63 = call i8 @load_bools(ptr noundef %9)
  store i8 %63, ptr %11, align 1
  %64 = load i8, ptr %11, align 1
  %65 = bitcast i8 %64 to <8 x i1>
  %66 = shufflevector <8 x i1> %65, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %67 = shufflevector <4 x i1> %66, <4 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %68 = bitcast <8 x i1> %67 to i8
  store i8 %68, ptr %10, align 1
  %69 = load i8, ptr %10, align 1
  %70 = bitcast i8 %69 to <8 x i1>
  %71 = shufflevector <8 x i1> %70, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %72 = extractelement <4 x i1> %71, i32 0
  %73 = zext i1 %72 to i32
  %74 = load i8, ptr %10, align 1
  %75 = bitcast i8 %74 to <8 x i1>
  %76 = shufflevector <8 x i1> %75, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %77 = extractelement <4 x i1> %76, i32 1
  %78 = zext i1 %77 to i32
  %79 = load i8, ptr %10, align 1
  %80 = bitcast i8 %79 to <8 x i1>
  %81 = shufflevector <8 x i1> %80, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %82 = extractelement <4 x i1> %81, i32 2
  %83 = zext i1 %82 to i32
  %84 = load i8, ptr %10, align 1
  %85 = bitcast i8 %84 to <8 x i1>
  %86 = shufflevector <8 x i1> %85, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %87 = extractelement <4 x i1> %86, i32 3
  %88 = zext i1 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %73, i32 noundef %78, i32 noundef %83, i32 noundef %88)
  store i16 -3855, ptr %12, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %13, ptr align 2 %12, i64 2, i1 false)
  %90 = load i16, ptr %13, align 2
  %91 = bitcast i16 %90 to <16 x i1>
  %92 = bitcast <16 x i1> %91 to i16
  store i16 %92, ptr %14, align 2
  %93 = load i16, ptr %14, align 2
  %94 = call i32 @count_true(i16 noundef %93)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %94)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %15, align 16
  %96 = load <16 x i8>, ptr %15, align 16
  %97 = and <16 x i8> %96, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %98 = icmp ne <16 x i8> %97, zeroinitializer
  %99 = bitcast <16 x i1> %98 to i16
  store i16 %99, ptr %16, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %17, ptr align 2 %16, i64 2, i1 false)
  %100 = load i16, ptr %17, align 2
  %101 = zext i16 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %101)
  store <4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, ptr %18, align 16
  %103 = load <4 x float>, ptr %18, align 16
  %104 = call double @float_to_short(<4 x float> noundef %103)
  store double %104, ptr %20, align 8
  %105 = load <4 x i16>, ptr %20, align 8
  store <4 x i16> %105, ptr %19, align 8
  %106 = load <4 x i16>, ptr %19, align 8
  %107 = extractelement <4 x i16> %106, i32 0
  %108 = sext i16 %107 to i32
  %109 = load <4 x i16>, ptr %19, align 8
  %110 = extractelement <4 x i16> %109, i32 1
  %111 = sext i16 %110 to i32
  %112 = load <4 x i16>, ptr %19, align 8
  %113 = extractelement <4 x i16> %112, i32 2
  %114 = sext i16 %113 to i32
  %115 = load <4 x i16>, ptr %19, align 8
  %116 = extractelement <4 x i16> %115, i32 3
  %117 = sext i16 %116 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %108, i32 noundef %111, i32 noundef %114, i32 noundef %117)
  store <4 x float> <float 5.000000e-01, float 6.553500e+04, float 0x40934BF5C0000000, float 7.000000e+00>, ptr %21, align 16
  %119 = load <4 x float>, ptr %21, align 16
  %120 = call double @float_to_ushort(<4 x float> noundef %119)
  store double %120, ptr %23, align 8
  %121 = load <4 x i16>, ptr %23, align 8
  store <4 x i16> %121, ptr %22, align 8
  %122 = load <4 x i16>, ptr %22, align 8
  %123 = extractelement <4 x i16> %122, i32 0
  %124 = zext i16 %123 to i32
  %125 = load <4 x i16>, ptr %22, align 8
  %126 = extractelement <4 x i16> %125, i32 1
  %127 = zext i16 %126 to i32
  %128 = load <4 x i16>, ptr %22, align 8
  %129 = extractelement <4 x i16> %128, i32 2
  %130 = zext i16 %129 to i32
  %131 = load <4 x i16>, ptr %22, align 8
  %132 = extractelement <4 x i16> %131, i32 3
  %133 = zext i16 %132 to i32
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %124, i32 noundef %127, i32 noundef %130, i32 noundef %133)
  store <4 x i8> <i8 -128, i8 -1, i8 0, i8 127>, ptr %24, align 4
  %135 = load <4 x i8>, ptr %24, align 4
  store <4 x i8> %135, ptr %26, align 4
  %136 = load i32, ptr %26, align 4
  %137 = call <4 x float> @char_to_float(i32 noundef %136)
  store <4 x float> %137, ptr %25, align 16
  %138 = load <4 x float>, ptr %25, align 16
  %139 = extractelement <4 x float> %138, i32 0
  %140 = fpext float %139 to double
  %141 = load <4 x float>, ptr %25, align 16
  %142 = extractelement <4 x float> %141, i32 1
  %143 = fpext float %142 to double
  %144 = load <4 x float>, ptr %25, align 16
  %145 = extractelement <4 x float> %144, i32 2
  %146 = fpext float %145 to double
  %147 = load <4 x float>, ptr %25, align 16
  %148 = extractelement <4 x float> %147, i32 3
  %149 = fpext float %148 to double
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %140, double noundef %143, double noundef %146, double noundef %149)
  store <4 x i16> <i16 0, i16 1, i16 -25536, i16 -1>, ptr %27, align 8
  %151 = load <4 x i16>, ptr %27, align 8
  store <4 x i16> %151, ptr %29, align 8
  %152 = load double, ptr %29, align 8
  %153 = call <4 x float> @ushort_to_float(double noundef %152)
  store <4 x float> %153, ptr %28, align 16
  %154 = load <4 x float>, ptr %28, align 16
  %155 = extractelement <4 x float> %154, i32 0
  %156 = fpext float %155 to double
  %157 = load <4 x float>, ptr %28, align 16
  %158 = extractelement <4 x float> %157, i32 1
  %159 = fpext float %158 to double
  %160 = load <4 x float>, ptr %28, align 16
  %161 = extractelement <4 x float> %160, i32 2
  %162 = fpext float %161 to double
  %163 = load <4 x float>, ptr %28, align 16
  %164 = extractelement <4 x float> %163, i32 3
  %165 = fpext float %164 to double
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %156, double noundef %159, double noundef %162, double noundef %165)
  store <2 x double> <double -7.900000e+00, double 0x41DFFFFF5E200000>, ptr %30, align 16
  %167 = load <2 x double>, ptr %30, align 16
  %168 = call double @double_to_int(<2 x double> noundef %167)
  store double %168, ptr %32, align 8
  %169 = load <2 x i32>, ptr %32, align 8
  store <2 x i32> %169, ptr %31, align 8
  %170 = load <2 x i32>, ptr %31, align 8
  %171 = extractelement <2 x i32> %170, i32 0
  %172 = load <2 x i32>, ptr %31, align 8
  %173 = extractelement <2 x i32> %172, i32 1
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %171, i32 noundef %173)
  store <2 x i32> <i32 -2147483648, i32 65537>, ptr %33, align 8
  %175 = load <2 x i32>, ptr %33, align 8
  store <2 x i32> %175, ptr %35, align 8
  %176 = load double, ptr %35, align 8
  %177 = call <2 x double> @int_to_double(double noundef %176)
  store <2 x double> %177, ptr %34, align 16
  %178 = load <2 x double>, ptr %34, align 16
  %179 = extractelement <2 x double> %178, i32 0
  %180 = load <2 x double>, ptr %34, align 16
  %181 = extractelement <2 x double> %180, i32 1
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %179, double noundef %181)
  %183 = load <4 x float>, ptr %18, align 16
  %184 = call <2 x i64> @float_pair_to_long(<4 x float> noundef %183)
  store <2 x i64> %184, ptr %36, align 16
  %185 = load <2 x i64>, ptr %36, align 16
  %186 = extractelement <2 x i64> %185, i32 0
  %187 = load <2 x i64>, ptr %36, align 16
  %188 = extractelement <2 x i64> %187, i32 1
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %186, i64 noundef %188)
  %190 = load i8, ptr %6, align 1
  %191 = zext i8 %190 to i32
  %192 = icmp eq i32 %191, 234
  %193 = zext i1 %192 to i64
  %194 = select i1 %192, i32 0, i32 1
  ret i32 %194
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @lanes_greater(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca <8 x i1>, align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load <8 x i32>, ptr %6, align 32
  %8 = load ptr, ptr %5, align 8
  %9 = load <8 x i32>, ptr %8, align 32
  %10 = icmp sgt <8 x i32> %7, %9
  %11 = sext <8 x i1> %10 to <8 x i32>
  %12 = icmp ne <8 x i32> %11, zeroinitializer
  store <8 x i1> %12, ptr %3, align 1
  %13 = load i8, ptr %3, align 1
  ret i8 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_bools(ptr noundef %0, i8 noundef %1) #1 {
  %3 = alloca i8, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  store i8 %1, ptr %3, align 1
  %6 = load i8, ptr %3, align 1
  %7 = bitcast i8 %6 to <8 x i1>
  store ptr %0, ptr %4, align 8
  %8 = bitcast <8 x i1> %7 to i8
  store i8 %8, ptr %5, align 1
  %9 = load i8, ptr %5, align 1
  %10 = bitcast i8 %9 to <8 x i1>
  %11 = load ptr, ptr %4, align 8
  %12 = bitcast <8 x i1> %10 to i8
  store i8 %12, ptr %11, align 1
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @load_bools(ptr noundef %0) #1 {
  %2 = alloca <4 x i1>, align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = load i8, ptr %4, align 1
  %6 = bitcast i8 %5 to <8 x i1>
  %7 = shufflevector <8 x i1> %6, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i1> %7, ptr %2, align 1
  %8 = load i8, ptr %2, align 1
  ret i8 %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_true(i16 noundef %0) #1 {
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i16 %0, ptr %2, align 2
  %6 = load i16, ptr %2, align 2
  %7 = bitcast i16 %6 to <16 x i1>
  %8 = bitcast <16 x i1> %7 to i16
  store i16 %8, ptr %3, align 2
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %20, %1
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 16
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = load i16, ptr %3, align 2
  %14 = bitcast i16 %13 to <16 x i1>
  %15 = load i32, ptr %5, align 4
  %16 = extractelement <16 x i1> %14, i32 %15
  %17 = zext i1 %16 to i32
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %9, !llvm.loop !8

23:                                               ; preds = %9
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @float_to_short(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  %4 = load <4 x float>, ptr %3, align 16
  %5 = fptosi <4 x float> %4 to <4 x i16>
  store <4 x i16> %5, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @float_to_ushort(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  %4 = load <4 x float>, ptr %3, align 16
  %5 = fptoui <4 x float> %4 to <4 x i16>
  store <4 x i16> %5, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @char_to_float(i32 noundef %0) #0 {
  %2 = alloca <4 x i8>, align 4
  %3 = alloca <4 x i8>, align 4
  store i32 %0, ptr %2, align 4
  %4 = load <4 x i8>, ptr %2, align 4
  store <4 x i8> %4, ptr %3, align 4
  %5 = load <4 x i8>, ptr %3, align 4
  %6 = sitofp <4 x i8> %5 to <4 x float>
  ret <4 x float> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @ushort_to_float(double noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x i16>, align 8
  store double %0, ptr %2, align 8
  %4 = load <4 x i16>, ptr %2, align 8
  store <4 x i16> %4, ptr %3, align 8
  %5 = load <4 x i16>, ptr %3, align 8
  %6 = uitofp <4 x i16> %5 to <4 x float>
  ret <4 x float> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @double_to_int(<2 x double> noundef %0) #0 {
  %2 = alloca <2 x i32>, align 8
  %3 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %3, align 16
  %4 = load <2 x double>, ptr %3, align 16
  %5 = fptosi <2 x double> %4 to <2 x i32>
  store <2 x i32> %5, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @int_to_double(double noundef %0) #0 {
  %2 = alloca <2 x i32>, align 8
  %3 = alloca <2 x i32>, align 8
  store double %0, ptr %2, align 8
  %4 = load <2 x i32>, ptr %2, align 8
  store <2 x i32> %4, ptr %3, align 8
  %5 = load <2 x i32>, ptr %3, align 8
  %6 = sitofp <2 x i32> %5 to <2 x double>
  ret <2 x double> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @float_pair_to_long(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = load <4 x float>, ptr %2, align 16
  %5 = shufflevector <4 x float> %3, <4 x float> %4, <2 x i32> <i32 1, i32 3>
  %6 = fptosi <2 x float> %5 to <2 x i64>
  ret <2 x i64> %6
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
