; ModuleID = 'tests/programs/bintree.c'
source_filename = "tests/programs/bintree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"nodes %d height %d hash %u\0A\00", align 1, !dbg !0
@inorder_n = internal unnamed_addr global i32 0, align 4, !dbg !7
@inorder_hash = internal unnamed_addr global i32 0, align 4, !dbg !34
@.str.1 = private unnamed_addr constant [9 x i8] c"hits %d\0A\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [42 x i8] c"after delete: nodes %d height %d hash %u\0A\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [18 x i8] c"preorder hash %u\0A\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [15 x i8] c"find 4999: %d\0A\00", align 1, !dbg !29

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca [128 x ptr], align 16, !DIAssignID !66
    #dbg_value(ptr null, !48, !DIExpression(), !67)
    #dbg_value(i32 2024, !56, !DIExpression(), !67)
    #dbg_value(i32 0, !57, !DIExpression(), !68)
  br label %8, !dbg !69

2:                                                ; preds = %8
  tail call fastcc void @inorder(ptr noundef %15), !dbg !70
  %3 = load i32, ptr @inorder_n, align 4, !dbg !71, !tbaa !72
  %4 = tail call fastcc i32 @height(ptr noundef %15), !dbg !76
  %5 = load i32, ptr @inorder_hash, align 4, !dbg !77, !tbaa !72
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5), !dbg !78
    #dbg_value(i32 0, !59, !DIExpression(), !67)
    #dbg_value(i32 0, !60, !DIExpression(), !79)
  %7 = icmp eq ptr %15, null
    #dbg_value(i32 0, !60, !DIExpression(), !79)
    #dbg_value(i32 0, !59, !DIExpression(), !67)
  br label %20, !dbg !80

8:                                                ; preds = %0, %8
  %9 = phi ptr [ null, %0 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %0 ], [ %16, %8 ]
  %11 = phi i32 [ 2024, %0 ], [ %13, %8 ]
    #dbg_value(ptr %9, !48, !DIExpression(), !67)
    #dbg_value(i32 %10, !57, !DIExpression(), !68)
    #dbg_value(i32 %11, !56, !DIExpression(), !67)
  %12 = mul i32 %11, 1664525, !dbg !81
  %13 = add i32 %12, 1013904223, !dbg !84
    #dbg_value(i32 %13, !56, !DIExpression(), !67)
  %14 = urem i32 %13, 5000, !dbg !85
  %15 = tail call fastcc ptr @insert(ptr noundef %9, i32 noundef %14), !dbg !86
    #dbg_value(ptr %15, !48, !DIExpression(), !67)
  %16 = add nuw nsw i32 %10, 1, !dbg !87
    #dbg_value(i32 %16, !57, !DIExpression(), !68)
  %17 = icmp eq i32 %16, 3000, !dbg !88
  br i1 %17, label %2, label %8, !dbg !69, !llvm.loop !89

18:                                               ; preds = %33
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35), !dbg !92
    #dbg_value(i32 0, !62, !DIExpression(), !93)
    #dbg_value(ptr %15, !48, !DIExpression(), !67)
  br label %99, !dbg !94

20:                                               ; preds = %49, %2
  %21 = phi i32 [ 0, %2 ], [ %52, %49 ]
  %22 = phi i32 [ 0, %2 ], [ %51, %49 ]
    #dbg_value(i32 %21, !60, !DIExpression(), !79)
    #dbg_value(i32 %22, !59, !DIExpression(), !67)
    #dbg_value(ptr %15, !95, !DIExpression(), !101)
    #dbg_value(i32 %21, !100, !DIExpression(), !101)
  br i1 %7, label %33, label %23, !dbg !105

23:                                               ; preds = %20, %27
  %24 = phi ptr [ %31, %27 ], [ %15, %20 ]
    #dbg_value(ptr %24, !95, !DIExpression(), !101)
  %25 = load i32, ptr %24, align 8, !dbg !106, !tbaa !107
  %26 = icmp eq i32 %25, %21, !dbg !110
  br i1 %26, label %33, label %27, !dbg !111

27:                                               ; preds = %23
  %28 = icmp sgt i32 %25, %21, !dbg !112
  %29 = select i1 %28, i64 8, i64 16, !dbg !113
  %30 = getelementptr inbounds i8, ptr %24, i64 %29, !dbg !113
  %31 = load ptr, ptr %30, align 8, !dbg !113, !tbaa !114
    #dbg_value(ptr %31, !95, !DIExpression(), !101)
  %32 = icmp eq ptr %31, null, !dbg !115
  br i1 %32, label %33, label %23, !dbg !105, !llvm.loop !116

33:                                               ; preds = %23, %27, %20
  %34 = phi i32 [ 0, %20 ], [ 1, %23 ], [ 0, %27 ]
  %35 = add nuw nsw i32 %34, %22, !dbg !118
    #dbg_value(i32 %35, !59, !DIExpression(), !67)
  %36 = add nuw nsw i32 %21, 7, !dbg !119
    #dbg_value(i32 %36, !60, !DIExpression(), !79)
  %37 = icmp ult i32 %21, 4993, !dbg !120
  br i1 %37, label %38, label %18, !dbg !80, !llvm.loop !121

