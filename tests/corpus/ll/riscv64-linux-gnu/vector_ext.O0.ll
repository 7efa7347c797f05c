; ModuleID = 'tests/programs/vector_ext.c'
source_filename = "tests/programs/vector_ext.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x float>, align 16
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x float>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca <4 x float>, align 16
  %24 = alloca <4 x i32>, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca <2 x double>, align 16
  %28 = alloca <8 x i16>, align 16
  %29 = alloca <8 x i16>, align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca <16 x i8>, align 16
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca <4 x i64>, align 32
  %37 = alloca <4 x i64>, align 32
  %38 = alloca <4 x i64>, align 32
  %39 = alloca <8 x float>, align 32
  %40 = alloca <8 x float>, align 32
  %41 = alloca <8 x float>, align 32
  %42 = alloca float, align 4
  %43 = alloca i32, align 4
  %44 = alloca [8 x i32], align 4
  %45 = alloca <4 x i32>, align 16
  %46 = alloca <4 x i32>, align 16
  %47 = alloca <4 x i32>, align 16
  %48 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, ptr %2, align 16
  store <4 x i32> <i32 5, i32 6, i32 -7, i32 8>, ptr %3, align 16
  store <4 x i32> <i32 100, i32 200, i32 300, i32 400>, ptr %4, align 16
  %49 = load <4 x i32>, ptr %2, align 16
  %50 = load <4 x i32>, ptr %3, align 16
  %51 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %49, ptr %5, align 16
  %52 = load i128, ptr %5, align 16
  store <4 x i32> %50, ptr %6, align 16
  %53 = load i128, ptr %6, align 16
  store <4 x i32> %51, ptr %7, align 16
  %54 = load i128, ptr %7, align 16
  %55 = call i128 @vmadd(i128 noundef %52, i128 noundef %53, i128 noundef %54)
  store i128 %55, ptr %8, align 16
  %56 = load <4 x i32>, ptr %8, align 16
  store <4 x i32> %56, ptr %9, align 16
  %57 = load i128, ptr %9, align 16
  call void @print_v4si(ptr noundef @.str, i128 noundef %57)
  %58 = load <4 x i32>, ptr %2, align 16
  %59 = load <4 x i32>, ptr %3, align 16
  %60 = icmp slt <4 x i32> %58, %59
  %61 = sext <4 x i1> %60 to <4 x i32>
  store <4 x i32> %61, ptr %10, align 16
  %62 = load i128, ptr %10, align 16
  call void @print_v4si(ptr noundef @.str.1, i128 noundef %62)
  %63 = load <4 x i32>, ptr %2, align 16
  %64 = load <4 x i32>, ptr %3, align 16
  %65 = shufflevector <4 x i32> %63, <4 x i32> %64, <4 x i32> <i32 7, i32 0, i32 5, i32 2>
  store <4 x i32> %65, ptr %11, align 16
  %66 = load i128, ptr %11, align 16
  call void @print_v4si(ptr noundef @.str.2, i128 noundef %66)
  %67 = load <4 x i32>, ptr %2, align 16
  %68 = shl <4 x i32> %67, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %68, ptr %12, align 16
  %69 = load i128, ptr %12, align 16
  call void @print_v4si(ptr noundef @.str.3, i128 noundef %69)
  %70 = load <4 x i32>, ptr %3, align 16
  %71 = ashr <4 x i32> %70, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %71, ptr %13, align 16
  %72 = load i128, ptr %13, align 16
  call void @print_v4si(ptr noundef @.str.4, i128 noundef %72)
  %73 = load <4 x i32>, ptr %2, align 16
  %74 = load <4 x i32>, ptr %3, align 16
  %75 = and <4 x i32> %73, %74
  %76 = load <4 x i32>, ptr %2, align 16
  %77 = load <4 x i32>, ptr %4, align 16
  %78 = xor <4 x i32> %76, %77
  %79 = or <4 x i32> %75, %78
  store <4 x i32> %79, ptr %14, align 16
  %80 = load i128, ptr %14, align 16
  call void @print_v4si(ptr noundef @.str.5, i128 noundef %80)
  %81 = load <4 x i32>, ptr %4, align 16
  %82 = load <4 x i32>, ptr %3, align 16
  %83 = sdiv <4 x i32> %81, %82
  store <4 x i32> %83, ptr %15, align 16
  %84 = load i128, ptr %15, align 16
  call void @print_v4si(ptr noundef @.str.6, i128 noundef %84)
  %85 = load <4 x i32>, ptr %4, align 16
  %86 = load <4 x i32>, ptr %3, align 16
  %87 = srem <4 x i32> %85, %86
  store <4 x i32> %87, ptr %16, align 16
  %88 = load i128, ptr %16, align 16
  call void @print_v4si(ptr noundef @.str.7, i128 noundef %88)
  %89 = load <4 x i32>, ptr %2, align 16
  store <4 x i32> %89, ptr %17, align 16
  %90 = load <4 x i32>, ptr %17, align 16
  %91 = lshr <4 x i32> %90, <i32 28, i32 28, i32 28, i32 28>
  %92 = extractelement <4 x i32> %91, i32 0
  %93 = load <4 x i32>, ptr %17, align 16
  %94 = lshr <4 x i32> %93, <i32 28, i32 28, i32 28, i32 28>
  %95 = extractelement <4 x i32> %94, i32 1
  %96 = load <4 x i32>, ptr %17, align 16
  %97 = lshr <4 x i32> %96, <i32 28, i32 28, i32 28, i32 28>
  %98 = extractelement <4 x i32> %97, i32 2
  %99 = load <4 x i32>, ptr %17, align 16
  %100 = lshr <4 x i32> %99, <i32 28, i32 28, i32 28, i32 28>
  %101 = extractelement <4 x i32> %100, i32 3
  %102 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %92, i32 noundef signext %95, i32 noundef signext %98, i32 noundef signext %101)
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %18, align 16
  store <4 x float> <float -4.000000e+00, float 8.000000e+00, float 5.000000e-01, float 1.000000e+01>, ptr %19, align 16
  %103 = load <4 x float>, ptr %18, align 16
  %104 = load <4 x float>, ptr %19, align 16
  store <4 x float> %103, ptr %21, align 16
  %105 = load i128, ptr %21, align 16
  store <4 x float> %104, ptr %22, align 16
  %106 = load i128, ptr %22, align 16
  %107 = call i128 @vlerp(i128 noundef %105, i128 noundef %106, float noundef 2.500000e-01)
  store i128 %107, ptr %23, align 16
  %108 = load <4 x float>, ptr %23, align 16
  store <4 x float> %108, ptr %20, align 16
  %109 = load <4 x float>, ptr %20, align 16
  %110 = extractelement <4 x float> %109, i32 0
  %111 = fpext float %110 to double
  %112 = load <4 x float>, ptr %20, align 16
  %113 = extractelement <4 x float> %112, i32 1
  %114 = fpext float %113 to double
  %115 = load <4 x float>, ptr %20, align 16
  %116 = extractelement <4 x float> %115, i32 2
  %117 = fpext float %116 to double
  %118 = load <4 x float>, ptr %20, align 16
  %119 = extractelement <4 x float> %118, i32 3
  %120 = fpext float %119 to double
  %121 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %111, double noundef %114, double noundef %117, double noundef %120)
  %122 = load <4 x float>, ptr %19, align 16
  %123 = fmul <4 x float> %122, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>
  %124 = fptosi <4 x float> %123 to <4 x i32>
  store <4 x i32> %124, ptr %24, align 16
  %125 = load <4 x i32>, ptr %24, align 16
  store <4 x i32> %125, ptr %25, align 16
  %126 = load i128, ptr %25, align 16
  call void @print_v4si(ptr noundef @.str.10, i128 noundef %126)
  %127 = load <4 x i32>, ptr %2, align 16
  %128 = sitofp <4 x i32> %127 to <4 x float>
  store <4 x float> %128, ptr %26, align 16
  %129 = load <4 x float>, ptr %26, align 16
  %130 = extractelement <4 x float> %129, i32 0
  %131 = fpext float %130 to double
  %132 = load <4 x float>, ptr %26, align 16
  %133 = extractelement <4 x float> %132, i32 1
  %134 = fpext float %133 to double
  %135 = load <4 x float>, ptr %26, align 16
  %136 = extractelement <4 x float> %135, i32 2
  %137 = fpext float %136 to double
  %138 = load <4 x float>, ptr %26, align 16
  %139 = extractelement <4 x float> %138, i32 3
  %140 = fpext float %139 to double
  %141 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %131, double noundef %134, double noundef %137, double noundef %140)
  store <2 x double> <double 1.500000e+00, double -2.500000e+00>, ptr %27, align 16
  %142 = load <2 x double>, ptr %27, align 16
  %143 = load <2 x double>, ptr %27, align 16
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %143, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %144, ptr %27, align 16
  %145 = load <2 x double>, ptr %27, align 16
  %146 = extractelement <2 x double> %145, i32 0
  %147 = load <2 x double>, ptr %27, align 16
  %148 = extractelement <2 x double> %147, i32 1
  %149 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %146, double noundef %148)
  store <8 x i16> <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8>, ptr %28, align 16
  %150 = load <8 x i16>, ptr %28, align 16
  %151 = load <8 x i16>, ptr %28, align 16
  %152 = mul <8 x i16> %150, %151
  store <8 x i16> <i16 8, i16 7, i16 6, i16 5, i16 4, i16 3, i16 2, i16 1>, ptr %29, align 16
  %153 = load <8 x i16>, ptr %29, align 16
  %154 = sub <8 x i16> %152, %153
  store <8 x i16> %154, ptr %28, align 16
  store i32 0, ptr %30, align 4
  store i32 0, ptr %31, align 4
  br label %155

