; ModuleID = 'tests/run/abix_17_callee.c'
source_filename = "tests/run/abix_17_callee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s17_2 = type { i32, %struct.s17_2_1, [2 x double], i64 }
%struct.s17_2_1 = type { double, i64, i8 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.s17_0 = type { i16, i16, [3 x i64], %struct.s17_0_3, i32 }
%struct.s17_0_3 = type { [4 x i64] }
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

; Function Attrs: nofree nounwind uwtable
define dso_local float @fn0(ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %0, ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %1, ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %2, i16 noundef zeroext %3, i64 noundef %4, i64 noundef %5, double noundef %6, float noundef %7, i32 noundef %8, ...) local_unnamed_addr #0 {
  %10 = alloca [1 x %struct.__va_list_tag], align 16
  %11 = load i32, ptr %0, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load i64, ptr %14, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load i8, ptr %16, align 8, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %0, i64 32
  %19 = load double, ptr %18, align 8, !tbaa !16
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = load double, ptr %20, align 8, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  %23 = load i64, ptr %22, align 8, !tbaa !17
  %24 = load i32, ptr %1, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !13
  %27 = getelementptr inbounds i8, ptr %1, i64 16
  %28 = load i64, ptr %27, align 8, !tbaa !14
  %29 = getelementptr inbounds i8, ptr %1, i64 24
  %30 = load i8, ptr %29, align 8, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %1, i64 32
  %32 = load double, ptr %31, align 8, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %1, i64 40
  %34 = load double, ptr %33, align 8, !tbaa !16
  %35 = getelementptr inbounds i8, ptr %1, i64 48
  %36 = load i64, ptr %35, align 8, !tbaa !17
  %37 = load i32, ptr %2, align 8, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %2, i64 16
  %41 = load i64, ptr %40, align 8, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %2, i64 24
  %43 = load i8, ptr %42, align 8, !tbaa !15
  %44 = getelementptr inbounds i8, ptr %2, i64 32
  %45 = load double, ptr %44, align 8, !tbaa !16
  %46 = getelementptr inbounds i8, ptr %2, i64 40
  %47 = load double, ptr %46, align 8, !tbaa !16
  %48 = getelementptr inbounds i8, ptr %2, i64 48
  %49 = load i64, ptr %48, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #5
  call void @llvm.va_start.p0(ptr nonnull %10)
  %50 = getelementptr inbounds i8, ptr %10, i64 4
  %51 = load i32, ptr %50, align 4
  %52 = icmp ult i32 %51, 161
  br i1 %52, label %53, label %59

53:                                               ; preds = %9
  %54 = getelementptr inbounds i8, ptr %10, i64 16
  %55 = load ptr, ptr %54, align 16
  %56 = zext nneg i32 %51 to i64
  %57 = getelementptr i8, ptr %55, i64 %56
  %58 = add nuw nsw i32 %51, 16
  store i32 %58, ptr %50, align 4
  br label %63

59:                                               ; preds = %9
  %60 = getelementptr inbounds i8, ptr %10, i64 8
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr i8, ptr %61, i64 8
  store ptr %62, ptr %60, align 8
  br label %63

63:                                               ; preds = %59, %53
  %64 = phi ptr [ %57, %53 ], [ %61, %59 ]
  %65 = load double, ptr %64, align 8, !tbaa !16
  %66 = load i32, ptr %10, align 16
  %67 = icmp ult i32 %66, 41
  br i1 %67, label %68, label %76

68:                                               ; preds = %63
  %69 = getelementptr inbounds i8, ptr %10, i64 16
  %70 = load ptr, ptr %69, align 16
  %71 = zext nneg i32 %66 to i64
  %72 = getelementptr i8, ptr %70, i64 %71
  %73 = add nuw nsw i32 %66, 8
  store i32 %73, ptr %10, align 16
  %74 = getelementptr inbounds i8, ptr %10, i64 8
  %75 = load ptr, ptr %74, align 8
  br label %80

76:                                               ; preds = %63
  %77 = getelementptr inbounds i8, ptr %10, i64 8
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr i8, ptr %78, i64 8
  store ptr %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %76, %68
  %81 = phi ptr [ %75, %68 ], [ %79, %76 ]
  %82 = phi ptr [ %72, %68 ], [ %78, %76 ]
  %83 = sitofp i32 %11 to double
  %84 = fadd double %83, 0x3FF000010C6F7A0B
  %85 = call noundef double @llvm.fmuladd.f64(double %84, double 0x3FF000010C6F7A0B, double %13)
  %86 = sitofp i64 %15 to double
  %87 = call noundef double @llvm.fmuladd.f64(double %85, double 0x3FF000010C6F7A0B, double %86)
  %88 = sitofp i8 %17 to double
  %89 = call noundef double @llvm.fmuladd.f64(double %87, double 0x3FF000010C6F7A0B, double %88)
  %90 = call noundef double @llvm.fmuladd.f64(double %89, double 0x3FF000010C6F7A0B, double %19)
  %91 = call noundef double @llvm.fmuladd.f64(double %90, double 0x3FF000010C6F7A0B, double %21)
  %92 = uitofp i64 %23 to double
  %93 = call noundef double @llvm.fmuladd.f64(double %91, double 0x3FF000010C6F7A0B, double %92)
  %94 = sitofp i32 %24 to double
  %95 = call noundef double @llvm.fmuladd.f64(double %93, double 0x3FF000010C6F7A0B, double %94)
  %96 = call noundef double @llvm.fmuladd.f64(double %95, double 0x3FF000010C6F7A0B, double %26)
  %97 = sitofp i64 %28 to double
  %98 = call noundef double @llvm.fmuladd.f64(double %96, double 0x3FF000010C6F7A0B, double %97)
  %99 = sitofp i8 %30 to double
  %100 = call noundef double @llvm.fmuladd.f64(double %98, double 0x3FF000010C6F7A0B, double %99)
  %101 = call noundef double @llvm.fmuladd.f64(double %100, double 0x3FF000010C6F7A0B, double %32)
  %102 = call noundef double @llvm.fmuladd.f64(double %101, double 0x3FF000010C6F7A0B, double %34)
  %103 = uitofp i64 %36 to double
  %104 = call noundef double @llvm.fmuladd.f64(double %102, double 0x3FF000010C6F7A0B, double %103)
  %105 = sitofp i32 %37 to double
  %106 = call noundef double @llvm.fmuladd.f64(double %104, double 0x3FF000010C6F7A0B, double %105)
  %107 = call noundef double @llvm.fmuladd.f64(double %106, double 0x3FF000010C6F7A0B, double %39)
  %108 = sitofp i64 %41 to double
  %109 = call noundef double @llvm.fmuladd.f64(double %107, double 0x3FF000010C6F7A0B, double %108)
  %110 = sitofp i8 %43 to double
  %111 = call noundef double @llvm.fmuladd.f64(double %109, double 0x3FF000010C6F7A0B, double %110)
  %112 = call noundef double @llvm.fmuladd.f64(double %111, double 0x3FF000010C6F7A0B, double %45)
  %113 = call noundef double @llvm.fmuladd.f64(double %112, double 0x3FF000010C6F7A0B, double %47)
  %114 = uitofp i64 %49 to double
  %115 = call noundef double @llvm.fmuladd.f64(double %113, double 0x3FF000010C6F7A0B, double %114)
  %116 = uitofp i16 %3 to double
  %117 = call noundef double @llvm.fmuladd.f64(double %115, double 0x3FF000010C6F7A0B, double %116)
  %118 = uitofp i64 %4 to double
  %119 = call noundef double @llvm.fmuladd.f64(double %117, double 0x3FF000010C6F7A0B, double %118)
  %120 = sitofp i64 %5 to double
  %121 = call noundef double @llvm.fmuladd.f64(double %119, double 0x3FF000010C6F7A0B, double %120)
  %122 = call noundef double @llvm.fmuladd.f64(double %121, double 0x3FF000010C6F7A0B, double %6)
  %123 = fpext float %7 to double
  %124 = call noundef double @llvm.fmuladd.f64(double %122, double 0x3FF000010C6F7A0B, double %123)
  %125 = sitofp i32 %8 to double
  %126 = call noundef double @llvm.fmuladd.f64(double %124, double 0x3FF000010C6F7A0B, double %125)
  %127 = call noundef double @llvm.fmuladd.f64(double %126, double 0x3FF000010C6F7A0B, double %65)
  %128 = load i32, ptr %82, align 4, !tbaa !18
  %129 = sitofp i32 %128 to double
  %130 = call noundef double @llvm.fmuladd.f64(double %127, double 0x3FF000010C6F7A0B, double %129)
  %131 = getelementptr inbounds i8, ptr %10, i64 8
  %132 = getelementptr inbounds i8, ptr %81, i64 15
  %133 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %132, i64 -16)
  %134 = getelementptr i8, ptr %133, i64 16
  store ptr %134, ptr %131, align 8
  %135 = load x86_fp80, ptr %133, align 16, !tbaa !19
  %136 = fptrunc x86_fp80 %135 to double
  %137 = call noundef double @llvm.fmuladd.f64(double %130, double 0x3FF000010C6F7A0B, double %136)
  call void @llvm.va_end.p0(ptr nonnull %10)
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %137)
  %139 = fptosi double %137 to i64
  %140 = srem i64 %139, 1000
  %141 = sitofp i64 %140 to float
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #5
  ret float %141
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @fn1(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17_0) align 8 %0, i16 %1, i64 noundef %2, float noundef %3, i8 noundef signext %4, i8 noundef signext %5, double noundef %6, i8 noundef signext %7, i1 noundef zeroext %8, i64 noundef %9) local_unnamed_addr #0 {
  %11 = uitofp i16 %1 to double
  %12 = fadd double %11, 0x3FF000010C6F7A0B
  %13 = uitofp i64 %2 to double
  %14 = tail call noundef double @llvm.fmuladd.f64(double %12, double 0x3FF000010C6F7A0B, double %13)
  %15 = fpext float %3 to double
  %16 = tail call noundef double @llvm.fmuladd.f64(double %14, double 0x3FF000010C6F7A0B, double %15)
  %17 = sitofp i8 %4 to double
  %18 = tail call noundef double @llvm.fmuladd.f64(double %16, double 0x3FF000010C6F7A0B, double %17)
  %19 = sitofp i8 %5 to double
  %20 = tail call noundef double @llvm.fmuladd.f64(double %18, double 0x3FF000010C6F7A0B, double %19)
  %21 = tail call noundef double @llvm.fmuladd.f64(double %20, double 0x3FF000010C6F7A0B, double %6)
  %22 = sitofp i8 %7 to double
  %23 = tail call noundef double @llvm.fmuladd.f64(double %21, double 0x3FF000010C6F7A0B, double %22)
  %24 = uitofp i1 %8 to double
  %25 = tail call noundef double @llvm.fmuladd.f64(double %23, double 0x3FF000010C6F7A0B, double %24)
  %26 = uitofp i64 %9 to double
  %27 = tail call noundef double @llvm.fmuladd.f64(double %25, double 0x3FF000010C6F7A0B, double %26)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %27)
  %29 = fmul double %27, 1.500000e+00
  %30 = fptosi double %29 to i64
  %31 = srem i64 %30, 1000
  %32 = trunc nsw i64 %31 to i16
  store i16 %32, ptr %0, align 8, !tbaa !21
  %33 = fmul double %27, 2.500000e+00
  %34 = fptosi double %33 to i64
  %35 = srem i64 %34, 1000
  %36 = trunc nsw i64 %35 to i16
  %37 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %36, ptr %37, align 2, !tbaa !25
  %38 = fmul double %27, 3.500000e+00
  %39 = fptosi double %38 to i64
  %40 = srem i64 %39, 1000
  %41 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %40, ptr %41, align 8, !tbaa !26
  %42 = fmul double %27, 4.500000e+00
  %43 = fptosi double %42 to i64
  %44 = srem i64 %43, 1000
  %45 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %44, ptr %45, align 8, !tbaa !26
  %46 = fmul double %27, 5.500000e+00
  %47 = fptosi double %46 to i64
  %48 = srem i64 %47, 1000
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %48, ptr %49, align 8, !tbaa !26
  %50 = fmul double %27, 6.500000e+00
  %51 = fptosi double %50 to i64
  %52 = srem i64 %51, 1000
  %53 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 %52, ptr %53, align 8, !tbaa !26
  %54 = fmul double %27, 7.500000e+00
  %55 = fptosi double %54 to i64
  %56 = srem i64 %55, 1000
  %57 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 %56, ptr %57, align 8, !tbaa !26
  %58 = fmul double %27, 8.500000e+00
  %59 = fptosi double %58 to i64
  %60 = srem i64 %59, 1000
  %61 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 %60, ptr %61, align 8, !tbaa !26
  %62 = fmul double %27, 9.500000e+00
  %63 = fptosi double %62 to i64
  %64 = srem i64 %63, 1000
  %65 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 %64, ptr %65, align 8, !tbaa !26
  %66 = fmul double %27, 1.050000e+01
  %67 = fptosi double %66 to i64
  %68 = srem i64 %67, 1000
  %69 = trunc nsw i64 %68 to i32
  %70 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %69, ptr %70, align 8, !tbaa !27
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i16 -999, 1000) i16 @fn2(i32 noundef %0, i64 noundef %1, i64 noundef %2, i8 noundef zeroext %3, ptr nocapture noundef readonly byval(%struct.s17_0) align 8 %4, i8 noundef signext %5, i16 %6, ptr nocapture noundef readonly byval(%struct.s17_1) align 8 %7, i16 noundef zeroext %8, x86_fp80 noundef %9, ptr nocapture noundef readonly byval(%struct.s17_0) align 8 %10) local_unnamed_addr #0 {
  %12 = uitofp i32 %0 to double
  %13 = fadd double %12, 0x3FF000010C6F7A0B
  %14 = sitofp i64 %1 to double
  %15 = tail call noundef double @llvm.fmuladd.f64(double %13, double 0x3FF000010C6F7A0B, double %14)
  %16 = uitofp i64 %2 to double
  %17 = tail call noundef double @llvm.fmuladd.f64(double %15, double 0x3FF000010C6F7A0B, double %16)
  %18 = uitofp i8 %3 to double
  %19 = tail call noundef double @llvm.fmuladd.f64(double %17, double 0x3FF000010C6F7A0B, double %18)
  %20 = load i16, ptr %4, align 8, !tbaa !21
  %21 = uitofp i16 %20 to double
  %22 = tail call noundef double @llvm.fmuladd.f64(double %19, double 0x3FF000010C6F7A0B, double %21)
  %23 = getelementptr inbounds i8, ptr %4, i64 2
  %24 = load i16, ptr %23, align 2, !tbaa !25
  %25 = uitofp i16 %24 to double
  %26 = tail call noundef double @llvm.fmuladd.f64(double %22, double 0x3FF000010C6F7A0B, double %25)
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  %28 = load i64, ptr %27, align 8, !tbaa !26
  %29 = sitofp i64 %28 to double
  %30 = tail call noundef double @llvm.fmuladd.f64(double %26, double 0x3FF000010C6F7A0B, double %29)
  %31 = getelementptr inbounds i8, ptr %4, i64 16
  %32 = load i64, ptr %31, align 8, !tbaa !26
  %33 = sitofp i64 %32 to double
  %34 = tail call noundef double @llvm.fmuladd.f64(double %30, double 0x3FF000010C6F7A0B, double %33)
  %35 = getelementptr inbounds i8, ptr %4, i64 24
  %36 = load i64, ptr %35, align 8, !tbaa !26
  %37 = sitofp i64 %36 to double
  %38 = tail call noundef double @llvm.fmuladd.f64(double %34, double 0x3FF000010C6F7A0B, double %37)
  %39 = getelementptr inbounds i8, ptr %4, i64 32
  %40 = load i64, ptr %39, align 8, !tbaa !26
  %41 = sitofp i64 %40 to double
  %42 = tail call noundef double @llvm.fmuladd.f64(double %38, double 0x3FF000010C6F7A0B, double %41)
  %43 = getelementptr inbounds i8, ptr %4, i64 40
  %44 = load i64, ptr %43, align 8, !tbaa !26
  %45 = sitofp i64 %44 to double
  %46 = tail call noundef double @llvm.fmuladd.f64(double %42, double 0x3FF000010C6F7A0B, double %45)
  %47 = getelementptr inbounds i8, ptr %4, i64 48
  %48 = load i64, ptr %47, align 8, !tbaa !26
  %49 = sitofp i64 %48 to double
  %50 = tail call noundef double @llvm.fmuladd.f64(double %46, double 0x3FF000010C6F7A0B, double %49)
  %51 = getelementptr inbounds i8, ptr %4, i64 56
  %52 = load i64, ptr %51, align 8, !tbaa !26
  %53 = sitofp i64 %52 to double
  %54 = tail call noundef double @llvm.fmuladd.f64(double %50, double 0x3FF000010C6F7A0B, double %53)
  %55 = getelementptr inbounds i8, ptr %4, i64 64
  %56 = load i32, ptr %55, align 8, !tbaa !27
  %57 = sitofp i32 %56 to double
  %58 = tail call noundef double @llvm.fmuladd.f64(double %54, double 0x3FF000010C6F7A0B, double %57)
  %59 = sitofp i8 %5 to double
  %60 = tail call noundef double @llvm.fmuladd.f64(double %58, double 0x3FF000010C6F7A0B, double %59)
  %61 = uitofp i16 %6 to double
  %62 = tail call noundef double @llvm.fmuladd.f64(double %60, double 0x3FF000010C6F7A0B, double %61)
  %63 = load i16, ptr %7, align 8, !tbaa !28
  %64 = sitofp i16 %63 to double
  %65 = tail call noundef double @llvm.fmuladd.f64(double %62, double 0x3FF000010C6F7A0B, double %64)
  %66 = getelementptr inbounds i8, ptr %7, i64 2
  %67 = load i16, ptr %66, align 2, !tbaa !28
  %68 = sitofp i16 %67 to double
  %69 = tail call noundef double @llvm.fmuladd.f64(double %65, double 0x3FF000010C6F7A0B, double %68)
  %70 = getelementptr inbounds i8, ptr %7, i64 4
  %71 = load i64, ptr %70, align 4, !tbaa !29
  %72 = uitofp i64 %71 to double
  %73 = tail call noundef double @llvm.fmuladd.f64(double %69, double 0x3FF000010C6F7A0B, double %72)
  %74 = getelementptr inbounds i8, ptr %7, i64 12
  %75 = load float, ptr %74, align 4, !tbaa !34
  %76 = fpext float %75 to double
  %77 = tail call noundef double @llvm.fmuladd.f64(double %73, double 0x3FF000010C6F7A0B, double %76)
  %78 = getelementptr inbounds i8, ptr %7, i64 16
  %79 = load double, ptr %78, align 8, !tbaa !16
  %80 = tail call noundef double @llvm.fmuladd.f64(double %77, double 0x3FF000010C6F7A0B, double %79)
  %81 = getelementptr inbounds i8, ptr %7, i64 24
  %82 = load float, ptr %81, align 8, !tbaa !35
  %83 = fpext float %82 to double
  %84 = tail call noundef double @llvm.fmuladd.f64(double %80, double 0x3FF000010C6F7A0B, double %83)
  %85 = getelementptr inbounds i8, ptr %7, i64 28
  %86 = load i64, ptr %85, align 4, !tbaa !36
  %87 = uitofp i64 %86 to double
  %88 = tail call noundef double @llvm.fmuladd.f64(double %84, double 0x3FF000010C6F7A0B, double %87)
  %89 = getelementptr inbounds i8, ptr %7, i64 36
  %90 = load i64, ptr %89, align 4, !tbaa !37
  %91 = sitofp i64 %90 to double
  %92 = tail call noundef double @llvm.fmuladd.f64(double %88, double 0x3FF000010C6F7A0B, double %91)
  %93 = getelementptr inbounds i8, ptr %7, i64 44
  %94 = load i64, ptr %93, align 4, !tbaa !38
  %95 = sitofp i64 %94 to double
  %96 = tail call noundef double @llvm.fmuladd.f64(double %92, double 0x3FF000010C6F7A0B, double %95)
  %97 = uitofp i16 %8 to double
  %98 = tail call noundef double @llvm.fmuladd.f64(double %96, double 0x3FF000010C6F7A0B, double %97)
  %99 = fptrunc x86_fp80 %9 to double
  %100 = tail call noundef double @llvm.fmuladd.f64(double %98, double 0x3FF000010C6F7A0B, double %99)
  %101 = load i16, ptr %10, align 8, !tbaa !21
  %102 = uitofp i16 %101 to double
  %103 = tail call noundef double @llvm.fmuladd.f64(double %100, double 0x3FF000010C6F7A0B, double %102)
  %104 = getelementptr inbounds i8, ptr %10, i64 2
  %105 = load i16, ptr %104, align 2, !tbaa !25
  %106 = uitofp i16 %105 to double
  %107 = tail call noundef double @llvm.fmuladd.f64(double %103, double 0x3FF000010C6F7A0B, double %106)
  %108 = getelementptr inbounds i8, ptr %10, i64 8
  %109 = load i64, ptr %108, align 8, !tbaa !26
  %110 = sitofp i64 %109 to double
  %111 = tail call noundef double @llvm.fmuladd.f64(double %107, double 0x3FF000010C6F7A0B, double %110)
  %112 = getelementptr inbounds i8, ptr %10, i64 16
  %113 = load i64, ptr %112, align 8, !tbaa !26
  %114 = sitofp i64 %113 to double
  %115 = tail call noundef double @llvm.fmuladd.f64(double %111, double 0x3FF000010C6F7A0B, double %114)
  %116 = getelementptr inbounds i8, ptr %10, i64 24
  %117 = load i64, ptr %116, align 8, !tbaa !26
  %118 = sitofp i64 %117 to double
  %119 = tail call noundef double @llvm.fmuladd.f64(double %115, double 0x3FF000010C6F7A0B, double %118)
  %120 = getelementptr inbounds i8, ptr %10, i64 32
  %121 = load i64, ptr %120, align 8, !tbaa !26
  %122 = sitofp i64 %121 to double
  %123 = tail call noundef double @llvm.fmuladd.f64(double %119, double 0x3FF000010C6F7A0B, double %122)
  %124 = getelementptr inbounds i8, ptr %10, i64 40
  %125 = load i64, ptr %124, align 8, !tbaa !26
  %126 = sitofp i64 %125 to double
  %127 = tail call noundef double @llvm.fmuladd.f64(double %123, double 0x3FF000010C6F7A0B, double %126)
  %128 = getelementptr inbounds i8, ptr %10, i64 48
  %129 = load i64, ptr %128, align 8, !tbaa !26
  %130 = sitofp i64 %129 to double
  %131 = tail call noundef double @llvm.fmuladd.f64(double %127, double 0x3FF000010C6F7A0B, double %130)
  %132 = getelementptr inbounds i8, ptr %10, i64 56
  %133 = load i64, ptr %132, align 8, !tbaa !26
  %134 = sitofp i64 %133 to double
  %135 = tail call noundef double @llvm.fmuladd.f64(double %131, double 0x3FF000010C6F7A0B, double %134)
  %136 = getelementptr inbounds i8, ptr %10, i64 64
  %137 = load i32, ptr %136, align 8, !tbaa !27
  %138 = sitofp i32 %137 to double
  %139 = tail call noundef double @llvm.fmuladd.f64(double %135, double 0x3FF000010C6F7A0B, double %138)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %139)
  %141 = fmul double %139, 1.500000e+00
  %142 = fptosi double %141 to i64
  %143 = srem i64 %142, 1000
  %144 = trunc nsw i64 %143 to i16
  ret i16 %144
}

