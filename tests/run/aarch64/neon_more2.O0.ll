; ModuleID = 'tests/run/aarch64/neon_more2.c'
source_filename = "tests/run/aarch64/neon_more2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"vqshlq_s8\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"vqshlq_u8\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"vrshlq_s16\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"vrshlq_u16\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"vqrshlq_s32\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"vqrshlq_u32\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"vqshlq_s64\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"vrshlq_s64\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"vqshlq_n_s16\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"vqshluq_n_s8\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"vqshlu_n_s32\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"vclsq_s8\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"vclsq_s32\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"vcls_s16\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"vmulq_p8\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"vmull_p8\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"vraddhn_s16\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"vrsubhn_s32\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"vsqaddq_u8\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"vuqaddq_s16\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"vmulxq_f32\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"vmulxq_f64\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"vrecpsq_f32\00", align 1
@.str.23 = private unnamed_addr constant [13 x i8] c"vrsqrtsq_f32\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"vrecps_f64\00", align 1
@.str.25 = private unnamed_addr constant [16 x i8] c"vcvtq_n_s32_f32\00", align 1
@.str.26 = private unnamed_addr constant [16 x i8] c"vcvtq_n_u32_f32\00", align 1
@.str.27 = private unnamed_addr constant [16 x i8] c"vcvtq_n_f32_s32\00", align 1
@.str.28 = private unnamed_addr constant [16 x i8] c"vcvtq_n_f32_u32\00", align 1
@.str.29 = private unnamed_addr constant [16 x i8] c"vcvtq_n_f64_s64\00", align 1
@.str.30 = private unnamed_addr constant [19 x i8] c"vqdmulhq_laneq_s16\00", align 1
@.str.31 = private unnamed_addr constant [19 x i8] c"vqrdmulhq_lane_s32\00", align 1
@.str.32 = private unnamed_addr constant [17 x i8] c"vqdmulh_lane_s16\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.35 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <1 x double>, align 8
  %5 = alloca <2 x double>, align 16
  %6 = alloca <1 x double>, align 8
  %7 = alloca <1 x double>, align 8
  %8 = alloca <1 x double>, align 8
  %9 = alloca <1 x double>, align 8
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <2 x double>, align 16
  %17 = alloca <2 x double>, align 16
  %18 = alloca <2 x double>, align 16
  %19 = alloca <4 x float>, align 16
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x float>, align 16
  %22 = alloca <8 x i16>, align 16
  %23 = alloca <8 x i16>, align 16
  %24 = alloca <8 x i16>, align 16
  %25 = alloca <16 x i8>, align 16
  %26 = alloca <16 x i8>, align 16
  %27 = alloca <16 x i8>, align 16
  %28 = alloca <4 x i32>, align 16
  %29 = alloca <4 x i32>, align 16
  %30 = alloca <4 x i16>, align 8
  %31 = alloca <8 x i16>, align 16
  %32 = alloca <8 x i16>, align 16
  %33 = alloca <8 x i8>, align 8
  %34 = alloca <16 x i8>, align 16
  %35 = alloca <8 x i8>, align 8
  %36 = alloca <16 x i8>, align 16
  %37 = alloca <8 x i8>, align 8
  %38 = alloca <8 x i8>, align 8
  %39 = alloca <8 x i8>, align 8
  %40 = alloca <8 x i16>, align 16
  %41 = alloca <16 x i8>, align 16
  %42 = alloca <16 x i8>, align 16
  %43 = alloca <16 x i8>, align 16
  %44 = alloca <16 x i8>, align 16
  %45 = alloca <16 x i8>, align 16
  %46 = alloca <16 x i8>, align 16
  %47 = alloca <16 x i8>, align 16
  %48 = alloca <8 x i16>, align 16
  %49 = alloca <4 x i16>, align 8
  %50 = alloca <8 x i16>, align 16
  %51 = alloca <4 x i16>, align 8
  %52 = alloca <4 x i16>, align 8
  %53 = alloca <4 x i16>, align 8
  %54 = alloca <4 x i32>, align 16
  %55 = alloca <4 x i32>, align 16
  %56 = alloca <16 x i8>, align 16
  %57 = alloca <16 x i8>, align 16
  %58 = alloca <4 x i32>, align 16
  %59 = alloca <2 x i32>, align 8
  %60 = alloca <4 x i32>, align 16
  %61 = alloca <2 x i32>, align 8
  %62 = alloca <2 x i64>, align 16
  %63 = alloca <2 x i64>, align 16
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <2 x i64>, align 16
  %66 = alloca <2 x i64>, align 16
  %67 = alloca <2 x i64>, align 16
  %68 = alloca <4 x i32>, align 16
  %69 = alloca <4 x i32>, align 16
  %70 = alloca <4 x i32>, align 16
  %71 = alloca <4 x i32>, align 16
  %72 = alloca <4 x i32>, align 16
  %73 = alloca <4 x i32>, align 16
  %74 = alloca <4 x i32>, align 16
  %75 = alloca <4 x i32>, align 16
  %76 = alloca <4 x i32>, align 16
  %77 = alloca <4 x i32>, align 16
  %78 = alloca <8 x i16>, align 16
  %79 = alloca <8 x i16>, align 16
  %80 = alloca <8 x i16>, align 16
  %81 = alloca <8 x i16>, align 16
  %82 = alloca <8 x i16>, align 16
  %83 = alloca <8 x i16>, align 16
  %84 = alloca <8 x i16>, align 16
  %85 = alloca <8 x i16>, align 16
  %86 = alloca <8 x i16>, align 16
  %87 = alloca <8 x i16>, align 16
  %88 = alloca <16 x i8>, align 16
  %89 = alloca <16 x i8>, align 16
  %90 = alloca <16 x i8>, align 16
  %91 = alloca <16 x i8>, align 16
  %92 = alloca <16 x i8>, align 16
  %93 = alloca <16 x i8>, align 16
  %94 = alloca <16 x i8>, align 16
  %95 = alloca <16 x i8>, align 16
  %96 = alloca <16 x i8>, align 16
  %97 = alloca <16 x i8>, align 16
  %98 = alloca <8 x i16>, align 16
  %99 = alloca <4 x i16>, align 8
  %100 = alloca <8 x i16>, align 16
  %101 = alloca <4 x i16>, align 8
  %102 = alloca <4 x i16>, align 8
  %103 = alloca <4 x i32>, align 16
  %104 = alloca <16 x i8>, align 16
  %105 = alloca <8 x i8>, align 8
  %106 = alloca <16 x i8>, align 16
  %107 = alloca <8 x i8>, align 8
  %108 = alloca <8 x i8>, align 8
  %109 = alloca <8 x i16>, align 16
  %110 = alloca <8 x i8>, align 8
  %111 = alloca <8 x i16>, align 16
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca [16 x i8], align 1
  %116 = alloca [8 x i16], align 2
  %117 = alloca [4 x i32], align 4
  %118 = alloca [2 x i64], align 8
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca <16 x i8>, align 16
  %123 = alloca <16 x i8>, align 16
  %124 = alloca <16 x i8>, align 16
  %125 = alloca <8 x i16>, align 16
  %126 = alloca <8 x i16>, align 16
  %127 = alloca <8 x i16>, align 16
  %128 = alloca <4 x i32>, align 16
  %129 = alloca <4 x i32>, align 16
  %130 = alloca <4 x i32>, align 16
  %131 = alloca <2 x i64>, align 16
  %132 = alloca <2 x i64>, align 16
  %133 = alloca <2 x i64>, align 16
  %134 = alloca <16 x i8>, align 16
  %135 = alloca <8 x i16>, align 16
  %136 = alloca <8 x i16>, align 16
  %137 = alloca <4 x i32>, align 16
  %138 = alloca <2 x i64>, align 16
  %139 = alloca <16 x i8>, align 16
  %140 = alloca <16 x i8>, align 16
  %141 = alloca <8 x i16>, align 16
  %142 = alloca <8 x i16>, align 16
  %143 = alloca <4 x i32>, align 16
  %144 = alloca <4 x i32>, align 16
  %145 = alloca <2 x i64>, align 16
  %146 = alloca <2 x i64>, align 16
  %147 = alloca <8 x i16>, align 16
  %148 = alloca <8 x i16>, align 16
  %149 = alloca <8 x i16>, align 16
  %150 = alloca <8 x i16>, align 16
  %151 = alloca <16 x i8>, align 16
  %152 = alloca <16 x i8>, align 16
  %153 = alloca <16 x i8>, align 16
  %154 = alloca <16 x i8>, align 16
  %155 = alloca <2 x i32>, align 8
  %156 = alloca <2 x i32>, align 8
  %157 = alloca <2 x i32>, align 8
  %158 = alloca <2 x i32>, align 8
  %159 = alloca <16 x i8>, align 16
  %160 = alloca <4 x i32>, align 16
  %161 = alloca <4 x i16>, align 8
  %162 = alloca <16 x i8>, align 16
  %163 = alloca <16 x i8>, align 16
  %164 = alloca <16 x i8>, align 16
  %165 = alloca <8 x i16>, align 16
  %166 = alloca <8 x i8>, align 8
  %167 = alloca <4 x i16>, align 8
  %168 = alloca <16 x i8>, align 16
  %169 = alloca <8 x i16>, align 16
  %170 = alloca <4 x float>, align 16
  %171 = alloca <4 x float>, align 16
  %172 = alloca <2 x double>, align 16
  %173 = alloca <2 x double>, align 16
  %174 = alloca <4 x float>, align 16
  %175 = alloca <2 x double>, align 16
  %176 = alloca <4 x float>, align 16
  %177 = alloca <4 x float>, align 16
  %178 = alloca <1 x double>, align 8
  %179 = alloca <4 x float>, align 16
  %180 = alloca <4 x i32>, align 16
  %181 = alloca <4 x i32>, align 16
  %182 = alloca <4 x float>, align 16
  %183 = alloca <4 x i32>, align 16
  %184 = alloca <4 x i32>, align 16
  %185 = alloca <4 x i32>, align 16
  %186 = alloca <4 x float>, align 16
  %187 = alloca <4 x i32>, align 16
  %188 = alloca <4 x float>, align 16
  %189 = alloca <4 x float>, align 16
  %190 = alloca <4 x i32>, align 16
  %191 = alloca <4 x float>, align 16
  %192 = alloca <4 x float>, align 16
  %193 = alloca <4 x float>, align 16
  %194 = alloca <4 x i32>, align 16
  %195 = alloca <4 x float>, align 16
  %196 = alloca <2 x double>, align 16
  %197 = alloca <2 x double>, align 16
  %198 = alloca <2 x i64>, align 16
  %199 = alloca <2 x double>, align 16
  %200 = alloca <8 x i16>, align 16
  %201 = alloca <8 x i16>, align 16
  %202 = alloca <8 x i16>, align 16
  %203 = alloca <8 x i16>, align 16
  %204 = alloca <8 x i16>, align 16
  %205 = alloca <4 x i32>, align 16
  %206 = alloca <4 x i32>, align 16
  %207 = alloca <4 x i32>, align 16
  %208 = alloca <2 x i32>, align 8
  %209 = alloca <4 x i32>, align 16
  %210 = alloca <4 x i16>, align 8
  %211 = alloca <4 x i16>, align 8
  %212 = alloca <4 x i16>, align 8
  %213 = alloca <4 x i16>, align 8
  %214 = alloca <4 x i16>, align 8
  store i32 0, ptr %112, align 4
  store i32 %0, ptr %113, align 4
  store ptr %1, ptr %114, align 8
  %215 = load ptr, ptr %114, align 8
  %216 = load i32, ptr %113, align 4
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 -9223372036854775808, %217
  store i64 %218, ptr %118, align 8
  %219 = getelementptr inbounds i64, ptr %118, i64 1
  store i64 81985529216486895, ptr %219, align 8
  store i32 0, ptr %119, align 4
  br label %220

