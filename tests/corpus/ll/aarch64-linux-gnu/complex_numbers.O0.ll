; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
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
  br i1 %68, label %69, label %75, !prof !6

69:                                               ; preds = %0
  %70 = fcmp uno double %67, %67
  br i1 %70, label %71, label %75, !prof !6

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
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %94, double noundef %100, double noundef %102, double noundef %108)
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
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %111, double noundef %117, double noundef %119, double noundef %125)
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
  %143 = load [2 x double], ptr %8, align 8
  %144 = call double @cabs([2 x double] noundef alignstack(8) %143) #3
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %128, double noundef %136, double noundef %144)
  %146 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %147 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double 1.000000e+00, ptr %146, align 8
  store double 1.000000e+00, ptr %147, align 8
  %148 = load [2 x double], ptr %10, align 8
  %149 = call { double, double } @cpow_int([2 x double] noundef alignstack(8) %148, i32 noundef 8)
  %150 = extractvalue { double, double } %149, 0
  %151 = extractvalue { double, double } %149, 1
  %152 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %153 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %150, ptr %152, align 8
  store double %151, ptr %153, align 8
  %154 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %159 = load double, ptr %158, align 8
  %160 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %161 = load double, ptr %160, align 8
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %155, double noundef %161)
  %163 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %164 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float 1.500000e+00, ptr %163, align 4
  store float 2.000000e+00, ptr %164, align 4
  %165 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %166 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  store float -5.000000e-01, ptr %165, align 4
  store float 4.000000e+00, ptr %166, align 4
  %167 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %168 = load float, ptr %167, align 4
  %169 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  %170 = load float, ptr %169, align 4
  %171 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %172 = load float, ptr %171, align 4
  %173 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %174 = load float, ptr %173, align 4
  %175 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %176 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  store float %168, ptr %175, align 4
  store float %170, ptr %176, align 4
  %177 = load [2 x float], ptr %14, align 4
  %178 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %179 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  store float %172, ptr %178, align 4
  store float %174, ptr %179, align 4
  %180 = load [2 x float], ptr %15, align 4
  %181 = call { float, float } @fmul([2 x float] noundef alignstack(8) %177, [2 x float] noundef alignstack(8) %180)
  %182 = extractvalue { float, float } %181, 0
  %183 = extractvalue { float, float } %181, 1
  %184 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %185 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  store float %182, ptr %184, align 4
  store float %183, ptr %185, align 4
  %186 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %187 = load float, ptr %186, align 4
  %188 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  %189 = load float, ptr %188, align 4
  %190 = fpext float %187 to double
  %191 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %192 = load float, ptr %191, align 4
  %193 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  %194 = load float, ptr %193, align 4
  %195 = fpext float %194 to double
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %190, double noundef %195)
  %197 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %198 = load float, ptr %197, align 4
  %199 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  %200 = load float, ptr %199, align 4
  %201 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %202 = load float, ptr %201, align 4
  %203 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %204 = load float, ptr %203, align 4
  %205 = call { float, float } @__divsc3(float noundef %198, float noundef %200, float noundef %202, float noundef %204) #3
  %206 = extractvalue { float, float } %205, 0
  %207 = extractvalue { float, float } %205, 1
  %208 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %209 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  store float %206, ptr %208, align 4
  store float %207, ptr %209, align 4
  %210 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %211 = load float, ptr %210, align 4
  %212 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %213 = load float, ptr %212, align 4
  %214 = fpext float %211 to double
  %215 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %216 = load float, ptr %215, align 4
  %217 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %218 = load float, ptr %217, align 4
  %219 = fpext float %218 to double
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %214, double noundef %219)
  store i32 0, ptr %17, align 4
  br label %221

221:                                              ; preds = %263, %75
  %222 = load i32, ptr %17, align 4
  %223 = icmp slt i32 %222, 12
  br i1 %223, label %224, label %266

224:                                              ; preds = %221
  store i32 0, ptr %18, align 4
  br label %225

225:                                              ; preds = %258, %224
  %226 = load i32, ptr %18, align 4
  %227 = icmp slt i32 %226, 40
  br i1 %227, label %228, label %261

