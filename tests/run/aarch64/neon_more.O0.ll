; ModuleID = 'tests/run/aarch64/neon_more.c'
source_filename = "tests/run/aarch64/neon_more.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.uint8x16x4_t = type { [4 x <16 x i8>] }
%struct.uint8x16x3_t = type { [3 x <16 x i8>] }
%struct.uint8x16x2_t = type { [2 x <16 x i8>] }
%struct.int16x8x2_t = type { [2 x <8 x i16>] }
%struct.int32x4x3_t = type { [3 x <4 x i32>] }
%struct.uint8x8x2_t = type { [2 x <8 x i8>] }
%struct.int16x4x4_t = type { [4 x <4 x i16>] }
%struct.int32x2x2_t = type { [2 x <2 x i32>] }
%struct.float32x4x2_t = type { [2 x <4 x float>] }
%struct.uint8x8x3_t = type { [3 x <8 x i8>] }
%struct.int32x4x2_t = type { [2 x <4 x i32>] }

@bytes = internal global [256 x i8] zeroinitializer, align 1
@shorts = internal global [64 x i16] zeroinitializer, align 2
@ints = internal global [32 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [9 x i8] c"vld4q_u8\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"vld2q_s16\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"vld3q_s32\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"vld1_u8_x2\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"vld1_s16_x4\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"vld2_dup_s32\00", align 1
@floats = internal global [16 x float] [float 5.000000e-01, float 1.500000e+00, float 2.500000e+00, float -5.000000e-01, float -1.500000e+00, float -2.500000e+00, float 0x400BEB8520000000, float 0xC00C147AE0000000, float 1.000000e+10, float -1.000000e+10, float 0x41DFFFFFE0000000, float 0xC1E0000000000000, float 0.000000e+00, float -0.000000e+00, float 0x401ECCCCC0000000, float 0xC01ECCCCC0000000], align 4
@.str.6 = private unnamed_addr constant [10 x i8] c"vld2q_f32\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"vst4q_u8\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"stores\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"vsliq_n_u8\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"vsriq_n_u8\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"vsli_n_u8\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"vsriq_n_u16_16\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"vmull_u8\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"vmull_s16\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"vmull_high_s8\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"vqdmull_s16\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"vhaddq_u8\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"vrhaddq_s8\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"vhsubq_s16\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"vhsub_u8\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"vabdq_u8\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"vabdq_s16\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"vabd_f32\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"vpaddlq_u8\00", align 1
@.str.25 = private unnamed_addr constant [12 x i8] c"vpaddlq_s16\00", align 1
@.str.26 = private unnamed_addr constant [11 x i8] c"vpadalq_u8\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"vqmovn_s32\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"vqmovn_u16\00", align 1
@.str.29 = private unnamed_addr constant [12 x i8] c"vqmovun_s16\00", align 1
@.str.30 = private unnamed_addr constant [13 x i8] c"vrshrn_n_s16\00", align 1
@.str.31 = private unnamed_addr constant [13 x i8] c"vqshrn_n_s32\00", align 1
@.str.32 = private unnamed_addr constant [14 x i8] c"vqrshrn_n_u16\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"vqrshrun_n_s16\00", align 1
@.str.34 = private unnamed_addr constant [13 x i8] c"vqdmulhq_s16\00", align 1
@.str.35 = private unnamed_addr constant [17 x i8] c"vqdmulhq_s16_min\00", align 1
@.str.36 = private unnamed_addr constant [14 x i8] c"vqrdmulhq_s32\00", align 1
@.str.37 = private unnamed_addr constant [17 x i8] c"vqrdmulh_s32_min\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"vshlq_u8\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"vshlq_s8\00", align 1
@.str.40 = private unnamed_addr constant [10 x i8] c"vshlq_s16\00", align 1
@.str.41 = private unnamed_addr constant [10 x i8] c"vshlq_u32\00", align 1
@.str.42 = private unnamed_addr constant [10 x i8] c"vshld_s64\00", align 1
@.str.43 = private unnamed_addr constant [11 x i8] c"vqabsq_s16\00", align 1
@.str.44 = private unnamed_addr constant [11 x i8] c"vqnegq_s32\00", align 1
@.str.45 = private unnamed_addr constant [11 x i8] c"vcvtnq_s32\00", align 1
@.str.46 = private unnamed_addr constant [11 x i8] c"vcvtaq_s32\00", align 1
@.str.47 = private unnamed_addr constant [11 x i8] c"vcvtmq_s32\00", align 1
@.str.48 = private unnamed_addr constant [11 x i8] c"vcvtpq_u32\00", align 1
@.str.49 = private unnamed_addr constant [15 x i8] c"vcvtnq_s32_big\00", align 1
@.str.50 = private unnamed_addr constant [15 x i8] c"vcvtaq_u32_big\00", align 1
@.str.51 = private unnamed_addr constant [11 x i8] c"vcvtns_s32\00", align 1
@.str.52 = private unnamed_addr constant [11 x i8] c"vcvtad_s64\00", align 1
@.str.53 = private unnamed_addr constant [11 x i8] c"vcvtmd_u64\00", align 1
@.str.54 = private unnamed_addr constant [11 x i8] c"vqtbl2q_u8\00", align 1
@.str.55 = private unnamed_addr constant [11 x i8] c"vqtbl3q_u8\00", align 1
@.str.56 = private unnamed_addr constant [11 x i8] c"vqtbl4q_u8\00", align 1
@.str.57 = private unnamed_addr constant [11 x i8] c"vqtbx1q_u8\00", align 1
@.str.58 = private unnamed_addr constant [11 x i8] c"vqtbx4q_u8\00", align 1
@.str.59 = private unnamed_addr constant [10 x i8] c"vqtbl1_u8\00", align 1
@.str.60 = private unnamed_addr constant [10 x i8] c"vpminq_u8\00", align 1
@.str.61 = private unnamed_addr constant [11 x i8] c"vpmaxq_s16\00", align 1
@.str.62 = private unnamed_addr constant [10 x i8] c"vpmin_s32\00", align 1
@.str.63 = private unnamed_addr constant [11 x i8] c"vpmaxq_f32\00", align 1
@.str.64 = private unnamed_addr constant [13 x i8] c"vpminnmq_f32\00", align 1
@.str.65 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.66 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.67 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  %5 = alloca <8 x i16>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <2 x i32>, align 8
  %14 = alloca <2 x i32>, align 8
  %15 = alloca <2 x i32>, align 8
  %16 = alloca <2 x i32>, align 8
  %17 = alloca <8 x i16>, align 16
  %18 = alloca <8 x i16>, align 16
  %19 = alloca <8 x i16>, align 16
  %20 = alloca <16 x i8>, align 16
  %21 = alloca <16 x i8>, align 16
  %22 = alloca <16 x i8>, align 16
  %23 = alloca <16 x i8>, align 16
  %24 = alloca <8 x i8>, align 8
  %25 = alloca <8 x i8>, align 8
  %26 = alloca %struct.uint8x16x4_t, align 16
  %27 = alloca <16 x i8>, align 16
  %28 = alloca <16 x i8>, align 16
  %29 = alloca <16 x i8>, align 16
  %30 = alloca <16 x i8>, align 16
  %31 = alloca <16 x i8>, align 16
  %32 = alloca <16 x i8>, align 16
  %33 = alloca <16 x i8>, align 16
  %34 = alloca %struct.uint8x16x4_t, align 16
  %35 = alloca <16 x i8>, align 16
  %36 = alloca <16 x i8>, align 16
  %37 = alloca %struct.uint8x16x3_t, align 16
  %38 = alloca <16 x i8>, align 16
  %39 = alloca <16 x i8>, align 16
  %40 = alloca %struct.uint8x16x2_t, align 16
  %41 = alloca <16 x i8>, align 16
  %42 = alloca <16 x i8>, align 16
  %43 = alloca double, align 8
  %44 = alloca i64, align 8
  %45 = alloca double, align 8
  %46 = alloca i64, align 8
  %47 = alloca float, align 4
  %48 = alloca i32, align 4
  %49 = alloca <4 x float>, align 16
  %50 = alloca <4 x i32>, align 16
  %51 = alloca <4 x float>, align 16
  %52 = alloca <4 x i32>, align 16
  %53 = alloca <4 x float>, align 16
  %54 = alloca <4 x i32>, align 16
  %55 = alloca <4 x float>, align 16
  %56 = alloca <4 x i32>, align 16
  %57 = alloca <4 x float>, align 16
  %58 = alloca <4 x i32>, align 16
  %59 = alloca <4 x float>, align 16
  %60 = alloca <4 x i32>, align 16
  %61 = alloca <4 x i32>, align 16
  %62 = alloca <4 x i32>, align 16
  %63 = alloca <8 x i16>, align 16
  %64 = alloca <8 x i16>, align 16
  %65 = alloca i64, align 8
  %66 = alloca i64, align 8
  %67 = alloca i64, align 8
  %68 = alloca <16 x i8>, align 16
  %69 = alloca <8 x i8>, align 8
  %70 = alloca <16 x i8>, align 16
  %71 = alloca <8 x i8>, align 8
  %72 = alloca <16 x i8>, align 16
  %73 = alloca <8 x i8>, align 8
  %74 = alloca <4 x i16>, align 8
  %75 = alloca <4 x i32>, align 16
  %76 = alloca <4 x i32>, align 16
  %77 = alloca <4 x i32>, align 16
  %78 = alloca <4 x i32>, align 16
  %79 = alloca <4 x i32>, align 16
  %80 = alloca <4 x i32>, align 16
  %81 = alloca <16 x i8>, align 16
  %82 = alloca <8 x i8>, align 8
  %83 = alloca <8 x i8>, align 8
  %84 = alloca <8 x i16>, align 16
  %85 = alloca <8 x i8>, align 8
  %86 = alloca <8 x i16>, align 16
  %87 = alloca <8 x i16>, align 16
  %88 = alloca <8 x i16>, align 16
  %89 = alloca <8 x i16>, align 16
  %90 = alloca <16 x i8>, align 16
  %91 = alloca <16 x i8>, align 16
  %92 = alloca <16 x i8>, align 16
  %93 = alloca <16 x i8>, align 16
  %94 = alloca <16 x i8>, align 16
  %95 = alloca <16 x i8>, align 16
  %96 = alloca <4 x i32>, align 16
  %97 = alloca <2 x i32>, align 8
  %98 = alloca <4 x i32>, align 16
  %99 = alloca <2 x i32>, align 8
  %100 = alloca <4 x i32>, align 16
  %101 = alloca <2 x i32>, align 8
  %102 = alloca <2 x i32>, align 8
  %103 = alloca <2 x i32>, align 8
  %104 = alloca <2 x i32>, align 8
  %105 = alloca <4 x i32>, align 16
  %106 = alloca <4 x i32>, align 16
  %107 = alloca <4 x i32>, align 16
  %108 = alloca <8 x i16>, align 16
  %109 = alloca <8 x i16>, align 16
  %110 = alloca <8 x i16>, align 16
  %111 = alloca <8 x i16>, align 16
  %112 = alloca <8 x i16>, align 16
  %113 = alloca <8 x i16>, align 16
  %114 = alloca <8 x i16>, align 16
  %115 = alloca <8 x i8>, align 8
  %116 = alloca <8 x i16>, align 16
  %117 = alloca <8 x i8>, align 8
  %118 = alloca <4 x i32>, align 16
  %119 = alloca <4 x i16>, align 8
  %120 = alloca <8 x i16>, align 16
  %121 = alloca <16 x i8>, align 16
  %122 = alloca <8 x i16>, align 16
  %123 = alloca <8 x i16>, align 16
  %124 = alloca <4 x i32>, align 16
  %125 = alloca <16 x i8>, align 16
  %126 = alloca <8 x i16>, align 16
  %127 = alloca <2 x float>, align 8
  %128 = alloca <2 x float>, align 8
  %129 = alloca <2 x float>, align 8
  %130 = alloca <8 x i16>, align 16
  %131 = alloca <8 x i16>, align 16
  %132 = alloca <8 x i16>, align 16
  %133 = alloca <16 x i8>, align 16
  %134 = alloca <16 x i8>, align 16
  %135 = alloca <16 x i8>, align 16
  %136 = alloca <8 x i8>, align 8
  %137 = alloca <8 x i8>, align 8
  %138 = alloca <8 x i8>, align 8
  %139 = alloca <8 x i16>, align 16
  %140 = alloca <8 x i16>, align 16
  %141 = alloca <8 x i16>, align 16
  %142 = alloca <16 x i8>, align 16
  %143 = alloca <16 x i8>, align 16
  %144 = alloca <16 x i8>, align 16
  %145 = alloca <16 x i8>, align 16
  %146 = alloca <16 x i8>, align 16
  %147 = alloca <16 x i8>, align 16
  %148 = alloca <4 x i16>, align 8
  %149 = alloca <4 x i16>, align 8
  %150 = alloca <4 x i32>, align 16
  %151 = alloca <16 x i8>, align 16
  %152 = alloca <16 x i8>, align 16
  %153 = alloca <8 x i16>, align 16
  %154 = alloca <8 x i16>, align 16
  %155 = alloca <4 x i16>, align 8
  %156 = alloca <8 x i16>, align 16
  %157 = alloca <4 x i16>, align 8
  %158 = alloca <8 x i16>, align 16
  %159 = alloca <4 x i16>, align 8
  %160 = alloca <8 x i16>, align 16
  %161 = alloca <4 x i16>, align 8
  %162 = alloca <8 x i16>, align 16
  %163 = alloca <4 x i16>, align 8
  %164 = alloca <4 x i16>, align 8
  %165 = alloca <4 x i16>, align 8
  %166 = alloca <4 x i32>, align 16
  %167 = alloca <8 x i8>, align 8
  %168 = alloca <8 x i8>, align 8
  %169 = alloca <8 x i16>, align 16
  %170 = alloca <8 x i16>, align 16
  %171 = alloca <8 x i16>, align 16
  %172 = alloca <8 x i16>, align 16
  %173 = alloca <8 x i16>, align 16
  %174 = alloca <8 x i16>, align 16
  %175 = alloca <8 x i16>, align 16
  %176 = alloca <8 x i16>, align 16
  %177 = alloca <8 x i16>, align 16
  %178 = alloca <8 x i16>, align 16
  %179 = alloca <8 x i16>, align 16
  %180 = alloca <16 x i8>, align 16
  %181 = alloca <8 x i8>, align 8
  %182 = alloca <16 x i8>, align 16
  %183 = alloca <8 x i8>, align 8
  %184 = alloca <16 x i8>, align 16
  %185 = alloca <8 x i8>, align 8
  %186 = alloca <16 x i8>, align 16
  %187 = alloca <8 x i8>, align 8
  %188 = alloca <16 x i8>, align 16
  %189 = alloca <8 x i8>, align 8
  %190 = alloca <16 x i8>, align 16
  %191 = alloca <8 x i8>, align 8
  %192 = alloca <16 x i8>, align 16
  %193 = alloca <8 x i8>, align 8
  %194 = alloca <16 x i8>, align 16
  %195 = alloca <16 x i8>, align 16
  %196 = alloca <16 x i8>, align 16
  %197 = alloca <16 x i8>, align 16
  %198 = alloca i32, align 4
  %199 = alloca i32, align 4
  %200 = alloca ptr, align 8
  %201 = alloca i32, align 4
  %202 = alloca i32, align 4
  %203 = alloca i32, align 4
  %204 = alloca %struct.uint8x16x4_t, align 16
  %205 = alloca %struct.uint8x16x4_t, align 16
  %206 = alloca %struct.uint8x16x4_t, align 16
  %207 = alloca %struct.int16x8x2_t, align 16
  %208 = alloca %struct.int16x8x2_t, align 16
  %209 = alloca %struct.int16x8x2_t, align 16
  %210 = alloca %struct.int32x4x3_t, align 16
  %211 = alloca %struct.int32x4x3_t, align 16
  %212 = alloca %struct.int32x4x3_t, align 16
  %213 = alloca %struct.uint8x8x2_t, align 8
  %214 = alloca %struct.uint8x8x2_t, align 8
  %215 = alloca %struct.uint8x8x2_t, align 8
  %216 = alloca %struct.int16x4x4_t, align 8
  %217 = alloca %struct.int16x4x4_t, align 8
  %218 = alloca %struct.int16x4x4_t, align 8
  %219 = alloca %struct.int32x2x2_t, align 8
  %220 = alloca %struct.int32x2x2_t, align 8
  %221 = alloca %struct.int32x2x2_t, align 8
  %222 = alloca %struct.float32x4x2_t, align 16
  %223 = alloca %struct.float32x4x2_t, align 16
  %224 = alloca %struct.float32x4x2_t, align 16
  %225 = alloca [128 x i8], align 1
  %226 = alloca %struct.uint8x16x4_t, align 16
  %227 = alloca %struct.int16x8x2_t, align 16
  %228 = alloca %struct.uint8x8x3_t, align 8
  %229 = alloca %struct.uint8x8x3_t, align 8
  %230 = alloca %struct.int32x4x2_t, align 16
  %231 = alloca %struct.int32x4x2_t, align 16
  %232 = alloca <16 x i8>, align 16
  %233 = alloca <16 x i8>, align 16
  %234 = alloca <16 x i8>, align 16
  %235 = alloca <16 x i8>, align 16
  %236 = alloca <16 x i8>, align 16
  %237 = alloca <16 x i8>, align 16
  %238 = alloca <16 x i8>, align 16
  %239 = alloca <16 x i8>, align 16
  %240 = alloca <8 x i16>, align 16
  %241 = alloca <8 x i16>, align 16
  %242 = alloca <8 x i16>, align 16
  %243 = alloca <8 x i16>, align 16
  %244 = alloca <8 x i16>, align 16
  %245 = alloca <8 x i16>, align 16
  %246 = alloca <4 x i32>, align 16
  %247 = alloca <4 x i32>, align 16
  %248 = alloca <4 x i32>, align 16
  %249 = alloca <4 x i32>, align 16
  %250 = alloca <4 x i32>, align 16
  %251 = alloca <4 x i32>, align 16
  %252 = alloca <16 x i8>, align 16
  %253 = alloca <16 x i8>, align 16
  %254 = alloca <16 x i8>, align 16
  %255 = alloca <16 x i8>, align 16
  %256 = alloca <16 x i8>, align 16
  %257 = alloca <16 x i8>, align 16
  %258 = alloca <16 x i8>, align 16
  %259 = alloca <16 x i8>, align 16
  %260 = alloca <16 x i8>, align 16
  %261 = alloca <16 x i8>, align 16
  %262 = alloca <8 x i8>, align 8
  %263 = alloca <8 x i8>, align 8
  %264 = alloca <8 x i8>, align 8
  %265 = alloca <8 x i8>, align 8
  %266 = alloca <8 x i8>, align 8
  %267 = alloca <8 x i16>, align 16
  %268 = alloca <8 x i16>, align 16
  %269 = alloca <8 x i16>, align 16
  %270 = alloca <8 x i16>, align 16
  %271 = alloca <8 x i16>, align 16
  %272 = alloca <8 x i16>, align 16
  %273 = alloca <4 x i32>, align 16
  %274 = alloca <8 x i16>, align 16
  %275 = alloca <4 x i32>, align 16
  %276 = alloca <16 x i8>, align 16
  %277 = alloca <16 x i8>, align 16
  %278 = alloca <8 x i16>, align 16
  %279 = alloca <8 x i8>, align 8
  %280 = alloca <16 x i8>, align 16
  %281 = alloca <8 x i16>, align 16
  %282 = alloca <2 x float>, align 8
  %283 = alloca <2 x float>, align 8
  %284 = alloca <2 x float>, align 8
  %285 = alloca <2 x float>, align 8
  %286 = alloca <2 x float>, align 8
  %287 = alloca <8 x i16>, align 16
  %288 = alloca <4 x i32>, align 16
  %289 = alloca <8 x i16>, align 16
  %290 = alloca <4 x i16>, align 8
  %291 = alloca <8 x i8>, align 8
  %292 = alloca <8 x i8>, align 8
  %293 = alloca <8 x i8>, align 8
  %294 = alloca <8 x i8>, align 8
  %295 = alloca <8 x i16>, align 16
  %296 = alloca <8 x i8>, align 8
  %297 = alloca <4 x i16>, align 8
  %298 = alloca <4 x i16>, align 8
  %299 = alloca <4 x i32>, align 16
  %300 = alloca <4 x i16>, align 8
  %301 = alloca <8 x i8>, align 8
  %302 = alloca <8 x i8>, align 8
  %303 = alloca <8 x i16>, align 16
  %304 = alloca <8 x i8>, align 8
  %305 = alloca <8 x i8>, align 8
  %306 = alloca <8 x i8>, align 8
  %307 = alloca <8 x i16>, align 16
  %308 = alloca <8 x i8>, align 8
  %309 = alloca <8 x i16>, align 16
  %310 = alloca <8 x i16>, align 16
  %311 = alloca <4 x i32>, align 16
  %312 = alloca <2 x i32>, align 8
  %313 = alloca <16 x i8>, align 16
  %314 = alloca <16 x i8>, align 16
  %315 = alloca <16 x i8>, align 16
  %316 = alloca <8 x i16>, align 16
  %317 = alloca <4 x i32>, align 16
  %318 = alloca i64, align 8
  %319 = alloca <8 x i16>, align 16
  %320 = alloca <4 x i32>, align 16
  %321 = alloca <4 x float>, align 16
  %322 = alloca <4 x float>, align 16
  %323 = alloca <4 x float>, align 16
  %324 = alloca <4 x float>, align 16
  %325 = alloca <4 x float>, align 16
  %326 = alloca <4 x float>, align 16
  %327 = alloca <4 x float>, align 16
  %328 = alloca <4 x float>, align 16
  %329 = alloca <4 x float>, align 16
  %330 = alloca <4 x i32>, align 16
  %331 = alloca <4 x i32>, align 16
  %332 = alloca <4 x i32>, align 16
  %333 = alloca <4 x i32>, align 16
  %334 = alloca <4 x i32>, align 16
  %335 = alloca <4 x i32>, align 16
  %336 = alloca i32, align 4
  %337 = alloca i64, align 8
  %338 = alloca i64, align 8
  %339 = alloca <16 x i8>, align 16
  %340 = alloca %struct.uint8x16x2_t, align 16
  %341 = alloca %struct.uint8x16x3_t, align 16
  %342 = alloca <16 x i8>, align 16
  %343 = alloca <16 x i8>, align 16
  %344 = alloca %struct.uint8x16x4_t, align 16
  %345 = alloca <16 x i8>, align 16
  %346 = alloca <16 x i8>, align 16
  %347 = alloca <16 x i8>, align 16
  %348 = alloca <16 x i8>, align 16
  %349 = alloca <16 x i8>, align 16
  %350 = alloca <16 x i8>, align 16
  %351 = alloca <16 x i8>, align 16
  %352 = alloca <16 x i8>, align 16
  %353 = alloca <16 x i8>, align 16
  %354 = alloca <8 x i8>, align 8
  %355 = alloca <16 x i8>, align 16
  %356 = alloca <8 x i16>, align 16
  %357 = alloca <2 x i32>, align 8
  %358 = alloca <4 x float>, align 16
  %359 = alloca <4 x float>, align 16
  store i32 0, ptr %198, align 4
  store i32 %0, ptr %199, align 4
  store ptr %1, ptr %200, align 8
  %360 = load ptr, ptr %200, align 8
  store i32 0, ptr %201, align 4
  br label %361

361:                                              ; preds = %373, %2
  %362 = load i32, ptr %201, align 4
  %363 = icmp slt i32 %362, 256
  br i1 %363, label %364, label %376

364:                                              ; preds = %361
  %365 = load i32, ptr %201, align 4
  %366 = mul nsw i32 %365, 37
  %367 = load i32, ptr %199, align 4
  %368 = add nsw i32 %366, %367
  %369 = trunc i32 %368 to i8
  %370 = load i32, ptr %201, align 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds [256 x i8], ptr @bytes, i64 0, i64 %371
  store i8 %369, ptr %372, align 1
  br label %373

373:                                              ; preds = %364
  %374 = load i32, ptr %201, align 4
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr %201, align 4
  br label %361, !llvm.loop !6

376:                                              ; preds = %361
  store i32 0, ptr %202, align 4
  br label %377

377:                                              ; preds = %390, %376
  %378 = load i32, ptr %202, align 4
  %379 = icmp slt i32 %378, 64
  br i1 %379, label %380, label %393

380:                                              ; preds = %377
  %381 = load i32, ptr %202, align 4
  %382 = mul nsw i32 %381, 4099
  %383 = load i32, ptr %202, align 4
  %384 = shl i32 %383, 12
  %385 = xor i32 %382, %384
  %386 = trunc i32 %385 to i16
  %387 = load i32, ptr %202, align 4
  %388 = sext i32 %387 to i64
  %389 = getelementptr inbounds [64 x i16], ptr @shorts, i64 0, i64 %388
  store i16 %386, ptr %389, align 2
  br label %390

390:                                              ; preds = %380
  %391 = load i32, ptr %202, align 4
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %202, align 4
  br label %377, !llvm.loop !8

393:                                              ; preds = %377
  store i32 0, ptr %203, align 4
  br label %394

394:                                              ; preds = %403, %393
  %395 = load i32, ptr %203, align 4
  %396 = icmp slt i32 %395, 32
  br i1 %396, label %397, label %406

397:                                              ; preds = %394
  %398 = load i32, ptr %203, align 4
  %399 = mul i32 %398, -1640531527
  %400 = load i32, ptr %203, align 4
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds [32 x i32], ptr @ints, i64 0, i64 %401
  store i32 %399, ptr %402, align 4
  br label %403

403:                                              ; preds = %397
  %404 = load i32, ptr %203, align 4
  %405 = add nsw i32 %404, 1
  store i32 %405, ptr %203, align 4
  br label %394, !llvm.loop !9

406:                                              ; preds = %394
  store i16 -32768, ptr getelementptr inbounds ([64 x i16], ptr @shorts, i64 0, i64 5), align 2
  store i16 -32768, ptr getelementptr inbounds ([64 x i16], ptr @shorts, i64 0, i64 13), align 2
  store i32 -2147483648, ptr getelementptr inbounds ([32 x i32], ptr @ints, i64 0, i64 3), align 4
  store i32 -2147483648, ptr getelementptr inbounds ([32 x i32], ptr @ints, i64 0, i64 7), align 4
  %407 = call { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr @bytes)
  store { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %407, ptr %205, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %204, ptr align 16 %205, i64 64, i1 false)
  br label %408

408:                                              ; preds = %406
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %206, ptr align 16 %204, i64 64, i1 false)
  call void @pr(ptr noundef @.str, ptr noundef %206, i32 noundef 64)
  br label %409

