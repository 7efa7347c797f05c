; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [44 x i8] c"'%s': crc=%08x/%08x adler=%08x fnv=%016llx\0A\00", align 1
@main.buf = internal unnamed_addr global [65536 x i8] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [38 x i8] c"big: crc=%08x adler=%08x fnv=%016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"sip-like = %016llx\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i64], align 16
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ]
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %6 = icmp eq <4 x i32> %5, zeroinitializer
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = icmp eq <4 x i32> %10, zeroinitializer
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %16 = icmp eq <4 x i32> %15, zeroinitializer
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %21 = icmp eq <4 x i32> %20, zeroinitializer
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %26 = icmp eq <4 x i32> %25, zeroinitializer
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3
  store <4 x i32> %44, ptr %45, align 16, !tbaa !5
  %46 = add nuw i64 %3, 4
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>
  %48 = icmp eq i64 %46, 256
  br i1 %48, label %49, label %2, !llvm.loop !9

49:                                               ; preds = %2, %242
  %50 = phi i64 [ %247, %242 ], [ 0, %2 ]
  %51 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8, !tbaa !13
  %53 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %52) #8
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %242, label %55

55:                                               ; preds = %49
  %56 = add i64 %53, -1
  %57 = and i64 %53, 1
  %58 = icmp eq i64 %56, 0
  br i1 %58, label %87, label %59

59:                                               ; preds = %55
  %60 = and i64 %53, -2
  br label %61

61:                                               ; preds = %61, %59
  %62 = phi i64 [ 0, %59 ], [ %84, %61 ]
  %63 = phi i32 [ -1, %59 ], [ %83, %61 ]
  %64 = phi i64 [ 0, %59 ], [ %85, %61 ]
  %65 = getelementptr inbounds i8, ptr %52, i64 %62
  %66 = load i8, ptr %65, align 1, !tbaa !15
  %67 = trunc i32 %63 to i8
  %68 = xor i8 %66, %67
  %69 = zext i8 %68 to i64
  %70 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = lshr i32 %63, 8
  %73 = xor i32 %71, %72
  %74 = or disjoint i64 %62, 1
  %75 = getelementptr inbounds i8, ptr %52, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !15
  %77 = trunc i32 %73 to i8
  %78 = xor i8 %76, %77
  %79 = zext i8 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = lshr i32 %73, 8
  %83 = xor i32 %81, %82
  %84 = add nuw i64 %62, 2
  %85 = add i64 %64, 2
  %86 = icmp eq i64 %85, %60
  br i1 %86, label %87, label %61, !llvm.loop !16

87:                                               ; preds = %61, %55
  %88 = phi i32 [ poison, %55 ], [ %83, %61 ]
  %89 = phi i64 [ 0, %55 ], [ %84, %61 ]
  %90 = phi i32 [ -1, %55 ], [ %83, %61 ]
  %91 = icmp eq i64 %57, 0
  br i1 %91, label %102, label %92

92:                                               ; preds = %87
  %93 = getelementptr inbounds i8, ptr %52, i64 %89
  %94 = load i8, ptr %93, align 1, !tbaa !15
  %95 = trunc i32 %90 to i8
  %96 = xor i8 %94, %95
  %97 = zext i8 %96 to i64
  %98 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = lshr i32 %90, 8
  %101 = xor i32 %99, %100
  br label %102

102:                                              ; preds = %87, %92
  %103 = phi i32 [ %88, %87 ], [ %101, %92 ]
  br label %104

104:                                              ; preds = %102, %104
  %105 = phi i64 [ %137, %104 ], [ 0, %102 ]
  %106 = phi i32 [ %136, %104 ], [ -1, %102 ]
  %107 = getelementptr inbounds i8, ptr %52, i64 %105
  %108 = load i8, ptr %107, align 1, !tbaa !15
  %109 = zext i8 %108 to i32
  %110 = xor i32 %106, %109
  %111 = lshr i32 %110, 1
  %112 = and i32 %110, 1
  %113 = icmp eq i32 %112, 0
  %114 = select i1 %113, i32 0, i32 -306674912
  %115 = xor i32 %114, %111
  %116 = lshr i32 %115, 1
  %117 = and i32 %110, 2
  %118 = icmp eq i32 %117, 0
  %119 = select i1 %118, i32 0, i32 -306674912
  %120 = xor i32 %116, %119
  %121 = lshr i32 %120, 6
  %122 = insertelement <4 x i32> poison, i32 %110, i64 0
  %123 = shufflevector <4 x i32> %122, <4 x i32> poison, <4 x i32> zeroinitializer
  %124 = and <4 x i32> %123, <i32 8, i32 4, i32 16, i32 32>
  %125 = icmp eq <4 x i32> %124, zeroinitializer
  %126 = select <4 x i1> %125, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 124634137, i32 498536548, i32 997073096>
  %127 = and i32 %115, 32
  %128 = icmp eq i32 %127, 0
  %129 = select i1 %128, i32 0, i32 1994146192
  %130 = and i32 %120, 32
  %131 = icmp eq i32 %130, 0
  %132 = select i1 %131, i32 0, i32 -306674912
  %133 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %126)
  %134 = xor i32 %133, %129
  %135 = xor i32 %132, %121
  %136 = xor i32 %134, %135
  %137 = add nuw i64 %105, 1
  %138 = icmp eq i64 %137, %53
  br i1 %138, label %139, label %104, !llvm.loop !17

