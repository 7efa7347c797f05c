; ModuleID = 'tests/programs/alloca_vla.c'
source_filename = "tests/programs/alloca_vla.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [15 x i8] c"vla hash = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"alloca sums = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"nested vla = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"aligned = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"recursive vla = %ld\0A\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = alloca [4000 x i8], align 16, !dbg !48
    #dbg_value(i32 0, !45, !DIExpression(), !62)
    #dbg_value(i32 1, !46, !DIExpression(), !63)
  br label %60, !dbg !64

2:                                                ; preds = %60
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %64), !dbg !65
    #dbg_value(i32 10, !53, !DIExpression(), !66)
    #dbg_value(ptr undef, !54, !DIExpression(), !66)
    #dbg_value(i64 10, !56, !DIExpression(), !68)
    #dbg_value(i32 45, !58, !DIExpression(), !66)
    #dbg_value(i64 10, !59, !DIExpression(), !69)
  %3 = tail call ptr @llvm.stacksave.p0()
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1)
    #dbg_value(i32 1000, !53, !DIExpression(), !70)
    #dbg_value(ptr %1, !54, !DIExpression(), !70)
    #dbg_value(i32 0, !56, !DIExpression(), !71)
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %12, %4 ], !dbg !72
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %2 ], [ %13, %4 ], !dbg !74
  %7 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>, !dbg !74
  %8 = urem <4 x i32> %6, <i32 10, i32 10, i32 10, i32 10>, !dbg !74
  %9 = urem <4 x i32> %7, <i32 10, i32 10, i32 10, i32 10>, !dbg !74
  %10 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !75
  %11 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !76
  store <4 x i32> %8, ptr %10, align 16, !dbg !76, !tbaa !77
  store <4 x i32> %9, ptr %11, align 16, !dbg !76, !tbaa !77
  %12 = add nuw i64 %5, 8, !dbg !72
  %13 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>, !dbg !74
  %14 = icmp eq i64 %12, 1000, !dbg !72
  br i1 %14, label %15, label %4, !dbg !72, !llvm.loop !81

15:                                               ; preds = %4, %15
  %16 = phi i64 [ %53, %15 ], [ 0, %4 ], !dbg !87
  %17 = phi <4 x i32> [ %51, %15 ], [ zeroinitializer, %4 ]
  %18 = phi <4 x i32> [ %52, %15 ], [ zeroinitializer, %4 ]
  %19 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !89
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !89
  %21 = load <4 x i32>, ptr %19, align 16, !dbg !89, !tbaa !77
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !89, !tbaa !77
  %23 = add <4 x i32> %21, %17, !dbg !90
  %24 = add <4 x i32> %22, %18, !dbg !90
  %25 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !89
  %26 = getelementptr inbounds i8, ptr %25, i64 32, !dbg !89
  %27 = getelementptr inbounds i8, ptr %25, i64 48, !dbg !89
  %28 = load <4 x i32>, ptr %26, align 16, !dbg !89, !tbaa !77
  %29 = load <4 x i32>, ptr %27, align 16, !dbg !89, !tbaa !77
  %30 = add <4 x i32> %28, %23, !dbg !90
  %31 = add <4 x i32> %29, %24, !dbg !90
  %32 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !89
  %33 = getelementptr inbounds i8, ptr %32, i64 64, !dbg !89
  %34 = getelementptr inbounds i8, ptr %32, i64 80, !dbg !89
  %35 = load <4 x i32>, ptr %33, align 16, !dbg !89, !tbaa !77
  %36 = load <4 x i32>, ptr %34, align 16, !dbg !89, !tbaa !77
  %37 = add <4 x i32> %35, %30, !dbg !90
  %38 = add <4 x i32> %36, %31, !dbg !90
  %39 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !89
  %40 = getelementptr inbounds i8, ptr %39, i64 96, !dbg !89
  %41 = getelementptr inbounds i8, ptr %39, i64 112, !dbg !89
  %42 = load <4 x i32>, ptr %40, align 16, !dbg !89, !tbaa !77
  %43 = load <4 x i32>, ptr %41, align 16, !dbg !89, !tbaa !77
  %44 = add <4 x i32> %42, %37, !dbg !90
  %45 = add <4 x i32> %43, %38, !dbg !90
  %46 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !89
  %47 = getelementptr inbounds i8, ptr %46, i64 128, !dbg !89
  %48 = getelementptr inbounds i8, ptr %46, i64 144, !dbg !89
  %49 = load <4 x i32>, ptr %47, align 16, !dbg !89, !tbaa !77
  %50 = load <4 x i32>, ptr %48, align 16, !dbg !89, !tbaa !77
  %51 = add <4 x i32> %49, %44, !dbg !90
  %52 = add <4 x i32> %50, %45, !dbg !90
  %53 = add nuw nsw i64 %16, 40, !dbg !87
  %54 = icmp eq i64 %53, 1000, !dbg !87
  br i1 %54, label %55, label %15, !dbg !87, !llvm.loop !91