409:                                              ; preds = %408
  %410 = call { <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld2.v8i16.p0(ptr @shorts)
  store { <8 x i16>, <8 x i16> } %410, ptr %208, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %207, ptr align 16 %208, i64 32, i1 false)
  br label %411

411:                                              ; preds = %409
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %209, ptr align 16 %207, i64 32, i1 false)
  call void @pr(ptr noundef @.str.1, ptr noundef %209, i32 noundef 32)
  br label %412

412:                                              ; preds = %411
  %413 = call { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr @ints)
  store { <4 x i32>, <4 x i32>, <4 x i32> } %413, ptr %211, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %210, ptr align 16 %211, i64 48, i1 false)
  br label %414

414:                                              ; preds = %412
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %212, ptr align 16 %210, i64 48, i1 false)
  call void @pr(ptr noundef @.str.2, ptr noundef %212, i32 noundef 48)
  br label %415

415:                                              ; preds = %414
  %416 = call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr getelementptr inbounds (i8, ptr @bytes, i64 3))
  store { <8 x i8>, <8 x i8> } %416, ptr %214, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %213, ptr align 8 %214, i64 16, i1 false)
  br label %417

417:                                              ; preds = %415
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %215, ptr align 8 %213, i64 16, i1 false)
  call void @pr(ptr noundef @.str.3, ptr noundef %215, i32 noundef 16)
  br label %418

