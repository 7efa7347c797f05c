; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
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
  %50 = phi i64 [ %248, %242 ], [ 0, %2 ]
  %51 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8, !tbaa !13
  %53 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %52) #5
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
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %52, i32 noundef %244, i32 noundef %245, i32 noundef %243, i64 noundef %246)
  %248 = add nuw nsw i64 %50, 1
  %249 = icmp eq i64 %248, 5
  br i1 %249, label %344, label %49, !llvm.loop !22

250:                                              ; preds = %344, %250
  %251 = phi i64 [ %272, %250 ], [ 0, %344 ]
  %252 = phi i32 [ %271, %250 ], [ -1, %344 ]
  %253 = getelementptr inbounds i8, ptr @main.buf, i64 %251
  %254 = load i8, ptr %253, align 2, !tbaa !15
  %255 = trunc i32 %252 to i8
  %256 = xor i8 %254, %255
  %257 = zext i8 %256 to i64
  %258 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4, !tbaa !5
  %260 = lshr i32 %252, 8
  %261 = xor i32 %259, %260
  %262 = or disjoint i64 %251, 1
  %263 = getelementptr inbounds i8, ptr @main.buf, i64 %262
  %264 = load i8, ptr %263, align 1, !tbaa !15
  %265 = trunc i32 %261 to i8
  %266 = xor i8 %264, %265
  %267 = zext i8 %266 to i64
  %268 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %267
  %269 = load i32, ptr %268, align 4, !tbaa !5
  %270 = lshr i32 %261, 8
  %271 = xor i32 %269, %270
  %272 = add nuw nsw i64 %251, 2
  %273 = icmp eq i64 %272, 65536
  br i1 %273, label %274, label %250, !llvm.loop !16

274:                                              ; preds = %250, %274
  %275 = phi i64 [ %293, %274 ], [ 0, %250 ]
  %276 = phi i32 [ %292, %274 ], [ 0, %250 ]
  %277 = phi i32 [ %290, %274 ], [ 1, %250 ]
  %278 = getelementptr inbounds i8, ptr @main.buf, i64 %275
  %279 = load i8, ptr %278, align 2, !tbaa !15
  %280 = zext i8 %279 to i32
  %281 = add nuw nsw i32 %277, %280
  %282 = urem i32 %281, 65521
  %283 = add nuw nsw i32 %282, %276
  %284 = urem i32 %283, 65521
  %285 = or disjoint i64 %275, 1
  %286 = getelementptr inbounds i8, ptr @main.buf, i64 %285
  %287 = load i8, ptr %286, align 1, !tbaa !15
  %288 = zext i8 %287 to i32
  %289 = add nuw nsw i32 %282, %288
  %290 = urem i32 %289, 65521
  %291 = add nuw nsw i32 %290, %284
  %292 = urem i32 %291, 65521
  %293 = add nuw nsw i64 %275, 2
  %294 = icmp eq i64 %293, 65536
  br i1 %294, label %295, label %274, !llvm.loop !18

295:                                              ; preds = %274
  %296 = shl nuw i32 %292, 16
  br label %297

297:                                              ; preds = %297, %295
  %298 = phi i64 [ 0, %295 ], [ %323, %297 ]
  %299 = phi i64 [ -3750763034362895579, %295 ], [ %322, %297 ]
  %300 = getelementptr inbounds i8, ptr @main.buf, i64 %298
  %301 = load i8, ptr %300, align 4, !tbaa !15
  %302 = zext i8 %301 to i64
  %303 = xor i64 %299, %302
  %304 = mul i64 %303, 1099511628211
  %305 = or disjoint i64 %298, 1
  %306 = getelementptr inbounds i8, ptr @main.buf, i64 %305
  %307 = load i8, ptr %306, align 1, !tbaa !15
  %308 = zext i8 %307 to i64
  %309 = xor i64 %304, %308
  %310 = mul i64 %309, 1099511628211
  %311 = or disjoint i64 %298, 2
  %312 = getelementptr inbounds i8, ptr @main.buf, i64 %311
  %313 = load i8, ptr %312, align 2, !tbaa !15
  %314 = zext i8 %313 to i64
  %315 = xor i64 %310, %314
  %316 = mul i64 %315, 1099511628211
  %317 = or disjoint i64 %298, 3
  %318 = getelementptr inbounds i8, ptr @main.buf, i64 %317
  %319 = load i8, ptr %318, align 1, !tbaa !15
  %320 = zext i8 %319 to i64
  %321 = xor i64 %316, %320
  %322 = mul i64 %321, 1099511628211
  %323 = add nuw nsw i64 %298, 4
  %324 = icmp eq i64 %323, 65536
  br i1 %324, label %325, label %297, !llvm.loop !19

