; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 5, i32 14, i32 3, i32 6, i32 10], align 16
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 9, i32 30, i32 4, i32 11, i32 19], align 16
@.str.10 = private unnamed_addr constant [18 x i8] c"knapsack = %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"lis = %d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [9 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 40, i32 12], align 16
@.str.12 = private unnamed_addr constant [21 x i8] c"matrix chain = %lld\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.13 = private unnamed_addr constant [38 x i8] c"coin ways(200) = %lld, (1000) = %lld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x [16 x i64]], align 16
  %2 = alloca [200 x i32], align 16
  %3 = tail call dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #13
  %4 = getelementptr i8, ptr %3, i64 -4
  br label %5

5:                                                ; preds = %15, %0
  %6 = phi i64 [ 1, %0 ], [ %16, %15 ]
  %7 = mul nuw nsw i64 %6, 116
  %8 = getelementptr i8, ptr %3, i64 %7
  %9 = add nsw i64 %6, -1
  %10 = getelementptr inbounds i8, ptr @.str.1, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !5
  %12 = mul nuw nsw i64 %9, 116
  %13 = getelementptr i8, ptr %3, i64 %12
  %14 = getelementptr i8, ptr %4, i64 %12
  br label %18

15:                                               ; preds = %34
  %16 = add nuw nsw i64 %6, 1
  %17 = icmp eq i64 %16, 30
  br i1 %17, label %38, label %5, !llvm.loop !8

18:                                               ; preds = %34, %5
  %19 = phi i64 [ 1, %5 ], [ %36, %34 ]
  %20 = getelementptr i32, ptr %8, i64 %19
  %21 = getelementptr i8, ptr getelementptr (i8, ptr @.str.2, i64 -1), i64 %19
  %22 = load i8, ptr %21, align 1, !tbaa !5
  %23 = icmp eq i8 %11, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %18
  %25 = getelementptr i32, ptr %14, i64 %19
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = add nsw i32 %26, 1
  br label %34

28:                                               ; preds = %18
  %29 = getelementptr i32, ptr %13, i64 %19
  %30 = load i32, ptr %29, align 4, !tbaa !10
  %31 = getelementptr i8, ptr %20, i64 -4
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = tail call i32 @llvm.smax.i32(i32 %30, i32 %32)
  br label %34

34:                                               ; preds = %28, %24
  %35 = phi i32 [ %33, %28 ], [ %27, %24 ]
  store i32 %35, ptr %20, align 4, !tbaa !10
  %36 = add nuw nsw i64 %19, 1
  %37 = icmp eq i64 %36, 29
  br i1 %37, label %15, label %18, !llvm.loop !12

38:                                               ; preds = %15
  %39 = getelementptr inbounds i8, ptr %3, i64 3476
  %40 = load i32, ptr %39, align 4, !tbaa !10
  tail call void @free(ptr noundef nonnull %3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %40)
  %41 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5)
  %42 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7)
  %43 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  %44 = tail call dereferenceable_or_null(108) ptr @calloc(i64 noundef 27, i64 noundef 4) #13
  %45 = getelementptr i8, ptr %44, i64 104
  %46 = getelementptr i8, ptr %44, i64 104
  %47 = getelementptr i8, ptr %44, i64 108
  %48 = getelementptr i8, ptr %44, i64 108
  %49 = icmp ult ptr %44, %47
  br label %50

50:                                               ; preds = %162, %38
  %51 = phi i64 [ 0, %38 ], [ %163, %162 ]
  %52 = getelementptr inbounds i32, ptr @__const.main.w, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !10
  %54 = icmp sgt i32 %53, 26
  br i1 %54, label %162, label %55

55:                                               ; preds = %50
  %56 = getelementptr inbounds i32, ptr @__const.main.v, i64 %51
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = sext i32 %53 to i64
  %59 = sub nsw i64 27, %58
  %60 = icmp ult i64 %59, 24
  br i1 %60, label %61, label %63

61:                                               ; preds = %160, %77, %63, %55
  %62 = phi i64 [ 26, %77 ], [ 26, %63 ], [ 26, %55 ], [ %86, %160 ]
  br label %165

63:                                               ; preds = %55
  %64 = shl nsw i64 %58, 2
  %65 = getelementptr i8, ptr %44, i64 %64
  %66 = icmp ugt ptr %65, %45
  %67 = mul nsw i64 %58, -4
  %68 = getelementptr i8, ptr %46, i64 %67
  %69 = shl nsw i64 %58, 2
  %70 = add nsw i64 %58, -27
  %71 = icmp ult i64 %70, -4611686018427387904
  %72 = getelementptr i8, ptr %68, i64 %69
  %73 = getelementptr i8, ptr %72, i64 -104
  %74 = icmp ugt ptr %73, %68
  %75 = or i1 %74, %71
  %76 = or i1 %66, %75
  br i1 %76, label %61, label %77

77:                                               ; preds = %63
  %78 = shl nsw i64 %58, 2
  %79 = getelementptr i8, ptr %44, i64 %78
  %80 = mul nsw i64 %58, -4
  %81 = getelementptr i8, ptr %48, i64 %80
  %82 = icmp ult ptr %79, %81
  %83 = and i1 %82, %49
  br i1 %83, label %61, label %84

84:                                               ; preds = %77
  %85 = and i64 %59, -8
  %86 = sub nsw i64 26, %85
  %87 = insertelement <4 x i32> poison, i32 %57, i64 0
  %88 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %89

89:                                               ; preds = %157, %84
  %90 = phi i64 [ 0, %84 ], [ %158, %157 ]
  %91 = sub i64 26, %90
  %92 = sub i64 22, %90
  %93 = sub nsw i64 %91, %58
  %94 = getelementptr inbounds i32, ptr %44, i64 %93
  %95 = getelementptr inbounds i8, ptr %94, i64 -12
  %96 = getelementptr inbounds i8, ptr %94, i64 -28
  %97 = load <4 x i32>, ptr %95, align 4, !tbaa !10, !alias.scope !13
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %99 = load <4 x i32>, ptr %96, align 4, !tbaa !10, !alias.scope !13
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %101 = add nsw <4 x i32> %98, %88
  %102 = add nsw <4 x i32> %100, %88
  %103 = getelementptr inbounds i32, ptr %44, i64 %91
  %104 = getelementptr inbounds i8, ptr %103, i64 -12
  %105 = getelementptr inbounds i8, ptr %103, i64 -28
  %106 = load <4 x i32>, ptr %104, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %108 = load <4 x i32>, ptr %105, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %110 = icmp sgt <4 x i32> %101, %107
  %111 = icmp sgt <4 x i32> %102, %109
  %112 = extractelement <4 x i1> %110, i64 0
  br i1 %112, label %113, label %116

113:                                              ; preds = %89
  %114 = getelementptr inbounds i32, ptr %44, i64 %91
  %115 = extractelement <4 x i32> %101, i64 0
  store i32 %115, ptr %114, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %116

116:                                              ; preds = %113, %89
  %117 = extractelement <4 x i1> %110, i64 1
  br i1 %117, label %118, label %122

118:                                              ; preds = %116
  %119 = sub i64 25, %90
  %120 = getelementptr inbounds i32, ptr %44, i64 %119
  %121 = extractelement <4 x i32> %101, i64 1
  store i32 %121, ptr %120, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %122

122:                                              ; preds = %118, %116
  %123 = extractelement <4 x i1> %110, i64 2
  br i1 %123, label %124, label %128

124:                                              ; preds = %122
  %125 = sub i64 24, %90
  %126 = getelementptr inbounds i32, ptr %44, i64 %125
  %127 = extractelement <4 x i32> %101, i64 2
  store i32 %127, ptr %126, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %128

128:                                              ; preds = %124, %122
  %129 = extractelement <4 x i1> %110, i64 3
  br i1 %129, label %130, label %134

130:                                              ; preds = %128
  %131 = sub i64 23, %90
  %132 = getelementptr inbounds i32, ptr %44, i64 %131
  %133 = extractelement <4 x i32> %101, i64 3
  store i32 %133, ptr %132, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %134

134:                                              ; preds = %130, %128
  %135 = extractelement <4 x i1> %111, i64 0
  br i1 %135, label %136, label %139

136:                                              ; preds = %134
  %137 = getelementptr inbounds i32, ptr %44, i64 %92
  %138 = extractelement <4 x i32> %102, i64 0
  store i32 %138, ptr %137, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %139

139:                                              ; preds = %136, %134
  %140 = extractelement <4 x i1> %111, i64 1
  br i1 %140, label %141, label %145

141:                                              ; preds = %139
  %142 = sub i64 21, %90
  %143 = getelementptr inbounds i32, ptr %44, i64 %142
  %144 = extractelement <4 x i32> %102, i64 1
  store i32 %144, ptr %143, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %145

145:                                              ; preds = %141, %139
  %146 = extractelement <4 x i1> %111, i64 2
  br i1 %146, label %147, label %151

147:                                              ; preds = %145
  %148 = sub i64 20, %90
  %149 = getelementptr inbounds i32, ptr %44, i64 %148
  %150 = extractelement <4 x i32> %102, i64 2
  store i32 %150, ptr %149, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %151

151:                                              ; preds = %147, %145
  %152 = extractelement <4 x i1> %111, i64 3
  br i1 %152, label %153, label %157

153:                                              ; preds = %151
  %154 = sub i64 19, %90
  %155 = getelementptr inbounds i32, ptr %44, i64 %154
  %156 = extractelement <4 x i32> %102, i64 3
  store i32 %156, ptr %155, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %157

157:                                              ; preds = %153, %151
  %158 = add nuw i64 %90, 8
  %159 = icmp eq i64 %158, %85
  br i1 %159, label %160, label %89, !llvm.loop !18

