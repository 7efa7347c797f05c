; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
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
  br i1 %47, label %177, label %30, !llvm.loop !16

48:                                               ; preds = %177
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %203)
  br label %49

49:                                               ; preds = %49, %48
  %50 = phi i64 [ 0, %48 ], [ %69, %49 ]
  %51 = phi i64 [ 0, %48 ], [ %68, %49 ]
  %52 = getelementptr inbounds i32, ptr @a, i64 %50
  %53 = load i32, ptr %52, align 8, !tbaa !5
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr @b, i64 %50
  %56 = load i32, ptr %55, align 8, !tbaa !5
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, %54
  %59 = add nsw i64 %58, %51
  %60 = or disjoint i64 %50, 1
  %61 = getelementptr inbounds i32, ptr @a, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr @b, i64 %60
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = mul nsw i64 %66, %63
  %68 = add nsw i64 %67, %59
  %69 = add nuw nsw i64 %50, 2
  %70 = icmp eq i64 %69, 1000
  br i1 %70, label %71, label %49, !llvm.loop !19

71:                                               ; preds = %49
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %68)
  %72 = load <4 x i32>, ptr @a, align 16
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %74

74:                                               ; preds = %74, %71
  %75 = phi i64 [ 0, %71 ], [ %85, %74 ]
  %76 = phi <4 x i32> [ %73, %71 ], [ %83, %74 ]
  %77 = phi <4 x i32> [ %73, %71 ], [ %84, %74 ]
  %78 = or disjoint i64 %75, 1
  %79 = getelementptr inbounds i32, ptr @a, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !5
  %82 = load <4 x i32>, ptr %80, align 4, !tbaa !5
  %83 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %81, <4 x i32> %76)
  %84 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %82, <4 x i32> %77)
  %85 = add nuw i64 %75, 8
  %86 = icmp eq i64 %85, 992
  br i1 %86, label %87, label %74, !llvm.loop !20

87:                                               ; preds = %74
  %88 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %83, <4 x i32> %84)
  %89 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %88)
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3972), align 4, !tbaa !5
  %91 = tail call i32 @llvm.smax.i32(i32 %90, i32 %89)
  %92 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3976), align 8, !tbaa !5
  %93 = tail call i32 @llvm.smax.i32(i32 %92, i32 %91)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3980), align 4, !tbaa !5
  %95 = tail call i32 @llvm.smax.i32(i32 %94, i32 %93)
  %96 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3984), align 16, !tbaa !5
  %97 = tail call i32 @llvm.smax.i32(i32 %96, i32 %95)
  %98 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3988), align 4, !tbaa !5
  %99 = tail call i32 @llvm.smax.i32(i32 %98, i32 %97)
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3992), align 8, !tbaa !5
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 %99)
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3996), align 4, !tbaa !5
  %103 = tail call i32 @llvm.smax.i32(i32 %102, i32 %101)
  %104 = load <4 x i32>, ptr @c, align 16
  %105 = shufflevector <4 x i32> %104, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %106

106:                                              ; preds = %106, %87
  %107 = phi i64 [ 0, %87 ], [ %117, %106 ]
  %108 = phi <4 x i32> [ %105, %87 ], [ %115, %106 ]
  %109 = phi <4 x i32> [ %105, %87 ], [ %116, %106 ]
  %110 = or disjoint i64 %107, 1
  %111 = getelementptr inbounds i32, ptr @c, i64 %110
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load <4 x i32>, ptr %111, align 4, !tbaa !5
  %114 = load <4 x i32>, ptr %112, align 4, !tbaa !5
  %115 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %113, <4 x i32> %108)
  %116 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %114, <4 x i32> %109)
  %117 = add nuw i64 %107, 8
  %118 = icmp eq i64 %117, 992
  br i1 %118, label %119, label %106, !llvm.loop !21

119:                                              ; preds = %106
  %120 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %115, <4 x i32> %116)
  %121 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %120)
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3972), align 4, !tbaa !5
  %123 = tail call i32 @llvm.smax.i32(i32 %122, i32 %121)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3976), align 8, !tbaa !5
  %125 = tail call i32 @llvm.smax.i32(i32 %124, i32 %123)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3980), align 4, !tbaa !5
  %127 = tail call i32 @llvm.smax.i32(i32 %126, i32 %125)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3984), align 16, !tbaa !5
  %129 = tail call i32 @llvm.smax.i32(i32 %128, i32 %127)
  %130 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3988), align 4, !tbaa !5
  %131 = tail call i32 @llvm.smax.i32(i32 %130, i32 %129)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3992), align 8, !tbaa !5
  %133 = tail call i32 @llvm.smax.i32(i32 %132, i32 %131)
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !tbaa !5
  %135 = tail call i32 @llvm.smax.i32(i32 %134, i32 %133)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %103, i32 noundef %135)
  br label %136

