; ModuleID = 'tests/run/abix_17_callee.c'
source_filename = "tests/run/abix_17_callee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s17_2 = type { i32, %struct.s17_2_1, [2 x double], i64 }
%struct.s17_2_1 = type { double, i64, i8 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.s17_0 = type { i16, i16, [3 x i64], %struct.s17_0_3, i32 }
%struct.s17_0_3 = type { [4 x i64] }
%struct.s17_3 = type { i16 }
%struct.s17_1 = type <{ %struct.s17_1_0, i64, i64, i64 }>
%struct.s17_1_0 = type <{ [2 x i16], i64, float, [1 x double], float }>

@.str = private unnamed_addr constant [10 x i8] c"fn0 %.6g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fn1 %.6g\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fn2 %.6g\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"fn3 %.6g\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"fn4 %.6g\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"fn5 %.6g\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"fn6 %.6g\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"fn7 %.6g\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"fn8 %.6g\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"fn9 %.6g\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"fn10 %.6g\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"fn11 %.6g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @fn0(ptr noundef byval(%struct.s17_2) align 8 %0, ptr noundef byval(%struct.s17_2) align 8 %1, ptr noundef byval(%struct.s17_2) align 8 %2, i16 noundef zeroext %3, i64 noundef %4, i64 noundef %5, double noundef %6, float noundef %7, i32 noundef %8, ...) #0 {
  %10 = alloca i16, align 2
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca [1 x %struct.__va_list_tag], align 16
  %18 = alloca float, align 4
  store i16 %3, ptr %10, align 2
  store i64 %4, ptr %11, align 8
  store i64 %5, ptr %12, align 8
  store double %6, ptr %13, align 8
  store float %7, ptr %14, align 4
  store i32 %8, ptr %15, align 4
  store double 1.000000e+00, ptr %16, align 8
  %19 = load double, ptr %16, align 8
  %20 = getelementptr inbounds %struct.s17_2, ptr %0, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = sitofp i32 %21 to double
  %23 = call double @mix(double noundef %19, double noundef %22)
  store double %23, ptr %16, align 8
  %24 = load double, ptr %16, align 8
  %25 = getelementptr inbounds %struct.s17_2, ptr %0, i32 0, i32 1
  %26 = getelementptr inbounds %struct.s17_2_1, ptr %25, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = call double @mix(double noundef %24, double noundef %27)
  store double %28, ptr %16, align 8
  %29 = load double, ptr %16, align 8
  %30 = getelementptr inbounds %struct.s17_2, ptr %0, i32 0, i32 1
  %31 = getelementptr inbounds %struct.s17_2_1, ptr %30, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = sitofp i64 %32 to double
  %34 = call double @mix(double noundef %29, double noundef %33)
  store double %34, ptr %16, align 8
  %35 = load double, ptr %16, align 8
  %36 = getelementptr inbounds %struct.s17_2, ptr %0, i32 0, i32 1
  %37 = getelementptr inbounds %struct.s17_2_1, ptr %36, i32 0, i32 2
  %38 = load i8, ptr %37, align 8
  %39 = sitofp i8 %38 to double
  %40 = call double @mix(double noundef %35, double noundef %39)
  store double %40, ptr %16, align 8
  %41 = load double, ptr %16, align 8
  %42 = getelementptr inbounds %struct.s17_2, ptr %0, i32 0, i32 2
  %43 = getelementptr inbounds [2 x double], ptr %42, i64 0, i64 0
  %44 = load double, ptr %43, align 8
  %45 = call double @mix(double noundef %41, double noundef %44)
  store double %45, ptr %16, align 8
  %46 = load double, ptr %16, align 8
  %47 = getelementptr inbounds %struct.s17_2, ptr %0, i32 0, i32 2
  %48 = getelementptr inbounds [2 x double], ptr %47, i64 0, i64 1
  %49 = load double, ptr %48, align 8
  %50 = call double @mix(double noundef %46, double noundef %49)
  store double %50, ptr %16, align 8
  %51 = load double, ptr %16, align 8
  %52 = getelementptr inbounds %struct.s17_2, ptr %0, i32 0, i32 3
  %53 = load i64, ptr %52, align 8
  %54 = uitofp i64 %53 to double
  %55 = call double @mix(double noundef %51, double noundef %54)
  store double %55, ptr %16, align 8
  %56 = load double, ptr %16, align 8
  %57 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 0
  %58 = load i32, ptr %57, align 8
  %59 = sitofp i32 %58 to double
  %60 = call double @mix(double noundef %56, double noundef %59)
  store double %60, ptr %16, align 8
  %61 = load double, ptr %16, align 8
  %62 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %63 = getelementptr inbounds %struct.s17_2_1, ptr %62, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = call double @mix(double noundef %61, double noundef %64)
  store double %65, ptr %16, align 8
  %66 = load double, ptr %16, align 8
  %67 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %68 = getelementptr inbounds %struct.s17_2_1, ptr %67, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  %70 = sitofp i64 %69 to double
  %71 = call double @mix(double noundef %66, double noundef %70)
  store double %71, ptr %16, align 8
  %72 = load double, ptr %16, align 8
  %73 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %74 = getelementptr inbounds %struct.s17_2_1, ptr %73, i32 0, i32 2
  %75 = load i8, ptr %74, align 8
  %76 = sitofp i8 %75 to double
  %77 = call double @mix(double noundef %72, double noundef %76)
  store double %77, ptr %16, align 8
  %78 = load double, ptr %16, align 8
  %79 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 2
  %80 = getelementptr inbounds [2 x double], ptr %79, i64 0, i64 0
  %81 = load double, ptr %80, align 8
  %82 = call double @mix(double noundef %78, double noundef %81)
  store double %82, ptr %16, align 8
  %83 = load double, ptr %16, align 8
  %84 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 2
  %85 = getelementptr inbounds [2 x double], ptr %84, i64 0, i64 1
  %86 = load double, ptr %85, align 8
  %87 = call double @mix(double noundef %83, double noundef %86)
  store double %87, ptr %16, align 8
  %88 = load double, ptr %16, align 8
  %89 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 3
  %90 = load i64, ptr %89, align 8
  %91 = uitofp i64 %90 to double
  %92 = call double @mix(double noundef %88, double noundef %91)
  store double %92, ptr %16, align 8
  %93 = load double, ptr %16, align 8
  %94 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 0
  %95 = load i32, ptr %94, align 8
  %96 = sitofp i32 %95 to double
  %97 = call double @mix(double noundef %93, double noundef %96)
  store double %97, ptr %16, align 8
  %98 = load double, ptr %16, align 8
  %99 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %100 = getelementptr inbounds %struct.s17_2_1, ptr %99, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = call double @mix(double noundef %98, double noundef %101)
  store double %102, ptr %16, align 8
  %103 = load double, ptr %16, align 8
  %104 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %105 = getelementptr inbounds %struct.s17_2_1, ptr %104, i32 0, i32 1
  %106 = load i64, ptr %105, align 8
  %107 = sitofp i64 %106 to double
  %108 = call double @mix(double noundef %103, double noundef %107)
  store double %108, ptr %16, align 8
  %109 = load double, ptr %16, align 8
  %110 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %111 = getelementptr inbounds %struct.s17_2_1, ptr %110, i32 0, i32 2
  %112 = load i8, ptr %111, align 8
  %113 = sitofp i8 %112 to double
  %114 = call double @mix(double noundef %109, double noundef %113)
  store double %114, ptr %16, align 8
  %115 = load double, ptr %16, align 8
  %116 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 2
  %117 = getelementptr inbounds [2 x double], ptr %116, i64 0, i64 0
  %118 = load double, ptr %117, align 8
  %119 = call double @mix(double noundef %115, double noundef %118)
  store double %119, ptr %16, align 8
  %120 = load double, ptr %16, align 8
  %121 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 2
  %122 = getelementptr inbounds [2 x double], ptr %121, i64 0, i64 1
  %123 = load double, ptr %122, align 8
  %124 = call double @mix(double noundef %120, double noundef %123)
  store double %124, ptr %16, align 8
  %125 = load double, ptr %16, align 8
  %126 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 3
  %127 = load i64, ptr %126, align 8
  %128 = uitofp i64 %127 to double
  %129 = call double @mix(double noundef %125, double noundef %128)
  store double %129, ptr %16, align 8
  %130 = load double, ptr %16, align 8
  %131 = load i16, ptr %10, align 2
  %132 = uitofp i16 %131 to double
  %133 = call double @mix(double noundef %130, double noundef %132)
  store double %133, ptr %16, align 8
  %134 = load double, ptr %16, align 8
  %135 = load i64, ptr %11, align 8
  %136 = uitofp i64 %135 to double
  %137 = call double @mix(double noundef %134, double noundef %136)
  store double %137, ptr %16, align 8
  %138 = load double, ptr %16, align 8
  %139 = load i64, ptr %12, align 8
  %140 = sitofp i64 %139 to double
  %141 = call double @mix(double noundef %138, double noundef %140)
  store double %141, ptr %16, align 8
  %142 = load double, ptr %16, align 8
  %143 = load double, ptr %13, align 8
  %144 = call double @mix(double noundef %142, double noundef %143)
  store double %144, ptr %16, align 8
  %145 = load double, ptr %16, align 8
  %146 = load float, ptr %14, align 4
  %147 = fpext float %146 to double
  %148 = call double @mix(double noundef %145, double noundef %147)
  store double %148, ptr %16, align 8
  %149 = load double, ptr %16, align 8
  %150 = load i32, ptr %15, align 4
  %151 = sitofp i32 %150 to double
  %152 = call double @mix(double noundef %149, double noundef %151)
  store double %152, ptr %16, align 8
  %153 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %17, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %153)
  %154 = load double, ptr %16, align 8
  %155 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %17, i64 0, i64 0
  %156 = getelementptr inbounds %struct.__va_list_tag, ptr %155, i32 0, i32 1
  %157 = load i32, ptr %156, align 4
  %158 = icmp ule i32 %157, 160
  br i1 %158, label %159, label %164

