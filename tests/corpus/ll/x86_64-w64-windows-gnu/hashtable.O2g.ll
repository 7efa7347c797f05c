; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i32, i32 }

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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #12, !dbg !93
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !94, !DIAssignID !95
    #dbg_assign(i8 0, !51, !DIExpression(), !95, ptr %1, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12, !dbg !96
    #dbg_value(i32 0, !68, !DIExpression(), !97)
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  br label %10, !dbg !98

4:                                                ; preds = %55
    #dbg_value(i32 0, !73, !DIExpression(), !91)
    #dbg_value(i32 0, !75, !DIExpression(), !99)
    #dbg_value(i32 0, !74, !DIExpression(), !91)
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 0
  %7 = add i64 %5, 4294967295
  %8 = load ptr, ptr %1, align 8
  %9 = add i64 %5, -1
  br label %61, !dbg !100

10:                                               ; preds = %0, %55
  %11 = phi i32 [ 0, %0 ], [ %57, %55 ]
    #dbg_value(i32 %11, !68, !DIExpression(), !97)
  %12 = trunc nuw i32 %11 to i16, !dbg !101
  %13 = mul nuw i16 %12, 7, !dbg !101
  %14 = urem i16 %13, 2003, !dbg !101
  %15 = zext nneg i16 %14 to i32, !dbg !101
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %15), !dbg !102
    #dbg_value(ptr %1, !103, !DIExpression(), !113)
    #dbg_value(ptr %2, !111, !DIExpression(), !113)
  %16 = load i64, ptr %3, align 8, !dbg !115, !tbaa !117
  %17 = icmp eq i64 %16, 0, !dbg !123
  br i1 %17, label %55, label %18, !dbg !124

18:                                               ; preds = %10
    #dbg_value(ptr %2, !125, !DIExpression(), !132)
    #dbg_value(i32 5381, !131, !DIExpression(), !132)
  %19 = load i8, ptr %2, align 16, !dbg !134, !tbaa !135
  %20 = icmp eq i8 %19, 0, !dbg !136
  br i1 %20, label %33, label %21, !dbg !136

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %29, %21 ], [ %19, %18 ]
  %23 = phi i32 [ %28, %21 ], [ 5381, %18 ]
  %24 = phi ptr [ %26, %21 ], [ %2, %18 ]
    #dbg_value(i32 %23, !131, !DIExpression(), !132)
    #dbg_value(ptr %24, !125, !DIExpression(), !132)
  %25 = mul i32 %23, 33, !dbg !137
  %26 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !138
    #dbg_value(ptr %26, !125, !DIExpression(), !132)
  %27 = zext i8 %22 to i32, !dbg !139
  %28 = add i32 %25, %27, !dbg !140
    #dbg_value(i32 %28, !131, !DIExpression(), !132)
  %29 = load i8, ptr %26, align 1, !dbg !134, !tbaa !135
  %30 = icmp eq i8 %29, 0, !dbg !136
  br i1 %30, label %31, label %21, !dbg !136, !llvm.loop !141

31:                                               ; preds = %21
  %32 = zext i32 %28 to i64, !dbg !143
  br label %33, !dbg !143

33:                                               ; preds = %31, %18
  %34 = phi i64 [ 5381, %18 ], [ %32, %31 ], !dbg !132
  %35 = add i64 %16, 4294967295, !dbg !144
  %36 = and i64 %34, %35, !dbg !145
    #dbg_value(i64 %36, !112, !DIExpression(), !113)
  %37 = load ptr, ptr %1, align 8, !tbaa !146
  %38 = add i64 %16, -1
  br label %39, !dbg !147

39:                                               ; preds = %48, %33
  %40 = phi i64 [ %36, %33 ], [ %50, %48 ], !dbg !113
    #dbg_value(i64 %40, !112, !DIExpression(), !113)
  %41 = getelementptr inbounds %struct.Entry, ptr %37, i64 %40, !dbg !148
  %42 = getelementptr inbounds i8, ptr %41, i64 12, !dbg !149
  %43 = load i32, ptr %42, align 4, !dbg !149, !tbaa !150
  switch i32 %43, label %48 [
    i32 0, label %55
    i32 1, label %44
  ], !dbg !147

44:                                               ; preds = %39
  %45 = load ptr, ptr %41, align 8, !dbg !154, !tbaa !157
  %46 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %45, ptr noundef nonnull readonly dereferenceable(1) %2) #12, !dbg !158
  %47 = icmp eq i32 %46, 0, !dbg !159
  br i1 %47, label %51, label %48, !dbg !160

48:                                               ; preds = %44, %39
  %49 = add i64 %40, 1, !dbg !161
  %50 = and i64 %49, %38, !dbg !162
    #dbg_value(i64 %50, !112, !DIExpression(), !113)
  br label %39, !dbg !147, !llvm.loop !163

51:                                               ; preds = %44
    #dbg_value(ptr %41, !70, !DIExpression(), !165)
  %52 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !166
  %53 = load i32, ptr %52, align 8, !dbg !166, !tbaa !167
  %54 = add nsw i32 %53, %11, !dbg !168
  br label %55, !dbg !169

55:                                               ; preds = %39, %10, %51
  %56 = phi i32 [ %54, %51 ], [ %11, %10 ], [ %11, %39 ], !dbg !169
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %56), !dbg !170
  %57 = add nuw nsw i32 %11, 1, !dbg !171
    #dbg_value(i32 %57, !68, !DIExpression(), !97)
  %58 = icmp eq i32 %57, 3000, !dbg !172
  br i1 %58, label %4, label %10, !dbg !98, !llvm.loop !173

59:                                               ; preds = %100
  %60 = trunc i64 %5 to i32, !dbg !175
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %60, i32 noundef %101, i32 noundef %102), !dbg !176
    #dbg_value(i32 0, !80, !DIExpression(), !91)
    #dbg_value(i32 0, !81, !DIExpression(), !177)
  br label %105, !dbg !178

61:                                               ; preds = %4, %100
  %62 = phi i32 [ 0, %4 ], [ %102, %100 ]
  %63 = phi i32 [ 0, %4 ], [ %103, %100 ]
  %64 = phi i32 [ 0, %4 ], [ %101, %100 ]
    #dbg_value(i32 %62, !73, !DIExpression(), !91)
    #dbg_value(i32 %63, !75, !DIExpression(), !99)
    #dbg_value(i32 %64, !74, !DIExpression(), !91)
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %63), !dbg !179
    #dbg_value(ptr %1, !103, !DIExpression(), !180)
    #dbg_value(ptr %2, !111, !DIExpression(), !180)
  br i1 %6, label %100, label %65, !dbg !182

65:                                               ; preds = %61
    #dbg_value(ptr %2, !125, !DIExpression(), !183)
    #dbg_value(i32 5381, !131, !DIExpression(), !183)
  %66 = load i8, ptr %2, align 16, !dbg !185, !tbaa !135
  %67 = icmp eq i8 %66, 0, !dbg !186
  br i1 %67, label %80, label %68, !dbg !186

68:                                               ; preds = %65, %68
  %69 = phi i8 [ %76, %68 ], [ %66, %65 ]
  %70 = phi i32 [ %75, %68 ], [ 5381, %65 ]
  %71 = phi ptr [ %73, %68 ], [ %2, %65 ]
    #dbg_value(i32 %70, !131, !DIExpression(), !183)
    #dbg_value(ptr %71, !125, !DIExpression(), !183)
  %72 = mul i32 %70, 33, !dbg !187
  %73 = getelementptr inbounds i8, ptr %71, i64 1, !dbg !188
    #dbg_value(ptr %73, !125, !DIExpression(), !183)
  %74 = zext i8 %69 to i32, !dbg !189
  %75 = add i32 %72, %74, !dbg !190
    #dbg_value(i32 %75, !131, !DIExpression(), !183)
  %76 = load i8, ptr %73, align 1, !dbg !185, !tbaa !135
  %77 = icmp eq i8 %76, 0, !dbg !186
  br i1 %77, label %78, label %68, !dbg !186, !llvm.loop !191

