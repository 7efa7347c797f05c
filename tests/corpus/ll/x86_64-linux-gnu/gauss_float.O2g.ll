; ModuleID = 'tests/programs/gauss_float.c'
source_filename = "tests/programs/gauss_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"x[%d] = %.10f\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [35 x i8] c"simpson x^3-2x+1 on [0,2] = %.10f\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [27 x i8] c"simpson 4/(1+x^2) = %.10f\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [32 x i8] c"derivative of f1 at 1.3 = %.6f\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"newton root = %.10f\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [19 x i8] c"float iter = %.5f\0A\00", align 1, !dbg !27
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca [6 x [7 x double]], align 16, !DIAssignID !79
    #dbg_assign(i1 undef, !54, !DIExpression(), !79, ptr %1, !DIExpression(), !80)
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #5, !dbg !81
    #dbg_value(i32 0, !62, !DIExpression(), !82)
    #dbg_value(i64 0, !62, !DIExpression(), !82)
    #dbg_value(i32 0, !64, !DIExpression(), !83)
    #dbg_value(i64 0, !64, !DIExpression(), !83)
    #dbg_value(i64 1, !64, !DIExpression(), !83)
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !84
  store <2 x double> <double 2.000000e+00, double 5.000000e-01>, ptr %1, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 2, !64, !DIExpression(), !83)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !84
    #dbg_value(i64 3, !64, !DIExpression(), !83)
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %3, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 4, !64, !DIExpression(), !83)
  %4 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !84
    #dbg_value(i64 5, !64, !DIExpression(), !83)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %4, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 6, !64, !DIExpression(), !83)
  %5 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !91
    #dbg_value(i64 1, !62, !DIExpression(), !82)
    #dbg_value(i32 0, !64, !DIExpression(), !83)
    #dbg_value(i64 0, !64, !DIExpression(), !83)
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %5, align 16, !dbg !92, !tbaa !87
    #dbg_value(i64 1, !64, !DIExpression(), !83)
  %6 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !84
    #dbg_value(i64 2, !64, !DIExpression(), !83)
  %7 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !84
  store <2 x double> <double 0x3FF5555555555555, double 2.500000e-01>, ptr %6, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 3, !64, !DIExpression(), !83)
  %8 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !84
    #dbg_value(i64 4, !64, !DIExpression(), !83)
  %9 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !84
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %8, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 5, !64, !DIExpression(), !83)
  %10 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !84
    #dbg_value(i64 6, !64, !DIExpression(), !83)
  %11 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !91
  store <2 x double> <double 0x3FC2492492492492, double 2.000000e+00>, ptr %10, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 2, !62, !DIExpression(), !82)
    #dbg_value(i32 0, !64, !DIExpression(), !83)
    #dbg_value(i64 0, !64, !DIExpression(), !83)
  %12 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !84
    #dbg_value(i64 1, !64, !DIExpression(), !83)
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %12, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 2, !64, !DIExpression(), !83)
  %13 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !84
    #dbg_value(i64 3, !64, !DIExpression(), !83)
  %14 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !84
  store <2 x double> <double 1.200000e+00, double 0x3FC5555555555555>, ptr %13, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 4, !64, !DIExpression(), !83)
  %15 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !84
    #dbg_value(i64 5, !64, !DIExpression(), !83)
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %15, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 6, !64, !DIExpression(), !83)
  %16 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !91
    #dbg_value(i64 3, !62, !DIExpression(), !82)
    #dbg_value(i32 0, !64, !DIExpression(), !83)
    #dbg_value(i64 0, !64, !DIExpression(), !83)
  store <2 x double> <double 3.000000e+00, double 2.500000e-01>, ptr %16, align 16, !dbg !92, !tbaa !87
    #dbg_value(i64 1, !64, !DIExpression(), !83)
  %17 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !84
    #dbg_value(i64 2, !64, !DIExpression(), !83)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %17, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 3, !64, !DIExpression(), !83)
  %18 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !84
    #dbg_value(i64 4, !64, !DIExpression(), !83)
  %19 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !84
  store <2 x double> <double 0x3FF2492492492492, double 1.250000e-01>, ptr %18, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 5, !64, !DIExpression(), !83)
  %20 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !84
    #dbg_value(i64 6, !64, !DIExpression(), !83)
  %21 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !91
  store <2 x double> <double 0x3FBC71C71C71C71C, double 4.000000e+00>, ptr %20, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 4, !62, !DIExpression(), !82)
    #dbg_value(i32 0, !64, !DIExpression(), !83)
    #dbg_value(i64 0, !64, !DIExpression(), !83)
  %22 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !84
    #dbg_value(i64 1, !64, !DIExpression(), !83)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %22, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 2, !64, !DIExpression(), !83)
  %23 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !84
    #dbg_value(i64 3, !64, !DIExpression(), !83)
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %23, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 4, !64, !DIExpression(), !83)
  %24 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !84
    #dbg_value(i64 5, !64, !DIExpression(), !83)
  %25 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !84
  store <2 x double> <double 0x3FF1C71C71C71C72, double 1.000000e-01>, ptr %24, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 6, !64, !DIExpression(), !83)
  %26 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !91
    #dbg_value(i64 5, !62, !DIExpression(), !82)
    #dbg_value(i32 0, !64, !DIExpression(), !83)
    #dbg_value(i64 0, !64, !DIExpression(), !83)
  store <2 x double> <double 5.000000e+00, double 0x3FC5555555555555>, ptr %26, align 16, !dbg !92, !tbaa !87
    #dbg_value(i64 1, !64, !DIExpression(), !83)
  %27 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !84
    #dbg_value(i64 2, !64, !DIExpression(), !83)
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %27, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 3, !64, !DIExpression(), !83)
  %28 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !84
    #dbg_value(i64 4, !64, !DIExpression(), !83)
  store <2 x double> <double 0x3FBC71C71C71C71C, double 1.000000e-01>, ptr %28, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 5, !64, !DIExpression(), !83)
  %29 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !84
    #dbg_value(i64 6, !64, !DIExpression(), !83)
  %30 = getelementptr inbounds i8, ptr %1, i64 328, !dbg !91
  store <2 x double> <double 0x3FF1745D1745D174, double 6.000000e+00>, ptr %29, align 16, !dbg !86, !tbaa !87
    #dbg_value(i64 6, !62, !DIExpression(), !82)
  br label %34, !dbg !93

31:                                               ; preds = %115, %82
    #dbg_value(i64 %37, !105, !DIExpression(), !133)
  %32 = add nuw nsw i64 %36, 1, !dbg !93
  %33 = icmp eq i64 %37, 6, !dbg !134
  br i1 %33, label %154, label %34, !dbg !93, !llvm.loop !135

