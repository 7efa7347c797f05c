; ModuleID = 'tests/programs/vector_ext.c'
source_filename = "tests/programs/vector_ext.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [5 x i8] c"madd\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"cmp a<b\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"shuffle\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"shr\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"and/or/xor\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"mod\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"unsigned shr = %u %u %u %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"lerp = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"convert\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"back = %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"v2df = %.3f %.3f\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"v8hi hash = %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"v16qu hash = %u\0A\00", align 1
@.str.15 = private unnamed_addr constant [28 x i8] c"v4di = %lld %lld %lld %lld\0A\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"v8sf sum = %.4f\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"mem = %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.19 = private unnamed_addr constant [23 x i8] c"%s = {%d, %d, %d, %d}\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <2 x double>, align 16
  %12 = alloca <8 x i16>, align 16
  %13 = alloca <8 x i16>, align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca <16 x i8>, align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca <4 x i64>, align 32
  %21 = alloca <4 x i64>, align 32
  %22 = alloca <4 x i64>, align 32
  %23 = alloca <8 x float>, align 32
  %24 = alloca <8 x float>, align 32
  %25 = alloca <8 x float>, align 32
  %26 = alloca float, align 4
  %27 = alloca i32, align 4
  %28 = alloca [8 x i32], align 16
  %29 = alloca <4 x i32>, align 16
  %30 = alloca <4 x i32>, align 16
  %31 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, ptr %2, align 16
  store <4 x i32> <i32 5, i32 6, i32 -7, i32 8>, ptr %3, align 16
  store <4 x i32> <i32 100, i32 200, i32 300, i32 400>, ptr %4, align 16
  %32 = load <4 x i32>, ptr %2, align 16
  %33 = load <4 x i32>, ptr %3, align 16
  %34 = load <4 x i32>, ptr %4, align 16
  %35 = call <4 x i32> @vmadd(<4 x i32> noundef %32, <4 x i32> noundef %33, <4 x i32> noundef %34)
  call void @print_v4si(ptr noundef @.str, <4 x i32> noundef %35)
  %36 = load <4 x i32>, ptr %2, align 16
  %37 = load <4 x i32>, ptr %3, align 16
  %38 = icmp slt <4 x i32> %36, %37
  %39 = sext <4 x i1> %38 to <4 x i32>
  call void @print_v4si(ptr noundef @.str.1, <4 x i32> noundef %39)
  %40 = load <4 x i32>, ptr %2, align 16
  %41 = load <4 x i32>, ptr %3, align 16
  %42 = shufflevector <4 x i32> %40, <4 x i32> %41, <4 x i32> <i32 7, i32 0, i32 5, i32 2>
  call void @print_v4si(ptr noundef @.str.2, <4 x i32> noundef %42)
  %43 = load <4 x i32>, ptr %2, align 16
  %44 = shl <4 x i32> %43, <i32 2, i32 2, i32 2, i32 2>
  call void @print_v4si(ptr noundef @.str.3, <4 x i32> noundef %44)
  %45 = load <4 x i32>, ptr %3, align 16
  %46 = ashr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  call void @print_v4si(ptr noundef @.str.4, <4 x i32> noundef %46)
  %47 = load <4 x i32>, ptr %2, align 16
  %48 = load <4 x i32>, ptr %3, align 16
  %49 = and <4 x i32> %47, %48
  %50 = load <4 x i32>, ptr %2, align 16
  %51 = load <4 x i32>, ptr %4, align 16
  %52 = xor <4 x i32> %50, %51
  %53 = or <4 x i32> %49, %52
  call void @print_v4si(ptr noundef @.str.5, <4 x i32> noundef %53)
  %54 = load <4 x i32>, ptr %4, align 16
  %55 = load <4 x i32>, ptr %3, align 16
  %56 = sdiv <4 x i32> %54, %55
  call void @print_v4si(ptr noundef @.str.6, <4 x i32> noundef %56)
  %57 = load <4 x i32>, ptr %4, align 16
  %58 = load <4 x i32>, ptr %3, align 16
  %59 = srem <4 x i32> %57, %58
  call void @print_v4si(ptr noundef @.str.7, <4 x i32> noundef %59)
  %60 = load <4 x i32>, ptr %2, align 16
  store <4 x i32> %60, ptr %5, align 16
  %61 = load <4 x i32>, ptr %5, align 16
  %62 = lshr <4 x i32> %61, <i32 28, i32 28, i32 28, i32 28>
  %63 = extractelement <4 x i32> %62, i32 0
  %64 = load <4 x i32>, ptr %5, align 16
  %65 = lshr <4 x i32> %64, <i32 28, i32 28, i32 28, i32 28>
  %66 = extractelement <4 x i32> %65, i32 1
  %67 = load <4 x i32>, ptr %5, align 16
  %68 = lshr <4 x i32> %67, <i32 28, i32 28, i32 28, i32 28>
  %69 = extractelement <4 x i32> %68, i32 2
  %70 = load <4 x i32>, ptr %5, align 16
  %71 = lshr <4 x i32> %70, <i32 28, i32 28, i32 28, i32 28>
  %72 = extractelement <4 x i32> %71, i32 3
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %63, i32 noundef %66, i32 noundef %69, i32 noundef %72)
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %6, align 16
  store <4 x float> <float -4.000000e+00, float 8.000000e+00, float 5.000000e-01, float 1.000000e+01>, ptr %7, align 16
  %74 = load <4 x float>, ptr %6, align 16
  %75 = load <4 x float>, ptr %7, align 16
  %76 = call <4 x float> @vlerp(<4 x float> noundef %74, <4 x float> noundef %75, float noundef 2.500000e-01)
  store <4 x float> %76, ptr %8, align 16
  %77 = load <4 x float>, ptr %8, align 16
  %78 = extractelement <4 x float> %77, i32 0
  %79 = fpext float %78 to double
  %80 = load <4 x float>, ptr %8, align 16
  %81 = extractelement <4 x float> %80, i32 1
  %82 = fpext float %81 to double
  %83 = load <4 x float>, ptr %8, align 16
  %84 = extractelement <4 x float> %83, i32 2
  %85 = fpext float %84 to double
  %86 = load <4 x float>, ptr %8, align 16
  %87 = extractelement <4 x float> %86, i32 3
  %88 = fpext float %87 to double
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %79, double noundef %82, double noundef %85, double noundef %88)
  %90 = load <4 x float>, ptr %7, align 16
  %91 = fmul <4 x float> %90, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>
  %92 = fptosi <4 x float> %91 to <4 x i32>
  store <4 x i32> %92, ptr %9, align 16
  %93 = load <4 x i32>, ptr %9, align 16
  call void @print_v4si(ptr noundef @.str.10, <4 x i32> noundef %93)
  %94 = load <4 x i32>, ptr %2, align 16
  %95 = sitofp <4 x i32> %94 to <4 x float>
  store <4 x float> %95, ptr %10, align 16
  %96 = load <4 x float>, ptr %10, align 16
  %97 = extractelement <4 x float> %96, i32 0
  %98 = fpext float %97 to double
  %99 = load <4 x float>, ptr %10, align 16
  %100 = extractelement <4 x float> %99, i32 1
  %101 = fpext float %100 to double
  %102 = load <4 x float>, ptr %10, align 16
  %103 = extractelement <4 x float> %102, i32 2
  %104 = fpext float %103 to double
  %105 = load <4 x float>, ptr %10, align 16
  %106 = extractelement <4 x float> %105, i32 3
  %107 = fpext float %106 to double
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %98, double noundef %101, double noundef %104, double noundef %107)
  store <2 x double> <double 1.500000e+00, double -2.500000e+00>, ptr %11, align 16
  %109 = load <2 x double>, ptr %11, align 16
  %110 = load <2 x double>, ptr %11, align 16
  %111 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %109, <2 x double> %110, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %111, ptr %11, align 16
  %112 = load <2 x double>, ptr %11, align 16
  %113 = extractelement <2 x double> %112, i32 0
  %114 = load <2 x double>, ptr %11, align 16
  %115 = extractelement <2 x double> %114, i32 1
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %113, double noundef %115)
  store <8 x i16> <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8>, ptr %12, align 16
  %117 = load <8 x i16>, ptr %12, align 16
  %118 = load <8 x i16>, ptr %12, align 16
  %119 = mul <8 x i16> %117, %118
  store <8 x i16> <i16 8, i16 7, i16 6, i16 5, i16 4, i16 3, i16 2, i16 1>, ptr %13, align 16
  %120 = load <8 x i16>, ptr %13, align 16
  %121 = sub <8 x i16> %119, %120
  store <8 x i16> %121, ptr %12, align 16
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %122