160:                                              ; preds = %157
  %161 = icmp eq i64 %59, %85
  br i1 %161, label %162, label %61

162:                                              ; preds = %175, %160, %50
  %163 = add nuw nsw i64 %51, 1
  %164 = icmp eq i64 %163, 10
  br i1 %164, label %178, label %50, !llvm.loop !21

165:                                              ; preds = %61, %175
  %166 = phi i64 [ %176, %175 ], [ %62, %61 ]
  %167 = sub nsw i64 %166, %58
  %168 = getelementptr inbounds i32, ptr %44, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !10
  %170 = add nsw i32 %169, %57
  %171 = getelementptr inbounds i32, ptr %44, i64 %166
  %172 = load i32, ptr %171, align 4, !tbaa !10
  %173 = icmp sgt i32 %170, %172
  br i1 %173, label %174, label %175

174:                                              ; preds = %165
  store i32 %170, ptr %171, align 4, !tbaa !10
  br label %175

175:                                              ; preds = %174, %165
  %176 = add nsw i64 %166, -1
  %177 = icmp sgt i64 %166, %58
  br i1 %177, label %165, label %162, !llvm.loop !22

178:                                              ; preds = %162
  %179 = getelementptr inbounds i8, ptr %44, i64 104
  %180 = load i32, ptr %179, align 4, !tbaa !10
  tail call void @free(ptr noundef %44)
  %181 = tail call dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #13
  %182 = getelementptr i8, ptr %181, i64 200
  %183 = getelementptr i8, ptr %181, i64 200
  %184 = getelementptr i8, ptr %181, i64 204
  %185 = getelementptr i8, ptr %181, i64 204
  %186 = icmp ult ptr %181, %184
  br label %187

187:                                              ; preds = %299, %178
  %188 = phi i64 [ 0, %178 ], [ %300, %299 ]
  %189 = getelementptr inbounds i32, ptr @__const.main.w, i64 %188
  %190 = load i32, ptr %189, align 4, !tbaa !10
  %191 = icmp sgt i32 %190, 50
  br i1 %191, label %299, label %192

192:                                              ; preds = %187
  %193 = getelementptr inbounds i32, ptr @__const.main.v, i64 %188
  %194 = load i32, ptr %193, align 4, !tbaa !10
  %195 = sext i32 %190 to i64
  %196 = sub nsw i64 51, %195
  %197 = icmp ult i64 %196, 24
  br i1 %197, label %198, label %200

198:                                              ; preds = %297, %214, %200, %192
  %199 = phi i64 [ 50, %214 ], [ 50, %200 ], [ 50, %192 ], [ %223, %297 ]
  br label %302

200:                                              ; preds = %192
  %201 = shl nsw i64 %195, 2
  %202 = getelementptr i8, ptr %181, i64 %201
  %203 = icmp ugt ptr %202, %182
  %204 = mul nsw i64 %195, -4
  %205 = getelementptr i8, ptr %183, i64 %204
  %206 = shl nsw i64 %195, 2
  %207 = add nsw i64 %195, -51
  %208 = icmp ult i64 %207, -4611686018427387904
  %209 = getelementptr i8, ptr %205, i64 %206
  %210 = getelementptr i8, ptr %209, i64 -200
  %211 = icmp ugt ptr %210, %205
  %212 = or i1 %211, %208
  %213 = or i1 %203, %212
  br i1 %213, label %198, label %214

214:                                              ; preds = %200
  %215 = shl nsw i64 %195, 2
  %216 = getelementptr i8, ptr %181, i64 %215
  %217 = mul nsw i64 %195, -4
  %218 = getelementptr i8, ptr %185, i64 %217
  %219 = icmp ult ptr %216, %218
  %220 = and i1 %219, %186
  br i1 %220, label %198, label %221

221:                                              ; preds = %214
  %222 = and i64 %196, -8
  %223 = sub nsw i64 50, %222
  %224 = insertelement <4 x i32> poison, i32 %194, i64 0
  %225 = shufflevector <4 x i32> %224, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %226

226:                                              ; preds = %294, %221
  %227 = phi i64 [ 0, %221 ], [ %295, %294 ]
  %228 = sub i64 50, %227
  %229 = sub i64 46, %227
  %230 = sub nsw i64 %228, %195
  %231 = getelementptr inbounds i32, ptr %181, i64 %230
  %232 = getelementptr inbounds i8, ptr %231, i64 -12
  %233 = getelementptr inbounds i8, ptr %231, i64 -28
  %234 = load <4 x i32>, ptr %232, align 4, !tbaa !10, !alias.scope !23
  %235 = shufflevector <4 x i32> %234, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %236 = load <4 x i32>, ptr %233, align 4, !tbaa !10, !alias.scope !23
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %238 = add nsw <4 x i32> %235, %225
  %239 = add nsw <4 x i32> %237, %225
  %240 = getelementptr inbounds i32, ptr %181, i64 %228
  %241 = getelementptr inbounds i8, ptr %240, i64 -12
  %242 = getelementptr inbounds i8, ptr %240, i64 -28
  %243 = load <4 x i32>, ptr %241, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  %244 = shufflevector <4 x i32> %243, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %245 = load <4 x i32>, ptr %242, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  %246 = shufflevector <4 x i32> %245, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %247 = icmp sgt <4 x i32> %238, %244
  %248 = icmp sgt <4 x i32> %239, %246
  %249 = extractelement <4 x i1> %247, i64 0
  br i1 %249, label %250, label %253

250:                                              ; preds = %226
  %251 = getelementptr inbounds i32, ptr %181, i64 %228
  %252 = extractelement <4 x i32> %238, i64 0
  store i32 %252, ptr %251, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %253

253:                                              ; preds = %250, %226
  %254 = extractelement <4 x i1> %247, i64 1
  br i1 %254, label %255, label %259

255:                                              ; preds = %253
  %256 = sub i64 49, %227
  %257 = getelementptr inbounds i32, ptr %181, i64 %256
  %258 = extractelement <4 x i32> %238, i64 1
  store i32 %258, ptr %257, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %259

259:                                              ; preds = %255, %253
  %260 = extractelement <4 x i1> %247, i64 2
  br i1 %260, label %261, label %265

261:                                              ; preds = %259
  %262 = sub i64 48, %227
  %263 = getelementptr inbounds i32, ptr %181, i64 %262
  %264 = extractelement <4 x i32> %238, i64 2
  store i32 %264, ptr %263, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %265

265:                                              ; preds = %261, %259
  %266 = extractelement <4 x i1> %247, i64 3
  br i1 %266, label %267, label %271

267:                                              ; preds = %265
  %268 = sub i64 47, %227
  %269 = getelementptr inbounds i32, ptr %181, i64 %268
  %270 = extractelement <4 x i32> %238, i64 3
  store i32 %270, ptr %269, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %271

271:                                              ; preds = %267, %265
  %272 = extractelement <4 x i1> %248, i64 0
  br i1 %272, label %273, label %276

273:                                              ; preds = %271
  %274 = getelementptr inbounds i32, ptr %181, i64 %229
  %275 = extractelement <4 x i32> %239, i64 0
  store i32 %275, ptr %274, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %276

276:                                              ; preds = %273, %271
  %277 = extractelement <4 x i1> %248, i64 1
  br i1 %277, label %278, label %282

278:                                              ; preds = %276
  %279 = sub i64 45, %227
  %280 = getelementptr inbounds i32, ptr %181, i64 %279
  %281 = extractelement <4 x i32> %239, i64 1
  store i32 %281, ptr %280, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %282

282:                                              ; preds = %278, %276
  %283 = extractelement <4 x i1> %248, i64 2
  br i1 %283, label %284, label %288

284:                                              ; preds = %282
  %285 = sub i64 44, %227
  %286 = getelementptr inbounds i32, ptr %181, i64 %285
  %287 = extractelement <4 x i32> %239, i64 2
  store i32 %287, ptr %286, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %288

288:                                              ; preds = %284, %282
  %289 = extractelement <4 x i1> %248, i64 3
  br i1 %289, label %290, label %294

290:                                              ; preds = %288
  %291 = sub i64 43, %227
  %292 = getelementptr inbounds i32, ptr %181, i64 %291
  %293 = extractelement <4 x i32> %239, i64 3
  store i32 %293, ptr %292, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %294

294:                                              ; preds = %290, %288
  %295 = add nuw i64 %227, 8
  %296 = icmp eq i64 %295, %222
  br i1 %296, label %297, label %226, !llvm.loop !28

297:                                              ; preds = %294
  %298 = icmp eq i64 %196, %222
  br i1 %298, label %299, label %198

299:                                              ; preds = %312, %297, %187
  %300 = add nuw nsw i64 %188, 1
  %301 = icmp eq i64 %300, 10
  br i1 %301, label %315, label %187, !llvm.loop !21

302:                                              ; preds = %198, %312
  %303 = phi i64 [ %313, %312 ], [ %199, %198 ]
  %304 = sub nsw i64 %303, %195
  %305 = getelementptr inbounds i32, ptr %181, i64 %304
  %306 = load i32, ptr %305, align 4, !tbaa !10
  %307 = add nsw i32 %306, %194
  %308 = getelementptr inbounds i32, ptr %181, i64 %303
  %309 = load i32, ptr %308, align 4, !tbaa !10
  %310 = icmp sgt i32 %307, %309
  br i1 %310, label %311, label %312

311:                                              ; preds = %302
  store i32 %307, ptr %308, align 4, !tbaa !10
  br label %312

312:                                              ; preds = %311, %302
  %313 = add nsw i64 %303, -1
  %314 = icmp sgt i64 %303, %195
  br i1 %314, label %302, label %299, !llvm.loop !29

