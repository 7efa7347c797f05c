; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %3 = tail call dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #13, !dbg !130
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
  tail call void @free(ptr noundef nonnull %3), !dbg !164
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %40), !dbg !165
  %41 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5), !dbg !166
  %42 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7), !dbg !167
  %43 = tail call fastcc i32 @edit_distance(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9), !dbg !168
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %41, i32 noundef %42, i32 noundef %43), !dbg !169
    #dbg_assign(i1 undef, !83, !DIExpression(), !170, ptr @__const.main.w, !DIExpression(), !102)
    #dbg_assign(i1 undef, !85, !DIExpression(), !171, ptr @__const.main.v, !DIExpression(), !102)
    #dbg_value(ptr @__const.main.w, !172, !DIExpression(), !189)
    #dbg_value(ptr @__const.main.v, !179, !DIExpression(), !189)
    #dbg_value(i32 10, !180, !DIExpression(), !189)
    #dbg_value(i32 26, !181, !DIExpression(), !189)
  %44 = tail call dereferenceable_or_null(108) ptr @calloc(i64 noundef 27, i64 noundef 4) #13, !dbg !191
    #dbg_value(ptr %44, !182, !DIExpression(), !189)
    #dbg_value(i32 0, !183, !DIExpression(), !192)
  %45 = getelementptr i8, ptr %44, i64 104, !dbg !193
  %46 = getelementptr i8, ptr %44, i64 104, !dbg !193
  %47 = getelementptr i8, ptr %44, i64 108, !dbg !193
  %48 = getelementptr i8, ptr %44, i64 108, !dbg !193
  %49 = icmp ult ptr %44, %47
  br label %50, !dbg !193

50:                                               ; preds = %162, %38
  %51 = phi i64 [ 0, %38 ], [ %163, %162 ]
    #dbg_value(i64 %51, !183, !DIExpression(), !192)
  %52 = getelementptr inbounds i32, ptr @__const.main.w, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !150
    #dbg_value(i32 26, !185, !DIExpression(), !194)
  %54 = icmp sgt i32 %53, 26, !dbg !195
  br i1 %54, label %162, label %55, !dbg !197

55:                                               ; preds = %50
  %56 = getelementptr inbounds i32, ptr @__const.main.v, i64 %51
  %57 = load i32, ptr %56, align 4, !tbaa !150
  %58 = sext i32 %53 to i64, !dbg !197
  %59 = sub nsw i64 27, %58, !dbg !197
  %60 = icmp ult i64 %59, 24, !dbg !197
  br i1 %60, label %61, label %63, !dbg !197

61:                                               ; preds = %160, %77, %63, %55
  %62 = phi i64 [ 26, %77 ], [ 26, %63 ], [ 26, %55 ], [ %86, %160 ]
  br label %165, !dbg !197

63:                                               ; preds = %55
  %64 = shl nsw i64 %58, 2, !dbg !197
  %65 = getelementptr i8, ptr %44, i64 %64, !dbg !197
  %66 = icmp ugt ptr %65, %45, !dbg !197
  %67 = mul nsw i64 %58, -4, !dbg !197
  %68 = getelementptr i8, ptr %46, i64 %67, !dbg !197
  %69 = shl nsw i64 %58, 2, !dbg !197
  %70 = add nsw i64 %58, -27, !dbg !197
  %71 = icmp ult i64 %70, -4611686018427387904, !dbg !197
  %72 = getelementptr i8, ptr %68, i64 %69, !dbg !197
  %73 = getelementptr i8, ptr %72, i64 -104, !dbg !197
  %74 = icmp ugt ptr %73, %68, !dbg !197
  %75 = or i1 %74, %71, !dbg !197
  %76 = or i1 %66, %75, !dbg !197
  br i1 %76, label %61, label %77

77:                                               ; preds = %63
  %78 = shl nsw i64 %58, 2, !dbg !197
  %79 = getelementptr i8, ptr %44, i64 %78, !dbg !197
  %80 = mul nsw i64 %58, -4, !dbg !197
  %81 = getelementptr i8, ptr %48, i64 %80, !dbg !197
  %82 = icmp ult ptr %79, %81, !dbg !197
  %83 = and i1 %82, %49, !dbg !197
  br i1 %83, label %61, label %84

84:                                               ; preds = %77
  %85 = and i64 %59, -8, !dbg !197
  %86 = sub nsw i64 26, %85, !dbg !197
  %87 = insertelement <4 x i32> poison, i32 %57, i64 0, !dbg !197
  %88 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !197
  br label %89, !dbg !197

89:                                               ; preds = %157, %84
  %90 = phi i64 [ 0, %84 ], [ %158, %157 ]
  %91 = sub i64 26, %90, !dbg !197
  %92 = sub i64 22, %90, !dbg !197
  %93 = sub nsw i64 %91, %58, !dbg !198
  %94 = getelementptr inbounds i32, ptr %44, i64 %93, !dbg !200
  %95 = getelementptr inbounds i8, ptr %94, i64 -12, !dbg !200
  %96 = getelementptr inbounds i8, ptr %94, i64 -28, !dbg !200
  %97 = load <4 x i32>, ptr %95, align 4, !dbg !200, !tbaa !150, !alias.scope !201
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !200
  %99 = load <4 x i32>, ptr %96, align 4, !dbg !200, !tbaa !150, !alias.scope !201
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !200
  %101 = add nsw <4 x i32> %98, %88, !dbg !204
  %102 = add nsw <4 x i32> %100, %88, !dbg !204
  %103 = getelementptr inbounds i32, ptr %44, i64 %91, !dbg !205
  %104 = getelementptr inbounds i8, ptr %103, i64 -12, !dbg !205
  %105 = getelementptr inbounds i8, ptr %103, i64 -28, !dbg !205
  %106 = load <4 x i32>, ptr %104, align 4, !dbg !205, !tbaa !150, !alias.scope !206, !noalias !201
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !205
  %108 = load <4 x i32>, ptr %105, align 4, !dbg !205, !tbaa !150, !alias.scope !206, !noalias !201
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !205
  %110 = icmp sgt <4 x i32> %101, %107, !dbg !208
  %111 = icmp sgt <4 x i32> %102, %109, !dbg !208
  %112 = extractelement <4 x i1> %110, i64 0, !dbg !208
  br i1 %112, label %113, label %116, !dbg !197

113:                                              ; preds = %89
  %114 = getelementptr inbounds i32, ptr %44, i64 %91, !dbg !205
  %115 = extractelement <4 x i32> %101, i64 0, !dbg !209
  store i32 %115, ptr %114, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %116, !dbg !208

116:                                              ; preds = %113, %89
  %117 = extractelement <4 x i1> %110, i64 1, !dbg !209
  br i1 %117, label %118, label %122, !dbg !209

118:                                              ; preds = %116
  %119 = sub i64 25, %90, !dbg !197
  %120 = getelementptr inbounds i32, ptr %44, i64 %119, !dbg !205
  %121 = extractelement <4 x i32> %101, i64 1, !dbg !209
  store i32 %121, ptr %120, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %122, !dbg !209

122:                                              ; preds = %118, %116
  %123 = extractelement <4 x i1> %110, i64 2, !dbg !209
  br i1 %123, label %124, label %128, !dbg !209

124:                                              ; preds = %122
  %125 = sub i64 24, %90, !dbg !197
  %126 = getelementptr inbounds i32, ptr %44, i64 %125, !dbg !205
  %127 = extractelement <4 x i32> %101, i64 2, !dbg !209
  store i32 %127, ptr %126, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %128, !dbg !209

128:                                              ; preds = %124, %122
  %129 = extractelement <4 x i1> %110, i64 3, !dbg !209
  br i1 %129, label %130, label %134, !dbg !209

130:                                              ; preds = %128
  %131 = sub i64 23, %90, !dbg !197
  %132 = getelementptr inbounds i32, ptr %44, i64 %131, !dbg !205
  %133 = extractelement <4 x i32> %101, i64 3, !dbg !209
  store i32 %133, ptr %132, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %134, !dbg !209

134:                                              ; preds = %130, %128
  %135 = extractelement <4 x i1> %111, i64 0, !dbg !209
  br i1 %135, label %136, label %139, !dbg !209

136:                                              ; preds = %134
  %137 = getelementptr inbounds i32, ptr %44, i64 %92, !dbg !205
  %138 = extractelement <4 x i32> %102, i64 0, !dbg !209
  store i32 %138, ptr %137, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %139, !dbg !209

139:                                              ; preds = %136, %134
  %140 = extractelement <4 x i1> %111, i64 1, !dbg !209
  br i1 %140, label %141, label %145, !dbg !209

141:                                              ; preds = %139
  %142 = sub i64 21, %90, !dbg !197
  %143 = getelementptr inbounds i32, ptr %44, i64 %142, !dbg !205
  %144 = extractelement <4 x i32> %102, i64 1, !dbg !209
  store i32 %144, ptr %143, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %145, !dbg !209

145:                                              ; preds = %141, %139
  %146 = extractelement <4 x i1> %111, i64 2, !dbg !209
  br i1 %146, label %147, label %151, !dbg !209

147:                                              ; preds = %145
  %148 = sub i64 20, %90, !dbg !197
  %149 = getelementptr inbounds i32, ptr %44, i64 %148, !dbg !205
  %150 = extractelement <4 x i32> %102, i64 2, !dbg !209
  store i32 %150, ptr %149, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %151, !dbg !209

151:                                              ; preds = %147, %145
  %152 = extractelement <4 x i1> %111, i64 3, !dbg !209
  br i1 %152, label %153, label %157, !dbg !209

153:                                              ; preds = %151
  %154 = sub i64 19, %90, !dbg !197
  %155 = getelementptr inbounds i32, ptr %44, i64 %154, !dbg !205
  %156 = extractelement <4 x i32> %102, i64 3, !dbg !209
  store i32 %156, ptr %155, align 4, !dbg !209, !tbaa !150, !alias.scope !206, !noalias !201
  br label %157, !dbg !209

157:                                              ; preds = %153, %151
  %158 = add nuw i64 %90, 8
  %159 = icmp eq i64 %158, %85
  br i1 %159, label %160, label %89, !llvm.loop !210

160:                                              ; preds = %157
  %161 = icmp eq i64 %59, %85, !dbg !197
  br i1 %161, label %162, label %61, !dbg !197

162:                                              ; preds = %175, %160, %50
  %163 = add nuw nsw i64 %51, 1, !dbg !214
    #dbg_value(i64 %163, !183, !DIExpression(), !192)
  %164 = icmp eq i64 %163, 10, !dbg !215
  br i1 %164, label %178, label %50, !dbg !193, !llvm.loop !216

165:                                              ; preds = %61, %175
  %166 = phi i64 [ %176, %175 ], [ %62, %61 ]
    #dbg_value(i64 %166, !185, !DIExpression(), !194)
  %167 = sub nsw i64 %166, %58, !dbg !198
  %168 = getelementptr inbounds i32, ptr %44, i64 %167, !dbg !200
  %169 = load i32, ptr %168, align 4, !dbg !200, !tbaa !150
  %170 = add nsw i32 %169, %57, !dbg !204
  %171 = getelementptr inbounds i32, ptr %44, i64 %166, !dbg !205
  %172 = load i32, ptr %171, align 4, !dbg !205, !tbaa !150
  %173 = icmp sgt i32 %170, %172, !dbg !208
  br i1 %173, label %174, label %175, !dbg !218

174:                                              ; preds = %165
  store i32 %170, ptr %171, align 4, !dbg !209, !tbaa !150
  br label %175, !dbg !219

175:                                              ; preds = %174, %165
  %176 = add nsw i64 %166, -1, !dbg !220
    #dbg_value(i64 %176, !185, !DIExpression(), !194)
  %177 = icmp sgt i64 %166, %58, !dbg !195
  br i1 %177, label %165, label %162, !dbg !197, !llvm.loop !221

178:                                              ; preds = %162
  %179 = getelementptr inbounds i8, ptr %44, i64 104, !dbg !222
  %180 = load i32, ptr %179, align 4, !dbg !222, !tbaa !150
    #dbg_value(i32 %180, !188, !DIExpression(), !189)
  tail call void @free(ptr noundef %44), !dbg !223
    #dbg_value(ptr @__const.main.w, !172, !DIExpression(), !224)
    #dbg_value(ptr @__const.main.v, !179, !DIExpression(), !224)
    #dbg_value(i32 10, !180, !DIExpression(), !224)
    #dbg_value(i32 50, !181, !DIExpression(), !224)
  %181 = tail call dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #13, !dbg !226
    #dbg_value(ptr %181, !182, !DIExpression(), !224)
    #dbg_value(i32 0, !183, !DIExpression(), !227)
  %182 = getelementptr i8, ptr %181, i64 200, !dbg !228
  %183 = getelementptr i8, ptr %181, i64 200, !dbg !228
  %184 = getelementptr i8, ptr %181, i64 204, !dbg !228
  %185 = getelementptr i8, ptr %181, i64 204, !dbg !228
  %186 = icmp ult ptr %181, %184
  br label %187, !dbg !228

187:                                              ; preds = %299, %178
  %188 = phi i64 [ 0, %178 ], [ %300, %299 ]
    #dbg_value(i64 %188, !183, !DIExpression(), !227)
  %189 = getelementptr inbounds i32, ptr @__const.main.w, i64 %188
  %190 = load i32, ptr %189, align 4, !tbaa !150
    #dbg_value(i32 50, !185, !DIExpression(), !229)
  %191 = icmp sgt i32 %190, 50, !dbg !230
  br i1 %191, label %299, label %192, !dbg !231

192:                                              ; preds = %187
  %193 = getelementptr inbounds i32, ptr @__const.main.v, i64 %188
  %194 = load i32, ptr %193, align 4, !tbaa !150
  %195 = sext i32 %190 to i64, !dbg !231
  %196 = sub nsw i64 51, %195, !dbg !231
  %197 = icmp ult i64 %196, 24, !dbg !231
  br i1 %197, label %198, label %200, !dbg !231

198:                                              ; preds = %297, %214, %200, %192
  %199 = phi i64 [ 50, %214 ], [ 50, %200 ], [ 50, %192 ], [ %223, %297 ]
  br label %302, !dbg !231

200:                                              ; preds = %192
  %201 = shl nsw i64 %195, 2, !dbg !231
  %202 = getelementptr i8, ptr %181, i64 %201, !dbg !231
  %203 = icmp ugt ptr %202, %182, !dbg !231
  %204 = mul nsw i64 %195, -4, !dbg !231
  %205 = getelementptr i8, ptr %183, i64 %204, !dbg !231
  %206 = shl nsw i64 %195, 2, !dbg !231
  %207 = add nsw i64 %195, -51, !dbg !231
  %208 = icmp ult i64 %207, -4611686018427387904, !dbg !231
  %209 = getelementptr i8, ptr %205, i64 %206, !dbg !231
  %210 = getelementptr i8, ptr %209, i64 -200, !dbg !231
  %211 = icmp ugt ptr %210, %205, !dbg !231
  %212 = or i1 %211, %208, !dbg !231
  %213 = or i1 %203, %212, !dbg !231
  br i1 %213, label %198, label %214

