; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [34 x i8] c"sqrt(2) = %.12f sqrt(1e6) = %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"exp(1) = %.12f exp(-2) = %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"sin(0.5) = %.12f sin(3) = %.12f\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"fabs %.2f floor %.2f ceil %.2f trunc %.2f copysign %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"floorf %.2f fabsf %.2f fmax %.2f fmin %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"inf %d %d nan %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"isinf %d isfinite %d signbit %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"float sum = %.4f\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"basel = %.12f\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"lerp = %.4f %.4f\0A\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"min %.3f max %.3f\0A\00", align 1
@.str.11 = private unnamed_addr constant [23 x i8] c"halvings to zero = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"int conv %d %d %u %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"float/double %.10f %.10f\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %7, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %6, %1 ]
  %4 = fdiv double 2.000000e+00, %3
  %5 = fadd double %3, %4
  %6 = fmul double %5, 5.000000e-01
  %7 = add nuw nsw i32 %2, 1
  %8 = icmp eq i32 %7, 60
  br i1 %8, label %9, label %1, !llvm.loop !5

9:                                                ; preds = %1, %9
  %10 = phi i32 [ %15, %9 ], [ 0, %1 ]
  %11 = phi double [ %14, %9 ], [ 1.000000e+06, %1 ]
  %12 = fdiv double 1.000000e+06, %11
  %13 = fadd double %11, %12
  %14 = fmul double %13, 5.000000e-01
  %15 = add nuw nsw i32 %10, 1
  %16 = icmp eq i32 %15, 60
  br i1 %16, label %17, label %9, !llvm.loop !5

17:                                               ; preds = %9
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %14)
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i32 [ 1, %17 ], [ %27, %19 ]
  %21 = phi double [ 1.000000e+00, %17 ], [ %26, %19 ]
  %22 = phi double [ 1.000000e+00, %17 ], [ %25, %19 ]
  %23 = uitofp nneg i32 %20 to double
  %24 = fdiv double 1.000000e+00, %23
  %25 = fmul double %22, %24
  %26 = fadd double %21, %25
  %27 = add nuw nsw i32 %20, 1
  %28 = icmp eq i32 %27, 40
  br i1 %28, label %29, label %19, !llvm.loop !7

29:                                               ; preds = %19, %29
  %30 = phi i32 [ %37, %29 ], [ 1, %19 ]
  %31 = phi double [ %36, %29 ], [ 1.000000e+00, %19 ]
  %32 = phi double [ %35, %29 ], [ 1.000000e+00, %19 ]
  %33 = uitofp nneg i32 %30 to double
  %34 = fdiv double -2.000000e+00, %33
  %35 = fmul double %32, %34
  %36 = fadd double %31, %35
  %37 = add nuw nsw i32 %30, 1
  %38 = icmp eq i32 %37, 40
  br i1 %38, label %39, label %29, !llvm.loop !7

39:                                               ; preds = %29
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %26, double noundef %36)
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i32 [ 1, %39 ], [ %52, %41 ]
  %43 = phi double [ 5.000000e-01, %39 ], [ %51, %41 ]
  %44 = phi double [ 5.000000e-01, %39 ], [ %50, %41 ]
  %45 = shl nuw nsw i32 %42, 1
  %46 = or disjoint i32 %45, 1
  %47 = mul nuw nsw i32 %46, %45
  %48 = uitofp nneg i32 %47 to double
  %49 = fdiv double -2.500000e-01, %48
  %50 = fmul double %44, %49
  %51 = fadd double %43, %50
  %52 = add nuw nsw i32 %42, 1
  %53 = icmp eq i32 %52, 20
  br i1 %53, label %54, label %41, !llvm.loop !8

54:                                               ; preds = %41, %54
  %55 = phi i32 [ %65, %54 ], [ 1, %41 ]
  %56 = phi double [ %64, %54 ], [ 3.000000e+00, %41 ]
  %57 = phi double [ %63, %54 ], [ 3.000000e+00, %41 ]
  %58 = shl nuw nsw i32 %55, 1
  %59 = or disjoint i32 %58, 1
  %60 = mul nuw nsw i32 %59, %58
  %61 = uitofp nneg i32 %60 to double
  %62 = fdiv double -9.000000e+00, %61
  %63 = fmul double %57, %62
  %64 = fadd double %56, %63
  %65 = add nuw nsw i32 %55, 1
  %66 = icmp eq i32 %65, 20
  br i1 %66, label %67, label %54, !llvm.loop !8

