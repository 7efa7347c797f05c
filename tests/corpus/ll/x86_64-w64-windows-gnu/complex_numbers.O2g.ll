; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1, !dbg !31

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !48 {
  %1 = alloca { double, double }, align 8
  %2 = alloca { double, double }, align 8
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 16
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
  call void @__divdc3(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %3, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00) #9, !dbg !84
  %5 = load double, ptr %3, align 8, !dbg !84
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !84
  %7 = load double, ptr %6, align 8, !dbg !84
    #dbg_value(double %5, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double %7, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00), !dbg !85
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef 1.100000e+01, double noundef -2.000000e+00, double noundef %5, double noundef %7), !dbg !86
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9, !dbg !87
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %4, align 16, !dbg !87
  %8 = call double @cabs(ptr noundef nonnull %4) #10, !dbg !87
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9, !dbg !87
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef 3.000000e+00, double noundef -4.000000e+00, double noundef %8), !dbg !88
    #dbg_value(double 1.600000e+01, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(double 0.000000e+00, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef 1.600000e+01, double noundef 0.000000e+00), !dbg !89
    #dbg_value(float 1.500000e+00, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float 2.000000e+00, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
    #dbg_value(float -5.000000e-01, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float 4.000000e+00, !63, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
    #dbg_value(float -8.750000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float 5.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef -8.750000e+00, double noundef 5.000000e+00), !dbg !90
  %9 = call i64 @__divsc3(float noundef 1.500000e+00, float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef 4.000000e+00) #9, !dbg !91
  %10 = trunc i64 %9 to i32, !dbg !91
  %11 = bitcast i32 %10 to float, !dbg !91
  %12 = lshr i64 %9, 32, !dbg !91
  %13 = trunc nuw i64 %12 to i32, !dbg !91
  %14 = bitcast i32 %13 to float, !dbg !91
    #dbg_value(float %11, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(float %14, !65, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
  %15 = fpext float %11 to double, !dbg !92
  %16 = fpext float %14 to double, !dbg !93
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %15, double noundef %16), !dbg !94
    #dbg_value(i32 0, !66, !DIExpression(), !95)
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  br label %18, !dbg !96

18:                                               ; preds = %0, %26
  %19 = phi i32 [ 0, %0 ], [ %28, %26 ]
    #dbg_value(i32 %19, !66, !DIExpression(), !95)
  %20 = uitofp nneg i32 %19 to double
  %21 = fmul double %20, 2.000000e-01
  %22 = fadd double %21, -1.200000e+00
  %23 = fmul double %22, 0.000000e+00
    #dbg_value(i32 0, !68, !DIExpression(), !97)
  br label %30, !dbg !98

24:                                               ; preds = %26
  %25 = getelementptr inbounds i8, ptr %1, i64 8
    #dbg_value(i32 0, !78, !DIExpression(), !99)
    #dbg_value(i32 0, !76, !DIExpression(), !83)
  br label %75, !dbg !100

26:                                               ; preds = %63
  %27 = call i32 @putchar(i32 noundef 10), !dbg !101
  %28 = add nuw nsw i32 %19, 1, !dbg !102
    #dbg_value(i32 %28, !66, !DIExpression(), !95)
  %29 = icmp eq i32 %28, 12, !dbg !103
  br i1 %29, label %24, label %18, !dbg !96, !llvm.loop !104

30:                                               ; preds = %18, %63
  %31 = phi i32 [ 0, %18 ], [ %73, %63 ]
    #dbg_value(i32 %31, !68, !DIExpression(), !97)
  %32 = uitofp nneg i32 %31 to double, !dbg !107
  %33 = fmul double %32, 0x3FB3333333333333, !dbg !108
  %34 = fadd double %33, -2.200000e+00, !dbg !109
  %35 = fadd double %23, %34, !dbg !110
    #dbg_value(double %35, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !111)
    #dbg_value(double %22, !72, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !111)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
    #dbg_value(ptr undef, !112, !DIExpression(DW_OP_deref), !121)
    #dbg_value(i32 60, !117, !DIExpression(), !121)
    #dbg_value(double 0.000000e+00, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(double 0.000000e+00, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
    #dbg_value(i32 0, !119, !DIExpression(), !123)
  br label %36, !dbg !124