55:                                               ; preds = %15
  %56 = add <4 x i32> %52, %51, !dbg !92
  %57 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %56), !dbg !92
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1), !dbg !94
  tail call void @llvm.stackrestore.p0(ptr %3), !dbg !94
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 45, i32 noundef %57), !dbg !95
  %58 = tail call fastcc i32 @nested_vla(), !dbg !96
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %58), !dbg !97
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1022), !dbg !98
  %59 = tail call fastcc i32 @recursive_vla(i32 noundef 30), !dbg !99
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %59), !dbg !100
  ret i32 0, !dbg !101

60:                                               ; preds = %0, %60
  %61 = phi i32 [ 1, %0 ], [ %65, %60 ]
  %62 = phi i32 [ 0, %0 ], [ %64, %60 ]
    #dbg_value(i32 %61, !46, !DIExpression(), !63)
    #dbg_value(i32 %62, !45, !DIExpression(), !62)
  %63 = tail call fastcc i32 @fill_and_hash(i32 noundef %61), !dbg !102
  %64 = xor i32 %63, %62, !dbg !104
    #dbg_value(i32 %64, !45, !DIExpression(), !62)
  %65 = add nuw nsw i32 %61, 17, !dbg !105
    #dbg_value(i32 %65, !46, !DIExpression(), !63)
  %66 = icmp ult i32 %61, 183, !dbg !106
  br i1 %66, label %60, label %2, !dbg !64, !llvm.loop !107
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @fill_and_hash(i32 noundef %0) unnamed_addr #2 !dbg !109 {
    #dbg_value(i32 %0, !113, !DIExpression(), !124)
  %2 = zext i32 %0 to i64, !dbg !125
  %3 = alloca i32, i64 %2, align 16, !dbg !125
    #dbg_value(i64 %2, !114, !DIExpression(), !124)
    #dbg_declare(ptr %3, !115, !DIExpression(), !126)
    #dbg_value(i32 0, !119, !DIExpression(), !127)
  %4 = icmp sgt i32 %0, 0, !dbg !128
  br i1 %4, label %5, label %55, !dbg !130

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 4, !dbg !130
  br i1 %6, label %7, label %9, !dbg !130

7:                                                ; preds = %23, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %23 ]
  br label %31, !dbg !130

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483644, !dbg !130
  %11 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !130
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !130
  br label %13, !dbg !130

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %20, %13 ], !dbg !131
  %15 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %9 ], [ %21, %13 ]
  %16 = mul nuw nsw <4 x i64> %15, %15, !dbg !132
  %17 = trunc <4 x i64> %16 to <4 x i32>, !dbg !133
  %18 = sub nsw <4 x i32> %17, %12, !dbg !133
  %19 = getelementptr inbounds i32, ptr %3, i64 %14, !dbg !134
  store <4 x i32> %18, ptr %19, align 16, !dbg !135, !tbaa !77
  %20 = add nuw i64 %14, 4, !dbg !131
  %21 = add <4 x i64> %15, <i64 4, i64 4, i64 4, i64 4>
  %22 = icmp eq i64 %20, %10, !dbg !131
  br i1 %22, label %23, label %13, !dbg !131, !llvm.loop !136

23:                                               ; preds = %13
  %24 = icmp eq i64 %10, %2, !dbg !130
  br i1 %24, label %25, label %7, !dbg !130

25:                                               ; preds = %31, %23
    #dbg_value(i32 0, !122, !DIExpression(), !138)
    #dbg_value(i32 0, !121, !DIExpression(), !124)
  br i1 %4, label %26, label %55, !dbg !139

26:                                               ; preds = %25
  %27 = and i64 %2, 3, !dbg !139
  %28 = icmp ult i32 %0, 4, !dbg !139
  br i1 %28, label %39, label %29, !dbg !139

29:                                               ; preds = %26
  %30 = and i64 %2, 2147483644, !dbg !139
  br label %57, !dbg !139

31:                                               ; preds = %7, %31
  %32 = phi i64 [ %37, %31 ], [ %8, %7 ]
    #dbg_value(i64 %32, !119, !DIExpression(), !127)
  %33 = mul nuw nsw i64 %32, %32, !dbg !132
  %34 = trunc nuw i64 %33 to i32, !dbg !133
  %35 = sub nsw i32 %34, %0, !dbg !133
  %36 = getelementptr inbounds i32, ptr %3, i64 %32, !dbg !134
  store i32 %35, ptr %36, align 4, !dbg !135, !tbaa !77
  %37 = add nuw nsw i64 %32, 1, !dbg !131
    #dbg_value(i64 %37, !119, !DIExpression(), !127)
  %38 = icmp eq i64 %37, %2, !dbg !128
  br i1 %38, label %25, label %31, !dbg !130, !llvm.loop !140

