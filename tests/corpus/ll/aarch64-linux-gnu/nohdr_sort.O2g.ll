; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@src = internal unnamed_addr global [600 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"quick\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [6 x i8] c"merge\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [9 x i8] c"counting\00", align 1, !dbg !26
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@a = internal global [600 x i32] zeroinitializer, align 4, !dbg !36
@.str.5 = private unnamed_addr constant [38 x i8] c"%-9s sorted=%d hash=%u min=%d max=%d\0A\00", align 1, !dbg !31
@tmp = internal unnamed_addr global [600 x i32] zeroinitializer, align 4, !dbg !41
@counting.count = internal unnamed_addr global [2001 x i32] zeroinitializer, align 4, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !71 {
    #dbg_value(i32 42, !75, !DIExpression(), !88)
    #dbg_value(i32 0, !76, !DIExpression(), !89)
  br label %1, !dbg !90

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi i32 [ 42, %0 ], [ %5, %1 ]
    #dbg_value(i32 %3, !75, !DIExpression(), !88)
    #dbg_value(i64 %2, !76, !DIExpression(), !89)
  %4 = mul i32 %3, 214013, !dbg !91
  %5 = add i32 %4, 2531011, !dbg !94
    #dbg_value(i32 %5, !75, !DIExpression(), !88)
  %6 = lshr i32 %5, 16, !dbg !95
  %7 = trunc nuw i32 %6 to i16, !dbg !96
  %8 = urem i16 %7, 2001, !dbg !96
  %9 = zext nneg i16 %8 to i32, !dbg !96
  %10 = add nsw i32 %9, -1000, !dbg !97
  %11 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %2, !dbg !98
  store i32 %10, ptr %11, align 4, !dbg !99, !tbaa !100
  %12 = add nuw nsw i64 %2, 1, !dbg !104
    #dbg_value(i64 %12, !76, !DIExpression(), !89)
  %13 = icmp eq i64 %12, 600, !dbg !105
  br i1 %13, label %15, label %1, !dbg !90, !llvm.loop !106

14:                                               ; preds = %201
  ret i32 0, !dbg !109

15:                                               ; preds = %1, %201
  %16 = phi i64 [ %206, %201 ], [ 0, %1 ]
    #dbg_value(i64 %16, !82, !DIExpression(), !110)
    #dbg_value(i32 0, !111, !DIExpression(), !117)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @a, ptr noundef nonnull align 4 dereferenceable(2400) @src, i64 2400, i1 false), !dbg !119, !tbaa !100
    #dbg_value(i64 poison, !111, !DIExpression(), !117)
  %17 = trunc nuw nsw i64 %16 to i32, !dbg !121
  switch i32 %17, label %184 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %105
    i32 3, label %106
    i32 4, label %127
  ], !dbg !121

18:                                               ; preds = %15
  tail call fastcc void @quicksort(i32 noundef 0, i32 noundef 599), !dbg !122
  br label %185, !dbg !124

19:                                               ; preds = %15, %58
  %20 = phi i32 [ %59, %58 ], [ 299, %15 ]
    #dbg_value(i32 %20, !125, !DIExpression(), !136)
  br label %21, !dbg !138

21:                                               ; preds = %51, %19
  %22 = phi i32 [ %49, %51 ], [ %20, %19 ]
    #dbg_value(i32 %22, !149, !DIExpression(), !156)
  %23 = shl nsw i32 %22, 1, !dbg !157
  %24 = or disjoint i32 %23, 1, !dbg !158
    #dbg_value(i32 %24, !150, !DIExpression(), !159)
  %25 = add nsw i32 %23, 2, !dbg !160
    #dbg_value(i32 %25, !151, !DIExpression(), !159)
    #dbg_value(i32 %22, !152, !DIExpression(), !159)
  %26 = icmp slt i32 %24, 600, !dbg !161
  br i1 %26, label %27, label %36, !dbg !138

27:                                               ; preds = %21
  %28 = sext i32 %24 to i64, !dbg !162
  %29 = getelementptr inbounds i32, ptr @a, i64 %28, !dbg !162
  %30 = load i32, ptr %29, align 4, !dbg !162, !tbaa !100
  %31 = sext i32 %22 to i64, !dbg !163
  %32 = getelementptr inbounds i32, ptr @a, i64 %31, !dbg !163
  %33 = load i32, ptr %32, align 4, !dbg !163, !tbaa !100
  %34 = icmp sgt i32 %30, %33, !dbg !164
  %35 = select i1 %34, i32 %24, i32 %22, !dbg !165
  br label %36, !dbg !165

36:                                               ; preds = %27, %21
  %37 = phi i32 [ %22, %21 ], [ %35, %27 ], !dbg !159
    #dbg_value(i32 %37, !152, !DIExpression(), !159)
  %38 = icmp slt i32 %22, 299, !dbg !166
  br i1 %38, label %39, label %48, !dbg !168

39:                                               ; preds = %36
  %40 = sext i32 %25 to i64, !dbg !169
  %41 = getelementptr inbounds i32, ptr @a, i64 %40, !dbg !169
  %42 = load i32, ptr %41, align 4, !dbg !169, !tbaa !100
  %43 = sext i32 %37 to i64, !dbg !170
  %44 = getelementptr inbounds i32, ptr @a, i64 %43, !dbg !170
  %45 = load i32, ptr %44, align 4, !dbg !170, !tbaa !100
  %46 = icmp sgt i32 %42, %45, !dbg !171
  %47 = select i1 %46, i32 %25, i32 %37, !dbg !172
  br label %48, !dbg !172

48:                                               ; preds = %39, %36
  %49 = phi i32 [ %37, %36 ], [ %47, %39 ], !dbg !159
    #dbg_value(i32 %49, !152, !DIExpression(), !159)
  %50 = icmp eq i32 %49, %22, !dbg !173
  br i1 %50, label %58, label %51, !dbg !175

51:                                               ; preds = %48
  %52 = sext i32 %22 to i64, !dbg !176
  %53 = getelementptr inbounds i32, ptr @a, i64 %52, !dbg !176
  %54 = load i32, ptr %53, align 4, !dbg !176, !tbaa !100
    #dbg_value(i32 %54, !153, !DIExpression(), !159)
  %55 = sext i32 %49 to i64, !dbg !177
  %56 = getelementptr inbounds i32, ptr @a, i64 %55, !dbg !177
  %57 = load i32, ptr %56, align 4, !dbg !177, !tbaa !100
  store i32 %57, ptr %53, align 4, !dbg !178, !tbaa !100
  store i32 %54, ptr %56, align 4, !dbg !179, !tbaa !100
    #dbg_value(i32 %49, !149, !DIExpression(), !156)
  br label %21

58:                                               ; preds = %48
    #dbg_value(i32 poison, !149, !DIExpression(), !156)
  %59 = add nsw i32 %20, -1, !dbg !180
    #dbg_value(i32 %59, !125, !DIExpression(), !136)
  %60 = icmp eq i32 %20, 0, !dbg !181
  br i1 %60, label %61, label %19, !dbg !182, !llvm.loop !183

61:                                               ; preds = %58, %102
  %62 = phi i64 [ %103, %102 ], [ 599, %58 ]
    #dbg_value(i64 %62, !131, !DIExpression(), !185)
    #dbg_value(i32 poison, !133, !DIExpression(), !186)
    #dbg_value(ptr @a, !147, !DIExpression(), !187)
    #dbg_value(i64 %62, !148, !DIExpression(), !187)
    #dbg_value(i32 0, !149, !DIExpression(), !187)
  br label %63, !dbg !189

63:                                               ; preds = %98, %61
  %64 = phi i64 [ %101, %98 ], [ %62, %61 ]
  %65 = phi ptr [ %100, %98 ], [ @a, %61 ]
  %66 = phi i32 [ %96, %98 ], [ 0, %61 ]
  %67 = load i32, ptr %65, align 4, !dbg !190, !tbaa !100
  %68 = getelementptr inbounds i32, ptr @a, i64 %64, !dbg !190
  %69 = load i32, ptr %68, align 4, !dbg !190, !tbaa !100
  store i32 %69, ptr %65, align 4, !dbg !190, !tbaa !100
  store i32 %67, ptr %68, align 4, !dbg !190, !tbaa !100
    #dbg_value(i32 %66, !149, !DIExpression(), !187)
  %70 = shl nsw i32 %66, 1, !dbg !191
  %71 = or disjoint i32 %70, 1, !dbg !192
    #dbg_value(i32 %71, !150, !DIExpression(), !193)
  %72 = add nsw i32 %70, 2, !dbg !194
    #dbg_value(i32 %72, !151, !DIExpression(), !193)
    #dbg_value(i32 %66, !152, !DIExpression(), !193)
  %73 = sext i32 %71 to i64, !dbg !195
  %74 = icmp sgt i64 %62, %73, !dbg !195
  br i1 %74, label %75, label %83, !dbg !196

75:                                               ; preds = %63
  %76 = getelementptr inbounds i32, ptr @a, i64 %73, !dbg !197
  %77 = load i32, ptr %76, align 4, !dbg !197, !tbaa !100
  %78 = sext i32 %66 to i64, !dbg !198
  %79 = getelementptr inbounds i32, ptr @a, i64 %78, !dbg !198
  %80 = load i32, ptr %79, align 4, !dbg !198, !tbaa !100
  %81 = icmp sgt i32 %77, %80, !dbg !199
  %82 = select i1 %81, i32 %71, i32 %66, !dbg !200
  br label %83, !dbg !200

83:                                               ; preds = %75, %63
  %84 = phi i32 [ %66, %63 ], [ %82, %75 ], !dbg !193
    #dbg_value(i32 %84, !152, !DIExpression(), !193)
  %85 = sext i32 %72 to i64, !dbg !201
  %86 = icmp sgt i64 %62, %85, !dbg !201
  br i1 %86, label %87, label %95, !dbg !202

87:                                               ; preds = %83
  %88 = getelementptr inbounds i32, ptr @a, i64 %85, !dbg !203
  %89 = load i32, ptr %88, align 4, !dbg !203, !tbaa !100
  %90 = sext i32 %84 to i64, !dbg !204
  %91 = getelementptr inbounds i32, ptr @a, i64 %90, !dbg !204
  %92 = load i32, ptr %91, align 4, !dbg !204, !tbaa !100
  %93 = icmp sgt i32 %89, %92, !dbg !205
  %94 = select i1 %93, i32 %72, i32 %84, !dbg !206
  br label %95, !dbg !206

95:                                               ; preds = %87, %83
  %96 = phi i32 [ %84, %83 ], [ %94, %87 ], !dbg !193
    #dbg_value(i32 %96, !152, !DIExpression(), !193)
  %97 = icmp eq i32 %96, %66, !dbg !207
  br i1 %97, label %102, label %98, !dbg !208

98:                                               ; preds = %95
  %99 = sext i32 %66 to i64, !dbg !209
  %100 = getelementptr inbounds i32, ptr @a, i64 %99, !dbg !209
    #dbg_value(i32 poison, !153, !DIExpression(), !193)
  %101 = sext i32 %96 to i64, !dbg !210
    #dbg_value(i32 %96, !149, !DIExpression(), !187)
  br label %63

102:                                              ; preds = %95
    #dbg_value(i32 poison, !149, !DIExpression(), !187)
  %103 = add nsw i64 %62, -1, !dbg !211
    #dbg_value(i64 %103, !131, !DIExpression(), !185)
  %104 = icmp ugt i64 %62, 1, !dbg !212
  br i1 %104, label %61, label %185, !dbg !213, !llvm.loop !214

105:                                              ; preds = %15
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef 600), !dbg !216
  br label %185, !dbg !217