; Function Attrs: nofree nounwind uwtable
define dso_local zeroext range(i16 -999, 1000) i16 @fn3(i32 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = uitofp i32 %0 to double
  %4 = fadd double %3, 0x3FF000010C6F7A0B
  %5 = uitofp i64 %1 to double
  %6 = tail call noundef double @llvm.fmuladd.f64(double %4, double 0x3FF000010C6F7A0B, double %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %6)
  %8 = fptosi double %6 to i64
  %9 = srem i64 %8, 1000
  %10 = trunc nsw i64 %9 to i16
  ret i16 %10
}

; Function Attrs: nofree nounwind uwtable
define dso_local float @fn4(i8 noundef signext %0, ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = sitofp i8 %0 to double
  %5 = fadd double %4, 0x3FF000010C6F7A0B
  %6 = load i32, ptr %1, align 8, !tbaa !5
  %7 = sitofp i32 %6 to double
  %8 = tail call noundef double @llvm.fmuladd.f64(double %5, double 0x3FF000010C6F7A0B, double %7)
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !13
  %11 = tail call noundef double @llvm.fmuladd.f64(double %8, double 0x3FF000010C6F7A0B, double %10)
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !14
  %14 = sitofp i64 %13 to double
  %15 = tail call noundef double @llvm.fmuladd.f64(double %11, double 0x3FF000010C6F7A0B, double %14)
  %16 = getelementptr inbounds i8, ptr %1, i64 24
  %17 = load i8, ptr %16, align 8, !tbaa !15
  %18 = sitofp i8 %17 to double
  %19 = tail call noundef double @llvm.fmuladd.f64(double %15, double 0x3FF000010C6F7A0B, double %18)
  %20 = getelementptr inbounds i8, ptr %1, i64 32
  %21 = load double, ptr %20, align 8, !tbaa !16
  %22 = tail call noundef double @llvm.fmuladd.f64(double %19, double 0x3FF000010C6F7A0B, double %21)
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  %24 = load double, ptr %23, align 8, !tbaa !16
  %25 = tail call noundef double @llvm.fmuladd.f64(double %22, double 0x3FF000010C6F7A0B, double %24)
  %26 = getelementptr inbounds i8, ptr %1, i64 48
  %27 = load i64, ptr %26, align 8, !tbaa !17
  %28 = uitofp i64 %27 to double
  %29 = tail call noundef double @llvm.fmuladd.f64(double %25, double 0x3FF000010C6F7A0B, double %28)
  %30 = sitofp i64 %2 to double
  %31 = tail call noundef double @llvm.fmuladd.f64(double %29, double 0x3FF000010C6F7A0B, double %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %31)
  %33 = fptosi double %31 to i64
  %34 = srem i64 %33, 1000
  %35 = sitofp i64 %34 to float
  ret float %35
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @fn5() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i64 -999, 1000) i64 @fn6(i64 noundef %0) local_unnamed_addr #0 {
  %2 = sitofp i64 %0 to double
  %3 = fadd double %2, 0x3FF000010C6F7A0B
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %3)
  %5 = fptosi double %3 to i64
  %6 = srem i64 %5, 1000
  ret i64 %6
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i64 -999, 1000) i64 @fn7(ptr nocapture noundef readonly byval(%struct.s17_0) align 8 %0, i8 noundef zeroext %1, ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %2, i8 noundef zeroext %3, ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = load i16, ptr %0, align 8, !tbaa !21
  %8 = uitofp i16 %7 to double
  %9 = fadd double %8, 0x3FF000010C6F7A0B
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i16, ptr %10, align 2, !tbaa !25
  %12 = uitofp i16 %11 to double
  %13 = tail call noundef double @llvm.fmuladd.f64(double %9, double 0x3FF000010C6F7A0B, double %12)
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !26
  %16 = sitofp i64 %15 to double
  %17 = tail call noundef double @llvm.fmuladd.f64(double %13, double 0x3FF000010C6F7A0B, double %16)
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !26
  %20 = sitofp i64 %19 to double
  %21 = tail call noundef double @llvm.fmuladd.f64(double %17, double 0x3FF000010C6F7A0B, double %20)
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load i64, ptr %22, align 8, !tbaa !26
  %24 = sitofp i64 %23 to double
  %25 = tail call noundef double @llvm.fmuladd.f64(double %21, double 0x3FF000010C6F7A0B, double %24)
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  %27 = load i64, ptr %26, align 8, !tbaa !26
  %28 = sitofp i64 %27 to double
  %29 = tail call noundef double @llvm.fmuladd.f64(double %25, double 0x3FF000010C6F7A0B, double %28)
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load i64, ptr %30, align 8, !tbaa !26
  %32 = sitofp i64 %31 to double
  %33 = tail call noundef double @llvm.fmuladd.f64(double %29, double 0x3FF000010C6F7A0B, double %32)
  %34 = getelementptr inbounds i8, ptr %0, i64 48
  %35 = load i64, ptr %34, align 8, !tbaa !26
  %36 = sitofp i64 %35 to double
  %37 = tail call noundef double @llvm.fmuladd.f64(double %33, double 0x3FF000010C6F7A0B, double %36)
  %38 = getelementptr inbounds i8, ptr %0, i64 56
  %39 = load i64, ptr %38, align 8, !tbaa !26
  %40 = sitofp i64 %39 to double
  %41 = tail call noundef double @llvm.fmuladd.f64(double %37, double 0x3FF000010C6F7A0B, double %40)
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  %43 = load i32, ptr %42, align 8, !tbaa !27
  %44 = sitofp i32 %43 to double
  %45 = tail call noundef double @llvm.fmuladd.f64(double %41, double 0x3FF000010C6F7A0B, double %44)
  %46 = uitofp i8 %1 to double
  %47 = tail call noundef double @llvm.fmuladd.f64(double %45, double 0x3FF000010C6F7A0B, double %46)
  %48 = load i32, ptr %2, align 8, !tbaa !5
  %49 = sitofp i32 %48 to double
  %50 = tail call noundef double @llvm.fmuladd.f64(double %47, double 0x3FF000010C6F7A0B, double %49)
  %51 = getelementptr inbounds i8, ptr %2, i64 8
  %52 = load double, ptr %51, align 8, !tbaa !13
  %53 = tail call noundef double @llvm.fmuladd.f64(double %50, double 0x3FF000010C6F7A0B, double %52)
  %54 = getelementptr inbounds i8, ptr %2, i64 16
  %55 = load i64, ptr %54, align 8, !tbaa !14
  %56 = sitofp i64 %55 to double
  %57 = tail call noundef double @llvm.fmuladd.f64(double %53, double 0x3FF000010C6F7A0B, double %56)
  %58 = getelementptr inbounds i8, ptr %2, i64 24
  %59 = load i8, ptr %58, align 8, !tbaa !15
  %60 = sitofp i8 %59 to double
  %61 = tail call noundef double @llvm.fmuladd.f64(double %57, double 0x3FF000010C6F7A0B, double %60)
  %62 = getelementptr inbounds i8, ptr %2, i64 32
  %63 = load double, ptr %62, align 8, !tbaa !16
  %64 = tail call noundef double @llvm.fmuladd.f64(double %61, double 0x3FF000010C6F7A0B, double %63)
  %65 = getelementptr inbounds i8, ptr %2, i64 40
  %66 = load double, ptr %65, align 8, !tbaa !16
  %67 = tail call noundef double @llvm.fmuladd.f64(double %64, double 0x3FF000010C6F7A0B, double %66)
  %68 = getelementptr inbounds i8, ptr %2, i64 48
  %69 = load i64, ptr %68, align 8, !tbaa !17
  %70 = uitofp i64 %69 to double
  %71 = tail call noundef double @llvm.fmuladd.f64(double %67, double 0x3FF000010C6F7A0B, double %70)
  %72 = uitofp i8 %3 to double
  %73 = tail call noundef double @llvm.fmuladd.f64(double %71, double 0x3FF000010C6F7A0B, double %72)
  %74 = load i32, ptr %4, align 8, !tbaa !5
  %75 = sitofp i32 %74 to double
  %76 = tail call noundef double @llvm.fmuladd.f64(double %73, double 0x3FF000010C6F7A0B, double %75)
  %77 = getelementptr inbounds i8, ptr %4, i64 8
  %78 = load double, ptr %77, align 8, !tbaa !13
  %79 = tail call noundef double @llvm.fmuladd.f64(double %76, double 0x3FF000010C6F7A0B, double %78)
  %80 = getelementptr inbounds i8, ptr %4, i64 16
  %81 = load i64, ptr %80, align 8, !tbaa !14
  %82 = sitofp i64 %81 to double
  %83 = tail call noundef double @llvm.fmuladd.f64(double %79, double 0x3FF000010C6F7A0B, double %82)
  %84 = getelementptr inbounds i8, ptr %4, i64 24
  %85 = load i8, ptr %84, align 8, !tbaa !15
  %86 = sitofp i8 %85 to double
  %87 = tail call noundef double @llvm.fmuladd.f64(double %83, double 0x3FF000010C6F7A0B, double %86)
  %88 = getelementptr inbounds i8, ptr %4, i64 32
  %89 = load double, ptr %88, align 8, !tbaa !16
  %90 = tail call noundef double @llvm.fmuladd.f64(double %87, double 0x3FF000010C6F7A0B, double %89)
  %91 = getelementptr inbounds i8, ptr %4, i64 40
  %92 = load double, ptr %91, align 8, !tbaa !16
  %93 = tail call noundef double @llvm.fmuladd.f64(double %90, double 0x3FF000010C6F7A0B, double %92)
  %94 = getelementptr inbounds i8, ptr %4, i64 48
  %95 = load i64, ptr %94, align 8, !tbaa !17
  %96 = uitofp i64 %95 to double
  %97 = tail call noundef double @llvm.fmuladd.f64(double %93, double 0x3FF000010C6F7A0B, double %96)
  %98 = sitofp i64 %5 to double
  %99 = tail call noundef double @llvm.fmuladd.f64(double %97, double 0x3FF000010C6F7A0B, double %98)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %99)
  %101 = fptosi double %99 to i64
  %102 = srem i64 %101, 1000
  ret i64 %102
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @fn8(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17_0) align 8 %0, i16 %1, i32 noundef %2, i64 noundef %3, i8 noundef signext %4) local_unnamed_addr #0 {
  %6 = uitofp i16 %1 to double
  %7 = fadd double %6, 0x3FF000010C6F7A0B
  %8 = sitofp i32 %2 to double
  %9 = tail call noundef double @llvm.fmuladd.f64(double %7, double 0x3FF000010C6F7A0B, double %8)
  %10 = sitofp i64 %3 to double
  %11 = tail call noundef double @llvm.fmuladd.f64(double %9, double 0x3FF000010C6F7A0B, double %10)
  %12 = sitofp i8 %4 to double
  %13 = tail call noundef double @llvm.fmuladd.f64(double %11, double 0x3FF000010C6F7A0B, double %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %13)
  %15 = fmul double %13, 1.500000e+00
  %16 = fptosi double %15 to i64
  %17 = srem i64 %16, 1000
  %18 = trunc nsw i64 %17 to i16
  store i16 %18, ptr %0, align 8, !tbaa !21
  %19 = fmul double %13, 2.500000e+00
  %20 = fptosi double %19 to i64
  %21 = srem i64 %20, 1000
  %22 = trunc nsw i64 %21 to i16
  %23 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %22, ptr %23, align 2, !tbaa !25
  %24 = fmul double %13, 3.500000e+00
  %25 = fptosi double %24 to i64
  %26 = srem i64 %25, 1000
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %26, ptr %27, align 8, !tbaa !26
  %28 = fmul double %13, 4.500000e+00
  %29 = fptosi double %28 to i64
  %30 = srem i64 %29, 1000
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %30, ptr %31, align 8, !tbaa !26
  %32 = fmul double %13, 5.500000e+00
  %33 = fptosi double %32 to i64
  %34 = srem i64 %33, 1000
  %35 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %34, ptr %35, align 8, !tbaa !26
  %36 = fmul double %13, 6.500000e+00
  %37 = fptosi double %36 to i64
  %38 = srem i64 %37, 1000
  %39 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 %38, ptr %39, align 8, !tbaa !26
  %40 = fmul double %13, 7.500000e+00
  %41 = fptosi double %40 to i64
  %42 = srem i64 %41, 1000
  %43 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 %42, ptr %43, align 8, !tbaa !26
  %44 = fmul double %13, 8.500000e+00
  %45 = fptosi double %44 to i64
  %46 = srem i64 %45, 1000
  %47 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 %46, ptr %47, align 8, !tbaa !26
  %48 = fmul double %13, 9.500000e+00
  %49 = fptosi double %48 to i64
  %50 = srem i64 %49, 1000
  %51 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 %50, ptr %51, align 8, !tbaa !26
  %52 = fmul double %13, 1.050000e+01
  %53 = fptosi double %52 to i64
  %54 = srem i64 %53, 1000
  %55 = trunc nsw i64 %54 to i32
  %56 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %55, ptr %56, align 8, !tbaa !27
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -999, 1000) i32 @fn9(i64 noundef %0, ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly byval(%struct.s17_1) align 8 %4, i1 noundef zeroext %5, i8 noundef zeroext %6, i1 noundef zeroext %7) local_unnamed_addr #0 {
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = sitofp i64 %0 to double
  %14 = fadd double %13, 0x3FF000010C6F7A0B
  %15 = load i32, ptr %1, align 8, !tbaa !5
  %16 = sitofp i32 %15 to double
  %17 = tail call noundef double @llvm.fmuladd.f64(double %14, double 0x3FF000010C6F7A0B, double %16)
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !13
  %20 = tail call noundef double @llvm.fmuladd.f64(double %17, double 0x3FF000010C6F7A0B, double %19)
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !14
  %23 = sitofp i64 %22 to double
  %24 = tail call noundef double @llvm.fmuladd.f64(double %20, double 0x3FF000010C6F7A0B, double %23)
  %25 = getelementptr inbounds i8, ptr %1, i64 24
  %26 = load i8, ptr %25, align 8, !tbaa !15
  %27 = sitofp i8 %26 to double
  %28 = tail call noundef double @llvm.fmuladd.f64(double %24, double 0x3FF000010C6F7A0B, double %27)
  %29 = getelementptr inbounds i8, ptr %1, i64 32
  %30 = load double, ptr %29, align 8, !tbaa !16
  %31 = tail call noundef double @llvm.fmuladd.f64(double %28, double 0x3FF000010C6F7A0B, double %30)
  %32 = getelementptr inbounds i8, ptr %1, i64 40
  %33 = load double, ptr %32, align 8, !tbaa !16
  %34 = tail call noundef double @llvm.fmuladd.f64(double %31, double 0x3FF000010C6F7A0B, double %33)
  %35 = getelementptr inbounds i8, ptr %1, i64 48
  %36 = load i64, ptr %35, align 8, !tbaa !17
  %37 = uitofp i64 %36 to double
  %38 = tail call noundef double @llvm.fmuladd.f64(double %34, double 0x3FF000010C6F7A0B, double %37)
  %39 = sitofp i128 %12 to double
  %40 = tail call noundef double @llvm.fmuladd.f64(double %38, double 0x3FF000010C6F7A0B, double %39)
  %41 = load i16, ptr %4, align 8, !tbaa !28
  %42 = sitofp i16 %41 to double
  %43 = tail call noundef double @llvm.fmuladd.f64(double %40, double 0x3FF000010C6F7A0B, double %42)
  %44 = getelementptr inbounds i8, ptr %4, i64 2
  %45 = load i16, ptr %44, align 2, !tbaa !28
  %46 = sitofp i16 %45 to double
  %47 = tail call noundef double @llvm.fmuladd.f64(double %43, double 0x3FF000010C6F7A0B, double %46)
  %48 = getelementptr inbounds i8, ptr %4, i64 4
  %49 = load i64, ptr %48, align 4, !tbaa !29
  %50 = uitofp i64 %49 to double
  %51 = tail call noundef double @llvm.fmuladd.f64(double %47, double 0x3FF000010C6F7A0B, double %50)
  %52 = getelementptr inbounds i8, ptr %4, i64 12
  %53 = load float, ptr %52, align 4, !tbaa !34
  %54 = fpext float %53 to double
  %55 = tail call noundef double @llvm.fmuladd.f64(double %51, double 0x3FF000010C6F7A0B, double %54)
  %56 = getelementptr inbounds i8, ptr %4, i64 16
  %57 = load double, ptr %56, align 8, !tbaa !16
  %58 = tail call noundef double @llvm.fmuladd.f64(double %55, double 0x3FF000010C6F7A0B, double %57)
  %59 = getelementptr inbounds i8, ptr %4, i64 24
  %60 = load float, ptr %59, align 8, !tbaa !35
  %61 = fpext float %60 to double
  %62 = tail call noundef double @llvm.fmuladd.f64(double %58, double 0x3FF000010C6F7A0B, double %61)
  %63 = getelementptr inbounds i8, ptr %4, i64 28
  %64 = load i64, ptr %63, align 4, !tbaa !36
  %65 = uitofp i64 %64 to double
  %66 = tail call noundef double @llvm.fmuladd.f64(double %62, double 0x3FF000010C6F7A0B, double %65)
  %67 = getelementptr inbounds i8, ptr %4, i64 36
  %68 = load i64, ptr %67, align 4, !tbaa !37
  %69 = sitofp i64 %68 to double
  %70 = tail call noundef double @llvm.fmuladd.f64(double %66, double 0x3FF000010C6F7A0B, double %69)
  %71 = getelementptr inbounds i8, ptr %4, i64 44
  %72 = load i64, ptr %71, align 4, !tbaa !38
  %73 = sitofp i64 %72 to double
  %74 = tail call noundef double @llvm.fmuladd.f64(double %70, double 0x3FF000010C6F7A0B, double %73)
  %75 = uitofp i1 %5 to double
  %76 = tail call noundef double @llvm.fmuladd.f64(double %74, double 0x3FF000010C6F7A0B, double %75)
  %77 = uitofp i8 %6 to double
  %78 = tail call noundef double @llvm.fmuladd.f64(double %76, double 0x3FF000010C6F7A0B, double %77)
  %79 = uitofp i1 %7 to double
  %80 = tail call noundef double @llvm.fmuladd.f64(double %78, double 0x3FF000010C6F7A0B, double %79)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %80)
  %82 = fptosi double %80 to i64
  %83 = srem i64 %82, 1000
  %84 = trunc nsw i64 %83 to i32
  ret i32 %84
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @fn10(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17_1) align 1 %0, i32 noundef %1, double noundef %2, i8 noundef signext %3, i16 %4, i16 %5) local_unnamed_addr #0 {
  %7 = uitofp i32 %1 to double
  %8 = fadd double %7, 0x3FF000010C6F7A0B
  %9 = tail call noundef double @llvm.fmuladd.f64(double %8, double 0x3FF000010C6F7A0B, double %2)
  %10 = sitofp i8 %3 to double
  %11 = tail call noundef double @llvm.fmuladd.f64(double %9, double 0x3FF000010C6F7A0B, double %10)
  %12 = uitofp i16 %4 to double
  %13 = tail call noundef double @llvm.fmuladd.f64(double %11, double 0x3FF000010C6F7A0B, double %12)
  %14 = uitofp i16 %5 to double
  %15 = tail call noundef double @llvm.fmuladd.f64(double %13, double 0x3FF000010C6F7A0B, double %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %15)
  %17 = fmul double %15, 1.500000e+00
  %18 = fptosi double %17 to i64
  %19 = srem i64 %18, 1000
  %20 = trunc nsw i64 %19 to i16
  store i16 %20, ptr %0, align 1, !tbaa !28
  %21 = fmul double %15, 2.500000e+00
  %22 = fptosi double %21 to i64
  %23 = srem i64 %22, 1000
  %24 = trunc nsw i64 %23 to i16
  %25 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %24, ptr %25, align 1, !tbaa !28
  %26 = fmul double %15, 3.500000e+00
  %27 = fptosi double %26 to i64
  %28 = srem i64 %27, 1000
  %29 = getelementptr inbounds i8, ptr %0, i64 4
  store i64 %28, ptr %29, align 1, !tbaa !29
  %30 = fmul double %15, 4.500000e+00
  %31 = fptosi double %30 to i64
  %32 = srem i64 %31, 1000
  %33 = sitofp i64 %32 to float
  %34 = getelementptr inbounds i8, ptr %0, i64 12
  store float %33, ptr %34, align 1, !tbaa !34
  %35 = fmul double %15, 5.500000e+00
  %36 = fptosi double %35 to i64
  %37 = srem i64 %36, 1000
  %38 = sitofp i64 %37 to double
  %39 = getelementptr inbounds i8, ptr %0, i64 16
  store double %38, ptr %39, align 1, !tbaa !16
  %40 = fmul double %15, 6.500000e+00
  %41 = fptosi double %40 to i64
  %42 = srem i64 %41, 1000
  %43 = sitofp i64 %42 to float
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  store float %43, ptr %44, align 1, !tbaa !35
  %45 = fmul double %15, 7.500000e+00
  %46 = fptosi double %45 to i64
  %47 = srem i64 %46, 1000
  %48 = getelementptr inbounds i8, ptr %0, i64 28
  store i64 %47, ptr %48, align 1, !tbaa !36
  %49 = fmul double %15, 8.500000e+00
  %50 = fptosi double %49 to i64
  %51 = srem i64 %50, 1000
  %52 = getelementptr inbounds i8, ptr %0, i64 36
  store i64 %51, ptr %52, align 1, !tbaa !37
  %53 = fmul double %15, 9.500000e+00
  %54 = fptosi double %53 to i64
  %55 = srem i64 %54, 1000
  %56 = getelementptr inbounds i8, ptr %0, i64 44
  store i64 %55, ptr %56, align 1, !tbaa !38
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local double @fn11(i16 %0, i32 noundef %1, ptr nocapture noundef readonly byval(%struct.s17_2) align 8 %2, i64 noundef %3, float noundef %4, ...) local_unnamed_addr #0 {
  %6 = alloca [1 x %struct.__va_list_tag], align 16
  %7 = load i32, ptr %2, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !13
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %2, i64 24
  %13 = load i8, ptr %12, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %2, i64 32
  %15 = load double, ptr %14, align 8, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %2, i64 40
  %17 = load double, ptr %16, align 8, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %2, i64 48
  %19 = load i64, ptr %18, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #5
  call void @llvm.va_start.p0(ptr nonnull %6)
  %20 = getelementptr inbounds i8, ptr %6, i64 4
  %21 = load i32, ptr %20, align 4
  %22 = icmp ult i32 %21, 161
  br i1 %22, label %23, label %29

