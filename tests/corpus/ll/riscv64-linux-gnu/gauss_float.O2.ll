; ModuleID = 'tests/programs/gauss_float.c'
source_filename = "tests/programs/gauss_float.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"x[%d] = %.10f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"simpson x^3-2x+1 on [0,2] = %.10f\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"simpson 4/(1+x^2) = %.10f\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"derivative of f1 at 1.3 = %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"newton root = %.10f\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"float iter = %.5f\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x [7 x double]], align 8
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #5
  store double 2.000000e+00, ptr %1, align 8, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store double 5.000000e-01, ptr %2, align 8, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store double 0x3FD5555555555555, ptr %3, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  store double 2.500000e-01, ptr %4, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store double 2.000000e-01, ptr %5, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %1, i64 40
  store double 0x3FC5555555555555, ptr %6, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  store double 1.000000e+00, ptr %7, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 56
  store double 5.000000e-01, ptr %8, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  store double 0x3FF5555555555555, ptr %9, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %1, i64 72
  store double 2.500000e-01, ptr %10, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  store double 2.000000e-01, ptr %11, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %1, i64 88
  store double 0x3FC5555555555555, ptr %12, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %1, i64 96
  store double 0x3FC2492492492492, ptr %13, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 104
  store double 2.000000e+00, ptr %14, align 8, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %1, i64 112
  store double 0x3FD5555555555555, ptr %15, align 8, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %1, i64 120
  store double 2.500000e-01, ptr %16, align 8, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %1, i64 128
  store double 1.200000e+00, ptr %17, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %1, i64 136
  store double 0x3FC5555555555555, ptr %18, align 8, !tbaa !9
  %19 = getelementptr inbounds i8, ptr %1, i64 144
  store double 0x3FC2492492492492, ptr %19, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %1, i64 152
  store double 1.250000e-01, ptr %20, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %1, i64 160
  store double 3.000000e+00, ptr %21, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %1, i64 168
  store double 2.500000e-01, ptr %22, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %1, i64 176
  store double 2.000000e-01, ptr %23, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %1, i64 184
  store double 0x3FC5555555555555, ptr %24, align 8, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %1, i64 192
  store double 0x3FF2492492492492, ptr %25, align 8, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %1, i64 200
  store double 1.250000e-01, ptr %26, align 8, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %1, i64 208
  store double 0x3FBC71C71C71C71C, ptr %27, align 8, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %1, i64 216
  store double 4.000000e+00, ptr %28, align 8, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %1, i64 224
  store double 2.000000e-01, ptr %29, align 8, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %1, i64 232
  store double 0x3FC5555555555555, ptr %30, align 8, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %1, i64 240
  store double 0x3FC2492492492492, ptr %31, align 8, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %1, i64 248
  store double 1.250000e-01, ptr %32, align 8, !tbaa !9
  %33 = getelementptr inbounds i8, ptr %1, i64 256
  store double 0x3FF1C71C71C71C72, ptr %33, align 8, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %1, i64 264
  store double 1.000000e-01, ptr %34, align 8, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %1, i64 272
  store double 5.000000e+00, ptr %35, align 8, !tbaa !9
  %36 = getelementptr inbounds i8, ptr %1, i64 280
  store double 0x3FC5555555555555, ptr %36, align 8, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %1, i64 288
  store double 0x3FC2492492492492, ptr %37, align 8, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %1, i64 296
  store double 1.250000e-01, ptr %38, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %1, i64 304
  store double 0x3FBC71C71C71C71C, ptr %39, align 8, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %1, i64 312
  store double 1.000000e-01, ptr %40, align 8, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %1, i64 320
  store double 0x3FF1745D1745D174, ptr %41, align 8, !tbaa !9
  %42 = getelementptr inbounds i8, ptr %1, i64 328
  store double 6.000000e+00, ptr %42, align 8, !tbaa !9
  br label %46

