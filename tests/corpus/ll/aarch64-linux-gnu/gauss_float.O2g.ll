; ModuleID = 'tests/programs/gauss_float.c'
source_filename = "tests/programs/gauss_float.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"x[%d] = %.10f\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [35 x i8] c"simpson x^3-2x+1 on [0,2] = %.10f\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [27 x i8] c"simpson 4/(1+x^2) = %.10f\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [32 x i8] c"derivative of f1 at 1.3 = %.6f\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"newton root = %.10f\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [19 x i8] c"float iter = %.5f\0A\00", align 1, !dbg !27
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca [6 x [7 x double]], align 16, !DIAssignID !80
    #dbg_assign(i1 undef, !55, !DIExpression(), !80, ptr %1, !DIExpression(), !81)
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #6, !dbg !82
    #dbg_value(i64 0, !63, !DIExpression(), !83)
    #dbg_value(i64 0, !65, !DIExpression(), !84)
    #dbg_value(i64 1, !65, !DIExpression(), !84)
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !85
  store <2 x double> <double 2.000000e+00, double 5.000000e-01>, ptr %1, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 2, !65, !DIExpression(), !84)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !85
    #dbg_value(i64 3, !65, !DIExpression(), !84)
  %4 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !85
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %3, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 4, !65, !DIExpression(), !84)
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !85
    #dbg_value(i64 5, !65, !DIExpression(), !84)
  %6 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !85
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %5, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 6, !65, !DIExpression(), !84)
  %7 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !92
    #dbg_value(i64 1, !63, !DIExpression(), !83)
    #dbg_value(i64 0, !65, !DIExpression(), !84)
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %7, align 16, !dbg !93, !tbaa !88
    #dbg_value(i64 1, !65, !DIExpression(), !84)
  %8 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !85
    #dbg_value(i64 2, !65, !DIExpression(), !84)
  %9 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !85
  store <2 x double> <double 0x3FF5555555555555, double 2.500000e-01>, ptr %8, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 3, !65, !DIExpression(), !84)
  %10 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !85
    #dbg_value(i64 4, !65, !DIExpression(), !84)
  %11 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !85
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %10, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 5, !65, !DIExpression(), !84)
  %12 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !85
    #dbg_value(i64 6, !65, !DIExpression(), !84)
  %13 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !92
  store <2 x double> <double 0x3FC2492492492492, double 2.000000e+00>, ptr %12, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 2, !63, !DIExpression(), !83)
    #dbg_value(i64 0, !65, !DIExpression(), !84)
  %14 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !85
    #dbg_value(i64 1, !65, !DIExpression(), !84)
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %14, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 2, !65, !DIExpression(), !84)
  %15 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !85
    #dbg_value(i64 3, !65, !DIExpression(), !84)
  %16 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !85
  store <2 x double> <double 1.200000e+00, double 0x3FC5555555555555>, ptr %15, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 4, !65, !DIExpression(), !84)
  %17 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !85
    #dbg_value(i64 5, !65, !DIExpression(), !84)
  %18 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !85
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %17, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 6, !65, !DIExpression(), !84)
  %19 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !92
    #dbg_value(i64 3, !63, !DIExpression(), !83)
    #dbg_value(i64 0, !65, !DIExpression(), !84)
  store <2 x double> <double 3.000000e+00, double 2.500000e-01>, ptr %19, align 16, !dbg !93, !tbaa !88
    #dbg_value(i64 1, !65, !DIExpression(), !84)
  %20 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !85
    #dbg_value(i64 2, !65, !DIExpression(), !84)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %20, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 3, !65, !DIExpression(), !84)
  %21 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !85
    #dbg_value(i64 4, !65, !DIExpression(), !84)
  %22 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !85
  store <2 x double> <double 0x3FF2492492492492, double 1.250000e-01>, ptr %21, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 5, !65, !DIExpression(), !84)
  %23 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !85
    #dbg_value(i64 6, !65, !DIExpression(), !84)
  %24 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !92
  store <2 x double> <double 0x3FBC71C71C71C71C, double 4.000000e+00>, ptr %23, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 4, !63, !DIExpression(), !83)
    #dbg_value(i64 0, !65, !DIExpression(), !84)
  %25 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !85
    #dbg_value(i64 1, !65, !DIExpression(), !84)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %25, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 2, !65, !DIExpression(), !84)
  %26 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !85
    #dbg_value(i64 3, !65, !DIExpression(), !84)
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %26, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 4, !65, !DIExpression(), !84)
  %27 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !85
    #dbg_value(i64 5, !65, !DIExpression(), !84)
  %28 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !85
  store <2 x double> <double 0x3FF1C71C71C71C72, double 1.000000e-01>, ptr %27, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 6, !65, !DIExpression(), !84)
  %29 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !92
    #dbg_value(i64 5, !63, !DIExpression(), !83)
    #dbg_value(i64 0, !65, !DIExpression(), !84)
  store <2 x double> <double 5.000000e+00, double 0x3FC5555555555555>, ptr %29, align 16, !dbg !93, !tbaa !88
    #dbg_value(i64 1, !65, !DIExpression(), !84)
  %30 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !85
    #dbg_value(i64 2, !65, !DIExpression(), !84)
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %30, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 3, !65, !DIExpression(), !84)
  %31 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !85
    #dbg_value(i64 4, !65, !DIExpression(), !84)
  store <2 x double> <double 0x3FBC71C71C71C71C, double 1.000000e-01>, ptr %31, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 5, !65, !DIExpression(), !84)
  %32 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !85
    #dbg_value(i64 6, !65, !DIExpression(), !84)
  %33 = getelementptr inbounds i8, ptr %1, i64 328, !dbg !92
  store <2 x double> <double 0x3FF1745D1745D174, double 6.000000e+00>, ptr %32, align 16, !dbg !87, !tbaa !88
    #dbg_value(i64 6, !63, !DIExpression(), !83)
  br label %37, !dbg !94

34:                                               ; preds = %118, %85
    #dbg_value(i64 %40, !106, !DIExpression(), !134)
  %35 = add nuw nsw i64 %39, 1, !dbg !94
  %36 = icmp eq i64 %40, 6, !dbg !135
  br i1 %36, label %157, label %37, !dbg !94, !llvm.loop !136

37:                                               ; preds = %0, %34
  %38 = phi i64 [ %40, %34 ], [ 0, %0 ]
  %39 = phi i64 [ %35, %34 ], [ 1, %0 ]
    #dbg_value(i64 %38, !106, !DIExpression(), !134)
    #dbg_value(i64 %38, !107, !DIExpression(), !139)
  %40 = add nuw nsw i64 %38, 1, !dbg !140
    #dbg_value(i64 %40, !110, !DIExpression(), !141)
  %41 = icmp ult i64 %38, 5, !dbg !142
  %42 = trunc nuw nsw i64 %38 to i32, !dbg !144
  br i1 %41, label %50, label %43, !dbg !144

43:                                               ; preds = %50, %37
  %44 = phi i32 [ %42, %37 ], [ %62, %50 ], !dbg !139
  %45 = sext i32 %44 to i64, !dbg !145
  %46 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 %38, !dbg !145
  %47 = load double, ptr %46, align 8, !dbg !145, !tbaa !88
  %48 = tail call double @llvm.fabs.f64(double %47), !dbg !147
  %49 = fcmp uge double %48, 0x3D719799812DEA11, !dbg !148
  br i1 %49, label %65, label %263, !dbg !149