315:                                              ; preds = %299
  %316 = getelementptr inbounds i8, ptr %181, i64 200
  %317 = load i32, ptr %316, align 4, !tbaa !10
  tail call void @free(ptr noundef %181)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %180, i32 noundef %317)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #14
  br label %487

318:                                              ; preds = %487
  %319 = tail call dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #15
  br label %320

320:                                              ; preds = %339, %318
  %321 = phi i64 [ 0, %318 ], [ %346, %339 ]
  %322 = phi i32 [ 0, %318 ], [ %345, %339 ]
  %323 = icmp eq i32 %322, 0
  %324 = getelementptr inbounds i32, ptr %2, i64 %321
  %325 = load i32, ptr %324, align 4, !tbaa !10
  br i1 %323, label %339, label %326

326:                                              ; preds = %320, %326
  %327 = phi i32 [ %337, %326 ], [ %322, %320 ]
  %328 = phi i32 [ %336, %326 ], [ 0, %320 ]
  %329 = add nsw i32 %328, %327
  %330 = sdiv i32 %329, 2
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds i32, ptr %319, i64 %331
  %333 = load i32, ptr %332, align 4, !tbaa !10
  %334 = icmp slt i32 %333, %325
  %335 = add nsw i32 %330, 1
  %336 = select i1 %334, i32 %335, i32 %328
  %337 = select i1 %334, i32 %327, i32 %330
  %338 = icmp slt i32 %336, %337
  br i1 %338, label %326, label %339, !llvm.loop !30

339:                                              ; preds = %326, %320
  %340 = phi i32 [ 0, %320 ], [ %336, %326 ]
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds i32, ptr %319, i64 %341
  store i32 %325, ptr %342, align 4, !tbaa !10
  %343 = icmp eq i32 %340, %322
  %344 = zext i1 %343 to i32
  %345 = add nuw nsw i32 %322, %344
  %346 = add nuw nsw i64 %321, 1
  %347 = icmp eq i64 %346, 200
  br i1 %347, label %348, label %320, !llvm.loop !31

348:                                              ; preds = %339
  tail call void @free(ptr noundef nonnull %319)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %345)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2048) %1, i8 0, i64 2048, i1 false)
  br label %349

349:                                              ; preds = %353, %348
  %350 = phi i64 [ 2, %348 ], [ %354, %353 ]
  %351 = phi i64 [ 7, %348 ], [ %356, %353 ]
  %352 = phi i64 [ 1, %348 ], [ %355, %353 ]
  br label %358

353:                                              ; preds = %383
  %354 = add nuw nsw i64 %350, 1
  %355 = add nuw nsw i64 %352, 1
  %356 = add nsw i64 %351, -1
  %357 = icmp eq i64 %354, 9
  br i1 %357, label %482, label %349, !llvm.loop !32

358:                                              ; preds = %383, %349
  %359 = phi i64 [ %352, %349 ], [ %385, %383 ]
  %360 = phi i64 [ 0, %349 ], [ %384, %383 ]
  %361 = add nuw nsw i64 %360, %350
  %362 = add nsw i64 %361, -1
  %363 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %362
  store i64 -1, ptr %363, align 8
  %364 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %360
  %365 = load i32, ptr %364, align 4, !tbaa !10
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %361
  %368 = load i32, ptr %367, align 4, !tbaa !10
  %369 = sext i32 %368 to i64
  %370 = mul nsw i64 %369, %366
  %371 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %360
  %372 = load i64, ptr %371, align 8, !tbaa !33
  %373 = add nuw nsw i64 %360, 1
  %374 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %373, i64 %362
  %375 = load i64, ptr %374, align 8, !tbaa !33
  %376 = add nsw i64 %375, %372
  %377 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %373
  %378 = load i32, ptr %377, align 4, !tbaa !10
  %379 = sext i32 %378 to i64
  %380 = mul i64 %370, %379
  %381 = add nsw i64 %376, %380
  store i64 %381, ptr %363, align 8
  %382 = icmp eq i64 %373, %359
  br i1 %382, label %383, label %387, !llvm.loop !35

383:                                              ; preds = %467, %451, %435, %419, %403, %387, %358
  %384 = add nuw nsw i64 %360, 1
  %385 = add nuw nsw i64 %359, 1
  %386 = icmp eq i64 %384, %351
  br i1 %386, label %353, label %358, !llvm.loop !36

387:                                              ; preds = %358
  %388 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %373
  %389 = load i64, ptr %388, align 8, !tbaa !33
  %390 = add nuw nsw i64 %360, 2
  %391 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %390, i64 %362
  %392 = load i64, ptr %391, align 8, !tbaa !33
  %393 = add nsw i64 %392, %389
  %394 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %390
  %395 = load i32, ptr %394, align 4, !tbaa !10
  %396 = sext i32 %395 to i64
  %397 = mul i64 %370, %396
  %398 = add nsw i64 %393, %397
  %399 = icmp slt i64 %381, 0
  %400 = tail call i64 @llvm.smin.i64(i64 %398, i64 %381)
  %401 = select i1 %399, i64 %398, i64 %400
  store i64 %401, ptr %363, align 8
  %402 = icmp eq i64 %390, %359
  br i1 %402, label %383, label %403, !llvm.loop !35

403:                                              ; preds = %387
  %404 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %390
  %405 = load i64, ptr %404, align 8, !tbaa !33
  %406 = add nuw nsw i64 %360, 3
  %407 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %406, i64 %362
  %408 = load i64, ptr %407, align 8, !tbaa !33
  %409 = add nsw i64 %408, %405
  %410 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %406
  %411 = load i32, ptr %410, align 4, !tbaa !10
  %412 = sext i32 %411 to i64
  %413 = mul i64 %370, %412
  %414 = add nsw i64 %409, %413
  %415 = icmp slt i64 %401, 0
  %416 = tail call i64 @llvm.smin.i64(i64 %414, i64 %401)
  %417 = select i1 %415, i64 %414, i64 %416
  store i64 %417, ptr %363, align 8
  %418 = icmp eq i64 %406, %359
  br i1 %418, label %383, label %419, !llvm.loop !35

419:                                              ; preds = %403
  %420 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %406
  %421 = load i64, ptr %420, align 8, !tbaa !33
  %422 = add nuw nsw i64 %360, 4
  %423 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %422, i64 %362
  %424 = load i64, ptr %423, align 8, !tbaa !33
  %425 = add nsw i64 %424, %421
  %426 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %422
  %427 = load i32, ptr %426, align 4, !tbaa !10
  %428 = sext i32 %427 to i64
  %429 = mul i64 %370, %428
  %430 = add nsw i64 %425, %429
  %431 = icmp slt i64 %417, 0
  %432 = tail call i64 @llvm.smin.i64(i64 %430, i64 %417)
  %433 = select i1 %431, i64 %430, i64 %432
  store i64 %433, ptr %363, align 8
  %434 = icmp eq i64 %422, %359
  br i1 %434, label %383, label %435, !llvm.loop !35

435:                                              ; preds = %419
  %436 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %422
  %437 = load i64, ptr %436, align 8, !tbaa !33
  %438 = add nuw nsw i64 %360, 5
  %439 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %438, i64 %362
  %440 = load i64, ptr %439, align 8, !tbaa !33
  %441 = add nsw i64 %440, %437
  %442 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %438
  %443 = load i32, ptr %442, align 4, !tbaa !10
  %444 = sext i32 %443 to i64
  %445 = mul i64 %370, %444
  %446 = add nsw i64 %441, %445
  %447 = icmp slt i64 %433, 0
  %448 = tail call i64 @llvm.smin.i64(i64 %446, i64 %433)
  %449 = select i1 %447, i64 %446, i64 %448
  store i64 %449, ptr %363, align 8
  %450 = icmp eq i64 %438, %359
  br i1 %450, label %383, label %451, !llvm.loop !35

451:                                              ; preds = %435
  %452 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %438
  %453 = load i64, ptr %452, align 8, !tbaa !33
  %454 = add nuw nsw i64 %360, 6
  %455 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %454, i64 %362
  %456 = load i64, ptr %455, align 8, !tbaa !33
  %457 = add nsw i64 %456, %453
  %458 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %454
  %459 = load i32, ptr %458, align 4, !tbaa !10
  %460 = sext i32 %459 to i64
  %461 = mul i64 %370, %460
  %462 = add nsw i64 %457, %461
  %463 = icmp slt i64 %449, 0
  %464 = tail call i64 @llvm.smin.i64(i64 %462, i64 %449)
  %465 = select i1 %463, i64 %462, i64 %464
  store i64 %465, ptr %363, align 8
  %466 = icmp eq i64 %454, %359
  br i1 %466, label %383, label %467, !llvm.loop !35

467:                                              ; preds = %451
  %468 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %454
  %469 = load i64, ptr %468, align 8, !tbaa !33
  %470 = add nuw nsw i64 %360, 7
  %471 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %470, i64 %362
  %472 = load i64, ptr %471, align 8, !tbaa !33
  %473 = add nsw i64 %472, %469
  %474 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %470
  %475 = load i32, ptr %474, align 4, !tbaa !10
  %476 = sext i32 %475 to i64
  %477 = mul i64 %370, %476
  %478 = add nsw i64 %473, %477
  %479 = icmp slt i64 %465, 0
  %480 = tail call i64 @llvm.smin.i64(i64 %478, i64 %465)
  %481 = select i1 %479, i64 %478, i64 %480
  store i64 %481, ptr %363, align 8
  br label %383

482:                                              ; preds = %353
  %483 = getelementptr inbounds i8, ptr %1, i64 56
  %484 = load i64, ptr %483, align 8, !tbaa !33
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef %484)
  %485 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200)
  %486 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef %485, i64 noundef %486)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #14
  ret i32 0