43:                                               ; preds = %115, %106
  %44 = add nuw nsw i64 %48, 1
  %45 = icmp eq i64 %49, 6
  br i1 %45, label %128, label %46, !llvm.loop !13

46:                                               ; preds = %0, %43
  %47 = phi i64 [ %49, %43 ], [ 0, %0 ]
  %48 = phi i64 [ %44, %43 ], [ 1, %0 ]
  %49 = add nuw nsw i64 %47, 1
  %50 = icmp ult i64 %47, 5
  %51 = trunc nuw nsw i64 %47 to i32
  br i1 %50, label %59, label %52

52:                                               ; preds = %59, %46
  %53 = phi i32 [ %51, %46 ], [ %71, %59 ]
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 %47
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fcmp uge double %57, 0x3D719799812DEA11
  br i1 %58, label %74, label %198

59:                                               ; preds = %46, %59
  %60 = phi i64 [ %72, %59 ], [ %48, %46 ]
  %61 = phi i32 [ %71, %59 ], [ %51, %46 ]
  %62 = getelementptr inbounds [7 x double], ptr %1, i64 %60, i64 %47
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fabs.f64(double %63)
  %65 = sext i32 %61 to i64
  %66 = getelementptr inbounds [7 x double], ptr %1, i64 %65, i64 %47
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call double @llvm.fabs.f64(double %67)
  %69 = fcmp ogt double %64, %68
  %70 = trunc nuw nsw i64 %60 to i32
  %71 = select i1 %69, i32 %70, i32 %61
  %72 = add nuw nsw i64 %60, 1
  %73 = icmp eq i64 %72, 6
  br i1 %73, label %52, label %59, !llvm.loop !15

74:                                               ; preds = %52
  %75 = zext i32 %53 to i64
  %76 = icmp eq i64 %47, %75
  br i1 %76, label %106, label %77

77:                                               ; preds = %74
  %78 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 0
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 0
  %81 = load double, ptr %80, align 8, !tbaa !9
  store double %81, ptr %78, align 8, !tbaa !9
  store double %79, ptr %80, align 8, !tbaa !9
  %82 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 1
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 1
  %85 = load double, ptr %84, align 8, !tbaa !9
  store double %85, ptr %82, align 8, !tbaa !9
  store double %83, ptr %84, align 8, !tbaa !9
  %86 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 2
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 2
  %89 = load double, ptr %88, align 8, !tbaa !9
  store double %89, ptr %86, align 8, !tbaa !9
  store double %87, ptr %88, align 8, !tbaa !9
  %90 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 3
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 3
  %93 = load double, ptr %92, align 8, !tbaa !9
  store double %93, ptr %90, align 8, !tbaa !9
  store double %91, ptr %92, align 8, !tbaa !9
  %94 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 4
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 4
  %97 = load double, ptr %96, align 8, !tbaa !9
  store double %97, ptr %94, align 8, !tbaa !9
  store double %95, ptr %96, align 8, !tbaa !9
  %98 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 5
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 5
  %101 = load double, ptr %100, align 8, !tbaa !9
  store double %101, ptr %98, align 8, !tbaa !9
  store double %99, ptr %100, align 8, !tbaa !9
  %102 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 6
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = getelementptr inbounds [7 x double], ptr %1, i64 %54, i64 6
  %105 = load double, ptr %104, align 8, !tbaa !9
  store double %105, ptr %102, align 8, !tbaa !9
  store double %103, ptr %104, align 8, !tbaa !9
  br label %106

106:                                              ; preds = %77, %74
  br i1 %50, label %107, label %43

107:                                              ; preds = %106
  %108 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 %47
  br label %109

109:                                              ; preds = %115, %107
  %110 = phi i64 [ %48, %107 ], [ %116, %115 ]
  %111 = getelementptr inbounds [7 x double], ptr %1, i64 %110, i64 %47
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = load double, ptr %108, align 8, !tbaa !9
  %114 = fdiv double %112, %113
  br label %118

