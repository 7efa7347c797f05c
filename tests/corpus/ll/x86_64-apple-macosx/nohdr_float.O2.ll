; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

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

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %22, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %21, %1 ]
  %4 = fdiv double 2.000000e+00, %3
  %5 = fadd double %3, %4
  %6 = fmul double %5, 5.000000e-01
  %7 = fdiv double 2.000000e+00, %6
  %8 = fadd double %6, %7
  %9 = fmul double %8, 5.000000e-01
  %10 = fdiv double 2.000000e+00, %9
  %11 = fadd double %9, %10
  %12 = fmul double %11, 5.000000e-01
  %13 = fdiv double 2.000000e+00, %12
  %14 = fadd double %12, %13
  %15 = fmul double %14, 5.000000e-01
  %16 = fdiv double 2.000000e+00, %15
  %17 = fadd double %15, %16
  %18 = fmul double %17, 5.000000e-01
  %19 = fdiv double 2.000000e+00, %18
  %20 = fadd double %18, %19
  %21 = fmul double %20, 5.000000e-01
  %22 = add nuw nsw i32 %2, 6
  %23 = icmp eq i32 %22, 60
  br i1 %23, label %24, label %1, !llvm.loop !5

24:                                               ; preds = %1, %24
  %25 = phi i32 [ %45, %24 ], [ 0, %1 ]
  %26 = phi double [ %44, %24 ], [ 1.000000e+06, %1 ]
  %27 = fdiv double 1.000000e+06, %26
  %28 = fadd double %26, %27
  %29 = fmul double %28, 5.000000e-01
  %30 = fdiv double 1.000000e+06, %29
  %31 = fadd double %29, %30
  %32 = fmul double %31, 5.000000e-01
  %33 = fdiv double 1.000000e+06, %32
  %34 = fadd double %32, %33
  %35 = fmul double %34, 5.000000e-01
  %36 = fdiv double 1.000000e+06, %35
  %37 = fadd double %35, %36
  %38 = fmul double %37, 5.000000e-01
  %39 = fdiv double 1.000000e+06, %38
  %40 = fadd double %38, %39
  %41 = fmul double %40, 5.000000e-01
  %42 = fdiv double 1.000000e+06, %41
  %43 = fadd double %41, %42
  %44 = fmul double %43, 5.000000e-01
  %45 = add nuw nsw i32 %25, 6
  %46 = icmp eq i32 %45, 60
  br i1 %46, label %47, label %24, !llvm.loop !5

47:                                               ; preds = %24
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %21, double noundef %44)
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i32 [ 1, %47 ], [ %67, %49 ]
  %51 = phi double [ 1.000000e+00, %47 ], [ %66, %49 ]
  %52 = phi double [ 1.000000e+00, %47 ], [ %65, %49 ]
  %53 = uitofp nneg i32 %50 to double
  %54 = fdiv double 1.000000e+00, %53
  %55 = fmul double %52, %54
  %56 = fadd double %51, %55
  %57 = add nuw nsw i32 %50, 1
  %58 = uitofp nneg i32 %57 to double
  %59 = fdiv double 1.000000e+00, %58
  %60 = fmul double %55, %59
  %61 = fadd double %56, %60
  %62 = add nuw nsw i32 %50, 2
  %63 = uitofp nneg i32 %62 to double
  %64 = fdiv double 1.000000e+00, %63
  %65 = fmul double %60, %64
  %66 = fadd double %61, %65
  %67 = add nuw nsw i32 %50, 3
  %68 = icmp eq i32 %67, 40
  br i1 %68, label %69, label %49, !llvm.loop !7

69:                                               ; preds = %49, %69
  %70 = phi i32 [ %87, %69 ], [ 1, %49 ]
  %71 = phi double [ %86, %69 ], [ 1.000000e+00, %49 ]
  %72 = phi double [ %85, %69 ], [ 1.000000e+00, %49 ]
  %73 = uitofp nneg i32 %70 to double
  %74 = fdiv double -2.000000e+00, %73
  %75 = fmul double %72, %74
  %76 = fadd double %71, %75
  %77 = add nuw nsw i32 %70, 1
  %78 = uitofp nneg i32 %77 to double
  %79 = fdiv double -2.000000e+00, %78
  %80 = fmul double %75, %79
  %81 = fadd double %76, %80
  %82 = add nuw nsw i32 %70, 2
  %83 = uitofp nneg i32 %82 to double
  %84 = fdiv double -2.000000e+00, %83
  %85 = fmul double %80, %84
  %86 = fadd double %81, %85
  %87 = add nuw nsw i32 %70, 3
  %88 = icmp eq i32 %87, 40
  br i1 %88, label %89, label %69, !llvm.loop !7

89:                                               ; preds = %69
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %66, double noundef %86)
  br label %91

91:                                               ; preds = %104, %89
  %92 = phi i32 [ 1, %89 ], [ %112, %104 ]
  %93 = phi double [ 5.000000e-01, %89 ], [ %111, %104 ]
  %94 = phi double [ 5.000000e-01, %89 ], [ %110, %104 ]
  %95 = shl nuw nsw i32 %92, 1
  %96 = or disjoint i32 %95, 1
  %97 = mul nuw nsw i32 %96, %95
  %98 = uitofp nneg i32 %97 to double
  %99 = fdiv double -2.500000e-01, %98
  %100 = fmul double %94, %99
  %101 = fadd double %93, %100
  %102 = add nuw nsw i32 %92, 1
  %103 = icmp eq i32 %102, 20
  br i1 %103, label %113, label %104, !llvm.loop !8

