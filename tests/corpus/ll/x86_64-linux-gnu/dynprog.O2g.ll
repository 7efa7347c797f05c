; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 5, i32 14, i32 3, i32 6, i32 10], align 16
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 9, i32 30, i32 4, i32 11, i32 19], align 16
@.str.10 = private unnamed_addr constant [18 x i8] c"knapsack = %d %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [10 x i8] c"lis = %d\0A\00", align 1, !dbg !51
@__const.main.dims = private unnamed_addr constant [9 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 40, i32 12], align 16
@.str.12 = private unnamed_addr constant [21 x i8] c"matrix chain = %lld\0A\00", align 1, !dbg !53
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.13 = private unnamed_addr constant [38 x i8] c"coin ways(200) = %lld, (1000) = %lld\0A\00", align 1, !dbg !58

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !79 {
  %1 = alloca [16 x [16 x i64]], align 16, !DIAssignID !100
  %2 = alloca [200 x i32], align 16, !DIAssignID !101
    #dbg_assign(i1 undef, !86, !DIExpression(), !101, ptr %2, !DIExpression(), !102)
    #dbg_value(ptr @.str.1, !103, !DIExpression(), !128)
    #dbg_value(ptr @.str.2, !110, !DIExpression(), !128)
    #dbg_value(i64 29, !111, !DIExpression(), !128)
    #dbg_value(i64 28, !112, !DIExpression(), !128)
  %3 = tail call noalias dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #10, !dbg !130
    #dbg_value(ptr %3, !113, !DIExpression(), !128)
    #dbg_value(i64 1, !115, !DIExpression(), !131)
  %4 = getelementptr i8, ptr %3, i64 -4, !dbg !132
  br label %5, !dbg !133

5:                                                ; preds = %15, %0
  %6 = phi i64 [ 1, %0 ], [ %16, %15 ]
    #dbg_value(i64 %6, !115, !DIExpression(), !131)
  %7 = mul nuw nsw i64 %6, 116
  %8 = getelementptr i8, ptr %3, i64 %7
  %9 = add nsw i64 %6, -1
  %10 = getelementptr inbounds i8, ptr @.str.1, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !134
    #dbg_value(i64 1, !117, !DIExpression(), !137)
  %12 = mul nuw nsw i64 %9, 116
  %13 = getelementptr i8, ptr %3, i64 %12
  %14 = getelementptr i8, ptr %4, i64 %12, !dbg !138
  br label %18, !dbg !138

15:                                               ; preds = %34
  %16 = add nuw nsw i64 %6, 1, !dbg !139
    #dbg_value(i64 %16, !115, !DIExpression(), !131)
  %17 = icmp eq i64 %16, 30, !dbg !140
  br i1 %17, label %38, label %5, !dbg !133, !llvm.loop !141

18:                                               ; preds = %34, %5
  %19 = phi i64 [ 1, %5 ], [ %36, %34 ]
    #dbg_value(i64 %19, !117, !DIExpression(), !137)
  %20 = getelementptr i32, ptr %8, i64 %19, !dbg !144
    #dbg_value(ptr %20, !120, !DIExpression(), !145)
  %21 = getelementptr i8, ptr getelementptr (i8, ptr @.str.2, i64 -1), i64 %19, !dbg !146
  %22 = load i8, ptr %21, align 1, !dbg !146, !tbaa !134
  %23 = icmp eq i8 %11, %22, !dbg !147
  br i1 %23, label %24, label %28, !dbg !148

24:                                               ; preds = %18
  %25 = getelementptr i32, ptr %14, i64 %19, !dbg !149
  %26 = load i32, ptr %25, align 4, !dbg !149, !tbaa !150
  %27 = add nsw i32 %26, 1, !dbg !152
  br label %34, !dbg !153

28:                                               ; preds = %18
  %29 = getelementptr i32, ptr %13, i64 %19, !dbg !154
  %30 = load i32, ptr %29, align 4, !dbg !154, !tbaa !150
    #dbg_value(i32 %30, !123, !DIExpression(), !155)
  %31 = getelementptr i8, ptr %20, i64 -4, !dbg !156
  %32 = load i32, ptr %31, align 4, !dbg !156, !tbaa !150
    #dbg_value(i32 %32, !126, !DIExpression(), !155)
  %33 = tail call i32 @llvm.smax.i32(i32 %30, i32 %32), !dbg !157
  br label %34

34:                                               ; preds = %28, %24
  %35 = phi i32 [ %33, %28 ], [ %27, %24 ], !dbg !158
  store i32 %35, ptr %20, align 4, !dbg !158, !tbaa !150
  %36 = add nuw nsw i64 %19, 1, !dbg !159
    #dbg_value(i64 %36, !117, !DIExpression(), !137)
  %37 = icmp eq i64 %36, 29, !dbg !160
  br i1 %37, label %15, label %18, !dbg !138, !llvm.loop !161

38:                                               ; preds = %15
  %39 = getelementptr inbounds i8, ptr %3, i64 3476, !dbg !163
  %40 = load i32, ptr %39, align 4, !dbg !163, !tbaa !150
    #dbg_value(i32 %40, !127, !DIExpression(), !128)
  tail call void @free(ptr noundef nonnull %3) #11, !dbg !164
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40), !dbg !165
  %42 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5), !dbg !166
  %43 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7), !dbg !167
  %44 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9), !dbg !168
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %42, i32 noundef %43, i32 noundef %44), !dbg !169
    #dbg_assign(i1 undef, !83, !DIExpression(), !170, ptr @__const.main.w, !DIExpression(), !102)
    #dbg_assign(i1 undef, !85, !DIExpression(), !171, ptr @__const.main.v, !DIExpression(), !102)
    #dbg_value(ptr @__const.main.w, !172, !DIExpression(), !189)
    #dbg_value(ptr @__const.main.v, !179, !DIExpression(), !189)
    #dbg_value(i32 10, !180, !DIExpression(), !189)
    #dbg_value(i32 26, !181, !DIExpression(), !189)
  %46 = tail call noalias dereferenceable_or_null(108) ptr @calloc(i64 noundef 27, i64 noundef 4) #10, !dbg !191
    #dbg_value(ptr %46, !182, !DIExpression(), !189)
    #dbg_value(i32 0, !183, !DIExpression(), !192)
  %47 = getelementptr i8, ptr %46, i64 104, !dbg !193
  %48 = getelementptr i8, ptr %46, i64 104, !dbg !193
  %49 = getelementptr i8, ptr %46, i64 108, !dbg !193
  %50 = getelementptr i8, ptr %46, i64 108, !dbg !193
  %51 = icmp ult ptr %46, %49
  br label %52, !dbg !193

52:                                               ; preds = %164, %38
  %53 = phi i64 [ 0, %38 ], [ %165, %164 ]
    #dbg_value(i64 %53, !183, !DIExpression(), !192)
  %54 = getelementptr inbounds i32, ptr @__const.main.w, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !150
    #dbg_value(i32 26, !185, !DIExpression(), !194)
  %56 = icmp sgt i32 %55, 26, !dbg !195
  br i1 %56, label %164, label %57, !dbg !197

57:                                               ; preds = %52
  %58 = getelementptr inbounds i32, ptr @__const.main.v, i64 %53
  %59 = load i32, ptr %58, align 4, !tbaa !150
  %60 = sext i32 %55 to i64, !dbg !197
  %61 = sub nsw i64 27, %60, !dbg !197
  %62 = icmp ult i64 %61, 24, !dbg !197
  br i1 %62, label %63, label %65, !dbg !197

63:                                               ; preds = %162, %79, %65, %57
  %64 = phi i64 [ 26, %79 ], [ 26, %65 ], [ 26, %57 ], [ %88, %162 ]
  br label %167, !dbg !197

65:                                               ; preds = %57
  %66 = shl nsw i64 %60, 2, !dbg !197
  %67 = getelementptr i8, ptr %46, i64 %66, !dbg !197
  %68 = icmp ugt ptr %67, %47, !dbg !197
  %69 = mul nsw i64 %60, -4, !dbg !197
  %70 = getelementptr i8, ptr %48, i64 %69, !dbg !197
  %71 = shl nsw i64 %60, 2, !dbg !197
  %72 = add nsw i64 %60, -27, !dbg !197
  %73 = icmp ult i64 %72, -4611686018427387904, !dbg !197
  %74 = getelementptr i8, ptr %70, i64 %71, !dbg !197
  %75 = getelementptr i8, ptr %74, i64 -104, !dbg !197
  %76 = icmp ugt ptr %75, %70, !dbg !197
  %77 = or i1 %76, %73, !dbg !197
  %78 = or i1 %68, %77, !dbg !197
  br i1 %78, label %63, label %79

79:                                               ; preds = %65
  %80 = shl nsw i64 %60, 2, !dbg !197
  %81 = getelementptr i8, ptr %46, i64 %80, !dbg !197
  %82 = mul nsw i64 %60, -4, !dbg !197
  %83 = getelementptr i8, ptr %50, i64 %82, !dbg !197
  %84 = icmp ult ptr %81, %83, !dbg !197
  %85 = and i1 %84, %51, !dbg !197
  br i1 %85, label %63, label %86

86:                                               ; preds = %79
  %87 = and i64 %61, -8, !dbg !197
  %88 = sub nsw i64 26, %87, !dbg !197
  %89 = insertelement <4 x i32> poison, i32 %59, i64 0, !dbg !197
  %90 = shufflevector <4 x i32> %89, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !197
  br label %91, !dbg !197

91:                                               ; preds = %159, %86
  %92 = phi i64 [ 0, %86 ], [ %160, %159 ]
  %93 = sub i64 26, %92, !dbg !197
  %94 = sub i64 22, %92, !dbg !197
  %95 = sub nsw i64 %93, %60, !dbg !198
  %96 = getelementptr inbounds i32, ptr %46, i64 %95, !dbg !200
  %97 = getelementptr inbounds i8, ptr %96, i64 -12, !dbg !200
  %98 = getelementptr inbounds i8, ptr %96, i64 -28, !dbg !200
  %99 = load <4 x i32>, ptr %97, align 4, !dbg !200, !tbaa !150, !alias.scope !201
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !200
  %101 = load <4 x i32>, ptr %98, align 4, !dbg !200, !tbaa !150, !alias.scope !201
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !200
  %103 = add nsw <4 x i32> %100, %90, !dbg !204
  %104 = add nsw <4 x i32> %102, %90, !dbg !204
  %105 = getelementptr inbounds i32, ptr %46, i64 %93, !dbg !205
  %106 = getelementptr inbounds i8, ptr %105, i64 -12, !dbg !205
  %107 = getelementptr inbounds i8, ptr %105, i64 -28, !dbg !205
  %108 = load <4 x i32>, ptr %106, align 4, !dbg !205, !tbaa !150, !alias.scope !206, !noalias !201
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !205
  %110 = load <4 x i32>, ptr %107, align 4, !dbg !205, !tbaa !150, !alias.scope !206, !noalias !201
  %111 = shufflevector <4 x i32> %110, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !205
  %112 = icmp sgt <4 x i32> %103, %109, !dbg !208
  %113 = icmp sgt <4 x i32> %104, %111, !dbg !208
  %114 = extractelement <4 x i1> %112, i64 0, !dbg !208
  br i1 %114, label %115, label %118, !dbg !197

115:                                              ; preds = %91
  %116 = getelementptr inbounds i32, ptr %46, i64 %93, !dbg !205
  %117 = extractelement <4 x i32> %103, i64 0, !dbg !209
  store i32 %117, ptr %116, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %118, !dbg !208

118:                                              ; preds = %115, %91
  %119 = extractelement <4 x i1> %112, i64 1, !dbg !209
  br i1 %119, label %120, label %124, !dbg !209

120:                                              ; preds = %118
  %121 = sub i64 25, %92, !dbg !197
  %122 = getelementptr inbounds i32, ptr %46, i64 %121, !dbg !205
  %123 = extractelement <4 x i32> %103, i64 1, !dbg !209
  store i32 %123, ptr %122, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %124, !dbg !209

124:                                              ; preds = %120, %118
  %125 = extractelement <4 x i1> %112, i64 2, !dbg !209
  br i1 %125, label %126, label %130, !dbg !209

126:                                              ; preds = %124
  %127 = sub i64 24, %92, !dbg !197
  %128 = getelementptr inbounds i32, ptr %46, i64 %127, !dbg !205
  %129 = extractelement <4 x i32> %103, i64 2, !dbg !209
  store i32 %129, ptr %128, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %130, !dbg !209

130:                                              ; preds = %126, %124
  %131 = extractelement <4 x i1> %112, i64 3, !dbg !209
  br i1 %131, label %132, label %136, !dbg !209

132:                                              ; preds = %130
  %133 = sub i64 23, %92, !dbg !197
  %134 = getelementptr inbounds i32, ptr %46, i64 %133, !dbg !205
  %135 = extractelement <4 x i32> %103, i64 3, !dbg !209
  store i32 %135, ptr %134, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %136, !dbg !209

136:                                              ; preds = %132, %130
  %137 = extractelement <4 x i1> %113, i64 0, !dbg !209
  br i1 %137, label %138, label %141, !dbg !209

138:                                              ; preds = %136
  %139 = getelementptr inbounds i32, ptr %46, i64 %94, !dbg !205
  %140 = extractelement <4 x i32> %104, i64 0, !dbg !209
  store i32 %140, ptr %139, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %141, !dbg !209

141:                                              ; preds = %138, %136
  %142 = extractelement <4 x i1> %113, i64 1, !dbg !209
  br i1 %142, label %143, label %147, !dbg !209

143:                                              ; preds = %141
  %144 = sub i64 21, %92, !dbg !197
  %145 = getelementptr inbounds i32, ptr %46, i64 %144, !dbg !205
  %146 = extractelement <4 x i32> %104, i64 1, !dbg !209
  store i32 %146, ptr %145, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %147, !dbg !209

147:                                              ; preds = %143, %141
  %148 = extractelement <4 x i1> %113, i64 2, !dbg !209
  br i1 %148, label %149, label %153, !dbg !209

149:                                              ; preds = %147
  %150 = sub i64 20, %92, !dbg !197
  %151 = getelementptr inbounds i32, ptr %46, i64 %150, !dbg !205
  %152 = extractelement <4 x i32> %104, i64 2, !dbg !209
  store i32 %152, ptr %151, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %153, !dbg !209

153:                                              ; preds = %149, %147
  %154 = extractelement <4 x i1> %113, i64 3, !dbg !209
  br i1 %154, label %155, label %159, !dbg !209

155:                                              ; preds = %153
  %156 = sub i64 19, %92, !dbg !197
  %157 = getelementptr inbounds i32, ptr %46, i64 %156, !dbg !205
  %158 = extractelement <4 x i32> %104, i64 3, !dbg !209
  store i32 %158, ptr %157, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %159, !dbg !209

159:                                              ; preds = %155, %153
  %160 = add nuw i64 %92, 8
  %161 = icmp eq i64 %160, %87
  br i1 %161, label %162, label %91, !llvm.loop !210

162:                                              ; preds = %159
  %163 = icmp eq i64 %61, %87, !dbg !197
  br i1 %163, label %164, label %63, !dbg !197

164:                                              ; preds = %177, %162, %52
  %165 = add nuw nsw i64 %53, 1, !dbg !214
    #dbg_value(i64 %165, !183, !DIExpression(), !192)
  %166 = icmp eq i64 %165, 10, !dbg !215
  br i1 %166, label %180, label %52, !dbg !193, !llvm.loop !216

167:                                              ; preds = %63, %177
  %168 = phi i64 [ %178, %177 ], [ %64, %63 ]
    #dbg_value(i64 %168, !185, !DIExpression(), !194)
  %169 = sub nsw i64 %168, %60, !dbg !198
  %170 = getelementptr inbounds i32, ptr %46, i64 %169, !dbg !200
  %171 = load i32, ptr %170, align 4, !dbg !200, !tbaa !150
  %172 = add nsw i32 %171, %59, !dbg !204
  %173 = getelementptr inbounds i32, ptr %46, i64 %168, !dbg !205
  %174 = load i32, ptr %173, align 4, !dbg !205, !tbaa !150
  %175 = icmp sgt i32 %172, %174, !dbg !208
  br i1 %175, label %176, label %177, !dbg !218

176:                                              ; preds = %167
  store i32 %172, ptr %173, align 4, !dbg !209, !tbaa !150
  br label %177, !dbg !219

177:                                              ; preds = %176, %167
  %178 = add nsw i64 %168, -1, !dbg !220
    #dbg_value(i64 %178, !185, !DIExpression(), !194)
  %179 = icmp sgt i64 %168, %60, !dbg !195
  br i1 %179, label %167, label %164, !dbg !197, !llvm.loop !221

180:                                              ; preds = %164
  %181 = getelementptr inbounds i8, ptr %46, i64 104, !dbg !222
  %182 = load i32, ptr %181, align 4, !dbg !222, !tbaa !150
    #dbg_value(i32 %182, !188, !DIExpression(), !189)
  tail call void @free(ptr noundef %46) #11, !dbg !223
    #dbg_value(ptr @__const.main.w, !172, !DIExpression(), !224)
    #dbg_value(ptr @__const.main.v, !179, !DIExpression(), !224)
    #dbg_value(i32 10, !180, !DIExpression(), !224)
    #dbg_value(i32 50, !181, !DIExpression(), !224)
  %183 = tail call noalias dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #10, !dbg !226
    #dbg_value(ptr %183, !182, !DIExpression(), !224)
    #dbg_value(i32 0, !183, !DIExpression(), !227)
  %184 = getelementptr i8, ptr %183, i64 200, !dbg !228
  %185 = getelementptr i8, ptr %183, i64 200, !dbg !228
  %186 = getelementptr i8, ptr %183, i64 204, !dbg !228
  %187 = getelementptr i8, ptr %183, i64 204, !dbg !228
  %188 = icmp ult ptr %183, %186
  br label %189, !dbg !228

