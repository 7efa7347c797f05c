; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !74 {
    #dbg_value(i32 42, !78, !DIExpression(), !91)
    #dbg_value(i32 0, !79, !DIExpression(), !92)
  br label %1, !dbg !93

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi i32 [ 42, %0 ], [ %5, %1 ]
    #dbg_value(i32 %3, !78, !DIExpression(), !91)
    #dbg_value(i64 %2, !79, !DIExpression(), !92)
  %4 = mul i32 %3, 214013, !dbg !94
  %5 = add i32 %4, 2531011, !dbg !97
    #dbg_value(i32 %5, !78, !DIExpression(), !91)
  %6 = lshr i32 %5, 16, !dbg !98
  %7 = trunc nuw i32 %6 to i16, !dbg !99
  %8 = urem i16 %7, 2001, !dbg !99
  %9 = zext nneg i16 %8 to i32, !dbg !99
  %10 = add nsw i32 %9, -1000, !dbg !100
  %11 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %2, !dbg !101
  store i32 %10, ptr %11, align 4, !dbg !102, !tbaa !103
  %12 = add nuw nsw i64 %2, 1, !dbg !107
    #dbg_value(i64 %12, !79, !DIExpression(), !92)
  %13 = icmp eq i64 %12, 600, !dbg !108
  br i1 %13, label %15, label %1, !dbg !93, !llvm.loop !109

14:                                               ; preds = %180
  ret i32 0, !dbg !112

15:                                               ; preds = %1, %180
  %16 = phi i64 [ %185, %180 ], [ 0, %1 ]
    #dbg_value(i64 %16, !85, !DIExpression(), !113)
    #dbg_value(i32 0, !114, !DIExpression(), !120)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @a, ptr noundef nonnull align 4 dereferenceable(2400) @src, i64 2400, i1 false), !dbg !122, !tbaa !103
    #dbg_value(i64 poison, !114, !DIExpression(), !120)
  %17 = trunc nuw nsw i64 %16 to i32, !dbg !124
  switch i32 %17, label %163 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %105
    i32 3, label %106
    i32 4, label %128
  ], !dbg !124

18:                                               ; preds = %15
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 599), !dbg !125
  br label %164, !dbg !127

19:                                               ; preds = %15, %58
  %20 = phi i32 [ %59, %58 ], [ 299, %15 ]
    #dbg_value(i32 %20, !128, !DIExpression(), !139)
  br label %21, !dbg !141

21:                                               ; preds = %51, %19
  %22 = phi i32 [ %49, %51 ], [ %20, %19 ]
    #dbg_value(i32 %22, !152, !DIExpression(), !159)
  %23 = shl nsw i32 %22, 1, !dbg !160
  %24 = or disjoint i32 %23, 1, !dbg !161
    #dbg_value(i32 %24, !153, !DIExpression(), !162)
  %25 = add nsw i32 %23, 2, !dbg !163
    #dbg_value(i32 %25, !154, !DIExpression(), !162)
    #dbg_value(i32 %22, !155, !DIExpression(), !162)
  %26 = icmp slt i32 %24, 600, !dbg !164
  br i1 %26, label %27, label %36, !dbg !141

27:                                               ; preds = %21
  %28 = sext i32 %24 to i64, !dbg !165
  %29 = getelementptr inbounds i32, ptr @a, i64 %28, !dbg !165
  %30 = load i32, ptr %29, align 4, !dbg !165, !tbaa !103
  %31 = sext i32 %22 to i64, !dbg !166
  %32 = getelementptr inbounds i32, ptr @a, i64 %31, !dbg !166
  %33 = load i32, ptr %32, align 4, !dbg !166, !tbaa !103
  %34 = icmp sgt i32 %30, %33, !dbg !167
  %35 = select i1 %34, i32 %24, i32 %22, !dbg !168
  br label %36, !dbg !168

36:                                               ; preds = %27, %21
  %37 = phi i32 [ %22, %21 ], [ %35, %27 ], !dbg !162
    #dbg_value(i32 %37, !155, !DIExpression(), !162)
  %38 = icmp slt i32 %22, 299, !dbg !169
  br i1 %38, label %39, label %48, !dbg !171

39:                                               ; preds = %36
  %40 = sext i32 %25 to i64, !dbg !172
  %41 = getelementptr inbounds i32, ptr @a, i64 %40, !dbg !172
  %42 = load i32, ptr %41, align 4, !dbg !172, !tbaa !103
  %43 = sext i32 %37 to i64, !dbg !173
  %44 = getelementptr inbounds i32, ptr @a, i64 %43, !dbg !173
  %45 = load i32, ptr %44, align 4, !dbg !173, !tbaa !103
  %46 = icmp sgt i32 %42, %45, !dbg !174
  %47 = select i1 %46, i32 %25, i32 %37, !dbg !175
  br label %48, !dbg !175

48:                                               ; preds = %39, %36
  %49 = phi i32 [ %37, %36 ], [ %47, %39 ], !dbg !162
    #dbg_value(i32 %49, !155, !DIExpression(), !162)
  %50 = icmp eq i32 %49, %22, !dbg !176
  br i1 %50, label %58, label %51, !dbg !178

51:                                               ; preds = %48
  %52 = sext i32 %22 to i64, !dbg !179
  %53 = getelementptr inbounds i32, ptr @a, i64 %52, !dbg !179
  %54 = load i32, ptr %53, align 4, !dbg !179, !tbaa !103
    #dbg_value(i32 %54, !156, !DIExpression(), !162)
  %55 = sext i32 %49 to i64, !dbg !180
  %56 = getelementptr inbounds i32, ptr @a, i64 %55, !dbg !180
  %57 = load i32, ptr %56, align 4, !dbg !180, !tbaa !103
  store i32 %57, ptr %53, align 4, !dbg !181, !tbaa !103
  store i32 %54, ptr %56, align 4, !dbg !182, !tbaa !103
    #dbg_value(i32 %49, !152, !DIExpression(), !159)
  br label %21

