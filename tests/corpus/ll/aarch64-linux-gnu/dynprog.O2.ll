; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"lcs = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"edit = %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 5, i32 14, i32 3, i32 6, i32 10], align 4
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 9, i32 30, i32 4, i32 11, i32 19], align 4
@.str.10 = private unnamed_addr constant [18 x i8] c"knapsack = %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"lis = %d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [9 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 40, i32 12], align 4
@.str.12 = private unnamed_addr constant [21 x i8] c"matrix chain = %lld\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.13 = private unnamed_addr constant [38 x i8] c"coin ways(200) = %lld, (1000) = %lld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x [16 x i64]], align 8
  %2 = alloca [200 x i32], align 4
  %3 = tail call noalias dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #10
  %4 = getelementptr i8, ptr %3, i64 -4
  br label %5

5:                                                ; preds = %15, %0
  %6 = phi i64 [ 1, %0 ], [ %16, %15 ]
  %7 = mul nuw nsw i64 %6, 116
  %8 = getelementptr i8, ptr %3, i64 %7
  %9 = add nsw i64 %6, -1
  %10 = getelementptr inbounds i8, ptr @.str.1, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !6
  %12 = mul nuw nsw i64 %9, 116
  %13 = getelementptr i8, ptr %3, i64 %12
  %14 = getelementptr i8, ptr %4, i64 %12
  br label %18

15:                                               ; preds = %34
  %16 = add nuw nsw i64 %6, 1
  %17 = icmp eq i64 %16, 30
  br i1 %17, label %38, label %5, !llvm.loop !9

18:                                               ; preds = %34, %5
  %19 = phi i64 [ 1, %5 ], [ %36, %34 ]
  %20 = getelementptr i32, ptr %8, i64 %19
  %21 = getelementptr i8, ptr getelementptr (i8, ptr @.str.2, i64 -1), i64 %19
  %22 = load i8, ptr %21, align 1, !tbaa !6
  %23 = icmp eq i8 %11, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %18
  %25 = getelementptr i32, ptr %14, i64 %19
  %26 = load i32, ptr %25, align 4, !tbaa !11
  %27 = add nsw i32 %26, 1
  br label %34

28:                                               ; preds = %18
  %29 = getelementptr i32, ptr %13, i64 %19
  %30 = load i32, ptr %29, align 4, !tbaa !11
  %31 = getelementptr i8, ptr %20, i64 -4
  %32 = load i32, ptr %31, align 4, !tbaa !11
  %33 = tail call i32 @llvm.smax.i32(i32 %30, i32 %32)
  br label %34

34:                                               ; preds = %28, %24
  %35 = phi i32 [ %33, %28 ], [ %27, %24 ]
  store i32 %35, ptr %20, align 4, !tbaa !11
  %36 = add nuw nsw i64 %19, 1
  %37 = icmp eq i64 %36, 29
  br i1 %37, label %15, label %18, !llvm.loop !13

38:                                               ; preds = %15
  %39 = getelementptr inbounds i8, ptr %3, i64 3476
  %40 = load i32, ptr %39, align 4, !tbaa !11
  tail call void @free(ptr noundef nonnull %3) #11
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40)
  %42 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5)
  %43 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7)
  %44 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %42, i32 noundef %43, i32 noundef %44)
  %46 = tail call noalias dereferenceable_or_null(108) ptr @calloc(i64 noundef 27, i64 noundef 4) #10
  %47 = getelementptr i8, ptr %46, i64 104
  %48 = getelementptr i8, ptr %46, i64 104
  %49 = getelementptr i8, ptr %46, i64 108
  %50 = getelementptr i8, ptr %46, i64 108
  %51 = icmp ult ptr %46, %49
  %52 = getelementptr i8, ptr %46, i64 -12
  %53 = getelementptr i8, ptr %46, i64 -12
  br label %54

54:                                               ; preds = %132, %38
  %55 = phi i64 [ 0, %38 ], [ %133, %132 ]
  %56 = getelementptr inbounds i32, ptr @__const.main.w, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !11
  %58 = icmp sgt i32 %57, 26
  br i1 %58, label %132, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i32, ptr @__const.main.v, i64 %55
  %61 = load i32, ptr %60, align 4, !tbaa !11
  %62 = sext i32 %57 to i64
  %63 = sub nsw i64 27, %62
  %64 = icmp ult i64 %63, 16
  br i1 %64, label %65, label %67

65:                                               ; preds = %130, %81, %67, %59
  %66 = phi i64 [ 26, %81 ], [ 26, %67 ], [ 26, %59 ], [ %90, %130 ]
  br label %135

67:                                               ; preds = %59
  %68 = shl nsw i64 %62, 2
  %69 = getelementptr i8, ptr %46, i64 %68
  %70 = icmp ugt ptr %69, %47
  %71 = mul nsw i64 %62, -4
  %72 = getelementptr i8, ptr %48, i64 %71
  %73 = shl nsw i64 %62, 2
  %74 = add nsw i64 %62, -27
  %75 = icmp ult i64 %74, -4611686018427387904
  %76 = getelementptr i8, ptr %72, i64 %73
  %77 = getelementptr i8, ptr %76, i64 -104
  %78 = icmp ugt ptr %77, %72
  %79 = or i1 %78, %75
  %80 = or i1 %70, %79
  br i1 %80, label %65, label %81

81:                                               ; preds = %67
  %82 = shl nsw i64 %62, 2
  %83 = getelementptr i8, ptr %46, i64 %82
  %84 = mul nsw i64 %62, -4
  %85 = getelementptr i8, ptr %50, i64 %84
  %86 = icmp ult ptr %83, %85
  %87 = and i1 %86, %51
  br i1 %87, label %65, label %88

88:                                               ; preds = %81
  %89 = and i64 %63, -4
  %90 = sub nsw i64 26, %89
  %91 = insertelement <4 x i32> poison, i32 %61, i64 0
  %92 = shufflevector <4 x i32> %91, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %93

93:                                               ; preds = %127, %88
  %94 = phi i64 [ 0, %88 ], [ %128, %127 ]
  %95 = sub i64 26, %94
  %96 = sub nsw i64 %95, %62
  %97 = getelementptr i32, ptr %52, i64 %96
  %98 = load <4 x i32>, ptr %97, align 4, !tbaa !11, !alias.scope !14
  %99 = shufflevector <4 x i32> %98, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %100 = add nsw <4 x i32> %99, %92
  %101 = getelementptr i32, ptr %53, i64 %95
  %102 = load <4 x i32>, ptr %101, align 4, !tbaa !11, !alias.scope !17, !noalias !14
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %104 = icmp sgt <4 x i32> %100, %103
  %105 = extractelement <4 x i1> %104, i64 0
  br i1 %105, label %106, label %109

106:                                              ; preds = %93
  %107 = getelementptr inbounds i32, ptr %46, i64 %95
  %108 = extractelement <4 x i32> %100, i64 0
  store i32 %108, ptr %107, align 4, !tbaa !11, !alias.scope !17, !noalias !14
  br label %109

109:                                              ; preds = %106, %93
  %110 = extractelement <4 x i1> %104, i64 1
  br i1 %110, label %111, label %115

111:                                              ; preds = %109
  %112 = sub i64 25, %94
  %113 = getelementptr inbounds i32, ptr %46, i64 %112
  %114 = extractelement <4 x i32> %100, i64 1
  store i32 %114, ptr %113, align 4, !tbaa !11, !alias.scope !17, !noalias !14
  br label %115

115:                                              ; preds = %111, %109
  %116 = extractelement <4 x i1> %104, i64 2
  br i1 %116, label %117, label %121

117:                                              ; preds = %115
  %118 = sub i64 24, %94
  %119 = getelementptr inbounds i32, ptr %46, i64 %118
  %120 = extractelement <4 x i32> %100, i64 2
  store i32 %120, ptr %119, align 4, !tbaa !11, !alias.scope !17, !noalias !14
  br label %121

121:                                              ; preds = %117, %115
  %122 = extractelement <4 x i1> %104, i64 3
  br i1 %122, label %123, label %127

