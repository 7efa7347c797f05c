; ModuleID = 'tests/run/abix_42_caller.c'
source_filename = "tests/run/abix_42_caller.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s42_2 = type { i16, i32, %struct.s42_2_2 }
%struct.s42_2_2 = type <{ [3 x i32], double, i8, i32 }>
%struct.s42_3 = type { i32, double, %struct.s42_3_2, i32, [2 x i32] }
%struct.s42_3_2 = type { i8, i8 }
%struct.s42_0 = type { %struct.s42_0_0 }
%struct.s42_0_0 = type <{ [1 x i16], i64, [1 x float] }>
%struct.s42_1 = type { i64, [4 x i64], [3 x double], i8, i8 }

@.str = private unnamed_addr constant [11 x i8] c"ret0 %.6g\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ret1 %.6g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ret2 %.6g\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ret3 %.6g\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"ret4 %.6g\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"ret5 %.6g\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"ret6 %.6g\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"ret7 %.6g\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"ret8 %.6g\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"ret9 %.6g\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"ret10 %.6g\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"ret11 %.6g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.s42_2, align 8
  %2 = alloca %struct.s42_2, align 8
  %3 = alloca %struct.s42_3, align 8
  %4 = alloca %struct.s42_0, align 8
  %5 = alloca %struct.s42_2, align 8
  %6 = alloca %struct.s42_2, align 8
  %7 = alloca %struct.s42_3, align 8
  %8 = alloca %struct.s42_3, align 8
  %9 = alloca %struct.s42_1, align 8
  %10 = alloca %struct.s42_0, align 2
  %11 = alloca %struct.s42_1, align 8
  %12 = alloca %struct.s42_2, align 8
  %13 = alloca %struct.s42_2, align 8
  %14 = alloca %struct.s42_1, align 8
  %15 = alloca %struct.s42_1, align 8
  %16 = alloca %struct.s42_1, align 8
  %17 = alloca %struct.s42_2, align 8
  %18 = alloca %struct.s42_1, align 8
  %19 = alloca %struct.s42_0, align 2
  %20 = alloca %struct.s42_3, align 8
  %21 = alloca %struct.s42_2, align 8
  %22 = alloca %struct.s42_0, align 8
  %23 = alloca %struct.s42_2, align 8
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %1) #5
  store i16 196, ptr %1, align 8, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %1, i64 4
  store <4 x i32> <i32 4, i32 187, i32 88, i32 143>, ptr %24, align 4, !tbaa !13
  %25 = getelementptr inbounds i8, ptr %1, i64 20
  store double 1.360000e+02, ptr %25, align 4, !tbaa !14
  %26 = getelementptr inbounds i8, ptr %1, i64 28
  store i8 126, ptr %26, align 4, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %1, i64 29
  store i32 1, ptr %27, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %2) #5
  store i16 45, ptr %2, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %2, i64 4
  store <4 x i32> <i32 62, i32 180, i32 82, i32 65>, ptr %28, align 4, !tbaa !13
  %29 = getelementptr inbounds i8, ptr %2, i64 20
  store double -2.000000e+01, ptr %29, align 4, !tbaa !14
  %30 = getelementptr inbounds i8, ptr %2, i64 28
  store i8 13, ptr %30, align 4, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %2, i64 29
  store i32 7, ptr %31, align 1, !tbaa !16
  %32 = tail call signext i8 @fn0(i8 noundef zeroext -46, i32 noundef 116, ptr noundef nonnull byval(%struct.s42_2) align 8 %1, i64 noundef 265, i32 noundef 59, i1 noundef zeroext true, x86_fp80 noundef 0xK4006F300000000000000, i64 noundef 232, ptr noundef nonnull byval(%struct.s42_2) align 8 %2, i64 noundef -68, float noundef 7.300000e+01) #5
  %33 = sitofp i8 %32 to double
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %33)
  %35 = tail call float @fn1() #5
  %36 = fpext float %35 to double
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %36)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @fn2(ptr dead_on_unwind nonnull writable sret(%struct.s42_3) align 8 %3, i32 noundef -90) #5
  %38 = load i32, ptr %3, align 8, !tbaa !17
  %39 = sitofp i32 %38 to double
  %40 = fadd double %39, 0x3FF000010C6F7A0B
  %41 = getelementptr inbounds i8, ptr %3, i64 8
  %42 = load double, ptr %41, align 8, !tbaa !20
  %43 = call noundef double @llvm.fmuladd.f64(double %40, double 0x3FF000010C6F7A0B, double %42)
  %44 = getelementptr inbounds i8, ptr %3, i64 16
  %45 = load i8, ptr %44, align 8, !tbaa !21
  %46 = sitofp i8 %45 to double
  %47 = call noundef double @llvm.fmuladd.f64(double %43, double 0x3FF000010C6F7A0B, double %46)
  %48 = getelementptr inbounds i8, ptr %3, i64 17
  %49 = load i8, ptr %48, align 1, !tbaa !22
  %50 = sitofp i8 %49 to double
  %51 = call noundef double @llvm.fmuladd.f64(double %47, double 0x3FF000010C6F7A0B, double %50)
  %52 = getelementptr inbounds i8, ptr %3, i64 20
  %53 = load i32, ptr %52, align 4, !tbaa !23
  %54 = sitofp i32 %53 to double
  %55 = call noundef double @llvm.fmuladd.f64(double %51, double 0x3FF000010C6F7A0B, double %54)
  %56 = getelementptr inbounds i8, ptr %3, i64 24
  %57 = load i32, ptr %56, align 8, !tbaa !13
  %58 = sitofp i32 %57 to double
  %59 = call noundef double @llvm.fmuladd.f64(double %55, double 0x3FF000010C6F7A0B, double %58)
  %60 = getelementptr inbounds i8, ptr %3, i64 28
  %61 = load i32, ptr %60, align 4, !tbaa !13
  %62 = sitofp i32 %61 to double
  %63 = call noundef double @llvm.fmuladd.f64(double %59, double 0x3FF000010C6F7A0B, double %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %63)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %4) #5
  store i16 91, ptr %4, align 8, !tbaa !24
  %65 = getelementptr inbounds i8, ptr %4, i64 2
  store i64 8, ptr %65, align 2, !tbaa !25
  %66 = getelementptr inbounds i8, ptr %4, i64 10
  store float 1.000000e+02, ptr %66, align 2, !tbaa !29
  %67 = call i64 (i32, ptr, x86_fp80, i1, i16, ...) @fn3(i32 noundef 201, ptr noundef nonnull byval(%struct.s42_0) align 8 %4, x86_fp80 noundef 0xK4002C000000000000000, i1 noundef zeroext true, i16 noundef zeroext -64, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000) #5
  %68 = uitofp i64 %67 to double
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %68)
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %5) #5
  store i16 131, ptr %5, align 8, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %5, i64 4
  store <4 x i32> <i32 111, i32 -35, i32 8, i32 -33>, ptr %70, align 4, !tbaa !13
  %71 = getelementptr inbounds i8, ptr %5, i64 20
  store double 1.810000e+02, ptr %71, align 4, !tbaa !14
  %72 = getelementptr inbounds i8, ptr %5, i64 28
  store i8 -42, ptr %72, align 4, !tbaa !15
  %73 = getelementptr inbounds i8, ptr %5, i64 29
  store i32 170, ptr %73, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #5
  store i16 34, ptr %6, align 8, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %6, i64 4
  store <4 x i32> <i32 -32, i32 81, i32 10, i32 21>, ptr %74, align 4, !tbaa !13
  %75 = getelementptr inbounds i8, ptr %6, i64 20
  store double 1.210000e+02, ptr %75, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 74, ptr %76, align 4, !tbaa !15
  %77 = getelementptr inbounds i8, ptr %6, i64 29
  store i32 4, ptr %77, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #5
  store i32 -17, ptr %7, align 8, !tbaa !17
  %78 = getelementptr inbounds i8, ptr %7, i64 8
  store double 1.350000e+02, ptr %78, align 8, !tbaa !20
  %79 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 -67, ptr %79, align 8, !tbaa !21
  %80 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 -81, ptr %80, align 1, !tbaa !22
  %81 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 96, ptr %81, align 4, !tbaa !23
  %82 = getelementptr inbounds i8, ptr %7, i64 24
  store i32 97, ptr %82, align 8, !tbaa !13
  %83 = getelementptr inbounds i8, ptr %7, i64 28
  store i32 71, ptr %83, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #5
  store i32 150, ptr %8, align 8, !tbaa !17
  %84 = getelementptr inbounds i8, ptr %8, i64 8
  store double 7.100000e+01, ptr %84, align 8, !tbaa !20
  %85 = getelementptr inbounds i8, ptr %8, i64 16
  store i8 -100, ptr %85, align 8, !tbaa !21
  %86 = getelementptr inbounds i8, ptr %8, i64 17
  store i8 54, ptr %86, align 1, !tbaa !22
  %87 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 -2, ptr %87, align 4, !tbaa !23
  %88 = getelementptr inbounds i8, ptr %8, i64 24
  store i32 -26, ptr %88, align 8, !tbaa !13
  %89 = getelementptr inbounds i8, ptr %8, i64 28
  store i32 -26, ptr %89, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #5
  store i64 55, ptr %9, align 8, !tbaa !31
  %90 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 69, ptr %90, align 8, !tbaa !33
  %91 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 171, ptr %91, align 8, !tbaa !33
  %92 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 136, ptr %92, align 8, !tbaa !33
  %93 = getelementptr inbounds i8, ptr %9, i64 32
  store i64 -37, ptr %93, align 8, !tbaa !33
  %94 = getelementptr inbounds i8, ptr %9, i64 40
  store <2 x double> <double 1.220000e+02, double 1.170000e+02>, ptr %94, align 8, !tbaa !34
  %95 = getelementptr inbounds i8, ptr %9, i64 56
  store double 1.150000e+02, ptr %95, align 8, !tbaa !34
  %96 = getelementptr inbounds i8, ptr %9, i64 64
  store i8 -25, ptr %96, align 8, !tbaa !35
  %97 = getelementptr inbounds i8, ptr %9, i64 65
  store i8 -35, ptr %97, align 1, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %10) #5
  call void (ptr, ptr, ptr, i64, ptr, i64, i64, ptr, x86_fp80, double, i64, i16, ptr, ...) @fn4(ptr dead_on_unwind nonnull writable sret(%struct.s42_0) align 1 %10, ptr noundef nonnull byval(%struct.s42_2) align 8 %5, ptr noundef nonnull byval(%struct.s42_2) align 8 %6, i64 noundef 176, ptr noundef nonnull byval(%struct.s42_3) align 8 %7, i64 noundef 24, i64 noundef 0, ptr noundef nonnull byval(%struct.s42_3) align 8 %8, x86_fp80 noundef 0xK4006ED00000000000000, double noundef 1.200000e+02, i64 noundef 81, i16 noundef zeroext 116, ptr noundef nonnull byval(%struct.s42_1) align 8 %9, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000) #5
  %98 = load i16, ptr %10, align 2, !tbaa !24
  %99 = sitofp i16 %98 to double
  %100 = fadd double %99, 0x3FF000010C6F7A0B
  %101 = getelementptr inbounds i8, ptr %10, i64 2
  %102 = load i64, ptr %101, align 2, !tbaa !25
  %103 = uitofp i64 %102 to double
  %104 = call noundef double @llvm.fmuladd.f64(double %100, double 0x3FF000010C6F7A0B, double %103)
  %105 = getelementptr inbounds i8, ptr %10, i64 10
  %106 = load float, ptr %105, align 2, !tbaa !29
  %107 = fpext float %106 to double
  %108 = call noundef double @llvm.fmuladd.f64(double %104, double 0x3FF000010C6F7A0B, double %107)
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %108)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %10) #5
  %110 = call signext i16 @fn5() #5
  %111 = sitofp i16 %110 to double
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %111)
  %113 = call x86_fp80 @fn6(i64 noundef 106, i64 noundef 0, i8 noundef zeroext 16) #5
  %114 = fptrunc x86_fp80 %113 to double
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %114)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #5
  store i64 36, ptr %11, align 8, !tbaa !31
  %116 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 154, ptr %116, align 8, !tbaa !33
  %117 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 170, ptr %117, align 8, !tbaa !33
  %118 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 -23, ptr %118, align 8, !tbaa !33
  %119 = getelementptr inbounds i8, ptr %11, i64 32
  store i64 13, ptr %119, align 8, !tbaa !33
  %120 = getelementptr inbounds i8, ptr %11, i64 40
  store <2 x double> <double -1.000000e+00, double -2.000000e+00>, ptr %120, align 8, !tbaa !34
  %121 = getelementptr inbounds i8, ptr %11, i64 56
  store double 8.700000e+01, ptr %121, align 8, !tbaa !34
  %122 = getelementptr inbounds i8, ptr %11, i64 64
  store i8 64, ptr %122, align 8, !tbaa !35
  %123 = getelementptr inbounds i8, ptr %11, i64 65
  store i8 -15, ptr %123, align 1, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %12) #5
  store i16 -4, ptr %12, align 8, !tbaa !5
  %124 = getelementptr inbounds i8, ptr %12, i64 4
  store <4 x i32> <i32 21, i32 68, i32 13, i32 173>, ptr %124, align 4, !tbaa !13
  %125 = getelementptr inbounds i8, ptr %12, i64 20
  store double 1.860000e+02, ptr %125, align 4, !tbaa !14
  %126 = getelementptr inbounds i8, ptr %12, i64 28
  store i8 -31, ptr %126, align 4, !tbaa !15
  %127 = getelementptr inbounds i8, ptr %12, i64 29
  store i32 63, ptr %127, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %13) #5
  store i16 -38, ptr %13, align 8, !tbaa !5
  %128 = getelementptr inbounds i8, ptr %13, i64 4
  store <4 x i32> <i32 116, i32 88, i32 164, i32 -47>, ptr %128, align 4, !tbaa !13
  %129 = getelementptr inbounds i8, ptr %13, i64 20
  store double 1.980000e+02, ptr %129, align 4, !tbaa !14
  %130 = getelementptr inbounds i8, ptr %13, i64 28
  store i8 -27, ptr %130, align 4, !tbaa !15
  %131 = getelementptr inbounds i8, ptr %13, i64 29
  store i32 187, ptr %131, align 1, !tbaa !16
  %132 = call float (ptr, i64, ptr, i8, i16, ptr, i64, ...) @fn7(ptr noundef nonnull byval(%struct.s42_1) align 8 %11, i64 noundef 116, ptr noundef nonnull byval(%struct.s42_2) align 8 %12, i8 noundef signext -75, i16 noundef signext -50, ptr noundef nonnull byval(%struct.s42_2) align 8 %13, i64 noundef 285, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000) #5
  %133 = fpext float %132 to double
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %133)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #5
  store i64 73, ptr %14, align 8, !tbaa !31
  %135 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 4, ptr %135, align 8, !tbaa !33
  %136 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 171, ptr %136, align 8, !tbaa !33
  %137 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 52, ptr %137, align 8, !tbaa !33
  %138 = getelementptr inbounds i8, ptr %14, i64 32
  store i64 181, ptr %138, align 8, !tbaa !33
  %139 = getelementptr inbounds i8, ptr %14, i64 40
  store <2 x double> <double -3.500000e+01, double -8.000000e+00>, ptr %139, align 8, !tbaa !34
  %140 = getelementptr inbounds i8, ptr %14, i64 56
  store double 4.700000e+01, ptr %140, align 8, !tbaa !34
  %141 = getelementptr inbounds i8, ptr %14, i64 64
  store i8 -50, ptr %141, align 8, !tbaa !35
  %142 = getelementptr inbounds i8, ptr %14, i64 65
  store i8 49, ptr %142, align 1, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15) #5
  call void @fn8(ptr dead_on_unwind nonnull writable sret(%struct.s42_1) align 8 %15, i32 noundef 21, i1 noundef zeroext true, i8 noundef signext 108, i64 noundef 148, ptr noundef nonnull byval(%struct.s42_1) align 8 %14, i32 noundef 35) #5
  %143 = load i64, ptr %15, align 8, !tbaa !31
  %144 = uitofp i64 %143 to double
  %145 = fadd double %144, 0x3FF000010C6F7A0B
  %146 = getelementptr inbounds i8, ptr %15, i64 8
  %147 = load i64, ptr %146, align 8, !tbaa !33
  %148 = sitofp i64 %147 to double
  %149 = call noundef double @llvm.fmuladd.f64(double %145, double 0x3FF000010C6F7A0B, double %148)
  %150 = getelementptr inbounds i8, ptr %15, i64 16
  %151 = load i64, ptr %150, align 8, !tbaa !33
  %152 = sitofp i64 %151 to double
  %153 = call noundef double @llvm.fmuladd.f64(double %149, double 0x3FF000010C6F7A0B, double %152)
  %154 = getelementptr inbounds i8, ptr %15, i64 24
  %155 = load i64, ptr %154, align 8, !tbaa !33
  %156 = sitofp i64 %155 to double
  %157 = call noundef double @llvm.fmuladd.f64(double %153, double 0x3FF000010C6F7A0B, double %156)
  %158 = getelementptr inbounds i8, ptr %15, i64 32
  %159 = load i64, ptr %158, align 8, !tbaa !33
  %160 = sitofp i64 %159 to double
  %161 = call noundef double @llvm.fmuladd.f64(double %157, double 0x3FF000010C6F7A0B, double %160)
  %162 = getelementptr inbounds i8, ptr %15, i64 40
  %163 = load double, ptr %162, align 8, !tbaa !34
  %164 = call noundef double @llvm.fmuladd.f64(double %161, double 0x3FF000010C6F7A0B, double %163)
  %165 = getelementptr inbounds i8, ptr %15, i64 48
  %166 = load double, ptr %165, align 8, !tbaa !34
  %167 = call noundef double @llvm.fmuladd.f64(double %164, double 0x3FF000010C6F7A0B, double %166)
  %168 = getelementptr inbounds i8, ptr %15, i64 56
  %169 = load double, ptr %168, align 8, !tbaa !34
  %170 = call noundef double @llvm.fmuladd.f64(double %167, double 0x3FF000010C6F7A0B, double %169)
  %171 = getelementptr inbounds i8, ptr %15, i64 64
  %172 = load i8, ptr %171, align 8, !tbaa !35
  %173 = sitofp i8 %172 to double
  %174 = call noundef double @llvm.fmuladd.f64(double %170, double 0x3FF000010C6F7A0B, double %173)
  %175 = getelementptr inbounds i8, ptr %15, i64 65
  %176 = load i8, ptr %175, align 1, !tbaa !36
  %177 = uitofp i8 %176 to double
  %178 = call noundef double @llvm.fmuladd.f64(double %174, double 0x3FF000010C6F7A0B, double %177)
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %178)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %16) #5
  store i64 23, ptr %16, align 8, !tbaa !31
  %180 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 58, ptr %180, align 8, !tbaa !33
  %181 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 128, ptr %181, align 8, !tbaa !33
  %182 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 195, ptr %182, align 8, !tbaa !33
  %183 = getelementptr inbounds i8, ptr %16, i64 32
  store i64 137, ptr %183, align 8, !tbaa !33
  %184 = getelementptr inbounds i8, ptr %16, i64 40
  store <2 x double> <double 1.500000e+02, double 9.200000e+01>, ptr %184, align 8, !tbaa !34
  %185 = getelementptr inbounds i8, ptr %16, i64 56
  store double 1.190000e+02, ptr %185, align 8, !tbaa !34
  %186 = getelementptr inbounds i8, ptr %16, i64 64
  store i8 -123, ptr %186, align 8, !tbaa !35
  %187 = getelementptr inbounds i8, ptr %16, i64 65
  store i8 74, ptr %187, align 1, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %17) #5
  store i16 197, ptr %17, align 8, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %17, i64 4
  store <4 x i32> <i32 -36, i32 98, i32 138, i32 88>, ptr %188, align 4, !tbaa !13
  %189 = getelementptr inbounds i8, ptr %17, i64 20
  store double -3.500000e+01, ptr %189, align 4, !tbaa !14
  %190 = getelementptr inbounds i8, ptr %17, i64 28
  store i8 -115, ptr %190, align 4, !tbaa !15
  %191 = getelementptr inbounds i8, ptr %17, i64 29
  store i32 30, ptr %191, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %18) #5
  store i64 -36, ptr %18, align 8, !tbaa !31
  %192 = getelementptr inbounds i8, ptr %18, i64 8
  store i64 -38, ptr %192, align 8, !tbaa !33
  %193 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 99, ptr %193, align 8, !tbaa !33
  %194 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 72, ptr %194, align 8, !tbaa !33
  %195 = getelementptr inbounds i8, ptr %18, i64 32
  store i64 78, ptr %195, align 8, !tbaa !33
  %196 = getelementptr inbounds i8, ptr %18, i64 40
  store <2 x double> <double 1.850000e+02, double 1.680000e+02>, ptr %196, align 8, !tbaa !34
  %197 = getelementptr inbounds i8, ptr %18, i64 56
  store double 8.500000e+01, ptr %197, align 8, !tbaa !34
  %198 = getelementptr inbounds i8, ptr %18, i64 64
  store i8 -10, ptr %198, align 8, !tbaa !35
  %199 = getelementptr inbounds i8, ptr %18, i64 65
  store i8 -36, ptr %199, align 1, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %19) #5
  call void (ptr, i64, ptr, i32, i16, double, i32, ptr, ptr, i8, float, ...) @fn9(ptr dead_on_unwind nonnull writable sret(%struct.s42_0) align 1 %19, i64 noundef 132, ptr noundef nonnull byval(%struct.s42_1) align 8 %16, i32 noundef -21, i16 noundef zeroext -3, double noundef 5.100000e+01, i32 noundef 11, ptr noundef nonnull byval(%struct.s42_2) align 8 %17, ptr noundef nonnull byval(%struct.s42_1) align 8 %18, i8 noundef signext -96, float noundef -5.900000e+01, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000) #5
  %200 = load i16, ptr %19, align 2, !tbaa !24
  %201 = sitofp i16 %200 to double
  %202 = fadd double %201, 0x3FF000010C6F7A0B
  %203 = getelementptr inbounds i8, ptr %19, i64 2
  %204 = load i64, ptr %203, align 2, !tbaa !25
  %205 = uitofp i64 %204 to double
  %206 = call noundef double @llvm.fmuladd.f64(double %202, double 0x3FF000010C6F7A0B, double %205)
  %207 = getelementptr inbounds i8, ptr %19, i64 10
  %208 = load float, ptr %207, align 2, !tbaa !29
  %209 = fpext float %208 to double
  %210 = call noundef double @llvm.fmuladd.f64(double %206, double 0x3FF000010C6F7A0B, double %209)
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %210)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %19) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #5
  store i32 122, ptr %20, align 8, !tbaa !17
  %212 = getelementptr inbounds i8, ptr %20, i64 8
  store double 1.700000e+02, ptr %212, align 8, !tbaa !20
  %213 = getelementptr inbounds i8, ptr %20, i64 16
  store i8 10, ptr %213, align 8, !tbaa !21
  %214 = getelementptr inbounds i8, ptr %20, i64 17
  store i8 53, ptr %214, align 1, !tbaa !22
  %215 = getelementptr inbounds i8, ptr %20, i64 20
  store i32 -20, ptr %215, align 4, !tbaa !23
  %216 = getelementptr inbounds i8, ptr %20, i64 24
  store i32 191, ptr %216, align 8, !tbaa !13
  %217 = getelementptr inbounds i8, ptr %20, i64 28
  store i32 177, ptr %217, align 4, !tbaa !13
  %218 = call zeroext i8 (i64, i64, i8, i64, ptr, ...) @fn10(i64 noundef -5, i64 noundef -65, i8 noundef signext -52, i64 noundef -66, ptr noundef nonnull byval(%struct.s42_3) align 8 %20, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000) #5
  %219 = uitofp i8 %218 to double
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %219)
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %21) #5
  store i16 13, ptr %21, align 8, !tbaa !5
  %221 = getelementptr inbounds i8, ptr %21, i64 4
  store <4 x i32> <i32 98, i32 102, i32 -40, i32 108>, ptr %221, align 4, !tbaa !13
  %222 = getelementptr inbounds i8, ptr %21, i64 20
  store double -3.000000e+01, ptr %222, align 4, !tbaa !14
  %223 = getelementptr inbounds i8, ptr %21, i64 28
  store i8 57, ptr %223, align 4, !tbaa !15
  %224 = getelementptr inbounds i8, ptr %21, i64 29
  store i32 118, ptr %224, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %22) #5
  store i16 83, ptr %22, align 8, !tbaa !24
  %225 = getelementptr inbounds i8, ptr %22, i64 2
  store i64 30, ptr %225, align 2, !tbaa !25
  %226 = getelementptr inbounds i8, ptr %22, i64 10
  store float 1.890000e+02, ptr %226, align 2, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %23) #5
  store i16 16, ptr %23, align 8, !tbaa !5
  %227 = getelementptr inbounds i8, ptr %23, i64 4
  store <4 x i32> <i32 2, i32 121, i32 133, i32 30>, ptr %227, align 4, !tbaa !13
  %228 = getelementptr inbounds i8, ptr %23, i64 20
  store double 1.100000e+01, ptr %228, align 4, !tbaa !14
  %229 = getelementptr inbounds i8, ptr %23, i64 28
  store i8 17, ptr %229, align 4, !tbaa !15
  %230 = getelementptr inbounds i8, ptr %23, i64 29
  store i32 51, ptr %230, align 1, !tbaa !16
  %231 = call i64 @fn11(i8 noundef zeroext -65, ptr noundef nonnull byval(%struct.s42_2) align 8 %21, i16 noundef zeroext 198, i16 noundef zeroext 189, ptr noundef nonnull byval(%struct.s42_0) align 8 %22, ptr noundef nonnull byval(%struct.s42_2) align 8 %23, i32 noundef -33) #5
  %232 = uitofp i64 %231 to double
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %232)
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %23) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %22) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %21) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %18) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %17) #5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %13) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %12) #5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare signext i8 @fn0(i8 noundef zeroext, i32 noundef, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, i32 noundef, i1 noundef zeroext, x86_fp80 noundef, i64 noundef, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, float noundef) local_unnamed_addr #3

