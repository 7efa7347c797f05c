; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"horner(%d) = %.10f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"fsum = %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [32 x i8] c"sqrt(2) = %.15f newton = %.15f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"sqrtf(3) = %.6f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [69 x i8] c"fabs = %.3f %.3f floor = %.1f ceil = %.1f trunc = %.1f round = %.1f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [39 x i8] c"fmin/fmax = %.2f %.2f copysign = %.2f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [30 x i8] c"fmod = %.6f remainder = %.6f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [51 x i8] c"exp(1) = %.12f log(10) = %.12f pow(2,0.5) = %.12f\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [45 x i8] c"sin(1) = %.12f cos(1) = %.12f atan2 = %.12f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"harmonic(1000) = %.12f\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [53 x i8] c"inf > max: %d, nan != nan: %d, isnan: %d, isinf: %d\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [37 x i8] c"signbit(-0.0) = %d, 0.0 == -0.0: %d\0A\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [45 x i8] c"FLT_EPSILON = %.12f DBL_EPSILON*1e16 = %.6f\0A\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [27 x i8] c"float rounding: %.1f %.1f\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [28 x i8] c"0.1+0.2 == 0.3: %d (%.17g)\0A\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [42 x i8] c"denormal min > 0: %d, halved is zero: %d\0A\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [20 x i8] c"comparisons = %.4f\0A\00", align 1, !dbg !79

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !94 {
  %1 = alloca [100 x float], align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !105, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
    #dbg_value(double 1.000000e+00, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !125)
    #dbg_value(double -2.500000e+00, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125)
    #dbg_value(double 7.500000e-01, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !125)
    #dbg_value(double 3.000000e+00, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !125)
    #dbg_value(double -1.250000e-01, !99, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !125)
    #dbg_value(i32 -2, !103, !DIExpression(), !126)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2, double noundef 1.125000e+00), !dbg !127
    #dbg_value(i32 -1, !103, !DIExpression(), !126)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, double noundef 0x4000700000000000), !dbg !127
    #dbg_value(i32 0, !103, !DIExpression(), !126)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 1.000000e+00), !dbg !127
    #dbg_value(i32 1, !103, !DIExpression(), !126)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef 0x3FD3800000000000), !dbg !127
    #dbg_value(i32 2, !103, !DIExpression(), !126)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 2.125000e+00), !dbg !127
    #dbg_value(i32 3, !103, !DIExpression(), !126)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #3, !dbg !129
    #dbg_value(i32 0, !109, !DIExpression(), !130)
  br label %7, !dbg !131

7:                                                ; preds = %16, %0
  %8 = phi i64 [ 0, %0 ], [ %23, %16 ], !dbg !132
  %9 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %24, %16 ]
  %10 = trunc <4 x i64> %9 to <4 x i32>, !dbg !134
  %11 = add <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>, !dbg !134
  %12 = uitofp <4 x i32> %11 to <4 x float>, !dbg !134
  %13 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %12, !dbg !135
  %14 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %8, !dbg !136
  store <4 x float> %13, ptr %14, align 16, !dbg !137, !tbaa !138
  %15 = icmp eq i64 %8, 96, !dbg !132
  br i1 %15, label %25, label %16, !dbg !132, !llvm.loop !142

16:                                               ; preds = %7
  %17 = or disjoint i64 %8, 4, !dbg !132
  %18 = trunc <4 x i64> %9 to <4 x i32>, !dbg !134
  %19 = add <4 x i32> %18, <i32 5, i32 5, i32 5, i32 5>, !dbg !134
  %20 = uitofp <4 x i32> %19 to <4 x float>, !dbg !134
  %21 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %20, !dbg !135
  %22 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %17, !dbg !136
  store <4 x float> %21, ptr %22, align 16, !dbg !137, !tbaa !138
  %23 = add nuw nsw i64 %8, 8, !dbg !132
  %24 = add <4 x i64> %9, <i64 8, i64 8, i64 8, i64 8>
  br label %7

25:                                               ; preds = %7
  %26 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !147
  %27 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !147
  %28 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !147
  %29 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !147
  br label %30, !dbg !147