106:                                              ; preds = %15, %120
  %107 = phi i64 [ %125, %120 ], [ 1, %15 ]
    #dbg_value(i64 %107, !218, !DIExpression(), !228)
  %108 = getelementptr inbounds i32, ptr @a, i64 %107, !dbg !230
  %109 = load i32, ptr %108, align 4, !dbg !230, !tbaa !100
    #dbg_value(i32 %109, !224, !DIExpression(), !231)
    #dbg_value(i64 %107, !227, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !231)
  br label %110, !dbg !232

110:                                              ; preds = %117, %106
  %111 = phi i64 [ %107, %106 ], [ %112, %117 ]
  %112 = add nsw i64 %111, -1, !dbg !233
  %113 = and i64 %112, 4294967295, !dbg !234
  %114 = getelementptr inbounds i32, ptr @a, i64 %113, !dbg !234
  %115 = load i32, ptr %114, align 4, !dbg !234, !tbaa !100
  %116 = icmp sgt i32 %115, %109, !dbg !235
  br i1 %116, label %117, label %120, !dbg !236

117:                                              ; preds = %110
  %118 = getelementptr inbounds i32, ptr @a, i64 %111, !dbg !237
  store i32 %115, ptr %118, align 4, !dbg !239, !tbaa !100
    #dbg_value(i64 %112, !227, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !231)
  %119 = icmp sgt i64 %111, 1, !dbg !240
  br i1 %119, label %110, label %120, !dbg !232, !llvm.loop !241

