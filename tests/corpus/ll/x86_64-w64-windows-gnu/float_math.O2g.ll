; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !96 {
  %1 = alloca [100 x float], align 16, !DIAssignID !125
    #dbg_assign(i1 undef, !106, !DIExpression(), !125, ptr %1, !DIExpression(), !126)
    #dbg_value(double 1.000000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double -2.500000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double 7.500000e-01, !100, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
    #dbg_value(double 3.000000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !126)
    #dbg_value(double -1.250000e-01, !100, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !126)
    #dbg_value(i32 -2, !104, !DIExpression(), !127)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -2, double noundef 1.125000e+00), !dbg !128
    #dbg_value(i32 -1, !104, !DIExpression(), !127)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -1, double noundef 0x4000700000000000), !dbg !128
    #dbg_value(i32 0, !104, !DIExpression(), !127)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 0, double noundef 1.000000e+00), !dbg !128
    #dbg_value(i32 1, !104, !DIExpression(), !127)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, double noundef 0x3FD3800000000000), !dbg !128
    #dbg_value(i32 2, !104, !DIExpression(), !127)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 2, double noundef 2.125000e+00), !dbg !128
    #dbg_value(i32 3, !104, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #6, !dbg !130
    #dbg_value(i32 0, !110, !DIExpression(), !131)
  br label %2, !dbg !132

2:                                                ; preds = %11, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %11 ], !dbg !133
  %4 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %19, %11 ]
  %5 = trunc <4 x i64> %4 to <4 x i32>, !dbg !135
  %6 = add <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>, !dbg !135
  %7 = uitofp <4 x i32> %6 to <4 x float>, !dbg !135
  %8 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %7, !dbg !136
  %9 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %3, !dbg !137
  store <4 x float> %8, ptr %9, align 16, !dbg !138, !tbaa !139
  %10 = icmp eq i64 %3, 96, !dbg !133
  br i1 %10, label %20, label %11, !dbg !133, !llvm.loop !143

11:                                               ; preds = %2
  %12 = or disjoint i64 %3, 4, !dbg !133
  %13 = trunc <4 x i64> %4 to <4 x i32>, !dbg !135
  %14 = add <4 x i32> %13, <i32 5, i32 5, i32 5, i32 5>, !dbg !135
  %15 = uitofp <4 x i32> %14 to <4 x float>, !dbg !135
  %16 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %15, !dbg !136
  %17 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %12, !dbg !137
  store <4 x float> %16, ptr %17, align 16, !dbg !138, !tbaa !139
  %18 = add nuw nsw i64 %3, 8, !dbg !133
  %19 = add <4 x i64> %4, <i64 8, i64 8, i64 8, i64 8>
  br label %2

20:                                               ; preds = %2
  %21 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !148
  %22 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !148
  %23 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !148
  %24 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !148
  br label %25, !dbg !148

25:                                               ; preds = %25, %20
  %26 = phi i64 [ 0, %20 ], [ %43, %25 ]
  %27 = phi float [ 0.000000e+00, %20 ], [ %42, %25 ]
    #dbg_value(i64 %26, !159, !DIExpression(), !161)
    #dbg_value(float %27, !158, !DIExpression(), !162)
  %28 = getelementptr inbounds float, ptr %1, i64 %26, !dbg !163
  %29 = load float, ptr %28, align 4, !dbg !163, !tbaa !139
  %30 = fadd float %27, %29, !dbg !165
    #dbg_value(float %30, !158, !DIExpression(), !162)
    #dbg_value(i64 %26, !159, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !161)
  %31 = getelementptr inbounds float, ptr %21, i64 %26, !dbg !163
  %32 = load float, ptr %31, align 4, !dbg !163, !tbaa !139
  %33 = fadd float %30, %32, !dbg !165
    #dbg_value(float %33, !158, !DIExpression(), !162)
    #dbg_value(i64 %26, !159, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !161)
  %34 = getelementptr inbounds float, ptr %22, i64 %26, !dbg !163
  %35 = load float, ptr %34, align 4, !dbg !163, !tbaa !139
  %36 = fadd float %33, %35, !dbg !165
    #dbg_value(float %36, !158, !DIExpression(), !162)
    #dbg_value(i64 %26, !159, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !161)
  %37 = getelementptr inbounds float, ptr %23, i64 %26, !dbg !163
  %38 = load float, ptr %37, align 4, !dbg !163, !tbaa !139
  %39 = fadd float %36, %38, !dbg !165
    #dbg_value(float %39, !158, !DIExpression(), !162)
    #dbg_value(i64 %26, !159, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !161)
  %40 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !163
  %41 = load float, ptr %40, align 4, !dbg !163, !tbaa !139
  %42 = fadd float %39, %41, !dbg !165
    #dbg_value(float %42, !158, !DIExpression(), !162)
  %43 = add nuw nsw i64 %26, 5, !dbg !166
    #dbg_value(i64 %43, !159, !DIExpression(), !161)
  %44 = icmp eq i64 %43, 100, !dbg !167
  br i1 %44, label %45, label %25, !dbg !148, !llvm.loop !168