189:                                              ; preds = %301, %180
  %190 = phi i64 [ 0, %180 ], [ %302, %301 ]
    #dbg_value(i64 %190, !183, !DIExpression(), !227)
  %191 = getelementptr inbounds i32, ptr @__const.main.w, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !150
    #dbg_value(i32 50, !185, !DIExpression(), !229)
  %193 = icmp sgt i32 %192, 50, !dbg !230
  br i1 %193, label %301, label %194, !dbg !231

194:                                              ; preds = %189
  %195 = getelementptr inbounds i32, ptr @__const.main.v, i64 %190
  %196 = load i32, ptr %195, align 4, !tbaa !150
  %197 = sext i32 %192 to i64, !dbg !231
  %198 = sub nsw i64 51, %197, !dbg !231
  %199 = icmp ult i64 %198, 24, !dbg !231
  br i1 %199, label %200, label %202, !dbg !231

200:                                              ; preds = %299, %216, %202, %194
  %201 = phi i64 [ 50, %216 ], [ 50, %202 ], [ 50, %194 ], [ %225, %299 ]
  br label %304, !dbg !231

202:                                              ; preds = %194
  %203 = shl nsw i64 %197, 2, !dbg !231
  %204 = getelementptr i8, ptr %183, i64 %203, !dbg !231
  %205 = icmp ugt ptr %204, %184, !dbg !231
  %206 = mul nsw i64 %197, -4, !dbg !231
  %207 = getelementptr i8, ptr %185, i64 %206, !dbg !231
  %208 = shl nsw i64 %197, 2, !dbg !231
  %209 = add nsw i64 %197, -51, !dbg !231
  %210 = icmp ult i64 %209, -4611686018427387904, !dbg !231
  %211 = getelementptr i8, ptr %207, i64 %208, !dbg !231
  %212 = getelementptr i8, ptr %211, i64 -200, !dbg !231
  %213 = icmp ugt ptr %212, %207, !dbg !231
  %214 = or i1 %213, %210, !dbg !231
  %215 = or i1 %205, %214, !dbg !231
  br i1 %215, label %200, label %216

216:                                              ; preds = %202
  %217 = shl nsw i64 %197, 2, !dbg !231
  %218 = getelementptr i8, ptr %183, i64 %217, !dbg !231
  %219 = mul nsw i64 %197, -4, !dbg !231
  %220 = getelementptr i8, ptr %187, i64 %219, !dbg !231
  %221 = icmp ult ptr %218, %220, !dbg !231
  %222 = and i1 %221, %188, !dbg !231
  br i1 %222, label %200, label %223

223:                                              ; preds = %216
  %224 = and i64 %198, -8, !dbg !231
  %225 = sub nsw i64 50, %224, !dbg !231
  %226 = insertelement <4 x i32> poison, i32 %196, i64 0, !dbg !231
  %227 = shufflevector <4 x i32> %226, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !231
  br label %228, !dbg !231

228:                                              ; preds = %296, %223
  %229 = phi i64 [ 0, %223 ], [ %297, %296 ]
  %230 = sub i64 50, %229, !dbg !231
  %231 = sub i64 46, %229, !dbg !231
  %232 = sub nsw i64 %230, %197, !dbg !232
  %233 = getelementptr inbounds i32, ptr %183, i64 %232, !dbg !233
  %234 = getelementptr inbounds i8, ptr %233, i64 -12, !dbg !233
  %235 = getelementptr inbounds i8, ptr %233, i64 -28, !dbg !233
  %236 = load <4 x i32>, ptr %234, align 4, !dbg !233, !tbaa !150, !alias.scope !234
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !233
  %238 = load <4 x i32>, ptr %235, align 4, !dbg !233, !tbaa !150, !alias.scope !234
  %239 = shufflevector <4 x i32> %238, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !233
  %240 = add nsw <4 x i32> %237, %227, !dbg !237
  %241 = add nsw <4 x i32> %239, %227, !dbg !237
  %242 = getelementptr inbounds i32, ptr %183, i64 %230, !dbg !238
  %243 = getelementptr inbounds i8, ptr %242, i64 -12, !dbg !238
  %244 = getelementptr inbounds i8, ptr %242, i64 -28, !dbg !238
  %245 = load <4 x i32>, ptr %243, align 4, !dbg !238, !tbaa !150, !alias.scope !239, !noalias !234
  %246 = shufflevector <4 x i32> %245, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !238
  %247 = load <4 x i32>, ptr %244, align 4, !dbg !238, !tbaa !150, !alias.scope !239, !noalias !234
  %248 = shufflevector <4 x i32> %247, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !238
  %249 = icmp sgt <4 x i32> %240, %246, !dbg !241
  %250 = icmp sgt <4 x i32> %241, %248, !dbg !241
  %251 = extractelement <4 x i1> %249, i64 0, !dbg !241
  br i1 %251, label %252, label %255, !dbg !231

252:                                              ; preds = %228
  %253 = getelementptr inbounds i32, ptr %183, i64 %230, !dbg !238
  %254 = extractelement <4 x i32> %240, i64 0, !dbg !242
  store i32 %254, ptr %253, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %255, !dbg !241

255:                                              ; preds = %252, %228
  %256 = extractelement <4 x i1> %249, i64 1, !dbg !242
  br i1 %256, label %257, label %261, !dbg !242

257:                                              ; preds = %255
  %258 = sub i64 49, %229, !dbg !231
  %259 = getelementptr inbounds i32, ptr %183, i64 %258, !dbg !238
  %260 = extractelement <4 x i32> %240, i64 1, !dbg !242
  store i32 %260, ptr %259, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %261, !dbg !242

261:                                              ; preds = %257, %255
  %262 = extractelement <4 x i1> %249, i64 2, !dbg !242
  br i1 %262, label %263, label %267, !dbg !242

263:                                              ; preds = %261
  %264 = sub i64 48, %229, !dbg !231
  %265 = getelementptr inbounds i32, ptr %183, i64 %264, !dbg !238
  %266 = extractelement <4 x i32> %240, i64 2, !dbg !242
  store i32 %266, ptr %265, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %267, !dbg !242

267:                                              ; preds = %263, %261
  %268 = extractelement <4 x i1> %249, i64 3, !dbg !242
  br i1 %268, label %269, label %273, !dbg !242

269:                                              ; preds = %267
  %270 = sub i64 47, %229, !dbg !231
  %271 = getelementptr inbounds i32, ptr %183, i64 %270, !dbg !238
  %272 = extractelement <4 x i32> %240, i64 3, !dbg !242
  store i32 %272, ptr %271, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %273, !dbg !242

273:                                              ; preds = %269, %267
  %274 = extractelement <4 x i1> %250, i64 0, !dbg !242
  br i1 %274, label %275, label %278, !dbg !242

275:                                              ; preds = %273
  %276 = getelementptr inbounds i32, ptr %183, i64 %231, !dbg !238
  %277 = extractelement <4 x i32> %241, i64 0, !dbg !242
  store i32 %277, ptr %276, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %278, !dbg !242

278:                                              ; preds = %275, %273
  %279 = extractelement <4 x i1> %250, i64 1, !dbg !242
  br i1 %279, label %280, label %284, !dbg !242

280:                                              ; preds = %278
  %281 = sub i64 45, %229, !dbg !231
  %282 = getelementptr inbounds i32, ptr %183, i64 %281, !dbg !238
  %283 = extractelement <4 x i32> %241, i64 1, !dbg !242
  store i32 %283, ptr %282, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %284, !dbg !242

284:                                              ; preds = %280, %278
  %285 = extractelement <4 x i1> %250, i64 2, !dbg !242
  br i1 %285, label %286, label %290, !dbg !242

286:                                              ; preds = %284
  %287 = sub i64 44, %229, !dbg !231
  %288 = getelementptr inbounds i32, ptr %183, i64 %287, !dbg !238
  %289 = extractelement <4 x i32> %241, i64 2, !dbg !242
  store i32 %289, ptr %288, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %290, !dbg !242

290:                                              ; preds = %286, %284
  %291 = extractelement <4 x i1> %250, i64 3, !dbg !242
  br i1 %291, label %292, label %296, !dbg !242

292:                                              ; preds = %290
  %293 = sub i64 43, %229, !dbg !231
  %294 = getelementptr inbounds i32, ptr %183, i64 %293, !dbg !238
  %295 = extractelement <4 x i32> %241, i64 3, !dbg !242
  store i32 %295, ptr %294, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %296, !dbg !242

296:                                              ; preds = %292, %290
  %297 = add nuw i64 %229, 8
  %298 = icmp eq i64 %297, %224
  br i1 %298, label %299, label %228, !llvm.loop !243

299:                                              ; preds = %296
  %300 = icmp eq i64 %198, %224, !dbg !231
  br i1 %300, label %301, label %200, !dbg !231

301:                                              ; preds = %314, %299, %189
  %302 = add nuw nsw i64 %190, 1, !dbg !245
    #dbg_value(i64 %302, !183, !DIExpression(), !227)
  %303 = icmp eq i64 %302, 10, !dbg !246
  br i1 %303, label %317, label %189, !dbg !228, !llvm.loop !247

304:                                              ; preds = %200, %314
  %305 = phi i64 [ %315, %314 ], [ %201, %200 ]
    #dbg_value(i64 %305, !185, !DIExpression(), !229)
  %306 = sub nsw i64 %305, %197, !dbg !232
  %307 = getelementptr inbounds i32, ptr %183, i64 %306, !dbg !233
  %308 = load i32, ptr %307, align 4, !dbg !233, !tbaa !150
  %309 = add nsw i32 %308, %196, !dbg !237
  %310 = getelementptr inbounds i32, ptr %183, i64 %305, !dbg !238
  %311 = load i32, ptr %310, align 4, !dbg !238, !tbaa !150
  %312 = icmp sgt i32 %309, %311, !dbg !241
  br i1 %312, label %313, label %314, !dbg !249

313:                                              ; preds = %304
  store i32 %309, ptr %310, align 4, !dbg !242, !tbaa !150
  br label %314, !dbg !250

314:                                              ; preds = %313, %304
  %315 = add nsw i64 %305, -1, !dbg !251
    #dbg_value(i64 %315, !185, !DIExpression(), !229)
  %316 = icmp sgt i64 %305, %197, !dbg !230
  br i1 %316, label %304, label %301, !dbg !231, !llvm.loop !252

317:                                              ; preds = %301
  %318 = getelementptr inbounds i8, ptr %183, i64 200, !dbg !253
  %319 = load i32, ptr %318, align 4, !dbg !253, !tbaa !150
    #dbg_value(i32 %319, !188, !DIExpression(), !224)
  tail call void @free(ptr noundef %183) #11, !dbg !254
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %182, i32 noundef %319), !dbg !255
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #11, !dbg !256
    #dbg_value(i32 1, !90, !DIExpression(), !102)
    #dbg_value(i32 0, !92, !DIExpression(), !257)
  br label %493, !dbg !258

321:                                              ; preds = %493
    #dbg_value(ptr %2, !259, !DIExpression(), !275)
    #dbg_value(i32 200, !264, !DIExpression(), !275)
  %322 = tail call noalias dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #12, !dbg !277
    #dbg_value(ptr %322, !265, !DIExpression(), !275)
    #dbg_value(i32 0, !266, !DIExpression(), !275)
    #dbg_value(i32 0, !267, !DIExpression(), !278)
  br label %323, !dbg !279

323:                                              ; preds = %342, %321
  %324 = phi i64 [ 0, %321 ], [ %349, %342 ]
  %325 = phi i32 [ 0, %321 ], [ %348, %342 ]
    #dbg_value(i32 %325, !266, !DIExpression(), !275)
    #dbg_value(i64 %324, !267, !DIExpression(), !278)
    #dbg_value(i32 %325, !272, !DIExpression(), !280)
    #dbg_value(i32 0, !269, !DIExpression(), !280)
  %326 = icmp eq i32 %325, 0, !dbg !281
  %327 = getelementptr inbounds i32, ptr %2, i64 %324
  %328 = load i32, ptr %327, align 4, !tbaa !150
  br i1 %326, label %342, label %329, !dbg !282

329:                                              ; preds = %323, %329
  %330 = phi i32 [ %340, %329 ], [ %325, %323 ]
  %331 = phi i32 [ %339, %329 ], [ 0, %323 ]
    #dbg_value(i32 %330, !272, !DIExpression(), !280)
    #dbg_value(i32 %331, !269, !DIExpression(), !280)
  %332 = add nsw i32 %331, %330, !dbg !283
  %333 = sdiv i32 %332, 2, !dbg !284
    #dbg_value(i32 %333, !273, !DIExpression(), !285)
  %334 = sext i32 %333 to i64, !dbg !286
  %335 = getelementptr inbounds i32, ptr %322, i64 %334, !dbg !286
  %336 = load i32, ptr %335, align 4, !dbg !286, !tbaa !150
  %337 = icmp slt i32 %336, %328, !dbg !288
  %338 = add nsw i32 %333, 1, !dbg !289
  %339 = select i1 %337, i32 %338, i32 %331, !dbg !289
  %340 = select i1 %337, i32 %330, i32 %333, !dbg !289
    #dbg_value(i32 %340, !272, !DIExpression(), !280)
    #dbg_value(i32 %339, !269, !DIExpression(), !280)
  %341 = icmp slt i32 %339, %340, !dbg !281
  br i1 %341, label %329, label %342, !dbg !282, !llvm.loop !290

342:                                              ; preds = %329, %323
  %343 = phi i32 [ 0, %323 ], [ %339, %329 ], !dbg !280
  %344 = sext i32 %343 to i64, !dbg !292
  %345 = getelementptr inbounds i32, ptr %322, i64 %344, !dbg !292
  store i32 %328, ptr %345, align 4, !dbg !293, !tbaa !150
  %346 = icmp eq i32 %343, %325, !dbg !294
  %347 = zext i1 %346 to i32, !dbg !296
  %348 = add nuw nsw i32 %325, %347, !dbg !296
    #dbg_value(i32 %348, !266, !DIExpression(), !275)
  %349 = add nuw nsw i64 %324, 1, !dbg !297
    #dbg_value(i64 %349, !267, !DIExpression(), !278)
  %350 = icmp eq i64 %349, 200, !dbg !298
  br i1 %350, label %351, label %323, !dbg !279, !llvm.loop !299

351:                                              ; preds = %342
  tail call void @free(ptr noundef nonnull %322) #11, !dbg !301
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %348), !dbg !302
    #dbg_assign(i1 undef, !94, !DIExpression(), !303, ptr @__const.main.dims, !DIExpression(), !102)
    #dbg_assign(i1 undef, !304, !DIExpression(), !100, ptr %1, !DIExpression(), !327)
    #dbg_value(ptr @__const.main.dims, !309, !DIExpression(), !327)
    #dbg_value(i32 8, !310, !DIExpression(), !327)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #11, !dbg !329
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2048) %1, i8 0, i64 2048, i1 false), !dbg !330, !DIAssignID !331
    #dbg_assign(i8 0, !304, !DIExpression(), !331, ptr %1, !DIExpression(), !327)
    #dbg_value(i32 2, !311, !DIExpression(), !332)
  br label %353, !dbg !333

353:                                              ; preds = %357, %351
  %354 = phi i64 [ 2, %351 ], [ %358, %357 ]
  %355 = phi i64 [ 7, %351 ], [ %360, %357 ]
  %356 = phi i64 [ 1, %351 ], [ %359, %357 ]
    #dbg_value(i64 %354, !311, !DIExpression(), !332)
    #dbg_value(i32 0, !313, !DIExpression(), !334)
  br label %362, !dbg !335

357:                                              ; preds = %387
  %358 = add nuw nsw i64 %354, 1, !dbg !336
    #dbg_value(i64 %358, !311, !DIExpression(), !332)
  %359 = add nuw nsw i64 %356, 1, !dbg !333
  %360 = add nsw i64 %355, -1, !dbg !333
  %361 = icmp eq i64 %358, 9, !dbg !337
  br i1 %361, label %486, label %353, !dbg !333, !llvm.loop !338

362:                                              ; preds = %387, %353
  %363 = phi i64 [ %356, %353 ], [ %389, %387 ]
  %364 = phi i64 [ 0, %353 ], [ %388, %387 ]
  %365 = add nuw nsw i64 %364, %354, !dbg !340
  %366 = add nsw i64 %365, -1, !dbg !340
    #dbg_value(i64 %364, !313, !DIExpression(), !334)
    #dbg_value(i64 %366, !316, !DIExpression(), !341)
  %367 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %366, !dbg !342
    #dbg_value(i64 %364, !319, !DIExpression(), !343)
  store i64 -1, ptr %367, align 8, !dbg !341
  %368 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %364
  %369 = load i32, ptr %368, align 4, !tbaa !150
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %365
  %372 = load i32, ptr %371, align 4, !tbaa !150
  %373 = sext i32 %372 to i64
  %374 = mul nsw i64 %373, %370, !dbg !344
    #dbg_value(i64 %364, !319, !DIExpression(), !343)
  %375 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %364, !dbg !345
  %376 = load i64, ptr %375, align 8, !dbg !345, !tbaa !346
  %377 = add nuw nsw i64 %364, 1, !dbg !348
  %378 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %377, i64 %366, !dbg !349
  %379 = load i64, ptr %378, align 8, !dbg !349, !tbaa !346
  %380 = add nsw i64 %379, %376, !dbg !350
  %381 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %377, !dbg !351
  %382 = load i32, ptr %381, align 4, !dbg !351, !tbaa !150
  %383 = sext i32 %382 to i64, !dbg !351
  %384 = mul i64 %374, %383
  %385 = add nsw i64 %380, %384, !dbg !352
    #dbg_value(i64 %385, !321, !DIExpression(), !353)
    #dbg_value(i64 %377, !319, !DIExpression(), !343)
  store i64 %385, ptr %367, align 8, !dbg !341
  %386 = icmp eq i64 %377, %363, !dbg !354
  br i1 %386, label %387, label %391, !dbg !344, !llvm.loop !355

387:                                              ; preds = %471, %455, %439, %423, %407, %391, %362
  %388 = add nuw nsw i64 %364, 1, !dbg !357
    #dbg_value(i64 %388, !313, !DIExpression(), !334)
  %389 = add nuw nsw i64 %363, 1, !dbg !335
  %390 = icmp eq i64 %388, %355, !dbg !358
  br i1 %390, label %357, label %362, !dbg !335, !llvm.loop !359

