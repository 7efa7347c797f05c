; ModuleID = 'tests/programs/bintree.c'
source_filename = "tests/programs/bintree.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  br label %7, !dbg !69

2:                                                ; preds = %7
  tail call fastcc void @inorder(ptr noundef %14), !dbg !70
  %3 = load i32, ptr @inorder_n, align 4, !dbg !71, !tbaa !72
  %4 = tail call fastcc i32 @height(ptr noundef %14), !dbg !76
  %5 = load i32, ptr @inorder_hash, align 4, !dbg !77, !tbaa !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5), !dbg !78
    #dbg_value(i32 0, !59, !DIExpression(), !67)
    #dbg_value(i32 0, !60, !DIExpression(), !79)
  %6 = icmp eq ptr %14, null
    #dbg_value(i32 0, !60, !DIExpression(), !79)
    #dbg_value(i32 0, !59, !DIExpression(), !67)
  br label %18, !dbg !80

7:                                                ; preds = %0, %7
  %8 = phi ptr [ null, %0 ], [ %14, %7 ]
  %9 = phi i32 [ 0, %0 ], [ %15, %7 ]
  %10 = phi i32 [ 2024, %0 ], [ %12, %7 ]
    #dbg_value(ptr %8, !48, !DIExpression(), !67)
    #dbg_value(i32 %9, !57, !DIExpression(), !68)
    #dbg_value(i32 %10, !56, !DIExpression(), !67)
  %11 = mul i32 %10, 1664525, !dbg !81
  %12 = add i32 %11, 1013904223, !dbg !84
    #dbg_value(i32 %12, !56, !DIExpression(), !67)
  %13 = urem i32 %12, 5000, !dbg !85
  %14 = tail call fastcc ptr @insert(ptr noundef %8, i32 noundef %13), !dbg !86
    #dbg_value(ptr %14, !48, !DIExpression(), !67)
  %15 = add nuw nsw i32 %9, 1, !dbg !87
    #dbg_value(i32 %15, !57, !DIExpression(), !68)
  %16 = icmp eq i32 %15, 3000, !dbg !88
  br i1 %16, label %2, label %7, !dbg !69, !llvm.loop !89

17:                                               ; preds = %31
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %33), !dbg !92
    #dbg_value(i32 0, !62, !DIExpression(), !93)
    #dbg_value(ptr %14, !48, !DIExpression(), !67)
  br label %94, !dbg !94

18:                                               ; preds = %47, %2
  %19 = phi i32 [ 0, %2 ], [ %50, %47 ]
  %20 = phi i32 [ 0, %2 ], [ %49, %47 ]
    #dbg_value(i32 %19, !60, !DIExpression(), !79)
    #dbg_value(i32 %20, !59, !DIExpression(), !67)
    #dbg_value(ptr %14, !95, !DIExpression(), !101)
    #dbg_value(i32 %19, !100, !DIExpression(), !101)
  br i1 %6, label %31, label %21, !dbg !105

21:                                               ; preds = %18, %25
  %22 = phi ptr [ %29, %25 ], [ %14, %18 ]
    #dbg_value(ptr %22, !95, !DIExpression(), !101)
  %23 = load i32, ptr %22, align 8, !dbg !106, !tbaa !107
  %24 = icmp eq i32 %23, %19, !dbg !110
  br i1 %24, label %31, label %25, !dbg !111

25:                                               ; preds = %21
  %26 = icmp sgt i32 %23, %19, !dbg !112
  %27 = select i1 %26, i64 8, i64 16, !dbg !113
  %28 = getelementptr inbounds i8, ptr %22, i64 %27, !dbg !113
  %29 = load ptr, ptr %28, align 8, !dbg !113, !tbaa !114
    #dbg_value(ptr %29, !95, !DIExpression(), !101)
  %30 = icmp eq ptr %29, null, !dbg !115
  br i1 %30, label %31, label %21, !dbg !105, !llvm.loop !116