136:                                              ; preds = %149, %119
  %137 = phi i64 [ 0, %119 ], [ %159, %149 ]
  %138 = phi <4 x i32> [ zeroinitializer, %119 ], [ %157, %149 ]
  %139 = phi <4 x i32> [ zeroinitializer, %119 ], [ %158, %149 ]
  %140 = getelementptr inbounds i8, ptr @bytes, i64 %137
  %141 = getelementptr inbounds i8, ptr %140, i64 4
  %142 = load <4 x i8>, ptr %140, align 16, !tbaa !11
  %143 = load <4 x i8>, ptr %141, align 4, !tbaa !11
  %144 = zext <4 x i8> %142 to <4 x i32>
  %145 = zext <4 x i8> %143 to <4 x i32>
  %146 = add <4 x i32> %138, %144
  %147 = add <4 x i32> %139, %145
  %148 = icmp eq i64 %137, 992
  br i1 %148, label %160, label %149, !llvm.loop !22

149:                                              ; preds = %136
  %150 = or disjoint i64 %137, 8
  %151 = getelementptr inbounds i8, ptr @bytes, i64 %150
  %152 = getelementptr inbounds i8, ptr %151, i64 4
  %153 = load <4 x i8>, ptr %151, align 8, !tbaa !11
  %154 = load <4 x i8>, ptr %152, align 4, !tbaa !11
  %155 = zext <4 x i8> %153 to <4 x i32>
  %156 = zext <4 x i8> %154 to <4 x i32>
  %157 = add <4 x i32> %146, %155
  %158 = add <4 x i32> %147, %156
  %159 = add nuw nsw i64 %137, 16
  br label %136

160:                                              ; preds = %136
  %161 = add <4 x i32> %147, %146
  %162 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %161)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %162)
  br label %163

163:                                              ; preds = %163, %160
  %164 = phi i64 [ 0, %160 ], [ %175, %163 ]
  %165 = getelementptr inbounds float, ptr @fa, i64 %164
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load <4 x float>, ptr %165, align 16, !tbaa !9
  %168 = load <4 x float>, ptr %166, align 16, !tbaa !9
  %169 = getelementptr inbounds float, ptr @fb, i64 %164
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <4 x float>, ptr %169, align 16, !tbaa !9
  %172 = load <4 x float>, ptr %170, align 16, !tbaa !9
  %173 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %171)
  %174 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %168, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %172)
  store <4 x float> %173, ptr %169, align 16, !tbaa !9
  store <4 x float> %174, ptr %170, align 16, !tbaa !9
  %175 = add nuw i64 %164, 8
  %176 = icmp eq i64 %175, 1000
  br i1 %176, label %286, label %163, !llvm.loop !23

177:                                              ; preds = %30, %177
  %178 = phi i64 [ %204, %177 ], [ 0, %30 ]
  %179 = phi i32 [ %203, %177 ], [ 0, %30 ]
  %180 = mul i32 %179, 31
  %181 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %178
  %182 = load i32, ptr %181, align 4, !tbaa !5
  %183 = add i32 %182, %180
  %184 = add nuw nsw i64 %178, 1
  %185 = mul i32 %183, 31
  %186 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %184
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = add i32 %187, %185
  %189 = add nuw nsw i64 %178, 2
  %190 = mul i32 %188, 31
  %191 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %189
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = add i32 %192, %190
  %194 = add nuw nsw i64 %178, 3
  %195 = mul i32 %193, 31
  %196 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %194
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = add i32 %197, %195
  %199 = add nuw nsw i64 %178, 4
  %200 = mul i32 %198, 31
  %201 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %199
  %202 = load i32, ptr %201, align 4, !tbaa !5
  %203 = add i32 %202, %200
  %204 = add nuw nsw i64 %178, 5
  %205 = icmp eq i64 %204, 1000
  br i1 %205, label %48, label %177, !llvm.loop !24

206:                                              ; preds = %286
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %312)
  br label %207

