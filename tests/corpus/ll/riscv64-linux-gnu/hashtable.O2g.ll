; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"key%d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"cap %u present %d sum %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"deleted %d present %d sum %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"key0\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [24 x i8] c"key0 = %ld, key3 = %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [5 x i8] c"key3\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca %struct.Table, align 8, !DIAssignID !94
    #dbg_assign(i1 undef, !55, !DIExpression(), !94, ptr %1, !DIExpression(), !95)
  %2 = alloca [32 x i8], align 1, !DIAssignID !96
    #dbg_assign(i1 undef, !68, !DIExpression(), !96, ptr %2, !DIExpression(), !95)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9, !dbg !97
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !98, !DIAssignID !99
    #dbg_assign(i8 0, !55, !DIExpression(), !99, ptr %1, !DIExpression(), !95)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !100
    #dbg_value(i32 0, !72, !DIExpression(), !101)
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  br label %9, !dbg !102

4:                                                ; preds = %51
    #dbg_value(i64 0, !77, !DIExpression(), !95)
    #dbg_value(i32 0, !79, !DIExpression(), !103)
    #dbg_value(i32 0, !78, !DIExpression(), !95)
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 0
  %7 = add i64 %5, -1
  %8 = load ptr, ptr %1, align 8
  br label %58, !dbg !104

9:                                                ; preds = %0, %51
  %10 = phi i64 [ 0, %0 ], [ %53, %51 ]
    #dbg_value(i64 %10, !72, !DIExpression(), !101)
  %11 = trunc i64 %10 to i16, !dbg !105
  %12 = mul nuw i16 %11, 7, !dbg !105
  %13 = urem i16 %12, 2003, !dbg !105
  %14 = zext nneg i16 %13 to i32, !dbg !105
  %15 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %14) #9, !dbg !106
    #dbg_value(ptr %1, !107, !DIExpression(), !117)
    #dbg_value(ptr %2, !115, !DIExpression(), !117)
  %16 = load i64, ptr %3, align 8, !dbg !119, !tbaa !121
  %17 = icmp eq i64 %16, 0, !dbg !127
  br i1 %17, label %51, label %18, !dbg !128

18:                                               ; preds = %9
    #dbg_value(ptr %2, !129, !DIExpression(), !135)
    #dbg_value(i64 5381, !134, !DIExpression(), !135)
  %19 = load i8, ptr %2, align 1, !dbg !137, !tbaa !138
  %20 = icmp eq i8 %19, 0, !dbg !139
  br i1 %20, label %31, label %21, !dbg !139

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %29, %21 ], [ %19, %18 ]
  %23 = phi i64 [ %28, %21 ], [ 5381, %18 ]
  %24 = phi ptr [ %26, %21 ], [ %2, %18 ]
    #dbg_value(i64 %23, !134, !DIExpression(), !135)
    #dbg_value(ptr %24, !129, !DIExpression(), !135)
  %25 = mul i64 %23, 33, !dbg !140
  %26 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !141
    #dbg_value(ptr %26, !129, !DIExpression(), !135)
  %27 = zext i8 %22 to i64, !dbg !142
  %28 = add i64 %25, %27, !dbg !143
    #dbg_value(i64 %28, !134, !DIExpression(), !135)
  %29 = load i8, ptr %26, align 1, !dbg !137, !tbaa !138
  %30 = icmp eq i8 %29, 0, !dbg !139
  br i1 %30, label %31, label %21, !dbg !139, !llvm.loop !144

31:                                               ; preds = %21, %18
  %32 = phi i64 [ 5381, %18 ], [ %28, %21 ], !dbg !135
  %33 = add i64 %16, -1, !dbg !146
    #dbg_value(!DIArgList(i64 %32, i64 %33), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !117)
  %34 = load ptr, ptr %1, align 8, !tbaa !147
  br label %35, !dbg !148

35:                                               ; preds = %45, %31
  %36 = phi i64 [ %32, %31 ], [ %46, %45 ]
  %37 = and i64 %36, %33, !dbg !117
    #dbg_value(i64 %37, !116, !DIExpression(), !117)
  %38 = getelementptr inbounds %struct.Entry, ptr %34, i64 %37, !dbg !149
  %39 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !150
  %40 = load i32, ptr %39, align 8, !dbg !150, !tbaa !151
  switch i32 %40, label %45 [
    i32 0, label %51
    i32 1, label %41
  ], !dbg !148

41:                                               ; preds = %35
  %42 = load ptr, ptr %38, align 8, !dbg !154, !tbaa !157
  %43 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %42, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !158
  %44 = icmp eq i32 %43, 0, !dbg !159
  br i1 %44, label %47, label %45, !dbg !160

45:                                               ; preds = %41, %35
  %46 = add i64 %37, 1, !dbg !161
    #dbg_value(!DIArgList(i64 %46, i64 %33), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !117)
  br label %35, !dbg !148, !llvm.loop !162

47:                                               ; preds = %41
    #dbg_value(ptr %38, !74, !DIExpression(), !164)
  %48 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !165
  %49 = load i64, ptr %48, align 8, !dbg !165, !tbaa !166
  %50 = add nsw i64 %49, %10, !dbg !167
  br label %51, !dbg !168

51:                                               ; preds = %35, %9, %47
  %52 = phi i64 [ %50, %47 ], [ %10, %9 ], [ %10, %35 ], !dbg !168
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %52), !dbg !169
  %53 = add nuw nsw i64 %10, 1, !dbg !170
    #dbg_value(i64 %53, !72, !DIExpression(), !101)
  %54 = icmp eq i64 %53, 3000, !dbg !171
  br i1 %54, label %4, label %9, !dbg !102, !llvm.loop !172

55:                                               ; preds = %95
  %56 = trunc i64 %5 to i32, !dbg !174
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %56, i32 noundef signext %96, i64 noundef %97), !dbg !175
    #dbg_value(i32 0, !84, !DIExpression(), !95)
    #dbg_value(i32 0, !85, !DIExpression(), !176)
  br label %100, !dbg !177

58:                                               ; preds = %4, %95
  %59 = phi i64 [ 0, %4 ], [ %97, %95 ]
  %60 = phi i32 [ 0, %4 ], [ %98, %95 ]
  %61 = phi i32 [ 0, %4 ], [ %96, %95 ]
    #dbg_value(i64 %59, !77, !DIExpression(), !95)
    #dbg_value(i32 %60, !79, !DIExpression(), !103)
    #dbg_value(i32 %61, !78, !DIExpression(), !95)
  %62 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %60) #9, !dbg !178
    #dbg_value(ptr %1, !107, !DIExpression(), !179)
    #dbg_value(ptr %2, !115, !DIExpression(), !179)
  br i1 %6, label %95, label %63, !dbg !181

63:                                               ; preds = %58
    #dbg_value(ptr %2, !129, !DIExpression(), !182)
    #dbg_value(i64 5381, !134, !DIExpression(), !182)
  %64 = load i8, ptr %2, align 1, !dbg !184, !tbaa !138
  %65 = icmp eq i8 %64, 0, !dbg !185
  br i1 %65, label %76, label %66, !dbg !185

66:                                               ; preds = %63, %66
  %67 = phi i8 [ %74, %66 ], [ %64, %63 ]
  %68 = phi i64 [ %73, %66 ], [ 5381, %63 ]
  %69 = phi ptr [ %71, %66 ], [ %2, %63 ]
    #dbg_value(i64 %68, !134, !DIExpression(), !182)
    #dbg_value(ptr %69, !129, !DIExpression(), !182)
  %70 = mul i64 %68, 33, !dbg !186
  %71 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !187
    #dbg_value(ptr %71, !129, !DIExpression(), !182)
  %72 = zext i8 %67 to i64, !dbg !188
  %73 = add i64 %70, %72, !dbg !189
    #dbg_value(i64 %73, !134, !DIExpression(), !182)
  %74 = load i8, ptr %71, align 1, !dbg !184, !tbaa !138
  %75 = icmp eq i8 %74, 0, !dbg !185
  br i1 %75, label %76, label %66, !dbg !185, !llvm.loop !190

