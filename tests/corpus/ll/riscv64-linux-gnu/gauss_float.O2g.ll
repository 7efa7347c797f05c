; ModuleID = 'tests/programs/gauss_float.c'
source_filename = "tests/programs/gauss_float.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"x[%d] = %.10f\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [35 x i8] c"simpson x^3-2x+1 on [0,2] = %.10f\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [27 x i8] c"simpson 4/(1+x^2) = %.10f\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [32 x i8] c"derivative of f1 at 1.3 = %.6f\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"newton root = %.10f\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [19 x i8] c"float iter = %.5f\0A\00", align 1, !dbg !27
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca [6 x [7 x double]], align 8, !DIAssignID !83
    #dbg_assign(i1 undef, !58, !DIExpression(), !83, ptr %1, !DIExpression(), !84)
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #5, !dbg !85
    #dbg_value(i32 0, !66, !DIExpression(), !86)
    #dbg_value(i64 0, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !68, !DIExpression(), !87)
    #dbg_value(i64 0, !68, !DIExpression(), !87)
  store double 2.000000e+00, ptr %1, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 1, !68, !DIExpression(), !87)
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !94
  store double 5.000000e-01, ptr %2, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 2, !68, !DIExpression(), !87)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !94
  store double 0x3FD5555555555555, ptr %3, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 3, !68, !DIExpression(), !87)
  %4 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !94
  store double 2.500000e-01, ptr %4, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 4, !68, !DIExpression(), !87)
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !94
  store double 2.000000e-01, ptr %5, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 5, !68, !DIExpression(), !87)
  %6 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !94
  store double 0x3FC5555555555555, ptr %6, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 6, !68, !DIExpression(), !87)
  %7 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !95
  store double 1.000000e+00, ptr %7, align 8, !dbg !96, !tbaa !90
    #dbg_value(i64 1, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !68, !DIExpression(), !87)
    #dbg_value(i64 0, !68, !DIExpression(), !87)
  %8 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !94
  store double 5.000000e-01, ptr %8, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 1, !68, !DIExpression(), !87)
  %9 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !94
  store double 0x3FF5555555555555, ptr %9, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 2, !68, !DIExpression(), !87)
  %10 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !94
  store double 2.500000e-01, ptr %10, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 3, !68, !DIExpression(), !87)
  %11 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !94
  store double 2.000000e-01, ptr %11, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 4, !68, !DIExpression(), !87)
  %12 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !94
  store double 0x3FC5555555555555, ptr %12, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 5, !68, !DIExpression(), !87)
  %13 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !94
  store double 0x3FC2492492492492, ptr %13, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 6, !68, !DIExpression(), !87)
  %14 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !95
  store double 2.000000e+00, ptr %14, align 8, !dbg !96, !tbaa !90
    #dbg_value(i64 2, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !68, !DIExpression(), !87)
    #dbg_value(i64 0, !68, !DIExpression(), !87)
  %15 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !94
  store double 0x3FD5555555555555, ptr %15, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 1, !68, !DIExpression(), !87)
  %16 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !94
  store double 2.500000e-01, ptr %16, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 2, !68, !DIExpression(), !87)
  %17 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !94
  store double 1.200000e+00, ptr %17, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 3, !68, !DIExpression(), !87)
  %18 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !94
  store double 0x3FC5555555555555, ptr %18, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 4, !68, !DIExpression(), !87)
  %19 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !94
  store double 0x3FC2492492492492, ptr %19, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 5, !68, !DIExpression(), !87)
  %20 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !94
  store double 1.250000e-01, ptr %20, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 6, !68, !DIExpression(), !87)
  %21 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !95
  store double 3.000000e+00, ptr %21, align 8, !dbg !96, !tbaa !90
    #dbg_value(i64 3, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !68, !DIExpression(), !87)
    #dbg_value(i64 0, !68, !DIExpression(), !87)
  %22 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !94
  store double 2.500000e-01, ptr %22, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 1, !68, !DIExpression(), !87)
  %23 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !94
  store double 2.000000e-01, ptr %23, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 2, !68, !DIExpression(), !87)
  %24 = getelementptr inbounds i8, ptr %1, i64 184, !dbg !94
  store double 0x3FC5555555555555, ptr %24, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 3, !68, !DIExpression(), !87)
  %25 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !94
  store double 0x3FF2492492492492, ptr %25, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 4, !68, !DIExpression(), !87)
  %26 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !94
  store double 1.250000e-01, ptr %26, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 5, !68, !DIExpression(), !87)
  %27 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !94
  store double 0x3FBC71C71C71C71C, ptr %27, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 6, !68, !DIExpression(), !87)
  %28 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !95
  store double 4.000000e+00, ptr %28, align 8, !dbg !96, !tbaa !90
    #dbg_value(i64 4, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !68, !DIExpression(), !87)
    #dbg_value(i64 0, !68, !DIExpression(), !87)
  %29 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !94
  store double 2.000000e-01, ptr %29, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 1, !68, !DIExpression(), !87)
  %30 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !94
  store double 0x3FC5555555555555, ptr %30, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 2, !68, !DIExpression(), !87)
  %31 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !94
  store double 0x3FC2492492492492, ptr %31, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 3, !68, !DIExpression(), !87)
  %32 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !94
  store double 1.250000e-01, ptr %32, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 4, !68, !DIExpression(), !87)
  %33 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !94
  store double 0x3FF1C71C71C71C72, ptr %33, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 5, !68, !DIExpression(), !87)
  %34 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !94
  store double 1.000000e-01, ptr %34, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 6, !68, !DIExpression(), !87)
  %35 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !95
  store double 5.000000e+00, ptr %35, align 8, !dbg !96, !tbaa !90
    #dbg_value(i64 5, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !68, !DIExpression(), !87)
    #dbg_value(i64 0, !68, !DIExpression(), !87)
  %36 = getelementptr inbounds i8, ptr %1, i64 280, !dbg !94
  store double 0x3FC5555555555555, ptr %36, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 1, !68, !DIExpression(), !87)
  %37 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !94
  store double 0x3FC2492492492492, ptr %37, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 2, !68, !DIExpression(), !87)
  %38 = getelementptr inbounds i8, ptr %1, i64 296, !dbg !94
  store double 1.250000e-01, ptr %38, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 3, !68, !DIExpression(), !87)
  %39 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !94
  store double 0x3FBC71C71C71C71C, ptr %39, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 4, !68, !DIExpression(), !87)
  %40 = getelementptr inbounds i8, ptr %1, i64 312, !dbg !94
  store double 1.000000e-01, ptr %40, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 5, !68, !DIExpression(), !87)
  %41 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !94
  store double 0x3FF1745D1745D174, ptr %41, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 6, !68, !DIExpression(), !87)
  %42 = getelementptr inbounds i8, ptr %1, i64 328, !dbg !95
  store double 6.000000e+00, ptr %42, align 8, !dbg !96, !tbaa !90
    #dbg_value(i64 6, !66, !DIExpression(), !86)
  br label %46, !dbg !97