120:                                              ; preds = %117, %110
  %121 = phi i64 [ 0, %117 ], [ %111, %110 ]
  %122 = shl i64 %121, 32, !dbg !243
  %123 = ashr exact i64 %122, 30, !dbg !243
  %124 = getelementptr inbounds i8, ptr @a, i64 %123, !dbg !243
  store i32 %109, ptr %124, align 4, !dbg !244, !tbaa !100
  %125 = add nuw nsw i64 %107, 1, !dbg !245
    #dbg_value(i64 %125, !218, !DIExpression(), !228)
  %126 = icmp eq i64 %125, 600, !dbg !246
  br i1 %126, label %185, label %106, !dbg !247, !llvm.loop !248

127:                                              ; preds = %15
    #dbg_value(ptr @a, !50, !DIExpression(), !250)
    #dbg_value(i32 600, !51, !DIExpression(), !250)
    #dbg_value(i32 0, !52, !DIExpression(), !252)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !dbg !253, !tbaa !100
    #dbg_value(i64 poison, !52, !DIExpression(), !252)
  br label %128, !dbg !255

128:                                              ; preds = %128, %127
  %129 = phi i64 [ 0, %127 ], [ %137, %128 ]
    #dbg_value(i64 %129, !54, !DIExpression(), !256)
  %130 = getelementptr inbounds i32, ptr @a, i64 %129, !dbg !257
  %131 = load i32, ptr %130, align 4, !dbg !257, !tbaa !100
  %132 = add nsw i32 %131, 1000, !dbg !259
  %133 = sext i32 %132 to i64, !dbg !260
  %134 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %133, !dbg !260
  %135 = load i32, ptr %134, align 4, !dbg !261, !tbaa !100
  %136 = add nsw i32 %135, 1, !dbg !261
  store i32 %136, ptr %134, align 4, !dbg !261, !tbaa !100
  %137 = add nuw nsw i64 %129, 1, !dbg !262
    #dbg_value(i64 %137, !54, !DIExpression(), !256)
  %138 = icmp eq i64 %137, 600, !dbg !263
  br i1 %138, label %139, label %128, !dbg !255, !llvm.loop !264

139:                                              ; preds = %128, %180
  %140 = phi i64 [ %182, %180 ], [ 0, %128 ]
  %141 = phi i32 [ %181, %180 ], [ 0, %128 ]
    #dbg_value(i64 %140, !57, !DIExpression(), !266)
    #dbg_value(i32 %141, !56, !DIExpression(), !250)
  %142 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %140
  %143 = load i32, ptr %142, align 4, !tbaa !100
  %144 = icmp eq i32 %143, 0, !dbg !267
  br i1 %144, label %180, label %145, !dbg !267

145:                                              ; preds = %139
  %146 = sext i32 %141 to i64, !dbg !267
  %147 = trunc i64 %140 to i32
  %148 = add i32 %147, -1000
  %149 = zext i32 %143 to i64, !dbg !267
  %150 = icmp ult i32 %143, 8, !dbg !267
  br i1 %150, label %167, label %151, !dbg !267

151:                                              ; preds = %145
  %152 = and i64 %149, 4294967288, !dbg !267
  %153 = add nsw i64 %152, %146, !dbg !267
  %154 = trunc nuw i64 %152 to i32, !dbg !267
  %155 = sub i32 %143, %154, !dbg !267
  %156 = insertelement <4 x i32> poison, i32 %148, i64 0, !dbg !267
  %157 = shufflevector <4 x i32> %156, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !267
  %158 = getelementptr i32, ptr @a, i64 %146, !dbg !267
  br label %159, !dbg !267

159:                                              ; preds = %159, %151
  %160 = phi i64 [ 0, %151 ], [ %163, %159 ]
  %161 = getelementptr i32, ptr %158, i64 %160, !dbg !269
  %162 = getelementptr inbounds i8, ptr %161, i64 16, !dbg !270
  store <4 x i32> %157, ptr %161, align 4, !dbg !270, !tbaa !100
  store <4 x i32> %157, ptr %162, align 4, !dbg !270, !tbaa !100
  %163 = add nuw i64 %160, 8
  %164 = icmp eq i64 %163, %152
  br i1 %164, label %165, label %159, !llvm.loop !271

165:                                              ; preds = %159
  %166 = icmp eq i64 %152, %149, !dbg !267
  br i1 %166, label %177, label %167, !dbg !267

167:                                              ; preds = %165, %145
  %168 = phi i64 [ %146, %145 ], [ %153, %165 ]
  %169 = phi i32 [ %143, %145 ], [ %155, %165 ]
  br label %170, !dbg !267

170:                                              ; preds = %167, %170
  %171 = phi i64 [ %174, %170 ], [ %168, %167 ]
  %172 = phi i32 [ %173, %170 ], [ %169, %167 ]
  %173 = add nsw i32 %172, -1, !dbg !275
    #dbg_value(i64 %171, !56, !DIExpression(), !250)
  %174 = add nsw i64 %171, 1, !dbg !276
    #dbg_value(i64 %174, !56, !DIExpression(), !250)
  %175 = getelementptr inbounds i32, ptr @a, i64 %171, !dbg !269
  store i32 %148, ptr %175, align 4, !dbg !270, !tbaa !100
  %176 = icmp eq i32 %173, 0, !dbg !267
  br i1 %176, label %177, label %170, !dbg !267, !llvm.loop !277

177:                                              ; preds = %170, %165
  %178 = phi i64 [ %153, %165 ], [ %174, %170 ], !dbg !276
  %179 = trunc nsw i64 %178 to i32, !dbg !275
  br label %180, !dbg !275

180:                                              ; preds = %177, %139
  %181 = phi i32 [ %141, %139 ], [ %179, %177 ], !dbg !250
  store i32 -1, ptr %142, align 4, !dbg !275, !tbaa !100
  %182 = add nuw nsw i64 %140, 1, !dbg !278
    #dbg_value(i64 %182, !57, !DIExpression(), !266)
    #dbg_value(i32 %181, !56, !DIExpression(), !250)
  %183 = icmp eq i64 %182, 2001, !dbg !279
  br i1 %183, label %185, label %139, !dbg !280, !llvm.loop !281

184:                                              ; preds = %15
  unreachable

185:                                              ; preds = %180, %120, %102, %105, %18
    #dbg_value(ptr @a, !283, !DIExpression(), !295)
    #dbg_value(i32 600, !290, !DIExpression(), !295)
    #dbg_value(ptr undef, !291, !DIExpression(), !295)
    #dbg_value(i32 0, !292, !DIExpression(), !295)
    #dbg_value(i32 1, !84, !DIExpression(), !297)
    #dbg_value(i64 0, !293, !DIExpression(), !298)
  %186 = load i32, ptr @a, align 4, !dbg !299, !tbaa !100
    #dbg_value(i64 1, !293, !DIExpression(), !298)
    #dbg_value(i32 %186, !292, !DIExpression(), !295)
  br label %187, !dbg !302

