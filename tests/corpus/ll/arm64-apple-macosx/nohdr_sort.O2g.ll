; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@src = internal unnamed_addr global [600 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"quick\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [6 x i8] c"merge\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [9 x i8] c"counting\00", align 1, !dbg !26
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@a = internal global [600 x i32] zeroinitializer, align 4, !dbg !36
@.str.5 = private unnamed_addr constant [38 x i8] c"%-9s sorted=%d hash=%u min=%d max=%d\0A\00", align 1, !dbg !31
@tmp = internal unnamed_addr global [600 x i32] zeroinitializer, align 4, !dbg !41
@counting.count = internal unnamed_addr global [2001 x i32] zeroinitializer, align 4, !dbg !43

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
    #dbg_value(i32 42, !73, !DIExpression(), !86)
    #dbg_value(i32 0, !74, !DIExpression(), !87)
  br label %1, !dbg !88

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi i32 [ 42, %0 ], [ %5, %1 ]
    #dbg_value(i32 %3, !73, !DIExpression(), !86)
    #dbg_value(i64 %2, !74, !DIExpression(), !87)
  %4 = mul i32 %3, 214013, !dbg !89
  %5 = add i32 %4, 2531011, !dbg !92
    #dbg_value(i32 %5, !73, !DIExpression(), !86)
  %6 = lshr i32 %5, 16, !dbg !93
  %7 = trunc nuw i32 %6 to i16, !dbg !94
  %8 = urem i16 %7, 2001, !dbg !94
  %9 = zext nneg i16 %8 to i32, !dbg !94
  %10 = add nsw i32 %9, -1000, !dbg !95
  %11 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %2, !dbg !96
  store i32 %10, ptr %11, align 4, !dbg !97, !tbaa !98
  %12 = add nuw nsw i64 %2, 1, !dbg !102
    #dbg_value(i64 %12, !74, !DIExpression(), !87)
  %13 = icmp eq i64 %12, 600, !dbg !103
  br i1 %13, label %15, label %1, !dbg !88, !llvm.loop !104

14:                                               ; preds = %203
  ret i32 0, !dbg !107

15:                                               ; preds = %1, %203
  %16 = phi i64 [ %208, %203 ], [ 0, %1 ]
    #dbg_value(i64 %16, !80, !DIExpression(), !108)
    #dbg_value(i32 0, !109, !DIExpression(), !115)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @a, ptr noundef nonnull align 4 dereferenceable(2400) @src, i64 2400, i1 false), !dbg !117, !tbaa !98
    #dbg_value(i64 poison, !109, !DIExpression(), !115)
  %17 = trunc nuw nsw i64 %16 to i32, !dbg !119
  switch i32 %17, label %186 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %105
    i32 3, label %106
    i32 4, label %127
  ], !dbg !119

18:                                               ; preds = %15
  tail call fastcc void @quicksort(i32 noundef 0, i32 noundef 599), !dbg !120
  br label %187, !dbg !122

19:                                               ; preds = %15, %58
  %20 = phi i32 [ %59, %58 ], [ 299, %15 ]
    #dbg_value(i32 %20, !123, !DIExpression(), !134)
  br label %21, !dbg !136

21:                                               ; preds = %51, %19
  %22 = phi i32 [ %49, %51 ], [ %20, %19 ]
    #dbg_value(i32 %22, !147, !DIExpression(), !154)
  %23 = shl nsw i32 %22, 1, !dbg !155
  %24 = or disjoint i32 %23, 1, !dbg !156
    #dbg_value(i32 %24, !148, !DIExpression(), !157)
  %25 = add nsw i32 %23, 2, !dbg !158
    #dbg_value(i32 %25, !149, !DIExpression(), !157)
    #dbg_value(i32 %22, !150, !DIExpression(), !157)
  %26 = icmp slt i32 %24, 600, !dbg !159
  br i1 %26, label %27, label %36, !dbg !136

27:                                               ; preds = %21
  %28 = sext i32 %24 to i64, !dbg !160
  %29 = getelementptr inbounds i32, ptr @a, i64 %28, !dbg !160
  %30 = load i32, ptr %29, align 4, !dbg !160, !tbaa !98
  %31 = sext i32 %22 to i64, !dbg !161
  %32 = getelementptr inbounds i32, ptr @a, i64 %31, !dbg !161
  %33 = load i32, ptr %32, align 4, !dbg !161, !tbaa !98
  %34 = icmp sgt i32 %30, %33, !dbg !162
  %35 = select i1 %34, i32 %24, i32 %22, !dbg !163
  br label %36, !dbg !163

36:                                               ; preds = %27, %21
  %37 = phi i32 [ %22, %21 ], [ %35, %27 ], !dbg !157
    #dbg_value(i32 %37, !150, !DIExpression(), !157)
  %38 = icmp slt i32 %22, 299, !dbg !164
  br i1 %38, label %39, label %48, !dbg !166

39:                                               ; preds = %36
  %40 = sext i32 %25 to i64, !dbg !167
  %41 = getelementptr inbounds i32, ptr @a, i64 %40, !dbg !167
  %42 = load i32, ptr %41, align 4, !dbg !167, !tbaa !98
  %43 = sext i32 %37 to i64, !dbg !168
  %44 = getelementptr inbounds i32, ptr @a, i64 %43, !dbg !168
  %45 = load i32, ptr %44, align 4, !dbg !168, !tbaa !98
  %46 = icmp sgt i32 %42, %45, !dbg !169
  %47 = select i1 %46, i32 %25, i32 %37, !dbg !170
  br label %48, !dbg !170

48:                                               ; preds = %39, %36
  %49 = phi i32 [ %37, %36 ], [ %47, %39 ], !dbg !157
    #dbg_value(i32 %49, !150, !DIExpression(), !157)
  %50 = icmp eq i32 %49, %22, !dbg !171
  br i1 %50, label %58, label %51, !dbg !173

51:                                               ; preds = %48
  %52 = sext i32 %22 to i64, !dbg !174
  %53 = getelementptr inbounds i32, ptr @a, i64 %52, !dbg !174
  %54 = load i32, ptr %53, align 4, !dbg !174, !tbaa !98
    #dbg_value(i32 %54, !151, !DIExpression(), !157)
  %55 = sext i32 %49 to i64, !dbg !175
  %56 = getelementptr inbounds i32, ptr @a, i64 %55, !dbg !175
  %57 = load i32, ptr %56, align 4, !dbg !175, !tbaa !98
  store i32 %57, ptr %53, align 4, !dbg !176, !tbaa !98
  store i32 %54, ptr %56, align 4, !dbg !177, !tbaa !98
    #dbg_value(i32 %49, !147, !DIExpression(), !154)
  br label %21

58:                                               ; preds = %48
    #dbg_value(i32 poison, !147, !DIExpression(), !154)
  %59 = add nsw i32 %20, -1, !dbg !178
    #dbg_value(i32 %59, !123, !DIExpression(), !134)
  %60 = icmp eq i32 %20, 0, !dbg !179
  br i1 %60, label %61, label %19, !dbg !180, !llvm.loop !181

61:                                               ; preds = %58, %102
  %62 = phi i64 [ %103, %102 ], [ 599, %58 ]
    #dbg_value(i64 %62, !129, !DIExpression(), !183)
    #dbg_value(i32 poison, !131, !DIExpression(), !184)
    #dbg_value(ptr @a, !145, !DIExpression(), !185)
    #dbg_value(i64 %62, !146, !DIExpression(), !185)
    #dbg_value(i32 0, !147, !DIExpression(), !185)
  br label %63, !dbg !187

63:                                               ; preds = %98, %61
  %64 = phi i64 [ %101, %98 ], [ %62, %61 ]
  %65 = phi ptr [ %100, %98 ], [ @a, %61 ]
  %66 = phi i32 [ %96, %98 ], [ 0, %61 ]
  %67 = load i32, ptr %65, align 4, !dbg !188, !tbaa !98
  %68 = getelementptr inbounds i32, ptr @a, i64 %64, !dbg !188
  %69 = load i32, ptr %68, align 4, !dbg !188, !tbaa !98
  store i32 %69, ptr %65, align 4, !dbg !188, !tbaa !98
  store i32 %67, ptr %68, align 4, !dbg !188, !tbaa !98
    #dbg_value(i32 %66, !147, !DIExpression(), !185)
  %70 = shl nsw i32 %66, 1, !dbg !189
  %71 = or disjoint i32 %70, 1, !dbg !190
    #dbg_value(i32 %71, !148, !DIExpression(), !191)
  %72 = add nsw i32 %70, 2, !dbg !192
    #dbg_value(i32 %72, !149, !DIExpression(), !191)
    #dbg_value(i32 %66, !150, !DIExpression(), !191)
  %73 = sext i32 %71 to i64, !dbg !193
  %74 = icmp sgt i64 %62, %73, !dbg !193
  br i1 %74, label %75, label %83, !dbg !194

