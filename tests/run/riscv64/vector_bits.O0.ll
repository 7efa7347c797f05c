; ModuleID = 'tests/run/riscv64/vector_bits.c'
source_filename = "tests/run/riscv64/vector_bits.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x i16>, align 8
  %22 = alloca <4 x float>, align 16
  %23 = alloca <4 x i16>, align 8
  %24 = alloca <4 x float>, align 16
  %25 = alloca <4 x i16>, align 8
  %26 = alloca <4 x i8>, align 4
  %27 = alloca <4 x float>, align 16
  %28 = alloca <4 x i8>, align 4
  %29 = alloca i64, align 8
  %30 = alloca <4 x float>, align 16
  %31 = alloca <4 x i16>, align 8
  %32 = alloca <4 x float>, align 16
  %33 = alloca <4 x i16>, align 8
  %34 = alloca <4 x float>, align 16
  %35 = alloca <2 x double>, align 16
  %36 = alloca <2 x i32>, align 8
  %37 = alloca <2 x double>, align 16
  %38 = alloca <2 x i32>, align 8
  %39 = alloca <2 x i32>, align 8
  %40 = alloca <2 x double>, align 16
  %41 = alloca <2 x i32>, align 8
  %42 = alloca <2 x double>, align 16
  %43 = alloca <2 x i64>, align 16
  %44 = alloca <4 x float>, align 16
  %45 = alloca <2 x i64>, align 16
  store i32 0, ptr %1, align 4
  store <8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, ptr %2, align 32
  store <8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, ptr %3, align 32
  %46 = call i64 @lanes_greater(ptr noundef %2, ptr noundef %3)
  %47 = trunc i64 %46 to i8
  store i8 %47, ptr %5, align 1
  %48 = load i8, ptr %5, align 1
  %49 = bitcast i8 %48 to <8 x i1>
  %50 = bitcast <8 x i1> %49 to i8
  store i8 %50, ptr %4, align 1
  store i8 0, ptr %6, align 1
  %51 = load i8, ptr %4, align 1
  %52 = bitcast i8 %51 to <8 x i1>
  %53 = bitcast <8 x i1> %52 to i8
  store i8 %53, ptr %7, align 1
  %54 = load i8, ptr %7, align 1
  %55 = zext i8 %54 to i64
  call void @store_bools(ptr noundef %6, i64 %55)
  %56 = load i8, ptr %6, align 1
  %57 = zext i8 %56 to i32
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %57)
  store i32 0, ptr %8, align 4
  br label %59

59:                                               ; preds = %69, %0
  %60 = load i32, ptr %8, align 4
  %61 = icmp slt i32 %60, 8
  br i1 %61, label %62, label %72

62:                                               ; preds = %59
  %63 = load i8, ptr %4, align 1
  %64 = bitcast i8 %63 to <8 x i1>
  %65 = load i32, ptr %8, align 4
  %66 = extractelement <8 x i1> %64, i32 %65
  %67 = zext i1 %66 to i32
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %67)
  br label %69

69:                                               ; preds = %62
  %70 = load i32, ptr %8, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %8, align 4
  br label %59, !llvm.loop !10

