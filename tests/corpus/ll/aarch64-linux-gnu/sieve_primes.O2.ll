; ModuleID = 'tests/programs/sieve_primes.c'
source_filename = "tests/programs/sieve_primes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"primes <= %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"sum of primes in last 1000: %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"twin primes: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"miller-rabin agrees: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"mr(%llu) = %d\0A\00", align 1
@miller_rabin.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 8
@.str.5 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias dereferenceable_or_null(200001) ptr @malloc(i64 noundef 200001) #8
  %2 = getelementptr inbounds i8, ptr %1, i64 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200001) %2, i8 1, i64 199999, i1 false)
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 0, ptr %3, align 1, !tbaa !6
  store i8 0, ptr %1, align 1, !tbaa !6
  br label %4

4:                                                ; preds = %49, %0
  %5 = phi i64 [ %55, %49 ], [ 0, %0 ]
  %6 = phi i64 [ %51, %49 ], [ 5, %0 ]
  %7 = phi i64 [ %50, %49 ], [ 2, %0 ]
  %8 = phi i32 [ %53, %49 ], [ 4, %0 ]
  %9 = getelementptr inbounds i8, ptr %1, i64 %7
  %10 = load i8, ptr %9, align 1, !tbaa !6
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %49, label %12

12:                                               ; preds = %4
  %13 = zext i32 %8 to i64
  %14 = add nuw i64 %7, %13
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 200001)
  %16 = sub i64 %15, %5
  %17 = add i64 %16, -2
  %18 = icmp ne i64 %17, %13
  %19 = zext i1 %18 to i64
  %20 = add nuw nsw i64 %19, %13
  %21 = sub i64 %17, %20
  %22 = zext i32 %8 to i64
  %23 = select i1 %18, i64 2, i64 1
  %24 = udiv i64 %21, %7
  %25 = add i64 %23, %24
  %26 = icmp ult i64 %25, 2
  br i1 %26, label %42, label %27

27:                                               ; preds = %12
  %28 = and i64 %25, -2
  %29 = mul i64 %28, %7
  %30 = add i64 %29, %22
  %31 = getelementptr i8, ptr %1, i64 %7
  br label %32

32:                                               ; preds = %32, %27
  %33 = phi i64 [ 0, %27 ], [ %38, %32 ]
  %34 = mul i64 %33, %7
  %35 = add i64 %34, %22
  %36 = getelementptr inbounds i8, ptr %1, i64 %35
  %37 = getelementptr i8, ptr %31, i64 %35
  store i8 0, ptr %36, align 1, !tbaa !6
  store i8 0, ptr %37, align 1, !tbaa !6
  %38 = add nuw i64 %33, 2
  %39 = icmp eq i64 %38, %28
  br i1 %39, label %40, label %32, !llvm.loop !9

40:                                               ; preds = %32
  %41 = icmp eq i64 %25, %28
  br i1 %41, label %49, label %42

42:                                               ; preds = %40, %12
  %43 = phi i64 [ %22, %12 ], [ %30, %40 ]
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %47, %44 ], [ %43, %42 ]
  %46 = getelementptr inbounds i8, ptr %1, i64 %45
  store i8 0, ptr %46, align 1, !tbaa !6
  %47 = add nuw nsw i64 %45, %7
  %48 = icmp ult i64 %47, 200001
  br i1 %48, label %44, label %49, !llvm.loop !13

49:                                               ; preds = %44, %40, %4
  %50 = add nuw nsw i64 %7, 1
  %51 = add nuw nsw i64 %6, 2
  %52 = trunc i64 %6 to i32
  %53 = add i32 %8, %52
  %54 = icmp eq i64 %50, 448
  %55 = add i64 %5, 1
  br i1 %54, label %56, label %4, !llvm.loop !14

56:                                               ; preds = %49, %56
  %57 = phi i64 [ %68, %56 ], [ 0, %49 ]
  %58 = phi <16 x i32> [ %66, %56 ], [ zeroinitializer, %49 ]
  %59 = phi <16 x i32> [ %67, %56 ], [ zeroinitializer, %49 ]
  %60 = getelementptr inbounds i8, ptr %1, i64 %57
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load <16 x i8>, ptr %60, align 1, !tbaa !6
  %63 = load <16 x i8>, ptr %61, align 1, !tbaa !6
  %64 = zext <16 x i8> %62 to <16 x i32>
  %65 = zext <16 x i8> %63 to <16 x i32>
  %66 = add <16 x i32> %58, %64
  %67 = add <16 x i32> %59, %65
  %68 = add nuw i64 %57, 32
  %69 = icmp eq i64 %68, 200000
  br i1 %69, label %70, label %56, !llvm.loop !15

