; ModuleID = 'tests/run/aarch64/neon_more2.c'
source_filename = "tests/run/aarch64/neon_more2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.uint8x8x2_t = type { [2 x <8 x i8>] }
%struct.uint16x8x3_t = type { [3 x <8 x i16>] }
%struct.float32x2x4_t = type { [4 x <2 x float>] }

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
@__const.main.fl = private unnamed_addr constant [8 x float] [float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00, float 7.000000e+00, float -8.500000e+00, float 9.000000e+00, float 1.000000e+01], align 4
@.str.33 = private unnamed_addr constant [13 x i8] c"vld2_lane_u8\00", align 1
@.str.34 = private unnamed_addr constant [15 x i8] c"vld3q_lane_u16\00", align 1
@.str.35 = private unnamed_addr constant [14 x i8] c"vld4_lane_f32\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"lane stores\00", align 1
@.str.37 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.39 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

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
  %215 = alloca [64 x i8], align 1
  %216 = alloca i32, align 4
  %217 = alloca [32 x i16], align 2
  %218 = alloca i32, align 4
  %219 = alloca [8 x float], align 4
  %220 = alloca %struct.uint8x8x2_t, align 8
  %221 = alloca %struct.uint8x8x2_t, align 8
  %222 = alloca %struct.uint8x8x2_t, align 8
  %223 = alloca %struct.uint8x8x2_t, align 8
  %224 = alloca %struct.uint8x8x2_t, align 8
  %225 = alloca %struct.uint16x8x3_t, align 16
  %226 = alloca %struct.uint16x8x3_t, align 16
  %227 = alloca %struct.uint16x8x3_t, align 16
  %228 = alloca %struct.uint16x8x3_t, align 16
  %229 = alloca %struct.uint16x8x3_t, align 16
  %230 = alloca %struct.float32x2x4_t, align 8
  %231 = alloca %struct.float32x2x4_t, align 8
  %232 = alloca %struct.float32x2x4_t, align 8
  %233 = alloca %struct.float32x2x4_t, align 8
  %234 = alloca %struct.float32x2x4_t, align 8
  %235 = alloca [32 x i8], align 1
  %236 = alloca %struct.uint8x8x2_t, align 8
  %237 = alloca %struct.uint16x8x3_t, align 16
  %238 = alloca %struct.float32x2x4_t, align 8
  store i32 0, ptr %112, align 4
  store i32 %0, ptr %113, align 4
  store ptr %1, ptr %114, align 8
  %239 = load ptr, ptr %114, align 8
  %240 = load i32, ptr %113, align 4
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 -9223372036854775808, %241
  store i64 %242, ptr %118, align 8
  %243 = getelementptr inbounds i64, ptr %118, i64 1
  store i64 81985529216486895, ptr %243, align 8
  store i32 0, ptr %119, align 4
  br label %244

244:                                              ; preds = %257, %2
  %245 = load i32, ptr %119, align 4
  %246 = icmp slt i32 %245, 16
  br i1 %246, label %247, label %260

247:                                              ; preds = %244
  %248 = load i32, ptr %119, align 4
  %249 = mul nsw i32 %248, 29
  %250 = sub nsw i32 %249, 100
  %251 = load i32, ptr %113, align 4
  %252 = add nsw i32 %250, %251
  %253 = trunc i32 %252 to i8
  %254 = load i32, ptr %119, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [16 x i8], ptr %115, i64 0, i64 %255
  store i8 %253, ptr %256, align 1
  br label %257

257:                                              ; preds = %247
  %258 = load i32, ptr %119, align 4
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %119, align 4
  br label %244, !llvm.loop !6

260:                                              ; preds = %244
  store i32 0, ptr %120, align 4
  br label %261

261:                                              ; preds = %274, %260
  %262 = load i32, ptr %120, align 4
  %263 = icmp slt i32 %262, 8
  br i1 %263, label %264, label %277

264:                                              ; preds = %261
  %265 = load i32, ptr %120, align 4
  %266 = mul nsw i32 %265, 9001
  %267 = sub nsw i32 %266, 30000
  %268 = load i32, ptr %113, align 4
  %269 = add nsw i32 %267, %268
  %270 = trunc i32 %269 to i16
  %271 = load i32, ptr %120, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [8 x i16], ptr %116, i64 0, i64 %272
  store i16 %270, ptr %273, align 2
  br label %274

274:                                              ; preds = %264
  %275 = load i32, ptr %120, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %120, align 4
  br label %261, !llvm.loop !8

277:                                              ; preds = %261
  store i32 0, ptr %121, align 4
  br label %278

278:                                              ; preds = %290, %277
  %279 = load i32, ptr %121, align 4
  %280 = icmp slt i32 %279, 4
  br i1 %280, label %281, label %293

281:                                              ; preds = %278
  %282 = load i32, ptr %121, align 4
  %283 = mul i32 %282, 1500000000
  %284 = load i32, ptr %113, align 4
  %285 = mul i32 7, %284
  %286 = add i32 %283, %285
  %287 = load i32, ptr %121, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [4 x i32], ptr %117, i64 0, i64 %288
  store i32 %286, ptr %289, align 4
  br label %290

290:                                              ; preds = %281
  %291 = load i32, ptr %121, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %121, align 4
  br label %278, !llvm.loop !9