418:                                              ; preds = %417
  %419 = call { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld1x4.v4i16.p0(ptr getelementptr inbounds (i16, ptr @shorts, i64 1))
  store { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %419, ptr %217, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %216, ptr align 8 %217, i64 32, i1 false)
  br label %420

420:                                              ; preds = %418
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %218, ptr align 8 %216, i64 32, i1 false)
  call void @pr(ptr noundef @.str.4, ptr noundef %218, i32 noundef 32)
  br label %421

421:                                              ; preds = %420
  %422 = call { <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld2r.v2i32.p0(ptr getelementptr inbounds (i32, ptr @ints, i64 5))
  store { <2 x i32>, <2 x i32> } %422, ptr %220, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %219, ptr align 8 %220, i64 16, i1 false)
  br label %423

423:                                              ; preds = %421
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %221, ptr align 8 %219, i64 16, i1 false)
  call void @pr(ptr noundef @.str.5, ptr noundef %221, i32 noundef 16)
  br label %424

424:                                              ; preds = %423
  %425 = call { <4 x float>, <4 x float> } @llvm.aarch64.neon.ld2.v4f32.p0(ptr @floats)
  store { <4 x float>, <4 x float> } %425, ptr %223, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %222, ptr align 16 %223, i64 32, i1 false)
  br label %426

426:                                              ; preds = %424
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %224, ptr align 16 %222, i64 32, i1 false)
  call void @pr(ptr noundef @.str.6, ptr noundef %224, i32 noundef 32)
  br label %427

427:                                              ; preds = %426
  call void @llvm.memset.p0.i64(ptr align 1 %225, i8 0, i64 128, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %226, ptr align 16 %204, i64 64, i1 false)
  %428 = getelementptr inbounds [128 x i8], ptr %225, i64 0, i64 0
  %429 = getelementptr inbounds %struct.uint8x16x4_t, ptr %226, i32 0, i32 0
  %430 = getelementptr inbounds [4 x <16 x i8>], ptr %429, i64 0, i64 0
  %431 = load <16 x i8>, ptr %430, align 16
  %432 = getelementptr inbounds %struct.uint8x16x4_t, ptr %226, i32 0, i32 0
  %433 = getelementptr inbounds [4 x <16 x i8>], ptr %432, i64 0, i64 1
  %434 = load <16 x i8>, ptr %433, align 16
  %435 = getelementptr inbounds %struct.uint8x16x4_t, ptr %226, i32 0, i32 0
  %436 = getelementptr inbounds [4 x <16 x i8>], ptr %435, i64 0, i64 2
  %437 = load <16 x i8>, ptr %436, align 16
  %438 = getelementptr inbounds %struct.uint8x16x4_t, ptr %226, i32 0, i32 0
  %439 = getelementptr inbounds [4 x <16 x i8>], ptr %438, i64 0, i64 3
  %440 = load <16 x i8>, ptr %439, align 16
  call void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8> %431, <16 x i8> %434, <16 x i8> %437, <16 x i8> %440, ptr %428)
  %441 = getelementptr inbounds [128 x i8], ptr %225, i64 0, i64 0
  call void @pr(ptr noundef @.str.7, ptr noundef %441, i32 noundef 128)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %227, ptr align 16 %207, i64 32, i1 false)
  %442 = getelementptr inbounds [128 x i8], ptr %225, i64 0, i64 0
  %443 = getelementptr inbounds %struct.int16x8x2_t, ptr %227, i32 0, i32 0
  %444 = getelementptr inbounds [2 x <8 x i16>], ptr %443, i64 0, i64 0
  %445 = load <8 x i16>, ptr %444, align 16
  %446 = bitcast <8 x i16> %445 to <16 x i8>
  %447 = getelementptr inbounds %struct.int16x8x2_t, ptr %227, i32 0, i32 0
  %448 = getelementptr inbounds [2 x <8 x i16>], ptr %447, i64 0, i64 1
  %449 = load <8 x i16>, ptr %448, align 16
  %450 = bitcast <8 x i16> %449 to <16 x i8>
  %451 = bitcast <16 x i8> %446 to <8 x i16>
  %452 = bitcast <16 x i8> %450 to <8 x i16>
  call void @llvm.aarch64.neon.st2.v8i16.p0(<8 x i16> %451, <8 x i16> %452, ptr %442)
  %453 = call { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr getelementptr inbounds (i8, ptr @bytes, i64 7))
  store { <8 x i8>, <8 x i8>, <8 x i8> } %453, ptr %229, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %228, ptr align 8 %229, i64 24, i1 false)
  %454 = getelementptr inbounds [128 x i8], ptr %225, i64 0, i64 0
  %455 = getelementptr inbounds i8, ptr %454, i64 40
  %456 = getelementptr inbounds %struct.uint8x8x3_t, ptr %228, i32 0, i32 0
  %457 = getelementptr inbounds [3 x <8 x i8>], ptr %456, i64 0, i64 0
  %458 = load <8 x i8>, ptr %457, align 8
  %459 = getelementptr inbounds %struct.uint8x8x3_t, ptr %228, i32 0, i32 0
  %460 = getelementptr inbounds [3 x <8 x i8>], ptr %459, i64 0, i64 1
  %461 = load <8 x i8>, ptr %460, align 8
  %462 = getelementptr inbounds %struct.uint8x8x3_t, ptr %228, i32 0, i32 0
  %463 = getelementptr inbounds [3 x <8 x i8>], ptr %462, i64 0, i64 2
  %464 = load <8 x i8>, ptr %463, align 8
  call void @llvm.aarch64.neon.st3.v8i8.p0(<8 x i8> %458, <8 x i8> %461, <8 x i8> %464, ptr %455)
  %465 = getelementptr inbounds %struct.int32x4x2_t, ptr %230, i32 0, i32 0
  %466 = getelementptr inbounds %struct.int32x4x3_t, ptr %210, i32 0, i32 0
  %467 = getelementptr inbounds [3 x <4 x i32>], ptr %466, i64 0, i64 0
  %468 = load <4 x i32>, ptr %467, align 16
  store <4 x i32> %468, ptr %465, align 16
  %469 = getelementptr inbounds <4 x i32>, ptr %465, i64 1
  %470 = getelementptr inbounds %struct.int32x4x3_t, ptr %210, i32 0, i32 0
  %471 = getelementptr inbounds [3 x <4 x i32>], ptr %470, i64 0, i64 2
  %472 = load <4 x i32>, ptr %471, align 16
  store <4 x i32> %472, ptr %469, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %231, ptr align 16 %230, i64 32, i1 false)
  %473 = getelementptr inbounds [128 x i8], ptr %225, i64 0, i64 0
  %474 = getelementptr inbounds i8, ptr %473, i64 80
  %475 = getelementptr inbounds %struct.int32x4x2_t, ptr %231, i32 0, i32 0
  %476 = getelementptr inbounds [2 x <4 x i32>], ptr %475, i64 0, i64 0
  %477 = load <4 x i32>, ptr %476, align 16
  %478 = bitcast <4 x i32> %477 to <16 x i8>
  %479 = getelementptr inbounds %struct.int32x4x2_t, ptr %231, i32 0, i32 0
  %480 = getelementptr inbounds [2 x <4 x i32>], ptr %479, i64 0, i64 1
  %481 = load <4 x i32>, ptr %480, align 16
  %482 = bitcast <4 x i32> %481 to <16 x i8>
  %483 = bitcast <16 x i8> %478 to <4 x i32>
  %484 = bitcast <16 x i8> %482 to <4 x i32>
  call void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32> %483, <4 x i32> %484, ptr %474)
  %485 = getelementptr inbounds [128 x i8], ptr %225, i64 0, i64 0
  call void @pr(ptr noundef @.str.8, ptr noundef %485, i32 noundef 128)
  %486 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 16), align 1
  store <16 x i8> %486, ptr %233, align 16
  %487 = load <16 x i8>, ptr %233, align 16
  store <16 x i8> %487, ptr %234, align 16
  %488 = load <16 x i8>, ptr %234, align 16
  store <16 x i8> %488, ptr %232, align 16
  %489 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 100), align 1
  store <16 x i8> %489, ptr %236, align 16
  %490 = load <16 x i8>, ptr %236, align 16
  store <16 x i8> %490, ptr %237, align 16
  %491 = load <16 x i8>, ptr %237, align 16
  store <16 x i8> %491, ptr %235, align 16
  %492 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %492, ptr %194, align 16
  %493 = load <16 x i8>, ptr %194, align 16
  store <16 x i8> %493, ptr %195, align 16
  %494 = load <16 x i8>, ptr %195, align 16
  store <16 x i8> %494, ptr %238, align 16
  %495 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %495, ptr %196, align 16
  %496 = load <16 x i8>, ptr %196, align 16
  store <16 x i8> %496, ptr %197, align 16
  %497 = load <16 x i8>, ptr %197, align 16
  store <16 x i8> %497, ptr %239, align 16
  %498 = load <8 x i16>, ptr @shorts, align 2
  store <8 x i16> %498, ptr %241, align 16
  %499 = load <8 x i16>, ptr %241, align 16
  store <8 x i16> %499, ptr %242, align 16
  %500 = load <8 x i16>, ptr %242, align 16
  store <8 x i16> %500, ptr %240, align 16
  %501 = load <8 x i16>, ptr getelementptr inbounds (i16, ptr @shorts, i64 8), align 2
  store <8 x i16> %501, ptr %244, align 16
  %502 = load <8 x i16>, ptr %244, align 16
  store <8 x i16> %502, ptr %245, align 16
  %503 = load <8 x i16>, ptr %245, align 16
  store <8 x i16> %503, ptr %243, align 16
  %504 = load <4 x i32>, ptr @ints, align 4
  store <4 x i32> %504, ptr %247, align 16
  %505 = load <4 x i32>, ptr %247, align 16
  store <4 x i32> %505, ptr %248, align 16
  %506 = load <4 x i32>, ptr %248, align 16
  store <4 x i32> %506, ptr %246, align 16
  %507 = load <4 x i32>, ptr getelementptr inbounds (i32, ptr @ints, i64 4), align 4
  store <4 x i32> %507, ptr %250, align 16
  %508 = load <4 x i32>, ptr %250, align 16
  store <4 x i32> %508, ptr %251, align 16
  %509 = load <4 x i32>, ptr %251, align 16
  store <4 x i32> %509, ptr %249, align 16
  br label %510