70:                                               ; preds = %56
  %71 = add <16 x i32> %67, %66
  %72 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %71)
  %73 = getelementptr inbounds i8, ptr %1, i64 200000
  %74 = load i8, ptr %73, align 1, !tbaa !6
  %75 = zext i8 %74 to i32
  %76 = add nuw nsw i32 %72, %75
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %76)
  %78 = getelementptr i8, ptr %1, i64 -15
  br label %79

79:                                               ; preds = %79, %70
  %80 = phi i64 [ 0, %70 ], [ %90, %79 ]
  %81 = phi <16 x i64> [ <i64 200000, i64 199999, i64 199998, i64 199997, i64 199996, i64 199995, i64 199994, i64 199993, i64 199992, i64 199991, i64 199990, i64 199989, i64 199988, i64 199987, i64 199986, i64 199985>, %70 ], [ %91, %79 ]
  %82 = phi <16 x i64> [ zeroinitializer, %70 ], [ %89, %79 ]
  %83 = sub i64 200000, %80
  %84 = getelementptr i8, ptr %78, i64 %83
  %85 = load <16 x i8>, ptr %84, align 1, !tbaa !6
  %86 = shufflevector <16 x i8> %85, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %87 = icmp eq <16 x i8> %86, zeroinitializer
  %88 = select <16 x i1> %87, <16 x i64> zeroinitializer, <16 x i64> %81
  %89 = add <16 x i64> %88, %82
  %90 = add nuw i64 %80, 16
  %91 = add <16 x i64> %81, <i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16>
  %92 = icmp eq i64 %90, 992
  br i1 %92, label %93, label %79, !llvm.loop !16

93:                                               ; preds = %79
  %94 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %89)
  %95 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %94, i64 0
  %96 = getelementptr inbounds i8, ptr %1, i64 199001
  %97 = load <8 x i8>, ptr %96, align 1, !tbaa !6
  %98 = shufflevector <8 x i8> %97, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %99 = icmp eq <8 x i8> %98, zeroinitializer
  %100 = select <8 x i1> %99, <8 x i64> zeroinitializer, <8 x i64> <i64 199008, i64 199007, i64 199006, i64 199005, i64 199004, i64 199003, i64 199002, i64 199001>
  %101 = add <8 x i64> %100, %95
  %102 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %101)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %102)
  br label %104

104:                                              ; preds = %104, %93
  %105 = phi i64 [ 0, %93 ], [ %127, %104 ]
  %106 = phi <16 x i32> [ zeroinitializer, %93 ], [ %125, %104 ]
  %107 = phi <16 x i32> [ zeroinitializer, %93 ], [ %126, %104 ]
  %108 = or disjoint i64 %105, 3
  %109 = getelementptr i8, ptr %1, i64 %108
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load <16 x i8>, ptr %109, align 1, !tbaa !6
  %112 = load <16 x i8>, ptr %110, align 1, !tbaa !6
  %113 = icmp ne <16 x i8> %111, zeroinitializer
  %114 = icmp ne <16 x i8> %112, zeroinitializer
  %115 = getelementptr i8, ptr %109, i64 2
  %116 = getelementptr i8, ptr %109, i64 18
  %117 = load <16 x i8>, ptr %115, align 1, !tbaa !6
  %118 = load <16 x i8>, ptr %116, align 1, !tbaa !6
  %119 = icmp ne <16 x i8> %117, zeroinitializer
  %120 = icmp ne <16 x i8> %118, zeroinitializer
  %121 = select <16 x i1> %113, <16 x i1> %119, <16 x i1> zeroinitializer
  %122 = select <16 x i1> %114, <16 x i1> %120, <16 x i1> zeroinitializer
  %123 = zext <16 x i1> %121 to <16 x i32>
  %124 = zext <16 x i1> %122 to <16 x i32>
  %125 = add <16 x i32> %106, %123
  %126 = add <16 x i32> %107, %124
  %127 = add nuw i64 %105, 32
  %128 = icmp eq i64 %127, 199968
  br i1 %128, label %129, label %104, !llvm.loop !17

