; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@src = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"quick\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [6 x i8] c"merge\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [9 x i8] c"counting\00", align 1, !dbg !26
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@a = internal global [600 x i32] zeroinitializer, align 16, !dbg !36
@.str.5 = private unnamed_addr constant [38 x i8] c"%-9s sorted=%d hash=%u min=%d max=%d\0A\00", align 1, !dbg !31
@tmp = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !41
@counting.count = internal unnamed_addr global [2001 x i32] zeroinitializer, align 16, !dbg !43

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
    #dbg_value(i32 42, !73, !DIExpression(), !86)
    #dbg_value(i32 0, !74, !DIExpression(), !87)
  br label %1, !dbg !88

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = phi i32 [ 42, %0 ], [ %14, %1 ]
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
  store i32 %10, ptr %11, align 8, !dbg !97, !tbaa !98
  %12 = or disjoint i64 %2, 1, !dbg !102
    #dbg_value(i64 %12, !74, !DIExpression(), !87)
  %13 = mul i32 %5, 214013, !dbg !89
  %14 = add i32 %13, 2531011, !dbg !92
    #dbg_value(i32 %14, !73, !DIExpression(), !86)
  %15 = lshr i32 %14, 16, !dbg !93
  %16 = trunc nuw i32 %15 to i16, !dbg !94
  %17 = urem i16 %16, 2001, !dbg !94
  %18 = zext nneg i16 %17 to i32, !dbg !94
  %19 = add nsw i32 %18, -1000, !dbg !95
  %20 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %12, !dbg !96
  store i32 %19, ptr %20, align 4, !dbg !97, !tbaa !98
  %21 = add nuw nsw i64 %2, 2, !dbg !102
    #dbg_value(i64 %21, !74, !DIExpression(), !87)
  %22 = icmp eq i64 %21, 600, !dbg !103
  br i1 %22, label %24, label %1, !dbg !88, !llvm.loop !104

23:                                               ; preds = %226
  ret i32 0, !dbg !107

24:                                               ; preds = %1, %226
  %25 = phi i64 [ %231, %226 ], [ 0, %1 ]
    #dbg_value(i64 %25, !80, !DIExpression(), !108)
    #dbg_value(i32 0, !109, !DIExpression(), !115)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @a, ptr noundef nonnull align 16 dereferenceable(2400) @src, i64 2400, i1 false), !dbg !117, !tbaa !98
    #dbg_value(i64 poison, !109, !DIExpression(), !115)
  %26 = trunc nuw nsw i64 %25 to i32, !dbg !119
  switch i32 %26, label %201 [
    i32 0, label %27
    i32 1, label %28
    i32 2, label %114
    i32 3, label %115
    i32 4, label %136
  ], !dbg !119

27:                                               ; preds = %24
  tail call fastcc void @quicksort(i32 noundef 0, i32 noundef 599), !dbg !120
  br label %202, !dbg !122

28:                                               ; preds = %24, %67
  %29 = phi i32 [ %68, %67 ], [ 299, %24 ]
    #dbg_value(i32 %29, !123, !DIExpression(), !134)
  br label %30, !dbg !136

30:                                               ; preds = %60, %28
  %31 = phi i32 [ %58, %60 ], [ %29, %28 ]
    #dbg_value(i32 %31, !147, !DIExpression(), !154)
  %32 = shl nsw i32 %31, 1, !dbg !155
  %33 = or disjoint i32 %32, 1, !dbg !156
    #dbg_value(i32 %33, !148, !DIExpression(), !157)
  %34 = add nsw i32 %32, 2, !dbg !158
    #dbg_value(i32 %34, !149, !DIExpression(), !157)
    #dbg_value(i32 %31, !150, !DIExpression(), !157)
  %35 = icmp slt i32 %33, 600, !dbg !159
  br i1 %35, label %36, label %45, !dbg !136

36:                                               ; preds = %30
  %37 = sext i32 %33 to i64, !dbg !160
  %38 = getelementptr inbounds i32, ptr @a, i64 %37, !dbg !160
  %39 = load i32, ptr %38, align 4, !dbg !160, !tbaa !98
  %40 = sext i32 %31 to i64, !dbg !161
  %41 = getelementptr inbounds i32, ptr @a, i64 %40, !dbg !161
  %42 = load i32, ptr %41, align 4, !dbg !161, !tbaa !98
  %43 = icmp sgt i32 %39, %42, !dbg !162
  %44 = select i1 %43, i32 %33, i32 %31, !dbg !163
  br label %45, !dbg !163

45:                                               ; preds = %36, %30
  %46 = phi i32 [ %31, %30 ], [ %44, %36 ], !dbg !157
    #dbg_value(i32 %46, !150, !DIExpression(), !157)
  %47 = icmp slt i32 %31, 299, !dbg !164
  br i1 %47, label %48, label %57, !dbg !166

48:                                               ; preds = %45
  %49 = sext i32 %34 to i64, !dbg !167
  %50 = getelementptr inbounds i32, ptr @a, i64 %49, !dbg !167
  %51 = load i32, ptr %50, align 8, !dbg !167, !tbaa !98
  %52 = sext i32 %46 to i64, !dbg !168
  %53 = getelementptr inbounds i32, ptr @a, i64 %52, !dbg !168
  %54 = load i32, ptr %53, align 4, !dbg !168, !tbaa !98
  %55 = icmp sgt i32 %51, %54, !dbg !169
  %56 = select i1 %55, i32 %34, i32 %46, !dbg !170
  br label %57, !dbg !170

57:                                               ; preds = %48, %45
  %58 = phi i32 [ %46, %45 ], [ %56, %48 ], !dbg !157
    #dbg_value(i32 %58, !150, !DIExpression(), !157)
  %59 = icmp eq i32 %58, %31, !dbg !171
  br i1 %59, label %67, label %60, !dbg !173

