; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !95 {
  %1 = alloca [100 x float], align 4, !DIAssignID !125
    #dbg_assign(i1 undef, !106, !DIExpression(), !125, ptr %1, !DIExpression(), !126)
    #dbg_value(double 1.000000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double -2.500000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double 7.500000e-01, !100, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
    #dbg_value(double 3.000000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !126)
    #dbg_value(double -1.250000e-01, !100, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !126)
    #dbg_value(i32 -2, !104, !DIExpression(), !127)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2, double noundef 1.125000e+00), !dbg !128
    #dbg_value(i32 -1, !104, !DIExpression(), !127)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, double noundef 0x4000700000000000), !dbg !128
    #dbg_value(i32 0, !104, !DIExpression(), !127)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 1.000000e+00), !dbg !128
    #dbg_value(i32 1, !104, !DIExpression(), !127)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef 0x3FD3800000000000), !dbg !128
    #dbg_value(i32 2, !104, !DIExpression(), !127)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 2.125000e+00), !dbg !128
    #dbg_value(i32 3, !104, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #4, !dbg !130
    #dbg_value(i32 0, !110, !DIExpression(), !131)
  br label %7, !dbg !132

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %20, %7 ], !dbg !133
  %9 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %21, %7 ]
  %10 = trunc <4 x i64> %9 to <4 x i32>, !dbg !135
  %11 = add <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>, !dbg !135
  %12 = trunc <4 x i64> %9 to <4 x i32>, !dbg !135
  %13 = add <4 x i32> %12, <i32 5, i32 5, i32 5, i32 5>, !dbg !135
  %14 = uitofp <4 x i32> %11 to <4 x float>, !dbg !135
  %15 = uitofp <4 x i32> %13 to <4 x float>, !dbg !135
  %16 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %14, !dbg !136
  %17 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %15, !dbg !136
  %18 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %8, !dbg !137
  %19 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !138
  store <4 x float> %16, ptr %18, align 4, !dbg !138, !tbaa !139
  store <4 x float> %17, ptr %19, align 4, !dbg !138, !tbaa !139
  %20 = add nuw i64 %8, 8, !dbg !133
  %21 = add <4 x i64> %9, <i64 8, i64 8, i64 8, i64 8>
  %22 = icmp eq i64 %20, 96, !dbg !133
  br i1 %22, label %58, label %7, !dbg !133, !llvm.loop !143

23:                                               ; preds = %23, %74
  %24 = phi i32 [ 0, %74 ], [ %29, %23 ]
  %25 = phi double [ 2.000000e+00, %74 ], [ %28, %23 ]
    #dbg_value(i32 %24, !148, !DIExpression(), !156)
    #dbg_value(double %25, !155, !DIExpression(), !158)
  %26 = fdiv double 2.000000e+00, %25, !dbg !159
  %27 = fadd double %25, %26, !dbg !161
  %28 = fmul double %27, 5.000000e-01, !dbg !162
    #dbg_value(double %28, !155, !DIExpression(), !158)
  %29 = add nuw nsw i32 %24, 1, !dbg !163
    #dbg_value(i32 %29, !148, !DIExpression(), !156)
  %30 = icmp eq i32 %29, 30, !dbg !164
  br i1 %30, label %31, label %23, !dbg !165, !llvm.loop !166

31:                                               ; preds = %23
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef %28), !dbg !168
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000), !dbg !169
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00), !dbg !170
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00), !dbg !171
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00), !dbg !172
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD), !dbg !173
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2), !dbg !174
    #dbg_value(i32 1000, !175, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !180, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !181, !DIExpression(), !188)
    #dbg_value(i32 1, !182, !DIExpression(), !190)
  br label %39, !dbg !191