129:                                              ; preds = %104
  %130 = add <16 x i32> %126, %125
  %131 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %130)
  %132 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %131, i64 0
  %133 = getelementptr i8, ptr %1, i64 199971
  %134 = load <8 x i8>, ptr %133, align 1, !tbaa !6
  %135 = icmp ne <8 x i8> %134, zeroinitializer
  %136 = getelementptr i8, ptr %1, i64 199973
  %137 = load <8 x i8>, ptr %136, align 1, !tbaa !6
  %138 = icmp ne <8 x i8> %137, zeroinitializer
  %139 = select <8 x i1> %135, <8 x i1> %138, <8 x i1> zeroinitializer
  %140 = zext <8 x i1> %139 to <8 x i32>
  %141 = add <8 x i32> %132, %140
  %142 = getelementptr i8, ptr %1, i64 199979
  %143 = load <8 x i8>, ptr %142, align 1, !tbaa !6
  %144 = icmp ne <8 x i8> %143, zeroinitializer
  %145 = getelementptr i8, ptr %1, i64 199981
  %146 = load <8 x i8>, ptr %145, align 1, !tbaa !6
  %147 = icmp ne <8 x i8> %146, zeroinitializer
  %148 = select <8 x i1> %144, <8 x i1> %147, <8 x i1> zeroinitializer
  %149 = zext <8 x i1> %148 to <8 x i32>
  %150 = add <8 x i32> %141, %149
  %151 = getelementptr i8, ptr %1, i64 199987
  %152 = load <8 x i8>, ptr %151, align 1, !tbaa !6
  %153 = icmp ne <8 x i8> %152, zeroinitializer
  %154 = getelementptr i8, ptr %1, i64 199989
  %155 = load <8 x i8>, ptr %154, align 1, !tbaa !6
  %156 = icmp ne <8 x i8> %155, zeroinitializer
  %157 = select <8 x i1> %153, <8 x i1> %156, <8 x i1> zeroinitializer
  %158 = zext <8 x i1> %157 to <8 x i32>
  %159 = add <8 x i32> %150, %158
  %160 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %159)
  %161 = getelementptr inbounds i8, ptr %1, i64 199995
  %162 = load i8, ptr %161, align 1, !tbaa !6
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %169, label %164

164:                                              ; preds = %129
  %165 = getelementptr inbounds i8, ptr %1, i64 199997
  %166 = load i8, ptr %165, align 1, !tbaa !6
  %167 = icmp ne i8 %166, 0
  %168 = zext i1 %167 to i32
  br label %169

169:                                              ; preds = %164, %129
  %170 = phi i32 [ 0, %129 ], [ %168, %164 ]
  %171 = add nuw nsw i32 %160, %170
  %172 = getelementptr inbounds i8, ptr %1, i64 199996
  %173 = load i8, ptr %172, align 1, !tbaa !6
  %174 = icmp eq i8 %173, 0
  br i1 %174, label %180, label %175

175:                                              ; preds = %169
  %176 = getelementptr inbounds i8, ptr %1, i64 199998
  %177 = load i8, ptr %176, align 1, !tbaa !6
  %178 = icmp ne i8 %177, 0
  %179 = zext i1 %178 to i32
  br label %180

180:                                              ; preds = %175, %169
  %181 = phi i32 [ 0, %169 ], [ %179, %175 ]
  %182 = add nuw nsw i32 %171, %181
  %183 = getelementptr inbounds i8, ptr %1, i64 199997
  %184 = load i8, ptr %183, align 1, !tbaa !6
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %191, label %186

186:                                              ; preds = %180
  %187 = getelementptr inbounds i8, ptr %1, i64 199999
  %188 = load i8, ptr %187, align 1, !tbaa !6
  %189 = icmp ne i8 %188, 0
  %190 = zext i1 %189 to i32
  br label %191

191:                                              ; preds = %186, %180
  %192 = phi i32 [ 0, %180 ], [ %190, %186 ]
  %193 = add nuw nsw i32 %182, %192
  %194 = getelementptr inbounds i8, ptr %1, i64 199998
  %195 = load i8, ptr %194, align 1, !tbaa !6
  %196 = icmp eq i8 %195, 0
  br i1 %196, label %202, label %197

197:                                              ; preds = %191
  %198 = getelementptr inbounds i8, ptr %1, i64 200000
  %199 = load i8, ptr %198, align 1, !tbaa !6
  %200 = icmp ne i8 %199, 0
  %201 = zext i1 %200 to i32
  br label %202

