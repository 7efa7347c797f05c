; ModuleID = 'tests/programs/threads_tls.c'
source_filename = "tests/programs/threads_tls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [4 x i64], align 8, !DIAssignID !101
    #dbg_assign(i1 undef, !17, !DIExpression(), !101, ptr %1, !DIExpression(), !102)
  %2 = alloca [4 x %struct.Job], align 8, !DIAssignID !103
    #dbg_assign(i1 undef, !24, !DIExpression(), !103, ptr %2, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10, !dbg !104
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10, !dbg !105
    #dbg_value(i64 0, !31, !DIExpression(), !106)
  store i32 1, ptr %2, align 8, !dbg !107, !tbaa !110
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !116
  store i64 0, ptr %3, align 8, !dbg !117, !tbaa !118
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %2) #10, !dbg !119
  %5 = icmp eq i32 %4, 0, !dbg !121
  br i1 %5, label %57, label %75, !dbg !122, !llvm.loop !123

6:                                                ; preds = %69
    #dbg_value(i64 4, !31, !DIExpression(), !106)
    #dbg_value(i64 0, !33, !DIExpression(), !127)
  %7 = load i64, ptr %1, align 8, !dbg !128, !tbaa !130
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #10, !dbg !132
    #dbg_value(i64 1, !33, !DIExpression(), !127)
  %9 = load i64, ptr %60, align 8, !dbg !128, !tbaa !130
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #10, !dbg !132
    #dbg_value(i64 2, !33, !DIExpression(), !127)
  %11 = load i64, ptr %66, align 8, !dbg !128, !tbaa !130
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #10, !dbg !132
    #dbg_value(i64 3, !33, !DIExpression(), !127)
  %13 = load i64, ptr %72, align 8, !dbg !128, !tbaa !130
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #10, !dbg !132
    #dbg_value(i64 4, !33, !DIExpression(), !127)
    #dbg_value(i64 0, !35, !DIExpression(), !133)
  %15 = load i32, ptr %2, align 8, !dbg !134, !tbaa !110
  %16 = load i64, ptr %3, align 8, !dbg !136, !tbaa !118
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15, i64 noundef %16), !dbg !137
    #dbg_value(i64 1, !35, !DIExpression(), !133)
  %18 = load i32, ptr %58, align 8, !dbg !134, !tbaa !110
  %19 = load i64, ptr %59, align 8, !dbg !136, !tbaa !118
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i64 noundef %19), !dbg !137
    #dbg_value(i64 2, !35, !DIExpression(), !133)
  %21 = load i32, ptr %64, align 8, !dbg !134, !tbaa !110
  %22 = load i64, ptr %65, align 8, !dbg !136, !tbaa !118
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21, i64 noundef %22), !dbg !137
    #dbg_value(i64 3, !35, !DIExpression(), !133)
  %24 = load i32, ptr %70, align 8, !dbg !134, !tbaa !110
  %25 = load i64, ptr %71, align 8, !dbg !136, !tbaa !118
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i64 noundef %25), !dbg !137
    #dbg_value(i64 4, !35, !DIExpression(), !133)
  %27 = load atomic i64, ptr @total seq_cst, align 8, !dbg !138
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %27), !dbg !139
  %29 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !140
  %30 = load i32, ptr %29, align 4, !dbg !140, !tbaa !141
  %31 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name), !dbg !142
  %32 = load ptr, ptr %31, align 8, !dbg !142, !tbaa !143
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, ptr noundef %32), !dbg !145
    #dbg_value(i32 0, !146, !DIExpression(), !158)
    #dbg_value(i64 16, !151, !DIExpression(), !160)
    #dbg_value(i32 0, !153, !DIExpression(), !161)
  %34 = load i32, ptr %29, align 4, !dbg !162, !tbaa !141
  %35 = add nsw i32 %34, 5, !dbg !162
  %36 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0, !dbg !163
  br label %37, !dbg !163