293:                                              ; preds = %278
  %294 = getelementptr inbounds [16 x i8], ptr %115, i64 0, i64 3
  store i8 -128, ptr %294, align 1
  %295 = getelementptr inbounds [8 x i16], ptr %116, i64 0, i64 2
  store i16 -32768, ptr %295, align 2
  %296 = getelementptr inbounds [4 x i32], ptr %117, i64 0, i64 1
  store i32 2147483647, ptr %296, align 4
  %297 = getelementptr inbounds [16 x i8], ptr %115, i64 0, i64 0
  %298 = load <16 x i8>, ptr %297, align 1
  store <16 x i8> %298, ptr %123, align 16
  %299 = load <16 x i8>, ptr %123, align 16
  store <16 x i8> %299, ptr %124, align 16
  %300 = load <16 x i8>, ptr %124, align 16
  store <16 x i8> %300, ptr %122, align 16
  %301 = getelementptr inbounds [8 x i16], ptr %116, i64 0, i64 0
  %302 = load <8 x i16>, ptr %301, align 2
  store <8 x i16> %302, ptr %126, align 16
  %303 = load <8 x i16>, ptr %126, align 16
  store <8 x i16> %303, ptr %127, align 16
  %304 = load <8 x i16>, ptr %127, align 16
  store <8 x i16> %304, ptr %125, align 16
  %305 = getelementptr inbounds [4 x i32], ptr %117, i64 0, i64 0
  %306 = load <4 x i32>, ptr %305, align 4
  store <4 x i32> %306, ptr %129, align 16
  %307 = load <4 x i32>, ptr %129, align 16
  store <4 x i32> %307, ptr %130, align 16
  %308 = load <4 x i32>, ptr %130, align 16
  store <4 x i32> %308, ptr %128, align 16
  %309 = getelementptr inbounds [2 x i64], ptr %118, i64 0, i64 0
  %310 = load <2 x i64>, ptr %309, align 8
  store <2 x i64> %310, ptr %132, align 16
  %311 = load <2 x i64>, ptr %132, align 16
  store <2 x i64> %311, ptr %133, align 16
  %312 = load <2 x i64>, ptr %133, align 16
  store <2 x i64> %312, ptr %131, align 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>, ptr %134, align 16
  %313 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %313, ptr %106, align 16
  %314 = load <16 x i8>, ptr %106, align 16
  %315 = load <16 x i8>, ptr %106, align 16
  %316 = shufflevector <16 x i8> %314, <16 x i8> %315, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %316, ptr %107, align 8
  %317 = load <8 x i8>, ptr %107, align 8
  store <8 x i8> %317, ptr %108, align 8
  %318 = load <8 x i8>, ptr %108, align 8
  %319 = sext <8 x i8> %318 to <8 x i16>
  store <8 x i16> %319, ptr %109, align 16
  %320 = load <8 x i16>, ptr %109, align 16
  store <8 x i16> %320, ptr %135, align 16
  %321 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %321, ptr %104, align 16
  %322 = load <16 x i8>, ptr %104, align 16
  %323 = load <16 x i8>, ptr %104, align 16
  %324 = shufflevector <16 x i8> %322, <16 x i8> %323, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %324, ptr %105, align 8
  %325 = load <8 x i8>, ptr %105, align 8
  store <8 x i8> %325, ptr %110, align 8
  %326 = load <8 x i8>, ptr %110, align 8
  %327 = sext <8 x i8> %326 to <8 x i16>
  store <8 x i16> %327, ptr %111, align 16
  %328 = load <8 x i16>, ptr %111, align 16
  store <8 x i16> %328, ptr %136, align 16
  %329 = load <8 x i16>, ptr %136, align 16
  store <8 x i16> %329, ptr %98, align 16
  %330 = load <8 x i16>, ptr %98, align 16
  %331 = load <8 x i16>, ptr %98, align 16
  %332 = shufflevector <8 x i16> %330, <8 x i16> %331, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %332, ptr %99, align 8
  %333 = load <4 x i16>, ptr %99, align 8
  store <4 x i16> %333, ptr %102, align 8
  %334 = load <4 x i16>, ptr %102, align 8
  %335 = bitcast <4 x i16> %334 to <8 x i8>
  %336 = sext <4 x i16> %334 to <4 x i32>
  store <4 x i32> %336, ptr %103, align 16
  %337 = load <4 x i32>, ptr %103, align 16
  store <4 x i32> %337, ptr %137, align 16
  store <2 x i64> <i64 -63, i64 40>, ptr %138, align 16
  br label %338

338:                                              ; preds = %293
  %339 = load <16 x i8>, ptr %122, align 16
  %340 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %339, ptr %95, align 16
  store <16 x i8> %340, ptr %96, align 16
  %341 = load <16 x i8>, ptr %95, align 16
  %342 = load <16 x i8>, ptr %96, align 16
  %343 = call <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8> %341, <16 x i8> %342)
  store <16 x i8> %343, ptr %97, align 16
  %344 = load <16 x i8>, ptr %97, align 16
  store <16 x i8> %344, ptr %139, align 16
  call void @pr(ptr noundef @.str, ptr noundef %139, i32 noundef 16)
  br label %345

345:                                              ; preds = %338
  br label %346

346:                                              ; preds = %345
  %347 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %347, ptr %88, align 16
  %348 = load <16 x i8>, ptr %88, align 16
  store <16 x i8> %348, ptr %89, align 16
  %349 = load <16 x i8>, ptr %89, align 16
  %350 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %349, ptr %92, align 16
  store <16 x i8> %350, ptr %93, align 16
  %351 = load <16 x i8>, ptr %92, align 16
  %352 = load <16 x i8>, ptr %93, align 16
  %353 = call <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8> %351, <16 x i8> %352)
  store <16 x i8> %353, ptr %94, align 16
  %354 = load <16 x i8>, ptr %94, align 16
  store <16 x i8> %354, ptr %140, align 16
  call void @pr(ptr noundef @.str.1, ptr noundef %140, i32 noundef 16)
  br label %355

355:                                              ; preds = %346
  br label %356

356:                                              ; preds = %355
  %357 = load <8 x i16>, ptr %125, align 16
  %358 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %357, ptr %85, align 16
  store <8 x i16> %358, ptr %86, align 16
  %359 = load <8 x i16>, ptr %85, align 16
  %360 = bitcast <8 x i16> %359 to <16 x i8>
  %361 = load <8 x i16>, ptr %86, align 16
  %362 = bitcast <8 x i16> %361 to <16 x i8>
  %363 = call <8 x i16> @llvm.aarch64.neon.srshl.v8i16(<8 x i16> %359, <8 x i16> %361)
  %364 = bitcast <8 x i16> %363 to <16 x i8>
  store <8 x i16> %363, ptr %87, align 16
  %365 = load <8 x i16>, ptr %87, align 16
  store <8 x i16> %365, ptr %141, align 16
  call void @pr(ptr noundef @.str.2, ptr noundef %141, i32 noundef 16)
  br label %366

366:                                              ; preds = %356
  br label %367

367:                                              ; preds = %366
  %368 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %368, ptr %78, align 16
  %369 = load <8 x i16>, ptr %78, align 16
  store <8 x i16> %369, ptr %79, align 16
  %370 = load <8 x i16>, ptr %79, align 16
  %371 = load <8 x i16>, ptr %136, align 16
  store <8 x i16> %370, ptr %82, align 16
  store <8 x i16> %371, ptr %83, align 16
  %372 = load <8 x i16>, ptr %82, align 16
  %373 = bitcast <8 x i16> %372 to <16 x i8>
  %374 = load <8 x i16>, ptr %83, align 16
  %375 = bitcast <8 x i16> %374 to <16 x i8>
  %376 = call <8 x i16> @llvm.aarch64.neon.urshl.v8i16(<8 x i16> %372, <8 x i16> %374)
  %377 = bitcast <8 x i16> %376 to <16 x i8>
  store <8 x i16> %376, ptr %84, align 16
  %378 = load <8 x i16>, ptr %84, align 16
  store <8 x i16> %378, ptr %142, align 16
  call void @pr(ptr noundef @.str.3, ptr noundef %142, i32 noundef 16)
  br label %379

379:                                              ; preds = %367
  br label %380

380:                                              ; preds = %379
  %381 = load <4 x i32>, ptr %128, align 16
  %382 = load <4 x i32>, ptr %137, align 16
  store <4 x i32> %381, ptr %75, align 16
  store <4 x i32> %382, ptr %76, align 16
  %383 = load <4 x i32>, ptr %75, align 16
  %384 = bitcast <4 x i32> %383 to <16 x i8>
  %385 = load <4 x i32>, ptr %76, align 16
  %386 = bitcast <4 x i32> %385 to <16 x i8>
  %387 = call <4 x i32> @llvm.aarch64.neon.sqrshl.v4i32(<4 x i32> %383, <4 x i32> %385)
  %388 = bitcast <4 x i32> %387 to <16 x i8>
  store <4 x i32> %387, ptr %77, align 16
  %389 = load <4 x i32>, ptr %77, align 16
  store <4 x i32> %389, ptr %143, align 16
  call void @pr(ptr noundef @.str.4, ptr noundef %143, i32 noundef 16)
  br label %390

390:                                              ; preds = %380
  br label %391