75:                                               ; preds = %63
  %76 = getelementptr inbounds i32, ptr @a, i64 %73, !dbg !195
  %77 = load i32, ptr %76, align 4, !dbg !195, !tbaa !98
  %78 = sext i32 %66 to i64, !dbg !196
  %79 = getelementptr inbounds i32, ptr @a, i64 %78, !dbg !196
  %80 = load i32, ptr %79, align 4, !dbg !196, !tbaa !98
  %81 = icmp sgt i32 %77, %80, !dbg !197
  %82 = select i1 %81, i32 %71, i32 %66, !dbg !198
  br label %83, !dbg !198

83:                                               ; preds = %75, %63
  %84 = phi i32 [ %66, %63 ], [ %82, %75 ], !dbg !191
    #dbg_value(i32 %84, !150, !DIExpression(), !191)
  %85 = sext i32 %72 to i64, !dbg !199
  %86 = icmp sgt i64 %62, %85, !dbg !199
  br i1 %86, label %87, label %95, !dbg !200

87:                                               ; preds = %83
  %88 = getelementptr inbounds i32, ptr @a, i64 %85, !dbg !201
  %89 = load i32, ptr %88, align 4, !dbg !201, !tbaa !98
  %90 = sext i32 %84 to i64, !dbg !202
  %91 = getelementptr inbounds i32, ptr @a, i64 %90, !dbg !202
  %92 = load i32, ptr %91, align 4, !dbg !202, !tbaa !98
  %93 = icmp sgt i32 %89, %92, !dbg !203
  %94 = select i1 %93, i32 %72, i32 %84, !dbg !204
  br label %95, !dbg !204

95:                                               ; preds = %87, %83
  %96 = phi i32 [ %84, %83 ], [ %94, %87 ], !dbg !191
    #dbg_value(i32 %96, !150, !DIExpression(), !191)
  %97 = icmp eq i32 %96, %66, !dbg !205
  br i1 %97, label %102, label %98, !dbg !206

98:                                               ; preds = %95
  %99 = sext i32 %66 to i64, !dbg !207
  %100 = getelementptr inbounds i32, ptr @a, i64 %99, !dbg !207
    #dbg_value(i32 poison, !151, !DIExpression(), !191)
  %101 = sext i32 %96 to i64, !dbg !208
    #dbg_value(i32 %96, !147, !DIExpression(), !185)
  br label %63

102:                                              ; preds = %95
    #dbg_value(i32 poison, !147, !DIExpression(), !185)
  %103 = add nsw i64 %62, -1, !dbg !209
    #dbg_value(i64 %103, !129, !DIExpression(), !183)
  %104 = icmp ugt i64 %62, 1, !dbg !210
  br i1 %104, label %61, label %187, !dbg !211, !llvm.loop !212

105:                                              ; preds = %15
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef 600), !dbg !214
  br label %187, !dbg !215

106:                                              ; preds = %15, %120
  %107 = phi i64 [ %125, %120 ], [ 1, %15 ]
    #dbg_value(i64 %107, !216, !DIExpression(), !226)
  %108 = getelementptr inbounds i32, ptr @a, i64 %107, !dbg !228
  %109 = load i32, ptr %108, align 4, !dbg !228, !tbaa !98
    #dbg_value(i32 %109, !222, !DIExpression(), !229)
    #dbg_value(i64 %107, !225, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !229)
  br label %110, !dbg !230

110:                                              ; preds = %117, %106
  %111 = phi i64 [ %107, %106 ], [ %112, %117 ]
  %112 = add nsw i64 %111, -1, !dbg !231
  %113 = and i64 %112, 4294967295, !dbg !232
  %114 = getelementptr inbounds i32, ptr @a, i64 %113, !dbg !232
  %115 = load i32, ptr %114, align 4, !dbg !232, !tbaa !98
  %116 = icmp sgt i32 %115, %109, !dbg !233
  br i1 %116, label %117, label %120, !dbg !234

117:                                              ; preds = %110
  %118 = getelementptr inbounds i32, ptr @a, i64 %111, !dbg !235
  store i32 %115, ptr %118, align 4, !dbg !237, !tbaa !98
    #dbg_value(i64 %112, !225, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !229)
  %119 = icmp sgt i64 %111, 1, !dbg !238
  br i1 %119, label %110, label %120, !dbg !230, !llvm.loop !239

120:                                              ; preds = %117, %110
  %121 = phi i64 [ 0, %117 ], [ %111, %110 ]
  %122 = shl i64 %121, 32, !dbg !241
  %123 = ashr exact i64 %122, 30, !dbg !241
  %124 = getelementptr inbounds i8, ptr @a, i64 %123, !dbg !241
  store i32 %109, ptr %124, align 4, !dbg !242, !tbaa !98
  %125 = add nuw nsw i64 %107, 1, !dbg !243
    #dbg_value(i64 %125, !216, !DIExpression(), !226)
  %126 = icmp eq i64 %125, 600, !dbg !244
  br i1 %126, label %187, label %106, !dbg !245, !llvm.loop !246

127:                                              ; preds = %15
    #dbg_value(ptr @a, !50, !DIExpression(), !248)
    #dbg_value(i32 600, !51, !DIExpression(), !248)
    #dbg_value(i32 0, !52, !DIExpression(), !250)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !dbg !251, !tbaa !98
    #dbg_value(i64 poison, !52, !DIExpression(), !250)
  br label %128, !dbg !253

128:                                              ; preds = %128, %127
  %129 = phi i64 [ 0, %127 ], [ %137, %128 ]
    #dbg_value(i64 %129, !54, !DIExpression(), !254)
  %130 = getelementptr inbounds i32, ptr @a, i64 %129, !dbg !255
  %131 = load i32, ptr %130, align 4, !dbg !255, !tbaa !98
  %132 = add nsw i32 %131, 1000, !dbg !257
  %133 = sext i32 %132 to i64, !dbg !258
  %134 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %133, !dbg !258
  %135 = load i32, ptr %134, align 4, !dbg !259, !tbaa !98
  %136 = add nsw i32 %135, 1, !dbg !259
  store i32 %136, ptr %134, align 4, !dbg !259, !tbaa !98
  %137 = add nuw nsw i64 %129, 1, !dbg !260
    #dbg_value(i64 %137, !54, !DIExpression(), !254)
  %138 = icmp eq i64 %137, 600, !dbg !261
  br i1 %138, label %139, label %128, !dbg !253, !llvm.loop !262

139:                                              ; preds = %128, %182
  %140 = phi i64 [ %184, %182 ], [ 0, %128 ]
  %141 = phi i32 [ %183, %182 ], [ 0, %128 ]
    #dbg_value(i64 %140, !57, !DIExpression(), !264)
    #dbg_value(i32 %141, !56, !DIExpression(), !248)
  %142 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %140
  %143 = load i32, ptr %142, align 4, !tbaa !98
  %144 = icmp eq i32 %143, 0, !dbg !265
  br i1 %144, label %182, label %145, !dbg !265

145:                                              ; preds = %139
  %146 = sext i32 %141 to i64, !dbg !265
  %147 = trunc i64 %140 to i32
  %148 = add i32 %147, -1000
  %149 = zext i32 %143 to i64, !dbg !265
  %150 = icmp ult i32 %143, 16, !dbg !265
  br i1 %150, label %169, label %151, !dbg !265

