; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = alloca { float, float }, align 4
  %15 = alloca { float, float }, align 4
  %16 = alloca { float, float }, align 4
  %17 = alloca { float, float }, align 4
  %18 = alloca { float, float }, align 4
  %19 = alloca { float, float }, align 4
  %20 = alloca { float, float }, align 4
  %21 = alloca { float, float }, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca { double, double }, align 8
  %25 = alloca i32, align 4
  %26 = alloca { double, double }, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  %31 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %32 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double 3.000000e+00, ptr %31, align 8
  store double 4.000000e+00, ptr %32, align 8
  %33 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %34 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double 1.000000e+00, ptr %33, align 8
  store double -2.000000e+00, ptr %34, align 8
  %35 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fadd double %36, %40
  %44 = fadd double %38, %42
  %45 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %46 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %43, ptr %45, align 8
  store double %44, ptr %46, align 8
  %47 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = fsub double %48, %52
  %56 = fsub double %50, %54
  %57 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %58 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %55, ptr %57, align 8
  store double %56, ptr %58, align 8
  %59 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = fmul double %60, %64
  %68 = fmul double %62, %66
  %69 = fmul double %60, %66
  %70 = fmul double %62, %64
  %71 = fsub double %67, %68
  %72 = fadd double %69, %70
  %73 = fcmp uno double %71, %71
  br i1 %73, label %74, label %81, !prof !5

74:                                               ; preds = %0
  %75 = fcmp uno double %72, %72
  br i1 %75, label %76, label %81, !prof !5

76:                                               ; preds = %74
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %7, double noundef %60, double noundef %62, double noundef %64, double noundef %66) #5
  %77 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  br label %81

