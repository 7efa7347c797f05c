; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !79 {
    #dbg_value(double 2.000000e+00, !102, !DIExpression(), !110)
    #dbg_value(double 2.000000e+00, !107, !DIExpression(), !110)
    #dbg_value(i32 0, !108, !DIExpression(), !112)
  br label %1, !dbg !113

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %7, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %6, %1 ]
    #dbg_value(i32 %2, !108, !DIExpression(), !112)
    #dbg_value(double %3, !107, !DIExpression(), !110)
  %4 = fdiv double 2.000000e+00, %3, !dbg !114
  %5 = fadd double %3, %4, !dbg !116
  %6 = fmul double %5, 5.000000e-01, !dbg !117
    #dbg_value(double %6, !107, !DIExpression(), !110)
  %7 = add nuw nsw i32 %2, 1, !dbg !118
    #dbg_value(i32 %7, !108, !DIExpression(), !112)
  %8 = icmp eq i32 %7, 60, !dbg !119
  br i1 %8, label %9, label %1, !dbg !113, !llvm.loop !120

9:                                                ; preds = %1, %9
  %10 = phi i32 [ %15, %9 ], [ 0, %1 ]
  %11 = phi double [ %14, %9 ], [ 1.000000e+06, %1 ]
    #dbg_value(i32 %10, !108, !DIExpression(), !123)
    #dbg_value(double %11, !107, !DIExpression(), !125)
  %12 = fdiv double 1.000000e+06, %11, !dbg !126
  %13 = fadd double %11, %12, !dbg !127
  %14 = fmul double %13, 5.000000e-01, !dbg !128
    #dbg_value(double %14, !107, !DIExpression(), !125)
  %15 = add nuw nsw i32 %10, 1, !dbg !129
    #dbg_value(i32 %15, !108, !DIExpression(), !123)
  %16 = icmp eq i32 %15, 60, !dbg !130
  br i1 %16, label %17, label %9, !dbg !131, !llvm.loop !132

17:                                               ; preds = %9
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %14), !dbg !134
    #dbg_value(double 1.000000e+00, !135, !DIExpression(), !142)
    #dbg_value(double 1.000000e+00, !138, !DIExpression(), !142)
    #dbg_value(double 1.000000e+00, !139, !DIExpression(), !142)
    #dbg_value(i32 1, !140, !DIExpression(), !144)
  br label %19, !dbg !145

19:                                               ; preds = %19, %17
  %20 = phi i32 [ 1, %17 ], [ %27, %19 ]
  %21 = phi double [ 1.000000e+00, %17 ], [ %26, %19 ]
  %22 = phi double [ 1.000000e+00, %17 ], [ %25, %19 ]
    #dbg_value(i32 %20, !140, !DIExpression(), !144)
    #dbg_value(double %21, !139, !DIExpression(), !142)
    #dbg_value(double %22, !138, !DIExpression(), !142)
  %23 = uitofp nneg i32 %20 to double, !dbg !146
  %24 = fdiv double 1.000000e+00, %23, !dbg !149
  %25 = fmul double %22, %24, !dbg !150
    #dbg_value(double %25, !138, !DIExpression(), !142)
  %26 = fadd double %21, %25, !dbg !151
    #dbg_value(double %26, !139, !DIExpression(), !142)
  %27 = add nuw nsw i32 %20, 1, !dbg !152
    #dbg_value(i32 %27, !140, !DIExpression(), !144)
  %28 = icmp eq i32 %27, 40, !dbg !153
  br i1 %28, label %29, label %19, !dbg !145, !llvm.loop !154

29:                                               ; preds = %19, %29
  %30 = phi i32 [ %37, %29 ], [ 1, %19 ]
  %31 = phi double [ %36, %29 ], [ 1.000000e+00, %19 ]
  %32 = phi double [ %35, %29 ], [ 1.000000e+00, %19 ]
    #dbg_value(i32 %30, !140, !DIExpression(), !156)
    #dbg_value(double %31, !139, !DIExpression(), !158)
    #dbg_value(double %32, !138, !DIExpression(), !158)
  %33 = uitofp nneg i32 %30 to double, !dbg !159
  %34 = fdiv double -2.000000e+00, %33, !dbg !160
  %35 = fmul double %32, %34, !dbg !161
    #dbg_value(double %35, !138, !DIExpression(), !158)
  %36 = fadd double %31, %35, !dbg !162
    #dbg_value(double %36, !139, !DIExpression(), !158)
  %37 = add nuw nsw i32 %30, 1, !dbg !163
    #dbg_value(i32 %37, !140, !DIExpression(), !156)
  %38 = icmp eq i32 %37, 40, !dbg !164
  br i1 %38, label %39, label %29, !dbg !165, !llvm.loop !166

