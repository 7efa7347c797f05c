; ModuleID = 'tests/programs/gauss_float.c'
source_filename = "tests/programs/gauss_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"x[%d] = %.10f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"simpson x^3-2x+1 on [0,2] = %.10f\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"simpson 4/(1+x^2) = %.10f\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"derivative of f1 at 1.3 = %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"newton root = %.10f\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"float iter = %.5f\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x [7 x double]], align 16
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #5
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x double> <double 2.000000e+00, double 5.000000e-01>, ptr %1, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %3, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 64
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  store <2 x double> <double 0x3FF5555555555555, double 2.500000e-01>, ptr %6, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 80
  %9 = getelementptr inbounds i8, ptr %1, i64 88
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %8, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 96
  %11 = getelementptr inbounds i8, ptr %1, i64 104
  store <2 x double> <double 0x3FC2492492492492, double 2.000000e+00>, ptr %10, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 128
  %14 = getelementptr inbounds i8, ptr %1, i64 136
  store <2 x double> <double 1.200000e+00, double 0x3FC5555555555555>, ptr %13, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %1, i64 144
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i64 160
  store <2 x double> <double 3.000000e+00, double 2.500000e-01>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 176
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %1, i64 192
  %19 = getelementptr inbounds i8, ptr %1, i64 200
  store <2 x double> <double 0x3FF2492492492492, double 1.250000e-01>, ptr %18, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %1, i64 208
  %21 = getelementptr inbounds i8, ptr %1, i64 216
  store <2 x double> <double 0x3FBC71C71C71C71C, double 4.000000e+00>, ptr %20, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 224
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 240
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %1, i64 256
  %25 = getelementptr inbounds i8, ptr %1, i64 264
  store <2 x double> <double 0x3FF1C71C71C71C72, double 1.000000e-01>, ptr %24, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %1, i64 272
  store <2 x double> <double 5.000000e+00, double 0x3FC5555555555555>, ptr %26, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %1, i64 288
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %27, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %1, i64 304
  store <2 x double> <double 0x3FBC71C71C71C71C, double 1.000000e-01>, ptr %28, align 16, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 320
  %30 = getelementptr inbounds i8, ptr %1, i64 328
  store <2 x double> <double 0x3FF1745D1745D174, double 6.000000e+00>, ptr %29, align 16, !tbaa !5
  br label %34

31:                                               ; preds = %115, %82
  %32 = add nuw nsw i64 %36, 1
  %33 = icmp eq i64 %37, 6
  br i1 %33, label %154, label %34, !llvm.loop !9

34:                                               ; preds = %0, %31
  %35 = phi i64 [ %37, %31 ], [ 0, %0 ]
  %36 = phi i64 [ %32, %31 ], [ 1, %0 ]
  %37 = add nuw nsw i64 %35, 1
  %38 = icmp ult i64 %35, 5
  %39 = trunc nuw nsw i64 %35 to i32
  br i1 %38, label %47, label %40

40:                                               ; preds = %47, %34
  %41 = phi i32 [ %39, %34 ], [ %59, %47 ]
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 %35
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = fcmp uge double %45, 0x3D719799812DEA11
  br i1 %46, label %62, label %228

47:                                               ; preds = %34, %47
  %48 = phi i64 [ %60, %47 ], [ %36, %34 ]
  %49 = phi i32 [ %59, %47 ], [ %39, %34 ]
  %50 = getelementptr inbounds [7 x double], ptr %1, i64 %48, i64 %35
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = sext i32 %49 to i64
  %54 = getelementptr inbounds [7 x double], ptr %1, i64 %53, i64 %35
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fcmp ogt double %52, %56
  %58 = trunc nuw nsw i64 %48 to i32
  %59 = select i1 %57, i32 %58, i32 %49
  %60 = add nuw nsw i64 %48, 1
  %61 = icmp eq i64 %60, 6
  br i1 %61, label %40, label %47, !llvm.loop !11

