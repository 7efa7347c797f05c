; ModuleID = 'tests/programs/alloca_vla.c'
source_filename = "tests/programs/alloca_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"vla hash = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"alloca sums = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"nested vla = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"aligned = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"recursive vla = %ld\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = alloca [4000 x i8], align 16, !dbg !48
    #dbg_value(i32 0, !45, !DIExpression(), !62)
    #dbg_value(i32 1, !46, !DIExpression(), !63)
  br label %65, !dbg !64

2:                                                ; preds = %65
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %69), !dbg !65
    #dbg_value(i32 10, !53, !DIExpression(), !66)
    #dbg_value(ptr undef, !54, !DIExpression(), !66)
    #dbg_value(i64 10, !56, !DIExpression(), !68)
    #dbg_value(i32 45, !58, !DIExpression(), !66)
    #dbg_value(i64 10, !59, !DIExpression(), !69)
  %4 = tail call ptr @llvm.stacksave.p0()
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1)
    #dbg_value(i32 1000, !53, !DIExpression(), !70)
    #dbg_value(ptr %1, !54, !DIExpression(), !70)
    #dbg_value(i32 0, !56, !DIExpression(), !71)
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ 0, %2 ], [ %13, %5 ], !dbg !72
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %2 ], [ %14, %5 ], !dbg !74
  %8 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>, !dbg !74
  %9 = urem <4 x i32> %7, <i32 10, i32 10, i32 10, i32 10>, !dbg !74
  %10 = urem <4 x i32> %8, <i32 10, i32 10, i32 10, i32 10>, !dbg !74
  %11 = getelementptr inbounds i32, ptr %1, i64 %6, !dbg !75
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !76
  store <4 x i32> %9, ptr %11, align 16, !dbg !76, !tbaa !77
  store <4 x i32> %10, ptr %12, align 16, !dbg !76, !tbaa !77
  %13 = add nuw i64 %6, 8, !dbg !72
  %14 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>, !dbg !74
  %15 = icmp eq i64 %13, 1000, !dbg !72
  br i1 %15, label %16, label %5, !dbg !72, !llvm.loop !81

16:                                               ; preds = %5, %16
  %17 = phi i64 [ %54, %16 ], [ 0, %5 ], !dbg !87
  %18 = phi <4 x i32> [ %52, %16 ], [ zeroinitializer, %5 ]
  %19 = phi <4 x i32> [ %53, %16 ], [ zeroinitializer, %5 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !89
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !89
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !89, !tbaa !77
  %23 = load <4 x i32>, ptr %21, align 16, !dbg !89, !tbaa !77
  %24 = add <4 x i32> %22, %18, !dbg !90
  %25 = add <4 x i32> %23, %19, !dbg !90
  %26 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !89
  %27 = getelementptr inbounds i8, ptr %26, i64 32, !dbg !89
  %28 = getelementptr inbounds i8, ptr %26, i64 48, !dbg !89
  %29 = load <4 x i32>, ptr %27, align 16, !dbg !89, !tbaa !77
  %30 = load <4 x i32>, ptr %28, align 16, !dbg !89, !tbaa !77
  %31 = add <4 x i32> %29, %24, !dbg !90
  %32 = add <4 x i32> %30, %25, !dbg !90
  %33 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !89
  %34 = getelementptr inbounds i8, ptr %33, i64 64, !dbg !89
  %35 = getelementptr inbounds i8, ptr %33, i64 80, !dbg !89
  %36 = load <4 x i32>, ptr %34, align 16, !dbg !89, !tbaa !77
  %37 = load <4 x i32>, ptr %35, align 16, !dbg !89, !tbaa !77
  %38 = add <4 x i32> %36, %31, !dbg !90
  %39 = add <4 x i32> %37, %32, !dbg !90
  %40 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !89
  %41 = getelementptr inbounds i8, ptr %40, i64 96, !dbg !89
  %42 = getelementptr inbounds i8, ptr %40, i64 112, !dbg !89
  %43 = load <4 x i32>, ptr %41, align 16, !dbg !89, !tbaa !77
  %44 = load <4 x i32>, ptr %42, align 16, !dbg !89, !tbaa !77
  %45 = add <4 x i32> %43, %38, !dbg !90
  %46 = add <4 x i32> %44, %39, !dbg !90
  %47 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !89
  %48 = getelementptr inbounds i8, ptr %47, i64 128, !dbg !89
  %49 = getelementptr inbounds i8, ptr %47, i64 144, !dbg !89
  %50 = load <4 x i32>, ptr %48, align 16, !dbg !89, !tbaa !77
  %51 = load <4 x i32>, ptr %49, align 16, !dbg !89, !tbaa !77
  %52 = add <4 x i32> %50, %45, !dbg !90
  %53 = add <4 x i32> %51, %46, !dbg !90
  %54 = add nuw nsw i64 %17, 40, !dbg !87
  %55 = icmp eq i64 %54, 1000, !dbg !87
  br i1 %55, label %56, label %16, !dbg !87, !llvm.loop !91

56:                                               ; preds = %16
  %57 = add <4 x i32> %53, %52, !dbg !92
  %58 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %57), !dbg !92
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1), !dbg !94
  tail call void @llvm.stackrestore.p0(ptr %4), !dbg !94
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 45, i32 noundef %58), !dbg !95
  %60 = tail call fastcc i32 @nested_vla(), !dbg !96
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60), !dbg !97
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1022), !dbg !98
  %63 = tail call fastcc i64 @recursive_vla(i32 noundef 30), !dbg !99
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %63), !dbg !100
  ret i32 0, !dbg !101

