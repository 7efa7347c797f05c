; ModuleID = 'tests/run/aarch64/vector_bits.c'
source_filename = "tests/run/aarch64/vector_bits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = alloca <8 x i32>, align 16
  %3 = alloca <8 x i32>, align 16
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca <16 x i8>, align 16
  %14 = alloca i16, align 2
  %15 = alloca i16, align 2
  %16 = alloca <4 x float>, align 16
  %17 = alloca <4 x i16>, align 8
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x i16>, align 8
  %20 = alloca <4 x i8>, align 4
  %21 = alloca <4 x float>, align 16
  %22 = alloca <4 x i8>, align 4
  %23 = alloca <4 x i16>, align 8
  %24 = alloca <4 x float>, align 16
  %25 = alloca <2 x double>, align 16
  %26 = alloca <2 x i32>, align 8
  %27 = alloca <2 x i32>, align 8
  %28 = alloca <2 x double>, align 16
  %29 = alloca <2 x i64>, align 16
  store i32 0, ptr %1, align 4
  store <8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, ptr %2, align 16
  store <8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, ptr %3, align 16
  %30 = call <8 x i1> @lanes_greater(ptr noundef %2, ptr noundef %3)
  %31 = bitcast <8 x i1> %30 to i8
  store i8 %31, ptr %4, align 1
  store i8 0, ptr %5, align 1
  %32 = load i8, ptr %4, align 1
  %33 = bitcast i8 %32 to <8 x i1>
  %34 = bitcast <8 x i1> %33 to i8
  store i8 %34, ptr %6, align 1
  %35 = load i8, ptr %6, align 1
  %36 = zext i8 %35 to i32
  call void @store_bools(ptr noundef %5, i32 %36)
  %37 = load i8, ptr %5, align 1
  %38 = zext i8 %37 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38)
  store i32 0, ptr %7, align 4
  br label %40

40:                                               ; preds = %50, %0
  %41 = load i32, ptr %7, align 4
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %43, label %53

43:                                               ; preds = %40
  %44 = load i8, ptr %4, align 1
  %45 = bitcast i8 %44 to <8 x i1>
  %46 = load i32, ptr %7, align 4
  %47 = extractelement <8 x i1> %45, i32 %46
  %48 = zext i1 %47 to i32
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48)
  br label %50

50:                                               ; preds = %43
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  br label %40, !llvm.loop !6

