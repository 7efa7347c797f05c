; ModuleID = 'tests/run/abix_42_callee.c'
source_filename = "tests/run/abix_42_callee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s42_2 = type { i16, i32, %struct.s42_2_2 }
%struct.s42_2_2 = type <{ [3 x i32], double, i8, i32 }>
%struct.s42_3 = type { i32, double, %struct.s42_3_2, i32, [2 x i32] }
%struct.s42_3_2 = type { i8, i8 }
%struct.s42_0 = type { %struct.s42_0_0 }
%struct.s42_0_0 = type <{ [1 x i16], i64, [1 x float] }>
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.s42_1 = type { i64, [4 x i64], [3 x double], i8, i8 }

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
define dso_local signext i8 @fn0(i8 noundef zeroext %0, i32 noundef %1, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %2, i64 noundef %3, i32 noundef %4, i1 noundef zeroext %5, x86_fp80 noundef %6, i64 noundef %7, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %8, i64 noundef %9, float noundef %10) local_unnamed_addr #0 {
  %12 = uitofp i8 %0 to double
  %13 = fadd double %12, 0x3FF000010C6F7A0B
  %14 = sitofp i32 %1 to double
  %15 = tail call noundef double @llvm.fmuladd.f64(double %13, double 0x3FF000010C6F7A0B, double %14)
  %16 = load i16, ptr %2, align 8, !tbaa !5
  %17 = sitofp i16 %16 to double
  %18 = tail call noundef double @llvm.fmuladd.f64(double %15, double 0x3FF000010C6F7A0B, double %17)
  %19 = getelementptr inbounds i8, ptr %2, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !13
  %21 = sitofp i32 %20 to double
  %22 = tail call noundef double @llvm.fmuladd.f64(double %18, double 0x3FF000010C6F7A0B, double %21)
  %23 = getelementptr inbounds i8, ptr %2, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !14
  %25 = sitofp i32 %24 to double
  %26 = tail call noundef double @llvm.fmuladd.f64(double %22, double 0x3FF000010C6F7A0B, double %25)
  %27 = getelementptr inbounds i8, ptr %2, i64 12
  %28 = load i32, ptr %27, align 4, !tbaa !14
  %29 = sitofp i32 %28 to double
  %30 = tail call noundef double @llvm.fmuladd.f64(double %26, double 0x3FF000010C6F7A0B, double %29)
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = load i32, ptr %31, align 8, !tbaa !14
  %33 = sitofp i32 %32 to double
  %34 = tail call noundef double @llvm.fmuladd.f64(double %30, double 0x3FF000010C6F7A0B, double %33)
  %35 = getelementptr inbounds i8, ptr %2, i64 20
  %36 = load double, ptr %35, align 4, !tbaa !15
  %37 = tail call noundef double @llvm.fmuladd.f64(double %34, double 0x3FF000010C6F7A0B, double %36)
  %38 = getelementptr inbounds i8, ptr %2, i64 28
  %39 = load i8, ptr %38, align 4, !tbaa !16
  %40 = sitofp i8 %39 to double
  %41 = tail call noundef double @llvm.fmuladd.f64(double %37, double 0x3FF000010C6F7A0B, double %40)
  %42 = getelementptr inbounds i8, ptr %2, i64 29
  %43 = load i32, ptr %42, align 1, !tbaa !17
  %44 = uitofp i32 %43 to double
  %45 = tail call noundef double @llvm.fmuladd.f64(double %41, double 0x3FF000010C6F7A0B, double %44)
  %46 = sitofp i64 %3 to double
  %47 = tail call noundef double @llvm.fmuladd.f64(double %45, double 0x3FF000010C6F7A0B, double %46)
  %48 = sitofp i32 %4 to double
  %49 = tail call noundef double @llvm.fmuladd.f64(double %47, double 0x3FF000010C6F7A0B, double %48)
  %50 = uitofp i1 %5 to double
  %51 = tail call noundef double @llvm.fmuladd.f64(double %49, double 0x3FF000010C6F7A0B, double %50)
  %52 = fptrunc x86_fp80 %6 to double
  %53 = tail call noundef double @llvm.fmuladd.f64(double %51, double 0x3FF000010C6F7A0B, double %52)
  %54 = uitofp i64 %7 to double
  %55 = tail call noundef double @llvm.fmuladd.f64(double %53, double 0x3FF000010C6F7A0B, double %54)
  %56 = load i16, ptr %8, align 8, !tbaa !5
  %57 = sitofp i16 %56 to double
  %58 = tail call noundef double @llvm.fmuladd.f64(double %55, double 0x3FF000010C6F7A0B, double %57)
  %59 = getelementptr inbounds i8, ptr %8, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !13
  %61 = sitofp i32 %60 to double
  %62 = tail call noundef double @llvm.fmuladd.f64(double %58, double 0x3FF000010C6F7A0B, double %61)
  %63 = getelementptr inbounds i8, ptr %8, i64 8
  %64 = load i32, ptr %63, align 8, !tbaa !14
  %65 = sitofp i32 %64 to double
  %66 = tail call noundef double @llvm.fmuladd.f64(double %62, double 0x3FF000010C6F7A0B, double %65)
  %67 = getelementptr inbounds i8, ptr %8, i64 12
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = sitofp i32 %68 to double
  %70 = tail call noundef double @llvm.fmuladd.f64(double %66, double 0x3FF000010C6F7A0B, double %69)
  %71 = getelementptr inbounds i8, ptr %8, i64 16
  %72 = load i32, ptr %71, align 8, !tbaa !14
  %73 = sitofp i32 %72 to double
  %74 = tail call noundef double @llvm.fmuladd.f64(double %70, double 0x3FF000010C6F7A0B, double %73)
  %75 = getelementptr inbounds i8, ptr %8, i64 20
  %76 = load double, ptr %75, align 4, !tbaa !15
  %77 = tail call noundef double @llvm.fmuladd.f64(double %74, double 0x3FF000010C6F7A0B, double %76)
  %78 = getelementptr inbounds i8, ptr %8, i64 28
  %79 = load i8, ptr %78, align 4, !tbaa !16
  %80 = sitofp i8 %79 to double
  %81 = tail call noundef double @llvm.fmuladd.f64(double %77, double 0x3FF000010C6F7A0B, double %80)
  %82 = getelementptr inbounds i8, ptr %8, i64 29
  %83 = load i32, ptr %82, align 1, !tbaa !17
  %84 = uitofp i32 %83 to double
  %85 = tail call noundef double @llvm.fmuladd.f64(double %81, double 0x3FF000010C6F7A0B, double %84)
  %86 = sitofp i64 %9 to double
  %87 = tail call noundef double @llvm.fmuladd.f64(double %85, double 0x3FF000010C6F7A0B, double %86)
  %88 = fpext float %10 to double
  %89 = tail call noundef double @llvm.fmuladd.f64(double %87, double 0x3FF000010C6F7A0B, double %88)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %89)
  %91 = fptosi double %89 to i64
  %92 = srem i64 %91, 1000
  %93 = trunc i64 %92 to i8
  ret i8 %93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef float @fn1() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+00)
  ret float 1.000000e+00
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @fn2(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s42_3) align 8 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = uitofp i32 %1 to double
  %4 = fadd double %3, 0x3FF000010C6F7A0B
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %4)
  %6 = fmul double %4, 1.500000e+00
  %7 = fptosi double %6 to i64
  %8 = srem i64 %7, 1000
  %9 = trunc nsw i64 %8 to i32
  store i32 %9, ptr %0, align 8, !tbaa !18
  %10 = fmul double %4, 2.500000e+00
  %11 = fptosi double %10 to i64
  %12 = srem i64 %11, 1000
  %13 = sitofp i64 %12 to double
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  store double %13, ptr %14, align 8, !tbaa !21
  %15 = fmul double %4, 3.500000e+00
  %16 = fptosi double %15 to i64
  %17 = srem i64 %16, 1000
  %18 = trunc i64 %17 to i8
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  store i8 %18, ptr %19, align 8, !tbaa !22
  %20 = fmul double %4, 4.500000e+00
  %21 = fptosi double %20 to i64
  %22 = srem i64 %21, 1000
  %23 = trunc i64 %22 to i8
  %24 = getelementptr inbounds i8, ptr %0, i64 17
  store i8 %23, ptr %24, align 1, !tbaa !23
  %25 = fmul double %4, 5.500000e+00
  %26 = fptosi double %25 to i64
  %27 = srem i64 %26, 1000
  %28 = trunc nsw i64 %27 to i32
  %29 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %28, ptr %29, align 4, !tbaa !24
  %30 = fmul double %4, 6.500000e+00
  %31 = fptosi double %30 to i64
  %32 = srem i64 %31, 1000
  %33 = trunc nsw i64 %32 to i32
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %33, ptr %34, align 8, !tbaa !14
  %35 = fmul double %4, 7.500000e+00
  %36 = fptosi double %35 to i64
  %37 = srem i64 %36, 1000
  %38 = trunc nsw i64 %37 to i32
  %39 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %38, ptr %39, align 4, !tbaa !14
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i64 -999, 1000) i64 @fn3(i32 noundef %0, ptr nocapture noundef readonly byval(%struct.s42_0) align 8 %1, x86_fp80 noundef %2, i1 noundef zeroext %3, i16 noundef zeroext %4, ...) local_unnamed_addr #0 {
  %6 = alloca [1 x %struct.__va_list_tag], align 16
  %7 = load i16, ptr %1, align 8, !tbaa !25
  %8 = getelementptr inbounds i8, ptr %1, i64 2
  %9 = load i64, ptr %8, align 2, !tbaa !26
  %10 = getelementptr inbounds i8, ptr %1, i64 10
  %11 = load float, ptr %10, align 2, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #5
  call void @llvm.va_start.p0(ptr nonnull %6)
  %12 = getelementptr inbounds i8, ptr %6, i64 4
  %13 = load i32, ptr %12, align 4
  %14 = icmp ult i32 %13, 161
  br i1 %14, label %15, label %21

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %6, i64 16
  %17 = load ptr, ptr %16, align 16
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr i8, ptr %17, i64 %18
  %20 = add nuw nsw i32 %13, 16
  store i32 %20, ptr %12, align 4
  br label %25

