; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [120 x i32], i32 }

@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"digit sum = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"fib(300) = \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"100! * fib(300) digit sum = %u limbs = %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [3 x i8] c"%u\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !64 {
  %1 = alloca [240 x i64], align 8, !DIAssignID !89
    #dbg_assign(i1 undef, !90, !DIExpression(), !89, ptr %1, !DIExpression(), !117)
  %2 = alloca %struct.Big, align 4, !DIAssignID !120
  %3 = alloca [240 x i64], align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !90, !DIExpression(), !121, ptr %3, !DIExpression(), !122)
  %4 = alloca %struct.Big, align 4, !DIAssignID !124
  %5 = alloca %struct.Big, align 4, !DIAssignID !125
  %6 = alloca %struct.Big, align 4, !DIAssignID !126
    #dbg_assign(i1 undef, !69, !DIExpression(), !126, ptr %6, !DIExpression(), !127)
  %7 = alloca %struct.Big, align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !80, !DIExpression(), !128, ptr %7, !DIExpression(), !127)
  %8 = alloca %struct.Big, align 4, !DIAssignID !129
    #dbg_assign(i1 undef, !81, !DIExpression(), !129, ptr %8, !DIExpression(), !127)
  %9 = alloca %struct.Big, align 4, !DIAssignID !130
    #dbg_assign(i1 undef, !82, !DIExpression(), !130, ptr %9, !DIExpression(), !127)
  %10 = alloca %struct.Big, align 4, !DIAssignID !131
    #dbg_assign(i1 undef, !85, !DIExpression(), !131, ptr %10, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #7, !dbg !132
    #dbg_value(ptr %6, !133, !DIExpression(), !139)
    #dbg_value(i32 1, !138, !DIExpression(), !139)
  %11 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !141
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %11, i8 0, i64 476, i1 false), !dbg !141, !DIAssignID !142
    #dbg_assign(i8 0, !69, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !142, ptr %11, !DIExpression(), !127)
  store i32 1, ptr %6, align 4, !dbg !143, !tbaa !144, !DIAssignID !148
    #dbg_assign(i32 1, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !148, ptr %6, !DIExpression(), !127)
  %12 = getelementptr inbounds i8, ptr %6, i64 480, !dbg !149
  store i32 1, ptr %12, align 4, !dbg !150, !tbaa !151, !DIAssignID !153
    #dbg_assign(i32 1, !69, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !153, ptr %12, !DIExpression(), !127)
    #dbg_value(i32 2, !78, !DIExpression(), !154)
  br label %65, !dbg !155

13:                                               ; preds = %93
    #dbg_value(ptr @.str, !156, !DIExpression(), !166)
    #dbg_value(ptr %6, !163, !DIExpression(), !166)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str), !dbg !168
  %15 = load i32, ptr %12, align 4, !dbg !169, !tbaa !151
  %16 = add nsw i32 %15, -1, !dbg !170
  %17 = sext i32 %16 to i64, !dbg !171
  %18 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %17, !dbg !171
  %19 = load i32, ptr %18, align 4, !dbg !171, !tbaa !144
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %19), !dbg !172
    #dbg_value(i32 %15, !164, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !173)
  %21 = icmp sgt i32 %15, 1, !dbg !174
  br i1 %21, label %22, label %32, !dbg !176

22:                                               ; preds = %13
  %23 = add nsw i32 %15, -2, !dbg !177
    #dbg_value(i32 %23, !164, !DIExpression(), !173)
  %24 = zext nneg i32 %23 to i64, !dbg !176
  br label %25, !dbg !176

25:                                               ; preds = %25, %22
  %26 = phi i64 [ %24, %22 ], [ %30, %25 ]
    #dbg_value(i64 %26, !164, !DIExpression(), !173)
  %27 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %26, !dbg !178
  %28 = load i32, ptr %27, align 4, !dbg !178, !tbaa !144
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %28), !dbg !179
  %30 = add nsw i64 %26, -1, !dbg !180
    #dbg_value(i64 %30, !164, !DIExpression(), !173)
  %31 = icmp eq i64 %26, 0, !dbg !174
  br i1 %31, label %32, label %25, !dbg !176, !llvm.loop !181

32:                                               ; preds = %25, %13
  %33 = tail call i32 @putchar(i32 10), !dbg !184
    #dbg_value(ptr %6, !185, !DIExpression(), !196)
    #dbg_value(i32 0, !190, !DIExpression(), !196)
    #dbg_value(i32 0, !191, !DIExpression(), !198)
  %34 = icmp sgt i32 %15, 0, !dbg !199
  br i1 %34, label %35, label %56, !dbg !200

35:                                               ; preds = %32
  %36 = zext nneg i32 %15 to i64, !dbg !199
  br label %37, !dbg !200

37:                                               ; preds = %43, %35
  %38 = phi i64 [ 0, %35 ], [ %45, %43 ]
  %39 = phi i32 [ 0, %35 ], [ %44, %43 ]
    #dbg_value(i64 %38, !191, !DIExpression(), !198)
    #dbg_value(i32 %39, !190, !DIExpression(), !196)
  %40 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %38, !dbg !201
  %41 = load i32, ptr %40, align 4, !dbg !201, !tbaa !144
    #dbg_value(i32 %41, !193, !DIExpression(), !202)
  %42 = icmp eq i32 %41, 0, !dbg !203
  br i1 %42, label %43, label %47, !dbg !203

43:                                               ; preds = %47, %37
  %44 = phi i32 [ %39, %37 ], [ %54, %47 ], !dbg !196
  %45 = add nuw nsw i64 %38, 1, !dbg !204
    #dbg_value(i64 %45, !191, !DIExpression(), !198)
    #dbg_value(i32 %44, !190, !DIExpression(), !196)
  %46 = icmp eq i64 %45, %36, !dbg !199
  br i1 %46, label %56, label %37, !dbg !200, !llvm.loop !205

47:                                               ; preds = %37, %47
  %48 = phi i32 [ %51, %47 ], [ %41, %37 ]
  %49 = phi i32 [ %54, %47 ], [ %39, %37 ]
    #dbg_value(i32 %48, !193, !DIExpression(), !202)
    #dbg_value(i32 %49, !190, !DIExpression(), !196)
  %50 = freeze i32 %48, !dbg !207
  %51 = udiv i32 %50, 10, !dbg !207
  %52 = mul i32 %51, 10, !dbg !209
  %53 = sub i32 %50, %52, !dbg !209
  %54 = add i32 %53, %49, !dbg !210
    #dbg_value(i32 %54, !190, !DIExpression(), !196)
    #dbg_value(i32 %51, !193, !DIExpression(), !202)
  %55 = icmp ult i32 %48, 10, !dbg !203
  br i1 %55, label %43, label %47, !dbg !203, !llvm.loop !211

56:                                               ; preds = %43, %32
  %57 = phi i32 [ 0, %32 ], [ %44, %43 ], !dbg !213
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %57), !dbg !214
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #7, !dbg !215
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #7, !dbg !215
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9), !dbg !215
    #dbg_value(ptr %7, !133, !DIExpression(), !216)
    #dbg_value(i32 0, !138, !DIExpression(), !216)
    #dbg_assign(i8 0, !80, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !218, ptr %7, !DIExpression(DW_OP_plus_uconst, 4), !127)
    #dbg_assign(i32 0, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !218, ptr %7, !DIExpression(), !127)
  %59 = getelementptr inbounds i8, ptr %7, i64 480, !dbg !219
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %7, i8 0, i64 480, i1 false), !dbg !220, !DIAssignID !218
  store i32 1, ptr %59, align 4, !dbg !221, !tbaa !151, !DIAssignID !222
    #dbg_assign(i32 1, !80, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !222, ptr %59, !DIExpression(), !127)
    #dbg_value(ptr %8, !133, !DIExpression(), !223)
    #dbg_value(i32 1, !138, !DIExpression(), !223)
  %60 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !225
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %60, i8 0, i64 476, i1 false), !dbg !225, !DIAssignID !226
    #dbg_assign(i8 0, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !226, ptr %60, !DIExpression(), !127)
  store i32 1, ptr %8, align 4, !dbg !227, !tbaa !144, !DIAssignID !228
    #dbg_assign(i32 1, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !228, ptr %8, !DIExpression(), !127)
  %61 = getelementptr inbounds i8, ptr %8, i64 480, !dbg !229
  store i32 1, ptr %61, align 4, !dbg !230, !tbaa !151, !DIAssignID !231
    #dbg_assign(i32 1, !81, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !231, ptr %61, !DIExpression(), !127)
    #dbg_value(i32 0, !83, !DIExpression(), !232)
  %62 = getelementptr inbounds i8, ptr %5, i64 480
  br label %120, !dbg !233

63:                                               ; preds = %93
  %64 = load i32, ptr %12, align 4, !dbg !234, !tbaa !151
  br label %65, !dbg !234

65:                                               ; preds = %63, %0
  %66 = phi i32 [ %64, %63 ], [ 1, %0 ], !dbg !234
  %67 = phi i64 [ %94, %63 ], [ 2, %0 ]
    #dbg_value(i64 %67, !78, !DIExpression(), !154)
    #dbg_value(ptr %6, !239, !DIExpression(), !247)
    #dbg_value(i64 %67, !240, !DIExpression(), !247)
    #dbg_value(i64 0, !241, !DIExpression(), !247)
    #dbg_value(i32 0, !242, !DIExpression(), !248)
  %68 = icmp sgt i32 %66, 0, !dbg !249
  br i1 %68, label %71, label %93, !dbg !250

