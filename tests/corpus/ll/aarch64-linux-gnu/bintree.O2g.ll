; ModuleID = 'tests/programs/bintree.c'
source_filename = "tests/programs/bintree.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"nodes %d height %d hash %u\0A\00", align 1, !dbg !0
@inorder_n = internal unnamed_addr global i32 0, align 4, !dbg !7
@inorder_hash = internal unnamed_addr global i32 0, align 4, !dbg !34
@.str.1 = private unnamed_addr constant [9 x i8] c"hits %d\0A\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [42 x i8] c"after delete: nodes %d height %d hash %u\0A\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [18 x i8] c"preorder hash %u\0A\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [15 x i8] c"find 4999: %d\0A\00", align 1, !dbg !29

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = alloca [128 x ptr], align 8, !DIAssignID !67
    #dbg_value(ptr null, !49, !DIExpression(), !68)
    #dbg_value(i32 2024, !57, !DIExpression(), !68)
    #dbg_value(i32 0, !58, !DIExpression(), !69)
  br label %8, !dbg !70

2:                                                ; preds = %8
  tail call fastcc void @inorder(ptr noundef %15), !dbg !71
  %3 = load i32, ptr @inorder_n, align 4, !dbg !72, !tbaa !73
  %4 = tail call fastcc i32 @height(ptr noundef %15), !dbg !77
  %5 = load i32, ptr @inorder_hash, align 4, !dbg !78, !tbaa !73
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5), !dbg !79
    #dbg_value(i32 0, !60, !DIExpression(), !68)
    #dbg_value(i32 0, !61, !DIExpression(), !80)
  %7 = icmp eq ptr %15, null
    #dbg_value(i32 0, !61, !DIExpression(), !80)
    #dbg_value(i32 0, !60, !DIExpression(), !68)
  br label %20, !dbg !81

8:                                                ; preds = %0, %8
  %9 = phi ptr [ null, %0 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %0 ], [ %16, %8 ]
  %11 = phi i32 [ 2024, %0 ], [ %13, %8 ]
    #dbg_value(ptr %9, !49, !DIExpression(), !68)
    #dbg_value(i32 %10, !58, !DIExpression(), !69)
    #dbg_value(i32 %11, !57, !DIExpression(), !68)
  %12 = mul i32 %11, 1664525, !dbg !82
  %13 = add i32 %12, 1013904223, !dbg !85
    #dbg_value(i32 %13, !57, !DIExpression(), !68)
  %14 = urem i32 %13, 5000, !dbg !86
  %15 = tail call fastcc ptr @insert(ptr noundef %9, i32 noundef %14), !dbg !87
    #dbg_value(ptr %15, !49, !DIExpression(), !68)
  %16 = add nuw nsw i32 %10, 1, !dbg !88
    #dbg_value(i32 %16, !58, !DIExpression(), !69)
  %17 = icmp eq i32 %16, 3000, !dbg !89
  br i1 %17, label %2, label %8, !dbg !70, !llvm.loop !90

18:                                               ; preds = %33
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35), !dbg !93
    #dbg_value(i32 0, !63, !DIExpression(), !94)
    #dbg_value(ptr %15, !49, !DIExpression(), !68)
  br label %84, !dbg !95

20:                                               ; preds = %2, %33
  %21 = phi i32 [ 0, %2 ], [ %36, %33 ]
  %22 = phi i32 [ 0, %2 ], [ %35, %33 ]
    #dbg_value(i32 %21, !61, !DIExpression(), !80)
    #dbg_value(i32 %22, !60, !DIExpression(), !68)
    #dbg_value(ptr %15, !96, !DIExpression(), !102)
    #dbg_value(i32 %21, !101, !DIExpression(), !102)
  br i1 %7, label %33, label %23, !dbg !106

23:                                               ; preds = %20, %27
  %24 = phi ptr [ %31, %27 ], [ %15, %20 ]
    #dbg_value(ptr %24, !96, !DIExpression(), !102)
  %25 = load i32, ptr %24, align 8, !dbg !107, !tbaa !108
  %26 = icmp eq i32 %25, %21, !dbg !111
  br i1 %26, label %33, label %27, !dbg !112

27:                                               ; preds = %23
  %28 = icmp sgt i32 %25, %21, !dbg !113
  %29 = select i1 %28, i64 8, i64 16, !dbg !114
  %30 = getelementptr inbounds i8, ptr %24, i64 %29, !dbg !114
  %31 = load ptr, ptr %30, align 8, !dbg !114, !tbaa !115
    #dbg_value(ptr %31, !96, !DIExpression(), !102)
  %32 = icmp eq ptr %31, null, !dbg !116
  br i1 %32, label %33, label %23, !dbg !106, !llvm.loop !117

33:                                               ; preds = %23, %27, %20
  %34 = phi i32 [ 0, %20 ], [ 1, %23 ], [ 0, %27 ]
  %35 = add nuw nsw i32 %34, %22, !dbg !119
    #dbg_value(i32 %35, !60, !DIExpression(), !68)
  %36 = add nuw nsw i32 %21, 7, !dbg !120
    #dbg_value(i32 %36, !61, !DIExpression(), !80)
  %37 = icmp ult i32 %21, 4993, !dbg !121
  br i1 %37, label %20, label %18, !dbg !81, !llvm.loop !122

