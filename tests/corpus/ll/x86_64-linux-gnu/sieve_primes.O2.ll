; ModuleID = 'tests/programs/sieve_primes.c'
source_filename = "tests/programs/sieve_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"primes <= %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"sum of primes in last 1000: %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"twin primes: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"miller-rabin agrees: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"mr(%llu) = %d\0A\00", align 1
@miller_rabin.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16
@.str.5 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias dereferenceable_or_null(200001) ptr @malloc(i64 noundef 200001) #8
  %2 = getelementptr inbounds i8, ptr %1, i64 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200001) %2, i8 1, i64 199999, i1 false)
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 0, ptr %3, align 1, !tbaa !5
  store i8 0, ptr %1, align 1, !tbaa !5
  br label %4

4:                                                ; preds = %32, %0
  %5 = phi i64 [ 5, %0 ], [ %34, %32 ]
  %6 = phi i64 [ 2, %0 ], [ %33, %32 ]
  %7 = phi i32 [ 4, %0 ], [ %37, %32 ]
  %8 = getelementptr inbounds i8, ptr %1, i64 %6
  %9 = load i8, ptr %8, align 1, !tbaa !5
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %4
  %12 = zext i32 %7 to i64
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ %12, %11 ], [ %16, %13 ]
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  store i8 0, ptr %15, align 1, !tbaa !5
  %16 = add nuw nsw i64 %14, %6
  %17 = icmp ult i64 %16, 200001
  br i1 %17, label %13, label %18, !llvm.loop !8

18:                                               ; preds = %13, %4
  %19 = or disjoint i64 %6, 1
  %20 = trunc nuw nsw i64 %5 to i32
  %21 = add i32 %7, %20
  %22 = getelementptr inbounds i8, ptr %1, i64 %19
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %32, label %25

25:                                               ; preds = %18
  %26 = zext i32 %21 to i64
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ %26, %25 ], [ %30, %27 ]
  %29 = getelementptr inbounds i8, ptr %1, i64 %28
  store i8 0, ptr %29, align 1, !tbaa !5
  %30 = add nuw nsw i64 %28, %19
  %31 = icmp ult i64 %30, 200001
  br i1 %31, label %27, label %32, !llvm.loop !8

32:                                               ; preds = %27, %18
  %33 = add nuw nsw i64 %6, 2
  %34 = add nuw nsw i64 %5, 4
  %35 = trunc i64 %5 to i32
  %36 = add i32 %35, 2
  %37 = add i32 %21, %36
  %38 = icmp eq i64 %33, 448
  br i1 %38, label %39, label %4, !llvm.loop !10

39:                                               ; preds = %32, %39
  %40 = phi i64 [ %60, %39 ], [ 0, %32 ]
  %41 = phi <4 x i32> [ %58, %39 ], [ zeroinitializer, %32 ]
  %42 = phi <4 x i32> [ %59, %39 ], [ zeroinitializer, %32 ]
  %43 = getelementptr inbounds i8, ptr %1, i64 %40
  %44 = getelementptr inbounds i8, ptr %43, i64 4
  %45 = load <4 x i8>, ptr %43, align 1, !tbaa !5
  %46 = load <4 x i8>, ptr %44, align 1, !tbaa !5
  %47 = zext <4 x i8> %45 to <4 x i32>
  %48 = zext <4 x i8> %46 to <4 x i32>
  %49 = add <4 x i32> %41, %47
  %50 = add <4 x i32> %42, %48
  %51 = or disjoint i64 %40, 8
  %52 = getelementptr inbounds i8, ptr %1, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 4
  %54 = load <4 x i8>, ptr %52, align 1, !tbaa !5
  %55 = load <4 x i8>, ptr %53, align 1, !tbaa !5
  %56 = zext <4 x i8> %54 to <4 x i32>
  %57 = zext <4 x i8> %55 to <4 x i32>
  %58 = add <4 x i32> %49, %56
  %59 = add <4 x i32> %50, %57
  %60 = add nuw nsw i64 %40, 16
  %61 = icmp eq i64 %60, 200000
  br i1 %61, label %62, label %39, !llvm.loop !11

