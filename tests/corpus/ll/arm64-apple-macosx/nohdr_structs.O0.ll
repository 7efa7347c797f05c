; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

%struct.Vec3 = type { double, double, double }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, float, i32 }
%struct.Pair8 = type { i8, i8 }
%struct.Tiny = type { i16 }
%struct.Quad = type { [4 x float] }
%union.Num = type { i32 }

@__const.main.a = private unnamed_addr constant %struct.Vec3 { double 1.000000e+00, double 2.000000e+00, double 3.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.Vec3 { double 4.000000e+00, double 0.000000e+00, double -1.000000e+00 }, align 8
@.str = private unnamed_addr constant [35 x i8] c"cross = %.2f %.2f %.2f dot = %.2f\0A\00", align 1
@__const.main.ps = private unnamed_addr constant [3 x %struct.Particle] [%struct.Particle { %struct.Vec3 { double 0.000000e+00, double 0.000000e+00, double 1.000000e+01 }, %struct.Vec3 { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00 }, float 1.500000e+00, i32 1 }, %struct.Particle { %struct.Vec3 { double 5.000000e+00, double 5.000000e+00, double 0.000000e+00 }, %struct.Vec3 { double 0.000000e+00, double -1.000000e+00, double 2.000000e+01 }, float 2.000000e+00, i32 2 }, %struct.Particle { %struct.Vec3 zeroinitializer, %struct.Vec3 zeroinitializer, float 5.000000e-01, i32 3 }], align 8
@.str.1 = private unnamed_addr constant [36 x i8] c"particle %d: %.4f %.4f %.4f m=%.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"pair8 %u %u tiny %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"quad %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"union float %.3f bytes %u %u %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"copy id %d orig id %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vec3, align 8
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca [3 x %struct.Particle], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Particle, align 8
  %9 = alloca %struct.Particle, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Pair8, align 1
  %12 = alloca %struct.Pair8, align 1
  %13 = alloca i64, align 8
  %14 = alloca %struct.Tiny, align 2
  %15 = alloca %struct.Tiny, align 2
  %16 = alloca %struct.Quad, align 4
  %17 = alloca %struct.Quad, align 4
  %18 = alloca %struct.Quad, align 4
  %19 = alloca %union.Num, align 4
  %20 = alloca %struct.Particle, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.b, i64 24, i1 false)
  %21 = load [3 x double], ptr %2, align 8
  %22 = load [3 x double], ptr %3, align 8
  %23 = call %struct.Vec3 @vcross([3 x double] %21, [3 x double] %22)
  %24 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %25 = extractvalue %struct.Vec3 %23, 0
  store double %25, ptr %24, align 8
  %26 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %27 = extractvalue %struct.Vec3 %23, 1
  store double %27, ptr %26, align 8
  %28 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %29 = extractvalue %struct.Vec3 %23, 2
  store double %29, ptr %28, align 8
  %30 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %35 = load double, ptr %34, align 8
  %36 = load [3 x double], ptr %2, align 8
  %37 = load [3 x double], ptr %3, align 8
  %38 = call double @vdot([3 x double] %36, [3 x double] %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %31, double noundef %33, double noundef %35, double noundef %38)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.ps, i64 168, i1 false)
  store i32 0, ptr %6, align 4
  br label %40

40:                                               ; preds = %58, %0
  %41 = load i32, ptr %6, align 4
  %42 = icmp slt i32 %41, 64
  br i1 %42, label %43, label %61

43:                                               ; preds = %40
  store i32 0, ptr %7, align 4
  br label %44

44:                                               ; preds = %54, %43
  %45 = load i32, ptr %7, align 4
  %46 = icmp slt i32 %45, 3
  br i1 %46, label %47, label %57

47:                                               ; preds = %44
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %49
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %52
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %53, i64 56, i1 false)
  call void @step(ptr dead_on_unwind writable sret(%struct.Particle) align 8 %8, ptr noundef %9, double noundef 1.250000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 8 %8, i64 56, i1 false)
  br label %54

54:                                               ; preds = %47
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %44, !llvm.loop !5

57:                                               ; preds = %44
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %40, !llvm.loop !7

61:                                               ; preds = %40
  store i32 0, ptr %10, align 4
  br label %62