53:                                               ; preds = %40
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i8 -91, ptr %8, align 1
  %55 = call <4 x i1> @load_bools(ptr noundef %8)
  %56 = shufflevector <4 x i1> %55, <4 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %57 = bitcast <8 x i1> %56 to i8
  store i8 %57, ptr %9, align 1
  %58 = load i8, ptr %9, align 1
  %59 = bitcast i8 %58 to <8 x i1>
  %60 = shufflevector <8 x i1> %59, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %61 = extractelement <4 x i1> %60, i32 0
  %62 = zext i1 %61 to i32
  %63 = load i8, ptr %9, align 1
  %64 = bitcast i8 %63 to <8 x i1>
  %65 = shufflevector <8 x i1> %64, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %66 = extractelement <4 x i1> %65, i32 1
  %67 = zext i1 %66 to i32
  %68 = load i8, ptr %9, align 1
  %69 = bitcast i8 %68 to <8 x i1>
  %70 = shufflevector <8 x i1> %69, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %71 = extractelement <4 x i1> %70, i32 2
  %72 = zext i1 %71 to i32
  %73 = load i8, ptr %9, align 1
  %74 = bitcast i8 %73 to <8 x i1>
  %75 = shufflevector <8 x i1> %74, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %76 = extractelement <4 x i1> %75, i32 3
  %77 = zext i1 %76 to i32
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %62, i32 noundef %67, i32 noundef %72, i32 noundef %77)
  store i16 -3855, ptr %10, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %11, ptr align 2 %10, i64 2, i1 false)
  %79 = load i16, ptr %11, align 2
  %80 = bitcast i16 %79 to <16 x i1>
  %81 = bitcast <16 x i1> %80 to i16
  store i16 %81, ptr %12, align 2
  %82 = load i16, ptr %12, align 2
  %83 = zext i16 %82 to i32
  %84 = call i32 @count_true(i32 %83)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %84)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %13, align 16
  %86 = load <16 x i8>, ptr %13, align 16
  %87 = and <16 x i8> %86, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %88 = icmp ne <16 x i8> %87, zeroinitializer
  %89 = bitcast <16 x i1> %88 to i16
  store i16 %89, ptr %14, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %15, ptr align 2 %14, i64 2, i1 false)
  %90 = load i16, ptr %15, align 2
  %91 = zext i16 %90 to i32
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %91)
  store <4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, ptr %16, align 16
  %93 = load <4 x float>, ptr %16, align 16
  %94 = call <4 x i16> @float_to_short(<4 x float> noundef %93)
  store <4 x i16> %94, ptr %17, align 8
  %95 = load <4 x i16>, ptr %17, align 8
  %96 = extractelement <4 x i16> %95, i32 0
  %97 = sext i16 %96 to i32
  %98 = load <4 x i16>, ptr %17, align 8
  %99 = extractelement <4 x i16> %98, i32 1
  %100 = sext i16 %99 to i32
  %101 = load <4 x i16>, ptr %17, align 8
  %102 = extractelement <4 x i16> %101, i32 2
  %103 = sext i16 %102 to i32
  %104 = load <4 x i16>, ptr %17, align 8
  %105 = extractelement <4 x i16> %104, i32 3
  %106 = sext i16 %105 to i32
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %97, i32 noundef %100, i32 noundef %103, i32 noundef %106)
  store <4 x float> <float 5.000000e-01, float 6.553500e+04, float 0x40934BF5C0000000, float 7.000000e+00>, ptr %18, align 16
  %108 = load <4 x float>, ptr %18, align 16
  %109 = call <4 x i16> @float_to_ushort(<4 x float> noundef %108)
  store <4 x i16> %109, ptr %19, align 8
  %110 = load <4 x i16>, ptr %19, align 8
  %111 = extractelement <4 x i16> %110, i32 0
  %112 = zext i16 %111 to i32
  %113 = load <4 x i16>, ptr %19, align 8
  %114 = extractelement <4 x i16> %113, i32 1
  %115 = zext i16 %114 to i32
  %116 = load <4 x i16>, ptr %19, align 8
  %117 = extractelement <4 x i16> %116, i32 2
  %118 = zext i16 %117 to i32
  %119 = load <4 x i16>, ptr %19, align 8
  %120 = extractelement <4 x i16> %119, i32 3
  %121 = zext i16 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %112, i32 noundef %115, i32 noundef %118, i32 noundef %121)
  store <4 x i8> <i8 -128, i8 -1, i8 0, i8 127>, ptr %20, align 4
  %123 = load <4 x i8>, ptr %20, align 4
  store <4 x i8> %123, ptr %22, align 4
  %124 = load i32, ptr %22, align 4
  %125 = call <4 x float> @char_to_float(i32 noundef %124)
  store <4 x float> %125, ptr %21, align 16
  %126 = load <4 x float>, ptr %21, align 16
  %127 = extractelement <4 x float> %126, i32 0
  %128 = fpext float %127 to double
  %129 = load <4 x float>, ptr %21, align 16
  %130 = extractelement <4 x float> %129, i32 1
  %131 = fpext float %130 to double
  %132 = load <4 x float>, ptr %21, align 16
  %133 = extractelement <4 x float> %132, i32 2
  %134 = fpext float %133 to double
  %135 = load <4 x float>, ptr %21, align 16
  %136 = extractelement <4 x float> %135, i32 3
  %137 = fpext float %136 to double
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %128, double noundef %131, double noundef %134, double noundef %137)
  store <4 x i16> <i16 0, i16 1, i16 -25536, i16 -1>, ptr %23, align 8
  %139 = load <4 x i16>, ptr %23, align 8
  %140 = call <4 x float> @ushort_to_float(<4 x i16> noundef %139)
  store <4 x float> %140, ptr %24, align 16
  %141 = load <4 x float>, ptr %24, align 16
  %142 = extractelement <4 x float> %141, i32 0
  %143 = fpext float %142 to double
  %144 = load <4 x float>, ptr %24, align 16
  %145 = extractelement <4 x float> %144, i32 1
  %146 = fpext float %145 to double
  %147 = load <4 x float>, ptr %24, align 16
  %148 = extractelement <4 x float> %147, i32 2
  %149 = fpext float %148 to double
  %150 = load <4 x float>, ptr %24, align 16
  %151 = extractelement <4 x float> %150, i32 3
  %152 = fpext float %151 to double
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %143, double noundef %146, double noundef %149, double noundef %152)
  store <2 x double> <double -7.900000e+00, double 0x41DFFFFF5E200000>, ptr %25, align 16
  %154 = load <2 x double>, ptr %25, align 16
  %155 = call <2 x i32> @double_to_int(<2 x double> noundef %154)
  store <2 x i32> %155, ptr %26, align 8
  %156 = load <2 x i32>, ptr %26, align 8
  %157 = extractelement <2 x i32> %156, i32 0
  %158 = load <2 x i32>, ptr %26, align 8
  %159 = extractelement <2 x i32> %158, i32 1
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %157, i32 noundef %159)
  store <2 x i32> <i32 -2147483648, i32 65537>, ptr %27, align 8
  %161 = load <2 x i32>, ptr %27, align 8
  %162 = call <2 x double> @int_to_double(<2 x i32> noundef %161)
  store <2 x double> %162, ptr %28, align 16
  %163 = load <2 x double>, ptr %28, align 16
  %164 = extractelement <2 x double> %163, i32 0
  %165 = load <2 x double>, ptr %28, align 16
  %166 = extractelement <2 x double> %165, i32 1
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %164, double noundef %166)
  %168 = load <4 x float>, ptr %16, align 16
  %169 = call <2 x i64> @float_pair_to_long(<4 x float> noundef %168)
  store <2 x i64> %169, ptr %29, align 16
  %170 = load <2 x i64>, ptr %29, align 16
  %171 = extractelement <2 x i64> %170, i32 0
  %172 = load <2 x i64>, ptr %29, align 16
  %173 = extractelement <2 x i64> %172, i32 1
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %171, i64 noundef %173)
  %175 = load i8, ptr %5, align 1
  %176 = zext i8 %175 to i32
  %177 = icmp eq i32 %176, 234
  %178 = zext i1 %177 to i64
  %179 = select i1 %177, i32 0, i32 1
  ret i32 %179
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i1> @lanes_greater(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load <8 x i32>, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = load <8 x i32>, ptr %7, align 16
  %9 = icmp sgt <8 x i32> %6, %8
  %10 = sext <8 x i1> %9 to <8 x i32>
  %11 = icmp ne <8 x i32> %10, zeroinitializer
  ret <8 x i1> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_bools(ptr noundef %0, i32 %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = trunc i32 %1 to i8
  store i8 %6, ptr %3, align 1
  %7 = load i8, ptr %3, align 1
  %8 = bitcast i8 %7 to <8 x i1>
  store ptr %0, ptr %4, align 8
  %9 = bitcast <8 x i1> %8 to i8
  store i8 %9, ptr %5, align 1
  %10 = load i8, ptr %5, align 1
  %11 = bitcast i8 %10 to <8 x i1>
  %12 = load ptr, ptr %4, align 8
  %13 = bitcast <8 x i1> %11 to i8
  store i8 %13, ptr %12, align 1
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i1> @load_bools(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i8, ptr %3, align 1
  %5 = bitcast i8 %4 to <8 x i1>
  %6 = shufflevector <8 x i1> %5, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i1> %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_true(i32 %0) #0 {
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = trunc i32 %0 to i16
  store i16 %6, ptr %2, align 2
  %7 = load i16, ptr %2, align 2
  %8 = bitcast i16 %7 to <16 x i1>
  %9 = bitcast <16 x i1> %8 to i16
  store i16 %9, ptr %3, align 2
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %21, %1
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 16
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i16, ptr %3, align 2
  %15 = bitcast i16 %14 to <16 x i1>
  %16 = load i32, ptr %5, align 4
  %17 = extractelement <16 x i1> %15, i32 %16
  %18 = zext i1 %17 to i32
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %4, align 4
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %10, !llvm.loop !8

24:                                               ; preds = %10
  %25 = load i32, ptr %4, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i16> @float_to_short(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fptosi <4 x float> %3 to <4 x i16>
  ret <4 x i16> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i16> @float_to_ushort(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fptoui <4 x float> %3 to <4 x i16>
  ret <4 x i16> %4
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
define internal <4 x float> @ushort_to_float(<4 x i16> noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  store <4 x i16> %0, ptr %2, align 8
  %3 = load <4 x i16>, ptr %2, align 8
  %4 = uitofp <4 x i16> %3 to <4 x float>
  ret <4 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i32> @double_to_int(<2 x double> noundef %0) #0 {
  %2 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %2, align 16
  %3 = load <2 x double>, ptr %2, align 16
  %4 = fptosi <2 x double> %3 to <2 x i32>
  ret <2 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @int_to_double(<2 x i32> noundef %0) #0 {
  %2 = alloca <2 x i32>, align 8
  store <2 x i32> %0, ptr %2, align 8
  %3 = load <2 x i32>, ptr %2, align 8
  %4 = sitofp <2 x i32> %3 to <2 x double>
  ret <2 x double> %4
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