37:                                               ; preds = %37, %6
  %38 = phi i32 [ 0, %6 ], [ %47, %37 ], !dbg !164
  %39 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %48, %37 ]
  %40 = phi <4 x i32> [ %36, %6 ], [ %45, %37 ]
  %41 = phi <4 x i32> [ zeroinitializer, %6 ], [ %46, %37 ]
  %42 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>, !dbg !166
  %43 = and <4 x i32> %39, <i32 7, i32 7, i32 7, i32 7>, !dbg !166
  %44 = xor <4 x i32> %43, <i32 4, i32 4, i32 4, i32 4>, !dbg !166
  %45 = add <4 x i32> %40, %42, !dbg !167
  %46 = add <4 x i32> %41, %44, !dbg !167
  %47 = add nuw i32 %38, 8, !dbg !164
  %48 = add <4 x i32> %39, <i32 8, i32 8, i32 8, i32 8>
  %49 = icmp eq i32 %47, 1000, !dbg !164
  br i1 %49, label %50, label %37, !dbg !164, !llvm.loop !168

50:                                               ; preds = %37
  %51 = add <4 x i32> %46, %45, !dbg !163
  %52 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %51), !dbg !163
  store i32 %52, ptr %29, align 4, !dbg !167, !tbaa !141
  %53 = sext i32 %52 to i64, !dbg !172
    #dbg_value(i64 %53, !155, !DIExpression(), !158)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %53), !dbg !173
  %55 = load i32, ptr %29, align 4, !dbg !174, !tbaa !141
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %55), !dbg !175
  br label %77, !dbg !176

57:                                               ; preds = %0
    #dbg_value(i64 1, !31, !DIExpression(), !106)
  %58 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !177
  store i32 2, ptr %58, align 8, !dbg !107, !tbaa !110
  %59 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !116
  store i64 0, ptr %59, align 8, !dbg !117, !tbaa !118
  %60 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !178
  %61 = call i32 @pthread_create(ptr noundef nonnull %60, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %58) #10, !dbg !119
  %62 = icmp eq i32 %61, 0, !dbg !121
  br i1 %62, label %63, label %75, !dbg !122, !llvm.loop !123

63:                                               ; preds = %57
    #dbg_value(i64 2, !31, !DIExpression(), !106)
  %64 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !177
  store i32 3, ptr %64, align 8, !dbg !107, !tbaa !110
  %65 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !116
  store i64 0, ptr %65, align 8, !dbg !117, !tbaa !118
  %66 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !178
  %67 = call i32 @pthread_create(ptr noundef nonnull %66, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %64) #10, !dbg !119
  %68 = icmp eq i32 %67, 0, !dbg !121
  br i1 %68, label %69, label %75, !dbg !122, !llvm.loop !123

69:                                               ; preds = %63
    #dbg_value(i64 3, !31, !DIExpression(), !106)
  %70 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !177
  store i32 4, ptr %70, align 8, !dbg !107, !tbaa !110
  %71 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !116
  store i64 0, ptr %71, align 8, !dbg !117, !tbaa !118
  %72 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !178
  %73 = call i32 @pthread_create(ptr noundef nonnull %72, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %70) #10, !dbg !119
  %74 = icmp eq i32 %73, 0, !dbg !121
  br i1 %74, label %6, label %75, !dbg !122, !llvm.loop !123

75:                                               ; preds = %69, %63, %57, %0
  %76 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !179
  br label %77

77:                                               ; preds = %75, %50
  %78 = phi i32 [ 0, %50 ], [ 1, %75 ], !dbg !102
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10, !dbg !181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10, !dbg !181
  ret i32 %78, !dbg !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !182 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @thread_main(ptr nocapture noundef %0) #3 !dbg !204 {
    #dbg_value(ptr %0, !206, !DIExpression(), !209)
    #dbg_value(ptr %0, !207, !DIExpression(), !209)
  %2 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name), !dbg !210
  store ptr @.str.7, ptr %2, align 8, !dbg !211, !tbaa !143
  %3 = load i32, ptr %0, align 8, !dbg !212, !tbaa !110
  %4 = tail call fastcc i64 @work(i32 noundef %3), !dbg !213
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !214
  store i64 %4, ptr %5, align 8, !dbg !215, !tbaa !118
  %6 = atomicrmw add ptr @total, i64 %4 seq_cst, align 8, !dbg !216
  ret ptr null, !dbg !217
}

