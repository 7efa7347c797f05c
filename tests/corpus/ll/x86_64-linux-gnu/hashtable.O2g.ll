; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"key%d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"cap %u present %d sum %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"deleted %d present %d sum %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"key0\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [24 x i8] c"key0 = %ld, key3 = %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [5 x i8] c"key3\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca %struct.Table, align 8, !DIAssignID !90
    #dbg_assign(i1 undef, !51, !DIExpression(), !90, ptr %1, !DIExpression(), !91)
  %2 = alloca [32 x i8], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !64, !DIExpression(), !92, ptr %2, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9, !dbg !93
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !94, !DIAssignID !95
    #dbg_assign(i8 0, !51, !DIExpression(), !95, ptr %1, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !96
    #dbg_value(i32 0, !68, !DIExpression(), !97)
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  br label %9, !dbg !98

4:                                                ; preds = %51
    #dbg_value(i64 0, !73, !DIExpression(), !91)
    #dbg_value(i32 0, !75, !DIExpression(), !99)
    #dbg_value(i32 0, !74, !DIExpression(), !91)
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 0
  %7 = add i64 %5, -1
  %8 = load ptr, ptr %1, align 8
  br label %58, !dbg !100

9:                                                ; preds = %0, %51
  %10 = phi i64 [ 0, %0 ], [ %53, %51 ]
    #dbg_value(i64 %10, !68, !DIExpression(), !97)
  %11 = trunc i64 %10 to i16, !dbg !101
  %12 = mul nuw i16 %11, 7, !dbg !101
  %13 = urem i16 %12, 2003, !dbg !101
  %14 = zext nneg i16 %13 to i32, !dbg !101
  %15 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %14) #9, !dbg !102
    #dbg_value(ptr %1, !103, !DIExpression(), !113)
    #dbg_value(ptr %2, !111, !DIExpression(), !113)
  %16 = load i64, ptr %3, align 8, !dbg !115, !tbaa !117
  %17 = icmp eq i64 %16, 0, !dbg !123
  br i1 %17, label %51, label %18, !dbg !124

18:                                               ; preds = %9
    #dbg_value(ptr %2, !125, !DIExpression(), !131)
    #dbg_value(i64 5381, !130, !DIExpression(), !131)
  %19 = load i8, ptr %2, align 16, !dbg !133, !tbaa !134
  %20 = icmp eq i8 %19, 0, !dbg !135
  br i1 %20, label %31, label %21, !dbg !135

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %29, %21 ], [ %19, %18 ]
  %23 = phi i64 [ %28, %21 ], [ 5381, %18 ]
  %24 = phi ptr [ %26, %21 ], [ %2, %18 ]
    #dbg_value(i64 %23, !130, !DIExpression(), !131)
    #dbg_value(ptr %24, !125, !DIExpression(), !131)
  %25 = mul i64 %23, 33, !dbg !136
  %26 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !137
    #dbg_value(ptr %26, !125, !DIExpression(), !131)
  %27 = zext i8 %22 to i64, !dbg !138
  %28 = add i64 %25, %27, !dbg !139
    #dbg_value(i64 %28, !130, !DIExpression(), !131)
  %29 = load i8, ptr %26, align 1, !dbg !133, !tbaa !134
  %30 = icmp eq i8 %29, 0, !dbg !135
  br i1 %30, label %31, label %21, !dbg !135, !llvm.loop !140

31:                                               ; preds = %21, %18
  %32 = phi i64 [ 5381, %18 ], [ %28, %21 ], !dbg !131
  %33 = add i64 %16, -1, !dbg !142
    #dbg_value(!DIArgList(i64 %32, i64 %33), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !113)
  %34 = load ptr, ptr %1, align 8, !tbaa !143
  br label %35, !dbg !144

35:                                               ; preds = %45, %31
  %36 = phi i64 [ %32, %31 ], [ %46, %45 ]
  %37 = and i64 %36, %33, !dbg !113
    #dbg_value(i64 %37, !112, !DIExpression(), !113)
  %38 = getelementptr inbounds %struct.Entry, ptr %34, i64 %37, !dbg !145
  %39 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !146
  %40 = load i32, ptr %39, align 8, !dbg !146, !tbaa !147
  switch i32 %40, label %45 [
    i32 0, label %51
    i32 1, label %41
  ], !dbg !144

41:                                               ; preds = %35
  %42 = load ptr, ptr %38, align 8, !dbg !150, !tbaa !153
  %43 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %42, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !154
  %44 = icmp eq i32 %43, 0, !dbg !155
  br i1 %44, label %47, label %45, !dbg !156

45:                                               ; preds = %41, %35
  %46 = add i64 %37, 1, !dbg !157
    #dbg_value(!DIArgList(i64 %46, i64 %33), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !113)
  br label %35, !dbg !144, !llvm.loop !158

47:                                               ; preds = %41
    #dbg_value(ptr %38, !70, !DIExpression(), !160)
  %48 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !161
  %49 = load i64, ptr %48, align 8, !dbg !161, !tbaa !162
  %50 = add nsw i64 %49, %10, !dbg !163
  br label %51, !dbg !164

51:                                               ; preds = %35, %9, %47
  %52 = phi i64 [ %50, %47 ], [ %10, %9 ], [ %10, %35 ], !dbg !164
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %52), !dbg !165
  %53 = add nuw nsw i64 %10, 1, !dbg !166
    #dbg_value(i64 %53, !68, !DIExpression(), !97)
  %54 = icmp eq i64 %53, 3000, !dbg !167
  br i1 %54, label %4, label %9, !dbg !98, !llvm.loop !168

55:                                               ; preds = %95
  %56 = trunc i64 %5 to i32, !dbg !170
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %56, i32 noundef %96, i64 noundef %97), !dbg !171
    #dbg_value(i32 0, !80, !DIExpression(), !91)
    #dbg_value(i32 0, !81, !DIExpression(), !172)
  br label %100, !dbg !173

58:                                               ; preds = %4, %95
  %59 = phi i64 [ 0, %4 ], [ %97, %95 ]
  %60 = phi i32 [ 0, %4 ], [ %98, %95 ]
  %61 = phi i32 [ 0, %4 ], [ %96, %95 ]
    #dbg_value(i64 %59, !73, !DIExpression(), !91)
    #dbg_value(i32 %60, !75, !DIExpression(), !99)
    #dbg_value(i32 %61, !74, !DIExpression(), !91)
  %62 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %60) #9, !dbg !174
    #dbg_value(ptr %1, !103, !DIExpression(), !175)
    #dbg_value(ptr %2, !111, !DIExpression(), !175)
  br i1 %6, label %95, label %63, !dbg !177

63:                                               ; preds = %58
    #dbg_value(ptr %2, !125, !DIExpression(), !178)
    #dbg_value(i64 5381, !130, !DIExpression(), !178)
  %64 = load i8, ptr %2, align 16, !dbg !180, !tbaa !134
  %65 = icmp eq i8 %64, 0, !dbg !181
  br i1 %65, label %76, label %66, !dbg !181