207:                                              ; preds = %222, %206
  %208 = phi i64 [ 0, %206 ], [ %234, %222 ]
  %209 = phi <4 x i32> [ zeroinitializer, %206 ], [ %232, %222 ]
  %210 = phi <4 x i32> [ zeroinitializer, %206 ], [ %233, %222 ]
  %211 = getelementptr inbounds i16, ptr @shorts, i64 %208
  %212 = getelementptr inbounds i8, ptr %211, i64 8
  %213 = load <4 x i16>, ptr %211, align 16, !tbaa !12
  %214 = load <4 x i16>, ptr %212, align 8, !tbaa !12
  %215 = icmp sgt <4 x i16> %213, <i16 1000, i16 1000, i16 1000, i16 1000>
  %216 = icmp sgt <4 x i16> %214, <i16 1000, i16 1000, i16 1000, i16 1000>
  %217 = zext <4 x i1> %215 to <4 x i32>
  %218 = zext <4 x i1> %216 to <4 x i32>
  %219 = add <4 x i32> %209, %217
  %220 = add <4 x i32> %210, %218
  %221 = icmp eq i64 %208, 992
  br i1 %221, label %235, label %222, !llvm.loop !25

222:                                              ; preds = %207
  %223 = or disjoint i64 %208, 8
  %224 = getelementptr inbounds i16, ptr @shorts, i64 %223
  %225 = getelementptr inbounds i8, ptr %224, i64 8
  %226 = load <4 x i16>, ptr %224, align 16, !tbaa !12
  %227 = load <4 x i16>, ptr %225, align 8, !tbaa !12
  %228 = icmp sgt <4 x i16> %226, <i16 1000, i16 1000, i16 1000, i16 1000>
  %229 = icmp sgt <4 x i16> %227, <i16 1000, i16 1000, i16 1000, i16 1000>
  %230 = zext <4 x i1> %228 to <4 x i32>
  %231 = zext <4 x i1> %229 to <4 x i32>
  %232 = add <4 x i32> %219, %230
  %233 = add <4 x i32> %220, %231
  %234 = add nuw nsw i64 %208, 16
  br label %207

235:                                              ; preds = %207
  %236 = add <4 x i32> %220, %219
  %237 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %236)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %237)
  br label %238

238:                                              ; preds = %238, %235
  %239 = phi i64 [ 0, %235 ], [ %253, %238 ]
  %240 = getelementptr inbounds i16, ptr @shorts, i64 %239
  %241 = load i16, ptr %240, align 4, !tbaa !12
  %242 = sext i16 %241 to i64
  %243 = add nsw i64 %242, -1
  %244 = mul nsw i64 %243, %242
  %245 = getelementptr inbounds i64, ptr @longs, i64 %239
  store i64 %244, ptr %245, align 16, !tbaa !26
  %246 = or disjoint i64 %239, 1
  %247 = getelementptr inbounds i16, ptr @shorts, i64 %246
  %248 = load i16, ptr %247, align 2, !tbaa !12
  %249 = sext i16 %248 to i64
  %250 = add nsw i64 %249, -1
  %251 = mul nsw i64 %250, %249
  %252 = getelementptr inbounds i64, ptr @longs, i64 %246
  store i64 %251, ptr %252, align 8, !tbaa !26
  %253 = add nuw nsw i64 %239, 2
  %254 = icmp eq i64 %253, 1000
  br i1 %254, label %255, label %238, !llvm.loop !28

255:                                              ; preds = %238, %255
  %256 = phi i64 [ %280, %255 ], [ 0, %238 ]
  %257 = phi <2 x i64> [ %281, %255 ], [ <i64 0, i64 1>, %238 ]
  %258 = phi <2 x i64> [ %278, %255 ], [ zeroinitializer, %238 ]
  %259 = phi <2 x i64> [ %279, %255 ], [ zeroinitializer, %238 ]
  %260 = add <2 x i64> %257, <i64 2, i64 2>
  %261 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %256
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  %263 = load <2 x i64>, ptr %261, align 16, !tbaa !26
  %264 = load <2 x i64>, ptr %262, align 16, !tbaa !26
  %265 = add nsw <2 x i64> %263, %257
  %266 = add nsw <2 x i64> %264, %260
  %267 = xor <2 x i64> %265, %258
  %268 = xor <2 x i64> %266, %259
  %269 = or disjoint i64 %256, 4
  %270 = add <2 x i64> %257, <i64 4, i64 4>
  %271 = add <2 x i64> %257, <i64 6, i64 6>
  %272 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %269
  %273 = getelementptr inbounds i8, ptr %272, i64 16
  %274 = load <2 x i64>, ptr %272, align 16, !tbaa !26
  %275 = load <2 x i64>, ptr %273, align 16, !tbaa !26
  %276 = add nsw <2 x i64> %274, %270
  %277 = add nsw <2 x i64> %275, %271
  %278 = xor <2 x i64> %276, %267
  %279 = xor <2 x i64> %277, %268
  %280 = add nuw nsw i64 %256, 8
  %281 = add <2 x i64> %257, <i64 8, i64 8>
  %282 = icmp eq i64 %280, 1000
  br i1 %282, label %283, label %255, !llvm.loop !29

