; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call { double, double } @__divdc3(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00) #3
  %2 = extractvalue { double, double } %1, 0
  %3 = extractvalue { double, double } %1, 1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.100000e+01, double noundef -2.000000e+00, double noundef %2, double noundef %3)
  %6 = tail call double @cabs([2 x double] noundef alignstack(8) [double 3.000000e+00, double 4.000000e+00]) #3
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 3.000000e+00, double noundef -4.000000e+00, double noundef %6)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.600000e+01, double noundef 0.000000e+00)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -8.750000e+00, double noundef 5.000000e+00)
  %10 = tail call { float, float } @__divsc3(float noundef 1.500000e+00, float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef 4.000000e+00) #3
  %11 = extractvalue { float, float } %10, 0
  %12 = extractvalue { float, float } %10, 1
  %13 = fpext float %11 to double
  %14 = fpext float %12 to double
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %13, double noundef %14)
  br label %16

16:                                               ; preds = %0, %22
  %17 = phi i32 [ 0, %0 ], [ %25, %22 ]
  %18 = uitofp nneg i32 %17 to double
  %19 = fmul double %18, 2.000000e-01
  %20 = fadd double %19, -1.200000e+00
  %21 = fmul double %20, 0.000000e+00
  br label %27

22:                                               ; preds = %61
  %23 = load ptr, ptr @stdout, align 8, !tbaa !6
  %24 = tail call i32 @putc(i32 noundef 10, ptr noundef %23)
  %25 = add nuw nsw i32 %17, 1
  %26 = icmp eq i32 %25, 12
  br i1 %26, label %74, label %16, !llvm.loop !10

27:                                               ; preds = %16, %61
  %28 = phi i32 [ 0, %16 ], [ %72, %61 ]
  %29 = uitofp nneg i32 %28 to double
  %30 = fmul double %29, 0x3FB3333333333333
  %31 = fadd double %30, -2.200000e+00
  %32 = fadd double %21, %31
  br label %33

33:                                               ; preds = %58, %27
  %34 = phi i32 [ %59, %58 ], [ 0, %27 ]
  %35 = phi double [ %52, %58 ], [ 0.000000e+00, %27 ]
  %36 = phi double [ %53, %58 ], [ 0.000000e+00, %27 ]
  %37 = fmul double %35, %35
  %38 = fmul double %36, %36
  %39 = fmul double %35, %36
  %40 = fsub double %37, %38
  %41 = fadd double %39, %39
  %42 = fcmp uno double %40, 0.000000e+00
  br i1 %42, label %43, label %49, !prof !12

43:                                               ; preds = %33
  %44 = fcmp uno double %41, 0.000000e+00
  br i1 %44, label %45, label %49, !prof !12

45:                                               ; preds = %43
  %46 = tail call { double, double } @__muldc3(double noundef %35, double noundef %36, double noundef %35, double noundef %36) #3
  %47 = extractvalue { double, double } %46, 0
  %48 = extractvalue { double, double } %46, 1
  br label %49

49:                                               ; preds = %45, %43, %33
  %50 = phi double [ %40, %33 ], [ %40, %43 ], [ %47, %45 ]
  %51 = phi double [ %41, %33 ], [ %41, %43 ], [ %48, %45 ]
  %52 = fadd double %32, %50
  %53 = fadd double %20, %51
  %54 = fmul double %52, %52
  %55 = fmul double %53, %53
  %56 = fadd double %54, %55
  %57 = fcmp ogt double %56, 4.000000e+00
  br i1 %57, label %61, label %58

58:                                               ; preds = %49
  %59 = add nuw nsw i32 %34, 1
  %60 = icmp eq i32 %59, 60
  br i1 %60, label %61, label %33, !llvm.loop !13