21:                                               ; preds = %5
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %15
  %26 = phi ptr [ %19, %15 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8, !tbaa !32
  %28 = load i32, ptr %6, align 16
  %29 = icmp ult i32 %28, 41
  br i1 %29, label %30, label %38

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %6, i64 16
  %32 = load ptr, ptr %31, align 16
  %33 = zext nneg i32 %28 to i64
  %34 = getelementptr i8, ptr %32, i64 %33
  %35 = add nuw nsw i32 %28, 8
  store i32 %35, ptr %6, align 16
  %36 = getelementptr inbounds i8, ptr %6, i64 8
  %37 = load ptr, ptr %36, align 8
  br label %42

38:                                               ; preds = %25
  %39 = getelementptr inbounds i8, ptr %6, i64 8
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr i8, ptr %40, i64 8
  store ptr %41, ptr %39, align 8
  br label %42

42:                                               ; preds = %38, %30
  %43 = phi ptr [ %37, %30 ], [ %41, %38 ]
  %44 = phi ptr [ %34, %30 ], [ %40, %38 ]
  %45 = uitofp i32 %0 to double
  %46 = fadd double %45, 0x3FF000010C6F7A0B
  %47 = sitofp i16 %7 to double
  %48 = call noundef double @llvm.fmuladd.f64(double %46, double 0x3FF000010C6F7A0B, double %47)
  %49 = uitofp i64 %9 to double
  %50 = call noundef double @llvm.fmuladd.f64(double %48, double 0x3FF000010C6F7A0B, double %49)
  %51 = fpext float %11 to double
  %52 = call noundef double @llvm.fmuladd.f64(double %50, double 0x3FF000010C6F7A0B, double %51)
  %53 = fptrunc x86_fp80 %2 to double
  %54 = call noundef double @llvm.fmuladd.f64(double %52, double 0x3FF000010C6F7A0B, double %53)
  %55 = uitofp i1 %3 to double
  %56 = call noundef double @llvm.fmuladd.f64(double %54, double 0x3FF000010C6F7A0B, double %55)
  %57 = uitofp i16 %4 to double
  %58 = call noundef double @llvm.fmuladd.f64(double %56, double 0x3FF000010C6F7A0B, double %57)
  %59 = call noundef double @llvm.fmuladd.f64(double %58, double 0x3FF000010C6F7A0B, double %27)
  %60 = load i32, ptr %44, align 4, !tbaa !14
  %61 = sitofp i32 %60 to double
  %62 = call noundef double @llvm.fmuladd.f64(double %59, double 0x3FF000010C6F7A0B, double %61)
  %63 = getelementptr inbounds i8, ptr %6, i64 8
  %64 = getelementptr inbounds i8, ptr %43, i64 15
  %65 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %64, i64 -16)
  %66 = getelementptr i8, ptr %65, i64 16
  store ptr %66, ptr %63, align 8
  %67 = load x86_fp80, ptr %65, align 16, !tbaa !33
  %68 = fptrunc x86_fp80 %67 to double
  %69 = call noundef double @llvm.fmuladd.f64(double %62, double 0x3FF000010C6F7A0B, double %68)
  call void @llvm.va_end.p0(ptr nonnull %6)
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %69)
  %71 = fptosi double %69 to i64
  %72 = srem i64 %71, 1000
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #5
  ret i64 %72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree nounwind uwtable
define dso_local void @fn4(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s42_0) align 1 %0, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %1, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %2, i64 noundef %3, ptr nocapture noundef readonly byval(%struct.s42_3) align 8 %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef readonly byval(%struct.s42_3) align 8 %7, x86_fp80 noundef %8, double noundef %9, i64 noundef %10, i16 noundef zeroext %11, ptr nocapture noundef readonly byval(%struct.s42_1) align 8 %12, ...) local_unnamed_addr #0 {
  %14 = alloca [1 x %struct.__va_list_tag], align 16
  %15 = load i16, ptr %1, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !13
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = load i32, ptr %18, align 8, !tbaa !14
  %20 = getelementptr inbounds i8, ptr %1, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !14
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  %23 = load i32, ptr %22, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, ptr %1, i64 20
  %25 = load double, ptr %24, align 4, !tbaa !15
  %26 = getelementptr inbounds i8, ptr %1, i64 28
  %27 = load i8, ptr %26, align 4, !tbaa !16
  %28 = getelementptr inbounds i8, ptr %1, i64 29
  %29 = load i32, ptr %28, align 1, !tbaa !17
  %30 = load i16, ptr %2, align 8, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %2, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !13
  %33 = getelementptr inbounds i8, ptr %2, i64 8
  %34 = load i32, ptr %33, align 8, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %2, i64 12
  %36 = load i32, ptr %35, align 4, !tbaa !14
  %37 = getelementptr inbounds i8, ptr %2, i64 16
  %38 = load i32, ptr %37, align 8, !tbaa !14
  %39 = getelementptr inbounds i8, ptr %2, i64 20
  %40 = load double, ptr %39, align 4, !tbaa !15
  %41 = getelementptr inbounds i8, ptr %2, i64 28
  %42 = load i8, ptr %41, align 4, !tbaa !16
  %43 = getelementptr inbounds i8, ptr %2, i64 29
  %44 = load i32, ptr %43, align 1, !tbaa !17
  %45 = load i32, ptr %4, align 8, !tbaa !18
  %46 = getelementptr inbounds i8, ptr %4, i64 8
  %47 = load double, ptr %46, align 8, !tbaa !21
  %48 = getelementptr inbounds i8, ptr %4, i64 16
  %49 = load i8, ptr %48, align 8, !tbaa !22
  %50 = getelementptr inbounds i8, ptr %4, i64 17
  %51 = load i8, ptr %50, align 1, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %4, i64 20
  %53 = load i32, ptr %52, align 4, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load i32, ptr %54, align 8, !tbaa !14
  %56 = getelementptr inbounds i8, ptr %4, i64 28
  %57 = load i32, ptr %56, align 4, !tbaa !14
  %58 = load i32, ptr %7, align 8, !tbaa !18
  %59 = getelementptr inbounds i8, ptr %7, i64 8
  %60 = load double, ptr %59, align 8, !tbaa !21
  %61 = getelementptr inbounds i8, ptr %7, i64 16
  %62 = load i8, ptr %61, align 8, !tbaa !22
  %63 = getelementptr inbounds i8, ptr %7, i64 17
  %64 = load i8, ptr %63, align 1, !tbaa !23
  %65 = getelementptr inbounds i8, ptr %7, i64 20
  %66 = load i32, ptr %65, align 4, !tbaa !24
  %67 = getelementptr inbounds i8, ptr %7, i64 24
  %68 = load i32, ptr %67, align 8, !tbaa !14
  %69 = getelementptr inbounds i8, ptr %7, i64 28
  %70 = load i32, ptr %69, align 4, !tbaa !14
  %71 = load i64, ptr %12, align 8, !tbaa !35
  %72 = getelementptr inbounds i8, ptr %12, i64 8
  %73 = load i64, ptr %72, align 8, !tbaa !37
  %74 = getelementptr inbounds i8, ptr %12, i64 16
  %75 = load i64, ptr %74, align 8, !tbaa !37
  %76 = getelementptr inbounds i8, ptr %12, i64 24
  %77 = load i64, ptr %76, align 8, !tbaa !37
  %78 = getelementptr inbounds i8, ptr %12, i64 32
  %79 = load i64, ptr %78, align 8, !tbaa !37
  %80 = getelementptr inbounds i8, ptr %12, i64 40
  %81 = load double, ptr %80, align 8, !tbaa !32
  %82 = getelementptr inbounds i8, ptr %12, i64 48
  %83 = load double, ptr %82, align 8, !tbaa !32
  %84 = getelementptr inbounds i8, ptr %12, i64 56
  %85 = load double, ptr %84, align 8, !tbaa !32
  %86 = getelementptr inbounds i8, ptr %12, i64 64
  %87 = load i8, ptr %86, align 8, !tbaa !38
  %88 = getelementptr inbounds i8, ptr %12, i64 65
  %89 = load i8, ptr %88, align 1, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #5
  call void @llvm.va_start.p0(ptr nonnull %14)
  %90 = getelementptr inbounds i8, ptr %14, i64 4
  %91 = load i32, ptr %90, align 4
  %92 = icmp ult i32 %91, 161
  br i1 %92, label %93, label %99

