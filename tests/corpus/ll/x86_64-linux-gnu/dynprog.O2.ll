; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %3 = tail call noalias dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #10
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
  br label %52

52:                                               ; preds = %164, %38
  %53 = phi i64 [ 0, %38 ], [ %165, %164 ]
  %54 = getelementptr inbounds i32, ptr @__const.main.w, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !10
  %56 = icmp sgt i32 %55, 26
  br i1 %56, label %164, label %57

57:                                               ; preds = %52
  %58 = getelementptr inbounds i32, ptr @__const.main.v, i64 %53
  %59 = load i32, ptr %58, align 4, !tbaa !10
  %60 = sext i32 %55 to i64
  %61 = sub nsw i64 27, %60
  %62 = icmp ult i64 %61, 24
  br i1 %62, label %63, label %65

63:                                               ; preds = %162, %79, %65, %57
  %64 = phi i64 [ 26, %79 ], [ 26, %65 ], [ 26, %57 ], [ %88, %162 ]
  br label %167

65:                                               ; preds = %57
  %66 = shl nsw i64 %60, 2
  %67 = getelementptr i8, ptr %46, i64 %66
  %68 = icmp ugt ptr %67, %47
  %69 = mul nsw i64 %60, -4
  %70 = getelementptr i8, ptr %48, i64 %69
  %71 = shl nsw i64 %60, 2
  %72 = add nsw i64 %60, -27
  %73 = icmp ult i64 %72, -4611686018427387904
  %74 = getelementptr i8, ptr %70, i64 %71
  %75 = getelementptr i8, ptr %74, i64 -104
  %76 = icmp ugt ptr %75, %70
  %77 = or i1 %76, %73
  %78 = or i1 %68, %77
  br i1 %78, label %63, label %79

79:                                               ; preds = %65
  %80 = shl nsw i64 %60, 2
  %81 = getelementptr i8, ptr %46, i64 %80
  %82 = mul nsw i64 %60, -4
  %83 = getelementptr i8, ptr %50, i64 %82
  %84 = icmp ult ptr %81, %83
  %85 = and i1 %84, %51
  br i1 %85, label %63, label %86

86:                                               ; preds = %79
  %87 = and i64 %61, -8
  %88 = sub nsw i64 26, %87
  %89 = insertelement <4 x i32> poison, i32 %59, i64 0
  %90 = shufflevector <4 x i32> %89, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %91

91:                                               ; preds = %159, %86
  %92 = phi i64 [ 0, %86 ], [ %160, %159 ]
  %93 = sub i64 26, %92
  %94 = sub i64 22, %92
  %95 = sub nsw i64 %93, %60
  %96 = getelementptr inbounds i32, ptr %46, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 -12
  %98 = getelementptr inbounds i8, ptr %96, i64 -28
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !10, !alias.scope !13
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %101 = load <4 x i32>, ptr %98, align 4, !tbaa !10, !alias.scope !13
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %103 = add nsw <4 x i32> %100, %90
  %104 = add nsw <4 x i32> %102, %90
  %105 = getelementptr inbounds i32, ptr %46, i64 %93
  %106 = getelementptr inbounds i8, ptr %105, i64 -12
  %107 = getelementptr inbounds i8, ptr %105, i64 -28
  %108 = load <4 x i32>, ptr %106, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %110 = load <4 x i32>, ptr %107, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  %111 = shufflevector <4 x i32> %110, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %112 = icmp sgt <4 x i32> %103, %109
  %113 = icmp sgt <4 x i32> %104, %111
  %114 = extractelement <4 x i1> %112, i64 0
  br i1 %114, label %115, label %118

115:                                              ; preds = %91
  %116 = getelementptr inbounds i32, ptr %46, i64 %93
  %117 = extractelement <4 x i32> %103, i64 0
  store i32 %117, ptr %116, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %118

118:                                              ; preds = %115, %91
  %119 = extractelement <4 x i1> %112, i64 1
  br i1 %119, label %120, label %124

120:                                              ; preds = %118
  %121 = sub i64 25, %92
  %122 = getelementptr inbounds i32, ptr %46, i64 %121
  %123 = extractelement <4 x i32> %103, i64 1
  store i32 %123, ptr %122, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %124

124:                                              ; preds = %120, %118
  %125 = extractelement <4 x i1> %112, i64 2
  br i1 %125, label %126, label %130

126:                                              ; preds = %124
  %127 = sub i64 24, %92
  %128 = getelementptr inbounds i32, ptr %46, i64 %127
  %129 = extractelement <4 x i32> %103, i64 2
  store i32 %129, ptr %128, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %130

130:                                              ; preds = %126, %124
  %131 = extractelement <4 x i1> %112, i64 3
  br i1 %131, label %132, label %136

132:                                              ; preds = %130
  %133 = sub i64 23, %92
  %134 = getelementptr inbounds i32, ptr %46, i64 %133
  %135 = extractelement <4 x i32> %103, i64 3
  store i32 %135, ptr %134, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %136

