; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca <4 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x double>, align 16
  %16 = alloca <16 x i8>, align 16
  %17 = alloca i32, align 4
  %18 = alloca <16 x i8>, align 16
  %19 = alloca <16 x i8>, align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca <8 x i16>, align 16
  %23 = alloca <2 x i64>, align 16
  %24 = alloca <2 x i64>, align 16
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <4 x i32>, align 16
  %28 = alloca [256 x i32], align 16
  %29 = alloca [256 x i32], align 16
  %30 = alloca [256 x i32], align 16
  %31 = alloca [256 x float], align 16
  %32 = alloca [256 x float], align 16
  %33 = alloca [256 x i8], align 16
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %37

37:                                               ; preds = %48, %0
  %38 = load i32, ptr %3, align 4
  %39 = icmp slt i32 %38, 16
  br i1 %39, label %40, label %51

40:                                               ; preds = %37
  %41 = load i32, ptr %3, align 4
  %42 = load i32, ptr %3, align 4
  %43 = mul nsw i32 %41, %42
  %44 = sub nsw i32 %43, 20
  %45 = load i32, ptr %3, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %46
  store i32 %44, ptr %47, align 4
  br label %48

48:                                               ; preds = %40
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %3, align 4
  br label %37, !llvm.loop !5

51:                                               ; preds = %37
  store <4 x i32> zeroinitializer, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %52

52:                                               ; preds = %65, %51
  %53 = load i32, ptr %5, align 4
  %54 = icmp slt i32 %53, 16
  br i1 %54, label %55, label %68

55:                                               ; preds = %52
  %56 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 0
  %57 = load i32, ptr %5, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %56, i64 %58
  %60 = call <4 x i32> @v4i_load(ptr noundef %59)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %6, align 16
  %61 = load <4 x i32>, ptr %6, align 16
  %62 = mul <4 x i32> %60, %61
  %63 = load <4 x i32>, ptr %4, align 16
  %64 = add <4 x i32> %63, %62
  store <4 x i32> %64, ptr %4, align 16
  br label %65

65:                                               ; preds = %55
  %66 = load i32, ptr %5, align 4
  %67 = add nsw i32 %66, 4
  store i32 %67, ptr %5, align 4
  br label %52, !llvm.loop !7