220:                                              ; preds = %233, %2
  %221 = load i32, ptr %119, align 4
  %222 = icmp slt i32 %221, 16
  br i1 %222, label %223, label %236

223:                                              ; preds = %220
  %224 = load i32, ptr %119, align 4
  %225 = mul nsw i32 %224, 29
  %226 = sub nsw i32 %225, 100
  %227 = load i32, ptr %113, align 4
  %228 = add nsw i32 %226, %227
  %229 = trunc i32 %228 to i8
  %230 = load i32, ptr %119, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [16 x i8], ptr %115, i64 0, i64 %231
  store i8 %229, ptr %232, align 1
  br label %233

233:                                              ; preds = %223
  %234 = load i32, ptr %119, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %119, align 4
  br label %220, !llvm.loop !6

236:                                              ; preds = %220
  store i32 0, ptr %120, align 4
  br label %237

237:                                              ; preds = %250, %236
  %238 = load i32, ptr %120, align 4
  %239 = icmp slt i32 %238, 8
  br i1 %239, label %240, label %253

240:                                              ; preds = %237
  %241 = load i32, ptr %120, align 4
  %242 = mul nsw i32 %241, 9001
  %243 = sub nsw i32 %242, 30000
  %244 = load i32, ptr %113, align 4
  %245 = add nsw i32 %243, %244
  %246 = trunc i32 %245 to i16
  %247 = load i32, ptr %120, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [8 x i16], ptr %116, i64 0, i64 %248
  store i16 %246, ptr %249, align 2
  br label %250

250:                                              ; preds = %240
  %251 = load i32, ptr %120, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %120, align 4
  br label %237, !llvm.loop !8

253:                                              ; preds = %237
  store i32 0, ptr %121, align 4
  br label %254