391:                                              ; preds = %390
  %392 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %392, ptr %68, align 16
  %393 = load <4 x i32>, ptr %68, align 16
  store <4 x i32> %393, ptr %69, align 16
  %394 = load <4 x i32>, ptr %69, align 16
  %395 = load <4 x i32>, ptr %137, align 16
  store <4 x i32> %394, ptr %72, align 16
  store <4 x i32> %395, ptr %73, align 16
  %396 = load <4 x i32>, ptr %72, align 16
  %397 = bitcast <4 x i32> %396 to <16 x i8>
  %398 = load <4 x i32>, ptr %73, align 16
  %399 = bitcast <4 x i32> %398 to <16 x i8>
  %400 = call <4 x i32> @llvm.aarch64.neon.uqrshl.v4i32(<4 x i32> %396, <4 x i32> %398)
  %401 = bitcast <4 x i32> %400 to <16 x i8>
  store <4 x i32> %400, ptr %74, align 16
  %402 = load <4 x i32>, ptr %74, align 16
  store <4 x i32> %402, ptr %144, align 16
  call void @pr(ptr noundef @.str.5, ptr noundef %144, i32 noundef 16)
  br label %403

403:                                              ; preds = %391
  br label %404

404:                                              ; preds = %403
  %405 = load <2 x i64>, ptr %131, align 16
  %406 = load <2 x i64>, ptr %138, align 16
  store <2 x i64> %405, ptr %65, align 16
  store <2 x i64> %406, ptr %66, align 16
  %407 = load <2 x i64>, ptr %65, align 16
  %408 = bitcast <2 x i64> %407 to <16 x i8>
  %409 = load <2 x i64>, ptr %66, align 16
  %410 = bitcast <2 x i64> %409 to <16 x i8>
  %411 = call <2 x i64> @llvm.aarch64.neon.sqshl.v2i64(<2 x i64> %407, <2 x i64> %409)
  %412 = bitcast <2 x i64> %411 to <16 x i8>
  store <2 x i64> %411, ptr %67, align 16
  %413 = load <2 x i64>, ptr %67, align 16
  store <2 x i64> %413, ptr %145, align 16
  call void @pr(ptr noundef @.str.6, ptr noundef %145, i32 noundef 16)
  br label %414

414:                                              ; preds = %404
  br label %415

415:                                              ; preds = %414
  %416 = load <2 x i64>, ptr %131, align 16
  %417 = load <2 x i64>, ptr %138, align 16
  store <2 x i64> %416, ptr %62, align 16
  store <2 x i64> %417, ptr %63, align 16
  %418 = load <2 x i64>, ptr %62, align 16
  %419 = bitcast <2 x i64> %418 to <16 x i8>
  %420 = load <2 x i64>, ptr %63, align 16
  %421 = bitcast <2 x i64> %420 to <16 x i8>
  %422 = call <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64> %418, <2 x i64> %420)
  %423 = bitcast <2 x i64> %422 to <16 x i8>
  store <2 x i64> %422, ptr %64, align 16
  %424 = load <2 x i64>, ptr %64, align 16
  store <2 x i64> %424, ptr %146, align 16
  call void @pr(ptr noundef @.str.7, ptr noundef %146, i32 noundef 16)
  br label %425

425:                                              ; preds = %415
  br label %426

426:                                              ; preds = %425
  %427 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %427, ptr %149, align 16
  %428 = load <8 x i16>, ptr %149, align 16
  %429 = bitcast <8 x i16> %428 to <16 x i8>
  %430 = bitcast <16 x i8> %429 to <8 x i16>
  %431 = call <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16> %430, <8 x i16> <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>)
  store <8 x i16> %431, ptr %148, align 16
  %432 = load <8 x i16>, ptr %148, align 16
  store <8 x i16> %432, ptr %150, align 16
  %433 = load <8 x i16>, ptr %150, align 16
  store <8 x i16> %433, ptr %147, align 16
  call void @pr(ptr noundef @.str.8, ptr noundef %147, i32 noundef 16)
  br label %434

434:                                              ; preds = %426
  br label %435

435:                                              ; preds = %434
  %436 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %436, ptr %153, align 16
  %437 = load <16 x i8>, ptr %153, align 16
  %438 = call <16 x i8> @llvm.aarch64.neon.sqshlu.v16i8(<16 x i8> %437, <16 x i8> <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>)
  store <16 x i8> %438, ptr %152, align 16
  %439 = load <16 x i8>, ptr %152, align 16
  store <16 x i8> %439, ptr %154, align 16
  %440 = load <16 x i8>, ptr %154, align 16
  store <16 x i8> %440, ptr %151, align 16
  call void @pr(ptr noundef @.str.9, ptr noundef %151, i32 noundef 16)
  br label %441

441:                                              ; preds = %435
  br label %442

442:                                              ; preds = %441
  %443 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %443, ptr %58, align 16
  %444 = load <4 x i32>, ptr %58, align 16
  %445 = load <4 x i32>, ptr %58, align 16
  %446 = shufflevector <4 x i32> %444, <4 x i32> %445, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %446, ptr %59, align 8
  %447 = load <2 x i32>, ptr %59, align 8
  store <2 x i32> %447, ptr %157, align 8
  %448 = load <2 x i32>, ptr %157, align 8
  %449 = bitcast <2 x i32> %448 to <8 x i8>
  %450 = bitcast <8 x i8> %449 to <2 x i32>
  %451 = call <2 x i32> @llvm.aarch64.neon.sqshlu.v2i32(<2 x i32> %450, <2 x i32> <i32 1, i32 1>)
  store <2 x i32> %451, ptr %156, align 8
  %452 = load <2 x i32>, ptr %156, align 8
  store <2 x i32> %452, ptr %158, align 8
  %453 = load <2 x i32>, ptr %158, align 8
  store <2 x i32> %453, ptr %155, align 8
  call void @pr(ptr noundef @.str.10, ptr noundef %155, i32 noundef 8)
  br label %454

454:                                              ; preds = %442
  br label %455

455:                                              ; preds = %454
  %456 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %456, ptr %56, align 16
  %457 = load <16 x i8>, ptr %56, align 16
  %458 = call <16 x i8> @llvm.aarch64.neon.cls.v16i8(<16 x i8> %457)
  store <16 x i8> %458, ptr %57, align 16
  %459 = load <16 x i8>, ptr %57, align 16
  store <16 x i8> %459, ptr %159, align 16
  call void @pr(ptr noundef @.str.11, ptr noundef %159, i32 noundef 16)
  br label %460

460:                                              ; preds = %455
  br label %461

461:                                              ; preds = %460
  %462 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %462, ptr %54, align 16
  %463 = load <4 x i32>, ptr %54, align 16
  %464 = bitcast <4 x i32> %463 to <16 x i8>
  %465 = call <4 x i32> @llvm.aarch64.neon.cls.v4i32(<4 x i32> %463)
  %466 = bitcast <4 x i32> %465 to <16 x i8>
  store <4 x i32> %465, ptr %55, align 16
  %467 = load <4 x i32>, ptr %55, align 16
  store <4 x i32> %467, ptr %160, align 16
  call void @pr(ptr noundef @.str.12, ptr noundef %160, i32 noundef 16)
  br label %468

468:                                              ; preds = %461
  br label %469