136:                                              ; preds = %132, %130
  %137 = extractelement <4 x i1> %113, i64 0
  br i1 %137, label %138, label %141

138:                                              ; preds = %136
  %139 = getelementptr inbounds i32, ptr %46, i64 %94
  %140 = extractelement <4 x i32> %104, i64 0
  store i32 %140, ptr %139, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %141

141:                                              ; preds = %138, %136
  %142 = extractelement <4 x i1> %113, i64 1
  br i1 %142, label %143, label %147

143:                                              ; preds = %141
  %144 = sub i64 21, %92
  %145 = getelementptr inbounds i32, ptr %46, i64 %144
  %146 = extractelement <4 x i32> %104, i64 1
  store i32 %146, ptr %145, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %147

147:                                              ; preds = %143, %141
  %148 = extractelement <4 x i1> %113, i64 2
  br i1 %148, label %149, label %153

149:                                              ; preds = %147
  %150 = sub i64 20, %92
  %151 = getelementptr inbounds i32, ptr %46, i64 %150
  %152 = extractelement <4 x i32> %104, i64 2
  store i32 %152, ptr %151, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %153

153:                                              ; preds = %149, %147
  %154 = extractelement <4 x i1> %113, i64 3
  br i1 %154, label %155, label %159

155:                                              ; preds = %153
  %156 = sub i64 19, %92
  %157 = getelementptr inbounds i32, ptr %46, i64 %156
  %158 = extractelement <4 x i32> %104, i64 3
  store i32 %158, ptr %157, align 4, !tbaa !10, !alias.scope !16, !noalias !13
  br label %159

159:                                              ; preds = %155, %153
  %160 = add nuw i64 %92, 8
  %161 = icmp eq i64 %160, %87
  br i1 %161, label %162, label %91, !llvm.loop !18

162:                                              ; preds = %159
  %163 = icmp eq i64 %61, %87
  br i1 %163, label %164, label %63

164:                                              ; preds = %177, %162, %52
  %165 = add nuw nsw i64 %53, 1
  %166 = icmp eq i64 %165, 10
  br i1 %166, label %180, label %52, !llvm.loop !21

167:                                              ; preds = %63, %177
  %168 = phi i64 [ %178, %177 ], [ %64, %63 ]
  %169 = sub nsw i64 %168, %60
  %170 = getelementptr inbounds i32, ptr %46, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !10
  %172 = add nsw i32 %171, %59
  %173 = getelementptr inbounds i32, ptr %46, i64 %168
  %174 = load i32, ptr %173, align 4, !tbaa !10
  %175 = icmp sgt i32 %172, %174
  br i1 %175, label %176, label %177

176:                                              ; preds = %167
  store i32 %172, ptr %173, align 4, !tbaa !10
  br label %177

177:                                              ; preds = %176, %167
  %178 = add nsw i64 %168, -1
  %179 = icmp sgt i64 %168, %60
  br i1 %179, label %167, label %164, !llvm.loop !22

180:                                              ; preds = %164
  %181 = getelementptr inbounds i8, ptr %46, i64 104
  %182 = load i32, ptr %181, align 4, !tbaa !10
  tail call void @free(ptr noundef %46) #11
  %183 = tail call noalias dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #10
  %184 = getelementptr i8, ptr %183, i64 200
  %185 = getelementptr i8, ptr %183, i64 200
  %186 = getelementptr i8, ptr %183, i64 204
  %187 = getelementptr i8, ptr %183, i64 204
  %188 = icmp ult ptr %183, %186
  br label %189

189:                                              ; preds = %301, %180
  %190 = phi i64 [ 0, %180 ], [ %302, %301 ]
  %191 = getelementptr inbounds i32, ptr @__const.main.w, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !10
  %193 = icmp sgt i32 %192, 50
  br i1 %193, label %301, label %194

194:                                              ; preds = %189
  %195 = getelementptr inbounds i32, ptr @__const.main.v, i64 %190
  %196 = load i32, ptr %195, align 4, !tbaa !10
  %197 = sext i32 %192 to i64
  %198 = sub nsw i64 51, %197
  %199 = icmp ult i64 %198, 24
  br i1 %199, label %200, label %202

200:                                              ; preds = %299, %216, %202, %194
  %201 = phi i64 [ 50, %216 ], [ 50, %202 ], [ 50, %194 ], [ %225, %299 ]
  br label %304

202:                                              ; preds = %194
  %203 = shl nsw i64 %197, 2
  %204 = getelementptr i8, ptr %183, i64 %203
  %205 = icmp ugt ptr %204, %184
  %206 = mul nsw i64 %197, -4
  %207 = getelementptr i8, ptr %185, i64 %206
  %208 = shl nsw i64 %197, 2
  %209 = add nsw i64 %197, -51
  %210 = icmp ult i64 %209, -4611686018427387904
  %211 = getelementptr i8, ptr %207, i64 %208
  %212 = getelementptr i8, ptr %211, i64 -200
  %213 = icmp ugt ptr %212, %207
  %214 = or i1 %213, %210
  %215 = or i1 %205, %214
  br i1 %215, label %200, label %216