31:                                               ; preds = %21, %25, %18
  %32 = phi i32 [ 0, %18 ], [ 1, %21 ], [ 0, %25 ]
  %33 = add nuw nsw i32 %32, %20, !dbg !118
    #dbg_value(i32 %33, !59, !DIExpression(), !67)
  %34 = add nuw nsw i32 %19, 7, !dbg !119
    #dbg_value(i32 %34, !60, !DIExpression(), !79)
  %35 = icmp ult i32 %19, 4993, !dbg !120
  br i1 %35, label %36, label %17, !dbg !80, !llvm.loop !121

36:                                               ; preds = %31
    #dbg_value(i32 %34, !60, !DIExpression(), !79)
    #dbg_value(i32 %33, !59, !DIExpression(), !67)
    #dbg_value(ptr %14, !95, !DIExpression(), !101)
    #dbg_value(i32 %34, !100, !DIExpression(), !101)
  br i1 %6, label %47, label %37, !dbg !105

37:                                               ; preds = %36, %41
  %38 = phi ptr [ %45, %41 ], [ %14, %36 ]
    #dbg_value(ptr %38, !95, !DIExpression(), !101)
  %39 = load i32, ptr %38, align 8, !dbg !106, !tbaa !107
  %40 = icmp eq i32 %39, %34, !dbg !110
  br i1 %40, label %47, label %41, !dbg !111

41:                                               ; preds = %37
  %42 = icmp sgt i32 %39, %34, !dbg !112
  %43 = select i1 %42, i64 8, i64 16, !dbg !113
  %44 = getelementptr inbounds i8, ptr %38, i64 %43, !dbg !113
  %45 = load ptr, ptr %44, align 8, !dbg !113, !tbaa !114
    #dbg_value(ptr %45, !95, !DIExpression(), !101)
  %46 = icmp eq ptr %45, null, !dbg !115
  br i1 %46, label %47, label %37, !dbg !105, !llvm.loop !116

47:                                               ; preds = %37, %41, %36
  %48 = phi i32 [ 0, %36 ], [ 1, %37 ], [ 0, %41 ]
  %49 = add nuw nsw i32 %48, %33, !dbg !118
    #dbg_value(i32 %49, !59, !DIExpression(), !67)
  %50 = add nuw nsw i32 %19, 14, !dbg !119
    #dbg_value(i32 %50, !60, !DIExpression(), !79)
  br label %18

51:                                               ; preds = %94
  store i32 0, ptr @inorder_hash, align 4, !dbg !123, !tbaa !72
  store i32 0, ptr @inorder_n, align 4, !dbg !124, !tbaa !72
  tail call fastcc void @inorder(ptr noundef %97), !dbg !125
  %52 = load i32, ptr @inorder_n, align 4, !dbg !126, !tbaa !72
  %53 = tail call fastcc i32 @height(ptr noundef %97), !dbg !127
  %54 = load i32, ptr @inorder_hash, align 4, !dbg !128, !tbaa !72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef %53, i32 noundef %54), !dbg !129
    #dbg_value(i32 0, !64, !DIExpression(), !67)
    #dbg_assign(i1 undef, !130, !DIExpression(), !66, ptr %1, !DIExpression(), !146)
    #dbg_value(ptr %97, !138, !DIExpression(), !146)
    #dbg_value(ptr undef, !139, !DIExpression(), !146)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #13, !dbg !148
    #dbg_value(i32 0, !140, !DIExpression(), !146)
  %55 = icmp eq ptr %97, null, !dbg !149
  br i1 %55, label %56, label %57, !dbg !151

56:                                               ; preds = %51
    #dbg_value(i32 0, !64, !DIExpression(), !67)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #13, !dbg !152
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 0), !dbg !153
    #dbg_value(ptr %97, !95, !DIExpression(), !154)
    #dbg_value(i32 4999, !100, !DIExpression(), !154)
  br label %103, !dbg !156