76:                                               ; preds = %66, %63
  %77 = phi i64 [ 5381, %63 ], [ %73, %66 ]
  br label %78, !dbg !191

78:                                               ; preds = %76, %88
  %79 = phi i64 [ %89, %88 ], [ %77, %76 ]
  %80 = and i64 %79, %7, !dbg !179
    #dbg_value(i64 %80, !116, !DIExpression(), !179)
  %81 = getelementptr inbounds %struct.Entry, ptr %8, i64 %80, !dbg !192
  %82 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !193
  %83 = load i32, ptr %82, align 8, !dbg !193, !tbaa !151
  switch i32 %83, label %88 [
    i32 0, label %95
    i32 1, label %84
  ], !dbg !191

84:                                               ; preds = %78
  %85 = load ptr, ptr %81, align 8, !dbg !194, !tbaa !157
  %86 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %85, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !195
  %87 = icmp eq i32 %86, 0, !dbg !196
  br i1 %87, label %90, label %88, !dbg !197

88:                                               ; preds = %84, %78
  %89 = add i64 %80, 1, !dbg !198
    #dbg_value(!DIArgList(i64 %89, i64 %7), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !179)
  br label %78, !dbg !191, !llvm.loop !199

90:                                               ; preds = %84
    #dbg_value(ptr %81, !81, !DIExpression(), !201)
  %91 = add nsw i32 %61, 1, !dbg !202
    #dbg_value(i32 %91, !78, !DIExpression(), !95)
  %92 = getelementptr inbounds i8, ptr %81, i64 8, !dbg !205
  %93 = load i64, ptr %92, align 8, !dbg !205, !tbaa !166
  %94 = add nsw i64 %93, %59, !dbg !206
    #dbg_value(i64 %94, !77, !DIExpression(), !95)
  br label %95, !dbg !207

95:                                               ; preds = %78, %58, %90
  %96 = phi i32 [ %91, %90 ], [ %61, %58 ], [ %61, %78 ], !dbg !95
  %97 = phi i64 [ %94, %90 ], [ %59, %58 ], [ %59, %78 ], !dbg !95
    #dbg_value(i64 %97, !77, !DIExpression(), !95)
    #dbg_value(i32 %96, !78, !DIExpression(), !95)
  %98 = add nuw nsw i32 %60, 1, !dbg !208
    #dbg_value(i32 %98, !79, !DIExpression(), !103)
  %99 = icmp eq i32 %98, 2003, !dbg !209
  br i1 %99, label %55, label %58, !dbg !104, !llvm.loop !210

100:                                              ; preds = %55, %133
  %101 = phi i32 [ 0, %55 ], [ %136, %133 ]
  %102 = phi i32 [ 0, %55 ], [ %135, %133 ]
    #dbg_value(i32 %101, !85, !DIExpression(), !176)
    #dbg_value(i32 %102, !84, !DIExpression(), !95)
  %103 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %101) #9, !dbg !212
    #dbg_value(ptr %1, !215, !DIExpression(), !222)
    #dbg_value(ptr %2, !220, !DIExpression(), !222)
    #dbg_value(ptr %1, !107, !DIExpression(), !224)
    #dbg_value(ptr %2, !115, !DIExpression(), !224)
  br i1 %6, label %133, label %104, !dbg !226

104:                                              ; preds = %100
    #dbg_value(ptr %2, !129, !DIExpression(), !227)
    #dbg_value(i64 5381, !134, !DIExpression(), !227)
  %105 = load i8, ptr %2, align 1, !dbg !229, !tbaa !138
  %106 = icmp eq i8 %105, 0, !dbg !230
  br i1 %106, label %117, label %107, !dbg !230

107:                                              ; preds = %104, %107
  %108 = phi i8 [ %115, %107 ], [ %105, %104 ]
  %109 = phi i64 [ %114, %107 ], [ 5381, %104 ]
  %110 = phi ptr [ %112, %107 ], [ %2, %104 ]
    #dbg_value(i64 %109, !134, !DIExpression(), !227)
    #dbg_value(ptr %110, !129, !DIExpression(), !227)
  %111 = mul i64 %109, 33, !dbg !231
  %112 = getelementptr inbounds i8, ptr %110, i64 1, !dbg !232
    #dbg_value(ptr %112, !129, !DIExpression(), !227)
  %113 = zext i8 %108 to i64, !dbg !233
  %114 = add i64 %111, %113, !dbg !234
    #dbg_value(i64 %114, !134, !DIExpression(), !227)
  %115 = load i8, ptr %112, align 1, !dbg !229, !tbaa !138
  %116 = icmp eq i8 %115, 0, !dbg !230
  br i1 %116, label %117, label %107, !dbg !230, !llvm.loop !235

117:                                              ; preds = %107, %104
  %118 = phi i64 [ 5381, %104 ], [ %114, %107 ]
  br label %119, !dbg !236

119:                                              ; preds = %117, %129
  %120 = phi i64 [ %130, %129 ], [ %118, %117 ]
  %121 = and i64 %120, %7, !dbg !224
    #dbg_value(i64 %121, !116, !DIExpression(), !224)
  %122 = getelementptr inbounds %struct.Entry, ptr %8, i64 %121, !dbg !237
  %123 = getelementptr inbounds i8, ptr %122, i64 16, !dbg !238
  %124 = load i32, ptr %123, align 8, !dbg !238, !tbaa !151
  switch i32 %124, label %129 [
    i32 0, label %133
    i32 1, label %125
  ], !dbg !236

125:                                              ; preds = %119
  %126 = load ptr, ptr %122, align 8, !dbg !239, !tbaa !157
  %127 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %126, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !240
  %128 = icmp eq i32 %127, 0, !dbg !241
  br i1 %128, label %131, label %129, !dbg !242

129:                                              ; preds = %125, %119
  %130 = add i64 %121, 1, !dbg !243
    #dbg_value(!DIArgList(i64 %130, i64 %7), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !224)
  br label %119, !dbg !236, !llvm.loop !244

131:                                              ; preds = %125
  %132 = getelementptr inbounds i8, ptr %122, i64 16
    #dbg_value(ptr %122, !221, !DIExpression(), !222)
  tail call void @free(ptr noundef %126) #9, !dbg !246
  store ptr null, ptr %122, align 8, !dbg !247, !tbaa !157
  store i32 2, ptr %132, align 8, !dbg !248, !tbaa !151
  br label %133, !dbg !249

133:                                              ; preds = %119, %100, %131
  %134 = phi i32 [ 1, %131 ], [ 0, %100 ], [ %124, %119 ], !dbg !222
  %135 = add nuw nsw i32 %134, %102, !dbg !250
    #dbg_value(i32 %135, !84, !DIExpression(), !95)
  %136 = add nuw nsw i32 %101, 3, !dbg !251
    #dbg_value(i32 %136, !85, !DIExpression(), !176)
  %137 = icmp ult i32 %101, 2000, !dbg !252
  br i1 %137, label %100, label %179, !dbg !177, !llvm.loop !253