39:                                               ; preds = %57, %26
  %40 = phi i32 [ poison, %26 ], [ %79, %57 ]
  %41 = phi i64 [ 0, %26 ], [ %80, %57 ]
  %42 = phi i32 [ 0, %26 ], [ %79, %57 ]
  %43 = icmp eq i64 %27, 0, !dbg !139
  br i1 %43, label %55, label %44, !dbg !139

44:                                               ; preds = %39, %44
  %45 = phi i64 [ %52, %44 ], [ %41, %39 ]
  %46 = phi i32 [ %51, %44 ], [ %42, %39 ]
  %47 = phi i64 [ %53, %44 ], [ 0, %39 ]
    #dbg_value(i64 %45, !122, !DIExpression(), !138)
    #dbg_value(i32 %46, !121, !DIExpression(), !124)
  %48 = mul i32 %46, 33, !dbg !141
  %49 = getelementptr inbounds i32, ptr %3, i64 %45, !dbg !143
  %50 = load i32, ptr %49, align 4, !dbg !143, !tbaa !77
  %51 = add i32 %50, %48, !dbg !144
    #dbg_value(i32 %51, !121, !DIExpression(), !124)
  %52 = add nuw nsw i64 %45, 1, !dbg !145
    #dbg_value(i64 %52, !122, !DIExpression(), !138)
  %53 = add i64 %47, 1, !dbg !139
  %54 = icmp eq i64 %53, %27, !dbg !139
  br i1 %54, label %55, label %44, !dbg !139, !llvm.loop !146

55:                                               ; preds = %39, %44, %1, %25
  %56 = phi i32 [ 0, %25 ], [ 0, %1 ], [ %40, %39 ], [ %51, %44 ], !dbg !124
  ret i32 %56, !dbg !148

57:                                               ; preds = %57, %29
  %58 = phi i64 [ 0, %29 ], [ %80, %57 ]
  %59 = phi i32 [ 0, %29 ], [ %79, %57 ]
  %60 = phi i64 [ 0, %29 ], [ %81, %57 ]
    #dbg_value(i64 %58, !122, !DIExpression(), !138)
    #dbg_value(i32 %59, !121, !DIExpression(), !124)
  %61 = mul i32 %59, 33, !dbg !141
  %62 = getelementptr inbounds i32, ptr %3, i64 %58, !dbg !143
  %63 = load i32, ptr %62, align 16, !dbg !143, !tbaa !77
  %64 = add i32 %63, %61, !dbg !144
    #dbg_value(i32 %64, !121, !DIExpression(), !124)
  %65 = or disjoint i64 %58, 1, !dbg !145
    #dbg_value(i64 %65, !122, !DIExpression(), !138)
  %66 = mul i32 %64, 33, !dbg !141
  %67 = getelementptr inbounds i32, ptr %3, i64 %65, !dbg !143
  %68 = load i32, ptr %67, align 4, !dbg !143, !tbaa !77
  %69 = add i32 %68, %66, !dbg !144
    #dbg_value(i32 %69, !121, !DIExpression(), !124)
  %70 = or disjoint i64 %58, 2, !dbg !145
    #dbg_value(i64 %70, !122, !DIExpression(), !138)
  %71 = mul i32 %69, 33, !dbg !141
  %72 = getelementptr inbounds i32, ptr %3, i64 %70, !dbg !143
  %73 = load i32, ptr %72, align 8, !dbg !143, !tbaa !77
  %74 = add i32 %73, %71, !dbg !144
    #dbg_value(i32 %74, !121, !DIExpression(), !124)
  %75 = or disjoint i64 %58, 3, !dbg !145
    #dbg_value(i64 %75, !122, !DIExpression(), !138)
  %76 = mul i32 %74, 33, !dbg !141
  %77 = getelementptr inbounds i32, ptr %3, i64 %75, !dbg !143
  %78 = load i32, ptr %77, align 4, !dbg !143, !tbaa !77
  %79 = add i32 %78, %76, !dbg !144
    #dbg_value(i32 %79, !121, !DIExpression(), !124)
  %80 = add nuw nsw i64 %58, 4, !dbg !145
    #dbg_value(i64 %80, !122, !DIExpression(), !138)
  %81 = add i64 %60, 4, !dbg !139
  %82 = icmp eq i64 %81, %30, !dbg !139
  br i1 %82, label %39, label %57, !dbg !139, !llvm.loop !149
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 !dbg !151 {
  %2 = alloca ptr, align 8, !DIAssignID !163
    #dbg_assign(i1 undef, !160, !DIExpression(), !163, ptr %2, !DIExpression(), !164)
    #dbg_value(ptr %0, !158, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !165
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !166
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12, !dbg !167
  %4 = load ptr, ptr %2, align 8, !dbg !168, !tbaa !169
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12, !dbg !171
    #dbg_value(i32 %5, !159, !DIExpression(), !164)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !172
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !173
  ret void, !dbg !174
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @nested_vla() unnamed_addr #4 !dbg !175 {
    #dbg_value(i32 20, !179, !DIExpression(), !191)
    #dbg_value(i32 7, !180, !DIExpression(), !191)
    #dbg_value(i32 0, !181, !DIExpression(), !191)
    #dbg_value(i32 1, !182, !DIExpression(), !192)
  br label %2, !dbg !193

1:                                                ; preds = %2
  ret i32 %14, !dbg !194

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 1, %0 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %14, %2 ]
    #dbg_value(i32 %4, !181, !DIExpression(), !191)
    #dbg_value(i64 %3, !182, !DIExpression(), !192)
  %5 = mul nuw nsw i64 %3, 7, !dbg !195
  %6 = add nuw nsw i64 %5, 1, !dbg !196
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !197
  %8 = alloca i8, i64 %6, align 16, !dbg !197
    #dbg_value(i64 %6, !184, !DIExpression(), !198)
    #dbg_declare(ptr %8, !187, !DIExpression(), !199)
  %9 = trunc i64 %3 to i8, !dbg !200
  %10 = add nuw nsw i8 %9, 97, !dbg !200
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %8, i8 %10, i64 %5, i1 false), !dbg !200
  %11 = getelementptr inbounds i8, ptr %8, i64 %5, !dbg !201
  store i8 0, ptr %11, align 1, !dbg !202, !tbaa !203
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #12, !dbg !204
  %13 = trunc i64 %12 to i32, !dbg !205
  %14 = add nsw i32 %4, %13, !dbg !206
    #dbg_value(i32 %14, !181, !DIExpression(), !191)
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !207
  %15 = add nuw nsw i64 %3, 1, !dbg !208
    #dbg_value(i64 %15, !182, !DIExpression(), !192)
  %16 = icmp eq i64 %15, 21, !dbg !209
  br i1 %16, label %1, label %2, !dbg !193, !llvm.loop !210
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @recursive_vla(i32 noundef %0) unnamed_addr #5 !dbg !212 {
    #dbg_value(i32 %0, !217, !DIExpression(), !228)
  %2 = icmp eq i32 %0, 0, !dbg !229
  br i1 %2, label %77, label %3, !dbg !231

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64, !dbg !232
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !232
  %6 = alloca i32, i64 %4, align 16, !dbg !232
    #dbg_value(i64 %4, !218, !DIExpression(), !228)
    #dbg_declare(ptr %6, !219, !DIExpression(), !233)
    #dbg_value(i32 0, !223, !DIExpression(), !234)
  %7 = icmp sgt i32 %0, 0, !dbg !235
  br i1 %7, label %11, label %8, !dbg !237