214:                                              ; preds = %200
  %215 = shl nsw i64 %195, 2, !dbg !231
  %216 = getelementptr i8, ptr %181, i64 %215, !dbg !231
  %217 = mul nsw i64 %195, -4, !dbg !231
  %218 = getelementptr i8, ptr %185, i64 %217, !dbg !231
  %219 = icmp ult ptr %216, %218, !dbg !231
  %220 = and i1 %219, %186, !dbg !231
  br i1 %220, label %198, label %221

221:                                              ; preds = %214
  %222 = and i64 %196, -8, !dbg !231
  %223 = sub nsw i64 50, %222, !dbg !231
  %224 = insertelement <4 x i32> poison, i32 %194, i64 0, !dbg !231
  %225 = shufflevector <4 x i32> %224, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !231
  br label %226, !dbg !231

226:                                              ; preds = %294, %221
  %227 = phi i64 [ 0, %221 ], [ %295, %294 ]
  %228 = sub i64 50, %227, !dbg !231
  %229 = sub i64 46, %227, !dbg !231
  %230 = sub nsw i64 %228, %195, !dbg !232
  %231 = getelementptr inbounds i32, ptr %181, i64 %230, !dbg !233
  %232 = getelementptr inbounds i8, ptr %231, i64 -12, !dbg !233
  %233 = getelementptr inbounds i8, ptr %231, i64 -28, !dbg !233
  %234 = load <4 x i32>, ptr %232, align 4, !dbg !233, !tbaa !150, !alias.scope !234
  %235 = shufflevector <4 x i32> %234, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !233
  %236 = load <4 x i32>, ptr %233, align 4, !dbg !233, !tbaa !150, !alias.scope !234
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !233
  %238 = add nsw <4 x i32> %235, %225, !dbg !237
  %239 = add nsw <4 x i32> %237, %225, !dbg !237
  %240 = getelementptr inbounds i32, ptr %181, i64 %228, !dbg !238
  %241 = getelementptr inbounds i8, ptr %240, i64 -12, !dbg !238
  %242 = getelementptr inbounds i8, ptr %240, i64 -28, !dbg !238
  %243 = load <4 x i32>, ptr %241, align 4, !dbg !238, !tbaa !150, !alias.scope !239, !noalias !234
  %244 = shufflevector <4 x i32> %243, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !238
  %245 = load <4 x i32>, ptr %242, align 4, !dbg !238, !tbaa !150, !alias.scope !239, !noalias !234
  %246 = shufflevector <4 x i32> %245, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !238
  %247 = icmp sgt <4 x i32> %238, %244, !dbg !241
  %248 = icmp sgt <4 x i32> %239, %246, !dbg !241
  %249 = extractelement <4 x i1> %247, i64 0, !dbg !241
  br i1 %249, label %250, label %253, !dbg !231

250:                                              ; preds = %226
  %251 = getelementptr inbounds i32, ptr %181, i64 %228, !dbg !238
  %252 = extractelement <4 x i32> %238, i64 0, !dbg !242
  store i32 %252, ptr %251, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %253, !dbg !241

253:                                              ; preds = %250, %226
  %254 = extractelement <4 x i1> %247, i64 1, !dbg !242
  br i1 %254, label %255, label %259, !dbg !242

255:                                              ; preds = %253
  %256 = sub i64 49, %227, !dbg !231
  %257 = getelementptr inbounds i32, ptr %181, i64 %256, !dbg !238
  %258 = extractelement <4 x i32> %238, i64 1, !dbg !242
  store i32 %258, ptr %257, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %259, !dbg !242

259:                                              ; preds = %255, %253
  %260 = extractelement <4 x i1> %247, i64 2, !dbg !242
  br i1 %260, label %261, label %265, !dbg !242

261:                                              ; preds = %259
  %262 = sub i64 48, %227, !dbg !231
  %263 = getelementptr inbounds i32, ptr %181, i64 %262, !dbg !238
  %264 = extractelement <4 x i32> %238, i64 2, !dbg !242
  store i32 %264, ptr %263, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %265, !dbg !242

265:                                              ; preds = %261, %259
  %266 = extractelement <4 x i1> %247, i64 3, !dbg !242
  br i1 %266, label %267, label %271, !dbg !242

267:                                              ; preds = %265
  %268 = sub i64 47, %227, !dbg !231
  %269 = getelementptr inbounds i32, ptr %181, i64 %268, !dbg !238
  %270 = extractelement <4 x i32> %238, i64 3, !dbg !242
  store i32 %270, ptr %269, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %271, !dbg !242

271:                                              ; preds = %267, %265
  %272 = extractelement <4 x i1> %248, i64 0, !dbg !242
  br i1 %272, label %273, label %276, !dbg !242

273:                                              ; preds = %271
  %274 = getelementptr inbounds i32, ptr %181, i64 %229, !dbg !238
  %275 = extractelement <4 x i32> %239, i64 0, !dbg !242
  store i32 %275, ptr %274, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %276, !dbg !242

276:                                              ; preds = %273, %271
  %277 = extractelement <4 x i1> %248, i64 1, !dbg !242
  br i1 %277, label %278, label %282, !dbg !242

278:                                              ; preds = %276
  %279 = sub i64 45, %227, !dbg !231
  %280 = getelementptr inbounds i32, ptr %181, i64 %279, !dbg !238
  %281 = extractelement <4 x i32> %239, i64 1, !dbg !242
  store i32 %281, ptr %280, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %282, !dbg !242

282:                                              ; preds = %278, %276
  %283 = extractelement <4 x i1> %248, i64 2, !dbg !242
  br i1 %283, label %284, label %288, !dbg !242

284:                                              ; preds = %282
  %285 = sub i64 44, %227, !dbg !231
  %286 = getelementptr inbounds i32, ptr %181, i64 %285, !dbg !238
  %287 = extractelement <4 x i32> %239, i64 2, !dbg !242
  store i32 %287, ptr %286, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %288, !dbg !242

288:                                              ; preds = %284, %282
  %289 = extractelement <4 x i1> %248, i64 3, !dbg !242
  br i1 %289, label %290, label %294, !dbg !242

290:                                              ; preds = %288
  %291 = sub i64 43, %227, !dbg !231
  %292 = getelementptr inbounds i32, ptr %181, i64 %291, !dbg !238
  %293 = extractelement <4 x i32> %239, i64 3, !dbg !242
  store i32 %293, ptr %292, align 4, !dbg !242, !tbaa !150, !alias.scope !239, !noalias !234
  br label %294, !dbg !242

294:                                              ; preds = %290, %288
  %295 = add nuw i64 %227, 8
  %296 = icmp eq i64 %295, %222
  br i1 %296, label %297, label %226, !llvm.loop !243

297:                                              ; preds = %294
  %298 = icmp eq i64 %196, %222, !dbg !231
  br i1 %298, label %299, label %198, !dbg !231

299:                                              ; preds = %312, %297, %187
  %300 = add nuw nsw i64 %188, 1, !dbg !245
    #dbg_value(i64 %300, !183, !DIExpression(), !227)
  %301 = icmp eq i64 %300, 10, !dbg !246
  br i1 %301, label %315, label %187, !dbg !228, !llvm.loop !247

302:                                              ; preds = %198, %312
  %303 = phi i64 [ %313, %312 ], [ %199, %198 ]
    #dbg_value(i64 %303, !185, !DIExpression(), !229)
  %304 = sub nsw i64 %303, %195, !dbg !232
  %305 = getelementptr inbounds i32, ptr %181, i64 %304, !dbg !233
  %306 = load i32, ptr %305, align 4, !dbg !233, !tbaa !150
  %307 = add nsw i32 %306, %194, !dbg !237
  %308 = getelementptr inbounds i32, ptr %181, i64 %303, !dbg !238
  %309 = load i32, ptr %308, align 4, !dbg !238, !tbaa !150
  %310 = icmp sgt i32 %307, %309, !dbg !241
  br i1 %310, label %311, label %312, !dbg !249

311:                                              ; preds = %302
  store i32 %307, ptr %308, align 4, !dbg !242, !tbaa !150
  br label %312, !dbg !250

312:                                              ; preds = %311, %302
  %313 = add nsw i64 %303, -1, !dbg !251
    #dbg_value(i64 %313, !185, !DIExpression(), !229)
  %314 = icmp sgt i64 %303, %195, !dbg !230
  br i1 %314, label %302, label %299, !dbg !231, !llvm.loop !252

315:                                              ; preds = %299
  %316 = getelementptr inbounds i8, ptr %181, i64 200, !dbg !253
  %317 = load i32, ptr %316, align 4, !dbg !253, !tbaa !150
    #dbg_value(i32 %317, !188, !DIExpression(), !224)
  tail call void @free(ptr noundef %181), !dbg !254
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %180, i32 noundef %317), !dbg !255
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #14, !dbg !256
    #dbg_value(i32 1, !90, !DIExpression(), !102)
    #dbg_value(i32 0, !92, !DIExpression(), !257)
  br label %487, !dbg !258

318:                                              ; preds = %487
    #dbg_value(ptr %2, !259, !DIExpression(), !275)
    #dbg_value(i32 200, !264, !DIExpression(), !275)
  %319 = tail call dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #15, !dbg !277
    #dbg_value(ptr %319, !265, !DIExpression(), !275)
    #dbg_value(i32 0, !266, !DIExpression(), !275)
    #dbg_value(i32 0, !267, !DIExpression(), !278)
  br label %320, !dbg !279

320:                                              ; preds = %339, %318
  %321 = phi i64 [ 0, %318 ], [ %346, %339 ]
  %322 = phi i32 [ 0, %318 ], [ %345, %339 ]
    #dbg_value(i32 %322, !266, !DIExpression(), !275)
    #dbg_value(i64 %321, !267, !DIExpression(), !278)
    #dbg_value(i32 %322, !272, !DIExpression(), !280)
    #dbg_value(i32 0, !269, !DIExpression(), !280)
  %323 = icmp eq i32 %322, 0, !dbg !281
  %324 = getelementptr inbounds i32, ptr %2, i64 %321
  %325 = load i32, ptr %324, align 4, !tbaa !150
  br i1 %323, label %339, label %326, !dbg !282

326:                                              ; preds = %320, %326
  %327 = phi i32 [ %337, %326 ], [ %322, %320 ]
  %328 = phi i32 [ %336, %326 ], [ 0, %320 ]
    #dbg_value(i32 %327, !272, !DIExpression(), !280)
    #dbg_value(i32 %328, !269, !DIExpression(), !280)
  %329 = add nsw i32 %328, %327, !dbg !283
  %330 = sdiv i32 %329, 2, !dbg !284
    #dbg_value(i32 %330, !273, !DIExpression(), !285)
  %331 = sext i32 %330 to i64, !dbg !286
  %332 = getelementptr inbounds i32, ptr %319, i64 %331, !dbg !286
  %333 = load i32, ptr %332, align 4, !dbg !286, !tbaa !150
  %334 = icmp slt i32 %333, %325, !dbg !288
  %335 = add nsw i32 %330, 1, !dbg !289
  %336 = select i1 %334, i32 %335, i32 %328, !dbg !289
  %337 = select i1 %334, i32 %327, i32 %330, !dbg !289
    #dbg_value(i32 %337, !272, !DIExpression(), !280)
    #dbg_value(i32 %336, !269, !DIExpression(), !280)
  %338 = icmp slt i32 %336, %337, !dbg !281
  br i1 %338, label %326, label %339, !dbg !282, !llvm.loop !290

339:                                              ; preds = %326, %320
  %340 = phi i32 [ 0, %320 ], [ %336, %326 ], !dbg !280
  %341 = sext i32 %340 to i64, !dbg !292
  %342 = getelementptr inbounds i32, ptr %319, i64 %341, !dbg !292
  store i32 %325, ptr %342, align 4, !dbg !293, !tbaa !150
  %343 = icmp eq i32 %340, %322, !dbg !294
  %344 = zext i1 %343 to i32, !dbg !296
  %345 = add nuw nsw i32 %322, %344, !dbg !296
    #dbg_value(i32 %345, !266, !DIExpression(), !275)
  %346 = add nuw nsw i64 %321, 1, !dbg !297
    #dbg_value(i64 %346, !267, !DIExpression(), !278)
  %347 = icmp eq i64 %346, 200, !dbg !298
  br i1 %347, label %348, label %320, !dbg !279, !llvm.loop !299

348:                                              ; preds = %339
  tail call void @free(ptr noundef nonnull %319), !dbg !301
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %345), !dbg !302
    #dbg_assign(i1 undef, !94, !DIExpression(), !303, ptr @__const.main.dims, !DIExpression(), !102)
    #dbg_assign(i1 undef, !304, !DIExpression(), !100, ptr %1, !DIExpression(), !327)
    #dbg_value(ptr @__const.main.dims, !309, !DIExpression(), !327)
    #dbg_value(i32 8, !310, !DIExpression(), !327)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #14, !dbg !329
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2048) %1, i8 0, i64 2048, i1 false), !dbg !330, !DIAssignID !331
    #dbg_assign(i8 0, !304, !DIExpression(), !331, ptr %1, !DIExpression(), !327)
    #dbg_value(i32 2, !311, !DIExpression(), !332)
  br label %349, !dbg !333

349:                                              ; preds = %353, %348
  %350 = phi i64 [ 2, %348 ], [ %354, %353 ]
  %351 = phi i64 [ 7, %348 ], [ %356, %353 ]
  %352 = phi i64 [ 1, %348 ], [ %355, %353 ]
    #dbg_value(i64 %350, !311, !DIExpression(), !332)
    #dbg_value(i32 0, !313, !DIExpression(), !334)
  br label %358, !dbg !335

353:                                              ; preds = %383
  %354 = add nuw nsw i64 %350, 1, !dbg !336
    #dbg_value(i64 %354, !311, !DIExpression(), !332)
  %355 = add nuw nsw i64 %352, 1, !dbg !333
  %356 = add nsw i64 %351, -1, !dbg !333
  %357 = icmp eq i64 %354, 9, !dbg !337
  br i1 %357, label %482, label %349, !dbg !333, !llvm.loop !338

358:                                              ; preds = %383, %349
  %359 = phi i64 [ %352, %349 ], [ %385, %383 ]
  %360 = phi i64 [ 0, %349 ], [ %384, %383 ]
  %361 = add nuw nsw i64 %360, %350, !dbg !340
  %362 = add nsw i64 %361, -1, !dbg !340
    #dbg_value(i64 %360, !313, !DIExpression(), !334)
    #dbg_value(i64 %362, !316, !DIExpression(), !341)
  %363 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %362, !dbg !342
    #dbg_value(i64 %360, !319, !DIExpression(), !343)
  store i64 -1, ptr %363, align 8, !dbg !341
  %364 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %360
  %365 = load i32, ptr %364, align 4, !tbaa !150
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %361
  %368 = load i32, ptr %367, align 4, !tbaa !150
  %369 = sext i32 %368 to i64
  %370 = mul nsw i64 %369, %366, !dbg !344
    #dbg_value(i64 %360, !319, !DIExpression(), !343)
  %371 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %360, !dbg !345
  %372 = load i64, ptr %371, align 8, !dbg !345, !tbaa !346
  %373 = add nuw nsw i64 %360, 1, !dbg !348
  %374 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %373, i64 %362, !dbg !349
  %375 = load i64, ptr %374, align 8, !dbg !349, !tbaa !346
  %376 = add nsw i64 %375, %372, !dbg !350
  %377 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %373, !dbg !351
  %378 = load i32, ptr %377, align 4, !dbg !351, !tbaa !150
  %379 = sext i32 %378 to i64, !dbg !351
  %380 = mul i64 %370, %379
  %381 = add nsw i64 %376, %380, !dbg !352
    #dbg_value(i64 %381, !321, !DIExpression(), !353)
    #dbg_value(i64 %373, !319, !DIExpression(), !343)
  store i64 %381, ptr %363, align 8, !dbg !341
  %382 = icmp eq i64 %373, %359, !dbg !354
  br i1 %382, label %383, label %387, !dbg !344, !llvm.loop !355