123:                                              ; preds = %121
  %124 = sub i64 23, %94
  %125 = getelementptr inbounds i32, ptr %46, i64 %124
  %126 = extractelement <4 x i32> %100, i64 3
  store i32 %126, ptr %125, align 4, !tbaa !11, !alias.scope !17, !noalias !14
  br label %127

127:                                              ; preds = %123, %121
  %128 = add nuw i64 %94, 4
  %129 = icmp eq i64 %128, %89
  br i1 %129, label %130, label %93, !llvm.loop !19

130:                                              ; preds = %127
  %131 = icmp eq i64 %63, %89
  br i1 %131, label %132, label %65

132:                                              ; preds = %145, %130, %54
  %133 = add nuw nsw i64 %55, 1
  %134 = icmp eq i64 %133, 10
  br i1 %134, label %148, label %54, !llvm.loop !22

135:                                              ; preds = %65, %145
  %136 = phi i64 [ %146, %145 ], [ %66, %65 ]
  %137 = sub nsw i64 %136, %62
  %138 = getelementptr inbounds i32, ptr %46, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !11
  %140 = add nsw i32 %139, %61
  %141 = getelementptr inbounds i32, ptr %46, i64 %136
  %142 = load i32, ptr %141, align 4, !tbaa !11
  %143 = icmp sgt i32 %140, %142
  br i1 %143, label %144, label %145

144:                                              ; preds = %135
  store i32 %140, ptr %141, align 4, !tbaa !11
  br label %145

145:                                              ; preds = %144, %135
  %146 = add nsw i64 %136, -1
  %147 = icmp sgt i64 %136, %62
  br i1 %147, label %135, label %132, !llvm.loop !23

148:                                              ; preds = %132
  %149 = getelementptr inbounds i8, ptr %46, i64 104
  %150 = load i32, ptr %149, align 4, !tbaa !11
  tail call void @free(ptr noundef %46) #11
  %151 = tail call noalias dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #10
  %152 = getelementptr i8, ptr %151, i64 200
  %153 = getelementptr i8, ptr %151, i64 200
  %154 = getelementptr i8, ptr %151, i64 204
  %155 = getelementptr i8, ptr %151, i64 204
  %156 = icmp ult ptr %151, %154
  %157 = getelementptr i8, ptr %151, i64 -12
  %158 = getelementptr i8, ptr %151, i64 -12
  br label %159

159:                                              ; preds = %237, %148
  %160 = phi i64 [ 0, %148 ], [ %238, %237 ]
  %161 = getelementptr inbounds i32, ptr @__const.main.w, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !11
  %163 = icmp sgt i32 %162, 50
  br i1 %163, label %237, label %164

164:                                              ; preds = %159
  %165 = getelementptr inbounds i32, ptr @__const.main.v, i64 %160
  %166 = load i32, ptr %165, align 4, !tbaa !11
  %167 = sext i32 %162 to i64
  %168 = sub nsw i64 51, %167
  %169 = icmp ult i64 %168, 16
  br i1 %169, label %170, label %172

170:                                              ; preds = %235, %186, %172, %164
  %171 = phi i64 [ 50, %186 ], [ 50, %172 ], [ 50, %164 ], [ %195, %235 ]
  br label %240

172:                                              ; preds = %164
  %173 = shl nsw i64 %167, 2
  %174 = getelementptr i8, ptr %151, i64 %173
  %175 = icmp ugt ptr %174, %152
  %176 = mul nsw i64 %167, -4
  %177 = getelementptr i8, ptr %153, i64 %176
  %178 = shl nsw i64 %167, 2
  %179 = add nsw i64 %167, -51
  %180 = icmp ult i64 %179, -4611686018427387904
  %181 = getelementptr i8, ptr %177, i64 %178
  %182 = getelementptr i8, ptr %181, i64 -200
  %183 = icmp ugt ptr %182, %177
  %184 = or i1 %183, %180
  %185 = or i1 %175, %184
  br i1 %185, label %170, label %186

186:                                              ; preds = %172
  %187 = shl nsw i64 %167, 2
  %188 = getelementptr i8, ptr %151, i64 %187
  %189 = mul nsw i64 %167, -4
  %190 = getelementptr i8, ptr %155, i64 %189
  %191 = icmp ult ptr %188, %190
  %192 = and i1 %191, %156
  br i1 %192, label %170, label %193

193:                                              ; preds = %186
  %194 = and i64 %168, -4
  %195 = sub nsw i64 50, %194
  %196 = insertelement <4 x i32> poison, i32 %166, i64 0
  %197 = shufflevector <4 x i32> %196, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %198

198:                                              ; preds = %232, %193
  %199 = phi i64 [ 0, %193 ], [ %233, %232 ]
  %200 = sub i64 50, %199
  %201 = sub nsw i64 %200, %167
  %202 = getelementptr i32, ptr %157, i64 %201
  %203 = load <4 x i32>, ptr %202, align 4, !tbaa !11, !alias.scope !24
  %204 = shufflevector <4 x i32> %203, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %205 = add nsw <4 x i32> %204, %197
  %206 = getelementptr i32, ptr %158, i64 %200
  %207 = load <4 x i32>, ptr %206, align 4, !tbaa !11, !alias.scope !27, !noalias !24
  %208 = shufflevector <4 x i32> %207, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %209 = icmp sgt <4 x i32> %205, %208
  %210 = extractelement <4 x i1> %209, i64 0
  br i1 %210, label %211, label %214

211:                                              ; preds = %198
  %212 = getelementptr inbounds i32, ptr %151, i64 %200
  %213 = extractelement <4 x i32> %205, i64 0
  store i32 %213, ptr %212, align 4, !tbaa !11, !alias.scope !27, !noalias !24
  br label %214

214:                                              ; preds = %211, %198
  %215 = extractelement <4 x i1> %209, i64 1
  br i1 %215, label %216, label %220

216:                                              ; preds = %214
  %217 = sub i64 49, %199
  %218 = getelementptr inbounds i32, ptr %151, i64 %217
  %219 = extractelement <4 x i32> %205, i64 1
  store i32 %219, ptr %218, align 4, !tbaa !11, !alias.scope !27, !noalias !24
  br label %220

220:                                              ; preds = %216, %214
  %221 = extractelement <4 x i1> %209, i64 2
  br i1 %221, label %222, label %226

222:                                              ; preds = %220
  %223 = sub i64 48, %199
  %224 = getelementptr inbounds i32, ptr %151, i64 %223
  %225 = extractelement <4 x i32> %205, i64 2
  store i32 %225, ptr %224, align 4, !tbaa !11, !alias.scope !27, !noalias !24
  br label %226

226:                                              ; preds = %222, %220
  %227 = extractelement <4 x i1> %209, i64 3
  br i1 %227, label %228, label %232

228:                                              ; preds = %226
  %229 = sub i64 47, %199
  %230 = getelementptr inbounds i32, ptr %151, i64 %229
  %231 = extractelement <4 x i32> %205, i64 3
  store i32 %231, ptr %230, align 4, !tbaa !11, !alias.scope !27, !noalias !24
  br label %232

232:                                              ; preds = %228, %226
  %233 = add nuw i64 %199, 4
  %234 = icmp eq i64 %233, %194
  br i1 %234, label %235, label %198, !llvm.loop !29

235:                                              ; preds = %232
  %236 = icmp eq i64 %168, %194
  br i1 %236, label %237, label %170

237:                                              ; preds = %250, %235, %159
  %238 = add nuw nsw i64 %160, 1
  %239 = icmp eq i64 %238, 10
  br i1 %239, label %253, label %159, !llvm.loop !22

240:                                              ; preds = %170, %250
  %241 = phi i64 [ %251, %250 ], [ %171, %170 ]
  %242 = sub nsw i64 %241, %167
  %243 = getelementptr inbounds i32, ptr %151, i64 %242
  %244 = load i32, ptr %243, align 4, !tbaa !11
  %245 = add nsw i32 %244, %166
  %246 = getelementptr inbounds i32, ptr %151, i64 %241
  %247 = load i32, ptr %246, align 4, !tbaa !11
  %248 = icmp sgt i32 %245, %247
  br i1 %248, label %249, label %250