57:                                               ; preds = %51
    #dbg_value(i32 1, !140, !DIExpression(), !146)
  store ptr %97, ptr %1, align 16, !dbg !157, !tbaa !114
  br label %58, !dbg !158

58:                                               ; preds = %80, %57
  %59 = phi i32 [ 0, %57 ], [ %67, %80 ], !dbg !159
  %60 = phi i32 [ 1, %57 ], [ %81, %80 ]
    #dbg_value(i32 %60, !140, !DIExpression(), !146)
  %61 = add nsw i32 %60, -1, !dbg !159
    #dbg_value(i32 %61, !140, !DIExpression(), !146)
  %62 = sext i32 %61 to i64, !dbg !160
  %63 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %62, !dbg !160
  %64 = load ptr, ptr %63, align 8, !dbg !160, !tbaa !114
    #dbg_value(ptr %64, !141, !DIExpression(), !161)
  %65 = mul i32 %59, 31, !dbg !162
  %66 = load i32, ptr %64, align 8, !dbg !163, !tbaa !107
  %67 = add i32 %66, %65, !dbg !164
    #dbg_value(i32 %67, !64, !DIExpression(), !67)
  %68 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !165
  %69 = load ptr, ptr %68, align 8, !dbg !165, !tbaa !167
  %70 = icmp eq ptr %69, null, !dbg !168
  %71 = select i1 %70, ptr %64, ptr %69, !dbg !169
  store ptr %71, ptr %63, align 8, !dbg !170
  %72 = select i1 %70, i32 %61, i32 %60, !dbg !169
    #dbg_value(i32 %72, !140, !DIExpression(), !146)
  %73 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !171
  %74 = load ptr, ptr %73, align 8, !dbg !171, !tbaa !173
  %75 = icmp eq ptr %74, null, !dbg !174
  br i1 %75, label %80, label %76, !dbg !175

76:                                               ; preds = %58
  %77 = add nsw i32 %72, 1, !dbg !176
    #dbg_value(i32 %77, !140, !DIExpression(), !146)
  %78 = sext i32 %72 to i64, !dbg !177
  %79 = getelementptr inbounds [128 x ptr], ptr %1, i64 0, i64 %78, !dbg !177
  store ptr %74, ptr %79, align 8, !dbg !178, !tbaa !114
  br label %80, !dbg !177

80:                                               ; preds = %76, %58
  %81 = phi i32 [ %77, %76 ], [ %72, %58 ], !dbg !161
    #dbg_value(i32 %81, !140, !DIExpression(), !146)
  %82 = icmp eq i32 %81, 0, !dbg !158
  br i1 %82, label %83, label %58, !dbg !158, !llvm.loop !179

83:                                               ; preds = %80
    #dbg_value(i32 %67, !64, !DIExpression(), !67)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #13, !dbg !152
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %67), !dbg !153
    #dbg_value(ptr %97, !95, !DIExpression(), !154)
    #dbg_value(i32 4999, !100, !DIExpression(), !154)
  br label %84, !dbg !181

84:                                               ; preds = %83, %88
  %85 = phi ptr [ %92, %88 ], [ %97, %83 ]
    #dbg_value(ptr %85, !95, !DIExpression(), !154)
  %86 = load i32, ptr %85, align 8, !dbg !182, !tbaa !107
  %87 = icmp eq i32 %86, 4999, !dbg !183
  br i1 %87, label %100, label %88, !dbg !181

88:                                               ; preds = %84
  %89 = icmp sgt i32 %86, 4999, !dbg !184
  %90 = select i1 %89, i64 8, i64 16, !dbg !185
  %91 = getelementptr inbounds i8, ptr %85, i64 %90, !dbg !185
  %92 = load ptr, ptr %91, align 8, !dbg !185, !tbaa !114
    #dbg_value(ptr %92, !95, !DIExpression(), !154)
  %93 = icmp eq ptr %92, null, !dbg !186
  br i1 %93, label %103, label %84, !dbg !156, !llvm.loop !187

