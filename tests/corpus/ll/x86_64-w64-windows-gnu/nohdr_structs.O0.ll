; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Vec3 = type { double, double, double }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, float, i32 }
%struct.Pair8 = type { i8, i8 }
%struct.Tiny = type { i16 }
%struct.Quad = type { [4 x float] }
%union.Num = type { i32 }

@__const.main.a = private unnamed_addr constant %struct.Vec3 { double 1.000000e+00, double 2.000000e+00, double 3.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.Vec3 { double 4.000000e+00, double 0.000000e+00, double -1.000000e+00 }, align 8
@.str = private unnamed_addr constant [35 x i8] c"cross = %.2f %.2f %.2f dot = %.2f\0A\00", align 1
@__const.main.ps = private unnamed_addr constant [3 x %struct.Particle] [%struct.Particle { %struct.Vec3 { double 0.000000e+00, double 0.000000e+00, double 1.000000e+01 }, %struct.Vec3 { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00 }, float 1.500000e+00, i32 1 }, %struct.Particle { %struct.Vec3 { double 5.000000e+00, double 5.000000e+00, double 0.000000e+00 }, %struct.Vec3 { double 0.000000e+00, double -1.000000e+00, double 2.000000e+01 }, float 2.000000e+00, i32 2 }, %struct.Particle { %struct.Vec3 zeroinitializer, %struct.Vec3 zeroinitializer, float 5.000000e-01, i32 3 }], align 16
@.str.1 = private unnamed_addr constant [36 x i8] c"particle %d: %.4f %.4f %.4f m=%.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"pair8 %u %u tiny %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"quad %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"union float %.3f bytes %u %u %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"copy id %d orig id %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vec3, align 8
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca %struct.Vec3, align 8
  %6 = alloca %struct.Vec3, align 8
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca %struct.Vec3, align 8
  %9 = alloca [3 x %struct.Particle], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Particle, align 8
  %13 = alloca %struct.Particle, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Pair8, align 1
  %16 = alloca %struct.Pair8, align 1
  %17 = alloca %struct.Tiny, align 2
  %18 = alloca %struct.Tiny, align 2
  %19 = alloca %struct.Quad, align 4
  %20 = alloca %struct.Quad, align 4
  %21 = alloca %struct.Quad, align 4
  %22 = alloca %struct.Quad, align 4
  %23 = alloca %struct.Quad, align 4
  %24 = alloca %union.Num, align 4
  %25 = alloca %struct.Particle, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.b, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 24, i1 false)
  call void @vcross(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %4, ptr noundef %5, ptr noundef %6)
  %26 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %31 = load double, ptr %30, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %3, i64 24, i1 false)
  %32 = call double @vdot(ptr noundef %7, ptr noundef %8)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %27, double noundef %29, double noundef %31, double noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.ps, i64 168, i1 false)
  store i32 0, ptr %10, align 4
  br label %34

34:                                               ; preds = %52, %0
  %35 = load i32, ptr %10, align 4
  %36 = icmp slt i32 %35, 64
  br i1 %36, label %37, label %55

37:                                               ; preds = %34
  store i32 0, ptr %11, align 4
  br label %38

38:                                               ; preds = %48, %37
  %39 = load i32, ptr %11, align 4
  %40 = icmp slt i32 %39, 3
  br i1 %40, label %41, label %51

41:                                               ; preds = %38
  %42 = load i32, ptr %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %43
  %45 = load i32, ptr %11, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %46
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %47, i64 56, i1 false)
  call void @step(ptr dead_on_unwind writable sret(%struct.Particle) align 8 %12, ptr noundef %13, double noundef 1.250000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr align 8 %12, i64 56, i1 false)
  br label %48

48:                                               ; preds = %41
  %49 = load i32, ptr %11, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %11, align 4
  br label %38, !llvm.loop !5

51:                                               ; preds = %38
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %10, align 4
  br label %34, !llvm.loop !7

55:                                               ; preds = %34
  store i32 0, ptr %14, align 4
  br label %56

56:                                               ; preds = %90, %55
  %57 = load i32, ptr %14, align 4
  %58 = icmp slt i32 %57, 3
  br i1 %58, label %59, label %93