93:                                               ; preds = %13
  %94 = getelementptr inbounds i8, ptr %14, i64 16
  %95 = load ptr, ptr %94, align 16
  %96 = zext nneg i32 %91 to i64
  %97 = getelementptr i8, ptr %95, i64 %96
  %98 = add nuw nsw i32 %91, 16
  store i32 %98, ptr %90, align 4
  br label %103

99:                                               ; preds = %13
  %100 = getelementptr inbounds i8, ptr %14, i64 8
  %101 = load ptr, ptr %100, align 8
  %102 = getelementptr i8, ptr %101, i64 8
  store ptr %102, ptr %100, align 8
  br label %103

103:                                              ; preds = %99, %93
  %104 = phi ptr [ %97, %93 ], [ %101, %99 ]
  %105 = load double, ptr %104, align 8, !tbaa !32
  %106 = load i32, ptr %14, align 16
  %107 = icmp ult i32 %106, 41
  br i1 %107, label %108, label %116

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %14, i64 16
  %110 = load ptr, ptr %109, align 16
  %111 = zext nneg i32 %106 to i64
  %112 = getelementptr i8, ptr %110, i64 %111
  %113 = add nuw nsw i32 %106, 8
  store i32 %113, ptr %14, align 16
  %114 = getelementptr inbounds i8, ptr %14, i64 8
  %115 = load ptr, ptr %114, align 8
  br label %120

116:                                              ; preds = %103
  %117 = getelementptr inbounds i8, ptr %14, i64 8
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr i8, ptr %118, i64 8
  store ptr %119, ptr %117, align 8
  br label %120

120:                                              ; preds = %116, %108
  %121 = phi ptr [ %115, %108 ], [ %119, %116 ]
  %122 = phi ptr [ %112, %108 ], [ %118, %116 ]
  %123 = sitofp i16 %15 to double
  %124 = fadd double %123, 0x3FF000010C6F7A0B
  %125 = sitofp i32 %17 to double
  %126 = call noundef double @llvm.fmuladd.f64(double %124, double 0x3FF000010C6F7A0B, double %125)
  %127 = sitofp i32 %19 to double
  %128 = call noundef double @llvm.fmuladd.f64(double %126, double 0x3FF000010C6F7A0B, double %127)
  %129 = sitofp i32 %21 to double
  %130 = call noundef double @llvm.fmuladd.f64(double %128, double 0x3FF000010C6F7A0B, double %129)
  %131 = sitofp i32 %23 to double
  %132 = call noundef double @llvm.fmuladd.f64(double %130, double 0x3FF000010C6F7A0B, double %131)
  %133 = call noundef double @llvm.fmuladd.f64(double %132, double 0x3FF000010C6F7A0B, double %25)
  %134 = sitofp i8 %27 to double
  %135 = call noundef double @llvm.fmuladd.f64(double %133, double 0x3FF000010C6F7A0B, double %134)
  %136 = uitofp i32 %29 to double
  %137 = call noundef double @llvm.fmuladd.f64(double %135, double 0x3FF000010C6F7A0B, double %136)
  %138 = sitofp i16 %30 to double
  %139 = call noundef double @llvm.fmuladd.f64(double %137, double 0x3FF000010C6F7A0B, double %138)
  %140 = sitofp i32 %32 to double
  %141 = call noundef double @llvm.fmuladd.f64(double %139, double 0x3FF000010C6F7A0B, double %140)
  %142 = sitofp i32 %34 to double
  %143 = call noundef double @llvm.fmuladd.f64(double %141, double 0x3FF000010C6F7A0B, double %142)
  %144 = sitofp i32 %36 to double
  %145 = call noundef double @llvm.fmuladd.f64(double %143, double 0x3FF000010C6F7A0B, double %144)
  %146 = sitofp i32 %38 to double
  %147 = call noundef double @llvm.fmuladd.f64(double %145, double 0x3FF000010C6F7A0B, double %146)
  %148 = call noundef double @llvm.fmuladd.f64(double %147, double 0x3FF000010C6F7A0B, double %40)
  %149 = sitofp i8 %42 to double
  %150 = call noundef double @llvm.fmuladd.f64(double %148, double 0x3FF000010C6F7A0B, double %149)
  %151 = uitofp i32 %44 to double
  %152 = call noundef double @llvm.fmuladd.f64(double %150, double 0x3FF000010C6F7A0B, double %151)
  %153 = uitofp i64 %3 to double
  %154 = call noundef double @llvm.fmuladd.f64(double %152, double 0x3FF000010C6F7A0B, double %153)
  %155 = sitofp i32 %45 to double
  %156 = call noundef double @llvm.fmuladd.f64(double %154, double 0x3FF000010C6F7A0B, double %155)
  %157 = call noundef double @llvm.fmuladd.f64(double %156, double 0x3FF000010C6F7A0B, double %47)
  %158 = sitofp i8 %49 to double
  %159 = call noundef double @llvm.fmuladd.f64(double %157, double 0x3FF000010C6F7A0B, double %158)
  %160 = sitofp i8 %51 to double
  %161 = call noundef double @llvm.fmuladd.f64(double %159, double 0x3FF000010C6F7A0B, double %160)
  %162 = sitofp i32 %53 to double
  %163 = call noundef double @llvm.fmuladd.f64(double %161, double 0x3FF000010C6F7A0B, double %162)
  %164 = sitofp i32 %55 to double
  %165 = call noundef double @llvm.fmuladd.f64(double %163, double 0x3FF000010C6F7A0B, double %164)
  %166 = sitofp i32 %57 to double
  %167 = call noundef double @llvm.fmuladd.f64(double %165, double 0x3FF000010C6F7A0B, double %166)
  %168 = zext i64 %6 to i128
  %169 = shl nuw i128 %168, 64
  %170 = zext i64 %5 to i128
  %171 = or disjoint i128 %169, %170
  %172 = sitofp i128 %171 to double
  %173 = call noundef double @llvm.fmuladd.f64(double %167, double 0x3FF000010C6F7A0B, double %172)
  %174 = sitofp i32 %58 to double
  %175 = call noundef double @llvm.fmuladd.f64(double %173, double 0x3FF000010C6F7A0B, double %174)
  %176 = call noundef double @llvm.fmuladd.f64(double %175, double 0x3FF000010C6F7A0B, double %60)
  %177 = sitofp i8 %62 to double
  %178 = call noundef double @llvm.fmuladd.f64(double %176, double 0x3FF000010C6F7A0B, double %177)
  %179 = sitofp i8 %64 to double
  %180 = call noundef double @llvm.fmuladd.f64(double %178, double 0x3FF000010C6F7A0B, double %179)
  %181 = sitofp i32 %66 to double
  %182 = call noundef double @llvm.fmuladd.f64(double %180, double 0x3FF000010C6F7A0B, double %181)
  %183 = sitofp i32 %68 to double
  %184 = call noundef double @llvm.fmuladd.f64(double %182, double 0x3FF000010C6F7A0B, double %183)
  %185 = sitofp i32 %70 to double
  %186 = call noundef double @llvm.fmuladd.f64(double %184, double 0x3FF000010C6F7A0B, double %185)
  %187 = fptrunc x86_fp80 %8 to double
  %188 = call noundef double @llvm.fmuladd.f64(double %186, double 0x3FF000010C6F7A0B, double %187)
  %189 = call noundef double @llvm.fmuladd.f64(double %188, double 0x3FF000010C6F7A0B, double %9)
  %190 = sitofp i64 %10 to double
  %191 = call noundef double @llvm.fmuladd.f64(double %189, double 0x3FF000010C6F7A0B, double %190)
  %192 = uitofp i16 %11 to double
  %193 = call noundef double @llvm.fmuladd.f64(double %191, double 0x3FF000010C6F7A0B, double %192)
  %194 = uitofp i64 %71 to double
  %195 = call noundef double @llvm.fmuladd.f64(double %193, double 0x3FF000010C6F7A0B, double %194)
  %196 = sitofp i64 %73 to double
  %197 = call noundef double @llvm.fmuladd.f64(double %195, double 0x3FF000010C6F7A0B, double %196)
  %198 = sitofp i64 %75 to double
  %199 = call noundef double @llvm.fmuladd.f64(double %197, double 0x3FF000010C6F7A0B, double %198)
  %200 = sitofp i64 %77 to double
  %201 = call noundef double @llvm.fmuladd.f64(double %199, double 0x3FF000010C6F7A0B, double %200)
  %202 = sitofp i64 %79 to double
  %203 = call noundef double @llvm.fmuladd.f64(double %201, double 0x3FF000010C6F7A0B, double %202)
  %204 = call noundef double @llvm.fmuladd.f64(double %203, double 0x3FF000010C6F7A0B, double %81)
  %205 = call noundef double @llvm.fmuladd.f64(double %204, double 0x3FF000010C6F7A0B, double %83)
  %206 = call noundef double @llvm.fmuladd.f64(double %205, double 0x3FF000010C6F7A0B, double %85)
  %207 = sitofp i8 %87 to double
  %208 = call noundef double @llvm.fmuladd.f64(double %206, double 0x3FF000010C6F7A0B, double %207)
  %209 = uitofp i8 %89 to double
  %210 = call noundef double @llvm.fmuladd.f64(double %208, double 0x3FF000010C6F7A0B, double %209)
  %211 = call noundef double @llvm.fmuladd.f64(double %210, double 0x3FF000010C6F7A0B, double %105)
  %212 = load i32, ptr %122, align 4, !tbaa !14
  %213 = sitofp i32 %212 to double
  %214 = call noundef double @llvm.fmuladd.f64(double %211, double 0x3FF000010C6F7A0B, double %213)
  %215 = getelementptr inbounds i8, ptr %14, i64 8
  %216 = getelementptr inbounds i8, ptr %121, i64 15
  %217 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %216, i64 -16)
  %218 = getelementptr i8, ptr %217, i64 16
  store ptr %218, ptr %215, align 8
  %219 = load x86_fp80, ptr %217, align 16, !tbaa !33
  %220 = fptrunc x86_fp80 %219 to double
  %221 = call noundef double @llvm.fmuladd.f64(double %214, double 0x3FF000010C6F7A0B, double %220)
  call void @llvm.va_end.p0(ptr nonnull %14)
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %221)
  %223 = fmul double %221, 1.500000e+00
  %224 = fptosi double %223 to i64
  %225 = srem i64 %224, 1000
  %226 = trunc nsw i64 %225 to i16
  store i16 %226, ptr %0, align 1, !tbaa !25
  %227 = fmul double %221, 2.500000e+00
  %228 = fptosi double %227 to i64
  %229 = srem i64 %228, 1000
  %230 = getelementptr inbounds i8, ptr %0, i64 2
  store i64 %229, ptr %230, align 1, !tbaa !26
  %231 = fmul double %221, 3.500000e+00
  %232 = fptosi double %231 to i64
  %233 = srem i64 %232, 1000
  %234 = sitofp i64 %233 to float
  %235 = getelementptr inbounds i8, ptr %0, i64 10
  store float %234, ptr %235, align 1, !tbaa !30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #5
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i16 @fn5() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00)
  ret i16 1
}

