; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [34 x i8] c"sqrt(2) = %.12f sqrt(1e6) = %.6f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [32 x i8] c"exp(1) = %.12f exp(-2) = %.12f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [33 x i8] c"sin(0.5) = %.12f sin(3) = %.12f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"fabs %.2f floor %.2f ceil %.2f trunc %.2f copysign %.2f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"floorf %.2f fabsf %.2f fmax %.2f fmin %.2f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [24 x i8] c"inf %d %d nan %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [33 x i8] c"isinf %d isfinite %d signbit %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [18 x i8] c"float sum = %.4f\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [15 x i8] c"basel = %.12f\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [18 x i8] c"lerp = %.4f %.4f\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [19 x i8] c"min %.3f max %.3f\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [23 x i8] c"halvings to zero = %d\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [24 x i8] c"int conv %d %d %u %lld\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [26 x i8] c"float/double %.10f %.10f\0A\00", align 1, !dbg !58

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !77 {
    #dbg_value(double 2.000000e+00, !100, !DIExpression(), !108)
    #dbg_value(double 2.000000e+00, !105, !DIExpression(), !108)
    #dbg_value(i32 0, !106, !DIExpression(), !110)
  br label %1, !dbg !111

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %22, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %21, %1 ]
    #dbg_value(i32 %2, !106, !DIExpression(), !110)
    #dbg_value(double %3, !105, !DIExpression(), !108)
  %4 = fdiv double 2.000000e+00, %3, !dbg !112
  %5 = fadd double %3, %4, !dbg !114
  %6 = fmul double %5, 5.000000e-01, !dbg !115
    #dbg_value(double %6, !105, !DIExpression(), !108)
    #dbg_value(i32 %2, !106, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !110)
  %7 = fdiv double 2.000000e+00, %6, !dbg !112
  %8 = fadd double %6, %7, !dbg !114
  %9 = fmul double %8, 5.000000e-01, !dbg !115
    #dbg_value(double %9, !105, !DIExpression(), !108)
    #dbg_value(i32 %2, !106, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !110)
  %10 = fdiv double 2.000000e+00, %9, !dbg !112
  %11 = fadd double %9, %10, !dbg !114
  %12 = fmul double %11, 5.000000e-01, !dbg !115
    #dbg_value(double %12, !105, !DIExpression(), !108)
    #dbg_value(i32 %2, !106, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !110)
  %13 = fdiv double 2.000000e+00, %12, !dbg !112
  %14 = fadd double %12, %13, !dbg !114
  %15 = fmul double %14, 5.000000e-01, !dbg !115
    #dbg_value(double %15, !105, !DIExpression(), !108)
    #dbg_value(i32 %2, !106, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !110)
  %16 = fdiv double 2.000000e+00, %15, !dbg !112
  %17 = fadd double %15, %16, !dbg !114
  %18 = fmul double %17, 5.000000e-01, !dbg !115
    #dbg_value(double %18, !105, !DIExpression(), !108)
    #dbg_value(i32 %2, !106, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !110)
  %19 = fdiv double 2.000000e+00, %18, !dbg !112
  %20 = fadd double %18, %19, !dbg !114
  %21 = fmul double %20, 5.000000e-01, !dbg !115
    #dbg_value(double %21, !105, !DIExpression(), !108)
  %22 = add nuw nsw i32 %2, 6, !dbg !116
    #dbg_value(i32 %22, !106, !DIExpression(), !110)
  %23 = icmp eq i32 %22, 60, !dbg !117
  br i1 %23, label %24, label %1, !dbg !111, !llvm.loop !118