60:                                               ; preds = %57
  %61 = sext i32 %31 to i64, !dbg !174
  %62 = getelementptr inbounds i32, ptr @a, i64 %61, !dbg !174
  %63 = load i32, ptr %62, align 4, !dbg !174, !tbaa !98
    #dbg_value(i32 %63, !151, !DIExpression(), !157)
  %64 = sext i32 %58 to i64, !dbg !175
  %65 = getelementptr inbounds i32, ptr @a, i64 %64, !dbg !175
  %66 = load i32, ptr %65, align 4, !dbg !175, !tbaa !98
  store i32 %66, ptr %62, align 4, !dbg !176, !tbaa !98
  store i32 %63, ptr %65, align 4, !dbg !177, !tbaa !98
    #dbg_value(i32 %58, !147, !DIExpression(), !154)
  br label %30

67:                                               ; preds = %57
    #dbg_value(i32 poison, !147, !DIExpression(), !154)
  %68 = add nsw i32 %29, -1, !dbg !178
    #dbg_value(i32 %68, !123, !DIExpression(), !134)
  %69 = icmp eq i32 %29, 0, !dbg !179
  br i1 %69, label %70, label %28, !dbg !180, !llvm.loop !181

70:                                               ; preds = %67, %111
  %71 = phi i64 [ %112, %111 ], [ 599, %67 ]
    #dbg_value(i64 %71, !129, !DIExpression(), !183)
    #dbg_value(i32 poison, !131, !DIExpression(), !184)
    #dbg_value(ptr @a, !145, !DIExpression(), !185)
    #dbg_value(i64 %71, !146, !DIExpression(), !185)
    #dbg_value(i32 0, !147, !DIExpression(), !185)
  br label %72, !dbg !187

72:                                               ; preds = %107, %70
  %73 = phi i64 [ %110, %107 ], [ %71, %70 ]
  %74 = phi ptr [ %109, %107 ], [ @a, %70 ]
  %75 = phi i32 [ %105, %107 ], [ 0, %70 ]
  %76 = load i32, ptr %74, align 4, !dbg !188, !tbaa !98
  %77 = getelementptr inbounds i32, ptr @a, i64 %73, !dbg !188
  %78 = load i32, ptr %77, align 4, !dbg !188, !tbaa !98
  store i32 %78, ptr %74, align 4, !dbg !188, !tbaa !98
  store i32 %76, ptr %77, align 4, !dbg !188, !tbaa !98
    #dbg_value(i32 %75, !147, !DIExpression(), !185)
  %79 = shl nsw i32 %75, 1, !dbg !189
  %80 = or disjoint i32 %79, 1, !dbg !190
    #dbg_value(i32 %80, !148, !DIExpression(), !191)
  %81 = add nsw i32 %79, 2, !dbg !192
    #dbg_value(i32 %81, !149, !DIExpression(), !191)
    #dbg_value(i32 %75, !150, !DIExpression(), !191)
  %82 = sext i32 %80 to i64, !dbg !193
  %83 = icmp sgt i64 %71, %82, !dbg !193
  br i1 %83, label %84, label %92, !dbg !194

84:                                               ; preds = %72
  %85 = getelementptr inbounds i32, ptr @a, i64 %82, !dbg !195
  %86 = load i32, ptr %85, align 4, !dbg !195, !tbaa !98
  %87 = sext i32 %75 to i64, !dbg !196
  %88 = getelementptr inbounds i32, ptr @a, i64 %87, !dbg !196
  %89 = load i32, ptr %88, align 4, !dbg !196, !tbaa !98
  %90 = icmp sgt i32 %86, %89, !dbg !197
  %91 = select i1 %90, i32 %80, i32 %75, !dbg !198
  br label %92, !dbg !198

92:                                               ; preds = %84, %72
  %93 = phi i32 [ %75, %72 ], [ %91, %84 ], !dbg !191
    #dbg_value(i32 %93, !150, !DIExpression(), !191)
  %94 = sext i32 %81 to i64, !dbg !199
  %95 = icmp sgt i64 %71, %94, !dbg !199
  br i1 %95, label %96, label %104, !dbg !200

96:                                               ; preds = %92
  %97 = getelementptr inbounds i32, ptr @a, i64 %94, !dbg !201
  %98 = load i32, ptr %97, align 8, !dbg !201, !tbaa !98
  %99 = sext i32 %93 to i64, !dbg !202
  %100 = getelementptr inbounds i32, ptr @a, i64 %99, !dbg !202
  %101 = load i32, ptr %100, align 4, !dbg !202, !tbaa !98
  %102 = icmp sgt i32 %98, %101, !dbg !203
  %103 = select i1 %102, i32 %81, i32 %93, !dbg !204
  br label %104, !dbg !204

104:                                              ; preds = %96, %92
  %105 = phi i32 [ %93, %92 ], [ %103, %96 ], !dbg !191
    #dbg_value(i32 %105, !150, !DIExpression(), !191)
  %106 = icmp eq i32 %105, %75, !dbg !205
  br i1 %106, label %111, label %107, !dbg !206

107:                                              ; preds = %104
  %108 = sext i32 %75 to i64, !dbg !207
  %109 = getelementptr inbounds i32, ptr @a, i64 %108, !dbg !207
    #dbg_value(i32 poison, !151, !DIExpression(), !191)
  %110 = sext i32 %105 to i64, !dbg !208
    #dbg_value(i32 %105, !147, !DIExpression(), !185)
  br label %72

111:                                              ; preds = %104
    #dbg_value(i32 poison, !147, !DIExpression(), !185)
  %112 = add nsw i64 %71, -1, !dbg !209
    #dbg_value(i64 %112, !129, !DIExpression(), !183)
  %113 = icmp ugt i64 %71, 1, !dbg !210
  br i1 %113, label %70, label %202, !dbg !211, !llvm.loop !212