249:                                              ; preds = %240
  store i32 %245, ptr %246, align 4, !tbaa !11
  br label %250

250:                                              ; preds = %249, %240
  %251 = add nsw i64 %241, -1
  %252 = icmp sgt i64 %241, %167
  br i1 %252, label %240, label %237, !llvm.loop !30

253:                                              ; preds = %237
  %254 = getelementptr inbounds i8, ptr %151, i64 200
  %255 = load i32, ptr %254, align 4, !tbaa !11
  tail call void @free(ptr noundef %151) #11
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %150, i32 noundef %255)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #11
  br label %429

257:                                              ; preds = %429
  %258 = tail call noalias dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #12
  br label %259

259:                                              ; preds = %278, %257
  %260 = phi i64 [ 0, %257 ], [ %285, %278 ]
  %261 = phi i32 [ 0, %257 ], [ %284, %278 ]
  %262 = icmp eq i32 %261, 0
  %263 = getelementptr inbounds i32, ptr %2, i64 %260
  %264 = load i32, ptr %263, align 4, !tbaa !11
  br i1 %262, label %278, label %265

265:                                              ; preds = %259, %265
  %266 = phi i32 [ %276, %265 ], [ %261, %259 ]
  %267 = phi i32 [ %275, %265 ], [ 0, %259 ]
  %268 = add nsw i32 %267, %266
  %269 = sdiv i32 %268, 2
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds i32, ptr %258, i64 %270
  %272 = load i32, ptr %271, align 4, !tbaa !11
  %273 = icmp slt i32 %272, %264
  %274 = add nsw i32 %269, 1
  %275 = select i1 %273, i32 %274, i32 %267
  %276 = select i1 %273, i32 %266, i32 %269
  %277 = icmp slt i32 %275, %276
  br i1 %277, label %265, label %278, !llvm.loop !31

278:                                              ; preds = %265, %259
  %279 = phi i32 [ 0, %259 ], [ %275, %265 ]
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds i32, ptr %258, i64 %280
  store i32 %264, ptr %281, align 4, !tbaa !11
  %282 = icmp eq i32 %279, %261
  %283 = zext i1 %282 to i32
  %284 = add nuw nsw i32 %261, %283
  %285 = add nuw nsw i64 %260, 1
  %286 = icmp eq i64 %285, 200
  br i1 %286, label %287, label %259, !llvm.loop !32

287:                                              ; preds = %278
  tail call void @free(ptr noundef nonnull %258) #11
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %284)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2048) %1, i8 0, i64 2048, i1 false)
  br label %289

289:                                              ; preds = %293, %287
  %290 = phi i64 [ 2, %287 ], [ %294, %293 ]
  %291 = phi i64 [ 7, %287 ], [ %296, %293 ]
  %292 = phi i64 [ 1, %287 ], [ %295, %293 ]
  br label %298

293:                                              ; preds = %323
  %294 = add nuw nsw i64 %290, 1
  %295 = add nuw nsw i64 %292, 1
  %296 = add nsw i64 %291, -1
  %297 = icmp eq i64 %294, 9
  br i1 %297, label %422, label %289, !llvm.loop !33

298:                                              ; preds = %323, %289
  %299 = phi i64 [ %292, %289 ], [ %325, %323 ]
  %300 = phi i64 [ 0, %289 ], [ %324, %323 ]
  %301 = add nuw nsw i64 %300, %290
  %302 = add nsw i64 %301, -1
  %303 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %302
  store i64 -1, ptr %303, align 8
  %304 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %300
  %305 = load i32, ptr %304, align 4, !tbaa !11
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %301
  %308 = load i32, ptr %307, align 4, !tbaa !11
  %309 = sext i32 %308 to i64
  %310 = mul nsw i64 %309, %306
  %311 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %300
  %312 = load i64, ptr %311, align 8, !tbaa !34
  %313 = add nuw nsw i64 %300, 1
  %314 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %313, i64 %302
  %315 = load i64, ptr %314, align 8, !tbaa !34
  %316 = add nsw i64 %315, %312
  %317 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %313
  %318 = load i32, ptr %317, align 4, !tbaa !11
  %319 = sext i32 %318 to i64
  %320 = mul i64 %310, %319
  %321 = add nsw i64 %316, %320
  store i64 %321, ptr %303, align 8
  %322 = icmp eq i64 %313, %299
  br i1 %322, label %323, label %327, !llvm.loop !36

323:                                              ; preds = %407, %391, %375, %359, %343, %327, %298
  %324 = add nuw nsw i64 %300, 1
  %325 = add nuw nsw i64 %299, 1
  %326 = icmp eq i64 %324, %291
  br i1 %326, label %293, label %298, !llvm.loop !37

327:                                              ; preds = %298
  %328 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %313
  %329 = load i64, ptr %328, align 8, !tbaa !34
  %330 = add nuw nsw i64 %300, 2
  %331 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %330, i64 %302
  %332 = load i64, ptr %331, align 8, !tbaa !34
  %333 = add nsw i64 %332, %329
  %334 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %330
  %335 = load i32, ptr %334, align 4, !tbaa !11
  %336 = sext i32 %335 to i64
  %337 = mul i64 %310, %336
  %338 = add nsw i64 %333, %337
  %339 = icmp slt i64 %321, 0
  %340 = tail call i64 @llvm.smin.i64(i64 %338, i64 %321)
  %341 = select i1 %339, i64 %338, i64 %340
  store i64 %341, ptr %303, align 8
  %342 = icmp eq i64 %330, %299
  br i1 %342, label %323, label %343, !llvm.loop !36

343:                                              ; preds = %327
  %344 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %330
  %345 = load i64, ptr %344, align 8, !tbaa !34
  %346 = add nuw nsw i64 %300, 3
  %347 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %346, i64 %302
  %348 = load i64, ptr %347, align 8, !tbaa !34
  %349 = add nsw i64 %348, %345
  %350 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %346
  %351 = load i32, ptr %350, align 4, !tbaa !11
  %352 = sext i32 %351 to i64
  %353 = mul i64 %310, %352
  %354 = add nsw i64 %349, %353
  %355 = icmp slt i64 %341, 0
  %356 = tail call i64 @llvm.smin.i64(i64 %354, i64 %341)
  %357 = select i1 %355, i64 %354, i64 %356
  store i64 %357, ptr %303, align 8
  %358 = icmp eq i64 %346, %299
  br i1 %358, label %323, label %359, !llvm.loop !36

359:                                              ; preds = %343
  %360 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %346
  %361 = load i64, ptr %360, align 8, !tbaa !34
  %362 = add nuw nsw i64 %300, 4
  %363 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %362, i64 %302
  %364 = load i64, ptr %363, align 8, !tbaa !34
  %365 = add nsw i64 %364, %361
  %366 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %362
  %367 = load i32, ptr %366, align 4, !tbaa !11
  %368 = sext i32 %367 to i64
  %369 = mul i64 %310, %368
  %370 = add nsw i64 %365, %369
  %371 = icmp slt i64 %357, 0
  %372 = tail call i64 @llvm.smin.i64(i64 %370, i64 %357)
  %373 = select i1 %371, i64 %370, i64 %372
  store i64 %373, ptr %303, align 8
  %374 = icmp eq i64 %362, %299
  br i1 %374, label %323, label %375, !llvm.loop !36

375:                                              ; preds = %359
  %376 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %362
  %377 = load i64, ptr %376, align 8, !tbaa !34
  %378 = add nuw nsw i64 %300, 5
  %379 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %378, i64 %302
  %380 = load i64, ptr %379, align 8, !tbaa !34
  %381 = add nsw i64 %380, %377
  %382 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %378
  %383 = load i32, ptr %382, align 4, !tbaa !11
  %384 = sext i32 %383 to i64
  %385 = mul i64 %310, %384
  %386 = add nsw i64 %381, %385
  %387 = icmp slt i64 %373, 0
  %388 = tail call i64 @llvm.smin.i64(i64 %386, i64 %373)
  %389 = select i1 %387, i64 %386, i64 %388
  store i64 %389, ptr %303, align 8
  %390 = icmp eq i64 %378, %299
  br i1 %390, label %323, label %391, !llvm.loop !36