24:                                               ; preds = %1, %24
  %25 = phi i32 [ %45, %24 ], [ 0, %1 ]
  %26 = phi double [ %44, %24 ], [ 1.000000e+06, %1 ]
    #dbg_value(i32 %25, !106, !DIExpression(), !121)
    #dbg_value(double %26, !105, !DIExpression(), !123)
  %27 = fdiv double 1.000000e+06, %26, !dbg !124
  %28 = fadd double %26, %27, !dbg !125
  %29 = fmul double %28, 5.000000e-01, !dbg !126
    #dbg_value(double %29, !105, !DIExpression(), !123)
    #dbg_value(i32 %25, !106, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !121)
  %30 = fdiv double 1.000000e+06, %29, !dbg !124
  %31 = fadd double %29, %30, !dbg !125
  %32 = fmul double %31, 5.000000e-01, !dbg !126
    #dbg_value(double %32, !105, !DIExpression(), !123)
    #dbg_value(i32 %25, !106, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !121)
  %33 = fdiv double 1.000000e+06, %32, !dbg !124
  %34 = fadd double %32, %33, !dbg !125
  %35 = fmul double %34, 5.000000e-01, !dbg !126
    #dbg_value(double %35, !105, !DIExpression(), !123)
    #dbg_value(i32 %25, !106, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !121)
  %36 = fdiv double 1.000000e+06, %35, !dbg !124
  %37 = fadd double %35, %36, !dbg !125
  %38 = fmul double %37, 5.000000e-01, !dbg !126
    #dbg_value(double %38, !105, !DIExpression(), !123)
    #dbg_value(i32 %25, !106, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !121)
  %39 = fdiv double 1.000000e+06, %38, !dbg !124
  %40 = fadd double %38, %39, !dbg !125
  %41 = fmul double %40, 5.000000e-01, !dbg !126
    #dbg_value(double %41, !105, !DIExpression(), !123)
    #dbg_value(i32 %25, !106, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !121)
  %42 = fdiv double 1.000000e+06, %41, !dbg !124
  %43 = fadd double %41, %42, !dbg !125
  %44 = fmul double %43, 5.000000e-01, !dbg !126
    #dbg_value(double %44, !105, !DIExpression(), !123)
  %45 = add nuw nsw i32 %25, 6, !dbg !127
    #dbg_value(i32 %45, !106, !DIExpression(), !121)
  %46 = icmp eq i32 %45, 60, !dbg !128
  br i1 %46, label %47, label %24, !dbg !129, !llvm.loop !130

47:                                               ; preds = %24
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %21, double noundef %44), !dbg !132
    #dbg_value(double 1.000000e+00, !133, !DIExpression(), !140)
    #dbg_value(double 1.000000e+00, !136, !DIExpression(), !140)
    #dbg_value(double 1.000000e+00, !137, !DIExpression(), !140)
    #dbg_value(i32 1, !138, !DIExpression(), !142)
  br label %49, !dbg !143

49:                                               ; preds = %49, %47
  %50 = phi i32 [ 1, %47 ], [ %67, %49 ]
  %51 = phi double [ 1.000000e+00, %47 ], [ %66, %49 ]
  %52 = phi double [ 1.000000e+00, %47 ], [ %65, %49 ]
    #dbg_value(i32 %50, !138, !DIExpression(), !142)
    #dbg_value(double %51, !137, !DIExpression(), !140)
    #dbg_value(double %52, !136, !DIExpression(), !140)
  %53 = uitofp nneg i32 %50 to double, !dbg !144
  %54 = fdiv double 1.000000e+00, %53, !dbg !147
  %55 = fmul double %52, %54, !dbg !148
    #dbg_value(double %55, !136, !DIExpression(), !140)
  %56 = fadd double %51, %55, !dbg !149
    #dbg_value(double %56, !137, !DIExpression(), !140)
  %57 = add nuw nsw i32 %50, 1, !dbg !150
    #dbg_value(i32 %57, !138, !DIExpression(), !142)
  %58 = uitofp nneg i32 %57 to double, !dbg !144
  %59 = fdiv double 1.000000e+00, %58, !dbg !147
  %60 = fmul double %55, %59, !dbg !148
    #dbg_value(double %60, !136, !DIExpression(), !140)
  %61 = fadd double %56, %60, !dbg !149
    #dbg_value(double %61, !137, !DIExpression(), !140)
  %62 = add nuw nsw i32 %50, 2, !dbg !150
    #dbg_value(i32 %62, !138, !DIExpression(), !142)
  %63 = uitofp nneg i32 %62 to double, !dbg !144
  %64 = fdiv double 1.000000e+00, %63, !dbg !147
  %65 = fmul double %60, %64, !dbg !148
    #dbg_value(double %65, !136, !DIExpression(), !140)
  %66 = fadd double %61, %65, !dbg !149
    #dbg_value(double %66, !137, !DIExpression(), !140)
  %67 = add nuw nsw i32 %50, 3, !dbg !150
    #dbg_value(i32 %67, !138, !DIExpression(), !142)
  %68 = icmp eq i32 %67, 40, !dbg !151
  br i1 %68, label %69, label %49, !dbg !143, !llvm.loop !152