36:                                               ; preds = %60, %30
  %37 = phi i32 [ 0, %30 ], [ %61, %60 ]
  %38 = phi double [ 0.000000e+00, %30 ], [ %54, %60 ]
  %39 = phi double [ 0.000000e+00, %30 ], [ %55, %60 ]
    #dbg_value(i32 %37, !119, !DIExpression(), !123)
    #dbg_value(double %38, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(double %39, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
  %40 = fmul double %38, %38, !dbg !125
  %41 = fmul double %39, %39, !dbg !125
  %42 = fmul double %38, %39, !dbg !125
  %43 = fsub double %40, %41, !dbg !125
  %44 = fadd double %42, %42, !dbg !125
  %45 = fcmp uno double %43, 0.000000e+00, !dbg !125
  br i1 %45, label %46, label %51, !dbg !125, !prof !128

46:                                               ; preds = %36
  %47 = fcmp uno double %44, 0.000000e+00, !dbg !125
  br i1 %47, label %48, label %51, !dbg !125, !prof !128

48:                                               ; preds = %46
  call void @__muldc3(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %2, double noundef %38, double noundef %39, double noundef %38, double noundef %39) #9, !dbg !125
  %49 = load double, ptr %2, align 8, !dbg !125
  %50 = load double, ptr %17, align 8, !dbg !125
  br label %51, !dbg !125

51:                                               ; preds = %48, %46, %36
  %52 = phi double [ %43, %36 ], [ %43, %46 ], [ %49, %48 ], !dbg !125
  %53 = phi double [ %44, %36 ], [ %44, %46 ], [ %50, %48 ], !dbg !125
  %54 = fadd double %35, %52, !dbg !129
  %55 = fadd double %22, %53, !dbg !129
    #dbg_value(double %54, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(double %55, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
  %56 = fmul double %54, %54, !dbg !130
  %57 = fmul double %55, %55, !dbg !132
  %58 = fadd double %56, %57, !dbg !133
  %59 = fcmp ogt double %58, 4.000000e+00, !dbg !134
  br i1 %59, label %63, label %60, !dbg !135

60:                                               ; preds = %51
  %61 = add nuw nsw i32 %37, 1, !dbg !136
    #dbg_value(i32 %61, !119, !DIExpression(), !123)
    #dbg_value(double %54, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(double %55, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
  %62 = icmp eq i32 %61, 60, !dbg !137
  br i1 %62, label %63, label %36, !dbg !124, !llvm.loop !138

63:                                               ; preds = %51, %60
  %64 = phi i32 [ %37, %51 ], [ 60, %60 ], !dbg !140
  %65 = call i32 @llvm.smin.i32(i32 %64, i32 60)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2), !dbg !141
    #dbg_value(i32 %65, !75, !DIExpression(), !111)
  %66 = mul nuw nsw i32 %65, 9, !dbg !142
  %67 = udiv i32 %66, 60, !dbg !143
  %68 = zext nneg i32 %67 to i64, !dbg !144
  %69 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %68, !dbg !144
  %70 = load i8, ptr %69, align 1, !dbg !144, !tbaa !145
  %71 = sext i8 %70 to i32, !dbg !144
  %72 = call i32 @putchar(i32 noundef %71), !dbg !148
  %73 = add nuw nsw i32 %31, 1, !dbg !149
    #dbg_value(i32 %73, !68, !DIExpression(), !97)
  %74 = icmp eq i32 %73, 40, !dbg !150
  br i1 %74, label %26, label %30, !dbg !98, !llvm.loop !151

75:                                               ; preds = %24, %83
  %76 = phi i32 [ 0, %24 ], [ %84, %83 ]
  %77 = phi i32 [ 0, %24 ], [ %123, %83 ]
    #dbg_value(i32 %76, !78, !DIExpression(), !99)
    #dbg_value(i32 %77, !76, !DIExpression(), !83)
  %78 = uitofp nneg i32 %76 to double
  %79 = fmul double %78, 5.000000e-02
  %80 = fadd double %79, -1.250000e+00
  %81 = fmul double %80, 0.000000e+00
    #dbg_value(i32 0, !80, !DIExpression(), !153)
  br label %86, !dbg !154

82:                                               ; preds = %83
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %123), !dbg !155
  ret i32 0, !dbg !156

83:                                               ; preds = %120
  %84 = add nuw nsw i32 %76, 1, !dbg !157
    #dbg_value(i32 %84, !78, !DIExpression(), !99)
    #dbg_value(i32 %123, !76, !DIExpression(), !83)
  %85 = icmp eq i32 %84, 50, !dbg !158
  br i1 %85, label %82, label %75, !dbg !100, !llvm.loop !159

