; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

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

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vec3, align 8
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca [3 x %struct.Particle], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Particle, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Pair8, align 1
  %11 = alloca %struct.Pair8, align 1
  %12 = alloca %struct.Tiny, align 2
  %13 = alloca %struct.Tiny, align 2
  %14 = alloca %struct.Quad, align 4
  %15 = alloca %struct.Quad, align 4
  %16 = alloca %struct.Quad, align 4
  %17 = alloca %union.Num, align 4
  %18 = alloca %struct.Particle, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.b, i64 24, i1 false)
  call void @vcross(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %4, ptr noundef byval(%struct.Vec3) align 8 %2, ptr noundef byval(%struct.Vec3) align 8 %3)
  %19 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = call double @vdot(ptr noundef byval(%struct.Vec3) align 8 %2, ptr noundef byval(%struct.Vec3) align 8 %3)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %20, double noundef %22, double noundef %24, double noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.ps, i64 168, i1 false)
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %45, %0
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %28, 64
  br i1 %29, label %30, label %48

30:                                               ; preds = %27
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %41, %30
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 3
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %36
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %39
  call void @step(ptr dead_on_unwind writable sret(%struct.Particle) align 8 %8, ptr noundef byval(%struct.Particle) align 8 %40, double noundef 1.250000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %8, i64 56, i1 false)
  br label %41

41:                                               ; preds = %34
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %31, !llvm.loop !5

44:                                               ; preds = %31
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %27, !llvm.loop !7

48:                                               ; preds = %27
  store i32 0, ptr %9, align 4
  br label %49

49:                                               ; preds = %83, %48
  %50 = load i32, ptr %9, align 4
  %51 = icmp slt i32 %50, 3
  br i1 %51, label %52, label %86

52:                                               ; preds = %49
  %53 = load i32, ptr %9, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %54
  %56 = getelementptr inbounds %struct.Particle, ptr %55, i32 0, i32 3
  %57 = load i32, ptr %56, align 4
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.Particle, ptr %60, i32 0, i32 0
  %62 = getelementptr inbounds %struct.Vec3, ptr %61, i32 0, i32 0
  %63 = load double, ptr %62, align 8
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %65
  %67 = getelementptr inbounds %struct.Particle, ptr %66, i32 0, i32 0
  %68 = getelementptr inbounds %struct.Vec3, ptr %67, i32 0, i32 1
  %69 = load double, ptr %68, align 8
  %70 = load i32, ptr %9, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %71
  %73 = getelementptr inbounds %struct.Particle, ptr %72, i32 0, i32 0
  %74 = getelementptr inbounds %struct.Vec3, ptr %73, i32 0, i32 2
  %75 = load double, ptr %74, align 8
  %76 = load i32, ptr %9, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 %77
  %79 = getelementptr inbounds %struct.Particle, ptr %78, i32 0, i32 2
  %80 = load float, ptr %79, align 8
  %81 = fpext float %80 to double
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57, double noundef %63, double noundef %69, double noundef %75, double noundef %81)
  br label %83

83:                                               ; preds = %52
  %84 = load i32, ptr %9, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %9, align 4
  br label %49, !llvm.loop !8