510:                                              ; preds = %427
  %511 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %511, ptr %254, align 16
  %512 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %512, ptr %255, align 16
  %513 = load <16 x i8>, ptr %254, align 16
  %514 = load <16 x i8>, ptr %255, align 16
  %515 = call <16 x i8> @llvm.aarch64.neon.vsli.v16i8(<16 x i8> %513, <16 x i8> %514, i32 3)
  store <16 x i8> %515, ptr %253, align 16
  %516 = load <16 x i8>, ptr %253, align 16
  store <16 x i8> %516, ptr %256, align 16
  %517 = load <16 x i8>, ptr %256, align 16
  store <16 x i8> %517, ptr %252, align 16
  call void @pr(ptr noundef @.str.9, ptr noundef %252, i32 noundef 16)
  br label %518

518:                                              ; preds = %510
  br label %519

519:                                              ; preds = %518
  %520 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %520, ptr %259, align 16
  %521 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %521, ptr %260, align 16
  %522 = load <16 x i8>, ptr %259, align 16
  %523 = load <16 x i8>, ptr %260, align 16
  %524 = call <16 x i8> @llvm.aarch64.neon.vsri.v16i8(<16 x i8> %522, <16 x i8> %523, i32 5)
  store <16 x i8> %524, ptr %258, align 16
  %525 = load <16 x i8>, ptr %258, align 16
  store <16 x i8> %525, ptr %261, align 16
  %526 = load <16 x i8>, ptr %261, align 16
  store <16 x i8> %526, ptr %257, align 16
  call void @pr(ptr noundef @.str.10, ptr noundef %257, i32 noundef 16)
  br label %527

527:                                              ; preds = %519
  br label %528

528:                                              ; preds = %527
  %529 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %529, ptr %182, align 16
  %530 = load <16 x i8>, ptr %182, align 16
  %531 = load <16 x i8>, ptr %182, align 16
  %532 = shufflevector <16 x i8> %530, <16 x i8> %531, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %532, ptr %183, align 8
  %533 = load <8 x i8>, ptr %183, align 8
  store <8 x i8> %533, ptr %264, align 8
  %534 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %534, ptr %180, align 16
  %535 = load <16 x i8>, ptr %180, align 16
  %536 = load <16 x i8>, ptr %180, align 16
  %537 = shufflevector <16 x i8> %535, <16 x i8> %536, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %537, ptr %181, align 8
  %538 = load <8 x i8>, ptr %181, align 8
  store <8 x i8> %538, ptr %265, align 8
  %539 = load <8 x i8>, ptr %264, align 8
  %540 = load <8 x i8>, ptr %265, align 8
  %541 = call <8 x i8> @llvm.aarch64.neon.vsli.v8i8(<8 x i8> %539, <8 x i8> %540, i32 7)
  store <8 x i8> %541, ptr %263, align 8
  %542 = load <8 x i8>, ptr %263, align 8
  store <8 x i8> %542, ptr %266, align 8
  %543 = load <8 x i8>, ptr %266, align 8
  store <8 x i8> %543, ptr %262, align 8
  call void @pr(ptr noundef @.str.11, ptr noundef %262, i32 noundef 8)
  br label %544

544:                                              ; preds = %528
  br label %545

545:                                              ; preds = %544
  %546 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %546, ptr %170, align 16
  %547 = load <8 x i16>, ptr %170, align 16
  store <8 x i16> %547, ptr %171, align 16
  %548 = load <8 x i16>, ptr %171, align 16
  store <8 x i16> %548, ptr %269, align 16
  %549 = load <8 x i16>, ptr %243, align 16
  store <8 x i16> %549, ptr %172, align 16
  %550 = load <8 x i16>, ptr %172, align 16
  store <8 x i16> %550, ptr %173, align 16
  %551 = load <8 x i16>, ptr %173, align 16
  store <8 x i16> %551, ptr %270, align 16
  %552 = load <8 x i16>, ptr %269, align 16
  %553 = bitcast <8 x i16> %552 to <16 x i8>
  %554 = load <8 x i16>, ptr %270, align 16
  %555 = bitcast <8 x i16> %554 to <16 x i8>
  %556 = bitcast <16 x i8> %553 to <8 x i16>
  %557 = bitcast <16 x i8> %555 to <8 x i16>
  %558 = call <8 x i16> @llvm.aarch64.neon.vsri.v8i16(<8 x i16> %556, <8 x i16> %557, i32 16)
  store <8 x i16> %558, ptr %268, align 16
  %559 = load <8 x i16>, ptr %268, align 16
  store <8 x i16> %559, ptr %271, align 16
  %560 = load <8 x i16>, ptr %271, align 16
  store <8 x i16> %560, ptr %267, align 16
  call void @pr(ptr noundef @.str.12, ptr noundef %267, i32 noundef 16)
  br label %561

561:                                              ; preds = %545
  br label %562

562:                                              ; preds = %561
  %563 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %563, ptr %184, align 16
  %564 = load <16 x i8>, ptr %184, align 16
  %565 = load <16 x i8>, ptr %184, align 16
  %566 = shufflevector <16 x i8> %564, <16 x i8> %565, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %566, ptr %185, align 8
  %567 = load <8 x i8>, ptr %185, align 8
  %568 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %568, ptr %186, align 16
  %569 = load <16 x i8>, ptr %186, align 16
  %570 = load <16 x i8>, ptr %186, align 16
  %571 = shufflevector <16 x i8> %569, <16 x i8> %570, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %571, ptr %187, align 8
  %572 = load <8 x i8>, ptr %187, align 8
  store <8 x i8> %567, ptr %167, align 8
  store <8 x i8> %572, ptr %168, align 8
  %573 = load <8 x i8>, ptr %167, align 8
  %574 = load <8 x i8>, ptr %168, align 8
  %575 = call <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8> %573, <8 x i8> %574)
  store <8 x i16> %575, ptr %169, align 16
  %576 = load <8 x i16>, ptr %169, align 16
  store <8 x i16> %576, ptr %272, align 16
  call void @pr(ptr noundef @.str.13, ptr noundef %272, i32 noundef 16)
  br label %577

577:                                              ; preds = %562
  br label %578

578:                                              ; preds = %577
  %579 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %579, ptr %156, align 16
  %580 = load <8 x i16>, ptr %156, align 16
  %581 = load <8 x i16>, ptr %156, align 16
  %582 = shufflevector <8 x i16> %580, <8 x i16> %581, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %582, ptr %157, align 8
  %583 = load <4 x i16>, ptr %157, align 8
  %584 = load <8 x i16>, ptr %243, align 16
  store <8 x i16> %584, ptr %154, align 16
  %585 = load <8 x i16>, ptr %154, align 16
  %586 = load <8 x i16>, ptr %154, align 16
  %587 = shufflevector <8 x i16> %585, <8 x i16> %586, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i16> %587, ptr %155, align 8
  %588 = load <4 x i16>, ptr %155, align 8
  store <4 x i16> %583, ptr %164, align 8
  store <4 x i16> %588, ptr %165, align 8
  %589 = load <4 x i16>, ptr %164, align 8
  %590 = bitcast <4 x i16> %589 to <8 x i8>
  %591 = load <4 x i16>, ptr %165, align 8
  %592 = bitcast <4 x i16> %591 to <8 x i8>
  %593 = call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %589, <4 x i16> %591)
  store <4 x i32> %593, ptr %166, align 16
  %594 = load <4 x i32>, ptr %166, align 16
  store <4 x i32> %594, ptr %273, align 16
  call void @pr(ptr noundef @.str.14, ptr noundef %273, i32 noundef 16)
  br label %595

595:                                              ; preds = %578
  br label %596

596:                                              ; preds = %595
  %597 = load <16 x i8>, ptr %238, align 16
  %598 = load <16 x i8>, ptr %239, align 16
  store <16 x i8> %597, ptr %151, align 16
  store <16 x i8> %598, ptr %152, align 16
  %599 = load <16 x i8>, ptr %151, align 16
  store <16 x i8> %599, ptr %70, align 16
  %600 = load <16 x i8>, ptr %70, align 16
  %601 = load <16 x i8>, ptr %70, align 16
  %602 = shufflevector <16 x i8> %600, <16 x i8> %601, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %602, ptr %71, align 8
  %603 = load <8 x i8>, ptr %71, align 8
  %604 = load <16 x i8>, ptr %152, align 16
  store <16 x i8> %604, ptr %72, align 16
  %605 = load <16 x i8>, ptr %72, align 16
  %606 = load <16 x i8>, ptr %72, align 16
  %607 = shufflevector <16 x i8> %605, <16 x i8> %606, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %607, ptr %73, align 8
  %608 = load <8 x i8>, ptr %73, align 8
  store <8 x i8> %603, ptr %3, align 8
  store <8 x i8> %608, ptr %4, align 8
  %609 = load <8 x i8>, ptr %3, align 8
  %610 = load <8 x i8>, ptr %4, align 8
  %611 = call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8> %609, <8 x i8> %610)
  store <8 x i16> %611, ptr %5, align 16
  %612 = load <8 x i16>, ptr %5, align 16
  store <8 x i16> %612, ptr %153, align 16
  %613 = load <8 x i16>, ptr %153, align 16
  store <8 x i16> %613, ptr %274, align 16
  call void @pr(ptr noundef @.str.15, ptr noundef %274, i32 noundef 16)
  br label %614

614:                                              ; preds = %596
  br label %615

615:                                              ; preds = %614
  %616 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %616, ptr %158, align 16
  %617 = load <8 x i16>, ptr %158, align 16
  %618 = load <8 x i16>, ptr %158, align 16
  %619 = shufflevector <8 x i16> %617, <8 x i16> %618, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %619, ptr %159, align 8
  %620 = load <4 x i16>, ptr %159, align 8
  %621 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %621, ptr %160, align 16
  %622 = load <8 x i16>, ptr %160, align 16
  %623 = load <8 x i16>, ptr %160, align 16
  %624 = shufflevector <8 x i16> %622, <8 x i16> %623, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %624, ptr %161, align 8
  %625 = load <4 x i16>, ptr %161, align 8
  store <4 x i16> %620, ptr %148, align 8
  store <4 x i16> %625, ptr %149, align 8
  %626 = load <4 x i16>, ptr %148, align 8
  %627 = bitcast <4 x i16> %626 to <8 x i8>
  %628 = load <4 x i16>, ptr %149, align 8
  %629 = bitcast <4 x i16> %628 to <8 x i8>
  %630 = call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %626, <4 x i16> %628)
  %631 = bitcast <4 x i32> %630 to <16 x i8>
  store <4 x i32> %630, ptr %150, align 16
  %632 = load <4 x i32>, ptr %150, align 16
  store <4 x i32> %632, ptr %275, align 16
  call void @pr(ptr noundef @.str.16, ptr noundef %275, i32 noundef 16)
  br label %633

633:                                              ; preds = %615
  br label %634

634:                                              ; preds = %633
  %635 = load <16 x i8>, ptr %232, align 16
  %636 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %635, ptr %145, align 16
  store <16 x i8> %636, ptr %146, align 16
  %637 = load <16 x i8>, ptr %145, align 16
  %638 = load <16 x i8>, ptr %146, align 16
  %639 = call <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8> %637, <16 x i8> %638)
  store <16 x i8> %639, ptr %147, align 16
  %640 = load <16 x i8>, ptr %147, align 16
  store <16 x i8> %640, ptr %276, align 16
  call void @pr(ptr noundef @.str.17, ptr noundef %276, i32 noundef 16)
  br label %641

641:                                              ; preds = %634
  br label %642

642:                                              ; preds = %641
  %643 = load <16 x i8>, ptr %238, align 16
  %644 = load <16 x i8>, ptr %239, align 16
  store <16 x i8> %643, ptr %142, align 16
  store <16 x i8> %644, ptr %143, align 16
  %645 = load <16 x i8>, ptr %142, align 16
  %646 = load <16 x i8>, ptr %143, align 16
  %647 = call <16 x i8> @llvm.aarch64.neon.srhadd.v16i8(<16 x i8> %645, <16 x i8> %646)
  store <16 x i8> %647, ptr %144, align 16
  %648 = load <16 x i8>, ptr %144, align 16
  store <16 x i8> %648, ptr %277, align 16
  call void @pr(ptr noundef @.str.18, ptr noundef %277, i32 noundef 16)
  br label %649

