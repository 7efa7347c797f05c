; ModuleID = 'tests/programs/gauss_float.c'
source_filename = "tests/programs/gauss_float.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #6
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x double> <double 2.000000e+00, double 5.000000e-01>, ptr %1, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %3, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  %6 = getelementptr inbounds i8, ptr %1, i64 40
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %5, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %1, i64 64
  %9 = getelementptr inbounds i8, ptr %1, i64 72
  store <2 x double> <double 0x3FF5555555555555, double 2.500000e-01>, ptr %8, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 80
  %11 = getelementptr inbounds i8, ptr %1, i64 88
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %10, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 96
  %13 = getelementptr inbounds i8, ptr %1, i64 104
  store <2 x double> <double 0x3FC2492492492492, double 2.000000e+00>, ptr %12, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 128
  %16 = getelementptr inbounds i8, ptr %1, i64 136
  store <2 x double> <double 1.200000e+00, double 0x3FC5555555555555>, ptr %15, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %1, i64 144
  %18 = getelementptr inbounds i8, ptr %1, i64 152
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %17, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %1, i64 160
  store <2 x double> <double 3.000000e+00, double 2.500000e-01>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 176
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %20, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %1, i64 192
  %22 = getelementptr inbounds i8, ptr %1, i64 200
  store <2 x double> <double 0x3FF2492492492492, double 1.250000e-01>, ptr %21, align 16, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %1, i64 208
  %24 = getelementptr inbounds i8, ptr %1, i64 216
  store <2 x double> <double 0x3FBC71C71C71C71C, double 4.000000e+00>, ptr %23, align 16, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %1, i64 224
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %1, i64 240
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %26, align 16, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %1, i64 256
  %28 = getelementptr inbounds i8, ptr %1, i64 264
  store <2 x double> <double 0x3FF1C71C71C71C72, double 1.000000e-01>, ptr %27, align 16, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %1, i64 272
  store <2 x double> <double 5.000000e+00, double 0x3FC5555555555555>, ptr %29, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 288
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %30, align 16, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %1, i64 304
  store <2 x double> <double 0x3FBC71C71C71C71C, double 1.000000e-01>, ptr %31, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %1, i64 320
  %33 = getelementptr inbounds i8, ptr %1, i64 328
  store <2 x double> <double 0x3FF1745D1745D174, double 6.000000e+00>, ptr %32, align 16, !tbaa !6
  br label %37

34:                                               ; preds = %118, %85
  %35 = add nuw nsw i64 %39, 1
  %36 = icmp eq i64 %40, 6
  br i1 %36, label %157, label %37, !llvm.loop !10

37:                                               ; preds = %0, %34
  %38 = phi i64 [ %40, %34 ], [ 0, %0 ]
  %39 = phi i64 [ %35, %34 ], [ 1, %0 ]
  %40 = add nuw nsw i64 %38, 1
  %41 = icmp ult i64 %38, 5
  %42 = trunc nuw nsw i64 %38 to i32
  br i1 %41, label %50, label %43