45:                                               ; preds = %25
  %46 = fpext float %42 to double, !dbg !170
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %46), !dbg !171
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCC), !dbg !172
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000), !dbg !173
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00), !dbg !174
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00), !dbg !175
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00), !dbg !176
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD), !dbg !177
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2), !dbg !178
    #dbg_value(i32 1000, !179, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !184, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !185, !DIExpression(), !192)
    #dbg_value(i32 1, !186, !DIExpression(), !194)
  br label %47, !dbg !195

47:                                               ; preds = %47, %45
  %48 = phi double [ 0.000000e+00, %45 ], [ %61, %47 ]
  %49 = phi double [ 0.000000e+00, %45 ], [ %63, %47 ]
  %50 = phi i32 [ 1, %45 ], [ %64, %47 ]
    #dbg_value(double %48, !184, !DIExpression(), !192)
    #dbg_value(double %49, !185, !DIExpression(), !192)
    #dbg_value(i32 %50, !186, !DIExpression(), !194)
  %51 = uitofp nneg i32 %50 to double, !dbg !196
  %52 = fdiv double 1.000000e+00, %51, !dbg !197
  %53 = fsub double %52, %49, !dbg !198
    #dbg_value(double %53, !188, !DIExpression(), !199)
  %54 = fadd double %48, %53, !dbg !200
    #dbg_value(double %54, !191, !DIExpression(), !199)
    #dbg_value(double poison, !185, !DIExpression(), !192)
    #dbg_value(double %54, !184, !DIExpression(), !192)
  %55 = add nuw nsw i32 %50, 1, !dbg !201
    #dbg_value(i32 %55, !186, !DIExpression(), !194)
  %56 = uitofp nneg i32 %55 to double, !dbg !196
  %57 = fdiv double 1.000000e+00, %56, !dbg !197
  %58 = fsub double %48, %54, !dbg !198
  %59 = fadd double %53, %58, !dbg !198
  %60 = fadd double %57, %59, !dbg !198
    #dbg_value(double %60, !188, !DIExpression(), !199)
  %61 = fadd double %54, %60, !dbg !200
    #dbg_value(double %61, !191, !DIExpression(), !199)
  %62 = fsub double %61, %54, !dbg !202
  %63 = fsub double %62, %60, !dbg !203
    #dbg_value(double %63, !185, !DIExpression(), !192)
    #dbg_value(double %61, !184, !DIExpression(), !192)
  %64 = add nuw nsw i32 %50, 2, !dbg !201
    #dbg_value(i32 %64, !186, !DIExpression(), !194)
  %65 = icmp eq i32 %64, 1001, !dbg !204
  br i1 %65, label %66, label %47, !dbg !195, !llvm.loop !205

66:                                               ; preds = %47
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef %61), !dbg !207
    #dbg_value(double 0x7FF0000000000000, !112, !DIExpression(), !126)
    #dbg_value(double 0x7FF8000000000000, !113, !DIExpression(), !126)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !208
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1), !dbg !209
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000), !dbg !210
    #dbg_value(float 0x4170000000000000, !114, !DIExpression(), !126)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000), !dbg !211
    #dbg_value(double 0x3FD3333333333334, !115, !DIExpression(), !126)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0, double noundef 0x3FD3333333333334), !dbg !212
    #dbg_value(double 1.000000e+00, !116, !DIExpression(), !126)
    #dbg_value(i32 0, !117, !DIExpression(), !213)
  br label %73, !dbg !214

67:                                               ; preds = %73
  %68 = fcmp ogt double %81, 0.000000e+00, !dbg !215
  %69 = zext i1 %68 to i32, !dbg !215
  %70 = fmul double %81, 5.000000e-01, !dbg !216
  %71 = fcmp oeq double %70, 0.000000e+00, !dbg !217
  %72 = zext i1 %71 to i32, !dbg !217
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %69, i32 noundef %72), !dbg !218
    #dbg_value(float 0.000000e+00, !119, !DIExpression(), !126)
    #dbg_value(i32 0, !120, !DIExpression(), !219)
  br label %86, !dbg !220