86:                                               ; preds = %49
  %87 = getelementptr inbounds %struct.Pair8, ptr %11, i32 0, i32 0
  store i8 7, ptr %87, align 1
  %88 = getelementptr inbounds %struct.Pair8, ptr %11, i32 0, i32 1
  store i8 -56, ptr %88, align 1
  %89 = load i16, ptr %11, align 1
  %90 = call i16 @swap8(i16 %89)
  store i16 %90, ptr %10, align 1
  %91 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 0
  store i16 -1234, ptr %91, align 2
  %92 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 0
  %93 = load i16, ptr %92, align 2
  %94 = call i16 @tiny(i16 %93)
  %95 = getelementptr inbounds %struct.Tiny, ptr %12, i32 0, i32 0
  store i16 %94, ptr %95, align 2
  %96 = getelementptr inbounds %struct.Pair8, ptr %10, i32 0, i32 0
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  %99 = getelementptr inbounds %struct.Pair8, ptr %10, i32 0, i32 1
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i32
  %102 = getelementptr inbounds %struct.Tiny, ptr %12, i32 0, i32 0
  %103 = load i16, ptr %102, align 2
  %104 = sext i16 %103 to i32
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %98, i32 noundef %101, i32 noundef %104)
  %106 = getelementptr inbounds %struct.Quad, ptr %15, i32 0, i32 0
  store float 1.000000e+00, ptr %106, align 4
  %107 = getelementptr inbounds float, ptr %106, i64 1
  store float 2.000000e+00, ptr %107, align 4
  %108 = getelementptr inbounds float, ptr %106, i64 2
  store float 3.000000e+00, ptr %108, align 4
  %109 = getelementptr inbounds float, ptr %106, i64 3
  store float 4.000000e+00, ptr %109, align 4
  %110 = getelementptr inbounds %struct.Quad, ptr %16, i32 0, i32 0
  store float 5.000000e-01, ptr %110, align 4
  %111 = getelementptr inbounds float, ptr %110, i64 1
  store float 2.500000e-01, ptr %111, align 4
  %112 = getelementptr inbounds float, ptr %110, i64 2
  store float 2.000000e+00, ptr %112, align 4
  %113 = getelementptr inbounds float, ptr %110, i64 3
  store float -1.000000e+00, ptr %113, align 4
  %114 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %15, i32 0, i32 0
  %115 = load <2 x float>, ptr %114, align 4
  %116 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %15, i32 0, i32 1
  %117 = load <2 x float>, ptr %116, align 4
  %118 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %16, i32 0, i32 0
  %119 = load <2 x float>, ptr %118, align 4
  %120 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %16, i32 0, i32 1
  %121 = load <2 x float>, ptr %120, align 4
  %122 = call { <2 x float>, <2 x float> } @qmul(<2 x float> %115, <2 x float> %117, <2 x float> %119, <2 x float> %121)
  %123 = getelementptr inbounds %struct.Quad, ptr %14, i32 0, i32 0
  %124 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %123, i32 0, i32 0
  %125 = extractvalue { <2 x float>, <2 x float> } %122, 0
  store <2 x float> %125, ptr %124, align 4
  %126 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %123, i32 0, i32 1
  %127 = extractvalue { <2 x float>, <2 x float> } %122, 1
  store <2 x float> %127, ptr %126, align 4
  %128 = getelementptr inbounds %struct.Quad, ptr %14, i32 0, i32 0
  %129 = getelementptr inbounds [4 x float], ptr %128, i64 0, i64 0
  %130 = load float, ptr %129, align 4
  %131 = fpext float %130 to double
  %132 = getelementptr inbounds %struct.Quad, ptr %14, i32 0, i32 0
  %133 = getelementptr inbounds [4 x float], ptr %132, i64 0, i64 1
  %134 = load float, ptr %133, align 4
  %135 = fpext float %134 to double
  %136 = getelementptr inbounds %struct.Quad, ptr %14, i32 0, i32 0
  %137 = getelementptr inbounds [4 x float], ptr %136, i64 0, i64 2
  %138 = load float, ptr %137, align 4
  %139 = fpext float %138 to double
  %140 = getelementptr inbounds %struct.Quad, ptr %14, i32 0, i32 0
  %141 = getelementptr inbounds [4 x float], ptr %140, i64 0, i64 3
  %142 = load float, ptr %141, align 4
  %143 = fpext float %142 to double
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %131, double noundef %135, double noundef %139, double noundef %143)
  %145 = call i32 @num_from_int(i32 noundef 1069547520)
  %146 = getelementptr inbounds %union.Num, ptr %17, i32 0, i32 0
  store i32 %145, ptr %146, align 4
  %147 = load float, ptr %17, align 4
  %148 = fpext float %147 to double
  %149 = getelementptr inbounds [4 x i8], ptr %17, i64 0, i64 0
  %150 = load i8, ptr %149, align 4
  %151 = zext i8 %150 to i32
  %152 = getelementptr inbounds [4 x i8], ptr %17, i64 0, i64 1
  %153 = load i8, ptr %152, align 1
  %154 = zext i8 %153 to i32
  %155 = getelementptr inbounds [4 x i8], ptr %17, i64 0, i64 2
  %156 = load i8, ptr %155, align 2
  %157 = zext i8 %156 to i32
  %158 = getelementptr inbounds [4 x i8], ptr %17, i64 0, i64 3
  %159 = load i8, ptr %158, align 1
  %160 = zext i8 %159 to i32
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %148, i32 noundef %151, i32 noundef %154, i32 noundef %157, i32 noundef %160)
  %162 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %162, i64 56, i1 false)
  %163 = getelementptr inbounds %struct.Particle, ptr %18, i32 0, i32 3
  store i32 99, ptr %163, align 4
  %164 = getelementptr inbounds %struct.Particle, ptr %18, i32 0, i32 3
  %165 = load i32, ptr %164, align 4
  %166 = getelementptr inbounds [3 x %struct.Particle], ptr %5, i64 0, i64 1
  %167 = getelementptr inbounds %struct.Particle, ptr %166, i32 0, i32 3
  %168 = load i32, ptr %167, align 4
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %165, i32 noundef %168)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal void @vcross(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef byval(%struct.Vec3) align 8 %1, ptr noundef byval(%struct.Vec3) align 8 %2) #2 {
  %4 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = fneg double %13
  %15 = call double @llvm.fmuladd.f64(double %6, double %8, double %14)
  store double %15, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, %24
  %26 = fneg double %25
  %27 = call double @llvm.fmuladd.f64(double %18, double %20, double %26)
  store double %27, ptr %16, align 8
  %28 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %29 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 1
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = fmul double %34, %36
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %30, double %32, double %38)
  store double %39, ptr %28, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal double @vdot(ptr noundef byval(%struct.Vec3) align 8 %0, ptr noundef byval(%struct.Vec3) align 8 %1) #2 {
  %3 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %4 = load double, ptr %3, align 8
  %5 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fmul double %8, %10
  %12 = call double @llvm.fmuladd.f64(double %4, double %6, double %11)
  %13 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = call double @llvm.fmuladd.f64(double %14, double %16, double %12)
  ret double %17
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal void @step(ptr dead_on_unwind noalias writable sret(%struct.Particle) align 8 %0, ptr noundef byval(%struct.Particle) align 8 %1, double noundef %2) #2 {
  %4 = alloca double, align 8
  %5 = alloca %struct.Vec3, align 8
  %6 = alloca %struct.Vec3, align 8
  store double %2, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %10 = load double, ptr %4, align 8
  call void @vscale(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %6, ptr noundef byval(%struct.Vec3) align 8 %9, double noundef %10)
  call void @vadd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %5, ptr noundef byval(%struct.Vec3) align 8 %8, ptr noundef byval(%struct.Vec3) align 8 %6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %5, i64 24, i1 false)
  %11 = load double, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec3, ptr %12, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = call double @llvm.fmuladd.f64(double -9.750000e+00, double %11, double %14)
  store double %15, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 56, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i16 @swap8(i16 %0) #2 {
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

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i16 @tiny(i16 %0) #2 {
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

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal { <2 x float>, <2 x float> } @qmul(<2 x float> %0, <2 x float> %1, <2 x float> %2, <2 x float> %3) #0 {
  %5 = alloca %struct.Quad, align 4
  %6 = alloca %struct.Quad, align 4
  %7 = alloca %struct.Quad, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %9, align 4
  %10 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 1
  store <2 x float> %1, ptr %10, align 4
  %11 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 0
  store <2 x float> %2, ptr %11, align 4
  %12 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 1
  store <2 x float> %3, ptr %12, align 4
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %32, %4
  %14 = load i32, ptr %8, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %35

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.Quad, ptr %6, i32 0, i32 0
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x float], ptr %17, i64 0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.Quad, ptr %7, i32 0, i32 0
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x float], ptr %22, i64 0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fmul float %21, %26
  %28 = getelementptr inbounds %struct.Quad, ptr %5, i32 0, i32 0
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x float], ptr %28, i64 0, i64 %30
  store float %27, ptr %31, align 4
  br label %32

32:                                               ; preds = %16
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %13, !llvm.loop !9

35:                                               ; preds = %13
  %36 = getelementptr inbounds %struct.Quad, ptr %5, i32 0, i32 0
  %37 = load { <2 x float>, <2 x float> }, ptr %36, align 4
  ret { <2 x float>, <2 x float> } %37
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @num_from_int(i32 noundef %0) #2 {
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
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal void @vadd(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef byval(%struct.Vec3) align 8 %1, ptr noundef byval(%struct.Vec3) align 8 %2) #2 {
  %4 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = fadd double %6, %8
  store double %9, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fadd double %12, %14
  store double %15, ptr %10, align 8
  %16 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %17 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Vec3, ptr %2, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = fadd double %18, %20
  store double %21, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal void @vscale(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef byval(%struct.Vec3) align 8 %1, double noundef %2) #2 {
  %4 = alloca double, align 8
  store double %2, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  store double %9, ptr %5, align 8
  %10 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = load double, ptr %4, align 8
  %14 = fmul double %12, %13
  store double %14, ptr %10, align 8
  %15 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %16 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %4, align 8
  %19 = fmul double %17, %18
  store double %19, ptr %15, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
