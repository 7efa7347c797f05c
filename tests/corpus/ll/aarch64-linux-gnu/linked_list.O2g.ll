; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.DList = type { %struct.DNode }
%struct.DNode = type { ptr, ptr, i64 }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [24 x i8] c"initial hash %u len %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"reversed hash %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"sorted %d first %d hash %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"removed %d, hash %u len %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [32 x i8] c"dlist count %d fw %llu bw %llu\0A\00", align 1, !dbg !19

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !40 {
  %1 = alloca ptr, align 8, !DIAssignID !83
  %2 = alloca %struct.DList, align 8, !DIAssignID !84
    #dbg_assign(i1 undef, !61, !DIExpression(), !84, ptr %2, !DIExpression(), !85)
    #dbg_value(ptr null, !44, !DIExpression(), !85)
    #dbg_value(i32 99, !50, !DIExpression(), !85)
    #dbg_value(i32 0, !51, !DIExpression(), !86)
  br label %39, !dbg !87

3:                                                ; preds = %39, %3
  %4 = phi i32 [ %10, %3 ], [ 0, %39 ], !dbg !88
  %5 = phi i32 [ %9, %3 ], [ -2128831035, %39 ]
  %6 = phi ptr [ %12, %3 ], [ %46, %39 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !103)
    #dbg_value(ptr %6, !99, !DIExpression(), !103)
  %7 = load i32, ptr %6, align 8, !dbg !88, !tbaa !104
  %8 = xor i32 %7, %5, !dbg !110
  %9 = mul i32 %8, 16777619, !dbg !111
    #dbg_value(i32 %9, !101, !DIExpression(), !103)
  %10 = add nuw nsw i32 %4, 1, !dbg !112
    #dbg_value(i32 %10, !53, !DIExpression(), !85)
  %11 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !113
  %12 = load ptr, ptr %11, align 8, !dbg !113, !tbaa !114
    #dbg_value(ptr %12, !99, !DIExpression(), !103)
  %13 = icmp eq ptr %12, null, !dbg !115
  br i1 %13, label %14, label %3, !dbg !115, !llvm.loop !116

14:                                               ; preds = %3
    #dbg_value(i32 %10, !53, !DIExpression(), !85)
    #dbg_value(i32 %9, !54, !DIExpression(), !85)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %10), !dbg !119
    #dbg_value(ptr %46, !120, !DIExpression(), !128)
    #dbg_value(ptr null, !125, !DIExpression(), !128)
  br label %16, !dbg !130

16:                                               ; preds = %14, %16
  %17 = phi ptr [ %20, %16 ], [ %46, %14 ]
  %18 = phi ptr [ %17, %16 ], [ null, %14 ]
    #dbg_value(ptr %17, !120, !DIExpression(), !128)
    #dbg_value(ptr %18, !125, !DIExpression(), !128)
  %19 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !131
  %20 = load ptr, ptr %19, align 8, !dbg !131, !tbaa !114
    #dbg_value(ptr %20, !126, !DIExpression(), !132)
  store ptr %18, ptr %19, align 8, !dbg !133, !tbaa !114
    #dbg_value(ptr %20, !120, !DIExpression(), !128)
    #dbg_value(ptr %17, !125, !DIExpression(), !128)
  %21 = icmp eq ptr %20, null, !dbg !130
  br i1 %21, label %22, label %16, !dbg !130, !llvm.loop !134

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ -2128831035, %16 ]
  %24 = phi ptr [ %29, %22 ], [ %17, %16 ]
    #dbg_value(i32 %23, !101, !DIExpression(), !136)
    #dbg_value(ptr %24, !99, !DIExpression(), !136)
  %25 = load i32, ptr %24, align 8, !dbg !138, !tbaa !104
  %26 = xor i32 %25, %23, !dbg !139
  %27 = mul i32 %26, 16777619, !dbg !140
    #dbg_value(i32 %27, !101, !DIExpression(), !136)
    #dbg_value(i32 poison, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !85)
  %28 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !141
  %29 = load ptr, ptr %28, align 8, !dbg !141, !tbaa !114
    #dbg_value(ptr %29, !99, !DIExpression(), !136)
  %30 = icmp eq ptr %29, null, !dbg !142
  br i1 %30, label %31, label %22, !dbg !142, !llvm.loop !143

31:                                               ; preds = %22
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27), !dbg !145
  %33 = tail call fastcc ptr @msort(ptr noundef nonnull %17), !dbg !146
    #dbg_value(ptr %33, !44, !DIExpression(), !85)
    #dbg_value(i32 1, !55, !DIExpression(), !85)
    #dbg_value(ptr %33, !56, !DIExpression(), !147)
  %34 = icmp eq ptr %33, null, !dbg !148
  br i1 %34, label %61, label %35, !dbg !150

35:                                               ; preds = %31
    #dbg_value(ptr %33, !56, !DIExpression(), !147)
    #dbg_value(i32 1, !55, !DIExpression(), !85)
  %36 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !151
  %37 = load ptr, ptr %36, align 8, !dbg !151, !tbaa !114
  %38 = icmp eq ptr %37, null, !dbg !150
  br i1 %38, label %50, label %100, !dbg !152

39:                                               ; preds = %0, %39
  %40 = phi ptr [ null, %0 ], [ %46, %39 ]
  %41 = phi i32 [ 99, %0 ], [ %44, %39 ]
  %42 = phi i32 [ 0, %0 ], [ %48, %39 ]
    #dbg_value(ptr %40, !44, !DIExpression(), !85)
    #dbg_value(i32 %41, !50, !DIExpression(), !85)
    #dbg_value(i32 %42, !51, !DIExpression(), !86)
  %43 = mul i32 %41, 69069, !dbg !153
  %44 = add i32 %43, 1, !dbg !156
    #dbg_value(i32 %44, !50, !DIExpression(), !85)
  %45 = lshr i32 %44, 20, !dbg !157
    #dbg_value(ptr %40, !158, !DIExpression(), !165)
    #dbg_value(i32 %45, !163, !DIExpression(), !165)
  %46 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !167
    #dbg_value(ptr %46, !164, !DIExpression(), !165)
  store i32 %45, ptr %46, align 8, !dbg !168, !tbaa !104
  %47 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !169
  store ptr %40, ptr %47, align 8, !dbg !170, !tbaa !114
    #dbg_value(ptr %46, !44, !DIExpression(), !85)
  %48 = add nuw nsw i32 %42, 1, !dbg !171
    #dbg_value(i32 %48, !51, !DIExpression(), !86)
  %49 = icmp eq i32 %48, 2000, !dbg !172
  br i1 %49, label %3, label %39, !dbg !87, !llvm.loop !173