487:                                              ; preds = %487, %315
  %488 = phi i64 [ 0, %315 ], [ %505, %487 ]
  %489 = phi i32 [ 1, %315 ], [ %499, %487 ]
  %490 = mul i32 %489, 1103515245
  %491 = add i32 %490, 12345
  %492 = lshr i32 %491, 16
  %493 = trunc nuw i32 %492 to i16
  %494 = urem i16 %493, 1000
  %495 = zext nneg i16 %494 to i32
  %496 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %488
  store i32 %495, ptr %496, align 8, !tbaa !10
  %497 = or disjoint i64 %488, 1
  %498 = mul i32 %491, 1103515245
  %499 = add i32 %498, 12345
  %500 = lshr i32 %499, 16
  %501 = trunc nuw i32 %500 to i16
  %502 = urem i16 %501, 1000
  %503 = zext nneg i16 %502 to i32
  %504 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %497
  store i32 %503, ptr %504, align 4, !tbaa !10
  %505 = add nuw nsw i64 %488, 2
  %506 = icmp eq i64 %505, 200
  br i1 %506, label %318, label %487, !llvm.loop !37
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14
  %4 = load ptr, ptr %2, align 8, !tbaa !38
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @edit_distance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #14
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #14
  %5 = shl i64 %4, 2
  %6 = add i64 %5, 4
  %7 = tail call ptr @malloc(i64 noundef %6) #15
  %8 = tail call ptr @malloc(i64 noundef %6) #15
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
  store <4 x i32> %18, ptr %20, align 4, !tbaa !10
  store <4 x i32> %19, ptr %21, align 4, !tbaa !10
  %22 = add nuw i64 %17, 8
  %23 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>
  %24 = icmp eq i64 %22, %15
  br i1 %24, label %25, label %16, !llvm.loop !40

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
  store i32 %38, ptr %39, align 4, !tbaa !10
  %40 = add nuw i64 %37, 1
  %41 = icmp eq i64 %40, %10
  br i1 %41, label %27, label %36, !llvm.loop !41

42:                                               ; preds = %55, %27
  %43 = phi ptr [ %8, %27 ], [ %48, %55 ]
  %44 = phi ptr [ %7, %27 ], [ %49, %55 ]
  %45 = getelementptr inbounds i32, ptr %44, i64 %4
  %46 = load i32, ptr %45, align 4, !tbaa !10
  tail call void @free(ptr noundef nonnull %44)
  tail call void @free(ptr noundef %43)
  ret i32 %46

47:                                               ; preds = %30, %55
  %48 = phi ptr [ %7, %30 ], [ %49, %55 ]
  %49 = phi ptr [ %8, %30 ], [ %48, %55 ]
  %50 = phi i64 [ 1, %30 ], [ %56, %55 ]
  %51 = trunc i64 %50 to i32
  store i32 %51, ptr %49, align 4, !tbaa !10
  br i1 %31, label %55, label %52

52:                                               ; preds = %47
  %53 = getelementptr i8, ptr %28, i64 %50
  %54 = load i32, ptr %48, align 4, !tbaa !10
  br label %58

55:                                               ; preds = %58, %47
  %56 = add nuw i64 %50, 1
  %57 = icmp eq i64 %56, %34
  br i1 %57, label %42, label %47, !llvm.loop !42

58:                                               ; preds = %52, %58
  %59 = phi i32 [ %51, %52 ], [ %74, %58 ]
  %60 = phi i32 [ %54, %52 ], [ %69, %58 ]
  %61 = phi i64 [ 1, %52 ], [ %76, %58 ]
  %62 = load i8, ptr %53, align 1, !tbaa !5
  %63 = getelementptr i8, ptr %35, i64 %61
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = icmp ne i8 %62, %64
  %66 = zext i1 %65 to i32
  %67 = add nsw i32 %60, %66
  %68 = getelementptr inbounds i32, ptr %48, i64 %61
  %69 = load i32, ptr %68, align 4, !tbaa !10
  %70 = add nsw i32 %59, 1
  %71 = icmp sgt i32 %67, %69
  %72 = add nsw i32 %69, 1
  %73 = select i1 %71, i32 %72, i32 %67
  %74 = tail call i32 @llvm.smin.i32(i32 %73, i32 %70)
  %75 = getelementptr inbounds i32, ptr %49, i64 %61
  store i32 %74, ptr %75, align 4, !tbaa !10
  %76 = add nuw i64 %61, 1
  %77 = icmp eq i64 %76, %32
  br i1 %77, label %55, label %58, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext nneg i32 %1 to i64
  %4 = add nuw nsw i64 %3, 1
  %5 = tail call ptr @calloc(i64 noundef %4, i64 noundef 8) #13
  store i64 1, ptr %5, align 8, !tbaa !33
  %6 = add i32 %1, 1
  %7 = load i32, ptr %0, align 4, !tbaa !10
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %66, label %9

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = sub i32 %1, %7
  %12 = zext i32 %11 to i64
  %13 = add nuw nsw i64 %12, 1
  %14 = icmp ult i32 %11, 13
  br i1 %14, label %15, label %32

15:                                               ; preds = %64, %32, %9
  %16 = phi i64 [ %10, %32 ], [ %10, %9 ], [ %48, %64 ]
  %17 = trunc i64 %16 to i32
  %18 = add i32 %17, %1
  %19 = and i32 %18, 1
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %15
  %22 = sub nsw i64 %16, %10
  %23 = getelementptr inbounds i64, ptr %5, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !33
  %25 = getelementptr inbounds i64, ptr %5, i64 %16
  %26 = load i64, ptr %25, align 8, !tbaa !33
  %27 = add nsw i64 %26, %24
  store i64 %27, ptr %25, align 8, !tbaa !33
  %28 = add nsw i64 %16, 1
  br label %29

29:                                               ; preds = %21, %15
  %30 = phi i64 [ %16, %15 ], [ %28, %21 ]
  %31 = icmp eq i32 %17, %1
  br i1 %31, label %66, label %622

32:                                               ; preds = %9
  %33 = shl nsw i64 %10, 3
  %34 = getelementptr i8, ptr %5, i64 %33
  %35 = sub i32 %1, %7
  %36 = zext i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 3
  %38 = getelementptr i8, ptr %5, i64 %33
  %39 = getelementptr i8, ptr %38, i64 %37
  %40 = getelementptr i8, ptr %39, i64 8
  %41 = getelementptr i8, ptr %5, i64 %37
  %42 = getelementptr i8, ptr %41, i64 8
  %43 = icmp ult ptr %34, %42
  %44 = icmp ult ptr %5, %40
  %45 = and i1 %43, %44
  br i1 %45, label %15, label %46

46:                                               ; preds = %32
  %47 = and i64 %13, 8589934588
  %48 = add nsw i64 %47, %10
  %49 = getelementptr i64, ptr %5, i64 %10
  br label %50

50:                                               ; preds = %50, %46
  %51 = phi i64 [ 0, %46 ], [ %62, %50 ]
  %52 = getelementptr inbounds i64, ptr %5, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load <2 x i64>, ptr %52, align 8, !tbaa !33, !alias.scope !44
  %55 = load <2 x i64>, ptr %53, align 8, !tbaa !33, !alias.scope !44
  %56 = getelementptr i64, ptr %49, i64 %51
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load <2 x i64>, ptr %56, align 8, !tbaa !33, !alias.scope !47, !noalias !44
  %59 = load <2 x i64>, ptr %57, align 8, !tbaa !33, !alias.scope !47, !noalias !44
  %60 = add nsw <2 x i64> %58, %54
  %61 = add nsw <2 x i64> %59, %55
  store <2 x i64> %60, ptr %56, align 8, !tbaa !33, !alias.scope !47, !noalias !44
  store <2 x i64> %61, ptr %57, align 8, !tbaa !33, !alias.scope !47, !noalias !44
  %62 = add nuw i64 %51, 4
  %63 = icmp eq i64 %62, %47
  br i1 %63, label %64, label %50, !llvm.loop !49

64:                                               ; preds = %50
  %65 = icmp eq i64 %13, %47
  br i1 %65, label %66, label %15

66:                                               ; preds = %29, %622, %64, %2
  %67 = getelementptr inbounds i8, ptr %0, i64 4
  %68 = load i32, ptr %67, align 4, !tbaa !10
  %69 = icmp sgt i32 %68, %1
  br i1 %69, label %145, label %70

70:                                               ; preds = %66
  %71 = sext i32 %68 to i64
  %72 = sub i32 %1, %68
  %73 = zext i32 %72 to i64
  %74 = add nuw nsw i64 %73, 1
  %75 = icmp ult i32 %72, 13
  br i1 %75, label %110, label %76

76:                                               ; preds = %70
  %77 = shl nsw i64 %71, 3
  %78 = getelementptr i8, ptr %5, i64 %77
  %79 = sub i32 %1, %68
  %80 = zext i32 %79 to i64
  %81 = shl nuw nsw i64 %80, 3
  %82 = getelementptr i8, ptr %5, i64 %77
  %83 = getelementptr i8, ptr %82, i64 %81
  %84 = getelementptr i8, ptr %83, i64 8
  %85 = getelementptr i8, ptr %5, i64 %81
  %86 = getelementptr i8, ptr %85, i64 8
  %87 = icmp ult ptr %78, %86
  %88 = icmp ult ptr %5, %84
  %89 = and i1 %87, %88
  br i1 %89, label %110, label %90

90:                                               ; preds = %76
  %91 = and i64 %74, 8589934588
  %92 = add nsw i64 %91, %71
  %93 = getelementptr i64, ptr %5, i64 %71
  br label %94

