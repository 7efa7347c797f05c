; ModuleID = 'tests/programs/alloca_vla.c'
source_filename = "tests/programs/alloca_vla.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"vla hash = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"alloca sums = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"nested vla = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"aligned = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"recursive vla = %ld\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = alloca [4000 x i8], align 16, !dbg !49
    #dbg_value(i32 0, !46, !DIExpression(), !63)
    #dbg_value(i32 1, !47, !DIExpression(), !64)
  br label %37, !dbg !65

2:                                                ; preds = %37
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41), !dbg !66
    #dbg_value(i32 10, !54, !DIExpression(), !67)
    #dbg_value(ptr undef, !55, !DIExpression(), !67)
    #dbg_value(i64 10, !57, !DIExpression(), !69)
    #dbg_value(i32 45, !59, !DIExpression(), !67)
    #dbg_value(i64 10, !60, !DIExpression(), !70)
  %4 = tail call ptr @llvm.stacksave.p0()
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1)
    #dbg_value(i32 1000, !54, !DIExpression(), !71)
    #dbg_value(ptr %1, !55, !DIExpression(), !71)
    #dbg_value(i32 0, !57, !DIExpression(), !72)
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ 0, %2 ], [ %14, %5 ], !dbg !73
  %7 = or disjoint i64 %6, 1
  %8 = trunc i64 %6 to i32
  %9 = or disjoint i32 %8, 1
  %10 = urem i32 %8, 10, !dbg !75
  %11 = urem i32 %9, 10, !dbg !75
  %12 = getelementptr inbounds i32, ptr %1, i64 %6, !dbg !76
  %13 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !76
  store i32 %10, ptr %12, align 8, !dbg !77, !tbaa !78
  store i32 %11, ptr %13, align 4, !dbg !77, !tbaa !78
  %14 = add nuw i64 %6, 2, !dbg !73
  %15 = icmp eq i64 %14, 1000, !dbg !73
  br i1 %15, label %16, label %5, !dbg !73, !llvm.loop !82

16:                                               ; preds = %5, %16
  %17 = phi i64 [ %26, %16 ], [ 0, %5 ], !dbg !88
  %18 = phi <4 x i32> [ %24, %16 ], [ zeroinitializer, %5 ]
  %19 = phi <4 x i32> [ %25, %16 ], [ zeroinitializer, %5 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !90
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !90
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !90, !tbaa !78
  %23 = load <4 x i32>, ptr %21, align 16, !dbg !90, !tbaa !78
  %24 = add <4 x i32> %22, %18, !dbg !91
  %25 = add <4 x i32> %23, %19, !dbg !91
  %26 = add nuw i64 %17, 8, !dbg !88
  %27 = icmp eq i64 %26, 1000, !dbg !88
  br i1 %27, label %28, label %16, !dbg !88, !llvm.loop !92

28:                                               ; preds = %16
  %29 = add <4 x i32> %25, %24, !dbg !93
  %30 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %29), !dbg !93
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1), !dbg !95
  tail call void @llvm.stackrestore.p0(ptr %4), !dbg !95
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 45, i32 noundef %30), !dbg !96
  %32 = tail call fastcc i32 @nested_vla(), !dbg !97
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32), !dbg !98
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1022), !dbg !99
  %35 = tail call fastcc i64 @recursive_vla(i32 noundef 30), !dbg !100
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %35), !dbg !101
  ret i32 0, !dbg !102

37:                                               ; preds = %0, %37
  %38 = phi i32 [ 1, %0 ], [ %42, %37 ]
  %39 = phi i32 [ 0, %0 ], [ %41, %37 ]
    #dbg_value(i32 %38, !47, !DIExpression(), !64)
    #dbg_value(i32 %39, !46, !DIExpression(), !63)
  %40 = tail call fastcc i32 @fill_and_hash(i32 noundef %38), !dbg !103
  %41 = xor i32 %40, %39, !dbg !105
    #dbg_value(i32 %41, !46, !DIExpression(), !63)
  %42 = add nuw nsw i32 %38, 17, !dbg !106
    #dbg_value(i32 %42, !47, !DIExpression(), !64)
  %43 = icmp ult i32 %38, 183, !dbg !107
  br i1 %43, label %37, label %2, !dbg !65, !llvm.loop !108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @fill_and_hash(i32 noundef %0) unnamed_addr #2 !dbg !110 {
    #dbg_value(i32 %0, !114, !DIExpression(), !125)
  %2 = zext i32 %0 to i64, !dbg !126
  %3 = alloca i32, i64 %2, align 4, !dbg !126
    #dbg_value(i64 %2, !115, !DIExpression(), !125)
    #dbg_declare(ptr %3, !116, !DIExpression(), !127)
    #dbg_value(i32 0, !120, !DIExpression(), !128)
  %4 = icmp sgt i32 %0, 0, !dbg !129
  br i1 %4, label %5, label %35, !dbg !131

