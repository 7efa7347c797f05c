; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"lcs = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"edit = %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1, !dbg !44
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 5, i32 14, i32 3, i32 6, i32 10], align 4
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 9, i32 30, i32 4, i32 11, i32 19], align 4
@.str.10 = private unnamed_addr constant [18 x i8] c"knapsack = %d %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [10 x i8] c"lis = %d\0A\00", align 1, !dbg !51
@__const.main.dims = private unnamed_addr constant [9 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 40, i32 12], align 4
@.str.12 = private unnamed_addr constant [21 x i8] c"matrix chain = %lld\0A\00", align 1, !dbg !53
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.13 = private unnamed_addr constant [38 x i8] c"coin ways(200) = %lld, (1000) = %lld\0A\00", align 1, !dbg !58

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !80 {
  %1 = alloca [16 x [16 x i64]], align 8, !DIAssignID !101
  %2 = alloca [200 x i32], align 4, !DIAssignID !102
    #dbg_assign(i1 undef, !87, !DIExpression(), !102, ptr %2, !DIExpression(), !103)
    #dbg_value(ptr @.str.1, !104, !DIExpression(), !129)
    #dbg_value(ptr @.str.2, !111, !DIExpression(), !129)
    #dbg_value(i64 29, !112, !DIExpression(), !129)
    #dbg_value(i64 28, !113, !DIExpression(), !129)
  %3 = tail call noalias dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #10, !dbg !131
    #dbg_value(ptr %3, !114, !DIExpression(), !129)
    #dbg_value(i64 1, !116, !DIExpression(), !132)
  %4 = getelementptr i8, ptr %3, i64 -4, !dbg !133
  br label %5, !dbg !134

5:                                                ; preds = %15, %0
  %6 = phi i64 [ 1, %0 ], [ %16, %15 ]
    #dbg_value(i64 %6, !116, !DIExpression(), !132)
  %7 = mul nuw nsw i64 %6, 116
  %8 = getelementptr i8, ptr %3, i64 %7
  %9 = add nsw i64 %6, -1
  %10 = getelementptr inbounds i8, ptr @.str.1, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !135
    #dbg_value(i64 1, !118, !DIExpression(), !138)
  %12 = mul nuw nsw i64 %9, 116
  %13 = getelementptr i8, ptr %3, i64 %12
  %14 = getelementptr i8, ptr %4, i64 %12, !dbg !139
  br label %18, !dbg !139

15:                                               ; preds = %34
  %16 = add nuw nsw i64 %6, 1, !dbg !140
    #dbg_value(i64 %16, !116, !DIExpression(), !132)
  %17 = icmp eq i64 %16, 30, !dbg !141
  br i1 %17, label %38, label %5, !dbg !134, !llvm.loop !142

18:                                               ; preds = %34, %5
  %19 = phi i64 [ 1, %5 ], [ %36, %34 ]
    #dbg_value(i64 %19, !118, !DIExpression(), !138)
  %20 = getelementptr i32, ptr %8, i64 %19, !dbg !145
    #dbg_value(ptr %20, !121, !DIExpression(), !146)
  %21 = getelementptr i8, ptr getelementptr (i8, ptr @.str.2, i64 -1), i64 %19, !dbg !147
  %22 = load i8, ptr %21, align 1, !dbg !147, !tbaa !135
  %23 = icmp eq i8 %11, %22, !dbg !148
  br i1 %23, label %24, label %28, !dbg !149

24:                                               ; preds = %18
  %25 = getelementptr i32, ptr %14, i64 %19, !dbg !150
  %26 = load i32, ptr %25, align 4, !dbg !150, !tbaa !151
  %27 = add nsw i32 %26, 1, !dbg !153
  br label %34, !dbg !154

28:                                               ; preds = %18
  %29 = getelementptr i32, ptr %13, i64 %19, !dbg !155
  %30 = load i32, ptr %29, align 4, !dbg !155, !tbaa !151
    #dbg_value(i32 %30, !124, !DIExpression(), !156)
  %31 = getelementptr i8, ptr %20, i64 -4, !dbg !157
  %32 = load i32, ptr %31, align 4, !dbg !157, !tbaa !151
    #dbg_value(i32 %32, !127, !DIExpression(), !156)
  %33 = tail call i32 @llvm.smax.i32(i32 %30, i32 %32), !dbg !158
  br label %34

34:                                               ; preds = %28, %24
  %35 = phi i32 [ %33, %28 ], [ %27, %24 ], !dbg !159
  store i32 %35, ptr %20, align 4, !dbg !159, !tbaa !151
  %36 = add nuw nsw i64 %19, 1, !dbg !160
    #dbg_value(i64 %36, !118, !DIExpression(), !138)
  %37 = icmp eq i64 %36, 29, !dbg !161
  br i1 %37, label %15, label %18, !dbg !139, !llvm.loop !162

38:                                               ; preds = %15
  %39 = getelementptr inbounds i8, ptr %3, i64 3476, !dbg !164
  %40 = load i32, ptr %39, align 4, !dbg !164, !tbaa !151
    #dbg_value(i32 %40, !128, !DIExpression(), !129)
  tail call void @free(ptr noundef nonnull %3) #11, !dbg !165
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40), !dbg !166
  %42 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5), !dbg !167
  %43 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7), !dbg !168
  %44 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9), !dbg !169
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %42, i32 noundef %43, i32 noundef %44), !dbg !170
    #dbg_assign(i1 undef, !84, !DIExpression(), !171, ptr @__const.main.w, !DIExpression(), !103)
    #dbg_assign(i1 undef, !86, !DIExpression(), !172, ptr @__const.main.v, !DIExpression(), !103)
    #dbg_value(ptr @__const.main.w, !173, !DIExpression(), !190)
    #dbg_value(ptr @__const.main.v, !180, !DIExpression(), !190)
    #dbg_value(i32 10, !181, !DIExpression(), !190)
    #dbg_value(i32 26, !182, !DIExpression(), !190)
  %46 = tail call noalias dereferenceable_or_null(108) ptr @calloc(i64 noundef 27, i64 noundef 4) #10, !dbg !192
    #dbg_value(ptr %46, !183, !DIExpression(), !190)
    #dbg_value(i32 0, !184, !DIExpression(), !193)
  %47 = getelementptr i8, ptr %46, i64 104, !dbg !194
  %48 = getelementptr i8, ptr %46, i64 104, !dbg !194
  %49 = getelementptr i8, ptr %46, i64 108, !dbg !194
  %50 = getelementptr i8, ptr %46, i64 108, !dbg !194
  %51 = icmp ult ptr %46, %49
  %52 = getelementptr i8, ptr %46, i64 -12
  %53 = getelementptr i8, ptr %46, i64 -12
  br label %54, !dbg !194

54:                                               ; preds = %132, %38
  %55 = phi i64 [ 0, %38 ], [ %133, %132 ]
    #dbg_value(i64 %55, !184, !DIExpression(), !193)
  %56 = getelementptr inbounds i32, ptr @__const.main.w, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !151
    #dbg_value(i32 26, !186, !DIExpression(), !195)
  %58 = icmp sgt i32 %57, 26, !dbg !196
  br i1 %58, label %132, label %59, !dbg !198

59:                                               ; preds = %54
  %60 = getelementptr inbounds i32, ptr @__const.main.v, i64 %55
  %61 = load i32, ptr %60, align 4, !tbaa !151
  %62 = sext i32 %57 to i64, !dbg !198
  %63 = sub nsw i64 27, %62, !dbg !198
  %64 = icmp ult i64 %63, 16, !dbg !198
  br i1 %64, label %65, label %67, !dbg !198

65:                                               ; preds = %130, %81, %67, %59
  %66 = phi i64 [ 26, %81 ], [ 26, %67 ], [ 26, %59 ], [ %90, %130 ]
  br label %135, !dbg !198

67:                                               ; preds = %59
  %68 = shl nsw i64 %62, 2, !dbg !198
  %69 = getelementptr i8, ptr %46, i64 %68, !dbg !198
  %70 = icmp ugt ptr %69, %47, !dbg !198
  %71 = mul nsw i64 %62, -4, !dbg !198
  %72 = getelementptr i8, ptr %48, i64 %71, !dbg !198
  %73 = shl nsw i64 %62, 2, !dbg !198
  %74 = add nsw i64 %62, -27, !dbg !198
  %75 = icmp ult i64 %74, -4611686018427387904, !dbg !198
  %76 = getelementptr i8, ptr %72, i64 %73, !dbg !198
  %77 = getelementptr i8, ptr %76, i64 -104, !dbg !198
  %78 = icmp ugt ptr %77, %72, !dbg !198
  %79 = or i1 %78, %75, !dbg !198
  %80 = or i1 %70, %79, !dbg !198
  br i1 %80, label %65, label %81

81:                                               ; preds = %67
  %82 = shl nsw i64 %62, 2, !dbg !198
  %83 = getelementptr i8, ptr %46, i64 %82, !dbg !198
  %84 = mul nsw i64 %62, -4, !dbg !198
  %85 = getelementptr i8, ptr %50, i64 %84, !dbg !198
  %86 = icmp ult ptr %83, %85, !dbg !198
  %87 = and i1 %86, %51, !dbg !198
  br i1 %87, label %65, label %88

88:                                               ; preds = %81
  %89 = and i64 %63, -4, !dbg !198
  %90 = sub nsw i64 26, %89, !dbg !198
  %91 = insertelement <4 x i32> poison, i32 %61, i64 0, !dbg !198
  %92 = shufflevector <4 x i32> %91, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !198
  br label %93, !dbg !198

93:                                               ; preds = %127, %88
  %94 = phi i64 [ 0, %88 ], [ %128, %127 ]
  %95 = sub i64 26, %94, !dbg !198
  %96 = sub nsw i64 %95, %62, !dbg !199
  %97 = getelementptr i32, ptr %52, i64 %96, !dbg !201
  %98 = load <4 x i32>, ptr %97, align 4, !dbg !201, !tbaa !151, !alias.scope !202
  %99 = shufflevector <4 x i32> %98, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !201
  %100 = add nsw <4 x i32> %99, %92, !dbg !205
  %101 = getelementptr i32, ptr %53, i64 %95, !dbg !206
  %102 = load <4 x i32>, ptr %101, align 4, !dbg !206, !tbaa !151, !alias.scope !207, !noalias !202
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !206
  %104 = icmp sgt <4 x i32> %100, %103, !dbg !209
  %105 = extractelement <4 x i1> %104, i64 0, !dbg !209
  br i1 %105, label %106, label %109, !dbg !198

106:                                              ; preds = %93
  %107 = getelementptr inbounds i32, ptr %46, i64 %95, !dbg !206
  %108 = extractelement <4 x i32> %100, i64 0, !dbg !210
  store i32 %108, ptr %107, align 4, !dbg !210, !tbaa !151, !alias.scope !207, !noalias !202
  br label %109, !dbg !209

109:                                              ; preds = %106, %93
  %110 = extractelement <4 x i1> %104, i64 1, !dbg !210
  br i1 %110, label %111, label %115, !dbg !210

111:                                              ; preds = %109
  %112 = sub i64 25, %94, !dbg !198
  %113 = getelementptr inbounds i32, ptr %46, i64 %112, !dbg !206
  %114 = extractelement <4 x i32> %100, i64 1, !dbg !210
  store i32 %114, ptr %113, align 4, !dbg !210, !tbaa !151, !alias.scope !207, !noalias !202
  br label %115, !dbg !210

115:                                              ; preds = %111, %109
  %116 = extractelement <4 x i1> %104, i64 2, !dbg !210
  br i1 %116, label %117, label %121, !dbg !210

117:                                              ; preds = %115
  %118 = sub i64 24, %94, !dbg !198
  %119 = getelementptr inbounds i32, ptr %46, i64 %118, !dbg !206
  %120 = extractelement <4 x i32> %100, i64 2, !dbg !210
  store i32 %120, ptr %119, align 4, !dbg !210, !tbaa !151, !alias.scope !207, !noalias !202
  br label %121, !dbg !210

121:                                              ; preds = %117, %115
  %122 = extractelement <4 x i1> %104, i64 3, !dbg !210
  br i1 %122, label %123, label %127, !dbg !210

123:                                              ; preds = %121
  %124 = sub i64 23, %94, !dbg !198
  %125 = getelementptr inbounds i32, ptr %46, i64 %124, !dbg !206
  %126 = extractelement <4 x i32> %100, i64 3, !dbg !210
  store i32 %126, ptr %125, align 4, !dbg !210, !tbaa !151, !alias.scope !207, !noalias !202
  br label %127, !dbg !210

127:                                              ; preds = %123, %121
  %128 = add nuw i64 %94, 4
  %129 = icmp eq i64 %128, %89
  br i1 %129, label %130, label %93, !llvm.loop !211

130:                                              ; preds = %127
  %131 = icmp eq i64 %63, %89, !dbg !198
  br i1 %131, label %132, label %65, !dbg !198

132:                                              ; preds = %145, %130, %54
  %133 = add nuw nsw i64 %55, 1, !dbg !215
    #dbg_value(i64 %133, !184, !DIExpression(), !193)
  %134 = icmp eq i64 %133, 10, !dbg !216
  br i1 %134, label %148, label %54, !dbg !194, !llvm.loop !217

135:                                              ; preds = %65, %145
  %136 = phi i64 [ %146, %145 ], [ %66, %65 ]
    #dbg_value(i64 %136, !186, !DIExpression(), !195)
  %137 = sub nsw i64 %136, %62, !dbg !199
  %138 = getelementptr inbounds i32, ptr %46, i64 %137, !dbg !201
  %139 = load i32, ptr %138, align 4, !dbg !201, !tbaa !151
  %140 = add nsw i32 %139, %61, !dbg !205
  %141 = getelementptr inbounds i32, ptr %46, i64 %136, !dbg !206
  %142 = load i32, ptr %141, align 4, !dbg !206, !tbaa !151
  %143 = icmp sgt i32 %140, %142, !dbg !209
  br i1 %143, label %144, label %145, !dbg !219

144:                                              ; preds = %135
  store i32 %140, ptr %141, align 4, !dbg !210, !tbaa !151
  br label %145, !dbg !220

145:                                              ; preds = %144, %135
  %146 = add nsw i64 %136, -1, !dbg !221
    #dbg_value(i64 %146, !186, !DIExpression(), !195)
  %147 = icmp sgt i64 %136, %62, !dbg !196
  br i1 %147, label %135, label %132, !dbg !198, !llvm.loop !222

148:                                              ; preds = %132
  %149 = getelementptr inbounds i8, ptr %46, i64 104, !dbg !223
  %150 = load i32, ptr %149, align 4, !dbg !223, !tbaa !151
    #dbg_value(i32 %150, !189, !DIExpression(), !190)
  tail call void @free(ptr noundef %46) #11, !dbg !224
    #dbg_value(ptr @__const.main.w, !173, !DIExpression(), !225)
    #dbg_value(ptr @__const.main.v, !180, !DIExpression(), !225)
    #dbg_value(i32 10, !181, !DIExpression(), !225)
    #dbg_value(i32 50, !182, !DIExpression(), !225)
  %151 = tail call noalias dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #10, !dbg !227
    #dbg_value(ptr %151, !183, !DIExpression(), !225)
    #dbg_value(i32 0, !184, !DIExpression(), !228)
  %152 = getelementptr i8, ptr %151, i64 200, !dbg !229
  %153 = getelementptr i8, ptr %151, i64 200, !dbg !229
  %154 = getelementptr i8, ptr %151, i64 204, !dbg !229
  %155 = getelementptr i8, ptr %151, i64 204, !dbg !229
  %156 = icmp ult ptr %151, %154
  %157 = getelementptr i8, ptr %151, i64 -12
  %158 = getelementptr i8, ptr %151, i64 -12
  br label %159, !dbg !229