94:                                               ; preds = %94, %90
  %95 = phi i64 [ 0, %90 ], [ %106, %94 ]
  %96 = getelementptr inbounds i64, ptr %5, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load <2 x i64>, ptr %96, align 8, !tbaa !33, !alias.scope !50
  %99 = load <2 x i64>, ptr %97, align 8, !tbaa !33, !alias.scope !50
  %100 = getelementptr i64, ptr %93, i64 %95
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load <2 x i64>, ptr %100, align 8, !tbaa !33, !alias.scope !53, !noalias !50
  %103 = load <2 x i64>, ptr %101, align 8, !tbaa !33, !alias.scope !53, !noalias !50
  %104 = add nsw <2 x i64> %102, %98
  %105 = add nsw <2 x i64> %103, %99
  store <2 x i64> %104, ptr %100, align 8, !tbaa !33, !alias.scope !53, !noalias !50
  store <2 x i64> %105, ptr %101, align 8, !tbaa !33, !alias.scope !53, !noalias !50
  %106 = add nuw i64 %95, 4
  %107 = icmp eq i64 %106, %91
  br i1 %107, label %108, label %94, !llvm.loop !55

108:                                              ; preds = %94
  %109 = icmp eq i64 %74, %91
  br i1 %109, label %145, label %110

110:                                              ; preds = %108, %76, %70
  %111 = phi i64 [ %71, %76 ], [ %71, %70 ], [ %92, %108 ]
  %112 = trunc i64 %111 to i32
  %113 = add i32 %112, %1
  %114 = and i32 %113, 1
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %124

116:                                              ; preds = %110
  %117 = sub nsw i64 %111, %71
  %118 = getelementptr inbounds i64, ptr %5, i64 %117
  %119 = load i64, ptr %118, align 8, !tbaa !33
  %120 = getelementptr inbounds i64, ptr %5, i64 %111
  %121 = load i64, ptr %120, align 8, !tbaa !33
  %122 = add nsw i64 %121, %119
  store i64 %122, ptr %120, align 8, !tbaa !33
  %123 = add nsw i64 %111, 1
  br label %124

124:                                              ; preds = %116, %110
  %125 = phi i64 [ %111, %110 ], [ %123, %116 ]
  %126 = icmp eq i32 %112, %1
  br i1 %126, label %145, label %127

127:                                              ; preds = %124, %127
  %128 = phi i64 [ %142, %127 ], [ %125, %124 ]
  %129 = sub nsw i64 %128, %71
  %130 = getelementptr inbounds i64, ptr %5, i64 %129
  %131 = load i64, ptr %130, align 8, !tbaa !33
  %132 = getelementptr inbounds i64, ptr %5, i64 %128
  %133 = load i64, ptr %132, align 8, !tbaa !33
  %134 = add nsw i64 %133, %131
  store i64 %134, ptr %132, align 8, !tbaa !33
  %135 = add nsw i64 %128, 1
  %136 = sub nsw i64 %135, %71
  %137 = getelementptr inbounds i64, ptr %5, i64 %136
  %138 = load i64, ptr %137, align 8, !tbaa !33
  %139 = getelementptr inbounds i64, ptr %5, i64 %135
  %140 = load i64, ptr %139, align 8, !tbaa !33
  %141 = add nsw i64 %140, %138
  store i64 %141, ptr %139, align 8, !tbaa !33
  %142 = add nsw i64 %128, 2
  %143 = trunc i64 %142 to i32
  %144 = icmp eq i32 %6, %143
  br i1 %144, label %145, label %127, !llvm.loop !56

145:                                              ; preds = %124, %127, %108, %66
  %146 = getelementptr inbounds i8, ptr %0, i64 8
  %147 = load i32, ptr %146, align 4, !tbaa !10
  %148 = icmp sgt i32 %147, %1
  br i1 %148, label %224, label %149

149:                                              ; preds = %145
  %150 = sext i32 %147 to i64
  %151 = sub i32 %1, %147
  %152 = zext i32 %151 to i64
  %153 = add nuw nsw i64 %152, 1
  %154 = icmp ult i32 %151, 13
  br i1 %154, label %189, label %155

155:                                              ; preds = %149
  %156 = shl nsw i64 %150, 3
  %157 = getelementptr i8, ptr %5, i64 %156
  %158 = sub i32 %1, %147
  %159 = zext i32 %158 to i64
  %160 = shl nuw nsw i64 %159, 3
  %161 = getelementptr i8, ptr %5, i64 %156
  %162 = getelementptr i8, ptr %161, i64 %160
  %163 = getelementptr i8, ptr %162, i64 8
  %164 = getelementptr i8, ptr %5, i64 %160
  %165 = getelementptr i8, ptr %164, i64 8
  %166 = icmp ult ptr %157, %165
  %167 = icmp ult ptr %5, %163
  %168 = and i1 %166, %167
  br i1 %168, label %189, label %169

169:                                              ; preds = %155
  %170 = and i64 %153, 8589934588
  %171 = add nsw i64 %170, %150
  %172 = getelementptr i64, ptr %5, i64 %150
  br label %173

173:                                              ; preds = %173, %169
  %174 = phi i64 [ 0, %169 ], [ %185, %173 ]
  %175 = getelementptr inbounds i64, ptr %5, i64 %174
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load <2 x i64>, ptr %175, align 8, !tbaa !33, !alias.scope !57
  %178 = load <2 x i64>, ptr %176, align 8, !tbaa !33, !alias.scope !57
  %179 = getelementptr i64, ptr %172, i64 %174
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load <2 x i64>, ptr %179, align 8, !tbaa !33, !alias.scope !60, !noalias !57
  %182 = load <2 x i64>, ptr %180, align 8, !tbaa !33, !alias.scope !60, !noalias !57
  %183 = add nsw <2 x i64> %181, %177
  %184 = add nsw <2 x i64> %182, %178
  store <2 x i64> %183, ptr %179, align 8, !tbaa !33, !alias.scope !60, !noalias !57
  store <2 x i64> %184, ptr %180, align 8, !tbaa !33, !alias.scope !60, !noalias !57
  %185 = add nuw i64 %174, 4
  %186 = icmp eq i64 %185, %170
  br i1 %186, label %187, label %173, !llvm.loop !62

187:                                              ; preds = %173
  %188 = icmp eq i64 %153, %170
  br i1 %188, label %224, label %189

189:                                              ; preds = %187, %155, %149
  %190 = phi i64 [ %150, %155 ], [ %150, %149 ], [ %171, %187 ]
  %191 = trunc i64 %190 to i32
  %192 = add i32 %191, %1
  %193 = and i32 %192, 1
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %195, label %203

195:                                              ; preds = %189
  %196 = sub nsw i64 %190, %150
  %197 = getelementptr inbounds i64, ptr %5, i64 %196
  %198 = load i64, ptr %197, align 8, !tbaa !33
  %199 = getelementptr inbounds i64, ptr %5, i64 %190
  %200 = load i64, ptr %199, align 8, !tbaa !33
  %201 = add nsw i64 %200, %198
  store i64 %201, ptr %199, align 8, !tbaa !33
  %202 = add nsw i64 %190, 1
  br label %203

203:                                              ; preds = %195, %189
  %204 = phi i64 [ %190, %189 ], [ %202, %195 ]
  %205 = icmp eq i32 %191, %1
  br i1 %205, label %224, label %206

206:                                              ; preds = %203, %206
  %207 = phi i64 [ %221, %206 ], [ %204, %203 ]
  %208 = sub nsw i64 %207, %150
  %209 = getelementptr inbounds i64, ptr %5, i64 %208
  %210 = load i64, ptr %209, align 8, !tbaa !33
  %211 = getelementptr inbounds i64, ptr %5, i64 %207
  %212 = load i64, ptr %211, align 8, !tbaa !33
  %213 = add nsw i64 %212, %210
  store i64 %213, ptr %211, align 8, !tbaa !33
  %214 = add nsw i64 %207, 1
  %215 = sub nsw i64 %214, %150
  %216 = getelementptr inbounds i64, ptr %5, i64 %215
  %217 = load i64, ptr %216, align 8, !tbaa !33
  %218 = getelementptr inbounds i64, ptr %5, i64 %214
  %219 = load i64, ptr %218, align 8, !tbaa !33
  %220 = add nsw i64 %219, %217
  store i64 %220, ptr %218, align 8, !tbaa !33
  %221 = add nsw i64 %207, 2
  %222 = trunc i64 %221 to i32
  %223 = icmp eq i32 %6, %222
  br i1 %223, label %224, label %206, !llvm.loop !63

224:                                              ; preds = %203, %206, %187, %145
  %225 = getelementptr inbounds i8, ptr %0, i64 12
  %226 = load i32, ptr %225, align 4, !tbaa !10
  %227 = icmp sgt i32 %226, %1
  br i1 %227, label %303, label %228

228:                                              ; preds = %224
  %229 = sext i32 %226 to i64
  %230 = sub i32 %1, %226
  %231 = zext i32 %230 to i64
  %232 = add nuw nsw i64 %231, 1
  %233 = icmp ult i32 %230, 13
  br i1 %233, label %268, label %234

234:                                              ; preds = %228
  %235 = shl nsw i64 %229, 3
  %236 = getelementptr i8, ptr %5, i64 %235
  %237 = sub i32 %1, %226
  %238 = zext i32 %237 to i64
  %239 = shl nuw nsw i64 %238, 3
  %240 = getelementptr i8, ptr %5, i64 %235
  %241 = getelementptr i8, ptr %240, i64 %239
  %242 = getelementptr i8, ptr %241, i64 8
  %243 = getelementptr i8, ptr %5, i64 %239
  %244 = getelementptr i8, ptr %243, i64 8
  %245 = icmp ult ptr %236, %244
  %246 = icmp ult ptr %5, %242
  %247 = and i1 %245, %246
  br i1 %247, label %268, label %248

