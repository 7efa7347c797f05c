; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca { double, double }, align 8
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { float, float }, align 4
  %12 = alloca { float, float }, align 4
  %13 = alloca { float, float }, align 4
  %14 = alloca { float, float }, align 4
  %15 = alloca { float, float }, align 4
  %16 = alloca { float, float }, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca { double, double }, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  %26 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %27 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double 3.000000e+00, ptr %26, align 8
  store double 4.000000e+00, ptr %27, align 8
  %28 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %29 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double 1.000000e+00, ptr %28, align 8
  store double -2.000000e+00, ptr %29, align 8
  %30 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = fadd double %31, %35
  %39 = fadd double %33, %37
  %40 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %41 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %38, ptr %40, align 8
  store double %39, ptr %41, align 8
  %42 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = fsub double %43, %47
  %51 = fsub double %45, %49
  %52 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %53 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %50, ptr %52, align 8
  store double %51, ptr %53, align 8
  %54 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = fmul double %55, %59
  %63 = fmul double %57, %61
  %64 = fmul double %55, %61
  %65 = fmul double %57, %59
  %66 = fsub double %62, %63
  %67 = fadd double %64, %65
  %68 = fcmp uno double %66, %66
  br i1 %68, label %69, label %75, !prof !10

69:                                               ; preds = %0
  %70 = fcmp uno double %67, %67
  br i1 %70, label %71, label %75, !prof !10

71:                                               ; preds = %69
  %72 = call { double, double } @__muldc3(double noundef %55, double noundef %57, double noundef %59, double noundef %61) #3
  %73 = extractvalue { double, double } %72, 0
  %74 = extractvalue { double, double } %72, 1
  br label %75