; Function Attrs: nofree nounwind uwtable
define dso_local x86_fp80 @fn6(i64 noundef %0, i64 noundef %1, i8 noundef zeroext %2) local_unnamed_addr #0 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = sitofp i128 %7 to double
  %9 = fadd double %8, 0x3FF000010C6F7A0B
  %10 = uitofp i8 %2 to double
  %11 = tail call noundef double @llvm.fmuladd.f64(double %9, double 0x3FF000010C6F7A0B, double %10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %11)
  %13 = fptosi double %11 to i64
  %14 = srem i64 %13, 1000
  %15 = sitofp i64 %14 to x86_fp80
  ret x86_fp80 %15
}

; Function Attrs: nofree nounwind uwtable
define dso_local float @fn7(ptr nocapture noundef readonly byval(%struct.s42_1) align 8 %0, i64 noundef %1, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %2, i8 noundef signext %3, i16 noundef signext %4, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %5, i64 noundef %6, ...) local_unnamed_addr #0 {
  %8 = alloca [1 x %struct.__va_list_tag], align 16
  %9 = load i64, ptr %0, align 8, !tbaa !35
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load i64, ptr %14, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i64, ptr %16, align 8, !tbaa !37
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  %19 = load double, ptr %18, align 8, !tbaa !32
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  %21 = load double, ptr %20, align 8, !tbaa !32
  %22 = getelementptr inbounds i8, ptr %0, i64 56
  %23 = load double, ptr %22, align 8, !tbaa !32
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = load i8, ptr %24, align 8, !tbaa !38
  %26 = getelementptr inbounds i8, ptr %0, i64 65
  %27 = load i8, ptr %26, align 1, !tbaa !39
  %28 = load i16, ptr %2, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %2, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !13
  %31 = getelementptr inbounds i8, ptr %2, i64 8
  %32 = load i32, ptr %31, align 8, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %2, i64 12
  %34 = load i32, ptr %33, align 4, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %2, i64 16
  %36 = load i32, ptr %35, align 8, !tbaa !14
  %37 = getelementptr inbounds i8, ptr %2, i64 20
  %38 = load double, ptr %37, align 4, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %2, i64 28
  %40 = load i8, ptr %39, align 4, !tbaa !16
  %41 = getelementptr inbounds i8, ptr %2, i64 29
  %42 = load i32, ptr %41, align 1, !tbaa !17
  %43 = load i16, ptr %5, align 8, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %5, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !13
  %46 = getelementptr inbounds i8, ptr %5, i64 8
  %47 = load i32, ptr %46, align 8, !tbaa !14
  %48 = getelementptr inbounds i8, ptr %5, i64 12
  %49 = load i32, ptr %48, align 4, !tbaa !14
  %50 = getelementptr inbounds i8, ptr %5, i64 16
  %51 = load i32, ptr %50, align 8, !tbaa !14
  %52 = getelementptr inbounds i8, ptr %5, i64 20
  %53 = load double, ptr %52, align 4, !tbaa !15
  %54 = getelementptr inbounds i8, ptr %5, i64 28
  %55 = load i8, ptr %54, align 4, !tbaa !16
  %56 = getelementptr inbounds i8, ptr %5, i64 29
  %57 = load i32, ptr %56, align 1, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #5
  call void @llvm.va_start.p0(ptr nonnull %8)
  %58 = getelementptr inbounds i8, ptr %8, i64 4
  %59 = load i32, ptr %58, align 4
  %60 = icmp ult i32 %59, 161
  br i1 %60, label %61, label %67

61:                                               ; preds = %7
  %62 = getelementptr inbounds i8, ptr %8, i64 16
  %63 = load ptr, ptr %62, align 16
  %64 = zext nneg i32 %59 to i64
  %65 = getelementptr i8, ptr %63, i64 %64
  %66 = add nuw nsw i32 %59, 16
  store i32 %66, ptr %58, align 4
  br label %71

67:                                               ; preds = %7
  %68 = getelementptr inbounds i8, ptr %8, i64 8
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr i8, ptr %69, i64 8
  store ptr %70, ptr %68, align 8
  br label %71

71:                                               ; preds = %67, %61
  %72 = phi ptr [ %65, %61 ], [ %69, %67 ]
  %73 = load double, ptr %72, align 8, !tbaa !32
  %74 = load i32, ptr %8, align 16
  %75 = icmp ult i32 %74, 41
  br i1 %75, label %76, label %84

76:                                               ; preds = %71
  %77 = getelementptr inbounds i8, ptr %8, i64 16
  %78 = load ptr, ptr %77, align 16
  %79 = zext nneg i32 %74 to i64
  %80 = getelementptr i8, ptr %78, i64 %79
  %81 = add nuw nsw i32 %74, 8
  store i32 %81, ptr %8, align 16
  %82 = getelementptr inbounds i8, ptr %8, i64 8
  %83 = load ptr, ptr %82, align 8
  br label %88

84:                                               ; preds = %71
  %85 = getelementptr inbounds i8, ptr %8, i64 8
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr i8, ptr %86, i64 8
  store ptr %87, ptr %85, align 8
  br label %88