114:                                              ; preds = %24
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef 600), !dbg !214
  br label %202, !dbg !215

115:                                              ; preds = %24, %129
  %116 = phi i64 [ %134, %129 ], [ 1, %24 ]
    #dbg_value(i64 %116, !216, !DIExpression(), !226)
  %117 = getelementptr inbounds i32, ptr @a, i64 %116, !dbg !228
  %118 = load i32, ptr %117, align 4, !dbg !228, !tbaa !98
    #dbg_value(i32 %118, !222, !DIExpression(), !229)
    #dbg_value(i64 %116, !225, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !229)
  br label %119, !dbg !230

119:                                              ; preds = %126, %115
  %120 = phi i64 [ %116, %115 ], [ %121, %126 ]
  %121 = add nsw i64 %120, -1, !dbg !231
  %122 = and i64 %121, 4294967295, !dbg !232
  %123 = getelementptr inbounds i32, ptr @a, i64 %122, !dbg !232
  %124 = load i32, ptr %123, align 4, !dbg !232, !tbaa !98
  %125 = icmp sgt i32 %124, %118, !dbg !233
  br i1 %125, label %126, label %129, !dbg !234

126:                                              ; preds = %119
  %127 = getelementptr inbounds i32, ptr @a, i64 %120, !dbg !235
  store i32 %124, ptr %127, align 4, !dbg !237, !tbaa !98
    #dbg_value(i64 %121, !225, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !229)
  %128 = icmp sgt i64 %120, 1, !dbg !238
  br i1 %128, label %119, label %129, !dbg !230, !llvm.loop !239

129:                                              ; preds = %126, %119
  %130 = phi i64 [ 0, %126 ], [ %120, %119 ]
  %131 = shl i64 %130, 32, !dbg !241
  %132 = ashr exact i64 %131, 30, !dbg !241
  %133 = getelementptr inbounds i8, ptr @a, i64 %132, !dbg !241
  store i32 %118, ptr %133, align 4, !dbg !242, !tbaa !98
  %134 = add nuw nsw i64 %116, 1, !dbg !243
    #dbg_value(i64 %134, !216, !DIExpression(), !226)
  %135 = icmp eq i64 %134, 600, !dbg !244
  br i1 %135, label %202, label %115, !dbg !245, !llvm.loop !246

136:                                              ; preds = %24
    #dbg_value(ptr @a, !50, !DIExpression(), !248)
    #dbg_value(i32 600, !51, !DIExpression(), !248)
    #dbg_value(i32 0, !52, !DIExpression(), !250)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !dbg !251, !tbaa !98
    #dbg_value(i64 poison, !52, !DIExpression(), !250)
  br label %137, !dbg !253

137:                                              ; preds = %137, %136
  %138 = phi i64 [ 0, %136 ], [ %154, %137 ]
    #dbg_value(i64 %138, !54, !DIExpression(), !254)
  %139 = getelementptr inbounds i32, ptr @a, i64 %138, !dbg !255
  %140 = load i32, ptr %139, align 8, !dbg !255, !tbaa !98
  %141 = add nsw i32 %140, 1000, !dbg !257
  %142 = sext i32 %141 to i64, !dbg !258
  %143 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %142, !dbg !258
  %144 = load i32, ptr %143, align 4, !dbg !259, !tbaa !98
  %145 = add nsw i32 %144, 1, !dbg !259
  store i32 %145, ptr %143, align 4, !dbg !259, !tbaa !98
  %146 = or disjoint i64 %138, 1, !dbg !260
    #dbg_value(i64 %146, !54, !DIExpression(), !254)
  %147 = getelementptr inbounds i32, ptr @a, i64 %146, !dbg !255
  %148 = load i32, ptr %147, align 4, !dbg !255, !tbaa !98
  %149 = add nsw i32 %148, 1000, !dbg !257
  %150 = sext i32 %149 to i64, !dbg !258
  %151 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %150, !dbg !258
  %152 = load i32, ptr %151, align 4, !dbg !259, !tbaa !98
  %153 = add nsw i32 %152, 1, !dbg !259
  store i32 %153, ptr %151, align 4, !dbg !259, !tbaa !98
  %154 = add nuw nsw i64 %138, 2, !dbg !260
    #dbg_value(i64 %154, !54, !DIExpression(), !254)
  %155 = icmp eq i64 %154, 600, !dbg !261
  br i1 %155, label %156, label %137, !dbg !253, !llvm.loop !262

156:                                              ; preds = %137, %197
  %157 = phi i64 [ %199, %197 ], [ 0, %137 ]
  %158 = phi i32 [ %198, %197 ], [ 0, %137 ]
    #dbg_value(i64 %157, !57, !DIExpression(), !264)
    #dbg_value(i32 %158, !56, !DIExpression(), !248)
  %159 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %157
  %160 = load i32, ptr %159, align 4, !tbaa !98
  %161 = icmp eq i32 %160, 0, !dbg !265
  br i1 %161, label %197, label %162, !dbg !265

162:                                              ; preds = %156
  %163 = sext i32 %158 to i64, !dbg !265
  %164 = trunc i64 %157 to i32
  %165 = add i32 %164, -1000
  %166 = zext i32 %160 to i64, !dbg !265
  %167 = icmp ult i32 %160, 8, !dbg !265
  br i1 %167, label %184, label %168, !dbg !265

168:                                              ; preds = %162
  %169 = and i64 %166, 4294967288, !dbg !265
  %170 = add nsw i64 %169, %163, !dbg !265
  %171 = trunc nuw i64 %169 to i32, !dbg !265
  %172 = sub i32 %160, %171, !dbg !265
  %173 = insertelement <4 x i32> poison, i32 %165, i64 0, !dbg !265
  %174 = shufflevector <4 x i32> %173, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !265
  %175 = getelementptr i32, ptr @a, i64 %163, !dbg !265
  br label %176, !dbg !265