69:                                               ; preds = %49, %69
  %70 = phi i32 [ %87, %69 ], [ 1, %49 ]
  %71 = phi double [ %86, %69 ], [ 1.000000e+00, %49 ]
  %72 = phi double [ %85, %69 ], [ 1.000000e+00, %49 ]
    #dbg_value(i32 %70, !138, !DIExpression(), !154)
    #dbg_value(double %71, !137, !DIExpression(), !156)
    #dbg_value(double %72, !136, !DIExpression(), !156)
  %73 = uitofp nneg i32 %70 to double, !dbg !157
  %74 = fdiv double -2.000000e+00, %73, !dbg !158
  %75 = fmul double %72, %74, !dbg !159
    #dbg_value(double %75, !136, !DIExpression(), !156)
  %76 = fadd double %71, %75, !dbg !160
    #dbg_value(double %76, !137, !DIExpression(), !156)
  %77 = add nuw nsw i32 %70, 1, !dbg !161
    #dbg_value(i32 %77, !138, !DIExpression(), !154)
  %78 = uitofp nneg i32 %77 to double, !dbg !157
  %79 = fdiv double -2.000000e+00, %78, !dbg !158
  %80 = fmul double %75, %79, !dbg !159
    #dbg_value(double %80, !136, !DIExpression(), !156)
  %81 = fadd double %76, %80, !dbg !160
    #dbg_value(double %81, !137, !DIExpression(), !156)
  %82 = add nuw nsw i32 %70, 2, !dbg !161
    #dbg_value(i32 %82, !138, !DIExpression(), !154)
  %83 = uitofp nneg i32 %82 to double, !dbg !157
  %84 = fdiv double -2.000000e+00, %83, !dbg !158
  %85 = fmul double %80, %84, !dbg !159
    #dbg_value(double %85, !136, !DIExpression(), !156)
  %86 = fadd double %81, %85, !dbg !160
    #dbg_value(double %86, !137, !DIExpression(), !156)
  %87 = add nuw nsw i32 %70, 3, !dbg !161
    #dbg_value(i32 %87, !138, !DIExpression(), !154)
  %88 = icmp eq i32 %87, 40, !dbg !162
  br i1 %88, label %89, label %69, !dbg !163, !llvm.loop !164

89:                                               ; preds = %69
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %66, double noundef %86), !dbg !166
    #dbg_value(double 5.000000e-01, !167, !DIExpression(), !174)
    #dbg_value(double 5.000000e-01, !170, !DIExpression(), !174)
    #dbg_value(double 5.000000e-01, !171, !DIExpression(), !174)
    #dbg_value(i32 1, !172, !DIExpression(), !176)
    #dbg_value(i32 1, !172, !DIExpression(), !176)
    #dbg_value(double 5.000000e-01, !171, !DIExpression(), !174)
    #dbg_value(double 5.000000e-01, !170, !DIExpression(), !174)
  br label %91, !dbg !177

91:                                               ; preds = %104, %89
  %92 = phi i32 [ 1, %89 ], [ %112, %104 ]
  %93 = phi double [ 5.000000e-01, %89 ], [ %111, %104 ]
  %94 = phi double [ 5.000000e-01, %89 ], [ %110, %104 ]
    #dbg_value(i32 %92, !172, !DIExpression(), !176)
    #dbg_value(double %93, !171, !DIExpression(), !174)
    #dbg_value(double %94, !170, !DIExpression(), !174)
  %95 = shl nuw nsw i32 %92, 1, !dbg !178
  %96 = or disjoint i32 %95, 1, !dbg !181
  %97 = mul nuw nsw i32 %96, %95, !dbg !182
  %98 = uitofp nneg i32 %97 to double, !dbg !183
  %99 = fdiv double -2.500000e-01, %98, !dbg !184
  %100 = fmul double %94, %99, !dbg !185
    #dbg_value(double %100, !170, !DIExpression(), !174)
  %101 = fadd double %93, %100, !dbg !186
    #dbg_value(double %101, !171, !DIExpression(), !174)
  %102 = add nuw nsw i32 %92, 1, !dbg !187
    #dbg_value(i32 %102, !172, !DIExpression(), !176)
  %103 = icmp eq i32 %102, 20, !dbg !188
  br i1 %103, label %113, label %104, !dbg !177, !llvm.loop !189

104:                                              ; preds = %91
    #dbg_value(i32 %102, !172, !DIExpression(), !176)
    #dbg_value(double %101, !171, !DIExpression(), !174)
    #dbg_value(double %100, !170, !DIExpression(), !174)
  %105 = shl nuw nsw i32 %102, 1, !dbg !178
  %106 = or disjoint i32 %105, 1, !dbg !181
  %107 = mul nuw nsw i32 %106, %105, !dbg !182
  %108 = uitofp nneg i32 %107 to double, !dbg !183
  %109 = fdiv double -2.500000e-01, %108, !dbg !184
  %110 = fmul double %100, %109, !dbg !185
    #dbg_value(double %110, !170, !DIExpression(), !174)
  %111 = fadd double %101, %110, !dbg !186
    #dbg_value(double %111, !171, !DIExpression(), !174)
  %112 = add nuw nsw i32 %92, 2, !dbg !187
    #dbg_value(i32 %112, !172, !DIExpression(), !176)
  br label %91

