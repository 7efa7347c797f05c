; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@c = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16
@a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16
@b = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"add hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"dot = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"max a = %d, max c = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"byte sum = %u\0A\00", align 1
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 16
@fb = internal unnamed_addr global [1000 x float] zeroinitializer, align 16
@fa = internal unnamed_addr global [1000 x float] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"count_if = %d\0A\00", align 1
@shorts = internal unnamed_addr global [1000 x i16] zeroinitializer, align 16
@longs = internal unnamed_addr global [1000 x i64] zeroinitializer, align 16
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
  store i32 %7, ptr %8, align 4, !tbaa !5
  %9 = and i32 %5, 65535
  %10 = add nsw i32 %9, -32768
  %11 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %2
  store i32 %10, ptr %11, align 4, !tbaa !5
  %12 = trunc i64 %2 to i16
  %13 = urem i16 %12, 17
  %14 = uitofp nneg i16 %13 to float
  %15 = fmul float %14, 5.000000e-01
  %16 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2
  store float %15, ptr %16, align 4, !tbaa !9
  %17 = urem i16 %12, 13
  %18 = zext nneg i16 %17 to i32
  %19 = add nsw i32 %18, -6
  %20 = sitofp i32 %19 to float
  %21 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2
  store float %20, ptr %21, align 4, !tbaa !9
  %22 = lshr i32 %5, 24
  %23 = trunc nuw i32 %22 to i8
  %24 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2
  store i8 %23, ptr %24, align 1, !tbaa !11
  %25 = lshr i32 %5, 8
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [1000 x i16], ptr @shorts, i64 0, i64 %2
  store i16 %26, ptr %27, align 2, !tbaa !12
  %28 = add nuw nsw i64 %2, 1
  %29 = icmp eq i64 %28, 1000
  br i1 %29, label %30, label %1, !llvm.loop !14

30:                                               ; preds = %1, %30
  %31 = phi i64 [ %46, %30 ], [ 0, %1 ]
  %32 = getelementptr inbounds i32, ptr @a, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load <4 x i32>, ptr %32, align 16, !tbaa !5
  %35 = load <4 x i32>, ptr %33, align 16, !tbaa !5
  %36 = getelementptr inbounds i32, ptr @b, i64 %31
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load <4 x i32>, ptr %36, align 16, !tbaa !5
  %39 = load <4 x i32>, ptr %37, align 16, !tbaa !5
  %40 = mul nsw <4 x i32> %38, <i32 3, i32 3, i32 3, i32 3>
  %41 = mul nsw <4 x i32> %39, <i32 3, i32 3, i32 3, i32 3>
  %42 = add nsw <4 x i32> %40, %34
  %43 = add nsw <4 x i32> %41, %35
  %44 = getelementptr inbounds i32, ptr @c, i64 %31
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <4 x i32> %42, ptr %44, align 16, !tbaa !5
  store <4 x i32> %43, ptr %45, align 16, !tbaa !5
  %46 = add nuw i64 %31, 8
  %47 = icmp eq i64 %46, 1000
  br i1 %47, label %181, label %30, !llvm.loop !16

48:                                               ; preds = %181
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %207)
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %70, %50 ]
  %52 = phi i64 [ 0, %48 ], [ %69, %50 ]
  %53 = getelementptr inbounds i32, ptr @a, i64 %51
  %54 = load i32, ptr %53, align 8, !tbaa !5
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr @b, i64 %51
  %57 = load i32, ptr %56, align 8, !tbaa !5
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %58, %55
  %60 = add nsw i64 %59, %52
  %61 = or disjoint i64 %51, 1
  %62 = getelementptr inbounds i32, ptr @a, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr @b, i64 %61
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %67, %64
  %69 = add nsw i64 %68, %60
  %70 = add nuw nsw i64 %51, 2
  %71 = icmp eq i64 %70, 1000
  br i1 %71, label %72, label %50, !llvm.loop !19

72:                                               ; preds = %50
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %69)
  %74 = load <4 x i32>, ptr @a, align 16
  %75 = shufflevector <4 x i32> %74, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %76