254:                                              ; preds = %266, %253
  %255 = load i32, ptr %121, align 4
  %256 = icmp slt i32 %255, 4
  br i1 %256, label %257, label %269

257:                                              ; preds = %254
  %258 = load i32, ptr %121, align 4
  %259 = mul i32 %258, 1500000000
  %260 = load i32, ptr %113, align 4
  %261 = mul i32 7, %260
  %262 = add i32 %259, %261
  %263 = load i32, ptr %121, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [4 x i32], ptr %117, i64 0, i64 %264
  store i32 %262, ptr %265, align 4
  br label %266

266:                                              ; preds = %257
  %267 = load i32, ptr %121, align 4
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %121, align 4
  br label %254, !llvm.loop !9

269:                                              ; preds = %254
  %270 = getelementptr inbounds [16 x i8], ptr %115, i64 0, i64 3
  store i8 -128, ptr %270, align 1
  %271 = getelementptr inbounds [8 x i16], ptr %116, i64 0, i64 2
  store i16 -32768, ptr %271, align 2
  %272 = getelementptr inbounds [4 x i32], ptr %117, i64 0, i64 1
  store i32 2147483647, ptr %272, align 4
  %273 = getelementptr inbounds [16 x i8], ptr %115, i64 0, i64 0
  %274 = load <16 x i8>, ptr %273, align 1
  store <16 x i8> %274, ptr %123, align 16
  %275 = load <16 x i8>, ptr %123, align 16
  store <16 x i8> %275, ptr %124, align 16
  %276 = load <16 x i8>, ptr %124, align 16
  store <16 x i8> %276, ptr %122, align 16
  %277 = getelementptr inbounds [8 x i16], ptr %116, i64 0, i64 0
  %278 = load <8 x i16>, ptr %277, align 2
  store <8 x i16> %278, ptr %126, align 16
  %279 = load <8 x i16>, ptr %126, align 16
  store <8 x i16> %279, ptr %127, align 16
  %280 = load <8 x i16>, ptr %127, align 16
  store <8 x i16> %280, ptr %125, align 16
  %281 = getelementptr inbounds [4 x i32], ptr %117, i64 0, i64 0
  %282 = load <4 x i32>, ptr %281, align 4
  store <4 x i32> %282, ptr %129, align 16
  %283 = load <4 x i32>, ptr %129, align 16
  store <4 x i32> %283, ptr %130, align 16
  %284 = load <4 x i32>, ptr %130, align 16
  store <4 x i32> %284, ptr %128, align 16
  %285 = getelementptr inbounds [2 x i64], ptr %118, i64 0, i64 0
  %286 = load <2 x i64>, ptr %285, align 8
  store <2 x i64> %286, ptr %132, align 16
  %287 = load <2 x i64>, ptr %132, align 16
  store <2 x i64> %287, ptr %133, align 16
  %288 = load <2 x i64>, ptr %133, align 16
  store <2 x i64> %288, ptr %131, align 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>, ptr %134, align 16
  %289 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %289, ptr %106, align 16
  %290 = load <16 x i8>, ptr %106, align 16
  %291 = load <16 x i8>, ptr %106, align 16
  %292 = shufflevector <16 x i8> %290, <16 x i8> %291, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %292, ptr %107, align 8
  %293 = load <8 x i8>, ptr %107, align 8
  store <8 x i8> %293, ptr %108, align 8
  %294 = load <8 x i8>, ptr %108, align 8
  %295 = sext <8 x i8> %294 to <8 x i16>
  store <8 x i16> %295, ptr %109, align 16
  %296 = load <8 x i16>, ptr %109, align 16
  store <8 x i16> %296, ptr %135, align 16
  %297 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %297, ptr %104, align 16
  %298 = load <16 x i8>, ptr %104, align 16
  %299 = load <16 x i8>, ptr %104, align 16
  %300 = shufflevector <16 x i8> %298, <16 x i8> %299, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %300, ptr %105, align 8
  %301 = load <8 x i8>, ptr %105, align 8
  store <8 x i8> %301, ptr %110, align 8
  %302 = load <8 x i8>, ptr %110, align 8
  %303 = sext <8 x i8> %302 to <8 x i16>
  store <8 x i16> %303, ptr %111, align 16
  %304 = load <8 x i16>, ptr %111, align 16
  store <8 x i16> %304, ptr %136, align 16
  %305 = load <8 x i16>, ptr %136, align 16
  store <8 x i16> %305, ptr %98, align 16
  %306 = load <8 x i16>, ptr %98, align 16
  %307 = load <8 x i16>, ptr %98, align 16
  %308 = shufflevector <8 x i16> %306, <8 x i16> %307, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %308, ptr %99, align 8
  %309 = load <4 x i16>, ptr %99, align 8
  store <4 x i16> %309, ptr %102, align 8
  %310 = load <4 x i16>, ptr %102, align 8
  %311 = bitcast <4 x i16> %310 to <8 x i8>
  %312 = sext <4 x i16> %310 to <4 x i32>
  store <4 x i32> %312, ptr %103, align 16
  %313 = load <4 x i32>, ptr %103, align 16
  store <4 x i32> %313, ptr %137, align 16
  store <2 x i64> <i64 -63, i64 40>, ptr %138, align 16
  br label %314

314:                                              ; preds = %269
  %315 = load <16 x i8>, ptr %122, align 16
  %316 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %315, ptr %95, align 16
  store <16 x i8> %316, ptr %96, align 16
  %317 = load <16 x i8>, ptr %95, align 16
  %318 = load <16 x i8>, ptr %96, align 16
  %319 = call <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8> %317, <16 x i8> %318)
  store <16 x i8> %319, ptr %97, align 16
  %320 = load <16 x i8>, ptr %97, align 16
  store <16 x i8> %320, ptr %139, align 16
  call void @pr(ptr noundef @.str, ptr noundef %139, i32 noundef 16)
  br label %321

321:                                              ; preds = %314
  br label %322

322:                                              ; preds = %321
  %323 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %323, ptr %88, align 16
  %324 = load <16 x i8>, ptr %88, align 16
  store <16 x i8> %324, ptr %89, align 16
  %325 = load <16 x i8>, ptr %89, align 16
  %326 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %325, ptr %92, align 16
  store <16 x i8> %326, ptr %93, align 16
  %327 = load <16 x i8>, ptr %92, align 16
  %328 = load <16 x i8>, ptr %93, align 16
  %329 = call <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8> %327, <16 x i8> %328)
  store <16 x i8> %329, ptr %94, align 16
  %330 = load <16 x i8>, ptr %94, align 16
  store <16 x i8> %330, ptr %140, align 16
  call void @pr(ptr noundef @.str.1, ptr noundef %140, i32 noundef 16)
  br label %331

331:                                              ; preds = %322
  br label %332