216:                                              ; preds = %202
  %217 = shl nsw i64 %197, 2
  %218 = getelementptr i8, ptr %183, i64 %217
  %219 = mul nsw i64 %197, -4
  %220 = getelementptr i8, ptr %187, i64 %219
  %221 = icmp ult ptr %218, %220
  %222 = and i1 %221, %188
  br i1 %222, label %200, label %223

223:                                              ; preds = %216
  %224 = and i64 %198, -8
  %225 = sub nsw i64 50, %224
  %226 = insertelement <4 x i32> poison, i32 %196, i64 0
  %227 = shufflevector <4 x i32> %226, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %228

228:                                              ; preds = %296, %223
  %229 = phi i64 [ 0, %223 ], [ %297, %296 ]
  %230 = sub i64 50, %229
  %231 = sub i64 46, %229
  %232 = sub nsw i64 %230, %197
  %233 = getelementptr inbounds i32, ptr %183, i64 %232
  %234 = getelementptr inbounds i8, ptr %233, i64 -12
  %235 = getelementptr inbounds i8, ptr %233, i64 -28
  %236 = load <4 x i32>, ptr %234, align 4, !tbaa !10, !alias.scope !23
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %238 = load <4 x i32>, ptr %235, align 4, !tbaa !10, !alias.scope !23
  %239 = shufflevector <4 x i32> %238, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %240 = add nsw <4 x i32> %237, %227
  %241 = add nsw <4 x i32> %239, %227
  %242 = getelementptr inbounds i32, ptr %183, i64 %230
  %243 = getelementptr inbounds i8, ptr %242, i64 -12
  %244 = getelementptr inbounds i8, ptr %242, i64 -28
  %245 = load <4 x i32>, ptr %243, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  %246 = shufflevector <4 x i32> %245, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %247 = load <4 x i32>, ptr %244, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  %248 = shufflevector <4 x i32> %247, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %249 = icmp sgt <4 x i32> %240, %246
  %250 = icmp sgt <4 x i32> %241, %248
  %251 = extractelement <4 x i1> %249, i64 0
  br i1 %251, label %252, label %255

252:                                              ; preds = %228
  %253 = getelementptr inbounds i32, ptr %183, i64 %230
  %254 = extractelement <4 x i32> %240, i64 0
  store i32 %254, ptr %253, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %255

255:                                              ; preds = %252, %228
  %256 = extractelement <4 x i1> %249, i64 1
  br i1 %256, label %257, label %261

257:                                              ; preds = %255
  %258 = sub i64 49, %229
  %259 = getelementptr inbounds i32, ptr %183, i64 %258
  %260 = extractelement <4 x i32> %240, i64 1
  store i32 %260, ptr %259, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %261

261:                                              ; preds = %257, %255
  %262 = extractelement <4 x i1> %249, i64 2
  br i1 %262, label %263, label %267

263:                                              ; preds = %261
  %264 = sub i64 48, %229
  %265 = getelementptr inbounds i32, ptr %183, i64 %264
  %266 = extractelement <4 x i32> %240, i64 2
  store i32 %266, ptr %265, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %267

267:                                              ; preds = %263, %261
  %268 = extractelement <4 x i1> %249, i64 3
  br i1 %268, label %269, label %273

269:                                              ; preds = %267
  %270 = sub i64 47, %229
  %271 = getelementptr inbounds i32, ptr %183, i64 %270
  %272 = extractelement <4 x i32> %240, i64 3
  store i32 %272, ptr %271, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %273

273:                                              ; preds = %269, %267
  %274 = extractelement <4 x i1> %250, i64 0
  br i1 %274, label %275, label %278

275:                                              ; preds = %273
  %276 = getelementptr inbounds i32, ptr %183, i64 %231
  %277 = extractelement <4 x i32> %241, i64 0
  store i32 %277, ptr %276, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %278

278:                                              ; preds = %275, %273
  %279 = extractelement <4 x i1> %250, i64 1
  br i1 %279, label %280, label %284

280:                                              ; preds = %278
  %281 = sub i64 45, %229
  %282 = getelementptr inbounds i32, ptr %183, i64 %281
  %283 = extractelement <4 x i32> %241, i64 1
  store i32 %283, ptr %282, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %284

284:                                              ; preds = %280, %278
  %285 = extractelement <4 x i1> %250, i64 2
  br i1 %285, label %286, label %290

286:                                              ; preds = %284
  %287 = sub i64 44, %229
  %288 = getelementptr inbounds i32, ptr %183, i64 %287
  %289 = extractelement <4 x i32> %241, i64 2
  store i32 %289, ptr %288, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %290

290:                                              ; preds = %286, %284
  %291 = extractelement <4 x i1> %250, i64 3
  br i1 %291, label %292, label %296