469:                                              ; preds = %468
  %470 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %470, ptr %48, align 16
  %471 = load <8 x i16>, ptr %48, align 16
  %472 = load <8 x i16>, ptr %48, align 16
  %473 = shufflevector <8 x i16> %471, <8 x i16> %472, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i16> %473, ptr %49, align 8
  %474 = load <4 x i16>, ptr %49, align 8
  store <4 x i16> %474, ptr %52, align 8
  %475 = load <4 x i16>, ptr %52, align 8
  %476 = bitcast <4 x i16> %475 to <8 x i8>
  %477 = call <4 x i16> @llvm.aarch64.neon.cls.v4i16(<4 x i16> %475)
  %478 = bitcast <4 x i16> %477 to <8 x i8>
  store <4 x i16> %477, ptr %53, align 8
  %479 = load <4 x i16>, ptr %53, align 8
  store <4 x i16> %479, ptr %161, align 8
  call void @pr(ptr noundef @.str.13, ptr noundef %161, i32 noundef 8)
  br label %480

480:                                              ; preds = %469
  %481 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %481, ptr %44, align 16
  %482 = load <16 x i8>, ptr %44, align 16
  store <16 x i8> %482, ptr %45, align 16
  %483 = load <16 x i8>, ptr %45, align 16
  store <16 x i8> %483, ptr %162, align 16
  %484 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %484, ptr %46, align 16
  %485 = load <16 x i8>, ptr %46, align 16
  store <16 x i8> %485, ptr %47, align 16
  %486 = load <16 x i8>, ptr %47, align 16
  store <16 x i8> %486, ptr %163, align 16
  br label %487

487:                                              ; preds = %480
  %488 = load <16 x i8>, ptr %162, align 16
  %489 = load <16 x i8>, ptr %163, align 16
  store <16 x i8> %488, ptr %41, align 16
  store <16 x i8> %489, ptr %42, align 16
  %490 = load <16 x i8>, ptr %41, align 16
  %491 = load <16 x i8>, ptr %42, align 16
  %492 = call <16 x i8> @llvm.aarch64.neon.pmul.v16i8(<16 x i8> %490, <16 x i8> %491)
  store <16 x i8> %492, ptr %43, align 16
  %493 = load <16 x i8>, ptr %43, align 16
  store <16 x i8> %493, ptr %164, align 16
  call void @pr(ptr noundef @.str.14, ptr noundef %164, i32 noundef 16)
  br label %494

494:                                              ; preds = %487
  br label %495

495:                                              ; preds = %494
  %496 = load <16 x i8>, ptr %162, align 16
  store <16 x i8> %496, ptr %36, align 16
  %497 = load <16 x i8>, ptr %36, align 16
  %498 = load <16 x i8>, ptr %36, align 16
  %499 = shufflevector <16 x i8> %497, <16 x i8> %498, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %499, ptr %37, align 8
  %500 = load <8 x i8>, ptr %37, align 8
  %501 = load <16 x i8>, ptr %163, align 16
  store <16 x i8> %501, ptr %34, align 16
  %502 = load <16 x i8>, ptr %34, align 16
  %503 = load <16 x i8>, ptr %34, align 16
  %504 = shufflevector <16 x i8> %502, <16 x i8> %503, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %504, ptr %35, align 8
  %505 = load <8 x i8>, ptr %35, align 8
  store <8 x i8> %500, ptr %38, align 8
  store <8 x i8> %505, ptr %39, align 8
  %506 = load <8 x i8>, ptr %38, align 8
  %507 = load <8 x i8>, ptr %39, align 8
  %508 = call <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8> %506, <8 x i8> %507)
  store <8 x i16> %508, ptr %40, align 16
  %509 = load <8 x i16>, ptr %40, align 16
  store <8 x i16> %509, ptr %165, align 16
  call void @pr(ptr noundef @.str.15, ptr noundef %165, i32 noundef 16)
  br label %510

510:                                              ; preds = %495
  br label %511

511:                                              ; preds = %510
  %512 = load <8 x i16>, ptr %125, align 16
  %513 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %512, ptr %31, align 16
  store <8 x i16> %513, ptr %32, align 16
  %514 = load <8 x i16>, ptr %31, align 16
  %515 = bitcast <8 x i16> %514 to <16 x i8>
  %516 = load <8 x i16>, ptr %32, align 16
  %517 = bitcast <8 x i16> %516 to <16 x i8>
  %518 = call <8 x i8> @llvm.aarch64.neon.raddhn.v8i8(<8 x i16> %514, <8 x i16> %516)
  store <8 x i8> %518, ptr %33, align 8
  %519 = load <8 x i8>, ptr %33, align 8
  store <8 x i8> %519, ptr %166, align 8
  call void @pr(ptr noundef @.str.16, ptr noundef %166, i32 noundef 8)
  br label %520

520:                                              ; preds = %511
  br label %521

521:                                              ; preds = %520
  %522 = load <4 x i32>, ptr %128, align 16
  %523 = load <4 x i32>, ptr %137, align 16
  store <4 x i32> %522, ptr %28, align 16
  store <4 x i32> %523, ptr %29, align 16
  %524 = load <4 x i32>, ptr %28, align 16
  %525 = bitcast <4 x i32> %524 to <16 x i8>
  %526 = load <4 x i32>, ptr %29, align 16
  %527 = bitcast <4 x i32> %526 to <16 x i8>
  %528 = call <4 x i16> @llvm.aarch64.neon.rsubhn.v4i16(<4 x i32> %524, <4 x i32> %526)
  %529 = bitcast <4 x i16> %528 to <8 x i8>
  store <4 x i16> %528, ptr %30, align 8
  %530 = load <4 x i16>, ptr %30, align 8
  store <4 x i16> %530, ptr %167, align 8
  call void @pr(ptr noundef @.str.17, ptr noundef %167, i32 noundef 8)
  br label %531

531:                                              ; preds = %521
  br label %532

532:                                              ; preds = %531
  %533 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %533, ptr %90, align 16
  %534 = load <16 x i8>, ptr %90, align 16
  store <16 x i8> %534, ptr %91, align 16
  %535 = load <16 x i8>, ptr %91, align 16
  %536 = load <16 x i8>, ptr %134, align 16
  store <16 x i8> %535, ptr %25, align 16
  store <16 x i8> %536, ptr %26, align 16
  %537 = load <16 x i8>, ptr %25, align 16
  %538 = load <16 x i8>, ptr %26, align 16
  %539 = call <16 x i8> @llvm.aarch64.neon.usqadd.v16i8(<16 x i8> %537, <16 x i8> %538)
  store <16 x i8> %539, ptr %27, align 16
  %540 = load <16 x i8>, ptr %27, align 16
  store <16 x i8> %540, ptr %168, align 16
  call void @pr(ptr noundef @.str.18, ptr noundef %168, i32 noundef 16)
  br label %541

541:                                              ; preds = %532
  br label %542

542:                                              ; preds = %541
  %543 = load <8 x i16>, ptr %125, align 16
  %544 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %544, ptr %80, align 16
  %545 = load <8 x i16>, ptr %80, align 16
  store <8 x i16> %545, ptr %81, align 16
  %546 = load <8 x i16>, ptr %81, align 16
  store <8 x i16> %543, ptr %22, align 16
  store <8 x i16> %546, ptr %23, align 16
  %547 = load <8 x i16>, ptr %22, align 16
  %548 = bitcast <8 x i16> %547 to <16 x i8>
  %549 = load <8 x i16>, ptr %23, align 16
  %550 = bitcast <8 x i16> %549 to <16 x i8>
  %551 = call <8 x i16> @llvm.aarch64.neon.suqadd.v8i16(<8 x i16> %547, <8 x i16> %549)
  store <8 x i16> %551, ptr %24, align 16
  %552 = load <8 x i16>, ptr %24, align 16
  store <8 x i16> %552, ptr %169, align 16
  call void @pr(ptr noundef @.str.19, ptr noundef %169, i32 noundef 16)
  br label %553

