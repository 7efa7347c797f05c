; ModuleID = 'tests/programs/struct_abi.c'
source_filename = "tests/programs/struct_abi.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %8 = alloca i64, align 8
  %9 = alloca %struct.S5, align 1
  %10 = alloca %struct.S5, align 1
  %11 = alloca i64, align 8
  %12 = alloca %struct.S7, align 1
  %13 = alloca %struct.S7, align 1
  %14 = alloca i64, align 8
  %15 = alloca %struct.S12, align 4
  %16 = alloca %struct.S12, align 4
  %17 = alloca [2 x i64], align 8
  %18 = alloca [2 x i64], align 8
  %19 = alloca %struct.S16, align 8
  %20 = alloca %struct.S16, align 8
  %21 = alloca %struct.S20, align 4
  %22 = alloca %struct.S20, align 4
  %23 = alloca %struct.S20, align 4
  %24 = alloca %struct.S24, align 8
  %25 = alloca %struct.S24, align 8
  %26 = alloca %struct.S24, align 8
  %27 = alloca %struct.HFA2, align 4
  %28 = alloca %struct.HFA2, align 4
  %29 = alloca %struct.HFA3, align 4
  %30 = alloca %struct.HFA3, align 4
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
  %41 = alloca %struct.S24, align 8
  %42 = alloca %struct.S20, align 4
  %43 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %44 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  store i8 120, ptr %44, align 1
  %45 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i64
  %48 = call i8 @f1(i64 %47)
  %49 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  store i8 %48, ptr %49, align 1
  %50 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  store i16 -1234, ptr %50, align 2
  %51 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %52 = load i16, ptr %51, align 2
  %53 = zext i16 %52 to i64
  %54 = call i16 @f2(i64 %53)
  %55 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  store i16 %54, ptr %55, align 2
  %56 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 0
  store i8 1, ptr %56, align 1
  %57 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 1
  store i8 2, ptr %57, align 1
  %58 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 2
  store i8 3, ptr %58, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %7, i64 3, i1 false)
  %59 = load i64, ptr %8, align 8
  %60 = call i24 @f3(i64 %59)
  store i24 %60, ptr %6, align 1
  %61 = getelementptr inbounds %struct.S5, ptr %10, i32 0, i32 0
  store i8 10, ptr %61, align 1
  %62 = getelementptr inbounds i8, ptr %61, i64 1
  store i8 20, ptr %62, align 1
  %63 = getelementptr inbounds i8, ptr %61, i64 2
  store i8 30, ptr %63, align 1
  %64 = getelementptr inbounds i8, ptr %61, i64 3
  store i8 40, ptr %64, align 1
  %65 = getelementptr inbounds i8, ptr %61, i64 4
  store i8 50, ptr %65, align 1
  %66 = getelementptr inbounds %struct.S5, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %66, i64 5, i1 false)
  %67 = load i64, ptr %11, align 8
  %68 = call i40 @f5(i64 %67)
  %69 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  store i40 %68, ptr %69, align 1
  %70 = getelementptr inbounds %struct.S7, ptr %13, i32 0, i32 0
  store i8 1, ptr %70, align 1
  %71 = getelementptr inbounds i8, ptr %70, i64 1
  store i8 2, ptr %71, align 1
  %72 = getelementptr inbounds i8, ptr %70, i64 2
  store i8 3, ptr %72, align 1
  %73 = getelementptr inbounds i8, ptr %70, i64 3
  store i8 4, ptr %73, align 1
  %74 = getelementptr inbounds i8, ptr %70, i64 4
  store i8 5, ptr %74, align 1
  %75 = getelementptr inbounds i8, ptr %70, i64 5
  store i8 6, ptr %75, align 1
  %76 = getelementptr inbounds i8, ptr %70, i64 6
  store i8 7, ptr %76, align 1
  %77 = getelementptr inbounds %struct.S7, ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %77, i64 7, i1 false)
  %78 = load i64, ptr %14, align 8
  %79 = call i56 @f7(i64 %78)
  %80 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  store i56 %79, ptr %80, align 1
  %81 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %85 = load i16, ptr %84, align 2
  %86 = sext i16 %85 to i32
  %87 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 0
  %88 = load i8, ptr %87, align 1
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 1
  %91 = load i8, ptr %90, align 1
  %92 = zext i8 %91 to i32
  %93 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 2
  %94 = load i8, ptr %93, align 1
  %95 = zext i8 %94 to i32
  %96 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %97 = getelementptr inbounds [5 x i8], ptr %96, i64 0, i64 0
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  %100 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %101 = getelementptr inbounds [5 x i8], ptr %100, i64 0, i64 4
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  %104 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %105 = getelementptr inbounds [7 x i8], ptr %104, i64 0, i64 0
  %106 = load i8, ptr %105, align 1
  %107 = zext i8 %106 to i32
  %108 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %109 = getelementptr inbounds [7 x i8], ptr %108, i64 0, i64 6
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %83, i32 noundef %86, i32 noundef %89, i32 noundef %92, i32 noundef %95, i32 noundef %99, i32 noundef %103, i32 noundef %107, i32 noundef %111)
  %113 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 0
  store i32 1, ptr %113, align 4
  %114 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 1
  store i32 2, ptr %114, align 4
  %115 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 2
  store i32 3, ptr %115, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 4 %16, i64 12, i1 false)
  %116 = load [2 x i64], ptr %17, align 8
  %117 = call [2 x i64] @f12([2 x i64] %116)
  store [2 x i64] %117, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 8 %18, i64 12, i1 false)
  %118 = getelementptr inbounds %struct.S16, ptr %20, i32 0, i32 0
  store i64 1099511627776, ptr %118, align 8
  %119 = getelementptr inbounds %struct.S16, ptr %20, i32 0, i32 1
  store i64 7, ptr %119, align 8
  %120 = load [2 x i64], ptr %20, align 8
  %121 = call [2 x i64] @f16([2 x i64] %120)
  store [2 x i64] %121, ptr %19, align 8
  %122 = getelementptr inbounds %struct.S20, ptr %22, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %122, ptr align 4 @constinit, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %22, i64 20, i1 false)
  call void @f20(ptr dead_on_unwind writable sret(%struct.S20) align 4 %21, ptr noundef %23)
  %123 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 0
  store i64 5, ptr %123, align 8
  %124 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 1
  store double 3.000000e+00, ptr %124, align 8
  %125 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 2
  store i32 9, ptr %125, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %25, i64 24, i1 false)
  call void @f24(ptr dead_on_unwind writable sret(%struct.S24) align 8 %24, ptr noundef %26)
  %126 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 0
  %127 = load i32, ptr %126, align 4
  %128 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 1
  %129 = load i32, ptr %128, align 4
  %130 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 2
  %131 = load i32, ptr %130, align 4
  %132 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 0
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 1
  %135 = load i64, ptr %134, align 8
  %136 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %137 = getelementptr inbounds [5 x i32], ptr %136, i64 0, i64 0
  %138 = load i32, ptr %137, align 4
  %139 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %140 = getelementptr inbounds [5 x i32], ptr %139, i64 0, i64 4
  %141 = load i32, ptr %140, align 4
  %142 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 0
  %143 = load i64, ptr %142, align 8
  %144 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 1
  %145 = load double, ptr %144, align 8
  %146 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 2
  %147 = load i32, ptr %146, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %127, i32 noundef %129, i32 noundef %131, i64 noundef %133, i64 noundef %135, i32 noundef %138, i32 noundef %141, i64 noundef %143, double noundef %145, i32 noundef %147)
  %149 = getelementptr inbounds %struct.HFA2, ptr %28, i32 0, i32 0
  store float 1.500000e+00, ptr %149, align 4
  %150 = getelementptr inbounds %struct.HFA2, ptr %28, i32 0, i32 1
  store float 2.500000e-01, ptr %150, align 4
  %151 = load [2 x float], ptr %28, align 4
  %152 = call %struct.HFA2 @h2([2 x float] alignstack(8) %151)
  %153 = getelementptr inbounds %struct.HFA2, ptr %27, i32 0, i32 0
  %154 = extractvalue %struct.HFA2 %152, 0
  store float %154, ptr %153, align 4
  %155 = getelementptr inbounds %struct.HFA2, ptr %27, i32 0, i32 1
  %156 = extractvalue %struct.HFA2 %152, 1
  store float %156, ptr %155, align 4
  %157 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 0
  store float 1.000000e+00, ptr %157, align 4
  %158 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 1
  store float 2.000000e+00, ptr %158, align 4
  %159 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 2
  store float 3.000000e+00, ptr %159, align 4
  %160 = load [3 x float], ptr %30, align 4
  %161 = call %struct.HFA3 @h3([3 x float] alignstack(8) %160)
  %162 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 0
  %163 = extractvalue %struct.HFA3 %161, 0
  store float %163, ptr %162, align 4
  %164 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 1
  %165 = extractvalue %struct.HFA3 %161, 1
  store float %165, ptr %164, align 4
  %166 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 2
  %167 = extractvalue %struct.HFA3 %161, 2
  store float %167, ptr %166, align 4
  %168 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 0
  store double 1.000000e+00, ptr %168, align 8
  %169 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 1
  store double 2.000000e+00, ptr %169, align 8
  %170 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 2
  store double 3.000000e+00, ptr %170, align 8
  %171 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 3
  store double 4.000000e+00, ptr %171, align 8
  %172 = load [4 x double], ptr %32, align 8
  %173 = call %struct.HFA4 @h4([4 x double] alignstack(8) %172)
  %174 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 0
  %175 = extractvalue %struct.HFA4 %173, 0
  store double %175, ptr %174, align 8
  %176 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 1
  %177 = extractvalue %struct.HFA4 %173, 1
  store double %177, ptr %176, align 8
  %178 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 2
  %179 = extractvalue %struct.HFA4 %173, 2
  store double %179, ptr %178, align 8
  %180 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 3
  %181 = extractvalue %struct.HFA4 %173, 3
  store double %181, ptr %180, align 8
  %182 = getelementptr inbounds %struct.HFA2, ptr %27, i32 0, i32 0
  %183 = load float, ptr %182, align 4
  %184 = fpext float %183 to double
  %185 = getelementptr inbounds %struct.HFA2, ptr %27, i32 0, i32 1
  %186 = load float, ptr %185, align 4
  %187 = fpext float %186 to double
  %188 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 0
  %189 = load float, ptr %188, align 4
  %190 = fpext float %189 to double
  %191 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 1
  %192 = load float, ptr %191, align 4
  %193 = fpext float %192 to double
  %194 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 2
  %195 = load float, ptr %194, align 4
  %196 = fpext float %195 to double
  %197 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 0
  %198 = load double, ptr %197, align 8
  %199 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 1
  %200 = load double, ptr %199, align 8
  %201 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 2
  %202 = load double, ptr %201, align 8
  %203 = getelementptr inbounds %struct.HFA4, ptr %31, i32 0, i32 3
  %204 = load double, ptr %203, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %184, double noundef %187, double noundef %190, double noundef %193, double noundef %196, double noundef %198, double noundef %200, double noundef %202, double noundef %204)
  %206 = getelementptr inbounds %struct.Mix1, ptr %34, i32 0, i32 0
  store float 2.500000e+00, ptr %206, align 4
  %207 = getelementptr inbounds %struct.Mix1, ptr %34, i32 0, i32 1
  store i32 4, ptr %207, align 4
  %208 = load i64, ptr %34, align 4
  %209 = call i64 @m1(i64 %208)
  store i64 %209, ptr %33, align 4
  %210 = getelementptr inbounds %struct.Mix2, ptr %36, i32 0, i32 0
  store double 5.000000e-01, ptr %210, align 8
  %211 = getelementptr inbounds %struct.Mix2, ptr %36, i32 0, i32 1
  store i64 1000, ptr %211, align 8
  %212 = load [2 x i64], ptr %36, align 8
  %213 = call [2 x i64] @m2([2 x i64] %212)
  store [2 x i64] %213, ptr %35, align 8
  %214 = getelementptr inbounds %struct.Mix3, ptr %38, i32 0, i32 0
  store i32 21, ptr %214, align 8
  %215 = getelementptr inbounds %struct.Mix3, ptr %38, i32 0, i32 1
  store float 1.500000e+00, ptr %215, align 4
  %216 = getelementptr inbounds %struct.Mix3, ptr %38, i32 0, i32 2
  store double 4.000000e+00, ptr %216, align 8
  %217 = load [2 x i64], ptr %38, align 8
  %218 = call [2 x i64] @m3([2 x i64] %217)
  store [2 x i64] %218, ptr %37, align 8
  %219 = getelementptr inbounds %struct.Nested, ptr %40, i32 0, i32 0
  %220 = getelementptr inbounds %struct.HFA2, ptr %219, i32 0, i32 0
  store float 1.000000e+00, ptr %220, align 4
  %221 = getelementptr inbounds %struct.HFA2, ptr %219, i32 0, i32 1
  store float 2.000000e+00, ptr %221, align 4
  %222 = getelementptr inbounds %struct.Nested, ptr %40, i32 0, i32 1
  store float 3.000000e+00, ptr %222, align 4
  %223 = load [3 x float], ptr %40, align 4
  %224 = call %struct.Nested @nn([3 x float] alignstack(8) %223)
  %225 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 0
  %226 = extractvalue %struct.Nested %224, 0
  store %struct.HFA2 %226, ptr %225, align 4
  %227 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 1
  %228 = extractvalue %struct.Nested %224, 1
  store float %228, ptr %227, align 4
  %229 = getelementptr inbounds %struct.Mix1, ptr %33, i32 0, i32 0
  %230 = load float, ptr %229, align 4
  %231 = fpext float %230 to double
  %232 = getelementptr inbounds %struct.Mix1, ptr %33, i32 0, i32 1
  %233 = load i32, ptr %232, align 4
  %234 = getelementptr inbounds %struct.Mix2, ptr %35, i32 0, i32 0
  %235 = load double, ptr %234, align 8
  %236 = getelementptr inbounds %struct.Mix2, ptr %35, i32 0, i32 1
  %237 = load i64, ptr %236, align 8
  %238 = getelementptr inbounds %struct.Mix3, ptr %37, i32 0, i32 0
  %239 = load i32, ptr %238, align 8
  %240 = getelementptr inbounds %struct.Mix3, ptr %37, i32 0, i32 1
  %241 = load float, ptr %240, align 4
  %242 = fpext float %241 to double
  %243 = getelementptr inbounds %struct.Mix3, ptr %37, i32 0, i32 2
  %244 = load double, ptr %243, align 8
  %245 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 0
  %246 = getelementptr inbounds %struct.HFA2, ptr %245, i32 0, i32 0
  %247 = load float, ptr %246, align 4
  %248 = fpext float %247 to double
  %249 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 0
  %250 = getelementptr inbounds %struct.HFA2, ptr %249, i32 0, i32 1
  %251 = load float, ptr %250, align 4
  %252 = fpext float %251 to double
  %253 = getelementptr inbounds %struct.Nested, ptr %39, i32 0, i32 1
  %254 = load float, ptr %253, align 4
  %255 = fpext float %254 to double
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %231, i32 noundef %233, double noundef %235, i64 noundef %237, i32 noundef %239, double noundef %242, double noundef %244, double noundef %248, double noundef %252, double noundef %255)
  %257 = load [4 x double], ptr %31, align 8
  %258 = load [4 x double], ptr %31, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr align 8 %24, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %21, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %43, ptr align 1 %6, i64 3, i1 false)
  %259 = load i64, ptr %43, align 8
  %260 = load [2 x i64], ptr %35, align 8
  %261 = load [3 x float], ptr %29, align 4
  %262 = call double @stack_args([4 x double] alignstack(8) %257, [4 x double] alignstack(8) %258, ptr noundef %41, ptr noundef %42, i32 noundef 17, double noundef 1.250000e-01, i64 %259, [2 x i64] %260, [3 x float] alignstack(8) %261, float noundef 2.500000e+00)
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %262)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f1(i64 %0) #0 {
  %2 = alloca %struct.S1, align 1
  %3 = alloca %struct.S1, align 1
  %4 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %5 = trunc i64 %0 to i8
  store i8 %5, ptr %4, align 1
  %6 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %8, 1
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 1, i1 false)
  %11 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %12 = load i8, ptr %11, align 1
  ret i8 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @f2(i64 %0) #0 {
  %2 = alloca %struct.S2, align 2
  %3 = alloca %struct.S2, align 2
  %4 = getelementptr inbounds %struct.S2, ptr %3, i32 0, i32 0
  %5 = trunc i64 %0 to i16
  store i16 %5, ptr %4, align 2
  %6 = getelementptr inbounds %struct.S2, ptr %3, i32 0, i32 0
  %7 = load i16, ptr %6, align 2
  %8 = sext i16 %7 to i32
  %9 = mul nsw i32 %8, 3
  %10 = trunc i32 %9 to i16
  store i16 %10, ptr %6, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false)
  %11 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %12 = load i16, ptr %11, align 2
  ret i16 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @f3(i64 %0) #0 {
  %2 = alloca %struct.S3, align 1
  %3 = alloca %struct.S3, align 1
  %4 = alloca i24, align 4
  %5 = trunc i64 %0 to i24
  store i24 %5, ptr %3, align 1
  %6 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 2
  %8 = load i8, ptr %7, align 1
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 1
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %9, align 1
  %12 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 2
  %13 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %14 = load i8, ptr %13, align 1
  store i8 %14, ptr %12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false)
  %15 = load i24, ptr %4, align 4
  ret i24 %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i40 @f5(i64 %0) #0 {
  %2 = alloca %struct.S5, align 1
  %3 = alloca %struct.S5, align 1
  %4 = alloca i32, align 4
  %5 = alloca i40, align 8
  %6 = getelementptr inbounds %struct.S5, ptr %3, i32 0, i32 0
  %7 = trunc i64 %0 to i40
  store i40 %7, ptr %6, align 1
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = trunc i32 %12 to i8
  %14 = zext i8 %13 to i32
  %15 = getelementptr inbounds %struct.S5, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add nsw i32 %20, %14
  %22 = trunc i32 %21 to i8
  store i8 %22, ptr %18, align 1
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %8, !llvm.loop !6

26:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 5, i1 false)
  %27 = getelementptr inbounds %struct.S5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %27, i64 5, i1 false)
  %28 = load i40, ptr %5, align 8
  ret i40 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i56 @f7(i64 %0) #0 {
  %2 = alloca %struct.S7, align 1
  %3 = alloca %struct.S7, align 1
  %4 = alloca i32, align 4
  %5 = alloca i56, align 8
  %6 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 0
  %7 = trunc i64 %0 to i56
  store i56 %7, ptr %6, align 1
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 7
  br i1 %10, label %11, label %23

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %17, 17
  %19 = trunc i32 %18 to i8
  store i8 %19, ptr %15, align 1
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %8, !llvm.loop !8

23:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 7, i1 false)
  %24 = getelementptr inbounds %struct.S7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 7, i1 false)
  %25 = load i56, ptr %5, align 8
  ret i56 %25
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f12([2 x i64] %0) #0 {
  %2 = alloca %struct.S12, align 4
  %3 = alloca %struct.S12, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 1
  %13 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 2
  %16 = load i32, ptr %15, align 4
  %17 = sub nsw i32 %14, %16
  store i32 %17, ptr %12, align 4
  %18 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 2
  %19 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 2
  store i32 %21, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %22 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f16([2 x i64] %0) #0 {
  %2 = alloca %struct.S16, align 8
  %3 = alloca %struct.S16, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.S16, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  store i64 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.S16, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = add nsw i64 %9, %11
  store i64 %12, ptr %7, align 8
  %13 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f20(ptr dead_on_unwind noalias writable sret(%struct.S20) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %24, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %27

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x i32], ptr %14, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = mul nsw i32 %13, %18
  %20 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x i32], ptr %20, i64 0, i64 %22
  store i32 %19, ptr %23, align 4
  br label %24