58:                                               ; preds = %48
    #dbg_value(i32 poison, !152, !DIExpression(), !159)
  %59 = add nsw i32 %20, -1, !dbg !183
    #dbg_value(i32 %59, !128, !DIExpression(), !139)
  %60 = icmp eq i32 %20, 0, !dbg !184
  br i1 %60, label %61, label %19, !dbg !185, !llvm.loop !186

61:                                               ; preds = %58, %102
  %62 = phi i64 [ %103, %102 ], [ 599, %58 ]
    #dbg_value(i64 %62, !134, !DIExpression(), !188)
    #dbg_value(i32 poison, !136, !DIExpression(), !189)
    #dbg_value(ptr @a, !150, !DIExpression(), !190)
    #dbg_value(i64 %62, !151, !DIExpression(), !190)
    #dbg_value(i32 0, !152, !DIExpression(), !190)
  br label %63, !dbg !192

63:                                               ; preds = %98, %61
  %64 = phi i64 [ %101, %98 ], [ %62, %61 ]
  %65 = phi ptr [ %100, %98 ], [ @a, %61 ]
  %66 = phi i32 [ %96, %98 ], [ 0, %61 ]
  %67 = load i32, ptr %65, align 4, !dbg !193, !tbaa !103
  %68 = getelementptr inbounds i32, ptr @a, i64 %64, !dbg !193
  %69 = load i32, ptr %68, align 4, !dbg !193, !tbaa !103
  store i32 %69, ptr %65, align 4, !dbg !193, !tbaa !103
  store i32 %67, ptr %68, align 4, !dbg !193, !tbaa !103
    #dbg_value(i32 %66, !152, !DIExpression(), !190)
  %70 = shl nsw i32 %66, 1, !dbg !194
  %71 = or disjoint i32 %70, 1, !dbg !195
    #dbg_value(i32 %71, !153, !DIExpression(), !196)
  %72 = add nsw i32 %70, 2, !dbg !197
    #dbg_value(i32 %72, !154, !DIExpression(), !196)
    #dbg_value(i32 %66, !155, !DIExpression(), !196)
  %73 = sext i32 %71 to i64, !dbg !198
  %74 = icmp sgt i64 %62, %73, !dbg !198
  br i1 %74, label %75, label %83, !dbg !199

75:                                               ; preds = %63
  %76 = getelementptr inbounds i32, ptr @a, i64 %73, !dbg !200
  %77 = load i32, ptr %76, align 4, !dbg !200, !tbaa !103
  %78 = sext i32 %66 to i64, !dbg !201
  %79 = getelementptr inbounds i32, ptr @a, i64 %78, !dbg !201
  %80 = load i32, ptr %79, align 4, !dbg !201, !tbaa !103
  %81 = icmp sgt i32 %77, %80, !dbg !202
  %82 = select i1 %81, i32 %71, i32 %66, !dbg !203
  br label %83, !dbg !203

83:                                               ; preds = %75, %63
  %84 = phi i32 [ %66, %63 ], [ %82, %75 ], !dbg !196
    #dbg_value(i32 %84, !155, !DIExpression(), !196)
  %85 = sext i32 %72 to i64, !dbg !204
  %86 = icmp sgt i64 %62, %85, !dbg !204
  br i1 %86, label %87, label %95, !dbg !205

87:                                               ; preds = %83
  %88 = getelementptr inbounds i32, ptr @a, i64 %85, !dbg !206
  %89 = load i32, ptr %88, align 4, !dbg !206, !tbaa !103
  %90 = sext i32 %84 to i64, !dbg !207
  %91 = getelementptr inbounds i32, ptr @a, i64 %90, !dbg !207
  %92 = load i32, ptr %91, align 4, !dbg !207, !tbaa !103
  %93 = icmp sgt i32 %89, %92, !dbg !208
  %94 = select i1 %93, i32 %72, i32 %84, !dbg !209
  br label %95, !dbg !209

95:                                               ; preds = %87, %83
  %96 = phi i32 [ %84, %83 ], [ %94, %87 ], !dbg !196
    #dbg_value(i32 %96, !155, !DIExpression(), !196)
  %97 = icmp eq i32 %96, %66, !dbg !210
  br i1 %97, label %102, label %98, !dbg !211

98:                                               ; preds = %95
  %99 = sext i32 %66 to i64, !dbg !212
  %100 = getelementptr inbounds i32, ptr @a, i64 %99, !dbg !212
    #dbg_value(i32 poison, !156, !DIExpression(), !196)
  %101 = sext i32 %96 to i64, !dbg !213
    #dbg_value(i32 %96, !152, !DIExpression(), !190)
  br label %63

102:                                              ; preds = %95
    #dbg_value(i32 poison, !152, !DIExpression(), !190)
  %103 = add nsw i64 %62, -1, !dbg !214
    #dbg_value(i64 %103, !134, !DIExpression(), !188)
  %104 = icmp ugt i64 %62, 1, !dbg !215
  br i1 %104, label %61, label %164, !dbg !216, !llvm.loop !217

105:                                              ; preds = %15
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef signext 600), !dbg !219
  br label %164, !dbg !220

106:                                              ; preds = %15, %121
  %107 = phi i64 [ %126, %121 ], [ 1, %15 ]
    #dbg_value(i64 %107, !221, !DIExpression(), !231)
  %108 = getelementptr inbounds i32, ptr @a, i64 %107, !dbg !233
  %109 = load i32, ptr %108, align 4, !dbg !233, !tbaa !103
    #dbg_value(i32 %109, !227, !DIExpression(), !234)
    #dbg_value(i64 %107, !230, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !234)
  br label %110, !dbg !235

110:                                              ; preds = %117, %106
  %111 = phi i64 [ %107, %106 ], [ %120, %117 ]
  %112 = add nuw nsw i64 %111, 4294967295, !dbg !236
  %113 = and i64 %112, 4294967295, !dbg !237
  %114 = getelementptr inbounds i32, ptr @a, i64 %113, !dbg !237
  %115 = load i32, ptr %114, align 4, !dbg !237, !tbaa !103
  %116 = icmp sgt i32 %115, %109, !dbg !238
  br i1 %116, label %117, label %121, !dbg !239

