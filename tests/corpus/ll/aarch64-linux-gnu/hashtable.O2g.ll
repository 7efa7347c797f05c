; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"key%d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"cap %u present %d sum %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"deleted %d present %d sum %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"key0\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [24 x i8] c"key0 = %ld, key3 = %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [5 x i8] c"key3\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !47 {
  %1 = alloca %struct.Table, align 8, !DIAssignID !91
    #dbg_assign(i1 undef, !52, !DIExpression(), !91, ptr %1, !DIExpression(), !92)
  %2 = alloca [32 x i8], align 4, !DIAssignID !93
    #dbg_assign(i1 undef, !65, !DIExpression(), !93, ptr %2, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9, !dbg !94
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !95, !DIAssignID !96
    #dbg_assign(i8 0, !52, !DIExpression(), !96, ptr %1, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !97
    #dbg_value(i32 0, !69, !DIExpression(), !98)
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  br label %9, !dbg !99

4:                                                ; preds = %51
    #dbg_value(i64 0, !74, !DIExpression(), !92)
    #dbg_value(i32 0, !76, !DIExpression(), !100)
    #dbg_value(i32 0, !75, !DIExpression(), !92)
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 0
  %7 = add i64 %5, -1
  %8 = load ptr, ptr %1, align 8
  br label %58, !dbg !101

9:                                                ; preds = %0, %51
  %10 = phi i64 [ 0, %0 ], [ %53, %51 ]
    #dbg_value(i64 %10, !69, !DIExpression(), !98)
  %11 = trunc i64 %10 to i16, !dbg !102
  %12 = mul nuw i16 %11, 7, !dbg !102
  %13 = urem i16 %12, 2003, !dbg !102
  %14 = zext nneg i16 %13 to i32, !dbg !102
  %15 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %14) #9, !dbg !103
    #dbg_value(ptr %1, !104, !DIExpression(), !114)
    #dbg_value(ptr %2, !112, !DIExpression(), !114)
  %16 = load i64, ptr %3, align 8, !dbg !116, !tbaa !118
  %17 = icmp eq i64 %16, 0, !dbg !124
  br i1 %17, label %51, label %18, !dbg !125

18:                                               ; preds = %9
    #dbg_value(ptr %2, !126, !DIExpression(), !132)
    #dbg_value(i64 5381, !131, !DIExpression(), !132)
  %19 = load i8, ptr %2, align 4, !dbg !134, !tbaa !135
  %20 = icmp eq i8 %19, 0, !dbg !136
  br i1 %20, label %31, label %21, !dbg !136

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %29, %21 ], [ %19, %18 ]
  %23 = phi i64 [ %28, %21 ], [ 5381, %18 ]
  %24 = phi ptr [ %26, %21 ], [ %2, %18 ]
    #dbg_value(i64 %23, !131, !DIExpression(), !132)
    #dbg_value(ptr %24, !126, !DIExpression(), !132)
  %25 = mul i64 %23, 33, !dbg !137
  %26 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !138
    #dbg_value(ptr %26, !126, !DIExpression(), !132)
  %27 = zext i8 %22 to i64, !dbg !139
  %28 = add i64 %25, %27, !dbg !140
    #dbg_value(i64 %28, !131, !DIExpression(), !132)
  %29 = load i8, ptr %26, align 1, !dbg !134, !tbaa !135
  %30 = icmp eq i8 %29, 0, !dbg !136
  br i1 %30, label %31, label %21, !dbg !136, !llvm.loop !141

31:                                               ; preds = %21, %18
  %32 = phi i64 [ 5381, %18 ], [ %28, %21 ], !dbg !132
  %33 = add i64 %16, -1, !dbg !143
    #dbg_value(!DIArgList(i64 %32, i64 %33), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !114)
  %34 = load ptr, ptr %1, align 8, !tbaa !144
  br label %35, !dbg !145

35:                                               ; preds = %45, %31
  %36 = phi i64 [ %32, %31 ], [ %46, %45 ]
  %37 = and i64 %36, %33, !dbg !114
    #dbg_value(i64 %37, !113, !DIExpression(), !114)
  %38 = getelementptr inbounds %struct.Entry, ptr %34, i64 %37, !dbg !146
  %39 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !147
  %40 = load i32, ptr %39, align 8, !dbg !147, !tbaa !148
  switch i32 %40, label %45 [
    i32 0, label %51
    i32 1, label %41
  ], !dbg !145

41:                                               ; preds = %35
  %42 = load ptr, ptr %38, align 8, !dbg !151, !tbaa !154
  %43 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %42, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !155
  %44 = icmp eq i32 %43, 0, !dbg !156
  br i1 %44, label %47, label %45, !dbg !157

45:                                               ; preds = %41, %35
  %46 = add i64 %37, 1, !dbg !158
    #dbg_value(!DIArgList(i64 %46, i64 %33), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !114)
  br label %35, !dbg !145, !llvm.loop !159

47:                                               ; preds = %41
    #dbg_value(ptr %38, !71, !DIExpression(), !161)
  %48 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !162
  %49 = load i64, ptr %48, align 8, !dbg !162, !tbaa !163
  %50 = add nsw i64 %49, %10, !dbg !164
  br label %51, !dbg !165

51:                                               ; preds = %35, %9, %47
  %52 = phi i64 [ %50, %47 ], [ %10, %9 ], [ %10, %35 ], !dbg !165
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %52), !dbg !166
  %53 = add nuw nsw i64 %10, 1, !dbg !167
    #dbg_value(i64 %53, !69, !DIExpression(), !98)
  %54 = icmp eq i64 %53, 3000, !dbg !168
  br i1 %54, label %4, label %9, !dbg !99, !llvm.loop !169

55:                                               ; preds = %95
  %56 = trunc i64 %5 to i32, !dbg !171
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %56, i32 noundef %96, i64 noundef %97), !dbg !172
    #dbg_value(i32 0, !81, !DIExpression(), !92)
    #dbg_value(i32 0, !82, !DIExpression(), !173)
  br label %100, !dbg !174

58:                                               ; preds = %4, %95
  %59 = phi i64 [ 0, %4 ], [ %97, %95 ]
  %60 = phi i32 [ 0, %4 ], [ %98, %95 ]
  %61 = phi i32 [ 0, %4 ], [ %96, %95 ]
    #dbg_value(i64 %59, !74, !DIExpression(), !92)
    #dbg_value(i32 %60, !76, !DIExpression(), !100)
    #dbg_value(i32 %61, !75, !DIExpression(), !92)
  %62 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %60) #9, !dbg !175
    #dbg_value(ptr %1, !104, !DIExpression(), !176)
    #dbg_value(ptr %2, !112, !DIExpression(), !176)
  br i1 %6, label %95, label %63, !dbg !178

63:                                               ; preds = %58
    #dbg_value(ptr %2, !126, !DIExpression(), !179)
    #dbg_value(i64 5381, !131, !DIExpression(), !179)
  %64 = load i8, ptr %2, align 4, !dbg !181, !tbaa !135
  %65 = icmp eq i8 %64, 0, !dbg !182
  br i1 %65, label %76, label %66, !dbg !182

66:                                               ; preds = %63, %66
  %67 = phi i8 [ %74, %66 ], [ %64, %63 ]
  %68 = phi i64 [ %73, %66 ], [ 5381, %63 ]
  %69 = phi ptr [ %71, %66 ], [ %2, %63 ]
    #dbg_value(i64 %68, !131, !DIExpression(), !179)
    #dbg_value(ptr %69, !126, !DIExpression(), !179)
  %70 = mul i64 %68, 33, !dbg !183
  %71 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !184
    #dbg_value(ptr %71, !126, !DIExpression(), !179)
  %72 = zext i8 %67 to i64, !dbg !185
  %73 = add i64 %70, %72, !dbg !186
    #dbg_value(i64 %73, !131, !DIExpression(), !179)
  %74 = load i8, ptr %71, align 1, !dbg !181, !tbaa !135
  %75 = icmp eq i8 %74, 0, !dbg !182
  br i1 %75, label %76, label %66, !dbg !182, !llvm.loop !187

