; ModuleID = 'tests/run/aarch64/frames.c'
source_filename = "tests/run/aarch64/frames.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@vz = dso_local global i32 0, align 4, !dbg !0
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8, !dbg !59
@.str = private unnamed_addr constant [10 x i8] c"deep %lx\0A\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [9 x i8] c"dyn %lx\0A\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1, !dbg !26
@.str.3 = private unnamed_addr constant [13 x i8] c"frame5k %ld\0A\00", align 1, !dbg !31
@.str.4 = private unnamed_addr constant [14 x i8] c"frame70k %ld\0A\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [18 x i8] c"frame70k_vla %ld\0A\00", align 1, !dbg !41
@.str.6 = private unnamed_addr constant [11 x i8] c"jumper %d\0A\00", align 1, !dbg !46
@.str.7 = private unnamed_addr constant [10 x i8] c"live %lx\0A\00", align 1, !dbg !51
@.str.8 = private unnamed_addr constant [13 x i8] c"dlive %.17g\0A\00", align 1, !dbg !53
@table = internal unnamed_addr constant [4 x ptr] [ptr @f_add, ptr @f_sub, ptr @f_mul, ptr @f_rec], align 8, !dbg !86
@.str.9 = private unnamed_addr constant [11 x i8] c"fnptr %ld\0A\00", align 1, !dbg !55
@.str.10 = private unnamed_addr constant [13 x i8] c"vla_rec %ld\0A\00", align 1, !dbg !57

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: write) uwtable
define dso_local void @sink(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !105 {
    #dbg_value(ptr %0, !110, !DIExpression(), !111)
  %2 = load volatile i32, ptr @vz, align 4, !dbg !112, !tbaa !114
  %3 = icmp eq i32 %2, 0, !dbg !112
  br i1 %3, label %5, label %4, !dbg !118

4:                                                ; preds = %1
  store i8 0, ptr %0, align 1, !dbg !119
  br label %5, !dbg !119

5:                                                ; preds = %4, %1
  ret void, !dbg !120
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local i64 @opaque(i64 noundef %0) local_unnamed_addr #2 !dbg !121 {
    #dbg_value(i64 %0, !125, !DIExpression(), !126)
  %2 = load volatile i32, ptr @vz, align 4, !dbg !127, !tbaa !114
  %3 = sext i32 %2 to i64, !dbg !127
  %4 = add nsw i64 %3, %0, !dbg !128
  ret i64 %4, !dbg !129
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local double @dopaque(double noundef %0) local_unnamed_addr #2 !dbg !130 {
    #dbg_value(double %0, !135, !DIExpression(), !136)
  %2 = load volatile i32, ptr @vz, align 4, !dbg !137, !tbaa !114
  %3 = sitofp i32 %2 to double, !dbg !137
  %4 = fadd double %3, %0, !dbg !138
  ret double %4, !dbg !139
}

; Function Attrs: nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable
define dso_local i64 @deep(i32 noundef %0, i64 noundef %1) local_unnamed_addr #3 !dbg !140 {
  %3 = alloca [24 x i8], align 1, !DIAssignID !152
    #dbg_assign(i1 undef, !146, !DIExpression(), !152, ptr %3, !DIExpression(), !153)
    #dbg_value(i32 %0, !144, !DIExpression(), !153)
    #dbg_value(i64 %1, !145, !DIExpression(), !153)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #19, !dbg !154
  %4 = trunc i32 %0 to i8, !dbg !155
  %5 = srem i32 %0, 24, !dbg !156
  %6 = sext i32 %5 to i64, !dbg !157
  %7 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %6, !dbg !157
  store volatile i8 %4, ptr %7, align 1, !dbg !158, !tbaa !159
  %8 = icmp eq i32 %0, 0, !dbg !160
  br i1 %8, label %18, label %9, !dbg !162

9:                                                ; preds = %2
  %10 = add nsw i32 %0, -1, !dbg !163
  %11 = mul i64 %1, 31, !dbg !164
  %12 = sext i32 %0 to i64, !dbg !165
  %13 = add i64 %11, %12, !dbg !166
  %14 = tail call i64 @deep(i32 noundef %10, i64 noundef %13), !dbg !167
  %15 = load volatile i8, ptr %7, align 1, !dbg !168, !tbaa !159
  %16 = zext i8 %15 to i64, !dbg !168
  %17 = xor i64 %14, %16, !dbg !169
    #dbg_value(i64 %17, !151, !DIExpression(), !153)
  br label %18

18:                                               ; preds = %2, %9
  %19 = phi i64 [ %17, %9 ], [ %1, %2 ], !dbg !153
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #19, !dbg !170
  ret i64 %19, !dbg !170
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @dyn(i32 noundef %0) local_unnamed_addr #5 !dbg !171 {
    #dbg_value(i32 %0, !175, !DIExpression(), !197)
    #dbg_value(i64 0, !176, !DIExpression(), !197)
    #dbg_value(i32 1, !177, !DIExpression(), !198)
  %2 = icmp slt i32 %0, 1, !dbg !199
  br i1 %2, label %6, label %3, !dbg !200

3:                                                ; preds = %1
  %4 = add nuw i32 %0, 1, !dbg !200
  %5 = zext i32 %4 to i64, !dbg !199
  br label %8, !dbg !200

6:                                                ; preds = %109, %1
  %7 = phi i64 [ 0, %1 ], [ %113, %109 ], !dbg !197
  ret i64 %7, !dbg !201

8:                                                ; preds = %3, %109
  %9 = phi i32 [ 0, %3 ], [ %116, %109 ]
  %10 = phi i64 [ 1, %3 ], [ %114, %109 ]
  %11 = phi i64 [ 0, %3 ], [ %113, %109 ]
  %12 = mul i32 %9, 37, !dbg !202
  %13 = add i32 %12, 37, !dbg !202
    #dbg_value(i64 %11, !176, !DIExpression(), !197)
    #dbg_value(i64 %10, !177, !DIExpression(), !198)
  %14 = urem i32 %13, 300, !dbg !202
  %15 = add nuw nsw i32 %14, 1, !dbg !202
  %16 = zext nneg i32 %15 to i64, !dbg !202
  %17 = trunc i64 %10 to i32, !dbg !202
  %18 = mul i32 %17, 37, !dbg !202
  %19 = urem i32 %18, 300, !dbg !202
  %20 = add nuw nsw i32 %19, 1, !dbg !203
    #dbg_value(i32 %20, !179, !DIExpression(), !204)
  %21 = zext nneg i32 %20 to i64, !dbg !205
  %22 = alloca i8, i64 %21, align 16, !dbg !205
    #dbg_value(ptr %22, !182, !DIExpression(), !204)
  %23 = call ptr @llvm.stacksave.p0(), !dbg !206
  %24 = alloca i64, i64 %10, align 8, !dbg !206
    #dbg_value(i64 %10, !184, !DIExpression(), !204)
    #dbg_declare(ptr %24, !185, !DIExpression(), !207)
    #dbg_value(i32 0, !189, !DIExpression(), !208)
  %25 = zext nneg i32 %19 to i64, !dbg !209
  %26 = icmp eq i32 %14, 0, !dbg !209
  br i1 %26, label %42, label %27, !dbg !209

27:                                               ; preds = %8
  %28 = and i64 %16, 1022, !dbg !209
  br label %29, !dbg !209

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %38, %29 ], !dbg !210
  %31 = or disjoint i64 %30, 1, !dbg !209
  %32 = mul nuw nsw i64 %30, %10, !dbg !212
  %33 = mul nuw nsw i64 %31, %10, !dbg !212
  %34 = trunc i64 %32 to i8, !dbg !213
  %35 = trunc i64 %33 to i8, !dbg !213
  %36 = getelementptr inbounds i8, ptr %22, i64 %30, !dbg !214
  %37 = getelementptr inbounds i8, ptr %22, i64 %31, !dbg !214
  store i8 %34, ptr %36, align 2, !dbg !215, !tbaa !159
  store i8 %35, ptr %37, align 1, !dbg !215, !tbaa !159
  %38 = add nuw i64 %30, 2, !dbg !210
  %39 = icmp eq i64 %38, %28, !dbg !210
  br i1 %39, label %40, label %29, !dbg !210, !llvm.loop !216

40:                                               ; preds = %29
  %41 = icmp eq i64 %28, %16, !dbg !209
  br i1 %41, label %51, label %42, !dbg !209

42:                                               ; preds = %40, %8
  %43 = phi i64 [ 0, %8 ], [ %28, %40 ]
  br label %44, !dbg !209

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %49, %44 ], [ %43, %42 ]
    #dbg_value(i64 %45, !189, !DIExpression(), !208)
  %46 = mul nuw nsw i64 %45, %10, !dbg !212
  %47 = trunc i64 %46 to i8, !dbg !213
  %48 = getelementptr inbounds i8, ptr %22, i64 %45, !dbg !214
  store i8 %47, ptr %48, align 1, !dbg !215, !tbaa !159
  %49 = add nuw nsw i64 %45, 1, !dbg !210
    #dbg_value(i64 %49, !189, !DIExpression(), !208)
  %50 = icmp ult i64 %45, %25, !dbg !221
  br i1 %50, label %44, label %51, !dbg !209, !llvm.loop !222

51:                                               ; preds = %44, %40
  %52 = icmp ult i64 %10, 2, !dbg !223
  br i1 %52, label %53, label %55, !dbg !223

53:                                               ; preds = %66, %51
  %54 = phi i64 [ 0, %51 ], [ %56, %66 ]
  br label %69, !dbg !223

55:                                               ; preds = %51
  %56 = and i64 %10, 9223372036854775806, !dbg !223
  br label %57, !dbg !223

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %64, %57 ], !dbg !224
  %59 = or disjoint i64 %58, 1, !dbg !223
  %60 = mul nuw nsw i64 %58, %21, !dbg !226
  %61 = mul nuw nsw i64 %59, %21, !dbg !226
  %62 = getelementptr inbounds i64, ptr %24, i64 %58, !dbg !227
  %63 = getelementptr inbounds i64, ptr %24, i64 %59, !dbg !227
  store i64 %60, ptr %62, align 8, !dbg !228, !tbaa !229
  store i64 %61, ptr %63, align 8, !dbg !228, !tbaa !229
  %64 = add nuw i64 %58, 2, !dbg !224
  %65 = icmp eq i64 %64, %56, !dbg !224
  br i1 %65, label %66, label %57, !dbg !224, !llvm.loop !231

66:                                               ; preds = %57
  %67 = icmp eq i64 %10, %56, !dbg !223
  br i1 %67, label %68, label %53, !dbg !223

68:                                               ; preds = %69, %66
  call void @sink(ptr noundef nonnull %22), !dbg !233
  call void @sink(ptr noundef nonnull %24), !dbg !234
    #dbg_value(i32 0, !193, !DIExpression(), !235)
    #dbg_value(i64 %11, !176, !DIExpression(), !197)
  br label %75, !dbg !236

69:                                               ; preds = %53, %69
  %70 = phi i64 [ %73, %69 ], [ %54, %53 ]
    #dbg_value(i64 %70, !191, !DIExpression(), !237)
  %71 = mul nuw nsw i64 %70, %21, !dbg !226
  %72 = getelementptr inbounds i64, ptr %24, i64 %70, !dbg !227
  store i64 %71, ptr %72, align 8, !dbg !228, !tbaa !229
  %73 = add nuw nsw i64 %70, 1, !dbg !224
    #dbg_value(i64 %73, !191, !DIExpression(), !237)
  %74 = icmp eq i64 %73, %10, !dbg !238
  br i1 %74, label %68, label %69, !dbg !223, !llvm.loop !239

75:                                               ; preds = %68, %75
  %76 = phi i64 [ 0, %68 ], [ %83, %75 ]
  %77 = phi i64 [ %11, %68 ], [ %82, %75 ]
    #dbg_value(i64 %76, !193, !DIExpression(), !235)
    #dbg_value(i64 %77, !176, !DIExpression(), !197)
  %78 = mul i64 %77, 3, !dbg !240
  %79 = getelementptr inbounds i8, ptr %22, i64 %76, !dbg !242
  %80 = load i8, ptr %79, align 1, !dbg !242, !tbaa !159
  %81 = zext i8 %80 to i64, !dbg !242
  %82 = add i64 %78, %81, !dbg !243
    #dbg_value(i64 %82, !176, !DIExpression(), !197)
  %83 = add nuw nsw i64 %76, 1, !dbg !244
    #dbg_value(i64 %83, !193, !DIExpression(), !235)
  %84 = icmp ult i64 %76, %25, !dbg !245
  br i1 %84, label %75, label %85, !dbg !236, !llvm.loop !246

85:                                               ; preds = %75
  %86 = icmp ult i64 %10, 4, !dbg !248
  br i1 %86, label %87, label %90, !dbg !248

87:                                               ; preds = %105, %85
  %88 = phi i64 [ 0, %85 ], [ %91, %105 ]
  %89 = phi i64 [ %82, %85 ], [ %107, %105 ]
  br label %117, !dbg !248

90:                                               ; preds = %85
  %91 = and i64 %10, 9223372036854775804, !dbg !248
  %92 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %82, i64 0, !dbg !248
  br label %93, !dbg !248

93:                                               ; preds = %93, %90
  %94 = phi i64 [ 0, %90 ], [ %103, %93 ], !dbg !249
  %95 = phi <2 x i64> [ %92, %90 ], [ %101, %93 ]
  %96 = phi <2 x i64> [ zeroinitializer, %90 ], [ %102, %93 ]
  %97 = getelementptr inbounds i64, ptr %24, i64 %94, !dbg !251
  %98 = getelementptr inbounds i8, ptr %97, i64 16, !dbg !251
  %99 = load <2 x i64>, ptr %97, align 8, !dbg !251, !tbaa !229
  %100 = load <2 x i64>, ptr %98, align 8, !dbg !251, !tbaa !229
  %101 = add <2 x i64> %99, %95, !dbg !252
  %102 = add <2 x i64> %100, %96, !dbg !252
  %103 = add nuw i64 %94, 4, !dbg !249
  %104 = icmp eq i64 %103, %91, !dbg !249
  br i1 %104, label %105, label %93, !dbg !249, !llvm.loop !253

