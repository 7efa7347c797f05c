; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.DList = type { %struct.DNode }
%struct.DNode = type { ptr, ptr, i64 }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [24 x i8] c"initial hash %u len %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"reversed hash %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"sorted %d first %d hash %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"removed %d, hash %u len %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [32 x i8] c"dlist count %d fw %llu bw %llu\0A\00", align 1, !dbg !19

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !39 {
  %1 = alloca ptr, align 8, !DIAssignID !82
  %2 = alloca %struct.DList, align 8, !DIAssignID !83
    #dbg_assign(i1 undef, !60, !DIExpression(), !83, ptr %2, !DIExpression(), !84)
    #dbg_value(ptr null, !43, !DIExpression(), !84)
    #dbg_value(i32 99, !49, !DIExpression(), !84)
    #dbg_value(i32 0, !50, !DIExpression(), !85)
  br label %39, !dbg !86

3:                                                ; preds = %39, %3
  %4 = phi i32 [ %10, %3 ], [ 0, %39 ], !dbg !87
  %5 = phi i32 [ %9, %3 ], [ -2128831035, %39 ]
  %6 = phi ptr [ %12, %3 ], [ %46, %39 ]
    #dbg_value(i32 %5, !100, !DIExpression(), !102)
    #dbg_value(ptr %6, !98, !DIExpression(), !102)
  %7 = load i32, ptr %6, align 8, !dbg !87, !tbaa !103
  %8 = xor i32 %7, %5, !dbg !109
  %9 = mul i32 %8, 16777619, !dbg !110
    #dbg_value(i32 %9, !100, !DIExpression(), !102)
  %10 = add nuw nsw i32 %4, 1, !dbg !111
    #dbg_value(i32 %10, !52, !DIExpression(), !84)
  %11 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !112
  %12 = load ptr, ptr %11, align 8, !dbg !112, !tbaa !113
    #dbg_value(ptr %12, !98, !DIExpression(), !102)
  %13 = icmp eq ptr %12, null, !dbg !114
  br i1 %13, label %14, label %3, !dbg !114, !llvm.loop !115

14:                                               ; preds = %3
    #dbg_value(i32 %10, !52, !DIExpression(), !84)
    #dbg_value(i32 %9, !53, !DIExpression(), !84)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %10), !dbg !118
    #dbg_value(ptr %46, !119, !DIExpression(), !127)
    #dbg_value(ptr null, !124, !DIExpression(), !127)
  br label %16, !dbg !129

16:                                               ; preds = %14, %16
  %17 = phi ptr [ %20, %16 ], [ %46, %14 ]
  %18 = phi ptr [ %17, %16 ], [ null, %14 ]
    #dbg_value(ptr %17, !119, !DIExpression(), !127)
    #dbg_value(ptr %18, !124, !DIExpression(), !127)
  %19 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !130
  %20 = load ptr, ptr %19, align 8, !dbg !130, !tbaa !113
    #dbg_value(ptr %20, !125, !DIExpression(), !131)
  store ptr %18, ptr %19, align 8, !dbg !132, !tbaa !113
    #dbg_value(ptr %20, !119, !DIExpression(), !127)
    #dbg_value(ptr %17, !124, !DIExpression(), !127)
  %21 = icmp eq ptr %20, null, !dbg !129
  br i1 %21, label %22, label %16, !dbg !129, !llvm.loop !133

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ -2128831035, %16 ]
  %24 = phi ptr [ %29, %22 ], [ %17, %16 ]
    #dbg_value(i32 %23, !100, !DIExpression(), !135)
    #dbg_value(ptr %24, !98, !DIExpression(), !135)
  %25 = load i32, ptr %24, align 8, !dbg !137, !tbaa !103
  %26 = xor i32 %25, %23, !dbg !138
  %27 = mul i32 %26, 16777619, !dbg !139
    #dbg_value(i32 %27, !100, !DIExpression(), !135)
    #dbg_value(i32 poison, !52, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !84)
  %28 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !140
  %29 = load ptr, ptr %28, align 8, !dbg !140, !tbaa !113
    #dbg_value(ptr %29, !98, !DIExpression(), !135)
  %30 = icmp eq ptr %29, null, !dbg !141
  br i1 %30, label %31, label %22, !dbg !141, !llvm.loop !142

31:                                               ; preds = %22
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27), !dbg !144
  %33 = tail call fastcc ptr @msort(ptr noundef nonnull %17), !dbg !145
    #dbg_value(ptr %33, !43, !DIExpression(), !84)
    #dbg_value(i32 1, !54, !DIExpression(), !84)
    #dbg_value(ptr %33, !55, !DIExpression(), !146)
  %34 = icmp eq ptr %33, null, !dbg !147
  br i1 %34, label %61, label %35, !dbg !149

35:                                               ; preds = %31
    #dbg_value(ptr %33, !55, !DIExpression(), !146)
    #dbg_value(i32 1, !54, !DIExpression(), !84)
  %36 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !150
  %37 = load ptr, ptr %36, align 8, !dbg !150, !tbaa !113
  %38 = icmp eq ptr %37, null, !dbg !149
  br i1 %38, label %50, label %100, !dbg !151

39:                                               ; preds = %0, %39
  %40 = phi ptr [ null, %0 ], [ %46, %39 ]
  %41 = phi i32 [ 99, %0 ], [ %44, %39 ]
  %42 = phi i32 [ 0, %0 ], [ %48, %39 ]
    #dbg_value(ptr %40, !43, !DIExpression(), !84)
    #dbg_value(i32 %41, !49, !DIExpression(), !84)
    #dbg_value(i32 %42, !50, !DIExpression(), !85)
  %43 = mul i32 %41, 69069, !dbg !152
  %44 = add i32 %43, 1, !dbg !155
    #dbg_value(i32 %44, !49, !DIExpression(), !84)
  %45 = lshr i32 %44, 20, !dbg !156
    #dbg_value(ptr %40, !157, !DIExpression(), !164)
    #dbg_value(i32 %45, !162, !DIExpression(), !164)
  %46 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !166
    #dbg_value(ptr %46, !163, !DIExpression(), !164)
  store i32 %45, ptr %46, align 8, !dbg !167, !tbaa !103
  %47 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !168
  store ptr %40, ptr %47, align 8, !dbg !169, !tbaa !113
    #dbg_value(ptr %46, !43, !DIExpression(), !84)
  %48 = add nuw nsw i32 %42, 1, !dbg !170
    #dbg_value(i32 %48, !50, !DIExpression(), !85)
  %49 = icmp eq i32 %48, 2000, !dbg !171
  br i1 %49, label %3, label %39, !dbg !86, !llvm.loop !172