61:                                               ; preds = %49, %58
  %62 = phi i32 [ %34, %49 ], [ 60, %58 ]
  %63 = tail call i32 @llvm.smin.i32(i32 %62, i32 60)
  %64 = mul nuw nsw i32 %63, 9
  %65 = udiv i32 %64, 60
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !14
  %69 = zext i8 %68 to i32
  %70 = load ptr, ptr @stdout, align 8, !tbaa !6
  %71 = tail call i32 @putc(i32 noundef %69, ptr noundef %70)
  %72 = add nuw nsw i32 %28, 1
  %73 = icmp eq i32 %72, 40
  br i1 %73, label %22, label %27, !llvm.loop !15

74:                                               ; preds = %22, %83
  %75 = phi i32 [ %84, %83 ], [ 0, %22 ]
  %76 = phi i64 [ %125, %83 ], [ 0, %22 ]
  %77 = uitofp nneg i32 %75 to double
  %78 = fmul double %77, 5.000000e-02
  %79 = fadd double %78, -1.250000e+00
  %80 = fmul double %79, 0.000000e+00
  br label %86

81:                                               ; preds = %83
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %125)
  ret i32 0

83:                                               ; preds = %121
  %84 = add nuw nsw i32 %75, 1
  %85 = icmp eq i32 %84, 50
  br i1 %85, label %81, label %74, !llvm.loop !16

86:                                               ; preds = %74, %121
  %87 = phi i32 [ 0, %74 ], [ %126, %121 ]
  %88 = phi i64 [ %76, %74 ], [ %125, %121 ]
  %89 = uitofp nneg i32 %87 to double
  %90 = fmul double %89, 5.000000e-02
  %91 = fadd double %90, -2.000000e+00
  %92 = fadd double %80, %91
  br label %93

93:                                               ; preds = %118, %86
  %94 = phi i32 [ %119, %118 ], [ 0, %86 ]
  %95 = phi double [ %112, %118 ], [ 0.000000e+00, %86 ]
  %96 = phi double [ %113, %118 ], [ 0.000000e+00, %86 ]
  %97 = fmul double %95, %95
  %98 = fmul double %96, %96
  %99 = fmul double %95, %96
  %100 = fsub double %97, %98
  %101 = fadd double %99, %99
  %102 = fcmp uno double %100, 0.000000e+00
  br i1 %102, label %103, label %109, !prof !12

103:                                              ; preds = %93
  %104 = fcmp uno double %101, 0.000000e+00
  br i1 %104, label %105, label %109, !prof !12

105:                                              ; preds = %103
  %106 = tail call { double, double } @__muldc3(double noundef %95, double noundef %96, double noundef %95, double noundef %96) #3
  %107 = extractvalue { double, double } %106, 0
  %108 = extractvalue { double, double } %106, 1
  br label %109

109:                                              ; preds = %105, %103, %93
  %110 = phi double [ %100, %93 ], [ %100, %103 ], [ %107, %105 ]
  %111 = phi double [ %101, %93 ], [ %101, %103 ], [ %108, %105 ]
  %112 = fadd double %92, %110
  %113 = fadd double %79, %111
  %114 = fmul double %112, %112
  %115 = fmul double %113, %113
  %116 = fadd double %114, %115
  %117 = fcmp ogt double %116, 4.000000e+00
  br i1 %117, label %121, label %118

118:                                              ; preds = %109
  %119 = add nuw nsw i32 %94, 1
  %120 = icmp eq i32 %119, 100
  br i1 %120, label %121, label %93, !llvm.loop !13

121:                                              ; preds = %109, %118
  %122 = phi i32 [ %94, %109 ], [ 100, %118 ]
  %123 = tail call i32 @llvm.smin.i32(i32 %122, i32 100)
  %124 = zext nneg i32 %123 to i64
  %125 = add nsw i64 %88, %124
  %126 = add nuw nsw i32 %87, 1
  %127 = icmp eq i32 %126, 50
  br i1 %127, label %83, label %86, !llvm.loop !17
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare double @cabs([2 x double] noundef alignstack(8)) local_unnamed_addr #1

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"branch_weights", i32 1, i32 1048575}
!13 = distinct !{!13, !11}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