391:                                              ; preds = %375
  %392 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %378
  %393 = load i64, ptr %392, align 8, !tbaa !34
  %394 = add nuw nsw i64 %300, 6
  %395 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %394, i64 %302
  %396 = load i64, ptr %395, align 8, !tbaa !34
  %397 = add nsw i64 %396, %393
  %398 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %394
  %399 = load i32, ptr %398, align 4, !tbaa !11
  %400 = sext i32 %399 to i64
  %401 = mul i64 %310, %400
  %402 = add nsw i64 %397, %401
  %403 = icmp slt i64 %389, 0
  %404 = tail call i64 @llvm.smin.i64(i64 %402, i64 %389)
  %405 = select i1 %403, i64 %402, i64 %404
  store i64 %405, ptr %303, align 8
  %406 = icmp eq i64 %394, %299
  br i1 %406, label %323, label %407, !llvm.loop !36

407:                                              ; preds = %391
  %408 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %394
  %409 = load i64, ptr %408, align 8, !tbaa !34
  %410 = add nuw nsw i64 %300, 7
  %411 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %410, i64 %302
  %412 = load i64, ptr %411, align 8, !tbaa !34
  %413 = add nsw i64 %412, %409
  %414 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %410
  %415 = load i32, ptr %414, align 4, !tbaa !11
  %416 = sext i32 %415 to i64
  %417 = mul i64 %310, %416
  %418 = add nsw i64 %413, %417
  %419 = icmp slt i64 %405, 0
  %420 = tail call i64 @llvm.smin.i64(i64 %418, i64 %405)
  %421 = select i1 %419, i64 %418, i64 %420
  store i64 %421, ptr %303, align 8
  br label %323

422:                                              ; preds = %293
  %423 = getelementptr inbounds i8, ptr %1, i64 56
  %424 = load i64, ptr %423, align 8, !tbaa !34
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #11
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %424)
  %426 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200)
  %427 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000)
  %428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %426, i64 noundef %427)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #11
  ret i32 0

429:                                              ; preds = %253, %429
  %430 = phi i64 [ 0, %253 ], [ %439, %429 ]
  %431 = phi i32 [ 1, %253 ], [ %433, %429 ]
  %432 = mul i32 %431, 1103515245
  %433 = add i32 %432, 12345
  %434 = lshr i32 %433, 16
  %435 = trunc nuw i32 %434 to i16
  %436 = urem i16 %435, 1000
  %437 = zext nneg i16 %436 to i32
  %438 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %430
  store i32 %437, ptr %438, align 4, !tbaa !11
  %439 = add nuw nsw i64 %430, 1
  %440 = icmp eq i64 %439, 200
  br i1 %440, label %257, label %429, !llvm.loop !38
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @edit_distance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #13
  %5 = shl i64 %4, 2
  %6 = add i64 %5, 4
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #12
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #12
  %9 = add i64 %4, 1
  %10 = tail call i64 @llvm.umax.i64(i64 %9, i64 1)
  %11 = icmp ult i64 %9, 8
  br i1 %11, label %12, label %14

12:                                               ; preds = %25, %2
  %13 = phi i64 [ 0, %2 ], [ %15, %25 ]
  br label %36

14:                                               ; preds = %2
  %15 = and i64 %10, -8
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %22, %16 ]
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %23, %16 ]
  %19 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>
  %20 = getelementptr inbounds i32, ptr %7, i64 %17
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <4 x i32> %18, ptr %20, align 4, !tbaa !11
  store <4 x i32> %19, ptr %21, align 4, !tbaa !11
  %22 = add nuw i64 %17, 8
  %23 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>
  %24 = icmp eq i64 %22, %15
  br i1 %24, label %25, label %16, !llvm.loop !39

25:                                               ; preds = %16
  %26 = icmp eq i64 %9, %15
  br i1 %26, label %27, label %12

27:                                               ; preds = %36, %25
  %28 = getelementptr i8, ptr %0, i64 -1
  %29 = icmp eq i64 %3, 0
  br i1 %29, label %42, label %30

30:                                               ; preds = %27
  %31 = icmp eq i64 %4, 0
  %32 = tail call i64 @llvm.umax.i64(i64 %9, i64 2)
  %33 = add i64 %3, 1
  %34 = tail call i64 @llvm.umax.i64(i64 %33, i64 2)
  %35 = getelementptr i8, ptr %1, i64 -1
  br label %47

36:                                               ; preds = %12, %36
  %37 = phi i64 [ %40, %36 ], [ %13, %12 ]
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds i32, ptr %7, i64 %37
  store i32 %38, ptr %39, align 4, !tbaa !11
  %40 = add nuw i64 %37, 1
  %41 = icmp eq i64 %40, %10
  br i1 %41, label %27, label %36, !llvm.loop !40

42:                                               ; preds = %55, %27
  %43 = phi ptr [ %8, %27 ], [ %48, %55 ]
  %44 = phi ptr [ %7, %27 ], [ %49, %55 ]
  %45 = getelementptr inbounds i32, ptr %44, i64 %4
  %46 = load i32, ptr %45, align 4, !tbaa !11
  tail call void @free(ptr noundef nonnull %44) #11
  tail call void @free(ptr noundef %43) #11
  ret i32 %46

47:                                               ; preds = %30, %55
  %48 = phi ptr [ %7, %30 ], [ %49, %55 ]
  %49 = phi ptr [ %8, %30 ], [ %48, %55 ]
  %50 = phi i64 [ 1, %30 ], [ %56, %55 ]
  %51 = trunc i64 %50 to i32
  store i32 %51, ptr %49, align 4, !tbaa !11
  br i1 %31, label %55, label %52

52:                                               ; preds = %47
  %53 = getelementptr i8, ptr %28, i64 %50
  %54 = load i32, ptr %48, align 4, !tbaa !11
  br label %58

55:                                               ; preds = %58, %47
  %56 = add nuw i64 %50, 1
  %57 = icmp eq i64 %56, %34
  br i1 %57, label %42, label %47, !llvm.loop !41

58:                                               ; preds = %52, %58
  %59 = phi i32 [ %51, %52 ], [ %74, %58 ]
  %60 = phi i32 [ %54, %52 ], [ %69, %58 ]
  %61 = phi i64 [ 1, %52 ], [ %76, %58 ]
  %62 = load i8, ptr %53, align 1, !tbaa !6
  %63 = getelementptr i8, ptr %35, i64 %61
  %64 = load i8, ptr %63, align 1, !tbaa !6
  %65 = icmp ne i8 %62, %64
  %66 = zext i1 %65 to i32
  %67 = add nsw i32 %60, %66
  %68 = getelementptr inbounds i32, ptr %48, i64 %61
  %69 = load i32, ptr %68, align 4, !tbaa !11
  %70 = add nsw i32 %59, 1
  %71 = icmp sgt i32 %67, %69
  %72 = add nsw i32 %69, 1
  %73 = select i1 %71, i32 %72, i32 %67
  %74 = tail call i32 @llvm.smin.i32(i32 %73, i32 %70)
  %75 = getelementptr inbounds i32, ptr %49, i64 %61
  store i32 %74, ptr %75, align 4, !tbaa !11
  %76 = add nuw i64 %61, 1
  %77 = icmp eq i64 %76, %32
  br i1 %77, label %55, label %58, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext nneg i32 %1 to i64
  %4 = add nuw nsw i64 %3, 1
  %5 = tail call noalias ptr @calloc(i64 noundef %4, i64 noundef 8) #10
  store i64 1, ptr %5, align 8, !tbaa !34
  %6 = add i32 %1, 1
  %7 = load i32, ptr %0, align 4, !tbaa !11
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %51, label %9

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = sub i32 %1, %7
  %12 = zext i32 %11 to i64
  %13 = add nuw nsw i64 %12, 1
  %14 = icmp ult i32 %11, 9
  br i1 %14, label %15, label %17