43:                                               ; preds = %115, %106
    #dbg_value(i64 %49, !109, !DIExpression(), !137)
  %44 = add nuw nsw i64 %48, 1, !dbg !97
  %45 = icmp eq i64 %49, 6, !dbg !138
  br i1 %45, label %128, label %46, !dbg !97, !llvm.loop !139

46:                                               ; preds = %0, %43
  %47 = phi i64 [ %49, %43 ], [ 0, %0 ]
  %48 = phi i64 [ %44, %43 ], [ 1, %0 ]
    #dbg_value(i64 %47, !109, !DIExpression(), !137)
    #dbg_value(i64 %47, !110, !DIExpression(), !142)
  %49 = add nuw nsw i64 %47, 1, !dbg !143
    #dbg_value(i64 %49, !113, !DIExpression(), !144)
  %50 = icmp ult i64 %47, 5, !dbg !145
  %51 = trunc nuw nsw i64 %47 to i32, !dbg !147
  br i1 %50, label %59, label %52, !dbg !147

52:                                               ; preds = %59, %46
  %53 = phi i32 [ %51, %46 ], [ %71, %59 ], !dbg !142
  %54 = sext i32 %53 to i64, !dbg !148
  %55 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 %47, !dbg !148
  %56 = load double, ptr %55, align 8, !dbg !148, !tbaa !90
  %57 = tail call double @llvm.fabs.f64(double %56), !dbg !150
  %58 = fcmp uge double %57, 0x3D719799812DEA11, !dbg !151
  br i1 %58, label %74, label %198, !dbg !152

59:                                               ; preds = %46, %59
  %60 = phi i64 [ %72, %59 ], [ %48, %46 ]
  %61 = phi i32 [ %71, %59 ], [ %51, %46 ]
    #dbg_value(i64 %60, !113, !DIExpression(), !144)
    #dbg_value(i32 %61, !110, !DIExpression(), !142)
  %62 = getelementptr inbounds [7 x double], ptr %1, i64 %60, i64 %47, !dbg !153
  %63 = load double, ptr %62, align 8, !dbg !153, !tbaa !90
  %64 = tail call double @llvm.fabs.f64(double %63), !dbg !155
  %65 = sext i32 %61 to i64, !dbg !156
  %66 = getelementptr inbounds [7 x double], ptr %1, i64 %65, i64 %47, !dbg !156
  %67 = load double, ptr %66, align 8, !dbg !156, !tbaa !90
  %68 = tail call double @llvm.fabs.f64(double %67), !dbg !157
  %69 = fcmp ogt double %64, %68, !dbg !158
  %70 = trunc nuw nsw i64 %60 to i32, !dbg !159
  %71 = select i1 %69, i32 %70, i32 %61, !dbg !159
    #dbg_value(i32 %71, !110, !DIExpression(), !142)
  %72 = add nuw nsw i64 %60, 1, !dbg !160
    #dbg_value(i64 %72, !113, !DIExpression(), !144)
  %73 = icmp eq i64 %72, 6, !dbg !145
  br i1 %73, label %52, label %59, !dbg !147, !llvm.loop !161

74:                                               ; preds = %52
  %75 = zext i32 %53 to i64, !dbg !163
  %76 = icmp eq i64 %47, %75, !dbg !163
  br i1 %76, label %106, label %77, !dbg !164

77:                                               ; preds = %74
    #dbg_value(i64 0, !115, !DIExpression(), !165)
  %78 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 0, !dbg !166
  %79 = load double, ptr %78, align 8, !dbg !166, !tbaa !90
    #dbg_value(double %79, !118, !DIExpression(), !167)
  %80 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 0, !dbg !168
  %81 = load double, ptr %80, align 8, !dbg !168, !tbaa !90
  store double %81, ptr %78, align 8, !dbg !169, !tbaa !90
  store double %79, ptr %80, align 8, !dbg !170, !tbaa !90
    #dbg_value(i64 1, !115, !DIExpression(), !165)
  %82 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 1, !dbg !166
  %83 = load double, ptr %82, align 8, !dbg !166, !tbaa !90
    #dbg_value(double %83, !118, !DIExpression(), !167)
  %84 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 1, !dbg !168
  %85 = load double, ptr %84, align 8, !dbg !168, !tbaa !90
  store double %85, ptr %82, align 8, !dbg !169, !tbaa !90
  store double %83, ptr %84, align 8, !dbg !170, !tbaa !90
    #dbg_value(i64 2, !115, !DIExpression(), !165)
  %86 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 2, !dbg !166
  %87 = load double, ptr %86, align 8, !dbg !166, !tbaa !90
    #dbg_value(double %87, !118, !DIExpression(), !167)
  %88 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 2, !dbg !168
  %89 = load double, ptr %88, align 8, !dbg !168, !tbaa !90
  store double %89, ptr %86, align 8, !dbg !169, !tbaa !90
  store double %87, ptr %88, align 8, !dbg !170, !tbaa !90
    #dbg_value(i64 3, !115, !DIExpression(), !165)
  %90 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 3, !dbg !166
  %91 = load double, ptr %90, align 8, !dbg !166, !tbaa !90
    #dbg_value(double %91, !118, !DIExpression(), !167)
  %92 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 3, !dbg !168
  %93 = load double, ptr %92, align 8, !dbg !168, !tbaa !90
  store double %93, ptr %90, align 8, !dbg !169, !tbaa !90
  store double %91, ptr %92, align 8, !dbg !170, !tbaa !90
    #dbg_value(i64 4, !115, !DIExpression(), !165)
  %94 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 4, !dbg !166
  %95 = load double, ptr %94, align 8, !dbg !166, !tbaa !90
    #dbg_value(double %95, !118, !DIExpression(), !167)
  %96 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 4, !dbg !168
  %97 = load double, ptr %96, align 8, !dbg !168, !tbaa !90
  store double %97, ptr %94, align 8, !dbg !169, !tbaa !90
  store double %95, ptr %96, align 8, !dbg !170, !tbaa !90
    #dbg_value(i64 5, !115, !DIExpression(), !165)
  %98 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 5, !dbg !166
  %99 = load double, ptr %98, align 8, !dbg !166, !tbaa !90
    #dbg_value(double %99, !118, !DIExpression(), !167)
  %100 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 5, !dbg !168
  %101 = load double, ptr %100, align 8, !dbg !168, !tbaa !90
  store double %101, ptr %98, align 8, !dbg !169, !tbaa !90
  store double %99, ptr %100, align 8, !dbg !170, !tbaa !90
    #dbg_value(i64 6, !115, !DIExpression(), !165)
  %102 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 6, !dbg !166
  %103 = load double, ptr %102, align 8, !dbg !166, !tbaa !90
    #dbg_value(double %103, !118, !DIExpression(), !167)
  %104 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 6, !dbg !168
  %105 = load double, ptr %104, align 8, !dbg !168, !tbaa !90
  store double %105, ptr %102, align 8, !dbg !169, !tbaa !90
  store double %103, ptr %104, align 8, !dbg !170, !tbaa !90
    #dbg_value(i64 7, !115, !DIExpression(), !165)
  br label %106, !dbg !171

