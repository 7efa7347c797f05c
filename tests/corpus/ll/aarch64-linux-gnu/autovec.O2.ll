; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@c = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16
@a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16
@b = internal unnamed_addr global [1000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [15 x i8] c"add hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"dot = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"max a = %d, max c = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"byte sum = %u\0A\00", align 1
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 1
@fb = internal unnamed_addr global [1000 x float] zeroinitializer, align 4
@fa = internal unnamed_addr global [1000 x float] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"count_if = %d\0A\00", align 1
@shorts = internal unnamed_addr global [1000 x i16] zeroinitializer, align 2
@longs = internal unnamed_addr global [1000 x i64] zeroinitializer, align 8
@.str.6 = private unnamed_addr constant [18 x i8] c"widen xor = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"clamped sum = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
  %4 = mul i32 %3, 1664525
  %5 = add i32 %4, 1013904223
  %6 = lshr i32 %5, 16
  %7 = add nsw i32 %6, -32768
  %8 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %2
  store i32 %7, ptr %8, align 4, !tbaa !6
  %9 = and i32 %5, 65535
  %10 = add nsw i32 %9, -32768
  %11 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %2
  store i32 %10, ptr %11, align 4, !tbaa !6
  %12 = trunc i64 %2 to i16
  %13 = urem i16 %12, 17
  %14 = uitofp nneg i16 %13 to float
  %15 = fmul float %14, 5.000000e-01
  %16 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2
  store float %15, ptr %16, align 4, !tbaa !10
  %17 = urem i16 %12, 13
  %18 = zext nneg i16 %17 to i32
  %19 = add nsw i32 %18, -6
  %20 = sitofp i32 %19 to float
  %21 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2
  store float %20, ptr %21, align 4, !tbaa !10
  %22 = lshr i32 %5, 24
  %23 = trunc nuw i32 %22 to i8
  %24 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2
  store i8 %23, ptr %24, align 1, !tbaa !12
  %25 = lshr i32 %5, 8
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [1000 x i16], ptr @shorts, i64 0, i64 %2
  store i16 %26, ptr %27, align 2, !tbaa !13
  %28 = add nuw nsw i64 %2, 1
  %29 = icmp eq i64 %28, 1000
  br i1 %29, label %30, label %1, !llvm.loop !15

30:                                               ; preds = %1, %30
  %31 = phi i64 [ %46, %30 ], [ 0, %1 ]
  %32 = getelementptr inbounds i32, ptr @a, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load <4 x i32>, ptr %32, align 16, !tbaa !6
  %35 = load <4 x i32>, ptr %33, align 16, !tbaa !6
  %36 = getelementptr inbounds i32, ptr @b, i64 %31
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !6
  %39 = load <4 x i32>, ptr %37, align 4, !tbaa !6
  %40 = mul nsw <4 x i32> %38, <i32 3, i32 3, i32 3, i32 3>
  %41 = mul nsw <4 x i32> %39, <i32 3, i32 3, i32 3, i32 3>
  %42 = add nsw <4 x i32> %40, %34
  %43 = add nsw <4 x i32> %41, %35
  %44 = getelementptr inbounds i32, ptr @c, i64 %31
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <4 x i32> %42, ptr %44, align 16, !tbaa !6
  store <4 x i32> %43, ptr %45, align 16, !tbaa !6
  %46 = add nuw i64 %31, 8
  %47 = icmp eq i64 %46, 1000
  br i1 %47, label %191, label %30, !llvm.loop !17

48:                                               ; preds = %191
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %197)
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %70, %50 ]
  %52 = phi <4 x i64> [ zeroinitializer, %48 ], [ %68, %50 ]
  %53 = phi <4 x i64> [ zeroinitializer, %48 ], [ %69, %50 ]
  %54 = getelementptr inbounds i32, ptr @a, i64 %51
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load <4 x i32>, ptr %54, align 16, !tbaa !6
  %57 = load <4 x i32>, ptr %55, align 16, !tbaa !6
  %58 = sext <4 x i32> %56 to <4 x i64>
  %59 = sext <4 x i32> %57 to <4 x i64>
  %60 = getelementptr inbounds i32, ptr @b, i64 %51
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load <4 x i32>, ptr %60, align 4, !tbaa !6
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !6
  %64 = sext <4 x i32> %62 to <4 x i64>
  %65 = sext <4 x i32> %63 to <4 x i64>
  %66 = mul nsw <4 x i64> %64, %58
  %67 = mul nsw <4 x i64> %65, %59
  %68 = add <4 x i64> %66, %52
  %69 = add <4 x i64> %67, %53
  %70 = add nuw i64 %51, 8
  %71 = icmp eq i64 %70, 1000
  br i1 %71, label %72, label %50, !llvm.loop !20