50:                                               ; preds = %100, %35
  %51 = phi i32 [ 1, %35 ], [ %107, %100 ]
    #dbg_value(ptr undef, !99, !DIExpression(), !174)
    #dbg_value(i32 0, !52, !DIExpression(), !84)
    #dbg_value(i32 -2128831035, !100, !DIExpression(), !174)
    #dbg_value(ptr %33, !98, !DIExpression(), !174)
  br i1 %34, label %61, label %52, !dbg !176

52:                                               ; preds = %50, %52
  %53 = phi i32 [ %57, %52 ], [ -2128831035, %50 ]
  %54 = phi ptr [ %59, %52 ], [ %33, %50 ]
    #dbg_value(i32 %53, !100, !DIExpression(), !174)
    #dbg_value(ptr %54, !98, !DIExpression(), !174)
  %55 = load i32, ptr %54, align 8, !dbg !177, !tbaa !103
  %56 = xor i32 %55, %53, !dbg !178
  %57 = mul i32 %56, 16777619, !dbg !179
    #dbg_value(i32 %57, !100, !DIExpression(), !174)
    #dbg_value(i32 poison, !52, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !84)
  %58 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !180
  %59 = load ptr, ptr %58, align 8, !dbg !180, !tbaa !113
    #dbg_value(ptr %59, !98, !DIExpression(), !174)
  %60 = icmp eq ptr %59, null, !dbg !176
  br i1 %60, label %61, label %52, !dbg !176, !llvm.loop !181

61:                                               ; preds = %52, %31, %50
  %62 = phi i32 [ %51, %50 ], [ 1, %31 ], [ %51, %52 ]
  %63 = phi i32 [ -2128831035, %50 ], [ -2128831035, %31 ], [ %57, %52 ], !dbg !174
    #dbg_value(i32 %63, !53, !DIExpression(), !84)
  %64 = load i32, ptr %33, align 8, !dbg !183, !tbaa !103
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef %64, i32 noundef %63), !dbg !184
    #dbg_value(i32 0, !57, !DIExpression(), !84)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !185, !DIExpression(), !82, ptr %1, !DIExpression(), !198)
  store ptr %33, ptr %1, align 8, !tbaa !200, !DIAssignID !201
    #dbg_assign(ptr %33, !185, !DIExpression(), !201, ptr %1, !DIExpression(), !198)
    #dbg_value(i32 3, !190, !DIExpression(), !198)
    #dbg_value(ptr undef, !191, !DIExpression(), !198)
    #dbg_value(ptr %1, !192, !DIExpression(), !198)
  br label %66, !dbg !202

66:                                               ; preds = %61, %77
  %67 = phi i32 [ 0, %61 ], [ %78, %77 ], !dbg !84
  %68 = phi ptr [ %1, %61 ], [ %79, %77 ]
  %69 = phi ptr [ %33, %61 ], [ %80, %77 ]
    #dbg_value(i32 %67, !57, !DIExpression(), !84)
    #dbg_value(ptr %68, !192, !DIExpression(), !198)
  %70 = load i32, ptr %69, align 8, !dbg !203, !tbaa !103
  %71 = srem i32 %70, 3, !dbg !204
  %72 = icmp eq i32 %71, 0, !dbg !205
  %73 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !206
  br i1 %72, label %74, label %77, !dbg !207

74:                                               ; preds = %66
    #dbg_value(ptr %69, !194, !DIExpression(), !208)
  %75 = load ptr, ptr %73, align 8, !dbg !209, !tbaa !113
  store ptr %75, ptr %68, align 8, !dbg !210, !tbaa !200
  tail call void @free(ptr noundef nonnull %69) #8, !dbg !211
  %76 = add nsw i32 %67, 1, !dbg !212
    #dbg_value(i32 %76, !57, !DIExpression(), !84)
  br label %77, !dbg !213

77:                                               ; preds = %74, %66
  %78 = phi i32 [ %76, %74 ], [ %67, %66 ], !dbg !84
  %79 = phi ptr [ %68, %74 ], [ %73, %66 ], !dbg !198
    #dbg_value(i32 %78, !57, !DIExpression(), !84)
    #dbg_value(ptr %79, !192, !DIExpression(), !198)
  %80 = load ptr, ptr %79, align 8, !dbg !214, !tbaa !200
  %81 = icmp eq ptr %80, null, !dbg !202
  br i1 %81, label %82, label %66, !dbg !202, !llvm.loop !215

82:                                               ; preds = %77
  %83 = load ptr, ptr %1, align 8, !dbg !217, !tbaa !200
    #dbg_value(i32 %78, !57, !DIExpression(), !84)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !218
    #dbg_value(ptr %83, !43, !DIExpression(), !84)
    #dbg_value(ptr undef, !99, !DIExpression(), !219)
    #dbg_value(i32 0, !52, !DIExpression(), !84)
    #dbg_value(i32 -2128831035, !100, !DIExpression(), !219)
    #dbg_value(ptr %83, !98, !DIExpression(), !219)
  %84 = icmp eq ptr %83, null, !dbg !221
  br i1 %84, label %85, label %87, !dbg !221

85:                                               ; preds = %82
    #dbg_value(i32 0, !52, !DIExpression(), !84)
    #dbg_value(i32 -2128831035, !53, !DIExpression(), !84)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef -2128831035, i32 noundef 0), !dbg !222
    #dbg_value(ptr %83, !43, !DIExpression(), !84)
  br label %116, !dbg !223

87:                                               ; preds = %82, %87
  %88 = phi i32 [ %94, %87 ], [ 0, %82 ], !dbg !224
  %89 = phi i32 [ %93, %87 ], [ -2128831035, %82 ]
  %90 = phi ptr [ %96, %87 ], [ %83, %82 ]
    #dbg_value(i32 %89, !100, !DIExpression(), !219)
    #dbg_value(ptr %90, !98, !DIExpression(), !219)
  %91 = load i32, ptr %90, align 8, !dbg !224, !tbaa !103
  %92 = xor i32 %91, %89, !dbg !225
  %93 = mul i32 %92, 16777619, !dbg !226
    #dbg_value(i32 %93, !100, !DIExpression(), !219)
  %94 = add nuw nsw i32 %88, 1, !dbg !227
    #dbg_value(i32 %94, !52, !DIExpression(), !84)
  %95 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !228
  %96 = load ptr, ptr %95, align 8, !dbg !228, !tbaa !113
    #dbg_value(ptr %96, !98, !DIExpression(), !219)
  %97 = icmp eq ptr %96, null, !dbg !221
  br i1 %97, label %98, label %87, !dbg !221, !llvm.loop !229

98:                                               ; preds = %87
    #dbg_value(i32 %94, !52, !DIExpression(), !84)
    #dbg_value(i32 %93, !53, !DIExpression(), !84)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef %93, i32 noundef %94), !dbg !222
    #dbg_value(ptr %83, !43, !DIExpression(), !84)
  br i1 %84, label %116, label %111, !dbg !223