62:                                               ; preds = %39
  %63 = add <4 x i32> %59, %58
  %64 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %63)
  %65 = getelementptr inbounds i8, ptr %1, i64 200000
  %66 = load i8, ptr %65, align 1, !tbaa !5
  %67 = zext i8 %66 to i32
  %68 = add nuw nsw i32 %64, %67
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %68)
  br label %70

70:                                               ; preds = %70, %62
  %71 = phi i64 [ 0, %62 ], [ %90, %70 ]
  %72 = phi <2 x i64> [ <i64 200000, i64 199999>, %62 ], [ %91, %70 ]
  %73 = phi <2 x i64> [ zeroinitializer, %62 ], [ %88, %70 ]
  %74 = phi <2 x i64> [ zeroinitializer, %62 ], [ %89, %70 ]
  %75 = add <2 x i64> %72, <i64 -2, i64 -2>
  %76 = sub i64 200000, %71
  %77 = getelementptr inbounds i8, ptr %1, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 -1
  %79 = getelementptr inbounds i8, ptr %77, i64 -3
  %80 = load <2 x i8>, ptr %78, align 1, !tbaa !5
  %81 = shufflevector <2 x i8> %80, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %82 = load <2 x i8>, ptr %79, align 1, !tbaa !5
  %83 = shufflevector <2 x i8> %82, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %84 = icmp eq <2 x i8> %81, zeroinitializer
  %85 = icmp eq <2 x i8> %83, zeroinitializer
  %86 = select <2 x i1> %84, <2 x i64> zeroinitializer, <2 x i64> %72
  %87 = select <2 x i1> %85, <2 x i64> zeroinitializer, <2 x i64> %75
  %88 = add <2 x i64> %86, %73
  %89 = add <2 x i64> %87, %74
  %90 = add nuw i64 %71, 4
  %91 = add <2 x i64> %72, <i64 -4, i64 -4>
  %92 = icmp eq i64 %90, 1000
  br i1 %92, label %93, label %70, !llvm.loop !14

93:                                               ; preds = %70
  %94 = add <2 x i64> %89, %88
  %95 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %94)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %95)
  br label %97

97:                                               ; preds = %97, %93
  %98 = phi i64 [ 0, %93 ], [ %120, %97 ]
  %99 = phi <4 x i32> [ zeroinitializer, %93 ], [ %118, %97 ]
  %100 = phi <4 x i32> [ zeroinitializer, %93 ], [ %119, %97 ]
  %101 = or disjoint i64 %98, 3
  %102 = getelementptr i8, ptr %1, i64 %101
  %103 = getelementptr inbounds i8, ptr %102, i64 4
  %104 = load <4 x i8>, ptr %102, align 1, !tbaa !5
  %105 = load <4 x i8>, ptr %103, align 1, !tbaa !5
  %106 = icmp ne <4 x i8> %104, zeroinitializer
  %107 = icmp ne <4 x i8> %105, zeroinitializer
  %108 = getelementptr i8, ptr %102, i64 2
  %109 = getelementptr i8, ptr %102, i64 6
  %110 = load <4 x i8>, ptr %108, align 1, !tbaa !5
  %111 = load <4 x i8>, ptr %109, align 1, !tbaa !5
  %112 = icmp ne <4 x i8> %110, zeroinitializer
  %113 = icmp ne <4 x i8> %111, zeroinitializer
  %114 = select <4 x i1> %106, <4 x i1> %112, <4 x i1> zeroinitializer
  %115 = select <4 x i1> %107, <4 x i1> %113, <4 x i1> zeroinitializer
  %116 = zext <4 x i1> %114 to <4 x i32>
  %117 = zext <4 x i1> %115 to <4 x i32>
  %118 = add <4 x i32> %99, %116
  %119 = add <4 x i32> %100, %117
  %120 = add nuw i64 %98, 8
  %121 = icmp eq i64 %120, 199992
  br i1 %121, label %122, label %97, !llvm.loop !15

