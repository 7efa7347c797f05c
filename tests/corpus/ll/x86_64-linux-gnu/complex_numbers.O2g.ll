; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1, !dbg !31
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !48 {
    #dbg_value(double 3.000000e+00, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double 4.000000e+00, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_value(double 1.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double -2.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_value(double 4.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double 2.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_value(double 2.000000e+00, !57, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double 6.000000e+00, !57, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_value(double 1.100000e+01, !58, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double -2.000000e+00, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
  %1 = tail call { double, double } @__divdc3(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00) #3, !dbg !84
  %2 = extractvalue { double, double } %1, 0, !dbg !84
  %3 = extractvalue { double, double } %1, 1, !dbg !84
    #dbg_value(double %2, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double %3, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00), !dbg !85
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.100000e+01, double noundef -2.000000e+00, double noundef %2, double noundef %3), !dbg !86
  %6 = tail call double @cabs(double noundef 3.000000e+00, double noundef 4.000000e+00) #3, !dbg !87
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 3.000000e+00, double noundef -4.000000e+00, double noundef %6), !dbg !88
    #dbg_value(double 1.600000e+01, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double 0.000000e+00, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.600000e+01, double noundef 0.000000e+00), !dbg !89
    #dbg_value(float 1.500000e+00, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float 2.000000e+00, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
    #dbg_value(float -5.000000e-01, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float 4.000000e+00, !63, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
    #dbg_value(float -8.750000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float 5.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -8.750000e+00, double noundef 5.000000e+00), !dbg !90
  %10 = tail call <2 x float> @__divsc3(float noundef 1.500000e+00, float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef 4.000000e+00) #3, !dbg !91
  %11 = extractelement <2 x float> %10, i64 0, !dbg !91
  %12 = extractelement <2 x float> %10, i64 1, !dbg !91
    #dbg_value(float %11, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float %12, !65, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
  %13 = fpext float %11 to double, !dbg !92
  %14 = fpext float %12 to double, !dbg !93
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %13, double noundef %14), !dbg !94
    #dbg_value(i32 0, !66, !DIExpression(), !95)
  br label %16, !dbg !96

16:                                               ; preds = %0, %22
  %17 = phi i32 [ 0, %0 ], [ %25, %22 ]
    #dbg_value(i32 %17, !66, !DIExpression(), !95)
  %18 = uitofp nneg i32 %17 to double
  %19 = fmul double %18, 2.000000e-01
  %20 = fadd double %19, -1.200000e+00
  %21 = fmul double %20, 0.000000e+00
    #dbg_value(i32 0, !68, !DIExpression(), !97)
  br label %27, !dbg !98

22:                                               ; preds = %61
    #dbg_value(i32 10, !99, !DIExpression(), !105)
  %23 = load ptr, ptr @stdout, align 8, !dbg !107, !tbaa !108
  %24 = tail call i32 @putc(i32 noundef 10, ptr noundef %23), !dbg !112
  %25 = add nuw nsw i32 %17, 1, !dbg !113
    #dbg_value(i32 %25, !66, !DIExpression(), !95)
  %26 = icmp eq i32 %25, 12, !dbg !114
  br i1 %26, label %74, label %16, !dbg !96, !llvm.loop !115

27:                                               ; preds = %16, %61
  %28 = phi i32 [ 0, %16 ], [ %72, %61 ]
    #dbg_value(i32 %28, !68, !DIExpression(), !97)
  %29 = uitofp nneg i32 %28 to double, !dbg !118
  %30 = fmul double %29, 0x3FB3333333333333, !dbg !119
  %31 = fadd double %30, -2.200000e+00, !dbg !120
  %32 = fadd double %21, %31, !dbg !121
    #dbg_value(double %32, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
    #dbg_value(double %20, !72, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(double %32, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(double %20, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
    #dbg_value(i32 60, !128, !DIExpression(), !132)
    #dbg_value(double 0.000000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(double 0.000000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
    #dbg_value(i32 0, !130, !DIExpression(), !134)
  br label %33