159:                                              ; preds = %237, %148
  %160 = phi i64 [ 0, %148 ], [ %238, %237 ]
    #dbg_value(i64 %160, !184, !DIExpression(), !228)
  %161 = getelementptr inbounds i32, ptr @__const.main.w, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !151
    #dbg_value(i32 50, !186, !DIExpression(), !230)
  %163 = icmp sgt i32 %162, 50, !dbg !231
  br i1 %163, label %237, label %164, !dbg !232

164:                                              ; preds = %159
  %165 = getelementptr inbounds i32, ptr @__const.main.v, i64 %160
  %166 = load i32, ptr %165, align 4, !tbaa !151
  %167 = sext i32 %162 to i64, !dbg !232
  %168 = sub nsw i64 51, %167, !dbg !232
  %169 = icmp ult i64 %168, 16, !dbg !232
  br i1 %169, label %170, label %172, !dbg !232

170:                                              ; preds = %235, %186, %172, %164
  %171 = phi i64 [ 50, %186 ], [ 50, %172 ], [ 50, %164 ], [ %195, %235 ]
  br label %240, !dbg !232

172:                                              ; preds = %164
  %173 = shl nsw i64 %167, 2, !dbg !232
  %174 = getelementptr i8, ptr %151, i64 %173, !dbg !232
  %175 = icmp ugt ptr %174, %152, !dbg !232
  %176 = mul nsw i64 %167, -4, !dbg !232
  %177 = getelementptr i8, ptr %153, i64 %176, !dbg !232
  %178 = shl nsw i64 %167, 2, !dbg !232
  %179 = add nsw i64 %167, -51, !dbg !232
  %180 = icmp ult i64 %179, -4611686018427387904, !dbg !232
  %181 = getelementptr i8, ptr %177, i64 %178, !dbg !232
  %182 = getelementptr i8, ptr %181, i64 -200, !dbg !232
  %183 = icmp ugt ptr %182, %177, !dbg !232
  %184 = or i1 %183, %180, !dbg !232
  %185 = or i1 %175, %184, !dbg !232
  br i1 %185, label %170, label %186

186:                                              ; preds = %172
  %187 = shl nsw i64 %167, 2, !dbg !232
  %188 = getelementptr i8, ptr %151, i64 %187, !dbg !232
  %189 = mul nsw i64 %167, -4, !dbg !232
  %190 = getelementptr i8, ptr %155, i64 %189, !dbg !232
  %191 = icmp ult ptr %188, %190, !dbg !232
  %192 = and i1 %191, %156, !dbg !232
  br i1 %192, label %170, label %193

193:                                              ; preds = %186
  %194 = and i64 %168, -4, !dbg !232
  %195 = sub nsw i64 50, %194, !dbg !232
  %196 = insertelement <4 x i32> poison, i32 %166, i64 0, !dbg !232
  %197 = shufflevector <4 x i32> %196, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !232
  br label %198, !dbg !232

198:                                              ; preds = %232, %193
  %199 = phi i64 [ 0, %193 ], [ %233, %232 ]
  %200 = sub i64 50, %199, !dbg !232
  %201 = sub nsw i64 %200, %167, !dbg !233
  %202 = getelementptr i32, ptr %157, i64 %201, !dbg !234
  %203 = load <4 x i32>, ptr %202, align 4, !dbg !234, !tbaa !151, !alias.scope !235
  %204 = shufflevector <4 x i32> %203, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !234
  %205 = add nsw <4 x i32> %204, %197, !dbg !238
  %206 = getelementptr i32, ptr %158, i64 %200, !dbg !239
  %207 = load <4 x i32>, ptr %206, align 4, !dbg !239, !tbaa !151, !alias.scope !240, !noalias !235
  %208 = shufflevector <4 x i32> %207, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !239
  %209 = icmp sgt <4 x i32> %205, %208, !dbg !242
  %210 = extractelement <4 x i1> %209, i64 0, !dbg !242
  br i1 %210, label %211, label %214, !dbg !232

211:                                              ; preds = %198
  %212 = getelementptr inbounds i32, ptr %151, i64 %200, !dbg !239
  %213 = extractelement <4 x i32> %205, i64 0, !dbg !243
  store i32 %213, ptr %212, align 4, !dbg !243, !tbaa !151, !alias.scope !240, !noalias !235
  br label %214, !dbg !242

214:                                              ; preds = %211, %198
  %215 = extractelement <4 x i1> %209, i64 1, !dbg !243
  br i1 %215, label %216, label %220, !dbg !243

216:                                              ; preds = %214
  %217 = sub i64 49, %199, !dbg !232
  %218 = getelementptr inbounds i32, ptr %151, i64 %217, !dbg !239
  %219 = extractelement <4 x i32> %205, i64 1, !dbg !243
  store i32 %219, ptr %218, align 4, !dbg !243, !tbaa !151, !alias.scope !240, !noalias !235
  br label %220, !dbg !243

220:                                              ; preds = %216, %214
  %221 = extractelement <4 x i1> %209, i64 2, !dbg !243
  br i1 %221, label %222, label %226, !dbg !243

222:                                              ; preds = %220
  %223 = sub i64 48, %199, !dbg !232
  %224 = getelementptr inbounds i32, ptr %151, i64 %223, !dbg !239
  %225 = extractelement <4 x i32> %205, i64 2, !dbg !243
  store i32 %225, ptr %224, align 4, !dbg !243, !tbaa !151, !alias.scope !240, !noalias !235
  br label %226, !dbg !243

226:                                              ; preds = %222, %220
  %227 = extractelement <4 x i1> %209, i64 3, !dbg !243
  br i1 %227, label %228, label %232, !dbg !243

228:                                              ; preds = %226
  %229 = sub i64 47, %199, !dbg !232
  %230 = getelementptr inbounds i32, ptr %151, i64 %229, !dbg !239
  %231 = extractelement <4 x i32> %205, i64 3, !dbg !243
  store i32 %231, ptr %230, align 4, !dbg !243, !tbaa !151, !alias.scope !240, !noalias !235
  br label %232, !dbg !243

232:                                              ; preds = %228, %226
  %233 = add nuw i64 %199, 4
  %234 = icmp eq i64 %233, %194
  br i1 %234, label %235, label %198, !llvm.loop !244

235:                                              ; preds = %232
  %236 = icmp eq i64 %168, %194, !dbg !232
  br i1 %236, label %237, label %170, !dbg !232

237:                                              ; preds = %250, %235, %159
  %238 = add nuw nsw i64 %160, 1, !dbg !246
    #dbg_value(i64 %238, !184, !DIExpression(), !228)
  %239 = icmp eq i64 %238, 10, !dbg !247
  br i1 %239, label %253, label %159, !dbg !229, !llvm.loop !248

240:                                              ; preds = %170, %250
  %241 = phi i64 [ %251, %250 ], [ %171, %170 ]
    #dbg_value(i64 %241, !186, !DIExpression(), !230)
  %242 = sub nsw i64 %241, %167, !dbg !233
  %243 = getelementptr inbounds i32, ptr %151, i64 %242, !dbg !234
  %244 = load i32, ptr %243, align 4, !dbg !234, !tbaa !151
  %245 = add nsw i32 %244, %166, !dbg !238
  %246 = getelementptr inbounds i32, ptr %151, i64 %241, !dbg !239
  %247 = load i32, ptr %246, align 4, !dbg !239, !tbaa !151
  %248 = icmp sgt i32 %245, %247, !dbg !242
  br i1 %248, label %249, label %250, !dbg !250

249:                                              ; preds = %240
  store i32 %245, ptr %246, align 4, !dbg !243, !tbaa !151
  br label %250, !dbg !251

250:                                              ; preds = %249, %240
  %251 = add nsw i64 %241, -1, !dbg !252
    #dbg_value(i64 %251, !186, !DIExpression(), !230)
  %252 = icmp sgt i64 %241, %167, !dbg !231
  br i1 %252, label %240, label %237, !dbg !232, !llvm.loop !253

253:                                              ; preds = %237
  %254 = getelementptr inbounds i8, ptr %151, i64 200, !dbg !254
  %255 = load i32, ptr %254, align 4, !dbg !254, !tbaa !151
    #dbg_value(i32 %255, !189, !DIExpression(), !225)
  tail call void @free(ptr noundef %151) #11, !dbg !255
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %150, i32 noundef %255), !dbg !256
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #11, !dbg !257
    #dbg_value(i32 1, !91, !DIExpression(), !103)
    #dbg_value(i32 0, !93, !DIExpression(), !258)
  br label %429, !dbg !259

257:                                              ; preds = %429
    #dbg_value(ptr %2, !260, !DIExpression(), !276)
    #dbg_value(i32 200, !265, !DIExpression(), !276)
  %258 = tail call noalias dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #12, !dbg !278
    #dbg_value(ptr %258, !266, !DIExpression(), !276)
    #dbg_value(i32 0, !267, !DIExpression(), !276)
    #dbg_value(i32 0, !268, !DIExpression(), !279)
  br label %259, !dbg !280

259:                                              ; preds = %278, %257
  %260 = phi i64 [ 0, %257 ], [ %285, %278 ]
  %261 = phi i32 [ 0, %257 ], [ %284, %278 ]
    #dbg_value(i32 %261, !267, !DIExpression(), !276)
    #dbg_value(i64 %260, !268, !DIExpression(), !279)
    #dbg_value(i32 %261, !273, !DIExpression(), !281)
    #dbg_value(i32 0, !270, !DIExpression(), !281)
  %262 = icmp eq i32 %261, 0, !dbg !282
  %263 = getelementptr inbounds i32, ptr %2, i64 %260
  %264 = load i32, ptr %263, align 4, !tbaa !151
  br i1 %262, label %278, label %265, !dbg !283

265:                                              ; preds = %259, %265
  %266 = phi i32 [ %276, %265 ], [ %261, %259 ]
  %267 = phi i32 [ %275, %265 ], [ 0, %259 ]
    #dbg_value(i32 %266, !273, !DIExpression(), !281)
    #dbg_value(i32 %267, !270, !DIExpression(), !281)
  %268 = add nsw i32 %267, %266, !dbg !284
  %269 = sdiv i32 %268, 2, !dbg !285
    #dbg_value(i32 %269, !274, !DIExpression(), !286)
  %270 = sext i32 %269 to i64, !dbg !287
  %271 = getelementptr inbounds i32, ptr %258, i64 %270, !dbg !287
  %272 = load i32, ptr %271, align 4, !dbg !287, !tbaa !151
  %273 = icmp slt i32 %272, %264, !dbg !289
  %274 = add nsw i32 %269, 1, !dbg !290
  %275 = select i1 %273, i32 %274, i32 %267, !dbg !290
  %276 = select i1 %273, i32 %266, i32 %269, !dbg !290
    #dbg_value(i32 %276, !273, !DIExpression(), !281)
    #dbg_value(i32 %275, !270, !DIExpression(), !281)
  %277 = icmp slt i32 %275, %276, !dbg !282
  br i1 %277, label %265, label %278, !dbg !283, !llvm.loop !291

278:                                              ; preds = %265, %259
  %279 = phi i32 [ 0, %259 ], [ %275, %265 ], !dbg !281
  %280 = sext i32 %279 to i64, !dbg !293
  %281 = getelementptr inbounds i32, ptr %258, i64 %280, !dbg !293
  store i32 %264, ptr %281, align 4, !dbg !294, !tbaa !151
  %282 = icmp eq i32 %279, %261, !dbg !295
  %283 = zext i1 %282 to i32, !dbg !297
  %284 = add nuw nsw i32 %261, %283, !dbg !297
    #dbg_value(i32 %284, !267, !DIExpression(), !276)
  %285 = add nuw nsw i64 %260, 1, !dbg !298
    #dbg_value(i64 %285, !268, !DIExpression(), !279)
  %286 = icmp eq i64 %285, 200, !dbg !299
  br i1 %286, label %287, label %259, !dbg !280, !llvm.loop !300

287:                                              ; preds = %278
  tail call void @free(ptr noundef nonnull %258) #11, !dbg !302
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %284), !dbg !303
    #dbg_assign(i1 undef, !95, !DIExpression(), !304, ptr @__const.main.dims, !DIExpression(), !103)
    #dbg_assign(i1 undef, !305, !DIExpression(), !101, ptr %1, !DIExpression(), !328)
    #dbg_value(ptr @__const.main.dims, !310, !DIExpression(), !328)
    #dbg_value(i32 8, !311, !DIExpression(), !328)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #11, !dbg !330
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2048) %1, i8 0, i64 2048, i1 false), !dbg !331, !DIAssignID !332
    #dbg_assign(i8 0, !305, !DIExpression(), !332, ptr %1, !DIExpression(), !328)
    #dbg_value(i32 2, !312, !DIExpression(), !333)
  br label %289, !dbg !334

289:                                              ; preds = %293, %287
  %290 = phi i64 [ 2, %287 ], [ %294, %293 ]
  %291 = phi i64 [ 7, %287 ], [ %296, %293 ]
  %292 = phi i64 [ 1, %287 ], [ %295, %293 ]
    #dbg_value(i64 %290, !312, !DIExpression(), !333)
    #dbg_value(i32 0, !314, !DIExpression(), !335)
  br label %298, !dbg !336

293:                                              ; preds = %323
  %294 = add nuw nsw i64 %290, 1, !dbg !337
    #dbg_value(i64 %294, !312, !DIExpression(), !333)
  %295 = add nuw nsw i64 %292, 1, !dbg !334
  %296 = add nsw i64 %291, -1, !dbg !334
  %297 = icmp eq i64 %294, 9, !dbg !338
  br i1 %297, label %422, label %289, !dbg !334, !llvm.loop !339

298:                                              ; preds = %323, %289
  %299 = phi i64 [ %292, %289 ], [ %325, %323 ]
  %300 = phi i64 [ 0, %289 ], [ %324, %323 ]
  %301 = add nuw nsw i64 %300, %290, !dbg !341
  %302 = add nsw i64 %301, -1, !dbg !341
    #dbg_value(i64 %300, !314, !DIExpression(), !335)
    #dbg_value(i64 %302, !317, !DIExpression(), !342)
  %303 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %302, !dbg !343
    #dbg_value(i64 %300, !320, !DIExpression(), !344)
  store i64 -1, ptr %303, align 8, !dbg !342
  %304 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %300
  %305 = load i32, ptr %304, align 4, !tbaa !151
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %301
  %308 = load i32, ptr %307, align 4, !tbaa !151
  %309 = sext i32 %308 to i64
  %310 = mul nsw i64 %309, %306, !dbg !345
    #dbg_value(i64 %300, !320, !DIExpression(), !344)
  %311 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %300, !dbg !346
  %312 = load i64, ptr %311, align 8, !dbg !346, !tbaa !347
  %313 = add nuw nsw i64 %300, 1, !dbg !349
  %314 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %313, i64 %302, !dbg !350
  %315 = load i64, ptr %314, align 8, !dbg !350, !tbaa !347
  %316 = add nsw i64 %315, %312, !dbg !351
  %317 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %313, !dbg !352
  %318 = load i32, ptr %317, align 4, !dbg !352, !tbaa !151
  %319 = sext i32 %318 to i64, !dbg !352
  %320 = mul i64 %310, %319
  %321 = add nsw i64 %316, %320, !dbg !353
    #dbg_value(i64 %321, !322, !DIExpression(), !354)
    #dbg_value(i64 %313, !320, !DIExpression(), !344)
  store i64 %321, ptr %303, align 8, !dbg !342
  %322 = icmp eq i64 %313, %299, !dbg !355
  br i1 %322, label %323, label %327, !dbg !345, !llvm.loop !356