113:                                              ; preds = %91, %126
  %114 = phi i32 [ %134, %126 ], [ 1, %91 ]
  %115 = phi double [ %133, %126 ], [ 3.000000e+00, %91 ]
  %116 = phi double [ %132, %126 ], [ 3.000000e+00, %91 ]
    #dbg_value(i32 %114, !172, !DIExpression(), !191)
    #dbg_value(double %115, !171, !DIExpression(), !193)
    #dbg_value(double %116, !170, !DIExpression(), !193)
  %117 = shl nuw nsw i32 %114, 1, !dbg !194
  %118 = or disjoint i32 %117, 1, !dbg !195
  %119 = mul nuw nsw i32 %118, %117, !dbg !196
  %120 = uitofp nneg i32 %119 to double, !dbg !197
  %121 = fdiv double -9.000000e+00, %120, !dbg !198
  %122 = fmul double %116, %121, !dbg !199
    #dbg_value(double %122, !170, !DIExpression(), !193)
  %123 = fadd double %115, %122, !dbg !200
    #dbg_value(double %123, !171, !DIExpression(), !193)
  %124 = add nuw nsw i32 %114, 1, !dbg !201
    #dbg_value(i32 %124, !172, !DIExpression(), !191)
  %125 = icmp eq i32 %124, 20, !dbg !202
  br i1 %125, label %135, label %126, !dbg !203, !llvm.loop !204

126:                                              ; preds = %113
    #dbg_value(i32 %124, !172, !DIExpression(), !191)
    #dbg_value(double %123, !171, !DIExpression(), !193)
    #dbg_value(double %122, !170, !DIExpression(), !193)
  %127 = shl nuw nsw i32 %124, 1, !dbg !194
  %128 = or disjoint i32 %127, 1, !dbg !195
  %129 = mul nuw nsw i32 %128, %127, !dbg !196
  %130 = uitofp nneg i32 %129 to double, !dbg !197
  %131 = fdiv double -9.000000e+00, %130, !dbg !198
  %132 = fmul double %122, %131, !dbg !199
    #dbg_value(double %132, !170, !DIExpression(), !193)
  %133 = fadd double %123, %132, !dbg !200
    #dbg_value(double %133, !171, !DIExpression(), !193)
  %134 = add nuw nsw i32 %114, 2, !dbg !201
    #dbg_value(i32 %134, !172, !DIExpression(), !191)
  br label %113

135:                                              ; preds = %113
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %101, double noundef %123), !dbg !206
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00), !dbg !207
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00), !dbg !208
    #dbg_value(double 0x7FF0000000000000, !81, !DIExpression(), !209)
    #dbg_value(double 0x7FF8000000000000, !82, !DIExpression(), !209)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1), !dbg !210
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !211
    #dbg_value(float 0.000000e+00, !83, !DIExpression(), !209)
    #dbg_value(i32 0, !85, !DIExpression(), !212)
  br label %144, !dbg !213

141:                                              ; preds = %144
  %142 = fpext float %156 to double, !dbg !214
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %142), !dbg !215
    #dbg_value(double 0.000000e+00, !87, !DIExpression(), !209)
    #dbg_value(i32 1, !88, !DIExpression(), !216)
  br label %163, !dbg !217

144:                                              ; preds = %144, %135
  %145 = phi i32 [ 0, %135 ], [ %157, %144 ]
  %146 = phi float [ 0.000000e+00, %135 ], [ %156, %144 ]
    #dbg_value(i32 %145, !85, !DIExpression(), !212)
    #dbg_value(float %146, !83, !DIExpression(), !209)
  %147 = fadd float %146, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %147, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !212)
  %148 = fadd float %147, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %148, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !212)
  %149 = fadd float %148, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %149, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !212)
  %150 = fadd float %149, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %150, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !212)
  %151 = fadd float %150, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %151, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !212)
  %152 = fadd float %151, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %152, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !212)
  %153 = fadd float %152, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %153, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !212)
  %154 = fadd float %153, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %154, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !212)
  %155 = fadd float %154, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %155, !83, !DIExpression(), !209)
    #dbg_value(i32 %145, !85, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value), !212)
  %156 = fadd float %155, 0x3FB99999A0000000, !dbg !218
    #dbg_value(float %156, !83, !DIExpression(), !209)
  %157 = add nuw nsw i32 %145, 10, !dbg !220
    #dbg_value(i32 %157, !85, !DIExpression(), !212)
  %158 = icmp eq i32 %157, 1000, !dbg !221
  br i1 %158, label %141, label %144, !dbg !213, !llvm.loop !222