283:                                              ; preds = %255
  %284 = xor <2 x i64> %279, %278
  %285 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %284)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %285)
  br label %315

286:                                              ; preds = %163, %286
  %287 = phi i64 [ %313, %286 ], [ 0, %163 ]
  %288 = phi double [ %312, %286 ], [ 0.000000e+00, %163 ]
  %289 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %287
  %290 = load float, ptr %289, align 4, !tbaa !9
  %291 = fpext float %290 to double
  %292 = fadd double %288, %291
  %293 = add nuw nsw i64 %287, 1
  %294 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %293
  %295 = load float, ptr %294, align 4, !tbaa !9
  %296 = fpext float %295 to double
  %297 = fadd double %292, %296
  %298 = add nuw nsw i64 %287, 2
  %299 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %298
  %300 = load float, ptr %299, align 4, !tbaa !9
  %301 = fpext float %300 to double
  %302 = fadd double %297, %301
  %303 = add nuw nsw i64 %287, 3
  %304 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %303
  %305 = load float, ptr %304, align 4, !tbaa !9
  %306 = fpext float %305 to double
  %307 = fadd double %302, %306
  %308 = add nuw nsw i64 %287, 4
  %309 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %308
  %310 = load float, ptr %309, align 4, !tbaa !9
  %311 = fpext float %310 to double
  %312 = fadd double %307, %311
  %313 = add nuw nsw i64 %287, 5
  %314 = icmp eq i64 %313, 1000
  br i1 %314, label %206, label %286, !llvm.loop !30

315:                                              ; preds = %315, %283
  %316 = phi i64 [ 0, %283 ], [ %323, %315 ]
  %317 = getelementptr inbounds i8, ptr @bytes, i64 %316
  %318 = load <16 x i8>, ptr %317, align 16, !tbaa !11
  %319 = zext <16 x i8> %318 to <16 x i32>
  %320 = shl nuw nsw <16 x i32> %319, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %321 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %320, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %322 = trunc nuw <16 x i32> %321 to <16 x i8>
  store <16 x i8> %322, ptr %317, align 16, !tbaa !11
  %323 = add nuw i64 %316, 16
  %324 = icmp eq i64 %323, 992
  br i1 %324, label %325, label %315, !llvm.loop !31

325:                                              ; preds = %315
  %326 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !tbaa !11
  %327 = zext <8 x i8> %326 to <8 x i32>
  %328 = shl nuw nsw <8 x i32> %327, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %329 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %328, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %330 = trunc nuw <8 x i32> %329 to <8 x i8>
  store <8 x i8> %330, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !tbaa !11
  br label %331

331:                                              ; preds = %344, %325
  %332 = phi i64 [ 0, %325 ], [ %354, %344 ]
  %333 = phi <4 x i32> [ zeroinitializer, %325 ], [ %352, %344 ]
  %334 = phi <4 x i32> [ zeroinitializer, %325 ], [ %353, %344 ]
  %335 = getelementptr inbounds i8, ptr @bytes, i64 %332
  %336 = getelementptr inbounds i8, ptr %335, i64 4
  %337 = load <4 x i8>, ptr %335, align 16, !tbaa !11
  %338 = load <4 x i8>, ptr %336, align 4, !tbaa !11
  %339 = zext <4 x i8> %337 to <4 x i32>
  %340 = zext <4 x i8> %338 to <4 x i32>
  %341 = add <4 x i32> %333, %339
  %342 = add <4 x i32> %334, %340
  %343 = icmp eq i64 %332, 992
  br i1 %343, label %355, label %344, !llvm.loop !32

344:                                              ; preds = %331
  %345 = or disjoint i64 %332, 8
  %346 = getelementptr inbounds i8, ptr @bytes, i64 %345
  %347 = getelementptr inbounds i8, ptr %346, i64 4
  %348 = load <4 x i8>, ptr %346, align 8, !tbaa !11
  %349 = load <4 x i8>, ptr %347, align 4, !tbaa !11
  %350 = zext <4 x i8> %348 to <4 x i32>
  %351 = zext <4 x i8> %349 to <4 x i32>
  %352 = add <4 x i32> %341, %350
  %353 = add <4 x i32> %342, %351
  %354 = add nuw nsw i64 %332, 16
  br label %331

355:                                              ; preds = %331
  %356 = add <4 x i32> %342, %341
  %357 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %356)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %357)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !33
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!27 = !{!"long long", !7, i64 0}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15, !17, !18}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !15, !17, !18}
!32 = distinct !{!32, !15, !17, !18}
!33 = !{!34, !34, i64 0}
!34 = !{!"any pointer", !7, i64 0}