115:                                              ; preds = %118
  %116 = add nuw nsw i64 %110, 1
  %117 = icmp eq i64 %116, 6
  br i1 %117, label %43, label %109, !llvm.loop !16

118:                                              ; preds = %118, %109
  %119 = phi i64 [ %47, %109 ], [ %126, %118 ]
  %120 = getelementptr inbounds [7 x double], ptr %1, i64 %47, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = fmul double %114, %121
  %123 = getelementptr inbounds [7 x double], ptr %1, i64 %110, i64 %119
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = fsub double %124, %122
  store double %125, ptr %123, align 8, !tbaa !9
  %126 = add nuw nsw i64 %119, 1
  %127 = icmp eq i64 %126, 7
  br i1 %127, label %115, label %118, !llvm.loop !17

128:                                              ; preds = %43
  %129 = load double, ptr %42, align 8, !tbaa !9
  %130 = load double, ptr %41, align 8, !tbaa !9
  %131 = fdiv double %129, %130
  %132 = load double, ptr %35, align 8, !tbaa !9
  %133 = load double, ptr %34, align 8, !tbaa !9
  %134 = fmul double %131, %133
  %135 = fsub double %132, %134
  %136 = load double, ptr %33, align 8, !tbaa !9
  %137 = fdiv double %135, %136
  %138 = load double, ptr %28, align 8, !tbaa !9
  %139 = load double, ptr %26, align 8, !tbaa !9
  %140 = fmul double %137, %139
  %141 = fsub double %138, %140
  %142 = load double, ptr %27, align 8, !tbaa !9
  %143 = fmul double %131, %142
  %144 = fsub double %141, %143
  %145 = load double, ptr %25, align 8, !tbaa !9
  %146 = fdiv double %144, %145
  %147 = load double, ptr %21, align 8, !tbaa !9
  %148 = load double, ptr %18, align 8, !tbaa !9
  %149 = fmul double %146, %148
  %150 = fsub double %147, %149
  %151 = load double, ptr %19, align 8, !tbaa !9
  %152 = fmul double %137, %151
  %153 = fsub double %150, %152
  %154 = load double, ptr %20, align 8, !tbaa !9
  %155 = fmul double %131, %154
  %156 = fsub double %153, %155
  %157 = load double, ptr %17, align 8, !tbaa !9
  %158 = fdiv double %156, %157
  %159 = load double, ptr %14, align 8, !tbaa !9
  %160 = load double, ptr %10, align 8, !tbaa !9
  %161 = fmul double %158, %160
  %162 = fsub double %159, %161
  %163 = load double, ptr %11, align 8, !tbaa !9
  %164 = fmul double %146, %163
  %165 = fsub double %162, %164
  %166 = load double, ptr %12, align 8, !tbaa !9
  %167 = fmul double %137, %166
  %168 = fsub double %165, %167
  %169 = load double, ptr %13, align 8, !tbaa !9
  %170 = fmul double %131, %169
  %171 = fsub double %168, %170
  %172 = load double, ptr %9, align 8, !tbaa !9
  %173 = fdiv double %171, %172
  %174 = load double, ptr %7, align 8, !tbaa !9
  %175 = load double, ptr %2, align 8, !tbaa !9
  %176 = fmul double %173, %175
  %177 = fsub double %174, %176
  %178 = load double, ptr %3, align 8, !tbaa !9
  %179 = fmul double %158, %178
  %180 = fsub double %177, %179
  %181 = load double, ptr %4, align 8, !tbaa !9
  %182 = fmul double %146, %181
  %183 = fsub double %180, %182
  %184 = load double, ptr %5, align 8, !tbaa !9
  %185 = fmul double %137, %184
  %186 = fsub double %183, %185
  %187 = load double, ptr %6, align 8, !tbaa !9
  %188 = fmul double %131, %187
  %189 = fsub double %186, %188
  %190 = load double, ptr %1, align 8, !tbaa !9
  %191 = fdiv double %189, %190
  %192 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, double noundef %191)
  %193 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1, double noundef %173)
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2, double noundef %158)
  %195 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 3, double noundef %146)
  %196 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 4, double noundef %137)
  %197 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 5, double noundef %131)
  br label %200

