; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca <4 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca <4 x double>, align 32
  %18 = alloca <16 x i8>, align 16
  %19 = alloca i32, align 4
  %20 = alloca <16 x i8>, align 16
  %21 = alloca <16 x i8>, align 16
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca <8 x i16>, align 16
  %25 = alloca <2 x i64>, align 16
  %26 = alloca <2 x i64>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = alloca <4 x i32>, align 16
  %29 = alloca <4 x i32>, align 16
  %30 = alloca [256 x i32], align 4
  %31 = alloca [256 x i32], align 4
  %32 = alloca [256 x i32], align 4
  %33 = alloca [256 x float], align 4
  %34 = alloca [256 x float], align 4
  %35 = alloca [256 x i8], align 1
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %39

39:                                               ; preds = %50, %0
  %40 = load i32, ptr %3, align 4
  %41 = icmp slt i32 %40, 16
  br i1 %41, label %42, label %53

42:                                               ; preds = %39
  %43 = load i32, ptr %3, align 4
  %44 = load i32, ptr %3, align 4
  %45 = mul nsw i32 %43, %44
  %46 = sub nsw i32 %45, 20
  %47 = load i32, ptr %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %48
  store i32 %46, ptr %49, align 4
  br label %50

50:                                               ; preds = %42
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %39, !llvm.loop !10

53:                                               ; preds = %39
  store <4 x i32> zeroinitializer, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %54

54:                                               ; preds = %68, %53
  %55 = load i32, ptr %5, align 4
  %56 = icmp slt i32 %55, 16
  br i1 %56, label %57, label %71

57:                                               ; preds = %54
  %58 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 0
  %59 = load i32, ptr %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = call i128 @v4i_load(ptr noundef %61)
  store i128 %62, ptr %6, align 16
  %63 = load <4 x i32>, ptr %6, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %7, align 16
  %64 = load <4 x i32>, ptr %7, align 16
  %65 = mul <4 x i32> %63, %64
  %66 = load <4 x i32>, ptr %4, align 16
  %67 = add <4 x i32> %66, %65
  store <4 x i32> %67, ptr %4, align 16
  br label %68

68:                                               ; preds = %57
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 4
  store i32 %70, ptr %5, align 4
  br label %54, !llvm.loop !12

