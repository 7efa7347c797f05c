; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  br label %37, !dbg !86

3:                                                ; preds = %37, %3
  %4 = phi i32 [ %10, %3 ], [ 0, %37 ], !dbg !87
  %5 = phi i32 [ %9, %3 ], [ -2128831035, %37 ]
  %6 = phi ptr [ %12, %3 ], [ %44, %37 ]
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %9, i32 noundef %10), !dbg !118
    #dbg_value(ptr %44, !119, !DIExpression(), !127)
    #dbg_value(ptr null, !124, !DIExpression(), !127)
  br label %15, !dbg !129

15:                                               ; preds = %14, %15
  %16 = phi ptr [ %19, %15 ], [ %44, %14 ]
  %17 = phi ptr [ %16, %15 ], [ null, %14 ]
    #dbg_value(ptr %16, !119, !DIExpression(), !127)
    #dbg_value(ptr %17, !124, !DIExpression(), !127)
  %18 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !130
  %19 = load ptr, ptr %18, align 8, !dbg !130, !tbaa !113
    #dbg_value(ptr %19, !125, !DIExpression(), !131)
  store ptr %17, ptr %18, align 8, !dbg !132, !tbaa !113
    #dbg_value(ptr %19, !119, !DIExpression(), !127)
    #dbg_value(ptr %16, !124, !DIExpression(), !127)
  %20 = icmp eq ptr %19, null, !dbg !129
  br i1 %20, label %21, label %15, !dbg !129, !llvm.loop !133

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %26, %21 ], [ -2128831035, %15 ]
  %23 = phi ptr [ %28, %21 ], [ %16, %15 ]
    #dbg_value(i32 %22, !100, !DIExpression(), !135)
    #dbg_value(ptr %23, !98, !DIExpression(), !135)
  %24 = load i32, ptr %23, align 8, !dbg !137, !tbaa !103
  %25 = xor i32 %24, %22, !dbg !138
  %26 = mul i32 %25, 16777619, !dbg !139
    #dbg_value(i32 %26, !100, !DIExpression(), !135)
    #dbg_value(i32 poison, !52, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !84)
  %27 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !140
  %28 = load ptr, ptr %27, align 8, !dbg !140, !tbaa !113
    #dbg_value(ptr %28, !98, !DIExpression(), !135)
  %29 = icmp eq ptr %28, null, !dbg !141
  br i1 %29, label %30, label %21, !dbg !141, !llvm.loop !142

30:                                               ; preds = %21
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %26), !dbg !144
  %31 = tail call fastcc ptr @msort(ptr noundef nonnull %16), !dbg !145
    #dbg_value(ptr %31, !43, !DIExpression(), !84)
    #dbg_value(i32 1, !54, !DIExpression(), !84)
    #dbg_value(ptr %31, !55, !DIExpression(), !146)
  %32 = icmp eq ptr %31, null, !dbg !147
  br i1 %32, label %59, label %33, !dbg !149

33:                                               ; preds = %30
    #dbg_value(ptr %31, !55, !DIExpression(), !146)
    #dbg_value(i32 1, !54, !DIExpression(), !84)
  %34 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !150
  %35 = load ptr, ptr %34, align 8, !dbg !150, !tbaa !113
  %36 = icmp eq ptr %35, null, !dbg !149
  br i1 %36, label %48, label %95, !dbg !151

37:                                               ; preds = %0, %37
  %38 = phi ptr [ null, %0 ], [ %44, %37 ]
  %39 = phi i32 [ 99, %0 ], [ %42, %37 ]
  %40 = phi i32 [ 0, %0 ], [ %46, %37 ]
    #dbg_value(ptr %38, !43, !DIExpression(), !84)
    #dbg_value(i32 %39, !49, !DIExpression(), !84)
    #dbg_value(i32 %40, !50, !DIExpression(), !85)
  %41 = mul i32 %39, 69069, !dbg !152
  %42 = add i32 %41, 1, !dbg !155
    #dbg_value(i32 %42, !49, !DIExpression(), !84)
  %43 = lshr i32 %42, 20, !dbg !156
    #dbg_value(ptr %38, !157, !DIExpression(), !164)
    #dbg_value(i32 %43, !162, !DIExpression(), !164)
  %44 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10, !dbg !166
    #dbg_value(ptr %44, !163, !DIExpression(), !164)
  store i32 %43, ptr %44, align 8, !dbg !167, !tbaa !103
  %45 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !168
  store ptr %38, ptr %45, align 8, !dbg !169, !tbaa !113
    #dbg_value(ptr %44, !43, !DIExpression(), !84)
  %46 = add nuw nsw i32 %40, 1, !dbg !170
    #dbg_value(i32 %46, !50, !DIExpression(), !85)
  %47 = icmp eq i32 %46, 2000, !dbg !171
  br i1 %47, label %3, label %37, !dbg !86, !llvm.loop !172