198:                                              ; preds = %52
  %199 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %266

200:                                              ; preds = %128, %200
  %201 = phi i32 [ %217, %200 ], [ 1, %128 ]
  %202 = phi double [ %216, %200 ], [ 6.000000e+00, %128 ]
  %203 = uitofp nneg i32 %201 to double
  %204 = fmul double %203, 2.000000e-02
  %205 = fadd double %204, 0.000000e+00
  %206 = fmul double %205, %205
  %207 = fmul double %205, %206
  %208 = fmul double %205, 2.000000e+00
  %209 = fsub double %207, %208
  %210 = fadd double %209, 1.000000e+00
  %211 = and i32 %201, 1
  %212 = icmp eq i32 %211, 0
  %213 = select i1 %212, i32 2, i32 4
  %214 = uitofp nneg i32 %213 to double
  %215 = fmul double %210, %214
  %216 = fadd double %202, %215
  %217 = add nuw nsw i32 %201, 1
  %218 = icmp eq i32 %217, 100
  br i1 %218, label %219, label %200, !llvm.loop !18

219:                                              ; preds = %200
  %220 = fmul double %216, 2.000000e-02
  %221 = fdiv double %220, 3.000000e+00
  %222 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %221)
  br label %223

223:                                              ; preds = %223, %219
  %224 = phi i32 [ %238, %223 ], [ 1, %219 ]
  %225 = phi double [ %237, %223 ], [ 1.500000e+00, %219 ]
  %226 = uitofp nneg i32 %224 to double
  %227 = fmul double %226, 1.000000e-03
  %228 = fadd double %227, 0.000000e+00
  %229 = fmul double %228, %228
  %230 = fadd double %229, 1.000000e+00
  %231 = fdiv double 1.000000e+00, %230
  %232 = and i32 %224, 1
  %233 = icmp eq i32 %232, 0
  %234 = select i1 %233, i32 2, i32 4
  %235 = uitofp nneg i32 %234 to double
  %236 = fmul double %231, %235
  %237 = fadd double %225, %236
  %238 = add nuw nsw i32 %224, 1
  %239 = icmp eq i32 %238, 1000
  br i1 %239, label %240, label %223, !llvm.loop !18

240:                                              ; preds = %223
  %241 = fmul double %237, 1.000000e-03
  %242 = fdiv double %241, 3.000000e+00
  %243 = fmul double %242, 4.000000e+00
  %244 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %243)
  %245 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40088F5C28FA20DF)
  br label %250

246:                                              ; preds = %250
  %247 = fadd double %263, 5.000000e-01
  %248 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %247)
  %249 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x400EE8F8C0000000)
  br label %266

250:                                              ; preds = %240, %250
  %251 = phi i32 [ 0, %240 ], [ %264, %250 ]
  %252 = phi double [ 1.000000e+00, %240 ], [ %263, %250 ]
  %253 = fadd double %252, 5.000000e-01
  %254 = fmul double %253, %253
  %255 = fmul double %253, %254
  %256 = fmul double %253, 2.000000e+00
  %257 = fsub double %255, %256
  %258 = fadd double %257, 1.000000e+00
  %259 = fmul double %253, 3.000000e+00
  %260 = fmul double %253, %259
  %261 = fadd double %260, -2.000000e+00
  %262 = fdiv double %258, %261
  %263 = fsub double %252, %262
  %264 = add nuw nsw i32 %251, 1
  %265 = icmp eq i32 %264, 50
  br i1 %265, label %246, label %250, !llvm.loop !19

266:                                              ; preds = %246, %198
  %267 = phi i32 [ 0, %246 ], [ 1, %198 ]
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #5
  ret i32 %267
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