78:                                               ; preds = %68
  %79 = zext i32 %75 to i64, !dbg !192
  br label %80, !dbg !192

80:                                               ; preds = %78, %65
  %81 = phi i64 [ 5381, %65 ], [ %79, %78 ], !dbg !183
  %82 = and i64 %81, %7, !dbg !193
    #dbg_value(i64 %82, !112, !DIExpression(), !180)
  br label %83, !dbg !194

83:                                               ; preds = %92, %80
  %84 = phi i64 [ %82, %80 ], [ %94, %92 ], !dbg !180
    #dbg_value(i64 %84, !112, !DIExpression(), !180)
  %85 = getelementptr inbounds %struct.Entry, ptr %8, i64 %84, !dbg !195
  %86 = getelementptr inbounds i8, ptr %85, i64 12, !dbg !196
  %87 = load i32, ptr %86, align 4, !dbg !196, !tbaa !150
  switch i32 %87, label %92 [
    i32 0, label %100
    i32 1, label %88
  ], !dbg !194

88:                                               ; preds = %83
  %89 = load ptr, ptr %85, align 8, !dbg !197, !tbaa !157
  %90 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %89, ptr noundef nonnull readonly dereferenceable(1) %2) #12, !dbg !198
  %91 = icmp eq i32 %90, 0, !dbg !199
  br i1 %91, label %95, label %92, !dbg !200

92:                                               ; preds = %88, %83
  %93 = add i64 %84, 1, !dbg !201
  %94 = and i64 %93, %9, !dbg !202
    #dbg_value(i64 %94, !112, !DIExpression(), !180)
  br label %83, !dbg !194, !llvm.loop !203

95:                                               ; preds = %88
    #dbg_value(ptr %85, !77, !DIExpression(), !205)
  %96 = add nsw i32 %64, 1, !dbg !206
    #dbg_value(i32 %96, !74, !DIExpression(), !91)
  %97 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !209
  %98 = load i32, ptr %97, align 8, !dbg !209, !tbaa !167
  %99 = add nsw i32 %98, %62, !dbg !210
    #dbg_value(i32 %99, !73, !DIExpression(), !91)
  br label %100, !dbg !211

100:                                              ; preds = %83, %61, %95
  %101 = phi i32 [ %96, %95 ], [ %64, %61 ], [ %64, %83 ], !dbg !91
  %102 = phi i32 [ %99, %95 ], [ %62, %61 ], [ %62, %83 ], !dbg !91
    #dbg_value(i32 %102, !73, !DIExpression(), !91)
    #dbg_value(i32 %101, !74, !DIExpression(), !91)
  %103 = add nuw nsw i32 %63, 1, !dbg !212
    #dbg_value(i32 %103, !75, !DIExpression(), !99)
  %104 = icmp eq i32 %103, 2003, !dbg !213
  br i1 %104, label %59, label %61, !dbg !100, !llvm.loop !214

105:                                              ; preds = %59, %140
  %106 = phi i32 [ 0, %59 ], [ %143, %140 ]
  %107 = phi i32 [ 0, %59 ], [ %142, %140 ]
    #dbg_value(i32 %106, !81, !DIExpression(), !177)
    #dbg_value(i32 %107, !80, !DIExpression(), !91)
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %106), !dbg !216
    #dbg_value(ptr %1, !219, !DIExpression(), !226)
    #dbg_value(ptr %2, !224, !DIExpression(), !226)
    #dbg_value(ptr %1, !103, !DIExpression(), !228)
    #dbg_value(ptr %2, !111, !DIExpression(), !228)
  br i1 %6, label %140, label %108, !dbg !230

108:                                              ; preds = %105
    #dbg_value(ptr %2, !125, !DIExpression(), !231)
    #dbg_value(i32 5381, !131, !DIExpression(), !231)
  %109 = load i8, ptr %2, align 16, !dbg !233, !tbaa !135
  %110 = icmp eq i8 %109, 0, !dbg !234
  br i1 %110, label %123, label %111, !dbg !234

111:                                              ; preds = %108, %111
  %112 = phi i8 [ %119, %111 ], [ %109, %108 ]
  %113 = phi i32 [ %118, %111 ], [ 5381, %108 ]
  %114 = phi ptr [ %116, %111 ], [ %2, %108 ]
    #dbg_value(i32 %113, !131, !DIExpression(), !231)
    #dbg_value(ptr %114, !125, !DIExpression(), !231)
  %115 = mul i32 %113, 33, !dbg !235
  %116 = getelementptr inbounds i8, ptr %114, i64 1, !dbg !236
    #dbg_value(ptr %116, !125, !DIExpression(), !231)
  %117 = zext i8 %112 to i32, !dbg !237
  %118 = add i32 %115, %117, !dbg !238
    #dbg_value(i32 %118, !131, !DIExpression(), !231)
  %119 = load i8, ptr %116, align 1, !dbg !233, !tbaa !135
  %120 = icmp eq i8 %119, 0, !dbg !234
  br i1 %120, label %121, label %111, !dbg !234, !llvm.loop !239

121:                                              ; preds = %111
  %122 = zext i32 %118 to i64, !dbg !240
  br label %123, !dbg !240

123:                                              ; preds = %121, %108
  %124 = phi i64 [ 5381, %108 ], [ %122, %121 ], !dbg !231
  %125 = and i64 %124, %7, !dbg !241
    #dbg_value(i64 %125, !112, !DIExpression(), !228)
  br label %126, !dbg !242

126:                                              ; preds = %135, %123
  %127 = phi i64 [ %125, %123 ], [ %137, %135 ], !dbg !228
    #dbg_value(i64 %127, !112, !DIExpression(), !228)
  %128 = getelementptr inbounds %struct.Entry, ptr %8, i64 %127, !dbg !243
  %129 = getelementptr inbounds i8, ptr %128, i64 12, !dbg !244
  %130 = load i32, ptr %129, align 4, !dbg !244, !tbaa !150
  switch i32 %130, label %135 [
    i32 0, label %140
    i32 1, label %131
  ], !dbg !242

131:                                              ; preds = %126
  %132 = load ptr, ptr %128, align 8, !dbg !245, !tbaa !157
  %133 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %132, ptr noundef nonnull readonly dereferenceable(1) %2) #12, !dbg !246
  %134 = icmp eq i32 %133, 0, !dbg !247
  br i1 %134, label %138, label %135, !dbg !248

135:                                              ; preds = %131, %126
  %136 = add i64 %127, 1, !dbg !249
  %137 = and i64 %136, %9, !dbg !250
    #dbg_value(i64 %137, !112, !DIExpression(), !228)
  br label %126, !dbg !242, !llvm.loop !251

138:                                              ; preds = %131
  %139 = getelementptr inbounds i8, ptr %128, i64 12
    #dbg_value(ptr %128, !225, !DIExpression(), !226)
  call void @free(ptr noundef %132), !dbg !253
  store ptr null, ptr %128, align 8, !dbg !254, !tbaa !157
  store i32 2, ptr %139, align 4, !dbg !255, !tbaa !150
  br label %140, !dbg !256

140:                                              ; preds = %126, %105, %138
  %141 = phi i32 [ 1, %138 ], [ 0, %105 ], [ %130, %126 ], !dbg !226
  %142 = add nuw nsw i32 %141, %107, !dbg !257
    #dbg_value(i32 %142, !80, !DIExpression(), !91)
  %143 = add nuw nsw i32 %106, 3, !dbg !258
    #dbg_value(i32 %143, !81, !DIExpression(), !177)
  %144 = icmp ult i32 %106, 2000, !dbg !259
  br i1 %144, label %105, label %187, !dbg !178, !llvm.loop !260

