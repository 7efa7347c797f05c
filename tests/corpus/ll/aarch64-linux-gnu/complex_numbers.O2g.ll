; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !49 {
    #dbg_value(double 3.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double 4.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(double 1.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double -2.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(double 4.000000e+00, !57, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double 2.000000e+00, !57, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(double 2.000000e+00, !58, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double 6.000000e+00, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(double 1.100000e+01, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double -2.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
  %1 = tail call { double, double } @__divdc3(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00) #3, !dbg !85
  %2 = extractvalue { double, double } %1, 0, !dbg !85
  %3 = extractvalue { double, double } %1, 1, !dbg !85
    #dbg_value(double %2, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double %3, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00), !dbg !86
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.100000e+01, double noundef -2.000000e+00, double noundef %2, double noundef %3), !dbg !87
  %6 = tail call double @cabs([2 x double] noundef alignstack(8) [double 3.000000e+00, double 4.000000e+00]) #3, !dbg !88
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 3.000000e+00, double noundef -4.000000e+00, double noundef %6), !dbg !89
    #dbg_value(double 1.600000e+01, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double 0.000000e+00, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.600000e+01, double noundef 0.000000e+00), !dbg !90
    #dbg_value(float 1.500000e+00, !62, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !84)
    #dbg_value(float 2.000000e+00, !62, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !84)
    #dbg_value(float -5.000000e-01, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !84)
    #dbg_value(float 4.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !84)
    #dbg_value(float -8.750000e+00, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !84)
    #dbg_value(float 5.000000e+00, !65, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !84)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -8.750000e+00, double noundef 5.000000e+00), !dbg !91
  %10 = tail call { float, float } @__divsc3(float noundef 1.500000e+00, float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef 4.000000e+00) #3, !dbg !92
  %11 = extractvalue { float, float } %10, 0, !dbg !92
  %12 = extractvalue { float, float } %10, 1, !dbg !92
    #dbg_value(float %11, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !84)
    #dbg_value(float %12, !66, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !84)
  %13 = fpext float %11 to double, !dbg !93
  %14 = fpext float %12 to double, !dbg !94
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %13, double noundef %14), !dbg !95
    #dbg_value(i32 0, !67, !DIExpression(), !96)
  br label %16, !dbg !97

16:                                               ; preds = %0, %22
  %17 = phi i32 [ 0, %0 ], [ %25, %22 ]
    #dbg_value(i32 %17, !67, !DIExpression(), !96)
  %18 = uitofp nneg i32 %17 to double
  %19 = fmul double %18, 2.000000e-01
  %20 = fadd double %19, -1.200000e+00
  %21 = fmul double %20, 0.000000e+00
    #dbg_value(i32 0, !69, !DIExpression(), !98)
  br label %27, !dbg !99

22:                                               ; preds = %61
    #dbg_value(i32 10, !100, !DIExpression(), !106)
  %23 = load ptr, ptr @stdout, align 8, !dbg !108, !tbaa !109
  %24 = tail call i32 @putc(i32 noundef 10, ptr noundef %23), !dbg !113
  %25 = add nuw nsw i32 %17, 1, !dbg !114
    #dbg_value(i32 %25, !67, !DIExpression(), !96)
  %26 = icmp eq i32 %25, 12, !dbg !115
  br i1 %26, label %74, label %16, !dbg !97, !llvm.loop !116

27:                                               ; preds = %16, %61
  %28 = phi i32 [ 0, %16 ], [ %72, %61 ]
    #dbg_value(i32 %28, !69, !DIExpression(), !98)
  %29 = uitofp nneg i32 %28 to double, !dbg !119
  %30 = fmul double %29, 0x3FB3333333333333, !dbg !120
  %31 = fadd double %30, -2.200000e+00, !dbg !121
  %32 = fadd double %21, %31, !dbg !122
    #dbg_value(double %32, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !123)
    #dbg_value(double %20, !73, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !123)
    #dbg_value(double %32, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double %20, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(i32 60, !129, !DIExpression(), !133)
    #dbg_value(double 0.000000e+00, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double 0.000000e+00, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(i32 0, !131, !DIExpression(), !135)
  br label %33