39:                                               ; preds = %39, %31
  %40 = phi double [ 0.000000e+00, %31 ], [ %46, %39 ]
  %41 = phi double [ 0.000000e+00, %31 ], [ %48, %39 ]
  %42 = phi i32 [ 1, %31 ], [ %49, %39 ]
    #dbg_value(double %40, !180, !DIExpression(), !188)
    #dbg_value(double %41, !181, !DIExpression(), !188)
    #dbg_value(i32 %42, !182, !DIExpression(), !190)
  %43 = uitofp nneg i32 %42 to double, !dbg !192
  %44 = fdiv double 1.000000e+00, %43, !dbg !193
  %45 = fsub double %44, %41, !dbg !194
    #dbg_value(double %45, !184, !DIExpression(), !195)
  %46 = fadd double %40, %45, !dbg !196
    #dbg_value(double %46, !187, !DIExpression(), !195)
  %47 = fsub double %46, %40, !dbg !197
  %48 = fsub double %47, %45, !dbg !198
    #dbg_value(double %48, !181, !DIExpression(), !188)
    #dbg_value(double %46, !180, !DIExpression(), !188)
  %49 = add nuw nsw i32 %42, 1, !dbg !199
    #dbg_value(i32 %49, !182, !DIExpression(), !190)
  %50 = icmp eq i32 %49, 1001, !dbg !200
  br i1 %50, label %51, label %39, !dbg !191, !llvm.loop !201

51:                                               ; preds = %39
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %46), !dbg !203
    #dbg_value(double 0x7FF0000000000000, !112, !DIExpression(), !126)
    #dbg_value(double 0x7FF8000000000000, !113, !DIExpression(), !126)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !204
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1), !dbg !205
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000), !dbg !206
    #dbg_value(float 0x4170000000000000, !114, !DIExpression(), !126)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000), !dbg !207
    #dbg_value(double 0x3FD3333333333334, !115, !DIExpression(), !126)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, double noundef 0x3FD3333333333334), !dbg !208
    #dbg_value(double 1.000000e+00, !116, !DIExpression(), !126)
    #dbg_value(i32 0, !117, !DIExpression(), !209)
  br label %96, !dbg !210

58:                                               ; preds = %7
    #dbg_value(i64 96, !110, !DIExpression(), !131)
  %59 = getelementptr inbounds i8, ptr %1, i64 384, !dbg !137
  store float 0x3F851D07E0000000, ptr %59, align 4, !dbg !138, !tbaa !139
    #dbg_value(i64 97, !110, !DIExpression(), !131)
  %60 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !137
  store float 0x3F84E5E0A0000000, ptr %60, align 4, !dbg !138, !tbaa !139
    #dbg_value(i64 98, !110, !DIExpression(), !131)
  %61 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !137
  store float 0x3F84AFD6A0000000, ptr %61, align 4, !dbg !138, !tbaa !139
    #dbg_value(i64 99, !110, !DIExpression(), !131)
  %62 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !137
  store float 0x3F847AE140000000, ptr %62, align 4, !dbg !138, !tbaa !139
    #dbg_value(i64 100, !110, !DIExpression(), !131)
  br label %63, !dbg !211

63:                                               ; preds = %58, %63
  %64 = phi i64 [ %72, %63 ], [ 0, %58 ], !dbg !224
  %65 = phi float [ %71, %63 ], [ 0.000000e+00, %58 ]
  %66 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !226
  %67 = getelementptr inbounds i8, ptr %66, i64 16, !dbg !226
  %68 = load <4 x float>, ptr %66, align 4, !dbg !226, !tbaa !139
  %69 = load <4 x float>, ptr %67, align 4, !dbg !226, !tbaa !139
  %70 = tail call float @llvm.vector.reduce.fadd.v4f32(float %65, <4 x float> %68), !dbg !226
  %71 = tail call float @llvm.vector.reduce.fadd.v4f32(float %70, <4 x float> %69), !dbg !226
  %72 = add nuw i64 %64, 8, !dbg !224
  %73 = icmp eq i64 %72, 96, !dbg !224
  br i1 %73, label %74, label %63, !dbg !224, !llvm.loop !227