553:                                              ; preds = %542
  store <4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, ptr %170, align 16
  store <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>, ptr %171, align 16
  store <2 x double> <double 0.000000e+00, double 1.000000e+300>, ptr %172, align 16
  store <2 x double> <double 0xFFF0000000000000, double 1.000000e+10>, ptr %173, align 16
  br label %554

554:                                              ; preds = %553
  %555 = load <4 x float>, ptr %170, align 16
  %556 = load <4 x float>, ptr %171, align 16
  store <4 x float> %555, ptr %19, align 16
  store <4 x float> %556, ptr %20, align 16
  %557 = load <4 x float>, ptr %19, align 16
  %558 = bitcast <4 x float> %557 to <16 x i8>
  %559 = load <4 x float>, ptr %20, align 16
  %560 = bitcast <4 x float> %559 to <16 x i8>
  %561 = call <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float> %557, <4 x float> %559)
  store <4 x float> %561, ptr %21, align 16
  %562 = load <4 x float>, ptr %21, align 16
  store <4 x float> %562, ptr %174, align 16
  call void @pr(ptr noundef @.str.20, ptr noundef %174, i32 noundef 16)
  br label %563

563:                                              ; preds = %554
  br label %564

564:                                              ; preds = %563
  %565 = load <2 x double>, ptr %172, align 16
  %566 = load <2 x double>, ptr %173, align 16
  store <2 x double> %565, ptr %16, align 16
  store <2 x double> %566, ptr %17, align 16
  %567 = load <2 x double>, ptr %16, align 16
  %568 = bitcast <2 x double> %567 to <16 x i8>
  %569 = load <2 x double>, ptr %17, align 16
  %570 = bitcast <2 x double> %569 to <16 x i8>
  %571 = call <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double> %567, <2 x double> %569)
  store <2 x double> %571, ptr %18, align 16
  %572 = load <2 x double>, ptr %18, align 16
  store <2 x double> %572, ptr %175, align 16
  call void @pr(ptr noundef @.str.21, ptr noundef %175, i32 noundef 16)
  br label %573

573:                                              ; preds = %564
  br label %574

574:                                              ; preds = %573
  %575 = load <4 x float>, ptr %170, align 16
  %576 = load <4 x float>, ptr %171, align 16
  store <4 x float> %575, ptr %13, align 16
  store <4 x float> %576, ptr %14, align 16
  %577 = load <4 x float>, ptr %13, align 16
  %578 = bitcast <4 x float> %577 to <16 x i8>
  %579 = load <4 x float>, ptr %14, align 16
  %580 = bitcast <4 x float> %579 to <16 x i8>
  %581 = call <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float> %577, <4 x float> %579)
  %582 = bitcast <4 x float> %581 to <16 x i8>
  store <4 x float> %581, ptr %15, align 16
  %583 = load <4 x float>, ptr %15, align 16
  store <4 x float> %583, ptr %176, align 16
  call void @pr(ptr noundef @.str.22, ptr noundef %176, i32 noundef 16)
  br label %584

584:                                              ; preds = %574
  br label %585

585:                                              ; preds = %584
  %586 = load <4 x float>, ptr %170, align 16
  %587 = load <4 x float>, ptr %171, align 16
  store <4 x float> %586, ptr %10, align 16
  store <4 x float> %587, ptr %11, align 16
  %588 = load <4 x float>, ptr %10, align 16
  %589 = bitcast <4 x float> %588 to <16 x i8>
  %590 = load <4 x float>, ptr %11, align 16
  %591 = bitcast <4 x float> %590 to <16 x i8>
  %592 = call <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float> %588, <4 x float> %590)
  %593 = bitcast <4 x float> %592 to <16 x i8>
  store <4 x float> %592, ptr %12, align 16
  %594 = load <4 x float>, ptr %12, align 16
  store <4 x float> %594, ptr %177, align 16
  call void @pr(ptr noundef @.str.23, ptr noundef %177, i32 noundef 16)
  br label %595

595:                                              ; preds = %585
  br label %596

596:                                              ; preds = %595
  %597 = load <2 x double>, ptr %172, align 16
  store <2 x double> %597, ptr %3, align 16
  %598 = load <2 x double>, ptr %3, align 16
  %599 = load <2 x double>, ptr %3, align 16
  %600 = shufflevector <2 x double> %598, <2 x double> %599, <1 x i32> zeroinitializer
  store <1 x double> %600, ptr %4, align 8
  %601 = load <1 x double>, ptr %4, align 8
  %602 = load <2 x double>, ptr %173, align 16
  store <2 x double> %602, ptr %5, align 16
  %603 = load <2 x double>, ptr %5, align 16
  %604 = load <2 x double>, ptr %5, align 16
  %605 = shufflevector <2 x double> %603, <2 x double> %604, <1 x i32> zeroinitializer
  store <1 x double> %605, ptr %6, align 8
  %606 = load <1 x double>, ptr %6, align 8
  store <1 x double> %601, ptr %7, align 8
  store <1 x double> %606, ptr %8, align 8
  %607 = load <1 x double>, ptr %7, align 8
  %608 = bitcast <1 x double> %607 to <8 x i8>
  %609 = load <1 x double>, ptr %8, align 8
  %610 = bitcast <1 x double> %609 to <8 x i8>
  %611 = call <1 x double> @llvm.aarch64.neon.frecps.v1f64(<1 x double> %607, <1 x double> %609)
  %612 = bitcast <1 x double> %611 to <8 x i8>
  store <1 x double> %611, ptr %9, align 8
  %613 = load <1 x double>, ptr %9, align 8
  store <1 x double> %613, ptr %178, align 8
  call void @pr(ptr noundef @.str.24, ptr noundef %178, i32 noundef 8)
  br label %614

614:                                              ; preds = %596
  store <4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, ptr %179, align 16
  br label %615

615:                                              ; preds = %614
  %616 = load <4 x float>, ptr %179, align 16
  store <4 x float> %616, ptr %182, align 16
  %617 = load <4 x float>, ptr %182, align 16
  %618 = bitcast <4 x float> %617 to <16 x i8>
  %619 = bitcast <16 x i8> %618 to <4 x float>
  %620 = call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxs.v4i32.v4f32(<4 x float> %619, i32 16)
  store <4 x i32> %620, ptr %181, align 16
  %621 = load <4 x i32>, ptr %181, align 16
  store <4 x i32> %621, ptr %183, align 16
  %622 = load <4 x i32>, ptr %183, align 16
  store <4 x i32> %622, ptr %180, align 16
  call void @pr(ptr noundef @.str.25, ptr noundef %180, i32 noundef 16)
  br label %623

623:                                              ; preds = %615
  br label %624