76:                                               ; preds = %76, %72
  %77 = phi i64 [ 0, %72 ], [ %87, %76 ]
  %78 = phi <4 x i32> [ %75, %72 ], [ %85, %76 ]
  %79 = phi <4 x i32> [ %75, %72 ], [ %86, %76 ]
  %80 = or disjoint i64 %77, 1
  %81 = getelementptr inbounds i32, ptr @a, i64 %80
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load <4 x i32>, ptr %81, align 4, !tbaa !5
  %84 = load <4 x i32>, ptr %82, align 4, !tbaa !5
  %85 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %83, <4 x i32> %78)
  %86 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %84, <4 x i32> %79)
  %87 = add nuw i64 %77, 8
  %88 = icmp eq i64 %87, 992
  br i1 %88, label %89, label %76, !llvm.loop !20

89:                                               ; preds = %76
  %90 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %85, <4 x i32> %86)
  %91 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %90)
  %92 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3972), align 4, !tbaa !5
  %93 = tail call i32 @llvm.smax.i32(i32 %92, i32 %91)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3976), align 8, !tbaa !5
  %95 = tail call i32 @llvm.smax.i32(i32 %94, i32 %93)
  %96 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3980), align 4, !tbaa !5
  %97 = tail call i32 @llvm.smax.i32(i32 %96, i32 %95)
  %98 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3984), align 16, !tbaa !5
  %99 = tail call i32 @llvm.smax.i32(i32 %98, i32 %97)
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3988), align 4, !tbaa !5
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 %99)
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3992), align 8, !tbaa !5
  %103 = tail call i32 @llvm.smax.i32(i32 %102, i32 %101)
  %104 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3996), align 4, !tbaa !5
  %105 = tail call i32 @llvm.smax.i32(i32 %104, i32 %103)
  %106 = load <4 x i32>, ptr @c, align 16
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %108

108:                                              ; preds = %108, %89
  %109 = phi i64 [ 0, %89 ], [ %119, %108 ]
  %110 = phi <4 x i32> [ %107, %89 ], [ %117, %108 ]
  %111 = phi <4 x i32> [ %107, %89 ], [ %118, %108 ]
  %112 = or disjoint i64 %109, 1
  %113 = getelementptr inbounds i32, ptr @c, i64 %112
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load <4 x i32>, ptr %113, align 4, !tbaa !5
  %116 = load <4 x i32>, ptr %114, align 4, !tbaa !5
  %117 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %115, <4 x i32> %110)
  %118 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %116, <4 x i32> %111)
  %119 = add nuw i64 %109, 8
  %120 = icmp eq i64 %119, 992
  br i1 %120, label %121, label %108, !llvm.loop !21

121:                                              ; preds = %108
  %122 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %117, <4 x i32> %118)
  %123 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %122)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3972), align 4, !tbaa !5
  %125 = tail call i32 @llvm.smax.i32(i32 %124, i32 %123)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3976), align 8, !tbaa !5
  %127 = tail call i32 @llvm.smax.i32(i32 %126, i32 %125)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3980), align 4, !tbaa !5
  %129 = tail call i32 @llvm.smax.i32(i32 %128, i32 %127)
  %130 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3984), align 16, !tbaa !5
  %131 = tail call i32 @llvm.smax.i32(i32 %130, i32 %129)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3988), align 4, !tbaa !5
  %133 = tail call i32 @llvm.smax.i32(i32 %132, i32 %131)
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3992), align 8, !tbaa !5
  %135 = tail call i32 @llvm.smax.i32(i32 %134, i32 %133)
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !tbaa !5
  %137 = tail call i32 @llvm.smax.i32(i32 %136, i32 %135)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef %137)
  br label %139

139:                                              ; preds = %152, %121
  %140 = phi i64 [ 0, %121 ], [ %162, %152 ]
  %141 = phi <4 x i32> [ zeroinitializer, %121 ], [ %160, %152 ]
  %142 = phi <4 x i32> [ zeroinitializer, %121 ], [ %161, %152 ]
  %143 = getelementptr inbounds i8, ptr @bytes, i64 %140
  %144 = getelementptr inbounds i8, ptr %143, i64 4
  %145 = load <4 x i8>, ptr %143, align 16, !tbaa !11
  %146 = load <4 x i8>, ptr %144, align 4, !tbaa !11
  %147 = zext <4 x i8> %145 to <4 x i32>
  %148 = zext <4 x i8> %146 to <4 x i32>
  %149 = add <4 x i32> %141, %147
  %150 = add <4 x i32> %142, %148
  %151 = icmp eq i64 %140, 992
  br i1 %151, label %163, label %152, !llvm.loop !22

