; ModuleID = 'tests/run/abix_3_caller.c'
source_filename = "tests/run/abix_3_caller.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s3_1 = type { %struct.s3_1_0, [4 x i64], i64, float, i16 }
%struct.s3_1_0 = type { i64 }
%struct.s3_3 = type <{ i32, i64, i8, i8 }>
%struct.s3_2 = type { i8, i8, [1 x double], i8, i16 }
%struct.s3_0 = type { i8, i64 }

@.str = private unnamed_addr constant [11 x i8] c"ret0 %.6g\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ret1 %.6g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ret2 %.6g\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ret3 %.6g\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"ret4 %.6g\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"ret5 %.6g\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"ret6 %.6g\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"ret7 %.6g\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"ret8 %.6g\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"ret9 %.6g\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"ret10 %.6g\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"ret11 %.6g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i128, align 16
  %6 = alloca i64, align 8
  %7 = alloca i128, align 16
  %8 = alloca %struct.s3_1, align 8
  %9 = alloca x86_fp80, align 16
  %10 = alloca %struct.s3_3, align 1
  %11 = alloca i128, align 16
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i128, align 16
  %15 = alloca %struct.s3_3, align 8
  %16 = alloca i64, align 8
  %17 = alloca float, align 4
  %18 = alloca i8, align 1
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca %struct.s3_2, align 8
  %23 = alloca %struct.s3_3, align 1
  %24 = alloca i128, align 16
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca %struct.s3_3, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i16, align 2
  %32 = alloca i8, align 1
  %33 = alloca %struct.s3_0, align 8
  %34 = alloca %struct.s3_0, align 8
  %35 = alloca i8, align 1
  %36 = alloca double, align 8
  %37 = alloca i8, align 1
  %38 = alloca i128, align 16
  %39 = alloca i16, align 2
  %40 = alloca i8, align 1
  %41 = alloca i8, align 1
  %42 = alloca x86_fp80, align 16
  %43 = alloca %struct.s3_3, align 8
  %44 = alloca float, align 4
  %45 = alloca %struct.s3_2, align 8
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca %struct.s3_1, align 8
  %49 = alloca i64, align 8
  %50 = alloca i8, align 1
  %51 = alloca i64, align 8
  %52 = alloca %struct.s3_2, align 8
  %53 = alloca i8, align 1
  %54 = alloca i32, align 4
  %55 = alloca i128, align 16
  %56 = alloca i64, align 8
  %57 = alloca i64, align 8
  %58 = alloca i16, align 2
  %59 = alloca i8, align 1
  %60 = alloca float, align 4
  %61 = alloca i128, align 16
  %62 = alloca x86_fp80, align 16
  %63 = alloca x86_fp80, align 16
  %64 = alloca %struct.s3_2, align 8
  %65 = alloca i16, align 2
  %66 = alloca %struct.s3_1, align 8
  %67 = alloca i64, align 8
  %68 = alloca i128, align 16
  %69 = alloca i64, align 8
  %70 = alloca i128, align 16
  %71 = alloca %struct.s3_1, align 8
  %72 = alloca i64, align 8
  %73 = alloca %struct.s3_2, align 8
  %74 = alloca float, align 4
  %75 = alloca float, align 4
  %76 = alloca i8, align 1
  %77 = alloca x86_fp80, align 16
  %78 = alloca %struct.s3_3, align 8
  %79 = alloca i16, align 2
  %80 = alloca i8, align 1
  %81 = alloca float, align 4
  %82 = alloca i8, align 1
  %83 = alloca double, align 8
  %84 = alloca %struct.s3_0, align 8
  %85 = alloca i8, align 1
  %86 = alloca %struct.s3_3, align 8
  %87 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  store i32 28, ptr %3, align 4
  store i64 221, ptr %4, align 8
  store i128 133, ptr %5, align 16
  store i64 52, ptr %6, align 8
  store i128 203, ptr %7, align 16
  %88 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 0
  %89 = getelementptr inbounds %struct.s3_1_0, ptr %88, i32 0, i32 0
  store i64 103, ptr %89, align 8
  %90 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 1
  %91 = getelementptr inbounds [4 x i64], ptr %90, i64 0, i64 0
  store i64 31, ptr %91, align 8
  %92 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 1
  %93 = getelementptr inbounds [4 x i64], ptr %92, i64 0, i64 1
  store i64 -5, ptr %93, align 8
  %94 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 1
  %95 = getelementptr inbounds [4 x i64], ptr %94, i64 0, i64 2
  store i64 43, ptr %95, align 8
  %96 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 1
  %97 = getelementptr inbounds [4 x i64], ptr %96, i64 0, i64 3
  store i64 -3, ptr %97, align 8
  %98 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 2
  store i64 30, ptr %98, align 8
  %99 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 3
  store float 1.440000e+02, ptr %99, align 8
  %100 = getelementptr inbounds %struct.s3_1, ptr %8, i32 0, i32 4
  store i16 44, ptr %100, align 4
  store x86_fp80 0xK4006CC00000000000000, ptr %9, align 16
  %101 = load i32, ptr %3, align 4
  %102 = load i64, ptr %4, align 8
  %103 = load i128, ptr %5, align 16
  %104 = load i64, ptr %6, align 8
  %105 = load i128, ptr %7, align 16
  %106 = load x86_fp80, ptr %9, align 16
  store i128 %103, ptr %11, align 16
  %107 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %108 = load i64, ptr %107, align 16
  %109 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %110 = load i64, ptr %109, align 8
  call void @fn0(ptr dead_on_unwind writable sret(%struct.s3_3) align 1 %10, i32 noundef %101, i64 noundef %102, i64 noundef %108, i64 noundef %110, i64 noundef %104, i128 noundef %105, ptr noundef byval(%struct.s3_1) align 8 %8, x86_fp80 noundef %106)
  store double 1.000000e+00, ptr %12, align 8
  %111 = load double, ptr %12, align 8
  store double %111, ptr %13, align 8
  %112 = load double, ptr %13, align 8
  %113 = getelementptr inbounds %struct.s3_3, ptr %10, i32 0, i32 0
  %114 = load i32, ptr %113, align 1
  %115 = uitofp i32 %114 to double
  %116 = call double @mix(double noundef %112, double noundef %115)
  store double %116, ptr %13, align 8
  %117 = load double, ptr %13, align 8
  %118 = getelementptr inbounds %struct.s3_3, ptr %10, i32 0, i32 1
  %119 = load i64, ptr %118, align 1
  %120 = sitofp i64 %119 to double
  %121 = call double @mix(double noundef %117, double noundef %120)
  store double %121, ptr %13, align 8
  %122 = load double, ptr %13, align 8
  %123 = getelementptr inbounds %struct.s3_3, ptr %10, i32 0, i32 2
  %124 = load i8, ptr %123, align 1
  %125 = uitofp i8 %124 to double
  %126 = call double @mix(double noundef %122, double noundef %125)
  store double %126, ptr %13, align 8
  %127 = load double, ptr %13, align 8
  %128 = getelementptr inbounds %struct.s3_3, ptr %10, i32 0, i32 3
  %129 = load i8, ptr %128, align 1
  %130 = sitofp i8 %129 to double
  %131 = call double @mix(double noundef %127, double noundef %130)
  store double %131, ptr %13, align 8
  %132 = load double, ptr %13, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %132)
  store i128 35, ptr %14, align 16
  %134 = getelementptr inbounds %struct.s3_3, ptr %15, i32 0, i32 0
  store i32 26, ptr %134, align 1
  %135 = getelementptr inbounds %struct.s3_3, ptr %15, i32 0, i32 1
  store i64 151, ptr %135, align 1
  %136 = getelementptr inbounds %struct.s3_3, ptr %15, i32 0, i32 2
  store i8 46, ptr %136, align 1
  %137 = getelementptr inbounds %struct.s3_3, ptr %15, i32 0, i32 3
  store i8 -24, ptr %137, align 1
  store i64 295, ptr %16, align 8
  store float -8.700000e+01, ptr %17, align 4
  store i8 -65, ptr %18, align 1
  store i64 250, ptr %19, align 8
  store i32 276, ptr %20, align 4
  store float -3.300000e+01, ptr %21, align 4
  %138 = getelementptr inbounds %struct.s3_2, ptr %22, i32 0, i32 0
  store i8 29, ptr %138, align 8
  %139 = getelementptr inbounds %struct.s3_2, ptr %22, i32 0, i32 1
  store i8 78, ptr %139, align 1
  %140 = getelementptr inbounds %struct.s3_2, ptr %22, i32 0, i32 2
  %141 = getelementptr inbounds [1 x double], ptr %140, i64 0, i64 0
  store double 6.000000e+00, ptr %141, align 8
  %142 = getelementptr inbounds %struct.s3_2, ptr %22, i32 0, i32 3
  store i8 117, ptr %142, align 8
  %143 = getelementptr inbounds %struct.s3_2, ptr %22, i32 0, i32 4
  store i16 155, ptr %143, align 2
  %144 = load i128, ptr %14, align 16
  %145 = load i64, ptr %16, align 8
  %146 = load float, ptr %17, align 4
  %147 = load i8, ptr %18, align 1
  %148 = load i64, ptr %19, align 8
  %149 = load i32, ptr %20, align 4
  %150 = load float, ptr %21, align 4
  store i128 %144, ptr %24, align 16
  %151 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %152 = load i64, ptr %151, align 16
  %153 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %154 = load i64, ptr %153, align 8
  call void @fn1(ptr dead_on_unwind writable sret(%struct.s3_3) align 1 %23, i64 noundef %152, i64 noundef %154, ptr noundef byval(%struct.s3_3) align 8 %15, i64 noundef %145, float noundef %146, i8 noundef signext %147, i64 noundef %148, i32 noundef %149, float noundef %150, ptr noundef byval(%struct.s3_2) align 8 %22)
  store double 1.000000e+00, ptr %25, align 8
  %155 = load double, ptr %25, align 8
  store double %155, ptr %26, align 8
  %156 = load double, ptr %26, align 8
  %157 = getelementptr inbounds %struct.s3_3, ptr %23, i32 0, i32 0
  %158 = load i32, ptr %157, align 1
  %159 = uitofp i32 %158 to double
  %160 = call double @mix(double noundef %156, double noundef %159)
  store double %160, ptr %26, align 8
  %161 = load double, ptr %26, align 8
  %162 = getelementptr inbounds %struct.s3_3, ptr %23, i32 0, i32 1
  %163 = load i64, ptr %162, align 1
  %164 = sitofp i64 %163 to double
  %165 = call double @mix(double noundef %161, double noundef %164)
  store double %165, ptr %26, align 8
  %166 = load double, ptr %26, align 8
  %167 = getelementptr inbounds %struct.s3_3, ptr %23, i32 0, i32 2
  %168 = load i8, ptr %167, align 1
  %169 = uitofp i8 %168 to double
  %170 = call double @mix(double noundef %166, double noundef %169)
  store double %170, ptr %26, align 8
  %171 = load double, ptr %26, align 8
  %172 = getelementptr inbounds %struct.s3_3, ptr %23, i32 0, i32 3
  %173 = load i8, ptr %172, align 1
  %174 = sitofp i8 %173 to double
  %175 = call double @mix(double noundef %171, double noundef %174)
  store double %175, ptr %26, align 8
  %176 = load double, ptr %26, align 8
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %176)
  store i32 37, ptr %27, align 4
  %178 = getelementptr inbounds %struct.s3_3, ptr %28, i32 0, i32 0
  store i32 11, ptr %178, align 1
  %179 = getelementptr inbounds %struct.s3_3, ptr %28, i32 0, i32 1
  store i64 33, ptr %179, align 1
  %180 = getelementptr inbounds %struct.s3_3, ptr %28, i32 0, i32 2
  store i8 -3, ptr %180, align 1
  %181 = getelementptr inbounds %struct.s3_3, ptr %28, i32 0, i32 3
  store i8 123, ptr %181, align 1
  store i64 122, ptr %29, align 8
  store i64 232, ptr %30, align 8
  store i16 257, ptr %31, align 2
  store i8 -51, ptr %32, align 1
  %182 = getelementptr inbounds %struct.s3_0, ptr %33, i32 0, i32 0
  store i8 -24, ptr %182, align 8
  %183 = getelementptr inbounds %struct.s3_0, ptr %33, i32 0, i32 1
  store i64 103, ptr %183, align 8
  %184 = getelementptr inbounds %struct.s3_0, ptr %34, i32 0, i32 0
  store i8 32, ptr %184, align 8
  %185 = getelementptr inbounds %struct.s3_0, ptr %34, i32 0, i32 1
  store i64 192, ptr %185, align 8
  store i8 70, ptr %35, align 1
  store double 2.450000e+02, ptr %36, align 8
  store i8 14, ptr %37, align 1
  %186 = load i32, ptr %27, align 4
  %187 = load i64, ptr %29, align 8
  %188 = load i64, ptr %30, align 8
  %189 = load i16, ptr %31, align 2
  %190 = load i8, ptr %32, align 1
  %191 = load i8, ptr %35, align 1
  %192 = load double, ptr %36, align 8
  %193 = load i8, ptr %37, align 1
  %194 = call { i64, i64 } @fn2(i32 noundef %186, ptr noundef byval(%struct.s3_3) align 8 %28, i64 noundef %187, i64 noundef %188, i16 noundef signext %189, i8 noundef zeroext %190, ptr noundef byval(%struct.s3_0) align 8 %33, ptr noundef byval(%struct.s3_0) align 8 %34, i8 noundef zeroext %191, double noundef %192, i8 noundef zeroext %193)
  %195 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 0
  %196 = extractvalue { i64, i64 } %194, 0
  store i64 %196, ptr %195, align 16
  %197 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 1
  %198 = extractvalue { i64, i64 } %194, 1
  store i64 %198, ptr %197, align 8
  %199 = load i128, ptr %38, align 16
  %200 = sitofp i128 %199 to double
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %200)
  %202 = call i64 @fn3()
  %203 = sitofp i64 %202 to double
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %203)
  store i16 124, ptr %39, align 2
  store i8 -14, ptr %40, align 1
  store i8 -60, ptr %41, align 1
  store x86_fp80 0xK40059000000000000000, ptr %42, align 16
  %205 = getelementptr inbounds %struct.s3_3, ptr %43, i32 0, i32 0
  store i32 139, ptr %205, align 1
  %206 = getelementptr inbounds %struct.s3_3, ptr %43, i32 0, i32 1
  store i64 116, ptr %206, align 1
  %207 = getelementptr inbounds %struct.s3_3, ptr %43, i32 0, i32 2
  store i8 5, ptr %207, align 1
  %208 = getelementptr inbounds %struct.s3_3, ptr %43, i32 0, i32 3
  store i8 -80, ptr %208, align 1
  store float 1.910000e+02, ptr %44, align 4
  %209 = load i16, ptr %39, align 2
  %210 = load i8, ptr %40, align 1
  %211 = load i8, ptr %41, align 1
  %212 = load x86_fp80, ptr %42, align 16
  %213 = load float, ptr %44, align 4
  call void @fn4(ptr dead_on_unwind writable sret(%struct.s3_2) align 8 %45, i16 noundef signext %209, i8 noundef signext %210, i8 noundef signext %211, x86_fp80 noundef %212, ptr noundef byval(%struct.s3_3) align 8 %43, float noundef %213)
  store double 1.000000e+00, ptr %46, align 8
  %214 = load double, ptr %46, align 8
  store double %214, ptr %47, align 8
  %215 = load double, ptr %47, align 8
  %216 = getelementptr inbounds %struct.s3_2, ptr %45, i32 0, i32 0
  %217 = load i8, ptr %216, align 8
  %218 = sitofp i8 %217 to double
  %219 = call double @mix(double noundef %215, double noundef %218)
  store double %219, ptr %47, align 8
  %220 = load double, ptr %47, align 8
  %221 = getelementptr inbounds %struct.s3_2, ptr %45, i32 0, i32 1
  %222 = load i8, ptr %221, align 1
  %223 = sitofp i8 %222 to double
  %224 = call double @mix(double noundef %220, double noundef %223)
  store double %224, ptr %47, align 8
  %225 = load double, ptr %47, align 8
  %226 = getelementptr inbounds %struct.s3_2, ptr %45, i32 0, i32 2
  %227 = getelementptr inbounds [1 x double], ptr %226, i64 0, i64 0
  %228 = load double, ptr %227, align 8
  %229 = call double @mix(double noundef %225, double noundef %228)
  store double %229, ptr %47, align 8
  %230 = load double, ptr %47, align 8
  %231 = getelementptr inbounds %struct.s3_2, ptr %45, i32 0, i32 3
  %232 = load i8, ptr %231, align 8
  %233 = sitofp i8 %232 to double
  %234 = call double @mix(double noundef %230, double noundef %233)
  store double %234, ptr %47, align 8
  %235 = load double, ptr %47, align 8
  %236 = getelementptr inbounds %struct.s3_2, ptr %45, i32 0, i32 4
  %237 = load i16, ptr %236, align 2
  %238 = uitofp i16 %237 to double
  %239 = call double @mix(double noundef %235, double noundef %238)
  store double %239, ptr %47, align 8
  %240 = load double, ptr %47, align 8
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %240)
  %242 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 0
  %243 = getelementptr inbounds %struct.s3_1_0, ptr %242, i32 0, i32 0
  store i64 65, ptr %243, align 8
  %244 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 1
  %245 = getelementptr inbounds [4 x i64], ptr %244, i64 0, i64 0
  store i64 19, ptr %245, align 8
  %246 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 1
  %247 = getelementptr inbounds [4 x i64], ptr %246, i64 0, i64 1
  store i64 7, ptr %247, align 8
  %248 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 1
  %249 = getelementptr inbounds [4 x i64], ptr %248, i64 0, i64 2
  store i64 151, ptr %249, align 8
  %250 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 1
  %251 = getelementptr inbounds [4 x i64], ptr %250, i64 0, i64 3
  store i64 -20, ptr %251, align 8
  %252 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 2
  store i64 -42, ptr %252, align 8
  %253 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 3
  store float 8.500000e+01, ptr %253, align 8
  %254 = getelementptr inbounds %struct.s3_1, ptr %48, i32 0, i32 4
  store i16 195, ptr %254, align 4
  store i64 -3, ptr %49, align 8
  store i8 61, ptr %50, align 1
  store i64 194, ptr %51, align 8
  %255 = load i64, ptr %49, align 8
  %256 = load i8, ptr %50, align 1
  %257 = load i64, ptr %51, align 8
  %258 = call signext i8 (ptr, i64, i8, i64, ...) @fn5(ptr noundef byval(%struct.s3_1) align 8 %48, i64 noundef %255, i8 noundef signext %256, i64 noundef %257, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000)
  %259 = sitofp i8 %258 to double
  %260 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %259)
  %261 = getelementptr inbounds %struct.s3_2, ptr %52, i32 0, i32 0
  store i8 -4, ptr %261, align 8
  %262 = getelementptr inbounds %struct.s3_2, ptr %52, i32 0, i32 1
  store i8 -85, ptr %262, align 1
  %263 = getelementptr inbounds %struct.s3_2, ptr %52, i32 0, i32 2
  %264 = getelementptr inbounds [1 x double], ptr %263, i64 0, i64 0
  store double 2.100000e+01, ptr %264, align 8
  %265 = getelementptr inbounds %struct.s3_2, ptr %52, i32 0, i32 3
  store i8 37, ptr %265, align 8
  %266 = getelementptr inbounds %struct.s3_2, ptr %52, i32 0, i32 4
  store i16 156, ptr %266, align 2
  store i8 -28, ptr %53, align 1
  store i32 -57, ptr %54, align 4
  store i128 217, ptr %55, align 16
  store i64 76, ptr %56, align 8
  store i64 201, ptr %57, align 8
  store i16 -34, ptr %58, align 2
  store i8 115, ptr %59, align 1
  store float 4.900000e+01, ptr %60, align 4
  %267 = load i8, ptr %53, align 1
  %268 = load i32, ptr %54, align 4
  %269 = load i128, ptr %55, align 16
  %270 = load i64, ptr %56, align 8
  %271 = load i64, ptr %57, align 8
  %272 = load i16, ptr %58, align 2
  %273 = load i8, ptr %59, align 1
  %274 = load float, ptr %60, align 4
  store i128 %269, ptr %61, align 16
  %275 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 0
  %276 = load i64, ptr %275, align 16
  %277 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 1
  %278 = load i64, ptr %277, align 8
  %279 = call float @fn6(ptr noundef byval(%struct.s3_2) align 8 %52, i8 noundef signext %267, i32 noundef %268, i64 noundef %276, i64 noundef %278, i64 noundef %270, i64 noundef %271, i16 noundef zeroext %272, i8 noundef signext %273, float noundef %274)
  %280 = fpext float %279 to double
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %280)
  store x86_fp80 0xK4006A500000000000000, ptr %62, align 16
  store x86_fp80 0xK40049800000000000000, ptr %63, align 16
  %282 = load x86_fp80, ptr %62, align 16
  %283 = load x86_fp80, ptr %63, align 16
  %284 = call zeroext i1 @fn7(x86_fp80 noundef %282, x86_fp80 noundef %283)
  %285 = uitofp i1 %284 to double
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %285)
  %287 = getelementptr inbounds %struct.s3_2, ptr %64, i32 0, i32 0
  store i8 68, ptr %287, align 8
  %288 = getelementptr inbounds %struct.s3_2, ptr %64, i32 0, i32 1
  store i8 38, ptr %288, align 1
  %289 = getelementptr inbounds %struct.s3_2, ptr %64, i32 0, i32 2
  %290 = getelementptr inbounds [1 x double], ptr %289, i64 0, i64 0
  store double 1.120000e+02, ptr %290, align 8
  %291 = getelementptr inbounds %struct.s3_2, ptr %64, i32 0, i32 3
  store i8 56, ptr %291, align 8
  %292 = getelementptr inbounds %struct.s3_2, ptr %64, i32 0, i32 4
  store i16 24, ptr %292, align 2
  store i16 114, ptr %65, align 2
  %293 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 0
  %294 = getelementptr inbounds %struct.s3_1_0, ptr %293, i32 0, i32 0
  store i64 95, ptr %294, align 8
  %295 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 1
  %296 = getelementptr inbounds [4 x i64], ptr %295, i64 0, i64 0
  store i64 54, ptr %296, align 8
  %297 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 1
  %298 = getelementptr inbounds [4 x i64], ptr %297, i64 0, i64 1
  store i64 -41, ptr %298, align 8
  %299 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 1
  %300 = getelementptr inbounds [4 x i64], ptr %299, i64 0, i64 2
  store i64 185, ptr %300, align 8
  %301 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 1
  %302 = getelementptr inbounds [4 x i64], ptr %301, i64 0, i64 3
  store i64 55, ptr %302, align 8
  %303 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 2
  store i64 -11, ptr %303, align 8
  %304 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 3
  store float 1.000000e+00, ptr %304, align 8
  %305 = getelementptr inbounds %struct.s3_1, ptr %66, i32 0, i32 4
  store i16 -49, ptr %305, align 4
  store i64 144, ptr %67, align 8
  store i128 218, ptr %68, align 16
  store i64 161, ptr %69, align 8
  %306 = load i16, ptr %65, align 2
  %307 = load i64, ptr %67, align 8
  %308 = load i128, ptr %68, align 16
  %309 = load i64, ptr %69, align 8
  store i128 %308, ptr %70, align 16
  %310 = getelementptr inbounds { i64, i64 }, ptr %70, i32 0, i32 0
  %311 = load i64, ptr %310, align 16
  %312 = getelementptr inbounds { i64, i64 }, ptr %70, i32 0, i32 1
  %313 = load i64, ptr %312, align 8
  %314 = call i64 @fn8(ptr noundef byval(%struct.s3_2) align 8 %64, i16 noundef signext %306, ptr noundef byval(%struct.s3_1) align 8 %66, i64 noundef %307, i64 noundef %311, i64 noundef %313, i64 noundef %309)
  %315 = sitofp i64 %314 to double
  %316 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %315)
  %317 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 0
  %318 = getelementptr inbounds %struct.s3_1_0, ptr %317, i32 0, i32 0
  store i64 61, ptr %318, align 8
  %319 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 1
  %320 = getelementptr inbounds [4 x i64], ptr %319, i64 0, i64 0
  store i64 93, ptr %320, align 8
  %321 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 1
  %322 = getelementptr inbounds [4 x i64], ptr %321, i64 0, i64 1
  store i64 193, ptr %322, align 8
  %323 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 1
  %324 = getelementptr inbounds [4 x i64], ptr %323, i64 0, i64 2
  store i64 187, ptr %324, align 8
  %325 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 1
  %326 = getelementptr inbounds [4 x i64], ptr %325, i64 0, i64 3
  store i64 133, ptr %326, align 8
  %327 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 2
  store i64 6, ptr %327, align 8
  %328 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 3
  store float -4.200000e+01, ptr %328, align 8
  %329 = getelementptr inbounds %struct.s3_1, ptr %71, i32 0, i32 4
  store i16 140, ptr %329, align 4
  store i64 133, ptr %72, align 8
  %330 = getelementptr inbounds %struct.s3_2, ptr %73, i32 0, i32 0
  store i8 -92, ptr %330, align 8
  %331 = getelementptr inbounds %struct.s3_2, ptr %73, i32 0, i32 1
  store i8 -114, ptr %331, align 1
  %332 = getelementptr inbounds %struct.s3_2, ptr %73, i32 0, i32 2
  %333 = getelementptr inbounds [1 x double], ptr %332, i64 0, i64 0
  store double 1.190000e+02, ptr %333, align 8
  %334 = getelementptr inbounds %struct.s3_2, ptr %73, i32 0, i32 3
  store i8 -115, ptr %334, align 8
  %335 = getelementptr inbounds %struct.s3_2, ptr %73, i32 0, i32 4
  store i16 82, ptr %335, align 2
  store float 4.700000e+01, ptr %74, align 4
  %336 = load i64, ptr %72, align 8
  %337 = load float, ptr %74, align 4
  %338 = call signext i8 @fn9(ptr noundef byval(%struct.s3_1) align 8 %71, i64 noundef %336, ptr noundef byval(%struct.s3_2) align 8 %73, float noundef %337)
  %339 = sitofp i8 %338 to double
  %340 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %339)
  store float 1.780000e+02, ptr %75, align 4
  store i8 74, ptr %76, align 1
  store x86_fp80 0xK40038000000000000000, ptr %77, align 16
  %341 = getelementptr inbounds %struct.s3_3, ptr %78, i32 0, i32 0
  store i32 170, ptr %341, align 1
  %342 = getelementptr inbounds %struct.s3_3, ptr %78, i32 0, i32 1
  store i64 -33, ptr %342, align 1
  %343 = getelementptr inbounds %struct.s3_3, ptr %78, i32 0, i32 2
  store i8 -87, ptr %343, align 1
  %344 = getelementptr inbounds %struct.s3_3, ptr %78, i32 0, i32 3
  store i8 100, ptr %344, align 1
  store i16 46, ptr %79, align 2
  store i8 -39, ptr %80, align 1
  store float 2.500000e+01, ptr %81, align 4
  store i8 1, ptr %82, align 1
  store double -8.300000e+01, ptr %83, align 8
  %345 = load float, ptr %75, align 4
  %346 = load i8, ptr %76, align 1
  %347 = load x86_fp80, ptr %77, align 16
  %348 = load i16, ptr %79, align 2
  %349 = load i8, ptr %80, align 1
  %350 = load float, ptr %81, align 4
  %351 = load i8, ptr %82, align 1
  %352 = trunc i8 %351 to i1
  %353 = load double, ptr %83, align 8
  %354 = call double @fn10(float noundef %345, i8 noundef signext %346, x86_fp80 noundef %347, ptr noundef byval(%struct.s3_3) align 8 %78, i16 noundef zeroext %348, i8 noundef signext %349, float noundef %350, i1 noundef zeroext %352, double noundef %353)
  %355 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %354)
  %356 = getelementptr inbounds %struct.s3_0, ptr %84, i32 0, i32 0
  store i8 -75, ptr %356, align 8
  %357 = getelementptr inbounds %struct.s3_0, ptr %84, i32 0, i32 1
  store i64 155, ptr %357, align 8
  store i8 -1, ptr %85, align 1
  %358 = getelementptr inbounds %struct.s3_3, ptr %86, i32 0, i32 0
  store i32 81, ptr %358, align 1
  %359 = getelementptr inbounds %struct.s3_3, ptr %86, i32 0, i32 1
  store i64 186, ptr %359, align 1
  %360 = getelementptr inbounds %struct.s3_3, ptr %86, i32 0, i32 2
  store i8 0, ptr %360, align 1
  %361 = getelementptr inbounds %struct.s3_3, ptr %86, i32 0, i32 3
  store i8 -77, ptr %361, align 1
  store i8 120, ptr %87, align 1
  %362 = load i8, ptr %85, align 1
  %363 = load i8, ptr %87, align 1
  %364 = getelementptr inbounds { i8, i64 }, ptr %84, i32 0, i32 0
  %365 = load i8, ptr %364, align 8
  %366 = getelementptr inbounds { i8, i64 }, ptr %84, i32 0, i32 1
  %367 = load i64, ptr %366, align 8
  %368 = call signext i8 @fn11(i8 %365, i64 %367, i8 noundef signext %362, ptr noundef byval(%struct.s3_3) align 8 %86, i8 noundef signext %363)
  %369 = sitofp i8 %368 to double
  %370 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %369)
  ret i32 0
}