391:                                              ; preds = %362
    #dbg_value(i64 %377, !319, !DIExpression(), !343)
  %392 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %377, !dbg !345
  %393 = load i64, ptr %392, align 8, !dbg !345, !tbaa !346
  %394 = add nuw nsw i64 %364, 2, !dbg !348
  %395 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %394, i64 %366, !dbg !349
  %396 = load i64, ptr %395, align 8, !dbg !349, !tbaa !346
  %397 = add nsw i64 %396, %393, !dbg !350
  %398 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %394, !dbg !351
  %399 = load i32, ptr %398, align 4, !dbg !351, !tbaa !150
  %400 = sext i32 %399 to i64, !dbg !351
  %401 = mul i64 %374, %400
  %402 = add nsw i64 %397, %401, !dbg !352
    #dbg_value(i64 %402, !321, !DIExpression(), !353)
  %403 = icmp slt i64 %385, 0, !dbg !361
  %404 = tail call i64 @llvm.smin.i64(i64 %402, i64 %385), !dbg !363
  %405 = select i1 %403, i64 %402, i64 %404, !dbg !363
    #dbg_value(i64 %394, !319, !DIExpression(), !343)
  store i64 %405, ptr %367, align 8, !dbg !341
  %406 = icmp eq i64 %394, %363, !dbg !354
  br i1 %406, label %387, label %407, !dbg !344, !llvm.loop !355

407:                                              ; preds = %391
    #dbg_value(i64 %394, !319, !DIExpression(), !343)
  %408 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %394, !dbg !345
  %409 = load i64, ptr %408, align 8, !dbg !345, !tbaa !346
  %410 = add nuw nsw i64 %364, 3, !dbg !348
  %411 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %410, i64 %366, !dbg !349
  %412 = load i64, ptr %411, align 8, !dbg !349, !tbaa !346
  %413 = add nsw i64 %412, %409, !dbg !350
  %414 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %410, !dbg !351
  %415 = load i32, ptr %414, align 4, !dbg !351, !tbaa !150
  %416 = sext i32 %415 to i64, !dbg !351
  %417 = mul i64 %374, %416
  %418 = add nsw i64 %413, %417, !dbg !352
    #dbg_value(i64 %418, !321, !DIExpression(), !353)
  %419 = icmp slt i64 %405, 0, !dbg !361
  %420 = tail call i64 @llvm.smin.i64(i64 %418, i64 %405), !dbg !363
  %421 = select i1 %419, i64 %418, i64 %420, !dbg !363
    #dbg_value(i64 %410, !319, !DIExpression(), !343)
  store i64 %421, ptr %367, align 8, !dbg !341
  %422 = icmp eq i64 %410, %363, !dbg !354
  br i1 %422, label %387, label %423, !dbg !344, !llvm.loop !355

423:                                              ; preds = %407
    #dbg_value(i64 %410, !319, !DIExpression(), !343)
  %424 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %410, !dbg !345
  %425 = load i64, ptr %424, align 8, !dbg !345, !tbaa !346
  %426 = add nuw nsw i64 %364, 4, !dbg !348
  %427 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %426, i64 %366, !dbg !349
  %428 = load i64, ptr %427, align 8, !dbg !349, !tbaa !346
  %429 = add nsw i64 %428, %425, !dbg !350
  %430 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %426, !dbg !351
  %431 = load i32, ptr %430, align 4, !dbg !351, !tbaa !150
  %432 = sext i32 %431 to i64, !dbg !351
  %433 = mul i64 %374, %432
  %434 = add nsw i64 %429, %433, !dbg !352
    #dbg_value(i64 %434, !321, !DIExpression(), !353)
  %435 = icmp slt i64 %421, 0, !dbg !361
  %436 = tail call i64 @llvm.smin.i64(i64 %434, i64 %421), !dbg !363
  %437 = select i1 %435, i64 %434, i64 %436, !dbg !363
    #dbg_value(i64 %426, !319, !DIExpression(), !343)
  store i64 %437, ptr %367, align 8, !dbg !341
  %438 = icmp eq i64 %426, %363, !dbg !354
  br i1 %438, label %387, label %439, !dbg !344, !llvm.loop !355

439:                                              ; preds = %423
    #dbg_value(i64 %426, !319, !DIExpression(), !343)
  %440 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %426, !dbg !345
  %441 = load i64, ptr %440, align 8, !dbg !345, !tbaa !346
  %442 = add nuw nsw i64 %364, 5, !dbg !348
  %443 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %442, i64 %366, !dbg !349
  %444 = load i64, ptr %443, align 8, !dbg !349, !tbaa !346
  %445 = add nsw i64 %444, %441, !dbg !350
  %446 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %442, !dbg !351
  %447 = load i32, ptr %446, align 4, !dbg !351, !tbaa !150
  %448 = sext i32 %447 to i64, !dbg !351
  %449 = mul i64 %374, %448
  %450 = add nsw i64 %445, %449, !dbg !352
    #dbg_value(i64 %450, !321, !DIExpression(), !353)
  %451 = icmp slt i64 %437, 0, !dbg !361
  %452 = tail call i64 @llvm.smin.i64(i64 %450, i64 %437), !dbg !363
  %453 = select i1 %451, i64 %450, i64 %452, !dbg !363
    #dbg_value(i64 %442, !319, !DIExpression(), !343)
  store i64 %453, ptr %367, align 8, !dbg !341
  %454 = icmp eq i64 %442, %363, !dbg !354
  br i1 %454, label %387, label %455, !dbg !344, !llvm.loop !355

455:                                              ; preds = %439
    #dbg_value(i64 %442, !319, !DIExpression(), !343)
  %456 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %442, !dbg !345
  %457 = load i64, ptr %456, align 8, !dbg !345, !tbaa !346
  %458 = add nuw nsw i64 %364, 6, !dbg !348
  %459 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %458, i64 %366, !dbg !349
  %460 = load i64, ptr %459, align 8, !dbg !349, !tbaa !346
  %461 = add nsw i64 %460, %457, !dbg !350
  %462 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %458, !dbg !351
  %463 = load i32, ptr %462, align 4, !dbg !351, !tbaa !150
  %464 = sext i32 %463 to i64, !dbg !351
  %465 = mul i64 %374, %464
  %466 = add nsw i64 %461, %465, !dbg !352
    #dbg_value(i64 %466, !321, !DIExpression(), !353)
  %467 = icmp slt i64 %453, 0, !dbg !361
  %468 = tail call i64 @llvm.smin.i64(i64 %466, i64 %453), !dbg !363
  %469 = select i1 %467, i64 %466, i64 %468, !dbg !363
    #dbg_value(i64 %458, !319, !DIExpression(), !343)
  store i64 %469, ptr %367, align 8, !dbg !341
  %470 = icmp eq i64 %458, %363, !dbg !354
  br i1 %470, label %387, label %471, !dbg !344, !llvm.loop !355

471:                                              ; preds = %455
    #dbg_value(i64 %458, !319, !DIExpression(), !343)
  %472 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %364, i64 %458, !dbg !345
  %473 = load i64, ptr %472, align 8, !dbg !345, !tbaa !346
  %474 = add nuw nsw i64 %364, 7, !dbg !348
  %475 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %474, i64 %366, !dbg !349
  %476 = load i64, ptr %475, align 8, !dbg !349, !tbaa !346
  %477 = add nsw i64 %476, %473, !dbg !350
  %478 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %474, !dbg !351
  %479 = load i32, ptr %478, align 4, !dbg !351, !tbaa !150
  %480 = sext i32 %479 to i64, !dbg !351
  %481 = mul i64 %374, %480
  %482 = add nsw i64 %477, %481, !dbg !352
    #dbg_value(i64 %482, !321, !DIExpression(), !353)
  %483 = icmp slt i64 %469, 0, !dbg !361
  %484 = tail call i64 @llvm.smin.i64(i64 %482, i64 %469), !dbg !363
  %485 = select i1 %483, i64 %482, i64 %484, !dbg !363
    #dbg_value(i64 %474, !319, !DIExpression(), !343)
  store i64 %485, ptr %367, align 8, !dbg !341
  br label %387

486:                                              ; preds = %357
  %487 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !364
  %488 = load i64, ptr %487, align 8, !dbg !364, !tbaa !346
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #11, !dbg !365
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %488), !dbg !366
    #dbg_assign(i1 undef, !98, !DIExpression(), !367, ptr @__const.main.coins, !DIExpression(), !102)
  %490 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200), !dbg !368
  %491 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000), !dbg !369
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %490, i64 noundef %491), !dbg !370
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #11, !dbg !371
  ret i32 0, !dbg !372

493:                                              ; preds = %493, %317
  %494 = phi i64 [ 0, %317 ], [ %511, %493 ]
  %495 = phi i32 [ 1, %317 ], [ %505, %493 ]
    #dbg_value(i64 %494, !92, !DIExpression(), !257)
    #dbg_value(i32 %495, !90, !DIExpression(), !102)
  %496 = mul i32 %495, 1103515245, !dbg !373
  %497 = add i32 %496, 12345, !dbg !376
    #dbg_value(i32 %497, !90, !DIExpression(), !102)
  %498 = lshr i32 %497, 16, !dbg !377
  %499 = trunc nuw i32 %498 to i16, !dbg !378
  %500 = urem i16 %499, 1000, !dbg !378
  %501 = zext nneg i16 %500 to i32, !dbg !378
  %502 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %494, !dbg !379
  store i32 %501, ptr %502, align 8, !dbg !380, !tbaa !150
  %503 = or disjoint i64 %494, 1, !dbg !381
    #dbg_value(i64 %503, !92, !DIExpression(), !257)
  %504 = mul i32 %497, 1103515245, !dbg !373
  %505 = add i32 %504, 12345, !dbg !376
    #dbg_value(i32 %505, !90, !DIExpression(), !102)
  %506 = lshr i32 %505, 16, !dbg !377
  %507 = trunc nuw i32 %506 to i16, !dbg !378
  %508 = urem i16 %507, 1000, !dbg !378
  %509 = zext nneg i16 %508 to i32, !dbg !378
  %510 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %503, !dbg !379
  store i32 %509, ptr %510, align 4, !dbg !380, !tbaa !150
  %511 = add nuw nsw i64 %494, 2, !dbg !381
    #dbg_value(i64 %511, !92, !DIExpression(), !257)
  %512 = icmp eq i64 %511, 200, !dbg !382
  br i1 %512, label %321, label %493, !dbg !258, !llvm.loop !383
}

; Function Attrs: nofree nounwind
declare !dbg !385 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @edit_distance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !390 {
    #dbg_value(ptr %0, !392, !DIExpression(), !413)
    #dbg_value(ptr %1, !393, !DIExpression(), !413)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13, !dbg !414
    #dbg_value(i64 %3, !394, !DIExpression(), !413)
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #13, !dbg !415
    #dbg_value(i64 %4, !395, !DIExpression(), !413)
  %5 = shl i64 %4, 2, !dbg !416
  %6 = add i64 %5, 4, !dbg !416
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #12, !dbg !417
    #dbg_value(ptr %7, !396, !DIExpression(), !413)
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #12, !dbg !418
    #dbg_value(ptr %8, !397, !DIExpression(), !413)
    #dbg_value(i64 0, !398, !DIExpression(), !419)
  %9 = add i64 %4, 1, !dbg !420
  %10 = tail call i64 @llvm.umax.i64(i64 %9, i64 1), !dbg !420
  %11 = icmp ult i64 %9, 8, !dbg !420
  br i1 %11, label %12, label %14, !dbg !420

12:                                               ; preds = %25, %2
  %13 = phi i64 [ 0, %2 ], [ %15, %25 ]
  br label %36, !dbg !420

14:                                               ; preds = %2
  %15 = and i64 %10, -8, !dbg !420
  br label %16, !dbg !420

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %22, %16 ], !dbg !421
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %23, %16 ], !dbg !423
  %19 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !423
  %20 = getelementptr inbounds i32, ptr %7, i64 %17, !dbg !424
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !425
  store <4 x i32> %18, ptr %20, align 4, !dbg !425, !tbaa !150
  store <4 x i32> %19, ptr %21, align 4, !dbg !425, !tbaa !150
  %22 = add nuw i64 %17, 8, !dbg !421
  %23 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>, !dbg !423
  %24 = icmp eq i64 %22, %15, !dbg !421
  br i1 %24, label %25, label %16, !dbg !421, !llvm.loop !426

25:                                               ; preds = %16
  %26 = icmp eq i64 %9, %15, !dbg !420
  br i1 %26, label %27, label %12, !dbg !420

27:                                               ; preds = %36, %25
  %28 = getelementptr i8, ptr %0, i64 -1, !dbg !428
    #dbg_value(ptr %7, !396, !DIExpression(), !413)
    #dbg_value(ptr %8, !397, !DIExpression(), !413)
    #dbg_value(i64 1, !400, !DIExpression(), !429)
  %29 = icmp eq i64 %3, 0, !dbg !430
  br i1 %29, label %42, label %30, !dbg !428

30:                                               ; preds = %27
  %31 = icmp eq i64 %4, 0
  %32 = tail call i64 @llvm.umax.i64(i64 %9, i64 2), !dbg !428
  %33 = add i64 %3, 1, !dbg !428
  %34 = tail call i64 @llvm.umax.i64(i64 %33, i64 2), !dbg !428
  %35 = getelementptr i8, ptr %1, i64 -1
  br label %47, !dbg !428

36:                                               ; preds = %12, %36
  %37 = phi i64 [ %40, %36 ], [ %13, %12 ]
    #dbg_value(i64 %37, !398, !DIExpression(), !419)
  %38 = trunc i64 %37 to i32, !dbg !423
  %39 = getelementptr inbounds i32, ptr %7, i64 %37, !dbg !424
  store i32 %38, ptr %39, align 4, !dbg !425, !tbaa !150
  %40 = add nuw i64 %37, 1, !dbg !421
    #dbg_value(i64 %40, !398, !DIExpression(), !419)
  %41 = icmp eq i64 %40, %10, !dbg !431
  br i1 %41, label %27, label %36, !dbg !420, !llvm.loop !432

42:                                               ; preds = %55, %27
  %43 = phi ptr [ %8, %27 ], [ %48, %55 ], !dbg !413
  %44 = phi ptr [ %7, %27 ], [ %49, %55 ], !dbg !413
  %45 = getelementptr inbounds i32, ptr %44, i64 %4, !dbg !433
  %46 = load i32, ptr %45, align 4, !dbg !433, !tbaa !150
    #dbg_value(i32 %46, !412, !DIExpression(), !413)
  tail call void @free(ptr noundef nonnull %44) #11, !dbg !434
  tail call void @free(ptr noundef %43) #11, !dbg !435
  ret i32 %46, !dbg !436

47:                                               ; preds = %30, %55
  %48 = phi ptr [ %7, %30 ], [ %49, %55 ]
  %49 = phi ptr [ %8, %30 ], [ %48, %55 ]
  %50 = phi i64 [ 1, %30 ], [ %56, %55 ]
    #dbg_value(ptr %48, !396, !DIExpression(), !413)
    #dbg_value(ptr %49, !397, !DIExpression(), !413)
    #dbg_value(i64 %50, !400, !DIExpression(), !429)
  %51 = trunc i64 %50 to i32, !dbg !437
  store i32 %51, ptr %49, align 4, !dbg !438, !tbaa !150
    #dbg_value(i64 1, !402, !DIExpression(), !439)
  br i1 %31, label %55, label %52, !dbg !440

52:                                               ; preds = %47
  %53 = getelementptr i8, ptr %28, i64 %50
  %54 = load i32, ptr %48, align 4, !dbg !441, !tbaa !150
  br label %58, !dbg !440

55:                                               ; preds = %58, %47
    #dbg_value(ptr %48, !411, !DIExpression(), !442)
    #dbg_value(ptr %49, !396, !DIExpression(), !413)
    #dbg_value(ptr %48, !397, !DIExpression(), !413)
  %56 = add nuw i64 %50, 1, !dbg !443
    #dbg_value(i64 %56, !400, !DIExpression(), !429)
  %57 = icmp eq i64 %56, %34, !dbg !430
  br i1 %57, label %42, label %47, !dbg !428, !llvm.loop !444

58:                                               ; preds = %52, %58
  %59 = phi i32 [ %51, %52 ], [ %74, %58 ], !dbg !446
  %60 = phi i32 [ %54, %52 ], [ %69, %58 ], !dbg !441
  %61 = phi i64 [ 1, %52 ], [ %76, %58 ]
    #dbg_value(i64 %61, !402, !DIExpression(), !439)
  %62 = load i8, ptr %53, align 1, !dbg !447, !tbaa !134
  %63 = getelementptr i8, ptr %35, i64 %61, !dbg !448
  %64 = load i8, ptr %63, align 1, !dbg !448, !tbaa !134
  %65 = icmp ne i8 %62, %64, !dbg !449
  %66 = zext i1 %65 to i32, !dbg !449
  %67 = add nsw i32 %60, %66, !dbg !450
    #dbg_value(i32 %67, !406, !DIExpression(), !451)
  %68 = getelementptr inbounds i32, ptr %48, i64 %61, !dbg !452
  %69 = load i32, ptr %68, align 4, !dbg !452, !tbaa !150
    #dbg_value(i32 %69, !409, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !451)
  %70 = add nsw i32 %59, 1, !dbg !453
    #dbg_value(i32 %70, !410, !DIExpression(), !451)
  %71 = icmp sgt i32 %67, %69, !dbg !454
  %72 = add nsw i32 %69, 1, !dbg !455
  %73 = select i1 %71, i32 %72, i32 %67, !dbg !455
  %74 = tail call i32 @llvm.smin.i32(i32 %73, i32 %70), !dbg !456
  %75 = getelementptr inbounds i32, ptr %49, i64 %61, !dbg !457
  store i32 %74, ptr %75, align 4, !dbg !458, !tbaa !150
  %76 = add nuw i64 %61, 1, !dbg !459
    #dbg_value(i64 %76, !402, !DIExpression(), !439)
  %77 = icmp eq i64 %76, %32, !dbg !460
  br i1 %77, label %55, label %58, !dbg !440, !llvm.loop !461
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 !dbg !463 {
    #dbg_value(ptr %0, !467, !DIExpression(), !478)
    #dbg_value(i32 8, !468, !DIExpression(), !478)
    #dbg_value(i32 %1, !469, !DIExpression(), !478)
  %3 = zext nneg i32 %1 to i64, !dbg !479
  %4 = add nuw nsw i64 %3, 1, !dbg !480
  %5 = tail call noalias ptr @calloc(i64 noundef %4, i64 noundef 8) #10, !dbg !481
    #dbg_value(ptr %5, !470, !DIExpression(), !478)
  store i64 1, ptr %5, align 8, !dbg !482, !tbaa !346
    #dbg_value(i32 0, !472, !DIExpression(), !483)
  %6 = add i32 %1, 1, !dbg !484
    #dbg_value(i64 0, !472, !DIExpression(), !483)
  %7 = load i32, ptr %0, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %7, !474, !DIExpression(), !486)
  %8 = icmp sgt i32 %7, %1, !dbg !487
  br i1 %8, label %66, label %9, !dbg !489

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64, !dbg !489
  %11 = sub i32 %1, %7, !dbg !489
  %12 = zext i32 %11 to i64, !dbg !489
  %13 = add nuw nsw i64 %12, 1, !dbg !489
  %14 = icmp ult i32 %11, 13, !dbg !489
  br i1 %14, label %15, label %32, !dbg !489