50:                                               ; preds = %37, %50
  %51 = phi i64 [ %63, %50 ], [ %39, %37 ]
  %52 = phi i32 [ %62, %50 ], [ %42, %37 ]
    #dbg_value(i64 %51, !110, !DIExpression(), !141)
    #dbg_value(i32 %52, !107, !DIExpression(), !139)
  %53 = getelementptr inbounds [7 x double], ptr %1, i64 %51, i64 %38, !dbg !150
  %54 = load double, ptr %53, align 8, !dbg !150, !tbaa !88
  %55 = tail call double @llvm.fabs.f64(double %54), !dbg !152
  %56 = sext i32 %52 to i64, !dbg !153
  %57 = getelementptr inbounds [7 x double], ptr %1, i64 %56, i64 %38, !dbg !153
  %58 = load double, ptr %57, align 8, !dbg !153, !tbaa !88
  %59 = tail call double @llvm.fabs.f64(double %58), !dbg !154
  %60 = fcmp ogt double %55, %59, !dbg !155
  %61 = trunc nuw nsw i64 %51 to i32, !dbg !156
  %62 = select i1 %60, i32 %61, i32 %52, !dbg !156
    #dbg_value(i32 %62, !107, !DIExpression(), !139)
  %63 = add nuw nsw i64 %51, 1, !dbg !157
    #dbg_value(i64 %63, !110, !DIExpression(), !141)
  %64 = icmp eq i64 %63, 6, !dbg !142
  br i1 %64, label %43, label %50, !dbg !144, !llvm.loop !158

65:                                               ; preds = %43
  %66 = zext i32 %44 to i64, !dbg !160
  %67 = icmp eq i64 %38, %66, !dbg !160
  br i1 %67, label %85, label %68, !dbg !161

68:                                               ; preds = %65
    #dbg_value(i64 0, !112, !DIExpression(), !162)
  %69 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 0, !dbg !163
    #dbg_value(double poison, !115, !DIExpression(), !164)
  %70 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 0, !dbg !165
    #dbg_value(i64 1, !112, !DIExpression(), !162)
    #dbg_value(double poison, !115, !DIExpression(), !164)
  %71 = load <2 x double>, ptr %69, align 8, !dbg !163, !tbaa !88
  %72 = load <2 x double>, ptr %70, align 8, !dbg !165, !tbaa !88
  store <2 x double> %72, ptr %69, align 8, !dbg !166, !tbaa !88
  store <2 x double> %71, ptr %70, align 8, !dbg !167, !tbaa !88
    #dbg_value(i64 2, !112, !DIExpression(), !162)
  %73 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 2, !dbg !163
    #dbg_value(double poison, !115, !DIExpression(), !164)
  %74 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 2, !dbg !165
    #dbg_value(i64 3, !112, !DIExpression(), !162)
    #dbg_value(double poison, !115, !DIExpression(), !164)
  %75 = load <2 x double>, ptr %73, align 8, !dbg !163, !tbaa !88
  %76 = load <2 x double>, ptr %74, align 8, !dbg !165, !tbaa !88
  store <2 x double> %76, ptr %73, align 8, !dbg !166, !tbaa !88
  store <2 x double> %75, ptr %74, align 8, !dbg !167, !tbaa !88
    #dbg_value(i64 4, !112, !DIExpression(), !162)
  %77 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 4, !dbg !163
    #dbg_value(double poison, !115, !DIExpression(), !164)
  %78 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 4, !dbg !165
    #dbg_value(i64 5, !112, !DIExpression(), !162)
    #dbg_value(double poison, !115, !DIExpression(), !164)
  %79 = load <2 x double>, ptr %77, align 8, !dbg !163, !tbaa !88
  %80 = load <2 x double>, ptr %78, align 8, !dbg !165, !tbaa !88
  store <2 x double> %80, ptr %77, align 8, !dbg !166, !tbaa !88
  store <2 x double> %79, ptr %78, align 8, !dbg !167, !tbaa !88
    #dbg_value(i64 6, !112, !DIExpression(), !162)
  %81 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 6, !dbg !163
  %82 = load double, ptr %81, align 8, !dbg !163, !tbaa !88
    #dbg_value(double %82, !115, !DIExpression(), !164)
  %83 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 6, !dbg !165
  %84 = load double, ptr %83, align 8, !dbg !165, !tbaa !88
  store double %84, ptr %81, align 8, !dbg !166, !tbaa !88
  store double %82, ptr %83, align 8, !dbg !167, !tbaa !88
    #dbg_value(i64 7, !112, !DIExpression(), !162)
  br label %85, !dbg !168

85:                                               ; preds = %68, %65
    #dbg_value(i64 %40, !118, !DIExpression(), !169)
  br i1 %41, label %86, label %34, !dbg !170

86:                                               ; preds = %85
  %87 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %38
  %88 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %38
  %89 = add nuw nsw i64 %38, 1
  %90 = icmp eq i64 %89, 7
  %91 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %89
  %92 = add nuw nsw i64 %38, 2
  %93 = icmp eq i64 %92, 7
  %94 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %92
  %95 = add nuw nsw i64 %38, 3
  %96 = icmp eq i64 %95, 7
  %97 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %95
  %98 = add nuw nsw i64 %38, 4
  %99 = icmp eq i64 %98, 7
  %100 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %98
  %101 = add nuw nsw i64 %38, 5
  %102 = icmp eq i64 %101, 7
  %103 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %101
  %104 = add nuw nsw i64 %38, 6
  %105 = icmp eq i64 %104, 7
  %106 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 %104
  br label %107, !dbg !170

107:                                              ; preds = %118, %86
  %108 = phi i64 [ %39, %86 ], [ %119, %118 ]
    #dbg_value(i64 %108, !118, !DIExpression(), !169)
  %109 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %38, !dbg !171
  %110 = load double, ptr %109, align 8, !dbg !171, !tbaa !88
  %111 = load double, ptr %87, align 8, !dbg !172, !tbaa !88
  %112 = fdiv double %110, %111, !dbg !173
    #dbg_value(double %112, !120, !DIExpression(), !174)
    #dbg_value(i64 %38, !123, !DIExpression(), !175)
    #dbg_value(i64 %38, !123, !DIExpression(), !175)
  %113 = load double, ptr %88, align 8, !dbg !176, !tbaa !88
  %114 = fmul double %112, %113, !dbg !178
  %115 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %38, !dbg !179
  %116 = load double, ptr %115, align 8, !dbg !180, !tbaa !88
  %117 = fsub double %116, %114, !dbg !180
  store double %117, ptr %115, align 8, !dbg !180, !tbaa !88
    #dbg_value(i64 %89, !123, !DIExpression(), !175)
  br i1 %90, label %118, label %121, !dbg !181, !llvm.loop !182

118:                                              ; preds = %151, %145, %139, %133, %127, %121, %107
  %119 = add nuw nsw i64 %108, 1, !dbg !184
    #dbg_value(i64 %119, !118, !DIExpression(), !169)
  %120 = icmp eq i64 %119, 6, !dbg !168
  br i1 %120, label %34, label %107, !dbg !170, !llvm.loop !185