323:                                              ; preds = %407, %391, %375, %359, %343, %327, %298
  %324 = add nuw nsw i64 %300, 1, !dbg !358
    #dbg_value(i64 %324, !314, !DIExpression(), !335)
  %325 = add nuw nsw i64 %299, 1, !dbg !336
  %326 = icmp eq i64 %324, %291, !dbg !359
  br i1 %326, label %293, label %298, !dbg !336, !llvm.loop !360

327:                                              ; preds = %298
    #dbg_value(i64 %313, !320, !DIExpression(), !344)
  %328 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %313, !dbg !346
  %329 = load i64, ptr %328, align 8, !dbg !346, !tbaa !347
  %330 = add nuw nsw i64 %300, 2, !dbg !349
  %331 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %330, i64 %302, !dbg !350
  %332 = load i64, ptr %331, align 8, !dbg !350, !tbaa !347
  %333 = add nsw i64 %332, %329, !dbg !351
  %334 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %330, !dbg !352
  %335 = load i32, ptr %334, align 4, !dbg !352, !tbaa !151
  %336 = sext i32 %335 to i64, !dbg !352
  %337 = mul i64 %310, %336
  %338 = add nsw i64 %333, %337, !dbg !353
    #dbg_value(i64 %338, !322, !DIExpression(), !354)
  %339 = icmp slt i64 %321, 0, !dbg !362
  %340 = tail call i64 @llvm.smin.i64(i64 %338, i64 %321), !dbg !364
  %341 = select i1 %339, i64 %338, i64 %340, !dbg !364
    #dbg_value(i64 %330, !320, !DIExpression(), !344)
  store i64 %341, ptr %303, align 8, !dbg !342
  %342 = icmp eq i64 %330, %299, !dbg !355
  br i1 %342, label %323, label %343, !dbg !345, !llvm.loop !356

343:                                              ; preds = %327
    #dbg_value(i64 %330, !320, !DIExpression(), !344)
  %344 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %330, !dbg !346
  %345 = load i64, ptr %344, align 8, !dbg !346, !tbaa !347
  %346 = add nuw nsw i64 %300, 3, !dbg !349
  %347 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %346, i64 %302, !dbg !350
  %348 = load i64, ptr %347, align 8, !dbg !350, !tbaa !347
  %349 = add nsw i64 %348, %345, !dbg !351
  %350 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %346, !dbg !352
  %351 = load i32, ptr %350, align 4, !dbg !352, !tbaa !151
  %352 = sext i32 %351 to i64, !dbg !352
  %353 = mul i64 %310, %352
  %354 = add nsw i64 %349, %353, !dbg !353
    #dbg_value(i64 %354, !322, !DIExpression(), !354)
  %355 = icmp slt i64 %341, 0, !dbg !362
  %356 = tail call i64 @llvm.smin.i64(i64 %354, i64 %341), !dbg !364
  %357 = select i1 %355, i64 %354, i64 %356, !dbg !364
    #dbg_value(i64 %346, !320, !DIExpression(), !344)
  store i64 %357, ptr %303, align 8, !dbg !342
  %358 = icmp eq i64 %346, %299, !dbg !355
  br i1 %358, label %323, label %359, !dbg !345, !llvm.loop !356

359:                                              ; preds = %343
    #dbg_value(i64 %346, !320, !DIExpression(), !344)
  %360 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %346, !dbg !346
  %361 = load i64, ptr %360, align 8, !dbg !346, !tbaa !347
  %362 = add nuw nsw i64 %300, 4, !dbg !349
  %363 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %362, i64 %302, !dbg !350
  %364 = load i64, ptr %363, align 8, !dbg !350, !tbaa !347
  %365 = add nsw i64 %364, %361, !dbg !351
  %366 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %362, !dbg !352
  %367 = load i32, ptr %366, align 4, !dbg !352, !tbaa !151
  %368 = sext i32 %367 to i64, !dbg !352
  %369 = mul i64 %310, %368
  %370 = add nsw i64 %365, %369, !dbg !353
    #dbg_value(i64 %370, !322, !DIExpression(), !354)
  %371 = icmp slt i64 %357, 0, !dbg !362
  %372 = tail call i64 @llvm.smin.i64(i64 %370, i64 %357), !dbg !364
  %373 = select i1 %371, i64 %370, i64 %372, !dbg !364
    #dbg_value(i64 %362, !320, !DIExpression(), !344)
  store i64 %373, ptr %303, align 8, !dbg !342
  %374 = icmp eq i64 %362, %299, !dbg !355
  br i1 %374, label %323, label %375, !dbg !345, !llvm.loop !356

375:                                              ; preds = %359
    #dbg_value(i64 %362, !320, !DIExpression(), !344)
  %376 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %362, !dbg !346
  %377 = load i64, ptr %376, align 8, !dbg !346, !tbaa !347
  %378 = add nuw nsw i64 %300, 5, !dbg !349
  %379 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %378, i64 %302, !dbg !350
  %380 = load i64, ptr %379, align 8, !dbg !350, !tbaa !347
  %381 = add nsw i64 %380, %377, !dbg !351
  %382 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %378, !dbg !352
  %383 = load i32, ptr %382, align 4, !dbg !352, !tbaa !151
  %384 = sext i32 %383 to i64, !dbg !352
  %385 = mul i64 %310, %384
  %386 = add nsw i64 %381, %385, !dbg !353
    #dbg_value(i64 %386, !322, !DIExpression(), !354)
  %387 = icmp slt i64 %373, 0, !dbg !362
  %388 = tail call i64 @llvm.smin.i64(i64 %386, i64 %373), !dbg !364
  %389 = select i1 %387, i64 %386, i64 %388, !dbg !364
    #dbg_value(i64 %378, !320, !DIExpression(), !344)
  store i64 %389, ptr %303, align 8, !dbg !342
  %390 = icmp eq i64 %378, %299, !dbg !355
  br i1 %390, label %323, label %391, !dbg !345, !llvm.loop !356

391:                                              ; preds = %375
    #dbg_value(i64 %378, !320, !DIExpression(), !344)
  %392 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %378, !dbg !346
  %393 = load i64, ptr %392, align 8, !dbg !346, !tbaa !347
  %394 = add nuw nsw i64 %300, 6, !dbg !349
  %395 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %394, i64 %302, !dbg !350
  %396 = load i64, ptr %395, align 8, !dbg !350, !tbaa !347
  %397 = add nsw i64 %396, %393, !dbg !351
  %398 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %394, !dbg !352
  %399 = load i32, ptr %398, align 4, !dbg !352, !tbaa !151
  %400 = sext i32 %399 to i64, !dbg !352
  %401 = mul i64 %310, %400
  %402 = add nsw i64 %397, %401, !dbg !353
    #dbg_value(i64 %402, !322, !DIExpression(), !354)
  %403 = icmp slt i64 %389, 0, !dbg !362
  %404 = tail call i64 @llvm.smin.i64(i64 %402, i64 %389), !dbg !364
  %405 = select i1 %403, i64 %402, i64 %404, !dbg !364
    #dbg_value(i64 %394, !320, !DIExpression(), !344)
  store i64 %405, ptr %303, align 8, !dbg !342
  %406 = icmp eq i64 %394, %299, !dbg !355
  br i1 %406, label %323, label %407, !dbg !345, !llvm.loop !356

407:                                              ; preds = %391
    #dbg_value(i64 %394, !320, !DIExpression(), !344)
  %408 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %300, i64 %394, !dbg !346
  %409 = load i64, ptr %408, align 8, !dbg !346, !tbaa !347
  %410 = add nuw nsw i64 %300, 7, !dbg !349
  %411 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %410, i64 %302, !dbg !350
  %412 = load i64, ptr %411, align 8, !dbg !350, !tbaa !347
  %413 = add nsw i64 %412, %409, !dbg !351
  %414 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %410, !dbg !352
  %415 = load i32, ptr %414, align 4, !dbg !352, !tbaa !151
  %416 = sext i32 %415 to i64, !dbg !352
  %417 = mul i64 %310, %416
  %418 = add nsw i64 %413, %417, !dbg !353
    #dbg_value(i64 %418, !322, !DIExpression(), !354)
  %419 = icmp slt i64 %405, 0, !dbg !362
  %420 = tail call i64 @llvm.smin.i64(i64 %418, i64 %405), !dbg !364
  %421 = select i1 %419, i64 %418, i64 %420, !dbg !364
    #dbg_value(i64 %410, !320, !DIExpression(), !344)
  store i64 %421, ptr %303, align 8, !dbg !342
  br label %323

422:                                              ; preds = %293
  %423 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !365
  %424 = load i64, ptr %423, align 8, !dbg !365, !tbaa !347
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #11, !dbg !366
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %424), !dbg !367
    #dbg_assign(i1 undef, !99, !DIExpression(), !368, ptr @__const.main.coins, !DIExpression(), !103)
  %426 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200), !dbg !369
  %427 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000), !dbg !370
  %428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %426, i64 noundef %427), !dbg !371
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #11, !dbg !372
  ret i32 0, !dbg !373

429:                                              ; preds = %253, %429
  %430 = phi i64 [ 0, %253 ], [ %439, %429 ]
  %431 = phi i32 [ 1, %253 ], [ %433, %429 ]
    #dbg_value(i64 %430, !93, !DIExpression(), !258)
    #dbg_value(i32 %431, !91, !DIExpression(), !103)
  %432 = mul i32 %431, 1103515245, !dbg !374
  %433 = add i32 %432, 12345, !dbg !377
    #dbg_value(i32 %433, !91, !DIExpression(), !103)
  %434 = lshr i32 %433, 16, !dbg !378
  %435 = trunc nuw i32 %434 to i16, !dbg !379
  %436 = urem i16 %435, 1000, !dbg !379
  %437 = zext nneg i16 %436 to i32, !dbg !379
  %438 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %430, !dbg !380
  store i32 %437, ptr %438, align 4, !dbg !381, !tbaa !151
  %439 = add nuw nsw i64 %430, 1, !dbg !382
    #dbg_value(i64 %439, !93, !DIExpression(), !258)
  %440 = icmp eq i64 %439, 200, !dbg !383
  br i1 %440, label %257, label %429, !dbg !259, !llvm.loop !384
}

; Function Attrs: nofree nounwind
declare !dbg !386 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @edit_distance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !391 {
    #dbg_value(ptr %0, !393, !DIExpression(), !414)
    #dbg_value(ptr %1, !394, !DIExpression(), !414)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13, !dbg !415
    #dbg_value(i64 %3, !395, !DIExpression(), !414)
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #13, !dbg !416
    #dbg_value(i64 %4, !396, !DIExpression(), !414)
  %5 = shl i64 %4, 2, !dbg !417
  %6 = add i64 %5, 4, !dbg !417
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #12, !dbg !418
    #dbg_value(ptr %7, !397, !DIExpression(), !414)
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #12, !dbg !419
    #dbg_value(ptr %8, !398, !DIExpression(), !414)
    #dbg_value(i64 0, !399, !DIExpression(), !420)
  %9 = add i64 %4, 1, !dbg !421
  %10 = tail call i64 @llvm.umax.i64(i64 %9, i64 1), !dbg !421
  %11 = icmp ult i64 %9, 8, !dbg !421
  br i1 %11, label %12, label %14, !dbg !421

12:                                               ; preds = %25, %2
  %13 = phi i64 [ 0, %2 ], [ %15, %25 ]
  br label %36, !dbg !421

14:                                               ; preds = %2
  %15 = and i64 %10, -8, !dbg !421
  br label %16, !dbg !421

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %22, %16 ], !dbg !422
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %23, %16 ], !dbg !424
  %19 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !424
  %20 = getelementptr inbounds i32, ptr %7, i64 %17, !dbg !425
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !426
  store <4 x i32> %18, ptr %20, align 4, !dbg !426, !tbaa !151
  store <4 x i32> %19, ptr %21, align 4, !dbg !426, !tbaa !151
  %22 = add nuw i64 %17, 8, !dbg !422
  %23 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>, !dbg !424
  %24 = icmp eq i64 %22, %15, !dbg !422
  br i1 %24, label %25, label %16, !dbg !422, !llvm.loop !427

25:                                               ; preds = %16
  %26 = icmp eq i64 %9, %15, !dbg !421
  br i1 %26, label %27, label %12, !dbg !421

27:                                               ; preds = %36, %25
  %28 = getelementptr i8, ptr %0, i64 -1, !dbg !429
    #dbg_value(ptr %7, !397, !DIExpression(), !414)
    #dbg_value(ptr %8, !398, !DIExpression(), !414)
    #dbg_value(i64 1, !401, !DIExpression(), !430)
  %29 = icmp eq i64 %3, 0, !dbg !431
  br i1 %29, label %42, label %30, !dbg !429

30:                                               ; preds = %27
  %31 = icmp eq i64 %4, 0
  %32 = tail call i64 @llvm.umax.i64(i64 %9, i64 2), !dbg !429
  %33 = add i64 %3, 1, !dbg !429
  %34 = tail call i64 @llvm.umax.i64(i64 %33, i64 2), !dbg !429
  %35 = getelementptr i8, ptr %1, i64 -1
  br label %47, !dbg !429

36:                                               ; preds = %12, %36
  %37 = phi i64 [ %40, %36 ], [ %13, %12 ]
    #dbg_value(i64 %37, !399, !DIExpression(), !420)
  %38 = trunc i64 %37 to i32, !dbg !424
  %39 = getelementptr inbounds i32, ptr %7, i64 %37, !dbg !425
  store i32 %38, ptr %39, align 4, !dbg !426, !tbaa !151
  %40 = add nuw i64 %37, 1, !dbg !422
    #dbg_value(i64 %40, !399, !DIExpression(), !420)
  %41 = icmp eq i64 %40, %10, !dbg !432
  br i1 %41, label %27, label %36, !dbg !421, !llvm.loop !433

42:                                               ; preds = %55, %27
  %43 = phi ptr [ %8, %27 ], [ %48, %55 ], !dbg !414
  %44 = phi ptr [ %7, %27 ], [ %49, %55 ], !dbg !414
  %45 = getelementptr inbounds i32, ptr %44, i64 %4, !dbg !434
  %46 = load i32, ptr %45, align 4, !dbg !434, !tbaa !151
    #dbg_value(i32 %46, !413, !DIExpression(), !414)
  tail call void @free(ptr noundef nonnull %44) #11, !dbg !435
  tail call void @free(ptr noundef %43) #11, !dbg !436
  ret i32 %46, !dbg !437

47:                                               ; preds = %30, %55
  %48 = phi ptr [ %7, %30 ], [ %49, %55 ]
  %49 = phi ptr [ %8, %30 ], [ %48, %55 ]
  %50 = phi i64 [ 1, %30 ], [ %56, %55 ]
    #dbg_value(ptr %48, !397, !DIExpression(), !414)
    #dbg_value(ptr %49, !398, !DIExpression(), !414)
    #dbg_value(i64 %50, !401, !DIExpression(), !430)
  %51 = trunc i64 %50 to i32, !dbg !438
  store i32 %51, ptr %49, align 4, !dbg !439, !tbaa !151
    #dbg_value(i64 1, !403, !DIExpression(), !440)
  br i1 %31, label %55, label %52, !dbg !441