39:                                               ; preds = %29
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %26, double noundef %36), !dbg !168
    #dbg_value(double 5.000000e-01, !169, !DIExpression(), !176)
    #dbg_value(i32 1, !174, !DIExpression(), !178)
    #dbg_value(double 5.000000e-01, !173, !DIExpression(), !176)
    #dbg_value(double 5.000000e-01, !172, !DIExpression(), !176)
  br label %41, !dbg !179

41:                                               ; preds = %41, %39
  %42 = phi i32 [ 1, %39 ], [ %52, %41 ]
  %43 = phi double [ 5.000000e-01, %39 ], [ %51, %41 ]
  %44 = phi double [ 5.000000e-01, %39 ], [ %50, %41 ]
    #dbg_value(i32 %42, !174, !DIExpression(), !178)
    #dbg_value(double %43, !173, !DIExpression(), !176)
    #dbg_value(double %44, !172, !DIExpression(), !176)
  %45 = shl nuw nsw i32 %42, 1, !dbg !180
  %46 = or disjoint i32 %45, 1, !dbg !183
  %47 = mul nuw nsw i32 %46, %45, !dbg !184
  %48 = uitofp nneg i32 %47 to double, !dbg !185
  %49 = fdiv double -2.500000e-01, %48, !dbg !186
  %50 = fmul double %44, %49, !dbg !187
    #dbg_value(double %50, !172, !DIExpression(), !176)
  %51 = fadd double %43, %50, !dbg !188
    #dbg_value(double %51, !173, !DIExpression(), !176)
  %52 = add nuw nsw i32 %42, 1, !dbg !189
    #dbg_value(i32 %52, !174, !DIExpression(), !178)
  %53 = icmp eq i32 %52, 20, !dbg !190
  br i1 %53, label %54, label %41, !dbg !179, !llvm.loop !191

54:                                               ; preds = %41, %54
  %55 = phi i32 [ %65, %54 ], [ 1, %41 ]
  %56 = phi double [ %64, %54 ], [ 3.000000e+00, %41 ]
  %57 = phi double [ %63, %54 ], [ 3.000000e+00, %41 ]
    #dbg_value(i32 %55, !174, !DIExpression(), !193)
    #dbg_value(double %56, !173, !DIExpression(), !195)
    #dbg_value(double %57, !172, !DIExpression(), !195)
  %58 = shl nuw nsw i32 %55, 1, !dbg !196
  %59 = or disjoint i32 %58, 1, !dbg !197
  %60 = mul nuw nsw i32 %59, %58, !dbg !198
  %61 = uitofp nneg i32 %60 to double, !dbg !199
  %62 = fdiv double -9.000000e+00, %61, !dbg !200
  %63 = fmul double %57, %62, !dbg !201
    #dbg_value(double %63, !172, !DIExpression(), !195)
  %64 = fadd double %56, %63, !dbg !202
    #dbg_value(double %64, !173, !DIExpression(), !195)
  %65 = add nuw nsw i32 %55, 1, !dbg !203
    #dbg_value(i32 %65, !174, !DIExpression(), !193)
  %66 = icmp eq i32 %65, 20, !dbg !204
  br i1 %66, label %67, label %54, !dbg !205, !llvm.loop !206

67:                                               ; preds = %54
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %51, double noundef %64), !dbg !208
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00), !dbg !209
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00), !dbg !210
    #dbg_value(double 0x7FF0000000000000, !83, !DIExpression(), !211)
    #dbg_value(double 0x7FF8000000000000, !84, !DIExpression(), !211)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1), !dbg !212
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !213
    #dbg_value(float 0.000000e+00, !85, !DIExpression(), !211)
    #dbg_value(i32 0, !87, !DIExpression(), !214)
  br label %73, !dbg !215