; Function Attrs: nofree nounwind
declare !dbg !218 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !223 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @work(i32 noundef %0) unnamed_addr #7 !dbg !147 {
    #dbg_value(i32 %0, !146, !DIExpression(), !227)
    #dbg_value(i32 0, !151, !DIExpression(), !228)
    #dbg_value(i64 1, !151, !DIExpression(), !228)
    #dbg_value(i64 2, !151, !DIExpression(), !228)
    #dbg_value(i64 3, !151, !DIExpression(), !228)
    #dbg_value(i64 4, !151, !DIExpression(), !228)
    #dbg_value(i64 5, !151, !DIExpression(), !228)
    #dbg_value(i64 6, !151, !DIExpression(), !228)
    #dbg_value(i64 7, !151, !DIExpression(), !228)
    #dbg_value(i64 8, !151, !DIExpression(), !228)
    #dbg_value(i64 9, !151, !DIExpression(), !228)
    #dbg_value(i64 10, !151, !DIExpression(), !228)
    #dbg_value(i64 11, !151, !DIExpression(), !228)
    #dbg_value(i64 12, !151, !DIExpression(), !228)
    #dbg_value(i64 13, !151, !DIExpression(), !228)
    #dbg_value(i64 14, !151, !DIExpression(), !228)
    #dbg_value(i64 15, !151, !DIExpression(), !228)
    #dbg_value(i64 16, !151, !DIExpression(), !228)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
    #dbg_value(i32 0, !153, !DIExpression(), !229)
  %3 = load i32, ptr %2, align 4, !tbaa !141
  %4 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %3, i64 0, !dbg !230
  %5 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !230
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !230
  br label %7, !dbg !230

7:                                                ; preds = %7, %1
  %8 = phi i32 [ 0, %1 ], [ %19, %7 ], !dbg !231
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %20, %7 ]
  %10 = phi <4 x i32> [ %4, %1 ], [ %17, %7 ]
  %11 = phi <4 x i32> [ zeroinitializer, %1 ], [ %18, %7 ]
  %12 = xor <4 x i32> %9, %6, !dbg !232
  %13 = xor <4 x i32> %9, %6, !dbg !232
  %14 = and <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>, !dbg !233
  %15 = and <4 x i32> %13, <i32 7, i32 7, i32 7, i32 7>, !dbg !233
  %16 = xor <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>, !dbg !233
  %17 = add <4 x i32> %10, %14, !dbg !234
  %18 = add <4 x i32> %11, %16, !dbg !234
  %19 = add nuw i32 %8, 8, !dbg !231
  %20 = add <4 x i32> %9, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i32 %19, 1000, !dbg !231
  br i1 %21, label %22, label %7, !dbg !231, !llvm.loop !235