100:                                              ; preds = %35, %100
  %101 = phi ptr [ %109, %100 ], [ %37, %35 ]
  %102 = phi i32 [ %107, %100 ], [ 1, %35 ]
  %103 = phi ptr [ %101, %100 ], [ %33, %35 ]
    #dbg_value(i32 %102, !54, !DIExpression(), !84)
    #dbg_value(ptr %103, !55, !DIExpression(), !146)
  %104 = load i32, ptr %103, align 8, !dbg !231, !tbaa !103
  %105 = load i32, ptr %101, align 8, !dbg !233, !tbaa !103
  %106 = icmp sgt i32 %104, %105, !dbg !234
  %107 = select i1 %106, i32 0, i32 %102, !dbg !235
    #dbg_value(ptr %101, !55, !DIExpression(), !146)
    #dbg_value(i32 %107, !54, !DIExpression(), !84)
  %108 = getelementptr inbounds i8, ptr %101, i64 8, !dbg !150
  %109 = load ptr, ptr %108, align 8, !dbg !150, !tbaa !113
  %110 = icmp eq ptr %109, null, !dbg !149
  br i1 %110, label %50, label %100, !dbg !151

111:                                              ; preds = %98, %111
  %112 = phi ptr [ %114, %111 ], [ %83, %98 ]
    #dbg_value(ptr %112, !43, !DIExpression(), !84)
  %113 = getelementptr inbounds i8, ptr %112, i64 8, !dbg !236
  %114 = load ptr, ptr %113, align 8, !dbg !236, !tbaa !113
    #dbg_value(ptr %114, !58, !DIExpression(), !237)
  tail call void @free(ptr noundef nonnull %112) #8, !dbg !238
    #dbg_value(ptr %114, !43, !DIExpression(), !84)
  %115 = icmp eq ptr %114, null, !dbg !223
  br i1 %115, label %116, label %111, !dbg !223, !llvm.loop !239

116:                                              ; preds = %111, %85, %98
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8, !dbg !241
    #dbg_value(ptr %2, !242, !DIExpression(), !248)
  %117 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !250
  store ptr %2, ptr %117, align 8, !dbg !251, !tbaa !252, !DIAssignID !256
    #dbg_assign(ptr %2, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !256, ptr %117, !DIExpression(), !84)
  store ptr %2, ptr %2, align 8, !dbg !257, !tbaa !258, !DIAssignID !259
    #dbg_assign(ptr %2, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !259, ptr %2, !DIExpression(), !84)
  %118 = call noalias dereferenceable_or_null(2400) ptr @calloc(i64 noundef 100, i64 noundef 24) #9, !dbg !260
    #dbg_value(ptr %118, !70, !DIExpression(), !84)
    #dbg_value(i32 0, !71, !DIExpression(), !261)
  br label %119, !dbg !262

119:                                              ; preds = %116, %119
  %120 = phi i64 [ 0, %116 ], [ %133, %119 ]
    #dbg_value(i64 %120, !71, !DIExpression(), !261)
  %121 = add nsw i64 %120, -50, !dbg !263
  %122 = mul i64 %120, %121, !dbg !263
  %123 = getelementptr inbounds %struct.DNode, ptr %118, i64 %120, !dbg !266
  %124 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !267
  store i64 %122, ptr %124, align 8, !dbg !268, !tbaa !269
  %125 = and i64 %120, 1, !dbg !270
  %126 = icmp eq i64 %125, 0, !dbg !270
  %127 = load ptr, ptr %2, align 8, !dbg !271
  %128 = select i1 %126, ptr %2, ptr %127, !dbg !271
    #dbg_value(ptr %128, !272, !DIExpression(), !278)
    #dbg_value(ptr %123, !277, !DIExpression(), !278)
  store ptr %128, ptr %123, align 8, !dbg !280, !tbaa !281
  %129 = getelementptr inbounds i8, ptr %127, i64 8, !dbg !282
  %130 = select i1 %126, ptr %117, ptr %129, !dbg !282
  %131 = load ptr, ptr %130, align 8, !dbg !282, !tbaa !283
  %132 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !284
  store ptr %131, ptr %132, align 8, !dbg !285, !tbaa !283
  store ptr %123, ptr %131, align 8, !dbg !286, !tbaa !281
  store ptr %123, ptr %130, align 8, !dbg !287, !tbaa !283
  %133 = add nuw nsw i64 %120, 1, !dbg !288
    #dbg_value(i64 %133, !71, !DIExpression(), !261)
  %134 = icmp eq i64 %133, 100, !dbg !289
  br i1 %134, label %138, label %119, !dbg !262, !llvm.loop !290

135:                                              ; preds = %138
    #dbg_value(i64 0, !75, !DIExpression(), !84)
    #dbg_value(i64 0, !76, !DIExpression(), !84)
    #dbg_value(i32 0, !77, !DIExpression(), !84)
  %136 = load ptr, ptr %117, align 8, !dbg !292, !tbaa !252
    #dbg_value(ptr %136, !78, !DIExpression(), !293)
  %137 = icmp eq ptr %136, %2, !dbg !294
  br i1 %137, label %155, label %160, !dbg !296

138:                                              ; preds = %119, %138
  %139 = phi i64 [ %151, %138 ], [ 0, %119 ]
    #dbg_value(i64 %139, !73, !DIExpression(), !297)
  %140 = getelementptr inbounds %struct.DNode, ptr %118, i64 %139, !dbg !298
    #dbg_value(ptr %140, !300, !DIExpression(), !305)
  %141 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !307
  %142 = load ptr, ptr %141, align 8, !dbg !307, !tbaa !283
  %143 = load ptr, ptr %140, align 8, !dbg !308, !tbaa !281
  %144 = getelementptr inbounds i8, ptr %143, i64 8, !dbg !309
  store ptr %142, ptr %144, align 8, !dbg !310, !tbaa !283
  store ptr %143, ptr %142, align 8, !dbg !311, !tbaa !281
    #dbg_value(i64 %139, !73, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !297)
  %145 = getelementptr inbounds %struct.DNode, ptr %118, i64 %139, !dbg !298
  %146 = getelementptr inbounds i8, ptr %145, i64 72, !dbg !298
    #dbg_value(ptr %146, !300, !DIExpression(), !305)
  %147 = getelementptr inbounds i8, ptr %145, i64 80, !dbg !307
  %148 = load ptr, ptr %147, align 8, !dbg !307, !tbaa !283
  %149 = load ptr, ptr %146, align 8, !dbg !308, !tbaa !281
  %150 = getelementptr inbounds i8, ptr %149, i64 8, !dbg !309
  store ptr %148, ptr %150, align 8, !dbg !310, !tbaa !283
  store ptr %149, ptr %148, align 8, !dbg !311, !tbaa !281
  %151 = add nuw nsw i64 %139, 6, !dbg !312
    #dbg_value(i64 %151, !73, !DIExpression(), !297)
  %152 = icmp ult i64 %139, 94, !dbg !313
  br i1 %152, label %138, label %135, !dbg !314, !llvm.loop !315