75:                                               ; preds = %71, %69, %0
  %76 = phi double [ %66, %0 ], [ %66, %69 ], [ %73, %71 ]
  %77 = phi double [ %67, %0 ], [ %67, %69 ], [ %74, %71 ]
  %78 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %79 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %76, ptr %78, align 8
  store double %77, ptr %79, align 8
  %80 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = call { double, double } @__divdc3(double noundef %81, double noundef %83, double noundef %85, double noundef %87) #3
  %89 = extractvalue { double, double } %88, 0
  %90 = extractvalue { double, double } %88, 1
  %91 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %92 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %89, ptr %91, align 8
  store double %90, ptr %92, align 8
  %93 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %102 = load double, ptr %101, align 8
  %103 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %104 = load double, ptr %103, align 8
  %105 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %108 = load double, ptr %107, align 8
  %109 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %94, double noundef %100, double noundef %102, double noundef %108)
  %110 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %111 = load double, ptr %110, align 8
  %112 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %113 = load double, ptr %112, align 8
  %114 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %121 = load double, ptr %120, align 8
  %122 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %123 = load double, ptr %122, align 8
  %124 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %125 = load double, ptr %124, align 8
  %126 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %111, double noundef %117, double noundef %119, double noundef %125)
  %127 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %128 = load double, ptr %127, align 8
  %129 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %130 = load double, ptr %129, align 8
  %131 = fneg double %130
  %132 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %133 = load double, ptr %132, align 8
  %134 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %135 = load double, ptr %134, align 8
  %136 = fneg double %135
  %137 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %142 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %138, ptr %141, align 8
  store double %140, ptr %142, align 8
  %143 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %144 = load double, ptr %143, align 8
  %145 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %146 = load double, ptr %145, align 8
  %147 = call double @cabs(double noundef %144, double noundef %146) #3
  %148 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %128, double noundef %136, double noundef %147)
  %149 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %150 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double 1.000000e+00, ptr %149, align 8
  store double 1.000000e+00, ptr %150, align 8
  %151 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %152 = load double, ptr %151, align 8
  %153 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %154 = load double, ptr %153, align 8
  %155 = call { double, double } @cpow_int(double noundef %152, double noundef %154, i32 noundef signext 8)
  %156 = extractvalue { double, double } %155, 0
  %157 = extractvalue { double, double } %155, 1
  %158 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %159 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %156, ptr %158, align 8
  store double %157, ptr %159, align 8
  %160 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %163 = load double, ptr %162, align 8
  %164 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %165 = load double, ptr %164, align 8
  %166 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %167 = load double, ptr %166, align 8
  %168 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %161, double noundef %167)
  %169 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %170 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float 1.500000e+00, ptr %169, align 4
  store float 2.000000e+00, ptr %170, align 4
  %171 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %172 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  store float -5.000000e-01, ptr %171, align 4
  store float 4.000000e+00, ptr %172, align 4
  %173 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %174 = load float, ptr %173, align 4
  %175 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  %176 = load float, ptr %175, align 4
  %177 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %178 = load float, ptr %177, align 4
  %179 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %180 = load float, ptr %179, align 4
  %181 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %182 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  store float %174, ptr %181, align 4
  store float %176, ptr %182, align 4
  %183 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %184 = load float, ptr %183, align 4
  %185 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  %186 = load float, ptr %185, align 4
  %187 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %188 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  store float %178, ptr %187, align 4
  store float %180, ptr %188, align 4
  %189 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %190 = load float, ptr %189, align 4
  %191 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  %192 = load float, ptr %191, align 4
  %193 = call { float, float } @fmul(float noundef %184, float noundef %186, float noundef %190, float noundef %192)
  %194 = extractvalue { float, float } %193, 0
  %195 = extractvalue { float, float } %193, 1
  %196 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %197 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  store float %194, ptr %196, align 4
  store float %195, ptr %197, align 4
  %198 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %199 = load float, ptr %198, align 4
  %200 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  %201 = load float, ptr %200, align 4
  %202 = fpext float %199 to double
  %203 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %204 = load float, ptr %203, align 4
  %205 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  %206 = load float, ptr %205, align 4
  %207 = fpext float %206 to double
  %208 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %202, double noundef %207)
  %209 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %210 = load float, ptr %209, align 4
  %211 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  %212 = load float, ptr %211, align 4
  %213 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %214 = load float, ptr %213, align 4
  %215 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %216 = load float, ptr %215, align 4
  %217 = call { float, float } @__divsc3(float noundef %210, float noundef %212, float noundef %214, float noundef %216) #3
  %218 = extractvalue { float, float } %217, 0
  %219 = extractvalue { float, float } %217, 1
  %220 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %221 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  store float %218, ptr %220, align 4
  store float %219, ptr %221, align 4
  %222 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %223 = load float, ptr %222, align 4
  %224 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %225 = load float, ptr %224, align 4
  %226 = fpext float %223 to double
  %227 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %228 = load float, ptr %227, align 4
  %229 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %230 = load float, ptr %229, align 4
  %231 = fpext float %230 to double
  %232 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %226, double noundef %231)
  store i32 0, ptr %17, align 4
  br label %233

233:                                              ; preds = %278, %75
  %234 = load i32, ptr %17, align 4
  %235 = icmp slt i32 %234, 12
  br i1 %235, label %236, label %281

236:                                              ; preds = %233
  store i32 0, ptr %18, align 4
  br label %237

237:                                              ; preds = %273, %236
  %238 = load i32, ptr %18, align 4
  %239 = icmp slt i32 %238, 40
  br i1 %239, label %240, label %276

240:                                              ; preds = %237
  %241 = load i32, ptr %18, align 4
  %242 = sitofp i32 %241 to double
  %243 = fmul double %242, 0x3FB3333333333333
  %244 = fadd double -2.200000e+00, %243
  %245 = load i32, ptr %17, align 4
  %246 = sitofp i32 %245 to double
  %247 = fmul double %246, 2.000000e-01
  %248 = fadd double -1.200000e+00, %247
  %249 = fmul double %248, 0.000000e+00
  %250 = fmul double %248, 1.000000e+00
  %251 = fadd double %244, %249
  %252 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %253 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %251, ptr %252, align 8
  store double %250, ptr %253, align 8
  %254 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %255 = load double, ptr %254, align 8
  %256 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %257 = load double, ptr %256, align 8
  %258 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %259 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double %255, ptr %258, align 8
  store double %257, ptr %259, align 8
  %260 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %261 = load double, ptr %260, align 8
  %262 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %263 = load double, ptr %262, align 8
  %264 = call signext i32 @mandel(double noundef %261, double noundef %263, i32 noundef signext 60)
  store i32 %264, ptr %20, align 4
  %265 = load i32, ptr %20, align 4
  %266 = mul nsw i32 %265, 9
  %267 = sdiv i32 %266, 60
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %268
  %270 = load i8, ptr %269, align 1
  %271 = zext i8 %270 to i32
  %272 = call signext i32 @putchar(i32 noundef signext %271)
  br label %273

