; ModuleID = 'tests/programs/bintree.c'
source_filename = "tests/programs/bintree.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"nodes %d height %d hash %u\0A\00", align 1, !dbg !0
@inorder_n = internal unnamed_addr global i32 0, align 4, !dbg !7
@inorder_hash = internal unnamed_addr global i32 0, align 4, !dbg !34
@.str.1 = private unnamed_addr constant [9 x i8] c"hits %d\0A\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [42 x i8] c"after delete: nodes %d height %d hash %u\0A\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [18 x i8] c"preorder hash %u\0A\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [15 x i8] c"find 4999: %d\0A\00", align 1, !dbg !29

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !48 {
  %1 = alloca [128 x ptr], align 8, !DIAssignID !70
    #dbg_value(ptr null, !52, !DIExpression(), !71)
    #dbg_value(i32 2024, !60, !DIExpression(), !71)
    #dbg_value(i32 0, !61, !DIExpression(), !72)
  br label %8, !dbg !73

2:                                                ; preds = %8
  tail call fastcc void @inorder(ptr noundef %15), !dbg !74
  %3 = load i32, ptr @inorder_n, align 4, !dbg !75, !tbaa !76
  %4 = tail call fastcc signext i32 @height(ptr noundef %15), !dbg !80
  %5 = load i32, ptr @inorder_hash, align 4, !dbg !81, !tbaa !76
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5), !dbg !82
    #dbg_value(i32 0, !63, !DIExpression(), !71)
    #dbg_value(i32 0, !64, !DIExpression(), !83)
  %7 = icmp eq ptr %15, null
    #dbg_value(i32 0, !64, !DIExpression(), !83)
    #dbg_value(i32 0, !63, !DIExpression(), !71)
  br label %20, !dbg !84

8:                                                ; preds = %0, %8
  %9 = phi ptr [ null, %0 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %0 ], [ %16, %8 ]
  %11 = phi i32 [ 2024, %0 ], [ %13, %8 ]
    #dbg_value(ptr %9, !52, !DIExpression(), !71)
    #dbg_value(i32 %10, !61, !DIExpression(), !72)
    #dbg_value(i32 %11, !60, !DIExpression(), !71)
  %12 = mul i32 %11, 1664525, !dbg !85
  %13 = add i32 %12, 1013904223, !dbg !88
    #dbg_value(i32 %13, !60, !DIExpression(), !71)
  %14 = urem i32 %13, 5000, !dbg !89
  %15 = tail call fastcc ptr @insert(ptr noundef %9, i32 noundef signext %14), !dbg !90
    #dbg_value(ptr %15, !52, !DIExpression(), !71)
  %16 = add nuw nsw i32 %10, 1, !dbg !91
    #dbg_value(i32 %16, !61, !DIExpression(), !72)
  %17 = icmp eq i32 %16, 3000, !dbg !92
  br i1 %17, label %2, label %8, !dbg !73, !llvm.loop !93

18:                                               ; preds = %33
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %35), !dbg !96
    #dbg_value(i32 0, !66, !DIExpression(), !97)
    #dbg_value(ptr %15, !52, !DIExpression(), !71)
  br label %84, !dbg !98

20:                                               ; preds = %2, %33
  %21 = phi i32 [ 0, %2 ], [ %36, %33 ]
  %22 = phi i32 [ 0, %2 ], [ %35, %33 ]
    #dbg_value(i32 %21, !64, !DIExpression(), !83)
    #dbg_value(i32 %22, !63, !DIExpression(), !71)
    #dbg_value(ptr %15, !99, !DIExpression(), !105)
    #dbg_value(i32 %21, !104, !DIExpression(), !105)
  br i1 %7, label %33, label %23, !dbg !109

23:                                               ; preds = %20, %27
  %24 = phi ptr [ %31, %27 ], [ %15, %20 ]
    #dbg_value(ptr %24, !99, !DIExpression(), !105)
  %25 = load i32, ptr %24, align 8, !dbg !110, !tbaa !111
  %26 = icmp eq i32 %25, %21, !dbg !114
  br i1 %26, label %33, label %27, !dbg !115

27:                                               ; preds = %23
  %28 = icmp sgt i32 %25, %21, !dbg !116
  %29 = select i1 %28, i64 8, i64 16, !dbg !117
  %30 = getelementptr inbounds i8, ptr %24, i64 %29, !dbg !117
  %31 = load ptr, ptr %30, align 8, !dbg !117, !tbaa !118
    #dbg_value(ptr %31, !99, !DIExpression(), !105)
  %32 = icmp eq ptr %31, null, !dbg !119
  br i1 %32, label %33, label %23, !dbg !109, !llvm.loop !120

33:                                               ; preds = %23, %27, %20
  %34 = phi i32 [ 0, %20 ], [ 1, %23 ], [ 0, %27 ]
  %35 = add nuw nsw i32 %34, %22, !dbg !122
    #dbg_value(i32 %35, !63, !DIExpression(), !71)
  %36 = add nuw nsw i32 %21, 7, !dbg !123
    #dbg_value(i32 %36, !64, !DIExpression(), !83)
  %37 = icmp ult i32 %21, 4993, !dbg !124
  br i1 %37, label %20, label %18, !dbg !84, !llvm.loop !125