81:                                               ; preds = %76, %74, %0
  %82 = phi double [ %71, %0 ], [ %71, %74 ], [ %78, %76 ]
  %83 = phi double [ %72, %0 ], [ %72, %74 ], [ %80, %76 ]
  %84 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %85 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %82, ptr %84, align 8
  store double %83, ptr %85, align 8
  %86 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %89 = load double, ptr %88, align 8
  %90 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %91 = load double, ptr %90, align 8
  %92 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %93 = load double, ptr %92, align 8
  call void @__divdc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %9, double noundef %87, double noundef %89, double noundef %91, double noundef %93) #5
  %94 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %99 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %95, ptr %98, align 8
  store double %97, ptr %99, align 8
  %100 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  %104 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %105 = load double, ptr %104, align 8
  %106 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %107 = load double, ptr %106, align 8
  %108 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %109 = load double, ptr %108, align 8
  %110 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %111 = load double, ptr %110, align 8
  %112 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %113 = load double, ptr %112, align 8
  %114 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %115 = load double, ptr %114, align 8
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %101, double noundef %107, double noundef %109, double noundef %115)
  %117 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %122 = load double, ptr %121, align 8
  %123 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %126 = load double, ptr %125, align 8
  %127 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %128 = load double, ptr %127, align 8
  %129 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %132 = load double, ptr %131, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %118, double noundef %124, double noundef %126, double noundef %132)
  %134 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %135 = load double, ptr %134, align 8
  %136 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %137 = load double, ptr %136, align 8
  %138 = fneg double %137
  %139 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %142 = load double, ptr %141, align 8
  %143 = fneg double %142
  %144 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %145 = load double, ptr %144, align 8
  %146 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %149 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %145, ptr %148, align 8
  store double %147, ptr %149, align 8
  %150 = call double @cabs(ptr noundef %10) #6
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %135, double noundef %143, double noundef %150)
  %152 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %153 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double 1.000000e+00, ptr %152, align 8
  store double 1.000000e+00, ptr %153, align 8
  call void @cpow_int(ptr dead_on_unwind writable sret({ double, double }) align 8 %12, ptr noundef %13, i32 noundef 8)
  %154 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %159 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %155, ptr %158, align 8
  store double %157, ptr %159, align 8
  %160 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %163 = load double, ptr %162, align 8
  %164 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %165 = load double, ptr %164, align 8
  %166 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %167 = load double, ptr %166, align 8
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %161, double noundef %167)
  %169 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %170 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  store float 1.500000e+00, ptr %169, align 4
  store float 2.000000e+00, ptr %170, align 4
  %171 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %172 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  store float -5.000000e-01, ptr %171, align 4
  store float 4.000000e+00, ptr %172, align 4
  %173 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %174 = load float, ptr %173, align 4
  %175 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  %176 = load float, ptr %175, align 4
  %177 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %178 = load float, ptr %177, align 4
  %179 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  %180 = load float, ptr %179, align 4
  %181 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %182 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  store float %174, ptr %181, align 4
  store float %176, ptr %182, align 4
  %183 = load i64, ptr %17, align 4
  %184 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %185 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  store float %178, ptr %184, align 4
  store float %180, ptr %185, align 4
  %186 = load i64, ptr %18, align 4
  %187 = call i64 @fmul(i64 noundef %183, i64 noundef %186)
  store i64 %187, ptr %19, align 4
  %188 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %189 = load float, ptr %188, align 4
  %190 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %191 = load float, ptr %190, align 4
  %192 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %193 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  store float %189, ptr %192, align 4
  store float %191, ptr %193, align 4
  %194 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %195 = load float, ptr %194, align 4
  %196 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %197 = load float, ptr %196, align 4
  %198 = fpext float %195 to double
  %199 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %200 = load float, ptr %199, align 4
  %201 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %202 = load float, ptr %201, align 4
  %203 = fpext float %202 to double
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %198, double noundef %203)
  %205 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %206 = load float, ptr %205, align 4
  %207 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  %208 = load float, ptr %207, align 4
  %209 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %210 = load float, ptr %209, align 4
  %211 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  %212 = load float, ptr %211, align 4
  %213 = call i64 @__divsc3(float noundef %206, float noundef %208, float noundef %210, float noundef %212) #5
  store i64 %213, ptr %21, align 4
  %214 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %215 = load float, ptr %214, align 4
  %216 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %217 = load float, ptr %216, align 4
  %218 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %219 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  store float %215, ptr %218, align 4
  store float %217, ptr %219, align 4
  %220 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %221 = load float, ptr %220, align 4
  %222 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  %223 = load float, ptr %222, align 4
  %224 = fpext float %221 to double
  %225 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %226 = load float, ptr %225, align 4
  %227 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  %228 = load float, ptr %227, align 4
  %229 = fpext float %228 to double
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %224, double noundef %229)
  store i32 0, ptr %22, align 4
  br label %231

231:                                              ; preds = %272, %81
  %232 = load i32, ptr %22, align 4
  %233 = icmp slt i32 %232, 12
  br i1 %233, label %234, label %275

234:                                              ; preds = %231
  store i32 0, ptr %23, align 4
  br label %235

235:                                              ; preds = %267, %234
  %236 = load i32, ptr %23, align 4
  %237 = icmp slt i32 %236, 40
  br i1 %237, label %238, label %270

238:                                              ; preds = %235
  %239 = load i32, ptr %23, align 4
  %240 = sitofp i32 %239 to double
  %241 = fmul double %240, 0x3FB3333333333333
  %242 = fadd double -2.200000e+00, %241
  %243 = load i32, ptr %22, align 4
  %244 = sitofp i32 %243 to double
  %245 = fmul double %244, 2.000000e-01
  %246 = fadd double -1.200000e+00, %245
  %247 = fmul double %246, 0.000000e+00
  %248 = fmul double %246, 1.000000e+00
  %249 = fadd double %242, %247
  %250 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 0
  %251 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 1
  store double %249, ptr %250, align 8
  store double %248, ptr %251, align 8
  %252 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 0
  %253 = load double, ptr %252, align 8
  %254 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 1
  %255 = load double, ptr %254, align 8
  %256 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 0
  %257 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 1
  store double %253, ptr %256, align 8
  store double %255, ptr %257, align 8
  %258 = call i32 @mandel(ptr noundef %26, i32 noundef 60)
  store i32 %258, ptr %25, align 4
  %259 = load i32, ptr %25, align 4
  %260 = mul nsw i32 %259, 9
  %261 = sdiv i32 %260, 60
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %262
  %264 = load i8, ptr %263, align 1
  %265 = sext i8 %264 to i32
  %266 = call i32 @putchar(i32 noundef %265)
  br label %267