122:                                              ; preds = %133, %0
  %123 = load i32, ptr %15, align 4
  %124 = icmp slt i32 %123, 8
  br i1 %124, label %125, label %136

125:                                              ; preds = %122
  %126 = load i32, ptr %14, align 4
  %127 = mul nsw i32 %126, 3
  %128 = load <8 x i16>, ptr %12, align 16
  %129 = load i32, ptr %15, align 4
  %130 = extractelement <8 x i16> %128, i32 %129
  %131 = sext i16 %130 to i32
  %132 = add nsw i32 %127, %131
  store i32 %132, ptr %14, align 4
  br label %133

133:                                              ; preds = %125
  %134 = load i32, ptr %15, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %15, align 4
  br label %122, !llvm.loop !5

136:                                              ; preds = %122
  %137 = load i32, ptr %14, align 4
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %137)
  store i32 0, ptr %17, align 4
  br label %139

139:                                              ; preds = %149, %136
  %140 = load i32, ptr %17, align 4
  %141 = icmp slt i32 %140, 16
  br i1 %141, label %142, label %152

142:                                              ; preds = %139
  %143 = load i32, ptr %17, align 4
  %144 = mul nsw i32 %143, 37
  %145 = trunc i32 %144 to i8
  %146 = load i32, ptr %17, align 4
  %147 = load <16 x i8>, ptr %16, align 16
  %148 = insertelement <16 x i8> %147, i8 %145, i32 %146
  store <16 x i8> %148, ptr %16, align 16
  br label %149