38:                                               ; preds = %84
  store i32 0, ptr @inorder_hash, align 4, !dbg !124, !tbaa !73
  store i32 0, ptr @inorder_n, align 4, !dbg !125, !tbaa !73
  tail call fastcc void @inorder(ptr noundef %87), !dbg !126
  %39 = load i32, ptr @inorder_n, align 4, !dbg !127, !tbaa !73
  %40 = tail call fastcc i32 @height(ptr noundef %87), !dbg !128
  %41 = load i32, ptr @inorder_hash, align 4, !dbg !129, !tbaa !73
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39, i32 noundef %40, i32 noundef %41), !dbg !130
    #dbg_value(i32 0, !65, !DIExpression(), !68)
    #dbg_assign(i1 undef, !131, !DIExpression(), !67, ptr %1, !DIExpression(), !147)
    #dbg_value(ptr %87, !139, !DIExpression(), !147)
    #dbg_value(ptr undef, !140, !DIExpression(), !147)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #10, !dbg !149
    #dbg_value(i32 0, !141, !DIExpression(), !147)
  %43 = icmp eq ptr %87, null, !dbg !150
  br i1 %43, label %44, label %46, !dbg !152

44:                                               ; preds = %38
    #dbg_value(i32 0, !65, !DIExpression(), !68)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10, !dbg !153
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !154
    #dbg_value(ptr %87, !96, !DIExpression(), !155)
    #dbg_value(i32 4999, !101, !DIExpression(), !155)
  br label %93, !dbg !157

46:                                               ; preds = %38
    #dbg_value(i32 1, !141, !DIExpression(), !147)
  store ptr %87, ptr %1, align 8, !dbg !158, !tbaa !115
  br label %47, !dbg !159

47:                                               ; preds = %69, %46
  %48 = phi i32 [ 0, %46 ], [ %56, %69 ], !dbg !160
  %49 = phi i32 [ 1, %46 ], [ %70, %69 ]
    #dbg_value(i32 %49, !141, !DIExpression(), !147)
  %50 = add nsw i32 %49, -1, !dbg !160
    #dbg_value(i32 %50, !141, !DIExpression(), !147)
  %51 = sext i32 %50 to i64, !dbg !161
  %52 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %51, !dbg !161
  %53 = load ptr, ptr %52, align 8, !dbg !161, !tbaa !115
    #dbg_value(ptr %53, !142, !DIExpression(), !162)
  %54 = mul i32 %48, 31, !dbg !163
  %55 = load i32, ptr %53, align 8, !dbg !164, !tbaa !108
  %56 = add i32 %55, %54, !dbg !165
    #dbg_value(i32 %56, !65, !DIExpression(), !68)
  %57 = getelementptr inbounds i8, ptr %53, i64 16, !dbg !166
  %58 = load ptr, ptr %57, align 8, !dbg !166, !tbaa !168
  %59 = icmp eq ptr %58, null, !dbg !169
  %60 = select i1 %59, ptr %53, ptr %58, !dbg !170
  store ptr %60, ptr %52, align 8, !dbg !171
  %61 = select i1 %59, i32 %50, i32 %49, !dbg !170
    #dbg_value(i32 %61, !141, !DIExpression(), !147)
  %62 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !172
  %63 = load ptr, ptr %62, align 8, !dbg !172, !tbaa !174
  %64 = icmp eq ptr %63, null, !dbg !175
  br i1 %64, label %69, label %65, !dbg !176

65:                                               ; preds = %47
  %66 = add nsw i32 %61, 1, !dbg !177
    #dbg_value(i32 %66, !141, !DIExpression(), !147)
  %67 = sext i32 %61 to i64, !dbg !178
  %68 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %67, !dbg !178
  store ptr %63, ptr %68, align 8, !dbg !179, !tbaa !115
  br label %69, !dbg !178

69:                                               ; preds = %65, %47
  %70 = phi i32 [ %66, %65 ], [ %61, %47 ], !dbg !162
    #dbg_value(i32 %70, !141, !DIExpression(), !147)
  %71 = icmp eq i32 %70, 0, !dbg !159
  br i1 %71, label %72, label %47, !dbg !159, !llvm.loop !180

72:                                               ; preds = %69
    #dbg_value(i32 %56, !65, !DIExpression(), !68)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10, !dbg !153
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %56), !dbg !154
    #dbg_value(ptr %87, !96, !DIExpression(), !155)
    #dbg_value(i32 4999, !101, !DIExpression(), !155)
  br label %74, !dbg !182

74:                                               ; preds = %72, %78
  %75 = phi ptr [ %82, %78 ], [ %87, %72 ]
    #dbg_value(ptr %75, !96, !DIExpression(), !155)
  %76 = load i32, ptr %75, align 8, !dbg !183, !tbaa !108
  %77 = icmp eq i32 %76, 4999, !dbg !184
  br i1 %77, label %90, label %78, !dbg !182

