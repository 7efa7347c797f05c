; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !78 {
    #dbg_assign(i1 undef, !91, !DIExpression(), !101, ptr poison, !DIExpression(), !102)
    #dbg_value(double 2.000000e+00, !103, !DIExpression(), !111)
    #dbg_value(double 2.000000e+00, !108, !DIExpression(), !111)
    #dbg_value(i32 0, !109, !DIExpression(), !113)
  br label %1, !dbg !114

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %22, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %21, %1 ]
    #dbg_value(i32 %2, !109, !DIExpression(), !113)
    #dbg_value(double %3, !108, !DIExpression(), !111)
  %4 = fdiv double 2.000000e+00, %3, !dbg !115
  %5 = fadd double %3, %4, !dbg !117
  %6 = fmul double %5, 5.000000e-01, !dbg !118
    #dbg_value(double %6, !108, !DIExpression(), !111)
    #dbg_value(i32 %2, !109, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !113)
  %7 = fdiv double 2.000000e+00, %6, !dbg !115
  %8 = fadd double %6, %7, !dbg !117
  %9 = fmul double %8, 5.000000e-01, !dbg !118
    #dbg_value(double %9, !108, !DIExpression(), !111)
    #dbg_value(i32 %2, !109, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !113)
  %10 = fdiv double 2.000000e+00, %9, !dbg !115
  %11 = fadd double %9, %10, !dbg !117
  %12 = fmul double %11, 5.000000e-01, !dbg !118
    #dbg_value(double %12, !108, !DIExpression(), !111)
    #dbg_value(i32 %2, !109, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !113)
  %13 = fdiv double 2.000000e+00, %12, !dbg !115
  %14 = fadd double %12, %13, !dbg !117
  %15 = fmul double %14, 5.000000e-01, !dbg !118
    #dbg_value(double %15, !108, !DIExpression(), !111)
    #dbg_value(i32 %2, !109, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !113)
  %16 = fdiv double 2.000000e+00, %15, !dbg !115
  %17 = fadd double %15, %16, !dbg !117
  %18 = fmul double %17, 5.000000e-01, !dbg !118
    #dbg_value(double %18, !108, !DIExpression(), !111)
    #dbg_value(i32 %2, !109, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !113)
  %19 = fdiv double 2.000000e+00, %18, !dbg !115
  %20 = fadd double %18, %19, !dbg !117
  %21 = fmul double %20, 5.000000e-01, !dbg !118
    #dbg_value(double %21, !108, !DIExpression(), !111)
  %22 = add nuw nsw i32 %2, 6, !dbg !119
    #dbg_value(i32 %22, !109, !DIExpression(), !113)
  %23 = icmp eq i32 %22, 60, !dbg !120
  br i1 %23, label %24, label %1, !dbg !114, !llvm.loop !121

24:                                               ; preds = %1, %24
  %25 = phi i32 [ %45, %24 ], [ 0, %1 ]
  %26 = phi double [ %44, %24 ], [ 1.000000e+06, %1 ]
    #dbg_value(i32 %25, !109, !DIExpression(), !124)
    #dbg_value(double %26, !108, !DIExpression(), !126)
  %27 = fdiv double 1.000000e+06, %26, !dbg !127
  %28 = fadd double %26, %27, !dbg !128
  %29 = fmul double %28, 5.000000e-01, !dbg !129
    #dbg_value(double %29, !108, !DIExpression(), !126)
    #dbg_value(i32 %25, !109, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !124)
  %30 = fdiv double 1.000000e+06, %29, !dbg !127
  %31 = fadd double %29, %30, !dbg !128
  %32 = fmul double %31, 5.000000e-01, !dbg !129
    #dbg_value(double %32, !108, !DIExpression(), !126)
    #dbg_value(i32 %25, !109, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !124)
  %33 = fdiv double 1.000000e+06, %32, !dbg !127
  %34 = fadd double %32, %33, !dbg !128
  %35 = fmul double %34, 5.000000e-01, !dbg !129
    #dbg_value(double %35, !108, !DIExpression(), !126)
    #dbg_value(i32 %25, !109, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !124)
  %36 = fdiv double 1.000000e+06, %35, !dbg !127
  %37 = fadd double %35, %36, !dbg !128
  %38 = fmul double %37, 5.000000e-01, !dbg !129
    #dbg_value(double %38, !108, !DIExpression(), !126)
    #dbg_value(i32 %25, !109, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !124)
  %39 = fdiv double 1.000000e+06, %38, !dbg !127
  %40 = fadd double %38, %39, !dbg !128
  %41 = fmul double %40, 5.000000e-01, !dbg !129
    #dbg_value(double %41, !108, !DIExpression(), !126)
    #dbg_value(i32 %25, !109, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !124)
  %42 = fdiv double 1.000000e+06, %41, !dbg !127
  %43 = fadd double %41, %42, !dbg !128
  %44 = fmul double %43, 5.000000e-01, !dbg !129
    #dbg_value(double %44, !108, !DIExpression(), !126)
  %45 = add nuw nsw i32 %25, 6, !dbg !130
    #dbg_value(i32 %45, !109, !DIExpression(), !124)
  %46 = icmp eq i32 %45, 60, !dbg !131
  br i1 %46, label %47, label %24, !dbg !132, !llvm.loop !133

