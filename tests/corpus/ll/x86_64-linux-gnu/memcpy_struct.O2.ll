; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Blob64 = type { [8 x i64] }
%struct.Blob300 = type { [75 x i32] }

@.str = private unnamed_addr constant [24 x i8] c"copies: %u %u %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"unaligned loads: %08x %08x %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"after store: %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"after memmove: %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"zero: %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"array copy %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"wrapped %c %u %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Blob64, align 8
  %2 = alloca %struct.Blob300, align 4
  %3 = alloca %struct.Blob300, align 4
  %4 = alloca [64 x i8], align 16
  %5 = alloca %struct.Blob300, align 4
  %6 = alloca [100 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  store i64 0, ptr %1, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 72340172838076673, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 144680345676153346, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 217020518514230019, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 289360691352306692, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 361700864190383365, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 434041037028460038, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 506381209866536711, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #6
  br label %14

14:                                               ; preds = %14, %0
  %15 = phi i64 [ 0, %0 ], [ %21, %14 ]
  %16 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %22, %14 ]
  %17 = sub nsw <4 x i64> <i64 7, i64 7, i64 7, i64 7>, %16
  %18 = mul nsw <4 x i64> %17, %16
  %19 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %15
  %20 = trunc <4 x i64> %18 to <4 x i32>
  store <4 x i32> %20, ptr %19, align 4, !tbaa !8, !alias.scope !10
  %21 = add nuw i64 %15, 4
  %22 = add <4 x i64> %16, <i64 4, i64 4, i64 4, i64 4>
  %23 = icmp eq i64 %21, 72
  br i1 %23, label %24, label %14, !llvm.loop !13

24:                                               ; preds = %14
  %25 = getelementptr inbounds i8, ptr %2, i64 288
  store i32 -4680, ptr %25, align 4, !tbaa !8, !alias.scope !10
  %26 = getelementptr inbounds i8, ptr %2, i64 292
  store i32 -4818, ptr %26, align 4, !tbaa !8, !alias.scope !10
  %27 = getelementptr inbounds i8, ptr %2, i64 296
  store i32 -4958, ptr %27, align 4, !tbaa !8, !alias.scope !10
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %3, ptr noundef nonnull align 4 dereferenceable(300) %2, i64 296, i1 false), !tbaa.struct !17
  %28 = getelementptr inbounds i8, ptr %3, i64 296
  store i32 0, ptr %28, align 4, !tbaa !8
  br label %29

29:                                               ; preds = %29, %24
  %30 = phi i64 [ 0, %24 ], [ %55, %29 ]
  %31 = phi i32 [ 0, %24 ], [ %54, %29 ]
  %32 = mul i32 %31, 31
  %33 = getelementptr inbounds i8, ptr %1, i64 %30
  %34 = load i8, ptr %33, align 4, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = add i32 %32, %35
  %37 = or disjoint i64 %30, 1
  %38 = mul i32 %36, 31
  %39 = getelementptr inbounds i8, ptr %1, i64 %37
  %40 = load i8, ptr %39, align 1, !tbaa !5
  %41 = zext i8 %40 to i32
  %42 = add i32 %38, %41
  %43 = or disjoint i64 %30, 2
  %44 = mul i32 %42, 31
  %45 = getelementptr inbounds i8, ptr %1, i64 %43
  %46 = load i8, ptr %45, align 2, !tbaa !5
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = or disjoint i64 %30, 3
  %50 = mul i32 %48, 31
  %51 = getelementptr inbounds i8, ptr %1, i64 %49
  %52 = load i8, ptr %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i32
  %54 = add i32 %50, %53
  %55 = add nuw nsw i64 %30, 4
  %56 = icmp eq i64 %55, 64
  br i1 %56, label %57, label %29, !llvm.loop !18

57:                                               ; preds = %29
  %58 = getelementptr inbounds i8, ptr %2, i64 2
  %59 = getelementptr inbounds i8, ptr %2, i64 3
  %60 = getelementptr inbounds i8, ptr %2, i64 4
  %61 = getelementptr inbounds i8, ptr %2, i64 5
  br label %62