121:                                              ; preds = %107
    #dbg_value(i64 %89, !123, !DIExpression(), !175)
  %122 = load double, ptr %91, align 8, !dbg !176, !tbaa !88
  %123 = fmul double %112, %122, !dbg !178
  %124 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %89, !dbg !179
  %125 = load double, ptr %124, align 8, !dbg !180, !tbaa !88
  %126 = fsub double %125, %123, !dbg !180
  store double %126, ptr %124, align 8, !dbg !180, !tbaa !88
    #dbg_value(i64 %92, !123, !DIExpression(), !175)
  br i1 %93, label %118, label %127, !dbg !181, !llvm.loop !182

127:                                              ; preds = %121
    #dbg_value(i64 %92, !123, !DIExpression(), !175)
  %128 = load double, ptr %94, align 8, !dbg !176, !tbaa !88
  %129 = fmul double %112, %128, !dbg !178
  %130 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %92, !dbg !179
  %131 = load double, ptr %130, align 8, !dbg !180, !tbaa !88
  %132 = fsub double %131, %129, !dbg !180
  store double %132, ptr %130, align 8, !dbg !180, !tbaa !88
    #dbg_value(i64 %95, !123, !DIExpression(), !175)
  br i1 %96, label %118, label %133, !dbg !181, !llvm.loop !182

133:                                              ; preds = %127
    #dbg_value(i64 %95, !123, !DIExpression(), !175)
  %134 = load double, ptr %97, align 8, !dbg !176, !tbaa !88
  %135 = fmul double %112, %134, !dbg !178
  %136 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %95, !dbg !179
  %137 = load double, ptr %136, align 8, !dbg !180, !tbaa !88
  %138 = fsub double %137, %135, !dbg !180
  store double %138, ptr %136, align 8, !dbg !180, !tbaa !88
    #dbg_value(i64 %98, !123, !DIExpression(), !175)
  br i1 %99, label %118, label %139, !dbg !181, !llvm.loop !182

139:                                              ; preds = %133
    #dbg_value(i64 %98, !123, !DIExpression(), !175)
  %140 = load double, ptr %100, align 8, !dbg !176, !tbaa !88
  %141 = fmul double %112, %140, !dbg !178
  %142 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %98, !dbg !179
  %143 = load double, ptr %142, align 8, !dbg !180, !tbaa !88
  %144 = fsub double %143, %141, !dbg !180
  store double %144, ptr %142, align 8, !dbg !180, !tbaa !88
    #dbg_value(i64 %101, !123, !DIExpression(), !175)
  br i1 %102, label %118, label %145, !dbg !181, !llvm.loop !182

145:                                              ; preds = %139
    #dbg_value(i64 %101, !123, !DIExpression(), !175)
  %146 = load double, ptr %103, align 8, !dbg !176, !tbaa !88
  %147 = fmul double %112, %146, !dbg !178
  %148 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %101, !dbg !179
  %149 = load double, ptr %148, align 8, !dbg !180, !tbaa !88
  %150 = fsub double %149, %147, !dbg !180
  store double %150, ptr %148, align 8, !dbg !180, !tbaa !88
    #dbg_value(i64 %104, !123, !DIExpression(), !175)
  br i1 %105, label %118, label %151, !dbg !181, !llvm.loop !182

151:                                              ; preds = %145
    #dbg_value(i64 %104, !123, !DIExpression(), !175)
  %152 = load double, ptr %106, align 8, !dbg !176, !tbaa !88
  %153 = fmul double %112, %152, !dbg !178
  %154 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %104, !dbg !179
  %155 = load double, ptr %154, align 8, !dbg !180, !tbaa !88
  %156 = fsub double %155, %153, !dbg !180
  store double %156, ptr %154, align 8, !dbg !180, !tbaa !88
    #dbg_value(i64 %38, !123, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !175)
  br label %118