176:                                              ; preds = %176, %168
  %177 = phi i64 [ 0, %168 ], [ %180, %176 ]
  %178 = getelementptr i32, ptr %175, i64 %177, !dbg !267
  %179 = getelementptr inbounds i8, ptr %178, i64 16, !dbg !268
  store <4 x i32> %174, ptr %178, align 4, !dbg !268, !tbaa !98
  store <4 x i32> %174, ptr %179, align 4, !dbg !268, !tbaa !98
  %180 = add nuw i64 %177, 8
  %181 = icmp eq i64 %180, %169
  br i1 %181, label %182, label %176, !llvm.loop !269

182:                                              ; preds = %176
  %183 = icmp eq i64 %169, %166, !dbg !265
  br i1 %183, label %194, label %184, !dbg !265

184:                                              ; preds = %182, %162
  %185 = phi i64 [ %163, %162 ], [ %170, %182 ]
  %186 = phi i32 [ %160, %162 ], [ %172, %182 ]
  br label %187, !dbg !265

187:                                              ; preds = %184, %187
  %188 = phi i64 [ %191, %187 ], [ %185, %184 ]
  %189 = phi i32 [ %190, %187 ], [ %186, %184 ]
  %190 = add nsw i32 %189, -1, !dbg !273
    #dbg_value(i64 %188, !56, !DIExpression(), !248)
  %191 = add nsw i64 %188, 1, !dbg !274
    #dbg_value(i64 %191, !56, !DIExpression(), !248)
  %192 = getelementptr inbounds i32, ptr @a, i64 %188, !dbg !267
  store i32 %165, ptr %192, align 4, !dbg !268, !tbaa !98
  %193 = icmp eq i32 %190, 0, !dbg !265
  br i1 %193, label %194, label %187, !dbg !265, !llvm.loop !275

194:                                              ; preds = %187, %182
  %195 = phi i64 [ %170, %182 ], [ %191, %187 ], !dbg !274
  %196 = trunc nsw i64 %195 to i32, !dbg !273
  br label %197, !dbg !273

197:                                              ; preds = %194, %156
  %198 = phi i32 [ %158, %156 ], [ %196, %194 ], !dbg !248
  store i32 -1, ptr %159, align 4, !dbg !273, !tbaa !98
  %199 = add nuw nsw i64 %157, 1, !dbg !276
    #dbg_value(i64 %199, !57, !DIExpression(), !264)
    #dbg_value(i32 %198, !56, !DIExpression(), !248)
  %200 = icmp eq i64 %199, 2001, !dbg !277
  br i1 %200, label %202, label %156, !dbg !278, !llvm.loop !279

201:                                              ; preds = %24
  unreachable

202:                                              ; preds = %197, %129, %111, %114, %27
    #dbg_value(ptr @a, !281, !DIExpression(), !293)
    #dbg_value(i32 600, !288, !DIExpression(), !293)
    #dbg_value(ptr undef, !289, !DIExpression(), !293)
    #dbg_value(i32 0, !290, !DIExpression(), !293)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  %203 = load i32, ptr @a, align 16, !dbg !296, !tbaa !98
    #dbg_value(i64 1, !291, !DIExpression(), !295)
    #dbg_value(i32 %203, !290, !DIExpression(), !293)
  br label %204, !dbg !299

204:                                              ; preds = %218, %202
  %205 = phi i32 [ 1, %202 ], [ %224, %218 ], !dbg !293
  %206 = phi i64 [ 1, %202 ], [ %225, %218 ]
  %207 = phi i32 [ %203, %202 ], [ %222, %218 ]
    #dbg_value(i64 %206, !291, !DIExpression(), !295)
    #dbg_value(i32 %207, !290, !DIExpression(), !293)
  %208 = mul i32 %207, 31, !dbg !300
  %209 = getelementptr inbounds i32, ptr @a, i64 %206, !dbg !296
  %210 = load i32, ptr %209, align 4, !dbg !296, !tbaa !98
  %211 = add i32 %210, %208, !dbg !301
    #dbg_value(i32 %211, !290, !DIExpression(), !293)
  %212 = getelementptr i8, ptr %209, i64 -4, !dbg !302
  %213 = load i32, ptr %212, align 4, !dbg !302, !tbaa !98
  %214 = icmp sgt i32 %213, %210, !dbg !304
  %215 = select i1 %214, i32 0, i32 %205, !dbg !305
  %216 = add nuw nsw i64 %206, 1, !dbg !306
    #dbg_value(i64 %216, !291, !DIExpression(), !295)
  %217 = icmp eq i64 %216, 600, !dbg !307
  br i1 %217, label %226, label %218, !dbg !299, !llvm.loop !308

218:                                              ; preds = %204
    #dbg_value(i64 %216, !291, !DIExpression(), !295)
    #dbg_value(i32 %211, !290, !DIExpression(), !293)
  %219 = mul i32 %211, 31, !dbg !300
  %220 = getelementptr inbounds i32, ptr @a, i64 %216, !dbg !296
  %221 = load i32, ptr %220, align 4, !dbg !296, !tbaa !98
  %222 = add i32 %221, %219, !dbg !301
    #dbg_value(i32 %222, !290, !DIExpression(), !293)
  %223 = icmp sgt i32 %210, %221, !dbg !304
  %224 = select i1 %223, i32 0, i32 %215, !dbg !305
  %225 = add nuw nsw i64 %206, 2, !dbg !306
    #dbg_value(i64 %225, !291, !DIExpression(), !295)
  br label %204

