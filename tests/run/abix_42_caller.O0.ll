; ModuleID = 'tests/run/abix_42_caller.c'
source_filename = "tests/run/abix_42_caller.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s42_2 = type { i16, i32, %struct.s42_2_2 }
%struct.s42_2_2 = type <{ [3 x i32], double, i8, i32 }>
%struct.s42_3 = type { i32, double, %struct.s42_3_2, i32, [2 x i32] }
%struct.s42_3_2 = type { i8, i8 }
%struct.s42_0 = type { %struct.s42_0_0 }
%struct.s42_0_0 = type <{ [1 x i16], i64, [1 x float] }>
%struct.s42_1 = type { i64, [4 x i64], [3 x double], i8, i8 }

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
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca %struct.s42_2, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca x86_fp80, align 16
  %10 = alloca i64, align 8
  %11 = alloca %struct.s42_2, align 8
  %12 = alloca i64, align 8
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.s42_3, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.s42_0, align 8
  %20 = alloca x86_fp80, align 16
  %21 = alloca i8, align 1
  %22 = alloca i16, align 2
  %23 = alloca %struct.s42_2, align 8
  %24 = alloca %struct.s42_2, align 8
  %25 = alloca i64, align 8
  %26 = alloca %struct.s42_3, align 8
  %27 = alloca i128, align 16
  %28 = alloca %struct.s42_3, align 8
  %29 = alloca x86_fp80, align 16
  %30 = alloca double, align 8
  %31 = alloca i64, align 8
  %32 = alloca i16, align 2
  %33 = alloca %struct.s42_1, align 8
  %34 = alloca %struct.s42_0, align 1
  %35 = alloca i128, align 16
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca i128, align 16
  %39 = alloca i8, align 1
  %40 = alloca i128, align 16
  %41 = alloca %struct.s42_1, align 8
  %42 = alloca i64, align 8
  %43 = alloca %struct.s42_2, align 8
  %44 = alloca i8, align 1
  %45 = alloca i16, align 2
  %46 = alloca %struct.s42_2, align 8
  %47 = alloca i64, align 8
  %48 = alloca i32, align 4
  %49 = alloca i8, align 1
  %50 = alloca i8, align 1
  %51 = alloca i64, align 8
  %52 = alloca %struct.s42_1, align 8
  %53 = alloca i32, align 4
  %54 = alloca %struct.s42_1, align 8
  %55 = alloca double, align 8
  %56 = alloca double, align 8
  %57 = alloca i64, align 8
  %58 = alloca %struct.s42_1, align 8
  %59 = alloca i32, align 4
  %60 = alloca i16, align 2
  %61 = alloca double, align 8
  %62 = alloca i32, align 4
  %63 = alloca %struct.s42_2, align 8
  %64 = alloca %struct.s42_1, align 8
  %65 = alloca i8, align 1
  %66 = alloca float, align 4
  %67 = alloca %struct.s42_0, align 1
  %68 = alloca double, align 8
  %69 = alloca double, align 8
  %70 = alloca i64, align 8
  %71 = alloca i64, align 8
  %72 = alloca i8, align 1
  %73 = alloca i64, align 8
  %74 = alloca %struct.s42_3, align 8
  %75 = alloca i8, align 1
  %76 = alloca %struct.s42_2, align 8
  %77 = alloca i16, align 2
  %78 = alloca i16, align 2
  %79 = alloca %struct.s42_0, align 8
  %80 = alloca %struct.s42_2, align 8
  %81 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  store i8 -46, ptr %3, align 1
  store i32 116, ptr %4, align 4
  %82 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 0
  store i16 196, ptr %82, align 4
  %83 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 1
  store i32 4, ptr %83, align 4
  %84 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %85 = getelementptr inbounds %struct.s42_2_2, ptr %84, i32 0, i32 0
  %86 = getelementptr inbounds [3 x i32], ptr %85, i64 0, i64 0
  store i32 187, ptr %86, align 4
  %87 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %88 = getelementptr inbounds %struct.s42_2_2, ptr %87, i32 0, i32 0
  %89 = getelementptr inbounds [3 x i32], ptr %88, i64 0, i64 1
  store i32 88, ptr %89, align 4
  %90 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %91 = getelementptr inbounds %struct.s42_2_2, ptr %90, i32 0, i32 0
  %92 = getelementptr inbounds [3 x i32], ptr %91, i64 0, i64 2
  store i32 143, ptr %92, align 4
  %93 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %94 = getelementptr inbounds %struct.s42_2_2, ptr %93, i32 0, i32 1
  store double 1.360000e+02, ptr %94, align 4
  %95 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %96 = getelementptr inbounds %struct.s42_2_2, ptr %95, i32 0, i32 2
  store i8 126, ptr %96, align 4
  %97 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %98 = getelementptr inbounds %struct.s42_2_2, ptr %97, i32 0, i32 3
  store i32 1, ptr %98, align 1
  store i64 265, ptr %6, align 8
  store i32 59, ptr %7, align 4
  store i8 1, ptr %8, align 1
  store x86_fp80 0xK4006F300000000000000, ptr %9, align 16
  store i64 232, ptr %10, align 8
  %99 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 0
  store i16 45, ptr %99, align 4
  %100 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 1
  store i32 62, ptr %100, align 4
  %101 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 2
  %102 = getelementptr inbounds %struct.s42_2_2, ptr %101, i32 0, i32 0
  %103 = getelementptr inbounds [3 x i32], ptr %102, i64 0, i64 0
  store i32 180, ptr %103, align 4
  %104 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 2
  %105 = getelementptr inbounds %struct.s42_2_2, ptr %104, i32 0, i32 0
  %106 = getelementptr inbounds [3 x i32], ptr %105, i64 0, i64 1
  store i32 82, ptr %106, align 4
  %107 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 2
  %108 = getelementptr inbounds %struct.s42_2_2, ptr %107, i32 0, i32 0
  %109 = getelementptr inbounds [3 x i32], ptr %108, i64 0, i64 2
  store i32 65, ptr %109, align 4
  %110 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 2
  %111 = getelementptr inbounds %struct.s42_2_2, ptr %110, i32 0, i32 1
  store double -2.000000e+01, ptr %111, align 4
  %112 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 2
  %113 = getelementptr inbounds %struct.s42_2_2, ptr %112, i32 0, i32 2
  store i8 13, ptr %113, align 4
  %114 = getelementptr inbounds %struct.s42_2, ptr %11, i32 0, i32 2
  %115 = getelementptr inbounds %struct.s42_2_2, ptr %114, i32 0, i32 3
  store i32 7, ptr %115, align 1
  store i64 -68, ptr %12, align 8
  store float 7.300000e+01, ptr %13, align 4
  %116 = load i8, ptr %3, align 1
  %117 = load i32, ptr %4, align 4
  %118 = load i64, ptr %6, align 8
  %119 = load i32, ptr %7, align 4
  %120 = load i8, ptr %8, align 1
  %121 = trunc i8 %120 to i1
  %122 = load x86_fp80, ptr %9, align 16
  %123 = load i64, ptr %10, align 8
  %124 = load i64, ptr %12, align 8
  %125 = load float, ptr %13, align 4
  %126 = call signext i8 @fn0(i8 noundef zeroext %116, i32 noundef %117, ptr noundef byval(%struct.s42_2) align 8 %5, i64 noundef %118, i32 noundef %119, i1 noundef zeroext %121, x86_fp80 noundef %122, i64 noundef %123, ptr noundef byval(%struct.s42_2) align 8 %11, i64 noundef %124, float noundef %125)
  %127 = sitofp i8 %126 to double
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %127)
  %129 = call float @fn1()
  %130 = fpext float %129 to double
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %130)
  store i32 -90, ptr %14, align 4
  %132 = load i32, ptr %14, align 4
  call void @fn2(ptr dead_on_unwind writable sret(%struct.s42_3) align 8 %15, i32 noundef %132)
  store double 1.000000e+00, ptr %16, align 8
  %133 = load double, ptr %16, align 8
  store double %133, ptr %17, align 8
  %134 = load double, ptr %17, align 8
  %135 = getelementptr inbounds %struct.s42_3, ptr %15, i32 0, i32 0
  %136 = load i32, ptr %135, align 8
  %137 = sitofp i32 %136 to double
  %138 = call double @mix(double noundef %134, double noundef %137)
  store double %138, ptr %17, align 8
  %139 = load double, ptr %17, align 8
  %140 = getelementptr inbounds %struct.s42_3, ptr %15, i32 0, i32 1
  %141 = load double, ptr %140, align 8
  %142 = call double @mix(double noundef %139, double noundef %141)
  store double %142, ptr %17, align 8
  %143 = load double, ptr %17, align 8
  %144 = getelementptr inbounds %struct.s42_3, ptr %15, i32 0, i32 2
  %145 = getelementptr inbounds %struct.s42_3_2, ptr %144, i32 0, i32 0
  %146 = load i8, ptr %145, align 8
  %147 = sitofp i8 %146 to double
  %148 = call double @mix(double noundef %143, double noundef %147)
  store double %148, ptr %17, align 8
  %149 = load double, ptr %17, align 8
  %150 = getelementptr inbounds %struct.s42_3, ptr %15, i32 0, i32 2
  %151 = getelementptr inbounds %struct.s42_3_2, ptr %150, i32 0, i32 1
  %152 = load i8, ptr %151, align 1
  %153 = sitofp i8 %152 to double
  %154 = call double @mix(double noundef %149, double noundef %153)
  store double %154, ptr %17, align 8
  %155 = load double, ptr %17, align 8
  %156 = getelementptr inbounds %struct.s42_3, ptr %15, i32 0, i32 3
  %157 = load i32, ptr %156, align 4
  %158 = sitofp i32 %157 to double
  %159 = call double @mix(double noundef %155, double noundef %158)
  store double %159, ptr %17, align 8
  %160 = load double, ptr %17, align 8
  %161 = getelementptr inbounds %struct.s42_3, ptr %15, i32 0, i32 4
  %162 = getelementptr inbounds [2 x i32], ptr %161, i64 0, i64 0
  %163 = load i32, ptr %162, align 8
  %164 = sitofp i32 %163 to double
  %165 = call double @mix(double noundef %160, double noundef %164)
  store double %165, ptr %17, align 8
  %166 = load double, ptr %17, align 8
  %167 = getelementptr inbounds %struct.s42_3, ptr %15, i32 0, i32 4
  %168 = getelementptr inbounds [2 x i32], ptr %167, i64 0, i64 1
  %169 = load i32, ptr %168, align 4
  %170 = sitofp i32 %169 to double
  %171 = call double @mix(double noundef %166, double noundef %170)
  store double %171, ptr %17, align 8
  %172 = load double, ptr %17, align 8
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %172)
  store i32 201, ptr %18, align 4
  %174 = getelementptr inbounds %struct.s42_0, ptr %19, i32 0, i32 0
  %175 = getelementptr inbounds %struct.s42_0_0, ptr %174, i32 0, i32 0
  %176 = getelementptr inbounds [1 x i16], ptr %175, i64 0, i64 0
  store i16 91, ptr %176, align 1
  %177 = getelementptr inbounds %struct.s42_0, ptr %19, i32 0, i32 0
  %178 = getelementptr inbounds %struct.s42_0_0, ptr %177, i32 0, i32 1
  store i64 8, ptr %178, align 1
  %179 = getelementptr inbounds %struct.s42_0, ptr %19, i32 0, i32 0
  %180 = getelementptr inbounds %struct.s42_0_0, ptr %179, i32 0, i32 2
  %181 = getelementptr inbounds [1 x float], ptr %180, i64 0, i64 0
  store float 1.000000e+02, ptr %181, align 1
  store x86_fp80 0xK4002C000000000000000, ptr %20, align 16
  store i8 1, ptr %21, align 1
  store i16 -64, ptr %22, align 2
  %182 = load i32, ptr %18, align 4
  %183 = load x86_fp80, ptr %20, align 16
  %184 = load i8, ptr %21, align 1
  %185 = trunc i8 %184 to i1
  %186 = load i16, ptr %22, align 2
  %187 = call i64 (i32, ptr, x86_fp80, i1, i16, ...) @fn3(i32 noundef %182, ptr noundef byval(%struct.s42_0) align 8 %19, x86_fp80 noundef %183, i1 noundef zeroext %185, i16 noundef zeroext %186, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000)
  %188 = uitofp i64 %187 to double
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %188)
  %190 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 0
  store i16 131, ptr %190, align 4
  %191 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 1
  store i32 111, ptr %191, align 4
  %192 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 2
  %193 = getelementptr inbounds %struct.s42_2_2, ptr %192, i32 0, i32 0
  %194 = getelementptr inbounds [3 x i32], ptr %193, i64 0, i64 0
  store i32 -35, ptr %194, align 4
  %195 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 2
  %196 = getelementptr inbounds %struct.s42_2_2, ptr %195, i32 0, i32 0
  %197 = getelementptr inbounds [3 x i32], ptr %196, i64 0, i64 1
  store i32 8, ptr %197, align 4
  %198 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 2
  %199 = getelementptr inbounds %struct.s42_2_2, ptr %198, i32 0, i32 0
  %200 = getelementptr inbounds [3 x i32], ptr %199, i64 0, i64 2
  store i32 -33, ptr %200, align 4
  %201 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 2
  %202 = getelementptr inbounds %struct.s42_2_2, ptr %201, i32 0, i32 1
  store double 1.810000e+02, ptr %202, align 4
  %203 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 2
  %204 = getelementptr inbounds %struct.s42_2_2, ptr %203, i32 0, i32 2
  store i8 -42, ptr %204, align 4
  %205 = getelementptr inbounds %struct.s42_2, ptr %23, i32 0, i32 2
  %206 = getelementptr inbounds %struct.s42_2_2, ptr %205, i32 0, i32 3
  store i32 170, ptr %206, align 1
  %207 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 0
  store i16 34, ptr %207, align 4
  %208 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 1
  store i32 -32, ptr %208, align 4
  %209 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 2
  %210 = getelementptr inbounds %struct.s42_2_2, ptr %209, i32 0, i32 0
  %211 = getelementptr inbounds [3 x i32], ptr %210, i64 0, i64 0
  store i32 81, ptr %211, align 4
  %212 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 2
  %213 = getelementptr inbounds %struct.s42_2_2, ptr %212, i32 0, i32 0
  %214 = getelementptr inbounds [3 x i32], ptr %213, i64 0, i64 1
  store i32 10, ptr %214, align 4
  %215 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 2
  %216 = getelementptr inbounds %struct.s42_2_2, ptr %215, i32 0, i32 0
  %217 = getelementptr inbounds [3 x i32], ptr %216, i64 0, i64 2
  store i32 21, ptr %217, align 4
  %218 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 2
  %219 = getelementptr inbounds %struct.s42_2_2, ptr %218, i32 0, i32 1
  store double 1.210000e+02, ptr %219, align 4
  %220 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 2
  %221 = getelementptr inbounds %struct.s42_2_2, ptr %220, i32 0, i32 2
  store i8 74, ptr %221, align 4
  %222 = getelementptr inbounds %struct.s42_2, ptr %24, i32 0, i32 2
  %223 = getelementptr inbounds %struct.s42_2_2, ptr %222, i32 0, i32 3
  store i32 4, ptr %223, align 1
  store i64 176, ptr %25, align 8
  %224 = getelementptr inbounds %struct.s42_3, ptr %26, i32 0, i32 0
  store i32 -17, ptr %224, align 8
  %225 = getelementptr inbounds %struct.s42_3, ptr %26, i32 0, i32 1
  store double 1.350000e+02, ptr %225, align 8
  %226 = getelementptr inbounds %struct.s42_3, ptr %26, i32 0, i32 2
  %227 = getelementptr inbounds %struct.s42_3_2, ptr %226, i32 0, i32 0
  store i8 -67, ptr %227, align 8
  %228 = getelementptr inbounds %struct.s42_3, ptr %26, i32 0, i32 2
  %229 = getelementptr inbounds %struct.s42_3_2, ptr %228, i32 0, i32 1
  store i8 -81, ptr %229, align 1
  %230 = getelementptr inbounds %struct.s42_3, ptr %26, i32 0, i32 3
  store i32 96, ptr %230, align 4
  %231 = getelementptr inbounds %struct.s42_3, ptr %26, i32 0, i32 4
  %232 = getelementptr inbounds [2 x i32], ptr %231, i64 0, i64 0
  store i32 97, ptr %232, align 8
  %233 = getelementptr inbounds %struct.s42_3, ptr %26, i32 0, i32 4
  %234 = getelementptr inbounds [2 x i32], ptr %233, i64 0, i64 1
  store i32 71, ptr %234, align 4
  store i128 24, ptr %27, align 16
  %235 = getelementptr inbounds %struct.s42_3, ptr %28, i32 0, i32 0
  store i32 150, ptr %235, align 8
  %236 = getelementptr inbounds %struct.s42_3, ptr %28, i32 0, i32 1
  store double 7.100000e+01, ptr %236, align 8
  %237 = getelementptr inbounds %struct.s42_3, ptr %28, i32 0, i32 2
  %238 = getelementptr inbounds %struct.s42_3_2, ptr %237, i32 0, i32 0
  store i8 -100, ptr %238, align 8
  %239 = getelementptr inbounds %struct.s42_3, ptr %28, i32 0, i32 2
  %240 = getelementptr inbounds %struct.s42_3_2, ptr %239, i32 0, i32 1
  store i8 54, ptr %240, align 1
  %241 = getelementptr inbounds %struct.s42_3, ptr %28, i32 0, i32 3
  store i32 -2, ptr %241, align 4
  %242 = getelementptr inbounds %struct.s42_3, ptr %28, i32 0, i32 4
  %243 = getelementptr inbounds [2 x i32], ptr %242, i64 0, i64 0
  store i32 -26, ptr %243, align 8
  %244 = getelementptr inbounds %struct.s42_3, ptr %28, i32 0, i32 4
  %245 = getelementptr inbounds [2 x i32], ptr %244, i64 0, i64 1
  store i32 -26, ptr %245, align 4
  store x86_fp80 0xK4006ED00000000000000, ptr %29, align 16
  store double 1.200000e+02, ptr %30, align 8
  store i64 81, ptr %31, align 8
  store i16 116, ptr %32, align 2
  %246 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 0
  store i64 55, ptr %246, align 8
  %247 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 1
  %248 = getelementptr inbounds [4 x i64], ptr %247, i64 0, i64 0
  store i64 69, ptr %248, align 8
  %249 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 1
  %250 = getelementptr inbounds [4 x i64], ptr %249, i64 0, i64 1
  store i64 171, ptr %250, align 8
  %251 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 1
  %252 = getelementptr inbounds [4 x i64], ptr %251, i64 0, i64 2
  store i64 136, ptr %252, align 8
  %253 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 1
  %254 = getelementptr inbounds [4 x i64], ptr %253, i64 0, i64 3
  store i64 -37, ptr %254, align 8
  %255 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 2
  %256 = getelementptr inbounds [3 x double], ptr %255, i64 0, i64 0
  store double 1.220000e+02, ptr %256, align 8
  %257 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 2
  %258 = getelementptr inbounds [3 x double], ptr %257, i64 0, i64 1
  store double 1.170000e+02, ptr %258, align 8
  %259 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 2
  %260 = getelementptr inbounds [3 x double], ptr %259, i64 0, i64 2
  store double 1.150000e+02, ptr %260, align 8
  %261 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 3
  store i8 -25, ptr %261, align 8
  %262 = getelementptr inbounds %struct.s42_1, ptr %33, i32 0, i32 4
  store i8 -35, ptr %262, align 1
  %263 = load i64, ptr %25, align 8
  %264 = load i128, ptr %27, align 16
  %265 = load x86_fp80, ptr %29, align 16
  %266 = load double, ptr %30, align 8
  %267 = load i64, ptr %31, align 8
  %268 = load i16, ptr %32, align 2
  store i128 %264, ptr %35, align 16
  %269 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %270 = load i64, ptr %269, align 16
  %271 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %272 = load i64, ptr %271, align 8
  call void (ptr, ptr, ptr, i64, ptr, i64, i64, ptr, x86_fp80, double, i64, i16, ptr, ...) @fn4(ptr dead_on_unwind writable sret(%struct.s42_0) align 1 %34, ptr noundef byval(%struct.s42_2) align 8 %23, ptr noundef byval(%struct.s42_2) align 8 %24, i64 noundef %263, ptr noundef byval(%struct.s42_3) align 8 %26, i64 noundef %270, i64 noundef %272, ptr noundef byval(%struct.s42_3) align 8 %28, x86_fp80 noundef %265, double noundef %266, i64 noundef %267, i16 noundef zeroext %268, ptr noundef byval(%struct.s42_1) align 8 %33, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000)
  store double 1.000000e+00, ptr %36, align 8
  %273 = load double, ptr %36, align 8
  store double %273, ptr %37, align 8
  %274 = load double, ptr %37, align 8
  %275 = getelementptr inbounds %struct.s42_0, ptr %34, i32 0, i32 0
  %276 = getelementptr inbounds %struct.s42_0_0, ptr %275, i32 0, i32 0
  %277 = getelementptr inbounds [1 x i16], ptr %276, i64 0, i64 0
  %278 = load i16, ptr %277, align 1
  %279 = sitofp i16 %278 to double
  %280 = call double @mix(double noundef %274, double noundef %279)
  store double %280, ptr %37, align 8
  %281 = load double, ptr %37, align 8
  %282 = getelementptr inbounds %struct.s42_0, ptr %34, i32 0, i32 0
  %283 = getelementptr inbounds %struct.s42_0_0, ptr %282, i32 0, i32 1
  %284 = load i64, ptr %283, align 1
  %285 = uitofp i64 %284 to double
  %286 = call double @mix(double noundef %281, double noundef %285)
  store double %286, ptr %37, align 8
  %287 = load double, ptr %37, align 8
  %288 = getelementptr inbounds %struct.s42_0, ptr %34, i32 0, i32 0
  %289 = getelementptr inbounds %struct.s42_0_0, ptr %288, i32 0, i32 2
  %290 = getelementptr inbounds [1 x float], ptr %289, i64 0, i64 0
  %291 = load float, ptr %290, align 1
  %292 = fpext float %291 to double
  %293 = call double @mix(double noundef %287, double noundef %292)
  store double %293, ptr %37, align 8
  %294 = load double, ptr %37, align 8
  %295 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %294)
  %296 = call signext i16 @fn5()
  %297 = sitofp i16 %296 to double
  %298 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %297)
  store i128 106, ptr %38, align 16
  store i8 16, ptr %39, align 1
  %299 = load i128, ptr %38, align 16
  %300 = load i8, ptr %39, align 1
  store i128 %299, ptr %40, align 16
  %301 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 0
  %302 = load i64, ptr %301, align 16
  %303 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 1
  %304 = load i64, ptr %303, align 8
  %305 = call x86_fp80 @fn6(i64 noundef %302, i64 noundef %304, i8 noundef zeroext %300)
  %306 = fptrunc x86_fp80 %305 to double
  %307 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %306)
  %308 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 0
  store i64 36, ptr %308, align 8
  %309 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 1
  %310 = getelementptr inbounds [4 x i64], ptr %309, i64 0, i64 0
  store i64 154, ptr %310, align 8
  %311 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 1
  %312 = getelementptr inbounds [4 x i64], ptr %311, i64 0, i64 1
  store i64 170, ptr %312, align 8
  %313 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 1
  %314 = getelementptr inbounds [4 x i64], ptr %313, i64 0, i64 2
  store i64 -23, ptr %314, align 8
  %315 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 1
  %316 = getelementptr inbounds [4 x i64], ptr %315, i64 0, i64 3
  store i64 13, ptr %316, align 8
  %317 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 2
  %318 = getelementptr inbounds [3 x double], ptr %317, i64 0, i64 0
  store double -1.000000e+00, ptr %318, align 8
  %319 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 2
  %320 = getelementptr inbounds [3 x double], ptr %319, i64 0, i64 1
  store double -2.000000e+00, ptr %320, align 8
  %321 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 2
  %322 = getelementptr inbounds [3 x double], ptr %321, i64 0, i64 2
  store double 8.700000e+01, ptr %322, align 8
  %323 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 3
  store i8 64, ptr %323, align 8
  %324 = getelementptr inbounds %struct.s42_1, ptr %41, i32 0, i32 4
  store i8 -15, ptr %324, align 1
  store i64 116, ptr %42, align 8
  %325 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 0
  store i16 -4, ptr %325, align 4
  %326 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 1
  store i32 21, ptr %326, align 4
  %327 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 2
  %328 = getelementptr inbounds %struct.s42_2_2, ptr %327, i32 0, i32 0
  %329 = getelementptr inbounds [3 x i32], ptr %328, i64 0, i64 0
  store i32 68, ptr %329, align 4
  %330 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 2
  %331 = getelementptr inbounds %struct.s42_2_2, ptr %330, i32 0, i32 0
  %332 = getelementptr inbounds [3 x i32], ptr %331, i64 0, i64 1
  store i32 13, ptr %332, align 4
  %333 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 2
  %334 = getelementptr inbounds %struct.s42_2_2, ptr %333, i32 0, i32 0
  %335 = getelementptr inbounds [3 x i32], ptr %334, i64 0, i64 2
  store i32 173, ptr %335, align 4
  %336 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 2
  %337 = getelementptr inbounds %struct.s42_2_2, ptr %336, i32 0, i32 1
  store double 1.860000e+02, ptr %337, align 4
  %338 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 2
  %339 = getelementptr inbounds %struct.s42_2_2, ptr %338, i32 0, i32 2
  store i8 -31, ptr %339, align 4
  %340 = getelementptr inbounds %struct.s42_2, ptr %43, i32 0, i32 2
  %341 = getelementptr inbounds %struct.s42_2_2, ptr %340, i32 0, i32 3
  store i32 63, ptr %341, align 1
  store i8 -75, ptr %44, align 1
  store i16 -50, ptr %45, align 2
  %342 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 0
  store i16 -38, ptr %342, align 4
  %343 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 1
  store i32 116, ptr %343, align 4
  %344 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 2
  %345 = getelementptr inbounds %struct.s42_2_2, ptr %344, i32 0, i32 0
  %346 = getelementptr inbounds [3 x i32], ptr %345, i64 0, i64 0
  store i32 88, ptr %346, align 4
  %347 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 2
  %348 = getelementptr inbounds %struct.s42_2_2, ptr %347, i32 0, i32 0
  %349 = getelementptr inbounds [3 x i32], ptr %348, i64 0, i64 1
  store i32 164, ptr %349, align 4
  %350 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 2
  %351 = getelementptr inbounds %struct.s42_2_2, ptr %350, i32 0, i32 0
  %352 = getelementptr inbounds [3 x i32], ptr %351, i64 0, i64 2
  store i32 -47, ptr %352, align 4
  %353 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 2
  %354 = getelementptr inbounds %struct.s42_2_2, ptr %353, i32 0, i32 1
  store double 1.980000e+02, ptr %354, align 4
  %355 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 2
  %356 = getelementptr inbounds %struct.s42_2_2, ptr %355, i32 0, i32 2
  store i8 -27, ptr %356, align 4
  %357 = getelementptr inbounds %struct.s42_2, ptr %46, i32 0, i32 2
  %358 = getelementptr inbounds %struct.s42_2_2, ptr %357, i32 0, i32 3
  store i32 187, ptr %358, align 1
  store i64 285, ptr %47, align 8
  %359 = load i64, ptr %42, align 8
  %360 = load i8, ptr %44, align 1
  %361 = load i16, ptr %45, align 2
  %362 = load i64, ptr %47, align 8
  %363 = call float (ptr, i64, ptr, i8, i16, ptr, i64, ...) @fn7(ptr noundef byval(%struct.s42_1) align 8 %41, i64 noundef %359, ptr noundef byval(%struct.s42_2) align 8 %43, i8 noundef signext %360, i16 noundef signext %361, ptr noundef byval(%struct.s42_2) align 8 %46, i64 noundef %362, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000)
  %364 = fpext float %363 to double
  %365 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %364)
  store i32 21, ptr %48, align 4
  store i8 1, ptr %49, align 1
  store i8 108, ptr %50, align 1
  store i64 148, ptr %51, align 8
  %366 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 0
  store i64 73, ptr %366, align 8
  %367 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 1
  %368 = getelementptr inbounds [4 x i64], ptr %367, i64 0, i64 0
  store i64 4, ptr %368, align 8
  %369 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 1
  %370 = getelementptr inbounds [4 x i64], ptr %369, i64 0, i64 1
  store i64 171, ptr %370, align 8
  %371 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 1
  %372 = getelementptr inbounds [4 x i64], ptr %371, i64 0, i64 2
  store i64 52, ptr %372, align 8
  %373 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 1
  %374 = getelementptr inbounds [4 x i64], ptr %373, i64 0, i64 3
  store i64 181, ptr %374, align 8
  %375 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 2
  %376 = getelementptr inbounds [3 x double], ptr %375, i64 0, i64 0
  store double -3.500000e+01, ptr %376, align 8
  %377 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 2
  %378 = getelementptr inbounds [3 x double], ptr %377, i64 0, i64 1
  store double -8.000000e+00, ptr %378, align 8
  %379 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 2
  %380 = getelementptr inbounds [3 x double], ptr %379, i64 0, i64 2
  store double 4.700000e+01, ptr %380, align 8
  %381 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 3
  store i8 -50, ptr %381, align 8
  %382 = getelementptr inbounds %struct.s42_1, ptr %52, i32 0, i32 4
  store i8 49, ptr %382, align 1
  store i32 35, ptr %53, align 4
  %383 = load i32, ptr %48, align 4
  %384 = load i8, ptr %49, align 1
  %385 = trunc i8 %384 to i1
  %386 = load i8, ptr %50, align 1
  %387 = load i64, ptr %51, align 8
  %388 = load i32, ptr %53, align 4
  call void @fn8(ptr dead_on_unwind writable sret(%struct.s42_1) align 8 %54, i32 noundef %383, i1 noundef zeroext %385, i8 noundef signext %386, i64 noundef %387, ptr noundef byval(%struct.s42_1) align 8 %52, i32 noundef %388)
  store double 1.000000e+00, ptr %55, align 8
  %389 = load double, ptr %55, align 8
  store double %389, ptr %56, align 8
  %390 = load double, ptr %56, align 8
  %391 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 0
  %392 = load i64, ptr %391, align 8
  %393 = uitofp i64 %392 to double
  %394 = call double @mix(double noundef %390, double noundef %393)
  store double %394, ptr %56, align 8
  %395 = load double, ptr %56, align 8
  %396 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 1
  %397 = getelementptr inbounds [4 x i64], ptr %396, i64 0, i64 0
  %398 = load i64, ptr %397, align 8
  %399 = sitofp i64 %398 to double
  %400 = call double @mix(double noundef %395, double noundef %399)
  store double %400, ptr %56, align 8
  %401 = load double, ptr %56, align 8
  %402 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 1
  %403 = getelementptr inbounds [4 x i64], ptr %402, i64 0, i64 1
  %404 = load i64, ptr %403, align 8
  %405 = sitofp i64 %404 to double
  %406 = call double @mix(double noundef %401, double noundef %405)
  store double %406, ptr %56, align 8
  %407 = load double, ptr %56, align 8
  %408 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 1
  %409 = getelementptr inbounds [4 x i64], ptr %408, i64 0, i64 2
  %410 = load i64, ptr %409, align 8
  %411 = sitofp i64 %410 to double
  %412 = call double @mix(double noundef %407, double noundef %411)
  store double %412, ptr %56, align 8
  %413 = load double, ptr %56, align 8
  %414 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 1
  %415 = getelementptr inbounds [4 x i64], ptr %414, i64 0, i64 3
  %416 = load i64, ptr %415, align 8
  %417 = sitofp i64 %416 to double
  %418 = call double @mix(double noundef %413, double noundef %417)
  store double %418, ptr %56, align 8
  %419 = load double, ptr %56, align 8
  %420 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 2
  %421 = getelementptr inbounds [3 x double], ptr %420, i64 0, i64 0
  %422 = load double, ptr %421, align 8
  %423 = call double @mix(double noundef %419, double noundef %422)
  store double %423, ptr %56, align 8
  %424 = load double, ptr %56, align 8
  %425 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 2
  %426 = getelementptr inbounds [3 x double], ptr %425, i64 0, i64 1
  %427 = load double, ptr %426, align 8
  %428 = call double @mix(double noundef %424, double noundef %427)
  store double %428, ptr %56, align 8
  %429 = load double, ptr %56, align 8
  %430 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 2
  %431 = getelementptr inbounds [3 x double], ptr %430, i64 0, i64 2
  %432 = load double, ptr %431, align 8
  %433 = call double @mix(double noundef %429, double noundef %432)
  store double %433, ptr %56, align 8
  %434 = load double, ptr %56, align 8
  %435 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 3
  %436 = load i8, ptr %435, align 8
  %437 = sitofp i8 %436 to double
  %438 = call double @mix(double noundef %434, double noundef %437)
  store double %438, ptr %56, align 8
  %439 = load double, ptr %56, align 8
  %440 = getelementptr inbounds %struct.s42_1, ptr %54, i32 0, i32 4
  %441 = load i8, ptr %440, align 1
  %442 = uitofp i8 %441 to double
  %443 = call double @mix(double noundef %439, double noundef %442)
  store double %443, ptr %56, align 8
  %444 = load double, ptr %56, align 8
  %445 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %444)
  store i64 132, ptr %57, align 8
  %446 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 0
  store i64 23, ptr %446, align 8
  %447 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 1
  %448 = getelementptr inbounds [4 x i64], ptr %447, i64 0, i64 0
  store i64 58, ptr %448, align 8
  %449 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 1
  %450 = getelementptr inbounds [4 x i64], ptr %449, i64 0, i64 1
  store i64 128, ptr %450, align 8
  %451 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 1
  %452 = getelementptr inbounds [4 x i64], ptr %451, i64 0, i64 2
  store i64 195, ptr %452, align 8
  %453 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 1
  %454 = getelementptr inbounds [4 x i64], ptr %453, i64 0, i64 3
  store i64 137, ptr %454, align 8
  %455 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 2
  %456 = getelementptr inbounds [3 x double], ptr %455, i64 0, i64 0
  store double 1.500000e+02, ptr %456, align 8
  %457 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 2
  %458 = getelementptr inbounds [3 x double], ptr %457, i64 0, i64 1
  store double 9.200000e+01, ptr %458, align 8
  %459 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 2
  %460 = getelementptr inbounds [3 x double], ptr %459, i64 0, i64 2
  store double 1.190000e+02, ptr %460, align 8
  %461 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 3
  store i8 -123, ptr %461, align 8
  %462 = getelementptr inbounds %struct.s42_1, ptr %58, i32 0, i32 4
  store i8 74, ptr %462, align 1
  store i32 -21, ptr %59, align 4
  store i16 -3, ptr %60, align 2
  store double 5.100000e+01, ptr %61, align 8
  store i32 11, ptr %62, align 4
  %463 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 0
  store i16 197, ptr %463, align 4
  %464 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 1
  store i32 -36, ptr %464, align 4
  %465 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 2
  %466 = getelementptr inbounds %struct.s42_2_2, ptr %465, i32 0, i32 0
  %467 = getelementptr inbounds [3 x i32], ptr %466, i64 0, i64 0
  store i32 98, ptr %467, align 4
  %468 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 2
  %469 = getelementptr inbounds %struct.s42_2_2, ptr %468, i32 0, i32 0
  %470 = getelementptr inbounds [3 x i32], ptr %469, i64 0, i64 1
  store i32 138, ptr %470, align 4
  %471 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 2
  %472 = getelementptr inbounds %struct.s42_2_2, ptr %471, i32 0, i32 0
  %473 = getelementptr inbounds [3 x i32], ptr %472, i64 0, i64 2
  store i32 88, ptr %473, align 4
  %474 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 2
  %475 = getelementptr inbounds %struct.s42_2_2, ptr %474, i32 0, i32 1
  store double -3.500000e+01, ptr %475, align 4
  %476 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 2
  %477 = getelementptr inbounds %struct.s42_2_2, ptr %476, i32 0, i32 2
  store i8 -115, ptr %477, align 4
  %478 = getelementptr inbounds %struct.s42_2, ptr %63, i32 0, i32 2
  %479 = getelementptr inbounds %struct.s42_2_2, ptr %478, i32 0, i32 3
  store i32 30, ptr %479, align 1
  %480 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 0
  store i64 -36, ptr %480, align 8
  %481 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 1
  %482 = getelementptr inbounds [4 x i64], ptr %481, i64 0, i64 0
  store i64 -38, ptr %482, align 8
  %483 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 1
  %484 = getelementptr inbounds [4 x i64], ptr %483, i64 0, i64 1
  store i64 99, ptr %484, align 8
  %485 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 1
  %486 = getelementptr inbounds [4 x i64], ptr %485, i64 0, i64 2
  store i64 72, ptr %486, align 8
  %487 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 1
  %488 = getelementptr inbounds [4 x i64], ptr %487, i64 0, i64 3
  store i64 78, ptr %488, align 8
  %489 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 2
  %490 = getelementptr inbounds [3 x double], ptr %489, i64 0, i64 0
  store double 1.850000e+02, ptr %490, align 8
  %491 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 2
  %492 = getelementptr inbounds [3 x double], ptr %491, i64 0, i64 1
  store double 1.680000e+02, ptr %492, align 8
  %493 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 2
  %494 = getelementptr inbounds [3 x double], ptr %493, i64 0, i64 2
  store double 8.500000e+01, ptr %494, align 8
  %495 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 3
  store i8 -10, ptr %495, align 8
  %496 = getelementptr inbounds %struct.s42_1, ptr %64, i32 0, i32 4
  store i8 -36, ptr %496, align 1
  store i8 -96, ptr %65, align 1
  store float -5.900000e+01, ptr %66, align 4
  %497 = load i64, ptr %57, align 8
  %498 = load i32, ptr %59, align 4
  %499 = load i16, ptr %60, align 2
  %500 = load double, ptr %61, align 8
  %501 = load i32, ptr %62, align 4
  %502 = load i8, ptr %65, align 1
  %503 = load float, ptr %66, align 4
  call void (ptr, i64, ptr, i32, i16, double, i32, ptr, ptr, i8, float, ...) @fn9(ptr dead_on_unwind writable sret(%struct.s42_0) align 1 %67, i64 noundef %497, ptr noundef byval(%struct.s42_1) align 8 %58, i32 noundef %498, i16 noundef zeroext %499, double noundef %500, i32 noundef %501, ptr noundef byval(%struct.s42_2) align 8 %63, ptr noundef byval(%struct.s42_1) align 8 %64, i8 noundef signext %502, float noundef %503, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000)
  store double 1.000000e+00, ptr %68, align 8
  %504 = load double, ptr %68, align 8
  store double %504, ptr %69, align 8
  %505 = load double, ptr %69, align 8
  %506 = getelementptr inbounds %struct.s42_0, ptr %67, i32 0, i32 0
  %507 = getelementptr inbounds %struct.s42_0_0, ptr %506, i32 0, i32 0
  %508 = getelementptr inbounds [1 x i16], ptr %507, i64 0, i64 0
  %509 = load i16, ptr %508, align 1
  %510 = sitofp i16 %509 to double
  %511 = call double @mix(double noundef %505, double noundef %510)
  store double %511, ptr %69, align 8
  %512 = load double, ptr %69, align 8
  %513 = getelementptr inbounds %struct.s42_0, ptr %67, i32 0, i32 0
  %514 = getelementptr inbounds %struct.s42_0_0, ptr %513, i32 0, i32 1
  %515 = load i64, ptr %514, align 1
  %516 = uitofp i64 %515 to double
  %517 = call double @mix(double noundef %512, double noundef %516)
  store double %517, ptr %69, align 8
  %518 = load double, ptr %69, align 8
  %519 = getelementptr inbounds %struct.s42_0, ptr %67, i32 0, i32 0
  %520 = getelementptr inbounds %struct.s42_0_0, ptr %519, i32 0, i32 2
  %521 = getelementptr inbounds [1 x float], ptr %520, i64 0, i64 0
  %522 = load float, ptr %521, align 1
  %523 = fpext float %522 to double
  %524 = call double @mix(double noundef %518, double noundef %523)
  store double %524, ptr %69, align 8
  %525 = load double, ptr %69, align 8
  %526 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %525)
  store i64 -5, ptr %70, align 8
  store i64 -65, ptr %71, align 8
  store i8 -52, ptr %72, align 1
  store i64 -66, ptr %73, align 8
  %527 = getelementptr inbounds %struct.s42_3, ptr %74, i32 0, i32 0
  store i32 122, ptr %527, align 8
  %528 = getelementptr inbounds %struct.s42_3, ptr %74, i32 0, i32 1
  store double 1.700000e+02, ptr %528, align 8
  %529 = getelementptr inbounds %struct.s42_3, ptr %74, i32 0, i32 2
  %530 = getelementptr inbounds %struct.s42_3_2, ptr %529, i32 0, i32 0
  store i8 10, ptr %530, align 8
  %531 = getelementptr inbounds %struct.s42_3, ptr %74, i32 0, i32 2
  %532 = getelementptr inbounds %struct.s42_3_2, ptr %531, i32 0, i32 1
  store i8 53, ptr %532, align 1
  %533 = getelementptr inbounds %struct.s42_3, ptr %74, i32 0, i32 3
  store i32 -20, ptr %533, align 4
  %534 = getelementptr inbounds %struct.s42_3, ptr %74, i32 0, i32 4
  %535 = getelementptr inbounds [2 x i32], ptr %534, i64 0, i64 0
  store i32 191, ptr %535, align 8
  %536 = getelementptr inbounds %struct.s42_3, ptr %74, i32 0, i32 4
  %537 = getelementptr inbounds [2 x i32], ptr %536, i64 0, i64 1
  store i32 177, ptr %537, align 4
  %538 = load i64, ptr %70, align 8
  %539 = load i64, ptr %71, align 8
  %540 = load i8, ptr %72, align 1
  %541 = load i64, ptr %73, align 8
  %542 = call zeroext i8 (i64, i64, i8, i64, ptr, ...) @fn10(i64 noundef %538, i64 noundef %539, i8 noundef signext %540, i64 noundef %541, ptr noundef byval(%struct.s42_3) align 8 %74, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000)
  %543 = uitofp i8 %542 to double
  %544 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %543)
  store i8 -65, ptr %75, align 1
  %545 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 0
  store i16 13, ptr %545, align 4
  %546 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 1
  store i32 98, ptr %546, align 4
  %547 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 2
  %548 = getelementptr inbounds %struct.s42_2_2, ptr %547, i32 0, i32 0
  %549 = getelementptr inbounds [3 x i32], ptr %548, i64 0, i64 0
  store i32 102, ptr %549, align 4
  %550 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 2
  %551 = getelementptr inbounds %struct.s42_2_2, ptr %550, i32 0, i32 0
  %552 = getelementptr inbounds [3 x i32], ptr %551, i64 0, i64 1
  store i32 -40, ptr %552, align 4
  %553 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 2
  %554 = getelementptr inbounds %struct.s42_2_2, ptr %553, i32 0, i32 0
  %555 = getelementptr inbounds [3 x i32], ptr %554, i64 0, i64 2
  store i32 108, ptr %555, align 4
  %556 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 2
  %557 = getelementptr inbounds %struct.s42_2_2, ptr %556, i32 0, i32 1
  store double -3.000000e+01, ptr %557, align 4
  %558 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 2
  %559 = getelementptr inbounds %struct.s42_2_2, ptr %558, i32 0, i32 2
  store i8 57, ptr %559, align 4
  %560 = getelementptr inbounds %struct.s42_2, ptr %76, i32 0, i32 2
  %561 = getelementptr inbounds %struct.s42_2_2, ptr %560, i32 0, i32 3
  store i32 118, ptr %561, align 1
  store i16 198, ptr %77, align 2
  store i16 189, ptr %78, align 2
  %562 = getelementptr inbounds %struct.s42_0, ptr %79, i32 0, i32 0
  %563 = getelementptr inbounds %struct.s42_0_0, ptr %562, i32 0, i32 0
  %564 = getelementptr inbounds [1 x i16], ptr %563, i64 0, i64 0
  store i16 83, ptr %564, align 1
  %565 = getelementptr inbounds %struct.s42_0, ptr %79, i32 0, i32 0
  %566 = getelementptr inbounds %struct.s42_0_0, ptr %565, i32 0, i32 1
  store i64 30, ptr %566, align 1
  %567 = getelementptr inbounds %struct.s42_0, ptr %79, i32 0, i32 0
  %568 = getelementptr inbounds %struct.s42_0_0, ptr %567, i32 0, i32 2
  %569 = getelementptr inbounds [1 x float], ptr %568, i64 0, i64 0
  store float 1.890000e+02, ptr %569, align 1
  %570 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 0
  store i16 16, ptr %570, align 4
  %571 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 1
  store i32 2, ptr %571, align 4
  %572 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 2
  %573 = getelementptr inbounds %struct.s42_2_2, ptr %572, i32 0, i32 0
  %574 = getelementptr inbounds [3 x i32], ptr %573, i64 0, i64 0
  store i32 121, ptr %574, align 4
  %575 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 2
  %576 = getelementptr inbounds %struct.s42_2_2, ptr %575, i32 0, i32 0
  %577 = getelementptr inbounds [3 x i32], ptr %576, i64 0, i64 1
  store i32 133, ptr %577, align 4
  %578 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 2
  %579 = getelementptr inbounds %struct.s42_2_2, ptr %578, i32 0, i32 0
  %580 = getelementptr inbounds [3 x i32], ptr %579, i64 0, i64 2
  store i32 30, ptr %580, align 4
  %581 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 2
  %582 = getelementptr inbounds %struct.s42_2_2, ptr %581, i32 0, i32 1
  store double 1.100000e+01, ptr %582, align 4
  %583 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 2
  %584 = getelementptr inbounds %struct.s42_2_2, ptr %583, i32 0, i32 2
  store i8 17, ptr %584, align 4
  %585 = getelementptr inbounds %struct.s42_2, ptr %80, i32 0, i32 2
  %586 = getelementptr inbounds %struct.s42_2_2, ptr %585, i32 0, i32 3
  store i32 51, ptr %586, align 1
  store i32 -33, ptr %81, align 4
  %587 = load i8, ptr %75, align 1
  %588 = load i16, ptr %77, align 2
  %589 = load i16, ptr %78, align 2
  %590 = load i32, ptr %81, align 4
  %591 = call i64 @fn11(i8 noundef zeroext %587, ptr noundef byval(%struct.s42_2) align 8 %76, i16 noundef zeroext %588, i16 noundef zeroext %589, ptr noundef byval(%struct.s42_0) align 8 %79, ptr noundef byval(%struct.s42_2) align 8 %80, i32 noundef %590)
  %592 = uitofp i64 %591 to double
  %593 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %592)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