105:                                              ; preds = %93
  %106 = add <2 x i64> %102, %101, !dbg !248
  %107 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %106), !dbg !248
  %108 = icmp eq i64 %10, %91, !dbg !248
  br i1 %108, label %109, label %87, !dbg !248

109:                                              ; preds = %117, %105
  %110 = phi i64 [ %107, %105 ], [ %122, %117 ], !dbg !252
  %111 = ptrtoint ptr %24 to i64, !dbg !255
  %112 = and i64 %111, 8, !dbg !256
  %113 = xor i64 %110, %112, !dbg !257
    #dbg_value(i64 %113, !176, !DIExpression(), !197)
  call void @llvm.stackrestore.p0(ptr %23), !dbg !258
  %114 = add nuw nsw i64 %10, 1, !dbg !259
    #dbg_value(i64 %114, !177, !DIExpression(), !198)
  %115 = icmp eq i64 %114, %5, !dbg !199
  %116 = add i32 %9, 1, !dbg !200
  br i1 %115, label %6, label %8, !dbg !200, !llvm.loop !260

117:                                              ; preds = %87, %117
  %118 = phi i64 [ %123, %117 ], [ %88, %87 ]
  %119 = phi i64 [ %122, %117 ], [ %89, %87 ]
    #dbg_value(i64 %118, !195, !DIExpression(), !262)
    #dbg_value(i64 %119, !176, !DIExpression(), !197)
  %120 = getelementptr inbounds i64, ptr %24, i64 %118, !dbg !251
  %121 = load i64, ptr %120, align 8, !dbg !251, !tbaa !229
  %122 = add i64 %121, %119, !dbg !252
    #dbg_value(i64 %122, !176, !DIExpression(), !197)
  %123 = add nuw nsw i64 %118, 1, !dbg !249
    #dbg_value(i64 %123, !195, !DIExpression(), !262)
  %124 = icmp eq i64 %123, %10, !dbg !263
  br i1 %124, label %109, label %117, !dbg !248, !llvm.loop !264
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #6

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define dso_local i32 @aligned(i32 noundef %0) local_unnamed_addr #7 !dbg !265 {
  %2 = alloca [10 x i8], align 64, !DIAssignID !282
    #dbg_assign(i1 undef, !270, !DIExpression(), !282, ptr %2, !DIExpression(), !283)
  %3 = alloca [3 x double], align 128, !DIAssignID !284
    #dbg_assign(i1 undef, !271, !DIExpression(), !284, ptr %3, !DIExpression(), !283)
  %4 = alloca i32, align 64, !DIAssignID !285
    #dbg_assign(i1 undef, !281, !DIExpression(), !285, ptr %4, !DIExpression(), !283)
    #dbg_value(i32 %0, !269, !DIExpression(), !283)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #19, !dbg !286
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #19, !dbg !287
    #dbg_value(i32 0, !275, !DIExpression(), !283)
    #dbg_value(i32 0, !275, !DIExpression(), !283)
  %5 = zext i32 %0 to i64, !dbg !288
  %6 = tail call ptr @llvm.stacksave.p0(), !dbg !288
  %7 = alloca i8, i64 %5, align 1, !dbg !288
    #dbg_value(i64 %5, !276, !DIExpression(), !283)
    #dbg_declare(ptr %7, !277, !DIExpression(), !289)
  call void @sink(ptr noundef nonnull %2), !dbg !290
  call void @sink(ptr noundef nonnull %3), !dbg !291
  call void @sink(ptr noundef nonnull %7), !dbg !292
  %8 = sext i32 %0 to i64, !dbg !293
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %7, i8 1, i64 %8, i1 false), !dbg !294
  %9 = getelementptr i8, ptr %7, i64 %8, !dbg !295
  %10 = getelementptr i8, ptr %9, i64 -1, !dbg !295
  %11 = load i8, ptr %10, align 1, !dbg !295, !tbaa !159
    #dbg_assign(i8 %11, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !296, ptr %2, !DIExpression(), !283)
    #dbg_assign(double poison, !271, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !297, ptr %3, !DIExpression(), !283)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #19, !dbg !298
  store i32 %0, ptr %4, align 64, !dbg !299, !tbaa !114, !DIAssignID !300
    #dbg_assign(i32 %0, !281, !DIExpression(), !300, ptr %4, !DIExpression(), !283)
  call void @sink(ptr noundef nonnull %4), !dbg !301
    #dbg_value(i32 0, !275, !DIExpression(), !283)
  %12 = zext i8 %11 to i32, !dbg !302
  %13 = load i32, ptr %4, align 64, !dbg !303, !tbaa !114
  %14 = add nsw i32 %13, %12, !dbg !304
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #19, !dbg !305
  tail call void @llvm.stackrestore.p0(ptr %6), !dbg !305
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #19, !dbg !305
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #19, !dbg !305
  ret i32 %14, !dbg !305
}

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @aligned_rec(i32 noundef %0) local_unnamed_addr #8 !dbg !306 {
  %2 = alloca i32, align 64, !DIAssignID !310
    #dbg_assign(i1 undef, !309, !DIExpression(), !310, ptr %2, !DIExpression(), !311)
    #dbg_value(i32 %0, !308, !DIExpression(), !311)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #19, !dbg !312
    #dbg_assign(i32 %0, !309, !DIExpression(), !313, ptr %2, !DIExpression(), !311)
  call void @sink(ptr noundef nonnull %2), !dbg !314
  %3 = icmp eq i32 %0, 0, !dbg !315
  br i1 %3, label %7, label %4, !dbg !315

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1, !dbg !316
  %6 = tail call i32 @aligned_rec(i32 noundef %5), !dbg !317
  br label %7, !dbg !315

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ 0, %1 ], !dbg !315
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #19, !dbg !318
  ret i32 %8, !dbg !319
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @stack_args(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, ptr nocapture noundef readonly %10) local_unnamed_addr #9 !dbg !320 {
    #dbg_value(i64 %0, !324, !DIExpression(), !335)
    #dbg_value(i64 %1, !325, !DIExpression(), !335)
    #dbg_value(i64 %2, !326, !DIExpression(), !335)
    #dbg_value(i64 %3, !327, !DIExpression(), !335)
    #dbg_value(i64 %4, !328, !DIExpression(), !335)
    #dbg_value(i64 %5, !329, !DIExpression(), !335)
    #dbg_value(i64 %6, !330, !DIExpression(), !335)
    #dbg_value(i64 %7, !331, !DIExpression(), !335)
    #dbg_value(i64 %8, !332, !DIExpression(), !335)
    #dbg_value(i64 %9, !333, !DIExpression(), !335)
    #dbg_value(ptr %10, !334, !DIExpression(), !335)
  %12 = add nsw i64 %1, %0, !dbg !336
  %13 = add nsw i64 %12, %2, !dbg !337
  %14 = add nsw i64 %13, %3, !dbg !338
  %15 = add nsw i64 %14, %4, !dbg !339
  %16 = add nsw i64 %15, %5, !dbg !340
  %17 = add nsw i64 %16, %6, !dbg !341
  %18 = add nsw i64 %17, %7, !dbg !342
  %19 = mul nsw i64 %8, 3, !dbg !343
  %20 = add nsw i64 %18, %19, !dbg !344
  %21 = mul nsw i64 %9, 5, !dbg !345
  %22 = add nsw i64 %20, %21, !dbg !346
  %23 = load i8, ptr %10, align 1, !dbg !347, !tbaa !159
  %24 = zext i8 %23 to i64, !dbg !347
  %25 = add nsw i64 %22, %24, !dbg !348
  ret i64 %25, !dbg !349
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @frame5k(i32 noundef %0) local_unnamed_addr #5 !dbg !350 {
  %2 = alloca [5000 x i8], align 4, !DIAssignID !361
    #dbg_assign(i1 undef, !355, !DIExpression(), !361, ptr %2, !DIExpression(), !362)
    #dbg_value(i32 %0, !354, !DIExpression(), !362)
  call void @llvm.lifetime.start.p0(i64 5000, ptr nonnull %2) #19, !dbg !363
    #dbg_value(i32 0, !359, !DIExpression(), !364)
  %3 = insertelement <16 x i32> poison, i32 %0, i64 0, !dbg !365
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !365
  br label %5, !dbg !365

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %15, %5 ], !dbg !366
  %7 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %16, %5 ], !dbg !368
  %8 = add <16 x i32> %7, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !368
  %9 = xor <16 x i32> %7, %4, !dbg !368
  %10 = xor <16 x i32> %8, %4, !dbg !368
  %11 = trunc <16 x i32> %9 to <16 x i8>, !dbg !369
  %12 = trunc <16 x i32> %10 to <16 x i8>, !dbg !369
  %13 = getelementptr inbounds [5000 x i8], ptr %2, i64 0, i64 %6, !dbg !370
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !371
  store <16 x i8> %11, ptr %13, align 4, !dbg !371, !tbaa !159
  store <16 x i8> %12, ptr %14, align 4, !dbg !371, !tbaa !159
  %15 = add nuw i64 %6, 32, !dbg !366
  %16 = add <16 x i32> %7, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, !dbg !368
  %17 = icmp eq i64 %15, 4992, !dbg !366
  br i1 %17, label %18, label %5, !dbg !366, !llvm.loop !372

18:                                               ; preds = %5
  %19 = trunc i32 %0 to i8, !dbg !369
  %20 = insertelement <8 x i8> poison, i8 %19, i64 0, !dbg !369
  %21 = shufflevector <8 x i8> %20, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !369
  %22 = xor <8 x i8> %21, <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121>, !dbg !369
  %23 = getelementptr inbounds i8, ptr %2, i64 4992, !dbg !370
  store <8 x i8> %22, ptr %23, align 4, !dbg !371, !tbaa !159
  call void @sink(ptr noundef nonnull %2), !dbg !374
  %24 = getelementptr inbounds i8, ptr %2, i64 4999, !dbg !375
  %25 = load i8, ptr %24, align 1, !dbg !375, !tbaa !159
  %26 = zext i8 %25 to i64, !dbg !375
  %27 = load i8, ptr %2, align 4, !dbg !376, !tbaa !159
  %28 = zext i8 %27 to i64, !dbg !376
  %29 = getelementptr inbounds i8, ptr %2, i64 2500, !dbg !377
  %30 = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef %26, i64 noundef %28, ptr noundef nonnull %29), !dbg !378
  %31 = getelementptr inbounds i8, ptr %2, i64 123, !dbg !379
  %32 = load i8, ptr %31, align 1, !dbg !379, !tbaa !159
  %33 = zext i8 %32 to i64, !dbg !379
  %34 = add nsw i64 %30, %33, !dbg !380
  call void @llvm.lifetime.end.p0(i64 5000, ptr nonnull %2) #19, !dbg !381
  ret i64 %34, !dbg !382
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @frame70k(i32 noundef %0) local_unnamed_addr #5 !dbg !383 {
  %2 = alloca [9000 x i64], align 8, !DIAssignID !397
    #dbg_assign(i1 undef, !386, !DIExpression(), !397, ptr %2, !DIExpression(), !398)
  %3 = alloca i64, align 8, !DIAssignID !399
    #dbg_assign(i1 undef, !395, !DIExpression(), !399, ptr %3, !DIExpression(), !398)
    #dbg_value(i32 %0, !385, !DIExpression(), !398)
  call void @llvm.lifetime.start.p0(i64 72000, ptr nonnull %2) #19, !dbg !400
    #dbg_value(i32 0, !390, !DIExpression(), !401)
  %4 = sext i32 %0 to i64
  br label %5, !dbg !402

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %12, %5 ], !dbg !403
  %7 = or disjoint i64 %6, 1, !dbg !402
  %8 = mul nsw i64 %6, %4, !dbg !405
  %9 = mul nsw i64 %7, %4, !dbg !405
  %10 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %6, !dbg !406
  %11 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %7, !dbg !406
  store i64 %8, ptr %10, align 8, !dbg !407, !tbaa !229
  store i64 %9, ptr %11, align 8, !dbg !407, !tbaa !229
  %12 = add nuw i64 %6, 2, !dbg !403
  %13 = icmp eq i64 %12, 9000, !dbg !403
  br i1 %13, label %14, label %5, !dbg !403, !llvm.loop !408

14:                                               ; preds = %5
  call void @sink(ptr noundef nonnull %2), !dbg !410
    #dbg_value(i64 0, !392, !DIExpression(), !398)
    #dbg_value(i32 0, !393, !DIExpression(), !411)
  br label %15, !dbg !412

15:                                               ; preds = %15, %14
  %16 = phi i64 [ 0, %14 ], [ %27, %15 ]
  %17 = phi i64 [ 0, %14 ], [ %25, %15 ]
  %18 = phi i64 [ 0, %14 ], [ %26, %15 ]
  %19 = mul i64 %16, 7, !dbg !412
  %20 = add i64 %19, 7, !dbg !412
  %21 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %19, !dbg !413
  %22 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %20, !dbg !413
  %23 = load i64, ptr %21, align 8, !dbg !413, !tbaa !229
  %24 = load i64, ptr %22, align 8, !dbg !413, !tbaa !229
  %25 = add i64 %23, %17, !dbg !415
  %26 = add i64 %24, %18, !dbg !415
  %27 = add nuw i64 %16, 2
  %28 = icmp eq i64 %27, 1286
  br i1 %28, label %29, label %15, !llvm.loop !416