145:                                              ; preds = %226
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %142, i32 noundef %227, i32 noundef %228), !dbg !262
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i32 noundef 12345), !dbg !263
    #dbg_value(ptr %1, !103, !DIExpression(), !264)
    #dbg_value(ptr @.str.3, !111, !DIExpression(), !264)
  %146 = load i64, ptr %3, align 8, !dbg !266, !tbaa !117
  %147 = icmp eq i64 %146, 0, !dbg !267
  br i1 %147, label %153, label %148, !dbg !268

148:                                              ; preds = %145
    #dbg_value(i32 poison, !131, !DIExpression(), !269)
    #dbg_value(ptr poison, !125, !DIExpression(), !269)
  %149 = add i64 %146, 4294967295, !dbg !271
  %150 = and i64 %149, 2090432894, !dbg !272
    #dbg_value(i64 %150, !112, !DIExpression(), !264)
  %151 = load ptr, ptr %1, align 8, !tbaa !146
  %152 = add i64 %146, -1
  br label %156, !dbg !273

153:                                              ; preds = %145
  %154 = load i32, ptr inttoptr (i64 8 to ptr), align 8, !dbg !274, !tbaa !167
    #dbg_value(ptr %1, !103, !DIExpression(), !275)
    #dbg_value(ptr @.str.5, !111, !DIExpression(), !275)
  %155 = load ptr, ptr %1, align 8, !dbg !277, !tbaa !146
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %154, i32 noundef -1), !dbg !278
    #dbg_value(i64 0, !88, !DIExpression(), !279)
  br label %231, !dbg !280

156:                                              ; preds = %166, %148
  %157 = phi i64 [ %150, %148 ], [ %168, %166 ], !dbg !264
    #dbg_value(i64 %157, !112, !DIExpression(), !264)
  %158 = getelementptr inbounds %struct.Entry, ptr %151, i64 %157, !dbg !281
  %159 = getelementptr inbounds i8, ptr %158, i64 12, !dbg !282
  %160 = load i32, ptr %159, align 4, !dbg !282, !tbaa !150
  %161 = icmp eq i32 %160, 1, !dbg !273
  br i1 %161, label %162, label %166, !dbg !273

162:                                              ; preds = %156
  %163 = load ptr, ptr %158, align 8, !dbg !283, !tbaa !157
  %164 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %163, ptr noundef nonnull readonly dereferenceable(5) @.str.3) #12, !dbg !284
  %165 = icmp eq i32 %164, 0, !dbg !285
  br i1 %165, label %169, label %166, !dbg !286

166:                                              ; preds = %156, %162
  %167 = add i64 %157, 1, !dbg !287
  %168 = and i64 %167, %152, !dbg !288
    #dbg_value(i64 %168, !112, !DIExpression(), !264)
  br label %156, !dbg !273, !llvm.loop !289

169:                                              ; preds = %162
  %170 = getelementptr inbounds i8, ptr %158, i64 8, !dbg !274
  %171 = load i32, ptr %170, align 8, !dbg !274, !tbaa !167
    #dbg_value(ptr %1, !103, !DIExpression(), !275)
    #dbg_value(ptr @.str.5, !111, !DIExpression(), !275)
    #dbg_value(i32 poison, !131, !DIExpression(), !291)
    #dbg_value(ptr poison, !125, !DIExpression(), !291)
  %172 = and i64 %149, 2090432897, !dbg !293
    #dbg_value(i64 %172, !112, !DIExpression(), !275)
  br label %173, !dbg !294

173:                                              ; preds = %182, %169
  %174 = phi i64 [ %172, %169 ], [ %184, %182 ], !dbg !275
    #dbg_value(i64 %174, !112, !DIExpression(), !275)
  %175 = getelementptr inbounds %struct.Entry, ptr %151, i64 %174, !dbg !295
  %176 = getelementptr inbounds i8, ptr %175, i64 12, !dbg !296
  %177 = load i32, ptr %176, align 4, !dbg !296, !tbaa !150
  switch i32 %177, label %182 [
    i32 0, label %185
    i32 1, label %178
  ], !dbg !294

178:                                              ; preds = %173
  %179 = load ptr, ptr %175, align 8, !dbg !297, !tbaa !157
  %180 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %179, ptr noundef nonnull readonly dereferenceable(5) @.str.5) #12, !dbg !298
  %181 = icmp eq i32 %180, 0, !dbg !299
  br i1 %181, label %185, label %182, !dbg !300

182:                                              ; preds = %178, %173
  %183 = add i64 %174, 1, !dbg !301
  %184 = and i64 %183, %152, !dbg !302
    #dbg_value(i64 %184, !112, !DIExpression(), !275)
  br label %173, !dbg !294, !llvm.loop !303

185:                                              ; preds = %173, %178
  %186 = phi i32 [ -1, %173 ], [ 1, %178 ], !dbg !275
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %171, i32 noundef %186), !dbg !278
    #dbg_value(i64 0, !88, !DIExpression(), !279)
  br i1 %147, label %231, label %233, !dbg !280

187:                                              ; preds = %140, %226
  %188 = phi i32 [ %229, %226 ], [ 0, %140 ]
  %189 = phi i32 [ %228, %226 ], [ 0, %140 ]
  %190 = phi i32 [ %227, %226 ], [ 0, %140 ]
    #dbg_value(i32 %188, !83, !DIExpression(), !305)
    #dbg_value(i32 %189, !73, !DIExpression(), !91)
    #dbg_value(i32 %190, !74, !DIExpression(), !91)
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %188), !dbg !306
    #dbg_value(ptr %1, !103, !DIExpression(), !307)
    #dbg_value(ptr %2, !111, !DIExpression(), !307)
  br i1 %6, label %226, label %191, !dbg !309

191:                                              ; preds = %187
    #dbg_value(ptr %2, !125, !DIExpression(), !310)
    #dbg_value(i32 5381, !131, !DIExpression(), !310)
  %192 = load i8, ptr %2, align 16, !dbg !312, !tbaa !135
  %193 = icmp eq i8 %192, 0, !dbg !313
  br i1 %193, label %206, label %194, !dbg !313

194:                                              ; preds = %191, %194
  %195 = phi i8 [ %202, %194 ], [ %192, %191 ]
  %196 = phi i32 [ %201, %194 ], [ 5381, %191 ]
  %197 = phi ptr [ %199, %194 ], [ %2, %191 ]
    #dbg_value(i32 %196, !131, !DIExpression(), !310)
    #dbg_value(ptr %197, !125, !DIExpression(), !310)
  %198 = mul i32 %196, 33, !dbg !314
  %199 = getelementptr inbounds i8, ptr %197, i64 1, !dbg !315
    #dbg_value(ptr %199, !125, !DIExpression(), !310)
  %200 = zext i8 %195 to i32, !dbg !316
  %201 = add i32 %198, %200, !dbg !317
    #dbg_value(i32 %201, !131, !DIExpression(), !310)
  %202 = load i8, ptr %199, align 1, !dbg !312, !tbaa !135
  %203 = icmp eq i8 %202, 0, !dbg !313
  br i1 %203, label %204, label %194, !dbg !313, !llvm.loop !318

204:                                              ; preds = %194
  %205 = zext i32 %201 to i64, !dbg !319
  br label %206, !dbg !319

206:                                              ; preds = %204, %191
  %207 = phi i64 [ 5381, %191 ], [ %205, %204 ], !dbg !310
  %208 = and i64 %207, %7, !dbg !320
    #dbg_value(i64 %208, !112, !DIExpression(), !307)
  br label %209, !dbg !321

209:                                              ; preds = %218, %206
  %210 = phi i64 [ %208, %206 ], [ %220, %218 ], !dbg !307
    #dbg_value(i64 %210, !112, !DIExpression(), !307)
  %211 = getelementptr inbounds %struct.Entry, ptr %8, i64 %210, !dbg !322
  %212 = getelementptr inbounds i8, ptr %211, i64 12, !dbg !323
  %213 = load i32, ptr %212, align 4, !dbg !323, !tbaa !150
  switch i32 %213, label %218 [
    i32 0, label %226
    i32 1, label %214
  ], !dbg !321