33:                                               ; preds = %58, %27
  %34 = phi i32 [ %59, %58 ], [ 0, %27 ]
  %35 = phi double [ %52, %58 ], [ 0.000000e+00, %27 ]
  %36 = phi double [ %53, %58 ], [ 0.000000e+00, %27 ]
    #dbg_value(i32 %34, !131, !DIExpression(), !135)
    #dbg_value(double %35, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double %36, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
  %37 = fmul double %35, %35, !dbg !136
  %38 = fmul double %36, %36, !dbg !136
  %39 = fmul double %35, %36, !dbg !136
  %40 = fsub double %37, %38, !dbg !136
  %41 = fadd double %39, %39, !dbg !136
  %42 = fcmp uno double %40, 0.000000e+00, !dbg !136
  br i1 %42, label %43, label %49, !dbg !136, !prof !139

43:                                               ; preds = %33
  %44 = fcmp uno double %41, 0.000000e+00, !dbg !136
  br i1 %44, label %45, label %49, !dbg !136, !prof !139

45:                                               ; preds = %43
  %46 = tail call { double, double } @__muldc3(double noundef %35, double noundef %36, double noundef %35, double noundef %36) #3, !dbg !136
  %47 = extractvalue { double, double } %46, 0, !dbg !136
  %48 = extractvalue { double, double } %46, 1, !dbg !136
  br label %49, !dbg !136

49:                                               ; preds = %45, %43, %33
  %50 = phi double [ %40, %33 ], [ %40, %43 ], [ %47, %45 ], !dbg !136
  %51 = phi double [ %41, %33 ], [ %41, %43 ], [ %48, %45 ], !dbg !136
  %52 = fadd double %32, %50, !dbg !140
  %53 = fadd double %20, %51, !dbg !140
    #dbg_value(double %52, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double %53, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
  %54 = fmul double %52, %52, !dbg !141
  %55 = fmul double %53, %53, !dbg !143
  %56 = fadd double %54, %55, !dbg !144
  %57 = fcmp ogt double %56, 4.000000e+00, !dbg !145
  br i1 %57, label %61, label %58, !dbg !146

58:                                               ; preds = %49
  %59 = add nuw nsw i32 %34, 1, !dbg !147
    #dbg_value(i32 %59, !131, !DIExpression(), !135)
    #dbg_value(double %52, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double %53, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
  %60 = icmp eq i32 %59, 60, !dbg !148
  br i1 %60, label %61, label %33, !dbg !149, !llvm.loop !150

61:                                               ; preds = %49, %58
  %62 = phi i32 [ %34, %49 ], [ 60, %58 ], !dbg !152
  %63 = tail call i32 @llvm.smin.i32(i32 %62, i32 60)
    #dbg_value(i32 %63, !76, !DIExpression(), !123)
  %64 = mul nuw nsw i32 %63, 9, !dbg !153
  %65 = udiv i32 %64, 60, !dbg !154
  %66 = zext nneg i32 %65 to i64, !dbg !155
  %67 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %66, !dbg !155
  %68 = load i8, ptr %67, align 1, !dbg !155, !tbaa !156
  %69 = zext i8 %68 to i32, !dbg !155
    #dbg_value(i32 %69, !100, !DIExpression(), !157)
  %70 = load ptr, ptr @stdout, align 8, !dbg !159, !tbaa !109
  %71 = tail call i32 @putc(i32 noundef %69, ptr noundef %70), !dbg !160
  %72 = add nuw nsw i32 %28, 1, !dbg !161
    #dbg_value(i32 %72, !69, !DIExpression(), !98)
  %73 = icmp eq i32 %72, 40, !dbg !162
  br i1 %73, label %22, label %27, !dbg !99, !llvm.loop !163