43:                                               ; preds = %50, %37
  %44 = phi i32 [ %42, %37 ], [ %62, %50 ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 %38
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp uge double %48, 0x3D719799812DEA11
  br i1 %49, label %65, label %263

50:                                               ; preds = %37, %50
  %51 = phi i64 [ %63, %50 ], [ %39, %37 ]
  %52 = phi i32 [ %62, %50 ], [ %42, %37 ]
  %53 = getelementptr inbounds [7 x double], ptr %1, i64 %51, i64 %38
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = tail call double @llvm.fabs.f64(double %54)
  %56 = sext i32 %52 to i64
  %57 = getelementptr inbounds [7 x double], ptr %1, i64 %56, i64 %38
  %58 = load double, ptr %57, align 8, !tbaa !6
  %59 = tail call double @llvm.fabs.f64(double %58)
  %60 = fcmp ogt double %55, %59
  %61 = trunc nuw nsw i64 %51 to i32
  %62 = select i1 %60, i32 %61, i32 %52
  %63 = add nuw nsw i64 %51, 1
  %64 = icmp eq i64 %63, 6
  br i1 %64, label %43, label %50, !llvm.loop !12

65:                                               ; preds = %43
  %66 = zext i32 %44 to i64
  %67 = icmp eq i64 %38, %66
  br i1 %67, label %85, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 0
  %70 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 0
  %71 = load <2 x double>, ptr %69, align 8, !tbaa !6
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !6
  store <2 x double> %72, ptr %69, align 8, !tbaa !6
  store <2 x double> %71, ptr %70, align 8, !tbaa !6
  %73 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 2
  %74 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 2
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !6
  %76 = load <2 x double>, ptr %74, align 8, !tbaa !6
  store <2 x double> %76, ptr %73, align 8, !tbaa !6
  store <2 x double> %75, ptr %74, align 8, !tbaa !6
  %77 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 4
  %78 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 4
  %79 = load <2 x double>, ptr %77, align 8, !tbaa !6
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !6
  store <2 x double> %80, ptr %77, align 8, !tbaa !6
  store <2 x double> %79, ptr %78, align 8, !tbaa !6
  %81 = getelementptr inbounds [7 x double], ptr %1, i64 %38, i64 6
  %82 = load double, ptr %81, align 8, !tbaa !6
  %83 = getelementptr inbounds [7 x double], ptr %1, i64 %45, i64 6
  %84 = load double, ptr %83, align 8, !tbaa !6
  store double %84, ptr %81, align 8, !tbaa !6
  store double %82, ptr %83, align 8, !tbaa !6
  br label %85

85:                                               ; preds = %68, %65
  br i1 %41, label %86, label %34

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
  br label %107

107:                                              ; preds = %118, %86
  %108 = phi i64 [ %39, %86 ], [ %119, %118 ]
  %109 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %38
  %110 = load double, ptr %109, align 8, !tbaa !6
  %111 = load double, ptr %87, align 8, !tbaa !6
  %112 = fdiv double %110, %111
  %113 = load double, ptr %88, align 8, !tbaa !6
  %114 = fmul double %112, %113
  %115 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %38
  %116 = load double, ptr %115, align 8, !tbaa !6
  %117 = fsub double %116, %114
  store double %117, ptr %115, align 8, !tbaa !6
  br i1 %90, label %118, label %121, !llvm.loop !13

118:                                              ; preds = %151, %145, %139, %133, %127, %121, %107
  %119 = add nuw nsw i64 %108, 1
  %120 = icmp eq i64 %119, 6
  br i1 %120, label %34, label %107, !llvm.loop !14

121:                                              ; preds = %107
  %122 = load double, ptr %91, align 8, !tbaa !6
  %123 = fmul double %112, %122
  %124 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %89
  %125 = load double, ptr %124, align 8, !tbaa !6
  %126 = fsub double %125, %123
  store double %126, ptr %124, align 8, !tbaa !6
  br i1 %93, label %118, label %127, !llvm.loop !13

127:                                              ; preds = %121
  %128 = load double, ptr %94, align 8, !tbaa !6
  %129 = fmul double %112, %128
  %130 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %92
  %131 = load double, ptr %130, align 8, !tbaa !6
  %132 = fsub double %131, %129
  store double %132, ptr %130, align 8, !tbaa !6
  br i1 %96, label %118, label %133, !llvm.loop !13

133:                                              ; preds = %127
  %134 = load double, ptr %97, align 8, !tbaa !6
  %135 = fmul double %112, %134
  %136 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %95
  %137 = load double, ptr %136, align 8, !tbaa !6
  %138 = fsub double %137, %135
  store double %138, ptr %136, align 8, !tbaa !6
  br i1 %99, label %118, label %139, !llvm.loop !13

139:                                              ; preds = %133
  %140 = load double, ptr %100, align 8, !tbaa !6
  %141 = fmul double %112, %140
  %142 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %98
  %143 = load double, ptr %142, align 8, !tbaa !6
  %144 = fsub double %143, %141
  store double %144, ptr %142, align 8, !tbaa !6
  br i1 %102, label %118, label %145, !llvm.loop !13

145:                                              ; preds = %139
  %146 = load double, ptr %103, align 8, !tbaa !6
  %147 = fmul double %112, %146
  %148 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %101
  %149 = load double, ptr %148, align 8, !tbaa !6
  %150 = fsub double %149, %147
  store double %150, ptr %148, align 8, !tbaa !6
  br i1 %105, label %118, label %151, !llvm.loop !13

151:                                              ; preds = %145
  %152 = load double, ptr %106, align 8, !tbaa !6
  %153 = fmul double %112, %152
  %154 = getelementptr inbounds [7 x double], ptr %1, i64 %108, i64 %104
  %155 = load double, ptr %154, align 8, !tbaa !6
  %156 = fsub double %155, %153
  store double %156, ptr %154, align 8, !tbaa !6
  br label %118

157:                                              ; preds = %34
  %158 = load double, ptr %33, align 8, !tbaa !6
  %159 = load double, ptr %32, align 16, !tbaa !6
  %160 = fdiv double %158, %159
  %161 = load double, ptr %29, align 16, !tbaa !6
  %162 = load double, ptr %28, align 8, !tbaa !6
  %163 = fmul double %160, %162
  %164 = fsub double %161, %163
  %165 = load double, ptr %27, align 16, !tbaa !6
  %166 = fdiv double %164, %165
  %167 = load double, ptr %24, align 8, !tbaa !6
  %168 = load double, ptr %22, align 8, !tbaa !6
  %169 = fmul double %166, %168
  %170 = fsub double %167, %169
  %171 = load double, ptr %23, align 16, !tbaa !6
  %172 = fmul double %160, %171
  %173 = fsub double %170, %172
  %174 = load double, ptr %21, align 16, !tbaa !6
  %175 = fdiv double %173, %174
  %176 = load double, ptr %19, align 16, !tbaa !6
  %177 = load double, ptr %16, align 8, !tbaa !6
  %178 = fmul double %175, %177
  %179 = fsub double %176, %178
  %180 = load double, ptr %17, align 16, !tbaa !6
  %181 = fmul double %166, %180
  %182 = fsub double %179, %181
  %183 = load double, ptr %18, align 8, !tbaa !6
  %184 = fmul double %160, %183
  %185 = fsub double %182, %184
  %186 = load double, ptr %15, align 16, !tbaa !6
  %187 = fdiv double %185, %186
  %188 = load double, ptr %13, align 8, !tbaa !6
  %189 = load double, ptr %9, align 8, !tbaa !6
  %190 = fmul double %187, %189
  %191 = fsub double %188, %190
  %192 = load double, ptr %10, align 16, !tbaa !6
  %193 = fmul double %175, %192
  %194 = fsub double %191, %193
  %195 = load double, ptr %11, align 8, !tbaa !6
  %196 = fmul double %166, %195
  %197 = fsub double %194, %196
  %198 = load double, ptr %12, align 16, !tbaa !6
  %199 = fmul double %160, %198
  %200 = fsub double %197, %199
  %201 = load double, ptr %8, align 16, !tbaa !6
  %202 = fdiv double %200, %201
  %203 = load double, ptr %7, align 16, !tbaa !6
  %204 = load double, ptr %2, align 8, !tbaa !6
  %205 = fmul double %202, %204
  %206 = fsub double %203, %205
  %207 = load double, ptr %3, align 16, !tbaa !6
  %208 = fmul double %187, %207
  %209 = fsub double %206, %208
  %210 = load double, ptr %4, align 8, !tbaa !6
  %211 = fmul double %175, %210
  %212 = fsub double %209, %211
  %213 = load double, ptr %5, align 16, !tbaa !6
  %214 = fmul double %166, %213
  %215 = fsub double %212, %214
  %216 = load double, ptr %6, align 8, !tbaa !6
  %217 = fmul double %160, %216
  %218 = fsub double %215, %217
  %219 = load double, ptr %1, align 16, !tbaa !6
  %220 = fdiv double %218, %219
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %220)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %202)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %187)
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %175)
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %166)
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, double noundef %160)
  br label %227