88:                                               ; preds = %84, %76
  %89 = phi ptr [ %83, %76 ], [ %87, %84 ]
  %90 = phi ptr [ %80, %76 ], [ %86, %84 ]
  %91 = uitofp i64 %9 to double
  %92 = fadd double %91, 0x3FF000010C6F7A0B
  %93 = sitofp i64 %11 to double
  %94 = call noundef double @llvm.fmuladd.f64(double %92, double 0x3FF000010C6F7A0B, double %93)
  %95 = sitofp i64 %13 to double
  %96 = call noundef double @llvm.fmuladd.f64(double %94, double 0x3FF000010C6F7A0B, double %95)
  %97 = sitofp i64 %15 to double
  %98 = call noundef double @llvm.fmuladd.f64(double %96, double 0x3FF000010C6F7A0B, double %97)
  %99 = sitofp i64 %17 to double
  %100 = call noundef double @llvm.fmuladd.f64(double %98, double 0x3FF000010C6F7A0B, double %99)
  %101 = call noundef double @llvm.fmuladd.f64(double %100, double 0x3FF000010C6F7A0B, double %19)
  %102 = call noundef double @llvm.fmuladd.f64(double %101, double 0x3FF000010C6F7A0B, double %21)
  %103 = call noundef double @llvm.fmuladd.f64(double %102, double 0x3FF000010C6F7A0B, double %23)
  %104 = sitofp i8 %25 to double
  %105 = call noundef double @llvm.fmuladd.f64(double %103, double 0x3FF000010C6F7A0B, double %104)
  %106 = uitofp i8 %27 to double
  %107 = call noundef double @llvm.fmuladd.f64(double %105, double 0x3FF000010C6F7A0B, double %106)
  %108 = uitofp i64 %1 to double
  %109 = call noundef double @llvm.fmuladd.f64(double %107, double 0x3FF000010C6F7A0B, double %108)
  %110 = sitofp i16 %28 to double
  %111 = call noundef double @llvm.fmuladd.f64(double %109, double 0x3FF000010C6F7A0B, double %110)
  %112 = sitofp i32 %30 to double
  %113 = call noundef double @llvm.fmuladd.f64(double %111, double 0x3FF000010C6F7A0B, double %112)
  %114 = sitofp i32 %32 to double
  %115 = call noundef double @llvm.fmuladd.f64(double %113, double 0x3FF000010C6F7A0B, double %114)
  %116 = sitofp i32 %34 to double
  %117 = call noundef double @llvm.fmuladd.f64(double %115, double 0x3FF000010C6F7A0B, double %116)
  %118 = sitofp i32 %36 to double
  %119 = call noundef double @llvm.fmuladd.f64(double %117, double 0x3FF000010C6F7A0B, double %118)
  %120 = call noundef double @llvm.fmuladd.f64(double %119, double 0x3FF000010C6F7A0B, double %38)
  %121 = sitofp i8 %40 to double
  %122 = call noundef double @llvm.fmuladd.f64(double %120, double 0x3FF000010C6F7A0B, double %121)
  %123 = uitofp i32 %42 to double
  %124 = call noundef double @llvm.fmuladd.f64(double %122, double 0x3FF000010C6F7A0B, double %123)
  %125 = sitofp i8 %3 to double
  %126 = call noundef double @llvm.fmuladd.f64(double %124, double 0x3FF000010C6F7A0B, double %125)
  %127 = sitofp i16 %4 to double
  %128 = call noundef double @llvm.fmuladd.f64(double %126, double 0x3FF000010C6F7A0B, double %127)
  %129 = sitofp i16 %43 to double
  %130 = call noundef double @llvm.fmuladd.f64(double %128, double 0x3FF000010C6F7A0B, double %129)
  %131 = sitofp i32 %45 to double
  %132 = call noundef double @llvm.fmuladd.f64(double %130, double 0x3FF000010C6F7A0B, double %131)
  %133 = sitofp i32 %47 to double
  %134 = call noundef double @llvm.fmuladd.f64(double %132, double 0x3FF000010C6F7A0B, double %133)
  %135 = sitofp i32 %49 to double
  %136 = call noundef double @llvm.fmuladd.f64(double %134, double 0x3FF000010C6F7A0B, double %135)
  %137 = sitofp i32 %51 to double
  %138 = call noundef double @llvm.fmuladd.f64(double %136, double 0x3FF000010C6F7A0B, double %137)
  %139 = call noundef double @llvm.fmuladd.f64(double %138, double 0x3FF000010C6F7A0B, double %53)
  %140 = sitofp i8 %55 to double
  %141 = call noundef double @llvm.fmuladd.f64(double %139, double 0x3FF000010C6F7A0B, double %140)
  %142 = uitofp i32 %57 to double
  %143 = call noundef double @llvm.fmuladd.f64(double %141, double 0x3FF000010C6F7A0B, double %142)
  %144 = uitofp i64 %6 to double
  %145 = call noundef double @llvm.fmuladd.f64(double %143, double 0x3FF000010C6F7A0B, double %144)
  %146 = call noundef double @llvm.fmuladd.f64(double %145, double 0x3FF000010C6F7A0B, double %73)
  %147 = load i32, ptr %90, align 4, !tbaa !14
  %148 = sitofp i32 %147 to double
  %149 = call noundef double @llvm.fmuladd.f64(double %146, double 0x3FF000010C6F7A0B, double %148)
  %150 = getelementptr inbounds i8, ptr %8, i64 8
  %151 = getelementptr inbounds i8, ptr %89, i64 15
  %152 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %151, i64 -16)
  %153 = getelementptr i8, ptr %152, i64 16
  store ptr %153, ptr %150, align 8
  %154 = load x86_fp80, ptr %152, align 16, !tbaa !33
  %155 = fptrunc x86_fp80 %154 to double
  %156 = call noundef double @llvm.fmuladd.f64(double %149, double 0x3FF000010C6F7A0B, double %155)
  call void @llvm.va_end.p0(ptr nonnull %8)
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %156)
  %158 = fptosi double %156 to i64
  %159 = srem i64 %158, 1000
  %160 = sitofp i64 %159 to float
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #5
  ret float %160
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @fn8(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s42_1) align 8 %0, i32 noundef %1, i1 noundef zeroext %2, i8 noundef signext %3, i64 noundef %4, ptr nocapture noundef readonly byval(%struct.s42_1) align 8 %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sitofp i32 %1 to double
  %9 = fadd double %8, 0x3FF000010C6F7A0B
  %10 = uitofp i1 %2 to double
  %11 = tail call noundef double @llvm.fmuladd.f64(double %9, double 0x3FF000010C6F7A0B, double %10)
  %12 = sitofp i8 %3 to double
  %13 = tail call noundef double @llvm.fmuladd.f64(double %11, double 0x3FF000010C6F7A0B, double %12)
  %14 = uitofp i64 %4 to double
  %15 = tail call noundef double @llvm.fmuladd.f64(double %13, double 0x3FF000010C6F7A0B, double %14)
  %16 = load i64, ptr %5, align 8, !tbaa !35
  %17 = uitofp i64 %16 to double
  %18 = tail call noundef double @llvm.fmuladd.f64(double %15, double 0x3FF000010C6F7A0B, double %17)
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !37
  %21 = sitofp i64 %20 to double
  %22 = tail call noundef double @llvm.fmuladd.f64(double %18, double 0x3FF000010C6F7A0B, double %21)
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !37
  %25 = sitofp i64 %24 to double
  %26 = tail call noundef double @llvm.fmuladd.f64(double %22, double 0x3FF000010C6F7A0B, double %25)
  %27 = getelementptr inbounds i8, ptr %5, i64 24
  %28 = load i64, ptr %27, align 8, !tbaa !37
  %29 = sitofp i64 %28 to double
  %30 = tail call noundef double @llvm.fmuladd.f64(double %26, double 0x3FF000010C6F7A0B, double %29)
  %31 = getelementptr inbounds i8, ptr %5, i64 32
  %32 = load i64, ptr %31, align 8, !tbaa !37
  %33 = sitofp i64 %32 to double
  %34 = tail call noundef double @llvm.fmuladd.f64(double %30, double 0x3FF000010C6F7A0B, double %33)
  %35 = getelementptr inbounds i8, ptr %5, i64 40
  %36 = load double, ptr %35, align 8, !tbaa !32
  %37 = tail call noundef double @llvm.fmuladd.f64(double %34, double 0x3FF000010C6F7A0B, double %36)
  %38 = getelementptr inbounds i8, ptr %5, i64 48
  %39 = load double, ptr %38, align 8, !tbaa !32
  %40 = tail call noundef double @llvm.fmuladd.f64(double %37, double 0x3FF000010C6F7A0B, double %39)
  %41 = getelementptr inbounds i8, ptr %5, i64 56
  %42 = load double, ptr %41, align 8, !tbaa !32
  %43 = tail call noundef double @llvm.fmuladd.f64(double %40, double 0x3FF000010C6F7A0B, double %42)
  %44 = getelementptr inbounds i8, ptr %5, i64 64
  %45 = load i8, ptr %44, align 8, !tbaa !38
  %46 = sitofp i8 %45 to double
  %47 = tail call noundef double @llvm.fmuladd.f64(double %43, double 0x3FF000010C6F7A0B, double %46)
  %48 = getelementptr inbounds i8, ptr %5, i64 65
  %49 = load i8, ptr %48, align 1, !tbaa !39
  %50 = uitofp i8 %49 to double
  %51 = tail call noundef double @llvm.fmuladd.f64(double %47, double 0x3FF000010C6F7A0B, double %50)
  %52 = sitofp i32 %6 to double
  %53 = tail call noundef double @llvm.fmuladd.f64(double %51, double 0x3FF000010C6F7A0B, double %52)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %53)
  %55 = fmul double %53, 1.500000e+00
  %56 = fptosi double %55 to i64
  %57 = srem i64 %56, 1000
  store i64 %57, ptr %0, align 8, !tbaa !35
  %58 = fmul double %53, 2.500000e+00
  %59 = fptosi double %58 to i64
  %60 = srem i64 %59, 1000
  %61 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %60, ptr %61, align 8, !tbaa !37
  %62 = fmul double %53, 3.500000e+00
  %63 = fptosi double %62 to i64
  %64 = srem i64 %63, 1000
  %65 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %64, ptr %65, align 8, !tbaa !37
  %66 = fmul double %53, 4.500000e+00
  %67 = fptosi double %66 to i64
  %68 = srem i64 %67, 1000
  %69 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %68, ptr %69, align 8, !tbaa !37
  %70 = fmul double %53, 5.500000e+00
  %71 = fptosi double %70 to i64
  %72 = srem i64 %71, 1000
  %73 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 %72, ptr %73, align 8, !tbaa !37
  %74 = fmul double %53, 6.500000e+00
  %75 = fptosi double %74 to i64
  %76 = srem i64 %75, 1000
  %77 = sitofp i64 %76 to double
  %78 = getelementptr inbounds i8, ptr %0, i64 40
  store double %77, ptr %78, align 8, !tbaa !32
  %79 = fmul double %53, 7.500000e+00
  %80 = fptosi double %79 to i64
  %81 = srem i64 %80, 1000
  %82 = sitofp i64 %81 to double
  %83 = getelementptr inbounds i8, ptr %0, i64 48
  store double %82, ptr %83, align 8, !tbaa !32
  %84 = fmul double %53, 8.500000e+00
  %85 = fptosi double %84 to i64
  %86 = srem i64 %85, 1000
  %87 = sitofp i64 %86 to double
  %88 = getelementptr inbounds i8, ptr %0, i64 56
  store double %87, ptr %88, align 8, !tbaa !32
  %89 = fmul double %53, 9.500000e+00
  %90 = fptosi double %89 to i64
  %91 = srem i64 %90, 1000
  %92 = trunc i64 %91 to i8
  %93 = getelementptr inbounds i8, ptr %0, i64 64
  store i8 %92, ptr %93, align 8, !tbaa !38
  %94 = fmul double %53, 1.050000e+01
  %95 = fptosi double %94 to i64
  %96 = srem i64 %95, 1000
  %97 = trunc i64 %96 to i8
  %98 = getelementptr inbounds i8, ptr %0, i64 65
  store i8 %97, ptr %98, align 1, !tbaa !39
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @fn9(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s42_0) align 1 %0, i64 noundef %1, ptr nocapture noundef readonly byval(%struct.s42_1) align 8 %2, i32 noundef %3, i16 noundef zeroext %4, double noundef %5, i32 noundef %6, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %7, ptr nocapture noundef readonly byval(%struct.s42_1) align 8 %8, i8 noundef signext %9, float noundef %10, ...) local_unnamed_addr #0 {
  %12 = alloca [1 x %struct.__va_list_tag], align 16
  %13 = load i64, ptr %2, align 8, !tbaa !35
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = load i64, ptr %16, align 8, !tbaa !37
  %18 = getelementptr inbounds i8, ptr %2, i64 24
  %19 = load i64, ptr %18, align 8, !tbaa !37
  %20 = getelementptr inbounds i8, ptr %2, i64 32
  %21 = load i64, ptr %20, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %2, i64 40
  %23 = load double, ptr %22, align 8, !tbaa !32
  %24 = getelementptr inbounds i8, ptr %2, i64 48
  %25 = load double, ptr %24, align 8, !tbaa !32
  %26 = getelementptr inbounds i8, ptr %2, i64 56
  %27 = load double, ptr %26, align 8, !tbaa !32
  %28 = getelementptr inbounds i8, ptr %2, i64 64
  %29 = load i8, ptr %28, align 8, !tbaa !38
  %30 = getelementptr inbounds i8, ptr %2, i64 65
  %31 = load i8, ptr %30, align 1, !tbaa !39
  %32 = load i16, ptr %7, align 8, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %7, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !14
  %37 = getelementptr inbounds i8, ptr %7, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !14
  %39 = getelementptr inbounds i8, ptr %7, i64 16
  %40 = load i32, ptr %39, align 8, !tbaa !14
  %41 = getelementptr inbounds i8, ptr %7, i64 20
  %42 = load double, ptr %41, align 4, !tbaa !15
  %43 = getelementptr inbounds i8, ptr %7, i64 28
  %44 = load i8, ptr %43, align 4, !tbaa !16
  %45 = getelementptr inbounds i8, ptr %7, i64 29
  %46 = load i32, ptr %45, align 1, !tbaa !17
  %47 = load i64, ptr %8, align 8, !tbaa !35
  %48 = getelementptr inbounds i8, ptr %8, i64 8
  %49 = load i64, ptr %48, align 8, !tbaa !37
  %50 = getelementptr inbounds i8, ptr %8, i64 16
  %51 = load i64, ptr %50, align 8, !tbaa !37
  %52 = getelementptr inbounds i8, ptr %8, i64 24
  %53 = load i64, ptr %52, align 8, !tbaa !37
  %54 = getelementptr inbounds i8, ptr %8, i64 32
  %55 = load i64, ptr %54, align 8, !tbaa !37
  %56 = getelementptr inbounds i8, ptr %8, i64 40
  %57 = load double, ptr %56, align 8, !tbaa !32
  %58 = getelementptr inbounds i8, ptr %8, i64 48
  %59 = load double, ptr %58, align 8, !tbaa !32
  %60 = getelementptr inbounds i8, ptr %8, i64 56
  %61 = load double, ptr %60, align 8, !tbaa !32
  %62 = getelementptr inbounds i8, ptr %8, i64 64
  %63 = load i8, ptr %62, align 8, !tbaa !38
  %64 = getelementptr inbounds i8, ptr %8, i64 65
  %65 = load i8, ptr %64, align 1, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #5
  call void @llvm.va_start.p0(ptr nonnull %12)
  %66 = getelementptr inbounds i8, ptr %12, i64 4
  %67 = load i32, ptr %66, align 4
  %68 = icmp ult i32 %67, 161
  br i1 %68, label %69, label %75

