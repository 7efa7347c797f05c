; ModuleID = 'tests/programs/threads_tls.c'
source_filename = "tests/programs/threads_tls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Job = type { i32, i64 }

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1, !dbg !0
@tls_name = dso_local thread_local local_unnamed_addr global ptr @.str, align 8, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"job %d result %lld\0A\00", align 1, !dbg !48
@.str.3 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1, !dbg !53
@total = internal global i64 0, align 8, !dbg !73
@.str.4 = private unnamed_addr constant [36 x i8] c"main tls_counter still %d, name %s\0A\00", align 1, !dbg !58
@tls_counter = internal thread_local unnamed_addr global i32 100, align 4, !dbg !83
@.str.5 = private unnamed_addr constant [18 x i8] c"main work = %lld\0A\00", align 1, !dbg !63
@.str.6 = private unnamed_addr constant [28 x i8] c"tls_counter via pointer %d\0A\00", align 1, !dbg !68
@.str.7 = private unnamed_addr constant [7 x i8] c"worker\00", align 1, !dbg !78
@str = private unnamed_addr constant [14 x i8] c"create failed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !100
    #dbg_assign(i1 undef, !17, !DIExpression(), !100, ptr %1, !DIExpression(), !101)
  %2 = alloca [4 x %struct.Job], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !24, !DIExpression(), !102, ptr %2, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10, !dbg !103
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10, !dbg !104
    #dbg_value(i64 0, !31, !DIExpression(), !105)
  store i32 1, ptr %2, align 16, !dbg !106, !tbaa !109
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !115
  store i64 0, ptr %3, align 8, !dbg !116, !tbaa !117
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %2) #10, !dbg !118
  %5 = icmp eq i32 %4, 0, !dbg !120
  br i1 %5, label %63, label %81, !dbg !121, !llvm.loop !122

6:                                                ; preds = %75
    #dbg_value(i64 4, !31, !DIExpression(), !105)
    #dbg_value(i64 0, !33, !DIExpression(), !126)
  %7 = load i64, ptr %1, align 16, !dbg !127, !tbaa !129
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #10, !dbg !131
    #dbg_value(i64 1, !33, !DIExpression(), !126)
  %9 = load i64, ptr %66, align 8, !dbg !127, !tbaa !129
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #10, !dbg !131
    #dbg_value(i64 2, !33, !DIExpression(), !126)
  %11 = load i64, ptr %72, align 16, !dbg !127, !tbaa !129
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #10, !dbg !131
    #dbg_value(i64 3, !33, !DIExpression(), !126)
  %13 = load i64, ptr %78, align 8, !dbg !127, !tbaa !129
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #10, !dbg !131
    #dbg_value(i64 4, !33, !DIExpression(), !126)
    #dbg_value(i64 0, !35, !DIExpression(), !132)
  %15 = load i32, ptr %2, align 16, !dbg !133, !tbaa !109
  %16 = load i64, ptr %3, align 8, !dbg !135, !tbaa !117
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15, i64 noundef %16), !dbg !136
    #dbg_value(i64 1, !35, !DIExpression(), !132)
  %18 = load i32, ptr %64, align 16, !dbg !133, !tbaa !109
  %19 = load i64, ptr %65, align 8, !dbg !135, !tbaa !117
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i64 noundef %19), !dbg !136
    #dbg_value(i64 2, !35, !DIExpression(), !132)
  %21 = load i32, ptr %70, align 16, !dbg !133, !tbaa !109
  %22 = load i64, ptr %71, align 8, !dbg !135, !tbaa !117
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21, i64 noundef %22), !dbg !136
    #dbg_value(i64 3, !35, !DIExpression(), !132)
  %24 = load i32, ptr %76, align 16, !dbg !133, !tbaa !109
  %25 = load i64, ptr %77, align 8, !dbg !135, !tbaa !117
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i64 noundef %25), !dbg !136
    #dbg_value(i64 4, !35, !DIExpression(), !132)
  %27 = load atomic i64, ptr @total seq_cst, align 8, !dbg !137
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %27), !dbg !138
  %29 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !139
  %30 = load i32, ptr %29, align 4, !dbg !139, !tbaa !140
  %31 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name), !dbg !141
  %32 = load ptr, ptr %31, align 8, !dbg !141, !tbaa !142
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, ptr noundef %32), !dbg !144
    #dbg_value(i32 0, !145, !DIExpression(), !157)
    #dbg_value(i64 16, !150, !DIExpression(), !159)
    #dbg_value(i32 0, !152, !DIExpression(), !160)
  %34 = load i32, ptr %29, align 4, !dbg !161, !tbaa !140
  %35 = add nsw i32 %34, 5, !dbg !161
  %36 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0, !dbg !162
  br label %37, !dbg !162