8:                                                ; preds = %3
  %9 = add nsw i32 %0, -1, !dbg !238
  %10 = tail call fastcc i32 @recursive_vla(i32 noundef %9), !dbg !239
    #dbg_value(i32 %10, !225, !DIExpression(), !228)
    #dbg_value(i32 0, !226, !DIExpression(), !240)
  br label %67, !dbg !241

11:                                               ; preds = %3
  %12 = mul nuw nsw i32 %0, 100
  %13 = icmp ult i32 %0, 8, !dbg !237
  br i1 %13, label %14, label %16, !dbg !237

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %60, !dbg !237

16:                                               ; preds = %11
  %17 = and i64 %4, 2147483640, !dbg !237
  %18 = insertelement <4 x i32> poison, i32 %12, i64 0, !dbg !237
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !237
  br label %20, !dbg !237

20:                                               ; preds = %20, %16
  %21 = phi i64 [ 0, %16 ], [ %28, %20 ], !dbg !242
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %29, %20 ], !dbg !243
  %23 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !243
  %24 = getelementptr inbounds i32, ptr %6, i64 %21, !dbg !244
  %25 = add <4 x i32> %19, %22, !dbg !243
  %26 = add <4 x i32> %19, %23, !dbg !243
  %27 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !243
  store <4 x i32> %25, ptr %24, align 16, !dbg !243, !tbaa !245
  store <4 x i32> %26, ptr %27, align 16, !dbg !243, !tbaa !245
  %28 = add nuw i64 %21, 8, !dbg !242
  %29 = add <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>, !dbg !243
  %30 = icmp eq i64 %28, %17, !dbg !242
  br i1 %30, label %31, label %20, !dbg !242, !llvm.loop !247

31:                                               ; preds = %20
  %32 = icmp eq i64 %17, %4, !dbg !237
  br i1 %32, label %33, label %14, !dbg !237

33:                                               ; preds = %60, %31
  %34 = add nsw i32 %0, -1, !dbg !238
  %35 = tail call fastcc i32 @recursive_vla(i32 noundef %34), !dbg !239
    #dbg_value(i32 %35, !225, !DIExpression(), !228)
    #dbg_value(i32 0, !226, !DIExpression(), !240)
  br i1 %7, label %36, label %67, !dbg !241

36:                                               ; preds = %33
  %37 = icmp ult i32 %0, 8, !dbg !241
  br i1 %37, label %38, label %41, !dbg !241