117:                                              ; preds = %110
  %118 = getelementptr inbounds i32, ptr @a, i64 %111, !dbg !240
  store i32 %115, ptr %118, align 4, !dbg !242, !tbaa !103
    #dbg_value(i64 %112, !230, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !234)
  %119 = icmp sgt i64 %111, 1, !dbg !243
  %120 = add nsw i64 %111, -1, !dbg !236
  br i1 %119, label %110, label %121, !dbg !235, !llvm.loop !244

121:                                              ; preds = %117, %110
  %122 = phi i64 [ 0, %117 ], [ %111, %110 ]
  %123 = shl i64 %122, 32, !dbg !246
  %124 = ashr exact i64 %123, 30, !dbg !246
  %125 = getelementptr inbounds i8, ptr @a, i64 %124, !dbg !246
  store i32 %109, ptr %125, align 4, !dbg !247, !tbaa !103
  %126 = add nuw nsw i64 %107, 1, !dbg !248
    #dbg_value(i64 %126, !221, !DIExpression(), !231)
  %127 = icmp eq i64 %126, 600, !dbg !249
  br i1 %127, label %164, label %106, !dbg !250, !llvm.loop !251

128:                                              ; preds = %15
    #dbg_value(ptr @a, !50, !DIExpression(), !253)
    #dbg_value(i32 600, !51, !DIExpression(), !253)
    #dbg_value(i32 0, !52, !DIExpression(), !255)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !dbg !256, !tbaa !103
    #dbg_value(i64 poison, !52, !DIExpression(), !255)
  br label %129, !dbg !258

129:                                              ; preds = %129, %128
  %130 = phi i64 [ 0, %128 ], [ %138, %129 ]
    #dbg_value(i64 %130, !54, !DIExpression(), !259)
  %131 = getelementptr inbounds i32, ptr @a, i64 %130, !dbg !260
  %132 = load i32, ptr %131, align 4, !dbg !260, !tbaa !103
  %133 = add nsw i32 %132, 1000, !dbg !262
  %134 = sext i32 %133 to i64, !dbg !263
  %135 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %134, !dbg !263
  %136 = load i32, ptr %135, align 4, !dbg !264, !tbaa !103
  %137 = add nsw i32 %136, 1, !dbg !264
  store i32 %137, ptr %135, align 4, !dbg !264, !tbaa !103
  %138 = add nuw nsw i64 %130, 1, !dbg !265
    #dbg_value(i64 %138, !54, !DIExpression(), !259)
  %139 = icmp eq i64 %138, 600, !dbg !266
  br i1 %139, label %140, label %129, !dbg !258, !llvm.loop !267

140:                                              ; preds = %129, %159
  %141 = phi i64 [ %161, %159 ], [ 0, %129 ]
  %142 = phi i32 [ %160, %159 ], [ 0, %129 ]
    #dbg_value(i64 %141, !57, !DIExpression(), !269)
    #dbg_value(i32 %142, !56, !DIExpression(), !253)
  %143 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %141
  %144 = load i32, ptr %143, align 4, !tbaa !103
  %145 = icmp eq i32 %144, 0, !dbg !270
  br i1 %145, label %159, label %146, !dbg !270

146:                                              ; preds = %140
  %147 = sext i32 %142 to i64, !dbg !270
  %148 = trunc i64 %141 to i32
  %149 = add i32 %148, -1000
  br label %150, !dbg !270

150:                                              ; preds = %150, %146
  %151 = phi i64 [ %147, %146 ], [ %154, %150 ]
  %152 = phi i32 [ %144, %146 ], [ %153, %150 ]
  %153 = add nsw i32 %152, -1, !dbg !272
    #dbg_value(i64 %151, !56, !DIExpression(), !253)
  %154 = add nsw i64 %151, 1, !dbg !273
    #dbg_value(i64 %154, !56, !DIExpression(), !253)
  %155 = getelementptr inbounds i32, ptr @a, i64 %151, !dbg !274
  store i32 %149, ptr %155, align 4, !dbg !275, !tbaa !103
  %156 = icmp eq i32 %153, 0, !dbg !270
  br i1 %156, label %157, label %150, !dbg !270, !llvm.loop !276

157:                                              ; preds = %150
  %158 = trunc nsw i64 %154 to i32, !dbg !272
  br label %159, !dbg !272

159:                                              ; preds = %157, %140
  %160 = phi i32 [ %142, %140 ], [ %158, %157 ], !dbg !253
  store i32 -1, ptr %143, align 4, !dbg !272, !tbaa !103
  %161 = add nuw nsw i64 %141, 1, !dbg !278
    #dbg_value(i64 %161, !57, !DIExpression(), !269)
    #dbg_value(i32 %160, !56, !DIExpression(), !253)
  %162 = icmp eq i64 %161, 2001, !dbg !279
  br i1 %162, label %164, label %140, !dbg !280, !llvm.loop !281

163:                                              ; preds = %15
  unreachable

164:                                              ; preds = %159, %121, %102, %105, %18
    #dbg_value(ptr @a, !283, !DIExpression(), !295)
    #dbg_value(i32 600, !290, !DIExpression(), !295)
    #dbg_value(ptr undef, !291, !DIExpression(), !295)
    #dbg_value(i32 0, !292, !DIExpression(), !295)
    #dbg_value(i32 1, !87, !DIExpression(), !297)
    #dbg_value(i64 0, !293, !DIExpression(), !298)
  %165 = load i32, ptr @a, align 4, !dbg !299, !tbaa !103
    #dbg_value(i64 1, !293, !DIExpression(), !298)
    #dbg_value(i32 %165, !292, !DIExpression(), !295)
  br label %166, !dbg !302