33:                                               ; preds = %58, %27
  %34 = phi i32 [ %59, %58 ], [ 0, %27 ]
  %35 = phi double [ %52, %58 ], [ 0.000000e+00, %27 ]
  %36 = phi double [ %53, %58 ], [ 0.000000e+00, %27 ]
    #dbg_value(i32 %34, !130, !DIExpression(), !134)
    #dbg_value(double %35, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(double %36, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
  %37 = fmul double %35, %35, !dbg !135
  %38 = fmul double %36, %36, !dbg !135
  %39 = fmul double %35, %36, !dbg !135
  %40 = fsub double %37, %38, !dbg !135
  %41 = fadd double %39, %39, !dbg !135
  %42 = fcmp uno double %40, 0.000000e+00, !dbg !135
  br i1 %42, label %43, label %49, !dbg !135, !prof !138

43:                                               ; preds = %33
  %44 = fcmp uno double %41, 0.000000e+00, !dbg !135
  br i1 %44, label %45, label %49, !dbg !135, !prof !138

45:                                               ; preds = %43
  %46 = tail call { double, double } @__muldc3(double noundef %35, double noundef %36, double noundef %35, double noundef %36) #3, !dbg !135
  %47 = extractvalue { double, double } %46, 0, !dbg !135
  %48 = extractvalue { double, double } %46, 1, !dbg !135
  br label %49, !dbg !135

49:                                               ; preds = %45, %43, %33
  %50 = phi double [ %40, %33 ], [ %40, %43 ], [ %47, %45 ], !dbg !135
  %51 = phi double [ %41, %33 ], [ %41, %43 ], [ %48, %45 ], !dbg !135
  %52 = fadd double %32, %50, !dbg !139
  %53 = fadd double %20, %51, !dbg !139
    #dbg_value(double %52, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(double %53, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
  %54 = fmul double %52, %52, !dbg !140
  %55 = fmul double %53, %53, !dbg !142
  %56 = fadd double %54, %55, !dbg !143
  %57 = fcmp ogt double %56, 4.000000e+00, !dbg !144
  br i1 %57, label %61, label %58, !dbg !145

58:                                               ; preds = %49
  %59 = add nuw nsw i32 %34, 1, !dbg !146
    #dbg_value(i32 %59, !130, !DIExpression(), !134)
    #dbg_value(double %52, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(double %53, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
  %60 = icmp eq i32 %59, 60, !dbg !147
  br i1 %60, label %61, label %33, !dbg !148, !llvm.loop !149

61:                                               ; preds = %49, %58
  %62 = phi i32 [ %34, %49 ], [ 60, %58 ], !dbg !151
  %63 = tail call i32 @llvm.smin.i32(i32 %62, i32 60)
    #dbg_value(i32 %63, !75, !DIExpression(), !122)
  %64 = mul nuw nsw i32 %63, 9, !dbg !152
  %65 = udiv i32 %64, 60, !dbg !153
  %66 = zext nneg i32 %65 to i64, !dbg !154
  %67 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %66, !dbg !154
  %68 = load i8, ptr %67, align 1, !dbg !154, !tbaa !155
  %69 = sext i8 %68 to i32, !dbg !154
    #dbg_value(i32 %69, !99, !DIExpression(), !156)
  %70 = load ptr, ptr @stdout, align 8, !dbg !158, !tbaa !108
  %71 = tail call i32 @putc(i32 noundef %69, ptr noundef %70), !dbg !159
  %72 = add nuw nsw i32 %28, 1, !dbg !160
    #dbg_value(i32 %72, !68, !DIExpression(), !97)
  %73 = icmp eq i32 %72, 40, !dbg !161
  br i1 %73, label %22, label %27, !dbg !98, !llvm.loop !162