624:                                              ; preds = %623
  %625 = load <4 x float>, ptr %179, align 16
  store <4 x float> %625, ptr %186, align 16
  %626 = load <4 x float>, ptr %186, align 16
  %627 = bitcast <4 x float> %626 to <16 x i8>
  %628 = bitcast <16 x i8> %627 to <4 x float>
  %629 = call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxu.v4i32.v4f32(<4 x float> %628, i32 4)
  store <4 x i32> %629, ptr %185, align 16
  %630 = load <4 x i32>, ptr %185, align 16
  store <4 x i32> %630, ptr %187, align 16
  %631 = load <4 x i32>, ptr %187, align 16
  store <4 x i32> %631, ptr %184, align 16
  call void @pr(ptr noundef @.str.26, ptr noundef %184, i32 noundef 16)
  br label %632

632:                                              ; preds = %624
  br label %633

633:                                              ; preds = %632
  %634 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %634, ptr %190, align 16
  %635 = load <4 x i32>, ptr %190, align 16
  %636 = bitcast <4 x i32> %635 to <16 x i8>
  %637 = bitcast <16 x i8> %636 to <4 x i32>
  %638 = call <4 x float> @llvm.aarch64.neon.vcvtfxs2fp.v4f32.v4i32(<4 x i32> %637, i32 10)
  store <4 x float> %638, ptr %189, align 16
  %639 = load <4 x float>, ptr %189, align 16
  store <4 x float> %639, ptr %191, align 16
  %640 = load <4 x float>, ptr %191, align 16
  store <4 x float> %640, ptr %188, align 16
  call void @pr(ptr noundef @.str.27, ptr noundef %188, i32 noundef 16)
  br label %641

641:                                              ; preds = %633
  br label %642

642:                                              ; preds = %641
  %643 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %643, ptr %70, align 16
  %644 = load <4 x i32>, ptr %70, align 16
  store <4 x i32> %644, ptr %71, align 16
  %645 = load <4 x i32>, ptr %71, align 16
  store <4 x i32> %645, ptr %194, align 16
  %646 = load <4 x i32>, ptr %194, align 16
  %647 = bitcast <4 x i32> %646 to <16 x i8>
  %648 = bitcast <16 x i8> %647 to <4 x i32>
  %649 = call <4 x float> @llvm.aarch64.neon.vcvtfxu2fp.v4f32.v4i32(<4 x i32> %648, i32 31)
  store <4 x float> %649, ptr %193, align 16
  %650 = load <4 x float>, ptr %193, align 16
  store <4 x float> %650, ptr %195, align 16
  %651 = load <4 x float>, ptr %195, align 16
  store <4 x float> %651, ptr %192, align 16
  call void @pr(ptr noundef @.str.28, ptr noundef %192, i32 noundef 16)
  br label %652

652:                                              ; preds = %642
  br label %653

653:                                              ; preds = %652
  %654 = load <2 x i64>, ptr %131, align 16
  store <2 x i64> %654, ptr %198, align 16
  %655 = load <2 x i64>, ptr %198, align 16
  %656 = bitcast <2 x i64> %655 to <16 x i8>
  %657 = bitcast <16 x i8> %656 to <2 x i64>
  %658 = call <2 x double> @llvm.aarch64.neon.vcvtfxs2fp.v2f64.v2i64(<2 x i64> %657, i32 3)
  store <2 x double> %658, ptr %197, align 16
  %659 = load <2 x double>, ptr %197, align 16
  store <2 x double> %659, ptr %199, align 16
  %660 = load <2 x double>, ptr %199, align 16
  store <2 x double> %660, ptr %196, align 16
  call void @pr(ptr noundef @.str.29, ptr noundef %196, i32 noundef 16)
  br label %661

661:                                              ; preds = %653
  br label %662

662:                                              ; preds = %661
  %663 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %663, ptr %202, align 16
  %664 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %664, ptr %203, align 16
  %665 = load <8 x i16>, ptr %202, align 16
  %666 = bitcast <8 x i16> %665 to <16 x i8>
  %667 = load <8 x i16>, ptr %203, align 16
  %668 = bitcast <8 x i16> %667 to <16 x i8>
  %669 = bitcast <16 x i8> %666 to <8 x i16>
  %670 = bitcast <16 x i8> %668 to <8 x i16>
  %671 = call <8 x i16> @llvm.aarch64.neon.sqdmulh.laneq.v8i16.v8i16(<8 x i16> %669, <8 x i16> %670, i32 2)
  store <8 x i16> %671, ptr %201, align 16
  %672 = load <8 x i16>, ptr %201, align 16
  store <8 x i16> %672, ptr %204, align 16
  %673 = load <8 x i16>, ptr %204, align 16
  store <8 x i16> %673, ptr %200, align 16
  call void @pr(ptr noundef @.str.30, ptr noundef %200, i32 noundef 16)
  br label %674

674:                                              ; preds = %662
  br label %675

675:                                              ; preds = %674
  %676 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %676, ptr %207, align 16
  %677 = load <4 x i32>, ptr %128, align 16
  store <4 x i32> %677, ptr %60, align 16
  %678 = load <4 x i32>, ptr %60, align 16
  %679 = load <4 x i32>, ptr %60, align 16
  %680 = shufflevector <4 x i32> %678, <4 x i32> %679, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %680, ptr %61, align 8
  %681 = load <2 x i32>, ptr %61, align 8
  store <2 x i32> %681, ptr %208, align 8
  %682 = load <4 x i32>, ptr %207, align 16
  %683 = bitcast <4 x i32> %682 to <16 x i8>
  %684 = load <2 x i32>, ptr %208, align 8
  %685 = bitcast <2 x i32> %684 to <8 x i8>
  %686 = bitcast <16 x i8> %683 to <4 x i32>
  %687 = bitcast <8 x i8> %685 to <2 x i32>
  %688 = call <4 x i32> @llvm.aarch64.neon.sqrdmulh.lane.v4i32.v2i32(<4 x i32> %686, <2 x i32> %687, i32 1)
  store <4 x i32> %688, ptr %206, align 16
  %689 = load <4 x i32>, ptr %206, align 16
  store <4 x i32> %689, ptr %209, align 16
  %690 = load <4 x i32>, ptr %209, align 16
  store <4 x i32> %690, ptr %205, align 16
  call void @pr(ptr noundef @.str.31, ptr noundef %205, i32 noundef 16)
  br label %691

691:                                              ; preds = %675
  br label %692

692:                                              ; preds = %691
  %693 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %693, ptr %100, align 16
  %694 = load <8 x i16>, ptr %100, align 16
  %695 = load <8 x i16>, ptr %100, align 16
  %696 = shufflevector <8 x i16> %694, <8 x i16> %695, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %696, ptr %101, align 8
  %697 = load <4 x i16>, ptr %101, align 8
  store <4 x i16> %697, ptr %212, align 8
  %698 = load <8 x i16>, ptr %135, align 16
  store <8 x i16> %698, ptr %50, align 16
  %699 = load <8 x i16>, ptr %50, align 16
  %700 = load <8 x i16>, ptr %50, align 16
  %701 = shufflevector <8 x i16> %699, <8 x i16> %700, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i16> %701, ptr %51, align 8
  %702 = load <4 x i16>, ptr %51, align 8
  store <4 x i16> %702, ptr %213, align 8
  %703 = load <4 x i16>, ptr %212, align 8
  %704 = bitcast <4 x i16> %703 to <8 x i8>
  %705 = load <4 x i16>, ptr %213, align 8
  %706 = bitcast <4 x i16> %705 to <8 x i8>
  %707 = bitcast <8 x i8> %704 to <4 x i16>
  %708 = bitcast <8 x i8> %706 to <4 x i16>
  %709 = call <4 x i16> @llvm.aarch64.neon.sqdmulh.lane.v4i16.v4i16(<4 x i16> %707, <4 x i16> %708, i32 3)
  store <4 x i16> %709, ptr %211, align 8
  %710 = load <4 x i16>, ptr %211, align 8
  store <4 x i16> %710, ptr %214, align 8
  %711 = load <4 x i16>, ptr %214, align 8
  store <4 x i16> %711, ptr %210, align 8
  call void @pr(ptr noundef @.str.32, ptr noundef %210, i32 noundef 8)
  br label %712