151:                                              ; preds = %145
  %152 = and i64 %149, 4294967280, !dbg !265
  %153 = add nsw i64 %152, %146, !dbg !265
  %154 = trunc nuw i64 %152 to i32, !dbg !265
  %155 = sub i32 %143, %154, !dbg !265
  %156 = insertelement <4 x i32> poison, i32 %148, i64 0, !dbg !265
  %157 = shufflevector <4 x i32> %156, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !265
  %158 = getelementptr i32, ptr @a, i64 %146, !dbg !265
  br label %159, !dbg !265

159:                                              ; preds = %159, %151
  %160 = phi i64 [ 0, %151 ], [ %165, %159 ]
  %161 = getelementptr i32, ptr %158, i64 %160, !dbg !267
  %162 = getelementptr inbounds i8, ptr %161, i64 16, !dbg !268
  %163 = getelementptr inbounds i8, ptr %161, i64 32, !dbg !268
  %164 = getelementptr inbounds i8, ptr %161, i64 48, !dbg !268
  store <4 x i32> %157, ptr %161, align 4, !dbg !268, !tbaa !98
  store <4 x i32> %157, ptr %162, align 4, !dbg !268, !tbaa !98
  store <4 x i32> %157, ptr %163, align 4, !dbg !268, !tbaa !98
  store <4 x i32> %157, ptr %164, align 4, !dbg !268, !tbaa !98
  %165 = add nuw i64 %160, 16
  %166 = icmp eq i64 %165, %152
  br i1 %166, label %167, label %159, !llvm.loop !269

167:                                              ; preds = %159
  %168 = icmp eq i64 %152, %149, !dbg !265
  br i1 %168, label %179, label %169, !dbg !265

169:                                              ; preds = %167, %145
  %170 = phi i64 [ %146, %145 ], [ %153, %167 ]
  %171 = phi i32 [ %143, %145 ], [ %155, %167 ]
  br label %172, !dbg !265

172:                                              ; preds = %169, %172
  %173 = phi i64 [ %176, %172 ], [ %170, %169 ]
  %174 = phi i32 [ %175, %172 ], [ %171, %169 ]
  %175 = add nsw i32 %174, -1, !dbg !273
    #dbg_value(i64 %173, !56, !DIExpression(), !248)
  %176 = add nsw i64 %173, 1, !dbg !274
    #dbg_value(i64 %176, !56, !DIExpression(), !248)
  %177 = getelementptr inbounds i32, ptr @a, i64 %173, !dbg !267
  store i32 %148, ptr %177, align 4, !dbg !268, !tbaa !98
  %178 = icmp eq i32 %175, 0, !dbg !265
  br i1 %178, label %179, label %172, !dbg !265, !llvm.loop !275

179:                                              ; preds = %172, %167
  %180 = phi i64 [ %153, %167 ], [ %176, %172 ], !dbg !274
  %181 = trunc nsw i64 %180 to i32, !dbg !273
  br label %182, !dbg !273

182:                                              ; preds = %179, %139
  %183 = phi i32 [ %141, %139 ], [ %181, %179 ], !dbg !248
  store i32 -1, ptr %142, align 4, !dbg !273, !tbaa !98
  %184 = add nuw nsw i64 %140, 1, !dbg !276
    #dbg_value(i64 %184, !57, !DIExpression(), !264)
    #dbg_value(i32 %183, !56, !DIExpression(), !248)
  %185 = icmp eq i64 %184, 2001, !dbg !277
  br i1 %185, label %187, label %139, !dbg !278, !llvm.loop !279

186:                                              ; preds = %15
  unreachable

187:                                              ; preds = %182, %120, %102, %105, %18
    #dbg_value(ptr @a, !281, !DIExpression(), !293)
    #dbg_value(i32 600, !288, !DIExpression(), !293)
    #dbg_value(ptr undef, !289, !DIExpression(), !293)
    #dbg_value(i32 0, !290, !DIExpression(), !293)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  %188 = load i32, ptr @a, align 4, !dbg !296, !tbaa !98
    #dbg_value(i64 1, !291, !DIExpression(), !295)
    #dbg_value(i32 %188, !290, !DIExpression(), !293)
  br label %189, !dbg !299

189:                                              ; preds = %189, %187
  %190 = phi i32 [ 1, %187 ], [ %200, %189 ], !dbg !293
  %191 = phi i64 [ 1, %187 ], [ %201, %189 ]
  %192 = phi i32 [ %188, %187 ], [ %196, %189 ]
    #dbg_value(i64 %191, !291, !DIExpression(), !295)
    #dbg_value(i32 %192, !290, !DIExpression(), !293)
  %193 = mul i32 %192, 31, !dbg !300
  %194 = getelementptr inbounds i32, ptr @a, i64 %191, !dbg !296
  %195 = load i32, ptr %194, align 4, !dbg !296, !tbaa !98
  %196 = add i32 %195, %193, !dbg !301
    #dbg_value(i32 %196, !290, !DIExpression(), !293)
  %197 = getelementptr i8, ptr %194, i64 -4, !dbg !302
  %198 = load i32, ptr %197, align 4, !dbg !302, !tbaa !98
  %199 = icmp sgt i32 %198, %195, !dbg !304
  %200 = select i1 %199, i32 0, i32 %190, !dbg !305
  %201 = add nuw nsw i64 %191, 1, !dbg !306
    #dbg_value(i64 %201, !291, !DIExpression(), !295)
  %202 = icmp eq i64 %201, 600, !dbg !307
  br i1 %202, label %203, label %189, !dbg !299, !llvm.loop !308

203:                                              ; preds = %189
    #dbg_value(i32 %196, !85, !DIExpression(), !311)
  %204 = getelementptr inbounds [5 x ptr], ptr @__const.main.names, i64 0, i64 %16, !dbg !312
  %205 = load ptr, ptr %204, align 8, !dbg !312, !tbaa !313
    #dbg_value(i32 %200, !82, !DIExpression(), !311)
  %206 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !dbg !315, !tbaa !98
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %205, i32 noundef %200, i32 noundef %196, i32 noundef %188, i32 noundef %206), !dbg !316
  %208 = add nuw nsw i64 %16, 1, !dbg !317
    #dbg_value(i64 %208, !80, !DIExpression(), !108)
  %209 = icmp eq i64 %208, 5, !dbg !318
  br i1 %209, label %14, label %15, !dbg !319, !llvm.loop !320
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync)
define internal fastcc void @quicksort(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !322 {
    #dbg_value(ptr @a, !325, !DIExpression(), !336)
    #dbg_value(i32 %0, !326, !DIExpression(), !336)
    #dbg_value(i32 %1, !327, !DIExpression(), !336)
  %3 = icmp slt i32 %0, %1, !dbg !337
  br i1 %3, label %4, label %51, !dbg !338

4:                                                ; preds = %2, %47
  %5 = phi i32 [ %49, %47 ], [ %0, %2 ]
  %6 = phi i32 [ %48, %47 ], [ %1, %2 ]
    #dbg_value(i32 %5, !326, !DIExpression(), !336)
    #dbg_value(i32 %6, !327, !DIExpression(), !336)
  %7 = add nsw i32 %5, %6, !dbg !339
  %8 = sdiv i32 %7, 2, !dbg !340
  %9 = sext i32 %8 to i64, !dbg !341
  %10 = getelementptr inbounds i32, ptr @a, i64 %9, !dbg !341
  %11 = load i32, ptr %10, align 4, !dbg !341, !tbaa !98
    #dbg_value(i32 %11, !328, !DIExpression(), !342)
    #dbg_value(i32 %5, !330, !DIExpression(), !342)
    #dbg_value(i32 %6, !331, !DIExpression(), !342)
  br label %12, !dbg !343

12:                                               ; preds = %4, %37
  %13 = phi i32 [ %6, %4 ], [ %39, %37 ]
  %14 = phi i32 [ %5, %4 ], [ %38, %37 ]
    #dbg_value(i32 %13, !331, !DIExpression(), !342)
    #dbg_value(i32 %14, !330, !DIExpression(), !342)
  %15 = sext i32 %14 to i64, !dbg !344
  br label %16, !dbg !344

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ], !dbg !342
    #dbg_value(i64 %17, !330, !DIExpression(), !342)
  %18 = getelementptr inbounds i32, ptr @a, i64 %17, !dbg !345
  %19 = load i32, ptr %18, align 4, !dbg !345, !tbaa !98
  %20 = icmp slt i32 %19, %11, !dbg !346
  %21 = add nsw i64 %17, 1, !dbg !347
    #dbg_value(i64 %21, !330, !DIExpression(), !342)
  br i1 %20, label %16, label %22, !dbg !344, !llvm.loop !348

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64, !dbg !349
  br label %24, !dbg !349

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ], !dbg !342
    #dbg_value(i64 %25, !331, !DIExpression(), !342)
  %26 = getelementptr inbounds i32, ptr @a, i64 %25, !dbg !350
  %27 = load i32, ptr %26, align 4, !dbg !350, !tbaa !98
  %28 = icmp sgt i32 %27, %11, !dbg !351
  %29 = add nsw i64 %25, -1, !dbg !352
    #dbg_value(i64 %29, !331, !DIExpression(), !342)
  br i1 %28, label %24, label %30, !dbg !349, !llvm.loop !353