50:                                               ; preds = %100, %35
  %51 = phi i32 [ 1, %35 ], [ %107, %100 ]
    #dbg_value(ptr undef, !100, !DIExpression(), !175)
    #dbg_value(i32 0, !53, !DIExpression(), !85)
    #dbg_value(i32 -2128831035, !101, !DIExpression(), !175)
    #dbg_value(ptr %33, !99, !DIExpression(), !175)
  br i1 %34, label %61, label %52, !dbg !177

52:                                               ; preds = %50, %52
  %53 = phi i32 [ %57, %52 ], [ -2128831035, %50 ]
  %54 = phi ptr [ %59, %52 ], [ %33, %50 ]
    #dbg_value(i32 %53, !101, !DIExpression(), !175)
    #dbg_value(ptr %54, !99, !DIExpression(), !175)
  %55 = load i32, ptr %54, align 8, !dbg !178, !tbaa !104
  %56 = xor i32 %55, %53, !dbg !179
  %57 = mul i32 %56, 16777619, !dbg !180
    #dbg_value(i32 %57, !101, !DIExpression(), !175)
    #dbg_value(i32 poison, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !85)
  %58 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !181
  %59 = load ptr, ptr %58, align 8, !dbg !181, !tbaa !114
    #dbg_value(ptr %59, !99, !DIExpression(), !175)
  %60 = icmp eq ptr %59, null, !dbg !177
  br i1 %60, label %61, label %52, !dbg !177, !llvm.loop !182

61:                                               ; preds = %52, %31, %50
  %62 = phi i32 [ %51, %50 ], [ 1, %31 ], [ %51, %52 ]
  %63 = phi i32 [ -2128831035, %50 ], [ -2128831035, %31 ], [ %57, %52 ], !dbg !175
    #dbg_value(i32 %63, !54, !DIExpression(), !85)
  %64 = load i32, ptr %33, align 8, !dbg !184, !tbaa !104
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef %64, i32 noundef %63), !dbg !185
    #dbg_value(i32 0, !58, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !186, !DIExpression(), !83, ptr %1, !DIExpression(), !199)
  store ptr %33, ptr %1, align 8, !tbaa !201, !DIAssignID !202
    #dbg_assign(ptr %33, !186, !DIExpression(), !202, ptr %1, !DIExpression(), !199)
    #dbg_value(i32 3, !191, !DIExpression(), !199)
    #dbg_value(ptr undef, !192, !DIExpression(), !199)
    #dbg_value(ptr %1, !193, !DIExpression(), !199)
  br label %66, !dbg !203

66:                                               ; preds = %61, %77
  %67 = phi i32 [ 0, %61 ], [ %78, %77 ], !dbg !85
  %68 = phi ptr [ %1, %61 ], [ %79, %77 ]
  %69 = phi ptr [ %33, %61 ], [ %80, %77 ]
    #dbg_value(i32 %67, !58, !DIExpression(), !85)
    #dbg_value(ptr %68, !193, !DIExpression(), !199)
  %70 = load i32, ptr %69, align 8, !dbg !204, !tbaa !104
  %71 = srem i32 %70, 3, !dbg !205
  %72 = icmp eq i32 %71, 0, !dbg !206
  %73 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !207
  br i1 %72, label %74, label %77, !dbg !208

74:                                               ; preds = %66
    #dbg_value(ptr %69, !195, !DIExpression(), !209)
  %75 = load ptr, ptr %73, align 8, !dbg !210, !tbaa !114
  store ptr %75, ptr %68, align 8, !dbg !211, !tbaa !201
  tail call void @free(ptr noundef nonnull %69) #8, !dbg !212
  %76 = add nsw i32 %67, 1, !dbg !213
    #dbg_value(i32 %76, !58, !DIExpression(), !85)
  br label %77, !dbg !214

77:                                               ; preds = %74, %66
  %78 = phi i32 [ %76, %74 ], [ %67, %66 ], !dbg !85
  %79 = phi ptr [ %68, %74 ], [ %73, %66 ], !dbg !199
    #dbg_value(i32 %78, !58, !DIExpression(), !85)
    #dbg_value(ptr %79, !193, !DIExpression(), !199)
  %80 = load ptr, ptr %79, align 8, !dbg !215, !tbaa !201
  %81 = icmp eq ptr %80, null, !dbg !203
  br i1 %81, label %82, label %66, !dbg !203, !llvm.loop !216

82:                                               ; preds = %77
  %83 = load ptr, ptr %1, align 8, !dbg !218, !tbaa !201
    #dbg_value(i32 %78, !58, !DIExpression(), !85)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !219
    #dbg_value(ptr %83, !44, !DIExpression(), !85)
    #dbg_value(ptr undef, !100, !DIExpression(), !220)
    #dbg_value(i32 0, !53, !DIExpression(), !85)
    #dbg_value(i32 -2128831035, !101, !DIExpression(), !220)
    #dbg_value(ptr %83, !99, !DIExpression(), !220)
  %84 = icmp eq ptr %83, null, !dbg !222
  br i1 %84, label %85, label %87, !dbg !222

85:                                               ; preds = %82
    #dbg_value(i32 0, !53, !DIExpression(), !85)
    #dbg_value(i32 -2128831035, !54, !DIExpression(), !85)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef -2128831035, i32 noundef 0), !dbg !223
    #dbg_value(ptr %83, !44, !DIExpression(), !85)
  br label %116, !dbg !224

87:                                               ; preds = %82, %87
  %88 = phi i32 [ %94, %87 ], [ 0, %82 ], !dbg !225
  %89 = phi i32 [ %93, %87 ], [ -2128831035, %82 ]
  %90 = phi ptr [ %96, %87 ], [ %83, %82 ]
    #dbg_value(i32 %89, !101, !DIExpression(), !220)
    #dbg_value(ptr %90, !99, !DIExpression(), !220)
  %91 = load i32, ptr %90, align 8, !dbg !225, !tbaa !104
  %92 = xor i32 %91, %89, !dbg !226
  %93 = mul i32 %92, 16777619, !dbg !227
    #dbg_value(i32 %93, !101, !DIExpression(), !220)
  %94 = add nuw nsw i32 %88, 1, !dbg !228
    #dbg_value(i32 %94, !53, !DIExpression(), !85)
  %95 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !229
  %96 = load ptr, ptr %95, align 8, !dbg !229, !tbaa !114
    #dbg_value(ptr %96, !99, !DIExpression(), !220)
  %97 = icmp eq ptr %96, null, !dbg !222
  br i1 %97, label %98, label %87, !dbg !222, !llvm.loop !230

98:                                               ; preds = %87
    #dbg_value(i32 %94, !53, !DIExpression(), !85)
    #dbg_value(i32 %93, !54, !DIExpression(), !85)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef %93, i32 noundef %94), !dbg !223
    #dbg_value(ptr %83, !44, !DIExpression(), !85)
  br i1 %84, label %116, label %111, !dbg !224