138:                                              ; preds = %216
  %139 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %135, i32 noundef signext %217, i64 noundef %218), !dbg !255
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i64 noundef 12345), !dbg !256
    #dbg_value(ptr %1, !107, !DIExpression(), !257)
    #dbg_value(ptr @.str.3, !115, !DIExpression(), !257)
  %140 = load i64, ptr %3, align 8, !dbg !259, !tbaa !121
  %141 = icmp eq i64 %140, 0, !dbg !260
  %142 = load ptr, ptr %1, align 8, !tbaa !147
  br i1 %141, label %145, label %143, !dbg !261

143:                                              ; preds = %138
    #dbg_value(i64 poison, !134, !DIExpression(), !262)
    #dbg_value(ptr poison, !129, !DIExpression(), !262)
  %144 = add i64 %140, -1, !dbg !264
    #dbg_value(!DIArgList(i64 6385400190, i64 %144), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !257)
  br label %148, !dbg !265

145:                                              ; preds = %138
  %146 = load i64, ptr inttoptr (i64 8 to ptr), align 8, !dbg !266, !tbaa !166
    #dbg_value(ptr %1, !107, !DIExpression(), !267)
    #dbg_value(ptr @.str.5, !115, !DIExpression(), !267)
  %147 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %146, i64 noundef -1), !dbg !269
    #dbg_value(i64 0, !92, !DIExpression(), !270)
  br label %221, !dbg !271

148:                                              ; preds = %159, %143
  %149 = phi i64 [ 6385400190, %143 ], [ %160, %159 ]
  %150 = and i64 %149, %144, !dbg !257
    #dbg_value(i64 %150, !116, !DIExpression(), !257)
  %151 = getelementptr inbounds %struct.Entry, ptr %142, i64 %150, !dbg !272
  %152 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !273
  %153 = load i32, ptr %152, align 8, !dbg !273, !tbaa !151
  %154 = icmp eq i32 %153, 1, !dbg !265
  br i1 %154, label %155, label %159, !dbg !265

155:                                              ; preds = %148
  %156 = load ptr, ptr %151, align 8, !dbg !274, !tbaa !157
  %157 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %156, ptr noundef nonnull readonly dereferenceable(5) @.str.3) #10, !dbg !275
  %158 = icmp eq i32 %157, 0, !dbg !276
  br i1 %158, label %161, label %159, !dbg !277

159:                                              ; preds = %148, %155
  %160 = add i64 %150, 1, !dbg !278
    #dbg_value(!DIArgList(i64 %160, i64 %144), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !257)
  br label %148, !dbg !265, !llvm.loop !279

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, ptr %151, i64 8, !dbg !266
  %163 = load i64, ptr %162, align 8, !dbg !266, !tbaa !166
    #dbg_value(ptr %1, !107, !DIExpression(), !267)
    #dbg_value(ptr @.str.5, !115, !DIExpression(), !267)
    #dbg_value(i64 poison, !134, !DIExpression(), !281)
    #dbg_value(ptr poison, !129, !DIExpression(), !281)
    #dbg_value(!DIArgList(i64 6385400193, i64 %144), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !267)
  br label %164, !dbg !283

164:                                              ; preds = %174, %161
  %165 = phi i64 [ 6385400193, %161 ], [ %175, %174 ]
  %166 = and i64 %165, %144, !dbg !267
    #dbg_value(i64 %166, !116, !DIExpression(), !267)
  %167 = getelementptr inbounds %struct.Entry, ptr %142, i64 %166, !dbg !284
  %168 = getelementptr inbounds i8, ptr %167, i64 16, !dbg !285
  %169 = load i32, ptr %168, align 8, !dbg !285, !tbaa !151
  switch i32 %169, label %174 [
    i32 0, label %176
    i32 1, label %170
  ], !dbg !283

170:                                              ; preds = %164
  %171 = load ptr, ptr %167, align 8, !dbg !286, !tbaa !157
  %172 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %171, ptr noundef nonnull readonly dereferenceable(5) @.str.5) #10, !dbg !287
  %173 = icmp eq i32 %172, 0, !dbg !288
  br i1 %173, label %176, label %174, !dbg !289

174:                                              ; preds = %170, %164
  %175 = add i64 %166, 1, !dbg !290
    #dbg_value(!DIArgList(i64 %175, i64 %144), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !267)
  br label %164, !dbg !283, !llvm.loop !291

176:                                              ; preds = %164, %170
  %177 = phi i64 [ -1, %164 ], [ 1, %170 ], !dbg !267
  %178 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %163, i64 noundef %177), !dbg !269
    #dbg_value(i64 0, !92, !DIExpression(), !270)
  br i1 %141, label %221, label %222, !dbg !271

179:                                              ; preds = %133, %216
  %180 = phi i32 [ %219, %216 ], [ 0, %133 ]
  %181 = phi i64 [ %218, %216 ], [ 0, %133 ]
  %182 = phi i32 [ %217, %216 ], [ 0, %133 ]
    #dbg_value(i32 %180, !87, !DIExpression(), !293)
    #dbg_value(i64 %181, !77, !DIExpression(), !95)
    #dbg_value(i32 %182, !78, !DIExpression(), !95)
  %183 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %180) #9, !dbg !294
    #dbg_value(ptr %1, !107, !DIExpression(), !295)
    #dbg_value(ptr %2, !115, !DIExpression(), !295)
  br i1 %6, label %216, label %184, !dbg !297

184:                                              ; preds = %179
    #dbg_value(ptr %2, !129, !DIExpression(), !298)
    #dbg_value(i64 5381, !134, !DIExpression(), !298)
  %185 = load i8, ptr %2, align 1, !dbg !300, !tbaa !138
  %186 = icmp eq i8 %185, 0, !dbg !301
  br i1 %186, label %197, label %187, !dbg !301

187:                                              ; preds = %184, %187
  %188 = phi i8 [ %195, %187 ], [ %185, %184 ]
  %189 = phi i64 [ %194, %187 ], [ 5381, %184 ]
  %190 = phi ptr [ %192, %187 ], [ %2, %184 ]
    #dbg_value(i64 %189, !134, !DIExpression(), !298)
    #dbg_value(ptr %190, !129, !DIExpression(), !298)
  %191 = mul i64 %189, 33, !dbg !302
  %192 = getelementptr inbounds i8, ptr %190, i64 1, !dbg !303
    #dbg_value(ptr %192, !129, !DIExpression(), !298)
  %193 = zext i8 %188 to i64, !dbg !304
  %194 = add i64 %191, %193, !dbg !305
    #dbg_value(i64 %194, !134, !DIExpression(), !298)
  %195 = load i8, ptr %192, align 1, !dbg !300, !tbaa !138
  %196 = icmp eq i8 %195, 0, !dbg !301
  br i1 %196, label %197, label %187, !dbg !301, !llvm.loop !306

197:                                              ; preds = %187, %184
  %198 = phi i64 [ 5381, %184 ], [ %194, %187 ]
  br label %199, !dbg !307

199:                                              ; preds = %197, %209
  %200 = phi i64 [ %210, %209 ], [ %198, %197 ]
  %201 = and i64 %200, %7, !dbg !295
    #dbg_value(i64 %201, !116, !DIExpression(), !295)
  %202 = getelementptr inbounds %struct.Entry, ptr %8, i64 %201, !dbg !308
  %203 = getelementptr inbounds i8, ptr %202, i64 16, !dbg !309
  %204 = load i32, ptr %203, align 8, !dbg !309, !tbaa !151
  switch i32 %204, label %209 [
    i32 0, label %216
    i32 1, label %205
  ], !dbg !307

205:                                              ; preds = %199
  %206 = load ptr, ptr %202, align 8, !dbg !310, !tbaa !157
  %207 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %206, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !311
  %208 = icmp eq i32 %207, 0, !dbg !312
  br i1 %208, label %211, label %209, !dbg !313