62:                                               ; preds = %62, %57
  %63 = phi i64 [ 0, %57 ], [ %96, %62 ]
  %64 = phi i32 [ 0, %57 ], [ %95, %62 ]
  %65 = mul i32 %64, 31
  %66 = getelementptr inbounds i8, ptr %2, i64 %63
  %67 = load i8, ptr %66, align 2, !tbaa !5
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = or disjoint i64 %63, 1
  %71 = mul i32 %69, 31
  %72 = getelementptr inbounds i8, ptr %2, i64 %70
  %73 = load i8, ptr %72, align 1, !tbaa !5
  %74 = zext i8 %73 to i32
  %75 = add i32 %71, %74
  %76 = mul i32 %75, 31
  %77 = getelementptr inbounds i8, ptr %58, i64 %63
  %78 = load i8, ptr %77, align 2, !tbaa !5
  %79 = zext i8 %78 to i32
  %80 = add i32 %76, %79
  %81 = mul i32 %80, 31
  %82 = getelementptr inbounds i8, ptr %59, i64 %63
  %83 = load i8, ptr %82, align 1, !tbaa !5
  %84 = zext i8 %83 to i32
  %85 = add i32 %81, %84
  %86 = mul i32 %85, 31
  %87 = getelementptr inbounds i8, ptr %60, i64 %63
  %88 = load i8, ptr %87, align 2, !tbaa !5
  %89 = zext i8 %88 to i32
  %90 = add i32 %86, %89
  %91 = mul i32 %90, 31
  %92 = getelementptr inbounds i8, ptr %61, i64 %63
  %93 = load i8, ptr %92, align 1, !tbaa !5
  %94 = zext i8 %93 to i32
  %95 = add i32 %91, %94
  %96 = add nuw nsw i64 %63, 6
  %97 = icmp eq i64 %96, 300
  br i1 %97, label %98, label %62, !llvm.loop !18

98:                                               ; preds = %62
  %99 = getelementptr inbounds i8, ptr %3, i64 2
  %100 = getelementptr inbounds i8, ptr %3, i64 3
  %101 = getelementptr inbounds i8, ptr %3, i64 4
  %102 = getelementptr inbounds i8, ptr %3, i64 5
  br label %103

103:                                              ; preds = %103, %98
  %104 = phi i64 [ 0, %98 ], [ %137, %103 ]
  %105 = phi i32 [ 0, %98 ], [ %136, %103 ]
  %106 = mul i32 %105, 31
  %107 = getelementptr inbounds i8, ptr %3, i64 %104
  %108 = load i8, ptr %107, align 2, !tbaa !5
  %109 = zext i8 %108 to i32
  %110 = add i32 %106, %109
  %111 = or disjoint i64 %104, 1
  %112 = mul i32 %110, 31
  %113 = getelementptr inbounds i8, ptr %3, i64 %111
  %114 = load i8, ptr %113, align 1, !tbaa !5
  %115 = zext i8 %114 to i32
  %116 = add i32 %112, %115
  %117 = mul i32 %116, 31
  %118 = getelementptr inbounds i8, ptr %99, i64 %104
  %119 = load i8, ptr %118, align 2, !tbaa !5
  %120 = zext i8 %119 to i32
  %121 = add i32 %117, %120
  %122 = mul i32 %121, 31
  %123 = getelementptr inbounds i8, ptr %100, i64 %104
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = add i32 %122, %125
  %127 = mul i32 %126, 31
  %128 = getelementptr inbounds i8, ptr %101, i64 %104
  %129 = load i8, ptr %128, align 2, !tbaa !5
  %130 = zext i8 %129 to i32
  %131 = add i32 %127, %130
  %132 = mul i32 %131, 31
  %133 = getelementptr inbounds i8, ptr %102, i64 %104
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = zext i8 %134 to i32
  %136 = add i32 %132, %135
  %137 = add nuw nsw i64 %104, 6
  %138 = icmp eq i64 %137, 300
  br i1 %138, label %139, label %103, !llvm.loop !18