69:                                               ; preds = %71
    #dbg_value(i64 %80, !241, !DIExpression(), !247)
  %70 = icmp ult i64 %78, 1000000000, !dbg !251
  br i1 %70, label %93, label %88, !dbg !251

71:                                               ; preds = %65, %71
  %72 = phi i64 [ %84, %71 ], [ 0, %65 ]
  %73 = phi i64 [ %80, %71 ], [ 0, %65 ]
    #dbg_value(i64 %73, !241, !DIExpression(), !247)
    #dbg_value(i64 %72, !242, !DIExpression(), !248)
  %74 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %72, !dbg !252
  %75 = load i32, ptr %74, align 4, !dbg !252, !tbaa !144
  %76 = zext i32 %75 to i64, !dbg !253
  %77 = mul nuw nsw i64 %67, %76, !dbg !254
  %78 = add nuw nsw i64 %77, %73, !dbg !255
    #dbg_value(i64 %78, !243, !DIExpression(), !256)
  %79 = freeze i64 %78, !dbg !257
  %80 = udiv i64 %79, 1000000000, !dbg !257
  %81 = mul i64 %80, 1000000000, !dbg !258
  %82 = sub i64 %79, %81, !dbg !258
  %83 = trunc nuw nsw i64 %82 to i32, !dbg !259
  store i32 %83, ptr %74, align 4, !dbg !260, !tbaa !144
    #dbg_value(i64 %80, !241, !DIExpression(), !247)
  %84 = add nuw nsw i64 %72, 1, !dbg !261
    #dbg_value(i64 %84, !242, !DIExpression(), !248)
  %85 = load i32, ptr %12, align 4, !dbg !234, !tbaa !151
  %86 = sext i32 %85 to i64, !dbg !249
  %87 = icmp slt i64 %84, %86, !dbg !249
  br i1 %87, label %71, label %69, !dbg !250, !llvm.loop !262

88:                                               ; preds = %69
    #dbg_value(i64 %80, !241, !DIExpression(), !247)
  %89 = trunc nuw nsw i64 %80 to i32, !dbg !264
  %90 = add nsw i32 %85, 1, !dbg !266
  store i32 %90, ptr %12, align 4, !dbg !266, !tbaa !151, !DIAssignID !267
    #dbg_assign(i32 %90, !69, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !267, ptr %12, !DIExpression(), !127)
  %91 = sext i32 %85 to i64, !dbg !268
  %92 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %91, !dbg !268
  store i32 %89, ptr %92, align 4, !dbg !269, !tbaa !144
    #dbg_value(i64 0, !241, !DIExpression(), !247)
  br label %93, !dbg !270

93:                                               ; preds = %88, %65, %69
  %94 = add nuw nsw i64 %67, 1, !dbg !270
    #dbg_value(i64 %94, !78, !DIExpression(), !154)
  %95 = icmp eq i64 %94, 101, !dbg !271
  br i1 %95, label %13, label %63, !dbg !155, !llvm.loop !272

96:                                               ; preds = %149
    #dbg_value(ptr @.str.2, !156, !DIExpression(), !274)
    #dbg_value(ptr %7, !163, !DIExpression(), !274)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2), !dbg !276
  %98 = load i32, ptr %59, align 4, !dbg !277, !tbaa !151
  %99 = add nsw i32 %98, -1, !dbg !278
  %100 = sext i32 %99 to i64, !dbg !279
  %101 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %100, !dbg !279
  %102 = load i32, ptr %101, align 4, !dbg !279, !tbaa !144
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %102), !dbg !280
    #dbg_value(i32 %98, !164, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !281)
  %104 = icmp sgt i32 %98, 1, !dbg !282
  br i1 %104, label %105, label %115, !dbg !283

105:                                              ; preds = %96
  %106 = add nsw i32 %98, -2, !dbg !284
    #dbg_value(i32 %106, !164, !DIExpression(), !281)
  %107 = zext nneg i32 %106 to i64, !dbg !283
  br label %108, !dbg !283

108:                                              ; preds = %108, %105
  %109 = phi i64 [ %107, %105 ], [ %113, %108 ]
    #dbg_value(i64 %109, !164, !DIExpression(), !281)
  %110 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %109, !dbg !285
  %111 = load i32, ptr %110, align 4, !dbg !285, !tbaa !144
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %111), !dbg !286
  %113 = add nsw i64 %109, -1, !dbg !287
    #dbg_value(i64 %113, !164, !DIExpression(), !281)
  %114 = icmp eq i64 %109, 0, !dbg !282
  br i1 %114, label %115, label %108, !dbg !283, !llvm.loop !288

115:                                              ; preds = %108, %96
  %116 = tail call i32 @putchar(i32 10), !dbg !290
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #7, !dbg !291
    #dbg_value(ptr %10, !133, !DIExpression(), !292)
    #dbg_value(i32 2, !138, !DIExpression(), !292)
  %117 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !294
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %117, i8 0, i64 476, i1 false), !dbg !294, !DIAssignID !295
    #dbg_assign(i8 0, !85, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !295, ptr %117, !DIExpression(), !127)
  store i32 2, ptr %10, align 4, !dbg !296, !tbaa !144, !DIAssignID !297
    #dbg_assign(i32 2, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !297, ptr %10, !DIExpression(), !127)
  %118 = getelementptr inbounds i8, ptr %10, i64 480, !dbg !298
  store i32 1, ptr %118, align 4, !dbg !299, !tbaa !151, !DIAssignID !300
    #dbg_assign(i32 1, !85, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !300, ptr %118, !DIExpression(), !127)
    #dbg_value(i32 0, !86, !DIExpression(), !301)
  %119 = getelementptr inbounds i8, ptr %2, i64 480
  br label %268, !dbg !302

120:                                              ; preds = %56, %149
  %121 = phi i32 [ 0, %56 ], [ %150, %149 ]
    #dbg_value(i32 %121, !83, !DIExpression(), !232)
    #dbg_assign(i1 undef, !303, !DIExpression(), !125, ptr %5, !DIExpression(), !316)
    #dbg_value(ptr %9, !306, !DIExpression(), !316)
    #dbg_value(ptr %7, !307, !DIExpression(), !316)
    #dbg_value(ptr %8, !308, !DIExpression(), !316)
  %122 = load i32, ptr %59, align 4, !dbg !320, !tbaa !151
  %123 = load i32, ptr %61, align 4, !dbg !321, !tbaa !151
  %124 = tail call i32 @llvm.smax.i32(i32 %122, i32 %123), !dbg !322
    #dbg_value(i32 %124, !309, !DIExpression(), !316)
    #dbg_value(i32 0, !310, !DIExpression(), !316)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #7, !dbg !323
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 484, i1 false), !dbg !324, !DIAssignID !325
    #dbg_assign(i8 0, !303, !DIExpression(), !325, ptr %5, !DIExpression(), !316)
    #dbg_value(i32 0, !311, !DIExpression(), !326)
  %125 = icmp sgt i32 %124, 0, !dbg !327
  br i1 %125, label %127, label %126, !dbg !328

126:                                              ; preds = %120
  store i32 %124, ptr %62, align 4, !dbg !329, !tbaa !151, !DIAssignID !330
    #dbg_assign(i32 %124, !303, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !330, ptr %62, !DIExpression(), !316)
  br label %149, !dbg !331

127:                                              ; preds = %120
  %128 = zext nneg i32 %124 to i64, !dbg !327
  br label %130, !dbg !328

129:                                              ; preds = %130
  store i32 %124, ptr %62, align 4, !dbg !329, !tbaa !151, !DIAssignID !330
    #dbg_assign(i32 %124, !303, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !330, ptr %62, !DIExpression(), !316)
  br i1 %139, label %146, label %149, !dbg !331

130:                                              ; preds = %130, %127
  %131 = phi i64 [ 0, %127 ], [ %144, %130 ]
  %132 = phi i32 [ 0, %127 ], [ %140, %130 ]
    #dbg_value(i32 %132, !310, !DIExpression(), !316)
    #dbg_value(i64 %131, !311, !DIExpression(), !326)
  %133 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %131, !dbg !332
  %134 = load i32, ptr %133, align 4, !dbg !332, !tbaa !144
  %135 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %131, !dbg !333
  %136 = load i32, ptr %135, align 4, !dbg !333, !tbaa !144
  %137 = add i32 %134, %132, !dbg !334
  %138 = add i32 %137, %136, !dbg !335
    #dbg_value(i32 %138, !313, !DIExpression(), !336)
  %139 = icmp ugt i32 %138, 999999999, !dbg !337
  %140 = zext i1 %139 to i32, !dbg !337
    #dbg_value(i32 %140, !310, !DIExpression(), !316)
  %141 = select i1 %139, i32 -1000000000, i32 0, !dbg !338
  %142 = add i32 %141, %138, !dbg !339
  %143 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %131, !dbg !340
  store i32 %142, ptr %143, align 4, !dbg !341, !tbaa !144
  %144 = add nuw nsw i64 %131, 1, !dbg !342
    #dbg_value(i64 %144, !311, !DIExpression(), !326)
  %145 = icmp eq i64 %144, %128, !dbg !327
  br i1 %145, label %129, label %130, !dbg !328, !llvm.loop !343