122:                                              ; preds = %97
  %123 = add <4 x i32> %119, %118
  %124 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %123)
  %125 = getelementptr inbounds i8, ptr %1, i64 199995
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %133, label %128

128:                                              ; preds = %122
  %129 = getelementptr inbounds i8, ptr %1, i64 199997
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %131 = icmp ne i8 %130, 0
  %132 = zext i1 %131 to i32
  br label %133

133:                                              ; preds = %128, %122
  %134 = phi i32 [ 0, %122 ], [ %132, %128 ]
  %135 = add nuw nsw i32 %124, %134
  %136 = getelementptr inbounds i8, ptr %1, i64 199996
  %137 = load i8, ptr %136, align 1, !tbaa !5
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %144, label %139

139:                                              ; preds = %133
  %140 = getelementptr inbounds i8, ptr %1, i64 199998
  %141 = load i8, ptr %140, align 1, !tbaa !5
  %142 = icmp ne i8 %141, 0
  %143 = zext i1 %142 to i32
  br label %144

144:                                              ; preds = %139, %133
  %145 = phi i32 [ 0, %133 ], [ %143, %139 ]
  %146 = add nuw nsw i32 %135, %145
  %147 = getelementptr inbounds i8, ptr %1, i64 199997
  %148 = load i8, ptr %147, align 1, !tbaa !5
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %155, label %150

150:                                              ; preds = %144
  %151 = getelementptr inbounds i8, ptr %1, i64 199999
  %152 = load i8, ptr %151, align 1, !tbaa !5
  %153 = icmp ne i8 %152, 0
  %154 = zext i1 %153 to i32
  br label %155

155:                                              ; preds = %150, %144
  %156 = phi i32 [ 0, %144 ], [ %154, %150 ]
  %157 = add nuw nsw i32 %146, %156
  %158 = getelementptr inbounds i8, ptr %1, i64 199998
  %159 = load i8, ptr %158, align 1, !tbaa !5
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %166, label %161

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, ptr %1, i64 200000
  %163 = load i8, ptr %162, align 1, !tbaa !5
  %164 = icmp ne i8 %163, 0
  %165 = zext i1 %164 to i32
  br label %166

166:                                              ; preds = %161, %155
  %167 = phi i32 [ 0, %155 ], [ %165, %161 ]
  %168 = add nuw nsw i32 %157, %167
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %168)
  br label %181

170:                                              ; preds = %181
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %189)
  %172 = tail call fastcc i32 @miller_rabin(i64 noundef 1000000007)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1000000007, i32 noundef %172)
  %174 = tail call fastcc i32 @miller_rabin(i64 noundef 3000000027)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 3000000027, i32 noundef %174)
  %176 = tail call fastcc i32 @miller_rabin(i64 noundef -59)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -59, i32 noundef %176)
  %178 = tail call fastcc i32 @miller_rabin(i64 noundef -94489280427)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -94489280427, i32 noundef %178)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 600851475143)
  br label %192

181:                                              ; preds = %166, %181
  %182 = phi i64 [ 0, %166 ], [ %190, %181 ]
  %183 = phi i32 [ 1, %166 ], [ %189, %181 ]
  %184 = tail call fastcc i32 @miller_rabin(i64 noundef %182)
  %185 = getelementptr inbounds i8, ptr %1, i64 %182
  %186 = load i8, ptr %185, align 1, !tbaa !5
  %187 = zext i8 %186 to i32
  %188 = icmp eq i32 %184, %187
  %189 = select i1 %188, i32 %183, i32 0
  %190 = add nuw nsw i64 %182, 1
  %191 = icmp eq i64 %190, 20001
  br i1 %191, label %170, label %181, !llvm.loop !16

192:                                              ; preds = %205, %170
  %193 = phi i64 [ %209, %205 ], [ 2, %170 ]
  %194 = phi i64 [ %206, %205 ], [ 600851475143, %170 ]
  %195 = urem i64 %194, %193
  %196 = icmp eq i64 %195, 0
  br i1 %196, label %199, label %205

197:                                              ; preds = %205
  %198 = icmp ugt i64 %206, 1
  br i1 %198, label %212, label %214