73:                                               ; preds = %73, %67
  %74 = phi i32 [ 0, %67 ], [ %78, %73 ], !dbg !216
  %75 = phi float [ 0.000000e+00, %67 ], [ %77, %73 ]
  %76 = fadd float %75, 0x3FB99999A0000000, !dbg !215
  %77 = fadd float %76, 0x3FB99999A0000000, !dbg !215
  %78 = add nuw i32 %74, 2, !dbg !216
  %79 = icmp eq i32 %78, 1000, !dbg !216
  br i1 %79, label %80, label %73, !dbg !216, !llvm.loop !218

80:                                               ; preds = %73
  %81 = fpext float %77 to double, !dbg !222
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %81), !dbg !223
    #dbg_value(double 0.000000e+00, !89, !DIExpression(), !211)
    #dbg_value(i32 1, !90, !DIExpression(), !224)
  br label %83, !dbg !225

83:                                               ; preds = %83, %80
  %84 = phi i32 [ 0, %80 ], [ %96, %83 ]
  %85 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %80 ], [ %97, %83 ]
  %86 = phi double [ 0.000000e+00, %80 ], [ %95, %83 ]
  %87 = add <4 x i32> %85, <i32 4, i32 4, i32 4, i32 4>
  %88 = mul nuw nsw <4 x i32> %85, %85, !dbg !226
  %89 = mul nuw nsw <4 x i32> %87, %87, !dbg !226
  %90 = uitofp nneg <4 x i32> %88 to <4 x double>, !dbg !226
  %91 = uitofp nneg <4 x i32> %89 to <4 x double>, !dbg !226
  %92 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %90, !dbg !228
  %93 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %91, !dbg !228
  %94 = tail call double @llvm.vector.reduce.fadd.v4f64(double %86, <4 x double> %92), !dbg !228
  %95 = tail call double @llvm.vector.reduce.fadd.v4f64(double %94, <4 x double> %93), !dbg !228
  %96 = add nuw i32 %84, 8
  %97 = add <4 x i32> %85, <i32 8, i32 8, i32 8, i32 8>
  %98 = icmp eq i32 %96, 1000
  br i1 %98, label %99, label %83, !llvm.loop !229

99:                                               ; preds = %83
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %95), !dbg !231
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00), !dbg !232
    #dbg_assign(i1 undef, !92, !DIExpression(), !233, ptr poison, !DIExpression(), !211)
    #dbg_value(float -7.500000e+00, !96, !DIExpression(), !211)
    #dbg_value(float 1.000000e+02, !97, !DIExpression(), !211)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02), !dbg !234
    #dbg_value(double 1.000000e+00, !100, !DIExpression(), !211)
    #dbg_value(i32 0, !101, !DIExpression(), !211)
  br label %103, !dbg !235

103:                                              ; preds = %103, %99
  %104 = phi double [ 1.000000e+00, %99 ], [ %106, %103 ], !dbg !211
  %105 = phi i32 [ 0, %99 ], [ %108, %103 ], !dbg !211
    #dbg_value(i32 %105, !101, !DIExpression(), !211)
    #dbg_value(double %104, !100, !DIExpression(), !211)
  %106 = fmul double %104, 5.000000e-01, !dbg !236
  %107 = fcmp ogt double %106, 0.000000e+00, !dbg !237
    #dbg_value(double %106, !100, !DIExpression(), !211)
  %108 = add nuw nsw i32 %105, 1, !dbg !238
    #dbg_value(i32 %108, !101, !DIExpression(), !211)
  br i1 %107, label %103, label %109, !dbg !235, !llvm.loop !240

109:                                              ; preds = %103
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %105), !dbg !242
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef -2, i32 noundef 2, i32 noundef -304967296, i64 noundef -1000000000000000000), !dbg !243
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555), !dbg !244
  ret i32 0, !dbg !245
}

