; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vec3, align 8
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca %struct.Vec3, align 8
  %6 = alloca %struct.Vec3, align 8
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca %struct.Vec3, align 8
  %9 = alloca [3 x %struct.Particle], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Particle, align 8
  %13 = alloca %struct.Particle, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Pair8, align 1
  %16 = alloca %struct.Pair8, align 1
  %17 = alloca i64, align 8
  %18 = alloca %struct.Tiny, align 2
  %19 = alloca %struct.Tiny, align 2
  %20 = alloca %struct.Quad, align 4
  %21 = alloca %struct.Quad, align 4
  %22 = alloca %struct.Quad, align 4
  %23 = alloca %union.Num, align 4
  %24 = alloca %struct.Particle, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.b, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 24, i1 false)
  call void @vcross(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %4, ptr noundef %5, ptr noundef %6)
  %25 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %3, i64 24, i1 false)
  %31 = call double @vdot(ptr noundef %7, ptr noundef %8)
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %26, double noundef %28, double noundef %30, double noundef %31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.ps, i64 168, i1 false)
  store i32 0, ptr %10, align 4
  br label %33

33:                                               ; preds = %51, %0
  %34 = load i32, ptr %10, align 4
  %35 = icmp slt i32 %34, 64
  br i1 %35, label %36, label %54

36:                                               ; preds = %33
  store i32 0, ptr %11, align 4
  br label %37

37:                                               ; preds = %47, %36
  %38 = load i32, ptr %11, align 4
  %39 = icmp slt i32 %38, 3
  br i1 %39, label %40, label %50

40:                                               ; preds = %37
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %42
  %44 = load i32, ptr %11, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %45
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %46, i64 56, i1 false)
  call void @step(ptr dead_on_unwind writable sret(%struct.Particle) align 8 %12, ptr noundef %13, double noundef 1.250000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %43, ptr align 8 %12, i64 56, i1 false)
  br label %47

47:                                               ; preds = %40
  %48 = load i32, ptr %11, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %11, align 4
  br label %37, !llvm.loop !10

50:                                               ; preds = %37
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %10, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %10, align 4
  br label %33, !llvm.loop !12

54:                                               ; preds = %33
  store i32 0, ptr %14, align 4
  br label %55

55:                                               ; preds = %89, %54
  %56 = load i32, ptr %14, align 4
  %57 = icmp slt i32 %56, 3
  br i1 %57, label %58, label %92

58:                                               ; preds = %55
  %59 = load i32, ptr %14, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %60
  %62 = getelementptr inbounds %struct.Particle, ptr %61, i32 0, i32 3
  %63 = load i32, ptr %62, align 4
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %65
  %67 = getelementptr inbounds %struct.Particle, ptr %66, i32 0, i32 0
  %68 = getelementptr inbounds %struct.Vec3, ptr %67, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = load i32, ptr %14, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %71
  %73 = getelementptr inbounds %struct.Particle, ptr %72, i32 0, i32 0
  %74 = getelementptr inbounds %struct.Vec3, ptr %73, i32 0, i32 1
  %75 = load double, ptr %74, align 8
  %76 = load i32, ptr %14, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %77
  %79 = getelementptr inbounds %struct.Particle, ptr %78, i32 0, i32 0
  %80 = getelementptr inbounds %struct.Vec3, ptr %79, i32 0, i32 2
  %81 = load double, ptr %80, align 8
  %82 = load i32, ptr %14, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 %83
  %85 = getelementptr inbounds %struct.Particle, ptr %84, i32 0, i32 2
  %86 = load float, ptr %85, align 8
  %87 = fpext float %86 to double
  %88 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %63, double noundef %69, double noundef %75, double noundef %81, double noundef %87)
  br label %89

89:                                               ; preds = %58
  %90 = load i32, ptr %14, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %14, align 4
  br label %55, !llvm.loop !13