72:                                               ; preds = %50
  %73 = add <4 x i64> %69, %68
  %74 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %73)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %74)
  %76 = load <4 x i32>, ptr @a, align 16
  %77 = shufflevector <4 x i32> %76, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %78

78:                                               ; preds = %78, %72
  %79 = phi i64 [ 0, %72 ], [ %89, %78 ]
  %80 = phi <4 x i32> [ %77, %72 ], [ %87, %78 ]
  %81 = phi <4 x i32> [ %77, %72 ], [ %88, %78 ]
  %82 = or disjoint i64 %79, 1
  %83 = getelementptr inbounds i32, ptr @a, i64 %82
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !6
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !6
  %87 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %85, <4 x i32> %80)
  %88 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %86, <4 x i32> %81)
  %89 = add nuw i64 %79, 8
  %90 = icmp eq i64 %89, 992
  br i1 %90, label %91, label %78, !llvm.loop !21

91:                                               ; preds = %78
  %92 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %87, <4 x i32> %88)
  %93 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %92)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3972), align 4, !tbaa !6
  %95 = tail call i32 @llvm.smax.i32(i32 %94, i32 %93)
  %96 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3976), align 8, !tbaa !6
  %97 = tail call i32 @llvm.smax.i32(i32 %96, i32 %95)
  %98 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3980), align 4, !tbaa !6
  %99 = tail call i32 @llvm.smax.i32(i32 %98, i32 %97)
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3984), align 16, !tbaa !6
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 %99)
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3988), align 4, !tbaa !6
  %103 = tail call i32 @llvm.smax.i32(i32 %102, i32 %101)
  %104 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3992), align 8, !tbaa !6
  %105 = tail call i32 @llvm.smax.i32(i32 %104, i32 %103)
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3996), align 4, !tbaa !6
  %107 = tail call i32 @llvm.smax.i32(i32 %106, i32 %105)
  %108 = load <4 x i32>, ptr @c, align 16
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %110

110:                                              ; preds = %110, %91
  %111 = phi i64 [ 0, %91 ], [ %121, %110 ]
  %112 = phi <4 x i32> [ %109, %91 ], [ %119, %110 ]
  %113 = phi <4 x i32> [ %109, %91 ], [ %120, %110 ]
  %114 = or disjoint i64 %111, 1
  %115 = getelementptr inbounds i32, ptr @c, i64 %114
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load <4 x i32>, ptr %115, align 4, !tbaa !6
  %118 = load <4 x i32>, ptr %116, align 4, !tbaa !6
  %119 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %117, <4 x i32> %112)
  %120 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %118, <4 x i32> %113)
  %121 = add nuw i64 %111, 8
  %122 = icmp eq i64 %121, 992
  br i1 %122, label %123, label %110, !llvm.loop !22

123:                                              ; preds = %110
  %124 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %119, <4 x i32> %120)
  %125 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %124)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3972), align 4, !tbaa !6
  %127 = tail call i32 @llvm.smax.i32(i32 %126, i32 %125)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3976), align 8, !tbaa !6
  %129 = tail call i32 @llvm.smax.i32(i32 %128, i32 %127)
  %130 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3980), align 4, !tbaa !6
  %131 = tail call i32 @llvm.smax.i32(i32 %130, i32 %129)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3984), align 16, !tbaa !6
  %133 = tail call i32 @llvm.smax.i32(i32 %132, i32 %131)
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3988), align 4, !tbaa !6
  %135 = tail call i32 @llvm.smax.i32(i32 %134, i32 %133)
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3992), align 8, !tbaa !6
  %137 = tail call i32 @llvm.smax.i32(i32 %136, i32 %135)
  %138 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !tbaa !6
  %139 = tail call i32 @llvm.smax.i32(i32 %138, i32 %137)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %107, i32 noundef %139)
  br label %141

