; ModuleID = 'tests/programs/struct_abi.c'
source_filename = "tests/programs/struct_abi.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  %31 = alloca [2 x i64], align 8
  %32 = alloca [2 x i64], align 8
  %33 = alloca %struct.HFA4, align 8
  %34 = alloca %struct.HFA4, align 8
  %35 = alloca %struct.HFA4, align 8
  %36 = alloca %struct.Mix1, align 4
  %37 = alloca %struct.Mix1, align 4
  %38 = alloca %struct.Mix2, align 8
  %39 = alloca %struct.Mix2, align 8
  %40 = alloca %struct.Mix3, align 8
  %41 = alloca %struct.Mix3, align 8
  %42 = alloca %struct.Nested, align 4
  %43 = alloca %struct.Nested, align 4
  %44 = alloca [2 x i64], align 8
  %45 = alloca [2 x i64], align 8
  %46 = alloca %struct.HFA4, align 8
  %47 = alloca %struct.HFA4, align 8
  %48 = alloca %struct.S24, align 8
  %49 = alloca %struct.S20, align 4
  %50 = alloca i64, align 8
  %51 = alloca [2 x i64], align 8
  store i32 0, ptr %1, align 4
  %52 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  store i8 120, ptr %52, align 1
  %53 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i64
  %56 = call i64 @f1(i64 %55)
  %57 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %58 = trunc i64 %56 to i8
  store i8 %58, ptr %57, align 1
  %59 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  store i16 -1234, ptr %59, align 2
  %60 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %61 = load i16, ptr %60, align 2
  %62 = zext i16 %61 to i64
  %63 = call i64 @f2(i64 %62)
  %64 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %65 = trunc i64 %63 to i16
  store i16 %65, ptr %64, align 2
  %66 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 0
  store i8 1, ptr %66, align 1
  %67 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 1
  store i8 2, ptr %67, align 1
  %68 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 2
  store i8 3, ptr %68, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %7, i64 3, i1 false)
  %69 = load i64, ptr %8, align 8
  %70 = call i64 @f3(i64 %69)
  %71 = trunc i64 %70 to i24
  store i24 %71, ptr %6, align 1
  %72 = getelementptr inbounds %struct.S5, ptr %10, i32 0, i32 0
  store i8 10, ptr %72, align 1
  %73 = getelementptr inbounds i8, ptr %72, i64 1
  store i8 20, ptr %73, align 1
  %74 = getelementptr inbounds i8, ptr %72, i64 2
  store i8 30, ptr %74, align 1
  %75 = getelementptr inbounds i8, ptr %72, i64 3
  store i8 40, ptr %75, align 1
  %76 = getelementptr inbounds i8, ptr %72, i64 4
  store i8 50, ptr %76, align 1
  %77 = getelementptr inbounds %struct.S5, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %77, i64 5, i1 false)
  %78 = load i64, ptr %11, align 8
  %79 = call i64 @f5(i64 %78)
  %80 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %81 = trunc i64 %79 to i40
  store i40 %81, ptr %80, align 1
  %82 = getelementptr inbounds %struct.S7, ptr %13, i32 0, i32 0
  store i8 1, ptr %82, align 1
  %83 = getelementptr inbounds i8, ptr %82, i64 1
  store i8 2, ptr %83, align 1
  %84 = getelementptr inbounds i8, ptr %82, i64 2
  store i8 3, ptr %84, align 1
  %85 = getelementptr inbounds i8, ptr %82, i64 3
  store i8 4, ptr %85, align 1
  %86 = getelementptr inbounds i8, ptr %82, i64 4
  store i8 5, ptr %86, align 1
  %87 = getelementptr inbounds i8, ptr %82, i64 5
  store i8 6, ptr %87, align 1
  %88 = getelementptr inbounds i8, ptr %82, i64 6
  store i8 7, ptr %88, align 1
  %89 = getelementptr inbounds %struct.S7, ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %89, i64 7, i1 false)
  %90 = load i64, ptr %14, align 8
  %91 = call i64 @f7(i64 %90)
  %92 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %93 = trunc i64 %91 to i56
  store i56 %93, ptr %92, align 1
  %94 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  %97 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %98 = load i16, ptr %97, align 2
  %99 = sext i16 %98 to i32
  %100 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 0
  %101 = load i8, ptr %100, align 1
  %102 = zext i8 %101 to i32
  %103 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 1
  %104 = load i8, ptr %103, align 1
  %105 = zext i8 %104 to i32
  %106 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 2
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %110 = getelementptr inbounds [5 x i8], ptr %109, i64 0, i64 0
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %114 = getelementptr inbounds [5 x i8], ptr %113, i64 0, i64 4
  %115 = load i8, ptr %114, align 1
  %116 = zext i8 %115 to i32
  %117 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %118 = getelementptr inbounds [7 x i8], ptr %117, i64 0, i64 0
  %119 = load i8, ptr %118, align 1
  %120 = zext i8 %119 to i32
  %121 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %122 = getelementptr inbounds [7 x i8], ptr %121, i64 0, i64 6
  %123 = load i8, ptr %122, align 1
  %124 = zext i8 %123 to i32
  %125 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %96, i32 noundef signext %99, i32 noundef signext %102, i32 noundef signext %105, i32 noundef signext %108, i32 noundef signext %112, i32 noundef signext %116, i32 noundef signext %120, i32 noundef signext %124)
  %126 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 0
  store i32 1, ptr %126, align 4
  %127 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 1
  store i32 2, ptr %127, align 4
  %128 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 2
  store i32 3, ptr %128, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 4 %16, i64 12, i1 false)
  %129 = load [2 x i64], ptr %17, align 8
  %130 = call [2 x i64] @f12([2 x i64] %129)
  store [2 x i64] %130, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 8 %18, i64 12, i1 false)
  %131 = getelementptr inbounds %struct.S16, ptr %20, i32 0, i32 0
  store i64 1099511627776, ptr %131, align 8
  %132 = getelementptr inbounds %struct.S16, ptr %20, i32 0, i32 1
  store i64 7, ptr %132, align 8
  %133 = load [2 x i64], ptr %20, align 8
  %134 = call [2 x i64] @f16([2 x i64] %133)
  store [2 x i64] %134, ptr %19, align 8
  %135 = getelementptr inbounds %struct.S20, ptr %22, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %135, ptr align 4 @constinit, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %22, i64 20, i1 false)
  call void @f20(ptr dead_on_unwind writable sret(%struct.S20) align 4 %21, ptr noundef %23)
  %136 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 0
  store i64 5, ptr %136, align 8
  %137 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 1
  store double 3.000000e+00, ptr %137, align 8
  %138 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 2
  store i32 9, ptr %138, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %25, i64 24, i1 false)
  call void @f24(ptr dead_on_unwind writable sret(%struct.S24) align 8 %24, ptr noundef %26)
  %139 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 0
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 1
  %142 = load i32, ptr %141, align 4
  %143 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 2
  %144 = load i32, ptr %143, align 4
  %145 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 0
  %146 = load i64, ptr %145, align 8
  %147 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 1
  %148 = load i64, ptr %147, align 8
  %149 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %150 = getelementptr inbounds [5 x i32], ptr %149, i64 0, i64 0
  %151 = load i32, ptr %150, align 4
  %152 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %153 = getelementptr inbounds [5 x i32], ptr %152, i64 0, i64 4
  %154 = load i32, ptr %153, align 4
  %155 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 0
  %156 = load i64, ptr %155, align 8
  %157 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 1
  %158 = load double, ptr %157, align 8
  %159 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 2
  %160 = load i32, ptr %159, align 8
  %161 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %140, i32 noundef signext %142, i32 noundef signext %144, i64 noundef %146, i64 noundef %148, i32 noundef signext %151, i32 noundef signext %154, i64 noundef %156, double noundef %158, i32 noundef signext %160)
  %162 = getelementptr inbounds %struct.HFA2, ptr %28, i32 0, i32 0
  store float 1.500000e+00, ptr %162, align 4
  %163 = getelementptr inbounds %struct.HFA2, ptr %28, i32 0, i32 1
  store float 2.500000e-01, ptr %163, align 4
  %164 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %165 = load float, ptr %164, align 4
  %166 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %167 = load float, ptr %166, align 4
  %168 = call { float, float } @h2(float %165, float %167)
  %169 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %170 = extractvalue { float, float } %168, 0
  store float %170, ptr %169, align 4
  %171 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  %172 = extractvalue { float, float } %168, 1
  store float %172, ptr %171, align 4
  %173 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 0
  store float 1.000000e+00, ptr %173, align 4
  %174 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 1
  store float 2.000000e+00, ptr %174, align 4
  %175 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 2
  store float 3.000000e+00, ptr %175, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 4 %30, i64 12, i1 false)
  %176 = load [2 x i64], ptr %31, align 8
  %177 = call [2 x i64] @h3([2 x i64] %176)
  store [2 x i64] %177, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 8 %32, i64 12, i1 false)
  %178 = getelementptr inbounds %struct.HFA4, ptr %34, i32 0, i32 0
  store double 1.000000e+00, ptr %178, align 8
  %179 = getelementptr inbounds %struct.HFA4, ptr %34, i32 0, i32 1
  store double 2.000000e+00, ptr %179, align 8
  %180 = getelementptr inbounds %struct.HFA4, ptr %34, i32 0, i32 2
  store double 3.000000e+00, ptr %180, align 8
  %181 = getelementptr inbounds %struct.HFA4, ptr %34, i32 0, i32 3
  store double 4.000000e+00, ptr %181, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %34, i64 32, i1 false)
  call void @h4(ptr dead_on_unwind writable sret(%struct.HFA4) align 8 %33, ptr noundef %35)
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
  %197 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 0
  %198 = load double, ptr %197, align 8
  %199 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 1
  %200 = load double, ptr %199, align 8
  %201 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 2
  %202 = load double, ptr %201, align 8
  %203 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 3
  %204 = load double, ptr %203, align 8
  %205 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %184, double noundef %187, double noundef %190, double noundef %193, double noundef %196, double noundef %198, double noundef %200, double noundef %202, double noundef %204)
  %206 = getelementptr inbounds %struct.Mix1, ptr %37, i32 0, i32 0
  store float 2.500000e+00, ptr %206, align 4
  %207 = getelementptr inbounds %struct.Mix1, ptr %37, i32 0, i32 1
  store i32 4, ptr %207, align 4
  %208 = getelementptr inbounds { float, i32 }, ptr %37, i32 0, i32 0
  %209 = load float, ptr %208, align 4
  %210 = getelementptr inbounds { float, i32 }, ptr %37, i32 0, i32 1
  %211 = load i32, ptr %210, align 4
  %212 = call { float, i32 } @m1(float %209, i32 %211)
  %213 = getelementptr inbounds { float, i32 }, ptr %36, i32 0, i32 0
  %214 = extractvalue { float, i32 } %212, 0
  store float %214, ptr %213, align 4
  %215 = getelementptr inbounds { float, i32 }, ptr %36, i32 0, i32 1
  %216 = extractvalue { float, i32 } %212, 1
  store i32 %216, ptr %215, align 4
  %217 = getelementptr inbounds %struct.Mix2, ptr %39, i32 0, i32 0
  store double 5.000000e-01, ptr %217, align 8
  %218 = getelementptr inbounds %struct.Mix2, ptr %39, i32 0, i32 1
  store i64 1000, ptr %218, align 8
  %219 = getelementptr inbounds { double, i64 }, ptr %39, i32 0, i32 0
  %220 = load double, ptr %219, align 8
  %221 = getelementptr inbounds { double, i64 }, ptr %39, i32 0, i32 1
  %222 = load i64, ptr %221, align 8
  %223 = call { double, i64 } @m2(double %220, i64 %222)
  %224 = getelementptr inbounds { double, i64 }, ptr %38, i32 0, i32 0
  %225 = extractvalue { double, i64 } %223, 0
  store double %225, ptr %224, align 8
  %226 = getelementptr inbounds { double, i64 }, ptr %38, i32 0, i32 1
  %227 = extractvalue { double, i64 } %223, 1
  store i64 %227, ptr %226, align 8
  %228 = getelementptr inbounds %struct.Mix3, ptr %41, i32 0, i32 0
  store i32 21, ptr %228, align 8
  %229 = getelementptr inbounds %struct.Mix3, ptr %41, i32 0, i32 1
  store float 1.500000e+00, ptr %229, align 4
  %230 = getelementptr inbounds %struct.Mix3, ptr %41, i32 0, i32 2
  store double 4.000000e+00, ptr %230, align 8
  %231 = load [2 x i64], ptr %41, align 8
  %232 = call [2 x i64] @m3([2 x i64] %231)
  store [2 x i64] %232, ptr %40, align 8
  %233 = getelementptr inbounds %struct.Nested, ptr %43, i32 0, i32 0
  %234 = getelementptr inbounds %struct.HFA2, ptr %233, i32 0, i32 0
  store float 1.000000e+00, ptr %234, align 4
  %235 = getelementptr inbounds %struct.HFA2, ptr %233, i32 0, i32 1
  store float 2.000000e+00, ptr %235, align 4
  %236 = getelementptr inbounds %struct.Nested, ptr %43, i32 0, i32 1
  store float 3.000000e+00, ptr %236, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr align 4 %43, i64 12, i1 false)
  %237 = load [2 x i64], ptr %44, align 8
  %238 = call [2 x i64] @nn([2 x i64] %237)
  store [2 x i64] %238, ptr %45, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 8 %45, i64 12, i1 false)
  %239 = getelementptr inbounds %struct.Mix1, ptr %36, i32 0, i32 0
  %240 = load float, ptr %239, align 4
  %241 = fpext float %240 to double
  %242 = getelementptr inbounds %struct.Mix1, ptr %36, i32 0, i32 1
  %243 = load i32, ptr %242, align 4
  %244 = getelementptr inbounds %struct.Mix2, ptr %38, i32 0, i32 0
  %245 = load double, ptr %244, align 8
  %246 = getelementptr inbounds %struct.Mix2, ptr %38, i32 0, i32 1
  %247 = load i64, ptr %246, align 8
  %248 = getelementptr inbounds %struct.Mix3, ptr %40, i32 0, i32 0
  %249 = load i32, ptr %248, align 8
  %250 = getelementptr inbounds %struct.Mix3, ptr %40, i32 0, i32 1
  %251 = load float, ptr %250, align 4
  %252 = fpext float %251 to double
  %253 = getelementptr inbounds %struct.Mix3, ptr %40, i32 0, i32 2
  %254 = load double, ptr %253, align 8
  %255 = getelementptr inbounds %struct.Nested, ptr %42, i32 0, i32 0
  %256 = getelementptr inbounds %struct.HFA2, ptr %255, i32 0, i32 0
  %257 = load float, ptr %256, align 4
  %258 = fpext float %257 to double
  %259 = getelementptr inbounds %struct.Nested, ptr %42, i32 0, i32 0
  %260 = getelementptr inbounds %struct.HFA2, ptr %259, i32 0, i32 1
  %261 = load float, ptr %260, align 4
  %262 = fpext float %261 to double
  %263 = getelementptr inbounds %struct.Nested, ptr %42, i32 0, i32 1
  %264 = load float, ptr %263, align 4
  %265 = fpext float %264 to double
  %266 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %241, i32 noundef signext %243, double noundef %245, i64 noundef %247, i32 noundef signext %249, double noundef %252, double noundef %254, double noundef %258, double noundef %262, double noundef %265)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %33, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %47, ptr align 8 %33, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %24, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %21, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 1 %6, i64 3, i1 false)
  %267 = load i64, ptr %50, align 8
  %268 = getelementptr inbounds { double, i64 }, ptr %38, i32 0, i32 0
  %269 = load double, ptr %268, align 8
  %270 = getelementptr inbounds { double, i64 }, ptr %38, i32 0, i32 1
  %271 = load i64, ptr %270, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 4 %29, i64 12, i1 false)
  %272 = load [2 x i64], ptr %51, align 8
  %273 = call double @stack_args(ptr noundef %46, ptr noundef %47, ptr noundef %48, ptr noundef %49, i32 noundef signext 17, double noundef 1.250000e-01, i64 %267, double %269, i64 %271, [2 x i64] %272, float noundef 2.500000e+00)
  %274 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %273)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f1(i64 %0) #0 {
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
  %13 = zext i8 %12 to i64
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2(i64 %0) #0 {
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
  %13 = zext i16 %12 to i64
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f3(i64 %0) #0 {
  %2 = alloca %struct.S3, align 1
  %3 = alloca %struct.S3, align 1
  %4 = alloca i64, align 8
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %2, i64 3, i1 false)
  %15 = load i64, ptr %4, align 8
  ret i64 %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f5(i64 %0) #0 {
  %2 = alloca %struct.S5, align 1
  %3 = alloca %struct.S5, align 1
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
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
  br label %8, !llvm.loop !10

26:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 5, i1 false)
  %27 = getelementptr inbounds %struct.S5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %27, i64 5, i1 false)
  %28 = load i64, ptr %5, align 8
  ret i64 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f7(i64 %0) #0 {
  %2 = alloca %struct.S7, align 1
  %3 = alloca %struct.S7, align 1
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
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
  br label %8, !llvm.loop !12

23:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 7, i1 false)
  %24 = getelementptr inbounds %struct.S7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 7, i1 false)
  %25 = load i64, ptr %5, align 8
  ret i64 %25
}

declare signext i32 @printf(ptr noundef, ...) #2

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
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %25, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %28

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i32], ptr %15, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = mul nsw i32 %14, %19
  %21 = getelementptr inbounds %struct.S20, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x i32], ptr %21, i64 0, i64 %23
  store i32 %20, ptr %24, align 4
  br label %25

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %6, !llvm.loop !13

28:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f24(ptr dead_on_unwind noalias writable sret(%struct.S24) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = shl i64 %6, 3
  store i64 %7, ptr %5, align 8
  %8 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fmul double %9, 5.000000e-01
  store double %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  %12 = load i32, ptr %11, align 8
  %13 = sub nsw i32 0, %12
  %14 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  store i32 %13, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, float } @h2(float %0, float %1) #0 {
  %3 = alloca %struct.HFA2, align 4
  %4 = alloca %struct.HFA2, align 4
  %5 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  store float %0, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.HFA2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.HFA2, ptr %4, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %struct.HFA2, ptr %4, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fadd float %9, %11
  store float %12, ptr %7, align 4
  %13 = getelementptr inbounds %struct.HFA2, ptr %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.HFA2, ptr %4, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds %struct.HFA2, ptr %4, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fsub float %15, %17
  store float %18, ptr %13, align 4
  %19 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = insertvalue { float, float } poison, float %20, 0
  %24 = insertvalue { float, float } %23, float %22, 1
  ret { float, float } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @h3([2 x i64] %0) #0 {
  %2 = alloca %struct.HFA3, align 4
  %3 = alloca %struct.HFA3, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.HFA3, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 2
  %8 = load float, ptr %7, align 4
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.HFA3, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = fmul float %11, 2.000000e+00
  store float %12, ptr %9, align 4
  %13 = getelementptr inbounds %struct.HFA3, ptr %2, i32 0, i32 2
  %14 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, 3.000000e+00
  store float %16, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %17 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h4(ptr dead_on_unwind noalias writable sret(%struct.HFA4) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 3
  %7 = load double, ptr %6, align 8
  store double %7, ptr %5, align 8
  %8 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  store double %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  store double %13, ptr %11, align 8
  %14 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 3
  %15 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 3
  %18 = load double, ptr %17, align 8
  %19 = fadd double %16, %18
  store double %19, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, i32 } @m1(float %0, i32 %1) #0 {
  %3 = alloca %struct.Mix1, align 4
  %4 = alloca %struct.Mix1, align 4
  %5 = getelementptr inbounds { float, i32 }, ptr %4, i32 0, i32 0
  store float %0, ptr %5, align 4
  %6 = getelementptr inbounds { float, i32 }, ptr %4, i32 0, i32 1
  store i32 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Mix1, ptr %4, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %struct.Mix1, ptr %4, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sitofp i32 %11 to float
  %13 = fmul float %9, %12
  store float %13, ptr %7, align 4
  %14 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Mix1, ptr %4, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %14, align 4
  %18 = getelementptr inbounds { float, i32 }, ptr %3, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds { float, i32 }, ptr %3, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = insertvalue { float, i32 } poison, float %19, 0
  %23 = insertvalue { float, i32 } %22, i32 %21, 1
  ret { float, i32 } %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i64 } @m2(double %0, i64 %1) #0 {
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
  %18 = getelementptr inbounds { double, i64 }, ptr %3, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, i64 }, ptr %3, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = insertvalue { double, i64 } poison, double %19, 0
  %23 = insertvalue { double, i64 } %22, i64 %21, 1
  ret { double, i64 } %23
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
define internal [2 x i64] @nn([2 x i64] %0) #0 {
  %2 = alloca %struct.Nested, align 4
  %3 = alloca %struct.Nested, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.HFA2, ptr %8, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd float %10, %7
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 0
  %13 = getelementptr inbounds %struct.HFA2, ptr %12, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 1
  store float %14, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %16 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @stack_args(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef signext %4, double noundef %5, i64 %6, double %7, i64 %8, [2 x i64] %9, float noundef %10) #0 {
  %12 = alloca %struct.S3, align 1
  %13 = alloca %struct.Mix2, align 8
  %14 = alloca %struct.HFA3, align 4
  %15 = alloca [2 x i64], align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca float, align 4
  %23 = trunc i64 %6 to i24
  store i24 %23, ptr %12, align 1
  %24 = getelementptr inbounds { double, i64 }, ptr %13, i32 0, i32 0
  store double %7, ptr %24, align 8
  %25 = getelementptr inbounds { double, i64 }, ptr %13, i32 0, i32 1
  store i64 %8, ptr %25, align 8
  store [2 x i64] %9, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 8 %15, i64 12, i1 false)
  store ptr %0, ptr %16, align 8
  store ptr %1, ptr %17, align 8
  store ptr %2, ptr %18, align 8
  store ptr %3, ptr %19, align 8
  store i32 %4, ptr %20, align 4
  store double %5, ptr %21, align 8
  store float %10, ptr %22, align 4
  %26 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  %30 = fadd double %27, %29
  %31 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 0
  %32 = load i64, ptr %31, align 8
  %33 = sitofp i64 %32 to double
  %34 = fadd double %30, %33
  %35 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = fadd double %34, %36
  %38 = getelementptr inbounds %struct.S20, ptr %3, i32 0, i32 0
  %39 = getelementptr inbounds [5 x i32], ptr %38, i64 0, i64 4
  %40 = load i32, ptr %39, align 4
  %41 = sitofp i32 %40 to double
  %42 = fadd double %37, %41
  %43 = load i32, ptr %20, align 4
  %44 = sitofp i32 %43 to double
  %45 = fadd double %42, %44
  %46 = load double, ptr %21, align 8
  %47 = fadd double %45, %46
  %48 = getelementptr inbounds %struct.S3, ptr %12, i32 0, i32 2
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = sitofp i32 %50 to double
  %52 = fadd double %47, %51
  %53 = getelementptr inbounds %struct.Mix2, ptr %13, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = fadd double %52, %54
  %56 = getelementptr inbounds %struct.Mix2, ptr %13, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = sitofp i64 %57 to double
  %59 = fadd double %55, %58
  %60 = getelementptr inbounds %struct.HFA3, ptr %14, i32 0, i32 2
  %61 = load float, ptr %60, align 4
  %62 = fpext float %61 to double
  %63 = fadd double %59, %62
  %64 = load float, ptr %22, align 4
  %65 = fpext float %64 to double
  %66 = fadd double %63, %65
  ret double %66
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

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