332:                                              ; preds = %331
  %333 = load <8 x i16>, ptr %125, align 16
  %334 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %333, ptr %85, align 16
  store <8 x i16> %334, ptr %86, align 16
  %335 = load <8 x i16>, ptr %85, align 16
  %336 = bitcast <8 x i16> %335 to <16 x i8>
  %337 = load <8 x i16>, ptr %86, align 16
  %338 = bitcast <8 x i16> %337 to <16 x i8>
  %339 = call <8 x i16> @llvm.aarch64.neon.srshl.v8i16(<8 x i16> %335, <8 x i16> %337)
  %340 = bitcast <8 x i16> %339 to <16 x i8>
  store <8 x i16> %339, ptr %87, align 16
  %341 = load <8 x i16>, ptr %87, align 16
  store <8 x i16> %341, ptr %141, align 16
  call void @pr(ptr noundef @.str.2, ptr noundef %141, i32 noundef 16)
  br label %342

342:                                              ; preds = %332
  br label %343

343:                                              ; preds = %342
  %344 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %344, ptr %78, align 16
  %345 = load <8 x i16>, ptr %78, align 16
  store <8 x i16> %345, ptr %79, align 16
  %346 = load <8 x i16>, ptr %79, align 16
  %347 = load <8 x i16>, ptr %136, align 16
  store <8 x i16> %346, ptr %82, align 16
  store <8 x i16> %347, ptr %83, align 16
  %348 = load <8 x i16>, ptr %82, align 16
  %349 = bitcast <8 x i16> %348 to <16 x i8>
  %350 = load <8 x i16>, ptr %83, align 16
  %351 = bitcast <8 x i16> %350 to <16 x i8>
  %352 = call <8 x i16> @llvm.aarch64.neon.urshl.v8i16(<8 x i16> %348, <8 x i16> %350)
  %353 = bitcast <8 x i16> %352 to <16 x i8>
  store <8 x i16> %352, ptr %84, align 16
  %354 = load <8 x i16>, ptr %84, align 16
  store <8 x i16> %354, ptr %142, align 16
  call void @pr(ptr noundef @.str.3, ptr noundef %142, i32 noundef 16)
  br label %355

355:                                              ; preds = %343
  br label %356

356:                                              ; preds = %355
  %357 = load <4 x i32>, ptr %128, align 16
  %358 = load <4 x i32>, ptr %137, align 16
  store <4 x i32> %357, ptr %75, align 16
  store <4 x i32> %358, ptr %76, align 16
  %359 = load <4 x i32>, ptr %75, align 16
  %360 = bitcast <4 x i32> %359 to <16 x i8>
  %361 = load <4 x i32>, ptr %76, align 16
  %362 = bitcast <4 x i32> %361 to <16 x i8>
  %363 = call <4 x i32> @llvm.aarch64.neon.sqrshl.v4i32(<4 x i32> %359, <4 x i32> %361)
  %364 = bitcast <4 x i32> %363 to <16 x i8>
  store <4 x i32> %363, ptr %77, align 16
  %365 = load <4 x i32>, ptr %77, align 16
  store <4 x i32> %365, ptr %143, align 16
  call void @pr(ptr noundef @.str.4, ptr noundef %143, i32 noundef 16)
  br label %366

366:                                              ; preds = %356
  br label %367

367:                                              ; preds = %366
  %368 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %368, ptr %68, align 16
  %369 = load <4 x i32>, ptr %68, align 16
  store <4 x i32> %369, ptr %69, align 16
  %370 = load <4 x i32>, ptr %69, align 16
  %371 = load <4 x i32>, ptr %137, align 16
  store <4 x i32> %370, ptr %72, align 16
  store <4 x i32> %371, ptr %73, align 16
  %372 = load <4 x i32>, ptr %72, align 16
  %373 = bitcast <4 x i32> %372 to <16 x i8>
  %374 = load <4 x i32>, ptr %73, align 16
  %375 = bitcast <4 x i32> %374 to <16 x i8>
  %376 = call <4 x i32> @llvm.aarch64.neon.uqrshl.v4i32(<4 x i32> %372, <4 x i32> %374)
  %377 = bitcast <4 x i32> %376 to <16 x i8>
  store <4 x i32> %376, ptr %74, align 16
  %378 = load <4 x i32>, ptr %74, align 16
  store <4 x i32> %378, ptr %144, align 16
  call void @pr(ptr noundef @.str.5, ptr noundef %144, i32 noundef 16)
  br label %379

379:                                              ; preds = %367
  br label %380

380:                                              ; preds = %379
  %381 = load <2 x i64>, ptr %131, align 16
  %382 = load <2 x i64>, ptr %138, align 16
  store <2 x i64> %381, ptr %65, align 16
  store <2 x i64> %382, ptr %66, align 16
  %383 = load <2 x i64>, ptr %65, align 16
  %384 = bitcast <2 x i64> %383 to <16 x i8>
  %385 = load <2 x i64>, ptr %66, align 16
  %386 = bitcast <2 x i64> %385 to <16 x i8>
  %387 = call <2 x i64> @llvm.aarch64.neon.sqshl.v2i64(<2 x i64> %383, <2 x i64> %385)
  %388 = bitcast <2 x i64> %387 to <16 x i8>
  store <2 x i64> %387, ptr %67, align 16
  %389 = load <2 x i64>, ptr %67, align 16
  store <2 x i64> %389, ptr %145, align 16
  call void @pr(ptr noundef @.str.6, ptr noundef %145, i32 noundef 16)
  br label %390

390:                                              ; preds = %380
  br label %391

391:                                              ; preds = %390
  %392 = load <2 x i64>, ptr %131, align 16
  %393 = load <2 x i64>, ptr %138, align 16
  store <2 x i64> %392, ptr %62, align 16
  store <2 x i64> %393, ptr %63, align 16
  %394 = load <2 x i64>, ptr %62, align 16
  %395 = bitcast <2 x i64> %394 to <16 x i8>
  %396 = load <2 x i64>, ptr %63, align 16
  %397 = bitcast <2 x i64> %396 to <16 x i8>
  %398 = call <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64> %394, <2 x i64> %396)
  %399 = bitcast <2 x i64> %398 to <16 x i8>
  store <2 x i64> %398, ptr %64, align 16
  %400 = load <2 x i64>, ptr %64, align 16
  store <2 x i64> %400, ptr %146, align 16
  call void @pr(ptr noundef @.str.7, ptr noundef %146, i32 noundef 16)
  br label %401

401:                                              ; preds = %391
  br label %402

402:                                              ; preds = %401
  %403 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %403, ptr %149, align 16
  %404 = load <8 x i16>, ptr %149, align 16
  %405 = bitcast <8 x i16> %404 to <16 x i8>
  %406 = bitcast <16 x i8> %405 to <8 x i16>
  %407 = call <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16> %406, <8 x i16> <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>)
  store <8 x i16> %407, ptr %148, align 16
  %408 = load <8 x i16>, ptr %148, align 16
  store <8 x i16> %408, ptr %150, align 16
  %409 = load <8 x i16>, ptr %150, align 16
  store <8 x i16> %409, ptr %147, align 16
  call void @pr(ptr noundef @.str.8, ptr noundef %147, i32 noundef 16)
  br label %410