15:                                               ; preds = %49, %17, %9
  %16 = phi i64 [ %10, %17 ], [ %10, %9 ], [ %33, %49 ]
  br label %453

17:                                               ; preds = %9
  %18 = shl nsw i64 %10, 3
  %19 = getelementptr i8, ptr %5, i64 %18
  %20 = sub i32 %1, %7
  %21 = zext i32 %20 to i64
  %22 = shl nuw nsw i64 %21, 3
  %23 = getelementptr i8, ptr %5, i64 %18
  %24 = getelementptr i8, ptr %23, i64 %22
  %25 = getelementptr i8, ptr %24, i64 8
  %26 = getelementptr i8, ptr %5, i64 %22
  %27 = getelementptr i8, ptr %26, i64 8
  %28 = icmp ult ptr %19, %27
  %29 = icmp ult ptr %5, %25
  %30 = and i1 %28, %29
  br i1 %30, label %15, label %31

31:                                               ; preds = %17
  %32 = and i64 %13, 8589934588
  %33 = add nsw i64 %32, %10
  %34 = getelementptr i64, ptr %5, i64 %10
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %47, %35 ]
  %37 = getelementptr inbounds i64, ptr %5, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x i64>, ptr %37, align 8, !tbaa !34, !alias.scope !43
  %40 = load <2 x i64>, ptr %38, align 8, !tbaa !34, !alias.scope !43
  %41 = getelementptr i64, ptr %34, i64 %36
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x i64>, ptr %41, align 8, !tbaa !34, !alias.scope !46, !noalias !43
  %44 = load <2 x i64>, ptr %42, align 8, !tbaa !34, !alias.scope !46, !noalias !43
  %45 = add nsw <2 x i64> %43, %39
  %46 = add nsw <2 x i64> %44, %40
  store <2 x i64> %45, ptr %41, align 8, !tbaa !34, !alias.scope !46, !noalias !43
  store <2 x i64> %46, ptr %42, align 8, !tbaa !34, !alias.scope !46, !noalias !43
  %47 = add nuw i64 %36, 4
  %48 = icmp eq i64 %47, %32
  br i1 %48, label %49, label %35, !llvm.loop !48

49:                                               ; preds = %35
  %50 = icmp eq i64 %13, %32
  br i1 %50, label %51, label %15

51:                                               ; preds = %453, %49, %2
  %52 = getelementptr inbounds i8, ptr %0, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !11
  %54 = icmp sgt i32 %53, %1
  br i1 %54, label %108, label %55

55:                                               ; preds = %51
  %56 = sext i32 %53 to i64
  %57 = sub i32 %1, %53
  %58 = zext i32 %57 to i64
  %59 = add nuw nsw i64 %58, 1
  %60 = icmp ult i32 %57, 9
  br i1 %60, label %95, label %61

61:                                               ; preds = %55
  %62 = shl nsw i64 %56, 3
  %63 = getelementptr i8, ptr %5, i64 %62
  %64 = sub i32 %1, %53
  %65 = zext i32 %64 to i64
  %66 = shl nuw nsw i64 %65, 3
  %67 = getelementptr i8, ptr %5, i64 %62
  %68 = getelementptr i8, ptr %67, i64 %66
  %69 = getelementptr i8, ptr %68, i64 8
  %70 = getelementptr i8, ptr %5, i64 %66
  %71 = getelementptr i8, ptr %70, i64 8
  %72 = icmp ult ptr %63, %71
  %73 = icmp ult ptr %5, %69
  %74 = and i1 %72, %73
  br i1 %74, label %95, label %75

75:                                               ; preds = %61
  %76 = and i64 %59, 8589934588
  %77 = add nsw i64 %76, %56
  %78 = getelementptr i64, ptr %5, i64 %56
  br label %79

79:                                               ; preds = %79, %75
  %80 = phi i64 [ 0, %75 ], [ %91, %79 ]
  %81 = getelementptr inbounds i64, ptr %5, i64 %80
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load <2 x i64>, ptr %81, align 8, !tbaa !34, !alias.scope !49
  %84 = load <2 x i64>, ptr %82, align 8, !tbaa !34, !alias.scope !49
  %85 = getelementptr i64, ptr %78, i64 %80
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load <2 x i64>, ptr %85, align 8, !tbaa !34, !alias.scope !52, !noalias !49
  %88 = load <2 x i64>, ptr %86, align 8, !tbaa !34, !alias.scope !52, !noalias !49
  %89 = add nsw <2 x i64> %87, %83
  %90 = add nsw <2 x i64> %88, %84
  store <2 x i64> %89, ptr %85, align 8, !tbaa !34, !alias.scope !52, !noalias !49
  store <2 x i64> %90, ptr %86, align 8, !tbaa !34, !alias.scope !52, !noalias !49
  %91 = add nuw i64 %80, 4
  %92 = icmp eq i64 %91, %76
  br i1 %92, label %93, label %79, !llvm.loop !54

93:                                               ; preds = %79
  %94 = icmp eq i64 %59, %76
  br i1 %94, label %108, label %95

95:                                               ; preds = %93, %61, %55
  %96 = phi i64 [ %56, %61 ], [ %56, %55 ], [ %77, %93 ]
  br label %97

97:                                               ; preds = %95, %97
  %98 = phi i64 [ %105, %97 ], [ %96, %95 ]
  %99 = sub nsw i64 %98, %56
  %100 = getelementptr inbounds i64, ptr %5, i64 %99
  %101 = load i64, ptr %100, align 8, !tbaa !34
  %102 = getelementptr inbounds i64, ptr %5, i64 %98
  %103 = load i64, ptr %102, align 8, !tbaa !34
  %104 = add nsw i64 %103, %101
  store i64 %104, ptr %102, align 8, !tbaa !34
  %105 = add nsw i64 %98, 1
  %106 = trunc i64 %105 to i32
  %107 = icmp eq i32 %6, %106
  br i1 %107, label %108, label %97, !llvm.loop !55

108:                                              ; preds = %97, %93, %51
  %109 = getelementptr inbounds i8, ptr %0, i64 8
  %110 = load i32, ptr %109, align 4, !tbaa !11
  %111 = icmp sgt i32 %110, %1
  br i1 %111, label %165, label %112

112:                                              ; preds = %108
  %113 = sext i32 %110 to i64
  %114 = sub i32 %1, %110
  %115 = zext i32 %114 to i64
  %116 = add nuw nsw i64 %115, 1
  %117 = icmp ult i32 %114, 9
  br i1 %117, label %152, label %118

118:                                              ; preds = %112
  %119 = shl nsw i64 %113, 3
  %120 = getelementptr i8, ptr %5, i64 %119
  %121 = sub i32 %1, %110
  %122 = zext i32 %121 to i64
  %123 = shl nuw nsw i64 %122, 3
  %124 = getelementptr i8, ptr %5, i64 %119
  %125 = getelementptr i8, ptr %124, i64 %123
  %126 = getelementptr i8, ptr %125, i64 8
  %127 = getelementptr i8, ptr %5, i64 %123
  %128 = getelementptr i8, ptr %127, i64 8
  %129 = icmp ult ptr %120, %128
  %130 = icmp ult ptr %5, %126
  %131 = and i1 %129, %130
  br i1 %131, label %152, label %132

132:                                              ; preds = %118
  %133 = and i64 %116, 8589934588
  %134 = add nsw i64 %133, %113
  %135 = getelementptr i64, ptr %5, i64 %113
  br label %136

