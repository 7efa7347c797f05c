; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

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

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !77 {
    #dbg_value(double 2.000000e+00, !100, !DIExpression(), !108)
    #dbg_value(double 2.000000e+00, !105, !DIExpression(), !108)
    #dbg_value(i32 0, !106, !DIExpression(), !110)
  br label %1, !dbg !111

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %7, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %6, %1 ]
    #dbg_value(i32 %2, !106, !DIExpression(), !110)
    #dbg_value(double %3, !105, !DIExpression(), !108)
  %4 = fdiv double 2.000000e+00, %3, !dbg !112
  %5 = fadd double %3, %4, !dbg !114
  %6 = fmul double %5, 5.000000e-01, !dbg !115
    #dbg_value(double %6, !105, !DIExpression(), !108)
  %7 = add nuw nsw i32 %2, 1, !dbg !116
    #dbg_value(i32 %7, !106, !DIExpression(), !110)
  %8 = icmp eq i32 %7, 60, !dbg !117
  br i1 %8, label %9, label %1, !dbg !111, !llvm.loop !118

9:                                                ; preds = %1, %9
  %10 = phi i32 [ %15, %9 ], [ 0, %1 ]
  %11 = phi double [ %14, %9 ], [ 1.000000e+06, %1 ]
    #dbg_value(i32 %10, !106, !DIExpression(), !121)
    #dbg_value(double %11, !105, !DIExpression(), !123)
  %12 = fdiv double 1.000000e+06, %11, !dbg !124
  %13 = fadd double %11, %12, !dbg !125
  %14 = fmul double %13, 5.000000e-01, !dbg !126
    #dbg_value(double %14, !105, !DIExpression(), !123)
  %15 = add nuw nsw i32 %10, 1, !dbg !127
    #dbg_value(i32 %15, !106, !DIExpression(), !121)
  %16 = icmp eq i32 %15, 60, !dbg !128
  br i1 %16, label %17, label %9, !dbg !129, !llvm.loop !130

17:                                               ; preds = %9
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %14), !dbg !132
    #dbg_value(double 1.000000e+00, !133, !DIExpression(), !140)
    #dbg_value(double 1.000000e+00, !136, !DIExpression(), !140)
    #dbg_value(double 1.000000e+00, !137, !DIExpression(), !140)
    #dbg_value(i32 1, !138, !DIExpression(), !142)
  br label %19, !dbg !143

19:                                               ; preds = %19, %17
  %20 = phi i32 [ 1, %17 ], [ %27, %19 ]
  %21 = phi double [ 1.000000e+00, %17 ], [ %26, %19 ]
  %22 = phi double [ 1.000000e+00, %17 ], [ %25, %19 ]
    #dbg_value(i32 %20, !138, !DIExpression(), !142)
    #dbg_value(double %21, !137, !DIExpression(), !140)
    #dbg_value(double %22, !136, !DIExpression(), !140)
  %23 = uitofp nneg i32 %20 to double, !dbg !144
  %24 = fdiv double 1.000000e+00, %23, !dbg !147
  %25 = fmul double %22, %24, !dbg !148
    #dbg_value(double %25, !136, !DIExpression(), !140)
  %26 = fadd double %21, %25, !dbg !149
    #dbg_value(double %26, !137, !DIExpression(), !140)
  %27 = add nuw nsw i32 %20, 1, !dbg !150
    #dbg_value(i32 %27, !138, !DIExpression(), !142)
  %28 = icmp eq i32 %27, 40, !dbg !151
  br i1 %28, label %29, label %19, !dbg !143, !llvm.loop !152

29:                                               ; preds = %19, %29
  %30 = phi i32 [ %37, %29 ], [ 1, %19 ]
  %31 = phi double [ %36, %29 ], [ 1.000000e+00, %19 ]
  %32 = phi double [ %35, %29 ], [ 1.000000e+00, %19 ]
    #dbg_value(i32 %30, !138, !DIExpression(), !154)
    #dbg_value(double %31, !137, !DIExpression(), !156)
    #dbg_value(double %32, !136, !DIExpression(), !156)
  %33 = uitofp nneg i32 %30 to double, !dbg !157
  %34 = fdiv double -2.000000e+00, %33, !dbg !158
  %35 = fmul double %32, %34, !dbg !159
    #dbg_value(double %35, !136, !DIExpression(), !156)
  %36 = fadd double %31, %35, !dbg !160
    #dbg_value(double %36, !137, !DIExpression(), !156)
  %37 = add nuw nsw i32 %30, 1, !dbg !161
    #dbg_value(i32 %37, !138, !DIExpression(), !154)
  %38 = icmp eq i32 %37, 40, !dbg !162
  br i1 %38, label %39, label %29, !dbg !163, !llvm.loop !164