153:                                              ; preds = %160
  %154 = urem i64 %167, 1000000007, !dbg !317
  br label %155, !dbg !318

155:                                              ; preds = %153, %135
  %156 = phi i64 [ 0, %135 ], [ %154, %153 ], !dbg !84
  %157 = phi i32 [ 0, %135 ], [ %168, %153 ], !dbg !84
  %158 = load ptr, ptr %2, align 8, !dbg !318, !tbaa !281
  %159 = icmp eq ptr %158, %2, !dbg !319
  br i1 %159, label %174, label %177, !dbg !321

160:                                              ; preds = %135, %160
  %161 = phi ptr [ %170, %160 ], [ %136, %135 ]
  %162 = phi i32 [ %168, %160 ], [ 0, %135 ]
  %163 = phi i64 [ %167, %160 ], [ 0, %135 ]
    #dbg_value(ptr %161, !78, !DIExpression(), !293)
    #dbg_value(i32 %162, !77, !DIExpression(), !84)
    #dbg_value(i64 %163, !75, !DIExpression(), !84)
  %164 = mul i64 %163, 3, !dbg !322
  %165 = getelementptr inbounds i8, ptr %161, i64 16, !dbg !324
  %166 = load i64, ptr %165, align 8, !dbg !324, !tbaa !269
  %167 = add i64 %166, %164, !dbg !325
    #dbg_value(i64 %167, !75, !DIExpression(), !84)
  %168 = add nuw nsw i32 %162, 1, !dbg !326
    #dbg_value(i32 %168, !77, !DIExpression(), !84)
  %169 = getelementptr inbounds i8, ptr %161, i64 8, !dbg !327
  %170 = load ptr, ptr %169, align 8, !dbg !327, !tbaa !283
    #dbg_value(ptr %170, !78, !DIExpression(), !293)
  %171 = icmp eq ptr %170, %2, !dbg !294
  br i1 %171, label %153, label %160, !dbg !296, !llvm.loop !328

172:                                              ; preds = %177
  %173 = urem i64 %183, 1000000007, !dbg !330
  br label %174, !dbg !317

174:                                              ; preds = %172, %155
  %175 = phi i64 [ 0, %155 ], [ %173, %172 ], !dbg !84
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %157, i64 noundef %156, i64 noundef %175), !dbg !331
  call void @free(ptr noundef %118) #8, !dbg !332
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8, !dbg !333
  ret i32 0, !dbg !334