410:                                              ; preds = %402
  br label %411

411:                                              ; preds = %410
  %412 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %412, ptr %153, align 16
  %413 = load <16 x i8>, ptr %153, align 16
  %414 = call <16 x i8> @llvm.aarch64.neon.sqshlu.v16i8(<16 x i8> %413, <16 x i8> <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>)
  store <16 x i8> %414, ptr %152, align 16
  %415 = load <16 x i8>, ptr %152, align 16
  store <16 x i8> %415, ptr %154, align 16
  %416 = load <16 x i8>, ptr %154, align 16
  store <16 x i8> %416, ptr %151, align 16
  call void @pr(ptr noundef @.str.9, ptr noundef %151, i32 noundef 16)
  br label %417

417:                                              ; preds = %411
  br label %418

418:                                              ; preds = %417
  %419 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %419, ptr %58, align 16
  %420 = load <4 x i32>, ptr %58, align 16
  %421 = load <4 x i32>, ptr %58, align 16
  %422 = shufflevector <4 x i32> %420, <4 x i32> %421, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %422, ptr %59, align 8
  %423 = load <2 x i32>, ptr %59, align 8
  store <2 x i32> %423, ptr %157, align 8
  %424 = load <2 x i32>, ptr %157, align 8
  %425 = bitcast <2 x i32> %424 to <8 x i8>
  %426 = bitcast <8 x i8> %425 to <2 x i32>
  %427 = call <2 x i32> @llvm.aarch64.neon.sqshlu.v2i32(<2 x i32> %426, <2 x i32> <i32 1, i32 1>)
  store <2 x i32> %427, ptr %156, align 8
  %428 = load <2 x i32>, ptr %156, align 8
  store <2 x i32> %428, ptr %158, align 8
  %429 = load <2 x i32>, ptr %158, align 8
  store <2 x i32> %429, ptr %155, align 8
  call void @pr(ptr noundef @.str.10, ptr noundef %155, i32 noundef 8)
  br label %430

430:                                              ; preds = %418
  br label %431

431:                                              ; preds = %430
  %432 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %432, ptr %56, align 16
  %433 = load <16 x i8>, ptr %56, align 16
  %434 = call <16 x i8> @llvm.aarch64.neon.cls.v16i8(<16 x i8> %433)
  store <16 x i8> %434, ptr %57, align 16
  %435 = load <16 x i8>, ptr %57, align 16
  store <16 x i8> %435, ptr %159, align 16
  call void @pr(ptr noundef @.str.11, ptr noundef %159, i32 noundef 16)
  br label %436

436:                                              ; preds = %431
  br label %437

437:                                              ; preds = %436
  %438 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %438, ptr %54, align 16
  %439 = load <4 x i32>, ptr %54, align 16
  %440 = bitcast <4 x i32> %439 to <16 x i8>
  %441 = call <4 x i32> @llvm.aarch64.neon.cls.v4i32(<4 x i32> %439)
  %442 = bitcast <4 x i32> %441 to <16 x i8>
  store <4 x i32> %441, ptr %55, align 16
  %443 = load <4 x i32>, ptr %55, align 16
  store <4 x i32> %443, ptr %160, align 16
  call void @pr(ptr noundef @.str.12, ptr noundef %160, i32 noundef 16)
  br label %444

444:                                              ; preds = %437
  br label %445

445:                                              ; preds = %444
  %446 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %446, ptr %48, align 16
  %447 = load <8 x i16>, ptr %48, align 16
  %448 = load <8 x i16>, ptr %48, align 16
  %449 = shufflevector <8 x i16> %447, <8 x i16> %448, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i16> %449, ptr %49, align 8
  %450 = load <4 x i16>, ptr %49, align 8
  store <4 x i16> %450, ptr %52, align 8
  %451 = load <4 x i16>, ptr %52, align 8
  %452 = bitcast <4 x i16> %451 to <8 x i8>
  %453 = call <4 x i16> @llvm.aarch64.neon.cls.v4i16(<4 x i16> %451)
  %454 = bitcast <4 x i16> %453 to <8 x i8>
  store <4 x i16> %453, ptr %53, align 8
  %455 = load <4 x i16>, ptr %53, align 8
  store <4 x i16> %455, ptr %161, align 8
  call void @pr(ptr noundef @.str.13, ptr noundef %161, i32 noundef 8)
  br label %456

456:                                              ; preds = %445
  %457 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %457, ptr %44, align 16
  %458 = load <16 x i8>, ptr %44, align 16
  store <16 x i8> %458, ptr %45, align 16
  %459 = load <16 x i8>, ptr %45, align 16
  store <16 x i8> %459, ptr %162, align 16
  %460 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %460, ptr %46, align 16
  %461 = load <16 x i8>, ptr %46, align 16
  store <16 x i8> %461, ptr %47, align 16
  %462 = load <16 x i8>, ptr %47, align 16
  store <16 x i8> %462, ptr %163, align 16
  br label %463

463:                                              ; preds = %456
  %464 = load <16 x i8>, ptr %162, align 16
  %465 = load <16 x i8>, ptr %163, align 16
  store <16 x i8> %464, ptr %41, align 16
  store <16 x i8> %465, ptr %42, align 16
  %466 = load <16 x i8>, ptr %41, align 16
  %467 = load <16 x i8>, ptr %42, align 16
  %468 = call <16 x i8> @llvm.aarch64.neon.pmul.v16i8(<16 x i8> %466, <16 x i8> %467)
  store <16 x i8> %468, ptr %43, align 16
  %469 = load <16 x i8>, ptr %43, align 16
  store <16 x i8> %469, ptr %164, align 16
  call void @pr(ptr noundef @.str.14, ptr noundef %164, i32 noundef 16)
  br label %470

470:                                              ; preds = %463
  br label %471

471:                                              ; preds = %470
  %472 = load <16 x i8>, ptr %162, align 16
  store <16 x i8> %472, ptr %36, align 16
  %473 = load <16 x i8>, ptr %36, align 16
  %474 = load <16 x i8>, ptr %36, align 16
  %475 = shufflevector <16 x i8> %473, <16 x i8> %474, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %475, ptr %37, align 8
  %476 = load <8 x i8>, ptr %37, align 8
  %477 = load <16 x i8>, ptr %163, align 16
  store <16 x i8> %477, ptr %34, align 16
  %478 = load <16 x i8>, ptr %34, align 16
  %479 = load <16 x i8>, ptr %34, align 16
  %480 = shufflevector <16 x i8> %478, <16 x i8> %479, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %480, ptr %35, align 8
  %481 = load <8 x i8>, ptr %35, align 8
  store <8 x i8> %476, ptr %38, align 8
  store <8 x i8> %481, ptr %39, align 8
  %482 = load <8 x i8>, ptr %38, align 8
  %483 = load <8 x i8>, ptr %39, align 8
  %484 = call <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8> %482, <8 x i8> %483)
  store <8 x i16> %484, ptr %40, align 16
  %485 = load <8 x i16>, ptr %40, align 16
  store <8 x i16> %485, ptr %165, align 16
  call void @pr(ptr noundef @.str.15, ptr noundef %165, i32 noundef 16)
  br label %486