30:                                               ; preds = %30, %25
  %31 = phi i64 [ 0, %25 ], [ %48, %30 ]
  %32 = phi float [ 0.000000e+00, %25 ], [ %47, %30 ]
    #dbg_value(i64 %31, !158, !DIExpression(), !160)
    #dbg_value(float %32, !157, !DIExpression(), !161)
  %33 = getelementptr inbounds float, ptr %1, i64 %31, !dbg !162
  %34 = load float, ptr %33, align 4, !dbg !162, !tbaa !138
  %35 = fadd float %32, %34, !dbg !164
    #dbg_value(float %35, !157, !DIExpression(), !161)
    #dbg_value(i64 %31, !158, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !160)
  %36 = getelementptr inbounds float, ptr %26, i64 %31, !dbg !162
  %37 = load float, ptr %36, align 4, !dbg !162, !tbaa !138
  %38 = fadd float %35, %37, !dbg !164
    #dbg_value(float %38, !157, !DIExpression(), !161)
    #dbg_value(i64 %31, !158, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !160)
  %39 = getelementptr inbounds float, ptr %27, i64 %31, !dbg !162
  %40 = load float, ptr %39, align 4, !dbg !162, !tbaa !138
  %41 = fadd float %38, %40, !dbg !164
    #dbg_value(float %41, !157, !DIExpression(), !161)
    #dbg_value(i64 %31, !158, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !160)
  %42 = getelementptr inbounds float, ptr %28, i64 %31, !dbg !162
  %43 = load float, ptr %42, align 4, !dbg !162, !tbaa !138
  %44 = fadd float %41, %43, !dbg !164
    #dbg_value(float %44, !157, !DIExpression(), !161)
    #dbg_value(i64 %31, !158, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !160)
  %45 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !162
  %46 = load float, ptr %45, align 4, !dbg !162, !tbaa !138
  %47 = fadd float %44, %46, !dbg !164
    #dbg_value(float %47, !157, !DIExpression(), !161)
  %48 = add nuw nsw i64 %31, 5, !dbg !165
    #dbg_value(i64 %48, !158, !DIExpression(), !160)
  %49 = icmp eq i64 %48, 100, !dbg !166
  br i1 %49, label %50, label %30, !dbg !147, !llvm.loop !167

50:                                               ; preds = %30
  %51 = fpext float %47 to double, !dbg !169
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51), !dbg !170
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCC), !dbg !171
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000), !dbg !172
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00), !dbg !173
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00), !dbg !174
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00), !dbg !175
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD), !dbg !176
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2), !dbg !177
    #dbg_value(i32 1000, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !184, !DIExpression(), !191)
    #dbg_value(i32 1, !185, !DIExpression(), !193)
  br label %60, !dbg !194

60:                                               ; preds = %60, %50
  %61 = phi double [ 0.000000e+00, %50 ], [ %74, %60 ]
  %62 = phi double [ 0.000000e+00, %50 ], [ %76, %60 ]
  %63 = phi i32 [ 1, %50 ], [ %77, %60 ]
    #dbg_value(double %61, !183, !DIExpression(), !191)
    #dbg_value(double %62, !184, !DIExpression(), !191)
    #dbg_value(i32 %63, !185, !DIExpression(), !193)
  %64 = uitofp nneg i32 %63 to double, !dbg !195
  %65 = fdiv double 1.000000e+00, %64, !dbg !196
  %66 = fsub double %65, %62, !dbg !197
    #dbg_value(double %66, !187, !DIExpression(), !198)
  %67 = fadd double %61, %66, !dbg !199
    #dbg_value(double %67, !190, !DIExpression(), !198)
    #dbg_value(double poison, !184, !DIExpression(), !191)
    #dbg_value(double %67, !183, !DIExpression(), !191)
  %68 = add nuw nsw i32 %63, 1, !dbg !200
    #dbg_value(i32 %68, !185, !DIExpression(), !193)
  %69 = uitofp nneg i32 %68 to double, !dbg !195
  %70 = fdiv double 1.000000e+00, %69, !dbg !196
  %71 = fsub double %61, %67, !dbg !197
  %72 = fadd double %66, %71, !dbg !197
  %73 = fadd double %70, %72, !dbg !197
    #dbg_value(double %73, !187, !DIExpression(), !198)
  %74 = fadd double %67, %73, !dbg !199
    #dbg_value(double %74, !190, !DIExpression(), !198)
  %75 = fsub double %74, %67, !dbg !201
  %76 = fsub double %75, %73, !dbg !202
    #dbg_value(double %76, !184, !DIExpression(), !191)
    #dbg_value(double %74, !183, !DIExpression(), !191)
  %77 = add nuw nsw i32 %63, 2, !dbg !200
    #dbg_value(i32 %77, !185, !DIExpression(), !193)
  %78 = icmp eq i32 %77, 1001, !dbg !203
  br i1 %78, label %79, label %60, !dbg !194, !llvm.loop !204