47:                                               ; preds = %24
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %21, double noundef %44), !dbg !135
    #dbg_value(double 1.000000e+00, !136, !DIExpression(), !143)
    #dbg_value(double 1.000000e+00, !139, !DIExpression(), !143)
    #dbg_value(double 1.000000e+00, !140, !DIExpression(), !143)
    #dbg_value(i32 1, !141, !DIExpression(), !145)
  br label %49, !dbg !146

49:                                               ; preds = %49, %47
  %50 = phi i32 [ 1, %47 ], [ %67, %49 ]
  %51 = phi double [ 1.000000e+00, %47 ], [ %66, %49 ]
  %52 = phi double [ 1.000000e+00, %47 ], [ %65, %49 ]
    #dbg_value(i32 %50, !141, !DIExpression(), !145)
    #dbg_value(double %51, !140, !DIExpression(), !143)
    #dbg_value(double %52, !139, !DIExpression(), !143)
  %53 = uitofp nneg i32 %50 to double, !dbg !147
  %54 = fdiv double 1.000000e+00, %53, !dbg !150
  %55 = fmul double %52, %54, !dbg !151
    #dbg_value(double %55, !139, !DIExpression(), !143)
  %56 = fadd double %51, %55, !dbg !152
    #dbg_value(double %56, !140, !DIExpression(), !143)
  %57 = add nuw nsw i32 %50, 1, !dbg !153
    #dbg_value(i32 %57, !141, !DIExpression(), !145)
  %58 = uitofp nneg i32 %57 to double, !dbg !147
  %59 = fdiv double 1.000000e+00, %58, !dbg !150
  %60 = fmul double %55, %59, !dbg !151
    #dbg_value(double %60, !139, !DIExpression(), !143)
  %61 = fadd double %56, %60, !dbg !152
    #dbg_value(double %61, !140, !DIExpression(), !143)
  %62 = add nuw nsw i32 %50, 2, !dbg !153
    #dbg_value(i32 %62, !141, !DIExpression(), !145)
  %63 = uitofp nneg i32 %62 to double, !dbg !147
  %64 = fdiv double 1.000000e+00, %63, !dbg !150
  %65 = fmul double %60, %64, !dbg !151
    #dbg_value(double %65, !139, !DIExpression(), !143)
  %66 = fadd double %61, %65, !dbg !152
    #dbg_value(double %66, !140, !DIExpression(), !143)
  %67 = add nuw nsw i32 %50, 3, !dbg !153
    #dbg_value(i32 %67, !141, !DIExpression(), !145)
  %68 = icmp eq i32 %67, 40, !dbg !154
  br i1 %68, label %69, label %49, !dbg !146, !llvm.loop !155