62:                                               ; preds = %40
  %63 = zext i32 %41 to i64
  %64 = icmp eq i64 %35, %63
  br i1 %64, label %82, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 0
  %67 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 0
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !5
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !5
  store <2 x double> %69, ptr %66, align 8, !tbaa !5
  store <2 x double> %68, ptr %67, align 8, !tbaa !5
  %70 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 2
  %71 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 2
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !5
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !5
  store <2 x double> %73, ptr %70, align 8, !tbaa !5
  store <2 x double> %72, ptr %71, align 8, !tbaa !5
  %74 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 4
  %75 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 4
  %76 = load <2 x double>, ptr %74, align 8, !tbaa !5
  %77 = load <2 x double>, ptr %75, align 8, !tbaa !5
  store <2 x double> %77, ptr %74, align 8, !tbaa !5
  store <2 x double> %76, ptr %75, align 8, !tbaa !5
  %78 = getelementptr inbounds [7 x double], ptr %1, i64 %35, i64 6
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = getelementptr inbounds [7 x double], ptr %1, i64 %42, i64 6
  %81 = load double, ptr %80, align 8, !tbaa !5
  store double %81, ptr %78, align 8, !tbaa !5
  store double %79, ptr %80, align 8, !tbaa !5
  br label %82

82:                                               ; preds = %65, %62
  br i1 %38, label %83, label %31

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
  br label %104

104:                                              ; preds = %115, %83
  %105 = phi i64 [ %36, %83 ], [ %116, %115 ]
  %106 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %35
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = load double, ptr %84, align 8, !tbaa !5
  %109 = fdiv double %107, %108
  %110 = load double, ptr %85, align 8, !tbaa !5
  %111 = fmul double %109, %110
  %112 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %35
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = fsub double %113, %111
  store double %114, ptr %112, align 8, !tbaa !5
  br i1 %87, label %115, label %118, !llvm.loop !12

115:                                              ; preds = %148, %142, %136, %130, %124, %118, %104
  %116 = add nuw nsw i64 %105, 1
  %117 = icmp eq i64 %116, 6
  br i1 %117, label %31, label %104, !llvm.loop !13

118:                                              ; preds = %104
  %119 = load double, ptr %88, align 8, !tbaa !5
  %120 = fmul double %109, %119
  %121 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %86
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fsub double %122, %120
  store double %123, ptr %121, align 8, !tbaa !5
  br i1 %90, label %115, label %124, !llvm.loop !12

124:                                              ; preds = %118
  %125 = load double, ptr %91, align 8, !tbaa !5
  %126 = fmul double %109, %125
  %127 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %89
  %128 = load double, ptr %127, align 8, !tbaa !5
  %129 = fsub double %128, %126
  store double %129, ptr %127, align 8, !tbaa !5
  br i1 %93, label %115, label %130, !llvm.loop !12

130:                                              ; preds = %124
  %131 = load double, ptr %94, align 8, !tbaa !5
  %132 = fmul double %109, %131
  %133 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %92
  %134 = load double, ptr %133, align 8, !tbaa !5
  %135 = fsub double %134, %132
  store double %135, ptr %133, align 8, !tbaa !5
  br i1 %96, label %115, label %136, !llvm.loop !12

136:                                              ; preds = %130
  %137 = load double, ptr %97, align 8, !tbaa !5
  %138 = fmul double %109, %137
  %139 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %95
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = fsub double %140, %138
  store double %141, ptr %139, align 8, !tbaa !5
  br i1 %99, label %115, label %142, !llvm.loop !12

142:                                              ; preds = %136
  %143 = load double, ptr %100, align 8, !tbaa !5
  %144 = fmul double %109, %143
  %145 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %98
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = fsub double %146, %144
  store double %147, ptr %145, align 8, !tbaa !5
  br i1 %102, label %115, label %148, !llvm.loop !12

148:                                              ; preds = %142
  %149 = load double, ptr %103, align 8, !tbaa !5
  %150 = fmul double %109, %149
  %151 = getelementptr inbounds [7 x double], ptr %1, i64 %105, i64 %101
  %152 = load double, ptr %151, align 8, !tbaa !5
  %153 = fsub double %152, %150
  store double %153, ptr %151, align 8, !tbaa !5
  br label %115