486:                                              ; preds = %471
  br label %487

487:                                              ; preds = %486
  %488 = load <8 x i16>, ptr %125, align 16
  %489 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %488, ptr %31, align 16
  store <8 x i16> %489, ptr %32, align 16
  %490 = load <8 x i16>, ptr %31, align 16
  %491 = bitcast <8 x i16> %490 to <16 x i8>
  %492 = load <8 x i16>, ptr %32, align 16
  %493 = bitcast <8 x i16> %492 to <16 x i8>
  %494 = call <8 x i8> @llvm.aarch64.neon.raddhn.v8i8(<8 x i16> %490, <8 x i16> %492)
  store <8 x i8> %494, ptr %33, align 8
  %495 = load <8 x i8>, ptr %33, align 8
  store <8 x i8> %495, ptr %166, align 8
  call void @pr(ptr noundef @.str.16, ptr noundef %166, i32 noundef 8)
  br label %496

496:                                              ; preds = %487
  br label %497

497:                                              ; preds = %496
  %498 = load <4 x i32>, ptr %128, align 16
  %499 = load <4 x i32>, ptr %137, align 16
  store <4 x i32> %498, ptr %28, align 16
  store <4 x i32> %499, ptr %29, align 16
  %500 = load <4 x i32>, ptr %28, align 16
  %501 = bitcast <4 x i32> %500 to <16 x i8>
  %502 = load <4 x i32>, ptr %29, align 16
  %503 = bitcast <4 x i32> %502 to <16 x i8>
  %504 = call <4 x i16> @llvm.aarch64.neon.rsubhn.v4i16(<4 x i32> %500, <4 x i32> %502)
  %505 = bitcast <4 x i16> %504 to <8 x i8>
  store <4 x i16> %504, ptr %30, align 8
  %506 = load <4 x i16>, ptr %30, align 8
  store <4 x i16> %506, ptr %167, align 8
  call void @pr(ptr noundef @.str.17, ptr noundef %167, i32 noundef 8)
  br label %507

507:                                              ; preds = %497
  br label %508

508:                                              ; preds = %507
  %509 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %509, ptr %90, align 16
  %510 = load <16 x i8>, ptr %90, align 16
  store <16 x i8> %510, ptr %91, align 16
  %511 = load <16 x i8>, ptr %91, align 16
  %512 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %511, ptr %25, align 16
  store <16 x i8> %512, ptr %26, align 16
  %513 = load <16 x i8>, ptr %25, align 16
  %514 = load <16 x i8>, ptr %26, align 16
  %515 = call <16 x i8> @llvm.aarch64.neon.usqadd.v16i8(<16 x i8> %513, <16 x i8> %514)
  store <16 x i8> %515, ptr %27, align 16
  %516 = load <16 x i8>, ptr %27, align 16
  store <16 x i8> %516, ptr %168, align 16
  call void @pr(ptr noundef @.str.18, ptr noundef %168, i32 noundef 16)
  br label %517

517:                                              ; preds = %508
  br label %518

518:                                              ; preds = %517
  %519 = load <8 x i16>, ptr %125, align 16
  %520 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %520, ptr %80, align 16
  %521 = load <8 x i16>, ptr %80, align 16
  store <8 x i16> %521, ptr %81, align 16
  %522 = load <8 x i16>, ptr %81, align 16
  store <8 x i16> %519, ptr %22, align 16
  store <8 x i16> %522, ptr %23, align 16
  %523 = load <8 x i16>, ptr %22, align 16
  %524 = bitcast <8 x i16> %523 to <16 x i8>
  %525 = load <8 x i16>, ptr %23, align 16
  %526 = bitcast <8 x i16> %525 to <16 x i8>
  %527 = call <8 x i16> @llvm.aarch64.neon.suqadd.v8i16(<8 x i16> %523, <8 x i16> %525)
  store <8 x i16> %527, ptr %24, align 16
  %528 = load <8 x i16>, ptr %24, align 16
  store <8 x i16> %528, ptr %169, align 16
  call void @pr(ptr noundef @.str.19, ptr noundef %169, i32 noundef 16)
  br label %529

529:                                              ; preds = %518
  store <4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, ptr %170, align 16
  store <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>, ptr %171, align 16
  store <2 x double> <double 0.000000e+00, double 1.000000e+300>, ptr %172, align 16
  store <2 x double> <double 0xFFF0000000000000, double 1.000000e+10>, ptr %173, align 16
  br label %530

530:                                              ; preds = %529
  %531 = load <4 x float>, ptr %170, align 16
  %532 = load <4 x float>, ptr %171, align 16
  store <4 x float> %531, ptr %19, align 16
  store <4 x float> %532, ptr %20, align 16
  %533 = load <4 x float>, ptr %19, align 16
  %534 = bitcast <4 x float> %533 to <16 x i8>
  %535 = load <4 x float>, ptr %20, align 16
  %536 = bitcast <4 x float> %535 to <16 x i8>
  %537 = call <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float> %533, <4 x float> %535)
  store <4 x float> %537, ptr %21, align 16
  %538 = load <4 x float>, ptr %21, align 16
  store <4 x float> %538, ptr %174, align 16
  call void @pr(ptr noundef @.str.20, ptr noundef %174, i32 noundef 16)
  br label %539

539:                                              ; preds = %530
  br label %540

540:                                              ; preds = %539
  %541 = load <2 x double>, ptr %172, align 16
  %542 = load <2 x double>, ptr %173, align 16
  store <2 x double> %541, ptr %16, align 16
  store <2 x double> %542, ptr %17, align 16
  %543 = load <2 x double>, ptr %16, align 16
  %544 = bitcast <2 x double> %543 to <16 x i8>
  %545 = load <2 x double>, ptr %17, align 16
  %546 = bitcast <2 x double> %545 to <16 x i8>
  %547 = call <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double> %543, <2 x double> %545)
  store <2 x double> %547, ptr %18, align 16
  %548 = load <2 x double>, ptr %18, align 16
  store <2 x double> %548, ptr %175, align 16
  call void @pr(ptr noundef @.str.21, ptr noundef %175, i32 noundef 16)
  br label %549

549:                                              ; preds = %540
  br label %550