69:                                               ; preds = %49, %69
  %70 = phi i32 [ %87, %69 ], [ 1, %49 ]
  %71 = phi double [ %86, %69 ], [ 1.000000e+00, %49 ]
  %72 = phi double [ %85, %69 ], [ 1.000000e+00, %49 ]
    #dbg_value(i32 %70, !141, !DIExpression(), !157)
    #dbg_value(double %71, !140, !DIExpression(), !159)
    #dbg_value(double %72, !139, !DIExpression(), !159)
  %73 = uitofp nneg i32 %70 to double, !dbg !160
  %74 = fdiv double -2.000000e+00, %73, !dbg !161
  %75 = fmul double %72, %74, !dbg !162
    #dbg_value(double %75, !139, !DIExpression(), !159)
  %76 = fadd double %71, %75, !dbg !163
    #dbg_value(double %76, !140, !DIExpression(), !159)
  %77 = add nuw nsw i32 %70, 1, !dbg !164
    #dbg_value(i32 %77, !141, !DIExpression(), !157)
  %78 = uitofp nneg i32 %77 to double, !dbg !160
  %79 = fdiv double -2.000000e+00, %78, !dbg !161
  %80 = fmul double %75, %79, !dbg !162
    #dbg_value(double %80, !139, !DIExpression(), !159)
  %81 = fadd double %76, %80, !dbg !163
    #dbg_value(double %81, !140, !DIExpression(), !159)
  %82 = add nuw nsw i32 %70, 2, !dbg !164
    #dbg_value(i32 %82, !141, !DIExpression(), !157)
  %83 = uitofp nneg i32 %82 to double, !dbg !160
  %84 = fdiv double -2.000000e+00, %83, !dbg !161
  %85 = fmul double %80, %84, !dbg !162
    #dbg_value(double %85, !139, !DIExpression(), !159)
  %86 = fadd double %81, %85, !dbg !163
    #dbg_value(double %86, !140, !DIExpression(), !159)
  %87 = add nuw nsw i32 %70, 3, !dbg !164
    #dbg_value(i32 %87, !141, !DIExpression(), !157)
  %88 = icmp eq i32 %87, 40, !dbg !165
  br i1 %88, label %89, label %69, !dbg !166, !llvm.loop !167

89:                                               ; preds = %69
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %66, double noundef %86), !dbg !169
    #dbg_value(double 5.000000e-01, !170, !DIExpression(), !177)
    #dbg_value(double 5.000000e-01, !173, !DIExpression(), !177)
    #dbg_value(double 5.000000e-01, !174, !DIExpression(), !177)
    #dbg_value(i32 1, !175, !DIExpression(), !179)
    #dbg_value(i32 1, !175, !DIExpression(), !179)
    #dbg_value(double 5.000000e-01, !174, !DIExpression(), !177)
    #dbg_value(double 5.000000e-01, !173, !DIExpression(), !177)
  br label %91, !dbg !180

91:                                               ; preds = %104, %89
  %92 = phi i32 [ 1, %89 ], [ %112, %104 ]
  %93 = phi double [ 5.000000e-01, %89 ], [ %111, %104 ]
  %94 = phi double [ 5.000000e-01, %89 ], [ %110, %104 ]
    #dbg_value(i32 %92, !175, !DIExpression(), !179)
    #dbg_value(double %93, !174, !DIExpression(), !177)
    #dbg_value(double %94, !173, !DIExpression(), !177)
  %95 = shl nuw nsw i32 %92, 1, !dbg !181
  %96 = or disjoint i32 %95, 1, !dbg !184
  %97 = mul nuw nsw i32 %96, %95, !dbg !185
  %98 = uitofp nneg i32 %97 to double, !dbg !186
  %99 = fdiv double -2.500000e-01, %98, !dbg !187
  %100 = fmul double %94, %99, !dbg !188
    #dbg_value(double %100, !173, !DIExpression(), !177)
  %101 = fadd double %93, %100, !dbg !189
    #dbg_value(double %101, !174, !DIExpression(), !177)
  %102 = add nuw nsw i32 %92, 1, !dbg !190
    #dbg_value(i32 %102, !175, !DIExpression(), !179)
  %103 = icmp eq i32 %102, 20, !dbg !191
  br i1 %103, label %113, label %104, !dbg !180, !llvm.loop !192

104:                                              ; preds = %91
    #dbg_value(i32 %102, !175, !DIExpression(), !179)
    #dbg_value(double %101, !174, !DIExpression(), !177)
    #dbg_value(double %100, !173, !DIExpression(), !177)
  %105 = shl nuw nsw i32 %102, 1, !dbg !181
  %106 = or disjoint i32 %105, 1, !dbg !184
  %107 = mul nuw nsw i32 %106, %105, !dbg !185
  %108 = uitofp nneg i32 %107 to double, !dbg !186
  %109 = fdiv double -2.500000e-01, %108, !dbg !187
  %110 = fmul double %100, %109, !dbg !188
    #dbg_value(double %110, !173, !DIExpression(), !177)
  %111 = fadd double %101, %110, !dbg !189
    #dbg_value(double %111, !174, !DIExpression(), !177)
  %112 = add nuw nsw i32 %92, 2, !dbg !190
    #dbg_value(i32 %112, !175, !DIExpression(), !179)
  br label %91