106:                                              ; preds = %77, %74
    #dbg_value(i64 %49, !121, !DIExpression(), !172)
  br i1 %50, label %107, label %43, !dbg !173

107:                                              ; preds = %106
  %108 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 %47
  br label %109, !dbg !173

109:                                              ; preds = %115, %107
  %110 = phi i64 [ %48, %107 ], [ %116, %115 ]
    #dbg_value(i64 %110, !121, !DIExpression(), !172)
  %111 = getelementptr inbounds [7 x double], ptr %1, i64 %110, i64 %47, !dbg !174
  %112 = load double, ptr %111, align 8, !dbg !174, !tbaa !90
  %113 = load double, ptr %108, align 8, !dbg !175, !tbaa !90
  %114 = fdiv double %112, %113, !dbg !176
    #dbg_value(double %114, !123, !DIExpression(), !177)
    #dbg_value(i64 %47, !126, !DIExpression(), !178)
  br label %118, !dbg !179

115:                                              ; preds = %118
  %116 = add nuw nsw i64 %110, 1, !dbg !180
    #dbg_value(i64 %116, !121, !DIExpression(), !172)
  %117 = icmp eq i64 %116, 6, !dbg !171
  br i1 %117, label %43, label %109, !dbg !173, !llvm.loop !181

118:                                              ; preds = %118, %109
  %119 = phi i64 [ %47, %109 ], [ %126, %118 ]
    #dbg_value(i64 %119, !126, !DIExpression(), !178)
  %120 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 %119, !dbg !183
  %121 = load double, ptr %120, align 8, !dbg !183, !tbaa !90
  %122 = fmul double %114, %121, !dbg !185
  %123 = getelementptr inbounds [7 x double], ptr %1, i64 %110, i64 %119, !dbg !186
  %124 = load double, ptr %123, align 8, !dbg !187, !tbaa !90
  %125 = fsub double %124, %122, !dbg !187
  store double %125, ptr %123, align 8, !dbg !187, !tbaa !90
  %126 = add nuw nsw i64 %119, 1, !dbg !188
    #dbg_value(i64 %126, !126, !DIExpression(), !178)
  %127 = icmp eq i64 %126, 7, !dbg !189
  br i1 %127, label %115, label %118, !dbg !179, !llvm.loop !190