62:                                               ; preds = %96, %61
  %63 = load i32, ptr %10, align 4
  %64 = icmp slt i32 %63, 3
  br i1 %64, label %65, label %99

65:                                               ; preds = %62
  %66 = load i32, ptr %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %67
  %69 = getelementptr inbounds %struct.Particle, ptr %68, i32 0, i32 3
  %70 = load i32, ptr %69, align 4
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %72
  %74 = getelementptr inbounds %struct.Particle, ptr %73, i32 0, i32 0
  %75 = getelementptr inbounds %struct.Vec3, ptr %74, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = load i32, ptr %10, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %78
  %80 = getelementptr inbounds %struct.Particle, ptr %79, i32 0, i32 0
  %81 = getelementptr inbounds %struct.Vec3, ptr %80, i32 0, i32 1
  %82 = load double, ptr %81, align 8
  %83 = load i32, ptr %10, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %84
  %86 = getelementptr inbounds %struct.Particle, ptr %85, i32 0, i32 0
  %87 = getelementptr inbounds %struct.Vec3, ptr %86, i32 0, i32 2
  %88 = load double, ptr %87, align 8
  %89 = load i32, ptr %10, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %90
  %92 = getelementptr inbounds %struct.Particle, ptr %91, i32 0, i32 2
  %93 = load float, ptr %92, align 8
  %94 = fpext float %93 to double
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %70, double noundef %76, double noundef %82, double noundef %88, double noundef %94)
  br label %96

96:                                               ; preds = %65
  %97 = load i32, ptr %10, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %10, align 4
  br label %62, !llvm.loop !8