292:                                              ; preds = %290
  %293 = sub i64 43, %229
  %294 = getelementptr inbounds i32, ptr %183, i64 %293
  %295 = extractelement <4 x i32> %241, i64 3
  store i32 %295, ptr %294, align 4, !tbaa !10, !alias.scope !26, !noalias !23
  br label %296

296:                                              ; preds = %292, %290
  %297 = add nuw i64 %229, 8
  %298 = icmp eq i64 %297, %224
  br i1 %298, label %299, label %228, !llvm.loop !28

299:                                              ; preds = %296
  %300 = icmp eq i64 %198, %224
  br i1 %300, label %301, label %200

301:                                              ; preds = %314, %299, %189
  %302 = add nuw nsw i64 %190, 1
  %303 = icmp eq i64 %302, 10
  br i1 %303, label %317, label %189, !llvm.loop !21

304:                                              ; preds = %200, %314
  %305 = phi i64 [ %315, %314 ], [ %201, %200 ]
  %306 = sub nsw i64 %305, %197
  %307 = getelementptr inbounds i32, ptr %183, i64 %306
  %308 = load i32, ptr %307, align 4, !tbaa !10
  %309 = add nsw i32 %308, %196
  %310 = getelementptr inbounds i32, ptr %183, i64 %305
  %311 = load i32, ptr %310, align 4, !tbaa !10
  %312 = icmp sgt i32 %309, %311
  br i1 %312, label %313, label %314

313:                                              ; preds = %304
  store i32 %309, ptr %310, align 4, !tbaa !10
  br label %314

314:                                              ; preds = %313, %304
  %315 = add nsw i64 %305, -1
  %316 = icmp sgt i64 %305, %197
  br i1 %316, label %304, label %301, !llvm.loop !29

317:                                              ; preds = %301
  %318 = getelementptr inbounds i8, ptr %183, i64 200
  %319 = load i32, ptr %318, align 4, !tbaa !10
  tail call void @free(ptr noundef %183) #11
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %182, i32 noundef %319)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #11
  br label %493

321:                                              ; preds = %493
  %322 = tail call noalias dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #12
  br label %323

323:                                              ; preds = %342, %321
  %324 = phi i64 [ 0, %321 ], [ %349, %342 ]
  %325 = phi i32 [ 0, %321 ], [ %348, %342 ]
  %326 = icmp eq i32 %325, 0
  %327 = getelementptr inbounds i32, ptr %2, i64 %324
  %328 = load i32, ptr %327, align 4, !tbaa !10
  br i1 %326, label %342, label %329

329:                                              ; preds = %323, %329
  %330 = phi i32 [ %340, %329 ], [ %325, %323 ]
  %331 = phi i32 [ %339, %329 ], [ 0, %323 ]
  %332 = add nsw i32 %331, %330
  %333 = sdiv i32 %332, 2
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds i32, ptr %322, i64 %334
  %336 = load i32, ptr %335, align 4, !tbaa !10
  %337 = icmp slt i32 %336, %328
  %338 = add nsw i32 %333, 1
  %339 = select i1 %337, i32 %338, i32 %331
  %340 = select i1 %337, i32 %330, i32 %333
  %341 = icmp slt i32 %339, %340
  br i1 %341, label %329, label %342, !llvm.loop !30

342:                                              ; preds = %329, %323
  %343 = phi i32 [ 0, %323 ], [ %339, %329 ]
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds i32, ptr %322, i64 %344
  store i32 %328, ptr %345, align 4, !tbaa !10
  %346 = icmp eq i32 %343, %325
  %347 = zext i1 %346 to i32
  %348 = add nuw nsw i32 %325, %347
  %349 = add nuw nsw i64 %324, 1
  %350 = icmp eq i64 %349, 200
  br i1 %350, label %351, label %323, !llvm.loop !31

351:                                              ; preds = %342
  tail call void @free(ptr noundef nonnull %322) #11
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %348)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2048) %1, i8 0, i64 2048, i1 false)
  br label %353

353:                                              ; preds = %357, %351
  %354 = phi i64 [ 2, %351 ], [ %358, %357 ]
  %355 = phi i64 [ 7, %351 ], [ %360, %357 ]
  %356 = phi i64 [ 1, %351 ], [ %359, %357 ]
  br label %362

357:                                              ; preds = %387
  %358 = add nuw nsw i64 %354, 1
  %359 = add nuw nsw i64 %356, 1
  %360 = add nsw i64 %355, -1
  %361 = icmp eq i64 %358, 9
  br i1 %361, label %486, label %353, !llvm.loop !32