383:                                              ; preds = %467, %451, %435, %419, %403, %387, %358
  %384 = add nuw nsw i64 %360, 1, !dbg !357
    #dbg_value(i64 %384, !313, !DIExpression(), !334)
  %385 = add nuw nsw i64 %359, 1, !dbg !335
  %386 = icmp eq i64 %384, %351, !dbg !358
  br i1 %386, label %353, label %358, !dbg !335, !llvm.loop !359

387:                                              ; preds = %358
    #dbg_value(i64 %373, !319, !DIExpression(), !343)
  %388 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %373, !dbg !345
  %389 = load i64, ptr %388, align 8, !dbg !345, !tbaa !346
  %390 = add nuw nsw i64 %360, 2, !dbg !348
  %391 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %390, i64 %362, !dbg !349
  %392 = load i64, ptr %391, align 8, !dbg !349, !tbaa !346
  %393 = add nsw i64 %392, %389, !dbg !350
  %394 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %390, !dbg !351
  %395 = load i32, ptr %394, align 4, !dbg !351, !tbaa !150
  %396 = sext i32 %395 to i64, !dbg !351
  %397 = mul i64 %370, %396
  %398 = add nsw i64 %393, %397, !dbg !352
    #dbg_value(i64 %398, !321, !DIExpression(), !353)
  %399 = icmp slt i64 %381, 0, !dbg !361
  %400 = tail call i64 @llvm.smin.i64(i64 %398, i64 %381), !dbg !363
  %401 = select i1 %399, i64 %398, i64 %400, !dbg !363
    #dbg_value(i64 %390, !319, !DIExpression(), !343)
  store i64 %401, ptr %363, align 8, !dbg !341
  %402 = icmp eq i64 %390, %359, !dbg !354
  br i1 %402, label %383, label %403, !dbg !344, !llvm.loop !355

403:                                              ; preds = %387
    #dbg_value(i64 %390, !319, !DIExpression(), !343)
  %404 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %390, !dbg !345
  %405 = load i64, ptr %404, align 8, !dbg !345, !tbaa !346
  %406 = add nuw nsw i64 %360, 3, !dbg !348
  %407 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %406, i64 %362, !dbg !349
  %408 = load i64, ptr %407, align 8, !dbg !349, !tbaa !346
  %409 = add nsw i64 %408, %405, !dbg !350
  %410 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %406, !dbg !351
  %411 = load i32, ptr %410, align 4, !dbg !351, !tbaa !150
  %412 = sext i32 %411 to i64, !dbg !351
  %413 = mul i64 %370, %412
  %414 = add nsw i64 %409, %413, !dbg !352
    #dbg_value(i64 %414, !321, !DIExpression(), !353)
  %415 = icmp slt i64 %401, 0, !dbg !361
  %416 = tail call i64 @llvm.smin.i64(i64 %414, i64 %401), !dbg !363
  %417 = select i1 %415, i64 %414, i64 %416, !dbg !363
    #dbg_value(i64 %406, !319, !DIExpression(), !343)
  store i64 %417, ptr %363, align 8, !dbg !341
  %418 = icmp eq i64 %406, %359, !dbg !354
  br i1 %418, label %383, label %419, !dbg !344, !llvm.loop !355

419:                                              ; preds = %403
    #dbg_value(i64 %406, !319, !DIExpression(), !343)
  %420 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %406, !dbg !345
  %421 = load i64, ptr %420, align 8, !dbg !345, !tbaa !346
  %422 = add nuw nsw i64 %360, 4, !dbg !348
  %423 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %422, i64 %362, !dbg !349
  %424 = load i64, ptr %423, align 8, !dbg !349, !tbaa !346
  %425 = add nsw i64 %424, %421, !dbg !350
  %426 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %422, !dbg !351
  %427 = load i32, ptr %426, align 4, !dbg !351, !tbaa !150
  %428 = sext i32 %427 to i64, !dbg !351
  %429 = mul i64 %370, %428
  %430 = add nsw i64 %425, %429, !dbg !352
    #dbg_value(i64 %430, !321, !DIExpression(), !353)
  %431 = icmp slt i64 %417, 0, !dbg !361
  %432 = tail call i64 @llvm.smin.i64(i64 %430, i64 %417), !dbg !363
  %433 = select i1 %431, i64 %430, i64 %432, !dbg !363
    #dbg_value(i64 %422, !319, !DIExpression(), !343)
  store i64 %433, ptr %363, align 8, !dbg !341
  %434 = icmp eq i64 %422, %359, !dbg !354
  br i1 %434, label %383, label %435, !dbg !344, !llvm.loop !355

435:                                              ; preds = %419
    #dbg_value(i64 %422, !319, !DIExpression(), !343)
  %436 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %422, !dbg !345
  %437 = load i64, ptr %436, align 8, !dbg !345, !tbaa !346
  %438 = add nuw nsw i64 %360, 5, !dbg !348
  %439 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %438, i64 %362, !dbg !349
  %440 = load i64, ptr %439, align 8, !dbg !349, !tbaa !346
  %441 = add nsw i64 %440, %437, !dbg !350
  %442 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %438, !dbg !351
  %443 = load i32, ptr %442, align 4, !dbg !351, !tbaa !150
  %444 = sext i32 %443 to i64, !dbg !351
  %445 = mul i64 %370, %444
  %446 = add nsw i64 %441, %445, !dbg !352
    #dbg_value(i64 %446, !321, !DIExpression(), !353)
  %447 = icmp slt i64 %433, 0, !dbg !361
  %448 = tail call i64 @llvm.smin.i64(i64 %446, i64 %433), !dbg !363
  %449 = select i1 %447, i64 %446, i64 %448, !dbg !363
    #dbg_value(i64 %438, !319, !DIExpression(), !343)
  store i64 %449, ptr %363, align 8, !dbg !341
  %450 = icmp eq i64 %438, %359, !dbg !354
  br i1 %450, label %383, label %451, !dbg !344, !llvm.loop !355

451:                                              ; preds = %435
    #dbg_value(i64 %438, !319, !DIExpression(), !343)
  %452 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %438, !dbg !345
  %453 = load i64, ptr %452, align 8, !dbg !345, !tbaa !346
  %454 = add nuw nsw i64 %360, 6, !dbg !348
  %455 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %454, i64 %362, !dbg !349
  %456 = load i64, ptr %455, align 8, !dbg !349, !tbaa !346
  %457 = add nsw i64 %456, %453, !dbg !350
  %458 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %454, !dbg !351
  %459 = load i32, ptr %458, align 4, !dbg !351, !tbaa !150
  %460 = sext i32 %459 to i64, !dbg !351
  %461 = mul i64 %370, %460
  %462 = add nsw i64 %457, %461, !dbg !352
    #dbg_value(i64 %462, !321, !DIExpression(), !353)
  %463 = icmp slt i64 %449, 0, !dbg !361
  %464 = tail call i64 @llvm.smin.i64(i64 %462, i64 %449), !dbg !363
  %465 = select i1 %463, i64 %462, i64 %464, !dbg !363
    #dbg_value(i64 %454, !319, !DIExpression(), !343)
  store i64 %465, ptr %363, align 8, !dbg !341
  %466 = icmp eq i64 %454, %359, !dbg !354
  br i1 %466, label %383, label %467, !dbg !344, !llvm.loop !355

467:                                              ; preds = %451
    #dbg_value(i64 %454, !319, !DIExpression(), !343)
  %468 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %360, i64 %454, !dbg !345
  %469 = load i64, ptr %468, align 8, !dbg !345, !tbaa !346
  %470 = add nuw nsw i64 %360, 7, !dbg !348
  %471 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %470, i64 %362, !dbg !349
  %472 = load i64, ptr %471, align 8, !dbg !349, !tbaa !346
  %473 = add nsw i64 %472, %469, !dbg !350
  %474 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %470, !dbg !351
  %475 = load i32, ptr %474, align 4, !dbg !351, !tbaa !150
  %476 = sext i32 %475 to i64, !dbg !351
  %477 = mul i64 %370, %476
  %478 = add nsw i64 %473, %477, !dbg !352
    #dbg_value(i64 %478, !321, !DIExpression(), !353)
  %479 = icmp slt i64 %465, 0, !dbg !361
  %480 = tail call i64 @llvm.smin.i64(i64 %478, i64 %465), !dbg !363
  %481 = select i1 %479, i64 %478, i64 %480, !dbg !363
    #dbg_value(i64 %470, !319, !DIExpression(), !343)
  store i64 %481, ptr %363, align 8, !dbg !341
  br label %383

482:                                              ; preds = %353
  %483 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !364
  %484 = load i64, ptr %483, align 8, !dbg !364, !tbaa !346
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #14, !dbg !365
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef %484), !dbg !366
    #dbg_assign(i1 undef, !98, !DIExpression(), !367, ptr @__const.main.coins, !DIExpression(), !102)
  %485 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200), !dbg !368
  %486 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000), !dbg !369
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef %485, i64 noundef %486), !dbg !370
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #14, !dbg !371
  ret i32 0, !dbg !372

487:                                              ; preds = %487, %315
  %488 = phi i64 [ 0, %315 ], [ %505, %487 ]
  %489 = phi i32 [ 1, %315 ], [ %499, %487 ]
    #dbg_value(i64 %488, !92, !DIExpression(), !257)
    #dbg_value(i32 %489, !90, !DIExpression(), !102)
  %490 = mul i32 %489, 1103515245, !dbg !373
  %491 = add i32 %490, 12345, !dbg !376
    #dbg_value(i32 %491, !90, !DIExpression(), !102)
  %492 = lshr i32 %491, 16, !dbg !377
  %493 = trunc nuw i32 %492 to i16, !dbg !378
  %494 = urem i16 %493, 1000, !dbg !378
  %495 = zext nneg i16 %494 to i32, !dbg !378
  %496 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %488, !dbg !379
  store i32 %495, ptr %496, align 8, !dbg !380, !tbaa !150
  %497 = or disjoint i64 %488, 1, !dbg !381
    #dbg_value(i64 %497, !92, !DIExpression(), !257)
  %498 = mul i32 %491, 1103515245, !dbg !373
  %499 = add i32 %498, 12345, !dbg !376
    #dbg_value(i32 %499, !90, !DIExpression(), !102)
  %500 = lshr i32 %499, 16, !dbg !377
  %501 = trunc nuw i32 %500 to i16, !dbg !378
  %502 = urem i16 %501, 1000, !dbg !378
  %503 = zext nneg i16 %502 to i32, !dbg !378
  %504 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %497, !dbg !379
  store i32 %503, ptr %504, align 4, !dbg !380, !tbaa !150
  %505 = add nuw nsw i64 %488, 2, !dbg !381
    #dbg_value(i64 %505, !92, !DIExpression(), !257)
  %506 = icmp eq i64 %505, 200, !dbg !382
  br i1 %506, label %318, label %487, !dbg !258, !llvm.loop !383
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 !dbg !385 {
  %2 = alloca ptr, align 8, !DIAssignID !395
    #dbg_assign(i1 undef, !392, !DIExpression(), !395, ptr %2, !DIExpression(), !396)
    #dbg_value(ptr %0, !390, !DIExpression(), !396)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14, !dbg !397
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !398
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14, !dbg !399
  %4 = load ptr, ptr %2, align 8, !dbg !400, !tbaa !401
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14, !dbg !403
    #dbg_value(i32 %5, !391, !DIExpression(), !396)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !404
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14, !dbg !405
  ret void, !dbg !406
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @edit_distance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !407 {
    #dbg_value(ptr %0, !409, !DIExpression(), !430)
    #dbg_value(ptr %1, !410, !DIExpression(), !430)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #14, !dbg !431
    #dbg_value(i64 %3, !411, !DIExpression(), !430)
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #14, !dbg !432
    #dbg_value(i64 %4, !412, !DIExpression(), !430)
  %5 = shl i64 %4, 2, !dbg !433
  %6 = add i64 %5, 4, !dbg !433
  %7 = tail call ptr @malloc(i64 noundef %6) #15, !dbg !434
    #dbg_value(ptr %7, !413, !DIExpression(), !430)
  %8 = tail call ptr @malloc(i64 noundef %6) #15, !dbg !435
    #dbg_value(ptr %8, !414, !DIExpression(), !430)
    #dbg_value(i64 0, !415, !DIExpression(), !436)
  %9 = add i64 %4, 1, !dbg !437
  %10 = tail call i64 @llvm.umax.i64(i64 %9, i64 1), !dbg !437
  %11 = icmp ult i64 %9, 8, !dbg !437
  br i1 %11, label %12, label %14, !dbg !437

12:                                               ; preds = %25, %2
  %13 = phi i64 [ 0, %2 ], [ %15, %25 ]
  br label %36, !dbg !437

14:                                               ; preds = %2
  %15 = and i64 %10, -8, !dbg !437
  br label %16, !dbg !437

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %22, %16 ], !dbg !438
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %23, %16 ], !dbg !440
  %19 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !440
  %20 = getelementptr inbounds i32, ptr %7, i64 %17, !dbg !441
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !442
  store <4 x i32> %18, ptr %20, align 4, !dbg !442, !tbaa !150
  store <4 x i32> %19, ptr %21, align 4, !dbg !442, !tbaa !150
  %22 = add nuw i64 %17, 8, !dbg !438
  %23 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>, !dbg !440
  %24 = icmp eq i64 %22, %15, !dbg !438
  br i1 %24, label %25, label %16, !dbg !438, !llvm.loop !443

25:                                               ; preds = %16
  %26 = icmp eq i64 %9, %15, !dbg !437
  br i1 %26, label %27, label %12, !dbg !437

27:                                               ; preds = %36, %25
  %28 = getelementptr i8, ptr %0, i64 -1, !dbg !445
    #dbg_value(ptr %7, !413, !DIExpression(), !430)
    #dbg_value(ptr %8, !414, !DIExpression(), !430)
    #dbg_value(i64 1, !417, !DIExpression(), !446)
  %29 = icmp eq i64 %3, 0, !dbg !447
  br i1 %29, label %42, label %30, !dbg !445