38:                                               ; preds = %33
    #dbg_value(i32 %36, !60, !DIExpression(), !79)
    #dbg_value(i32 %35, !59, !DIExpression(), !67)
    #dbg_value(ptr %15, !95, !DIExpression(), !101)
    #dbg_value(i32 %36, !100, !DIExpression(), !101)
  br i1 %7, label %49, label %39, !dbg !105

39:                                               ; preds = %38, %43
  %40 = phi ptr [ %47, %43 ], [ %15, %38 ]
    #dbg_value(ptr %40, !95, !DIExpression(), !101)
  %41 = load i32, ptr %40, align 8, !dbg !106, !tbaa !107
  %42 = icmp eq i32 %41, %36, !dbg !110
  br i1 %42, label %49, label %43, !dbg !111

43:                                               ; preds = %39
  %44 = icmp sgt i32 %41, %36, !dbg !112
  %45 = select i1 %44, i64 8, i64 16, !dbg !113
  %46 = getelementptr inbounds i8, ptr %40, i64 %45, !dbg !113
  %47 = load ptr, ptr %46, align 8, !dbg !113, !tbaa !114
    #dbg_value(ptr %47, !95, !DIExpression(), !101)
  %48 = icmp eq ptr %47, null, !dbg !115
  br i1 %48, label %49, label %39, !dbg !105, !llvm.loop !116

49:                                               ; preds = %39, %43, %38
  %50 = phi i32 [ 0, %38 ], [ 1, %39 ], [ 0, %43 ]
  %51 = add nuw nsw i32 %50, %35, !dbg !118
    #dbg_value(i32 %51, !59, !DIExpression(), !67)
  %52 = add nuw nsw i32 %21, 14, !dbg !119
    #dbg_value(i32 %52, !60, !DIExpression(), !79)
  br label %20

53:                                               ; preds = %99
  store i32 0, ptr @inorder_hash, align 4, !dbg !123, !tbaa !72
  store i32 0, ptr @inorder_n, align 4, !dbg !124, !tbaa !72
  tail call fastcc void @inorder(ptr noundef %102), !dbg !125
  %54 = load i32, ptr @inorder_n, align 4, !dbg !126, !tbaa !72
  %55 = tail call fastcc i32 @height(ptr noundef %102), !dbg !127
  %56 = load i32, ptr @inorder_hash, align 4, !dbg !128, !tbaa !72
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef %55, i32 noundef %56), !dbg !129
    #dbg_value(i32 0, !64, !DIExpression(), !67)
    #dbg_assign(i1 undef, !130, !DIExpression(), !66, ptr %1, !DIExpression(), !146)
    #dbg_value(ptr %102, !138, !DIExpression(), !146)
    #dbg_value(ptr undef, !139, !DIExpression(), !146)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #10, !dbg !148
    #dbg_value(i32 0, !140, !DIExpression(), !146)
  %58 = icmp eq ptr %102, null, !dbg !149
  br i1 %58, label %59, label %61, !dbg !151

59:                                               ; preds = %53
    #dbg_value(i32 0, !64, !DIExpression(), !67)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10, !dbg !152
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !153
    #dbg_value(ptr %102, !95, !DIExpression(), !154)
    #dbg_value(i32 4999, !100, !DIExpression(), !154)
  br label %108, !dbg !156

61:                                               ; preds = %53
    #dbg_value(i32 1, !140, !DIExpression(), !146)
  store ptr %102, ptr %1, align 16, !dbg !157, !tbaa !114
  br label %62, !dbg !158

62:                                               ; preds = %84, %61
  %63 = phi i32 [ 0, %61 ], [ %71, %84 ], !dbg !159
  %64 = phi i32 [ 1, %61 ], [ %85, %84 ]
    #dbg_value(i32 %64, !140, !DIExpression(), !146)
  %65 = add nsw i32 %64, -1, !dbg !159
    #dbg_value(i32 %65, !140, !DIExpression(), !146)
  %66 = sext i32 %65 to i64, !dbg !160
  %67 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %66, !dbg !160
  %68 = load ptr, ptr %67, align 8, !dbg !160, !tbaa !114
    #dbg_value(ptr %68, !141, !DIExpression(), !161)
  %69 = mul i32 %63, 31, !dbg !162
  %70 = load i32, ptr %68, align 8, !dbg !163, !tbaa !107
  %71 = add i32 %70, %69, !dbg !164
    #dbg_value(i32 %71, !64, !DIExpression(), !67)
  %72 = getelementptr inbounds i8, ptr %68, i64 16, !dbg !165
  %73 = load ptr, ptr %72, align 8, !dbg !165, !tbaa !167
  %74 = icmp eq ptr %73, null, !dbg !168
  %75 = select i1 %74, ptr %68, ptr %73, !dbg !169
  store ptr %75, ptr %67, align 8, !dbg !170
  %76 = select i1 %74, i32 %65, i32 %64, !dbg !169
    #dbg_value(i32 %76, !140, !DIExpression(), !146)
  %77 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !171
  %78 = load ptr, ptr %77, align 8, !dbg !171, !tbaa !173
  %79 = icmp eq ptr %78, null, !dbg !174
  br i1 %79, label %84, label %80, !dbg !175

80:                                               ; preds = %62
  %81 = add nsw i32 %76, 1, !dbg !176
    #dbg_value(i32 %81, !140, !DIExpression(), !146)
  %82 = sext i32 %76 to i64, !dbg !177
  %83 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %82, !dbg !177
  store ptr %78, ptr %83, align 8, !dbg !178, !tbaa !114
  br label %84, !dbg !177