226:                                              ; preds = %204
    #dbg_value(i32 %211, !85, !DIExpression(), !311)
  %227 = shl i64 %25, 2, !dbg !312
  %228 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %227), !dbg !312
    #dbg_value(i32 %215, !82, !DIExpression(), !311)
  %229 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !dbg !313, !tbaa !98
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %228, i32 noundef %215, i32 noundef %211, i32 noundef %203, i32 noundef %229), !dbg !314
  %231 = add nuw nsw i64 %25, 1, !dbg !315
    #dbg_value(i64 %231, !80, !DIExpression(), !108)
  %232 = icmp eq i64 %231, 5, !dbg !316
  br i1 %232, label %23, label %24, !dbg !317, !llvm.loop !318
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quicksort(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !320 {
    #dbg_value(ptr @a, !323, !DIExpression(), !334)
    #dbg_value(i32 %0, !324, !DIExpression(), !334)
    #dbg_value(i32 %1, !325, !DIExpression(), !334)
  %3 = icmp slt i32 %0, %1, !dbg !335
  br i1 %3, label %4, label %51, !dbg !336

4:                                                ; preds = %2, %47
  %5 = phi i32 [ %49, %47 ], [ %0, %2 ]
  %6 = phi i32 [ %48, %47 ], [ %1, %2 ]
    #dbg_value(i32 %5, !324, !DIExpression(), !334)
    #dbg_value(i32 %6, !325, !DIExpression(), !334)
  %7 = add nsw i32 %5, %6, !dbg !337
  %8 = sdiv i32 %7, 2, !dbg !338
  %9 = sext i32 %8 to i64, !dbg !339
  %10 = getelementptr inbounds i32, ptr @a, i64 %9, !dbg !339
  %11 = load i32, ptr %10, align 4, !dbg !339, !tbaa !98
    #dbg_value(i32 %11, !326, !DIExpression(), !340)
    #dbg_value(i32 %5, !328, !DIExpression(), !340)
    #dbg_value(i32 %6, !329, !DIExpression(), !340)
  br label %12, !dbg !341

12:                                               ; preds = %4, %37
  %13 = phi i32 [ %6, %4 ], [ %39, %37 ]
  %14 = phi i32 [ %5, %4 ], [ %38, %37 ]
    #dbg_value(i32 %13, !329, !DIExpression(), !340)
    #dbg_value(i32 %14, !328, !DIExpression(), !340)
  %15 = sext i32 %14 to i64, !dbg !342
  br label %16, !dbg !342

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ], !dbg !340
    #dbg_value(i64 %17, !328, !DIExpression(), !340)
  %18 = getelementptr inbounds i32, ptr @a, i64 %17, !dbg !343
  %19 = load i32, ptr %18, align 4, !dbg !343, !tbaa !98
  %20 = icmp slt i32 %19, %11, !dbg !344
  %21 = add nsw i64 %17, 1, !dbg !345
    #dbg_value(i64 %21, !328, !DIExpression(), !340)
  br i1 %20, label %16, label %22, !dbg !342, !llvm.loop !346

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64, !dbg !347
  br label %24, !dbg !347

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ], !dbg !340
    #dbg_value(i64 %25, !329, !DIExpression(), !340)
  %26 = getelementptr inbounds i32, ptr @a, i64 %25, !dbg !348
  %27 = load i32, ptr %26, align 4, !dbg !348, !tbaa !98
  %28 = icmp sgt i32 %27, %11, !dbg !349
  %29 = add nsw i64 %25, -1, !dbg !350
    #dbg_value(i64 %29, !329, !DIExpression(), !340)
  br i1 %28, label %24, label %30, !dbg !347, !llvm.loop !351

30:                                               ; preds = %24
  %31 = trunc nsw i64 %17 to i32, !dbg !347
  %32 = trunc nsw i64 %25 to i32, !dbg !352
  %33 = icmp sgt i64 %17, %25, !dbg !352
  br i1 %33, label %37, label %34, !dbg !353

34:                                               ; preds = %30
    #dbg_value(i32 %19, !330, !DIExpression(), !354)
  store i32 %27, ptr %18, align 4, !dbg !355, !tbaa !98
  store i32 %19, ptr %26, align 4, !dbg !356, !tbaa !98
  %35 = add nsw i32 %31, 1, !dbg !357
    #dbg_value(i32 %35, !328, !DIExpression(), !340)
  %36 = add nsw i32 %32, -1, !dbg !358
    #dbg_value(i32 %36, !329, !DIExpression(), !340)
  br label %37, !dbg !359

37:                                               ; preds = %34, %30
  %38 = phi i32 [ %35, %34 ], [ %31, %30 ], !dbg !340
  %39 = phi i32 [ %36, %34 ], [ %32, %30 ], !dbg !340
    #dbg_value(i32 %39, !329, !DIExpression(), !340)
    #dbg_value(i32 %38, !328, !DIExpression(), !340)
  %40 = icmp sgt i32 %38, %39, !dbg !360
  br i1 %40, label %41, label %12, !dbg !341, !llvm.loop !361

41:                                               ; preds = %37
  %42 = sub nsw i32 %39, %5, !dbg !363
  %43 = sub nsw i32 %6, %38, !dbg !365
  %44 = icmp slt i32 %42, %43, !dbg !366
  br i1 %44, label %45, label %46, !dbg !367

45:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %5, i32 noundef %39), !dbg !368
    #dbg_value(i32 %38, !324, !DIExpression(), !334)
  br label %47, !dbg !370

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %38, i32 noundef %6), !dbg !371
    #dbg_value(i32 %39, !325, !DIExpression(), !334)
  br label %47

47:                                               ; preds = %46, %45
  %48 = phi i32 [ %6, %45 ], [ %39, %46 ]
  %49 = phi i32 [ %38, %45 ], [ %5, %46 ]
    #dbg_value(i32 %49, !324, !DIExpression(), !334)
    #dbg_value(i32 %48, !325, !DIExpression(), !334)
  %50 = icmp slt i32 %49, %48, !dbg !335
  br i1 %50, label %4, label %51, !dbg !336, !llvm.loop !373