73:                                               ; preds = %73, %66
  %74 = phi i32 [ 0, %66 ], [ %82, %73 ]
  %75 = phi double [ 1.000000e+00, %66 ], [ %81, %73 ]
    #dbg_value(i32 %74, !117, !DIExpression(), !213)
    #dbg_value(double %75, !116, !DIExpression(), !126)
  %76 = fmul double %75, 5.000000e-01, !dbg !221
    #dbg_value(double %76, !116, !DIExpression(), !126)
    #dbg_value(i32 %74, !117, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !213)
  %77 = fmul double %76, 5.000000e-01, !dbg !221
    #dbg_value(double %77, !116, !DIExpression(), !126)
    #dbg_value(i32 %74, !117, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !213)
  %78 = fmul double %77, 5.000000e-01, !dbg !221
    #dbg_value(double %78, !116, !DIExpression(), !126)
    #dbg_value(i32 %74, !117, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !213)
  %79 = fmul double %78, 5.000000e-01, !dbg !221
    #dbg_value(double %79, !116, !DIExpression(), !126)
    #dbg_value(i32 %74, !117, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !213)
  %80 = fmul double %79, 5.000000e-01, !dbg !221
    #dbg_value(double %80, !116, !DIExpression(), !126)
    #dbg_value(i32 %74, !117, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !213)
  %81 = fmul double %80, 5.000000e-01, !dbg !221
    #dbg_value(double %81, !116, !DIExpression(), !126)
  %82 = add nuw nsw i32 %74, 6, !dbg !223
    #dbg_value(i32 %82, !117, !DIExpression(), !213)
  %83 = icmp eq i32 %82, 1074, !dbg !224
  br i1 %83, label %67, label %73, !dbg !214, !llvm.loop !225

84:                                               ; preds = %102
  %85 = fpext float %103 to double, !dbg !227
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, double noundef %85), !dbg !228
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #6, !dbg !229
  ret i32 0, !dbg !230

86:                                               ; preds = %67, %102
  %87 = phi i32 [ 0, %67 ], [ %104, %102 ]
  %88 = phi float [ 0.000000e+00, %67 ], [ %103, %102 ]
    #dbg_value(i32 %87, !120, !DIExpression(), !219)
    #dbg_value(float %88, !119, !DIExpression(), !126)
  %89 = uitofp nneg i32 %87 to float, !dbg !231
  %90 = fmul float %89, 0x3FD7AE1480000000, !dbg !232
  %91 = fadd float %90, -9.000000e+00, !dbg !233
    #dbg_value(float %91, !122, !DIExpression(), !234)
  %92 = fcmp olt float %91, 0.000000e+00, !dbg !235
  br i1 %92, label %93, label %95, !dbg !237

93:                                               ; preds = %86
  %94 = fsub float %88, %91, !dbg !238
    #dbg_value(float %94, !119, !DIExpression(), !126)
  br label %102, !dbg !239

95:                                               ; preds = %86
  %96 = fcmp ult float %91, 3.000000e+00, !dbg !240
  br i1 %96, label %100, label %97, !dbg !242

97:                                               ; preds = %95
  %98 = fmul float %91, 2.000000e+00, !dbg !243
  %99 = fadd float %88, %98, !dbg !244
    #dbg_value(float %99, !119, !DIExpression(), !126)
  br label %102, !dbg !245

100:                                              ; preds = %95
  %101 = fadd float %88, 1.000000e+00, !dbg !246
    #dbg_value(float %101, !119, !DIExpression(), !126)
  br label %102