155:                                              ; preds = %166, %0
  %156 = load i32, ptr %31, align 4
  %157 = icmp slt i32 %156, 8
  br i1 %157, label %158, label %169

158:                                              ; preds = %155
  %159 = load i32, ptr %30, align 4
  %160 = mul nsw i32 %159, 3
  %161 = load <8 x i16>, ptr %28, align 16
  %162 = load i32, ptr %31, align 4
  %163 = extractelement <8 x i16> %161, i32 %162
  %164 = sext i16 %163 to i32
  %165 = add nsw i32 %160, %164
  store i32 %165, ptr %30, align 4
  br label %166

166:                                              ; preds = %158
  %167 = load i32, ptr %31, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %31, align 4
  br label %155, !llvm.loop !10

169:                                              ; preds = %155
  %170 = load i32, ptr %30, align 4
  %171 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext %170)
  store i32 0, ptr %33, align 4
  br label %172

172:                                              ; preds = %182, %169
  %173 = load i32, ptr %33, align 4
  %174 = icmp slt i32 %173, 16
  br i1 %174, label %175, label %185

175:                                              ; preds = %172
  %176 = load i32, ptr %33, align 4
  %177 = mul nsw i32 %176, 37
  %178 = trunc i32 %177 to i8
  %179 = load i32, ptr %33, align 4
  %180 = load <16 x i8>, ptr %32, align 16
  %181 = insertelement <16 x i8> %180, i8 %178, i32 %179
  store <16 x i8> %181, ptr %32, align 16
  br label %182