34:                                               ; preds = %0, %31
  %35 = phi i64 [ %37, %31 ], [ 0, %0 ]
  %36 = phi i64 [ %32, %31 ], [ 1, %0 ]
    #dbg_value(i64 %35, !105, !DIExpression(), !133)
    #dbg_value(i64 %35, !106, !DIExpression(), !138)
  %37 = add nuw nsw i64 %35, 1, !dbg !139
    #dbg_value(i64 %37, !109, !DIExpression(), !140)
  %38 = icmp ult i64 %35, 5, !dbg !141
  %39 = trunc nuw nsw i64 %35 to i32, !dbg !143
  br i1 %38, label %47, label %40, !dbg !143

40:                                               ; preds = %47, %34
  %41 = phi i32 [ %39, %34 ], [ %59, %47 ], !dbg !138
  %42 = sext i32 %41 to i64, !dbg !144
  %43 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 %35, !dbg !144
  %44 = load double, ptr %43, align 8, !dbg !144, !tbaa !87
  %45 = tail call double @llvm.fabs.f64(double %44), !dbg !146
  %46 = fcmp uge double %45, 0x3D719799812DEA11, !dbg !147
  br i1 %46, label %62, label %228, !dbg !148

47:                                               ; preds = %34, %47
  %48 = phi i64 [ %60, %47 ], [ %36, %34 ]
  %49 = phi i32 [ %59, %47 ], [ %39, %34 ]
    #dbg_value(i64 %48, !109, !DIExpression(), !140)
    #dbg_value(i32 %49, !106, !DIExpression(), !138)
  %50 = getelementptr inbounds [7 x double], ptr %1, i64 %48, i64 %35, !dbg !149
  %51 = load double, ptr %50, align 8, !dbg !149, !tbaa !87
  %52 = tail call double @llvm.fabs.f64(double %51), !dbg !151
  %53 = sext i32 %49 to i64, !dbg !152
  %54 = getelementptr inbounds [7 x double], ptr %1, i64 %53, i64 %35, !dbg !152
  %55 = load double, ptr %54, align 8, !dbg !152, !tbaa !87
  %56 = tail call double @llvm.fabs.f64(double %55), !dbg !153
  %57 = fcmp ogt double %52, %56, !dbg !154
  %58 = trunc nuw nsw i64 %48 to i32, !dbg !155
  %59 = select i1 %57, i32 %58, i32 %49, !dbg !155
    #dbg_value(i32 %59, !106, !DIExpression(), !138)
  %60 = add nuw nsw i64 %48, 1, !dbg !156
    #dbg_value(i64 %60, !109, !DIExpression(), !140)
  %61 = icmp eq i64 %60, 6, !dbg !141
  br i1 %61, label %40, label %47, !dbg !143, !llvm.loop !157

62:                                               ; preds = %40
  %63 = zext i32 %41 to i64, !dbg !159
  %64 = icmp eq i64 %35, %63, !dbg !159
  br i1 %64, label %82, label %65, !dbg !160

65:                                               ; preds = %62
    #dbg_value(i64 0, !111, !DIExpression(), !161)
  %66 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 0, !dbg !162
    #dbg_value(double poison, !114, !DIExpression(), !163)
  %67 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 0, !dbg !164
    #dbg_value(i64 1, !111, !DIExpression(), !161)
    #dbg_value(double poison, !114, !DIExpression(), !163)
  %68 = load <2 x double>, ptr %66, align 8, !dbg !162, !tbaa !87
  %69 = load <2 x double>, ptr %67, align 8, !dbg !164, !tbaa !87
  store <2 x double> %69, ptr %66, align 8, !dbg !165, !tbaa !87
  store <2 x double> %68, ptr %67, align 8, !dbg !166, !tbaa !87
    #dbg_value(i64 2, !111, !DIExpression(), !161)
  %70 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 2, !dbg !162
    #dbg_value(double poison, !114, !DIExpression(), !163)
  %71 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 2, !dbg !164
    #dbg_value(i64 3, !111, !DIExpression(), !161)
    #dbg_value(double poison, !114, !DIExpression(), !163)
  %72 = load <2 x double>, ptr %70, align 8, !dbg !162, !tbaa !87
  %73 = load <2 x double>, ptr %71, align 8, !dbg !164, !tbaa !87
  store <2 x double> %73, ptr %70, align 8, !dbg !165, !tbaa !87
  store <2 x double> %72, ptr %71, align 8, !dbg !166, !tbaa !87
    #dbg_value(i64 4, !111, !DIExpression(), !161)
  %74 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 4, !dbg !162
    #dbg_value(double poison, !114, !DIExpression(), !163)
  %75 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 4, !dbg !164
    #dbg_value(i64 5, !111, !DIExpression(), !161)
    #dbg_value(double poison, !114, !DIExpression(), !163)
  %76 = load <2 x double>, ptr %74, align 8, !dbg !162, !tbaa !87
  %77 = load <2 x double>, ptr %75, align 8, !dbg !164, !tbaa !87
  store <2 x double> %77, ptr %74, align 8, !dbg !165, !tbaa !87
  store <2 x double> %76, ptr %75, align 8, !dbg !166, !tbaa !87
    #dbg_value(i64 6, !111, !DIExpression(), !161)
  %78 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 6, !dbg !162
  %79 = load double, ptr %78, align 8, !dbg !162, !tbaa !87
    #dbg_value(double %79, !114, !DIExpression(), !163)
  %80 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 6, !dbg !164
  %81 = load double, ptr %80, align 8, !dbg !164, !tbaa !87
  store double %81, ptr %78, align 8, !dbg !165, !tbaa !87
  store double %79, ptr %80, align 8, !dbg !166, !tbaa !87
    #dbg_value(i64 7, !111, !DIExpression(), !161)
  br label %82, !dbg !167

82:                                               ; preds = %65, %62
    #dbg_value(i64 %37, !117, !DIExpression(), !168)
  br i1 %38, label %83, label %31, !dbg !169

83:                                               ; preds = %82
  %84 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %35
  %85 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %35
  %86 = add nuw nsw i64 %35, 1
  %87 = icmp eq i64 %86, 7
  %88 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %86
  %89 = add nuw nsw i64 %35, 2
  %90 = icmp eq i64 %89, 7
  %91 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %89
  %92 = add nuw nsw i64 %35, 3
  %93 = icmp eq i64 %92, 7
  %94 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %92
  %95 = add nuw nsw i64 %35, 4
  %96 = icmp eq i64 %95, 7
  %97 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %95
  %98 = add nuw nsw i64 %35, 5
  %99 = icmp eq i64 %98, 7
  %100 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %98
  %101 = add nuw nsw i64 %35, 6
  %102 = icmp eq i64 %101, 7
  %103 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 %101
  br label %104, !dbg !169