38:                                               ; preds = %84
  store i32 0, ptr @inorder_hash, align 4, !dbg !127, !tbaa !76
  store i32 0, ptr @inorder_n, align 4, !dbg !128, !tbaa !76
  tail call fastcc void @inorder(ptr noundef %87), !dbg !129
  %39 = load i32, ptr @inorder_n, align 4, !dbg !130, !tbaa !76
  %40 = tail call fastcc signext i32 @height(ptr noundef %87), !dbg !131
  %41 = load i32, ptr @inorder_hash, align 4, !dbg !132, !tbaa !76
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %39, i32 noundef signext %40, i32 noundef signext %41), !dbg !133
    #dbg_value(i32 0, !68, !DIExpression(), !71)
    #dbg_assign(i1 undef, !134, !DIExpression(), !70, ptr %1, !DIExpression(), !150)
    #dbg_value(ptr %87, !142, !DIExpression(), !150)
    #dbg_value(ptr undef, !143, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #10, !dbg !152
    #dbg_value(i32 0, !144, !DIExpression(), !150)
  %43 = icmp eq ptr %87, null, !dbg !153
  br i1 %43, label %44, label %46, !dbg !155

44:                                               ; preds = %38
    #dbg_value(i32 0, !68, !DIExpression(), !71)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10, !dbg !156
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0), !dbg !157
    #dbg_value(ptr %87, !99, !DIExpression(), !158)
    #dbg_value(i32 4999, !104, !DIExpression(), !158)
  br label %93, !dbg !160

46:                                               ; preds = %38
    #dbg_value(i32 1, !144, !DIExpression(), !150)
  store ptr %87, ptr %1, align 8, !dbg !161, !tbaa !118
  br label %47, !dbg !162

47:                                               ; preds = %69, %46
  %48 = phi i32 [ 0, %46 ], [ %56, %69 ], !dbg !163
  %49 = phi i32 [ 1, %46 ], [ %70, %69 ]
    #dbg_value(i32 %49, !144, !DIExpression(), !150)
  %50 = add nsw i32 %49, -1, !dbg !163
    #dbg_value(i32 %50, !144, !DIExpression(), !150)
  %51 = sext i32 %50 to i64, !dbg !164
  %52 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %51, !dbg !164
  %53 = load ptr, ptr %52, align 8, !dbg !164, !tbaa !118
    #dbg_value(ptr %53, !145, !DIExpression(), !165)
  %54 = mul i32 %48, 31, !dbg !166
  %55 = load i32, ptr %53, align 8, !dbg !167, !tbaa !111
  %56 = add i32 %55, %54, !dbg !168
    #dbg_value(i32 %56, !68, !DIExpression(), !71)
  %57 = getelementptr inbounds i8, ptr %53, i64 16, !dbg !169
  %58 = load ptr, ptr %57, align 8, !dbg !169, !tbaa !171
  %59 = icmp eq ptr %58, null, !dbg !172
  %60 = select i1 %59, ptr %53, ptr %58, !dbg !173
  store ptr %60, ptr %52, align 8, !dbg !174
  %61 = select i1 %59, i32 %50, i32 %49, !dbg !173
    #dbg_value(i32 %61, !144, !DIExpression(), !150)
  %62 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !175
  %63 = load ptr, ptr %62, align 8, !dbg !175, !tbaa !177
  %64 = icmp eq ptr %63, null, !dbg !178
  br i1 %64, label %69, label %65, !dbg !179

65:                                               ; preds = %47
  %66 = add nsw i32 %61, 1, !dbg !180
    #dbg_value(i32 %66, !144, !DIExpression(), !150)
  %67 = sext i32 %61 to i64, !dbg !181
  %68 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %67, !dbg !181
  store ptr %63, ptr %68, align 8, !dbg !182, !tbaa !118
  br label %69, !dbg !181

69:                                               ; preds = %65, %47
  %70 = phi i32 [ %66, %65 ], [ %61, %47 ], !dbg !165
    #dbg_value(i32 %70, !144, !DIExpression(), !150)
  %71 = icmp eq i32 %70, 0, !dbg !162
  br i1 %71, label %72, label %47, !dbg !162, !llvm.loop !183

72:                                               ; preds = %69
    #dbg_value(i32 %56, !68, !DIExpression(), !71)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10, !dbg !156
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %56), !dbg !157
    #dbg_value(ptr %87, !99, !DIExpression(), !158)
    #dbg_value(i32 4999, !104, !DIExpression(), !158)
  br label %74, !dbg !185

74:                                               ; preds = %72, %78
  %75 = phi ptr [ %82, %78 ], [ %87, %72 ]
    #dbg_value(ptr %75, !99, !DIExpression(), !158)
  %76 = load i32, ptr %75, align 8, !dbg !186, !tbaa !111
  %77 = icmp eq i32 %76, 4999, !dbg !187
  br i1 %77, label %90, label %78, !dbg !185

78:                                               ; preds = %74
  %79 = icmp sgt i32 %76, 4999, !dbg !188
  %80 = select i1 %79, i64 8, i64 16, !dbg !189
  %81 = getelementptr inbounds i8, ptr %75, i64 %80, !dbg !189
  %82 = load ptr, ptr %81, align 8, !dbg !189, !tbaa !118
    #dbg_value(ptr %82, !99, !DIExpression(), !158)
  %83 = icmp eq ptr %82, null, !dbg !190
  br i1 %83, label %93, label %74, !dbg !160, !llvm.loop !191