72:                                               ; preds = %59
  %73 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i8 -91, ptr %9, align 1
  %74 = call i64 @load_bools(ptr noundef %9)
  %75 = trunc i64 %74 to i8
  store i8 %75, ptr %11, align 1
  %76 = load i8, ptr %11, align 1
  %77 = bitcast i8 %76 to <8 x i1>
  %78 = shufflevector <8 x i1> %77, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %79 = shufflevector <4 x i1> %78, <4 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %80 = bitcast <8 x i1> %79 to i8
  store i8 %80, ptr %10, align 1
  %81 = load i8, ptr %10, align 1
  %82 = bitcast i8 %81 to <8 x i1>
  %83 = shufflevector <8 x i1> %82, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %84 = extractelement <4 x i1> %83, i32 0
  %85 = zext i1 %84 to i32
  %86 = load i8, ptr %10, align 1
  %87 = bitcast i8 %86 to <8 x i1>
  %88 = shufflevector <8 x i1> %87, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %89 = extractelement <4 x i1> %88, i32 1
  %90 = zext i1 %89 to i32
  %91 = load i8, ptr %10, align 1
  %92 = bitcast i8 %91 to <8 x i1>
  %93 = shufflevector <8 x i1> %92, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %94 = extractelement <4 x i1> %93, i32 2
  %95 = zext i1 %94 to i32
  %96 = load i8, ptr %10, align 1
  %97 = bitcast i8 %96 to <8 x i1>
  %98 = shufflevector <8 x i1> %97, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %99 = extractelement <4 x i1> %98, i32 3
  %100 = zext i1 %99 to i32
  %101 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %85, i32 noundef signext %90, i32 noundef signext %95, i32 noundef signext %100)
  store i16 -3855, ptr %12, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %13, ptr align 2 %12, i64 2, i1 false)
  %102 = load i16, ptr %13, align 2
  %103 = bitcast i16 %102 to <16 x i1>
  %104 = bitcast <16 x i1> %103 to i16
  store i16 %104, ptr %14, align 2
  %105 = load i16, ptr %14, align 2
  %106 = zext i16 %105 to i64
  %107 = call signext i32 @count_true(i64 %106)
  %108 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %107)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %15, align 16
  %109 = load <16 x i8>, ptr %15, align 16
  %110 = and <16 x i8> %109, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %111 = icmp ne <16 x i8> %110, zeroinitializer
  %112 = bitcast <16 x i1> %111 to i16
  store i16 %112, ptr %16, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %17, ptr align 2 %16, i64 2, i1 false)
  %113 = load i16, ptr %17, align 2
  %114 = zext i16 %113 to i32
  %115 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %114)
  store <4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, ptr %18, align 16
  %116 = load <4 x float>, ptr %18, align 16
  store <4 x float> %116, ptr %20, align 16
  %117 = load i128, ptr %20, align 16
  %118 = call i64 @float_to_short(i128 noundef %117)
  store i64 %118, ptr %21, align 8
  %119 = load <4 x i16>, ptr %21, align 8
  store <4 x i16> %119, ptr %19, align 8
  %120 = load <4 x i16>, ptr %19, align 8
  %121 = extractelement <4 x i16> %120, i32 0
  %122 = sext i16 %121 to i32
  %123 = load <4 x i16>, ptr %19, align 8
  %124 = extractelement <4 x i16> %123, i32 1
  %125 = sext i16 %124 to i32
  %126 = load <4 x i16>, ptr %19, align 8
  %127 = extractelement <4 x i16> %126, i32 2
  %128 = sext i16 %127 to i32
  %129 = load <4 x i16>, ptr %19, align 8
  %130 = extractelement <4 x i16> %129, i32 3
  %131 = sext i16 %130 to i32
  %132 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %122, i32 noundef signext %125, i32 noundef signext %128, i32 noundef signext %131)
  store <4 x float> <float 5.000000e-01, float 6.553500e+04, float 0x40934BF5C0000000, float 7.000000e+00>, ptr %22, align 16
  %133 = load <4 x float>, ptr %22, align 16
  store <4 x float> %133, ptr %24, align 16
  %134 = load i128, ptr %24, align 16
  %135 = call i64 @float_to_ushort(i128 noundef %134)
  store i64 %135, ptr %25, align 8
  %136 = load <4 x i16>, ptr %25, align 8
  store <4 x i16> %136, ptr %23, align 8
  %137 = load <4 x i16>, ptr %23, align 8
  %138 = extractelement <4 x i16> %137, i32 0
  %139 = zext i16 %138 to i32
  %140 = load <4 x i16>, ptr %23, align 8
  %141 = extractelement <4 x i16> %140, i32 1
  %142 = zext i16 %141 to i32
  %143 = load <4 x i16>, ptr %23, align 8
  %144 = extractelement <4 x i16> %143, i32 2
  %145 = zext i16 %144 to i32
  %146 = load <4 x i16>, ptr %23, align 8
  %147 = extractelement <4 x i16> %146, i32 3
  %148 = zext i16 %147 to i32
  %149 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %139, i32 noundef signext %142, i32 noundef signext %145, i32 noundef signext %148)
  store <4 x i8> <i8 -128, i8 -1, i8 0, i8 127>, ptr %26, align 4
  %150 = load <4 x i8>, ptr %26, align 4
  store <4 x i8> %150, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 4 %28, i64 4, i1 false)
  %151 = load i64, ptr %29, align 8
  %152 = call i128 @char_to_float(i64 %151)
  store i128 %152, ptr %30, align 16
  %153 = load <4 x float>, ptr %30, align 16
  store <4 x float> %153, ptr %27, align 16
  %154 = load <4 x float>, ptr %27, align 16
  %155 = extractelement <4 x float> %154, i32 0
  %156 = fpext float %155 to double
  %157 = load <4 x float>, ptr %27, align 16
  %158 = extractelement <4 x float> %157, i32 1
  %159 = fpext float %158 to double
  %160 = load <4 x float>, ptr %27, align 16
  %161 = extractelement <4 x float> %160, i32 2
  %162 = fpext float %161 to double
  %163 = load <4 x float>, ptr %27, align 16
  %164 = extractelement <4 x float> %163, i32 3
  %165 = fpext float %164 to double
  %166 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %156, double noundef %159, double noundef %162, double noundef %165)
  store <4 x i16> <i16 0, i16 1, i16 -25536, i16 -1>, ptr %31, align 8
  %167 = load <4 x i16>, ptr %31, align 8
  store <4 x i16> %167, ptr %33, align 8
  %168 = load i64, ptr %33, align 8
  %169 = call i128 @ushort_to_float(i64 noundef %168)
  store i128 %169, ptr %34, align 16
  %170 = load <4 x float>, ptr %34, align 16
  store <4 x float> %170, ptr %32, align 16
  %171 = load <4 x float>, ptr %32, align 16
  %172 = extractelement <4 x float> %171, i32 0
  %173 = fpext float %172 to double
  %174 = load <4 x float>, ptr %32, align 16
  %175 = extractelement <4 x float> %174, i32 1
  %176 = fpext float %175 to double
  %177 = load <4 x float>, ptr %32, align 16
  %178 = extractelement <4 x float> %177, i32 2
  %179 = fpext float %178 to double
  %180 = load <4 x float>, ptr %32, align 16
  %181 = extractelement <4 x float> %180, i32 3
  %182 = fpext float %181 to double
  %183 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %173, double noundef %176, double noundef %179, double noundef %182)
  store <2 x double> <double -7.900000e+00, double 0x41DFFFFF5E200000>, ptr %35, align 16
  %184 = load <2 x double>, ptr %35, align 16
  store <2 x double> %184, ptr %37, align 16
  %185 = load i128, ptr %37, align 16
  %186 = call i64 @double_to_int(i128 noundef %185)
  store i64 %186, ptr %38, align 8
  %187 = load <2 x i32>, ptr %38, align 8
  store <2 x i32> %187, ptr %36, align 8
  %188 = load <2 x i32>, ptr %36, align 8
  %189 = extractelement <2 x i32> %188, i32 0
  %190 = load <2 x i32>, ptr %36, align 8
  %191 = extractelement <2 x i32> %190, i32 1
  %192 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %189, i32 noundef signext %191)
  store <2 x i32> <i32 -2147483648, i32 65537>, ptr %39, align 8
  %193 = load <2 x i32>, ptr %39, align 8
  store <2 x i32> %193, ptr %41, align 8
  %194 = load i64, ptr %41, align 8
  %195 = call i128 @int_to_double(i64 noundef %194)
  store i128 %195, ptr %42, align 16
  %196 = load <2 x double>, ptr %42, align 16
  store <2 x double> %196, ptr %40, align 16
  %197 = load <2 x double>, ptr %40, align 16
  %198 = extractelement <2 x double> %197, i32 0
  %199 = load <2 x double>, ptr %40, align 16
  %200 = extractelement <2 x double> %199, i32 1
  %201 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %198, double noundef %200)
  %202 = load <4 x float>, ptr %18, align 16
  store <4 x float> %202, ptr %44, align 16
  %203 = load i128, ptr %44, align 16
  %204 = call i128 @float_pair_to_long(i128 noundef %203)
  store i128 %204, ptr %45, align 16
  %205 = load <2 x i64>, ptr %45, align 16
  store <2 x i64> %205, ptr %43, align 16
  %206 = load <2 x i64>, ptr %43, align 16
  %207 = extractelement <2 x i64> %206, i32 0
  %208 = load <2 x i64>, ptr %43, align 16
  %209 = extractelement <2 x i64> %208, i32 1
  %210 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %207, i64 noundef %209)
  %211 = load i8, ptr %6, align 1
  %212 = zext i8 %211 to i32
  %213 = icmp eq i32 %212, 234
  %214 = zext i1 %213 to i64
  %215 = select i1 %213, i32 0, i32 1
  ret i32 %215
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lanes_greater(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca <8 x i1>, align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load <8 x i32>, ptr %7, align 32
  %9 = load ptr, ptr %5, align 8
  %10 = load <8 x i32>, ptr %9, align 32
  %11 = icmp sgt <8 x i32> %8, %10
  %12 = sext <8 x i1> %11 to <8 x i32>
  %13 = icmp ne <8 x i32> %12, zeroinitializer
  store <8 x i1> %13, ptr %3, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %3, i64 1, i1 false)
  %14 = load i64, ptr %6, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_bools(ptr noundef %0, i64 %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = trunc i64 %1 to i8
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

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @load_bools(ptr noundef %0) #0 {
  %2 = alloca <4 x i1>, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i8, ptr %5, align 1
  %7 = bitcast i8 %6 to <8 x i1>
  %8 = shufflevector <8 x i1> %7, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i1> %8, ptr %2, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %2, i64 1, i1 false)
  %9 = load i64, ptr %4, align 8
  ret i64 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @count_true(i64 %0) #0 {
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = trunc i64 %0 to i16
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
  br label %10, !llvm.loop !12