202:                                              ; preds = %197, %191
  %203 = phi i32 [ 0, %191 ], [ %201, %197 ]
  %204 = add nuw nsw i32 %193, %203
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %204)
  br label %217

206:                                              ; preds = %217
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %225)
  %208 = tail call fastcc i32 @miller_rabin(i64 noundef 1000000007)
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1000000007, i32 noundef %208)
  %210 = tail call fastcc i32 @miller_rabin(i64 noundef 3000000027)
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 3000000027, i32 noundef %210)
  %212 = tail call fastcc i32 @miller_rabin(i64 noundef -59)
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -59, i32 noundef %212)
  %214 = tail call fastcc i32 @miller_rabin(i64 noundef -94489280427)
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -94489280427, i32 noundef %214)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 600851475143)
  br label %228

217:                                              ; preds = %202, %217
  %218 = phi i64 [ 0, %202 ], [ %226, %217 ]
  %219 = phi i32 [ 1, %202 ], [ %225, %217 ]
  %220 = tail call fastcc i32 @miller_rabin(i64 noundef %218)
  %221 = getelementptr inbounds i8, ptr %1, i64 %218
  %222 = load i8, ptr %221, align 1, !tbaa !6
  %223 = zext i8 %222 to i32
  %224 = icmp eq i32 %220, %223
  %225 = select i1 %224, i32 %219, i32 0
  %226 = add nuw nsw i64 %218, 1
  %227 = icmp eq i64 %226, 20001
  br i1 %227, label %206, label %217, !llvm.loop !18

228:                                              ; preds = %241, %206
  %229 = phi i64 [ %245, %241 ], [ 2, %206 ]
  %230 = phi i64 [ %242, %241 ], [ 600851475143, %206 ]
  %231 = urem i64 %230, %229
  %232 = icmp eq i64 %231, 0
  br i1 %232, label %235, label %241

233:                                              ; preds = %241
  %234 = icmp ugt i64 %242, 1
  br i1 %234, label %248, label %250

235:                                              ; preds = %228, %235
  %236 = phi i64 [ %238, %235 ], [ %230, %228 ]
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %229)
  %238 = udiv i64 %236, %229
  %239 = urem i64 %238, %229
  %240 = icmp eq i64 %239, 0
  br i1 %240, label %235, label %241, !llvm.loop !19

241:                                              ; preds = %235, %228
  %242 = phi i64 [ %230, %228 ], [ %238, %235 ]
  %243 = icmp eq i64 %229, 2
  %244 = select i1 %243, i64 1, i64 2
  %245 = add i64 %244, %229
  %246 = mul i64 %245, %245
  %247 = icmp ugt i64 %246, %242
  br i1 %247, label %233, label %228, !llvm.loop !20

248:                                              ; preds = %233
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %242)
  br label %250

250:                                              ; preds = %233, %248
  %251 = tail call i32 @putchar(i32 10)
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 969999127)
  br label %253

253:                                              ; preds = %266, %250
  %254 = phi i64 [ %270, %266 ], [ 2, %250 ]
  %255 = phi i64 [ %267, %266 ], [ 969999127, %250 ]
  %256 = urem i64 %255, %254
  %257 = icmp eq i64 %256, 0
  br i1 %257, label %260, label %266

258:                                              ; preds = %266
  %259 = icmp ugt i64 %267, 1
  br i1 %259, label %273, label %275

260:                                              ; preds = %253, %260
  %261 = phi i64 [ %263, %260 ], [ %255, %253 ]
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %254)
  %263 = udiv i64 %261, %254
  %264 = urem i64 %263, %254
  %265 = icmp eq i64 %264, 0
  br i1 %265, label %260, label %266, !llvm.loop !19

266:                                              ; preds = %260, %253
  %267 = phi i64 [ %255, %253 ], [ %263, %260 ]
  %268 = icmp eq i64 %254, 2
  %269 = select i1 %268, i64 1, i64 2
  %270 = add i64 %269, %254
  %271 = mul i64 %270, %270
  %272 = icmp ugt i64 %271, %267
  br i1 %272, label %258, label %253, !llvm.loop !20

273:                                              ; preds = %258
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %267)
  br label %275

275:                                              ; preds = %258, %273
  %276 = tail call i32 @putchar(i32 10)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 1099511627776)
  br label %278