712:                                              ; preds = %692
  store i32 0, ptr %216, align 4
  br label %713

713:                                              ; preds = %725, %712
  %714 = load i32, ptr %216, align 4
  %715 = icmp slt i32 %714, 64
  br i1 %715, label %716, label %728

716:                                              ; preds = %713
  %717 = load i32, ptr %216, align 4
  %718 = mul nsw i32 %717, 13
  %719 = load i32, ptr %113, align 4
  %720 = add nsw i32 %718, %719
  %721 = trunc i32 %720 to i8
  %722 = load i32, ptr %216, align 4
  %723 = sext i32 %722 to i64
  %724 = getelementptr inbounds [64 x i8], ptr %215, i64 0, i64 %723
  store i8 %721, ptr %724, align 1
  br label %725

725:                                              ; preds = %716
  %726 = load i32, ptr %216, align 4
  %727 = add nsw i32 %726, 1
  store i32 %727, ptr %216, align 4
  br label %713, !llvm.loop !10

728:                                              ; preds = %713
  store i32 0, ptr %218, align 4
  br label %729

729:                                              ; preds = %741, %728
  %730 = load i32, ptr %218, align 4
  %731 = icmp slt i32 %730, 32
  br i1 %731, label %732, label %744

732:                                              ; preds = %729
  %733 = load i32, ptr %218, align 4
  %734 = mul nsw i32 %733, 4099
  %735 = load i32, ptr %113, align 4
  %736 = add nsw i32 %734, %735
  %737 = trunc i32 %736 to i16
  %738 = load i32, ptr %218, align 4
  %739 = sext i32 %738 to i64
  %740 = getelementptr inbounds [32 x i16], ptr %217, i64 0, i64 %739
  store i16 %737, ptr %740, align 2
  br label %741

741:                                              ; preds = %732
  %742 = load i32, ptr %218, align 4
  %743 = add nsw i32 %742, 1
  store i32 %743, ptr %218, align 4
  br label %729, !llvm.loop !11

744:                                              ; preds = %729
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %219, ptr align 4 @__const.main.fl, i64 32, i1 false)
  %745 = getelementptr inbounds [64 x i8], ptr %215, i64 0, i64 0
  %746 = call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2.v8i8.p0(ptr %745)
  store { <8 x i8>, <8 x i8> } %746, ptr %221, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %220, ptr align 8 %221, i64 16, i1 false)
  br label %747

747:                                              ; preds = %744
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %224, ptr align 8 %220, i64 16, i1 false)
  %748 = getelementptr inbounds [64 x i8], ptr %215, i64 0, i64 0
  %749 = getelementptr inbounds i8, ptr %748, i64 40
  %750 = getelementptr inbounds %struct.uint8x8x2_t, ptr %224, i32 0, i32 0
  %751 = getelementptr inbounds [2 x <8 x i8>], ptr %750, i64 0, i64 0
  %752 = load <8 x i8>, ptr %751, align 8
  %753 = getelementptr inbounds %struct.uint8x8x2_t, ptr %224, i32 0, i32 0
  %754 = getelementptr inbounds [2 x <8 x i8>], ptr %753, i64 0, i64 1
  %755 = load <8 x i8>, ptr %754, align 8
  %756 = call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2lane.v8i8.p0(<8 x i8> %752, <8 x i8> %755, i64 5, ptr %749)
  store { <8 x i8>, <8 x i8> } %756, ptr %223, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %222, ptr align 8 %223, i64 16, i1 false)
  call void @pr(ptr noundef @.str.33, ptr noundef %222, i32 noundef 16)
  br label %757

757:                                              ; preds = %747
  %758 = getelementptr inbounds [32 x i16], ptr %217, i64 0, i64 0
  %759 = call { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3.v8i16.p0(ptr %758)
  store { <8 x i16>, <8 x i16>, <8 x i16> } %759, ptr %226, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %225, ptr align 16 %226, i64 48, i1 false)
  br label %760

760:                                              ; preds = %757
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %229, ptr align 16 %225, i64 48, i1 false)
  %761 = getelementptr inbounds [32 x i16], ptr %217, i64 0, i64 0
  %762 = getelementptr inbounds i16, ptr %761, i64 20
  %763 = getelementptr inbounds %struct.uint16x8x3_t, ptr %229, i32 0, i32 0
  %764 = getelementptr inbounds [3 x <8 x i16>], ptr %763, i64 0, i64 0
  %765 = load <8 x i16>, ptr %764, align 16
  %766 = bitcast <8 x i16> %765 to <16 x i8>
  %767 = getelementptr inbounds %struct.uint16x8x3_t, ptr %229, i32 0, i32 0
  %768 = getelementptr inbounds [3 x <8 x i16>], ptr %767, i64 0, i64 1
  %769 = load <8 x i16>, ptr %768, align 16
  %770 = bitcast <8 x i16> %769 to <16 x i8>
  %771 = getelementptr inbounds %struct.uint16x8x3_t, ptr %229, i32 0, i32 0
  %772 = getelementptr inbounds [3 x <8 x i16>], ptr %771, i64 0, i64 2
  %773 = load <8 x i16>, ptr %772, align 16
  %774 = bitcast <8 x i16> %773 to <16 x i8>
  %775 = bitcast <16 x i8> %766 to <8 x i16>
  %776 = bitcast <16 x i8> %770 to <8 x i16>
  %777 = bitcast <16 x i8> %774 to <8 x i16>
  %778 = call { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3lane.v8i16.p0(<8 x i16> %775, <8 x i16> %776, <8 x i16> %777, i64 7, ptr %762)
  store { <8 x i16>, <8 x i16>, <8 x i16> } %778, ptr %228, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %227, ptr align 16 %228, i64 48, i1 false)
  call void @pr(ptr noundef @.str.34, ptr noundef %227, i32 noundef 48)
  br label %779