84:                                               ; preds = %18, %84
  %85 = phi ptr [ %15, %18 ], [ %87, %84 ]
  %86 = phi i32 [ 0, %18 ], [ %88, %84 ]
    #dbg_value(ptr %85, !52, !DIExpression(), !71)
    #dbg_value(i32 %86, !66, !DIExpression(), !97)
  %87 = tail call fastcc ptr @delete_key(ptr noundef %85, i32 noundef signext %86), !dbg !193
    #dbg_value(ptr %87, !52, !DIExpression(), !71)
  %88 = add nuw nsw i32 %86, 2, !dbg !195
    #dbg_value(i32 %88, !66, !DIExpression(), !97)
  %89 = icmp ult i32 %86, 4998, !dbg !196
  br i1 %89, label %84, label %38, !dbg !98, !llvm.loop !197

90:                                               ; preds = %74
    #dbg_value(ptr %75, !69, !DIExpression(), !71)
  %91 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !199
  %92 = load i32, ptr %91, align 4, !dbg !199, !tbaa !200
  br label %93, !dbg !201

93:                                               ; preds = %78, %44, %90
  %94 = phi i32 [ %92, %90 ], [ -1, %44 ], [ -1, %78 ], !dbg !201
  %95 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %94), !dbg !202
  tail call fastcc void @destroy(ptr noundef %87), !dbg !203
  ret i32 0, !dbg !204
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef signext %1) unnamed_addr #2 !dbg !205 {
    #dbg_value(ptr %0, !207, !DIExpression(), !209)
    #dbg_value(i32 %1, !208, !DIExpression(), !209)
  %3 = icmp eq ptr %0, null, !dbg !210
  br i1 %3, label %4, label %8, !dbg !212

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11, !dbg !213
    #dbg_value(ptr %5, !207, !DIExpression(), !209)
  store i32 %1, ptr %5, align 8, !dbg !215, !tbaa !111
  %6 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !216
  store i32 1, ptr %6, align 4, !dbg !217, !tbaa !200
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !218
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !dbg !219
  br label %11, !dbg !220

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 8, !dbg !221, !tbaa !111
  %10 = icmp sgt i32 %9, %1, !dbg !223
  br i1 %10, label %13, label %17, !dbg !224

11:                                               ; preds = %23, %4, %19, %13
  %12 = phi ptr [ %0, %13 ], [ %0, %19 ], [ %5, %4 ], [ %0, %23 ]
  ret ptr %12, !dbg !225

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !226
  %15 = load ptr, ptr %14, align 8, !dbg !226, !tbaa !177
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef signext %1), !dbg !227
  store ptr %16, ptr %14, align 8, !dbg !228, !tbaa !177
  br label %11, !dbg !225

17:                                               ; preds = %8
  %18 = icmp slt i32 %9, %1, !dbg !229
  br i1 %18, label %19, label %23, !dbg !231

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !232
  %21 = load ptr, ptr %20, align 8, !dbg !232, !tbaa !171
  %22 = tail call fastcc ptr @insert(ptr noundef %21, i32 noundef signext %1), !dbg !233
  store ptr %22, ptr %20, align 8, !dbg !234, !tbaa !171
  br label %11, !dbg !225

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !235
  %25 = load i32, ptr %24, align 4, !dbg !236, !tbaa !200
  %26 = add nsw i32 %25, 1, !dbg !236
  store i32 %26, ptr %24, align 4, !dbg !236, !tbaa !200
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc void @inorder(ptr noundef readonly %0) unnamed_addr #3 !dbg !237 {
    #dbg_value(ptr %0, !241, !DIExpression(), !242)
  %2 = icmp eq ptr %0, null, !dbg !243
  br i1 %2, label %19, label %3, !dbg !245

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %17, %3 ], [ %0, %1 ]
    #dbg_value(ptr %4, !241, !DIExpression(), !242)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !246
  %6 = load ptr, ptr %5, align 8, !dbg !246, !tbaa !177
  tail call fastcc void @inorder(ptr noundef %6), !dbg !247
  %7 = load i32, ptr @inorder_hash, align 4, !dbg !248, !tbaa !76
  %8 = mul i32 %7, 1000003, !dbg !249
  %9 = load i32, ptr %4, align 8, !dbg !250, !tbaa !111
  %10 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !251
  %11 = load i32, ptr %10, align 4, !dbg !251, !tbaa !200
  %12 = mul i32 %11, %9, !dbg !252
  %13 = add i32 %12, %8, !dbg !253
  store i32 %13, ptr @inorder_hash, align 4, !dbg !254, !tbaa !76
  %14 = load i32, ptr @inorder_n, align 4, !dbg !255, !tbaa !76
  %15 = add nsw i32 %14, 1, !dbg !255
  store i32 %15, ptr @inorder_n, align 4, !dbg !255, !tbaa !76
  %16 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !256
  %17 = load ptr, ptr %16, align 8, !dbg !256, !tbaa !171
    #dbg_value(ptr %17, !241, !DIExpression(), !242)
  %18 = icmp eq ptr %17, null, !dbg !243
  br i1 %18, label %19, label %3, !dbg !245