30:                                               ; preds = %27
  %31 = icmp eq i64 %4, 0
  %32 = tail call i64 @llvm.umax.i64(i64 %9, i64 2), !dbg !445
  %33 = add i64 %3, 1, !dbg !445
  %34 = tail call i64 @llvm.umax.i64(i64 %33, i64 2), !dbg !445
  %35 = getelementptr i8, ptr %1, i64 -1
  br label %47, !dbg !445

36:                                               ; preds = %12, %36
  %37 = phi i64 [ %40, %36 ], [ %13, %12 ]
    #dbg_value(i64 %37, !415, !DIExpression(), !436)
  %38 = trunc i64 %37 to i32, !dbg !440
  %39 = getelementptr inbounds i32, ptr %7, i64 %37, !dbg !441
  store i32 %38, ptr %39, align 4, !dbg !442, !tbaa !150
  %40 = add nuw i64 %37, 1, !dbg !438
    #dbg_value(i64 %40, !415, !DIExpression(), !436)
  %41 = icmp eq i64 %40, %10, !dbg !448
  br i1 %41, label %27, label %36, !dbg !437, !llvm.loop !449

42:                                               ; preds = %55, %27
  %43 = phi ptr [ %8, %27 ], [ %48, %55 ], !dbg !430
  %44 = phi ptr [ %7, %27 ], [ %49, %55 ], !dbg !430
  %45 = getelementptr inbounds i32, ptr %44, i64 %4, !dbg !450
  %46 = load i32, ptr %45, align 4, !dbg !450, !tbaa !150
    #dbg_value(i32 %46, !429, !DIExpression(), !430)
  tail call void @free(ptr noundef nonnull %44), !dbg !451
  tail call void @free(ptr noundef %43), !dbg !452
  ret i32 %46, !dbg !453

47:                                               ; preds = %30, %55
  %48 = phi ptr [ %7, %30 ], [ %49, %55 ]
  %49 = phi ptr [ %8, %30 ], [ %48, %55 ]
  %50 = phi i64 [ 1, %30 ], [ %56, %55 ]
    #dbg_value(ptr %48, !413, !DIExpression(), !430)
    #dbg_value(ptr %49, !414, !DIExpression(), !430)
    #dbg_value(i64 %50, !417, !DIExpression(), !446)
  %51 = trunc i64 %50 to i32, !dbg !454
  store i32 %51, ptr %49, align 4, !dbg !455, !tbaa !150
    #dbg_value(i64 1, !419, !DIExpression(), !456)
  br i1 %31, label %55, label %52, !dbg !457

52:                                               ; preds = %47
  %53 = getelementptr i8, ptr %28, i64 %50
  %54 = load i32, ptr %48, align 4, !dbg !458, !tbaa !150
  br label %58, !dbg !457

55:                                               ; preds = %58, %47
    #dbg_value(ptr %48, !428, !DIExpression(), !459)
    #dbg_value(ptr %49, !413, !DIExpression(), !430)
    #dbg_value(ptr %48, !414, !DIExpression(), !430)
  %56 = add nuw i64 %50, 1, !dbg !460
    #dbg_value(i64 %56, !417, !DIExpression(), !446)
  %57 = icmp eq i64 %56, %34, !dbg !447
  br i1 %57, label %42, label %47, !dbg !445, !llvm.loop !461

58:                                               ; preds = %52, %58
  %59 = phi i32 [ %51, %52 ], [ %74, %58 ], !dbg !463
  %60 = phi i32 [ %54, %52 ], [ %69, %58 ], !dbg !458
  %61 = phi i64 [ 1, %52 ], [ %76, %58 ]
    #dbg_value(i64 %61, !419, !DIExpression(), !456)
  %62 = load i8, ptr %53, align 1, !dbg !464, !tbaa !134
  %63 = getelementptr i8, ptr %35, i64 %61, !dbg !465
  %64 = load i8, ptr %63, align 1, !dbg !465, !tbaa !134
  %65 = icmp ne i8 %62, %64, !dbg !466
  %66 = zext i1 %65 to i32, !dbg !466
  %67 = add nsw i32 %60, %66, !dbg !467
    #dbg_value(i32 %67, !423, !DIExpression(), !468)
  %68 = getelementptr inbounds i32, ptr %48, i64 %61, !dbg !469
  %69 = load i32, ptr %68, align 4, !dbg !469, !tbaa !150
    #dbg_value(i32 %69, !426, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !468)
  %70 = add nsw i32 %59, 1, !dbg !470
    #dbg_value(i32 %70, !427, !DIExpression(), !468)
  %71 = icmp sgt i32 %67, %69, !dbg !471
  %72 = add nsw i32 %69, 1, !dbg !472
  %73 = select i1 %71, i32 %72, i32 %67, !dbg !472
  %74 = tail call i32 @llvm.smin.i32(i32 %73, i32 %70), !dbg !473
  %75 = getelementptr inbounds i32, ptr %49, i64 %61, !dbg !474
  store i32 %74, ptr %75, align 4, !dbg !475, !tbaa !150
  %76 = add nuw i64 %61, 1, !dbg !476
    #dbg_value(i64 %76, !419, !DIExpression(), !456)
  %77 = icmp eq i64 %76, %32, !dbg !477
  br i1 %77, label %55, label %58, !dbg !457, !llvm.loop !478
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 !dbg !480 {
    #dbg_value(ptr %0, !484, !DIExpression(), !495)
    #dbg_value(i32 8, !485, !DIExpression(), !495)
    #dbg_value(i32 %1, !486, !DIExpression(), !495)
  %3 = zext nneg i32 %1 to i64, !dbg !496
  %4 = add nuw nsw i64 %3, 1, !dbg !497
  %5 = tail call ptr @calloc(i64 noundef %4, i64 noundef 8) #13, !dbg !498
    #dbg_value(ptr %5, !487, !DIExpression(), !495)
  store i64 1, ptr %5, align 8, !dbg !499, !tbaa !346
    #dbg_value(i32 0, !489, !DIExpression(), !500)
  %6 = add i32 %1, 1, !dbg !501
    #dbg_value(i64 0, !489, !DIExpression(), !500)
  %7 = load i32, ptr %0, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %7, !491, !DIExpression(), !503)
  %8 = icmp sgt i32 %7, %1, !dbg !504
  br i1 %8, label %66, label %9, !dbg !506

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64, !dbg !506
  %11 = sub i32 %1, %7, !dbg !506
  %12 = zext i32 %11 to i64, !dbg !506
  %13 = add nuw nsw i64 %12, 1, !dbg !506
  %14 = icmp ult i32 %11, 13, !dbg !506
  br i1 %14, label %15, label %32, !dbg !506

15:                                               ; preds = %64, %32, %9
  %16 = phi i64 [ %10, %32 ], [ %10, %9 ], [ %48, %64 ]
  %17 = trunc i64 %16 to i32, !dbg !506
  %18 = add i32 %17, %1, !dbg !506
  %19 = and i32 %18, 1, !dbg !506
  %20 = icmp eq i32 %19, 0, !dbg !506
  br i1 %20, label %21, label %29, !dbg !506

21:                                               ; preds = %15
    #dbg_value(i64 %16, !491, !DIExpression(), !503)
  %22 = sub nsw i64 %16, %10, !dbg !507
  %23 = getelementptr inbounds i64, ptr %5, i64 %22, !dbg !508
  %24 = load i64, ptr %23, align 8, !dbg !508, !tbaa !346
  %25 = getelementptr inbounds i64, ptr %5, i64 %16, !dbg !509
  %26 = load i64, ptr %25, align 8, !dbg !510, !tbaa !346
  %27 = add nsw i64 %26, %24, !dbg !510
  store i64 %27, ptr %25, align 8, !dbg !510, !tbaa !346
  %28 = add nsw i64 %16, 1, !dbg !511
    #dbg_value(i64 %28, !491, !DIExpression(), !503)
  br label %29, !dbg !506

29:                                               ; preds = %21, %15
  %30 = phi i64 [ %16, %15 ], [ %28, %21 ]
  %31 = icmp eq i32 %17, %1, !dbg !506
  br i1 %31, label %66, label %622, !dbg !506

32:                                               ; preds = %9
  %33 = shl nsw i64 %10, 3, !dbg !506
  %34 = getelementptr i8, ptr %5, i64 %33, !dbg !506
  %35 = sub i32 %1, %7, !dbg !506
  %36 = zext i32 %35 to i64, !dbg !506
  %37 = shl nuw nsw i64 %36, 3, !dbg !506
  %38 = getelementptr i8, ptr %5, i64 %33, !dbg !506
  %39 = getelementptr i8, ptr %38, i64 %37, !dbg !506
  %40 = getelementptr i8, ptr %39, i64 8, !dbg !506
  %41 = getelementptr i8, ptr %5, i64 %37, !dbg !506
  %42 = getelementptr i8, ptr %41, i64 8, !dbg !506
  %43 = icmp ult ptr %34, %42, !dbg !506
  %44 = icmp ult ptr %5, %40, !dbg !506
  %45 = and i1 %43, %44, !dbg !506
  br i1 %45, label %15, label %46, !dbg !506

46:                                               ; preds = %32
  %47 = and i64 %13, 8589934588, !dbg !506
  %48 = add nsw i64 %47, %10, !dbg !506
  %49 = getelementptr i64, ptr %5, i64 %10, !dbg !506
  br label %50, !dbg !506

50:                                               ; preds = %50, %46
  %51 = phi i64 [ 0, %46 ], [ %62, %50 ]
  %52 = getelementptr inbounds i64, ptr %5, i64 %51, !dbg !508
  %53 = getelementptr inbounds i8, ptr %52, i64 16, !dbg !508
  %54 = load <2 x i64>, ptr %52, align 8, !dbg !508, !tbaa !346, !alias.scope !512
  %55 = load <2 x i64>, ptr %53, align 8, !dbg !508, !tbaa !346, !alias.scope !512
  %56 = getelementptr i64, ptr %49, i64 %51, !dbg !509
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !510
  %58 = load <2 x i64>, ptr %56, align 8, !dbg !510, !tbaa !346, !alias.scope !515, !noalias !512
  %59 = load <2 x i64>, ptr %57, align 8, !dbg !510, !tbaa !346, !alias.scope !515, !noalias !512
  %60 = add nsw <2 x i64> %58, %54, !dbg !510
  %61 = add nsw <2 x i64> %59, %55, !dbg !510
  store <2 x i64> %60, ptr %56, align 8, !dbg !510, !tbaa !346, !alias.scope !515, !noalias !512
  store <2 x i64> %61, ptr %57, align 8, !dbg !510, !tbaa !346, !alias.scope !515, !noalias !512
  %62 = add nuw i64 %51, 4
  %63 = icmp eq i64 %62, %47
  br i1 %63, label %64, label %50, !llvm.loop !517

64:                                               ; preds = %50
  %65 = icmp eq i64 %13, %47, !dbg !506
  br i1 %65, label %66, label %15, !dbg !506

66:                                               ; preds = %29, %622, %64, %2
    #dbg_value(i64 1, !489, !DIExpression(), !500)
  %67 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !502
  %68 = load i32, ptr %67, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %68, !491, !DIExpression(), !503)
  %69 = icmp sgt i32 %68, %1, !dbg !504
  br i1 %69, label %145, label %70, !dbg !506

70:                                               ; preds = %66
  %71 = sext i32 %68 to i64, !dbg !506
  %72 = sub i32 %1, %68, !dbg !506
  %73 = zext i32 %72 to i64, !dbg !506
  %74 = add nuw nsw i64 %73, 1, !dbg !506
  %75 = icmp ult i32 %72, 13, !dbg !506
  br i1 %75, label %110, label %76, !dbg !506

76:                                               ; preds = %70
  %77 = shl nsw i64 %71, 3, !dbg !506
  %78 = getelementptr i8, ptr %5, i64 %77, !dbg !506
  %79 = sub i32 %1, %68, !dbg !506
  %80 = zext i32 %79 to i64, !dbg !506
  %81 = shl nuw nsw i64 %80, 3, !dbg !506
  %82 = getelementptr i8, ptr %5, i64 %77, !dbg !506
  %83 = getelementptr i8, ptr %82, i64 %81, !dbg !506
  %84 = getelementptr i8, ptr %83, i64 8, !dbg !506
  %85 = getelementptr i8, ptr %5, i64 %81, !dbg !506
  %86 = getelementptr i8, ptr %85, i64 8, !dbg !506
  %87 = icmp ult ptr %78, %86, !dbg !506
  %88 = icmp ult ptr %5, %84, !dbg !506
  %89 = and i1 %87, %88, !dbg !506
  br i1 %89, label %110, label %90, !dbg !506

90:                                               ; preds = %76
  %91 = and i64 %74, 8589934588, !dbg !506
  %92 = add nsw i64 %91, %71, !dbg !506
  %93 = getelementptr i64, ptr %5, i64 %71, !dbg !506
  br label %94, !dbg !506

94:                                               ; preds = %94, %90
  %95 = phi i64 [ 0, %90 ], [ %106, %94 ]
  %96 = getelementptr inbounds i64, ptr %5, i64 %95, !dbg !508
  %97 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !508
  %98 = load <2 x i64>, ptr %96, align 8, !dbg !508, !tbaa !346, !alias.scope !519
  %99 = load <2 x i64>, ptr %97, align 8, !dbg !508, !tbaa !346, !alias.scope !519
  %100 = getelementptr i64, ptr %93, i64 %95, !dbg !509
  %101 = getelementptr inbounds i8, ptr %100, i64 16, !dbg !510
  %102 = load <2 x i64>, ptr %100, align 8, !dbg !510, !tbaa !346, !alias.scope !522, !noalias !519
  %103 = load <2 x i64>, ptr %101, align 8, !dbg !510, !tbaa !346, !alias.scope !522, !noalias !519
  %104 = add nsw <2 x i64> %102, %98, !dbg !510
  %105 = add nsw <2 x i64> %103, %99, !dbg !510
  store <2 x i64> %104, ptr %100, align 8, !dbg !510, !tbaa !346, !alias.scope !522, !noalias !519
  store <2 x i64> %105, ptr %101, align 8, !dbg !510, !tbaa !346, !alias.scope !522, !noalias !519
  %106 = add nuw i64 %95, 4
  %107 = icmp eq i64 %106, %91
  br i1 %107, label %108, label %94, !llvm.loop !524

108:                                              ; preds = %94
  %109 = icmp eq i64 %74, %91, !dbg !506
  br i1 %109, label %145, label %110, !dbg !506

110:                                              ; preds = %108, %76, %70
  %111 = phi i64 [ %71, %76 ], [ %71, %70 ], [ %92, %108 ]
  %112 = trunc i64 %111 to i32, !dbg !506
  %113 = add i32 %112, %1, !dbg !506
  %114 = and i32 %113, 1, !dbg !506
  %115 = icmp eq i32 %114, 0, !dbg !506
  br i1 %115, label %116, label %124, !dbg !506

116:                                              ; preds = %110
    #dbg_value(i64 %111, !491, !DIExpression(), !503)
  %117 = sub nsw i64 %111, %71, !dbg !507
  %118 = getelementptr inbounds i64, ptr %5, i64 %117, !dbg !508
  %119 = load i64, ptr %118, align 8, !dbg !508, !tbaa !346
  %120 = getelementptr inbounds i64, ptr %5, i64 %111, !dbg !509
  %121 = load i64, ptr %120, align 8, !dbg !510, !tbaa !346
  %122 = add nsw i64 %121, %119, !dbg !510
  store i64 %122, ptr %120, align 8, !dbg !510, !tbaa !346
  %123 = add nsw i64 %111, 1, !dbg !511
    #dbg_value(i64 %123, !491, !DIExpression(), !503)
  br label %124, !dbg !506