362:                                              ; preds = %387, %353
  %363 = phi i64 [ %356, %353 ], [ %389, %387 ]
  %364 = phi i64 [ 0, %353 ], [ %388, %387 ]
  %365 = add nuw nsw i64 %364, %354
  %366 = add nsw i64 %365, -1
  %367 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %366
  store i64 -1, ptr %367, align 8
  %368 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %364
  %369 = load i32, ptr %368, align 4, !tbaa !10
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %365
  %372 = load i32, ptr %371, align 4, !tbaa !10
  %373 = sext i32 %372 to i64
  %374 = mul nsw i64 %373, %370
  %375 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %364
  %376 = load i64, ptr %375, align 8, !tbaa !33
  %377 = add nuw nsw i64 %364, 1
  %378 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %377, i64 %366
  %379 = load i64, ptr %378, align 8, !tbaa !33
  %380 = add nsw i64 %379, %376
  %381 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %377
  %382 = load i32, ptr %381, align 4, !tbaa !10
  %383 = sext i32 %382 to i64
  %384 = mul i64 %374, %383
  %385 = add nsw i64 %380, %384
  store i64 %385, ptr %367, align 8
  %386 = icmp eq i64 %377, %363
  br i1 %386, label %387, label %391, !llvm.loop !35

387:                                              ; preds = %471, %455, %439, %423, %407, %391, %362
  %388 = add nuw nsw i64 %364, 1
  %389 = add nuw nsw i64 %363, 1
  %390 = icmp eq i64 %388, %355
  br i1 %390, label %357, label %362, !llvm.loop !36

391:                                              ; preds = %362
  %392 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %377
  %393 = load i64, ptr %392, align 8, !tbaa !33
  %394 = add nuw nsw i64 %364, 2
  %395 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %394, i64 %366
  %396 = load i64, ptr %395, align 8, !tbaa !33
  %397 = add nsw i64 %396, %393
  %398 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %394
  %399 = load i32, ptr %398, align 4, !tbaa !10
  %400 = sext i32 %399 to i64
  %401 = mul i64 %374, %400
  %402 = add nsw i64 %397, %401
  %403 = icmp slt i64 %385, 0
  %404 = tail call i64 @llvm.smin.i64(i64 %402, i64 %385)
  %405 = select i1 %403, i64 %402, i64 %404
  store i64 %405, ptr %367, align 8
  %406 = icmp eq i64 %394, %363
  br i1 %406, label %387, label %407, !llvm.loop !35

407:                                              ; preds = %391
  %408 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %394
  %409 = load i64, ptr %408, align 8, !tbaa !33
  %410 = add nuw nsw i64 %364, 3
  %411 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %410, i64 %366
  %412 = load i64, ptr %411, align 8, !tbaa !33
  %413 = add nsw i64 %412, %409
  %414 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %410
  %415 = load i32, ptr %414, align 4, !tbaa !10
  %416 = sext i32 %415 to i64
  %417 = mul i64 %374, %416
  %418 = add nsw i64 %413, %417
  %419 = icmp slt i64 %405, 0
  %420 = tail call i64 @llvm.smin.i64(i64 %418, i64 %405)
  %421 = select i1 %419, i64 %418, i64 %420
  store i64 %421, ptr %367, align 8
  %422 = icmp eq i64 %410, %363
  br i1 %422, label %387, label %423, !llvm.loop !35

423:                                              ; preds = %407
  %424 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %410
  %425 = load i64, ptr %424, align 8, !tbaa !33
  %426 = add nuw nsw i64 %364, 4
  %427 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %426, i64 %366
  %428 = load i64, ptr %427, align 8, !tbaa !33
  %429 = add nsw i64 %428, %425
  %430 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %426
  %431 = load i32, ptr %430, align 4, !tbaa !10
  %432 = sext i32 %431 to i64
  %433 = mul i64 %374, %432
  %434 = add nsw i64 %429, %433
  %435 = icmp slt i64 %421, 0
  %436 = tail call i64 @llvm.smin.i64(i64 %434, i64 %421)
  %437 = select i1 %435, i64 %434, i64 %436
  store i64 %437, ptr %367, align 8
  %438 = icmp eq i64 %426, %363
  br i1 %438, label %387, label %439, !llvm.loop !35

439:                                              ; preds = %423
  %440 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %426
  %441 = load i64, ptr %440, align 8, !tbaa !33
  %442 = add nuw nsw i64 %364, 5
  %443 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %442, i64 %366
  %444 = load i64, ptr %443, align 8, !tbaa !33
  %445 = add nsw i64 %444, %441
  %446 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %442
  %447 = load i32, ptr %446, align 4, !tbaa !10
  %448 = sext i32 %447 to i64
  %449 = mul i64 %374, %448
  %450 = add nsw i64 %445, %449
  %451 = icmp slt i64 %437, 0
  %452 = tail call i64 @llvm.smin.i64(i64 %450, i64 %437)
  %453 = select i1 %451, i64 %450, i64 %452
  store i64 %453, ptr %367, align 8
  %454 = icmp eq i64 %442, %363
  br i1 %454, label %387, label %455, !llvm.loop !35