19:                                               ; preds = %3, %1
  ret void, !dbg !257
}

; Function Attrs: nofree nounwind
declare !dbg !258 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @height(ptr noundef readonly %0) unnamed_addr #5 !dbg !265 {
    #dbg_value(ptr %0, !269, !DIExpression(), !272)
  %2 = icmp eq ptr %0, null, !dbg !273
  br i1 %2, label %3, label %5, !dbg !275

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !276

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !277
  %7 = load ptr, ptr %6, align 8, !dbg !277, !tbaa !177
  %8 = tail call fastcc signext i32 @height(ptr noundef %7), !dbg !278
    #dbg_value(i32 %8, !270, !DIExpression(), !272)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !279
  %10 = load ptr, ptr %9, align 8, !dbg !279, !tbaa !171
  %11 = tail call fastcc signext i32 @height(ptr noundef %10), !dbg !280
    #dbg_value(i32 %11, !271, !DIExpression(), !272)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !281
  %13 = add nsw i32 %12, 1, !dbg !282
  br label %3, !dbg !276
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete_key(ptr noundef %0, i32 noundef signext %1) unnamed_addr #0 !dbg !283 {
    #dbg_value(ptr %0, !285, !DIExpression(), !297)
    #dbg_value(i32 %1, !286, !DIExpression(), !297)
  %3 = icmp eq ptr %0, null, !dbg !298
  br i1 %3, label %7, label %4, !dbg !300

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !dbg !301, !tbaa !111
  %6 = icmp sgt i32 %5, %1, !dbg !302
  br i1 %6, label %9, label %13, !dbg !303

7:                                                ; preds = %2, %28, %25, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %21, %28 ], [ %24, %25 ], [ null, %2 ]
  ret ptr %8, !dbg !304

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !305
  %11 = load ptr, ptr %10, align 8, !dbg !305, !tbaa !177
  %12 = tail call fastcc ptr @delete_key(ptr noundef %11, i32 noundef signext %1), !dbg !306
  store ptr %12, ptr %10, align 8, !dbg !307, !tbaa !177
  br label %7, !dbg !304

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1, !dbg !308
  br i1 %14, label %15, label %19, !dbg !309

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !310
  %17 = load ptr, ptr %16, align 8, !dbg !310, !tbaa !171
  %18 = tail call fastcc ptr @delete_key(ptr noundef %17, i32 noundef signext %1), !dbg !311
  store ptr %18, ptr %16, align 8, !dbg !312, !tbaa !171
  br label %7, !dbg !304

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !313
  %21 = load ptr, ptr %20, align 8, !dbg !313, !tbaa !177
  %22 = icmp eq ptr %21, null, !dbg !314
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !315
  %24 = load ptr, ptr %23, align 8, !dbg !315, !tbaa !171
  br i1 %22, label %25, label %26, !dbg !316

25:                                               ; preds = %19
    #dbg_value(ptr %24, !287, !DIExpression(), !317)
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !318
  br label %7

26:                                               ; preds = %19
  %27 = icmp eq ptr %24, null, !dbg !319
  br i1 %27, label %28, label %29, !dbg !320

28:                                               ; preds = %26
    #dbg_value(ptr %21, !293, !DIExpression(), !321)
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !322
  br label %7

29:                                               ; preds = %26, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %26 ], !dbg !315
    #dbg_value(ptr %30, !296, !DIExpression(), !315)
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !323
  %32 = load ptr, ptr %31, align 8, !dbg !323, !tbaa !177
  %33 = icmp eq ptr %32, null, !dbg !324
  br i1 %33, label %34, label %29, !dbg !324, !llvm.loop !325