325:                                              ; preds = %297
  %326 = xor i32 %271, -1
  %327 = or disjoint i32 %296, %290
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %326, i32 noundef %327, i64 noundef %322)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6
  store i64 506097522914230528, ptr %1, align 16, !tbaa !23
  %329 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1084818905618843912, ptr %329, align 8, !tbaa !23
  %330 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 1663540288323457296, ptr %330, align 16, !tbaa !23
  %331 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 2242261671028070680, ptr %331, align 8, !tbaa !23
  %332 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 2820983053732684064, ptr %332, align 16, !tbaa !23
  %333 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 3399704436437297448, ptr %333, align 8, !tbaa !23
  %334 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 3978425819141910832, ptr %334, align 16, !tbaa !23
  %335 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 4557147201846524216, ptr %335, align 8, !tbaa !23
  %336 = getelementptr inbounds i8, ptr %1, i64 64
  store i64 5135868584551137600, ptr %336, align 16, !tbaa !23
  %337 = getelementptr inbounds i8, ptr %1, i64 72
  store i64 5714589967255750984, ptr %337, align 8, !tbaa !23
  %338 = getelementptr inbounds i8, ptr %1, i64 80
  store i64 6293311349960364368, ptr %338, align 16, !tbaa !23
  %339 = getelementptr inbounds i8, ptr %1, i64 88
  store i64 6872032732664977752, ptr %339, align 8, !tbaa !23
  %340 = getelementptr inbounds i8, ptr %1, i64 96
  store i64 7450754115369591136, ptr %340, align 16, !tbaa !23
  %341 = getelementptr inbounds i8, ptr %1, i64 104
  store i64 8029475498074204520, ptr %341, align 8, !tbaa !23
  %342 = getelementptr inbounds i8, ptr %1, i64 112
  store i64 8608196880778817904, ptr %342, align 16, !tbaa !23
  %343 = getelementptr inbounds i8, ptr %1, i64 120
  store i64 9186918263483431288, ptr %343, align 8, !tbaa !23
  br label %371

344:                                              ; preds = %242, %344
  %345 = phi i64 [ %369, %344 ], [ 0, %242 ]
  %346 = mul nuw nsw i64 %345, 131
  %347 = lshr i64 %345, 8
  %348 = add nuw nsw i64 %346, %347
  %349 = trunc i64 %348 to i8
  %350 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %345
  store i8 %349, ptr %350, align 4, !tbaa !15
  %351 = or disjoint i64 %345, 1
  %352 = mul nuw nsw i64 %351, 131
  %353 = lshr i64 %345, 8
  %354 = add nuw nsw i64 %352, %353
  %355 = trunc i64 %354 to i8
  %356 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %351
  store i8 %355, ptr %356, align 1, !tbaa !15
  %357 = or disjoint i64 %345, 2
  %358 = mul nuw nsw i64 %357, 131
  %359 = lshr i64 %345, 8
  %360 = add nuw nsw i64 %358, %359
  %361 = trunc i64 %360 to i8
  %362 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %357
  store i8 %361, ptr %362, align 2, !tbaa !15
  %363 = or disjoint i64 %345, 3
  %364 = mul nuw nsw i64 %363, 131
  %365 = lshr i64 %345, 8
  %366 = add nuw nsw i64 %364, %365
  %367 = trunc i64 %366 to i8
  %368 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %363
  store i8 %367, ptr %368, align 1, !tbaa !15
  %369 = add nuw nsw i64 %345, 4
  %370 = icmp eq i64 %369, 65536
  br i1 %370, label %250, label %344, !llvm.loop !25

371:                                              ; preds = %325, %371
  %372 = phi i64 [ %409, %371 ], [ 0, %325 ]
  %373 = phi i64 [ %403, %371 ], [ 8893317812261383291, %325 ]
  %374 = phi i64 [ %407, %371 ], [ 7746018054687388513, %325 ]
  %375 = phi i64 [ %406, %371 ], [ 7737605742629119589, %325 ]
  %376 = phi i64 [ %408, %371 ], [ 8388350548712186997, %325 ]
  %377 = getelementptr inbounds i64, ptr %1, i64 %372
  %378 = load i64, ptr %377, align 8, !tbaa !23
  %379 = xor i64 %378, %373
  %380 = add i64 %376, %375
  %381 = tail call i64 @llvm.fshl.i64(i64 %375, i64 %375, i64 13)
  %382 = xor i64 %380, %381
  %383 = tail call i64 @llvm.fshl.i64(i64 %380, i64 %380, i64 32)
  %384 = add i64 %379, %374
  %385 = tail call i64 @llvm.fshl.i64(i64 %379, i64 %379, i64 16)
  %386 = xor i64 %385, %384
  %387 = add i64 %386, %383
  %388 = tail call i64 @llvm.fshl.i64(i64 %386, i64 %386, i64 21)
  %389 = xor i64 %388, %387
  %390 = add i64 %384, %382
  %391 = tail call i64 @llvm.fshl.i64(i64 %382, i64 %382, i64 17)
  %392 = xor i64 %390, %391
  %393 = tail call i64 @llvm.fshl.i64(i64 %390, i64 %390, i64 32)
  %394 = add i64 %392, %387
  %395 = tail call i64 @llvm.fshl.i64(i64 %392, i64 %392, i64 13)
  %396 = xor i64 %395, %394
  %397 = tail call i64 @llvm.fshl.i64(i64 %394, i64 %394, i64 32)
  %398 = add i64 %389, %393
  %399 = tail call i64 @llvm.fshl.i64(i64 %389, i64 %389, i64 16)
  %400 = xor i64 %399, %398
  %401 = add i64 %400, %397
  %402 = tail call i64 @llvm.fshl.i64(i64 %400, i64 %400, i64 21)
  %403 = xor i64 %402, %401
  %404 = add i64 %398, %396
  %405 = tail call i64 @llvm.fshl.i64(i64 %396, i64 %396, i64 17)
  %406 = xor i64 %404, %405
  %407 = tail call i64 @llvm.fshl.i64(i64 %404, i64 %404, i64 32)
  %408 = xor i64 %401, %378
  %409 = add nuw nsw i64 %372, 1
  %410 = icmp eq i64 %409, 16
  br i1 %410, label %411, label %371, !llvm.loop !26

411:                                              ; preds = %371
  %412 = xor i64 %407, %406
  %413 = xor i64 %412, %408
  %414 = xor i64 %413, %403
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %414)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

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
!24 = !{!"long", !7, i64 0}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