128:                                              ; preds = %43
    #dbg_value(i64 5, !128, !DIExpression(), !192)
    #dbg_value(double poison, !130, !DIExpression(), !193)
    #dbg_value(i64 5, !133, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !194)
  %129 = load double, ptr %42, align 8, !dbg !195, !tbaa !90
    #dbg_value(double %129, !130, !DIExpression(), !193)
  %130 = load double, ptr %41, align 8, !dbg !196, !tbaa !90
  %131 = fdiv double %129, %130, !dbg !197
    #dbg_value(double %131, !63, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !84)
    #dbg_value(i64 4, !128, !DIExpression(), !192)
    #dbg_value(double poison, !130, !DIExpression(), !193)
  %132 = load double, ptr %35, align 8, !dbg !195, !tbaa !90
  %133 = load double, ptr %34, align 8, !dbg !198, !tbaa !90
  %134 = fmul double %131, %133, !dbg !200
  %135 = fsub double %132, %134, !dbg !201
    #dbg_value(double %135, !130, !DIExpression(), !193)
  %136 = load double, ptr %33, align 8, !dbg !196, !tbaa !90
  %137 = fdiv double %135, %136, !dbg !197
    #dbg_value(double %137, !63, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !84)
    #dbg_value(i64 3, !128, !DIExpression(), !192)
    #dbg_value(double poison, !130, !DIExpression(), !193)
  %138 = load double, ptr %28, align 8, !dbg !195, !tbaa !90
  %139 = load double, ptr %26, align 8, !dbg !198, !tbaa !90
  %140 = fmul double %137, %139, !dbg !200
  %141 = fsub double %138, %140, !dbg !201
    #dbg_value(double %141, !130, !DIExpression(), !193)
  %142 = load double, ptr %27, align 8, !dbg !198, !tbaa !90
  %143 = fmul double %131, %142, !dbg !200
  %144 = fsub double %141, %143, !dbg !201
    #dbg_value(double %144, !130, !DIExpression(), !193)
  %145 = load double, ptr %25, align 8, !dbg !196, !tbaa !90
  %146 = fdiv double %144, %145, !dbg !197
    #dbg_value(double %146, !63, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !84)
    #dbg_value(i64 2, !128, !DIExpression(), !192)
    #dbg_value(double poison, !130, !DIExpression(), !193)
  %147 = load double, ptr %21, align 8, !dbg !195, !tbaa !90
  %148 = load double, ptr %18, align 8, !dbg !198, !tbaa !90
  %149 = fmul double %146, %148, !dbg !200
  %150 = fsub double %147, %149, !dbg !201
    #dbg_value(double %150, !130, !DIExpression(), !193)
  %151 = load double, ptr %19, align 8, !dbg !198, !tbaa !90
  %152 = fmul double %137, %151, !dbg !200
  %153 = fsub double %150, %152, !dbg !201
    #dbg_value(double %153, !130, !DIExpression(), !193)
  %154 = load double, ptr %20, align 8, !dbg !198, !tbaa !90
  %155 = fmul double %131, %154, !dbg !200
  %156 = fsub double %153, %155, !dbg !201
    #dbg_value(double %156, !130, !DIExpression(), !193)
  %157 = load double, ptr %17, align 8, !dbg !196, !tbaa !90
  %158 = fdiv double %156, %157, !dbg !197
    #dbg_value(double %158, !63, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !84)
    #dbg_value(i64 1, !128, !DIExpression(), !192)
    #dbg_value(double poison, !130, !DIExpression(), !193)
  %159 = load double, ptr %14, align 8, !dbg !195, !tbaa !90
  %160 = load double, ptr %10, align 8, !dbg !198, !tbaa !90
  %161 = fmul double %158, %160, !dbg !200
  %162 = fsub double %159, %161, !dbg !201
    #dbg_value(double %162, !130, !DIExpression(), !193)
  %163 = load double, ptr %11, align 8, !dbg !198, !tbaa !90
  %164 = fmul double %146, %163, !dbg !200
  %165 = fsub double %162, %164, !dbg !201
    #dbg_value(double %165, !130, !DIExpression(), !193)
  %166 = load double, ptr %12, align 8, !dbg !198, !tbaa !90
  %167 = fmul double %137, %166, !dbg !200
  %168 = fsub double %165, %167, !dbg !201
    #dbg_value(double %168, !130, !DIExpression(), !193)
  %169 = load double, ptr %13, align 8, !dbg !198, !tbaa !90
  %170 = fmul double %131, %169, !dbg !200
  %171 = fsub double %168, %170, !dbg !201
    #dbg_value(double %171, !130, !DIExpression(), !193)
  %172 = load double, ptr %9, align 8, !dbg !196, !tbaa !90
  %173 = fdiv double %171, %172, !dbg !197
    #dbg_value(double %173, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(i64 0, !128, !DIExpression(), !192)
    #dbg_value(double poison, !130, !DIExpression(), !193)
  %174 = load double, ptr %7, align 8, !dbg !195, !tbaa !90
  %175 = load double, ptr %2, align 8, !dbg !198, !tbaa !90
  %176 = fmul double %173, %175, !dbg !200
  %177 = fsub double %174, %176, !dbg !201
    #dbg_value(double %177, !130, !DIExpression(), !193)
  %178 = load double, ptr %3, align 8, !dbg !198, !tbaa !90
  %179 = fmul double %158, %178, !dbg !200
  %180 = fsub double %177, %179, !dbg !201
    #dbg_value(double %180, !130, !DIExpression(), !193)
  %181 = load double, ptr %4, align 8, !dbg !198, !tbaa !90
  %182 = fmul double %146, %181, !dbg !200
  %183 = fsub double %180, %182, !dbg !201
    #dbg_value(double %183, !130, !DIExpression(), !193)
  %184 = load double, ptr %5, align 8, !dbg !198, !tbaa !90
  %185 = fmul double %137, %184, !dbg !200
  %186 = fsub double %183, %185, !dbg !201
    #dbg_value(double %186, !130, !DIExpression(), !193)
  %187 = load double, ptr %6, align 8, !dbg !198, !tbaa !90
  %188 = fmul double %131, %187, !dbg !200
  %189 = fsub double %186, %188, !dbg !201
    #dbg_value(double %189, !130, !DIExpression(), !193)
  %190 = load double, ptr %1, align 8, !dbg !196, !tbaa !90
  %191 = fdiv double %189, %190, !dbg !197
    #dbg_value(double %191, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(i64 -1, !128, !DIExpression(), !192)
    #dbg_value(i64 0, !72, !DIExpression(), !202)
  %192 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, double noundef %191), !dbg !203
    #dbg_value(i64 1, !72, !DIExpression(), !202)
  %193 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1, double noundef %173), !dbg !203
    #dbg_value(i64 2, !72, !DIExpression(), !202)
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2, double noundef %158), !dbg !203
    #dbg_value(i64 3, !72, !DIExpression(), !202)
  %195 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 3, double noundef %146), !dbg !203
    #dbg_value(i64 4, !72, !DIExpression(), !202)
  %196 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 4, double noundef %137), !dbg !203
    #dbg_value(i64 5, !72, !DIExpression(), !202)
  %197 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 5, double noundef %131), !dbg !203
    #dbg_value(i64 6, !72, !DIExpression(), !202)
  br label %200, !dbg !205

198:                                              ; preds = %52
  %199 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !222
  br label %266, !dbg !224

200:                                              ; preds = %128, %200
  %201 = phi i32 [ %217, %200 ], [ 1, %128 ]
  %202 = phi double [ %216, %200 ], [ 6.000000e+00, %128 ]
    #dbg_value(i32 %201, !220, !DIExpression(), !225)
    #dbg_value(double %202, !219, !DIExpression(), !226)
  %203 = uitofp nneg i32 %201 to double, !dbg !227
  %204 = fmul double %203, 2.000000e-02, !dbg !229
  %205 = fadd double %204, 0.000000e+00, !dbg !230
    #dbg_value(double %205, !231, !DIExpression(), !234)
  %206 = fmul double %205, %205, !dbg !236
  %207 = fmul double %205, %206, !dbg !237
  %208 = fmul double %205, 2.000000e+00, !dbg !238
  %209 = fsub double %207, %208, !dbg !239
  %210 = fadd double %209, 1.000000e+00, !dbg !240
  %211 = and i32 %201, 1, !dbg !241
  %212 = icmp eq i32 %211, 0, !dbg !242
  %213 = select i1 %212, i32 2, i32 4, !dbg !242
  %214 = uitofp nneg i32 %213 to double, !dbg !243
  %215 = fmul double %210, %214, !dbg !244
  %216 = fadd double %202, %215, !dbg !245
    #dbg_value(double %216, !219, !DIExpression(), !226)
  %217 = add nuw nsw i32 %201, 1, !dbg !246
    #dbg_value(i32 %217, !220, !DIExpression(), !225)
  %218 = icmp eq i32 %217, 100, !dbg !247
  br i1 %218, label %219, label %200, !dbg !205, !llvm.loop !248