136:                                              ; preds = %136, %132
  %137 = phi i64 [ 0, %132 ], [ %148, %136 ]
  %138 = getelementptr inbounds i64, ptr %5, i64 %137
  %139 = getelementptr inbounds i8, ptr %138, i64 16
  %140 = load <2 x i64>, ptr %138, align 8, !tbaa !34, !alias.scope !56
  %141 = load <2 x i64>, ptr %139, align 8, !tbaa !34, !alias.scope !56
  %142 = getelementptr i64, ptr %135, i64 %137
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  %144 = load <2 x i64>, ptr %142, align 8, !tbaa !34, !alias.scope !59, !noalias !56
  %145 = load <2 x i64>, ptr %143, align 8, !tbaa !34, !alias.scope !59, !noalias !56
  %146 = add nsw <2 x i64> %144, %140
  %147 = add nsw <2 x i64> %145, %141
  store <2 x i64> %146, ptr %142, align 8, !tbaa !34, !alias.scope !59, !noalias !56
  store <2 x i64> %147, ptr %143, align 8, !tbaa !34, !alias.scope !59, !noalias !56
  %148 = add nuw i64 %137, 4
  %149 = icmp eq i64 %148, %133
  br i1 %149, label %150, label %136, !llvm.loop !61

150:                                              ; preds = %136
  %151 = icmp eq i64 %116, %133
  br i1 %151, label %165, label %152

152:                                              ; preds = %150, %118, %112
  %153 = phi i64 [ %113, %118 ], [ %113, %112 ], [ %134, %150 ]
  br label %154

154:                                              ; preds = %152, %154
  %155 = phi i64 [ %162, %154 ], [ %153, %152 ]
  %156 = sub nsw i64 %155, %113
  %157 = getelementptr inbounds i64, ptr %5, i64 %156
  %158 = load i64, ptr %157, align 8, !tbaa !34
  %159 = getelementptr inbounds i64, ptr %5, i64 %155
  %160 = load i64, ptr %159, align 8, !tbaa !34
  %161 = add nsw i64 %160, %158
  store i64 %161, ptr %159, align 8, !tbaa !34
  %162 = add nsw i64 %155, 1
  %163 = trunc i64 %162 to i32
  %164 = icmp eq i32 %6, %163
  br i1 %164, label %165, label %154, !llvm.loop !62

165:                                              ; preds = %154, %150, %108
  %166 = getelementptr inbounds i8, ptr %0, i64 12
  %167 = load i32, ptr %166, align 4, !tbaa !11
  %168 = icmp sgt i32 %167, %1
  br i1 %168, label %222, label %169

169:                                              ; preds = %165
  %170 = sext i32 %167 to i64
  %171 = sub i32 %1, %167
  %172 = zext i32 %171 to i64
  %173 = add nuw nsw i64 %172, 1
  %174 = icmp ult i32 %171, 9
  br i1 %174, label %209, label %175

175:                                              ; preds = %169
  %176 = shl nsw i64 %170, 3
  %177 = getelementptr i8, ptr %5, i64 %176
  %178 = sub i32 %1, %167
  %179 = zext i32 %178 to i64
  %180 = shl nuw nsw i64 %179, 3
  %181 = getelementptr i8, ptr %5, i64 %176
  %182 = getelementptr i8, ptr %181, i64 %180
  %183 = getelementptr i8, ptr %182, i64 8
  %184 = getelementptr i8, ptr %5, i64 %180
  %185 = getelementptr i8, ptr %184, i64 8
  %186 = icmp ult ptr %177, %185
  %187 = icmp ult ptr %5, %183
  %188 = and i1 %186, %187
  br i1 %188, label %209, label %189

189:                                              ; preds = %175
  %190 = and i64 %173, 8589934588
  %191 = add nsw i64 %190, %170
  %192 = getelementptr i64, ptr %5, i64 %170
  br label %193

193:                                              ; preds = %193, %189
  %194 = phi i64 [ 0, %189 ], [ %205, %193 ]
  %195 = getelementptr inbounds i64, ptr %5, i64 %194
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  %197 = load <2 x i64>, ptr %195, align 8, !tbaa !34, !alias.scope !63
  %198 = load <2 x i64>, ptr %196, align 8, !tbaa !34, !alias.scope !63
  %199 = getelementptr i64, ptr %192, i64 %194
  %200 = getelementptr inbounds i8, ptr %199, i64 16
  %201 = load <2 x i64>, ptr %199, align 8, !tbaa !34, !alias.scope !66, !noalias !63
  %202 = load <2 x i64>, ptr %200, align 8, !tbaa !34, !alias.scope !66, !noalias !63
  %203 = add nsw <2 x i64> %201, %197
  %204 = add nsw <2 x i64> %202, %198
  store <2 x i64> %203, ptr %199, align 8, !tbaa !34, !alias.scope !66, !noalias !63
  store <2 x i64> %204, ptr %200, align 8, !tbaa !34, !alias.scope !66, !noalias !63
  %205 = add nuw i64 %194, 4
  %206 = icmp eq i64 %205, %190
  br i1 %206, label %207, label %193, !llvm.loop !68

207:                                              ; preds = %193
  %208 = icmp eq i64 %173, %190
  br i1 %208, label %222, label %209

209:                                              ; preds = %207, %175, %169
  %210 = phi i64 [ %170, %175 ], [ %170, %169 ], [ %191, %207 ]
  br label %211

211:                                              ; preds = %209, %211
  %212 = phi i64 [ %219, %211 ], [ %210, %209 ]
  %213 = sub nsw i64 %212, %170
  %214 = getelementptr inbounds i64, ptr %5, i64 %213
  %215 = load i64, ptr %214, align 8, !tbaa !34
  %216 = getelementptr inbounds i64, ptr %5, i64 %212
  %217 = load i64, ptr %216, align 8, !tbaa !34
  %218 = add nsw i64 %217, %215
  store i64 %218, ptr %216, align 8, !tbaa !34
  %219 = add nsw i64 %212, 1
  %220 = trunc i64 %219 to i32
  %221 = icmp eq i32 %6, %220
  br i1 %221, label %222, label %211, !llvm.loop !69

222:                                              ; preds = %211, %207, %165
  %223 = getelementptr inbounds i8, ptr %0, i64 16
  %224 = load i32, ptr %223, align 4, !tbaa !11
  %225 = icmp sgt i32 %224, %1
  br i1 %225, label %279, label %226

226:                                              ; preds = %222
  %227 = sext i32 %224 to i64
  %228 = sub i32 %1, %224
  %229 = zext i32 %228 to i64
  %230 = add nuw nsw i64 %229, 1
  %231 = icmp ult i32 %228, 9
  br i1 %231, label %266, label %232

232:                                              ; preds = %226
  %233 = shl nsw i64 %227, 3
  %234 = getelementptr i8, ptr %5, i64 %233
  %235 = sub i32 %1, %224
  %236 = zext i32 %235 to i64
  %237 = shl nuw nsw i64 %236, 3
  %238 = getelementptr i8, ptr %5, i64 %233
  %239 = getelementptr i8, ptr %238, i64 %237
  %240 = getelementptr i8, ptr %239, i64 8
  %241 = getelementptr i8, ptr %5, i64 %237
  %242 = getelementptr i8, ptr %241, i64 8
  %243 = icmp ult ptr %234, %242
  %244 = icmp ult ptr %5, %240
  %245 = and i1 %243, %244
  br i1 %245, label %266, label %246

246:                                              ; preds = %232
  %247 = and i64 %230, 8589934588
  %248 = add nsw i64 %247, %227
  %249 = getelementptr i64, ptr %5, i64 %227
  br label %250

250:                                              ; preds = %250, %246
  %251 = phi i64 [ 0, %246 ], [ %262, %250 ]
  %252 = getelementptr inbounds i64, ptr %5, i64 %251
  %253 = getelementptr inbounds i8, ptr %252, i64 16
  %254 = load <2 x i64>, ptr %252, align 8, !tbaa !34, !alias.scope !70
  %255 = load <2 x i64>, ptr %253, align 8, !tbaa !34, !alias.scope !70
  %256 = getelementptr i64, ptr %249, i64 %251
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  %258 = load <2 x i64>, ptr %256, align 8, !tbaa !34, !alias.scope !73, !noalias !70
  %259 = load <2 x i64>, ptr %257, align 8, !tbaa !34, !alias.scope !73, !noalias !70
  %260 = add nsw <2 x i64> %258, %254
  %261 = add nsw <2 x i64> %259, %255
  store <2 x i64> %260, ptr %256, align 8, !tbaa !34, !alias.scope !73, !noalias !70
  store <2 x i64> %261, ptr %257, align 8, !tbaa !34, !alias.scope !73, !noalias !70
  %262 = add nuw i64 %251, 4
  %263 = icmp eq i64 %262, %247
  br i1 %263, label %264, label %250, !llvm.loop !75