92:                                               ; preds = %55
  %93 = getelementptr inbounds %struct.Pair8, ptr %16, i32 0, i32 0
  store i8 7, ptr %93, align 1
  %94 = getelementptr inbounds %struct.Pair8, ptr %16, i32 0, i32 1
  store i8 -56, ptr %94, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 1 %16, i64 2, i1 false)
  %95 = load i64, ptr %17, align 8
  %96 = call i64 @swap8(i64 %95)
  %97 = trunc i64 %96 to i16
  store i16 %97, ptr %15, align 1
  %98 = getelementptr inbounds %struct.Tiny, ptr %19, i32 0, i32 0
  store i16 -1234, ptr %98, align 2
  %99 = getelementptr inbounds %struct.Tiny, ptr %19, i32 0, i32 0
  %100 = load i16, ptr %99, align 2
  %101 = zext i16 %100 to i64
  %102 = call i64 @tiny(i64 %101)
  %103 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  %104 = trunc i64 %102 to i16
  store i16 %104, ptr %103, align 2
  %105 = getelementptr inbounds %struct.Pair8, ptr %15, i32 0, i32 0
  %106 = load i8, ptr %105, align 1
  %107 = zext i8 %106 to i32
  %108 = getelementptr inbounds %struct.Pair8, ptr %15, i32 0, i32 1
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i32
  %111 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  %112 = load i16, ptr %111, align 2
  %113 = sext i16 %112 to i32
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %107, i32 noundef signext %110, i32 noundef signext %113)
  %115 = getelementptr inbounds %struct.Quad, ptr %21, i32 0, i32 0
  store float 1.000000e+00, ptr %115, align 4
  %116 = getelementptr inbounds float, ptr %115, i64 1
  store float 2.000000e+00, ptr %116, align 4
  %117 = getelementptr inbounds float, ptr %115, i64 2
  store float 3.000000e+00, ptr %117, align 4
  %118 = getelementptr inbounds float, ptr %115, i64 3
  store float 4.000000e+00, ptr %118, align 4
  %119 = getelementptr inbounds %struct.Quad, ptr %22, i32 0, i32 0
  store float 5.000000e-01, ptr %119, align 4
  %120 = getelementptr inbounds float, ptr %119, i64 1
  store float 2.500000e-01, ptr %120, align 4
  %121 = getelementptr inbounds float, ptr %119, i64 2
  store float 2.000000e+00, ptr %121, align 4
  %122 = getelementptr inbounds float, ptr %119, i64 3
  store float -1.000000e+00, ptr %122, align 4
  %123 = getelementptr inbounds %struct.Quad, ptr %21, i32 0, i32 0
  %124 = load [2 x i64], ptr %123, align 4
  %125 = getelementptr inbounds %struct.Quad, ptr %22, i32 0, i32 0
  %126 = load [2 x i64], ptr %125, align 4
  %127 = call [2 x i64] @qmul([2 x i64] %124, [2 x i64] %126)
  %128 = getelementptr inbounds %struct.Quad, ptr %20, i32 0, i32 0
  store [2 x i64] %127, ptr %128, align 4
  %129 = getelementptr inbounds %struct.Quad, ptr %20, i32 0, i32 0
  %130 = getelementptr inbounds [4 x float], ptr %129, i64 0, i64 0
  %131 = load float, ptr %130, align 4
  %132 = fpext float %131 to double
  %133 = getelementptr inbounds %struct.Quad, ptr %20, i32 0, i32 0
  %134 = getelementptr inbounds [4 x float], ptr %133, i64 0, i64 1
  %135 = load float, ptr %134, align 4
  %136 = fpext float %135 to double
  %137 = getelementptr inbounds %struct.Quad, ptr %20, i32 0, i32 0
  %138 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 2
  %139 = load float, ptr %138, align 4
  %140 = fpext float %139 to double
  %141 = getelementptr inbounds %struct.Quad, ptr %20, i32 0, i32 0
  %142 = getelementptr inbounds [4 x float], ptr %141, i64 0, i64 3
  %143 = load float, ptr %142, align 4
  %144 = fpext float %143 to double
  %145 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %132, double noundef %136, double noundef %140, double noundef %144)
  %146 = call i64 @num_from_int(i32 noundef signext 1069547520)
  %147 = getelementptr inbounds %union.Num, ptr %23, i32 0, i32 0
  %148 = trunc i64 %146 to i32
  store i32 %148, ptr %147, align 4
  %149 = load float, ptr %23, align 4
  %150 = fpext float %149 to double
  %151 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 0
  %152 = load i8, ptr %151, align 4
  %153 = zext i8 %152 to i32
  %154 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 1
  %155 = load i8, ptr %154, align 1
  %156 = zext i8 %155 to i32
  %157 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 2
  %158 = load i8, ptr %157, align 2
  %159 = zext i8 %158 to i32
  %160 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 3
  %161 = load i8, ptr %160, align 1
  %162 = zext i8 %161 to i32
  %163 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %150, i32 noundef signext %153, i32 noundef signext %156, i32 noundef signext %159, i32 noundef signext %162)
  %164 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %164, i64 56, i1 false)
  %165 = getelementptr inbounds %struct.Particle, ptr %24, i32 0, i32 3
  store i32 99, ptr %165, align 4
  %166 = getelementptr inbounds %struct.Particle, ptr %24, i32 0, i32 3
  %167 = load i32, ptr %166, align 4
  %168 = getelementptr inbounds [3 x %struct.Particle], ptr %9, i64 0, i64 1
  %169 = getelementptr inbounds %struct.Particle, ptr %168, i32 0, i32 3
  %170 = load i32, ptr %169, align 4
  %171 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %167, i32 noundef signext %170)
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

declare signext i32 @printf(ptr noundef, ...) #2

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
define internal i64 @swap8(i64 %0) #0 {
  %2 = alloca %struct.Pair8, align 1
  %3 = alloca %struct.Pair8, align 1
  %4 = alloca i64, align 8
  %5 = trunc i64 %0 to i16
  store i16 %5, ptr %3, align 1
  %6 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 1
  %8 = load i8, ptr %7, align 1
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.Pair8, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.Pair8, ptr %3, i32 0, i32 0
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %9, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %2, i64 2, i1 false)
  %12 = load i64, ptr %4, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tiny(i64 %0) #0 {
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
  %14 = zext i16 %13 to i64
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @qmul([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.Quad, align 4
  %4 = alloca %struct.Quad, align 4
  %5 = alloca %struct.Quad, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.Quad, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %7, align 4
  %8 = getelementptr inbounds %struct.Quad, ptr %5, i32 0, i32 0
  store [2 x i64] %1, ptr %8, align 4
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
  br label %9, !llvm.loop !14

31:                                               ; preds = %9
  %32 = getelementptr inbounds %struct.Quad, ptr %3, i32 0, i32 0
  %33 = load [2 x i64], ptr %32, align 4
  ret [2 x i64] %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @num_from_int(i32 noundef signext %0) #0 {
  %2 = alloca %union.Num, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  store i32 %4, ptr %2, align 4
  %5 = getelementptr inbounds %union.Num, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = zext i32 %6 to i64
  ret i64 %7
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!14 = distinct !{!14, !11}