219:                                              ; preds = %200
  %220 = fmul double %216, 2.000000e-02, !dbg !250
  %221 = fdiv double %220, 3.000000e+00, !dbg !251
  %222 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %221), !dbg !252
    #dbg_value(ptr poison, !214, !DIExpression(), !253)
    #dbg_value(double 0.000000e+00, !215, !DIExpression(), !253)
    #dbg_value(double 1.000000e+00, !216, !DIExpression(), !253)
    #dbg_value(i32 1000, !217, !DIExpression(), !253)
    #dbg_value(double 1.000000e-03, !218, !DIExpression(), !253)
    #dbg_value(double 0.000000e+00, !255, !DIExpression(), !258)
    #dbg_value(double 1.000000e+00, !255, !DIExpression(), !260)
    #dbg_value(double 1.500000e+00, !219, !DIExpression(), !253)
    #dbg_value(i32 1, !220, !DIExpression(), !262)
  br label %223

223:                                              ; preds = %223, %219
  %224 = phi i32 [ %238, %223 ], [ 1, %219 ]
  %225 = phi double [ %237, %223 ], [ 1.500000e+00, %219 ]
    #dbg_value(i32 %224, !220, !DIExpression(), !262)
    #dbg_value(double %225, !219, !DIExpression(), !253)
  %226 = uitofp nneg i32 %224 to double, !dbg !263
  %227 = fmul double %226, 1.000000e-03, !dbg !264
  %228 = fadd double %227, 0.000000e+00, !dbg !265
    #dbg_value(double %228, !255, !DIExpression(), !266)
  %229 = fmul double %228, %228, !dbg !268
  %230 = fadd double %229, 1.000000e+00, !dbg !269
  %231 = fdiv double 1.000000e+00, %230, !dbg !270
  %232 = and i32 %224, 1, !dbg !271
  %233 = icmp eq i32 %232, 0, !dbg !272
  %234 = select i1 %233, i32 2, i32 4, !dbg !272
  %235 = uitofp nneg i32 %234 to double, !dbg !273
  %236 = fmul double %231, %235, !dbg !274
  %237 = fadd double %225, %236, !dbg !275
    #dbg_value(double %237, !219, !DIExpression(), !253)
  %238 = add nuw nsw i32 %224, 1, !dbg !276
    #dbg_value(i32 %238, !220, !DIExpression(), !262)
  %239 = icmp eq i32 %238, 1000, !dbg !277
  br i1 %239, label %240, label %223, !dbg !278, !llvm.loop !279

240:                                              ; preds = %223
  %241 = fmul double %237, 1.000000e-03, !dbg !281
  %242 = fdiv double %241, 3.000000e+00, !dbg !282
  %243 = fmul double %242, 4.000000e+00, !dbg !283
  %244 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %243), !dbg !284
    #dbg_value(double 1.000000e-05, !74, !DIExpression(), !84)
    #dbg_value(double 1.300000e+00, !75, !DIExpression(), !84)
    #dbg_value(double 1.300010e+00, !231, !DIExpression(), !285)
    #dbg_value(double 1.299990e+00, !231, !DIExpression(), !287)
  %245 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40088F5C28FA20DF), !dbg !289
    #dbg_value(double 1.000000e+00, !76, !DIExpression(), !84)
    #dbg_value(i32 0, !77, !DIExpression(), !290)
  br label %250, !dbg !291

246:                                              ; preds = %250
  %247 = fadd double %263, 5.000000e-01, !dbg !292
  %248 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %247), !dbg !293
    #dbg_value(float 0x400EE8F8C0000000, !79, !DIExpression(), !84)
  %249 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x400EE8F8C0000000), !dbg !294
  br label %266

250:                                              ; preds = %240, %250
  %251 = phi i32 [ 0, %240 ], [ %264, %250 ]
  %252 = phi double [ 1.000000e+00, %240 ], [ %263, %250 ]
    #dbg_value(i32 %251, !77, !DIExpression(), !290)
    #dbg_value(double %252, !76, !DIExpression(), !84)
  %253 = fadd double %252, 5.000000e-01, !dbg !295
    #dbg_value(double %253, !231, !DIExpression(), !297)
  %254 = fmul double %253, %253, !dbg !299
  %255 = fmul double %253, %254, !dbg !300
  %256 = fmul double %253, 2.000000e+00, !dbg !301
  %257 = fsub double %255, %256, !dbg !302
  %258 = fadd double %257, 1.000000e+00, !dbg !303
  %259 = fmul double %253, 3.000000e+00, !dbg !304
  %260 = fmul double %253, %259, !dbg !305
  %261 = fadd double %260, -2.000000e+00, !dbg !306
  %262 = fdiv double %258, %261, !dbg !307
  %263 = fsub double %252, %262, !dbg !308
    #dbg_value(double %263, !76, !DIExpression(), !84)
  %264 = add nuw nsw i32 %251, 1, !dbg !309
    #dbg_value(i32 %264, !77, !DIExpression(), !290)
  %265 = icmp eq i32 %264, 50, !dbg !310
  br i1 %265, label %246, label %250, !dbg !291, !llvm.loop !311