187:                                              ; preds = %187, %185
  %188 = phi i32 [ 1, %185 ], [ %198, %187 ], !dbg !295
  %189 = phi i64 [ 1, %185 ], [ %199, %187 ]
  %190 = phi i32 [ %186, %185 ], [ %194, %187 ]
    #dbg_value(i32 %188, !84, !DIExpression(), !297)
    #dbg_value(i64 %189, !293, !DIExpression(), !298)
    #dbg_value(i32 %190, !292, !DIExpression(), !295)
  %191 = mul i32 %190, 31, !dbg !303
  %192 = getelementptr inbounds i32, ptr @a, i64 %189, !dbg !299
  %193 = load i32, ptr %192, align 4, !dbg !299, !tbaa !100
  %194 = add i32 %193, %191, !dbg !304
    #dbg_value(i32 %194, !292, !DIExpression(), !295)
  %195 = getelementptr i8, ptr %192, i64 -4, !dbg !305
  %196 = load i32, ptr %195, align 4, !dbg !305, !tbaa !100
  %197 = icmp sgt i32 %196, %193, !dbg !307
  %198 = select i1 %197, i32 0, i32 %188, !dbg !308
    #dbg_value(i32 %198, !84, !DIExpression(), !297)
  %199 = add nuw nsw i64 %189, 1, !dbg !309
    #dbg_value(i64 %199, !293, !DIExpression(), !298)
  %200 = icmp eq i64 %199, 600, !dbg !310
  br i1 %200, label %201, label %187, !dbg !302, !llvm.loop !311

201:                                              ; preds = %187
    #dbg_value(i32 %194, !87, !DIExpression(), !297)
  %202 = shl i64 %16, 2, !dbg !314
  %203 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %202), !dbg !314
  %204 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !dbg !315, !tbaa !100
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %203, i32 noundef %198, i32 noundef %194, i32 noundef %186, i32 noundef %204), !dbg !316
  %206 = add nuw nsw i64 %16, 1, !dbg !317
    #dbg_value(i64 %206, !82, !DIExpression(), !110)
  %207 = icmp eq i64 %206, 5, !dbg !318
  br i1 %207, label %14, label %15, !dbg !319, !llvm.loop !320
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
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
  %11 = load i32, ptr %10, align 4, !dbg !341, !tbaa !100
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
  %19 = load i32, ptr %18, align 4, !dbg !345, !tbaa !100
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
  %27 = load i32, ptr %26, align 4, !dbg !350, !tbaa !100
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
  store i32 %27, ptr %18, align 4, !dbg !357, !tbaa !100
  store i32 %19, ptr %26, align 4, !dbg !358, !tbaa !100
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

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !378 {
    #dbg_value(ptr %0, !380, !DIExpression(), !388)
    #dbg_value(i32 %1, !381, !DIExpression(), !388)
  %3 = icmp slt i32 %1, 2, !dbg !389
  br i1 %3, label %95, label %4, !dbg !391

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
  br label %48, !dbg !397

9:                                                ; preds = %48
    #dbg_value(i64 %65, !385, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i32 %60, !383, !DIExpression(), !388)
  %10 = icmp ult i32 %60, %5, !dbg !398
  br i1 %10, label %11, label %70, !dbg !399

11:                                               ; preds = %9
  %12 = and i64 %65, 4294967295, !dbg !399
  %13 = shl nuw nsw i64 %12, 2, !dbg !399
  %14 = getelementptr i8, ptr @tmp, i64 %13, !dbg !399
  %15 = zext nneg i32 %60 to i64, !dbg !399
  %16 = shl nuw nsw i64 %15, 2, !dbg !399
  %17 = getelementptr i8, ptr %0, i64 %16, !dbg !399
  %18 = xor i32 %60, -1, !dbg !399
  %19 = add nsw i32 %5, %18, !dbg !399
  %20 = zext i32 %19 to i64, !dbg !399
  %21 = shl nuw nsw i64 %20, 2, !dbg !399
  %22 = add nuw nsw i64 %21, 4, !dbg !399
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !dbg !400, !tbaa !100
  %23 = zext nneg i32 %5 to i64, !dbg !398
  %24 = zext nneg i32 %51 to i64, !dbg !399
  %25 = sub nsw i64 %23, %24, !dbg !399
  %26 = sext i1 %58 to i64, !dbg !399
  %27 = add nsw i64 %25, %26, !dbg !399
  %28 = icmp ult i64 %27, 4, !dbg !399
  br i1 %28, label %29, label %32, !dbg !399

29:                                               ; preds = %44, %11
  %30 = phi i64 [ %15, %11 ], [ %34, %44 ]
  %31 = phi i64 [ %12, %11 ], [ %46, %44 ]
  br label %85, !dbg !399

32:                                               ; preds = %11
  %33 = and i64 %27, -4, !dbg !399
  %34 = add nsw i64 %33, %15, !dbg !399
  %35 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %12, i64 0, !dbg !399
  br label %36, !dbg !399

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %42, %36 ]
  %38 = phi <2 x i64> [ %35, %32 ], [ %40, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %32 ], [ %41, %36 ]
  %40 = add <2 x i64> %38, <i64 1, i64 1>, !dbg !401
  %41 = add <2 x i64> %39, <i64 1, i64 1>, !dbg !401
  %42 = add nuw i64 %37, 4
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %44, label %36, !llvm.loop !402

44:                                               ; preds = %36
  %45 = add <2 x i64> %41, %40, !dbg !399
  %46 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %45), !dbg !399
  %47 = icmp eq i64 %27, %33, !dbg !399
  br i1 %47, label %70, label %29, !dbg !399