124:                                              ; preds = %116, %110
  %125 = phi i64 [ %111, %110 ], [ %123, %116 ]
  %126 = icmp eq i32 %112, %1, !dbg !506
  br i1 %126, label %145, label %127, !dbg !506

127:                                              ; preds = %124, %127
  %128 = phi i64 [ %142, %127 ], [ %125, %124 ]
    #dbg_value(i64 %128, !491, !DIExpression(), !503)
  %129 = sub nsw i64 %128, %71, !dbg !507
  %130 = getelementptr inbounds i64, ptr %5, i64 %129, !dbg !508
  %131 = load i64, ptr %130, align 8, !dbg !508, !tbaa !346
  %132 = getelementptr inbounds i64, ptr %5, i64 %128, !dbg !509
  %133 = load i64, ptr %132, align 8, !dbg !510, !tbaa !346
  %134 = add nsw i64 %133, %131, !dbg !510
  store i64 %134, ptr %132, align 8, !dbg !510, !tbaa !346
  %135 = add nsw i64 %128, 1, !dbg !511
    #dbg_value(i64 %135, !491, !DIExpression(), !503)
  %136 = sub nsw i64 %135, %71, !dbg !507
  %137 = getelementptr inbounds i64, ptr %5, i64 %136, !dbg !508
  %138 = load i64, ptr %137, align 8, !dbg !508, !tbaa !346
  %139 = getelementptr inbounds i64, ptr %5, i64 %135, !dbg !509
  %140 = load i64, ptr %139, align 8, !dbg !510, !tbaa !346
  %141 = add nsw i64 %140, %138, !dbg !510
  store i64 %141, ptr %139, align 8, !dbg !510, !tbaa !346
  %142 = add nsw i64 %128, 2, !dbg !511
    #dbg_value(i64 %142, !491, !DIExpression(), !503)
  %143 = trunc i64 %142 to i32, !dbg !504
  %144 = icmp eq i32 %6, %143, !dbg !504
  br i1 %144, label %145, label %127, !dbg !506, !llvm.loop !525

145:                                              ; preds = %124, %127, %108, %66
    #dbg_value(i64 2, !489, !DIExpression(), !500)
  %146 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !502
  %147 = load i32, ptr %146, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %147, !491, !DIExpression(), !503)
  %148 = icmp sgt i32 %147, %1, !dbg !504
  br i1 %148, label %224, label %149, !dbg !506

149:                                              ; preds = %145
  %150 = sext i32 %147 to i64, !dbg !506
  %151 = sub i32 %1, %147, !dbg !506
  %152 = zext i32 %151 to i64, !dbg !506
  %153 = add nuw nsw i64 %152, 1, !dbg !506
  %154 = icmp ult i32 %151, 13, !dbg !506
  br i1 %154, label %189, label %155, !dbg !506

155:                                              ; preds = %149
  %156 = shl nsw i64 %150, 3, !dbg !506
  %157 = getelementptr i8, ptr %5, i64 %156, !dbg !506
  %158 = sub i32 %1, %147, !dbg !506
  %159 = zext i32 %158 to i64, !dbg !506
  %160 = shl nuw nsw i64 %159, 3, !dbg !506
  %161 = getelementptr i8, ptr %5, i64 %156, !dbg !506
  %162 = getelementptr i8, ptr %161, i64 %160, !dbg !506
  %163 = getelementptr i8, ptr %162, i64 8, !dbg !506
  %164 = getelementptr i8, ptr %5, i64 %160, !dbg !506
  %165 = getelementptr i8, ptr %164, i64 8, !dbg !506
  %166 = icmp ult ptr %157, %165, !dbg !506
  %167 = icmp ult ptr %5, %163, !dbg !506
  %168 = and i1 %166, %167, !dbg !506
  br i1 %168, label %189, label %169, !dbg !506

169:                                              ; preds = %155
  %170 = and i64 %153, 8589934588, !dbg !506
  %171 = add nsw i64 %170, %150, !dbg !506
  %172 = getelementptr i64, ptr %5, i64 %150, !dbg !506
  br label %173, !dbg !506

173:                                              ; preds = %173, %169
  %174 = phi i64 [ 0, %169 ], [ %185, %173 ]
  %175 = getelementptr inbounds i64, ptr %5, i64 %174, !dbg !508
  %176 = getelementptr inbounds i8, ptr %175, i64 16, !dbg !508
  %177 = load <2 x i64>, ptr %175, align 8, !dbg !508, !tbaa !346, !alias.scope !526
  %178 = load <2 x i64>, ptr %176, align 8, !dbg !508, !tbaa !346, !alias.scope !526
  %179 = getelementptr i64, ptr %172, i64 %174, !dbg !509
  %180 = getelementptr inbounds i8, ptr %179, i64 16, !dbg !510
  %181 = load <2 x i64>, ptr %179, align 8, !dbg !510, !tbaa !346, !alias.scope !529, !noalias !526
  %182 = load <2 x i64>, ptr %180, align 8, !dbg !510, !tbaa !346, !alias.scope !529, !noalias !526
  %183 = add nsw <2 x i64> %181, %177, !dbg !510
  %184 = add nsw <2 x i64> %182, %178, !dbg !510
  store <2 x i64> %183, ptr %179, align 8, !dbg !510, !tbaa !346, !alias.scope !529, !noalias !526
  store <2 x i64> %184, ptr %180, align 8, !dbg !510, !tbaa !346, !alias.scope !529, !noalias !526
  %185 = add nuw i64 %174, 4
  %186 = icmp eq i64 %185, %170
  br i1 %186, label %187, label %173, !llvm.loop !531

187:                                              ; preds = %173
  %188 = icmp eq i64 %153, %170, !dbg !506
  br i1 %188, label %224, label %189, !dbg !506

189:                                              ; preds = %187, %155, %149
  %190 = phi i64 [ %150, %155 ], [ %150, %149 ], [ %171, %187 ]
  %191 = trunc i64 %190 to i32, !dbg !506
  %192 = add i32 %191, %1, !dbg !506
  %193 = and i32 %192, 1, !dbg !506
  %194 = icmp eq i32 %193, 0, !dbg !506
  br i1 %194, label %195, label %203, !dbg !506

195:                                              ; preds = %189
    #dbg_value(i64 %190, !491, !DIExpression(), !503)
  %196 = sub nsw i64 %190, %150, !dbg !507
  %197 = getelementptr inbounds i64, ptr %5, i64 %196, !dbg !508
  %198 = load i64, ptr %197, align 8, !dbg !508, !tbaa !346
  %199 = getelementptr inbounds i64, ptr %5, i64 %190, !dbg !509
  %200 = load i64, ptr %199, align 8, !dbg !510, !tbaa !346
  %201 = add nsw i64 %200, %198, !dbg !510
  store i64 %201, ptr %199, align 8, !dbg !510, !tbaa !346
  %202 = add nsw i64 %190, 1, !dbg !511
    #dbg_value(i64 %202, !491, !DIExpression(), !503)
  br label %203, !dbg !506

203:                                              ; preds = %195, %189
  %204 = phi i64 [ %190, %189 ], [ %202, %195 ]
  %205 = icmp eq i32 %191, %1, !dbg !506
  br i1 %205, label %224, label %206, !dbg !506

206:                                              ; preds = %203, %206
  %207 = phi i64 [ %221, %206 ], [ %204, %203 ]
    #dbg_value(i64 %207, !491, !DIExpression(), !503)
  %208 = sub nsw i64 %207, %150, !dbg !507
  %209 = getelementptr inbounds i64, ptr %5, i64 %208, !dbg !508
  %210 = load i64, ptr %209, align 8, !dbg !508, !tbaa !346
  %211 = getelementptr inbounds i64, ptr %5, i64 %207, !dbg !509
  %212 = load i64, ptr %211, align 8, !dbg !510, !tbaa !346
  %213 = add nsw i64 %212, %210, !dbg !510
  store i64 %213, ptr %211, align 8, !dbg !510, !tbaa !346
  %214 = add nsw i64 %207, 1, !dbg !511
    #dbg_value(i64 %214, !491, !DIExpression(), !503)
  %215 = sub nsw i64 %214, %150, !dbg !507
  %216 = getelementptr inbounds i64, ptr %5, i64 %215, !dbg !508
  %217 = load i64, ptr %216, align 8, !dbg !508, !tbaa !346
  %218 = getelementptr inbounds i64, ptr %5, i64 %214, !dbg !509
  %219 = load i64, ptr %218, align 8, !dbg !510, !tbaa !346
  %220 = add nsw i64 %219, %217, !dbg !510
  store i64 %220, ptr %218, align 8, !dbg !510, !tbaa !346
  %221 = add nsw i64 %207, 2, !dbg !511
    #dbg_value(i64 %221, !491, !DIExpression(), !503)
  %222 = trunc i64 %221 to i32, !dbg !504
  %223 = icmp eq i32 %6, %222, !dbg !504
  br i1 %223, label %224, label %206, !dbg !506, !llvm.loop !532

224:                                              ; preds = %203, %206, %187, %145
    #dbg_value(i64 3, !489, !DIExpression(), !500)
  %225 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !502
  %226 = load i32, ptr %225, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %226, !491, !DIExpression(), !503)
  %227 = icmp sgt i32 %226, %1, !dbg !504
  br i1 %227, label %303, label %228, !dbg !506

228:                                              ; preds = %224
  %229 = sext i32 %226 to i64, !dbg !506
  %230 = sub i32 %1, %226, !dbg !506
  %231 = zext i32 %230 to i64, !dbg !506
  %232 = add nuw nsw i64 %231, 1, !dbg !506
  %233 = icmp ult i32 %230, 13, !dbg !506
  br i1 %233, label %268, label %234, !dbg !506

234:                                              ; preds = %228
  %235 = shl nsw i64 %229, 3, !dbg !506
  %236 = getelementptr i8, ptr %5, i64 %235, !dbg !506
  %237 = sub i32 %1, %226, !dbg !506
  %238 = zext i32 %237 to i64, !dbg !506
  %239 = shl nuw nsw i64 %238, 3, !dbg !506
  %240 = getelementptr i8, ptr %5, i64 %235, !dbg !506
  %241 = getelementptr i8, ptr %240, i64 %239, !dbg !506
  %242 = getelementptr i8, ptr %241, i64 8, !dbg !506
  %243 = getelementptr i8, ptr %5, i64 %239, !dbg !506
  %244 = getelementptr i8, ptr %243, i64 8, !dbg !506
  %245 = icmp ult ptr %236, %244, !dbg !506
  %246 = icmp ult ptr %5, %242, !dbg !506
  %247 = and i1 %245, %246, !dbg !506
  br i1 %247, label %268, label %248, !dbg !506

248:                                              ; preds = %234
  %249 = and i64 %232, 8589934588, !dbg !506
  %250 = add nsw i64 %249, %229, !dbg !506
  %251 = getelementptr i64, ptr %5, i64 %229, !dbg !506
  br label %252, !dbg !506

252:                                              ; preds = %252, %248
  %253 = phi i64 [ 0, %248 ], [ %264, %252 ]
  %254 = getelementptr inbounds i64, ptr %5, i64 %253, !dbg !508
  %255 = getelementptr inbounds i8, ptr %254, i64 16, !dbg !508
  %256 = load <2 x i64>, ptr %254, align 8, !dbg !508, !tbaa !346, !alias.scope !533
  %257 = load <2 x i64>, ptr %255, align 8, !dbg !508, !tbaa !346, !alias.scope !533
  %258 = getelementptr i64, ptr %251, i64 %253, !dbg !509
  %259 = getelementptr inbounds i8, ptr %258, i64 16, !dbg !510
  %260 = load <2 x i64>, ptr %258, align 8, !dbg !510, !tbaa !346, !alias.scope !536, !noalias !533
  %261 = load <2 x i64>, ptr %259, align 8, !dbg !510, !tbaa !346, !alias.scope !536, !noalias !533
  %262 = add nsw <2 x i64> %260, %256, !dbg !510
  %263 = add nsw <2 x i64> %261, %257, !dbg !510
  store <2 x i64> %262, ptr %258, align 8, !dbg !510, !tbaa !346, !alias.scope !536, !noalias !533
  store <2 x i64> %263, ptr %259, align 8, !dbg !510, !tbaa !346, !alias.scope !536, !noalias !533
  %264 = add nuw i64 %253, 4
  %265 = icmp eq i64 %264, %249
  br i1 %265, label %266, label %252, !llvm.loop !538

266:                                              ; preds = %252
  %267 = icmp eq i64 %232, %249, !dbg !506
  br i1 %267, label %303, label %268, !dbg !506

268:                                              ; preds = %266, %234, %228
  %269 = phi i64 [ %229, %234 ], [ %229, %228 ], [ %250, %266 ]
  %270 = trunc i64 %269 to i32, !dbg !506
  %271 = add i32 %270, %1, !dbg !506
  %272 = and i32 %271, 1, !dbg !506
  %273 = icmp eq i32 %272, 0, !dbg !506
  br i1 %273, label %274, label %282, !dbg !506

274:                                              ; preds = %268
    #dbg_value(i64 %269, !491, !DIExpression(), !503)
  %275 = sub nsw i64 %269, %229, !dbg !507
  %276 = getelementptr inbounds i64, ptr %5, i64 %275, !dbg !508
  %277 = load i64, ptr %276, align 8, !dbg !508, !tbaa !346
  %278 = getelementptr inbounds i64, ptr %5, i64 %269, !dbg !509
  %279 = load i64, ptr %278, align 8, !dbg !510, !tbaa !346
  %280 = add nsw i64 %279, %277, !dbg !510
  store i64 %280, ptr %278, align 8, !dbg !510, !tbaa !346
  %281 = add nsw i64 %269, 1, !dbg !511
    #dbg_value(i64 %281, !491, !DIExpression(), !503)
  br label %282, !dbg !506

282:                                              ; preds = %274, %268
  %283 = phi i64 [ %269, %268 ], [ %281, %274 ]
  %284 = icmp eq i32 %270, %1, !dbg !506
  br i1 %284, label %303, label %285, !dbg !506