86:                                               ; preds = %75, %120
  %87 = phi i32 [ 0, %75 ], [ %124, %120 ]
  %88 = phi i32 [ %77, %75 ], [ %123, %120 ]
    #dbg_value(i32 %87, !80, !DIExpression(), !153)
    #dbg_value(i32 %88, !76, !DIExpression(), !83)
  %89 = uitofp nneg i32 %87 to double, !dbg !161
  %90 = fmul double %89, 5.000000e-02, !dbg !163
  %91 = fadd double %90, -2.000000e+00, !dbg !164
  %92 = fadd double %81, %91, !dbg !165
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
    #dbg_value(ptr undef, !112, !DIExpression(DW_OP_deref), !166)
    #dbg_value(i32 100, !117, !DIExpression(), !166)
    #dbg_value(double 0.000000e+00, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double 0.000000e+00, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i32 0, !119, !DIExpression(), !168)
  br label %93, !dbg !169

93:                                               ; preds = %117, %86
  %94 = phi i32 [ 0, %86 ], [ %118, %117 ]
  %95 = phi double [ 0.000000e+00, %86 ], [ %111, %117 ]
  %96 = phi double [ 0.000000e+00, %86 ], [ %112, %117 ]
    #dbg_value(i32 %94, !119, !DIExpression(), !168)
    #dbg_value(double %95, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %96, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
  %97 = fmul double %95, %95, !dbg !170
  %98 = fmul double %96, %96, !dbg !170
  %99 = fmul double %95, %96, !dbg !170
  %100 = fsub double %97, %98, !dbg !170
  %101 = fadd double %99, %99, !dbg !170
  %102 = fcmp uno double %100, 0.000000e+00, !dbg !170
  br i1 %102, label %103, label %108, !dbg !170, !prof !128

103:                                              ; preds = %93
  %104 = fcmp uno double %101, 0.000000e+00, !dbg !170
  br i1 %104, label %105, label %108, !dbg !170, !prof !128

105:                                              ; preds = %103
  call void @__muldc3(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %1, double noundef %95, double noundef %96, double noundef %95, double noundef %96) #9, !dbg !170
  %106 = load double, ptr %1, align 8, !dbg !170
  %107 = load double, ptr %25, align 8, !dbg !170
  br label %108, !dbg !170

108:                                              ; preds = %105, %103, %93
  %109 = phi double [ %100, %93 ], [ %100, %103 ], [ %106, %105 ], !dbg !170
  %110 = phi double [ %101, %93 ], [ %101, %103 ], [ %107, %105 ], !dbg !170
  %111 = fadd double %92, %109, !dbg !171
  %112 = fadd double %80, %110, !dbg !171
    #dbg_value(double %111, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %112, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
  %113 = fmul double %111, %111, !dbg !172
  %114 = fmul double %112, %112, !dbg !173
  %115 = fadd double %113, %114, !dbg !174
  %116 = fcmp ogt double %115, 4.000000e+00, !dbg !175
  br i1 %116, label %120, label %117, !dbg !176

117:                                              ; preds = %108
  %118 = add nuw nsw i32 %94, 1, !dbg !177
    #dbg_value(i32 %118, !119, !DIExpression(), !168)
    #dbg_value(double %111, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %112, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
  %119 = icmp eq i32 %118, 100, !dbg !178
  br i1 %119, label %120, label %93, !dbg !169, !llvm.loop !179

120:                                              ; preds = %108, %117
  %121 = phi i32 [ %94, %108 ], [ 100, %117 ], !dbg !181
  %122 = call i32 @llvm.smin.i32(i32 %121, i32 100)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1), !dbg !182
  %123 = add nsw i32 %122, %88, !dbg !183
    #dbg_value(i32 %123, !76, !DIExpression(), !83)
  %124 = add nuw nsw i32 %87, 1, !dbg !184
    #dbg_value(i32 %124, !80, !DIExpression(), !153)
  %125 = icmp eq i32 %124, 50, !dbg !185
  br i1 %125, label %83, label %86, !dbg !154, !llvm.loop !186
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @__muldc3(ptr, double, double, double, double) local_unnamed_addr