48:                                               ; preds = %95, %33
  %49 = phi i32 [ 1, %33 ], [ %102, %95 ]
    #dbg_value(ptr undef, !99, !DIExpression(), !174)
    #dbg_value(i32 0, !52, !DIExpression(), !84)
    #dbg_value(i32 -2128831035, !100, !DIExpression(), !174)
    #dbg_value(ptr %31, !98, !DIExpression(), !174)
  br i1 %32, label %59, label %50, !dbg !176

50:                                               ; preds = %48, %50
  %51 = phi i32 [ %55, %50 ], [ -2128831035, %48 ]
  %52 = phi ptr [ %57, %50 ], [ %31, %48 ]
    #dbg_value(i32 %51, !100, !DIExpression(), !174)
    #dbg_value(ptr %52, !98, !DIExpression(), !174)
  %53 = load i32, ptr %52, align 8, !dbg !177, !tbaa !103
  %54 = xor i32 %53, %51, !dbg !178
  %55 = mul i32 %54, 16777619, !dbg !179
    #dbg_value(i32 %55, !100, !DIExpression(), !174)
    #dbg_value(i32 poison, !52, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !84)
  %56 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !180
  %57 = load ptr, ptr %56, align 8, !dbg !180, !tbaa !113
    #dbg_value(ptr %57, !98, !DIExpression(), !174)
  %58 = icmp eq ptr %57, null, !dbg !176
  br i1 %58, label %59, label %50, !dbg !176, !llvm.loop !181

59:                                               ; preds = %50, %30, %48
  %60 = phi i32 [ %49, %48 ], [ 1, %30 ], [ %49, %50 ]
  %61 = phi i32 [ -2128831035, %48 ], [ -2128831035, %30 ], [ %55, %50 ], !dbg !174
    #dbg_value(i32 %61, !53, !DIExpression(), !84)
  %62 = load i32, ptr %31, align 8, !dbg !183, !tbaa !103
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef %62, i32 noundef %61), !dbg !184
    #dbg_value(i32 0, !57, !DIExpression(), !84)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !185, !DIExpression(), !82, ptr %1, !DIExpression(), !198)
  store ptr %31, ptr %1, align 8, !tbaa !200, !DIAssignID !201
    #dbg_assign(ptr %31, !185, !DIExpression(), !201, ptr %1, !DIExpression(), !198)
    #dbg_value(i32 3, !190, !DIExpression(), !198)
    #dbg_value(ptr undef, !191, !DIExpression(), !198)
    #dbg_value(ptr %1, !192, !DIExpression(), !198)
  br label %63, !dbg !202

63:                                               ; preds = %59, %74
  %64 = phi i32 [ 0, %59 ], [ %75, %74 ], !dbg !84
  %65 = phi ptr [ %1, %59 ], [ %76, %74 ]
  %66 = phi ptr [ %31, %59 ], [ %77, %74 ]
    #dbg_value(i32 %64, !57, !DIExpression(), !84)
    #dbg_value(ptr %65, !192, !DIExpression(), !198)
  %67 = load i32, ptr %66, align 8, !dbg !203, !tbaa !103
  %68 = srem i32 %67, 3, !dbg !204
  %69 = icmp eq i32 %68, 0, !dbg !205
  %70 = getelementptr inbounds i8, ptr %66, i64 8, !dbg !206
  br i1 %69, label %71, label %74, !dbg !207

71:                                               ; preds = %63
    #dbg_value(ptr %66, !194, !DIExpression(), !208)
  %72 = load ptr, ptr %70, align 8, !dbg !209, !tbaa !113
  store ptr %72, ptr %65, align 8, !dbg !210, !tbaa !200
  tail call void @free(ptr noundef nonnull %66), !dbg !211
  %73 = add nsw i32 %64, 1, !dbg !212
    #dbg_value(i32 %73, !57, !DIExpression(), !84)
  br label %74, !dbg !213