declare float @fn1() local_unnamed_addr #3

declare void @fn2(ptr dead_on_unwind writable sret(%struct.s42_3) align 8, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i64 @fn3(i32 noundef, ptr noundef byval(%struct.s42_0) align 8, x86_fp80 noundef, i1 noundef zeroext, i16 noundef zeroext, ...) local_unnamed_addr #3

declare void @fn4(ptr dead_on_unwind writable sret(%struct.s42_0) align 1, ptr noundef byval(%struct.s42_2) align 8, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, ptr noundef byval(%struct.s42_3) align 8, i64 noundef, i64 noundef, ptr noundef byval(%struct.s42_3) align 8, x86_fp80 noundef, double noundef, i64 noundef, i16 noundef zeroext, ptr noundef byval(%struct.s42_1) align 8, ...) local_unnamed_addr #3

declare signext i16 @fn5() local_unnamed_addr #3

declare x86_fp80 @fn6(i64 noundef, i64 noundef, i8 noundef zeroext) local_unnamed_addr #3

declare float @fn7(ptr noundef byval(%struct.s42_1) align 8, i64 noundef, ptr noundef byval(%struct.s42_2) align 8, i8 noundef signext, i16 noundef signext, ptr noundef byval(%struct.s42_2) align 8, i64 noundef, ...) local_unnamed_addr #3

declare void @fn8(ptr dead_on_unwind writable sret(%struct.s42_1) align 8, i32 noundef, i1 noundef zeroext, i8 noundef signext, i64 noundef, ptr noundef byval(%struct.s42_1) align 8, i32 noundef) local_unnamed_addr #3

declare void @fn9(ptr dead_on_unwind writable sret(%struct.s42_0) align 1, i64 noundef, ptr noundef byval(%struct.s42_1) align 8, i32 noundef, i16 noundef zeroext, double noundef, i32 noundef, ptr noundef byval(%struct.s42_2) align 8, ptr noundef byval(%struct.s42_1) align 8, i8 noundef signext, float noundef, ...) local_unnamed_addr #3

declare zeroext i8 @fn10(i64 noundef, i64 noundef, i8 noundef signext, i64 noundef, ptr noundef byval(%struct.s42_3) align 8, ...) local_unnamed_addr #3

declare i64 @fn11(i8 noundef zeroext, ptr noundef byval(%struct.s42_2) align 8, i16 noundef zeroext, i16 noundef zeroext, ptr noundef byval(%struct.s42_0) align 8, ptr noundef byval(%struct.s42_2) align 8, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"s42_2", !7, i64 0, !10, i64 4, !11, i64 8}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"s42_2_2", !8, i64 0, !12, i64 12, !8, i64 20, !10, i64 21}
!12 = !{!"double", !8, i64 0}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !12, i64 20}
!15 = !{!6, !8, i64 28}
!16 = !{!6, !10, i64 29}
!17 = !{!18, !10, i64 0}
!18 = !{!"s42_3", !10, i64 0, !12, i64 8, !19, i64 16, !10, i64 20, !8, i64 24}
!19 = !{!"s42_3_2", !8, i64 0, !8, i64 1}
!20 = !{!18, !12, i64 8}
!21 = !{!18, !8, i64 16}
!22 = !{!18, !8, i64 17}
!23 = !{!18, !10, i64 20}
!24 = !{!7, !7, i64 0}
!25 = !{!26, !28, i64 2}
!26 = !{!"s42_0", !27, i64 0}
!27 = !{!"s42_0_0", !8, i64 0, !28, i64 2, !8, i64 10}
!28 = !{!"long", !8, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !8, i64 0}
!31 = !{!32, !28, i64 0}
!32 = !{!"s42_1", !28, i64 0, !8, i64 8, !8, i64 40, !8, i64 64, !8, i64 65}
!33 = !{!28, !28, i64 0}
!34 = !{!12, !12, i64 0}
!35 = !{!32, !8, i64 64}
!36 = !{!32, !8, i64 65}