104:                                              ; preds = %115, %83
  %105 = phi i64 [ %36, %83 ], [ %116, %115 ]
    #dbg_value(i64 %105, !117, !DIExpression(), !168)
  %106 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %35, !dbg !170
  %107 = load double, ptr %106, align 8, !dbg !170, !tbaa !87
  %108 = load double, ptr %84, align 8, !dbg !171, !tbaa !87
  %109 = fdiv double %107, %108, !dbg !172
    #dbg_value(double %109, !119, !DIExpression(), !173)
    #dbg_value(i64 %35, !122, !DIExpression(), !174)
    #dbg_value(i64 %35, !122, !DIExpression(), !174)
  %110 = load double, ptr %85, align 8, !dbg !175, !tbaa !87
  %111 = fmul double %109, %110, !dbg !177
  %112 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %35, !dbg !178
  %113 = load double, ptr %112, align 8, !dbg !179, !tbaa !87
  %114 = fsub double %113, %111, !dbg !179
  store double %114, ptr %112, align 8, !dbg !179, !tbaa !87
    #dbg_value(i64 %86, !122, !DIExpression(), !174)
  br i1 %87, label %115, label %118, !dbg !180, !llvm.loop !181

115:                                              ; preds = %148, %142, %136, %130, %124, %118, %104
  %116 = add nuw nsw i64 %105, 1, !dbg !183
    #dbg_value(i64 %116, !117, !DIExpression(), !168)
  %117 = icmp eq i64 %116, 6, !dbg !167
  br i1 %117, label %31, label %104, !dbg !169, !llvm.loop !184

118:                                              ; preds = %104
    #dbg_value(i64 %86, !122, !DIExpression(), !174)
  %119 = load double, ptr %88, align 8, !dbg !175, !tbaa !87
  %120 = fmul double %109, %119, !dbg !177
  %121 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %86, !dbg !178
  %122 = load double, ptr %121, align 8, !dbg !179, !tbaa !87
  %123 = fsub double %122, %120, !dbg !179
  store double %123, ptr %121, align 8, !dbg !179, !tbaa !87
    #dbg_value(i64 %89, !122, !DIExpression(), !174)
  br i1 %90, label %115, label %124, !dbg !180, !llvm.loop !181

124:                                              ; preds = %118
    #dbg_value(i64 %89, !122, !DIExpression(), !174)
  %125 = load double, ptr %91, align 8, !dbg !175, !tbaa !87
  %126 = fmul double %109, %125, !dbg !177
  %127 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %89, !dbg !178
  %128 = load double, ptr %127, align 8, !dbg !179, !tbaa !87
  %129 = fsub double %128, %126, !dbg !179
  store double %129, ptr %127, align 8, !dbg !179, !tbaa !87
    #dbg_value(i64 %92, !122, !DIExpression(), !174)
  br i1 %93, label %115, label %130, !dbg !180, !llvm.loop !181

130:                                              ; preds = %124
    #dbg_value(i64 %92, !122, !DIExpression(), !174)
  %131 = load double, ptr %94, align 8, !dbg !175, !tbaa !87
  %132 = fmul double %109, %131, !dbg !177
  %133 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %92, !dbg !178
  %134 = load double, ptr %133, align 8, !dbg !179, !tbaa !87
  %135 = fsub double %134, %132, !dbg !179
  store double %135, ptr %133, align 8, !dbg !179, !tbaa !87
    #dbg_value(i64 %95, !122, !DIExpression(), !174)
  br i1 %96, label %115, label %136, !dbg !180, !llvm.loop !181

136:                                              ; preds = %130
    #dbg_value(i64 %95, !122, !DIExpression(), !174)
  %137 = load double, ptr %97, align 8, !dbg !175, !tbaa !87
  %138 = fmul double %109, %137, !dbg !177
  %139 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %95, !dbg !178
  %140 = load double, ptr %139, align 8, !dbg !179, !tbaa !87
  %141 = fsub double %140, %138, !dbg !179
  store double %141, ptr %139, align 8, !dbg !179, !tbaa !87
    #dbg_value(i64 %98, !122, !DIExpression(), !174)
  br i1 %99, label %115, label %142, !dbg !180, !llvm.loop !181

142:                                              ; preds = %136
    #dbg_value(i64 %98, !122, !DIExpression(), !174)
  %143 = load double, ptr %100, align 8, !dbg !175, !tbaa !87
  %144 = fmul double %109, %143, !dbg !177
  %145 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %98, !dbg !178
  %146 = load double, ptr %145, align 8, !dbg !179, !tbaa !87
  %147 = fsub double %146, %144, !dbg !179
  store double %147, ptr %145, align 8, !dbg !179, !tbaa !87
    #dbg_value(i64 %101, !122, !DIExpression(), !174)
  br i1 %102, label %115, label %148, !dbg !180, !llvm.loop !181

148:                                              ; preds = %142
    #dbg_value(i64 %101, !122, !DIExpression(), !174)
  %149 = load double, ptr %103, align 8, !dbg !175, !tbaa !87
  %150 = fmul double %109, %149, !dbg !177
  %151 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %101, !dbg !178
  %152 = load double, ptr %151, align 8, !dbg !179, !tbaa !87
  %153 = fsub double %152, %150, !dbg !179
  store double %153, ptr %151, align 8, !dbg !179, !tbaa !87
    #dbg_value(i64 %35, !122, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !174)
  br label %115