152:                                              ; preds = %139
  %153 = or disjoint i64 %140, 8
  %154 = getelementptr inbounds i8, ptr @bytes, i64 %153
  %155 = getelementptr inbounds i8, ptr %154, i64 4
  %156 = load <4 x i8>, ptr %154, align 8, !tbaa !11
  %157 = load <4 x i8>, ptr %155, align 4, !tbaa !11
  %158 = zext <4 x i8> %156 to <4 x i32>
  %159 = zext <4 x i8> %157 to <4 x i32>
  %160 = add <4 x i32> %149, %158
  %161 = add <4 x i32> %150, %159
  %162 = add nuw nsw i64 %140, 16
  br label %139

163:                                              ; preds = %139
  %164 = add <4 x i32> %150, %149
  %165 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %164)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165)
  br label %167

167:                                              ; preds = %167, %163
  %168 = phi i64 [ 0, %163 ], [ %179, %167 ]
  %169 = getelementptr inbounds float, ptr @fa, i64 %168
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <4 x float>, ptr %169, align 16, !tbaa !9
  %172 = load <4 x float>, ptr %170, align 16, !tbaa !9
  %173 = getelementptr inbounds float, ptr @fb, i64 %168
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load <4 x float>, ptr %173, align 16, !tbaa !9
  %176 = load <4 x float>, ptr %174, align 16, !tbaa !9
  %177 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %171, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %175)
  %178 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %172, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %176)
  store <4 x float> %177, ptr %173, align 16, !tbaa !9
  store <4 x float> %178, ptr %174, align 16, !tbaa !9
  %179 = add nuw i64 %168, 8
  %180 = icmp eq i64 %179, 1000
  br i1 %180, label %293, label %167, !llvm.loop !23

181:                                              ; preds = %30, %181
  %182 = phi i64 [ %208, %181 ], [ 0, %30 ]
  %183 = phi i32 [ %207, %181 ], [ 0, %30 ]
  %184 = mul i32 %183, 31
  %185 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %182
  %186 = load i32, ptr %185, align 4, !tbaa !5
  %187 = add i32 %186, %184
  %188 = add nuw nsw i64 %182, 1
  %189 = mul i32 %187, 31
  %190 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %188
  %191 = load i32, ptr %190, align 4, !tbaa !5
  %192 = add i32 %191, %189
  %193 = add nuw nsw i64 %182, 2
  %194 = mul i32 %192, 31
  %195 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %193
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = add i32 %196, %194
  %198 = add nuw nsw i64 %182, 3
  %199 = mul i32 %197, 31
  %200 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %198
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = add i32 %201, %199
  %203 = add nuw nsw i64 %182, 4
  %204 = mul i32 %202, 31
  %205 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %203
  %206 = load i32, ptr %205, align 4, !tbaa !5
  %207 = add i32 %206, %204
  %208 = add nuw nsw i64 %182, 5
  %209 = icmp eq i64 %208, 1000
  br i1 %209, label %48, label %181, !llvm.loop !24

210:                                              ; preds = %293
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %319)
  br label %212

212:                                              ; preds = %227, %210
  %213 = phi i64 [ 0, %210 ], [ %239, %227 ]
  %214 = phi <4 x i32> [ zeroinitializer, %210 ], [ %237, %227 ]
  %215 = phi <4 x i32> [ zeroinitializer, %210 ], [ %238, %227 ]
  %216 = getelementptr inbounds i16, ptr @shorts, i64 %213
  %217 = getelementptr inbounds i8, ptr %216, i64 8
  %218 = load <4 x i16>, ptr %216, align 16, !tbaa !12
  %219 = load <4 x i16>, ptr %217, align 8, !tbaa !12
  %220 = icmp sgt <4 x i16> %218, <i16 1000, i16 1000, i16 1000, i16 1000>
  %221 = icmp sgt <4 x i16> %219, <i16 1000, i16 1000, i16 1000, i16 1000>
  %222 = zext <4 x i1> %220 to <4 x i32>
  %223 = zext <4 x i1> %221 to <4 x i32>
  %224 = add <4 x i32> %214, %222
  %225 = add <4 x i32> %215, %223
  %226 = icmp eq i64 %213, 992
  br i1 %226, label %240, label %227, !llvm.loop !25