141:                                              ; preds = %141, %123
  %142 = phi i64 [ 0, %123 ], [ %153, %141 ]
  %143 = phi <16 x i32> [ zeroinitializer, %123 ], [ %151, %141 ]
  %144 = phi <16 x i32> [ zeroinitializer, %123 ], [ %152, %141 ]
  %145 = getelementptr inbounds i8, ptr @bytes, i64 %142
  %146 = getelementptr inbounds i8, ptr %145, i64 16
  %147 = load <16 x i8>, ptr %145, align 1, !tbaa !12
  %148 = load <16 x i8>, ptr %146, align 1, !tbaa !12
  %149 = zext <16 x i8> %147 to <16 x i32>
  %150 = zext <16 x i8> %148 to <16 x i32>
  %151 = add <16 x i32> %143, %149
  %152 = add <16 x i32> %144, %150
  %153 = add nuw i64 %142, 32
  %154 = icmp eq i64 %153, 992
  br i1 %154, label %155, label %141, !llvm.loop !23

155:                                              ; preds = %141
  %156 = add <16 x i32> %152, %151
  %157 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %156)
  %158 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %157, i64 0
  %159 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !tbaa !12
  %160 = zext <8 x i8> %159 to <8 x i32>
  %161 = add <8 x i32> %158, %160
  %162 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %161)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %162)
  br label %164

164:                                              ; preds = %164, %155
  %165 = phi i64 [ 0, %155 ], [ %176, %164 ]
  %166 = getelementptr inbounds float, ptr @fa, i64 %165
  %167 = getelementptr inbounds i8, ptr %166, i64 16
  %168 = load <4 x float>, ptr %166, align 4, !tbaa !10
  %169 = load <4 x float>, ptr %167, align 4, !tbaa !10
  %170 = getelementptr inbounds float, ptr @fb, i64 %165
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  %172 = load <4 x float>, ptr %170, align 4, !tbaa !10
  %173 = load <4 x float>, ptr %171, align 4, !tbaa !10
  %174 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %168, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %172)
  %175 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %169, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %173)
  store <4 x float> %174, ptr %170, align 4, !tbaa !10
  store <4 x float> %175, ptr %171, align 4, !tbaa !10
  %176 = add nuw i64 %165, 8
  %177 = icmp eq i64 %176, 1000
  br i1 %177, label %178, label %164, !llvm.loop !24

178:                                              ; preds = %164, %178
  %179 = phi i64 [ %189, %178 ], [ 0, %164 ]
  %180 = phi double [ %188, %178 ], [ 0.000000e+00, %164 ]
  %181 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %179
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load <4 x float>, ptr %181, align 4, !tbaa !10
  %184 = load <4 x float>, ptr %182, align 4, !tbaa !10
  %185 = fpext <4 x float> %183 to <4 x double>
  %186 = fpext <4 x float> %184 to <4 x double>
  %187 = tail call double @llvm.vector.reduce.fadd.v4f64(double %180, <4 x double> %185)
  %188 = tail call double @llvm.vector.reduce.fadd.v4f64(double %187, <4 x double> %186)
  %189 = add nuw i64 %179, 8
  %190 = icmp eq i64 %189, 1000
  br i1 %190, label %200, label %178, !llvm.loop !25

191:                                              ; preds = %30, %191
  %192 = phi i64 [ %198, %191 ], [ 0, %30 ]
  %193 = phi i32 [ %197, %191 ], [ 0, %30 ]
  %194 = mul i32 %193, 31
  %195 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %192
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = add i32 %196, %194
  %198 = add nuw nsw i64 %192, 1
  %199 = icmp eq i64 %198, 1000
  br i1 %199, label %48, label %191, !llvm.loop !26

200:                                              ; preds = %178
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %188)
  br label %202

