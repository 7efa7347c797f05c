; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Blob64, align 8
  %2 = alloca %struct.Blob300, align 4
  %3 = alloca %struct.Blob300, align 4
  %4 = alloca [64 x i8], align 16
  %5 = alloca %struct.Blob300, align 4
  %6 = alloca [100 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9
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
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #9
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
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #9
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1243, i32 noundef 663248232, i32 noundef %54, i32 noundef %95, i32 noundef %136)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9
  store <16 x i8> <i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106>, ptr %4, align 16, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %4, i64 16
  store <16 x i8> <i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38>, ptr %140, align 16, !tbaa !5
  %141 = getelementptr inbounds i8, ptr %4, i64 32
  store <16 x i8> <i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74>, ptr %141, align 16, !tbaa !5
  %142 = getelementptr inbounds i8, ptr %4, i64 48
  store <16 x i8> <i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70>, ptr %142, align 16, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %4, i64 1
  %144 = load i32, ptr %143, align 1
  %145 = getelementptr inbounds i8, ptr %4, i64 3
  %146 = load i32, ptr %145, align 1
  %147 = getelementptr inbounds i8, ptr %4, i64 57
  %148 = load i32, ptr %147, align 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %144, i32 noundef %146, i32 noundef %148)
  %149 = getelementptr inbounds i8, ptr %4, i64 5
  store i64 1234605616436508552, ptr %149, align 1
  br label %150

150:                                              ; preds = %150, %139
  %151 = phi i64 [ 0, %139 ], [ %176, %150 ]
  %152 = phi i32 [ 0, %139 ], [ %175, %150 ]
  %153 = mul i32 %152, 31
  %154 = getelementptr inbounds i8, ptr %4, i64 %151
  %155 = load i8, ptr %154, align 4, !tbaa !5
  %156 = zext i8 %155 to i32
  %157 = add i32 %153, %156
  %158 = or disjoint i64 %151, 1
  %159 = mul i32 %157, 31
  %160 = getelementptr inbounds i8, ptr %4, i64 %158
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  %164 = or disjoint i64 %151, 2
  %165 = mul i32 %163, 31
  %166 = getelementptr inbounds i8, ptr %4, i64 %164
  %167 = load i8, ptr %166, align 2, !tbaa !5
  %168 = zext i8 %167 to i32
  %169 = add i32 %165, %168
  %170 = or disjoint i64 %151, 3
  %171 = mul i32 %169, 31
  %172 = getelementptr inbounds i8, ptr %4, i64 %170
  %173 = load i8, ptr %172, align 1, !tbaa !5
  %174 = zext i8 %173 to i32
  %175 = add i32 %171, %174
  %176 = add nuw nsw i64 %151, 4
  %177 = icmp eq i64 %176, 64
  br i1 %177, label %178, label %150, !llvm.loop !18

178:                                              ; preds = %150
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %175)
  %179 = getelementptr inbounds i8, ptr %4, i64 10
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(40) %179, ptr noundef nonnull align 1 dereferenceable(40) %145, i64 40, i1 false)
  br label %180

180:                                              ; preds = %180, %178
  %181 = phi i64 [ 0, %178 ], [ %206, %180 ]
  %182 = phi i32 [ 0, %178 ], [ %205, %180 ]
  %183 = mul i32 %182, 31
  %184 = getelementptr inbounds i8, ptr %4, i64 %181
  %185 = load i8, ptr %184, align 4, !tbaa !5
  %186 = zext i8 %185 to i32
  %187 = add i32 %183, %186
  %188 = or disjoint i64 %181, 1
  %189 = mul i32 %187, 31
  %190 = getelementptr inbounds i8, ptr %4, i64 %188
  %191 = load i8, ptr %190, align 1, !tbaa !5
  %192 = zext i8 %191 to i32
  %193 = add i32 %189, %192
  %194 = or disjoint i64 %181, 2
  %195 = mul i32 %193, 31
  %196 = getelementptr inbounds i8, ptr %4, i64 %194
  %197 = load i8, ptr %196, align 2, !tbaa !5
  %198 = zext i8 %197 to i32
  %199 = add i32 %195, %198
  %200 = or disjoint i64 %181, 3
  %201 = mul i32 %199, 31
  %202 = getelementptr inbounds i8, ptr %4, i64 %200
  %203 = load i8, ptr %202, align 1, !tbaa !5
  %204 = zext i8 %203 to i32
  %205 = add i32 %201, %204
  %206 = add nuw nsw i64 %181, 4
  %207 = icmp eq i64 %206, 64
  br i1 %207, label %208, label %180, !llvm.loop !18