39:                                               ; preds = %29
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %26, double noundef %36), !dbg !166
    #dbg_value(double 5.000000e-01, !167, !DIExpression(), !174)
    #dbg_value(double 5.000000e-01, !170, !DIExpression(), !174)
    #dbg_value(double 5.000000e-01, !171, !DIExpression(), !174)
    #dbg_value(i32 1, !172, !DIExpression(), !176)
    #dbg_value(i32 1, !172, !DIExpression(), !176)
    #dbg_value(double 5.000000e-01, !171, !DIExpression(), !174)
    #dbg_value(double 5.000000e-01, !170, !DIExpression(), !174)
  br label %41, !dbg !177

41:                                               ; preds = %41, %39
  %42 = phi i32 [ 1, %39 ], [ %52, %41 ]
  %43 = phi double [ 5.000000e-01, %39 ], [ %51, %41 ]
  %44 = phi double [ 5.000000e-01, %39 ], [ %50, %41 ]
    #dbg_value(i32 %42, !172, !DIExpression(), !176)
    #dbg_value(double %43, !171, !DIExpression(), !174)
    #dbg_value(double %44, !170, !DIExpression(), !174)
  %45 = shl nuw nsw i32 %42, 1, !dbg !178
  %46 = or disjoint i32 %45, 1, !dbg !181
  %47 = mul nuw nsw i32 %46, %45, !dbg !182
  %48 = uitofp nneg i32 %47 to double, !dbg !183
  %49 = fdiv double -2.500000e-01, %48, !dbg !184
  %50 = fmul double %44, %49, !dbg !185
    #dbg_value(double %50, !170, !DIExpression(), !174)
  %51 = fadd double %43, %50, !dbg !186
    #dbg_value(double %51, !171, !DIExpression(), !174)
  %52 = add nuw nsw i32 %42, 1, !dbg !187
    #dbg_value(i32 %52, !172, !DIExpression(), !176)
  %53 = icmp eq i32 %52, 20, !dbg !188
  br i1 %53, label %54, label %41, !dbg !177, !llvm.loop !189

54:                                               ; preds = %41, %54
  %55 = phi i32 [ %65, %54 ], [ 1, %41 ]
  %56 = phi double [ %64, %54 ], [ 3.000000e+00, %41 ]
  %57 = phi double [ %63, %54 ], [ 3.000000e+00, %41 ]
    #dbg_value(i32 %55, !172, !DIExpression(), !191)
    #dbg_value(double %56, !171, !DIExpression(), !193)
    #dbg_value(double %57, !170, !DIExpression(), !193)
  %58 = shl nuw nsw i32 %55, 1, !dbg !194
  %59 = or disjoint i32 %58, 1, !dbg !195
  %60 = mul nuw nsw i32 %59, %58, !dbg !196
  %61 = uitofp nneg i32 %60 to double, !dbg !197
  %62 = fdiv double -9.000000e+00, %61, !dbg !198
  %63 = fmul double %57, %62, !dbg !199
    #dbg_value(double %63, !170, !DIExpression(), !193)
  %64 = fadd double %56, %63, !dbg !200
    #dbg_value(double %64, !171, !DIExpression(), !193)
  %65 = add nuw nsw i32 %55, 1, !dbg !201
    #dbg_value(i32 %65, !172, !DIExpression(), !191)
  %66 = icmp eq i32 %65, 20, !dbg !202
  br i1 %66, label %67, label %54, !dbg !203, !llvm.loop !204

67:                                               ; preds = %54
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %51, double noundef %64), !dbg !206
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00), !dbg !207
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00), !dbg !208
    #dbg_value(double 0x7FF0000000000000, !81, !DIExpression(), !209)
    #dbg_value(double 0x7FF8000000000000, !82, !DIExpression(), !209)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1), !dbg !210
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !211
    #dbg_value(float 0.000000e+00, !83, !DIExpression(), !209)
    #dbg_value(i32 0, !85, !DIExpression(), !212)
  br label %73, !dbg !213