285:                                              ; preds = %282, %285
  %286 = phi i64 [ %300, %285 ], [ %283, %282 ]
    #dbg_value(i64 %286, !491, !DIExpression(), !503)
  %287 = sub nsw i64 %286, %229, !dbg !507
  %288 = getelementptr inbounds i64, ptr %5, i64 %287, !dbg !508
  %289 = load i64, ptr %288, align 8, !dbg !508, !tbaa !346
  %290 = getelementptr inbounds i64, ptr %5, i64 %286, !dbg !509
  %291 = load i64, ptr %290, align 8, !dbg !510, !tbaa !346
  %292 = add nsw i64 %291, %289, !dbg !510
  store i64 %292, ptr %290, align 8, !dbg !510, !tbaa !346
  %293 = add nsw i64 %286, 1, !dbg !511
    #dbg_value(i64 %293, !491, !DIExpression(), !503)
  %294 = sub nsw i64 %293, %229, !dbg !507
  %295 = getelementptr inbounds i64, ptr %5, i64 %294, !dbg !508
  %296 = load i64, ptr %295, align 8, !dbg !508, !tbaa !346
  %297 = getelementptr inbounds i64, ptr %5, i64 %293, !dbg !509
  %298 = load i64, ptr %297, align 8, !dbg !510, !tbaa !346
  %299 = add nsw i64 %298, %296, !dbg !510
  store i64 %299, ptr %297, align 8, !dbg !510, !tbaa !346
  %300 = add nsw i64 %286, 2, !dbg !511
    #dbg_value(i64 %300, !491, !DIExpression(), !503)
  %301 = trunc i64 %300 to i32, !dbg !504
  %302 = icmp eq i32 %6, %301, !dbg !504
  br i1 %302, label %303, label %285, !dbg !506, !llvm.loop !539

303:                                              ; preds = %282, %285, %266, %224
    #dbg_value(i64 4, !489, !DIExpression(), !500)
  %304 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !502
  %305 = load i32, ptr %304, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %305, !491, !DIExpression(), !503)
  %306 = icmp sgt i32 %305, %1, !dbg !504
  br i1 %306, label %382, label %307, !dbg !506

307:                                              ; preds = %303
  %308 = sext i32 %305 to i64, !dbg !506
  %309 = sub i32 %1, %305, !dbg !506
  %310 = zext i32 %309 to i64, !dbg !506
  %311 = add nuw nsw i64 %310, 1, !dbg !506
  %312 = icmp ult i32 %309, 13, !dbg !506
  br i1 %312, label %347, label %313, !dbg !506

313:                                              ; preds = %307
  %314 = shl nsw i64 %308, 3, !dbg !506
  %315 = getelementptr i8, ptr %5, i64 %314, !dbg !506
  %316 = sub i32 %1, %305, !dbg !506
  %317 = zext i32 %316 to i64, !dbg !506
  %318 = shl nuw nsw i64 %317, 3, !dbg !506
  %319 = getelementptr i8, ptr %5, i64 %314, !dbg !506
  %320 = getelementptr i8, ptr %319, i64 %318, !dbg !506
  %321 = getelementptr i8, ptr %320, i64 8, !dbg !506
  %322 = getelementptr i8, ptr %5, i64 %318, !dbg !506
  %323 = getelementptr i8, ptr %322, i64 8, !dbg !506
  %324 = icmp ult ptr %315, %323, !dbg !506
  %325 = icmp ult ptr %5, %321, !dbg !506
  %326 = and i1 %324, %325, !dbg !506
  br i1 %326, label %347, label %327, !dbg !506

327:                                              ; preds = %313
  %328 = and i64 %311, 8589934588, !dbg !506
  %329 = add nsw i64 %328, %308, !dbg !506
  %330 = getelementptr i64, ptr %5, i64 %308, !dbg !506
  br label %331, !dbg !506

331:                                              ; preds = %331, %327
  %332 = phi i64 [ 0, %327 ], [ %343, %331 ]
  %333 = getelementptr inbounds i64, ptr %5, i64 %332, !dbg !508
  %334 = getelementptr inbounds i8, ptr %333, i64 16, !dbg !508
  %335 = load <2 x i64>, ptr %333, align 8, !dbg !508, !tbaa !346, !alias.scope !540
  %336 = load <2 x i64>, ptr %334, align 8, !dbg !508, !tbaa !346, !alias.scope !540
  %337 = getelementptr i64, ptr %330, i64 %332, !dbg !509
  %338 = getelementptr inbounds i8, ptr %337, i64 16, !dbg !510
  %339 = load <2 x i64>, ptr %337, align 8, !dbg !510, !tbaa !346, !alias.scope !543, !noalias !540
  %340 = load <2 x i64>, ptr %338, align 8, !dbg !510, !tbaa !346, !alias.scope !543, !noalias !540
  %341 = add nsw <2 x i64> %339, %335, !dbg !510
  %342 = add nsw <2 x i64> %340, %336, !dbg !510
  store <2 x i64> %341, ptr %337, align 8, !dbg !510, !tbaa !346, !alias.scope !543, !noalias !540
  store <2 x i64> %342, ptr %338, align 8, !dbg !510, !tbaa !346, !alias.scope !543, !noalias !540
  %343 = add nuw i64 %332, 4
  %344 = icmp eq i64 %343, %328
  br i1 %344, label %345, label %331, !llvm.loop !545

345:                                              ; preds = %331
  %346 = icmp eq i64 %311, %328, !dbg !506
  br i1 %346, label %382, label %347, !dbg !506

347:                                              ; preds = %345, %313, %307
  %348 = phi i64 [ %308, %313 ], [ %308, %307 ], [ %329, %345 ]
  %349 = trunc i64 %348 to i32, !dbg !506
  %350 = add i32 %349, %1, !dbg !506
  %351 = and i32 %350, 1, !dbg !506
  %352 = icmp eq i32 %351, 0, !dbg !506
  br i1 %352, label %353, label %361, !dbg !506

353:                                              ; preds = %347
    #dbg_value(i64 %348, !491, !DIExpression(), !503)
  %354 = sub nsw i64 %348, %308, !dbg !507
  %355 = getelementptr inbounds i64, ptr %5, i64 %354, !dbg !508
  %356 = load i64, ptr %355, align 8, !dbg !508, !tbaa !346
  %357 = getelementptr inbounds i64, ptr %5, i64 %348, !dbg !509
  %358 = load i64, ptr %357, align 8, !dbg !510, !tbaa !346
  %359 = add nsw i64 %358, %356, !dbg !510
  store i64 %359, ptr %357, align 8, !dbg !510, !tbaa !346
  %360 = add nsw i64 %348, 1, !dbg !511
    #dbg_value(i64 %360, !491, !DIExpression(), !503)
  br label %361, !dbg !506

361:                                              ; preds = %353, %347
  %362 = phi i64 [ %348, %347 ], [ %360, %353 ]
  %363 = icmp eq i32 %349, %1, !dbg !506
  br i1 %363, label %382, label %364, !dbg !506

364:                                              ; preds = %361, %364
  %365 = phi i64 [ %379, %364 ], [ %362, %361 ]
    #dbg_value(i64 %365, !491, !DIExpression(), !503)
  %366 = sub nsw i64 %365, %308, !dbg !507
  %367 = getelementptr inbounds i64, ptr %5, i64 %366, !dbg !508
  %368 = load i64, ptr %367, align 8, !dbg !508, !tbaa !346
  %369 = getelementptr inbounds i64, ptr %5, i64 %365, !dbg !509
  %370 = load i64, ptr %369, align 8, !dbg !510, !tbaa !346
  %371 = add nsw i64 %370, %368, !dbg !510
  store i64 %371, ptr %369, align 8, !dbg !510, !tbaa !346
  %372 = add nsw i64 %365, 1, !dbg !511
    #dbg_value(i64 %372, !491, !DIExpression(), !503)
  %373 = sub nsw i64 %372, %308, !dbg !507
  %374 = getelementptr inbounds i64, ptr %5, i64 %373, !dbg !508
  %375 = load i64, ptr %374, align 8, !dbg !508, !tbaa !346
  %376 = getelementptr inbounds i64, ptr %5, i64 %372, !dbg !509
  %377 = load i64, ptr %376, align 8, !dbg !510, !tbaa !346
  %378 = add nsw i64 %377, %375, !dbg !510
  store i64 %378, ptr %376, align 8, !dbg !510, !tbaa !346
  %379 = add nsw i64 %365, 2, !dbg !511
    #dbg_value(i64 %379, !491, !DIExpression(), !503)
  %380 = trunc i64 %379 to i32, !dbg !504
  %381 = icmp eq i32 %6, %380, !dbg !504
  br i1 %381, label %382, label %364, !dbg !506, !llvm.loop !546

382:                                              ; preds = %361, %364, %345, %303
    #dbg_value(i64 5, !489, !DIExpression(), !500)
  %383 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !502
  %384 = load i32, ptr %383, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %384, !491, !DIExpression(), !503)
  %385 = icmp sgt i32 %384, %1, !dbg !504
  br i1 %385, label %461, label %386, !dbg !506

386:                                              ; preds = %382
  %387 = sext i32 %384 to i64, !dbg !506
  %388 = sub i32 %1, %384, !dbg !506
  %389 = zext i32 %388 to i64, !dbg !506
  %390 = add nuw nsw i64 %389, 1, !dbg !506
  %391 = icmp ult i32 %388, 13, !dbg !506
  br i1 %391, label %426, label %392, !dbg !506

392:                                              ; preds = %386
  %393 = shl nsw i64 %387, 3, !dbg !506
  %394 = getelementptr i8, ptr %5, i64 %393, !dbg !506
  %395 = sub i32 %1, %384, !dbg !506
  %396 = zext i32 %395 to i64, !dbg !506
  %397 = shl nuw nsw i64 %396, 3, !dbg !506
  %398 = getelementptr i8, ptr %5, i64 %393, !dbg !506
  %399 = getelementptr i8, ptr %398, i64 %397, !dbg !506
  %400 = getelementptr i8, ptr %399, i64 8, !dbg !506
  %401 = getelementptr i8, ptr %5, i64 %397, !dbg !506
  %402 = getelementptr i8, ptr %401, i64 8, !dbg !506
  %403 = icmp ult ptr %394, %402, !dbg !506
  %404 = icmp ult ptr %5, %400, !dbg !506
  %405 = and i1 %403, %404, !dbg !506
  br i1 %405, label %426, label %406, !dbg !506

406:                                              ; preds = %392
  %407 = and i64 %390, 8589934588, !dbg !506
  %408 = add nsw i64 %407, %387, !dbg !506
  %409 = getelementptr i64, ptr %5, i64 %387, !dbg !506
  br label %410, !dbg !506

410:                                              ; preds = %410, %406
  %411 = phi i64 [ 0, %406 ], [ %422, %410 ]
  %412 = getelementptr inbounds i64, ptr %5, i64 %411, !dbg !508
  %413 = getelementptr inbounds i8, ptr %412, i64 16, !dbg !508
  %414 = load <2 x i64>, ptr %412, align 8, !dbg !508, !tbaa !346, !alias.scope !547
  %415 = load <2 x i64>, ptr %413, align 8, !dbg !508, !tbaa !346, !alias.scope !547
  %416 = getelementptr i64, ptr %409, i64 %411, !dbg !509
  %417 = getelementptr inbounds i8, ptr %416, i64 16, !dbg !510
  %418 = load <2 x i64>, ptr %416, align 8, !dbg !510, !tbaa !346, !alias.scope !550, !noalias !547
  %419 = load <2 x i64>, ptr %417, align 8, !dbg !510, !tbaa !346, !alias.scope !550, !noalias !547
  %420 = add nsw <2 x i64> %418, %414, !dbg !510
  %421 = add nsw <2 x i64> %419, %415, !dbg !510
  store <2 x i64> %420, ptr %416, align 8, !dbg !510, !tbaa !346, !alias.scope !550, !noalias !547
  store <2 x i64> %421, ptr %417, align 8, !dbg !510, !tbaa !346, !alias.scope !550, !noalias !547
  %422 = add nuw i64 %411, 4
  %423 = icmp eq i64 %422, %407
  br i1 %423, label %424, label %410, !llvm.loop !552

424:                                              ; preds = %410
  %425 = icmp eq i64 %390, %407, !dbg !506
  br i1 %425, label %461, label %426, !dbg !506

426:                                              ; preds = %424, %392, %386
  %427 = phi i64 [ %387, %392 ], [ %387, %386 ], [ %408, %424 ]
  %428 = trunc i64 %427 to i32, !dbg !506
  %429 = add i32 %428, %1, !dbg !506
  %430 = and i32 %429, 1, !dbg !506
  %431 = icmp eq i32 %430, 0, !dbg !506
  br i1 %431, label %432, label %440, !dbg !506

432:                                              ; preds = %426
    #dbg_value(i64 %427, !491, !DIExpression(), !503)
  %433 = sub nsw i64 %427, %387, !dbg !507
  %434 = getelementptr inbounds i64, ptr %5, i64 %433, !dbg !508
  %435 = load i64, ptr %434, align 8, !dbg !508, !tbaa !346
  %436 = getelementptr inbounds i64, ptr %5, i64 %427, !dbg !509
  %437 = load i64, ptr %436, align 8, !dbg !510, !tbaa !346
  %438 = add nsw i64 %437, %435, !dbg !510
  store i64 %438, ptr %436, align 8, !dbg !510, !tbaa !346
  %439 = add nsw i64 %427, 1, !dbg !511
    #dbg_value(i64 %439, !491, !DIExpression(), !503)
  br label %440, !dbg !506

440:                                              ; preds = %432, %426
  %441 = phi i64 [ %427, %426 ], [ %439, %432 ]
  %442 = icmp eq i32 %428, %1, !dbg !506
  br i1 %442, label %461, label %443, !dbg !506

443:                                              ; preds = %440, %443
  %444 = phi i64 [ %458, %443 ], [ %441, %440 ]
    #dbg_value(i64 %444, !491, !DIExpression(), !503)
  %445 = sub nsw i64 %444, %387, !dbg !507
  %446 = getelementptr inbounds i64, ptr %5, i64 %445, !dbg !508
  %447 = load i64, ptr %446, align 8, !dbg !508, !tbaa !346
  %448 = getelementptr inbounds i64, ptr %5, i64 %444, !dbg !509
  %449 = load i64, ptr %448, align 8, !dbg !510, !tbaa !346
  %450 = add nsw i64 %449, %447, !dbg !510
  store i64 %450, ptr %448, align 8, !dbg !510, !tbaa !346
  %451 = add nsw i64 %444, 1, !dbg !511
    #dbg_value(i64 %451, !491, !DIExpression(), !503)
  %452 = sub nsw i64 %451, %387, !dbg !507
  %453 = getelementptr inbounds i64, ptr %5, i64 %452, !dbg !508
  %454 = load i64, ptr %453, align 8, !dbg !508, !tbaa !346
  %455 = getelementptr inbounds i64, ptr %5, i64 %451, !dbg !509
  %456 = load i64, ptr %455, align 8, !dbg !510, !tbaa !346
  %457 = add nsw i64 %456, %454, !dbg !510
  store i64 %457, ptr %455, align 8, !dbg !510, !tbaa !346
  %458 = add nsw i64 %444, 2, !dbg !511
    #dbg_value(i64 %458, !491, !DIExpression(), !503)
  %459 = trunc i64 %458 to i32, !dbg !504
  %460 = icmp eq i32 %6, %459, !dbg !504
  br i1 %460, label %461, label %443, !dbg !506, !llvm.loop !553

461:                                              ; preds = %440, %443, %424, %382
    #dbg_value(i64 6, !489, !DIExpression(), !500)
  %462 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !502
  %463 = load i32, ptr %462, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %463, !491, !DIExpression(), !503)
  %464 = icmp sgt i32 %463, %1, !dbg !504
  br i1 %464, label %540, label %465, !dbg !506