227:                                              ; preds = %227, %157
  %228 = phi i32 [ 0, %157 ], [ %260, %227 ]
  %229 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %157 ], [ %261, %227 ]
  %230 = phi double [ 6.000000e+00, %157 ], [ %259, %227 ]
  %231 = add <4 x i32> %229, <i32 4, i32 4, i32 4, i32 4>
  %232 = uitofp <4 x i32> %229 to <4 x double>
  %233 = uitofp <4 x i32> %231 to <4 x double>
  %234 = fmul <4 x double> %232, <double 2.000000e-02, double 2.000000e-02, double 2.000000e-02, double 2.000000e-02>
  %235 = fmul <4 x double> %233, <double 2.000000e-02, double 2.000000e-02, double 2.000000e-02, double 2.000000e-02>
  %236 = fadd <4 x double> %234, zeroinitializer
  %237 = fadd <4 x double> %235, zeroinitializer
  %238 = fmul <4 x double> %236, %236
  %239 = fmul <4 x double> %237, %237
  %240 = fmul <4 x double> %236, %238
  %241 = fmul <4 x double> %237, %239
  %242 = fmul <4 x double> %236, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %243 = fmul <4 x double> %237, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %244 = fsub <4 x double> %240, %242
  %245 = fsub <4 x double> %241, %243
  %246 = fadd <4 x double> %244, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %247 = fadd <4 x double> %245, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %248 = and <4 x i32> %229, <i32 1, i32 1, i32 1, i32 1>
  %249 = and <4 x i32> %229, <i32 1, i32 1, i32 1, i32 1>
  %250 = icmp eq <4 x i32> %248, zeroinitializer
  %251 = icmp eq <4 x i32> %249, zeroinitializer
  %252 = select <4 x i1> %250, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>
  %253 = select <4 x i1> %251, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>
  %254 = uitofp nneg <4 x i32> %252 to <4 x double>
  %255 = uitofp nneg <4 x i32> %253 to <4 x double>
  %256 = fmul <4 x double> %246, %254
  %257 = fmul <4 x double> %247, %255
  %258 = tail call double @llvm.vector.reduce.fadd.v4f64(double %230, <4 x double> %256)
  %259 = tail call double @llvm.vector.reduce.fadd.v4f64(double %258, <4 x double> %257)
  %260 = add nuw i32 %228, 8
  %261 = add <4 x i32> %229, <i32 8, i32 8, i32 8, i32 8>
  %262 = icmp eq i32 %260, 96
  br i1 %262, label %265, label %227, !llvm.loop !15