74:                                               ; preds = %63
    #dbg_value(i64 96, !222, !DIExpression(), !229)
    #dbg_value(float %71, !221, !DIExpression(), !230)
  %75 = getelementptr inbounds i8, ptr %1, i64 384, !dbg !226
  %76 = load float, ptr %75, align 4, !dbg !226, !tbaa !139
  %77 = fadd float %71, %76, !dbg !231
    #dbg_value(float %77, !221, !DIExpression(), !230)
    #dbg_value(i64 97, !222, !DIExpression(), !229)
  %78 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !226
  %79 = load float, ptr %78, align 4, !dbg !226, !tbaa !139
  %80 = fadd float %77, %79, !dbg !231
    #dbg_value(float %80, !221, !DIExpression(), !230)
    #dbg_value(i64 98, !222, !DIExpression(), !229)
  %81 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !226
  %82 = load float, ptr %81, align 4, !dbg !226, !tbaa !139
  %83 = fadd float %80, %82, !dbg !231
    #dbg_value(float %83, !221, !DIExpression(), !230)
    #dbg_value(i64 99, !222, !DIExpression(), !229)
  %84 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !226
  %85 = load float, ptr %84, align 4, !dbg !226, !tbaa !139
  %86 = fadd float %83, %85, !dbg !231
    #dbg_value(float %86, !221, !DIExpression(), !230)
    #dbg_value(i64 100, !222, !DIExpression(), !229)
  %87 = fpext float %86 to double, !dbg !232
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %87), !dbg !233
    #dbg_value(double 2.000000e+00, !154, !DIExpression(), !158)
    #dbg_value(double 2.000000e+00, !155, !DIExpression(), !158)
    #dbg_value(i32 0, !148, !DIExpression(), !156)
  br label %23, !dbg !165

89:                                               ; preds = %96
  %90 = fcmp ogt double %99, 0.000000e+00, !dbg !234
  %91 = zext i1 %90 to i32, !dbg !234
  %92 = fmul double %99, 5.000000e-01, !dbg !235
  %93 = fcmp oeq double %92, 0.000000e+00, !dbg !236
  %94 = zext i1 %93 to i32, !dbg !236
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %91, i32 noundef %94), !dbg !237
    #dbg_value(float 0.000000e+00, !119, !DIExpression(), !126)
    #dbg_value(i32 0, !120, !DIExpression(), !238)
  br label %105, !dbg !239

96:                                               ; preds = %51, %96
  %97 = phi i32 [ 0, %51 ], [ %100, %96 ]
  %98 = phi double [ 1.000000e+00, %51 ], [ %99, %96 ]
    #dbg_value(i32 %97, !117, !DIExpression(), !209)
    #dbg_value(double %98, !116, !DIExpression(), !126)
  %99 = fmul double %98, 5.000000e-01, !dbg !240
    #dbg_value(double %99, !116, !DIExpression(), !126)
  %100 = add nuw nsw i32 %97, 1, !dbg !242
    #dbg_value(i32 %100, !117, !DIExpression(), !209)
  %101 = icmp eq i32 %100, 1074, !dbg !243
  br i1 %101, label %89, label %96, !dbg !210, !llvm.loop !244

102:                                              ; preds = %121
  %103 = fpext float %122 to double, !dbg !246
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %103), !dbg !247
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #4, !dbg !248
  ret i32 0, !dbg !249

105:                                              ; preds = %89, %121
  %106 = phi i32 [ 0, %89 ], [ %123, %121 ]
  %107 = phi float [ 0.000000e+00, %89 ], [ %122, %121 ]
    #dbg_value(i32 %106, !120, !DIExpression(), !238)
    #dbg_value(float %107, !119, !DIExpression(), !126)
  %108 = uitofp nneg i32 %106 to float, !dbg !250
  %109 = fmul float %108, 0x3FD7AE1480000000, !dbg !251
  %110 = fadd float %109, -9.000000e+00, !dbg !252
    #dbg_value(float %110, !122, !DIExpression(), !253)
  %111 = fcmp olt float %110, 0.000000e+00, !dbg !254
  br i1 %111, label %112, label %114, !dbg !256

112:                                              ; preds = %105
  %113 = fsub float %107, %110, !dbg !257
    #dbg_value(float %113, !119, !DIExpression(), !126)
  br label %121, !dbg !258

114:                                              ; preds = %105
  %115 = fcmp ult float %110, 3.000000e+00, !dbg !259
  br i1 %115, label %119, label %116, !dbg !261