139:                                              ; preds = %104
  %140 = xor i32 %103, -1
  %141 = and i64 %53, 1
  %142 = icmp eq i64 %56, 0
  br i1 %142, label %168, label %143

143:                                              ; preds = %139
  %144 = and i64 %53, -2
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %165, %145 ]
  %147 = phi i32 [ 0, %143 ], [ %164, %145 ]
  %148 = phi i32 [ 1, %143 ], [ %162, %145 ]
  %149 = phi i64 [ 0, %143 ], [ %166, %145 ]
  %150 = getelementptr inbounds i8, ptr %52, i64 %146
  %151 = load i8, ptr %150, align 1, !tbaa !15
  %152 = zext i8 %151 to i32
  %153 = add nuw nsw i32 %148, %152
  %154 = urem i32 %153, 65521
  %155 = add nuw nsw i32 %154, %147
  %156 = urem i32 %155, 65521
  %157 = or disjoint i64 %146, 1
  %158 = getelementptr inbounds i8, ptr %52, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !15
  %160 = zext i8 %159 to i32
  %161 = add nuw nsw i32 %154, %160
  %162 = urem i32 %161, 65521
  %163 = add nuw nsw i32 %162, %156
  %164 = urem i32 %163, 65521
  %165 = add nuw i64 %146, 2
  %166 = add i64 %149, 2
  %167 = icmp eq i64 %166, %144
  br i1 %167, label %168, label %145, !llvm.loop !18

168:                                              ; preds = %145, %139
  %169 = phi i32 [ poison, %139 ], [ %162, %145 ]
  %170 = phi i32 [ poison, %139 ], [ %164, %145 ]
  %171 = phi i64 [ 0, %139 ], [ %165, %145 ]
  %172 = phi i32 [ 0, %139 ], [ %164, %145 ]
  %173 = phi i32 [ 1, %139 ], [ %162, %145 ]
  %174 = icmp eq i64 %141, 0
  br i1 %174, label %183, label %175

175:                                              ; preds = %168
  %176 = getelementptr inbounds i8, ptr %52, i64 %171
  %177 = load i8, ptr %176, align 1, !tbaa !15
  %178 = zext i8 %177 to i32
  %179 = add nuw nsw i32 %173, %178
  %180 = urem i32 %179, 65521
  %181 = add nuw nsw i32 %180, %172
  %182 = urem i32 %181, 65521
  br label %183

183:                                              ; preds = %168, %175
  %184 = phi i32 [ %169, %168 ], [ %180, %175 ]
  %185 = phi i32 [ %170, %168 ], [ %182, %175 ]
  %186 = shl nuw i32 %185, 16
  %187 = and i64 %53, 3
  %188 = icmp ult i64 %53, 4
  br i1 %188, label %221, label %189

189:                                              ; preds = %183
  %190 = and i64 %53, -4
  br label %191