declare void @fn0(ptr dead_on_unwind writable sret(%struct.s3_3) align 1, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i128 noundef, ptr noundef byval(%struct.s3_1) align 8, x86_fp80 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mix(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @llvm.fmuladd.f64(double %5, double 0x3FF000010C6F7A0B, double %6)
  ret double %7
}

declare i32 @printf(ptr noundef, ...) #1

declare void @fn1(ptr dead_on_unwind writable sret(%struct.s3_3) align 1, i64 noundef, i64 noundef, ptr noundef byval(%struct.s3_3) align 8, i64 noundef, float noundef, i8 noundef signext, i64 noundef, i32 noundef, float noundef, ptr noundef byval(%struct.s3_2) align 8) #1

declare { i64, i64 } @fn2(i32 noundef, ptr noundef byval(%struct.s3_3) align 8, i64 noundef, i64 noundef, i16 noundef signext, i8 noundef zeroext, ptr noundef byval(%struct.s3_0) align 8, ptr noundef byval(%struct.s3_0) align 8, i8 noundef zeroext, double noundef, i8 noundef zeroext) #1

declare i64 @fn3() #1

declare void @fn4(ptr dead_on_unwind writable sret(%struct.s3_2) align 8, i16 noundef signext, i8 noundef signext, i8 noundef signext, x86_fp80 noundef, ptr noundef byval(%struct.s3_3) align 8, float noundef) #1

declare signext i8 @fn5(ptr noundef byval(%struct.s3_1) align 8, i64 noundef, i8 noundef signext, i64 noundef, ...) #1

declare float @fn6(ptr noundef byval(%struct.s3_2) align 8, i8 noundef signext, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i16 noundef zeroext, i8 noundef signext, float noundef) #1

declare zeroext i1 @fn7(x86_fp80 noundef, x86_fp80 noundef) #1

declare i64 @fn8(ptr noundef byval(%struct.s3_2) align 8, i16 noundef signext, ptr noundef byval(%struct.s3_1) align 8, i64 noundef, i64 noundef, i64 noundef, i64 noundef) #1

declare signext i8 @fn9(ptr noundef byval(%struct.s3_1) align 8, i64 noundef, ptr noundef byval(%struct.s3_2) align 8, float noundef) #1

declare double @fn10(float noundef, i8 noundef signext, x86_fp80 noundef, ptr noundef byval(%struct.s3_3) align 8, i16 noundef zeroext, i8 noundef signext, float noundef, i1 noundef zeroext, double noundef) #1

declare signext i8 @fn11(i8, i64, i8 noundef signext, ptr noundef byval(%struct.s3_3) align 8, i8 noundef signext) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