248:                                              ; preds = %234
  %249 = and i64 %232, 8589934588
  %250 = add nsw i64 %249, %229
  %251 = getelementptr i64, ptr %5, i64 %229
  br label %252

252:                                              ; preds = %252, %248
  %253 = phi i64 [ 0, %248 ], [ %264, %252 ]
  %254 = getelementptr inbounds i64, ptr %5, i64 %253
  %255 = getelementptr inbounds i8, ptr %254, i64 16
  %256 = load <2 x i64>, ptr %254, align 8, !tbaa !33, !alias.scope !64
  %257 = load <2 x i64>, ptr %255, align 8, !tbaa !33, !alias.scope !64
  %258 = getelementptr i64, ptr %251, i64 %253
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load <2 x i64>, ptr %258, align 8, !tbaa !33, !alias.scope !67, !noalias !64
  %261 = load <2 x i64>, ptr %259, align 8, !tbaa !33, !alias.scope !67, !noalias !64
  %262 = add nsw <2 x i64> %260, %256
  %263 = add nsw <2 x i64> %261, %257
  store <2 x i64> %262, ptr %258, align 8, !tbaa !33, !alias.scope !67, !noalias !64
  store <2 x i64> %263, ptr %259, align 8, !tbaa !33, !alias.scope !67, !noalias !64
  %264 = add nuw i64 %253, 4
  %265 = icmp eq i64 %264, %249
  br i1 %265, label %266, label %252, !llvm.loop !69

266:                                              ; preds = %252
  %267 = icmp eq i64 %232, %249
  br i1 %267, label %303, label %268

268:                                              ; preds = %266, %234, %228
  %269 = phi i64 [ %229, %234 ], [ %229, %228 ], [ %250, %266 ]
  %270 = trunc i64 %269 to i32
  %271 = add i32 %270, %1
  %272 = and i32 %271, 1
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %274, label %282

274:                                              ; preds = %268
  %275 = sub nsw i64 %269, %229
  %276 = getelementptr inbounds i64, ptr %5, i64 %275
  %277 = load i64, ptr %276, align 8, !tbaa !33
  %278 = getelementptr inbounds i64, ptr %5, i64 %269
  %279 = load i64, ptr %278, align 8, !tbaa !33
  %280 = add nsw i64 %279, %277
  store i64 %280, ptr %278, align 8, !tbaa !33
  %281 = add nsw i64 %269, 1
  br label %282

282:                                              ; preds = %274, %268
  %283 = phi i64 [ %269, %268 ], [ %281, %274 ]
  %284 = icmp eq i32 %270, %1
  br i1 %284, label %303, label %285

285:                                              ; preds = %282, %285
  %286 = phi i64 [ %300, %285 ], [ %283, %282 ]
  %287 = sub nsw i64 %286, %229
  %288 = getelementptr inbounds i64, ptr %5, i64 %287
  %289 = load i64, ptr %288, align 8, !tbaa !33
  %290 = getelementptr inbounds i64, ptr %5, i64 %286
  %291 = load i64, ptr %290, align 8, !tbaa !33
  %292 = add nsw i64 %291, %289
  store i64 %292, ptr %290, align 8, !tbaa !33
  %293 = add nsw i64 %286, 1
  %294 = sub nsw i64 %293, %229
  %295 = getelementptr inbounds i64, ptr %5, i64 %294
  %296 = load i64, ptr %295, align 8, !tbaa !33
  %297 = getelementptr inbounds i64, ptr %5, i64 %293
  %298 = load i64, ptr %297, align 8, !tbaa !33
  %299 = add nsw i64 %298, %296
  store i64 %299, ptr %297, align 8, !tbaa !33
  %300 = add nsw i64 %286, 2
  %301 = trunc i64 %300 to i32
  %302 = icmp eq i32 %6, %301
  br i1 %302, label %303, label %285, !llvm.loop !70

303:                                              ; preds = %282, %285, %266, %224
  %304 = getelementptr inbounds i8, ptr %0, i64 16
  %305 = load i32, ptr %304, align 4, !tbaa !10
  %306 = icmp sgt i32 %305, %1
  br i1 %306, label %382, label %307

307:                                              ; preds = %303
  %308 = sext i32 %305 to i64
  %309 = sub i32 %1, %305
  %310 = zext i32 %309 to i64
  %311 = add nuw nsw i64 %310, 1
  %312 = icmp ult i32 %309, 13
  br i1 %312, label %347, label %313

313:                                              ; preds = %307
  %314 = shl nsw i64 %308, 3
  %315 = getelementptr i8, ptr %5, i64 %314
  %316 = sub i32 %1, %305
  %317 = zext i32 %316 to i64
  %318 = shl nuw nsw i64 %317, 3
  %319 = getelementptr i8, ptr %5, i64 %314
  %320 = getelementptr i8, ptr %319, i64 %318
  %321 = getelementptr i8, ptr %320, i64 8
  %322 = getelementptr i8, ptr %5, i64 %318
  %323 = getelementptr i8, ptr %322, i64 8
  %324 = icmp ult ptr %315, %323
  %325 = icmp ult ptr %5, %321
  %326 = and i1 %324, %325
  br i1 %326, label %347, label %327

327:                                              ; preds = %313
  %328 = and i64 %311, 8589934588
  %329 = add nsw i64 %328, %308
  %330 = getelementptr i64, ptr %5, i64 %308
  br label %331

331:                                              ; preds = %331, %327
  %332 = phi i64 [ 0, %327 ], [ %343, %331 ]
  %333 = getelementptr inbounds i64, ptr %5, i64 %332
  %334 = getelementptr inbounds i8, ptr %333, i64 16
  %335 = load <2 x i64>, ptr %333, align 8, !tbaa !33, !alias.scope !71
  %336 = load <2 x i64>, ptr %334, align 8, !tbaa !33, !alias.scope !71
  %337 = getelementptr i64, ptr %330, i64 %332
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load <2 x i64>, ptr %337, align 8, !tbaa !33, !alias.scope !74, !noalias !71
  %340 = load <2 x i64>, ptr %338, align 8, !tbaa !33, !alias.scope !74, !noalias !71
  %341 = add nsw <2 x i64> %339, %335
  %342 = add nsw <2 x i64> %340, %336
  store <2 x i64> %341, ptr %337, align 8, !tbaa !33, !alias.scope !74, !noalias !71
  store <2 x i64> %342, ptr %338, align 8, !tbaa !33, !alias.scope !74, !noalias !71
  %343 = add nuw i64 %332, 4
  %344 = icmp eq i64 %343, %328
  br i1 %344, label %345, label %331, !llvm.loop !76

345:                                              ; preds = %331
  %346 = icmp eq i64 %311, %328
  br i1 %346, label %382, label %347

347:                                              ; preds = %345, %313, %307
  %348 = phi i64 [ %308, %313 ], [ %308, %307 ], [ %329, %345 ]
  %349 = trunc i64 %348 to i32
  %350 = add i32 %349, %1
  %351 = and i32 %350, 1
  %352 = icmp eq i32 %351, 0
  br i1 %352, label %353, label %361

353:                                              ; preds = %347
  %354 = sub nsw i64 %348, %308
  %355 = getelementptr inbounds i64, ptr %5, i64 %354
  %356 = load i64, ptr %355, align 8, !tbaa !33
  %357 = getelementptr inbounds i64, ptr %5, i64 %348
  %358 = load i64, ptr %357, align 8, !tbaa !33
  %359 = add nsw i64 %358, %356
  store i64 %359, ptr %357, align 8, !tbaa !33
  %360 = add nsw i64 %348, 1
  br label %361

361:                                              ; preds = %353, %347
  %362 = phi i64 [ %348, %347 ], [ %360, %353 ]
  %363 = icmp eq i32 %349, %1
  br i1 %363, label %382, label %364

364:                                              ; preds = %361, %364
  %365 = phi i64 [ %379, %364 ], [ %362, %361 ]
  %366 = sub nsw i64 %365, %308
  %367 = getelementptr inbounds i64, ptr %5, i64 %366
  %368 = load i64, ptr %367, align 8, !tbaa !33
  %369 = getelementptr inbounds i64, ptr %5, i64 %365
  %370 = load i64, ptr %369, align 8, !tbaa !33
  %371 = add nsw i64 %370, %368
  store i64 %371, ptr %369, align 8, !tbaa !33
  %372 = add nsw i64 %365, 1
  %373 = sub nsw i64 %372, %308
  %374 = getelementptr inbounds i64, ptr %5, i64 %373
  %375 = load i64, ptr %374, align 8, !tbaa !33
  %376 = getelementptr inbounds i64, ptr %5, i64 %372
  %377 = load i64, ptr %376, align 8, !tbaa !33
  %378 = add nsw i64 %377, %375
  store i64 %378, ptr %376, align 8, !tbaa !33
  %379 = add nsw i64 %365, 2
  %380 = trunc i64 %379 to i32
  %381 = icmp eq i32 %6, %380
  br i1 %381, label %382, label %364, !llvm.loop !77

382:                                              ; preds = %361, %364, %345, %303
  %383 = getelementptr inbounds i8, ptr %0, i64 20
  %384 = load i32, ptr %383, align 4, !tbaa !10
  %385 = icmp sgt i32 %384, %1
  br i1 %385, label %461, label %386

386:                                              ; preds = %382
  %387 = sext i32 %384 to i64
  %388 = sub i32 %1, %384
  %389 = zext i32 %388 to i64
  %390 = add nuw nsw i64 %389, 1
  %391 = icmp ult i32 %388, 13
  br i1 %391, label %426, label %392