139:                                              ; preds = %103
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1243, i32 noundef 663248232, i32 noundef %54, i32 noundef %95, i32 noundef %136)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #6
  store <16 x i8> <i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106>, ptr %4, align 16, !tbaa !5
  %141 = getelementptr inbounds i8, ptr %4, i64 16
  store <16 x i8> <i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38>, ptr %141, align 16, !tbaa !5
  %142 = getelementptr inbounds i8, ptr %4, i64 32
  store <16 x i8> <i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74>, ptr %142, align 16, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %4, i64 48
  store <16 x i8> <i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70>, ptr %143, align 16, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %4, i64 1
  %145 = load i32, ptr %144, align 1
  %146 = getelementptr inbounds i8, ptr %4, i64 3
  %147 = load i32, ptr %146, align 1
  %148 = getelementptr inbounds i8, ptr %4, i64 57
  %149 = load i32, ptr %148, align 1
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %145, i32 noundef %147, i32 noundef %149)
  %151 = getelementptr inbounds i8, ptr %4, i64 5
  store i64 1234605616436508552, ptr %151, align 1
  br label %152

152:                                              ; preds = %152, %139
  %153 = phi i64 [ 0, %139 ], [ %178, %152 ]
  %154 = phi i32 [ 0, %139 ], [ %177, %152 ]
  %155 = mul i32 %154, 31
  %156 = getelementptr inbounds i8, ptr %4, i64 %153
  %157 = load i8, ptr %156, align 4, !tbaa !5
  %158 = zext i8 %157 to i32
  %159 = add i32 %155, %158
  %160 = or disjoint i64 %153, 1
  %161 = mul i32 %159, 31
  %162 = getelementptr inbounds i8, ptr %4, i64 %160
  %163 = load i8, ptr %162, align 1, !tbaa !5
  %164 = zext i8 %163 to i32
  %165 = add i32 %161, %164
  %166 = or disjoint i64 %153, 2
  %167 = mul i32 %165, 31
  %168 = getelementptr inbounds i8, ptr %4, i64 %166
  %169 = load i8, ptr %168, align 2, !tbaa !5
  %170 = zext i8 %169 to i32
  %171 = add i32 %167, %170
  %172 = or disjoint i64 %153, 3
  %173 = mul i32 %171, 31
  %174 = getelementptr inbounds i8, ptr %4, i64 %172
  %175 = load i8, ptr %174, align 1, !tbaa !5
  %176 = zext i8 %175 to i32
  %177 = add i32 %173, %176
  %178 = add nuw nsw i64 %153, 4
  %179 = icmp eq i64 %178, 64
  br i1 %179, label %180, label %152, !llvm.loop !18

180:                                              ; preds = %152
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %177)
  %182 = getelementptr inbounds i8, ptr %4, i64 10
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(40) %182, ptr noundef nonnull align 1 dereferenceable(40) %146, i64 40, i1 false)
  br label %183

183:                                              ; preds = %183, %180
  %184 = phi i64 [ 0, %180 ], [ %209, %183 ]
  %185 = phi i32 [ 0, %180 ], [ %208, %183 ]
  %186 = mul i32 %185, 31
  %187 = getelementptr inbounds i8, ptr %4, i64 %184
  %188 = load i8, ptr %187, align 4, !tbaa !5
  %189 = zext i8 %188 to i32
  %190 = add i32 %186, %189
  %191 = or disjoint i64 %184, 1
  %192 = mul i32 %190, 31
  %193 = getelementptr inbounds i8, ptr %4, i64 %191
  %194 = load i8, ptr %193, align 1, !tbaa !5
  %195 = zext i8 %194 to i32
  %196 = add i32 %192, %195
  %197 = or disjoint i64 %184, 2
  %198 = mul i32 %196, 31
  %199 = getelementptr inbounds i8, ptr %4, i64 %197
  %200 = load i8, ptr %199, align 2, !tbaa !5
  %201 = zext i8 %200 to i32
  %202 = add i32 %198, %201
  %203 = or disjoint i64 %184, 3
  %204 = mul i32 %202, 31
  %205 = getelementptr inbounds i8, ptr %4, i64 %203
  %206 = load i8, ptr %205, align 1, !tbaa !5
  %207 = zext i8 %206 to i32
  %208 = add i32 %204, %207
  %209 = add nuw nsw i64 %184, 4
  %210 = icmp eq i64 %209, 64
  br i1 %210, label %211, label %183, !llvm.loop !18