68:                                               ; preds = %52
  %69 = load <4 x i32>, ptr %4, align 16
  %70 = extractelement <4 x i32> %69, i32 0
  %71 = load <4 x i32>, ptr %4, align 16
  %72 = extractelement <4 x i32> %71, i32 1
  %73 = load <4 x i32>, ptr %4, align 16
  %74 = extractelement <4 x i32> %73, i32 2
  %75 = load <4 x i32>, ptr %4, align 16
  %76 = extractelement <4 x i32> %75, i32 3
  %77 = load <4 x i32>, ptr %4, align 16
  %78 = call i32 @hsum(<4 x i32> noundef %77)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76, i32 noundef %78)
  %80 = load <4 x i32>, ptr %4, align 16
  %81 = load <4 x i32>, ptr %4, align 16
  %82 = shufflevector <4 x i32> %80, <4 x i32> %81, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %82, ptr %7, align 16
  %83 = load <4 x i32>, ptr %4, align 16
  %84 = load <4 x i32>, ptr %7, align 16
  %85 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %83, <4 x i32> %84)
  store <4 x i32> %85, ptr %8, align 16
  %86 = load <4 x i32>, ptr %4, align 16
  %87 = load <4 x i32>, ptr %7, align 16
  %88 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %86, <4 x i32> %87)
  store <4 x i32> %88, ptr %9, align 16
  %89 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> <i32 100, i32 100, i32 100, i32 100>, ptr %11, align 16
  %90 = load <4 x i32>, ptr %11, align 16
  %91 = sub <4 x i32> %89, %90
  %92 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %91, i1 false)
  store <4 x i32> %92, ptr %10, align 16
  %93 = load <4 x i32>, ptr %8, align 16
  %94 = extractelement <4 x i32> %93, i32 0
  %95 = load <4 x i32>, ptr %8, align 16
  %96 = extractelement <4 x i32> %95, i32 1
  %97 = load <4 x i32>, ptr %8, align 16
  %98 = extractelement <4 x i32> %97, i32 2
  %99 = load <4 x i32>, ptr %8, align 16
  %100 = extractelement <4 x i32> %99, i32 3
  %101 = load <4 x i32>, ptr %9, align 16
  %102 = extractelement <4 x i32> %101, i32 0
  %103 = load <4 x i32>, ptr %10, align 16
  %104 = extractelement <4 x i32> %103, i32 0
  %105 = load <4 x i32>, ptr %10, align 16
  %106 = extractelement <4 x i32> %105, i32 3
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %94, i32 noundef %96, i32 noundef %98, i32 noundef %100, i32 noundef %102, i32 noundef %104, i32 noundef %106)
  store <4 x float> <float 1.000000e+00, float 4.000000e+00, float 9.000000e+00, float 1.600000e+01>, ptr %12, align 16
  %108 = load <4 x float>, ptr %12, align 16
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 4.000000e+00, float 4.000000e+00>, ptr %14, align 16
  %109 = load <4 x float>, ptr %14, align 16
  %110 = fdiv <4 x float> %108, %109
  %111 = fsub <4 x float> %110, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  store <4 x float> %111, ptr %13, align 16
  %112 = load <4 x float>, ptr %13, align 16
  %113 = extractelement <4 x float> %112, i32 0
  %114 = fpext float %113 to double
  %115 = load <4 x float>, ptr %13, align 16
  %116 = extractelement <4 x float> %115, i32 1
  %117 = fpext float %116 to double
  %118 = load <4 x float>, ptr %13, align 16
  %119 = extractelement <4 x float> %118, i32 2
  %120 = fpext float %119 to double
  %121 = load <4 x float>, ptr %13, align 16
  %122 = extractelement <4 x float> %121, i32 3
  %123 = fpext float %122 to double
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %114, double noundef %117, double noundef %120, double noundef %123)
  store <4 x double> <double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.500000e+00>, ptr %15, align 16
  %125 = load <4 x double>, ptr %15, align 16
  %126 = load <4 x double>, ptr %15, align 16
  %127 = load <4 x double>, ptr %15, align 16
  %128 = fneg <4 x double> %127
  %129 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %125, <4 x double> %126, <4 x double> %128)
  store <4 x double> %129, ptr %15, align 16
  %130 = load <4 x double>, ptr %15, align 16
  %131 = extractelement <4 x double> %130, i32 0
  %132 = load <4 x double>, ptr %15, align 16
  %133 = extractelement <4 x double> %132, i32 1
  %134 = load <4 x double>, ptr %15, align 16
  %135 = extractelement <4 x double> %134, i32 2
  %136 = load <4 x double>, ptr %15, align 16
  %137 = extractelement <4 x double> %136, i32 3
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %131, double noundef %133, double noundef %135, double noundef %137)
  store i32 0, ptr %17, align 4
  br label %139

139:                                              ; preds = %149, %68
  %140 = load i32, ptr %17, align 4
  %141 = icmp slt i32 %140, 16
  br i1 %141, label %142, label %152

142:                                              ; preds = %139
  %143 = load i32, ptr %17, align 4
  %144 = mul nsw i32 %143, 29
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
  br label %139, !llvm.loop !8

152:                                              ; preds = %139
  %153 = load <16 x i8>, ptr %16, align 16
  %154 = load <16 x i8>, ptr %16, align 16
  %155 = shufflevector <16 x i8> %153, <16 x i8> %154, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0>
  store <16 x i8> %155, ptr %18, align 16
  %156 = load <16 x i8>, ptr %16, align 16
  %157 = load <16 x i8>, ptr %18, align 16
  %158 = xor <16 x i8> %156, %157
  store <16 x i8> %158, ptr %19, align 16
  store i32 0, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %159

159:                                              ; preds = %170, %152
  %160 = load i32, ptr %21, align 4
  %161 = icmp slt i32 %160, 16
  br i1 %161, label %162, label %173

162:                                              ; preds = %159
  %163 = load i32, ptr %20, align 4
  %164 = mul i32 %163, 5
  %165 = load <16 x i8>, ptr %19, align 16
  %166 = load i32, ptr %21, align 4
  %167 = extractelement <16 x i8> %165, i32 %166
  %168 = zext i8 %167 to i32
  %169 = add i32 %164, %168
  store i32 %169, ptr %20, align 4
  br label %170

170:                                              ; preds = %162
  %171 = load i32, ptr %21, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %21, align 4
  br label %159, !llvm.loop !9