66:                                               ; preds = %63, %66
  %67 = phi i8 [ %74, %66 ], [ %64, %63 ]
  %68 = phi i64 [ %73, %66 ], [ 5381, %63 ]
  %69 = phi ptr [ %71, %66 ], [ %2, %63 ]
    #dbg_value(i64 %68, !130, !DIExpression(), !178)
    #dbg_value(ptr %69, !125, !DIExpression(), !178)
  %70 = mul i64 %68, 33, !dbg !182
  %71 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !183
    #dbg_value(ptr %71, !125, !DIExpression(), !178)
  %72 = zext i8 %67 to i64, !dbg !184
  %73 = add i64 %70, %72, !dbg !185
    #dbg_value(i64 %73, !130, !DIExpression(), !178)
  %74 = load i8, ptr %71, align 1, !dbg !180, !tbaa !134
  %75 = icmp eq i8 %74, 0, !dbg !181
  br i1 %75, label %76, label %66, !dbg !181, !llvm.loop !186

76:                                               ; preds = %66, %63
  %77 = phi i64 [ 5381, %63 ], [ %73, %66 ]
  br label %78, !dbg !187

78:                                               ; preds = %76, %88
  %79 = phi i64 [ %89, %88 ], [ %77, %76 ]
  %80 = and i64 %79, %7, !dbg !175
    #dbg_value(i64 %80, !112, !DIExpression(), !175)
  %81 = getelementptr inbounds %struct.Entry, ptr %8, i64 %80, !dbg !188
  %82 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !189
  %83 = load i32, ptr %82, align 8, !dbg !189, !tbaa !147
  switch i32 %83, label %88 [
    i32 0, label %95
    i32 1, label %84
  ], !dbg !187

84:                                               ; preds = %78
  %85 = load ptr, ptr %81, align 8, !dbg !190, !tbaa !153
  %86 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %85, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !191
  %87 = icmp eq i32 %86, 0, !dbg !192
  br i1 %87, label %90, label %88, !dbg !193

88:                                               ; preds = %84, %78
  %89 = add i64 %80, 1, !dbg !194
    #dbg_value(!DIArgList(i64 %89, i64 %7), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !175)
  br label %78, !dbg !187, !llvm.loop !195

90:                                               ; preds = %84
    #dbg_value(ptr %81, !77, !DIExpression(), !197)
  %91 = add nsw i32 %61, 1, !dbg !198
    #dbg_value(i32 %91, !74, !DIExpression(), !91)
  %92 = getelementptr inbounds i8, ptr %81, i64 8, !dbg !201
  %93 = load i64, ptr %92, align 8, !dbg !201, !tbaa !162
  %94 = add nsw i64 %93, %59, !dbg !202
    #dbg_value(i64 %94, !73, !DIExpression(), !91)
  br label %95, !dbg !203

95:                                               ; preds = %78, %58, %90
  %96 = phi i32 [ %91, %90 ], [ %61, %58 ], [ %61, %78 ], !dbg !91
  %97 = phi i64 [ %94, %90 ], [ %59, %58 ], [ %59, %78 ], !dbg !91
    #dbg_value(i64 %97, !73, !DIExpression(), !91)
    #dbg_value(i32 %96, !74, !DIExpression(), !91)
  %98 = add nuw nsw i32 %60, 1, !dbg !204
    #dbg_value(i32 %98, !75, !DIExpression(), !99)
  %99 = icmp eq i32 %98, 2003, !dbg !205
  br i1 %99, label %55, label %58, !dbg !100, !llvm.loop !206

100:                                              ; preds = %55, %133
  %101 = phi i32 [ 0, %55 ], [ %136, %133 ]
  %102 = phi i32 [ 0, %55 ], [ %135, %133 ]
    #dbg_value(i32 %101, !81, !DIExpression(), !172)
    #dbg_value(i32 %102, !80, !DIExpression(), !91)
  %103 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %101) #9, !dbg !208
    #dbg_value(ptr %1, !211, !DIExpression(), !218)
    #dbg_value(ptr %2, !216, !DIExpression(), !218)
    #dbg_value(ptr %1, !103, !DIExpression(), !220)
    #dbg_value(ptr %2, !111, !DIExpression(), !220)
  br i1 %6, label %133, label %104, !dbg !222

104:                                              ; preds = %100
    #dbg_value(ptr %2, !125, !DIExpression(), !223)
    #dbg_value(i64 5381, !130, !DIExpression(), !223)
  %105 = load i8, ptr %2, align 16, !dbg !225, !tbaa !134
  %106 = icmp eq i8 %105, 0, !dbg !226
  br i1 %106, label %117, label %107, !dbg !226

107:                                              ; preds = %104, %107
  %108 = phi i8 [ %115, %107 ], [ %105, %104 ]
  %109 = phi i64 [ %114, %107 ], [ 5381, %104 ]
  %110 = phi ptr [ %112, %107 ], [ %2, %104 ]
    #dbg_value(i64 %109, !130, !DIExpression(), !223)
    #dbg_value(ptr %110, !125, !DIExpression(), !223)
  %111 = mul i64 %109, 33, !dbg !227
  %112 = getelementptr inbounds i8, ptr %110, i64 1, !dbg !228
    #dbg_value(ptr %112, !125, !DIExpression(), !223)
  %113 = zext i8 %108 to i64, !dbg !229
  %114 = add i64 %111, %113, !dbg !230
    #dbg_value(i64 %114, !130, !DIExpression(), !223)
  %115 = load i8, ptr %112, align 1, !dbg !225, !tbaa !134
  %116 = icmp eq i8 %115, 0, !dbg !226
  br i1 %116, label %117, label %107, !dbg !226, !llvm.loop !231

117:                                              ; preds = %107, %104
  %118 = phi i64 [ 5381, %104 ], [ %114, %107 ]
  br label %119, !dbg !232

119:                                              ; preds = %117, %129
  %120 = phi i64 [ %130, %129 ], [ %118, %117 ]
  %121 = and i64 %120, %7, !dbg !220
    #dbg_value(i64 %121, !112, !DIExpression(), !220)
  %122 = getelementptr inbounds %struct.Entry, ptr %8, i64 %121, !dbg !233
  %123 = getelementptr inbounds i8, ptr %122, i64 16, !dbg !234
  %124 = load i32, ptr %123, align 8, !dbg !234, !tbaa !147
  switch i32 %124, label %129 [
    i32 0, label %133
    i32 1, label %125
  ], !dbg !232

125:                                              ; preds = %119
  %126 = load ptr, ptr %122, align 8, !dbg !235, !tbaa !153
  %127 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %126, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !236
  %128 = icmp eq i32 %127, 0, !dbg !237
  br i1 %128, label %131, label %129, !dbg !238

129:                                              ; preds = %125, %119
  %130 = add i64 %121, 1, !dbg !239
    #dbg_value(!DIArgList(i64 %130, i64 %7), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !220)
  br label %119, !dbg !232, !llvm.loop !240

131:                                              ; preds = %125
  %132 = getelementptr inbounds i8, ptr %122, i64 16
    #dbg_value(ptr %122, !217, !DIExpression(), !218)
  tail call void @free(ptr noundef %126) #9, !dbg !242
  store ptr null, ptr %122, align 8, !dbg !243, !tbaa !153
  store i32 2, ptr %132, align 8, !dbg !244, !tbaa !147
  br label %133, !dbg !245