550:                                              ; preds = %549
  %551 = load <4 x float>, ptr %170, align 16
  %552 = load <4 x float>, ptr %171, align 16
  store <4 x float> %551, ptr %13, align 16
  store <4 x float> %552, ptr %14, align 16
  %553 = load <4 x float>, ptr %13, align 16
  %554 = bitcast <4 x float> %553 to <16 x i8>
  %555 = load <4 x float>, ptr %14, align 16
  %556 = bitcast <4 x float> %555 to <16 x i8>
  %557 = call <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float> %553, <4 x float> %555)
  %558 = bitcast <4 x float> %557 to <16 x i8>
  store <4 x float> %557, ptr %15, align 16
  %559 = load <4 x float>, ptr %15, align 16
  store <4 x float> %559, ptr %176, align 16
  call void @pr(ptr noundef @.str.22, ptr noundef %176, i32 noundef 16)
  br label %560

560:                                              ; preds = %550
  br label %561

561:                                              ; preds = %560
  %562 = load <4 x float>, ptr %170, align 16
  %563 = load <4 x float>, ptr %171, align 16
  store <4 x float> %562, ptr %10, align 16
  store <4 x float> %563, ptr %11, align 16
  %564 = load <4 x float>, ptr %10, align 16
  %565 = bitcast <4 x float> %564 to <16 x i8>
  %566 = load <4 x float>, ptr %11, align 16
  %567 = bitcast <4 x float> %566 to <16 x i8>
  %568 = call <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float> %564, <4 x float> %566)
  %569 = bitcast <4 x float> %568 to <16 x i8>
  store <4 x float> %568, ptr %12, align 16
  %570 = load <4 x float>, ptr %12, align 16
  store <4 x float> %570, ptr %177, align 16
  call void @pr(ptr noundef @.str.23, ptr noundef %177, i32 noundef 16)
  br label %571

571:                                              ; preds = %561
  br label %572

572:                                              ; preds = %571
  %573 = load <2 x double>, ptr %172, align 16
  store <2 x double> %573, ptr %3, align 16
  %574 = load <2 x double>, ptr %3, align 16
  %575 = load <2 x double>, ptr %3, align 16
  %576 = shufflevector <2 x double> %574, <2 x double> %575, <1 x i32> zeroinitializer
  store <1 x double> %576, ptr %4, align 8
  %577 = load <1 x double>, ptr %4, align 8
  %578 = load <2 x double>, ptr %173, align 16
  store <2 x double> %578, ptr %5, align 16
  %579 = load <2 x double>, ptr %5, align 16
  %580 = load <2 x double>, ptr %5, align 16
  %581 = shufflevector <2 x double> %579, <2 x double> %580, <1 x i32> zeroinitializer
  store <1 x double> %581, ptr %6, align 8
  %582 = load <1 x double>, ptr %6, align 8
  store <1 x double> %577, ptr %7, align 8
  store <1 x double> %582, ptr %8, align 8
  %583 = load <1 x double>, ptr %7, align 8
  %584 = bitcast <1 x double> %583 to <8 x i8>
  %585 = load <1 x double>, ptr %8, align 8
  %586 = bitcast <1 x double> %585 to <8 x i8>
  %587 = call <1 x double> @llvm.aarch64.neon.frecps.v1f64(<1 x double> %583, <1 x double> %585)
  %588 = bitcast <1 x double> %587 to <8 x i8>
  store <1 x double> %587, ptr %9, align 8
  %589 = load <1 x double>, ptr %9, align 8
  store <1 x double> %589, ptr %178, align 8
  call void @pr(ptr noundef @.str.24, ptr noundef %178, i32 noundef 8)
  br label %590

590:                                              ; preds = %572
  store <4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, ptr %179, align 16
  br label %591

591:                                              ; preds = %590
  %592 = load <4 x float>, ptr %179, align 16
  store <4 x float> %592, ptr %182, align 16
  %593 = load <4 x float>, ptr %182, align 16
  %594 = bitcast <4 x float> %593 to <16 x i8>
  %595 = bitcast <16 x i8> %594 to <4 x float>
  %596 = call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxs.v4i32.v4f32(<4 x float> %595, i32 16)
  store <4 x i32> %596, ptr %181, align 16
  %597 = load <4 x i32>, ptr %181, align 16
  store <4 x i32> %597, ptr %183, align 16
  %598 = load <4 x i32>, ptr %183, align 16
  store <4 x i32> %598, ptr %180, align 16
  call void @pr(ptr noundef @.str.25, ptr noundef %180, i32 noundef 16)
  br label %599

599:                                              ; preds = %591
  br label %600

600:                                              ; preds = %599
  %601 = load <4 x float>, ptr %179, align 16
  store <4 x float> %601, ptr %186, align 16
  %602 = load <4 x float>, ptr %186, align 16
  %603 = bitcast <4 x float> %602 to <16 x i8>
  %604 = bitcast <16 x i8> %603 to <4 x float>
  %605 = call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxu.v4i32.v4f32(<4 x float> %604, i32 4)
  store <4 x i32> %605, ptr %185, align 16
  %606 = load <4 x i32>, ptr %185, align 16
  store <4 x i32> %606, ptr %187, align 16
  %607 = load <4 x i32>, ptr %187, align 16
  store <4 x i32> %607, ptr %184, align 16
  call void @pr(ptr noundef @.str.26, ptr noundef %184, i32 noundef 16)
  br label %608

608:                                              ; preds = %600
  br label %609

609:                                              ; preds = %608
  %610 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %610, ptr %190, align 16
  %611 = load <4 x i32>, ptr %190, align 16
  %612 = bitcast <4 x i32> %611 to <16 x i8>
  %613 = bitcast <16 x i8> %612 to <4 x i32>
  %614 = call <4 x float> @llvm.aarch64.neon.vcvtfxs2fp.v4f32.v4i32(<4 x i32> %613, i32 10)
  store <4 x float> %614, ptr %189, align 16
  %615 = load <4 x float>, ptr %189, align 16
  store <4 x float> %615, ptr %191, align 16
  %616 = load <4 x float>, ptr %191, align 16
  store <4 x float> %616, ptr %188, align 16
  call void @pr(ptr noundef @.str.27, ptr noundef %188, i32 noundef 16)
  br label %617

617:                                              ; preds = %609
  br label %618

618:                                              ; preds = %617
  %619 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %619, ptr %70, align 16
  %620 = load <4 x i32>, ptr %70, align 16
  store <4 x i32> %620, ptr %71, align 16
  %621 = load <4 x i32>, ptr %71, align 16
  store <4 x i32> %621, ptr %194, align 16
  %622 = load <4 x i32>, ptr %194, align 16
  %623 = bitcast <4 x i32> %622 to <16 x i8>
  %624 = bitcast <16 x i8> %623 to <4 x i32>
  %625 = call <4 x float> @llvm.aarch64.neon.vcvtfxu2fp.v4f32.v4i32(<4 x i32> %624, i32 31)
  store <4 x float> %625, ptr %193, align 16
  %626 = load <4 x float>, ptr %193, align 16
  store <4 x float> %626, ptr %195, align 16
  %627 = load <4 x float>, ptr %195, align 16
  store <4 x float> %627, ptr %192, align 16
  call void @pr(ptr noundef @.str.28, ptr noundef %192, i32 noundef 16)
  br label %628