214:                                              ; preds = %209
  %215 = load ptr, ptr %211, align 8, !dbg !324, !tbaa !157
  %216 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %215, ptr noundef nonnull readonly dereferenceable(1) %2) #12, !dbg !325
  %217 = icmp eq i32 %216, 0, !dbg !326
  br i1 %217, label %221, label %218, !dbg !327

218:                                              ; preds = %214, %209
  %219 = add i64 %210, 1, !dbg !328
  %220 = and i64 %219, %9, !dbg !329
    #dbg_value(i64 %220, !112, !DIExpression(), !307)
  br label %209, !dbg !321, !llvm.loop !330

221:                                              ; preds = %214
    #dbg_value(ptr %211, !85, !DIExpression(), !332)
  %222 = add nsw i32 %190, 1, !dbg !333
    #dbg_value(i32 %222, !74, !DIExpression(), !91)
  %223 = getelementptr inbounds i8, ptr %211, i64 8, !dbg !336
  %224 = load i32, ptr %223, align 8, !dbg !336, !tbaa !167
  %225 = add nsw i32 %224, %189, !dbg !337
    #dbg_value(i32 %225, !73, !DIExpression(), !91)
  br label %226, !dbg !338

226:                                              ; preds = %209, %187, %221
  %227 = phi i32 [ %222, %221 ], [ %190, %187 ], [ %190, %209 ], !dbg !91
  %228 = phi i32 [ %225, %221 ], [ %189, %187 ], [ %189, %209 ], !dbg !91
    #dbg_value(i32 %228, !73, !DIExpression(), !91)
    #dbg_value(i32 %227, !74, !DIExpression(), !91)
  %229 = add nuw nsw i32 %188, 1, !dbg !339
    #dbg_value(i32 %229, !83, !DIExpression(), !305)
  %230 = icmp eq i32 %229, 2003, !dbg !340
  br i1 %230, label %145, label %187, !dbg !341, !llvm.loop !342

231:                                              ; preds = %233, %153, %185
  %232 = phi ptr [ %155, %153 ], [ %151, %185 ], [ %151, %233 ]
  call void @free(ptr noundef %232), !dbg !344
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12, !dbg !345
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #12, !dbg !345
  ret i32 0, !dbg !346

233:                                              ; preds = %185, %233
  %234 = phi i64 [ %237, %233 ], [ 0, %185 ]
    #dbg_value(i64 %234, !88, !DIExpression(), !279)
  %235 = getelementptr inbounds %struct.Entry, ptr %151, i64 %234, !dbg !347
  %236 = load ptr, ptr %235, align 8, !dbg !349, !tbaa !157
  call void @free(ptr noundef %236), !dbg !350
  %237 = add nuw i64 %234, 1, !dbg !351
    #dbg_value(i64 %237, !88, !DIExpression(), !279)
  %238 = icmp eq i64 %237, %146, !dbg !352
  br i1 %238, label %231, label %233, !dbg !280, !llvm.loop !353
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @snprintf(ptr noundef %0, i64 %1, ptr nocapture nonnull readnone %2, ...) unnamed_addr #3 !dbg !355 {
  %4 = alloca ptr, align 8, !DIAssignID !366
    #dbg_assign(i1 undef, !364, !DIExpression(), !366, ptr %4, !DIExpression(), !367)
    #dbg_value(ptr %0, !360, !DIExpression(), !367)
    #dbg_value(i64 32, !361, !DIExpression(), !367)
    #dbg_value(ptr @.str, !362, !DIExpression(), !367)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !368
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !369
  %5 = load ptr, ptr %4, align 8, !dbg !370, !tbaa !371
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef 32, ptr noundef nonnull @.str, ptr noundef %5) #12, !dbg !372
    #dbg_value(i32 %6, !363, !DIExpression(), !367)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !373
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !374
  ret void, !dbg !375
}

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 !dbg !376 {
    #dbg_value(ptr %0, !380, !DIExpression(), !385)
    #dbg_value(ptr %1, !381, !DIExpression(), !385)
    #dbg_value(i32 %2, !382, !DIExpression(), !385)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !386
  %5 = load i64, ptr %4, align 8, !dbg !386, !tbaa !388
  %6 = shl i64 %5, 2, !dbg !389
  %7 = add i64 %6, 4, !dbg !389
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !390
  %9 = load i64, ptr %8, align 8, !dbg !390, !tbaa !117
  %10 = mul i64 %9, 3, !dbg !391
  %11 = icmp ult i64 %7, %10, !dbg !392
  br i1 %11, label %33, label %12, !dbg !393

12:                                               ; preds = %3
    #dbg_value(ptr %0, !394, !DIExpression(), !403)
  %13 = load ptr, ptr %0, align 8, !dbg !405, !tbaa !146
    #dbg_value(ptr %13, !399, !DIExpression(), !403)
    #dbg_value(i64 %9, !400, !DIExpression(), !403)
  %14 = icmp eq i64 %9, 0, !dbg !406
  %15 = shl i64 %9, 1
  %16 = select i1 %14, i64 8, i64 %15, !dbg !406
  store i64 %16, ptr %8, align 8, !dbg !407, !tbaa !117
  %17 = tail call ptr @calloc(i64 noundef %16, i64 noundef 16) #13, !dbg !408
  store ptr %17, ptr %0, align 8, !dbg !409, !tbaa !146
  store i64 0, ptr %4, align 8, !dbg !410, !tbaa !388
    #dbg_value(i64 0, !401, !DIExpression(), !411)
  br i1 %14, label %32, label %18, !dbg !412

18:                                               ; preds = %12, %29
  %19 = phi i64 [ %30, %29 ], [ 0, %12 ]
    #dbg_value(i64 %19, !401, !DIExpression(), !411)
  %20 = getelementptr inbounds %struct.Entry, ptr %13, i64 %19, !dbg !413
  %21 = getelementptr inbounds i8, ptr %20, i64 12, !dbg !416
  %22 = load i32, ptr %21, align 4, !dbg !416, !tbaa !150
  %23 = icmp eq i32 %22, 1, !dbg !417
  br i1 %23, label %24, label %29, !dbg !418

24:                                               ; preds = %18
  %25 = load ptr, ptr %20, align 8, !dbg !419, !tbaa !157
  %26 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !421
  %27 = load i32, ptr %26, align 8, !dbg !421, !tbaa !167
  tail call fastcc void @put(ptr noundef nonnull %0, ptr noundef %25, i32 noundef %27), !dbg !422
  %28 = load ptr, ptr %20, align 8, !dbg !423, !tbaa !157
  tail call void @free(ptr noundef %28), !dbg !424
  br label %29, !dbg !425

29:                                               ; preds = %24, %18
  %30 = add nuw i64 %19, 1, !dbg !426
    #dbg_value(i64 %30, !401, !DIExpression(), !411)
  %31 = icmp eq i64 %30, %9, !dbg !427
  br i1 %31, label %32, label %18, !dbg !412, !llvm.loop !428

32:                                               ; preds = %29, %12
  tail call void @free(ptr noundef %13), !dbg !430
  br label %33, !dbg !431

33:                                               ; preds = %32, %3
    #dbg_value(ptr %1, !125, !DIExpression(), !432)
    #dbg_value(i32 5381, !131, !DIExpression(), !432)
  %34 = load i8, ptr %1, align 1, !dbg !434, !tbaa !135
  %35 = icmp eq i8 %34, 0, !dbg !435
  br i1 %35, label %48, label %36, !dbg !435

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %44, %36 ], [ %34, %33 ]
  %38 = phi i32 [ %43, %36 ], [ 5381, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %1, %33 ]
    #dbg_value(i32 %38, !131, !DIExpression(), !432)
    #dbg_value(ptr %39, !125, !DIExpression(), !432)
  %40 = mul i32 %38, 33, !dbg !436
  %41 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !437
    #dbg_value(ptr %41, !125, !DIExpression(), !432)
  %42 = zext i8 %37 to i32, !dbg !438
  %43 = add i32 %40, %42, !dbg !439
    #dbg_value(i32 %43, !131, !DIExpression(), !432)
  %44 = load i8, ptr %41, align 1, !dbg !434, !tbaa !135
  %45 = icmp eq i8 %44, 0, !dbg !435
  br i1 %45, label %46, label %36, !dbg !435, !llvm.loop !440