73:                                               ; preds = %73, %67
  %74 = phi i32 [ 0, %67 ], [ %80, %73 ], !dbg !214
  %75 = phi float [ 0.000000e+00, %67 ], [ %79, %73 ]
  %76 = fadd float %75, 0x3FB99999A0000000, !dbg !213
  %77 = fadd float %76, 0x3FB99999A0000000, !dbg !213
  %78 = fadd float %77, 0x3FB99999A0000000, !dbg !213
  %79 = fadd float %78, 0x3FB99999A0000000, !dbg !213
  %80 = add nuw i32 %74, 4, !dbg !214
  %81 = icmp eq i32 %80, 1000, !dbg !214
  br i1 %81, label %82, label %73, !dbg !214, !llvm.loop !216

82:                                               ; preds = %73
  %83 = fpext float %79 to double, !dbg !220
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %83), !dbg !221
    #dbg_value(double 0.000000e+00, !87, !DIExpression(), !209)
    #dbg_value(i32 1, !88, !DIExpression(), !222)
  br label %85, !dbg !223

85:                                               ; preds = %85, %82
  %86 = phi i32 [ 0, %82 ], [ %108, %85 ]
  %87 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %82 ], [ %109, %85 ]
  %88 = phi double [ 0.000000e+00, %82 ], [ %107, %85 ]
  %89 = add <4 x i32> %87, <i32 4, i32 4, i32 4, i32 4>
  %90 = add <4 x i32> %87, <i32 8, i32 8, i32 8, i32 8>
  %91 = add <4 x i32> %87, <i32 12, i32 12, i32 12, i32 12>
  %92 = mul nuw nsw <4 x i32> %87, %87, !dbg !224
  %93 = mul nuw nsw <4 x i32> %89, %89, !dbg !224
  %94 = mul nuw nsw <4 x i32> %90, %90, !dbg !224
  %95 = mul nuw nsw <4 x i32> %91, %91, !dbg !224
  %96 = uitofp nneg <4 x i32> %92 to <4 x double>, !dbg !224
  %97 = uitofp nneg <4 x i32> %93 to <4 x double>, !dbg !224
  %98 = uitofp nneg <4 x i32> %94 to <4 x double>, !dbg !224
  %99 = uitofp nneg <4 x i32> %95 to <4 x double>, !dbg !224
  %100 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %96, !dbg !226
  %101 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %97, !dbg !226
  %102 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %98, !dbg !226
  %103 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %99, !dbg !226
  %104 = tail call double @llvm.vector.reduce.fadd.v4f64(double %88, <4 x double> %100), !dbg !226
  %105 = tail call double @llvm.vector.reduce.fadd.v4f64(double %104, <4 x double> %101), !dbg !226
  %106 = tail call double @llvm.vector.reduce.fadd.v4f64(double %105, <4 x double> %102), !dbg !226
  %107 = tail call double @llvm.vector.reduce.fadd.v4f64(double %106, <4 x double> %103), !dbg !226
  %108 = add nuw i32 %86, 16
  %109 = add <4 x i32> %87, <i32 16, i32 16, i32 16, i32 16>
  %110 = icmp eq i32 %108, 992
  br i1 %110, label %111, label %85, !llvm.loop !227

111:                                              ; preds = %85
    #dbg_value(i32 993, !88, !DIExpression(), !222)
    #dbg_value(double %107, !87, !DIExpression(), !209)
  %112 = fadd double %107, 0x3EB103BBF0CC2DE0, !dbg !229
    #dbg_value(double %112, !87, !DIExpression(), !209)
    #dbg_value(i32 994, !88, !DIExpression(), !222)
  %113 = fadd double %112, 0x3EB0FAF978C29E87, !dbg !229
    #dbg_value(double %113, !87, !DIExpression(), !209)
    #dbg_value(i32 995, !88, !DIExpression(), !222)
  %114 = fadd double %113, 0x3EB0F23DC2B93231, !dbg !229
    #dbg_value(double %114, !87, !DIExpression(), !209)
    #dbg_value(i32 996, !88, !DIExpression(), !222)
  %115 = fadd double %114, 0x3EB0E988C7BE2AF3, !dbg !229
    #dbg_value(double %115, !87, !DIExpression(), !209)
    #dbg_value(i32 997, !88, !DIExpression(), !222)
  %116 = fadd double %115, 0x3EB0E0DA80E8B415, !dbg !229
    #dbg_value(double %116, !87, !DIExpression(), !209)
    #dbg_value(i32 998, !88, !DIExpression(), !222)
  %117 = fadd double %116, 0x3EB0D832E758D460, !dbg !229
    #dbg_value(double %117, !87, !DIExpression(), !209)
    #dbg_value(i32 999, !88, !DIExpression(), !222)
  %118 = fadd double %117, 0x3EB0CF91F4376083, !dbg !229
    #dbg_value(double %118, !87, !DIExpression(), !209)
    #dbg_value(i32 1000, !88, !DIExpression(), !222)
  %119 = fadd double %118, 0x3EB0C6F7A0B5ED8D, !dbg !229
    #dbg_value(double %119, !87, !DIExpression(), !209)
    #dbg_value(i32 1001, !88, !DIExpression(), !222)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %119), !dbg !230
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00), !dbg !231
    #dbg_declare(ptr poison, !90, !DIExpression(), !232)
    #dbg_value(float -7.500000e+00, !94, !DIExpression(), !209)
    #dbg_value(float 1.000000e+02, !95, !DIExpression(), !209)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02), !dbg !233
    #dbg_value(double 1.000000e+00, !98, !DIExpression(), !209)
    #dbg_value(i32 0, !99, !DIExpression(), !209)
  br label %123, !dbg !234