455:                                              ; preds = %439
  %456 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %442
  %457 = load i64, ptr %456, align 8, !tbaa !33
  %458 = add nuw nsw i64 %364, 6
  %459 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %458, i64 %366
  %460 = load i64, ptr %459, align 8, !tbaa !33
  %461 = add nsw i64 %460, %457
  %462 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %458
  %463 = load i32, ptr %462, align 4, !tbaa !10
  %464 = sext i32 %463 to i64
  %465 = mul i64 %374, %464
  %466 = add nsw i64 %461, %465
  %467 = icmp slt i64 %453, 0
  %468 = tail call i64 @llvm.smin.i64(i64 %466, i64 %453)
  %469 = select i1 %467, i64 %466, i64 %468
  store i64 %469, ptr %367, align 8
  %470 = icmp eq i64 %458, %363
  br i1 %470, label %387, label %471, !llvm.loop !35

471:                                              ; preds = %455
  %472 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %458
  %473 = load i64, ptr %472, align 8, !tbaa !33
  %474 = add nuw nsw i64 %364, 7
  %475 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %474, i64 %366
  %476 = load i64, ptr %475, align 8, !tbaa !33
  %477 = add nsw i64 %476, %473
  %478 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %474
  %479 = load i32, ptr %478, align 4, !tbaa !10
  %480 = sext i32 %479 to i64
  %481 = mul i64 %374, %480
  %482 = add nsw i64 %477, %481
  %483 = icmp slt i64 %469, 0
  %484 = tail call i64 @llvm.smin.i64(i64 %482, i64 %469)
  %485 = select i1 %483, i64 %482, i64 %484
  store i64 %485, ptr %367, align 8
  br label %387

486:                                              ; preds = %357
  %487 = getelementptr inbounds i8, ptr %1, i64 56
  %488 = load i64, ptr %487, align 8, !tbaa !33
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #11
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %488)
  %490 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200)
  %491 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000)
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %490, i64 noundef %491)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #11
  ret i32 0

493:                                              ; preds = %493, %317
  %494 = phi i64 [ 0, %317 ], [ %511, %493 ]
  %495 = phi i32 [ 1, %317 ], [ %505, %493 ]
  %496 = mul i32 %495, 1103515245
  %497 = add i32 %496, 12345
  %498 = lshr i32 %497, 16
  %499 = trunc nuw i32 %498 to i16
  %500 = urem i16 %499, 1000
  %501 = zext nneg i16 %500 to i32
  %502 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %494
  store i32 %501, ptr %502, align 8, !tbaa !10
  %503 = or disjoint i64 %494, 1
  %504 = mul i32 %497, 1103515245
  %505 = add i32 %504, 12345
  %506 = lshr i32 %505, 16
  %507 = trunc nuw i32 %506 to i16
  %508 = urem i16 %507, 1000
  %509 = zext nneg i16 %508 to i32
  %510 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %503
  store i32 %509, ptr %510, align 4, !tbaa !10
  %511 = add nuw nsw i64 %494, 2
  %512 = icmp eq i64 %511, 200
  br i1 %512, label %321, label %493, !llvm.loop !37
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
  store <4 x i32> %18, ptr %20, align 4, !tbaa !10
  store <4 x i32> %19, ptr %21, align 4, !tbaa !10
  %22 = add nuw i64 %17, 8
  %23 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>
  %24 = icmp eq i64 %22, %15
  br i1 %24, label %25, label %16, !llvm.loop !38

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
  br i1 %41, label %27, label %36, !llvm.loop !39