46:                                               ; preds = %36
  %47 = zext i32 %43 to i64, !dbg !441
  br label %48, !dbg !441

48:                                               ; preds = %46, %33
  %49 = phi i64 [ 5381, %33 ], [ %47, %46 ], !dbg !432
  %50 = load i64, ptr %8, align 8, !dbg !442, !tbaa !117
  %51 = add i64 %50, 4294967295, !dbg !443
  %52 = and i64 %51, %49, !dbg !444
    #dbg_value(i64 %52, !383, !DIExpression(), !385)
    #dbg_value(i32 -1, !384, !DIExpression(), !385)
  %53 = load ptr, ptr %0, align 8, !tbaa !146
  %54 = add i64 %50, -1
  br label %55, !dbg !445

55:                                               ; preds = %67, %48
  %56 = phi i64 [ %52, %48 ], [ %74, %67 ], !dbg !385
  %57 = phi i32 [ -1, %48 ], [ %72, %67 ], !dbg !385
    #dbg_value(i32 %57, !384, !DIExpression(), !385)
    #dbg_value(i64 %56, !383, !DIExpression(), !385)
  %58 = getelementptr inbounds %struct.Entry, ptr %53, i64 %56, !dbg !446
  %59 = getelementptr inbounds i8, ptr %58, i64 12, !dbg !447
  %60 = load i32, ptr %59, align 4, !dbg !447, !tbaa !150
  switch i32 %60, label %67 [
    i32 0, label %75
    i32 1, label %61
  ], !dbg !445

61:                                               ; preds = %55
  %62 = load ptr, ptr %58, align 8, !dbg !448, !tbaa !157
  %63 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !451
  %64 = icmp eq i32 %63, 0, !dbg !452
  br i1 %64, label %65, label %67, !dbg !453

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !454
  store i32 %2, ptr %66, align 8, !dbg !456, !tbaa !167
  br label %91, !dbg !457

67:                                               ; preds = %55, %61
  %68 = icmp eq i32 %60, 2, !dbg !458
  %69 = icmp slt i32 %57, 0
  %70 = select i1 %68, i1 %69, i1 false, !dbg !460
  %71 = trunc i64 %56 to i32
  %72 = select i1 %70, i32 %71, i32 %57, !dbg !460
    #dbg_value(i32 %72, !384, !DIExpression(), !385)
  %73 = add i64 %56, 1, !dbg !461
  %74 = and i64 %73, %54, !dbg !462
    #dbg_value(i64 %74, !383, !DIExpression(), !385)
  br label %55, !dbg !445, !llvm.loop !463

75:                                               ; preds = %55
  %76 = icmp sgt i32 %57, -1, !dbg !465
  br i1 %76, label %77, label %79, !dbg !467

77:                                               ; preds = %75
  %78 = zext nneg i32 %57 to i64, !dbg !468
    #dbg_value(i64 %78, !383, !DIExpression(), !385)
  br label %82, !dbg !469

79:                                               ; preds = %75
  %80 = load i64, ptr %4, align 8, !dbg !470, !tbaa !388
  %81 = add i64 %80, 1, !dbg !470
  store i64 %81, ptr %4, align 8, !dbg !470, !tbaa !388
  br label %82

82:                                               ; preds = %79, %77
  %83 = phi i64 [ %78, %77 ], [ %56, %79 ], !dbg !385
    #dbg_value(i64 %83, !383, !DIExpression(), !385)
  %84 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !471
  %85 = add i64 %84, 1, !dbg !472
  %86 = tail call ptr @malloc(i64 noundef %85) #14, !dbg !473
  %87 = getelementptr inbounds %struct.Entry, ptr %53, i64 %83, !dbg !474
  store ptr %86, ptr %87, align 8, !dbg !475, !tbaa !157
  %88 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %86, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !476
  %89 = getelementptr inbounds %struct.Entry, ptr %53, i64 %83, i32 1, !dbg !477
  store i32 %2, ptr %89, align 8, !dbg !478, !tbaa !167
  %90 = getelementptr inbounds %struct.Entry, ptr %53, i64 %83, i32 2, !dbg !479
  store i32 1, ptr %90, align 4, !dbg !480, !tbaa !150
  br label %91, !dbg !481