52:                                               ; preds = %47
  %53 = getelementptr i8, ptr %28, i64 %50
  %54 = load i32, ptr %48, align 4, !dbg !442, !tbaa !151
  br label %58, !dbg !441

55:                                               ; preds = %58, %47
    #dbg_value(ptr %48, !412, !DIExpression(), !443)
    #dbg_value(ptr %49, !397, !DIExpression(), !414)
    #dbg_value(ptr %48, !398, !DIExpression(), !414)
  %56 = add nuw i64 %50, 1, !dbg !444
    #dbg_value(i64 %56, !401, !DIExpression(), !430)
  %57 = icmp eq i64 %56, %34, !dbg !431
  br i1 %57, label %42, label %47, !dbg !429, !llvm.loop !445

58:                                               ; preds = %52, %58
  %59 = phi i32 [ %51, %52 ], [ %74, %58 ], !dbg !447
  %60 = phi i32 [ %54, %52 ], [ %69, %58 ], !dbg !442
  %61 = phi i64 [ 1, %52 ], [ %76, %58 ]
    #dbg_value(i64 %61, !403, !DIExpression(), !440)
  %62 = load i8, ptr %53, align 1, !dbg !448, !tbaa !135
  %63 = getelementptr i8, ptr %35, i64 %61, !dbg !449
  %64 = load i8, ptr %63, align 1, !dbg !449, !tbaa !135
  %65 = icmp ne i8 %62, %64, !dbg !450
  %66 = zext i1 %65 to i32, !dbg !450
  %67 = add nsw i32 %60, %66, !dbg !451
    #dbg_value(i32 %67, !407, !DIExpression(), !452)
  %68 = getelementptr inbounds i32, ptr %48, i64 %61, !dbg !453
  %69 = load i32, ptr %68, align 4, !dbg !453, !tbaa !151
    #dbg_value(i32 %69, !410, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !452)
  %70 = add nsw i32 %59, 1, !dbg !454
    #dbg_value(i32 %70, !411, !DIExpression(), !452)
  %71 = icmp sgt i32 %67, %69, !dbg !455
  %72 = add nsw i32 %69, 1, !dbg !456
  %73 = select i1 %71, i32 %72, i32 %67, !dbg !456
  %74 = tail call i32 @llvm.smin.i32(i32 %73, i32 %70), !dbg !457
  %75 = getelementptr inbounds i32, ptr %49, i64 %61, !dbg !458
  store i32 %74, ptr %75, align 4, !dbg !459, !tbaa !151
  %76 = add nuw i64 %61, 1, !dbg !460
    #dbg_value(i64 %76, !403, !DIExpression(), !440)
  %77 = icmp eq i64 %76, %32, !dbg !461
  br i1 %77, label %55, label %58, !dbg !441, !llvm.loop !462
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 !dbg !464 {
    #dbg_value(ptr %0, !468, !DIExpression(), !479)
    #dbg_value(i32 8, !469, !DIExpression(), !479)
    #dbg_value(i32 %1, !470, !DIExpression(), !479)
  %3 = zext nneg i32 %1 to i64, !dbg !480
  %4 = add nuw nsw i64 %3, 1, !dbg !481
  %5 = tail call noalias ptr @calloc(i64 noundef %4, i64 noundef 8) #10, !dbg !482
    #dbg_value(ptr %5, !471, !DIExpression(), !479)
  store i64 1, ptr %5, align 8, !dbg !483, !tbaa !347
    #dbg_value(i32 0, !473, !DIExpression(), !484)
  %6 = add i32 %1, 1, !dbg !485
    #dbg_value(i64 0, !473, !DIExpression(), !484)
  %7 = load i32, ptr %0, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %7, !475, !DIExpression(), !487)
  %8 = icmp sgt i32 %7, %1, !dbg !488
  br i1 %8, label %51, label %9, !dbg !490

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64, !dbg !490
  %11 = sub i32 %1, %7, !dbg !490
  %12 = zext i32 %11 to i64, !dbg !490
  %13 = add nuw nsw i64 %12, 1, !dbg !490
  %14 = icmp ult i32 %11, 9, !dbg !490
  br i1 %14, label %15, label %17, !dbg !490

15:                                               ; preds = %49, %17, %9
  %16 = phi i64 [ %10, %17 ], [ %10, %9 ], [ %33, %49 ]
  br label %453, !dbg !490

17:                                               ; preds = %9
  %18 = shl nsw i64 %10, 3, !dbg !490
  %19 = getelementptr i8, ptr %5, i64 %18, !dbg !490
  %20 = sub i32 %1, %7, !dbg !490
  %21 = zext i32 %20 to i64, !dbg !490
  %22 = shl nuw nsw i64 %21, 3, !dbg !490
  %23 = getelementptr i8, ptr %5, i64 %18, !dbg !490
  %24 = getelementptr i8, ptr %23, i64 %22, !dbg !490
  %25 = getelementptr i8, ptr %24, i64 8, !dbg !490
  %26 = getelementptr i8, ptr %5, i64 %22, !dbg !490
  %27 = getelementptr i8, ptr %26, i64 8, !dbg !490
  %28 = icmp ult ptr %19, %27, !dbg !490
  %29 = icmp ult ptr %5, %25, !dbg !490
  %30 = and i1 %28, %29, !dbg !490
  br i1 %30, label %15, label %31, !dbg !490

31:                                               ; preds = %17
  %32 = and i64 %13, 8589934588, !dbg !490
  %33 = add nsw i64 %32, %10, !dbg !490
  %34 = getelementptr i64, ptr %5, i64 %10, !dbg !490
  br label %35, !dbg !490

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %47, %35 ]
  %37 = getelementptr inbounds i64, ptr %5, i64 %36, !dbg !491
  %38 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !491
  %39 = load <2 x i64>, ptr %37, align 8, !dbg !491, !tbaa !347, !alias.scope !492
  %40 = load <2 x i64>, ptr %38, align 8, !dbg !491, !tbaa !347, !alias.scope !492
  %41 = getelementptr i64, ptr %34, i64 %36, !dbg !495
  %42 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !496
  %43 = load <2 x i64>, ptr %41, align 8, !dbg !496, !tbaa !347, !alias.scope !497, !noalias !492
  %44 = load <2 x i64>, ptr %42, align 8, !dbg !496, !tbaa !347, !alias.scope !497, !noalias !492
  %45 = add nsw <2 x i64> %43, %39, !dbg !496
  %46 = add nsw <2 x i64> %44, %40, !dbg !496
  store <2 x i64> %45, ptr %41, align 8, !dbg !496, !tbaa !347, !alias.scope !497, !noalias !492
  store <2 x i64> %46, ptr %42, align 8, !dbg !496, !tbaa !347, !alias.scope !497, !noalias !492
  %47 = add nuw i64 %36, 4
  %48 = icmp eq i64 %47, %32
  br i1 %48, label %49, label %35, !llvm.loop !499

49:                                               ; preds = %35
  %50 = icmp eq i64 %13, %32, !dbg !490
  br i1 %50, label %51, label %15, !dbg !490

51:                                               ; preds = %453, %49, %2
    #dbg_value(i64 1, !473, !DIExpression(), !484)
  %52 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !486
  %53 = load i32, ptr %52, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %53, !475, !DIExpression(), !487)
  %54 = icmp sgt i32 %53, %1, !dbg !488
  br i1 %54, label %108, label %55, !dbg !490

55:                                               ; preds = %51
  %56 = sext i32 %53 to i64, !dbg !490
  %57 = sub i32 %1, %53, !dbg !490
  %58 = zext i32 %57 to i64, !dbg !490
  %59 = add nuw nsw i64 %58, 1, !dbg !490
  %60 = icmp ult i32 %57, 9, !dbg !490
  br i1 %60, label %95, label %61, !dbg !490

61:                                               ; preds = %55
  %62 = shl nsw i64 %56, 3, !dbg !490
  %63 = getelementptr i8, ptr %5, i64 %62, !dbg !490
  %64 = sub i32 %1, %53, !dbg !490
  %65 = zext i32 %64 to i64, !dbg !490
  %66 = shl nuw nsw i64 %65, 3, !dbg !490
  %67 = getelementptr i8, ptr %5, i64 %62, !dbg !490
  %68 = getelementptr i8, ptr %67, i64 %66, !dbg !490
  %69 = getelementptr i8, ptr %68, i64 8, !dbg !490
  %70 = getelementptr i8, ptr %5, i64 %66, !dbg !490
  %71 = getelementptr i8, ptr %70, i64 8, !dbg !490
  %72 = icmp ult ptr %63, %71, !dbg !490
  %73 = icmp ult ptr %5, %69, !dbg !490
  %74 = and i1 %72, %73, !dbg !490
  br i1 %74, label %95, label %75, !dbg !490

75:                                               ; preds = %61
  %76 = and i64 %59, 8589934588, !dbg !490
  %77 = add nsw i64 %76, %56, !dbg !490
  %78 = getelementptr i64, ptr %5, i64 %56, !dbg !490
  br label %79, !dbg !490

79:                                               ; preds = %79, %75
  %80 = phi i64 [ 0, %75 ], [ %91, %79 ]
  %81 = getelementptr inbounds i64, ptr %5, i64 %80, !dbg !491
  %82 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !491
  %83 = load <2 x i64>, ptr %81, align 8, !dbg !491, !tbaa !347, !alias.scope !501
  %84 = load <2 x i64>, ptr %82, align 8, !dbg !491, !tbaa !347, !alias.scope !501
  %85 = getelementptr i64, ptr %78, i64 %80, !dbg !495
  %86 = getelementptr inbounds i8, ptr %85, i64 16, !dbg !496
  %87 = load <2 x i64>, ptr %85, align 8, !dbg !496, !tbaa !347, !alias.scope !504, !noalias !501
  %88 = load <2 x i64>, ptr %86, align 8, !dbg !496, !tbaa !347, !alias.scope !504, !noalias !501
  %89 = add nsw <2 x i64> %87, %83, !dbg !496
  %90 = add nsw <2 x i64> %88, %84, !dbg !496
  store <2 x i64> %89, ptr %85, align 8, !dbg !496, !tbaa !347, !alias.scope !504, !noalias !501
  store <2 x i64> %90, ptr %86, align 8, !dbg !496, !tbaa !347, !alias.scope !504, !noalias !501
  %91 = add nuw i64 %80, 4
  %92 = icmp eq i64 %91, %76
  br i1 %92, label %93, label %79, !llvm.loop !506

93:                                               ; preds = %79
  %94 = icmp eq i64 %59, %76, !dbg !490
  br i1 %94, label %108, label %95, !dbg !490

95:                                               ; preds = %93, %61, %55
  %96 = phi i64 [ %56, %61 ], [ %56, %55 ], [ %77, %93 ]
  br label %97, !dbg !490

97:                                               ; preds = %95, %97
  %98 = phi i64 [ %105, %97 ], [ %96, %95 ]
    #dbg_value(i64 %98, !475, !DIExpression(), !487)
  %99 = sub nsw i64 %98, %56, !dbg !507
  %100 = getelementptr inbounds i64, ptr %5, i64 %99, !dbg !491
  %101 = load i64, ptr %100, align 8, !dbg !491, !tbaa !347
  %102 = getelementptr inbounds i64, ptr %5, i64 %98, !dbg !495
  %103 = load i64, ptr %102, align 8, !dbg !496, !tbaa !347
  %104 = add nsw i64 %103, %101, !dbg !496
  store i64 %104, ptr %102, align 8, !dbg !496, !tbaa !347
  %105 = add nsw i64 %98, 1, !dbg !508
    #dbg_value(i64 %105, !475, !DIExpression(), !487)
  %106 = trunc i64 %105 to i32, !dbg !488
  %107 = icmp eq i32 %6, %106, !dbg !488
  br i1 %107, label %108, label %97, !dbg !490, !llvm.loop !509

108:                                              ; preds = %97, %93, %51
    #dbg_value(i64 2, !473, !DIExpression(), !484)
  %109 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !486
  %110 = load i32, ptr %109, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %110, !475, !DIExpression(), !487)
  %111 = icmp sgt i32 %110, %1, !dbg !488
  br i1 %111, label %165, label %112, !dbg !490

112:                                              ; preds = %108
  %113 = sext i32 %110 to i64, !dbg !490
  %114 = sub i32 %1, %110, !dbg !490
  %115 = zext i32 %114 to i64, !dbg !490
  %116 = add nuw nsw i64 %115, 1, !dbg !490
  %117 = icmp ult i32 %114, 9, !dbg !490
  br i1 %117, label %152, label %118, !dbg !490

118:                                              ; preds = %112
  %119 = shl nsw i64 %113, 3, !dbg !490
  %120 = getelementptr i8, ptr %5, i64 %119, !dbg !490
  %121 = sub i32 %1, %110, !dbg !490
  %122 = zext i32 %121 to i64, !dbg !490
  %123 = shl nuw nsw i64 %122, 3, !dbg !490
  %124 = getelementptr i8, ptr %5, i64 %119, !dbg !490
  %125 = getelementptr i8, ptr %124, i64 %123, !dbg !490
  %126 = getelementptr i8, ptr %125, i64 8, !dbg !490
  %127 = getelementptr i8, ptr %5, i64 %123, !dbg !490
  %128 = getelementptr i8, ptr %127, i64 8, !dbg !490
  %129 = icmp ult ptr %120, %128, !dbg !490
  %130 = icmp ult ptr %5, %126, !dbg !490
  %131 = and i1 %129, %130, !dbg !490
  br i1 %131, label %152, label %132, !dbg !490

132:                                              ; preds = %118
  %133 = and i64 %116, 8589934588, !dbg !490
  %134 = add nsw i64 %133, %113, !dbg !490
  %135 = getelementptr i64, ptr %5, i64 %113, !dbg !490
  br label %136, !dbg !490

136:                                              ; preds = %136, %132
  %137 = phi i64 [ 0, %132 ], [ %148, %136 ]
  %138 = getelementptr inbounds i64, ptr %5, i64 %137, !dbg !491
  %139 = getelementptr inbounds i8, ptr %138, i64 16, !dbg !491
  %140 = load <2 x i64>, ptr %138, align 8, !dbg !491, !tbaa !347, !alias.scope !510
  %141 = load <2 x i64>, ptr %139, align 8, !dbg !491, !tbaa !347, !alias.scope !510
  %142 = getelementptr i64, ptr %135, i64 %137, !dbg !495
  %143 = getelementptr inbounds i8, ptr %142, i64 16, !dbg !496
  %144 = load <2 x i64>, ptr %142, align 8, !dbg !496, !tbaa !347, !alias.scope !513, !noalias !510
  %145 = load <2 x i64>, ptr %143, align 8, !dbg !496, !tbaa !347, !alias.scope !513, !noalias !510
  %146 = add nsw <2 x i64> %144, %140, !dbg !496
  %147 = add nsw <2 x i64> %145, %141, !dbg !496
  store <2 x i64> %146, ptr %142, align 8, !dbg !496, !tbaa !347, !alias.scope !513, !noalias !510
  store <2 x i64> %147, ptr %143, align 8, !dbg !496, !tbaa !347, !alias.scope !513, !noalias !510
  %148 = add nuw i64 %137, 4
  %149 = icmp eq i64 %148, %133
  br i1 %149, label %150, label %136, !llvm.loop !515