149:                                              ; preds = %142
  %150 = load i32, ptr %17, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %17, align 4
  br label %139, !llvm.loop !7

152:                                              ; preds = %139
  %153 = load <16 x i8>, ptr %16, align 16
  %154 = load <16 x i8>, ptr %16, align 16
  %155 = add <16 x i8> %153, %154
  store <16 x i8> %155, ptr %16, align 16
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %156

156:                                              ; preds = %167, %152
  %157 = load i32, ptr %19, align 4
  %158 = icmp slt i32 %157, 16
  br i1 %158, label %159, label %170

159:                                              ; preds = %156
  %160 = load i32, ptr %18, align 4
  %161 = mul i32 %160, 7
  %162 = load <16 x i8>, ptr %16, align 16
  %163 = load i32, ptr %19, align 4
  %164 = extractelement <16 x i8> %162, i32 %163
  %165 = zext i8 %164 to i32
  %166 = add i32 %161, %165
  store i32 %166, ptr %18, align 4
  br label %167

167:                                              ; preds = %159
  %168 = load i32, ptr %19, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %19, align 4
  br label %156, !llvm.loop !8

170:                                              ; preds = %156
  %171 = load i32, ptr %18, align 4
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %171)
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -1125899906842624>, ptr %20, align 32
  store <4 x i64> <i64 3, i64 4, i64 5, i64 6>, ptr %21, align 32
  call void @vbig(ptr noundef %22, ptr noundef %20, ptr noundef %21)
  %173 = load <4 x i64>, ptr %22, align 32
  %174 = extractelement <4 x i64> %173, i32 0
  %175 = load <4 x i64>, ptr %22, align 32
  %176 = extractelement <4 x i64> %175, i32 1
  %177 = load <4 x i64>, ptr %22, align 32
  %178 = extractelement <4 x i64> %177, i32 2
  %179 = load <4 x i64>, ptr %22, align 32
  %180 = extractelement <4 x i64> %179, i32 3
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %174, i64 noundef %176, i64 noundef %178, i64 noundef %180)
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %23, align 32
  store <8 x float> <float 8.000000e+00, float 7.000000e+00, float 6.000000e+00, float 5.000000e+00, float 4.000000e+00, float 3.000000e+00, float 2.000000e+00, float 1.000000e+00>, ptr %24, align 32
  call void @v8ops(ptr noundef %25, ptr noundef %23, ptr noundef %24)
  store float 0.000000e+00, ptr %26, align 4
  store i32 0, ptr %27, align 4
  br label %182

182:                                              ; preds = %191, %170
  %183 = load i32, ptr %27, align 4
  %184 = icmp slt i32 %183, 8
  br i1 %184, label %185, label %194

185:                                              ; preds = %182
  %186 = load <8 x float>, ptr %25, align 32
  %187 = load i32, ptr %27, align 4
  %188 = extractelement <8 x float> %186, i32 %187
  %189 = load float, ptr %26, align 4
  %190 = fadd float %189, %188
  store float %190, ptr %26, align 4
  br label %191

191:                                              ; preds = %185
  %192 = load i32, ptr %27, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %27, align 4
  br label %182, !llvm.loop !9