; Function Attrs: nofree nounwind
declare !dbg !246 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bd31ce25dfa075caf9afb0dcd2feccb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!76 = !{i32 7, !"frame-pointer", i32 1}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !80, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!66}
!82 = !{!83, !84, !85, !87, !89, !90, !92, !96, !97, !98, !100, !101}
!83 = !DILocalVariable(name: "inf", scope: !79, file: !2, line: 32, type: !65)
!84 = !DILocalVariable(name: "nan_v", scope: !79, file: !2, line: 32, type: !65)
!85 = !DILocalVariable(name: "f", scope: !79, file: !2, line: 35, type: !86)
!86 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 36, type: !66)
!88 = distinct !DILexicalBlock(scope: !79, file: !2, line: 36, column: 5)
!89 = !DILocalVariable(name: "d", scope: !79, file: !2, line: 38, type: !65)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 39, type: !66)
!91 = distinct !DILexicalBlock(scope: !79, file: !2, line: 39, column: 5)
!92 = !DILocalVariable(name: "fv", scope: !79, file: !2, line: 42, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 256, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 8)
!96 = !DILocalVariable(name: "mn", scope: !79, file: !2, line: 43, type: !86)
!97 = !DILocalVariable(name: "mx", scope: !79, file: !2, line: 43, type: !86)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 44, type: !66)
!99 = distinct !DILexicalBlock(scope: !79, file: !2, line: 44, column: 5)
!100 = !DILocalVariable(name: "x", scope: !79, file: !2, line: 46, type: !65)
!101 = !DILocalVariable(name: "halvings", scope: !79, file: !2, line: 47, type: !66)
!102 = !DILocalVariable(name: "x", arg: 1, scope: !103, file: !2, line: 6, type: !65)
!103 = distinct !DISubprogram(name: "my_sqrt", scope: !2, file: !2, line: 6, type: !104, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!65, !65}
!106 = !{!102, !107, !108}
!107 = !DILocalVariable(name: "r", scope: !103, file: !2, line: 8, type: !65)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 9, type: !66)
!109 = distinct !DILexicalBlock(scope: !103, file: !2, line: 9, column: 5)
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !111)
!111 = distinct !DILocation(line: 25, column: 50, scope: !79)
!112 = !DILocation(line: 0, scope: !109, inlinedAt: !111)
!113 = !DILocation(line: 9, column: 5, scope: !109, inlinedAt: !111)
!114 = !DILocation(line: 9, column: 51, scope: !115, inlinedAt: !111)
!115 = distinct !DILexicalBlock(scope: !109, file: !2, line: 9, column: 5)
!116 = !DILocation(line: 9, column: 47, scope: !115, inlinedAt: !111)
!117 = !DILocation(line: 9, column: 42, scope: !115, inlinedAt: !111)
!118 = !DILocation(line: 9, column: 30, scope: !115, inlinedAt: !111)
!119 = !DILocation(line: 9, column: 23, scope: !115, inlinedAt: !111)
!120 = distinct !{!120, !113, !121, !122}
!121 = !DILocation(line: 9, column: 54, scope: !109, inlinedAt: !111)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !DILocation(line: 0, scope: !109, inlinedAt: !124)
!124 = distinct !DILocation(line: 25, column: 64, scope: !79)
!125 = !DILocation(line: 0, scope: !103, inlinedAt: !124)
!126 = !DILocation(line: 9, column: 51, scope: !115, inlinedAt: !124)
!127 = !DILocation(line: 9, column: 47, scope: !115, inlinedAt: !124)
!128 = !DILocation(line: 9, column: 42, scope: !115, inlinedAt: !124)
!129 = !DILocation(line: 9, column: 30, scope: !115, inlinedAt: !124)
!130 = !DILocation(line: 9, column: 23, scope: !115, inlinedAt: !124)
!131 = !DILocation(line: 9, column: 5, scope: !109, inlinedAt: !124)
!132 = distinct !{!132, !131, !133, !122}
!133 = !DILocation(line: 9, column: 54, scope: !109, inlinedAt: !124)
!134 = !DILocation(line: 25, column: 5, scope: !79)
!135 = !DILocalVariable(name: "x", arg: 1, scope: !136, file: !2, line: 12, type: !65)
!136 = distinct !DISubprogram(name: "my_exp", scope: !2, file: !2, line: 12, type: !104, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !137)
!137 = !{!135, !138, !139, !140}
!138 = !DILocalVariable(name: "term", scope: !136, file: !2, line: 13, type: !65)
!139 = !DILocalVariable(name: "s", scope: !136, file: !2, line: 13, type: !65)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 14, type: !66)
!141 = distinct !DILexicalBlock(scope: !136, file: !2, line: 14, column: 5)
!142 = !DILocation(line: 0, scope: !136, inlinedAt: !143)
!143 = distinct !DILocation(line: 26, column: 48, scope: !79)
!144 = !DILocation(line: 0, scope: !141, inlinedAt: !143)
!145 = !DILocation(line: 14, column: 5, scope: !141, inlinedAt: !143)
!146 = !DILocation(line: 14, column: 48, scope: !147, inlinedAt: !143)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 14, column: 34)
!148 = distinct !DILexicalBlock(scope: !141, file: !2, line: 14, column: 5)
!149 = !DILocation(line: 14, column: 46, scope: !147, inlinedAt: !143)
!150 = !DILocation(line: 14, column: 41, scope: !147, inlinedAt: !143)
!151 = !DILocation(line: 14, column: 53, scope: !147, inlinedAt: !143)
!152 = !DILocation(line: 14, column: 30, scope: !148, inlinedAt: !143)
!153 = !DILocation(line: 14, column: 23, scope: !148, inlinedAt: !143)
!154 = distinct !{!154, !145, !155, !122}
!155 = !DILocation(line: 14, column: 62, scope: !141, inlinedAt: !143)
!156 = !DILocation(line: 0, scope: !141, inlinedAt: !157)
!157 = distinct !DILocation(line: 26, column: 61, scope: !79)
!158 = !DILocation(line: 0, scope: !136, inlinedAt: !157)
!159 = !DILocation(line: 14, column: 48, scope: !147, inlinedAt: !157)
!160 = !DILocation(line: 14, column: 46, scope: !147, inlinedAt: !157)
!161 = !DILocation(line: 14, column: 41, scope: !147, inlinedAt: !157)
!162 = !DILocation(line: 14, column: 53, scope: !147, inlinedAt: !157)
!163 = !DILocation(line: 14, column: 30, scope: !148, inlinedAt: !157)
!164 = !DILocation(line: 14, column: 23, scope: !148, inlinedAt: !157)
!165 = !DILocation(line: 14, column: 5, scope: !141, inlinedAt: !157)
!166 = distinct !{!166, !165, !167, !122}
!167 = !DILocation(line: 14, column: 62, scope: !141, inlinedAt: !157)
!168 = !DILocation(line: 26, column: 5, scope: !79)
!169 = !DILocalVariable(name: "x", arg: 1, scope: !170, file: !2, line: 17, type: !65)
!170 = distinct !DISubprogram(name: "my_sin", scope: !2, file: !2, line: 17, type: !104, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !171)
!171 = !{!169, !172, !173, !174}
!172 = !DILocalVariable(name: "term", scope: !170, file: !2, line: 18, type: !65)
!173 = !DILocalVariable(name: "s", scope: !170, file: !2, line: 18, type: !65)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 19, type: !66)
!175 = distinct !DILexicalBlock(scope: !170, file: !2, line: 19, column: 5)
!176 = !DILocation(line: 0, scope: !170, inlinedAt: !177)
!177 = distinct !DILocation(line: 27, column: 49, scope: !79)
!178 = !DILocation(line: 0, scope: !175, inlinedAt: !177)
!179 = !DILocation(line: 19, column: 5, scope: !175, inlinedAt: !177)
!180 = !DILocation(line: 19, column: 57, scope: !181, inlinedAt: !177)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 19, column: 34)
!182 = distinct !DILexicalBlock(scope: !175, file: !2, line: 19, column: 5)
!183 = !DILocation(line: 19, column: 71, scope: !181, inlinedAt: !177)
!184 = !DILocation(line: 19, column: 62, scope: !181, inlinedAt: !177)
!185 = !DILocation(line: 19, column: 53, scope: !181, inlinedAt: !177)
!186 = !DILocation(line: 19, column: 51, scope: !181, inlinedAt: !177)
!187 = !DILocation(line: 19, column: 41, scope: !181, inlinedAt: !177)
!188 = !DILocation(line: 19, column: 80, scope: !181, inlinedAt: !177)
!189 = !DILocation(line: 19, column: 30, scope: !182, inlinedAt: !177)
!190 = !DILocation(line: 19, column: 23, scope: !182, inlinedAt: !177)
!191 = distinct !{!191, !179, !192, !122}
!192 = !DILocation(line: 19, column: 89, scope: !175, inlinedAt: !177)
!193 = !DILocation(line: 0, scope: !175, inlinedAt: !194)
!194 = distinct !DILocation(line: 27, column: 62, scope: !79)
!195 = !DILocation(line: 0, scope: !170, inlinedAt: !194)
!196 = !DILocation(line: 19, column: 57, scope: !181, inlinedAt: !194)
!197 = !DILocation(line: 19, column: 71, scope: !181, inlinedAt: !194)
!198 = !DILocation(line: 19, column: 62, scope: !181, inlinedAt: !194)
!199 = !DILocation(line: 19, column: 53, scope: !181, inlinedAt: !194)
!200 = !DILocation(line: 19, column: 51, scope: !181, inlinedAt: !194)
!201 = !DILocation(line: 19, column: 41, scope: !181, inlinedAt: !194)
!202 = !DILocation(line: 19, column: 80, scope: !181, inlinedAt: !194)
!203 = !DILocation(line: 19, column: 30, scope: !182, inlinedAt: !194)
!204 = !DILocation(line: 19, column: 23, scope: !182, inlinedAt: !194)
!205 = !DILocation(line: 19, column: 5, scope: !175, inlinedAt: !194)
!206 = distinct !{!206, !205, !207, !122}
!207 = !DILocation(line: 19, column: 89, scope: !175, inlinedAt: !194)
!208 = !DILocation(line: 27, column: 5, scope: !79)
!209 = !DILocation(line: 28, column: 5, scope: !79)
!210 = !DILocation(line: 30, column: 5, scope: !79)
!211 = !DILocation(line: 0, scope: !79)
!212 = !DILocation(line: 33, column: 5, scope: !79)
!213 = !DILocation(line: 34, column: 5, scope: !79)
!214 = !DILocation(line: 0, scope: !88)
!215 = !DILocation(line: 36, column: 5, scope: !88)
!216 = !DILocation(line: 36, column: 32, scope: !217)
!217 = distinct !DILexicalBlock(scope: !88, file: !2, line: 36, column: 5)
!218 = distinct !{!218, !215, !219, !122, !220, !221}
!219 = !DILocation(line: 36, column: 41, scope: !88)
!220 = !{!"llvm.loop.isvectorized", i32 1}
!221 = !{!"llvm.loop.unroll.runtime.disable"}
!222 = !DILocation(line: 37, column: 34, scope: !79)
!223 = !DILocation(line: 37, column: 5, scope: !79)
!224 = !DILocation(line: 0, scope: !91)
!225 = !DILocation(line: 39, column: 5, scope: !91)
!226 = !DILocation(line: 39, column: 59, scope: !227)
!227 = distinct !DILexicalBlock(scope: !91, file: !2, line: 39, column: 5)
!228 = !DILocation(line: 39, column: 46, scope: !227)
!229 = distinct !{!229, !225, !230, !122, !220, !221}
!230 = !DILocation(line: 39, column: 62, scope: !91)
!231 = !DILocation(line: 40, column: 5, scope: !79)
!232 = !DILocation(line: 41, column: 5, scope: !79)
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 45, column: 5, scope: !79)
!235 = !DILocation(line: 48, column: 5, scope: !79)
!236 = !DILocation(line: 48, column: 14, scope: !79)
!237 = !DILocation(line: 48, column: 18, scope: !79)
!238 = !DILocation(line: 48, column: 41, scope: !239)
!239 = distinct !DILexicalBlock(scope: !79, file: !2, line: 48, column: 23)
!240 = distinct !{!240, !235, !241, !122}
!241 = !DILocation(line: 48, column: 45, scope: !79)
!242 = !DILocation(line: 49, column: 5, scope: !79)
!243 = !DILocation(line: 50, column: 5, scope: !79)
!244 = !DILocation(line: 51, column: 5, scope: !79)
!245 = !DILocation(line: 52, column: 5, scope: !79)
!246 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DISubroutineType(types: !248)
!248 = !{!66, !249, null}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