150:                                              ; preds = %136
  %151 = icmp eq i64 %116, %133, !dbg !490
  br i1 %151, label %165, label %152, !dbg !490

152:                                              ; preds = %150, %118, %112
  %153 = phi i64 [ %113, %118 ], [ %113, %112 ], [ %134, %150 ]
  br label %154, !dbg !490

154:                                              ; preds = %152, %154
  %155 = phi i64 [ %162, %154 ], [ %153, %152 ]
    #dbg_value(i64 %155, !475, !DIExpression(), !487)
  %156 = sub nsw i64 %155, %113, !dbg !507
  %157 = getelementptr inbounds i64, ptr %5, i64 %156, !dbg !491
  %158 = load i64, ptr %157, align 8, !dbg !491, !tbaa !347
  %159 = getelementptr inbounds i64, ptr %5, i64 %155, !dbg !495
  %160 = load i64, ptr %159, align 8, !dbg !496, !tbaa !347
  %161 = add nsw i64 %160, %158, !dbg !496
  store i64 %161, ptr %159, align 8, !dbg !496, !tbaa !347
  %162 = add nsw i64 %155, 1, !dbg !508
    #dbg_value(i64 %162, !475, !DIExpression(), !487)
  %163 = trunc i64 %162 to i32, !dbg !488
  %164 = icmp eq i32 %6, %163, !dbg !488
  br i1 %164, label %165, label %154, !dbg !490, !llvm.loop !516

165:                                              ; preds = %154, %150, %108
    #dbg_value(i64 3, !473, !DIExpression(), !484)
  %166 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !486
  %167 = load i32, ptr %166, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %167, !475, !DIExpression(), !487)
  %168 = icmp sgt i32 %167, %1, !dbg !488
  br i1 %168, label %222, label %169, !dbg !490

169:                                              ; preds = %165
  %170 = sext i32 %167 to i64, !dbg !490
  %171 = sub i32 %1, %167, !dbg !490
  %172 = zext i32 %171 to i64, !dbg !490
  %173 = add nuw nsw i64 %172, 1, !dbg !490
  %174 = icmp ult i32 %171, 9, !dbg !490
  br i1 %174, label %209, label %175, !dbg !490

175:                                              ; preds = %169
  %176 = shl nsw i64 %170, 3, !dbg !490
  %177 = getelementptr i8, ptr %5, i64 %176, !dbg !490
  %178 = sub i32 %1, %167, !dbg !490
  %179 = zext i32 %178 to i64, !dbg !490
  %180 = shl nuw nsw i64 %179, 3, !dbg !490
  %181 = getelementptr i8, ptr %5, i64 %176, !dbg !490
  %182 = getelementptr i8, ptr %181, i64 %180, !dbg !490
  %183 = getelementptr i8, ptr %182, i64 8, !dbg !490
  %184 = getelementptr i8, ptr %5, i64 %180, !dbg !490
  %185 = getelementptr i8, ptr %184, i64 8, !dbg !490
  %186 = icmp ult ptr %177, %185, !dbg !490
  %187 = icmp ult ptr %5, %183, !dbg !490
  %188 = and i1 %186, %187, !dbg !490
  br i1 %188, label %209, label %189, !dbg !490

189:                                              ; preds = %175
  %190 = and i64 %173, 8589934588, !dbg !490
  %191 = add nsw i64 %190, %170, !dbg !490
  %192 = getelementptr i64, ptr %5, i64 %170, !dbg !490
  br label %193, !dbg !490

193:                                              ; preds = %193, %189
  %194 = phi i64 [ 0, %189 ], [ %205, %193 ]
  %195 = getelementptr inbounds i64, ptr %5, i64 %194, !dbg !491
  %196 = getelementptr inbounds i8, ptr %195, i64 16, !dbg !491
  %197 = load <2 x i64>, ptr %195, align 8, !dbg !491, !tbaa !347, !alias.scope !517
  %198 = load <2 x i64>, ptr %196, align 8, !dbg !491, !tbaa !347, !alias.scope !517
  %199 = getelementptr i64, ptr %192, i64 %194, !dbg !495
  %200 = getelementptr inbounds i8, ptr %199, i64 16, !dbg !496
  %201 = load <2 x i64>, ptr %199, align 8, !dbg !496, !tbaa !347, !alias.scope !520, !noalias !517
  %202 = load <2 x i64>, ptr %200, align 8, !dbg !496, !tbaa !347, !alias.scope !520, !noalias !517
  %203 = add nsw <2 x i64> %201, %197, !dbg !496
  %204 = add nsw <2 x i64> %202, %198, !dbg !496
  store <2 x i64> %203, ptr %199, align 8, !dbg !496, !tbaa !347, !alias.scope !520, !noalias !517
  store <2 x i64> %204, ptr %200, align 8, !dbg !496, !tbaa !347, !alias.scope !520, !noalias !517
  %205 = add nuw i64 %194, 4
  %206 = icmp eq i64 %205, %190
  br i1 %206, label %207, label %193, !llvm.loop !522

207:                                              ; preds = %193
  %208 = icmp eq i64 %173, %190, !dbg !490
  br i1 %208, label %222, label %209, !dbg !490

209:                                              ; preds = %207, %175, %169
  %210 = phi i64 [ %170, %175 ], [ %170, %169 ], [ %191, %207 ]
  br label %211, !dbg !490

211:                                              ; preds = %209, %211
  %212 = phi i64 [ %219, %211 ], [ %210, %209 ]
    #dbg_value(i64 %212, !475, !DIExpression(), !487)
  %213 = sub nsw i64 %212, %170, !dbg !507
  %214 = getelementptr inbounds i64, ptr %5, i64 %213, !dbg !491
  %215 = load i64, ptr %214, align 8, !dbg !491, !tbaa !347
  %216 = getelementptr inbounds i64, ptr %5, i64 %212, !dbg !495
  %217 = load i64, ptr %216, align 8, !dbg !496, !tbaa !347
  %218 = add nsw i64 %217, %215, !dbg !496
  store i64 %218, ptr %216, align 8, !dbg !496, !tbaa !347
  %219 = add nsw i64 %212, 1, !dbg !508
    #dbg_value(i64 %219, !475, !DIExpression(), !487)
  %220 = trunc i64 %219 to i32, !dbg !488
  %221 = icmp eq i32 %6, %220, !dbg !488
  br i1 %221, label %222, label %211, !dbg !490, !llvm.loop !523

222:                                              ; preds = %211, %207, %165
    #dbg_value(i64 4, !473, !DIExpression(), !484)
  %223 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !486
  %224 = load i32, ptr %223, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %224, !475, !DIExpression(), !487)
  %225 = icmp sgt i32 %224, %1, !dbg !488
  br i1 %225, label %279, label %226, !dbg !490

226:                                              ; preds = %222
  %227 = sext i32 %224 to i64, !dbg !490
  %228 = sub i32 %1, %224, !dbg !490
  %229 = zext i32 %228 to i64, !dbg !490
  %230 = add nuw nsw i64 %229, 1, !dbg !490
  %231 = icmp ult i32 %228, 9, !dbg !490
  br i1 %231, label %266, label %232, !dbg !490

232:                                              ; preds = %226
  %233 = shl nsw i64 %227, 3, !dbg !490
  %234 = getelementptr i8, ptr %5, i64 %233, !dbg !490
  %235 = sub i32 %1, %224, !dbg !490
  %236 = zext i32 %235 to i64, !dbg !490
  %237 = shl nuw nsw i64 %236, 3, !dbg !490
  %238 = getelementptr i8, ptr %5, i64 %233, !dbg !490
  %239 = getelementptr i8, ptr %238, i64 %237, !dbg !490
  %240 = getelementptr i8, ptr %239, i64 8, !dbg !490
  %241 = getelementptr i8, ptr %5, i64 %237, !dbg !490
  %242 = getelementptr i8, ptr %241, i64 8, !dbg !490
  %243 = icmp ult ptr %234, %242, !dbg !490
  %244 = icmp ult ptr %5, %240, !dbg !490
  %245 = and i1 %243, %244, !dbg !490
  br i1 %245, label %266, label %246, !dbg !490

246:                                              ; preds = %232
  %247 = and i64 %230, 8589934588, !dbg !490
  %248 = add nsw i64 %247, %227, !dbg !490
  %249 = getelementptr i64, ptr %5, i64 %227, !dbg !490
  br label %250, !dbg !490

250:                                              ; preds = %250, %246
  %251 = phi i64 [ 0, %246 ], [ %262, %250 ]
  %252 = getelementptr inbounds i64, ptr %5, i64 %251, !dbg !491
  %253 = getelementptr inbounds i8, ptr %252, i64 16, !dbg !491
  %254 = load <2 x i64>, ptr %252, align 8, !dbg !491, !tbaa !347, !alias.scope !524
  %255 = load <2 x i64>, ptr %253, align 8, !dbg !491, !tbaa !347, !alias.scope !524
  %256 = getelementptr i64, ptr %249, i64 %251, !dbg !495
  %257 = getelementptr inbounds i8, ptr %256, i64 16, !dbg !496
  %258 = load <2 x i64>, ptr %256, align 8, !dbg !496, !tbaa !347, !alias.scope !527, !noalias !524
  %259 = load <2 x i64>, ptr %257, align 8, !dbg !496, !tbaa !347, !alias.scope !527, !noalias !524
  %260 = add nsw <2 x i64> %258, %254, !dbg !496
  %261 = add nsw <2 x i64> %259, %255, !dbg !496
  store <2 x i64> %260, ptr %256, align 8, !dbg !496, !tbaa !347, !alias.scope !527, !noalias !524
  store <2 x i64> %261, ptr %257, align 8, !dbg !496, !tbaa !347, !alias.scope !527, !noalias !524
  %262 = add nuw i64 %251, 4
  %263 = icmp eq i64 %262, %247
  br i1 %263, label %264, label %250, !llvm.loop !529

264:                                              ; preds = %250
  %265 = icmp eq i64 %230, %247, !dbg !490
  br i1 %265, label %279, label %266, !dbg !490

266:                                              ; preds = %264, %232, %226
  %267 = phi i64 [ %227, %232 ], [ %227, %226 ], [ %248, %264 ]
  br label %268, !dbg !490

268:                                              ; preds = %266, %268
  %269 = phi i64 [ %276, %268 ], [ %267, %266 ]
    #dbg_value(i64 %269, !475, !DIExpression(), !487)
  %270 = sub nsw i64 %269, %227, !dbg !507
  %271 = getelementptr inbounds i64, ptr %5, i64 %270, !dbg !491
  %272 = load i64, ptr %271, align 8, !dbg !491, !tbaa !347
  %273 = getelementptr inbounds i64, ptr %5, i64 %269, !dbg !495
  %274 = load i64, ptr %273, align 8, !dbg !496, !tbaa !347
  %275 = add nsw i64 %274, %272, !dbg !496
  store i64 %275, ptr %273, align 8, !dbg !496, !tbaa !347
  %276 = add nsw i64 %269, 1, !dbg !508
    #dbg_value(i64 %276, !475, !DIExpression(), !487)
  %277 = trunc i64 %276 to i32, !dbg !488
  %278 = icmp eq i32 %6, %277, !dbg !488
  br i1 %278, label %279, label %268, !dbg !490, !llvm.loop !530

279:                                              ; preds = %268, %264, %222
    #dbg_value(i64 5, !473, !DIExpression(), !484)
  %280 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !486
  %281 = load i32, ptr %280, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %281, !475, !DIExpression(), !487)
  %282 = icmp sgt i32 %281, %1, !dbg !488
  br i1 %282, label %336, label %283, !dbg !490

283:                                              ; preds = %279
  %284 = sext i32 %281 to i64, !dbg !490
  %285 = sub i32 %1, %281, !dbg !490
  %286 = zext i32 %285 to i64, !dbg !490
  %287 = add nuw nsw i64 %286, 1, !dbg !490
  %288 = icmp ult i32 %285, 9, !dbg !490
  br i1 %288, label %323, label %289, !dbg !490

289:                                              ; preds = %283
  %290 = shl nsw i64 %284, 3, !dbg !490
  %291 = getelementptr i8, ptr %5, i64 %290, !dbg !490
  %292 = sub i32 %1, %281, !dbg !490
  %293 = zext i32 %292 to i64, !dbg !490
  %294 = shl nuw nsw i64 %293, 3, !dbg !490
  %295 = getelementptr i8, ptr %5, i64 %290, !dbg !490
  %296 = getelementptr i8, ptr %295, i64 %294, !dbg !490
  %297 = getelementptr i8, ptr %296, i64 8, !dbg !490
  %298 = getelementptr i8, ptr %5, i64 %294, !dbg !490
  %299 = getelementptr i8, ptr %298, i64 8, !dbg !490
  %300 = icmp ult ptr %291, %299, !dbg !490
  %301 = icmp ult ptr %5, %297, !dbg !490
  %302 = and i1 %300, %301, !dbg !490
  br i1 %302, label %323, label %303, !dbg !490

303:                                              ; preds = %289
  %304 = and i64 %287, 8589934588, !dbg !490
  %305 = add nsw i64 %304, %284, !dbg !490
  %306 = getelementptr i64, ptr %5, i64 %284, !dbg !490
  br label %307, !dbg !490

307:                                              ; preds = %307, %303
  %308 = phi i64 [ 0, %303 ], [ %319, %307 ]
  %309 = getelementptr inbounds i64, ptr %5, i64 %308, !dbg !491
  %310 = getelementptr inbounds i8, ptr %309, i64 16, !dbg !491
  %311 = load <2 x i64>, ptr %309, align 8, !dbg !491, !tbaa !347, !alias.scope !531
  %312 = load <2 x i64>, ptr %310, align 8, !dbg !491, !tbaa !347, !alias.scope !531
  %313 = getelementptr i64, ptr %306, i64 %308, !dbg !495
  %314 = getelementptr inbounds i8, ptr %313, i64 16, !dbg !496
  %315 = load <2 x i64>, ptr %313, align 8, !dbg !496, !tbaa !347, !alias.scope !534, !noalias !531
  %316 = load <2 x i64>, ptr %314, align 8, !dbg !496, !tbaa !347, !alias.scope !534, !noalias !531
  %317 = add nsw <2 x i64> %315, %311, !dbg !496
  %318 = add nsw <2 x i64> %316, %312, !dbg !496
  store <2 x i64> %317, ptr %313, align 8, !dbg !496, !tbaa !347, !alias.scope !534, !noalias !531
  store <2 x i64> %318, ptr %314, align 8, !dbg !496, !tbaa !347, !alias.scope !534, !noalias !531
  %319 = add nuw i64 %308, 4
  %320 = icmp eq i64 %319, %304
  br i1 %320, label %321, label %307, !llvm.loop !536

321:                                              ; preds = %307
  %322 = icmp eq i64 %287, %304, !dbg !490
  br i1 %322, label %336, label %323, !dbg !490

323:                                              ; preds = %321, %289, %283
  %324 = phi i64 [ %284, %289 ], [ %284, %283 ], [ %305, %321 ]
  br label %325, !dbg !490