208:                                              ; preds = %180
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %205)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(33) %4, i8 -85, i64 33, i1 false)
  br label %209

209:                                              ; preds = %209, %208
  %210 = phi i64 [ 0, %208 ], [ %235, %209 ]
  %211 = phi i32 [ 0, %208 ], [ %234, %209 ]
  %212 = mul i32 %211, 31
  %213 = getelementptr inbounds i8, ptr %4, i64 %210
  %214 = load i8, ptr %213, align 4, !tbaa !5
  %215 = zext i8 %214 to i32
  %216 = add i32 %212, %215
  %217 = or disjoint i64 %210, 1
  %218 = mul i32 %216, 31
  %219 = getelementptr inbounds i8, ptr %4, i64 %217
  %220 = load i8, ptr %219, align 1, !tbaa !5
  %221 = zext i8 %220 to i32
  %222 = add i32 %218, %221
  %223 = or disjoint i64 %210, 2
  %224 = mul i32 %222, 31
  %225 = getelementptr inbounds i8, ptr %4, i64 %223
  %226 = load i8, ptr %225, align 2, !tbaa !5
  %227 = zext i8 %226 to i32
  %228 = add i32 %224, %227
  %229 = or disjoint i64 %210, 3
  %230 = mul i32 %228, 31
  %231 = getelementptr inbounds i8, ptr %4, i64 %229
  %232 = load i8, ptr %231, align 1, !tbaa !5
  %233 = zext i8 %232 to i32
  %234 = add i32 %230, %233
  %235 = add nuw nsw i64 %210, 4
  %236 = icmp eq i64 %235, 64
  br i1 %236, label %237, label %209, !llvm.loop !18

237:                                              ; preds = %209
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %234)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false)
  %238 = getelementptr inbounds i8, ptr %5, i64 2
  %239 = getelementptr inbounds i8, ptr %5, i64 3
  %240 = getelementptr inbounds i8, ptr %5, i64 4
  %241 = getelementptr inbounds i8, ptr %5, i64 5
  br label %242

242:                                              ; preds = %242, %237
  %243 = phi i64 [ 0, %237 ], [ %276, %242 ]
  %244 = phi i32 [ 0, %237 ], [ %275, %242 ]
  %245 = mul i32 %244, 31
  %246 = getelementptr inbounds i8, ptr %5, i64 %243
  %247 = load i8, ptr %246, align 2, !tbaa !5
  %248 = zext i8 %247 to i32
  %249 = add i32 %245, %248
  %250 = or disjoint i64 %243, 1
  %251 = mul i32 %249, 31
  %252 = getelementptr inbounds i8, ptr %5, i64 %250
  %253 = load i8, ptr %252, align 1, !tbaa !5
  %254 = zext i8 %253 to i32
  %255 = add i32 %251, %254
  %256 = mul i32 %255, 31
  %257 = getelementptr inbounds i8, ptr %238, i64 %243
  %258 = load i8, ptr %257, align 2, !tbaa !5
  %259 = zext i8 %258 to i32
  %260 = add i32 %256, %259
  %261 = mul i32 %260, 31
  %262 = getelementptr inbounds i8, ptr %239, i64 %243
  %263 = load i8, ptr %262, align 1, !tbaa !5
  %264 = zext i8 %263 to i32
  %265 = add i32 %261, %264
  %266 = mul i32 %265, 31
  %267 = getelementptr inbounds i8, ptr %240, i64 %243
  %268 = load i8, ptr %267, align 2, !tbaa !5
  %269 = zext i8 %268 to i32
  %270 = add i32 %266, %269
  %271 = mul i32 %270, 31
  %272 = getelementptr inbounds i8, ptr %241, i64 %243
  %273 = load i8, ptr %272, align 1, !tbaa !5
  %274 = zext i8 %273 to i32
  %275 = add i32 %271, %274
  %276 = add nuw nsw i64 %243, 6
  %277 = icmp eq i64 %276, 300
  br i1 %277, label %278, label %242, !llvm.loop !18