157:                                              ; preds = %34
    #dbg_value(i64 5, !125, !DIExpression(), !187)
    #dbg_value(double poison, !127, !DIExpression(), !188)
    #dbg_value(i64 5, !130, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  %158 = load double, ptr %33, align 8, !dbg !190, !tbaa !88
    #dbg_value(double %158, !127, !DIExpression(), !188)
  %159 = load double, ptr %32, align 16, !dbg !191, !tbaa !88
  %160 = fdiv double %158, %159, !dbg !192
    #dbg_value(double %160, !60, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !81)
    #dbg_value(i64 4, !125, !DIExpression(), !187)
    #dbg_value(double poison, !127, !DIExpression(), !188)
  %161 = load double, ptr %29, align 16, !dbg !190, !tbaa !88
  %162 = load double, ptr %28, align 8, !dbg !193, !tbaa !88
  %163 = fmul double %160, %162, !dbg !195
  %164 = fsub double %161, %163, !dbg !196
    #dbg_value(double %164, !127, !DIExpression(), !188)
  %165 = load double, ptr %27, align 16, !dbg !191, !tbaa !88
  %166 = fdiv double %164, %165, !dbg !192
    #dbg_value(double %166, !60, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !81)
    #dbg_value(i64 3, !125, !DIExpression(), !187)
    #dbg_value(double poison, !127, !DIExpression(), !188)
  %167 = load double, ptr %24, align 8, !dbg !190, !tbaa !88
  %168 = load double, ptr %22, align 8, !dbg !193, !tbaa !88
  %169 = fmul double %166, %168, !dbg !195
  %170 = fsub double %167, %169, !dbg !196
    #dbg_value(double %170, !127, !DIExpression(), !188)
  %171 = load double, ptr %23, align 16, !dbg !193, !tbaa !88
  %172 = fmul double %160, %171, !dbg !195
  %173 = fsub double %170, %172, !dbg !196
    #dbg_value(double %173, !127, !DIExpression(), !188)
  %174 = load double, ptr %21, align 16, !dbg !191, !tbaa !88
  %175 = fdiv double %173, %174, !dbg !192
    #dbg_value(double %175, !60, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !81)
    #dbg_value(i64 2, !125, !DIExpression(), !187)
    #dbg_value(double poison, !127, !DIExpression(), !188)
  %176 = load double, ptr %19, align 16, !dbg !190, !tbaa !88
  %177 = load double, ptr %16, align 8, !dbg !193, !tbaa !88
  %178 = fmul double %175, %177, !dbg !195
  %179 = fsub double %176, %178, !dbg !196
    #dbg_value(double %179, !127, !DIExpression(), !188)
  %180 = load double, ptr %17, align 16, !dbg !193, !tbaa !88
  %181 = fmul double %166, %180, !dbg !195
  %182 = fsub double %179, %181, !dbg !196
    #dbg_value(double %182, !127, !DIExpression(), !188)
  %183 = load double, ptr %18, align 8, !dbg !193, !tbaa !88
  %184 = fmul double %160, %183, !dbg !195
  %185 = fsub double %182, %184, !dbg !196
    #dbg_value(double %185, !127, !DIExpression(), !188)
  %186 = load double, ptr %15, align 16, !dbg !191, !tbaa !88
  %187 = fdiv double %185, %186, !dbg !192
    #dbg_value(double %187, !60, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !81)
    #dbg_value(i64 1, !125, !DIExpression(), !187)
    #dbg_value(double poison, !127, !DIExpression(), !188)
  %188 = load double, ptr %13, align 8, !dbg !190, !tbaa !88
  %189 = load double, ptr %9, align 8, !dbg !193, !tbaa !88
  %190 = fmul double %187, %189, !dbg !195
  %191 = fsub double %188, %190, !dbg !196
    #dbg_value(double %191, !127, !DIExpression(), !188)
  %192 = load double, ptr %10, align 16, !dbg !193, !tbaa !88
  %193 = fmul double %175, %192, !dbg !195
  %194 = fsub double %191, %193, !dbg !196
    #dbg_value(double %194, !127, !DIExpression(), !188)
  %195 = load double, ptr %11, align 8, !dbg !193, !tbaa !88
  %196 = fmul double %166, %195, !dbg !195
  %197 = fsub double %194, %196, !dbg !196
    #dbg_value(double %197, !127, !DIExpression(), !188)
  %198 = load double, ptr %12, align 16, !dbg !193, !tbaa !88
  %199 = fmul double %160, %198, !dbg !195
  %200 = fsub double %197, %199, !dbg !196
    #dbg_value(double %200, !127, !DIExpression(), !188)
  %201 = load double, ptr %8, align 16, !dbg !191, !tbaa !88
  %202 = fdiv double %200, %201, !dbg !192
    #dbg_value(double %202, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !81)
    #dbg_value(i64 0, !125, !DIExpression(), !187)
    #dbg_value(double poison, !127, !DIExpression(), !188)
  %203 = load double, ptr %7, align 16, !dbg !190, !tbaa !88
  %204 = load double, ptr %2, align 8, !dbg !193, !tbaa !88
  %205 = fmul double %202, %204, !dbg !195
  %206 = fsub double %203, %205, !dbg !196
    #dbg_value(double %206, !127, !DIExpression(), !188)
  %207 = load double, ptr %3, align 16, !dbg !193, !tbaa !88
  %208 = fmul double %187, %207, !dbg !195
  %209 = fsub double %206, %208, !dbg !196
    #dbg_value(double %209, !127, !DIExpression(), !188)
  %210 = load double, ptr %4, align 8, !dbg !193, !tbaa !88
  %211 = fmul double %175, %210, !dbg !195
  %212 = fsub double %209, %211, !dbg !196
    #dbg_value(double %212, !127, !DIExpression(), !188)
  %213 = load double, ptr %5, align 16, !dbg !193, !tbaa !88
  %214 = fmul double %166, %213, !dbg !195
  %215 = fsub double %212, %214, !dbg !196
    #dbg_value(double %215, !127, !DIExpression(), !188)
  %216 = load double, ptr %6, align 8, !dbg !193, !tbaa !88
  %217 = fmul double %160, %216, !dbg !195
  %218 = fsub double %215, %217, !dbg !196
    #dbg_value(double %218, !127, !DIExpression(), !188)
  %219 = load double, ptr %1, align 16, !dbg !191, !tbaa !88
  %220 = fdiv double %218, %219, !dbg !192
    #dbg_value(double %220, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !81)
    #dbg_value(i64 -1, !125, !DIExpression(), !187)
    #dbg_value(i64 0, !69, !DIExpression(), !197)
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %220), !dbg !198
    #dbg_value(i64 1, !69, !DIExpression(), !197)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %202), !dbg !198
    #dbg_value(i64 2, !69, !DIExpression(), !197)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %187), !dbg !198
    #dbg_value(i64 3, !69, !DIExpression(), !197)
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %175), !dbg !198
    #dbg_value(i64 4, !69, !DIExpression(), !197)
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %166), !dbg !198
    #dbg_value(i64 5, !69, !DIExpression(), !197)
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, double noundef %160), !dbg !198
    #dbg_value(i64 6, !69, !DIExpression(), !197)
  br label %227, !dbg !200

227:                                              ; preds = %227, %157
  %228 = phi i32 [ 0, %157 ], [ %260, %227 ]
  %229 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %157 ], [ %261, %227 ]
  %230 = phi double [ 6.000000e+00, %157 ], [ %259, %227 ]
  %231 = add <4 x i32> %229, <i32 4, i32 4, i32 4, i32 4>
  %232 = uitofp <4 x i32> %229 to <4 x double>, !dbg !217
  %233 = uitofp <4 x i32> %231 to <4 x double>, !dbg !217
  %234 = fmul <4 x double> %232, <double 2.000000e-02, double 2.000000e-02, double 2.000000e-02, double 2.000000e-02>, !dbg !219
  %235 = fmul <4 x double> %233, <double 2.000000e-02, double 2.000000e-02, double 2.000000e-02, double 2.000000e-02>, !dbg !219
  %236 = fadd <4 x double> %234, zeroinitializer, !dbg !220
  %237 = fadd <4 x double> %235, zeroinitializer, !dbg !220
  %238 = fmul <4 x double> %236, %236, !dbg !221
  %239 = fmul <4 x double> %237, %237, !dbg !221
  %240 = fmul <4 x double> %236, %238, !dbg !226
  %241 = fmul <4 x double> %237, %239, !dbg !226
  %242 = fmul <4 x double> %236, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, !dbg !227
  %243 = fmul <4 x double> %237, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, !dbg !227
  %244 = fsub <4 x double> %240, %242, !dbg !228
  %245 = fsub <4 x double> %241, %243, !dbg !228
  %246 = fadd <4 x double> %244, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, !dbg !229
  %247 = fadd <4 x double> %245, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, !dbg !229
  %248 = and <4 x i32> %229, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %249 = and <4 x i32> %229, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %250 = icmp eq <4 x i32> %248, zeroinitializer, !dbg !231
  %251 = icmp eq <4 x i32> %249, zeroinitializer, !dbg !231
  %252 = select <4 x i1> %250, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, !dbg !231
  %253 = select <4 x i1> %251, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, !dbg !231
  %254 = uitofp nneg <4 x i32> %252 to <4 x double>, !dbg !232
  %255 = uitofp nneg <4 x i32> %253 to <4 x double>, !dbg !232
  %256 = fmul <4 x double> %246, %254, !dbg !233
  %257 = fmul <4 x double> %247, %255, !dbg !233
  %258 = tail call double @llvm.vector.reduce.fadd.v4f64(double %230, <4 x double> %256), !dbg !233
  %259 = tail call double @llvm.vector.reduce.fadd.v4f64(double %258, <4 x double> %257), !dbg !233
  %260 = add nuw i32 %228, 8
  %261 = add <4 x i32> %229, <i32 8, i32 8, i32 8, i32 8>
  %262 = icmp eq i32 %260, 96
  br i1 %262, label %265, label %227, !llvm.loop !234

263:                                              ; preds = %43
  %264 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !238
  br label %337, !dbg !240