325:                                              ; preds = %323, %325
  %326 = phi i64 [ %333, %325 ], [ %324, %323 ]
    #dbg_value(i64 %326, !475, !DIExpression(), !487)
  %327 = sub nsw i64 %326, %284, !dbg !507
  %328 = getelementptr inbounds i64, ptr %5, i64 %327, !dbg !491
  %329 = load i64, ptr %328, align 8, !dbg !491, !tbaa !347
  %330 = getelementptr inbounds i64, ptr %5, i64 %326, !dbg !495
  %331 = load i64, ptr %330, align 8, !dbg !496, !tbaa !347
  %332 = add nsw i64 %331, %329, !dbg !496
  store i64 %332, ptr %330, align 8, !dbg !496, !tbaa !347
  %333 = add nsw i64 %326, 1, !dbg !508
    #dbg_value(i64 %333, !475, !DIExpression(), !487)
  %334 = trunc i64 %333 to i32, !dbg !488
  %335 = icmp eq i32 %6, %334, !dbg !488
  br i1 %335, label %336, label %325, !dbg !490, !llvm.loop !537

336:                                              ; preds = %325, %321, %279
    #dbg_value(i64 6, !473, !DIExpression(), !484)
  %337 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !486
  %338 = load i32, ptr %337, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %338, !475, !DIExpression(), !487)
  %339 = icmp sgt i32 %338, %1, !dbg !488
  br i1 %339, label %393, label %340, !dbg !490

340:                                              ; preds = %336
  %341 = sext i32 %338 to i64, !dbg !490
  %342 = sub i32 %1, %338, !dbg !490
  %343 = zext i32 %342 to i64, !dbg !490
  %344 = add nuw nsw i64 %343, 1, !dbg !490
  %345 = icmp ult i32 %342, 9, !dbg !490
  br i1 %345, label %380, label %346, !dbg !490

346:                                              ; preds = %340
  %347 = shl nsw i64 %341, 3, !dbg !490
  %348 = getelementptr i8, ptr %5, i64 %347, !dbg !490
  %349 = sub i32 %1, %338, !dbg !490
  %350 = zext i32 %349 to i64, !dbg !490
  %351 = shl nuw nsw i64 %350, 3, !dbg !490
  %352 = getelementptr i8, ptr %5, i64 %347, !dbg !490
  %353 = getelementptr i8, ptr %352, i64 %351, !dbg !490
  %354 = getelementptr i8, ptr %353, i64 8, !dbg !490
  %355 = getelementptr i8, ptr %5, i64 %351, !dbg !490
  %356 = getelementptr i8, ptr %355, i64 8, !dbg !490
  %357 = icmp ult ptr %348, %356, !dbg !490
  %358 = icmp ult ptr %5, %354, !dbg !490
  %359 = and i1 %357, %358, !dbg !490
  br i1 %359, label %380, label %360, !dbg !490

360:                                              ; preds = %346
  %361 = and i64 %344, 8589934588, !dbg !490
  %362 = add nsw i64 %361, %341, !dbg !490
  %363 = getelementptr i64, ptr %5, i64 %341, !dbg !490
  br label %364, !dbg !490

364:                                              ; preds = %364, %360
  %365 = phi i64 [ 0, %360 ], [ %376, %364 ]
  %366 = getelementptr inbounds i64, ptr %5, i64 %365, !dbg !491
  %367 = getelementptr inbounds i8, ptr %366, i64 16, !dbg !491
  %368 = load <2 x i64>, ptr %366, align 8, !dbg !491, !tbaa !347, !alias.scope !538
  %369 = load <2 x i64>, ptr %367, align 8, !dbg !491, !tbaa !347, !alias.scope !538
  %370 = getelementptr i64, ptr %363, i64 %365, !dbg !495
  %371 = getelementptr inbounds i8, ptr %370, i64 16, !dbg !496
  %372 = load <2 x i64>, ptr %370, align 8, !dbg !496, !tbaa !347, !alias.scope !541, !noalias !538
  %373 = load <2 x i64>, ptr %371, align 8, !dbg !496, !tbaa !347, !alias.scope !541, !noalias !538
  %374 = add nsw <2 x i64> %372, %368, !dbg !496
  %375 = add nsw <2 x i64> %373, %369, !dbg !496
  store <2 x i64> %374, ptr %370, align 8, !dbg !496, !tbaa !347, !alias.scope !541, !noalias !538
  store <2 x i64> %375, ptr %371, align 8, !dbg !496, !tbaa !347, !alias.scope !541, !noalias !538
  %376 = add nuw i64 %365, 4
  %377 = icmp eq i64 %376, %361
  br i1 %377, label %378, label %364, !llvm.loop !543

378:                                              ; preds = %364
  %379 = icmp eq i64 %344, %361, !dbg !490
  br i1 %379, label %393, label %380, !dbg !490

380:                                              ; preds = %378, %346, %340
  %381 = phi i64 [ %341, %346 ], [ %341, %340 ], [ %362, %378 ]
  br label %382, !dbg !490

382:                                              ; preds = %380, %382
  %383 = phi i64 [ %390, %382 ], [ %381, %380 ]
    #dbg_value(i64 %383, !475, !DIExpression(), !487)
  %384 = sub nsw i64 %383, %341, !dbg !507
  %385 = getelementptr inbounds i64, ptr %5, i64 %384, !dbg !491
  %386 = load i64, ptr %385, align 8, !dbg !491, !tbaa !347
  %387 = getelementptr inbounds i64, ptr %5, i64 %383, !dbg !495
  %388 = load i64, ptr %387, align 8, !dbg !496, !tbaa !347
  %389 = add nsw i64 %388, %386, !dbg !496
  store i64 %389, ptr %387, align 8, !dbg !496, !tbaa !347
  %390 = add nsw i64 %383, 1, !dbg !508
    #dbg_value(i64 %390, !475, !DIExpression(), !487)
  %391 = trunc i64 %390 to i32, !dbg !488
  %392 = icmp eq i32 %6, %391, !dbg !488
  br i1 %392, label %393, label %382, !dbg !490, !llvm.loop !544

393:                                              ; preds = %382, %378, %336
    #dbg_value(i64 7, !473, !DIExpression(), !484)
  %394 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !486
  %395 = load i32, ptr %394, align 4, !dbg !486, !tbaa !151
    #dbg_value(i32 %395, !475, !DIExpression(), !487)
  %396 = icmp sgt i32 %395, %1, !dbg !488
  br i1 %396, label %450, label %397, !dbg !490

397:                                              ; preds = %393
  %398 = sext i32 %395 to i64, !dbg !490
  %399 = sub i32 %1, %395, !dbg !490
  %400 = zext i32 %399 to i64, !dbg !490
  %401 = add nuw nsw i64 %400, 1, !dbg !490
  %402 = icmp ult i32 %399, 9, !dbg !490
  br i1 %402, label %437, label %403, !dbg !490

403:                                              ; preds = %397
  %404 = shl nsw i64 %398, 3, !dbg !490
  %405 = getelementptr i8, ptr %5, i64 %404, !dbg !490
  %406 = sub i32 %1, %395, !dbg !490
  %407 = zext i32 %406 to i64, !dbg !490
  %408 = shl nuw nsw i64 %407, 3, !dbg !490
  %409 = getelementptr i8, ptr %5, i64 %404, !dbg !490
  %410 = getelementptr i8, ptr %409, i64 %408, !dbg !490
  %411 = getelementptr i8, ptr %410, i64 8, !dbg !490
  %412 = getelementptr i8, ptr %5, i64 %408, !dbg !490
  %413 = getelementptr i8, ptr %412, i64 8, !dbg !490
  %414 = icmp ult ptr %405, %413, !dbg !490
  %415 = icmp ult ptr %5, %411, !dbg !490
  %416 = and i1 %414, %415, !dbg !490
  br i1 %416, label %437, label %417, !dbg !490

417:                                              ; preds = %403
  %418 = and i64 %401, 8589934588, !dbg !490
  %419 = add nsw i64 %418, %398, !dbg !490
  %420 = getelementptr i64, ptr %5, i64 %398, !dbg !490
  br label %421, !dbg !490

421:                                              ; preds = %421, %417
  %422 = phi i64 [ 0, %417 ], [ %433, %421 ]
  %423 = getelementptr inbounds i64, ptr %5, i64 %422, !dbg !491
  %424 = getelementptr inbounds i8, ptr %423, i64 16, !dbg !491
  %425 = load <2 x i64>, ptr %423, align 8, !dbg !491, !tbaa !347, !alias.scope !545
  %426 = load <2 x i64>, ptr %424, align 8, !dbg !491, !tbaa !347, !alias.scope !545
  %427 = getelementptr i64, ptr %420, i64 %422, !dbg !495
  %428 = getelementptr inbounds i8, ptr %427, i64 16, !dbg !496
  %429 = load <2 x i64>, ptr %427, align 8, !dbg !496, !tbaa !347, !alias.scope !548, !noalias !545
  %430 = load <2 x i64>, ptr %428, align 8, !dbg !496, !tbaa !347, !alias.scope !548, !noalias !545
  %431 = add nsw <2 x i64> %429, %425, !dbg !496
  %432 = add nsw <2 x i64> %430, %426, !dbg !496
  store <2 x i64> %431, ptr %427, align 8, !dbg !496, !tbaa !347, !alias.scope !548, !noalias !545
  store <2 x i64> %432, ptr %428, align 8, !dbg !496, !tbaa !347, !alias.scope !548, !noalias !545
  %433 = add nuw i64 %422, 4
  %434 = icmp eq i64 %433, %418
  br i1 %434, label %435, label %421, !llvm.loop !550

435:                                              ; preds = %421
  %436 = icmp eq i64 %401, %418, !dbg !490
  br i1 %436, label %450, label %437, !dbg !490

437:                                              ; preds = %435, %403, %397
  %438 = phi i64 [ %398, %403 ], [ %398, %397 ], [ %419, %435 ]
  br label %439, !dbg !490

439:                                              ; preds = %437, %439
  %440 = phi i64 [ %447, %439 ], [ %438, %437 ]
    #dbg_value(i64 %440, !475, !DIExpression(), !487)
  %441 = sub nsw i64 %440, %398, !dbg !507
  %442 = getelementptr inbounds i64, ptr %5, i64 %441, !dbg !491
  %443 = load i64, ptr %442, align 8, !dbg !491, !tbaa !347
  %444 = getelementptr inbounds i64, ptr %5, i64 %440, !dbg !495
  %445 = load i64, ptr %444, align 8, !dbg !496, !tbaa !347
  %446 = add nsw i64 %445, %443, !dbg !496
  store i64 %446, ptr %444, align 8, !dbg !496, !tbaa !347
  %447 = add nsw i64 %440, 1, !dbg !508
    #dbg_value(i64 %447, !475, !DIExpression(), !487)
  %448 = trunc i64 %447 to i32, !dbg !488
  %449 = icmp eq i32 %6, %448, !dbg !488
  br i1 %449, label %450, label %439, !dbg !490, !llvm.loop !551

450:                                              ; preds = %439, %435, %393
    #dbg_value(i64 8, !473, !DIExpression(), !484)
  %451 = getelementptr inbounds i64, ptr %5, i64 %3, !dbg !552
  %452 = load i64, ptr %451, align 8, !dbg !552, !tbaa !347
    #dbg_value(i64 %452, !478, !DIExpression(), !479)
  tail call void @free(ptr noundef nonnull %5) #11, !dbg !553
  ret i64 %452, !dbg !554