37:                                               ; preds = %48, %6
  %38 = phi i32 [ 0, %6 ], [ %54, %48 ], !dbg !163
  %39 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %55, %48 ]
  %40 = phi <4 x i32> [ %36, %6 ], [ %52, %48 ]
  %41 = phi <4 x i32> [ zeroinitializer, %6 ], [ %53, %48 ]
  %42 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>, !dbg !165
  %43 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>, !dbg !165
  %44 = xor <4 x i32> %43, <i32 4, i32 4, i32 4, i32 4>, !dbg !165
  %45 = add <4 x i32> %40, %42, !dbg !166
  %46 = add <4 x i32> %41, %44, !dbg !166
  %47 = icmp eq i32 %38, 992, !dbg !163
  br i1 %47, label %56, label %48, !dbg !163, !llvm.loop !167

48:                                               ; preds = %37
  %49 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>, !dbg !165
  %50 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>, !dbg !165
  %51 = xor <4 x i32> %50, <i32 4, i32 4, i32 4, i32 4>, !dbg !165
  %52 = add <4 x i32> %45, %49, !dbg !166
  %53 = add <4 x i32> %46, %51, !dbg !166
  %54 = add nuw nsw i32 %38, 16, !dbg !163
  %55 = add <4 x i32> %39, <i32 16, i32 16, i32 16, i32 16>
  br label %37

56:                                               ; preds = %37
  %57 = add <4 x i32> %46, %45, !dbg !162
  %58 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %57), !dbg !162
  store i32 %58, ptr %29, align 4, !dbg !166, !tbaa !140
  %59 = sext i32 %58 to i64, !dbg !171
    #dbg_value(i64 %59, !154, !DIExpression(), !157)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %59), !dbg !172
  %61 = load i32, ptr %29, align 4, !dbg !173, !tbaa !140
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %61), !dbg !174
  br label %83, !dbg !175

63:                                               ; preds = %0
    #dbg_value(i64 1, !31, !DIExpression(), !105)
  %64 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !176
  store i32 2, ptr %64, align 16, !dbg !106, !tbaa !109
  %65 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !115
  store i64 0, ptr %65, align 8, !dbg !116, !tbaa !117
  %66 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !177
  %67 = call i32 @pthread_create(ptr noundef nonnull %66, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %64) #10, !dbg !118
  %68 = icmp eq i32 %67, 0, !dbg !120
  br i1 %68, label %69, label %81, !dbg !121, !llvm.loop !122

69:                                               ; preds = %63
    #dbg_value(i64 2, !31, !DIExpression(), !105)
  %70 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !176
  store i32 3, ptr %70, align 16, !dbg !106, !tbaa !109
  %71 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !115
  store i64 0, ptr %71, align 8, !dbg !116, !tbaa !117
  %72 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !177
  %73 = call i32 @pthread_create(ptr noundef nonnull %72, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %70) #10, !dbg !118
  %74 = icmp eq i32 %73, 0, !dbg !120
  br i1 %74, label %75, label %81, !dbg !121, !llvm.loop !122