182:                                              ; preds = %175
  %183 = load i32, ptr %33, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %33, align 4
  br label %172, !llvm.loop !12

185:                                              ; preds = %172
  %186 = load <16 x i8>, ptr %32, align 16
  %187 = load <16 x i8>, ptr %32, align 16
  %188 = add <16 x i8> %186, %187
  store <16 x i8> %188, ptr %32, align 16
  store i32 0, ptr %34, align 4
  store i32 0, ptr %35, align 4
  br label %189

189:                                              ; preds = %200, %185
  %190 = load i32, ptr %35, align 4
  %191 = icmp slt i32 %190, 16
  br i1 %191, label %192, label %203

192:                                              ; preds = %189
  %193 = load i32, ptr %34, align 4
  %194 = mul i32 %193, 7
  %195 = load <16 x i8>, ptr %32, align 16
  %196 = load i32, ptr %35, align 4
  %197 = extractelement <16 x i8> %195, i32 %196
  %198 = zext i8 %197 to i32
  %199 = add i32 %194, %198
  store i32 %199, ptr %34, align 4
  br label %200

200:                                              ; preds = %192
  %201 = load i32, ptr %35, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %35, align 4
  br label %189, !llvm.loop !13

203:                                              ; preds = %189
  %204 = load i32, ptr %34, align 4
  %205 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %204)
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -1125899906842624>, ptr %36, align 32
  store <4 x i64> <i64 3, i64 4, i64 5, i64 6>, ptr %37, align 32
  call void @vbig(ptr noundef %38, ptr noundef %36, ptr noundef %37)
  %206 = load <4 x i64>, ptr %38, align 32
  %207 = extractelement <4 x i64> %206, i32 0
  %208 = load <4 x i64>, ptr %38, align 32
  %209 = extractelement <4 x i64> %208, i32 1
  %210 = load <4 x i64>, ptr %38, align 32
  %211 = extractelement <4 x i64> %210, i32 2
  %212 = load <4 x i64>, ptr %38, align 32
  %213 = extractelement <4 x i64> %212, i32 3
  %214 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %207, i64 noundef %209, i64 noundef %211, i64 noundef %213)
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %39, align 32
  store <8 x float> <float 8.000000e+00, float 7.000000e+00, float 6.000000e+00, float 5.000000e+00, float 4.000000e+00, float 3.000000e+00, float 2.000000e+00, float 1.000000e+00>, ptr %40, align 32
  call void @v8ops(ptr noundef %41, ptr noundef %39, ptr noundef %40)
  store float 0.000000e+00, ptr %42, align 4
  store i32 0, ptr %43, align 4
  br label %215