227:                                              ; preds = %212
  %228 = or disjoint i64 %213, 8
  %229 = getelementptr inbounds i16, ptr @shorts, i64 %228
  %230 = getelementptr inbounds i8, ptr %229, i64 8
  %231 = load <4 x i16>, ptr %229, align 16, !tbaa !12
  %232 = load <4 x i16>, ptr %230, align 8, !tbaa !12
  %233 = icmp sgt <4 x i16> %231, <i16 1000, i16 1000, i16 1000, i16 1000>
  %234 = icmp sgt <4 x i16> %232, <i16 1000, i16 1000, i16 1000, i16 1000>
  %235 = zext <4 x i1> %233 to <4 x i32>
  %236 = zext <4 x i1> %234 to <4 x i32>
  %237 = add <4 x i32> %224, %235
  %238 = add <4 x i32> %225, %236
  %239 = add nuw nsw i64 %213, 16
  br label %212

240:                                              ; preds = %212
  %241 = add <4 x i32> %225, %224
  %242 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %241)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %242)
  br label %244

244:                                              ; preds = %244, %240
  %245 = phi i64 [ 0, %240 ], [ %259, %244 ]
  %246 = getelementptr inbounds i16, ptr @shorts, i64 %245
  %247 = load i16, ptr %246, align 4, !tbaa !12
  %248 = sext i16 %247 to i64
  %249 = add nsw i64 %248, -1
  %250 = mul nsw i64 %249, %248
  %251 = getelementptr inbounds i64, ptr @longs, i64 %245
  store i64 %250, ptr %251, align 16, !tbaa !26
  %252 = or disjoint i64 %245, 1
  %253 = getelementptr inbounds i16, ptr @shorts, i64 %252
  %254 = load i16, ptr %253, align 2, !tbaa !12
  %255 = sext i16 %254 to i64
  %256 = add nsw i64 %255, -1
  %257 = mul nsw i64 %256, %255
  %258 = getelementptr inbounds i64, ptr @longs, i64 %252
  store i64 %257, ptr %258, align 8, !tbaa !26
  %259 = add nuw nsw i64 %245, 2
  %260 = icmp eq i64 %259, 1000
  br i1 %260, label %261, label %244, !llvm.loop !28

261:                                              ; preds = %244, %261
  %262 = phi i64 [ %286, %261 ], [ 0, %244 ]
  %263 = phi <2 x i64> [ %287, %261 ], [ <i64 0, i64 1>, %244 ]
  %264 = phi <2 x i64> [ %284, %261 ], [ zeroinitializer, %244 ]
  %265 = phi <2 x i64> [ %285, %261 ], [ zeroinitializer, %244 ]
  %266 = add <2 x i64> %263, <i64 2, i64 2>
  %267 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %262
  %268 = getelementptr inbounds i8, ptr %267, i64 16
  %269 = load <2 x i64>, ptr %267, align 16, !tbaa !26
  %270 = load <2 x i64>, ptr %268, align 16, !tbaa !26
  %271 = add nsw <2 x i64> %269, %263
  %272 = add nsw <2 x i64> %270, %266
  %273 = xor <2 x i64> %271, %264
  %274 = xor <2 x i64> %272, %265
  %275 = or disjoint i64 %262, 4
  %276 = add <2 x i64> %263, <i64 4, i64 4>
  %277 = add <2 x i64> %263, <i64 6, i64 6>
  %278 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %275
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = load <2 x i64>, ptr %278, align 16, !tbaa !26
  %281 = load <2 x i64>, ptr %279, align 16, !tbaa !26
  %282 = add nsw <2 x i64> %280, %276
  %283 = add nsw <2 x i64> %281, %277
  %284 = xor <2 x i64> %282, %273
  %285 = xor <2 x i64> %283, %274
  %286 = add nuw nsw i64 %262, 8
  %287 = add <2 x i64> %263, <i64 8, i64 8>
  %288 = icmp eq i64 %286, 1000
  br i1 %288, label %289, label %261, !llvm.loop !29

289:                                              ; preds = %261
  %290 = xor <2 x i64> %285, %284
  %291 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %290)
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %291)
  br label %322