154:                                              ; preds = %31
    #dbg_value(i64 5, !124, !DIExpression(), !186)
    #dbg_value(double poison, !126, !DIExpression(), !187)
    #dbg_value(i64 5, !129, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  %155 = load double, ptr %30, align 8, !dbg !189, !tbaa !87
    #dbg_value(double %155, !126, !DIExpression(), !187)
  %156 = load double, ptr %29, align 16, !dbg !190, !tbaa !87
    #dbg_value(double %172, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !80)
    #dbg_value(i64 4, !124, !DIExpression(), !186)
    #dbg_value(double poison, !126, !DIExpression(), !187)
  %157 = load double, ptr %26, align 16, !dbg !189, !tbaa !87
  %158 = load double, ptr %25, align 8, !dbg !191, !tbaa !87
    #dbg_value(double %174, !126, !DIExpression(), !187)
  %159 = load double, ptr %24, align 16, !dbg !190, !tbaa !87
    #dbg_value(double %175, !59, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !80)
    #dbg_value(i64 3, !124, !DIExpression(), !186)
    #dbg_value(double poison, !126, !DIExpression(), !187)
  %160 = load double, ptr %21, align 8, !dbg !189, !tbaa !87
    #dbg_value(double %180, !126, !DIExpression(), !187)
    #dbg_value(double %182, !126, !DIExpression(), !187)
  %161 = load double, ptr %18, align 16, !dbg !190, !tbaa !87
    #dbg_value(double %189, !59, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !80)
    #dbg_value(i64 2, !124, !DIExpression(), !186)
    #dbg_value(double poison, !126, !DIExpression(), !187)
  %162 = load double, ptr %16, align 16, !dbg !189, !tbaa !87
  %163 = load double, ptr %14, align 8, !dbg !191, !tbaa !87
    #dbg_value(double %191, !126, !DIExpression(), !187)
    #dbg_value(double %192, !126, !DIExpression(), !187)
    #dbg_value(double %193, !126, !DIExpression(), !187)
  %164 = load double, ptr %13, align 16, !dbg !190, !tbaa !87
    #dbg_value(double %194, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !80)
    #dbg_value(i64 1, !124, !DIExpression(), !186)
    #dbg_value(double poison, !126, !DIExpression(), !187)
  %165 = load double, ptr %11, align 8, !dbg !189, !tbaa !87
    #dbg_value(double %199, !126, !DIExpression(), !187)
    #dbg_value(double %201, !126, !DIExpression(), !187)
    #dbg_value(double %203, !126, !DIExpression(), !187)
    #dbg_value(double %205, !126, !DIExpression(), !187)
  %166 = load double, ptr %6, align 16, !dbg !190, !tbaa !87
    #dbg_value(double %206, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !80)
    #dbg_value(i64 0, !124, !DIExpression(), !186)
    #dbg_value(double poison, !126, !DIExpression(), !187)
  %167 = load double, ptr %5, align 16, !dbg !189, !tbaa !87
  %168 = load double, ptr %2, align 8, !dbg !191, !tbaa !87
  %169 = load <2 x double>, ptr %19, align 8, !dbg !191, !tbaa !87
  %170 = load <2 x double>, ptr %15, align 16, !dbg !191, !tbaa !87
  %171 = load <2 x double>, ptr %9, align 8, !dbg !191, !tbaa !87
    #dbg_value(double %208, !126, !DIExpression(), !187)
    #dbg_value(double %211, !126, !DIExpression(), !187)
  %172 = fdiv double %155, %156, !dbg !193
  %173 = fmul double %172, %158, !dbg !194
  %174 = fsub double %157, %173, !dbg !195
  %175 = fdiv double %174, %159, !dbg !193
  %176 = insertelement <2 x double> poison, double %175, i64 0, !dbg !194
  %177 = insertelement <2 x double> %176, double %172, i64 1, !dbg !194
  %178 = fmul <2 x double> %177, %169, !dbg !194
  %179 = extractelement <2 x double> %178, i64 0, !dbg !195
  %180 = fsub double %160, %179, !dbg !195
  %181 = extractelement <2 x double> %178, i64 1, !dbg !195
  %182 = fsub double %180, %181, !dbg !195
  %183 = fmul <2 x double> %177, %170, !dbg !194
  %184 = fmul <2 x double> %177, %171, !dbg !194
  %185 = load <2 x double>, ptr %3, align 16, !dbg !191, !tbaa !87
  %186 = extractelement <2 x double> %183, i64 0, !dbg !195
  %187 = extractelement <2 x double> %183, i64 1, !dbg !195
  %188 = load <2 x double>, ptr %7, align 8, !dbg !191, !tbaa !87
  %189 = fdiv double %182, %161, !dbg !193
  %190 = fmul double %189, %163, !dbg !194
  %191 = fsub double %162, %190, !dbg !195
  %192 = fsub double %191, %186, !dbg !195
  %193 = fsub double %192, %187, !dbg !195
  %194 = fdiv double %193, %164, !dbg !193
  %195 = insertelement <2 x double> poison, double %194, i64 0, !dbg !194
  %196 = insertelement <2 x double> %195, double %189, i64 1, !dbg !194
  %197 = fmul <2 x double> %196, %188, !dbg !194
  %198 = extractelement <2 x double> %197, i64 0, !dbg !195
  %199 = fsub double %165, %198, !dbg !195
  %200 = extractelement <2 x double> %197, i64 1, !dbg !195
  %201 = fsub double %199, %200, !dbg !195
  %202 = extractelement <2 x double> %184, i64 0, !dbg !195
  %203 = fsub double %201, %202, !dbg !195
  %204 = extractelement <2 x double> %184, i64 1, !dbg !195
  %205 = fsub double %203, %204, !dbg !195
  %206 = fdiv double %205, %166, !dbg !193
  %207 = fmul double %206, %168, !dbg !194
  %208 = fsub double %167, %207, !dbg !195
  %209 = fmul <2 x double> %196, %185, !dbg !194
  %210 = extractelement <2 x double> %209, i64 0, !dbg !195
  %211 = fsub double %208, %210, !dbg !195
  %212 = extractelement <2 x double> %209, i64 1, !dbg !195
  %213 = fsub double %211, %212, !dbg !195
    #dbg_value(double %213, !126, !DIExpression(), !187)
    #dbg_value(double %217, !126, !DIExpression(), !187)
  %214 = load <2 x double>, ptr %4, align 16, !dbg !191, !tbaa !87
  %215 = fmul <2 x double> %177, %214, !dbg !194
  %216 = extractelement <2 x double> %215, i64 0, !dbg !195
  %217 = fsub double %213, %216, !dbg !195
  %218 = extractelement <2 x double> %215, i64 1, !dbg !195
  %219 = fsub double %217, %218, !dbg !195
    #dbg_value(double %219, !126, !DIExpression(), !187)
  %220 = load double, ptr %1, align 16, !dbg !190, !tbaa !87
  %221 = fdiv double %219, %220, !dbg !193
    #dbg_value(double %221, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !80)
    #dbg_value(i64 -1, !124, !DIExpression(), !186)
    #dbg_value(i64 0, !68, !DIExpression(), !196)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %221), !dbg !197
    #dbg_value(i64 1, !68, !DIExpression(), !196)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %206), !dbg !197
    #dbg_value(i64 2, !68, !DIExpression(), !196)
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %194), !dbg !197
    #dbg_value(i64 3, !68, !DIExpression(), !196)
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %189), !dbg !197
    #dbg_value(i64 4, !68, !DIExpression(), !196)
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %175), !dbg !197
    #dbg_value(i64 5, !68, !DIExpression(), !196)
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, double noundef %172), !dbg !197
    #dbg_value(i64 6, !68, !DIExpression(), !196)
  br label %230, !dbg !199

228:                                              ; preds = %40
  %229 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !216
  br label %313, !dbg !218