79:                                               ; preds = %60
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %74), !dbg !206
    #dbg_value(double 0x7FF0000000000000, !111, !DIExpression(), !125)
    #dbg_value(double 0x7FF8000000000000, !112, !DIExpression(), !125)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !207
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1), !dbg !208
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000), !dbg !209
    #dbg_value(float 0x4170000000000000, !113, !DIExpression(), !125)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000), !dbg !210
    #dbg_value(double 0x3FD3333333333334, !114, !DIExpression(), !125)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, double noundef 0x3FD3333333333334), !dbg !211
    #dbg_value(double 1.000000e+00, !115, !DIExpression(), !125)
    #dbg_value(i32 0, !116, !DIExpression(), !212)
  br label %93, !dbg !213

86:                                               ; preds = %93
  %87 = fcmp ogt double %101, 0.000000e+00, !dbg !214
  %88 = zext i1 %87 to i32, !dbg !214
  %89 = fmul double %101, 5.000000e-01, !dbg !215
  %90 = fcmp oeq double %89, 0.000000e+00, !dbg !216
  %91 = zext i1 %90 to i32, !dbg !216
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %88, i32 noundef %91), !dbg !217
    #dbg_value(float 0.000000e+00, !118, !DIExpression(), !125)
    #dbg_value(i32 0, !119, !DIExpression(), !218)
  br label %107, !dbg !219

93:                                               ; preds = %93, %79
  %94 = phi i32 [ 0, %79 ], [ %102, %93 ]
  %95 = phi double [ 1.000000e+00, %79 ], [ %101, %93 ]
    #dbg_value(i32 %94, !116, !DIExpression(), !212)
    #dbg_value(double %95, !115, !DIExpression(), !125)
  %96 = fmul double %95, 5.000000e-01, !dbg !220
    #dbg_value(double %96, !115, !DIExpression(), !125)
    #dbg_value(i32 %94, !116, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !212)
  %97 = fmul double %96, 5.000000e-01, !dbg !220
    #dbg_value(double %97, !115, !DIExpression(), !125)
    #dbg_value(i32 %94, !116, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !212)
  %98 = fmul double %97, 5.000000e-01, !dbg !220
    #dbg_value(double %98, !115, !DIExpression(), !125)
    #dbg_value(i32 %94, !116, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !212)
  %99 = fmul double %98, 5.000000e-01, !dbg !220
    #dbg_value(double %99, !115, !DIExpression(), !125)
    #dbg_value(i32 %94, !116, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !212)
  %100 = fmul double %99, 5.000000e-01, !dbg !220
    #dbg_value(double %100, !115, !DIExpression(), !125)
    #dbg_value(i32 %94, !116, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !212)
  %101 = fmul double %100, 5.000000e-01, !dbg !220
    #dbg_value(double %101, !115, !DIExpression(), !125)
  %102 = add nuw nsw i32 %94, 6, !dbg !222
    #dbg_value(i32 %102, !116, !DIExpression(), !212)
  %103 = icmp eq i32 %102, 1074, !dbg !223
  br i1 %103, label %86, label %93, !dbg !213, !llvm.loop !224

104:                                              ; preds = %123
  %105 = fpext float %124 to double, !dbg !226
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %105), !dbg !227
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #3, !dbg !228
  ret i32 0, !dbg !229