211:                                              ; preds = %183
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %208)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(33) %4, i8 -85, i64 33, i1 false)
  br label %213

213:                                              ; preds = %213, %211
  %214 = phi i64 [ 0, %211 ], [ %239, %213 ]
  %215 = phi i32 [ 0, %211 ], [ %238, %213 ]
  %216 = mul i32 %215, 31
  %217 = getelementptr inbounds i8, ptr %4, i64 %214
  %218 = load i8, ptr %217, align 4, !tbaa !5
  %219 = zext i8 %218 to i32
  %220 = add i32 %216, %219
  %221 = or disjoint i64 %214, 1
  %222 = mul i32 %220, 31
  %223 = getelementptr inbounds i8, ptr %4, i64 %221
  %224 = load i8, ptr %223, align 1, !tbaa !5
  %225 = zext i8 %224 to i32
  %226 = add i32 %222, %225
  %227 = or disjoint i64 %214, 2
  %228 = mul i32 %226, 31
  %229 = getelementptr inbounds i8, ptr %4, i64 %227
  %230 = load i8, ptr %229, align 2, !tbaa !5
  %231 = zext i8 %230 to i32
  %232 = add i32 %228, %231
  %233 = or disjoint i64 %214, 3
  %234 = mul i32 %232, 31
  %235 = getelementptr inbounds i8, ptr %4, i64 %233
  %236 = load i8, ptr %235, align 1, !tbaa !5
  %237 = zext i8 %236 to i32
  %238 = add i32 %234, %237
  %239 = add nuw nsw i64 %214, 4
  %240 = icmp eq i64 %239, 64
  br i1 %240, label %241, label %213, !llvm.loop !18

241:                                              ; preds = %213
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %238)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false)
  %243 = getelementptr inbounds i8, ptr %5, i64 2
  %244 = getelementptr inbounds i8, ptr %5, i64 3
  %245 = getelementptr inbounds i8, ptr %5, i64 4
  %246 = getelementptr inbounds i8, ptr %5, i64 5
  br label %247

247:                                              ; preds = %247, %241
  %248 = phi i64 [ 0, %241 ], [ %281, %247 ]
  %249 = phi i32 [ 0, %241 ], [ %280, %247 ]
  %250 = mul i32 %249, 31
  %251 = getelementptr inbounds i8, ptr %5, i64 %248
  %252 = load i8, ptr %251, align 2, !tbaa !5
  %253 = zext i8 %252 to i32
  %254 = add i32 %250, %253
  %255 = or disjoint i64 %248, 1
  %256 = mul i32 %254, 31
  %257 = getelementptr inbounds i8, ptr %5, i64 %255
  %258 = load i8, ptr %257, align 1, !tbaa !5
  %259 = zext i8 %258 to i32
  %260 = add i32 %256, %259
  %261 = mul i32 %260, 31
  %262 = getelementptr inbounds i8, ptr %243, i64 %248
  %263 = load i8, ptr %262, align 2, !tbaa !5
  %264 = zext i8 %263 to i32
  %265 = add i32 %261, %264
  %266 = mul i32 %265, 31
  %267 = getelementptr inbounds i8, ptr %244, i64 %248
  %268 = load i8, ptr %267, align 1, !tbaa !5
  %269 = zext i8 %268 to i32
  %270 = add i32 %266, %269
  %271 = mul i32 %270, 31
  %272 = getelementptr inbounds i8, ptr %245, i64 %248
  %273 = load i8, ptr %272, align 2, !tbaa !5
  %274 = zext i8 %273 to i32
  %275 = add i32 %271, %274
  %276 = mul i32 %275, 31
  %277 = getelementptr inbounds i8, ptr %246, i64 %248
  %278 = load i8, ptr %277, align 1, !tbaa !5
  %279 = zext i8 %278 to i32
  %280 = add i32 %276, %279
  %281 = add nuw nsw i64 %248, 6
  %282 = icmp eq i64 %281, 300
  br i1 %282, label %283, label %247, !llvm.loop !18