84:                                               ; preds = %80, %62
  %85 = phi i32 [ %81, %80 ], [ %76, %62 ], !dbg !161
    #dbg_value(i32 %85, !140, !DIExpression(), !146)
  %86 = icmp eq i32 %85, 0, !dbg !158
  br i1 %86, label %87, label %62, !dbg !158, !llvm.loop !179

87:                                               ; preds = %84
    #dbg_value(i32 %71, !64, !DIExpression(), !67)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #10, !dbg !152
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71), !dbg !153
    #dbg_value(ptr %102, !95, !DIExpression(), !154)
    #dbg_value(i32 4999, !100, !DIExpression(), !154)
  br label %89, !dbg !181

89:                                               ; preds = %87, %93
  %90 = phi ptr [ %97, %93 ], [ %102, %87 ]
    #dbg_value(ptr %90, !95, !DIExpression(), !154)
  %91 = load i32, ptr %90, align 8, !dbg !182, !tbaa !107
  %92 = icmp eq i32 %91, 4999, !dbg !183
  br i1 %92, label %105, label %93, !dbg !181

93:                                               ; preds = %89
  %94 = icmp sgt i32 %91, 4999, !dbg !184
  %95 = select i1 %94, i64 8, i64 16, !dbg !185
  %96 = getelementptr inbounds i8, ptr %90, i64 %95, !dbg !185
  %97 = load ptr, ptr %96, align 8, !dbg !185, !tbaa !114
    #dbg_value(ptr %97, !95, !DIExpression(), !154)
  %98 = icmp eq ptr %97, null, !dbg !186
  br i1 %98, label %108, label %89, !dbg !156, !llvm.loop !187

99:                                               ; preds = %18, %99
  %100 = phi ptr [ %15, %18 ], [ %102, %99 ]
  %101 = phi i32 [ 0, %18 ], [ %103, %99 ]
    #dbg_value(ptr %100, !48, !DIExpression(), !67)
    #dbg_value(i32 %101, !62, !DIExpression(), !93)
  %102 = tail call fastcc ptr @delete_key(ptr noundef %100, i32 noundef %101), !dbg !189
    #dbg_value(ptr %102, !48, !DIExpression(), !67)
  %103 = add nuw nsw i32 %101, 2, !dbg !191
    #dbg_value(i32 %103, !62, !DIExpression(), !93)
  %104 = icmp ult i32 %101, 4998, !dbg !192
  br i1 %104, label %99, label %53, !dbg !94, !llvm.loop !193

105:                                              ; preds = %89
    #dbg_value(ptr %90, !65, !DIExpression(), !67)
  %106 = getelementptr inbounds i8, ptr %90, i64 4, !dbg !195
  %107 = load i32, ptr %106, align 4, !dbg !195, !tbaa !196
  br label %108, !dbg !197

108:                                              ; preds = %93, %59, %105
  %109 = phi i32 [ %107, %105 ], [ -1, %59 ], [ -1, %93 ], !dbg !197
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %109), !dbg !198
  tail call fastcc void @destroy(ptr noundef %102), !dbg !199
  ret i32 0, !dbg !200
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !201 {
    #dbg_value(ptr %0, !203, !DIExpression(), !205)
    #dbg_value(i32 %1, !204, !DIExpression(), !205)
  %3 = icmp eq ptr %0, null, !dbg !206
  br i1 %3, label %4, label %8, !dbg !208

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11, !dbg !209
    #dbg_value(ptr %5, !203, !DIExpression(), !205)
  store i32 %1, ptr %5, align 8, !dbg !211, !tbaa !107
  %6 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !212
  store i32 1, ptr %6, align 4, !dbg !213, !tbaa !196
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !214
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !dbg !215
  br label %11, !dbg !216

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 8, !dbg !217, !tbaa !107
  %10 = icmp sgt i32 %9, %1, !dbg !219
  br i1 %10, label %13, label %17, !dbg !220

11:                                               ; preds = %23, %4, %19, %13
  %12 = phi ptr [ %0, %13 ], [ %0, %19 ], [ %5, %4 ], [ %0, %23 ]
  ret ptr %12, !dbg !221

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !222
  %15 = load ptr, ptr %14, align 8, !dbg !222, !tbaa !173
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef %1), !dbg !223
  store ptr %16, ptr %14, align 8, !dbg !224, !tbaa !173
  br label %11, !dbg !221