48:                                               ; preds = %4, %48
  %49 = phi i64 [ 0, %4 ], [ %65, %48 ]
  %50 = phi i32 [ %5, %4 ], [ %63, %48 ]
  %51 = phi i32 [ 0, %4 ], [ %60, %48 ]
    #dbg_value(i64 %49, !385, !DIExpression(), !388)
    #dbg_value(i32 %50, !384, !DIExpression(), !388)
    #dbg_value(i32 %51, !383, !DIExpression(), !388)
  %52 = zext nneg i32 %51 to i64, !dbg !404
  %53 = getelementptr inbounds i32, ptr %0, i64 %52, !dbg !404
  %54 = load i32, ptr %53, align 4, !dbg !404, !tbaa !100
  %55 = zext nneg i32 %50 to i64, !dbg !405
  %56 = getelementptr inbounds i32, ptr %0, i64 %55, !dbg !405
  %57 = load i32, ptr %56, align 4, !dbg !405, !tbaa !100
  %58 = icmp sle i32 %54, %57, !dbg !406
  %59 = zext i1 %58 to i32, !dbg !404
  %60 = add nuw nsw i32 %51, %59, !dbg !404
  %61 = xor i1 %58, true, !dbg !404
  %62 = zext i1 %61 to i32, !dbg !404
  %63 = add nuw nsw i32 %50, %62, !dbg !404
  %64 = tail call i32 @llvm.smin.i32(i32 %54, i32 %57), !dbg !404
    #dbg_value(i32 %63, !384, !DIExpression(), !388)
    #dbg_value(i32 %60, !383, !DIExpression(), !388)
  %65 = add nuw nsw i64 %49, 1, !dbg !407
    #dbg_value(i64 %65, !385, !DIExpression(), !388)
  %66 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %49, !dbg !408
  store i32 %64, ptr %66, align 4, !dbg !409, !tbaa !100
  %67 = icmp ult i32 %60, %5, !dbg !410
  %68 = icmp slt i32 %63, %1, !dbg !411
  %69 = select i1 %67, i1 %68, i1 false, !dbg !411
  br i1 %69, label %48, label %9, !dbg !397, !llvm.loop !412

70:                                               ; preds = %85, %44, %9
  %71 = phi i64 [ %65, %9 ], [ %46, %44 ], [ %89, %85 ]
    #dbg_value(i64 %71, !385, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i32 %63, !384, !DIExpression(), !388)
  %72 = icmp slt i32 %63, %1, !dbg !414
  br i1 %72, label %73, label %91, !dbg !415

73:                                               ; preds = %70
    #dbg_value(i64 %71, !385, !DIExpression(), !388)
  %74 = shl i64 %71, 2, !dbg !415
  %75 = and i64 %74, 17179869180, !dbg !415
  %76 = getelementptr i8, ptr @tmp, i64 %75, !dbg !415
  %77 = zext nneg i32 %63 to i64, !dbg !415
  %78 = shl nuw nsw i64 %77, 2, !dbg !415
  %79 = getelementptr i8, ptr %0, i64 %78, !dbg !415
  %80 = xor i32 %63, -1, !dbg !415
  %81 = add nsw i32 %80, %1, !dbg !415
  %82 = zext i32 %81 to i64, !dbg !415
  %83 = shl nuw nsw i64 %82, 2, !dbg !415
  %84 = add nuw nsw i64 %83, 4, !dbg !415
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %76, ptr noundef nonnull align 4 dereferenceable(1) %79, i64 %84, i1 false), !dbg !416, !tbaa !100
    #dbg_value(i64 poison, !385, !DIExpression(), !388)
    #dbg_value(i64 poison, !384, !DIExpression(), !388)
  br label %91, !dbg !417

85:                                               ; preds = %29, %85
  %86 = phi i64 [ %88, %85 ], [ %30, %29 ]
  %87 = phi i64 [ %89, %85 ], [ %31, %29 ]
    #dbg_value(i64 %87, !385, !DIExpression(), !388)
    #dbg_value(i64 %86, !383, !DIExpression(), !388)
  %88 = add nuw nsw i64 %86, 1, !dbg !418
    #dbg_value(i64 %88, !383, !DIExpression(), !388)
  %89 = add nuw nsw i64 %87, 1, !dbg !401
    #dbg_value(i64 %89, !385, !DIExpression(), !388)
  %90 = icmp eq i64 %88, %23, !dbg !398
  br i1 %90, label %70, label %85, !dbg !399, !llvm.loop !419

91:                                               ; preds = %70, %73
    #dbg_value(i32 0, !386, !DIExpression(), !420)
  %92 = tail call i32 @llvm.smax.i32(i32 %1, i32 1), !dbg !417
  %93 = zext nneg i32 %92 to i64, !dbg !417
  %94 = shl nuw nsw i64 %93, 2, !dbg !417
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 4 dereferenceable(1) @tmp, i64 %94, i1 false), !dbg !421, !tbaa !100
    #dbg_value(i64 poison, !386, !DIExpression(), !420)
  br label %95, !dbg !423