104:                                              ; preds = %91
  %105 = shl nuw nsw i32 %102, 1
  %106 = or disjoint i32 %105, 1
  %107 = mul nuw nsw i32 %106, %105
  %108 = uitofp nneg i32 %107 to double
  %109 = fdiv double -2.500000e-01, %108
  %110 = fmul double %100, %109
  %111 = fadd double %101, %110
  %112 = add nuw nsw i32 %92, 2
  br label %91

113:                                              ; preds = %91, %126
  %114 = phi i32 [ %134, %126 ], [ 1, %91 ]
  %115 = phi double [ %133, %126 ], [ 3.000000e+00, %91 ]
  %116 = phi double [ %132, %126 ], [ 3.000000e+00, %91 ]
  %117 = shl nuw nsw i32 %114, 1
  %118 = or disjoint i32 %117, 1
  %119 = mul nuw nsw i32 %118, %117
  %120 = uitofp nneg i32 %119 to double
  %121 = fdiv double -9.000000e+00, %120
  %122 = fmul double %116, %121
  %123 = fadd double %115, %122
  %124 = add nuw nsw i32 %114, 1
  %125 = icmp eq i32 %124, 20
  br i1 %125, label %135, label %126, !llvm.loop !8

126:                                              ; preds = %113
  %127 = shl nuw nsw i32 %124, 1
  %128 = or disjoint i32 %127, 1
  %129 = mul nuw nsw i32 %128, %127
  %130 = uitofp nneg i32 %129 to double
  %131 = fdiv double -9.000000e+00, %130
  %132 = fmul double %122, %131
  %133 = fadd double %123, %132
  %134 = add nuw nsw i32 %114, 2
  br label %113

135:                                              ; preds = %113
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %101, double noundef %123)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br label %144

141:                                              ; preds = %144
  %142 = fpext float %156 to double
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %142)
  br label %163

144:                                              ; preds = %144, %135
  %145 = phi i32 [ 0, %135 ], [ %157, %144 ]
  %146 = phi float [ 0.000000e+00, %135 ], [ %156, %144 ]
  %147 = fadd float %146, 0x3FB99999A0000000
  %148 = fadd float %147, 0x3FB99999A0000000
  %149 = fadd float %148, 0x3FB99999A0000000
  %150 = fadd float %149, 0x3FB99999A0000000
  %151 = fadd float %150, 0x3FB99999A0000000
  %152 = fadd float %151, 0x3FB99999A0000000
  %153 = fadd float %152, 0x3FB99999A0000000
  %154 = fadd float %153, 0x3FB99999A0000000
  %155 = fadd float %154, 0x3FB99999A0000000
  %156 = fadd float %155, 0x3FB99999A0000000
  %157 = add nuw nsw i32 %145, 10
  %158 = icmp eq i32 %157, 1000
  br i1 %158, label %141, label %144, !llvm.loop !9

159:                                              ; preds = %163
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %189)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02)
  br label %192

163:                                              ; preds = %163, %141
  %164 = phi i32 [ 1, %141 ], [ %190, %163 ]
  %165 = phi double [ 0.000000e+00, %141 ], [ %189, %163 ]
  %166 = mul nuw nsw i32 %164, %164
  %167 = uitofp nneg i32 %166 to double
  %168 = fdiv double 1.000000e+00, %167
  %169 = fadd double %165, %168
  %170 = add nuw nsw i32 %164, 1
  %171 = mul nuw nsw i32 %170, %170
  %172 = uitofp nneg i32 %171 to double
  %173 = fdiv double 1.000000e+00, %172
  %174 = fadd double %169, %173
  %175 = add nuw nsw i32 %164, 2
  %176 = mul nuw nsw i32 %175, %175
  %177 = uitofp nneg i32 %176 to double
  %178 = fdiv double 1.000000e+00, %177
  %179 = fadd double %174, %178
  %180 = add nuw nsw i32 %164, 3
  %181 = mul nuw nsw i32 %180, %180
  %182 = uitofp nneg i32 %181 to double
  %183 = fdiv double 1.000000e+00, %182
  %184 = fadd double %179, %183
  %185 = add nuw nsw i32 %164, 4
  %186 = mul nuw nsw i32 %185, %185
  %187 = uitofp nneg i32 %186 to double
  %188 = fdiv double 1.000000e+00, %187
  %189 = fadd double %184, %188
  %190 = add nuw nsw i32 %164, 5
  %191 = icmp eq i32 %190, 1001
  br i1 %191, label %159, label %163, !llvm.loop !10

192:                                              ; preds = %192, %159
  %193 = phi double [ 1.000000e+00, %159 ], [ %195, %192 ]
  %194 = phi i32 [ 0, %159 ], [ %197, %192 ]
  %195 = fmul double %193, 5.000000e-01
  %196 = fcmp ogt double %195, 0.000000e+00
  %197 = add nuw nsw i32 %194, 1
  br i1 %196, label %192, label %198, !llvm.loop !11

198:                                              ; preds = %192
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %194)
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef -2, i32 noundef 2, i32 noundef -304967296, i64 noundef -1000000000000000000)
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