159:                                              ; preds = %9
  %160 = getelementptr inbounds %struct.__va_list_tag, ptr %155, i32 0, i32 3
  %161 = load ptr, ptr %160, align 16
  %162 = getelementptr i8, ptr %161, i32 %157
  %163 = add i32 %157, 16
  store i32 %163, ptr %156, align 4
  br label %168

164:                                              ; preds = %9
  %165 = getelementptr inbounds %struct.__va_list_tag, ptr %155, i32 0, i32 2
  %166 = load ptr, ptr %165, align 8
  %167 = getelementptr i8, ptr %166, i32 8
  store ptr %167, ptr %165, align 8
  br label %168

168:                                              ; preds = %164, %159
  %169 = phi ptr [ %162, %159 ], [ %166, %164 ]
  %170 = load double, ptr %169, align 8
  %171 = call double @mix(double noundef %154, double noundef %170)
  store double %171, ptr %16, align 8
  %172 = load double, ptr %16, align 8
  %173 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %17, i64 0, i64 0
  %174 = getelementptr inbounds %struct.__va_list_tag, ptr %173, i32 0, i32 0
  %175 = load i32, ptr %174, align 16
  %176 = icmp ule i32 %175, 40
  br i1 %176, label %177, label %182

177:                                              ; preds = %168
  %178 = getelementptr inbounds %struct.__va_list_tag, ptr %173, i32 0, i32 3
  %179 = load ptr, ptr %178, align 16
  %180 = getelementptr i8, ptr %179, i32 %175
  %181 = add i32 %175, 8
  store i32 %181, ptr %174, align 16
  br label %186

182:                                              ; preds = %168
  %183 = getelementptr inbounds %struct.__va_list_tag, ptr %173, i32 0, i32 2
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr i8, ptr %184, i32 8
  store ptr %185, ptr %183, align 8
  br label %186