69:                                               ; preds = %11
  %70 = getelementptr inbounds i8, ptr %12, i64 16
  %71 = load ptr, ptr %70, align 16
  %72 = zext nneg i32 %67 to i64
  %73 = getelementptr i8, ptr %71, i64 %72
  %74 = add nuw nsw i32 %67, 16
  store i32 %74, ptr %66, align 4
  br label %79

75:                                               ; preds = %11
  %76 = getelementptr inbounds i8, ptr %12, i64 8
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr i8, ptr %77, i64 8
  store ptr %78, ptr %76, align 8
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi ptr [ %73, %69 ], [ %77, %75 ]
  %81 = load double, ptr %80, align 8, !tbaa !32
  %82 = load i32, ptr %12, align 16
  %83 = icmp ult i32 %82, 41
  br i1 %83, label %84, label %92

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %12, i64 16
  %86 = load ptr, ptr %85, align 16
  %87 = zext nneg i32 %82 to i64
  %88 = getelementptr i8, ptr %86, i64 %87
  %89 = add nuw nsw i32 %82, 8
  store i32 %89, ptr %12, align 16
  %90 = getelementptr inbounds i8, ptr %12, i64 8
  %91 = load ptr, ptr %90, align 8
  br label %96

92:                                               ; preds = %79
  %93 = getelementptr inbounds i8, ptr %12, i64 8
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr i8, ptr %94, i64 8
  store ptr %95, ptr %93, align 8
  br label %96