71:                                               ; preds = %54
  %72 = load <4 x i32>, ptr %4, align 16
  %73 = extractelement <4 x i32> %72, i32 0
  %74 = load <4 x i32>, ptr %4, align 16
  %75 = extractelement <4 x i32> %74, i32 1
  %76 = load <4 x i32>, ptr %4, align 16
  %77 = extractelement <4 x i32> %76, i32 2
  %78 = load <4 x i32>, ptr %4, align 16
  %79 = extractelement <4 x i32> %78, i32 3
  %80 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %80, ptr %8, align 16
  %81 = load i128, ptr %8, align 16
  %82 = call signext i32 @hsum(i128 noundef %81)
  %83 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %73, i32 noundef signext %75, i32 noundef signext %77, i32 noundef signext %79, i32 noundef signext %82)
  %84 = load <4 x i32>, ptr %4, align 16
  %85 = load <4 x i32>, ptr %4, align 16
  %86 = shufflevector <4 x i32> %84, <4 x i32> %85, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %86, ptr %9, align 16
  %87 = load <4 x i32>, ptr %4, align 16
  %88 = load <4 x i32>, ptr %9, align 16
  %89 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %87, <4 x i32> %88)
  store <4 x i32> %89, ptr %10, align 16
  %90 = load <4 x i32>, ptr %4, align 16
  %91 = load <4 x i32>, ptr %9, align 16
  %92 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %90, <4 x i32> %91)
  store <4 x i32> %92, ptr %11, align 16
  %93 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> <i32 100, i32 100, i32 100, i32 100>, ptr %13, align 16
  %94 = load <4 x i32>, ptr %13, align 16
  %95 = sub <4 x i32> %93, %94
  %96 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %95, i1 false)
  store <4 x i32> %96, ptr %12, align 16
  %97 = load <4 x i32>, ptr %10, align 16
  %98 = extractelement <4 x i32> %97, i32 0
  %99 = load <4 x i32>, ptr %10, align 16
  %100 = extractelement <4 x i32> %99, i32 1
  %101 = load <4 x i32>, ptr %10, align 16
  %102 = extractelement <4 x i32> %101, i32 2
  %103 = load <4 x i32>, ptr %10, align 16
  %104 = extractelement <4 x i32> %103, i32 3
  %105 = load <4 x i32>, ptr %11, align 16
  %106 = extractelement <4 x i32> %105, i32 0
  %107 = load <4 x i32>, ptr %12, align 16
  %108 = extractelement <4 x i32> %107, i32 0
  %109 = load <4 x i32>, ptr %12, align 16
  %110 = extractelement <4 x i32> %109, i32 3
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %98, i32 noundef signext %100, i32 noundef signext %102, i32 noundef signext %104, i32 noundef signext %106, i32 noundef signext %108, i32 noundef signext %110)
  store <4 x float> <float 1.000000e+00, float 4.000000e+00, float 9.000000e+00, float 1.600000e+01>, ptr %14, align 16
  %112 = load <4 x float>, ptr %14, align 16
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 4.000000e+00, float 4.000000e+00>, ptr %16, align 16
  %113 = load <4 x float>, ptr %16, align 16
  %114 = fdiv <4 x float> %112, %113
  %115 = fsub <4 x float> %114, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  store <4 x float> %115, ptr %15, align 16
  %116 = load <4 x float>, ptr %15, align 16
  %117 = extractelement <4 x float> %116, i32 0
  %118 = fpext float %117 to double
  %119 = load <4 x float>, ptr %15, align 16
  %120 = extractelement <4 x float> %119, i32 1
  %121 = fpext float %120 to double
  %122 = load <4 x float>, ptr %15, align 16
  %123 = extractelement <4 x float> %122, i32 2
  %124 = fpext float %123 to double
  %125 = load <4 x float>, ptr %15, align 16
  %126 = extractelement <4 x float> %125, i32 3
  %127 = fpext float %126 to double
  %128 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %118, double noundef %121, double noundef %124, double noundef %127)
  store <4 x double> <double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.500000e+00>, ptr %17, align 32
  %129 = load <4 x double>, ptr %17, align 32
  %130 = load <4 x double>, ptr %17, align 32
  %131 = load <4 x double>, ptr %17, align 32
  %132 = fneg <4 x double> %131
  %133 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %129, <4 x double> %130, <4 x double> %132)
  store <4 x double> %133, ptr %17, align 32
  %134 = load <4 x double>, ptr %17, align 32
  %135 = extractelement <4 x double> %134, i32 0
  %136 = load <4 x double>, ptr %17, align 32
  %137 = extractelement <4 x double> %136, i32 1
  %138 = load <4 x double>, ptr %17, align 32
  %139 = extractelement <4 x double> %138, i32 2
  %140 = load <4 x double>, ptr %17, align 32
  %141 = extractelement <4 x double> %140, i32 3
  %142 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %135, double noundef %137, double noundef %139, double noundef %141)
  store i32 0, ptr %19, align 4
  br label %143

143:                                              ; preds = %153, %71
  %144 = load i32, ptr %19, align 4
  %145 = icmp slt i32 %144, 16
  br i1 %145, label %146, label %156

146:                                              ; preds = %143
  %147 = load i32, ptr %19, align 4
  %148 = mul nsw i32 %147, 29
  %149 = trunc i32 %148 to i8
  %150 = load i32, ptr %19, align 4
  %151 = load <16 x i8>, ptr %18, align 16
  %152 = insertelement <16 x i8> %151, i8 %149, i32 %150
  store <16 x i8> %152, ptr %18, align 16
  br label %153

153:                                              ; preds = %146
  %154 = load i32, ptr %19, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %19, align 4
  br label %143, !llvm.loop !13

156:                                              ; preds = %143
  %157 = load <16 x i8>, ptr %18, align 16
  %158 = load <16 x i8>, ptr %18, align 16
  %159 = shufflevector <16 x i8> %157, <16 x i8> %158, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0>
  store <16 x i8> %159, ptr %20, align 16
  %160 = load <16 x i8>, ptr %18, align 16
  %161 = load <16 x i8>, ptr %20, align 16
  %162 = xor <16 x i8> %160, %161
  store <16 x i8> %162, ptr %21, align 16
  store i32 0, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %163

163:                                              ; preds = %174, %156
  %164 = load i32, ptr %23, align 4
  %165 = icmp slt i32 %164, 16
  br i1 %165, label %166, label %177