107:                                              ; preds = %86, %123
  %108 = phi i32 [ 0, %86 ], [ %125, %123 ]
  %109 = phi float [ 0.000000e+00, %86 ], [ %124, %123 ]
    #dbg_value(i32 %108, !119, !DIExpression(), !218)
    #dbg_value(float %109, !118, !DIExpression(), !125)
  %110 = uitofp nneg i32 %108 to float, !dbg !230
  %111 = fmul float %110, 0x3FD7AE1480000000, !dbg !231
  %112 = fadd float %111, -9.000000e+00, !dbg !232
    #dbg_value(float %112, !121, !DIExpression(), !233)
  %113 = fcmp olt float %112, 0.000000e+00, !dbg !234
  br i1 %113, label %114, label %116, !dbg !236

114:                                              ; preds = %107
  %115 = fsub float %109, %112, !dbg !237
    #dbg_value(float %115, !118, !DIExpression(), !125)
  br label %123, !dbg !238

116:                                              ; preds = %107
  %117 = fcmp ult float %112, 3.000000e+00, !dbg !239
  br i1 %117, label %121, label %118, !dbg !241

118:                                              ; preds = %116
  %119 = fmul float %112, 2.000000e+00, !dbg !242
  %120 = fadd float %109, %119, !dbg !243
    #dbg_value(float %120, !118, !DIExpression(), !125)
  br label %123, !dbg !244

121:                                              ; preds = %116
  %122 = fadd float %109, 1.000000e+00, !dbg !245
    #dbg_value(float %122, !118, !DIExpression(), !125)
  br label %123