191:                                              ; preds = %191, %189
  %192 = phi i64 [ 0, %189 ], [ %218, %191 ]
  %193 = phi i64 [ -3750763034362895579, %189 ], [ %217, %191 ]
  %194 = phi i64 [ 0, %189 ], [ %219, %191 ]
  %195 = getelementptr inbounds i8, ptr %52, i64 %192
  %196 = load i8, ptr %195, align 1, !tbaa !15
  %197 = zext i8 %196 to i64
  %198 = xor i64 %193, %197
  %199 = mul i64 %198, 1099511628211
  %200 = or disjoint i64 %192, 1
  %201 = getelementptr inbounds i8, ptr %52, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !15
  %203 = zext i8 %202 to i64
  %204 = xor i64 %199, %203
  %205 = mul i64 %204, 1099511628211
  %206 = or disjoint i64 %192, 2
  %207 = getelementptr inbounds i8, ptr %52, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !15
  %209 = zext i8 %208 to i64
  %210 = xor i64 %205, %209
  %211 = mul i64 %210, 1099511628211
  %212 = or disjoint i64 %192, 3
  %213 = getelementptr inbounds i8, ptr %52, i64 %212
  %214 = load i8, ptr %213, align 1, !tbaa !15
  %215 = zext i8 %214 to i64
  %216 = xor i64 %211, %215
  %217 = mul i64 %216, 1099511628211
  %218 = add nuw i64 %192, 4
  %219 = add i64 %194, 4
  %220 = icmp eq i64 %219, %190
  br i1 %220, label %221, label %191, !llvm.loop !19

221:                                              ; preds = %191, %183
  %222 = phi i64 [ poison, %183 ], [ %217, %191 ]
  %223 = phi i64 [ 0, %183 ], [ %218, %191 ]
  %224 = phi i64 [ -3750763034362895579, %183 ], [ %217, %191 ]
  %225 = icmp eq i64 %187, 0
  br i1 %225, label %238, label %226

226:                                              ; preds = %221, %226
  %227 = phi i64 [ %235, %226 ], [ %223, %221 ]
  %228 = phi i64 [ %234, %226 ], [ %224, %221 ]
  %229 = phi i64 [ %236, %226 ], [ 0, %221 ]
  %230 = getelementptr inbounds i8, ptr %52, i64 %227
  %231 = load i8, ptr %230, align 1, !tbaa !15
  %232 = zext i8 %231 to i64
  %233 = xor i64 %228, %232
  %234 = mul i64 %233, 1099511628211
  %235 = add nuw i64 %227, 1
  %236 = add i64 %229, 1
  %237 = icmp eq i64 %236, %187
  br i1 %237, label %238, label %226, !llvm.loop !20

238:                                              ; preds = %226, %221
  %239 = phi i64 [ %222, %221 ], [ %234, %226 ]
  %240 = xor i32 %136, -1
  %241 = or disjoint i32 %186, %184
  br label %242

242:                                              ; preds = %238, %49
  %243 = phi i32 [ 1, %49 ], [ %241, %238 ]
  %244 = phi i32 [ 0, %49 ], [ %140, %238 ]
  %245 = phi i32 [ 0, %49 ], [ %240, %238 ]
  %246 = phi i64 [ -3750763034362895579, %49 ], [ %239, %238 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef %52, i32 noundef %244, i32 noundef %245, i32 noundef %243, i64 noundef %246)
  %247 = add nuw nsw i64 %50, 1
  %248 = icmp eq i64 %247, 5
  br i1 %248, label %342, label %49, !llvm.loop !22

249:                                              ; preds = %342, %249
  %250 = phi i64 [ %271, %249 ], [ 0, %342 ]
  %251 = phi i32 [ %270, %249 ], [ -1, %342 ]
  %252 = getelementptr inbounds i8, ptr @main.buf, i64 %250
  %253 = load i8, ptr %252, align 2, !tbaa !15
  %254 = trunc i32 %251 to i8
  %255 = xor i8 %253, %254
  %256 = zext i8 %255 to i64
  %257 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = lshr i32 %251, 8
  %260 = xor i32 %258, %259
  %261 = or disjoint i64 %250, 1
  %262 = getelementptr inbounds i8, ptr @main.buf, i64 %261
  %263 = load i8, ptr %262, align 1, !tbaa !15
  %264 = trunc i32 %260 to i8
  %265 = xor i8 %263, %264
  %266 = zext i8 %265 to i64
  %267 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !5
  %269 = lshr i32 %260, 8
  %270 = xor i32 %268, %269
  %271 = add nuw nsw i64 %250, 2
  %272 = icmp eq i64 %271, 65536
  br i1 %272, label %273, label %249, !llvm.loop !16