166:                                              ; preds = %166, %164
  %167 = phi i32 [ 1, %164 ], [ %177, %166 ], !dbg !295
  %168 = phi i64 [ 1, %164 ], [ %178, %166 ]
  %169 = phi i32 [ %165, %164 ], [ %173, %166 ]
    #dbg_value(i32 %167, !87, !DIExpression(), !297)
    #dbg_value(i64 %168, !293, !DIExpression(), !298)
    #dbg_value(i32 %169, !292, !DIExpression(), !295)
  %170 = mul i32 %169, 31, !dbg !303
  %171 = getelementptr inbounds i32, ptr @a, i64 %168, !dbg !299
  %172 = load i32, ptr %171, align 4, !dbg !299, !tbaa !103
  %173 = add i32 %172, %170, !dbg !304
    #dbg_value(i32 %173, !292, !DIExpression(), !295)
  %174 = getelementptr i8, ptr %171, i64 -4, !dbg !305
  %175 = load i32, ptr %174, align 4, !dbg !305, !tbaa !103
  %176 = icmp sgt i32 %175, %172, !dbg !307
  %177 = select i1 %176, i32 0, i32 %167, !dbg !308
    #dbg_value(i32 %177, !87, !DIExpression(), !297)
  %178 = add nuw nsw i64 %168, 1, !dbg !309
    #dbg_value(i64 %178, !293, !DIExpression(), !298)
  %179 = icmp eq i64 %178, 600, !dbg !310
  br i1 %179, label %180, label %166, !dbg !302, !llvm.loop !311

180:                                              ; preds = %166
    #dbg_value(i32 %173, !90, !DIExpression(), !297)
  %181 = shl i64 %16, 2, !dbg !314
  %182 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %181), !dbg !314
  %183 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !dbg !315, !tbaa !103
  %184 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %182, i32 noundef signext %177, i32 noundef signext %173, i32 noundef signext %165, i32 noundef signext %183), !dbg !316
  %185 = add nuw nsw i64 %16, 1, !dbg !317
    #dbg_value(i64 %185, !85, !DIExpression(), !113)
  %186 = icmp eq i64 %185, 5, !dbg !318
  br i1 %186, label %14, label %15, !dbg !319, !llvm.loop !320
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quicksort(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 !dbg !322 {
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
  %11 = load i32, ptr %10, align 4, !dbg !341, !tbaa !103
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
  %19 = load i32, ptr %18, align 4, !dbg !345, !tbaa !103
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
  %27 = load i32, ptr %26, align 4, !dbg !350, !tbaa !103
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
  store i32 %27, ptr %18, align 4, !dbg !357, !tbaa !103
  store i32 %19, ptr %26, align 4, !dbg !358, !tbaa !103
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
  tail call fastcc void @quicksort(i32 noundef signext %5, i32 noundef signext %39), !dbg !370
    #dbg_value(i32 %38, !326, !DIExpression(), !336)
  br label %47, !dbg !372

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef signext %38, i32 noundef signext %6), !dbg !373
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
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef signext %1) unnamed_addr #3 !dbg !378 {
    #dbg_value(ptr %0, !380, !DIExpression(), !388)
    #dbg_value(i32 %1, !381, !DIExpression(), !388)
  %3 = icmp slt i32 %1, 2, !dbg !389
  br i1 %3, label %71, label %4, !dbg !391

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1, !dbg !392
    #dbg_value(i32 %5, !382, !DIExpression(), !388)
  tail call fastcc void @mergesort(ptr noundef %0, i32 noundef signext %5), !dbg !393
  %6 = zext nneg i32 %5 to i64, !dbg !394
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !394
  %8 = sub nsw i32 %1, %5, !dbg !395
  tail call fastcc void @mergesort(ptr noundef %7, i32 noundef signext %8), !dbg !396
    #dbg_value(i32 0, !383, !DIExpression(), !388)
    #dbg_value(i32 %5, !384, !DIExpression(), !388)
    #dbg_value(i32 0, !385, !DIExpression(), !388)
  br label %24, !dbg !397

9:                                                ; preds = %24
    #dbg_value(i64 %41, !385, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i32 %36, !383, !DIExpression(), !388)
  %10 = icmp ult i32 %36, %5, !dbg !398
  br i1 %10, label %11, label %46, !dbg !399

11:                                               ; preds = %9
  %12 = and i64 %41, 4294967295, !dbg !399
  %13 = shl nuw nsw i64 %12, 2, !dbg !399
  %14 = getelementptr i8, ptr @tmp, i64 %13, !dbg !399
  %15 = zext nneg i32 %36 to i64, !dbg !399
  %16 = shl nuw nsw i64 %15, 2, !dbg !399
  %17 = getelementptr i8, ptr %0, i64 %16, !dbg !399
  %18 = xor i32 %36, -1, !dbg !399
  %19 = add nsw i32 %5, %18, !dbg !399
  %20 = zext i32 %19 to i64, !dbg !399
  %21 = shl nuw nsw i64 %20, 2, !dbg !399
  %22 = add nuw nsw i64 %21, 4, !dbg !399
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !dbg !400, !tbaa !103
  %23 = zext nneg i32 %5 to i64, !dbg !398
  br label %61, !dbg !399