65:                                               ; preds = %0, %65
  %66 = phi i32 [ 1, %0 ], [ %70, %65 ]
  %67 = phi i32 [ 0, %0 ], [ %69, %65 ]
    #dbg_value(i32 %66, !46, !DIExpression(), !63)
    #dbg_value(i32 %67, !45, !DIExpression(), !62)
  %68 = tail call fastcc i32 @fill_and_hash(i32 noundef %66), !dbg !102
  %69 = xor i32 %68, %67, !dbg !104
    #dbg_value(i32 %69, !45, !DIExpression(), !62)
  %70 = add nuw nsw i32 %66, 17, !dbg !105
    #dbg_value(i32 %70, !46, !DIExpression(), !63)
  %71 = icmp ult i32 %66, 183, !dbg !106
  br i1 %71, label %65, label %2, !dbg !64, !llvm.loop !107
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

; Function Attrs: nofree nounwind
declare !dbg !151 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @nested_vla() unnamed_addr #0 !dbg !158 {
    #dbg_value(i32 20, !162, !DIExpression(), !174)
    #dbg_value(i32 7, !163, !DIExpression(), !174)
    #dbg_value(i32 0, !164, !DIExpression(), !174)
    #dbg_value(i32 1, !165, !DIExpression(), !175)
  br label %2, !dbg !176

1:                                                ; preds = %2
  ret i32 %14, !dbg !177

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 1, %0 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %14, %2 ]
    #dbg_value(i32 %4, !164, !DIExpression(), !174)
    #dbg_value(i64 %3, !165, !DIExpression(), !175)
  %5 = mul nuw nsw i64 %3, 7, !dbg !178
  %6 = add nuw nsw i64 %5, 1, !dbg !179
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !180
  %8 = alloca i8, i64 %6, align 16, !dbg !180
    #dbg_value(i64 %6, !167, !DIExpression(), !181)
    #dbg_declare(ptr %8, !170, !DIExpression(), !182)
  %9 = trunc i64 %3 to i8, !dbg !183
  %10 = add nuw nsw i8 %9, 97, !dbg !183
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %8, i8 %10, i64 %5, i1 false), !dbg !183
  %11 = getelementptr inbounds i8, ptr %8, i64 %5, !dbg !184
  store i8 0, ptr %11, align 1, !dbg !185, !tbaa !186
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #9, !dbg !187
  %13 = trunc i64 %12 to i32, !dbg !188
  %14 = add nsw i32 %4, %13, !dbg !189
    #dbg_value(i32 %14, !164, !DIExpression(), !174)
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !190
  %15 = add nuw nsw i64 %3, 1, !dbg !191
    #dbg_value(i64 %15, !165, !DIExpression(), !175)
  %16 = icmp eq i64 %15, 21, !dbg !192
  br i1 %16, label %1, label %2, !dbg !176, !llvm.loop !193
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i64 @recursive_vla(i32 noundef %0) unnamed_addr #4 !dbg !195 {
    #dbg_value(i32 %0, !200, !DIExpression(), !211)
  %2 = icmp eq i32 %0, 0, !dbg !212
  br i1 %2, label %77, label %3, !dbg !214

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64, !dbg !215
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !215
  %6 = alloca i64, i64 %4, align 16, !dbg !215
    #dbg_value(i64 %4, !201, !DIExpression(), !211)
    #dbg_declare(ptr %6, !202, !DIExpression(), !216)
    #dbg_value(i32 0, !206, !DIExpression(), !217)
  %7 = icmp sgt i32 %0, 0, !dbg !218
  br i1 %7, label %11, label %8, !dbg !220