94:                                               ; preds = %17, %94
  %95 = phi ptr [ %14, %17 ], [ %97, %94 ]
  %96 = phi i32 [ 0, %17 ], [ %98, %94 ]
    #dbg_value(ptr %95, !48, !DIExpression(), !67)
    #dbg_value(i32 %96, !62, !DIExpression(), !93)
  %97 = tail call fastcc ptr @delete_key(ptr noundef %95, i32 noundef %96), !dbg !189
    #dbg_value(ptr %97, !48, !DIExpression(), !67)
  %98 = add nuw nsw i32 %96, 2, !dbg !191
    #dbg_value(i32 %98, !62, !DIExpression(), !93)
  %99 = icmp ult i32 %96, 4998, !dbg !192
  br i1 %99, label %94, label %51, !dbg !94, !llvm.loop !193

100:                                              ; preds = %84
    #dbg_value(ptr %85, !65, !DIExpression(), !67)
  %101 = getelementptr inbounds i8, ptr %85, i64 4, !dbg !195
  %102 = load i32, ptr %101, align 4, !dbg !195, !tbaa !196
  br label %103, !dbg !197

103:                                              ; preds = %88, %56, %100
  %104 = phi i32 [ %102, %100 ], [ -1, %56 ], [ -1, %88 ], !dbg !197
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %104), !dbg !198
  tail call fastcc void @destroy(ptr noundef %97), !dbg !199
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
  %5 = tail call dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #14, !dbg !209
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

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 !dbg !254 {
  %2 = alloca ptr, align 8, !DIAssignID !266
    #dbg_assign(i1 undef, !263, !DIExpression(), !266, ptr %2, !DIExpression(), !267)
    #dbg_value(ptr %0, !261, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13, !dbg !268
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !269
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13, !dbg !270
  %4 = load ptr, ptr %2, align 8, !dbg !271, !tbaa !114
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13, !dbg !272
    #dbg_value(i32 %5, !262, !DIExpression(), !267)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !273
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13, !dbg !274
  ret void, !dbg !275
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #5 !dbg !276 {
    #dbg_value(ptr %0, !280, !DIExpression(), !283)
  %2 = icmp eq ptr %0, null, !dbg !284
  br i1 %2, label %3, label %5, !dbg !286

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !287

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !288
  %7 = load ptr, ptr %6, align 8, !dbg !288, !tbaa !173
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !289
    #dbg_value(i32 %8, !281, !DIExpression(), !283)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !290
  %10 = load ptr, ptr %9, align 8, !dbg !290, !tbaa !167
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !291
    #dbg_value(i32 %11, !282, !DIExpression(), !283)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !292
  %13 = add nsw i32 %12, 1, !dbg !293
  br label %3, !dbg !287
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete_key(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !294 {
    #dbg_value(ptr %0, !296, !DIExpression(), !308)
    #dbg_value(i32 %1, !297, !DIExpression(), !308)
  %3 = icmp eq ptr %0, null, !dbg !309
  br i1 %3, label %7, label %4, !dbg !311

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !dbg !312, !tbaa !107
  %6 = icmp sgt i32 %5, %1, !dbg !313
  br i1 %6, label %9, label %13, !dbg !314

7:                                                ; preds = %2, %28, %25, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %21, %28 ], [ %24, %25 ], [ null, %2 ]
  ret ptr %8, !dbg !315

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !316
  %11 = load ptr, ptr %10, align 8, !dbg !316, !tbaa !173
  %12 = tail call fastcc ptr @delete_key(ptr noundef %11, i32 noundef %1), !dbg !317
  store ptr %12, ptr %10, align 8, !dbg !318, !tbaa !173
  br label %7, !dbg !315

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1, !dbg !319
  br i1 %14, label %15, label %19, !dbg !320

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !321
  %17 = load ptr, ptr %16, align 8, !dbg !321, !tbaa !167
  %18 = tail call fastcc ptr @delete_key(ptr noundef %17, i32 noundef %1), !dbg !322
  store ptr %18, ptr %16, align 8, !dbg !323, !tbaa !167
  br label %7, !dbg !315

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !324
  %21 = load ptr, ptr %20, align 8, !dbg !324, !tbaa !173
  %22 = icmp eq ptr %21, null, !dbg !325
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !326
  %24 = load ptr, ptr %23, align 8, !dbg !326, !tbaa !167
  br i1 %22, label %25, label %26, !dbg !327

25:                                               ; preds = %19
    #dbg_value(ptr %24, !298, !DIExpression(), !328)
  tail call void @free(ptr noundef nonnull %0), !dbg !329
  br label %7

26:                                               ; preds = %19
  %27 = icmp eq ptr %24, null, !dbg !330
  br i1 %27, label %28, label %29, !dbg !331

28:                                               ; preds = %26
    #dbg_value(ptr %21, !304, !DIExpression(), !332)
  tail call void @free(ptr noundef nonnull %0), !dbg !333
  br label %7

29:                                               ; preds = %26, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %26 ], !dbg !326
    #dbg_value(ptr %30, !307, !DIExpression(), !326)
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !334
  %32 = load ptr, ptr %31, align 8, !dbg !334, !tbaa !173
  %33 = icmp eq ptr %32, null, !dbg !335
  br i1 %33, label %34, label %29, !dbg !335, !llvm.loop !336

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %30, i64 4, !dbg !338
  %36 = load <2 x i32>, ptr %30, align 8, !dbg !339, !tbaa !72
  store <2 x i32> %36, ptr %0, align 8, !dbg !340, !tbaa !72
  store i32 1, ptr %35, align 4, !dbg !341, !tbaa !196
  %37 = extractelement <2 x i32> %36, i64 0, !dbg !342
  %38 = tail call fastcc ptr @delete_key(ptr noundef nonnull %24, i32 noundef %37), !dbg !342
  store ptr %38, ptr %23, align 8, !dbg !343, !tbaa !167
  br label %7, !dbg !315
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 !dbg !344 {
    #dbg_value(ptr %0, !348, !DIExpression(), !349)
  %2 = icmp eq ptr %0, null, !dbg !350
  br i1 %2, label %3, label %4, !dbg !352

3:                                                ; preds = %1, %4
  ret void, !dbg !353

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !354
  %6 = load ptr, ptr %5, align 8, !dbg !354, !tbaa !173
  tail call fastcc void @destroy(ptr noundef %6), !dbg !355
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !356
  %8 = load ptr, ptr %7, align 8, !dbg !356, !tbaa !167
  tail call fastcc void @destroy(ptr noundef %8), !dbg !357
  tail call void @free(ptr noundef nonnull %0), !dbg !358
  br label %3, !dbg !353
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !359 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare !dbg !367 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !387 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !390 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bintree.c", directory: ".")
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
!36 = !{i32 7, !"Dwarf Version", i32 4}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 2}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!254 = distinct !DISubprogram(name: "printf", scope: !255, file: !255, line: 368, type: !256, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !260)
!255 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!256 = !DISubroutineType(cc: DW_CC_nocall, types: !257)
!257 = !{!11, !258, null}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!260 = !{!261, !262, !263}
!261 = !DILocalVariable(name: "__format", arg: 1, scope: !254, file: !255, line: 368, type: !258)
!262 = !DILocalVariable(name: "__retval", scope: !254, file: !255, line: 370, type: !11)
!263 = !DILocalVariable(name: "__local_argv", scope: !254, file: !255, line: 371, type: !264)
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 0, scope: !254)
!268 = !DILocation(line: 371, column: 3, scope: !254)
!269 = !DILocation(line: 371, column: 35, scope: !254)
!270 = !DILocation(line: 372, column: 32, scope: !254)
!271 = !DILocation(line: 372, column: 50, scope: !254)
!272 = !DILocation(line: 372, column: 14, scope: !254)
!273 = !DILocation(line: 373, column: 3, scope: !254)
!274 = !DILocation(line: 375, column: 1, scope: !254)
!275 = !DILocation(line: 374, column: 3, scope: !254)
!276 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 40, type: !277, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !279)
!277 = !DISubroutineType(types: !278)
!278 = !{!11, !134}
!279 = !{!280, !281, !282}
!280 = !DILocalVariable(name: "t", arg: 1, scope: !276, file: !2, line: 40, type: !134)
!281 = !DILocalVariable(name: "l", scope: !276, file: !2, line: 42, type: !11)
!282 = !DILocalVariable(name: "r", scope: !276, file: !2, line: 42, type: !11)
!283 = !DILocation(line: 0, scope: !276)
!284 = !DILocation(line: 41, column: 10, scope: !285)
!285 = distinct !DILexicalBlock(scope: !276, file: !2, line: 41, column: 9)
!286 = !DILocation(line: 41, column: 9, scope: !276)
!287 = !DILocation(line: 44, column: 1, scope: !276)
!288 = !DILocation(line: 42, column: 23, scope: !276)
!289 = !DILocation(line: 42, column: 13, scope: !276)
!290 = !DILocation(line: 42, column: 44, scope: !276)
!291 = !DILocation(line: 42, column: 34, scope: !276)
!292 = !DILocation(line: 43, column: 17, scope: !276)
!293 = !DILocation(line: 43, column: 14, scope: !276)
!294 = distinct !DISubprogram(name: "delete_key", scope: !2, file: !2, line: 24, type: !97, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !295)
!295 = !{!296, !297, !298, !304, !307}
!296 = !DILocalVariable(name: "t", arg: 1, scope: !294, file: !2, line: 24, type: !49)
!297 = !DILocalVariable(name: "key", arg: 2, scope: !294, file: !2, line: 24, type: !11)
!298 = !DILocalVariable(name: "r", scope: !299, file: !2, line: 29, type: !49)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 29, column: 23)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 29, column: 13)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 28, column: 10)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 27, column: 14)
!303 = distinct !DILexicalBlock(scope: !294, file: !2, line: 26, column: 9)
!304 = !DILocalVariable(name: "l", scope: !305, file: !2, line: 30, type: !49)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 30, column: 24)
!306 = distinct !DILexicalBlock(scope: !301, file: !2, line: 30, column: 13)
!307 = !DILocalVariable(name: "m", scope: !301, file: !2, line: 31, type: !49)
!308 = !DILocation(line: 0, scope: !294)
!309 = !DILocation(line: 25, column: 10, scope: !310)
!310 = distinct !DILexicalBlock(scope: !294, file: !2, line: 25, column: 9)
!311 = !DILocation(line: 25, column: 9, scope: !294)
!312 = !DILocation(line: 26, column: 18, scope: !303)
!313 = !DILocation(line: 26, column: 13, scope: !303)
!314 = !DILocation(line: 26, column: 9, scope: !294)
!315 = !DILocation(line: 38, column: 1, scope: !294)
!316 = !DILocation(line: 26, column: 47, scope: !303)
!317 = !DILocation(line: 26, column: 33, scope: !303)
!318 = !DILocation(line: 26, column: 31, scope: !303)
!319 = !DILocation(line: 27, column: 18, scope: !302)
!320 = !DILocation(line: 27, column: 14, scope: !303)
!321 = !DILocation(line: 27, column: 53, scope: !302)
!322 = !DILocation(line: 27, column: 39, scope: !302)
!323 = !DILocation(line: 27, column: 37, scope: !302)
!324 = !DILocation(line: 29, column: 17, scope: !300)
!325 = !DILocation(line: 29, column: 14, scope: !300)
!326 = !DILocation(line: 0, scope: !301)
!327 = !DILocation(line: 29, column: 13, scope: !301)
!328 = !DILocation(line: 0, scope: !299)
!329 = !DILocation(line: 29, column: 52, scope: !299)
!330 = !DILocation(line: 30, column: 14, scope: !306)
!331 = !DILocation(line: 30, column: 13, scope: !301)
!332 = !DILocation(line: 0, scope: !305)
!333 = !DILocation(line: 30, column: 52, scope: !305)
!334 = !DILocation(line: 32, column: 19, scope: !301)
!335 = !DILocation(line: 32, column: 9, scope: !301)
!336 = distinct !{!336, !335, !337, !91}
!337 = !DILocation(line: 32, column: 32, scope: !301)
!338 = !DILocation(line: 33, column: 40, scope: !301)
!339 = !DILocation(line: 33, column: 21, scope: !301)
!340 = !DILocation(line: 33, column: 16, scope: !301)
!341 = !DILocation(line: 34, column: 18, scope: !301)
!342 = !DILocation(line: 35, column: 20, scope: !301)
!343 = !DILocation(line: 35, column: 18, scope: !301)
!344 = distinct !DISubprogram(name: "destroy", scope: !2, file: !2, line: 68, type: !345, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !49}
!347 = !{!348}
!348 = !DILocalVariable(name: "t", arg: 1, scope: !344, file: !2, line: 68, type: !49)
!349 = !DILocation(line: 0, scope: !344)
!350 = !DILocation(line: 69, column: 10, scope: !351)
!351 = distinct !DILexicalBlock(scope: !344, file: !2, line: 69, column: 9)
!352 = !DILocation(line: 69, column: 9, scope: !344)
!353 = !DILocation(line: 73, column: 1, scope: !344)
!354 = !DILocation(line: 70, column: 16, scope: !344)
!355 = !DILocation(line: 70, column: 5, scope: !344)
!356 = !DILocation(line: 71, column: 16, scope: !344)
!357 = !DILocation(line: 71, column: 5, scope: !344)
!358 = !DILocation(line: 72, column: 5, scope: !344)
!359 = !DISubprogram(name: "malloc", scope: !360, file: !360, line: 537, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!361 = !DISubroutineType(types: !362)
!362 = !{!363, !364}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !365, line: 35, baseType: !366)
!365 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!366 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!367 = !DISubprogram(name: "__mingw_vfprintf", scope: !255, file: !255, line: 193, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!11, !370, !383, !384}
!370 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 64)
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !255, line: 47, baseType: !373)
!373 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !255, line: 33, size: 384, align: 64, elements: !374)
!374 = !{!375, !376, !377, !378, !379, !380, !381, !382}
!375 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !373, file: !255, line: 37, baseType: !265, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !373, file: !255, line: 38, baseType: !11, size: 32, offset: 64)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !373, file: !255, line: 39, baseType: !265, size: 64, offset: 128)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !373, file: !255, line: 40, baseType: !11, size: 32, offset: 192)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !373, file: !255, line: 41, baseType: !11, size: 32, offset: 224)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !373, file: !255, line: 42, baseType: !11, size: 32, offset: 256)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !373, file: !255, line: 43, baseType: !11, size: 32, offset: 288)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !373, file: !255, line: 44, baseType: !265, size: 64, offset: 320)
!383 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !258)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !385, line: 31, baseType: !386)
!385 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!386 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !385, line: 24, baseType: !264)
!387 = !DISubprogram(name: "__acrt_iob_func", scope: !255, file: !255, line: 93, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{!371, !12}
!390 = !DISubprogram(name: "free", scope: !360, file: !360, line: 536, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{null, !363}