265:                                              ; preds = %227
    #dbg_value(i32 97, !215, !DIExpression(), !241)
    #dbg_value(double %259, !214, !DIExpression(), !242)
    #dbg_value(double 1.940000e+00, !224, !DIExpression(), !243)
  %266 = fadd double %259, 0x4031AF7F498C3B0C, !dbg !244
    #dbg_value(double %266, !214, !DIExpression(), !242)
    #dbg_value(i32 98, !215, !DIExpression(), !241)
    #dbg_value(double 1.960000e+00, !224, !DIExpression(), !243)
  %267 = fadd double %266, 0x4022702A3486F049, !dbg !244
    #dbg_value(double %267, !214, !DIExpression(), !242)
    #dbg_value(i32 99, !215, !DIExpression(), !241)
    #dbg_value(double 1.980000e+00, !224, !DIExpression(), !243)
  %268 = fadd double %267, 0x403335A63F9A49C2, !dbg !244
    #dbg_value(double %268, !214, !DIExpression(), !242)
    #dbg_value(i32 100, !215, !DIExpression(), !241)
  %269 = fmul double %268, 2.000000e-02, !dbg !245
  %270 = fdiv double %269, 3.000000e+00, !dbg !246
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %270), !dbg !247
    #dbg_value(ptr poison, !209, !DIExpression(), !248)
    #dbg_value(double 0.000000e+00, !210, !DIExpression(), !248)
    #dbg_value(double 1.000000e+00, !211, !DIExpression(), !248)
    #dbg_value(i32 1000, !212, !DIExpression(), !248)
    #dbg_value(double 1.000000e-03, !213, !DIExpression(), !248)
    #dbg_value(double 0.000000e+00, !250, !DIExpression(), !253)
    #dbg_value(double 1.000000e+00, !250, !DIExpression(), !255)
    #dbg_value(double 1.500000e+00, !214, !DIExpression(), !248)
    #dbg_value(i32 1, !215, !DIExpression(), !257)
  br label %272

272:                                              ; preds = %272, %265
  %273 = phi i32 [ 0, %265 ], [ %301, %272 ]
  %274 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %265 ], [ %302, %272 ]
  %275 = phi double [ 1.500000e+00, %265 ], [ %300, %272 ]
  %276 = add <4 x i32> %274, <i32 4, i32 4, i32 4, i32 4>
  %277 = uitofp <4 x i32> %274 to <4 x double>, !dbg !258
  %278 = uitofp <4 x i32> %276 to <4 x double>, !dbg !258
  %279 = fmul <4 x double> %277, <double 1.000000e-03, double 1.000000e-03, double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %280 = fmul <4 x double> %278, <double 1.000000e-03, double 1.000000e-03, double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %281 = fadd <4 x double> %279, zeroinitializer, !dbg !260
  %282 = fadd <4 x double> %280, zeroinitializer, !dbg !260
  %283 = fmul <4 x double> %281, %281, !dbg !261
  %284 = fmul <4 x double> %282, %282, !dbg !261
  %285 = fadd <4 x double> %283, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, !dbg !263
  %286 = fadd <4 x double> %284, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, !dbg !263
  %287 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %285, !dbg !264
  %288 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %286, !dbg !264
  %289 = and <4 x i32> %274, <i32 1, i32 1, i32 1, i32 1>, !dbg !265
  %290 = and <4 x i32> %274, <i32 1, i32 1, i32 1, i32 1>, !dbg !265
  %291 = icmp eq <4 x i32> %289, zeroinitializer, !dbg !266
  %292 = icmp eq <4 x i32> %290, zeroinitializer, !dbg !266
  %293 = select <4 x i1> %291, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, !dbg !266
  %294 = select <4 x i1> %292, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, !dbg !266
  %295 = uitofp nneg <4 x i32> %293 to <4 x double>, !dbg !267
  %296 = uitofp nneg <4 x i32> %294 to <4 x double>, !dbg !267
  %297 = fmul <4 x double> %287, %295, !dbg !268
  %298 = fmul <4 x double> %288, %296, !dbg !268
  %299 = tail call double @llvm.vector.reduce.fadd.v4f64(double %275, <4 x double> %297), !dbg !268
  %300 = tail call double @llvm.vector.reduce.fadd.v4f64(double %299, <4 x double> %298), !dbg !268
  %301 = add nuw i32 %273, 8
  %302 = add <4 x i32> %274, <i32 8, i32 8, i32 8, i32 8>
  %303 = icmp eq i32 %301, 992
  br i1 %303, label %304, label %272, !llvm.loop !269

304:                                              ; preds = %272
    #dbg_value(i32 993, !215, !DIExpression(), !257)
    #dbg_value(double %300, !214, !DIExpression(), !248)
    #dbg_value(double 0x3FEFC6A7EF9DB22D, !250, !DIExpression(), !272)
  %305 = fadd double %300, 0x40001CC5B8B2CB1D, !dbg !273
    #dbg_value(double %305, !214, !DIExpression(), !248)
    #dbg_value(i32 994, !215, !DIExpression(), !257)
    #dbg_value(double 0x3FEFCED916872B02, !250, !DIExpression(), !272)
  %306 = fadd double %305, 0x3FF018A6547C9920, !dbg !273
    #dbg_value(double %306, !214, !DIExpression(), !248)
    #dbg_value(i32 995, !215, !DIExpression(), !257)
    #dbg_value(double 0x3FEFD70A3D70A3D7, !250, !DIExpression(), !272)
  %307 = fadd double %306, 0x40001487FCAE5914, !dbg !273
    #dbg_value(double %307, !214, !DIExpression(), !248)
    #dbg_value(i32 996, !215, !DIExpression(), !257)
    #dbg_value(double 0x3FEFDF3B645A1CAC, !250, !DIExpression(), !272)
  %308 = fadd double %307, 0x3FF0106AB14A579B, !dbg !273
    #dbg_value(double %308, !214, !DIExpression(), !248)
    #dbg_value(i32 997, !215, !DIExpression(), !257)
    #dbg_value(double 0x3FEFE76C8B439581, !250, !DIExpression(), !272)
  %309 = fadd double %308, 0x40000C4E72527522, !dbg !273
    #dbg_value(double %309, !214, !DIExpression(), !248)
    #dbg_value(i32 998, !215, !DIExpression(), !257)
    #dbg_value(double 0x3FEFEF9DB22D0E56, !250, !DIExpression(), !272)
  %310 = fadd double %309, 0x3FF008333FC82669, !dbg !273
    #dbg_value(double %310, !214, !DIExpression(), !248)
    #dbg_value(i32 999, !215, !DIExpression(), !257)
    #dbg_value(double 0x3FEFF7CED916872B, !250, !DIExpression(), !272)
  %311 = fadd double %310, 0x4000041919AC7509, !dbg !273
    #dbg_value(double %311, !214, !DIExpression(), !248)
    #dbg_value(i32 1000, !215, !DIExpression(), !257)
  %312 = fmul double %311, 1.000000e-03, !dbg !274
  %313 = fdiv double %312, 3.000000e+00, !dbg !275
  %314 = fmul double %313, 4.000000e+00, !dbg !276
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %314), !dbg !277
    #dbg_value(double 1.000000e-05, !71, !DIExpression(), !81)
    #dbg_value(double 1.300000e+00, !72, !DIExpression(), !81)
    #dbg_value(double 1.300010e+00, !224, !DIExpression(), !278)
    #dbg_value(double 1.299990e+00, !224, !DIExpression(), !280)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40088F5C28FA20DF), !dbg !282
    #dbg_value(double 1.000000e+00, !73, !DIExpression(), !81)
    #dbg_value(i32 0, !74, !DIExpression(), !283)
  br label %321, !dbg !284