59:                                               ; preds = %56
  %60 = load i32, ptr %14, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %61
  %63 = getelementptr inbounds %struct.Particle, ptr %62, i32 0, i32 3
  %64 = load i32, ptr %63, align 4
  %65 = load i32, ptr %14, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %66
  %68 = getelementptr inbounds %struct.Particle, ptr %67, i32 0, i32 0
  %69 = getelementptr inbounds %struct.Vec3, ptr %68, i32 0, i32 0
  %70 = load double, ptr %69, align 8
  %71 = load i32, ptr %14, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %72
  %74 = getelementptr inbounds %struct.Particle, ptr %73, i32 0, i32 0
  %75 = getelementptr inbounds %struct.Vec3, ptr %74, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = load i32, ptr %14, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %78
  %80 = getelementptr inbounds %struct.Particle, ptr %79, i32 0, i32 0
  %81 = getelementptr inbounds %struct.Vec3, ptr %80, i32 0, i32 2
  %82 = load double, ptr %81, align 8
  %83 = load i32, ptr %14, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %84
  %86 = getelementptr inbounds %struct.Particle, ptr %85, i32 0, i32 2
  %87 = load float, ptr %86, align 8
  %88 = fpext float %87 to double
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %64, double noundef %70, double noundef %76, double noundef %82, double noundef %88)
  br label %90

90:                                               ; preds = %59
  %91 = load i32, ptr %14, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %14, align 4
  br label %56, !llvm.loop !8