173:                                              ; preds = %159
  %174 = load i32, ptr %20, align 4
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %174)
  store <8 x i16> <i16 100, i16 -200, i16 300, i16 -400, i16 500, i16 -600, i16 700, i16 -800>, ptr %22, align 16
  %176 = load <8 x i16>, ptr %22, align 16
  %177 = mul <8 x i16> %176, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %178 = ashr <8 x i16> %177, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <8 x i16> %178, ptr %22, align 16
  %179 = load <8 x i16>, ptr %22, align 16
  %180 = extractelement <8 x i16> %179, i32 0
  %181 = sext i16 %180 to i32
  %182 = load <8 x i16>, ptr %22, align 16
  %183 = extractelement <8 x i16> %182, i32 1
  %184 = sext i16 %183 to i32
  %185 = load <8 x i16>, ptr %22, align 16
  %186 = extractelement <8 x i16> %185, i32 6
  %187 = sext i16 %186 to i32
  %188 = load <8 x i16>, ptr %22, align 16
  %189 = extractelement <8 x i16> %188, i32 7
  %190 = sext i16 %189 to i32
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %181, i32 noundef %184, i32 noundef %187, i32 noundef %190)
  store <2 x i64> <i64 1099511627776, i64 -3>, ptr %23, align 16
  %192 = load <2 x i64>, ptr %23, align 16
  %193 = mul <2 x i64> %192, <i64 5, i64 5>
  store <2 x i64> <i64 7, i64 7>, ptr %24, align 16
  %194 = load <2 x i64>, ptr %24, align 16
  %195 = add <2 x i64> %193, %194
  store <2 x i64> %195, ptr %23, align 16
  %196 = load <2 x i64>, ptr %23, align 16
  %197 = extractelement <2 x i64> %196, i32 0
  %198 = load <2 x i64>, ptr %23, align 16
  %199 = extractelement <2 x i64> %198, i32 1
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %197, i64 noundef %199)
  store <4 x i32> <i32 -3, i32 0, i32 7, i32 100>, ptr %26, align 16
  %201 = load <4 x i32>, ptr %26, align 16
  %202 = sitofp <4 x i32> %201 to <4 x float>
  %203 = fmul <4 x float> %202, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  store <4 x float> %203, ptr %25, align 16
  %204 = load <4 x float>, ptr %25, align 16
  %205 = fptosi <4 x float> %204 to <4 x i32>
  store <4 x i32> %205, ptr %27, align 16
  %206 = load <4 x i32>, ptr %27, align 16
  %207 = extractelement <4 x i32> %206, i32 0
  %208 = load <4 x i32>, ptr %27, align 16
  %209 = extractelement <4 x i32> %208, i32 1
  %210 = load <4 x i32>, ptr %27, align 16
  %211 = extractelement <4 x i32> %210, i32 2
  %212 = load <4 x i32>, ptr %27, align 16
  %213 = extractelement <4 x i32> %212, i32 3
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %207, i32 noundef %209, i32 noundef %211, i32 noundef %213)
  store i32 0, ptr %34, align 4
  br label %215

215:                                              ; preds = %249, %173
  %216 = load i32, ptr %34, align 4
  %217 = icmp slt i32 %216, 256
  br i1 %217, label %218, label %252

218:                                              ; preds = %215
  %219 = load i32, ptr %34, align 4
  %220 = sub nsw i32 %219, 100
  %221 = load i32, ptr %34, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [256 x i32], ptr %28, i64 0, i64 %222
  store i32 %220, ptr %223, align 4
  %224 = load i32, ptr %34, align 4
  %225 = mul nsw i32 3, %224
  %226 = load i32, ptr %34, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [256 x i32], ptr %29, i64 0, i64 %227
  store i32 %225, ptr %228, align 4
  %229 = load i32, ptr %34, align 4
  %230 = srem i32 %229, 8
  %231 = sitofp i32 %230 to float
  %232 = fmul float %231, 2.500000e-01
  %233 = load i32, ptr %34, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [256 x float], ptr %31, i64 0, i64 %234
  store float %232, ptr %235, align 4
  %236 = load i32, ptr %34, align 4
  %237 = srem i32 %236, 5
  %238 = sitofp i32 %237 to float
  %239 = load i32, ptr %34, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [256 x float], ptr %32, i64 0, i64 %240
  store float %238, ptr %241, align 4
  %242 = load i32, ptr %34, align 4
  %243 = mul nsw i32 %242, 97
  %244 = add nsw i32 %243, 13
  %245 = trunc i32 %244 to i8
  %246 = load i32, ptr %34, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [256 x i8], ptr %33, i64 0, i64 %247
  store i8 %245, ptr %248, align 1
  br label %249