34:                                               ; preds = %29
  %35 = load i32, ptr %30, align 8, !dbg !327, !tbaa !111
  store i32 %35, ptr %0, align 8, !dbg !328, !tbaa !111
  %36 = getelementptr inbounds i8, ptr %30, i64 4, !dbg !329
  %37 = load i32, ptr %36, align 4, !dbg !329, !tbaa !200
  %38 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !330
  store i32 %37, ptr %38, align 4, !dbg !331, !tbaa !200
  store i32 1, ptr %36, align 4, !dbg !332, !tbaa !200
  %39 = tail call fastcc ptr @delete_key(ptr noundef nonnull %24, i32 noundef signext %35), !dbg !333
  store ptr %39, ptr %23, align 8, !dbg !334, !tbaa !171
  br label %7, !dbg !304
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 !dbg !335 {
    #dbg_value(ptr %0, !339, !DIExpression(), !340)
  %2 = icmp eq ptr %0, null, !dbg !341
  br i1 %2, label %3, label %4, !dbg !343

3:                                                ; preds = %1, %4
  ret void, !dbg !344

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !345
  %6 = load ptr, ptr %5, align 8, !dbg !345, !tbaa !177
  tail call fastcc void @destroy(ptr noundef %6), !dbg !346
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !347
  %8 = load ptr, ptr %7, align 8, !dbg !347, !tbaa !171
  tail call fastcc void @destroy(ptr noundef %8), !dbg !348
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !349
  br label %3, !dbg !344
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !350 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !358 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

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
!39 = !{i32 1, !"target-abi", !"lp64d"}
!40 = !{i32 6, !"riscv-isa", !41}
!41 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 8, !"SmallDataLimit", i32 8}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 75, type: !49, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!11}
!51 = !{!52, !60, !61, !63, !64, !66, !68, !69}
!52 = !DILocalVariable(name: "root", scope: !48, file: !2, line: 76, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tree", file: !2, line: 5, size: 192, elements: !55)
!55 = !{!56, !57, !58, !59}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !54, file: !2, line: 5, baseType: !11, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !54, file: !2, line: 5, baseType: !11, size: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !54, file: !2, line: 5, baseType: !53, size: 64, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !54, file: !2, line: 5, baseType: !53, size: 64, offset: 128)
!60 = !DILocalVariable(name: "s", scope: !48, file: !2, line: 77, type: !12)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 78, type: !11)
!62 = distinct !DILexicalBlock(scope: !48, file: !2, line: 78, column: 5)
!63 = !DILocalVariable(name: "hits", scope: !48, file: !2, line: 81, type: !11)
!64 = !DILocalVariable(name: "k", scope: !65, file: !2, line: 82, type: !11)
!65 = distinct !DILexicalBlock(scope: !48, file: !2, line: 82, column: 5)
!66 = !DILocalVariable(name: "k", scope: !67, file: !2, line: 84, type: !11)
!67 = distinct !DILexicalBlock(scope: !48, file: !2, line: 84, column: 5)
!68 = !DILocalVariable(name: "ph", scope: !48, file: !2, line: 88, type: !12)
!69 = !DILocalVariable(name: "f", scope: !48, file: !2, line: 91, type: !53)
!70 = distinct !DIAssignID()
!71 = !DILocation(line: 0, scope: !48)
!72 = !DILocation(line: 0, scope: !62)
!73 = !DILocation(line: 78, column: 5, scope: !62)
!74 = !DILocation(line: 79, column: 5, scope: !48)
!75 = !DILocation(line: 80, column: 44, scope: !48)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 80, column: 55, scope: !48)
!81 = !DILocation(line: 80, column: 69, scope: !48)
!82 = !DILocation(line: 80, column: 5, scope: !48)
!83 = !DILocation(line: 0, scope: !65)
!84 = !DILocation(line: 82, column: 5, scope: !65)
!85 = !DILocation(line: 78, column: 44, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 78, column: 36)
!87 = distinct !DILexicalBlock(scope: !62, file: !2, line: 78, column: 5)
!88 = !DILocation(line: 78, column: 55, scope: !86)
!89 = !DILocation(line: 78, column: 98, scope: !86)
!90 = !DILocation(line: 78, column: 77, scope: !86)
!91 = !DILocation(line: 78, column: 32, scope: !87)
!92 = !DILocation(line: 78, column: 23, scope: !87)
!93 = distinct !{!93, !73, !94, !95}
!94 = !DILocation(line: 78, column: 108, scope: !62)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 83, column: 5, scope: !48)
!97 = !DILocation(line: 0, scope: !67)
!98 = !DILocation(line: 84, column: 5, scope: !67)
!99 = !DILocalVariable(name: "t", arg: 1, scope: !100, file: !2, line: 19, type: !53)
!100 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 19, type: !101, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!53, !53, !11}
!103 = !{!99, !104}
!104 = !DILocalVariable(name: "key", arg: 2, scope: !100, file: !2, line: 19, type: !11)
!105 = !DILocation(line: 0, scope: !100, inlinedAt: !106)
!106 = distinct !DILocation(line: 82, column: 43, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 82, column: 43)
!108 = distinct !DILexicalBlock(scope: !65, file: !2, line: 82, column: 5)
!109 = !DILocation(line: 20, column: 14, scope: !100, inlinedAt: !106)
!110 = !DILocation(line: 20, column: 20, scope: !100, inlinedAt: !106)
!111 = !{!112, !77, i64 0}
!112 = !{!"Tree", !77, i64 0, !77, i64 4, !113, i64 8, !113, i64 16}
!113 = !{!"any pointer", !78, i64 0}
!114 = !DILocation(line: 20, column: 24, scope: !100, inlinedAt: !106)
!115 = !DILocation(line: 20, column: 5, scope: !100, inlinedAt: !106)
!116 = !DILocation(line: 20, column: 40, scope: !100, inlinedAt: !106)
!117 = !DILocation(line: 20, column: 36, scope: !100, inlinedAt: !106)
!118 = !{!113, !113, i64 0}
!119 = !DILocation(line: 20, column: 12, scope: !100, inlinedAt: !106)
!120 = distinct !{!120, !115, !121, !95}
!121 = !DILocation(line: 20, column: 64, scope: !100, inlinedAt: !106)
!122 = !DILocation(line: 82, column: 43, scope: !108)
!123 = !DILocation(line: 82, column: 33, scope: !108)
!124 = !DILocation(line: 82, column: 23, scope: !108)
!125 = distinct !{!125, !84, !126, !95}
!126 = !DILocation(line: 82, column: 62, scope: !65)
!127 = !DILocation(line: 85, column: 18, scope: !48)
!128 = !DILocation(line: 85, column: 33, scope: !48)
!129 = !DILocation(line: 86, column: 5, scope: !48)
!130 = !DILocation(line: 87, column: 58, scope: !48)
!131 = !DILocation(line: 87, column: 69, scope: !48)
!132 = !DILocation(line: 87, column: 83, scope: !48)
!133 = !DILocation(line: 87, column: 5, scope: !48)
!134 = !DILocalVariable(name: "stack", scope: !135, file: !2, line: 57, type: !147)
!135 = distinct !DISubprogram(name: "preorder_iter", scope: !2, file: !2, line: 56, type: !136, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !141)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138, !140}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!141 = !{!142, !143, !134, !144, !145}
!142 = !DILocalVariable(name: "t", arg: 1, scope: !135, file: !2, line: 56, type: !138)
!143 = !DILocalVariable(name: "h", arg: 2, scope: !135, file: !2, line: 56, type: !140)
!144 = !DILocalVariable(name: "sp", scope: !135, file: !2, line: 58, type: !11)
!145 = !DILocalVariable(name: "n", scope: !146, file: !2, line: 61, type: !138)
!146 = distinct !DILexicalBlock(scope: !135, file: !2, line: 60, column: 16)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 8192, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 128)
!150 = !DILocation(line: 0, scope: !135, inlinedAt: !151)
!151 = distinct !DILocation(line: 89, column: 5, scope: !48)
!152 = !DILocation(line: 57, column: 5, scope: !135, inlinedAt: !151)
!153 = !DILocation(line: 59, column: 9, scope: !154, inlinedAt: !151)
!154 = distinct !DILexicalBlock(scope: !135, file: !2, line: 59, column: 9)
!155 = !DILocation(line: 59, column: 9, scope: !135, inlinedAt: !151)
!156 = !DILocation(line: 66, column: 1, scope: !135, inlinedAt: !151)
!157 = !DILocation(line: 90, column: 5, scope: !48)
!158 = !DILocation(line: 0, scope: !100, inlinedAt: !159)
!159 = distinct !DILocation(line: 91, column: 22, scope: !48)
!160 = !DILocation(line: 20, column: 14, scope: !100, inlinedAt: !159)
!161 = !DILocation(line: 59, column: 24, scope: !154, inlinedAt: !151)
!162 = !DILocation(line: 60, column: 5, scope: !135, inlinedAt: !151)
!163 = !DILocation(line: 61, column: 38, scope: !146, inlinedAt: !151)
!164 = !DILocation(line: 61, column: 32, scope: !146, inlinedAt: !151)
!165 = !DILocation(line: 0, scope: !146, inlinedAt: !151)
!166 = !DILocation(line: 62, column: 17, scope: !146, inlinedAt: !151)
!167 = !DILocation(line: 62, column: 37, scope: !146, inlinedAt: !151)
!168 = !DILocation(line: 62, column: 22, scope: !146, inlinedAt: !151)
!169 = !DILocation(line: 63, column: 16, scope: !170, inlinedAt: !151)
!170 = distinct !DILexicalBlock(scope: !146, file: !2, line: 63, column: 13)
!171 = !{!112, !113, i64 16}
!172 = !DILocation(line: 63, column: 13, scope: !170, inlinedAt: !151)
!173 = !DILocation(line: 63, column: 13, scope: !146, inlinedAt: !151)
!174 = !DILocation(line: 63, scope: !146, inlinedAt: !151)
!175 = !DILocation(line: 64, column: 16, scope: !176, inlinedAt: !151)
!176 = distinct !DILexicalBlock(scope: !146, file: !2, line: 64, column: 13)
!177 = !{!112, !113, i64 8}
!178 = !DILocation(line: 64, column: 13, scope: !176, inlinedAt: !151)
!179 = !DILocation(line: 64, column: 13, scope: !146, inlinedAt: !151)
!180 = !DILocation(line: 64, column: 30, scope: !176, inlinedAt: !151)
!181 = !DILocation(line: 64, column: 22, scope: !176, inlinedAt: !151)
!182 = !DILocation(line: 64, column: 34, scope: !176, inlinedAt: !151)
!183 = distinct !{!183, !162, !184, !95}
!184 = !DILocation(line: 65, column: 5, scope: !135, inlinedAt: !151)
!185 = !DILocation(line: 20, column: 5, scope: !100, inlinedAt: !159)
!186 = !DILocation(line: 20, column: 20, scope: !100, inlinedAt: !159)
!187 = !DILocation(line: 20, column: 24, scope: !100, inlinedAt: !159)
!188 = !DILocation(line: 20, column: 40, scope: !100, inlinedAt: !159)
!189 = !DILocation(line: 20, column: 36, scope: !100, inlinedAt: !159)
!190 = !DILocation(line: 20, column: 12, scope: !100, inlinedAt: !159)
!191 = distinct !{!191, !185, !192, !95}
!192 = !DILocation(line: 20, column: 64, scope: !100, inlinedAt: !159)
!193 = !DILocation(line: 84, column: 46, scope: !194)
!194 = distinct !DILexicalBlock(scope: !67, file: !2, line: 84, column: 5)
!195 = !DILocation(line: 84, column: 33, scope: !194)
!196 = !DILocation(line: 84, column: 23, scope: !194)
!197 = distinct !{!197, !98, !198, !95}
!198 = !DILocation(line: 84, column: 64, scope: !67)
!199 = !DILocation(line: 92, column: 38, scope: !48)
!200 = !{!112, !77, i64 4}
!201 = !DILocation(line: 92, column: 31, scope: !48)
!202 = !DILocation(line: 92, column: 5, scope: !48)
!203 = !DILocation(line: 93, column: 5, scope: !48)
!204 = !DILocation(line: 94, column: 5, scope: !48)
!205 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 7, type: !101, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !206)
!206 = !{!207, !208}
!207 = !DILocalVariable(name: "t", arg: 1, scope: !205, file: !2, line: 7, type: !53)
!208 = !DILocalVariable(name: "key", arg: 2, scope: !205, file: !2, line: 7, type: !11)
!209 = !DILocation(line: 0, scope: !205)
!210 = !DILocation(line: 8, column: 10, scope: !211)
!211 = distinct !DILexicalBlock(scope: !205, file: !2, line: 8, column: 9)
!212 = !DILocation(line: 8, column: 9, scope: !205)
!213 = !DILocation(line: 9, column: 13, scope: !214)
!214 = distinct !DILexicalBlock(scope: !211, file: !2, line: 8, column: 13)
!215 = !DILocation(line: 10, column: 16, scope: !214)
!216 = !DILocation(line: 10, column: 26, scope: !214)
!217 = !DILocation(line: 10, column: 32, scope: !214)
!218 = !DILocation(line: 10, column: 40, scope: !214)
!219 = !DILocation(line: 10, column: 45, scope: !214)
!220 = !DILocation(line: 11, column: 9, scope: !214)
!221 = !DILocation(line: 13, column: 18, scope: !222)
!222 = distinct !DILexicalBlock(scope: !205, file: !2, line: 13, column: 9)
!223 = !DILocation(line: 13, column: 13, scope: !222)
!224 = !DILocation(line: 13, column: 9, scope: !205)
!225 = !DILocation(line: 17, column: 1, scope: !205)
!226 = !DILocation(line: 13, column: 43, scope: !222)
!227 = !DILocation(line: 13, column: 33, scope: !222)
!228 = !DILocation(line: 13, column: 31, scope: !222)
!229 = !DILocation(line: 14, column: 18, scope: !230)
!230 = distinct !DILexicalBlock(scope: !222, file: !2, line: 14, column: 14)
!231 = !DILocation(line: 14, column: 14, scope: !222)
!232 = !DILocation(line: 14, column: 49, scope: !230)
!233 = !DILocation(line: 14, column: 39, scope: !230)
!234 = !DILocation(line: 14, column: 37, scope: !230)
!235 = !DILocation(line: 15, column: 13, scope: !230)
!236 = !DILocation(line: 15, column: 18, scope: !230)
!237 = distinct !DISubprogram(name: "inorder", scope: !2, file: !2, line: 48, type: !238, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !138}
!240 = !{!241}
!241 = !DILocalVariable(name: "t", arg: 1, scope: !237, file: !2, line: 48, type: !138)
!242 = !DILocation(line: 0, scope: !237)
!243 = !DILocation(line: 49, column: 10, scope: !244)
!244 = distinct !DILexicalBlock(scope: !237, file: !2, line: 49, column: 9)
!245 = !DILocation(line: 49, column: 9, scope: !237)
!246 = !DILocation(line: 50, column: 16, scope: !237)
!247 = !DILocation(line: 50, column: 5, scope: !237)
!248 = !DILocation(line: 51, column: 20, scope: !237)
!249 = !DILocation(line: 51, column: 33, scope: !237)
!250 = !DILocation(line: 51, column: 59, scope: !237)
!251 = !DILocation(line: 51, column: 78, scope: !237)
!252 = !DILocation(line: 51, column: 63, scope: !237)
!253 = !DILocation(line: 51, column: 44, scope: !237)
!254 = !DILocation(line: 51, column: 18, scope: !237)
!255 = !DILocation(line: 52, column: 14, scope: !237)
!256 = !DILocation(line: 53, column: 16, scope: !237)
!257 = !DILocation(line: 54, column: 1, scope: !237)
!258 = !DISubprogram(name: "printf", scope: !259, file: !259, line: 356, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!260 = !DISubroutineType(types: !261)
!261 = !{!11, !262, null}
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!265 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 40, type: !266, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!11, !138}
!268 = !{!269, !270, !271}
!269 = !DILocalVariable(name: "t", arg: 1, scope: !265, file: !2, line: 40, type: !138)
!270 = !DILocalVariable(name: "l", scope: !265, file: !2, line: 42, type: !11)
!271 = !DILocalVariable(name: "r", scope: !265, file: !2, line: 42, type: !11)
!272 = !DILocation(line: 0, scope: !265)
!273 = !DILocation(line: 41, column: 10, scope: !274)
!274 = distinct !DILexicalBlock(scope: !265, file: !2, line: 41, column: 9)
!275 = !DILocation(line: 41, column: 9, scope: !265)
!276 = !DILocation(line: 44, column: 1, scope: !265)
!277 = !DILocation(line: 42, column: 23, scope: !265)
!278 = !DILocation(line: 42, column: 13, scope: !265)
!279 = !DILocation(line: 42, column: 44, scope: !265)
!280 = !DILocation(line: 42, column: 34, scope: !265)
!281 = !DILocation(line: 43, column: 17, scope: !265)
!282 = !DILocation(line: 43, column: 14, scope: !265)
!283 = distinct !DISubprogram(name: "delete_key", scope: !2, file: !2, line: 24, type: !101, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !284)
!284 = !{!285, !286, !287, !293, !296}
!285 = !DILocalVariable(name: "t", arg: 1, scope: !283, file: !2, line: 24, type: !53)
!286 = !DILocalVariable(name: "key", arg: 2, scope: !283, file: !2, line: 24, type: !11)
!287 = !DILocalVariable(name: "r", scope: !288, file: !2, line: 29, type: !53)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 29, column: 23)
!289 = distinct !DILexicalBlock(scope: !290, file: !2, line: 29, column: 13)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 28, column: 10)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 27, column: 14)
!292 = distinct !DILexicalBlock(scope: !283, file: !2, line: 26, column: 9)
!293 = !DILocalVariable(name: "l", scope: !294, file: !2, line: 30, type: !53)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 30, column: 24)
!295 = distinct !DILexicalBlock(scope: !290, file: !2, line: 30, column: 13)
!296 = !DILocalVariable(name: "m", scope: !290, file: !2, line: 31, type: !53)
!297 = !DILocation(line: 0, scope: !283)
!298 = !DILocation(line: 25, column: 10, scope: !299)
!299 = distinct !DILexicalBlock(scope: !283, file: !2, line: 25, column: 9)
!300 = !DILocation(line: 25, column: 9, scope: !283)
!301 = !DILocation(line: 26, column: 18, scope: !292)
!302 = !DILocation(line: 26, column: 13, scope: !292)
!303 = !DILocation(line: 26, column: 9, scope: !283)
!304 = !DILocation(line: 38, column: 1, scope: !283)
!305 = !DILocation(line: 26, column: 47, scope: !292)
!306 = !DILocation(line: 26, column: 33, scope: !292)
!307 = !DILocation(line: 26, column: 31, scope: !292)
!308 = !DILocation(line: 27, column: 18, scope: !291)
!309 = !DILocation(line: 27, column: 14, scope: !292)
!310 = !DILocation(line: 27, column: 53, scope: !291)
!311 = !DILocation(line: 27, column: 39, scope: !291)
!312 = !DILocation(line: 27, column: 37, scope: !291)
!313 = !DILocation(line: 29, column: 17, scope: !289)
!314 = !DILocation(line: 29, column: 14, scope: !289)
!315 = !DILocation(line: 0, scope: !290)
!316 = !DILocation(line: 29, column: 13, scope: !290)
!317 = !DILocation(line: 0, scope: !288)
!318 = !DILocation(line: 29, column: 52, scope: !288)
!319 = !DILocation(line: 30, column: 14, scope: !295)
!320 = !DILocation(line: 30, column: 13, scope: !290)
!321 = !DILocation(line: 0, scope: !294)
!322 = !DILocation(line: 30, column: 52, scope: !294)
!323 = !DILocation(line: 32, column: 19, scope: !290)
!324 = !DILocation(line: 32, column: 9, scope: !290)
!325 = distinct !{!325, !324, !326, !95}
!326 = !DILocation(line: 32, column: 32, scope: !290)
!327 = !DILocation(line: 33, column: 21, scope: !290)
!328 = !DILocation(line: 33, column: 16, scope: !290)
!329 = !DILocation(line: 33, column: 40, scope: !290)
!330 = !DILocation(line: 33, column: 29, scope: !290)
!331 = !DILocation(line: 33, column: 35, scope: !290)
!332 = !DILocation(line: 34, column: 18, scope: !290)
!333 = !DILocation(line: 35, column: 20, scope: !290)
!334 = !DILocation(line: 35, column: 18, scope: !290)
!335 = distinct !DISubprogram(name: "destroy", scope: !2, file: !2, line: 68, type: !336, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !338)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !53}
!338 = !{!339}
!339 = !DILocalVariable(name: "t", arg: 1, scope: !335, file: !2, line: 68, type: !53)
!340 = !DILocation(line: 0, scope: !335)
!341 = !DILocation(line: 69, column: 10, scope: !342)
!342 = distinct !DILexicalBlock(scope: !335, file: !2, line: 69, column: 9)
!343 = !DILocation(line: 69, column: 9, scope: !335)
!344 = !DILocation(line: 73, column: 1, scope: !335)
!345 = !DILocation(line: 70, column: 16, scope: !335)
!346 = !DILocation(line: 70, column: 5, scope: !335)
!347 = !DILocation(line: 71, column: 16, scope: !335)
!348 = !DILocation(line: 71, column: 5, scope: !335)
!349 = !DILocation(line: 72, column: 5, scope: !335)
!350 = !DISubprogram(name: "malloc", scope: !351, file: !351, line: 553, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!352 = !DISubroutineType(types: !353)
!353 = !{!354, !355}
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !356, line: 18, baseType: !357)
!356 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!357 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!358 = !DISubprogram(name: "free", scope: !351, file: !351, line: 568, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{null, !354}