146:                                              ; preds = %129
  %147 = add nuw nsw i32 %124, 1, !dbg !345
  store i32 %147, ptr %62, align 4, !dbg !345, !tbaa !151, !DIAssignID !347
    #dbg_assign(i32 %147, !303, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !347, ptr %62, !DIExpression(), !316)
  %148 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %128, !dbg !348
  store i32 1, ptr %148, align 4, !dbg !349, !tbaa !144
  br label %149, !dbg !348

149:                                              ; preds = %126, %129, %146
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !350, !tbaa.struct !351, !DIAssignID !353
    #dbg_assign(i1 undef, !82, !DIExpression(), !353, ptr %9, !DIExpression(), !127)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #7, !dbg !354
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !dbg !355, !tbaa.struct !351, !DIAssignID !356
    #dbg_assign(i1 undef, !80, !DIExpression(), !356, ptr %7, !DIExpression(), !127)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !dbg !357, !tbaa.struct !351, !DIAssignID !358
    #dbg_assign(i1 undef, !81, !DIExpression(), !358, ptr %8, !DIExpression(), !127)
  %150 = add nuw nsw i32 %121, 1, !dbg !359
    #dbg_value(i32 %150, !83, !DIExpression(), !232)
  %151 = icmp eq i32 %150, 300, !dbg !360
  br i1 %151, label %96, label %120, !dbg !233, !llvm.loop !361

152:                                              ; preds = %336
    #dbg_value(ptr @.str.3, !156, !DIExpression(), !363)
    #dbg_value(ptr %10, !163, !DIExpression(), !363)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3), !dbg !365
  %154 = load i32, ptr %118, align 4, !dbg !366, !tbaa !151
  %155 = add nsw i32 %154, -1, !dbg !367
  %156 = sext i32 %155 to i64, !dbg !368
  %157 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %156, !dbg !368
  %158 = load i32, ptr %157, align 4, !dbg !368, !tbaa !144
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %158), !dbg !369
    #dbg_value(i32 %154, !164, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !370)
  %160 = icmp sgt i32 %154, 1, !dbg !371
  br i1 %160, label %161, label %171, !dbg !372

161:                                              ; preds = %152
  %162 = add nsw i32 %154, -2, !dbg !373
    #dbg_value(i32 %162, !164, !DIExpression(), !370)
  %163 = zext nneg i32 %162 to i64, !dbg !372
  br label %164, !dbg !372

164:                                              ; preds = %164, %161
  %165 = phi i64 [ %163, %161 ], [ %169, %164 ]
    #dbg_value(i64 %165, !164, !DIExpression(), !370)
  %166 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %165, !dbg !374
  %167 = load i32, ptr %166, align 4, !dbg !374, !tbaa !144
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %167), !dbg !375
  %169 = add nsw i64 %165, -1, !dbg !376
    #dbg_value(i64 %169, !164, !DIExpression(), !370)
  %170 = icmp eq i64 %165, 0, !dbg !371
  br i1 %170, label %171, label %164, !dbg !372, !llvm.loop !377

171:                                              ; preds = %164, %152
  %172 = tail call i32 @putchar(i32 10), !dbg !379
    #dbg_assign(i1 undef, !106, !DIExpression(), !124, ptr %4, !DIExpression(), !122)
    #dbg_value(ptr %4, !98, !DIExpression(), !122)
    #dbg_value(ptr %6, !99, !DIExpression(), !122)
    #dbg_value(ptr %7, !100, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %3) #7, !dbg !380
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1920) %3, i8 0, i64 1920, i1 false), !dbg !381, !DIAssignID !382
    #dbg_assign(i8 0, !90, !DIExpression(), !382, ptr %3, !DIExpression(), !122)
    #dbg_value(i32 0, !101, !DIExpression(), !383)
  br i1 %34, label %173, label %183, !dbg !384

173:                                              ; preds = %171
  %174 = icmp sgt i32 %98, 0
  %175 = zext nneg i32 %15 to i64, !dbg !385
  %176 = zext nneg i32 %98 to i64
  br label %177, !dbg !384

177:                                              ; preds = %187, %173
  %178 = phi i64 [ 0, %173 ], [ %188, %187 ]
    #dbg_value(i64 %178, !101, !DIExpression(), !383)
    #dbg_value(i32 0, !103, !DIExpression(), !386)
  br i1 %174, label %179, label %187, !dbg !387

179:                                              ; preds = %177
  %180 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %178
  %181 = load i32, ptr %180, align 4, !tbaa !144
  %182 = zext i32 %181 to i64
  br label %190, !dbg !387

183:                                              ; preds = %187, %171
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 480, i1 false), !dbg !388, !DIAssignID !389
    #dbg_assign(i8 0, !106, !DIExpression(), !389, ptr %4, !DIExpression(), !122)
    #dbg_assign(i8 0, !106, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !390, ptr undef, !DIExpression(), !122)
    #dbg_value(i64 0, !107, !DIExpression(), !122)
  %184 = add nsw i32 %98, %15, !dbg !391
    #dbg_value(i32 %184, !108, !DIExpression(), !122)
    #dbg_value(i32 0, !109, !DIExpression(), !392)
  %185 = icmp sgt i32 %184, 0, !dbg !393
  %186 = zext i32 %184 to i64, !dbg !122
  br i1 %185, label %215, label %213, !dbg !394

187:                                              ; preds = %210, %177
  %188 = add nuw nsw i64 %178, 1, !dbg !395
    #dbg_value(i64 %188, !101, !DIExpression(), !383)
  %189 = icmp eq i64 %188, %175, !dbg !385
  br i1 %189, label %183, label %177, !dbg !384, !llvm.loop !396

190:                                              ; preds = %210, %179
  %191 = phi i64 [ 0, %179 ], [ %211, %210 ]
    #dbg_value(i64 %191, !103, !DIExpression(), !386)
  %192 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %191, !dbg !398
  %193 = load i32, ptr %192, align 4, !dbg !398, !tbaa !144
  %194 = zext i32 %193 to i64, !dbg !398
  %195 = mul nuw i64 %194, %182, !dbg !401
  %196 = add nuw nsw i64 %191, %178, !dbg !402
  %197 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %196, !dbg !403
  %198 = load i64, ptr %197, align 8, !dbg !404, !tbaa !405
  %199 = add i64 %195, %198, !dbg !404
  store i64 %199, ptr %197, align 8, !dbg !404, !tbaa !405
  %200 = icmp ugt i64 %199, 7999999999999999999, !dbg !407
  br i1 %200, label %201, label %210, !dbg !409

201:                                              ; preds = %190
  %202 = freeze i64 %199, !dbg !410
  %203 = udiv i64 %202, 1000000000, !dbg !410
  %204 = add nuw nsw i64 %196, 1, !dbg !412
  %205 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %204, !dbg !413
  %206 = load i64, ptr %205, align 8, !dbg !414, !tbaa !405
  %207 = add i64 %206, %203, !dbg !414
  store i64 %207, ptr %205, align 8, !dbg !414, !tbaa !405
  %208 = mul i64 %203, 1000000000, !dbg !415
  %209 = sub i64 %202, %208, !dbg !415
  store i64 %209, ptr %197, align 8, !dbg !415, !tbaa !405
  br label %210, !dbg !416

210:                                              ; preds = %201, %190
  %211 = add nuw nsw i64 %191, 1, !dbg !417
    #dbg_value(i64 %211, !103, !DIExpression(), !386)
  %212 = icmp eq i64 %211, %176, !dbg !418
  br i1 %212, label %187, label %190, !dbg !387, !llvm.loop !419

213:                                              ; preds = %215, %183
  %214 = getelementptr inbounds i8, ptr %4, i64 480, !dbg !421
    #dbg_assign(i32 %184, !106, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !422, ptr %214, !DIExpression(), !122)
  br label %229, !dbg !423

215:                                              ; preds = %183, %215
  %216 = phi i64 [ %227, %215 ], [ 0, %183 ]
  %217 = phi i64 [ %222, %215 ], [ 0, %183 ]
    #dbg_value(i64 %216, !109, !DIExpression(), !392)
    #dbg_value(i64 %217, !107, !DIExpression(), !122)
  %218 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %216, !dbg !424
  %219 = load i64, ptr %218, align 8, !dbg !424, !tbaa !405
  %220 = add i64 %219, %217, !dbg !425
    #dbg_value(i64 %220, !111, !DIExpression(), !426)
  %221 = freeze i64 %220, !dbg !427
  %222 = udiv i64 %221, 1000000000, !dbg !427
  %223 = mul i64 %222, 1000000000, !dbg !428
  %224 = sub i64 %221, %223, !dbg !428
  %225 = trunc nuw nsw i64 %224 to i32, !dbg !429
  %226 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %216, !dbg !430
  store i32 %225, ptr %226, align 4, !dbg !431, !tbaa !144
    #dbg_value(i64 %222, !107, !DIExpression(), !122)
  %227 = add nuw nsw i64 %216, 1, !dbg !432
    #dbg_value(i64 %227, !109, !DIExpression(), !392)
  %228 = icmp eq i64 %227, %186, !dbg !393
  br i1 %228, label %213, label %215, !dbg !394, !llvm.loop !433