22:                                               ; preds = %7
  %23 = add <4 x i32> %18, %17, !dbg !230
  %24 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %23), !dbg !230
  %25 = sext i32 %0 to i64
  %26 = shl nsw i64 %25, 4, !dbg !237
  %27 = mul nsw i64 %25, 15, !dbg !237
  %28 = mul nsw i64 %25, 14, !dbg !237
  %29 = mul nsw i64 %25, 13, !dbg !237
  %30 = mul nsw i64 %25, 12, !dbg !237
  %31 = mul nsw i64 %25, 11, !dbg !237
  %32 = mul nsw i64 %25, 10, !dbg !237
  %33 = mul nsw i64 %25, 9, !dbg !237
  %34 = shl nsw i64 %25, 3, !dbg !237
  %35 = mul nsw i64 %25, 7, !dbg !237
  %36 = mul nsw i64 %25, 6, !dbg !237
  %37 = mul nsw i64 %25, 5, !dbg !237
  %38 = shl nsw i64 %25, 2, !dbg !237
  %39 = mul nsw i64 %25, 3, !dbg !237
  %40 = shl nsw i64 %25, 1, !dbg !237
  store i32 %24, ptr %2, align 4, !dbg !234, !tbaa !141
  %41 = sext i32 %24 to i64, !dbg !239
    #dbg_value(i64 0, !156, !DIExpression(), !240)
    #dbg_value(i64 %41, !155, !DIExpression(), !227)
  %42 = add nsw i64 %25, %41, !dbg !241
    #dbg_value(i64 %42, !155, !DIExpression(), !227)
    #dbg_value(i64 1, !156, !DIExpression(), !240)
  %43 = add nsw i64 %40, %42, !dbg !241
    #dbg_value(i64 %43, !155, !DIExpression(), !227)
    #dbg_value(i64 2, !156, !DIExpression(), !240)
  %44 = add nsw i64 %39, %43, !dbg !241
    #dbg_value(i64 %44, !155, !DIExpression(), !227)
    #dbg_value(i64 3, !156, !DIExpression(), !240)
  %45 = add nsw i64 %38, %44, !dbg !241
    #dbg_value(i64 %45, !155, !DIExpression(), !227)
    #dbg_value(i64 4, !156, !DIExpression(), !240)
  %46 = add nsw i64 %37, %45, !dbg !241
    #dbg_value(i64 %46, !155, !DIExpression(), !227)
    #dbg_value(i64 5, !156, !DIExpression(), !240)
  %47 = add nsw i64 %36, %46, !dbg !241
    #dbg_value(i64 %47, !155, !DIExpression(), !227)
    #dbg_value(i64 6, !156, !DIExpression(), !240)
  %48 = add nsw i64 %35, %47, !dbg !241
    #dbg_value(i64 %48, !155, !DIExpression(), !227)
    #dbg_value(i64 7, !156, !DIExpression(), !240)
  %49 = add nsw i64 %34, %48, !dbg !241
    #dbg_value(i64 %49, !155, !DIExpression(), !227)
    #dbg_value(i64 8, !156, !DIExpression(), !240)
  %50 = add nsw i64 %33, %49, !dbg !241
    #dbg_value(i64 %50, !155, !DIExpression(), !227)
    #dbg_value(i64 9, !156, !DIExpression(), !240)
  %51 = add nsw i64 %32, %50, !dbg !241
    #dbg_value(i64 %51, !155, !DIExpression(), !227)
    #dbg_value(i64 10, !156, !DIExpression(), !240)
  %52 = add nsw i64 %31, %51, !dbg !241
    #dbg_value(i64 %52, !155, !DIExpression(), !227)
    #dbg_value(i64 11, !156, !DIExpression(), !240)
  %53 = add nsw i64 %30, %52, !dbg !241
    #dbg_value(i64 %53, !155, !DIExpression(), !227)
    #dbg_value(i64 12, !156, !DIExpression(), !240)
  %54 = add nsw i64 %29, %53, !dbg !241
    #dbg_value(i64 %54, !155, !DIExpression(), !227)
    #dbg_value(i64 13, !156, !DIExpression(), !240)
  %55 = add nsw i64 %28, %54, !dbg !241
    #dbg_value(i64 %55, !155, !DIExpression(), !227)
    #dbg_value(i64 14, !156, !DIExpression(), !240)
  %56 = add nsw i64 %27, %55, !dbg !241
    #dbg_value(i64 %56, !155, !DIExpression(), !227)
    #dbg_value(i64 15, !156, !DIExpression(), !240)
  %57 = add nsw i64 %26, %56, !dbg !241
    #dbg_value(i64 %57, !155, !DIExpression(), !227)
    #dbg_value(i64 16, !156, !DIExpression(), !240)
  ret i64 %57, !dbg !243
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/threads_tls.c", directory: ".", checksumkind: CSK_MD5, checksum: "e5c4692dd566b02bc2551a3d5eb8953c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!20 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
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
!98 = !{i32 7, !"frame-pointer", i32 1}
!99 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !12)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 33, column: 5, scope: !12)
!105 = !DILocation(line: 34, column: 5, scope: !12)
!106 = !DILocation(line: 0, scope: !32)
!107 = !DILocation(line: 36, column: 20, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 35, column: 34)
!109 = distinct !DILexicalBlock(scope: !32, file: !2, line: 35, column: 5)
!110 = !{!111, !112, i64 0}
!111 = !{!"Job", !112, i64 0, !115, i64 8}
!112 = !{!"int", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !{!"long long", !113, i64 0}
!116 = !DILocation(line: 37, column: 17, scope: !108)
!117 = !DILocation(line: 37, column: 24, scope: !108)
!118 = !{!111, !115, i64 8}
!119 = !DILocation(line: 38, column: 13, scope: !120)
!120 = distinct !DILexicalBlock(scope: !108, file: !2, line: 38, column: 13)
!121 = !DILocation(line: 38, column: 62, scope: !120)
!122 = !DILocation(line: 38, column: 13, scope: !108)
!123 = distinct !{!123, !124, !125, !126}
!124 = !DILocation(line: 35, column: 5, scope: !32)
!125 = !DILocation(line: 39, column: 5, scope: !32)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !DILocation(line: 0, scope: !34)
!128 = !DILocation(line: 40, column: 47, scope: !129)
!129 = distinct !DILexicalBlock(scope: !34, file: !2, line: 40, column: 5)
!130 = !{!131, !131, i64 0}
!131 = !{!"long", !113, i64 0}
!132 = !DILocation(line: 40, column: 34, scope: !129)
!133 = !DILocation(line: 0, scope: !36)
!134 = !DILocation(line: 41, column: 73, scope: !135)
!135 = distinct !DILexicalBlock(scope: !36, file: !2, line: 41, column: 5)
!136 = !DILocation(line: 41, column: 85, scope: !135)
!137 = !DILocation(line: 41, column: 34, scope: !135)
!138 = !DILocation(line: 42, column: 27, scope: !12)
!139 = !DILocation(line: 42, column: 5, scope: !12)
!140 = !DILocation(line: 43, column: 52, scope: !12)
!141 = !{!112, !112, i64 0}
!142 = !DILocation(line: 43, column: 65, scope: !12)
!143 = !{!144, !144, i64 0}
!144 = !{!"any pointer", !113, i64 0}
!145 = !DILocation(line: 43, column: 5, scope: !12)
!146 = !DILocalVariable(name: "id", arg: 1, scope: !147, file: !2, line: 13, type: !15)
!147 = distinct !DISubprogram(name: "work", scope: !2, file: !2, line: 13, type: !148, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!30, !15}
!150 = !{!146, !151, !153, !155, !156}
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 14, type: !15)
!152 = distinct !DILexicalBlock(scope: !147, file: !2, line: 14, column: 5)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 15, type: !15)
!154 = distinct !DILexicalBlock(scope: !147, file: !2, line: 15, column: 5)
!155 = !DILocalVariable(name: "s", scope: !147, file: !2, line: 16, type: !30)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 17, type: !15)
!157 = distinct !DILexicalBlock(scope: !147, file: !2, line: 17, column: 5)
!158 = !DILocation(line: 0, scope: !147, inlinedAt: !159)
!159 = distinct !DILocation(line: 45, column: 34, scope: !12)
!160 = !DILocation(line: 0, scope: !152, inlinedAt: !159)
!161 = !DILocation(line: 0, scope: !154, inlinedAt: !159)
!162 = !DILocation(line: 44, column: 21, scope: !12)
!163 = !DILocation(line: 15, column: 5, scope: !154, inlinedAt: !159)
!164 = !DILocation(line: 15, column: 32, scope: !165, inlinedAt: !159)
!165 = distinct !DILexicalBlock(scope: !154, file: !2, line: 15, column: 5)
!166 = !DILocation(line: 15, column: 60, scope: !165, inlinedAt: !159)
!167 = !DILocation(line: 15, column: 48, scope: !165, inlinedAt: !159)
!168 = distinct !{!168, !163, !169, !126, !170, !171}
!169 = !DILocation(line: 15, column: 62, scope: !154, inlinedAt: !159)
!170 = !{!"llvm.loop.isvectorized", i32 1}
!171 = !{!"llvm.loop.unroll.runtime.disable"}
!172 = !DILocation(line: 16, column: 19, scope: !147, inlinedAt: !159)
!173 = !DILocation(line: 45, column: 5, scope: !12)
!174 = !DILocation(line: 46, column: 44, scope: !12)
!175 = !DILocation(line: 46, column: 5, scope: !12)
!176 = !DILocation(line: 47, column: 5, scope: !12)
!177 = !DILocation(line: 36, column: 9, scope: !108)
!178 = !DILocation(line: 38, column: 29, scope: !120)
!179 = !DILocation(line: 38, column: 70, scope: !180)
!180 = distinct !DILexicalBlock(scope: !120, file: !2, line: 38, column: 68)
!181 = !DILocation(line: 48, column: 1, scope: !12)
!182 = !DISubprogram(name: "pthread_create", scope: !183, file: !183, line: 202, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!184 = !DISubroutineType(types: !185)
!185 = !{!15, !186, !188, !199, !203}
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !20, line: 62, baseType: !192)
!192 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !20, line: 56, size: 512, elements: !193)
!193 = !{!194, !198}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !192, file: !20, line: 58, baseType: !195, size: 512)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 64)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !192, file: !20, line: 59, baseType: !41, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DISubroutineType(types: !201)
!201 = !{!202, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !202)
!204 = distinct !DISubprogram(name: "thread_main", scope: !2, file: !2, line: 21, type: !200, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !205)
!205 = !{!206, !207}
!206 = !DILocalVariable(name: "arg", arg: 1, scope: !204, file: !2, line: 21, type: !202)
!207 = !DILocalVariable(name: "job", scope: !204, file: !2, line: 22, type: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!209 = !DILocation(line: 0, scope: !204)
!210 = !DILocation(line: 23, column: 5, scope: !204)
!211 = !DILocation(line: 23, column: 14, scope: !204)
!212 = !DILocation(line: 24, column: 29, scope: !204)
!213 = !DILocation(line: 24, column: 19, scope: !204)
!214 = !DILocation(line: 24, column: 10, scope: !204)
!215 = !DILocation(line: 24, column: 17, scope: !204)
!216 = !DILocation(line: 25, column: 5, scope: !204)
!217 = !DILocation(line: 26, column: 5, scope: !204)
!218 = !DISubprogram(name: "printf", scope: !219, file: !219, line: 356, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!220 = !DISubroutineType(types: !221)
!221 = !{!15, !222, null}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!223 = !DISubprogram(name: "pthread_join", scope: !183, file: !183, line: 219, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!15, !19, !226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!227 = !DILocation(line: 0, scope: !147)
!228 = !DILocation(line: 0, scope: !152)
!229 = !DILocation(line: 0, scope: !154)
!230 = !DILocation(line: 15, column: 5, scope: !154)
!231 = !DILocation(line: 15, column: 32, scope: !165)
!232 = !DILocation(line: 15, column: 54, scope: !165)
!233 = !DILocation(line: 15, column: 60, scope: !165)
!234 = !DILocation(line: 15, column: 48, scope: !165)
!235 = distinct !{!235, !230, !236, !126, !170, !171}
!236 = !DILocation(line: 15, column: 62, scope: !154)
!237 = !DILocation(line: 14, column: 63, scope: !238)
!238 = distinct !DILexicalBlock(scope: !152, file: !2, line: 14, column: 5)
!239 = !DILocation(line: 16, column: 19, scope: !147)
!240 = !DILocation(line: 0, scope: !157)
!241 = !DILocation(line: 17, column: 36, scope: !242)
!242 = distinct !DILexicalBlock(scope: !157, file: !2, line: 17, column: 5)
!243 = !DILocation(line: 18, column: 5, scope: !147)
