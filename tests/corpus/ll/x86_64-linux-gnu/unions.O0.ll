; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.DoubleBits = type { double }
%union.Bytes = type { i32 }
%struct.Value = type { i32, %union.anon }
%union.anon = type { i64 }
%struct.anon = type { i32, i32 }
%union.FloatBits = type { float }

@__const.main.fs = private unnamed_addr constant [7 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float -2.500000e+00, float 0x400921FA00000000, float 0x37A16C2000000000, float 6.550400e+04], align 16
@.str = private unnamed_addr constant [26 x i8] c"float[%u] %.3f -> 0x%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"bits 0x40490fdb -> %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"double 1/3 = 0x%016llx lo=0x%08x hi=0x%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"inf? %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"bytes: %02x %02x %02x %02x\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"value[%d] kind=%d num=%.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"total = %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x float], align 16
  %3 = alloca i32, align 4
  %4 = alloca %union.DoubleBits, align 8
  %5 = alloca %union.Bytes, align 4
  %6 = alloca [5 x %struct.Value], align 16
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fs, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %27, %0
  %11 = load i32, ptr %3, align 4
  %12 = zext i32 %11 to i64
  %13 = icmp ult i64 %12, 7
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [7 x float], ptr %2, i64 0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fpext float %19 to double
  %21 = load i32, ptr %3, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [7 x float], ptr %2, i64 0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = call i32 @float_bits(float noundef %24)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15, double noundef %20, i32 noundef %25)
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %3, align 4
  %29 = add i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %10, !llvm.loop !6

30:                                               ; preds = %10
  %31 = call float @bits_float(i32 noundef 1078530011)
  %32 = fpext float %31 to double
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %32)
  store double 0x3FD5555555555555, ptr %4, align 8
  %34 = load i64, ptr %4, align 8
  %35 = getelementptr inbounds [2 x i32], ptr %4, i64 0, i64 0
  %36 = load i32, ptr %35, align 8
  %37 = getelementptr inbounds [2 x i32], ptr %4, i64 0, i64 1
  %38 = load i32, ptr %37, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %34, i32 noundef %36, i32 noundef %38)
  store i64 9218868437227405312, ptr %4, align 8
  %40 = load double, ptr %4, align 8
  %41 = fcmp ogt double %40, 1.000000e+308
  %42 = zext i1 %41 to i32
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %42)
  store i32 287454020, ptr %5, align 4
  %44 = getelementptr inbounds [4 x i8], ptr %5, i64 0, i64 0
  %45 = load i8, ptr %44, align 4
  %46 = zext i8 %45 to i32
  %47 = getelementptr inbounds [4 x i8], ptr %5, i64 0, i64 1
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  %50 = getelementptr inbounds [4 x i8], ptr %5, i64 0, i64 2
  %51 = load i8, ptr %50, align 2
  %52 = zext i8 %51 to i32
  %53 = getelementptr inbounds [4 x i8], ptr %5, i64 0, i64 3
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %46, i32 noundef %49, i32 noundef %52, i32 noundef %55)
  %57 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 0
  %58 = getelementptr inbounds %struct.Value, ptr %57, i32 0, i32 0
  store i32 0, ptr %58, align 16
  %59 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 0
  %60 = getelementptr inbounds %struct.Value, ptr %59, i32 0, i32 1
  store i64 -123456789012, ptr %60, align 8
  %61 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 1
  %62 = getelementptr inbounds %struct.Value, ptr %61, i32 0, i32 0
  store i32 1, ptr %62, align 16
  %63 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 1
  %64 = getelementptr inbounds %struct.Value, ptr %63, i32 0, i32 1
  store double 2.750000e+00, ptr %64, align 8
  %65 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 2
  %66 = getelementptr inbounds %struct.Value, ptr %65, i32 0, i32 0
  store i32 2, ptr %66, align 16
  %67 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 2
  %68 = getelementptr inbounds %struct.Value, ptr %67, i32 0, i32 1
  store ptr @.str.5, ptr %68, align 8
  %69 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 3
  %70 = getelementptr inbounds %struct.Value, ptr %69, i32 0, i32 0
  store i32 3, ptr %70, align 16
  %71 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 3
  %72 = getelementptr inbounds %struct.Value, ptr %71, i32 0, i32 1
  %73 = getelementptr inbounds %struct.anon, ptr %72, i32 0, i32 0
  store i32 12, ptr %73, align 8
  %74 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 3
  %75 = getelementptr inbounds %struct.Value, ptr %74, i32 0, i32 1
  %76 = getelementptr inbounds %struct.anon, ptr %75, i32 0, i32 1
  store i32 -7, ptr %76, align 4
  %77 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 4
  %78 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %77, ptr align 16 %78, i64 16, i1 false)
  %79 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 4
  %80 = getelementptr inbounds %struct.Value, ptr %79, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = fmul double %81, 4.000000e+00
  store double %82, ptr %80, align 8
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %83