392:                                              ; preds = %386
  %393 = shl nsw i64 %387, 3
  %394 = getelementptr i8, ptr %5, i64 %393
  %395 = sub i32 %1, %384
  %396 = zext i32 %395 to i64
  %397 = shl nuw nsw i64 %396, 3
  %398 = getelementptr i8, ptr %5, i64 %393
  %399 = getelementptr i8, ptr %398, i64 %397
  %400 = getelementptr i8, ptr %399, i64 8
  %401 = getelementptr i8, ptr %5, i64 %397
  %402 = getelementptr i8, ptr %401, i64 8
  %403 = icmp ult ptr %394, %402
  %404 = icmp ult ptr %5, %400
  %405 = and i1 %403, %404
  br i1 %405, label %426, label %406

406:                                              ; preds = %392
  %407 = and i64 %390, 8589934588
  %408 = add nsw i64 %407, %387
  %409 = getelementptr i64, ptr %5, i64 %387
  br label %410

410:                                              ; preds = %410, %406
  %411 = phi i64 [ 0, %406 ], [ %422, %410 ]
  %412 = getelementptr inbounds i64, ptr %5, i64 %411
  %413 = getelementptr inbounds i8, ptr %412, i64 16
  %414 = load <2 x i64>, ptr %412, align 8, !tbaa !33, !alias.scope !78
  %415 = load <2 x i64>, ptr %413, align 8, !tbaa !33, !alias.scope !78
  %416 = getelementptr i64, ptr %409, i64 %411
  %417 = getelementptr inbounds i8, ptr %416, i64 16
  %418 = load <2 x i64>, ptr %416, align 8, !tbaa !33, !alias.scope !81, !noalias !78
  %419 = load <2 x i64>, ptr %417, align 8, !tbaa !33, !alias.scope !81, !noalias !78
  %420 = add nsw <2 x i64> %418, %414
  %421 = add nsw <2 x i64> %419, %415
  store <2 x i64> %420, ptr %416, align 8, !tbaa !33, !alias.scope !81, !noalias !78
  store <2 x i64> %421, ptr %417, align 8, !tbaa !33, !alias.scope !81, !noalias !78
  %422 = add nuw i64 %411, 4
  %423 = icmp eq i64 %422, %407
  br i1 %423, label %424, label %410, !llvm.loop !83

424:                                              ; preds = %410
  %425 = icmp eq i64 %390, %407
  br i1 %425, label %461, label %426

426:                                              ; preds = %424, %392, %386
  %427 = phi i64 [ %387, %392 ], [ %387, %386 ], [ %408, %424 ]
  %428 = trunc i64 %427 to i32
  %429 = add i32 %428, %1
  %430 = and i32 %429, 1
  %431 = icmp eq i32 %430, 0
  br i1 %431, label %432, label %440

432:                                              ; preds = %426
  %433 = sub nsw i64 %427, %387
  %434 = getelementptr inbounds i64, ptr %5, i64 %433
  %435 = load i64, ptr %434, align 8, !tbaa !33
  %436 = getelementptr inbounds i64, ptr %5, i64 %427
  %437 = load i64, ptr %436, align 8, !tbaa !33
  %438 = add nsw i64 %437, %435
  store i64 %438, ptr %436, align 8, !tbaa !33
  %439 = add nsw i64 %427, 1
  br label %440

440:                                              ; preds = %432, %426
  %441 = phi i64 [ %427, %426 ], [ %439, %432 ]
  %442 = icmp eq i32 %428, %1
  br i1 %442, label %461, label %443

443:                                              ; preds = %440, %443
  %444 = phi i64 [ %458, %443 ], [ %441, %440 ]
  %445 = sub nsw i64 %444, %387
  %446 = getelementptr inbounds i64, ptr %5, i64 %445
  %447 = load i64, ptr %446, align 8, !tbaa !33
  %448 = getelementptr inbounds i64, ptr %5, i64 %444
  %449 = load i64, ptr %448, align 8, !tbaa !33
  %450 = add nsw i64 %449, %447
  store i64 %450, ptr %448, align 8, !tbaa !33
  %451 = add nsw i64 %444, 1
  %452 = sub nsw i64 %451, %387
  %453 = getelementptr inbounds i64, ptr %5, i64 %452
  %454 = load i64, ptr %453, align 8, !tbaa !33
  %455 = getelementptr inbounds i64, ptr %5, i64 %451
  %456 = load i64, ptr %455, align 8, !tbaa !33
  %457 = add nsw i64 %456, %454
  store i64 %457, ptr %455, align 8, !tbaa !33
  %458 = add nsw i64 %444, 2
  %459 = trunc i64 %458 to i32
  %460 = icmp eq i32 %6, %459
  br i1 %460, label %461, label %443, !llvm.loop !84

461:                                              ; preds = %440, %443, %424, %382
  %462 = getelementptr inbounds i8, ptr %0, i64 24
  %463 = load i32, ptr %462, align 4, !tbaa !10
  %464 = icmp sgt i32 %463, %1
  br i1 %464, label %540, label %465

465:                                              ; preds = %461
  %466 = sext i32 %463 to i64
  %467 = sub i32 %1, %463
  %468 = zext i32 %467 to i64
  %469 = add nuw nsw i64 %468, 1
  %470 = icmp ult i32 %467, 13
  br i1 %470, label %505, label %471

471:                                              ; preds = %465
  %472 = shl nsw i64 %466, 3
  %473 = getelementptr i8, ptr %5, i64 %472
  %474 = sub i32 %1, %463
  %475 = zext i32 %474 to i64
  %476 = shl nuw nsw i64 %475, 3
  %477 = getelementptr i8, ptr %5, i64 %472
  %478 = getelementptr i8, ptr %477, i64 %476
  %479 = getelementptr i8, ptr %478, i64 8
  %480 = getelementptr i8, ptr %5, i64 %476
  %481 = getelementptr i8, ptr %480, i64 8
  %482 = icmp ult ptr %473, %481
  %483 = icmp ult ptr %5, %479
  %484 = and i1 %482, %483
  br i1 %484, label %505, label %485

485:                                              ; preds = %471
  %486 = and i64 %469, 8589934588
  %487 = add nsw i64 %486, %466
  %488 = getelementptr i64, ptr %5, i64 %466
  br label %489

489:                                              ; preds = %489, %485
  %490 = phi i64 [ 0, %485 ], [ %501, %489 ]
  %491 = getelementptr inbounds i64, ptr %5, i64 %490
  %492 = getelementptr inbounds i8, ptr %491, i64 16
  %493 = load <2 x i64>, ptr %491, align 8, !tbaa !33, !alias.scope !85
  %494 = load <2 x i64>, ptr %492, align 8, !tbaa !33, !alias.scope !85
  %495 = getelementptr i64, ptr %488, i64 %490
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load <2 x i64>, ptr %495, align 8, !tbaa !33, !alias.scope !88, !noalias !85
  %498 = load <2 x i64>, ptr %496, align 8, !tbaa !33, !alias.scope !88, !noalias !85
  %499 = add nsw <2 x i64> %497, %493
  %500 = add nsw <2 x i64> %498, %494
  store <2 x i64> %499, ptr %495, align 8, !tbaa !33, !alias.scope !88, !noalias !85
  store <2 x i64> %500, ptr %496, align 8, !tbaa !33, !alias.scope !88, !noalias !85
  %501 = add nuw i64 %490, 4
  %502 = icmp eq i64 %501, %486
  br i1 %502, label %503, label %489, !llvm.loop !90

503:                                              ; preds = %489
  %504 = icmp eq i64 %469, %486
  br i1 %504, label %540, label %505

505:                                              ; preds = %503, %471, %465
  %506 = phi i64 [ %466, %471 ], [ %466, %465 ], [ %487, %503 ]
  %507 = trunc i64 %506 to i32
  %508 = add i32 %507, %1
  %509 = and i32 %508, 1
  %510 = icmp eq i32 %509, 0
  br i1 %510, label %511, label %519

511:                                              ; preds = %505
  %512 = sub nsw i64 %506, %466
  %513 = getelementptr inbounds i64, ptr %5, i64 %512
  %514 = load i64, ptr %513, align 8, !tbaa !33
  %515 = getelementptr inbounds i64, ptr %5, i64 %506
  %516 = load i64, ptr %515, align 8, !tbaa !33
  %517 = add nsw i64 %516, %514
  store i64 %517, ptr %515, align 8, !tbaa !33
  %518 = add nsw i64 %506, 1
  br label %519

519:                                              ; preds = %511, %505
  %520 = phi i64 [ %506, %505 ], [ %518, %511 ]
  %521 = icmp eq i32 %507, %1
  br i1 %521, label %540, label %522

522:                                              ; preds = %519, %522
  %523 = phi i64 [ %537, %522 ], [ %520, %519 ]
  %524 = sub nsw i64 %523, %466
  %525 = getelementptr inbounds i64, ptr %5, i64 %524
  %526 = load i64, ptr %525, align 8, !tbaa !33
  %527 = getelementptr inbounds i64, ptr %5, i64 %523
  %528 = load i64, ptr %527, align 8, !tbaa !33
  %529 = add nsw i64 %528, %526
  store i64 %529, ptr %527, align 8, !tbaa !33
  %530 = add nsw i64 %523, 1
  %531 = sub nsw i64 %530, %466
  %532 = getelementptr inbounds i64, ptr %5, i64 %531
  %533 = load i64, ptr %532, align 8, !tbaa !33
  %534 = getelementptr inbounds i64, ptr %5, i64 %530
  %535 = load i64, ptr %534, align 8, !tbaa !33
  %536 = add nsw i64 %535, %533
  store i64 %536, ptr %534, align 8, !tbaa !33
  %537 = add nsw i64 %523, 2
  %538 = trunc i64 %537 to i32
  %539 = icmp eq i32 %6, %538
  br i1 %539, label %540, label %522, !llvm.loop !91