30:                                               ; preds = %24
  %31 = trunc nsw i64 %17 to i32, !dbg !349
  %32 = trunc nsw i64 %25 to i32, !dbg !354
  %33 = icmp sgt i64 %17, %25, !dbg !354
  br i1 %33, label %37, label %34, !dbg !355

34:                                               ; preds = %30
    #dbg_value(i32 %19, !332, !DIExpression(), !356)
  store i32 %27, ptr %18, align 4, !dbg !357, !tbaa !98
  store i32 %19, ptr %26, align 4, !dbg !358, !tbaa !98
  %35 = add nsw i32 %31, 1, !dbg !359
    #dbg_value(i32 %35, !330, !DIExpression(), !342)
  %36 = add nsw i32 %32, -1, !dbg !360
    #dbg_value(i32 %36, !331, !DIExpression(), !342)
  br label %37, !dbg !361

37:                                               ; preds = %34, %30
  %38 = phi i32 [ %35, %34 ], [ %31, %30 ], !dbg !342
  %39 = phi i32 [ %36, %34 ], [ %32, %30 ], !dbg !342
    #dbg_value(i32 %39, !331, !DIExpression(), !342)
    #dbg_value(i32 %38, !330, !DIExpression(), !342)
  %40 = icmp sgt i32 %38, %39, !dbg !362
  br i1 %40, label %41, label %12, !dbg !343, !llvm.loop !363

41:                                               ; preds = %37
  %42 = sub nsw i32 %39, %5, !dbg !365
  %43 = sub nsw i32 %6, %38, !dbg !367
  %44 = icmp slt i32 %42, %43, !dbg !368
  br i1 %44, label %45, label %46, !dbg !369

45:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %5, i32 noundef %39), !dbg !370
    #dbg_value(i32 %38, !326, !DIExpression(), !336)
  br label %47, !dbg !372

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %38, i32 noundef %6), !dbg !373
    #dbg_value(i32 %39, !327, !DIExpression(), !336)
  br label %47

47:                                               ; preds = %46, %45
  %48 = phi i32 [ %6, %45 ], [ %39, %46 ]
  %49 = phi i32 [ %38, %45 ], [ %5, %46 ]
    #dbg_value(i32 %49, !326, !DIExpression(), !336)
    #dbg_value(i32 %48, !327, !DIExpression(), !336)
  %50 = icmp slt i32 %49, %48, !dbg !337
  br i1 %50, label %4, label %51, !dbg !338, !llvm.loop !375

51:                                               ; preds = %47, %2
  ret void, !dbg !377
}

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable(sync)
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !378 {
    #dbg_value(ptr %0, !380, !DIExpression(), !388)
    #dbg_value(i32 %1, !381, !DIExpression(), !388)
  %3 = icmp slt i32 %1, 2, !dbg !389
  br i1 %3, label %101, label %4, !dbg !391

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1, !dbg !392
    #dbg_value(i32 %5, !382, !DIExpression(), !388)
  tail call fastcc void @mergesort(ptr noundef %0, i32 noundef %5), !dbg !393
  %6 = zext nneg i32 %5 to i64, !dbg !394
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !394
  %8 = sub nsw i32 %1, %5, !dbg !395
  tail call fastcc void @mergesort(ptr noundef %7, i32 noundef %8), !dbg !396
    #dbg_value(i32 0, !383, !DIExpression(), !388)
    #dbg_value(i32 %5, !384, !DIExpression(), !388)
    #dbg_value(i32 0, !385, !DIExpression(), !388)
  br label %54, !dbg !397

9:                                                ; preds = %54
    #dbg_value(i64 %71, !385, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i32 %66, !383, !DIExpression(), !388)
  %10 = icmp ult i32 %66, %5, !dbg !398
  br i1 %10, label %11, label %76, !dbg !399

11:                                               ; preds = %9
  %12 = and i64 %71, 4294967295, !dbg !399
  %13 = shl nuw nsw i64 %12, 2, !dbg !399
  %14 = getelementptr i8, ptr @tmp, i64 %13, !dbg !399
  %15 = zext nneg i32 %66 to i64, !dbg !399
  %16 = shl nuw nsw i64 %15, 2, !dbg !399
  %17 = getelementptr i8, ptr %0, i64 %16, !dbg !399
  %18 = xor i32 %66, -1, !dbg !399
  %19 = add nsw i32 %5, %18, !dbg !399
  %20 = zext i32 %19 to i64, !dbg !399
  %21 = shl nuw nsw i64 %20, 2, !dbg !399
  %22 = add nuw nsw i64 %21, 4, !dbg !399
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !dbg !400, !tbaa !98
  %23 = zext nneg i32 %5 to i64, !dbg !398
  %24 = zext nneg i32 %57 to i64, !dbg !399
  %25 = sub nsw i64 %23, %24, !dbg !399
  %26 = sext i1 %64 to i64, !dbg !399
  %27 = add nsw i64 %25, %26, !dbg !399
  %28 = icmp ult i64 %27, 8, !dbg !399
  br i1 %28, label %29, label %32, !dbg !399

29:                                               ; preds = %48, %11
  %30 = phi i64 [ %15, %11 ], [ %34, %48 ]
  %31 = phi i64 [ %12, %11 ], [ %52, %48 ]
  br label %91, !dbg !399

32:                                               ; preds = %11
  %33 = and i64 %27, -8, !dbg !399
  %34 = add nsw i64 %33, %15, !dbg !399
  %35 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %12, i64 0, !dbg !399
  br label %36, !dbg !399

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %46, %36 ]
  %38 = phi <2 x i64> [ %35, %32 ], [ %42, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %32 ], [ %43, %36 ]
  %40 = phi <2 x i64> [ zeroinitializer, %32 ], [ %44, %36 ]
  %41 = phi <2 x i64> [ zeroinitializer, %32 ], [ %45, %36 ]
  %42 = add <2 x i64> %38, <i64 1, i64 1>, !dbg !401
  %43 = add <2 x i64> %39, <i64 1, i64 1>, !dbg !401
  %44 = add <2 x i64> %40, <i64 1, i64 1>, !dbg !401
  %45 = add <2 x i64> %41, <i64 1, i64 1>, !dbg !401
  %46 = add nuw i64 %37, 8
  %47 = icmp eq i64 %46, %33
  br i1 %47, label %48, label %36, !llvm.loop !402

48:                                               ; preds = %36
  %49 = add <2 x i64> %43, %42, !dbg !399
  %50 = add <2 x i64> %44, %49, !dbg !399
  %51 = add <2 x i64> %45, %50, !dbg !399
  %52 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %51), !dbg !399
  %53 = icmp eq i64 %27, %33, !dbg !399
  br i1 %53, label %76, label %29, !dbg !399