166:                                              ; preds = %163
  %167 = load i32, ptr %22, align 4
  %168 = mul i32 %167, 5
  %169 = load <16 x i8>, ptr %21, align 16
  %170 = load i32, ptr %23, align 4
  %171 = extractelement <16 x i8> %169, i32 %170
  %172 = zext i8 %171 to i32
  %173 = add i32 %168, %172
  store i32 %173, ptr %22, align 4
  br label %174

174:                                              ; preds = %166
  %175 = load i32, ptr %23, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %23, align 4
  br label %163, !llvm.loop !14

177:                                              ; preds = %163
  %178 = load i32, ptr %22, align 4
  %179 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %178)
  store <8 x i16> <i16 100, i16 -200, i16 300, i16 -400, i16 500, i16 -600, i16 700, i16 -800>, ptr %24, align 16
  %180 = load <8 x i16>, ptr %24, align 16
  %181 = mul <8 x i16> %180, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %182 = ashr <8 x i16> %181, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <8 x i16> %182, ptr %24, align 16
  %183 = load <8 x i16>, ptr %24, align 16
  %184 = extractelement <8 x i16> %183, i32 0
  %185 = sext i16 %184 to i32
  %186 = load <8 x i16>, ptr %24, align 16
  %187 = extractelement <8 x i16> %186, i32 1
  %188 = sext i16 %187 to i32
  %189 = load <8 x i16>, ptr %24, align 16
  %190 = extractelement <8 x i16> %189, i32 6
  %191 = sext i16 %190 to i32
  %192 = load <8 x i16>, ptr %24, align 16
  %193 = extractelement <8 x i16> %192, i32 7
  %194 = sext i16 %193 to i32
  %195 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %185, i32 noundef signext %188, i32 noundef signext %191, i32 noundef signext %194)
  store <2 x i64> <i64 1099511627776, i64 -3>, ptr %25, align 16
  %196 = load <2 x i64>, ptr %25, align 16
  %197 = mul <2 x i64> %196, <i64 5, i64 5>
  store <2 x i64> <i64 7, i64 7>, ptr %26, align 16
  %198 = load <2 x i64>, ptr %26, align 16
  %199 = add <2 x i64> %197, %198
  store <2 x i64> %199, ptr %25, align 16
  %200 = load <2 x i64>, ptr %25, align 16
  %201 = extractelement <2 x i64> %200, i32 0
  %202 = load <2 x i64>, ptr %25, align 16
  %203 = extractelement <2 x i64> %202, i32 1
  %204 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %201, i64 noundef %203)
  store <4 x i32> <i32 -3, i32 0, i32 7, i32 100>, ptr %28, align 16
  %205 = load <4 x i32>, ptr %28, align 16
  %206 = sitofp <4 x i32> %205 to <4 x float>
  %207 = fmul <4 x float> %206, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  store <4 x float> %207, ptr %27, align 16
  %208 = load <4 x float>, ptr %27, align 16
  %209 = fptosi <4 x float> %208 to <4 x i32>
  store <4 x i32> %209, ptr %29, align 16
  %210 = load <4 x i32>, ptr %29, align 16
  %211 = extractelement <4 x i32> %210, i32 0
  %212 = load <4 x i32>, ptr %29, align 16
  %213 = extractelement <4 x i32> %212, i32 1
  %214 = load <4 x i32>, ptr %29, align 16
  %215 = extractelement <4 x i32> %214, i32 2
  %216 = load <4 x i32>, ptr %29, align 16
  %217 = extractelement <4 x i32> %216, i32 3
  %218 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %211, i32 noundef signext %213, i32 noundef signext %215, i32 noundef signext %217)
  store i32 0, ptr %36, align 4
  br label %219

219:                                              ; preds = %253, %177
  %220 = load i32, ptr %36, align 4
  %221 = icmp slt i32 %220, 256
  br i1 %221, label %222, label %256