273:                                              ; preds = %249, %273
  %274 = phi i64 [ %292, %273 ], [ 0, %249 ]
  %275 = phi i32 [ %291, %273 ], [ 0, %249 ]
  %276 = phi i32 [ %289, %273 ], [ 1, %249 ]
  %277 = getelementptr inbounds i8, ptr @main.buf, i64 %274
  %278 = load i8, ptr %277, align 2, !tbaa !15
  %279 = zext i8 %278 to i32
  %280 = add nuw nsw i32 %276, %279
  %281 = urem i32 %280, 65521
  %282 = add nuw nsw i32 %281, %275
  %283 = urem i32 %282, 65521
  %284 = or disjoint i64 %274, 1
  %285 = getelementptr inbounds i8, ptr @main.buf, i64 %284
  %286 = load i8, ptr %285, align 1, !tbaa !15
  %287 = zext i8 %286 to i32
  %288 = add nuw nsw i32 %281, %287
  %289 = urem i32 %288, 65521
  %290 = add nuw nsw i32 %289, %283
  %291 = urem i32 %290, 65521
  %292 = add nuw nsw i64 %274, 2
  %293 = icmp eq i64 %292, 65536
  br i1 %293, label %294, label %273, !llvm.loop !18

294:                                              ; preds = %273
  %295 = shl nuw i32 %291, 16
  br label %296

296:                                              ; preds = %296, %294
  %297 = phi i64 [ 0, %294 ], [ %322, %296 ]
  %298 = phi i64 [ -3750763034362895579, %294 ], [ %321, %296 ]
  %299 = getelementptr inbounds i8, ptr @main.buf, i64 %297
  %300 = load i8, ptr %299, align 4, !tbaa !15
  %301 = zext i8 %300 to i64
  %302 = xor i64 %298, %301
  %303 = mul i64 %302, 1099511628211
  %304 = or disjoint i64 %297, 1
  %305 = getelementptr inbounds i8, ptr @main.buf, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !15
  %307 = zext i8 %306 to i64
  %308 = xor i64 %303, %307
  %309 = mul i64 %308, 1099511628211
  %310 = or disjoint i64 %297, 2
  %311 = getelementptr inbounds i8, ptr @main.buf, i64 %310
  %312 = load i8, ptr %311, align 2, !tbaa !15
  %313 = zext i8 %312 to i64
  %314 = xor i64 %309, %313
  %315 = mul i64 %314, 1099511628211
  %316 = or disjoint i64 %297, 3
  %317 = getelementptr inbounds i8, ptr @main.buf, i64 %316
  %318 = load i8, ptr %317, align 1, !tbaa !15
  %319 = zext i8 %318 to i64
  %320 = xor i64 %315, %319
  %321 = mul i64 %320, 1099511628211
  %322 = add nuw nsw i64 %297, 4
  %323 = icmp eq i64 %322, 65536
  br i1 %323, label %324, label %296, !llvm.loop !19

324:                                              ; preds = %296
  %325 = xor i32 %270, -1
  %326 = or disjoint i32 %295, %289
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %325, i32 noundef %326, i64 noundef %321)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #8
  store i64 506097522914230528, ptr %1, align 16, !tbaa !23
  %327 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1084818905618843912, ptr %327, align 8, !tbaa !23
  %328 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 1663540288323457296, ptr %328, align 16, !tbaa !23
  %329 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 2242261671028070680, ptr %329, align 8, !tbaa !23
  %330 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 2820983053732684064, ptr %330, align 16, !tbaa !23
  %331 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 3399704436437297448, ptr %331, align 8, !tbaa !23
  %332 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 3978425819141910832, ptr %332, align 16, !tbaa !23
  %333 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 4557147201846524216, ptr %333, align 8, !tbaa !23
  %334 = getelementptr inbounds i8, ptr %1, i64 64
  store i64 5135868584551137600, ptr %334, align 16, !tbaa !23
  %335 = getelementptr inbounds i8, ptr %1, i64 72
  store i64 5714589967255750984, ptr %335, align 8, !tbaa !23
  %336 = getelementptr inbounds i8, ptr %1, i64 80
  store i64 6293311349960364368, ptr %336, align 16, !tbaa !23
  %337 = getelementptr inbounds i8, ptr %1, i64 88
  store i64 6872032732664977752, ptr %337, align 8, !tbaa !23
  %338 = getelementptr inbounds i8, ptr %1, i64 96
  store i64 7450754115369591136, ptr %338, align 16, !tbaa !23
  %339 = getelementptr inbounds i8, ptr %1, i64 104
  store i64 8029475498074204520, ptr %339, align 8, !tbaa !23
  %340 = getelementptr inbounds i8, ptr %1, i64 112
  store i64 8608196880778817904, ptr %340, align 16, !tbaa !23
  %341 = getelementptr inbounds i8, ptr %1, i64 120
  store i64 9186918263483431288, ptr %341, align 8, !tbaa !23
  br label %369