15:                                               ; preds = %64, %32, %9
  %16 = phi i64 [ %10, %32 ], [ %10, %9 ], [ %48, %64 ]
  %17 = trunc i64 %16 to i32, !dbg !489
  %18 = add i32 %17, %1, !dbg !489
  %19 = and i32 %18, 1, !dbg !489
  %20 = icmp eq i32 %19, 0, !dbg !489
  br i1 %20, label %21, label %29, !dbg !489

21:                                               ; preds = %15
    #dbg_value(i64 %16, !474, !DIExpression(), !486)
  %22 = sub nsw i64 %16, %10, !dbg !490
  %23 = getelementptr inbounds i64, ptr %5, i64 %22, !dbg !491
  %24 = load i64, ptr %23, align 8, !dbg !491, !tbaa !346
  %25 = getelementptr inbounds i64, ptr %5, i64 %16, !dbg !492
  %26 = load i64, ptr %25, align 8, !dbg !493, !tbaa !346
  %27 = add nsw i64 %26, %24, !dbg !493
  store i64 %27, ptr %25, align 8, !dbg !493, !tbaa !346
  %28 = add nsw i64 %16, 1, !dbg !494
    #dbg_value(i64 %28, !474, !DIExpression(), !486)
  br label %29, !dbg !489

29:                                               ; preds = %21, %15
  %30 = phi i64 [ %16, %15 ], [ %28, %21 ]
  %31 = icmp eq i32 %17, %1, !dbg !489
  br i1 %31, label %66, label %622, !dbg !489

32:                                               ; preds = %9
  %33 = shl nsw i64 %10, 3, !dbg !489
  %34 = getelementptr i8, ptr %5, i64 %33, !dbg !489
  %35 = sub i32 %1, %7, !dbg !489
  %36 = zext i32 %35 to i64, !dbg !489
  %37 = shl nuw nsw i64 %36, 3, !dbg !489
  %38 = getelementptr i8, ptr %5, i64 %33, !dbg !489
  %39 = getelementptr i8, ptr %38, i64 %37, !dbg !489
  %40 = getelementptr i8, ptr %39, i64 8, !dbg !489
  %41 = getelementptr i8, ptr %5, i64 %37, !dbg !489
  %42 = getelementptr i8, ptr %41, i64 8, !dbg !489
  %43 = icmp ult ptr %34, %42, !dbg !489
  %44 = icmp ult ptr %5, %40, !dbg !489
  %45 = and i1 %43, %44, !dbg !489
  br i1 %45, label %15, label %46, !dbg !489

46:                                               ; preds = %32
  %47 = and i64 %13, 8589934588, !dbg !489
  %48 = add nsw i64 %47, %10, !dbg !489
  %49 = getelementptr i64, ptr %5, i64 %10, !dbg !489
  br label %50, !dbg !489

50:                                               ; preds = %50, %46
  %51 = phi i64 [ 0, %46 ], [ %62, %50 ]
  %52 = getelementptr inbounds i64, ptr %5, i64 %51, !dbg !491
  %53 = getelementptr inbounds i8, ptr %52, i64 16, !dbg !491
  %54 = load <2 x i64>, ptr %52, align 8, !dbg !491, !tbaa !346, !alias.scope !495
  %55 = load <2 x i64>, ptr %53, align 8, !dbg !491, !tbaa !346, !alias.scope !495
  %56 = getelementptr i64, ptr %49, i64 %51, !dbg !492
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !493
  %58 = load <2 x i64>, ptr %56, align 8, !dbg !493, !tbaa !346, !alias.scope !498, !noalias !495
  %59 = load <2 x i64>, ptr %57, align 8, !dbg !493, !tbaa !346, !alias.scope !498, !noalias !495
  %60 = add nsw <2 x i64> %58, %54, !dbg !493
  %61 = add nsw <2 x i64> %59, %55, !dbg !493
  store <2 x i64> %60, ptr %56, align 8, !dbg !493, !tbaa !346, !alias.scope !498, !noalias !495
  store <2 x i64> %61, ptr %57, align 8, !dbg !493, !tbaa !346, !alias.scope !498, !noalias !495
  %62 = add nuw i64 %51, 4
  %63 = icmp eq i64 %62, %47
  br i1 %63, label %64, label %50, !llvm.loop !500

64:                                               ; preds = %50
  %65 = icmp eq i64 %13, %47, !dbg !489
  br i1 %65, label %66, label %15, !dbg !489

66:                                               ; preds = %29, %622, %64, %2
    #dbg_value(i64 1, !472, !DIExpression(), !483)
  %67 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !485
  %68 = load i32, ptr %67, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %68, !474, !DIExpression(), !486)
  %69 = icmp sgt i32 %68, %1, !dbg !487
  br i1 %69, label %145, label %70, !dbg !489

70:                                               ; preds = %66
  %71 = sext i32 %68 to i64, !dbg !489
  %72 = sub i32 %1, %68, !dbg !489
  %73 = zext i32 %72 to i64, !dbg !489
  %74 = add nuw nsw i64 %73, 1, !dbg !489
  %75 = icmp ult i32 %72, 13, !dbg !489
  br i1 %75, label %110, label %76, !dbg !489

76:                                               ; preds = %70
  %77 = shl nsw i64 %71, 3, !dbg !489
  %78 = getelementptr i8, ptr %5, i64 %77, !dbg !489
  %79 = sub i32 %1, %68, !dbg !489
  %80 = zext i32 %79 to i64, !dbg !489
  %81 = shl nuw nsw i64 %80, 3, !dbg !489
  %82 = getelementptr i8, ptr %5, i64 %77, !dbg !489
  %83 = getelementptr i8, ptr %82, i64 %81, !dbg !489
  %84 = getelementptr i8, ptr %83, i64 8, !dbg !489
  %85 = getelementptr i8, ptr %5, i64 %81, !dbg !489
  %86 = getelementptr i8, ptr %85, i64 8, !dbg !489
  %87 = icmp ult ptr %78, %86, !dbg !489
  %88 = icmp ult ptr %5, %84, !dbg !489
  %89 = and i1 %87, %88, !dbg !489
  br i1 %89, label %110, label %90, !dbg !489

90:                                               ; preds = %76
  %91 = and i64 %74, 8589934588, !dbg !489
  %92 = add nsw i64 %91, %71, !dbg !489
  %93 = getelementptr i64, ptr %5, i64 %71, !dbg !489
  br label %94, !dbg !489

94:                                               ; preds = %94, %90
  %95 = phi i64 [ 0, %90 ], [ %106, %94 ]
  %96 = getelementptr inbounds i64, ptr %5, i64 %95, !dbg !491
  %97 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !491
  %98 = load <2 x i64>, ptr %96, align 8, !dbg !491, !tbaa !346, !alias.scope !502
  %99 = load <2 x i64>, ptr %97, align 8, !dbg !491, !tbaa !346, !alias.scope !502
  %100 = getelementptr i64, ptr %93, i64 %95, !dbg !492
  %101 = getelementptr inbounds i8, ptr %100, i64 16, !dbg !493
  %102 = load <2 x i64>, ptr %100, align 8, !dbg !493, !tbaa !346, !alias.scope !505, !noalias !502
  %103 = load <2 x i64>, ptr %101, align 8, !dbg !493, !tbaa !346, !alias.scope !505, !noalias !502
  %104 = add nsw <2 x i64> %102, %98, !dbg !493
  %105 = add nsw <2 x i64> %103, %99, !dbg !493
  store <2 x i64> %104, ptr %100, align 8, !dbg !493, !tbaa !346, !alias.scope !505, !noalias !502
  store <2 x i64> %105, ptr %101, align 8, !dbg !493, !tbaa !346, !alias.scope !505, !noalias !502
  %106 = add nuw i64 %95, 4
  %107 = icmp eq i64 %106, %91
  br i1 %107, label %108, label %94, !llvm.loop !507

108:                                              ; preds = %94
  %109 = icmp eq i64 %74, %91, !dbg !489
  br i1 %109, label %145, label %110, !dbg !489

110:                                              ; preds = %108, %76, %70
  %111 = phi i64 [ %71, %76 ], [ %71, %70 ], [ %92, %108 ]
  %112 = trunc i64 %111 to i32, !dbg !489
  %113 = add i32 %112, %1, !dbg !489
  %114 = and i32 %113, 1, !dbg !489
  %115 = icmp eq i32 %114, 0, !dbg !489
  br i1 %115, label %116, label %124, !dbg !489

116:                                              ; preds = %110
    #dbg_value(i64 %111, !474, !DIExpression(), !486)
  %117 = sub nsw i64 %111, %71, !dbg !490
  %118 = getelementptr inbounds i64, ptr %5, i64 %117, !dbg !491
  %119 = load i64, ptr %118, align 8, !dbg !491, !tbaa !346
  %120 = getelementptr inbounds i64, ptr %5, i64 %111, !dbg !492
  %121 = load i64, ptr %120, align 8, !dbg !493, !tbaa !346
  %122 = add nsw i64 %121, %119, !dbg !493
  store i64 %122, ptr %120, align 8, !dbg !493, !tbaa !346
  %123 = add nsw i64 %111, 1, !dbg !494
    #dbg_value(i64 %123, !474, !DIExpression(), !486)
  br label %124, !dbg !489

124:                                              ; preds = %116, %110
  %125 = phi i64 [ %111, %110 ], [ %123, %116 ]
  %126 = icmp eq i32 %112, %1, !dbg !489
  br i1 %126, label %145, label %127, !dbg !489

127:                                              ; preds = %124, %127
  %128 = phi i64 [ %142, %127 ], [ %125, %124 ]
    #dbg_value(i64 %128, !474, !DIExpression(), !486)
  %129 = sub nsw i64 %128, %71, !dbg !490
  %130 = getelementptr inbounds i64, ptr %5, i64 %129, !dbg !491
  %131 = load i64, ptr %130, align 8, !dbg !491, !tbaa !346
  %132 = getelementptr inbounds i64, ptr %5, i64 %128, !dbg !492
  %133 = load i64, ptr %132, align 8, !dbg !493, !tbaa !346
  %134 = add nsw i64 %133, %131, !dbg !493
  store i64 %134, ptr %132, align 8, !dbg !493, !tbaa !346
  %135 = add nsw i64 %128, 1, !dbg !494
    #dbg_value(i64 %135, !474, !DIExpression(), !486)
  %136 = sub nsw i64 %135, %71, !dbg !490
  %137 = getelementptr inbounds i64, ptr %5, i64 %136, !dbg !491
  %138 = load i64, ptr %137, align 8, !dbg !491, !tbaa !346
  %139 = getelementptr inbounds i64, ptr %5, i64 %135, !dbg !492
  %140 = load i64, ptr %139, align 8, !dbg !493, !tbaa !346
  %141 = add nsw i64 %140, %138, !dbg !493
  store i64 %141, ptr %139, align 8, !dbg !493, !tbaa !346
  %142 = add nsw i64 %128, 2, !dbg !494
    #dbg_value(i64 %142, !474, !DIExpression(), !486)
  %143 = trunc i64 %142 to i32, !dbg !487
  %144 = icmp eq i32 %6, %143, !dbg !487
  br i1 %144, label %145, label %127, !dbg !489, !llvm.loop !508

145:                                              ; preds = %124, %127, %108, %66
    #dbg_value(i64 2, !472, !DIExpression(), !483)
  %146 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !485
  %147 = load i32, ptr %146, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %147, !474, !DIExpression(), !486)
  %148 = icmp sgt i32 %147, %1, !dbg !487
  br i1 %148, label %224, label %149, !dbg !489

149:                                              ; preds = %145
  %150 = sext i32 %147 to i64, !dbg !489
  %151 = sub i32 %1, %147, !dbg !489
  %152 = zext i32 %151 to i64, !dbg !489
  %153 = add nuw nsw i64 %152, 1, !dbg !489
  %154 = icmp ult i32 %151, 13, !dbg !489
  br i1 %154, label %189, label %155, !dbg !489

155:                                              ; preds = %149
  %156 = shl nsw i64 %150, 3, !dbg !489
  %157 = getelementptr i8, ptr %5, i64 %156, !dbg !489
  %158 = sub i32 %1, %147, !dbg !489
  %159 = zext i32 %158 to i64, !dbg !489
  %160 = shl nuw nsw i64 %159, 3, !dbg !489
  %161 = getelementptr i8, ptr %5, i64 %156, !dbg !489
  %162 = getelementptr i8, ptr %161, i64 %160, !dbg !489
  %163 = getelementptr i8, ptr %162, i64 8, !dbg !489
  %164 = getelementptr i8, ptr %5, i64 %160, !dbg !489
  %165 = getelementptr i8, ptr %164, i64 8, !dbg !489
  %166 = icmp ult ptr %157, %165, !dbg !489
  %167 = icmp ult ptr %5, %163, !dbg !489
  %168 = and i1 %166, %167, !dbg !489
  br i1 %168, label %189, label %169, !dbg !489

169:                                              ; preds = %155
  %170 = and i64 %153, 8589934588, !dbg !489
  %171 = add nsw i64 %170, %150, !dbg !489
  %172 = getelementptr i64, ptr %5, i64 %150, !dbg !489
  br label %173, !dbg !489

173:                                              ; preds = %173, %169
  %174 = phi i64 [ 0, %169 ], [ %185, %173 ]
  %175 = getelementptr inbounds i64, ptr %5, i64 %174, !dbg !491
  %176 = getelementptr inbounds i8, ptr %175, i64 16, !dbg !491
  %177 = load <2 x i64>, ptr %175, align 8, !dbg !491, !tbaa !346, !alias.scope !509
  %178 = load <2 x i64>, ptr %176, align 8, !dbg !491, !tbaa !346, !alias.scope !509
  %179 = getelementptr i64, ptr %172, i64 %174, !dbg !492
  %180 = getelementptr inbounds i8, ptr %179, i64 16, !dbg !493
  %181 = load <2 x i64>, ptr %179, align 8, !dbg !493, !tbaa !346, !alias.scope !512, !noalias !509
  %182 = load <2 x i64>, ptr %180, align 8, !dbg !493, !tbaa !346, !alias.scope !512, !noalias !509
  %183 = add nsw <2 x i64> %181, %177, !dbg !493
  %184 = add nsw <2 x i64> %182, %178, !dbg !493
  store <2 x i64> %183, ptr %179, align 8, !dbg !493, !tbaa !346, !alias.scope !512, !noalias !509
  store <2 x i64> %184, ptr %180, align 8, !dbg !493, !tbaa !346, !alias.scope !512, !noalias !509
  %185 = add nuw i64 %174, 4
  %186 = icmp eq i64 %185, %170
  br i1 %186, label %187, label %173, !llvm.loop !514

187:                                              ; preds = %173
  %188 = icmp eq i64 %153, %170, !dbg !489
  br i1 %188, label %224, label %189, !dbg !489

189:                                              ; preds = %187, %155, %149
  %190 = phi i64 [ %150, %155 ], [ %150, %149 ], [ %171, %187 ]
  %191 = trunc i64 %190 to i32, !dbg !489
  %192 = add i32 %191, %1, !dbg !489
  %193 = and i32 %192, 1, !dbg !489
  %194 = icmp eq i32 %193, 0, !dbg !489
  br i1 %194, label %195, label %203, !dbg !489

195:                                              ; preds = %189
    #dbg_value(i64 %190, !474, !DIExpression(), !486)
  %196 = sub nsw i64 %190, %150, !dbg !490
  %197 = getelementptr inbounds i64, ptr %5, i64 %196, !dbg !491
  %198 = load i64, ptr %197, align 8, !dbg !491, !tbaa !346
  %199 = getelementptr inbounds i64, ptr %5, i64 %190, !dbg !492
  %200 = load i64, ptr %199, align 8, !dbg !493, !tbaa !346
  %201 = add nsw i64 %200, %198, !dbg !493
  store i64 %201, ptr %199, align 8, !dbg !493, !tbaa !346
  %202 = add nsw i64 %190, 1, !dbg !494
    #dbg_value(i64 %202, !474, !DIExpression(), !486)
  br label %203, !dbg !489

203:                                              ; preds = %195, %189
  %204 = phi i64 [ %190, %189 ], [ %202, %195 ]
  %205 = icmp eq i32 %191, %1, !dbg !489
  br i1 %205, label %224, label %206, !dbg !489