267:                                              ; preds = %238
  %268 = load i32, ptr %23, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %23, align 4
  br label %235, !llvm.loop !6

270:                                              ; preds = %235
  %271 = call i32 @putchar(i32 noundef 10)
  br label %272

272:                                              ; preds = %270
  %273 = load i32, ptr %22, align 4
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr %22, align 4
  br label %231, !llvm.loop !8

275:                                              ; preds = %231
  store i32 0, ptr %27, align 4
  store i32 0, ptr %28, align 4
  br label %276

276:                                              ; preds = %304, %275
  %277 = load i32, ptr %28, align 4
  %278 = icmp slt i32 %277, 50
  br i1 %278, label %279, label %307

279:                                              ; preds = %276
  store i32 0, ptr %29, align 4
  br label %280

280:                                              ; preds = %300, %279
  %281 = load i32, ptr %29, align 4
  %282 = icmp slt i32 %281, 50
  br i1 %282, label %283, label %303

283:                                              ; preds = %280
  %284 = load i32, ptr %29, align 4
  %285 = sitofp i32 %284 to double
  %286 = fmul double %285, 5.000000e-02
  %287 = fadd double -2.000000e+00, %286
  %288 = load i32, ptr %28, align 4
  %289 = sitofp i32 %288 to double
  %290 = fmul double %289, 5.000000e-02
  %291 = fadd double -1.250000e+00, %290
  %292 = fmul double %291, 0.000000e+00
  %293 = fmul double %291, 1.000000e+00
  %294 = fadd double %287, %292
  %295 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 0
  %296 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 1
  store double %294, ptr %295, align 8
  store double %293, ptr %296, align 8
  %297 = call i32 @mandel(ptr noundef %30, i32 noundef 100)
  %298 = load i32, ptr %27, align 4
  %299 = add nsw i32 %298, %297
  store i32 %299, ptr %27, align 4
  br label %300

300:                                              ; preds = %283
  %301 = load i32, ptr %29, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %29, align 4
  br label %280, !llvm.loop !9

303:                                              ; preds = %280
  br label %304

304:                                              ; preds = %303
  %305 = load i32, ptr %28, align 4
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %28, align 4
  br label %276, !llvm.loop !10

307:                                              ; preds = %276
  %308 = load i32, ptr %27, align 4
  %309 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %308)
  ret i32 0
}

declare dso_local void @__muldc3(ptr, double, double, double, double)