99:                                               ; preds = %62
  %100 = getelementptr inbounds %struct.Pair8, ptr %12, i32 0, i32 0
  store i8 7, ptr %100, align 1
  %101 = getelementptr inbounds %struct.Pair8, ptr %12, i32 0, i32 1
  store i8 -56, ptr %101, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %12, i64 2, i1 false)
  %102 = load i64, ptr %13, align 8
  %103 = call i16 @swap8(i64 %102)
  store i16 %103, ptr %11, align 1
  %104 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  store i16 -1234, ptr %104, align 2
  %105 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %106 = load i16, ptr %105, align 2
  %107 = zext i16 %106 to i64
  %108 = call i16 @tiny(i64 %107)
  %109 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  store i16 %108, ptr %109, align 2
  %110 = getelementptr inbounds %struct.Pair8, ptr %11, i32 0, i32 0
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds %struct.Pair8, ptr %11, i32 0, i32 1
  %114 = load i8, ptr %113, align 1
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %117 = load i16, ptr %116, align 2
  %118 = sext i16 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %112, i32 noundef %115, i32 noundef %118)
  %120 = getelementptr inbounds %struct.Quad, ptr %17, i32 0, i32 0
  store float 1.000000e+00, ptr %120, align 4
  %121 = getelementptr inbounds float, ptr %120, i64 1
  store float 2.000000e+00, ptr %121, align 4
  %122 = getelementptr inbounds float, ptr %120, i64 2
  store float 3.000000e+00, ptr %122, align 4
  %123 = getelementptr inbounds float, ptr %120, i64 3
  store float 4.000000e+00, ptr %123, align 4
  %124 = getelementptr inbounds %struct.Quad, ptr %18, i32 0, i32 0
  store float 5.000000e-01, ptr %124, align 4
  %125 = getelementptr inbounds float, ptr %124, i64 1
  store float 2.500000e-01, ptr %125, align 4
  %126 = getelementptr inbounds float, ptr %124, i64 2
  store float 2.000000e+00, ptr %126, align 4
  %127 = getelementptr inbounds float, ptr %124, i64 3
  store float -1.000000e+00, ptr %127, align 4
  %128 = getelementptr inbounds %struct.Quad, ptr %17, i32 0, i32 0
  %129 = load [4 x float], ptr %128, align 4
  %130 = getelementptr inbounds %struct.Quad, ptr %18, i32 0, i32 0
  %131 = load [4 x float], ptr %130, align 4
  %132 = call %struct.Quad @qmul([4 x float] %129, [4 x float] %131)
  %133 = getelementptr inbounds %struct.Quad, ptr %16, i32 0, i32 0
  %134 = extractvalue %struct.Quad %132, 0
  store [4 x float] %134, ptr %133, align 4
  %135 = getelementptr inbounds %struct.Quad, ptr %16, i32 0, i32 0
  %136 = getelementptr inbounds [4 x float], ptr %135, i64 0, i64 0
  %137 = load float, ptr %136, align 4
  %138 = fpext float %137 to double
  %139 = getelementptr inbounds %struct.Quad, ptr %16, i32 0, i32 0
  %140 = getelementptr inbounds [4 x float], ptr %139, i64 0, i64 1
  %141 = load float, ptr %140, align 4
  %142 = fpext float %141 to double
  %143 = getelementptr inbounds %struct.Quad, ptr %16, i32 0, i32 0
  %144 = getelementptr inbounds [4 x float], ptr %143, i64 0, i64 2
  %145 = load float, ptr %144, align 4
  %146 = fpext float %145 to double
  %147 = getelementptr inbounds %struct.Quad, ptr %16, i32 0, i32 0
  %148 = getelementptr inbounds [4 x float], ptr %147, i64 0, i64 3
  %149 = load float, ptr %148, align 4
  %150 = fpext float %149 to double
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %138, double noundef %142, double noundef %146, double noundef %150)
  %152 = call i32 @num_from_int(i32 noundef 1069547520)
  %153 = getelementptr inbounds %union.Num, ptr %19, i32 0, i32 0
  store i32 %152, ptr %153, align 4
  %154 = load float, ptr %19, align 4
  %155 = fpext float %154 to double
  %156 = getelementptr inbounds [4 x i8], ptr %19, i64 0, i64 0
  %157 = load i8, ptr %156, align 4
  %158 = zext i8 %157 to i32
  %159 = getelementptr inbounds [4 x i8], ptr %19, i64 0, i64 1
  %160 = load i8, ptr %159, align 1
  %161 = zext i8 %160 to i32
  %162 = getelementptr inbounds [4 x i8], ptr %19, i64 0, i64 2
  %163 = load i8, ptr %162, align 2
  %164 = zext i8 %163 to i32
  %165 = getelementptr inbounds [4 x i8], ptr %19, i64 0, i64 3
  %166 = load i8, ptr %165, align 1
  %167 = zext i8 %166 to i32
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %155, i32 noundef %158, i32 noundef %161, i32 noundef %164, i32 noundef %167)
  %169 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %169, i64 56, i1 false)
  %170 = getelementptr inbounds %struct.Particle, ptr %20, i32 0, i32 3
  store i32 99, ptr %170, align 4
  %171 = getelementptr inbounds %struct.Particle, ptr %20, i32 0, i32 3
  %172 = load i32, ptr %171, align 4
  %173 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 1
  %174 = getelementptr inbounds %struct.Particle, ptr %173, i32 0, i32 3
  %175 = load i32, ptr %174, align 4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %172, i32 noundef %175)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal %struct.Vec3 @vcross([3 x double] %0, [3 x double] %1) #0 {
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca %struct.Vec3, align 8
  store [3 x double] %0, ptr %4, align 8
  store [3 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 2
  %26 = load double, ptr %25, align 8
  %27 = fmul double %24, %26
  %28 = fneg double %27
  %29 = call double @llvm.fmuladd.f64(double %20, double %22, double %28)
  store double %29, ptr %18, align 8
  %30 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 2
  %31 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = fmul double %36, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %32, double %34, double %40)
  store double %41, ptr %30, align 8
  %42 = load %struct.Vec3, ptr %3, align 8
  ret %struct.Vec3 %42
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal double @vdot([3 x double] %0, [3 x double] %1) #0 {
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  store [3 x double] %0, ptr %3, align 8
  store [3 x double] %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = call double @llvm.fmuladd.f64(double %6, double %8, double %13)
  %15 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double %16, double %18, double %14)
  ret double %19
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal void @step(ptr dead_on_unwind noalias writable sret(%struct.Particle) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Vec3, align 8
  %7 = alloca %struct.Vec3, align 8
  store ptr %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  %8 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %11 = load double, ptr %5, align 8
  %12 = load [3 x double], ptr %10, align 8
  %13 = call %struct.Vec3 @vscale([3 x double] %12, double noundef %11)
  %14 = getelementptr inbounds %struct.Vec3, ptr %7, i32 0, i32 0
  %15 = extractvalue %struct.Vec3 %13, 0
  store double %15, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Vec3, ptr %7, i32 0, i32 1
  %17 = extractvalue %struct.Vec3 %13, 1
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds %struct.Vec3, ptr %7, i32 0, i32 2
  %19 = extractvalue %struct.Vec3 %13, 2
  store double %19, ptr %18, align 8
  %20 = load [3 x double], ptr %9, align 8
  %21 = load [3 x double], ptr %7, align 8
  %22 = call %struct.Vec3 @vadd([3 x double] %20, [3 x double] %21)
  %23 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 0
  %24 = extractvalue %struct.Vec3 %22, 0
  store double %24, ptr %23, align 8
  %25 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 1
  %26 = extractvalue %struct.Vec3 %22, 1
  store double %26, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Vec3, ptr %6, i32 0, i32 2
  %28 = extractvalue %struct.Vec3 %22, 2
  store double %28, ptr %27, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 24, i1 false)
  %29 = load double, ptr %5, align 8
  %30 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %31 = getelementptr inbounds %struct.Vec3, ptr %30, i32 0, i32 2
  %32 = load double, ptr %31, align 8
  %33 = call double @llvm.fmuladd.f64(double -9.750000e+00, double %29, double %32)
  store double %33, ptr %31, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 56, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i16 @swap8(i64 %0) #0 {
  %2 = alloca %struct.Pair8, align 1
  %3 = alloca %struct.Pair8, align 1
  %4 = trunc i64 %0 to i16
  store i16 %4, ptr %3, align 1
  %5 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 1
  %7 = load i8, ptr %6, align 1
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 0
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %8, align 1
  %11 = load i16, ptr %2, align 1
  ret i16 %11
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i16 @tiny(i64 %0) #0 {
  %2 = alloca %struct.Tiny, align 2
  %3 = alloca %struct.Tiny, align 2
  %4 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  %5 = trunc i64 %0 to i16
  store i16 %5, ptr %4, align 2
  %6 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  %7 = load i16, ptr %6, align 2
  %8 = sext i16 %7 to i32
  %9 = mul nsw i32 %8, -2
  %10 = trunc i32 %9 to i16
  %11 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  store i16 %10, ptr %11, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false)
  %12 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  %13 = load i16, ptr %12, align 2
  ret i16 %13
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal %struct.Quad @qmul([4 x float] %0, [4 x float] %1) #0 {
  %3 = alloca %struct.Quad, align 4
  %4 = alloca %struct.Quad, align 4
  %5 = alloca %struct.Quad, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.Quad, ptr %4, i32 0, i32 0
  store [4 x float] %0, ptr %7, align 4
  %8 = getelementptr inbounds %struct.Quad, ptr %5, i32 0, i32 0
  store [4 x float] %1, ptr %8, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %28, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.Quad, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x float], ptr %13, i64 0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.Quad, ptr %5, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x float], ptr %18, i64 0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fmul float %17, %22
  %24 = getelementptr inbounds %struct.Quad, ptr %3, i32 0, i32 0
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x float], ptr %24, i64 0, i64 %26
  store float %23, ptr %27, align 4
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %9, !llvm.loop !9

31:                                               ; preds = %9
  %32 = load %struct.Quad, ptr %3, align 4
  ret %struct.Quad %32
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @num_from_int(i32 noundef %0) #0 {
  %2 = alloca %union.Num, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  store i32 %4, ptr %2, align 4
  %5 = getelementptr inbounds %union.Num, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  ret i32 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal %struct.Vec3 @vadd([3 x double] %0, [3 x double] %1) #0 {
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca %struct.Vec3, align 8
  store [3 x double] %0, ptr %4, align 8
  store [3 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 2
  %19 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %5, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = fadd double %20, %22
  store double %23, ptr %18, align 8
  %24 = load %struct.Vec3, ptr %3, align 8
  ret %struct.Vec3 %24
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal %struct.Vec3 @vscale([3 x double] %0, double noundef %1) #0 {
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca double, align 8
  store [3 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double %13, %14
  store double %15, ptr %11, align 8
  %16 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %16, align 8
  %21 = load %struct.Vec3, ptr %3, align 8
  ret %struct.Vec3 %21
}

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