222:                                              ; preds = %219
  %223 = load i32, ptr %36, align 4
  %224 = sub nsw i32 %223, 100
  %225 = load i32, ptr %36, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %226
  store i32 %224, ptr %227, align 4
  %228 = load i32, ptr %36, align 4
  %229 = mul nsw i32 3, %228
  %230 = load i32, ptr %36, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [256 x i32], ptr %31, i64 0, i64 %231
  store i32 %229, ptr %232, align 4
  %233 = load i32, ptr %36, align 4
  %234 = srem i32 %233, 8
  %235 = sitofp i32 %234 to float
  %236 = fmul float %235, 2.500000e-01
  %237 = load i32, ptr %36, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [256 x float], ptr %33, i64 0, i64 %238
  store float %236, ptr %239, align 4
  %240 = load i32, ptr %36, align 4
  %241 = srem i32 %240, 5
  %242 = sitofp i32 %241 to float
  %243 = load i32, ptr %36, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [256 x float], ptr %34, i64 0, i64 %244
  store float %242, ptr %245, align 4
  %246 = load i32, ptr %36, align 4
  %247 = mul nsw i32 %246, 97
  %248 = add nsw i32 %247, 13
  %249 = trunc i32 %248 to i8
  %250 = load i32, ptr %36, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds [256 x i8], ptr %35, i64 0, i64 %251
  store i8 %249, ptr %252, align 1
  br label %253

253:                                              ; preds = %222
  %254 = load i32, ptr %36, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %36, align 4
  br label %219, !llvm.loop !15

256:                                              ; preds = %219
  %257 = getelementptr inbounds [256 x i32], ptr %32, i64 0, i64 0
  %258 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 0
  %259 = getelementptr inbounds [256 x i32], ptr %31, i64 0, i64 0
  call void @add_loop(ptr noundef %257, ptr noundef %258, ptr noundef %259, i32 noundef signext 256)
  store i32 0, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %260

260:                                              ; preds = %273, %256
  %261 = load i32, ptr %38, align 4
  %262 = icmp slt i32 %261, 256
  br i1 %262, label %263, label %276

263:                                              ; preds = %260
  %264 = load i32, ptr %38, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [256 x i32], ptr %32, i64 0, i64 %265
  %267 = load i32, ptr %266, align 4
  %268 = load i32, ptr %38, align 4
  %269 = add nsw i32 %268, 1
  %270 = mul nsw i32 %267, %269
  %271 = load i32, ptr %37, align 4
  %272 = xor i32 %271, %270
  store i32 %272, ptr %37, align 4
  br label %273

273:                                              ; preds = %263
  %274 = load i32, ptr %38, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %38, align 4
  br label %260, !llvm.loop !16

276:                                              ; preds = %260
  %277 = load i32, ptr %37, align 4
  %278 = getelementptr inbounds [256 x float], ptr %33, i64 0, i64 0
  %279 = getelementptr inbounds [256 x float], ptr %34, i64 0, i64 0
  %280 = call float @dot_loop(ptr noundef %278, ptr noundef %279, i32 noundef signext 256)
  %281 = fpext float %280 to double
  %282 = getelementptr inbounds [256 x i8], ptr %35, i64 0, i64 0
  %283 = call zeroext i8 @max_loop(ptr noundef %282, i32 noundef signext 256)
  %284 = zext i8 %283 to i32
  %285 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %277, double noundef %281, i32 noundef signext %284)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @v4i_load(ptr noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  %3 = alloca ptr, align 8
  %4 = alloca <4 x i32>, align 16
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 4 %5, i64 16, i1 false)
  %6 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %6, ptr %2, align 16
  %7 = load i128, ptr %2, align 16
  ret i128 %7
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @hsum(i128 noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  store i128 %0, ptr %2, align 16
  %4 = load <4 x i32>, ptr %2, align 16
  store <4 x i32> %4, ptr %3, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = extractelement <4 x i32> %5, i32 0
  %7 = load <4 x i32>, ptr %3, align 16
  %8 = extractelement <4 x i32> %7, i32 1
  %9 = add nsw i32 %6, %8
  %10 = load <4 x i32>, ptr %3, align 16
  %11 = extractelement <4 x i32> %10, i32 2
  %12 = add nsw i32 %9, %11
  %13 = load <4 x i32>, ptr %3, align 16
  %14 = extractelement <4 x i32> %13, i32 3
  %15 = add nsw i32 %12, %14
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_loop(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef signext %3) #0 {
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
  br label %10, !llvm.loop !17

34:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot_loop(ptr noundef %0, ptr noundef %1, i32 noundef signext %2) #0 {
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
  br label %9, !llvm.loop !18

29:                                               ; preds = %9
  %30 = load float, ptr %7, align 4
  ret float %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @max_loop(ptr noundef %0, i32 noundef signext %1) #0 {
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
  br label %7, !llvm.loop !19

37:                                               ; preds = %7
  %38 = load i8, ptr %5, align 1
  ret i8 %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