74:                                               ; preds = %71, %63
  %75 = phi i32 [ %73, %71 ], [ %64, %63 ], !dbg !84
  %76 = phi ptr [ %65, %71 ], [ %70, %63 ], !dbg !198
    #dbg_value(i32 %75, !57, !DIExpression(), !84)
    #dbg_value(ptr %76, !192, !DIExpression(), !198)
  %77 = load ptr, ptr %76, align 8, !dbg !214, !tbaa !200
  %78 = icmp eq ptr %77, null, !dbg !202
  br i1 %78, label %79, label %63, !dbg !202, !llvm.loop !215

79:                                               ; preds = %74
  %80 = load ptr, ptr %1, align 8, !dbg !217, !tbaa !200
    #dbg_value(i32 %75, !57, !DIExpression(), !84)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !218
    #dbg_value(ptr %80, !43, !DIExpression(), !84)
    #dbg_value(ptr undef, !99, !DIExpression(), !219)
    #dbg_value(i32 0, !52, !DIExpression(), !84)
    #dbg_value(i32 -2128831035, !100, !DIExpression(), !219)
    #dbg_value(ptr %80, !98, !DIExpression(), !219)
  %81 = icmp eq ptr %80, null, !dbg !221
  br i1 %81, label %82, label %83, !dbg !221

82:                                               ; preds = %79
    #dbg_value(i32 0, !52, !DIExpression(), !84)
    #dbg_value(i32 -2128831035, !53, !DIExpression(), !84)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %75, i32 noundef -2128831035, i32 noundef 0), !dbg !222
    #dbg_value(ptr %80, !43, !DIExpression(), !84)
  br label %111, !dbg !223

83:                                               ; preds = %79, %83
  %84 = phi i32 [ %90, %83 ], [ 0, %79 ], !dbg !224
  %85 = phi i32 [ %89, %83 ], [ -2128831035, %79 ]
  %86 = phi ptr [ %92, %83 ], [ %80, %79 ]
    #dbg_value(i32 %85, !100, !DIExpression(), !219)
    #dbg_value(ptr %86, !98, !DIExpression(), !219)
  %87 = load i32, ptr %86, align 8, !dbg !224, !tbaa !103
  %88 = xor i32 %87, %85, !dbg !225
  %89 = mul i32 %88, 16777619, !dbg !226
    #dbg_value(i32 %89, !100, !DIExpression(), !219)
  %90 = add nuw nsw i32 %84, 1, !dbg !227
    #dbg_value(i32 %90, !52, !DIExpression(), !84)
  %91 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !228
  %92 = load ptr, ptr %91, align 8, !dbg !228, !tbaa !113
    #dbg_value(ptr %92, !98, !DIExpression(), !219)
  %93 = icmp eq ptr %92, null, !dbg !221
  br i1 %93, label %94, label %83, !dbg !221, !llvm.loop !229

94:                                               ; preds = %83
    #dbg_value(i32 %90, !52, !DIExpression(), !84)
    #dbg_value(i32 %89, !53, !DIExpression(), !84)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %75, i32 noundef %89, i32 noundef %90), !dbg !222
    #dbg_value(ptr %80, !43, !DIExpression(), !84)
  br i1 %81, label %111, label %106, !dbg !223

95:                                               ; preds = %33, %95
  %96 = phi ptr [ %104, %95 ], [ %35, %33 ]
  %97 = phi i32 [ %102, %95 ], [ 1, %33 ]
  %98 = phi ptr [ %96, %95 ], [ %31, %33 ]
    #dbg_value(i32 %97, !54, !DIExpression(), !84)
    #dbg_value(ptr %98, !55, !DIExpression(), !146)
  %99 = load i32, ptr %98, align 8, !dbg !231, !tbaa !103
  %100 = load i32, ptr %96, align 8, !dbg !233, !tbaa !103
  %101 = icmp sgt i32 %99, %100, !dbg !234
  %102 = select i1 %101, i32 0, i32 %97, !dbg !235
    #dbg_value(ptr %96, !55, !DIExpression(), !146)
    #dbg_value(i32 %102, !54, !DIExpression(), !84)
  %103 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !150
  %104 = load ptr, ptr %103, align 8, !dbg !150, !tbaa !113
  %105 = icmp eq ptr %104, null, !dbg !149
  br i1 %105, label %48, label %95, !dbg !151