206:                                              ; preds = %203, %206
  %207 = phi i64 [ %221, %206 ], [ %204, %203 ]
    #dbg_value(i64 %207, !474, !DIExpression(), !486)
  %208 = sub nsw i64 %207, %150, !dbg !490
  %209 = getelementptr inbounds i64, ptr %5, i64 %208, !dbg !491
  %210 = load i64, ptr %209, align 8, !dbg !491, !tbaa !346
  %211 = getelementptr inbounds i64, ptr %5, i64 %207, !dbg !492
  %212 = load i64, ptr %211, align 8, !dbg !493, !tbaa !346
  %213 = add nsw i64 %212, %210, !dbg !493
  store i64 %213, ptr %211, align 8, !dbg !493, !tbaa !346
  %214 = add nsw i64 %207, 1, !dbg !494
    #dbg_value(i64 %214, !474, !DIExpression(), !486)
  %215 = sub nsw i64 %214, %150, !dbg !490
  %216 = getelementptr inbounds i64, ptr %5, i64 %215, !dbg !491
  %217 = load i64, ptr %216, align 8, !dbg !491, !tbaa !346
  %218 = getelementptr inbounds i64, ptr %5, i64 %214, !dbg !492
  %219 = load i64, ptr %218, align 8, !dbg !493, !tbaa !346
  %220 = add nsw i64 %219, %217, !dbg !493
  store i64 %220, ptr %218, align 8, !dbg !493, !tbaa !346
  %221 = add nsw i64 %207, 2, !dbg !494
    #dbg_value(i64 %221, !474, !DIExpression(), !486)
  %222 = trunc i64 %221 to i32, !dbg !487
  %223 = icmp eq i32 %6, %222, !dbg !487
  br i1 %223, label %224, label %206, !dbg !489, !llvm.loop !515

224:                                              ; preds = %203, %206, %187, %145
    #dbg_value(i64 3, !472, !DIExpression(), !483)
  %225 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !485
  %226 = load i32, ptr %225, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %226, !474, !DIExpression(), !486)
  %227 = icmp sgt i32 %226, %1, !dbg !487
  br i1 %227, label %303, label %228, !dbg !489

228:                                              ; preds = %224
  %229 = sext i32 %226 to i64, !dbg !489
  %230 = sub i32 %1, %226, !dbg !489
  %231 = zext i32 %230 to i64, !dbg !489
  %232 = add nuw nsw i64 %231, 1, !dbg !489
  %233 = icmp ult i32 %230, 13, !dbg !489
  br i1 %233, label %268, label %234, !dbg !489

234:                                              ; preds = %228
  %235 = shl nsw i64 %229, 3, !dbg !489
  %236 = getelementptr i8, ptr %5, i64 %235, !dbg !489
  %237 = sub i32 %1, %226, !dbg !489
  %238 = zext i32 %237 to i64, !dbg !489
  %239 = shl nuw nsw i64 %238, 3, !dbg !489
  %240 = getelementptr i8, ptr %5, i64 %235, !dbg !489
  %241 = getelementptr i8, ptr %240, i64 %239, !dbg !489
  %242 = getelementptr i8, ptr %241, i64 8, !dbg !489
  %243 = getelementptr i8, ptr %5, i64 %239, !dbg !489
  %244 = getelementptr i8, ptr %243, i64 8, !dbg !489
  %245 = icmp ult ptr %236, %244, !dbg !489
  %246 = icmp ult ptr %5, %242, !dbg !489
  %247 = and i1 %245, %246, !dbg !489
  br i1 %247, label %268, label %248, !dbg !489

248:                                              ; preds = %234
  %249 = and i64 %232, 8589934588, !dbg !489
  %250 = add nsw i64 %249, %229, !dbg !489
  %251 = getelementptr i64, ptr %5, i64 %229, !dbg !489
  br label %252, !dbg !489

252:                                              ; preds = %252, %248
  %253 = phi i64 [ 0, %248 ], [ %264, %252 ]
  %254 = getelementptr inbounds i64, ptr %5, i64 %253, !dbg !491
  %255 = getelementptr inbounds i8, ptr %254, i64 16, !dbg !491
  %256 = load <2 x i64>, ptr %254, align 8, !dbg !491, !tbaa !346, !alias.scope !516
  %257 = load <2 x i64>, ptr %255, align 8, !dbg !491, !tbaa !346, !alias.scope !516
  %258 = getelementptr i64, ptr %251, i64 %253, !dbg !492
  %259 = getelementptr inbounds i8, ptr %258, i64 16, !dbg !493
  %260 = load <2 x i64>, ptr %258, align 8, !dbg !493, !tbaa !346, !alias.scope !519, !noalias !516
  %261 = load <2 x i64>, ptr %259, align 8, !dbg !493, !tbaa !346, !alias.scope !519, !noalias !516
  %262 = add nsw <2 x i64> %260, %256, !dbg !493
  %263 = add nsw <2 x i64> %261, %257, !dbg !493
  store <2 x i64> %262, ptr %258, align 8, !dbg !493, !tbaa !346, !alias.scope !519, !noalias !516
  store <2 x i64> %263, ptr %259, align 8, !dbg !493, !tbaa !346, !alias.scope !519, !noalias !516
  %264 = add nuw i64 %253, 4
  %265 = icmp eq i64 %264, %249
  br i1 %265, label %266, label %252, !llvm.loop !521

266:                                              ; preds = %252
  %267 = icmp eq i64 %232, %249, !dbg !489
  br i1 %267, label %303, label %268, !dbg !489

268:                                              ; preds = %266, %234, %228
  %269 = phi i64 [ %229, %234 ], [ %229, %228 ], [ %250, %266 ]
  %270 = trunc i64 %269 to i32, !dbg !489
  %271 = add i32 %270, %1, !dbg !489
  %272 = and i32 %271, 1, !dbg !489
  %273 = icmp eq i32 %272, 0, !dbg !489
  br i1 %273, label %274, label %282, !dbg !489

274:                                              ; preds = %268
    #dbg_value(i64 %269, !474, !DIExpression(), !486)
  %275 = sub nsw i64 %269, %229, !dbg !490
  %276 = getelementptr inbounds i64, ptr %5, i64 %275, !dbg !491
  %277 = load i64, ptr %276, align 8, !dbg !491, !tbaa !346
  %278 = getelementptr inbounds i64, ptr %5, i64 %269, !dbg !492
  %279 = load i64, ptr %278, align 8, !dbg !493, !tbaa !346
  %280 = add nsw i64 %279, %277, !dbg !493
  store i64 %280, ptr %278, align 8, !dbg !493, !tbaa !346
  %281 = add nsw i64 %269, 1, !dbg !494
    #dbg_value(i64 %281, !474, !DIExpression(), !486)
  br label %282, !dbg !489

282:                                              ; preds = %274, %268
  %283 = phi i64 [ %269, %268 ], [ %281, %274 ]
  %284 = icmp eq i32 %270, %1, !dbg !489
  br i1 %284, label %303, label %285, !dbg !489

285:                                              ; preds = %282, %285
  %286 = phi i64 [ %300, %285 ], [ %283, %282 ]
    #dbg_value(i64 %286, !474, !DIExpression(), !486)
  %287 = sub nsw i64 %286, %229, !dbg !490
  %288 = getelementptr inbounds i64, ptr %5, i64 %287, !dbg !491
  %289 = load i64, ptr %288, align 8, !dbg !491, !tbaa !346
  %290 = getelementptr inbounds i64, ptr %5, i64 %286, !dbg !492
  %291 = load i64, ptr %290, align 8, !dbg !493, !tbaa !346
  %292 = add nsw i64 %291, %289, !dbg !493
  store i64 %292, ptr %290, align 8, !dbg !493, !tbaa !346
  %293 = add nsw i64 %286, 1, !dbg !494
    #dbg_value(i64 %293, !474, !DIExpression(), !486)
  %294 = sub nsw i64 %293, %229, !dbg !490
  %295 = getelementptr inbounds i64, ptr %5, i64 %294, !dbg !491
  %296 = load i64, ptr %295, align 8, !dbg !491, !tbaa !346
  %297 = getelementptr inbounds i64, ptr %5, i64 %293, !dbg !492
  %298 = load i64, ptr %297, align 8, !dbg !493, !tbaa !346
  %299 = add nsw i64 %298, %296, !dbg !493
  store i64 %299, ptr %297, align 8, !dbg !493, !tbaa !346
  %300 = add nsw i64 %286, 2, !dbg !494
    #dbg_value(i64 %300, !474, !DIExpression(), !486)
  %301 = trunc i64 %300 to i32, !dbg !487
  %302 = icmp eq i32 %6, %301, !dbg !487
  br i1 %302, label %303, label %285, !dbg !489, !llvm.loop !522

303:                                              ; preds = %282, %285, %266, %224
    #dbg_value(i64 4, !472, !DIExpression(), !483)
  %304 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !485
  %305 = load i32, ptr %304, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %305, !474, !DIExpression(), !486)
  %306 = icmp sgt i32 %305, %1, !dbg !487
  br i1 %306, label %382, label %307, !dbg !489

307:                                              ; preds = %303
  %308 = sext i32 %305 to i64, !dbg !489
  %309 = sub i32 %1, %305, !dbg !489
  %310 = zext i32 %309 to i64, !dbg !489
  %311 = add nuw nsw i64 %310, 1, !dbg !489
  %312 = icmp ult i32 %309, 13, !dbg !489
  br i1 %312, label %347, label %313, !dbg !489

313:                                              ; preds = %307
  %314 = shl nsw i64 %308, 3, !dbg !489
  %315 = getelementptr i8, ptr %5, i64 %314, !dbg !489
  %316 = sub i32 %1, %305, !dbg !489
  %317 = zext i32 %316 to i64, !dbg !489
  %318 = shl nuw nsw i64 %317, 3, !dbg !489
  %319 = getelementptr i8, ptr %5, i64 %314, !dbg !489
  %320 = getelementptr i8, ptr %319, i64 %318, !dbg !489
  %321 = getelementptr i8, ptr %320, i64 8, !dbg !489
  %322 = getelementptr i8, ptr %5, i64 %318, !dbg !489
  %323 = getelementptr i8, ptr %322, i64 8, !dbg !489
  %324 = icmp ult ptr %315, %323, !dbg !489
  %325 = icmp ult ptr %5, %321, !dbg !489
  %326 = and i1 %324, %325, !dbg !489
  br i1 %326, label %347, label %327, !dbg !489

327:                                              ; preds = %313
  %328 = and i64 %311, 8589934588, !dbg !489
  %329 = add nsw i64 %328, %308, !dbg !489
  %330 = getelementptr i64, ptr %5, i64 %308, !dbg !489
  br label %331, !dbg !489

331:                                              ; preds = %331, %327
  %332 = phi i64 [ 0, %327 ], [ %343, %331 ]
  %333 = getelementptr inbounds i64, ptr %5, i64 %332, !dbg !491
  %334 = getelementptr inbounds i8, ptr %333, i64 16, !dbg !491
  %335 = load <2 x i64>, ptr %333, align 8, !dbg !491, !tbaa !346, !alias.scope !523
  %336 = load <2 x i64>, ptr %334, align 8, !dbg !491, !tbaa !346, !alias.scope !523
  %337 = getelementptr i64, ptr %330, i64 %332, !dbg !492
  %338 = getelementptr inbounds i8, ptr %337, i64 16, !dbg !493
  %339 = load <2 x i64>, ptr %337, align 8, !dbg !493, !tbaa !346, !alias.scope !526, !noalias !523
  %340 = load <2 x i64>, ptr %338, align 8, !dbg !493, !tbaa !346, !alias.scope !526, !noalias !523
  %341 = add nsw <2 x i64> %339, %335, !dbg !493
  %342 = add nsw <2 x i64> %340, %336, !dbg !493
  store <2 x i64> %341, ptr %337, align 8, !dbg !493, !tbaa !346, !alias.scope !526, !noalias !523
  store <2 x i64> %342, ptr %338, align 8, !dbg !493, !tbaa !346, !alias.scope !526, !noalias !523
  %343 = add nuw i64 %332, 4
  %344 = icmp eq i64 %343, %328
  br i1 %344, label %345, label %331, !llvm.loop !528

345:                                              ; preds = %331
  %346 = icmp eq i64 %311, %328, !dbg !489
  br i1 %346, label %382, label %347, !dbg !489

347:                                              ; preds = %345, %313, %307
  %348 = phi i64 [ %308, %313 ], [ %308, %307 ], [ %329, %345 ]
  %349 = trunc i64 %348 to i32, !dbg !489
  %350 = add i32 %349, %1, !dbg !489
  %351 = and i32 %350, 1, !dbg !489
  %352 = icmp eq i32 %351, 0, !dbg !489
  br i1 %352, label %353, label %361, !dbg !489

353:                                              ; preds = %347
    #dbg_value(i64 %348, !474, !DIExpression(), !486)
  %354 = sub nsw i64 %348, %308, !dbg !490
  %355 = getelementptr inbounds i64, ptr %5, i64 %354, !dbg !491
  %356 = load i64, ptr %355, align 8, !dbg !491, !tbaa !346
  %357 = getelementptr inbounds i64, ptr %5, i64 %348, !dbg !492
  %358 = load i64, ptr %357, align 8, !dbg !493, !tbaa !346
  %359 = add nsw i64 %358, %356, !dbg !493
  store i64 %359, ptr %357, align 8, !dbg !493, !tbaa !346
  %360 = add nsw i64 %348, 1, !dbg !494
    #dbg_value(i64 %360, !474, !DIExpression(), !486)
  br label %361, !dbg !489

361:                                              ; preds = %353, %347
  %362 = phi i64 [ %348, %347 ], [ %360, %353 ]
  %363 = icmp eq i32 %349, %1, !dbg !489
  br i1 %363, label %382, label %364, !dbg !489

364:                                              ; preds = %361, %364
  %365 = phi i64 [ %379, %364 ], [ %362, %361 ]
    #dbg_value(i64 %365, !474, !DIExpression(), !486)
  %366 = sub nsw i64 %365, %308, !dbg !490
  %367 = getelementptr inbounds i64, ptr %5, i64 %366, !dbg !491
  %368 = load i64, ptr %367, align 8, !dbg !491, !tbaa !346
  %369 = getelementptr inbounds i64, ptr %5, i64 %365, !dbg !492
  %370 = load i64, ptr %369, align 8, !dbg !493, !tbaa !346
  %371 = add nsw i64 %370, %368, !dbg !493
  store i64 %371, ptr %369, align 8, !dbg !493, !tbaa !346
  %372 = add nsw i64 %365, 1, !dbg !494
    #dbg_value(i64 %372, !474, !DIExpression(), !486)
  %373 = sub nsw i64 %372, %308, !dbg !490
  %374 = getelementptr inbounds i64, ptr %5, i64 %373, !dbg !491
  %375 = load i64, ptr %374, align 8, !dbg !491, !tbaa !346
  %376 = getelementptr inbounds i64, ptr %5, i64 %372, !dbg !492
  %377 = load i64, ptr %376, align 8, !dbg !493, !tbaa !346
  %378 = add nsw i64 %377, %375, !dbg !493
  store i64 %378, ptr %376, align 8, !dbg !493, !tbaa !346
  %379 = add nsw i64 %365, 2, !dbg !494
    #dbg_value(i64 %379, !474, !DIExpression(), !486)
  %380 = trunc i64 %379 to i32, !dbg !487
  %381 = icmp eq i32 %6, %380, !dbg !487
  br i1 %381, label %382, label %364, !dbg !489, !llvm.loop !529

382:                                              ; preds = %361, %364, %345, %303
    #dbg_value(i64 5, !472, !DIExpression(), !483)
  %383 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !485
  %384 = load i32, ptr %383, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %384, !474, !DIExpression(), !486)
  %385 = icmp sgt i32 %384, %1, !dbg !487
  br i1 %385, label %461, label %386, !dbg !489

386:                                              ; preds = %382
  %387 = sext i32 %384 to i64, !dbg !489
  %388 = sub i32 %1, %384, !dbg !489
  %389 = zext i32 %388 to i64, !dbg !489
  %390 = add nuw nsw i64 %389, 1, !dbg !489
  %391 = icmp ult i32 %388, 13, !dbg !489
  br i1 %391, label %426, label %392, !dbg !489

392:                                              ; preds = %386
  %393 = shl nsw i64 %387, 3, !dbg !489
  %394 = getelementptr i8, ptr %5, i64 %393, !dbg !489
  %395 = sub i32 %1, %384, !dbg !489
  %396 = zext i32 %395 to i64, !dbg !489
  %397 = shl nuw nsw i64 %396, 3, !dbg !489
  %398 = getelementptr i8, ptr %5, i64 %393, !dbg !489
  %399 = getelementptr i8, ptr %398, i64 %397, !dbg !489
  %400 = getelementptr i8, ptr %399, i64 8, !dbg !489
  %401 = getelementptr i8, ptr %5, i64 %397, !dbg !489
  %402 = getelementptr i8, ptr %401, i64 8, !dbg !489
  %403 = icmp ult ptr %394, %402, !dbg !489
  %404 = icmp ult ptr %5, %400, !dbg !489
  %405 = and i1 %403, %404, !dbg !489
  br i1 %405, label %426, label %406, !dbg !489

406:                                              ; preds = %392
  %407 = and i64 %390, 8589934588, !dbg !489
  %408 = add nsw i64 %407, %387, !dbg !489
  %409 = getelementptr i64, ptr %5, i64 %387, !dbg !489
  br label %410, !dbg !489

410:                                              ; preds = %410, %406
  %411 = phi i64 [ 0, %406 ], [ %422, %410 ]
  %412 = getelementptr inbounds i64, ptr %5, i64 %411, !dbg !491
  %413 = getelementptr inbounds i8, ptr %412, i64 16, !dbg !491
  %414 = load <2 x i64>, ptr %412, align 8, !dbg !491, !tbaa !346, !alias.scope !530
  %415 = load <2 x i64>, ptr %413, align 8, !dbg !491, !tbaa !346, !alias.scope !530
  %416 = getelementptr i64, ptr %409, i64 %411, !dbg !492
  %417 = getelementptr inbounds i8, ptr %416, i64 16, !dbg !493
  %418 = load <2 x i64>, ptr %416, align 8, !dbg !493, !tbaa !346, !alias.scope !533, !noalias !530
  %419 = load <2 x i64>, ptr %417, align 8, !dbg !493, !tbaa !346, !alias.scope !533, !noalias !530
  %420 = add nsw <2 x i64> %418, %414, !dbg !493
  %421 = add nsw <2 x i64> %419, %415, !dbg !493
  store <2 x i64> %420, ptr %416, align 8, !dbg !493, !tbaa !346, !alias.scope !533, !noalias !530
  store <2 x i64> %421, ptr %417, align 8, !dbg !493, !tbaa !346, !alias.scope !533, !noalias !530
  %422 = add nuw i64 %411, 4
  %423 = icmp eq i64 %422, %407
  br i1 %423, label %424, label %410, !llvm.loop !535