42:                                               ; preds = %55, %27
  %43 = phi ptr [ %8, %27 ], [ %48, %55 ]
  %44 = phi ptr [ %7, %27 ], [ %49, %55 ]
  %45 = getelementptr inbounds i32, ptr %44, i64 %4
  %46 = load i32, ptr %45, align 4, !tbaa !10
  tail call void @free(ptr noundef nonnull %44) #11
  tail call void @free(ptr noundef %43) #11
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
  br i1 %57, label %42, label %47, !llvm.loop !40

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
  br i1 %77, label %55, label %58, !llvm.loop !41
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
  %54 = load <2 x i64>, ptr %52, align 8, !tbaa !33, !alias.scope !42
  %55 = load <2 x i64>, ptr %53, align 8, !tbaa !33, !alias.scope !42
  %56 = getelementptr i64, ptr %49, i64 %51
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load <2 x i64>, ptr %56, align 8, !tbaa !33, !alias.scope !45, !noalias !42
  %59 = load <2 x i64>, ptr %57, align 8, !tbaa !33, !alias.scope !45, !noalias !42
  %60 = add nsw <2 x i64> %58, %54
  %61 = add nsw <2 x i64> %59, %55
  store <2 x i64> %60, ptr %56, align 8, !tbaa !33, !alias.scope !45, !noalias !42
  store <2 x i64> %61, ptr %57, align 8, !tbaa !33, !alias.scope !45, !noalias !42
  %62 = add nuw i64 %51, 4
  %63 = icmp eq i64 %62, %47
  br i1 %63, label %64, label %50, !llvm.loop !47

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
  %98 = load <2 x i64>, ptr %96, align 8, !tbaa !33, !alias.scope !48
  %99 = load <2 x i64>, ptr %97, align 8, !tbaa !33, !alias.scope !48
  %100 = getelementptr i64, ptr %93, i64 %95
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load <2 x i64>, ptr %100, align 8, !tbaa !33, !alias.scope !51, !noalias !48
  %103 = load <2 x i64>, ptr %101, align 8, !tbaa !33, !alias.scope !51, !noalias !48
  %104 = add nsw <2 x i64> %102, %98
  %105 = add nsw <2 x i64> %103, %99
  store <2 x i64> %104, ptr %100, align 8, !tbaa !33, !alias.scope !51, !noalias !48
  store <2 x i64> %105, ptr %101, align 8, !tbaa !33, !alias.scope !51, !noalias !48
  %106 = add nuw i64 %95, 4
  %107 = icmp eq i64 %106, %91
  br i1 %107, label %108, label %94, !llvm.loop !53

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
  br i1 %144, label %145, label %127, !llvm.loop !54

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
  %177 = load <2 x i64>, ptr %175, align 8, !tbaa !33, !alias.scope !55
  %178 = load <2 x i64>, ptr %176, align 8, !tbaa !33, !alias.scope !55
  %179 = getelementptr i64, ptr %172, i64 %174
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load <2 x i64>, ptr %179, align 8, !tbaa !33, !alias.scope !58, !noalias !55
  %182 = load <2 x i64>, ptr %180, align 8, !tbaa !33, !alias.scope !58, !noalias !55
  %183 = add nsw <2 x i64> %181, %177
  %184 = add nsw <2 x i64> %182, %178
  store <2 x i64> %183, ptr %179, align 8, !tbaa !33, !alias.scope !58, !noalias !55
  store <2 x i64> %184, ptr %180, align 8, !tbaa !33, !alias.scope !58, !noalias !55
  %185 = add nuw i64 %174, 4
  %186 = icmp eq i64 %185, %170
  br i1 %186, label %187, label %173, !llvm.loop !60

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
  br i1 %223, label %224, label %206, !llvm.loop !61

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
  %256 = load <2 x i64>, ptr %254, align 8, !tbaa !33, !alias.scope !62
  %257 = load <2 x i64>, ptr %255, align 8, !tbaa !33, !alias.scope !62
  %258 = getelementptr i64, ptr %251, i64 %253
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load <2 x i64>, ptr %258, align 8, !tbaa !33, !alias.scope !65, !noalias !62
  %261 = load <2 x i64>, ptr %259, align 8, !tbaa !33, !alias.scope !65, !noalias !62
  %262 = add nsw <2 x i64> %260, %256
  %263 = add nsw <2 x i64> %261, %257
  store <2 x i64> %262, ptr %258, align 8, !tbaa !33, !alias.scope !65, !noalias !62
  store <2 x i64> %263, ptr %259, align 8, !tbaa !33, !alias.scope !65, !noalias !62
  %264 = add nuw i64 %253, 4
  %265 = icmp eq i64 %264, %249
  br i1 %265, label %266, label %252, !llvm.loop !67

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
  br i1 %302, label %303, label %285, !llvm.loop !68

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
  %335 = load <2 x i64>, ptr %333, align 8, !tbaa !33, !alias.scope !69
  %336 = load <2 x i64>, ptr %334, align 8, !tbaa !33, !alias.scope !69
  %337 = getelementptr i64, ptr %330, i64 %332
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load <2 x i64>, ptr %337, align 8, !tbaa !33, !alias.scope !72, !noalias !69
  %340 = load <2 x i64>, ptr %338, align 8, !tbaa !33, !alias.scope !72, !noalias !69
  %341 = add nsw <2 x i64> %339, %335
  %342 = add nsw <2 x i64> %340, %336
  store <2 x i64> %341, ptr %337, align 8, !tbaa !33, !alias.scope !72, !noalias !69
  store <2 x i64> %342, ptr %338, align 8, !tbaa !33, !alias.scope !72, !noalias !69
  %343 = add nuw i64 %332, 4
  %344 = icmp eq i64 %343, %328
  br i1 %344, label %345, label %331, !llvm.loop !74

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
  br i1 %381, label %382, label %364, !llvm.loop !75

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
  %414 = load <2 x i64>, ptr %412, align 8, !tbaa !33, !alias.scope !76
  %415 = load <2 x i64>, ptr %413, align 8, !tbaa !33, !alias.scope !76
  %416 = getelementptr i64, ptr %409, i64 %411
  %417 = getelementptr inbounds i8, ptr %416, i64 16
  %418 = load <2 x i64>, ptr %416, align 8, !tbaa !33, !alias.scope !79, !noalias !76
  %419 = load <2 x i64>, ptr %417, align 8, !tbaa !33, !alias.scope !79, !noalias !76
  %420 = add nsw <2 x i64> %418, %414
  %421 = add nsw <2 x i64> %419, %415
  store <2 x i64> %420, ptr %416, align 8, !tbaa !33, !alias.scope !79, !noalias !76
  store <2 x i64> %421, ptr %417, align 8, !tbaa !33, !alias.scope !79, !noalias !76
  %422 = add nuw i64 %411, 4
  %423 = icmp eq i64 %422, %407
  br i1 %423, label %424, label %410, !llvm.loop !81

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
  br i1 %460, label %461, label %443, !llvm.loop !82

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
  %493 = load <2 x i64>, ptr %491, align 8, !tbaa !33, !alias.scope !83
  %494 = load <2 x i64>, ptr %492, align 8, !tbaa !33, !alias.scope !83
  %495 = getelementptr i64, ptr %488, i64 %490
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load <2 x i64>, ptr %495, align 8, !tbaa !33, !alias.scope !86, !noalias !83
  %498 = load <2 x i64>, ptr %496, align 8, !tbaa !33, !alias.scope !86, !noalias !83
  %499 = add nsw <2 x i64> %497, %493
  %500 = add nsw <2 x i64> %498, %494
  store <2 x i64> %499, ptr %495, align 8, !tbaa !33, !alias.scope !86, !noalias !83
  store <2 x i64> %500, ptr %496, align 8, !tbaa !33, !alias.scope !86, !noalias !83
  %501 = add nuw i64 %490, 4
  %502 = icmp eq i64 %501, %486
  br i1 %502, label %503, label %489, !llvm.loop !88

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
  br i1 %539, label %540, label %522, !llvm.loop !89

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
  %572 = load <2 x i64>, ptr %570, align 8, !tbaa !33, !alias.scope !90
  %573 = load <2 x i64>, ptr %571, align 8, !tbaa !33, !alias.scope !90
  %574 = getelementptr i64, ptr %567, i64 %569
  %575 = getelementptr inbounds i8, ptr %574, i64 16
  %576 = load <2 x i64>, ptr %574, align 8, !tbaa !33, !alias.scope !93, !noalias !90
  %577 = load <2 x i64>, ptr %575, align 8, !tbaa !33, !alias.scope !93, !noalias !90
  %578 = add nsw <2 x i64> %576, %572
  %579 = add nsw <2 x i64> %577, %573
  store <2 x i64> %578, ptr %574, align 8, !tbaa !33, !alias.scope !93, !noalias !90
  store <2 x i64> %579, ptr %575, align 8, !tbaa !33, !alias.scope !93, !noalias !90
  %580 = add nuw i64 %569, 4
  %581 = icmp eq i64 %580, %565
  br i1 %581, label %582, label %568, !llvm.loop !95

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
  br i1 %618, label %619, label %601, !llvm.loop !96