106:                                              ; preds = %94, %106
  %107 = phi ptr [ %109, %106 ], [ %80, %94 ]
    #dbg_value(ptr %107, !43, !DIExpression(), !84)
  %108 = getelementptr inbounds i8, ptr %107, i64 8, !dbg !236
  %109 = load ptr, ptr %108, align 8, !dbg !236, !tbaa !113
    #dbg_value(ptr %109, !58, !DIExpression(), !237)
  tail call void @free(ptr noundef nonnull %107), !dbg !238
    #dbg_value(ptr %109, !43, !DIExpression(), !84)
  %110 = icmp eq ptr %109, null, !dbg !223
  br i1 %110, label %111, label %106, !dbg !223, !llvm.loop !239

111:                                              ; preds = %106, %82, %94
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11, !dbg !241
    #dbg_value(ptr %2, !242, !DIExpression(), !248)
  %112 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !250
  store ptr %2, ptr %112, align 8, !dbg !251, !tbaa !252, !DIAssignID !256
    #dbg_assign(ptr %2, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !256, ptr %112, !DIExpression(), !84)
  store ptr %2, ptr %2, align 8, !dbg !257, !tbaa !258, !DIAssignID !259
    #dbg_assign(ptr %2, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !259, ptr %2, !DIExpression(), !84)
  %113 = call dereferenceable_or_null(2400) ptr @calloc(i64 noundef 100, i64 noundef 24) #12, !dbg !260
    #dbg_value(ptr %113, !70, !DIExpression(), !84)
    #dbg_value(i32 0, !71, !DIExpression(), !261)
  br label %114, !dbg !262

114:                                              ; preds = %111, %114
  %115 = phi i64 [ 0, %111 ], [ %128, %114 ]
    #dbg_value(i64 %115, !71, !DIExpression(), !261)
  %116 = add nsw i64 %115, -50, !dbg !263
  %117 = mul i64 %115, %116, !dbg !263
  %118 = getelementptr inbounds %struct.DNode, ptr %113, i64 %115, !dbg !266
  %119 = getelementptr inbounds i8, ptr %118, i64 16, !dbg !267
  store i64 %117, ptr %119, align 8, !dbg !268, !tbaa !269
  %120 = and i64 %115, 1, !dbg !270
  %121 = icmp eq i64 %120, 0, !dbg !270
  %122 = load ptr, ptr %2, align 8, !dbg !271
  %123 = select i1 %121, ptr %2, ptr %122, !dbg !271
    #dbg_value(ptr %123, !272, !DIExpression(), !278)
    #dbg_value(ptr %118, !277, !DIExpression(), !278)
  store ptr %123, ptr %118, align 8, !dbg !280, !tbaa !281
  %124 = getelementptr inbounds i8, ptr %122, i64 8, !dbg !282
  %125 = select i1 %121, ptr %112, ptr %124, !dbg !282
  %126 = load ptr, ptr %125, align 8, !dbg !282, !tbaa !283
  %127 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !284
  store ptr %126, ptr %127, align 8, !dbg !285, !tbaa !283
  store ptr %118, ptr %126, align 8, !dbg !286, !tbaa !281
  store ptr %118, ptr %125, align 8, !dbg !287, !tbaa !283
  %128 = add nuw nsw i64 %115, 1, !dbg !288
    #dbg_value(i64 %128, !71, !DIExpression(), !261)
  %129 = icmp eq i64 %128, 100, !dbg !289
  br i1 %129, label %133, label %114, !dbg !262, !llvm.loop !290

130:                                              ; preds = %133
    #dbg_value(i64 0, !75, !DIExpression(), !84)
    #dbg_value(i64 0, !76, !DIExpression(), !84)
    #dbg_value(i32 0, !77, !DIExpression(), !84)
  %131 = load ptr, ptr %112, align 8, !dbg !292, !tbaa !252
    #dbg_value(ptr %131, !78, !DIExpression(), !293)
  %132 = icmp eq ptr %131, %2, !dbg !294
  br i1 %132, label %150, label %155, !dbg !296