91:                                               ; preds = %82, %65
  ret void, !dbg !481
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 !dbg !482 {
  %2 = alloca ptr, align 8, !DIAssignID !489
    #dbg_assign(i1 undef, !488, !DIExpression(), !489, ptr %2, !DIExpression(), !490)
    #dbg_value(ptr %0, !486, !DIExpression(), !490)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !491
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !492
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12, !dbg !493
  %4 = load ptr, ptr %2, align 8, !dbg !494, !tbaa !371
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12, !dbg !495
    #dbg_value(i32 %5, !487, !DIExpression(), !490)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !496
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !497
  ret void, !dbg !498
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !499 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

declare !dbg !504 dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !512 dso_local i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !516 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !519 dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !522 dso_local ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !525 dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare !dbg !528 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare !dbg !544 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0,1) }
attributes #14 = { allocsize(0) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/hashtable.c", directory: ".")
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
!33 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 35, baseType: !36)
!35 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!36 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!0, !7, !12, !17, !22, !27}
!38 = !{i32 7, !"Dwarf Version", i32 4}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 2}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Entry", file: !2, line: 6, size: 128, elements: !57)
!57 = !{!58, !60, !61}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !56, file: !2, line: 6, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !56, file: !2, line: 6, baseType: !33, size: 32, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !56, file: !2, line: 6, baseType: !49, size: 32, offset: 96)
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
!122 = !{!"long long", !120, i64 0}
!123 = !DILocation(line: 45, column: 10, scope: !116, inlinedAt: !114)
!124 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !114)
!125 = !DILocalVariable(name: "s", arg: 1, scope: !126, file: !2, line: 9, type: !108)
!126 = distinct !DISubprogram(name: "hash_str", scope: !2, file: !2, line: 9, type: !127, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !130)
!127 = !DISubroutineType(types: !128)
!128 = !{!129, !108}
!129 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!130 = !{!125, !131}
!131 = !DILocalVariable(name: "h", scope: !126, file: !2, line: 10, type: !129)
!132 = !DILocation(line: 0, scope: !126, inlinedAt: !133)
!133 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !114)
!134 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !133)
!135 = !{!120, !120, i64 0}
!136 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !133)
!137 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !133)
!138 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !133)
!139 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !133)
!140 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !133)
!141 = distinct !{!141, !136, !138, !142}
!142 = !{!"llvm.loop.mustprogress"}
!143 = !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !114)
!144 = !DILocation(line: 46, column: 38, scope: !104, inlinedAt: !114)
!145 = !DILocation(line: 46, column: 28, scope: !104, inlinedAt: !114)
!146 = !{!118, !119, i64 0}
!147 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !114)
!148 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !114)
!149 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !114)
!150 = !{!151, !153, i64 12}
!151 = !{!"Entry", !119, i64 0, !152, i64 8, !153, i64 12}
!152 = !{!"long", !120, i64 0}
!153 = !{!"int", !120, i64 0}
!154 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !114)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 48, column: 13)
!156 = distinct !DILexicalBlock(scope: !104, file: !2, line: 47, column: 32)
!157 = !{!151, !119, i64 0}
!158 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !114)
!159 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !114)
!160 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !114)
!161 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !114)
!162 = !DILocation(line: 49, column: 21, scope: !156, inlinedAt: !114)
!163 = distinct !{!163, !147, !164, !142}
!164 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !114)
!165 = !DILocation(line: 0, scope: !71)
!166 = !DILocation(line: 69, column: 29, scope: !71)
!167 = !{!151, !152, i64 8}
!168 = !DILocation(line: 69, column: 35, scope: !71)
!169 = !DILocation(line: 69, column: 22, scope: !71)
!170 = !DILocation(line: 69, column: 9, scope: !71)
!171 = !DILocation(line: 66, column: 32, scope: !72)
!172 = !DILocation(line: 66, column: 23, scope: !72)
!173 = distinct !{!173, !98, !174, !142}
!174 = !DILocation(line: 70, column: 5, scope: !69)
!175 = !DILocation(line: 78, column: 43, scope: !46)
!176 = !DILocation(line: 78, column: 5, scope: !46)
!177 = !DILocation(line: 0, scope: !82)
!178 = !DILocation(line: 80, column: 5, scope: !82)
!179 = !DILocation(line: 74, column: 9, scope: !78)
!180 = !DILocation(line: 0, scope: !104, inlinedAt: !181)
!181 = distinct !DILocation(line: 75, column: 27, scope: !78)
!182 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !181)
!183 = !DILocation(line: 0, scope: !126, inlinedAt: !184)
!184 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !181)
!185 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !184)
!186 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !184)
!187 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !184)
!188 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !184)
!189 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !184)
!190 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !184)
!191 = distinct !{!191, !186, !188, !142}
!192 = !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !181)
!193 = !DILocation(line: 46, column: 28, scope: !104, inlinedAt: !181)
!194 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !181)
!195 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !181)
!196 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !181)
!197 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !181)
!198 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !181)
!199 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !181)
!200 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !181)
!201 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !181)
!202 = !DILocation(line: 49, column: 21, scope: !156, inlinedAt: !181)
!203 = distinct !{!203, !194, !204, !142}
!204 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !181)
!205 = !DILocation(line: 0, scope: !78)
!206 = !DILocation(line: 76, column: 25, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 76, column: 16)
!208 = distinct !DILexicalBlock(scope: !78, file: !2, line: 76, column: 13)
!209 = !DILocation(line: 76, column: 39, scope: !207)
!210 = !DILocation(line: 76, column: 33, scope: !207)
!211 = !DILocation(line: 76, column: 46, scope: !207)
!212 = !DILocation(line: 73, column: 32, scope: !79)
!213 = !DILocation(line: 73, column: 23, scope: !79)
!214 = distinct !{!214, !100, !215, !142}
!215 = !DILocation(line: 77, column: 5, scope: !76)
!216 = !DILocation(line: 81, column: 9, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 80, column: 39)
!218 = distinct !DILexicalBlock(scope: !82, file: !2, line: 80, column: 5)
!219 = !DILocalVariable(name: "t", arg: 1, scope: !220, file: !2, line: 54, type: !107)
!220 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 54, type: !221, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!49, !107, !108}
!223 = !{!219, !224, !225}
!224 = !DILocalVariable(name: "k", arg: 2, scope: !220, file: !2, line: 54, type: !108)
!225 = !DILocalVariable(name: "e", scope: !220, file: !2, line: 55, type: !55)
!226 = !DILocation(line: 0, scope: !220, inlinedAt: !227)
!227 = distinct !DILocation(line: 82, column: 20, scope: !217)
!228 = !DILocation(line: 0, scope: !104, inlinedAt: !229)
!229 = distinct !DILocation(line: 55, column: 23, scope: !220, inlinedAt: !227)
!230 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !229)
!231 = !DILocation(line: 0, scope: !126, inlinedAt: !232)
!232 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !229)
!233 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !232)
!234 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !232)
!235 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !232)
!236 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !232)
!237 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !232)
!238 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !232)
!239 = distinct !{!239, !234, !236, !142}
!240 = !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !229)
!241 = !DILocation(line: 46, column: 28, scope: !104, inlinedAt: !229)
!242 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !229)
!243 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !229)
!244 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !229)
!245 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !229)
!246 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !229)
!247 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !229)
!248 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !229)
!249 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !229)
!250 = !DILocation(line: 49, column: 21, scope: !156, inlinedAt: !229)
!251 = distinct !{!251, !242, !252, !142}
!252 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !229)
!253 = !DILocation(line: 57, column: 5, scope: !220, inlinedAt: !227)
!254 = !DILocation(line: 58, column: 12, scope: !220, inlinedAt: !227)
!255 = !DILocation(line: 59, column: 14, scope: !220, inlinedAt: !227)
!256 = !DILocation(line: 60, column: 5, scope: !220, inlinedAt: !227)
!257 = !DILocation(line: 82, column: 17, scope: !217)
!258 = !DILocation(line: 80, column: 33, scope: !218)
!259 = !DILocation(line: 80, column: 23, scope: !218)
!260 = distinct !{!260, !178, !261, !142}
!261 = !DILocation(line: 83, column: 5, scope: !82)
!262 = !DILocation(line: 90, column: 5, scope: !46)
!263 = !DILocation(line: 91, column: 5, scope: !46)
!264 = !DILocation(line: 0, scope: !104, inlinedAt: !265)
!265 = distinct !DILocation(line: 92, column: 40, scope: !46)
!266 = !DILocation(line: 45, column: 13, scope: !116, inlinedAt: !265)
!267 = !DILocation(line: 45, column: 10, scope: !116, inlinedAt: !265)
!268 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !265)
!269 = !DILocation(line: 0, scope: !126, inlinedAt: !270)
!270 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !265)
!271 = !DILocation(line: 46, column: 38, scope: !104, inlinedAt: !265)
!272 = !DILocation(line: 46, column: 28, scope: !104, inlinedAt: !265)
!273 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !265)
!274 = !DILocation(line: 92, column: 57, scope: !46)
!275 = !DILocation(line: 0, scope: !104, inlinedAt: !276)
!276 = distinct !DILocation(line: 92, column: 64, scope: !46)
!277 = !DILocation(line: 94, column: 12, scope: !46)
!278 = !DILocation(line: 92, column: 5, scope: !46)
!279 = !DILocation(line: 0, scope: !89)
!280 = !DILocation(line: 93, column: 5, scope: !89)
!281 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !265)
!282 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !265)
!283 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !265)
!284 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !265)
!285 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !265)
!286 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !265)
!287 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !265)
!288 = !DILocation(line: 49, column: 21, scope: !156, inlinedAt: !265)
!289 = distinct !{!289, !273, !290, !142}
!290 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !265)
!291 = !DILocation(line: 0, scope: !126, inlinedAt: !292)
!292 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !276)
!293 = !DILocation(line: 46, column: 28, scope: !104, inlinedAt: !276)
!294 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !276)
!295 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !276)
!296 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !276)
!297 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !276)
!298 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !276)
!299 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !276)
!300 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !276)
!301 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !276)
!302 = !DILocation(line: 49, column: 21, scope: !156, inlinedAt: !276)
!303 = distinct !{!303, !294, !304, !142}
!304 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !276)
!305 = !DILocation(line: 0, scope: !84)
!306 = !DILocation(line: 86, column: 9, scope: !86)
!307 = !DILocation(line: 0, scope: !104, inlinedAt: !308)
!308 = distinct !DILocation(line: 87, column: 27, scope: !86)
!309 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !308)
!310 = !DILocation(line: 0, scope: !126, inlinedAt: !311)
!311 = distinct !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !308)
!312 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !311)
!313 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !311)
!314 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !311)
!315 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !311)
!316 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !311)
!317 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !311)
!318 = distinct !{!318, !313, !315, !142}
!319 = !DILocation(line: 46, column: 16, scope: !104, inlinedAt: !308)
!320 = !DILocation(line: 46, column: 28, scope: !104, inlinedAt: !308)
!321 = !DILocation(line: 47, column: 5, scope: !104, inlinedAt: !308)
!322 = !DILocation(line: 47, column: 12, scope: !104, inlinedAt: !308)
!323 = !DILocation(line: 47, column: 20, scope: !104, inlinedAt: !308)
!324 = !DILocation(line: 48, column: 50, scope: !155, inlinedAt: !308)
!325 = !DILocation(line: 48, column: 35, scope: !155, inlinedAt: !308)
!326 = !DILocation(line: 48, column: 58, scope: !155, inlinedAt: !308)
!327 = !DILocation(line: 48, column: 13, scope: !156, inlinedAt: !308)
!328 = !DILocation(line: 49, column: 16, scope: !156, inlinedAt: !308)
!329 = !DILocation(line: 49, column: 21, scope: !156, inlinedAt: !308)
!330 = distinct !{!330, !321, !331, !142}
!331 = !DILocation(line: 50, column: 5, scope: !104, inlinedAt: !308)
!332 = !DILocation(line: 0, scope: !86)
!333 = !DILocation(line: 88, column: 25, scope: !334)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 88, column: 16)
!335 = distinct !DILexicalBlock(scope: !86, file: !2, line: 88, column: 13)
!336 = !DILocation(line: 88, column: 39, scope: !334)
!337 = !DILocation(line: 88, column: 33, scope: !334)
!338 = !DILocation(line: 88, column: 46, scope: !334)
!339 = !DILocation(line: 85, column: 32, scope: !87)
!340 = !DILocation(line: 85, column: 23, scope: !87)
!341 = !DILocation(line: 85, column: 5, scope: !84)
!342 = distinct !{!342, !341, !343, !142}
!343 = !DILocation(line: 89, column: 5, scope: !84)
!344 = !DILocation(line: 94, column: 5, scope: !46)
!345 = !DILocation(line: 96, column: 1, scope: !46)
!346 = !DILocation(line: 95, column: 5, scope: !46)
!347 = !DILocation(line: 93, column: 45, scope: !348)
!348 = distinct !DILexicalBlock(scope: !89, file: !2, line: 93, column: 5)
!349 = !DILocation(line: 93, column: 52, scope: !348)
!350 = !DILocation(line: 93, column: 40, scope: !348)
!351 = !DILocation(line: 93, column: 36, scope: !348)
!352 = !DILocation(line: 93, column: 26, scope: !348)
!353 = distinct !{!353, !280, !354, !142}
!354 = !DILocation(line: 93, column: 55, scope: !89)
!355 = distinct !DISubprogram(name: "snprintf", scope: !356, file: !356, line: 451, type: !357, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !359)
!356 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!357 = !DISubroutineType(cc: DW_CC_nocall, types: !358)
!358 = !{!49, !59, !34, !108, null}
!359 = !{!360, !361, !362, !363, !364}
!360 = !DILocalVariable(name: "__stream", arg: 1, scope: !355, file: !356, line: 451, type: !59)
!361 = !DILocalVariable(name: "__n", arg: 2, scope: !355, file: !356, line: 451, type: !34)
!362 = !DILocalVariable(name: "__format", arg: 3, scope: !355, file: !356, line: 451, type: !108)
!363 = !DILocalVariable(name: "__retval", scope: !355, file: !356, line: 453, type: !49)
!364 = !DILocalVariable(name: "__local_argv", scope: !355, file: !356, line: 454, type: !365)
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !59)
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 0, scope: !355)
!368 = !DILocation(line: 454, column: 3, scope: !355)
!369 = !DILocation(line: 454, column: 35, scope: !355)
!370 = !DILocation(line: 455, column: 58, scope: !355)
!371 = !{!119, !119, i64 0}
!372 = !DILocation(line: 455, column: 14, scope: !355)
!373 = !DILocation(line: 456, column: 3, scope: !355)
!374 = !DILocation(line: 458, column: 1, scope: !355)
!375 = !DILocation(line: 457, column: 3, scope: !355)
!376 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 28, type: !377, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !379)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !107, !108, !33}
!379 = !{!380, !381, !382, !383, !384}
!380 = !DILocalVariable(name: "t", arg: 1, scope: !376, file: !2, line: 28, type: !107)
!381 = !DILocalVariable(name: "k", arg: 2, scope: !376, file: !2, line: 28, type: !108)
!382 = !DILocalVariable(name: "v", arg: 3, scope: !376, file: !2, line: 28, type: !33)
!383 = !DILocalVariable(name: "i", scope: !376, file: !2, line: 30, type: !34)
!384 = !DILocalVariable(name: "tomb", scope: !376, file: !2, line: 31, type: !33)
!385 = !DILocation(line: 0, scope: !376)
!386 = !DILocation(line: 29, column: 13, scope: !387)
!387 = distinct !DILexicalBlock(scope: !376, file: !2, line: 29, column: 9)
!388 = !{!118, !122, i64 16}
!389 = !DILocation(line: 29, column: 23, scope: !387)
!390 = !DILocation(line: 29, column: 33, scope: !387)
!391 = !DILocation(line: 29, column: 37, scope: !387)
!392 = !DILocation(line: 29, column: 27, scope: !387)
!393 = !DILocation(line: 29, column: 9, scope: !376)
!394 = !DILocalVariable(name: "t", arg: 1, scope: !395, file: !2, line: 17, type: !107)
!395 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 17, type: !396, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !398)
!396 = !DISubroutineType(types: !397)
!397 = !{null, !107}
!398 = !{!394, !399, !400, !401}
!399 = !DILocalVariable(name: "old", scope: !395, file: !2, line: 18, type: !55)
!400 = !DILocalVariable(name: "oldcap", scope: !395, file: !2, line: 19, type: !34)
!401 = !DILocalVariable(name: "i", scope: !402, file: !2, line: 23, type: !34)
!402 = distinct !DILexicalBlock(scope: !395, file: !2, line: 23, column: 5)
!403 = !DILocation(line: 0, scope: !395, inlinedAt: !404)
!404 = distinct !DILocation(line: 29, column: 42, scope: !387)
!405 = !DILocation(line: 18, column: 28, scope: !395, inlinedAt: !404)
!406 = !DILocation(line: 20, column: 14, scope: !395, inlinedAt: !404)
!407 = !DILocation(line: 20, column: 12, scope: !395, inlinedAt: !404)
!408 = !DILocation(line: 21, column: 12, scope: !395, inlinedAt: !404)
!409 = !DILocation(line: 21, column: 10, scope: !395, inlinedAt: !404)
!410 = !DILocation(line: 22, column: 13, scope: !395, inlinedAt: !404)
!411 = !DILocation(line: 0, scope: !402, inlinedAt: !404)
!412 = !DILocation(line: 23, column: 5, scope: !402, inlinedAt: !404)
!413 = !DILocation(line: 24, column: 13, scope: !414, inlinedAt: !404)
!414 = distinct !DILexicalBlock(scope: !415, file: !2, line: 24, column: 13)
!415 = distinct !DILexicalBlock(scope: !402, file: !2, line: 23, column: 5)
!416 = !DILocation(line: 24, column: 20, scope: !414, inlinedAt: !404)
!417 = !DILocation(line: 24, column: 26, scope: !414, inlinedAt: !404)
!418 = !DILocation(line: 24, column: 13, scope: !415, inlinedAt: !404)
!419 = !DILocation(line: 24, column: 48, scope: !420, inlinedAt: !404)
!420 = distinct !DILexicalBlock(scope: !414, file: !2, line: 24, column: 32)
!421 = !DILocation(line: 24, column: 60, scope: !420, inlinedAt: !404)
!422 = !DILocation(line: 24, column: 34, scope: !420, inlinedAt: !404)
!423 = !DILocation(line: 24, column: 80, scope: !420, inlinedAt: !404)
!424 = !DILocation(line: 24, column: 68, scope: !420, inlinedAt: !404)
!425 = !DILocation(line: 24, column: 86, scope: !420, inlinedAt: !404)
!426 = !DILocation(line: 23, column: 37, scope: !415, inlinedAt: !404)
!427 = !DILocation(line: 23, column: 26, scope: !415, inlinedAt: !404)
!428 = distinct !{!428, !412, !429, !142}
!429 = !DILocation(line: 24, column: 86, scope: !402, inlinedAt: !404)
!430 = !DILocation(line: 25, column: 5, scope: !395, inlinedAt: !404)
!431 = !DILocation(line: 29, column: 42, scope: !387)
!432 = !DILocation(line: 0, scope: !126, inlinedAt: !433)
!433 = distinct !DILocation(line: 30, column: 16, scope: !376)
!434 = !DILocation(line: 11, column: 12, scope: !126, inlinedAt: !433)
!435 = !DILocation(line: 11, column: 5, scope: !126, inlinedAt: !433)
!436 = !DILocation(line: 11, column: 22, scope: !126, inlinedAt: !433)
!437 = !DILocation(line: 11, column: 46, scope: !126, inlinedAt: !433)
!438 = !DILocation(line: 11, column: 29, scope: !126, inlinedAt: !433)
!439 = !DILocation(line: 11, column: 27, scope: !126, inlinedAt: !433)
!440 = distinct !{!440, !435, !437, !142}
!441 = !DILocation(line: 30, column: 16, scope: !376)
!442 = !DILocation(line: 30, column: 34, scope: !376)
!443 = !DILocation(line: 30, column: 38, scope: !376)
!444 = !DILocation(line: 30, column: 28, scope: !376)
!445 = !DILocation(line: 32, column: 5, scope: !376)
!446 = !DILocation(line: 32, column: 12, scope: !376)
!447 = !DILocation(line: 32, column: 20, scope: !376)
!448 = !DILocation(line: 33, column: 50, scope: !449)
!449 = distinct !DILexicalBlock(scope: !450, file: !2, line: 33, column: 13)
!450 = distinct !DILexicalBlock(scope: !376, file: !2, line: 32, column: 32)
!451 = !DILocation(line: 33, column: 35, scope: !449)
!452 = !DILocation(line: 33, column: 58, scope: !449)
!453 = !DILocation(line: 33, column: 13, scope: !450)
!454 = !DILocation(line: 33, column: 74, scope: !455)
!455 = distinct !DILexicalBlock(scope: !449, file: !2, line: 33, column: 64)
!456 = !DILocation(line: 33, column: 80, scope: !455)
!457 = !DILocation(line: 33, column: 85, scope: !455)
!458 = !DILocation(line: 34, column: 27, scope: !459)
!459 = distinct !DILexicalBlock(scope: !450, file: !2, line: 34, column: 13)
!460 = !DILocation(line: 34, column: 32, scope: !459)
!461 = !DILocation(line: 35, column: 16, scope: !450)
!462 = !DILocation(line: 35, column: 21, scope: !450)
!463 = distinct !{!463, !445, !464, !142}
!464 = !DILocation(line: 36, column: 5, scope: !376)
!465 = !DILocation(line: 37, column: 14, scope: !466)
!466 = distinct !DILexicalBlock(scope: !376, file: !2, line: 37, column: 9)
!467 = !DILocation(line: 37, column: 9, scope: !376)
!468 = !DILocation(line: 37, column: 24, scope: !466)
!469 = !DILocation(line: 37, column: 20, scope: !466)
!470 = !DILocation(line: 37, column: 50, scope: !466)
!471 = !DILocation(line: 38, column: 26, scope: !376)
!472 = !DILocation(line: 38, column: 36, scope: !376)
!473 = !DILocation(line: 38, column: 19, scope: !376)
!474 = !DILocation(line: 38, column: 5, scope: !376)
!475 = !DILocation(line: 38, column: 17, scope: !376)
!476 = !DILocation(line: 39, column: 5, scope: !376)
!477 = !DILocation(line: 40, column: 13, scope: !376)
!478 = !DILocation(line: 40, column: 19, scope: !376)
!479 = !DILocation(line: 41, column: 13, scope: !376)
!480 = !DILocation(line: 41, column: 19, scope: !376)
!481 = !DILocation(line: 42, column: 1, scope: !376)
!482 = distinct !DISubprogram(name: "printf", scope: !356, file: !356, line: 368, type: !483, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !485)
!483 = !DISubroutineType(cc: DW_CC_nocall, types: !484)
!484 = !{!49, !108, null}
!485 = !{!486, !487, !488}
!486 = !DILocalVariable(name: "__format", arg: 1, scope: !482, file: !356, line: 368, type: !108)
!487 = !DILocalVariable(name: "__retval", scope: !482, file: !356, line: 370, type: !49)
!488 = !DILocalVariable(name: "__local_argv", scope: !482, file: !356, line: 371, type: !365)
!489 = distinct !DIAssignID()
!490 = !DILocation(line: 0, scope: !482)
!491 = !DILocation(line: 371, column: 3, scope: !482)
!492 = !DILocation(line: 371, column: 35, scope: !482)
!493 = !DILocation(line: 372, column: 32, scope: !482)
!494 = !DILocation(line: 372, column: 50, scope: !482)
!495 = !DILocation(line: 372, column: 14, scope: !482)
!496 = !DILocation(line: 373, column: 3, scope: !482)
!497 = !DILocation(line: 375, column: 1, scope: !482)
!498 = !DILocation(line: 374, column: 3, scope: !482)
!499 = !DISubprogram(name: "free", scope: !500, file: !500, line: 536, type: !501, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!501 = !DISubroutineType(types: !502)
!502 = !{null, !503}
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!504 = !DISubprogram(name: "__mingw_vsnprintf", scope: !356, file: !356, line: 177, type: !505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!505 = !DISubroutineType(types: !506)
!506 = !{!49, !507, !34, !508, !509}
!507 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!508 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!509 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !510, line: 31, baseType: !511)
!510 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!511 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !510, line: 24, baseType: !365)
!512 = !DISubprogram(name: "strcmp", scope: !513, file: !513, line: 63, type: !514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!514 = !DISubroutineType(types: !515)
!515 = !{!49, !108, !108}
!516 = !DISubprogram(name: "malloc", scope: !500, file: !500, line: 537, type: !517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{!503, !34}
!519 = !DISubprogram(name: "strlen", scope: !513, file: !513, line: 64, type: !520, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!36, !108}
!522 = !DISubprogram(name: "strcpy", scope: !513, file: !513, line: 61, type: !523, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{!59, !507, !508}
!525 = !DISubprogram(name: "calloc", scope: !500, file: !500, line: 535, type: !526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!503, !34, !34}
!528 = !DISubprogram(name: "__mingw_vfprintf", scope: !356, file: !356, line: 193, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!49, !531, !508, !509}
!531 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !532)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !356, line: 47, baseType: !534)
!534 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !356, line: 33, size: 384, align: 64, elements: !535)
!535 = !{!536, !537, !538, !539, !540, !541, !542, !543}
!536 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !534, file: !356, line: 37, baseType: !59, size: 64)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !534, file: !356, line: 38, baseType: !49, size: 32, offset: 64)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !534, file: !356, line: 39, baseType: !59, size: 64, offset: 128)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !534, file: !356, line: 40, baseType: !49, size: 32, offset: 192)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !534, file: !356, line: 41, baseType: !49, size: 32, offset: 224)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !534, file: !356, line: 42, baseType: !49, size: 32, offset: 256)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !534, file: !356, line: 43, baseType: !49, size: 32, offset: 288)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !534, file: !356, line: 44, baseType: !59, size: 64, offset: 320)
!544 = !DISubprogram(name: "__acrt_iob_func", scope: !356, file: !356, line: 93, type: !545, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubroutineType(types: !546)
!546 = !{!532, !31}