779:                                              ; preds = %760
  %780 = getelementptr inbounds [8 x float], ptr %219, i64 0, i64 0
  %781 = call { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4.v2f32.p0(ptr %780)
  store { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %781, ptr %231, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %230, ptr align 8 %231, i64 32, i1 false)
  br label %782

782:                                              ; preds = %779
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %234, ptr align 8 %230, i64 32, i1 false)
  %783 = getelementptr inbounds [8 x float], ptr %219, i64 0, i64 0
  %784 = getelementptr inbounds float, ptr %783, i64 1
  %785 = getelementptr inbounds %struct.float32x2x4_t, ptr %234, i32 0, i32 0
  %786 = getelementptr inbounds [4 x <2 x float>], ptr %785, i64 0, i64 0
  %787 = load <2 x float>, ptr %786, align 8
  %788 = bitcast <2 x float> %787 to <8 x i8>
  %789 = getelementptr inbounds %struct.float32x2x4_t, ptr %234, i32 0, i32 0
  %790 = getelementptr inbounds [4 x <2 x float>], ptr %789, i64 0, i64 1
  %791 = load <2 x float>, ptr %790, align 8
  %792 = bitcast <2 x float> %791 to <8 x i8>
  %793 = getelementptr inbounds %struct.float32x2x4_t, ptr %234, i32 0, i32 0
  %794 = getelementptr inbounds [4 x <2 x float>], ptr %793, i64 0, i64 2
  %795 = load <2 x float>, ptr %794, align 8
  %796 = bitcast <2 x float> %795 to <8 x i8>
  %797 = getelementptr inbounds %struct.float32x2x4_t, ptr %234, i32 0, i32 0
  %798 = getelementptr inbounds [4 x <2 x float>], ptr %797, i64 0, i64 3
  %799 = load <2 x float>, ptr %798, align 8
  %800 = bitcast <2 x float> %799 to <8 x i8>
  %801 = bitcast <8 x i8> %788 to <2 x float>
  %802 = bitcast <8 x i8> %792 to <2 x float>
  %803 = bitcast <8 x i8> %796 to <2 x float>
  %804 = bitcast <8 x i8> %800 to <2 x float>
  %805 = call { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4lane.v2f32.p0(<2 x float> %801, <2 x float> %802, <2 x float> %803, <2 x float> %804, i64 1, ptr %784)
  store { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %805, ptr %233, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %232, ptr align 8 %233, i64 32, i1 false)
  call void @pr(ptr noundef @.str.35, ptr noundef %232, i32 noundef 32)
  br label %806

806:                                              ; preds = %782
  call void @llvm.memset.p0.i64(ptr align 1 %235, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %236, ptr align 8 %220, i64 16, i1 false)
  %807 = getelementptr inbounds [32 x i8], ptr %235, i64 0, i64 0
  %808 = getelementptr inbounds i8, ptr %807, i64 3
  %809 = getelementptr inbounds %struct.uint8x8x2_t, ptr %236, i32 0, i32 0
  %810 = getelementptr inbounds [2 x <8 x i8>], ptr %809, i64 0, i64 0
  %811 = load <8 x i8>, ptr %810, align 8
  %812 = getelementptr inbounds %struct.uint8x8x2_t, ptr %236, i32 0, i32 0
  %813 = getelementptr inbounds [2 x <8 x i8>], ptr %812, i64 0, i64 1
  %814 = load <8 x i8>, ptr %813, align 8
  call void @llvm.aarch64.neon.st2lane.v8i8.p0(<8 x i8> %811, <8 x i8> %814, i64 6, ptr %808)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %237, ptr align 16 %225, i64 48, i1 false)
  %815 = getelementptr inbounds [32 x i8], ptr %235, i64 0, i64 0
  %816 = getelementptr inbounds i8, ptr %815, i64 8
  %817 = getelementptr inbounds %struct.uint16x8x3_t, ptr %237, i32 0, i32 0
  %818 = getelementptr inbounds [3 x <8 x i16>], ptr %817, i64 0, i64 0
  %819 = load <8 x i16>, ptr %818, align 16
  %820 = bitcast <8 x i16> %819 to <16 x i8>
  %821 = getelementptr inbounds %struct.uint16x8x3_t, ptr %237, i32 0, i32 0
  %822 = getelementptr inbounds [3 x <8 x i16>], ptr %821, i64 0, i64 1
  %823 = load <8 x i16>, ptr %822, align 16
  %824 = bitcast <8 x i16> %823 to <16 x i8>
  %825 = getelementptr inbounds %struct.uint16x8x3_t, ptr %237, i32 0, i32 0
  %826 = getelementptr inbounds [3 x <8 x i16>], ptr %825, i64 0, i64 2
  %827 = load <8 x i16>, ptr %826, align 16
  %828 = bitcast <8 x i16> %827 to <16 x i8>
  %829 = bitcast <16 x i8> %820 to <8 x i16>
  %830 = bitcast <16 x i8> %824 to <8 x i16>
  %831 = bitcast <16 x i8> %828 to <8 x i16>
  call void @llvm.aarch64.neon.st3lane.v8i16.p0(<8 x i16> %829, <8 x i16> %830, <8 x i16> %831, i64 2, ptr %816)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %238, ptr align 8 %230, i64 32, i1 false)
  %832 = getelementptr inbounds [32 x i8], ptr %235, i64 0, i64 0
  %833 = getelementptr inbounds i8, ptr %832, i64 16
  %834 = getelementptr inbounds %struct.float32x2x4_t, ptr %238, i32 0, i32 0
  %835 = getelementptr inbounds [4 x <2 x float>], ptr %834, i64 0, i64 0
  %836 = load <2 x float>, ptr %835, align 8
  %837 = bitcast <2 x float> %836 to <8 x i8>
  %838 = getelementptr inbounds %struct.float32x2x4_t, ptr %238, i32 0, i32 0
  %839 = getelementptr inbounds [4 x <2 x float>], ptr %838, i64 0, i64 1
  %840 = load <2 x float>, ptr %839, align 8
  %841 = bitcast <2 x float> %840 to <8 x i8>
  %842 = getelementptr inbounds %struct.float32x2x4_t, ptr %238, i32 0, i32 0
  %843 = getelementptr inbounds [4 x <2 x float>], ptr %842, i64 0, i64 2
  %844 = load <2 x float>, ptr %843, align 8
  %845 = bitcast <2 x float> %844 to <8 x i8>
  %846 = getelementptr inbounds %struct.float32x2x4_t, ptr %238, i32 0, i32 0
  %847 = getelementptr inbounds [4 x <2 x float>], ptr %846, i64 0, i64 3
  %848 = load <2 x float>, ptr %847, align 8
  %849 = bitcast <2 x float> %848 to <8 x i8>
  %850 = bitcast <8 x i8> %837 to <2 x float>
  %851 = bitcast <8 x i8> %841 to <2 x float>
  %852 = bitcast <8 x i8> %845 to <2 x float>
  %853 = bitcast <8 x i8> %849 to <2 x float>
  call void @llvm.aarch64.neon.st4lane.v2f32.p0(<2 x float> %850, <2 x float> %851, <2 x float> %852, <2 x float> %853, i64 0, ptr %833)
  %854 = getelementptr inbounds [32 x i8], ptr %235, i64 0, i64 0
  call void @pr(ptr noundef @.str.36, ptr noundef %854, i32 noundef 32)
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
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, ptr noundef %10)
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
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, i32 noundef %22)
  br label %24

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %12, !llvm.loop !12

27:                                               ; preds = %12
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.39)
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2.v8i8.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2lane.v8i8.p0(<8 x i8>, <8 x i8>, i64, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3.v8i16.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3lane.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, i64, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4.v2f32.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4lane.v2f32.p0(<2 x float>, <2 x float>, <2 x float>, <2 x float>, i64, ptr) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2lane.v8i8.p0(<8 x i8>, <8 x i8>, i64, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3lane.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, i64, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4lane.v2f32.p0(<2 x float>, <2 x float>, <2 x float>, <2 x float>, i64, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8>, <16 x i8>) #1

declare i32 @printf(ptr noundef, ...) #6

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
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