317:                                              ; preds = %321
  %318 = fadd double %334, 5.000000e-01, !dbg !285
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %318), !dbg !286
    #dbg_value(float 0x400EE8F8C0000000, !76, !DIExpression(), !81)
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x400EE8F8C0000000), !dbg !287
  br label %337

321:                                              ; preds = %304, %321
  %322 = phi i32 [ 0, %304 ], [ %335, %321 ]
  %323 = phi double [ 1.000000e+00, %304 ], [ %334, %321 ]
    #dbg_value(i32 %322, !74, !DIExpression(), !283)
    #dbg_value(double %323, !73, !DIExpression(), !81)
  %324 = fadd double %323, 5.000000e-01, !dbg !288
    #dbg_value(double %324, !224, !DIExpression(), !290)
  %325 = fmul double %324, %324, !dbg !292
  %326 = fmul double %324, %325, !dbg !293
  %327 = fmul double %324, 2.000000e+00, !dbg !294
  %328 = fsub double %326, %327, !dbg !295
  %329 = fadd double %328, 1.000000e+00, !dbg !296
  %330 = fmul double %324, 3.000000e+00, !dbg !297
  %331 = fmul double %324, %330, !dbg !298
  %332 = fadd double %331, -2.000000e+00, !dbg !299
  %333 = fdiv double %329, %332, !dbg !300
  %334 = fsub double %323, %333, !dbg !301
    #dbg_value(double %334, !73, !DIExpression(), !81)
  %335 = add nuw nsw i32 %322, 1, !dbg !302
    #dbg_value(i32 %335, !74, !DIExpression(), !283)
  %336 = icmp eq i32 %335, 50, !dbg !303
  br i1 %336, label %317, label %321, !dbg !284, !llvm.loop !304