29:                                               ; preds = %15
  %30 = add i64 %26, %25, !dbg !412
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !418
  %31 = getelementptr inbounds i8, ptr %2, i64 71992, !dbg !419
  %32 = load i64, ptr %31, align 8, !dbg !419, !tbaa !229
  store volatile i64 %32, ptr %3, align 8, !dbg !420, !tbaa !229, !DIAssignID !421
    #dbg_assign(i64 %32, !395, !DIExpression(), !421, ptr %3, !DIExpression(), !398)
  %33 = getelementptr inbounds i8, ptr %2, i64 71984, !dbg !422
  %34 = load i64, ptr %33, align 8, !dbg !422, !tbaa !229
  %35 = load volatile i64, ptr %3, align 8, !dbg !423, !tbaa !229
  %36 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !424
  %37 = call i64 @stack_args(i64 noundef %30, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef %34, i64 noundef %35, ptr noundef nonnull %36), !dbg !425
  %38 = tail call i64 @frame5k(i32 noundef %0), !dbg !426
  %39 = add nsw i64 %38, %37, !dbg !427
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !428
  call void @llvm.lifetime.end.p0(i64 72000, ptr nonnull %2) #19, !dbg !428
  ret i64 %39, !dbg !429
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define dso_local range(i64 -2147483648, 2147483648) i64 @frame70k_vla(i32 noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !430 {
  %3 = alloca [17000 x i32], align 4, !DIAssignID !445
    #dbg_assign(i1 undef, !436, !DIExpression(), !445, ptr %3, !DIExpression(), !446)
    #dbg_value(i32 %0, !434, !DIExpression(), !446)
    #dbg_value(i32 %1, !435, !DIExpression(), !446)
  call void @llvm.lifetime.start.p0(i64 68000, ptr nonnull %3) #19, !dbg !447
  %4 = zext i32 %1 to i64, !dbg !448
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !448
  %6 = alloca i32, i64 %4, align 4, !dbg !448
    #dbg_value(i64 %4, !440, !DIExpression(), !446)
    #dbg_declare(ptr %6, !441, !DIExpression(), !449)
  %7 = getelementptr inbounds i8, ptr %3, i64 67996, !dbg !450
  store i32 %0, ptr %7, align 4, !dbg !451, !tbaa !114, !DIAssignID !452
    #dbg_assign(i32 %0, !436, !DIExpression(DW_OP_LLVM_fragment, 543968, 32), !452, ptr %7, !DIExpression(), !446)
  %8 = shl nsw i32 %0, 1, !dbg !453
  %9 = sext i32 %1 to i64, !dbg !454
  %10 = getelementptr i32, ptr %6, i64 %9, !dbg !454
  %11 = getelementptr i8, ptr %10, i64 -4, !dbg !454
  store i32 %8, ptr %11, align 4, !dbg !455, !tbaa !114
  call void @sink(ptr noundef nonnull %3), !dbg !456
  call void @sink(ptr noundef nonnull %6), !dbg !457
  %12 = load i32, ptr %7, align 4, !dbg !458, !tbaa !114
  %13 = load i32, ptr %11, align 4, !dbg !459, !tbaa !114
  %14 = ptrtoint ptr %6 to i64, !dbg !460
  %15 = and i64 %14, 12, !dbg !461
  %16 = icmp eq i64 %15, 0, !dbg !462
  %17 = select i1 %16, i32 0, i32 1000, !dbg !463
  %18 = add i32 %12, %17, !dbg !464
  %19 = add i32 %18, %13, !dbg !465
  %20 = sext i32 %19 to i64, !dbg !458
  call void @llvm.stackrestore.p0(ptr %5), !dbg !466
  call void @llvm.lifetime.end.p0(i64 68000, ptr nonnull %3) #19, !dbg !466
  ret i64 %20, !dbg !466
}

; Function Attrs: noinline noreturn nounwind uwtable
define dso_local void @dive(i32 noundef %0) local_unnamed_addr #10 !dbg !467 {
  %2 = alloca [100 x i8], align 1, !DIAssignID !476
    #dbg_assign(i1 undef, !472, !DIExpression(), !476, ptr %2, !DIExpression(), !477)
    #dbg_value(i32 %0, !471, !DIExpression(), !477)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #19, !dbg !478
  call void @sink(ptr noundef nonnull %2), !dbg !479
  %3 = icmp eq i32 %0, 0, !dbg !480
  br i1 %3, label %4, label %5, !dbg !482

4:                                                ; preds = %5, %1
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 42) #20, !dbg !483
  unreachable, !dbg !483

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %7, %5 ], [ %0, %1 ]
    #dbg_value(i32 %6, !471, !DIExpression(), !477)
  %7 = add nsw i32 %6, -1, !dbg !484
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #19, !dbg !485
    #dbg_assign(i1 undef, !472, !DIExpression(), !476, ptr %2, !DIExpression(), !477)
    #dbg_value(i32 %7, !471, !DIExpression(), !477)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #19, !dbg !478
  %8 = srem i32 %7, 100, !dbg !486
  %9 = sext i32 %8 to i64, !dbg !487
  %10 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 %9, !dbg !487
  store i8 1, ptr %10, align 1, !dbg !488, !tbaa !159
  call void @sink(ptr noundef nonnull %2), !dbg !479
  %11 = icmp eq i32 %7, 0, !dbg !480
  br i1 %11, label %4, label %5, !dbg !482
}

; Function Attrs: noreturn nounwind
declare !dbg !489 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @jumper() local_unnamed_addr #12 !dbg !493 {
  %1 = alloca i32, align 4, !DIAssignID !499
    #dbg_assign(i1 undef, !497, !DIExpression(), !499, ptr %1, !DIExpression(), !500)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !501
  store volatile i32 5, ptr %1, align 4, !dbg !502, !tbaa !114, !DIAssignID !503
    #dbg_assign(i32 5, !497, !DIExpression(), !503, ptr %1, !DIExpression(), !500)
  %2 = call i32 @_setjmp(ptr noundef nonnull @env) #21, !dbg !504
    #dbg_value(i32 %2, !498, !DIExpression(), !500)
  %3 = icmp eq i32 %2, 0, !dbg !505
  br i1 %3, label %4, label %5, !dbg !507

4:                                                ; preds = %0
  store volatile i32 6, ptr %1, align 4, !dbg !508, !tbaa !114, !DIAssignID !510
    #dbg_assign(i32 6, !497, !DIExpression(), !510, ptr %1, !DIExpression(), !500)
  call void @dive(i32 noundef 1000), !dbg !511
  unreachable, !dbg !512

5:                                                ; preds = %0
  %6 = load volatile i32, ptr %1, align 4, !dbg !513, !tbaa !114
  %7 = add nsw i32 %6, %2, !dbg !514
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !515
  ret i32 %7, !dbg !515
}

; Function Attrs: nounwind returns_twice
declare !dbg !516 i32 @_setjmp(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define dso_local i64 @live(i64 noundef %0, double noundef %1) local_unnamed_addr #7 !dbg !519 {
    #dbg_value(i64 %0, !523, !DIExpression(), !546)
    #dbg_value(double %1, !524, !DIExpression(), !546)
  %3 = add nsw i64 %0, 1, !dbg !547
  %4 = tail call i64 @opaque(i64 noundef %3), !dbg !548
    #dbg_value(i64 %4, !525, !DIExpression(), !546)
  %5 = add nsw i64 %0, 2, !dbg !549
  %6 = tail call i64 @opaque(i64 noundef %5), !dbg !550
    #dbg_value(i64 %6, !526, !DIExpression(), !546)
  %7 = add nsw i64 %0, 3, !dbg !551
  %8 = tail call i64 @opaque(i64 noundef %7), !dbg !552
    #dbg_value(i64 %8, !527, !DIExpression(), !546)
  %9 = add nsw i64 %0, 5, !dbg !553
  %10 = tail call i64 @opaque(i64 noundef %9), !dbg !554
    #dbg_value(i64 %10, !528, !DIExpression(), !546)
  %11 = add nsw i64 %0, 6, !dbg !555
  %12 = tail call i64 @opaque(i64 noundef %11), !dbg !556
    #dbg_value(i64 %12, !529, !DIExpression(), !546)
  %13 = fadd double %1, 5.000000e-01, !dbg !557
  %14 = tail call double @dopaque(double noundef %13), !dbg !558
    #dbg_value(double %14, !530, !DIExpression(), !546)
  %15 = fadd double %1, 1.500000e+00, !dbg !559
  %16 = tail call double @dopaque(double noundef %15), !dbg !560
    #dbg_value(double %16, !531, !DIExpression(), !546)
  %17 = fadd double %1, 2.500000e+00, !dbg !561
  %18 = tail call double @dopaque(double noundef %17), !dbg !562
    #dbg_value(double %18, !532, !DIExpression(), !546)
  %19 = fadd double %1, 3.500000e+00, !dbg !563
  %20 = tail call double @dopaque(double noundef %19), !dbg !564
    #dbg_value(double %20, !533, !DIExpression(), !546)
  %21 = mul nsw i64 %6, %4, !dbg !565
  %22 = tail call i64 @opaque(i64 noundef %21), !dbg !566
    #dbg_value(i64 %22, !534, !DIExpression(), !546)
  %23 = mul nsw i64 %10, %8, !dbg !567
  %24 = tail call i64 @opaque(i64 noundef %23), !dbg !568
    #dbg_value(i64 %24, !535, !DIExpression(), !546)
  %25 = mul nsw i64 %12, %4, !dbg !569
  %26 = tail call i64 @opaque(i64 noundef %25), !dbg !570
    #dbg_value(i64 %26, !536, !DIExpression(), !546)
  %27 = mul nsw i64 %8, %6, !dbg !571
  %28 = tail call i64 @opaque(i64 noundef %27), !dbg !572
    #dbg_value(i64 %28, !537, !DIExpression(), !546)
  %29 = mul nsw i64 %12, %10, !dbg !573
  %30 = tail call i64 @opaque(i64 noundef %29), !dbg !574
    #dbg_value(i64 %30, !538, !DIExpression(), !546)
  %31 = fmul double %14, %16, !dbg !575
  %32 = tail call double @dopaque(double noundef %31), !dbg !576
    #dbg_value(double %32, !539, !DIExpression(), !546)
  %33 = fmul double %18, %20, !dbg !577
  %34 = tail call double @dopaque(double noundef %33), !dbg !578
    #dbg_value(double %34, !540, !DIExpression(), !546)
  %35 = fmul double %14, %20, !dbg !579
  %36 = tail call double @dopaque(double noundef %35), !dbg !580
    #dbg_value(double %36, !541, !DIExpression(), !546)
  %37 = fmul double %16, %18, !dbg !581
  %38 = tail call double @dopaque(double noundef %37), !dbg !582
    #dbg_value(double %38, !542, !DIExpression(), !546)
  %39 = fadd double %32, %34, !dbg !583
  %40 = tail call double @dopaque(double noundef %39), !dbg !584
    #dbg_value(double %40, !543, !DIExpression(), !546)
  %41 = add i64 %28, %22, !dbg !585
  %42 = add i64 %41, %4, !dbg !586
  %43 = add i64 %42, %6, !dbg !587
  %44 = add i64 %43, %8, !dbg !588
  %45 = add i64 %44, %10, !dbg !589
  %46 = add i64 %45, %12, !dbg !590
  %47 = add i64 %46, %24, !dbg !591
  %48 = add i64 %47, %26, !dbg !592
  %49 = add nsw i64 %48, %30, !dbg !593
  %50 = tail call i64 @opaque(i64 noundef %49), !dbg !594
    #dbg_value(i64 %50, !544, !DIExpression(), !546)
  %51 = fadd double %14, %16, !dbg !595
  %52 = fadd double %51, %18, !dbg !596
  %53 = fadd double %52, %20, !dbg !597
  %54 = fadd double %53, %32, !dbg !598
  %55 = fadd double %54, %34, !dbg !599
  %56 = fadd double %55, %36, !dbg !600
  %57 = fadd double %56, %38, !dbg !601
  %58 = fadd double %57, %40, !dbg !602
  %59 = tail call double @dopaque(double noundef %58), !dbg !603
    #dbg_value(double %59, !545, !DIExpression(), !546)
  %60 = mul i64 %50, 1000003, !dbg !604
  %61 = fmul double %59, 4.000000e+00, !dbg !605
  %62 = fptoui double %61 to i64, !dbg !606
  %63 = mul nsw i64 %26, %24, !dbg !607
  %64 = fsub double %14, %16, !dbg !608
  %65 = fadd double %18, %20, !dbg !609
  %66 = fmul double %64, %65, !dbg !610
  %67 = tail call double @llvm.fmuladd.f64(double %66, double 4.000000e+00, double %32), !dbg !611
  %68 = fsub double %67, %34, !dbg !612
  %69 = tail call double @llvm.fmuladd.f64(double %36, double 2.000000e+00, double %68), !dbg !613
  %70 = fsub double %69, %38, !dbg !614
  %71 = fadd double %70, %40, !dbg !615
  %72 = fptosi double %71 to i64, !dbg !616
  %73 = add i64 %4, %29, !dbg !617
  %74 = add i64 %27, %22, !dbg !617
  %75 = add i64 %73, %63, !dbg !617
  %76 = add i64 %74, %28, !dbg !617
  %77 = sub i64 %75, %76, !dbg !617
  %78 = add i64 %77, %30, !dbg !617
  %79 = add i64 %78, %60, !dbg !618
  %80 = add i64 %79, %72, !dbg !619
  %81 = add i64 %80, %62, !dbg !620
  ret i64 %81, !dbg !621
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #14

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local double @dlive(i32 noundef %0) local_unnamed_addr #5 !dbg !622 {
    #dbg_value(i32 %0, !626, !DIExpression(), !639)
  %2 = tail call double @dopaque(double noundef 1.000000e+00), !dbg !640
    #dbg_value(double %2, !627, !DIExpression(), !639)
  %3 = tail call double @dopaque(double noundef 2.000000e+00), !dbg !641
    #dbg_value(double %3, !628, !DIExpression(), !639)
  %4 = tail call double @dopaque(double noundef 3.000000e+00), !dbg !642
    #dbg_value(double %4, !629, !DIExpression(), !639)
  %5 = tail call double @dopaque(double noundef 4.000000e+00), !dbg !643
    #dbg_value(double %5, !630, !DIExpression(), !639)
  %6 = tail call double @dopaque(double noundef 5.000000e+00), !dbg !644
    #dbg_value(double %6, !631, !DIExpression(), !639)
  %7 = tail call double @dopaque(double noundef 6.000000e+00), !dbg !645
    #dbg_value(double %7, !632, !DIExpression(), !639)
  %8 = tail call double @dopaque(double noundef 7.000000e+00), !dbg !646
    #dbg_value(double %8, !633, !DIExpression(), !639)
  %9 = tail call double @dopaque(double noundef 8.000000e+00), !dbg !647
    #dbg_value(double %9, !634, !DIExpression(), !639)
  %10 = tail call double @dopaque(double noundef 9.000000e+00), !dbg !648
    #dbg_value(double %10, !635, !DIExpression(), !639)
  %11 = tail call double @dopaque(double noundef 1.000000e+01), !dbg !649
    #dbg_value(double %11, !636, !DIExpression(), !639)
    #dbg_value(i32 0, !637, !DIExpression(), !650)
    #dbg_value(double %10, !635, !DIExpression(), !639)
    #dbg_value(double %9, !634, !DIExpression(), !639)
    #dbg_value(double %8, !633, !DIExpression(), !639)
    #dbg_value(double %7, !632, !DIExpression(), !639)
    #dbg_value(double %6, !631, !DIExpression(), !639)
    #dbg_value(double %5, !630, !DIExpression(), !639)
    #dbg_value(double %4, !629, !DIExpression(), !639)
    #dbg_value(double %3, !628, !DIExpression(), !639)
    #dbg_value(double %2, !627, !DIExpression(), !639)
  %12 = icmp sgt i32 %0, 0, !dbg !651
  br i1 %12, label %33, label %13, !dbg !653

13:                                               ; preds = %33, %1
  %14 = phi double [ %2, %1 ], [ %46, %33 ], !dbg !639
  %15 = phi double [ %3, %1 ], [ %48, %33 ], !dbg !639
  %16 = phi double [ %4, %1 ], [ %50, %33 ], !dbg !639
  %17 = phi double [ %5, %1 ], [ %52, %33 ], !dbg !639
  %18 = phi double [ %6, %1 ], [ %54, %33 ], !dbg !639
  %19 = phi double [ %7, %1 ], [ %56, %33 ], !dbg !639
  %20 = phi double [ %8, %1 ], [ %58, %33 ], !dbg !639
  %21 = phi double [ %9, %1 ], [ %60, %33 ], !dbg !639
  %22 = phi double [ %10, %1 ], [ %62, %33 ], !dbg !639
  %23 = phi double [ %11, %1 ], [ %65, %33 ], !dbg !639
  %24 = tail call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double %14), !dbg !654
  %25 = tail call double @llvm.fmuladd.f64(double %16, double 4.000000e+00, double %24), !dbg !655
  %26 = tail call double @llvm.fmuladd.f64(double %17, double 8.000000e+00, double %25), !dbg !656
  %27 = tail call double @llvm.fmuladd.f64(double %18, double 1.600000e+01, double %26), !dbg !657
  %28 = tail call double @llvm.fmuladd.f64(double %19, double 3.200000e+01, double %27), !dbg !658
  %29 = tail call double @llvm.fmuladd.f64(double %20, double 6.400000e+01, double %28), !dbg !659
  %30 = tail call double @llvm.fmuladd.f64(double %21, double 1.280000e+02, double %29), !dbg !660
  %31 = tail call double @llvm.fmuladd.f64(double %22, double 2.560000e+02, double %30), !dbg !661
  %32 = tail call double @llvm.fmuladd.f64(double %23, double 5.120000e+02, double %31), !dbg !662
  ret double %32, !dbg !663