154:                                              ; preds = %31
  %155 = load double, ptr %30, align 8, !tbaa !5
  %156 = load double, ptr %29, align 16, !tbaa !5
  %157 = load double, ptr %26, align 16, !tbaa !5
  %158 = load double, ptr %25, align 8, !tbaa !5
  %159 = load double, ptr %24, align 16, !tbaa !5
  %160 = load double, ptr %21, align 8, !tbaa !5
  %161 = load double, ptr %18, align 16, !tbaa !5
  %162 = load double, ptr %16, align 16, !tbaa !5
  %163 = load double, ptr %14, align 8, !tbaa !5
  %164 = load double, ptr %13, align 16, !tbaa !5
  %165 = load double, ptr %11, align 8, !tbaa !5
  %166 = load double, ptr %6, align 16, !tbaa !5
  %167 = load double, ptr %5, align 16, !tbaa !5
  %168 = load double, ptr %2, align 8, !tbaa !5
  %169 = load <2 x double>, ptr %19, align 8, !tbaa !5
  %170 = load <2 x double>, ptr %15, align 16, !tbaa !5
  %171 = load <2 x double>, ptr %9, align 8, !tbaa !5
  %172 = fdiv double %155, %156
  %173 = fmul double %172, %158
  %174 = fsub double %157, %173
  %175 = fdiv double %174, %159
  %176 = insertelement <2 x double> poison, double %175, i64 0
  %177 = insertelement <2 x double> %176, double %172, i64 1
  %178 = fmul <2 x double> %177, %169
  %179 = extractelement <2 x double> %178, i64 0
  %180 = fsub double %160, %179
  %181 = extractelement <2 x double> %178, i64 1
  %182 = fsub double %180, %181
  %183 = fmul <2 x double> %177, %170
  %184 = fmul <2 x double> %177, %171
  %185 = load <2 x double>, ptr %3, align 16, !tbaa !5
  %186 = extractelement <2 x double> %183, i64 0
  %187 = extractelement <2 x double> %183, i64 1
  %188 = load <2 x double>, ptr %7, align 8, !tbaa !5
  %189 = fdiv double %182, %161
  %190 = fmul double %189, %163
  %191 = fsub double %162, %190
  %192 = fsub double %191, %186
  %193 = fsub double %192, %187
  %194 = fdiv double %193, %164
  %195 = insertelement <2 x double> poison, double %194, i64 0
  %196 = insertelement <2 x double> %195, double %189, i64 1
  %197 = fmul <2 x double> %196, %188
  %198 = extractelement <2 x double> %197, i64 0
  %199 = fsub double %165, %198
  %200 = extractelement <2 x double> %197, i64 1
  %201 = fsub double %199, %200
  %202 = extractelement <2 x double> %184, i64 0
  %203 = fsub double %201, %202
  %204 = extractelement <2 x double> %184, i64 1
  %205 = fsub double %203, %204
  %206 = fdiv double %205, %166
  %207 = fmul double %206, %168
  %208 = fsub double %167, %207
  %209 = fmul <2 x double> %196, %185
  %210 = extractelement <2 x double> %209, i64 0
  %211 = fsub double %208, %210
  %212 = extractelement <2 x double> %209, i64 1
  %213 = fsub double %211, %212
  %214 = load <2 x double>, ptr %4, align 16, !tbaa !5
  %215 = fmul <2 x double> %177, %214
  %216 = extractelement <2 x double> %215, i64 0
  %217 = fsub double %213, %216
  %218 = extractelement <2 x double> %215, i64 1
  %219 = fsub double %217, %218
  %220 = load double, ptr %1, align 16, !tbaa !5
  %221 = fdiv double %219, %220
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %221)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %206)
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %194)
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %189)
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %175)
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, double noundef %172)
  br label %230

228:                                              ; preds = %40
  %229 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %313