199:                                              ; preds = %192, %199
  %200 = phi i64 [ %202, %199 ], [ %194, %192 ]
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %193)
  %202 = udiv i64 %200, %193
  %203 = urem i64 %202, %193
  %204 = icmp eq i64 %203, 0
  br i1 %204, label %199, label %205, !llvm.loop !17

205:                                              ; preds = %199, %192
  %206 = phi i64 [ %194, %192 ], [ %202, %199 ]
  %207 = icmp eq i64 %193, 2
  %208 = select i1 %207, i64 1, i64 2
  %209 = add i64 %208, %193
  %210 = mul i64 %209, %209
  %211 = icmp ugt i64 %210, %206
  br i1 %211, label %197, label %192, !llvm.loop !18

212:                                              ; preds = %197
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %206)
  br label %214

214:                                              ; preds = %197, %212
  %215 = tail call i32 @putchar(i32 10)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 969999127)
  br label %217

217:                                              ; preds = %230, %214
  %218 = phi i64 [ %234, %230 ], [ 2, %214 ]
  %219 = phi i64 [ %231, %230 ], [ 969999127, %214 ]
  %220 = urem i64 %219, %218
  %221 = icmp eq i64 %220, 0
  br i1 %221, label %224, label %230

222:                                              ; preds = %230
  %223 = icmp ugt i64 %231, 1
  br i1 %223, label %237, label %239

224:                                              ; preds = %217, %224
  %225 = phi i64 [ %227, %224 ], [ %219, %217 ]
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %218)
  %227 = udiv i64 %225, %218
  %228 = urem i64 %227, %218
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %224, label %230, !llvm.loop !17

230:                                              ; preds = %224, %217
  %231 = phi i64 [ %219, %217 ], [ %227, %224 ]
  %232 = icmp eq i64 %218, 2
  %233 = select i1 %232, i64 1, i64 2
  %234 = add i64 %233, %218
  %235 = mul i64 %234, %234
  %236 = icmp ugt i64 %235, %231
  br i1 %236, label %222, label %217, !llvm.loop !18

237:                                              ; preds = %222
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %231)
  br label %239

239:                                              ; preds = %222, %237
  %240 = tail call i32 @putchar(i32 10)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 1099511627776)
  br label %242

242:                                              ; preds = %255, %239
  %243 = phi i64 [ %259, %255 ], [ 2, %239 ]
  %244 = phi i64 [ %256, %255 ], [ 1099511627776, %239 ]
  %245 = urem i64 %244, %243
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %249, label %255

247:                                              ; preds = %255
  %248 = icmp ugt i64 %256, 1
  br i1 %248, label %262, label %264

249:                                              ; preds = %242, %249
  %250 = phi i64 [ %252, %249 ], [ %244, %242 ]
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %243)
  %252 = udiv i64 %250, %243
  %253 = urem i64 %252, %243
  %254 = icmp eq i64 %253, 0
  br i1 %254, label %249, label %255, !llvm.loop !17

255:                                              ; preds = %249, %242
  %256 = phi i64 [ %244, %242 ], [ %252, %249 ]
  %257 = icmp eq i64 %243, 2
  %258 = select i1 %257, i64 1, i64 2
  %259 = add i64 %258, %243
  %260 = mul i64 %259, %259
  %261 = icmp ugt i64 %260, %256
  br i1 %261, label %247, label %242, !llvm.loop !18

262:                                              ; preds = %247
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %256)
  br label %264

264:                                              ; preds = %247, %262
  %265 = tail call i32 @putchar(i32 10)
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
  br i1 %54, label %48, label %44, !llvm.loop !19

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
  br i1 %45, label %99, label %57

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @miller_rabin.bases, i64 0, i64 %56
  %59 = load i64, ptr %58, align 8, !tbaa !20
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
  br i1 %82, label %83, label %61, !llvm.loop !22

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
  br i1 %90, label %104, label %91, !llvm.loop !23

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
  br i1 %101, label %102, label %55, !llvm.loop !24

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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !9, !12, !13}
!15 = distinct !{!15, !9, !12, !13}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !6, i64 0}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
