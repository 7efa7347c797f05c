; ModuleID = 'tests/programs/struct_abi.c'
source_filename = "tests/programs/struct_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %8 = alloca %struct.S3, align 1
  %9 = alloca %struct.S5, align 1
  %10 = alloca %struct.S5, align 1
  %11 = alloca %struct.S5, align 1
  %12 = alloca %struct.S7, align 1
  %13 = alloca %struct.S7, align 1
  %14 = alloca %struct.S7, align 1
  %15 = alloca %struct.S12, align 4
  %16 = alloca %struct.S12, align 4
  %17 = alloca %struct.S12, align 4
  %18 = alloca %struct.S16, align 8
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
  %31 = alloca %struct.HFA3, align 4
  %32 = alloca %struct.HFA4, align 8
  %33 = alloca %struct.HFA4, align 8
  %34 = alloca %struct.HFA4, align 8
  %35 = alloca %struct.Mix1, align 4
  %36 = alloca %struct.Mix1, align 4
  %37 = alloca %struct.Mix2, align 8
  %38 = alloca %struct.Mix2, align 8
  %39 = alloca %struct.Mix2, align 8
  %40 = alloca %struct.Mix3, align 8
  %41 = alloca %struct.Mix3, align 8
  %42 = alloca %struct.Mix3, align 8
  %43 = alloca %struct.Nested, align 4
  %44 = alloca %struct.Nested, align 4
  %45 = alloca %struct.Nested, align 4
  %46 = alloca %struct.HFA4, align 8
  %47 = alloca %struct.HFA4, align 8
  %48 = alloca %struct.S24, align 8
  %49 = alloca %struct.S20, align 4
  %50 = alloca %struct.S3, align 1
  %51 = alloca %struct.Mix2, align 8
  %52 = alloca %struct.HFA3, align 4
  store i32 0, ptr %1, align 4
  %53 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  store i8 120, ptr %53, align 1
  %54 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %55 = load i8, ptr %54, align 1
  %56 = call i8 @f1(i8 %55)
  %57 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  store i8 %56, ptr %57, align 1
  %58 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  store i16 -1234, ptr %58, align 2
  %59 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %60 = load i16, ptr %59, align 2
  %61 = call i16 @f2(i16 %60)
  %62 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  store i16 %61, ptr %62, align 2
  %63 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 0
  store i8 1, ptr %63, align 1
  %64 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 1
  store i8 2, ptr %64, align 1
  %65 = getelementptr inbounds %struct.S3, ptr %7, i32 0, i32 2
  store i8 3, ptr %65, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %7, i64 3, i1 false)
  call void @f3(ptr dead_on_unwind writable sret(%struct.S3) align 1 %6, ptr noundef %8)
  %66 = getelementptr inbounds %struct.S5, ptr %10, i32 0, i32 0
  store i8 10, ptr %66, align 1
  %67 = getelementptr inbounds i8, ptr %66, i64 1
  store i8 20, ptr %67, align 1
  %68 = getelementptr inbounds i8, ptr %66, i64 2
  store i8 30, ptr %68, align 1
  %69 = getelementptr inbounds i8, ptr %66, i64 3
  store i8 40, ptr %69, align 1
  %70 = getelementptr inbounds i8, ptr %66, i64 4
  store i8 50, ptr %70, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %10, i64 5, i1 false)
  call void @f5(ptr dead_on_unwind writable sret(%struct.S5) align 1 %9, ptr noundef %11)
  %71 = getelementptr inbounds %struct.S7, ptr %13, i32 0, i32 0
  store i8 1, ptr %71, align 1
  %72 = getelementptr inbounds i8, ptr %71, i64 1
  store i8 2, ptr %72, align 1
  %73 = getelementptr inbounds i8, ptr %71, i64 2
  store i8 3, ptr %73, align 1
  %74 = getelementptr inbounds i8, ptr %71, i64 3
  store i8 4, ptr %74, align 1
  %75 = getelementptr inbounds i8, ptr %71, i64 4
  store i8 5, ptr %75, align 1
  %76 = getelementptr inbounds i8, ptr %71, i64 5
  store i8 6, ptr %76, align 1
  %77 = getelementptr inbounds i8, ptr %71, i64 6
  store i8 7, ptr %77, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 %13, i64 7, i1 false)
  call void @f7(ptr dead_on_unwind writable sret(%struct.S7) align 1 %12, ptr noundef %14)
  %78 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %79 = load i8, ptr %78, align 1
  %80 = sext i8 %79 to i32
  %81 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %82 = load i16, ptr %81, align 2
  %83 = sext i16 %82 to i32
  %84 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 0
  %85 = load i8, ptr %84, align 1
  %86 = sext i8 %85 to i32
  %87 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 1
  %88 = load i8, ptr %87, align 1
  %89 = sext i8 %88 to i32
  %90 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 2
  %91 = load i8, ptr %90, align 1
  %92 = sext i8 %91 to i32
  %93 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %94 = getelementptr inbounds [5 x i8], ptr %93, i64 0, i64 0
  %95 = load i8, ptr %94, align 1
  %96 = sext i8 %95 to i32
  %97 = getelementptr inbounds %struct.S5, ptr %9, i32 0, i32 0
  %98 = getelementptr inbounds [5 x i8], ptr %97, i64 0, i64 4
  %99 = load i8, ptr %98, align 1
  %100 = sext i8 %99 to i32
  %101 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %102 = getelementptr inbounds [7 x i8], ptr %101, i64 0, i64 0
  %103 = load i8, ptr %102, align 1
  %104 = sext i8 %103 to i32
  %105 = getelementptr inbounds %struct.S7, ptr %12, i32 0, i32 0
  %106 = getelementptr inbounds [7 x i8], ptr %105, i64 0, i64 6
  %107 = load i8, ptr %106, align 1
  %108 = sext i8 %107 to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80, i32 noundef %83, i32 noundef %86, i32 noundef %89, i32 noundef %92, i32 noundef %96, i32 noundef %100, i32 noundef %104, i32 noundef %108)
  %110 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 0
  store i32 1, ptr %110, align 4
  %111 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 1
  store i32 2, ptr %111, align 4
  %112 = getelementptr inbounds %struct.S12, ptr %16, i32 0, i32 2
  store i32 3, ptr %112, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %16, i64 12, i1 false)
  call void @f12(ptr dead_on_unwind writable sret(%struct.S12) align 4 %15, ptr noundef %17)
  %113 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 0
  store i64 1099511627776, ptr %113, align 8
  %114 = getelementptr inbounds %struct.S16, ptr %19, i32 0, i32 1
  store i64 7, ptr %114, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %19, i64 16, i1 false)
  call void @f16(ptr dead_on_unwind writable sret(%struct.S16) align 8 %18, ptr noundef %20)
  %115 = getelementptr inbounds %struct.S20, ptr %22, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %115, ptr align 4 @constinit, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %22, i64 20, i1 false)
  call void @f20(ptr dead_on_unwind writable sret(%struct.S20) align 4 %21, ptr noundef %23)
  %116 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 0
  store i64 5, ptr %116, align 8
  %117 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 1
  store double 3.000000e+00, ptr %117, align 8
  %118 = getelementptr inbounds %struct.S24, ptr %25, i32 0, i32 2
  store i32 9, ptr %118, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %25, i64 24, i1 false)
  call void @f24(ptr dead_on_unwind writable sret(%struct.S24) align 8 %24, ptr noundef %26)
  %119 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 0
  %120 = load i32, ptr %119, align 4
  %121 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 1
  %122 = load i32, ptr %121, align 4
  %123 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 2
  %124 = load i32, ptr %123, align 4
  %125 = getelementptr inbounds %struct.S16, ptr %18, i32 0, i32 0
  %126 = load i64, ptr %125, align 8
  %127 = getelementptr inbounds %struct.S16, ptr %18, i32 0, i32 1
  %128 = load i64, ptr %127, align 8
  %129 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %130 = getelementptr inbounds [5 x i32], ptr %129, i64 0, i64 0
  %131 = load i32, ptr %130, align 4
  %132 = getelementptr inbounds %struct.S20, ptr %21, i32 0, i32 0
  %133 = getelementptr inbounds [5 x i32], ptr %132, i64 0, i64 4
  %134 = load i32, ptr %133, align 4
  %135 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 0
  %136 = load i64, ptr %135, align 8
  %137 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 1
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds %struct.S24, ptr %24, i32 0, i32 2
  %140 = load i32, ptr %139, align 8
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %120, i32 noundef %122, i32 noundef %124, i64 noundef %126, i64 noundef %128, i32 noundef %131, i32 noundef %134, i64 noundef %136, double noundef %138, i32 noundef %140)
  %142 = getelementptr inbounds %struct.HFA2, ptr %28, i32 0, i32 0
  store float 1.500000e+00, ptr %142, align 4
  %143 = getelementptr inbounds %struct.HFA2, ptr %28, i32 0, i32 1
  store float 2.500000e-01, ptr %143, align 4
  %144 = load i64, ptr %28, align 4
  %145 = call i64 @h2(i64 %144)
  store i64 %145, ptr %27, align 4
  %146 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 0
  store float 1.000000e+00, ptr %146, align 4
  %147 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 1
  store float 2.000000e+00, ptr %147, align 4
  %148 = getelementptr inbounds %struct.HFA3, ptr %30, i32 0, i32 2
  store float 3.000000e+00, ptr %148, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 4 %30, i64 12, i1 false)
  call void @h3(ptr dead_on_unwind writable sret(%struct.HFA3) align 4 %29, ptr noundef %31)
  %149 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 0
  store double 1.000000e+00, ptr %149, align 8
  %150 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 1
  store double 2.000000e+00, ptr %150, align 8
  %151 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 2
  store double 3.000000e+00, ptr %151, align 8
  %152 = getelementptr inbounds %struct.HFA4, ptr %33, i32 0, i32 3
  store double 4.000000e+00, ptr %152, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %33, i64 32, i1 false)
  call void @h4(ptr dead_on_unwind writable sret(%struct.HFA4) align 8 %32, ptr noundef %34)
  %153 = getelementptr inbounds %struct.HFA2, ptr %27, i32 0, i32 0
  %154 = load float, ptr %153, align 4
  %155 = fpext float %154 to double
  %156 = getelementptr inbounds %struct.HFA2, ptr %27, i32 0, i32 1
  %157 = load float, ptr %156, align 4
  %158 = fpext float %157 to double
  %159 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 0
  %160 = load float, ptr %159, align 4
  %161 = fpext float %160 to double
  %162 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 1
  %163 = load float, ptr %162, align 4
  %164 = fpext float %163 to double
  %165 = getelementptr inbounds %struct.HFA3, ptr %29, i32 0, i32 2
  %166 = load float, ptr %165, align 4
  %167 = fpext float %166 to double
  %168 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 0
  %169 = load double, ptr %168, align 8
  %170 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 1
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 2
  %173 = load double, ptr %172, align 8
  %174 = getelementptr inbounds %struct.HFA4, ptr %32, i32 0, i32 3
  %175 = load double, ptr %174, align 8
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %155, double noundef %158, double noundef %161, double noundef %164, double noundef %167, double noundef %169, double noundef %171, double noundef %173, double noundef %175)
  %177 = getelementptr inbounds %struct.Mix1, ptr %36, i32 0, i32 0
  store float 2.500000e+00, ptr %177, align 4
  %178 = getelementptr inbounds %struct.Mix1, ptr %36, i32 0, i32 1
  store i32 4, ptr %178, align 4
  %179 = load i64, ptr %36, align 4
  %180 = call i64 @m1(i64 %179)
  store i64 %180, ptr %35, align 4
  %181 = getelementptr inbounds %struct.Mix2, ptr %38, i32 0, i32 0
  store double 5.000000e-01, ptr %181, align 8
  %182 = getelementptr inbounds %struct.Mix2, ptr %38, i32 0, i32 1
  store i64 1000, ptr %182, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %38, i64 16, i1 false)
  call void @m2(ptr dead_on_unwind writable sret(%struct.Mix2) align 8 %37, ptr noundef %39)
  %183 = getelementptr inbounds %struct.Mix3, ptr %41, i32 0, i32 0
  store i32 21, ptr %183, align 8
  %184 = getelementptr inbounds %struct.Mix3, ptr %41, i32 0, i32 1
  store float 1.500000e+00, ptr %184, align 4
  %185 = getelementptr inbounds %struct.Mix3, ptr %41, i32 0, i32 2
  store double 4.000000e+00, ptr %185, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %42, ptr align 8 %41, i64 16, i1 false)
  call void @m3(ptr dead_on_unwind writable sret(%struct.Mix3) align 8 %40, ptr noundef %42)
  %186 = getelementptr inbounds %struct.Nested, ptr %44, i32 0, i32 0
  %187 = getelementptr inbounds %struct.HFA2, ptr %186, i32 0, i32 0
  store float 1.000000e+00, ptr %187, align 4
  %188 = getelementptr inbounds %struct.HFA2, ptr %186, i32 0, i32 1
  store float 2.000000e+00, ptr %188, align 4
  %189 = getelementptr inbounds %struct.Nested, ptr %44, i32 0, i32 1
  store float 3.000000e+00, ptr %189, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 4 %44, i64 12, i1 false)
  call void @nn(ptr dead_on_unwind writable sret(%struct.Nested) align 4 %43, ptr noundef %45)
  %190 = getelementptr inbounds %struct.Mix1, ptr %35, i32 0, i32 0
  %191 = load float, ptr %190, align 4
  %192 = fpext float %191 to double
  %193 = getelementptr inbounds %struct.Mix1, ptr %35, i32 0, i32 1
  %194 = load i32, ptr %193, align 4
  %195 = getelementptr inbounds %struct.Mix2, ptr %37, i32 0, i32 0
  %196 = load double, ptr %195, align 8
  %197 = getelementptr inbounds %struct.Mix2, ptr %37, i32 0, i32 1
  %198 = load i64, ptr %197, align 8
  %199 = getelementptr inbounds %struct.Mix3, ptr %40, i32 0, i32 0
  %200 = load i32, ptr %199, align 8
  %201 = getelementptr inbounds %struct.Mix3, ptr %40, i32 0, i32 1
  %202 = load float, ptr %201, align 4
  %203 = fpext float %202 to double
  %204 = getelementptr inbounds %struct.Mix3, ptr %40, i32 0, i32 2
  %205 = load double, ptr %204, align 8
  %206 = getelementptr inbounds %struct.Nested, ptr %43, i32 0, i32 0
  %207 = getelementptr inbounds %struct.HFA2, ptr %206, i32 0, i32 0
  %208 = load float, ptr %207, align 4
  %209 = fpext float %208 to double
  %210 = getelementptr inbounds %struct.Nested, ptr %43, i32 0, i32 0
  %211 = getelementptr inbounds %struct.HFA2, ptr %210, i32 0, i32 1
  %212 = load float, ptr %211, align 4
  %213 = fpext float %212 to double
  %214 = getelementptr inbounds %struct.Nested, ptr %43, i32 0, i32 1
  %215 = load float, ptr %214, align 4
  %216 = fpext float %215 to double
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %192, i32 noundef %194, double noundef %196, i64 noundef %198, i32 noundef %200, double noundef %203, double noundef %205, double noundef %209, double noundef %213, double noundef %216)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %32, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %47, ptr align 8 %32, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %24, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %21, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %50, ptr align 1 %6, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %37, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %52, ptr align 4 %29, i64 12, i1 false)
  %218 = call double @stack_args(ptr noundef %46, ptr noundef %47, ptr noundef %48, ptr noundef %49, i32 noundef 17, double noundef 1.250000e-01, ptr noundef %50, ptr noundef %51, ptr noundef %52, float noundef 2.500000e+00)
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %218)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f1(i8 %0) #0 {
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
define internal i16 @f2(i16 %0) #0 {
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
define internal void @f3(ptr dead_on_unwind noalias writable sret(%struct.S3) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.S3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 2
  %7 = load i8, ptr %6, align 1
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.S3, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 1
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.S3, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  store i8 %13, ptr %11, align 1
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f5(ptr dead_on_unwind noalias writable sret(%struct.S5) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %21, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4
  %11 = trunc i32 %10 to i8
  %12 = sext i8 %11 to i32
  %13 = getelementptr inbounds %struct.S5, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = add nsw i32 %18, %12
  %20 = trunc i32 %19 to i8
  store i8 %20, ptr %16, align 1
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !5

24:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 5, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f7(ptr dead_on_unwind noalias writable sret(%struct.S7) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %21

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.S7, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [7 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = sext i8 %14 to i32
  %16 = xor i32 %15, 17
  %17 = trunc i32 %16 to i8
  store i8 %17, ptr %13, align 1
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !7

21:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 7, i1 false)
  ret void
}

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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f12(ptr dead_on_unwind noalias writable sret(%struct.S12) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.S12, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 2
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %7, %9
  store i32 %10, ptr %5, align 4
  %11 = getelementptr inbounds %struct.S12, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 2
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %13, %15
  store i32 %16, ptr %11, align 4
  %17 = getelementptr inbounds %struct.S12, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = mul nsw i32 %19, 2
  store i32 %20, ptr %17, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f16(ptr dead_on_unwind noalias writable sret(%struct.S16) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.S16, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.S16, ptr %1, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %5, align 8
  %8 = getelementptr inbounds %struct.S16, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.S16, ptr %1, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds %struct.S16, ptr %1, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = add nsw i64 %10, %12
  store i64 %13, ptr %8, align 8
  ret void
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
  br label %6, !llvm.loop !8

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
define internal i64 @h2(i64 %0) #0 {
  %2 = alloca %struct.HFA2, align 4
  %3 = alloca %struct.HFA2, align 4
  store i64 %0, ptr %3, align 4
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
  %16 = load i64, ptr %2, align 4
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h3(ptr dead_on_unwind noalias writable sret(%struct.HFA3) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.HFA3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.HFA3, ptr %1, i32 0, i32 2
  %7 = load float, ptr %6, align 4
  store float %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.HFA3, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.HFA3, ptr %1, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fmul float %10, 2.000000e+00
  store float %11, ptr %8, align 4
  %12 = getelementptr inbounds %struct.HFA3, ptr %0, i32 0, i32 2
  %13 = getelementptr inbounds %struct.HFA3, ptr %1, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %14, 3.000000e+00
  store float %15, ptr %12, align 4
  ret void
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
define internal void @m2(ptr dead_on_unwind noalias writable sret(%struct.Mix2) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Mix2, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Mix2, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Mix2, ptr %1, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = sitofp i64 %9 to double
  %11 = fadd double %7, %10
  store double %11, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Mix2, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Mix2, ptr %1, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = mul nsw i64 %14, 2
  store i64 %15, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @m3(ptr dead_on_unwind noalias writable sret(%struct.Mix3) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Mix3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Mix3, ptr %1, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = mul nsw i32 %7, 2
  store i32 %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Mix3, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.Mix3, ptr %1, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fadd float %11, 1.000000e+00
  store float %12, ptr %9, align 4
  %13 = getelementptr inbounds %struct.Mix3, ptr %0, i32 0, i32 2
  %14 = getelementptr inbounds %struct.Mix3, ptr %1, i32 0, i32 2
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Mix3, ptr %1, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fpext float %17 to double
  %19 = fmul double %15, %18
  store double %19, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @nn(ptr dead_on_unwind noalias writable sret(%struct.Nested) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Nested, ptr %1, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Nested, ptr %1, i32 0, i32 0
  %8 = getelementptr inbounds %struct.HFA2, ptr %7, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fadd float %9, %6
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.Nested, ptr %1, i32 0, i32 0
  %12 = getelementptr inbounds %struct.HFA2, ptr %11, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Nested, ptr %1, i32 0, i32 1
  store float %13, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 12, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @stack_args(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, double noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, float noundef %9) #0 {
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca float, align 4
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  store i32 %4, ptr %15, align 4
  store double %5, ptr %16, align 8
  store ptr %6, ptr %17, align 8
  store ptr %7, ptr %18, align 8
  store ptr %8, ptr %19, align 8
  store float %9, ptr %20, align 4
  %21 = getelementptr inbounds %struct.HFA4, ptr %0, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.HFA4, ptr %1, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = fadd double %22, %24
  %26 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = sitofp i64 %27 to double
  %29 = fadd double %25, %28
  %30 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = fadd double %29, %31
  %33 = getelementptr inbounds %struct.S20, ptr %3, i32 0, i32 0
  %34 = getelementptr inbounds [5 x i32], ptr %33, i64 0, i64 4
  %35 = load i32, ptr %34, align 4
  %36 = sitofp i32 %35 to double
  %37 = fadd double %32, %36
  %38 = load i32, ptr %15, align 4
  %39 = sitofp i32 %38 to double
  %40 = fadd double %37, %39
  %41 = load double, ptr %16, align 8
  %42 = fadd double %40, %41
  %43 = getelementptr inbounds %struct.S3, ptr %6, i32 0, i32 2
  %44 = load i8, ptr %43, align 1
  %45 = sext i8 %44 to i32
  %46 = sitofp i32 %45 to double
  %47 = fadd double %42, %46
  %48 = getelementptr inbounds %struct.Mix2, ptr %7, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = fadd double %47, %49
  %51 = getelementptr inbounds %struct.Mix2, ptr %7, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = sitofp i64 %52 to double
  %54 = fadd double %50, %53
  %55 = getelementptr inbounds %struct.HFA3, ptr %8, i32 0, i32 2
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = fadd double %54, %57
  %59 = load float, ptr %20, align 4
  %60 = fpext float %59 to double
  %61 = fadd double %58, %60
  ret double %61
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