424:                                              ; preds = %410
  %425 = icmp eq i64 %390, %407, !dbg !489
  br i1 %425, label %461, label %426, !dbg !489

426:                                              ; preds = %424, %392, %386
  %427 = phi i64 [ %387, %392 ], [ %387, %386 ], [ %408, %424 ]
  %428 = trunc i64 %427 to i32, !dbg !489
  %429 = add i32 %428, %1, !dbg !489
  %430 = and i32 %429, 1, !dbg !489
  %431 = icmp eq i32 %430, 0, !dbg !489
  br i1 %431, label %432, label %440, !dbg !489

432:                                              ; preds = %426
    #dbg_value(i64 %427, !474, !DIExpression(), !486)
  %433 = sub nsw i64 %427, %387, !dbg !490
  %434 = getelementptr inbounds i64, ptr %5, i64 %433, !dbg !491
  %435 = load i64, ptr %434, align 8, !dbg !491, !tbaa !346
  %436 = getelementptr inbounds i64, ptr %5, i64 %427, !dbg !492
  %437 = load i64, ptr %436, align 8, !dbg !493, !tbaa !346
  %438 = add nsw i64 %437, %435, !dbg !493
  store i64 %438, ptr %436, align 8, !dbg !493, !tbaa !346
  %439 = add nsw i64 %427, 1, !dbg !494
    #dbg_value(i64 %439, !474, !DIExpression(), !486)
  br label %440, !dbg !489

440:                                              ; preds = %432, %426
  %441 = phi i64 [ %427, %426 ], [ %439, %432 ]
  %442 = icmp eq i32 %428, %1, !dbg !489
  br i1 %442, label %461, label %443, !dbg !489

443:                                              ; preds = %440, %443
  %444 = phi i64 [ %458, %443 ], [ %441, %440 ]
    #dbg_value(i64 %444, !474, !DIExpression(), !486)
  %445 = sub nsw i64 %444, %387, !dbg !490
  %446 = getelementptr inbounds i64, ptr %5, i64 %445, !dbg !491
  %447 = load i64, ptr %446, align 8, !dbg !491, !tbaa !346
  %448 = getelementptr inbounds i64, ptr %5, i64 %444, !dbg !492
  %449 = load i64, ptr %448, align 8, !dbg !493, !tbaa !346
  %450 = add nsw i64 %449, %447, !dbg !493
  store i64 %450, ptr %448, align 8, !dbg !493, !tbaa !346
  %451 = add nsw i64 %444, 1, !dbg !494
    #dbg_value(i64 %451, !474, !DIExpression(), !486)
  %452 = sub nsw i64 %451, %387, !dbg !490
  %453 = getelementptr inbounds i64, ptr %5, i64 %452, !dbg !491
  %454 = load i64, ptr %453, align 8, !dbg !491, !tbaa !346
  %455 = getelementptr inbounds i64, ptr %5, i64 %451, !dbg !492
  %456 = load i64, ptr %455, align 8, !dbg !493, !tbaa !346
  %457 = add nsw i64 %456, %454, !dbg !493
  store i64 %457, ptr %455, align 8, !dbg !493, !tbaa !346
  %458 = add nsw i64 %444, 2, !dbg !494
    #dbg_value(i64 %458, !474, !DIExpression(), !486)
  %459 = trunc i64 %458 to i32, !dbg !487
  %460 = icmp eq i32 %6, %459, !dbg !487
  br i1 %460, label %461, label %443, !dbg !489, !llvm.loop !536

461:                                              ; preds = %440, %443, %424, %382
    #dbg_value(i64 6, !472, !DIExpression(), !483)
  %462 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !485
  %463 = load i32, ptr %462, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %463, !474, !DIExpression(), !486)
  %464 = icmp sgt i32 %463, %1, !dbg !487
  br i1 %464, label %540, label %465, !dbg !489

465:                                              ; preds = %461
  %466 = sext i32 %463 to i64, !dbg !489
  %467 = sub i32 %1, %463, !dbg !489
  %468 = zext i32 %467 to i64, !dbg !489
  %469 = add nuw nsw i64 %468, 1, !dbg !489
  %470 = icmp ult i32 %467, 13, !dbg !489
  br i1 %470, label %505, label %471, !dbg !489

471:                                              ; preds = %465
  %472 = shl nsw i64 %466, 3, !dbg !489
  %473 = getelementptr i8, ptr %5, i64 %472, !dbg !489
  %474 = sub i32 %1, %463, !dbg !489
  %475 = zext i32 %474 to i64, !dbg !489
  %476 = shl nuw nsw i64 %475, 3, !dbg !489
  %477 = getelementptr i8, ptr %5, i64 %472, !dbg !489
  %478 = getelementptr i8, ptr %477, i64 %476, !dbg !489
  %479 = getelementptr i8, ptr %478, i64 8, !dbg !489
  %480 = getelementptr i8, ptr %5, i64 %476, !dbg !489
  %481 = getelementptr i8, ptr %480, i64 8, !dbg !489
  %482 = icmp ult ptr %473, %481, !dbg !489
  %483 = icmp ult ptr %5, %479, !dbg !489
  %484 = and i1 %482, %483, !dbg !489
  br i1 %484, label %505, label %485, !dbg !489

485:                                              ; preds = %471
  %486 = and i64 %469, 8589934588, !dbg !489
  %487 = add nsw i64 %486, %466, !dbg !489
  %488 = getelementptr i64, ptr %5, i64 %466, !dbg !489
  br label %489, !dbg !489

489:                                              ; preds = %489, %485
  %490 = phi i64 [ 0, %485 ], [ %501, %489 ]
  %491 = getelementptr inbounds i64, ptr %5, i64 %490, !dbg !491
  %492 = getelementptr inbounds i8, ptr %491, i64 16, !dbg !491
  %493 = load <2 x i64>, ptr %491, align 8, !dbg !491, !tbaa !346, !alias.scope !537
  %494 = load <2 x i64>, ptr %492, align 8, !dbg !491, !tbaa !346, !alias.scope !537
  %495 = getelementptr i64, ptr %488, i64 %490, !dbg !492
  %496 = getelementptr inbounds i8, ptr %495, i64 16, !dbg !493
  %497 = load <2 x i64>, ptr %495, align 8, !dbg !493, !tbaa !346, !alias.scope !540, !noalias !537
  %498 = load <2 x i64>, ptr %496, align 8, !dbg !493, !tbaa !346, !alias.scope !540, !noalias !537
  %499 = add nsw <2 x i64> %497, %493, !dbg !493
  %500 = add nsw <2 x i64> %498, %494, !dbg !493
  store <2 x i64> %499, ptr %495, align 8, !dbg !493, !tbaa !346, !alias.scope !540, !noalias !537
  store <2 x i64> %500, ptr %496, align 8, !dbg !493, !tbaa !346, !alias.scope !540, !noalias !537
  %501 = add nuw i64 %490, 4
  %502 = icmp eq i64 %501, %486
  br i1 %502, label %503, label %489, !llvm.loop !542

503:                                              ; preds = %489
  %504 = icmp eq i64 %469, %486, !dbg !489
  br i1 %504, label %540, label %505, !dbg !489

505:                                              ; preds = %503, %471, %465
  %506 = phi i64 [ %466, %471 ], [ %466, %465 ], [ %487, %503 ]
  %507 = trunc i64 %506 to i32, !dbg !489
  %508 = add i32 %507, %1, !dbg !489
  %509 = and i32 %508, 1, !dbg !489
  %510 = icmp eq i32 %509, 0, !dbg !489
  br i1 %510, label %511, label %519, !dbg !489

511:                                              ; preds = %505
    #dbg_value(i64 %506, !474, !DIExpression(), !486)
  %512 = sub nsw i64 %506, %466, !dbg !490
  %513 = getelementptr inbounds i64, ptr %5, i64 %512, !dbg !491
  %514 = load i64, ptr %513, align 8, !dbg !491, !tbaa !346
  %515 = getelementptr inbounds i64, ptr %5, i64 %506, !dbg !492
  %516 = load i64, ptr %515, align 8, !dbg !493, !tbaa !346
  %517 = add nsw i64 %516, %514, !dbg !493
  store i64 %517, ptr %515, align 8, !dbg !493, !tbaa !346
  %518 = add nsw i64 %506, 1, !dbg !494
    #dbg_value(i64 %518, !474, !DIExpression(), !486)
  br label %519, !dbg !489

519:                                              ; preds = %511, %505
  %520 = phi i64 [ %506, %505 ], [ %518, %511 ]
  %521 = icmp eq i32 %507, %1, !dbg !489
  br i1 %521, label %540, label %522, !dbg !489

522:                                              ; preds = %519, %522
  %523 = phi i64 [ %537, %522 ], [ %520, %519 ]
    #dbg_value(i64 %523, !474, !DIExpression(), !486)
  %524 = sub nsw i64 %523, %466, !dbg !490
  %525 = getelementptr inbounds i64, ptr %5, i64 %524, !dbg !491
  %526 = load i64, ptr %525, align 8, !dbg !491, !tbaa !346
  %527 = getelementptr inbounds i64, ptr %5, i64 %523, !dbg !492
  %528 = load i64, ptr %527, align 8, !dbg !493, !tbaa !346
  %529 = add nsw i64 %528, %526, !dbg !493
  store i64 %529, ptr %527, align 8, !dbg !493, !tbaa !346
  %530 = add nsw i64 %523, 1, !dbg !494
    #dbg_value(i64 %530, !474, !DIExpression(), !486)
  %531 = sub nsw i64 %530, %466, !dbg !490
  %532 = getelementptr inbounds i64, ptr %5, i64 %531, !dbg !491
  %533 = load i64, ptr %532, align 8, !dbg !491, !tbaa !346
  %534 = getelementptr inbounds i64, ptr %5, i64 %530, !dbg !492
  %535 = load i64, ptr %534, align 8, !dbg !493, !tbaa !346
  %536 = add nsw i64 %535, %533, !dbg !493
  store i64 %536, ptr %534, align 8, !dbg !493, !tbaa !346
  %537 = add nsw i64 %523, 2, !dbg !494
    #dbg_value(i64 %537, !474, !DIExpression(), !486)
  %538 = trunc i64 %537 to i32, !dbg !487
  %539 = icmp eq i32 %6, %538, !dbg !487
  br i1 %539, label %540, label %522, !dbg !489, !llvm.loop !543

540:                                              ; preds = %519, %522, %503, %461
    #dbg_value(i64 7, !472, !DIExpression(), !483)
  %541 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !485
  %542 = load i32, ptr %541, align 4, !dbg !485, !tbaa !150
    #dbg_value(i32 %542, !474, !DIExpression(), !486)
  %543 = icmp sgt i32 %542, %1, !dbg !487
  br i1 %543, label %619, label %544, !dbg !489

544:                                              ; preds = %540
  %545 = sext i32 %542 to i64, !dbg !489
  %546 = sub i32 %1, %542, !dbg !489
  %547 = zext i32 %546 to i64, !dbg !489
  %548 = add nuw nsw i64 %547, 1, !dbg !489
  %549 = icmp ult i32 %546, 13, !dbg !489
  br i1 %549, label %584, label %550, !dbg !489

550:                                              ; preds = %544
  %551 = shl nsw i64 %545, 3, !dbg !489
  %552 = getelementptr i8, ptr %5, i64 %551, !dbg !489
  %553 = sub i32 %1, %542, !dbg !489
  %554 = zext i32 %553 to i64, !dbg !489
  %555 = shl nuw nsw i64 %554, 3, !dbg !489
  %556 = getelementptr i8, ptr %5, i64 %551, !dbg !489
  %557 = getelementptr i8, ptr %556, i64 %555, !dbg !489
  %558 = getelementptr i8, ptr %557, i64 8, !dbg !489
  %559 = getelementptr i8, ptr %5, i64 %555, !dbg !489
  %560 = getelementptr i8, ptr %559, i64 8, !dbg !489
  %561 = icmp ult ptr %552, %560, !dbg !489
  %562 = icmp ult ptr %5, %558, !dbg !489
  %563 = and i1 %561, %562, !dbg !489
  br i1 %563, label %584, label %564, !dbg !489

564:                                              ; preds = %550
  %565 = and i64 %548, 8589934588, !dbg !489
  %566 = add nsw i64 %565, %545, !dbg !489
  %567 = getelementptr i64, ptr %5, i64 %545, !dbg !489
  br label %568, !dbg !489

568:                                              ; preds = %568, %564
  %569 = phi i64 [ 0, %564 ], [ %580, %568 ]
  %570 = getelementptr inbounds i64, ptr %5, i64 %569, !dbg !491
  %571 = getelementptr inbounds i8, ptr %570, i64 16, !dbg !491
  %572 = load <2 x i64>, ptr %570, align 8, !dbg !491, !tbaa !346, !alias.scope !544
  %573 = load <2 x i64>, ptr %571, align 8, !dbg !491, !tbaa !346, !alias.scope !544
  %574 = getelementptr i64, ptr %567, i64 %569, !dbg !492
  %575 = getelementptr inbounds i8, ptr %574, i64 16, !dbg !493
  %576 = load <2 x i64>, ptr %574, align 8, !dbg !493, !tbaa !346, !alias.scope !547, !noalias !544
  %577 = load <2 x i64>, ptr %575, align 8, !dbg !493, !tbaa !346, !alias.scope !547, !noalias !544
  %578 = add nsw <2 x i64> %576, %572, !dbg !493
  %579 = add nsw <2 x i64> %577, %573, !dbg !493
  store <2 x i64> %578, ptr %574, align 8, !dbg !493, !tbaa !346, !alias.scope !547, !noalias !544
  store <2 x i64> %579, ptr %575, align 8, !dbg !493, !tbaa !346, !alias.scope !547, !noalias !544
  %580 = add nuw i64 %569, 4
  %581 = icmp eq i64 %580, %565
  br i1 %581, label %582, label %568, !llvm.loop !549

582:                                              ; preds = %568
  %583 = icmp eq i64 %548, %565, !dbg !489
  br i1 %583, label %619, label %584, !dbg !489

584:                                              ; preds = %582, %550, %544
  %585 = phi i64 [ %545, %550 ], [ %545, %544 ], [ %566, %582 ]
  %586 = trunc i64 %585 to i32, !dbg !489
  %587 = add i32 %586, %1, !dbg !489
  %588 = and i32 %587, 1, !dbg !489
  %589 = icmp eq i32 %588, 0, !dbg !489
  br i1 %589, label %590, label %598, !dbg !489

590:                                              ; preds = %584
    #dbg_value(i64 %585, !474, !DIExpression(), !486)
  %591 = sub nsw i64 %585, %545, !dbg !490
  %592 = getelementptr inbounds i64, ptr %5, i64 %591, !dbg !491
  %593 = load i64, ptr %592, align 8, !dbg !491, !tbaa !346
  %594 = getelementptr inbounds i64, ptr %5, i64 %585, !dbg !492
  %595 = load i64, ptr %594, align 8, !dbg !493, !tbaa !346
  %596 = add nsw i64 %595, %593, !dbg !493
  store i64 %596, ptr %594, align 8, !dbg !493, !tbaa !346
  %597 = add nsw i64 %585, 1, !dbg !494
    #dbg_value(i64 %597, !474, !DIExpression(), !486)
  br label %598, !dbg !489

598:                                              ; preds = %590, %584
  %599 = phi i64 [ %585, %584 ], [ %597, %590 ]
  %600 = icmp eq i32 %586, %1, !dbg !489
  br i1 %600, label %619, label %601, !dbg !489

601:                                              ; preds = %598, %601
  %602 = phi i64 [ %616, %601 ], [ %599, %598 ]
    #dbg_value(i64 %602, !474, !DIExpression(), !486)
  %603 = sub nsw i64 %602, %545, !dbg !490
  %604 = getelementptr inbounds i64, ptr %5, i64 %603, !dbg !491
  %605 = load i64, ptr %604, align 8, !dbg !491, !tbaa !346
  %606 = getelementptr inbounds i64, ptr %5, i64 %602, !dbg !492
  %607 = load i64, ptr %606, align 8, !dbg !493, !tbaa !346
  %608 = add nsw i64 %607, %605, !dbg !493
  store i64 %608, ptr %606, align 8, !dbg !493, !tbaa !346
  %609 = add nsw i64 %602, 1, !dbg !494
    #dbg_value(i64 %609, !474, !DIExpression(), !486)
  %610 = sub nsw i64 %609, %545, !dbg !490
  %611 = getelementptr inbounds i64, ptr %5, i64 %610, !dbg !491
  %612 = load i64, ptr %611, align 8, !dbg !491, !tbaa !346
  %613 = getelementptr inbounds i64, ptr %5, i64 %609, !dbg !492
  %614 = load i64, ptr %613, align 8, !dbg !493, !tbaa !346
  %615 = add nsw i64 %614, %612, !dbg !493
  store i64 %615, ptr %613, align 8, !dbg !493, !tbaa !346
  %616 = add nsw i64 %602, 2, !dbg !494
    #dbg_value(i64 %616, !474, !DIExpression(), !486)
  %617 = trunc i64 %616 to i32, !dbg !487
  %618 = icmp eq i32 %6, %617, !dbg !487
  br i1 %618, label %619, label %601, !dbg !489, !llvm.loop !550