649:                                              ; preds = %642
  br label %650

650:                                              ; preds = %649
  %651 = load <8 x i16>, ptr %240, align 16
  %652 = load <8 x i16>, ptr %243, align 16
  store <8 x i16> %651, ptr %139, align 16
  store <8 x i16> %652, ptr %140, align 16
  %653 = load <8 x i16>, ptr %139, align 16
  %654 = bitcast <8 x i16> %653 to <16 x i8>
  %655 = load <8 x i16>, ptr %140, align 16
  %656 = bitcast <8 x i16> %655 to <16 x i8>
  %657 = call <8 x i16> @llvm.aarch64.neon.shsub.v8i16(<8 x i16> %653, <8 x i16> %655)
  %658 = bitcast <8 x i16> %657 to <16 x i8>
  store <8 x i16> %657, ptr %141, align 16
  %659 = load <8 x i16>, ptr %141, align 16
  store <8 x i16> %659, ptr %278, align 16
  call void @pr(ptr noundef @.str.19, ptr noundef %278, i32 noundef 16)
  br label %660

660:                                              ; preds = %650
  br label %661

661:                                              ; preds = %660
  %662 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %662, ptr %188, align 16
  %663 = load <16 x i8>, ptr %188, align 16
  %664 = load <16 x i8>, ptr %188, align 16
  %665 = shufflevector <16 x i8> %663, <16 x i8> %664, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %665, ptr %189, align 8
  %666 = load <8 x i8>, ptr %189, align 8
  %667 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %667, ptr %190, align 16
  %668 = load <16 x i8>, ptr %190, align 16
  %669 = load <16 x i8>, ptr %190, align 16
  %670 = shufflevector <16 x i8> %668, <16 x i8> %669, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %670, ptr %191, align 8
  %671 = load <8 x i8>, ptr %191, align 8
  store <8 x i8> %666, ptr %136, align 8
  store <8 x i8> %671, ptr %137, align 8
  %672 = load <8 x i8>, ptr %136, align 8
  %673 = load <8 x i8>, ptr %137, align 8
  %674 = call <8 x i8> @llvm.aarch64.neon.uhsub.v8i8(<8 x i8> %672, <8 x i8> %673)
  store <8 x i8> %674, ptr %138, align 8
  %675 = load <8 x i8>, ptr %138, align 8
  store <8 x i8> %675, ptr %279, align 8
  call void @pr(ptr noundef @.str.20, ptr noundef %279, i32 noundef 8)
  br label %676

676:                                              ; preds = %661
  br label %677

677:                                              ; preds = %676
  %678 = load <16 x i8>, ptr %232, align 16
  %679 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %678, ptr %133, align 16
  store <16 x i8> %679, ptr %134, align 16
  %680 = load <16 x i8>, ptr %133, align 16
  %681 = load <16 x i8>, ptr %134, align 16
  %682 = call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %680, <16 x i8> %681)
  store <16 x i8> %682, ptr %135, align 16
  %683 = load <16 x i8>, ptr %135, align 16
  store <16 x i8> %683, ptr %280, align 16
  call void @pr(ptr noundef @.str.21, ptr noundef %280, i32 noundef 16)
  br label %684

684:                                              ; preds = %677
  br label %685

685:                                              ; preds = %684
  %686 = load <8 x i16>, ptr %240, align 16
  %687 = load <8 x i16>, ptr %243, align 16
  store <8 x i16> %686, ptr %130, align 16
  store <8 x i16> %687, ptr %131, align 16
  %688 = load <8 x i16>, ptr %130, align 16
  %689 = bitcast <8 x i16> %688 to <16 x i8>
  %690 = load <8 x i16>, ptr %131, align 16
  %691 = bitcast <8 x i16> %690 to <16 x i8>
  %692 = call <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16> %688, <8 x i16> %690)
  store <8 x i16> %692, ptr %132, align 16
  %693 = load <8 x i16>, ptr %132, align 16
  store <8 x i16> %693, ptr %281, align 16
  call void @pr(ptr noundef @.str.22, ptr noundef %281, i32 noundef 16)
  br label %694

694:                                              ; preds = %685
  br label %695

695:                                              ; preds = %694
  %696 = load <2 x float>, ptr @floats, align 4
  store <2 x float> %696, ptr %283, align 8
  %697 = load <2 x float>, ptr %283, align 8
  store <2 x float> %697, ptr %284, align 8
  %698 = load <2 x float>, ptr %284, align 8
  %699 = load <2 x float>, ptr getelementptr inbounds (float, ptr @floats, i64 4), align 4
  store <2 x float> %699, ptr %285, align 8
  %700 = load <2 x float>, ptr %285, align 8
  store <2 x float> %700, ptr %286, align 8
  %701 = load <2 x float>, ptr %286, align 8
  store <2 x float> %698, ptr %127, align 8
  store <2 x float> %701, ptr %128, align 8
  %702 = load <2 x float>, ptr %127, align 8
  %703 = bitcast <2 x float> %702 to <8 x i8>
  %704 = load <2 x float>, ptr %128, align 8
  %705 = bitcast <2 x float> %704 to <8 x i8>
  %706 = call <2 x float> @llvm.aarch64.neon.fabd.v2f32(<2 x float> %702, <2 x float> %704)
  store <2 x float> %706, ptr %129, align 8
  %707 = load <2 x float>, ptr %129, align 8
  store <2 x float> %707, ptr %282, align 8
  call void @pr(ptr noundef @.str.23, ptr noundef %282, i32 noundef 8)
  br label %708

708:                                              ; preds = %695
  br label %709

709:                                              ; preds = %708
  %710 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %710, ptr %125, align 16
  %711 = load <16 x i8>, ptr %125, align 16
  %712 = call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8> %711)
  store <8 x i16> %712, ptr %126, align 16
  %713 = load <8 x i16>, ptr %126, align 16
  store <8 x i16> %713, ptr %287, align 16
  call void @pr(ptr noundef @.str.24, ptr noundef %287, i32 noundef 16)
  br label %714

714:                                              ; preds = %709
  br label %715

715:                                              ; preds = %714
  %716 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %716, ptr %123, align 16
  %717 = load <8 x i16>, ptr %123, align 16
  %718 = bitcast <8 x i16> %717 to <16 x i8>
  %719 = call <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16> %717)
  store <4 x i32> %719, ptr %124, align 16
  %720 = load <4 x i32>, ptr %124, align 16
  store <4 x i32> %720, ptr %288, align 16
  call void @pr(ptr noundef @.str.25, ptr noundef %288, i32 noundef 16)
  br label %721

721:                                              ; preds = %715
  br label %722

722:                                              ; preds = %721
  %723 = load <8 x i16>, ptr %243, align 16
  store <8 x i16> %723, ptr %174, align 16
  %724 = load <8 x i16>, ptr %174, align 16
  store <8 x i16> %724, ptr %175, align 16
  %725 = load <8 x i16>, ptr %175, align 16
  %726 = load <16 x i8>, ptr %232, align 16
  store <8 x i16> %725, ptr %120, align 16
  store <16 x i8> %726, ptr %121, align 16
  %727 = load <8 x i16>, ptr %120, align 16
  %728 = bitcast <8 x i16> %727 to <16 x i8>
  %729 = load <16 x i8>, ptr %121, align 16
  %730 = call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8> %729)
  %731 = add <8 x i16> %730, %727
  store <8 x i16> %731, ptr %122, align 16
  %732 = load <8 x i16>, ptr %122, align 16
  store <8 x i16> %732, ptr %289, align 16
  call void @pr(ptr noundef @.str.26, ptr noundef %289, i32 noundef 16)
  br label %733

733:                                              ; preds = %722
  br label %734

734:                                              ; preds = %733
  %735 = load <4 x i32>, ptr %246, align 16
  store <4 x i32> %735, ptr %118, align 16
  %736 = load <4 x i32>, ptr %118, align 16
  %737 = bitcast <4 x i32> %736 to <16 x i8>
  %738 = call <4 x i16> @llvm.aarch64.neon.sqxtn.v4i16(<4 x i32> %736)
  %739 = bitcast <4 x i16> %738 to <8 x i8>
  store <4 x i16> %738, ptr %119, align 8
  %740 = load <4 x i16>, ptr %119, align 8
  store <4 x i16> %740, ptr %290, align 8
  call void @pr(ptr noundef @.str.27, ptr noundef %290, i32 noundef 8)
  br label %741

741:                                              ; preds = %734
  br label %742

742:                                              ; preds = %741
  %743 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %743, ptr %176, align 16
  %744 = load <8 x i16>, ptr %176, align 16
  store <8 x i16> %744, ptr %177, align 16
  %745 = load <8 x i16>, ptr %177, align 16
  store <8 x i16> %745, ptr %116, align 16
  %746 = load <8 x i16>, ptr %116, align 16
  %747 = bitcast <8 x i16> %746 to <16 x i8>
  %748 = call <8 x i8> @llvm.aarch64.neon.uqxtn.v8i8(<8 x i16> %746)
  store <8 x i8> %748, ptr %117, align 8
  %749 = load <8 x i8>, ptr %117, align 8
  store <8 x i8> %749, ptr %291, align 8
  call void @pr(ptr noundef @.str.28, ptr noundef %291, i32 noundef 8)
  br label %750

750:                                              ; preds = %742
  br label %751

751:                                              ; preds = %750
  %752 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %752, ptr %114, align 16
  %753 = load <8 x i16>, ptr %114, align 16
  %754 = bitcast <8 x i16> %753 to <16 x i8>
  %755 = call <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16> %753)
  store <8 x i8> %755, ptr %115, align 8
  %756 = load <8 x i8>, ptr %115, align 8
  store <8 x i8> %756, ptr %292, align 8
  call void @pr(ptr noundef @.str.29, ptr noundef %292, i32 noundef 8)
  br label %757

757:                                              ; preds = %751
  br label %758

758:                                              ; preds = %757
  %759 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %759, ptr %295, align 16
  %760 = load <8 x i16>, ptr %295, align 16
  %761 = bitcast <8 x i16> %760 to <16 x i8>
  %762 = bitcast <16 x i8> %761 to <8 x i16>
  %763 = call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %762, i32 5)
  store <8 x i8> %763, ptr %294, align 8
  %764 = load <8 x i8>, ptr %294, align 8
  store <8 x i8> %764, ptr %296, align 8
  %765 = load <8 x i8>, ptr %296, align 8
  store <8 x i8> %765, ptr %293, align 8
  call void @pr(ptr noundef @.str.30, ptr noundef %293, i32 noundef 8)
  br label %766

766:                                              ; preds = %758
  br label %767

767:                                              ; preds = %766
  %768 = load <4 x i32>, ptr %246, align 16
  store <4 x i32> %768, ptr %299, align 16
  %769 = load <4 x i32>, ptr %299, align 16
  %770 = bitcast <4 x i32> %769 to <16 x i8>
  %771 = bitcast <16 x i8> %770 to <4 x i32>
  %772 = call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %771, i32 3)
  store <4 x i16> %772, ptr %298, align 8
  %773 = load <4 x i16>, ptr %298, align 8
  store <4 x i16> %773, ptr %300, align 8
  %774 = load <4 x i16>, ptr %300, align 8
  store <4 x i16> %774, ptr %297, align 8
  call void @pr(ptr noundef @.str.31, ptr noundef %297, i32 noundef 8)
  br label %775

775:                                              ; preds = %767
  br label %776

776:                                              ; preds = %775
  %777 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %777, ptr %178, align 16
  %778 = load <8 x i16>, ptr %178, align 16
  store <8 x i16> %778, ptr %179, align 16
  %779 = load <8 x i16>, ptr %179, align 16
  store <8 x i16> %779, ptr %303, align 16
  %780 = load <8 x i16>, ptr %303, align 16
  %781 = bitcast <8 x i16> %780 to <16 x i8>
  %782 = bitcast <16 x i8> %781 to <8 x i16>
  %783 = call <8 x i8> @llvm.aarch64.neon.uqrshrn.v8i8(<8 x i16> %782, i32 2)
  store <8 x i8> %783, ptr %302, align 8
  %784 = load <8 x i8>, ptr %302, align 8
  store <8 x i8> %784, ptr %304, align 8
  %785 = load <8 x i8>, ptr %304, align 8
  store <8 x i8> %785, ptr %301, align 8
  call void @pr(ptr noundef @.str.32, ptr noundef %301, i32 noundef 8)
  br label %786