23:                                               ; preds = %5
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  %25 = load ptr, ptr %24, align 16
  %26 = zext nneg i32 %21 to i64
  %27 = getelementptr i8, ptr %25, i64 %26
  %28 = add nuw nsw i32 %21, 16
  store i32 %28, ptr %20, align 4
  br label %33

29:                                               ; preds = %5
  %30 = getelementptr inbounds i8, ptr %6, i64 8
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr i8, ptr %31, i64 8
  store ptr %32, ptr %30, align 8
  br label %33

33:                                               ; preds = %29, %23
  %34 = phi ptr [ %27, %23 ], [ %31, %29 ]
  %35 = load double, ptr %34, align 8, !tbaa !16
  %36 = load i32, ptr %6, align 16
  %37 = icmp ult i32 %36, 41
  br i1 %37, label %38, label %46

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %6, i64 16
  %40 = load ptr, ptr %39, align 16
  %41 = zext nneg i32 %36 to i64
  %42 = getelementptr i8, ptr %40, i64 %41
  %43 = add nuw nsw i32 %36, 8
  store i32 %43, ptr %6, align 16
  %44 = getelementptr inbounds i8, ptr %6, i64 8
  %45 = load ptr, ptr %44, align 8
  br label %50

46:                                               ; preds = %33
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr i8, ptr %48, i64 8
  store ptr %49, ptr %47, align 8
  br label %50