177:                                              ; preds = %155, %177
  %178 = phi ptr [ %184, %177 ], [ %158, %155 ]
  %179 = phi i64 [ %183, %177 ], [ 0, %155 ]
    #dbg_value(i64 %179, !76, !DIExpression(), !84)
  %180 = mul i64 %179, 3, !dbg !335
  %181 = getelementptr inbounds i8, ptr %178, i64 16, !dbg !336
  %182 = load i64, ptr %181, align 8, !dbg !336, !tbaa !269
  %183 = add i64 %182, %180, !dbg !337
    #dbg_value(i64 %183, !76, !DIExpression(), !84)
    #dbg_value(ptr poison, !80, !DIExpression(), !338)
  %184 = load ptr, ptr %178, align 8, !dbg !318, !tbaa !281
    #dbg_value(ptr %184, !80, !DIExpression(), !338)
  %185 = icmp eq ptr %184, %2, !dbg !319
  br i1 %185, label %172, label %177, !dbg !321, !llvm.loop !339
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !341 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 !dbg !348 {
  %2 = alloca %struct.Node, align 8, !DIAssignID !354
    #dbg_value(ptr %0, !350, !DIExpression(), !355)
  %3 = icmp eq ptr %0, null, !dbg !356
  br i1 %3, label %59, label %4, !dbg !358

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !359
  %6 = load ptr, ptr %5, align 8, !dbg !359, !tbaa !113
  %7 = icmp eq ptr %6, null, !dbg !360
  br i1 %7, label %59, label %8, !dbg !361

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !352, !DIExpression(), !355)
    #dbg_value(ptr %10, !351, !DIExpression(), !355)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !362
  %12 = load ptr, ptr %11, align 8, !dbg !362, !tbaa !113
  %13 = icmp eq ptr %12, null, !dbg !363
  br i1 %13, label %20, label %14, !dbg !364

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !365
  %16 = load ptr, ptr %15, align 8, !dbg !365, !tbaa !113
    #dbg_value(ptr %16, !351, !DIExpression(), !355)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !367
  %18 = load ptr, ptr %17, align 8, !dbg !367, !tbaa !113
    #dbg_value(ptr %18, !352, !DIExpression(), !355)
  %19 = icmp eq ptr %18, null, !dbg !368
  br i1 %19, label %20, label %8, !dbg !363, !llvm.loop !369

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !355
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !371
  %23 = load ptr, ptr %22, align 8, !dbg !371, !tbaa !113
    #dbg_value(ptr %23, !353, !DIExpression(), !355)
  store ptr null, ptr %22, align 8, !dbg !372, !tbaa !113
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !373
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !374
    #dbg_assign(i1 undef, !375, !DIExpression(), !354, ptr %2, !DIExpression(), !383)
    #dbg_value(ptr %24, !380, !DIExpression(), !383)
    #dbg_value(ptr %25, !381, !DIExpression(), !383)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !385
    #dbg_value(ptr %2, !382, !DIExpression(), !383)
    #dbg_value(ptr %25, !381, !DIExpression(), !383)
    #dbg_value(ptr %24, !380, !DIExpression(), !383)
  %26 = icmp ne ptr %24, null, !dbg !386
  %27 = icmp ne ptr %25, null, !dbg !387
  %28 = and i1 %26, %27, !dbg !387
  br i1 %28, label %29, label %50, !dbg !388

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !382, !DIExpression(), !383)
    #dbg_value(ptr %31, !381, !DIExpression(), !383)
    #dbg_value(ptr %32, !380, !DIExpression(), !383)
  %33 = load i32, ptr %32, align 8, !dbg !389, !tbaa !103
  %34 = load i32, ptr %31, align 8, !dbg !392, !tbaa !103
  %35 = icmp sgt i32 %33, %34, !dbg !393
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !394
  br i1 %35, label %40, label %37, !dbg !395

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !396, !tbaa !113
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !398
  %39 = load ptr, ptr %38, align 8, !dbg !398, !tbaa !113
    #dbg_value(ptr %39, !380, !DIExpression(), !383)
  br label %43, !dbg !399

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !400, !tbaa !113
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !402
  %42 = load ptr, ptr %41, align 8, !dbg !402, !tbaa !113
    #dbg_value(ptr %42, !381, !DIExpression(), !383)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !403
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %46, !381, !DIExpression(), !383)
    #dbg_value(ptr %45, !380, !DIExpression(), !383)
    #dbg_value(ptr %44, !382, !DIExpression(), !383)
  %47 = icmp ne ptr %45, null, !dbg !386
  %48 = icmp ne ptr %46, null, !dbg !387
  %49 = select i1 %47, i1 %48, i1 false, !dbg !387
  br i1 %49, label %29, label %50, !dbg !388, !llvm.loop !404

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !383
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !386
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !406
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !407
  store ptr %55, ptr %56, align 8, !dbg !408, !tbaa !113
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !409
  %58 = load ptr, ptr %57, align 8, !dbg !409, !tbaa !113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !410
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !355
  ret ptr %60, !dbg !411
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !412 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !417 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !423 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8f042b81527076e83337998c39176bc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !40, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!26}
!42 = !{!43, !49, !50, !52, !53, !54, !55, !57, !58, !60, !70, !71, !73, !75, !76, !77, !78, !80}
!43 = !DILocalVariable(name: "h", scope: !39, file: !2, line: 65, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 5, size: 128, elements: !46)
!46 = !{!47, !48}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !45, file: !2, line: 5, baseType: !26, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !45, file: !2, line: 5, baseType: !44, size: 64, offset: 64)
!49 = !DILocalVariable(name: "s", scope: !39, file: !2, line: 66, type: !29)
!50 = !DILocalVariable(name: "i", scope: !51, file: !2, line: 67, type: !26)
!51 = distinct !DILexicalBlock(scope: !39, file: !2, line: 67, column: 5)
!52 = !DILocalVariable(name: "len", scope: !39, file: !2, line: 68, type: !26)
!53 = !DILocalVariable(name: "lh", scope: !39, file: !2, line: 69, type: !29)
!54 = !DILocalVariable(name: "ok", scope: !39, file: !2, line: 74, type: !26)
!55 = !DILocalVariable(name: "p", scope: !56, file: !2, line: 75, type: !44)
!56 = distinct !DILexicalBlock(scope: !39, file: !2, line: 75, column: 5)
!57 = !DILocalVariable(name: "removed", scope: !39, file: !2, line: 78, type: !26)
!58 = !DILocalVariable(name: "n", scope: !59, file: !2, line: 82, type: !44)
!59 = distinct !DILexicalBlock(scope: !39, file: !2, line: 82, column: 15)
!60 = !DILocalVariable(name: "l", scope: !39, file: !2, line: 84, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DList", file: !2, line: 56, size: 192, elements: !62)
!62 = !{!63}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !61, file: !2, line: 56, baseType: !64, size: 192)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DNode", file: !2, line: 55, size: 192, elements: !65)
!65 = !{!66, !68, !69}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !64, file: !2, line: 55, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !64, file: !2, line: 55, baseType: !67, size: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !64, file: !2, line: 55, baseType: !27, size: 64, offset: 128)
!70 = !DILocalVariable(name: "nodes", scope: !39, file: !2, line: 86, type: !67)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 87, type: !26)
!72 = distinct !DILexicalBlock(scope: !39, file: !2, line: 87, column: 5)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 91, type: !26)
!74 = distinct !DILexicalBlock(scope: !39, file: !2, line: 91, column: 5)
!75 = !DILocalVariable(name: "fw", scope: !39, file: !2, line: 92, type: !28)
!76 = !DILocalVariable(name: "bw", scope: !39, file: !2, line: 92, type: !28)
!77 = !DILocalVariable(name: "cnt", scope: !39, file: !2, line: 93, type: !26)
!78 = !DILocalVariable(name: "p", scope: !79, file: !2, line: 94, type: !67)
!79 = distinct !DILexicalBlock(scope: !39, file: !2, line: 94, column: 5)
!80 = !DILocalVariable(name: "p", scope: !81, file: !2, line: 95, type: !67)
!81 = distinct !DILexicalBlock(scope: !39, file: !2, line: 95, column: 5)
!82 = distinct !DIAssignID()
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !39)
!85 = !DILocation(line: 0, scope: !51)
!86 = !DILocation(line: 67, column: 5, scope: !51)
!87 = !DILocation(line: 51, column: 52, scope: !88, inlinedAt: !101)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 51, column: 28)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 51, column: 5)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 51, column: 5)
!91 = distinct !DISubprogram(name: "list_hash", scope: !2, file: !2, line: 48, type: !92, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !97)
!92 = !DISubroutineType(types: !93)
!93 = !{!29, !94, !96}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!97 = !{!98, !99, !100}
!98 = !DILocalVariable(name: "h", arg: 1, scope: !91, file: !2, line: 48, type: !94)
!99 = !DILocalVariable(name: "len", arg: 2, scope: !91, file: !2, line: 48, type: !96)
!100 = !DILocalVariable(name: "x", scope: !91, file: !2, line: 49, type: !29)
!101 = distinct !DILocation(line: 69, column: 19, scope: !39)
!102 = !DILocation(line: 0, scope: !91, inlinedAt: !101)
!103 = !{!104, !105, i64 0}
!104 = !{!"Node", !105, i64 0, !108, i64 8}
!105 = !{!"int", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = !{!"any pointer", !106, i64 0}
!109 = !DILocation(line: 51, column: 37, scope: !88, inlinedAt: !101)
!110 = !DILocation(line: 51, column: 59, scope: !88, inlinedAt: !101)
!111 = !DILocation(line: 51, column: 78, scope: !88, inlinedAt: !101)
!112 = !DILocation(line: 51, column: 22, scope: !89, inlinedAt: !101)
!113 = !{!104, !108, i64 8}
!114 = !DILocation(line: 51, column: 5, scope: !90, inlinedAt: !101)
!115 = distinct !{!115, !114, !116, !117}
!116 = !DILocation(line: 51, column: 82, scope: !90, inlinedAt: !101)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocation(line: 70, column: 5, scope: !39)
!119 = !DILocalVariable(name: "h", arg: 1, scope: !120, file: !2, line: 14, type: !44)
!120 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 14, type: !121, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!44, !44}
!123 = !{!119, !124, !125}
!124 = !DILocalVariable(name: "prev", scope: !120, file: !2, line: 15, type: !44)
!125 = !DILocalVariable(name: "nx", scope: !126, file: !2, line: 16, type: !44)
!126 = distinct !DILexicalBlock(scope: !120, file: !2, line: 16, column: 15)
!127 = !DILocation(line: 0, scope: !120, inlinedAt: !128)
!128 = distinct !DILocation(line: 71, column: 9, scope: !39)
!129 = !DILocation(line: 16, column: 5, scope: !120, inlinedAt: !128)
!130 = !DILocation(line: 16, column: 38, scope: !126, inlinedAt: !128)
!131 = !DILocation(line: 0, scope: !126, inlinedAt: !128)
!132 = !DILocation(line: 16, column: 52, scope: !126, inlinedAt: !128)
!133 = distinct !{!133, !129, !134, !117}
!134 = !DILocation(line: 16, column: 78, scope: !120, inlinedAt: !128)
!135 = !DILocation(line: 0, scope: !91, inlinedAt: !136)
!136 = distinct !DILocation(line: 72, column: 34, scope: !39)
!137 = !DILocation(line: 51, column: 52, scope: !88, inlinedAt: !136)
!138 = !DILocation(line: 51, column: 37, scope: !88, inlinedAt: !136)
!139 = !DILocation(line: 51, column: 59, scope: !88, inlinedAt: !136)
!140 = !DILocation(line: 51, column: 22, scope: !89, inlinedAt: !136)
!141 = !DILocation(line: 51, column: 5, scope: !90, inlinedAt: !136)
!142 = distinct !{!142, !141, !143, !117}
!143 = !DILocation(line: 51, column: 82, scope: !90, inlinedAt: !136)
!144 = !DILocation(line: 72, column: 5, scope: !39)
!145 = !DILocation(line: 73, column: 9, scope: !39)
!146 = !DILocation(line: 0, scope: !56)
!147 = !DILocation(line: 75, column: 30, scope: !148)
!148 = distinct !DILexicalBlock(scope: !56, file: !2, line: 75, column: 5)
!149 = !DILocation(line: 75, column: 32, scope: !148)
!150 = !DILocation(line: 75, column: 38, scope: !148)
!151 = !DILocation(line: 75, column: 5, scope: !56)
!152 = !DILocation(line: 67, column: 44, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 67, column: 36)
!154 = distinct !DILexicalBlock(scope: !51, file: !2, line: 67, column: 5)
!155 = !DILocation(line: 67, column: 53, scope: !153)
!156 = !DILocation(line: 67, column: 79, scope: !153)
!157 = !DILocalVariable(name: "head", arg: 1, scope: !158, file: !2, line: 7, type: !44)
!158 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 7, type: !159, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!44, !44, !26}
!161 = !{!157, !162, !163}
!162 = !DILocalVariable(name: "v", arg: 2, scope: !158, file: !2, line: 7, type: !26)
!163 = !DILocalVariable(name: "n", scope: !158, file: !2, line: 8, type: !44)
!164 = !DILocation(line: 0, scope: !158, inlinedAt: !165)
!165 = distinct !DILocation(line: 67, column: 63, scope: !153)
!166 = !DILocation(line: 8, column: 22, scope: !158, inlinedAt: !165)
!167 = !DILocation(line: 9, column: 14, scope: !158, inlinedAt: !165)
!168 = !DILocation(line: 10, column: 8, scope: !158, inlinedAt: !165)
!169 = !DILocation(line: 10, column: 13, scope: !158, inlinedAt: !165)
!170 = !DILocation(line: 67, column: 32, scope: !154)
!171 = !DILocation(line: 67, column: 23, scope: !154)
!172 = distinct !{!172, !86, !173, !117}
!173 = !DILocation(line: 67, column: 88, scope: !51)
!174 = !DILocation(line: 0, scope: !91, inlinedAt: !175)
!175 = distinct !DILocation(line: 76, column: 10, scope: !39)
!176 = !DILocation(line: 51, column: 5, scope: !90, inlinedAt: !175)
!177 = !DILocation(line: 51, column: 52, scope: !88, inlinedAt: !175)
!178 = !DILocation(line: 51, column: 37, scope: !88, inlinedAt: !175)
!179 = !DILocation(line: 51, column: 59, scope: !88, inlinedAt: !175)
!180 = !DILocation(line: 51, column: 22, scope: !89, inlinedAt: !175)
!181 = distinct !{!181, !176, !182, !117}
!182 = !DILocation(line: 51, column: 82, scope: !90, inlinedAt: !175)
!183 = !DILocation(line: 77, column: 51, scope: !39)
!184 = !DILocation(line: 77, column: 5, scope: !39)
!185 = !DILocalVariable(name: "h", arg: 1, scope: !186, file: !2, line: 39, type: !44)
!186 = distinct !DISubprogram(name: "remove_if_multiple", scope: !2, file: !2, line: 39, type: !187, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!44, !44, !26, !96}
!189 = !{!185, !190, !191, !192, !194}
!190 = !DILocalVariable(name: "k", arg: 2, scope: !186, file: !2, line: 39, type: !26)
!191 = !DILocalVariable(name: "removed", arg: 3, scope: !186, file: !2, line: 39, type: !96)
!192 = !DILocalVariable(name: "pp", scope: !186, file: !2, line: 40, type: !193)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!194 = !DILocalVariable(name: "d", scope: !195, file: !2, line: 42, type: !44)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 42, column: 36)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 42, column: 13)
!197 = distinct !DILexicalBlock(scope: !186, file: !2, line: 41, column: 17)
!198 = !DILocation(line: 0, scope: !186, inlinedAt: !199)
!199 = distinct !DILocation(line: 79, column: 9, scope: !39)
!200 = !{!108, !108, i64 0}
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 41, column: 5, scope: !186, inlinedAt: !199)
!203 = !DILocation(line: 42, column: 20, scope: !196, inlinedAt: !199)
!204 = !DILocation(line: 42, column: 26, scope: !196, inlinedAt: !199)
!205 = !DILocation(line: 42, column: 30, scope: !196, inlinedAt: !199)
!206 = !DILocation(line: 0, scope: !196, inlinedAt: !199)
!207 = !DILocation(line: 42, column: 13, scope: !197, inlinedAt: !199)
!208 = !DILocation(line: 0, scope: !195, inlinedAt: !199)
!209 = !DILocation(line: 42, column: 69, scope: !195, inlinedAt: !199)
!210 = !DILocation(line: 42, column: 64, scope: !195, inlinedAt: !199)
!211 = !DILocation(line: 42, column: 75, scope: !195, inlinedAt: !199)
!212 = !DILocation(line: 42, column: 94, scope: !195, inlinedAt: !199)
!213 = !DILocation(line: 42, column: 98, scope: !195, inlinedAt: !199)
!214 = !DILocation(line: 41, column: 12, scope: !186, inlinedAt: !199)
!215 = distinct !{!215, !202, !216, !117}
!216 = !DILocation(line: 44, column: 5, scope: !186, inlinedAt: !199)
!217 = !DILocation(line: 45, column: 12, scope: !186, inlinedAt: !199)
!218 = !DILocation(line: 45, column: 5, scope: !186, inlinedAt: !199)
!219 = !DILocation(line: 0, scope: !91, inlinedAt: !220)
!220 = distinct !DILocation(line: 80, column: 10, scope: !39)
!221 = !DILocation(line: 51, column: 5, scope: !90, inlinedAt: !220)
!222 = !DILocation(line: 81, column: 5, scope: !39)
!223 = !DILocation(line: 82, column: 5, scope: !39)
!224 = !DILocation(line: 51, column: 52, scope: !88, inlinedAt: !220)
!225 = !DILocation(line: 51, column: 37, scope: !88, inlinedAt: !220)
!226 = !DILocation(line: 51, column: 59, scope: !88, inlinedAt: !220)
!227 = !DILocation(line: 51, column: 78, scope: !88, inlinedAt: !220)
!228 = !DILocation(line: 51, column: 22, scope: !89, inlinedAt: !220)
!229 = distinct !{!229, !221, !230, !117}
!230 = !DILocation(line: 51, column: 82, scope: !90, inlinedAt: !220)
!231 = !DILocation(line: 75, column: 64, scope: !232)
!232 = distinct !DILexicalBlock(scope: !148, file: !2, line: 75, column: 61)
!233 = !DILocation(line: 75, column: 81, scope: !232)
!234 = !DILocation(line: 75, column: 70, scope: !232)
!235 = !DILocation(line: 75, column: 61, scope: !148)
!236 = !DILocation(line: 82, column: 37, scope: !59)
!237 = !DILocation(line: 0, scope: !59)
!238 = !DILocation(line: 82, column: 43, scope: !59)
!239 = distinct !{!239, !223, !240, !117}
!240 = !DILocation(line: 82, column: 59, scope: !39)
!241 = !DILocation(line: 84, column: 5, scope: !39)
!242 = !DILocalVariable(name: "l", arg: 1, scope: !243, file: !2, line: 58, type: !246)
!243 = distinct !DISubprogram(name: "dl_init", scope: !2, file: !2, line: 58, type: !244, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !247)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!247 = !{!242}
!248 = !DILocation(line: 0, scope: !243, inlinedAt: !249)
!249 = distinct !DILocation(line: 85, column: 5, scope: !39)
!250 = !DILocation(line: 58, column: 63, scope: !243, inlinedAt: !249)
!251 = !DILocation(line: 58, column: 68, scope: !243, inlinedAt: !249)
!252 = !{!253, !108, i64 8}
!253 = !{!"DList", !254, i64 0}
!254 = !{!"DNode", !108, i64 0, !108, i64 8, !255, i64 16}
!255 = !{!"long long", !106, i64 0}
!256 = distinct !DIAssignID()
!257 = !DILocation(line: 58, column: 53, scope: !243, inlinedAt: !249)
!258 = !{!253, !108, i64 0}
!259 = distinct !DIAssignID()
!260 = !DILocation(line: 86, column: 27, scope: !39)
!261 = !DILocation(line: 0, scope: !72)
!262 = !DILocation(line: 87, column: 5, scope: !72)
!263 = !DILocation(line: 88, column: 41, scope: !264)
!264 = distinct !DILexicalBlock(scope: !265, file: !2, line: 87, column: 35)
!265 = distinct !DILexicalBlock(scope: !72, file: !2, line: 87, column: 5)
!266 = !DILocation(line: 88, column: 9, scope: !264)
!267 = !DILocation(line: 88, column: 18, scope: !264)
!268 = !DILocation(line: 88, column: 22, scope: !264)
!269 = !{!254, !255, i64 16}
!270 = !DILocation(line: 89, column: 27, scope: !264)
!271 = !DILocation(line: 89, column: 25, scope: !264)
!272 = !DILocalVariable(name: "pos", arg: 1, scope: !273, file: !2, line: 59, type: !67)
!273 = distinct !DISubprogram(name: "dl_insert_after", scope: !2, file: !2, line: 59, type: !274, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{null, !67, !67}
!276 = !{!272, !277}
!277 = !DILocalVariable(name: "n", arg: 2, scope: !273, file: !2, line: 59, type: !67)
!278 = !DILocation(line: 0, scope: !273, inlinedAt: !279)
!279 = distinct !DILocation(line: 89, column: 9, scope: !264)
!280 = !DILocation(line: 60, column: 13, scope: !273, inlinedAt: !279)
!281 = !{!254, !108, i64 0}
!282 = !DILocation(line: 60, column: 35, scope: !273, inlinedAt: !279)
!283 = !{!254, !108, i64 8}
!284 = !DILocation(line: 60, column: 23, scope: !273, inlinedAt: !279)
!285 = !DILocation(line: 60, column: 28, scope: !273, inlinedAt: !279)
!286 = !DILocation(line: 60, column: 57, scope: !273, inlinedAt: !279)
!287 = !DILocation(line: 60, column: 72, scope: !273, inlinedAt: !279)
!288 = !DILocation(line: 87, column: 31, scope: !265)
!289 = !DILocation(line: 87, column: 23, scope: !265)
!290 = distinct !{!290, !262, !291, !117}
!291 = !DILocation(line: 90, column: 5, scope: !72)
!292 = !DILocation(line: 94, column: 35, scope: !79)
!293 = !DILocation(line: 0, scope: !79)
!294 = !DILocation(line: 94, column: 43, scope: !295)
!295 = distinct !DILexicalBlock(scope: !79, file: !2, line: 94, column: 5)
!296 = !DILocation(line: 94, column: 5, scope: !79)
!297 = !DILocation(line: 0, scope: !74)
!298 = !DILocation(line: 91, column: 49, scope: !299)
!299 = distinct !DILexicalBlock(scope: !74, file: !2, line: 91, column: 5)
!300 = !DILocalVariable(name: "n", arg: 1, scope: !301, file: !2, line: 62, type: !67)
!301 = distinct !DISubprogram(name: "dl_unlink", scope: !2, file: !2, line: 62, type: !302, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !304)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !67}
!304 = !{!300}
!305 = !DILocation(line: 0, scope: !301, inlinedAt: !306)
!306 = distinct !DILocation(line: 91, column: 38, scope: !299)
!307 = !DILocation(line: 62, column: 61, scope: !301, inlinedAt: !306)
!308 = !DILocation(line: 62, column: 45, scope: !301, inlinedAt: !306)
!309 = !DILocation(line: 62, column: 51, scope: !301, inlinedAt: !306)
!310 = !DILocation(line: 62, column: 56, scope: !301, inlinedAt: !306)
!311 = !DILocation(line: 62, column: 81, scope: !301, inlinedAt: !306)
!312 = !DILocation(line: 91, column: 32, scope: !299)
!313 = !DILocation(line: 91, column: 23, scope: !299)
!314 = !DILocation(line: 91, column: 5, scope: !74)
!315 = distinct !{!315, !314, !316, !117}
!316 = !DILocation(line: 91, column: 57, scope: !74)
!317 = !DILocation(line: 96, column: 56, scope: !39)
!318 = !DILocation(line: 95, scope: !81)
!319 = !DILocation(line: 95, column: 43, scope: !320)
!320 = distinct !DILexicalBlock(scope: !81, file: !2, line: 95, column: 5)
!321 = !DILocation(line: 95, column: 5, scope: !81)
!322 = !DILocation(line: 94, column: 78, scope: !323)
!323 = distinct !DILexicalBlock(scope: !295, file: !2, line: 94, column: 68)
!324 = !DILocation(line: 94, column: 107, scope: !323)
!325 = !DILocation(line: 94, column: 82, scope: !323)
!326 = !DILocation(line: 94, column: 115, scope: !323)
!327 = !DILocation(line: 94, column: 62, scope: !295)
!328 = distinct !{!328, !296, !329, !117}
!329 = !DILocation(line: 94, column: 119, scope: !79)
!330 = !DILocation(line: 96, column: 73, scope: !39)
!331 = !DILocation(line: 96, column: 5, scope: !39)
!332 = !DILocation(line: 97, column: 5, scope: !39)
!333 = !DILocation(line: 99, column: 1, scope: !39)
!334 = !DILocation(line: 98, column: 5, scope: !39)
!335 = !DILocation(line: 95, column: 76, scope: !320)
!336 = !DILocation(line: 95, column: 105, scope: !320)
!337 = !DILocation(line: 95, column: 80, scope: !320)
!338 = !DILocation(line: 0, scope: !81)
!339 = distinct !{!339, !321, !340, !117}
!340 = !DILocation(line: 95, column: 105, scope: !81)
!341 = !DISubprogram(name: "printf", scope: !342, file: !342, line: 356, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!343 = !DISubroutineType(types: !344)
!344 = !{!26, !345, null}
!345 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !346)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64)
!347 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!348 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 30, type: !121, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !349)
!349 = !{!350, !351, !352, !353}
!350 = !DILocalVariable(name: "h", arg: 1, scope: !348, file: !2, line: 30, type: !44)
!351 = !DILocalVariable(name: "slow", scope: !348, file: !2, line: 32, type: !44)
!352 = !DILocalVariable(name: "fast", scope: !348, file: !2, line: 32, type: !44)
!353 = !DILocalVariable(name: "second", scope: !348, file: !2, line: 34, type: !44)
!354 = distinct !DIAssignID()
!355 = !DILocation(line: 0, scope: !348)
!356 = !DILocation(line: 31, column: 10, scope: !357)
!357 = distinct !DILexicalBlock(scope: !348, file: !2, line: 31, column: 9)
!358 = !DILocation(line: 31, column: 12, scope: !357)
!359 = !DILocation(line: 31, column: 19, scope: !357)
!360 = !DILocation(line: 31, column: 16, scope: !357)
!361 = !DILocation(line: 31, column: 9, scope: !348)
!362 = !DILocation(line: 33, column: 26, scope: !348)
!363 = !DILocation(line: 33, column: 17, scope: !348)
!364 = !DILocation(line: 33, column: 5, scope: !348)
!365 = !DILocation(line: 33, column: 47, scope: !366)
!366 = distinct !DILexicalBlock(scope: !348, file: !2, line: 33, column: 32)
!367 = !DILocation(line: 33, column: 72, scope: !366)
!368 = !DILocation(line: 33, column: 12, scope: !348)
!369 = distinct !{!369, !364, !370, !117}
!370 = !DILocation(line: 33, column: 78, scope: !348)
!371 = !DILocation(line: 34, column: 33, scope: !348)
!372 = !DILocation(line: 35, column: 16, scope: !348)
!373 = !DILocation(line: 36, column: 18, scope: !348)
!374 = !DILocation(line: 36, column: 28, scope: !348)
!375 = !DILocalVariable(name: "dummy", scope: !376, file: !2, line: 21, type: !45)
!376 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 20, type: !377, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !379)
!377 = !DISubroutineType(types: !378)
!378 = !{!44, !44, !44}
!379 = !{!380, !381, !375, !382}
!380 = !DILocalVariable(name: "a", arg: 1, scope: !376, file: !2, line: 20, type: !44)
!381 = !DILocalVariable(name: "b", arg: 2, scope: !376, file: !2, line: 20, type: !44)
!382 = !DILocalVariable(name: "t", scope: !376, file: !2, line: 21, type: !44)
!383 = !DILocation(line: 0, scope: !376, inlinedAt: !384)
!384 = distinct !DILocation(line: 36, column: 12, scope: !348)
!385 = !DILocation(line: 21, column: 5, scope: !376, inlinedAt: !384)
!386 = !DILocation(line: 22, column: 12, scope: !376, inlinedAt: !384)
!387 = !DILocation(line: 22, column: 14, scope: !376, inlinedAt: !384)
!388 = !DILocation(line: 22, column: 5, scope: !376, inlinedAt: !384)
!389 = !DILocation(line: 23, column: 16, scope: !390, inlinedAt: !384)
!390 = distinct !DILexicalBlock(scope: !391, file: !2, line: 23, column: 13)
!391 = distinct !DILexicalBlock(scope: !376, file: !2, line: 22, column: 20)
!392 = !DILocation(line: 23, column: 28, scope: !390, inlinedAt: !384)
!393 = !DILocation(line: 23, column: 22, scope: !390, inlinedAt: !384)
!394 = !DILocation(line: 23, scope: !390, inlinedAt: !384)
!395 = !DILocation(line: 23, column: 13, scope: !391, inlinedAt: !384)
!396 = !DILocation(line: 23, column: 45, scope: !397, inlinedAt: !384)
!397 = distinct !DILexicalBlock(scope: !390, file: !2, line: 23, column: 35)
!398 = !DILocation(line: 23, column: 57, scope: !397, inlinedAt: !384)
!399 = !DILocation(line: 23, column: 63, scope: !397, inlinedAt: !384)
!400 = !DILocation(line: 23, column: 80, scope: !401, inlinedAt: !384)
!401 = distinct !DILexicalBlock(scope: !390, file: !2, line: 23, column: 70)
!402 = !DILocation(line: 23, column: 92, scope: !401, inlinedAt: !384)
!403 = !DILocation(line: 24, column: 16, scope: !391, inlinedAt: !384)
!404 = distinct !{!404, !388, !405, !117}
!405 = !DILocation(line: 25, column: 5, scope: !376, inlinedAt: !384)
!406 = !DILocation(line: 26, column: 15, scope: !376, inlinedAt: !384)
!407 = !DILocation(line: 26, column: 8, scope: !376, inlinedAt: !384)
!408 = !DILocation(line: 26, column: 13, scope: !376, inlinedAt: !384)
!409 = !DILocation(line: 27, column: 18, scope: !376, inlinedAt: !384)
!410 = !DILocation(line: 28, column: 1, scope: !376, inlinedAt: !384)
!411 = !DILocation(line: 37, column: 1, scope: !348)
!412 = !DISubprogram(name: "free", scope: !413, file: !413, line: 568, type: !414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!414 = !DISubroutineType(types: !415)
!415 = !{null, !416}
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!417 = !DISubprogram(name: "calloc", scope: !413, file: !413, line: 556, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!416, !420, !420}
!420 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !421, line: 18, baseType: !422)
!421 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!422 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!423 = !DISubprogram(name: "malloc", scope: !413, file: !413, line: 553, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!416, !420}