209:                                              ; preds = %205, %199
  %210 = add i64 %201, 1, !dbg !314
    #dbg_value(!DIArgList(i64 %210, i64 %7), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !295)
  br label %199, !dbg !307, !llvm.loop !315

211:                                              ; preds = %205
    #dbg_value(ptr %202, !89, !DIExpression(), !317)
  %212 = add nsw i32 %182, 1, !dbg !318
    #dbg_value(i32 %212, !78, !DIExpression(), !95)
  %213 = getelementptr inbounds i8, ptr %202, i64 8, !dbg !321
  %214 = load i64, ptr %213, align 8, !dbg !321, !tbaa !166
  %215 = add nsw i64 %214, %181, !dbg !322
    #dbg_value(i64 %215, !77, !DIExpression(), !95)
  br label %216, !dbg !323

216:                                              ; preds = %199, %179, %211
  %217 = phi i32 [ %212, %211 ], [ %182, %179 ], [ %182, %199 ], !dbg !95
  %218 = phi i64 [ %215, %211 ], [ %181, %179 ], [ %181, %199 ], !dbg !95
    #dbg_value(i64 %218, !77, !DIExpression(), !95)
    #dbg_value(i32 %217, !78, !DIExpression(), !95)
  %219 = add nuw nsw i32 %180, 1, !dbg !324
    #dbg_value(i32 %219, !87, !DIExpression(), !293)
  %220 = icmp eq i32 %219, 2003, !dbg !325
  br i1 %220, label %138, label %179, !dbg !326, !llvm.loop !327

221:                                              ; preds = %222, %145, %176
  tail call void @free(ptr noundef %142) #9, !dbg !329
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !330
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9, !dbg !330
  ret i32 0, !dbg !331

222:                                              ; preds = %176, %222
  %223 = phi i64 [ %226, %222 ], [ 0, %176 ]
    #dbg_value(i64 %223, !92, !DIExpression(), !270)
  %224 = getelementptr inbounds %struct.Entry, ptr %142, i64 %223, !dbg !332
  %225 = load ptr, ptr %224, align 8, !dbg !334, !tbaa !157
  tail call void @free(ptr noundef %225) #9, !dbg !335
  %226 = add nuw i64 %223, 1, !dbg !336
    #dbg_value(i64 %226, !92, !DIExpression(), !270)
  %227 = icmp eq i64 %226, %140, !dbg !337
  br i1 %227, label %221, label %222, !dbg !271, !llvm.loop !338
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !340 noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 !dbg !346 {
    #dbg_value(ptr %0, !350, !DIExpression(), !355)
    #dbg_value(ptr %1, !351, !DIExpression(), !355)
    #dbg_value(i64 %2, !352, !DIExpression(), !355)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !356
  %5 = load i64, ptr %4, align 8, !dbg !356, !tbaa !358
  %6 = shl i64 %5, 2, !dbg !359
  %7 = add i64 %6, 4, !dbg !359
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !360
  %9 = load i64, ptr %8, align 8, !dbg !360, !tbaa !121
  %10 = mul i64 %9, 3, !dbg !361
  %11 = icmp ult i64 %7, %10, !dbg !362
  br i1 %11, label %33, label %12, !dbg !363

12:                                               ; preds = %3
    #dbg_value(ptr %0, !364, !DIExpression(), !373)
  %13 = load ptr, ptr %0, align 8, !dbg !375, !tbaa !147
    #dbg_value(ptr %13, !369, !DIExpression(), !373)
    #dbg_value(i64 %9, !370, !DIExpression(), !373)
  %14 = icmp eq i64 %9, 0, !dbg !376
  %15 = shl i64 %9, 1
  %16 = select i1 %14, i64 8, i64 %15, !dbg !376
  store i64 %16, ptr %8, align 8, !dbg !377, !tbaa !121
  %17 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef 24) #11, !dbg !378
  store ptr %17, ptr %0, align 8, !dbg !379, !tbaa !147
  store i64 0, ptr %4, align 8, !dbg !380, !tbaa !358
    #dbg_value(i64 0, !371, !DIExpression(), !381)
  br i1 %14, label %32, label %18, !dbg !382

18:                                               ; preds = %12, %29
  %19 = phi i64 [ %30, %29 ], [ 0, %12 ]
    #dbg_value(i64 %19, !371, !DIExpression(), !381)
  %20 = getelementptr inbounds %struct.Entry, ptr %13, i64 %19, !dbg !383
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !386
  %22 = load i32, ptr %21, align 8, !dbg !386, !tbaa !151
  %23 = icmp eq i32 %22, 1, !dbg !387
  br i1 %23, label %24, label %29, !dbg !388

24:                                               ; preds = %18
  %25 = load ptr, ptr %20, align 8, !dbg !389, !tbaa !157
  %26 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !391
  %27 = load i64, ptr %26, align 8, !dbg !391, !tbaa !166
  tail call fastcc void @put(ptr noundef nonnull %0, ptr noundef %25, i64 noundef %27), !dbg !392
  %28 = load ptr, ptr %20, align 8, !dbg !393, !tbaa !157
  tail call void @free(ptr noundef %28) #9, !dbg !394
  br label %29, !dbg !395

29:                                               ; preds = %24, %18
  %30 = add nuw i64 %19, 1, !dbg !396
    #dbg_value(i64 %30, !371, !DIExpression(), !381)
  %31 = icmp eq i64 %30, %9, !dbg !397
  br i1 %31, label %32, label %18, !dbg !382, !llvm.loop !398

32:                                               ; preds = %29, %12
  tail call void @free(ptr noundef %13) #9, !dbg !400
  br label %33, !dbg !401

33:                                               ; preds = %32, %3
    #dbg_value(ptr %1, !129, !DIExpression(), !402)
    #dbg_value(i64 5381, !134, !DIExpression(), !402)
  %34 = load i8, ptr %1, align 1, !dbg !404, !tbaa !138
  %35 = icmp eq i8 %34, 0, !dbg !405
  br i1 %35, label %46, label %36, !dbg !405

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %44, %36 ], [ %34, %33 ]
  %38 = phi i64 [ %43, %36 ], [ 5381, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %1, %33 ]
    #dbg_value(i64 %38, !134, !DIExpression(), !402)
    #dbg_value(ptr %39, !129, !DIExpression(), !402)
  %40 = mul i64 %38, 33, !dbg !406
  %41 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !407
    #dbg_value(ptr %41, !129, !DIExpression(), !402)
  %42 = zext i8 %37 to i64, !dbg !408
  %43 = add i64 %40, %42, !dbg !409
    #dbg_value(i64 %43, !134, !DIExpression(), !402)
  %44 = load i8, ptr %41, align 1, !dbg !404, !tbaa !138
  %45 = icmp eq i8 %44, 0, !dbg !405
  br i1 %45, label %46, label %36, !dbg !405, !llvm.loop !410

46:                                               ; preds = %36, %33
  %47 = phi i64 [ 5381, %33 ], [ %43, %36 ], !dbg !402
  %48 = load i64, ptr %8, align 8, !dbg !411, !tbaa !121
  %49 = add i64 %48, -1, !dbg !412
    #dbg_value(!DIArgList(i64 %47, i64 %49), !353, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !355)
    #dbg_value(i64 -1, !354, !DIExpression(), !355)
  %50 = load ptr, ptr %0, align 8, !tbaa !147
  br label %51, !dbg !413