76:                                               ; preds = %66, %63
  %77 = phi i64 [ 5381, %63 ], [ %73, %66 ]
  br label %78, !dbg !188

78:                                               ; preds = %76, %88
  %79 = phi i64 [ %89, %88 ], [ %77, %76 ]
  %80 = and i64 %79, %7, !dbg !176
    #dbg_value(i64 %80, !113, !DIExpression(), !176)
  %81 = getelementptr inbounds %struct.Entry, ptr %8, i64 %80, !dbg !189
  %82 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !190
  %83 = load i32, ptr %82, align 8, !dbg !190, !tbaa !148
  switch i32 %83, label %88 [
    i32 0, label %95
    i32 1, label %84
  ], !dbg !188

84:                                               ; preds = %78
  %85 = load ptr, ptr %81, align 8, !dbg !191, !tbaa !154
  %86 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %85, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !192
  %87 = icmp eq i32 %86, 0, !dbg !193
  br i1 %87, label %90, label %88, !dbg !194

88:                                               ; preds = %84, %78
  %89 = add i64 %80, 1, !dbg !195
    #dbg_value(!DIArgList(i64 %89, i64 %7), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !176)
  br label %78, !dbg !188, !llvm.loop !196

90:                                               ; preds = %84
    #dbg_value(ptr %81, !78, !DIExpression(), !198)
  %91 = add nsw i32 %61, 1, !dbg !199
    #dbg_value(i32 %91, !75, !DIExpression(), !92)
  %92 = getelementptr inbounds i8, ptr %81, i64 8, !dbg !202
  %93 = load i64, ptr %92, align 8, !dbg !202, !tbaa !163
  %94 = add nsw i64 %93, %59, !dbg !203
    #dbg_value(i64 %94, !74, !DIExpression(), !92)
  br label %95, !dbg !204

95:                                               ; preds = %78, %58, %90
  %96 = phi i32 [ %91, %90 ], [ %61, %58 ], [ %61, %78 ], !dbg !92
  %97 = phi i64 [ %94, %90 ], [ %59, %58 ], [ %59, %78 ], !dbg !92
    #dbg_value(i64 %97, !74, !DIExpression(), !92)
    #dbg_value(i32 %96, !75, !DIExpression(), !92)
  %98 = add nuw nsw i32 %60, 1, !dbg !205
    #dbg_value(i32 %98, !76, !DIExpression(), !100)
  %99 = icmp eq i32 %98, 2003, !dbg !206
  br i1 %99, label %55, label %58, !dbg !101, !llvm.loop !207

100:                                              ; preds = %55, %133
  %101 = phi i32 [ 0, %55 ], [ %136, %133 ]
  %102 = phi i32 [ 0, %55 ], [ %135, %133 ]
    #dbg_value(i32 %101, !82, !DIExpression(), !173)
    #dbg_value(i32 %102, !81, !DIExpression(), !92)
  %103 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %101) #9, !dbg !209
    #dbg_value(ptr %1, !212, !DIExpression(), !219)
    #dbg_value(ptr %2, !217, !DIExpression(), !219)
    #dbg_value(ptr %1, !104, !DIExpression(), !221)
    #dbg_value(ptr %2, !112, !DIExpression(), !221)
  br i1 %6, label %133, label %104, !dbg !223

104:                                              ; preds = %100
    #dbg_value(ptr %2, !126, !DIExpression(), !224)
    #dbg_value(i64 5381, !131, !DIExpression(), !224)
  %105 = load i8, ptr %2, align 4, !dbg !226, !tbaa !135
  %106 = icmp eq i8 %105, 0, !dbg !227
  br i1 %106, label %117, label %107, !dbg !227

107:                                              ; preds = %104, %107
  %108 = phi i8 [ %115, %107 ], [ %105, %104 ]
  %109 = phi i64 [ %114, %107 ], [ 5381, %104 ]
  %110 = phi ptr [ %112, %107 ], [ %2, %104 ]
    #dbg_value(i64 %109, !131, !DIExpression(), !224)
    #dbg_value(ptr %110, !126, !DIExpression(), !224)
  %111 = mul i64 %109, 33, !dbg !228
  %112 = getelementptr inbounds i8, ptr %110, i64 1, !dbg !229
    #dbg_value(ptr %112, !126, !DIExpression(), !224)
  %113 = zext i8 %108 to i64, !dbg !230
  %114 = add i64 %111, %113, !dbg !231
    #dbg_value(i64 %114, !131, !DIExpression(), !224)
  %115 = load i8, ptr %112, align 1, !dbg !226, !tbaa !135
  %116 = icmp eq i8 %115, 0, !dbg !227
  br i1 %116, label %117, label %107, !dbg !227, !llvm.loop !232

117:                                              ; preds = %107, %104
  %118 = phi i64 [ 5381, %104 ], [ %114, %107 ]
  br label %119, !dbg !233

119:                                              ; preds = %117, %129
  %120 = phi i64 [ %130, %129 ], [ %118, %117 ]
  %121 = and i64 %120, %7, !dbg !221
    #dbg_value(i64 %121, !113, !DIExpression(), !221)
  %122 = getelementptr inbounds %struct.Entry, ptr %8, i64 %121, !dbg !234
  %123 = getelementptr inbounds i8, ptr %122, i64 16, !dbg !235
  %124 = load i32, ptr %123, align 8, !dbg !235, !tbaa !148
  switch i32 %124, label %129 [
    i32 0, label %133
    i32 1, label %125
  ], !dbg !233

125:                                              ; preds = %119
  %126 = load ptr, ptr %122, align 8, !dbg !236, !tbaa !154
  %127 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %126, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !237
  %128 = icmp eq i32 %127, 0, !dbg !238
  br i1 %128, label %131, label %129, !dbg !239

129:                                              ; preds = %125, %119
  %130 = add i64 %121, 1, !dbg !240
    #dbg_value(!DIArgList(i64 %130, i64 %7), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !221)
  br label %119, !dbg !233, !llvm.loop !241

131:                                              ; preds = %125
  %132 = getelementptr inbounds i8, ptr %122, i64 16
    #dbg_value(ptr %122, !218, !DIExpression(), !219)
  tail call void @free(ptr noundef %126) #9, !dbg !243
  store ptr null, ptr %122, align 8, !dbg !244, !tbaa !154
  store i32 2, ptr %132, align 8, !dbg !245, !tbaa !148
  br label %133, !dbg !246

133:                                              ; preds = %119, %100, %131
  %134 = phi i32 [ 1, %131 ], [ 0, %100 ], [ %124, %119 ], !dbg !219
  %135 = add nuw nsw i32 %134, %102, !dbg !247
    #dbg_value(i32 %135, !81, !DIExpression(), !92)
  %136 = add nuw nsw i32 %101, 3, !dbg !248
    #dbg_value(i32 %136, !82, !DIExpression(), !173)
  %137 = icmp ult i32 %101, 2000, !dbg !249
  br i1 %137, label %100, label %179, !dbg !174, !llvm.loop !250

138:                                              ; preds = %216
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %135, i32 noundef %217, i64 noundef %218), !dbg !252
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i64 noundef 12345), !dbg !253
    #dbg_value(ptr %1, !104, !DIExpression(), !254)
    #dbg_value(ptr @.str.3, !112, !DIExpression(), !254)
  %140 = load i64, ptr %3, align 8, !dbg !256, !tbaa !118
  %141 = icmp eq i64 %140, 0, !dbg !257
  %142 = load ptr, ptr %1, align 8, !tbaa !144
  br i1 %141, label %145, label %143, !dbg !258