51:                                               ; preds = %47, %2
  ret void, !dbg !375
}

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !376 {
    #dbg_value(ptr %0, !378, !DIExpression(), !386)
    #dbg_value(i32 %1, !379, !DIExpression(), !386)
  %3 = icmp slt i32 %1, 2, !dbg !387
  br i1 %3, label %95, label %4, !dbg !389

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1, !dbg !390
    #dbg_value(i32 %5, !380, !DIExpression(), !386)
  tail call fastcc void @mergesort(ptr noundef %0, i32 noundef %5), !dbg !391
  %6 = zext nneg i32 %5 to i64, !dbg !392
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !392
  %8 = sub nsw i32 %1, %5, !dbg !393
  tail call fastcc void @mergesort(ptr noundef %7, i32 noundef %8), !dbg !394
    #dbg_value(i32 0, !381, !DIExpression(), !386)
    #dbg_value(i32 %5, !382, !DIExpression(), !386)
    #dbg_value(i32 0, !383, !DIExpression(), !386)
  br label %48, !dbg !395

9:                                                ; preds = %48
    #dbg_value(i64 %65, !383, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !386)
    #dbg_value(i32 %60, !381, !DIExpression(), !386)
  %10 = icmp ult i32 %60, %5, !dbg !396
  br i1 %10, label %11, label %70, !dbg !397

11:                                               ; preds = %9
  %12 = and i64 %65, 4294967295, !dbg !397
  %13 = shl nuw nsw i64 %12, 2, !dbg !397
  %14 = getelementptr i8, ptr @tmp, i64 %13, !dbg !397
  %15 = zext nneg i32 %60 to i64, !dbg !397
  %16 = shl nuw nsw i64 %15, 2, !dbg !397
  %17 = getelementptr i8, ptr %0, i64 %16, !dbg !397
  %18 = xor i32 %60, -1, !dbg !397
  %19 = add nsw i32 %5, %18, !dbg !397
  %20 = zext i32 %19 to i64, !dbg !397
  %21 = shl nuw nsw i64 %20, 2, !dbg !397
  %22 = add nuw nsw i64 %21, 4, !dbg !397
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !dbg !398, !tbaa !98
  %23 = zext nneg i32 %5 to i64, !dbg !396
  %24 = zext nneg i32 %51 to i64, !dbg !397
  %25 = sub nsw i64 %23, %24, !dbg !397
  %26 = sext i1 %58 to i64, !dbg !397
  %27 = add nsw i64 %25, %26, !dbg !397
  %28 = icmp ult i64 %27, 4, !dbg !397
  br i1 %28, label %29, label %32, !dbg !397

29:                                               ; preds = %44, %11
  %30 = phi i64 [ %15, %11 ], [ %34, %44 ]
  %31 = phi i64 [ %12, %11 ], [ %46, %44 ]
  br label %85, !dbg !397

32:                                               ; preds = %11
  %33 = and i64 %27, -4, !dbg !397
  %34 = add nsw i64 %33, %15, !dbg !397
  %35 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %12, i64 0, !dbg !397
  br label %36, !dbg !397

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %42, %36 ]
  %38 = phi <2 x i64> [ %35, %32 ], [ %40, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %32 ], [ %41, %36 ]
  %40 = add <2 x i64> %38, <i64 1, i64 1>, !dbg !399
  %41 = add <2 x i64> %39, <i64 1, i64 1>, !dbg !399
  %42 = add nuw i64 %37, 4
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %44, label %36, !llvm.loop !400

44:                                               ; preds = %36
  %45 = add <2 x i64> %41, %40, !dbg !397
  %46 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %45), !dbg !397
  %47 = icmp eq i64 %27, %33, !dbg !397
  br i1 %47, label %70, label %29, !dbg !397

48:                                               ; preds = %4, %48
  %49 = phi i64 [ 0, %4 ], [ %65, %48 ]
  %50 = phi i32 [ %5, %4 ], [ %63, %48 ]
  %51 = phi i32 [ 0, %4 ], [ %60, %48 ]
    #dbg_value(i64 %49, !383, !DIExpression(), !386)
    #dbg_value(i32 %50, !382, !DIExpression(), !386)
    #dbg_value(i32 %51, !381, !DIExpression(), !386)
  %52 = zext nneg i32 %51 to i64, !dbg !402
  %53 = getelementptr inbounds i32, ptr %0, i64 %52, !dbg !402
  %54 = load i32, ptr %53, align 4, !dbg !402, !tbaa !98
  %55 = zext nneg i32 %50 to i64, !dbg !403
  %56 = getelementptr inbounds i32, ptr %0, i64 %55, !dbg !403
  %57 = load i32, ptr %56, align 4, !dbg !403, !tbaa !98
  %58 = icmp sle i32 %54, %57, !dbg !404
  %59 = zext i1 %58 to i32, !dbg !402
  %60 = add nuw nsw i32 %51, %59, !dbg !402
  %61 = xor i1 %58, true, !dbg !402
  %62 = zext i1 %61 to i32, !dbg !402
  %63 = add nuw nsw i32 %50, %62, !dbg !402
  %64 = tail call i32 @llvm.smin.i32(i32 %54, i32 %57), !dbg !402
    #dbg_value(i32 %63, !382, !DIExpression(), !386)
    #dbg_value(i32 %60, !381, !DIExpression(), !386)
  %65 = add nuw nsw i64 %49, 1, !dbg !405
    #dbg_value(i64 %65, !383, !DIExpression(), !386)
  %66 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %49, !dbg !406
  store i32 %64, ptr %66, align 4, !dbg !407, !tbaa !98
  %67 = icmp ult i32 %60, %5, !dbg !408
  %68 = icmp slt i32 %63, %1, !dbg !409
  %69 = select i1 %67, i1 %68, i1 false, !dbg !409
  br i1 %69, label %48, label %9, !dbg !395, !llvm.loop !410