186:                                              ; preds = %182, %177
  %187 = phi ptr [ %180, %177 ], [ %184, %182 ]
  %188 = load i32, ptr %187, align 4
  %189 = sitofp i32 %188 to double
  %190 = call double @mix(double noundef %172, double noundef %189)
  store double %190, ptr %16, align 8
  %191 = load double, ptr %16, align 8
  %192 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %17, i64 0, i64 0
  %193 = getelementptr inbounds %struct.__va_list_tag, ptr %192, i32 0, i32 2
  %194 = load ptr, ptr %193, align 8
  %195 = getelementptr inbounds i8, ptr %194, i32 15
  %196 = call ptr @llvm.ptrmask.p0.i64(ptr %195, i64 -16)
  %197 = getelementptr i8, ptr %196, i32 16
  store ptr %197, ptr %193, align 8
  %198 = load x86_fp80, ptr %196, align 16
  %199 = fptrunc x86_fp80 %198 to double
  %200 = call double @mix(double noundef %191, double noundef %199)
  store double %200, ptr %16, align 8
  %201 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %17, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %201)
  %202 = load double, ptr %16, align 8
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %202)
  %204 = load double, ptr %16, align 8
  %205 = fptosi double %204 to i64
  %206 = srem i64 %205, 1000
  %207 = sitofp i64 %206 to float
  store float %207, ptr %18, align 4
  %208 = load float, ptr %18, align 4
  ret float %208
}

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fn1(ptr dead_on_unwind noalias writable sret(%struct.s17_0) align 8 %0, i16 %1, i64 noundef %2, float noundef %3, i8 noundef signext %4, i8 noundef signext %5, double noundef %6, i8 noundef signext %7, i1 noundef zeroext %8, i64 noundef %9) #0 {
  %11 = alloca %struct.s17_3, align 2
  %12 = alloca i64, align 8
  %13 = alloca float, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca double, align 8
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i64, align 8
  %20 = alloca double, align 8
  %21 = getelementptr inbounds %struct.s17_3, ptr %11, i32 0, i32 0
  store i16 %1, ptr %21, align 2
  store i64 %2, ptr %12, align 8
  store float %3, ptr %13, align 4
  store i8 %4, ptr %14, align 1
  store i8 %5, ptr %15, align 1
  store double %6, ptr %16, align 8
  store i8 %7, ptr %17, align 1
  %22 = zext i1 %8 to i8
  store i8 %22, ptr %18, align 1
  store i64 %9, ptr %19, align 8
  store double 1.000000e+00, ptr %20, align 8
  %23 = load double, ptr %20, align 8
  %24 = getelementptr inbounds %struct.s17_3, ptr %11, i32 0, i32 0
  %25 = load i16, ptr %24, align 2
  %26 = uitofp i16 %25 to double
  %27 = call double @mix(double noundef %23, double noundef %26)
  store double %27, ptr %20, align 8
  %28 = load double, ptr %20, align 8
  %29 = load i64, ptr %12, align 8
  %30 = uitofp i64 %29 to double
  %31 = call double @mix(double noundef %28, double noundef %30)
  store double %31, ptr %20, align 8
  %32 = load double, ptr %20, align 8
  %33 = load float, ptr %13, align 4
  %34 = fpext float %33 to double
  %35 = call double @mix(double noundef %32, double noundef %34)
  store double %35, ptr %20, align 8
  %36 = load double, ptr %20, align 8
  %37 = load i8, ptr %14, align 1
  %38 = sitofp i8 %37 to double
  %39 = call double @mix(double noundef %36, double noundef %38)
  store double %39, ptr %20, align 8
  %40 = load double, ptr %20, align 8
  %41 = load i8, ptr %15, align 1
  %42 = sitofp i8 %41 to double
  %43 = call double @mix(double noundef %40, double noundef %42)
  store double %43, ptr %20, align 8
  %44 = load double, ptr %20, align 8
  %45 = load double, ptr %16, align 8
  %46 = call double @mix(double noundef %44, double noundef %45)
  store double %46, ptr %20, align 8
  %47 = load double, ptr %20, align 8
  %48 = load i8, ptr %17, align 1
  %49 = sitofp i8 %48 to double
  %50 = call double @mix(double noundef %47, double noundef %49)
  store double %50, ptr %20, align 8
  %51 = load double, ptr %20, align 8
  %52 = load i8, ptr %18, align 1
  %53 = trunc i8 %52 to i1
  %54 = uitofp i1 %53 to double
  %55 = call double @mix(double noundef %51, double noundef %54)
  store double %55, ptr %20, align 8
  %56 = load double, ptr %20, align 8
  %57 = load i64, ptr %19, align 8
  %58 = uitofp i64 %57 to double
  %59 = call double @mix(double noundef %56, double noundef %58)
  store double %59, ptr %20, align 8
  %60 = load double, ptr %20, align 8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %60)
  %62 = load double, ptr %20, align 8
  %63 = fmul double %62, 1.500000e+00
  %64 = fptosi double %63 to i64
  %65 = srem i64 %64, 1000
  %66 = trunc i64 %65 to i16
  %67 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 0
  store i16 %66, ptr %67, align 8
  %68 = load double, ptr %20, align 8
  %69 = fmul double %68, 2.500000e+00
  %70 = fptosi double %69 to i64
  %71 = srem i64 %70, 1000
  %72 = trunc i64 %71 to i16
  %73 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 1
  store i16 %72, ptr %73, align 2
  %74 = load double, ptr %20, align 8
  %75 = fmul double %74, 3.500000e+00
  %76 = fptosi double %75 to i64
  %77 = srem i64 %76, 1000
  %78 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %79 = getelementptr inbounds [3 x i64], ptr %78, i64 0, i64 0
  store i64 %77, ptr %79, align 8
  %80 = load double, ptr %20, align 8
  %81 = fmul double %80, 4.500000e+00
  %82 = fptosi double %81 to i64
  %83 = srem i64 %82, 1000
  %84 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %85 = getelementptr inbounds [3 x i64], ptr %84, i64 0, i64 1
  store i64 %83, ptr %85, align 8
  %86 = load double, ptr %20, align 8
  %87 = fmul double %86, 5.500000e+00
  %88 = fptosi double %87 to i64
  %89 = srem i64 %88, 1000
  %90 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %91 = getelementptr inbounds [3 x i64], ptr %90, i64 0, i64 2
  store i64 %89, ptr %91, align 8
  %92 = load double, ptr %20, align 8
  %93 = fmul double %92, 6.500000e+00
  %94 = fptosi double %93 to i64
  %95 = srem i64 %94, 1000
  %96 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %97 = getelementptr inbounds %struct.s17_0_3, ptr %96, i32 0, i32 0
  %98 = getelementptr inbounds [4 x i64], ptr %97, i64 0, i64 0
  store i64 %95, ptr %98, align 8
  %99 = load double, ptr %20, align 8
  %100 = fmul double %99, 7.500000e+00
  %101 = fptosi double %100 to i64
  %102 = srem i64 %101, 1000
  %103 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %104 = getelementptr inbounds %struct.s17_0_3, ptr %103, i32 0, i32 0
  %105 = getelementptr inbounds [4 x i64], ptr %104, i64 0, i64 1
  store i64 %102, ptr %105, align 8
  %106 = load double, ptr %20, align 8
  %107 = fmul double %106, 8.500000e+00
  %108 = fptosi double %107 to i64
  %109 = srem i64 %108, 1000
  %110 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %111 = getelementptr inbounds %struct.s17_0_3, ptr %110, i32 0, i32 0
  %112 = getelementptr inbounds [4 x i64], ptr %111, i64 0, i64 2
  store i64 %109, ptr %112, align 8
  %113 = load double, ptr %20, align 8
  %114 = fmul double %113, 9.500000e+00
  %115 = fptosi double %114 to i64
  %116 = srem i64 %115, 1000
  %117 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %118 = getelementptr inbounds %struct.s17_0_3, ptr %117, i32 0, i32 0
  %119 = getelementptr inbounds [4 x i64], ptr %118, i64 0, i64 3
  store i64 %116, ptr %119, align 8
  %120 = load double, ptr %20, align 8
  %121 = fmul double %120, 1.050000e+01
  %122 = fptosi double %121 to i64
  %123 = srem i64 %122, 1000
  %124 = trunc i64 %123 to i32
  %125 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 4
  store i32 %124, ptr %125, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i16 @fn2(i32 noundef %0, i64 noundef %1, i64 noundef %2, i8 noundef zeroext %3, ptr noundef byval(%struct.s17_0) align 8 %4, i8 noundef signext %5, i16 %6, ptr noundef byval(%struct.s17_1) align 8 %7, i16 noundef zeroext %8, x86_fp80 noundef %9, ptr noundef byval(%struct.s17_0) align 8 %10) #0 {
  %12 = alloca %struct.s17_3, align 2
  %13 = alloca %struct.s17_3, align 2
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca x86_fp80, align 16
  %21 = alloca double, align 8
  %22 = getelementptr inbounds %struct.s17_3, ptr %13, i32 0, i32 0
  store i16 %6, ptr %22, align 2
  store i32 %0, ptr %14, align 4
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i8 %3, ptr %17, align 1
  store i8 %5, ptr %18, align 1
  store i16 %8, ptr %19, align 2
  store x86_fp80 %9, ptr %20, align 16
  store double 1.000000e+00, ptr %21, align 8
  %23 = load double, ptr %21, align 8
  %24 = load i32, ptr %14, align 4
  %25 = uitofp i32 %24 to double
  %26 = call double @mix(double noundef %23, double noundef %25)
  store double %26, ptr %21, align 8
  %27 = load double, ptr %21, align 8
  %28 = load i64, ptr %15, align 8
  %29 = sitofp i64 %28 to double
  %30 = call double @mix(double noundef %27, double noundef %29)
  store double %30, ptr %21, align 8
  %31 = load double, ptr %21, align 8
  %32 = load i64, ptr %16, align 8
  %33 = uitofp i64 %32 to double
  %34 = call double @mix(double noundef %31, double noundef %33)
  store double %34, ptr %21, align 8
  %35 = load double, ptr %21, align 8
  %36 = load i8, ptr %17, align 1
  %37 = uitofp i8 %36 to double
  %38 = call double @mix(double noundef %35, double noundef %37)
  store double %38, ptr %21, align 8
  %39 = load double, ptr %21, align 8
  %40 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 0
  %41 = load i16, ptr %40, align 8
  %42 = uitofp i16 %41 to double
  %43 = call double @mix(double noundef %39, double noundef %42)
  store double %43, ptr %21, align 8
  %44 = load double, ptr %21, align 8
  %45 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 1
  %46 = load i16, ptr %45, align 2
  %47 = uitofp i16 %46 to double
  %48 = call double @mix(double noundef %44, double noundef %47)
  store double %48, ptr %21, align 8
  %49 = load double, ptr %21, align 8
  %50 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 2
  %51 = getelementptr inbounds [3 x i64], ptr %50, i64 0, i64 0
  %52 = load i64, ptr %51, align 8
  %53 = sitofp i64 %52 to double
  %54 = call double @mix(double noundef %49, double noundef %53)
  store double %54, ptr %21, align 8
  %55 = load double, ptr %21, align 8
  %56 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 2
  %57 = getelementptr inbounds [3 x i64], ptr %56, i64 0, i64 1
  %58 = load i64, ptr %57, align 8
  %59 = sitofp i64 %58 to double
  %60 = call double @mix(double noundef %55, double noundef %59)
  store double %60, ptr %21, align 8
  %61 = load double, ptr %21, align 8
  %62 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 2
  %63 = getelementptr inbounds [3 x i64], ptr %62, i64 0, i64 2
  %64 = load i64, ptr %63, align 8
  %65 = sitofp i64 %64 to double
  %66 = call double @mix(double noundef %61, double noundef %65)
  store double %66, ptr %21, align 8
  %67 = load double, ptr %21, align 8
  %68 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 3
  %69 = getelementptr inbounds %struct.s17_0_3, ptr %68, i32 0, i32 0
  %70 = getelementptr inbounds [4 x i64], ptr %69, i64 0, i64 0
  %71 = load i64, ptr %70, align 8
  %72 = sitofp i64 %71 to double
  %73 = call double @mix(double noundef %67, double noundef %72)
  store double %73, ptr %21, align 8
  %74 = load double, ptr %21, align 8
  %75 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 3
  %76 = getelementptr inbounds %struct.s17_0_3, ptr %75, i32 0, i32 0
  %77 = getelementptr inbounds [4 x i64], ptr %76, i64 0, i64 1
  %78 = load i64, ptr %77, align 8
  %79 = sitofp i64 %78 to double
  %80 = call double @mix(double noundef %74, double noundef %79)
  store double %80, ptr %21, align 8
  %81 = load double, ptr %21, align 8
  %82 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 3
  %83 = getelementptr inbounds %struct.s17_0_3, ptr %82, i32 0, i32 0
  %84 = getelementptr inbounds [4 x i64], ptr %83, i64 0, i64 2
  %85 = load i64, ptr %84, align 8
  %86 = sitofp i64 %85 to double
  %87 = call double @mix(double noundef %81, double noundef %86)
  store double %87, ptr %21, align 8
  %88 = load double, ptr %21, align 8
  %89 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 3
  %90 = getelementptr inbounds %struct.s17_0_3, ptr %89, i32 0, i32 0
  %91 = getelementptr inbounds [4 x i64], ptr %90, i64 0, i64 3
  %92 = load i64, ptr %91, align 8
  %93 = sitofp i64 %92 to double
  %94 = call double @mix(double noundef %88, double noundef %93)
  store double %94, ptr %21, align 8
  %95 = load double, ptr %21, align 8
  %96 = getelementptr inbounds %struct.s17_0, ptr %4, i32 0, i32 4
  %97 = load i32, ptr %96, align 8
  %98 = sitofp i32 %97 to double
  %99 = call double @mix(double noundef %95, double noundef %98)
  store double %99, ptr %21, align 8
  %100 = load double, ptr %21, align 8
  %101 = load i8, ptr %18, align 1
  %102 = sitofp i8 %101 to double
  %103 = call double @mix(double noundef %100, double noundef %102)
  store double %103, ptr %21, align 8
  %104 = load double, ptr %21, align 8
  %105 = getelementptr inbounds %struct.s17_3, ptr %13, i32 0, i32 0
  %106 = load i16, ptr %105, align 2
  %107 = uitofp i16 %106 to double
  %108 = call double @mix(double noundef %104, double noundef %107)
  store double %108, ptr %21, align 8
  %109 = load double, ptr %21, align 8
  %110 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 0
  %111 = getelementptr inbounds %struct.s17_1_0, ptr %110, i32 0, i32 0
  %112 = getelementptr inbounds [2 x i16], ptr %111, i64 0, i64 0
  %113 = load i16, ptr %112, align 8
  %114 = sitofp i16 %113 to double
  %115 = call double @mix(double noundef %109, double noundef %114)
  store double %115, ptr %21, align 8
  %116 = load double, ptr %21, align 8
  %117 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 0
  %118 = getelementptr inbounds %struct.s17_1_0, ptr %117, i32 0, i32 0
  %119 = getelementptr inbounds [2 x i16], ptr %118, i64 0, i64 1
  %120 = load i16, ptr %119, align 2
  %121 = sitofp i16 %120 to double
  %122 = call double @mix(double noundef %116, double noundef %121)
  store double %122, ptr %21, align 8
  %123 = load double, ptr %21, align 8
  %124 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 0
  %125 = getelementptr inbounds %struct.s17_1_0, ptr %124, i32 0, i32 1
  %126 = load i64, ptr %125, align 4
  %127 = uitofp i64 %126 to double
  %128 = call double @mix(double noundef %123, double noundef %127)
  store double %128, ptr %21, align 8
  %129 = load double, ptr %21, align 8
  %130 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 0
  %131 = getelementptr inbounds %struct.s17_1_0, ptr %130, i32 0, i32 2
  %132 = load float, ptr %131, align 4
  %133 = fpext float %132 to double
  %134 = call double @mix(double noundef %129, double noundef %133)
  store double %134, ptr %21, align 8
  %135 = load double, ptr %21, align 8
  %136 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 0
  %137 = getelementptr inbounds %struct.s17_1_0, ptr %136, i32 0, i32 3
  %138 = getelementptr inbounds [1 x double], ptr %137, i64 0, i64 0
  %139 = load double, ptr %138, align 8
  %140 = call double @mix(double noundef %135, double noundef %139)
  store double %140, ptr %21, align 8
  %141 = load double, ptr %21, align 8
  %142 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 0
  %143 = getelementptr inbounds %struct.s17_1_0, ptr %142, i32 0, i32 4
  %144 = load float, ptr %143, align 8
  %145 = fpext float %144 to double
  %146 = call double @mix(double noundef %141, double noundef %145)
  store double %146, ptr %21, align 8
  %147 = load double, ptr %21, align 8
  %148 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 1
  %149 = load i64, ptr %148, align 4
  %150 = uitofp i64 %149 to double
  %151 = call double @mix(double noundef %147, double noundef %150)
  store double %151, ptr %21, align 8
  %152 = load double, ptr %21, align 8
  %153 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 2
  %154 = load i64, ptr %153, align 4
  %155 = sitofp i64 %154 to double
  %156 = call double @mix(double noundef %152, double noundef %155)
  store double %156, ptr %21, align 8
  %157 = load double, ptr %21, align 8
  %158 = getelementptr inbounds %struct.s17_1, ptr %7, i32 0, i32 3
  %159 = load i64, ptr %158, align 4
  %160 = sitofp i64 %159 to double
  %161 = call double @mix(double noundef %157, double noundef %160)
  store double %161, ptr %21, align 8
  %162 = load double, ptr %21, align 8
  %163 = load i16, ptr %19, align 2
  %164 = uitofp i16 %163 to double
  %165 = call double @mix(double noundef %162, double noundef %164)
  store double %165, ptr %21, align 8
  %166 = load double, ptr %21, align 8
  %167 = load x86_fp80, ptr %20, align 16
  %168 = fptrunc x86_fp80 %167 to double
  %169 = call double @mix(double noundef %166, double noundef %168)
  store double %169, ptr %21, align 8
  %170 = load double, ptr %21, align 8
  %171 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 0
  %172 = load i16, ptr %171, align 8
  %173 = uitofp i16 %172 to double
  %174 = call double @mix(double noundef %170, double noundef %173)
  store double %174, ptr %21, align 8
  %175 = load double, ptr %21, align 8
  %176 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 1
  %177 = load i16, ptr %176, align 2
  %178 = uitofp i16 %177 to double
  %179 = call double @mix(double noundef %175, double noundef %178)
  store double %179, ptr %21, align 8
  %180 = load double, ptr %21, align 8
  %181 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 2
  %182 = getelementptr inbounds [3 x i64], ptr %181, i64 0, i64 0
  %183 = load i64, ptr %182, align 8
  %184 = sitofp i64 %183 to double
  %185 = call double @mix(double noundef %180, double noundef %184)
  store double %185, ptr %21, align 8
  %186 = load double, ptr %21, align 8
  %187 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 2
  %188 = getelementptr inbounds [3 x i64], ptr %187, i64 0, i64 1
  %189 = load i64, ptr %188, align 8
  %190 = sitofp i64 %189 to double
  %191 = call double @mix(double noundef %186, double noundef %190)
  store double %191, ptr %21, align 8
  %192 = load double, ptr %21, align 8
  %193 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 2
  %194 = getelementptr inbounds [3 x i64], ptr %193, i64 0, i64 2
  %195 = load i64, ptr %194, align 8
  %196 = sitofp i64 %195 to double
  %197 = call double @mix(double noundef %192, double noundef %196)
  store double %197, ptr %21, align 8
  %198 = load double, ptr %21, align 8
  %199 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 3
  %200 = getelementptr inbounds %struct.s17_0_3, ptr %199, i32 0, i32 0
  %201 = getelementptr inbounds [4 x i64], ptr %200, i64 0, i64 0
  %202 = load i64, ptr %201, align 8
  %203 = sitofp i64 %202 to double
  %204 = call double @mix(double noundef %198, double noundef %203)
  store double %204, ptr %21, align 8
  %205 = load double, ptr %21, align 8
  %206 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 3
  %207 = getelementptr inbounds %struct.s17_0_3, ptr %206, i32 0, i32 0
  %208 = getelementptr inbounds [4 x i64], ptr %207, i64 0, i64 1
  %209 = load i64, ptr %208, align 8
  %210 = sitofp i64 %209 to double
  %211 = call double @mix(double noundef %205, double noundef %210)
  store double %211, ptr %21, align 8
  %212 = load double, ptr %21, align 8
  %213 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 3
  %214 = getelementptr inbounds %struct.s17_0_3, ptr %213, i32 0, i32 0
  %215 = getelementptr inbounds [4 x i64], ptr %214, i64 0, i64 2
  %216 = load i64, ptr %215, align 8
  %217 = sitofp i64 %216 to double
  %218 = call double @mix(double noundef %212, double noundef %217)
  store double %218, ptr %21, align 8
  %219 = load double, ptr %21, align 8
  %220 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 3
  %221 = getelementptr inbounds %struct.s17_0_3, ptr %220, i32 0, i32 0
  %222 = getelementptr inbounds [4 x i64], ptr %221, i64 0, i64 3
  %223 = load i64, ptr %222, align 8
  %224 = sitofp i64 %223 to double
  %225 = call double @mix(double noundef %219, double noundef %224)
  store double %225, ptr %21, align 8
  %226 = load double, ptr %21, align 8
  %227 = getelementptr inbounds %struct.s17_0, ptr %10, i32 0, i32 4
  %228 = load i32, ptr %227, align 8
  %229 = sitofp i32 %228 to double
  %230 = call double @mix(double noundef %226, double noundef %229)
  store double %230, ptr %21, align 8
  %231 = load double, ptr %21, align 8
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %231)
  %233 = load double, ptr %21, align 8
  %234 = fmul double %233, 1.500000e+00
  %235 = fptosi double %234 to i64
  %236 = srem i64 %235, 1000
  %237 = trunc i64 %236 to i16
  %238 = getelementptr inbounds %struct.s17_3, ptr %12, i32 0, i32 0
  store i16 %237, ptr %238, align 2
  %239 = getelementptr inbounds %struct.s17_3, ptr %12, i32 0, i32 0
  %240 = load i16, ptr %239, align 2
  ret i16 %240
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local zeroext i16 @fn3(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  %6 = alloca i16, align 2
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  store double 1.000000e+00, ptr %5, align 8
  %7 = load double, ptr %5, align 8
  %8 = load i32, ptr %3, align 4
  %9 = uitofp i32 %8 to double
  %10 = call double @mix(double noundef %7, double noundef %9)
  store double %10, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = load i64, ptr %4, align 8
  %13 = uitofp i64 %12 to double
  %14 = call double @mix(double noundef %11, double noundef %13)
  store double %14, ptr %5, align 8
  %15 = load double, ptr %5, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %15)
  %17 = load double, ptr %5, align 8
  %18 = fptosi double %17 to i64
  %19 = srem i64 %18, 1000
  %20 = trunc i64 %19 to i16
  store i16 %20, ptr %6, align 2
  %21 = load i16, ptr %6, align 2
  ret i16 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @fn4(i8 noundef signext %0, ptr noundef byval(%struct.s17_2) align 8 %1, i64 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  store i8 %0, ptr %4, align 1
  store i64 %2, ptr %5, align 8
  store double 1.000000e+00, ptr %6, align 8
  %8 = load double, ptr %6, align 8
  %9 = load i8, ptr %4, align 1
  %10 = sitofp i8 %9 to double
  %11 = call double @mix(double noundef %8, double noundef %10)
  store double %11, ptr %6, align 8
  %12 = load double, ptr %6, align 8
  %13 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = sitofp i32 %14 to double
  %16 = call double @mix(double noundef %12, double noundef %15)
  store double %16, ptr %6, align 8
  %17 = load double, ptr %6, align 8
  %18 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %19 = getelementptr inbounds %struct.s17_2_1, ptr %18, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = call double @mix(double noundef %17, double noundef %20)
  store double %21, ptr %6, align 8
  %22 = load double, ptr %6, align 8
  %23 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %24 = getelementptr inbounds %struct.s17_2_1, ptr %23, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  %26 = sitofp i64 %25 to double
  %27 = call double @mix(double noundef %22, double noundef %26)
  store double %27, ptr %6, align 8
  %28 = load double, ptr %6, align 8
  %29 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %30 = getelementptr inbounds %struct.s17_2_1, ptr %29, i32 0, i32 2
  %31 = load i8, ptr %30, align 8
  %32 = sitofp i8 %31 to double
  %33 = call double @mix(double noundef %28, double noundef %32)
  store double %33, ptr %6, align 8
  %34 = load double, ptr %6, align 8
  %35 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 2
  %36 = getelementptr inbounds [2 x double], ptr %35, i64 0, i64 0
  %37 = load double, ptr %36, align 8
  %38 = call double @mix(double noundef %34, double noundef %37)
  store double %38, ptr %6, align 8
  %39 = load double, ptr %6, align 8
  %40 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 2
  %41 = getelementptr inbounds [2 x double], ptr %40, i64 0, i64 1
  %42 = load double, ptr %41, align 8
  %43 = call double @mix(double noundef %39, double noundef %42)
  store double %43, ptr %6, align 8
  %44 = load double, ptr %6, align 8
  %45 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 3
  %46 = load i64, ptr %45, align 8
  %47 = uitofp i64 %46 to double
  %48 = call double @mix(double noundef %44, double noundef %47)
  store double %48, ptr %6, align 8
  %49 = load double, ptr %6, align 8
  %50 = load i64, ptr %5, align 8
  %51 = sitofp i64 %50 to double
  %52 = call double @mix(double noundef %49, double noundef %51)
  store double %52, ptr %6, align 8
  %53 = load double, ptr %6, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %53)
  %55 = load double, ptr %6, align 8
  %56 = fptosi double %55 to i64
  %57 = srem i64 %56, 1000
  %58 = sitofp i64 %57 to float
  store float %58, ptr %7, align 4
  %59 = load float, ptr %7, align 4
  ret float %59
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fn5() #0 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  store double 1.000000e+00, ptr %1, align 8
  %3 = load double, ptr %1, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %3)
  %5 = load double, ptr %1, align 8
  %6 = fptosi double %5 to i64
  %7 = srem i64 %6, 1000
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fn6(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = load i64, ptr %2, align 8
  %7 = sitofp i64 %6 to double
  %8 = call double @mix(double noundef %5, double noundef %7)
  store double %8, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %9)
  %11 = load double, ptr %3, align 8
  %12 = fptosi double %11 to i64
  %13 = srem i64 %12, 1000
  store i64 %13, ptr %4, align 8
  %14 = load i64, ptr %4, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fn7(ptr noundef byval(%struct.s17_0) align 8 %0, i8 noundef zeroext %1, ptr noundef byval(%struct.s17_2) align 8 %2, i8 noundef zeroext %3, ptr noundef byval(%struct.s17_2) align 8 %4, i64 noundef %5) #0 {
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  store i8 %1, ptr %7, align 1
  store i8 %3, ptr %8, align 1
  store i64 %5, ptr %9, align 8
  store double 1.000000e+00, ptr %10, align 8
  %12 = load double, ptr %10, align 8
  %13 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 0
  %14 = load i16, ptr %13, align 8
  %15 = uitofp i16 %14 to double
  %16 = call double @mix(double noundef %12, double noundef %15)
  store double %16, ptr %10, align 8
  %17 = load double, ptr %10, align 8
  %18 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 1
  %19 = load i16, ptr %18, align 2
  %20 = uitofp i16 %19 to double
  %21 = call double @mix(double noundef %17, double noundef %20)
  store double %21, ptr %10, align 8
  %22 = load double, ptr %10, align 8
  %23 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %24 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 0
  %25 = load i64, ptr %24, align 8
  %26 = sitofp i64 %25 to double
  %27 = call double @mix(double noundef %22, double noundef %26)
  store double %27, ptr %10, align 8
  %28 = load double, ptr %10, align 8
  %29 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %30 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 1
  %31 = load i64, ptr %30, align 8
  %32 = sitofp i64 %31 to double
  %33 = call double @mix(double noundef %28, double noundef %32)
  store double %33, ptr %10, align 8
  %34 = load double, ptr %10, align 8
  %35 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %36 = getelementptr inbounds [3 x i64], ptr %35, i64 0, i64 2
  %37 = load i64, ptr %36, align 8
  %38 = sitofp i64 %37 to double
  %39 = call double @mix(double noundef %34, double noundef %38)
  store double %39, ptr %10, align 8
  %40 = load double, ptr %10, align 8
  %41 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %42 = getelementptr inbounds %struct.s17_0_3, ptr %41, i32 0, i32 0
  %43 = getelementptr inbounds [4 x i64], ptr %42, i64 0, i64 0
  %44 = load i64, ptr %43, align 8
  %45 = sitofp i64 %44 to double
  %46 = call double @mix(double noundef %40, double noundef %45)
  store double %46, ptr %10, align 8
  %47 = load double, ptr %10, align 8
  %48 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %49 = getelementptr inbounds %struct.s17_0_3, ptr %48, i32 0, i32 0
  %50 = getelementptr inbounds [4 x i64], ptr %49, i64 0, i64 1
  %51 = load i64, ptr %50, align 8
  %52 = sitofp i64 %51 to double
  %53 = call double @mix(double noundef %47, double noundef %52)
  store double %53, ptr %10, align 8
  %54 = load double, ptr %10, align 8
  %55 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %56 = getelementptr inbounds %struct.s17_0_3, ptr %55, i32 0, i32 0
  %57 = getelementptr inbounds [4 x i64], ptr %56, i64 0, i64 2
  %58 = load i64, ptr %57, align 8
  %59 = sitofp i64 %58 to double
  %60 = call double @mix(double noundef %54, double noundef %59)
  store double %60, ptr %10, align 8
  %61 = load double, ptr %10, align 8
  %62 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %63 = getelementptr inbounds %struct.s17_0_3, ptr %62, i32 0, i32 0
  %64 = getelementptr inbounds [4 x i64], ptr %63, i64 0, i64 3
  %65 = load i64, ptr %64, align 8
  %66 = sitofp i64 %65 to double
  %67 = call double @mix(double noundef %61, double noundef %66)
  store double %67, ptr %10, align 8
  %68 = load double, ptr %10, align 8
  %69 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 4
  %70 = load i32, ptr %69, align 8
  %71 = sitofp i32 %70 to double
  %72 = call double @mix(double noundef %68, double noundef %71)
  store double %72, ptr %10, align 8
  %73 = load double, ptr %10, align 8
  %74 = load i8, ptr %7, align 1
  %75 = uitofp i8 %74 to double
  %76 = call double @mix(double noundef %73, double noundef %75)
  store double %76, ptr %10, align 8
  %77 = load double, ptr %10, align 8
  %78 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 0
  %79 = load i32, ptr %78, align 8
  %80 = sitofp i32 %79 to double
  %81 = call double @mix(double noundef %77, double noundef %80)
  store double %81, ptr %10, align 8
  %82 = load double, ptr %10, align 8
  %83 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %84 = getelementptr inbounds %struct.s17_2_1, ptr %83, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = call double @mix(double noundef %82, double noundef %85)
  store double %86, ptr %10, align 8
  %87 = load double, ptr %10, align 8
  %88 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %89 = getelementptr inbounds %struct.s17_2_1, ptr %88, i32 0, i32 1
  %90 = load i64, ptr %89, align 8
  %91 = sitofp i64 %90 to double
  %92 = call double @mix(double noundef %87, double noundef %91)
  store double %92, ptr %10, align 8
  %93 = load double, ptr %10, align 8
  %94 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %95 = getelementptr inbounds %struct.s17_2_1, ptr %94, i32 0, i32 2
  %96 = load i8, ptr %95, align 8
  %97 = sitofp i8 %96 to double
  %98 = call double @mix(double noundef %93, double noundef %97)
  store double %98, ptr %10, align 8
  %99 = load double, ptr %10, align 8
  %100 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 2
  %101 = getelementptr inbounds [2 x double], ptr %100, i64 0, i64 0
  %102 = load double, ptr %101, align 8
  %103 = call double @mix(double noundef %99, double noundef %102)
  store double %103, ptr %10, align 8
  %104 = load double, ptr %10, align 8
  %105 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 2
  %106 = getelementptr inbounds [2 x double], ptr %105, i64 0, i64 1
  %107 = load double, ptr %106, align 8
  %108 = call double @mix(double noundef %104, double noundef %107)
  store double %108, ptr %10, align 8
  %109 = load double, ptr %10, align 8
  %110 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 3
  %111 = load i64, ptr %110, align 8
  %112 = uitofp i64 %111 to double
  %113 = call double @mix(double noundef %109, double noundef %112)
  store double %113, ptr %10, align 8
  %114 = load double, ptr %10, align 8
  %115 = load i8, ptr %8, align 1
  %116 = uitofp i8 %115 to double
  %117 = call double @mix(double noundef %114, double noundef %116)
  store double %117, ptr %10, align 8
  %118 = load double, ptr %10, align 8
  %119 = getelementptr inbounds %struct.s17_2, ptr %4, i32 0, i32 0
  %120 = load i32, ptr %119, align 8
  %121 = sitofp i32 %120 to double
  %122 = call double @mix(double noundef %118, double noundef %121)
  store double %122, ptr %10, align 8
  %123 = load double, ptr %10, align 8
  %124 = getelementptr inbounds %struct.s17_2, ptr %4, i32 0, i32 1
  %125 = getelementptr inbounds %struct.s17_2_1, ptr %124, i32 0, i32 0
  %126 = load double, ptr %125, align 8
  %127 = call double @mix(double noundef %123, double noundef %126)
  store double %127, ptr %10, align 8
  %128 = load double, ptr %10, align 8
  %129 = getelementptr inbounds %struct.s17_2, ptr %4, i32 0, i32 1
  %130 = getelementptr inbounds %struct.s17_2_1, ptr %129, i32 0, i32 1
  %131 = load i64, ptr %130, align 8
  %132 = sitofp i64 %131 to double
  %133 = call double @mix(double noundef %128, double noundef %132)
  store double %133, ptr %10, align 8
  %134 = load double, ptr %10, align 8
  %135 = getelementptr inbounds %struct.s17_2, ptr %4, i32 0, i32 1
  %136 = getelementptr inbounds %struct.s17_2_1, ptr %135, i32 0, i32 2
  %137 = load i8, ptr %136, align 8
  %138 = sitofp i8 %137 to double
  %139 = call double @mix(double noundef %134, double noundef %138)
  store double %139, ptr %10, align 8
  %140 = load double, ptr %10, align 8
  %141 = getelementptr inbounds %struct.s17_2, ptr %4, i32 0, i32 2
  %142 = getelementptr inbounds [2 x double], ptr %141, i64 0, i64 0
  %143 = load double, ptr %142, align 8
  %144 = call double @mix(double noundef %140, double noundef %143)
  store double %144, ptr %10, align 8
  %145 = load double, ptr %10, align 8
  %146 = getelementptr inbounds %struct.s17_2, ptr %4, i32 0, i32 2
  %147 = getelementptr inbounds [2 x double], ptr %146, i64 0, i64 1
  %148 = load double, ptr %147, align 8
  %149 = call double @mix(double noundef %145, double noundef %148)
  store double %149, ptr %10, align 8
  %150 = load double, ptr %10, align 8
  %151 = getelementptr inbounds %struct.s17_2, ptr %4, i32 0, i32 3
  %152 = load i64, ptr %151, align 8
  %153 = uitofp i64 %152 to double
  %154 = call double @mix(double noundef %150, double noundef %153)
  store double %154, ptr %10, align 8
  %155 = load double, ptr %10, align 8
  %156 = load i64, ptr %9, align 8
  %157 = sitofp i64 %156 to double
  %158 = call double @mix(double noundef %155, double noundef %157)
  store double %158, ptr %10, align 8
  %159 = load double, ptr %10, align 8
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %159)
  %161 = load double, ptr %10, align 8
  %162 = fptosi double %161 to i64
  %163 = srem i64 %162, 1000
  store i64 %163, ptr %11, align 8
  %164 = load i64, ptr %11, align 8
  ret i64 %164
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fn8(ptr dead_on_unwind noalias writable sret(%struct.s17_0) align 8 %0, i16 %1, i32 noundef %2, i64 noundef %3, i8 noundef signext %4) #0 {
  %6 = alloca %struct.s17_3, align 2
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca double, align 8
  %11 = getelementptr inbounds %struct.s17_3, ptr %6, i32 0, i32 0
  store i16 %1, ptr %11, align 2
  store i32 %2, ptr %7, align 4
  store i64 %3, ptr %8, align 8
  store i8 %4, ptr %9, align 1
  store double 1.000000e+00, ptr %10, align 8
  %12 = load double, ptr %10, align 8
  %13 = getelementptr inbounds %struct.s17_3, ptr %6, i32 0, i32 0
  %14 = load i16, ptr %13, align 2
  %15 = uitofp i16 %14 to double
  %16 = call double @mix(double noundef %12, double noundef %15)
  store double %16, ptr %10, align 8
  %17 = load double, ptr %10, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sitofp i32 %18 to double
  %20 = call double @mix(double noundef %17, double noundef %19)
  store double %20, ptr %10, align 8
  %21 = load double, ptr %10, align 8
  %22 = load i64, ptr %8, align 8
  %23 = sitofp i64 %22 to double
  %24 = call double @mix(double noundef %21, double noundef %23)
  store double %24, ptr %10, align 8
  %25 = load double, ptr %10, align 8
  %26 = load i8, ptr %9, align 1
  %27 = sitofp i8 %26 to double
  %28 = call double @mix(double noundef %25, double noundef %27)
  store double %28, ptr %10, align 8
  %29 = load double, ptr %10, align 8
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %29)
  %31 = load double, ptr %10, align 8
  %32 = fmul double %31, 1.500000e+00
  %33 = fptosi double %32 to i64
  %34 = srem i64 %33, 1000
  %35 = trunc i64 %34 to i16
  %36 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 0
  store i16 %35, ptr %36, align 8
  %37 = load double, ptr %10, align 8
  %38 = fmul double %37, 2.500000e+00
  %39 = fptosi double %38 to i64
  %40 = srem i64 %39, 1000
  %41 = trunc i64 %40 to i16
  %42 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 1
  store i16 %41, ptr %42, align 2
  %43 = load double, ptr %10, align 8
  %44 = fmul double %43, 3.500000e+00
  %45 = fptosi double %44 to i64
  %46 = srem i64 %45, 1000
  %47 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %48 = getelementptr inbounds [3 x i64], ptr %47, i64 0, i64 0
  store i64 %46, ptr %48, align 8
  %49 = load double, ptr %10, align 8
  %50 = fmul double %49, 4.500000e+00
  %51 = fptosi double %50 to i64
  %52 = srem i64 %51, 1000
  %53 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %54 = getelementptr inbounds [3 x i64], ptr %53, i64 0, i64 1
  store i64 %52, ptr %54, align 8
  %55 = load double, ptr %10, align 8
  %56 = fmul double %55, 5.500000e+00
  %57 = fptosi double %56 to i64
  %58 = srem i64 %57, 1000
  %59 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 2
  %60 = getelementptr inbounds [3 x i64], ptr %59, i64 0, i64 2
  store i64 %58, ptr %60, align 8
  %61 = load double, ptr %10, align 8
  %62 = fmul double %61, 6.500000e+00
  %63 = fptosi double %62 to i64
  %64 = srem i64 %63, 1000
  %65 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %66 = getelementptr inbounds %struct.s17_0_3, ptr %65, i32 0, i32 0
  %67 = getelementptr inbounds [4 x i64], ptr %66, i64 0, i64 0
  store i64 %64, ptr %67, align 8
  %68 = load double, ptr %10, align 8
  %69 = fmul double %68, 7.500000e+00
  %70 = fptosi double %69 to i64
  %71 = srem i64 %70, 1000
  %72 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %73 = getelementptr inbounds %struct.s17_0_3, ptr %72, i32 0, i32 0
  %74 = getelementptr inbounds [4 x i64], ptr %73, i64 0, i64 1
  store i64 %71, ptr %74, align 8
  %75 = load double, ptr %10, align 8
  %76 = fmul double %75, 8.500000e+00
  %77 = fptosi double %76 to i64
  %78 = srem i64 %77, 1000
  %79 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %80 = getelementptr inbounds %struct.s17_0_3, ptr %79, i32 0, i32 0
  %81 = getelementptr inbounds [4 x i64], ptr %80, i64 0, i64 2
  store i64 %78, ptr %81, align 8
  %82 = load double, ptr %10, align 8
  %83 = fmul double %82, 9.500000e+00
  %84 = fptosi double %83 to i64
  %85 = srem i64 %84, 1000
  %86 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 3
  %87 = getelementptr inbounds %struct.s17_0_3, ptr %86, i32 0, i32 0
  %88 = getelementptr inbounds [4 x i64], ptr %87, i64 0, i64 3
  store i64 %85, ptr %88, align 8
  %89 = load double, ptr %10, align 8
  %90 = fmul double %89, 1.050000e+01
  %91 = fptosi double %90 to i64
  %92 = srem i64 %91, 1000
  %93 = trunc i64 %92 to i32
  %94 = getelementptr inbounds %struct.s17_0, ptr %0, i32 0, i32 4
  store i32 %93, ptr %94, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fn9(i64 noundef %0, ptr noundef byval(%struct.s17_2) align 8 %1, i64 noundef %2, i64 noundef %3, ptr noundef byval(%struct.s17_1) align 8 %4, i1 noundef zeroext %5, i8 noundef zeroext %6, i1 noundef zeroext %7) #0 {
  %9 = alloca i128, align 16
  %10 = alloca i64, align 8
  %11 = alloca i128, align 16
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %17, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %18, align 8
  %19 = load i128, ptr %9, align 16
  store i64 %0, ptr %10, align 8
  store i128 %19, ptr %11, align 16
  %20 = zext i1 %5 to i8
  store i8 %20, ptr %12, align 1
  store i8 %6, ptr %13, align 1
  %21 = zext i1 %7 to i8
  store i8 %21, ptr %14, align 1
  store double 1.000000e+00, ptr %15, align 8
  %22 = load double, ptr %15, align 8
  %23 = load i64, ptr %10, align 8
  %24 = sitofp i64 %23 to double
  %25 = call double @mix(double noundef %22, double noundef %24)
  store double %25, ptr %15, align 8
  %26 = load double, ptr %15, align 8
  %27 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = sitofp i32 %28 to double
  %30 = call double @mix(double noundef %26, double noundef %29)
  store double %30, ptr %15, align 8
  %31 = load double, ptr %15, align 8
  %32 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %33 = getelementptr inbounds %struct.s17_2_1, ptr %32, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = call double @mix(double noundef %31, double noundef %34)
  store double %35, ptr %15, align 8
  %36 = load double, ptr %15, align 8
  %37 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %38 = getelementptr inbounds %struct.s17_2_1, ptr %37, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = sitofp i64 %39 to double
  %41 = call double @mix(double noundef %36, double noundef %40)
  store double %41, ptr %15, align 8
  %42 = load double, ptr %15, align 8
  %43 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 1
  %44 = getelementptr inbounds %struct.s17_2_1, ptr %43, i32 0, i32 2
  %45 = load i8, ptr %44, align 8
  %46 = sitofp i8 %45 to double
  %47 = call double @mix(double noundef %42, double noundef %46)
  store double %47, ptr %15, align 8
  %48 = load double, ptr %15, align 8
  %49 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 2
  %50 = getelementptr inbounds [2 x double], ptr %49, i64 0, i64 0
  %51 = load double, ptr %50, align 8
  %52 = call double @mix(double noundef %48, double noundef %51)
  store double %52, ptr %15, align 8
  %53 = load double, ptr %15, align 8
  %54 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 2
  %55 = getelementptr inbounds [2 x double], ptr %54, i64 0, i64 1
  %56 = load double, ptr %55, align 8
  %57 = call double @mix(double noundef %53, double noundef %56)
  store double %57, ptr %15, align 8
  %58 = load double, ptr %15, align 8
  %59 = getelementptr inbounds %struct.s17_2, ptr %1, i32 0, i32 3
  %60 = load i64, ptr %59, align 8
  %61 = uitofp i64 %60 to double
  %62 = call double @mix(double noundef %58, double noundef %61)
  store double %62, ptr %15, align 8
  %63 = load double, ptr %15, align 8
  %64 = load i128, ptr %11, align 16
  %65 = sitofp i128 %64 to double
  %66 = call double @mix(double noundef %63, double noundef %65)
  store double %66, ptr %15, align 8
  %67 = load double, ptr %15, align 8
  %68 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 0
  %69 = getelementptr inbounds %struct.s17_1_0, ptr %68, i32 0, i32 0
  %70 = getelementptr inbounds [2 x i16], ptr %69, i64 0, i64 0
  %71 = load i16, ptr %70, align 8
  %72 = sitofp i16 %71 to double
  %73 = call double @mix(double noundef %67, double noundef %72)
  store double %73, ptr %15, align 8
  %74 = load double, ptr %15, align 8
  %75 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 0
  %76 = getelementptr inbounds %struct.s17_1_0, ptr %75, i32 0, i32 0
  %77 = getelementptr inbounds [2 x i16], ptr %76, i64 0, i64 1
  %78 = load i16, ptr %77, align 2
  %79 = sitofp i16 %78 to double
  %80 = call double @mix(double noundef %74, double noundef %79)
  store double %80, ptr %15, align 8
  %81 = load double, ptr %15, align 8
  %82 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 0
  %83 = getelementptr inbounds %struct.s17_1_0, ptr %82, i32 0, i32 1
  %84 = load i64, ptr %83, align 4
  %85 = uitofp i64 %84 to double
  %86 = call double @mix(double noundef %81, double noundef %85)
  store double %86, ptr %15, align 8
  %87 = load double, ptr %15, align 8
  %88 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 0
  %89 = getelementptr inbounds %struct.s17_1_0, ptr %88, i32 0, i32 2
  %90 = load float, ptr %89, align 4
  %91 = fpext float %90 to double
  %92 = call double @mix(double noundef %87, double noundef %91)
  store double %92, ptr %15, align 8
  %93 = load double, ptr %15, align 8
  %94 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 0
  %95 = getelementptr inbounds %struct.s17_1_0, ptr %94, i32 0, i32 3
  %96 = getelementptr inbounds [1 x double], ptr %95, i64 0, i64 0
  %97 = load double, ptr %96, align 8
  %98 = call double @mix(double noundef %93, double noundef %97)
  store double %98, ptr %15, align 8
  %99 = load double, ptr %15, align 8
  %100 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 0
  %101 = getelementptr inbounds %struct.s17_1_0, ptr %100, i32 0, i32 4
  %102 = load float, ptr %101, align 8
  %103 = fpext float %102 to double
  %104 = call double @mix(double noundef %99, double noundef %103)
  store double %104, ptr %15, align 8
  %105 = load double, ptr %15, align 8
  %106 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 1
  %107 = load i64, ptr %106, align 4
  %108 = uitofp i64 %107 to double
  %109 = call double @mix(double noundef %105, double noundef %108)
  store double %109, ptr %15, align 8
  %110 = load double, ptr %15, align 8
  %111 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 2
  %112 = load i64, ptr %111, align 4
  %113 = sitofp i64 %112 to double
  %114 = call double @mix(double noundef %110, double noundef %113)
  store double %114, ptr %15, align 8
  %115 = load double, ptr %15, align 8
  %116 = getelementptr inbounds %struct.s17_1, ptr %4, i32 0, i32 3
  %117 = load i64, ptr %116, align 4
  %118 = sitofp i64 %117 to double
  %119 = call double @mix(double noundef %115, double noundef %118)
  store double %119, ptr %15, align 8
  %120 = load double, ptr %15, align 8
  %121 = load i8, ptr %12, align 1
  %122 = trunc i8 %121 to i1
  %123 = uitofp i1 %122 to double
  %124 = call double @mix(double noundef %120, double noundef %123)
  store double %124, ptr %15, align 8
  %125 = load double, ptr %15, align 8
  %126 = load i8, ptr %13, align 1
  %127 = uitofp i8 %126 to double
  %128 = call double @mix(double noundef %125, double noundef %127)
  store double %128, ptr %15, align 8
  %129 = load double, ptr %15, align 8
  %130 = load i8, ptr %14, align 1
  %131 = trunc i8 %130 to i1
  %132 = uitofp i1 %131 to double
  %133 = call double @mix(double noundef %129, double noundef %132)
  store double %133, ptr %15, align 8
  %134 = load double, ptr %15, align 8
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %134)
  %136 = load double, ptr %15, align 8
  %137 = fptosi double %136 to i64
  %138 = srem i64 %137, 1000
  %139 = trunc i64 %138 to i32
  store i32 %139, ptr %16, align 4
  %140 = load i32, ptr %16, align 4
  ret i32 %140
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fn10(ptr dead_on_unwind noalias writable sret(%struct.s17_1) align 1 %0, i32 noundef %1, double noundef %2, i8 noundef signext %3, i16 %4, i16 %5) #0 {
  %7 = alloca %struct.s17_3, align 2
  %8 = alloca %struct.s17_3, align 2
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i8, align 1
  %12 = alloca double, align 8
  %13 = getelementptr inbounds %struct.s17_3, ptr %7, i32 0, i32 0
  store i16 %4, ptr %13, align 2
  %14 = getelementptr inbounds %struct.s17_3, ptr %8, i32 0, i32 0
  store i16 %5, ptr %14, align 2
  store i32 %1, ptr %9, align 4
  store double %2, ptr %10, align 8
  store i8 %3, ptr %11, align 1
  store double 1.000000e+00, ptr %12, align 8
  %15 = load double, ptr %12, align 8
  %16 = load i32, ptr %9, align 4
  %17 = uitofp i32 %16 to double
  %18 = call double @mix(double noundef %15, double noundef %17)
  store double %18, ptr %12, align 8
  %19 = load double, ptr %12, align 8
  %20 = load double, ptr %10, align 8
  %21 = call double @mix(double noundef %19, double noundef %20)
  store double %21, ptr %12, align 8
  %22 = load double, ptr %12, align 8
  %23 = load i8, ptr %11, align 1
  %24 = sitofp i8 %23 to double
  %25 = call double @mix(double noundef %22, double noundef %24)
  store double %25, ptr %12, align 8
  %26 = load double, ptr %12, align 8
  %27 = getelementptr inbounds %struct.s17_3, ptr %7, i32 0, i32 0
  %28 = load i16, ptr %27, align 2
  %29 = uitofp i16 %28 to double
  %30 = call double @mix(double noundef %26, double noundef %29)
  store double %30, ptr %12, align 8
  %31 = load double, ptr %12, align 8
  %32 = getelementptr inbounds %struct.s17_3, ptr %8, i32 0, i32 0
  %33 = load i16, ptr %32, align 2
  %34 = uitofp i16 %33 to double
  %35 = call double @mix(double noundef %31, double noundef %34)
  store double %35, ptr %12, align 8
  %36 = load double, ptr %12, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %36)
  %38 = load double, ptr %12, align 8
  %39 = fmul double %38, 1.500000e+00
  %40 = fptosi double %39 to i64
  %41 = srem i64 %40, 1000
  %42 = trunc i64 %41 to i16
  %43 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 0
  %44 = getelementptr inbounds %struct.s17_1_0, ptr %43, i32 0, i32 0
  %45 = getelementptr inbounds [2 x i16], ptr %44, i64 0, i64 0
  store i16 %42, ptr %45, align 1
  %46 = load double, ptr %12, align 8
  %47 = fmul double %46, 2.500000e+00
  %48 = fptosi double %47 to i64
  %49 = srem i64 %48, 1000
  %50 = trunc i64 %49 to i16
  %51 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 0
  %52 = getelementptr inbounds %struct.s17_1_0, ptr %51, i32 0, i32 0
  %53 = getelementptr inbounds [2 x i16], ptr %52, i64 0, i64 1
  store i16 %50, ptr %53, align 1
  %54 = load double, ptr %12, align 8
  %55 = fmul double %54, 3.500000e+00
  %56 = fptosi double %55 to i64
  %57 = srem i64 %56, 1000
  %58 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 0
  %59 = getelementptr inbounds %struct.s17_1_0, ptr %58, i32 0, i32 1
  store i64 %57, ptr %59, align 1
  %60 = load double, ptr %12, align 8
  %61 = fmul double %60, 4.500000e+00
  %62 = fptosi double %61 to i64
  %63 = srem i64 %62, 1000
  %64 = sitofp i64 %63 to float
  %65 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 0
  %66 = getelementptr inbounds %struct.s17_1_0, ptr %65, i32 0, i32 2
  store float %64, ptr %66, align 1
  %67 = load double, ptr %12, align 8
  %68 = fmul double %67, 5.500000e+00
  %69 = fptosi double %68 to i64
  %70 = srem i64 %69, 1000
  %71 = sitofp i64 %70 to double
  %72 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 0
  %73 = getelementptr inbounds %struct.s17_1_0, ptr %72, i32 0, i32 3
  %74 = getelementptr inbounds [1 x double], ptr %73, i64 0, i64 0
  store double %71, ptr %74, align 1
  %75 = load double, ptr %12, align 8
  %76 = fmul double %75, 6.500000e+00
  %77 = fptosi double %76 to i64
  %78 = srem i64 %77, 1000
  %79 = sitofp i64 %78 to float
  %80 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 0
  %81 = getelementptr inbounds %struct.s17_1_0, ptr %80, i32 0, i32 4
  store float %79, ptr %81, align 1
  %82 = load double, ptr %12, align 8
  %83 = fmul double %82, 7.500000e+00
  %84 = fptosi double %83 to i64
  %85 = srem i64 %84, 1000
  %86 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 1
  store i64 %85, ptr %86, align 1
  %87 = load double, ptr %12, align 8
  %88 = fmul double %87, 8.500000e+00
  %89 = fptosi double %88 to i64
  %90 = srem i64 %89, 1000
  %91 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 2
  store i64 %90, ptr %91, align 1
  %92 = load double, ptr %12, align 8
  %93 = fmul double %92, 9.500000e+00
  %94 = fptosi double %93 to i64
  %95 = srem i64 %94, 1000
  %96 = getelementptr inbounds %struct.s17_1, ptr %0, i32 0, i32 3
  store i64 %95, ptr %96, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @fn11(i16 %0, i32 noundef %1, ptr noundef byval(%struct.s17_2) align 8 %2, i64 noundef %3, float noundef %4, ...) #0 {
  %6 = alloca %struct.s17_3, align 2
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca float, align 4
  %10 = alloca double, align 8
  %11 = alloca [1 x %struct.__va_list_tag], align 16
  %12 = alloca double, align 8
  %13 = getelementptr inbounds %struct.s17_3, ptr %6, i32 0, i32 0
  store i16 %0, ptr %13, align 2
  store i32 %1, ptr %7, align 4
  store i64 %3, ptr %8, align 8
  store float %4, ptr %9, align 4
  store double 1.000000e+00, ptr %10, align 8
  %14 = load double, ptr %10, align 8
  %15 = getelementptr inbounds %struct.s17_3, ptr %6, i32 0, i32 0
  %16 = load i16, ptr %15, align 2
  %17 = uitofp i16 %16 to double
  %18 = call double @mix(double noundef %14, double noundef %17)
  store double %18, ptr %10, align 8
  %19 = load double, ptr %10, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sitofp i32 %20 to double
  %22 = call double @mix(double noundef %19, double noundef %21)
  store double %22, ptr %10, align 8
  %23 = load double, ptr %10, align 8
  %24 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = sitofp i32 %25 to double
  %27 = call double @mix(double noundef %23, double noundef %26)
  store double %27, ptr %10, align 8
  %28 = load double, ptr %10, align 8
  %29 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %30 = getelementptr inbounds %struct.s17_2_1, ptr %29, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = call double @mix(double noundef %28, double noundef %31)
  store double %32, ptr %10, align 8
  %33 = load double, ptr %10, align 8
  %34 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %35 = getelementptr inbounds %struct.s17_2_1, ptr %34, i32 0, i32 1
  %36 = load i64, ptr %35, align 8
  %37 = sitofp i64 %36 to double
  %38 = call double @mix(double noundef %33, double noundef %37)
  store double %38, ptr %10, align 8
  %39 = load double, ptr %10, align 8
  %40 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 1
  %41 = getelementptr inbounds %struct.s17_2_1, ptr %40, i32 0, i32 2
  %42 = load i8, ptr %41, align 8
  %43 = sitofp i8 %42 to double
  %44 = call double @mix(double noundef %39, double noundef %43)
  store double %44, ptr %10, align 8
  %45 = load double, ptr %10, align 8
  %46 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 2
  %47 = getelementptr inbounds [2 x double], ptr %46, i64 0, i64 0
  %48 = load double, ptr %47, align 8
  %49 = call double @mix(double noundef %45, double noundef %48)
  store double %49, ptr %10, align 8
  %50 = load double, ptr %10, align 8
  %51 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 2
  %52 = getelementptr inbounds [2 x double], ptr %51, i64 0, i64 1
  %53 = load double, ptr %52, align 8
  %54 = call double @mix(double noundef %50, double noundef %53)
  store double %54, ptr %10, align 8
  %55 = load double, ptr %10, align 8
  %56 = getelementptr inbounds %struct.s17_2, ptr %2, i32 0, i32 3
  %57 = load i64, ptr %56, align 8
  %58 = uitofp i64 %57 to double
  %59 = call double @mix(double noundef %55, double noundef %58)
  store double %59, ptr %10, align 8
  %60 = load double, ptr %10, align 8
  %61 = load i64, ptr %8, align 8
  %62 = sitofp i64 %61 to double
  %63 = call double @mix(double noundef %60, double noundef %62)
  store double %63, ptr %10, align 8
  %64 = load double, ptr %10, align 8
  %65 = load float, ptr %9, align 4
  %66 = fpext float %65 to double
  %67 = call double @mix(double noundef %64, double noundef %66)
  store double %67, ptr %10, align 8
  %68 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %68)
  %69 = load double, ptr %10, align 8
  %70 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %71 = getelementptr inbounds %struct.__va_list_tag, ptr %70, i32 0, i32 1
  %72 = load i32, ptr %71, align 4
  %73 = icmp ule i32 %72, 160
  br i1 %73, label %74, label %79