78:                                               ; preds = %74
  %79 = icmp sgt i32 %76, 4999, !dbg !185
  %80 = select i1 %79, i64 8, i64 16, !dbg !186
  %81 = getelementptr inbounds i8, ptr %75, i64 %80, !dbg !186
  %82 = load ptr, ptr %81, align 8, !dbg !186, !tbaa !115
    #dbg_value(ptr %82, !96, !DIExpression(), !155)
  %83 = icmp eq ptr %82, null, !dbg !187
  br i1 %83, label %93, label %74, !dbg !157, !llvm.loop !188

84:                                               ; preds = %18, %84
  %85 = phi ptr [ %15, %18 ], [ %87, %84 ]
  %86 = phi i32 [ 0, %18 ], [ %88, %84 ]
    #dbg_value(ptr %85, !49, !DIExpression(), !68)
    #dbg_value(i32 %86, !63, !DIExpression(), !94)
  %87 = tail call fastcc ptr @delete_key(ptr noundef %85, i32 noundef %86), !dbg !190
    #dbg_value(ptr %87, !49, !DIExpression(), !68)
  %88 = add nuw nsw i32 %86, 2, !dbg !192
    #dbg_value(i32 %88, !63, !DIExpression(), !94)
  %89 = icmp ult i32 %86, 4998, !dbg !193
  br i1 %89, label %84, label %38, !dbg !95, !llvm.loop !194

90:                                               ; preds = %74
    #dbg_value(ptr %75, !66, !DIExpression(), !68)
  %91 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !196
  %92 = load i32, ptr %91, align 4, !dbg !196, !tbaa !197
  br label %93, !dbg !198

93:                                               ; preds = %78, %44, %90
  %94 = phi i32 [ %92, %90 ], [ -1, %44 ], [ -1, %78 ], !dbg !198
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %94), !dbg !199
  tail call fastcc void @destroy(ptr noundef %87), !dbg !200
  ret i32 0, !dbg !201
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !202 {
    #dbg_value(ptr %0, !204, !DIExpression(), !206)
    #dbg_value(i32 %1, !205, !DIExpression(), !206)
  %3 = icmp eq ptr %0, null, !dbg !207
  br i1 %3, label %4, label %8, !dbg !209

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11, !dbg !210
    #dbg_value(ptr %5, !204, !DIExpression(), !206)
  store i32 %1, ptr %5, align 8, !dbg !212, !tbaa !108
  %6 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !213
  store i32 1, ptr %6, align 4, !dbg !214, !tbaa !197
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !215
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !dbg !216
  br label %11, !dbg !217

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 8, !dbg !218, !tbaa !108
  %10 = icmp sgt i32 %9, %1, !dbg !220
  br i1 %10, label %13, label %17, !dbg !221

11:                                               ; preds = %23, %4, %19, %13
  %12 = phi ptr [ %0, %13 ], [ %0, %19 ], [ %5, %4 ], [ %0, %23 ]
  ret ptr %12, !dbg !222

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !223
  %15 = load ptr, ptr %14, align 8, !dbg !223, !tbaa !174
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef %1), !dbg !224
  store ptr %16, ptr %14, align 8, !dbg !225, !tbaa !174
  br label %11, !dbg !222

17:                                               ; preds = %8
  %18 = icmp slt i32 %9, %1, !dbg !226
  br i1 %18, label %19, label %23, !dbg !228

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !229
  %21 = load ptr, ptr %20, align 8, !dbg !229, !tbaa !168
  %22 = tail call fastcc ptr @insert(ptr noundef %21, i32 noundef %1), !dbg !230
  store ptr %22, ptr %20, align 8, !dbg !231, !tbaa !168
  br label %11, !dbg !222

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !232
  %25 = load i32, ptr %24, align 4, !dbg !233, !tbaa !197
  %26 = add nsw i32 %25, 1, !dbg !233
  store i32 %26, ptr %24, align 4, !dbg !233, !tbaa !197
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc void @inorder(ptr noundef readonly %0) unnamed_addr #3 !dbg !234 {
    #dbg_value(ptr %0, !238, !DIExpression(), !239)
  %2 = icmp eq ptr %0, null, !dbg !240
  br i1 %2, label %19, label %3, !dbg !242

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %17, %3 ], [ %0, %1 ]
    #dbg_value(ptr %4, !238, !DIExpression(), !239)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !243
  %6 = load ptr, ptr %5, align 8, !dbg !243, !tbaa !174
  tail call fastcc void @inorder(ptr noundef %6), !dbg !244
  %7 = load i32, ptr @inorder_hash, align 4, !dbg !245, !tbaa !73
  %8 = mul i32 %7, 1000003, !dbg !246
  %9 = load i32, ptr %4, align 8, !dbg !247, !tbaa !108
  %10 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !248
  %11 = load i32, ptr %10, align 4, !dbg !248, !tbaa !197
  %12 = mul i32 %11, %9, !dbg !249
  %13 = add i32 %12, %8, !dbg !250
  store i32 %13, ptr @inorder_hash, align 4, !dbg !251, !tbaa !73
  %14 = load i32, ptr @inorder_n, align 4, !dbg !252, !tbaa !73
  %15 = add nsw i32 %14, 1, !dbg !252
  store i32 %15, ptr @inorder_n, align 4, !dbg !252, !tbaa !73
  %16 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !253
  %17 = load ptr, ptr %16, align 8, !dbg !253, !tbaa !168
    #dbg_value(ptr %17, !238, !DIExpression(), !239)
  %18 = icmp eq ptr %17, null, !dbg !240
  br i1 %18, label %19, label %3, !dbg !242