8:                                                ; preds = %3
  %9 = add nsw i32 %0, -1, !dbg !221
  %10 = tail call fastcc i64 @recursive_vla(i32 noundef %9), !dbg !222
    #dbg_value(i64 %10, !208, !DIExpression(), !211)
    #dbg_value(i32 0, !209, !DIExpression(), !223)
  br label %67, !dbg !224

11:                                               ; preds = %3
  %12 = mul nuw nsw i32 %0, 100
  %13 = zext nneg i32 %12 to i64, !dbg !220
  %14 = icmp ult i32 %0, 4, !dbg !220
  br i1 %14, label %15, label %17, !dbg !220

15:                                               ; preds = %32, %11
  %16 = phi i64 [ 0, %11 ], [ %18, %32 ]
  br label %61, !dbg !220

17:                                               ; preds = %11
  %18 = and i64 %4, 2147483644, !dbg !220
  %19 = insertelement <2 x i64> poison, i64 %13, i64 0, !dbg !220
  %20 = shufflevector <2 x i64> %19, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !220
  br label %21, !dbg !220

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %29, %21 ], !dbg !225
  %23 = phi <2 x i64> [ <i64 0, i64 1>, %17 ], [ %30, %21 ]
  %24 = add <2 x i64> %23, <i64 2, i64 2>
  %25 = add nuw nsw <2 x i64> %23, %20, !dbg !226
  %26 = add nuw nsw <2 x i64> %24, %20, !dbg !226
  %27 = getelementptr inbounds i64, ptr %6, i64 %22, !dbg !227
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !228
  store <2 x i64> %25, ptr %27, align 16, !dbg !228, !tbaa !229
  store <2 x i64> %26, ptr %28, align 16, !dbg !228, !tbaa !229
  %29 = add nuw i64 %22, 4, !dbg !225
  %30 = add <2 x i64> %23, <i64 4, i64 4>
  %31 = icmp eq i64 %29, %18, !dbg !225
  br i1 %31, label %32, label %21, !dbg !225, !llvm.loop !231

32:                                               ; preds = %21
  %33 = icmp eq i64 %18, %4, !dbg !220
  br i1 %33, label %34, label %15, !dbg !220

34:                                               ; preds = %61, %32
  %35 = add nsw i32 %0, -1, !dbg !221
  %36 = tail call fastcc i64 @recursive_vla(i32 noundef %35), !dbg !222
    #dbg_value(i64 %36, !208, !DIExpression(), !211)
    #dbg_value(i32 0, !209, !DIExpression(), !223)
  br i1 %7, label %37, label %67, !dbg !224

37:                                               ; preds = %34
  %38 = icmp ult i32 %0, 4, !dbg !224
  br i1 %38, label %39, label %42, !dbg !224

39:                                               ; preds = %57, %37
  %40 = phi i64 [ 0, %37 ], [ %43, %57 ]
  %41 = phi i64 [ %36, %37 ], [ %59, %57 ]
  br label %69, !dbg !224

42:                                               ; preds = %37
  %43 = and i64 %4, 2147483644, !dbg !224
  %44 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %36, i64 0, !dbg !224
  br label %45, !dbg !224

45:                                               ; preds = %45, %42
  %46 = phi i64 [ 0, %42 ], [ %55, %45 ], !dbg !233
  %47 = phi <2 x i64> [ %44, %42 ], [ %53, %45 ]
  %48 = phi <2 x i64> [ zeroinitializer, %42 ], [ %54, %45 ]
  %49 = getelementptr inbounds i64, ptr %6, i64 %46, !dbg !235
  %50 = getelementptr inbounds i8, ptr %49, i64 16, !dbg !235
  %51 = load <2 x i64>, ptr %49, align 16, !dbg !235, !tbaa !229
  %52 = load <2 x i64>, ptr %50, align 16, !dbg !235, !tbaa !229
  %53 = add <2 x i64> %51, %47, !dbg !236
  %54 = add <2 x i64> %52, %48, !dbg !236
  %55 = add nuw i64 %46, 4, !dbg !233
  %56 = icmp eq i64 %55, %43, !dbg !233
  br i1 %56, label %57, label %45, !dbg !233, !llvm.loop !237