17:                                               ; preds = %8
  %18 = icmp slt i32 %9, %1, !dbg !225
  br i1 %18, label %19, label %23, !dbg !227

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !228
  %21 = load ptr, ptr %20, align 8, !dbg !228, !tbaa !167
  %22 = tail call fastcc ptr @insert(ptr noundef %21, i32 noundef %1), !dbg !229
  store ptr %22, ptr %20, align 8, !dbg !230, !tbaa !167
  br label %11, !dbg !221

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !231
  %25 = load i32, ptr %24, align 4, !dbg !232, !tbaa !196
  %26 = add nsw i32 %25, 1, !dbg !232
  store i32 %26, ptr %24, align 4, !dbg !232, !tbaa !196
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc void @inorder(ptr noundef readonly %0) unnamed_addr #3 !dbg !233 {
    #dbg_value(ptr %0, !237, !DIExpression(), !238)
  %2 = icmp eq ptr %0, null, !dbg !239
  br i1 %2, label %19, label %3, !dbg !241

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %17, %3 ], [ %0, %1 ]
    #dbg_value(ptr %4, !237, !DIExpression(), !238)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !242
  %6 = load ptr, ptr %5, align 8, !dbg !242, !tbaa !173
  tail call fastcc void @inorder(ptr noundef %6), !dbg !243
  %7 = load i32, ptr @inorder_hash, align 4, !dbg !244, !tbaa !72
  %8 = mul i32 %7, 1000003, !dbg !245
  %9 = load i32, ptr %4, align 8, !dbg !246, !tbaa !107
  %10 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !247
  %11 = load i32, ptr %10, align 4, !dbg !247, !tbaa !196
  %12 = mul i32 %11, %9, !dbg !248
  %13 = add i32 %12, %8, !dbg !249
  store i32 %13, ptr @inorder_hash, align 4, !dbg !250, !tbaa !72
  %14 = load i32, ptr @inorder_n, align 4, !dbg !251, !tbaa !72
  %15 = add nsw i32 %14, 1, !dbg !251
  store i32 %15, ptr @inorder_n, align 4, !dbg !251, !tbaa !72
  %16 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !252
  %17 = load ptr, ptr %16, align 8, !dbg !252, !tbaa !167
    #dbg_value(ptr %17, !237, !DIExpression(), !238)
  %18 = icmp eq ptr %17, null, !dbg !239
  br i1 %18, label %19, label %3, !dbg !241

19:                                               ; preds = %3, %1
  ret void, !dbg !253
}