264:                                              ; preds = %250
  %265 = icmp eq i64 %230, %247
  br i1 %265, label %279, label %266

266:                                              ; preds = %264, %232, %226
  %267 = phi i64 [ %227, %232 ], [ %227, %226 ], [ %248, %264 ]
  br label %268

268:                                              ; preds = %266, %268
  %269 = phi i64 [ %276, %268 ], [ %267, %266 ]
  %270 = sub nsw i64 %269, %227
  %271 = getelementptr inbounds i64, ptr %5, i64 %270
  %272 = load i64, ptr %271, align 8, !tbaa !34
  %273 = getelementptr inbounds i64, ptr %5, i64 %269
  %274 = load i64, ptr %273, align 8, !tbaa !34
  %275 = add nsw i64 %274, %272
  store i64 %275, ptr %273, align 8, !tbaa !34
  %276 = add nsw i64 %269, 1
  %277 = trunc i64 %276 to i32
  %278 = icmp eq i32 %6, %277
  br i1 %278, label %279, label %268, !llvm.loop !76

279:                                              ; preds = %268, %264, %222
  %280 = getelementptr inbounds i8, ptr %0, i64 20
  %281 = load i32, ptr %280, align 4, !tbaa !11
  %282 = icmp sgt i32 %281, %1
  br i1 %282, label %336, label %283

283:                                              ; preds = %279
  %284 = sext i32 %281 to i64
  %285 = sub i32 %1, %281
  %286 = zext i32 %285 to i64
  %287 = add nuw nsw i64 %286, 1
  %288 = icmp ult i32 %285, 9
  br i1 %288, label %323, label %289

289:                                              ; preds = %283
  %290 = shl nsw i64 %284, 3
  %291 = getelementptr i8, ptr %5, i64 %290
  %292 = sub i32 %1, %281
  %293 = zext i32 %292 to i64
  %294 = shl nuw nsw i64 %293, 3
  %295 = getelementptr i8, ptr %5, i64 %290
  %296 = getelementptr i8, ptr %295, i64 %294
  %297 = getelementptr i8, ptr %296, i64 8
  %298 = getelementptr i8, ptr %5, i64 %294
  %299 = getelementptr i8, ptr %298, i64 8
  %300 = icmp ult ptr %291, %299
  %301 = icmp ult ptr %5, %297
  %302 = and i1 %300, %301
  br i1 %302, label %323, label %303

303:                                              ; preds = %289
  %304 = and i64 %287, 8589934588
  %305 = add nsw i64 %304, %284
  %306 = getelementptr i64, ptr %5, i64 %284
  br label %307

307:                                              ; preds = %307, %303
  %308 = phi i64 [ 0, %303 ], [ %319, %307 ]
  %309 = getelementptr inbounds i64, ptr %5, i64 %308
  %310 = getelementptr inbounds i8, ptr %309, i64 16
  %311 = load <2 x i64>, ptr %309, align 8, !tbaa !34, !alias.scope !77
  %312 = load <2 x i64>, ptr %310, align 8, !tbaa !34, !alias.scope !77
  %313 = getelementptr i64, ptr %306, i64 %308
  %314 = getelementptr inbounds i8, ptr %313, i64 16
  %315 = load <2 x i64>, ptr %313, align 8, !tbaa !34, !alias.scope !80, !noalias !77
  %316 = load <2 x i64>, ptr %314, align 8, !tbaa !34, !alias.scope !80, !noalias !77
  %317 = add nsw <2 x i64> %315, %311
  %318 = add nsw <2 x i64> %316, %312
  store <2 x i64> %317, ptr %313, align 8, !tbaa !34, !alias.scope !80, !noalias !77
  store <2 x i64> %318, ptr %314, align 8, !tbaa !34, !alias.scope !80, !noalias !77
  %319 = add nuw i64 %308, 4
  %320 = icmp eq i64 %319, %304
  br i1 %320, label %321, label %307, !llvm.loop !82

321:                                              ; preds = %307
  %322 = icmp eq i64 %287, %304
  br i1 %322, label %336, label %323

323:                                              ; preds = %321, %289, %283
  %324 = phi i64 [ %284, %289 ], [ %284, %283 ], [ %305, %321 ]
  br label %325

325:                                              ; preds = %323, %325
  %326 = phi i64 [ %333, %325 ], [ %324, %323 ]
  %327 = sub nsw i64 %326, %284
  %328 = getelementptr inbounds i64, ptr %5, i64 %327
  %329 = load i64, ptr %328, align 8, !tbaa !34
  %330 = getelementptr inbounds i64, ptr %5, i64 %326
  %331 = load i64, ptr %330, align 8, !tbaa !34
  %332 = add nsw i64 %331, %329
  store i64 %332, ptr %330, align 8, !tbaa !34
  %333 = add nsw i64 %326, 1
  %334 = trunc i64 %333 to i32
  %335 = icmp eq i32 %6, %334
  br i1 %335, label %336, label %325, !llvm.loop !83

336:                                              ; preds = %325, %321, %279
  %337 = getelementptr inbounds i8, ptr %0, i64 24
  %338 = load i32, ptr %337, align 4, !tbaa !11
  %339 = icmp sgt i32 %338, %1
  br i1 %339, label %393, label %340

340:                                              ; preds = %336
  %341 = sext i32 %338 to i64
  %342 = sub i32 %1, %338
  %343 = zext i32 %342 to i64
  %344 = add nuw nsw i64 %343, 1
  %345 = icmp ult i32 %342, 9
  br i1 %345, label %380, label %346

346:                                              ; preds = %340
  %347 = shl nsw i64 %341, 3
  %348 = getelementptr i8, ptr %5, i64 %347
  %349 = sub i32 %1, %338
  %350 = zext i32 %349 to i64
  %351 = shl nuw nsw i64 %350, 3
  %352 = getelementptr i8, ptr %5, i64 %347
  %353 = getelementptr i8, ptr %352, i64 %351
  %354 = getelementptr i8, ptr %353, i64 8
  %355 = getelementptr i8, ptr %5, i64 %351
  %356 = getelementptr i8, ptr %355, i64 8
  %357 = icmp ult ptr %348, %356
  %358 = icmp ult ptr %5, %354
  %359 = and i1 %357, %358
  br i1 %359, label %380, label %360

360:                                              ; preds = %346
  %361 = and i64 %344, 8589934588
  %362 = add nsw i64 %361, %341
  %363 = getelementptr i64, ptr %5, i64 %341
  br label %364

364:                                              ; preds = %364, %360
  %365 = phi i64 [ 0, %360 ], [ %376, %364 ]
  %366 = getelementptr inbounds i64, ptr %5, i64 %365
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  %368 = load <2 x i64>, ptr %366, align 8, !tbaa !34, !alias.scope !84
  %369 = load <2 x i64>, ptr %367, align 8, !tbaa !34, !alias.scope !84
  %370 = getelementptr i64, ptr %363, i64 %365
  %371 = getelementptr inbounds i8, ptr %370, i64 16
  %372 = load <2 x i64>, ptr %370, align 8, !tbaa !34, !alias.scope !87, !noalias !84
  %373 = load <2 x i64>, ptr %371, align 8, !tbaa !34, !alias.scope !87, !noalias !84
  %374 = add nsw <2 x i64> %372, %368
  %375 = add nsw <2 x i64> %373, %369
  store <2 x i64> %374, ptr %370, align 8, !tbaa !34, !alias.scope !87, !noalias !84
  store <2 x i64> %375, ptr %371, align 8, !tbaa !34, !alias.scope !87, !noalias !84
  %376 = add nuw i64 %365, 4
  %377 = icmp eq i64 %376, %361
  br i1 %377, label %378, label %364, !llvm.loop !89