159:                                              ; preds = %163
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %189), !dbg !224
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00), !dbg !225
    #dbg_declare(ptr poison, !90, !DIExpression(), !226)
    #dbg_value(float 3.500000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 3.500000e+00, !95, !DIExpression(), !209)
    #dbg_value(float 3.500000e+00, !95, !DIExpression(), !209)
    #dbg_value(float 3.500000e+00, !94, !DIExpression(), !209)
    #dbg_value(float -1.250000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 3.500000e+00, !95, !DIExpression(), !209)
    #dbg_value(float -1.250000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 8.000000e+00, !95, !DIExpression(), !209)
    #dbg_value(float -1.250000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 8.000000e+00, !95, !DIExpression(), !209)
    #dbg_value(float -7.500000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 8.000000e+00, !95, !DIExpression(), !209)
    #dbg_value(float -7.500000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 8.000000e+00, !95, !DIExpression(), !209)
    #dbg_value(float -7.500000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 1.000000e+02, !95, !DIExpression(), !209)
    #dbg_value(float -7.500000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 1.000000e+02, !95, !DIExpression(), !209)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02), !dbg !227
    #dbg_value(double 1.000000e+00, !98, !DIExpression(), !209)
    #dbg_value(i32 0, !99, !DIExpression(), !209)
  br label %192, !dbg !228

163:                                              ; preds = %163, %141
  %164 = phi i32 [ 1, %141 ], [ %190, %163 ]
  %165 = phi double [ 0.000000e+00, %141 ], [ %189, %163 ]
    #dbg_value(i32 %164, !88, !DIExpression(), !216)
    #dbg_value(double %165, !87, !DIExpression(), !209)
  %166 = mul nuw nsw i32 %164, %164, !dbg !229
  %167 = uitofp nneg i32 %166 to double, !dbg !229
  %168 = fdiv double 1.000000e+00, %167, !dbg !231
  %169 = fadd double %165, %168, !dbg !232
    #dbg_value(double %169, !87, !DIExpression(), !209)
  %170 = add nuw nsw i32 %164, 1, !dbg !233
    #dbg_value(i32 %170, !88, !DIExpression(), !216)
  %171 = mul nuw nsw i32 %170, %170, !dbg !229
  %172 = uitofp nneg i32 %171 to double, !dbg !229
  %173 = fdiv double 1.000000e+00, %172, !dbg !231
  %174 = fadd double %169, %173, !dbg !232
    #dbg_value(double %174, !87, !DIExpression(), !209)
  %175 = add nuw nsw i32 %164, 2, !dbg !233
    #dbg_value(i32 %175, !88, !DIExpression(), !216)
  %176 = mul nuw nsw i32 %175, %175, !dbg !229
  %177 = uitofp nneg i32 %176 to double, !dbg !229
  %178 = fdiv double 1.000000e+00, %177, !dbg !231
  %179 = fadd double %174, %178, !dbg !232
    #dbg_value(double %179, !87, !DIExpression(), !209)
  %180 = add nuw nsw i32 %164, 3, !dbg !233
    #dbg_value(i32 %180, !88, !DIExpression(), !216)
  %181 = mul nuw nsw i32 %180, %180, !dbg !229
  %182 = uitofp nneg i32 %181 to double, !dbg !229
  %183 = fdiv double 1.000000e+00, %182, !dbg !231
  %184 = fadd double %179, %183, !dbg !232
    #dbg_value(double %184, !87, !DIExpression(), !209)
  %185 = add nuw nsw i32 %164, 4, !dbg !233
    #dbg_value(i32 %185, !88, !DIExpression(), !216)
  %186 = mul nuw nsw i32 %185, %185, !dbg !229
  %187 = uitofp nneg i32 %186 to double, !dbg !229
  %188 = fdiv double 1.000000e+00, %187, !dbg !231
  %189 = fadd double %184, %188, !dbg !232
    #dbg_value(double %189, !87, !DIExpression(), !209)
  %190 = add nuw nsw i32 %164, 5, !dbg !233
    #dbg_value(i32 %190, !88, !DIExpression(), !216)
  %191 = icmp eq i32 %190, 1001, !dbg !234
  br i1 %191, label %159, label %163, !dbg !217, !llvm.loop !235

192:                                              ; preds = %192, %159
  %193 = phi double [ 1.000000e+00, %159 ], [ %195, %192 ], !dbg !209
  %194 = phi i32 [ 0, %159 ], [ %197, %192 ], !dbg !209
    #dbg_value(i32 %194, !99, !DIExpression(), !209)
    #dbg_value(double %193, !98, !DIExpression(), !209)
  %195 = fmul double %193, 5.000000e-01, !dbg !237
  %196 = fcmp ogt double %195, 0.000000e+00, !dbg !238
    #dbg_value(double %195, !98, !DIExpression(), !209)
  %197 = add nuw nsw i32 %194, 1, !dbg !239
    #dbg_value(i32 %197, !99, !DIExpression(), !209)
  br i1 %196, label %192, label %198, !dbg !228, !llvm.loop !241