57:                                               ; preds = %45
  %58 = add <2 x i64> %54, %53, !dbg !224
  %59 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %58), !dbg !224
  %60 = icmp eq i64 %43, %4, !dbg !224
  br i1 %60, label %67, label %39, !dbg !224

61:                                               ; preds = %15, %61
  %62 = phi i64 [ %65, %61 ], [ %16, %15 ]
    #dbg_value(i64 %62, !206, !DIExpression(), !217)
  %63 = add nuw nsw i64 %62, %13, !dbg !226
  %64 = getelementptr inbounds i64, ptr %6, i64 %62, !dbg !227
  store i64 %63, ptr %64, align 8, !dbg !228, !tbaa !229
  %65 = add nuw nsw i64 %62, 1, !dbg !225
    #dbg_value(i64 %65, !206, !DIExpression(), !217)
  %66 = icmp eq i64 %65, %4, !dbg !218
  br i1 %66, label %34, label %61, !dbg !220, !llvm.loop !239

67:                                               ; preds = %69, %57, %8, %34
  %68 = phi i64 [ %36, %34 ], [ %10, %8 ], [ %59, %57 ], [ %74, %69 ], !dbg !211
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !240
  br label %77

69:                                               ; preds = %39, %69
  %70 = phi i64 [ %75, %69 ], [ %40, %39 ]
  %71 = phi i64 [ %74, %69 ], [ %41, %39 ]
    #dbg_value(i64 %70, !209, !DIExpression(), !223)
    #dbg_value(i64 %71, !208, !DIExpression(), !211)
  %72 = getelementptr inbounds i64, ptr %6, i64 %70, !dbg !235
  %73 = load i64, ptr %72, align 8, !dbg !235, !tbaa !229
  %74 = add nsw i64 %73, %71, !dbg !236
    #dbg_value(i64 %74, !208, !DIExpression(), !211)
  %75 = add nuw nsw i64 %70, 1, !dbg !233
    #dbg_value(i64 %75, !209, !DIExpression(), !223)
  %76 = icmp eq i64 %75, %4, !dbg !241
  br i1 %76, label %67, label %69, !dbg !224, !llvm.loop !242