54:                                               ; preds = %4, %54
  %55 = phi i64 [ 0, %4 ], [ %71, %54 ]
  %56 = phi i32 [ %5, %4 ], [ %69, %54 ]
  %57 = phi i32 [ 0, %4 ], [ %66, %54 ]
    #dbg_value(i64 %55, !385, !DIExpression(), !388)
    #dbg_value(i32 %56, !384, !DIExpression(), !388)
    #dbg_value(i32 %57, !383, !DIExpression(), !388)
  %58 = zext nneg i32 %57 to i64, !dbg !404
  %59 = getelementptr inbounds i32, ptr %0, i64 %58, !dbg !404
  %60 = load i32, ptr %59, align 4, !dbg !404, !tbaa !98
  %61 = zext nneg i32 %56 to i64, !dbg !405
  %62 = getelementptr inbounds i32, ptr %0, i64 %61, !dbg !405
  %63 = load i32, ptr %62, align 4, !dbg !405, !tbaa !98
  %64 = icmp sle i32 %60, %63, !dbg !406
  %65 = zext i1 %64 to i32, !dbg !404
  %66 = add nuw nsw i32 %57, %65, !dbg !404
  %67 = xor i1 %64, true, !dbg !404
  %68 = zext i1 %67 to i32, !dbg !404
  %69 = add nuw nsw i32 %56, %68, !dbg !404
  %70 = tail call i32 @llvm.smin.i32(i32 %60, i32 %63), !dbg !404
    #dbg_value(i32 %69, !384, !DIExpression(), !388)
    #dbg_value(i32 %66, !383, !DIExpression(), !388)
  %71 = add nuw nsw i64 %55, 1, !dbg !407
    #dbg_value(i64 %71, !385, !DIExpression(), !388)
  %72 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %55, !dbg !408
  store i32 %70, ptr %72, align 4, !dbg !409, !tbaa !98
  %73 = icmp ult i32 %66, %5, !dbg !410
  %74 = icmp slt i32 %69, %1, !dbg !411
  %75 = select i1 %73, i1 %74, i1 false, !dbg !411
  br i1 %75, label %54, label %9, !dbg !397, !llvm.loop !412

76:                                               ; preds = %91, %48, %9
  %77 = phi i64 [ %71, %9 ], [ %52, %48 ], [ %95, %91 ]
    #dbg_value(i64 %77, !385, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i32 %69, !384, !DIExpression(), !388)
  %78 = icmp slt i32 %69, %1, !dbg !414
  br i1 %78, label %79, label %97, !dbg !415

79:                                               ; preds = %76
    #dbg_value(i64 %77, !385, !DIExpression(), !388)
  %80 = shl i64 %77, 2, !dbg !415
  %81 = and i64 %80, 17179869180, !dbg !415
  %82 = getelementptr i8, ptr @tmp, i64 %81, !dbg !415
  %83 = zext nneg i32 %69 to i64, !dbg !415
  %84 = shl nuw nsw i64 %83, 2, !dbg !415
  %85 = getelementptr i8, ptr %0, i64 %84, !dbg !415
  %86 = xor i32 %69, -1, !dbg !415
  %87 = add nsw i32 %86, %1, !dbg !415
  %88 = zext i32 %87 to i64, !dbg !415
  %89 = shl nuw nsw i64 %88, 2, !dbg !415
  %90 = add nuw nsw i64 %89, 4, !dbg !415
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %82, ptr noundef nonnull align 4 dereferenceable(1) %85, i64 %90, i1 false), !dbg !416, !tbaa !98
    #dbg_value(i64 poison, !385, !DIExpression(), !388)
    #dbg_value(i64 poison, !384, !DIExpression(), !388)
  br label %97, !dbg !417

91:                                               ; preds = %29, %91
  %92 = phi i64 [ %94, %91 ], [ %30, %29 ]
  %93 = phi i64 [ %95, %91 ], [ %31, %29 ]
    #dbg_value(i64 %93, !385, !DIExpression(), !388)
    #dbg_value(i64 %92, !383, !DIExpression(), !388)
  %94 = add nuw nsw i64 %92, 1, !dbg !418
    #dbg_value(i64 %94, !383, !DIExpression(), !388)
  %95 = add nuw nsw i64 %93, 1, !dbg !401
    #dbg_value(i64 %95, !385, !DIExpression(), !388)
  %96 = icmp eq i64 %94, %23, !dbg !398
  br i1 %96, label %76, label %91, !dbg !399, !llvm.loop !419

97:                                               ; preds = %76, %79
    #dbg_value(i32 0, !386, !DIExpression(), !420)
  %98 = tail call i32 @llvm.smax.i32(i32 %1, i32 1), !dbg !417
  %99 = zext nneg i32 %98 to i64, !dbg !417
  %100 = shl nuw nsw i64 %99, 2, !dbg !417
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 4 dereferenceable(1) @tmp, i64 %100, i1 false), !dbg !421, !tbaa !98
    #dbg_value(i64 poison, !386, !DIExpression(), !420)
  br label %101, !dbg !423

101:                                              ; preds = %97, %2
  ret void, !dbg !423
}