70:                                               ; preds = %85, %44, %9
  %71 = phi i64 [ %65, %9 ], [ %46, %44 ], [ %89, %85 ]
    #dbg_value(i64 %71, !383, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !386)
    #dbg_value(i32 %63, !382, !DIExpression(), !386)
  %72 = icmp slt i32 %63, %1, !dbg !412
  br i1 %72, label %73, label %91, !dbg !413

73:                                               ; preds = %70
    #dbg_value(i64 %71, !383, !DIExpression(), !386)
  %74 = shl i64 %71, 2, !dbg !413
  %75 = and i64 %74, 17179869180, !dbg !413
  %76 = getelementptr i8, ptr @tmp, i64 %75, !dbg !413
  %77 = zext nneg i32 %63 to i64, !dbg !413
  %78 = shl nuw nsw i64 %77, 2, !dbg !413
  %79 = getelementptr i8, ptr %0, i64 %78, !dbg !413
  %80 = xor i32 %63, -1, !dbg !413
  %81 = add nsw i32 %80, %1, !dbg !413
  %82 = zext i32 %81 to i64, !dbg !413
  %83 = shl nuw nsw i64 %82, 2, !dbg !413
  %84 = add nuw nsw i64 %83, 4, !dbg !413
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %76, ptr noundef nonnull align 4 dereferenceable(1) %79, i64 %84, i1 false), !dbg !414, !tbaa !98
    #dbg_value(i64 poison, !383, !DIExpression(), !386)
    #dbg_value(i64 poison, !382, !DIExpression(), !386)
  br label %91, !dbg !415

85:                                               ; preds = %29, %85
  %86 = phi i64 [ %88, %85 ], [ %30, %29 ]
  %87 = phi i64 [ %89, %85 ], [ %31, %29 ]
    #dbg_value(i64 %87, !383, !DIExpression(), !386)
    #dbg_value(i64 %86, !381, !DIExpression(), !386)
  %88 = add nuw nsw i64 %86, 1, !dbg !416
    #dbg_value(i64 %88, !381, !DIExpression(), !386)
  %89 = add nuw nsw i64 %87, 1, !dbg !399
    #dbg_value(i64 %89, !383, !DIExpression(), !386)
  %90 = icmp eq i64 %88, %23, !dbg !396
  br i1 %90, label %70, label %85, !dbg !397, !llvm.loop !417

91:                                               ; preds = %70, %73
    #dbg_value(i32 0, !384, !DIExpression(), !418)
  %92 = tail call i32 @llvm.smax.i32(i32 %1, i32 1), !dbg !415
  %93 = zext nneg i32 %92 to i64, !dbg !415
  %94 = shl nuw nsw i64 %93, 2, !dbg !415
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 16 dereferenceable(1) @tmp, i64 %94, i1 false), !dbg !419, !tbaa !98
    #dbg_value(i64 poison, !384, !DIExpression(), !418)
  br label %95, !dbg !421

95:                                               ; preds = %91, %2
  ret void, !dbg !421
}