24:                                               ; preds = %4, %24
  %25 = phi i64 [ 0, %4 ], [ %41, %24 ]
  %26 = phi i32 [ %5, %4 ], [ %39, %24 ]
  %27 = phi i32 [ 0, %4 ], [ %36, %24 ]
    #dbg_value(i64 %25, !385, !DIExpression(), !388)
    #dbg_value(i32 %26, !384, !DIExpression(), !388)
    #dbg_value(i32 %27, !383, !DIExpression(), !388)
  %28 = zext nneg i32 %27 to i64, !dbg !401
  %29 = getelementptr inbounds i32, ptr %0, i64 %28, !dbg !401
  %30 = load i32, ptr %29, align 4, !dbg !401, !tbaa !103
  %31 = zext nneg i32 %26 to i64, !dbg !402
  %32 = getelementptr inbounds i32, ptr %0, i64 %31, !dbg !402
  %33 = load i32, ptr %32, align 4, !dbg !402, !tbaa !103
  %34 = icmp sle i32 %30, %33, !dbg !403
  %35 = zext i1 %34 to i32, !dbg !401
  %36 = add nuw nsw i32 %27, %35, !dbg !401
  %37 = xor i1 %34, true, !dbg !401
  %38 = zext i1 %37 to i32, !dbg !401
  %39 = add nuw nsw i32 %26, %38, !dbg !401
  %40 = tail call i32 @llvm.smin.i32(i32 %30, i32 %33), !dbg !401
    #dbg_value(i32 %39, !384, !DIExpression(), !388)
    #dbg_value(i32 %36, !383, !DIExpression(), !388)
  %41 = add nuw nsw i64 %25, 1, !dbg !404
    #dbg_value(i64 %41, !385, !DIExpression(), !388)
  %42 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %25, !dbg !405
  store i32 %40, ptr %42, align 4, !dbg !406, !tbaa !103
  %43 = icmp ult i32 %36, %5, !dbg !407
  %44 = icmp slt i32 %39, %1, !dbg !408
  %45 = select i1 %43, i1 %44, i1 false, !dbg !408
  br i1 %45, label %24, label %9, !dbg !397, !llvm.loop !409

46:                                               ; preds = %61, %9
  %47 = phi i64 [ %41, %9 ], [ %65, %61 ]
    #dbg_value(i64 %47, !385, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i32 %39, !384, !DIExpression(), !388)
  %48 = icmp slt i32 %39, %1, !dbg !411
  br i1 %48, label %49, label %67, !dbg !412

49:                                               ; preds = %46
    #dbg_value(i64 %47, !385, !DIExpression(), !388)
  %50 = shl i64 %47, 2, !dbg !412
  %51 = and i64 %50, 17179869180, !dbg !412
  %52 = getelementptr i8, ptr @tmp, i64 %51, !dbg !412
  %53 = zext nneg i32 %39 to i64, !dbg !412
  %54 = shl nuw nsw i64 %53, 2, !dbg !412
  %55 = getelementptr i8, ptr %0, i64 %54, !dbg !412
  %56 = xor i32 %39, -1, !dbg !412
  %57 = add nsw i32 %56, %1, !dbg !412
  %58 = zext i32 %57 to i64, !dbg !412
  %59 = shl nuw nsw i64 %58, 2, !dbg !412
  %60 = add nuw nsw i64 %59, 4, !dbg !412
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %52, ptr noundef nonnull align 4 dereferenceable(1) %55, i64 %60, i1 false), !dbg !413, !tbaa !103
    #dbg_value(i64 poison, !385, !DIExpression(), !388)
    #dbg_value(i64 poison, !384, !DIExpression(), !388)
  br label %67, !dbg !414

61:                                               ; preds = %11, %61
  %62 = phi i64 [ %15, %11 ], [ %64, %61 ]
  %63 = phi i64 [ %12, %11 ], [ %65, %61 ]
    #dbg_value(i64 %63, !385, !DIExpression(), !388)
    #dbg_value(i64 %62, !383, !DIExpression(), !388)
  %64 = add nuw nsw i64 %62, 1, !dbg !415
    #dbg_value(i64 %64, !383, !DIExpression(), !388)
  %65 = add nuw nsw i64 %63, 1, !dbg !416
    #dbg_value(i64 %65, !385, !DIExpression(), !388)
  %66 = icmp eq i64 %64, %23, !dbg !398
  br i1 %66, label %46, label %61, !dbg !399, !llvm.loop !417

67:                                               ; preds = %46, %49
    #dbg_value(i32 0, !386, !DIExpression(), !419)
  %68 = tail call i32 @llvm.smax.i32(i32 %1, i32 1), !dbg !414
  %69 = zext nneg i32 %68 to i64, !dbg !414
  %70 = shl nuw nsw i64 %69, 2, !dbg !414
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 4 dereferenceable(1) @tmp, i64 %70, i1 false), !dbg !420, !tbaa !103
    #dbg_value(i64 poison, !386, !DIExpression(), !419)
  br label %71, !dbg !422

71:                                               ; preds = %67, %2
  ret void, !dbg !422
}