133:                                              ; preds = %114, %133
  %134 = phi i64 [ %146, %133 ], [ 0, %114 ]
    #dbg_value(i64 %134, !73, !DIExpression(), !297)
  %135 = getelementptr inbounds %struct.DNode, ptr %113, i64 %134, !dbg !298
    #dbg_value(ptr %135, !300, !DIExpression(), !305)
  %136 = getelementptr inbounds i8, ptr %135, i64 8, !dbg !307
  %137 = load ptr, ptr %136, align 8, !dbg !307, !tbaa !283
  %138 = load ptr, ptr %135, align 8, !dbg !308, !tbaa !281
  %139 = getelementptr inbounds i8, ptr %138, i64 8, !dbg !309
  store ptr %137, ptr %139, align 8, !dbg !310, !tbaa !283
  store ptr %138, ptr %137, align 8, !dbg !311, !tbaa !281
    #dbg_value(i64 %134, !73, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !297)
  %140 = getelementptr inbounds %struct.DNode, ptr %113, i64 %134, !dbg !298
  %141 = getelementptr inbounds i8, ptr %140, i64 72, !dbg !298
    #dbg_value(ptr %141, !300, !DIExpression(), !305)
  %142 = getelementptr inbounds i8, ptr %140, i64 80, !dbg !307
  %143 = load ptr, ptr %142, align 8, !dbg !307, !tbaa !283
  %144 = load ptr, ptr %141, align 8, !dbg !308, !tbaa !281
  %145 = getelementptr inbounds i8, ptr %144, i64 8, !dbg !309
  store ptr %143, ptr %145, align 8, !dbg !310, !tbaa !283
  store ptr %144, ptr %143, align 8, !dbg !311, !tbaa !281
  %146 = add nuw nsw i64 %134, 6, !dbg !312
    #dbg_value(i64 %146, !73, !DIExpression(), !297)
  %147 = icmp ult i64 %134, 94, !dbg !313
  br i1 %147, label %133, label %130, !dbg !314, !llvm.loop !315

148:                                              ; preds = %155
  %149 = urem i64 %162, 1000000007, !dbg !317
  br label %150, !dbg !318

150:                                              ; preds = %148, %130
  %151 = phi i64 [ 0, %130 ], [ %149, %148 ], !dbg !84
  %152 = phi i32 [ 0, %130 ], [ %163, %148 ], !dbg !84
  %153 = load ptr, ptr %2, align 8, !dbg !318, !tbaa !281
  %154 = icmp eq ptr %153, %2, !dbg !319
  br i1 %154, label %169, label %171, !dbg !321

155:                                              ; preds = %130, %155
  %156 = phi ptr [ %165, %155 ], [ %131, %130 ]
  %157 = phi i32 [ %163, %155 ], [ 0, %130 ]
  %158 = phi i64 [ %162, %155 ], [ 0, %130 ]
    #dbg_value(ptr %156, !78, !DIExpression(), !293)
    #dbg_value(i32 %157, !77, !DIExpression(), !84)
    #dbg_value(i64 %158, !75, !DIExpression(), !84)
  %159 = mul i64 %158, 3, !dbg !322
  %160 = getelementptr inbounds i8, ptr %156, i64 16, !dbg !324
  %161 = load i64, ptr %160, align 8, !dbg !324, !tbaa !269
  %162 = add i64 %161, %159, !dbg !325
    #dbg_value(i64 %162, !75, !DIExpression(), !84)
  %163 = add nuw nsw i32 %157, 1, !dbg !326
    #dbg_value(i32 %163, !77, !DIExpression(), !84)
  %164 = getelementptr inbounds i8, ptr %156, i64 8, !dbg !327
  %165 = load ptr, ptr %164, align 8, !dbg !327, !tbaa !283
    #dbg_value(ptr %165, !78, !DIExpression(), !293)
  %166 = icmp eq ptr %165, %2, !dbg !294
  br i1 %166, label %148, label %155, !dbg !296, !llvm.loop !328

167:                                              ; preds = %171
  %168 = urem i64 %177, 1000000007, !dbg !330
  br label %169, !dbg !317

169:                                              ; preds = %167, %150
  %170 = phi i64 [ 0, %150 ], [ %168, %167 ], !dbg !84
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %152, i64 noundef %151, i64 noundef %170), !dbg !331
  call void @free(ptr noundef %113), !dbg !332
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11, !dbg !333
  ret i32 0, !dbg !334