194:                                              ; preds = %182
  %195 = load float, ptr %26, align 4
  %196 = fpext float %195 to double
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %196)
  %198 = load <4 x i32>, ptr %2, align 16
  %199 = load <4 x i32>, ptr %3, align 16
  %200 = add <4 x i32> %198, %199
  store <4 x i32> %200, ptr %29, align 16
  %201 = getelementptr inbounds [8 x i32], ptr %28, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %201, ptr align 16 %29, i64 16, i1 false)
  %202 = getelementptr inbounds [8 x i32], ptr %28, i64 0, i64 0
  %203 = getelementptr inbounds i32, ptr %202, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %203, ptr align 16 %4, i64 16, i1 false)
  %204 = getelementptr inbounds [8 x i32], ptr %28, i64 0, i64 0
  %205 = load i32, ptr %204, align 16
  %206 = getelementptr inbounds [8 x i32], ptr %28, i64 0, i64 3
  %207 = load i32, ptr %206, align 4
  %208 = getelementptr inbounds [8 x i32], ptr %28, i64 0, i64 7
  %209 = load i32, ptr %208, align 4
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %205, i32 noundef %207, i32 noundef %209)
  %211 = load <4 x i32>, ptr %2, align 16
  %212 = icmp sgt <4 x i32> %211, zeroinitializer
  %213 = sext <4 x i1> %212 to <4 x i32>
  store <4 x i32> %213, ptr %30, align 16
  %214 = load <4 x i32>, ptr %2, align 16
  %215 = load <4 x i32>, ptr %30, align 16
  %216 = and <4 x i32> %214, %215
  %217 = load <4 x i32>, ptr %2, align 16
  %218 = sub <4 x i32> zeroinitializer, %217
  %219 = load <4 x i32>, ptr %30, align 16
  %220 = xor <4 x i32> %219, <i32 -1, i32 -1, i32 -1, i32 -1>
  %221 = and <4 x i32> %218, %220
  %222 = or <4 x i32> %216, %221
  store <4 x i32> %222, ptr %31, align 16
  %223 = load <4 x i32>, ptr %31, align 16
  call void @print_v4si(ptr noundef @.str.18, <4 x i32> noundef %223)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_v4si(ptr noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <4 x i32>, align 16
  store ptr %0, ptr %3, align 8
  store <4 x i32> %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = extractelement <4 x i32> %6, i32 0
  %8 = load <4 x i32>, ptr %4, align 16
  %9 = extractelement <4 x i32> %8, i32 1
  %10 = load <4 x i32>, ptr %4, align 16
  %11 = extractelement <4 x i32> %10, i32 2
  %12 = load <4 x i32>, ptr %4, align 16
  %13 = extractelement <4 x i32> %12, i32 3
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @vmadd(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %4, align 16
  store <4 x i32> %1, ptr %5, align 16
  store <4 x i32> %2, ptr %6, align 16
  %7 = load <4 x i32>, ptr %4, align 16
  %8 = load <4 x i32>, ptr %5, align 16
  %9 = mul <4 x i32> %7, %8
  %10 = load <4 x i32>, ptr %6, align 16
  %11 = add <4 x i32> %9, %10
  ret <4 x i32> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @vlerp(<4 x float> noundef %0, <4 x float> noundef %1, float noundef %2) #0 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  store <4 x float> %0, ptr %4, align 16
  store <4 x float> %1, ptr %5, align 16
  store float %2, ptr %6, align 4
  %7 = load <4 x float>, ptr %4, align 16
  %8 = load <4 x float>, ptr %5, align 16
  %9 = load <4 x float>, ptr %4, align 16
  %10 = fsub <4 x float> %8, %9
  %11 = load float, ptr %6, align 4
  %12 = insertelement <4 x float> poison, float %11, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %14 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> %13, <4 x float> %7)
  ret <4 x float> %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vbig(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load <4 x i64>, ptr %7, align 32
  %9 = load ptr, ptr %6, align 8
  %10 = load <4 x i64>, ptr %9, align 32
  %11 = xor <4 x i64> %8, %10
  %12 = load ptr, ptr %5, align 8
  %13 = load <4 x i64>, ptr %12, align 32
  %14 = ashr <4 x i64> %13, <i64 3, i64 3, i64 3, i64 3>
  %15 = add <4 x i64> %11, %14
  %16 = load ptr, ptr %6, align 8
  %17 = load <4 x i64>, ptr %16, align 32
  %18 = shl <4 x i64> %17, <i64 2, i64 2, i64 2, i64 2>
  %19 = sub <4 x i64> %15, %18
  %20 = load ptr, ptr %4, align 8
  store <4 x i64> %19, ptr %20, align 32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @v8ops(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load <8 x float>, ptr %7, align 32
  %9 = load ptr, ptr %6, align 8
  %10 = load <8 x float>, ptr %9, align 32
  %11 = load ptr, ptr %5, align 8
  %12 = load <8 x float>, ptr %11, align 32
  %13 = load ptr, ptr %6, align 8
  %14 = load <8 x float>, ptr %13, align 32
  %15 = fadd <8 x float> %14, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %16 = fdiv <8 x float> %12, %15
  %17 = fneg <8 x float> %16
  %18 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %8, <8 x float> %10, <8 x float> %17)
  %19 = load ptr, ptr %4, align 8
  store <8 x float> %18, ptr %19, align 32
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