declare dso_local void @__divdc3(ptr, double, double, double, double) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !188 {
  %2 = alloca ptr, align 8, !DIAssignID !200
    #dbg_assign(i1 undef, !197, !DIExpression(), !200, ptr %2, !DIExpression(), !201)
    #dbg_value(ptr %0, !195, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !202
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !203
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9, !dbg !204
  %4 = load ptr, ptr %2, align 8, !dbg !205, !tbaa !206
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9, !dbg !208
    #dbg_value(i32 %5, !196, !DIExpression(), !201)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !209
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !210
  ret void, !dbg !211
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite)
declare !dbg !212 dso_local double @cabs(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local i64 @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !216 dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare !dbg !219 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !239 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/complex_numbers.c", directory: ".")
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
!40 = !{i32 7, !"Dwarf Version", i32 4}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 2}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!77 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
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
!99 = !DILocation(line: 0, scope: !79)
!100 = !DILocation(line: 45, column: 5, scope: !79)
!101 = !DILocation(line: 42, column: 9, scope: !70)
!102 = !DILocation(line: 36, column: 30, scope: !71)
!103 = !DILocation(line: 36, column: 23, scope: !71)
!104 = distinct !{!104, !96, !105, !106}
!105 = !DILocation(line: 43, column: 5, scope: !67)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 38, column: 40, scope: !73)
!108 = !DILocation(line: 38, column: 42, scope: !73)
!109 = !DILocation(line: 38, column: 38, scope: !73)
!110 = !DILocation(line: 38, column: 51, scope: !73)
!111 = !DILocation(line: 0, scope: !73)
!112 = !DILocalVariable(name: "c", arg: 1, scope: !113, file: !2, line: 12, type: !54)
!113 = distinct !DISubprogram(name: "mandel", scope: !2, file: !2, line: 12, type: !114, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!51, !54, !51}
!116 = !{!112, !117, !118, !119}
!117 = !DILocalVariable(name: "maxit", arg: 2, scope: !113, file: !2, line: 12, type: !51)
!118 = !DILocalVariable(name: "z", scope: !113, file: !2, line: 13, type: !54)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 14, type: !51)
!120 = distinct !DILexicalBlock(scope: !113, file: !2, line: 14, column: 5)
!121 = !DILocation(line: 0, scope: !113, inlinedAt: !122)
!122 = distinct !DILocation(line: 39, column: 22, scope: !73)
!123 = !DILocation(line: 0, scope: !120, inlinedAt: !122)
!124 = !DILocation(line: 14, column: 5, scope: !120, inlinedAt: !122)
!125 = !DILocation(line: 15, column: 15, scope: !126, inlinedAt: !122)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 14, column: 37)
!127 = distinct !DILexicalBlock(scope: !120, file: !2, line: 14, column: 5)
!128 = !{!"branch_weights", i32 1, i32 1048575}
!129 = !DILocation(line: 15, column: 19, scope: !126, inlinedAt: !122)
!130 = !DILocation(line: 16, column: 22, scope: !131, inlinedAt: !122)
!131 = distinct !DILexicalBlock(scope: !126, file: !2, line: 16, column: 13)
!132 = !DILocation(line: 16, column: 44, scope: !131, inlinedAt: !122)
!133 = !DILocation(line: 16, column: 33, scope: !131, inlinedAt: !122)
!134 = !DILocation(line: 16, column: 55, scope: !131, inlinedAt: !122)
!135 = !DILocation(line: 16, column: 13, scope: !126, inlinedAt: !122)
!136 = !DILocation(line: 14, column: 33, scope: !127, inlinedAt: !122)
!137 = !DILocation(line: 14, column: 23, scope: !127, inlinedAt: !122)
!138 = distinct !{!138, !124, !139, !106}
!139 = !DILocation(line: 17, column: 5, scope: !120, inlinedAt: !122)
!140 = !DILocation(line: 14, scope: !120, inlinedAt: !122)
!141 = !DILocation(line: 19, column: 1, scope: !113, inlinedAt: !122)
!142 = !DILocation(line: 40, column: 37, scope: !73)
!143 = !DILocation(line: 40, column: 41, scope: !73)
!144 = !DILocation(line: 40, column: 21, scope: !73)
!145 = !{!146, !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !DILocation(line: 40, column: 13, scope: !73)
!149 = !DILocation(line: 37, column: 34, scope: !74)
!150 = !DILocation(line: 37, column: 27, scope: !74)
!151 = distinct !{!151, !98, !152, !106}
!152 = !DILocation(line: 41, column: 9, scope: !69)
!153 = !DILocation(line: 0, scope: !81)
!154 = !DILocation(line: 46, column: 9, scope: !81)
!155 = !DILocation(line: 47, column: 5, scope: !48)
!156 = !DILocation(line: 49, column: 1, scope: !48)
!157 = !DILocation(line: 45, column: 30, scope: !82)
!158 = !DILocation(line: 45, column: 23, scope: !82)
!159 = distinct !{!159, !100, !160, !106}
!160 = !DILocation(line: 46, column: 101, scope: !79)
!161 = !DILocation(line: 46, column: 62, scope: !162)
!162 = distinct !DILexicalBlock(scope: !81, file: !2, line: 46, column: 9)
!163 = !DILocation(line: 46, column: 64, scope: !162)
!164 = !DILocation(line: 46, column: 60, scope: !162)
!165 = !DILocation(line: 46, column: 72, scope: !162)
!166 = !DILocation(line: 0, scope: !113, inlinedAt: !167)
!167 = distinct !DILocation(line: 46, column: 47, scope: !162)
!168 = !DILocation(line: 0, scope: !120, inlinedAt: !167)
!169 = !DILocation(line: 14, column: 5, scope: !120, inlinedAt: !167)
!170 = !DILocation(line: 15, column: 15, scope: !126, inlinedAt: !167)
!171 = !DILocation(line: 15, column: 19, scope: !126, inlinedAt: !167)
!172 = !DILocation(line: 16, column: 22, scope: !131, inlinedAt: !167)
!173 = !DILocation(line: 16, column: 44, scope: !131, inlinedAt: !167)
!174 = !DILocation(line: 16, column: 33, scope: !131, inlinedAt: !167)
!175 = !DILocation(line: 16, column: 55, scope: !131, inlinedAt: !167)
!176 = !DILocation(line: 16, column: 13, scope: !126, inlinedAt: !167)
!177 = !DILocation(line: 14, column: 33, scope: !127, inlinedAt: !167)
!178 = !DILocation(line: 14, column: 23, scope: !127, inlinedAt: !167)
!179 = distinct !{!179, !169, !180, !106}
!180 = !DILocation(line: 17, column: 5, scope: !120, inlinedAt: !167)
!181 = !DILocation(line: 14, scope: !120, inlinedAt: !167)
!182 = !DILocation(line: 19, column: 1, scope: !113, inlinedAt: !167)
!183 = !DILocation(line: 46, column: 44, scope: !162)
!184 = !DILocation(line: 46, column: 34, scope: !162)
!185 = !DILocation(line: 46, column: 27, scope: !162)
!186 = distinct !{!186, !154, !187, !106}
!187 = !DILocation(line: 46, column: 101, scope: !81)
!188 = distinct !DISubprogram(name: "printf", scope: !189, file: !189, line: 368, type: !190, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !194)
!189 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!190 = !DISubroutineType(cc: DW_CC_nocall, types: !191)
!191 = !{!51, !192, null}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!194 = !{!195, !196, !197}
!195 = !DILocalVariable(name: "__format", arg: 1, scope: !188, file: !189, line: 368, type: !192)
!196 = !DILocalVariable(name: "__retval", scope: !188, file: !189, line: 370, type: !51)
!197 = !DILocalVariable(name: "__local_argv", scope: !188, file: !189, line: 371, type: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !188)
!202 = !DILocation(line: 371, column: 3, scope: !188)
!203 = !DILocation(line: 371, column: 35, scope: !188)
!204 = !DILocation(line: 372, column: 32, scope: !188)
!205 = !DILocation(line: 372, column: 50, scope: !188)
!206 = !{!207, !207, i64 0}
!207 = !{!"any pointer", !146, i64 0}
!208 = !DILocation(line: 372, column: 14, scope: !188)
!209 = !DILocation(line: 373, column: 3, scope: !188)
!210 = !DILocation(line: 375, column: 1, scope: !188)
!211 = !DILocation(line: 374, column: 3, scope: !188)
!212 = !DISubprogram(name: "cabs", scope: !213, file: !213, line: 54, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/complex.h", directory: "")
!214 = !DISubroutineType(types: !215)
!215 = !{!38, !54}
!216 = !DISubprogram(name: "putchar", scope: !189, file: !189, line: 702, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!51, !51}
!219 = !DISubprogram(name: "__mingw_vfprintf", scope: !189, file: !189, line: 193, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!51, !222, !235, !236}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !189, line: 47, baseType: !225)
!225 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !189, line: 33, size: 384, align: 64, elements: !226)
!226 = !{!227, !228, !229, !230, !231, !232, !233, !234}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !225, file: !189, line: 37, baseType: !199, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !225, file: !189, line: 38, baseType: !51, size: 32, offset: 64)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !225, file: !189, line: 39, baseType: !199, size: 64, offset: 128)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !225, file: !189, line: 40, baseType: !51, size: 32, offset: 192)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !225, file: !189, line: 41, baseType: !51, size: 32, offset: 224)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !225, file: !189, line: 42, baseType: !51, size: 32, offset: 256)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !225, file: !189, line: 43, baseType: !51, size: 32, offset: 288)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !225, file: !189, line: 44, baseType: !199, size: 64, offset: 320)
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !237, line: 31, baseType: !238)
!237 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !237, line: 24, baseType: !198)
!239 = !DISubprogram(name: "__acrt_iob_func", scope: !189, file: !189, line: 93, type: !240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{!223, !242}
!242 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