453:                                              ; preds = %15, %453
  %454 = phi i64 [ %461, %453 ], [ %16, %15 ]
    #dbg_value(i64 %454, !475, !DIExpression(), !487)
  %455 = sub nsw i64 %454, %10, !dbg !507
  %456 = getelementptr inbounds i64, ptr %5, i64 %455, !dbg !491
  %457 = load i64, ptr %456, align 8, !dbg !491, !tbaa !347
  %458 = getelementptr inbounds i64, ptr %5, i64 %454, !dbg !495
  %459 = load i64, ptr %458, align 8, !dbg !496, !tbaa !347
  %460 = add nsw i64 %459, %457, !dbg !496
  store i64 %460, ptr %458, align 8, !dbg !496, !tbaa !347
  %461 = add nsw i64 %454, 1, !dbg !508
    #dbg_value(i64 %461, !475, !DIExpression(), !487)
  %462 = trunc i64 %461 to i32, !dbg !488
  %463 = icmp eq i32 %6, %462, !dbg !488
  br i1 %463, label %51, label %453, !dbg !490, !llvm.loop !555
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !556 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !560 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !565 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !568 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

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

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/dynprog.c", directory: ".", checksumkind: CSK_MD5, checksum: "6472ec83d42e50b3b5d0224f0c4fd528")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 30)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 29)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 7)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 1)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 21)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 38)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !64, globals: !70, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !66, !69}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !67, line: 18, baseType: !68)
!67 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!70 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53, !58}
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"frame-pointer", i32 1}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 89, type: !81, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!65}
!83 = !{!84, !86, !87, !91, !93, !95, !99}
!84 = !DILocalVariable(name: "w", scope: !80, file: !2, line: 93, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 320, elements: !5)
!86 = !DILocalVariable(name: "v", scope: !80, file: !2, line: 93, type: !85)
!87 = !DILocalVariable(name: "seq", scope: !80, file: !2, line: 95, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 6400, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 200)
!91 = !DILocalVariable(name: "s", scope: !80, file: !2, line: 96, type: !92)
!92 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 97, type: !65)
!94 = distinct !DILexicalBlock(scope: !80, file: !2, line: 97, column: 5)
!95 = !DILocalVariable(name: "dims", scope: !80, file: !2, line: 99, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 288, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 9)
!99 = !DILocalVariable(name: "coins", scope: !80, file: !2, line: 101, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 256, elements: !30)
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 0, scope: !80)
!104 = !DILocalVariable(name: "a", arg: 1, scope: !105, file: !2, line: 7, type: !108)
!105 = distinct !DISubprogram(name: "lcs", scope: !2, file: !2, line: 7, type: !106, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!65, !108, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !{!104, !111, !112, !113, !114, !116, !118, !121, !124, !127, !128}
!111 = !DILocalVariable(name: "b", arg: 2, scope: !105, file: !2, line: 7, type: !108)
!112 = !DILocalVariable(name: "n", scope: !105, file: !2, line: 8, type: !66)
!113 = !DILocalVariable(name: "m", scope: !105, file: !2, line: 8, type: !66)
!114 = !DILocalVariable(name: "t", scope: !105, file: !2, line: 9, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 10, type: !66)
!117 = distinct !DILexicalBlock(scope: !105, file: !2, line: 10, column: 5)
!118 = !DILocalVariable(name: "j", scope: !119, file: !2, line: 11, type: !66)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 11, column: 9)
!120 = distinct !DILexicalBlock(scope: !117, file: !2, line: 10, column: 5)
!121 = !DILocalVariable(name: "cell", scope: !122, file: !2, line: 12, type: !115)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 11, column: 41)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 11, column: 9)
!124 = !DILocalVariable(name: "up", scope: !125, file: !2, line: 15, type: !65)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 14, column: 18)
!126 = distinct !DILexicalBlock(scope: !122, file: !2, line: 13, column: 17)
!127 = !DILocalVariable(name: "left", scope: !125, file: !2, line: 15, type: !65)
!128 = !DILocalVariable(name: "r", scope: !105, file: !2, line: 19, type: !65)
!129 = !DILocation(line: 0, scope: !105, inlinedAt: !130)
!130 = distinct !DILocation(line: 90, column: 26, scope: !80)
!131 = !DILocation(line: 9, column: 14, scope: !105, inlinedAt: !130)
!132 = !DILocation(line: 0, scope: !117, inlinedAt: !130)
!133 = !DILocation(line: 10, column: 10, scope: !117, inlinedAt: !130)
!134 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !130)
!135 = !{!136, !136, i64 0}
!136 = !{!"omnipotent char", !137, i64 0}
!137 = !{!"Simple C/C++ TBAA"}
!138 = !DILocation(line: 0, scope: !119, inlinedAt: !130)
!139 = !DILocation(line: 11, column: 9, scope: !119, inlinedAt: !130)
!140 = !DILocation(line: 10, column: 33, scope: !120, inlinedAt: !130)
!141 = !DILocation(line: 10, column: 26, scope: !120, inlinedAt: !130)
!142 = distinct !{!142, !134, !143, !144}
!143 = !DILocation(line: 18, column: 9, scope: !117, inlinedAt: !130)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 12, column: 26, scope: !122, inlinedAt: !130)
!146 = !DILocation(line: 0, scope: !122, inlinedAt: !130)
!147 = !DILocation(line: 13, column: 29, scope: !126, inlinedAt: !130)
!148 = !DILocation(line: 13, column: 26, scope: !126, inlinedAt: !130)
!149 = !DILocation(line: 13, column: 17, scope: !122, inlinedAt: !130)
!150 = !DILocation(line: 13, column: 47, scope: !126, inlinedAt: !130)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !136, i64 0}
!153 = !DILocation(line: 13, column: 76, scope: !126, inlinedAt: !130)
!154 = !DILocation(line: 13, column: 39, scope: !126, inlinedAt: !130)
!155 = !DILocation(line: 15, column: 26, scope: !125, inlinedAt: !130)
!156 = !DILocation(line: 0, scope: !125, inlinedAt: !130)
!157 = !DILocation(line: 15, column: 59, scope: !125, inlinedAt: !130)
!158 = !DILocation(line: 16, column: 25, scope: !125, inlinedAt: !130)
!159 = !DILocation(line: 0, scope: !126, inlinedAt: !130)
!160 = !DILocation(line: 11, column: 37, scope: !123, inlinedAt: !130)
!161 = !DILocation(line: 11, column: 30, scope: !123, inlinedAt: !130)
!162 = distinct !{!162, !139, !163, !144}
!163 = !DILocation(line: 18, column: 9, scope: !119, inlinedAt: !130)
!164 = !DILocation(line: 19, column: 13, scope: !105, inlinedAt: !130)
!165 = !DILocation(line: 20, column: 5, scope: !105, inlinedAt: !130)
!166 = !DILocation(line: 90, column: 5, scope: !80)
!167 = !DILocation(line: 91, column: 33, scope: !80)
!168 = !DILocation(line: 91, column: 69, scope: !80)
!169 = !DILocation(line: 92, column: 12, scope: !80)
!170 = !DILocation(line: 91, column: 5, scope: !80)
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = !DILocalVariable(name: "w", arg: 1, scope: !174, file: !2, line: 43, type: !177)
!174 = distinct !DISubprogram(name: "knapsack", scope: !2, file: !2, line: 43, type: !175, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !179)
!175 = !DISubroutineType(types: !176)
!176 = !{!65, !177, !177, !65, !65}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!179 = !{!173, !180, !181, !182, !183, !184, !186, !189}
!180 = !DILocalVariable(name: "v", arg: 2, scope: !174, file: !2, line: 43, type: !177)
!181 = !DILocalVariable(name: "n", arg: 3, scope: !174, file: !2, line: 43, type: !65)
!182 = !DILocalVariable(name: "cap", arg: 4, scope: !174, file: !2, line: 43, type: !65)
!183 = !DILocalVariable(name: "best", scope: !174, file: !2, line: 44, type: !115)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 45, type: !65)
!185 = distinct !DILexicalBlock(scope: !174, file: !2, line: 45, column: 5)
!186 = !DILocalVariable(name: "c", scope: !187, file: !2, line: 46, type: !65)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 46, column: 9)
!188 = distinct !DILexicalBlock(scope: !185, file: !2, line: 45, column: 5)
!189 = !DILocalVariable(name: "r", scope: !174, file: !2, line: 48, type: !65)
!190 = !DILocation(line: 0, scope: !174, inlinedAt: !191)
!191 = distinct !DILocation(line: 94, column: 34, scope: !80)
!192 = !DILocation(line: 44, column: 17, scope: !174, inlinedAt: !191)
!193 = !DILocation(line: 0, scope: !185, inlinedAt: !191)
!194 = !DILocation(line: 45, column: 5, scope: !185, inlinedAt: !191)
!195 = !DILocation(line: 0, scope: !187, inlinedAt: !191)
!196 = !DILocation(line: 46, column: 29, scope: !197, inlinedAt: !191)
!197 = distinct !DILexicalBlock(scope: !187, file: !2, line: 46, column: 9)
!198 = !DILocation(line: 46, column: 9, scope: !187, inlinedAt: !191)
!199 = !DILocation(line: 47, column: 24, scope: !200, inlinedAt: !191)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 47, column: 17)
!201 = !DILocation(line: 47, column: 17, scope: !200, inlinedAt: !191)
!202 = !{!203}
!203 = distinct !{!203, !204}
!204 = distinct !{!204, !"LVerDomain"}
!205 = !DILocation(line: 47, column: 32, scope: !200, inlinedAt: !191)
!206 = !DILocation(line: 47, column: 41, scope: !200, inlinedAt: !191)
!207 = !{!208}
!208 = distinct !{!208, !204}
!209 = !DILocation(line: 47, column: 39, scope: !200, inlinedAt: !191)
!210 = !DILocation(line: 47, column: 58, scope: !200, inlinedAt: !191)
!211 = distinct !{!211, !198, !212, !144, !213, !214}
!212 = !DILocation(line: 47, column: 80, scope: !187, inlinedAt: !191)
!213 = !{!"llvm.loop.isvectorized", i32 1}
!214 = !{!"llvm.loop.unroll.runtime.disable"}
!215 = !DILocation(line: 45, column: 29, scope: !188, inlinedAt: !191)
!216 = !DILocation(line: 45, column: 23, scope: !188, inlinedAt: !191)
!217 = distinct !{!217, !194, !218, !144}
!218 = !DILocation(line: 47, column: 80, scope: !185, inlinedAt: !191)
!219 = !DILocation(line: 47, column: 17, scope: !197, inlinedAt: !191)
!220 = !DILocation(line: 47, column: 50, scope: !200, inlinedAt: !191)
!221 = !DILocation(line: 46, column: 39, scope: !197, inlinedAt: !191)
!222 = distinct !{!222, !198, !212, !144, !213}
!223 = !DILocation(line: 48, column: 13, scope: !174, inlinedAt: !191)
!224 = !DILocation(line: 49, column: 5, scope: !174, inlinedAt: !191)
!225 = !DILocation(line: 0, scope: !174, inlinedAt: !226)
!226 = distinct !DILocation(line: 94, column: 58, scope: !80)
!227 = !DILocation(line: 44, column: 17, scope: !174, inlinedAt: !226)
!228 = !DILocation(line: 0, scope: !185, inlinedAt: !226)
!229 = !DILocation(line: 45, column: 5, scope: !185, inlinedAt: !226)
!230 = !DILocation(line: 0, scope: !187, inlinedAt: !226)
!231 = !DILocation(line: 46, column: 29, scope: !197, inlinedAt: !226)
!232 = !DILocation(line: 46, column: 9, scope: !187, inlinedAt: !226)
!233 = !DILocation(line: 47, column: 24, scope: !200, inlinedAt: !226)
!234 = !DILocation(line: 47, column: 17, scope: !200, inlinedAt: !226)
!235 = !{!236}
!236 = distinct !{!236, !237}
!237 = distinct !{!237, !"LVerDomain"}
!238 = !DILocation(line: 47, column: 32, scope: !200, inlinedAt: !226)
!239 = !DILocation(line: 47, column: 41, scope: !200, inlinedAt: !226)
!240 = !{!241}
!241 = distinct !{!241, !237}
!242 = !DILocation(line: 47, column: 39, scope: !200, inlinedAt: !226)
!243 = !DILocation(line: 47, column: 58, scope: !200, inlinedAt: !226)
!244 = distinct !{!244, !232, !245, !144, !213, !214}
!245 = !DILocation(line: 47, column: 80, scope: !187, inlinedAt: !226)
!246 = !DILocation(line: 45, column: 29, scope: !188, inlinedAt: !226)
!247 = !DILocation(line: 45, column: 23, scope: !188, inlinedAt: !226)
!248 = distinct !{!248, !229, !249, !144}
!249 = !DILocation(line: 47, column: 80, scope: !185, inlinedAt: !226)
!250 = !DILocation(line: 47, column: 17, scope: !197, inlinedAt: !226)
!251 = !DILocation(line: 47, column: 50, scope: !200, inlinedAt: !226)
!252 = !DILocation(line: 46, column: 39, scope: !197, inlinedAt: !226)
!253 = distinct !{!253, !232, !245, !144, !213}
!254 = !DILocation(line: 48, column: 13, scope: !174, inlinedAt: !226)
!255 = !DILocation(line: 49, column: 5, scope: !174, inlinedAt: !226)
!256 = !DILocation(line: 94, column: 5, scope: !80)
!257 = !DILocation(line: 95, column: 5, scope: !80)
!258 = !DILocation(line: 0, scope: !94)
!259 = !DILocation(line: 97, column: 5, scope: !94)
!260 = !DILocalVariable(name: "a", arg: 1, scope: !261, file: !2, line: 53, type: !177)
!261 = distinct !DISubprogram(name: "lis", scope: !2, file: !2, line: 53, type: !262, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!65, !177, !65}
!264 = !{!260, !265, !266, !267, !268, !270, !273, !274}
!265 = !DILocalVariable(name: "n", arg: 2, scope: !261, file: !2, line: 53, type: !65)
!266 = !DILocalVariable(name: "tails", scope: !261, file: !2, line: 54, type: !115)
!267 = !DILocalVariable(name: "len", scope: !261, file: !2, line: 54, type: !65)
!268 = !DILocalVariable(name: "i", scope: !269, file: !2, line: 55, type: !65)
!269 = distinct !DILexicalBlock(scope: !261, file: !2, line: 55, column: 5)
!270 = !DILocalVariable(name: "lo", scope: !271, file: !2, line: 56, type: !65)
!271 = distinct !DILexicalBlock(scope: !272, file: !2, line: 55, column: 33)
!272 = distinct !DILexicalBlock(scope: !269, file: !2, line: 55, column: 5)
!273 = !DILocalVariable(name: "hi", scope: !271, file: !2, line: 56, type: !65)
!274 = !DILocalVariable(name: "mid", scope: !275, file: !2, line: 57, type: !65)
!275 = distinct !DILexicalBlock(scope: !271, file: !2, line: 57, column: 25)
!276 = !DILocation(line: 0, scope: !261, inlinedAt: !277)
!277 = distinct !DILocation(line: 98, column: 26, scope: !80)
!278 = !DILocation(line: 54, column: 18, scope: !261, inlinedAt: !277)
!279 = !DILocation(line: 0, scope: !269, inlinedAt: !277)
!280 = !DILocation(line: 55, column: 5, scope: !269, inlinedAt: !277)
!281 = !DILocation(line: 0, scope: !271, inlinedAt: !277)
!282 = !DILocation(line: 57, column: 19, scope: !271, inlinedAt: !277)
!283 = !DILocation(line: 57, column: 9, scope: !271, inlinedAt: !277)
!284 = !DILocation(line: 57, column: 41, scope: !275, inlinedAt: !277)
!285 = !DILocation(line: 57, column: 47, scope: !275, inlinedAt: !277)
!286 = !DILocation(line: 0, scope: !275, inlinedAt: !277)
!287 = !DILocation(line: 57, column: 56, scope: !288, inlinedAt: !277)
!288 = distinct !DILexicalBlock(scope: !275, file: !2, line: 57, column: 56)
!289 = !DILocation(line: 57, column: 67, scope: !288, inlinedAt: !277)
!290 = !DILocation(line: 57, column: 56, scope: !275, inlinedAt: !277)
!291 = distinct !{!291, !283, !292, !144}
!292 = !DILocation(line: 57, column: 104, scope: !271, inlinedAt: !277)
!293 = !DILocation(line: 58, column: 9, scope: !271, inlinedAt: !277)
!294 = !DILocation(line: 58, column: 19, scope: !271, inlinedAt: !277)
!295 = !DILocation(line: 59, column: 16, scope: !296, inlinedAt: !277)
!296 = distinct !DILexicalBlock(scope: !271, file: !2, line: 59, column: 13)
!297 = !DILocation(line: 59, column: 13, scope: !271, inlinedAt: !277)
!298 = !DILocation(line: 55, column: 29, scope: !272, inlinedAt: !277)
!299 = !DILocation(line: 55, column: 23, scope: !272, inlinedAt: !277)
!300 = distinct !{!300, !280, !301, !144}
!301 = !DILocation(line: 60, column: 5, scope: !269, inlinedAt: !277)
!302 = !DILocation(line: 61, column: 5, scope: !261, inlinedAt: !277)
!303 = !DILocation(line: 98, column: 5, scope: !80)
!304 = distinct !DIAssignID()
!305 = !DILocalVariable(name: "m", scope: !306, file: !2, line: 66, type: !325)
!306 = distinct !DISubprogram(name: "matrix_chain", scope: !2, file: !2, line: 65, type: !307, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{!69, !177, !65}
!309 = !{!310, !311, !305, !312, !314, !317, !320, !322}
!310 = !DILocalVariable(name: "dims", arg: 1, scope: !306, file: !2, line: 65, type: !177)
!311 = !DILocalVariable(name: "n", arg: 2, scope: !306, file: !2, line: 65, type: !65)
!312 = !DILocalVariable(name: "len", scope: !313, file: !2, line: 67, type: !65)
!313 = distinct !DILexicalBlock(scope: !306, file: !2, line: 67, column: 5)
!314 = !DILocalVariable(name: "i", scope: !315, file: !2, line: 68, type: !65)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 68, column: 9)
!316 = distinct !DILexicalBlock(scope: !313, file: !2, line: 67, column: 5)
!317 = !DILocalVariable(name: "j", scope: !318, file: !2, line: 69, type: !65)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 68, column: 47)
!319 = distinct !DILexicalBlock(scope: !315, file: !2, line: 68, column: 9)
!320 = !DILocalVariable(name: "k", scope: !321, file: !2, line: 71, type: !65)
!321 = distinct !DILexicalBlock(scope: !318, file: !2, line: 71, column: 13)
!322 = !DILocalVariable(name: "c", scope: !323, file: !2, line: 72, type: !69)
!323 = distinct !DILexicalBlock(scope: !324, file: !2, line: 71, column: 41)
!324 = distinct !DILexicalBlock(scope: !321, file: !2, line: 71, column: 13)
!325 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 16384, elements: !326)
!326 = !{!327, !327}
!327 = !DISubrange(count: 16)
!328 = !DILocation(line: 0, scope: !306, inlinedAt: !329)
!329 = distinct !DILocation(line: 100, column: 37, scope: !80)
!330 = !DILocation(line: 66, column: 5, scope: !306, inlinedAt: !329)
!331 = !DILocation(line: 66, column: 15, scope: !306, inlinedAt: !329)
!332 = distinct !DIAssignID()
!333 = !DILocation(line: 0, scope: !313, inlinedAt: !329)
!334 = !DILocation(line: 67, column: 5, scope: !313, inlinedAt: !329)
!335 = !DILocation(line: 0, scope: !315, inlinedAt: !329)
!336 = !DILocation(line: 68, column: 9, scope: !315, inlinedAt: !329)
!337 = !DILocation(line: 67, column: 36, scope: !316, inlinedAt: !329)
!338 = !DILocation(line: 67, column: 27, scope: !316, inlinedAt: !329)
!339 = distinct !{!339, !334, !340, !144}
!340 = !DILocation(line: 75, column: 9, scope: !313, inlinedAt: !329)
!341 = !DILocation(line: 68, column: 33, scope: !319, inlinedAt: !329)
!342 = !DILocation(line: 0, scope: !318, inlinedAt: !329)
!343 = !DILocation(line: 70, column: 13, scope: !318, inlinedAt: !329)
!344 = !DILocation(line: 0, scope: !321, inlinedAt: !329)
!345 = !DILocation(line: 71, column: 13, scope: !321, inlinedAt: !329)
!346 = !DILocation(line: 72, column: 31, scope: !323, inlinedAt: !329)
!347 = !{!348, !348, i64 0}
!348 = !{!"long long", !136, i64 0}
!349 = !DILocation(line: 72, column: 45, scope: !323, inlinedAt: !329)
!350 = !DILocation(line: 72, column: 41, scope: !323, inlinedAt: !329)
!351 = !DILocation(line: 72, column: 39, scope: !323, inlinedAt: !329)
!352 = !DILocation(line: 72, column: 76, scope: !323, inlinedAt: !329)
!353 = !DILocation(line: 72, column: 53, scope: !323, inlinedAt: !329)
!354 = !DILocation(line: 0, scope: !323, inlinedAt: !329)
!355 = !DILocation(line: 71, column: 31, scope: !324, inlinedAt: !329)
!356 = distinct !{!356, !345, !357, !144}
!357 = !DILocation(line: 74, column: 13, scope: !321, inlinedAt: !329)
!358 = !DILocation(line: 68, column: 43, scope: !319, inlinedAt: !329)
!359 = !DILocation(line: 68, column: 37, scope: !319, inlinedAt: !329)
!360 = distinct !{!360, !336, !361, !144}
!361 = !DILocation(line: 75, column: 9, scope: !315, inlinedAt: !329)
!362 = !DILocation(line: 73, column: 29, scope: !363, inlinedAt: !329)
!363 = distinct !DILexicalBlock(scope: !323, file: !2, line: 73, column: 21)
!364 = !DILocation(line: 73, column: 33, scope: !363, inlinedAt: !329)
!365 = !DILocation(line: 76, column: 12, scope: !306, inlinedAt: !329)
!366 = !DILocation(line: 77, column: 1, scope: !306, inlinedAt: !329)
!367 = !DILocation(line: 100, column: 5, scope: !80)
!368 = distinct !DIAssignID()
!369 = !DILocation(line: 102, column: 54, scope: !80)
!370 = !DILocation(line: 102, column: 80, scope: !80)
!371 = !DILocation(line: 102, column: 5, scope: !80)
!372 = !DILocation(line: 104, column: 1, scope: !80)
!373 = !DILocation(line: 103, column: 5, scope: !80)
!374 = !DILocation(line: 97, column: 43, scope: !375)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 97, column: 35)
!376 = distinct !DILexicalBlock(scope: !94, file: !2, line: 97, column: 5)
!377 = !DILocation(line: 97, column: 57, scope: !375)
!378 = !DILocation(line: 97, column: 85, scope: !375)
!379 = !DILocation(line: 97, column: 92, scope: !375)
!380 = !DILocation(line: 97, column: 67, scope: !375)
!381 = !DILocation(line: 97, column: 74, scope: !375)
!382 = !DILocation(line: 97, column: 31, scope: !376)
!383 = !DILocation(line: 97, column: 23, scope: !376)
!384 = distinct !{!384, !259, !385, !144}
!385 = !DILocation(line: 97, column: 101, scope: !94)
!386 = !DISubprogram(name: "printf", scope: !387, file: !387, line: 356, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!388 = !DISubroutineType(types: !389)
!389 = !{!65, !390, null}
!390 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!391 = distinct !DISubprogram(name: "edit_distance", scope: !2, file: !2, line: 24, type: !106, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !392)
!392 = !{!393, !394, !395, !396, !397, !398, !399, !401, !403, !407, !410, !411, !412, !413}
!393 = !DILocalVariable(name: "a", arg: 1, scope: !391, file: !2, line: 24, type: !108)
!394 = !DILocalVariable(name: "b", arg: 2, scope: !391, file: !2, line: 24, type: !108)
!395 = !DILocalVariable(name: "n", scope: !391, file: !2, line: 25, type: !66)
!396 = !DILocalVariable(name: "m", scope: !391, file: !2, line: 25, type: !66)
!397 = !DILocalVariable(name: "prev", scope: !391, file: !2, line: 26, type: !115)
!398 = !DILocalVariable(name: "cur", scope: !391, file: !2, line: 26, type: !115)
!399 = !DILocalVariable(name: "j", scope: !400, file: !2, line: 27, type: !66)
!400 = distinct !DILexicalBlock(scope: !391, file: !2, line: 27, column: 5)
!401 = !DILocalVariable(name: "i", scope: !402, file: !2, line: 28, type: !66)
!402 = distinct !DILexicalBlock(scope: !391, file: !2, line: 28, column: 5)
!403 = !DILocalVariable(name: "j", scope: !404, file: !2, line: 30, type: !66)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 30, column: 9)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 28, column: 37)
!406 = distinct !DILexicalBlock(scope: !402, file: !2, line: 28, column: 5)
!407 = !DILocalVariable(name: "sub", scope: !408, file: !2, line: 31, type: !65)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 30, column: 41)
!409 = distinct !DILexicalBlock(scope: !404, file: !2, line: 30, column: 9)
!410 = !DILocalVariable(name: "del", scope: !408, file: !2, line: 32, type: !65)
!411 = !DILocalVariable(name: "ins", scope: !408, file: !2, line: 32, type: !65)
!412 = !DILocalVariable(name: "t", scope: !405, file: !2, line: 35, type: !115)
!413 = !DILocalVariable(name: "r", scope: !391, file: !2, line: 37, type: !65)
!414 = !DILocation(line: 0, scope: !391)
!415 = !DILocation(line: 25, column: 16, scope: !391)
!416 = !DILocation(line: 25, column: 31, scope: !391)
!417 = !DILocation(line: 26, column: 32, scope: !391)
!418 = !DILocation(line: 26, column: 17, scope: !391)
!419 = !DILocation(line: 26, column: 56, scope: !391)
!420 = !DILocation(line: 0, scope: !400)
!421 = !DILocation(line: 27, column: 5, scope: !400)
!422 = !DILocation(line: 27, column: 33, scope: !423)
!423 = distinct !DILexicalBlock(scope: !400, file: !2, line: 27, column: 5)
!424 = !DILocation(line: 27, column: 47, scope: !423)
!425 = !DILocation(line: 27, column: 37, scope: !423)
!426 = !DILocation(line: 27, column: 45, scope: !423)
!427 = distinct !{!427, !421, !428, !144, !213, !214}
!428 = !DILocation(line: 27, column: 52, scope: !400)
!429 = !DILocation(line: 28, column: 5, scope: !402)
!430 = !DILocation(line: 0, scope: !402)
!431 = !DILocation(line: 28, column: 26, scope: !406)
!432 = !DILocation(line: 27, column: 26, scope: !423)
!433 = distinct !{!433, !421, !428, !144, !214, !213}
!434 = !DILocation(line: 37, column: 13, scope: !391)
!435 = !DILocation(line: 38, column: 5, scope: !391)
!436 = !DILocation(line: 39, column: 5, scope: !391)
!437 = !DILocation(line: 40, column: 5, scope: !391)
!438 = !DILocation(line: 29, column: 18, scope: !405)
!439 = !DILocation(line: 29, column: 16, scope: !405)
!440 = !DILocation(line: 0, scope: !404)
!441 = !DILocation(line: 30, column: 9, scope: !404)
!442 = !DILocation(line: 31, column: 23, scope: !408)
!443 = !DILocation(line: 0, scope: !405)
!444 = !DILocation(line: 28, column: 33, scope: !406)
!445 = distinct !{!445, !429, !446, !144}
!446 = !DILocation(line: 36, column: 5, scope: !402)
!447 = !DILocation(line: 32, column: 42, scope: !408)
!448 = !DILocation(line: 31, column: 38, scope: !408)
!449 = !DILocation(line: 31, column: 50, scope: !408)
!450 = !DILocation(line: 31, column: 47, scope: !408)
!451 = !DILocation(line: 31, column: 35, scope: !408)
!452 = !DILocation(line: 0, scope: !408)
!453 = !DILocation(line: 32, column: 23, scope: !408)
!454 = !DILocation(line: 32, column: 53, scope: !408)
!455 = !DILocation(line: 33, column: 26, scope: !408)
!456 = !DILocation(line: 33, column: 22, scope: !408)
!457 = !DILocation(line: 33, scope: !408)
!458 = !DILocation(line: 33, column: 13, scope: !408)
!459 = !DILocation(line: 33, column: 20, scope: !408)
!460 = !DILocation(line: 30, column: 37, scope: !409)
!461 = !DILocation(line: 30, column: 30, scope: !409)
!462 = distinct !{!462, !441, !463, !144}
!463 = !DILocation(line: 34, column: 9, scope: !404)
!464 = distinct !DISubprogram(name: "coin_ways", scope: !2, file: !2, line: 79, type: !465, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !467)
!465 = !DISubroutineType(cc: DW_CC_nocall, types: !466)
!466 = !{!69, !177, !65, !65}
!467 = !{!468, !469, !470, !471, !473, !475, !478}
!468 = !DILocalVariable(name: "coins", arg: 1, scope: !464, file: !2, line: 79, type: !177)
!469 = !DILocalVariable(name: "nc", arg: 2, scope: !464, file: !2, line: 79, type: !65)
!470 = !DILocalVariable(name: "amount", arg: 3, scope: !464, file: !2, line: 79, type: !65)
!471 = !DILocalVariable(name: "ways", scope: !464, file: !2, line: 80, type: !472)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!473 = !DILocalVariable(name: "i", scope: !474, file: !2, line: 82, type: !65)
!474 = distinct !DILexicalBlock(scope: !464, file: !2, line: 82, column: 5)
!475 = !DILocalVariable(name: "a", scope: !476, file: !2, line: 83, type: !65)
!476 = distinct !DILexicalBlock(scope: !477, file: !2, line: 83, column: 9)
!477 = distinct !DILexicalBlock(scope: !474, file: !2, line: 82, column: 5)
!478 = !DILocalVariable(name: "r", scope: !464, file: !2, line: 84, type: !69)
!479 = !DILocation(line: 0, scope: !464)
!480 = !DILocation(line: 80, column: 30, scope: !464)
!481 = !DILocation(line: 80, column: 45, scope: !464)
!482 = !DILocation(line: 80, column: 23, scope: !464)
!483 = !DILocation(line: 81, column: 13, scope: !464)
!484 = !DILocation(line: 0, scope: !474)
!485 = !DILocation(line: 82, column: 5, scope: !474)
!486 = !DILocation(line: 83, column: 22, scope: !476)
!487 = !DILocation(line: 0, scope: !476)
!488 = !DILocation(line: 83, column: 34, scope: !489)
!489 = distinct !DILexicalBlock(scope: !476, file: !2, line: 83, column: 9)
!490 = !DILocation(line: 83, column: 9, scope: !476)
!491 = !DILocation(line: 83, column: 61, scope: !489)
!492 = !{!493}
!493 = distinct !{!493, !494}
!494 = distinct !{!494, !"LVerDomain"}
!495 = !DILocation(line: 83, column: 50, scope: !489)
!496 = !DILocation(line: 83, column: 58, scope: !489)
!497 = !{!498}
!498 = distinct !{!498, !494}
!499 = distinct !{!499, !490, !500, !144, !213, !214}
!500 = !DILocation(line: 83, column: 78, scope: !476)
!501 = !{!502}
!502 = distinct !{!502, !503}
!503 = distinct !{!503, !"LVerDomain"}
!504 = !{!505}
!505 = distinct !{!505, !503}
!506 = distinct !{!506, !490, !500, !144, !213, !214}
!507 = !DILocation(line: 83, column: 68, scope: !489)
!508 = !DILocation(line: 83, column: 46, scope: !489)
!509 = distinct !{!509, !490, !500, !144, !213}
!510 = !{!511}
!511 = distinct !{!511, !512}
!512 = distinct !{!512, !"LVerDomain"}
!513 = !{!514}
!514 = distinct !{!514, !512}
!515 = distinct !{!515, !490, !500, !144, !213, !214}
!516 = distinct !{!516, !490, !500, !144, !213}
!517 = !{!518}
!518 = distinct !{!518, !519}
!519 = distinct !{!519, !"LVerDomain"}
!520 = !{!521}
!521 = distinct !{!521, !519}
!522 = distinct !{!522, !490, !500, !144, !213, !214}
!523 = distinct !{!523, !490, !500, !144, !213}
!524 = !{!525}
!525 = distinct !{!525, !526}
!526 = distinct !{!526, !"LVerDomain"}
!527 = !{!528}
!528 = distinct !{!528, !526}
!529 = distinct !{!529, !490, !500, !144, !213, !214}
!530 = distinct !{!530, !490, !500, !144, !213}
!531 = !{!532}
!532 = distinct !{!532, !533}
!533 = distinct !{!533, !"LVerDomain"}
!534 = !{!535}
!535 = distinct !{!535, !533}
!536 = distinct !{!536, !490, !500, !144, !213, !214}
!537 = distinct !{!537, !490, !500, !144, !213}
!538 = !{!539}
!539 = distinct !{!539, !540}
!540 = distinct !{!540, !"LVerDomain"}
!541 = !{!542}
!542 = distinct !{!542, !540}
!543 = distinct !{!543, !490, !500, !144, !213, !214}
!544 = distinct !{!544, !490, !500, !144, !213}
!545 = !{!546}
!546 = distinct !{!546, !547}
!547 = distinct !{!547, !"LVerDomain"}
!548 = !{!549}
!549 = distinct !{!549, !547}
!550 = distinct !{!550, !490, !500, !144, !213, !214}
!551 = distinct !{!551, !490, !500, !144, !213}
!552 = !DILocation(line: 84, column: 19, scope: !464)
!553 = !DILocation(line: 85, column: 5, scope: !464)
!554 = !DILocation(line: 86, column: 5, scope: !464)
!555 = distinct !{!555, !490, !500, !144, !213}
!556 = !DISubprogram(name: "strlen", scope: !557, file: !557, line: 407, type: !558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!558 = !DISubroutineType(types: !559)
!559 = !{!68, !108}
!560 = !DISubprogram(name: "calloc", scope: !561, file: !561, line: 556, type: !562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!562 = !DISubroutineType(types: !563)
!563 = !{!564, !66, !66}
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!565 = !DISubprogram(name: "free", scope: !561, file: !561, line: 568, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubroutineType(types: !567)
!567 = !{null, !564}
!568 = !DISubprogram(name: "malloc", scope: !561, file: !561, line: 553, type: !569, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!569 = !DISubroutineType(types: !570)
!570 = !{!564, !66}