278:                                              ; preds = %242
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %275)
  %279 = getelementptr inbounds i8, ptr %6, i64 12
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(388) %279, i8 0, i64 384, i1 false)
  store i32 1, ptr %6, align 16
  %280 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 2, ptr %280, align 4
  %281 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 3, ptr %281, align 8
  %282 = getelementptr inbounds i8, ptr %6, i64 396
  store i32 5, ptr %282, align 4, !tbaa !8
  br label %283

283:                                              ; preds = %283, %278
  %284 = phi i64 [ 0, %278 ], [ %300, %283 ]
  %285 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %278 ], [ %301, %283 ]
  %286 = phi <4 x i32> [ zeroinitializer, %278 ], [ %298, %283 ]
  %287 = phi <4 x i32> [ zeroinitializer, %278 ], [ %299, %283 ]
  %288 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %284
  %289 = getelementptr inbounds i8, ptr %288, i64 16
  %290 = load <4 x i32>, ptr %288, align 16, !tbaa !8
  %291 = load <4 x i32>, ptr %289, align 16, !tbaa !8
  %292 = trunc <4 x i64> %285 to <4 x i32>
  %293 = add <4 x i32> %292, <i32 1, i32 1, i32 1, i32 1>
  %294 = trunc <4 x i64> %285 to <4 x i32>
  %295 = add <4 x i32> %294, <i32 5, i32 5, i32 5, i32 5>
  %296 = mul nsw <4 x i32> %290, %293
  %297 = mul nsw <4 x i32> %291, %295
  %298 = add <4 x i32> %296, %286
  %299 = add <4 x i32> %297, %287
  %300 = add nuw i64 %284, 8
  %301 = add <4 x i64> %285, <i64 8, i64 8, i64 8, i64 8>
  %302 = icmp eq i64 %300, 96
  br i1 %302, label %303, label %283, !llvm.loop !19

303:                                              ; preds = %283
  %304 = add <4 x i32> %299, %298
  %305 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %304)
  %306 = getelementptr inbounds i8, ptr %6, i64 384
  %307 = load i32, ptr %306, align 16, !tbaa !8
  %308 = mul nsw i32 %307, 97
  %309 = add nsw i32 %308, %305
  %310 = getelementptr inbounds i8, ptr %6, i64 388
  %311 = load i32, ptr %310, align 4, !tbaa !8
  %312 = mul nsw i32 %311, 98
  %313 = add nsw i32 %312, %309
  %314 = getelementptr inbounds i8, ptr %6, i64 392
  %315 = load i32, ptr %314, align 8, !tbaa !8
  %316 = mul nsw i32 %315, 99
  %317 = add nsw i32 %316, %313
  %318 = getelementptr inbounds i8, ptr %6, i64 396
  %319 = load i32, ptr %318, align 4, !tbaa !8
  %320 = mul nsw i32 %319, 100
  %321 = add nsw i32 %320, %317
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %321)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 119, i32 noundef 663248232, i32 noundef -2)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9
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

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !20
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !6, i64 0}