230:                                              ; preds = %154, %230
  %231 = phi i32 [ %247, %230 ], [ 1, %154 ]
  %232 = phi double [ %246, %230 ], [ 6.000000e+00, %154 ]
    #dbg_value(i32 %231, !214, !DIExpression(), !219)
    #dbg_value(double %232, !213, !DIExpression(), !220)
  %233 = uitofp nneg i32 %231 to double, !dbg !221
  %234 = fmul double %233, 2.000000e-02, !dbg !223
  %235 = fadd double %234, 0.000000e+00, !dbg !224
    #dbg_value(double %235, !225, !DIExpression(), !228)
  %236 = fmul double %235, %235, !dbg !230
  %237 = fmul double %235, %236, !dbg !231
  %238 = fmul double %235, 2.000000e+00, !dbg !232
  %239 = fsub double %237, %238, !dbg !233
  %240 = fadd double %239, 1.000000e+00, !dbg !234
  %241 = and i32 %231, 1, !dbg !235
  %242 = icmp eq i32 %241, 0, !dbg !236
  %243 = select i1 %242, i32 2, i32 4, !dbg !236
  %244 = uitofp nneg i32 %243 to double, !dbg !237
  %245 = fmul double %240, %244, !dbg !238
  %246 = fadd double %232, %245, !dbg !239
    #dbg_value(double %246, !213, !DIExpression(), !220)
  %247 = add nuw nsw i32 %231, 1, !dbg !240
    #dbg_value(i32 %247, !214, !DIExpression(), !219)
  %248 = icmp eq i32 %247, 100, !dbg !241
  br i1 %248, label %249, label %230, !dbg !199, !llvm.loop !242

249:                                              ; preds = %230
  %250 = fmul double %246, 2.000000e-02, !dbg !244
  %251 = fdiv double %250, 3.000000e+00, !dbg !245
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %251), !dbg !246
    #dbg_value(ptr poison, !208, !DIExpression(), !247)
    #dbg_value(double 0.000000e+00, !209, !DIExpression(), !247)
    #dbg_value(double 1.000000e+00, !210, !DIExpression(), !247)
    #dbg_value(i32 1000, !211, !DIExpression(), !247)
    #dbg_value(double 1.000000e-03, !212, !DIExpression(), !247)
    #dbg_value(double 0.000000e+00, !249, !DIExpression(), !252)
    #dbg_value(double 1.000000e+00, !249, !DIExpression(), !254)
    #dbg_value(double 1.500000e+00, !213, !DIExpression(), !247)
    #dbg_value(i32 1, !214, !DIExpression(), !256)
  br label %253

253:                                              ; preds = %266, %249
  %254 = phi i32 [ 1, %249 ], [ %275, %266 ]
  %255 = phi double [ 1.500000e+00, %249 ], [ %274, %266 ]
    #dbg_value(i32 %254, !214, !DIExpression(), !256)
    #dbg_value(double %255, !213, !DIExpression(), !247)
  %256 = uitofp nneg i32 %254 to double, !dbg !257
  %257 = fmul double %256, 1.000000e-03, !dbg !258
  %258 = fadd double %257, 0.000000e+00, !dbg !259
    #dbg_value(double %258, !249, !DIExpression(), !260)
  %259 = fmul double %258, %258, !dbg !262
  %260 = fadd double %259, 1.000000e+00, !dbg !263
  %261 = fdiv double 1.000000e+00, %260, !dbg !264
  %262 = fmul double %261, 4.000000e+00, !dbg !265
  %263 = fadd double %255, %262, !dbg !266
    #dbg_value(double %263, !213, !DIExpression(), !247)
  %264 = add nuw nsw i32 %254, 1, !dbg !267
    #dbg_value(i32 %264, !214, !DIExpression(), !256)
  %265 = icmp eq i32 %264, 1000, !dbg !268
  br i1 %265, label %276, label %266, !dbg !269, !llvm.loop !270

266:                                              ; preds = %253
    #dbg_value(i32 %264, !214, !DIExpression(), !256)
    #dbg_value(double %263, !213, !DIExpression(), !247)
  %267 = uitofp nneg i32 %264 to double, !dbg !257
  %268 = fmul double %267, 1.000000e-03, !dbg !258
  %269 = fadd double %268, 0.000000e+00, !dbg !259
    #dbg_value(double %269, !249, !DIExpression(), !260)
  %270 = fmul double %269, %269, !dbg !262
  %271 = fadd double %270, 1.000000e+00, !dbg !263
  %272 = fdiv double 1.000000e+00, %271, !dbg !264
  %273 = fmul double %272, 2.000000e+00, !dbg !265
  %274 = fadd double %263, %273, !dbg !266
    #dbg_value(double %274, !213, !DIExpression(), !247)
  %275 = add nuw nsw i32 %254, 2, !dbg !267
    #dbg_value(i32 %275, !214, !DIExpression(), !256)
  br label %253

276:                                              ; preds = %253
  %277 = fmul double %263, 1.000000e-03, !dbg !272
  %278 = fdiv double %277, 3.000000e+00, !dbg !273
  %279 = fmul double %278, 4.000000e+00, !dbg !274
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %279), !dbg !275
    #dbg_value(double 1.000000e-05, !70, !DIExpression(), !80)
    #dbg_value(double 1.300000e+00, !71, !DIExpression(), !80)
    #dbg_value(double 1.300010e+00, !225, !DIExpression(), !276)
    #dbg_value(double 1.299990e+00, !225, !DIExpression(), !278)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40088F5C28FA20DF), !dbg !280
    #dbg_value(double 1.000000e+00, !72, !DIExpression(), !80)
    #dbg_value(i32 0, !73, !DIExpression(), !281)
  br label %286, !dbg !282

282:                                              ; preds = %286
  %283 = fadd double %310, 5.000000e-01, !dbg !283
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %283), !dbg !284
    #dbg_value(float 0x400EE8F8C0000000, !75, !DIExpression(), !80)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x400EE8F8C0000000), !dbg !285
  br label %313

286:                                              ; preds = %286, %276
  %287 = phi i32 [ 0, %276 ], [ %311, %286 ]
  %288 = phi double [ 1.000000e+00, %276 ], [ %310, %286 ]
    #dbg_value(i32 %287, !73, !DIExpression(), !281)
    #dbg_value(double %288, !72, !DIExpression(), !80)
  %289 = fadd double %288, 5.000000e-01, !dbg !286
    #dbg_value(double %289, !225, !DIExpression(), !288)
  %290 = fmul double %289, %289, !dbg !290
  %291 = fmul double %289, %290, !dbg !291
  %292 = fmul double %289, 2.000000e+00, !dbg !292
  %293 = fsub double %291, %292, !dbg !293
  %294 = fadd double %293, 1.000000e+00, !dbg !294
  %295 = fmul double %289, 3.000000e+00, !dbg !295
  %296 = fmul double %289, %295, !dbg !296
  %297 = fadd double %296, -2.000000e+00, !dbg !297
  %298 = fdiv double %294, %297, !dbg !298
  %299 = fsub double %288, %298, !dbg !299
    #dbg_value(double %299, !72, !DIExpression(), !80)
    #dbg_value(i32 %287, !73, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !281)
  %300 = fadd double %299, 5.000000e-01, !dbg !286
    #dbg_value(double %300, !225, !DIExpression(), !288)
  %301 = fmul double %300, %300, !dbg !290
  %302 = fmul double %300, %301, !dbg !291
  %303 = fmul double %300, 2.000000e+00, !dbg !292
  %304 = fsub double %302, %303, !dbg !293
  %305 = fadd double %304, 1.000000e+00, !dbg !294
  %306 = fmul double %300, 3.000000e+00, !dbg !295
  %307 = fmul double %300, %306, !dbg !296
  %308 = fadd double %307, -2.000000e+00, !dbg !297
  %309 = fdiv double %305, %308, !dbg !298
  %310 = fsub double %299, %309, !dbg !299
    #dbg_value(double %310, !72, !DIExpression(), !80)
  %311 = add nuw nsw i32 %287, 2, !dbg !300
    #dbg_value(i32 %311, !73, !DIExpression(), !281)
  %312 = icmp eq i32 %311, 50, !dbg !301
  br i1 %312, label %282, label %286, !dbg !282, !llvm.loop !302