95:                                               ; preds = %91, %2
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/nohdr_sort.c", directory: ".", checksumkind: CSK_MD5, checksum: "00dcfa6500b6447ad61a7f760a99beed")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !14, !19, !21, !26, !31, !0, !36, !41, !43}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"frame-pointer", i32 1}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 62, type: !72, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!5}
!74 = !{!75, !76, !78, !82, !84, !87}
!75 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 63, type: !6)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 64, type: !5)
!77 = distinct !DILexicalBlock(scope: !71, file: !3, line: 64, column: 5)
!78 = !DILocalVariable(name: "names", scope: !71, file: !3, line: 65, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 320, elements: !17)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!82 = !DILocalVariable(name: "alg", scope: !83, file: !3, line: 66, type: !5)
!83 = distinct !DILexicalBlock(scope: !71, file: !3, line: 66, column: 5)
!84 = !DILocalVariable(name: "sorted", scope: !85, file: !3, line: 75, type: !5)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 66, column: 39)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 66, column: 5)
!87 = !DILocalVariable(name: "h", scope: !85, file: !3, line: 76, type: !6)
!88 = !DILocation(line: 0, scope: !71)
!89 = !DILocation(line: 0, scope: !77)
!90 = !DILocation(line: 64, column: 5, scope: !77)
!91 = !DILocation(line: 64, column: 41, scope: !92)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 64, column: 33)
!93 = distinct !DILexicalBlock(scope: !77, file: !3, line: 64, column: 5)
!94 = !DILocation(line: 64, column: 51, scope: !92)
!95 = !DILocation(line: 64, column: 81, scope: !92)
!96 = !DILocation(line: 64, column: 88, scope: !92)
!97 = !DILocation(line: 64, column: 96, scope: !92)
!98 = !DILocation(line: 64, column: 63, scope: !92)
!99 = !DILocation(line: 64, column: 70, scope: !92)
!100 = !{!101, !101, i64 0}
!101 = !{!"int", !102, i64 0}
!102 = !{!"omnipotent char", !103, i64 0}
!103 = !{!"Simple C/C++ TBAA"}
!104 = !DILocation(line: 64, column: 29, scope: !93)
!105 = !DILocation(line: 64, column: 23, scope: !93)
!106 = distinct !{!106, !90, !107, !108}
!107 = !DILocation(line: 64, column: 104, scope: !77)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 79, column: 5, scope: !71)
!110 = !DILocation(line: 0, scope: !83)
!111 = !DILocalVariable(name: "i", scope: !112, file: !3, line: 60, type: !5)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 60, column: 27)
!113 = distinct !DISubprogram(name: "reset", scope: !3, file: !3, line: 60, type: !114, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{null}
!116 = !{!111}
!117 = !DILocation(line: 0, scope: !112, inlinedAt: !118)
!118 = distinct !DILocation(line: 67, column: 9, scope: !85)
!119 = !DILocation(line: 60, column: 60, scope: !120, inlinedAt: !118)
!120 = distinct !DILexicalBlock(scope: !112, file: !3, line: 60, column: 27)
!121 = !DILocation(line: 68, column: 9, scope: !85)
!122 = !DILocation(line: 69, column: 17, scope: !123)
!123 = distinct !DILexicalBlock(scope: !85, file: !3, line: 68, column: 22)
!124 = !DILocation(line: 69, column: 41, scope: !123)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 30, type: !5)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 30, column: 5)
!127 = distinct !DISubprogram(name: "heapsort", scope: !3, file: !3, line: 29, type: !46, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!128 = !{!129, !130, !125, !131, !133}
!129 = !DILocalVariable(name: "v", arg: 1, scope: !127, file: !3, line: 29, type: !48)
!130 = !DILocalVariable(name: "n", arg: 2, scope: !127, file: !3, line: 29, type: !5)
!131 = !DILocalVariable(name: "e", scope: !132, file: !3, line: 31, type: !5)
!132 = distinct !DILexicalBlock(scope: !127, file: !3, line: 31, column: 5)
!133 = !DILocalVariable(name: "t", scope: !134, file: !3, line: 31, type: !5)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 31, column: 37)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 31, column: 5)
!136 = !DILocation(line: 0, scope: !126, inlinedAt: !137)
!137 = distinct !DILocation(line: 70, column: 17, scope: !123)
!138 = !DILocation(line: 22, column: 19, scope: !139, inlinedAt: !154)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 22, column: 13)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 20, column: 14)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 20, column: 5)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 20, column: 5)
!143 = distinct !DISubprogram(name: "sift", scope: !3, file: !3, line: 19, type: !144, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !48, !5, !5}
!146 = !{!147, !148, !149, !150, !151, !152, !153}
!147 = !DILocalVariable(name: "v", arg: 1, scope: !143, file: !3, line: 19, type: !48)
!148 = !DILocalVariable(name: "n", arg: 2, scope: !143, file: !3, line: 19, type: !5)
!149 = !DILocalVariable(name: "i", arg: 3, scope: !143, file: !3, line: 19, type: !5)
!150 = !DILocalVariable(name: "l", scope: !140, file: !3, line: 21, type: !5)
!151 = !DILocalVariable(name: "r", scope: !140, file: !3, line: 21, type: !5)
!152 = !DILocalVariable(name: "m", scope: !140, file: !3, line: 21, type: !5)
!153 = !DILocalVariable(name: "t", scope: !140, file: !3, line: 25, type: !5)
!154 = distinct !DILocation(line: 30, column: 42, scope: !155, inlinedAt: !137)
!155 = distinct !DILexicalBlock(scope: !126, file: !3, line: 30, column: 5)
!156 = !DILocation(line: 0, scope: !143, inlinedAt: !154)
!157 = !DILocation(line: 21, column: 19, scope: !140, inlinedAt: !154)
!158 = !DILocation(line: 21, column: 23, scope: !140, inlinedAt: !154)
!159 = !DILocation(line: 0, scope: !140, inlinedAt: !154)
!160 = !DILocation(line: 21, column: 34, scope: !140, inlinedAt: !154)
!161 = !DILocation(line: 22, column: 15, scope: !139, inlinedAt: !154)
!162 = !DILocation(line: 22, column: 22, scope: !139, inlinedAt: !154)
!163 = !DILocation(line: 22, column: 29, scope: !139, inlinedAt: !154)
!164 = !DILocation(line: 22, column: 27, scope: !139, inlinedAt: !154)
!165 = !DILocation(line: 22, column: 13, scope: !140, inlinedAt: !154)
!166 = !DILocation(line: 23, column: 15, scope: !167, inlinedAt: !154)
!167 = distinct !DILexicalBlock(scope: !140, file: !3, line: 23, column: 13)
!168 = !DILocation(line: 23, column: 19, scope: !167, inlinedAt: !154)
!169 = !DILocation(line: 23, column: 22, scope: !167, inlinedAt: !154)
!170 = !DILocation(line: 23, column: 29, scope: !167, inlinedAt: !154)
!171 = !DILocation(line: 23, column: 27, scope: !167, inlinedAt: !154)
!172 = !DILocation(line: 23, column: 13, scope: !140, inlinedAt: !154)
!173 = !DILocation(line: 24, column: 15, scope: !174, inlinedAt: !154)
!174 = distinct !DILexicalBlock(scope: !140, file: !3, line: 24, column: 13)
!175 = !DILocation(line: 24, column: 13, scope: !140, inlinedAt: !154)
!176 = !DILocation(line: 25, column: 17, scope: !140, inlinedAt: !154)
!177 = !DILocation(line: 25, column: 30, scope: !140, inlinedAt: !154)
!178 = !DILocation(line: 25, column: 28, scope: !140, inlinedAt: !154)
!179 = !DILocation(line: 25, column: 41, scope: !140, inlinedAt: !154)
!180 = !DILocation(line: 30, column: 38, scope: !155, inlinedAt: !137)
!181 = !DILocation(line: 30, column: 31, scope: !155, inlinedAt: !137)
!182 = !DILocation(line: 30, column: 5, scope: !126, inlinedAt: !137)
!183 = distinct !{!183, !182, !184, !108}
!184 = !DILocation(line: 30, column: 54, scope: !126, inlinedAt: !137)
!185 = !DILocation(line: 0, scope: !132, inlinedAt: !137)
!186 = !DILocation(line: 0, scope: !134, inlinedAt: !137)
!187 = !DILocation(line: 0, scope: !143, inlinedAt: !188)
!188 = distinct !DILocation(line: 31, column: 76, scope: !134, inlinedAt: !137)
!189 = !DILocation(line: 20, column: 5, scope: !143, inlinedAt: !188)
!190 = !DILocation(line: 31, scope: !134, inlinedAt: !137)
!191 = !DILocation(line: 21, column: 19, scope: !140, inlinedAt: !188)
!192 = !DILocation(line: 21, column: 23, scope: !140, inlinedAt: !188)
!193 = !DILocation(line: 0, scope: !140, inlinedAt: !188)
!194 = !DILocation(line: 21, column: 34, scope: !140, inlinedAt: !188)
!195 = !DILocation(line: 22, column: 15, scope: !139, inlinedAt: !188)
!196 = !DILocation(line: 22, column: 19, scope: !139, inlinedAt: !188)
!197 = !DILocation(line: 22, column: 22, scope: !139, inlinedAt: !188)
!198 = !DILocation(line: 22, column: 29, scope: !139, inlinedAt: !188)
!199 = !DILocation(line: 22, column: 27, scope: !139, inlinedAt: !188)
!200 = !DILocation(line: 22, column: 13, scope: !140, inlinedAt: !188)
!201 = !DILocation(line: 23, column: 15, scope: !167, inlinedAt: !188)
!202 = !DILocation(line: 23, column: 19, scope: !167, inlinedAt: !188)
!203 = !DILocation(line: 23, column: 22, scope: !167, inlinedAt: !188)
!204 = !DILocation(line: 23, column: 29, scope: !167, inlinedAt: !188)
!205 = !DILocation(line: 23, column: 27, scope: !167, inlinedAt: !188)
!206 = !DILocation(line: 23, column: 13, scope: !140, inlinedAt: !188)
!207 = !DILocation(line: 24, column: 15, scope: !174, inlinedAt: !188)
!208 = !DILocation(line: 24, column: 13, scope: !140, inlinedAt: !188)
!209 = !DILocation(line: 25, column: 17, scope: !140, inlinedAt: !188)
!210 = !DILocation(line: 25, column: 30, scope: !140, inlinedAt: !188)
!211 = !DILocation(line: 31, column: 33, scope: !135, inlinedAt: !137)
!212 = !DILocation(line: 31, column: 27, scope: !135, inlinedAt: !137)
!213 = !DILocation(line: 31, column: 5, scope: !132, inlinedAt: !137)
!214 = distinct !{!214, !213, !215, !108}
!215 = !DILocation(line: 31, column: 91, scope: !132, inlinedAt: !137)
!216 = !DILocation(line: 71, column: 17, scope: !123)
!217 = !DILocation(line: 71, column: 34, scope: !123)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 45, type: !5)
!219 = distinct !DILexicalBlock(scope: !220, file: !3, line: 45, column: 5)
!220 = distinct !DISubprogram(name: "insertion", scope: !3, file: !3, line: 44, type: !46, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !221)
!221 = !{!222, !223, !218, !224, !227}
!222 = !DILocalVariable(name: "v", arg: 1, scope: !220, file: !3, line: 44, type: !48)
!223 = !DILocalVariable(name: "n", arg: 2, scope: !220, file: !3, line: 44, type: !5)
!224 = !DILocalVariable(name: "x", scope: !225, file: !3, line: 45, type: !5)
!225 = distinct !DILexicalBlock(scope: !226, file: !3, line: 45, column: 33)
!226 = distinct !DILexicalBlock(scope: !219, file: !3, line: 45, column: 5)
!227 = !DILocalVariable(name: "j", scope: !225, file: !3, line: 45, type: !5)
!228 = !DILocation(line: 0, scope: !219, inlinedAt: !229)
!229 = distinct !DILocation(line: 72, column: 17, scope: !123)
!230 = !DILocation(line: 45, column: 43, scope: !225, inlinedAt: !229)
!231 = !DILocation(line: 0, scope: !225, inlinedAt: !229)
!232 = !DILocation(line: 45, column: 74, scope: !225, inlinedAt: !229)
!233 = !DILocation(line: 45, scope: !225, inlinedAt: !229)
!234 = !DILocation(line: 45, column: 77, scope: !225, inlinedAt: !229)
!235 = !DILocation(line: 45, column: 82, scope: !225, inlinedAt: !229)
!236 = !DILocation(line: 45, column: 60, scope: !225, inlinedAt: !229)
!237 = !DILocation(line: 45, column: 89, scope: !238, inlinedAt: !229)
!238 = distinct !DILexicalBlock(scope: !225, file: !3, line: 45, column: 87)
!239 = !DILocation(line: 45, column: 98, scope: !238, inlinedAt: !229)
!240 = !DILocation(line: 45, column: 69, scope: !225, inlinedAt: !229)
!241 = distinct !{!241, !236, !242, !108}
!242 = !DILocation(line: 45, column: 111, scope: !225, inlinedAt: !229)
!243 = !DILocation(line: 45, column: 113, scope: !225, inlinedAt: !229)
!244 = !DILocation(line: 45, column: 122, scope: !225, inlinedAt: !229)
!245 = !DILocation(line: 45, column: 29, scope: !226, inlinedAt: !229)
!246 = !DILocation(line: 45, column: 23, scope: !226, inlinedAt: !229)
!247 = !DILocation(line: 45, column: 5, scope: !219, inlinedAt: !229)
!248 = distinct !{!248, !247, !249, !108}
!249 = !DILocation(line: 45, column: 127, scope: !219, inlinedAt: !229)
!250 = !DILocation(line: 0, scope: !45, inlinedAt: !251)
!251 = distinct !DILocation(line: 73, column: 17, scope: !123)
!252 = !DILocation(line: 0, scope: !53, inlinedAt: !251)
!253 = !DILocation(line: 49, column: 46, scope: !254, inlinedAt: !251)
!254 = distinct !DILexicalBlock(scope: !53, file: !3, line: 49, column: 5)
!255 = !DILocation(line: 50, column: 5, scope: !55, inlinedAt: !251)
!256 = !DILocation(line: 0, scope: !55, inlinedAt: !251)
!257 = !DILocation(line: 50, column: 39, scope: !258, inlinedAt: !251)
!258 = distinct !DILexicalBlock(scope: !55, file: !3, line: 50, column: 5)
!259 = !DILocation(line: 50, column: 44, scope: !258, inlinedAt: !251)
!260 = !DILocation(line: 50, column: 33, scope: !258, inlinedAt: !251)
!261 = !DILocation(line: 50, column: 51, scope: !258, inlinedAt: !251)
!262 = !DILocation(line: 50, column: 29, scope: !258, inlinedAt: !251)
!263 = !DILocation(line: 50, column: 23, scope: !258, inlinedAt: !251)
!264 = distinct !{!264, !255, !265, !108}
!265 = !DILocation(line: 50, column: 51, scope: !55, inlinedAt: !251)
!266 = !DILocation(line: 0, scope: !58, inlinedAt: !251)
!267 = !DILocation(line: 52, column: 37, scope: !268, inlinedAt: !251)
!268 = distinct !DILexicalBlock(scope: !58, file: !3, line: 52, column: 5)
!269 = !DILocation(line: 52, column: 56, scope: !268, inlinedAt: !251)
!270 = !DILocation(line: 52, column: 63, scope: !268, inlinedAt: !251)
!271 = distinct !{!271, !267, !272, !108, !273, !274}
!272 = !DILocation(line: 52, column: 69, scope: !268, inlinedAt: !251)
!273 = !{!"llvm.loop.isvectorized", i32 1}
!274 = !{!"llvm.loop.unroll.runtime.disable"}
!275 = !DILocation(line: 52, column: 52, scope: !268, inlinedAt: !251)
!276 = !DILocation(line: 52, column: 59, scope: !268, inlinedAt: !251)
!277 = distinct !{!277, !267, !272, !108, !274, !273}
!278 = !DILocation(line: 52, column: 33, scope: !268, inlinedAt: !251)
!279 = !DILocation(line: 52, column: 23, scope: !268, inlinedAt: !251)
!280 = !DILocation(line: 52, column: 5, scope: !58, inlinedAt: !251)
!281 = distinct !{!281, !280, !282, !108}
!282 = !DILocation(line: 52, column: 69, scope: !58, inlinedAt: !251)
!283 = !DILocalVariable(name: "v", arg: 1, scope: !284, file: !3, line: 54, type: !287)
!284 = distinct !DISubprogram(name: "check", scope: !3, file: !3, line: 54, type: !285, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289)
!285 = !DISubroutineType(types: !286)
!286 = !{!6, !287, !5, !48}
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!289 = !{!283, !290, !291, !292, !293}
!290 = !DILocalVariable(name: "n", arg: 2, scope: !284, file: !3, line: 54, type: !5)
!291 = !DILocalVariable(name: "sorted", arg: 3, scope: !284, file: !3, line: 54, type: !48)
!292 = !DILocalVariable(name: "h", scope: !284, file: !3, line: 55, type: !6)
!293 = !DILocalVariable(name: "i", scope: !294, file: !3, line: 57, type: !5)
!294 = distinct !DILexicalBlock(scope: !284, file: !3, line: 57, column: 5)
!295 = !DILocation(line: 0, scope: !284, inlinedAt: !296)
!296 = distinct !DILocation(line: 76, column: 22, scope: !85)
!297 = !DILocation(line: 0, scope: !85)
!298 = !DILocation(line: 0, scope: !294, inlinedAt: !296)
!299 = !DILocation(line: 57, column: 58, scope: !300, inlinedAt: !296)
!300 = distinct !DILexicalBlock(scope: !301, file: !3, line: 57, column: 33)
!301 = distinct !DILexicalBlock(scope: !294, file: !3, line: 57, column: 5)
!302 = !DILocation(line: 57, column: 5, scope: !294, inlinedAt: !296)
!303 = !DILocation(line: 57, column: 41, scope: !300, inlinedAt: !296)
!304 = !DILocation(line: 57, column: 46, scope: !300, inlinedAt: !296)
!305 = !DILocation(line: 57, column: 73, scope: !306, inlinedAt: !296)
!306 = distinct !DILexicalBlock(scope: !300, file: !3, line: 57, column: 68)
!307 = !DILocation(line: 57, column: 82, scope: !306, inlinedAt: !296)
!308 = !DILocation(line: 57, column: 68, scope: !300, inlinedAt: !296)
!309 = !DILocation(line: 57, column: 29, scope: !301, inlinedAt: !296)
!310 = !DILocation(line: 57, column: 23, scope: !301, inlinedAt: !296)
!311 = distinct !{!311, !302, !312, !108, !313}
!312 = !DILocation(line: 57, column: 103, scope: !294, inlinedAt: !296)
!313 = !{!"llvm.loop.peeled.count", i32 1}
!314 = !DILocation(line: 77, column: 58, scope: !85)
!315 = !DILocation(line: 77, column: 87, scope: !85)
!316 = !DILocation(line: 77, column: 9, scope: !85)
!317 = !DILocation(line: 66, column: 35, scope: !86)
!318 = !DILocation(line: 66, column: 27, scope: !86)
!319 = !DILocation(line: 66, column: 5, scope: !83)
!320 = distinct !{!320, !319, !321, !108}
!321 = !DILocation(line: 78, column: 5, scope: !83)
!322 = distinct !DISubprogram(name: "quicksort", scope: !3, file: !3, line: 8, type: !323, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !324)
!323 = !DISubroutineType(cc: DW_CC_nocall, types: !145)
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
!348 = distinct !{!348, !344, !347, !108}
!349 = !DILocation(line: 13, column: 13, scope: !335)
!350 = !DILocation(line: 13, column: 20, scope: !335)
!351 = !DILocation(line: 13, column: 25, scope: !335)
!352 = !DILocation(line: 13, column: 31, scope: !335)
!353 = distinct !{!353, !349, !352, !108}
!354 = !DILocation(line: 14, column: 19, scope: !334)
!355 = !DILocation(line: 14, column: 17, scope: !335)
!356 = !DILocation(line: 0, scope: !333)
!357 = !DILocation(line: 14, column: 46, scope: !333)
!358 = !DILocation(line: 14, column: 59, scope: !333)
!359 = !DILocation(line: 14, column: 65, scope: !333)
!360 = !DILocation(line: 14, column: 70, scope: !333)
!361 = !DILocation(line: 14, column: 74, scope: !333)
!362 = !DILocation(line: 11, column: 18, scope: !329)
!363 = distinct !{!363, !343, !364, !108}
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
!375 = distinct !{!375, !338, !376, !108}
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
!402 = distinct !{!402, !399, !403, !108, !273, !274}
!403 = !DILocation(line: 40, column: 35, scope: !378)
!404 = !DILocation(line: 39, column: 39, scope: !378)
!405 = !DILocation(line: 39, column: 47, scope: !378)
!406 = !DILocation(line: 39, column: 44, scope: !378)
!407 = !DILocation(line: 39, column: 33, scope: !378)
!408 = !DILocation(line: 39, column: 28, scope: !378)
!409 = !DILocation(line: 39, column: 37, scope: !378)
!410 = !DILocation(line: 39, column: 14, scope: !378)
!411 = !DILocation(line: 39, column: 18, scope: !378)
!412 = distinct !{!412, !397, !413, !108}
!413 = !DILocation(line: 39, column: 68, scope: !378)
!414 = !DILocation(line: 41, column: 14, scope: !378)
!415 = !DILocation(line: 41, column: 5, scope: !378)
!416 = !DILocation(line: 41, column: 28, scope: !378)
!417 = !DILocation(line: 42, column: 5, scope: !387)
!418 = !DILocation(line: 40, column: 33, scope: !378)
!419 = distinct !{!419, !399, !403, !108, !274, !273}
!420 = !DILocation(line: 0, scope: !387)
!421 = !DILocation(line: 42, column: 38, scope: !422)
!422 = distinct !DILexicalBlock(scope: !387, file: !3, line: 42, column: 5)
!423 = !DILocation(line: 43, column: 1, scope: !378)
!424 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!5, !80, null}