74:                                               ; preds = %22, %83
  %75 = phi i32 [ %84, %83 ], [ 0, %22 ]
  %76 = phi i64 [ %125, %83 ], [ 0, %22 ]
    #dbg_value(i32 %75, !78, !DIExpression(), !164)
    #dbg_value(i64 %76, !76, !DIExpression(), !83)
  %77 = uitofp nneg i32 %75 to double
  %78 = fmul double %77, 5.000000e-02
  %79 = fadd double %78, -1.250000e+00
  %80 = fmul double %79, 0.000000e+00
    #dbg_value(i32 0, !80, !DIExpression(), !165)
    #dbg_value(i64 %76, !76, !DIExpression(), !83)
  br label %86, !dbg !166

81:                                               ; preds = %83
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %125), !dbg !167
  ret i32 0, !dbg !168

83:                                               ; preds = %121
  %84 = add nuw nsw i32 %75, 1, !dbg !169
    #dbg_value(i32 %84, !78, !DIExpression(), !164)
    #dbg_value(i64 %125, !76, !DIExpression(), !83)
  %85 = icmp eq i32 %84, 50, !dbg !170
  br i1 %85, label %81, label %74, !dbg !171, !llvm.loop !172

86:                                               ; preds = %74, %121
  %87 = phi i32 [ 0, %74 ], [ %126, %121 ]
  %88 = phi i64 [ %76, %74 ], [ %125, %121 ]
    #dbg_value(i32 %87, !80, !DIExpression(), !165)
    #dbg_value(i64 %88, !76, !DIExpression(), !83)
  %89 = uitofp nneg i32 %87 to double, !dbg !174
  %90 = fmul double %89, 5.000000e-02, !dbg !176
  %91 = fadd double %90, -2.000000e+00, !dbg !177
  %92 = fadd double %80, %91, !dbg !178
    #dbg_value(double %92, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(double %79, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
    #dbg_value(i32 100, !128, !DIExpression(), !179)
    #dbg_value(double 0.000000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(double 0.000000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
    #dbg_value(i32 0, !130, !DIExpression(), !181)
  br label %93

93:                                               ; preds = %118, %86
  %94 = phi i32 [ %119, %118 ], [ 0, %86 ]
  %95 = phi double [ %112, %118 ], [ 0.000000e+00, %86 ]
  %96 = phi double [ %113, %118 ], [ 0.000000e+00, %86 ]
    #dbg_value(i32 %94, !130, !DIExpression(), !181)
    #dbg_value(double %95, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(double %96, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
  %97 = fmul double %95, %95, !dbg !182
  %98 = fmul double %96, %96, !dbg !182
  %99 = fmul double %95, %96, !dbg !182
  %100 = fsub double %97, %98, !dbg !182
  %101 = fadd double %99, %99, !dbg !182
  %102 = fcmp uno double %100, 0.000000e+00, !dbg !182
  br i1 %102, label %103, label %109, !dbg !182, !prof !138

103:                                              ; preds = %93
  %104 = fcmp uno double %101, 0.000000e+00, !dbg !182
  br i1 %104, label %105, label %109, !dbg !182, !prof !138

105:                                              ; preds = %103
  %106 = tail call { double, double } @__muldc3(double noundef %95, double noundef %96, double noundef %95, double noundef %96) #3, !dbg !182
  %107 = extractvalue { double, double } %106, 0, !dbg !182
  %108 = extractvalue { double, double } %106, 1, !dbg !182
  br label %109, !dbg !182

109:                                              ; preds = %105, %103, %93
  %110 = phi double [ %100, %93 ], [ %100, %103 ], [ %107, %105 ], !dbg !182
  %111 = phi double [ %101, %93 ], [ %101, %103 ], [ %108, %105 ], !dbg !182
  %112 = fadd double %92, %110, !dbg !183
  %113 = fadd double %79, %111, !dbg !183
    #dbg_value(double %112, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(double %113, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
  %114 = fmul double %112, %112, !dbg !184
  %115 = fmul double %113, %113, !dbg !185
  %116 = fadd double %114, %115, !dbg !186
  %117 = fcmp ogt double %116, 4.000000e+00, !dbg !187
  br i1 %117, label %121, label %118, !dbg !188