313:                                              ; preds = %282, %228
  %314 = phi i32 [ 0, %282 ], [ 1, %228 ], !dbg !80
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #5, !dbg !304
  ret i32 %314, !dbg !304
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !305 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/gauss_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "4510fa77ded7d81345850113f3e44fb2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !50, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52}
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !{!54, !59, !62, !64, !68, !70, !71, !72, !73, !75, !77}
!54 = !DILocalVariable(name: "a", scope: !49, file: !2, line: 38, type: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 2688, elements: !56)
!56 = !{!57, !58}
!57 = !DISubrange(count: 6)
!58 = !DISubrange(count: 7)
!59 = !DILocalVariable(name: "x", scope: !49, file: !2, line: 38, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 384, elements: !61)
!61 = !{!57}
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 39, type: !52)
!63 = distinct !DILexicalBlock(scope: !49, file: !2, line: 39, column: 5)
!64 = !DILocalVariable(name: "j", scope: !65, file: !2, line: 40, type: !52)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 40, column: 9)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 39, column: 33)
!67 = distinct !DILexicalBlock(scope: !63, file: !2, line: 39, column: 5)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 44, type: !52)
!69 = distinct !DILexicalBlock(scope: !49, file: !2, line: 44, column: 5)
!70 = !DILocalVariable(name: "h", scope: !49, file: !2, line: 47, type: !34)
!71 = !DILocalVariable(name: "p", scope: !49, file: !2, line: 47, type: !34)
!72 = !DILocalVariable(name: "r", scope: !49, file: !2, line: 49, type: !34)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 50, type: !52)
!74 = distinct !DILexicalBlock(scope: !49, file: !2, line: 50, column: 5)
!75 = !DILocalVariable(name: "fx", scope: !49, file: !2, line: 52, type: !76)
!76 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 53, type: !52)
!78 = distinct !DILexicalBlock(scope: !49, file: !2, line: 53, column: 5)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !49)
!81 = !DILocation(line: 38, column: 5, scope: !49)
!82 = !DILocation(line: 0, scope: !63)
!83 = !DILocation(line: 0, scope: !65)
!84 = !DILocation(line: 40, column: 37, scope: !85)
!85 = distinct !DILexicalBlock(scope: !65, file: !2, line: 40, column: 9)
!86 = !DILocation(line: 40, column: 45, scope: !85)
!87 = !{!88, !88, i64 0}
!88 = !{!"double", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 41, column: 9, scope: !66)
!92 = !DILocation(line: 41, column: 17, scope: !66)
!93 = !DILocation(line: 10, column: 5, scope: !94, inlinedAt: !131)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 10, column: 5)
!95 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 9, type: !96, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !102)
!96 = !DISubroutineType(types: !97)
!97 = !{!52, !98, !101}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 448, elements: !100)
!100 = !{!58}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!102 = !{!103, !104, !105, !106, !109, !111, !114, !117, !119, !122, !124, !126, !129}
!103 = !DILocalVariable(name: "a", arg: 1, scope: !95, file: !2, line: 9, type: !98)
!104 = !DILocalVariable(name: "x", arg: 2, scope: !95, file: !2, line: 9, type: !101)
!105 = !DILocalVariable(name: "c", scope: !94, file: !2, line: 10, type: !52)
!106 = !DILocalVariable(name: "p", scope: !107, file: !2, line: 11, type: !52)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 10, column: 33)
!108 = distinct !DILexicalBlock(scope: !94, file: !2, line: 10, column: 5)
!109 = !DILocalVariable(name: "r", scope: !110, file: !2, line: 12, type: !52)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 12, column: 9)
!111 = !DILocalVariable(name: "k", scope: !112, file: !2, line: 14, type: !52)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 14, column: 21)
!113 = distinct !DILexicalBlock(scope: !107, file: !2, line: 14, column: 13)
!114 = !DILocalVariable(name: "t", scope: !115, file: !2, line: 14, type: !34)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 14, column: 50)
!116 = distinct !DILexicalBlock(scope: !112, file: !2, line: 14, column: 21)
!117 = !DILocalVariable(name: "r", scope: !118, file: !2, line: 15, type: !52)
!118 = distinct !DILexicalBlock(scope: !107, file: !2, line: 15, column: 9)
!119 = !DILocalVariable(name: "f", scope: !120, file: !2, line: 16, type: !34)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 15, column: 41)
!121 = distinct !DILexicalBlock(scope: !118, file: !2, line: 15, column: 9)
!122 = !DILocalVariable(name: "k", scope: !123, file: !2, line: 17, type: !52)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 17, column: 13)
!124 = !DILocalVariable(name: "r", scope: !125, file: !2, line: 20, type: !52)
!125 = distinct !DILexicalBlock(scope: !95, file: !2, line: 20, column: 5)
!126 = !DILocalVariable(name: "s", scope: !127, file: !2, line: 21, type: !34)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 20, column: 38)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 20, column: 5)
!129 = !DILocalVariable(name: "k", scope: !130, file: !2, line: 22, type: !52)
!130 = distinct !DILexicalBlock(scope: !127, file: !2, line: 22, column: 9)
!131 = distinct !DILocation(line: 43, column: 10, scope: !132)
!132 = distinct !DILexicalBlock(scope: !49, file: !2, line: 43, column: 9)
!133 = !DILocation(line: 0, scope: !94, inlinedAt: !131)
!134 = !DILocation(line: 10, column: 23, scope: !108, inlinedAt: !131)
!135 = distinct !{!135, !93, !136, !137}
!136 = !DILocation(line: 19, column: 5, scope: !94, inlinedAt: !131)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 0, scope: !107, inlinedAt: !131)
!139 = !DILocation(line: 12, column: 24, scope: !110, inlinedAt: !131)
!140 = !DILocation(line: 0, scope: !110, inlinedAt: !131)
!141 = !DILocation(line: 12, column: 31, scope: !142, inlinedAt: !131)
!142 = distinct !DILexicalBlock(scope: !110, file: !2, line: 12, column: 9)
!143 = !DILocation(line: 12, column: 9, scope: !110, inlinedAt: !131)
!144 = !DILocation(line: 13, column: 18, scope: !145, inlinedAt: !131)
!145 = distinct !DILexicalBlock(scope: !107, file: !2, line: 13, column: 13)
!146 = !DILocation(line: 13, column: 13, scope: !145, inlinedAt: !131)
!147 = !DILocation(line: 13, column: 27, scope: !145, inlinedAt: !131)
!148 = !DILocation(line: 13, column: 13, scope: !107, inlinedAt: !131)
!149 = !DILocation(line: 12, column: 50, scope: !150, inlinedAt: !131)
!150 = distinct !DILexicalBlock(scope: !142, file: !2, line: 12, column: 45)
!151 = !DILocation(line: 12, column: 45, scope: !150, inlinedAt: !131)
!152 = !DILocation(line: 12, column: 66, scope: !150, inlinedAt: !131)
!153 = !DILocation(line: 12, column: 61, scope: !150, inlinedAt: !131)
!154 = !DILocation(line: 12, column: 59, scope: !150, inlinedAt: !131)
!155 = !DILocation(line: 12, column: 45, scope: !142, inlinedAt: !131)
!156 = !DILocation(line: 12, column: 37, scope: !142, inlinedAt: !131)
!157 = distinct !{!157, !143, !158, !137}
!158 = !DILocation(line: 12, column: 80, scope: !110, inlinedAt: !131)
!159 = !DILocation(line: 14, column: 15, scope: !113, inlinedAt: !131)
!160 = !DILocation(line: 14, column: 13, scope: !107, inlinedAt: !131)
!161 = !DILocation(line: 0, scope: !112, inlinedAt: !131)
!162 = !DILocation(line: 14, column: 63, scope: !115, inlinedAt: !131)
!163 = !DILocation(line: 0, scope: !115, inlinedAt: !131)
!164 = !DILocation(line: 14, column: 82, scope: !115, inlinedAt: !131)
!165 = !DILocation(line: 14, column: 80, scope: !115, inlinedAt: !131)
!166 = !DILocation(line: 14, column: 99, scope: !115, inlinedAt: !131)
!167 = !DILocation(line: 15, column: 31, scope: !121, inlinedAt: !131)
!168 = !DILocation(line: 0, scope: !118, inlinedAt: !131)
!169 = !DILocation(line: 15, column: 9, scope: !118, inlinedAt: !131)
!170 = !DILocation(line: 16, column: 24, scope: !120, inlinedAt: !131)
!171 = !DILocation(line: 16, column: 34, scope: !120, inlinedAt: !131)
!172 = !DILocation(line: 16, column: 32, scope: !120, inlinedAt: !131)
!173 = !DILocation(line: 0, scope: !120, inlinedAt: !131)
!174 = !DILocation(line: 0, scope: !123, inlinedAt: !131)
!175 = !DILocation(line: 17, column: 57, scope: !176, inlinedAt: !131)
!176 = distinct !DILexicalBlock(scope: !123, file: !2, line: 17, column: 13)
!177 = !DILocation(line: 17, column: 55, scope: !176, inlinedAt: !131)
!178 = !DILocation(line: 17, column: 42, scope: !176, inlinedAt: !131)
!179 = !DILocation(line: 17, column: 50, scope: !176, inlinedAt: !131)
!180 = !DILocation(line: 17, column: 13, scope: !123, inlinedAt: !131)
!181 = distinct !{!181, !180, !182, !137}
!182 = !DILocation(line: 17, column: 63, scope: !123, inlinedAt: !131)
!183 = !DILocation(line: 15, column: 37, scope: !121, inlinedAt: !131)
!184 = distinct !{!184, !169, !185, !137}
!185 = !DILocation(line: 18, column: 9, scope: !118, inlinedAt: !131)
!186 = !DILocation(line: 0, scope: !125, inlinedAt: !131)
!187 = !DILocation(line: 0, scope: !127, inlinedAt: !131)
!188 = !DILocation(line: 0, scope: !130, inlinedAt: !131)
!189 = !DILocation(line: 21, column: 20, scope: !127, inlinedAt: !131)
!190 = !DILocation(line: 23, column: 20, scope: !127, inlinedAt: !131)
!191 = !DILocation(line: 22, column: 46, scope: !192, inlinedAt: !131)
!192 = distinct !DILexicalBlock(scope: !130, file: !2, line: 22, column: 9)
!193 = !DILocation(line: 23, column: 18, scope: !127, inlinedAt: !131)
!194 = !DILocation(line: 22, column: 54, scope: !192, inlinedAt: !131)
!195 = !DILocation(line: 22, column: 43, scope: !192, inlinedAt: !131)
!196 = !DILocation(line: 0, scope: !69)
!197 = !DILocation(line: 44, column: 33, scope: !198)
!198 = distinct !DILexicalBlock(scope: !69, file: !2, line: 44, column: 5)
!199 = !DILocation(line: 33, column: 5, scope: !200, inlinedAt: !215)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 33, column: 5)
!201 = distinct !DISubprogram(name: "simpson", scope: !2, file: !2, line: 31, type: !202, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !207)
!202 = !DISubroutineType(types: !203)
!203 = !{!34, !204, !34, !34, !52}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DISubroutineType(types: !206)
!206 = !{!34, !34}
!207 = !{!208, !209, !210, !211, !212, !213, !214}
!208 = !DILocalVariable(name: "f", arg: 1, scope: !201, file: !2, line: 31, type: !204)
!209 = !DILocalVariable(name: "a", arg: 2, scope: !201, file: !2, line: 31, type: !34)
!210 = !DILocalVariable(name: "b", arg: 3, scope: !201, file: !2, line: 31, type: !34)
!211 = !DILocalVariable(name: "n", arg: 4, scope: !201, file: !2, line: 31, type: !52)
!212 = !DILocalVariable(name: "h", scope: !201, file: !2, line: 32, type: !34)
!213 = !DILocalVariable(name: "s", scope: !201, file: !2, line: 32, type: !34)
!214 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 33, type: !52)
!215 = distinct !DILocation(line: 45, column: 51, scope: !49)
!216 = !DILocation(line: 43, column: 25, scope: !217)
!217 = distinct !DILexicalBlock(scope: !132, file: !2, line: 43, column: 23)
!218 = !DILocation(line: 43, column: 47, scope: !217)
!219 = !DILocation(line: 0, scope: !200, inlinedAt: !215)
!220 = !DILocation(line: 0, scope: !201, inlinedAt: !215)
!221 = !DILocation(line: 33, column: 44, scope: !222, inlinedAt: !215)
!222 = distinct !DILexicalBlock(scope: !200, file: !2, line: 33, column: 5)
!223 = !DILocation(line: 33, column: 46, scope: !222, inlinedAt: !215)
!224 = !DILocation(line: 33, column: 42, scope: !222, inlinedAt: !215)
!225 = !DILocalVariable(name: "x", arg: 1, scope: !226, file: !2, line: 28, type: !34)
!226 = distinct !DISubprogram(name: "f1", scope: !2, file: !2, line: 28, type: !205, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !227)
!227 = !{!225}
!228 = !DILocation(line: 0, scope: !226, inlinedAt: !229)
!229 = distinct !DILocation(line: 33, column: 38, scope: !222, inlinedAt: !215)
!230 = !DILocation(line: 28, column: 39, scope: !226, inlinedAt: !229)
!231 = !DILocation(line: 28, column: 43, scope: !226, inlinedAt: !229)
!232 = !DILocation(line: 28, column: 51, scope: !226, inlinedAt: !229)
!233 = !DILocation(line: 28, column: 47, scope: !226, inlinedAt: !229)
!234 = !DILocation(line: 28, column: 55, scope: !226, inlinedAt: !229)
!235 = !DILocation(line: 33, column: 56, scope: !222, inlinedAt: !215)
!236 = !DILocation(line: 33, column: 54, scope: !222, inlinedAt: !215)
!237 = !DILocation(line: 33, column: 53, scope: !222, inlinedAt: !215)
!238 = !DILocation(line: 33, column: 51, scope: !222, inlinedAt: !215)
!239 = !DILocation(line: 33, column: 35, scope: !222, inlinedAt: !215)
!240 = !DILocation(line: 33, column: 29, scope: !222, inlinedAt: !215)
!241 = !DILocation(line: 33, column: 23, scope: !222, inlinedAt: !215)
!242 = distinct !{!242, !199, !243, !137}
!243 = !DILocation(line: 33, column: 67, scope: !200, inlinedAt: !215)
!244 = !DILocation(line: 34, column: 14, scope: !201, inlinedAt: !215)
!245 = !DILocation(line: 34, column: 18, scope: !201, inlinedAt: !215)
!246 = !DILocation(line: 45, column: 5, scope: !49)
!247 = !DILocation(line: 0, scope: !201, inlinedAt: !248)
!248 = distinct !DILocation(line: 46, column: 47, scope: !49)
!249 = !DILocalVariable(name: "x", arg: 1, scope: !250, file: !2, line: 29, type: !34)
!250 = distinct !DISubprogram(name: "f2", scope: !2, file: !2, line: 29, type: !205, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !251)
!251 = !{!249}
!252 = !DILocation(line: 0, scope: !250, inlinedAt: !253)
!253 = distinct !DILocation(line: 32, column: 33, scope: !201, inlinedAt: !248)
!254 = !DILocation(line: 0, scope: !250, inlinedAt: !255)
!255 = distinct !DILocation(line: 32, column: 40, scope: !201, inlinedAt: !248)
!256 = !DILocation(line: 0, scope: !200, inlinedAt: !248)
!257 = !DILocation(line: 33, column: 44, scope: !222, inlinedAt: !248)
!258 = !DILocation(line: 33, column: 46, scope: !222, inlinedAt: !248)
!259 = !DILocation(line: 33, column: 42, scope: !222, inlinedAt: !248)
!260 = !DILocation(line: 0, scope: !250, inlinedAt: !261)
!261 = distinct !DILocation(line: 33, column: 38, scope: !222, inlinedAt: !248)
!262 = !DILocation(line: 29, column: 52, scope: !250, inlinedAt: !261)
!263 = !DILocation(line: 29, column: 48, scope: !250, inlinedAt: !261)
!264 = !DILocation(line: 29, column: 41, scope: !250, inlinedAt: !261)
!265 = !DILocation(line: 33, column: 51, scope: !222, inlinedAt: !248)
!266 = !DILocation(line: 33, column: 35, scope: !222, inlinedAt: !248)
!267 = !DILocation(line: 33, column: 29, scope: !222, inlinedAt: !248)
!268 = !DILocation(line: 33, column: 23, scope: !222, inlinedAt: !248)
!269 = !DILocation(line: 33, column: 5, scope: !200, inlinedAt: !248)
!270 = distinct !{!270, !269, !271, !137}
!271 = !DILocation(line: 33, column: 67, scope: !200, inlinedAt: !248)
!272 = !DILocation(line: 34, column: 14, scope: !201, inlinedAt: !248)
!273 = !DILocation(line: 34, column: 18, scope: !201, inlinedAt: !248)
!274 = !DILocation(line: 46, column: 45, scope: !49)
!275 = !DILocation(line: 46, column: 5, scope: !49)
!276 = !DILocation(line: 0, scope: !226, inlinedAt: !277)
!277 = distinct !DILocation(line: 48, column: 49, scope: !49)
!278 = !DILocation(line: 0, scope: !226, inlinedAt: !279)
!279 = distinct !DILocation(line: 48, column: 61, scope: !49)
!280 = !DILocation(line: 48, column: 5, scope: !49)
!281 = !DILocation(line: 0, scope: !74)
!282 = !DILocation(line: 50, column: 5, scope: !74)
!283 = !DILocation(line: 51, column: 39, scope: !49)
!284 = !DILocation(line: 51, column: 5, scope: !49)
!285 = !DILocation(line: 54, column: 5, scope: !49)
!286 = !DILocation(line: 50, column: 47, scope: !287)
!287 = distinct !DILexicalBlock(scope: !74, file: !2, line: 50, column: 5)
!288 = !DILocation(line: 0, scope: !226, inlinedAt: !289)
!289 = distinct !DILocation(line: 50, column: 42, scope: !287)
!290 = !DILocation(line: 28, column: 39, scope: !226, inlinedAt: !289)
!291 = !DILocation(line: 28, column: 43, scope: !226, inlinedAt: !289)
!292 = !DILocation(line: 28, column: 51, scope: !226, inlinedAt: !289)
!293 = !DILocation(line: 28, column: 47, scope: !226, inlinedAt: !289)
!294 = !DILocation(line: 28, column: 55, scope: !226, inlinedAt: !289)
!295 = !DILocation(line: 50, column: 59, scope: !287)
!296 = !DILocation(line: 50, column: 71, scope: !287)
!297 = !DILocation(line: 50, column: 83, scope: !287)
!298 = !DILocation(line: 50, column: 54, scope: !287)
!299 = !DILocation(line: 50, column: 40, scope: !287)
!300 = !DILocation(line: 50, column: 30, scope: !287)
!301 = !DILocation(line: 50, column: 23, scope: !287)
!302 = distinct !{!302, !282, !303, !137}
!303 = !DILocation(line: 50, column: 86, scope: !74)
!304 = !DILocation(line: 56, column: 1, scope: !49)
!305 = !DISubprogram(name: "printf", scope: !306, file: !306, line: 356, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!307 = !DISubroutineType(types: !308)
!308 = !{!52, !309, null}
!309 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !310)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