133:                                              ; preds = %119, %100, %131
  %134 = phi i32 [ 1, %131 ], [ 0, %100 ], [ %124, %119 ], !dbg !218
  %135 = add nuw nsw i32 %134, %102, !dbg !246
    #dbg_value(i32 %135, !80, !DIExpression(), !91)
  %136 = add nuw nsw i32 %101, 3, !dbg !247
    #dbg_value(i32 %136, !81, !DIExpression(), !172)
  %137 = icmp ult i32 %101, 2000, !dbg !248
  br i1 %137, label %100, label %179, !dbg !173, !llvm.loop !249

138:                                              ; preds = %216
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %135, i32 noundef %217, i64 noundef %218), !dbg !251
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i64 noundef 12345), !dbg !252
    #dbg_value(ptr %1, !103, !DIExpression(), !253)
    #dbg_value(ptr @.str.3, !111, !DIExpression(), !253)
  %140 = load i64, ptr %3, align 8, !dbg !255, !tbaa !117
  %141 = icmp eq i64 %140, 0, !dbg !256
  %142 = load ptr, ptr %1, align 8, !tbaa !143
  br i1 %141, label %145, label %143, !dbg !257

143:                                              ; preds = %138
    #dbg_value(i64 poison, !130, !DIExpression(), !258)
    #dbg_value(ptr poison, !125, !DIExpression(), !258)
  %144 = add i64 %140, -1, !dbg !260
    #dbg_value(!DIArgList(i64 6385400190, i64 %144), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !253)
  br label %148, !dbg !261

145:                                              ; preds = %138
  %146 = load i64, ptr inttoptr (i64 8 to ptr), align 8, !dbg !262, !tbaa !162
    #dbg_value(ptr %1, !103, !DIExpression(), !263)
    #dbg_value(ptr @.str.5, !111, !DIExpression(), !263)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %146, i64 noundef -1), !dbg !265
    #dbg_value(i64 0, !88, !DIExpression(), !266)
  br label %221, !dbg !267

148:                                              ; preds = %159, %143
  %149 = phi i64 [ 6385400190, %143 ], [ %160, %159 ]
  %150 = and i64 %149, %144, !dbg !253
    #dbg_value(i64 %150, !112, !DIExpression(), !253)
  %151 = getelementptr inbounds %struct.Entry, ptr %142, i64 %150, !dbg !268
  %152 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !269
  %153 = load i32, ptr %152, align 8, !dbg !269, !tbaa !147
  %154 = icmp eq i32 %153, 1, !dbg !261
  br i1 %154, label %155, label %159, !dbg !261

155:                                              ; preds = %148
  %156 = load ptr, ptr %151, align 8, !dbg !270, !tbaa !153
  %157 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %156, ptr noundef nonnull readonly dereferenceable(5) @.str.3) #10, !dbg !271
  %158 = icmp eq i32 %157, 0, !dbg !272
  br i1 %158, label %161, label %159, !dbg !273

159:                                              ; preds = %148, %155
  %160 = add i64 %150, 1, !dbg !274
    #dbg_value(!DIArgList(i64 %160, i64 %144), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !253)
  br label %148, !dbg !261, !llvm.loop !275

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, ptr %151, i64 8, !dbg !262
  %163 = load i64, ptr %162, align 8, !dbg !262, !tbaa !162
    #dbg_value(ptr %1, !103, !DIExpression(), !263)
    #dbg_value(ptr @.str.5, !111, !DIExpression(), !263)
    #dbg_value(i64 poison, !130, !DIExpression(), !277)
    #dbg_value(ptr poison, !125, !DIExpression(), !277)
    #dbg_value(!DIArgList(i64 6385400193, i64 %144), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !263)
  br label %164, !dbg !279

164:                                              ; preds = %174, %161
  %165 = phi i64 [ 6385400193, %161 ], [ %175, %174 ]
  %166 = and i64 %165, %144, !dbg !263
    #dbg_value(i64 %166, !112, !DIExpression(), !263)
  %167 = getelementptr inbounds %struct.Entry, ptr %142, i64 %166, !dbg !280
  %168 = getelementptr inbounds i8, ptr %167, i64 16, !dbg !281
  %169 = load i32, ptr %168, align 8, !dbg !281, !tbaa !147
  switch i32 %169, label %174 [
    i32 0, label %176
    i32 1, label %170
  ], !dbg !279

170:                                              ; preds = %164
  %171 = load ptr, ptr %167, align 8, !dbg !282, !tbaa !153
  %172 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %171, ptr noundef nonnull readonly dereferenceable(5) @.str.5) #10, !dbg !283
  %173 = icmp eq i32 %172, 0, !dbg !284
  br i1 %173, label %176, label %174, !dbg !285

174:                                              ; preds = %170, %164
  %175 = add i64 %166, 1, !dbg !286
    #dbg_value(!DIArgList(i64 %175, i64 %144), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !263)
  br label %164, !dbg !279, !llvm.loop !287

176:                                              ; preds = %164, %170
  %177 = phi i64 [ -1, %164 ], [ 1, %170 ], !dbg !263
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %163, i64 noundef %177), !dbg !265
    #dbg_value(i64 0, !88, !DIExpression(), !266)
  br i1 %141, label %221, label %222, !dbg !267

179:                                              ; preds = %133, %216
  %180 = phi i32 [ %219, %216 ], [ 0, %133 ]
  %181 = phi i64 [ %218, %216 ], [ 0, %133 ]
  %182 = phi i32 [ %217, %216 ], [ 0, %133 ]
    #dbg_value(i32 %180, !83, !DIExpression(), !289)
    #dbg_value(i64 %181, !73, !DIExpression(), !91)
    #dbg_value(i32 %182, !74, !DIExpression(), !91)
  %183 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %180) #9, !dbg !290
    #dbg_value(ptr %1, !103, !DIExpression(), !291)
    #dbg_value(ptr %2, !111, !DIExpression(), !291)
  br i1 %6, label %216, label %184, !dbg !293

184:                                              ; preds = %179
    #dbg_value(ptr %2, !125, !DIExpression(), !294)
    #dbg_value(i64 5381, !130, !DIExpression(), !294)
  %185 = load i8, ptr %2, align 16, !dbg !296, !tbaa !134
  %186 = icmp eq i8 %185, 0, !dbg !297
  br i1 %186, label %197, label %187, !dbg !297

187:                                              ; preds = %184, %187
  %188 = phi i8 [ %195, %187 ], [ %185, %184 ]
  %189 = phi i64 [ %194, %187 ], [ 5381, %184 ]
  %190 = phi ptr [ %192, %187 ], [ %2, %184 ]
    #dbg_value(i64 %189, !130, !DIExpression(), !294)
    #dbg_value(ptr %190, !125, !DIExpression(), !294)
  %191 = mul i64 %189, 33, !dbg !298
  %192 = getelementptr inbounds i8, ptr %190, i64 1, !dbg !299
    #dbg_value(ptr %192, !125, !DIExpression(), !294)
  %193 = zext i8 %188 to i64, !dbg !300
  %194 = add i64 %191, %193, !dbg !301
    #dbg_value(i64 %194, !130, !DIExpression(), !294)
  %195 = load i8, ptr %192, align 1, !dbg !296, !tbaa !134
  %196 = icmp eq i8 %195, 0, !dbg !297
  br i1 %196, label %197, label %187, !dbg !297, !llvm.loop !302