143:                                              ; preds = %138
    #dbg_value(i64 poison, !131, !DIExpression(), !259)
    #dbg_value(ptr poison, !126, !DIExpression(), !259)
  %144 = add i64 %140, -1, !dbg !261
    #dbg_value(!DIArgList(i64 6385400190, i64 %144), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !254)
  br label %148, !dbg !262

145:                                              ; preds = %138
  %146 = load i64, ptr inttoptr (i64 8 to ptr), align 8, !dbg !263, !tbaa !163
    #dbg_value(ptr %1, !104, !DIExpression(), !264)
    #dbg_value(ptr @.str.5, !112, !DIExpression(), !264)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %146, i64 noundef -1), !dbg !266
    #dbg_value(i64 0, !89, !DIExpression(), !267)
  br label %221, !dbg !268

148:                                              ; preds = %159, %143
  %149 = phi i64 [ 6385400190, %143 ], [ %160, %159 ]
  %150 = and i64 %149, %144, !dbg !254
    #dbg_value(i64 %150, !113, !DIExpression(), !254)
  %151 = getelementptr inbounds %struct.Entry, ptr %142, i64 %150, !dbg !269
  %152 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !270
  %153 = load i32, ptr %152, align 8, !dbg !270, !tbaa !148
  %154 = icmp eq i32 %153, 1, !dbg !262
  br i1 %154, label %155, label %159, !dbg !262

155:                                              ; preds = %148
  %156 = load ptr, ptr %151, align 8, !dbg !271, !tbaa !154
  %157 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %156, ptr noundef nonnull readonly dereferenceable(5) @.str.3) #10, !dbg !272
  %158 = icmp eq i32 %157, 0, !dbg !273
  br i1 %158, label %161, label %159, !dbg !274

159:                                              ; preds = %148, %155
  %160 = add i64 %150, 1, !dbg !275
    #dbg_value(!DIArgList(i64 %160, i64 %144), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !254)
  br label %148, !dbg !262, !llvm.loop !276

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, ptr %151, i64 8, !dbg !263
  %163 = load i64, ptr %162, align 8, !dbg !263, !tbaa !163
    #dbg_value(ptr %1, !104, !DIExpression(), !264)
    #dbg_value(ptr @.str.5, !112, !DIExpression(), !264)
    #dbg_value(i64 poison, !131, !DIExpression(), !278)
    #dbg_value(ptr poison, !126, !DIExpression(), !278)
    #dbg_value(!DIArgList(i64 6385400193, i64 %144), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !264)
  br label %164, !dbg !280

164:                                              ; preds = %174, %161
  %165 = phi i64 [ 6385400193, %161 ], [ %175, %174 ]
  %166 = and i64 %165, %144, !dbg !264
    #dbg_value(i64 %166, !113, !DIExpression(), !264)
  %167 = getelementptr inbounds %struct.Entry, ptr %142, i64 %166, !dbg !281
  %168 = getelementptr inbounds i8, ptr %167, i64 16, !dbg !282
  %169 = load i32, ptr %168, align 8, !dbg !282, !tbaa !148
  switch i32 %169, label %174 [
    i32 0, label %176
    i32 1, label %170
  ], !dbg !280

170:                                              ; preds = %164
  %171 = load ptr, ptr %167, align 8, !dbg !283, !tbaa !154
  %172 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %171, ptr noundef nonnull readonly dereferenceable(5) @.str.5) #10, !dbg !284
  %173 = icmp eq i32 %172, 0, !dbg !285
  br i1 %173, label %176, label %174, !dbg !286

174:                                              ; preds = %170, %164
  %175 = add i64 %166, 1, !dbg !287
    #dbg_value(!DIArgList(i64 %175, i64 %144), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !264)
  br label %164, !dbg !280, !llvm.loop !288

176:                                              ; preds = %164, %170
  %177 = phi i64 [ -1, %164 ], [ 1, %170 ], !dbg !264
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %163, i64 noundef %177), !dbg !266
    #dbg_value(i64 0, !89, !DIExpression(), !267)
  br i1 %141, label %221, label %222, !dbg !268

179:                                              ; preds = %133, %216
  %180 = phi i32 [ %219, %216 ], [ 0, %133 ]
  %181 = phi i64 [ %218, %216 ], [ 0, %133 ]
  %182 = phi i32 [ %217, %216 ], [ 0, %133 ]
    #dbg_value(i32 %180, !84, !DIExpression(), !290)
    #dbg_value(i64 %181, !74, !DIExpression(), !92)
    #dbg_value(i32 %182, !75, !DIExpression(), !92)
  %183 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %180) #9, !dbg !291
    #dbg_value(ptr %1, !104, !DIExpression(), !292)
    #dbg_value(ptr %2, !112, !DIExpression(), !292)
  br i1 %6, label %216, label %184, !dbg !294

184:                                              ; preds = %179
    #dbg_value(ptr %2, !126, !DIExpression(), !295)
    #dbg_value(i64 5381, !131, !DIExpression(), !295)
  %185 = load i8, ptr %2, align 4, !dbg !297, !tbaa !135
  %186 = icmp eq i8 %185, 0, !dbg !298
  br i1 %186, label %197, label %187, !dbg !298

187:                                              ; preds = %184, %187
  %188 = phi i8 [ %195, %187 ], [ %185, %184 ]
  %189 = phi i64 [ %194, %187 ], [ 5381, %184 ]
  %190 = phi ptr [ %192, %187 ], [ %2, %184 ]
    #dbg_value(i64 %189, !131, !DIExpression(), !295)
    #dbg_value(ptr %190, !126, !DIExpression(), !295)
  %191 = mul i64 %189, 33, !dbg !299
  %192 = getelementptr inbounds i8, ptr %190, i64 1, !dbg !300
    #dbg_value(ptr %192, !126, !DIExpression(), !295)
  %193 = zext i8 %188 to i64, !dbg !301
  %194 = add i64 %191, %193, !dbg !302
    #dbg_value(i64 %194, !131, !DIExpression(), !295)
  %195 = load i8, ptr %192, align 1, !dbg !297, !tbaa !135
  %196 = icmp eq i8 %195, 0, !dbg !298
  br i1 %196, label %197, label %187, !dbg !298, !llvm.loop !303

197:                                              ; preds = %187, %184
  %198 = phi i64 [ 5381, %184 ], [ %194, %187 ]
  br label %199, !dbg !304

199:                                              ; preds = %197, %209
  %200 = phi i64 [ %210, %209 ], [ %198, %197 ]
  %201 = and i64 %200, %7, !dbg !292
    #dbg_value(i64 %201, !113, !DIExpression(), !292)
  %202 = getelementptr inbounds %struct.Entry, ptr %8, i64 %201, !dbg !305
  %203 = getelementptr inbounds i8, ptr %202, i64 16, !dbg !306
  %204 = load i32, ptr %203, align 8, !dbg !306, !tbaa !148
  switch i32 %204, label %209 [
    i32 0, label %216
    i32 1, label %205
  ], !dbg !304

205:                                              ; preds = %199
  %206 = load ptr, ptr %202, align 8, !dbg !307, !tbaa !154
  %207 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %206, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !308
  %208 = icmp eq i32 %207, 0, !dbg !309
  br i1 %208, label %211, label %209, !dbg !310

209:                                              ; preds = %205, %199
  %210 = add i64 %201, 1, !dbg !311
    #dbg_value(!DIArgList(i64 %210, i64 %7), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !292)
  br label %199, !dbg !304, !llvm.loop !312

211:                                              ; preds = %205
    #dbg_value(ptr %202, !86, !DIExpression(), !314)
  %212 = add nsw i32 %182, 1, !dbg !315
    #dbg_value(i32 %212, !75, !DIExpression(), !92)
  %213 = getelementptr inbounds i8, ptr %202, i64 8, !dbg !318
  %214 = load i64, ptr %213, align 8, !dbg !318, !tbaa !163
  %215 = add nsw i64 %214, %181, !dbg !319
    #dbg_value(i64 %215, !74, !DIExpression(), !92)
  br label %216, !dbg !320