118:                                              ; preds = %109
  %119 = add nuw nsw i32 %94, 1, !dbg !189
    #dbg_value(i32 %119, !130, !DIExpression(), !181)
    #dbg_value(double %112, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(double %113, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
  %120 = icmp eq i32 %119, 100, !dbg !190
  br i1 %120, label %121, label %93, !dbg !191, !llvm.loop !192

121:                                              ; preds = %109, %118
  %122 = phi i32 [ %94, %109 ], [ 100, %118 ], !dbg !194
  %123 = tail call i32 @llvm.smin.i32(i32 %122, i32 100)
  %124 = zext nneg i32 %123 to i64, !dbg !195
  %125 = add nsw i64 %88, %124, !dbg !196
    #dbg_value(i64 %125, !76, !DIExpression(), !83)
  %126 = add nuw nsw i32 %87, 1, !dbg !197
    #dbg_value(i32 %126, !80, !DIExpression(), !165)
  %127 = icmp eq i32 %126, 50, !dbg !198
  br i1 %127, label %83, label %86, !dbg !166, !llvm.loop !199
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !201 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !208 double @cabs(double noundef, double noundef) local_unnamed_addr #1

declare <2 x float> @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !212 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/complex_numbers.c", directory: ".", checksumkind: CSK_MD5, checksum: "eeb29df2f3e37a54d80f96834e8b8fd2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 32)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 11)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 18)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !39, splitDebugInlining: false, nameTableKind: None)
!37 = !{!38}
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !{!0, !7, !12, !17, !22, !24, !26, !31}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !49, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{!53, !55, !56, !57, !58, !59, !60, !61, !63, !64, !65, !66, !68, !72, !75, !76, !78, !80}
!53 = !DILocalVariable(name: "a", scope: !48, file: !2, line: 24, type: !54)
!54 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!55 = !DILocalVariable(name: "b", scope: !48, file: !2, line: 24, type: !54)
!56 = !DILocalVariable(name: "s", scope: !48, file: !2, line: 25, type: !54)
!57 = !DILocalVariable(name: "d", scope: !48, file: !2, line: 25, type: !54)
!58 = !DILocalVariable(name: "m", scope: !48, file: !2, line: 25, type: !54)
!59 = !DILocalVariable(name: "q", scope: !48, file: !2, line: 25, type: !54)
!60 = !DILocalVariable(name: "p", scope: !48, file: !2, line: 29, type: !54)
!61 = !DILocalVariable(name: "fa", scope: !48, file: !2, line: 31, type: !62)
!62 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!63 = !DILocalVariable(name: "fb", scope: !48, file: !2, line: 31, type: !62)
!64 = !DILocalVariable(name: "fm", scope: !48, file: !2, line: 32, type: !62)
!65 = !DILocalVariable(name: "fd", scope: !48, file: !2, line: 34, type: !62)
!66 = !DILocalVariable(name: "y", scope: !67, file: !2, line: 36, type: !51)
!67 = distinct !DILexicalBlock(scope: !48, file: !2, line: 36, column: 5)
!68 = !DILocalVariable(name: "x", scope: !69, file: !2, line: 37, type: !51)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 37, column: 9)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 36, column: 34)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 36, column: 5)
!72 = !DILocalVariable(name: "c", scope: !73, file: !2, line: 38, type: !54)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 37, column: 38)
!74 = distinct !DILexicalBlock(scope: !69, file: !2, line: 37, column: 9)
!75 = !DILocalVariable(name: "it", scope: !73, file: !2, line: 39, type: !51)
!76 = !DILocalVariable(name: "total", scope: !48, file: !2, line: 44, type: !77)
!77 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!78 = !DILocalVariable(name: "y", scope: !79, file: !2, line: 45, type: !51)
!79 = distinct !DILexicalBlock(scope: !48, file: !2, line: 45, column: 5)
!80 = !DILocalVariable(name: "x", scope: !81, file: !2, line: 46, type: !51)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 46, column: 9)
!82 = distinct !DILexicalBlock(scope: !79, file: !2, line: 45, column: 5)
!83 = !DILocation(line: 0, scope: !48)
!84 = !DILocation(line: 25, column: 59, scope: !48)
!85 = !DILocation(line: 26, column: 5, scope: !48)
!86 = !DILocation(line: 27, column: 5, scope: !48)
!87 = !DILocation(line: 28, column: 74, scope: !48)
!88 = !DILocation(line: 28, column: 5, scope: !48)
!89 = !DILocation(line: 30, column: 5, scope: !48)
!90 = !DILocation(line: 33, column: 5, scope: !48)
!91 = !DILocation(line: 34, column: 27, scope: !48)
!92 = !DILocation(line: 35, column: 38, scope: !48)
!93 = !DILocation(line: 35, column: 58, scope: !48)
!94 = !DILocation(line: 35, column: 5, scope: !48)
!95 = !DILocation(line: 0, scope: !67)
!96 = !DILocation(line: 36, column: 5, scope: !67)
!97 = !DILocation(line: 0, scope: !69)
!98 = !DILocation(line: 37, column: 9, scope: !69)
!99 = !DILocalVariable(name: "__c", arg: 1, scope: !100, file: !101, line: 82, type: !51)
!100 = distinct !DISubprogram(name: "putchar", scope: !101, file: !101, line: 82, type: !102, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !104)
!101 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!102 = !DISubroutineType(types: !103)
!103 = !{!51, !51}
!104 = !{!99}
!105 = !DILocation(line: 0, scope: !100, inlinedAt: !106)
!106 = distinct !DILocation(line: 42, column: 9, scope: !70)
!107 = !DILocation(line: 84, column: 21, scope: !100, inlinedAt: !106)
!108 = !{!109, !109, i64 0}
!109 = !{!"any pointer", !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C/C++ TBAA"}
!112 = !DILocation(line: 84, column: 10, scope: !100, inlinedAt: !106)
!113 = !DILocation(line: 36, column: 30, scope: !71)
!114 = !DILocation(line: 36, column: 23, scope: !71)
!115 = distinct !{!115, !96, !116, !117}
!116 = !DILocation(line: 43, column: 5, scope: !67)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocation(line: 38, column: 40, scope: !73)
!119 = !DILocation(line: 38, column: 42, scope: !73)
!120 = !DILocation(line: 38, column: 38, scope: !73)
!121 = !DILocation(line: 38, column: 51, scope: !73)
!122 = !DILocation(line: 0, scope: !73)
!123 = !DILocalVariable(name: "c", arg: 1, scope: !124, file: !2, line: 12, type: !54)
!124 = distinct !DISubprogram(name: "mandel", scope: !2, file: !2, line: 12, type: !125, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!51, !54, !51}
!127 = !{!123, !128, !129, !130}
!128 = !DILocalVariable(name: "maxit", arg: 2, scope: !124, file: !2, line: 12, type: !51)
!129 = !DILocalVariable(name: "z", scope: !124, file: !2, line: 13, type: !54)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 14, type: !51)
!131 = distinct !DILexicalBlock(scope: !124, file: !2, line: 14, column: 5)
!132 = !DILocation(line: 0, scope: !124, inlinedAt: !133)
!133 = distinct !DILocation(line: 39, column: 22, scope: !73)
!134 = !DILocation(line: 0, scope: !131, inlinedAt: !133)
!135 = !DILocation(line: 15, column: 15, scope: !136, inlinedAt: !133)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 14, column: 37)
!137 = distinct !DILexicalBlock(scope: !131, file: !2, line: 14, column: 5)
!138 = !{!"branch_weights", i32 1, i32 1048575}
!139 = !DILocation(line: 15, column: 19, scope: !136, inlinedAt: !133)
!140 = !DILocation(line: 16, column: 22, scope: !141, inlinedAt: !133)
!141 = distinct !DILexicalBlock(scope: !136, file: !2, line: 16, column: 13)
!142 = !DILocation(line: 16, column: 44, scope: !141, inlinedAt: !133)
!143 = !DILocation(line: 16, column: 33, scope: !141, inlinedAt: !133)
!144 = !DILocation(line: 16, column: 55, scope: !141, inlinedAt: !133)
!145 = !DILocation(line: 16, column: 13, scope: !136, inlinedAt: !133)
!146 = !DILocation(line: 14, column: 33, scope: !137, inlinedAt: !133)
!147 = !DILocation(line: 14, column: 23, scope: !137, inlinedAt: !133)
!148 = !DILocation(line: 14, column: 5, scope: !131, inlinedAt: !133)
!149 = distinct !{!149, !148, !150, !117}
!150 = !DILocation(line: 17, column: 5, scope: !131, inlinedAt: !133)
!151 = !DILocation(line: 14, scope: !131, inlinedAt: !133)
!152 = !DILocation(line: 40, column: 37, scope: !73)
!153 = !DILocation(line: 40, column: 41, scope: !73)
!154 = !DILocation(line: 40, column: 21, scope: !73)
!155 = !{!110, !110, i64 0}
!156 = !DILocation(line: 0, scope: !100, inlinedAt: !157)
!157 = distinct !DILocation(line: 40, column: 13, scope: !73)
!158 = !DILocation(line: 84, column: 21, scope: !100, inlinedAt: !157)
!159 = !DILocation(line: 84, column: 10, scope: !100, inlinedAt: !157)
!160 = !DILocation(line: 37, column: 34, scope: !74)
!161 = !DILocation(line: 37, column: 27, scope: !74)
!162 = distinct !{!162, !98, !163, !117}
!163 = !DILocation(line: 41, column: 9, scope: !69)
!164 = !DILocation(line: 0, scope: !79)
!165 = !DILocation(line: 0, scope: !81)
!166 = !DILocation(line: 46, column: 9, scope: !81)
!167 = !DILocation(line: 47, column: 5, scope: !48)
!168 = !DILocation(line: 49, column: 1, scope: !48)
!169 = !DILocation(line: 45, column: 30, scope: !82)
!170 = !DILocation(line: 45, column: 23, scope: !82)
!171 = !DILocation(line: 45, column: 5, scope: !79)
!172 = distinct !{!172, !171, !173, !117}
!173 = !DILocation(line: 46, column: 101, scope: !79)
!174 = !DILocation(line: 46, column: 62, scope: !175)
!175 = distinct !DILexicalBlock(scope: !81, file: !2, line: 46, column: 9)
!176 = !DILocation(line: 46, column: 64, scope: !175)
!177 = !DILocation(line: 46, column: 60, scope: !175)
!178 = !DILocation(line: 46, column: 72, scope: !175)
!179 = !DILocation(line: 0, scope: !124, inlinedAt: !180)
!180 = distinct !DILocation(line: 46, column: 47, scope: !175)
!181 = !DILocation(line: 0, scope: !131, inlinedAt: !180)
!182 = !DILocation(line: 15, column: 15, scope: !136, inlinedAt: !180)
!183 = !DILocation(line: 15, column: 19, scope: !136, inlinedAt: !180)
!184 = !DILocation(line: 16, column: 22, scope: !141, inlinedAt: !180)
!185 = !DILocation(line: 16, column: 44, scope: !141, inlinedAt: !180)
!186 = !DILocation(line: 16, column: 33, scope: !141, inlinedAt: !180)
!187 = !DILocation(line: 16, column: 55, scope: !141, inlinedAt: !180)
!188 = !DILocation(line: 16, column: 13, scope: !136, inlinedAt: !180)
!189 = !DILocation(line: 14, column: 33, scope: !137, inlinedAt: !180)
!190 = !DILocation(line: 14, column: 23, scope: !137, inlinedAt: !180)
!191 = !DILocation(line: 14, column: 5, scope: !131, inlinedAt: !180)
!192 = distinct !{!192, !191, !193, !117}
!193 = !DILocation(line: 17, column: 5, scope: !131, inlinedAt: !180)
!194 = !DILocation(line: 14, scope: !131, inlinedAt: !180)
!195 = !DILocation(line: 46, column: 47, scope: !175)
!196 = !DILocation(line: 46, column: 44, scope: !175)
!197 = !DILocation(line: 46, column: 34, scope: !175)
!198 = !DILocation(line: 46, column: 27, scope: !175)
!199 = distinct !{!199, !166, !200, !117}
!200 = !DILocation(line: 46, column: 101, scope: !81)
!201 = !DISubprogram(name: "printf", scope: !202, file: !202, line: 356, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!203 = !DISubroutineType(types: !204)
!204 = !{!51, !205, null}
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!208 = !DISubprogram(name: "cabs", scope: !209, file: !209, line: 112, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "eda5ddb5bfdcfe109efce757887ce485")
!210 = !DISubroutineType(types: !211)
!211 = !{!38, !54}
!212 = !DISubprogram(name: "putc", scope: !202, file: !202, line: 550, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{!51, !51, !215}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !217, line: 7, baseType: !218)
!217 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!218 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !219, line: 49, size: 1728, elements: !220)
!219 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!220 = !{!221, !222, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !237, !239, !240, !241, !244, !246, !248, !252, !255, !257, !260, !263, !264, !266, !270, !271}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !218, file: !219, line: 51, baseType: !51, size: 32)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !218, file: !219, line: 54, baseType: !223, size: 64, offset: 64)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !218, file: !219, line: 55, baseType: !223, size: 64, offset: 128)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !218, file: !219, line: 56, baseType: !223, size: 64, offset: 192)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !218, file: !219, line: 57, baseType: !223, size: 64, offset: 256)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !218, file: !219, line: 58, baseType: !223, size: 64, offset: 320)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !218, file: !219, line: 59, baseType: !223, size: 64, offset: 384)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !218, file: !219, line: 60, baseType: !223, size: 64, offset: 448)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !218, file: !219, line: 61, baseType: !223, size: 64, offset: 512)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !218, file: !219, line: 64, baseType: !223, size: 64, offset: 576)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !218, file: !219, line: 65, baseType: !223, size: 64, offset: 640)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !218, file: !219, line: 66, baseType: !223, size: 64, offset: 704)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !218, file: !219, line: 68, baseType: !235, size: 64, offset: 768)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !219, line: 36, flags: DIFlagFwdDecl)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !218, file: !219, line: 70, baseType: !238, size: 64, offset: 832)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !218, file: !219, line: 72, baseType: !51, size: 32, offset: 896)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !218, file: !219, line: 73, baseType: !51, size: 32, offset: 928)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !218, file: !219, line: 74, baseType: !242, size: 64, offset: 960)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !243, line: 152, baseType: !77)
!243 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !218, file: !219, line: 77, baseType: !245, size: 16, offset: 1024)
!245 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !218, file: !219, line: 78, baseType: !247, size: 8, offset: 1040)
!247 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !218, file: !219, line: 79, baseType: !249, size: 8, offset: 1048)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !250)
!250 = !{!251}
!251 = !DISubrange(count: 1)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !218, file: !219, line: 81, baseType: !253, size: 64, offset: 1088)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !219, line: 43, baseType: null)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !218, file: !219, line: 89, baseType: !256, size: 64, offset: 1152)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !243, line: 153, baseType: !77)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !218, file: !219, line: 91, baseType: !258, size: 64, offset: 1216)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !219, line: 37, flags: DIFlagFwdDecl)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !218, file: !219, line: 92, baseType: !261, size: 64, offset: 1280)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !219, line: 38, flags: DIFlagFwdDecl)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !218, file: !219, line: 93, baseType: !238, size: 64, offset: 1344)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !218, file: !219, line: 94, baseType: !265, size: 64, offset: 1408)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !218, file: !219, line: 95, baseType: !267, size: 64, offset: 1472)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !268, line: 18, baseType: !269)
!268 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!269 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !218, file: !219, line: 96, baseType: !51, size: 32, offset: 1536)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !218, file: !219, line: 98, baseType: !272, size: 160, offset: 1568)
!272 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !273)
!273 = !{!274}
!274 = !DISubrange(count: 20)