263:                                              ; preds = %43
  %264 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %337

265:                                              ; preds = %227
  %266 = fadd double %259, 0x4031AF7F498C3B0C
  %267 = fadd double %266, 0x4022702A3486F049
  %268 = fadd double %267, 0x403335A63F9A49C2
  %269 = fmul double %268, 2.000000e-02
  %270 = fdiv double %269, 3.000000e+00
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %270)
  br label %272

272:                                              ; preds = %272, %265
  %273 = phi i32 [ 0, %265 ], [ %301, %272 ]
  %274 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %265 ], [ %302, %272 ]
  %275 = phi double [ 1.500000e+00, %265 ], [ %300, %272 ]
  %276 = add <4 x i32> %274, <i32 4, i32 4, i32 4, i32 4>
  %277 = uitofp <4 x i32> %274 to <4 x double>
  %278 = uitofp <4 x i32> %276 to <4 x double>
  %279 = fmul <4 x double> %277, <double 1.000000e-03, double 1.000000e-03, double 1.000000e-03, double 1.000000e-03>
  %280 = fmul <4 x double> %278, <double 1.000000e-03, double 1.000000e-03, double 1.000000e-03, double 1.000000e-03>
  %281 = fadd <4 x double> %279, zeroinitializer
  %282 = fadd <4 x double> %280, zeroinitializer
  %283 = fmul <4 x double> %281, %281
  %284 = fmul <4 x double> %282, %282
  %285 = fadd <4 x double> %283, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %286 = fadd <4 x double> %284, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %287 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %285
  %288 = fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %286
  %289 = and <4 x i32> %274, <i32 1, i32 1, i32 1, i32 1>
  %290 = and <4 x i32> %274, <i32 1, i32 1, i32 1, i32 1>
  %291 = icmp eq <4 x i32> %289, zeroinitializer
  %292 = icmp eq <4 x i32> %290, zeroinitializer
  %293 = select <4 x i1> %291, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>
  %294 = select <4 x i1> %292, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>
  %295 = uitofp nneg <4 x i32> %293 to <4 x double>
  %296 = uitofp nneg <4 x i32> %294 to <4 x double>
  %297 = fmul <4 x double> %287, %295
  %298 = fmul <4 x double> %288, %296
  %299 = tail call double @llvm.vector.reduce.fadd.v4f64(double %275, <4 x double> %297)
  %300 = tail call double @llvm.vector.reduce.fadd.v4f64(double %299, <4 x double> %298)
  %301 = add nuw i32 %273, 8
  %302 = add <4 x i32> %274, <i32 8, i32 8, i32 8, i32 8>
  %303 = icmp eq i32 %301, 992
  br i1 %303, label %304, label %272, !llvm.loop !18