230:                                              ; preds = %154, %230
  %231 = phi i32 [ %247, %230 ], [ 1, %154 ]
  %232 = phi double [ %246, %230 ], [ 6.000000e+00, %154 ]
  %233 = uitofp nneg i32 %231 to double
  %234 = fmul double %233, 2.000000e-02
  %235 = fadd double %234, 0.000000e+00
  %236 = fmul double %235, %235
  %237 = fmul double %235, %236
  %238 = fmul double %235, 2.000000e+00
  %239 = fsub double %237, %238
  %240 = fadd double %239, 1.000000e+00
  %241 = and i32 %231, 1
  %242 = icmp eq i32 %241, 0
  %243 = select i1 %242, i32 2, i32 4
  %244 = uitofp nneg i32 %243 to double
  %245 = fmul double %240, %244
  %246 = fadd double %232, %245
  %247 = add nuw nsw i32 %231, 1
  %248 = icmp eq i32 %247, 100
  br i1 %248, label %249, label %230, !llvm.loop !14

249:                                              ; preds = %230
  %250 = fmul double %246, 2.000000e-02
  %251 = fdiv double %250, 3.000000e+00
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %251)
  br label %253

253:                                              ; preds = %266, %249
  %254 = phi i32 [ 1, %249 ], [ %275, %266 ]
  %255 = phi double [ 1.500000e+00, %249 ], [ %274, %266 ]
  %256 = uitofp nneg i32 %254 to double
  %257 = fmul double %256, 1.000000e-03
  %258 = fadd double %257, 0.000000e+00
  %259 = fmul double %258, %258
  %260 = fadd double %259, 1.000000e+00
  %261 = fdiv double 1.000000e+00, %260
  %262 = fmul double %261, 4.000000e+00
  %263 = fadd double %255, %262
  %264 = add nuw nsw i32 %254, 1
  %265 = icmp eq i32 %264, 1000
  br i1 %265, label %276, label %266, !llvm.loop !14

266:                                              ; preds = %253
  %267 = uitofp nneg i32 %264 to double
  %268 = fmul double %267, 1.000000e-03
  %269 = fadd double %268, 0.000000e+00
  %270 = fmul double %269, %269
  %271 = fadd double %270, 1.000000e+00
  %272 = fdiv double 1.000000e+00, %271
  %273 = fmul double %272, 2.000000e+00
  %274 = fadd double %263, %273
  %275 = add nuw nsw i32 %254, 2
  br label %253

276:                                              ; preds = %253
  %277 = fmul double %263, 1.000000e-03
  %278 = fdiv double %277, 3.000000e+00
  %279 = fmul double %278, 4.000000e+00
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %279)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40088F5C28FA20DF)
  br label %286

282:                                              ; preds = %286
  %283 = fadd double %310, 5.000000e-01
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %283)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x400EE8F8C0000000)
  br label %313

286:                                              ; preds = %286, %276
  %287 = phi i32 [ 0, %276 ], [ %311, %286 ]
  %288 = phi double [ 1.000000e+00, %276 ], [ %310, %286 ]
  %289 = fadd double %288, 5.000000e-01
  %290 = fmul double %289, %289
  %291 = fmul double %289, %290
  %292 = fmul double %289, 2.000000e+00
  %293 = fsub double %291, %292
  %294 = fadd double %293, 1.000000e+00
  %295 = fmul double %289, 3.000000e+00
  %296 = fmul double %289, %295
  %297 = fadd double %296, -2.000000e+00
  %298 = fdiv double %294, %297
  %299 = fsub double %288, %298
  %300 = fadd double %299, 5.000000e-01
  %301 = fmul double %300, %300
  %302 = fmul double %300, %301
  %303 = fmul double %300, 2.000000e+00
  %304 = fsub double %302, %303
  %305 = fadd double %304, 1.000000e+00
  %306 = fmul double %300, 3.000000e+00
  %307 = fmul double %300, %306
  %308 = fadd double %307, -2.000000e+00
  %309 = fdiv double %305, %308
  %310 = fsub double %299, %309
  %311 = add nuw nsw i32 %287, 2
  %312 = icmp eq i32 %311, 50
  br i1 %312, label %282, label %286, !llvm.loop !15

313:                                              ; preds = %282, %228
  %314 = phi i32 [ 0, %282 ], [ 1, %228 ]
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #5
  ret i32 %314
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