619:                                              ; preds = %598, %601, %582, %540
    #dbg_value(i64 8, !472, !DIExpression(), !483)
  %620 = getelementptr inbounds i64, ptr %5, i64 %3, !dbg !551
  %621 = load i64, ptr %620, align 8, !dbg !551, !tbaa !346
    #dbg_value(i64 %621, !477, !DIExpression(), !478)
  tail call void @free(ptr noundef nonnull %5) #11, !dbg !552
  ret i64 %621, !dbg !553

622:                                              ; preds = %29, %622
  %623 = phi i64 [ %637, %622 ], [ %30, %29 ]
    #dbg_value(i64 %623, !474, !DIExpression(), !486)
  %624 = sub nsw i64 %623, %10, !dbg !490
  %625 = getelementptr inbounds i64, ptr %5, i64 %624, !dbg !491
  %626 = load i64, ptr %625, align 8, !dbg !491, !tbaa !346
  %627 = getelementptr inbounds i64, ptr %5, i64 %623, !dbg !492
  %628 = load i64, ptr %627, align 8, !dbg !493, !tbaa !346
  %629 = add nsw i64 %628, %626, !dbg !493
  store i64 %629, ptr %627, align 8, !dbg !493, !tbaa !346
  %630 = add nsw i64 %623, 1, !dbg !494
    #dbg_value(i64 %630, !474, !DIExpression(), !486)
  %631 = sub nsw i64 %630, %10, !dbg !490
  %632 = getelementptr inbounds i64, ptr %5, i64 %631, !dbg !491
  %633 = load i64, ptr %632, align 8, !dbg !491, !tbaa !346
  %634 = getelementptr inbounds i64, ptr %5, i64 %630, !dbg !492
  %635 = load i64, ptr %634, align 8, !dbg !493, !tbaa !346
  %636 = add nsw i64 %635, %633, !dbg !493
  store i64 %636, ptr %634, align 8, !dbg !493, !tbaa !346
  %637 = add nsw i64 %623, 2, !dbg !494
    #dbg_value(i64 %637, !474, !DIExpression(), !486)
  %638 = trunc i64 %637 to i32, !dbg !487
  %639 = icmp eq i32 %6, %638, !dbg !487
  br i1 %639, label %66, label %622, !dbg !489, !llvm.loop !554
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !555 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !559 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !564 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !567 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

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

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/dynprog.c", directory: ".", checksumkind: CSK_MD5, checksum: "6472ec83d42e50b3b5d0224f0c4fd528")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 89, type: !80, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!65}
!82 = !{!83, !85, !86, !90, !92, !94, !98}
!83 = !DILocalVariable(name: "w", scope: !79, file: !2, line: 93, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 320, elements: !5)
!85 = !DILocalVariable(name: "v", scope: !79, file: !2, line: 93, type: !84)
!86 = !DILocalVariable(name: "seq", scope: !79, file: !2, line: 95, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 6400, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 200)
!90 = !DILocalVariable(name: "s", scope: !79, file: !2, line: 96, type: !91)
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 97, type: !65)
!93 = distinct !DILexicalBlock(scope: !79, file: !2, line: 97, column: 5)
!94 = !DILocalVariable(name: "dims", scope: !79, file: !2, line: 99, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 288, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 9)
!98 = !DILocalVariable(name: "coins", scope: !79, file: !2, line: 101, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 256, elements: !30)
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !79)
!103 = !DILocalVariable(name: "a", arg: 1, scope: !104, file: !2, line: 7, type: !107)
!104 = distinct !DISubprogram(name: "lcs", scope: !2, file: !2, line: 7, type: !105, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !109)
!105 = !DISubroutineType(types: !106)
!106 = !{!65, !107, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!109 = !{!103, !110, !111, !112, !113, !115, !117, !120, !123, !126, !127}
!110 = !DILocalVariable(name: "b", arg: 2, scope: !104, file: !2, line: 7, type: !107)
!111 = !DILocalVariable(name: "n", scope: !104, file: !2, line: 8, type: !66)
!112 = !DILocalVariable(name: "m", scope: !104, file: !2, line: 8, type: !66)
!113 = !DILocalVariable(name: "t", scope: !104, file: !2, line: 9, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 10, type: !66)
!116 = distinct !DILexicalBlock(scope: !104, file: !2, line: 10, column: 5)
!117 = !DILocalVariable(name: "j", scope: !118, file: !2, line: 11, type: !66)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 11, column: 9)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 10, column: 5)
!120 = !DILocalVariable(name: "cell", scope: !121, file: !2, line: 12, type: !114)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 11, column: 41)
!122 = distinct !DILexicalBlock(scope: !118, file: !2, line: 11, column: 9)
!123 = !DILocalVariable(name: "up", scope: !124, file: !2, line: 15, type: !65)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 14, column: 18)
!125 = distinct !DILexicalBlock(scope: !121, file: !2, line: 13, column: 17)
!126 = !DILocalVariable(name: "left", scope: !124, file: !2, line: 15, type: !65)
!127 = !DILocalVariable(name: "r", scope: !104, file: !2, line: 19, type: !65)
!128 = !DILocation(line: 0, scope: !104, inlinedAt: !129)
!129 = distinct !DILocation(line: 90, column: 26, scope: !79)
!130 = !DILocation(line: 9, column: 14, scope: !104, inlinedAt: !129)
!131 = !DILocation(line: 0, scope: !116, inlinedAt: !129)
!132 = !DILocation(line: 10, column: 10, scope: !116, inlinedAt: !129)
!133 = !DILocation(line: 10, column: 5, scope: !116, inlinedAt: !129)
!134 = !{!135, !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 0, scope: !118, inlinedAt: !129)
!138 = !DILocation(line: 11, column: 9, scope: !118, inlinedAt: !129)
!139 = !DILocation(line: 10, column: 33, scope: !119, inlinedAt: !129)
!140 = !DILocation(line: 10, column: 26, scope: !119, inlinedAt: !129)
!141 = distinct !{!141, !133, !142, !143}
!142 = !DILocation(line: 18, column: 9, scope: !116, inlinedAt: !129)
!143 = !{!"llvm.loop.mustprogress"}
!144 = !DILocation(line: 12, column: 26, scope: !121, inlinedAt: !129)
!145 = !DILocation(line: 0, scope: !121, inlinedAt: !129)
!146 = !DILocation(line: 13, column: 29, scope: !125, inlinedAt: !129)
!147 = !DILocation(line: 13, column: 26, scope: !125, inlinedAt: !129)
!148 = !DILocation(line: 13, column: 17, scope: !121, inlinedAt: !129)
!149 = !DILocation(line: 13, column: 47, scope: !125, inlinedAt: !129)
!150 = !{!151, !151, i64 0}
!151 = !{!"int", !135, i64 0}
!152 = !DILocation(line: 13, column: 76, scope: !125, inlinedAt: !129)
!153 = !DILocation(line: 13, column: 39, scope: !125, inlinedAt: !129)
!154 = !DILocation(line: 15, column: 26, scope: !124, inlinedAt: !129)
!155 = !DILocation(line: 0, scope: !124, inlinedAt: !129)
!156 = !DILocation(line: 15, column: 59, scope: !124, inlinedAt: !129)
!157 = !DILocation(line: 16, column: 25, scope: !124, inlinedAt: !129)
!158 = !DILocation(line: 0, scope: !125, inlinedAt: !129)
!159 = !DILocation(line: 11, column: 37, scope: !122, inlinedAt: !129)
!160 = !DILocation(line: 11, column: 30, scope: !122, inlinedAt: !129)
!161 = distinct !{!161, !138, !162, !143}
!162 = !DILocation(line: 18, column: 9, scope: !118, inlinedAt: !129)
!163 = !DILocation(line: 19, column: 13, scope: !104, inlinedAt: !129)
!164 = !DILocation(line: 20, column: 5, scope: !104, inlinedAt: !129)
!165 = !DILocation(line: 90, column: 5, scope: !79)
!166 = !DILocation(line: 91, column: 33, scope: !79)
!167 = !DILocation(line: 91, column: 69, scope: !79)
!168 = !DILocation(line: 92, column: 12, scope: !79)
!169 = !DILocation(line: 91, column: 5, scope: !79)
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = !DILocalVariable(name: "w", arg: 1, scope: !173, file: !2, line: 43, type: !176)
!173 = distinct !DISubprogram(name: "knapsack", scope: !2, file: !2, line: 43, type: !174, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !178)
!174 = !DISubroutineType(types: !175)
!175 = !{!65, !176, !176, !65, !65}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!178 = !{!172, !179, !180, !181, !182, !183, !185, !188}
!179 = !DILocalVariable(name: "v", arg: 2, scope: !173, file: !2, line: 43, type: !176)
!180 = !DILocalVariable(name: "n", arg: 3, scope: !173, file: !2, line: 43, type: !65)
!181 = !DILocalVariable(name: "cap", arg: 4, scope: !173, file: !2, line: 43, type: !65)
!182 = !DILocalVariable(name: "best", scope: !173, file: !2, line: 44, type: !114)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 45, type: !65)
!184 = distinct !DILexicalBlock(scope: !173, file: !2, line: 45, column: 5)
!185 = !DILocalVariable(name: "c", scope: !186, file: !2, line: 46, type: !65)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 46, column: 9)
!187 = distinct !DILexicalBlock(scope: !184, file: !2, line: 45, column: 5)
!188 = !DILocalVariable(name: "r", scope: !173, file: !2, line: 48, type: !65)
!189 = !DILocation(line: 0, scope: !173, inlinedAt: !190)
!190 = distinct !DILocation(line: 94, column: 34, scope: !79)
!191 = !DILocation(line: 44, column: 17, scope: !173, inlinedAt: !190)
!192 = !DILocation(line: 0, scope: !184, inlinedAt: !190)
!193 = !DILocation(line: 45, column: 5, scope: !184, inlinedAt: !190)
!194 = !DILocation(line: 0, scope: !186, inlinedAt: !190)
!195 = !DILocation(line: 46, column: 29, scope: !196, inlinedAt: !190)
!196 = distinct !DILexicalBlock(scope: !186, file: !2, line: 46, column: 9)
!197 = !DILocation(line: 46, column: 9, scope: !186, inlinedAt: !190)
!198 = !DILocation(line: 47, column: 24, scope: !199, inlinedAt: !190)
!199 = distinct !DILexicalBlock(scope: !196, file: !2, line: 47, column: 17)
!200 = !DILocation(line: 47, column: 17, scope: !199, inlinedAt: !190)
!201 = !{!202}
!202 = distinct !{!202, !203}
!203 = distinct !{!203, !"LVerDomain"}
!204 = !DILocation(line: 47, column: 32, scope: !199, inlinedAt: !190)
!205 = !DILocation(line: 47, column: 41, scope: !199, inlinedAt: !190)
!206 = !{!207}
!207 = distinct !{!207, !203}
!208 = !DILocation(line: 47, column: 39, scope: !199, inlinedAt: !190)
!209 = !DILocation(line: 47, column: 58, scope: !199, inlinedAt: !190)
!210 = distinct !{!210, !197, !211, !143, !212, !213}
!211 = !DILocation(line: 47, column: 80, scope: !186, inlinedAt: !190)
!212 = !{!"llvm.loop.isvectorized", i32 1}
!213 = !{!"llvm.loop.unroll.runtime.disable"}
!214 = !DILocation(line: 45, column: 29, scope: !187, inlinedAt: !190)
!215 = !DILocation(line: 45, column: 23, scope: !187, inlinedAt: !190)
!216 = distinct !{!216, !193, !217, !143}
!217 = !DILocation(line: 47, column: 80, scope: !184, inlinedAt: !190)
!218 = !DILocation(line: 47, column: 17, scope: !196, inlinedAt: !190)
!219 = !DILocation(line: 47, column: 50, scope: !199, inlinedAt: !190)
!220 = !DILocation(line: 46, column: 39, scope: !196, inlinedAt: !190)
!221 = distinct !{!221, !197, !211, !143, !212}
!222 = !DILocation(line: 48, column: 13, scope: !173, inlinedAt: !190)
!223 = !DILocation(line: 49, column: 5, scope: !173, inlinedAt: !190)
!224 = !DILocation(line: 0, scope: !173, inlinedAt: !225)
!225 = distinct !DILocation(line: 94, column: 58, scope: !79)
!226 = !DILocation(line: 44, column: 17, scope: !173, inlinedAt: !225)
!227 = !DILocation(line: 0, scope: !184, inlinedAt: !225)
!228 = !DILocation(line: 45, column: 5, scope: !184, inlinedAt: !225)
!229 = !DILocation(line: 0, scope: !186, inlinedAt: !225)
!230 = !DILocation(line: 46, column: 29, scope: !196, inlinedAt: !225)
!231 = !DILocation(line: 46, column: 9, scope: !186, inlinedAt: !225)
!232 = !DILocation(line: 47, column: 24, scope: !199, inlinedAt: !225)
!233 = !DILocation(line: 47, column: 17, scope: !199, inlinedAt: !225)
!234 = !{!235}
!235 = distinct !{!235, !236}
!236 = distinct !{!236, !"LVerDomain"}
!237 = !DILocation(line: 47, column: 32, scope: !199, inlinedAt: !225)
!238 = !DILocation(line: 47, column: 41, scope: !199, inlinedAt: !225)
!239 = !{!240}
!240 = distinct !{!240, !236}
!241 = !DILocation(line: 47, column: 39, scope: !199, inlinedAt: !225)
!242 = !DILocation(line: 47, column: 58, scope: !199, inlinedAt: !225)
!243 = distinct !{!243, !231, !244, !143, !212, !213}
!244 = !DILocation(line: 47, column: 80, scope: !186, inlinedAt: !225)
!245 = !DILocation(line: 45, column: 29, scope: !187, inlinedAt: !225)
!246 = !DILocation(line: 45, column: 23, scope: !187, inlinedAt: !225)
!247 = distinct !{!247, !228, !248, !143}
!248 = !DILocation(line: 47, column: 80, scope: !184, inlinedAt: !225)
!249 = !DILocation(line: 47, column: 17, scope: !196, inlinedAt: !225)
!250 = !DILocation(line: 47, column: 50, scope: !199, inlinedAt: !225)
!251 = !DILocation(line: 46, column: 39, scope: !196, inlinedAt: !225)
!252 = distinct !{!252, !231, !244, !143, !212}
!253 = !DILocation(line: 48, column: 13, scope: !173, inlinedAt: !225)
!254 = !DILocation(line: 49, column: 5, scope: !173, inlinedAt: !225)
!255 = !DILocation(line: 94, column: 5, scope: !79)
!256 = !DILocation(line: 95, column: 5, scope: !79)
!257 = !DILocation(line: 0, scope: !93)
!258 = !DILocation(line: 97, column: 5, scope: !93)
!259 = !DILocalVariable(name: "a", arg: 1, scope: !260, file: !2, line: 53, type: !176)
!260 = distinct !DISubprogram(name: "lis", scope: !2, file: !2, line: 53, type: !261, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!65, !176, !65}
!263 = !{!259, !264, !265, !266, !267, !269, !272, !273}
!264 = !DILocalVariable(name: "n", arg: 2, scope: !260, file: !2, line: 53, type: !65)
!265 = !DILocalVariable(name: "tails", scope: !260, file: !2, line: 54, type: !114)
!266 = !DILocalVariable(name: "len", scope: !260, file: !2, line: 54, type: !65)
!267 = !DILocalVariable(name: "i", scope: !268, file: !2, line: 55, type: !65)
!268 = distinct !DILexicalBlock(scope: !260, file: !2, line: 55, column: 5)
!269 = !DILocalVariable(name: "lo", scope: !270, file: !2, line: 56, type: !65)
!270 = distinct !DILexicalBlock(scope: !271, file: !2, line: 55, column: 33)
!271 = distinct !DILexicalBlock(scope: !268, file: !2, line: 55, column: 5)
!272 = !DILocalVariable(name: "hi", scope: !270, file: !2, line: 56, type: !65)
!273 = !DILocalVariable(name: "mid", scope: !274, file: !2, line: 57, type: !65)
!274 = distinct !DILexicalBlock(scope: !270, file: !2, line: 57, column: 25)
!275 = !DILocation(line: 0, scope: !260, inlinedAt: !276)
!276 = distinct !DILocation(line: 98, column: 26, scope: !79)
!277 = !DILocation(line: 54, column: 18, scope: !260, inlinedAt: !276)
!278 = !DILocation(line: 0, scope: !268, inlinedAt: !276)
!279 = !DILocation(line: 55, column: 5, scope: !268, inlinedAt: !276)
!280 = !DILocation(line: 0, scope: !270, inlinedAt: !276)
!281 = !DILocation(line: 57, column: 19, scope: !270, inlinedAt: !276)
!282 = !DILocation(line: 57, column: 9, scope: !270, inlinedAt: !276)
!283 = !DILocation(line: 57, column: 41, scope: !274, inlinedAt: !276)
!284 = !DILocation(line: 57, column: 47, scope: !274, inlinedAt: !276)
!285 = !DILocation(line: 0, scope: !274, inlinedAt: !276)
!286 = !DILocation(line: 57, column: 56, scope: !287, inlinedAt: !276)
!287 = distinct !DILexicalBlock(scope: !274, file: !2, line: 57, column: 56)
!288 = !DILocation(line: 57, column: 67, scope: !287, inlinedAt: !276)
!289 = !DILocation(line: 57, column: 56, scope: !274, inlinedAt: !276)
!290 = distinct !{!290, !282, !291, !143}
!291 = !DILocation(line: 57, column: 104, scope: !270, inlinedAt: !276)
!292 = !DILocation(line: 58, column: 9, scope: !270, inlinedAt: !276)
!293 = !DILocation(line: 58, column: 19, scope: !270, inlinedAt: !276)
!294 = !DILocation(line: 59, column: 16, scope: !295, inlinedAt: !276)
!295 = distinct !DILexicalBlock(scope: !270, file: !2, line: 59, column: 13)
!296 = !DILocation(line: 59, column: 13, scope: !270, inlinedAt: !276)
!297 = !DILocation(line: 55, column: 29, scope: !271, inlinedAt: !276)
!298 = !DILocation(line: 55, column: 23, scope: !271, inlinedAt: !276)
!299 = distinct !{!299, !279, !300, !143}
!300 = !DILocation(line: 60, column: 5, scope: !268, inlinedAt: !276)
!301 = !DILocation(line: 61, column: 5, scope: !260, inlinedAt: !276)
!302 = !DILocation(line: 98, column: 5, scope: !79)
!303 = distinct !DIAssignID()
!304 = !DILocalVariable(name: "m", scope: !305, file: !2, line: 66, type: !324)
!305 = distinct !DISubprogram(name: "matrix_chain", scope: !2, file: !2, line: 65, type: !306, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !308)
!306 = !DISubroutineType(types: !307)
!307 = !{!69, !176, !65}
!308 = !{!309, !310, !304, !311, !313, !316, !319, !321}
!309 = !DILocalVariable(name: "dims", arg: 1, scope: !305, file: !2, line: 65, type: !176)
!310 = !DILocalVariable(name: "n", arg: 2, scope: !305, file: !2, line: 65, type: !65)
!311 = !DILocalVariable(name: "len", scope: !312, file: !2, line: 67, type: !65)
!312 = distinct !DILexicalBlock(scope: !305, file: !2, line: 67, column: 5)
!313 = !DILocalVariable(name: "i", scope: !314, file: !2, line: 68, type: !65)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 68, column: 9)
!315 = distinct !DILexicalBlock(scope: !312, file: !2, line: 67, column: 5)
!316 = !DILocalVariable(name: "j", scope: !317, file: !2, line: 69, type: !65)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 68, column: 47)
!318 = distinct !DILexicalBlock(scope: !314, file: !2, line: 68, column: 9)
!319 = !DILocalVariable(name: "k", scope: !320, file: !2, line: 71, type: !65)
!320 = distinct !DILexicalBlock(scope: !317, file: !2, line: 71, column: 13)
!321 = !DILocalVariable(name: "c", scope: !322, file: !2, line: 72, type: !69)
!322 = distinct !DILexicalBlock(scope: !323, file: !2, line: 71, column: 41)
!323 = distinct !DILexicalBlock(scope: !320, file: !2, line: 71, column: 13)
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 16384, elements: !325)
!325 = !{!326, !326}
!326 = !DISubrange(count: 16)
!327 = !DILocation(line: 0, scope: !305, inlinedAt: !328)
!328 = distinct !DILocation(line: 100, column: 37, scope: !79)
!329 = !DILocation(line: 66, column: 5, scope: !305, inlinedAt: !328)
!330 = !DILocation(line: 66, column: 15, scope: !305, inlinedAt: !328)
!331 = distinct !DIAssignID()
!332 = !DILocation(line: 0, scope: !312, inlinedAt: !328)
!333 = !DILocation(line: 67, column: 5, scope: !312, inlinedAt: !328)
!334 = !DILocation(line: 0, scope: !314, inlinedAt: !328)
!335 = !DILocation(line: 68, column: 9, scope: !314, inlinedAt: !328)
!336 = !DILocation(line: 67, column: 36, scope: !315, inlinedAt: !328)
!337 = !DILocation(line: 67, column: 27, scope: !315, inlinedAt: !328)
!338 = distinct !{!338, !333, !339, !143}
!339 = !DILocation(line: 75, column: 9, scope: !312, inlinedAt: !328)
!340 = !DILocation(line: 68, column: 33, scope: !318, inlinedAt: !328)
!341 = !DILocation(line: 0, scope: !317, inlinedAt: !328)
!342 = !DILocation(line: 70, column: 13, scope: !317, inlinedAt: !328)
!343 = !DILocation(line: 0, scope: !320, inlinedAt: !328)
!344 = !DILocation(line: 71, column: 13, scope: !320, inlinedAt: !328)
!345 = !DILocation(line: 72, column: 31, scope: !322, inlinedAt: !328)
!346 = !{!347, !347, i64 0}
!347 = !{!"long long", !135, i64 0}
!348 = !DILocation(line: 72, column: 45, scope: !322, inlinedAt: !328)
!349 = !DILocation(line: 72, column: 41, scope: !322, inlinedAt: !328)
!350 = !DILocation(line: 72, column: 39, scope: !322, inlinedAt: !328)
!351 = !DILocation(line: 72, column: 76, scope: !322, inlinedAt: !328)
!352 = !DILocation(line: 72, column: 53, scope: !322, inlinedAt: !328)
!353 = !DILocation(line: 0, scope: !322, inlinedAt: !328)
!354 = !DILocation(line: 71, column: 31, scope: !323, inlinedAt: !328)
!355 = distinct !{!355, !344, !356, !143}
!356 = !DILocation(line: 74, column: 13, scope: !320, inlinedAt: !328)
!357 = !DILocation(line: 68, column: 43, scope: !318, inlinedAt: !328)
!358 = !DILocation(line: 68, column: 37, scope: !318, inlinedAt: !328)
!359 = distinct !{!359, !335, !360, !143}
!360 = !DILocation(line: 75, column: 9, scope: !314, inlinedAt: !328)
!361 = !DILocation(line: 73, column: 29, scope: !362, inlinedAt: !328)
!362 = distinct !DILexicalBlock(scope: !322, file: !2, line: 73, column: 21)
!363 = !DILocation(line: 73, column: 33, scope: !362, inlinedAt: !328)
!364 = !DILocation(line: 76, column: 12, scope: !305, inlinedAt: !328)
!365 = !DILocation(line: 77, column: 1, scope: !305, inlinedAt: !328)
!366 = !DILocation(line: 100, column: 5, scope: !79)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 102, column: 54, scope: !79)
!369 = !DILocation(line: 102, column: 80, scope: !79)
!370 = !DILocation(line: 102, column: 5, scope: !79)
!371 = !DILocation(line: 104, column: 1, scope: !79)
!372 = !DILocation(line: 103, column: 5, scope: !79)
!373 = !DILocation(line: 97, column: 43, scope: !374)
!374 = distinct !DILexicalBlock(scope: !375, file: !2, line: 97, column: 35)
!375 = distinct !DILexicalBlock(scope: !93, file: !2, line: 97, column: 5)
!376 = !DILocation(line: 97, column: 57, scope: !374)
!377 = !DILocation(line: 97, column: 85, scope: !374)
!378 = !DILocation(line: 97, column: 92, scope: !374)
!379 = !DILocation(line: 97, column: 67, scope: !374)
!380 = !DILocation(line: 97, column: 74, scope: !374)
!381 = !DILocation(line: 97, column: 31, scope: !375)
!382 = !DILocation(line: 97, column: 23, scope: !375)
!383 = distinct !{!383, !258, !384, !143}
!384 = !DILocation(line: 97, column: 101, scope: !93)
!385 = !DISubprogram(name: "printf", scope: !386, file: !386, line: 356, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!387 = !DISubroutineType(types: !388)
!388 = !{!65, !389, null}
!389 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!390 = distinct !DISubprogram(name: "edit_distance", scope: !2, file: !2, line: 24, type: !105, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !391)
!391 = !{!392, !393, !394, !395, !396, !397, !398, !400, !402, !406, !409, !410, !411, !412}
!392 = !DILocalVariable(name: "a", arg: 1, scope: !390, file: !2, line: 24, type: !107)
!393 = !DILocalVariable(name: "b", arg: 2, scope: !390, file: !2, line: 24, type: !107)
!394 = !DILocalVariable(name: "n", scope: !390, file: !2, line: 25, type: !66)
!395 = !DILocalVariable(name: "m", scope: !390, file: !2, line: 25, type: !66)
!396 = !DILocalVariable(name: "prev", scope: !390, file: !2, line: 26, type: !114)
!397 = !DILocalVariable(name: "cur", scope: !390, file: !2, line: 26, type: !114)
!398 = !DILocalVariable(name: "j", scope: !399, file: !2, line: 27, type: !66)
!399 = distinct !DILexicalBlock(scope: !390, file: !2, line: 27, column: 5)
!400 = !DILocalVariable(name: "i", scope: !401, file: !2, line: 28, type: !66)
!401 = distinct !DILexicalBlock(scope: !390, file: !2, line: 28, column: 5)
!402 = !DILocalVariable(name: "j", scope: !403, file: !2, line: 30, type: !66)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 30, column: 9)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 28, column: 37)
!405 = distinct !DILexicalBlock(scope: !401, file: !2, line: 28, column: 5)
!406 = !DILocalVariable(name: "sub", scope: !407, file: !2, line: 31, type: !65)
!407 = distinct !DILexicalBlock(scope: !408, file: !2, line: 30, column: 41)
!408 = distinct !DILexicalBlock(scope: !403, file: !2, line: 30, column: 9)
!409 = !DILocalVariable(name: "del", scope: !407, file: !2, line: 32, type: !65)
!410 = !DILocalVariable(name: "ins", scope: !407, file: !2, line: 32, type: !65)
!411 = !DILocalVariable(name: "t", scope: !404, file: !2, line: 35, type: !114)
!412 = !DILocalVariable(name: "r", scope: !390, file: !2, line: 37, type: !65)
!413 = !DILocation(line: 0, scope: !390)
!414 = !DILocation(line: 25, column: 16, scope: !390)
!415 = !DILocation(line: 25, column: 31, scope: !390)
!416 = !DILocation(line: 26, column: 32, scope: !390)
!417 = !DILocation(line: 26, column: 17, scope: !390)
!418 = !DILocation(line: 26, column: 56, scope: !390)
!419 = !DILocation(line: 0, scope: !399)
!420 = !DILocation(line: 27, column: 5, scope: !399)
!421 = !DILocation(line: 27, column: 33, scope: !422)
!422 = distinct !DILexicalBlock(scope: !399, file: !2, line: 27, column: 5)
!423 = !DILocation(line: 27, column: 47, scope: !422)
!424 = !DILocation(line: 27, column: 37, scope: !422)
!425 = !DILocation(line: 27, column: 45, scope: !422)
!426 = distinct !{!426, !420, !427, !143, !212, !213}
!427 = !DILocation(line: 27, column: 52, scope: !399)
!428 = !DILocation(line: 28, column: 5, scope: !401)
!429 = !DILocation(line: 0, scope: !401)
!430 = !DILocation(line: 28, column: 26, scope: !405)
!431 = !DILocation(line: 27, column: 26, scope: !422)
!432 = distinct !{!432, !420, !427, !143, !213, !212}
!433 = !DILocation(line: 37, column: 13, scope: !390)
!434 = !DILocation(line: 38, column: 5, scope: !390)
!435 = !DILocation(line: 39, column: 5, scope: !390)
!436 = !DILocation(line: 40, column: 5, scope: !390)
!437 = !DILocation(line: 29, column: 18, scope: !404)
!438 = !DILocation(line: 29, column: 16, scope: !404)
!439 = !DILocation(line: 0, scope: !403)
!440 = !DILocation(line: 30, column: 9, scope: !403)
!441 = !DILocation(line: 31, column: 23, scope: !407)
!442 = !DILocation(line: 0, scope: !404)
!443 = !DILocation(line: 28, column: 33, scope: !405)
!444 = distinct !{!444, !428, !445, !143}
!445 = !DILocation(line: 36, column: 5, scope: !401)
!446 = !DILocation(line: 32, column: 42, scope: !407)
!447 = !DILocation(line: 31, column: 38, scope: !407)
!448 = !DILocation(line: 31, column: 50, scope: !407)
!449 = !DILocation(line: 31, column: 47, scope: !407)
!450 = !DILocation(line: 31, column: 35, scope: !407)
!451 = !DILocation(line: 0, scope: !407)
!452 = !DILocation(line: 32, column: 23, scope: !407)
!453 = !DILocation(line: 32, column: 53, scope: !407)
!454 = !DILocation(line: 33, column: 26, scope: !407)
!455 = !DILocation(line: 33, column: 22, scope: !407)
!456 = !DILocation(line: 33, scope: !407)
!457 = !DILocation(line: 33, column: 13, scope: !407)
!458 = !DILocation(line: 33, column: 20, scope: !407)
!459 = !DILocation(line: 30, column: 37, scope: !408)
!460 = !DILocation(line: 30, column: 30, scope: !408)
!461 = distinct !{!461, !440, !462, !143}
!462 = !DILocation(line: 34, column: 9, scope: !403)
!463 = distinct !DISubprogram(name: "coin_ways", scope: !2, file: !2, line: 79, type: !464, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !466)
!464 = !DISubroutineType(cc: DW_CC_nocall, types: !465)
!465 = !{!69, !176, !65, !65}
!466 = !{!467, !468, !469, !470, !472, !474, !477}
!467 = !DILocalVariable(name: "coins", arg: 1, scope: !463, file: !2, line: 79, type: !176)
!468 = !DILocalVariable(name: "nc", arg: 2, scope: !463, file: !2, line: 79, type: !65)
!469 = !DILocalVariable(name: "amount", arg: 3, scope: !463, file: !2, line: 79, type: !65)
!470 = !DILocalVariable(name: "ways", scope: !463, file: !2, line: 80, type: !471)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!472 = !DILocalVariable(name: "i", scope: !473, file: !2, line: 82, type: !65)
!473 = distinct !DILexicalBlock(scope: !463, file: !2, line: 82, column: 5)
!474 = !DILocalVariable(name: "a", scope: !475, file: !2, line: 83, type: !65)
!475 = distinct !DILexicalBlock(scope: !476, file: !2, line: 83, column: 9)
!476 = distinct !DILexicalBlock(scope: !473, file: !2, line: 82, column: 5)
!477 = !DILocalVariable(name: "r", scope: !463, file: !2, line: 84, type: !69)
!478 = !DILocation(line: 0, scope: !463)
!479 = !DILocation(line: 80, column: 30, scope: !463)
!480 = !DILocation(line: 80, column: 45, scope: !463)
!481 = !DILocation(line: 80, column: 23, scope: !463)
!482 = !DILocation(line: 81, column: 13, scope: !463)
!483 = !DILocation(line: 0, scope: !473)
!484 = !DILocation(line: 82, column: 5, scope: !473)
!485 = !DILocation(line: 83, column: 22, scope: !475)
!486 = !DILocation(line: 0, scope: !475)
!487 = !DILocation(line: 83, column: 34, scope: !488)
!488 = distinct !DILexicalBlock(scope: !475, file: !2, line: 83, column: 9)
!489 = !DILocation(line: 83, column: 9, scope: !475)
!490 = !DILocation(line: 83, column: 68, scope: !488)
!491 = !DILocation(line: 83, column: 61, scope: !488)
!492 = !DILocation(line: 83, column: 50, scope: !488)
!493 = !DILocation(line: 83, column: 58, scope: !488)
!494 = !DILocation(line: 83, column: 46, scope: !488)
!495 = !{!496}
!496 = distinct !{!496, !497}
!497 = distinct !{!497, !"LVerDomain"}
!498 = !{!499}
!499 = distinct !{!499, !497}
!500 = distinct !{!500, !489, !501, !143, !212, !213}
!501 = !DILocation(line: 83, column: 78, scope: !475)
!502 = !{!503}
!503 = distinct !{!503, !504}
!504 = distinct !{!504, !"LVerDomain"}
!505 = !{!506}
!506 = distinct !{!506, !504}
!507 = distinct !{!507, !489, !501, !143, !212, !213}
!508 = distinct !{!508, !489, !501, !143, !212}
!509 = !{!510}
!510 = distinct !{!510, !511}
!511 = distinct !{!511, !"LVerDomain"}
!512 = !{!513}
!513 = distinct !{!513, !511}
!514 = distinct !{!514, !489, !501, !143, !212, !213}
!515 = distinct !{!515, !489, !501, !143, !212}
!516 = !{!517}
!517 = distinct !{!517, !518}
!518 = distinct !{!518, !"LVerDomain"}
!519 = !{!520}
!520 = distinct !{!520, !518}
!521 = distinct !{!521, !489, !501, !143, !212, !213}
!522 = distinct !{!522, !489, !501, !143, !212}
!523 = !{!524}
!524 = distinct !{!524, !525}
!525 = distinct !{!525, !"LVerDomain"}
!526 = !{!527}
!527 = distinct !{!527, !525}
!528 = distinct !{!528, !489, !501, !143, !212, !213}
!529 = distinct !{!529, !489, !501, !143, !212}
!530 = !{!531}
!531 = distinct !{!531, !532}
!532 = distinct !{!532, !"LVerDomain"}
!533 = !{!534}
!534 = distinct !{!534, !532}
!535 = distinct !{!535, !489, !501, !143, !212, !213}
!536 = distinct !{!536, !489, !501, !143, !212}
!537 = !{!538}
!538 = distinct !{!538, !539}
!539 = distinct !{!539, !"LVerDomain"}
!540 = !{!541}
!541 = distinct !{!541, !539}
!542 = distinct !{!542, !489, !501, !143, !212, !213}
!543 = distinct !{!543, !489, !501, !143, !212}
!544 = !{!545}
!545 = distinct !{!545, !546}
!546 = distinct !{!546, !"LVerDomain"}
!547 = !{!548}
!548 = distinct !{!548, !546}
!549 = distinct !{!549, !489, !501, !143, !212, !213}
!550 = distinct !{!550, !489, !501, !143, !212}
!551 = !DILocation(line: 84, column: 19, scope: !463)
!552 = !DILocation(line: 85, column: 5, scope: !463)
!553 = !DILocation(line: 86, column: 5, scope: !463)
!554 = distinct !{!554, !489, !501, !143, !212}
!555 = !DISubprogram(name: "strlen", scope: !556, file: !556, line: 407, type: !557, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!557 = !DISubroutineType(types: !558)
!558 = !{!68, !107}
!559 = !DISubprogram(name: "calloc", scope: !560, file: !560, line: 556, type: !561, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!561 = !DISubroutineType(types: !562)
!562 = !{!563, !66, !66}
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!564 = !DISubprogram(name: "free", scope: !560, file: !560, line: 568, type: !565, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DISubroutineType(types: !566)
!566 = !{null, !563}
!567 = !DISubprogram(name: "malloc", scope: !560, file: !560, line: 553, type: !568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DISubroutineType(types: !569)
!569 = !{!563, !66}