337:                                              ; preds = %317, %263
  %338 = phi i32 [ 0, %317 ], [ 1, %263 ], !dbg !81
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #6, !dbg !306
  ret i32 %338, !dbg !306
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !307 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

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
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"frame-pointer", i32 1}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !51, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53}
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !{!55, !60, !63, !65, !69, !71, !72, !73, !74, !76, !78}
!55 = !DILocalVariable(name: "a", scope: !50, file: !2, line: 38, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 2688, elements: !57)
!57 = !{!58, !59}
!58 = !DISubrange(count: 6)
!59 = !DISubrange(count: 7)
!60 = !DILocalVariable(name: "x", scope: !50, file: !2, line: 38, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 384, elements: !62)
!62 = !{!58}
!63 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 39, type: !53)
!64 = distinct !DILexicalBlock(scope: !50, file: !2, line: 39, column: 5)
!65 = !DILocalVariable(name: "j", scope: !66, file: !2, line: 40, type: !53)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 40, column: 9)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 39, column: 33)
!68 = distinct !DILexicalBlock(scope: !64, file: !2, line: 39, column: 5)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 44, type: !53)
!70 = distinct !DILexicalBlock(scope: !50, file: !2, line: 44, column: 5)
!71 = !DILocalVariable(name: "h", scope: !50, file: !2, line: 47, type: !34)
!72 = !DILocalVariable(name: "p", scope: !50, file: !2, line: 47, type: !34)
!73 = !DILocalVariable(name: "r", scope: !50, file: !2, line: 49, type: !34)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 50, type: !53)
!75 = distinct !DILexicalBlock(scope: !50, file: !2, line: 50, column: 5)
!76 = !DILocalVariable(name: "fx", scope: !50, file: !2, line: 52, type: !77)
!77 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 53, type: !53)
!79 = distinct !DILexicalBlock(scope: !50, file: !2, line: 53, column: 5)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !50)
!82 = !DILocation(line: 38, column: 5, scope: !50)
!83 = !DILocation(line: 0, scope: !64)
!84 = !DILocation(line: 0, scope: !66)
!85 = !DILocation(line: 40, column: 37, scope: !86)
!86 = distinct !DILexicalBlock(scope: !66, file: !2, line: 40, column: 9)
!87 = !DILocation(line: 40, column: 45, scope: !86)
!88 = !{!89, !89, i64 0}
!89 = !{!"double", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 41, column: 9, scope: !67)
!93 = !DILocation(line: 41, column: 17, scope: !67)
!94 = !DILocation(line: 10, column: 5, scope: !95, inlinedAt: !132)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 10, column: 5)
!96 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 9, type: !97, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !103)
!97 = !DISubroutineType(types: !98)
!98 = !{!53, !99, !102}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 448, elements: !101)
!101 = !{!59}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!103 = !{!104, !105, !106, !107, !110, !112, !115, !118, !120, !123, !125, !127, !130}
!104 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !2, line: 9, type: !99)
!105 = !DILocalVariable(name: "x", arg: 2, scope: !96, file: !2, line: 9, type: !102)
!106 = !DILocalVariable(name: "c", scope: !95, file: !2, line: 10, type: !53)
!107 = !DILocalVariable(name: "p", scope: !108, file: !2, line: 11, type: !53)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 10, column: 33)
!109 = distinct !DILexicalBlock(scope: !95, file: !2, line: 10, column: 5)
!110 = !DILocalVariable(name: "r", scope: !111, file: !2, line: 12, type: !53)
!111 = distinct !DILexicalBlock(scope: !108, file: !2, line: 12, column: 9)
!112 = !DILocalVariable(name: "k", scope: !113, file: !2, line: 14, type: !53)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 14, column: 21)
!114 = distinct !DILexicalBlock(scope: !108, file: !2, line: 14, column: 13)
!115 = !DILocalVariable(name: "t", scope: !116, file: !2, line: 14, type: !34)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 14, column: 50)
!117 = distinct !DILexicalBlock(scope: !113, file: !2, line: 14, column: 21)
!118 = !DILocalVariable(name: "r", scope: !119, file: !2, line: 15, type: !53)
!119 = distinct !DILexicalBlock(scope: !108, file: !2, line: 15, column: 9)
!120 = !DILocalVariable(name: "f", scope: !121, file: !2, line: 16, type: !34)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 15, column: 41)
!122 = distinct !DILexicalBlock(scope: !119, file: !2, line: 15, column: 9)
!123 = !DILocalVariable(name: "k", scope: !124, file: !2, line: 17, type: !53)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 17, column: 13)
!125 = !DILocalVariable(name: "r", scope: !126, file: !2, line: 20, type: !53)
!126 = distinct !DILexicalBlock(scope: !96, file: !2, line: 20, column: 5)
!127 = !DILocalVariable(name: "s", scope: !128, file: !2, line: 21, type: !34)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 20, column: 38)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 20, column: 5)
!130 = !DILocalVariable(name: "k", scope: !131, file: !2, line: 22, type: !53)
!131 = distinct !DILexicalBlock(scope: !128, file: !2, line: 22, column: 9)
!132 = distinct !DILocation(line: 43, column: 10, scope: !133)
!133 = distinct !DILexicalBlock(scope: !50, file: !2, line: 43, column: 9)
!134 = !DILocation(line: 0, scope: !95, inlinedAt: !132)
!135 = !DILocation(line: 10, column: 23, scope: !109, inlinedAt: !132)
!136 = distinct !{!136, !94, !137, !138}
!137 = !DILocation(line: 19, column: 5, scope: !95, inlinedAt: !132)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 0, scope: !108, inlinedAt: !132)
!140 = !DILocation(line: 12, column: 24, scope: !111, inlinedAt: !132)
!141 = !DILocation(line: 0, scope: !111, inlinedAt: !132)
!142 = !DILocation(line: 12, column: 31, scope: !143, inlinedAt: !132)
!143 = distinct !DILexicalBlock(scope: !111, file: !2, line: 12, column: 9)
!144 = !DILocation(line: 12, column: 9, scope: !111, inlinedAt: !132)
!145 = !DILocation(line: 13, column: 18, scope: !146, inlinedAt: !132)
!146 = distinct !DILexicalBlock(scope: !108, file: !2, line: 13, column: 13)
!147 = !DILocation(line: 13, column: 13, scope: !146, inlinedAt: !132)
!148 = !DILocation(line: 13, column: 27, scope: !146, inlinedAt: !132)
!149 = !DILocation(line: 13, column: 13, scope: !108, inlinedAt: !132)
!150 = !DILocation(line: 12, column: 50, scope: !151, inlinedAt: !132)
!151 = distinct !DILexicalBlock(scope: !143, file: !2, line: 12, column: 45)
!152 = !DILocation(line: 12, column: 45, scope: !151, inlinedAt: !132)
!153 = !DILocation(line: 12, column: 66, scope: !151, inlinedAt: !132)
!154 = !DILocation(line: 12, column: 61, scope: !151, inlinedAt: !132)
!155 = !DILocation(line: 12, column: 59, scope: !151, inlinedAt: !132)
!156 = !DILocation(line: 12, column: 45, scope: !143, inlinedAt: !132)
!157 = !DILocation(line: 12, column: 37, scope: !143, inlinedAt: !132)
!158 = distinct !{!158, !144, !159, !138}
!159 = !DILocation(line: 12, column: 80, scope: !111, inlinedAt: !132)
!160 = !DILocation(line: 14, column: 15, scope: !114, inlinedAt: !132)
!161 = !DILocation(line: 14, column: 13, scope: !108, inlinedAt: !132)
!162 = !DILocation(line: 0, scope: !113, inlinedAt: !132)
!163 = !DILocation(line: 14, column: 63, scope: !116, inlinedAt: !132)
!164 = !DILocation(line: 0, scope: !116, inlinedAt: !132)
!165 = !DILocation(line: 14, column: 82, scope: !116, inlinedAt: !132)
!166 = !DILocation(line: 14, column: 80, scope: !116, inlinedAt: !132)
!167 = !DILocation(line: 14, column: 99, scope: !116, inlinedAt: !132)
!168 = !DILocation(line: 15, column: 31, scope: !122, inlinedAt: !132)
!169 = !DILocation(line: 0, scope: !119, inlinedAt: !132)
!170 = !DILocation(line: 15, column: 9, scope: !119, inlinedAt: !132)
!171 = !DILocation(line: 16, column: 24, scope: !121, inlinedAt: !132)
!172 = !DILocation(line: 16, column: 34, scope: !121, inlinedAt: !132)
!173 = !DILocation(line: 16, column: 32, scope: !121, inlinedAt: !132)
!174 = !DILocation(line: 0, scope: !121, inlinedAt: !132)
!175 = !DILocation(line: 0, scope: !124, inlinedAt: !132)
!176 = !DILocation(line: 17, column: 57, scope: !177, inlinedAt: !132)
!177 = distinct !DILexicalBlock(scope: !124, file: !2, line: 17, column: 13)
!178 = !DILocation(line: 17, column: 55, scope: !177, inlinedAt: !132)
!179 = !DILocation(line: 17, column: 42, scope: !177, inlinedAt: !132)
!180 = !DILocation(line: 17, column: 50, scope: !177, inlinedAt: !132)
!181 = !DILocation(line: 17, column: 13, scope: !124, inlinedAt: !132)
!182 = distinct !{!182, !181, !183, !138}
!183 = !DILocation(line: 17, column: 63, scope: !124, inlinedAt: !132)
!184 = !DILocation(line: 15, column: 37, scope: !122, inlinedAt: !132)
!185 = distinct !{!185, !170, !186, !138}
!186 = !DILocation(line: 18, column: 9, scope: !119, inlinedAt: !132)
!187 = !DILocation(line: 0, scope: !126, inlinedAt: !132)
!188 = !DILocation(line: 0, scope: !128, inlinedAt: !132)
!189 = !DILocation(line: 0, scope: !131, inlinedAt: !132)
!190 = !DILocation(line: 21, column: 20, scope: !128, inlinedAt: !132)
!191 = !DILocation(line: 23, column: 20, scope: !128, inlinedAt: !132)
!192 = !DILocation(line: 23, column: 18, scope: !128, inlinedAt: !132)
!193 = !DILocation(line: 22, column: 46, scope: !194, inlinedAt: !132)
!194 = distinct !DILexicalBlock(scope: !131, file: !2, line: 22, column: 9)
!195 = !DILocation(line: 22, column: 54, scope: !194, inlinedAt: !132)
!196 = !DILocation(line: 22, column: 43, scope: !194, inlinedAt: !132)
!197 = !DILocation(line: 0, scope: !70)
!198 = !DILocation(line: 44, column: 33, scope: !199)
!199 = distinct !DILexicalBlock(scope: !70, file: !2, line: 44, column: 5)
!200 = !DILocation(line: 33, column: 5, scope: !201, inlinedAt: !216)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 33, column: 5)
!202 = distinct !DISubprogram(name: "simpson", scope: !2, file: !2, line: 31, type: !203, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !208)
!203 = !DISubroutineType(types: !204)
!204 = !{!34, !205, !34, !34, !53}
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!206 = !DISubroutineType(types: !207)
!207 = !{!34, !34}
!208 = !{!209, !210, !211, !212, !213, !214, !215}
!209 = !DILocalVariable(name: "f", arg: 1, scope: !202, file: !2, line: 31, type: !205)
!210 = !DILocalVariable(name: "a", arg: 2, scope: !202, file: !2, line: 31, type: !34)
!211 = !DILocalVariable(name: "b", arg: 3, scope: !202, file: !2, line: 31, type: !34)
!212 = !DILocalVariable(name: "n", arg: 4, scope: !202, file: !2, line: 31, type: !53)
!213 = !DILocalVariable(name: "h", scope: !202, file: !2, line: 32, type: !34)
!214 = !DILocalVariable(name: "s", scope: !202, file: !2, line: 32, type: !34)
!215 = !DILocalVariable(name: "i", scope: !201, file: !2, line: 33, type: !53)
!216 = distinct !DILocation(line: 45, column: 51, scope: !50)
!217 = !DILocation(line: 33, column: 44, scope: !218, inlinedAt: !216)
!218 = distinct !DILexicalBlock(scope: !201, file: !2, line: 33, column: 5)
!219 = !DILocation(line: 33, column: 46, scope: !218, inlinedAt: !216)
!220 = !DILocation(line: 33, column: 42, scope: !218, inlinedAt: !216)
!221 = !DILocation(line: 28, column: 39, scope: !222, inlinedAt: !225)
!222 = distinct !DISubprogram(name: "f1", scope: !2, file: !2, line: 28, type: !206, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !223)
!223 = !{!224}
!224 = !DILocalVariable(name: "x", arg: 1, scope: !222, file: !2, line: 28, type: !34)
!225 = distinct !DILocation(line: 33, column: 38, scope: !218, inlinedAt: !216)
!226 = !DILocation(line: 28, column: 43, scope: !222, inlinedAt: !225)
!227 = !DILocation(line: 28, column: 51, scope: !222, inlinedAt: !225)
!228 = !DILocation(line: 28, column: 47, scope: !222, inlinedAt: !225)
!229 = !DILocation(line: 28, column: 55, scope: !222, inlinedAt: !225)
!230 = !DILocation(line: 33, column: 56, scope: !218, inlinedAt: !216)
!231 = !DILocation(line: 33, column: 54, scope: !218, inlinedAt: !216)
!232 = !DILocation(line: 33, column: 53, scope: !218, inlinedAt: !216)
!233 = !DILocation(line: 33, column: 51, scope: !218, inlinedAt: !216)
!234 = distinct !{!234, !200, !235, !138, !236, !237}
!235 = !DILocation(line: 33, column: 67, scope: !201, inlinedAt: !216)
!236 = !{!"llvm.loop.isvectorized", i32 1}
!237 = !{!"llvm.loop.unroll.runtime.disable"}
!238 = !DILocation(line: 43, column: 25, scope: !239)
!239 = distinct !DILexicalBlock(scope: !133, file: !2, line: 43, column: 23)
!240 = !DILocation(line: 43, column: 47, scope: !239)
!241 = !DILocation(line: 0, scope: !201, inlinedAt: !216)
!242 = !DILocation(line: 0, scope: !202, inlinedAt: !216)
!243 = !DILocation(line: 0, scope: !222, inlinedAt: !225)
!244 = !DILocation(line: 33, column: 35, scope: !218, inlinedAt: !216)
!245 = !DILocation(line: 34, column: 14, scope: !202, inlinedAt: !216)
!246 = !DILocation(line: 34, column: 18, scope: !202, inlinedAt: !216)
!247 = !DILocation(line: 45, column: 5, scope: !50)
!248 = !DILocation(line: 0, scope: !202, inlinedAt: !249)
!249 = distinct !DILocation(line: 46, column: 47, scope: !50)
!250 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !2, line: 29, type: !34)
!251 = distinct !DISubprogram(name: "f2", scope: !2, file: !2, line: 29, type: !206, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !252)
!252 = !{!250}
!253 = !DILocation(line: 0, scope: !251, inlinedAt: !254)
!254 = distinct !DILocation(line: 32, column: 33, scope: !202, inlinedAt: !249)
!255 = !DILocation(line: 0, scope: !251, inlinedAt: !256)
!256 = distinct !DILocation(line: 32, column: 40, scope: !202, inlinedAt: !249)
!257 = !DILocation(line: 0, scope: !201, inlinedAt: !249)
!258 = !DILocation(line: 33, column: 44, scope: !218, inlinedAt: !249)
!259 = !DILocation(line: 33, column: 46, scope: !218, inlinedAt: !249)
!260 = !DILocation(line: 33, column: 42, scope: !218, inlinedAt: !249)
!261 = !DILocation(line: 29, column: 52, scope: !251, inlinedAt: !262)
!262 = distinct !DILocation(line: 33, column: 38, scope: !218, inlinedAt: !249)
!263 = !DILocation(line: 29, column: 48, scope: !251, inlinedAt: !262)
!264 = !DILocation(line: 29, column: 41, scope: !251, inlinedAt: !262)
!265 = !DILocation(line: 33, column: 56, scope: !218, inlinedAt: !249)
!266 = !DILocation(line: 33, column: 54, scope: !218, inlinedAt: !249)
!267 = !DILocation(line: 33, column: 53, scope: !218, inlinedAt: !249)
!268 = !DILocation(line: 33, column: 51, scope: !218, inlinedAt: !249)
!269 = distinct !{!269, !270, !271, !138, !236, !237}
!270 = !DILocation(line: 33, column: 5, scope: !201, inlinedAt: !249)
!271 = !DILocation(line: 33, column: 67, scope: !201, inlinedAt: !249)
!272 = !DILocation(line: 0, scope: !251, inlinedAt: !262)
!273 = !DILocation(line: 33, column: 35, scope: !218, inlinedAt: !249)
!274 = !DILocation(line: 34, column: 14, scope: !202, inlinedAt: !249)
!275 = !DILocation(line: 34, column: 18, scope: !202, inlinedAt: !249)
!276 = !DILocation(line: 46, column: 45, scope: !50)
!277 = !DILocation(line: 46, column: 5, scope: !50)
!278 = !DILocation(line: 0, scope: !222, inlinedAt: !279)
!279 = distinct !DILocation(line: 48, column: 49, scope: !50)
!280 = !DILocation(line: 0, scope: !222, inlinedAt: !281)
!281 = distinct !DILocation(line: 48, column: 61, scope: !50)
!282 = !DILocation(line: 48, column: 5, scope: !50)
!283 = !DILocation(line: 0, scope: !75)
!284 = !DILocation(line: 50, column: 5, scope: !75)
!285 = !DILocation(line: 51, column: 39, scope: !50)
!286 = !DILocation(line: 51, column: 5, scope: !50)
!287 = !DILocation(line: 54, column: 5, scope: !50)
!288 = !DILocation(line: 50, column: 47, scope: !289)
!289 = distinct !DILexicalBlock(scope: !75, file: !2, line: 50, column: 5)
!290 = !DILocation(line: 0, scope: !222, inlinedAt: !291)
!291 = distinct !DILocation(line: 50, column: 42, scope: !289)
!292 = !DILocation(line: 28, column: 39, scope: !222, inlinedAt: !291)
!293 = !DILocation(line: 28, column: 43, scope: !222, inlinedAt: !291)
!294 = !DILocation(line: 28, column: 51, scope: !222, inlinedAt: !291)
!295 = !DILocation(line: 28, column: 47, scope: !222, inlinedAt: !291)
!296 = !DILocation(line: 28, column: 55, scope: !222, inlinedAt: !291)
!297 = !DILocation(line: 50, column: 59, scope: !289)
!298 = !DILocation(line: 50, column: 71, scope: !289)
!299 = !DILocation(line: 50, column: 83, scope: !289)
!300 = !DILocation(line: 50, column: 54, scope: !289)
!301 = !DILocation(line: 50, column: 40, scope: !289)
!302 = !DILocation(line: 50, column: 30, scope: !289)
!303 = !DILocation(line: 50, column: 23, scope: !289)
!304 = distinct !{!304, !284, !305, !138}
!305 = !DILocation(line: 50, column: 86, scope: !75)
!306 = !DILocation(line: 56, column: 1, scope: !50)
!307 = !DISubprogram(name: "printf", scope: !308, file: !308, line: 356, type: !309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!309 = !DISubroutineType(types: !310)
!310 = !{!53, !311, null}
!311 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