19:                                               ; preds = %3, %1
  ret void, !dbg !254
}

; Function Attrs: nofree nounwind
declare !dbg !255 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #5 !dbg !262 {
    #dbg_value(ptr %0, !266, !DIExpression(), !269)
  %2 = icmp eq ptr %0, null, !dbg !270
  br i1 %2, label %3, label %5, !dbg !272

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !273

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !274
  %7 = load ptr, ptr %6, align 8, !dbg !274, !tbaa !174
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !275
    #dbg_value(i32 %8, !267, !DIExpression(), !269)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !276
  %10 = load ptr, ptr %9, align 8, !dbg !276, !tbaa !168
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !277
    #dbg_value(i32 %11, !268, !DIExpression(), !269)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !278
  %13 = add nsw i32 %12, 1, !dbg !279
  br label %3, !dbg !273
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete_key(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !280 {
    #dbg_value(ptr %0, !282, !DIExpression(), !294)
    #dbg_value(i32 %1, !283, !DIExpression(), !294)
  %3 = icmp eq ptr %0, null, !dbg !295
  br i1 %3, label %7, label %4, !dbg !297

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !dbg !298, !tbaa !108
  %6 = icmp sgt i32 %5, %1, !dbg !299
  br i1 %6, label %9, label %13, !dbg !300

7:                                                ; preds = %2, %28, %25, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %21, %28 ], [ %24, %25 ], [ null, %2 ]
  ret ptr %8, !dbg !301

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !302
  %11 = load ptr, ptr %10, align 8, !dbg !302, !tbaa !174
  %12 = tail call fastcc ptr @delete_key(ptr noundef %11, i32 noundef %1), !dbg !303
  store ptr %12, ptr %10, align 8, !dbg !304, !tbaa !174
  br label %7, !dbg !301

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1, !dbg !305
  br i1 %14, label %15, label %19, !dbg !306

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !307
  %17 = load ptr, ptr %16, align 8, !dbg !307, !tbaa !168
  %18 = tail call fastcc ptr @delete_key(ptr noundef %17, i32 noundef %1), !dbg !308
  store ptr %18, ptr %16, align 8, !dbg !309, !tbaa !168
  br label %7, !dbg !301

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !310
  %21 = load ptr, ptr %20, align 8, !dbg !310, !tbaa !174
  %22 = icmp eq ptr %21, null, !dbg !311
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !312
  %24 = load ptr, ptr %23, align 8, !dbg !312, !tbaa !168
  br i1 %22, label %25, label %26, !dbg !313

25:                                               ; preds = %19
    #dbg_value(ptr %24, !284, !DIExpression(), !314)
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !315
  br label %7

26:                                               ; preds = %19
  %27 = icmp eq ptr %24, null, !dbg !316
  br i1 %27, label %28, label %29, !dbg !317

28:                                               ; preds = %26
    #dbg_value(ptr %21, !290, !DIExpression(), !318)
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !319
  br label %7

29:                                               ; preds = %26, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %26 ], !dbg !312
    #dbg_value(ptr %30, !293, !DIExpression(), !312)
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !320
  %32 = load ptr, ptr %31, align 8, !dbg !320, !tbaa !174
  %33 = icmp eq ptr %32, null, !dbg !321
  br i1 %33, label %34, label %29, !dbg !321, !llvm.loop !322

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %30, i64 4, !dbg !324
  %36 = load <2 x i32>, ptr %30, align 8, !dbg !325, !tbaa !73
  store <2 x i32> %36, ptr %0, align 8, !dbg !326, !tbaa !73
  store i32 1, ptr %35, align 4, !dbg !327, !tbaa !197
  %37 = extractelement <2 x i32> %36, i64 0, !dbg !328
  %38 = tail call fastcc ptr @delete_key(ptr noundef nonnull %24, i32 noundef %37), !dbg !328
  store ptr %38, ptr %23, align 8, !dbg !329, !tbaa !168
  br label %7, !dbg !301
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 !dbg !330 {
    #dbg_value(ptr %0, !334, !DIExpression(), !335)
  %2 = icmp eq ptr %0, null, !dbg !336
  br i1 %2, label %3, label %4, !dbg !338

3:                                                ; preds = %1, %4
  ret void, !dbg !339

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !340
  %6 = load ptr, ptr %5, align 8, !dbg !340, !tbaa !174
  tail call fastcc void @destroy(ptr noundef %6), !dbg !341
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !342
  %8 = load ptr, ptr %7, align 8, !dbg !342, !tbaa !168
  tail call fastcc void @destroy(ptr noundef %8), !dbg !343
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !344
  br label %3, !dbg !339
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !345 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !353 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bintree.c", directory: ".", checksumkind: CSK_MD5, checksum: "8fed591c91d8ce23d476cfeb89e0e3a8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "inorder_n", scope: !9, file: !2, line: 47, type: !11, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !13, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!0, !14, !19, !24, !29, !34, !7}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 9)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 42)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 18)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "inorder_hash", scope: !9, file: !2, line: 46, type: !12, isLocal: true, isDefinition: true)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 1}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 75, type: !46, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!11}
!48 = !{!49, !57, !58, !60, !61, !63, !65, !66}
!49 = !DILocalVariable(name: "root", scope: !45, file: !2, line: 76, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tree", file: !2, line: 5, size: 192, elements: !52)
!52 = !{!53, !54, !55, !56}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !51, file: !2, line: 5, baseType: !11, size: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !51, file: !2, line: 5, baseType: !11, size: 32, offset: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !51, file: !2, line: 5, baseType: !50, size: 64, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !51, file: !2, line: 5, baseType: !50, size: 64, offset: 128)
!57 = !DILocalVariable(name: "s", scope: !45, file: !2, line: 77, type: !12)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 78, type: !11)
!59 = distinct !DILexicalBlock(scope: !45, file: !2, line: 78, column: 5)
!60 = !DILocalVariable(name: "hits", scope: !45, file: !2, line: 81, type: !11)
!61 = !DILocalVariable(name: "k", scope: !62, file: !2, line: 82, type: !11)
!62 = distinct !DILexicalBlock(scope: !45, file: !2, line: 82, column: 5)
!63 = !DILocalVariable(name: "k", scope: !64, file: !2, line: 84, type: !11)
!64 = distinct !DILexicalBlock(scope: !45, file: !2, line: 84, column: 5)
!65 = !DILocalVariable(name: "ph", scope: !45, file: !2, line: 88, type: !12)
!66 = !DILocalVariable(name: "f", scope: !45, file: !2, line: 91, type: !50)
!67 = distinct !DIAssignID()
!68 = !DILocation(line: 0, scope: !45)
!69 = !DILocation(line: 0, scope: !59)
!70 = !DILocation(line: 78, column: 5, scope: !59)
!71 = !DILocation(line: 79, column: 5, scope: !45)
!72 = !DILocation(line: 80, column: 44, scope: !45)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 80, column: 55, scope: !45)
!78 = !DILocation(line: 80, column: 69, scope: !45)
!79 = !DILocation(line: 80, column: 5, scope: !45)
!80 = !DILocation(line: 0, scope: !62)
!81 = !DILocation(line: 82, column: 5, scope: !62)
!82 = !DILocation(line: 78, column: 44, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 78, column: 36)
!84 = distinct !DILexicalBlock(scope: !59, file: !2, line: 78, column: 5)
!85 = !DILocation(line: 78, column: 55, scope: !83)
!86 = !DILocation(line: 78, column: 98, scope: !83)
!87 = !DILocation(line: 78, column: 77, scope: !83)
!88 = !DILocation(line: 78, column: 32, scope: !84)
!89 = !DILocation(line: 78, column: 23, scope: !84)
!90 = distinct !{!90, !70, !91, !92}
!91 = !DILocation(line: 78, column: 108, scope: !59)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 83, column: 5, scope: !45)
!94 = !DILocation(line: 0, scope: !64)
!95 = !DILocation(line: 84, column: 5, scope: !64)
!96 = !DILocalVariable(name: "t", arg: 1, scope: !97, file: !2, line: 19, type: !50)
!97 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 19, type: !98, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!50, !50, !11}
!100 = !{!96, !101}
!101 = !DILocalVariable(name: "key", arg: 2, scope: !97, file: !2, line: 19, type: !11)
!102 = !DILocation(line: 0, scope: !97, inlinedAt: !103)
!103 = distinct !DILocation(line: 82, column: 43, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 82, column: 43)
!105 = distinct !DILexicalBlock(scope: !62, file: !2, line: 82, column: 5)
!106 = !DILocation(line: 20, column: 14, scope: !97, inlinedAt: !103)
!107 = !DILocation(line: 20, column: 20, scope: !97, inlinedAt: !103)
!108 = !{!109, !74, i64 0}
!109 = !{!"Tree", !74, i64 0, !74, i64 4, !110, i64 8, !110, i64 16}
!110 = !{!"any pointer", !75, i64 0}
!111 = !DILocation(line: 20, column: 24, scope: !97, inlinedAt: !103)
!112 = !DILocation(line: 20, column: 5, scope: !97, inlinedAt: !103)
!113 = !DILocation(line: 20, column: 40, scope: !97, inlinedAt: !103)
!114 = !DILocation(line: 20, column: 36, scope: !97, inlinedAt: !103)
!115 = !{!110, !110, i64 0}
!116 = !DILocation(line: 20, column: 12, scope: !97, inlinedAt: !103)
!117 = distinct !{!117, !112, !118, !92}
!118 = !DILocation(line: 20, column: 64, scope: !97, inlinedAt: !103)
!119 = !DILocation(line: 82, column: 43, scope: !105)
!120 = !DILocation(line: 82, column: 33, scope: !105)
!121 = !DILocation(line: 82, column: 23, scope: !105)
!122 = distinct !{!122, !81, !123, !92}
!123 = !DILocation(line: 82, column: 62, scope: !62)
!124 = !DILocation(line: 85, column: 18, scope: !45)
!125 = !DILocation(line: 85, column: 33, scope: !45)
!126 = !DILocation(line: 86, column: 5, scope: !45)
!127 = !DILocation(line: 87, column: 58, scope: !45)
!128 = !DILocation(line: 87, column: 69, scope: !45)
!129 = !DILocation(line: 87, column: 83, scope: !45)
!130 = !DILocation(line: 87, column: 5, scope: !45)
!131 = !DILocalVariable(name: "stack", scope: !132, file: !2, line: 57, type: !144)
!132 = distinct !DISubprogram(name: "preorder_iter", scope: !2, file: !2, line: 56, type: !133, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !138)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135, !137}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!138 = !{!139, !140, !131, !141, !142}
!139 = !DILocalVariable(name: "t", arg: 1, scope: !132, file: !2, line: 56, type: !135)
!140 = !DILocalVariable(name: "h", arg: 2, scope: !132, file: !2, line: 56, type: !137)
!141 = !DILocalVariable(name: "sp", scope: !132, file: !2, line: 58, type: !11)
!142 = !DILocalVariable(name: "n", scope: !143, file: !2, line: 61, type: !135)
!143 = distinct !DILexicalBlock(scope: !132, file: !2, line: 60, column: 16)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 8192, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 128)
!147 = !DILocation(line: 0, scope: !132, inlinedAt: !148)
!148 = distinct !DILocation(line: 89, column: 5, scope: !45)
!149 = !DILocation(line: 57, column: 5, scope: !132, inlinedAt: !148)
!150 = !DILocation(line: 59, column: 9, scope: !151, inlinedAt: !148)
!151 = distinct !DILexicalBlock(scope: !132, file: !2, line: 59, column: 9)
!152 = !DILocation(line: 59, column: 9, scope: !132, inlinedAt: !148)
!153 = !DILocation(line: 66, column: 1, scope: !132, inlinedAt: !148)
!154 = !DILocation(line: 90, column: 5, scope: !45)
!155 = !DILocation(line: 0, scope: !97, inlinedAt: !156)
!156 = distinct !DILocation(line: 91, column: 22, scope: !45)
!157 = !DILocation(line: 20, column: 14, scope: !97, inlinedAt: !156)
!158 = !DILocation(line: 59, column: 24, scope: !151, inlinedAt: !148)
!159 = !DILocation(line: 60, column: 5, scope: !132, inlinedAt: !148)
!160 = !DILocation(line: 61, column: 38, scope: !143, inlinedAt: !148)
!161 = !DILocation(line: 61, column: 32, scope: !143, inlinedAt: !148)
!162 = !DILocation(line: 0, scope: !143, inlinedAt: !148)
!163 = !DILocation(line: 62, column: 17, scope: !143, inlinedAt: !148)
!164 = !DILocation(line: 62, column: 37, scope: !143, inlinedAt: !148)
!165 = !DILocation(line: 62, column: 22, scope: !143, inlinedAt: !148)
!166 = !DILocation(line: 63, column: 16, scope: !167, inlinedAt: !148)
!167 = distinct !DILexicalBlock(scope: !143, file: !2, line: 63, column: 13)
!168 = !{!109, !110, i64 16}
!169 = !DILocation(line: 63, column: 13, scope: !167, inlinedAt: !148)
!170 = !DILocation(line: 63, column: 13, scope: !143, inlinedAt: !148)
!171 = !DILocation(line: 63, scope: !143, inlinedAt: !148)
!172 = !DILocation(line: 64, column: 16, scope: !173, inlinedAt: !148)
!173 = distinct !DILexicalBlock(scope: !143, file: !2, line: 64, column: 13)
!174 = !{!109, !110, i64 8}
!175 = !DILocation(line: 64, column: 13, scope: !173, inlinedAt: !148)
!176 = !DILocation(line: 64, column: 13, scope: !143, inlinedAt: !148)
!177 = !DILocation(line: 64, column: 30, scope: !173, inlinedAt: !148)
!178 = !DILocation(line: 64, column: 22, scope: !173, inlinedAt: !148)
!179 = !DILocation(line: 64, column: 34, scope: !173, inlinedAt: !148)
!180 = distinct !{!180, !159, !181, !92}
!181 = !DILocation(line: 65, column: 5, scope: !132, inlinedAt: !148)
!182 = !DILocation(line: 20, column: 5, scope: !97, inlinedAt: !156)
!183 = !DILocation(line: 20, column: 20, scope: !97, inlinedAt: !156)
!184 = !DILocation(line: 20, column: 24, scope: !97, inlinedAt: !156)
!185 = !DILocation(line: 20, column: 40, scope: !97, inlinedAt: !156)
!186 = !DILocation(line: 20, column: 36, scope: !97, inlinedAt: !156)
!187 = !DILocation(line: 20, column: 12, scope: !97, inlinedAt: !156)
!188 = distinct !{!188, !182, !189, !92}
!189 = !DILocation(line: 20, column: 64, scope: !97, inlinedAt: !156)
!190 = !DILocation(line: 84, column: 46, scope: !191)
!191 = distinct !DILexicalBlock(scope: !64, file: !2, line: 84, column: 5)
!192 = !DILocation(line: 84, column: 33, scope: !191)
!193 = !DILocation(line: 84, column: 23, scope: !191)
!194 = distinct !{!194, !95, !195, !92}
!195 = !DILocation(line: 84, column: 64, scope: !64)
!196 = !DILocation(line: 92, column: 38, scope: !45)
!197 = !{!109, !74, i64 4}
!198 = !DILocation(line: 92, column: 31, scope: !45)
!199 = !DILocation(line: 92, column: 5, scope: !45)
!200 = !DILocation(line: 93, column: 5, scope: !45)
!201 = !DILocation(line: 94, column: 5, scope: !45)
!202 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 7, type: !98, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !203)
!203 = !{!204, !205}
!204 = !DILocalVariable(name: "t", arg: 1, scope: !202, file: !2, line: 7, type: !50)
!205 = !DILocalVariable(name: "key", arg: 2, scope: !202, file: !2, line: 7, type: !11)
!206 = !DILocation(line: 0, scope: !202)
!207 = !DILocation(line: 8, column: 10, scope: !208)
!208 = distinct !DILexicalBlock(scope: !202, file: !2, line: 8, column: 9)
!209 = !DILocation(line: 8, column: 9, scope: !202)
!210 = !DILocation(line: 9, column: 13, scope: !211)
!211 = distinct !DILexicalBlock(scope: !208, file: !2, line: 8, column: 13)
!212 = !DILocation(line: 10, column: 16, scope: !211)
!213 = !DILocation(line: 10, column: 26, scope: !211)
!214 = !DILocation(line: 10, column: 32, scope: !211)
!215 = !DILocation(line: 10, column: 40, scope: !211)
!216 = !DILocation(line: 10, column: 45, scope: !211)
!217 = !DILocation(line: 11, column: 9, scope: !211)
!218 = !DILocation(line: 13, column: 18, scope: !219)
!219 = distinct !DILexicalBlock(scope: !202, file: !2, line: 13, column: 9)
!220 = !DILocation(line: 13, column: 13, scope: !219)
!221 = !DILocation(line: 13, column: 9, scope: !202)
!222 = !DILocation(line: 17, column: 1, scope: !202)
!223 = !DILocation(line: 13, column: 43, scope: !219)
!224 = !DILocation(line: 13, column: 33, scope: !219)
!225 = !DILocation(line: 13, column: 31, scope: !219)
!226 = !DILocation(line: 14, column: 18, scope: !227)
!227 = distinct !DILexicalBlock(scope: !219, file: !2, line: 14, column: 14)
!228 = !DILocation(line: 14, column: 14, scope: !219)
!229 = !DILocation(line: 14, column: 49, scope: !227)
!230 = !DILocation(line: 14, column: 39, scope: !227)
!231 = !DILocation(line: 14, column: 37, scope: !227)
!232 = !DILocation(line: 15, column: 13, scope: !227)
!233 = !DILocation(line: 15, column: 18, scope: !227)
!234 = distinct !DISubprogram(name: "inorder", scope: !2, file: !2, line: 48, type: !235, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !135}
!237 = !{!238}
!238 = !DILocalVariable(name: "t", arg: 1, scope: !234, file: !2, line: 48, type: !135)
!239 = !DILocation(line: 0, scope: !234)
!240 = !DILocation(line: 49, column: 10, scope: !241)
!241 = distinct !DILexicalBlock(scope: !234, file: !2, line: 49, column: 9)
!242 = !DILocation(line: 49, column: 9, scope: !234)
!243 = !DILocation(line: 50, column: 16, scope: !234)
!244 = !DILocation(line: 50, column: 5, scope: !234)
!245 = !DILocation(line: 51, column: 20, scope: !234)
!246 = !DILocation(line: 51, column: 33, scope: !234)
!247 = !DILocation(line: 51, column: 59, scope: !234)
!248 = !DILocation(line: 51, column: 78, scope: !234)
!249 = !DILocation(line: 51, column: 63, scope: !234)
!250 = !DILocation(line: 51, column: 44, scope: !234)
!251 = !DILocation(line: 51, column: 18, scope: !234)
!252 = !DILocation(line: 52, column: 14, scope: !234)
!253 = !DILocation(line: 53, column: 16, scope: !234)
!254 = !DILocation(line: 54, column: 1, scope: !234)
!255 = !DISubprogram(name: "printf", scope: !256, file: !256, line: 356, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!257 = !DISubroutineType(types: !258)
!258 = !{!11, !259, null}
!259 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !260)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!262 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 40, type: !263, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!11, !135}
!265 = !{!266, !267, !268}
!266 = !DILocalVariable(name: "t", arg: 1, scope: !262, file: !2, line: 40, type: !135)
!267 = !DILocalVariable(name: "l", scope: !262, file: !2, line: 42, type: !11)
!268 = !DILocalVariable(name: "r", scope: !262, file: !2, line: 42, type: !11)
!269 = !DILocation(line: 0, scope: !262)
!270 = !DILocation(line: 41, column: 10, scope: !271)
!271 = distinct !DILexicalBlock(scope: !262, file: !2, line: 41, column: 9)
!272 = !DILocation(line: 41, column: 9, scope: !262)
!273 = !DILocation(line: 44, column: 1, scope: !262)
!274 = !DILocation(line: 42, column: 23, scope: !262)
!275 = !DILocation(line: 42, column: 13, scope: !262)
!276 = !DILocation(line: 42, column: 44, scope: !262)
!277 = !DILocation(line: 42, column: 34, scope: !262)
!278 = !DILocation(line: 43, column: 17, scope: !262)
!279 = !DILocation(line: 43, column: 14, scope: !262)
!280 = distinct !DISubprogram(name: "delete_key", scope: !2, file: !2, line: 24, type: !98, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !281)
!281 = !{!282, !283, !284, !290, !293}
!282 = !DILocalVariable(name: "t", arg: 1, scope: !280, file: !2, line: 24, type: !50)
!283 = !DILocalVariable(name: "key", arg: 2, scope: !280, file: !2, line: 24, type: !11)
!284 = !DILocalVariable(name: "r", scope: !285, file: !2, line: 29, type: !50)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 29, column: 23)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 29, column: 13)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 28, column: 10)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 27, column: 14)
!289 = distinct !DILexicalBlock(scope: !280, file: !2, line: 26, column: 9)
!290 = !DILocalVariable(name: "l", scope: !291, file: !2, line: 30, type: !50)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 30, column: 24)
!292 = distinct !DILexicalBlock(scope: !287, file: !2, line: 30, column: 13)
!293 = !DILocalVariable(name: "m", scope: !287, file: !2, line: 31, type: !50)
!294 = !DILocation(line: 0, scope: !280)
!295 = !DILocation(line: 25, column: 10, scope: !296)
!296 = distinct !DILexicalBlock(scope: !280, file: !2, line: 25, column: 9)
!297 = !DILocation(line: 25, column: 9, scope: !280)
!298 = !DILocation(line: 26, column: 18, scope: !289)
!299 = !DILocation(line: 26, column: 13, scope: !289)
!300 = !DILocation(line: 26, column: 9, scope: !280)
!301 = !DILocation(line: 38, column: 1, scope: !280)
!302 = !DILocation(line: 26, column: 47, scope: !289)
!303 = !DILocation(line: 26, column: 33, scope: !289)
!304 = !DILocation(line: 26, column: 31, scope: !289)
!305 = !DILocation(line: 27, column: 18, scope: !288)
!306 = !DILocation(line: 27, column: 14, scope: !289)
!307 = !DILocation(line: 27, column: 53, scope: !288)
!308 = !DILocation(line: 27, column: 39, scope: !288)
!309 = !DILocation(line: 27, column: 37, scope: !288)
!310 = !DILocation(line: 29, column: 17, scope: !286)
!311 = !DILocation(line: 29, column: 14, scope: !286)
!312 = !DILocation(line: 0, scope: !287)
!313 = !DILocation(line: 29, column: 13, scope: !287)
!314 = !DILocation(line: 0, scope: !285)
!315 = !DILocation(line: 29, column: 52, scope: !285)
!316 = !DILocation(line: 30, column: 14, scope: !292)
!317 = !DILocation(line: 30, column: 13, scope: !287)
!318 = !DILocation(line: 0, scope: !291)
!319 = !DILocation(line: 30, column: 52, scope: !291)
!320 = !DILocation(line: 32, column: 19, scope: !287)
!321 = !DILocation(line: 32, column: 9, scope: !287)
!322 = distinct !{!322, !321, !323, !92}
!323 = !DILocation(line: 32, column: 32, scope: !287)
!324 = !DILocation(line: 33, column: 40, scope: !287)
!325 = !DILocation(line: 33, column: 21, scope: !287)
!326 = !DILocation(line: 33, column: 16, scope: !287)
!327 = !DILocation(line: 34, column: 18, scope: !287)
!328 = !DILocation(line: 35, column: 20, scope: !287)
!329 = !DILocation(line: 35, column: 18, scope: !287)
!330 = distinct !DISubprogram(name: "destroy", scope: !2, file: !2, line: 68, type: !331, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !333)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !50}
!333 = !{!334}
!334 = !DILocalVariable(name: "t", arg: 1, scope: !330, file: !2, line: 68, type: !50)
!335 = !DILocation(line: 0, scope: !330)
!336 = !DILocation(line: 69, column: 10, scope: !337)
!337 = distinct !DILexicalBlock(scope: !330, file: !2, line: 69, column: 9)
!338 = !DILocation(line: 69, column: 9, scope: !330)
!339 = !DILocation(line: 73, column: 1, scope: !330)
!340 = !DILocation(line: 70, column: 16, scope: !330)
!341 = !DILocation(line: 70, column: 5, scope: !330)
!342 = !DILocation(line: 71, column: 16, scope: !330)
!343 = !DILocation(line: 71, column: 5, scope: !330)
!344 = !DILocation(line: 72, column: 5, scope: !330)
!345 = !DISubprogram(name: "malloc", scope: !346, file: !346, line: 553, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!347 = !DISubroutineType(types: !348)
!348 = !{!349, !350}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!350 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !351, line: 18, baseType: !352)
!351 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!352 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!353 = !DISubprogram(name: "free", scope: !346, file: !346, line: 568, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{null, !349}