197:                                              ; preds = %187, %184
  %198 = phi i64 [ 5381, %184 ], [ %194, %187 ]
  br label %199, !dbg !303

199:                                              ; preds = %197, %209
  %200 = phi i64 [ %210, %209 ], [ %198, %197 ]
  %201 = and i64 %200, %7, !dbg !291
    #dbg_value(i64 %201, !112, !DIExpression(), !291)
  %202 = getelementptr inbounds %struct.Entry, ptr %8, i64 %201, !dbg !304
  %203 = getelementptr inbounds i8, ptr %202, i64 16, !dbg !305
  %204 = load i32, ptr %203, align 8, !dbg !305, !tbaa !147
  switch i32 %204, label %209 [
    i32 0, label %216
    i32 1, label %205
  ], !dbg !303

205:                                              ; preds = %199
  %206 = load ptr, ptr %202, align 8, !dbg !306, !tbaa !153
  %207 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %206, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !307
  %208 = icmp eq i32 %207, 0, !dbg !308
  br i1 %208, label %211, label %209, !dbg !309

209:                                              ; preds = %205, %199
  %210 = add i64 %201, 1, !dbg !310
    #dbg_value(!DIArgList(i64 %210, i64 %7), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !291)
  br label %199, !dbg !303, !llvm.loop !311

211:                                              ; preds = %205
    #dbg_value(ptr %202, !85, !DIExpression(), !313)
  %212 = add nsw i32 %182, 1, !dbg !314
    #dbg_value(i32 %212, !74, !DIExpression(), !91)
  %213 = getelementptr inbounds i8, ptr %202, i64 8, !dbg !317
  %214 = load i64, ptr %213, align 8, !dbg !317, !tbaa !162
  %215 = add nsw i64 %214, %181, !dbg !318
    #dbg_value(i64 %215, !73, !DIExpression(), !91)
  br label %216, !dbg !319

216:                                              ; preds = %199, %179, %211
  %217 = phi i32 [ %212, %211 ], [ %182, %179 ], [ %182, %199 ], !dbg !91
  %218 = phi i64 [ %215, %211 ], [ %181, %179 ], [ %181, %199 ], !dbg !91
    #dbg_value(i64 %218, !73, !DIExpression(), !91)
    #dbg_value(i32 %217, !74, !DIExpression(), !91)
  %219 = add nuw nsw i32 %180, 1, !dbg !320
    #dbg_value(i32 %219, !83, !DIExpression(), !289)
  %220 = icmp eq i32 %219, 2003, !dbg !321
  br i1 %220, label %138, label %179, !dbg !322, !llvm.loop !323

221:                                              ; preds = %222, %145, %176
  tail call void @free(ptr noundef %142) #9, !dbg !325
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !326
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9, !dbg !326
  ret i32 0, !dbg !327

222:                                              ; preds = %176, %222
  %223 = phi i64 [ %226, %222 ], [ 0, %176 ]
    #dbg_value(i64 %223, !88, !DIExpression(), !266)
  %224 = getelementptr inbounds %struct.Entry, ptr %142, i64 %223, !dbg !328
  %225 = load ptr, ptr %224, align 8, !dbg !330, !tbaa !153
  tail call void @free(ptr noundef %225) #9, !dbg !331
  %226 = add nuw i64 %223, 1, !dbg !332
    #dbg_value(i64 %226, !88, !DIExpression(), !266)
  %227 = icmp eq i64 %226, %140, !dbg !333
  br i1 %227, label %221, label %222, !dbg !267, !llvm.loop !334
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !336 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 !dbg !342 {
    #dbg_value(ptr %0, !346, !DIExpression(), !351)
    #dbg_value(ptr %1, !347, !DIExpression(), !351)
    #dbg_value(i64 %2, !348, !DIExpression(), !351)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !352
  %5 = load i64, ptr %4, align 8, !dbg !352, !tbaa !354
  %6 = shl i64 %5, 2, !dbg !355
  %7 = add i64 %6, 4, !dbg !355
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !356
  %9 = load i64, ptr %8, align 8, !dbg !356, !tbaa !117
  %10 = mul i64 %9, 3, !dbg !357
  %11 = icmp ult i64 %7, %10, !dbg !358
  br i1 %11, label %33, label %12, !dbg !359

12:                                               ; preds = %3
    #dbg_value(ptr %0, !360, !DIExpression(), !369)
  %13 = load ptr, ptr %0, align 8, !dbg !371, !tbaa !143
    #dbg_value(ptr %13, !365, !DIExpression(), !369)
    #dbg_value(i64 %9, !366, !DIExpression(), !369)
  %14 = icmp eq i64 %9, 0, !dbg !372
  %15 = shl i64 %9, 1
  %16 = select i1 %14, i64 8, i64 %15, !dbg !372
  store i64 %16, ptr %8, align 8, !dbg !373, !tbaa !117
  %17 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef 24) #11, !dbg !374
  store ptr %17, ptr %0, align 8, !dbg !375, !tbaa !143
  store i64 0, ptr %4, align 8, !dbg !376, !tbaa !354
    #dbg_value(i64 0, !367, !DIExpression(), !377)
  br i1 %14, label %32, label %18, !dbg !378

18:                                               ; preds = %12, %29
  %19 = phi i64 [ %30, %29 ], [ 0, %12 ]
    #dbg_value(i64 %19, !367, !DIExpression(), !377)
  %20 = getelementptr inbounds %struct.Entry, ptr %13, i64 %19, !dbg !379
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !382
  %22 = load i32, ptr %21, align 8, !dbg !382, !tbaa !147
  %23 = icmp eq i32 %22, 1, !dbg !383
  br i1 %23, label %24, label %29, !dbg !384

24:                                               ; preds = %18
  %25 = load ptr, ptr %20, align 8, !dbg !385, !tbaa !153
  %26 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !387
  %27 = load i64, ptr %26, align 8, !dbg !387, !tbaa !162
  tail call fastcc void @put(ptr noundef nonnull %0, ptr noundef %25, i64 noundef %27), !dbg !388
  %28 = load ptr, ptr %20, align 8, !dbg !389, !tbaa !153
  tail call void @free(ptr noundef %28) #9, !dbg !390
  br label %29, !dbg !391

29:                                               ; preds = %24, %18
  %30 = add nuw i64 %19, 1, !dbg !392
    #dbg_value(i64 %30, !367, !DIExpression(), !377)
  %31 = icmp eq i64 %30, %9, !dbg !393
  br i1 %31, label %32, label %18, !dbg !378, !llvm.loop !394

32:                                               ; preds = %29, %12
  tail call void @free(ptr noundef %13) #9, !dbg !396
  br label %33, !dbg !397