229:                                              ; preds = %233, %213
  %230 = phi i64 [ %234, %233 ], [ %186, %213 ], !dbg !122
  %231 = trunc nuw i64 %230 to i32, !dbg !122
  store i32 %231, ptr %214, align 4, !dbg !122, !tbaa !151, !DIAssignID !422
  %232 = icmp sgt i32 %231, 1, !dbg !435
  br i1 %232, label %233, label %238, !dbg !436

233:                                              ; preds = %229
  %234 = add nsw i64 %230, -1, !dbg !437
  %235 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %234, !dbg !438
  %236 = load i32, ptr %235, align 4, !dbg !438, !tbaa !144
  %237 = icmp eq i32 %236, 0, !dbg !439
  br i1 %237, label %229, label %238, !dbg !423, !llvm.loop !440

238:                                              ; preds = %229, %233
    #dbg_assign(i1 undef, !88, !DIExpression(), !442, ptr %4, !DIExpression(), !127)
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %3) #7, !dbg !443
    #dbg_value(ptr %4, !185, !DIExpression(), !444)
    #dbg_value(i32 0, !190, !DIExpression(), !444)
    #dbg_value(i32 0, !191, !DIExpression(), !446)
  %239 = getelementptr inbounds i8, ptr %4, i64 480
  %240 = load i32, ptr %239, align 4, !tbaa !151
  %241 = icmp sgt i32 %240, 0, !dbg !447
  br i1 %241, label %242, label %263, !dbg !448

242:                                              ; preds = %238
  %243 = zext nneg i32 %240 to i64, !dbg !447
  br label %244, !dbg !448

244:                                              ; preds = %250, %242
  %245 = phi i64 [ 0, %242 ], [ %252, %250 ]
  %246 = phi i32 [ 0, %242 ], [ %251, %250 ]
    #dbg_value(i64 %245, !191, !DIExpression(), !446)
    #dbg_value(i32 %246, !190, !DIExpression(), !444)
  %247 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %245, !dbg !449
  %248 = load i32, ptr %247, align 4, !dbg !449, !tbaa !144
    #dbg_value(i32 %248, !193, !DIExpression(), !450)
  %249 = icmp eq i32 %248, 0, !dbg !451
  br i1 %249, label %250, label %254, !dbg !451

250:                                              ; preds = %254, %244
  %251 = phi i32 [ %246, %244 ], [ %261, %254 ], !dbg !444
  %252 = add nuw nsw i64 %245, 1, !dbg !452
    #dbg_value(i64 %252, !191, !DIExpression(), !446)
    #dbg_value(i32 %251, !190, !DIExpression(), !444)
  %253 = icmp eq i64 %252, %243, !dbg !447
  br i1 %253, label %263, label %244, !dbg !448, !llvm.loop !453

254:                                              ; preds = %244, %254
  %255 = phi i32 [ %258, %254 ], [ %248, %244 ]
  %256 = phi i32 [ %261, %254 ], [ %246, %244 ]
    #dbg_value(i32 %255, !193, !DIExpression(), !450)
    #dbg_value(i32 %256, !190, !DIExpression(), !444)
  %257 = freeze i32 %255, !dbg !455
  %258 = udiv i32 %257, 10, !dbg !455
  %259 = mul i32 %258, 10, !dbg !456
  %260 = sub i32 %257, %259, !dbg !456
  %261 = add i32 %260, %256, !dbg !457
    #dbg_value(i32 %261, !190, !DIExpression(), !444)
    #dbg_value(i32 %258, !193, !DIExpression(), !450)
  %262 = icmp ult i32 %255, 10, !dbg !451
  br i1 %262, label %250, label %254, !dbg !451, !llvm.loop !458

263:                                              ; preds = %250, %238
  %264 = phi i32 [ 0, %238 ], [ %251, %250 ], !dbg !460
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %264, i32 noundef %240), !dbg !461
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #7, !dbg !462
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9), !dbg !462
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #7, !dbg !462
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #7, !dbg !462
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #7, !dbg !462
  ret i32 0, !dbg !463

266:                                              ; preds = %336
  %267 = load i32, ptr %118, align 4, !tbaa !151
  br label %268, !dbg !464

268:                                              ; preds = %266, %115
  %269 = phi i32 [ %267, %266 ], [ 1, %115 ]
  %270 = phi i32 [ %337, %266 ], [ 0, %115 ]
    #dbg_value(i32 %270, !86, !DIExpression(), !301)
    #dbg_assign(i1 undef, !106, !DIExpression(), !120, ptr %2, !DIExpression(), !117)
    #dbg_value(ptr %10, !98, !DIExpression(), !117)
    #dbg_value(ptr %10, !99, !DIExpression(), !117)
    #dbg_value(ptr %10, !100, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %1) #7, !dbg !464
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1920) %1, i8 0, i64 1920, i1 false), !dbg !465, !DIAssignID !466
    #dbg_assign(i8 0, !90, !DIExpression(), !466, ptr %1, !DIExpression(), !117)
    #dbg_value(i32 0, !101, !DIExpression(), !467)
  %271 = icmp sgt i32 %269, 0, !dbg !468
  br i1 %271, label %275, label %272, !dbg !469

272:                                              ; preds = %268
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7, !dbg !470
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false), !dbg !471, !DIAssignID !472
    #dbg_assign(i8 0, !106, !DIExpression(), !472, ptr %2, !DIExpression(), !117)
    #dbg_assign(i8 0, !106, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !473, ptr undef, !DIExpression(), !117)
    #dbg_value(i64 0, !107, !DIExpression(), !117)
  %273 = shl nsw i32 %269, 1, !dbg !474
    #dbg_value(i32 %273, !108, !DIExpression(), !117)
    #dbg_value(i32 0, !109, !DIExpression(), !475)
  %274 = zext i32 %273 to i64, !dbg !117
  br label %325, !dbg !476

275:                                              ; preds = %268
  %276 = zext nneg i32 %269 to i64, !dbg !468
  br label %277, !dbg !469

277:                                              ; preds = %275, %285
  %278 = phi i64 [ 0, %275 ], [ %286, %285 ]
    #dbg_value(i64 %278, !101, !DIExpression(), !467)
    #dbg_value(i32 0, !103, !DIExpression(), !477)
  %279 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !144
  %281 = zext i32 %280 to i64
  br label %288, !dbg !478

282:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7, !dbg !470
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false), !dbg !471, !DIAssignID !472
    #dbg_assign(i8 0, !106, !DIExpression(), !472, ptr %2, !DIExpression(), !117)
    #dbg_assign(i8 0, !106, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !473, ptr undef, !DIExpression(), !117)
    #dbg_value(i64 0, !107, !DIExpression(), !117)
  %283 = shl nuw nsw i32 %269, 1, !dbg !474
    #dbg_value(i32 %283, !108, !DIExpression(), !117)
    #dbg_value(i32 0, !109, !DIExpression(), !475)
  %284 = zext nneg i32 %283 to i64, !dbg !117
  br i1 %271, label %311, label %325, !dbg !476

285:                                              ; preds = %308
  %286 = add nuw nsw i64 %278, 1, !dbg !479
    #dbg_value(i64 %286, !101, !DIExpression(), !467)
  %287 = icmp eq i64 %286, %276, !dbg !468
  br i1 %287, label %282, label %277, !dbg !469, !llvm.loop !480

288:                                              ; preds = %308, %277
  %289 = phi i64 [ 0, %277 ], [ %309, %308 ]
    #dbg_value(i64 %289, !103, !DIExpression(), !477)
  %290 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %289, !dbg !482
  %291 = load i32, ptr %290, align 4, !dbg !482, !tbaa !144
  %292 = zext i32 %291 to i64, !dbg !482
  %293 = mul nuw i64 %292, %281, !dbg !483
  %294 = add nuw nsw i64 %289, %278, !dbg !484
  %295 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %294, !dbg !485
  %296 = load i64, ptr %295, align 8, !dbg !486, !tbaa !405
  %297 = add i64 %293, %296, !dbg !486
  store i64 %297, ptr %295, align 8, !dbg !486, !tbaa !405
  %298 = icmp ugt i64 %297, 7999999999999999999, !dbg !487
  br i1 %298, label %299, label %308, !dbg !488

299:                                              ; preds = %288
  %300 = freeze i64 %297, !dbg !489
  %301 = udiv i64 %300, 1000000000, !dbg !489
  %302 = add nuw nsw i64 %294, 1, !dbg !490
  %303 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %302, !dbg !491
  %304 = load i64, ptr %303, align 8, !dbg !492, !tbaa !405
  %305 = add i64 %304, %301, !dbg !492
  store i64 %305, ptr %303, align 8, !dbg !492, !tbaa !405
  %306 = mul i64 %301, 1000000000, !dbg !493
  %307 = sub i64 %300, %306, !dbg !493
  store i64 %307, ptr %295, align 8, !dbg !493, !tbaa !405
  br label %308, !dbg !494