74:                                               ; preds = %22, %83
  %75 = phi i32 [ %84, %83 ], [ 0, %22 ]
  %76 = phi i64 [ %125, %83 ], [ 0, %22 ]
    #dbg_value(i32 %75, !79, !DIExpression(), !165)
    #dbg_value(i64 %76, !77, !DIExpression(), !84)
  %77 = uitofp nneg i32 %75 to double
  %78 = fmul double %77, 5.000000e-02
  %79 = fadd double %78, -1.250000e+00
  %80 = fmul double %79, 0.000000e+00
    #dbg_value(i32 0, !81, !DIExpression(), !166)
    #dbg_value(i64 %76, !77, !DIExpression(), !84)
  br label %86, !dbg !167

81:                                               ; preds = %83
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %125), !dbg !168
  ret i32 0, !dbg !169

83:                                               ; preds = %121
  %84 = add nuw nsw i32 %75, 1, !dbg !170
    #dbg_value(i32 %84, !79, !DIExpression(), !165)
    #dbg_value(i64 %125, !77, !DIExpression(), !84)
  %85 = icmp eq i32 %84, 50, !dbg !171
  br i1 %85, label %81, label %74, !dbg !172, !llvm.loop !173

86:                                               ; preds = %74, %121
  %87 = phi i32 [ 0, %74 ], [ %126, %121 ]
  %88 = phi i64 [ %76, %74 ], [ %125, %121 ]
    #dbg_value(i32 %87, !81, !DIExpression(), !166)
    #dbg_value(i64 %88, !77, !DIExpression(), !84)
  %89 = uitofp nneg i32 %87 to double, !dbg !175
  %90 = fmul double %89, 5.000000e-02, !dbg !177
  %91 = fadd double %90, -2.000000e+00, !dbg !178
  %92 = fadd double %80, %91, !dbg !179
    #dbg_value(double %92, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
    #dbg_value(double %79, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
    #dbg_value(i32 100, !129, !DIExpression(), !180)
    #dbg_value(double 0.000000e+00, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
    #dbg_value(double 0.000000e+00, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
    #dbg_value(i32 0, !131, !DIExpression(), !182)
  br label %93

93:                                               ; preds = %118, %86
  %94 = phi i32 [ %119, %118 ], [ 0, %86 ]
  %95 = phi double [ %112, %118 ], [ 0.000000e+00, %86 ]
  %96 = phi double [ %113, %118 ], [ 0.000000e+00, %86 ]
    #dbg_value(i32 %94, !131, !DIExpression(), !182)
    #dbg_value(double %95, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
    #dbg_value(double %96, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  %97 = fmul double %95, %95, !dbg !183
  %98 = fmul double %96, %96, !dbg !183
  %99 = fmul double %95, %96, !dbg !183
  %100 = fsub double %97, %98, !dbg !183
  %101 = fadd double %99, %99, !dbg !183
  %102 = fcmp uno double %100, 0.000000e+00, !dbg !183
  br i1 %102, label %103, label %109, !dbg !183, !prof !139

103:                                              ; preds = %93
  %104 = fcmp uno double %101, 0.000000e+00, !dbg !183
  br i1 %104, label %105, label %109, !dbg !183, !prof !139

105:                                              ; preds = %103
  %106 = tail call { double, double } @__muldc3(double noundef %95, double noundef %96, double noundef %95, double noundef %96) #3, !dbg !183
  %107 = extractvalue { double, double } %106, 0, !dbg !183
  %108 = extractvalue { double, double } %106, 1, !dbg !183
  br label %109, !dbg !183

109:                                              ; preds = %105, %103, %93
  %110 = phi double [ %100, %93 ], [ %100, %103 ], [ %107, %105 ], !dbg !183
  %111 = phi double [ %101, %93 ], [ %101, %103 ], [ %108, %105 ], !dbg !183
  %112 = fadd double %92, %110, !dbg !184
  %113 = fadd double %79, %111, !dbg !184
    #dbg_value(double %112, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
    #dbg_value(double %113, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  %114 = fmul double %112, %112, !dbg !185
  %115 = fmul double %113, %113, !dbg !186
  %116 = fadd double %114, %115, !dbg !187
  %117 = fcmp ogt double %116, 4.000000e+00, !dbg !188
  br i1 %117, label %121, label %118, !dbg !189