33:                                               ; preds = %32, %3
    #dbg_value(ptr %1, !125, !DIExpression(), !398)
    #dbg_value(i64 5381, !130, !DIExpression(), !398)
  %34 = load i8, ptr %1, align 1, !dbg !400, !tbaa !134
  %35 = icmp eq i8 %34, 0, !dbg !401
  br i1 %35, label %46, label %36, !dbg !401

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %44, %36 ], [ %34, %33 ]
  %38 = phi i64 [ %43, %36 ], [ 5381, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %1, %33 ]
    #dbg_value(i64 %38, !130, !DIExpression(), !398)
    #dbg_value(ptr %39, !125, !DIExpression(), !398)
  %40 = mul i64 %38, 33, !dbg !402
  %41 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !403
    #dbg_value(ptr %41, !125, !DIExpression(), !398)
  %42 = zext i8 %37 to i64, !dbg !404
  %43 = add i64 %40, %42, !dbg !405
    #dbg_value(i64 %43, !130, !DIExpression(), !398)
  %44 = load i8, ptr %41, align 1, !dbg !400, !tbaa !134
  %45 = icmp eq i8 %44, 0, !dbg !401
  br i1 %45, label %46, label %36, !dbg !401, !llvm.loop !406

46:                                               ; preds = %36, %33
  %47 = phi i64 [ 5381, %33 ], [ %43, %36 ], !dbg !398
  %48 = load i64, ptr %8, align 8, !dbg !407, !tbaa !117
  %49 = add i64 %48, -1, !dbg !408
    #dbg_value(!DIArgList(i64 %47, i64 %49), !349, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !351)
    #dbg_value(i64 -1, !350, !DIExpression(), !351)
  %50 = load ptr, ptr %0, align 8, !tbaa !143
  br label %51, !dbg !409

51:                                               ; preds = %64, %46
  %52 = phi i64 [ %47, %46 ], [ %69, %64 ]
  %53 = phi i64 [ -1, %46 ], [ %68, %64 ], !dbg !351
  %54 = and i64 %52, %49, !dbg !351
    #dbg_value(i64 %53, !350, !DIExpression(), !351)
    #dbg_value(i64 %54, !349, !DIExpression(), !351)
  %55 = getelementptr inbounds %struct.Entry, ptr %50, i64 %54, !dbg !410
  %56 = getelementptr inbounds i8, ptr %55, i64 16, !dbg !411
  %57 = load i32, ptr %56, align 8, !dbg !411, !tbaa !147
  switch i32 %57, label %64 [
    i32 0, label %70
    i32 1, label %58
  ], !dbg !409

58:                                               ; preds = %51
  %59 = load ptr, ptr %55, align 8, !dbg !412, !tbaa !153
  %60 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %59, ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !415
  %61 = icmp eq i32 %60, 0, !dbg !416
  br i1 %61, label %62, label %64, !dbg !417

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %55, i64 8, !dbg !418
  store i64 %2, ptr %63, align 8, !dbg !420, !tbaa !162
  br label %84, !dbg !421

64:                                               ; preds = %51, %58
  %65 = icmp eq i32 %57, 2, !dbg !422
  %66 = icmp slt i64 %53, 0
  %67 = select i1 %65, i1 %66, i1 false, !dbg !424
  %68 = select i1 %67, i64 %54, i64 %53, !dbg !424
    #dbg_value(i64 %68, !350, !DIExpression(), !351)
  %69 = add i64 %54, 1, !dbg !425
    #dbg_value(!DIArgList(i64 %69, i64 %49), !349, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !351)
  br label %51, !dbg !409, !llvm.loop !426

70:                                               ; preds = %51
  %71 = icmp sgt i64 %53, -1, !dbg !428
  br i1 %71, label %75, label %72, !dbg !430

72:                                               ; preds = %70
  %73 = load i64, ptr %4, align 8, !dbg !431, !tbaa !354
  %74 = add i64 %73, 1, !dbg !431
  store i64 %74, ptr %4, align 8, !dbg !431, !tbaa !354
  br label %75

75:                                               ; preds = %70, %72
  %76 = phi i64 [ %54, %72 ], [ %53, %70 ], !dbg !351
    #dbg_value(i64 %76, !349, !DIExpression(), !351)
  %77 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !432
  %78 = add i64 %77, 1, !dbg !433
  %79 = tail call noalias ptr @malloc(i64 noundef %78) #12, !dbg !434
  %80 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, !dbg !435
  store ptr %79, ptr %80, align 8, !dbg !436, !tbaa !153
  %81 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %79, ptr noundef nonnull dereferenceable(1) %1) #9, !dbg !437
  %82 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 1, !dbg !438
  store i64 %2, ptr %82, align 8, !dbg !439, !tbaa !162
  %83 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 2, !dbg !440
  store i32 1, ptr %83, align 8, !dbg !441, !tbaa !147
  br label %84, !dbg !442