202:                                              ; preds = %202, %200
  %203 = phi i64 [ 0, %200 ], [ %216, %202 ]
  %204 = phi <8 x i32> [ zeroinitializer, %200 ], [ %214, %202 ]
  %205 = phi <8 x i32> [ zeroinitializer, %200 ], [ %215, %202 ]
  %206 = getelementptr inbounds i16, ptr @shorts, i64 %203
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load <8 x i16>, ptr %206, align 2, !tbaa !13
  %209 = load <8 x i16>, ptr %207, align 2, !tbaa !13
  %210 = icmp sgt <8 x i16> %208, <i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000>
  %211 = icmp sgt <8 x i16> %209, <i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000>
  %212 = zext <8 x i1> %210 to <8 x i32>
  %213 = zext <8 x i1> %211 to <8 x i32>
  %214 = add <8 x i32> %204, %212
  %215 = add <8 x i32> %205, %213
  %216 = add nuw i64 %203, 16
  %217 = icmp eq i64 %216, 992
  br i1 %217, label %218, label %202, !llvm.loop !27

218:                                              ; preds = %202
  %219 = add <8 x i32> %215, %214
  %220 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %219)
  %221 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1984), align 2, !tbaa !13
  %222 = icmp sgt i16 %221, 1000
  %223 = zext i1 %222 to i32
  %224 = add nuw nsw i32 %220, %223
  %225 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1986), align 2, !tbaa !13
  %226 = icmp sgt i16 %225, 1000
  %227 = zext i1 %226 to i32
  %228 = add nuw nsw i32 %224, %227
  %229 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1988), align 2, !tbaa !13
  %230 = icmp sgt i16 %229, 1000
  %231 = zext i1 %230 to i32
  %232 = add nuw nsw i32 %228, %231
  %233 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1990), align 2, !tbaa !13
  %234 = icmp sgt i16 %233, 1000
  %235 = zext i1 %234 to i32
  %236 = add nuw nsw i32 %232, %235
  %237 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1992), align 2, !tbaa !13
  %238 = icmp sgt i16 %237, 1000
  %239 = zext i1 %238 to i32
  %240 = add nuw nsw i32 %236, %239
  %241 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1994), align 2, !tbaa !13
  %242 = icmp sgt i16 %241, 1000
  %243 = zext i1 %242 to i32
  %244 = add nuw nsw i32 %240, %243
  %245 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1996), align 2, !tbaa !13
  %246 = icmp sgt i16 %245, 1000
  %247 = zext i1 %246 to i32
  %248 = add nuw nsw i32 %244, %247
  %249 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1998), align 2, !tbaa !13
  %250 = icmp sgt i16 %249, 1000
  %251 = zext i1 %250 to i32
  %252 = add nuw nsw i32 %248, %251
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %252)
  br label %254

254:                                              ; preds = %254, %218
  %255 = phi i64 [ 0, %218 ], [ %269, %254 ]
  %256 = or disjoint i64 %255, 1
  %257 = getelementptr inbounds i16, ptr @shorts, i64 %255
  %258 = getelementptr inbounds i16, ptr @shorts, i64 %256
  %259 = load i16, ptr %257, align 2, !tbaa !13
  %260 = load i16, ptr %258, align 2, !tbaa !13
  %261 = sext i16 %259 to i64
  %262 = sext i16 %260 to i64
  %263 = add nsw i64 %261, -1
  %264 = add nsw i64 %262, -1
  %265 = mul nsw i64 %263, %261
  %266 = mul nsw i64 %264, %262
  %267 = getelementptr inbounds i64, ptr @longs, i64 %255
  %268 = getelementptr inbounds i64, ptr @longs, i64 %256
  store i64 %265, ptr %267, align 8, !tbaa !28
  store i64 %266, ptr %268, align 8, !tbaa !28
  %269 = add nuw i64 %255, 2
  %270 = icmp eq i64 %269, 1000
  br i1 %270, label %271, label %254, !llvm.loop !30