116:                                              ; preds = %114
  %117 = fmul float %110, 2.000000e+00, !dbg !262
  %118 = fadd float %107, %117, !dbg !263
    #dbg_value(float %118, !119, !DIExpression(), !126)
  br label %121, !dbg !264

119:                                              ; preds = %114
  %120 = fadd float %107, 1.000000e+00, !dbg !265
    #dbg_value(float %120, !119, !DIExpression(), !126)
  br label %121

121:                                              ; preds = %116, %119, %112
  %122 = phi float [ %113, %112 ], [ %118, %116 ], [ %120, %119 ], !dbg !266
    #dbg_value(float %122, !119, !DIExpression(), !126)
  %123 = add nuw nsw i32 %106, 1, !dbg !267
    #dbg_value(i32 %123, !120, !DIExpression(), !238)
  %124 = icmp eq i32 %123, 50, !dbg !268
  br i1 %124, label %102, label %105, !dbg !239, !llvm.loop !269
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !271 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/float_math.c", directory: ".", checksumkind: CSK_MD5, checksum: "9c6beb0acd0038410471044bad8032c0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!92 = !{i32 7, !"frame-pointer", i32 1}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !96, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!98}
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !{!100, !104, !106, !110, !112, !113, !114, !115, !116, !117, !119, !120, !122}
!100 = !DILocalVariable(name: "c", scope: !95, file: !2, line: 38, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 320, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 5)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 39, type: !98)
!105 = distinct !DILexicalBlock(scope: !95, file: !2, line: 39, column: 5)
!106 = !DILocalVariable(name: "fv", scope: !95, file: !2, line: 40, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 3200, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 100)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 41, type: !98)
!111 = distinct !DILexicalBlock(scope: !95, file: !2, line: 41, column: 5)
!112 = !DILocalVariable(name: "inf", scope: !95, file: !2, line: 52, type: !84)
!113 = !DILocalVariable(name: "nan_v", scope: !95, file: !2, line: 52, type: !84)
!114 = !DILocalVariable(name: "a", scope: !95, file: !2, line: 57, type: !83)
!115 = !DILocalVariable(name: "d", scope: !95, file: !2, line: 59, type: !84)
!116 = !DILocalVariable(name: "dm", scope: !95, file: !2, line: 61, type: !84)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 62, type: !98)
!118 = distinct !DILexicalBlock(scope: !95, file: !2, line: 62, column: 5)
!119 = !DILocalVariable(name: "comparisons", scope: !95, file: !2, line: 64, type: !83)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 65, type: !98)
!121 = distinct !DILexicalBlock(scope: !95, file: !2, line: 65, column: 5)
!122 = !DILocalVariable(name: "x", scope: !123, file: !2, line: 66, type: !83)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 65, column: 34)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 65, column: 5)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !95)
!127 = !DILocation(line: 0, scope: !105)
!128 = !DILocation(line: 39, column: 35, scope: !129)
!129 = distinct !DILexicalBlock(scope: !105, file: !2, line: 39, column: 5)
!130 = !DILocation(line: 40, column: 5, scope: !95)
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
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 22, type: !98)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 22, column: 5)
!150 = distinct !DISubprogram(name: "newton_sqrt", scope: !2, file: !2, line: 20, type: !151, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!84, !84}
!153 = !{!154, !155, !148}
!154 = !DILocalVariable(name: "a", arg: 1, scope: !150, file: !2, line: 20, type: !84)
!155 = !DILocalVariable(name: "x", scope: !150, file: !2, line: 21, type: !84)
!156 = !DILocation(line: 0, scope: !149, inlinedAt: !157)
!157 = distinct !DILocation(line: 43, column: 59, scope: !95)
!158 = !DILocation(line: 0, scope: !150, inlinedAt: !157)
!159 = !DILocation(line: 22, column: 51, scope: !160, inlinedAt: !157)
!160 = distinct !DILexicalBlock(scope: !149, file: !2, line: 22, column: 5)
!161 = !DILocation(line: 22, column: 47, scope: !160, inlinedAt: !157)
!162 = !DILocation(line: 22, column: 42, scope: !160, inlinedAt: !157)
!163 = !DILocation(line: 22, column: 30, scope: !160, inlinedAt: !157)
!164 = !DILocation(line: 22, column: 23, scope: !160, inlinedAt: !157)
!165 = !DILocation(line: 22, column: 5, scope: !149, inlinedAt: !157)
!166 = distinct !{!166, !165, !167, !145}
!167 = !DILocation(line: 22, column: 54, scope: !149, inlinedAt: !157)
!168 = !DILocation(line: 43, column: 5, scope: !95)
!169 = !DILocation(line: 44, column: 5, scope: !95)
!170 = !DILocation(line: 45, column: 5, scope: !95)
!171 = !DILocation(line: 47, column: 5, scope: !95)
!172 = !DILocation(line: 48, column: 5, scope: !95)
!173 = !DILocation(line: 49, column: 5, scope: !95)
!174 = !DILocation(line: 50, column: 5, scope: !95)
!175 = !DILocalVariable(name: "n", arg: 1, scope: !176, file: !2, line: 26, type: !98)
!176 = distinct !DISubprogram(name: "kahan", scope: !2, file: !2, line: 26, type: !177, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!84, !98}
!179 = !{!175, !180, !181, !182, !184, !187}
!180 = !DILocalVariable(name: "sum", scope: !176, file: !2, line: 27, type: !84)
!181 = !DILocalVariable(name: "c", scope: !176, file: !2, line: 27, type: !84)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 28, type: !98)
!183 = distinct !DILexicalBlock(scope: !176, file: !2, line: 28, column: 5)
!184 = !DILocalVariable(name: "y", scope: !185, file: !2, line: 29, type: !84)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 28, column: 34)
!186 = distinct !DILexicalBlock(scope: !183, file: !2, line: 28, column: 5)
!187 = !DILocalVariable(name: "t", scope: !185, file: !2, line: 30, type: !84)
!188 = !DILocation(line: 0, scope: !176, inlinedAt: !189)
!189 = distinct !DILocation(line: 51, column: 40, scope: !95)
!190 = !DILocation(line: 0, scope: !183, inlinedAt: !189)
!191 = !DILocation(line: 28, column: 5, scope: !183, inlinedAt: !189)
!192 = !DILocation(line: 29, column: 26, scope: !185, inlinedAt: !189)
!193 = !DILocation(line: 29, column: 24, scope: !185, inlinedAt: !189)
!194 = !DILocation(line: 29, column: 28, scope: !185, inlinedAt: !189)
!195 = !DILocation(line: 0, scope: !185, inlinedAt: !189)
!196 = !DILocation(line: 30, column: 24, scope: !185, inlinedAt: !189)
!197 = !DILocation(line: 31, column: 16, scope: !185, inlinedAt: !189)
!198 = !DILocation(line: 31, column: 23, scope: !185, inlinedAt: !189)
!199 = !DILocation(line: 28, column: 30, scope: !186, inlinedAt: !189)
!200 = !DILocation(line: 28, column: 23, scope: !186, inlinedAt: !189)
!201 = distinct !{!201, !191, !202, !145}
!202 = !DILocation(line: 33, column: 5, scope: !183, inlinedAt: !189)
!203 = !DILocation(line: 51, column: 5, scope: !95)
!204 = !DILocation(line: 53, column: 5, scope: !95)
!205 = !DILocation(line: 55, column: 5, scope: !95)
!206 = !DILocation(line: 56, column: 5, scope: !95)
!207 = !DILocation(line: 58, column: 5, scope: !95)
!208 = !DILocation(line: 60, column: 5, scope: !95)
!209 = !DILocation(line: 0, scope: !118)
!210 = !DILocation(line: 62, column: 5, scope: !118)
!211 = !DILocation(line: 16, column: 5, scope: !212, inlinedAt: !223)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 16, column: 5)
!213 = distinct !DISubprogram(name: "fsum", scope: !2, file: !2, line: 14, type: !214, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !218)
!214 = !DISubroutineType(types: !215)
!215 = !{!83, !216, !98}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!218 = !{!219, !220, !221, !222}
!219 = !DILocalVariable(name: "v", arg: 1, scope: !213, file: !2, line: 14, type: !216)
!220 = !DILocalVariable(name: "n", arg: 2, scope: !213, file: !2, line: 14, type: !98)
!221 = !DILocalVariable(name: "s", scope: !213, file: !2, line: 15, type: !83)
!222 = !DILocalVariable(name: "i", scope: !212, file: !2, line: 16, type: !98)
!223 = distinct !DILocation(line: 42, column: 37, scope: !95)
!224 = !DILocation(line: 16, column: 29, scope: !225, inlinedAt: !223)
!225 = distinct !DILexicalBlock(scope: !212, file: !2, line: 16, column: 5)
!226 = !DILocation(line: 16, column: 38, scope: !225, inlinedAt: !223)
!227 = distinct !{!227, !211, !228, !145, !146, !147}
!228 = !DILocation(line: 16, column: 41, scope: !212, inlinedAt: !223)
!229 = !DILocation(line: 0, scope: !212, inlinedAt: !223)
!230 = !DILocation(line: 0, scope: !213, inlinedAt: !223)
!231 = !DILocation(line: 16, column: 35, scope: !225, inlinedAt: !223)
!232 = !DILocation(line: 42, column: 29, scope: !95)
!233 = !DILocation(line: 42, column: 5, scope: !95)
!234 = !DILocation(line: 63, column: 61, scope: !95)
!235 = !DILocation(line: 63, column: 69, scope: !95)
!236 = !DILocation(line: 63, column: 73, scope: !95)
!237 = !DILocation(line: 63, column: 5, scope: !95)
!238 = !DILocation(line: 0, scope: !121)
!239 = !DILocation(line: 65, column: 5, scope: !121)
!240 = !DILocation(line: 62, column: 39, scope: !241)
!241 = distinct !DILexicalBlock(scope: !118, file: !2, line: 62, column: 5)
!242 = !DILocation(line: 62, column: 32, scope: !241)
!243 = !DILocation(line: 62, column: 23, scope: !241)
!244 = distinct !{!244, !210, !245, !145}
!245 = !DILocation(line: 62, column: 42, scope: !118)
!246 = !DILocation(line: 69, column: 36, scope: !95)
!247 = !DILocation(line: 69, column: 5, scope: !95)
!248 = !DILocation(line: 71, column: 1, scope: !95)
!249 = !DILocation(line: 70, column: 5, scope: !95)
!250 = !DILocation(line: 66, column: 19, scope: !123)
!251 = !DILocation(line: 66, column: 28, scope: !123)
!252 = !DILocation(line: 66, column: 36, scope: !123)
!253 = !DILocation(line: 0, scope: !123)
!254 = !DILocation(line: 67, column: 15, scope: !255)
!255 = distinct !DILexicalBlock(scope: !123, file: !2, line: 67, column: 13)
!256 = !DILocation(line: 67, column: 13, scope: !123)
!257 = !DILocation(line: 67, column: 35, scope: !255)
!258 = !DILocation(line: 67, column: 23, scope: !255)
!259 = !DILocation(line: 67, column: 52, scope: !260)
!260 = distinct !DILexicalBlock(scope: !255, file: !2, line: 67, column: 50)
!261 = !DILocation(line: 67, column: 50, scope: !255)
!262 = !DILocation(line: 67, column: 78, scope: !260)
!263 = !DILocation(line: 67, column: 73, scope: !260)
!264 = !DILocation(line: 67, column: 61, scope: !260)
!265 = !DILocation(line: 67, column: 103, scope: !260)
!266 = !DILocation(line: 67, scope: !255)
!267 = !DILocation(line: 65, column: 30, scope: !124)
!268 = !DILocation(line: 65, column: 23, scope: !124)
!269 = distinct !{!269, !239, !270, !145}
!270 = !DILocation(line: 68, column: 5, scope: !121)
!271 = !DISubprogram(name: "printf", scope: !272, file: !272, line: 356, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!273 = !DISubroutineType(types: !274)
!274 = !{!98, !275, null}
!275 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