465:                                              ; preds = %461
  %466 = sext i32 %463 to i64, !dbg !506
  %467 = sub i32 %1, %463, !dbg !506
  %468 = zext i32 %467 to i64, !dbg !506
  %469 = add nuw nsw i64 %468, 1, !dbg !506
  %470 = icmp ult i32 %467, 13, !dbg !506
  br i1 %470, label %505, label %471, !dbg !506

471:                                              ; preds = %465
  %472 = shl nsw i64 %466, 3, !dbg !506
  %473 = getelementptr i8, ptr %5, i64 %472, !dbg !506
  %474 = sub i32 %1, %463, !dbg !506
  %475 = zext i32 %474 to i64, !dbg !506
  %476 = shl nuw nsw i64 %475, 3, !dbg !506
  %477 = getelementptr i8, ptr %5, i64 %472, !dbg !506
  %478 = getelementptr i8, ptr %477, i64 %476, !dbg !506
  %479 = getelementptr i8, ptr %478, i64 8, !dbg !506
  %480 = getelementptr i8, ptr %5, i64 %476, !dbg !506
  %481 = getelementptr i8, ptr %480, i64 8, !dbg !506
  %482 = icmp ult ptr %473, %481, !dbg !506
  %483 = icmp ult ptr %5, %479, !dbg !506
  %484 = and i1 %482, %483, !dbg !506
  br i1 %484, label %505, label %485, !dbg !506

485:                                              ; preds = %471
  %486 = and i64 %469, 8589934588, !dbg !506
  %487 = add nsw i64 %486, %466, !dbg !506
  %488 = getelementptr i64, ptr %5, i64 %466, !dbg !506
  br label %489, !dbg !506

489:                                              ; preds = %489, %485
  %490 = phi i64 [ 0, %485 ], [ %501, %489 ]
  %491 = getelementptr inbounds i64, ptr %5, i64 %490, !dbg !508
  %492 = getelementptr inbounds i8, ptr %491, i64 16, !dbg !508
  %493 = load <2 x i64>, ptr %491, align 8, !dbg !508, !tbaa !346, !alias.scope !554
  %494 = load <2 x i64>, ptr %492, align 8, !dbg !508, !tbaa !346, !alias.scope !554
  %495 = getelementptr i64, ptr %488, i64 %490, !dbg !509
  %496 = getelementptr inbounds i8, ptr %495, i64 16, !dbg !510
  %497 = load <2 x i64>, ptr %495, align 8, !dbg !510, !tbaa !346, !alias.scope !557, !noalias !554
  %498 = load <2 x i64>, ptr %496, align 8, !dbg !510, !tbaa !346, !alias.scope !557, !noalias !554
  %499 = add nsw <2 x i64> %497, %493, !dbg !510
  %500 = add nsw <2 x i64> %498, %494, !dbg !510
  store <2 x i64> %499, ptr %495, align 8, !dbg !510, !tbaa !346, !alias.scope !557, !noalias !554
  store <2 x i64> %500, ptr %496, align 8, !dbg !510, !tbaa !346, !alias.scope !557, !noalias !554
  %501 = add nuw i64 %490, 4
  %502 = icmp eq i64 %501, %486
  br i1 %502, label %503, label %489, !llvm.loop !559

503:                                              ; preds = %489
  %504 = icmp eq i64 %469, %486, !dbg !506
  br i1 %504, label %540, label %505, !dbg !506

505:                                              ; preds = %503, %471, %465
  %506 = phi i64 [ %466, %471 ], [ %466, %465 ], [ %487, %503 ]
  %507 = trunc i64 %506 to i32, !dbg !506
  %508 = add i32 %507, %1, !dbg !506
  %509 = and i32 %508, 1, !dbg !506
  %510 = icmp eq i32 %509, 0, !dbg !506
  br i1 %510, label %511, label %519, !dbg !506

511:                                              ; preds = %505
    #dbg_value(i64 %506, !491, !DIExpression(), !503)
  %512 = sub nsw i64 %506, %466, !dbg !507
  %513 = getelementptr inbounds i64, ptr %5, i64 %512, !dbg !508
  %514 = load i64, ptr %513, align 8, !dbg !508, !tbaa !346
  %515 = getelementptr inbounds i64, ptr %5, i64 %506, !dbg !509
  %516 = load i64, ptr %515, align 8, !dbg !510, !tbaa !346
  %517 = add nsw i64 %516, %514, !dbg !510
  store i64 %517, ptr %515, align 8, !dbg !510, !tbaa !346
  %518 = add nsw i64 %506, 1, !dbg !511
    #dbg_value(i64 %518, !491, !DIExpression(), !503)
  br label %519, !dbg !506

519:                                              ; preds = %511, %505
  %520 = phi i64 [ %506, %505 ], [ %518, %511 ]
  %521 = icmp eq i32 %507, %1, !dbg !506
  br i1 %521, label %540, label %522, !dbg !506

522:                                              ; preds = %519, %522
  %523 = phi i64 [ %537, %522 ], [ %520, %519 ]
    #dbg_value(i64 %523, !491, !DIExpression(), !503)
  %524 = sub nsw i64 %523, %466, !dbg !507
  %525 = getelementptr inbounds i64, ptr %5, i64 %524, !dbg !508
  %526 = load i64, ptr %525, align 8, !dbg !508, !tbaa !346
  %527 = getelementptr inbounds i64, ptr %5, i64 %523, !dbg !509
  %528 = load i64, ptr %527, align 8, !dbg !510, !tbaa !346
  %529 = add nsw i64 %528, %526, !dbg !510
  store i64 %529, ptr %527, align 8, !dbg !510, !tbaa !346
  %530 = add nsw i64 %523, 1, !dbg !511
    #dbg_value(i64 %530, !491, !DIExpression(), !503)
  %531 = sub nsw i64 %530, %466, !dbg !507
  %532 = getelementptr inbounds i64, ptr %5, i64 %531, !dbg !508
  %533 = load i64, ptr %532, align 8, !dbg !508, !tbaa !346
  %534 = getelementptr inbounds i64, ptr %5, i64 %530, !dbg !509
  %535 = load i64, ptr %534, align 8, !dbg !510, !tbaa !346
  %536 = add nsw i64 %535, %533, !dbg !510
  store i64 %536, ptr %534, align 8, !dbg !510, !tbaa !346
  %537 = add nsw i64 %523, 2, !dbg !511
    #dbg_value(i64 %537, !491, !DIExpression(), !503)
  %538 = trunc i64 %537 to i32, !dbg !504
  %539 = icmp eq i32 %6, %538, !dbg !504
  br i1 %539, label %540, label %522, !dbg !506, !llvm.loop !560

540:                                              ; preds = %519, %522, %503, %461
    #dbg_value(i64 7, !489, !DIExpression(), !500)
  %541 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !502
  %542 = load i32, ptr %541, align 4, !dbg !502, !tbaa !150
    #dbg_value(i32 %542, !491, !DIExpression(), !503)
  %543 = icmp sgt i32 %542, %1, !dbg !504
  br i1 %543, label %619, label %544, !dbg !506

544:                                              ; preds = %540
  %545 = sext i32 %542 to i64, !dbg !506
  %546 = sub i32 %1, %542, !dbg !506
  %547 = zext i32 %546 to i64, !dbg !506
  %548 = add nuw nsw i64 %547, 1, !dbg !506
  %549 = icmp ult i32 %546, 13, !dbg !506
  br i1 %549, label %584, label %550, !dbg !506

550:                                              ; preds = %544
  %551 = shl nsw i64 %545, 3, !dbg !506
  %552 = getelementptr i8, ptr %5, i64 %551, !dbg !506
  %553 = sub i32 %1, %542, !dbg !506
  %554 = zext i32 %553 to i64, !dbg !506
  %555 = shl nuw nsw i64 %554, 3, !dbg !506
  %556 = getelementptr i8, ptr %5, i64 %551, !dbg !506
  %557 = getelementptr i8, ptr %556, i64 %555, !dbg !506
  %558 = getelementptr i8, ptr %557, i64 8, !dbg !506
  %559 = getelementptr i8, ptr %5, i64 %555, !dbg !506
  %560 = getelementptr i8, ptr %559, i64 8, !dbg !506
  %561 = icmp ult ptr %552, %560, !dbg !506
  %562 = icmp ult ptr %5, %558, !dbg !506
  %563 = and i1 %561, %562, !dbg !506
  br i1 %563, label %584, label %564, !dbg !506

564:                                              ; preds = %550
  %565 = and i64 %548, 8589934588, !dbg !506
  %566 = add nsw i64 %565, %545, !dbg !506
  %567 = getelementptr i64, ptr %5, i64 %545, !dbg !506
  br label %568, !dbg !506

568:                                              ; preds = %568, %564
  %569 = phi i64 [ 0, %564 ], [ %580, %568 ]
  %570 = getelementptr inbounds i64, ptr %5, i64 %569, !dbg !508
  %571 = getelementptr inbounds i8, ptr %570, i64 16, !dbg !508
  %572 = load <2 x i64>, ptr %570, align 8, !dbg !508, !tbaa !346, !alias.scope !561
  %573 = load <2 x i64>, ptr %571, align 8, !dbg !508, !tbaa !346, !alias.scope !561
  %574 = getelementptr i64, ptr %567, i64 %569, !dbg !509
  %575 = getelementptr inbounds i8, ptr %574, i64 16, !dbg !510
  %576 = load <2 x i64>, ptr %574, align 8, !dbg !510, !tbaa !346, !alias.scope !564, !noalias !561
  %577 = load <2 x i64>, ptr %575, align 8, !dbg !510, !tbaa !346, !alias.scope !564, !noalias !561
  %578 = add nsw <2 x i64> %576, %572, !dbg !510
  %579 = add nsw <2 x i64> %577, %573, !dbg !510
  store <2 x i64> %578, ptr %574, align 8, !dbg !510, !tbaa !346, !alias.scope !564, !noalias !561
  store <2 x i64> %579, ptr %575, align 8, !dbg !510, !tbaa !346, !alias.scope !564, !noalias !561
  %580 = add nuw i64 %569, 4
  %581 = icmp eq i64 %580, %565
  br i1 %581, label %582, label %568, !llvm.loop !566

582:                                              ; preds = %568
  %583 = icmp eq i64 %548, %565, !dbg !506
  br i1 %583, label %619, label %584, !dbg !506

584:                                              ; preds = %582, %550, %544
  %585 = phi i64 [ %545, %550 ], [ %545, %544 ], [ %566, %582 ]
  %586 = trunc i64 %585 to i32, !dbg !506
  %587 = add i32 %586, %1, !dbg !506
  %588 = and i32 %587, 1, !dbg !506
  %589 = icmp eq i32 %588, 0, !dbg !506
  br i1 %589, label %590, label %598, !dbg !506

590:                                              ; preds = %584
    #dbg_value(i64 %585, !491, !DIExpression(), !503)
  %591 = sub nsw i64 %585, %545, !dbg !507
  %592 = getelementptr inbounds i64, ptr %5, i64 %591, !dbg !508
  %593 = load i64, ptr %592, align 8, !dbg !508, !tbaa !346
  %594 = getelementptr inbounds i64, ptr %5, i64 %585, !dbg !509
  %595 = load i64, ptr %594, align 8, !dbg !510, !tbaa !346
  %596 = add nsw i64 %595, %593, !dbg !510
  store i64 %596, ptr %594, align 8, !dbg !510, !tbaa !346
  %597 = add nsw i64 %585, 1, !dbg !511
    #dbg_value(i64 %597, !491, !DIExpression(), !503)
  br label %598, !dbg !506

598:                                              ; preds = %590, %584
  %599 = phi i64 [ %585, %584 ], [ %597, %590 ]
  %600 = icmp eq i32 %586, %1, !dbg !506
  br i1 %600, label %619, label %601, !dbg !506

601:                                              ; preds = %598, %601
  %602 = phi i64 [ %616, %601 ], [ %599, %598 ]
    #dbg_value(i64 %602, !491, !DIExpression(), !503)
  %603 = sub nsw i64 %602, %545, !dbg !507
  %604 = getelementptr inbounds i64, ptr %5, i64 %603, !dbg !508
  %605 = load i64, ptr %604, align 8, !dbg !508, !tbaa !346
  %606 = getelementptr inbounds i64, ptr %5, i64 %602, !dbg !509
  %607 = load i64, ptr %606, align 8, !dbg !510, !tbaa !346
  %608 = add nsw i64 %607, %605, !dbg !510
  store i64 %608, ptr %606, align 8, !dbg !510, !tbaa !346
  %609 = add nsw i64 %602, 1, !dbg !511
    #dbg_value(i64 %609, !491, !DIExpression(), !503)
  %610 = sub nsw i64 %609, %545, !dbg !507
  %611 = getelementptr inbounds i64, ptr %5, i64 %610, !dbg !508
  %612 = load i64, ptr %611, align 8, !dbg !508, !tbaa !346
  %613 = getelementptr inbounds i64, ptr %5, i64 %609, !dbg !509
  %614 = load i64, ptr %613, align 8, !dbg !510, !tbaa !346
  %615 = add nsw i64 %614, %612, !dbg !510
  store i64 %615, ptr %613, align 8, !dbg !510, !tbaa !346
  %616 = add nsw i64 %602, 2, !dbg !511
    #dbg_value(i64 %616, !491, !DIExpression(), !503)
  %617 = trunc i64 %616 to i32, !dbg !504
  %618 = icmp eq i32 %6, %617, !dbg !504
  br i1 %618, label %619, label %601, !dbg !506, !llvm.loop !567

619:                                              ; preds = %598, %601, %582, %540
    #dbg_value(i64 8, !489, !DIExpression(), !500)
  %620 = getelementptr inbounds i64, ptr %5, i64 %3, !dbg !568
  %621 = load i64, ptr %620, align 8, !dbg !568, !tbaa !346
    #dbg_value(i64 %621, !494, !DIExpression(), !495)
  tail call void @free(ptr noundef nonnull %5), !dbg !569
  ret i64 %621, !dbg !570