628:                                              ; preds = %618
  br label %629

629:                                              ; preds = %628
  %630 = load <2 x i64>, ptr %131, align 16
  store <2 x i64> %630, ptr %198, align 16
  %631 = load <2 x i64>, ptr %198, align 16
  %632 = bitcast <2 x i64> %631 to <16 x i8>
  %633 = bitcast <16 x i8> %632 to <2 x i64>
  %634 = call <2 x double> @llvm.aarch64.neon.vcvtfxs2fp.v2f64.v2i64(<2 x i64> %633, i32 3)
  store <2 x double> %634, ptr %197, align 16
  %635 = load <2 x double>, ptr %197, align 16
  store <2 x double> %635, ptr %199, align 16
  %636 = load <2 x double>, ptr %199, align 16
  store <2 x double> %636, ptr %196, align 16
  call void @pr(ptr noundef @.str.29, ptr noundef %196, i32 noundef 16)
  br label %637

637:                                              ; preds = %629
  br label %638

638:                                              ; preds = %637
  %639 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %639, ptr %202, align 16
  %640 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %640, ptr %203, align 16
  %641 = load <8 x i16>, ptr %202, align 16
  %642 = bitcast <8 x i16> %641 to <16 x i8>
  %643 = load <8 x i16>, ptr %203, align 16
  %644 = bitcast <8 x i16> %643 to <16 x i8>
  %645 = bitcast <16 x i8> %642 to <8 x i16>
  %646 = bitcast <16 x i8> %644 to <8 x i16>
  %647 = call <8 x i16> @llvm.aarch64.neon.sqdmulh.laneq.v8i16.v8i16(<8 x i16> %645, <8 x i16> %646, i32 2)
  store <8 x i16> %647, ptr %201, align 16
  %648 = load <8 x i16>, ptr %201, align 16
  store <8 x i16> %648, ptr %204, align 16
  %649 = load <8 x i16>, ptr %204, align 16
  store <8 x i16> %649, ptr %200, align 16
  call void @pr(ptr noundef @.str.30, ptr noundef %200, i32 noundef 16)
  br label %650

650:                                              ; preds = %638
  br label %651

651:                                              ; preds = %650
  %652 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %652, ptr %207, align 16
  %653 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %653, ptr %60, align 16
  %654 = load <4 x i32>, ptr %60, align 16
  %655 = load <4 x i32>, ptr %60, align 16
  %656 = shufflevector <4 x i32> %654, <4 x i32> %655, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %656, ptr %61, align 8
  %657 = load <2 x i32>, ptr %61, align 8
  store <2 x i32> %657, ptr %208, align 8
  %658 = load <4 x i32>, ptr %207, align 16
  %659 = bitcast <4 x i32> %658 to <16 x i8>
  %660 = load <2 x i32>, ptr %208, align 8
  %661 = bitcast <2 x i32> %660 to <8 x i8>
  %662 = bitcast <16 x i8> %659 to <4 x i32>
  %663 = bitcast <8 x i8> %661 to <2 x i32>
  %664 = call <4 x i32> @llvm.aarch64.neon.sqrdmulh.lane.v4i32.v2i32(<4 x i32> %662, <2 x i32> %663, i32 1)
  store <4 x i32> %664, ptr %206, align 16
  %665 = load <4 x i32>, ptr %206, align 16
  store <4 x i32> %665, ptr %209, align 16
  %666 = load <4 x i32>, ptr %209, align 16
  store <4 x i32> %666, ptr %205, align 16
  call void @pr(ptr noundef @.str.31, ptr noundef %205, i32 noundef 16)
  br label %667

667:                                              ; preds = %651
  br label %668

668:                                              ; preds = %667
  %669 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %669, ptr %100, align 16
  %670 = load <8 x i16>, ptr %100, align 16
  %671 = load <8 x i16>, ptr %100, align 16
  %672 = shufflevector <8 x i16> %670, <8 x i16> %671, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %672, ptr %101, align 8
  %673 = load <4 x i16>, ptr %101, align 8
  store <4 x i16> %673, ptr %212, align 8
  %674 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %674, ptr %50, align 16
  %675 = load <8 x i16>, ptr %50, align 16
  %676 = load <8 x i16>, ptr %50, align 16
  %677 = shufflevector <8 x i16> %675, <8 x i16> %676, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i16> %677, ptr %51, align 8
  %678 = load <4 x i16>, ptr %51, align 8
  store <4 x i16> %678, ptr %213, align 8
  %679 = load <4 x i16>, ptr %212, align 8
  %680 = bitcast <4 x i16> %679 to <8 x i8>
  %681 = load <4 x i16>, ptr %213, align 8
  %682 = bitcast <4 x i16> %681 to <8 x i8>
  %683 = bitcast <8 x i8> %680 to <4 x i16>
  %684 = bitcast <8 x i8> %682 to <4 x i16>
  %685 = call <4 x i16> @llvm.aarch64.neon.sqdmulh.lane.v4i16.v4i16(<4 x i16> %683, <4 x i16> %684, i32 3)
  store <4 x i16> %685, ptr %211, align 8
  %686 = load <4 x i16>, ptr %211, align 8
  store <4 x i16> %686, ptr %214, align 8
  %687 = load <4 x i16>, ptr %214, align 8
  store <4 x i16> %687, ptr %210, align 8
  call void @pr(ptr noundef @.str.32, ptr noundef %210, i32 noundef 8)
  br label %688

688:                                              ; preds = %668
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, ptr noundef %10)
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %24, %3
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %27

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, ptr %17, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, i32 noundef %22)
  br label %24

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %12, !llvm.loop !10

27:                                               ; preds = %12
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.35)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshlu.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sqshlu.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.vcvtfp2fxs.v4i32.v4f32(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.vcvtfp2fxu.v4i32.v4f32(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvtfxs2fp.v4f32.v4i32(<4 x i32>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvtfxu2fp.v4f32.v4i32(<4 x i32>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.aarch64.neon.vcvtfxs2fp.v2f64.v2i64(<2 x i64>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqdmulh.laneq.v8i16.v8i16(<8 x i16>, <8 x i16>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrdmulh.lane.v4i32.v2i32(<4 x i32>, <2 x i32>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqdmulh.lane.v4i16.v4i16(<4 x i16>, <4 x i16>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8>, <16 x i8>) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.srshl.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.urshl.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrshl.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.uqrshl.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.sqshl.v2i64(<2 x i64>, <2 x i64>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64>, <2 x i64>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.cls.v16i8(<16 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.cls.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.cls.v4i16(<4 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.pmul.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8>, <8 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.raddhn.v8i8(<8 x i16>, <8 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.rsubhn.v4i16(<4 x i32>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.usqadd.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.suqadd.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double>, <2 x double>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <1 x double> @llvm.aarch64.neon.frecps.v1f64(<1 x double>, <1 x double>) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