; Function Attrs: nofree nounwind
declare !dbg !254 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #5 !dbg !261 {
    #dbg_value(ptr %0, !265, !DIExpression(), !268)
  %2 = icmp eq ptr %0, null, !dbg !269
  br i1 %2, label %3, label %5, !dbg !271

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !272

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !273
  %7 = load ptr, ptr %6, align 8, !dbg !273, !tbaa !173
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !274
    #dbg_value(i32 %8, !266, !DIExpression(), !268)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !275
  %10 = load ptr, ptr %9, align 8, !dbg !275, !tbaa !167
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !276
    #dbg_value(i32 %11, !267, !DIExpression(), !268)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !277
  %13 = add nsw i32 %12, 1, !dbg !278
  br label %3, !dbg !272
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete_key(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !279 {
    #dbg_value(ptr %0, !281, !DIExpression(), !293)
    #dbg_value(i32 %1, !282, !DIExpression(), !293)
  %3 = icmp eq ptr %0, null, !dbg !294
  br i1 %3, label %7, label %4, !dbg !296

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !dbg !297, !tbaa !107
  %6 = icmp sgt i32 %5, %1, !dbg !298
  br i1 %6, label %9, label %13, !dbg !299

7:                                                ; preds = %2, %28, %25, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %21, %28 ], [ %24, %25 ], [ null, %2 ]
  ret ptr %8, !dbg !300

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !301
  %11 = load ptr, ptr %10, align 8, !dbg !301, !tbaa !173
  %12 = tail call fastcc ptr @delete_key(ptr noundef %11, i32 noundef %1), !dbg !302
  store ptr %12, ptr %10, align 8, !dbg !303, !tbaa !173
  br label %7, !dbg !300

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1, !dbg !304
  br i1 %14, label %15, label %19, !dbg !305

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !306
  %17 = load ptr, ptr %16, align 8, !dbg !306, !tbaa !167
  %18 = tail call fastcc ptr @delete_key(ptr noundef %17, i32 noundef %1), !dbg !307
  store ptr %18, ptr %16, align 8, !dbg !308, !tbaa !167
  br label %7, !dbg !300

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !309
  %21 = load ptr, ptr %20, align 8, !dbg !309, !tbaa !173
  %22 = icmp eq ptr %21, null, !dbg !310
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !311
  %24 = load ptr, ptr %23, align 8, !dbg !311, !tbaa !167
  br i1 %22, label %25, label %26, !dbg !312

25:                                               ; preds = %19
    #dbg_value(ptr %24, !283, !DIExpression(), !313)
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !314
  br label %7

26:                                               ; preds = %19
  %27 = icmp eq ptr %24, null, !dbg !315
  br i1 %27, label %28, label %29, !dbg !316

28:                                               ; preds = %26
    #dbg_value(ptr %21, !289, !DIExpression(), !317)
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !318
  br label %7

29:                                               ; preds = %26, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %26 ], !dbg !311
    #dbg_value(ptr %30, !292, !DIExpression(), !311)
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !319
  %32 = load ptr, ptr %31, align 8, !dbg !319, !tbaa !173
  %33 = icmp eq ptr %32, null, !dbg !320
  br i1 %33, label %34, label %29, !dbg !320, !llvm.loop !321

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %30, i64 4, !dbg !323
  %36 = load <2 x i32>, ptr %30, align 8, !dbg !324, !tbaa !72
  store <2 x i32> %36, ptr %0, align 8, !dbg !325, !tbaa !72
  store i32 1, ptr %35, align 4, !dbg !326, !tbaa !196
  %37 = extractelement <2 x i32> %36, i64 0, !dbg !327
  %38 = tail call fastcc ptr @delete_key(ptr noundef nonnull %24, i32 noundef %37), !dbg !327
  store ptr %38, ptr %23, align 8, !dbg !328, !tbaa !167
  br label %7, !dbg !300
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 !dbg !329 {
    #dbg_value(ptr %0, !333, !DIExpression(), !334)
  %2 = icmp eq ptr %0, null, !dbg !335
  br i1 %2, label %3, label %4, !dbg !337

3:                                                ; preds = %1, %4
  ret void, !dbg !338

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !339
  %6 = load ptr, ptr %5, align 8, !dbg !339, !tbaa !173
  tail call fastcc void @destroy(ptr noundef %6), !dbg !340
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !341
  %8 = load ptr, ptr %7, align 8, !dbg !341, !tbaa !167
  tail call fastcc void @destroy(ptr noundef %8), !dbg !342
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !343
  br label %3, !dbg !338
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !344 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !352 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bintree.c", directory: ".", checksumkind: CSK_MD5, checksum: "8fed591c91d8ce23d476cfeb89e0e3a8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 75, type: !45, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!11}
!47 = !{!48, !56, !57, !59, !60, !62, !64, !65}
!48 = !DILocalVariable(name: "root", scope: !44, file: !2, line: 76, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tree", file: !2, line: 5, size: 192, elements: !51)
!51 = !{!52, !53, !54, !55}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !50, file: !2, line: 5, baseType: !11, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !50, file: !2, line: 5, baseType: !11, size: 32, offset: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !50, file: !2, line: 5, baseType: !49, size: 64, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !50, file: !2, line: 5, baseType: !49, size: 64, offset: 128)
!56 = !DILocalVariable(name: "s", scope: !44, file: !2, line: 77, type: !12)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 78, type: !11)
!58 = distinct !DILexicalBlock(scope: !44, file: !2, line: 78, column: 5)
!59 = !DILocalVariable(name: "hits", scope: !44, file: !2, line: 81, type: !11)
!60 = !DILocalVariable(name: "k", scope: !61, file: !2, line: 82, type: !11)
!61 = distinct !DILexicalBlock(scope: !44, file: !2, line: 82, column: 5)
!62 = !DILocalVariable(name: "k", scope: !63, file: !2, line: 84, type: !11)
!63 = distinct !DILexicalBlock(scope: !44, file: !2, line: 84, column: 5)
!64 = !DILocalVariable(name: "ph", scope: !44, file: !2, line: 88, type: !12)
!65 = !DILocalVariable(name: "f", scope: !44, file: !2, line: 91, type: !49)
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 0, scope: !44)
!68 = !DILocation(line: 0, scope: !58)
!69 = !DILocation(line: 78, column: 5, scope: !58)
!70 = !DILocation(line: 79, column: 5, scope: !44)
!71 = !DILocation(line: 80, column: 44, scope: !44)
!72 = !{!73, !73, i64 0}
!73 = !{!"int", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocation(line: 80, column: 55, scope: !44)
!77 = !DILocation(line: 80, column: 69, scope: !44)
!78 = !DILocation(line: 80, column: 5, scope: !44)
!79 = !DILocation(line: 0, scope: !61)
!80 = !DILocation(line: 82, column: 5, scope: !61)
!81 = !DILocation(line: 78, column: 44, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 78, column: 36)
!83 = distinct !DILexicalBlock(scope: !58, file: !2, line: 78, column: 5)
!84 = !DILocation(line: 78, column: 55, scope: !82)
!85 = !DILocation(line: 78, column: 98, scope: !82)
!86 = !DILocation(line: 78, column: 77, scope: !82)
!87 = !DILocation(line: 78, column: 32, scope: !83)
!88 = !DILocation(line: 78, column: 23, scope: !83)
!89 = distinct !{!89, !69, !90, !91}
!90 = !DILocation(line: 78, column: 108, scope: !58)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 83, column: 5, scope: !44)
!93 = !DILocation(line: 0, scope: !63)
!94 = !DILocation(line: 84, column: 5, scope: !63)
!95 = !DILocalVariable(name: "t", arg: 1, scope: !96, file: !2, line: 19, type: !49)
!96 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 19, type: !97, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!49, !49, !11}
!99 = !{!95, !100}
!100 = !DILocalVariable(name: "key", arg: 2, scope: !96, file: !2, line: 19, type: !11)
!101 = !DILocation(line: 0, scope: !96, inlinedAt: !102)
!102 = distinct !DILocation(line: 82, column: 43, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 82, column: 43)
!104 = distinct !DILexicalBlock(scope: !61, file: !2, line: 82, column: 5)
!105 = !DILocation(line: 20, column: 14, scope: !96, inlinedAt: !102)
!106 = !DILocation(line: 20, column: 20, scope: !96, inlinedAt: !102)
!107 = !{!108, !73, i64 0}
!108 = !{!"Tree", !73, i64 0, !73, i64 4, !109, i64 8, !109, i64 16}
!109 = !{!"any pointer", !74, i64 0}
!110 = !DILocation(line: 20, column: 24, scope: !96, inlinedAt: !102)
!111 = !DILocation(line: 20, column: 5, scope: !96, inlinedAt: !102)
!112 = !DILocation(line: 20, column: 40, scope: !96, inlinedAt: !102)
!113 = !DILocation(line: 20, column: 36, scope: !96, inlinedAt: !102)
!114 = !{!109, !109, i64 0}
!115 = !DILocation(line: 20, column: 12, scope: !96, inlinedAt: !102)
!116 = distinct !{!116, !111, !117, !91}
!117 = !DILocation(line: 20, column: 64, scope: !96, inlinedAt: !102)
!118 = !DILocation(line: 82, column: 43, scope: !104)
!119 = !DILocation(line: 82, column: 33, scope: !104)
!120 = !DILocation(line: 82, column: 23, scope: !104)
!121 = distinct !{!121, !80, !122, !91}
!122 = !DILocation(line: 82, column: 62, scope: !61)
!123 = !DILocation(line: 85, column: 18, scope: !44)
!124 = !DILocation(line: 85, column: 33, scope: !44)
!125 = !DILocation(line: 86, column: 5, scope: !44)
!126 = !DILocation(line: 87, column: 58, scope: !44)
!127 = !DILocation(line: 87, column: 69, scope: !44)
!128 = !DILocation(line: 87, column: 83, scope: !44)
!129 = !DILocation(line: 87, column: 5, scope: !44)
!130 = !DILocalVariable(name: "stack", scope: !131, file: !2, line: 57, type: !143)
!131 = distinct !DISubprogram(name: "preorder_iter", scope: !2, file: !2, line: 56, type: !132, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !137)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !136}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!137 = !{!138, !139, !130, !140, !141}
!138 = !DILocalVariable(name: "t", arg: 1, scope: !131, file: !2, line: 56, type: !134)
!139 = !DILocalVariable(name: "h", arg: 2, scope: !131, file: !2, line: 56, type: !136)
!140 = !DILocalVariable(name: "sp", scope: !131, file: !2, line: 58, type: !11)
!141 = !DILocalVariable(name: "n", scope: !142, file: !2, line: 61, type: !134)
!142 = distinct !DILexicalBlock(scope: !131, file: !2, line: 60, column: 16)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 8192, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 128)
!146 = !DILocation(line: 0, scope: !131, inlinedAt: !147)
!147 = distinct !DILocation(line: 89, column: 5, scope: !44)
!148 = !DILocation(line: 57, column: 5, scope: !131, inlinedAt: !147)
!149 = !DILocation(line: 59, column: 9, scope: !150, inlinedAt: !147)
!150 = distinct !DILexicalBlock(scope: !131, file: !2, line: 59, column: 9)
!151 = !DILocation(line: 59, column: 9, scope: !131, inlinedAt: !147)
!152 = !DILocation(line: 66, column: 1, scope: !131, inlinedAt: !147)
!153 = !DILocation(line: 90, column: 5, scope: !44)
!154 = !DILocation(line: 0, scope: !96, inlinedAt: !155)
!155 = distinct !DILocation(line: 91, column: 22, scope: !44)
!156 = !DILocation(line: 20, column: 14, scope: !96, inlinedAt: !155)
!157 = !DILocation(line: 59, column: 24, scope: !150, inlinedAt: !147)
!158 = !DILocation(line: 60, column: 5, scope: !131, inlinedAt: !147)
!159 = !DILocation(line: 61, column: 38, scope: !142, inlinedAt: !147)
!160 = !DILocation(line: 61, column: 32, scope: !142, inlinedAt: !147)
!161 = !DILocation(line: 0, scope: !142, inlinedAt: !147)
!162 = !DILocation(line: 62, column: 17, scope: !142, inlinedAt: !147)
!163 = !DILocation(line: 62, column: 37, scope: !142, inlinedAt: !147)
!164 = !DILocation(line: 62, column: 22, scope: !142, inlinedAt: !147)
!165 = !DILocation(line: 63, column: 16, scope: !166, inlinedAt: !147)
!166 = distinct !DILexicalBlock(scope: !142, file: !2, line: 63, column: 13)
!167 = !{!108, !109, i64 16}
!168 = !DILocation(line: 63, column: 13, scope: !166, inlinedAt: !147)
!169 = !DILocation(line: 63, column: 13, scope: !142, inlinedAt: !147)
!170 = !DILocation(line: 63, scope: !142, inlinedAt: !147)
!171 = !DILocation(line: 64, column: 16, scope: !172, inlinedAt: !147)
!172 = distinct !DILexicalBlock(scope: !142, file: !2, line: 64, column: 13)
!173 = !{!108, !109, i64 8}
!174 = !DILocation(line: 64, column: 13, scope: !172, inlinedAt: !147)
!175 = !DILocation(line: 64, column: 13, scope: !142, inlinedAt: !147)
!176 = !DILocation(line: 64, column: 30, scope: !172, inlinedAt: !147)
!177 = !DILocation(line: 64, column: 22, scope: !172, inlinedAt: !147)
!178 = !DILocation(line: 64, column: 34, scope: !172, inlinedAt: !147)
!179 = distinct !{!179, !158, !180, !91}
!180 = !DILocation(line: 65, column: 5, scope: !131, inlinedAt: !147)
!181 = !DILocation(line: 20, column: 5, scope: !96, inlinedAt: !155)
!182 = !DILocation(line: 20, column: 20, scope: !96, inlinedAt: !155)
!183 = !DILocation(line: 20, column: 24, scope: !96, inlinedAt: !155)
!184 = !DILocation(line: 20, column: 40, scope: !96, inlinedAt: !155)
!185 = !DILocation(line: 20, column: 36, scope: !96, inlinedAt: !155)
!186 = !DILocation(line: 20, column: 12, scope: !96, inlinedAt: !155)
!187 = distinct !{!187, !181, !188, !91}
!188 = !DILocation(line: 20, column: 64, scope: !96, inlinedAt: !155)
!189 = !DILocation(line: 84, column: 46, scope: !190)
!190 = distinct !DILexicalBlock(scope: !63, file: !2, line: 84, column: 5)
!191 = !DILocation(line: 84, column: 33, scope: !190)
!192 = !DILocation(line: 84, column: 23, scope: !190)
!193 = distinct !{!193, !94, !194, !91}
!194 = !DILocation(line: 84, column: 64, scope: !63)
!195 = !DILocation(line: 92, column: 38, scope: !44)
!196 = !{!108, !73, i64 4}
!197 = !DILocation(line: 92, column: 31, scope: !44)
!198 = !DILocation(line: 92, column: 5, scope: !44)
!199 = !DILocation(line: 93, column: 5, scope: !44)
!200 = !DILocation(line: 94, column: 5, scope: !44)
!201 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 7, type: !97, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !202)
!202 = !{!203, !204}
!203 = !DILocalVariable(name: "t", arg: 1, scope: !201, file: !2, line: 7, type: !49)
!204 = !DILocalVariable(name: "key", arg: 2, scope: !201, file: !2, line: 7, type: !11)
!205 = !DILocation(line: 0, scope: !201)
!206 = !DILocation(line: 8, column: 10, scope: !207)
!207 = distinct !DILexicalBlock(scope: !201, file: !2, line: 8, column: 9)
!208 = !DILocation(line: 8, column: 9, scope: !201)
!209 = !DILocation(line: 9, column: 13, scope: !210)
!210 = distinct !DILexicalBlock(scope: !207, file: !2, line: 8, column: 13)
!211 = !DILocation(line: 10, column: 16, scope: !210)
!212 = !DILocation(line: 10, column: 26, scope: !210)
!213 = !DILocation(line: 10, column: 32, scope: !210)
!214 = !DILocation(line: 10, column: 40, scope: !210)
!215 = !DILocation(line: 10, column: 45, scope: !210)
!216 = !DILocation(line: 11, column: 9, scope: !210)
!217 = !DILocation(line: 13, column: 18, scope: !218)
!218 = distinct !DILexicalBlock(scope: !201, file: !2, line: 13, column: 9)
!219 = !DILocation(line: 13, column: 13, scope: !218)
!220 = !DILocation(line: 13, column: 9, scope: !201)
!221 = !DILocation(line: 17, column: 1, scope: !201)
!222 = !DILocation(line: 13, column: 43, scope: !218)
!223 = !DILocation(line: 13, column: 33, scope: !218)
!224 = !DILocation(line: 13, column: 31, scope: !218)
!225 = !DILocation(line: 14, column: 18, scope: !226)
!226 = distinct !DILexicalBlock(scope: !218, file: !2, line: 14, column: 14)
!227 = !DILocation(line: 14, column: 14, scope: !218)
!228 = !DILocation(line: 14, column: 49, scope: !226)
!229 = !DILocation(line: 14, column: 39, scope: !226)
!230 = !DILocation(line: 14, column: 37, scope: !226)
!231 = !DILocation(line: 15, column: 13, scope: !226)
!232 = !DILocation(line: 15, column: 18, scope: !226)
!233 = distinct !DISubprogram(name: "inorder", scope: !2, file: !2, line: 48, type: !234, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !134}
!236 = !{!237}
!237 = !DILocalVariable(name: "t", arg: 1, scope: !233, file: !2, line: 48, type: !134)
!238 = !DILocation(line: 0, scope: !233)
!239 = !DILocation(line: 49, column: 10, scope: !240)
!240 = distinct !DILexicalBlock(scope: !233, file: !2, line: 49, column: 9)
!241 = !DILocation(line: 49, column: 9, scope: !233)
!242 = !DILocation(line: 50, column: 16, scope: !233)
!243 = !DILocation(line: 50, column: 5, scope: !233)
!244 = !DILocation(line: 51, column: 20, scope: !233)
!245 = !DILocation(line: 51, column: 33, scope: !233)
!246 = !DILocation(line: 51, column: 59, scope: !233)
!247 = !DILocation(line: 51, column: 78, scope: !233)
!248 = !DILocation(line: 51, column: 63, scope: !233)
!249 = !DILocation(line: 51, column: 44, scope: !233)
!250 = !DILocation(line: 51, column: 18, scope: !233)
!251 = !DILocation(line: 52, column: 14, scope: !233)
!252 = !DILocation(line: 53, column: 16, scope: !233)
!253 = !DILocation(line: 54, column: 1, scope: !233)
!254 = !DISubprogram(name: "printf", scope: !255, file: !255, line: 356, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!256 = !DISubroutineType(types: !257)
!257 = !{!11, !258, null}
!258 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!261 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 40, type: !262, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!11, !134}
!264 = !{!265, !266, !267}
!265 = !DILocalVariable(name: "t", arg: 1, scope: !261, file: !2, line: 40, type: !134)
!266 = !DILocalVariable(name: "l", scope: !261, file: !2, line: 42, type: !11)
!267 = !DILocalVariable(name: "r", scope: !261, file: !2, line: 42, type: !11)
!268 = !DILocation(line: 0, scope: !261)
!269 = !DILocation(line: 41, column: 10, scope: !270)
!270 = distinct !DILexicalBlock(scope: !261, file: !2, line: 41, column: 9)
!271 = !DILocation(line: 41, column: 9, scope: !261)
!272 = !DILocation(line: 44, column: 1, scope: !261)
!273 = !DILocation(line: 42, column: 23, scope: !261)
!274 = !DILocation(line: 42, column: 13, scope: !261)
!275 = !DILocation(line: 42, column: 44, scope: !261)
!276 = !DILocation(line: 42, column: 34, scope: !261)
!277 = !DILocation(line: 43, column: 17, scope: !261)
!278 = !DILocation(line: 43, column: 14, scope: !261)
!279 = distinct !DISubprogram(name: "delete_key", scope: !2, file: !2, line: 24, type: !97, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !280)
!280 = !{!281, !282, !283, !289, !292}
!281 = !DILocalVariable(name: "t", arg: 1, scope: !279, file: !2, line: 24, type: !49)
!282 = !DILocalVariable(name: "key", arg: 2, scope: !279, file: !2, line: 24, type: !11)
!283 = !DILocalVariable(name: "r", scope: !284, file: !2, line: 29, type: !49)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 29, column: 23)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 29, column: 13)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 28, column: 10)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 27, column: 14)
!288 = distinct !DILexicalBlock(scope: !279, file: !2, line: 26, column: 9)
!289 = !DILocalVariable(name: "l", scope: !290, file: !2, line: 30, type: !49)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 30, column: 24)
!291 = distinct !DILexicalBlock(scope: !286, file: !2, line: 30, column: 13)
!292 = !DILocalVariable(name: "m", scope: !286, file: !2, line: 31, type: !49)
!293 = !DILocation(line: 0, scope: !279)
!294 = !DILocation(line: 25, column: 10, scope: !295)
!295 = distinct !DILexicalBlock(scope: !279, file: !2, line: 25, column: 9)
!296 = !DILocation(line: 25, column: 9, scope: !279)
!297 = !DILocation(line: 26, column: 18, scope: !288)
!298 = !DILocation(line: 26, column: 13, scope: !288)
!299 = !DILocation(line: 26, column: 9, scope: !279)
!300 = !DILocation(line: 38, column: 1, scope: !279)
!301 = !DILocation(line: 26, column: 47, scope: !288)
!302 = !DILocation(line: 26, column: 33, scope: !288)
!303 = !DILocation(line: 26, column: 31, scope: !288)
!304 = !DILocation(line: 27, column: 18, scope: !287)
!305 = !DILocation(line: 27, column: 14, scope: !288)
!306 = !DILocation(line: 27, column: 53, scope: !287)
!307 = !DILocation(line: 27, column: 39, scope: !287)
!308 = !DILocation(line: 27, column: 37, scope: !287)
!309 = !DILocation(line: 29, column: 17, scope: !285)
!310 = !DILocation(line: 29, column: 14, scope: !285)
!311 = !DILocation(line: 0, scope: !286)
!312 = !DILocation(line: 29, column: 13, scope: !286)
!313 = !DILocation(line: 0, scope: !284)
!314 = !DILocation(line: 29, column: 52, scope: !284)
!315 = !DILocation(line: 30, column: 14, scope: !291)
!316 = !DILocation(line: 30, column: 13, scope: !286)
!317 = !DILocation(line: 0, scope: !290)
!318 = !DILocation(line: 30, column: 52, scope: !290)
!319 = !DILocation(line: 32, column: 19, scope: !286)
!320 = !DILocation(line: 32, column: 9, scope: !286)
!321 = distinct !{!321, !320, !322, !91}
!322 = !DILocation(line: 32, column: 32, scope: !286)
!323 = !DILocation(line: 33, column: 40, scope: !286)
!324 = !DILocation(line: 33, column: 21, scope: !286)
!325 = !DILocation(line: 33, column: 16, scope: !286)
!326 = !DILocation(line: 34, column: 18, scope: !286)
!327 = !DILocation(line: 35, column: 20, scope: !286)
!328 = !DILocation(line: 35, column: 18, scope: !286)
!329 = distinct !DISubprogram(name: "destroy", scope: !2, file: !2, line: 68, type: !330, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !49}
!332 = !{!333}
!333 = !DILocalVariable(name: "t", arg: 1, scope: !329, file: !2, line: 68, type: !49)
!334 = !DILocation(line: 0, scope: !329)
!335 = !DILocation(line: 69, column: 10, scope: !336)
!336 = distinct !DILexicalBlock(scope: !329, file: !2, line: 69, column: 9)
!337 = !DILocation(line: 69, column: 9, scope: !329)
!338 = !DILocation(line: 73, column: 1, scope: !329)
!339 = !DILocation(line: 70, column: 16, scope: !329)
!340 = !DILocation(line: 70, column: 5, scope: !329)
!341 = !DILocation(line: 71, column: 16, scope: !329)
!342 = !DILocation(line: 71, column: 5, scope: !329)
!343 = !DILocation(line: 72, column: 5, scope: !329)
!344 = !DISubprogram(name: "malloc", scope: !345, file: !345, line: 553, type: !346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!346 = !DISubroutineType(types: !347)
!347 = !{!348, !349}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!349 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !350, line: 18, baseType: !351)
!350 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!351 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!352 = !DISubprogram(name: "free", scope: !345, file: !345, line: 568, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !348}