123:                                              ; preds = %123, %111
  %124 = phi double [ 1.000000e+00, %111 ], [ %126, %123 ], !dbg !209
  %125 = phi i32 [ 0, %111 ], [ %128, %123 ], !dbg !209
    #dbg_value(i32 %125, !99, !DIExpression(), !209)
    #dbg_value(double %124, !98, !DIExpression(), !209)
  %126 = fmul double %124, 5.000000e-01, !dbg !235
  %127 = fcmp ogt double %126, 0.000000e+00, !dbg !236
    #dbg_value(double %126, !98, !DIExpression(), !209)
  %128 = add nuw nsw i32 %125, 1, !dbg !237
    #dbg_value(i32 %128, !99, !DIExpression(), !209)
  br i1 %127, label %123, label %129, !dbg !234, !llvm.loop !239

129:                                              ; preds = %123
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %125), !dbg !241
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef -2, i32 noundef 2, i32 noundef -304967296, i64 noundef -1000000000000000000), !dbg !242
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555), !dbg !243
  ret i32 0, !dbg !244
}

; Function Attrs: nofree nounwind
declare !dbg !245 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #2

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!74 = !{i32 7, !"uwtable", i32 1}
!75 = !{i32 7, !"frame-pointer", i32 1}
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
!214 = !DILocation(line: 36, column: 32, scope: !215)
!215 = distinct !DILexicalBlock(scope: !86, file: !2, line: 36, column: 5)
!216 = distinct !{!216, !213, !217, !120, !218, !219}
!217 = !DILocation(line: 36, column: 41, scope: !86)
!218 = !{!"llvm.loop.isvectorized", i32 1}
!219 = !{!"llvm.loop.unroll.runtime.disable"}
!220 = !DILocation(line: 37, column: 34, scope: !77)
!221 = !DILocation(line: 37, column: 5, scope: !77)
!222 = !DILocation(line: 0, scope: !89)
!223 = !DILocation(line: 39, column: 5, scope: !89)
!224 = !DILocation(line: 39, column: 59, scope: !225)
!225 = distinct !DILexicalBlock(scope: !89, file: !2, line: 39, column: 5)
!226 = !DILocation(line: 39, column: 46, scope: !225)
!227 = distinct !{!227, !223, !228, !120, !218, !219}
!228 = !DILocation(line: 39, column: 62, scope: !89)
!229 = !DILocation(line: 39, column: 39, scope: !225)
!230 = !DILocation(line: 40, column: 5, scope: !77)
!231 = !DILocation(line: 41, column: 5, scope: !77)
!232 = !DILocation(line: 42, column: 11, scope: !77)
!233 = !DILocation(line: 45, column: 5, scope: !77)
!234 = !DILocation(line: 48, column: 5, scope: !77)
!235 = !DILocation(line: 48, column: 14, scope: !77)
!236 = !DILocation(line: 48, column: 18, scope: !77)
!237 = !DILocation(line: 48, column: 41, scope: !238)
!238 = distinct !DILexicalBlock(scope: !77, file: !2, line: 48, column: 23)
!239 = distinct !{!239, !234, !240, !120}
!240 = !DILocation(line: 48, column: 45, scope: !77)
!241 = !DILocation(line: 49, column: 5, scope: !77)
!242 = !DILocation(line: 50, column: 5, scope: !77)
!243 = !DILocation(line: 51, column: 5, scope: !77)
!244 = !DILocation(line: 52, column: 5, scope: !77)
!245 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!66, !248, null}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