50:                                               ; preds = %46, %38
  %51 = phi ptr [ %45, %38 ], [ %49, %46 ]
  %52 = phi ptr [ %42, %38 ], [ %48, %46 ]
  %53 = uitofp i16 %0 to double
  %54 = fadd double %53, 0x3FF000010C6F7A0B
  %55 = sitofp i32 %1 to double
  %56 = call noundef double @llvm.fmuladd.f64(double %54, double 0x3FF000010C6F7A0B, double %55)
  %57 = sitofp i32 %7 to double
  %58 = call noundef double @llvm.fmuladd.f64(double %56, double 0x3FF000010C6F7A0B, double %57)
  %59 = call noundef double @llvm.fmuladd.f64(double %58, double 0x3FF000010C6F7A0B, double %9)
  %60 = sitofp i64 %11 to double
  %61 = call noundef double @llvm.fmuladd.f64(double %59, double 0x3FF000010C6F7A0B, double %60)
  %62 = sitofp i8 %13 to double
  %63 = call noundef double @llvm.fmuladd.f64(double %61, double 0x3FF000010C6F7A0B, double %62)
  %64 = call noundef double @llvm.fmuladd.f64(double %63, double 0x3FF000010C6F7A0B, double %15)
  %65 = call noundef double @llvm.fmuladd.f64(double %64, double 0x3FF000010C6F7A0B, double %17)
  %66 = uitofp i64 %19 to double
  %67 = call noundef double @llvm.fmuladd.f64(double %65, double 0x3FF000010C6F7A0B, double %66)
  %68 = sitofp i64 %3 to double
  %69 = call noundef double @llvm.fmuladd.f64(double %67, double 0x3FF000010C6F7A0B, double %68)
  %70 = fpext float %4 to double
  %71 = call noundef double @llvm.fmuladd.f64(double %69, double 0x3FF000010C6F7A0B, double %70)
  %72 = call noundef double @llvm.fmuladd.f64(double %71, double 0x3FF000010C6F7A0B, double %35)
  %73 = load i32, ptr %52, align 4, !tbaa !18
  %74 = sitofp i32 %73 to double
  %75 = call noundef double @llvm.fmuladd.f64(double %72, double 0x3FF000010C6F7A0B, double %74)
  %76 = getelementptr inbounds i8, ptr %6, i64 8
  %77 = getelementptr inbounds i8, ptr %51, i64 15
  %78 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %77, i64 -16)
  %79 = getelementptr i8, ptr %78, i64 16
  store ptr %79, ptr %76, align 8
  %80 = load x86_fp80, ptr %78, align 16, !tbaa !19
  %81 = fptrunc x86_fp80 %80 to double
  %82 = call noundef double @llvm.fmuladd.f64(double %75, double 0x3FF000010C6F7A0B, double %81)
  call void @llvm.va_end.p0(ptr nonnull %6)
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %82)
  %84 = fptosi double %82 to i64
  %85 = srem i64 %84, 1000
  %86 = sitofp i64 %85 to double
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #5
  ret double %86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"s17_2", !7, i64 0, !10, i64 8, !8, i64 32, !12, i64 48}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"s17_2_1", !11, i64 0, !12, i64 8, !8, i64 16}