304:                                              ; preds = %272
  %305 = fadd double %300, 0x40001CC5B8B2CB1D
  %306 = fadd double %305, 0x3FF018A6547C9920
  %307 = fadd double %306, 0x40001487FCAE5914
  %308 = fadd double %307, 0x3FF0106AB14A579B
  %309 = fadd double %308, 0x40000C4E72527522
  %310 = fadd double %309, 0x3FF008333FC82669
  %311 = fadd double %310, 0x4000041919AC7509
  %312 = fmul double %311, 1.000000e-03
  %313 = fdiv double %312, 3.000000e+00
  %314 = fmul double %313, 4.000000e+00
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %314)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40088F5C28FA20DF)
  br label %321

317:                                              ; preds = %321
  %318 = fadd double %334, 5.000000e-01
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %318)
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x400EE8F8C0000000)
  br label %337

321:                                              ; preds = %304, %321
  %322 = phi i32 [ 0, %304 ], [ %335, %321 ]
  %323 = phi double [ 1.000000e+00, %304 ], [ %334, %321 ]
  %324 = fadd double %323, 5.000000e-01
  %325 = fmul double %324, %324
  %326 = fmul double %324, %325
  %327 = fmul double %324, 2.000000e+00
  %328 = fsub double %326, %327
  %329 = fadd double %328, 1.000000e+00
  %330 = fmul double %324, 3.000000e+00
  %331 = fmul double %324, %330
  %332 = fadd double %331, -2.000000e+00
  %333 = fdiv double %329, %332
  %334 = fsub double %323, %333
  %335 = add nuw nsw i32 %322, 1
  %336 = icmp eq i32 %335, 50
  br i1 %336, label %317, label %321, !llvm.loop !19

337:                                              ; preds = %317, %263
  %338 = phi i32 [ 0, %317 ], [ 1, %263 ]
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #6
  ret i32 %338
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !11, !16, !17}
!19 = distinct !{!19, !11}