51:                                               ; preds = %64, %46
  %52 = phi i64 [ %47, %46 ], [ %69, %64 ]
  %53 = phi i64 [ -1, %46 ], [ %68, %64 ], !dbg !355
  %54 = and i64 %52, %49, !dbg !355
    #dbg_value(i64 %53, !354, !DIExpression(), !355)
    #dbg_value(i64 %54, !353, !DIExpression(), !355)
  %55 = getelementptr inbounds %struct.Entry, ptr %50, i64 %54, !dbg !414
  %56 = getelementptr inbounds i8, ptr %55, i64 16, !dbg !415
  %57 = load i32, ptr %56, align 8, !dbg !415, !tbaa !151
  switch i32 %57, label %64 [
    i32 0, label %70
    i32 1, label %58
  ], !dbg !413

58:                                               ; preds = %51
  %59 = load ptr, ptr %55, align 8, !dbg !416, !tbaa !157
  %60 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %59, ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !419
  %61 = icmp eq i32 %60, 0, !dbg !420
  br i1 %61, label %62, label %64, !dbg !421

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %55, i64 8, !dbg !422
  store i64 %2, ptr %63, align 8, !dbg !424, !tbaa !166
  br label %84, !dbg !425

64:                                               ; preds = %51, %58
  %65 = icmp eq i32 %57, 2, !dbg !426
  %66 = icmp slt i64 %53, 0
  %67 = select i1 %65, i1 %66, i1 false, !dbg !428
  %68 = select i1 %67, i64 %54, i64 %53, !dbg !428
    #dbg_value(i64 %68, !354, !DIExpression(), !355)
  %69 = add i64 %54, 1, !dbg !429
    #dbg_value(!DIArgList(i64 %69, i64 %49), !353, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !355)
  br label %51, !dbg !413, !llvm.loop !430

70:                                               ; preds = %51
  %71 = icmp sgt i64 %53, -1, !dbg !432
  br i1 %71, label %75, label %72, !dbg !434

72:                                               ; preds = %70
  %73 = load i64, ptr %4, align 8, !dbg !435, !tbaa !358
  %74 = add i64 %73, 1, !dbg !435
  store i64 %74, ptr %4, align 8, !dbg !435, !tbaa !358
  br label %75

75:                                               ; preds = %70, %72
  %76 = phi i64 [ %54, %72 ], [ %53, %70 ], !dbg !355
    #dbg_value(i64 %76, !353, !DIExpression(), !355)
  %77 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !436
  %78 = add i64 %77, 1, !dbg !437
  %79 = tail call noalias ptr @malloc(i64 noundef %78) #12, !dbg !438
  %80 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, !dbg !439
  store ptr %79, ptr %80, align 8, !dbg !440, !tbaa !157
  %81 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %79, ptr noundef nonnull dereferenceable(1) %1) #9, !dbg !441
  %82 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 1, !dbg !442
  store i64 %2, ptr %82, align 8, !dbg !443, !tbaa !166
  %83 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 2, !dbg !444
  store i32 1, ptr %83, align 8, !dbg !445, !tbaa !151
  br label %84, !dbg !446