5:                                                ; preds = %1
  %6 = icmp eq i32 %0, 1, !dbg !131
  br i1 %6, label %7, label %9, !dbg !131

7:                                                ; preds = %24, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %24 ]
  br label %27, !dbg !131

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483646, !dbg !131
  br label %11, !dbg !131

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %22, %11 ], !dbg !132
  %13 = or disjoint i64 %12, 1, !dbg !131
  %14 = mul nuw nsw i64 %12, %12, !dbg !133
  %15 = mul nuw nsw i64 %13, %13, !dbg !133
  %16 = trunc nuw i64 %14 to i32, !dbg !134
  %17 = trunc nuw i64 %15 to i32, !dbg !134
  %18 = sub nsw i32 %16, %0, !dbg !134
  %19 = sub nsw i32 %17, %0, !dbg !134
  %20 = getelementptr inbounds i32, ptr %3, i64 %12, !dbg !135
  %21 = getelementptr inbounds i32, ptr %3, i64 %13, !dbg !135
  store i32 %18, ptr %20, align 4, !dbg !136, !tbaa !78
  store i32 %19, ptr %21, align 4, !dbg !136, !tbaa !78
  %22 = add nuw i64 %12, 2, !dbg !132
  %23 = icmp eq i64 %22, %10, !dbg !132
  br i1 %23, label %24, label %11, !dbg !132, !llvm.loop !137

24:                                               ; preds = %11
  %25 = icmp eq i64 %10, %2, !dbg !131
  br i1 %25, label %26, label %7, !dbg !131

26:                                               ; preds = %27, %24
    #dbg_value(i32 0, !123, !DIExpression(), !139)
    #dbg_value(i32 0, !122, !DIExpression(), !125)
  br i1 %4, label %37, label %35, !dbg !140

27:                                               ; preds = %7, %27
  %28 = phi i64 [ %33, %27 ], [ %8, %7 ]
    #dbg_value(i64 %28, !120, !DIExpression(), !128)
  %29 = mul nuw nsw i64 %28, %28, !dbg !133
  %30 = trunc nuw i64 %29 to i32, !dbg !134
  %31 = sub nsw i32 %30, %0, !dbg !134
  %32 = getelementptr inbounds i32, ptr %3, i64 %28, !dbg !135
  store i32 %31, ptr %32, align 4, !dbg !136, !tbaa !78
  %33 = add nuw nsw i64 %28, 1, !dbg !132
    #dbg_value(i64 %33, !120, !DIExpression(), !128)
  %34 = icmp eq i64 %33, %2, !dbg !129
  br i1 %34, label %26, label %27, !dbg !131, !llvm.loop !141

35:                                               ; preds = %37, %1, %26
  %36 = phi i32 [ 0, %26 ], [ 0, %1 ], [ %43, %37 ], !dbg !125
  ret i32 %36, !dbg !142