24:                                               ; preds = %10
  %25 = load i32, ptr %4, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @float_to_short(i128 noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store i128 %0, ptr %3, align 16
  %5 = load <4 x float>, ptr %3, align 16
  store <4 x float> %5, ptr %4, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = fptosi <4 x float> %6 to <4 x i16>
  store <4 x i16> %7, ptr %2, align 8
  %8 = load i64, ptr %2, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @float_to_ushort(i128 noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store i128 %0, ptr %3, align 16
  %5 = load <4 x float>, ptr %3, align 16
  store <4 x float> %5, ptr %4, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = fptoui <4 x float> %6 to <4 x i16>
  store <4 x i16> %7, ptr %2, align 8
  %8 = load i64, ptr %2, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @char_to_float(i64 %0) #0 {
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x i8>, align 4
  %4 = alloca <4 x i8>, align 4
  %5 = trunc i64 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = load <4 x i8>, ptr %3, align 4
  store <4 x i8> %6, ptr %4, align 4
  %7 = load <4 x i8>, ptr %4, align 4
  %8 = sitofp <4 x i8> %7 to <4 x float>
  store <4 x float> %8, ptr %2, align 16
  %9 = load i128, ptr %2, align 16
  ret i128 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @ushort_to_float(i64 noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x i16>, align 8
  %4 = alloca <4 x i16>, align 8
  store i64 %0, ptr %3, align 8
  %5 = load <4 x i16>, ptr %3, align 8
  store <4 x i16> %5, ptr %4, align 8
  %6 = load <4 x i16>, ptr %4, align 8
  %7 = uitofp <4 x i16> %6 to <4 x float>
  store <4 x float> %7, ptr %2, align 16
  %8 = load i128, ptr %2, align 16
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @double_to_int(i128 noundef %0) #0 {
  %2 = alloca <2 x i32>, align 8
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  store i128 %0, ptr %3, align 16
  %5 = load <2 x double>, ptr %3, align 16
  store <2 x double> %5, ptr %4, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = fptosi <2 x double> %6 to <2 x i32>
  store <2 x i32> %7, ptr %2, align 8
  %8 = load i64, ptr %2, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @int_to_double(i64 noundef %0) #0 {
  %2 = alloca <2 x double>, align 16
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  store i64 %0, ptr %3, align 8
  %5 = load <2 x i32>, ptr %3, align 8
  store <2 x i32> %5, ptr %4, align 8
  %6 = load <2 x i32>, ptr %4, align 8
  %7 = sitofp <2 x i32> %6 to <2 x double>
  store <2 x double> %7, ptr %2, align 16
  %8 = load i128, ptr %2, align 16
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @float_pair_to_long(i128 noundef %0) #0 {
  %2 = alloca <2 x i64>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store i128 %0, ptr %3, align 16
  %5 = load <4 x float>, ptr %3, align 16
  store <4 x float> %5, ptr %4, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = load <4 x float>, ptr %4, align 16
  %8 = shufflevector <4 x float> %6, <4 x float> %7, <2 x i32> <i32 1, i32 3>
  %9 = fptosi <2 x float> %8 to <2 x i64>
  store <2 x i64> %9, ptr %2, align 16
  %10 = load i128, ptr %2, align 16
  ret i128 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