273:                                              ; preds = %240
  %274 = load i32, ptr %18, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %18, align 4
  br label %237, !llvm.loop !11

276:                                              ; preds = %237
  %277 = call signext i32 @putchar(i32 noundef signext 10)
  br label %278

278:                                              ; preds = %276
  %279 = load i32, ptr %17, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %17, align 4
  br label %233, !llvm.loop !13

281:                                              ; preds = %233
  store i64 0, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %282

282:                                              ; preds = %315, %281
  %283 = load i32, ptr %23, align 4
  %284 = icmp slt i32 %283, 50
  br i1 %284, label %285, label %318

285:                                              ; preds = %282
  store i32 0, ptr %24, align 4
  br label %286

286:                                              ; preds = %311, %285
  %287 = load i32, ptr %24, align 4
  %288 = icmp slt i32 %287, 50
  br i1 %288, label %289, label %314

289:                                              ; preds = %286
  %290 = load i32, ptr %24, align 4
  %291 = sitofp i32 %290 to double
  %292 = fmul double %291, 5.000000e-02
  %293 = fadd double -2.000000e+00, %292
  %294 = load i32, ptr %23, align 4
  %295 = sitofp i32 %294 to double
  %296 = fmul double %295, 5.000000e-02
  %297 = fadd double -1.250000e+00, %296
  %298 = fmul double %297, 0.000000e+00
  %299 = fmul double %297, 1.000000e+00
  %300 = fadd double %293, %298
  %301 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %302 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double %300, ptr %301, align 8
  store double %299, ptr %302, align 8
  %303 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %304 = load double, ptr %303, align 8
  %305 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  %306 = load double, ptr %305, align 8
  %307 = call signext i32 @mandel(double noundef %304, double noundef %306, i32 noundef signext 100)
  %308 = sext i32 %307 to i64
  %309 = load i64, ptr %22, align 8
  %310 = add nsw i64 %309, %308
  store i64 %310, ptr %22, align 8
  br label %311

311:                                              ; preds = %289
  %312 = load i32, ptr %24, align 4
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr %24, align 4
  br label %286, !llvm.loop !14

314:                                              ; preds = %286
  br label %315

315:                                              ; preds = %314
  %316 = load i32, ptr %23, align 4
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr %23, align 4
  br label %282, !llvm.loop !15