100:                                              ; preds = %35, %100
  %101 = phi ptr [ %109, %100 ], [ %37, %35 ]
  %102 = phi i32 [ %107, %100 ], [ 1, %35 ]
  %103 = phi ptr [ %101, %100 ], [ %33, %35 ]
    #dbg_value(i32 %102, !55, !DIExpression(), !85)
    #dbg_value(ptr %103, !56, !DIExpression(), !147)
  %104 = load i32, ptr %103, align 8, !dbg !232, !tbaa !104
  %105 = load i32, ptr %101, align 8, !dbg !234, !tbaa !104
  %106 = icmp sgt i32 %104, %105, !dbg !235
  %107 = select i1 %106, i32 0, i32 %102, !dbg !236
    #dbg_value(ptr %101, !56, !DIExpression(), !147)
    #dbg_value(i32 %107, !55, !DIExpression(), !85)
  %108 = getelementptr inbounds i8, ptr %101, i64 8, !dbg !151
  %109 = load ptr, ptr %108, align 8, !dbg !151, !tbaa !114
  %110 = icmp eq ptr %109, null, !dbg !150
  br i1 %110, label %50, label %100, !dbg !152

111:                                              ; preds = %98, %111
  %112 = phi ptr [ %114, %111 ], [ %83, %98 ]
    #dbg_value(ptr %112, !44, !DIExpression(), !85)
  %113 = getelementptr inbounds i8, ptr %112, i64 8, !dbg !237
  %114 = load ptr, ptr %113, align 8, !dbg !237, !tbaa !114
    #dbg_value(ptr %114, !59, !DIExpression(), !238)
  tail call void @free(ptr noundef nonnull %112) #8, !dbg !239
    #dbg_value(ptr %114, !44, !DIExpression(), !85)
  %115 = icmp eq ptr %114, null, !dbg !224
  br i1 %115, label %116, label %111, !dbg !224, !llvm.loop !240

116:                                              ; preds = %111, %85, %98
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8, !dbg !242
    #dbg_value(ptr %2, !243, !DIExpression(), !249)
  %117 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !251
  store ptr %2, ptr %117, align 8, !dbg !252, !tbaa !253, !DIAssignID !257
    #dbg_assign(ptr %2, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !257, ptr %117, !DIExpression(), !85)
  store ptr %2, ptr %2, align 8, !dbg !258, !tbaa !259, !DIAssignID !260
    #dbg_assign(ptr %2, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !260, ptr %2, !DIExpression(), !85)
  %118 = call noalias dereferenceable_or_null(2400) ptr @calloc(i64 noundef 100, i64 noundef 24) #9, !dbg !261
    #dbg_value(ptr %118, !71, !DIExpression(), !85)
    #dbg_value(i32 0, !72, !DIExpression(), !262)
  br label %119, !dbg !263

119:                                              ; preds = %116, %119
  %120 = phi i64 [ 0, %116 ], [ %133, %119 ]
    #dbg_value(i64 %120, !72, !DIExpression(), !262)
  %121 = add nsw i64 %120, -50, !dbg !264
  %122 = mul i64 %120, %121, !dbg !264
  %123 = getelementptr inbounds %struct.DNode, ptr %118, i64 %120, !dbg !267
  %124 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !268
  store i64 %122, ptr %124, align 8, !dbg !269, !tbaa !270
  %125 = and i64 %120, 1, !dbg !271
  %126 = icmp eq i64 %125, 0, !dbg !271
  %127 = load ptr, ptr %2, align 8, !dbg !272
  %128 = select i1 %126, ptr %2, ptr %127, !dbg !272
    #dbg_value(ptr %128, !273, !DIExpression(), !279)
    #dbg_value(ptr %123, !278, !DIExpression(), !279)
  store ptr %128, ptr %123, align 8, !dbg !281, !tbaa !282
  %129 = getelementptr inbounds i8, ptr %127, i64 8, !dbg !283
  %130 = select i1 %126, ptr %117, ptr %129, !dbg !283
  %131 = load ptr, ptr %130, align 8, !dbg !283, !tbaa !284
  %132 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !285
  store ptr %131, ptr %132, align 8, !dbg !286, !tbaa !284
  store ptr %123, ptr %131, align 8, !dbg !287, !tbaa !282
  store ptr %123, ptr %130, align 8, !dbg !288, !tbaa !284
  %133 = add nuw nsw i64 %120, 1, !dbg !289
    #dbg_value(i64 %133, !72, !DIExpression(), !262)
  %134 = icmp eq i64 %133, 100, !dbg !290
  br i1 %134, label %138, label %119, !dbg !263, !llvm.loop !291

135:                                              ; preds = %138
    #dbg_value(i64 0, !76, !DIExpression(), !85)
    #dbg_value(i64 0, !77, !DIExpression(), !85)
    #dbg_value(i32 0, !78, !DIExpression(), !85)
  %136 = load ptr, ptr %117, align 8, !dbg !293, !tbaa !253
    #dbg_value(ptr %136, !79, !DIExpression(), !294)
  %137 = icmp eq ptr %136, %2, !dbg !295
  br i1 %137, label %149, label %154, !dbg !297

138:                                              ; preds = %119, %138
  %139 = phi i64 [ %145, %138 ], [ 0, %119 ]
    #dbg_value(i64 %139, !74, !DIExpression(), !298)
  %140 = getelementptr inbounds %struct.DNode, ptr %118, i64 %139, !dbg !299
    #dbg_value(ptr %140, !301, !DIExpression(), !306)
  %141 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !308
  %142 = load ptr, ptr %141, align 8, !dbg !308, !tbaa !284
  %143 = load ptr, ptr %140, align 8, !dbg !309, !tbaa !282
  %144 = getelementptr inbounds i8, ptr %143, i64 8, !dbg !310
  store ptr %142, ptr %144, align 8, !dbg !311, !tbaa !284
  store ptr %143, ptr %142, align 8, !dbg !312, !tbaa !282
  %145 = add nuw nsw i64 %139, 3, !dbg !313
    #dbg_value(i64 %145, !74, !DIExpression(), !298)
  %146 = icmp ult i64 %139, 97, !dbg !314
  br i1 %146, label %138, label %135, !dbg !315, !llvm.loop !316

147:                                              ; preds = %154
  %148 = urem i64 %161, 1000000007, !dbg !318
  br label %149, !dbg !319

149:                                              ; preds = %147, %135
  %150 = phi i64 [ 0, %135 ], [ %148, %147 ], !dbg !85
  %151 = phi i32 [ 0, %135 ], [ %162, %147 ], !dbg !85
  %152 = load ptr, ptr %2, align 8, !dbg !319, !tbaa !282
  %153 = icmp eq ptr %152, %2, !dbg !320
  br i1 %153, label %168, label %171, !dbg !322