540:                                              ; preds = %519, %522, %503, %461
  %541 = getelementptr inbounds i8, ptr %0, i64 28
  %542 = load i32, ptr %541, align 4, !tbaa !10
  %543 = icmp sgt i32 %542, %1
  br i1 %543, label %619, label %544

544:                                              ; preds = %540
  %545 = sext i32 %542 to i64
  %546 = sub i32 %1, %542
  %547 = zext i32 %546 to i64
  %548 = add nuw nsw i64 %547, 1
  %549 = icmp ult i32 %546, 13
  br i1 %549, label %584, label %550

550:                                              ; preds = %544
  %551 = shl nsw i64 %545, 3
  %552 = getelementptr i8, ptr %5, i64 %551
  %553 = sub i32 %1, %542
  %554 = zext i32 %553 to i64
  %555 = shl nuw nsw i64 %554, 3
  %556 = getelementptr i8, ptr %5, i64 %551
  %557 = getelementptr i8, ptr %556, i64 %555
  %558 = getelementptr i8, ptr %557, i64 8
  %559 = getelementptr i8, ptr %5, i64 %555
  %560 = getelementptr i8, ptr %559, i64 8
  %561 = icmp ult ptr %552, %560
  %562 = icmp ult ptr %5, %558
  %563 = and i1 %561, %562
  br i1 %563, label %584, label %564

564:                                              ; preds = %550
  %565 = and i64 %548, 8589934588
  %566 = add nsw i64 %565, %545
  %567 = getelementptr i64, ptr %5, i64 %545
  br label %568

568:                                              ; preds = %568, %564
  %569 = phi i64 [ 0, %564 ], [ %580, %568 ]
  %570 = getelementptr inbounds i64, ptr %5, i64 %569
  %571 = getelementptr inbounds i8, ptr %570, i64 16
  %572 = load <2 x i64>, ptr %570, align 8, !tbaa !33, !alias.scope !92
  %573 = load <2 x i64>, ptr %571, align 8, !tbaa !33, !alias.scope !92
  %574 = getelementptr i64, ptr %567, i64 %569
  %575 = getelementptr inbounds i8, ptr %574, i64 16
  %576 = load <2 x i64>, ptr %574, align 8, !tbaa !33, !alias.scope !95, !noalias !92
  %577 = load <2 x i64>, ptr %575, align 8, !tbaa !33, !alias.scope !95, !noalias !92
  %578 = add nsw <2 x i64> %576, %572
  %579 = add nsw <2 x i64> %577, %573
  store <2 x i64> %578, ptr %574, align 8, !tbaa !33, !alias.scope !95, !noalias !92
  store <2 x i64> %579, ptr %575, align 8, !tbaa !33, !alias.scope !95, !noalias !92
  %580 = add nuw i64 %569, 4
  %581 = icmp eq i64 %580, %565
  br i1 %581, label %582, label %568, !llvm.loop !97

582:                                              ; preds = %568
  %583 = icmp eq i64 %548, %565
  br i1 %583, label %619, label %584

584:                                              ; preds = %582, %550, %544
  %585 = phi i64 [ %545, %550 ], [ %545, %544 ], [ %566, %582 ]
  %586 = trunc i64 %585 to i32
  %587 = add i32 %586, %1
  %588 = and i32 %587, 1
  %589 = icmp eq i32 %588, 0
  br i1 %589, label %590, label %598

590:                                              ; preds = %584
  %591 = sub nsw i64 %585, %545
  %592 = getelementptr inbounds i64, ptr %5, i64 %591
  %593 = load i64, ptr %592, align 8, !tbaa !33
  %594 = getelementptr inbounds i64, ptr %5, i64 %585
  %595 = load i64, ptr %594, align 8, !tbaa !33
  %596 = add nsw i64 %595, %593
  store i64 %596, ptr %594, align 8, !tbaa !33
  %597 = add nsw i64 %585, 1
  br label %598

598:                                              ; preds = %590, %584
  %599 = phi i64 [ %585, %584 ], [ %597, %590 ]
  %600 = icmp eq i32 %586, %1
  br i1 %600, label %619, label %601

601:                                              ; preds = %598, %601
  %602 = phi i64 [ %616, %601 ], [ %599, %598 ]
  %603 = sub nsw i64 %602, %545
  %604 = getelementptr inbounds i64, ptr %5, i64 %603
  %605 = load i64, ptr %604, align 8, !tbaa !33
  %606 = getelementptr inbounds i64, ptr %5, i64 %602
  %607 = load i64, ptr %606, align 8, !tbaa !33
  %608 = add nsw i64 %607, %605
  store i64 %608, ptr %606, align 8, !tbaa !33
  %609 = add nsw i64 %602, 1
  %610 = sub nsw i64 %609, %545
  %611 = getelementptr inbounds i64, ptr %5, i64 %610
  %612 = load i64, ptr %611, align 8, !tbaa !33
  %613 = getelementptr inbounds i64, ptr %5, i64 %609
  %614 = load i64, ptr %613, align 8, !tbaa !33
  %615 = add nsw i64 %614, %612
  store i64 %615, ptr %613, align 8, !tbaa !33
  %616 = add nsw i64 %602, 2
  %617 = trunc i64 %616 to i32
  %618 = icmp eq i32 %6, %617
  br i1 %618, label %619, label %601, !llvm.loop !98

619:                                              ; preds = %598, %601, %582, %540
  %620 = getelementptr inbounds i64, ptr %5, i64 %3
  %621 = load i64, ptr %620, align 8, !tbaa !33
  tail call void @free(ptr noundef nonnull %5)
  ret i64 %621

622:                                              ; preds = %29, %622
  %623 = phi i64 [ %637, %622 ], [ %30, %29 ]
  %624 = sub nsw i64 %623, %10
  %625 = getelementptr inbounds i64, ptr %5, i64 %624
  %626 = load i64, ptr %625, align 8, !tbaa !33
  %627 = getelementptr inbounds i64, ptr %5, i64 %623
  %628 = load i64, ptr %627, align 8, !tbaa !33
  %629 = add nsw i64 %628, %626
  store i64 %629, ptr %627, align 8, !tbaa !33
  %630 = add nsw i64 %623, 1
  %631 = sub nsw i64 %630, %10
  %632 = getelementptr inbounds i64, ptr %5, i64 %631
  %633 = load i64, ptr %632, align 8, !tbaa !33
  %634 = getelementptr inbounds i64, ptr %5, i64 %630
  %635 = load i64, ptr %634, align 8, !tbaa !33
  %636 = add nsw i64 %635, %633
  store i64 %636, ptr %634, align 8, !tbaa !33
  %637 = add nsw i64 %623, 2
  %638 = trunc i64 %637 to i32
  %639 = icmp eq i32 %6, %638
  br i1 %639, label %66, label %622, !llvm.loop !99
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { allocsize(0,1) }
attributes #14 = { nounwind }
attributes #15 = { allocsize(0) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !9, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9, !19}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = distinct !{!28, !9, !19, !20}
!29 = distinct !{!29, !9, !19}
!30 = distinct !{!30, !9}
!31 = distinct !{!31, !9}
!32 = distinct !{!32, !9}
!33 = !{!34, !34, i64 0}
!34 = !{!"long long", !6, i64 0}
!35 = distinct !{!35, !9}
!36 = distinct !{!36, !9}
!37 = distinct !{!37, !9}
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !6, i64 0}
!40 = distinct !{!40, !9, !19, !20}
!41 = distinct !{!41, !9, !20, !19}
!42 = distinct !{!42, !9}
!43 = distinct !{!43, !9}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !9, !19, !20}
!50 = !{!51}
!51 = distinct !{!51, !52}
!52 = distinct !{!52, !"LVerDomain"}
!53 = !{!54}
!54 = distinct !{!54, !52}
!55 = distinct !{!55, !9, !19, !20}
!56 = distinct !{!56, !9, !19}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = distinct !{!62, !9, !19, !20}
!63 = distinct !{!63, !9, !19}
!64 = !{!65}
!65 = distinct !{!65, !66}
!66 = distinct !{!66, !"LVerDomain"}
!67 = !{!68}
!68 = distinct !{!68, !66}
!69 = distinct !{!69, !9, !19, !20}
!70 = distinct !{!70, !9, !19}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73, !"LVerDomain"}
!74 = !{!75}
!75 = distinct !{!75, !73}
!76 = distinct !{!76, !9, !19, !20}
!77 = distinct !{!77, !9, !19}
!78 = !{!79}
!79 = distinct !{!79, !80}
!80 = distinct !{!80, !"LVerDomain"}
!81 = !{!82}
!82 = distinct !{!82, !80}
!83 = distinct !{!83, !9, !19, !20}
!84 = distinct !{!84, !9, !19}
!85 = !{!86}
!86 = distinct !{!86, !87}
!87 = distinct !{!87, !"LVerDomain"}
!88 = !{!89}
!89 = distinct !{!89, !87}
!90 = distinct !{!90, !9, !19, !20}
!91 = distinct !{!91, !9, !19}
!92 = !{!93}
!93 = distinct !{!93, !94}
!94 = distinct !{!94, !"LVerDomain"}
!95 = !{!96}
!96 = distinct !{!96, !94}
!97 = distinct !{!97, !9, !19, !20}
!98 = distinct !{!98, !9, !19}
!99 = distinct !{!99, !9, !19}