619:                                              ; preds = %598, %601, %582, %540
  %620 = getelementptr inbounds i64, ptr %5, i64 %3
  %621 = load i64, ptr %620, align 8, !tbaa !33
  tail call void @free(ptr noundef nonnull %5) #11
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
  br i1 %639, label %66, label %622, !llvm.loop !97
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind willreturn memory(read) }

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
!38 = distinct !{!38, !9, !19, !20}
!39 = distinct !{!39, !9, !20, !19}
!40 = distinct !{!40, !9}
!41 = distinct !{!41, !9}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = distinct !{!47, !9, !19, !20}
!48 = !{!49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50, !"LVerDomain"}
!51 = !{!52}
!52 = distinct !{!52, !50}
!53 = distinct !{!53, !9, !19, !20}
!54 = distinct !{!54, !9, !19}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57, !"LVerDomain"}
!58 = !{!59}
!59 = distinct !{!59, !57}
!60 = distinct !{!60, !9, !19, !20}
!61 = distinct !{!61, !9, !19}
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !{!66}
!66 = distinct !{!66, !64}
!67 = distinct !{!67, !9, !19, !20}
!68 = distinct !{!68, !9, !19}
!69 = !{!70}
!70 = distinct !{!70, !71}
!71 = distinct !{!71, !"LVerDomain"}
!72 = !{!73}
!73 = distinct !{!73, !71}
!74 = distinct !{!74, !9, !19, !20}
!75 = distinct !{!75, !9, !19}
!76 = !{!77}
!77 = distinct !{!77, !78}
!78 = distinct !{!78, !"LVerDomain"}
!79 = !{!80}
!80 = distinct !{!80, !78}
!81 = distinct !{!81, !9, !19, !20}
!82 = distinct !{!82, !9, !19}
!83 = !{!84}
!84 = distinct !{!84, !85}
!85 = distinct !{!85, !"LVerDomain"}
!86 = !{!87}
!87 = distinct !{!87, !85}
!88 = distinct !{!88, !9, !19, !20}
!89 = distinct !{!89, !9, !19}
!90 = !{!91}
!91 = distinct !{!91, !92}
!92 = distinct !{!92, !"LVerDomain"}
!93 = !{!94}
!94 = distinct !{!94, !92}
!95 = distinct !{!95, !9, !19, !20}
!96 = distinct !{!96, !9, !19}
!97 = distinct !{!97, !9, !19}
