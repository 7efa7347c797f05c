; ModuleID = 'tests/programs/struct_abi.c'
source_filename = "tests/programs/struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S1 = type { i8 }
%struct.S2 = type { i16 }
%struct.S3 = type { i8, i8, i8 }
%struct.S5 = type { [5 x i8] }
%struct.S7 = type { [7 x i8] }
%struct.S12 = type { i32, i32, i32 }
%struct.S16 = type { i64, i64 }
%struct.S20 = type { [5 x i32] }
%struct.S24 = type { i64, double, i32 }
%struct.HFA2 = type { float, float }
%struct.HFA3 = type { float, float, float }
%struct.HFA4 = type { double, double, double, double }
%struct.Mix1 = type { float, i32 }
%struct.Mix2 = type { double, i64 }
%struct.Mix3 = type { i32, float, double }
%struct.Nested = type { %struct.HFA2, float }

@.str = private unnamed_addr constant [41 x i8] c"s1=%d s2=%d s3=%d%d%d s5=%d,%d s7=%d,%d\0A\00", align 1
@constinit = private constant [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 4
@.str.1 = private unnamed_addr constant [55 x i8] c"s12=%d,%d,%d s16=%lld,%lld s20=%d,%d s24=%lld,%.2f,%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [55 x i8] c"h2=%.2f,%.2f h3=%.2f,%.2f,%.2f h4=%.2f,%.2f,%.2f,%.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [63 x i8] c"m1=%.2f,%d m2=%.2f,%lld m3=%d,%.2f,%.2f nested=%.2f,%.2f,%.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"stack_args = %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S1, align 1
  %3 = alloca %struct.S1, align 1
  %4 = alloca %struct.S2, align 2
  %5 = alloca %struct.S2, align 2
  %6 = alloca %struct.S3, align 1
  %7 = alloca %struct.S3, align 1
  %8 = alloca i24, align 4
  %9 = alloca %struct.S5, align 1
  %10 = alloca %struct.S5, align 1
  %11 = alloca i40, align 8
  %12 = alloca %struct.S7, align 1
  %13 = alloca %struct.S7, align 1
  %14 = alloca i56, align 8
  %15 = alloca %struct.S12, align 4
  %16 = alloca %struct.S12, align 4
  %17 = alloca { i64, i32 }, align 4
  %18 = alloca { i64, i32 }, align 8
  %19 = alloca %struct.S16, align 8
  %20 = alloca %struct.S16, align 8
  %21 = alloca %struct.S20, align 8
  %22 = alloca %struct.S20, align 8
  %23 = alloca %struct.S24, align 8
  %24 = alloca %struct.S24, align 8
  %25 = alloca %struct.HFA2, align 4
  %26 = alloca %struct.HFA2, align 4
  %27 = alloca %struct.HFA3, align 4
  %28 = alloca %struct.HFA3, align 4
  %29 = alloca { <2 x float>, float }, align 4
  %30 = alloca { <2 x float>, float }, align 8
  %31 = alloca %struct.HFA4, align 8
  %32 = alloca %struct.HFA4, align 8
  %33 = alloca %struct.Mix1, align 4
  %34 = alloca %struct.Mix1, align 4
  %35 = alloca %struct.Mix2, align 8
  %36 = alloca %struct.Mix2, align 8
  %37 = alloca %struct.Mix3, align 8
  %38 = alloca %struct.Mix3, align 8
  %39 = alloca %struct.Nested, align 4
  %40 = alloca %struct.Nested, align 4
  %41 = alloca { <2 x float>, float }, align 4
  %42 = alloca { <2 x float>, float }, align 8
  %43 = alloca i24, align 4
  %44 = alloca { <2 x float>, float }, align 4
  store i32 0, ptr %1, align 4
  %45 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  store i8 120, ptr %45, align 1
  %46 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %47 = load i8, ptr %46, align 1
  %48 = call i8 @f1(i8 %47)
  %49 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  store i8 %48, ptr %49, align 1
  %50 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  store i16 -1234, ptr %50, align 2
  %51 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %52 = load i16, ptr %51, align 2
  %53 = call i16 @f2(i16 %52)
  %54 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  store i16 %53, ptr %54, align 2
  %55 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 0
  store i8 1, ptr %55, align 1
  %56 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 1
  store i8 2, ptr %56, align 1
  %57 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 2
  store i8 3, ptr %57, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 1 %7, i64 3, i1 false)
  %58 = load i24, ptr %8, align 4
  %59 = call i24 @f3(i24 %58)
  store i24 %59, ptr %6, align 1
  %60 = getelementptr inbounds %struct.S5, ptr %10, i32 0, i32 0
  store i8 10, ptr %60, align 1
  %61 = getelementptr inbounds i8, ptr %60, i64 1
  store i8 20, ptr %61, align 1
  %62 = getelementptr inbounds i8, ptr %60, i64 2
  store i8 30, ptr %62, align 1
  %63 = getelementptr inbounds i8, ptr %60, i64 3
  store i8 40, ptr %63, align 1
  %64 = getelementptr inbounds i8, ptr %60, i64 4
  store i8 50, ptr %64, align 1
  %65 = getelementptr inbounds %struct.S5, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %65, i64 5, i1 false)
  %66 = load i40, ptr %11, align 8
  %67 = call i40 @f5(i40 %66)
  %68 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  store i40 %67, ptr %68, align 1
  %69 = getelementptr inbounds %struct.S7, ptr %13, i32 0, i32 0
  store i8 1, ptr %69, align 1
  %70 = getelementptr inbounds i8, ptr %69, i64 1
  store i8 2, ptr %70, align 1
  %71 = getelementptr inbounds i8, ptr %69, i64 2
  store i8 3, ptr %71, align 1
  %72 = getelementptr inbounds i8, ptr %69, i64 3
  store i8 4, ptr %72, align 1
  %73 = getelementptr inbounds i8, ptr %69, i64 4
  store i8 5, ptr %73, align 1
  %74 = getelementptr inbounds i8, ptr %69, i64 5
  store i8 6, ptr %74, align 1
  %75 = getelementptr inbounds i8, ptr %69, i64 6
  store i8 7, ptr %75, align 1
  %76 = getelementptr inbounds %struct.S7, ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %76, i64 7, i1 false)
  %77 = load i56, ptr %14, align 8
  %78 = call i56 @f7(i56 %77)
  %79 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  store i56 %78, ptr %79, align 1
  %80 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %81 = load i8, ptr %80, align 1
  %82 = sext i8 %81 to i32
  %83 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %84 = load i16, ptr %83, align 2
  %85 = sext i16 %84 to i32
  %86 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 0
  %87 = load i8, ptr %86, align 1
  %88 = sext i8 %87 to i32
  %89 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 1
  %90 = load i8, ptr %89, align 1
  %91 = sext i8 %90 to i32
  %92 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 2
  %93 = load i8, ptr %92, align 1
  %94 = sext i8 %93 to i32
  %95 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %96 = getelementptr inbounds [5 x i8], ptr %95, i64 0, i64 0
  %97 = load i8, ptr %96, align 1
  %98 = sext i8 %97 to i32
  %99 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %100 = getelementptr inbounds [5 x i8], ptr %99, i64 0, i64 4
  %101 = load i8, ptr %100, align 1
  %102 = sext i8 %101 to i32
  %103 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %104 = getelementptr inbounds [7 x i8], ptr %103, i64 0, i64 0
  %105 = load i8, ptr %104, align 1
  %106 = sext i8 %105 to i32
  %107 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %108 = getelementptr inbounds [7 x i8], ptr %107, i64 0, i64 6
  %109 = load i8, ptr %108, align 1
  %110 = sext i8 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %82, i32 noundef %85, i32 noundef %88, i32 noundef %91, i32 noundef %94, i32 noundef %98, i32 noundef %102, i32 noundef %106, i32 noundef %110)
  %112 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 0
  store i32 1, ptr %112, align 4
  %113 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 1
  store i32 2, ptr %113, align 4
  %114 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 2
  store i32 3, ptr %114, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %16, i64 12, i1 false)
  %115 = getelementptr inbounds { i64, i32 }, ptr %17, i32 0, i32 0
  %116 = load i64, ptr %115, align 4
  %117 = getelementptr inbounds { i64, i32 }, ptr %17, i32 0, i32 1
  %118 = load i32, ptr %117, align 4
  %119 = call { i64, i32 } @f12(i64 %116, i32 %118)
  store { i64, i32 } %119, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 8 %18, i64 12, i1 false)
  %120 = getelementptr inbounds %struct.S16, ptr %20, i32 0, i32 0
  store i64 1099511627776, ptr %120, align 8
  %121 = getelementptr inbounds %struct.S16, ptr %20, i32 0, i32 1
  store i64 7, ptr %121, align 8
  %122 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %123 = load i64, ptr %122, align 8
  %124 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %125 = load i64, ptr %124, align 8
  %126 = call { i64, i64 } @f16(i64 %123, i64 %125)
  %127 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %128 = extractvalue { i64, i64 } %126, 0
  store i64 %128, ptr %127, align 8
  %129 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %130 = extractvalue { i64, i64 } %126, 1
  store i64 %130, ptr %129, align 8
  %131 = getelementptr inbounds %struct.S20, ptr %22, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %131, ptr align 4 @constinit, i64 20, i1 false)
  call void @f20(ptr dead_on_unwind writable sret(%struct.S20) align 4 %21, ptr noundef byval(%struct.S20) align 8 %22)
  %132 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 0
  store i64 5, ptr %132, align 8
  %133 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 1
  store double 3.000000e+00, ptr %133, align 8
  %134 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 2
  store i32 9, ptr %134, align 8
  call void @f24(ptr dead_on_unwind writable sret(%struct.S24) align 8 %23, ptr noundef byval(%struct.S24) align 8 %24)
  %135 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 0
  %136 = load i32, ptr %135, align 4
  %137 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 1
  %138 = load i32, ptr %137, align 4
  %139 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 2
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 0
  %142 = load i64, ptr %141, align 8
  %143 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 1
  %144 = load i64, ptr %143, align 8
  %145 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %146 = getelementptr inbounds [5 x i32], ptr %145, i64 0, i64 0
  %147 = load i32, ptr %146, align 4
  %148 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %149 = getelementptr inbounds [5 x i32], ptr %148, i64 0, i64 4
  %150 = load i32, ptr %149, align 4
  %151 = getelementptr inbounds %struct.S24, ptr %23, i32 0, i32 0
  %152 = load i64, ptr %151, align 8
  %153 = getelementptr inbounds %struct.S24, ptr %23, i32 0, i32 1
  %154 = load double, ptr %153, align 8
  %155 = getelementptr inbounds %struct.S24, ptr %23, i32 0, i32 2
  %156 = load i32, ptr %155, align 8
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %136, i32 noundef %138, i32 noundef %140, i64 noundef %142, i64 noundef %144, i32 noundef %147, i32 noundef %150, i64 noundef %152, double noundef %154, i32 noundef %156)
  %158 = getelementptr inbounds %struct.HFA2, ptr %26, i32 0, i32 0
  store float 1.500000e+00, ptr %158, align 4
  %159 = getelementptr inbounds %struct.HFA2, ptr %26, i32 0, i32 1
  store float 2.500000e-01, ptr %159, align 4
  %160 = load <2 x float>, ptr %26, align 4
  %161 = call <2 x float> @h2(<2 x float> %160)
  store <2 x float> %161, ptr %25, align 4
  %162 = getelementptr inbounds %struct.HFA3, ptr %28, i32 0, i32 0
  store float 1.000000e+00, ptr %162, align 4
  %163 = getelementptr inbounds %struct.HFA3, ptr %28, i32 0, i32 1
  store float 2.000000e+00, ptr %163, align 4
  %164 = getelementptr inbounds %struct.HFA3, ptr %28, i32 0, i32 2
  store float 3.000000e+00, ptr %164, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %28, i64 12, i1 false)
  %165 = getelementptr inbounds { <2 x float>, float }, ptr %29, i32 0, i32 0
  %166 = load <2 x float>, ptr %165, align 4
  %167 = getelementptr inbounds { <2 x float>, float }, ptr %29, i32 0, i32 1
  %168 = load float, ptr %167, align 4
  %169 = call { <2 x float>, float } @h3(<2 x float> %166, float %168)
  store { <2 x float>, float } %169, ptr %30, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 8 %30, i64 12, i1 false)
  %170 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 0
  store double 1.000000e+00, ptr %170, align 8
  %171 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 1
  store double 2.000000e+00, ptr %171, align 8
  %172 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 2
  store double 3.000000e+00, ptr %172, align 8
  %173 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 3
  store double 4.000000e+00, ptr %173, align 8
  call void @h4(ptr dead_on_unwind writable sret(%struct.HFA4) align 8 %31, ptr noundef byval(%struct.HFA4) align 8 %32)
  %174 = getelementptr inbounds %struct.HFA2, ptr %25, i32 0, i32 0
  %175 = load float, ptr %174, align 4
  %176 = fpext float %175 to double
  %177 = getelementptr inbounds %struct.HFA2, ptr %25, i32 0, i32 1
  %178 = load float, ptr %177, align 4
  %179 = fpext float %178 to double
  %180 = getelementptr inbounds %struct.HFA3, ptr %27, i32 0, i32 0
  %181 = load float, ptr %180, align 4
  %182 = fpext float %181 to double
  %183 = getelementptr inbounds %struct.HFA3, ptr %27, i32 0, i32 1
  %184 = load float, ptr %183, align 4
  %185 = fpext float %184 to double
  %186 = getelementptr inbounds %struct.HFA3, ptr %27, i32 0, i32 2
  %187 = load float, ptr %186, align 4
  %188 = fpext float %187 to double
  %189 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 0
  %190 = load double, ptr %189, align 8
  %191 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 1
  %192 = load double, ptr %191, align 8
  %193 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 2
  %194 = load double, ptr %193, align 8
  %195 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 3
  %196 = load double, ptr %195, align 8
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %176, double noundef %179, double noundef %182, double noundef %185, double noundef %188, double noundef %190, double noundef %192, double noundef %194, double noundef %196)
  %198 = getelementptr inbounds %struct.Mix1, ptr %34, i32 0, i32 0
  store float 2.500000e+00, ptr %198, align 4
  %199 = getelementptr inbounds %struct.Mix1, ptr %34, i32 0, i32 1
  store i32 4, ptr %199, align 4
  %200 = load i64, ptr %34, align 4
  %201 = call i64 @m1(i64 %200)
  store i64 %201, ptr %33, align 4
  %202 = getelementptr inbounds %struct.Mix2, ptr %36, i32 0, i32 0
  store double 5.000000e-01, ptr %202, align 8
  %203 = getelementptr inbounds %struct.Mix2, ptr %36, i32 0, i32 1
  store i64 1000, ptr %203, align 8
  %204 = getelementptr inbounds { double, i64 }, ptr %36, i32 0, i32 0
  %205 = load double, ptr %204, align 8
  %206 = getelementptr inbounds { double, i64 }, ptr %36, i32 0, i32 1
  %207 = load i64, ptr %206, align 8
  %208 = call { double, i64 } @m2(double %205, i64 %207)
  %209 = getelementptr inbounds { double, i64 }, ptr %35, i32 0, i32 0
  %210 = extractvalue { double, i64 } %208, 0
  store double %210, ptr %209, align 8
  %211 = getelementptr inbounds { double, i64 }, ptr %35, i32 0, i32 1
  %212 = extractvalue { double, i64 } %208, 1
  store i64 %212, ptr %211, align 8
  %213 = getelementptr inbounds %struct.Mix3, ptr %38, i32 0, i32 0
  store i32 21, ptr %213, align 8
  %214 = getelementptr inbounds %struct.Mix3, ptr %38, i32 0, i32 1
  store float 1.500000e+00, ptr %214, align 4
  %215 = getelementptr inbounds %struct.Mix3, ptr %38, i32 0, i32 2
  store double 4.000000e+00, ptr %215, align 8
  %216 = getelementptr inbounds { i64, double }, ptr %38, i32 0, i32 0
  %217 = load i64, ptr %216, align 8
  %218 = getelementptr inbounds { i64, double }, ptr %38, i32 0, i32 1
  %219 = load double, ptr %218, align 8
  %220 = call { i64, double } @m3(i64 %217, double %219)
  %221 = getelementptr inbounds { i64, double }, ptr %37, i32 0, i32 0
  %222 = extractvalue { i64, double } %220, 0
  store i64 %222, ptr %221, align 8
  %223 = getelementptr inbounds { i64, double }, ptr %37, i32 0, i32 1
  %224 = extractvalue { i64, double } %220, 1
  store double %224, ptr %223, align 8
  %225 = getelementptr inbounds %struct.Nested, ptr %40, i32 0, i32 0
  %226 = getelementptr inbounds %struct.HFA2, ptr %225, i32 0, i32 0
  store float 1.000000e+00, ptr %226, align 4
  %227 = getelementptr inbounds %struct.HFA2, ptr %225, i32 0, i32 1
  store float 2.000000e+00, ptr %227, align 4
  %228 = getelementptr inbounds %struct.Nested, ptr %40, i32 0, i32 1
  store float 3.000000e+00, ptr %228, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %40, i64 12, i1 false)
  %229 = getelementptr inbounds { <2 x float>, float }, ptr %41, i32 0, i32 0
  %230 = load <2 x float>, ptr %229, align 4
  %231 = getelementptr inbounds { <2 x float>, float }, ptr %41, i32 0, i32 1
  %232 = load float, ptr %231, align 4
  %233 = call { <2 x float>, float } @nn(<2 x float> %230, float %232)
  store { <2 x float>, float } %233, ptr %42, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 8 %42, i64 12, i1 false)
  %234 = getelementptr inbounds %struct.Mix1, ptr %33, i32 0, i32 0
  %235 = load float, ptr %234, align 4
  %236 = fpext float %235 to double
  %237 = getelementptr inbounds %struct.Mix1, ptr %33, i32 0, i32 1
  %238 = load i32, ptr %237, align 4
  %239 = getelementptr inbounds %struct.Mix2, ptr %35, i32 0, i32 0
  %240 = load double, ptr %239, align 8
  %241 = getelementptr inbounds %struct.Mix2, ptr %35, i32 0, i32 1
  %242 = load i64, ptr %241, align 8
  %243 = getelementptr inbounds %struct.Mix3, ptr %37, i32 0, i32 0
  %244 = load i32, ptr %243, align 8
  %245 = getelementptr inbounds %struct.Mix3, ptr %37, i32 0, i32 1
  %246 = load float, ptr %245, align 4
  %247 = fpext float %246 to double
  %248 = getelementptr inbounds %struct.Mix3, ptr %37, i32 0, i32 2
  %249 = load double, ptr %248, align 8
  %250 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 0
  %251 = getelementptr inbounds %struct.HFA2, ptr %250, i32 0, i32 0
  %252 = load float, ptr %251, align 4
  %253 = fpext float %252 to double
  %254 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 0
  %255 = getelementptr inbounds %struct.HFA2, ptr %254, i32 0, i32 1
  %256 = load float, ptr %255, align 4
  %257 = fpext float %256 to double
  %258 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 1
  %259 = load float, ptr %258, align 4
  %260 = fpext float %259 to double
  %261 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %236, i32 noundef %238, double noundef %240, i64 noundef %242, i32 noundef %244, double noundef %247, double noundef %249, double noundef %253, double noundef %257, double noundef %260)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 1 %6, i64 3, i1 false)
  %262 = load i24, ptr %43, align 4
  %263 = getelementptr inbounds { double, i64 }, ptr %35, i32 0, i32 0
  %264 = load double, ptr %263, align 8
  %265 = getelementptr inbounds { double, i64 }, ptr %35, i32 0, i32 1
  %266 = load i64, ptr %265, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 %27, i64 12, i1 false)
  %267 = getelementptr inbounds { <2 x float>, float }, ptr %44, i32 0, i32 0
  %268 = load <2 x float>, ptr %267, align 4
  %269 = getelementptr inbounds { <2 x float>, float }, ptr %44, i32 0, i32 1
  %270 = load float, ptr %269, align 4
  %271 = call double @stack_args(ptr noundef byval(%struct.HFA4) align 8 %31, ptr noundef byval(%struct.HFA4) align 8 %31, ptr noundef byval(%struct.S24) align 8 %23, ptr noundef byval(%struct.S20) align 8 %21, i32 noundef 17, double noundef 1.250000e-01, i24 %262, double %264, i64 %266, <2 x float> %268, float %270, float noundef 2.500000e+00)
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %271)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f1(i8 %0) #1 {
  %2 = alloca %struct.S1, align 1
  %3 = alloca %struct.S1, align 1
  %4 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  store i8 %0, ptr %4, align 1
  %5 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  %8 = add nsw i32 %7, 1
  %9 = trunc i32 %8 to i8
  store i8 %9, ptr %5, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 1, i1 false)
  %10 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %11 = load i8, ptr %10, align 1
  ret i8 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @f2(i16 %0) #1 {
  %2 = alloca %struct.S2, align 2
  %3 = alloca %struct.S2, align 2
  %4 = getelementptr inbounds %struct.S2, ptr %3, i32 0, i32 0
  store i16 %0, ptr %4, align 2
  %5 = getelementptr inbounds %struct.S2, ptr %3, i32 0, i32 0
  %6 = load i16, ptr %5, align 2
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, 3
  %9 = trunc i32 %8 to i16
  store i16 %9, ptr %5, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false)
  %10 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %11 = load i16, ptr %10, align 2
  ret i16 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @f3(i24 %0) #1 {
  %2 = alloca %struct.S3, align 1
  %3 = alloca %struct.S3, align 1
  %4 = alloca i24, align 4
  store i24 %0, ptr %3, align 1
  %5 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 2
  %7 = load i8, ptr %6, align 1
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 1
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 2
  %12 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  store i8 %13, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false)
  %14 = load i24, ptr %4, align 4
  ret i24 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i40 @f5(i40 %0) #1 {
  %2 = alloca %struct.S5, align 1
  %3 = alloca %struct.S5, align 1
  %4 = alloca i32, align 4
  %5 = alloca i40, align 8
  %6 = getelementptr inbounds %struct.S5, ptr %3, i32 0, i32 0
  store i40 %0, ptr %6, align 1
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = trunc i32 %11 to i8
  %13 = sext i8 %12 to i32
  %14 = getelementptr inbounds %struct.S5, ptr %3, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = sext i8 %18 to i32
  %20 = add nsw i32 %19, %13
  %21 = trunc i32 %20 to i8
  store i8 %21, ptr %17, align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %7, !llvm.loop !6

25:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 5, i1 false)
  %26 = getelementptr inbounds %struct.S5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %26, i64 5, i1 false)
  %27 = load i40, ptr %5, align 8
  ret i40 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i56 @f7(i56 %0) #1 {
  %2 = alloca %struct.S7, align 1
  %3 = alloca %struct.S7, align 1
  %4 = alloca i32, align 4
  %5 = alloca i56, align 8
  %6 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 0
  store i56 %0, ptr %6, align 1
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 7
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [7 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = xor i32 %16, 17
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %14, align 1
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %7, !llvm.loop !8

22:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 7, i1 false)
  %23 = getelementptr inbounds %struct.S7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %23, i64 7, i1 false)
  %24 = load i56, ptr %5, align 8
  ret i56 %24
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @f12(i64 %0, i32 %1) #1 {
  %3 = alloca %struct.S12, align 4
  %4 = alloca %struct.S12, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca { i64, i32 }, align 8
  %7 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.S12, ptr %4, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %struct.S12, ptr %4, i32 0, i32 2
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %11, %13
  store i32 %14, ptr %9, align 4
  %15 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 1
  %16 = getelementptr inbounds %struct.S12, ptr %4, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %struct.S12, ptr %4, i32 0, i32 2
  %19 = load i32, ptr %18, align 4
  %20 = sub nsw i32 %17, %19
  store i32 %20, ptr %15, align 4
  %21 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 2
  %22 = getelementptr inbounds %struct.S12, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = mul nsw i32 %23, 2
  store i32 %24, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %25 = load { i64, i32 }, ptr %6, align 8
  ret { i64, i32 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @f16(i64 %0, i64 %1) #1 {
  %3 = alloca %struct.S16, align 8
  %4 = alloca %struct.S16, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.S16, ptr %4, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  store i64 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.S16, ptr %4, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.S16, ptr %4, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = add nsw i64 %12, %14
  store i64 %15, ptr %10, align 8
  %16 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f20(ptr dead_on_unwind noalias writable sret(%struct.S20) align 4 %0, ptr noundef byval(%struct.S20) align 8 %1) #1 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %23, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 5
  br i1 %6, label %7, label %26

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i32], ptr %13, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = mul nsw i32 %12, %17
  %19 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x i32], ptr %19, i64 0, i64 %21
  store i32 %18, ptr %22, align 4
  br label %23

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %3, align 4
  br label %4, !llvm.loop !9

26:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f24(ptr dead_on_unwind noalias writable sret(%struct.S24) align 8 %0, ptr noundef byval(%struct.S24) align 8 %1) #1 {
  %3 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = shl i64 %4, 3
  store i64 %5, ptr %3, align 8
  %6 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fmul double %7, 5.000000e-01
  store double %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  %10 = load i32, ptr %9, align 8
  %11 = sub nsw i32 0, %10
  %12 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  store i32 %11, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @h2(<2 x float> %0) #0 {
  %2 = alloca %struct.HFA2, align 4
  %3 = alloca %struct.HFA2, align 4
  store <2 x float> %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.HFA2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.HFA2, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.HFA2, ptr %3, i32 0, i32 1
  %8 = load float, ptr %7, align 4
  %9 = fadd float %6, %8
  store float %9, ptr %4, align 4
  %10 = getelementptr inbounds %struct.HFA2, ptr %2, i32 0, i32 1
  %11 = getelementptr inbounds %struct.HFA2, ptr %3, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.HFA2, ptr %3, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fsub float %12, %14
  store float %15, ptr %10, align 4
  %16 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @h3(<2 x float> %0, float %1) #0 {
  %3 = alloca %struct.HFA3, align 4
  %4 = alloca %struct.HFA3, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.HFA3, ptr %4, i32 0, i32 2
  %11 = load float, ptr %10, align 4
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.HFA3, ptr %4, i32 0, i32 0
  %14 = load float, ptr %13, align 4
  %15 = fmul float %14, 2.000000e+00
  store float %15, ptr %12, align 4
  %16 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.HFA3, ptr %4, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, 3.000000e+00
  store float %19, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %20 = load { <2 x float>, float }, ptr %6, align 8
  ret { <2 x float>, float } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h4(ptr dead_on_unwind noalias writable sret(%struct.HFA4) align 8 %0, ptr noundef byval(%struct.HFA4) align 8 %1) #1 {
  %3 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 3
  %5 = load double, ptr %4, align 8
  store double %5, ptr %3, align 8
  %6 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  store double %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 2
  %10 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  store double %11, ptr %9, align 8
  %12 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 3
  %13 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 3
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @m1(i64 %0) #1 {
  %2 = alloca %struct.Mix1, align 4
  %3 = alloca %struct.Mix1, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Mix1, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = sitofp i32 %8 to float
  %10 = fmul float %6, %9
  store float %10, ptr %4, align 4
  %11 = getelementptr inbounds %struct.Mix1, ptr %2, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %11, align 4
  %15 = load i64, ptr %2, align 4
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i64 } @m2(double %0, i64 %1) #1 {
  %3 = alloca %struct.Mix2, align 8
  %4 = alloca %struct.Mix2, align 8
  %5 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Mix2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Mix2, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Mix2, ptr %4, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = sitofp i64 %11 to double
  %13 = fadd double %9, %12
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Mix2, ptr %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Mix2, ptr %4, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = mul nsw i64 %16, 2
  store i64 %17, ptr %14, align 8
  %18 = load { double, i64 }, ptr %3, align 8
  ret { double, i64 } %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, double } @m3(i64 %0, double %1) #1 {
  %3 = alloca %struct.Mix3, align 8
  %4 = alloca %struct.Mix3, align 8
  %5 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fadd float %13, 1.000000e+00
  store float %14, ptr %11, align 4
  %15 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fpext float %19 to double
  %21 = fmul double %17, %20
  store double %21, ptr %15, align 8
  %22 = load { i64, double }, ptr %3, align 8
  ret { i64, double } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @nn(<2 x float> %0, float %1) #0 {
  %3 = alloca %struct.Nested, align 4
  %4 = alloca %struct.Nested, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.Nested, ptr %4, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.Nested, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds %struct.HFA2, ptr %11, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = fadd float %13, %10
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.Nested, ptr %4, i32 0, i32 0
  %16 = getelementptr inbounds %struct.HFA2, ptr %15, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.Nested, ptr %4, i32 0, i32 1
  store float %17, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %19 = load { <2 x float>, float }, ptr %6, align 8
  ret { <2 x float>, float } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @stack_args(ptr noundef byval(%struct.HFA4) align 8 %0, ptr noundef byval(%struct.HFA4) align 8 %1, ptr noundef byval(%struct.S24) align 8 %2, ptr noundef byval(%struct.S20) align 8 %3, i32 noundef %4, double noundef %5, i24 %6, double %7, i64 %8, <2 x float> %9, float %10, float noundef %11) #0 {
  %13 = alloca %struct.S3, align 1
  %14 = alloca %struct.Mix2, align 8
  %15 = alloca %struct.HFA3, align 4
  %16 = alloca { <2 x float>, float }, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca float, align 4
  store i24 %6, ptr %13, align 1
  %20 = getelementptr inbounds { double, i64 }, ptr %14, i32 0, i32 0
  store double %7, ptr %20, align 8
  %21 = getelementptr inbounds { double, i64 }, ptr %14, i32 0, i32 1
  store i64 %8, ptr %21, align 8
  %22 = getelementptr inbounds { <2 x float>, float }, ptr %16, i32 0, i32 0
  store <2 x float> %9, ptr %22, align 4
  %23 = getelementptr inbounds { <2 x float>, float }, ptr %16, i32 0, i32 1
  store float %10, ptr %23, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %16, i64 12, i1 false)
  store i32 %4, ptr %17, align 4
  store double %5, ptr %18, align 8
  store float %11, ptr %19, align 4
  %24 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = fadd double %25, %27
  %29 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 0
  %30 = load i64, ptr %29, align 8
  %31 = sitofp i64 %30 to double
  %32 = fadd double %28, %31
  %33 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = fadd double %32, %34
  %36 = getelementptr inbounds %struct.S20, ptr %3, i32 0, i32 0
  %37 = getelementptr inbounds [5 x i32], ptr %36, i64 0, i64 4
  %38 = load i32, ptr %37, align 8
  %39 = sitofp i32 %38 to double
  %40 = fadd double %35, %39
  %41 = load i32, ptr %17, align 4
  %42 = sitofp i32 %41 to double
  %43 = fadd double %40, %42
  %44 = load double, ptr %18, align 8
  %45 = fadd double %43, %44
  %46 = getelementptr inbounds %struct.S3, ptr %13, i32 0, i32 2
  %47 = load i8, ptr %46, align 1
  %48 = sext i8 %47 to i32
  %49 = sitofp i32 %48 to double
  %50 = fadd double %45, %49
  %51 = getelementptr inbounds %struct.Mix2, ptr %14, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = fadd double %50, %52
  %54 = getelementptr inbounds %struct.Mix2, ptr %14, i32 0, i32 1
  %55 = load i64, ptr %54, align 8
  %56 = sitofp i64 %55 to double
  %57 = fadd double %53, %56
  %58 = getelementptr inbounds %struct.HFA3, ptr %15, i32 0, i32 2
  %59 = load float, ptr %58, align 4
  %60 = fpext float %59 to double
  %61 = fadd double %57, %60
  %62 = load float, ptr %19, align 4
  %63 = fpext float %62 to double
  %64 = fadd double %61, %63
  ret double %64
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