278:                                              ; preds = %291, %275
  %279 = phi i64 [ %295, %291 ], [ 2, %275 ]
  %280 = phi i64 [ %292, %291 ], [ 1099511627776, %275 ]
  %281 = urem i64 %280, %279
  %282 = icmp eq i64 %281, 0
  br i1 %282, label %285, label %291

283:                                              ; preds = %291
  %284 = icmp ugt i64 %292, 1
  br i1 %284, label %298, label %300

285:                                              ; preds = %278, %285
  %286 = phi i64 [ %288, %285 ], [ %280, %278 ]
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %279)
  %288 = udiv i64 %286, %279
  %289 = urem i64 %288, %279
  %290 = icmp eq i64 %289, 0
  br i1 %290, label %285, label %291, !llvm.loop !19

291:                                              ; preds = %285, %278
  %292 = phi i64 [ %280, %278 ], [ %288, %285 ]
  %293 = icmp eq i64 %279, 2
  %294 = select i1 %293, i64 1, i64 2
  %295 = add i64 %294, %279
  %296 = mul i64 %295, %295
  %297 = icmp ugt i64 %296, %292
  br i1 %297, label %283, label %278, !llvm.loop !20

298:                                              ; preds = %283
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %292)
  br label %300

300:                                              ; preds = %283, %298
  %301 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @miller_rabin(i64 noundef %0) unnamed_addr #3 {
  %2 = icmp ult i64 %0, 2
  br i1 %2, label %104, label %3

3:                                                ; preds = %1
  %4 = and i64 %0, 1
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %39, label %6

6:                                                ; preds = %3
  %7 = urem i64 %0, 3
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %39, label %9

9:                                                ; preds = %6
  %10 = urem i64 %0, 5
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %39, label %12

12:                                               ; preds = %9
  %13 = urem i64 %0, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %39, label %15

15:                                               ; preds = %12
  %16 = urem i64 %0, 11
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %39, label %18

18:                                               ; preds = %15
  %19 = urem i64 %0, 13
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %39, label %21

21:                                               ; preds = %18
  %22 = urem i64 %0, 17
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %39, label %24

24:                                               ; preds = %21
  %25 = urem i64 %0, 19
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %39, label %27

27:                                               ; preds = %24
  %28 = urem i64 %0, 23
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %39, label %30

30:                                               ; preds = %27
  %31 = urem i64 %0, 29
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %39, label %33

33:                                               ; preds = %30
  %34 = urem i64 %0, 31
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %33
  %37 = urem i64 %0, 37
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ]
  %41 = icmp eq i64 %40, %0
  br label %104

42:                                               ; preds = %36
  %43 = add nsw i64 %0, -1
  br label %48

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
  %51 = lshr exact i64 %50, 1
  %52 = add nuw nsw i32 %49, 1
  %53 = and i64 %50, 2
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %48, label %44, !llvm.loop !21

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
  br i1 %45, label %99, label %57

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @miller_rabin.bases, i64 0, i64 %56
  %59 = load i64, ptr %58, align 8, !tbaa !22
  %60 = urem i64 %59, %0
  br label %61

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
  %65 = and i64 %64, 1
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %67, label %69

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128
  br label %75

69:                                               ; preds = %61
  %70 = zext i64 %62 to i128
  %71 = zext i64 %63 to i128
  %72 = mul nuw i128 %71, %70
  %73 = urem i128 %72, %46
  %74 = trunc nuw i128 %73 to i64
  br label %75

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ]
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ]
  %78 = mul nuw i128 %76, %76
  %79 = urem i128 %78, %46
  %80 = trunc nuw i128 %79 to i64
  %81 = lshr i64 %64, 1
  %82 = icmp ult i64 %64, 2
  br i1 %82, label %83, label %61, !llvm.loop !24

83:                                               ; preds = %75
  %84 = icmp eq i64 %77, 1
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85
  br i1 %86, label %99, label %87

87:                                               ; preds = %83
  br i1 %47, label %104, label %91

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1
  %90 = icmp eq i32 %92, %49
  br i1 %90, label %104, label %91, !llvm.loop !25

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
  %94 = zext i64 %93 to i128
  %95 = mul nuw i128 %94, %94
  %96 = urem i128 %95, %46
  %97 = trunc nuw i128 %96 to i64
  %98 = icmp eq i64 %43, %97
  br i1 %98, label %99, label %88

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1
  %101 = icmp eq i64 %100, 12
  br i1 %101, label %102, label %55, !llvm.loop !26

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32
  ret i32 %106
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !7, i64 0}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