118:                                              ; preds = %109
  %119 = add nuw nsw i32 %94, 1, !dbg !190
    #dbg_value(i32 %119, !131, !DIExpression(), !182)
    #dbg_value(double %112, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
    #dbg_value(double %113, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  %120 = icmp eq i32 %119, 100, !dbg !191
  br i1 %120, label %121, label %93, !dbg !192, !llvm.loop !193

121:                                              ; preds = %109, %118
  %122 = phi i32 [ %94, %109 ], [ 100, %118 ], !dbg !195
  %123 = tail call i32 @llvm.smin.i32(i32 %122, i32 100)
  %124 = zext nneg i32 %123 to i64, !dbg !196
  %125 = add nsw i64 %88, %124, !dbg !197
    #dbg_value(i64 %125, !77, !DIExpression(), !84)
  %126 = add nuw nsw i32 %87, 1, !dbg !198
    #dbg_value(i32 %126, !81, !DIExpression(), !166)
  %127 = icmp eq i32 %126, 50, !dbg !199
  br i1 %127, label %83, label %86, !dbg !167, !llvm.loop !200
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !202 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !209 double @cabs([2 x double] noundef alignstack(8)) local_unnamed_addr #1

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !213 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/complex_numbers.c", directory: ".", checksumkind: CSK_MD5, checksum: "eeb29df2f3e37a54d80f96834e8b8fd2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!46 = !{i32 7, !"frame-pointer", i32 1}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !50, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52}
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !{!54, !56, !57, !58, !59, !60, !61, !62, !64, !65, !66, !67, !69, !73, !76, !77, !79, !81}
!54 = !DILocalVariable(name: "a", scope: !49, file: !2, line: 24, type: !55)
!55 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!56 = !DILocalVariable(name: "b", scope: !49, file: !2, line: 24, type: !55)
!57 = !DILocalVariable(name: "s", scope: !49, file: !2, line: 25, type: !55)
!58 = !DILocalVariable(name: "d", scope: !49, file: !2, line: 25, type: !55)
!59 = !DILocalVariable(name: "m", scope: !49, file: !2, line: 25, type: !55)
!60 = !DILocalVariable(name: "q", scope: !49, file: !2, line: 25, type: !55)
!61 = !DILocalVariable(name: "p", scope: !49, file: !2, line: 29, type: !55)
!62 = !DILocalVariable(name: "fa", scope: !49, file: !2, line: 31, type: !63)
!63 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!64 = !DILocalVariable(name: "fb", scope: !49, file: !2, line: 31, type: !63)
!65 = !DILocalVariable(name: "fm", scope: !49, file: !2, line: 32, type: !63)
!66 = !DILocalVariable(name: "fd", scope: !49, file: !2, line: 34, type: !63)
!67 = !DILocalVariable(name: "y", scope: !68, file: !2, line: 36, type: !52)
!68 = distinct !DILexicalBlock(scope: !49, file: !2, line: 36, column: 5)
!69 = !DILocalVariable(name: "x", scope: !70, file: !2, line: 37, type: !52)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 37, column: 9)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 36, column: 34)
!72 = distinct !DILexicalBlock(scope: !68, file: !2, line: 36, column: 5)
!73 = !DILocalVariable(name: "c", scope: !74, file: !2, line: 38, type: !55)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 37, column: 38)
!75 = distinct !DILexicalBlock(scope: !70, file: !2, line: 37, column: 9)
!76 = !DILocalVariable(name: "it", scope: !74, file: !2, line: 39, type: !52)
!77 = !DILocalVariable(name: "total", scope: !49, file: !2, line: 44, type: !78)
!78 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!79 = !DILocalVariable(name: "y", scope: !80, file: !2, line: 45, type: !52)
!80 = distinct !DILexicalBlock(scope: !49, file: !2, line: 45, column: 5)
!81 = !DILocalVariable(name: "x", scope: !82, file: !2, line: 46, type: !52)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 46, column: 9)
!83 = distinct !DILexicalBlock(scope: !80, file: !2, line: 45, column: 5)
!84 = !DILocation(line: 0, scope: !49)
!85 = !DILocation(line: 25, column: 59, scope: !49)
!86 = !DILocation(line: 26, column: 5, scope: !49)
!87 = !DILocation(line: 27, column: 5, scope: !49)
!88 = !DILocation(line: 28, column: 74, scope: !49)
!89 = !DILocation(line: 28, column: 5, scope: !49)
!90 = !DILocation(line: 30, column: 5, scope: !49)
!91 = !DILocation(line: 33, column: 5, scope: !49)
!92 = !DILocation(line: 34, column: 27, scope: !49)
!93 = !DILocation(line: 35, column: 38, scope: !49)
!94 = !DILocation(line: 35, column: 58, scope: !49)
!95 = !DILocation(line: 35, column: 5, scope: !49)
!96 = !DILocation(line: 0, scope: !68)
!97 = !DILocation(line: 36, column: 5, scope: !68)
!98 = !DILocation(line: 0, scope: !70)
!99 = !DILocation(line: 37, column: 9, scope: !70)
!100 = !DILocalVariable(name: "__c", arg: 1, scope: !101, file: !102, line: 82, type: !52)
!101 = distinct !DISubprogram(name: "putchar", scope: !102, file: !102, line: 82, type: !103, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !105)
!102 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!103 = !DISubroutineType(types: !104)
!104 = !{!52, !52}
!105 = !{!100}
!106 = !DILocation(line: 0, scope: !101, inlinedAt: !107)
!107 = distinct !DILocation(line: 42, column: 9, scope: !71)
!108 = !DILocation(line: 84, column: 21, scope: !101, inlinedAt: !107)
!109 = !{!110, !110, i64 0}
!110 = !{!"any pointer", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = !DILocation(line: 84, column: 10, scope: !101, inlinedAt: !107)
!114 = !DILocation(line: 36, column: 30, scope: !72)
!115 = !DILocation(line: 36, column: 23, scope: !72)
!116 = distinct !{!116, !97, !117, !118}
!117 = !DILocation(line: 43, column: 5, scope: !68)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 38, column: 40, scope: !74)
!120 = !DILocation(line: 38, column: 42, scope: !74)
!121 = !DILocation(line: 38, column: 38, scope: !74)
!122 = !DILocation(line: 38, column: 51, scope: !74)
!123 = !DILocation(line: 0, scope: !74)
!124 = !DILocalVariable(name: "c", arg: 1, scope: !125, file: !2, line: 12, type: !55)
!125 = distinct !DISubprogram(name: "mandel", scope: !2, file: !2, line: 12, type: !126, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!52, !55, !52}
!128 = !{!124, !129, !130, !131}
!129 = !DILocalVariable(name: "maxit", arg: 2, scope: !125, file: !2, line: 12, type: !52)
!130 = !DILocalVariable(name: "z", scope: !125, file: !2, line: 13, type: !55)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 14, type: !52)
!132 = distinct !DILexicalBlock(scope: !125, file: !2, line: 14, column: 5)
!133 = !DILocation(line: 0, scope: !125, inlinedAt: !134)
!134 = distinct !DILocation(line: 39, column: 22, scope: !74)
!135 = !DILocation(line: 0, scope: !132, inlinedAt: !134)
!136 = !DILocation(line: 15, column: 15, scope: !137, inlinedAt: !134)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 14, column: 37)
!138 = distinct !DILexicalBlock(scope: !132, file: !2, line: 14, column: 5)
!139 = !{!"branch_weights", i32 1, i32 1048575}
!140 = !DILocation(line: 15, column: 19, scope: !137, inlinedAt: !134)
!141 = !DILocation(line: 16, column: 22, scope: !142, inlinedAt: !134)
!142 = distinct !DILexicalBlock(scope: !137, file: !2, line: 16, column: 13)
!143 = !DILocation(line: 16, column: 44, scope: !142, inlinedAt: !134)
!144 = !DILocation(line: 16, column: 33, scope: !142, inlinedAt: !134)
!145 = !DILocation(line: 16, column: 55, scope: !142, inlinedAt: !134)
!146 = !DILocation(line: 16, column: 13, scope: !137, inlinedAt: !134)
!147 = !DILocation(line: 14, column: 33, scope: !138, inlinedAt: !134)
!148 = !DILocation(line: 14, column: 23, scope: !138, inlinedAt: !134)
!149 = !DILocation(line: 14, column: 5, scope: !132, inlinedAt: !134)
!150 = distinct !{!150, !149, !151, !118}
!151 = !DILocation(line: 17, column: 5, scope: !132, inlinedAt: !134)
!152 = !DILocation(line: 14, scope: !132, inlinedAt: !134)
!153 = !DILocation(line: 40, column: 37, scope: !74)
!154 = !DILocation(line: 40, column: 41, scope: !74)
!155 = !DILocation(line: 40, column: 21, scope: !74)
!156 = !{!111, !111, i64 0}
!157 = !DILocation(line: 0, scope: !101, inlinedAt: !158)
!158 = distinct !DILocation(line: 40, column: 13, scope: !74)
!159 = !DILocation(line: 84, column: 21, scope: !101, inlinedAt: !158)
!160 = !DILocation(line: 84, column: 10, scope: !101, inlinedAt: !158)
!161 = !DILocation(line: 37, column: 34, scope: !75)
!162 = !DILocation(line: 37, column: 27, scope: !75)
!163 = distinct !{!163, !99, !164, !118}
!164 = !DILocation(line: 41, column: 9, scope: !70)
!165 = !DILocation(line: 0, scope: !80)
!166 = !DILocation(line: 0, scope: !82)
!167 = !DILocation(line: 46, column: 9, scope: !82)
!168 = !DILocation(line: 47, column: 5, scope: !49)
!169 = !DILocation(line: 49, column: 1, scope: !49)
!170 = !DILocation(line: 45, column: 30, scope: !83)
!171 = !DILocation(line: 45, column: 23, scope: !83)
!172 = !DILocation(line: 45, column: 5, scope: !80)
!173 = distinct !{!173, !172, !174, !118}
!174 = !DILocation(line: 46, column: 101, scope: !80)
!175 = !DILocation(line: 46, column: 62, scope: !176)
!176 = distinct !DILexicalBlock(scope: !82, file: !2, line: 46, column: 9)
!177 = !DILocation(line: 46, column: 64, scope: !176)
!178 = !DILocation(line: 46, column: 60, scope: !176)
!179 = !DILocation(line: 46, column: 72, scope: !176)
!180 = !DILocation(line: 0, scope: !125, inlinedAt: !181)
!181 = distinct !DILocation(line: 46, column: 47, scope: !176)
!182 = !DILocation(line: 0, scope: !132, inlinedAt: !181)
!183 = !DILocation(line: 15, column: 15, scope: !137, inlinedAt: !181)
!184 = !DILocation(line: 15, column: 19, scope: !137, inlinedAt: !181)
!185 = !DILocation(line: 16, column: 22, scope: !142, inlinedAt: !181)
!186 = !DILocation(line: 16, column: 44, scope: !142, inlinedAt: !181)
!187 = !DILocation(line: 16, column: 33, scope: !142, inlinedAt: !181)
!188 = !DILocation(line: 16, column: 55, scope: !142, inlinedAt: !181)
!189 = !DILocation(line: 16, column: 13, scope: !137, inlinedAt: !181)
!190 = !DILocation(line: 14, column: 33, scope: !138, inlinedAt: !181)
!191 = !DILocation(line: 14, column: 23, scope: !138, inlinedAt: !181)
!192 = !DILocation(line: 14, column: 5, scope: !132, inlinedAt: !181)
!193 = distinct !{!193, !192, !194, !118}
!194 = !DILocation(line: 17, column: 5, scope: !132, inlinedAt: !181)
!195 = !DILocation(line: 14, scope: !132, inlinedAt: !181)
!196 = !DILocation(line: 46, column: 47, scope: !176)
!197 = !DILocation(line: 46, column: 44, scope: !176)
!198 = !DILocation(line: 46, column: 34, scope: !176)
!199 = !DILocation(line: 46, column: 27, scope: !176)
!200 = distinct !{!200, !167, !201, !118}
!201 = !DILocation(line: 46, column: 101, scope: !82)
!202 = !DISubprogram(name: "printf", scope: !203, file: !203, line: 356, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!204 = !DISubroutineType(types: !205)
!205 = !{!52, !206, null}
!206 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !207)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!209 = !DISubprogram(name: "cabs", scope: !210, file: !210, line: 112, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/cmathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "eda5ddb5bfdcfe109efce757887ce485")
!211 = !DISubroutineType(types: !212)
!212 = !{!38, !55}
!213 = !DISubprogram(name: "putc", scope: !203, file: !203, line: 550, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{!52, !52, !216}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !218, line: 7, baseType: !219)
!218 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !220, line: 49, size: 1728, elements: !221)
!220 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!221 = !{!222, !223, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !238, !240, !241, !242, !245, !247, !249, !253, !256, !258, !261, !264, !265, !267, !271, !272}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !219, file: !220, line: 51, baseType: !52, size: 32)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !219, file: !220, line: 54, baseType: !224, size: 64, offset: 64)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !219, file: !220, line: 55, baseType: !224, size: 64, offset: 128)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !219, file: !220, line: 56, baseType: !224, size: 64, offset: 192)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !219, file: !220, line: 57, baseType: !224, size: 64, offset: 256)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !219, file: !220, line: 58, baseType: !224, size: 64, offset: 320)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !219, file: !220, line: 59, baseType: !224, size: 64, offset: 384)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !219, file: !220, line: 60, baseType: !224, size: 64, offset: 448)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !219, file: !220, line: 61, baseType: !224, size: 64, offset: 512)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !219, file: !220, line: 64, baseType: !224, size: 64, offset: 576)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !219, file: !220, line: 65, baseType: !224, size: 64, offset: 640)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !219, file: !220, line: 66, baseType: !224, size: 64, offset: 704)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !219, file: !220, line: 68, baseType: !236, size: 64, offset: 768)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !220, line: 36, flags: DIFlagFwdDecl)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !219, file: !220, line: 70, baseType: !239, size: 64, offset: 832)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !219, file: !220, line: 72, baseType: !52, size: 32, offset: 896)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !219, file: !220, line: 73, baseType: !52, size: 32, offset: 928)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !219, file: !220, line: 74, baseType: !243, size: 64, offset: 960)
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !244, line: 152, baseType: !78)
!244 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !219, file: !220, line: 77, baseType: !246, size: 16, offset: 1024)
!246 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !219, file: !220, line: 78, baseType: !248, size: 8, offset: 1040)
!248 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !219, file: !220, line: 79, baseType: !250, size: 8, offset: 1048)
!250 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !251)
!251 = !{!252}
!252 = !DISubrange(count: 1)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !219, file: !220, line: 81, baseType: !254, size: 64, offset: 1088)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !220, line: 43, baseType: null)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !219, file: !220, line: 89, baseType: !257, size: 64, offset: 1152)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !244, line: 153, baseType: !78)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !219, file: !220, line: 91, baseType: !259, size: 64, offset: 1216)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !220, line: 37, flags: DIFlagFwdDecl)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !219, file: !220, line: 92, baseType: !262, size: 64, offset: 1280)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !220, line: 38, flags: DIFlagFwdDecl)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !219, file: !220, line: 93, baseType: !239, size: 64, offset: 1344)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !219, file: !220, line: 94, baseType: !266, size: 64, offset: 1408)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !219, file: !220, line: 95, baseType: !268, size: 64, offset: 1472)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !269, line: 18, baseType: !270)
!269 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!270 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !219, file: !220, line: 96, baseType: !52, size: 32, offset: 1536)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !219, file: !220, line: 98, baseType: !273, size: 160, offset: 1568)
!273 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !274)
!274 = !{!275}
!275 = !DISubrange(count: 20)