271:                                              ; preds = %254, %271
  %272 = phi i64 [ %285, %271 ], [ 0, %254 ]
  %273 = phi <2 x i64> [ %286, %271 ], [ <i64 0, i64 1>, %254 ]
  %274 = phi <2 x i64> [ %283, %271 ], [ zeroinitializer, %254 ]
  %275 = phi <2 x i64> [ %284, %271 ], [ zeroinitializer, %254 ]
  %276 = add <2 x i64> %273, <i64 2, i64 2>
  %277 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %272
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load <2 x i64>, ptr %277, align 8, !tbaa !28
  %280 = load <2 x i64>, ptr %278, align 8, !tbaa !28
  %281 = add nsw <2 x i64> %279, %273
  %282 = add nsw <2 x i64> %280, %276
  %283 = xor <2 x i64> %281, %274
  %284 = xor <2 x i64> %282, %275
  %285 = add nuw i64 %272, 4
  %286 = add <2 x i64> %273, <i64 4, i64 4>
  %287 = icmp eq i64 %285, 1000
  br i1 %287, label %288, label %271, !llvm.loop !31

288:                                              ; preds = %271
  %289 = xor <2 x i64> %284, %283
  %290 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %289)
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %290)
  br label %292

292:                                              ; preds = %292, %288
  %293 = phi i64 [ 0, %288 ], [ %300, %292 ]
  %294 = getelementptr inbounds i8, ptr @bytes, i64 %293
  %295 = load <16 x i8>, ptr %294, align 1, !tbaa !12
  %296 = zext <16 x i8> %295 to <16 x i32>
  %297 = shl nuw nsw <16 x i32> %296, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %298 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %297, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %299 = trunc nuw <16 x i32> %298 to <16 x i8>
  store <16 x i8> %299, ptr %294, align 1, !tbaa !12
  %300 = add nuw i64 %293, 16
  %301 = icmp eq i64 %300, 992
  br i1 %301, label %302, label %292, !llvm.loop !32

302:                                              ; preds = %292
  %303 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !tbaa !12
  %304 = zext <8 x i8> %303 to <8 x i32>
  %305 = shl nuw nsw <8 x i32> %304, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %306 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %305, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %307 = trunc nuw <8 x i32> %306 to <8 x i8>
  store <8 x i8> %307, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !tbaa !12
  br label %308

308:                                              ; preds = %302, %308
  %309 = phi i64 [ %320, %308 ], [ 0, %302 ]
  %310 = phi <16 x i32> [ %318, %308 ], [ zeroinitializer, %302 ]
  %311 = phi <16 x i32> [ %319, %308 ], [ zeroinitializer, %302 ]
  %312 = getelementptr inbounds i8, ptr @bytes, i64 %309
  %313 = getelementptr inbounds i8, ptr %312, i64 16
  %314 = load <16 x i8>, ptr %312, align 1, !tbaa !12
  %315 = load <16 x i8>, ptr %313, align 1, !tbaa !12
  %316 = zext <16 x i8> %314 to <16 x i32>
  %317 = zext <16 x i8> %315 to <16 x i32>
  %318 = add <16 x i32> %310, %316
  %319 = add <16 x i32> %311, %317
  %320 = add nuw i64 %309, 32
  %321 = icmp eq i64 %320, 992
  br i1 %321, label %322, label %308, !llvm.loop !33

322:                                              ; preds = %308
  %323 = add <16 x i32> %319, %318
  %324 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %323)
  %325 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %324, i64 0
  %326 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !tbaa !12
  %327 = zext <8 x i8> %326 to <8 x i32>
  %328 = add <8 x i32> %325, %327
  %329 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %328)
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %329)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !16, !18, !19}
!21 = distinct !{!21, !16, !18, !19}
!22 = distinct !{!22, !16, !18, !19}
!23 = distinct !{!23, !16, !18, !19}
!24 = distinct !{!24, !16, !18, !19}
!25 = distinct !{!25, !16, !18, !19}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16, !18, !19}
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !8, i64 0}
!30 = distinct !{!30, !16, !18, !19}
!31 = distinct !{!31, !16, !18, !19}
!32 = distinct !{!32, !16, !18, !19}
!33 = distinct !{!33, !16, !18, !19}