37:                                               ; preds = %26, %37
  %38 = phi i64 [ %44, %37 ], [ 0, %26 ]
  %39 = phi i32 [ %43, %37 ], [ 0, %26 ]
    #dbg_value(i64 %38, !123, !DIExpression(), !139)
    #dbg_value(i32 %39, !122, !DIExpression(), !125)
  %40 = mul i32 %39, 33, !dbg !143
  %41 = getelementptr inbounds i32, ptr %3, i64 %38, !dbg !145
  %42 = load i32, ptr %41, align 4, !dbg !145, !tbaa !78
  %43 = add i32 %42, %40, !dbg !146
    #dbg_value(i32 %43, !122, !DIExpression(), !125)
  %44 = add nuw nsw i64 %38, 1, !dbg !147
    #dbg_value(i64 %44, !123, !DIExpression(), !139)
  %45 = icmp eq i64 %44, %2, !dbg !148
  br i1 %45, label %35, label %37, !dbg !140, !llvm.loop !149
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
  %8 = alloca i8, i64 %6, align 1, !dbg !180
    #dbg_value(i64 %6, !167, !DIExpression(), !181)
    #dbg_declare(ptr %8, !170, !DIExpression(), !182)
  %9 = trunc i64 %3 to i8, !dbg !183
  %10 = add nuw nsw i8 %9, 97, !dbg !183
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %8, i8 %10, i64 %5, i1 false), !dbg !183
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
  %6 = alloca i64, i64 %4, align 8, !dbg !215
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
  store <2 x i64> %25, ptr %27, align 8, !dbg !228, !tbaa !229
  store <2 x i64> %26, ptr %28, align 8, !dbg !228, !tbaa !229
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
  %51 = load <2 x i64>, ptr %49, align 8, !dbg !235, !tbaa !229
  %52 = load <2 x i64>, ptr %50, align 8, !dbg !235, !tbaa !229
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/alloca_vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "a151aa6c9682582711b97f21cbd06cc8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!39 = !{i32 7, !"frame-pointer", i32 1}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !43, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!30}
!45 = !{!46, !47}
!46 = !DILocalVariable(name: "h", scope: !42, file: !2, line: 52, type: !26)
!47 = !DILocalVariable(name: "n", scope: !48, file: !2, line: 53, type: !30)
!48 = distinct !DILexicalBlock(scope: !42, file: !2, line: 53, column: 5)
!49 = !DILocation(line: 15, column: 14, scope: !50, inlinedAt: !62)
!50 = distinct !DISubprogram(name: "sum_alloca", scope: !2, file: !2, line: 14, type: !51, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!30, !30}
!53 = !{!54, !55, !57, !59, !60}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !50, file: !2, line: 14, type: !30)
!55 = !DILocalVariable(name: "p", scope: !50, file: !2, line: 15, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 16, type: !30)
!58 = distinct !DILexicalBlock(scope: !50, file: !2, line: 16, column: 5)
!59 = !DILocalVariable(name: "s", scope: !50, file: !2, line: 17, type: !30)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 18, type: !30)
!61 = distinct !DILexicalBlock(scope: !50, file: !2, line: 18, column: 5)
!62 = distinct !DILocation(line: 55, column: 53, scope: !42)
!63 = !DILocation(line: 0, scope: !42)
!64 = !DILocation(line: 0, scope: !48)
!65 = !DILocation(line: 53, column: 5, scope: !48)
!66 = !DILocation(line: 54, column: 5, scope: !42)
!67 = !DILocation(line: 0, scope: !50, inlinedAt: !68)
!68 = distinct !DILocation(line: 55, column: 37, scope: !42)
!69 = !DILocation(line: 0, scope: !58, inlinedAt: !68)
!70 = !DILocation(line: 0, scope: !61, inlinedAt: !68)
!71 = !DILocation(line: 0, scope: !50, inlinedAt: !62)
!72 = !DILocation(line: 0, scope: !58, inlinedAt: !62)
!73 = !DILocation(line: 16, column: 29, scope: !74, inlinedAt: !62)
!74 = distinct !DILexicalBlock(scope: !58, file: !2, line: 16, column: 5)
!75 = !DILocation(line: 16, column: 42, scope: !74, inlinedAt: !62)
!76 = !DILocation(line: 16, column: 33, scope: !74, inlinedAt: !62)
!77 = !DILocation(line: 16, column: 38, scope: !74, inlinedAt: !62)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = distinct !{!82, !83, !84, !85, !86, !87}
!83 = !DILocation(line: 16, column: 5, scope: !58, inlinedAt: !62)
!84 = !DILocation(line: 16, column: 44, scope: !58, inlinedAt: !62)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !{!"llvm.loop.unroll.runtime.disable"}
!88 = !DILocation(line: 18, column: 29, scope: !89, inlinedAt: !62)
!89 = distinct !DILexicalBlock(scope: !61, file: !2, line: 18, column: 5)
!90 = !DILocation(line: 18, column: 38, scope: !89, inlinedAt: !62)
!91 = !DILocation(line: 18, column: 35, scope: !89, inlinedAt: !62)
!92 = distinct !{!92, !93, !94, !85, !86, !87}
!93 = !DILocation(line: 18, column: 5, scope: !61, inlinedAt: !62)
!94 = !DILocation(line: 18, column: 41, scope: !61, inlinedAt: !62)
!95 = !DILocation(line: 19, column: 5, scope: !50, inlinedAt: !62)
!96 = !DILocation(line: 55, column: 5, scope: !42)
!97 = !DILocation(line: 56, column: 33, scope: !42)
!98 = !DILocation(line: 56, column: 5, scope: !42)
!99 = !DILocation(line: 57, column: 5, scope: !42)
!100 = !DILocation(line: 58, column: 37, scope: !42)
!101 = !DILocation(line: 58, column: 5, scope: !42)
!102 = !DILocation(line: 59, column: 5, scope: !42)
!103 = !DILocation(line: 53, column: 44, scope: !104)
!104 = distinct !DILexicalBlock(scope: !48, file: !2, line: 53, column: 5)
!105 = !DILocation(line: 53, column: 41, scope: !104)
!106 = !DILocation(line: 53, column: 32, scope: !104)
!107 = !DILocation(line: 53, column: 23, scope: !104)
!108 = distinct !{!108, !65, !109, !85}
!109 = !DILocation(line: 53, column: 59, scope: !48)
!110 = distinct !DISubprogram(name: "fill_and_hash", scope: !2, file: !2, line: 6, type: !111, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!26, !30}
!113 = !{!114, !115, !116, !120, !122, !123}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !110, file: !2, line: 6, type: !30)
!115 = !DILocalVariable(name: "__vla_expr0", scope: !110, type: !29, flags: DIFlagArtificial)
!116 = !DILocalVariable(name: "vla", scope: !110, file: !2, line: 7, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: !115)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 8, type: !30)
!121 = distinct !DILexicalBlock(scope: !110, file: !2, line: 8, column: 5)
!122 = !DILocalVariable(name: "h", scope: !110, file: !2, line: 9, type: !26)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 10, type: !30)
!124 = distinct !DILexicalBlock(scope: !110, file: !2, line: 10, column: 5)
!125 = !DILocation(line: 0, scope: !110)
!126 = !DILocation(line: 7, column: 5, scope: !110)
!127 = !DILocation(line: 7, column: 9, scope: !110)
!128 = !DILocation(line: 0, scope: !121)
!129 = !DILocation(line: 8, column: 23, scope: !130)
!130 = distinct !DILexicalBlock(scope: !121, file: !2, line: 8, column: 5)
!131 = !DILocation(line: 8, column: 5, scope: !121)
!132 = !DILocation(line: 8, column: 29, scope: !130)
!133 = !DILocation(line: 8, column: 44, scope: !130)
!134 = !DILocation(line: 8, column: 48, scope: !130)
!135 = !DILocation(line: 8, column: 33, scope: !130)
!136 = !DILocation(line: 8, column: 40, scope: !130)
!137 = distinct !{!137, !131, !138, !85, !86, !87}
!138 = !DILocation(line: 8, column: 50, scope: !121)
!139 = !DILocation(line: 0, scope: !124)
!140 = !DILocation(line: 10, column: 5, scope: !124)
!141 = distinct !{!141, !131, !138, !85, !86}
!142 = !DILocation(line: 12, column: 1, scope: !110)
!143 = !DILocation(line: 10, column: 39, scope: !144)
!144 = distinct !DILexicalBlock(scope: !124, file: !2, line: 10, column: 5)
!145 = !DILocation(line: 10, column: 56, scope: !144)
!146 = !DILocation(line: 10, column: 44, scope: !144)
!147 = !DILocation(line: 10, column: 29, scope: !144)
!148 = !DILocation(line: 10, column: 23, scope: !144)
!149 = distinct !{!149, !140, !150, !85}
!150 = !DILocation(line: 10, column: 61, scope: !124)
!151 = !DISubprogram(name: "printf", scope: !152, file: !152, line: 356, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
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
!186 = !{!80, !80, i64 0}
!187 = !DILocation(line: 28, column: 23, scope: !168)
!188 = !DILocation(line: 28, column: 18, scope: !168)
!189 = !DILocation(line: 28, column: 15, scope: !168)
!190 = !DILocation(line: 29, column: 5, scope: !169)
!191 = !DILocation(line: 24, column: 33, scope: !169)
!192 = !DILocation(line: 24, column: 23, scope: !169)
!193 = distinct !{!193, !176, !194, !85}
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
!230 = !{!"long", !80, i64 0}
!231 = distinct !{!231, !220, !232, !85, !86, !87}
!232 = !DILocation(line: 45, column: 60, scope: !207)
!233 = !DILocation(line: 47, column: 33, scope: !234)
!234 = distinct !DILexicalBlock(scope: !210, file: !2, line: 47, column: 5)
!235 = !DILocation(line: 47, column: 42, scope: !234)
!236 = !DILocation(line: 47, column: 39, scope: !234)
!237 = distinct !{!237, !224, !238, !85, !86, !87}
!238 = !DILocation(line: 47, column: 47, scope: !210)
!239 = distinct !{!239, !220, !232, !85, !87, !86}
!240 = !DILocation(line: 49, column: 1, scope: !195)
!241 = !DILocation(line: 47, column: 23, scope: !234)
!242 = distinct !{!242, !224, !238, !85, !87, !86}
!243 = !DISubprogram(name: "strlen", scope: !244, file: !244, line: 407, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!245 = !DISubroutineType(types: !246)
!246 = !{!29, !156}