171:                                              ; preds = %150, %171
  %172 = phi ptr [ %178, %171 ], [ %153, %150 ]
  %173 = phi i64 [ %177, %171 ], [ 0, %150 ]
    #dbg_value(i64 %173, !76, !DIExpression(), !84)
  %174 = mul i64 %173, 3, !dbg !335
  %175 = getelementptr inbounds i8, ptr %172, i64 16, !dbg !336
  %176 = load i64, ptr %175, align 8, !dbg !336, !tbaa !269
  %177 = add i64 %176, %174, !dbg !337
    #dbg_value(i64 %177, !76, !DIExpression(), !84)
    #dbg_value(ptr poison, !80, !DIExpression(), !338)
  %178 = load ptr, ptr %172, align 8, !dbg !318, !tbaa !281
    #dbg_value(ptr %178, !80, !DIExpression(), !338)
  %179 = icmp eq ptr %178, %2, !dbg !319
  br i1 %179, label %167, label %171, !dbg !321, !llvm.loop !339
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !341 {
  %2 = alloca ptr, align 8, !DIAssignID !353
    #dbg_assign(i1 undef, !350, !DIExpression(), !353, ptr %2, !DIExpression(), !354)
    #dbg_value(ptr %0, !348, !DIExpression(), !354)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11, !dbg !355
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !356
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11, !dbg !357
  %4 = load ptr, ptr %2, align 8, !dbg !358, !tbaa !200
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11, !dbg !359
    #dbg_value(i32 %5, !349, !DIExpression(), !354)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !360
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11, !dbg !361
  ret void, !dbg !362
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 !dbg !363 {
  %2 = alloca %struct.Node, align 8, !DIAssignID !369
    #dbg_value(ptr %0, !365, !DIExpression(), !370)
  %3 = icmp eq ptr %0, null, !dbg !371
  br i1 %3, label %59, label %4, !dbg !373

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !374
  %6 = load ptr, ptr %5, align 8, !dbg !374, !tbaa !113
  %7 = icmp eq ptr %6, null, !dbg !375
  br i1 %7, label %59, label %8, !dbg !376

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !367, !DIExpression(), !370)
    #dbg_value(ptr %10, !366, !DIExpression(), !370)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !377
  %12 = load ptr, ptr %11, align 8, !dbg !377, !tbaa !113
  %13 = icmp eq ptr %12, null, !dbg !378
  br i1 %13, label %20, label %14, !dbg !379

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !380
  %16 = load ptr, ptr %15, align 8, !dbg !380, !tbaa !113
    #dbg_value(ptr %16, !366, !DIExpression(), !370)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !382
  %18 = load ptr, ptr %17, align 8, !dbg !382, !tbaa !113
    #dbg_value(ptr %18, !367, !DIExpression(), !370)
  %19 = icmp eq ptr %18, null, !dbg !383
  br i1 %19, label %20, label %8, !dbg !378, !llvm.loop !384

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !370
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !386
  %23 = load ptr, ptr %22, align 8, !dbg !386, !tbaa !113
    #dbg_value(ptr %23, !368, !DIExpression(), !370)
  store ptr null, ptr %22, align 8, !dbg !387, !tbaa !113
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !388
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !389
    #dbg_assign(i1 undef, !390, !DIExpression(), !369, ptr %2, !DIExpression(), !398)
    #dbg_value(ptr %24, !395, !DIExpression(), !398)
    #dbg_value(ptr %25, !396, !DIExpression(), !398)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11, !dbg !400
    #dbg_value(ptr %2, !397, !DIExpression(), !398)
    #dbg_value(ptr %25, !396, !DIExpression(), !398)
    #dbg_value(ptr %24, !395, !DIExpression(), !398)
  %26 = icmp ne ptr %24, null, !dbg !401
  %27 = icmp ne ptr %25, null, !dbg !402
  %28 = and i1 %26, %27, !dbg !402
  br i1 %28, label %29, label %50, !dbg !403

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !397, !DIExpression(), !398)
    #dbg_value(ptr %31, !396, !DIExpression(), !398)
    #dbg_value(ptr %32, !395, !DIExpression(), !398)
  %33 = load i32, ptr %32, align 8, !dbg !404, !tbaa !103
  %34 = load i32, ptr %31, align 8, !dbg !407, !tbaa !103
  %35 = icmp sgt i32 %33, %34, !dbg !408
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !409
  br i1 %35, label %40, label %37, !dbg !410

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !411, !tbaa !113
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !413
  %39 = load ptr, ptr %38, align 8, !dbg !413, !tbaa !113
    #dbg_value(ptr %39, !395, !DIExpression(), !398)
  br label %43, !dbg !414

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !415, !tbaa !113
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !417
  %42 = load ptr, ptr %41, align 8, !dbg !417, !tbaa !113
    #dbg_value(ptr %42, !396, !DIExpression(), !398)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !418
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %46, !396, !DIExpression(), !398)
    #dbg_value(ptr %45, !395, !DIExpression(), !398)
    #dbg_value(ptr %44, !397, !DIExpression(), !398)
  %47 = icmp ne ptr %45, null, !dbg !401
  %48 = icmp ne ptr %46, null, !dbg !402
  %49 = select i1 %47, i1 %48, i1 false, !dbg !402
  br i1 %49, label %29, label %50, !dbg !403, !llvm.loop !419

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !398
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !401
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !421
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !422
  store ptr %55, ptr %56, align 8, !dbg !423, !tbaa !113
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !424
  %58 = load ptr, ptr %57, align 8, !dbg !424, !tbaa !113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11, !dbg !425
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !370
  ret ptr %60, !dbg !426
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !427 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !432 dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !437 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare !dbg !440 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !460 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { allocsize(0,1) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/linked_list.c", directory: ".")
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
!31 = !{i32 7, !"Dwarf Version", i32 4}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 2}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!341 = distinct !DISubprogram(name: "printf", scope: !342, file: !342, line: 368, type: !343, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !347)
!342 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!343 = !DISubroutineType(cc: DW_CC_nocall, types: !344)
!344 = !{!26, !345, null}
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!347 = !{!348, !349, !350}
!348 = !DILocalVariable(name: "__format", arg: 1, scope: !341, file: !342, line: 368, type: !345)
!349 = !DILocalVariable(name: "__retval", scope: !341, file: !342, line: 370, type: !26)
!350 = !DILocalVariable(name: "__local_argv", scope: !341, file: !342, line: 371, type: !351)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !352)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!353 = distinct !DIAssignID()
!354 = !DILocation(line: 0, scope: !341)
!355 = !DILocation(line: 371, column: 3, scope: !341)
!356 = !DILocation(line: 371, column: 35, scope: !341)
!357 = !DILocation(line: 372, column: 32, scope: !341)
!358 = !DILocation(line: 372, column: 50, scope: !341)
!359 = !DILocation(line: 372, column: 14, scope: !341)
!360 = !DILocation(line: 373, column: 3, scope: !341)
!361 = !DILocation(line: 375, column: 1, scope: !341)
!362 = !DILocation(line: 374, column: 3, scope: !341)
!363 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 30, type: !121, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !364)
!364 = !{!365, !366, !367, !368}
!365 = !DILocalVariable(name: "h", arg: 1, scope: !363, file: !2, line: 30, type: !44)
!366 = !DILocalVariable(name: "slow", scope: !363, file: !2, line: 32, type: !44)
!367 = !DILocalVariable(name: "fast", scope: !363, file: !2, line: 32, type: !44)
!368 = !DILocalVariable(name: "second", scope: !363, file: !2, line: 34, type: !44)
!369 = distinct !DIAssignID()
!370 = !DILocation(line: 0, scope: !363)
!371 = !DILocation(line: 31, column: 10, scope: !372)
!372 = distinct !DILexicalBlock(scope: !363, file: !2, line: 31, column: 9)
!373 = !DILocation(line: 31, column: 12, scope: !372)
!374 = !DILocation(line: 31, column: 19, scope: !372)
!375 = !DILocation(line: 31, column: 16, scope: !372)
!376 = !DILocation(line: 31, column: 9, scope: !363)
!377 = !DILocation(line: 33, column: 26, scope: !363)
!378 = !DILocation(line: 33, column: 17, scope: !363)
!379 = !DILocation(line: 33, column: 5, scope: !363)
!380 = !DILocation(line: 33, column: 47, scope: !381)
!381 = distinct !DILexicalBlock(scope: !363, file: !2, line: 33, column: 32)
!382 = !DILocation(line: 33, column: 72, scope: !381)
!383 = !DILocation(line: 33, column: 12, scope: !363)
!384 = distinct !{!384, !379, !385, !117}
!385 = !DILocation(line: 33, column: 78, scope: !363)
!386 = !DILocation(line: 34, column: 33, scope: !363)
!387 = !DILocation(line: 35, column: 16, scope: !363)
!388 = !DILocation(line: 36, column: 18, scope: !363)
!389 = !DILocation(line: 36, column: 28, scope: !363)
!390 = !DILocalVariable(name: "dummy", scope: !391, file: !2, line: 21, type: !45)
!391 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 20, type: !392, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{!44, !44, !44}
!394 = !{!395, !396, !390, !397}
!395 = !DILocalVariable(name: "a", arg: 1, scope: !391, file: !2, line: 20, type: !44)
!396 = !DILocalVariable(name: "b", arg: 2, scope: !391, file: !2, line: 20, type: !44)
!397 = !DILocalVariable(name: "t", scope: !391, file: !2, line: 21, type: !44)
!398 = !DILocation(line: 0, scope: !391, inlinedAt: !399)
!399 = distinct !DILocation(line: 36, column: 12, scope: !363)
!400 = !DILocation(line: 21, column: 5, scope: !391, inlinedAt: !399)
!401 = !DILocation(line: 22, column: 12, scope: !391, inlinedAt: !399)
!402 = !DILocation(line: 22, column: 14, scope: !391, inlinedAt: !399)
!403 = !DILocation(line: 22, column: 5, scope: !391, inlinedAt: !399)
!404 = !DILocation(line: 23, column: 16, scope: !405, inlinedAt: !399)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 23, column: 13)
!406 = distinct !DILexicalBlock(scope: !391, file: !2, line: 22, column: 20)
!407 = !DILocation(line: 23, column: 28, scope: !405, inlinedAt: !399)
!408 = !DILocation(line: 23, column: 22, scope: !405, inlinedAt: !399)
!409 = !DILocation(line: 23, scope: !405, inlinedAt: !399)
!410 = !DILocation(line: 23, column: 13, scope: !406, inlinedAt: !399)
!411 = !DILocation(line: 23, column: 45, scope: !412, inlinedAt: !399)
!412 = distinct !DILexicalBlock(scope: !405, file: !2, line: 23, column: 35)
!413 = !DILocation(line: 23, column: 57, scope: !412, inlinedAt: !399)
!414 = !DILocation(line: 23, column: 63, scope: !412, inlinedAt: !399)
!415 = !DILocation(line: 23, column: 80, scope: !416, inlinedAt: !399)
!416 = distinct !DILexicalBlock(scope: !405, file: !2, line: 23, column: 70)
!417 = !DILocation(line: 23, column: 92, scope: !416, inlinedAt: !399)
!418 = !DILocation(line: 24, column: 16, scope: !406, inlinedAt: !399)
!419 = distinct !{!419, !403, !420, !117}
!420 = !DILocation(line: 25, column: 5, scope: !391, inlinedAt: !399)
!421 = !DILocation(line: 26, column: 15, scope: !391, inlinedAt: !399)
!422 = !DILocation(line: 26, column: 8, scope: !391, inlinedAt: !399)
!423 = !DILocation(line: 26, column: 13, scope: !391, inlinedAt: !399)
!424 = !DILocation(line: 27, column: 18, scope: !391, inlinedAt: !399)
!425 = !DILocation(line: 28, column: 1, scope: !391, inlinedAt: !399)
!426 = !DILocation(line: 37, column: 1, scope: !363)
!427 = !DISubprogram(name: "free", scope: !428, file: !428, line: 536, type: !429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!429 = !DISubroutineType(types: !430)
!430 = !{null, !431}
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!432 = !DISubprogram(name: "calloc", scope: !428, file: !428, line: 535, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !434)
!434 = !{!431, !435, !435}
!435 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !436, line: 35, baseType: !28)
!436 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!437 = !DISubprogram(name: "malloc", scope: !428, file: !428, line: 537, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!431, !435}
!440 = !DISubprogram(name: "__mingw_vfprintf", scope: !342, file: !342, line: 193, type: !441, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!26, !443, !456, !457}
!443 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !444)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !342, line: 47, baseType: !446)
!446 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !342, line: 33, size: 384, align: 64, elements: !447)
!447 = !{!448, !449, !450, !451, !452, !453, !454, !455}
!448 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !446, file: !342, line: 37, baseType: !352, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !446, file: !342, line: 38, baseType: !26, size: 32, offset: 64)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !446, file: !342, line: 39, baseType: !352, size: 64, offset: 128)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !446, file: !342, line: 40, baseType: !26, size: 32, offset: 192)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !446, file: !342, line: 41, baseType: !26, size: 32, offset: 224)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !446, file: !342, line: 42, baseType: !26, size: 32, offset: 256)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !446, file: !342, line: 43, baseType: !26, size: 32, offset: 288)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !446, file: !342, line: 44, baseType: !352, size: 64, offset: 320)
!456 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !345)
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !458, line: 31, baseType: !459)
!458 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !458, line: 24, baseType: !351)
!460 = !DISubprogram(name: "__acrt_iob_func", scope: !342, file: !342, line: 93, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{!444, !29}