622:                                              ; preds = %29, %622
  %623 = phi i64 [ %637, %622 ], [ %30, %29 ]
    #dbg_value(i64 %623, !491, !DIExpression(), !503)
  %624 = sub nsw i64 %623, %10, !dbg !507
  %625 = getelementptr inbounds i64, ptr %5, i64 %624, !dbg !508
  %626 = load i64, ptr %625, align 8, !dbg !508, !tbaa !346
  %627 = getelementptr inbounds i64, ptr %5, i64 %623, !dbg !509
  %628 = load i64, ptr %627, align 8, !dbg !510, !tbaa !346
  %629 = add nsw i64 %628, %626, !dbg !510
  store i64 %629, ptr %627, align 8, !dbg !510, !tbaa !346
  %630 = add nsw i64 %623, 1, !dbg !511
    #dbg_value(i64 %630, !491, !DIExpression(), !503)
  %631 = sub nsw i64 %630, %10, !dbg !507
  %632 = getelementptr inbounds i64, ptr %5, i64 %631, !dbg !508
  %633 = load i64, ptr %632, align 8, !dbg !508, !tbaa !346
  %634 = getelementptr inbounds i64, ptr %5, i64 %630, !dbg !509
  %635 = load i64, ptr %634, align 8, !dbg !510, !tbaa !346
  %636 = add nsw i64 %635, %633, !dbg !510
  store i64 %636, ptr %634, align 8, !dbg !510, !tbaa !346
  %637 = add nsw i64 %623, 2, !dbg !511
    #dbg_value(i64 %637, !491, !DIExpression(), !503)
  %638 = trunc i64 %637 to i32, !dbg !504
  %639 = icmp eq i32 %6, %638, !dbg !504
  br i1 %639, label %66, label %622, !dbg !506, !llvm.loop !571
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !572 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !592 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !595 dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !599 dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !604 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !607 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

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

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/dynprog.c", directory: ".")
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
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !67, line: 35, baseType: !68)
!67 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!68 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!70 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53, !58}
!71 = !{i32 7, !"Dwarf Version", i32 4}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 2}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!385 = distinct !DISubprogram(name: "printf", scope: !386, file: !386, line: 368, type: !387, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !389)
!386 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!387 = !DISubroutineType(cc: DW_CC_nocall, types: !388)
!388 = !{!65, !107, null}
!389 = !{!390, !391, !392}
!390 = !DILocalVariable(name: "__format", arg: 1, scope: !385, file: !386, line: 368, type: !107)
!391 = !DILocalVariable(name: "__retval", scope: !385, file: !386, line: 370, type: !65)
!392 = !DILocalVariable(name: "__local_argv", scope: !385, file: !386, line: 371, type: !393)
!393 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !394)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!395 = distinct !DIAssignID()
!396 = !DILocation(line: 0, scope: !385)
!397 = !DILocation(line: 371, column: 3, scope: !385)
!398 = !DILocation(line: 371, column: 35, scope: !385)
!399 = !DILocation(line: 372, column: 32, scope: !385)
!400 = !DILocation(line: 372, column: 50, scope: !385)
!401 = !{!402, !402, i64 0}
!402 = !{!"any pointer", !135, i64 0}
!403 = !DILocation(line: 372, column: 14, scope: !385)
!404 = !DILocation(line: 373, column: 3, scope: !385)
!405 = !DILocation(line: 375, column: 1, scope: !385)
!406 = !DILocation(line: 374, column: 3, scope: !385)
!407 = distinct !DISubprogram(name: "edit_distance", scope: !2, file: !2, line: 24, type: !105, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !408)
!408 = !{!409, !410, !411, !412, !413, !414, !415, !417, !419, !423, !426, !427, !428, !429}
!409 = !DILocalVariable(name: "a", arg: 1, scope: !407, file: !2, line: 24, type: !107)
!410 = !DILocalVariable(name: "b", arg: 2, scope: !407, file: !2, line: 24, type: !107)
!411 = !DILocalVariable(name: "n", scope: !407, file: !2, line: 25, type: !66)
!412 = !DILocalVariable(name: "m", scope: !407, file: !2, line: 25, type: !66)
!413 = !DILocalVariable(name: "prev", scope: !407, file: !2, line: 26, type: !114)
!414 = !DILocalVariable(name: "cur", scope: !407, file: !2, line: 26, type: !114)
!415 = !DILocalVariable(name: "j", scope: !416, file: !2, line: 27, type: !66)
!416 = distinct !DILexicalBlock(scope: !407, file: !2, line: 27, column: 5)
!417 = !DILocalVariable(name: "i", scope: !418, file: !2, line: 28, type: !66)
!418 = distinct !DILexicalBlock(scope: !407, file: !2, line: 28, column: 5)
!419 = !DILocalVariable(name: "j", scope: !420, file: !2, line: 30, type: !66)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 30, column: 9)
!421 = distinct !DILexicalBlock(scope: !422, file: !2, line: 28, column: 37)
!422 = distinct !DILexicalBlock(scope: !418, file: !2, line: 28, column: 5)
!423 = !DILocalVariable(name: "sub", scope: !424, file: !2, line: 31, type: !65)
!424 = distinct !DILexicalBlock(scope: !425, file: !2, line: 30, column: 41)
!425 = distinct !DILexicalBlock(scope: !420, file: !2, line: 30, column: 9)
!426 = !DILocalVariable(name: "del", scope: !424, file: !2, line: 32, type: !65)
!427 = !DILocalVariable(name: "ins", scope: !424, file: !2, line: 32, type: !65)
!428 = !DILocalVariable(name: "t", scope: !421, file: !2, line: 35, type: !114)
!429 = !DILocalVariable(name: "r", scope: !407, file: !2, line: 37, type: !65)
!430 = !DILocation(line: 0, scope: !407)
!431 = !DILocation(line: 25, column: 16, scope: !407)
!432 = !DILocation(line: 25, column: 31, scope: !407)
!433 = !DILocation(line: 26, column: 32, scope: !407)
!434 = !DILocation(line: 26, column: 17, scope: !407)
!435 = !DILocation(line: 26, column: 56, scope: !407)
!436 = !DILocation(line: 0, scope: !416)
!437 = !DILocation(line: 27, column: 5, scope: !416)
!438 = !DILocation(line: 27, column: 33, scope: !439)
!439 = distinct !DILexicalBlock(scope: !416, file: !2, line: 27, column: 5)
!440 = !DILocation(line: 27, column: 47, scope: !439)
!441 = !DILocation(line: 27, column: 37, scope: !439)
!442 = !DILocation(line: 27, column: 45, scope: !439)
!443 = distinct !{!443, !437, !444, !143, !212, !213}
!444 = !DILocation(line: 27, column: 52, scope: !416)
!445 = !DILocation(line: 28, column: 5, scope: !418)
!446 = !DILocation(line: 0, scope: !418)
!447 = !DILocation(line: 28, column: 26, scope: !422)
!448 = !DILocation(line: 27, column: 26, scope: !439)
!449 = distinct !{!449, !437, !444, !143, !213, !212}
!450 = !DILocation(line: 37, column: 13, scope: !407)
!451 = !DILocation(line: 38, column: 5, scope: !407)
!452 = !DILocation(line: 39, column: 5, scope: !407)
!453 = !DILocation(line: 40, column: 5, scope: !407)
!454 = !DILocation(line: 29, column: 18, scope: !421)
!455 = !DILocation(line: 29, column: 16, scope: !421)
!456 = !DILocation(line: 0, scope: !420)
!457 = !DILocation(line: 30, column: 9, scope: !420)
!458 = !DILocation(line: 31, column: 23, scope: !424)
!459 = !DILocation(line: 0, scope: !421)
!460 = !DILocation(line: 28, column: 33, scope: !422)
!461 = distinct !{!461, !445, !462, !143}
!462 = !DILocation(line: 36, column: 5, scope: !418)
!463 = !DILocation(line: 32, column: 42, scope: !424)
!464 = !DILocation(line: 31, column: 38, scope: !424)
!465 = !DILocation(line: 31, column: 50, scope: !424)
!466 = !DILocation(line: 31, column: 47, scope: !424)
!467 = !DILocation(line: 31, column: 35, scope: !424)
!468 = !DILocation(line: 0, scope: !424)
!469 = !DILocation(line: 32, column: 23, scope: !424)
!470 = !DILocation(line: 32, column: 53, scope: !424)
!471 = !DILocation(line: 33, column: 26, scope: !424)
!472 = !DILocation(line: 33, column: 22, scope: !424)
!473 = !DILocation(line: 33, scope: !424)
!474 = !DILocation(line: 33, column: 13, scope: !424)
!475 = !DILocation(line: 33, column: 20, scope: !424)
!476 = !DILocation(line: 30, column: 37, scope: !425)
!477 = !DILocation(line: 30, column: 30, scope: !425)
!478 = distinct !{!478, !457, !479, !143}
!479 = !DILocation(line: 34, column: 9, scope: !420)
!480 = distinct !DISubprogram(name: "coin_ways", scope: !2, file: !2, line: 79, type: !481, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !483)
!481 = !DISubroutineType(cc: DW_CC_nocall, types: !482)
!482 = !{!69, !176, !65, !65}
!483 = !{!484, !485, !486, !487, !489, !491, !494}
!484 = !DILocalVariable(name: "coins", arg: 1, scope: !480, file: !2, line: 79, type: !176)
!485 = !DILocalVariable(name: "nc", arg: 2, scope: !480, file: !2, line: 79, type: !65)
!486 = !DILocalVariable(name: "amount", arg: 3, scope: !480, file: !2, line: 79, type: !65)
!487 = !DILocalVariable(name: "ways", scope: !480, file: !2, line: 80, type: !488)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!489 = !DILocalVariable(name: "i", scope: !490, file: !2, line: 82, type: !65)
!490 = distinct !DILexicalBlock(scope: !480, file: !2, line: 82, column: 5)
!491 = !DILocalVariable(name: "a", scope: !492, file: !2, line: 83, type: !65)
!492 = distinct !DILexicalBlock(scope: !493, file: !2, line: 83, column: 9)
!493 = distinct !DILexicalBlock(scope: !490, file: !2, line: 82, column: 5)
!494 = !DILocalVariable(name: "r", scope: !480, file: !2, line: 84, type: !69)
!495 = !DILocation(line: 0, scope: !480)
!496 = !DILocation(line: 80, column: 30, scope: !480)
!497 = !DILocation(line: 80, column: 45, scope: !480)
!498 = !DILocation(line: 80, column: 23, scope: !480)
!499 = !DILocation(line: 81, column: 13, scope: !480)
!500 = !DILocation(line: 0, scope: !490)
!501 = !DILocation(line: 82, column: 5, scope: !490)
!502 = !DILocation(line: 83, column: 22, scope: !492)
!503 = !DILocation(line: 0, scope: !492)
!504 = !DILocation(line: 83, column: 34, scope: !505)
!505 = distinct !DILexicalBlock(scope: !492, file: !2, line: 83, column: 9)
!506 = !DILocation(line: 83, column: 9, scope: !492)
!507 = !DILocation(line: 83, column: 68, scope: !505)
!508 = !DILocation(line: 83, column: 61, scope: !505)
!509 = !DILocation(line: 83, column: 50, scope: !505)
!510 = !DILocation(line: 83, column: 58, scope: !505)
!511 = !DILocation(line: 83, column: 46, scope: !505)
!512 = !{!513}
!513 = distinct !{!513, !514}
!514 = distinct !{!514, !"LVerDomain"}
!515 = !{!516}
!516 = distinct !{!516, !514}
!517 = distinct !{!517, !506, !518, !143, !212, !213}
!518 = !DILocation(line: 83, column: 78, scope: !492)
!519 = !{!520}
!520 = distinct !{!520, !521}
!521 = distinct !{!521, !"LVerDomain"}
!522 = !{!523}
!523 = distinct !{!523, !521}
!524 = distinct !{!524, !506, !518, !143, !212, !213}
!525 = distinct !{!525, !506, !518, !143, !212}
!526 = !{!527}
!527 = distinct !{!527, !528}
!528 = distinct !{!528, !"LVerDomain"}
!529 = !{!530}
!530 = distinct !{!530, !528}
!531 = distinct !{!531, !506, !518, !143, !212, !213}
!532 = distinct !{!532, !506, !518, !143, !212}
!533 = !{!534}
!534 = distinct !{!534, !535}
!535 = distinct !{!535, !"LVerDomain"}
!536 = !{!537}
!537 = distinct !{!537, !535}
!538 = distinct !{!538, !506, !518, !143, !212, !213}
!539 = distinct !{!539, !506, !518, !143, !212}
!540 = !{!541}
!541 = distinct !{!541, !542}
!542 = distinct !{!542, !"LVerDomain"}
!543 = !{!544}
!544 = distinct !{!544, !542}
!545 = distinct !{!545, !506, !518, !143, !212, !213}
!546 = distinct !{!546, !506, !518, !143, !212}
!547 = !{!548}
!548 = distinct !{!548, !549}
!549 = distinct !{!549, !"LVerDomain"}
!550 = !{!551}
!551 = distinct !{!551, !549}
!552 = distinct !{!552, !506, !518, !143, !212, !213}
!553 = distinct !{!553, !506, !518, !143, !212}
!554 = !{!555}
!555 = distinct !{!555, !556}
!556 = distinct !{!556, !"LVerDomain"}
!557 = !{!558}
!558 = distinct !{!558, !556}
!559 = distinct !{!559, !506, !518, !143, !212, !213}
!560 = distinct !{!560, !506, !518, !143, !212}
!561 = !{!562}
!562 = distinct !{!562, !563}
!563 = distinct !{!563, !"LVerDomain"}
!564 = !{!565}
!565 = distinct !{!565, !563}
!566 = distinct !{!566, !506, !518, !143, !212, !213}
!567 = distinct !{!567, !506, !518, !143, !212}
!568 = !DILocation(line: 84, column: 19, scope: !480)
!569 = !DILocation(line: 85, column: 5, scope: !480)
!570 = !DILocation(line: 86, column: 5, scope: !480)
!571 = distinct !{!571, !506, !518, !143, !212}
!572 = !DISubprogram(name: "__mingw_vfprintf", scope: !386, file: !386, line: 193, type: !573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!573 = !DISubroutineType(types: !574)
!574 = !{!65, !575, !588, !589}
!575 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !576)
!576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !577, size: 64)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !386, line: 47, baseType: !578)
!578 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !386, line: 33, size: 384, align: 64, elements: !579)
!579 = !{!580, !581, !582, !583, !584, !585, !586, !587}
!580 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !578, file: !386, line: 37, baseType: !394, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !578, file: !386, line: 38, baseType: !65, size: 32, offset: 64)
!582 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !578, file: !386, line: 39, baseType: !394, size: 64, offset: 128)
!583 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !578, file: !386, line: 40, baseType: !65, size: 32, offset: 192)
!584 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !578, file: !386, line: 41, baseType: !65, size: 32, offset: 224)
!585 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !578, file: !386, line: 42, baseType: !65, size: 32, offset: 256)
!586 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !578, file: !386, line: 43, baseType: !65, size: 32, offset: 288)
!587 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !578, file: !386, line: 44, baseType: !394, size: 64, offset: 320)
!588 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !590, line: 31, baseType: !591)
!590 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!591 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !590, line: 24, baseType: !393)
!592 = !DISubprogram(name: "__acrt_iob_func", scope: !386, file: !386, line: 93, type: !593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubroutineType(types: !594)
!594 = !{!576, !91}
!595 = !DISubprogram(name: "strlen", scope: !596, file: !596, line: 64, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!597 = !DISubroutineType(types: !598)
!598 = !{!68, !107}
!599 = !DISubprogram(name: "calloc", scope: !600, file: !600, line: 535, type: !601, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!600 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!601 = !DISubroutineType(types: !602)
!602 = !{!603, !66, !66}
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!604 = !DISubprogram(name: "free", scope: !600, file: !600, line: 536, type: !605, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!605 = !DISubroutineType(types: !606)
!606 = !{null, !603}
!607 = !DISubprogram(name: "malloc", scope: !600, file: !600, line: 537, type: !608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubroutineType(types: !609)
!609 = !{!603, !66}