77:                                               ; preds = %1, %67
  %78 = phi i64 [ %68, %67 ], [ 0, %1 ], !dbg !211
  ret i64 %78, !dbg !240
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !243 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/alloca_vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "a151aa6c9682582711b97f21cbd06cc8")
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
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 18, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{!0, !7, !12, !17, !22}
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
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
!151 = !DISubprogram(name: "printf", scope: !152, file: !152, line: 356, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!153 = !DISubroutineType(types: !154)
!154 = !{!30, !155, null}
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!158 = distinct !DISubprogram(name: "nested_vla", scope: !2, file: !2, line: 22, type: !159, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !161)
!159 = !DISubroutineType(cc: DW_CC_nocall, types: !160)
!160 = !{!30, !30, !30}
!161 = !{!162, !163, !164, !165, !167, !170}
!162 = !DILocalVariable(name: "rows", arg: 1, scope: !158, file: !2, line: 22, type: !30)
!163 = !DILocalVariable(name: "cols", arg: 2, scope: !158, file: !2, line: 22, type: !30)
!164 = !DILocalVariable(name: "total", scope: !158, file: !2, line: 23, type: !30)
!165 = !DILocalVariable(name: "r", scope: !166, file: !2, line: 24, type: !30)
!166 = distinct !DILexicalBlock(scope: !158, file: !2, line: 24, column: 5)
!167 = !DILocalVariable(name: "__vla_expr0", scope: !168, type: !29, flags: DIFlagArtificial)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 24, column: 37)
!169 = distinct !DILexicalBlock(scope: !166, file: !2, line: 24, column: 5)
!170 = !DILocalVariable(name: "line", scope: !168, file: !2, line: 25, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: !167)
!174 = !DILocation(line: 0, scope: !158)
!175 = !DILocation(line: 0, scope: !166)
!176 = !DILocation(line: 24, column: 5, scope: !166)
!177 = !DILocation(line: 30, column: 5, scope: !158)
!178 = !DILocation(line: 25, column: 21, scope: !168)
!179 = !DILocation(line: 25, column: 28, scope: !168)
!180 = !DILocation(line: 25, column: 9, scope: !168)
!181 = !DILocation(line: 0, scope: !168)
!182 = !DILocation(line: 25, column: 14, scope: !168)
!183 = !DILocation(line: 26, column: 9, scope: !168)
!184 = !DILocation(line: 27, column: 9, scope: !168)
!185 = !DILocation(line: 27, column: 24, scope: !168)
!186 = !{!79, !79, i64 0}
!187 = !DILocation(line: 28, column: 23, scope: !168)
!188 = !DILocation(line: 28, column: 18, scope: !168)
!189 = !DILocation(line: 28, column: 15, scope: !168)
!190 = !DILocation(line: 29, column: 5, scope: !169)
!191 = !DILocation(line: 24, column: 33, scope: !169)
!192 = !DILocation(line: 24, column: 23, scope: !169)
!193 = distinct !{!193, !176, !194, !84}
!194 = !DILocation(line: 29, column: 5, scope: !166)
!195 = distinct !DISubprogram(name: "recursive_vla", scope: !2, file: !2, line: 42, type: !196, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !199)
!196 = !DISubroutineType(types: !197)
!197 = !{!198, !30}
!198 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!199 = !{!200, !201, !202, !206, !208, !209}
!200 = !DILocalVariable(name: "depth", arg: 1, scope: !195, file: !2, line: 42, type: !30)
!201 = !DILocalVariable(name: "__vla_expr0", scope: !195, type: !29, flags: DIFlagArtificial)
!202 = !DILocalVariable(name: "arr", scope: !195, file: !2, line: 44, type: !203)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: !201)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 45, type: !30)
!207 = distinct !DILexicalBlock(scope: !195, file: !2, line: 45, column: 5)
!208 = !DILocalVariable(name: "s", scope: !195, file: !2, line: 46, type: !198)
!209 = !DILocalVariable(name: "i", scope: !210, file: !2, line: 47, type: !30)
!210 = distinct !DILexicalBlock(scope: !195, file: !2, line: 47, column: 5)
!211 = !DILocation(line: 0, scope: !195)
!212 = !DILocation(line: 43, column: 15, scope: !213)
!213 = distinct !DILexicalBlock(scope: !195, file: !2, line: 43, column: 9)
!214 = !DILocation(line: 43, column: 9, scope: !195)
!215 = !DILocation(line: 44, column: 5, scope: !195)
!216 = !DILocation(line: 44, column: 10, scope: !195)
!217 = !DILocation(line: 0, scope: !207)
!218 = !DILocation(line: 45, column: 23, scope: !219)
!219 = distinct !DILexicalBlock(scope: !207, file: !2, line: 45, column: 5)
!220 = !DILocation(line: 45, column: 5, scope: !207)
!221 = !DILocation(line: 46, column: 34, scope: !195)
!222 = !DILocation(line: 46, column: 14, scope: !195)
!223 = !DILocation(line: 0, scope: !210)
!224 = !DILocation(line: 47, column: 5, scope: !210)
!225 = !DILocation(line: 45, column: 33, scope: !219)
!226 = !DILocation(line: 45, column: 58, scope: !219)
!227 = !DILocation(line: 45, column: 37, scope: !219)
!228 = !DILocation(line: 45, column: 44, scope: !219)
!229 = !{!230, !230, i64 0}
!230 = !{!"long", !79, i64 0}
!231 = distinct !{!231, !220, !232, !84, !85, !86}
!232 = !DILocation(line: 45, column: 60, scope: !207)
!233 = !DILocation(line: 47, column: 33, scope: !234)
!234 = distinct !DILexicalBlock(scope: !210, file: !2, line: 47, column: 5)
!235 = !DILocation(line: 47, column: 42, scope: !234)
!236 = !DILocation(line: 47, column: 39, scope: !234)
!237 = distinct !{!237, !224, !238, !84, !85, !86}
!238 = !DILocation(line: 47, column: 47, scope: !210)
!239 = distinct !{!239, !220, !232, !84, !86, !85}
!240 = !DILocation(line: 49, column: 1, scope: !195)
!241 = !DILocation(line: 47, column: 23, scope: !234)
!242 = distinct !{!242, !224, !238, !84, !86, !85}
!243 = !DISubprogram(name: "strlen", scope: !244, file: !244, line: 407, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!245 = !DISubroutineType(types: !246)
!246 = !{!29, !156}