33:                                               ; preds = %1, %33
  %34 = phi i32 [ %66, %33 ], [ 0, %1 ]
  %35 = phi double [ %65, %33 ], [ %11, %1 ]
  %36 = phi double [ %62, %33 ], [ %10, %1 ]
  %37 = phi double [ %60, %33 ], [ %9, %1 ]
  %38 = phi double [ %58, %33 ], [ %8, %1 ]
  %39 = phi double [ %56, %33 ], [ %7, %1 ]
  %40 = phi double [ %54, %33 ], [ %6, %1 ]
  %41 = phi double [ %52, %33 ], [ %5, %1 ]
  %42 = phi double [ %50, %33 ], [ %4, %1 ]
  %43 = phi double [ %48, %33 ], [ %3, %1 ]
  %44 = phi double [ %46, %33 ], [ %2, %1 ]
    #dbg_value(i32 %34, !637, !DIExpression(), !650)
    #dbg_value(double %35, !636, !DIExpression(), !639)
    #dbg_value(double %36, !635, !DIExpression(), !639)
    #dbg_value(double %37, !634, !DIExpression(), !639)
    #dbg_value(double %38, !633, !DIExpression(), !639)
    #dbg_value(double %39, !632, !DIExpression(), !639)
    #dbg_value(double %40, !631, !DIExpression(), !639)
    #dbg_value(double %41, !630, !DIExpression(), !639)
    #dbg_value(double %42, !629, !DIExpression(), !639)
    #dbg_value(double %43, !628, !DIExpression(), !639)
    #dbg_value(double %44, !627, !DIExpression(), !639)
  %45 = fadd double %44, %43, !dbg !664
  %46 = tail call double @dopaque(double noundef %45), !dbg !666
    #dbg_value(double %46, !627, !DIExpression(), !639)
  %47 = fadd double %43, %42, !dbg !667
  %48 = tail call double @dopaque(double noundef %47), !dbg !668
    #dbg_value(double %48, !628, !DIExpression(), !639)
  %49 = fadd double %42, %41, !dbg !669
  %50 = tail call double @dopaque(double noundef %49), !dbg !670
    #dbg_value(double %50, !629, !DIExpression(), !639)
  %51 = fadd double %41, %40, !dbg !671
  %52 = tail call double @dopaque(double noundef %51), !dbg !672
    #dbg_value(double %52, !630, !DIExpression(), !639)
  %53 = fadd double %40, %39, !dbg !673
  %54 = tail call double @dopaque(double noundef %53), !dbg !674
    #dbg_value(double %54, !631, !DIExpression(), !639)
  %55 = fadd double %39, %38, !dbg !675
  %56 = tail call double @dopaque(double noundef %55), !dbg !676
    #dbg_value(double %56, !632, !DIExpression(), !639)
  %57 = fadd double %38, %37, !dbg !677
  %58 = tail call double @dopaque(double noundef %57), !dbg !678
    #dbg_value(double %58, !633, !DIExpression(), !639)
  %59 = fadd double %37, %36, !dbg !679
  %60 = tail call double @dopaque(double noundef %59), !dbg !680
    #dbg_value(double %60, !634, !DIExpression(), !639)
  %61 = fadd double %36, %35, !dbg !681
  %62 = tail call double @dopaque(double noundef %61), !dbg !682
    #dbg_value(double %62, !635, !DIExpression(), !639)
  %63 = fmul double %46, 0x3F30000000000000, !dbg !683
  %64 = fsub double %35, %63, !dbg !684
  %65 = tail call double @dopaque(double noundef %64), !dbg !685
    #dbg_value(double %65, !636, !DIExpression(), !639)
  %66 = add nuw nsw i32 %34, 1, !dbg !686
    #dbg_value(i32 %66, !637, !DIExpression(), !650)
  %67 = icmp eq i32 %66, %0, !dbg !651
  br i1 %67, label %13, label %33, !dbg !653, !llvm.loop !687
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @through(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #12 !dbg !689 {
    #dbg_value(ptr %0, !693, !DIExpression(), !696)
    #dbg_value(i64 %1, !694, !DIExpression(), !696)
    #dbg_value(i64 %2, !695, !DIExpression(), !696)
  %4 = tail call i64 %0(i64 noundef %1, i64 noundef %2) #19, !dbg !697
  ret i64 %4, !dbg !698
}

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i64 @vla_rec(i32 noundef %0) local_unnamed_addr #8 !dbg !699 {
    #dbg_value(i32 %0, !701, !DIExpression(), !709)
  %2 = icmp eq i32 %0, 0, !dbg !710
  br i1 %2, label %56, label %3, !dbg !712

3:                                                ; preds = %1
  %4 = srem i32 %0, 17, !dbg !713
  %5 = add nsw i32 %4, 1, !dbg !714
  %6 = zext i32 %5 to i64, !dbg !715
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !715
  %8 = alloca i32, i64 %6, align 16, !dbg !715
    #dbg_value(i64 %6, !702, !DIExpression(), !709)
    #dbg_declare(ptr %8, !703, !DIExpression(), !716)
    #dbg_value(i32 0, !707, !DIExpression(), !717)
  %9 = icmp slt i32 %4, 0, !dbg !718
  br i1 %9, label %41, label %10, !dbg !720

10:                                               ; preds = %3
  %11 = icmp ult i32 %5, 8, !dbg !720
  br i1 %11, label %12, label %14, !dbg !720

12:                                               ; preds = %39, %10
  %13 = phi i64 [ 0, %10 ], [ %15, %39 ]
  br label %49, !dbg !720

14:                                               ; preds = %10
  %15 = and i64 %6, 2147483640, !dbg !720
  %16 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !720
  %17 = shufflevector <4 x i32> %16, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !720
  %18 = add <4 x i32> %17, <i32 0, i32 1, i32 2, i32 3>, !dbg !721
  %19 = add <4 x i32> %17, <i32 4, i32 5, i32 6, i32 7>, !dbg !721
  %20 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !721
  store <4 x i32> %18, ptr %8, align 16, !dbg !721, !tbaa !114
  store <4 x i32> %19, ptr %20, align 16, !dbg !721, !tbaa !114
  %21 = icmp eq i64 %15, 8, !dbg !722
  br i1 %21, label %39, label %22, !dbg !722, !llvm.loop !723

22:                                               ; preds = %14
  %23 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !725
  %24 = add <4 x i32> %17, <i32 8, i32 9, i32 10, i32 11>, !dbg !721
  %25 = add <4 x i32> %17, <i32 12, i32 13, i32 14, i32 15>, !dbg !721
  %26 = getelementptr inbounds i8, ptr %8, i64 48, !dbg !721
  store <4 x i32> %24, ptr %23, align 16, !dbg !721, !tbaa !114
  store <4 x i32> %25, ptr %26, align 16, !dbg !721, !tbaa !114
  %27 = icmp eq i64 %15, 16, !dbg !722
  br i1 %27, label %39, label %28, !dbg !722, !llvm.loop !723

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %8, i64 64, !dbg !725
  %30 = add <4 x i32> %17, <i32 16, i32 17, i32 18, i32 19>, !dbg !721
  %31 = add <4 x i32> %17, <i32 20, i32 21, i32 22, i32 23>, !dbg !721
  %32 = getelementptr inbounds i8, ptr %8, i64 80, !dbg !721
  store <4 x i32> %30, ptr %29, align 16, !dbg !721, !tbaa !114
  store <4 x i32> %31, ptr %32, align 16, !dbg !721, !tbaa !114
  %33 = icmp eq i64 %15, 24, !dbg !722
  br i1 %33, label %39, label %34, !dbg !722, !llvm.loop !723

34:                                               ; preds = %28
  %35 = getelementptr inbounds i8, ptr %8, i64 96, !dbg !725
  %36 = add <4 x i32> %17, <i32 24, i32 25, i32 26, i32 27>, !dbg !721
  %37 = add <4 x i32> %17, <i32 28, i32 29, i32 30, i32 31>, !dbg !721
  %38 = getelementptr inbounds i8, ptr %8, i64 112, !dbg !721
  store <4 x i32> %36, ptr %35, align 16, !dbg !721, !tbaa !114
  store <4 x i32> %37, ptr %38, align 16, !dbg !721, !tbaa !114
  br label %39

39:                                               ; preds = %34, %28, %22, %14
  %40 = icmp eq i64 %15, %6, !dbg !720
  br i1 %40, label %41, label %12, !dbg !720

41:                                               ; preds = %49, %39, %3
  call void @sink(ptr noundef nonnull %8), !dbg !726
  %42 = sext i32 %4 to i64, !dbg !727
  %43 = getelementptr inbounds i32, ptr %8, i64 %42, !dbg !727
  %44 = load i32, ptr %43, align 4, !dbg !727, !tbaa !114
  %45 = sext i32 %44 to i64, !dbg !727
  %46 = add nsw i32 %0, -1, !dbg !728
  %47 = tail call i64 @vla_rec(i32 noundef %46), !dbg !729
  %48 = add nsw i64 %47, %45, !dbg !730
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !731
  br label %56

49:                                               ; preds = %12, %49
  %50 = phi i64 [ %54, %49 ], [ %13, %12 ]
    #dbg_value(i64 %50, !707, !DIExpression(), !717)
  %51 = getelementptr inbounds i32, ptr %8, i64 %50, !dbg !725
  %52 = trunc i64 %50 to i32, !dbg !721
  %53 = add i32 %52, %0, !dbg !721
  store i32 %53, ptr %51, align 4, !dbg !721, !tbaa !114
  %54 = add nuw nsw i64 %50, 1, !dbg !722
    #dbg_value(i64 %54, !707, !DIExpression(), !717)
  %55 = icmp eq i64 %54, %6, !dbg !718
  br i1 %55, label %41, label %49, !dbg !720, !llvm.loop !732