308:                                              ; preds = %299, %288
  %309 = add nuw nsw i64 %289, 1, !dbg !495
    #dbg_value(i64 %309, !103, !DIExpression(), !477)
  %310 = icmp eq i64 %309, %276, !dbg !496
  br i1 %310, label %285, label %288, !dbg !478, !llvm.loop !497

311:                                              ; preds = %282, %311
  %312 = phi i64 [ %323, %311 ], [ 0, %282 ]
  %313 = phi i64 [ %318, %311 ], [ 0, %282 ]
    #dbg_value(i64 %312, !109, !DIExpression(), !475)
    #dbg_value(i64 %313, !107, !DIExpression(), !117)
  %314 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %312, !dbg !499
  %315 = load i64, ptr %314, align 8, !dbg !499, !tbaa !405
  %316 = add i64 %315, %313, !dbg !500
    #dbg_value(i64 %316, !111, !DIExpression(), !501)
  %317 = freeze i64 %316, !dbg !502
  %318 = udiv i64 %317, 1000000000, !dbg !502
  %319 = mul i64 %318, 1000000000, !dbg !503
  %320 = sub i64 %317, %319, !dbg !503
  %321 = trunc nuw nsw i64 %320 to i32, !dbg !504
  %322 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %312, !dbg !505
  store i32 %321, ptr %322, align 4, !dbg !506, !tbaa !144
    #dbg_value(i64 %318, !107, !DIExpression(), !117)
  %323 = add nuw nsw i64 %312, 1, !dbg !507
    #dbg_value(i64 %323, !109, !DIExpression(), !475)
  %324 = icmp eq i64 %323, %284, !dbg !508
  br i1 %324, label %325, label %311, !dbg !476, !llvm.loop !509

325:                                              ; preds = %311, %272, %282
  %326 = phi i64 [ %284, %282 ], [ %274, %272 ], [ %284, %311 ]
  br label %327, !dbg !511

327:                                              ; preds = %325, %331
  %328 = phi i64 [ %332, %331 ], [ %326, %325 ], !dbg !117
  %329 = trunc nuw i64 %328 to i32, !dbg !117
  store i32 %329, ptr %119, align 4, !dbg !117, !tbaa !151, !DIAssignID !512
  %330 = icmp sgt i32 %329, 1, !dbg !513
  br i1 %330, label %331, label %336, !dbg !514

331:                                              ; preds = %327
  %332 = add nsw i64 %328, -1, !dbg !515
  %333 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %332, !dbg !516
  %334 = load i32, ptr %333, align 4, !dbg !516, !tbaa !144
  %335 = icmp eq i32 %334, 0, !dbg !517
  br i1 %335, label %327, label %336, !dbg !511, !llvm.loop !518