declare signext i8 @fn0(i8 noundef zeroext, i32 noundef, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, i32 noundef, i1 noundef zeroext, x86_fp80 noundef, i64 noundef, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, float noundef) #1

declare float @fn1() #1

declare void @fn2(ptr dead_on_unwind writable sret(%struct.s42_3) align 8, i32 noundef) #1

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

declare i64 @fn3(i32 noundef, ptr noundef byval(%struct.s42_0) align 8, x86_fp80 noundef, i1 noundef zeroext, i16 noundef zeroext, ...) #1

declare void @fn4(ptr dead_on_unwind writable sret(%struct.s42_0) align 1, ptr noundef byval(%struct.s42_2) align 8, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, ptr noundef byval(%struct.s42_3) align 8, i64 noundef, i64 noundef, ptr noundef byval(%struct.s42_3) align 8, x86_fp80 noundef, double noundef, i64 noundef, i16 noundef zeroext, ptr noundef byval(%struct.s42_1) align 8, ...) #1

declare signext i16 @fn5() #1

declare x86_fp80 @fn6(i64 noundef, i64 noundef, i8 noundef zeroext) #1

declare float @fn7(ptr noundef byval(%struct.s42_1) align 8, i64 noundef, ptr noundef byval(%struct.s42_2) align 8, i8 noundef signext, i16 noundef signext, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, ...) #1

declare void @fn8(ptr dead_on_unwind writable sret(%struct.s42_1) align 8, i32 noundef, i1 noundef zeroext, i8 noundef signext, i64 noundef, ptr noundef byval(%struct.s42_1) align 8, i32 noundef) #1

declare void @fn9(ptr dead_on_unwind writable sret(%struct.s42_0) align 1, i64 noundef, ptr noundef byval(%struct.s42_1) align 8, i32 noundef, i16 noundef zeroext, double noundef, i32 noundef, ptr noundef byval(%struct.s42_2) align 8, ptr noundef byval(%struct.s42_1) align 8, i8 noundef signext, float noundef, ...) #1

declare zeroext i8 @fn10(i64 noundef, i64 noundef, i8 noundef signext, i64 noundef, ptr noundef byval(%struct.s42_3) align 8, ...) #1

declare i64 @fn11(i8 noundef zeroext, ptr noundef byval(%struct.s42_2) align 8, i16 noundef zeroext, i16 noundef zeroext, ptr noundef byval(%struct.s42_0) align 8, ptr noundef byval(%struct.s42_2) align 8, i32 noundef) #1

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