83:                                               ; preds = %102, %30
  %84 = load i32, ptr %8, align 4
  %85 = icmp slt i32 %84, 5
  br i1 %85, label %86, label %105

86:                                               ; preds = %83
  %87 = load i32, ptr %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 %88
  %90 = call double @value_num(ptr noundef %89)
  store double %90, ptr %9, align 8
  %91 = load i32, ptr %8, align 4
  %92 = load i32, ptr %8, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [5 x %struct.Value], ptr %6, i64 0, i64 %93
  %95 = getelementptr inbounds %struct.Value, ptr %94, i32 0, i32 0
  %96 = load i32, ptr %95, align 16
  %97 = load double, ptr %9, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %91, i32 noundef %96, double noundef %97)
  %99 = load double, ptr %9, align 8
  %100 = load double, ptr %7, align 8
  %101 = fadd double %100, %99
  store double %101, ptr %7, align 8
  br label %102

102:                                              ; preds = %86
  %103 = load i32, ptr %8, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %8, align 4
  br label %83, !llvm.loop !8

105:                                              ; preds = %83
  %106 = load double, ptr %7, align 8
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %106)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @float_bits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca %union.FloatBits, align 4
  store float %0, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  store float %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @bits_float(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %union.FloatBits, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 4
  %5 = load float, ptr %3, align 4
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @value_num(ptr noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Value, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  switch i32 %8, label %50 [
    i32 0, label %9
    i32 1, label %14
    i32 2, label %18
    i32 3, label %38
  ]

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Value, ptr %10, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = sitofp i64 %12 to double
  store double %13, ptr %2, align 8
  br label %51

14:                                               ; preds = %1
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Value, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  store double %17, ptr %2, align 8
  br label %51

18:                                               ; preds = %1
  store double 0.000000e+00, ptr %4, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.Value, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %5, align 8
  br label %22

22:                                               ; preds = %33, %18
  %23 = load ptr, ptr %5, align 8
  %24 = load i8, ptr %23, align 1
  %25 = icmp ne i8 %24, 0
  br i1 %25, label %26, label %36

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 8
  %28 = load i8, ptr %27, align 1
  %29 = sext i8 %28 to i32
  %30 = sitofp i32 %29 to double
  %31 = load double, ptr %4, align 8
  %32 = fadd double %31, %30
  store double %32, ptr %4, align 8
  br label %33

33:                                               ; preds = %26
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 1
  store ptr %35, ptr %5, align 8
  br label %22, !llvm.loop !9

36:                                               ; preds = %22
  %37 = load double, ptr %4, align 8
  store double %37, ptr %2, align 8
  br label %51

38:                                               ; preds = %1
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.Value, ptr %39, i32 0, i32 1
  %41 = getelementptr inbounds %struct.anon, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 8
  %43 = sitofp i32 %42 to double
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.Value, ptr %44, i32 0, i32 1
  %46 = getelementptr inbounds %struct.anon, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %46, align 4
  %48 = sitofp i32 %47 to double
  %49 = fmul double %43, %48
  store double %49, ptr %2, align 8
  br label %51

50:                                               ; preds = %1
  store double -1.000000e+00, ptr %2, align 8
  br label %51

51:                                               ; preds = %50, %38, %36, %14, %9
  %52 = load double, ptr %2, align 8
  ret double %52
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