; Function Attrs: nofree nounwind
declare !dbg !422 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"frame-pointer", i32 2}
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
!313 = !DILocation(line: 77, column: 87, scope: !83)
!314 = !DILocation(line: 77, column: 9, scope: !83)
!315 = !DILocation(line: 66, column: 35, scope: !84)
!316 = !DILocation(line: 66, column: 27, scope: !84)
!317 = !DILocation(line: 66, column: 5, scope: !81)
!318 = distinct !{!318, !317, !319, !106}
!319 = !DILocation(line: 78, column: 5, scope: !81)
!320 = distinct !DISubprogram(name: "quicksort", scope: !3, file: !3, line: 8, type: !321, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !322)
!321 = !DISubroutineType(cc: DW_CC_nocall, types: !143)
!322 = !{!323, !324, !325, !326, !328, !329, !330}
!323 = !DILocalVariable(name: "v", arg: 1, scope: !320, file: !3, line: 8, type: !48)
!324 = !DILocalVariable(name: "lo", arg: 2, scope: !320, file: !3, line: 8, type: !5)
!325 = !DILocalVariable(name: "hi", arg: 3, scope: !320, file: !3, line: 8, type: !5)
!326 = !DILocalVariable(name: "p", scope: !327, file: !3, line: 10, type: !5)
!327 = distinct !DILexicalBlock(scope: !320, file: !3, line: 9, column: 21)
!328 = !DILocalVariable(name: "i", scope: !327, file: !3, line: 10, type: !5)
!329 = !DILocalVariable(name: "j", scope: !327, file: !3, line: 10, type: !5)
!330 = !DILocalVariable(name: "t", scope: !331, file: !3, line: 14, type: !5)
!331 = distinct !DILexicalBlock(scope: !332, file: !3, line: 14, column: 25)
!332 = distinct !DILexicalBlock(scope: !333, file: !3, line: 14, column: 17)
!333 = distinct !DILexicalBlock(scope: !327, file: !3, line: 11, column: 24)
!334 = !DILocation(line: 0, scope: !320)
!335 = !DILocation(line: 9, column: 15, scope: !320)
!336 = !DILocation(line: 9, column: 5, scope: !320)
!337 = !DILocation(line: 10, column: 23, scope: !327)
!338 = !DILocation(line: 10, column: 29, scope: !327)
!339 = !DILocation(line: 10, column: 17, scope: !327)
!340 = !DILocation(line: 0, scope: !327)
!341 = !DILocation(line: 11, column: 9, scope: !327)
!342 = !DILocation(line: 12, column: 13, scope: !333)
!343 = !DILocation(line: 12, column: 20, scope: !333)
!344 = !DILocation(line: 12, column: 25, scope: !333)
!345 = !DILocation(line: 12, column: 31, scope: !333)
!346 = distinct !{!346, !342, !345, !106}
!347 = !DILocation(line: 13, column: 13, scope: !333)
!348 = !DILocation(line: 13, column: 20, scope: !333)
!349 = !DILocation(line: 13, column: 25, scope: !333)
!350 = !DILocation(line: 13, column: 31, scope: !333)
!351 = distinct !{!351, !347, !350, !106}
!352 = !DILocation(line: 14, column: 19, scope: !332)
!353 = !DILocation(line: 14, column: 17, scope: !333)
!354 = !DILocation(line: 0, scope: !331)
!355 = !DILocation(line: 14, column: 46, scope: !331)
!356 = !DILocation(line: 14, column: 59, scope: !331)
!357 = !DILocation(line: 14, column: 65, scope: !331)
!358 = !DILocation(line: 14, column: 70, scope: !331)
!359 = !DILocation(line: 14, column: 74, scope: !331)
!360 = !DILocation(line: 11, column: 18, scope: !327)
!361 = distinct !{!361, !341, !362, !106}
!362 = !DILocation(line: 15, column: 9, scope: !327)
!363 = !DILocation(line: 16, column: 15, scope: !364)
!364 = distinct !DILexicalBlock(scope: !327, file: !3, line: 16, column: 13)
!365 = !DILocation(line: 16, column: 25, scope: !364)
!366 = !DILocation(line: 16, column: 20, scope: !364)
!367 = !DILocation(line: 16, column: 13, scope: !327)
!368 = !DILocation(line: 16, column: 32, scope: !369)
!369 = distinct !DILexicalBlock(scope: !364, file: !3, line: 16, column: 30)
!370 = !DILocation(line: 16, column: 61, scope: !369)
!371 = !DILocation(line: 16, column: 70, scope: !372)
!372 = distinct !DILexicalBlock(scope: !364, file: !3, line: 16, column: 68)
!373 = distinct !{!373, !336, !374, !106}
!374 = !DILocation(line: 17, column: 5, scope: !320)
!375 = !DILocation(line: 18, column: 1, scope: !320)
!376 = distinct !DISubprogram(name: "mergesort", scope: !3, file: !3, line: 33, type: !46, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !377)
!377 = !{!378, !379, !380, !381, !382, !383, !384}
!378 = !DILocalVariable(name: "v", arg: 1, scope: !376, file: !3, line: 33, type: !48)
!379 = !DILocalVariable(name: "n", arg: 2, scope: !376, file: !3, line: 33, type: !5)
!380 = !DILocalVariable(name: "h", scope: !376, file: !3, line: 35, type: !5)
!381 = !DILocalVariable(name: "i", scope: !376, file: !3, line: 38, type: !5)
!382 = !DILocalVariable(name: "j", scope: !376, file: !3, line: 38, type: !5)
!383 = !DILocalVariable(name: "k", scope: !376, file: !3, line: 38, type: !5)
!384 = !DILocalVariable(name: "x", scope: !385, file: !3, line: 42, type: !5)
!385 = distinct !DILexicalBlock(scope: !376, file: !3, line: 42, column: 5)
!386 = !DILocation(line: 0, scope: !376)
!387 = !DILocation(line: 34, column: 11, scope: !388)
!388 = distinct !DILexicalBlock(scope: !376, file: !3, line: 34, column: 9)
!389 = !DILocation(line: 34, column: 9, scope: !376)
!390 = !DILocation(line: 35, column: 15, scope: !376)
!391 = !DILocation(line: 36, column: 5, scope: !376)
!392 = !DILocation(line: 37, column: 17, scope: !376)
!393 = !DILocation(line: 37, column: 24, scope: !376)
!394 = !DILocation(line: 37, column: 5, scope: !376)
!395 = !DILocation(line: 39, column: 5, scope: !376)
!396 = !DILocation(line: 40, column: 14, scope: !376)
!397 = !DILocation(line: 40, column: 5, scope: !376)
!398 = !DILocation(line: 40, column: 28, scope: !376)
!399 = !DILocation(line: 40, column: 24, scope: !376)
!400 = distinct !{!400, !397, !401, !106, !271, !272}
!401 = !DILocation(line: 40, column: 35, scope: !376)
!402 = !DILocation(line: 39, column: 39, scope: !376)
!403 = !DILocation(line: 39, column: 47, scope: !376)
!404 = !DILocation(line: 39, column: 44, scope: !376)
!405 = !DILocation(line: 39, column: 33, scope: !376)
!406 = !DILocation(line: 39, column: 28, scope: !376)
!407 = !DILocation(line: 39, column: 37, scope: !376)
!408 = !DILocation(line: 39, column: 14, scope: !376)
!409 = !DILocation(line: 39, column: 18, scope: !376)
!410 = distinct !{!410, !395, !411, !106}
!411 = !DILocation(line: 39, column: 68, scope: !376)
!412 = !DILocation(line: 41, column: 14, scope: !376)
!413 = !DILocation(line: 41, column: 5, scope: !376)
!414 = !DILocation(line: 41, column: 28, scope: !376)
!415 = !DILocation(line: 42, column: 5, scope: !385)
!416 = !DILocation(line: 40, column: 33, scope: !376)
!417 = distinct !{!417, !397, !401, !106, !272, !271}
!418 = !DILocation(line: 0, scope: !385)
!419 = !DILocation(line: 42, column: 38, scope: !420)
!420 = distinct !DILexicalBlock(scope: !385, file: !3, line: 42, column: 5)
!421 = !DILocation(line: 43, column: 1, scope: !376)
!422 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!5, !78, null}