786:                                              ; preds = %776
  br label %787

787:                                              ; preds = %786
  %788 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %788, ptr %307, align 16
  %789 = load <8 x i16>, ptr %307, align 16
  %790 = bitcast <8 x i16> %789 to <16 x i8>
  %791 = bitcast <16 x i8> %790 to <8 x i16>
  %792 = call <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16> %791, i32 4)
  store <8 x i8> %792, ptr %306, align 8
  %793 = load <8 x i8>, ptr %306, align 8
  store <8 x i8> %793, ptr %308, align 8
  %794 = load <8 x i8>, ptr %308, align 8
  store <8 x i8> %794, ptr %305, align 8
  call void @pr(ptr noundef @.str.33, ptr noundef %305, i32 noundef 8)
  br label %795

795:                                              ; preds = %787
  br label %796

796:                                              ; preds = %795
  %797 = load <8 x i16>, ptr %240, align 16
  %798 = load <8 x i16>, ptr %243, align 16
  store <8 x i16> %797, ptr %108, align 16
  store <8 x i16> %798, ptr %109, align 16
  %799 = load <8 x i16>, ptr %108, align 16
  %800 = bitcast <8 x i16> %799 to <16 x i8>
  %801 = load <8 x i16>, ptr %109, align 16
  %802 = bitcast <8 x i16> %801 to <16 x i8>
  %803 = call <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16> %799, <8 x i16> %801)
  %804 = bitcast <8 x i16> %803 to <16 x i8>
  store <8 x i16> %803, ptr %110, align 16
  %805 = load <8 x i16>, ptr %110, align 16
  store <8 x i16> %805, ptr %309, align 16
  call void @pr(ptr noundef @.str.34, ptr noundef %309, i32 noundef 16)
  br label %806

806:                                              ; preds = %796
  br label %807

807:                                              ; preds = %806
  %808 = load <8 x i16>, ptr %240, align 16
  %809 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %808, ptr %111, align 16
  store <8 x i16> %809, ptr %112, align 16
  %810 = load <8 x i16>, ptr %111, align 16
  %811 = bitcast <8 x i16> %810 to <16 x i8>
  %812 = load <8 x i16>, ptr %112, align 16
  %813 = bitcast <8 x i16> %812 to <16 x i8>
  %814 = call <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16> %810, <8 x i16> %812)
  %815 = bitcast <8 x i16> %814 to <16 x i8>
  store <8 x i16> %814, ptr %113, align 16
  %816 = load <8 x i16>, ptr %113, align 16
  store <8 x i16> %816, ptr %310, align 16
  call void @pr(ptr noundef @.str.35, ptr noundef %310, i32 noundef 16)
  br label %817

817:                                              ; preds = %807
  br label %818

818:                                              ; preds = %817
  %819 = load <4 x i32>, ptr %246, align 16
  %820 = load <4 x i32>, ptr %249, align 16
  store <4 x i32> %819, ptr %105, align 16
  store <4 x i32> %820, ptr %106, align 16
  %821 = load <4 x i32>, ptr %105, align 16
  %822 = bitcast <4 x i32> %821 to <16 x i8>
  %823 = load <4 x i32>, ptr %106, align 16
  %824 = bitcast <4 x i32> %823 to <16 x i8>
  %825 = call <4 x i32> @llvm.aarch64.neon.sqrdmulh.v4i32(<4 x i32> %821, <4 x i32> %823)
  %826 = bitcast <4 x i32> %825 to <16 x i8>
  store <4 x i32> %825, ptr %107, align 16
  %827 = load <4 x i32>, ptr %107, align 16
  store <4 x i32> %827, ptr %311, align 16
  call void @pr(ptr noundef @.str.36, ptr noundef %311, i32 noundef 16)
  br label %828

828:                                              ; preds = %818
  br label %829

829:                                              ; preds = %828
  %830 = load <4 x i32>, ptr %246, align 16
  store <4 x i32> %830, ptr %96, align 16
  %831 = load <4 x i32>, ptr %96, align 16
  %832 = load <4 x i32>, ptr %96, align 16
  %833 = shufflevector <4 x i32> %831, <4 x i32> %832, <2 x i32> <i32 2, i32 3>
  store <2 x i32> %833, ptr %97, align 8
  %834 = load <2 x i32>, ptr %97, align 8
  %835 = load <4 x i32>, ptr %246, align 16
  store <4 x i32> %835, ptr %98, align 16
  %836 = load <4 x i32>, ptr %98, align 16
  %837 = load <4 x i32>, ptr %98, align 16
  %838 = shufflevector <4 x i32> %836, <4 x i32> %837, <2 x i32> <i32 2, i32 3>
  store <2 x i32> %838, ptr %99, align 8
  %839 = load <2 x i32>, ptr %99, align 8
  store <2 x i32> %834, ptr %102, align 8
  store <2 x i32> %839, ptr %103, align 8
  %840 = load <2 x i32>, ptr %102, align 8
  %841 = bitcast <2 x i32> %840 to <8 x i8>
  %842 = load <2 x i32>, ptr %103, align 8
  %843 = bitcast <2 x i32> %842 to <8 x i8>
  %844 = call <2 x i32> @llvm.aarch64.neon.sqrdmulh.v2i32(<2 x i32> %840, <2 x i32> %842)
  %845 = bitcast <2 x i32> %844 to <8 x i8>
  store <2 x i32> %844, ptr %104, align 8
  %846 = load <2 x i32>, ptr %104, align 8
  store <2 x i32> %846, ptr %312, align 8
  call void @pr(ptr noundef @.str.37, ptr noundef %312, i32 noundef 8)
  br label %847

847:                                              ; preds = %829
  store <16 x i8> <i8 0, i8 1, i8 7, i8 8, i8 9, i8 -1, i8 -7, i8 -8, i8 -9, i8 127, i8 -128, i8 3, i8 -3, i8 64, i8 -64, i8 2>, ptr %313, align 16
  br label %848

848:                                              ; preds = %847
  %849 = load <16 x i8>, ptr %232, align 16
  %850 = load <16 x i8>, ptr %313, align 16
  store <16 x i8> %849, ptr %93, align 16
  store <16 x i8> %850, ptr %94, align 16
  %851 = load <16 x i8>, ptr %93, align 16
  %852 = load <16 x i8>, ptr %94, align 16
  %853 = call <16 x i8> @llvm.aarch64.neon.ushl.v16i8(<16 x i8> %851, <16 x i8> %852)
  store <16 x i8> %853, ptr %95, align 16
  %854 = load <16 x i8>, ptr %95, align 16
  store <16 x i8> %854, ptr %314, align 16
  call void @pr(ptr noundef @.str.38, ptr noundef %314, i32 noundef 16)
  br label %855

855:                                              ; preds = %848
  br label %856

856:                                              ; preds = %855
  %857 = load <16 x i8>, ptr %238, align 16
  %858 = load <16 x i8>, ptr %313, align 16
  store <16 x i8> %857, ptr %90, align 16
  store <16 x i8> %858, ptr %91, align 16
  %859 = load <16 x i8>, ptr %90, align 16
  %860 = load <16 x i8>, ptr %91, align 16
  %861 = call <16 x i8> @llvm.aarch64.neon.sshl.v16i8(<16 x i8> %859, <16 x i8> %860)
  store <16 x i8> %861, ptr %92, align 16
  %862 = load <16 x i8>, ptr %92, align 16
  store <16 x i8> %862, ptr %315, align 16
  call void @pr(ptr noundef @.str.39, ptr noundef %315, i32 noundef 16)
  br label %863

863:                                              ; preds = %856
  br label %864

864:                                              ; preds = %863
  %865 = load <8 x i16>, ptr %240, align 16
  %866 = load <16 x i8>, ptr %313, align 16
  store <16 x i8> %866, ptr %81, align 16
  %867 = load <16 x i8>, ptr %81, align 16
  %868 = load <16 x i8>, ptr %81, align 16
  %869 = shufflevector <16 x i8> %867, <16 x i8> %868, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %869, ptr %82, align 8
  %870 = load <8 x i8>, ptr %82, align 8
  store <8 x i8> %870, ptr %83, align 8
  %871 = load <8 x i8>, ptr %83, align 8
  %872 = sext <8 x i8> %871 to <8 x i16>
  store <8 x i16> %872, ptr %84, align 16
  %873 = load <8 x i16>, ptr %84, align 16
  store <8 x i16> %865, ptr %87, align 16
  store <8 x i16> %873, ptr %88, align 16
  %874 = load <8 x i16>, ptr %87, align 16
  %875 = bitcast <8 x i16> %874 to <16 x i8>
  %876 = load <8 x i16>, ptr %88, align 16
  %877 = bitcast <8 x i16> %876 to <16 x i8>
  %878 = call <8 x i16> @llvm.aarch64.neon.sshl.v8i16(<8 x i16> %874, <8 x i16> %876)
  %879 = bitcast <8 x i16> %878 to <16 x i8>
  store <8 x i16> %878, ptr %89, align 16
  %880 = load <8 x i16>, ptr %89, align 16
  store <8 x i16> %880, ptr %316, align 16
  call void @pr(ptr noundef @.str.40, ptr noundef %316, i32 noundef 16)
  br label %881

881:                                              ; preds = %864
  br label %882

882:                                              ; preds = %881
  %883 = load <4 x i32>, ptr %246, align 16
  store <4 x i32> %883, ptr %76, align 16
  %884 = load <4 x i32>, ptr %76, align 16
  store <4 x i32> %884, ptr %77, align 16
  %885 = load <4 x i32>, ptr %77, align 16
  %886 = load <16 x i8>, ptr %313, align 16
  store <16 x i8> %886, ptr %68, align 16
  %887 = load <16 x i8>, ptr %68, align 16
  %888 = load <16 x i8>, ptr %68, align 16
  %889 = shufflevector <16 x i8> %887, <16 x i8> %888, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %889, ptr %69, align 8
  %890 = load <8 x i8>, ptr %69, align 8
  store <8 x i8> %890, ptr %85, align 8
  %891 = load <8 x i8>, ptr %85, align 8
  %892 = sext <8 x i8> %891 to <8 x i16>
  store <8 x i16> %892, ptr %86, align 16
  %893 = load <8 x i16>, ptr %86, align 16
  store <8 x i16> %893, ptr %162, align 16
  %894 = load <8 x i16>, ptr %162, align 16
  %895 = load <8 x i16>, ptr %162, align 16
  %896 = shufflevector <8 x i16> %894, <8 x i16> %895, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %896, ptr %163, align 8
  %897 = load <4 x i16>, ptr %163, align 8
  store <4 x i16> %897, ptr %74, align 8
  %898 = load <4 x i16>, ptr %74, align 8
  %899 = bitcast <4 x i16> %898 to <8 x i8>
  %900 = sext <4 x i16> %898 to <4 x i32>
  store <4 x i32> %900, ptr %75, align 16
  %901 = load <4 x i32>, ptr %75, align 16
  store <4 x i32> %885, ptr %78, align 16
  store <4 x i32> %901, ptr %79, align 16
  %902 = load <4 x i32>, ptr %78, align 16
  %903 = bitcast <4 x i32> %902 to <16 x i8>
  %904 = load <4 x i32>, ptr %79, align 16
  %905 = bitcast <4 x i32> %904 to <16 x i8>
  %906 = call <4 x i32> @llvm.aarch64.neon.ushl.v4i32(<4 x i32> %902, <4 x i32> %904)
  %907 = bitcast <4 x i32> %906 to <16 x i8>
  store <4 x i32> %906, ptr %80, align 16
  %908 = load <4 x i32>, ptr %80, align 16
  store <4 x i32> %908, ptr %317, align 16
  call void @pr(ptr noundef @.str.41, ptr noundef %317, i32 noundef 16)
  br label %909

909:                                              ; preds = %882
  br label %910

910:                                              ; preds = %909
  %911 = load i32, ptr getelementptr inbounds ([32 x i32], ptr @ints, i64 0, i64 5), align 4
  %912 = sext i32 %911 to i64
  store i64 %912, ptr %65, align 8
  store i64 -3, ptr %66, align 8
  %913 = load i64, ptr %65, align 8
  %914 = load i64, ptr %66, align 8
  %915 = call i64 @llvm.aarch64.neon.sshl.i64(i64 %913, i64 %914)
  store i64 %915, ptr %67, align 8
  %916 = load i64, ptr %67, align 8
  store i64 %916, ptr %318, align 8
  call void @pr(ptr noundef @.str.42, ptr noundef %318, i32 noundef 8)
  br label %917

917:                                              ; preds = %910
  br label %918