228:                                              ; preds = %225
  %229 = load i32, ptr %18, align 4
  %230 = sitofp i32 %229 to double
  %231 = fmul double %230, 0x3FB3333333333333
  %232 = fadd double -2.200000e+00, %231
  %233 = load i32, ptr %17, align 4
  %234 = sitofp i32 %233 to double
  %235 = fmul double %234, 2.000000e-01
  %236 = fadd double -1.200000e+00, %235
  %237 = fmul double %236, 0.000000e+00
  %238 = fmul double %236, 1.000000e+00
  %239 = fadd double %232, %237
  %240 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %241 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %239, ptr %240, align 8
  store double %238, ptr %241, align 8
  %242 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %243 = load double, ptr %242, align 8
  %244 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %245 = load double, ptr %244, align 8
  %246 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %247 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double %243, ptr %246, align 8
  store double %245, ptr %247, align 8
  %248 = load [2 x double], ptr %21, align 8
  %249 = call i32 @mandel([2 x double] noundef alignstack(8) %248, i32 noundef 60)
  store i32 %249, ptr %20, align 4
  %250 = load i32, ptr %20, align 4
  %251 = mul nsw i32 %250, 9
  %252 = sdiv i32 %251, 60
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %253
  %255 = load i8, ptr %254, align 1
  %256 = zext i8 %255 to i32
  %257 = call i32 @putchar(i32 noundef %256)
  br label %258

258:                                              ; preds = %228
  %259 = load i32, ptr %18, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr %18, align 4
  br label %225, !llvm.loop !7

261:                                              ; preds = %225
  %262 = call i32 @putchar(i32 noundef 10)
  br label %263

263:                                              ; preds = %261
  %264 = load i32, ptr %17, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %17, align 4
  br label %221, !llvm.loop !9

266:                                              ; preds = %221
  store i64 0, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %267

267:                                              ; preds = %297, %266
  %268 = load i32, ptr %23, align 4
  %269 = icmp slt i32 %268, 50
  br i1 %269, label %270, label %300

270:                                              ; preds = %267
  store i32 0, ptr %24, align 4
  br label %271

271:                                              ; preds = %293, %270
  %272 = load i32, ptr %24, align 4
  %273 = icmp slt i32 %272, 50
  br i1 %273, label %274, label %296

274:                                              ; preds = %271
  %275 = load i32, ptr %24, align 4
  %276 = sitofp i32 %275 to double
  %277 = fmul double %276, 5.000000e-02
  %278 = fadd double -2.000000e+00, %277
  %279 = load i32, ptr %23, align 4
  %280 = sitofp i32 %279 to double
  %281 = fmul double %280, 5.000000e-02
  %282 = fadd double -1.250000e+00, %281
  %283 = fmul double %282, 0.000000e+00
  %284 = fmul double %282, 1.000000e+00
  %285 = fadd double %278, %283
  %286 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %287 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double %285, ptr %286, align 8
  store double %284, ptr %287, align 8
  %288 = load [2 x double], ptr %25, align 8
  %289 = call i32 @mandel([2 x double] noundef alignstack(8) %288, i32 noundef 100)
  %290 = sext i32 %289 to i64
  %291 = load i64, ptr %22, align 8
  %292 = add nsw i64 %291, %290
  store i64 %292, ptr %22, align 8
  br label %293

293:                                              ; preds = %274
  %294 = load i32, ptr %24, align 4
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %24, align 4
  br label %271, !llvm.loop !10

296:                                              ; preds = %271
  br label %297

297:                                              ; preds = %296
  %298 = load i32, ptr %23, align 4
  %299 = add nsw i32 %298, 1
  store i32 %299, ptr %23, align 4
  br label %267, !llvm.loop !11