102:                                              ; preds = %97, %100, %93
  %103 = phi float [ %94, %93 ], [ %99, %97 ], [ %101, %100 ], !dbg !247
    #dbg_value(float %103, !119, !DIExpression(), !126)
  %104 = add nuw nsw i32 %87, 1, !dbg !248
    #dbg_value(i32 %104, !120, !DIExpression(), !219)
  %105 = icmp eq i32 %104, 50, !dbg !249
  br i1 %105, label %84, label %86, !dbg !220, !llvm.loop !250
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !252 {
  %2 = alloca ptr, align 8, !DIAssignID !264
    #dbg_assign(i1 undef, !261, !DIExpression(), !264, ptr %2, !DIExpression(), !265)
    #dbg_value(ptr %0, !259, !DIExpression(), !265)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !266
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !267
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !268
  %4 = load ptr, ptr %2, align 8, !dbg !269, !tbaa !270
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !272
    #dbg_value(i32 %5, !260, !DIExpression(), !265)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !273
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !274
  ret void, !dbg !275
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !276 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !296 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/float_math.c", directory: ".")
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
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !87, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84, !85, !86}
!83 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74, !79}
!88 = !{i32 7, !"Dwarf Version", i32 4}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 2}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 1, !"MaxTLSAlign", i32 65536}
!94 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !97, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!86}
!99 = !{!100, !104, !106, !110, !112, !113, !114, !115, !116, !117, !119, !120, !122}
!100 = !DILocalVariable(name: "c", scope: !96, file: !2, line: 38, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 320, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 5)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 39, type: !86)
!105 = distinct !DILexicalBlock(scope: !96, file: !2, line: 39, column: 5)
!106 = !DILocalVariable(name: "fv", scope: !96, file: !2, line: 40, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 3200, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 100)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 41, type: !86)
!111 = distinct !DILexicalBlock(scope: !96, file: !2, line: 41, column: 5)
!112 = !DILocalVariable(name: "inf", scope: !96, file: !2, line: 52, type: !84)
!113 = !DILocalVariable(name: "nan_v", scope: !96, file: !2, line: 52, type: !84)
!114 = !DILocalVariable(name: "a", scope: !96, file: !2, line: 57, type: !83)
!115 = !DILocalVariable(name: "d", scope: !96, file: !2, line: 59, type: !84)
!116 = !DILocalVariable(name: "dm", scope: !96, file: !2, line: 61, type: !84)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 62, type: !86)
!118 = distinct !DILexicalBlock(scope: !96, file: !2, line: 62, column: 5)
!119 = !DILocalVariable(name: "comparisons", scope: !96, file: !2, line: 64, type: !83)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 65, type: !86)
!121 = distinct !DILexicalBlock(scope: !96, file: !2, line: 65, column: 5)
!122 = !DILocalVariable(name: "x", scope: !123, file: !2, line: 66, type: !83)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 65, column: 34)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 65, column: 5)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !96)
!127 = !DILocation(line: 0, scope: !105)
!128 = !DILocation(line: 39, column: 35, scope: !129)
!129 = distinct !DILexicalBlock(scope: !105, file: !2, line: 39, column: 5)
!130 = !DILocation(line: 40, column: 5, scope: !96)
!131 = !DILocation(line: 0, scope: !111)
!132 = !DILocation(line: 41, column: 5, scope: !111)
!133 = !DILocation(line: 41, column: 60, scope: !134)
!134 = distinct !DILexicalBlock(scope: !111, file: !2, line: 41, column: 5)
!135 = !DILocation(line: 41, column: 50, scope: !134)
!136 = !DILocation(line: 41, column: 48, scope: !134)
!137 = !DILocation(line: 41, column: 35, scope: !134)
!138 = !DILocation(line: 41, column: 41, scope: !134)
!139 = !{!140, !140, i64 0}
!140 = !{!"float", !141, i64 0}
!141 = !{!"omnipotent char", !142, i64 0}
!142 = !{!"Simple C/C++ TBAA"}
!143 = distinct !{!143, !132, !144, !145, !146, !147}
!144 = !DILocation(line: 41, column: 63, scope: !111)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !{!"llvm.loop.isvectorized", i32 1}
!147 = !{!"llvm.loop.unroll.runtime.disable"}
!148 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !160)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 16, column: 5)
!150 = distinct !DISubprogram(name: "fsum", scope: !2, file: !2, line: 14, type: !151, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !155)
!151 = !DISubroutineType(types: !152)
!152 = !{!83, !153, !86}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!155 = !{!156, !157, !158, !159}
!156 = !DILocalVariable(name: "v", arg: 1, scope: !150, file: !2, line: 14, type: !153)
!157 = !DILocalVariable(name: "n", arg: 2, scope: !150, file: !2, line: 14, type: !86)
!158 = !DILocalVariable(name: "s", scope: !150, file: !2, line: 15, type: !83)
!159 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 16, type: !86)
!160 = distinct !DILocation(line: 42, column: 37, scope: !96)
!161 = !DILocation(line: 0, scope: !149, inlinedAt: !160)
!162 = !DILocation(line: 0, scope: !150, inlinedAt: !160)
!163 = !DILocation(line: 16, column: 38, scope: !164, inlinedAt: !160)
!164 = distinct !DILexicalBlock(scope: !149, file: !2, line: 16, column: 5)
!165 = !DILocation(line: 16, column: 35, scope: !164, inlinedAt: !160)
!166 = !DILocation(line: 16, column: 29, scope: !164, inlinedAt: !160)
!167 = !DILocation(line: 16, column: 23, scope: !164, inlinedAt: !160)
!168 = distinct !{!168, !148, !169, !145}
!169 = !DILocation(line: 16, column: 41, scope: !149, inlinedAt: !160)
!170 = !DILocation(line: 42, column: 29, scope: !96)
!171 = !DILocation(line: 42, column: 5, scope: !96)
!172 = !DILocation(line: 43, column: 5, scope: !96)
!173 = !DILocation(line: 44, column: 5, scope: !96)
!174 = !DILocation(line: 45, column: 5, scope: !96)
!175 = !DILocation(line: 47, column: 5, scope: !96)
!176 = !DILocation(line: 48, column: 5, scope: !96)
!177 = !DILocation(line: 49, column: 5, scope: !96)
!178 = !DILocation(line: 50, column: 5, scope: !96)
!179 = !DILocalVariable(name: "n", arg: 1, scope: !180, file: !2, line: 26, type: !86)
!180 = distinct !DISubprogram(name: "kahan", scope: !2, file: !2, line: 26, type: !181, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!84, !86}
!183 = !{!179, !184, !185, !186, !188, !191}
!184 = !DILocalVariable(name: "sum", scope: !180, file: !2, line: 27, type: !84)
!185 = !DILocalVariable(name: "c", scope: !180, file: !2, line: 27, type: !84)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 28, type: !86)
!187 = distinct !DILexicalBlock(scope: !180, file: !2, line: 28, column: 5)
!188 = !DILocalVariable(name: "y", scope: !189, file: !2, line: 29, type: !84)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 28, column: 34)
!190 = distinct !DILexicalBlock(scope: !187, file: !2, line: 28, column: 5)
!191 = !DILocalVariable(name: "t", scope: !189, file: !2, line: 30, type: !84)
!192 = !DILocation(line: 0, scope: !180, inlinedAt: !193)
!193 = distinct !DILocation(line: 51, column: 40, scope: !96)
!194 = !DILocation(line: 0, scope: !187, inlinedAt: !193)
!195 = !DILocation(line: 28, column: 5, scope: !187, inlinedAt: !193)
!196 = !DILocation(line: 29, column: 26, scope: !189, inlinedAt: !193)
!197 = !DILocation(line: 29, column: 24, scope: !189, inlinedAt: !193)
!198 = !DILocation(line: 29, column: 28, scope: !189, inlinedAt: !193)
!199 = !DILocation(line: 0, scope: !189, inlinedAt: !193)
!200 = !DILocation(line: 30, column: 24, scope: !189, inlinedAt: !193)
!201 = !DILocation(line: 28, column: 30, scope: !190, inlinedAt: !193)
!202 = !DILocation(line: 31, column: 16, scope: !189, inlinedAt: !193)
!203 = !DILocation(line: 31, column: 23, scope: !189, inlinedAt: !193)
!204 = !DILocation(line: 28, column: 23, scope: !190, inlinedAt: !193)
!205 = distinct !{!205, !195, !206, !145}
!206 = !DILocation(line: 33, column: 5, scope: !187, inlinedAt: !193)
!207 = !DILocation(line: 51, column: 5, scope: !96)
!208 = !DILocation(line: 53, column: 5, scope: !96)
!209 = !DILocation(line: 55, column: 5, scope: !96)
!210 = !DILocation(line: 56, column: 5, scope: !96)
!211 = !DILocation(line: 58, column: 5, scope: !96)
!212 = !DILocation(line: 60, column: 5, scope: !96)
!213 = !DILocation(line: 0, scope: !118)
!214 = !DILocation(line: 62, column: 5, scope: !118)
!215 = !DILocation(line: 63, column: 61, scope: !96)
!216 = !DILocation(line: 63, column: 69, scope: !96)
!217 = !DILocation(line: 63, column: 73, scope: !96)
!218 = !DILocation(line: 63, column: 5, scope: !96)
!219 = !DILocation(line: 0, scope: !121)
!220 = !DILocation(line: 65, column: 5, scope: !121)
!221 = !DILocation(line: 62, column: 39, scope: !222)
!222 = distinct !DILexicalBlock(scope: !118, file: !2, line: 62, column: 5)
!223 = !DILocation(line: 62, column: 32, scope: !222)
!224 = !DILocation(line: 62, column: 23, scope: !222)
!225 = distinct !{!225, !214, !226, !145}
!226 = !DILocation(line: 62, column: 42, scope: !118)
!227 = !DILocation(line: 69, column: 36, scope: !96)
!228 = !DILocation(line: 69, column: 5, scope: !96)
!229 = !DILocation(line: 71, column: 1, scope: !96)
!230 = !DILocation(line: 70, column: 5, scope: !96)
!231 = !DILocation(line: 66, column: 19, scope: !123)
!232 = !DILocation(line: 66, column: 28, scope: !123)
!233 = !DILocation(line: 66, column: 36, scope: !123)
!234 = !DILocation(line: 0, scope: !123)
!235 = !DILocation(line: 67, column: 15, scope: !236)
!236 = distinct !DILexicalBlock(scope: !123, file: !2, line: 67, column: 13)
!237 = !DILocation(line: 67, column: 13, scope: !123)
!238 = !DILocation(line: 67, column: 35, scope: !236)
!239 = !DILocation(line: 67, column: 23, scope: !236)
!240 = !DILocation(line: 67, column: 52, scope: !241)
!241 = distinct !DILexicalBlock(scope: !236, file: !2, line: 67, column: 50)
!242 = !DILocation(line: 67, column: 50, scope: !236)
!243 = !DILocation(line: 67, column: 78, scope: !241)
!244 = !DILocation(line: 67, column: 73, scope: !241)
!245 = !DILocation(line: 67, column: 61, scope: !241)
!246 = !DILocation(line: 67, column: 103, scope: !241)
!247 = !DILocation(line: 67, scope: !236)
!248 = !DILocation(line: 65, column: 30, scope: !124)
!249 = !DILocation(line: 65, column: 23, scope: !124)
!250 = distinct !{!250, !220, !251, !145}
!251 = !DILocation(line: 68, column: 5, scope: !121)
!252 = distinct !DISubprogram(name: "printf", scope: !253, file: !253, line: 368, type: !254, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !258)
!253 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!254 = !DISubroutineType(cc: DW_CC_nocall, types: !255)
!255 = !{!86, !256, null}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!258 = !{!259, !260, !261}
!259 = !DILocalVariable(name: "__format", arg: 1, scope: !252, file: !253, line: 368, type: !256)
!260 = !DILocalVariable(name: "__retval", scope: !252, file: !253, line: 370, type: !86)
!261 = !DILocalVariable(name: "__local_argv", scope: !252, file: !253, line: 371, type: !262)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 0, scope: !252)
!266 = !DILocation(line: 371, column: 3, scope: !252)
!267 = !DILocation(line: 371, column: 35, scope: !252)
!268 = !DILocation(line: 372, column: 32, scope: !252)
!269 = !DILocation(line: 372, column: 50, scope: !252)
!270 = !{!271, !271, i64 0}
!271 = !{!"any pointer", !141, i64 0}
!272 = !DILocation(line: 372, column: 14, scope: !252)
!273 = !DILocation(line: 373, column: 3, scope: !252)
!274 = !DILocation(line: 375, column: 1, scope: !252)
!275 = !DILocation(line: 374, column: 3, scope: !252)
!276 = !DISubprogram(name: "__mingw_vfprintf", scope: !253, file: !253, line: 193, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!86, !279, !292, !293}
!279 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !280)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !253, line: 47, baseType: !282)
!282 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !253, line: 33, size: 384, align: 64, elements: !283)
!283 = !{!284, !285, !286, !287, !288, !289, !290, !291}
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !282, file: !253, line: 37, baseType: !263, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !282, file: !253, line: 38, baseType: !86, size: 32, offset: 64)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !282, file: !253, line: 39, baseType: !263, size: 64, offset: 128)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !282, file: !253, line: 40, baseType: !86, size: 32, offset: 192)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !282, file: !253, line: 41, baseType: !86, size: 32, offset: 224)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !282, file: !253, line: 42, baseType: !86, size: 32, offset: 256)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !282, file: !253, line: 43, baseType: !86, size: 32, offset: 288)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !282, file: !253, line: 44, baseType: !263, size: 64, offset: 320)
!292 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !256)
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !294, line: 31, baseType: !295)
!294 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !294, line: 24, baseType: !262)
!296 = !DISubprogram(name: "__acrt_iob_func", scope: !253, file: !253, line: 93, type: !297, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{!280, !85}
