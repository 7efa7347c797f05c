; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [20 x i8] c"horner(%d) = %.10f\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"fsum = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"sqrt(2) = %.15f newton = %.15f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"sqrtf(3) = %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [69 x i8] c"fabs = %.3f %.3f floor = %.1f ceil = %.1f trunc = %.1f round = %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [39 x i8] c"fmin/fmax = %.2f %.2f copysign = %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"fmod = %.6f remainder = %.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [51 x i8] c"exp(1) = %.12f log(10) = %.12f pow(2,0.5) = %.12f\0A\00", align 1
@.str.8 = private unnamed_addr constant [45 x i8] c"sin(1) = %.12f cos(1) = %.12f atan2 = %.12f\0A\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"harmonic(1000) = %.12f\0A\00", align 1
@.str.10 = private unnamed_addr constant [53 x i8] c"inf > max: %d, nan != nan: %d, isnan: %d, isinf: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [37 x i8] c"signbit(-0.0) = %d, 0.0 == -0.0: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [45 x i8] c"FLT_EPSILON = %.12f DBL_EPSILON*1e16 = %.6f\0A\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"float rounding: %.1f %.1f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"0.1+0.2 == 0.3: %d (%.17g)\0A\00", align 1
@.str.15 = private unnamed_addr constant [42 x i8] c"denormal min > 0: %d, halved is zero: %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"comparisons = %.4f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x float], align 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -2, double noundef 1.125000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -1, double noundef 0x4000700000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 0, double noundef 1.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, double noundef 0x3FD3800000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 2, double noundef 2.125000e+00)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #6
  br label %2

2:                                                ; preds = %11, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %11 ]
  %4 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %19, %11 ]
  %5 = trunc <4 x i64> %4 to <4 x i32>
  %6 = add <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %7 = uitofp <4 x i32> %6 to <4 x float>
  %8 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %7
  %9 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %3
  store <4 x float> %8, ptr %9, align 16, !tbaa !5
  %10 = icmp eq i64 %3, 96
  br i1 %10, label %20, label %11, !llvm.loop !9

11:                                               ; preds = %2
  %12 = or disjoint i64 %3, 4
  %13 = trunc <4 x i64> %4 to <4 x i32>
  %14 = add <4 x i32> %13, <i32 5, i32 5, i32 5, i32 5>
  %15 = uitofp <4 x i32> %14 to <4 x float>
  %16 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %15
  %17 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %12
  store <4 x float> %16, ptr %17, align 16, !tbaa !5
  %18 = add nuw nsw i64 %3, 8
  %19 = add <4 x i64> %4, <i64 8, i64 8, i64 8, i64 8>
  br label %2

20:                                               ; preds = %2
  %21 = getelementptr inbounds i8, ptr %1, i64 4
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  %23 = getelementptr inbounds i8, ptr %1, i64 12
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  br label %25

25:                                               ; preds = %25, %20
  %26 = phi i64 [ 0, %20 ], [ %43, %25 ]
  %27 = phi float [ 0.000000e+00, %20 ], [ %42, %25 ]
  %28 = getelementptr inbounds float, ptr %1, i64 %26
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fadd float %27, %29
  %31 = getelementptr inbounds float, ptr %21, i64 %26
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = fadd float %30, %32
  %34 = getelementptr inbounds float, ptr %22, i64 %26
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fadd float %33, %35
  %37 = getelementptr inbounds float, ptr %23, i64 %26
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fadd float %36, %38
  %40 = getelementptr inbounds float, ptr %24, i64 %26
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fadd float %39, %41
  %43 = add nuw nsw i64 %26, 5
  %44 = icmp eq i64 %43, 100
  br i1 %44, label %45, label %25, !llvm.loop !13

45:                                               ; preds = %25
  %46 = fpext float %42 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %46)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCC)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2)
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi double [ 0.000000e+00, %45 ], [ %61, %47 ]
  %49 = phi double [ 0.000000e+00, %45 ], [ %63, %47 ]
  %50 = phi i32 [ 1, %45 ], [ %64, %47 ]
  %51 = uitofp nneg i32 %50 to double
  %52 = fdiv double 1.000000e+00, %51
  %53 = fsub double %52, %49
  %54 = fadd double %48, %53
  %55 = add nuw nsw i32 %50, 1
  %56 = uitofp nneg i32 %55 to double
  %57 = fdiv double 1.000000e+00, %56
  %58 = fsub double %48, %54
  %59 = fadd double %53, %58
  %60 = fadd double %57, %59
  %61 = fadd double %54, %60
  %62 = fsub double %61, %54
  %63 = fsub double %62, %60
  %64 = add nuw nsw i32 %50, 2
  %65 = icmp eq i32 %64, 1001
  br i1 %65, label %66, label %47, !llvm.loop !14

66:                                               ; preds = %47
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef %61)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0, double noundef 0x3FD3333333333334)
  br label %73

67:                                               ; preds = %73
  %68 = fcmp ogt double %81, 0.000000e+00
  %69 = zext i1 %68 to i32
  %70 = fmul double %81, 5.000000e-01
  %71 = fcmp oeq double %70, 0.000000e+00
  %72 = zext i1 %71 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %69, i32 noundef %72)
  br label %86

73:                                               ; preds = %73, %66
  %74 = phi i32 [ 0, %66 ], [ %82, %73 ]
  %75 = phi double [ 1.000000e+00, %66 ], [ %81, %73 ]
  %76 = fmul double %75, 5.000000e-01
  %77 = fmul double %76, 5.000000e-01
  %78 = fmul double %77, 5.000000e-01
  %79 = fmul double %78, 5.000000e-01
  %80 = fmul double %79, 5.000000e-01
  %81 = fmul double %80, 5.000000e-01
  %82 = add nuw nsw i32 %74, 6
  %83 = icmp eq i32 %82, 1074
  br i1 %83, label %67, label %73, !llvm.loop !15

84:                                               ; preds = %102
  %85 = fpext float %103 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, double noundef %85)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #6
  ret i32 0

86:                                               ; preds = %67, %102
  %87 = phi i32 [ 0, %67 ], [ %104, %102 ]
  %88 = phi float [ 0.000000e+00, %67 ], [ %103, %102 ]
  %89 = uitofp nneg i32 %87 to float
  %90 = fmul float %89, 0x3FD7AE1480000000
  %91 = fadd float %90, -9.000000e+00
  %92 = fcmp olt float %91, 0.000000e+00
  br i1 %92, label %93, label %95

93:                                               ; preds = %86
  %94 = fsub float %88, %91
  br label %102

95:                                               ; preds = %86
  %96 = fcmp ult float %91, 3.000000e+00
  br i1 %96, label %100, label %97

97:                                               ; preds = %95
  %98 = fmul float %91, 2.000000e+00
  %99 = fadd float %88, %98
  br label %102

100:                                              ; preds = %95
  %101 = fadd float %88, 1.000000e+00
  br label %102

102:                                              ; preds = %97, %100, %93
  %103 = phi float [ %94, %93 ], [ %99, %97 ], [ %101, %100 ]
  %104 = add nuw nsw i32 %87, 1
  %105 = icmp eq i32 %104, 50
  br i1 %105, label %84, label %86, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !17
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