84:                                               ; preds = %75, %62
  ret void, !dbg !442
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !443 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !446 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !451 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !455 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !458 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !459 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !462 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/hashtable.c", directory: ".", checksumkind: CSK_MD5, checksum: "d469b74f5ff4e5df7606ceea76081d3b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !47, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !{!51, !64, !68, !70, !73, !74, !75, !77, !80, !81, !83, !85, !88}
!51 = !DILocalVariable(name: "t", scope: !46, file: !2, line: 64, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !2, line: 7, size: 192, elements: !53)
!53 = !{!54, !62, !63}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !52, file: !2, line: 7, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Entry", file: !2, line: 6, size: 192, elements: !57)
!57 = !{!58, !60, !61}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !56, file: !2, line: 6, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !56, file: !2, line: 6, baseType: !33, size: 64, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !56, file: !2, line: 6, baseType: !49, size: 32, offset: 128)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !52, file: !2, line: 7, baseType: !34, size: 64, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !52, file: !2, line: 7, baseType: !34, size: 64, offset: 128)
!64 = !DILocalVariable(name: "key", scope: !46, file: !2, line: 65, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 32)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 66, type: !49)
!69 = distinct !DILexicalBlock(scope: !46, file: !2, line: 66, column: 5)
!70 = !DILocalVariable(name: "e", scope: !71, file: !2, line: 68, type: !55)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 66, column: 36)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 66, column: 5)
!73 = !DILocalVariable(name: "sum", scope: !46, file: !2, line: 71, type: !33)
!74 = !DILocalVariable(name: "present", scope: !46, file: !2, line: 72, type: !49)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 73, type: !49)
!76 = distinct !DILexicalBlock(scope: !46, file: !2, line: 73, column: 5)
!77 = !DILocalVariable(name: "e", scope: !78, file: !2, line: 75, type: !55)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 73, column: 36)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 73, column: 5)
!80 = !DILocalVariable(name: "deleted", scope: !46, file: !2, line: 79, type: !49)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 80, type: !49)
!82 = distinct !DILexicalBlock(scope: !46, file: !2, line: 80, column: 5)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 85, type: !49)
!84 = distinct !DILexicalBlock(scope: !46, file: !2, line: 85, column: 5)
!85 = !DILocalVariable(name: "e", scope: !86, file: !2, line: 87, type: !55)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 85, column: 36)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 85, column: 5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 93, type: !34)
!89 = distinct !DILexicalBlock(scope: !46, file: !2, line: 93, column: 5)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !46)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 64, column: 5, scope: !46)
!94 = !DILocation(line: 64, column: 18, scope: !46)
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 65, column: 5, scope: !46)
!97 = !DILocation(line: 0, scope: !69)
!98 = !DILocation(line: 66, column: 5, scope: !69)
!99 = !DILocation(line: 0, scope: !76)
!100 = !DILocation(line: 73, column: 5, scope: !76)
!101 = !DILocation(line: 67, column: 50, scope: !71)
!102 = !DILocation(line: 67, column: 9, scope: !71)
!103 = !DILocalVariable(name: "t", arg: 1, scope: !104, file: !2, line: 44, type: !107)
!104 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 44, type: !105, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !110)
!105 = !DISubroutineType(types: !106)
!106 = !{!55, !107, !108}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !{!103, !111, !112}
!111 = !DILocalVariable(name: "k", arg: 2, scope: !104, file: !2, line: 44, type: !108)
!112 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 46, type: !34)
!113 = !DILocation(line: 0, scope: !104, inlinedAt: !114)
!114 = distinct !DILocation(line: 68, column: 27, scope: !71)
!115 = !DILocation(line: 45, column: 13, scope: !116, inlinedAt: !114)
!116 = distinct !DILexicalBlock(scope: !104, file: !2, line: 45, column: 9)
!117 = !{!118, !122, i64 8}
!118 = !{!"Table", !119, i64 0, !122, i64 8, !122, i64 16}
!119 = !{!"any pointer", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = !{!"long", !120, i64 0}
!123 = !DILocation(line: 45, column: 10, scope: !116, inlinedAt: !114)
!124 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !114)
!125 = !DILocalVariable(name: "s", arg: 1, scope: !126, file: !2, line: 9, type: !108)
!126 = distinct !DISubprogram(name: "hash_str", scope: !2, file: !2, line: 9, type: !127, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!36, !108}
!129 = !{!125, !130}
!130 = !DILocalVariable(name: "h", scope: !126, file: !2, line: 10, type: !36)
!131 = !DILocation(line: 0, scope: !126, inlinedAt: !132)
!132 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !114)
!133 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !132)
!134 = !{!120, !120, i64 0}
!135 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !132)
!136 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !132)
!137 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !132)
!138 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !132)
!139 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !132)
!140 = distinct !{!140, !135, !137, !141}
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 46, column: 38, scope: !104, inlinedAt: !114)
!143 = !{!118, !119, i64 0}
!144 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !114)
!145 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !114)
!146 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !114)
!147 = !{!148, !149, i64 16}
!148 = !{!"Entry", !119, i64 0, !122, i64 8, !149, i64 16}
!149 = !{!"int", !120, i64 0}
!150 = !DILocation(line: 48, column: 50, scope: !151, inlinedAt: !114)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 48, column: 13)
!152 = distinct !DILexicalBlock(scope: !104, file: !2, line: 47, column: 32)
!153 = !{!148, !119, i64 0}
!154 = !DILocation(line: 48, column: 35, scope: !151, inlinedAt: !114)
!155 = !DILocation(line: 48, column: 58, scope: !151, inlinedAt: !114)
!156 = !DILocation(line: 48, column: 13, scope: !152, inlinedAt: !114)
!157 = !DILocation(line: 49, column: 16, scope: !152, inlinedAt: !114)
!158 = distinct !{!158, !144, !159, !141}
!159 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !114)
!160 = !DILocation(line: 0, scope: !71)
!161 = !DILocation(line: 69, column: 29, scope: !71)
!162 = !{!148, !122, i64 8}
!163 = !DILocation(line: 69, column: 35, scope: !71)
!164 = !DILocation(line: 69, column: 22, scope: !71)
!165 = !DILocation(line: 69, column: 9, scope: !71)
!166 = !DILocation(line: 66, column: 32, scope: !72)
!167 = !DILocation(line: 66, column: 23, scope: !72)
!168 = distinct !{!168, !98, !169, !141}
!169 = !DILocation(line: 70, column: 5, scope: !69)
!170 = !DILocation(line: 78, column: 43, scope: !46)
!171 = !DILocation(line: 78, column: 5, scope: !46)
!172 = !DILocation(line: 0, scope: !82)
!173 = !DILocation(line: 80, column: 5, scope: !82)
!174 = !DILocation(line: 74, column: 9, scope: !78)
!175 = !DILocation(line: 0, scope: !104, inlinedAt: !176)
!176 = distinct !DILocation(line: 75, column: 27, scope: !78)
!177 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !176)
!178 = !DILocation(line: 0, scope: !126, inlinedAt: !179)
!179 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !176)
!180 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !179)
!181 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !179)
!182 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !179)
!183 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !179)
!184 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !179)
!185 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !179)
!186 = distinct !{!186, !181, !183, !141}
!187 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !176)
!188 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !176)
!189 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !176)
!190 = !DILocation(line: 48, column: 50, scope: !151, inlinedAt: !176)
!191 = !DILocation(line: 48, column: 35, scope: !151, inlinedAt: !176)
!192 = !DILocation(line: 48, column: 58, scope: !151, inlinedAt: !176)
!193 = !DILocation(line: 48, column: 13, scope: !152, inlinedAt: !176)
!194 = !DILocation(line: 49, column: 16, scope: !152, inlinedAt: !176)
!195 = distinct !{!195, !187, !196, !141}
!196 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !176)
!197 = !DILocation(line: 0, scope: !78)
!198 = !DILocation(line: 76, column: 25, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 76, column: 16)
!200 = distinct !DILexicalBlock(scope: !78, file: !2, line: 76, column: 13)
!201 = !DILocation(line: 76, column: 39, scope: !199)
!202 = !DILocation(line: 76, column: 33, scope: !199)
!203 = !DILocation(line: 76, column: 46, scope: !199)
!204 = !DILocation(line: 73, column: 32, scope: !79)
!205 = !DILocation(line: 73, column: 23, scope: !79)
!206 = distinct !{!206, !100, !207, !141}
!207 = !DILocation(line: 77, column: 5, scope: !76)
!208 = !DILocation(line: 81, column: 9, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 80, column: 39)
!210 = distinct !DILexicalBlock(scope: !82, file: !2, line: 80, column: 5)
!211 = !DILocalVariable(name: "t", arg: 1, scope: !212, file: !2, line: 54, type: !107)
!212 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 54, type: !213, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!49, !107, !108}
!215 = !{!211, !216, !217}
!216 = !DILocalVariable(name: "k", arg: 2, scope: !212, file: !2, line: 54, type: !108)
!217 = !DILocalVariable(name: "e", scope: !212, file: !2, line: 55, type: !55)
!218 = !DILocation(line: 0, scope: !212, inlinedAt: !219)
!219 = distinct !DILocation(line: 82, column: 20, scope: !209)
!220 = !DILocation(line: 0, scope: !104, inlinedAt: !221)
!221 = distinct !DILocation(line: 55, column: 23, scope: !212, inlinedAt: !219)
!222 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !221)
!223 = !DILocation(line: 0, scope: !126, inlinedAt: !224)
!224 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !221)
!225 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !224)
!226 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !224)
!227 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !224)
!228 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !224)
!229 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !224)
!230 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !224)
!231 = distinct !{!231, !226, !228, !141}
!232 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !221)
!233 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !221)
!234 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !221)
!235 = !DILocation(line: 48, column: 50, scope: !151, inlinedAt: !221)
!236 = !DILocation(line: 48, column: 35, scope: !151, inlinedAt: !221)
!237 = !DILocation(line: 48, column: 58, scope: !151, inlinedAt: !221)
!238 = !DILocation(line: 48, column: 13, scope: !152, inlinedAt: !221)
!239 = !DILocation(line: 49, column: 16, scope: !152, inlinedAt: !221)
!240 = distinct !{!240, !232, !241, !141}
!241 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !221)
!242 = !DILocation(line: 57, column: 5, scope: !212, inlinedAt: !219)
!243 = !DILocation(line: 58, column: 12, scope: !212, inlinedAt: !219)
!244 = !DILocation(line: 59, column: 14, scope: !212, inlinedAt: !219)
!245 = !DILocation(line: 60, column: 5, scope: !212, inlinedAt: !219)
!246 = !DILocation(line: 82, column: 17, scope: !209)
!247 = !DILocation(line: 80, column: 33, scope: !210)
!248 = !DILocation(line: 80, column: 23, scope: !210)
!249 = distinct !{!249, !173, !250, !141}
!250 = !DILocation(line: 83, column: 5, scope: !82)
!251 = !DILocation(line: 90, column: 5, scope: !46)
!252 = !DILocation(line: 91, column: 5, scope: !46)
!253 = !DILocation(line: 0, scope: !104, inlinedAt: !254)
!254 = distinct !DILocation(line: 92, column: 40, scope: !46)
!255 = !DILocation(line: 45, column: 13, scope: !116, inlinedAt: !254)
!256 = !DILocation(line: 45, column: 10, scope: !116, inlinedAt: !254)
!257 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !254)
!258 = !DILocation(line: 0, scope: !126, inlinedAt: !259)
!259 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !254)
!260 = !DILocation(line: 46, column: 38, scope: !104, inlinedAt: !254)
!261 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !254)
!262 = !DILocation(line: 92, column: 57, scope: !46)
!263 = !DILocation(line: 0, scope: !104, inlinedAt: !264)
!264 = distinct !DILocation(line: 92, column: 64, scope: !46)
!265 = !DILocation(line: 92, column: 5, scope: !46)
!266 = !DILocation(line: 0, scope: !89)
!267 = !DILocation(line: 93, column: 5, scope: !89)
!268 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !254)
!269 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !254)
!270 = !DILocation(line: 48, column: 50, scope: !151, inlinedAt: !254)
!271 = !DILocation(line: 48, column: 35, scope: !151, inlinedAt: !254)
!272 = !DILocation(line: 48, column: 58, scope: !151, inlinedAt: !254)
!273 = !DILocation(line: 48, column: 13, scope: !152, inlinedAt: !254)
!274 = !DILocation(line: 49, column: 16, scope: !152, inlinedAt: !254)
!275 = distinct !{!275, !261, !276, !141}
!276 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !254)
!277 = !DILocation(line: 0, scope: !126, inlinedAt: !278)
!278 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !264)
!279 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !264)
!280 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !264)
!281 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !264)
!282 = !DILocation(line: 48, column: 50, scope: !151, inlinedAt: !264)
!283 = !DILocation(line: 48, column: 35, scope: !151, inlinedAt: !264)
!284 = !DILocation(line: 48, column: 58, scope: !151, inlinedAt: !264)
!285 = !DILocation(line: 48, column: 13, scope: !152, inlinedAt: !264)
!286 = !DILocation(line: 49, column: 16, scope: !152, inlinedAt: !264)
!287 = distinct !{!287, !279, !288, !141}
!288 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !264)
!289 = !DILocation(line: 0, scope: !84)
!290 = !DILocation(line: 86, column: 9, scope: !86)
!291 = !DILocation(line: 0, scope: !104, inlinedAt: !292)
!292 = distinct !DILocation(line: 87, column: 27, scope: !86)
!293 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !292)
!294 = !DILocation(line: 0, scope: !126, inlinedAt: !295)
!295 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !292)
!296 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !295)
!297 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !295)
!298 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !295)
!299 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !295)
!300 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !295)
!301 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !295)
!302 = distinct !{!302, !297, !299, !141}
!303 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !292)
!304 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !292)
!305 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !292)
!306 = !DILocation(line: 48, column: 50, scope: !151, inlinedAt: !292)
!307 = !DILocation(line: 48, column: 35, scope: !151, inlinedAt: !292)
!308 = !DILocation(line: 48, column: 58, scope: !151, inlinedAt: !292)
!309 = !DILocation(line: 48, column: 13, scope: !152, inlinedAt: !292)
!310 = !DILocation(line: 49, column: 16, scope: !152, inlinedAt: !292)
!311 = distinct !{!311, !303, !312, !141}
!312 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !292)
!313 = !DILocation(line: 0, scope: !86)
!314 = !DILocation(line: 88, column: 25, scope: !315)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 88, column: 16)
!316 = distinct !DILexicalBlock(scope: !86, file: !2, line: 88, column: 13)
!317 = !DILocation(line: 88, column: 39, scope: !315)
!318 = !DILocation(line: 88, column: 33, scope: !315)
!319 = !DILocation(line: 88, column: 46, scope: !315)
!320 = !DILocation(line: 85, column: 32, scope: !87)
!321 = !DILocation(line: 85, column: 23, scope: !87)
!322 = !DILocation(line: 85, column: 5, scope: !84)
!323 = distinct !{!323, !322, !324, !141}
!324 = !DILocation(line: 89, column: 5, scope: !84)
!325 = !DILocation(line: 94, column: 5, scope: !46)
!326 = !DILocation(line: 96, column: 1, scope: !46)
!327 = !DILocation(line: 95, column: 5, scope: !46)
!328 = !DILocation(line: 93, column: 45, scope: !329)
!329 = distinct !DILexicalBlock(scope: !89, file: !2, line: 93, column: 5)
!330 = !DILocation(line: 93, column: 52, scope: !329)
!331 = !DILocation(line: 93, column: 40, scope: !329)
!332 = !DILocation(line: 93, column: 36, scope: !329)
!333 = !DILocation(line: 93, column: 26, scope: !329)
!334 = distinct !{!334, !267, !335, !141}
!335 = !DILocation(line: 93, column: 55, scope: !89)
!336 = !DISubprogram(name: "snprintf", scope: !337, file: !337, line: 378, type: !338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!338 = !DISubroutineType(types: !339)
!339 = !{!49, !340, !34, !341, null}
!340 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!341 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!342 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 28, type: !343, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !345)
!343 = !DISubroutineType(types: !344)
!344 = !{null, !107, !108, !33}
!345 = !{!346, !347, !348, !349, !350}
!346 = !DILocalVariable(name: "t", arg: 1, scope: !342, file: !2, line: 28, type: !107)
!347 = !DILocalVariable(name: "k", arg: 2, scope: !342, file: !2, line: 28, type: !108)
!348 = !DILocalVariable(name: "v", arg: 3, scope: !342, file: !2, line: 28, type: !33)
!349 = !DILocalVariable(name: "i", scope: !342, file: !2, line: 30, type: !34)
!350 = !DILocalVariable(name: "tomb", scope: !342, file: !2, line: 31, type: !33)
!351 = !DILocation(line: 0, scope: !342)
!352 = !DILocation(line: 29, column: 13, scope: !353)
!353 = distinct !DILexicalBlock(scope: !342, file: !2, line: 29, column: 9)
!354 = !{!118, !122, i64 16}
!355 = !DILocation(line: 29, column: 23, scope: !353)
!356 = !DILocation(line: 29, column: 33, scope: !353)
!357 = !DILocation(line: 29, column: 37, scope: !353)
!358 = !DILocation(line: 29, column: 27, scope: !353)
!359 = !DILocation(line: 29, column: 9, scope: !342)
!360 = !DILocalVariable(name: "t", arg: 1, scope: !361, file: !2, line: 17, type: !107)
!361 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 17, type: !362, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !364)
!362 = !DISubroutineType(types: !363)
!363 = !{null, !107}
!364 = !{!360, !365, !366, !367}
!365 = !DILocalVariable(name: "old", scope: !361, file: !2, line: 18, type: !55)
!366 = !DILocalVariable(name: "oldcap", scope: !361, file: !2, line: 19, type: !34)
!367 = !DILocalVariable(name: "i", scope: !368, file: !2, line: 23, type: !34)
!368 = distinct !DILexicalBlock(scope: !361, file: !2, line: 23, column: 5)
!369 = !DILocation(line: 0, scope: !361, inlinedAt: !370)
!370 = distinct !DILocation(line: 29, column: 42, scope: !353)
!371 = !DILocation(line: 18, column: 28, scope: !361, inlinedAt: !370)
!372 = !DILocation(line: 20, column: 14, scope: !361, inlinedAt: !370)
!373 = !DILocation(line: 20, column: 12, scope: !361, inlinedAt: !370)
!374 = !DILocation(line: 21, column: 12, scope: !361, inlinedAt: !370)
!375 = !DILocation(line: 21, column: 10, scope: !361, inlinedAt: !370)
!376 = !DILocation(line: 22, column: 13, scope: !361, inlinedAt: !370)
!377 = !DILocation(line: 0, scope: !368, inlinedAt: !370)
!378 = !DILocation(line: 23, column: 5, scope: !368, inlinedAt: !370)
!379 = !DILocation(line: 24, column: 13, scope: !380, inlinedAt: !370)
!380 = distinct !DILexicalBlock(scope: !381, file: !2, line: 24, column: 13)
!381 = distinct !DILexicalBlock(scope: !368, file: !2, line: 23, column: 5)
!382 = !DILocation(line: 24, column: 20, scope: !380, inlinedAt: !370)
!383 = !DILocation(line: 24, column: 26, scope: !380, inlinedAt: !370)
!384 = !DILocation(line: 24, column: 13, scope: !381, inlinedAt: !370)
!385 = !DILocation(line: 24, column: 48, scope: !386, inlinedAt: !370)
!386 = distinct !DILexicalBlock(scope: !380, file: !2, line: 24, column: 32)
!387 = !DILocation(line: 24, column: 60, scope: !386, inlinedAt: !370)
!388 = !DILocation(line: 24, column: 34, scope: !386, inlinedAt: !370)
!389 = !DILocation(line: 24, column: 80, scope: !386, inlinedAt: !370)
!390 = !DILocation(line: 24, column: 68, scope: !386, inlinedAt: !370)
!391 = !DILocation(line: 24, column: 86, scope: !386, inlinedAt: !370)
!392 = !DILocation(line: 23, column: 37, scope: !381, inlinedAt: !370)
!393 = !DILocation(line: 23, column: 26, scope: !381, inlinedAt: !370)
!394 = distinct !{!394, !378, !395, !141}
!395 = !DILocation(line: 24, column: 86, scope: !368, inlinedAt: !370)
!396 = !DILocation(line: 25, column: 5, scope: !361, inlinedAt: !370)
!397 = !DILocation(line: 29, column: 42, scope: !353)
!398 = !DILocation(line: 0, scope: !126, inlinedAt: !399)
!399 = distinct !DILocation(line: 30, column: 16, scope: !342)
!400 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !399)
!401 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !399)
!402 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !399)
!403 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !399)
!404 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !399)
!405 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !399)
!406 = distinct !{!406, !401, !403, !141}
!407 = !DILocation(line: 30, column: 34, scope: !342)
!408 = !DILocation(line: 30, column: 38, scope: !342)
!409 = !DILocation(line: 32, column: 5, scope: !342)
!410 = !DILocation(line: 32, column: 12, scope: !342)
!411 = !DILocation(line: 32, column: 20, scope: !342)
!412 = !DILocation(line: 33, column: 50, scope: !413)
!413 = distinct !DILexicalBlock(scope: !414, file: !2, line: 33, column: 13)
!414 = distinct !DILexicalBlock(scope: !342, file: !2, line: 32, column: 32)
!415 = !DILocation(line: 33, column: 35, scope: !413)
!416 = !DILocation(line: 33, column: 58, scope: !413)
!417 = !DILocation(line: 33, column: 13, scope: !414)
!418 = !DILocation(line: 33, column: 74, scope: !419)
!419 = distinct !DILexicalBlock(scope: !413, file: !2, line: 33, column: 64)
!420 = !DILocation(line: 33, column: 80, scope: !419)
!421 = !DILocation(line: 33, column: 85, scope: !419)
!422 = !DILocation(line: 34, column: 27, scope: !423)
!423 = distinct !DILexicalBlock(scope: !414, file: !2, line: 34, column: 13)
!424 = !DILocation(line: 34, column: 32, scope: !423)
!425 = !DILocation(line: 35, column: 16, scope: !414)
!426 = distinct !{!426, !409, !427, !141}
!427 = !DILocation(line: 36, column: 5, scope: !342)
!428 = !DILocation(line: 37, column: 14, scope: !429)
!429 = distinct !DILexicalBlock(scope: !342, file: !2, line: 37, column: 9)
!430 = !DILocation(line: 37, column: 9, scope: !342)
!431 = !DILocation(line: 37, column: 50, scope: !429)
!432 = !DILocation(line: 38, column: 26, scope: !342)
!433 = !DILocation(line: 38, column: 36, scope: !342)
!434 = !DILocation(line: 38, column: 19, scope: !342)
!435 = !DILocation(line: 38, column: 5, scope: !342)
!436 = !DILocation(line: 38, column: 17, scope: !342)
!437 = !DILocation(line: 39, column: 5, scope: !342)
!438 = !DILocation(line: 40, column: 13, scope: !342)
!439 = !DILocation(line: 40, column: 19, scope: !342)
!440 = !DILocation(line: 41, column: 13, scope: !342)
!441 = !DILocation(line: 41, column: 19, scope: !342)
!442 = !DILocation(line: 42, column: 1, scope: !342)
!443 = !DISubprogram(name: "printf", scope: !337, file: !337, line: 356, type: !444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{!49, !341, null}
!446 = !DISubprogram(name: "free", scope: !447, file: !447, line: 568, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!448 = !DISubroutineType(types: !449)
!449 = !{null, !450}
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!451 = !DISubprogram(name: "strcmp", scope: !452, file: !452, line: 156, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!453 = !DISubroutineType(types: !454)
!454 = !{!49, !108, !108}
!455 = !DISubprogram(name: "malloc", scope: !447, file: !447, line: 553, type: !456, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubroutineType(types: !457)
!457 = !{!450, !34}
!458 = !DISubprogram(name: "strlen", scope: !452, file: !452, line: 407, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubprogram(name: "strcpy", scope: !452, file: !452, line: 141, type: !460, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{!59, !340, !341}
!462 = !DISubprogram(name: "calloc", scope: !447, file: !447, line: 556, type: !463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!450, !34, !34}