67:                                               ; preds = %54
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %51, double noundef %64)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br label %73

73:                                               ; preds = %73, %67
  %74 = phi i32 [ 0, %67 ], [ %80, %73 ]
  %75 = phi float [ 0.000000e+00, %67 ], [ %79, %73 ]
  %76 = fadd float %75, 0x3FB99999A0000000
  %77 = fadd float %76, 0x3FB99999A0000000
  %78 = fadd float %77, 0x3FB99999A0000000
  %79 = fadd float %78, 0x3FB99999A0000000
  %80 = add nuw i32 %74, 4
  %81 = icmp eq i32 %80, 1000
  br i1 %81, label %82, label %73, !llvm.loop !9

82:                                               ; preds = %73
  %83 = fpext float %79 to double
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %83)
  br label %85

85:                                               ; preds = %85, %82
  %86 = phi i32 [ 0, %82 ], [ %108, %85 ]
  %87 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %82 ], [ %109, %85 ]
  %88 = phi double [ 0.000000e+00, %82 ], [ %107, %85 ]
  %89 = add <4 x i32> %87, <i32 4, i32 4, i32 4, i32 4>
  %90 = add <4 x i32> %87, <i32 8, i32 8, i32 8, i32 8>
  %91 = add <4 x i32> %87, <i32 12, i32 12, i32 12, i32 12>
  %92 = mul nuw nsw <4 x i32> %87, %87
  %93 = mul nuw nsw <4 x i32> %89, %89
  %94 = mul nuw nsw <4 x i32> %90, %90
  %95 = mul nuw nsw <4 x i32> %91, %91
  %96 = uitofp nneg <4 x i32> %92 to <4 x double>
  %97 = uitofp nneg <4 x i32> %93 to <4 x double>
  %98 = uitofp nneg <4 x i32> %94 to <4 x double>
  %99 = uitofp nneg <4 x i32> %95 to <4 x double>
  %100 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %96
  %101 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %97
  %102 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %98
  %103 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %99
  %104 = tail call double @llvm.vector.reduce.fadd.v4f64(double %88, <4 x double> %100)
  %105 = tail call double @llvm.vector.reduce.fadd.v4f64(double %104, <4 x double> %101)
  %106 = tail call double @llvm.vector.reduce.fadd.v4f64(double %105, <4 x double> %102)
  %107 = tail call double @llvm.vector.reduce.fadd.v4f64(double %106, <4 x double> %103)
  %108 = add nuw i32 %86, 16
  %109 = add <4 x i32> %87, <i32 16, i32 16, i32 16, i32 16>
  %110 = icmp eq i32 %108, 992
  br i1 %110, label %111, label %85, !llvm.loop !12

111:                                              ; preds = %85
  %112 = fadd double %107, 0x3EB103BBF0CC2DE0
  %113 = fadd double %112, 0x3EB0FAF978C29E87
  %114 = fadd double %113, 0x3EB0F23DC2B93231
  %115 = fadd double %114, 0x3EB0E988C7BE2AF3
  %116 = fadd double %115, 0x3EB0E0DA80E8B415
  %117 = fadd double %116, 0x3EB0D832E758D460
  %118 = fadd double %117, 0x3EB0CF91F4376083
  %119 = fadd double %118, 0x3EB0C6F7A0B5ED8D
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %119)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02)
  br label %123

123:                                              ; preds = %123, %111
  %124 = phi double [ 1.000000e+00, %111 ], [ %126, %123 ]
  %125 = phi i32 [ 0, %111 ], [ %128, %123 ]
  %126 = fmul double %124, 5.000000e-01
  %127 = fcmp ogt double %126, 0.000000e+00
  %128 = add nuw nsw i32 %125, 1
  br i1 %127, label %123, label %129, !llvm.loop !13

129:                                              ; preds = %123
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %125)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef -2, i32 noundef 2, i32 noundef -304967296, i64 noundef -1000000000000000000)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #2

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !6, !10, !11}
!13 = distinct !{!13, !6}