342:                                              ; preds = %242, %342
  %343 = phi i64 [ %367, %342 ], [ 0, %242 ]
  %344 = mul nuw nsw i64 %343, 131
  %345 = lshr i64 %343, 8
  %346 = add nuw nsw i64 %344, %345
  %347 = trunc i64 %346 to i8
  %348 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %343
  store i8 %347, ptr %348, align 4, !tbaa !15
  %349 = or disjoint i64 %343, 1
  %350 = mul nuw nsw i64 %349, 131
  %351 = lshr i64 %343, 8
  %352 = add nuw nsw i64 %350, %351
  %353 = trunc i64 %352 to i8
  %354 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %349
  store i8 %353, ptr %354, align 1, !tbaa !15
  %355 = or disjoint i64 %343, 2
  %356 = mul nuw nsw i64 %355, 131
  %357 = lshr i64 %343, 8
  %358 = add nuw nsw i64 %356, %357
  %359 = trunc i64 %358 to i8
  %360 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %355
  store i8 %359, ptr %360, align 2, !tbaa !15
  %361 = or disjoint i64 %343, 3
  %362 = mul nuw nsw i64 %361, 131
  %363 = lshr i64 %343, 8
  %364 = add nuw nsw i64 %362, %363
  %365 = trunc i64 %364 to i8
  %366 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %361
  store i8 %365, ptr %366, align 1, !tbaa !15
  %367 = add nuw nsw i64 %343, 4
  %368 = icmp eq i64 %367, 65536
  br i1 %368, label %249, label %342, !llvm.loop !25

369:                                              ; preds = %324, %369
  %370 = phi i64 [ %407, %369 ], [ 0, %324 ]
  %371 = phi i64 [ %401, %369 ], [ 8893317812261383291, %324 ]
  %372 = phi i64 [ %405, %369 ], [ 7746018054687388513, %324 ]
  %373 = phi i64 [ %404, %369 ], [ 7737605742629119589, %324 ]
  %374 = phi i64 [ %406, %369 ], [ 8388350548712186997, %324 ]
  %375 = getelementptr inbounds i64, ptr %1, i64 %370
  %376 = load i64, ptr %375, align 8, !tbaa !23
  %377 = xor i64 %376, %371
  %378 = add i64 %374, %373
  %379 = tail call i64 @llvm.fshl.i64(i64 %373, i64 %373, i64 13)
  %380 = xor i64 %378, %379
  %381 = tail call i64 @llvm.fshl.i64(i64 %378, i64 %378, i64 32)
  %382 = add i64 %377, %372
  %383 = tail call i64 @llvm.fshl.i64(i64 %377, i64 %377, i64 16)
  %384 = xor i64 %383, %382
  %385 = add i64 %384, %381
  %386 = tail call i64 @llvm.fshl.i64(i64 %384, i64 %384, i64 21)
  %387 = xor i64 %386, %385
  %388 = add i64 %382, %380
  %389 = tail call i64 @llvm.fshl.i64(i64 %380, i64 %380, i64 17)
  %390 = xor i64 %388, %389
  %391 = tail call i64 @llvm.fshl.i64(i64 %388, i64 %388, i64 32)
  %392 = add i64 %390, %385
  %393 = tail call i64 @llvm.fshl.i64(i64 %390, i64 %390, i64 13)
  %394 = xor i64 %393, %392
  %395 = tail call i64 @llvm.fshl.i64(i64 %392, i64 %392, i64 32)
  %396 = add i64 %387, %391
  %397 = tail call i64 @llvm.fshl.i64(i64 %387, i64 %387, i64 16)
  %398 = xor i64 %397, %396
  %399 = add i64 %398, %395
  %400 = tail call i64 @llvm.fshl.i64(i64 %398, i64 %398, i64 21)
  %401 = xor i64 %400, %399
  %402 = add i64 %396, %394
  %403 = tail call i64 @llvm.fshl.i64(i64 %394, i64 %394, i64 17)
  %404 = xor i64 %402, %403
  %405 = tail call i64 @llvm.fshl.i64(i64 %402, i64 %402, i64 32)
  %406 = xor i64 %399, %376
  %407 = add nuw nsw i64 %370, 1
  %408 = icmp eq i64 %407, 16
  br i1 %408, label %409, label %369, !llvm.loop !26

409:                                              ; preds = %369
  %410 = xor i64 %405, %404
  %411 = xor i64 %410, %406
  %412 = xor i64 %411, %401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i64 noundef %412)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !13
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !10}
!23 = !{!24, !24, i64 0}
!24 = !{!"long long", !7, i64 0}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