293:                                              ; preds = %167, %293
  %294 = phi i64 [ %320, %293 ], [ 0, %167 ]
  %295 = phi double [ %319, %293 ], [ 0.000000e+00, %167 ]
  %296 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %294
  %297 = load float, ptr %296, align 4, !tbaa !9
  %298 = fpext float %297 to double
  %299 = fadd double %295, %298
  %300 = add nuw nsw i64 %294, 1
  %301 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %300
  %302 = load float, ptr %301, align 4, !tbaa !9
  %303 = fpext float %302 to double
  %304 = fadd double %299, %303
  %305 = add nuw nsw i64 %294, 2
  %306 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %305
  %307 = load float, ptr %306, align 4, !tbaa !9
  %308 = fpext float %307 to double
  %309 = fadd double %304, %308
  %310 = add nuw nsw i64 %294, 3
  %311 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %310
  %312 = load float, ptr %311, align 4, !tbaa !9
  %313 = fpext float %312 to double
  %314 = fadd double %309, %313
  %315 = add nuw nsw i64 %294, 4
  %316 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %315
  %317 = load float, ptr %316, align 4, !tbaa !9
  %318 = fpext float %317 to double
  %319 = fadd double %314, %318
  %320 = add nuw nsw i64 %294, 5
  %321 = icmp eq i64 %320, 1000
  br i1 %321, label %210, label %293, !llvm.loop !30

322:                                              ; preds = %322, %289
  %323 = phi i64 [ 0, %289 ], [ %330, %322 ]
  %324 = getelementptr inbounds i8, ptr @bytes, i64 %323
  %325 = load <16 x i8>, ptr %324, align 16, !tbaa !11
  %326 = zext <16 x i8> %325 to <16 x i32>
  %327 = shl nuw nsw <16 x i32> %326, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %328 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %327, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %329 = trunc nuw <16 x i32> %328 to <16 x i8>
  store <16 x i8> %329, ptr %324, align 16, !tbaa !11
  %330 = add nuw i64 %323, 16
  %331 = icmp eq i64 %330, 992
  br i1 %331, label %332, label %322, !llvm.loop !31

332:                                              ; preds = %322
  %333 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !tbaa !11
  %334 = zext <8 x i8> %333 to <8 x i32>
  %335 = shl nuw nsw <8 x i32> %334, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %336 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %335, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %337 = trunc nuw <8 x i32> %336 to <8 x i8>
  store <8 x i8> %337, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !tbaa !11
  br label %338

338:                                              ; preds = %351, %332
  %339 = phi i64 [ 0, %332 ], [ %361, %351 ]
  %340 = phi <4 x i32> [ zeroinitializer, %332 ], [ %359, %351 ]
  %341 = phi <4 x i32> [ zeroinitializer, %332 ], [ %360, %351 ]
  %342 = getelementptr inbounds i8, ptr @bytes, i64 %339
  %343 = getelementptr inbounds i8, ptr %342, i64 4
  %344 = load <4 x i8>, ptr %342, align 16, !tbaa !11
  %345 = load <4 x i8>, ptr %343, align 4, !tbaa !11
  %346 = zext <4 x i8> %344 to <4 x i32>
  %347 = zext <4 x i8> %345 to <4 x i32>
  %348 = add <4 x i32> %340, %346
  %349 = add <4 x i32> %341, %347
  %350 = icmp eq i64 %339, 992
  br i1 %350, label %362, label %351, !llvm.loop !32

351:                                              ; preds = %338
  %352 = or disjoint i64 %339, 8
  %353 = getelementptr inbounds i8, ptr @bytes, i64 %352
  %354 = getelementptr inbounds i8, ptr %353, i64 4
  %355 = load <4 x i8>, ptr %353, align 8, !tbaa !11
  %356 = load <4 x i8>, ptr %354, align 4, !tbaa !11
  %357 = zext <4 x i8> %355 to <4 x i32>
  %358 = zext <4 x i8> %356 to <4 x i32>
  %359 = add <4 x i32> %348, %357
  %360 = add <4 x i32> %349, %358
  %361 = add nuw nsw i64 %339, 16
  br label %338

362:                                              ; preds = %338
  %363 = add <4 x i32> %349, %348
  %364 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %363)
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %364)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15, !17, !18}
!21 = distinct !{!21, !15, !17, !18}
!22 = distinct !{!22, !15, !17, !18}
!23 = distinct !{!23, !15, !17, !18}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15, !17, !18}
!26 = !{!27, !27, i64 0}
!27 = !{!"long", !7, i64 0}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15, !17, !18}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !15, !17, !18}
!32 = distinct !{!32, !15, !17, !18}