198:                                              ; preds = %192
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %194), !dbg !243
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef -2, i32 noundef 2, i32 noundef -304967296, i64 noundef -1000000000000000000), !dbg !244
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555), !dbg !245
  ret i32 0, !dbg !246
}

; Function Attrs: nofree nounwind
declare !dbg !247 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_float.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 32)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 33)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 44)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 24)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 18)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 15)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !36, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 19)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 23)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !29, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 26)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !64, globals: !69, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!64 = !{!65, !66, !67, !68}
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!69 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !46, !51, !56, !58}
!70 = !{i32 7, !"Dwarf Version", i32 4}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"frame-pointer", i32 2}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !78, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!66}
!80 = !{!81, !82, !83, !85, !87, !88, !90, !94, !95, !96, !98, !99}
!81 = !DILocalVariable(name: "inf", scope: !77, file: !2, line: 32, type: !65)
!82 = !DILocalVariable(name: "nan_v", scope: !77, file: !2, line: 32, type: !65)
!83 = !DILocalVariable(name: "f", scope: !77, file: !2, line: 35, type: !84)
!84 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 36, type: !66)
!86 = distinct !DILexicalBlock(scope: !77, file: !2, line: 36, column: 5)
!87 = !DILocalVariable(name: "d", scope: !77, file: !2, line: 38, type: !65)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 39, type: !66)
!89 = distinct !DILexicalBlock(scope: !77, file: !2, line: 39, column: 5)
!90 = !DILocalVariable(name: "fv", scope: !77, file: !2, line: 42, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 256, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 8)
!94 = !DILocalVariable(name: "mn", scope: !77, file: !2, line: 43, type: !84)
!95 = !DILocalVariable(name: "mx", scope: !77, file: !2, line: 43, type: !84)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 44, type: !66)
!97 = distinct !DILexicalBlock(scope: !77, file: !2, line: 44, column: 5)
!98 = !DILocalVariable(name: "x", scope: !77, file: !2, line: 46, type: !65)
!99 = !DILocalVariable(name: "halvings", scope: !77, file: !2, line: 47, type: !66)
!100 = !DILocalVariable(name: "x", arg: 1, scope: !101, file: !2, line: 6, type: !65)
!101 = distinct !DISubprogram(name: "my_sqrt", scope: !2, file: !2, line: 6, type: !102, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!65, !65}
!104 = !{!100, !105, !106}
!105 = !DILocalVariable(name: "r", scope: !101, file: !2, line: 8, type: !65)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 9, type: !66)
!107 = distinct !DILexicalBlock(scope: !101, file: !2, line: 9, column: 5)
!108 = !DILocation(line: 0, scope: !101, inlinedAt: !109)
!109 = distinct !DILocation(line: 25, column: 50, scope: !77)
!110 = !DILocation(line: 0, scope: !107, inlinedAt: !109)
!111 = !DILocation(line: 9, column: 5, scope: !107, inlinedAt: !109)
!112 = !DILocation(line: 9, column: 51, scope: !113, inlinedAt: !109)
!113 = distinct !DILexicalBlock(scope: !107, file: !2, line: 9, column: 5)
!114 = !DILocation(line: 9, column: 47, scope: !113, inlinedAt: !109)
!115 = !DILocation(line: 9, column: 42, scope: !113, inlinedAt: !109)
!116 = !DILocation(line: 9, column: 30, scope: !113, inlinedAt: !109)
!117 = !DILocation(line: 9, column: 23, scope: !113, inlinedAt: !109)
!118 = distinct !{!118, !111, !119, !120}
!119 = !DILocation(line: 9, column: 54, scope: !107, inlinedAt: !109)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocation(line: 0, scope: !107, inlinedAt: !122)
!122 = distinct !DILocation(line: 25, column: 64, scope: !77)
!123 = !DILocation(line: 0, scope: !101, inlinedAt: !122)
!124 = !DILocation(line: 9, column: 51, scope: !113, inlinedAt: !122)
!125 = !DILocation(line: 9, column: 47, scope: !113, inlinedAt: !122)
!126 = !DILocation(line: 9, column: 42, scope: !113, inlinedAt: !122)
!127 = !DILocation(line: 9, column: 30, scope: !113, inlinedAt: !122)
!128 = !DILocation(line: 9, column: 23, scope: !113, inlinedAt: !122)
!129 = !DILocation(line: 9, column: 5, scope: !107, inlinedAt: !122)
!130 = distinct !{!130, !129, !131, !120}
!131 = !DILocation(line: 9, column: 54, scope: !107, inlinedAt: !122)
!132 = !DILocation(line: 25, column: 5, scope: !77)
!133 = !DILocalVariable(name: "x", arg: 1, scope: !134, file: !2, line: 12, type: !65)
!134 = distinct !DISubprogram(name: "my_exp", scope: !2, file: !2, line: 12, type: !102, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !135)
!135 = !{!133, !136, !137, !138}
!136 = !DILocalVariable(name: "term", scope: !134, file: !2, line: 13, type: !65)
!137 = !DILocalVariable(name: "s", scope: !134, file: !2, line: 13, type: !65)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 14, type: !66)
!139 = distinct !DILexicalBlock(scope: !134, file: !2, line: 14, column: 5)
!140 = !DILocation(line: 0, scope: !134, inlinedAt: !141)
!141 = distinct !DILocation(line: 26, column: 48, scope: !77)
!142 = !DILocation(line: 0, scope: !139, inlinedAt: !141)
!143 = !DILocation(line: 14, column: 5, scope: !139, inlinedAt: !141)
!144 = !DILocation(line: 14, column: 48, scope: !145, inlinedAt: !141)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 14, column: 34)
!146 = distinct !DILexicalBlock(scope: !139, file: !2, line: 14, column: 5)
!147 = !DILocation(line: 14, column: 46, scope: !145, inlinedAt: !141)
!148 = !DILocation(line: 14, column: 41, scope: !145, inlinedAt: !141)
!149 = !DILocation(line: 14, column: 53, scope: !145, inlinedAt: !141)
!150 = !DILocation(line: 14, column: 30, scope: !146, inlinedAt: !141)
!151 = !DILocation(line: 14, column: 23, scope: !146, inlinedAt: !141)
!152 = distinct !{!152, !143, !153, !120}
!153 = !DILocation(line: 14, column: 62, scope: !139, inlinedAt: !141)
!154 = !DILocation(line: 0, scope: !139, inlinedAt: !155)
!155 = distinct !DILocation(line: 26, column: 61, scope: !77)
!156 = !DILocation(line: 0, scope: !134, inlinedAt: !155)
!157 = !DILocation(line: 14, column: 48, scope: !145, inlinedAt: !155)
!158 = !DILocation(line: 14, column: 46, scope: !145, inlinedAt: !155)
!159 = !DILocation(line: 14, column: 41, scope: !145, inlinedAt: !155)
!160 = !DILocation(line: 14, column: 53, scope: !145, inlinedAt: !155)
!161 = !DILocation(line: 14, column: 30, scope: !146, inlinedAt: !155)
!162 = !DILocation(line: 14, column: 23, scope: !146, inlinedAt: !155)
!163 = !DILocation(line: 14, column: 5, scope: !139, inlinedAt: !155)
!164 = distinct !{!164, !163, !165, !120}
!165 = !DILocation(line: 14, column: 62, scope: !139, inlinedAt: !155)
!166 = !DILocation(line: 26, column: 5, scope: !77)
!167 = !DILocalVariable(name: "x", arg: 1, scope: !168, file: !2, line: 17, type: !65)
!168 = distinct !DISubprogram(name: "my_sin", scope: !2, file: !2, line: 17, type: !102, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !169)
!169 = !{!167, !170, !171, !172}
!170 = !DILocalVariable(name: "term", scope: !168, file: !2, line: 18, type: !65)
!171 = !DILocalVariable(name: "s", scope: !168, file: !2, line: 18, type: !65)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 19, type: !66)
!173 = distinct !DILexicalBlock(scope: !168, file: !2, line: 19, column: 5)
!174 = !DILocation(line: 0, scope: !168, inlinedAt: !175)
!175 = distinct !DILocation(line: 27, column: 49, scope: !77)
!176 = !DILocation(line: 0, scope: !173, inlinedAt: !175)
!177 = !DILocation(line: 19, column: 5, scope: !173, inlinedAt: !175)
!178 = !DILocation(line: 19, column: 57, scope: !179, inlinedAt: !175)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 19, column: 34)
!180 = distinct !DILexicalBlock(scope: !173, file: !2, line: 19, column: 5)
!181 = !DILocation(line: 19, column: 71, scope: !179, inlinedAt: !175)
!182 = !DILocation(line: 19, column: 62, scope: !179, inlinedAt: !175)
!183 = !DILocation(line: 19, column: 53, scope: !179, inlinedAt: !175)
!184 = !DILocation(line: 19, column: 51, scope: !179, inlinedAt: !175)
!185 = !DILocation(line: 19, column: 41, scope: !179, inlinedAt: !175)
!186 = !DILocation(line: 19, column: 80, scope: !179, inlinedAt: !175)
!187 = !DILocation(line: 19, column: 30, scope: !180, inlinedAt: !175)
!188 = !DILocation(line: 19, column: 23, scope: !180, inlinedAt: !175)
!189 = distinct !{!189, !177, !190, !120}
!190 = !DILocation(line: 19, column: 89, scope: !173, inlinedAt: !175)
!191 = !DILocation(line: 0, scope: !173, inlinedAt: !192)
!192 = distinct !DILocation(line: 27, column: 62, scope: !77)
!193 = !DILocation(line: 0, scope: !168, inlinedAt: !192)
!194 = !DILocation(line: 19, column: 57, scope: !179, inlinedAt: !192)
!195 = !DILocation(line: 19, column: 71, scope: !179, inlinedAt: !192)
!196 = !DILocation(line: 19, column: 62, scope: !179, inlinedAt: !192)
!197 = !DILocation(line: 19, column: 53, scope: !179, inlinedAt: !192)
!198 = !DILocation(line: 19, column: 51, scope: !179, inlinedAt: !192)
!199 = !DILocation(line: 19, column: 41, scope: !179, inlinedAt: !192)
!200 = !DILocation(line: 19, column: 80, scope: !179, inlinedAt: !192)
!201 = !DILocation(line: 19, column: 30, scope: !180, inlinedAt: !192)
!202 = !DILocation(line: 19, column: 23, scope: !180, inlinedAt: !192)
!203 = !DILocation(line: 19, column: 5, scope: !173, inlinedAt: !192)
!204 = distinct !{!204, !203, !205, !120}
!205 = !DILocation(line: 19, column: 89, scope: !173, inlinedAt: !192)
!206 = !DILocation(line: 27, column: 5, scope: !77)
!207 = !DILocation(line: 28, column: 5, scope: !77)
!208 = !DILocation(line: 30, column: 5, scope: !77)
!209 = !DILocation(line: 0, scope: !77)
!210 = !DILocation(line: 33, column: 5, scope: !77)
!211 = !DILocation(line: 34, column: 5, scope: !77)
!212 = !DILocation(line: 0, scope: !86)
!213 = !DILocation(line: 36, column: 5, scope: !86)
!214 = !DILocation(line: 37, column: 34, scope: !77)
!215 = !DILocation(line: 37, column: 5, scope: !77)
!216 = !DILocation(line: 0, scope: !89)
!217 = !DILocation(line: 39, column: 5, scope: !89)
!218 = !DILocation(line: 36, column: 38, scope: !219)
!219 = distinct !DILexicalBlock(scope: !86, file: !2, line: 36, column: 5)
!220 = !DILocation(line: 36, column: 32, scope: !219)
!221 = !DILocation(line: 36, column: 23, scope: !219)
!222 = distinct !{!222, !213, !223, !120}
!223 = !DILocation(line: 36, column: 41, scope: !86)
!224 = !DILocation(line: 40, column: 5, scope: !77)
!225 = !DILocation(line: 41, column: 5, scope: !77)
!226 = !DILocation(line: 42, column: 11, scope: !77)
!227 = !DILocation(line: 45, column: 5, scope: !77)
!228 = !DILocation(line: 48, column: 5, scope: !77)
!229 = !DILocation(line: 39, column: 59, scope: !230)
!230 = distinct !DILexicalBlock(scope: !89, file: !2, line: 39, column: 5)
!231 = !DILocation(line: 39, column: 46, scope: !230)
!232 = !DILocation(line: 39, column: 39, scope: !230)
!233 = !DILocation(line: 39, column: 33, scope: !230)
!234 = !DILocation(line: 39, column: 23, scope: !230)
!235 = distinct !{!235, !217, !236, !120}
!236 = !DILocation(line: 39, column: 62, scope: !89)
!237 = !DILocation(line: 48, column: 14, scope: !77)
!238 = !DILocation(line: 48, column: 18, scope: !77)
!239 = !DILocation(line: 48, column: 41, scope: !240)
!240 = distinct !DILexicalBlock(scope: !77, file: !2, line: 48, column: 23)
!241 = distinct !{!241, !228, !242, !120}
!242 = !DILocation(line: 48, column: 45, scope: !77)
!243 = !DILocation(line: 49, column: 5, scope: !77)
!244 = !DILocation(line: 50, column: 5, scope: !77)
!245 = !DILocation(line: 51, column: 5, scope: !77)
!246 = !DILocation(line: 52, column: 5, scope: !77)
!247 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!66, !250, null}
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!251 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