56:                                               ; preds = %1, %41
  %57 = phi i64 [ %48, %41 ], [ 0, %1 ], !dbg !709
  ret i64 %57, !dbg !731
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #15 !dbg !733 {
  %1 = tail call i64 @deep(i32 noundef 20000, i64 noundef 1), !dbg !738
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !739
  %3 = tail call i64 @dyn(i32 noundef 60), !dbg !740
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !741
  %5 = tail call i32 @aligned(i32 noundef 13), !dbg !742
  %6 = tail call i32 @aligned_rec(i32 noundef 20), !dbg !743
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5, i32 noundef %6), !dbg !744
  %8 = tail call i64 @frame5k(i32 noundef 3), !dbg !745
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8), !dbg !746
  %10 = tail call i64 @frame70k(i32 noundef 5), !dbg !747
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %10), !dbg !748
  %12 = tail call i64 @frame70k_vla(i32 noundef 7, i32 noundef 33), !dbg !749
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %12), !dbg !750
  %14 = tail call i32 @jumper(), !dbg !751
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %14), !dbg !752
  %16 = tail call i64 @opaque(i64 noundef 3), !dbg !753
  %17 = tail call double @dopaque(double noundef 2.500000e-01), !dbg !754
  %18 = tail call i64 @live(i64 noundef %16, double noundef %17), !dbg !755
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %18), !dbg !756
  %20 = tail call double @dlive(i32 noundef 30), !dbg !757
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %20), !dbg !758
    #dbg_value(i64 0, !735, !DIExpression(), !759)
    #dbg_value(i32 0, !736, !DIExpression(), !760)
    #dbg_value(i64 0, !736, !DIExpression(), !760)
    #dbg_value(i64 0, !735, !DIExpression(), !759)
  %22 = tail call i64 @through(ptr noundef nonnull @f_add, i64 noundef 9, i64 noundef 5), !dbg !761
    #dbg_value(i64 %22, !735, !DIExpression(), !759)
    #dbg_value(i64 1, !736, !DIExpression(), !760)
  %23 = mul nsw i64 %22, 7, !dbg !763
  %24 = tail call i64 @through(ptr noundef nonnull @f_sub, i64 noundef 10, i64 noundef 5), !dbg !761
  %25 = add nsw i64 %24, %23, !dbg !764
    #dbg_value(i64 %25, !735, !DIExpression(), !759)
    #dbg_value(i64 2, !736, !DIExpression(), !760)
  %26 = mul nsw i64 %25, 7, !dbg !763
  %27 = tail call i64 @through(ptr noundef nonnull @f_mul, i64 noundef 11, i64 noundef 5), !dbg !761
  %28 = add nsw i64 %27, %26, !dbg !764
    #dbg_value(i64 %28, !735, !DIExpression(), !759)
    #dbg_value(i64 3, !736, !DIExpression(), !760)
  %29 = mul nsw i64 %28, 7, !dbg !763
  %30 = tail call i64 @through(ptr noundef nonnull @f_rec, i64 noundef 12, i64 noundef 5), !dbg !761
  %31 = add nsw i64 %30, %29, !dbg !764
    #dbg_value(i64 %31, !735, !DIExpression(), !759)
    #dbg_value(i64 4, !736, !DIExpression(), !760)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %31), !dbg !765
  %33 = tail call i64 @vla_rec(i32 noundef 500), !dbg !766
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %33), !dbg !767
  ret i32 0, !dbg !768
}

; Function Attrs: nofree nounwind
declare !dbg !769 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @f_add(i64 noundef %0, i64 noundef %1) #17 !dbg !774 {
    #dbg_value(i64 %0, !776, !DIExpression(), !778)
    #dbg_value(i64 %1, !777, !DIExpression(), !778)
  %3 = add nsw i64 %1, %0, !dbg !779
  ret i64 %3, !dbg !780
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @f_sub(i64 noundef %0, i64 noundef %1) #17 !dbg !781 {
    #dbg_value(i64 %0, !783, !DIExpression(), !785)
    #dbg_value(i64 %1, !784, !DIExpression(), !785)
  %3 = sub nsw i64 %0, %1, !dbg !786
  ret i64 %3, !dbg !787
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @f_mul(i64 noundef %0, i64 noundef %1) #17 !dbg !788 {
    #dbg_value(i64 %0, !790, !DIExpression(), !792)
    #dbg_value(i64 %1, !791, !DIExpression(), !792)
  %3 = mul nsw i64 %1, %0, !dbg !793
  ret i64 %3, !dbg !794
}

; Function Attrs: nounwind uwtable
define internal i64 @f_rec(i64 noundef %0, i64 noundef %1) #15 !dbg !795 {
    #dbg_value(i64 %0, !797, !DIExpression(), !799)
    #dbg_value(i64 %1, !798, !DIExpression(), !799)
  %3 = icmp slt i64 %1, 1, !dbg !800
  br i1 %3, label %14, label %4, !dbg !801

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %11, %4 ], [ %1, %2 ]
  %6 = phi i64 [ %12, %4 ], [ 0, %2 ]
    #dbg_value(i64 %5, !798, !DIExpression(), !799)
  %7 = urem i64 %5, 3, !dbg !802
  %8 = getelementptr inbounds [4 x ptr], ptr @table, i64 0, i64 %7, !dbg !803
  %9 = load ptr, ptr %8, align 8, !dbg !803, !tbaa !804
  %10 = tail call i64 %9(i64 noundef %0, i64 noundef %5) #19, !dbg !803
  %11 = add nsw i64 %5, -1, !dbg !806
  %12 = add nsw i64 %10, %6, !dbg !807
    #dbg_value(i64 %0, !797, !DIExpression(), !799)
    #dbg_value(i64 %11, !798, !DIExpression(), !799)
  %13 = icmp ult i64 %5, 2, !dbg !800
  br i1 %13, label %14, label %4, !dbg !801