38:                                               ; preds = %56, %36
  %39 = phi i64 [ 0, %36 ], [ %42, %56 ]
  %40 = phi i32 [ %35, %36 ], [ %58, %56 ]
  br label %69, !dbg !241

41:                                               ; preds = %36
  %42 = and i64 %4, 2147483640, !dbg !241
  %43 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0, !dbg !241
  br label %44, !dbg !241

44:                                               ; preds = %44, %41
  %45 = phi i64 [ 0, %41 ], [ %54, %44 ], !dbg !249
  %46 = phi <4 x i32> [ %43, %41 ], [ %52, %44 ]
  %47 = phi <4 x i32> [ zeroinitializer, %41 ], [ %53, %44 ]
  %48 = getelementptr inbounds i32, ptr %6, i64 %45, !dbg !251
  %49 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !251
  %50 = load <4 x i32>, ptr %48, align 16, !dbg !251, !tbaa !245
  %51 = load <4 x i32>, ptr %49, align 16, !dbg !251, !tbaa !245
  %52 = add <4 x i32> %50, %46, !dbg !252
  %53 = add <4 x i32> %51, %47, !dbg !252
  %54 = add nuw i64 %45, 8, !dbg !249
  %55 = icmp eq i64 %54, %42, !dbg !249
  br i1 %55, label %56, label %44, !dbg !249, !llvm.loop !253

56:                                               ; preds = %44
  %57 = add <4 x i32> %53, %52, !dbg !241
  %58 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %57), !dbg !241
  %59 = icmp eq i64 %42, %4, !dbg !241
  br i1 %59, label %67, label %38, !dbg !241

60:                                               ; preds = %14, %60
  %61 = phi i64 [ %65, %60 ], [ %15, %14 ]
    #dbg_value(i64 %61, !223, !DIExpression(), !234)
  %62 = getelementptr inbounds i32, ptr %6, i64 %61, !dbg !244
  %63 = trunc i64 %61 to i32, !dbg !243
  %64 = add i32 %12, %63, !dbg !243
  store i32 %64, ptr %62, align 4, !dbg !243, !tbaa !245
  %65 = add nuw nsw i64 %61, 1, !dbg !242
    #dbg_value(i64 %65, !223, !DIExpression(), !234)
  %66 = icmp eq i64 %65, %4, !dbg !235
  br i1 %66, label %33, label %60, !dbg !237, !llvm.loop !255

67:                                               ; preds = %69, %56, %8, %33
  %68 = phi i32 [ %35, %33 ], [ %10, %8 ], [ %58, %56 ], [ %74, %69 ], !dbg !228
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !256
  br label %77

69:                                               ; preds = %38, %69
  %70 = phi i64 [ %75, %69 ], [ %39, %38 ]
  %71 = phi i32 [ %74, %69 ], [ %40, %38 ]
    #dbg_value(i64 %70, !226, !DIExpression(), !240)
    #dbg_value(i32 %71, !225, !DIExpression(), !228)
  %72 = getelementptr inbounds i32, ptr %6, i64 %70, !dbg !251
  %73 = load i32, ptr %72, align 4, !dbg !251, !tbaa !245
  %74 = add nsw i32 %73, %71, !dbg !252
    #dbg_value(i32 %74, !225, !DIExpression(), !228)
  %75 = add nuw nsw i64 %70, 1, !dbg !249
    #dbg_value(i64 %75, !226, !DIExpression(), !240)
  %76 = icmp eq i64 %75, %4, !dbg !257
  br i1 %76, label %67, label %69, !dbg !241, !llvm.loop !258