!11 = !{!"double", !8, i64 0}
!12 = !{!"long", !8, i64 0}
!13 = !{!6, !11, i64 8}
!14 = !{!6, !12, i64 16}
!15 = !{!6, !8, i64 24}
!16 = !{!11, !11, i64 0}
!17 = !{!6, !12, i64 48}
!18 = !{!7, !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long double", !8, i64 0}
!21 = !{!22, !23, i64 0}
!22 = !{!"s17_0", !23, i64 0, !23, i64 2, !8, i64 8, !24, i64 32, !7, i64 64}
!23 = !{!"short", !8, i64 0}
!24 = !{!"s17_0_3", !8, i64 0}
!25 = !{!22, !23, i64 2}
!26 = !{!12, !12, i64 0}
!27 = !{!22, !7, i64 64}
!28 = !{!23, !23, i64 0}
!29 = !{!30, !12, i64 4}
!30 = !{!"s17_1", !31, i64 0, !12, i64 28, !12, i64 36, !33, i64 44}
!31 = !{!"s17_1_0", !8, i64 0, !12, i64 4, !32, i64 12, !8, i64 16, !32, i64 24}
!32 = !{!"float", !8, i64 0}
!33 = !{!"long long", !8, i64 0}
!34 = !{!30, !32, i64 12}
!35 = !{!30, !32, i64 24}
!36 = !{!30, !12, i64 28}
!37 = !{!30, !12, i64 36}
!38 = !{!30, !33, i64 44}
