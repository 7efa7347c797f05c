; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [100 x float], align 4
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2, double noundef 1.125000e+00)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, double noundef 0x4000700000000000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 1.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef 0x3FD3800000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 2.125000e+00)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #4
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %20, %7 ]
  %9 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %21, %7 ]
  %10 = trunc <4 x i64> %9 to <4 x i32>
  %11 = add <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %12 = trunc <4 x i64> %9 to <4 x i32>
  %13 = add <4 x i32> %12, <i32 5, i32 5, i32 5, i32 5>
  %14 = uitofp <4 x i32> %11 to <4 x float>
  %15 = uitofp <4 x i32> %13 to <4 x float>
  %16 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %14
  %17 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %15
  %18 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %8
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  store <4 x float> %16, ptr %18, align 4, !tbaa !6
  store <4 x float> %17, ptr %19, align 4, !tbaa !6
  %20 = add nuw i64 %8, 8
  %21 = add <4 x i64> %9, <i64 8, i64 8, i64 8, i64 8>
  %22 = icmp eq i64 %20, 96
  br i1 %22, label %58, label %7, !llvm.loop !10

23:                                               ; preds = %23, %74
  %24 = phi i32 [ 0, %74 ], [ %29, %23 ]
  %25 = phi double [ 2.000000e+00, %74 ], [ %28, %23 ]
  %26 = fdiv double 2.000000e+00, %25
  %27 = fadd double %25, %26
  %28 = fmul double %27, 5.000000e-01
  %29 = add nuw nsw i32 %24, 1
  %30 = icmp eq i32 %29, 30
  br i1 %30, label %31, label %23, !llvm.loop !14

31:                                               ; preds = %23
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef %28)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2)
  br label %39

39:                                               ; preds = %39, %31
  %40 = phi double [ 0.000000e+00, %31 ], [ %46, %39 ]
  %41 = phi double [ 0.000000e+00, %31 ], [ %48, %39 ]
  %42 = phi i32 [ 1, %31 ], [ %49, %39 ]
  %43 = uitofp nneg i32 %42 to double
  %44 = fdiv double 1.000000e+00, %43
  %45 = fsub double %44, %41
  %46 = fadd double %40, %45
  %47 = fsub double %46, %40
  %48 = fsub double %47, %45
  %49 = add nuw nsw i32 %42, 1
  %50 = icmp eq i32 %49, 1001
  br i1 %50, label %51, label %39, !llvm.loop !15

51:                                               ; preds = %39
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %46)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, double noundef 0x3FD3333333333334)
  br label %96

58:                                               ; preds = %7
  %59 = getelementptr inbounds i8, ptr %1, i64 384
  store float 0x3F851D07E0000000, ptr %59, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %1, i64 388
  store float 0x3F84E5E0A0000000, ptr %60, align 4, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %1, i64 392
  store float 0x3F84AFD6A0000000, ptr %61, align 4, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %1, i64 396
  store float 0x3F847AE140000000, ptr %62, align 4, !tbaa !6
  br label %63

63:                                               ; preds = %58, %63
  %64 = phi i64 [ %72, %63 ], [ 0, %58 ]
  %65 = phi float [ %71, %63 ], [ 0.000000e+00, %58 ]
  %66 = getelementptr inbounds float, ptr %1, i64 %64
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load <4 x float>, ptr %66, align 4, !tbaa !6
  %69 = load <4 x float>, ptr %67, align 4, !tbaa !6
  %70 = tail call float @llvm.vector.reduce.fadd.v4f32(float %65, <4 x float> %68)
  %71 = tail call float @llvm.vector.reduce.fadd.v4f32(float %70, <4 x float> %69)
  %72 = add nuw i64 %64, 8
  %73 = icmp eq i64 %72, 96
  br i1 %73, label %74, label %63, !llvm.loop !16

74:                                               ; preds = %63
  %75 = getelementptr inbounds i8, ptr %1, i64 384
  %76 = load float, ptr %75, align 4, !tbaa !6
  %77 = fadd float %71, %76
  %78 = getelementptr inbounds i8, ptr %1, i64 388
  %79 = load float, ptr %78, align 4, !tbaa !6
  %80 = fadd float %77, %79
  %81 = getelementptr inbounds i8, ptr %1, i64 392
  %82 = load float, ptr %81, align 4, !tbaa !6
  %83 = fadd float %80, %82
  %84 = getelementptr inbounds i8, ptr %1, i64 396
  %85 = load float, ptr %84, align 4, !tbaa !6
  %86 = fadd float %83, %85
  %87 = fpext float %86 to double
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %87)
  br label %23

89:                                               ; preds = %96
  %90 = fcmp ogt double %99, 0.000000e+00
  %91 = zext i1 %90 to i32
  %92 = fmul double %99, 5.000000e-01
  %93 = fcmp oeq double %92, 0.000000e+00
  %94 = zext i1 %93 to i32
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %91, i32 noundef %94)
  br label %105

96:                                               ; preds = %51, %96
  %97 = phi i32 [ 0, %51 ], [ %100, %96 ]
  %98 = phi double [ 1.000000e+00, %51 ], [ %99, %96 ]
  %99 = fmul double %98, 5.000000e-01
  %100 = add nuw nsw i32 %97, 1
  %101 = icmp eq i32 %100, 1074
  br i1 %101, label %89, label %96, !llvm.loop !17

102:                                              ; preds = %121
  %103 = fpext float %122 to double
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %103)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #4
  ret i32 0

105:                                              ; preds = %89, %121
  %106 = phi i32 [ 0, %89 ], [ %123, %121 ]
  %107 = phi float [ 0.000000e+00, %89 ], [ %122, %121 ]
  %108 = uitofp nneg i32 %106 to float
  %109 = fmul float %108, 0x3FD7AE1480000000
  %110 = fadd float %109, -9.000000e+00
  %111 = fcmp olt float %110, 0.000000e+00
  br i1 %111, label %112, label %114

112:                                              ; preds = %105
  %113 = fsub float %107, %110
  br label %121

114:                                              ; preds = %105
  %115 = fcmp ult float %110, 3.000000e+00
  br i1 %115, label %119, label %116

116:                                              ; preds = %114
  %117 = fmul float %110, 2.000000e+00
  %118 = fadd float %107, %117
  br label %121

119:                                              ; preds = %114
  %120 = fadd float %107, 1.000000e+00
  br label %121

121:                                              ; preds = %116, %119, %112
  %122 = phi float [ %113, %112 ], [ %118, %116 ], [ %120, %119 ]
  %123 = add nuw nsw i32 %106, 1
  %124 = icmp eq i32 %123, 50
  br i1 %124, label %102, label %105, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11, !12, !13}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