154:                                              ; preds = %135, %154
  %155 = phi ptr [ %164, %154 ], [ %136, %135 ]
  %156 = phi i32 [ %162, %154 ], [ 0, %135 ]
  %157 = phi i64 [ %161, %154 ], [ 0, %135 ]
    #dbg_value(ptr %155, !79, !DIExpression(), !294)
    #dbg_value(i32 %156, !78, !DIExpression(), !85)
    #dbg_value(i64 %157, !76, !DIExpression(), !85)
  %158 = mul i64 %157, 3, !dbg !323
  %159 = getelementptr inbounds i8, ptr %155, i64 16, !dbg !325
  %160 = load i64, ptr %159, align 8, !dbg !325, !tbaa !270
  %161 = add i64 %160, %158, !dbg !326
    #dbg_value(i64 %161, !76, !DIExpression(), !85)
  %162 = add nuw nsw i32 %156, 1, !dbg !327
    #dbg_value(i32 %162, !78, !DIExpression(), !85)
  %163 = getelementptr inbounds i8, ptr %155, i64 8, !dbg !328
  %164 = load ptr, ptr %163, align 8, !dbg !328, !tbaa !284
    #dbg_value(ptr %164, !79, !DIExpression(), !294)
  %165 = icmp eq ptr %164, %2, !dbg !295
  br i1 %165, label %147, label %154, !dbg !297, !llvm.loop !329

166:                                              ; preds = %171
  %167 = urem i64 %177, 1000000007, !dbg !331
  br label %168, !dbg !318

168:                                              ; preds = %166, %149
  %169 = phi i64 [ 0, %149 ], [ %167, %166 ], !dbg !85
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %151, i64 noundef %150, i64 noundef %169), !dbg !332
  call void @free(ptr noundef %118) #8, !dbg !333
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8, !dbg !334
  ret i32 0, !dbg !335