77:                                               ; preds = %1, %67
  %78 = phi i32 [ %68, %67 ], [ 0, %1 ], !dbg !228
  ret i32 %78, !dbg !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare !dbg !259 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !279 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !282 dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/alloca_vla.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !32, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !30, !29, !31}
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 35, baseType: !29)
!28 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{!0, !7, !12, !17, !22}
!33 = !{i32 7, !"Dwarf Version", i32 4}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 2}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 1, !"MaxTLSAlign", i32 65536}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !42, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!30}
!44 = !{!45, !46}
!45 = !DILocalVariable(name: "h", scope: !41, file: !2, line: 52, type: !26)
!46 = !DILocalVariable(name: "n", scope: !47, file: !2, line: 53, type: !30)
!47 = distinct !DILexicalBlock(scope: !41, file: !2, line: 53, column: 5)
!48 = !DILocation(line: 15, column: 14, scope: !49, inlinedAt: !61)
!49 = distinct !DISubprogram(name: "sum_alloca", scope: !2, file: !2, line: 14, type: !50, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!30, !30}
!52 = !{!53, !54, !56, !58, !59}
!53 = !DILocalVariable(name: "n", arg: 1, scope: !49, file: !2, line: 14, type: !30)
!54 = !DILocalVariable(name: "p", scope: !49, file: !2, line: 15, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 16, type: !30)
!57 = distinct !DILexicalBlock(scope: !49, file: !2, line: 16, column: 5)
!58 = !DILocalVariable(name: "s", scope: !49, file: !2, line: 17, type: !30)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 18, type: !30)
!60 = distinct !DILexicalBlock(scope: !49, file: !2, line: 18, column: 5)
!61 = distinct !DILocation(line: 55, column: 53, scope: !41)
!62 = !DILocation(line: 0, scope: !41)
!63 = !DILocation(line: 0, scope: !47)
!64 = !DILocation(line: 53, column: 5, scope: !47)
!65 = !DILocation(line: 54, column: 5, scope: !41)
!66 = !DILocation(line: 0, scope: !49, inlinedAt: !67)
!67 = distinct !DILocation(line: 55, column: 37, scope: !41)
!68 = !DILocation(line: 0, scope: !57, inlinedAt: !67)
!69 = !DILocation(line: 0, scope: !60, inlinedAt: !67)
!70 = !DILocation(line: 0, scope: !49, inlinedAt: !61)
!71 = !DILocation(line: 0, scope: !57, inlinedAt: !61)
!72 = !DILocation(line: 16, column: 29, scope: !73, inlinedAt: !61)
!73 = distinct !DILexicalBlock(scope: !57, file: !2, line: 16, column: 5)
!74 = !DILocation(line: 16, column: 42, scope: !73, inlinedAt: !61)
!75 = !DILocation(line: 16, column: 33, scope: !73, inlinedAt: !61)
!76 = !DILocation(line: 16, column: 38, scope: !73, inlinedAt: !61)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = distinct !{!81, !82, !83, !84, !85, !86}
!82 = !DILocation(line: 16, column: 5, scope: !57, inlinedAt: !61)
!83 = !DILocation(line: 16, column: 44, scope: !57, inlinedAt: !61)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !{!"llvm.loop.isvectorized", i32 1}
!86 = !{!"llvm.loop.unroll.runtime.disable"}
!87 = !DILocation(line: 18, column: 29, scope: !88, inlinedAt: !61)
!88 = distinct !DILexicalBlock(scope: !60, file: !2, line: 18, column: 5)
!89 = !DILocation(line: 18, column: 38, scope: !88, inlinedAt: !61)
!90 = !DILocation(line: 18, column: 35, scope: !88, inlinedAt: !61)
!91 = distinct !{!91, !92, !93, !84, !85, !86}
!92 = !DILocation(line: 18, column: 5, scope: !60, inlinedAt: !61)
!93 = !DILocation(line: 18, column: 41, scope: !60, inlinedAt: !61)
!94 = !DILocation(line: 19, column: 5, scope: !49, inlinedAt: !61)
!95 = !DILocation(line: 55, column: 5, scope: !41)
!96 = !DILocation(line: 56, column: 33, scope: !41)
!97 = !DILocation(line: 56, column: 5, scope: !41)
!98 = !DILocation(line: 57, column: 5, scope: !41)
!99 = !DILocation(line: 58, column: 37, scope: !41)
!100 = !DILocation(line: 58, column: 5, scope: !41)
!101 = !DILocation(line: 59, column: 5, scope: !41)
!102 = !DILocation(line: 53, column: 44, scope: !103)
!103 = distinct !DILexicalBlock(scope: !47, file: !2, line: 53, column: 5)
!104 = !DILocation(line: 53, column: 41, scope: !103)
!105 = !DILocation(line: 53, column: 32, scope: !103)
!106 = !DILocation(line: 53, column: 23, scope: !103)
!107 = distinct !{!107, !64, !108, !84}
!108 = !DILocation(line: 53, column: 59, scope: !47)
!109 = distinct !DISubprogram(name: "fill_and_hash", scope: !2, file: !2, line: 6, type: !110, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!26, !30}
!112 = !{!113, !114, !115, !119, !121, !122}
!113 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !2, line: 6, type: !30)
!114 = !DILocalVariable(name: "__vla_expr0", scope: !109, type: !29, flags: DIFlagArtificial)
!115 = !DILocalVariable(name: "vla", scope: !109, file: !2, line: 7, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: !114)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 8, type: !30)
!120 = distinct !DILexicalBlock(scope: !109, file: !2, line: 8, column: 5)
!121 = !DILocalVariable(name: "h", scope: !109, file: !2, line: 9, type: !26)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 10, type: !30)
!123 = distinct !DILexicalBlock(scope: !109, file: !2, line: 10, column: 5)
!124 = !DILocation(line: 0, scope: !109)
!125 = !DILocation(line: 7, column: 5, scope: !109)
!126 = !DILocation(line: 7, column: 9, scope: !109)
!127 = !DILocation(line: 0, scope: !120)
!128 = !DILocation(line: 8, column: 23, scope: !129)
!129 = distinct !DILexicalBlock(scope: !120, file: !2, line: 8, column: 5)
!130 = !DILocation(line: 8, column: 5, scope: !120)
!131 = !DILocation(line: 8, column: 29, scope: !129)
!132 = !DILocation(line: 8, column: 44, scope: !129)
!133 = !DILocation(line: 8, column: 48, scope: !129)
!134 = !DILocation(line: 8, column: 33, scope: !129)
!135 = !DILocation(line: 8, column: 40, scope: !129)
!136 = distinct !{!136, !130, !137, !84, !85, !86}
!137 = !DILocation(line: 8, column: 50, scope: !120)
!138 = !DILocation(line: 0, scope: !123)
!139 = !DILocation(line: 10, column: 5, scope: !123)
!140 = distinct !{!140, !130, !137, !84, !86, !85}
!141 = !DILocation(line: 10, column: 39, scope: !142)
!142 = distinct !DILexicalBlock(scope: !123, file: !2, line: 10, column: 5)
!143 = !DILocation(line: 10, column: 56, scope: !142)
!144 = !DILocation(line: 10, column: 44, scope: !142)
!145 = !DILocation(line: 10, column: 29, scope: !142)
!146 = distinct !{!146, !147}
!147 = !{!"llvm.loop.unroll.disable"}
!148 = !DILocation(line: 12, column: 1, scope: !109)
!149 = distinct !{!149, !139, !150, !84}
!150 = !DILocation(line: 10, column: 61, scope: !123)
!151 = distinct !DISubprogram(name: "printf", scope: !152, file: !152, line: 368, type: !153, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !157)
!152 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!153 = !DISubroutineType(cc: DW_CC_nocall, types: !154)
!154 = !{!30, !155, null}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!157 = !{!158, !159, !160}
!158 = !DILocalVariable(name: "__format", arg: 1, scope: !151, file: !152, line: 368, type: !155)
!159 = !DILocalVariable(name: "__retval", scope: !151, file: !152, line: 370, type: !30)
!160 = !DILocalVariable(name: "__local_argv", scope: !151, file: !152, line: 371, type: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !151)
!165 = !DILocation(line: 371, column: 3, scope: !151)
!166 = !DILocation(line: 371, column: 35, scope: !151)
!167 = !DILocation(line: 372, column: 32, scope: !151)
!168 = !DILocation(line: 372, column: 50, scope: !151)
!169 = !{!170, !170, i64 0}
!170 = !{!"any pointer", !79, i64 0}
!171 = !DILocation(line: 372, column: 14, scope: !151)
!172 = !DILocation(line: 373, column: 3, scope: !151)
!173 = !DILocation(line: 375, column: 1, scope: !151)
!174 = !DILocation(line: 374, column: 3, scope: !151)
!175 = distinct !DISubprogram(name: "nested_vla", scope: !2, file: !2, line: 22, type: !176, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !178)
!176 = !DISubroutineType(cc: DW_CC_nocall, types: !177)
!177 = !{!30, !30, !30}
!178 = !{!179, !180, !181, !182, !184, !187}
!179 = !DILocalVariable(name: "rows", arg: 1, scope: !175, file: !2, line: 22, type: !30)
!180 = !DILocalVariable(name: "cols", arg: 2, scope: !175, file: !2, line: 22, type: !30)
!181 = !DILocalVariable(name: "total", scope: !175, file: !2, line: 23, type: !30)
!182 = !DILocalVariable(name: "r", scope: !183, file: !2, line: 24, type: !30)
!183 = distinct !DILexicalBlock(scope: !175, file: !2, line: 24, column: 5)
!184 = !DILocalVariable(name: "__vla_expr0", scope: !185, type: !29, flags: DIFlagArtificial)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 24, column: 37)
!186 = distinct !DILexicalBlock(scope: !183, file: !2, line: 24, column: 5)
!187 = !DILocalVariable(name: "line", scope: !185, file: !2, line: 25, type: !188)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: !184)
!191 = !DILocation(line: 0, scope: !175)
!192 = !DILocation(line: 0, scope: !183)
!193 = !DILocation(line: 24, column: 5, scope: !183)
!194 = !DILocation(line: 30, column: 5, scope: !175)
!195 = !DILocation(line: 25, column: 21, scope: !185)
!196 = !DILocation(line: 25, column: 28, scope: !185)
!197 = !DILocation(line: 25, column: 9, scope: !185)
!198 = !DILocation(line: 0, scope: !185)
!199 = !DILocation(line: 25, column: 14, scope: !185)
!200 = !DILocation(line: 26, column: 9, scope: !185)
!201 = !DILocation(line: 27, column: 9, scope: !185)
!202 = !DILocation(line: 27, column: 24, scope: !185)
!203 = !{!79, !79, i64 0}
!204 = !DILocation(line: 28, column: 23, scope: !185)
!205 = !DILocation(line: 28, column: 18, scope: !185)
!206 = !DILocation(line: 28, column: 15, scope: !185)
!207 = !DILocation(line: 29, column: 5, scope: !186)
!208 = !DILocation(line: 24, column: 33, scope: !186)
!209 = !DILocation(line: 24, column: 23, scope: !186)
!210 = distinct !{!210, !193, !211, !84}
!211 = !DILocation(line: 29, column: 5, scope: !183)
!212 = distinct !DISubprogram(name: "recursive_vla", scope: !2, file: !2, line: 42, type: !213, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !216)
!213 = !DISubroutineType(types: !214)
!214 = !{!215, !30}
!215 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!216 = !{!217, !218, !219, !223, !225, !226}
!217 = !DILocalVariable(name: "depth", arg: 1, scope: !212, file: !2, line: 42, type: !30)
!218 = !DILocalVariable(name: "__vla_expr0", scope: !212, type: !29, flags: DIFlagArtificial)
!219 = !DILocalVariable(name: "arr", scope: !212, file: !2, line: 44, type: !220)
!220 = !DICompositeType(tag: DW_TAG_array_type, baseType: !215, elements: !221)
!221 = !{!222}
!222 = !DISubrange(count: !218)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 45, type: !30)
!224 = distinct !DILexicalBlock(scope: !212, file: !2, line: 45, column: 5)
!225 = !DILocalVariable(name: "s", scope: !212, file: !2, line: 46, type: !215)
!226 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 47, type: !30)
!227 = distinct !DILexicalBlock(scope: !212, file: !2, line: 47, column: 5)
!228 = !DILocation(line: 0, scope: !212)
!229 = !DILocation(line: 43, column: 15, scope: !230)
!230 = distinct !DILexicalBlock(scope: !212, file: !2, line: 43, column: 9)
!231 = !DILocation(line: 43, column: 9, scope: !212)
!232 = !DILocation(line: 44, column: 5, scope: !212)
!233 = !DILocation(line: 44, column: 10, scope: !212)
!234 = !DILocation(line: 0, scope: !224)
!235 = !DILocation(line: 45, column: 23, scope: !236)
!236 = distinct !DILexicalBlock(scope: !224, file: !2, line: 45, column: 5)
!237 = !DILocation(line: 45, column: 5, scope: !224)
!238 = !DILocation(line: 46, column: 34, scope: !212)
!239 = !DILocation(line: 46, column: 14, scope: !212)
!240 = !DILocation(line: 0, scope: !227)
!241 = !DILocation(line: 47, column: 5, scope: !227)
!242 = !DILocation(line: 45, column: 33, scope: !236)
!243 = !DILocation(line: 45, column: 44, scope: !236)
!244 = !DILocation(line: 45, column: 37, scope: !236)
!245 = !{!246, !246, i64 0}
!246 = !{!"long", !79, i64 0}
!247 = distinct !{!247, !237, !248, !84, !85, !86}
!248 = !DILocation(line: 45, column: 60, scope: !224)
!249 = !DILocation(line: 47, column: 33, scope: !250)
!250 = distinct !DILexicalBlock(scope: !227, file: !2, line: 47, column: 5)
!251 = !DILocation(line: 47, column: 42, scope: !250)
!252 = !DILocation(line: 47, column: 39, scope: !250)
!253 = distinct !{!253, !241, !254, !84, !85, !86}
!254 = !DILocation(line: 47, column: 47, scope: !227)
!255 = distinct !{!255, !237, !248, !84, !86, !85}
!256 = !DILocation(line: 49, column: 1, scope: !212)
!257 = !DILocation(line: 47, column: 23, scope: !250)
!258 = distinct !{!258, !241, !254, !84, !86, !85}
!259 = !DISubprogram(name: "__mingw_vfprintf", scope: !152, file: !152, line: 193, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!30, !262, !275, !276}
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !152, line: 47, baseType: !265)
!265 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !152, line: 33, size: 384, align: 64, elements: !266)
!266 = !{!267, !268, !269, !270, !271, !272, !273, !274}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !265, file: !152, line: 37, baseType: !162, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !265, file: !152, line: 38, baseType: !30, size: 32, offset: 64)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !265, file: !152, line: 39, baseType: !162, size: 64, offset: 128)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !265, file: !152, line: 40, baseType: !30, size: 32, offset: 192)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !265, file: !152, line: 41, baseType: !30, size: 32, offset: 224)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !265, file: !152, line: 42, baseType: !30, size: 32, offset: 256)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !265, file: !152, line: 43, baseType: !30, size: 32, offset: 288)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !265, file: !152, line: 44, baseType: !162, size: 64, offset: 320)
!275 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !277, line: 31, baseType: !278)
!277 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !277, line: 24, baseType: !161)
!279 = !DISubprogram(name: "__acrt_iob_func", scope: !152, file: !152, line: 93, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!263, !26}
!282 = !DISubprogram(name: "strlen", scope: !283, file: !283, line: 64, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!284 = !DISubroutineType(types: !285)
!285 = !{!29, !155}