113:                                              ; preds = %91, %126
  %114 = phi i32 [ %134, %126 ], [ 1, %91 ]
  %115 = phi double [ %133, %126 ], [ 3.000000e+00, %91 ]
  %116 = phi double [ %132, %126 ], [ 3.000000e+00, %91 ]
    #dbg_value(i32 %114, !175, !DIExpression(), !194)
    #dbg_value(double %115, !174, !DIExpression(), !196)
    #dbg_value(double %116, !173, !DIExpression(), !196)
  %117 = shl nuw nsw i32 %114, 1, !dbg !197
  %118 = or disjoint i32 %117, 1, !dbg !198
  %119 = mul nuw nsw i32 %118, %117, !dbg !199
  %120 = uitofp nneg i32 %119 to double, !dbg !200
  %121 = fdiv double -9.000000e+00, %120, !dbg !201
  %122 = fmul double %116, %121, !dbg !202
    #dbg_value(double %122, !173, !DIExpression(), !196)
  %123 = fadd double %115, %122, !dbg !203
    #dbg_value(double %123, !174, !DIExpression(), !196)
  %124 = add nuw nsw i32 %114, 1, !dbg !204
    #dbg_value(i32 %124, !175, !DIExpression(), !194)
  %125 = icmp eq i32 %124, 20, !dbg !205
  br i1 %125, label %135, label %126, !dbg !206, !llvm.loop !207

126:                                              ; preds = %113
    #dbg_value(i32 %124, !175, !DIExpression(), !194)
    #dbg_value(double %123, !174, !DIExpression(), !196)
    #dbg_value(double %122, !173, !DIExpression(), !196)
  %127 = shl nuw nsw i32 %124, 1, !dbg !197
  %128 = or disjoint i32 %127, 1, !dbg !198
  %129 = mul nuw nsw i32 %128, %127, !dbg !199
  %130 = uitofp nneg i32 %129 to double, !dbg !200
  %131 = fdiv double -9.000000e+00, %130, !dbg !201
  %132 = fmul double %122, %131, !dbg !202
    #dbg_value(double %132, !173, !DIExpression(), !196)
  %133 = fadd double %123, %132, !dbg !203
    #dbg_value(double %133, !174, !DIExpression(), !196)
  %134 = add nuw nsw i32 %114, 2, !dbg !204
    #dbg_value(i32 %134, !175, !DIExpression(), !194)
  br label %113

135:                                              ; preds = %113
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %101, double noundef %123), !dbg !209
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00), !dbg !210
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00), !dbg !211
    #dbg_value(double 0x7FF0000000000000, !82, !DIExpression(), !102)
    #dbg_value(double 0x7FF8000000000000, !83, !DIExpression(), !102)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1), !dbg !212
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !213
    #dbg_value(float 0.000000e+00, !84, !DIExpression(), !102)
    #dbg_value(i32 0, !86, !DIExpression(), !214)
  br label %144, !dbg !215

141:                                              ; preds = %144
  %142 = fpext float %156 to double, !dbg !216
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %142), !dbg !217
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !102)
    #dbg_value(i32 1, !89, !DIExpression(), !218)
  br label %163, !dbg !219

144:                                              ; preds = %144, %135
  %145 = phi i32 [ 0, %135 ], [ %157, %144 ]
  %146 = phi float [ 0.000000e+00, %135 ], [ %156, %144 ]
    #dbg_value(i32 %145, !86, !DIExpression(), !214)
    #dbg_value(float %146, !84, !DIExpression(), !102)
  %147 = fadd float %146, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %147, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  %148 = fadd float %147, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %148, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !214)
  %149 = fadd float %148, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %149, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !214)
  %150 = fadd float %149, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %150, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !214)
  %151 = fadd float %150, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %151, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !214)
  %152 = fadd float %151, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %152, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !214)
  %153 = fadd float %152, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %153, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !214)
  %154 = fadd float %153, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %154, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !214)
  %155 = fadd float %154, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %155, !84, !DIExpression(), !102)
    #dbg_value(i32 %145, !86, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value), !214)
  %156 = fadd float %155, 0x3FB99999A0000000, !dbg !220
    #dbg_value(float %156, !84, !DIExpression(), !102)
  %157 = add nuw nsw i32 %145, 10, !dbg !222
    #dbg_value(i32 %157, !86, !DIExpression(), !214)
  %158 = icmp eq i32 %157, 1000, !dbg !223
  br i1 %158, label %141, label %144, !dbg !215, !llvm.loop !224