75:                                               ; preds = %69
    #dbg_value(i64 3, !31, !DIExpression(), !105)
  %76 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !176
  store i32 4, ptr %76, align 16, !dbg !106, !tbaa !109
  %77 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !115
  store i64 0, ptr %77, align 8, !dbg !116, !tbaa !117
  %78 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !177
  %79 = call i32 @pthread_create(ptr noundef nonnull %78, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %76) #10, !dbg !118
  %80 = icmp eq i32 %79, 0, !dbg !120
  br i1 %80, label %6, label %81, !dbg !121, !llvm.loop !122

81:                                               ; preds = %75, %69, %63, %0
  %82 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !178
  br label %83

83:                                               ; preds = %81, %56
  %84 = phi i32 [ 0, %56 ], [ 1, %81 ], !dbg !101
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10, !dbg !180
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10, !dbg !180
  ret i32 %84, !dbg !180
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !181 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @thread_main(ptr nocapture noundef %0) #3 !dbg !203 {
    #dbg_value(ptr %0, !205, !DIExpression(), !208)
    #dbg_value(ptr %0, !206, !DIExpression(), !208)
  %2 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name), !dbg !209
  store ptr @.str.7, ptr %2, align 8, !dbg !210, !tbaa !142
  %3 = load i32, ptr %0, align 8, !dbg !211, !tbaa !109
  %4 = tail call fastcc i64 @work(i32 noundef %3), !dbg !212
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !213
  store i64 %4, ptr %5, align 8, !dbg !214, !tbaa !117
  %6 = atomicrmw add ptr @total, i64 %4 seq_cst, align 8, !dbg !215
  ret ptr null, !dbg !216
}

; Function Attrs: nofree nounwind
declare !dbg !217 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !222 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @work(i32 noundef %0) unnamed_addr #7 !dbg !146 {
    #dbg_value(i32 %0, !145, !DIExpression(), !226)
    #dbg_value(i32 0, !150, !DIExpression(), !227)
    #dbg_value(i64 1, !150, !DIExpression(), !227)
    #dbg_value(i64 2, !150, !DIExpression(), !227)
    #dbg_value(i64 3, !150, !DIExpression(), !227)
    #dbg_value(i64 4, !150, !DIExpression(), !227)
    #dbg_value(i64 5, !150, !DIExpression(), !227)
    #dbg_value(i64 6, !150, !DIExpression(), !227)
    #dbg_value(i64 7, !150, !DIExpression(), !227)
    #dbg_value(i64 8, !150, !DIExpression(), !227)
    #dbg_value(i64 9, !150, !DIExpression(), !227)
    #dbg_value(i64 10, !150, !DIExpression(), !227)
    #dbg_value(i64 11, !150, !DIExpression(), !227)
    #dbg_value(i64 12, !150, !DIExpression(), !227)
    #dbg_value(i64 13, !150, !DIExpression(), !227)
    #dbg_value(i64 14, !150, !DIExpression(), !227)
    #dbg_value(i64 15, !150, !DIExpression(), !227)
    #dbg_value(i64 16, !150, !DIExpression(), !227)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
    #dbg_value(i32 0, !152, !DIExpression(), !228)
  %3 = load i32, ptr %2, align 4, !tbaa !140
  %4 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %3, i64 0, !dbg !229
  %5 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !229
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !229
  br label %7, !dbg !229

7:                                                ; preds = %20, %1
  %8 = phi i32 [ 0, %1 ], [ %28, %20 ], !dbg !230
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %29, %20 ]
  %10 = phi <4 x i32> [ %4, %1 ], [ %26, %20 ]
  %11 = phi <4 x i32> [ zeroinitializer, %1 ], [ %27, %20 ]
  %12 = xor <4 x i32> %9, %6, !dbg !231
  %13 = xor <4 x i32> %9, %6, !dbg !231
  %14 = and <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>, !dbg !232
  %15 = and <4 x i32> %13, <i32 7, i32 7, i32 7, i32 7>, !dbg !232
  %16 = xor <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>, !dbg !232
  %17 = add <4 x i32> %10, %14, !dbg !233
  %18 = add <4 x i32> %11, %16, !dbg !233
  %19 = icmp eq i32 %8, 992, !dbg !230
  br i1 %19, label %30, label %20, !dbg !230, !llvm.loop !234