84:                                               ; preds = %75, %62
  ret void, !dbg !446
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !447 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !450 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !455 signext i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !459 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !462 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !463 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !466 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

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
!41 = !{i32 1, !"target-abi", !"lp64d"}
!42 = !{i32 6, !"riscv-isa", !43}
!43 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 8, !"SmallDataLimit", i32 8}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !51, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53}
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !{!55, !68, !72, !74, !77, !78, !79, !81, !84, !85, !87, !89, !92}
!55 = !DILocalVariable(name: "t", scope: !50, file: !2, line: 64, type: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !2, line: 7, size: 192, elements: !57)
!57 = !{!58, !66, !67}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !56, file: !2, line: 7, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Entry", file: !2, line: 6, size: 192, elements: !61)
!61 = !{!62, !64, !65}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !60, file: !2, line: 6, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !60, file: !2, line: 6, baseType: !33, size: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !60, file: !2, line: 6, baseType: !53, size: 32, offset: 128)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !56, file: !2, line: 7, baseType: !34, size: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !56, file: !2, line: 7, baseType: !34, size: 64, offset: 128)
!68 = !DILocalVariable(name: "key", scope: !50, file: !2, line: 65, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 32)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 66, type: !53)
!73 = distinct !DILexicalBlock(scope: !50, file: !2, line: 66, column: 5)
!74 = !DILocalVariable(name: "e", scope: !75, file: !2, line: 68, type: !59)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 66, column: 36)
!76 = distinct !DILexicalBlock(scope: !73, file: !2, line: 66, column: 5)
!77 = !DILocalVariable(name: "sum", scope: !50, file: !2, line: 71, type: !33)
!78 = !DILocalVariable(name: "present", scope: !50, file: !2, line: 72, type: !53)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 73, type: !53)
!80 = distinct !DILexicalBlock(scope: !50, file: !2, line: 73, column: 5)
!81 = !DILocalVariable(name: "e", scope: !82, file: !2, line: 75, type: !59)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 73, column: 36)
!83 = distinct !DILexicalBlock(scope: !80, file: !2, line: 73, column: 5)
!84 = !DILocalVariable(name: "deleted", scope: !50, file: !2, line: 79, type: !53)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 80, type: !53)
!86 = distinct !DILexicalBlock(scope: !50, file: !2, line: 80, column: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 85, type: !53)
!88 = distinct !DILexicalBlock(scope: !50, file: !2, line: 85, column: 5)
!89 = !DILocalVariable(name: "e", scope: !90, file: !2, line: 87, type: !59)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 85, column: 36)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 85, column: 5)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 93, type: !34)
!93 = distinct !DILexicalBlock(scope: !50, file: !2, line: 93, column: 5)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !50)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 64, column: 5, scope: !50)
!98 = !DILocation(line: 64, column: 18, scope: !50)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 65, column: 5, scope: !50)
!101 = !DILocation(line: 0, scope: !73)
!102 = !DILocation(line: 66, column: 5, scope: !73)
!103 = !DILocation(line: 0, scope: !80)
!104 = !DILocation(line: 73, column: 5, scope: !80)
!105 = !DILocation(line: 67, column: 50, scope: !75)
!106 = !DILocation(line: 67, column: 9, scope: !75)
!107 = !DILocalVariable(name: "t", arg: 1, scope: !108, file: !2, line: 44, type: !111)
!108 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !114)
!109 = !DISubroutineType(types: !110)
!110 = !{!59, !111, !112}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!114 = !{!107, !115, !116}
!115 = !DILocalVariable(name: "k", arg: 2, scope: !108, file: !2, line: 44, type: !112)
!116 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 46, type: !34)
!117 = !DILocation(line: 0, scope: !108, inlinedAt: !118)
!118 = distinct !DILocation(line: 68, column: 27, scope: !75)
!119 = !DILocation(line: 45, column: 13, scope: !120, inlinedAt: !118)
!120 = distinct !DILexicalBlock(scope: !108, file: !2, line: 45, column: 9)
!121 = !{!122, !126, i64 8}
!122 = !{!"Table", !123, i64 0, !126, i64 8, !126, i64 16}
!123 = !{!"any pointer", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = !{!"long", !124, i64 0}
!127 = !DILocation(line: 45, column: 10, scope: !120, inlinedAt: !118)
!128 = !DILocation(line: 45, column: 9, scope: !108, inlinedAt: !118)
!129 = !DILocalVariable(name: "s", arg: 1, scope: !130, file: !2, line: 9, type: !112)
!130 = distinct !DISubprogram(name: "hash_str", scope: !2, file: !2, line: 9, type: !131, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!36, !112}
!133 = !{!129, !134}
!134 = !DILocalVariable(name: "h", scope: !130, file: !2, line: 10, type: !36)
!135 = !DILocation(line: 0, scope: !130, inlinedAt: !136)
!136 = distinct !DILocation(line: 46, column: 16, scope: !108, inlinedAt: !118)
!137 = !DILocation(line: 11, column: 12, scope: !130, inlinedAt: !136)
!138 = !{!124, !124, i64 0}
!139 = !DILocation(line: 11, column: 5, scope: !130, inlinedAt: !136)
!140 = !DILocation(line: 11, column: 22, scope: !130, inlinedAt: !136)
!141 = !DILocation(line: 11, column: 46, scope: !130, inlinedAt: !136)
!142 = !DILocation(line: 11, column: 29, scope: !130, inlinedAt: !136)
!143 = !DILocation(line: 11, column: 27, scope: !130, inlinedAt: !136)
!144 = distinct !{!144, !139, !141, !145}
!145 = !{!"llvm.loop.mustprogress"}
!146 = !DILocation(line: 46, column: 38, scope: !108, inlinedAt: !118)
!147 = !{!122, !123, i64 0}
!148 = !DILocation(line: 47, column: 5, scope: !108, inlinedAt: !118)
!149 = !DILocation(line: 47, column: 12, scope: !108, inlinedAt: !118)
!150 = !DILocation(line: 47, column: 20, scope: !108, inlinedAt: !118)
!151 = !{!152, !153, i64 16}
!152 = !{!"Entry", !123, i64 0, !126, i64 8, !153, i64 16}
!153 = !{!"int", !124, i64 0}
!154 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !118)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 48, column: 13)
!156 = distinct !DILexicalBlock(scope: !108, file: !2, line: 47, column: 32)
!157 = !{!152, !123, i64 0}
!158 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !118)
!159 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !118)
!160 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !118)
!161 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !118)
!162 = distinct !{!162, !148, !163, !145}
!163 = !DILocation(line: 50, column: 5, scope: !108, inlinedAt: !118)
!164 = !DILocation(line: 0, scope: !75)
!165 = !DILocation(line: 69, column: 29, scope: !75)
!166 = !{!152, !126, i64 8}
!167 = !DILocation(line: 69, column: 35, scope: !75)
!168 = !DILocation(line: 69, column: 22, scope: !75)
!169 = !DILocation(line: 69, column: 9, scope: !75)
!170 = !DILocation(line: 66, column: 32, scope: !76)
!171 = !DILocation(line: 66, column: 23, scope: !76)
!172 = distinct !{!172, !102, !173, !145}
!173 = !DILocation(line: 70, column: 5, scope: !73)
!174 = !DILocation(line: 78, column: 43, scope: !50)
!175 = !DILocation(line: 78, column: 5, scope: !50)
!176 = !DILocation(line: 0, scope: !86)
!177 = !DILocation(line: 80, column: 5, scope: !86)
!178 = !DILocation(line: 74, column: 9, scope: !82)
!179 = !DILocation(line: 0, scope: !108, inlinedAt: !180)
!180 = distinct !DILocation(line: 75, column: 27, scope: !82)
!181 = !DILocation(line: 45, column: 9, scope: !108, inlinedAt: !180)
!182 = !DILocation(line: 0, scope: !130, inlinedAt: !183)
!183 = distinct !DILocation(line: 46, column: 16, scope: !108, inlinedAt: !180)
!184 = !DILocation(line: 11, column: 12, scope: !130, inlinedAt: !183)
!185 = !DILocation(line: 11, column: 5, scope: !130, inlinedAt: !183)
!186 = !DILocation(line: 11, column: 22, scope: !130, inlinedAt: !183)
!187 = !DILocation(line: 11, column: 46, scope: !130, inlinedAt: !183)
!188 = !DILocation(line: 11, column: 29, scope: !130, inlinedAt: !183)
!189 = !DILocation(line: 11, column: 27, scope: !130, inlinedAt: !183)
!190 = distinct !{!190, !185, !187, !145}
!191 = !DILocation(line: 47, column: 5, scope: !108, inlinedAt: !180)
!192 = !DILocation(line: 47, column: 12, scope: !108, inlinedAt: !180)
!193 = !DILocation(line: 47, column: 20, scope: !108, inlinedAt: !180)
!194 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !180)
!195 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !180)
!196 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !180)
!197 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !180)
!198 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !180)
!199 = distinct !{!199, !191, !200, !145}
!200 = !DILocation(line: 50, column: 5, scope: !108, inlinedAt: !180)
!201 = !DILocation(line: 0, scope: !82)
!202 = !DILocation(line: 76, column: 25, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 76, column: 16)
!204 = distinct !DILexicalBlock(scope: !82, file: !2, line: 76, column: 13)
!205 = !DILocation(line: 76, column: 39, scope: !203)
!206 = !DILocation(line: 76, column: 33, scope: !203)
!207 = !DILocation(line: 76, column: 46, scope: !203)
!208 = !DILocation(line: 73, column: 32, scope: !83)
!209 = !DILocation(line: 73, column: 23, scope: !83)
!210 = distinct !{!210, !104, !211, !145}
!211 = !DILocation(line: 77, column: 5, scope: !80)
!212 = !DILocation(line: 81, column: 9, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 80, column: 39)
!214 = distinct !DILexicalBlock(scope: !86, file: !2, line: 80, column: 5)
!215 = !DILocalVariable(name: "t", arg: 1, scope: !216, file: !2, line: 54, type: !111)
!216 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 54, type: !217, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!53, !111, !112}
!219 = !{!215, !220, !221}
!220 = !DILocalVariable(name: "k", arg: 2, scope: !216, file: !2, line: 54, type: !112)
!221 = !DILocalVariable(name: "e", scope: !216, file: !2, line: 55, type: !59)
!222 = !DILocation(line: 0, scope: !216, inlinedAt: !223)
!223 = distinct !DILocation(line: 82, column: 20, scope: !213)
!224 = !DILocation(line: 0, scope: !108, inlinedAt: !225)
!225 = distinct !DILocation(line: 55, column: 23, scope: !216, inlinedAt: !223)
!226 = !DILocation(line: 45, column: 9, scope: !108, inlinedAt: !225)
!227 = !DILocation(line: 0, scope: !130, inlinedAt: !228)
!228 = distinct !DILocation(line: 46, column: 16, scope: !108, inlinedAt: !225)
!229 = !DILocation(line: 11, column: 12, scope: !130, inlinedAt: !228)
!230 = !DILocation(line: 11, column: 5, scope: !130, inlinedAt: !228)
!231 = !DILocation(line: 11, column: 22, scope: !130, inlinedAt: !228)
!232 = !DILocation(line: 11, column: 46, scope: !130, inlinedAt: !228)
!233 = !DILocation(line: 11, column: 29, scope: !130, inlinedAt: !228)
!234 = !DILocation(line: 11, column: 27, scope: !130, inlinedAt: !228)
!235 = distinct !{!235, !230, !232, !145}
!236 = !DILocation(line: 47, column: 5, scope: !108, inlinedAt: !225)
!237 = !DILocation(line: 47, column: 12, scope: !108, inlinedAt: !225)
!238 = !DILocation(line: 47, column: 20, scope: !108, inlinedAt: !225)
!239 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !225)
!240 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !225)
!241 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !225)
!242 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !225)
!243 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !225)
!244 = distinct !{!244, !236, !245, !145}
!245 = !DILocation(line: 50, column: 5, scope: !108, inlinedAt: !225)
!246 = !DILocation(line: 57, column: 5, scope: !216, inlinedAt: !223)
!247 = !DILocation(line: 58, column: 12, scope: !216, inlinedAt: !223)
!248 = !DILocation(line: 59, column: 14, scope: !216, inlinedAt: !223)
!249 = !DILocation(line: 60, column: 5, scope: !216, inlinedAt: !223)
!250 = !DILocation(line: 82, column: 17, scope: !213)
!251 = !DILocation(line: 80, column: 33, scope: !214)
!252 = !DILocation(line: 80, column: 23, scope: !214)
!253 = distinct !{!253, !177, !254, !145}
!254 = !DILocation(line: 83, column: 5, scope: !86)
!255 = !DILocation(line: 90, column: 5, scope: !50)
!256 = !DILocation(line: 91, column: 5, scope: !50)
!257 = !DILocation(line: 0, scope: !108, inlinedAt: !258)
!258 = distinct !DILocation(line: 92, column: 40, scope: !50)
!259 = !DILocation(line: 45, column: 13, scope: !120, inlinedAt: !258)
!260 = !DILocation(line: 45, column: 10, scope: !120, inlinedAt: !258)
!261 = !DILocation(line: 45, column: 9, scope: !108, inlinedAt: !258)
!262 = !DILocation(line: 0, scope: !130, inlinedAt: !263)
!263 = distinct !DILocation(line: 46, column: 16, scope: !108, inlinedAt: !258)
!264 = !DILocation(line: 46, column: 38, scope: !108, inlinedAt: !258)
!265 = !DILocation(line: 47, column: 5, scope: !108, inlinedAt: !258)
!266 = !DILocation(line: 92, column: 57, scope: !50)
!267 = !DILocation(line: 0, scope: !108, inlinedAt: !268)
!268 = distinct !DILocation(line: 92, column: 64, scope: !50)
!269 = !DILocation(line: 92, column: 5, scope: !50)
!270 = !DILocation(line: 0, scope: !93)
!271 = !DILocation(line: 93, column: 5, scope: !93)
!272 = !DILocation(line: 47, column: 12, scope: !108, inlinedAt: !258)
!273 = !DILocation(line: 47, column: 20, scope: !108, inlinedAt: !258)
!274 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !258)
!275 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !258)
!276 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !258)
!277 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !258)
!278 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !258)
!279 = distinct !{!279, !265, !280, !145}
!280 = !DILocation(line: 50, column: 5, scope: !108, inlinedAt: !258)
!281 = !DILocation(line: 0, scope: !130, inlinedAt: !282)
!282 = distinct !DILocation(line: 46, column: 16, scope: !108, inlinedAt: !268)
!283 = !DILocation(line: 47, column: 5, scope: !108, inlinedAt: !268)
!284 = !DILocation(line: 47, column: 12, scope: !108, inlinedAt: !268)
!285 = !DILocation(line: 47, column: 20, scope: !108, inlinedAt: !268)
!286 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !268)
!287 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !268)
!288 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !268)
!289 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !268)
!290 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !268)
!291 = distinct !{!291, !283, !292, !145}
!292 = !DILocation(line: 50, column: 5, scope: !108, inlinedAt: !268)
!293 = !DILocation(line: 0, scope: !88)
!294 = !DILocation(line: 86, column: 9, scope: !90)
!295 = !DILocation(line: 0, scope: !108, inlinedAt: !296)
!296 = distinct !DILocation(line: 87, column: 27, scope: !90)
!297 = !DILocation(line: 45, column: 9, scope: !108, inlinedAt: !296)
!298 = !DILocation(line: 0, scope: !130, inlinedAt: !299)
!299 = distinct !DILocation(line: 46, column: 16, scope: !108, inlinedAt: !296)
!300 = !DILocation(line: 11, column: 12, scope: !130, inlinedAt: !299)
!301 = !DILocation(line: 11, column: 5, scope: !130, inlinedAt: !299)
!302 = !DILocation(line: 11, column: 22, scope: !130, inlinedAt: !299)
!303 = !DILocation(line: 11, column: 46, scope: !130, inlinedAt: !299)
!304 = !DILocation(line: 11, column: 29, scope: !130, inlinedAt: !299)
!305 = !DILocation(line: 11, column: 27, scope: !130, inlinedAt: !299)
!306 = distinct !{!306, !301, !303, !145}
!307 = !DILocation(line: 47, column: 5, scope: !108, inlinedAt: !296)
!308 = !DILocation(line: 47, column: 12, scope: !108, inlinedAt: !296)
!309 = !DILocation(line: 47, column: 20, scope: !108, inlinedAt: !296)
!310 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !296)
!311 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !296)
!312 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !296)
!313 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !296)
!314 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !296)
!315 = distinct !{!315, !307, !316, !145}
!316 = !DILocation(line: 50, column: 5, scope: !108, inlinedAt: !296)
!317 = !DILocation(line: 0, scope: !90)
!318 = !DILocation(line: 88, column: 25, scope: !319)
!319 = distinct !DILexicalBlock(scope: !320, file: !2, line: 88, column: 16)
!320 = distinct !DILexicalBlock(scope: !90, file: !2, line: 88, column: 13)
!321 = !DILocation(line: 88, column: 39, scope: !319)
!322 = !DILocation(line: 88, column: 33, scope: !319)
!323 = !DILocation(line: 88, column: 46, scope: !319)
!324 = !DILocation(line: 85, column: 32, scope: !91)
!325 = !DILocation(line: 85, column: 23, scope: !91)
!326 = !DILocation(line: 85, column: 5, scope: !88)
!327 = distinct !{!327, !326, !328, !145}
!328 = !DILocation(line: 89, column: 5, scope: !88)
!329 = !DILocation(line: 94, column: 5, scope: !50)
!330 = !DILocation(line: 96, column: 1, scope: !50)
!331 = !DILocation(line: 95, column: 5, scope: !50)
!332 = !DILocation(line: 93, column: 45, scope: !333)
!333 = distinct !DILexicalBlock(scope: !93, file: !2, line: 93, column: 5)
!334 = !DILocation(line: 93, column: 52, scope: !333)
!335 = !DILocation(line: 93, column: 40, scope: !333)
!336 = !DILocation(line: 93, column: 36, scope: !333)
!337 = !DILocation(line: 93, column: 26, scope: !333)
!338 = distinct !{!338, !271, !339, !145}
!339 = !DILocation(line: 93, column: 55, scope: !93)
!340 = !DISubprogram(name: "snprintf", scope: !341, file: !341, line: 378, type: !342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!342 = !DISubroutineType(types: !343)
!343 = !{!53, !344, !34, !345, null}
!344 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!345 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!346 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 28, type: !347, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !349)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !111, !112, !33}
!349 = !{!350, !351, !352, !353, !354}
!350 = !DILocalVariable(name: "t", arg: 1, scope: !346, file: !2, line: 28, type: !111)
!351 = !DILocalVariable(name: "k", arg: 2, scope: !346, file: !2, line: 28, type: !112)
!352 = !DILocalVariable(name: "v", arg: 3, scope: !346, file: !2, line: 28, type: !33)
!353 = !DILocalVariable(name: "i", scope: !346, file: !2, line: 30, type: !34)
!354 = !DILocalVariable(name: "tomb", scope: !346, file: !2, line: 31, type: !33)
!355 = !DILocation(line: 0, scope: !346)
!356 = !DILocation(line: 29, column: 13, scope: !357)
!357 = distinct !DILexicalBlock(scope: !346, file: !2, line: 29, column: 9)
!358 = !{!122, !126, i64 16}
!359 = !DILocation(line: 29, column: 23, scope: !357)
!360 = !DILocation(line: 29, column: 33, scope: !357)
!361 = !DILocation(line: 29, column: 37, scope: !357)
!362 = !DILocation(line: 29, column: 27, scope: !357)
!363 = !DILocation(line: 29, column: 9, scope: !346)
!364 = !DILocalVariable(name: "t", arg: 1, scope: !365, file: !2, line: 17, type: !111)
!365 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 17, type: !366, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !368)
!366 = !DISubroutineType(types: !367)
!367 = !{null, !111}
!368 = !{!364, !369, !370, !371}
!369 = !DILocalVariable(name: "old", scope: !365, file: !2, line: 18, type: !59)
!370 = !DILocalVariable(name: "oldcap", scope: !365, file: !2, line: 19, type: !34)
!371 = !DILocalVariable(name: "i", scope: !372, file: !2, line: 23, type: !34)
!372 = distinct !DILexicalBlock(scope: !365, file: !2, line: 23, column: 5)
!373 = !DILocation(line: 0, scope: !365, inlinedAt: !374)
!374 = distinct !DILocation(line: 29, column: 42, scope: !357)
!375 = !DILocation(line: 18, column: 28, scope: !365, inlinedAt: !374)
!376 = !DILocation(line: 20, column: 14, scope: !365, inlinedAt: !374)
!377 = !DILocation(line: 20, column: 12, scope: !365, inlinedAt: !374)
!378 = !DILocation(line: 21, column: 12, scope: !365, inlinedAt: !374)
!379 = !DILocation(line: 21, column: 10, scope: !365, inlinedAt: !374)
!380 = !DILocation(line: 22, column: 13, scope: !365, inlinedAt: !374)
!381 = !DILocation(line: 0, scope: !372, inlinedAt: !374)
!382 = !DILocation(line: 23, column: 5, scope: !372, inlinedAt: !374)
!383 = !DILocation(line: 24, column: 13, scope: !384, inlinedAt: !374)
!384 = distinct !DILexicalBlock(scope: !385, file: !2, line: 24, column: 13)
!385 = distinct !DILexicalBlock(scope: !372, file: !2, line: 23, column: 5)
!386 = !DILocation(line: 24, column: 20, scope: !384, inlinedAt: !374)
!387 = !DILocation(line: 24, column: 26, scope: !384, inlinedAt: !374)
!388 = !DILocation(line: 24, column: 13, scope: !385, inlinedAt: !374)
!389 = !DILocation(line: 24, column: 48, scope: !390, inlinedAt: !374)
!390 = distinct !DILexicalBlock(scope: !384, file: !2, line: 24, column: 32)
!391 = !DILocation(line: 24, column: 60, scope: !390, inlinedAt: !374)
!392 = !DILocation(line: 24, column: 34, scope: !390, inlinedAt: !374)
!393 = !DILocation(line: 24, column: 80, scope: !390, inlinedAt: !374)
!394 = !DILocation(line: 24, column: 68, scope: !390, inlinedAt: !374)
!395 = !DILocation(line: 24, column: 86, scope: !390, inlinedAt: !374)
!396 = !DILocation(line: 23, column: 37, scope: !385, inlinedAt: !374)
!397 = !DILocation(line: 23, column: 26, scope: !385, inlinedAt: !374)
!398 = distinct !{!398, !382, !399, !145}
!399 = !DILocation(line: 24, column: 86, scope: !372, inlinedAt: !374)
!400 = !DILocation(line: 25, column: 5, scope: !365, inlinedAt: !374)
!401 = !DILocation(line: 29, column: 42, scope: !357)
!402 = !DILocation(line: 0, scope: !130, inlinedAt: !403)
!403 = distinct !DILocation(line: 30, column: 16, scope: !346)
!404 = !DILocation(line: 11, column: 12, scope: !130, inlinedAt: !403)
!405 = !DILocation(line: 11, column: 5, scope: !130, inlinedAt: !403)
!406 = !DILocation(line: 11, column: 22, scope: !130, inlinedAt: !403)
!407 = !DILocation(line: 11, column: 46, scope: !130, inlinedAt: !403)
!408 = !DILocation(line: 11, column: 29, scope: !130, inlinedAt: !403)
!409 = !DILocation(line: 11, column: 27, scope: !130, inlinedAt: !403)
!410 = distinct !{!410, !405, !407, !145}
!411 = !DILocation(line: 30, column: 34, scope: !346)
!412 = !DILocation(line: 30, column: 38, scope: !346)
!413 = !DILocation(line: 32, column: 5, scope: !346)
!414 = !DILocation(line: 32, column: 12, scope: !346)
!415 = !DILocation(line: 32, column: 20, scope: !346)
!416 = !DILocation(line: 33, column: 50, scope: !417)
!417 = distinct !DILexicalBlock(scope: !418, file: !2, line: 33, column: 13)
!418 = distinct !DILexicalBlock(scope: !346, file: !2, line: 32, column: 32)
!419 = !DILocation(line: 33, column: 35, scope: !417)
!420 = !DILocation(line: 33, column: 58, scope: !417)
!421 = !DILocation(line: 33, column: 13, scope: !418)
!422 = !DILocation(line: 33, column: 74, scope: !423)
!423 = distinct !DILexicalBlock(scope: !417, file: !2, line: 33, column: 64)
!424 = !DILocation(line: 33, column: 80, scope: !423)
!425 = !DILocation(line: 33, column: 85, scope: !423)
!426 = !DILocation(line: 34, column: 27, scope: !427)
!427 = distinct !DILexicalBlock(scope: !418, file: !2, line: 34, column: 13)
!428 = !DILocation(line: 34, column: 32, scope: !427)
!429 = !DILocation(line: 35, column: 16, scope: !418)
!430 = distinct !{!430, !413, !431, !145}
!431 = !DILocation(line: 36, column: 5, scope: !346)
!432 = !DILocation(line: 37, column: 14, scope: !433)
!433 = distinct !DILexicalBlock(scope: !346, file: !2, line: 37, column: 9)
!434 = !DILocation(line: 37, column: 9, scope: !346)
!435 = !DILocation(line: 37, column: 50, scope: !433)
!436 = !DILocation(line: 38, column: 26, scope: !346)
!437 = !DILocation(line: 38, column: 36, scope: !346)
!438 = !DILocation(line: 38, column: 19, scope: !346)
!439 = !DILocation(line: 38, column: 5, scope: !346)
!440 = !DILocation(line: 38, column: 17, scope: !346)
!441 = !DILocation(line: 39, column: 5, scope: !346)
!442 = !DILocation(line: 40, column: 13, scope: !346)
!443 = !DILocation(line: 40, column: 19, scope: !346)
!444 = !DILocation(line: 41, column: 13, scope: !346)
!445 = !DILocation(line: 41, column: 19, scope: !346)
!446 = !DILocation(line: 42, column: 1, scope: !346)
!447 = !DISubprogram(name: "printf", scope: !341, file: !341, line: 356, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!53, !345, null}
!450 = !DISubprogram(name: "free", scope: !451, file: !451, line: 568, type: !452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!452 = !DISubroutineType(types: !453)
!453 = !{null, !454}
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!455 = !DISubprogram(name: "strcmp", scope: !456, file: !456, line: 156, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!457 = !DISubroutineType(types: !458)
!458 = !{!53, !112, !112}
!459 = !DISubprogram(name: "malloc", scope: !451, file: !451, line: 553, type: !460, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{!454, !34}
!462 = !DISubprogram(name: "strlen", scope: !456, file: !456, line: 407, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "strcpy", scope: !456, file: !456, line: 141, type: !464, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!63, !344, !345}
!466 = !DISubprogram(name: "calloc", scope: !451, file: !451, line: 556, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{!454, !34, !34}