159:                                              ; preds = %163
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %189), !dbg !226
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00), !dbg !227
    #dbg_assign(i1 undef, !91, !DIExpression(), !228, ptr poison, !DIExpression(), !102)
    #dbg_value(float 3.500000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 3.500000e+00, !96, !DIExpression(), !102)
    #dbg_value(float 3.500000e+00, !96, !DIExpression(), !102)
    #dbg_value(float 3.500000e+00, !95, !DIExpression(), !102)
    #dbg_value(float -1.250000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 3.500000e+00, !96, !DIExpression(), !102)
    #dbg_value(float -1.250000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 8.000000e+00, !96, !DIExpression(), !102)
    #dbg_value(float -1.250000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 8.000000e+00, !96, !DIExpression(), !102)
    #dbg_value(float -7.500000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 8.000000e+00, !96, !DIExpression(), !102)
    #dbg_value(float -7.500000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 8.000000e+00, !96, !DIExpression(), !102)
    #dbg_value(float -7.500000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 1.000000e+02, !96, !DIExpression(), !102)
    #dbg_value(float -7.500000e+00, !95, !DIExpression(), !102)
    #dbg_value(float 1.000000e+02, !96, !DIExpression(), !102)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02), !dbg !229
    #dbg_value(double 1.000000e+00, !99, !DIExpression(), !102)
    #dbg_value(i32 0, !100, !DIExpression(), !102)
  br label %192, !dbg !230

163:                                              ; preds = %163, %141
  %164 = phi i32 [ 1, %141 ], [ %190, %163 ]
  %165 = phi double [ 0.000000e+00, %141 ], [ %189, %163 ]
    #dbg_value(i32 %164, !89, !DIExpression(), !218)
    #dbg_value(double %165, !88, !DIExpression(), !102)
  %166 = mul nuw nsw i32 %164, %164, !dbg !231
  %167 = uitofp nneg i32 %166 to double, !dbg !231
  %168 = fdiv double 1.000000e+00, %167, !dbg !233
  %169 = fadd double %165, %168, !dbg !234
    #dbg_value(double %169, !88, !DIExpression(), !102)
  %170 = add nuw nsw i32 %164, 1, !dbg !235
    #dbg_value(i32 %170, !89, !DIExpression(), !218)
  %171 = mul nuw nsw i32 %170, %170, !dbg !231
  %172 = uitofp nneg i32 %171 to double, !dbg !231
  %173 = fdiv double 1.000000e+00, %172, !dbg !233
  %174 = fadd double %169, %173, !dbg !234
    #dbg_value(double %174, !88, !DIExpression(), !102)
  %175 = add nuw nsw i32 %164, 2, !dbg !235
    #dbg_value(i32 %175, !89, !DIExpression(), !218)
  %176 = mul nuw nsw i32 %175, %175, !dbg !231
  %177 = uitofp nneg i32 %176 to double, !dbg !231
  %178 = fdiv double 1.000000e+00, %177, !dbg !233
  %179 = fadd double %174, %178, !dbg !234
    #dbg_value(double %179, !88, !DIExpression(), !102)
  %180 = add nuw nsw i32 %164, 3, !dbg !235
    #dbg_value(i32 %180, !89, !DIExpression(), !218)
  %181 = mul nuw nsw i32 %180, %180, !dbg !231
  %182 = uitofp nneg i32 %181 to double, !dbg !231
  %183 = fdiv double 1.000000e+00, %182, !dbg !233
  %184 = fadd double %179, %183, !dbg !234
    #dbg_value(double %184, !88, !DIExpression(), !102)
  %185 = add nuw nsw i32 %164, 4, !dbg !235
    #dbg_value(i32 %185, !89, !DIExpression(), !218)
  %186 = mul nuw nsw i32 %185, %185, !dbg !231
  %187 = uitofp nneg i32 %186 to double, !dbg !231
  %188 = fdiv double 1.000000e+00, %187, !dbg !233
  %189 = fadd double %184, %188, !dbg !234
    #dbg_value(double %189, !88, !DIExpression(), !102)
  %190 = add nuw nsw i32 %164, 5, !dbg !235
    #dbg_value(i32 %190, !89, !DIExpression(), !218)
  %191 = icmp eq i32 %190, 1001, !dbg !236
  br i1 %191, label %159, label %163, !dbg !219, !llvm.loop !237

192:                                              ; preds = %192, %159
  %193 = phi double [ 1.000000e+00, %159 ], [ %195, %192 ], !dbg !102
  %194 = phi i32 [ 0, %159 ], [ %197, %192 ], !dbg !102
    #dbg_value(i32 %194, !100, !DIExpression(), !102)
    #dbg_value(double %193, !99, !DIExpression(), !102)
  %195 = fmul double %193, 5.000000e-01, !dbg !239
  %196 = fcmp ogt double %195, 0.000000e+00, !dbg !240
    #dbg_value(double %195, !99, !DIExpression(), !102)
  %197 = add nuw nsw i32 %194, 1, !dbg !241
    #dbg_value(i32 %197, !100, !DIExpression(), !102)
  br i1 %196, label %192, label %198, !dbg !230, !llvm.loop !243