283:                                              ; preds = %247
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %280)
  %285 = getelementptr inbounds i8, ptr %6, i64 12
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(388) %285, i8 0, i64 384, i1 false)
  store i32 1, ptr %6, align 16
  %286 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 2, ptr %286, align 4
  %287 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 3, ptr %287, align 8
  %288 = getelementptr inbounds i8, ptr %6, i64 396
  store i32 5, ptr %288, align 4, !tbaa !8
  br label %289

289:                                              ; preds = %289, %283
  %290 = phi i64 [ 0, %283 ], [ %306, %289 ]
  %291 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %283 ], [ %307, %289 ]
  %292 = phi <4 x i32> [ zeroinitializer, %283 ], [ %304, %289 ]
  %293 = phi <4 x i32> [ zeroinitializer, %283 ], [ %305, %289 ]
  %294 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %290
  %295 = getelementptr inbounds i8, ptr %294, i64 16
  %296 = load <4 x i32>, ptr %294, align 16, !tbaa !8
  %297 = load <4 x i32>, ptr %295, align 16, !tbaa !8
  %298 = trunc <4 x i64> %291 to <4 x i32>
  %299 = add <4 x i32> %298, <i32 1, i32 1, i32 1, i32 1>
  %300 = trunc <4 x i64> %291 to <4 x i32>
  %301 = add <4 x i32> %300, <i32 5, i32 5, i32 5, i32 5>
  %302 = mul nsw <4 x i32> %296, %299
  %303 = mul nsw <4 x i32> %297, %301
  %304 = add <4 x i32> %302, %292
  %305 = add <4 x i32> %303, %293
  %306 = add nuw i64 %290, 8
  %307 = add <4 x i64> %291, <i64 8, i64 8, i64 8, i64 8>
  %308 = icmp eq i64 %306, 96
  br i1 %308, label %309, label %289, !llvm.loop !19

309:                                              ; preds = %289
  %310 = add <4 x i32> %305, %304
  %311 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %310)
  %312 = getelementptr inbounds i8, ptr %6, i64 384
  %313 = load i32, ptr %312, align 16, !tbaa !8
  %314 = mul nsw i32 %313, 97
  %315 = add nsw i32 %314, %311
  %316 = getelementptr inbounds i8, ptr %6, i64 388
  %317 = load i32, ptr %316, align 4, !tbaa !8
  %318 = mul nsw i32 %317, 98
  %319 = add nsw i32 %318, %315
  %320 = getelementptr inbounds i8, ptr %6, i64 392
  %321 = load i32, ptr %320, align 8, !tbaa !8
  %322 = mul nsw i32 %321, 99
  %323 = add nsw i32 %322, %319
  %324 = getelementptr inbounds i8, ptr %6, i64 396
  %325 = load i32, ptr %324, align 4, !tbaa !8
  %326 = mul nsw i32 %325, 100
  %327 = add nsw i32 %326, %323
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %327)
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 119, i32 noundef 663248232, i32 noundef -2)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11}
!11 = distinct !{!11, !12, !"make300: argument 0"}
!12 = distinct !{!12, !"make300"}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{i64 0, i64 300, !5}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !15, !16}