74:                                               ; preds = %5
  %75 = getelementptr inbounds %struct.__va_list_tag, ptr %70, i32 0, i32 3
  %76 = load ptr, ptr %75, align 16
  %77 = getelementptr i8, ptr %76, i32 %72
  %78 = add i32 %72, 16
  store i32 %78, ptr %71, align 4
  br label %83

79:                                               ; preds = %5
  %80 = getelementptr inbounds %struct.__va_list_tag, ptr %70, i32 0, i32 2
  %81 = load ptr, ptr %80, align 8
  %82 = getelementptr i8, ptr %81, i32 8
  store ptr %82, ptr %80, align 8
  br label %83

83:                                               ; preds = %79, %74
  %84 = phi ptr [ %77, %74 ], [ %81, %79 ]
  %85 = load double, ptr %84, align 8
  %86 = call double @mix(double noundef %69, double noundef %85)
  store double %86, ptr %10, align 8
  %87 = load double, ptr %10, align 8
  %88 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %89 = getelementptr inbounds %struct.__va_list_tag, ptr %88, i32 0, i32 0
  %90 = load i32, ptr %89, align 16
  %91 = icmp ule i32 %90, 40
  br i1 %91, label %92, label %97

92:                                               ; preds = %83
  %93 = getelementptr inbounds %struct.__va_list_tag, ptr %88, i32 0, i32 3
  %94 = load ptr, ptr %93, align 16
  %95 = getelementptr i8, ptr %94, i32 %90
  %96 = add i32 %90, 8
  store i32 %96, ptr %89, align 16
  br label %101