918:                                              ; preds = %917
  %919 = load <8 x i16>, ptr %240, align 16
  store <8 x i16> %919, ptr %63, align 16
  %920 = load <8 x i16>, ptr %63, align 16
  %921 = bitcast <8 x i16> %920 to <16 x i8>
  %922 = call <8 x i16> @llvm.aarch64.neon.sqabs.v8i16(<8 x i16> %920)
  %923 = bitcast <8 x i16> %922 to <16 x i8>
  store <8 x i16> %922, ptr %64, align 16
  %924 = load <8 x i16>, ptr %64, align 16
  store <8 x i16> %924, ptr %319, align 16
  call void @pr(ptr noundef @.str.43, ptr noundef %319, i32 noundef 16)
  br label %925

925:                                              ; preds = %918
  br label %926

926:                                              ; preds = %925
  %927 = load <4 x i32>, ptr %246, align 16
  store <4 x i32> %927, ptr %61, align 16
  %928 = load <4 x i32>, ptr %61, align 16
  %929 = bitcast <4 x i32> %928 to <16 x i8>
  %930 = call <4 x i32> @llvm.aarch64.neon.sqneg.v4i32(<4 x i32> %928)
  %931 = bitcast <4 x i32> %930 to <16 x i8>
  store <4 x i32> %930, ptr %62, align 16
  %932 = load <4 x i32>, ptr %62, align 16
  store <4 x i32> %932, ptr %320, align 16
  call void @pr(ptr noundef @.str.44, ptr noundef %320, i32 noundef 16)
  br label %933

933:                                              ; preds = %926
  %934 = load <4 x float>, ptr @floats, align 4
  store <4 x float> %934, ptr %322, align 16
  %935 = load <4 x float>, ptr %322, align 16
  store <4 x float> %935, ptr %323, align 16
  %936 = load <4 x float>, ptr %323, align 16
  store <4 x float> %936, ptr %321, align 16
  %937 = load <4 x float>, ptr getelementptr inbounds (float, ptr @floats, i64 4), align 4
  store <4 x float> %937, ptr %325, align 16
  %938 = load <4 x float>, ptr %325, align 16
  store <4 x float> %938, ptr %326, align 16
  %939 = load <4 x float>, ptr %326, align 16
  store <4 x float> %939, ptr %324, align 16
  %940 = load <4 x float>, ptr getelementptr inbounds (float, ptr @floats, i64 8), align 4
  store <4 x float> %940, ptr %328, align 16
  %941 = load <4 x float>, ptr %328, align 16
  store <4 x float> %941, ptr %329, align 16
  %942 = load <4 x float>, ptr %329, align 16
  store <4 x float> %942, ptr %327, align 16
  br label %943

943:                                              ; preds = %933
  %944 = load <4 x float>, ptr %321, align 16
  store <4 x float> %944, ptr %57, align 16
  %945 = load <4 x float>, ptr %57, align 16
  %946 = bitcast <4 x float> %945 to <16 x i8>
  %947 = call <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float> %945)
  store <4 x i32> %947, ptr %58, align 16
  %948 = load <4 x i32>, ptr %58, align 16
  store <4 x i32> %948, ptr %330, align 16
  call void @pr(ptr noundef @.str.45, ptr noundef %330, i32 noundef 16)
  br label %949

949:                                              ; preds = %943
  br label %950

950:                                              ; preds = %949
  %951 = load <4 x float>, ptr %321, align 16
  store <4 x float> %951, ptr %55, align 16
  %952 = load <4 x float>, ptr %55, align 16
  %953 = bitcast <4 x float> %952 to <16 x i8>
  %954 = call <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float> %952)
  store <4 x i32> %954, ptr %56, align 16
  %955 = load <4 x i32>, ptr %56, align 16
  store <4 x i32> %955, ptr %331, align 16
  call void @pr(ptr noundef @.str.46, ptr noundef %331, i32 noundef 16)
  br label %956

956:                                              ; preds = %950
  br label %957

957:                                              ; preds = %956
  %958 = load <4 x float>, ptr %324, align 16
  store <4 x float> %958, ptr %53, align 16
  %959 = load <4 x float>, ptr %53, align 16
  %960 = bitcast <4 x float> %959 to <16 x i8>
  %961 = call <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float> %959)
  store <4 x i32> %961, ptr %54, align 16
  %962 = load <4 x i32>, ptr %54, align 16
  store <4 x i32> %962, ptr %332, align 16
  call void @pr(ptr noundef @.str.47, ptr noundef %332, i32 noundef 16)
  br label %963

963:                                              ; preds = %957
  br label %964

964:                                              ; preds = %963
  %965 = load <4 x float>, ptr %324, align 16
  store <4 x float> %965, ptr %51, align 16
  %966 = load <4 x float>, ptr %51, align 16
  %967 = bitcast <4 x float> %966 to <16 x i8>
  %968 = call <4 x i32> @llvm.aarch64.neon.fcvtpu.v4i32.v4f32(<4 x float> %966)
  store <4 x i32> %968, ptr %52, align 16
  %969 = load <4 x i32>, ptr %52, align 16
  store <4 x i32> %969, ptr %333, align 16
  call void @pr(ptr noundef @.str.48, ptr noundef %333, i32 noundef 16)
  br label %970

970:                                              ; preds = %964
  br label %971

971:                                              ; preds = %970
  %972 = load <4 x float>, ptr %327, align 16
  store <4 x float> %972, ptr %59, align 16
  %973 = load <4 x float>, ptr %59, align 16
  %974 = bitcast <4 x float> %973 to <16 x i8>
  %975 = call <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float> %973)
  store <4 x i32> %975, ptr %60, align 16
  %976 = load <4 x i32>, ptr %60, align 16
  store <4 x i32> %976, ptr %334, align 16
  call void @pr(ptr noundef @.str.49, ptr noundef %334, i32 noundef 16)
  br label %977

977:                                              ; preds = %971
  br label %978

978:                                              ; preds = %977
  %979 = load <4 x float>, ptr %327, align 16
  store <4 x float> %979, ptr %49, align 16
  %980 = load <4 x float>, ptr %49, align 16
  %981 = bitcast <4 x float> %980 to <16 x i8>
  %982 = call <4 x i32> @llvm.aarch64.neon.fcvtau.v4i32.v4f32(<4 x float> %980)
  store <4 x i32> %982, ptr %50, align 16
  %983 = load <4 x i32>, ptr %50, align 16
  store <4 x i32> %983, ptr %335, align 16
  call void @pr(ptr noundef @.str.50, ptr noundef %335, i32 noundef 16)
  br label %984

984:                                              ; preds = %978
  br label %985

985:                                              ; preds = %984
  %986 = load float, ptr getelementptr inbounds ([16 x float], ptr @floats, i64 0, i64 2), align 4
  store float %986, ptr %47, align 4
  %987 = load float, ptr %47, align 4
  %988 = call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float %987)
  store i32 %988, ptr %48, align 4
  %989 = load i32, ptr %48, align 4
  store i32 %989, ptr %336, align 4
  call void @pr(ptr noundef @.str.51, ptr noundef %336, i32 noundef 4)
  br label %990

990:                                              ; preds = %985
  br label %991

991:                                              ; preds = %990
  store double -2.500000e+00, ptr %45, align 8
  %992 = load double, ptr %45, align 8
  %993 = call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double %992)
  store i64 %993, ptr %46, align 8
  %994 = load i64, ptr %46, align 8
  store i64 %994, ptr %337, align 8
  call void @pr(ptr noundef @.str.52, ptr noundef %337, i32 noundef 8)
  br label %995

995:                                              ; preds = %991
  br label %996

996:                                              ; preds = %995
  store double 1.000000e+300, ptr %43, align 8
  %997 = load double, ptr %43, align 8
  %998 = call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double %997)
  store i64 %998, ptr %44, align 8
  %999 = load i64, ptr %44, align 8
  store i64 %999, ptr %338, align 8
  call void @pr(ptr noundef @.str.53, ptr noundef %338, i32 noundef 8)
  br label %1000

1000:                                             ; preds = %996
  store <16 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16, i8 31, i8 48, i8 1, i8 2, i8 3, i8 80, i8 15, i8 32>, ptr %339, align 16
  %1001 = getelementptr inbounds %struct.uint8x16x2_t, ptr %340, i32 0, i32 0
  %1002 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %1002, ptr %1001, align 16
  %1003 = getelementptr inbounds <16 x i8>, ptr %1001, i64 1
  %1004 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %1004, ptr %1003, align 16
  %1005 = getelementptr inbounds %struct.uint8x16x3_t, ptr %341, i32 0, i32 0
  %1006 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %1006, ptr %1005, align 16
  %1007 = getelementptr inbounds <16 x i8>, ptr %1005, i64 1
  %1008 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %1008, ptr %1007, align 16
  %1009 = getelementptr inbounds <16 x i8>, ptr %1005, i64 2
  %1010 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 200), align 1
  store <16 x i8> %1010, ptr %342, align 16
  %1011 = load <16 x i8>, ptr %342, align 16
  store <16 x i8> %1011, ptr %343, align 16
  %1012 = load <16 x i8>, ptr %343, align 16
  store <16 x i8> %1012, ptr %1009, align 16
  %1013 = getelementptr inbounds %struct.uint8x16x4_t, ptr %344, i32 0, i32 0
  %1014 = load <16 x i8>, ptr %232, align 16
  store <16 x i8> %1014, ptr %1013, align 16
  %1015 = getelementptr inbounds <16 x i8>, ptr %1013, i64 1
  %1016 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %1016, ptr %1015, align 16
  %1017 = getelementptr inbounds <16 x i8>, ptr %1013, i64 2
  %1018 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 200), align 1
  store <16 x i8> %1018, ptr %345, align 16
  %1019 = load <16 x i8>, ptr %345, align 16
  store <16 x i8> %1019, ptr %346, align 16
  %1020 = load <16 x i8>, ptr %346, align 16
  store <16 x i8> %1020, ptr %1017, align 16
  %1021 = getelementptr inbounds <16 x i8>, ptr %1013, i64 3
  %1022 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 50), align 1
  store <16 x i8> %1022, ptr %347, align 16
  %1023 = load <16 x i8>, ptr %347, align 16
  store <16 x i8> %1023, ptr %348, align 16
  %1024 = load <16 x i8>, ptr %348, align 16
  store <16 x i8> %1024, ptr %1021, align 16
  br label %1025

1025:                                             ; preds = %1000
  %1026 = load <16 x i8>, ptr %339, align 16
  %1027 = getelementptr inbounds %struct.uint8x16x2_t, ptr %340, i32 0, i32 0
  %1028 = load [2 x <16 x i8>], ptr %1027, align 16
  store [2 x <16 x i8>] %1028, ptr %40, align 16
  store <16 x i8> %1026, ptr %41, align 16
  %1029 = load <16 x i8>, ptr %40, align 16
  %1030 = getelementptr inbounds [2 x <16 x i8>], ptr %40, i64 0, i64 1
  %1031 = load <16 x i8>, ptr %1030, align 16
  %1032 = load <16 x i8>, ptr %41, align 16
  %1033 = call <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8> %1029, <16 x i8> %1031, <16 x i8> %1032)
  store <16 x i8> %1033, ptr %42, align 16
  %1034 = load <16 x i8>, ptr %42, align 16
  store <16 x i8> %1034, ptr %349, align 16
  call void @pr(ptr noundef @.str.54, ptr noundef %349, i32 noundef 16)
  br label %1035

1035:                                             ; preds = %1025
  br label %1036

1036:                                             ; preds = %1035
  %1037 = load <16 x i8>, ptr %339, align 16
  %1038 = getelementptr inbounds %struct.uint8x16x3_t, ptr %341, i32 0, i32 0
  %1039 = load [3 x <16 x i8>], ptr %1038, align 16
  store [3 x <16 x i8>] %1039, ptr %37, align 16
  store <16 x i8> %1037, ptr %38, align 16
  %1040 = load <16 x i8>, ptr %37, align 16
  %1041 = getelementptr inbounds [3 x <16 x i8>], ptr %37, i64 0, i64 1
  %1042 = load <16 x i8>, ptr %1041, align 16
  %1043 = getelementptr inbounds [3 x <16 x i8>], ptr %37, i64 0, i64 2
  %1044 = load <16 x i8>, ptr %1043, align 16
  %1045 = load <16 x i8>, ptr %38, align 16
  %1046 = call <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8> %1040, <16 x i8> %1042, <16 x i8> %1044, <16 x i8> %1045)
  store <16 x i8> %1046, ptr %39, align 16
  %1047 = load <16 x i8>, ptr %39, align 16
  store <16 x i8> %1047, ptr %350, align 16
  call void @pr(ptr noundef @.str.55, ptr noundef %350, i32 noundef 16)
  br label %1048