300:                                              ; preds = %267
  %301 = load i64, ptr %22, align 8
  %302 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %301)
  ret i32 0
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @cabs([2 x double] noundef alignstack(8)) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cpow_int([2 x double] noundef alignstack(8) %0, i32 noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca i32, align 4
  %6 = alloca { double, double }, align 8
  store [2 x double] %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double 1.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  br label %9

9:                                                ; preds = %35, %2
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %10, -1
  store i32 %11, ptr %5, align 4
  %12 = icmp sgt i32 %10, 0
  br i1 %12, label %13, label %40

13:                                               ; preds = %9
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = fmul double %19, %15
  %23 = fmul double %21, %17
  %24 = fmul double %19, %17
  %25 = fmul double %21, %15
  %26 = fsub double %22, %23
  %27 = fadd double %24, %25
  %28 = fcmp uno double %26, %26
  br i1 %28, label %29, label %35, !prof !6

29:                                               ; preds = %13
  %30 = fcmp uno double %27, %27
  br i1 %30, label %31, label %35, !prof !6

31:                                               ; preds = %29
  %32 = call { double, double } @__muldc3(double noundef %19, double noundef %21, double noundef %15, double noundef %17) #3
  %33 = extractvalue { double, double } %32, 0
  %34 = extractvalue { double, double } %32, 1
  br label %35

35:                                               ; preds = %31, %29, %13
  %36 = phi double [ %26, %13 ], [ %26, %29 ], [ %33, %31 ]
  %37 = phi double [ %27, %13 ], [ %27, %29 ], [ %34, %31 ]
  %38 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %36, ptr %38, align 8
  store double %37, ptr %39, align 8
  br label %9, !llvm.loop !12

40:                                               ; preds = %9
  %41 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %46 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %42, ptr %45, align 8
  store double %44, ptr %46, align 8
  %47 = load { double, double }, ptr %3, align 8
  ret { double, double } %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, float } @fmul([2 x float] noundef alignstack(8) %0, [2 x float] noundef alignstack(8) %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store [2 x float] %0, ptr %4, align 4
  store [2 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %7, %11
  %15 = fmul float %9, %13
  %16 = fmul float %7, %13
  %17 = fmul float %9, %11
  %18 = fsub float %14, %15
  %19 = fadd float %16, %17
  %20 = fcmp uno float %18, %18
  br i1 %20, label %21, label %27, !prof !6

21:                                               ; preds = %2
  %22 = fcmp uno float %19, %19
  br i1 %22, label %23, label %27, !prof !6

23:                                               ; preds = %21
  %24 = call { float, float } @__mulsc3(float noundef %7, float noundef %9, float noundef %11, float noundef %13) #3
  %25 = extractvalue { float, float } %24, 0
  %26 = extractvalue { float, float } %24, 1
  br label %27

27:                                               ; preds = %23, %21, %2
  %28 = phi float [ %18, %2 ], [ %18, %21 ], [ %25, %23 ]
  %29 = phi float [ %19, %2 ], [ %19, %21 ], [ %26, %23 ]
  %30 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %31 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %28, ptr %30, align 4
  store float %29, ptr %31, align 4
  %32 = load { float, float }, ptr %3, align 4
  ret { float, float } %32
}

declare { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mandel([2 x double] noundef alignstack(8) %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca { double, double }, align 8
  %5 = alloca i32, align 4
  %6 = alloca { double, double }, align 8
  %7 = alloca i32, align 4
  store [2 x double] %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double 0.000000e+00, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %70, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %73

14:                                               ; preds = %10
  %15 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fmul double %16, %20
  %24 = fmul double %18, %22
  %25 = fmul double %16, %22
  %26 = fmul double %18, %20
  %27 = fsub double %23, %24
  %28 = fadd double %25, %26
  %29 = fcmp uno double %27, %27
  br i1 %29, label %30, label %36, !prof !6

30:                                               ; preds = %14
  %31 = fcmp uno double %28, %28
  br i1 %31, label %32, label %36, !prof !6

32:                                               ; preds = %30
  %33 = call { double, double } @__muldc3(double noundef %16, double noundef %18, double noundef %20, double noundef %22) #3
  %34 = extractvalue { double, double } %33, 0
  %35 = extractvalue { double, double } %33, 1
  br label %36

36:                                               ; preds = %32, %30, %14
  %37 = phi double [ %27, %14 ], [ %27, %30 ], [ %34, %32 ]
  %38 = phi double [ %28, %14 ], [ %28, %30 ], [ %35, %32 ]
  %39 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fadd double %37, %40
  %44 = fadd double %38, %42
  %45 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %46 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %43, ptr %45, align 8
  store double %44, ptr %46, align 8
  %47 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = fmul double %48, %52
  %56 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = fmul double %59, %63
  %65 = fadd double %55, %64
  %66 = fcmp ogt double %65, 4.000000e+00
  br i1 %66, label %67, label %69

67:                                               ; preds = %36
  %68 = load i32, ptr %7, align 4
  store i32 %68, ptr %3, align 4
  br label %75

69:                                               ; preds = %36
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %10, !llvm.loop !13

73:                                               ; preds = %10
  %74 = load i32, ptr %5, align 4
  store i32 %74, ptr %3, align 4
  br label %75

75:                                               ; preds = %73, %67
  %76 = load i32, ptr %3, align 4
  ret i32 %76
}

declare i32 @putchar(i32 noundef) #1

declare { float, float } @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