97:                                               ; preds = %83
  %98 = getelementptr inbounds %struct.__va_list_tag, ptr %88, i32 0, i32 2
  %99 = load ptr, ptr %98, align 8
  %100 = getelementptr i8, ptr %99, i32 8
  store ptr %100, ptr %98, align 8
  br label %101

101:                                              ; preds = %97, %92
  %102 = phi ptr [ %95, %92 ], [ %99, %97 ]
  %103 = load i32, ptr %102, align 4
  %104 = sitofp i32 %103 to double
  %105 = call double @mix(double noundef %87, double noundef %104)
  store double %105, ptr %10, align 8
  %106 = load double, ptr %10, align 8
  %107 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %108 = getelementptr inbounds %struct.__va_list_tag, ptr %107, i32 0, i32 2
  %109 = load ptr, ptr %108, align 8
  %110 = getelementptr inbounds i8, ptr %109, i32 15
  %111 = call ptr @llvm.ptrmask.p0.i64(ptr %110, i64 -16)
  %112 = getelementptr i8, ptr %111, i32 16
  store ptr %112, ptr %108, align 8
  %113 = load x86_fp80, ptr %111, align 16
  %114 = fptrunc x86_fp80 %113 to double
  %115 = call double @mix(double noundef %106, double noundef %114)
  store double %115, ptr %10, align 8
  %116 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %116)
  %117 = load double, ptr %10, align 8
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %117)
  %119 = load double, ptr %10, align 8
  %120 = fptosi double %119 to i64
  %121 = srem i64 %120, 1000
  %122 = sitofp i64 %121 to double
  store double %122, ptr %12, align 8
  %123 = load double, ptr %12, align 8
  ret double %123
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