1048:                                             ; preds = %1036
  br label %1049

1049:                                             ; preds = %1048
  %1050 = load <16 x i8>, ptr %339, align 16
  %1051 = getelementptr inbounds %struct.uint8x16x4_t, ptr %344, i32 0, i32 0
  %1052 = load [4 x <16 x i8>], ptr %1051, align 16
  store [4 x <16 x i8>] %1052, ptr %34, align 16
  store <16 x i8> %1050, ptr %35, align 16
  %1053 = load <16 x i8>, ptr %34, align 16
  %1054 = getelementptr inbounds [4 x <16 x i8>], ptr %34, i64 0, i64 1
  %1055 = load <16 x i8>, ptr %1054, align 16
  %1056 = getelementptr inbounds [4 x <16 x i8>], ptr %34, i64 0, i64 2
  %1057 = load <16 x i8>, ptr %1056, align 16
  %1058 = getelementptr inbounds [4 x <16 x i8>], ptr %34, i64 0, i64 3
  %1059 = load <16 x i8>, ptr %1058, align 16
  %1060 = load <16 x i8>, ptr %35, align 16
  %1061 = call <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8> %1053, <16 x i8> %1055, <16 x i8> %1057, <16 x i8> %1059, <16 x i8> %1060)
  store <16 x i8> %1061, ptr %36, align 16
  %1062 = load <16 x i8>, ptr %36, align 16
  store <16 x i8> %1062, ptr %351, align 16
  call void @pr(ptr noundef @.str.56, ptr noundef %351, i32 noundef 16)
  br label %1063

1063:                                             ; preds = %1049
  br label %1064

1064:                                             ; preds = %1063
  %1065 = load <16 x i8>, ptr %235, align 16
  %1066 = load <16 x i8>, ptr %232, align 16
  %1067 = load <16 x i8>, ptr %339, align 16
  store <16 x i8> %1065, ptr %30, align 16
  store <16 x i8> %1066, ptr %31, align 16
  store <16 x i8> %1067, ptr %32, align 16
  %1068 = load <16 x i8>, ptr %30, align 16
  %1069 = load <16 x i8>, ptr %31, align 16
  %1070 = load <16 x i8>, ptr %32, align 16
  %1071 = call <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8> %1068, <16 x i8> %1069, <16 x i8> %1070)
  store <16 x i8> %1071, ptr %33, align 16
  %1072 = load <16 x i8>, ptr %33, align 16
  store <16 x i8> %1072, ptr %352, align 16
  call void @pr(ptr noundef @.str.57, ptr noundef %352, i32 noundef 16)
  br label %1073

1073:                                             ; preds = %1064
  br label %1074

1074:                                             ; preds = %1073
  %1075 = load <16 x i8>, ptr %235, align 16
  %1076 = load <16 x i8>, ptr %339, align 16
  %1077 = getelementptr inbounds %struct.uint8x16x4_t, ptr %344, i32 0, i32 0
  %1078 = load [4 x <16 x i8>], ptr %1077, align 16
  store [4 x <16 x i8>] %1078, ptr %26, align 16
  store <16 x i8> %1075, ptr %27, align 16
  store <16 x i8> %1076, ptr %28, align 16
  %1079 = load <16 x i8>, ptr %27, align 16
  %1080 = load <16 x i8>, ptr %26, align 16
  %1081 = getelementptr inbounds [4 x <16 x i8>], ptr %26, i64 0, i64 1
  %1082 = load <16 x i8>, ptr %1081, align 16
  %1083 = getelementptr inbounds [4 x <16 x i8>], ptr %26, i64 0, i64 2
  %1084 = load <16 x i8>, ptr %1083, align 16
  %1085 = getelementptr inbounds [4 x <16 x i8>], ptr %26, i64 0, i64 3
  %1086 = load <16 x i8>, ptr %1085, align 16
  %1087 = load <16 x i8>, ptr %28, align 16
  %1088 = call <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8> %1079, <16 x i8> %1080, <16 x i8> %1082, <16 x i8> %1084, <16 x i8> %1086, <16 x i8> %1087)
  store <16 x i8> %1088, ptr %29, align 16
  %1089 = load <16 x i8>, ptr %29, align 16
  store <16 x i8> %1089, ptr %353, align 16
  call void @pr(ptr noundef @.str.58, ptr noundef %353, i32 noundef 16)
  br label %1090

1090:                                             ; preds = %1074
  br label %1091

1091:                                             ; preds = %1090
  %1092 = load <16 x i8>, ptr %232, align 16
  %1093 = load <16 x i8>, ptr %339, align 16
  store <16 x i8> %1093, ptr %192, align 16
  %1094 = load <16 x i8>, ptr %192, align 16
  %1095 = load <16 x i8>, ptr %192, align 16
  %1096 = shufflevector <16 x i8> %1094, <16 x i8> %1095, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %1096, ptr %193, align 8
  %1097 = load <8 x i8>, ptr %193, align 8
  store <16 x i8> %1092, ptr %23, align 16
  store <8 x i8> %1097, ptr %24, align 8
  %1098 = load <16 x i8>, ptr %23, align 16
  %1099 = load <8 x i8>, ptr %24, align 8
  %1100 = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %1098, <8 x i8> %1099)
  store <8 x i8> %1100, ptr %25, align 8
  %1101 = load <8 x i8>, ptr %25, align 8
  store <8 x i8> %1101, ptr %354, align 8
  call void @pr(ptr noundef @.str.59, ptr noundef %354, i32 noundef 8)
  br label %1102

1102:                                             ; preds = %1091
  br label %1103

1103:                                             ; preds = %1102
  %1104 = load <16 x i8>, ptr %232, align 16
  %1105 = load <16 x i8>, ptr %235, align 16
  store <16 x i8> %1104, ptr %20, align 16
  store <16 x i8> %1105, ptr %21, align 16
  %1106 = load <16 x i8>, ptr %20, align 16
  %1107 = load <16 x i8>, ptr %21, align 16
  %1108 = call <16 x i8> @llvm.aarch64.neon.uminp.v16i8(<16 x i8> %1106, <16 x i8> %1107)
  store <16 x i8> %1108, ptr %22, align 16
  %1109 = load <16 x i8>, ptr %22, align 16
  store <16 x i8> %1109, ptr %355, align 16
  call void @pr(ptr noundef @.str.60, ptr noundef %355, i32 noundef 16)
  br label %1110

1110:                                             ; preds = %1103
  br label %1111

1111:                                             ; preds = %1110
  %1112 = load <8 x i16>, ptr %240, align 16
  %1113 = load <8 x i16>, ptr %243, align 16
  store <8 x i16> %1112, ptr %17, align 16
  store <8 x i16> %1113, ptr %18, align 16
  %1114 = load <8 x i16>, ptr %17, align 16
  %1115 = bitcast <8 x i16> %1114 to <16 x i8>
  %1116 = load <8 x i16>, ptr %18, align 16
  %1117 = bitcast <8 x i16> %1116 to <16 x i8>
  %1118 = call <8 x i16> @llvm.aarch64.neon.smaxp.v8i16(<8 x i16> %1114, <8 x i16> %1116)
  store <8 x i16> %1118, ptr %19, align 16
  %1119 = load <8 x i16>, ptr %19, align 16
  store <8 x i16> %1119, ptr %356, align 16
  call void @pr(ptr noundef @.str.61, ptr noundef %356, i32 noundef 16)
  br label %1120

1120:                                             ; preds = %1111
  br label %1121

1121:                                             ; preds = %1120
  %1122 = load <4 x i32>, ptr %246, align 16
  store <4 x i32> %1122, ptr %12, align 16
  %1123 = load <4 x i32>, ptr %12, align 16
  %1124 = load <4 x i32>, ptr %12, align 16
  %1125 = shufflevector <4 x i32> %1123, <4 x i32> %1124, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %1125, ptr %13, align 8
  %1126 = load <2 x i32>, ptr %13, align 8
  %1127 = load <4 x i32>, ptr %249, align 16
  store <4 x i32> %1127, ptr %100, align 16
  %1128 = load <4 x i32>, ptr %100, align 16
  %1129 = load <4 x i32>, ptr %100, align 16
  %1130 = shufflevector <4 x i32> %1128, <4 x i32> %1129, <2 x i32> <i32 2, i32 3>
  store <2 x i32> %1130, ptr %101, align 8
  %1131 = load <2 x i32>, ptr %101, align 8
  store <2 x i32> %1126, ptr %14, align 8
  store <2 x i32> %1131, ptr %15, align 8
  %1132 = load <2 x i32>, ptr %14, align 8
  %1133 = bitcast <2 x i32> %1132 to <8 x i8>
  %1134 = load <2 x i32>, ptr %15, align 8
  %1135 = bitcast <2 x i32> %1134 to <8 x i8>
  %1136 = call <2 x i32> @llvm.aarch64.neon.sminp.v2i32(<2 x i32> %1132, <2 x i32> %1134)
  store <2 x i32> %1136, ptr %16, align 8
  %1137 = load <2 x i32>, ptr %16, align 8
  store <2 x i32> %1137, ptr %357, align 8
  call void @pr(ptr noundef @.str.62, ptr noundef %357, i32 noundef 8)
  br label %1138

1138:                                             ; preds = %1121
  br label %1139

1139:                                             ; preds = %1138
  %1140 = load <4 x float>, ptr %321, align 16
  %1141 = load <4 x float>, ptr %324, align 16
  store <4 x float> %1140, ptr %9, align 16
  store <4 x float> %1141, ptr %10, align 16
  %1142 = load <4 x float>, ptr %9, align 16
  %1143 = bitcast <4 x float> %1142 to <16 x i8>
  %1144 = load <4 x float>, ptr %10, align 16
  %1145 = bitcast <4 x float> %1144 to <16 x i8>
  %1146 = call <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float> %1142, <4 x float> %1144)
  store <4 x float> %1146, ptr %11, align 16
  %1147 = load <4 x float>, ptr %11, align 16
  store <4 x float> %1147, ptr %358, align 16
  call void @pr(ptr noundef @.str.63, ptr noundef %358, i32 noundef 16)
  br label %1148

1148:                                             ; preds = %1139
  br label %1149

1149:                                             ; preds = %1148
  %1150 = load <4 x float>, ptr %321, align 16
  %1151 = load <4 x float>, ptr %327, align 16
  store <4 x float> %1150, ptr %6, align 16
  store <4 x float> %1151, ptr %7, align 16
  %1152 = load <4 x float>, ptr %6, align 16
  %1153 = bitcast <4 x float> %1152 to <16 x i8>
  %1154 = load <4 x float>, ptr %7, align 16
  %1155 = bitcast <4 x float> %1154 to <16 x i8>
  %1156 = call <4 x float> @llvm.aarch64.neon.fminnmp.v4f32(<4 x float> %1152, <4 x float> %1154)
  store <4 x float> %1156, ptr %8, align 16
  %1157 = load <4 x float>, ptr %8, align 16
  store <4 x float> %1157, ptr %359, align 16
  call void @pr(ptr noundef @.str.64, ptr noundef %359, i32 noundef 16)
  br label %1158

1158:                                             ; preds = %1149
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.65, ptr noundef %10)
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
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.66, i32 noundef %22)
  br label %24

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %12, !llvm.loop !10

27:                                               ; preds = %12
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.67)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld2.v8i16.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld1x4.v4i16.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld2r.v2i32.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x float>, <4 x float> } @llvm.aarch64.neon.ld2.v4f32.p0(ptr) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v8i16.p0(<8 x i16>, <8 x i16>, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3.v8i8.p0(<8 x i8>, <8 x i8>, <8 x i8>, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32>, <4 x i32>, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.vsli.v16i8(<16 x i8>, <16 x i8>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.vsri.v16i8(<16 x i8>, <16 x i8>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.vsli.v8i8(<8 x i8>, <8 x i8>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.vsri.v8i16(<8 x i16>, <8 x i16>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.uqrshrn.v8i8(<8 x i16>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16>, i32) #5

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8>, <8 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>, <4 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>, <8 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16>, <4 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.srhadd.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.shsub.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.uhsub.v8i8(<8 x i8>, <8 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.aarch64.neon.fabd.v2f32(<2 x float>, <2 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqxtn.v4i16(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.uqxtn.v8i8(<8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrdmulh.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sqrdmulh.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.ushl.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sshl.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sshl.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.ushl.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sshl.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqabs.v8i16(<8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqneg.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtpu.v4i32.v4f32(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtau.v4i32.v4f32(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtns.i32.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtas.i64.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uminp.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.smaxp.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sminp.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fminnmp.v4f32(<4 x float>, <4 x float>) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
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