20:                                               ; preds = %7
  %21 = xor <4 x i32> %9, %6, !dbg !231
  %22 = xor <4 x i32> %9, %6, !dbg !231
  %23 = and <4 x i32> %21, <i32 7, i32 7, i32 7, i32 7>, !dbg !232
  %24 = and <4 x i32> %22, <i32 7, i32 7, i32 7, i32 7>, !dbg !232
  %25 = xor <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>, !dbg !232
  %26 = add <4 x i32> %17, %23, !dbg !233
  %27 = add <4 x i32> %18, %25, !dbg !233
  %28 = add nuw nsw i32 %8, 16, !dbg !230
  %29 = add <4 x i32> %9, <i32 16, i32 16, i32 16, i32 16>
  br label %7

30:                                               ; preds = %7
  %31 = add <4 x i32> %18, %17, !dbg !229
  %32 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %31), !dbg !229
  %33 = sext i32 %0 to i64
  %34 = shl nsw i64 %33, 4, !dbg !236
  %35 = mul nsw i64 %33, 15, !dbg !236
  %36 = mul nsw i64 %33, 14, !dbg !236
  %37 = mul nsw i64 %33, 13, !dbg !236
  %38 = mul nsw i64 %33, 12, !dbg !236
  %39 = mul nsw i64 %33, 11, !dbg !236
  %40 = mul nsw i64 %33, 10, !dbg !236
  %41 = mul nsw i64 %33, 9, !dbg !236
  %42 = shl nsw i64 %33, 3, !dbg !236
  %43 = mul nsw i64 %33, 7, !dbg !236
  %44 = mul nsw i64 %33, 6, !dbg !236
  %45 = mul nsw i64 %33, 5, !dbg !236
  %46 = shl nsw i64 %33, 2, !dbg !236
  %47 = mul nsw i64 %33, 3, !dbg !236
  %48 = shl nsw i64 %33, 1, !dbg !236
  store i32 %32, ptr %2, align 4, !dbg !233, !tbaa !140
  %49 = sext i32 %32 to i64, !dbg !238
    #dbg_value(i64 0, !155, !DIExpression(), !239)
    #dbg_value(i64 %49, !154, !DIExpression(), !226)
  %50 = add nsw i64 %33, %49, !dbg !240
    #dbg_value(i64 %50, !154, !DIExpression(), !226)
    #dbg_value(i64 1, !155, !DIExpression(), !239)
  %51 = add nsw i64 %48, %50, !dbg !240
    #dbg_value(i64 %51, !154, !DIExpression(), !226)
    #dbg_value(i64 2, !155, !DIExpression(), !239)
  %52 = add nsw i64 %47, %51, !dbg !240
    #dbg_value(i64 %52, !154, !DIExpression(), !226)
    #dbg_value(i64 3, !155, !DIExpression(), !239)
  %53 = add nsw i64 %46, %52, !dbg !240
    #dbg_value(i64 %53, !154, !DIExpression(), !226)
    #dbg_value(i64 4, !155, !DIExpression(), !239)
  %54 = add nsw i64 %45, %53, !dbg !240
    #dbg_value(i64 %54, !154, !DIExpression(), !226)
    #dbg_value(i64 5, !155, !DIExpression(), !239)
  %55 = add nsw i64 %44, %54, !dbg !240
    #dbg_value(i64 %55, !154, !DIExpression(), !226)
    #dbg_value(i64 6, !155, !DIExpression(), !239)
  %56 = add nsw i64 %43, %55, !dbg !240
    #dbg_value(i64 %56, !154, !DIExpression(), !226)
    #dbg_value(i64 7, !155, !DIExpression(), !239)
  %57 = add nsw i64 %42, %56, !dbg !240
    #dbg_value(i64 %57, !154, !DIExpression(), !226)
    #dbg_value(i64 8, !155, !DIExpression(), !239)
  %58 = add nsw i64 %41, %57, !dbg !240
    #dbg_value(i64 %58, !154, !DIExpression(), !226)
    #dbg_value(i64 9, !155, !DIExpression(), !239)
  %59 = add nsw i64 %40, %58, !dbg !240
    #dbg_value(i64 %59, !154, !DIExpression(), !226)
    #dbg_value(i64 10, !155, !DIExpression(), !239)
  %60 = add nsw i64 %39, %59, !dbg !240
    #dbg_value(i64 %60, !154, !DIExpression(), !226)
    #dbg_value(i64 11, !155, !DIExpression(), !239)
  %61 = add nsw i64 %38, %60, !dbg !240
    #dbg_value(i64 %61, !154, !DIExpression(), !226)
    #dbg_value(i64 12, !155, !DIExpression(), !239)
  %62 = add nsw i64 %37, %61, !dbg !240
    #dbg_value(i64 %62, !154, !DIExpression(), !226)
    #dbg_value(i64 13, !155, !DIExpression(), !239)
  %63 = add nsw i64 %36, %62, !dbg !240
    #dbg_value(i64 %63, !154, !DIExpression(), !226)
    #dbg_value(i64 14, !155, !DIExpression(), !239)
  %64 = add nsw i64 %35, %63, !dbg !240
    #dbg_value(i64 %64, !154, !DIExpression(), !226)
    #dbg_value(i64 15, !155, !DIExpression(), !239)
  %65 = add nsw i64 %34, %64, !dbg !240
    #dbg_value(i64 %65, !154, !DIExpression(), !226)
    #dbg_value(i64 16, !155, !DIExpression(), !239)
  ret i64 %65, !dbg !242
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/threads_tls.c", directory: ".", checksumkind: CSK_MD5, checksum: "e5c4692dd566b02bc2551a3d5eb8953c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tls_name", scope: !9, file: !2, line: 8, type: !90, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !40, globals: !42, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !12, file: !2, line: 32, baseType: !37, size: 32, elements: !38)
!12 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !24, !31, !33, !35}
!17 = !DILocalVariable(name: "th", scope: !12, file: !2, line: 33, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 256, elements: !22)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DILocalVariable(name: "jobs", scope: !12, file: !2, line: 34, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 512, elements: !22)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Job", file: !2, line: 11, size: 128, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !26, file: !2, line: 11, baseType: !15, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "result", scope: !26, file: !2, line: 11, baseType: !30, size: 64, offset: 64)
!30 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "i", scope: !32, file: !2, line: 35, type: !15)
!32 = distinct !DILexicalBlock(scope: !12, file: !2, line: 35, column: 5)
!33 = !DILocalVariable(name: "i", scope: !34, file: !2, line: 40, type: !15)
!34 = distinct !DILexicalBlock(scope: !12, file: !2, line: 40, column: 5)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 41, type: !15)
!36 = distinct !DILexicalBlock(scope: !12, file: !2, line: 41, column: 5)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !{!39}
!39 = !DIEnumerator(name: "NT", value: 4)
!40 = !{!41, !30}
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !{!0, !7, !43, !48, !53, !58, !63, !68, !73, !78, !83, !85}
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 15)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 20)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 11)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 36)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 18)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 28)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "total", scope: !9, file: !2, line: 9, type: !75, isLocal: true, isDefinition: true)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !76, line: 106, baseType: !77)
!76 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!77 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !41)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 7)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "tls_counter", scope: !9, file: !2, line: 6, type: !15, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "tls_array", scope: !9, file: !2, line: 7, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 1024, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 16)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !12)
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 33, column: 5, scope: !12)
!104 = !DILocation(line: 34, column: 5, scope: !12)
!105 = !DILocation(line: 0, scope: !32)
!106 = !DILocation(line: 36, column: 20, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 35, column: 34)
!108 = distinct !DILexicalBlock(scope: !32, file: !2, line: 35, column: 5)
!109 = !{!110, !111, i64 0}
!110 = !{!"Job", !111, i64 0, !114, i64 8}
!111 = !{!"int", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = !{!"long long", !112, i64 0}
!115 = !DILocation(line: 37, column: 17, scope: !107)
!116 = !DILocation(line: 37, column: 24, scope: !107)
!117 = !{!110, !114, i64 8}
!118 = !DILocation(line: 38, column: 13, scope: !119)
!119 = distinct !DILexicalBlock(scope: !107, file: !2, line: 38, column: 13)
!120 = !DILocation(line: 38, column: 62, scope: !119)
!121 = !DILocation(line: 38, column: 13, scope: !107)
!122 = distinct !{!122, !123, !124, !125}
!123 = !DILocation(line: 35, column: 5, scope: !32)
!124 = !DILocation(line: 39, column: 5, scope: !32)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 0, scope: !34)
!127 = !DILocation(line: 40, column: 47, scope: !128)
!128 = distinct !DILexicalBlock(scope: !34, file: !2, line: 40, column: 5)
!129 = !{!130, !130, i64 0}
!130 = !{!"long", !112, i64 0}
!131 = !DILocation(line: 40, column: 34, scope: !128)
!132 = !DILocation(line: 0, scope: !36)
!133 = !DILocation(line: 41, column: 73, scope: !134)
!134 = distinct !DILexicalBlock(scope: !36, file: !2, line: 41, column: 5)
!135 = !DILocation(line: 41, column: 85, scope: !134)
!136 = !DILocation(line: 41, column: 34, scope: !134)
!137 = !DILocation(line: 42, column: 27, scope: !12)
!138 = !DILocation(line: 42, column: 5, scope: !12)
!139 = !DILocation(line: 43, column: 52, scope: !12)
!140 = !{!111, !111, i64 0}
!141 = !DILocation(line: 43, column: 65, scope: !12)
!142 = !{!143, !143, i64 0}
!143 = !{!"any pointer", !112, i64 0}
!144 = !DILocation(line: 43, column: 5, scope: !12)
!145 = !DILocalVariable(name: "id", arg: 1, scope: !146, file: !2, line: 13, type: !15)
!146 = distinct !DISubprogram(name: "work", scope: !2, file: !2, line: 13, type: !147, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!30, !15}
!149 = !{!145, !150, !152, !154, !155}
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 14, type: !15)
!151 = distinct !DILexicalBlock(scope: !146, file: !2, line: 14, column: 5)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 15, type: !15)
!153 = distinct !DILexicalBlock(scope: !146, file: !2, line: 15, column: 5)
!154 = !DILocalVariable(name: "s", scope: !146, file: !2, line: 16, type: !30)
!155 = !DILocalVariable(name: "i", scope: !156, file: !2, line: 17, type: !15)
!156 = distinct !DILexicalBlock(scope: !146, file: !2, line: 17, column: 5)
!157 = !DILocation(line: 0, scope: !146, inlinedAt: !158)
!158 = distinct !DILocation(line: 45, column: 34, scope: !12)
!159 = !DILocation(line: 0, scope: !151, inlinedAt: !158)
!160 = !DILocation(line: 0, scope: !153, inlinedAt: !158)
!161 = !DILocation(line: 44, column: 21, scope: !12)
!162 = !DILocation(line: 15, column: 5, scope: !153, inlinedAt: !158)
!163 = !DILocation(line: 15, column: 32, scope: !164, inlinedAt: !158)
!164 = distinct !DILexicalBlock(scope: !153, file: !2, line: 15, column: 5)
!165 = !DILocation(line: 15, column: 60, scope: !164, inlinedAt: !158)
!166 = !DILocation(line: 15, column: 48, scope: !164, inlinedAt: !158)
!167 = distinct !{!167, !162, !168, !125, !169, !170}
!168 = !DILocation(line: 15, column: 62, scope: !153, inlinedAt: !158)
!169 = !{!"llvm.loop.isvectorized", i32 1}
!170 = !{!"llvm.loop.unroll.runtime.disable"}
!171 = !DILocation(line: 16, column: 19, scope: !146, inlinedAt: !158)
!172 = !DILocation(line: 45, column: 5, scope: !12)
!173 = !DILocation(line: 46, column: 44, scope: !12)
!174 = !DILocation(line: 46, column: 5, scope: !12)
!175 = !DILocation(line: 47, column: 5, scope: !12)
!176 = !DILocation(line: 36, column: 9, scope: !107)
!177 = !DILocation(line: 38, column: 29, scope: !119)
!178 = !DILocation(line: 38, column: 70, scope: !179)
!179 = distinct !DILexicalBlock(scope: !119, file: !2, line: 38, column: 68)
!180 = !DILocation(line: 48, column: 1, scope: !12)
!181 = !DISubprogram(name: "pthread_create", scope: !182, file: !182, line: 202, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!183 = !DISubroutineType(types: !184)
!184 = !{!15, !185, !187, !198, !202}
!185 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !20, line: 62, baseType: !191)
!191 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !20, line: 56, size: 448, elements: !192)
!192 = !{!193, !197}
!193 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !191, file: !20, line: 58, baseType: !194, size: 448)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: 56)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !191, file: !20, line: 59, baseType: !41, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!203 = distinct !DISubprogram(name: "thread_main", scope: !2, file: !2, line: 21, type: !199, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !204)
!204 = !{!205, !206}
!205 = !DILocalVariable(name: "arg", arg: 1, scope: !203, file: !2, line: 21, type: !201)
!206 = !DILocalVariable(name: "job", scope: !203, file: !2, line: 22, type: !207)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!208 = !DILocation(line: 0, scope: !203)
!209 = !DILocation(line: 23, column: 5, scope: !203)
!210 = !DILocation(line: 23, column: 14, scope: !203)
!211 = !DILocation(line: 24, column: 29, scope: !203)
!212 = !DILocation(line: 24, column: 19, scope: !203)
!213 = !DILocation(line: 24, column: 10, scope: !203)
!214 = !DILocation(line: 24, column: 17, scope: !203)
!215 = !DILocation(line: 25, column: 5, scope: !203)
!216 = !DILocation(line: 26, column: 5, scope: !203)
!217 = !DISubprogram(name: "printf", scope: !218, file: !218, line: 356, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!219 = !DISubroutineType(types: !220)
!220 = !{!15, !221, null}
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!222 = !DISubprogram(name: "pthread_join", scope: !182, file: !182, line: 219, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{!15, !19, !225}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!226 = !DILocation(line: 0, scope: !146)
!227 = !DILocation(line: 0, scope: !151)
!228 = !DILocation(line: 0, scope: !153)
!229 = !DILocation(line: 15, column: 5, scope: !153)
!230 = !DILocation(line: 15, column: 32, scope: !164)
!231 = !DILocation(line: 15, column: 54, scope: !164)
!232 = !DILocation(line: 15, column: 60, scope: !164)
!233 = !DILocation(line: 15, column: 48, scope: !164)
!234 = distinct !{!234, !229, !235, !125, !169, !170}
!235 = !DILocation(line: 15, column: 62, scope: !153)
!236 = !DILocation(line: 14, column: 63, scope: !237)
!237 = distinct !DILexicalBlock(scope: !151, file: !2, line: 14, column: 5)
!238 = !DILocation(line: 16, column: 19, scope: !146)
!239 = !DILocation(line: 0, scope: !156)
!240 = !DILocation(line: 17, column: 36, scope: !241)
!241 = distinct !DILexicalBlock(scope: !156, file: !2, line: 17, column: 5)
!242 = !DILocation(line: 18, column: 5, scope: !146)