216:                                              ; preds = %199, %179, %211
  %217 = phi i32 [ %212, %211 ], [ %182, %179 ], [ %182, %199 ], !dbg !92
  %218 = phi i64 [ %215, %211 ], [ %181, %179 ], [ %181, %199 ], !dbg !92
    #dbg_value(i64 %218, !74, !DIExpression(), !92)
    #dbg_value(i32 %217, !75, !DIExpression(), !92)
  %219 = add nuw nsw i32 %180, 1, !dbg !321
    #dbg_value(i32 %219, !84, !DIExpression(), !290)
  %220 = icmp eq i32 %219, 2003, !dbg !322
  br i1 %220, label %138, label %179, !dbg !323, !llvm.loop !324

221:                                              ; preds = %222, %145, %176
  tail call void @free(ptr noundef %142) #9, !dbg !326
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !327
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9, !dbg !327
  ret i32 0, !dbg !328

222:                                              ; preds = %176, %222
  %223 = phi i64 [ %226, %222 ], [ 0, %176 ]
    #dbg_value(i64 %223, !89, !DIExpression(), !267)
  %224 = getelementptr inbounds %struct.Entry, ptr %142, i64 %223, !dbg !329
  %225 = load ptr, ptr %224, align 8, !dbg !331, !tbaa !154
  tail call void @free(ptr noundef %225) #9, !dbg !332
  %226 = add nuw i64 %223, 1, !dbg !333
    #dbg_value(i64 %226, !89, !DIExpression(), !267)
  %227 = icmp eq i64 %226, %140, !dbg !334
  br i1 %227, label %221, label %222, !dbg !268, !llvm.loop !335
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !337 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 !dbg !343 {
    #dbg_value(ptr %0, !347, !DIExpression(), !352)
    #dbg_value(ptr %1, !348, !DIExpression(), !352)
    #dbg_value(i64 %2, !349, !DIExpression(), !352)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !353
  %5 = load i64, ptr %4, align 8, !dbg !353, !tbaa !355
  %6 = shl i64 %5, 2, !dbg !356
  %7 = add i64 %6, 4, !dbg !356
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !357
  %9 = load i64, ptr %8, align 8, !dbg !357, !tbaa !118
  %10 = mul i64 %9, 3, !dbg !358
  %11 = icmp ult i64 %7, %10, !dbg !359
  br i1 %11, label %33, label %12, !dbg !360

12:                                               ; preds = %3
    #dbg_value(ptr %0, !361, !DIExpression(), !370)
  %13 = load ptr, ptr %0, align 8, !dbg !372, !tbaa !144
    #dbg_value(ptr %13, !366, !DIExpression(), !370)
    #dbg_value(i64 %9, !367, !DIExpression(), !370)
  %14 = icmp eq i64 %9, 0, !dbg !373
  %15 = shl i64 %9, 1
  %16 = select i1 %14, i64 8, i64 %15, !dbg !373
  store i64 %16, ptr %8, align 8, !dbg !374, !tbaa !118
  %17 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef 24) #11, !dbg !375
  store ptr %17, ptr %0, align 8, !dbg !376, !tbaa !144
  store i64 0, ptr %4, align 8, !dbg !377, !tbaa !355
    #dbg_value(i64 0, !368, !DIExpression(), !378)
  br i1 %14, label %32, label %18, !dbg !379

18:                                               ; preds = %12, %29
  %19 = phi i64 [ %30, %29 ], [ 0, %12 ]
    #dbg_value(i64 %19, !368, !DIExpression(), !378)
  %20 = getelementptr inbounds %struct.Entry, ptr %13, i64 %19, !dbg !380
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !383
  %22 = load i32, ptr %21, align 8, !dbg !383, !tbaa !148
  %23 = icmp eq i32 %22, 1, !dbg !384
  br i1 %23, label %24, label %29, !dbg !385

24:                                               ; preds = %18
  %25 = load ptr, ptr %20, align 8, !dbg !386, !tbaa !154
  %26 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !388
  %27 = load i64, ptr %26, align 8, !dbg !388, !tbaa !163
  tail call fastcc void @put(ptr noundef nonnull %0, ptr noundef %25, i64 noundef %27), !dbg !389
  %28 = load ptr, ptr %20, align 8, !dbg !390, !tbaa !154
  tail call void @free(ptr noundef %28) #9, !dbg !391
  br label %29, !dbg !392

29:                                               ; preds = %24, %18
  %30 = add nuw i64 %19, 1, !dbg !393
    #dbg_value(i64 %30, !368, !DIExpression(), !378)
  %31 = icmp eq i64 %30, %9, !dbg !394
  br i1 %31, label %32, label %18, !dbg !379, !llvm.loop !395

32:                                               ; preds = %29, %12
  tail call void @free(ptr noundef %13) #9, !dbg !397
  br label %33, !dbg !398

33:                                               ; preds = %32, %3
    #dbg_value(ptr %1, !126, !DIExpression(), !399)
    #dbg_value(i64 5381, !131, !DIExpression(), !399)
  %34 = load i8, ptr %1, align 1, !dbg !401, !tbaa !135
  %35 = icmp eq i8 %34, 0, !dbg !402
  br i1 %35, label %46, label %36, !dbg !402

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %44, %36 ], [ %34, %33 ]
  %38 = phi i64 [ %43, %36 ], [ 5381, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %1, %33 ]
    #dbg_value(i64 %38, !131, !DIExpression(), !399)
    #dbg_value(ptr %39, !126, !DIExpression(), !399)
  %40 = mul i64 %38, 33, !dbg !403
  %41 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !404
    #dbg_value(ptr %41, !126, !DIExpression(), !399)
  %42 = zext i8 %37 to i64, !dbg !405
  %43 = add i64 %40, %42, !dbg !406
    #dbg_value(i64 %43, !131, !DIExpression(), !399)
  %44 = load i8, ptr %41, align 1, !dbg !401, !tbaa !135
  %45 = icmp eq i8 %44, 0, !dbg !402
  br i1 %45, label %46, label %36, !dbg !402, !llvm.loop !407

46:                                               ; preds = %36, %33
  %47 = phi i64 [ 5381, %33 ], [ %43, %36 ], !dbg !399
  %48 = load i64, ptr %8, align 8, !dbg !408, !tbaa !118
  %49 = add i64 %48, -1, !dbg !409
    #dbg_value(!DIArgList(i64 %47, i64 %49), !350, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !352)
    #dbg_value(i64 -1, !351, !DIExpression(), !352)
  %50 = load ptr, ptr %0, align 8, !tbaa !144
  br label %51, !dbg !410

51:                                               ; preds = %64, %46
  %52 = phi i64 [ %47, %46 ], [ %69, %64 ]
  %53 = phi i64 [ -1, %46 ], [ %68, %64 ], !dbg !352
  %54 = and i64 %52, %49, !dbg !352
    #dbg_value(i64 %53, !351, !DIExpression(), !352)
    #dbg_value(i64 %54, !350, !DIExpression(), !352)
  %55 = getelementptr inbounds %struct.Entry, ptr %50, i64 %54, !dbg !411
  %56 = getelementptr inbounds i8, ptr %55, i64 16, !dbg !412
  %57 = load i32, ptr %56, align 8, !dbg !412, !tbaa !148
  switch i32 %57, label %64 [
    i32 0, label %70
    i32 1, label %58
  ], !dbg !410

58:                                               ; preds = %51
  %59 = load ptr, ptr %55, align 8, !dbg !413, !tbaa !154
  %60 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %59, ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !416
  %61 = icmp eq i32 %60, 0, !dbg !417
  br i1 %61, label %62, label %64, !dbg !418

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %55, i64 8, !dbg !419
  store i64 %2, ptr %63, align 8, !dbg !421, !tbaa !163
  br label %84, !dbg !422