215:                                              ; preds = %224, %203
  %216 = load i32, ptr %43, align 4
  %217 = icmp slt i32 %216, 8
  br i1 %217, label %218, label %227

218:                                              ; preds = %215
  %219 = load <8 x float>, ptr %41, align 32
  %220 = load i32, ptr %43, align 4
  %221 = extractelement <8 x float> %219, i32 %220
  %222 = load float, ptr %42, align 4
  %223 = fadd float %222, %221
  store float %223, ptr %42, align 4
  br label %224

224:                                              ; preds = %218
  %225 = load i32, ptr %43, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %43, align 4
  br label %215, !llvm.loop !14

227:                                              ; preds = %215
  %228 = load float, ptr %42, align 4
  %229 = fpext float %228 to double
  %230 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %229)
  %231 = load <4 x i32>, ptr %2, align 16
  %232 = load <4 x i32>, ptr %3, align 16
  %233 = add <4 x i32> %231, %232
  store <4 x i32> %233, ptr %45, align 16
  %234 = getelementptr inbounds [8 x i32], ptr %44, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %234, ptr align 16 %45, i64 16, i1 false)
  %235 = getelementptr inbounds [8 x i32], ptr %44, i64 0, i64 0
  %236 = getelementptr inbounds i32, ptr %235, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %236, ptr align 16 %4, i64 16, i1 false)
  %237 = getelementptr inbounds [8 x i32], ptr %44, i64 0, i64 0
  %238 = load i32, ptr %237, align 4
  %239 = getelementptr inbounds [8 x i32], ptr %44, i64 0, i64 3
  %240 = load i32, ptr %239, align 4
  %241 = getelementptr inbounds [8 x i32], ptr %44, i64 0, i64 7
  %242 = load i32, ptr %241, align 4
  %243 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext %238, i32 noundef signext %240, i32 noundef signext %242)
  %244 = load <4 x i32>, ptr %2, align 16
  %245 = icmp sgt <4 x i32> %244, zeroinitializer
  %246 = sext <4 x i1> %245 to <4 x i32>
  store <4 x i32> %246, ptr %46, align 16
  %247 = load <4 x i32>, ptr %2, align 16
  %248 = load <4 x i32>, ptr %46, align 16
  %249 = and <4 x i32> %247, %248
  %250 = load <4 x i32>, ptr %2, align 16
  %251 = sub <4 x i32> zeroinitializer, %250
  %252 = load <4 x i32>, ptr %46, align 16
  %253 = xor <4 x i32> %252, <i32 -1, i32 -1, i32 -1, i32 -1>
  %254 = and <4 x i32> %251, %253
  %255 = or <4 x i32> %249, %254
  store <4 x i32> %255, ptr %47, align 16
  %256 = load <4 x i32>, ptr %47, align 16
  store <4 x i32> %256, ptr %48, align 16
  %257 = load i128, ptr %48, align 16
  call void @print_v4si(ptr noundef @.str.18, i128 noundef %257)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_v4si(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca ptr, align 8
  %5 = alloca <4 x i32>, align 16
  store i128 %1, ptr %3, align 16
  %6 = load <4 x i32>, ptr %3, align 16
  store ptr %0, ptr %4, align 8
  store <4 x i32> %6, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = load <4 x i32>, ptr %5, align 16
  %9 = extractelement <4 x i32> %8, i32 0
  %10 = load <4 x i32>, ptr %5, align 16
  %11 = extractelement <4 x i32> %10, i32 1
  %12 = load <4 x i32>, ptr %5, align 16
  %13 = extractelement <4 x i32> %12, i32 2
  %14 = load <4 x i32>, ptr %5, align 16
  %15 = extractelement <4 x i32> %14, i32 3
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %7, i32 noundef signext %9, i32 noundef signext %11, i32 noundef signext %13, i32 noundef signext %15)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @vmadd(i128 noundef %0, i128 noundef %1, i128 noundef %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  store i128 %0, ptr %5, align 16
  %11 = load <4 x i32>, ptr %5, align 16
  store i128 %1, ptr %6, align 16
  %12 = load <4 x i32>, ptr %6, align 16
  store i128 %2, ptr %7, align 16
  %13 = load <4 x i32>, ptr %7, align 16
  store <4 x i32> %11, ptr %8, align 16
  store <4 x i32> %12, ptr %9, align 16
  store <4 x i32> %13, ptr %10, align 16
  %14 = load <4 x i32>, ptr %8, align 16
  %15 = load <4 x i32>, ptr %9, align 16
  %16 = mul <4 x i32> %14, %15
  %17 = load <4 x i32>, ptr %10, align 16
  %18 = add <4 x i32> %16, %17
  store <4 x i32> %18, ptr %4, align 16
  %19 = load i128, ptr %4, align 16
  ret i128 %19
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @vlerp(i128 noundef %0, i128 noundef %1, float noundef %2) #0 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca float, align 4
  store i128 %0, ptr %5, align 16
  %10 = load <4 x float>, ptr %5, align 16
  store i128 %1, ptr %6, align 16
  %11 = load <4 x float>, ptr %6, align 16
  store <4 x float> %10, ptr %7, align 16
  store <4 x float> %11, ptr %8, align 16
  store float %2, ptr %9, align 4
  %12 = load <4 x float>, ptr %7, align 16
  %13 = load <4 x float>, ptr %8, align 16
  %14 = load <4 x float>, ptr %7, align 16
  %15 = fsub <4 x float> %13, %14
  %16 = load float, ptr %9, align 4
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %19 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %15, <4 x float> %18, <4 x float> %12)
  store <4 x float> %19, ptr %4, align 16
  %20 = load i128, ptr %4, align 16
  ret i128 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vbig(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
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
define internal void @v8ops(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

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