93:                                               ; preds = %56
  %94 = getelementptr inbounds %struct.Pair8, ptr %16, i32 0, i32 0
  store i8 7, ptr %94, align 1
  %95 = getelementptr inbounds %struct.Pair8, ptr %16, i32 0, i32 1
  store i8 -56, ptr %95, align 1
  %96 = load i16, ptr %16, align 1
  %97 = call i16 @swap8(i16 %96)
  store i16 %97, ptr %15, align 1
  %98 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  store i16 -1234, ptr %98, align 2
  %99 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  %100 = load i16, ptr %99, align 2
  %101 = call i16 @tiny(i16 %100)
  %102 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  store i16 %101, ptr %102, align 2
  %103 = getelementptr inbounds %struct.Pair8, ptr %15, i32 0, i32 0
  %104 = load i8, ptr %103, align 1
  %105 = zext i8 %104 to i32
  %106 = getelementptr inbounds %struct.Pair8, ptr %15, i32 0, i32 1
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = getelementptr inbounds %struct.Tiny, ptr %17, i32 0, i32 0
  %110 = load i16, ptr %109, align 2
  %111 = sext i16 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %105, i32 noundef %108, i32 noundef %111)
  %113 = getelementptr inbounds %struct.Quad, ptr %20, i32 0, i32 0
  store float 1.000000e+00, ptr %113, align 4
  %114 = getelementptr inbounds float, ptr %113, i64 1
  store float 2.000000e+00, ptr %114, align 4
  %115 = getelementptr inbounds float, ptr %113, i64 2
  store float 3.000000e+00, ptr %115, align 4
  %116 = getelementptr inbounds float, ptr %113, i64 3
  store float 4.000000e+00, ptr %116, align 4
  %117 = getelementptr inbounds %struct.Quad, ptr %21, i32 0, i32 0
  store float 5.000000e-01, ptr %117, align 4
  %118 = getelementptr inbounds float, ptr %117, i64 1
  store float 2.500000e-01, ptr %118, align 4
  %119 = getelementptr inbounds float, ptr %117, i64 2
  store float 2.000000e+00, ptr %119, align 4
  %120 = getelementptr inbounds float, ptr %117, i64 3
  store float -1.000000e+00, ptr %120, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %20, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %21, i64 16, i1 false)
  call void @qmul(ptr dead_on_unwind writable sret(%struct.Quad) align 4 %19, ptr noundef %22, ptr noundef %23)
  %121 = getelementptr inbounds %struct.Quad, ptr %19, i32 0, i32 0
  %122 = getelementptr inbounds [4 x float], ptr %121, i64 0, i64 0
  %123 = load float, ptr %122, align 4
  %124 = fpext float %123 to double
  %125 = getelementptr inbounds %struct.Quad, ptr %19, i32 0, i32 0
  %126 = getelementptr inbounds [4 x float], ptr %125, i64 0, i64 1
  %127 = load float, ptr %126, align 4
  %128 = fpext float %127 to double
  %129 = getelementptr inbounds %struct.Quad, ptr %19, i32 0, i32 0
  %130 = getelementptr inbounds [4 x float], ptr %129, i64 0, i64 2
  %131 = load float, ptr %130, align 4
  %132 = fpext float %131 to double
  %133 = getelementptr inbounds %struct.Quad, ptr %19, i32 0, i32 0
  %134 = getelementptr inbounds [4 x float], ptr %133, i64 0, i64 3
  %135 = load float, ptr %134, align 4
  %136 = fpext float %135 to double
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %124, double noundef %128, double noundef %132, double noundef %136)
  %138 = call i32 @num_from_int(i32 noundef 1069547520)
  %139 = getelementptr inbounds %union.Num, ptr %24, i32 0, i32 0
  store i32 %138, ptr %139, align 4
  %140 = load float, ptr %24, align 4
  %141 = fpext float %140 to double
  %142 = getelementptr inbounds [4 x i8], ptr %24, i64 0, i64 0
  %143 = load i8, ptr %142, align 4
  %144 = zext i8 %143 to i32
  %145 = getelementptr inbounds [4 x i8], ptr %24, i64 0, i64 1
  %146 = load i8, ptr %145, align 1
  %147 = zext i8 %146 to i32
  %148 = getelementptr inbounds [4 x i8], ptr %24, i64 0, i64 2
  %149 = load i8, ptr %148, align 2
  %150 = zext i8 %149 to i32
  %151 = getelementptr inbounds [4 x i8], ptr %24, i64 0, i64 3
  %152 = load i8, ptr %151, align 1
  %153 = zext i8 %152 to i32
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %141, i32 noundef %144, i32 noundef %147, i32 noundef %150, i32 noundef %153)
  %155 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %155, i64 56, i1 false)
  %156 = getelementptr inbounds %struct.Particle, ptr %25, i32 0, i32 3
  store i32 99, ptr %156, align 4
  %157 = getelementptr inbounds %struct.Particle, ptr %25, i32 0, i32 3
  %158 = load i32, ptr %157, align 4
  %159 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 1
  %160 = getelementptr inbounds %struct.Particle, ptr %159, i32 0, i32 3
  %161 = load i32, ptr %160, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %158, i32 noundef %161)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vcross(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 2
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %13, %15
  %17 = fneg double %16
  %18 = call double @llvm.fmuladd.f64(double %9, double %11, double %17)
  store double %18, ptr %7, align 8
  %19 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 2
  %27 = load double, ptr %26, align 8
  %28 = fmul double %25, %27
  %29 = fneg double %28
  %30 = call double @llvm.fmuladd.f64(double %21, double %23, double %29)
  store double %30, ptr %19, align 8
  %31 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %32 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = fmul double %37, %39
  %41 = fneg double %40
  %42 = call double @llvm.fmuladd.f64(double %33, double %35, double %41)
  store double %42, ptr %31, align 8
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vdot(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = call double @llvm.fmuladd.f64(double %6, double %8, double %13)
  %15 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double %16, double %18, double %14)
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(ptr dead_on_unwind noalias writable sret(%struct.Particle) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca %struct.Vec3, align 8
  %9 = alloca %struct.Vec3, align 8
  %10 = alloca %struct.Vec3, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %12 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %14 = load double, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %13, i64 24, i1 false)
  call void @vscale(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %8, ptr noundef %9, double noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %12, i64 24, i1 false)
  call void @vadd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %7, ptr noundef %10, ptr noundef %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %7, i64 24, i1 false)
  %15 = load double, ptr %6, align 8
  %16 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %17 = getelementptr inbounds %struct.Vec3, ptr %16, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double -9.750000e+00, double %15, double %18)
  store double %19, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 56, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @swap8(i16 %0) #0 {
  %2 = alloca %struct.Pair8, align 1
  %3 = alloca %struct.Pair8, align 1
  store i16 %0, ptr %3, align 1
  %4 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 1
  %6 = load i8, ptr %5, align 1
  store i8 %6, ptr %4, align 1
  %7 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 0
  %9 = load i8, ptr %8, align 1
  store i8 %9, ptr %7, align 1
  %10 = load i16, ptr %2, align 1
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @tiny(i16 %0) #0 {
  %2 = alloca %struct.Tiny, align 2
  %3 = alloca %struct.Tiny, align 2
  %4 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  store i16 %0, ptr %4, align 2
  %5 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  %6 = load i16, ptr %5, align 2
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, -2
  %9 = trunc i32 %8 to i16
  %10 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  store i16 %9, ptr %10, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false)
  %11 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  %12 = load i16, ptr %11, align 2
  ret i16 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @qmul(ptr dead_on_unwind noalias writable sret(%struct.Quad) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Quad, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x float], ptr %12, i64 0, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Quad, ptr %2, i32 0, i32 0
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x float], ptr %17, i64 0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fmul float %16, %21
  %23 = getelementptr inbounds %struct.Quad, ptr %0, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x float], ptr %23, i64 0, i64 %25
  store float %22, ptr %26, align 4
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !9

30:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vadd(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fadd double %9, %11
  store double %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fadd double %15, %17
  store double %18, ptr %13, align 8
  %19 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %20 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = fadd double %21, %23
  store double %24, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vscale(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %6, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %7, align 8
  %12 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %6, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %12, align 8
  %17 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %6, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %17, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !6}