64:                                               ; preds = %51, %58
  %65 = icmp eq i32 %57, 2, !dbg !423
  %66 = icmp slt i64 %53, 0
  %67 = select i1 %65, i1 %66, i1 false, !dbg !425
  %68 = select i1 %67, i64 %54, i64 %53, !dbg !425
    #dbg_value(i64 %68, !351, !DIExpression(), !352)
  %69 = add i64 %54, 1, !dbg !426
    #dbg_value(!DIArgList(i64 %69, i64 %49), !350, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !352)
  br label %51, !dbg !410, !llvm.loop !427

70:                                               ; preds = %51
  %71 = icmp sgt i64 %53, -1, !dbg !429
  br i1 %71, label %75, label %72, !dbg !431

72:                                               ; preds = %70
  %73 = load i64, ptr %4, align 8, !dbg !432, !tbaa !355
  %74 = add i64 %73, 1, !dbg !432
  store i64 %74, ptr %4, align 8, !dbg !432, !tbaa !355
  br label %75

75:                                               ; preds = %70, %72
  %76 = phi i64 [ %54, %72 ], [ %53, %70 ], !dbg !352
    #dbg_value(i64 %76, !350, !DIExpression(), !352)
  %77 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !433
  %78 = add i64 %77, 1, !dbg !434
  %79 = tail call noalias ptr @malloc(i64 noundef %78) #12, !dbg !435
  %80 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, !dbg !436
  store ptr %79, ptr %80, align 8, !dbg !437, !tbaa !154
  %81 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %79, ptr noundef nonnull dereferenceable(1) %1) #9, !dbg !438
  %82 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 1, !dbg !439
  store i64 %2, ptr %82, align 8, !dbg !440, !tbaa !163
  %83 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 2, !dbg !441
  store i32 1, ptr %83, align 8, !dbg !442, !tbaa !148
  br label %84, !dbg !443