24:                                               ; preds = %8
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %4, align 4
  br label %5, !llvm.loop !9

27:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f24(ptr dead_on_unwind noalias writable sret(%struct.S24) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = shl i64 %5, 3
  store i64 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, 5.000000e-01
  store double %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  %11 = load i32, ptr %10, align 8
  %12 = sub nsw i32 0, %11
  %13 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  store i32 %12, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.HFA2 @h2([2 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.HFA2, align 4
  %3 = alloca %struct.HFA2, align 4
  store [2 x float] %0, ptr %3, align 4
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
  %16 = load %struct.HFA2, ptr %2, align 4
  ret %struct.HFA2 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.HFA3 @h3([3 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.HFA3, align 4
  %3 = alloca %struct.HFA3, align 4
  store [3 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.HFA3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 2
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.HFA3, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %7, align 4
  %11 = getelementptr inbounds %struct.HFA3, ptr %2, i32 0, i32 2
  %12 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %13, 3.000000e+00
  store float %14, ptr %11, align 4
  %15 = load %struct.HFA3, ptr %2, align 4
  ret %struct.HFA3 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.HFA4 @h4([4 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.HFA4, align 8
  %3 = alloca %struct.HFA4, align 8
  store [4 x double] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.HFA4, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.HFA4, ptr %3, i32 0, i32 3
  %6 = load double, ptr %5, align 8
  store double %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.HFA4, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.HFA4, ptr %3, i32 0, i32 2
  %9 = load double, ptr %8, align 8
  store double %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.HFA4, ptr %2, i32 0, i32 2
  %11 = getelementptr inbounds %struct.HFA4, ptr %3, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  store double %12, ptr %10, align 8
  %13 = getelementptr inbounds %struct.HFA4, ptr %2, i32 0, i32 3
  %14 = getelementptr inbounds %struct.HFA4, ptr %3, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.HFA4, ptr %3, i32 0, i32 3
  %17 = load double, ptr %16, align 8
  %18 = fadd double %15, %17
  store double %18, ptr %13, align 8
  %19 = load %struct.HFA4, ptr %2, align 8
  ret %struct.HFA4 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @m1(i64 %0) #0 {
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
define internal [2 x i64] @m2([2 x i64] %0) #0 {
  %2 = alloca %struct.Mix2, align 8
  %3 = alloca %struct.Mix2, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Mix2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Mix2, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Mix2, ptr %3, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = sitofp i64 %8 to double
  %10 = fadd double %6, %9
  store double %10, ptr %4, align 8
  %11 = getelementptr inbounds %struct.Mix2, ptr %2, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Mix2, ptr %3, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = mul nsw i64 %13, 2
  store i64 %14, ptr %11, align 8
  %15 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @m3([2 x i64] %0) #0 {
  %2 = alloca %struct.Mix3, align 8
  %3 = alloca %struct.Mix3, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Mix3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = mul nsw i32 %6, 2
  store i32 %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Mix3, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fadd float %10, 1.000000e+00
  store float %11, ptr %8, align 4
  %12 = getelementptr inbounds %struct.Mix3, ptr %2, i32 0, i32 2
  %13 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fpext float %16 to double
  %18 = fmul double %14, %17
  store double %18, ptr %12, align 8
  %19 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Nested @nn([3 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.Nested, align 4
  %3 = alloca %struct.Nested, align 4
  store [3 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 1
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.HFA2, ptr %6, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = fadd float %8, %5
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 0
  %11 = getelementptr inbounds %struct.HFA2, ptr %10, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 1
  store float %12, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 12, i1 false)
  %14 = load %struct.Nested, ptr %2, align 4
  ret %struct.Nested %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @stack_args([4 x double] alignstack(8) %0, [4 x double] alignstack(8) %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, double noundef %5, i64 %6, [2 x i64] %7, [3 x float] alignstack(8) %8, float noundef %9) #0 {
  %11 = alloca %struct.HFA4, align 8
  %12 = alloca %struct.HFA4, align 8
  %13 = alloca %struct.S3, align 1
  %14 = alloca %struct.Mix2, align 8
  %15 = alloca %struct.HFA3, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca float, align 4
  store [4 x double] %0, ptr %11, align 8
  store [4 x double] %1, ptr %12, align 8
  %21 = trunc i64 %6 to i24
  store i24 %21, ptr %13, align 1
  store [2 x i64] %7, ptr %14, align 8
  store [3 x float] %8, ptr %15, align 4
  store ptr %2, ptr %16, align 8
  store ptr %3, ptr %17, align 8
  store i32 %4, ptr %18, align 4
  store double %5, ptr %19, align 8
  store float %9, ptr %20, align 4
  %22 = getelementptr inbounds %struct.HFA4, ptr %11, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.HFA4, ptr %12, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = fadd double %23, %25
  %27 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 0
  %28 = load i64, ptr %27, align 8
  %29 = sitofp i64 %28 to double
  %30 = fadd double %26, %29
  %31 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 1
  %32 = load double, ptr %31, align 8
  %33 = fadd double %30, %32
  %34 = getelementptr inbounds %struct.S20, ptr %3, i32 0, i32 0
  %35 = getelementptr inbounds [5 x i32], ptr %34, i64 0, i64 4
  %36 = load i32, ptr %35, align 4
  %37 = sitofp i32 %36 to double
  %38 = fadd double %33, %37
  %39 = load i32, ptr %18, align 4
  %40 = sitofp i32 %39 to double
  %41 = fadd double %38, %40
  %42 = load double, ptr %19, align 8
  %43 = fadd double %41, %42
  %44 = getelementptr inbounds %struct.S3, ptr %13, i32 0, i32 2
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = sitofp i32 %46 to double
  %48 = fadd double %43, %47
  %49 = getelementptr inbounds %struct.Mix2, ptr %14, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = fadd double %48, %50
  %52 = getelementptr inbounds %struct.Mix2, ptr %14, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  %54 = sitofp i64 %53 to double
  %55 = fadd double %51, %54
  %56 = getelementptr inbounds %struct.HFA3, ptr %15, i32 0, i32 2
  %57 = load float, ptr %56, align 4
  %58 = fpext float %57 to double
  %59 = fadd double %55, %58
  %60 = load float, ptr %20, align 4
  %61 = fpext float %60 to double
  %62 = fadd double %59, %61
  ret double %62
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