; Function Attrs: nofree nounwind
declare !dbg !424 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!3 = !DIFile(filename: "tests/programs/nohdr_sort.c", directory: ".")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !14, !19, !21, !26, !31, !0, !36, !41, !43}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 6)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 40, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 5)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !10, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 80, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 10)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 72, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 9)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 304, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 38)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 19200, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 600)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "tmp", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "count", scope: !45, file: !3, line: 48, type: !59, isLocal: true, isDefinition: true)
!45 = distinct !DISubprogram(name: "counting", scope: !3, file: !3, line: 47, type: !46, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48, !5}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!49 = !{!50, !51, !52, !54, !56, !57}
!50 = !DILocalVariable(name: "v", arg: 1, scope: !45, file: !3, line: 47, type: !48)
!51 = !DILocalVariable(name: "n", arg: 2, scope: !45, file: !3, line: 47, type: !5)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 49, type: !5)
!53 = distinct !DILexicalBlock(scope: !45, file: !3, line: 49, column: 5)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 50, type: !5)
!55 = distinct !DILexicalBlock(scope: !45, file: !3, line: 50, column: 5)
!56 = !DILocalVariable(name: "k", scope: !45, file: !3, line: 51, type: !5)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 52, type: !5)
!58 = distinct !DILexicalBlock(scope: !45, file: !3, line: 52, column: 5)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64032, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 2001)
!62 = !{i32 7, !"Dwarf Version", i32 4}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 1}
!67 = !{i32 7, !"frame-pointer", i32 1}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 62, type: !70, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!5}
!72 = !{!73, !74, !76, !80, !82, !85}
!73 = !DILocalVariable(name: "s", scope: !69, file: !3, line: 63, type: !6)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 64, type: !5)
!75 = distinct !DILexicalBlock(scope: !69, file: !3, line: 64, column: 5)
!76 = !DILocalVariable(name: "names", scope: !69, file: !3, line: 65, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 320, elements: !17)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!80 = !DILocalVariable(name: "alg", scope: !81, file: !3, line: 66, type: !5)
!81 = distinct !DILexicalBlock(scope: !69, file: !3, line: 66, column: 5)
!82 = !DILocalVariable(name: "sorted", scope: !83, file: !3, line: 75, type: !5)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 66, column: 39)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 66, column: 5)
!85 = !DILocalVariable(name: "h", scope: !83, file: !3, line: 76, type: !6)
!86 = !DILocation(line: 0, scope: !69)
!87 = !DILocation(line: 0, scope: !75)
!88 = !DILocation(line: 64, column: 5, scope: !75)
!89 = !DILocation(line: 64, column: 41, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 64, column: 33)
!91 = distinct !DILexicalBlock(scope: !75, file: !3, line: 64, column: 5)
!92 = !DILocation(line: 64, column: 51, scope: !90)
!93 = !DILocation(line: 64, column: 81, scope: !90)
!94 = !DILocation(line: 64, column: 88, scope: !90)
!95 = !DILocation(line: 64, column: 96, scope: !90)
!96 = !DILocation(line: 64, column: 63, scope: !90)
!97 = !DILocation(line: 64, column: 70, scope: !90)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !100, i64 0}
!100 = !{!"omnipotent char", !101, i64 0}
!101 = !{!"Simple C/C++ TBAA"}
!102 = !DILocation(line: 64, column: 29, scope: !91)
!103 = !DILocation(line: 64, column: 23, scope: !91)
!104 = distinct !{!104, !88, !105, !106}
!105 = !DILocation(line: 64, column: 104, scope: !75)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 79, column: 5, scope: !69)
!108 = !DILocation(line: 0, scope: !81)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 60, type: !5)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 60, column: 27)
!111 = distinct !DISubprogram(name: "reset", scope: !3, file: !3, line: 60, type: !112, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{null}
!114 = !{!109}
!115 = !DILocation(line: 0, scope: !110, inlinedAt: !116)
!116 = distinct !DILocation(line: 67, column: 9, scope: !83)
!117 = !DILocation(line: 60, column: 60, scope: !118, inlinedAt: !116)
!118 = distinct !DILexicalBlock(scope: !110, file: !3, line: 60, column: 27)
!119 = !DILocation(line: 68, column: 9, scope: !83)
!120 = !DILocation(line: 69, column: 17, scope: !121)
!121 = distinct !DILexicalBlock(scope: !83, file: !3, line: 68, column: 22)
!122 = !DILocation(line: 69, column: 41, scope: !121)
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 30, type: !5)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 30, column: 5)
!125 = distinct !DISubprogram(name: "heapsort", scope: !3, file: !3, line: 29, type: !46, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!126 = !{!127, !128, !123, !129, !131}
!127 = !DILocalVariable(name: "v", arg: 1, scope: !125, file: !3, line: 29, type: !48)
!128 = !DILocalVariable(name: "n", arg: 2, scope: !125, file: !3, line: 29, type: !5)
!129 = !DILocalVariable(name: "e", scope: !130, file: !3, line: 31, type: !5)
!130 = distinct !DILexicalBlock(scope: !125, file: !3, line: 31, column: 5)
!131 = !DILocalVariable(name: "t", scope: !132, file: !3, line: 31, type: !5)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 31, column: 37)
!133 = distinct !DILexicalBlock(scope: !130, file: !3, line: 31, column: 5)
!134 = !DILocation(line: 0, scope: !124, inlinedAt: !135)
!135 = distinct !DILocation(line: 70, column: 17, scope: !121)
!136 = !DILocation(line: 22, column: 19, scope: !137, inlinedAt: !152)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 22, column: 13)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 20, column: 14)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 20, column: 5)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 20, column: 5)
!141 = distinct !DISubprogram(name: "sift", scope: !3, file: !3, line: 19, type: !142, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !48, !5, !5}
!144 = !{!145, !146, !147, !148, !149, !150, !151}
!145 = !DILocalVariable(name: "v", arg: 1, scope: !141, file: !3, line: 19, type: !48)
!146 = !DILocalVariable(name: "n", arg: 2, scope: !141, file: !3, line: 19, type: !5)
!147 = !DILocalVariable(name: "i", arg: 3, scope: !141, file: !3, line: 19, type: !5)
!148 = !DILocalVariable(name: "l", scope: !138, file: !3, line: 21, type: !5)
!149 = !DILocalVariable(name: "r", scope: !138, file: !3, line: 21, type: !5)
!150 = !DILocalVariable(name: "m", scope: !138, file: !3, line: 21, type: !5)
!151 = !DILocalVariable(name: "t", scope: !138, file: !3, line: 25, type: !5)
!152 = distinct !DILocation(line: 30, column: 42, scope: !153, inlinedAt: !135)
!153 = distinct !DILexicalBlock(scope: !124, file: !3, line: 30, column: 5)
!154 = !DILocation(line: 0, scope: !141, inlinedAt: !152)
!155 = !DILocation(line: 21, column: 19, scope: !138, inlinedAt: !152)
!156 = !DILocation(line: 21, column: 23, scope: !138, inlinedAt: !152)
!157 = !DILocation(line: 0, scope: !138, inlinedAt: !152)
!158 = !DILocation(line: 21, column: 34, scope: !138, inlinedAt: !152)
!159 = !DILocation(line: 22, column: 15, scope: !137, inlinedAt: !152)
!160 = !DILocation(line: 22, column: 22, scope: !137, inlinedAt: !152)
!161 = !DILocation(line: 22, column: 29, scope: !137, inlinedAt: !152)
!162 = !DILocation(line: 22, column: 27, scope: !137, inlinedAt: !152)
!163 = !DILocation(line: 22, column: 13, scope: !138, inlinedAt: !152)
!164 = !DILocation(line: 23, column: 15, scope: !165, inlinedAt: !152)
!165 = distinct !DILexicalBlock(scope: !138, file: !3, line: 23, column: 13)
!166 = !DILocation(line: 23, column: 19, scope: !165, inlinedAt: !152)
!167 = !DILocation(line: 23, column: 22, scope: !165, inlinedAt: !152)
!168 = !DILocation(line: 23, column: 29, scope: !165, inlinedAt: !152)
!169 = !DILocation(line: 23, column: 27, scope: !165, inlinedAt: !152)
!170 = !DILocation(line: 23, column: 13, scope: !138, inlinedAt: !152)
!171 = !DILocation(line: 24, column: 15, scope: !172, inlinedAt: !152)
!172 = distinct !DILexicalBlock(scope: !138, file: !3, line: 24, column: 13)
!173 = !DILocation(line: 24, column: 13, scope: !138, inlinedAt: !152)
!174 = !DILocation(line: 25, column: 17, scope: !138, inlinedAt: !152)
!175 = !DILocation(line: 25, column: 30, scope: !138, inlinedAt: !152)
!176 = !DILocation(line: 25, column: 28, scope: !138, inlinedAt: !152)
!177 = !DILocation(line: 25, column: 41, scope: !138, inlinedAt: !152)
!178 = !DILocation(line: 30, column: 38, scope: !153, inlinedAt: !135)
!179 = !DILocation(line: 30, column: 31, scope: !153, inlinedAt: !135)
!180 = !DILocation(line: 30, column: 5, scope: !124, inlinedAt: !135)
!181 = distinct !{!181, !180, !182, !106}
!182 = !DILocation(line: 30, column: 54, scope: !124, inlinedAt: !135)
!183 = !DILocation(line: 0, scope: !130, inlinedAt: !135)
!184 = !DILocation(line: 0, scope: !132, inlinedAt: !135)
!185 = !DILocation(line: 0, scope: !141, inlinedAt: !186)
!186 = distinct !DILocation(line: 31, column: 76, scope: !132, inlinedAt: !135)
!187 = !DILocation(line: 20, column: 5, scope: !141, inlinedAt: !186)
!188 = !DILocation(line: 31, scope: !132, inlinedAt: !135)
!189 = !DILocation(line: 21, column: 19, scope: !138, inlinedAt: !186)
!190 = !DILocation(line: 21, column: 23, scope: !138, inlinedAt: !186)
!191 = !DILocation(line: 0, scope: !138, inlinedAt: !186)
!192 = !DILocation(line: 21, column: 34, scope: !138, inlinedAt: !186)
!193 = !DILocation(line: 22, column: 15, scope: !137, inlinedAt: !186)
!194 = !DILocation(line: 22, column: 19, scope: !137, inlinedAt: !186)
!195 = !DILocation(line: 22, column: 22, scope: !137, inlinedAt: !186)
!196 = !DILocation(line: 22, column: 29, scope: !137, inlinedAt: !186)
!197 = !DILocation(line: 22, column: 27, scope: !137, inlinedAt: !186)
!198 = !DILocation(line: 22, column: 13, scope: !138, inlinedAt: !186)
!199 = !DILocation(line: 23, column: 15, scope: !165, inlinedAt: !186)
!200 = !DILocation(line: 23, column: 19, scope: !165, inlinedAt: !186)
!201 = !DILocation(line: 23, column: 22, scope: !165, inlinedAt: !186)
!202 = !DILocation(line: 23, column: 29, scope: !165, inlinedAt: !186)
!203 = !DILocation(line: 23, column: 27, scope: !165, inlinedAt: !186)
!204 = !DILocation(line: 23, column: 13, scope: !138, inlinedAt: !186)
!205 = !DILocation(line: 24, column: 15, scope: !172, inlinedAt: !186)
!206 = !DILocation(line: 24, column: 13, scope: !138, inlinedAt: !186)
!207 = !DILocation(line: 25, column: 17, scope: !138, inlinedAt: !186)
!208 = !DILocation(line: 25, column: 30, scope: !138, inlinedAt: !186)
!209 = !DILocation(line: 31, column: 33, scope: !133, inlinedAt: !135)
!210 = !DILocation(line: 31, column: 27, scope: !133, inlinedAt: !135)
!211 = !DILocation(line: 31, column: 5, scope: !130, inlinedAt: !135)
!212 = distinct !{!212, !211, !213, !106}
!213 = !DILocation(line: 31, column: 91, scope: !130, inlinedAt: !135)
!214 = !DILocation(line: 71, column: 17, scope: !121)
!215 = !DILocation(line: 71, column: 34, scope: !121)
!216 = !DILocalVariable(name: "i", scope: !217, file: !3, line: 45, type: !5)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 45, column: 5)
!218 = distinct !DISubprogram(name: "insertion", scope: !3, file: !3, line: 44, type: !46, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !219)
!219 = !{!220, !221, !216, !222, !225}
!220 = !DILocalVariable(name: "v", arg: 1, scope: !218, file: !3, line: 44, type: !48)
!221 = !DILocalVariable(name: "n", arg: 2, scope: !218, file: !3, line: 44, type: !5)
!222 = !DILocalVariable(name: "x", scope: !223, file: !3, line: 45, type: !5)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 45, column: 33)
!224 = distinct !DILexicalBlock(scope: !217, file: !3, line: 45, column: 5)
!225 = !DILocalVariable(name: "j", scope: !223, file: !3, line: 45, type: !5)
!226 = !DILocation(line: 0, scope: !217, inlinedAt: !227)
!227 = distinct !DILocation(line: 72, column: 17, scope: !121)
!228 = !DILocation(line: 45, column: 43, scope: !223, inlinedAt: !227)
!229 = !DILocation(line: 0, scope: !223, inlinedAt: !227)
!230 = !DILocation(line: 45, column: 74, scope: !223, inlinedAt: !227)
!231 = !DILocation(line: 45, scope: !223, inlinedAt: !227)
!232 = !DILocation(line: 45, column: 77, scope: !223, inlinedAt: !227)
!233 = !DILocation(line: 45, column: 82, scope: !223, inlinedAt: !227)
!234 = !DILocation(line: 45, column: 60, scope: !223, inlinedAt: !227)
!235 = !DILocation(line: 45, column: 89, scope: !236, inlinedAt: !227)
!236 = distinct !DILexicalBlock(scope: !223, file: !3, line: 45, column: 87)
!237 = !DILocation(line: 45, column: 98, scope: !236, inlinedAt: !227)
!238 = !DILocation(line: 45, column: 69, scope: !223, inlinedAt: !227)
!239 = distinct !{!239, !234, !240, !106}
!240 = !DILocation(line: 45, column: 111, scope: !223, inlinedAt: !227)
!241 = !DILocation(line: 45, column: 113, scope: !223, inlinedAt: !227)
!242 = !DILocation(line: 45, column: 122, scope: !223, inlinedAt: !227)
!243 = !DILocation(line: 45, column: 29, scope: !224, inlinedAt: !227)
!244 = !DILocation(line: 45, column: 23, scope: !224, inlinedAt: !227)
!245 = !DILocation(line: 45, column: 5, scope: !217, inlinedAt: !227)
!246 = distinct !{!246, !245, !247, !106}
!247 = !DILocation(line: 45, column: 127, scope: !217, inlinedAt: !227)
!248 = !DILocation(line: 0, scope: !45, inlinedAt: !249)
!249 = distinct !DILocation(line: 73, column: 17, scope: !121)
!250 = !DILocation(line: 0, scope: !53, inlinedAt: !249)
!251 = !DILocation(line: 49, column: 46, scope: !252, inlinedAt: !249)
!252 = distinct !DILexicalBlock(scope: !53, file: !3, line: 49, column: 5)
!253 = !DILocation(line: 50, column: 5, scope: !55, inlinedAt: !249)
!254 = !DILocation(line: 0, scope: !55, inlinedAt: !249)
!255 = !DILocation(line: 50, column: 39, scope: !256, inlinedAt: !249)
!256 = distinct !DILexicalBlock(scope: !55, file: !3, line: 50, column: 5)
!257 = !DILocation(line: 50, column: 44, scope: !256, inlinedAt: !249)
!258 = !DILocation(line: 50, column: 33, scope: !256, inlinedAt: !249)
!259 = !DILocation(line: 50, column: 51, scope: !256, inlinedAt: !249)
!260 = !DILocation(line: 50, column: 29, scope: !256, inlinedAt: !249)
!261 = !DILocation(line: 50, column: 23, scope: !256, inlinedAt: !249)
!262 = distinct !{!262, !253, !263, !106}
!263 = !DILocation(line: 50, column: 51, scope: !55, inlinedAt: !249)
!264 = !DILocation(line: 0, scope: !58, inlinedAt: !249)
!265 = !DILocation(line: 52, column: 37, scope: !266, inlinedAt: !249)
!266 = distinct !DILexicalBlock(scope: !58, file: !3, line: 52, column: 5)
!267 = !DILocation(line: 52, column: 56, scope: !266, inlinedAt: !249)
!268 = !DILocation(line: 52, column: 63, scope: !266, inlinedAt: !249)
!269 = distinct !{!269, !265, !270, !106, !271, !272}
!270 = !DILocation(line: 52, column: 69, scope: !266, inlinedAt: !249)
!271 = !{!"llvm.loop.isvectorized", i32 1}
!272 = !{!"llvm.loop.unroll.runtime.disable"}
!273 = !DILocation(line: 52, column: 52, scope: !266, inlinedAt: !249)
!274 = !DILocation(line: 52, column: 59, scope: !266, inlinedAt: !249)
!275 = distinct !{!275, !265, !270, !106, !272, !271}
!276 = !DILocation(line: 52, column: 33, scope: !266, inlinedAt: !249)
!277 = !DILocation(line: 52, column: 23, scope: !266, inlinedAt: !249)
!278 = !DILocation(line: 52, column: 5, scope: !58, inlinedAt: !249)
!279 = distinct !{!279, !278, !280, !106}
!280 = !DILocation(line: 52, column: 69, scope: !58, inlinedAt: !249)
!281 = !DILocalVariable(name: "v", arg: 1, scope: !282, file: !3, line: 54, type: !285)
!282 = distinct !DISubprogram(name: "check", scope: !3, file: !3, line: 54, type: !283, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !287)
!283 = !DISubroutineType(types: !284)
!284 = !{!6, !285, !5, !48}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!287 = !{!281, !288, !289, !290, !291}
!288 = !DILocalVariable(name: "n", arg: 2, scope: !282, file: !3, line: 54, type: !5)
!289 = !DILocalVariable(name: "sorted", arg: 3, scope: !282, file: !3, line: 54, type: !48)
!290 = !DILocalVariable(name: "h", scope: !282, file: !3, line: 55, type: !6)
!291 = !DILocalVariable(name: "i", scope: !292, file: !3, line: 57, type: !5)
!292 = distinct !DILexicalBlock(scope: !282, file: !3, line: 57, column: 5)
!293 = !DILocation(line: 0, scope: !282, inlinedAt: !294)
!294 = distinct !DILocation(line: 76, column: 22, scope: !83)
!295 = !DILocation(line: 0, scope: !292, inlinedAt: !294)
!296 = !DILocation(line: 57, column: 58, scope: !297, inlinedAt: !294)
!297 = distinct !DILexicalBlock(scope: !298, file: !3, line: 57, column: 33)
!298 = distinct !DILexicalBlock(scope: !292, file: !3, line: 57, column: 5)
!299 = !DILocation(line: 57, column: 5, scope: !292, inlinedAt: !294)
!300 = !DILocation(line: 57, column: 41, scope: !297, inlinedAt: !294)
!301 = !DILocation(line: 57, column: 46, scope: !297, inlinedAt: !294)
!302 = !DILocation(line: 57, column: 73, scope: !303, inlinedAt: !294)
!303 = distinct !DILexicalBlock(scope: !297, file: !3, line: 57, column: 68)
!304 = !DILocation(line: 57, column: 82, scope: !303, inlinedAt: !294)
!305 = !DILocation(line: 57, column: 68, scope: !297, inlinedAt: !294)
!306 = !DILocation(line: 57, column: 29, scope: !298, inlinedAt: !294)
!307 = !DILocation(line: 57, column: 23, scope: !298, inlinedAt: !294)
!308 = distinct !{!308, !299, !309, !106, !310}
!309 = !DILocation(line: 57, column: 103, scope: !292, inlinedAt: !294)
!310 = !{!"llvm.loop.peeled.count", i32 1}
!311 = !DILocation(line: 0, scope: !83)
!312 = !DILocation(line: 77, column: 58, scope: !83)
!313 = !{!314, !314, i64 0}
!314 = !{!"any pointer", !100, i64 0}
!315 = !DILocation(line: 77, column: 87, scope: !83)
!316 = !DILocation(line: 77, column: 9, scope: !83)
!317 = !DILocation(line: 66, column: 35, scope: !84)
!318 = !DILocation(line: 66, column: 27, scope: !84)
!319 = !DILocation(line: 66, column: 5, scope: !81)
!320 = distinct !{!320, !319, !321, !106}
!321 = !DILocation(line: 78, column: 5, scope: !81)
!322 = distinct !DISubprogram(name: "quicksort", scope: !3, file: !3, line: 8, type: !323, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !324)
!323 = !DISubroutineType(cc: DW_CC_nocall, types: !143)
!324 = !{!325, !326, !327, !328, !330, !331, !332}
!325 = !DILocalVariable(name: "v", arg: 1, scope: !322, file: !3, line: 8, type: !48)
!326 = !DILocalVariable(name: "lo", arg: 2, scope: !322, file: !3, line: 8, type: !5)
!327 = !DILocalVariable(name: "hi", arg: 3, scope: !322, file: !3, line: 8, type: !5)
!328 = !DILocalVariable(name: "p", scope: !329, file: !3, line: 10, type: !5)
!329 = distinct !DILexicalBlock(scope: !322, file: !3, line: 9, column: 21)
!330 = !DILocalVariable(name: "i", scope: !329, file: !3, line: 10, type: !5)
!331 = !DILocalVariable(name: "j", scope: !329, file: !3, line: 10, type: !5)
!332 = !DILocalVariable(name: "t", scope: !333, file: !3, line: 14, type: !5)
!333 = distinct !DILexicalBlock(scope: !334, file: !3, line: 14, column: 25)
!334 = distinct !DILexicalBlock(scope: !335, file: !3, line: 14, column: 17)
!335 = distinct !DILexicalBlock(scope: !329, file: !3, line: 11, column: 24)
!336 = !DILocation(line: 0, scope: !322)
!337 = !DILocation(line: 9, column: 15, scope: !322)
!338 = !DILocation(line: 9, column: 5, scope: !322)
!339 = !DILocation(line: 10, column: 23, scope: !329)
!340 = !DILocation(line: 10, column: 29, scope: !329)
!341 = !DILocation(line: 10, column: 17, scope: !329)
!342 = !DILocation(line: 0, scope: !329)
!343 = !DILocation(line: 11, column: 9, scope: !329)
!344 = !DILocation(line: 12, column: 13, scope: !335)
!345 = !DILocation(line: 12, column: 20, scope: !335)
!346 = !DILocation(line: 12, column: 25, scope: !335)
!347 = !DILocation(line: 12, column: 31, scope: !335)
!348 = distinct !{!348, !344, !347, !106}
!349 = !DILocation(line: 13, column: 13, scope: !335)
!350 = !DILocation(line: 13, column: 20, scope: !335)
!351 = !DILocation(line: 13, column: 25, scope: !335)
!352 = !DILocation(line: 13, column: 31, scope: !335)
!353 = distinct !{!353, !349, !352, !106}
!354 = !DILocation(line: 14, column: 19, scope: !334)
!355 = !DILocation(line: 14, column: 17, scope: !335)
!356 = !DILocation(line: 0, scope: !333)
!357 = !DILocation(line: 14, column: 46, scope: !333)
!358 = !DILocation(line: 14, column: 59, scope: !333)
!359 = !DILocation(line: 14, column: 65, scope: !333)
!360 = !DILocation(line: 14, column: 70, scope: !333)
!361 = !DILocation(line: 14, column: 74, scope: !333)
!362 = !DILocation(line: 11, column: 18, scope: !329)
!363 = distinct !{!363, !343, !364, !106}
!364 = !DILocation(line: 15, column: 9, scope: !329)
!365 = !DILocation(line: 16, column: 15, scope: !366)
!366 = distinct !DILexicalBlock(scope: !329, file: !3, line: 16, column: 13)
!367 = !DILocation(line: 16, column: 25, scope: !366)
!368 = !DILocation(line: 16, column: 20, scope: !366)
!369 = !DILocation(line: 16, column: 13, scope: !329)
!370 = !DILocation(line: 16, column: 32, scope: !371)
!371 = distinct !DILexicalBlock(scope: !366, file: !3, line: 16, column: 30)
!372 = !DILocation(line: 16, column: 61, scope: !371)
!373 = !DILocation(line: 16, column: 70, scope: !374)
!374 = distinct !DILexicalBlock(scope: !366, file: !3, line: 16, column: 68)
!375 = distinct !{!375, !338, !376, !106}
!376 = !DILocation(line: 17, column: 5, scope: !322)
!377 = !DILocation(line: 18, column: 1, scope: !322)
!378 = distinct !DISubprogram(name: "mergesort", scope: !3, file: !3, line: 33, type: !46, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !379)
!379 = !{!380, !381, !382, !383, !384, !385, !386}
!380 = !DILocalVariable(name: "v", arg: 1, scope: !378, file: !3, line: 33, type: !48)
!381 = !DILocalVariable(name: "n", arg: 2, scope: !378, file: !3, line: 33, type: !5)
!382 = !DILocalVariable(name: "h", scope: !378, file: !3, line: 35, type: !5)
!383 = !DILocalVariable(name: "i", scope: !378, file: !3, line: 38, type: !5)
!384 = !DILocalVariable(name: "j", scope: !378, file: !3, line: 38, type: !5)
!385 = !DILocalVariable(name: "k", scope: !378, file: !3, line: 38, type: !5)
!386 = !DILocalVariable(name: "x", scope: !387, file: !3, line: 42, type: !5)
!387 = distinct !DILexicalBlock(scope: !378, file: !3, line: 42, column: 5)
!388 = !DILocation(line: 0, scope: !378)
!389 = !DILocation(line: 34, column: 11, scope: !390)
!390 = distinct !DILexicalBlock(scope: !378, file: !3, line: 34, column: 9)
!391 = !DILocation(line: 34, column: 9, scope: !378)
!392 = !DILocation(line: 35, column: 15, scope: !378)
!393 = !DILocation(line: 36, column: 5, scope: !378)
!394 = !DILocation(line: 37, column: 17, scope: !378)
!395 = !DILocation(line: 37, column: 24, scope: !378)
!396 = !DILocation(line: 37, column: 5, scope: !378)
!397 = !DILocation(line: 39, column: 5, scope: !378)
!398 = !DILocation(line: 40, column: 14, scope: !378)
!399 = !DILocation(line: 40, column: 5, scope: !378)
!400 = !DILocation(line: 40, column: 28, scope: !378)
!401 = !DILocation(line: 40, column: 24, scope: !378)
!402 = distinct !{!402, !399, !403, !106, !271, !272}
!403 = !DILocation(line: 40, column: 35, scope: !378)
!404 = !DILocation(line: 39, column: 39, scope: !378)
!405 = !DILocation(line: 39, column: 47, scope: !378)
!406 = !DILocation(line: 39, column: 44, scope: !378)
!407 = !DILocation(line: 39, column: 33, scope: !378)
!408 = !DILocation(line: 39, column: 28, scope: !378)
!409 = !DILocation(line: 39, column: 37, scope: !378)
!410 = !DILocation(line: 39, column: 14, scope: !378)
!411 = !DILocation(line: 39, column: 18, scope: !378)
!412 = distinct !{!412, !397, !413, !106}
!413 = !DILocation(line: 39, column: 68, scope: !378)
!414 = !DILocation(line: 41, column: 14, scope: !378)
!415 = !DILocation(line: 41, column: 5, scope: !378)
!416 = !DILocation(line: 41, column: 28, scope: !378)
!417 = !DILocation(line: 42, column: 5, scope: !387)
!418 = !DILocation(line: 40, column: 33, scope: !378)
!419 = distinct !{!419, !399, !403, !106, !272, !271}
!420 = !DILocation(line: 0, scope: !387)
!421 = !DILocation(line: 42, column: 38, scope: !422)
!422 = distinct !DILexicalBlock(scope: !387, file: !3, line: 42, column: 5)
!423 = !DILocation(line: 43, column: 1, scope: !378)
!424 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!5, !78, null}