171:                                              ; preds = %149, %171
  %172 = phi ptr [ %178, %171 ], [ %152, %149 ]
  %173 = phi i64 [ %177, %171 ], [ 0, %149 ]
    #dbg_value(i64 %173, !77, !DIExpression(), !85)
  %174 = mul i64 %173, 3, !dbg !336
  %175 = getelementptr inbounds i8, ptr %172, i64 16, !dbg !337
  %176 = load i64, ptr %175, align 8, !dbg !337, !tbaa !270
  %177 = add i64 %176, %174, !dbg !338
    #dbg_value(i64 %177, !77, !DIExpression(), !85)
    #dbg_value(ptr poison, !81, !DIExpression(), !339)
  %178 = load ptr, ptr %172, align 8, !dbg !319, !tbaa !282
    #dbg_value(ptr %178, !81, !DIExpression(), !339)
  %179 = icmp eq ptr %178, %2, !dbg !320
  br i1 %179, label %166, label %171, !dbg !322, !llvm.loop !340
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !342 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 !dbg !349 {
  %2 = alloca %struct.Node, align 8, !DIAssignID !355
    #dbg_value(ptr %0, !351, !DIExpression(), !356)
  %3 = icmp eq ptr %0, null, !dbg !357
  br i1 %3, label %59, label %4, !dbg !359

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !360
  %6 = load ptr, ptr %5, align 8, !dbg !360, !tbaa !114
  %7 = icmp eq ptr %6, null, !dbg !361
  br i1 %7, label %59, label %8, !dbg !362

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !353, !DIExpression(), !356)
    #dbg_value(ptr %10, !352, !DIExpression(), !356)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !363
  %12 = load ptr, ptr %11, align 8, !dbg !363, !tbaa !114
  %13 = icmp eq ptr %12, null, !dbg !364
  br i1 %13, label %20, label %14, !dbg !365

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !366
  %16 = load ptr, ptr %15, align 8, !dbg !366, !tbaa !114
    #dbg_value(ptr %16, !352, !DIExpression(), !356)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !368
  %18 = load ptr, ptr %17, align 8, !dbg !368, !tbaa !114
    #dbg_value(ptr %18, !353, !DIExpression(), !356)
  %19 = icmp eq ptr %18, null, !dbg !369
  br i1 %19, label %20, label %8, !dbg !364, !llvm.loop !370

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !356
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !372
  %23 = load ptr, ptr %22, align 8, !dbg !372, !tbaa !114
    #dbg_value(ptr %23, !354, !DIExpression(), !356)
  store ptr null, ptr %22, align 8, !dbg !373, !tbaa !114
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !374
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !375
    #dbg_assign(i1 undef, !376, !DIExpression(), !355, ptr %2, !DIExpression(), !384)
    #dbg_value(ptr %24, !381, !DIExpression(), !384)
    #dbg_value(ptr %25, !382, !DIExpression(), !384)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !386
    #dbg_value(ptr %2, !383, !DIExpression(), !384)
    #dbg_value(ptr %25, !382, !DIExpression(), !384)
    #dbg_value(ptr %24, !381, !DIExpression(), !384)
  %26 = icmp ne ptr %24, null, !dbg !387
  %27 = icmp ne ptr %25, null, !dbg !388
  %28 = and i1 %26, %27, !dbg !388
  br i1 %28, label %29, label %50, !dbg !389

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !383, !DIExpression(), !384)
    #dbg_value(ptr %31, !382, !DIExpression(), !384)
    #dbg_value(ptr %32, !381, !DIExpression(), !384)
  %33 = load i32, ptr %32, align 8, !dbg !390, !tbaa !104
  %34 = load i32, ptr %31, align 8, !dbg !393, !tbaa !104
  %35 = icmp sgt i32 %33, %34, !dbg !394
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !395
  br i1 %35, label %40, label %37, !dbg !396

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !397, !tbaa !114
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !399
  %39 = load ptr, ptr %38, align 8, !dbg !399, !tbaa !114
    #dbg_value(ptr %39, !381, !DIExpression(), !384)
  br label %43, !dbg !400

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !401, !tbaa !114
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !403
  %42 = load ptr, ptr %41, align 8, !dbg !403, !tbaa !114
    #dbg_value(ptr %42, !382, !DIExpression(), !384)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !404
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %46, !382, !DIExpression(), !384)
    #dbg_value(ptr %45, !381, !DIExpression(), !384)
    #dbg_value(ptr %44, !383, !DIExpression(), !384)
  %47 = icmp ne ptr %45, null, !dbg !387
  %48 = icmp ne ptr %46, null, !dbg !388
  %49 = select i1 %47, i1 %48, i1 false, !dbg !388
  br i1 %49, label %29, label %50, !dbg !389, !llvm.loop !405

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !384
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !387
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !407
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !408
  store ptr %55, ptr %56, align 8, !dbg !409, !tbaa !114
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !410
  %58 = load ptr, ptr %57, align 8, !dbg !410, !tbaa !114
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !411
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !356
  ret ptr %60, !dbg !412
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !413 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !418 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !424 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8f042b81527076e83337998c39176bc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 32)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !30, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !28, !29}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!28 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !19}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"frame-pointer", i32 1}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !41, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!26}
!43 = !{!44, !50, !51, !53, !54, !55, !56, !58, !59, !61, !71, !72, !74, !76, !77, !78, !79, !81}
!44 = !DILocalVariable(name: "h", scope: !40, file: !2, line: 65, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 5, size: 128, elements: !47)
!47 = !{!48, !49}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !46, file: !2, line: 5, baseType: !26, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !46, file: !2, line: 5, baseType: !45, size: 64, offset: 64)
!50 = !DILocalVariable(name: "s", scope: !40, file: !2, line: 66, type: !29)
!51 = !DILocalVariable(name: "i", scope: !52, file: !2, line: 67, type: !26)
!52 = distinct !DILexicalBlock(scope: !40, file: !2, line: 67, column: 5)
!53 = !DILocalVariable(name: "len", scope: !40, file: !2, line: 68, type: !26)
!54 = !DILocalVariable(name: "lh", scope: !40, file: !2, line: 69, type: !29)
!55 = !DILocalVariable(name: "ok", scope: !40, file: !2, line: 74, type: !26)
!56 = !DILocalVariable(name: "p", scope: !57, file: !2, line: 75, type: !45)
!57 = distinct !DILexicalBlock(scope: !40, file: !2, line: 75, column: 5)
!58 = !DILocalVariable(name: "removed", scope: !40, file: !2, line: 78, type: !26)
!59 = !DILocalVariable(name: "n", scope: !60, file: !2, line: 82, type: !45)
!60 = distinct !DILexicalBlock(scope: !40, file: !2, line: 82, column: 15)
!61 = !DILocalVariable(name: "l", scope: !40, file: !2, line: 84, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DList", file: !2, line: 56, size: 192, elements: !63)
!63 = !{!64}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !62, file: !2, line: 56, baseType: !65, size: 192)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DNode", file: !2, line: 55, size: 192, elements: !66)
!66 = !{!67, !69, !70}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !65, file: !2, line: 55, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !65, file: !2, line: 55, baseType: !68, size: 64, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !65, file: !2, line: 55, baseType: !27, size: 64, offset: 128)
!71 = !DILocalVariable(name: "nodes", scope: !40, file: !2, line: 86, type: !68)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 87, type: !26)
!73 = distinct !DILexicalBlock(scope: !40, file: !2, line: 87, column: 5)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 91, type: !26)
!75 = distinct !DILexicalBlock(scope: !40, file: !2, line: 91, column: 5)
!76 = !DILocalVariable(name: "fw", scope: !40, file: !2, line: 92, type: !28)
!77 = !DILocalVariable(name: "bw", scope: !40, file: !2, line: 92, type: !28)
!78 = !DILocalVariable(name: "cnt", scope: !40, file: !2, line: 93, type: !26)
!79 = !DILocalVariable(name: "p", scope: !80, file: !2, line: 94, type: !68)
!80 = distinct !DILexicalBlock(scope: !40, file: !2, line: 94, column: 5)
!81 = !DILocalVariable(name: "p", scope: !82, file: !2, line: 95, type: !68)
!82 = distinct !DILexicalBlock(scope: !40, file: !2, line: 95, column: 5)
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !40)
!86 = !DILocation(line: 0, scope: !52)
!87 = !DILocation(line: 67, column: 5, scope: !52)
!88 = !DILocation(line: 51, column: 52, scope: !89, inlinedAt: !102)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 51, column: 28)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 51, column: 5)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 51, column: 5)
!92 = distinct !DISubprogram(name: "list_hash", scope: !2, file: !2, line: 48, type: !93, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !98)
!93 = !DISubroutineType(types: !94)
!94 = !{!29, !95, !97}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!98 = !{!99, !100, !101}
!99 = !DILocalVariable(name: "h", arg: 1, scope: !92, file: !2, line: 48, type: !95)
!100 = !DILocalVariable(name: "len", arg: 2, scope: !92, file: !2, line: 48, type: !97)
!101 = !DILocalVariable(name: "x", scope: !92, file: !2, line: 49, type: !29)
!102 = distinct !DILocation(line: 69, column: 19, scope: !40)
!103 = !DILocation(line: 0, scope: !92, inlinedAt: !102)
!104 = !{!105, !106, i64 0}
!105 = !{!"Node", !106, i64 0, !109, i64 8}
!106 = !{!"int", !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = !{!"any pointer", !107, i64 0}
!110 = !DILocation(line: 51, column: 37, scope: !89, inlinedAt: !102)
!111 = !DILocation(line: 51, column: 59, scope: !89, inlinedAt: !102)
!112 = !DILocation(line: 51, column: 78, scope: !89, inlinedAt: !102)
!113 = !DILocation(line: 51, column: 22, scope: !90, inlinedAt: !102)
!114 = !{!105, !109, i64 8}
!115 = !DILocation(line: 51, column: 5, scope: !91, inlinedAt: !102)
!116 = distinct !{!116, !115, !117, !118}
!117 = !DILocation(line: 51, column: 82, scope: !91, inlinedAt: !102)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 70, column: 5, scope: !40)
!120 = !DILocalVariable(name: "h", arg: 1, scope: !121, file: !2, line: 14, type: !45)
!121 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 14, type: !122, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!45, !45}
!124 = !{!120, !125, !126}
!125 = !DILocalVariable(name: "prev", scope: !121, file: !2, line: 15, type: !45)
!126 = !DILocalVariable(name: "nx", scope: !127, file: !2, line: 16, type: !45)
!127 = distinct !DILexicalBlock(scope: !121, file: !2, line: 16, column: 15)
!128 = !DILocation(line: 0, scope: !121, inlinedAt: !129)
!129 = distinct !DILocation(line: 71, column: 9, scope: !40)
!130 = !DILocation(line: 16, column: 5, scope: !121, inlinedAt: !129)
!131 = !DILocation(line: 16, column: 38, scope: !127, inlinedAt: !129)
!132 = !DILocation(line: 0, scope: !127, inlinedAt: !129)
!133 = !DILocation(line: 16, column: 52, scope: !127, inlinedAt: !129)
!134 = distinct !{!134, !130, !135, !118}
!135 = !DILocation(line: 16, column: 78, scope: !121, inlinedAt: !129)
!136 = !DILocation(line: 0, scope: !92, inlinedAt: !137)
!137 = distinct !DILocation(line: 72, column: 34, scope: !40)
!138 = !DILocation(line: 51, column: 52, scope: !89, inlinedAt: !137)
!139 = !DILocation(line: 51, column: 37, scope: !89, inlinedAt: !137)
!140 = !DILocation(line: 51, column: 59, scope: !89, inlinedAt: !137)
!141 = !DILocation(line: 51, column: 22, scope: !90, inlinedAt: !137)
!142 = !DILocation(line: 51, column: 5, scope: !91, inlinedAt: !137)
!143 = distinct !{!143, !142, !144, !118}
!144 = !DILocation(line: 51, column: 82, scope: !91, inlinedAt: !137)
!145 = !DILocation(line: 72, column: 5, scope: !40)
!146 = !DILocation(line: 73, column: 9, scope: !40)
!147 = !DILocation(line: 0, scope: !57)
!148 = !DILocation(line: 75, column: 30, scope: !149)
!149 = distinct !DILexicalBlock(scope: !57, file: !2, line: 75, column: 5)
!150 = !DILocation(line: 75, column: 32, scope: !149)
!151 = !DILocation(line: 75, column: 38, scope: !149)
!152 = !DILocation(line: 75, column: 5, scope: !57)
!153 = !DILocation(line: 67, column: 44, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 67, column: 36)
!155 = distinct !DILexicalBlock(scope: !52, file: !2, line: 67, column: 5)
!156 = !DILocation(line: 67, column: 53, scope: !154)
!157 = !DILocation(line: 67, column: 79, scope: !154)
!158 = !DILocalVariable(name: "head", arg: 1, scope: !159, file: !2, line: 7, type: !45)
!159 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 7, type: !160, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!45, !45, !26}
!162 = !{!158, !163, !164}
!163 = !DILocalVariable(name: "v", arg: 2, scope: !159, file: !2, line: 7, type: !26)
!164 = !DILocalVariable(name: "n", scope: !159, file: !2, line: 8, type: !45)
!165 = !DILocation(line: 0, scope: !159, inlinedAt: !166)
!166 = distinct !DILocation(line: 67, column: 63, scope: !154)
!167 = !DILocation(line: 8, column: 22, scope: !159, inlinedAt: !166)
!168 = !DILocation(line: 9, column: 14, scope: !159, inlinedAt: !166)
!169 = !DILocation(line: 10, column: 8, scope: !159, inlinedAt: !166)
!170 = !DILocation(line: 10, column: 13, scope: !159, inlinedAt: !166)
!171 = !DILocation(line: 67, column: 32, scope: !155)
!172 = !DILocation(line: 67, column: 23, scope: !155)
!173 = distinct !{!173, !87, !174, !118}
!174 = !DILocation(line: 67, column: 88, scope: !52)
!175 = !DILocation(line: 0, scope: !92, inlinedAt: !176)
!176 = distinct !DILocation(line: 76, column: 10, scope: !40)
!177 = !DILocation(line: 51, column: 5, scope: !91, inlinedAt: !176)
!178 = !DILocation(line: 51, column: 52, scope: !89, inlinedAt: !176)
!179 = !DILocation(line: 51, column: 37, scope: !89, inlinedAt: !176)
!180 = !DILocation(line: 51, column: 59, scope: !89, inlinedAt: !176)
!181 = !DILocation(line: 51, column: 22, scope: !90, inlinedAt: !176)
!182 = distinct !{!182, !177, !183, !118}
!183 = !DILocation(line: 51, column: 82, scope: !91, inlinedAt: !176)
!184 = !DILocation(line: 77, column: 51, scope: !40)
!185 = !DILocation(line: 77, column: 5, scope: !40)
!186 = !DILocalVariable(name: "h", arg: 1, scope: !187, file: !2, line: 39, type: !45)
!187 = distinct !DISubprogram(name: "remove_if_multiple", scope: !2, file: !2, line: 39, type: !188, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!45, !45, !26, !97}
!190 = !{!186, !191, !192, !193, !195}
!191 = !DILocalVariable(name: "k", arg: 2, scope: !187, file: !2, line: 39, type: !26)
!192 = !DILocalVariable(name: "removed", arg: 3, scope: !187, file: !2, line: 39, type: !97)
!193 = !DILocalVariable(name: "pp", scope: !187, file: !2, line: 40, type: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!195 = !DILocalVariable(name: "d", scope: !196, file: !2, line: 42, type: !45)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 42, column: 36)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 42, column: 13)
!198 = distinct !DILexicalBlock(scope: !187, file: !2, line: 41, column: 17)
!199 = !DILocation(line: 0, scope: !187, inlinedAt: !200)
!200 = distinct !DILocation(line: 79, column: 9, scope: !40)
!201 = !{!109, !109, i64 0}
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 41, column: 5, scope: !187, inlinedAt: !200)
!204 = !DILocation(line: 42, column: 20, scope: !197, inlinedAt: !200)
!205 = !DILocation(line: 42, column: 26, scope: !197, inlinedAt: !200)
!206 = !DILocation(line: 42, column: 30, scope: !197, inlinedAt: !200)
!207 = !DILocation(line: 0, scope: !197, inlinedAt: !200)
!208 = !DILocation(line: 42, column: 13, scope: !198, inlinedAt: !200)
!209 = !DILocation(line: 0, scope: !196, inlinedAt: !200)
!210 = !DILocation(line: 42, column: 69, scope: !196, inlinedAt: !200)
!211 = !DILocation(line: 42, column: 64, scope: !196, inlinedAt: !200)
!212 = !DILocation(line: 42, column: 75, scope: !196, inlinedAt: !200)
!213 = !DILocation(line: 42, column: 94, scope: !196, inlinedAt: !200)
!214 = !DILocation(line: 42, column: 98, scope: !196, inlinedAt: !200)
!215 = !DILocation(line: 41, column: 12, scope: !187, inlinedAt: !200)
!216 = distinct !{!216, !203, !217, !118}
!217 = !DILocation(line: 44, column: 5, scope: !187, inlinedAt: !200)
!218 = !DILocation(line: 45, column: 12, scope: !187, inlinedAt: !200)
!219 = !DILocation(line: 45, column: 5, scope: !187, inlinedAt: !200)
!220 = !DILocation(line: 0, scope: !92, inlinedAt: !221)
!221 = distinct !DILocation(line: 80, column: 10, scope: !40)
!222 = !DILocation(line: 51, column: 5, scope: !91, inlinedAt: !221)
!223 = !DILocation(line: 81, column: 5, scope: !40)
!224 = !DILocation(line: 82, column: 5, scope: !40)
!225 = !DILocation(line: 51, column: 52, scope: !89, inlinedAt: !221)
!226 = !DILocation(line: 51, column: 37, scope: !89, inlinedAt: !221)
!227 = !DILocation(line: 51, column: 59, scope: !89, inlinedAt: !221)
!228 = !DILocation(line: 51, column: 78, scope: !89, inlinedAt: !221)
!229 = !DILocation(line: 51, column: 22, scope: !90, inlinedAt: !221)
!230 = distinct !{!230, !222, !231, !118}
!231 = !DILocation(line: 51, column: 82, scope: !91, inlinedAt: !221)
!232 = !DILocation(line: 75, column: 64, scope: !233)
!233 = distinct !DILexicalBlock(scope: !149, file: !2, line: 75, column: 61)
!234 = !DILocation(line: 75, column: 81, scope: !233)
!235 = !DILocation(line: 75, column: 70, scope: !233)
!236 = !DILocation(line: 75, column: 61, scope: !149)
!237 = !DILocation(line: 82, column: 37, scope: !60)
!238 = !DILocation(line: 0, scope: !60)
!239 = !DILocation(line: 82, column: 43, scope: !60)
!240 = distinct !{!240, !224, !241, !118}
!241 = !DILocation(line: 82, column: 59, scope: !40)
!242 = !DILocation(line: 84, column: 5, scope: !40)
!243 = !DILocalVariable(name: "l", arg: 1, scope: !244, file: !2, line: 58, type: !247)
!244 = distinct !DISubprogram(name: "dl_init", scope: !2, file: !2, line: 58, type: !245, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !248)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!248 = !{!243}
!249 = !DILocation(line: 0, scope: !244, inlinedAt: !250)
!250 = distinct !DILocation(line: 85, column: 5, scope: !40)
!251 = !DILocation(line: 58, column: 63, scope: !244, inlinedAt: !250)
!252 = !DILocation(line: 58, column: 68, scope: !244, inlinedAt: !250)
!253 = !{!254, !109, i64 8}
!254 = !{!"DList", !255, i64 0}
!255 = !{!"DNode", !109, i64 0, !109, i64 8, !256, i64 16}
!256 = !{!"long long", !107, i64 0}
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 58, column: 53, scope: !244, inlinedAt: !250)
!259 = !{!254, !109, i64 0}
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 86, column: 27, scope: !40)
!262 = !DILocation(line: 0, scope: !73)
!263 = !DILocation(line: 87, column: 5, scope: !73)
!264 = !DILocation(line: 88, column: 41, scope: !265)
!265 = distinct !DILexicalBlock(scope: !266, file: !2, line: 87, column: 35)
!266 = distinct !DILexicalBlock(scope: !73, file: !2, line: 87, column: 5)
!267 = !DILocation(line: 88, column: 9, scope: !265)
!268 = !DILocation(line: 88, column: 18, scope: !265)
!269 = !DILocation(line: 88, column: 22, scope: !265)
!270 = !{!255, !256, i64 16}
!271 = !DILocation(line: 89, column: 27, scope: !265)
!272 = !DILocation(line: 89, column: 25, scope: !265)
!273 = !DILocalVariable(name: "pos", arg: 1, scope: !274, file: !2, line: 59, type: !68)
!274 = distinct !DISubprogram(name: "dl_insert_after", scope: !2, file: !2, line: 59, type: !275, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{null, !68, !68}
!277 = !{!273, !278}
!278 = !DILocalVariable(name: "n", arg: 2, scope: !274, file: !2, line: 59, type: !68)
!279 = !DILocation(line: 0, scope: !274, inlinedAt: !280)
!280 = distinct !DILocation(line: 89, column: 9, scope: !265)
!281 = !DILocation(line: 60, column: 13, scope: !274, inlinedAt: !280)
!282 = !{!255, !109, i64 0}
!283 = !DILocation(line: 60, column: 35, scope: !274, inlinedAt: !280)
!284 = !{!255, !109, i64 8}
!285 = !DILocation(line: 60, column: 23, scope: !274, inlinedAt: !280)
!286 = !DILocation(line: 60, column: 28, scope: !274, inlinedAt: !280)
!287 = !DILocation(line: 60, column: 57, scope: !274, inlinedAt: !280)
!288 = !DILocation(line: 60, column: 72, scope: !274, inlinedAt: !280)
!289 = !DILocation(line: 87, column: 31, scope: !266)
!290 = !DILocation(line: 87, column: 23, scope: !266)
!291 = distinct !{!291, !263, !292, !118}
!292 = !DILocation(line: 90, column: 5, scope: !73)
!293 = !DILocation(line: 94, column: 35, scope: !80)
!294 = !DILocation(line: 0, scope: !80)
!295 = !DILocation(line: 94, column: 43, scope: !296)
!296 = distinct !DILexicalBlock(scope: !80, file: !2, line: 94, column: 5)
!297 = !DILocation(line: 94, column: 5, scope: !80)
!298 = !DILocation(line: 0, scope: !75)
!299 = !DILocation(line: 91, column: 49, scope: !300)
!300 = distinct !DILexicalBlock(scope: !75, file: !2, line: 91, column: 5)
!301 = !DILocalVariable(name: "n", arg: 1, scope: !302, file: !2, line: 62, type: !68)
!302 = distinct !DISubprogram(name: "dl_unlink", scope: !2, file: !2, line: 62, type: !303, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !305)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !68}
!305 = !{!301}
!306 = !DILocation(line: 0, scope: !302, inlinedAt: !307)
!307 = distinct !DILocation(line: 91, column: 38, scope: !300)
!308 = !DILocation(line: 62, column: 61, scope: !302, inlinedAt: !307)
!309 = !DILocation(line: 62, column: 45, scope: !302, inlinedAt: !307)
!310 = !DILocation(line: 62, column: 51, scope: !302, inlinedAt: !307)
!311 = !DILocation(line: 62, column: 56, scope: !302, inlinedAt: !307)
!312 = !DILocation(line: 62, column: 81, scope: !302, inlinedAt: !307)
!313 = !DILocation(line: 91, column: 32, scope: !300)
!314 = !DILocation(line: 91, column: 23, scope: !300)
!315 = !DILocation(line: 91, column: 5, scope: !75)
!316 = distinct !{!316, !315, !317, !118}
!317 = !DILocation(line: 91, column: 57, scope: !75)
!318 = !DILocation(line: 96, column: 56, scope: !40)
!319 = !DILocation(line: 95, scope: !82)
!320 = !DILocation(line: 95, column: 43, scope: !321)
!321 = distinct !DILexicalBlock(scope: !82, file: !2, line: 95, column: 5)
!322 = !DILocation(line: 95, column: 5, scope: !82)
!323 = !DILocation(line: 94, column: 78, scope: !324)
!324 = distinct !DILexicalBlock(scope: !296, file: !2, line: 94, column: 68)
!325 = !DILocation(line: 94, column: 107, scope: !324)
!326 = !DILocation(line: 94, column: 82, scope: !324)
!327 = !DILocation(line: 94, column: 115, scope: !324)
!328 = !DILocation(line: 94, column: 62, scope: !296)
!329 = distinct !{!329, !297, !330, !118}
!330 = !DILocation(line: 94, column: 119, scope: !80)
!331 = !DILocation(line: 96, column: 73, scope: !40)
!332 = !DILocation(line: 96, column: 5, scope: !40)
!333 = !DILocation(line: 97, column: 5, scope: !40)
!334 = !DILocation(line: 99, column: 1, scope: !40)
!335 = !DILocation(line: 98, column: 5, scope: !40)
!336 = !DILocation(line: 95, column: 76, scope: !321)
!337 = !DILocation(line: 95, column: 105, scope: !321)
!338 = !DILocation(line: 95, column: 80, scope: !321)
!339 = !DILocation(line: 0, scope: !82)
!340 = distinct !{!340, !322, !341, !118}
!341 = !DILocation(line: 95, column: 105, scope: !82)
!342 = !DISubprogram(name: "printf", scope: !343, file: !343, line: 356, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!344 = !DISubroutineType(types: !345)
!345 = !{!26, !346, null}
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!349 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 30, type: !122, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !350)
!350 = !{!351, !352, !353, !354}
!351 = !DILocalVariable(name: "h", arg: 1, scope: !349, file: !2, line: 30, type: !45)
!352 = !DILocalVariable(name: "slow", scope: !349, file: !2, line: 32, type: !45)
!353 = !DILocalVariable(name: "fast", scope: !349, file: !2, line: 32, type: !45)
!354 = !DILocalVariable(name: "second", scope: !349, file: !2, line: 34, type: !45)
!355 = distinct !DIAssignID()
!356 = !DILocation(line: 0, scope: !349)
!357 = !DILocation(line: 31, column: 10, scope: !358)
!358 = distinct !DILexicalBlock(scope: !349, file: !2, line: 31, column: 9)
!359 = !DILocation(line: 31, column: 12, scope: !358)
!360 = !DILocation(line: 31, column: 19, scope: !358)
!361 = !DILocation(line: 31, column: 16, scope: !358)
!362 = !DILocation(line: 31, column: 9, scope: !349)
!363 = !DILocation(line: 33, column: 26, scope: !349)
!364 = !DILocation(line: 33, column: 17, scope: !349)
!365 = !DILocation(line: 33, column: 5, scope: !349)
!366 = !DILocation(line: 33, column: 47, scope: !367)
!367 = distinct !DILexicalBlock(scope: !349, file: !2, line: 33, column: 32)
!368 = !DILocation(line: 33, column: 72, scope: !367)
!369 = !DILocation(line: 33, column: 12, scope: !349)
!370 = distinct !{!370, !365, !371, !118}
!371 = !DILocation(line: 33, column: 78, scope: !349)
!372 = !DILocation(line: 34, column: 33, scope: !349)
!373 = !DILocation(line: 35, column: 16, scope: !349)
!374 = !DILocation(line: 36, column: 18, scope: !349)
!375 = !DILocation(line: 36, column: 28, scope: !349)
!376 = !DILocalVariable(name: "dummy", scope: !377, file: !2, line: 21, type: !46)
!377 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 20, type: !378, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !380)
!378 = !DISubroutineType(types: !379)
!379 = !{!45, !45, !45}
!380 = !{!381, !382, !376, !383}
!381 = !DILocalVariable(name: "a", arg: 1, scope: !377, file: !2, line: 20, type: !45)
!382 = !DILocalVariable(name: "b", arg: 2, scope: !377, file: !2, line: 20, type: !45)
!383 = !DILocalVariable(name: "t", scope: !377, file: !2, line: 21, type: !45)
!384 = !DILocation(line: 0, scope: !377, inlinedAt: !385)
!385 = distinct !DILocation(line: 36, column: 12, scope: !349)
!386 = !DILocation(line: 21, column: 5, scope: !377, inlinedAt: !385)
!387 = !DILocation(line: 22, column: 12, scope: !377, inlinedAt: !385)
!388 = !DILocation(line: 22, column: 14, scope: !377, inlinedAt: !385)
!389 = !DILocation(line: 22, column: 5, scope: !377, inlinedAt: !385)
!390 = !DILocation(line: 23, column: 16, scope: !391, inlinedAt: !385)
!391 = distinct !DILexicalBlock(scope: !392, file: !2, line: 23, column: 13)
!392 = distinct !DILexicalBlock(scope: !377, file: !2, line: 22, column: 20)
!393 = !DILocation(line: 23, column: 28, scope: !391, inlinedAt: !385)
!394 = !DILocation(line: 23, column: 22, scope: !391, inlinedAt: !385)
!395 = !DILocation(line: 23, scope: !391, inlinedAt: !385)
!396 = !DILocation(line: 23, column: 13, scope: !392, inlinedAt: !385)
!397 = !DILocation(line: 23, column: 45, scope: !398, inlinedAt: !385)
!398 = distinct !DILexicalBlock(scope: !391, file: !2, line: 23, column: 35)
!399 = !DILocation(line: 23, column: 57, scope: !398, inlinedAt: !385)
!400 = !DILocation(line: 23, column: 63, scope: !398, inlinedAt: !385)
!401 = !DILocation(line: 23, column: 80, scope: !402, inlinedAt: !385)
!402 = distinct !DILexicalBlock(scope: !391, file: !2, line: 23, column: 70)
!403 = !DILocation(line: 23, column: 92, scope: !402, inlinedAt: !385)
!404 = !DILocation(line: 24, column: 16, scope: !392, inlinedAt: !385)
!405 = distinct !{!405, !389, !406, !118}
!406 = !DILocation(line: 25, column: 5, scope: !377, inlinedAt: !385)
!407 = !DILocation(line: 26, column: 15, scope: !377, inlinedAt: !385)
!408 = !DILocation(line: 26, column: 8, scope: !377, inlinedAt: !385)
!409 = !DILocation(line: 26, column: 13, scope: !377, inlinedAt: !385)
!410 = !DILocation(line: 27, column: 18, scope: !377, inlinedAt: !385)
!411 = !DILocation(line: 28, column: 1, scope: !377, inlinedAt: !385)
!412 = !DILocation(line: 37, column: 1, scope: !349)
!413 = !DISubprogram(name: "free", scope: !414, file: !414, line: 568, type: !415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!415 = !DISubroutineType(types: !416)
!416 = !{null, !417}
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!418 = !DISubprogram(name: "calloc", scope: !414, file: !414, line: 556, type: !419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!417, !421, !421}
!421 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !422, line: 18, baseType: !423)
!422 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!423 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!424 = !DISubprogram(name: "malloc", scope: !414, file: !414, line: 553, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!417, !421}