declare dso_local void @__divdc3(ptr, double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare dso_local double @cabs(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cpow_int(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double 1.000000e+00, ptr %9, align 8
  store double 0.000000e+00, ptr %10, align 8
  br label %11

11:                                               ; preds = %38, %3
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, -1
  store i32 %13, ptr %6, align 4
  %14 = icmp sgt i32 %12, 0
  br i1 %14, label %15, label %43

15:                                               ; preds = %11
  %16 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fmul double %21, %17
  %25 = fmul double %23, %19
  %26 = fmul double %21, %19
  %27 = fmul double %23, %17
  %28 = fsub double %24, %25
  %29 = fadd double %26, %27
  %30 = fcmp uno double %28, %28
  br i1 %30, label %31, label %38, !prof !5

31:                                               ; preds = %15
  %32 = fcmp uno double %29, %29
  br i1 %32, label %33, label %38, !prof !5

33:                                               ; preds = %31
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %8, double noundef %21, double noundef %23, double noundef %17, double noundef %19) #5
  %34 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  br label %38

38:                                               ; preds = %33, %31, %15
  %39 = phi double [ %28, %15 ], [ %28, %31 ], [ %35, %33 ]
  %40 = phi double [ %29, %15 ], [ %29, %31 ], [ %37, %33 ]
  %41 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %42 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %39, ptr %41, align 8
  store double %40, ptr %42, align 8
  br label %11, !llvm.loop !11

43:                                               ; preds = %11
  %44 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %45, ptr %48, align 8
  store double %47, ptr %49, align 8
  %50 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %55 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %51, ptr %54, align 8
  store double %53, ptr %55, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fmul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %8, %12
  %16 = fmul float %10, %14
  %17 = fmul float %8, %14
  %18 = fmul float %10, %12
  %19 = fsub float %15, %16
  %20 = fadd float %17, %18
  %21 = fcmp uno float %19, %19
  br i1 %21, label %22, label %30, !prof !5

22:                                               ; preds = %2
  %23 = fcmp uno float %20, %20
  br i1 %23, label %24, label %30, !prof !5

24:                                               ; preds = %22
  %25 = call i64 @__mulsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #5
  store i64 %25, ptr %6, align 4
  %26 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  br label %30

30:                                               ; preds = %24, %22, %2
  %31 = phi float [ %19, %2 ], [ %19, %22 ], [ %27, %24 ]
  %32 = phi float [ %20, %2 ], [ %20, %22 ], [ %29, %24 ]
  %33 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %34 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %31, ptr %33, align 4
  store float %32, ptr %34, align 4
  %35 = load i64, ptr %3, align 4
  ret i64 %35
}

declare dso_local i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mandel(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca { double, double }, align 8
  %7 = alloca i32, align 4
  %8 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %10 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double 0.000000e+00, ptr %9, align 8
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %72, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %75

15:                                               ; preds = %11
  %16 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fmul double %17, %21
  %25 = fmul double %19, %23
  %26 = fmul double %17, %23
  %27 = fmul double %19, %21
  %28 = fsub double %24, %25
  %29 = fadd double %26, %27
  %30 = fcmp uno double %28, %28
  br i1 %30, label %31, label %38, !prof !5

31:                                               ; preds = %15
  %32 = fcmp uno double %29, %29
  br i1 %32, label %33, label %38, !prof !5

33:                                               ; preds = %31
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %8, double noundef %17, double noundef %19, double noundef %21, double noundef %23) #5
  %34 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  br label %38

38:                                               ; preds = %33, %31, %15
  %39 = phi double [ %28, %15 ], [ %28, %31 ], [ %35, %33 ]
  %40 = phi double [ %29, %15 ], [ %29, %31 ], [ %37, %33 ]
  %41 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = fadd double %39, %42
  %46 = fadd double %40, %44
  %47 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %48 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %45, ptr %47, align 8
  store double %46, ptr %48, align 8
  %49 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = fmul double %50, %54
  %58 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %63 = load double, ptr %62, align 8
  %64 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %65 = load double, ptr %64, align 8
  %66 = fmul double %61, %65
  %67 = fadd double %57, %66
  %68 = fcmp ogt double %67, 4.000000e+00
  br i1 %68, label %69, label %71

69:                                               ; preds = %38
  %70 = load i32, ptr %7, align 4
  store i32 %70, ptr %3, align 4
  br label %77

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %11, !llvm.loop !12

75:                                               ; preds = %11
  %76 = load i32, ptr %5, align 4
  store i32 %76, ptr %3, align 4
  br label %77

77:                                               ; preds = %75, %69
  %78 = load i32, ptr %3, align 4
  ret i32 %78
}

declare dso_local i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

declare dso_local i64 @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