378:                                              ; preds = %364
  %379 = icmp eq i64 %344, %361
  br i1 %379, label %393, label %380

380:                                              ; preds = %378, %346, %340
  %381 = phi i64 [ %341, %346 ], [ %341, %340 ], [ %362, %378 ]
  br label %382

382:                                              ; preds = %380, %382
  %383 = phi i64 [ %390, %382 ], [ %381, %380 ]
  %384 = sub nsw i64 %383, %341
  %385 = getelementptr inbounds i64, ptr %5, i64 %384
  %386 = load i64, ptr %385, align 8, !tbaa !34
  %387 = getelementptr inbounds i64, ptr %5, i64 %383
  %388 = load i64, ptr %387, align 8, !tbaa !34
  %389 = add nsw i64 %388, %386
  store i64 %389, ptr %387, align 8, !tbaa !34
  %390 = add nsw i64 %383, 1
  %391 = trunc i64 %390 to i32
  %392 = icmp eq i32 %6, %391
  br i1 %392, label %393, label %382, !llvm.loop !90

393:                                              ; preds = %382, %378, %336
  %394 = getelementptr inbounds i8, ptr %0, i64 28
  %395 = load i32, ptr %394, align 4, !tbaa !11
  %396 = icmp sgt i32 %395, %1
  br i1 %396, label %450, label %397

397:                                              ; preds = %393
  %398 = sext i32 %395 to i64
  %399 = sub i32 %1, %395
  %400 = zext i32 %399 to i64
  %401 = add nuw nsw i64 %400, 1
  %402 = icmp ult i32 %399, 9
  br i1 %402, label %437, label %403

403:                                              ; preds = %397
  %404 = shl nsw i64 %398, 3
  %405 = getelementptr i8, ptr %5, i64 %404
  %406 = sub i32 %1, %395
  %407 = zext i32 %406 to i64
  %408 = shl nuw nsw i64 %407, 3
  %409 = getelementptr i8, ptr %5, i64 %404
  %410 = getelementptr i8, ptr %409, i64 %408
  %411 = getelementptr i8, ptr %410, i64 8
  %412 = getelementptr i8, ptr %5, i64 %408
  %413 = getelementptr i8, ptr %412, i64 8
  %414 = icmp ult ptr %405, %413
  %415 = icmp ult ptr %5, %411
  %416 = and i1 %414, %415
  br i1 %416, label %437, label %417

417:                                              ; preds = %403
  %418 = and i64 %401, 8589934588
  %419 = add nsw i64 %418, %398
  %420 = getelementptr i64, ptr %5, i64 %398
  br label %421

421:                                              ; preds = %421, %417
  %422 = phi i64 [ 0, %417 ], [ %433, %421 ]
  %423 = getelementptr inbounds i64, ptr %5, i64 %422
  %424 = getelementptr inbounds i8, ptr %423, i64 16
  %425 = load <2 x i64>, ptr %423, align 8, !tbaa !34, !alias.scope !91
  %426 = load <2 x i64>, ptr %424, align 8, !tbaa !34, !alias.scope !91
  %427 = getelementptr i64, ptr %420, i64 %422
  %428 = getelementptr inbounds i8, ptr %427, i64 16
  %429 = load <2 x i64>, ptr %427, align 8, !tbaa !34, !alias.scope !94, !noalias !91
  %430 = load <2 x i64>, ptr %428, align 8, !tbaa !34, !alias.scope !94, !noalias !91
  %431 = add nsw <2 x i64> %429, %425
  %432 = add nsw <2 x i64> %430, %426
  store <2 x i64> %431, ptr %427, align 8, !tbaa !34, !alias.scope !94, !noalias !91
  store <2 x i64> %432, ptr %428, align 8, !tbaa !34, !alias.scope !94, !noalias !91
  %433 = add nuw i64 %422, 4
  %434 = icmp eq i64 %433, %418
  br i1 %434, label %435, label %421, !llvm.loop !96

435:                                              ; preds = %421
  %436 = icmp eq i64 %401, %418
  br i1 %436, label %450, label %437

437:                                              ; preds = %435, %403, %397
  %438 = phi i64 [ %398, %403 ], [ %398, %397 ], [ %419, %435 ]
  br label %439

439:                                              ; preds = %437, %439
  %440 = phi i64 [ %447, %439 ], [ %438, %437 ]
  %441 = sub nsw i64 %440, %398
  %442 = getelementptr inbounds i64, ptr %5, i64 %441
  %443 = load i64, ptr %442, align 8, !tbaa !34
  %444 = getelementptr inbounds i64, ptr %5, i64 %440
  %445 = load i64, ptr %444, align 8, !tbaa !34
  %446 = add nsw i64 %445, %443
  store i64 %446, ptr %444, align 8, !tbaa !34
  %447 = add nsw i64 %440, 1
  %448 = trunc i64 %447 to i32
  %449 = icmp eq i32 %6, %448
  br i1 %449, label %450, label %439, !llvm.loop !97

450:                                              ; preds = %439, %435, %393
  %451 = getelementptr inbounds i64, ptr %5, i64 %3
  %452 = load i64, ptr %451, align 8, !tbaa !34
  tail call void @free(ptr noundef nonnull %5) #11
  ret i64 %452

453:                                              ; preds = %15, %453
  %454 = phi i64 [ %461, %453 ], [ %16, %15 ]
  %455 = sub nsw i64 %454, %10
  %456 = getelementptr inbounds i64, ptr %5, i64 %455
  %457 = load i64, ptr %456, align 8, !tbaa !34
  %458 = getelementptr inbounds i64, ptr %5, i64 %454
  %459 = load i64, ptr %458, align 8, !tbaa !34
  %460 = add nsw i64 %459, %457
  store i64 %460, ptr %458, align 8, !tbaa !34
  %461 = add nsw i64 %454, 1
  %462 = trunc i64 %461 to i32
  %463 = icmp eq i32 %6, %462
  br i1 %463, label %51, label %453, !llvm.loop !98
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind memory(readwrite, argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !10, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !20}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !10, !20, !21}
!30 = distinct !{!30, !10, !20}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = !{!35, !35, i64 0}
!35 = !{!"long long", !7, i64 0}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !10, !20, !21}
!40 = distinct !{!40, !10, !21, !20}
!41 = distinct !{!41, !10}
!42 = distinct !{!42, !10}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = distinct !{!48, !10, !20, !21}
!49 = !{!50}
!50 = distinct !{!50, !51}
!51 = distinct !{!51, !"LVerDomain"}
!52 = !{!53}
!53 = distinct !{!53, !51}
!54 = distinct !{!54, !10, !20, !21}
!55 = distinct !{!55, !10, !20}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !{!60}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !10, !20, !21}
!62 = distinct !{!62, !10, !20}
!63 = !{!64}
!64 = distinct !{!64, !65}
!65 = distinct !{!65, !"LVerDomain"}
!66 = !{!67}
!67 = distinct !{!67, !65}
!68 = distinct !{!68, !10, !20, !21}
!69 = distinct !{!69, !10, !20}
!70 = !{!71}
!71 = distinct !{!71, !72}
!72 = distinct !{!72, !"LVerDomain"}
!73 = !{!74}
!74 = distinct !{!74, !72}
!75 = distinct !{!75, !10, !20, !21}
!76 = distinct !{!76, !10, !20}
!77 = !{!78}
!78 = distinct !{!78, !79}
!79 = distinct !{!79, !"LVerDomain"}
!80 = !{!81}
!81 = distinct !{!81, !79}
!82 = distinct !{!82, !10, !20, !21}
!83 = distinct !{!83, !10, !20}
!84 = !{!85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !{!88}
!88 = distinct !{!88, !86}
!89 = distinct !{!89, !10, !20, !21}
!90 = distinct !{!90, !10, !20}
!91 = !{!92}
!92 = distinct !{!92, !93}
!93 = distinct !{!93, !"LVerDomain"}
!94 = !{!95}
!95 = distinct !{!95, !93}
!96 = distinct !{!96, !10, !20, !21}
!97 = distinct !{!97, !10, !20}
!98 = distinct !{!98, !10, !20}