249:                                              ; preds = %218
  %250 = load i32, ptr %34, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %34, align 4
  br label %215, !llvm.loop !10

252:                                              ; preds = %215
  %253 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 0
  %254 = getelementptr inbounds [256 x i32], ptr %28, i64 0, i64 0
  %255 = getelementptr inbounds [256 x i32], ptr %29, i64 0, i64 0
  call void @add_loop(ptr noundef %253, ptr noundef %254, ptr noundef %255, i32 noundef 256)
  store i32 0, ptr %35, align 4
  store i32 0, ptr %36, align 4
  br label %256

256:                                              ; preds = %269, %252
  %257 = load i32, ptr %36, align 4
  %258 = icmp slt i32 %257, 256
  br i1 %258, label %259, label %272

259:                                              ; preds = %256
  %260 = load i32, ptr %36, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %261
  %263 = load i32, ptr %262, align 4
  %264 = load i32, ptr %36, align 4
  %265 = add nsw i32 %264, 1
  %266 = mul nsw i32 %263, %265
  %267 = load i32, ptr %35, align 4
  %268 = xor i32 %267, %266
  store i32 %268, ptr %35, align 4
  br label %269

269:                                              ; preds = %259
  %270 = load i32, ptr %36, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %36, align 4
  br label %256, !llvm.loop !11

272:                                              ; preds = %256
  %273 = load i32, ptr %35, align 4
  %274 = getelementptr inbounds [256 x float], ptr %31, i64 0, i64 0
  %275 = getelementptr inbounds [256 x float], ptr %32, i64 0, i64 0
  %276 = call float @dot_loop(ptr noundef %274, ptr noundef %275, i32 noundef 256)
  %277 = fpext float %276 to double
  %278 = getelementptr inbounds [256 x i8], ptr %33, i64 0, i64 0
  %279 = call zeroext i8 @max_loop(ptr noundef %278, i32 noundef 256)
  %280 = zext i8 %279 to i32
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %273, double noundef %277, i32 noundef %280)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal <4 x i32> @v4i_load(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca <4 x i32>, align 16
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 4 %4, i64 16, i1 false)
  %5 = load <4 x i32>, ptr %3, align 16
  ret <4 x i32> %5
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @hsum(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = extractelement <4 x i32> %3, i32 0
  %5 = load <4 x i32>, ptr %2, align 16
  %6 = extractelement <4 x i32> %5, i32 1
  %7 = add nsw i32 %4, %6
  %8 = load <4 x i32>, ptr %2, align 16
  %9 = extractelement <4 x i32> %8, i32 2
  %10 = add nsw i32 %7, %9
  %11 = load <4 x i32>, ptr %2, align 16
  %12 = extractelement <4 x i32> %11, i32 3
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #2

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal void @add_loop(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = mul nsw i32 %19, 3
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = add nsw i32 %20, %25
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  store i32 %26, ptr %30, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %10, !llvm.loop !12

34:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal float @dot_loop(ptr noundef %0, ptr noundef %1, i32 noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = load float, ptr %7, align 4
  %25 = call float @llvm.fmuladd.f32(float %18, float %23, float %24)
  store float %25, ptr %7, align 4
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !13

29:                                               ; preds = %9
  %30 = load float, ptr %7, align 4
  ret float %30
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal zeroext i8 @max_loop(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i8 0, ptr %5, align 1
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %37

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i8, ptr %5, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp sgt i32 %17, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %11
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %22, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  br label %31

28:                                               ; preds = %11
  %29 = load i8, ptr %5, align 1
  %30 = zext i8 %29 to i32
  br label %31

31:                                               ; preds = %28, %21
  %32 = phi i32 [ %27, %21 ], [ %30, %28 ]
  %33 = trunc i32 %32 to i8
  store i8 %33, ptr %5, align 1
  br label %34

34:                                               ; preds = %31
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %7, !llvm.loop !14

37:                                               ; preds = %7
  %38 = load i8, ptr %5, align 1
  ret i8 %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