198:                                              ; preds = %192
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %194), !dbg !245
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef -2, i32 noundef 2, i32 noundef -304967296, i64 noundef -1000000000000000000), !dbg !246
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555), !dbg !247
  ret i32 0, !dbg !248
}

; Function Attrs: nofree nounwind
declare !dbg !249 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bd31ce25dfa075caf9afb0dcd2feccb")
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
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !64, globals: !69, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !66, !67, !68}
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!69 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !46, !51, !56, !58}
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !79, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!66}
!81 = !{!82, !83, !84, !86, !88, !89, !91, !95, !96, !97, !99, !100}
!82 = !DILocalVariable(name: "inf", scope: !78, file: !2, line: 32, type: !65)
!83 = !DILocalVariable(name: "nan_v", scope: !78, file: !2, line: 32, type: !65)
!84 = !DILocalVariable(name: "f", scope: !78, file: !2, line: 35, type: !85)
!85 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 36, type: !66)
!87 = distinct !DILexicalBlock(scope: !78, file: !2, line: 36, column: 5)
!88 = !DILocalVariable(name: "d", scope: !78, file: !2, line: 38, type: !65)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 39, type: !66)
!90 = distinct !DILexicalBlock(scope: !78, file: !2, line: 39, column: 5)
!91 = !DILocalVariable(name: "fv", scope: !78, file: !2, line: 42, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 256, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 8)
!95 = !DILocalVariable(name: "mn", scope: !78, file: !2, line: 43, type: !85)
!96 = !DILocalVariable(name: "mx", scope: !78, file: !2, line: 43, type: !85)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 44, type: !66)
!98 = distinct !DILexicalBlock(scope: !78, file: !2, line: 44, column: 5)
!99 = !DILocalVariable(name: "x", scope: !78, file: !2, line: 46, type: !65)
!100 = !DILocalVariable(name: "halvings", scope: !78, file: !2, line: 47, type: !66)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !78)
!103 = !DILocalVariable(name: "x", arg: 1, scope: !104, file: !2, line: 6, type: !65)
!104 = distinct !DISubprogram(name: "my_sqrt", scope: !2, file: !2, line: 6, type: !105, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!65, !65}
!107 = !{!103, !108, !109}
!108 = !DILocalVariable(name: "r", scope: !104, file: !2, line: 8, type: !65)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 9, type: !66)
!110 = distinct !DILexicalBlock(scope: !104, file: !2, line: 9, column: 5)
!111 = !DILocation(line: 0, scope: !104, inlinedAt: !112)
!112 = distinct !DILocation(line: 25, column: 50, scope: !78)
!113 = !DILocation(line: 0, scope: !110, inlinedAt: !112)
!114 = !DILocation(line: 9, column: 5, scope: !110, inlinedAt: !112)
!115 = !DILocation(line: 9, column: 51, scope: !116, inlinedAt: !112)
!116 = distinct !DILexicalBlock(scope: !110, file: !2, line: 9, column: 5)
!117 = !DILocation(line: 9, column: 47, scope: !116, inlinedAt: !112)
!118 = !DILocation(line: 9, column: 42, scope: !116, inlinedAt: !112)
!119 = !DILocation(line: 9, column: 30, scope: !116, inlinedAt: !112)
!120 = !DILocation(line: 9, column: 23, scope: !116, inlinedAt: !112)
!121 = distinct !{!121, !114, !122, !123}
!122 = !DILocation(line: 9, column: 54, scope: !110, inlinedAt: !112)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 0, scope: !110, inlinedAt: !125)
!125 = distinct !DILocation(line: 25, column: 64, scope: !78)
!126 = !DILocation(line: 0, scope: !104, inlinedAt: !125)
!127 = !DILocation(line: 9, column: 51, scope: !116, inlinedAt: !125)
!128 = !DILocation(line: 9, column: 47, scope: !116, inlinedAt: !125)
!129 = !DILocation(line: 9, column: 42, scope: !116, inlinedAt: !125)
!130 = !DILocation(line: 9, column: 30, scope: !116, inlinedAt: !125)
!131 = !DILocation(line: 9, column: 23, scope: !116, inlinedAt: !125)
!132 = !DILocation(line: 9, column: 5, scope: !110, inlinedAt: !125)
!133 = distinct !{!133, !132, !134, !123}
!134 = !DILocation(line: 9, column: 54, scope: !110, inlinedAt: !125)
!135 = !DILocation(line: 25, column: 5, scope: !78)
!136 = !DILocalVariable(name: "x", arg: 1, scope: !137, file: !2, line: 12, type: !65)
!137 = distinct !DISubprogram(name: "my_exp", scope: !2, file: !2, line: 12, type: !105, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !138)
!138 = !{!136, !139, !140, !141}
!139 = !DILocalVariable(name: "term", scope: !137, file: !2, line: 13, type: !65)
!140 = !DILocalVariable(name: "s", scope: !137, file: !2, line: 13, type: !65)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 14, type: !66)
!142 = distinct !DILexicalBlock(scope: !137, file: !2, line: 14, column: 5)
!143 = !DILocation(line: 0, scope: !137, inlinedAt: !144)
!144 = distinct !DILocation(line: 26, column: 48, scope: !78)
!145 = !DILocation(line: 0, scope: !142, inlinedAt: !144)
!146 = !DILocation(line: 14, column: 5, scope: !142, inlinedAt: !144)
!147 = !DILocation(line: 14, column: 48, scope: !148, inlinedAt: !144)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 14, column: 34)
!149 = distinct !DILexicalBlock(scope: !142, file: !2, line: 14, column: 5)
!150 = !DILocation(line: 14, column: 46, scope: !148, inlinedAt: !144)
!151 = !DILocation(line: 14, column: 41, scope: !148, inlinedAt: !144)
!152 = !DILocation(line: 14, column: 53, scope: !148, inlinedAt: !144)
!153 = !DILocation(line: 14, column: 30, scope: !149, inlinedAt: !144)
!154 = !DILocation(line: 14, column: 23, scope: !149, inlinedAt: !144)
!155 = distinct !{!155, !146, !156, !123}
!156 = !DILocation(line: 14, column: 62, scope: !142, inlinedAt: !144)
!157 = !DILocation(line: 0, scope: !142, inlinedAt: !158)
!158 = distinct !DILocation(line: 26, column: 61, scope: !78)
!159 = !DILocation(line: 0, scope: !137, inlinedAt: !158)
!160 = !DILocation(line: 14, column: 48, scope: !148, inlinedAt: !158)
!161 = !DILocation(line: 14, column: 46, scope: !148, inlinedAt: !158)
!162 = !DILocation(line: 14, column: 41, scope: !148, inlinedAt: !158)
!163 = !DILocation(line: 14, column: 53, scope: !148, inlinedAt: !158)
!164 = !DILocation(line: 14, column: 30, scope: !149, inlinedAt: !158)
!165 = !DILocation(line: 14, column: 23, scope: !149, inlinedAt: !158)
!166 = !DILocation(line: 14, column: 5, scope: !142, inlinedAt: !158)
!167 = distinct !{!167, !166, !168, !123}
!168 = !DILocation(line: 14, column: 62, scope: !142, inlinedAt: !158)
!169 = !DILocation(line: 26, column: 5, scope: !78)
!170 = !DILocalVariable(name: "x", arg: 1, scope: !171, file: !2, line: 17, type: !65)
!171 = distinct !DISubprogram(name: "my_sin", scope: !2, file: !2, line: 17, type: !105, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !172)
!172 = !{!170, !173, !174, !175}
!173 = !DILocalVariable(name: "term", scope: !171, file: !2, line: 18, type: !65)
!174 = !DILocalVariable(name: "s", scope: !171, file: !2, line: 18, type: !65)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 19, type: !66)
!176 = distinct !DILexicalBlock(scope: !171, file: !2, line: 19, column: 5)
!177 = !DILocation(line: 0, scope: !171, inlinedAt: !178)
!178 = distinct !DILocation(line: 27, column: 49, scope: !78)
!179 = !DILocation(line: 0, scope: !176, inlinedAt: !178)
!180 = !DILocation(line: 19, column: 5, scope: !176, inlinedAt: !178)
!181 = !DILocation(line: 19, column: 57, scope: !182, inlinedAt: !178)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 19, column: 34)
!183 = distinct !DILexicalBlock(scope: !176, file: !2, line: 19, column: 5)
!184 = !DILocation(line: 19, column: 71, scope: !182, inlinedAt: !178)
!185 = !DILocation(line: 19, column: 62, scope: !182, inlinedAt: !178)
!186 = !DILocation(line: 19, column: 53, scope: !182, inlinedAt: !178)
!187 = !DILocation(line: 19, column: 51, scope: !182, inlinedAt: !178)
!188 = !DILocation(line: 19, column: 41, scope: !182, inlinedAt: !178)
!189 = !DILocation(line: 19, column: 80, scope: !182, inlinedAt: !178)
!190 = !DILocation(line: 19, column: 30, scope: !183, inlinedAt: !178)
!191 = !DILocation(line: 19, column: 23, scope: !183, inlinedAt: !178)
!192 = distinct !{!192, !180, !193, !123}
!193 = !DILocation(line: 19, column: 89, scope: !176, inlinedAt: !178)
!194 = !DILocation(line: 0, scope: !176, inlinedAt: !195)
!195 = distinct !DILocation(line: 27, column: 62, scope: !78)
!196 = !DILocation(line: 0, scope: !171, inlinedAt: !195)
!197 = !DILocation(line: 19, column: 57, scope: !182, inlinedAt: !195)
!198 = !DILocation(line: 19, column: 71, scope: !182, inlinedAt: !195)
!199 = !DILocation(line: 19, column: 62, scope: !182, inlinedAt: !195)
!200 = !DILocation(line: 19, column: 53, scope: !182, inlinedAt: !195)
!201 = !DILocation(line: 19, column: 51, scope: !182, inlinedAt: !195)
!202 = !DILocation(line: 19, column: 41, scope: !182, inlinedAt: !195)
!203 = !DILocation(line: 19, column: 80, scope: !182, inlinedAt: !195)
!204 = !DILocation(line: 19, column: 30, scope: !183, inlinedAt: !195)
!205 = !DILocation(line: 19, column: 23, scope: !183, inlinedAt: !195)
!206 = !DILocation(line: 19, column: 5, scope: !176, inlinedAt: !195)
!207 = distinct !{!207, !206, !208, !123}
!208 = !DILocation(line: 19, column: 89, scope: !176, inlinedAt: !195)
!209 = !DILocation(line: 27, column: 5, scope: !78)
!210 = !DILocation(line: 28, column: 5, scope: !78)
!211 = !DILocation(line: 30, column: 5, scope: !78)
!212 = !DILocation(line: 33, column: 5, scope: !78)
!213 = !DILocation(line: 34, column: 5, scope: !78)
!214 = !DILocation(line: 0, scope: !87)
!215 = !DILocation(line: 36, column: 5, scope: !87)
!216 = !DILocation(line: 37, column: 34, scope: !78)
!217 = !DILocation(line: 37, column: 5, scope: !78)
!218 = !DILocation(line: 0, scope: !90)
!219 = !DILocation(line: 39, column: 5, scope: !90)
!220 = !DILocation(line: 36, column: 38, scope: !221)
!221 = distinct !DILexicalBlock(scope: !87, file: !2, line: 36, column: 5)
!222 = !DILocation(line: 36, column: 32, scope: !221)
!223 = !DILocation(line: 36, column: 23, scope: !221)
!224 = distinct !{!224, !215, !225, !123}
!225 = !DILocation(line: 36, column: 41, scope: !87)
!226 = !DILocation(line: 40, column: 5, scope: !78)
!227 = !DILocation(line: 41, column: 5, scope: !78)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 45, column: 5, scope: !78)
!230 = !DILocation(line: 48, column: 5, scope: !78)
!231 = !DILocation(line: 39, column: 59, scope: !232)
!232 = distinct !DILexicalBlock(scope: !90, file: !2, line: 39, column: 5)
!233 = !DILocation(line: 39, column: 46, scope: !232)
!234 = !DILocation(line: 39, column: 39, scope: !232)
!235 = !DILocation(line: 39, column: 33, scope: !232)
!236 = !DILocation(line: 39, column: 23, scope: !232)
!237 = distinct !{!237, !219, !238, !123}
!238 = !DILocation(line: 39, column: 62, scope: !90)
!239 = !DILocation(line: 48, column: 14, scope: !78)
!240 = !DILocation(line: 48, column: 18, scope: !78)
!241 = !DILocation(line: 48, column: 41, scope: !242)
!242 = distinct !DILexicalBlock(scope: !78, file: !2, line: 48, column: 23)
!243 = distinct !{!243, !230, !244, !123}
!244 = !DILocation(line: 48, column: 45, scope: !78)
!245 = !DILocation(line: 49, column: 5, scope: !78)
!246 = !DILocation(line: 50, column: 5, scope: !78)
!247 = !DILocation(line: 51, column: 5, scope: !78)
!248 = !DILocation(line: 52, column: 5, scope: !78)
!249 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{!66, !252, null}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
