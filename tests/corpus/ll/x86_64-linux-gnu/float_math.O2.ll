; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x float], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2, double noundef 1.125000e+00)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, double noundef 0x4000700000000000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 1.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef 0x3FD3800000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 2.125000e+00)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #3
  br label %7

7:                                                ; preds = %16, %0
  %8 = phi i64 [ 0, %0 ], [ %23, %16 ]
  %9 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %24, %16 ]
  %10 = trunc <4 x i64> %9 to <4 x i32>
  %11 = add <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %12 = uitofp <4 x i32> %11 to <4 x float>
  %13 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %12
  %14 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %8
  store <4 x float> %13, ptr %14, align 16, !tbaa !5
  %15 = icmp eq i64 %8, 96
  br i1 %15, label %25, label %16, !llvm.loop !9

16:                                               ; preds = %7
  %17 = or disjoint i64 %8, 4
  %18 = trunc <4 x i64> %9 to <4 x i32>
  %19 = add <4 x i32> %18, <i32 5, i32 5, i32 5, i32 5>
  %20 = uitofp <4 x i32> %19 to <4 x float>
  %21 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %20
  %22 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %17
  store <4 x float> %21, ptr %22, align 16, !tbaa !5
  %23 = add nuw nsw i64 %8, 8
  %24 = add <4 x i64> %9, <i64 8, i64 8, i64 8, i64 8>
  br label %7

25:                                               ; preds = %7
  %26 = getelementptr inbounds i8, ptr %1, i64 4
  %27 = getelementptr inbounds i8, ptr %1, i64 8
  %28 = getelementptr inbounds i8, ptr %1, i64 12
  %29 = getelementptr inbounds i8, ptr %1, i64 16
  br label %30

30:                                               ; preds = %30, %25
  %31 = phi i64 [ 0, %25 ], [ %48, %30 ]
  %32 = phi float [ 0.000000e+00, %25 ], [ %47, %30 ]
  %33 = getelementptr inbounds float, ptr %1, i64 %31
  %34 = load float, ptr %33, align 4, !tbaa !5
  %35 = fadd float %32, %34
  %36 = getelementptr inbounds float, ptr %26, i64 %31
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fadd float %35, %37
  %39 = getelementptr inbounds float, ptr %27, i64 %31
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fadd float %38, %40
  %42 = getelementptr inbounds float, ptr %28, i64 %31
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fadd float %41, %43
  %45 = getelementptr inbounds float, ptr %29, i64 %31
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = fadd float %44, %46
  %48 = add nuw nsw i64 %31, 5
  %49 = icmp eq i64 %48, 100
  br i1 %49, label %50, label %30, !llvm.loop !13

50:                                               ; preds = %30
  %51 = fpext float %47 to double
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCC)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2)
  br label %60

60:                                               ; preds = %60, %50
  %61 = phi double [ 0.000000e+00, %50 ], [ %74, %60 ]
  %62 = phi double [ 0.000000e+00, %50 ], [ %76, %60 ]
  %63 = phi i32 [ 1, %50 ], [ %77, %60 ]
  %64 = uitofp nneg i32 %63 to double
  %65 = fdiv double 1.000000e+00, %64
  %66 = fsub double %65, %62
  %67 = fadd double %61, %66
  %68 = add nuw nsw i32 %63, 1
  %69 = uitofp nneg i32 %68 to double
  %70 = fdiv double 1.000000e+00, %69
  %71 = fsub double %61, %67
  %72 = fadd double %66, %71
  %73 = fadd double %70, %72
  %74 = fadd double %67, %73
  %75 = fsub double %74, %67
  %76 = fsub double %75, %73
  %77 = add nuw nsw i32 %63, 2
  %78 = icmp eq i32 %77, 1001
  br i1 %78, label %79, label %60, !llvm.loop !14

79:                                               ; preds = %60
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %74)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, double noundef 0x3FD3333333333334)
  br label %93

86:                                               ; preds = %93
  %87 = fcmp ogt double %101, 0.000000e+00
  %88 = zext i1 %87 to i32
  %89 = fmul double %101, 5.000000e-01
  %90 = fcmp oeq double %89, 0.000000e+00
  %91 = zext i1 %90 to i32
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %88, i32 noundef %91)
  br label %107

93:                                               ; preds = %93, %79
  %94 = phi i32 [ 0, %79 ], [ %102, %93 ]
  %95 = phi double [ 1.000000e+00, %79 ], [ %101, %93 ]
  %96 = fmul double %95, 5.000000e-01
  %97 = fmul double %96, 5.000000e-01
  %98 = fmul double %97, 5.000000e-01
  %99 = fmul double %98, 5.000000e-01
  %100 = fmul double %99, 5.000000e-01
  %101 = fmul double %100, 5.000000e-01
  %102 = add nuw nsw i32 %94, 6
  %103 = icmp eq i32 %102, 1074
  br i1 %103, label %86, label %93, !llvm.loop !15

104:                                              ; preds = %123
  %105 = fpext float %124 to double
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %105)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #3
  ret i32 0

107:                                              ; preds = %86, %123
  %108 = phi i32 [ 0, %86 ], [ %125, %123 ]
  %109 = phi float [ 0.000000e+00, %86 ], [ %124, %123 ]
  %110 = uitofp nneg i32 %108 to float
  %111 = fmul float %110, 0x3FD7AE1480000000
  %112 = fadd float %111, -9.000000e+00
  %113 = fcmp olt float %112, 0.000000e+00
  br i1 %113, label %114, label %116

114:                                              ; preds = %107
  %115 = fsub float %109, %112
  br label %123

116:                                              ; preds = %107
  %117 = fcmp ult float %112, 3.000000e+00
  br i1 %117, label %121, label %118

118:                                              ; preds = %116
  %119 = fmul float %112, 2.000000e+00
  %120 = fadd float %109, %119
  br label %123

121:                                              ; preds = %116
  %122 = fadd float %109, 1.000000e+00
  br label %123

123:                                              ; preds = %118, %121, %114
  %124 = phi float [ %115, %114 ], [ %120, %118 ], [ %122, %121 ]
  %125 = add nuw nsw i32 %108, 1
  %126 = icmp eq i32 %125, 50
  br i1 %126, label %104, label %107, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