336:                                              ; preds = %327, %331
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %10, ptr noundef nonnull align 4 dereferenceable(484) %2, i64 484, i1 false), !dbg !520, !tbaa.struct !351, !DIAssignID !521
    #dbg_assign(i1 undef, !85, !DIExpression(), !521, ptr %10, !DIExpression(), !127)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #7, !dbg !522
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %1) #7, !dbg !522
  %337 = add nuw nsw i32 %270, 1, !dbg !523
    #dbg_value(i32 %337, !86, !DIExpression(), !301)
  %338 = icmp eq i32 %337, 8, !dbg !524
  br i1 %338, label %152, label %266, !dbg !302, !llvm.loop !525
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !527 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bigint.c", directory: ".", checksumkind: CSK_MD5, checksum: "059862661f0ad2f1944434eed5e8d2a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 3)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 5)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !49, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !46}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !44, line: 45, baseType: !45)
!44 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !42, line: 26, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !44, line: 42, baseType: !48)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!0, !7, !12, !17, !22, !27, !32, !34, !50}
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 2)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 1}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !65, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67}
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !{!69, !78, !80, !81, !82, !83, !85, !86, !88}
!69 = !DILocalVariable(name: "f", scope: !64, file: !2, line: 74, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !2, line: 7, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 3872, elements: !72)
!72 = !{!73, !77}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !71, file: !2, line: 7, baseType: !74, size: 3840)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 3840, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 120)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !71, file: !2, line: 7, baseType: !67, size: 32, offset: 3840)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 76, type: !46)
!79 = distinct !DILexicalBlock(scope: !64, file: !2, line: 76, column: 5)
!80 = !DILocalVariable(name: "a", scope: !64, file: !2, line: 79, type: !70)
!81 = !DILocalVariable(name: "b", scope: !64, file: !2, line: 79, type: !70)
!82 = !DILocalVariable(name: "c", scope: !64, file: !2, line: 79, type: !70)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 82, type: !67)
!84 = distinct !DILexicalBlock(scope: !64, file: !2, line: 82, column: 5)
!85 = !DILocalVariable(name: "p", scope: !64, file: !2, line: 84, type: !70)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 86, type: !67)
!87 = distinct !DILexicalBlock(scope: !64, file: !2, line: 86, column: 5)
!88 = !DILocalVariable(name: "q", scope: !64, file: !2, line: 88, type: !70)
!89 = distinct !DIAssignID()
!90 = !DILocalVariable(name: "acc", scope: !91, file: !2, line: 37, type: !114)
!91 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 36, type: !92, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !97)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !94, !95, !95}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!97 = !{!98, !99, !100, !90, !101, !103, !106, !107, !108, !109, !111}
!98 = !DILocalVariable(name: "r", arg: 1, scope: !91, file: !2, line: 36, type: !94)
!99 = !DILocalVariable(name: "a", arg: 2, scope: !91, file: !2, line: 36, type: !95)
!100 = !DILocalVariable(name: "b", arg: 3, scope: !91, file: !2, line: 36, type: !95)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 38, type: !67)
!102 = distinct !DILexicalBlock(scope: !91, file: !2, line: 38, column: 5)
!103 = !DILocalVariable(name: "j", scope: !104, file: !2, line: 39, type: !67)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 39, column: 9)
!105 = distinct !DILexicalBlock(scope: !102, file: !2, line: 38, column: 5)
!106 = !DILocalVariable(name: "t", scope: !91, file: !2, line: 46, type: !70)
!107 = !DILocalVariable(name: "carry", scope: !91, file: !2, line: 48, type: !41)
!108 = !DILocalVariable(name: "n", scope: !91, file: !2, line: 49, type: !67)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 50, type: !67)
!110 = distinct !DILexicalBlock(scope: !91, file: !2, line: 50, column: 5)
!111 = !DILocalVariable(name: "v", scope: !112, file: !2, line: 51, type: !41)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 50, column: 33)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 50, column: 5)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 15360, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 240)
!117 = !DILocation(line: 0, scope: !91, inlinedAt: !118)
!118 = distinct !DILocation(line: 86, column: 33, scope: !119)
!119 = distinct !DILexicalBlock(scope: !87, file: !2, line: 86, column: 5)
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !91, inlinedAt: !123)
!123 = distinct !DILocation(line: 89, column: 5, scope: !64)
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !64)
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 74, column: 5, scope: !64)
!133 = !DILocalVariable(name: "b", arg: 1, scope: !134, file: !2, line: 9, type: !94)
!134 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 9, type: !135, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !94, !46}
!137 = !{!133, !138}
!138 = !DILocalVariable(name: "v", arg: 2, scope: !134, file: !2, line: 9, type: !46)
!139 = !DILocation(line: 0, scope: !134, inlinedAt: !140)
!140 = distinct !DILocation(line: 75, column: 5, scope: !64)
!141 = !DILocation(line: 9, column: 43, scope: !134, inlinedAt: !140)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 9, column: 76, scope: !134, inlinedAt: !140)
!144 = !{!145, !145, i64 0}
!145 = !{!"int", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 9, column: 84, scope: !134, inlinedAt: !140)
!150 = !DILocation(line: 9, column: 86, scope: !134, inlinedAt: !140)
!151 = !{!152, !145, i64 480}
!152 = !{!"", !146, i64 0, !145, i64 480}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !79)
!155 = !DILocation(line: 76, column: 5, scope: !79)
!156 = !DILocalVariable(name: "label", arg: 1, scope: !157, file: !2, line: 60, type: !160)
!157 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 60, type: !158, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !162)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !160, !95}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!162 = !{!156, !163, !164}
!163 = !DILocalVariable(name: "b", arg: 2, scope: !157, file: !2, line: 60, type: !95)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 63, type: !67)
!165 = distinct !DILexicalBlock(scope: !157, file: !2, line: 63, column: 5)
!166 = !DILocation(line: 0, scope: !157, inlinedAt: !167)
!167 = distinct !DILocation(line: 77, column: 5, scope: !64)
!168 = !DILocation(line: 61, column: 5, scope: !157, inlinedAt: !167)
!169 = !DILocation(line: 62, column: 26, scope: !157, inlinedAt: !167)
!170 = !DILocation(line: 62, column: 28, scope: !157, inlinedAt: !167)
!171 = !DILocation(line: 62, column: 18, scope: !157, inlinedAt: !167)
!172 = !DILocation(line: 62, column: 5, scope: !157, inlinedAt: !167)
!173 = !DILocation(line: 0, scope: !165, inlinedAt: !167)
!174 = !DILocation(line: 63, column: 30, scope: !175, inlinedAt: !167)
!175 = distinct !DILexicalBlock(scope: !165, file: !2, line: 63, column: 5)
!176 = !DILocation(line: 63, column: 5, scope: !165, inlinedAt: !167)
!177 = !DILocation(line: 63, column: 23, scope: !165, inlinedAt: !167)
!178 = !DILocation(line: 63, column: 56, scope: !175, inlinedAt: !167)
!179 = !DILocation(line: 63, column: 41, scope: !175, inlinedAt: !167)
!180 = !DILocation(line: 63, column: 37, scope: !175, inlinedAt: !167)
!181 = distinct !{!181, !176, !182, !183}
!182 = !DILocation(line: 63, column: 63, scope: !165, inlinedAt: !167)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 64, column: 5, scope: !157, inlinedAt: !167)
!185 = !DILocalVariable(name: "b", arg: 1, scope: !186, file: !2, line: 67, type: !95)
!186 = distinct !DISubprogram(name: "big_digit_sum", scope: !2, file: !2, line: 67, type: !187, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!46, !95}
!189 = !{!185, !190, !191, !193}
!190 = !DILocalVariable(name: "s", scope: !186, file: !2, line: 68, type: !46)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 69, type: !67)
!192 = distinct !DILexicalBlock(scope: !186, file: !2, line: 69, column: 5)
!193 = !DILocalVariable(name: "v", scope: !194, file: !2, line: 69, type: !46)
!194 = distinct !DILexicalBlock(scope: !195, file: !2, line: 69, column: 36)
!195 = distinct !DILexicalBlock(scope: !192, file: !2, line: 69, column: 5)
!196 = !DILocation(line: 0, scope: !186, inlinedAt: !197)
!197 = distinct !DILocation(line: 78, column: 32, scope: !64)
!198 = !DILocation(line: 0, scope: !192, inlinedAt: !197)
!199 = !DILocation(line: 69, column: 23, scope: !195, inlinedAt: !197)
!200 = !DILocation(line: 69, column: 5, scope: !192, inlinedAt: !197)
!201 = !DILocation(line: 69, column: 54, scope: !194, inlinedAt: !197)
!202 = !DILocation(line: 0, scope: !194, inlinedAt: !197)
!203 = !DILocation(line: 69, column: 36, scope: !194, inlinedAt: !197)
!204 = !DILocation(line: 69, column: 32, scope: !195, inlinedAt: !197)
!205 = distinct !{!205, !200, !206, !183}
!206 = !DILocation(line: 69, column: 84, scope: !192, inlinedAt: !197)
!207 = !DILocation(line: 69, column: 68, scope: !208, inlinedAt: !197)
!208 = distinct !DILexicalBlock(scope: !194, file: !2, line: 69, column: 36)
!209 = !DILocation(line: 69, column: 82, scope: !208, inlinedAt: !197)
!210 = !DILocation(line: 69, column: 77, scope: !208, inlinedAt: !197)
!211 = distinct !{!211, !203, !212, !183}
!212 = !DILocation(line: 69, column: 84, scope: !194, inlinedAt: !197)
!213 = !DILocation(line: 68, column: 14, scope: !186, inlinedAt: !197)
!214 = !DILocation(line: 78, column: 5, scope: !64)
!215 = !DILocation(line: 79, column: 5, scope: !64)
!216 = !DILocation(line: 0, scope: !134, inlinedAt: !217)
!217 = distinct !DILocation(line: 80, column: 5, scope: !64)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 9, column: 84, scope: !134, inlinedAt: !217)
!220 = !DILocation(line: 9, column: 76, scope: !134, inlinedAt: !217)
!221 = !DILocation(line: 9, column: 86, scope: !134, inlinedAt: !217)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 0, scope: !134, inlinedAt: !224)
!224 = distinct !DILocation(line: 81, column: 5, scope: !64)
!225 = !DILocation(line: 9, column: 43, scope: !134, inlinedAt: !224)
!226 = distinct !DIAssignID()
!227 = !DILocation(line: 9, column: 76, scope: !134, inlinedAt: !224)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 9, column: 84, scope: !134, inlinedAt: !224)
!230 = !DILocation(line: 9, column: 86, scope: !134, inlinedAt: !224)
!231 = distinct !DIAssignID()
!232 = !DILocation(line: 0, scope: !84)
!233 = !DILocation(line: 82, column: 5, scope: !84)
!234 = !DILocation(line: 13, column: 28, scope: !235, inlinedAt: !245)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 13, column: 5)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 13, column: 5)
!237 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 11, type: !135, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !238)
!238 = !{!239, !240, !241, !242, !243}
!239 = !DILocalVariable(name: "b", arg: 1, scope: !237, file: !2, line: 11, type: !94)
!240 = !DILocalVariable(name: "m", arg: 2, scope: !237, file: !2, line: 11, type: !46)
!241 = !DILocalVariable(name: "carry", scope: !237, file: !2, line: 12, type: !41)
!242 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 13, type: !67)
!243 = !DILocalVariable(name: "t", scope: !244, file: !2, line: 14, type: !41)
!244 = distinct !DILexicalBlock(scope: !235, file: !2, line: 13, column: 36)
!245 = distinct !DILocation(line: 76, column: 41, scope: !246)
!246 = distinct !DILexicalBlock(scope: !79, file: !2, line: 76, column: 5)
!247 = !DILocation(line: 0, scope: !237, inlinedAt: !245)
!248 = !DILocation(line: 0, scope: !236, inlinedAt: !245)
!249 = !DILocation(line: 13, column: 23, scope: !235, inlinedAt: !245)
!250 = !DILocation(line: 13, column: 5, scope: !236, inlinedAt: !245)
!251 = !DILocation(line: 18, column: 5, scope: !237, inlinedAt: !245)
!252 = !DILocation(line: 14, column: 32, scope: !244, inlinedAt: !245)
!253 = !DILocation(line: 14, column: 22, scope: !244, inlinedAt: !245)
!254 = !DILocation(line: 14, column: 40, scope: !244, inlinedAt: !245)
!255 = !DILocation(line: 14, column: 44, scope: !244, inlinedAt: !245)
!256 = !DILocation(line: 0, scope: !244, inlinedAt: !245)
!257 = !DILocation(line: 16, column: 19, scope: !244, inlinedAt: !245)
!258 = !DILocation(line: 15, column: 32, scope: !244, inlinedAt: !245)
!259 = !DILocation(line: 15, column: 19, scope: !244, inlinedAt: !245)
!260 = !DILocation(line: 15, column: 17, scope: !244, inlinedAt: !245)
!261 = !DILocation(line: 13, column: 32, scope: !235, inlinedAt: !245)
!262 = distinct !{!262, !250, !263, !183}
!263 = !DILocation(line: 17, column: 5, scope: !236, inlinedAt: !245)
!264 = !DILocation(line: 18, column: 36, scope: !265, inlinedAt: !245)
!265 = distinct !DILexicalBlock(scope: !237, file: !2, line: 18, column: 19)
!266 = !DILocation(line: 18, column: 30, scope: !265, inlinedAt: !245)
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 18, column: 21, scope: !265, inlinedAt: !245)
!269 = !DILocation(line: 18, column: 34, scope: !265, inlinedAt: !245)
!270 = !DILocation(line: 76, column: 37, scope: !246)
!271 = !DILocation(line: 76, column: 28, scope: !246)
!272 = distinct !{!272, !155, !273, !183}
!273 = !DILocation(line: 76, column: 60, scope: !79)
!274 = !DILocation(line: 0, scope: !157, inlinedAt: !275)
!275 = distinct !DILocation(line: 83, column: 5, scope: !64)
!276 = !DILocation(line: 61, column: 5, scope: !157, inlinedAt: !275)
!277 = !DILocation(line: 62, column: 26, scope: !157, inlinedAt: !275)
!278 = !DILocation(line: 62, column: 28, scope: !157, inlinedAt: !275)
!279 = !DILocation(line: 62, column: 18, scope: !157, inlinedAt: !275)
!280 = !DILocation(line: 62, column: 5, scope: !157, inlinedAt: !275)
!281 = !DILocation(line: 0, scope: !165, inlinedAt: !275)
!282 = !DILocation(line: 63, column: 30, scope: !175, inlinedAt: !275)
!283 = !DILocation(line: 63, column: 5, scope: !165, inlinedAt: !275)
!284 = !DILocation(line: 63, column: 23, scope: !165, inlinedAt: !275)
!285 = !DILocation(line: 63, column: 56, scope: !175, inlinedAt: !275)
!286 = !DILocation(line: 63, column: 41, scope: !175, inlinedAt: !275)
!287 = !DILocation(line: 63, column: 37, scope: !175, inlinedAt: !275)
!288 = distinct !{!288, !283, !289, !183}
!289 = !DILocation(line: 63, column: 63, scope: !165, inlinedAt: !275)
!290 = !DILocation(line: 64, column: 5, scope: !157, inlinedAt: !275)
!291 = !DILocation(line: 84, column: 5, scope: !64)
!292 = !DILocation(line: 0, scope: !134, inlinedAt: !293)
!293 = distinct !DILocation(line: 85, column: 5, scope: !64)
!294 = !DILocation(line: 9, column: 43, scope: !134, inlinedAt: !293)
!295 = distinct !DIAssignID()
!296 = !DILocation(line: 9, column: 76, scope: !134, inlinedAt: !293)
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 9, column: 84, scope: !134, inlinedAt: !293)
!299 = !DILocation(line: 9, column: 86, scope: !134, inlinedAt: !293)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 0, scope: !87)
!302 = !DILocation(line: 86, column: 5, scope: !87)
!303 = !DILocalVariable(name: "t", scope: !304, file: !2, line: 24, type: !70)
!304 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 21, type: !92, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !305)
!305 = !{!306, !307, !308, !309, !310, !303, !311, !313}
!306 = !DILocalVariable(name: "r", arg: 1, scope: !304, file: !2, line: 21, type: !94)
!307 = !DILocalVariable(name: "a", arg: 2, scope: !304, file: !2, line: 21, type: !95)
!308 = !DILocalVariable(name: "b", arg: 3, scope: !304, file: !2, line: 21, type: !95)
!309 = !DILocalVariable(name: "n", scope: !304, file: !2, line: 22, type: !67)
!310 = !DILocalVariable(name: "carry", scope: !304, file: !2, line: 23, type: !46)
!311 = !DILocalVariable(name: "i", scope: !312, file: !2, line: 26, type: !67)
!312 = distinct !DILexicalBlock(scope: !304, file: !2, line: 26, column: 5)
!313 = !DILocalVariable(name: "s", scope: !314, file: !2, line: 27, type: !46)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 26, column: 33)
!315 = distinct !DILexicalBlock(scope: !312, file: !2, line: 26, column: 5)
!316 = !DILocation(line: 0, scope: !304, inlinedAt: !317)
!317 = distinct !DILocation(line: 82, column: 37, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 82, column: 35)
!319 = distinct !DILexicalBlock(scope: !84, file: !2, line: 82, column: 5)
!320 = !DILocation(line: 22, column: 16, scope: !304, inlinedAt: !317)
!321 = !DILocation(line: 22, column: 23, scope: !304, inlinedAt: !317)
!322 = !DILocation(line: 22, column: 13, scope: !304, inlinedAt: !317)
!323 = !DILocation(line: 24, column: 5, scope: !304, inlinedAt: !317)
!324 = !DILocation(line: 25, column: 5, scope: !304, inlinedAt: !317)
!325 = distinct !DIAssignID()
!326 = !DILocation(line: 0, scope: !312, inlinedAt: !317)
!327 = !DILocation(line: 26, column: 23, scope: !315, inlinedAt: !317)
!328 = !DILocation(line: 26, column: 5, scope: !312, inlinedAt: !317)
!329 = !DILocation(line: 31, column: 9, scope: !304, inlinedAt: !317)
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 32, column: 9, scope: !304, inlinedAt: !317)
!332 = !DILocation(line: 27, column: 22, scope: !314, inlinedAt: !317)
!333 = !DILocation(line: 27, column: 32, scope: !314, inlinedAt: !317)
!334 = !DILocation(line: 27, column: 30, scope: !314, inlinedAt: !317)
!335 = !DILocation(line: 27, column: 40, scope: !314, inlinedAt: !317)
!336 = !DILocation(line: 0, scope: !314, inlinedAt: !317)
!337 = !DILocation(line: 28, column: 19, scope: !314, inlinedAt: !317)
!338 = !DILocation(line: 29, column: 28, scope: !314, inlinedAt: !317)
!339 = !DILocation(line: 29, column: 20, scope: !314, inlinedAt: !317)
!340 = !DILocation(line: 29, column: 9, scope: !314, inlinedAt: !317)
!341 = !DILocation(line: 29, column: 16, scope: !314, inlinedAt: !317)
!342 = !DILocation(line: 26, column: 29, scope: !315, inlinedAt: !317)
!343 = distinct !{!343, !328, !344, !183}
!344 = !DILocation(line: 30, column: 5, scope: !312, inlinedAt: !317)
!345 = !DILocation(line: 32, column: 23, scope: !346, inlinedAt: !317)
!346 = distinct !DILexicalBlock(scope: !304, file: !2, line: 32, column: 9)
!347 = distinct !DIAssignID()
!348 = !DILocation(line: 32, column: 16, scope: !346, inlinedAt: !317)
!349 = !DILocation(line: 32, column: 27, scope: !346, inlinedAt: !317)
!350 = !DILocation(line: 33, column: 10, scope: !304, inlinedAt: !317)
!351 = !{i64 0, i64 480, !352, i64 480, i64 4, !144}
!352 = !{!146, !146, i64 0}
!353 = distinct !DIAssignID()
!354 = !DILocation(line: 34, column: 1, scope: !304, inlinedAt: !317)
!355 = !DILocation(line: 82, column: 62, scope: !318)
!356 = distinct !DIAssignID()
!357 = !DILocation(line: 82, column: 69, scope: !318)
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 82, column: 31, scope: !319)
!360 = !DILocation(line: 82, column: 23, scope: !319)
!361 = distinct !{!361, !233, !362, !183}
!362 = !DILocation(line: 82, column: 72, scope: !84)
!363 = !DILocation(line: 0, scope: !157, inlinedAt: !364)
!364 = distinct !DILocation(line: 87, column: 5, scope: !64)
!365 = !DILocation(line: 61, column: 5, scope: !157, inlinedAt: !364)
!366 = !DILocation(line: 62, column: 26, scope: !157, inlinedAt: !364)
!367 = !DILocation(line: 62, column: 28, scope: !157, inlinedAt: !364)
!368 = !DILocation(line: 62, column: 18, scope: !157, inlinedAt: !364)
!369 = !DILocation(line: 62, column: 5, scope: !157, inlinedAt: !364)
!370 = !DILocation(line: 0, scope: !165, inlinedAt: !364)
!371 = !DILocation(line: 63, column: 30, scope: !175, inlinedAt: !364)
!372 = !DILocation(line: 63, column: 5, scope: !165, inlinedAt: !364)
!373 = !DILocation(line: 63, column: 23, scope: !165, inlinedAt: !364)
!374 = !DILocation(line: 63, column: 56, scope: !175, inlinedAt: !364)
!375 = !DILocation(line: 63, column: 41, scope: !175, inlinedAt: !364)
!376 = !DILocation(line: 63, column: 37, scope: !175, inlinedAt: !364)
!377 = distinct !{!377, !372, !378, !183}
!378 = !DILocation(line: 63, column: 63, scope: !165, inlinedAt: !364)
!379 = !DILocation(line: 64, column: 5, scope: !157, inlinedAt: !364)
!380 = !DILocation(line: 37, column: 5, scope: !91, inlinedAt: !123)
!381 = !DILocation(line: 37, column: 14, scope: !91, inlinedAt: !123)
!382 = distinct !DIAssignID()
!383 = !DILocation(line: 0, scope: !102, inlinedAt: !123)
!384 = !DILocation(line: 38, column: 5, scope: !102, inlinedAt: !123)
!385 = !DILocation(line: 38, column: 23, scope: !105, inlinedAt: !123)
!386 = !DILocation(line: 0, scope: !104, inlinedAt: !123)
!387 = !DILocation(line: 39, column: 9, scope: !104, inlinedAt: !123)
!388 = !DILocation(line: 47, column: 5, scope: !91, inlinedAt: !123)
!389 = distinct !DIAssignID()
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 49, column: 18, scope: !91, inlinedAt: !123)
!392 = !DILocation(line: 0, scope: !110, inlinedAt: !123)
!393 = !DILocation(line: 50, column: 23, scope: !113, inlinedAt: !123)
!394 = !DILocation(line: 50, column: 5, scope: !110, inlinedAt: !123)
!395 = !DILocation(line: 38, column: 32, scope: !105, inlinedAt: !123)
!396 = distinct !{!396, !384, !397, !183}
!397 = !DILocation(line: 45, column: 9, scope: !102, inlinedAt: !123)
!398 = !DILocation(line: 40, column: 47, scope: !399, inlinedAt: !123)
!399 = distinct !DILexicalBlock(scope: !400, file: !2, line: 39, column: 40)
!400 = distinct !DILexicalBlock(scope: !104, file: !2, line: 39, column: 9)
!401 = !DILocation(line: 40, column: 45, scope: !399, inlinedAt: !123)
!402 = !DILocation(line: 40, column: 19, scope: !399, inlinedAt: !123)
!403 = !DILocation(line: 40, column: 13, scope: !399, inlinedAt: !123)
!404 = !DILocation(line: 40, column: 24, scope: !399, inlinedAt: !123)
!405 = !{!406, !406, i64 0}
!406 = !{!"long", !146, i64 0}
!407 = !DILocation(line: 41, column: 28, scope: !408, inlinedAt: !123)
!408 = distinct !DILexicalBlock(scope: !399, file: !2, line: 41, column: 17)
!409 = !DILocation(line: 41, column: 17, scope: !399, inlinedAt: !123)
!410 = !DILocation(line: 42, column: 46, scope: !411, inlinedAt: !123)
!411 = distinct !DILexicalBlock(scope: !408, file: !2, line: 41, column: 55)
!412 = !DILocation(line: 42, column: 27, scope: !411, inlinedAt: !123)
!413 = !DILocation(line: 42, column: 17, scope: !411, inlinedAt: !123)
!414 = !DILocation(line: 42, column: 32, scope: !411, inlinedAt: !123)
!415 = !DILocation(line: 43, column: 28, scope: !411, inlinedAt: !123)
!416 = !DILocation(line: 44, column: 13, scope: !411, inlinedAt: !123)
!417 = !DILocation(line: 39, column: 36, scope: !400, inlinedAt: !123)
!418 = !DILocation(line: 39, column: 27, scope: !400, inlinedAt: !123)
!419 = distinct !{!419, !387, !420, !183}
!420 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !123)
!421 = !DILocation(line: 55, column: 7, scope: !91, inlinedAt: !123)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 56, column: 5, scope: !91, inlinedAt: !123)
!424 = !DILocation(line: 51, column: 22, scope: !112, inlinedAt: !123)
!425 = !DILocation(line: 51, column: 29, scope: !112, inlinedAt: !123)
!426 = !DILocation(line: 0, scope: !112, inlinedAt: !123)
!427 = !DILocation(line: 53, column: 19, scope: !112, inlinedAt: !123)
!428 = !DILocation(line: 52, column: 31, scope: !112, inlinedAt: !123)
!429 = !DILocation(line: 52, column: 18, scope: !112, inlinedAt: !123)
!430 = !DILocation(line: 52, column: 9, scope: !112, inlinedAt: !123)
!431 = !DILocation(line: 52, column: 16, scope: !112, inlinedAt: !123)
!432 = !DILocation(line: 50, column: 29, scope: !113, inlinedAt: !123)
!433 = distinct !{!433, !394, !434, !183}
!434 = !DILocation(line: 54, column: 5, scope: !110, inlinedAt: !123)
!435 = !DILocation(line: 56, column: 16, scope: !91, inlinedAt: !123)
!436 = !DILocation(line: 56, column: 20, scope: !91, inlinedAt: !123)
!437 = !DILocation(line: 56, column: 31, scope: !91, inlinedAt: !123)
!438 = !DILocation(line: 56, column: 23, scope: !91, inlinedAt: !123)
!439 = !DILocation(line: 56, column: 36, scope: !91, inlinedAt: !123)
!440 = distinct !{!440, !423, !441, !183}
!441 = !DILocation(line: 56, column: 45, scope: !91, inlinedAt: !123)
!442 = distinct !DIAssignID()
!443 = !DILocation(line: 58, column: 1, scope: !91, inlinedAt: !123)
!444 = !DILocation(line: 0, scope: !186, inlinedAt: !445)
!445 = distinct !DILocation(line: 90, column: 59, scope: !64)
!446 = !DILocation(line: 0, scope: !192, inlinedAt: !445)
!447 = !DILocation(line: 69, column: 23, scope: !195, inlinedAt: !445)
!448 = !DILocation(line: 69, column: 5, scope: !192, inlinedAt: !445)
!449 = !DILocation(line: 69, column: 54, scope: !194, inlinedAt: !445)
!450 = !DILocation(line: 0, scope: !194, inlinedAt: !445)
!451 = !DILocation(line: 69, column: 36, scope: !194, inlinedAt: !445)
!452 = !DILocation(line: 69, column: 32, scope: !195, inlinedAt: !445)
!453 = distinct !{!453, !448, !454, !183}
!454 = !DILocation(line: 69, column: 84, scope: !192, inlinedAt: !445)
!455 = !DILocation(line: 69, column: 68, scope: !208, inlinedAt: !445)
!456 = !DILocation(line: 69, column: 82, scope: !208, inlinedAt: !445)
!457 = !DILocation(line: 69, column: 77, scope: !208, inlinedAt: !445)
!458 = distinct !{!458, !451, !459, !183}
!459 = !DILocation(line: 69, column: 84, scope: !194, inlinedAt: !445)
!460 = !DILocation(line: 68, column: 14, scope: !186, inlinedAt: !445)
!461 = !DILocation(line: 90, column: 5, scope: !64)
!462 = !DILocation(line: 92, column: 1, scope: !64)
!463 = !DILocation(line: 91, column: 5, scope: !64)
!464 = !DILocation(line: 37, column: 5, scope: !91, inlinedAt: !118)
!465 = !DILocation(line: 37, column: 14, scope: !91, inlinedAt: !118)
!466 = distinct !DIAssignID()
!467 = !DILocation(line: 0, scope: !102, inlinedAt: !118)
!468 = !DILocation(line: 38, column: 23, scope: !105, inlinedAt: !118)
!469 = !DILocation(line: 38, column: 5, scope: !102, inlinedAt: !118)
!470 = !DILocation(line: 46, column: 5, scope: !91, inlinedAt: !118)
!471 = !DILocation(line: 47, column: 5, scope: !91, inlinedAt: !118)
!472 = distinct !DIAssignID()
!473 = distinct !DIAssignID()
!474 = !DILocation(line: 49, column: 18, scope: !91, inlinedAt: !118)
!475 = !DILocation(line: 0, scope: !110, inlinedAt: !118)
!476 = !DILocation(line: 50, column: 5, scope: !110, inlinedAt: !118)
!477 = !DILocation(line: 0, scope: !104, inlinedAt: !118)
!478 = !DILocation(line: 39, column: 9, scope: !104, inlinedAt: !118)
!479 = !DILocation(line: 38, column: 32, scope: !105, inlinedAt: !118)
!480 = distinct !{!480, !469, !481, !183}
!481 = !DILocation(line: 45, column: 9, scope: !102, inlinedAt: !118)
!482 = !DILocation(line: 40, column: 47, scope: !399, inlinedAt: !118)
!483 = !DILocation(line: 40, column: 45, scope: !399, inlinedAt: !118)
!484 = !DILocation(line: 40, column: 19, scope: !399, inlinedAt: !118)
!485 = !DILocation(line: 40, column: 13, scope: !399, inlinedAt: !118)
!486 = !DILocation(line: 40, column: 24, scope: !399, inlinedAt: !118)
!487 = !DILocation(line: 41, column: 28, scope: !408, inlinedAt: !118)
!488 = !DILocation(line: 41, column: 17, scope: !399, inlinedAt: !118)
!489 = !DILocation(line: 42, column: 46, scope: !411, inlinedAt: !118)
!490 = !DILocation(line: 42, column: 27, scope: !411, inlinedAt: !118)
!491 = !DILocation(line: 42, column: 17, scope: !411, inlinedAt: !118)
!492 = !DILocation(line: 42, column: 32, scope: !411, inlinedAt: !118)
!493 = !DILocation(line: 43, column: 28, scope: !411, inlinedAt: !118)
!494 = !DILocation(line: 44, column: 13, scope: !411, inlinedAt: !118)
!495 = !DILocation(line: 39, column: 36, scope: !400, inlinedAt: !118)
!496 = !DILocation(line: 39, column: 27, scope: !400, inlinedAt: !118)
!497 = distinct !{!497, !478, !498, !183}
!498 = !DILocation(line: 45, column: 9, scope: !104, inlinedAt: !118)
!499 = !DILocation(line: 51, column: 22, scope: !112, inlinedAt: !118)
!500 = !DILocation(line: 51, column: 29, scope: !112, inlinedAt: !118)
!501 = !DILocation(line: 0, scope: !112, inlinedAt: !118)
!502 = !DILocation(line: 53, column: 19, scope: !112, inlinedAt: !118)
!503 = !DILocation(line: 52, column: 31, scope: !112, inlinedAt: !118)
!504 = !DILocation(line: 52, column: 18, scope: !112, inlinedAt: !118)
!505 = !DILocation(line: 52, column: 9, scope: !112, inlinedAt: !118)
!506 = !DILocation(line: 52, column: 16, scope: !112, inlinedAt: !118)
!507 = !DILocation(line: 50, column: 29, scope: !113, inlinedAt: !118)
!508 = !DILocation(line: 50, column: 23, scope: !113, inlinedAt: !118)
!509 = distinct !{!509, !476, !510, !183}
!510 = !DILocation(line: 54, column: 5, scope: !110, inlinedAt: !118)
!511 = !DILocation(line: 56, column: 5, scope: !91, inlinedAt: !118)
!512 = distinct !DIAssignID()
!513 = !DILocation(line: 56, column: 16, scope: !91, inlinedAt: !118)
!514 = !DILocation(line: 56, column: 20, scope: !91, inlinedAt: !118)
!515 = !DILocation(line: 56, column: 31, scope: !91, inlinedAt: !118)
!516 = !DILocation(line: 56, column: 23, scope: !91, inlinedAt: !118)
!517 = !DILocation(line: 56, column: 36, scope: !91, inlinedAt: !118)
!518 = distinct !{!518, !511, !519, !183}
!519 = !DILocation(line: 56, column: 45, scope: !91, inlinedAt: !118)
!520 = !DILocation(line: 57, column: 10, scope: !91, inlinedAt: !118)
!521 = distinct !DIAssignID()
!522 = !DILocation(line: 58, column: 1, scope: !91, inlinedAt: !118)
!523 = !DILocation(line: 86, column: 29, scope: !119)
!524 = !DILocation(line: 86, column: 23, scope: !119)
!525 = distinct !{!525, !302, !526, !183}
!526 = !DILocation(line: 86, column: 51, scope: !87)
!527 = !DISubprogram(name: "printf", scope: !528, file: !528, line: 356, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!529 = !DISubroutineType(types: !530)
!530 = !{!67, !531, null}
!531 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