; Function Attrs: nofree nounwind
declare !dbg !423 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

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
!65 = !{i32 1, !"target-abi", !"lp64d"}
!66 = !{i32 6, !"riscv-isa", !67}
!67 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 8, !"SmallDataLimit", i32 8}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 62, type: !75, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!5}
!77 = !{!78, !79, !81, !85, !87, !90}
!78 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 63, type: !6)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 64, type: !5)
!80 = distinct !DILexicalBlock(scope: !74, file: !3, line: 64, column: 5)
!81 = !DILocalVariable(name: "names", scope: !74, file: !3, line: 65, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 320, elements: !17)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!85 = !DILocalVariable(name: "alg", scope: !86, file: !3, line: 66, type: !5)
!86 = distinct !DILexicalBlock(scope: !74, file: !3, line: 66, column: 5)
!87 = !DILocalVariable(name: "sorted", scope: !88, file: !3, line: 75, type: !5)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 66, column: 39)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 66, column: 5)
!90 = !DILocalVariable(name: "h", scope: !88, file: !3, line: 76, type: !6)
!91 = !DILocation(line: 0, scope: !74)
!92 = !DILocation(line: 0, scope: !80)
!93 = !DILocation(line: 64, column: 5, scope: !80)
!94 = !DILocation(line: 64, column: 41, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 64, column: 33)
!96 = distinct !DILexicalBlock(scope: !80, file: !3, line: 64, column: 5)
!97 = !DILocation(line: 64, column: 51, scope: !95)
!98 = !DILocation(line: 64, column: 81, scope: !95)
!99 = !DILocation(line: 64, column: 88, scope: !95)
!100 = !DILocation(line: 64, column: 96, scope: !95)
!101 = !DILocation(line: 64, column: 63, scope: !95)
!102 = !DILocation(line: 64, column: 70, scope: !95)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !105, i64 0}
!105 = !{!"omnipotent char", !106, i64 0}
!106 = !{!"Simple C/C++ TBAA"}
!107 = !DILocation(line: 64, column: 29, scope: !96)
!108 = !DILocation(line: 64, column: 23, scope: !96)
!109 = distinct !{!109, !93, !110, !111}
!110 = !DILocation(line: 64, column: 104, scope: !80)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 79, column: 5, scope: !74)
!113 = !DILocation(line: 0, scope: !86)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 60, type: !5)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 60, column: 27)
!116 = distinct !DISubprogram(name: "reset", scope: !3, file: !3, line: 60, type: !117, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{null}
!119 = !{!114}
!120 = !DILocation(line: 0, scope: !115, inlinedAt: !121)
!121 = distinct !DILocation(line: 67, column: 9, scope: !88)
!122 = !DILocation(line: 60, column: 60, scope: !123, inlinedAt: !121)
!123 = distinct !DILexicalBlock(scope: !115, file: !3, line: 60, column: 27)
!124 = !DILocation(line: 68, column: 9, scope: !88)
!125 = !DILocation(line: 69, column: 17, scope: !126)
!126 = distinct !DILexicalBlock(scope: !88, file: !3, line: 68, column: 22)
!127 = !DILocation(line: 69, column: 41, scope: !126)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 30, type: !5)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 30, column: 5)
!130 = distinct !DISubprogram(name: "heapsort", scope: !3, file: !3, line: 29, type: !46, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !131)
!131 = !{!132, !133, !128, !134, !136}
!132 = !DILocalVariable(name: "v", arg: 1, scope: !130, file: !3, line: 29, type: !48)
!133 = !DILocalVariable(name: "n", arg: 2, scope: !130, file: !3, line: 29, type: !5)
!134 = !DILocalVariable(name: "e", scope: !135, file: !3, line: 31, type: !5)
!135 = distinct !DILexicalBlock(scope: !130, file: !3, line: 31, column: 5)
!136 = !DILocalVariable(name: "t", scope: !137, file: !3, line: 31, type: !5)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 31, column: 37)
!138 = distinct !DILexicalBlock(scope: !135, file: !3, line: 31, column: 5)
!139 = !DILocation(line: 0, scope: !129, inlinedAt: !140)
!140 = distinct !DILocation(line: 70, column: 17, scope: !126)
!141 = !DILocation(line: 22, column: 19, scope: !142, inlinedAt: !157)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 22, column: 13)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 20, column: 14)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 20, column: 5)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 20, column: 5)
!146 = distinct !DISubprogram(name: "sift", scope: !3, file: !3, line: 19, type: !147, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !48, !5, !5}
!149 = !{!150, !151, !152, !153, !154, !155, !156}
!150 = !DILocalVariable(name: "v", arg: 1, scope: !146, file: !3, line: 19, type: !48)
!151 = !DILocalVariable(name: "n", arg: 2, scope: !146, file: !3, line: 19, type: !5)
!152 = !DILocalVariable(name: "i", arg: 3, scope: !146, file: !3, line: 19, type: !5)
!153 = !DILocalVariable(name: "l", scope: !143, file: !3, line: 21, type: !5)
!154 = !DILocalVariable(name: "r", scope: !143, file: !3, line: 21, type: !5)
!155 = !DILocalVariable(name: "m", scope: !143, file: !3, line: 21, type: !5)
!156 = !DILocalVariable(name: "t", scope: !143, file: !3, line: 25, type: !5)
!157 = distinct !DILocation(line: 30, column: 42, scope: !158, inlinedAt: !140)
!158 = distinct !DILexicalBlock(scope: !129, file: !3, line: 30, column: 5)
!159 = !DILocation(line: 0, scope: !146, inlinedAt: !157)
!160 = !DILocation(line: 21, column: 19, scope: !143, inlinedAt: !157)
!161 = !DILocation(line: 21, column: 23, scope: !143, inlinedAt: !157)
!162 = !DILocation(line: 0, scope: !143, inlinedAt: !157)
!163 = !DILocation(line: 21, column: 34, scope: !143, inlinedAt: !157)
!164 = !DILocation(line: 22, column: 15, scope: !142, inlinedAt: !157)
!165 = !DILocation(line: 22, column: 22, scope: !142, inlinedAt: !157)
!166 = !DILocation(line: 22, column: 29, scope: !142, inlinedAt: !157)
!167 = !DILocation(line: 22, column: 27, scope: !142, inlinedAt: !157)
!168 = !DILocation(line: 22, column: 13, scope: !143, inlinedAt: !157)
!169 = !DILocation(line: 23, column: 15, scope: !170, inlinedAt: !157)
!170 = distinct !DILexicalBlock(scope: !143, file: !3, line: 23, column: 13)
!171 = !DILocation(line: 23, column: 19, scope: !170, inlinedAt: !157)
!172 = !DILocation(line: 23, column: 22, scope: !170, inlinedAt: !157)
!173 = !DILocation(line: 23, column: 29, scope: !170, inlinedAt: !157)
!174 = !DILocation(line: 23, column: 27, scope: !170, inlinedAt: !157)
!175 = !DILocation(line: 23, column: 13, scope: !143, inlinedAt: !157)
!176 = !DILocation(line: 24, column: 15, scope: !177, inlinedAt: !157)
!177 = distinct !DILexicalBlock(scope: !143, file: !3, line: 24, column: 13)
!178 = !DILocation(line: 24, column: 13, scope: !143, inlinedAt: !157)
!179 = !DILocation(line: 25, column: 17, scope: !143, inlinedAt: !157)
!180 = !DILocation(line: 25, column: 30, scope: !143, inlinedAt: !157)
!181 = !DILocation(line: 25, column: 28, scope: !143, inlinedAt: !157)
!182 = !DILocation(line: 25, column: 41, scope: !143, inlinedAt: !157)
!183 = !DILocation(line: 30, column: 38, scope: !158, inlinedAt: !140)
!184 = !DILocation(line: 30, column: 31, scope: !158, inlinedAt: !140)
!185 = !DILocation(line: 30, column: 5, scope: !129, inlinedAt: !140)
!186 = distinct !{!186, !185, !187, !111}
!187 = !DILocation(line: 30, column: 54, scope: !129, inlinedAt: !140)
!188 = !DILocation(line: 0, scope: !135, inlinedAt: !140)
!189 = !DILocation(line: 0, scope: !137, inlinedAt: !140)
!190 = !DILocation(line: 0, scope: !146, inlinedAt: !191)
!191 = distinct !DILocation(line: 31, column: 76, scope: !137, inlinedAt: !140)
!192 = !DILocation(line: 20, column: 5, scope: !146, inlinedAt: !191)
!193 = !DILocation(line: 31, scope: !137, inlinedAt: !140)
!194 = !DILocation(line: 21, column: 19, scope: !143, inlinedAt: !191)
!195 = !DILocation(line: 21, column: 23, scope: !143, inlinedAt: !191)
!196 = !DILocation(line: 0, scope: !143, inlinedAt: !191)
!197 = !DILocation(line: 21, column: 34, scope: !143, inlinedAt: !191)
!198 = !DILocation(line: 22, column: 15, scope: !142, inlinedAt: !191)
!199 = !DILocation(line: 22, column: 19, scope: !142, inlinedAt: !191)
!200 = !DILocation(line: 22, column: 22, scope: !142, inlinedAt: !191)
!201 = !DILocation(line: 22, column: 29, scope: !142, inlinedAt: !191)
!202 = !DILocation(line: 22, column: 27, scope: !142, inlinedAt: !191)
!203 = !DILocation(line: 22, column: 13, scope: !143, inlinedAt: !191)
!204 = !DILocation(line: 23, column: 15, scope: !170, inlinedAt: !191)
!205 = !DILocation(line: 23, column: 19, scope: !170, inlinedAt: !191)
!206 = !DILocation(line: 23, column: 22, scope: !170, inlinedAt: !191)
!207 = !DILocation(line: 23, column: 29, scope: !170, inlinedAt: !191)
!208 = !DILocation(line: 23, column: 27, scope: !170, inlinedAt: !191)
!209 = !DILocation(line: 23, column: 13, scope: !143, inlinedAt: !191)
!210 = !DILocation(line: 24, column: 15, scope: !177, inlinedAt: !191)
!211 = !DILocation(line: 24, column: 13, scope: !143, inlinedAt: !191)
!212 = !DILocation(line: 25, column: 17, scope: !143, inlinedAt: !191)
!213 = !DILocation(line: 25, column: 30, scope: !143, inlinedAt: !191)
!214 = !DILocation(line: 31, column: 33, scope: !138, inlinedAt: !140)
!215 = !DILocation(line: 31, column: 27, scope: !138, inlinedAt: !140)
!216 = !DILocation(line: 31, column: 5, scope: !135, inlinedAt: !140)
!217 = distinct !{!217, !216, !218, !111}
!218 = !DILocation(line: 31, column: 91, scope: !135, inlinedAt: !140)
!219 = !DILocation(line: 71, column: 17, scope: !126)
!220 = !DILocation(line: 71, column: 34, scope: !126)
!221 = !DILocalVariable(name: "i", scope: !222, file: !3, line: 45, type: !5)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 45, column: 5)
!223 = distinct !DISubprogram(name: "insertion", scope: !3, file: !3, line: 44, type: !46, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !224)
!224 = !{!225, !226, !221, !227, !230}
!225 = !DILocalVariable(name: "v", arg: 1, scope: !223, file: !3, line: 44, type: !48)
!226 = !DILocalVariable(name: "n", arg: 2, scope: !223, file: !3, line: 44, type: !5)
!227 = !DILocalVariable(name: "x", scope: !228, file: !3, line: 45, type: !5)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 45, column: 33)
!229 = distinct !DILexicalBlock(scope: !222, file: !3, line: 45, column: 5)
!230 = !DILocalVariable(name: "j", scope: !228, file: !3, line: 45, type: !5)
!231 = !DILocation(line: 0, scope: !222, inlinedAt: !232)
!232 = distinct !DILocation(line: 72, column: 17, scope: !126)
!233 = !DILocation(line: 45, column: 43, scope: !228, inlinedAt: !232)
!234 = !DILocation(line: 0, scope: !228, inlinedAt: !232)
!235 = !DILocation(line: 45, column: 74, scope: !228, inlinedAt: !232)
!236 = !DILocation(line: 45, scope: !228, inlinedAt: !232)
!237 = !DILocation(line: 45, column: 77, scope: !228, inlinedAt: !232)
!238 = !DILocation(line: 45, column: 82, scope: !228, inlinedAt: !232)
!239 = !DILocation(line: 45, column: 60, scope: !228, inlinedAt: !232)
!240 = !DILocation(line: 45, column: 89, scope: !241, inlinedAt: !232)
!241 = distinct !DILexicalBlock(scope: !228, file: !3, line: 45, column: 87)
!242 = !DILocation(line: 45, column: 98, scope: !241, inlinedAt: !232)
!243 = !DILocation(line: 45, column: 69, scope: !228, inlinedAt: !232)
!244 = distinct !{!244, !239, !245, !111}
!245 = !DILocation(line: 45, column: 111, scope: !228, inlinedAt: !232)
!246 = !DILocation(line: 45, column: 113, scope: !228, inlinedAt: !232)
!247 = !DILocation(line: 45, column: 122, scope: !228, inlinedAt: !232)
!248 = !DILocation(line: 45, column: 29, scope: !229, inlinedAt: !232)
!249 = !DILocation(line: 45, column: 23, scope: !229, inlinedAt: !232)
!250 = !DILocation(line: 45, column: 5, scope: !222, inlinedAt: !232)
!251 = distinct !{!251, !250, !252, !111}
!252 = !DILocation(line: 45, column: 127, scope: !222, inlinedAt: !232)
!253 = !DILocation(line: 0, scope: !45, inlinedAt: !254)
!254 = distinct !DILocation(line: 73, column: 17, scope: !126)
!255 = !DILocation(line: 0, scope: !53, inlinedAt: !254)
!256 = !DILocation(line: 49, column: 46, scope: !257, inlinedAt: !254)
!257 = distinct !DILexicalBlock(scope: !53, file: !3, line: 49, column: 5)
!258 = !DILocation(line: 50, column: 5, scope: !55, inlinedAt: !254)
!259 = !DILocation(line: 0, scope: !55, inlinedAt: !254)
!260 = !DILocation(line: 50, column: 39, scope: !261, inlinedAt: !254)
!261 = distinct !DILexicalBlock(scope: !55, file: !3, line: 50, column: 5)
!262 = !DILocation(line: 50, column: 44, scope: !261, inlinedAt: !254)
!263 = !DILocation(line: 50, column: 33, scope: !261, inlinedAt: !254)
!264 = !DILocation(line: 50, column: 51, scope: !261, inlinedAt: !254)
!265 = !DILocation(line: 50, column: 29, scope: !261, inlinedAt: !254)
!266 = !DILocation(line: 50, column: 23, scope: !261, inlinedAt: !254)
!267 = distinct !{!267, !258, !268, !111}
!268 = !DILocation(line: 50, column: 51, scope: !55, inlinedAt: !254)
!269 = !DILocation(line: 0, scope: !58, inlinedAt: !254)
!270 = !DILocation(line: 52, column: 37, scope: !271, inlinedAt: !254)
!271 = distinct !DILexicalBlock(scope: !58, file: !3, line: 52, column: 5)
!272 = !DILocation(line: 52, column: 52, scope: !271, inlinedAt: !254)
!273 = !DILocation(line: 52, column: 59, scope: !271, inlinedAt: !254)
!274 = !DILocation(line: 52, column: 56, scope: !271, inlinedAt: !254)
!275 = !DILocation(line: 52, column: 63, scope: !271, inlinedAt: !254)
!276 = distinct !{!276, !270, !277, !111}
!277 = !DILocation(line: 52, column: 69, scope: !271, inlinedAt: !254)
!278 = !DILocation(line: 52, column: 33, scope: !271, inlinedAt: !254)
!279 = !DILocation(line: 52, column: 23, scope: !271, inlinedAt: !254)
!280 = !DILocation(line: 52, column: 5, scope: !58, inlinedAt: !254)
!281 = distinct !{!281, !280, !282, !111}
!282 = !DILocation(line: 52, column: 69, scope: !58, inlinedAt: !254)
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
!296 = distinct !DILocation(line: 76, column: 22, scope: !88)
!297 = !DILocation(line: 0, scope: !88)
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
!311 = distinct !{!311, !302, !312, !111, !313}
!312 = !DILocation(line: 57, column: 103, scope: !294, inlinedAt: !296)
!313 = !{!"llvm.loop.peeled.count", i32 1}
!314 = !DILocation(line: 77, column: 58, scope: !88)
!315 = !DILocation(line: 77, column: 87, scope: !88)
!316 = !DILocation(line: 77, column: 9, scope: !88)
!317 = !DILocation(line: 66, column: 35, scope: !89)
!318 = !DILocation(line: 66, column: 27, scope: !89)
!319 = !DILocation(line: 66, column: 5, scope: !86)
!320 = distinct !{!320, !319, !321, !111}
!321 = !DILocation(line: 78, column: 5, scope: !86)
!322 = distinct !DISubprogram(name: "quicksort", scope: !3, file: !3, line: 8, type: !323, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !324)
!323 = !DISubroutineType(cc: DW_CC_nocall, types: !148)
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
!348 = distinct !{!348, !344, !347, !111}
!349 = !DILocation(line: 13, column: 13, scope: !335)
!350 = !DILocation(line: 13, column: 20, scope: !335)
!351 = !DILocation(line: 13, column: 25, scope: !335)
!352 = !DILocation(line: 13, column: 31, scope: !335)
!353 = distinct !{!353, !349, !352, !111}
!354 = !DILocation(line: 14, column: 19, scope: !334)
!355 = !DILocation(line: 14, column: 17, scope: !335)
!356 = !DILocation(line: 0, scope: !333)
!357 = !DILocation(line: 14, column: 46, scope: !333)
!358 = !DILocation(line: 14, column: 59, scope: !333)
!359 = !DILocation(line: 14, column: 65, scope: !333)
!360 = !DILocation(line: 14, column: 70, scope: !333)
!361 = !DILocation(line: 14, column: 74, scope: !333)
!362 = !DILocation(line: 11, column: 18, scope: !329)
!363 = distinct !{!363, !343, !364, !111}
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
!375 = distinct !{!375, !338, !376, !111}
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
!401 = !DILocation(line: 39, column: 39, scope: !378)
!402 = !DILocation(line: 39, column: 47, scope: !378)
!403 = !DILocation(line: 39, column: 44, scope: !378)
!404 = !DILocation(line: 39, column: 33, scope: !378)
!405 = !DILocation(line: 39, column: 28, scope: !378)
!406 = !DILocation(line: 39, column: 37, scope: !378)
!407 = !DILocation(line: 39, column: 14, scope: !378)
!408 = !DILocation(line: 39, column: 18, scope: !378)
!409 = distinct !{!409, !397, !410, !111}
!410 = !DILocation(line: 39, column: 68, scope: !378)
!411 = !DILocation(line: 41, column: 14, scope: !378)
!412 = !DILocation(line: 41, column: 5, scope: !378)
!413 = !DILocation(line: 41, column: 28, scope: !378)
!414 = !DILocation(line: 42, column: 5, scope: !387)
!415 = !DILocation(line: 40, column: 33, scope: !378)
!416 = !DILocation(line: 40, column: 24, scope: !378)
!417 = distinct !{!417, !399, !418, !111}
!418 = !DILocation(line: 40, column: 35, scope: !378)
!419 = !DILocation(line: 0, scope: !387)
!420 = !DILocation(line: 42, column: 38, scope: !421)
!421 = distinct !DILexicalBlock(scope: !387, file: !3, line: 42, column: 5)
!422 = !DILocation(line: 43, column: 1, scope: !378)
!423 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!5, !83, null}