84:                                               ; preds = %75, %62
  ret void, !dbg !443
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !444 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !447 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !452 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !456 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !459 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !460 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !463 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/hashtable.c", directory: ".", checksumkind: CSK_MD5, checksum: "d469b74f5ff4e5df7606ceea76081d3b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 31)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !19, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !37, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !33, !34}
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 18, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!0, !7, !12, !17, !22, !27}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 1}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !48, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!52, !65, !69, !71, !74, !75, !76, !78, !81, !82, !84, !86, !89}
!52 = !DILocalVariable(name: "t", scope: !47, file: !2, line: 64, type: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !2, line: 7, size: 192, elements: !54)
!54 = !{!55, !63, !64}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !53, file: !2, line: 7, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Entry", file: !2, line: 6, size: 192, elements: !58)
!58 = !{!59, !61, !62}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !57, file: !2, line: 6, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !57, file: !2, line: 6, baseType: !33, size: 64, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !57, file: !2, line: 6, baseType: !50, size: 32, offset: 128)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !53, file: !2, line: 7, baseType: !34, size: 64, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !53, file: !2, line: 7, baseType: !34, size: 64, offset: 128)
!65 = !DILocalVariable(name: "key", scope: !47, file: !2, line: 65, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 32)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 66, type: !50)
!70 = distinct !DILexicalBlock(scope: !47, file: !2, line: 66, column: 5)
!71 = !DILocalVariable(name: "e", scope: !72, file: !2, line: 68, type: !56)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 66, column: 36)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 66, column: 5)
!74 = !DILocalVariable(name: "sum", scope: !47, file: !2, line: 71, type: !33)
!75 = !DILocalVariable(name: "present", scope: !47, file: !2, line: 72, type: !50)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 73, type: !50)
!77 = distinct !DILexicalBlock(scope: !47, file: !2, line: 73, column: 5)
!78 = !DILocalVariable(name: "e", scope: !79, file: !2, line: 75, type: !56)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 73, column: 36)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 73, column: 5)
!81 = !DILocalVariable(name: "deleted", scope: !47, file: !2, line: 79, type: !50)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 80, type: !50)
!83 = distinct !DILexicalBlock(scope: !47, file: !2, line: 80, column: 5)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 85, type: !50)
!85 = distinct !DILexicalBlock(scope: !47, file: !2, line: 85, column: 5)
!86 = !DILocalVariable(name: "e", scope: !87, file: !2, line: 87, type: !56)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 85, column: 36)
!88 = distinct !DILexicalBlock(scope: !85, file: !2, line: 85, column: 5)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 93, type: !34)
!90 = distinct !DILexicalBlock(scope: !47, file: !2, line: 93, column: 5)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !47)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 64, column: 5, scope: !47)
!95 = !DILocation(line: 64, column: 18, scope: !47)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 65, column: 5, scope: !47)
!98 = !DILocation(line: 0, scope: !70)
!99 = !DILocation(line: 66, column: 5, scope: !70)
!100 = !DILocation(line: 0, scope: !77)
!101 = !DILocation(line: 73, column: 5, scope: !77)
!102 = !DILocation(line: 67, column: 50, scope: !72)
!103 = !DILocation(line: 67, column: 9, scope: !72)
!104 = !DILocalVariable(name: "t", arg: 1, scope: !105, file: !2, line: 44, type: !108)
!105 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 44, type: !106, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !111)
!106 = !DISubroutineType(types: !107)
!107 = !{!56, !108, !109}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!111 = !{!104, !112, !113}
!112 = !DILocalVariable(name: "k", arg: 2, scope: !105, file: !2, line: 44, type: !109)
!113 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 46, type: !34)
!114 = !DILocation(line: 0, scope: !105, inlinedAt: !115)
!115 = distinct !DILocation(line: 68, column: 27, scope: !72)
!116 = !DILocation(line: 45, column: 13, scope: !117, inlinedAt: !115)
!117 = distinct !DILexicalBlock(scope: !105, file: !2, line: 45, column: 9)
!118 = !{!119, !123, i64 8}
!119 = !{!"Table", !120, i64 0, !123, i64 8, !123, i64 16}
!120 = !{!"any pointer", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C/C++ TBAA"}
!123 = !{!"long", !121, i64 0}
!124 = !DILocation(line: 45, column: 10, scope: !117, inlinedAt: !115)
!125 = !DILocation(line: 45, column: 9, scope: !105, inlinedAt: !115)
!126 = !DILocalVariable(name: "s", arg: 1, scope: !127, file: !2, line: 9, type: !109)
!127 = distinct !DISubprogram(name: "hash_str", scope: !2, file: !2, line: 9, type: !128, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!36, !109}
!130 = !{!126, !131}
!131 = !DILocalVariable(name: "h", scope: !127, file: !2, line: 10, type: !36)
!132 = !DILocation(line: 0, scope: !127, inlinedAt: !133)
!133 = distinct !DILocation(line: 46, column: 16, scope: !105, inlinedAt: !115)
!134 = !DILocation(line: 11, column: 12, scope: !127, inlinedAt: !133)
!135 = !{!121, !121, i64 0}
!136 = !DILocation(line: 11, column: 5, scope: !127, inlinedAt: !133)
!137 = !DILocation(line: 11, column: 22, scope: !127, inlinedAt: !133)
!138 = !DILocation(line: 11, column: 46, scope: !127, inlinedAt: !133)
!139 = !DILocation(line: 11, column: 29, scope: !127, inlinedAt: !133)
!140 = !DILocation(line: 11, column: 27, scope: !127, inlinedAt: !133)
!141 = distinct !{!141, !136, !138, !142}
!142 = !{!"llvm.loop.mustprogress"}
!143 = !DILocation(line: 46, column: 38, scope: !105, inlinedAt: !115)
!144 = !{!119, !120, i64 0}
!145 = !DILocation(line: 47, column: 5, scope: !105, inlinedAt: !115)
!146 = !DILocation(line: 47, column: 12, scope: !105, inlinedAt: !115)
!147 = !DILocation(line: 47, column: 20, scope: !105, inlinedAt: !115)
!148 = !{!149, !150, i64 16}
!149 = !{!"Entry", !120, i64 0, !123, i64 8, !150, i64 16}
!150 = !{!"int", !121, i64 0}
!151 = !DILocation(line: 48, column: 50, scope: !152, inlinedAt: !115)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 48, column: 13)
!153 = distinct !DILexicalBlock(scope: !105, file: !2, line: 47, column: 32)
!154 = !{!149, !120, i64 0}
!155 = !DILocation(line: 48, column: 35, scope: !152, inlinedAt: !115)
!156 = !DILocation(line: 48, column: 58, scope: !152, inlinedAt: !115)
!157 = !DILocation(line: 48, column: 13, scope: !153, inlinedAt: !115)
!158 = !DILocation(line: 49, column: 16, scope: !153, inlinedAt: !115)
!159 = distinct !{!159, !145, !160, !142}
!160 = !DILocation(line: 50, column: 5, scope: !105, inlinedAt: !115)
!161 = !DILocation(line: 0, scope: !72)
!162 = !DILocation(line: 69, column: 29, scope: !72)
!163 = !{!149, !123, i64 8}
!164 = !DILocation(line: 69, column: 35, scope: !72)
!165 = !DILocation(line: 69, column: 22, scope: !72)
!166 = !DILocation(line: 69, column: 9, scope: !72)
!167 = !DILocation(line: 66, column: 32, scope: !73)
!168 = !DILocation(line: 66, column: 23, scope: !73)
!169 = distinct !{!169, !99, !170, !142}
!170 = !DILocation(line: 70, column: 5, scope: !70)
!171 = !DILocation(line: 78, column: 43, scope: !47)
!172 = !DILocation(line: 78, column: 5, scope: !47)
!173 = !DILocation(line: 0, scope: !83)
!174 = !DILocation(line: 80, column: 5, scope: !83)
!175 = !DILocation(line: 74, column: 9, scope: !79)
!176 = !DILocation(line: 0, scope: !105, inlinedAt: !177)
!177 = distinct !DILocation(line: 75, column: 27, scope: !79)
!178 = !DILocation(line: 45, column: 9, scope: !105, inlinedAt: !177)
!179 = !DILocation(line: 0, scope: !127, inlinedAt: !180)
!180 = distinct !DILocation(line: 46, column: 16, scope: !105, inlinedAt: !177)
!181 = !DILocation(line: 11, column: 12, scope: !127, inlinedAt: !180)
!182 = !DILocation(line: 11, column: 5, scope: !127, inlinedAt: !180)
!183 = !DILocation(line: 11, column: 22, scope: !127, inlinedAt: !180)
!184 = !DILocation(line: 11, column: 46, scope: !127, inlinedAt: !180)
!185 = !DILocation(line: 11, column: 29, scope: !127, inlinedAt: !180)
!186 = !DILocation(line: 11, column: 27, scope: !127, inlinedAt: !180)
!187 = distinct !{!187, !182, !184, !142}
!188 = !DILocation(line: 47, column: 5, scope: !105, inlinedAt: !177)
!189 = !DILocation(line: 47, column: 12, scope: !105, inlinedAt: !177)
!190 = !DILocation(line: 47, column: 20, scope: !105, inlinedAt: !177)
!191 = !DILocation(line: 48, column: 50, scope: !152, inlinedAt: !177)
!192 = !DILocation(line: 48, column: 35, scope: !152, inlinedAt: !177)
!193 = !DILocation(line: 48, column: 58, scope: !152, inlinedAt: !177)
!194 = !DILocation(line: 48, column: 13, scope: !153, inlinedAt: !177)
!195 = !DILocation(line: 49, column: 16, scope: !153, inlinedAt: !177)
!196 = distinct !{!196, !188, !197, !142}
!197 = !DILocation(line: 50, column: 5, scope: !105, inlinedAt: !177)
!198 = !DILocation(line: 0, scope: !79)
!199 = !DILocation(line: 76, column: 25, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 76, column: 16)
!201 = distinct !DILexicalBlock(scope: !79, file: !2, line: 76, column: 13)
!202 = !DILocation(line: 76, column: 39, scope: !200)
!203 = !DILocation(line: 76, column: 33, scope: !200)
!204 = !DILocation(line: 76, column: 46, scope: !200)
!205 = !DILocation(line: 73, column: 32, scope: !80)
!206 = !DILocation(line: 73, column: 23, scope: !80)
!207 = distinct !{!207, !101, !208, !142}
!208 = !DILocation(line: 77, column: 5, scope: !77)
!209 = !DILocation(line: 81, column: 9, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 80, column: 39)
!211 = distinct !DILexicalBlock(scope: !83, file: !2, line: 80, column: 5)
!212 = !DILocalVariable(name: "t", arg: 1, scope: !213, file: !2, line: 54, type: !108)
!213 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 54, type: !214, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!50, !108, !109}
!216 = !{!212, !217, !218}
!217 = !DILocalVariable(name: "k", arg: 2, scope: !213, file: !2, line: 54, type: !109)
!218 = !DILocalVariable(name: "e", scope: !213, file: !2, line: 55, type: !56)
!219 = !DILocation(line: 0, scope: !213, inlinedAt: !220)
!220 = distinct !DILocation(line: 82, column: 20, scope: !210)
!221 = !DILocation(line: 0, scope: !105, inlinedAt: !222)
!222 = distinct !DILocation(line: 55, column: 23, scope: !213, inlinedAt: !220)
!223 = !DILocation(line: 45, column: 9, scope: !105, inlinedAt: !222)
!224 = !DILocation(line: 0, scope: !127, inlinedAt: !225)
!225 = distinct !DILocation(line: 46, column: 16, scope: !105, inlinedAt: !222)
!226 = !DILocation(line: 11, column: 12, scope: !127, inlinedAt: !225)
!227 = !DILocation(line: 11, column: 5, scope: !127, inlinedAt: !225)
!228 = !DILocation(line: 11, column: 22, scope: !127, inlinedAt: !225)
!229 = !DILocation(line: 11, column: 46, scope: !127, inlinedAt: !225)
!230 = !DILocation(line: 11, column: 29, scope: !127, inlinedAt: !225)
!231 = !DILocation(line: 11, column: 27, scope: !127, inlinedAt: !225)
!232 = distinct !{!232, !227, !229, !142}
!233 = !DILocation(line: 47, column: 5, scope: !105, inlinedAt: !222)
!234 = !DILocation(line: 47, column: 12, scope: !105, inlinedAt: !222)
!235 = !DILocation(line: 47, column: 20, scope: !105, inlinedAt: !222)
!236 = !DILocation(line: 48, column: 50, scope: !152, inlinedAt: !222)
!237 = !DILocation(line: 48, column: 35, scope: !152, inlinedAt: !222)
!238 = !DILocation(line: 48, column: 58, scope: !152, inlinedAt: !222)
!239 = !DILocation(line: 48, column: 13, scope: !153, inlinedAt: !222)
!240 = !DILocation(line: 49, column: 16, scope: !153, inlinedAt: !222)
!241 = distinct !{!241, !233, !242, !142}
!242 = !DILocation(line: 50, column: 5, scope: !105, inlinedAt: !222)
!243 = !DILocation(line: 57, column: 5, scope: !213, inlinedAt: !220)
!244 = !DILocation(line: 58, column: 12, scope: !213, inlinedAt: !220)
!245 = !DILocation(line: 59, column: 14, scope: !213, inlinedAt: !220)
!246 = !DILocation(line: 60, column: 5, scope: !213, inlinedAt: !220)
!247 = !DILocation(line: 82, column: 17, scope: !210)
!248 = !DILocation(line: 80, column: 33, scope: !211)
!249 = !DILocation(line: 80, column: 23, scope: !211)
!250 = distinct !{!250, !174, !251, !142}
!251 = !DILocation(line: 83, column: 5, scope: !83)
!252 = !DILocation(line: 90, column: 5, scope: !47)
!253 = !DILocation(line: 91, column: 5, scope: !47)
!254 = !DILocation(line: 0, scope: !105, inlinedAt: !255)
!255 = distinct !DILocation(line: 92, column: 40, scope: !47)
!256 = !DILocation(line: 45, column: 13, scope: !117, inlinedAt: !255)
!257 = !DILocation(line: 45, column: 10, scope: !117, inlinedAt: !255)
!258 = !DILocation(line: 45, column: 9, scope: !105, inlinedAt: !255)
!259 = !DILocation(line: 0, scope: !127, inlinedAt: !260)
!260 = distinct !DILocation(line: 46, column: 16, scope: !105, inlinedAt: !255)
!261 = !DILocation(line: 46, column: 38, scope: !105, inlinedAt: !255)
!262 = !DILocation(line: 47, column: 5, scope: !105, inlinedAt: !255)
!263 = !DILocation(line: 92, column: 57, scope: !47)
!264 = !DILocation(line: 0, scope: !105, inlinedAt: !265)
!265 = distinct !DILocation(line: 92, column: 64, scope: !47)
!266 = !DILocation(line: 92, column: 5, scope: !47)
!267 = !DILocation(line: 0, scope: !90)
!268 = !DILocation(line: 93, column: 5, scope: !90)
!269 = !DILocation(line: 47, column: 12, scope: !105, inlinedAt: !255)
!270 = !DILocation(line: 47, column: 20, scope: !105, inlinedAt: !255)
!271 = !DILocation(line: 48, column: 50, scope: !152, inlinedAt: !255)
!272 = !DILocation(line: 48, column: 35, scope: !152, inlinedAt: !255)
!273 = !DILocation(line: 48, column: 58, scope: !152, inlinedAt: !255)
!274 = !DILocation(line: 48, column: 13, scope: !153, inlinedAt: !255)
!275 = !DILocation(line: 49, column: 16, scope: !153, inlinedAt: !255)
!276 = distinct !{!276, !262, !277, !142}
!277 = !DILocation(line: 50, column: 5, scope: !105, inlinedAt: !255)
!278 = !DILocation(line: 0, scope: !127, inlinedAt: !279)
!279 = distinct !DILocation(line: 46, column: 16, scope: !105, inlinedAt: !265)
!280 = !DILocation(line: 47, column: 5, scope: !105, inlinedAt: !265)
!281 = !DILocation(line: 47, column: 12, scope: !105, inlinedAt: !265)
!282 = !DILocation(line: 47, column: 20, scope: !105, inlinedAt: !265)
!283 = !DILocation(line: 48, column: 50, scope: !152, inlinedAt: !265)
!284 = !DILocation(line: 48, column: 35, scope: !152, inlinedAt: !265)
!285 = !DILocation(line: 48, column: 58, scope: !152, inlinedAt: !265)
!286 = !DILocation(line: 48, column: 13, scope: !153, inlinedAt: !265)
!287 = !DILocation(line: 49, column: 16, scope: !153, inlinedAt: !265)
!288 = distinct !{!288, !280, !289, !142}
!289 = !DILocation(line: 50, column: 5, scope: !105, inlinedAt: !265)
!290 = !DILocation(line: 0, scope: !85)
!291 = !DILocation(line: 86, column: 9, scope: !87)
!292 = !DILocation(line: 0, scope: !105, inlinedAt: !293)
!293 = distinct !DILocation(line: 87, column: 27, scope: !87)
!294 = !DILocation(line: 45, column: 9, scope: !105, inlinedAt: !293)
!295 = !DILocation(line: 0, scope: !127, inlinedAt: !296)
!296 = distinct !DILocation(line: 46, column: 16, scope: !105, inlinedAt: !293)
!297 = !DILocation(line: 11, column: 12, scope: !127, inlinedAt: !296)
!298 = !DILocation(line: 11, column: 5, scope: !127, inlinedAt: !296)
!299 = !DILocation(line: 11, column: 22, scope: !127, inlinedAt: !296)
!300 = !DILocation(line: 11, column: 46, scope: !127, inlinedAt: !296)
!301 = !DILocation(line: 11, column: 29, scope: !127, inlinedAt: !296)
!302 = !DILocation(line: 11, column: 27, scope: !127, inlinedAt: !296)
!303 = distinct !{!303, !298, !300, !142}
!304 = !DILocation(line: 47, column: 5, scope: !105, inlinedAt: !293)
!305 = !DILocation(line: 47, column: 12, scope: !105, inlinedAt: !293)
!306 = !DILocation(line: 47, column: 20, scope: !105, inlinedAt: !293)
!307 = !DILocation(line: 48, column: 50, scope: !152, inlinedAt: !293)
!308 = !DILocation(line: 48, column: 35, scope: !152, inlinedAt: !293)
!309 = !DILocation(line: 48, column: 58, scope: !152, inlinedAt: !293)
!310 = !DILocation(line: 48, column: 13, scope: !153, inlinedAt: !293)
!311 = !DILocation(line: 49, column: 16, scope: !153, inlinedAt: !293)
!312 = distinct !{!312, !304, !313, !142}
!313 = !DILocation(line: 50, column: 5, scope: !105, inlinedAt: !293)
!314 = !DILocation(line: 0, scope: !87)
!315 = !DILocation(line: 88, column: 25, scope: !316)
!316 = distinct !DILexicalBlock(scope: !317, file: !2, line: 88, column: 16)
!317 = distinct !DILexicalBlock(scope: !87, file: !2, line: 88, column: 13)
!318 = !DILocation(line: 88, column: 39, scope: !316)
!319 = !DILocation(line: 88, column: 33, scope: !316)
!320 = !DILocation(line: 88, column: 46, scope: !316)
!321 = !DILocation(line: 85, column: 32, scope: !88)
!322 = !DILocation(line: 85, column: 23, scope: !88)
!323 = !DILocation(line: 85, column: 5, scope: !85)
!324 = distinct !{!324, !323, !325, !142}
!325 = !DILocation(line: 89, column: 5, scope: !85)
!326 = !DILocation(line: 94, column: 5, scope: !47)
!327 = !DILocation(line: 96, column: 1, scope: !47)
!328 = !DILocation(line: 95, column: 5, scope: !47)
!329 = !DILocation(line: 93, column: 45, scope: !330)
!330 = distinct !DILexicalBlock(scope: !90, file: !2, line: 93, column: 5)
!331 = !DILocation(line: 93, column: 52, scope: !330)
!332 = !DILocation(line: 93, column: 40, scope: !330)
!333 = !DILocation(line: 93, column: 36, scope: !330)
!334 = !DILocation(line: 93, column: 26, scope: !330)
!335 = distinct !{!335, !268, !336, !142}
!336 = !DILocation(line: 93, column: 55, scope: !90)
!337 = !DISubprogram(name: "snprintf", scope: !338, file: !338, line: 378, type: !339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!339 = !DISubroutineType(types: !340)
!340 = !{!50, !341, !34, !342, null}
!341 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!342 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!343 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 28, type: !344, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !346)
!344 = !DISubroutineType(types: !345)
!345 = !{null, !108, !109, !33}
!346 = !{!347, !348, !349, !350, !351}
!347 = !DILocalVariable(name: "t", arg: 1, scope: !343, file: !2, line: 28, type: !108)
!348 = !DILocalVariable(name: "k", arg: 2, scope: !343, file: !2, line: 28, type: !109)
!349 = !DILocalVariable(name: "v", arg: 3, scope: !343, file: !2, line: 28, type: !33)
!350 = !DILocalVariable(name: "i", scope: !343, file: !2, line: 30, type: !34)
!351 = !DILocalVariable(name: "tomb", scope: !343, file: !2, line: 31, type: !33)
!352 = !DILocation(line: 0, scope: !343)
!353 = !DILocation(line: 29, column: 13, scope: !354)
!354 = distinct !DILexicalBlock(scope: !343, file: !2, line: 29, column: 9)
!355 = !{!119, !123, i64 16}
!356 = !DILocation(line: 29, column: 23, scope: !354)
!357 = !DILocation(line: 29, column: 33, scope: !354)
!358 = !DILocation(line: 29, column: 37, scope: !354)
!359 = !DILocation(line: 29, column: 27, scope: !354)
!360 = !DILocation(line: 29, column: 9, scope: !343)
!361 = !DILocalVariable(name: "t", arg: 1, scope: !362, file: !2, line: 17, type: !108)
!362 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 17, type: !363, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !365)
!363 = !DISubroutineType(types: !364)
!364 = !{null, !108}
!365 = !{!361, !366, !367, !368}
!366 = !DILocalVariable(name: "old", scope: !362, file: !2, line: 18, type: !56)
!367 = !DILocalVariable(name: "oldcap", scope: !362, file: !2, line: 19, type: !34)
!368 = !DILocalVariable(name: "i", scope: !369, file: !2, line: 23, type: !34)
!369 = distinct !DILexicalBlock(scope: !362, file: !2, line: 23, column: 5)
!370 = !DILocation(line: 0, scope: !362, inlinedAt: !371)
!371 = distinct !DILocation(line: 29, column: 42, scope: !354)
!372 = !DILocation(line: 18, column: 28, scope: !362, inlinedAt: !371)
!373 = !DILocation(line: 20, column: 14, scope: !362, inlinedAt: !371)
!374 = !DILocation(line: 20, column: 12, scope: !362, inlinedAt: !371)
!375 = !DILocation(line: 21, column: 12, scope: !362, inlinedAt: !371)
!376 = !DILocation(line: 21, column: 10, scope: !362, inlinedAt: !371)
!377 = !DILocation(line: 22, column: 13, scope: !362, inlinedAt: !371)
!378 = !DILocation(line: 0, scope: !369, inlinedAt: !371)
!379 = !DILocation(line: 23, column: 5, scope: !369, inlinedAt: !371)
!380 = !DILocation(line: 24, column: 13, scope: !381, inlinedAt: !371)
!381 = distinct !DILexicalBlock(scope: !382, file: !2, line: 24, column: 13)
!382 = distinct !DILexicalBlock(scope: !369, file: !2, line: 23, column: 5)
!383 = !DILocation(line: 24, column: 20, scope: !381, inlinedAt: !371)
!384 = !DILocation(line: 24, column: 26, scope: !381, inlinedAt: !371)
!385 = !DILocation(line: 24, column: 13, scope: !382, inlinedAt: !371)
!386 = !DILocation(line: 24, column: 48, scope: !387, inlinedAt: !371)
!387 = distinct !DILexicalBlock(scope: !381, file: !2, line: 24, column: 32)
!388 = !DILocation(line: 24, column: 60, scope: !387, inlinedAt: !371)
!389 = !DILocation(line: 24, column: 34, scope: !387, inlinedAt: !371)
!390 = !DILocation(line: 24, column: 80, scope: !387, inlinedAt: !371)
!391 = !DILocation(line: 24, column: 68, scope: !387, inlinedAt: !371)
!392 = !DILocation(line: 24, column: 86, scope: !387, inlinedAt: !371)
!393 = !DILocation(line: 23, column: 37, scope: !382, inlinedAt: !371)
!394 = !DILocation(line: 23, column: 26, scope: !382, inlinedAt: !371)
!395 = distinct !{!395, !379, !396, !142}
!396 = !DILocation(line: 24, column: 86, scope: !369, inlinedAt: !371)
!397 = !DILocation(line: 25, column: 5, scope: !362, inlinedAt: !371)
!398 = !DILocation(line: 29, column: 42, scope: !354)
!399 = !DILocation(line: 0, scope: !127, inlinedAt: !400)
!400 = distinct !DILocation(line: 30, column: 16, scope: !343)
!401 = !DILocation(line: 11, column: 12, scope: !127, inlinedAt: !400)
!402 = !DILocation(line: 11, column: 5, scope: !127, inlinedAt: !400)
!403 = !DILocation(line: 11, column: 22, scope: !127, inlinedAt: !400)
!404 = !DILocation(line: 11, column: 46, scope: !127, inlinedAt: !400)
!405 = !DILocation(line: 11, column: 29, scope: !127, inlinedAt: !400)
!406 = !DILocation(line: 11, column: 27, scope: !127, inlinedAt: !400)
!407 = distinct !{!407, !402, !404, !142}
!408 = !DILocation(line: 30, column: 34, scope: !343)
!409 = !DILocation(line: 30, column: 38, scope: !343)
!410 = !DILocation(line: 32, column: 5, scope: !343)
!411 = !DILocation(line: 32, column: 12, scope: !343)
!412 = !DILocation(line: 32, column: 20, scope: !343)
!413 = !DILocation(line: 33, column: 50, scope: !414)
!414 = distinct !DILexicalBlock(scope: !415, file: !2, line: 33, column: 13)
!415 = distinct !DILexicalBlock(scope: !343, file: !2, line: 32, column: 32)
!416 = !DILocation(line: 33, column: 35, scope: !414)
!417 = !DILocation(line: 33, column: 58, scope: !414)
!418 = !DILocation(line: 33, column: 13, scope: !415)
!419 = !DILocation(line: 33, column: 74, scope: !420)
!420 = distinct !DILexicalBlock(scope: !414, file: !2, line: 33, column: 64)
!421 = !DILocation(line: 33, column: 80, scope: !420)
!422 = !DILocation(line: 33, column: 85, scope: !420)
!423 = !DILocation(line: 34, column: 27, scope: !424)
!424 = distinct !DILexicalBlock(scope: !415, file: !2, line: 34, column: 13)
!425 = !DILocation(line: 34, column: 32, scope: !424)
!426 = !DILocation(line: 35, column: 16, scope: !415)
!427 = distinct !{!427, !410, !428, !142}
!428 = !DILocation(line: 36, column: 5, scope: !343)
!429 = !DILocation(line: 37, column: 14, scope: !430)
!430 = distinct !DILexicalBlock(scope: !343, file: !2, line: 37, column: 9)
!431 = !DILocation(line: 37, column: 9, scope: !343)
!432 = !DILocation(line: 37, column: 50, scope: !430)
!433 = !DILocation(line: 38, column: 26, scope: !343)
!434 = !DILocation(line: 38, column: 36, scope: !343)
!435 = !DILocation(line: 38, column: 19, scope: !343)
!436 = !DILocation(line: 38, column: 5, scope: !343)
!437 = !DILocation(line: 38, column: 17, scope: !343)
!438 = !DILocation(line: 39, column: 5, scope: !343)
!439 = !DILocation(line: 40, column: 13, scope: !343)
!440 = !DILocation(line: 40, column: 19, scope: !343)
!441 = !DILocation(line: 41, column: 13, scope: !343)
!442 = !DILocation(line: 41, column: 19, scope: !343)
!443 = !DILocation(line: 42, column: 1, scope: !343)
!444 = !DISubprogram(name: "printf", scope: !338, file: !338, line: 356, type: !445, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{!50, !342, null}
!447 = !DISubprogram(name: "free", scope: !448, file: !448, line: 568, type: !449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!449 = !DISubroutineType(types: !450)
!450 = !{null, !451}
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!452 = !DISubprogram(name: "strcmp", scope: !453, file: !453, line: 156, type: !454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!454 = !DISubroutineType(types: !455)
!455 = !{!50, !109, !109}
!456 = !DISubprogram(name: "malloc", scope: !448, file: !448, line: 553, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!451, !34}
!459 = !DISubprogram(name: "strlen", scope: !453, file: !453, line: 407, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubprogram(name: "strcpy", scope: !453, file: !453, line: 141, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{!60, !341, !342}
!463 = !DISubprogram(name: "calloc", scope: !448, file: !448, line: 556, type: !464, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!451, !34, !34}