318:                                              ; preds = %282
  %319 = load i64, ptr %22, align 8
  %320 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %319)
  ret i32 0
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @cabs(double noundef, double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cpow_int(double noundef %0, double noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca i32, align 4
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %9, align 8
  store i32 %2, ptr %6, align 4
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double 1.000000e+00, ptr %10, align 8
  store double 0.000000e+00, ptr %11, align 8
  br label %12

12:                                               ; preds = %38, %3
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr %6, align 4
  %15 = icmp sgt i32 %13, 0
  br i1 %15, label %16, label %43

16:                                               ; preds = %12
  %17 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, %18
  %26 = fmul double %24, %20
  %27 = fmul double %22, %20
  %28 = fmul double %24, %18
  %29 = fsub double %25, %26
  %30 = fadd double %27, %28
  %31 = fcmp uno double %29, %29
  br i1 %31, label %32, label %38, !prof !10

32:                                               ; preds = %16
  %33 = fcmp uno double %30, %30
  br i1 %33, label %34, label %38, !prof !10

34:                                               ; preds = %32
  %35 = call { double, double } @__muldc3(double noundef %22, double noundef %24, double noundef %18, double noundef %20) #3
  %36 = extractvalue { double, double } %35, 0
  %37 = extractvalue { double, double } %35, 1
  br label %38

38:                                               ; preds = %34, %32, %16
  %39 = phi double [ %29, %16 ], [ %29, %32 ], [ %36, %34 ]
  %40 = phi double [ %30, %16 ], [ %30, %32 ], [ %37, %34 ]
  %41 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %42 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %39, ptr %41, align 8
  store double %40, ptr %42, align 8
  br label %12, !llvm.loop !16

43:                                               ; preds = %12
  %44 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %45, ptr %48, align 8
  store double %47, ptr %49, align 8
  %50 = load { double, double }, ptr %4, align 8
  ret { double, double } %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, float } @fmul(float noundef %0, float noundef %1, float noundef %2, float noundef %3) #0 {
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  store float %0, ptr %8, align 4
  %9 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %1, ptr %9, align 4
  %10 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  store float %2, ptr %10, align 4
  %11 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %3, ptr %11, align 4
  %12 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fmul float %13, %17
  %21 = fmul float %15, %19
  %22 = fmul float %13, %19
  %23 = fmul float %15, %17
  %24 = fsub float %20, %21
  %25 = fadd float %22, %23
  %26 = fcmp uno float %24, %24
  br i1 %26, label %27, label %33, !prof !10

27:                                               ; preds = %4
  %28 = fcmp uno float %25, %25
  br i1 %28, label %29, label %33, !prof !10

29:                                               ; preds = %27
  %30 = call { float, float } @__mulsc3(float noundef %13, float noundef %15, float noundef %17, float noundef %19) #3
  %31 = extractvalue { float, float } %30, 0
  %32 = extractvalue { float, float } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %4
  %34 = phi float [ %24, %4 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi float [ %25, %4 ], [ %25, %27 ], [ %32, %29 ]
  %36 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %37 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float %34, ptr %36, align 4
  store float %35, ptr %37, align 4
  %38 = load { float, float }, ptr %5, align 4
  ret { float, float } %38
}

declare { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @mandel(double noundef %0, double noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca { double, double }, align 8
  %6 = alloca i32, align 4
  %7 = alloca { double, double }, align 8
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %10, align 8
  store i32 %2, ptr %6, align 4
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double 0.000000e+00, ptr %11, align 8
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %73, %3
  %14 = load i32, ptr %8, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %76

17:                                               ; preds = %13
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = fmul double %19, %23
  %27 = fmul double %21, %25
  %28 = fmul double %19, %25
  %29 = fmul double %21, %23
  %30 = fsub double %26, %27
  %31 = fadd double %28, %29
  %32 = fcmp uno double %30, %30
  br i1 %32, label %33, label %39, !prof !10

33:                                               ; preds = %17
  %34 = fcmp uno double %31, %31
  br i1 %34, label %35, label %39, !prof !10

35:                                               ; preds = %33
  %36 = call { double, double } @__muldc3(double noundef %19, double noundef %21, double noundef %23, double noundef %25) #3
  %37 = extractvalue { double, double } %36, 0
  %38 = extractvalue { double, double } %36, 1
  br label %39

39:                                               ; preds = %35, %33, %17
  %40 = phi double [ %30, %17 ], [ %30, %33 ], [ %37, %35 ]
  %41 = phi double [ %31, %17 ], [ %31, %33 ], [ %38, %35 ]
  %42 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = fadd double %40, %43
  %47 = fadd double %41, %45
  %48 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %46, ptr %48, align 8
  store double %47, ptr %49, align 8
  %50 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = fmul double %51, %55
  %59 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = fmul double %62, %66
  %68 = fadd double %58, %67
  %69 = fcmp ogt double %68, 4.000000e+00
  br i1 %69, label %70, label %72

70:                                               ; preds = %39
  %71 = load i32, ptr %8, align 4
  store i32 %71, ptr %4, align 4
  br label %78

72:                                               ; preds = %39
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %8, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %8, align 4
  br label %13, !llvm.loop !17

76:                                               ; preds = %13
  %77 = load i32, ptr %6, align 4
  store i32 %77, ptr %4, align 4
  br label %78

78:                                               ; preds = %76, %70
  %79 = load i32, ptr %4, align 4
  ret i32 %79
}

declare signext i32 @putchar(i32 noundef signext) #1

declare { float, float } @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

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
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