123:                                              ; preds = %118, %121, %114
  %124 = phi float [ %115, %114 ], [ %120, %118 ], [ %122, %121 ], !dbg !246
    #dbg_value(float %124, !118, !DIExpression(), !125)
  %125 = add nuw nsw i32 %108, 1, !dbg !247
    #dbg_value(i32 %125, !119, !DIExpression(), !218)
  %126 = icmp eq i32 %125, 50, !dbg !248
  br i1 %126, label %104, label %107, !dbg !219, !llvm.loop !249
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !251 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/float_math.c", directory: ".", checksumkind: CSK_MD5, checksum: "9c6beb0acd0038410471044bad8032c0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 32)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 69)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 39)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 30)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 51)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 45)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 53)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 37)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !44, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 27)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 28)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 42)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !85, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84}
!83 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74, !79}
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !95, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97}
!97 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!98 = !{!99, !103, !105, !109, !111, !112, !113, !114, !115, !116, !118, !119, !121}
!99 = !DILocalVariable(name: "c", scope: !94, file: !2, line: 38, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 320, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 5)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 39, type: !97)
!104 = distinct !DILexicalBlock(scope: !94, file: !2, line: 39, column: 5)
!105 = !DILocalVariable(name: "fv", scope: !94, file: !2, line: 40, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 3200, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 100)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 41, type: !97)
!110 = distinct !DILexicalBlock(scope: !94, file: !2, line: 41, column: 5)
!111 = !DILocalVariable(name: "inf", scope: !94, file: !2, line: 52, type: !84)
!112 = !DILocalVariable(name: "nan_v", scope: !94, file: !2, line: 52, type: !84)
!113 = !DILocalVariable(name: "a", scope: !94, file: !2, line: 57, type: !83)
!114 = !DILocalVariable(name: "d", scope: !94, file: !2, line: 59, type: !84)
!115 = !DILocalVariable(name: "dm", scope: !94, file: !2, line: 61, type: !84)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 62, type: !97)
!117 = distinct !DILexicalBlock(scope: !94, file: !2, line: 62, column: 5)
!118 = !DILocalVariable(name: "comparisons", scope: !94, file: !2, line: 64, type: !83)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 65, type: !97)
!120 = distinct !DILexicalBlock(scope: !94, file: !2, line: 65, column: 5)
!121 = !DILocalVariable(name: "x", scope: !122, file: !2, line: 66, type: !83)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 65, column: 34)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 65, column: 5)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !94)
!126 = !DILocation(line: 0, scope: !104)
!127 = !DILocation(line: 39, column: 35, scope: !128)
!128 = distinct !DILexicalBlock(scope: !104, file: !2, line: 39, column: 5)
!129 = !DILocation(line: 40, column: 5, scope: !94)
!130 = !DILocation(line: 0, scope: !110)
!131 = !DILocation(line: 41, column: 5, scope: !110)
!132 = !DILocation(line: 41, column: 60, scope: !133)
!133 = distinct !DILexicalBlock(scope: !110, file: !2, line: 41, column: 5)
!134 = !DILocation(line: 41, column: 50, scope: !133)
!135 = !DILocation(line: 41, column: 48, scope: !133)
!136 = !DILocation(line: 41, column: 35, scope: !133)
!137 = !DILocation(line: 41, column: 41, scope: !133)
!138 = !{!139, !139, i64 0}
!139 = !{!"float", !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = distinct !{!142, !131, !143, !144, !145, !146}
!143 = !DILocation(line: 41, column: 63, scope: !110)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !{!"llvm.loop.isvectorized", i32 1}
!146 = !{!"llvm.loop.unroll.runtime.disable"}
!147 = !DILocation(line: 16, column: 5, scope: !148, inlinedAt: !159)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 16, column: 5)
!149 = distinct !DISubprogram(name: "fsum", scope: !2, file: !2, line: 14, type: !150, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !154)
!150 = !DISubroutineType(types: !151)
!151 = !{!83, !152, !97}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!154 = !{!155, !156, !157, !158}
!155 = !DILocalVariable(name: "v", arg: 1, scope: !149, file: !2, line: 14, type: !152)
!156 = !DILocalVariable(name: "n", arg: 2, scope: !149, file: !2, line: 14, type: !97)
!157 = !DILocalVariable(name: "s", scope: !149, file: !2, line: 15, type: !83)
!158 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 16, type: !97)
!159 = distinct !DILocation(line: 42, column: 37, scope: !94)
!160 = !DILocation(line: 0, scope: !148, inlinedAt: !159)
!161 = !DILocation(line: 0, scope: !149, inlinedAt: !159)
!162 = !DILocation(line: 16, column: 38, scope: !163, inlinedAt: !159)
!163 = distinct !DILexicalBlock(scope: !148, file: !2, line: 16, column: 5)
!164 = !DILocation(line: 16, column: 35, scope: !163, inlinedAt: !159)
!165 = !DILocation(line: 16, column: 29, scope: !163, inlinedAt: !159)
!166 = !DILocation(line: 16, column: 23, scope: !163, inlinedAt: !159)
!167 = distinct !{!167, !147, !168, !144}
!168 = !DILocation(line: 16, column: 41, scope: !148, inlinedAt: !159)
!169 = !DILocation(line: 42, column: 29, scope: !94)
!170 = !DILocation(line: 42, column: 5, scope: !94)
!171 = !DILocation(line: 43, column: 5, scope: !94)
!172 = !DILocation(line: 44, column: 5, scope: !94)
!173 = !DILocation(line: 45, column: 5, scope: !94)
!174 = !DILocation(line: 47, column: 5, scope: !94)
!175 = !DILocation(line: 48, column: 5, scope: !94)
!176 = !DILocation(line: 49, column: 5, scope: !94)
!177 = !DILocation(line: 50, column: 5, scope: !94)
!178 = !DILocalVariable(name: "n", arg: 1, scope: !179, file: !2, line: 26, type: !97)
!179 = distinct !DISubprogram(name: "kahan", scope: !2, file: !2, line: 26, type: !180, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!84, !97}
!182 = !{!178, !183, !184, !185, !187, !190}
!183 = !DILocalVariable(name: "sum", scope: !179, file: !2, line: 27, type: !84)
!184 = !DILocalVariable(name: "c", scope: !179, file: !2, line: 27, type: !84)
!185 = !DILocalVariable(name: "i", scope: !186, file: !2, line: 28, type: !97)
!186 = distinct !DILexicalBlock(scope: !179, file: !2, line: 28, column: 5)
!187 = !DILocalVariable(name: "y", scope: !188, file: !2, line: 29, type: !84)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 28, column: 34)
!189 = distinct !DILexicalBlock(scope: !186, file: !2, line: 28, column: 5)
!190 = !DILocalVariable(name: "t", scope: !188, file: !2, line: 30, type: !84)
!191 = !DILocation(line: 0, scope: !179, inlinedAt: !192)
!192 = distinct !DILocation(line: 51, column: 40, scope: !94)
!193 = !DILocation(line: 0, scope: !186, inlinedAt: !192)
!194 = !DILocation(line: 28, column: 5, scope: !186, inlinedAt: !192)
!195 = !DILocation(line: 29, column: 26, scope: !188, inlinedAt: !192)
!196 = !DILocation(line: 29, column: 24, scope: !188, inlinedAt: !192)
!197 = !DILocation(line: 29, column: 28, scope: !188, inlinedAt: !192)
!198 = !DILocation(line: 0, scope: !188, inlinedAt: !192)
!199 = !DILocation(line: 30, column: 24, scope: !188, inlinedAt: !192)
!200 = !DILocation(line: 28, column: 30, scope: !189, inlinedAt: !192)
!201 = !DILocation(line: 31, column: 16, scope: !188, inlinedAt: !192)
!202 = !DILocation(line: 31, column: 23, scope: !188, inlinedAt: !192)
!203 = !DILocation(line: 28, column: 23, scope: !189, inlinedAt: !192)
!204 = distinct !{!204, !194, !205, !144}
!205 = !DILocation(line: 33, column: 5, scope: !186, inlinedAt: !192)
!206 = !DILocation(line: 51, column: 5, scope: !94)
!207 = !DILocation(line: 53, column: 5, scope: !94)
!208 = !DILocation(line: 55, column: 5, scope: !94)
!209 = !DILocation(line: 56, column: 5, scope: !94)
!210 = !DILocation(line: 58, column: 5, scope: !94)
!211 = !DILocation(line: 60, column: 5, scope: !94)
!212 = !DILocation(line: 0, scope: !117)
!213 = !DILocation(line: 62, column: 5, scope: !117)
!214 = !DILocation(line: 63, column: 61, scope: !94)
!215 = !DILocation(line: 63, column: 69, scope: !94)
!216 = !DILocation(line: 63, column: 73, scope: !94)
!217 = !DILocation(line: 63, column: 5, scope: !94)
!218 = !DILocation(line: 0, scope: !120)
!219 = !DILocation(line: 65, column: 5, scope: !120)
!220 = !DILocation(line: 62, column: 39, scope: !221)
!221 = distinct !DILexicalBlock(scope: !117, file: !2, line: 62, column: 5)
!222 = !DILocation(line: 62, column: 32, scope: !221)
!223 = !DILocation(line: 62, column: 23, scope: !221)
!224 = distinct !{!224, !213, !225, !144}
!225 = !DILocation(line: 62, column: 42, scope: !117)
!226 = !DILocation(line: 69, column: 36, scope: !94)
!227 = !DILocation(line: 69, column: 5, scope: !94)
!228 = !DILocation(line: 71, column: 1, scope: !94)
!229 = !DILocation(line: 70, column: 5, scope: !94)
!230 = !DILocation(line: 66, column: 19, scope: !122)
!231 = !DILocation(line: 66, column: 28, scope: !122)
!232 = !DILocation(line: 66, column: 36, scope: !122)
!233 = !DILocation(line: 0, scope: !122)
!234 = !DILocation(line: 67, column: 15, scope: !235)
!235 = distinct !DILexicalBlock(scope: !122, file: !2, line: 67, column: 13)
!236 = !DILocation(line: 67, column: 13, scope: !122)
!237 = !DILocation(line: 67, column: 35, scope: !235)
!238 = !DILocation(line: 67, column: 23, scope: !235)
!239 = !DILocation(line: 67, column: 52, scope: !240)
!240 = distinct !DILexicalBlock(scope: !235, file: !2, line: 67, column: 50)
!241 = !DILocation(line: 67, column: 50, scope: !235)
!242 = !DILocation(line: 67, column: 78, scope: !240)
!243 = !DILocation(line: 67, column: 73, scope: !240)
!244 = !DILocation(line: 67, column: 61, scope: !240)
!245 = !DILocation(line: 67, column: 103, scope: !240)
!246 = !DILocation(line: 67, scope: !235)
!247 = !DILocation(line: 65, column: 30, scope: !123)
!248 = !DILocation(line: 65, column: 23, scope: !123)
!249 = distinct !{!249, !219, !250, !144}
!250 = !DILocation(line: 68, column: 5, scope: !120)
!251 = !DISubprogram(name: "printf", scope: !252, file: !252, line: 356, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!253 = !DISubroutineType(types: !254)
!254 = !{!97, !255, null}
!255 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !256)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