266:                                              ; preds = %246, %198
  %267 = phi i32 [ 0, %246 ], [ 1, %198 ], !dbg !84
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #5, !dbg !313
  ret i32 %267, !dbg !313
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !314 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/gauss_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "4510fa77ded7d81345850113f3e44fb2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 27)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 19)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !35, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34}
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !{!36, !0, !7, !12, !17, !22, !27}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 1, !"target-abi", !"lp64d"}
!45 = !{i32 6, !"riscv-isa", !46}
!46 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 8, !"SmallDataLimit", i32 8}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !57)
!54 = !DISubroutineType(types: !55)
!55 = !{!56}
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !{!58, !63, !66, !68, !72, !74, !75, !76, !77, !79, !81}
!58 = !DILocalVariable(name: "a", scope: !53, file: !2, line: 38, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 2688, elements: !60)
!60 = !{!61, !62}
!61 = !DISubrange(count: 6)
!62 = !DISubrange(count: 7)
!63 = !DILocalVariable(name: "x", scope: !53, file: !2, line: 38, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 384, elements: !65)
!65 = !{!61}
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 39, type: !56)
!67 = distinct !DILexicalBlock(scope: !53, file: !2, line: 39, column: 5)
!68 = !DILocalVariable(name: "j", scope: !69, file: !2, line: 40, type: !56)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 40, column: 9)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 39, column: 33)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 39, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 44, type: !56)
!73 = distinct !DILexicalBlock(scope: !53, file: !2, line: 44, column: 5)
!74 = !DILocalVariable(name: "h", scope: !53, file: !2, line: 47, type: !34)
!75 = !DILocalVariable(name: "p", scope: !53, file: !2, line: 47, type: !34)
!76 = !DILocalVariable(name: "r", scope: !53, file: !2, line: 49, type: !34)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 50, type: !56)
!78 = distinct !DILexicalBlock(scope: !53, file: !2, line: 50, column: 5)
!79 = !DILocalVariable(name: "fx", scope: !53, file: !2, line: 52, type: !80)
!80 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 53, type: !56)
!82 = distinct !DILexicalBlock(scope: !53, file: !2, line: 53, column: 5)
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !53)
!85 = !DILocation(line: 38, column: 5, scope: !53)
!86 = !DILocation(line: 0, scope: !67)
!87 = !DILocation(line: 0, scope: !69)
!88 = !DILocation(line: 40, column: 45, scope: !89)
!89 = distinct !DILexicalBlock(scope: !69, file: !2, line: 40, column: 9)
!90 = !{!91, !91, i64 0}
!91 = !{!"double", !92, i64 0}
!92 = !{!"omnipotent char", !93, i64 0}
!93 = !{!"Simple C/C++ TBAA"}
!94 = !DILocation(line: 40, column: 37, scope: !89)
!95 = !DILocation(line: 41, column: 9, scope: !70)
!96 = !DILocation(line: 41, column: 17, scope: !70)
!97 = !DILocation(line: 10, column: 5, scope: !98, inlinedAt: !135)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 10, column: 5)
!99 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 9, type: !100, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !106)
!100 = !DISubroutineType(types: !101)
!101 = !{!56, !102, !105}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 448, elements: !104)
!104 = !{!62}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!106 = !{!107, !108, !109, !110, !113, !115, !118, !121, !123, !126, !128, !130, !133}
!107 = !DILocalVariable(name: "a", arg: 1, scope: !99, file: !2, line: 9, type: !102)
!108 = !DILocalVariable(name: "x", arg: 2, scope: !99, file: !2, line: 9, type: !105)
!109 = !DILocalVariable(name: "c", scope: !98, file: !2, line: 10, type: !56)
!110 = !DILocalVariable(name: "p", scope: !111, file: !2, line: 11, type: !56)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 10, column: 33)
!112 = distinct !DILexicalBlock(scope: !98, file: !2, line: 10, column: 5)
!113 = !DILocalVariable(name: "r", scope: !114, file: !2, line: 12, type: !56)
!114 = distinct !DILexicalBlock(scope: !111, file: !2, line: 12, column: 9)
!115 = !DILocalVariable(name: "k", scope: !116, file: !2, line: 14, type: !56)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 14, column: 21)
!117 = distinct !DILexicalBlock(scope: !111, file: !2, line: 14, column: 13)
!118 = !DILocalVariable(name: "t", scope: !119, file: !2, line: 14, type: !34)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 14, column: 50)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 14, column: 21)
!121 = !DILocalVariable(name: "r", scope: !122, file: !2, line: 15, type: !56)
!122 = distinct !DILexicalBlock(scope: !111, file: !2, line: 15, column: 9)
!123 = !DILocalVariable(name: "f", scope: !124, file: !2, line: 16, type: !34)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 15, column: 41)
!125 = distinct !DILexicalBlock(scope: !122, file: !2, line: 15, column: 9)
!126 = !DILocalVariable(name: "k", scope: !127, file: !2, line: 17, type: !56)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 17, column: 13)
!128 = !DILocalVariable(name: "r", scope: !129, file: !2, line: 20, type: !56)
!129 = distinct !DILexicalBlock(scope: !99, file: !2, line: 20, column: 5)
!130 = !DILocalVariable(name: "s", scope: !131, file: !2, line: 21, type: !34)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 20, column: 38)
!132 = distinct !DILexicalBlock(scope: !129, file: !2, line: 20, column: 5)
!133 = !DILocalVariable(name: "k", scope: !134, file: !2, line: 22, type: !56)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 22, column: 9)
!135 = distinct !DILocation(line: 43, column: 10, scope: !136)
!136 = distinct !DILexicalBlock(scope: !53, file: !2, line: 43, column: 9)
!137 = !DILocation(line: 0, scope: !98, inlinedAt: !135)
!138 = !DILocation(line: 10, column: 23, scope: !112, inlinedAt: !135)
!139 = distinct !{!139, !97, !140, !141}
!140 = !DILocation(line: 19, column: 5, scope: !98, inlinedAt: !135)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 0, scope: !111, inlinedAt: !135)
!143 = !DILocation(line: 12, column: 24, scope: !114, inlinedAt: !135)
!144 = !DILocation(line: 0, scope: !114, inlinedAt: !135)
!145 = !DILocation(line: 12, column: 31, scope: !146, inlinedAt: !135)
!146 = distinct !DILexicalBlock(scope: !114, file: !2, line: 12, column: 9)
!147 = !DILocation(line: 12, column: 9, scope: !114, inlinedAt: !135)
!148 = !DILocation(line: 13, column: 18, scope: !149, inlinedAt: !135)
!149 = distinct !DILexicalBlock(scope: !111, file: !2, line: 13, column: 13)
!150 = !DILocation(line: 13, column: 13, scope: !149, inlinedAt: !135)
!151 = !DILocation(line: 13, column: 27, scope: !149, inlinedAt: !135)
!152 = !DILocation(line: 13, column: 13, scope: !111, inlinedAt: !135)
!153 = !DILocation(line: 12, column: 50, scope: !154, inlinedAt: !135)
!154 = distinct !DILexicalBlock(scope: !146, file: !2, line: 12, column: 45)
!155 = !DILocation(line: 12, column: 45, scope: !154, inlinedAt: !135)
!156 = !DILocation(line: 12, column: 66, scope: !154, inlinedAt: !135)
!157 = !DILocation(line: 12, column: 61, scope: !154, inlinedAt: !135)
!158 = !DILocation(line: 12, column: 59, scope: !154, inlinedAt: !135)
!159 = !DILocation(line: 12, column: 45, scope: !146, inlinedAt: !135)
!160 = !DILocation(line: 12, column: 37, scope: !146, inlinedAt: !135)
!161 = distinct !{!161, !147, !162, !141}
!162 = !DILocation(line: 12, column: 80, scope: !114, inlinedAt: !135)
!163 = !DILocation(line: 14, column: 15, scope: !117, inlinedAt: !135)
!164 = !DILocation(line: 14, column: 13, scope: !111, inlinedAt: !135)
!165 = !DILocation(line: 0, scope: !116, inlinedAt: !135)
!166 = !DILocation(line: 14, column: 63, scope: !119, inlinedAt: !135)
!167 = !DILocation(line: 0, scope: !119, inlinedAt: !135)
!168 = !DILocation(line: 14, column: 82, scope: !119, inlinedAt: !135)
!169 = !DILocation(line: 14, column: 80, scope: !119, inlinedAt: !135)
!170 = !DILocation(line: 14, column: 99, scope: !119, inlinedAt: !135)
!171 = !DILocation(line: 15, column: 31, scope: !125, inlinedAt: !135)
!172 = !DILocation(line: 0, scope: !122, inlinedAt: !135)
!173 = !DILocation(line: 15, column: 9, scope: !122, inlinedAt: !135)
!174 = !DILocation(line: 16, column: 24, scope: !124, inlinedAt: !135)
!175 = !DILocation(line: 16, column: 34, scope: !124, inlinedAt: !135)
!176 = !DILocation(line: 16, column: 32, scope: !124, inlinedAt: !135)
!177 = !DILocation(line: 0, scope: !124, inlinedAt: !135)
!178 = !DILocation(line: 0, scope: !127, inlinedAt: !135)
!179 = !DILocation(line: 17, column: 13, scope: !127, inlinedAt: !135)
!180 = !DILocation(line: 15, column: 37, scope: !125, inlinedAt: !135)
!181 = distinct !{!181, !173, !182, !141}
!182 = !DILocation(line: 18, column: 9, scope: !122, inlinedAt: !135)
!183 = !DILocation(line: 17, column: 57, scope: !184, inlinedAt: !135)
!184 = distinct !DILexicalBlock(scope: !127, file: !2, line: 17, column: 13)
!185 = !DILocation(line: 17, column: 55, scope: !184, inlinedAt: !135)
!186 = !DILocation(line: 17, column: 42, scope: !184, inlinedAt: !135)
!187 = !DILocation(line: 17, column: 50, scope: !184, inlinedAt: !135)
!188 = !DILocation(line: 17, column: 38, scope: !184, inlinedAt: !135)
!189 = !DILocation(line: 17, column: 31, scope: !184, inlinedAt: !135)
!190 = distinct !{!190, !179, !191, !141}
!191 = !DILocation(line: 17, column: 63, scope: !127, inlinedAt: !135)
!192 = !DILocation(line: 0, scope: !129, inlinedAt: !135)
!193 = !DILocation(line: 0, scope: !131, inlinedAt: !135)
!194 = !DILocation(line: 0, scope: !134, inlinedAt: !135)
!195 = !DILocation(line: 21, column: 20, scope: !131, inlinedAt: !135)
!196 = !DILocation(line: 23, column: 20, scope: !131, inlinedAt: !135)
!197 = !DILocation(line: 23, column: 18, scope: !131, inlinedAt: !135)
!198 = !DILocation(line: 22, column: 46, scope: !199, inlinedAt: !135)
!199 = distinct !DILexicalBlock(scope: !134, file: !2, line: 22, column: 9)
!200 = !DILocation(line: 22, column: 54, scope: !199, inlinedAt: !135)
!201 = !DILocation(line: 22, column: 43, scope: !199, inlinedAt: !135)
!202 = !DILocation(line: 0, scope: !73)
!203 = !DILocation(line: 44, column: 33, scope: !204)
!204 = distinct !DILexicalBlock(scope: !73, file: !2, line: 44, column: 5)
!205 = !DILocation(line: 33, column: 5, scope: !206, inlinedAt: !221)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 33, column: 5)
!207 = distinct !DISubprogram(name: "simpson", scope: !2, file: !2, line: 31, type: !208, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !213)
!208 = !DISubroutineType(types: !209)
!209 = !{!34, !210, !34, !34, !56}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DISubroutineType(types: !212)
!212 = !{!34, !34}
!213 = !{!214, !215, !216, !217, !218, !219, !220}
!214 = !DILocalVariable(name: "f", arg: 1, scope: !207, file: !2, line: 31, type: !210)
!215 = !DILocalVariable(name: "a", arg: 2, scope: !207, file: !2, line: 31, type: !34)
!216 = !DILocalVariable(name: "b", arg: 3, scope: !207, file: !2, line: 31, type: !34)
!217 = !DILocalVariable(name: "n", arg: 4, scope: !207, file: !2, line: 31, type: !56)
!218 = !DILocalVariable(name: "h", scope: !207, file: !2, line: 32, type: !34)
!219 = !DILocalVariable(name: "s", scope: !207, file: !2, line: 32, type: !34)
!220 = !DILocalVariable(name: "i", scope: !206, file: !2, line: 33, type: !56)
!221 = distinct !DILocation(line: 45, column: 51, scope: !53)
!222 = !DILocation(line: 43, column: 25, scope: !223)
!223 = distinct !DILexicalBlock(scope: !136, file: !2, line: 43, column: 23)
!224 = !DILocation(line: 43, column: 47, scope: !223)
!225 = !DILocation(line: 0, scope: !206, inlinedAt: !221)
!226 = !DILocation(line: 0, scope: !207, inlinedAt: !221)
!227 = !DILocation(line: 33, column: 44, scope: !228, inlinedAt: !221)
!228 = distinct !DILexicalBlock(scope: !206, file: !2, line: 33, column: 5)
!229 = !DILocation(line: 33, column: 46, scope: !228, inlinedAt: !221)
!230 = !DILocation(line: 33, column: 42, scope: !228, inlinedAt: !221)
!231 = !DILocalVariable(name: "x", arg: 1, scope: !232, file: !2, line: 28, type: !34)
!232 = distinct !DISubprogram(name: "f1", scope: !2, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !233)
!233 = !{!231}
!234 = !DILocation(line: 0, scope: !232, inlinedAt: !235)
!235 = distinct !DILocation(line: 33, column: 38, scope: !228, inlinedAt: !221)
!236 = !DILocation(line: 28, column: 39, scope: !232, inlinedAt: !235)
!237 = !DILocation(line: 28, column: 43, scope: !232, inlinedAt: !235)
!238 = !DILocation(line: 28, column: 51, scope: !232, inlinedAt: !235)
!239 = !DILocation(line: 28, column: 47, scope: !232, inlinedAt: !235)
!240 = !DILocation(line: 28, column: 55, scope: !232, inlinedAt: !235)
!241 = !DILocation(line: 33, column: 56, scope: !228, inlinedAt: !221)
!242 = !DILocation(line: 33, column: 54, scope: !228, inlinedAt: !221)
!243 = !DILocation(line: 33, column: 53, scope: !228, inlinedAt: !221)
!244 = !DILocation(line: 33, column: 51, scope: !228, inlinedAt: !221)
!245 = !DILocation(line: 33, column: 35, scope: !228, inlinedAt: !221)
!246 = !DILocation(line: 33, column: 29, scope: !228, inlinedAt: !221)
!247 = !DILocation(line: 33, column: 23, scope: !228, inlinedAt: !221)
!248 = distinct !{!248, !205, !249, !141}
!249 = !DILocation(line: 33, column: 67, scope: !206, inlinedAt: !221)
!250 = !DILocation(line: 34, column: 14, scope: !207, inlinedAt: !221)
!251 = !DILocation(line: 34, column: 18, scope: !207, inlinedAt: !221)
!252 = !DILocation(line: 45, column: 5, scope: !53)
!253 = !DILocation(line: 0, scope: !207, inlinedAt: !254)
!254 = distinct !DILocation(line: 46, column: 47, scope: !53)
!255 = !DILocalVariable(name: "x", arg: 1, scope: !256, file: !2, line: 29, type: !34)
!256 = distinct !DISubprogram(name: "f2", scope: !2, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !257)
!257 = !{!255}
!258 = !DILocation(line: 0, scope: !256, inlinedAt: !259)
!259 = distinct !DILocation(line: 32, column: 33, scope: !207, inlinedAt: !254)
!260 = !DILocation(line: 0, scope: !256, inlinedAt: !261)
!261 = distinct !DILocation(line: 32, column: 40, scope: !207, inlinedAt: !254)
!262 = !DILocation(line: 0, scope: !206, inlinedAt: !254)
!263 = !DILocation(line: 33, column: 44, scope: !228, inlinedAt: !254)
!264 = !DILocation(line: 33, column: 46, scope: !228, inlinedAt: !254)
!265 = !DILocation(line: 33, column: 42, scope: !228, inlinedAt: !254)
!266 = !DILocation(line: 0, scope: !256, inlinedAt: !267)
!267 = distinct !DILocation(line: 33, column: 38, scope: !228, inlinedAt: !254)
!268 = !DILocation(line: 29, column: 52, scope: !256, inlinedAt: !267)
!269 = !DILocation(line: 29, column: 48, scope: !256, inlinedAt: !267)
!270 = !DILocation(line: 29, column: 41, scope: !256, inlinedAt: !267)
!271 = !DILocation(line: 33, column: 56, scope: !228, inlinedAt: !254)
!272 = !DILocation(line: 33, column: 54, scope: !228, inlinedAt: !254)
!273 = !DILocation(line: 33, column: 53, scope: !228, inlinedAt: !254)
!274 = !DILocation(line: 33, column: 51, scope: !228, inlinedAt: !254)
!275 = !DILocation(line: 33, column: 35, scope: !228, inlinedAt: !254)
!276 = !DILocation(line: 33, column: 29, scope: !228, inlinedAt: !254)
!277 = !DILocation(line: 33, column: 23, scope: !228, inlinedAt: !254)
!278 = !DILocation(line: 33, column: 5, scope: !206, inlinedAt: !254)
!279 = distinct !{!279, !278, !280, !141}
!280 = !DILocation(line: 33, column: 67, scope: !206, inlinedAt: !254)
!281 = !DILocation(line: 34, column: 14, scope: !207, inlinedAt: !254)
!282 = !DILocation(line: 34, column: 18, scope: !207, inlinedAt: !254)
!283 = !DILocation(line: 46, column: 45, scope: !53)
!284 = !DILocation(line: 46, column: 5, scope: !53)
!285 = !DILocation(line: 0, scope: !232, inlinedAt: !286)
!286 = distinct !DILocation(line: 48, column: 49, scope: !53)
!287 = !DILocation(line: 0, scope: !232, inlinedAt: !288)
!288 = distinct !DILocation(line: 48, column: 61, scope: !53)
!289 = !DILocation(line: 48, column: 5, scope: !53)
!290 = !DILocation(line: 0, scope: !78)
!291 = !DILocation(line: 50, column: 5, scope: !78)
!292 = !DILocation(line: 51, column: 39, scope: !53)
!293 = !DILocation(line: 51, column: 5, scope: !53)
!294 = !DILocation(line: 54, column: 5, scope: !53)
!295 = !DILocation(line: 50, column: 47, scope: !296)
!296 = distinct !DILexicalBlock(scope: !78, file: !2, line: 50, column: 5)
!297 = !DILocation(line: 0, scope: !232, inlinedAt: !298)
!298 = distinct !DILocation(line: 50, column: 42, scope: !296)
!299 = !DILocation(line: 28, column: 39, scope: !232, inlinedAt: !298)
!300 = !DILocation(line: 28, column: 43, scope: !232, inlinedAt: !298)
!301 = !DILocation(line: 28, column: 51, scope: !232, inlinedAt: !298)
!302 = !DILocation(line: 28, column: 47, scope: !232, inlinedAt: !298)
!303 = !DILocation(line: 28, column: 55, scope: !232, inlinedAt: !298)
!304 = !DILocation(line: 50, column: 59, scope: !296)
!305 = !DILocation(line: 50, column: 71, scope: !296)
!306 = !DILocation(line: 50, column: 83, scope: !296)
!307 = !DILocation(line: 50, column: 54, scope: !296)
!308 = !DILocation(line: 50, column: 40, scope: !296)
!309 = !DILocation(line: 50, column: 30, scope: !296)
!310 = !DILocation(line: 50, column: 23, scope: !296)
!311 = distinct !{!311, !291, !312, !141}
!312 = !DILocation(line: 50, column: 86, scope: !78)
!313 = !DILocation(line: 56, column: 1, scope: !53)
!314 = !DISubprogram(name: "printf", scope: !315, file: !315, line: 356, type: !316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!316 = !DISubroutineType(types: !317)
!317 = !{!56, !318, null}
!318 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