96:                                               ; preds = %92, %84
  %97 = phi ptr [ %91, %84 ], [ %95, %92 ]
  %98 = phi ptr [ %88, %84 ], [ %94, %92 ]
  %99 = sitofp i64 %1 to double
  %100 = fadd double %99, 0x3FF000010C6F7A0B
  %101 = uitofp i64 %13 to double
  %102 = call noundef double @llvm.fmuladd.f64(double %100, double 0x3FF000010C6F7A0B, double %101)
  %103 = sitofp i64 %15 to double
  %104 = call noundef double @llvm.fmuladd.f64(double %102, double 0x3FF000010C6F7A0B, double %103)
  %105 = sitofp i64 %17 to double
  %106 = call noundef double @llvm.fmuladd.f64(double %104, double 0x3FF000010C6F7A0B, double %105)
  %107 = sitofp i64 %19 to double
  %108 = call noundef double @llvm.fmuladd.f64(double %106, double 0x3FF000010C6F7A0B, double %107)
  %109 = sitofp i64 %21 to double
  %110 = call noundef double @llvm.fmuladd.f64(double %108, double 0x3FF000010C6F7A0B, double %109)
  %111 = call noundef double @llvm.fmuladd.f64(double %110, double 0x3FF000010C6F7A0B, double %23)
  %112 = call noundef double @llvm.fmuladd.f64(double %111, double 0x3FF000010C6F7A0B, double %25)
  %113 = call noundef double @llvm.fmuladd.f64(double %112, double 0x3FF000010C6F7A0B, double %27)
  %114 = sitofp i8 %29 to double
  %115 = call noundef double @llvm.fmuladd.f64(double %113, double 0x3FF000010C6F7A0B, double %114)
  %116 = uitofp i8 %31 to double
  %117 = call noundef double @llvm.fmuladd.f64(double %115, double 0x3FF000010C6F7A0B, double %116)
  %118 = uitofp i32 %3 to double
  %119 = call noundef double @llvm.fmuladd.f64(double %117, double 0x3FF000010C6F7A0B, double %118)
  %120 = uitofp i16 %4 to double
  %121 = call noundef double @llvm.fmuladd.f64(double %119, double 0x3FF000010C6F7A0B, double %120)
  %122 = call noundef double @llvm.fmuladd.f64(double %121, double 0x3FF000010C6F7A0B, double %5)
  %123 = sitofp i32 %6 to double
  %124 = call noundef double @llvm.fmuladd.f64(double %122, double 0x3FF000010C6F7A0B, double %123)
  %125 = sitofp i16 %32 to double
  %126 = call noundef double @llvm.fmuladd.f64(double %124, double 0x3FF000010C6F7A0B, double %125)
  %127 = sitofp i32 %34 to double
  %128 = call noundef double @llvm.fmuladd.f64(double %126, double 0x3FF000010C6F7A0B, double %127)
  %129 = sitofp i32 %36 to double
  %130 = call noundef double @llvm.fmuladd.f64(double %128, double 0x3FF000010C6F7A0B, double %129)
  %131 = sitofp i32 %38 to double
  %132 = call noundef double @llvm.fmuladd.f64(double %130, double 0x3FF000010C6F7A0B, double %131)
  %133 = sitofp i32 %40 to double
  %134 = call noundef double @llvm.fmuladd.f64(double %132, double 0x3FF000010C6F7A0B, double %133)
  %135 = call noundef double @llvm.fmuladd.f64(double %134, double 0x3FF000010C6F7A0B, double %42)
  %136 = sitofp i8 %44 to double
  %137 = call noundef double @llvm.fmuladd.f64(double %135, double 0x3FF000010C6F7A0B, double %136)
  %138 = uitofp i32 %46 to double
  %139 = call noundef double @llvm.fmuladd.f64(double %137, double 0x3FF000010C6F7A0B, double %138)
  %140 = uitofp i64 %47 to double
  %141 = call noundef double @llvm.fmuladd.f64(double %139, double 0x3FF000010C6F7A0B, double %140)
  %142 = sitofp i64 %49 to double
  %143 = call noundef double @llvm.fmuladd.f64(double %141, double 0x3FF000010C6F7A0B, double %142)
  %144 = sitofp i64 %51 to double
  %145 = call noundef double @llvm.fmuladd.f64(double %143, double 0x3FF000010C6F7A0B, double %144)
  %146 = sitofp i64 %53 to double
  %147 = call noundef double @llvm.fmuladd.f64(double %145, double 0x3FF000010C6F7A0B, double %146)
  %148 = sitofp i64 %55 to double
  %149 = call noundef double @llvm.fmuladd.f64(double %147, double 0x3FF000010C6F7A0B, double %148)
  %150 = call noundef double @llvm.fmuladd.f64(double %149, double 0x3FF000010C6F7A0B, double %57)
  %151 = call noundef double @llvm.fmuladd.f64(double %150, double 0x3FF000010C6F7A0B, double %59)
  %152 = call noundef double @llvm.fmuladd.f64(double %151, double 0x3FF000010C6F7A0B, double %61)
  %153 = sitofp i8 %63 to double
  %154 = call noundef double @llvm.fmuladd.f64(double %152, double 0x3FF000010C6F7A0B, double %153)
  %155 = uitofp i8 %65 to double
  %156 = call noundef double @llvm.fmuladd.f64(double %154, double 0x3FF000010C6F7A0B, double %155)
  %157 = sitofp i8 %9 to double
  %158 = call noundef double @llvm.fmuladd.f64(double %156, double 0x3FF000010C6F7A0B, double %157)
  %159 = fpext float %10 to double
  %160 = call noundef double @llvm.fmuladd.f64(double %158, double 0x3FF000010C6F7A0B, double %159)
  %161 = call noundef double @llvm.fmuladd.f64(double %160, double 0x3FF000010C6F7A0B, double %81)
  %162 = load i32, ptr %98, align 4, !tbaa !14
  %163 = sitofp i32 %162 to double
  %164 = call noundef double @llvm.fmuladd.f64(double %161, double 0x3FF000010C6F7A0B, double %163)
  %165 = getelementptr inbounds i8, ptr %12, i64 8
  %166 = getelementptr inbounds i8, ptr %97, i64 15
  %167 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %166, i64 -16)
  %168 = getelementptr i8, ptr %167, i64 16
  store ptr %168, ptr %165, align 8
  %169 = load x86_fp80, ptr %167, align 16, !tbaa !33
  %170 = fptrunc x86_fp80 %169 to double
  %171 = call noundef double @llvm.fmuladd.f64(double %164, double 0x3FF000010C6F7A0B, double %170)
  call void @llvm.va_end.p0(ptr nonnull %12)
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %171)
  %173 = fmul double %171, 1.500000e+00
  %174 = fptosi double %173 to i64
  %175 = srem i64 %174, 1000
  %176 = trunc nsw i64 %175 to i16
  store i16 %176, ptr %0, align 1, !tbaa !25
  %177 = fmul double %171, 2.500000e+00
  %178 = fptosi double %177 to i64
  %179 = srem i64 %178, 1000
  %180 = getelementptr inbounds i8, ptr %0, i64 2
  store i64 %179, ptr %180, align 1, !tbaa !26
  %181 = fmul double %171, 3.500000e+00
  %182 = fptosi double %181 to i64
  %183 = srem i64 %182, 1000
  %184 = sitofp i64 %183 to float
  %185 = getelementptr inbounds i8, ptr %0, i64 10
  store float %184, ptr %185, align 1, !tbaa !30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #5
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local zeroext i8 @fn10(i64 noundef %0, i64 noundef %1, i8 noundef signext %2, i64 noundef %3, ptr nocapture noundef readonly byval(%struct.s42_3) align 8 %4, ...) local_unnamed_addr #0 {
  %6 = alloca [1 x %struct.__va_list_tag], align 16
  %7 = load i32, ptr %4, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !21
  %10 = getelementptr inbounds i8, ptr %4, i64 16
  %11 = load i8, ptr %10, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %4, i64 17
  %13 = load i8, ptr %12, align 1, !tbaa !23
  %14 = getelementptr inbounds i8, ptr %4, i64 20
  %15 = load i32, ptr %14, align 4, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %4, i64 24
  %17 = load i32, ptr %16, align 8, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %4, i64 28
  %19 = load i32, ptr %18, align 4, !tbaa !14
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
  %35 = load double, ptr %34, align 8, !tbaa !32
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
  %53 = sitofp i64 %0 to double
  %54 = fadd double %53, 0x3FF000010C6F7A0B
  %55 = sitofp i64 %1 to double
  %56 = call noundef double @llvm.fmuladd.f64(double %54, double 0x3FF000010C6F7A0B, double %55)
  %57 = sitofp i8 %2 to double
  %58 = call noundef double @llvm.fmuladd.f64(double %56, double 0x3FF000010C6F7A0B, double %57)
  %59 = sitofp i64 %3 to double
  %60 = call noundef double @llvm.fmuladd.f64(double %58, double 0x3FF000010C6F7A0B, double %59)
  %61 = sitofp i32 %7 to double
  %62 = call noundef double @llvm.fmuladd.f64(double %60, double 0x3FF000010C6F7A0B, double %61)
  %63 = call noundef double @llvm.fmuladd.f64(double %62, double 0x3FF000010C6F7A0B, double %9)
  %64 = sitofp i8 %11 to double
  %65 = call noundef double @llvm.fmuladd.f64(double %63, double 0x3FF000010C6F7A0B, double %64)
  %66 = sitofp i8 %13 to double
  %67 = call noundef double @llvm.fmuladd.f64(double %65, double 0x3FF000010C6F7A0B, double %66)
  %68 = sitofp i32 %15 to double
  %69 = call noundef double @llvm.fmuladd.f64(double %67, double 0x3FF000010C6F7A0B, double %68)
  %70 = sitofp i32 %17 to double
  %71 = call noundef double @llvm.fmuladd.f64(double %69, double 0x3FF000010C6F7A0B, double %70)
  %72 = sitofp i32 %19 to double
  %73 = call noundef double @llvm.fmuladd.f64(double %71, double 0x3FF000010C6F7A0B, double %72)
  %74 = call noundef double @llvm.fmuladd.f64(double %73, double 0x3FF000010C6F7A0B, double %35)
  %75 = load i32, ptr %52, align 4, !tbaa !14
  %76 = sitofp i32 %75 to double
  %77 = call noundef double @llvm.fmuladd.f64(double %74, double 0x3FF000010C6F7A0B, double %76)
  %78 = getelementptr inbounds i8, ptr %6, i64 8
  %79 = getelementptr inbounds i8, ptr %51, i64 15
  %80 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %79, i64 -16)
  %81 = getelementptr i8, ptr %80, i64 16
  store ptr %81, ptr %78, align 8
  %82 = load x86_fp80, ptr %80, align 16, !tbaa !33
  %83 = fptrunc x86_fp80 %82 to double
  %84 = call noundef double @llvm.fmuladd.f64(double %77, double 0x3FF000010C6F7A0B, double %83)
  call void @llvm.va_end.p0(ptr nonnull %6)
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %84)
  %86 = fptosi double %84 to i64
  %87 = srem i64 %86, 1000
  %88 = trunc i64 %87 to i8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #5
  ret i8 %88
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i64 -999, 1000) i64 @fn11(i8 noundef zeroext %0, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %1, i16 noundef zeroext %2, i16 noundef zeroext %3, ptr nocapture noundef readonly byval(%struct.s42_0) align 8 %4, ptr nocapture noundef readonly byval(%struct.s42_2) align 8 %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = uitofp i8 %0 to double
  %9 = fadd double %8, 0x3FF000010C6F7A0B
  %10 = load i16, ptr %1, align 8, !tbaa !5
  %11 = sitofp i16 %10 to double
  %12 = tail call noundef double @llvm.fmuladd.f64(double %9, double 0x3FF000010C6F7A0B, double %11)
  %13 = getelementptr inbounds i8, ptr %1, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !13
  %15 = sitofp i32 %14 to double
  %16 = tail call noundef double @llvm.fmuladd.f64(double %12, double 0x3FF000010C6F7A0B, double %15)
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !14
  %19 = sitofp i32 %18 to double
  %20 = tail call noundef double @llvm.fmuladd.f64(double %16, double 0x3FF000010C6F7A0B, double %19)
  %21 = getelementptr inbounds i8, ptr %1, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !14
  %23 = sitofp i32 %22 to double
  %24 = tail call noundef double @llvm.fmuladd.f64(double %20, double 0x3FF000010C6F7A0B, double %23)
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  %26 = load i32, ptr %25, align 8, !tbaa !14
  %27 = sitofp i32 %26 to double
  %28 = tail call noundef double @llvm.fmuladd.f64(double %24, double 0x3FF000010C6F7A0B, double %27)
  %29 = getelementptr inbounds i8, ptr %1, i64 20
  %30 = load double, ptr %29, align 4, !tbaa !15
  %31 = tail call noundef double @llvm.fmuladd.f64(double %28, double 0x3FF000010C6F7A0B, double %30)
  %32 = getelementptr inbounds i8, ptr %1, i64 28
  %33 = load i8, ptr %32, align 4, !tbaa !16
  %34 = sitofp i8 %33 to double
  %35 = tail call noundef double @llvm.fmuladd.f64(double %31, double 0x3FF000010C6F7A0B, double %34)
  %36 = getelementptr inbounds i8, ptr %1, i64 29
  %37 = load i32, ptr %36, align 1, !tbaa !17
  %38 = uitofp i32 %37 to double
  %39 = tail call noundef double @llvm.fmuladd.f64(double %35, double 0x3FF000010C6F7A0B, double %38)
  %40 = uitofp i16 %2 to double
  %41 = tail call noundef double @llvm.fmuladd.f64(double %39, double 0x3FF000010C6F7A0B, double %40)
  %42 = uitofp i16 %3 to double
  %43 = tail call noundef double @llvm.fmuladd.f64(double %41, double 0x3FF000010C6F7A0B, double %42)
  %44 = load i16, ptr %4, align 8, !tbaa !25
  %45 = sitofp i16 %44 to double
  %46 = tail call noundef double @llvm.fmuladd.f64(double %43, double 0x3FF000010C6F7A0B, double %45)
  %47 = getelementptr inbounds i8, ptr %4, i64 2
  %48 = load i64, ptr %47, align 2, !tbaa !26
  %49 = uitofp i64 %48 to double
  %50 = tail call noundef double @llvm.fmuladd.f64(double %46, double 0x3FF000010C6F7A0B, double %49)
  %51 = getelementptr inbounds i8, ptr %4, i64 10
  %52 = load float, ptr %51, align 2, !tbaa !30
  %53 = fpext float %52 to double
  %54 = tail call noundef double @llvm.fmuladd.f64(double %50, double 0x3FF000010C6F7A0B, double %53)
  %55 = load i16, ptr %5, align 8, !tbaa !5
  %56 = sitofp i16 %55 to double
  %57 = tail call noundef double @llvm.fmuladd.f64(double %54, double 0x3FF000010C6F7A0B, double %56)
  %58 = getelementptr inbounds i8, ptr %5, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !13
  %60 = sitofp i32 %59 to double
  %61 = tail call noundef double @llvm.fmuladd.f64(double %57, double 0x3FF000010C6F7A0B, double %60)
  %62 = getelementptr inbounds i8, ptr %5, i64 8
  %63 = load i32, ptr %62, align 8, !tbaa !14
  %64 = sitofp i32 %63 to double
  %65 = tail call noundef double @llvm.fmuladd.f64(double %61, double 0x3FF000010C6F7A0B, double %64)
  %66 = getelementptr inbounds i8, ptr %5, i64 12
  %67 = load i32, ptr %66, align 4, !tbaa !14
  %68 = sitofp i32 %67 to double
  %69 = tail call noundef double @llvm.fmuladd.f64(double %65, double 0x3FF000010C6F7A0B, double %68)
  %70 = getelementptr inbounds i8, ptr %5, i64 16
  %71 = load i32, ptr %70, align 8, !tbaa !14
  %72 = sitofp i32 %71 to double
  %73 = tail call noundef double @llvm.fmuladd.f64(double %69, double 0x3FF000010C6F7A0B, double %72)
  %74 = getelementptr inbounds i8, ptr %5, i64 20
  %75 = load double, ptr %74, align 4, !tbaa !15
  %76 = tail call noundef double @llvm.fmuladd.f64(double %73, double 0x3FF000010C6F7A0B, double %75)
  %77 = getelementptr inbounds i8, ptr %5, i64 28
  %78 = load i8, ptr %77, align 4, !tbaa !16
  %79 = sitofp i8 %78 to double
  %80 = tail call noundef double @llvm.fmuladd.f64(double %76, double 0x3FF000010C6F7A0B, double %79)
  %81 = getelementptr inbounds i8, ptr %5, i64 29
  %82 = load i32, ptr %81, align 1, !tbaa !17
  %83 = uitofp i32 %82 to double
  %84 = tail call noundef double @llvm.fmuladd.f64(double %80, double 0x3FF000010C6F7A0B, double %83)
  %85 = sitofp i32 %6 to double
  %86 = tail call noundef double @llvm.fmuladd.f64(double %84, double 0x3FF000010C6F7A0B, double %85)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %86)
  %88 = fptosi double %86 to i64
  %89 = srem i64 %88, 1000
  ret i64 %89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
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
!13 = !{!6, !10, i64 4}
!14 = !{!10, !10, i64 0}
!15 = !{!6, !12, i64 20}
!16 = !{!6, !8, i64 28}
!17 = !{!6, !10, i64 29}
!18 = !{!19, !10, i64 0}
!19 = !{!"s42_3", !10, i64 0, !12, i64 8, !20, i64 16, !10, i64 20, !8, i64 24}
!20 = !{!"s42_3_2", !8, i64 0, !8, i64 1}
!21 = !{!19, !12, i64 8}
!22 = !{!19, !8, i64 16}
!23 = !{!19, !8, i64 17}
!24 = !{!19, !10, i64 20}
!25 = !{!7, !7, i64 0}
!26 = !{!27, !29, i64 2}
!27 = !{!"s42_0", !28, i64 0}
!28 = !{!"s42_0_0", !8, i64 0, !29, i64 2, !8, i64 10}
!29 = !{!"long", !8, i64 0}
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !8, i64 0}
!32 = !{!12, !12, i64 0}
!33 = !{!34, !34, i64 0}
!34 = !{!"long double", !8, i64 0}
!35 = !{!36, !29, i64 0}
!36 = !{!"s42_1", !29, i64 0, !8, i64 8, !8, i64 40, !8, i64 64, !8, i64 65}
!37 = !{!29, !29, i64 0}
!38 = !{!36, !8, i64 64}
!39 = !{!36, !8, i64 65}