14:                                               ; preds = %4, %2
  %15 = phi i64 [ 0, %2 ], [ %12, %4 ]
  %16 = add nsw i64 %15, %0
  ret i64 %16, !dbg !808
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #18

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree noinline norecurse nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nounwind }
attributes #20 = { noreturn nounwind }
attributes #21 = { nounwind returns_twice }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!96, !97, !98, !99, !100, !101, !102, !103}
!llvm.ident = !{!104}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vz", scope: !2, file: !3, line: 15, type: !95, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/frames.c", directory: ".", checksumkind: CSK_MD5, checksum: "9b479439f74949f7580a30cef6380951")
!4 = !{!5, !6, !7, !10, !11, !12, !14, !9}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !8, line: 90, baseType: !9)
!8 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !3, line: 13, baseType: !9)
!15 = !{!0, !16, !21, !26, !31, !36, !41, !46, !51, !53, !55, !57, !59, !86}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 72, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 9)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 120, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 15)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 13)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 151, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 112, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 14)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 152, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 144, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 18)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 88, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 11)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !18, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 155, type: !33, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !48, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !33, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 91, type: !61, isLocal: true, isDefinition: true)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !62, line: 32, baseType: !63)
!62 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 2496, elements: !84)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !65, line: 26, size: 2496, elements: !66)
!65 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!66 = !{!67, !74, !75}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !64, file: !65, line: 32, baseType: !68, size: 1408)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !69, line: 30, baseType: !70)
!69 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "5ba90dd6e9d97ae5d572d29bb77622c8")
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 1408, elements: !72)
!71 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!72 = !{!73}
!73 = !DISubrange(count: 22)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !64, file: !65, line: 33, baseType: !10, size: 32, offset: 1408)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !64, file: !65, line: 34, baseType: !76, size: 1024, offset: 1472)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !77, line: 8, baseType: !78)
!77 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !77, line: 5, size: 1024, elements: !79)
!79 = !{!80}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !78, file: !77, line: 7, baseType: !81, size: 1024)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 1024, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 16)
!84 = !{!85}
!85 = !DISubrange(count: 1)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 133, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 256, elements: !93)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DISubroutineType(types: !92)
!92 = !{!11, !11, !11}
!93 = !{!94}
!94 = !DISubrange(count: 4)
!95 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"frame-pointer", i32 1}
!103 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!104 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!105 = distinct !DISubprogram(name: "sink", scope: !3, file: !3, line: 16, type: !106, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!109 = !{!110}
!110 = !DILocalVariable(name: "p", arg: 1, scope: !105, file: !3, line: 16, type: !108)
!111 = !DILocation(line: 0, scope: !105)
!112 = !DILocation(line: 16, column: 29, scope: !113)
!113 = distinct !DILexicalBlock(scope: !105, file: !3, line: 16, column: 29)
!114 = !{!115, !115, i64 0}
!115 = !{!"int", !116, i64 0}
!116 = !{!"omnipotent char", !117, i64 0}
!117 = !{!"Simple C/C++ TBAA"}
!118 = !DILocation(line: 16, column: 29, scope: !105)
!119 = !DILocation(line: 16, column: 33, scope: !113)
!120 = !DILocation(line: 16, column: 50, scope: !105)
!121 = distinct !DISubprogram(name: "opaque", scope: !3, file: !3, line: 17, type: !122, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!11, !11}
!124 = !{!125}
!125 = !DILocalVariable(name: "x", arg: 1, scope: !121, file: !3, line: 17, type: !11)
!126 = !DILocation(line: 0, scope: !121)
!127 = !DILocation(line: 17, column: 37, scope: !121)
!128 = !DILocation(line: 17, column: 35, scope: !121)
!129 = !DILocation(line: 17, column: 26, scope: !121)
!130 = distinct !DISubprogram(name: "dopaque", scope: !3, file: !3, line: 18, type: !131, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !133}
!133 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!134 = !{!135}
!135 = !DILocalVariable(name: "x", arg: 1, scope: !130, file: !3, line: 18, type: !133)
!136 = !DILocation(line: 0, scope: !130)
!137 = !DILocation(line: 18, column: 42, scope: !130)
!138 = !DILocation(line: 18, column: 40, scope: !130)
!139 = !DILocation(line: 18, column: 31, scope: !130)
!140 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 21, type: !141, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!14, !10, !14}
!143 = !{!144, !145, !146, !151}
!144 = !DILocalVariable(name: "n", arg: 1, scope: !140, file: !3, line: 21, type: !10)
!145 = !DILocalVariable(name: "acc", arg: 2, scope: !140, file: !3, line: 21, type: !14)
!146 = !DILocalVariable(name: "pad", scope: !140, file: !3, line: 22, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 192, elements: !149)
!148 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!149 = !{!150}
!150 = !DISubrange(count: 24)
!151 = !DILocalVariable(name: "r", scope: !140, file: !3, line: 25, type: !14)
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !140)
!154 = !DILocation(line: 22, column: 3, scope: !140)
!155 = !DILocation(line: 23, column: 17, scope: !140)
!156 = !DILocation(line: 23, column: 9, scope: !140)
!157 = !DILocation(line: 23, column: 3, scope: !140)
!158 = !DILocation(line: 23, column: 15, scope: !140)
!159 = !{!116, !116, i64 0}
!160 = !DILocation(line: 24, column: 9, scope: !161)
!161 = distinct !DILexicalBlock(scope: !140, file: !3, line: 24, column: 7)
!162 = !DILocation(line: 24, column: 7, scope: !140)
!163 = !DILocation(line: 25, column: 18, scope: !140)
!164 = !DILocation(line: 25, column: 27, scope: !140)
!165 = !DILocation(line: 25, column: 34, scope: !140)
!166 = !DILocation(line: 25, column: 32, scope: !140)
!167 = !DILocation(line: 25, column: 11, scope: !140)
!168 = !DILocation(line: 25, column: 39, scope: !140)
!169 = !DILocation(line: 25, column: 37, scope: !140)
!170 = !DILocation(line: 27, column: 1, scope: !140)
!171 = distinct !DISubprogram(name: "dyn", scope: !3, file: !3, line: 30, type: !172, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!14, !10}
!174 = !{!175, !176, !177, !179, !182, !184, !185, !189, !191, !193, !195}
!175 = !DILocalVariable(name: "n", arg: 1, scope: !171, file: !3, line: 30, type: !10)
!176 = !DILocalVariable(name: "h", scope: !171, file: !3, line: 31, type: !14)
!177 = !DILocalVariable(name: "k", scope: !178, file: !3, line: 32, type: !10)
!178 = distinct !DILexicalBlock(scope: !171, file: !3, line: 32, column: 3)
!179 = !DILocalVariable(name: "m", scope: !180, file: !3, line: 33, type: !10)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 32, column: 32)
!181 = distinct !DILexicalBlock(scope: !178, file: !3, line: 32, column: 3)
!182 = !DILocalVariable(name: "p", scope: !180, file: !3, line: 34, type: !183)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!184 = !DILocalVariable(name: "__vla_expr0", scope: !180, type: !9, flags: DIFlagArtificial)
!185 = !DILocalVariable(name: "vla", scope: !180, file: !3, line: 35, type: !186)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, elements: !187)
!187 = !{!188}
!188 = !DISubrange(count: !184)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 36, type: !10)
!190 = distinct !DILexicalBlock(scope: !180, file: !3, line: 36, column: 5)
!191 = !DILocalVariable(name: "i", scope: !192, file: !3, line: 37, type: !10)
!192 = distinct !DILexicalBlock(scope: !180, file: !3, line: 37, column: 5)
!193 = !DILocalVariable(name: "i", scope: !194, file: !3, line: 39, type: !10)
!194 = distinct !DILexicalBlock(scope: !180, file: !3, line: 39, column: 5)
!195 = !DILocalVariable(name: "i", scope: !196, file: !3, line: 40, type: !10)
!196 = distinct !DILexicalBlock(scope: !180, file: !3, line: 40, column: 5)
!197 = !DILocation(line: 0, scope: !171)
!198 = !DILocation(line: 0, scope: !178)
!199 = !DILocation(line: 32, column: 21, scope: !181)
!200 = !DILocation(line: 32, column: 3, scope: !178)
!201 = !DILocation(line: 43, column: 3, scope: !171)
!202 = !DILocation(line: 33, column: 20, scope: !180)
!203 = !DILocation(line: 33, column: 26, scope: !180)
!204 = !DILocation(line: 0, scope: !180)
!205 = !DILocation(line: 34, column: 24, scope: !180)
!206 = !DILocation(line: 35, column: 5, scope: !180)
!207 = !DILocation(line: 35, column: 10, scope: !180)
!208 = !DILocation(line: 0, scope: !190)
!209 = !DILocation(line: 36, column: 5, scope: !190)
!210 = !DILocation(line: 36, column: 29, scope: !211)
!211 = distinct !DILexicalBlock(scope: !190, file: !3, line: 36, column: 5)
!212 = !DILocation(line: 36, column: 58, scope: !211)
!213 = !DILocation(line: 36, column: 40, scope: !211)
!214 = !DILocation(line: 36, column: 33, scope: !211)
!215 = !DILocation(line: 36, column: 38, scope: !211)
!216 = distinct !{!216, !209, !217, !218, !219, !220}
!217 = !DILocation(line: 36, column: 61, scope: !190)
!218 = !{!"llvm.loop.mustprogress"}
!219 = !{!"llvm.loop.isvectorized", i32 1}
!220 = !{!"llvm.loop.unroll.runtime.disable"}
!221 = !DILocation(line: 36, column: 23, scope: !211)
!222 = distinct !{!222, !209, !217, !218, !219}
!223 = !DILocation(line: 37, column: 5, scope: !192)
!224 = !DILocation(line: 37, column: 29, scope: !225)
!225 = distinct !DILexicalBlock(scope: !192, file: !3, line: 37, column: 5)
!226 = !DILocation(line: 37, column: 44, scope: !225)
!227 = !DILocation(line: 37, column: 33, scope: !225)
!228 = !DILocation(line: 37, column: 40, scope: !225)
!229 = !{!230, !230, i64 0}
!230 = !{!"long", !116, i64 0}
!231 = distinct !{!231, !223, !232, !218, !219, !220}
!232 = !DILocation(line: 37, column: 46, scope: !192)
!233 = !DILocation(line: 38, column: 5, scope: !180)
!234 = !DILocation(line: 38, column: 14, scope: !180)
!235 = !DILocation(line: 0, scope: !194)
!236 = !DILocation(line: 39, column: 5, scope: !194)
!237 = !DILocation(line: 0, scope: !192)
!238 = !DILocation(line: 37, column: 23, scope: !225)
!239 = distinct !{!239, !223, !232, !218, !219}
!240 = !DILocation(line: 39, column: 39, scope: !241)
!241 = distinct !DILexicalBlock(scope: !194, file: !3, line: 39, column: 5)
!242 = !DILocation(line: 39, column: 45, scope: !241)
!243 = !DILocation(line: 39, column: 43, scope: !241)
!244 = !DILocation(line: 39, column: 29, scope: !241)
!245 = !DILocation(line: 39, column: 23, scope: !241)
!246 = distinct !{!246, !236, !247, !218}
!247 = !DILocation(line: 39, column: 48, scope: !194)
!248 = !DILocation(line: 40, column: 5, scope: !196)
!249 = !DILocation(line: 40, column: 29, scope: !250)
!250 = distinct !DILexicalBlock(scope: !196, file: !3, line: 40, column: 5)
!251 = !DILocation(line: 40, column: 38, scope: !250)
!252 = !DILocation(line: 40, column: 35, scope: !250)
!253 = distinct !{!253, !248, !254, !218, !219, !220}
!254 = !DILocation(line: 40, column: 43, scope: !196)
!255 = !DILocation(line: 41, column: 11, scope: !180)
!256 = !DILocation(line: 41, column: 26, scope: !180)
!257 = !DILocation(line: 41, column: 7, scope: !180)
!258 = !DILocation(line: 42, column: 3, scope: !181)
!259 = !DILocation(line: 32, column: 28, scope: !181)
!260 = distinct !{!260, !200, !261, !218}
!261 = !DILocation(line: 42, column: 3, scope: !178)
!262 = !DILocation(line: 0, scope: !196)
!263 = !DILocation(line: 40, column: 23, scope: !250)
!264 = distinct !{!264, !248, !254, !218, !220, !219}
!265 = distinct !DISubprogram(name: "aligned", scope: !3, file: !3, line: 47, type: !266, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!10, !10}
!268 = !{!269, !270, !271, !275, !276, !277, !281}
!269 = !DILocalVariable(name: "n", arg: 1, scope: !265, file: !3, line: 47, type: !10)
!270 = !DILocalVariable(name: "a", scope: !265, file: !3, line: 48, type: !18, align: 512)
!271 = !DILocalVariable(name: "b", scope: !265, file: !3, line: 49, type: !272, align: 1024)
!272 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 192, elements: !273)
!273 = !{!274}
!274 = !DISubrange(count: 3)
!275 = !DILocalVariable(name: "bad", scope: !265, file: !3, line: 50, type: !10)
!276 = !DILocalVariable(name: "__vla_expr0", scope: !265, type: !9, flags: DIFlagArtificial)
!277 = !DILocalVariable(name: "vla", scope: !265, file: !3, line: 52, type: !278)
!278 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !279)
!279 = !{!280}
!280 = !DISubrange(count: !276)
!281 = !DILocalVariable(name: "c", scope: !265, file: !3, line: 56, type: !10, align: 512)
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 0, scope: !265)
!284 = distinct !DIAssignID()
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 48, column: 3, scope: !265)
!287 = !DILocation(line: 49, column: 3, scope: !265)
!288 = !DILocation(line: 52, column: 3, scope: !265)
!289 = !DILocation(line: 52, column: 8, scope: !265)
!290 = !DILocation(line: 53, column: 3, scope: !265)
!291 = !DILocation(line: 53, column: 12, scope: !265)
!292 = !DILocation(line: 53, column: 21, scope: !265)
!293 = !DILocation(line: 54, column: 18, scope: !265)
!294 = !DILocation(line: 54, column: 3, scope: !265)
!295 = !DILocation(line: 55, column: 10, scope: !265)
!296 = distinct !DIAssignID()
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 56, column: 3, scope: !265)
!299 = !DILocation(line: 56, column: 20, scope: !265)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 57, column: 3, scope: !265)
!302 = !DILocation(line: 59, column: 16, scope: !265)
!303 = !DILocation(line: 59, column: 28, scope: !265)
!304 = !DILocation(line: 59, column: 26, scope: !265)
!305 = !DILocation(line: 60, column: 1, scope: !265)
!306 = distinct !DISubprogram(name: "aligned_rec", scope: !3, file: !3, line: 61, type: !266, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!307 = !{!308, !309}
!308 = !DILocalVariable(name: "n", arg: 1, scope: !306, file: !3, line: 61, type: !10)
!309 = !DILocalVariable(name: "x", scope: !306, file: !3, line: 61, type: !10, align: 512)
!310 = distinct !DIAssignID()
!311 = !DILocation(line: 0, scope: !306)
!312 = !DILocation(line: 61, column: 29, scope: !306)
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 61, column: 53, scope: !306)
!315 = !DILocation(line: 61, column: 101, scope: !306)
!316 = !DILocation(line: 61, column: 119, scope: !306)
!317 = !DILocation(line: 61, column: 105, scope: !306)
!318 = !DILocation(line: 61, column: 130, scope: !306)
!319 = !DILocation(line: 61, column: 63, scope: !306)
!320 = distinct !DISubprogram(name: "stack_args", scope: !3, file: !3, line: 64, type: !321, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !323)
!321 = !DISubroutineType(types: !322)
!322 = !{!11, !11, !11, !11, !11, !11, !11, !11, !11, !11, !11, !12}
!323 = !{!324, !325, !326, !327, !328, !329, !330, !331, !332, !333, !334}
!324 = !DILocalVariable(name: "a", arg: 1, scope: !320, file: !3, line: 64, type: !11)
!325 = !DILocalVariable(name: "b", arg: 2, scope: !320, file: !3, line: 64, type: !11)
!326 = !DILocalVariable(name: "c", arg: 3, scope: !320, file: !3, line: 64, type: !11)
!327 = !DILocalVariable(name: "d", arg: 4, scope: !320, file: !3, line: 64, type: !11)
!328 = !DILocalVariable(name: "e", arg: 5, scope: !320, file: !3, line: 64, type: !11)
!329 = !DILocalVariable(name: "f", arg: 6, scope: !320, file: !3, line: 64, type: !11)
!330 = !DILocalVariable(name: "g", arg: 7, scope: !320, file: !3, line: 64, type: !11)
!331 = !DILocalVariable(name: "h", arg: 8, scope: !320, file: !3, line: 64, type: !11)
!332 = !DILocalVariable(name: "i", arg: 9, scope: !320, file: !3, line: 64, type: !11)
!333 = !DILocalVariable(name: "j", arg: 10, scope: !320, file: !3, line: 64, type: !11)
!334 = !DILocalVariable(name: "p", arg: 11, scope: !320, file: !3, line: 64, type: !12)
!335 = !DILocation(line: 0, scope: !320)
!336 = !DILocation(line: 65, column: 12, scope: !320)
!337 = !DILocation(line: 65, column: 16, scope: !320)
!338 = !DILocation(line: 65, column: 20, scope: !320)
!339 = !DILocation(line: 65, column: 24, scope: !320)
!340 = !DILocation(line: 65, column: 28, scope: !320)
!341 = !DILocation(line: 65, column: 32, scope: !320)
!342 = !DILocation(line: 65, column: 36, scope: !320)
!343 = !DILocation(line: 65, column: 44, scope: !320)
!344 = !DILocation(line: 65, column: 40, scope: !320)
!345 = !DILocation(line: 65, column: 52, scope: !320)
!346 = !DILocation(line: 65, column: 48, scope: !320)
!347 = !DILocation(line: 65, column: 58, scope: !320)
!348 = !DILocation(line: 65, column: 56, scope: !320)
!349 = !DILocation(line: 65, column: 3, scope: !320)
!350 = distinct !DISubprogram(name: "frame5k", scope: !3, file: !3, line: 67, type: !351, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !353)
!351 = !DISubroutineType(types: !352)
!352 = !{!11, !10}
!353 = !{!354, !355, !359}
!354 = !DILocalVariable(name: "k", arg: 1, scope: !350, file: !3, line: 67, type: !10)
!355 = !DILocalVariable(name: "buf", scope: !350, file: !3, line: 68, type: !356)
!356 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 40000, elements: !357)
!357 = !{!358}
!358 = !DISubrange(count: 5000)
!359 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 69, type: !10)
!360 = distinct !DILexicalBlock(scope: !350, file: !3, line: 69, column: 3)
!361 = distinct !DIAssignID()
!362 = !DILocation(line: 0, scope: !350)
!363 = !DILocation(line: 68, column: 3, scope: !350)
!364 = !DILocation(line: 0, scope: !360)
!365 = !DILocation(line: 69, column: 3, scope: !360)
!366 = !DILocation(line: 69, column: 30, scope: !367)
!367 = distinct !DILexicalBlock(scope: !360, file: !3, line: 69, column: 3)
!368 = !DILocation(line: 69, column: 52, scope: !367)
!369 = !DILocation(line: 69, column: 43, scope: !367)
!370 = !DILocation(line: 69, column: 34, scope: !367)
!371 = !DILocation(line: 69, column: 41, scope: !367)
!372 = distinct !{!372, !365, !373, !218, !219, !220}
!373 = !DILocation(line: 69, column: 55, scope: !360)
!374 = !DILocation(line: 70, column: 3, scope: !350)
!375 = !DILocation(line: 71, column: 45, scope: !350)
!376 = !DILocation(line: 71, column: 56, scope: !350)
!377 = !DILocation(line: 71, column: 68, scope: !350)
!378 = !DILocation(line: 71, column: 10, scope: !350)
!379 = !DILocation(line: 71, column: 78, scope: !350)
!380 = !DILocation(line: 71, column: 76, scope: !350)
!381 = !DILocation(line: 72, column: 1, scope: !350)
!382 = !DILocation(line: 71, column: 3, scope: !350)
!383 = distinct !DISubprogram(name: "frame70k", scope: !3, file: !3, line: 73, type: !351, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !384)
!384 = !{!385, !386, !390, !392, !393, !395}
!385 = !DILocalVariable(name: "k", arg: 1, scope: !383, file: !3, line: 73, type: !10)
!386 = !DILocalVariable(name: "big", scope: !383, file: !3, line: 74, type: !387)
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 576000, elements: !388)
!388 = !{!389}
!389 = !DISubrange(count: 9000)
!390 = !DILocalVariable(name: "i", scope: !391, file: !3, line: 75, type: !10)
!391 = distinct !DILexicalBlock(scope: !383, file: !3, line: 75, column: 3)
!392 = !DILocalVariable(name: "s", scope: !383, file: !3, line: 77, type: !11)
!393 = !DILocalVariable(name: "i", scope: !394, file: !3, line: 78, type: !10)
!394 = distinct !DILexicalBlock(scope: !383, file: !3, line: 78, column: 3)
!395 = !DILocalVariable(name: "tail", scope: !383, file: !3, line: 79, type: !396)
!396 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!397 = distinct !DIAssignID()
!398 = !DILocation(line: 0, scope: !383)
!399 = distinct !DIAssignID()
!400 = !DILocation(line: 74, column: 3, scope: !383)
!401 = !DILocation(line: 0, scope: !391)
!402 = !DILocation(line: 75, column: 3, scope: !391)
!403 = !DILocation(line: 75, column: 30, scope: !404)
!404 = distinct !DILexicalBlock(scope: !391, file: !3, line: 75, column: 3)
!405 = !DILocation(line: 75, column: 45, scope: !404)
!406 = !DILocation(line: 75, column: 34, scope: !404)
!407 = !DILocation(line: 75, column: 41, scope: !404)
!408 = distinct !{!408, !402, !409, !218, !219, !220}
!409 = !DILocation(line: 75, column: 53, scope: !391)
!410 = !DILocation(line: 76, column: 3, scope: !383)
!411 = !DILocation(line: 0, scope: !394)
!412 = !DILocation(line: 78, column: 3, scope: !394)
!413 = !DILocation(line: 78, column: 42, scope: !414)
!414 = distinct !DILexicalBlock(scope: !394, file: !3, line: 78, column: 3)
!415 = !DILocation(line: 78, column: 39, scope: !414)
!416 = distinct !{!416, !412, !417, !218, !219, !220}
!417 = !DILocation(line: 78, column: 47, scope: !394)
!418 = !DILocation(line: 79, column: 3, scope: !383)
!419 = !DILocation(line: 79, column: 24, scope: !383)
!420 = !DILocation(line: 79, column: 17, scope: !383)
!421 = distinct !DIAssignID()
!422 = !DILocation(line: 80, column: 45, scope: !383)
!423 = !DILocation(line: 80, column: 56, scope: !383)
!424 = !DILocation(line: 80, column: 77, scope: !383)
!425 = !DILocation(line: 80, column: 10, scope: !383)
!426 = !DILocation(line: 80, column: 87, scope: !383)
!427 = !DILocation(line: 80, column: 85, scope: !383)
!428 = !DILocation(line: 81, column: 1, scope: !383)
!429 = !DILocation(line: 80, column: 3, scope: !383)
!430 = distinct !DISubprogram(name: "frame70k_vla", scope: !3, file: !3, line: 82, type: !431, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !433)
!431 = !DISubroutineType(types: !432)
!432 = !{!11, !10, !10}
!433 = !{!434, !435, !436, !440, !441}
!434 = !DILocalVariable(name: "k", arg: 1, scope: !430, file: !3, line: 82, type: !10)
!435 = !DILocalVariable(name: "n", arg: 2, scope: !430, file: !3, line: 82, type: !10)
!436 = !DILocalVariable(name: "big", scope: !430, file: !3, line: 83, type: !437)
!437 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 544000, elements: !438)
!438 = !{!439}
!439 = !DISubrange(count: 17000)
!440 = !DILocalVariable(name: "__vla_expr0", scope: !430, type: !9, flags: DIFlagArtificial)
!441 = !DILocalVariable(name: "vla", scope: !430, file: !3, line: 84, type: !442)
!442 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, elements: !443)
!443 = !{!444}
!444 = !DISubrange(count: !440)
!445 = distinct !DIAssignID()
!446 = !DILocation(line: 0, scope: !430)
!447 = !DILocation(line: 83, column: 3, scope: !430)
!448 = !DILocation(line: 84, column: 3, scope: !430)
!449 = !DILocation(line: 84, column: 7, scope: !430)
!450 = !DILocation(line: 85, column: 3, scope: !430)
!451 = !DILocation(line: 85, column: 14, scope: !430)
!452 = distinct !DIAssignID()
!453 = !DILocation(line: 85, column: 34, scope: !430)
!454 = !DILocation(line: 85, column: 19, scope: !430)
!455 = !DILocation(line: 85, column: 30, scope: !430)
!456 = !DILocation(line: 86, column: 3, scope: !430)
!457 = !DILocation(line: 86, column: 14, scope: !430)
!458 = !DILocation(line: 87, column: 10, scope: !430)
!459 = !DILocation(line: 87, column: 23, scope: !430)
!460 = !DILocation(line: 87, column: 38, scope: !430)
!461 = !DILocation(line: 87, column: 53, scope: !430)
!462 = !DILocation(line: 87, column: 59, scope: !430)
!463 = !DILocation(line: 87, column: 65, scope: !430)
!464 = !DILocation(line: 87, column: 21, scope: !430)
!465 = !DILocation(line: 87, column: 34, scope: !430)
!466 = !DILocation(line: 88, column: 1, scope: !430)
!467 = distinct !DISubprogram(name: "dive", scope: !3, file: !3, line: 92, type: !468, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !470)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !10}
!470 = !{!471, !472}
!471 = !DILocalVariable(name: "n", arg: 1, scope: !467, file: !3, line: 92, type: !10)
!472 = !DILocalVariable(name: "pad", scope: !467, file: !3, line: 93, type: !473)
!473 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 800, elements: !474)
!474 = !{!475}
!475 = !DISubrange(count: 100)
!476 = distinct !DIAssignID()
!477 = !DILocation(line: 0, scope: !467)
!478 = !DILocation(line: 93, column: 3, scope: !467)
!479 = !DILocation(line: 95, column: 3, scope: !467)
!480 = !DILocation(line: 96, column: 9, scope: !481)
!481 = distinct !DILexicalBlock(scope: !467, file: !3, line: 96, column: 7)
!482 = !DILocation(line: 96, column: 7, scope: !467)
!483 = !DILocation(line: 96, column: 15, scope: !481)
!484 = !DILocation(line: 97, column: 10, scope: !467)
!485 = !DILocation(line: 98, column: 1, scope: !467)
!486 = !DILocation(line: 94, column: 9, scope: !467)
!487 = !DILocation(line: 94, column: 3, scope: !467)
!488 = !DILocation(line: 94, column: 16, scope: !467)
!489 = !DISubprogram(name: "longjmp", scope: !62, file: !62, line: 54, type: !490, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !492, !10}
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!493 = distinct !DISubprogram(name: "jumper", scope: !3, file: !3, line: 99, type: !494, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !496)
!494 = !DISubroutineType(types: !495)
!495 = !{!10}
!496 = !{!497, !498}
!497 = !DILocalVariable(name: "local", scope: !493, file: !3, line: 100, type: !95)
!498 = !DILocalVariable(name: "r", scope: !493, file: !3, line: 101, type: !10)
!499 = distinct !DIAssignID()
!500 = !DILocation(line: 0, scope: !493)
!501 = !DILocation(line: 100, column: 3, scope: !493)
!502 = !DILocation(line: 100, column: 16, scope: !493)
!503 = distinct !DIAssignID()
!504 = !DILocation(line: 101, column: 11, scope: !493)
!505 = !DILocation(line: 102, column: 9, scope: !506)
!506 = distinct !DILexicalBlock(scope: !493, file: !3, line: 102, column: 7)
!507 = !DILocation(line: 102, column: 7, scope: !493)
!508 = !DILocation(line: 102, column: 23, scope: !509)
!509 = distinct !DILexicalBlock(scope: !506, file: !3, line: 102, column: 15)
!510 = distinct !DIAssignID()
!511 = !DILocation(line: 102, column: 28, scope: !509)
!512 = !DILocation(line: 102, column: 40, scope: !509)
!513 = !DILocation(line: 103, column: 14, scope: !493)
!514 = !DILocation(line: 103, column: 12, scope: !493)
!515 = !DILocation(line: 104, column: 1, scope: !493)
!516 = !DISubprogram(name: "_setjmp", scope: !62, file: !62, line: 45, type: !517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{!10, !492}
!519 = distinct !DISubprogram(name: "live", scope: !3, file: !3, line: 107, type: !520, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !522)
!520 = !DISubroutineType(types: !521)
!521 = !{!14, !11, !133}
!522 = !{!523, !524, !525, !526, !527, !528, !529, !530, !531, !532, !533, !534, !535, !536, !537, !538, !539, !540, !541, !542, !543, !544, !545}
!523 = !DILocalVariable(name: "s", arg: 1, scope: !519, file: !3, line: 107, type: !11)
!524 = !DILocalVariable(name: "d", arg: 2, scope: !519, file: !3, line: 107, type: !133)
!525 = !DILocalVariable(name: "a", scope: !519, file: !3, line: 108, type: !11)
!526 = !DILocalVariable(name: "b", scope: !519, file: !3, line: 108, type: !11)
!527 = !DILocalVariable(name: "c", scope: !519, file: !3, line: 108, type: !11)
!528 = !DILocalVariable(name: "e", scope: !519, file: !3, line: 108, type: !11)
!529 = !DILocalVariable(name: "f", scope: !519, file: !3, line: 108, type: !11)
!530 = !DILocalVariable(name: "p", scope: !519, file: !3, line: 109, type: !133)
!531 = !DILocalVariable(name: "q", scope: !519, file: !3, line: 109, type: !133)
!532 = !DILocalVariable(name: "r", scope: !519, file: !3, line: 109, type: !133)
!533 = !DILocalVariable(name: "t", scope: !519, file: !3, line: 109, type: !133)
!534 = !DILocalVariable(name: "g", scope: !519, file: !3, line: 110, type: !11)
!535 = !DILocalVariable(name: "h", scope: !519, file: !3, line: 110, type: !11)
!536 = !DILocalVariable(name: "i", scope: !519, file: !3, line: 110, type: !11)
!537 = !DILocalVariable(name: "j", scope: !519, file: !3, line: 110, type: !11)
!538 = !DILocalVariable(name: "k", scope: !519, file: !3, line: 110, type: !11)
!539 = !DILocalVariable(name: "u", scope: !519, file: !3, line: 111, type: !133)
!540 = !DILocalVariable(name: "v", scope: !519, file: !3, line: 111, type: !133)
!541 = !DILocalVariable(name: "w", scope: !519, file: !3, line: 111, type: !133)
!542 = !DILocalVariable(name: "x", scope: !519, file: !3, line: 111, type: !133)
!543 = !DILocalVariable(name: "y", scope: !519, file: !3, line: 111, type: !133)
!544 = !DILocalVariable(name: "sum", scope: !519, file: !3, line: 112, type: !14)
!545 = !DILocalVariable(name: "ds", scope: !519, file: !3, line: 113, type: !133)
!546 = !DILocation(line: 0, scope: !519)
!547 = !DILocation(line: 108, column: 21, scope: !519)
!548 = !DILocation(line: 108, column: 12, scope: !519)
!549 = !DILocation(line: 108, column: 40, scope: !519)
!550 = !DILocation(line: 108, column: 31, scope: !519)
!551 = !DILocation(line: 108, column: 59, scope: !519)
!552 = !DILocation(line: 108, column: 50, scope: !519)
!553 = !DILocation(line: 108, column: 78, scope: !519)
!554 = !DILocation(line: 108, column: 69, scope: !519)
!555 = !DILocation(line: 108, column: 97, scope: !519)
!556 = !DILocation(line: 108, column: 88, scope: !519)
!557 = !DILocation(line: 109, column: 24, scope: !519)
!558 = !DILocation(line: 109, column: 14, scope: !519)
!559 = !DILocation(line: 109, column: 46, scope: !519)
!560 = !DILocation(line: 109, column: 36, scope: !519)
!561 = !DILocation(line: 109, column: 68, scope: !519)
!562 = !DILocation(line: 109, column: 58, scope: !519)
!563 = !DILocation(line: 109, column: 90, scope: !519)
!564 = !DILocation(line: 109, column: 80, scope: !519)
!565 = !DILocation(line: 110, column: 21, scope: !519)
!566 = !DILocation(line: 110, column: 12, scope: !519)
!567 = !DILocation(line: 110, column: 40, scope: !519)
!568 = !DILocation(line: 110, column: 31, scope: !519)
!569 = !DILocation(line: 110, column: 59, scope: !519)
!570 = !DILocation(line: 110, column: 50, scope: !519)
!571 = !DILocation(line: 110, column: 78, scope: !519)
!572 = !DILocation(line: 110, column: 69, scope: !519)
!573 = !DILocation(line: 110, column: 97, scope: !519)
!574 = !DILocation(line: 110, column: 88, scope: !519)
!575 = !DILocation(line: 111, column: 24, scope: !519)
!576 = !DILocation(line: 111, column: 14, scope: !519)
!577 = !DILocation(line: 111, column: 44, scope: !519)
!578 = !DILocation(line: 111, column: 34, scope: !519)
!579 = !DILocation(line: 111, column: 64, scope: !519)
!580 = !DILocation(line: 111, column: 54, scope: !519)
!581 = !DILocation(line: 111, column: 84, scope: !519)
!582 = !DILocation(line: 111, column: 74, scope: !519)
!583 = !DILocation(line: 111, column: 104, scope: !519)
!584 = !DILocation(line: 111, column: 94, scope: !519)
!585 = !DILocation(line: 112, column: 22, scope: !519)
!586 = !DILocation(line: 112, column: 26, scope: !519)
!587 = !DILocation(line: 112, column: 30, scope: !519)
!588 = !DILocation(line: 112, column: 34, scope: !519)
!589 = !DILocation(line: 112, column: 38, scope: !519)
!590 = !DILocation(line: 112, column: 42, scope: !519)
!591 = !DILocation(line: 112, column: 46, scope: !519)
!592 = !DILocation(line: 112, column: 50, scope: !519)
!593 = !DILocation(line: 112, column: 54, scope: !519)
!594 = !DILocation(line: 112, column: 13, scope: !519)
!595 = !DILocation(line: 113, column: 25, scope: !519)
!596 = !DILocation(line: 113, column: 29, scope: !519)
!597 = !DILocation(line: 113, column: 33, scope: !519)
!598 = !DILocation(line: 113, column: 37, scope: !519)
!599 = !DILocation(line: 113, column: 41, scope: !519)
!600 = !DILocation(line: 113, column: 45, scope: !519)
!601 = !DILocation(line: 113, column: 49, scope: !519)
!602 = !DILocation(line: 113, column: 53, scope: !519)
!603 = !DILocation(line: 113, column: 15, scope: !519)
!604 = !DILocation(line: 114, column: 14, scope: !519)
!605 = !DILocation(line: 114, column: 35, scope: !519)
!606 = !DILocation(line: 114, column: 26, scope: !519)
!607 = !DILocation(line: 114, column: 80, scope: !519)
!608 = !DILocation(line: 115, column: 25, scope: !519)
!609 = !DILocation(line: 115, column: 35, scope: !519)
!610 = !DILocation(line: 115, column: 30, scope: !519)
!611 = !DILocation(line: 115, column: 44, scope: !519)
!612 = !DILocation(line: 115, column: 48, scope: !519)
!613 = !DILocation(line: 115, column: 52, scope: !519)
!614 = !DILocation(line: 115, column: 60, scope: !519)
!615 = !DILocation(line: 115, column: 64, scope: !519)
!616 = !DILocation(line: 115, column: 15, scope: !519)
!617 = !DILocation(line: 114, column: 84, scope: !519)
!618 = !DILocation(line: 114, column: 88, scope: !519)
!619 = !DILocation(line: 114, column: 40, scope: !519)
!620 = !DILocation(line: 114, column: 93, scope: !519)
!621 = !DILocation(line: 114, column: 3, scope: !519)
!622 = distinct !DISubprogram(name: "dlive", scope: !3, file: !3, line: 117, type: !623, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !625)
!623 = !DISubroutineType(types: !624)
!624 = !{!133, !10}
!625 = !{!626, !627, !628, !629, !630, !631, !632, !633, !634, !635, !636, !637}
!626 = !DILocalVariable(name: "n", arg: 1, scope: !622, file: !3, line: 117, type: !10)
!627 = !DILocalVariable(name: "d0", scope: !622, file: !3, line: 118, type: !133)
!628 = !DILocalVariable(name: "d1", scope: !622, file: !3, line: 118, type: !133)
!629 = !DILocalVariable(name: "d2", scope: !622, file: !3, line: 118, type: !133)
!630 = !DILocalVariable(name: "d3", scope: !622, file: !3, line: 118, type: !133)
!631 = !DILocalVariable(name: "d4", scope: !622, file: !3, line: 118, type: !133)
!632 = !DILocalVariable(name: "d5", scope: !622, file: !3, line: 118, type: !133)
!633 = !DILocalVariable(name: "d6", scope: !622, file: !3, line: 119, type: !133)
!634 = !DILocalVariable(name: "d7", scope: !622, file: !3, line: 119, type: !133)
!635 = !DILocalVariable(name: "d8", scope: !622, file: !3, line: 119, type: !133)
!636 = !DILocalVariable(name: "d9", scope: !622, file: !3, line: 119, type: !133)
!637 = !DILocalVariable(name: "i", scope: !638, file: !3, line: 120, type: !10)
!638 = distinct !DILexicalBlock(scope: !622, file: !3, line: 120, column: 3)
!639 = !DILocation(line: 0, scope: !622)
!640 = !DILocation(line: 118, column: 15, scope: !622)
!641 = !DILocation(line: 118, column: 32, scope: !622)
!642 = !DILocation(line: 118, column: 49, scope: !622)
!643 = !DILocation(line: 118, column: 66, scope: !622)
!644 = !DILocation(line: 118, column: 83, scope: !622)
!645 = !DILocation(line: 118, column: 100, scope: !622)
!646 = !DILocation(line: 119, column: 15, scope: !622)
!647 = !DILocation(line: 119, column: 32, scope: !622)
!648 = !DILocation(line: 119, column: 49, scope: !622)
!649 = !DILocation(line: 119, column: 66, scope: !622)
!650 = !DILocation(line: 0, scope: !638)
!651 = !DILocation(line: 120, column: 21, scope: !652)
!652 = distinct !DILexicalBlock(scope: !638, file: !3, line: 120, column: 3)
!653 = !DILocation(line: 120, column: 3, scope: !638)
!654 = !DILocation(line: 125, column: 13, scope: !622)
!655 = !DILocation(line: 125, column: 22, scope: !622)
!656 = !DILocation(line: 125, column: 31, scope: !622)
!657 = !DILocation(line: 125, column: 40, scope: !622)
!658 = !DILocation(line: 125, column: 50, scope: !622)
!659 = !DILocation(line: 125, column: 60, scope: !622)
!660 = !DILocation(line: 125, column: 70, scope: !622)
!661 = !DILocation(line: 125, column: 81, scope: !622)
!662 = !DILocation(line: 125, column: 92, scope: !622)
!663 = !DILocation(line: 125, column: 3, scope: !622)
!664 = !DILocation(line: 121, column: 21, scope: !665)
!665 = distinct !DILexicalBlock(scope: !652, file: !3, line: 120, column: 31)
!666 = !DILocation(line: 121, column: 10, scope: !665)
!667 = !DILocation(line: 121, column: 44, scope: !665)
!668 = !DILocation(line: 121, column: 33, scope: !665)
!669 = !DILocation(line: 121, column: 67, scope: !665)
!670 = !DILocation(line: 121, column: 56, scope: !665)
!671 = !DILocation(line: 121, column: 90, scope: !665)
!672 = !DILocation(line: 121, column: 79, scope: !665)
!673 = !DILocation(line: 122, column: 21, scope: !665)
!674 = !DILocation(line: 122, column: 10, scope: !665)
!675 = !DILocation(line: 122, column: 44, scope: !665)
!676 = !DILocation(line: 122, column: 33, scope: !665)
!677 = !DILocation(line: 122, column: 67, scope: !665)
!678 = !DILocation(line: 122, column: 56, scope: !665)
!679 = !DILocation(line: 122, column: 90, scope: !665)
!680 = !DILocation(line: 122, column: 79, scope: !665)
!681 = !DILocation(line: 123, column: 21, scope: !665)
!682 = !DILocation(line: 123, column: 10, scope: !665)
!683 = !DILocation(line: 123, column: 49, scope: !665)
!684 = !DILocation(line: 123, column: 44, scope: !665)
!685 = !DILocation(line: 123, column: 33, scope: !665)
!686 = !DILocation(line: 120, column: 27, scope: !652)
!687 = distinct !{!687, !653, !688, !218}
!688 = !DILocation(line: 124, column: 3, scope: !638)
!689 = distinct !DISubprogram(name: "through", scope: !3, file: !3, line: 135, type: !690, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !692)
!690 = !DISubroutineType(types: !691)
!691 = !{!11, !90, !11, !11}
!692 = !{!693, !694, !695}
!693 = !DILocalVariable(name: "fp", arg: 1, scope: !689, file: !3, line: 135, type: !90)
!694 = !DILocalVariable(name: "a", arg: 2, scope: !689, file: !3, line: 135, type: !11)
!695 = !DILocalVariable(name: "b", arg: 3, scope: !689, file: !3, line: 135, type: !11)
!696 = !DILocation(line: 0, scope: !689)
!697 = !DILocation(line: 135, column: 66, scope: !689)
!698 = !DILocation(line: 135, column: 59, scope: !689)
!699 = distinct !DISubprogram(name: "vla_rec", scope: !3, file: !3, line: 138, type: !351, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !700)
!700 = !{!701, !702, !703, !707}
!701 = !DILocalVariable(name: "n", arg: 1, scope: !699, file: !3, line: 138, type: !10)
!702 = !DILocalVariable(name: "__vla_expr0", scope: !699, type: !9, flags: DIFlagArtificial)
!703 = !DILocalVariable(name: "v", scope: !699, file: !3, line: 140, type: !704)
!704 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, elements: !705)
!705 = !{!706}
!706 = !DISubrange(count: !702)
!707 = !DILocalVariable(name: "i", scope: !708, file: !3, line: 141, type: !10)
!708 = distinct !DILexicalBlock(scope: !699, file: !3, line: 141, column: 3)
!709 = !DILocation(line: 0, scope: !699)
!710 = !DILocation(line: 139, column: 9, scope: !711)
!711 = distinct !DILexicalBlock(scope: !699, file: !3, line: 139, column: 7)
!712 = !DILocation(line: 139, column: 7, scope: !699)
!713 = !DILocation(line: 140, column: 11, scope: !699)
!714 = !DILocation(line: 140, column: 16, scope: !699)
!715 = !DILocation(line: 140, column: 3, scope: !699)
!716 = !DILocation(line: 140, column: 7, scope: !699)
!717 = !DILocation(line: 0, scope: !708)
!718 = !DILocation(line: 141, column: 21, scope: !719)
!719 = distinct !DILexicalBlock(scope: !708, file: !3, line: 141, column: 3)
!720 = !DILocation(line: 141, column: 3, scope: !708)
!721 = !DILocation(line: 141, column: 42, scope: !719)
!722 = !DILocation(line: 141, column: 33, scope: !719)
!723 = distinct !{!723, !720, !724, !218, !219, !220}
!724 = !DILocation(line: 141, column: 48, scope: !708)
!725 = !DILocation(line: 141, column: 37, scope: !719)
!726 = !DILocation(line: 142, column: 3, scope: !699)
!727 = !DILocation(line: 143, column: 10, scope: !699)
!728 = !DILocation(line: 143, column: 32, scope: !699)
!729 = !DILocation(line: 143, column: 22, scope: !699)
!730 = !DILocation(line: 143, column: 20, scope: !699)
!731 = !DILocation(line: 144, column: 1, scope: !699)
!732 = distinct !{!732, !720, !724, !218, !220, !219}
!733 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 146, type: !494, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !734)
!734 = !{!735, !736}
!735 = !DILocalVariable(name: "s", scope: !733, file: !3, line: 156, type: !11)
!736 = !DILocalVariable(name: "i", scope: !737, file: !3, line: 157, type: !10)
!737 = distinct !DILexicalBlock(scope: !733, file: !3, line: 157, column: 3)
!738 = !DILocation(line: 147, column: 39, scope: !733)
!739 = !DILocation(line: 147, column: 3, scope: !733)
!740 = !DILocation(line: 148, column: 38, scope: !733)
!741 = !DILocation(line: 148, column: 3, scope: !733)
!742 = !DILocation(line: 149, column: 29, scope: !733)
!743 = !DILocation(line: 149, column: 42, scope: !733)
!744 = !DILocation(line: 149, column: 3, scope: !733)
!745 = !DILocation(line: 150, column: 27, scope: !733)
!746 = !DILocation(line: 150, column: 3, scope: !733)
!747 = !DILocation(line: 151, column: 28, scope: !733)
!748 = !DILocation(line: 151, column: 3, scope: !733)
!749 = !DILocation(line: 152, column: 32, scope: !733)
!750 = !DILocation(line: 152, column: 3, scope: !733)
!751 = !DILocation(line: 153, column: 25, scope: !733)
!752 = !DILocation(line: 153, column: 3, scope: !733)
!753 = !DILocation(line: 154, column: 44, scope: !733)
!754 = !DILocation(line: 154, column: 55, scope: !733)
!755 = !DILocation(line: 154, column: 39, scope: !733)
!756 = !DILocation(line: 154, column: 3, scope: !733)
!757 = !DILocation(line: 155, column: 27, scope: !733)
!758 = !DILocation(line: 155, column: 3, scope: !733)
!759 = !DILocation(line: 0, scope: !733)
!760 = !DILocation(line: 0, scope: !737)
!761 = !DILocation(line: 157, column: 43, scope: !762)
!762 = distinct !DILexicalBlock(scope: !737, file: !3, line: 157, column: 3)
!763 = !DILocation(line: 157, column: 37, scope: !762)
!764 = !DILocation(line: 157, column: 41, scope: !762)
!765 = !DILocation(line: 158, column: 3, scope: !733)
!766 = !DILocation(line: 159, column: 27, scope: !733)
!767 = !DILocation(line: 159, column: 3, scope: !733)
!768 = !DILocation(line: 160, column: 3, scope: !733)
!769 = !DISubprogram(name: "printf", scope: !770, file: !770, line: 356, type: !771, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!770 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!771 = !DISubroutineType(types: !772)
!772 = !{!10, !773, null}
!773 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !12)
!774 = distinct !DISubprogram(name: "f_add", scope: !3, file: !3, line: 129, type: !91, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !775)
!775 = !{!776, !777}
!776 = !DILocalVariable(name: "a", arg: 1, scope: !774, file: !3, line: 129, type: !11)
!777 = !DILocalVariable(name: "b", arg: 2, scope: !774, file: !3, line: 129, type: !11)
!778 = !DILocation(line: 0, scope: !774)
!779 = !DILocation(line: 129, column: 46, scope: !774)
!780 = !DILocation(line: 129, column: 37, scope: !774)
!781 = distinct !DISubprogram(name: "f_sub", scope: !3, file: !3, line: 130, type: !91, scopeLine: 130, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !782)
!782 = !{!783, !784}
!783 = !DILocalVariable(name: "a", arg: 1, scope: !781, file: !3, line: 130, type: !11)
!784 = !DILocalVariable(name: "b", arg: 2, scope: !781, file: !3, line: 130, type: !11)
!785 = !DILocation(line: 0, scope: !781)
!786 = !DILocation(line: 130, column: 46, scope: !781)
!787 = !DILocation(line: 130, column: 37, scope: !781)
!788 = distinct !DISubprogram(name: "f_mul", scope: !3, file: !3, line: 131, type: !91, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !789)
!789 = !{!790, !791}
!790 = !DILocalVariable(name: "a", arg: 1, scope: !788, file: !3, line: 131, type: !11)
!791 = !DILocalVariable(name: "b", arg: 2, scope: !788, file: !3, line: 131, type: !11)
!792 = !DILocation(line: 0, scope: !788)
!793 = !DILocation(line: 131, column: 46, scope: !788)
!794 = !DILocation(line: 131, column: 37, scope: !788)
!795 = distinct !DISubprogram(name: "f_rec", scope: !3, file: !3, line: 134, type: !91, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !796)
!796 = !{!797, !798}
!797 = !DILocalVariable(name: "a", arg: 1, scope: !795, file: !3, line: 134, type: !11)
!798 = !DILocalVariable(name: "b", arg: 2, scope: !795, file: !3, line: 134, type: !11)
!799 = !DILocation(line: 0, scope: !795)
!800 = !DILocation(line: 134, column: 46, scope: !795)
!801 = !DILocation(line: 134, column: 44, scope: !795)
!802 = !DILocation(line: 134, column: 65, scope: !795)
!803 = !DILocation(line: 134, column: 57, scope: !795)
!804 = !{!805, !805, i64 0}
!805 = !{!"any pointer", !116, i64 0}
!806 = !DILocation(line: 134, column: 89, scope: !795)
!807 = !DILocation(line: 134, column: 76, scope: !795)
!808 = !DILocation(line: 134, column: 37, scope: !795)
