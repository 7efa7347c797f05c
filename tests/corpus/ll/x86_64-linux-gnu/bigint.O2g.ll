; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !63 {
  %1 = alloca [240 x i64], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !89, !DIExpression(), !88, ptr %1, !DIExpression(), !116)
  %2 = alloca %struct.Big, align 4, !DIAssignID !119
  %3 = alloca [240 x i64], align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !89, !DIExpression(), !120, ptr %3, !DIExpression(), !121)
  %4 = alloca %struct.Big, align 4, !DIAssignID !123
  %5 = alloca %struct.Big, align 4, !DIAssignID !124
  %6 = alloca %struct.Big, align 4, !DIAssignID !125
    #dbg_assign(i1 undef, !68, !DIExpression(), !125, ptr %6, !DIExpression(), !126)
  %7 = alloca %struct.Big, align 4, !DIAssignID !127
    #dbg_assign(i1 undef, !79, !DIExpression(), !127, ptr %7, !DIExpression(), !126)
  %8 = alloca %struct.Big, align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !80, !DIExpression(), !128, ptr %8, !DIExpression(), !126)
  %9 = alloca %struct.Big, align 4, !DIAssignID !129
    #dbg_assign(i1 undef, !81, !DIExpression(), !129, ptr %9, !DIExpression(), !126)
  %10 = alloca %struct.Big, align 4, !DIAssignID !130
    #dbg_assign(i1 undef, !84, !DIExpression(), !130, ptr %10, !DIExpression(), !126)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #7, !dbg !131
    #dbg_value(ptr %6, !132, !DIExpression(), !138)
    #dbg_value(i32 1, !137, !DIExpression(), !138)
  %11 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !140
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %11, i8 0, i64 476, i1 false), !dbg !140, !DIAssignID !141
    #dbg_assign(i8 0, !68, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !141, ptr %11, !DIExpression(), !126)
  store i32 1, ptr %6, align 4, !dbg !142, !tbaa !143, !DIAssignID !147
    #dbg_assign(i32 1, !68, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147, ptr %6, !DIExpression(), !126)
  %12 = getelementptr inbounds i8, ptr %6, i64 480, !dbg !148
  store i32 1, ptr %12, align 4, !dbg !149, !tbaa !150, !DIAssignID !152
    #dbg_assign(i32 1, !68, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !152, ptr %12, !DIExpression(), !126)
    #dbg_value(i32 2, !77, !DIExpression(), !153)
  br label %63, !dbg !154

13:                                               ; preds = %89
    #dbg_value(ptr @.str, !155, !DIExpression(), !165)
    #dbg_value(ptr %6, !162, !DIExpression(), !165)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str), !dbg !167
  %15 = load i32, ptr %12, align 4, !dbg !168, !tbaa !150
  %16 = add nsw i32 %15, -1, !dbg !169
  %17 = sext i32 %16 to i64, !dbg !170
  %18 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %17, !dbg !170
  %19 = load i32, ptr %18, align 4, !dbg !170, !tbaa !143
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %19), !dbg !171
    #dbg_value(i32 %15, !163, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !172)
  %21 = icmp sgt i32 %15, 1, !dbg !173
  br i1 %21, label %22, label %32, !dbg !175

22:                                               ; preds = %13
  %23 = add nsw i32 %15, -2, !dbg !176
    #dbg_value(i32 %23, !163, !DIExpression(), !172)
  %24 = zext nneg i32 %23 to i64, !dbg !175
  br label %25, !dbg !175

25:                                               ; preds = %25, %22
  %26 = phi i64 [ %24, %22 ], [ %30, %25 ]
    #dbg_value(i64 %26, !163, !DIExpression(), !172)
  %27 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %26, !dbg !177
  %28 = load i32, ptr %27, align 4, !dbg !177, !tbaa !143
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %28), !dbg !178
  %30 = add nsw i64 %26, -1, !dbg !179
    #dbg_value(i64 %30, !163, !DIExpression(), !172)
  %31 = icmp eq i64 %26, 0, !dbg !173
  br i1 %31, label %32, label %25, !dbg !175, !llvm.loop !180

32:                                               ; preds = %25, %13
  %33 = tail call i32 @putchar(i32 10), !dbg !183
    #dbg_value(ptr %6, !184, !DIExpression(), !195)
    #dbg_value(i32 0, !189, !DIExpression(), !195)
    #dbg_value(i32 0, !190, !DIExpression(), !197)
  %34 = icmp sgt i32 %15, 0, !dbg !198
  br i1 %34, label %35, label %54, !dbg !199

35:                                               ; preds = %32
  %36 = zext nneg i32 %15 to i64, !dbg !198
  br label %37, !dbg !199

37:                                               ; preds = %43, %35
  %38 = phi i64 [ 0, %35 ], [ %45, %43 ]
  %39 = phi i32 [ 0, %35 ], [ %44, %43 ]
    #dbg_value(i64 %38, !190, !DIExpression(), !197)
    #dbg_value(i32 %39, !189, !DIExpression(), !195)
  %40 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %38, !dbg !200
  %41 = load i32, ptr %40, align 4, !dbg !200, !tbaa !143
    #dbg_value(i32 %41, !192, !DIExpression(), !201)
  %42 = icmp eq i32 %41, 0, !dbg !202
  br i1 %42, label %43, label %47, !dbg !202

43:                                               ; preds = %47, %37
  %44 = phi i32 [ %39, %37 ], [ %51, %47 ], !dbg !195
  %45 = add nuw nsw i64 %38, 1, !dbg !203
    #dbg_value(i64 %45, !190, !DIExpression(), !197)
    #dbg_value(i32 %44, !189, !DIExpression(), !195)
  %46 = icmp eq i64 %45, %36, !dbg !198
  br i1 %46, label %54, label %37, !dbg !199, !llvm.loop !204

47:                                               ; preds = %37, %47
  %48 = phi i32 [ %52, %47 ], [ %41, %37 ]
  %49 = phi i32 [ %51, %47 ], [ %39, %37 ]
    #dbg_value(i32 %48, !192, !DIExpression(), !201)
    #dbg_value(i32 %49, !189, !DIExpression(), !195)
  %50 = urem i32 %48, 10, !dbg !206
  %51 = add i32 %50, %49, !dbg !208
    #dbg_value(i32 %51, !189, !DIExpression(), !195)
  %52 = udiv i32 %48, 10, !dbg !209
    #dbg_value(i32 %52, !192, !DIExpression(), !201)
  %53 = icmp ult i32 %48, 10, !dbg !202
  br i1 %53, label %43, label %47, !dbg !202, !llvm.loop !210

54:                                               ; preds = %43, %32
  %55 = phi i32 [ 0, %32 ], [ %44, %43 ], !dbg !212
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55), !dbg !213
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #7, !dbg !214
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #7, !dbg !214
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9), !dbg !214
    #dbg_value(ptr %7, !132, !DIExpression(), !215)
    #dbg_value(i32 0, !137, !DIExpression(), !215)
    #dbg_assign(i8 0, !79, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !217, ptr %7, !DIExpression(DW_OP_plus_uconst, 4), !126)
    #dbg_assign(i32 0, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !217, ptr %7, !DIExpression(), !126)
  %57 = getelementptr inbounds i8, ptr %7, i64 480, !dbg !218
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %7, i8 0, i64 480, i1 false), !dbg !219, !DIAssignID !217
  store i32 1, ptr %57, align 4, !dbg !220, !tbaa !150, !DIAssignID !221
    #dbg_assign(i32 1, !79, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !221, ptr %57, !DIExpression(), !126)
    #dbg_value(ptr %8, !132, !DIExpression(), !222)
    #dbg_value(i32 1, !137, !DIExpression(), !222)
  %58 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !224
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %58, i8 0, i64 476, i1 false), !dbg !224, !DIAssignID !225
    #dbg_assign(i8 0, !80, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !225, ptr %58, !DIExpression(), !126)
  store i32 1, ptr %8, align 4, !dbg !226, !tbaa !143, !DIAssignID !227
    #dbg_assign(i32 1, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !227, ptr %8, !DIExpression(), !126)
  %59 = getelementptr inbounds i8, ptr %8, i64 480, !dbg !228
  store i32 1, ptr %59, align 4, !dbg !229, !tbaa !150, !DIAssignID !230
    #dbg_assign(i32 1, !80, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !230, ptr %59, !DIExpression(), !126)
    #dbg_value(i32 0, !82, !DIExpression(), !231)
  %60 = getelementptr inbounds i8, ptr %5, i64 480
  br label %116, !dbg !232

61:                                               ; preds = %89
  %62 = load i32, ptr %12, align 4, !dbg !233, !tbaa !150
  br label %63, !dbg !233

63:                                               ; preds = %61, %0
  %64 = phi i32 [ %62, %61 ], [ 1, %0 ], !dbg !233
  %65 = phi i64 [ %90, %61 ], [ 2, %0 ]
    #dbg_value(i64 %65, !77, !DIExpression(), !153)
    #dbg_value(ptr %6, !238, !DIExpression(), !246)
    #dbg_value(i64 %65, !239, !DIExpression(), !246)
    #dbg_value(i64 0, !240, !DIExpression(), !246)
    #dbg_value(i32 0, !241, !DIExpression(), !247)
  %66 = icmp sgt i32 %64, 0, !dbg !248
  br i1 %66, label %69, label %89, !dbg !249

67:                                               ; preds = %69
    #dbg_value(i64 %79, !240, !DIExpression(), !246)
  %68 = icmp ult i64 %76, 1000000000, !dbg !250
  br i1 %68, label %89, label %84, !dbg !250

69:                                               ; preds = %63, %69
  %70 = phi i64 [ %80, %69 ], [ 0, %63 ]
  %71 = phi i64 [ %79, %69 ], [ 0, %63 ]
    #dbg_value(i64 %71, !240, !DIExpression(), !246)
    #dbg_value(i64 %70, !241, !DIExpression(), !247)
  %72 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %70, !dbg !251
  %73 = load i32, ptr %72, align 4, !dbg !251, !tbaa !143
  %74 = zext i32 %73 to i64, !dbg !252
  %75 = mul nuw nsw i64 %65, %74, !dbg !253
  %76 = add nuw nsw i64 %75, %71, !dbg !254
    #dbg_value(i64 %76, !242, !DIExpression(), !255)
  %77 = urem i64 %76, 1000000000, !dbg !256
  %78 = trunc nuw nsw i64 %77 to i32, !dbg !257
  store i32 %78, ptr %72, align 4, !dbg !258, !tbaa !143
  %79 = udiv i64 %76, 1000000000, !dbg !259
    #dbg_value(i64 %79, !240, !DIExpression(), !246)
  %80 = add nuw nsw i64 %70, 1, !dbg !260
    #dbg_value(i64 %80, !241, !DIExpression(), !247)
  %81 = load i32, ptr %12, align 4, !dbg !233, !tbaa !150
  %82 = sext i32 %81 to i64, !dbg !248
  %83 = icmp slt i64 %80, %82, !dbg !248
  br i1 %83, label %69, label %67, !dbg !249, !llvm.loop !261

84:                                               ; preds = %67
    #dbg_value(i64 %79, !240, !DIExpression(), !246)
  %85 = trunc nuw nsw i64 %79 to i32, !dbg !263
  %86 = add nsw i32 %81, 1, !dbg !265
  store i32 %86, ptr %12, align 4, !dbg !265, !tbaa !150, !DIAssignID !266
    #dbg_assign(i32 %86, !68, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !266, ptr %12, !DIExpression(), !126)
  %87 = sext i32 %81 to i64, !dbg !267
  %88 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %87, !dbg !267
  store i32 %85, ptr %88, align 4, !dbg !268, !tbaa !143
    #dbg_value(i64 0, !240, !DIExpression(), !246)
  br label %89, !dbg !269

89:                                               ; preds = %84, %63, %67
  %90 = add nuw nsw i64 %65, 1, !dbg !269
    #dbg_value(i64 %90, !77, !DIExpression(), !153)
  %91 = icmp eq i64 %90, 101, !dbg !270
  br i1 %91, label %13, label %61, !dbg !154, !llvm.loop !271

92:                                               ; preds = %180
    #dbg_value(ptr @.str.2, !155, !DIExpression(), !273)
    #dbg_value(ptr %7, !162, !DIExpression(), !273)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2), !dbg !275
  %94 = load i32, ptr %57, align 4, !dbg !276, !tbaa !150
  %95 = add nsw i32 %94, -1, !dbg !277
  %96 = sext i32 %95 to i64, !dbg !278
  %97 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %96, !dbg !278
  %98 = load i32, ptr %97, align 4, !dbg !278, !tbaa !143
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %98), !dbg !279
    #dbg_value(i32 %94, !163, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !280)
  %100 = icmp sgt i32 %94, 1, !dbg !281
  br i1 %100, label %101, label %111, !dbg !282

101:                                              ; preds = %92
  %102 = add nsw i32 %94, -2, !dbg !283
    #dbg_value(i32 %102, !163, !DIExpression(), !280)
  %103 = zext nneg i32 %102 to i64, !dbg !282
  br label %104, !dbg !282

104:                                              ; preds = %104, %101
  %105 = phi i64 [ %103, %101 ], [ %109, %104 ]
    #dbg_value(i64 %105, !163, !DIExpression(), !280)
  %106 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %105, !dbg !284
  %107 = load i32, ptr %106, align 4, !dbg !284, !tbaa !143
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %107), !dbg !285
  %109 = add nsw i64 %105, -1, !dbg !286
    #dbg_value(i64 %109, !163, !DIExpression(), !280)
  %110 = icmp eq i64 %105, 0, !dbg !281
  br i1 %110, label %111, label %104, !dbg !282, !llvm.loop !287

111:                                              ; preds = %104, %92
  %112 = tail call i32 @putchar(i32 10), !dbg !289
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #7, !dbg !290
    #dbg_value(ptr %10, !132, !DIExpression(), !291)
    #dbg_value(i32 2, !137, !DIExpression(), !291)
  %113 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !293
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %113, i8 0, i64 476, i1 false), !dbg !293, !DIAssignID !294
    #dbg_assign(i8 0, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !294, ptr %113, !DIExpression(), !126)
  store i32 2, ptr %10, align 4, !dbg !295, !tbaa !143, !DIAssignID !296
    #dbg_assign(i32 2, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !296, ptr %10, !DIExpression(), !126)
  %114 = getelementptr inbounds i8, ptr %10, i64 480, !dbg !297
  store i32 1, ptr %114, align 4, !dbg !298, !tbaa !150, !DIAssignID !299
    #dbg_assign(i32 1, !84, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !299, ptr %114, !DIExpression(), !126)
    #dbg_value(i32 0, !85, !DIExpression(), !300)
  %115 = getelementptr inbounds i8, ptr %2, i64 480
  br label %319, !dbg !301

116:                                              ; preds = %54, %180
  %117 = phi i32 [ 0, %54 ], [ %181, %180 ]
    #dbg_value(i32 %117, !82, !DIExpression(), !231)
    #dbg_assign(i1 undef, !302, !DIExpression(), !124, ptr %5, !DIExpression(), !315)
    #dbg_value(ptr %9, !305, !DIExpression(), !315)
    #dbg_value(ptr %7, !306, !DIExpression(), !315)
    #dbg_value(ptr %8, !307, !DIExpression(), !315)
  %118 = load i32, ptr %57, align 4, !dbg !319, !tbaa !150
  %119 = load i32, ptr %59, align 4, !dbg !320, !tbaa !150
  %120 = tail call i32 @llvm.smax.i32(i32 %118, i32 %119), !dbg !321
    #dbg_value(i32 %120, !308, !DIExpression(), !315)
    #dbg_value(i32 0, !309, !DIExpression(), !315)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #7, !dbg !322
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 484, i1 false), !dbg !323, !DIAssignID !324
    #dbg_assign(i8 0, !302, !DIExpression(), !324, ptr %5, !DIExpression(), !315)
    #dbg_value(i32 0, !310, !DIExpression(), !325)
  %121 = icmp sgt i32 %120, 0, !dbg !326
  br i1 %121, label %123, label %122, !dbg !327

122:                                              ; preds = %116
  store i32 %120, ptr %60, align 4, !dbg !328, !tbaa !150, !DIAssignID !329
    #dbg_assign(i32 %120, !302, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !329, ptr %60, !DIExpression(), !315)
  br label %180, !dbg !330

123:                                              ; preds = %116
  %124 = zext nneg i32 %120 to i64, !dbg !326
  %125 = and i64 %124, 1, !dbg !327
  %126 = icmp eq i32 %120, 1, !dbg !327
  br i1 %126, label %129, label %127, !dbg !327

127:                                              ; preds = %123
  %128 = and i64 %124, 2147483646, !dbg !327
  br label %147, !dbg !327

129:                                              ; preds = %147, %123
  %130 = phi i1 [ poison, %123 ], [ %169, %147 ]
  %131 = phi i64 [ 0, %123 ], [ %174, %147 ]
  %132 = phi i32 [ 0, %123 ], [ %170, %147 ]
  %133 = icmp eq i64 %125, 0, !dbg !327
  br i1 %133, label %145, label %134, !dbg !327

134:                                              ; preds = %129
    #dbg_value(i32 %132, !309, !DIExpression(), !315)
    #dbg_value(i64 %131, !310, !DIExpression(), !325)
  %135 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %131, !dbg !331
  %136 = load i32, ptr %135, align 4, !dbg !331, !tbaa !143
  %137 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %131, !dbg !332
  %138 = load i32, ptr %137, align 4, !dbg !332, !tbaa !143
  %139 = add i32 %136, %132, !dbg !333
  %140 = add i32 %139, %138, !dbg !334
    #dbg_value(i32 %140, !312, !DIExpression(), !335)
  %141 = icmp ugt i32 %140, 999999999, !dbg !336
    #dbg_value(i1 %141, !309, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !315)
  %142 = select i1 %141, i32 -1000000000, i32 0, !dbg !337
  %143 = add i32 %142, %140, !dbg !338
  %144 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %131, !dbg !339
  store i32 %143, ptr %144, align 4, !dbg !340, !tbaa !143
    #dbg_value(i64 %131, !310, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !325)
  br label %145, !dbg !328

145:                                              ; preds = %129, %134
  %146 = phi i1 [ %130, %129 ], [ %141, %134 ], !dbg !336
  store i32 %120, ptr %60, align 4, !dbg !328, !tbaa !150, !DIAssignID !329
    #dbg_assign(i32 %120, !302, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !329, ptr %60, !DIExpression(), !315)
  br i1 %146, label %177, label %180, !dbg !330

147:                                              ; preds = %147, %127
  %148 = phi i64 [ 0, %127 ], [ %174, %147 ]
  %149 = phi i32 [ 0, %127 ], [ %170, %147 ]
  %150 = phi i64 [ 0, %127 ], [ %175, %147 ]
    #dbg_value(i32 %149, !309, !DIExpression(), !315)
    #dbg_value(i64 %148, !310, !DIExpression(), !325)
  %151 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %148, !dbg !331
  %152 = load i32, ptr %151, align 4, !dbg !331, !tbaa !143
  %153 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %148, !dbg !332
  %154 = load i32, ptr %153, align 4, !dbg !332, !tbaa !143
  %155 = add i32 %152, %149, !dbg !333
  %156 = add i32 %155, %154, !dbg !334
    #dbg_value(i32 %156, !312, !DIExpression(), !335)
  %157 = icmp ugt i32 %156, 999999999, !dbg !336
  %158 = zext i1 %157 to i32, !dbg !336
    #dbg_value(i32 %158, !309, !DIExpression(), !315)
  %159 = select i1 %157, i32 -1000000000, i32 0, !dbg !337
  %160 = add i32 %159, %156, !dbg !338
  %161 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %148, !dbg !339
  store i32 %160, ptr %161, align 4, !dbg !340, !tbaa !143
  %162 = or disjoint i64 %148, 1, !dbg !341
    #dbg_value(i64 %162, !310, !DIExpression(), !325)
  %163 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %162, !dbg !331
  %164 = load i32, ptr %163, align 4, !dbg !331, !tbaa !143
  %165 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %162, !dbg !332
  %166 = load i32, ptr %165, align 4, !dbg !332, !tbaa !143
  %167 = add i32 %164, %158, !dbg !333
  %168 = add i32 %167, %166, !dbg !334
    #dbg_value(i32 %168, !312, !DIExpression(), !335)
  %169 = icmp ugt i32 %168, 999999999, !dbg !336
  %170 = zext i1 %169 to i32, !dbg !336
    #dbg_value(i32 %170, !309, !DIExpression(), !315)
  %171 = select i1 %169, i32 -1000000000, i32 0, !dbg !337
  %172 = add i32 %171, %168, !dbg !338
  %173 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %162, !dbg !339
  store i32 %172, ptr %173, align 4, !dbg !340, !tbaa !143
  %174 = add nuw nsw i64 %148, 2, !dbg !341
    #dbg_value(i64 %174, !310, !DIExpression(), !325)
  %175 = add i64 %150, 2, !dbg !327
  %176 = icmp eq i64 %175, %128, !dbg !327
  br i1 %176, label %129, label %147, !dbg !327, !llvm.loop !342

177:                                              ; preds = %145
  %178 = add nuw nsw i32 %120, 1, !dbg !344
  store i32 %178, ptr %60, align 4, !dbg !344, !tbaa !150, !DIAssignID !346
    #dbg_assign(i32 %178, !302, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !346, ptr %60, !DIExpression(), !315)
  %179 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %124, !dbg !347
  store i32 1, ptr %179, align 4, !dbg !348, !tbaa !143
  br label %180, !dbg !347

180:                                              ; preds = %122, %145, %177
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !349, !tbaa.struct !350, !DIAssignID !352
    #dbg_assign(i1 undef, !81, !DIExpression(), !352, ptr %9, !DIExpression(), !126)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #7, !dbg !353
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !dbg !354, !tbaa.struct !350, !DIAssignID !355
    #dbg_assign(i1 undef, !79, !DIExpression(), !355, ptr %7, !DIExpression(), !126)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !dbg !356, !tbaa.struct !350, !DIAssignID !357
    #dbg_assign(i1 undef, !80, !DIExpression(), !357, ptr %8, !DIExpression(), !126)
  %181 = add nuw nsw i32 %117, 1, !dbg !358
    #dbg_value(i32 %181, !82, !DIExpression(), !231)
  %182 = icmp eq i32 %181, 300, !dbg !359
  br i1 %182, label %92, label %116, !dbg !232, !llvm.loop !360

183:                                              ; preds = %391
    #dbg_value(ptr @.str.3, !155, !DIExpression(), !362)
    #dbg_value(ptr %10, !162, !DIExpression(), !362)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3), !dbg !364
  %185 = load i32, ptr %114, align 4, !dbg !365, !tbaa !150
  %186 = add nsw i32 %185, -1, !dbg !366
  %187 = sext i32 %186 to i64, !dbg !367
  %188 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %187, !dbg !367
  %189 = load i32, ptr %188, align 4, !dbg !367, !tbaa !143
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %189), !dbg !368
    #dbg_value(i32 %185, !163, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !369)
  %191 = icmp sgt i32 %185, 1, !dbg !370
  br i1 %191, label %192, label %202, !dbg !371

192:                                              ; preds = %183
  %193 = add nsw i32 %185, -2, !dbg !372
    #dbg_value(i32 %193, !163, !DIExpression(), !369)
  %194 = zext nneg i32 %193 to i64, !dbg !371
  br label %195, !dbg !371

195:                                              ; preds = %195, %192
  %196 = phi i64 [ %194, %192 ], [ %200, %195 ]
    #dbg_value(i64 %196, !163, !DIExpression(), !369)
  %197 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %196, !dbg !373
  %198 = load i32, ptr %197, align 4, !dbg !373, !tbaa !143
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %198), !dbg !374
  %200 = add nsw i64 %196, -1, !dbg !375
    #dbg_value(i64 %200, !163, !DIExpression(), !369)
  %201 = icmp eq i64 %196, 0, !dbg !370
  br i1 %201, label %202, label %195, !dbg !371, !llvm.loop !376

202:                                              ; preds = %195, %183
  %203 = tail call i32 @putchar(i32 10), !dbg !378
    #dbg_assign(i1 undef, !105, !DIExpression(), !123, ptr %4, !DIExpression(), !121)
    #dbg_value(ptr %4, !97, !DIExpression(), !121)
    #dbg_value(ptr %6, !98, !DIExpression(), !121)
    #dbg_value(ptr %7, !99, !DIExpression(), !121)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %3) #7, !dbg !379
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %3, i8 0, i64 1920, i1 false), !dbg !380, !DIAssignID !381
    #dbg_assign(i8 0, !89, !DIExpression(), !381, ptr %3, !DIExpression(), !121)
    #dbg_value(i32 0, !100, !DIExpression(), !382)
  br i1 %34, label %204, label %214, !dbg !383

204:                                              ; preds = %202
  %205 = icmp sgt i32 %94, 0
  %206 = zext nneg i32 %15 to i64, !dbg !384
  %207 = zext nneg i32 %94 to i64
  br label %208, !dbg !383

208:                                              ; preds = %223, %204
  %209 = phi i64 [ 0, %204 ], [ %224, %223 ]
    #dbg_value(i64 %209, !100, !DIExpression(), !382)
    #dbg_value(i32 0, !102, !DIExpression(), !385)
  br i1 %205, label %210, label %223, !dbg !386

210:                                              ; preds = %208
  %211 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %209
  %212 = load i32, ptr %211, align 4, !tbaa !143
  %213 = zext i32 %212 to i64
  br label %226, !dbg !386

214:                                              ; preds = %223, %202
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 480, i1 false), !dbg !387, !DIAssignID !388
    #dbg_assign(i8 0, !105, !DIExpression(), !388, ptr %4, !DIExpression(), !121)
    #dbg_assign(i8 0, !105, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !389, ptr undef, !DIExpression(), !121)
    #dbg_value(i64 0, !106, !DIExpression(), !121)
  %215 = add nsw i32 %94, %15, !dbg !390
    #dbg_value(i32 %215, !107, !DIExpression(), !121)
    #dbg_value(i32 0, !108, !DIExpression(), !391)
  %216 = icmp sgt i32 %215, 0, !dbg !392
  %217 = zext i32 %215 to i64, !dbg !121
  br i1 %216, label %218, label %258, !dbg !393

218:                                              ; preds = %214
  %219 = and i64 %217, 1, !dbg !393
  %220 = icmp eq i32 %215, 1, !dbg !393
  br i1 %220, label %247, label %221, !dbg !393

221:                                              ; preds = %218
  %222 = and i64 %217, 2147483646, !dbg !393
  br label %260, !dbg !393

223:                                              ; preds = %244, %208
  %224 = add nuw nsw i64 %209, 1, !dbg !394
    #dbg_value(i64 %224, !100, !DIExpression(), !382)
  %225 = icmp eq i64 %224, %206, !dbg !384
  br i1 %225, label %214, label %208, !dbg !383, !llvm.loop !395

226:                                              ; preds = %244, %210
  %227 = phi i64 [ 0, %210 ], [ %245, %244 ]
    #dbg_value(i64 %227, !102, !DIExpression(), !385)
  %228 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %227, !dbg !397
  %229 = load i32, ptr %228, align 4, !dbg !397, !tbaa !143
  %230 = zext i32 %229 to i64, !dbg !397
  %231 = mul nuw i64 %230, %213, !dbg !400
  %232 = add nuw nsw i64 %227, %209, !dbg !401
  %233 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %232, !dbg !402
  %234 = load i64, ptr %233, align 8, !dbg !403, !tbaa !404
  %235 = add i64 %231, %234, !dbg !403
  store i64 %235, ptr %233, align 8, !dbg !403, !tbaa !404
  %236 = icmp ugt i64 %235, 7999999999999999999, !dbg !406
  br i1 %236, label %237, label %244, !dbg !408

237:                                              ; preds = %226
  %238 = udiv i64 %235, 1000000000, !dbg !409
  %239 = add nuw nsw i64 %232, 1, !dbg !411
  %240 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %239, !dbg !412
  %241 = load i64, ptr %240, align 8, !dbg !413, !tbaa !404
  %242 = add i64 %241, %238, !dbg !413
  store i64 %242, ptr %240, align 8, !dbg !413, !tbaa !404
  %243 = urem i64 %235, 1000000000, !dbg !414
  store i64 %243, ptr %233, align 8, !dbg !414, !tbaa !404
  br label %244, !dbg !415

244:                                              ; preds = %237, %226
  %245 = add nuw nsw i64 %227, 1, !dbg !416
    #dbg_value(i64 %245, !102, !DIExpression(), !385)
  %246 = icmp eq i64 %245, %207, !dbg !417
  br i1 %246, label %223, label %226, !dbg !386, !llvm.loop !418

247:                                              ; preds = %260, %218
  %248 = phi i64 [ 0, %218 ], [ %279, %260 ]
  %249 = phi i64 [ 0, %218 ], [ %278, %260 ]
  %250 = icmp eq i64 %219, 0, !dbg !393
  br i1 %250, label %258, label %251, !dbg !393

251:                                              ; preds = %247
    #dbg_value(i64 %248, !108, !DIExpression(), !391)
    #dbg_value(i64 %249, !106, !DIExpression(), !121)
  %252 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %248, !dbg !420
  %253 = load i64, ptr %252, align 8, !dbg !420, !tbaa !404
  %254 = add i64 %253, %249, !dbg !421
    #dbg_value(i64 %254, !110, !DIExpression(), !422)
  %255 = urem i64 %254, 1000000000, !dbg !423
  %256 = trunc nuw nsw i64 %255 to i32, !dbg !424
  %257 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %248, !dbg !425
  store i32 %256, ptr %257, align 4, !dbg !426, !tbaa !143
    #dbg_value(i64 poison, !106, !DIExpression(), !121)
    #dbg_value(i64 %248, !108, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !391)
  br label %258, !dbg !427

258:                                              ; preds = %251, %247, %214
  %259 = getelementptr inbounds i8, ptr %4, i64 480, !dbg !427
    #dbg_assign(i32 %215, !105, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !428, ptr %259, !DIExpression(), !121)
  br label %282, !dbg !429

260:                                              ; preds = %260, %221
  %261 = phi i64 [ 0, %221 ], [ %279, %260 ]
  %262 = phi i64 [ 0, %221 ], [ %278, %260 ]
  %263 = phi i64 [ 0, %221 ], [ %280, %260 ]
    #dbg_value(i64 %261, !108, !DIExpression(), !391)
    #dbg_value(i64 %262, !106, !DIExpression(), !121)
  %264 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %261, !dbg !420
  %265 = load i64, ptr %264, align 16, !dbg !420, !tbaa !404
  %266 = add i64 %265, %262, !dbg !421
    #dbg_value(i64 %266, !110, !DIExpression(), !422)
  %267 = urem i64 %266, 1000000000, !dbg !423
  %268 = trunc nuw nsw i64 %267 to i32, !dbg !424
  %269 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %261, !dbg !425
  store i32 %268, ptr %269, align 4, !dbg !426, !tbaa !143
  %270 = udiv i64 %266, 1000000000, !dbg !430
    #dbg_value(i64 %270, !106, !DIExpression(), !121)
  %271 = or disjoint i64 %261, 1, !dbg !431
    #dbg_value(i64 %271, !108, !DIExpression(), !391)
  %272 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %271, !dbg !420
  %273 = load i64, ptr %272, align 8, !dbg !420, !tbaa !404
  %274 = add i64 %273, %270, !dbg !421
    #dbg_value(i64 %274, !110, !DIExpression(), !422)
  %275 = urem i64 %274, 1000000000, !dbg !423
  %276 = trunc nuw nsw i64 %275 to i32, !dbg !424
  %277 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %271, !dbg !425
  store i32 %276, ptr %277, align 4, !dbg !426, !tbaa !143
  %278 = udiv i64 %274, 1000000000, !dbg !430
    #dbg_value(i64 %278, !106, !DIExpression(), !121)
  %279 = add nuw nsw i64 %261, 2, !dbg !431
    #dbg_value(i64 %279, !108, !DIExpression(), !391)
  %280 = add i64 %263, 2, !dbg !393
  %281 = icmp eq i64 %280, %222, !dbg !393
  br i1 %281, label %247, label %260, !dbg !393, !llvm.loop !432

282:                                              ; preds = %286, %258
  %283 = phi i64 [ %287, %286 ], [ %217, %258 ], !dbg !121
  %284 = trunc nuw i64 %283 to i32, !dbg !121
  store i32 %284, ptr %259, align 4, !dbg !121, !tbaa !150, !DIAssignID !428
  %285 = icmp sgt i32 %284, 1, !dbg !434
  br i1 %285, label %286, label %291, !dbg !435

286:                                              ; preds = %282
  %287 = add nsw i64 %283, -1, !dbg !436
  %288 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %287, !dbg !437
  %289 = load i32, ptr %288, align 4, !dbg !437, !tbaa !143
  %290 = icmp eq i32 %289, 0, !dbg !438
  br i1 %290, label %282, label %291, !dbg !429, !llvm.loop !439

291:                                              ; preds = %282, %286
    #dbg_assign(i1 undef, !87, !DIExpression(), !441, ptr %4, !DIExpression(), !126)
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %3) #7, !dbg !442
    #dbg_value(ptr %4, !184, !DIExpression(), !443)
    #dbg_value(i32 0, !189, !DIExpression(), !443)
    #dbg_value(i32 0, !190, !DIExpression(), !445)
  %292 = getelementptr inbounds i8, ptr %4, i64 480
  %293 = load i32, ptr %292, align 4, !tbaa !150
  %294 = icmp sgt i32 %293, 0, !dbg !446
  br i1 %294, label %295, label %314, !dbg !447

295:                                              ; preds = %291
  %296 = zext nneg i32 %293 to i64, !dbg !446
  br label %297, !dbg !447

297:                                              ; preds = %303, %295
  %298 = phi i64 [ 0, %295 ], [ %305, %303 ]
  %299 = phi i32 [ 0, %295 ], [ %304, %303 ]
    #dbg_value(i64 %298, !190, !DIExpression(), !445)
    #dbg_value(i32 %299, !189, !DIExpression(), !443)
  %300 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %298, !dbg !448
  %301 = load i32, ptr %300, align 4, !dbg !448, !tbaa !143
    #dbg_value(i32 %301, !192, !DIExpression(), !449)
  %302 = icmp eq i32 %301, 0, !dbg !450
  br i1 %302, label %303, label %307, !dbg !450

303:                                              ; preds = %307, %297
  %304 = phi i32 [ %299, %297 ], [ %311, %307 ], !dbg !443
  %305 = add nuw nsw i64 %298, 1, !dbg !451
    #dbg_value(i64 %305, !190, !DIExpression(), !445)
    #dbg_value(i32 %304, !189, !DIExpression(), !443)
  %306 = icmp eq i64 %305, %296, !dbg !446
  br i1 %306, label %314, label %297, !dbg !447, !llvm.loop !452

307:                                              ; preds = %297, %307
  %308 = phi i32 [ %312, %307 ], [ %301, %297 ]
  %309 = phi i32 [ %311, %307 ], [ %299, %297 ]
    #dbg_value(i32 %308, !192, !DIExpression(), !449)
    #dbg_value(i32 %309, !189, !DIExpression(), !443)
  %310 = urem i32 %308, 10, !dbg !454
  %311 = add i32 %310, %309, !dbg !455
    #dbg_value(i32 %311, !189, !DIExpression(), !443)
  %312 = udiv i32 %308, 10, !dbg !456
    #dbg_value(i32 %312, !192, !DIExpression(), !449)
  %313 = icmp ult i32 %308, 10, !dbg !450
  br i1 %313, label %303, label %307, !dbg !450, !llvm.loop !457

314:                                              ; preds = %303, %291
  %315 = phi i32 [ 0, %291 ], [ %304, %303 ], !dbg !459
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %315, i32 noundef %293), !dbg !460
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #7, !dbg !461
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9), !dbg !461
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #7, !dbg !461
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #7, !dbg !461
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #7, !dbg !461
  ret i32 0, !dbg !462

317:                                              ; preds = %391
  %318 = load i32, ptr %114, align 4, !tbaa !150
  br label %319, !dbg !463

319:                                              ; preds = %317, %111
  %320 = phi i32 [ %318, %317 ], [ 1, %111 ]
  %321 = phi i32 [ %392, %317 ], [ 0, %111 ]
    #dbg_value(i32 %321, !85, !DIExpression(), !300)
    #dbg_assign(i1 undef, !105, !DIExpression(), !119, ptr %2, !DIExpression(), !116)
    #dbg_value(ptr %10, !97, !DIExpression(), !116)
    #dbg_value(ptr %10, !98, !DIExpression(), !116)
    #dbg_value(ptr %10, !99, !DIExpression(), !116)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %1) #7, !dbg !463
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %1, i8 0, i64 1920, i1 false), !dbg !464, !DIAssignID !465
    #dbg_assign(i8 0, !89, !DIExpression(), !465, ptr %1, !DIExpression(), !116)
    #dbg_value(i32 0, !100, !DIExpression(), !466)
  %322 = icmp sgt i32 %320, 0, !dbg !467
  br i1 %322, label %326, label %323, !dbg !468

323:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7, !dbg !469
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false), !dbg !470, !DIAssignID !471
    #dbg_assign(i8 0, !105, !DIExpression(), !471, ptr %2, !DIExpression(), !116)
    #dbg_assign(i8 0, !105, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !472, ptr undef, !DIExpression(), !116)
    #dbg_value(i64 0, !106, !DIExpression(), !116)
  %324 = shl nsw i32 %320, 1, !dbg !473
    #dbg_value(i32 %324, !107, !DIExpression(), !116)
    #dbg_value(i32 0, !108, !DIExpression(), !474)
  %325 = zext i32 %324 to i64, !dbg !116
  br label %380, !dbg !475

326:                                              ; preds = %319
  %327 = zext nneg i32 %320 to i64, !dbg !467
  br label %328, !dbg !468

328:                                              ; preds = %326, %336
  %329 = phi i64 [ 0, %326 ], [ %337, %336 ]
    #dbg_value(i64 %329, !100, !DIExpression(), !466)
    #dbg_value(i32 0, !102, !DIExpression(), !476)
  %330 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %329
  %331 = load i32, ptr %330, align 4, !tbaa !143
  %332 = zext i32 %331 to i64
  br label %339, !dbg !477

333:                                              ; preds = %336
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7, !dbg !469
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false), !dbg !470, !DIAssignID !471
    #dbg_assign(i8 0, !105, !DIExpression(), !471, ptr %2, !DIExpression(), !116)
    #dbg_assign(i8 0, !105, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !472, ptr undef, !DIExpression(), !116)
    #dbg_value(i64 0, !106, !DIExpression(), !116)
  %334 = shl nuw nsw i32 %320, 1, !dbg !473
    #dbg_value(i32 %334, !107, !DIExpression(), !116)
    #dbg_value(i32 0, !108, !DIExpression(), !474)
  %335 = zext nneg i32 %334 to i64, !dbg !116
  br i1 %322, label %360, label %380, !dbg !475

336:                                              ; preds = %357
  %337 = add nuw nsw i64 %329, 1, !dbg !478
    #dbg_value(i64 %337, !100, !DIExpression(), !466)
  %338 = icmp eq i64 %337, %327, !dbg !467
  br i1 %338, label %333, label %328, !dbg !468, !llvm.loop !479

339:                                              ; preds = %357, %328
  %340 = phi i64 [ 0, %328 ], [ %358, %357 ]
    #dbg_value(i64 %340, !102, !DIExpression(), !476)
  %341 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %340, !dbg !481
  %342 = load i32, ptr %341, align 4, !dbg !481, !tbaa !143
  %343 = zext i32 %342 to i64, !dbg !481
  %344 = mul nuw i64 %343, %332, !dbg !482
  %345 = add nuw nsw i64 %340, %329, !dbg !483
  %346 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %345, !dbg !484
  %347 = load i64, ptr %346, align 8, !dbg !485, !tbaa !404
  %348 = add i64 %344, %347, !dbg !485
  store i64 %348, ptr %346, align 8, !dbg !485, !tbaa !404
  %349 = icmp ugt i64 %348, 7999999999999999999, !dbg !486
  br i1 %349, label %350, label %357, !dbg !487

350:                                              ; preds = %339
  %351 = udiv i64 %348, 1000000000, !dbg !488
  %352 = add nuw nsw i64 %345, 1, !dbg !489
  %353 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %352, !dbg !490
  %354 = load i64, ptr %353, align 8, !dbg !491, !tbaa !404
  %355 = add i64 %354, %351, !dbg !491
  store i64 %355, ptr %353, align 8, !dbg !491, !tbaa !404
  %356 = urem i64 %348, 1000000000, !dbg !492
  store i64 %356, ptr %346, align 8, !dbg !492, !tbaa !404
  br label %357, !dbg !493

357:                                              ; preds = %350, %339
  %358 = add nuw nsw i64 %340, 1, !dbg !494
    #dbg_value(i64 %358, !102, !DIExpression(), !476)
  %359 = icmp eq i64 %358, %327, !dbg !495
  br i1 %359, label %336, label %339, !dbg !477, !llvm.loop !496

360:                                              ; preds = %333, %360
  %361 = phi i64 [ %378, %360 ], [ 0, %333 ]
  %362 = phi i64 [ %377, %360 ], [ 0, %333 ]
    #dbg_value(i64 %361, !108, !DIExpression(), !474)
    #dbg_value(i64 %362, !106, !DIExpression(), !116)
  %363 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %361, !dbg !498
  %364 = load i64, ptr %363, align 16, !dbg !498, !tbaa !404
  %365 = add i64 %364, %362, !dbg !499
    #dbg_value(i64 %365, !110, !DIExpression(), !500)
  %366 = urem i64 %365, 1000000000, !dbg !501
  %367 = trunc nuw nsw i64 %366 to i32, !dbg !502
  %368 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %361, !dbg !503
  store i32 %367, ptr %368, align 4, !dbg !504, !tbaa !143
  %369 = udiv i64 %365, 1000000000, !dbg !505
    #dbg_value(i64 %369, !106, !DIExpression(), !116)
  %370 = or disjoint i64 %361, 1, !dbg !506
    #dbg_value(i64 %370, !108, !DIExpression(), !474)
  %371 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %370, !dbg !498
  %372 = load i64, ptr %371, align 8, !dbg !498, !tbaa !404
  %373 = add i64 %372, %369, !dbg !499
    #dbg_value(i64 %373, !110, !DIExpression(), !500)
  %374 = urem i64 %373, 1000000000, !dbg !501
  %375 = trunc nuw nsw i64 %374 to i32, !dbg !502
  %376 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %370, !dbg !503
  store i32 %375, ptr %376, align 4, !dbg !504, !tbaa !143
  %377 = udiv i64 %373, 1000000000, !dbg !505
    #dbg_value(i64 %377, !106, !DIExpression(), !116)
  %378 = add nuw nsw i64 %361, 2, !dbg !506
    #dbg_value(i64 %378, !108, !DIExpression(), !474)
  %379 = icmp eq i64 %378, %335, !dbg !507
  br i1 %379, label %380, label %360, !dbg !475, !llvm.loop !508

380:                                              ; preds = %360, %323, %333
  %381 = phi i64 [ %335, %333 ], [ %325, %323 ], [ %335, %360 ]
  br label %382, !dbg !510

382:                                              ; preds = %380, %386
  %383 = phi i64 [ %387, %386 ], [ %381, %380 ], !dbg !116
  %384 = trunc nuw i64 %383 to i32, !dbg !116
  store i32 %384, ptr %115, align 4, !dbg !116, !tbaa !150, !DIAssignID !511
  %385 = icmp sgt i32 %384, 1, !dbg !512
  br i1 %385, label %386, label %391, !dbg !513

386:                                              ; preds = %382
  %387 = add nsw i64 %383, -1, !dbg !514
  %388 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %387, !dbg !515
  %389 = load i32, ptr %388, align 4, !dbg !515, !tbaa !143
  %390 = icmp eq i32 %389, 0, !dbg !516
  br i1 %390, label %382, label %391, !dbg !510, !llvm.loop !517

391:                                              ; preds = %382, %386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %10, ptr noundef nonnull align 4 dereferenceable(484) %2, i64 484, i1 false), !dbg !519, !tbaa.struct !350, !DIAssignID !520
    #dbg_assign(i1 undef, !84, !DIExpression(), !520, ptr %10, !DIExpression(), !126)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #7, !dbg !521
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %1) #7, !dbg !521
  %392 = add nuw nsw i32 %321, 1, !dbg !522
    #dbg_value(i32 %392, !85, !DIExpression(), !300)
  %393 = icmp eq i32 %392, 8, !dbg !523
  br i1 %393, label %183, label %317, !dbg !301, !llvm.loop !524
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !526 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bigint.c", directory: ".", checksumkind: CSK_MD5, checksum: "059862661f0ad2f1944434eed5e8d2a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !44, line: 45, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !64, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !67)
!64 = !DISubroutineType(types: !65)
!65 = !{!66}
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !{!68, !77, !79, !80, !81, !82, !84, !85, !87}
!68 = !DILocalVariable(name: "f", scope: !63, file: !2, line: 74, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !2, line: 7, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 3872, elements: !71)
!71 = !{!72, !76}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !70, file: !2, line: 7, baseType: !73, size: 3840)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 3840, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 120)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !70, file: !2, line: 7, baseType: !66, size: 32, offset: 3840)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 76, type: !46)
!78 = distinct !DILexicalBlock(scope: !63, file: !2, line: 76, column: 5)
!79 = !DILocalVariable(name: "a", scope: !63, file: !2, line: 79, type: !69)
!80 = !DILocalVariable(name: "b", scope: !63, file: !2, line: 79, type: !69)
!81 = !DILocalVariable(name: "c", scope: !63, file: !2, line: 79, type: !69)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 82, type: !66)
!83 = distinct !DILexicalBlock(scope: !63, file: !2, line: 82, column: 5)
!84 = !DILocalVariable(name: "p", scope: !63, file: !2, line: 84, type: !69)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 86, type: !66)
!86 = distinct !DILexicalBlock(scope: !63, file: !2, line: 86, column: 5)
!87 = !DILocalVariable(name: "q", scope: !63, file: !2, line: 88, type: !69)
!88 = distinct !DIAssignID()
!89 = !DILocalVariable(name: "acc", scope: !90, file: !2, line: 37, type: !113)
!90 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 36, type: !91, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !96)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !93, !94, !94}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!96 = !{!97, !98, !99, !89, !100, !102, !105, !106, !107, !108, !110}
!97 = !DILocalVariable(name: "r", arg: 1, scope: !90, file: !2, line: 36, type: !93)
!98 = !DILocalVariable(name: "a", arg: 2, scope: !90, file: !2, line: 36, type: !94)
!99 = !DILocalVariable(name: "b", arg: 3, scope: !90, file: !2, line: 36, type: !94)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 38, type: !66)
!101 = distinct !DILexicalBlock(scope: !90, file: !2, line: 38, column: 5)
!102 = !DILocalVariable(name: "j", scope: !103, file: !2, line: 39, type: !66)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 39, column: 9)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 38, column: 5)
!105 = !DILocalVariable(name: "t", scope: !90, file: !2, line: 46, type: !69)
!106 = !DILocalVariable(name: "carry", scope: !90, file: !2, line: 48, type: !41)
!107 = !DILocalVariable(name: "n", scope: !90, file: !2, line: 49, type: !66)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 50, type: !66)
!109 = distinct !DILexicalBlock(scope: !90, file: !2, line: 50, column: 5)
!110 = !DILocalVariable(name: "v", scope: !111, file: !2, line: 51, type: !41)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 50, column: 33)
!112 = distinct !DILexicalBlock(scope: !109, file: !2, line: 50, column: 5)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 15360, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 240)
!116 = !DILocation(line: 0, scope: !90, inlinedAt: !117)
!117 = distinct !DILocation(line: 86, column: 33, scope: !118)
!118 = distinct !DILexicalBlock(scope: !86, file: !2, line: 86, column: 5)
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !90, inlinedAt: !122)
!122 = distinct !DILocation(line: 89, column: 5, scope: !63)
!123 = distinct !DIAssignID()
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !63)
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 74, column: 5, scope: !63)
!132 = !DILocalVariable(name: "b", arg: 1, scope: !133, file: !2, line: 9, type: !93)
!133 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 9, type: !134, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !93, !46}
!136 = !{!132, !137}
!137 = !DILocalVariable(name: "v", arg: 2, scope: !133, file: !2, line: 9, type: !46)
!138 = !DILocation(line: 0, scope: !133, inlinedAt: !139)
!139 = distinct !DILocation(line: 75, column: 5, scope: !63)
!140 = !DILocation(line: 9, column: 43, scope: !133, inlinedAt: !139)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 9, column: 76, scope: !133, inlinedAt: !139)
!143 = !{!144, !144, i64 0}
!144 = !{!"int", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 9, column: 84, scope: !133, inlinedAt: !139)
!149 = !DILocation(line: 9, column: 86, scope: !133, inlinedAt: !139)
!150 = !{!151, !144, i64 480}
!151 = !{!"", !145, i64 0, !144, i64 480}
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !78)
!154 = !DILocation(line: 76, column: 5, scope: !78)
!155 = !DILocalVariable(name: "label", arg: 1, scope: !156, file: !2, line: 60, type: !159)
!156 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 60, type: !157, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !161)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159, !94}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!161 = !{!155, !162, !163}
!162 = !DILocalVariable(name: "b", arg: 2, scope: !156, file: !2, line: 60, type: !94)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 63, type: !66)
!164 = distinct !DILexicalBlock(scope: !156, file: !2, line: 63, column: 5)
!165 = !DILocation(line: 0, scope: !156, inlinedAt: !166)
!166 = distinct !DILocation(line: 77, column: 5, scope: !63)
!167 = !DILocation(line: 61, column: 5, scope: !156, inlinedAt: !166)
!168 = !DILocation(line: 62, column: 26, scope: !156, inlinedAt: !166)
!169 = !DILocation(line: 62, column: 28, scope: !156, inlinedAt: !166)
!170 = !DILocation(line: 62, column: 18, scope: !156, inlinedAt: !166)
!171 = !DILocation(line: 62, column: 5, scope: !156, inlinedAt: !166)
!172 = !DILocation(line: 0, scope: !164, inlinedAt: !166)
!173 = !DILocation(line: 63, column: 30, scope: !174, inlinedAt: !166)
!174 = distinct !DILexicalBlock(scope: !164, file: !2, line: 63, column: 5)
!175 = !DILocation(line: 63, column: 5, scope: !164, inlinedAt: !166)
!176 = !DILocation(line: 63, column: 23, scope: !164, inlinedAt: !166)
!177 = !DILocation(line: 63, column: 56, scope: !174, inlinedAt: !166)
!178 = !DILocation(line: 63, column: 41, scope: !174, inlinedAt: !166)
!179 = !DILocation(line: 63, column: 37, scope: !174, inlinedAt: !166)
!180 = distinct !{!180, !175, !181, !182}
!181 = !DILocation(line: 63, column: 63, scope: !164, inlinedAt: !166)
!182 = !{!"llvm.loop.mustprogress"}
!183 = !DILocation(line: 64, column: 5, scope: !156, inlinedAt: !166)
!184 = !DILocalVariable(name: "b", arg: 1, scope: !185, file: !2, line: 67, type: !94)
!185 = distinct !DISubprogram(name: "big_digit_sum", scope: !2, file: !2, line: 67, type: !186, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!46, !94}
!188 = !{!184, !189, !190, !192}
!189 = !DILocalVariable(name: "s", scope: !185, file: !2, line: 68, type: !46)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 69, type: !66)
!191 = distinct !DILexicalBlock(scope: !185, file: !2, line: 69, column: 5)
!192 = !DILocalVariable(name: "v", scope: !193, file: !2, line: 69, type: !46)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 69, column: 36)
!194 = distinct !DILexicalBlock(scope: !191, file: !2, line: 69, column: 5)
!195 = !DILocation(line: 0, scope: !185, inlinedAt: !196)
!196 = distinct !DILocation(line: 78, column: 32, scope: !63)
!197 = !DILocation(line: 0, scope: !191, inlinedAt: !196)
!198 = !DILocation(line: 69, column: 23, scope: !194, inlinedAt: !196)
!199 = !DILocation(line: 69, column: 5, scope: !191, inlinedAt: !196)
!200 = !DILocation(line: 69, column: 54, scope: !193, inlinedAt: !196)
!201 = !DILocation(line: 0, scope: !193, inlinedAt: !196)
!202 = !DILocation(line: 69, column: 36, scope: !193, inlinedAt: !196)
!203 = !DILocation(line: 69, column: 32, scope: !194, inlinedAt: !196)
!204 = distinct !{!204, !199, !205, !182}
!205 = !DILocation(line: 69, column: 84, scope: !191, inlinedAt: !196)
!206 = !DILocation(line: 69, column: 82, scope: !207, inlinedAt: !196)
!207 = distinct !DILexicalBlock(scope: !193, file: !2, line: 69, column: 36)
!208 = !DILocation(line: 69, column: 77, scope: !207, inlinedAt: !196)
!209 = !DILocation(line: 69, column: 68, scope: !207, inlinedAt: !196)
!210 = distinct !{!210, !202, !211, !182}
!211 = !DILocation(line: 69, column: 84, scope: !193, inlinedAt: !196)
!212 = !DILocation(line: 68, column: 14, scope: !185, inlinedAt: !196)
!213 = !DILocation(line: 78, column: 5, scope: !63)
!214 = !DILocation(line: 79, column: 5, scope: !63)
!215 = !DILocation(line: 0, scope: !133, inlinedAt: !216)
!216 = distinct !DILocation(line: 80, column: 5, scope: !63)
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 9, column: 84, scope: !133, inlinedAt: !216)
!219 = !DILocation(line: 9, column: 76, scope: !133, inlinedAt: !216)
!220 = !DILocation(line: 9, column: 86, scope: !133, inlinedAt: !216)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 0, scope: !133, inlinedAt: !223)
!223 = distinct !DILocation(line: 81, column: 5, scope: !63)
!224 = !DILocation(line: 9, column: 43, scope: !133, inlinedAt: !223)
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 9, column: 76, scope: !133, inlinedAt: !223)
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 9, column: 84, scope: !133, inlinedAt: !223)
!229 = !DILocation(line: 9, column: 86, scope: !133, inlinedAt: !223)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !83)
!232 = !DILocation(line: 82, column: 5, scope: !83)
!233 = !DILocation(line: 13, column: 28, scope: !234, inlinedAt: !244)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 13, column: 5)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 13, column: 5)
!236 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 11, type: !134, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !237)
!237 = !{!238, !239, !240, !241, !242}
!238 = !DILocalVariable(name: "b", arg: 1, scope: !236, file: !2, line: 11, type: !93)
!239 = !DILocalVariable(name: "m", arg: 2, scope: !236, file: !2, line: 11, type: !46)
!240 = !DILocalVariable(name: "carry", scope: !236, file: !2, line: 12, type: !41)
!241 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 13, type: !66)
!242 = !DILocalVariable(name: "t", scope: !243, file: !2, line: 14, type: !41)
!243 = distinct !DILexicalBlock(scope: !234, file: !2, line: 13, column: 36)
!244 = distinct !DILocation(line: 76, column: 41, scope: !245)
!245 = distinct !DILexicalBlock(scope: !78, file: !2, line: 76, column: 5)
!246 = !DILocation(line: 0, scope: !236, inlinedAt: !244)
!247 = !DILocation(line: 0, scope: !235, inlinedAt: !244)
!248 = !DILocation(line: 13, column: 23, scope: !234, inlinedAt: !244)
!249 = !DILocation(line: 13, column: 5, scope: !235, inlinedAt: !244)
!250 = !DILocation(line: 18, column: 5, scope: !236, inlinedAt: !244)
!251 = !DILocation(line: 14, column: 32, scope: !243, inlinedAt: !244)
!252 = !DILocation(line: 14, column: 22, scope: !243, inlinedAt: !244)
!253 = !DILocation(line: 14, column: 40, scope: !243, inlinedAt: !244)
!254 = !DILocation(line: 14, column: 44, scope: !243, inlinedAt: !244)
!255 = !DILocation(line: 0, scope: !243, inlinedAt: !244)
!256 = !DILocation(line: 15, column: 32, scope: !243, inlinedAt: !244)
!257 = !DILocation(line: 15, column: 19, scope: !243, inlinedAt: !244)
!258 = !DILocation(line: 15, column: 17, scope: !243, inlinedAt: !244)
!259 = !DILocation(line: 16, column: 19, scope: !243, inlinedAt: !244)
!260 = !DILocation(line: 13, column: 32, scope: !234, inlinedAt: !244)
!261 = distinct !{!261, !249, !262, !182}
!262 = !DILocation(line: 17, column: 5, scope: !235, inlinedAt: !244)
!263 = !DILocation(line: 18, column: 36, scope: !264, inlinedAt: !244)
!264 = distinct !DILexicalBlock(scope: !236, file: !2, line: 18, column: 19)
!265 = !DILocation(line: 18, column: 30, scope: !264, inlinedAt: !244)
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 18, column: 21, scope: !264, inlinedAt: !244)
!268 = !DILocation(line: 18, column: 34, scope: !264, inlinedAt: !244)
!269 = !DILocation(line: 76, column: 37, scope: !245)
!270 = !DILocation(line: 76, column: 28, scope: !245)
!271 = distinct !{!271, !154, !272, !182}
!272 = !DILocation(line: 76, column: 60, scope: !78)
!273 = !DILocation(line: 0, scope: !156, inlinedAt: !274)
!274 = distinct !DILocation(line: 83, column: 5, scope: !63)
!275 = !DILocation(line: 61, column: 5, scope: !156, inlinedAt: !274)
!276 = !DILocation(line: 62, column: 26, scope: !156, inlinedAt: !274)
!277 = !DILocation(line: 62, column: 28, scope: !156, inlinedAt: !274)
!278 = !DILocation(line: 62, column: 18, scope: !156, inlinedAt: !274)
!279 = !DILocation(line: 62, column: 5, scope: !156, inlinedAt: !274)
!280 = !DILocation(line: 0, scope: !164, inlinedAt: !274)
!281 = !DILocation(line: 63, column: 30, scope: !174, inlinedAt: !274)
!282 = !DILocation(line: 63, column: 5, scope: !164, inlinedAt: !274)
!283 = !DILocation(line: 63, column: 23, scope: !164, inlinedAt: !274)
!284 = !DILocation(line: 63, column: 56, scope: !174, inlinedAt: !274)
!285 = !DILocation(line: 63, column: 41, scope: !174, inlinedAt: !274)
!286 = !DILocation(line: 63, column: 37, scope: !174, inlinedAt: !274)
!287 = distinct !{!287, !282, !288, !182}
!288 = !DILocation(line: 63, column: 63, scope: !164, inlinedAt: !274)
!289 = !DILocation(line: 64, column: 5, scope: !156, inlinedAt: !274)
!290 = !DILocation(line: 84, column: 5, scope: !63)
!291 = !DILocation(line: 0, scope: !133, inlinedAt: !292)
!292 = distinct !DILocation(line: 85, column: 5, scope: !63)
!293 = !DILocation(line: 9, column: 43, scope: !133, inlinedAt: !292)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 9, column: 76, scope: !133, inlinedAt: !292)
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 9, column: 84, scope: !133, inlinedAt: !292)
!298 = !DILocation(line: 9, column: 86, scope: !133, inlinedAt: !292)
!299 = distinct !DIAssignID()
!300 = !DILocation(line: 0, scope: !86)
!301 = !DILocation(line: 86, column: 5, scope: !86)
!302 = !DILocalVariable(name: "t", scope: !303, file: !2, line: 24, type: !69)
!303 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 21, type: !91, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !304)
!304 = !{!305, !306, !307, !308, !309, !302, !310, !312}
!305 = !DILocalVariable(name: "r", arg: 1, scope: !303, file: !2, line: 21, type: !93)
!306 = !DILocalVariable(name: "a", arg: 2, scope: !303, file: !2, line: 21, type: !94)
!307 = !DILocalVariable(name: "b", arg: 3, scope: !303, file: !2, line: 21, type: !94)
!308 = !DILocalVariable(name: "n", scope: !303, file: !2, line: 22, type: !66)
!309 = !DILocalVariable(name: "carry", scope: !303, file: !2, line: 23, type: !46)
!310 = !DILocalVariable(name: "i", scope: !311, file: !2, line: 26, type: !66)
!311 = distinct !DILexicalBlock(scope: !303, file: !2, line: 26, column: 5)
!312 = !DILocalVariable(name: "s", scope: !313, file: !2, line: 27, type: !46)
!313 = distinct !DILexicalBlock(scope: !314, file: !2, line: 26, column: 33)
!314 = distinct !DILexicalBlock(scope: !311, file: !2, line: 26, column: 5)
!315 = !DILocation(line: 0, scope: !303, inlinedAt: !316)
!316 = distinct !DILocation(line: 82, column: 37, scope: !317)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 82, column: 35)
!318 = distinct !DILexicalBlock(scope: !83, file: !2, line: 82, column: 5)
!319 = !DILocation(line: 22, column: 16, scope: !303, inlinedAt: !316)
!320 = !DILocation(line: 22, column: 23, scope: !303, inlinedAt: !316)
!321 = !DILocation(line: 22, column: 13, scope: !303, inlinedAt: !316)
!322 = !DILocation(line: 24, column: 5, scope: !303, inlinedAt: !316)
!323 = !DILocation(line: 25, column: 5, scope: !303, inlinedAt: !316)
!324 = distinct !DIAssignID()
!325 = !DILocation(line: 0, scope: !311, inlinedAt: !316)
!326 = !DILocation(line: 26, column: 23, scope: !314, inlinedAt: !316)
!327 = !DILocation(line: 26, column: 5, scope: !311, inlinedAt: !316)
!328 = !DILocation(line: 31, column: 9, scope: !303, inlinedAt: !316)
!329 = distinct !DIAssignID()
!330 = !DILocation(line: 32, column: 9, scope: !303, inlinedAt: !316)
!331 = !DILocation(line: 27, column: 22, scope: !313, inlinedAt: !316)
!332 = !DILocation(line: 27, column: 32, scope: !313, inlinedAt: !316)
!333 = !DILocation(line: 27, column: 30, scope: !313, inlinedAt: !316)
!334 = !DILocation(line: 27, column: 40, scope: !313, inlinedAt: !316)
!335 = !DILocation(line: 0, scope: !313, inlinedAt: !316)
!336 = !DILocation(line: 28, column: 19, scope: !313, inlinedAt: !316)
!337 = !DILocation(line: 29, column: 28, scope: !313, inlinedAt: !316)
!338 = !DILocation(line: 29, column: 20, scope: !313, inlinedAt: !316)
!339 = !DILocation(line: 29, column: 9, scope: !313, inlinedAt: !316)
!340 = !DILocation(line: 29, column: 16, scope: !313, inlinedAt: !316)
!341 = !DILocation(line: 26, column: 29, scope: !314, inlinedAt: !316)
!342 = distinct !{!342, !327, !343, !182}
!343 = !DILocation(line: 30, column: 5, scope: !311, inlinedAt: !316)
!344 = !DILocation(line: 32, column: 23, scope: !345, inlinedAt: !316)
!345 = distinct !DILexicalBlock(scope: !303, file: !2, line: 32, column: 9)
!346 = distinct !DIAssignID()
!347 = !DILocation(line: 32, column: 16, scope: !345, inlinedAt: !316)
!348 = !DILocation(line: 32, column: 27, scope: !345, inlinedAt: !316)
!349 = !DILocation(line: 33, column: 10, scope: !303, inlinedAt: !316)
!350 = !{i64 0, i64 480, !351, i64 480, i64 4, !143}
!351 = !{!145, !145, i64 0}
!352 = distinct !DIAssignID()
!353 = !DILocation(line: 34, column: 1, scope: !303, inlinedAt: !316)
!354 = !DILocation(line: 82, column: 62, scope: !317)
!355 = distinct !DIAssignID()
!356 = !DILocation(line: 82, column: 69, scope: !317)
!357 = distinct !DIAssignID()
!358 = !DILocation(line: 82, column: 31, scope: !318)
!359 = !DILocation(line: 82, column: 23, scope: !318)
!360 = distinct !{!360, !232, !361, !182}
!361 = !DILocation(line: 82, column: 72, scope: !83)
!362 = !DILocation(line: 0, scope: !156, inlinedAt: !363)
!363 = distinct !DILocation(line: 87, column: 5, scope: !63)
!364 = !DILocation(line: 61, column: 5, scope: !156, inlinedAt: !363)
!365 = !DILocation(line: 62, column: 26, scope: !156, inlinedAt: !363)
!366 = !DILocation(line: 62, column: 28, scope: !156, inlinedAt: !363)
!367 = !DILocation(line: 62, column: 18, scope: !156, inlinedAt: !363)
!368 = !DILocation(line: 62, column: 5, scope: !156, inlinedAt: !363)
!369 = !DILocation(line: 0, scope: !164, inlinedAt: !363)
!370 = !DILocation(line: 63, column: 30, scope: !174, inlinedAt: !363)
!371 = !DILocation(line: 63, column: 5, scope: !164, inlinedAt: !363)
!372 = !DILocation(line: 63, column: 23, scope: !164, inlinedAt: !363)
!373 = !DILocation(line: 63, column: 56, scope: !174, inlinedAt: !363)
!374 = !DILocation(line: 63, column: 41, scope: !174, inlinedAt: !363)
!375 = !DILocation(line: 63, column: 37, scope: !174, inlinedAt: !363)
!376 = distinct !{!376, !371, !377, !182}
!377 = !DILocation(line: 63, column: 63, scope: !164, inlinedAt: !363)
!378 = !DILocation(line: 64, column: 5, scope: !156, inlinedAt: !363)
!379 = !DILocation(line: 37, column: 5, scope: !90, inlinedAt: !122)
!380 = !DILocation(line: 37, column: 14, scope: !90, inlinedAt: !122)
!381 = distinct !DIAssignID()
!382 = !DILocation(line: 0, scope: !101, inlinedAt: !122)
!383 = !DILocation(line: 38, column: 5, scope: !101, inlinedAt: !122)
!384 = !DILocation(line: 38, column: 23, scope: !104, inlinedAt: !122)
!385 = !DILocation(line: 0, scope: !103, inlinedAt: !122)
!386 = !DILocation(line: 39, column: 9, scope: !103, inlinedAt: !122)
!387 = !DILocation(line: 47, column: 5, scope: !90, inlinedAt: !122)
!388 = distinct !DIAssignID()
!389 = distinct !DIAssignID()
!390 = !DILocation(line: 49, column: 18, scope: !90, inlinedAt: !122)
!391 = !DILocation(line: 0, scope: !109, inlinedAt: !122)
!392 = !DILocation(line: 50, column: 23, scope: !112, inlinedAt: !122)
!393 = !DILocation(line: 50, column: 5, scope: !109, inlinedAt: !122)
!394 = !DILocation(line: 38, column: 32, scope: !104, inlinedAt: !122)
!395 = distinct !{!395, !383, !396, !182}
!396 = !DILocation(line: 45, column: 9, scope: !101, inlinedAt: !122)
!397 = !DILocation(line: 40, column: 47, scope: !398, inlinedAt: !122)
!398 = distinct !DILexicalBlock(scope: !399, file: !2, line: 39, column: 40)
!399 = distinct !DILexicalBlock(scope: !103, file: !2, line: 39, column: 9)
!400 = !DILocation(line: 40, column: 45, scope: !398, inlinedAt: !122)
!401 = !DILocation(line: 40, column: 19, scope: !398, inlinedAt: !122)
!402 = !DILocation(line: 40, column: 13, scope: !398, inlinedAt: !122)
!403 = !DILocation(line: 40, column: 24, scope: !398, inlinedAt: !122)
!404 = !{!405, !405, i64 0}
!405 = !{!"long", !145, i64 0}
!406 = !DILocation(line: 41, column: 28, scope: !407, inlinedAt: !122)
!407 = distinct !DILexicalBlock(scope: !398, file: !2, line: 41, column: 17)
!408 = !DILocation(line: 41, column: 17, scope: !398, inlinedAt: !122)
!409 = !DILocation(line: 42, column: 46, scope: !410, inlinedAt: !122)
!410 = distinct !DILexicalBlock(scope: !407, file: !2, line: 41, column: 55)
!411 = !DILocation(line: 42, column: 27, scope: !410, inlinedAt: !122)
!412 = !DILocation(line: 42, column: 17, scope: !410, inlinedAt: !122)
!413 = !DILocation(line: 42, column: 32, scope: !410, inlinedAt: !122)
!414 = !DILocation(line: 43, column: 28, scope: !410, inlinedAt: !122)
!415 = !DILocation(line: 44, column: 13, scope: !410, inlinedAt: !122)
!416 = !DILocation(line: 39, column: 36, scope: !399, inlinedAt: !122)
!417 = !DILocation(line: 39, column: 27, scope: !399, inlinedAt: !122)
!418 = distinct !{!418, !386, !419, !182}
!419 = !DILocation(line: 45, column: 9, scope: !103, inlinedAt: !122)
!420 = !DILocation(line: 51, column: 22, scope: !111, inlinedAt: !122)
!421 = !DILocation(line: 51, column: 29, scope: !111, inlinedAt: !122)
!422 = !DILocation(line: 0, scope: !111, inlinedAt: !122)
!423 = !DILocation(line: 52, column: 31, scope: !111, inlinedAt: !122)
!424 = !DILocation(line: 52, column: 18, scope: !111, inlinedAt: !122)
!425 = !DILocation(line: 52, column: 9, scope: !111, inlinedAt: !122)
!426 = !DILocation(line: 52, column: 16, scope: !111, inlinedAt: !122)
!427 = !DILocation(line: 55, column: 7, scope: !90, inlinedAt: !122)
!428 = distinct !DIAssignID()
!429 = !DILocation(line: 56, column: 5, scope: !90, inlinedAt: !122)
!430 = !DILocation(line: 53, column: 19, scope: !111, inlinedAt: !122)
!431 = !DILocation(line: 50, column: 29, scope: !112, inlinedAt: !122)
!432 = distinct !{!432, !393, !433, !182}
!433 = !DILocation(line: 54, column: 5, scope: !109, inlinedAt: !122)
!434 = !DILocation(line: 56, column: 16, scope: !90, inlinedAt: !122)
!435 = !DILocation(line: 56, column: 20, scope: !90, inlinedAt: !122)
!436 = !DILocation(line: 56, column: 31, scope: !90, inlinedAt: !122)
!437 = !DILocation(line: 56, column: 23, scope: !90, inlinedAt: !122)
!438 = !DILocation(line: 56, column: 36, scope: !90, inlinedAt: !122)
!439 = distinct !{!439, !429, !440, !182}
!440 = !DILocation(line: 56, column: 45, scope: !90, inlinedAt: !122)
!441 = distinct !DIAssignID()
!442 = !DILocation(line: 58, column: 1, scope: !90, inlinedAt: !122)
!443 = !DILocation(line: 0, scope: !185, inlinedAt: !444)
!444 = distinct !DILocation(line: 90, column: 59, scope: !63)
!445 = !DILocation(line: 0, scope: !191, inlinedAt: !444)
!446 = !DILocation(line: 69, column: 23, scope: !194, inlinedAt: !444)
!447 = !DILocation(line: 69, column: 5, scope: !191, inlinedAt: !444)
!448 = !DILocation(line: 69, column: 54, scope: !193, inlinedAt: !444)
!449 = !DILocation(line: 0, scope: !193, inlinedAt: !444)
!450 = !DILocation(line: 69, column: 36, scope: !193, inlinedAt: !444)
!451 = !DILocation(line: 69, column: 32, scope: !194, inlinedAt: !444)
!452 = distinct !{!452, !447, !453, !182}
!453 = !DILocation(line: 69, column: 84, scope: !191, inlinedAt: !444)
!454 = !DILocation(line: 69, column: 82, scope: !207, inlinedAt: !444)
!455 = !DILocation(line: 69, column: 77, scope: !207, inlinedAt: !444)
!456 = !DILocation(line: 69, column: 68, scope: !207, inlinedAt: !444)
!457 = distinct !{!457, !450, !458, !182}
!458 = !DILocation(line: 69, column: 84, scope: !193, inlinedAt: !444)
!459 = !DILocation(line: 68, column: 14, scope: !185, inlinedAt: !444)
!460 = !DILocation(line: 90, column: 5, scope: !63)
!461 = !DILocation(line: 92, column: 1, scope: !63)
!462 = !DILocation(line: 91, column: 5, scope: !63)
!463 = !DILocation(line: 37, column: 5, scope: !90, inlinedAt: !117)
!464 = !DILocation(line: 37, column: 14, scope: !90, inlinedAt: !117)
!465 = distinct !DIAssignID()
!466 = !DILocation(line: 0, scope: !101, inlinedAt: !117)
!467 = !DILocation(line: 38, column: 23, scope: !104, inlinedAt: !117)
!468 = !DILocation(line: 38, column: 5, scope: !101, inlinedAt: !117)
!469 = !DILocation(line: 46, column: 5, scope: !90, inlinedAt: !117)
!470 = !DILocation(line: 47, column: 5, scope: !90, inlinedAt: !117)
!471 = distinct !DIAssignID()
!472 = distinct !DIAssignID()
!473 = !DILocation(line: 49, column: 18, scope: !90, inlinedAt: !117)
!474 = !DILocation(line: 0, scope: !109, inlinedAt: !117)
!475 = !DILocation(line: 50, column: 5, scope: !109, inlinedAt: !117)
!476 = !DILocation(line: 0, scope: !103, inlinedAt: !117)
!477 = !DILocation(line: 39, column: 9, scope: !103, inlinedAt: !117)
!478 = !DILocation(line: 38, column: 32, scope: !104, inlinedAt: !117)
!479 = distinct !{!479, !468, !480, !182}
!480 = !DILocation(line: 45, column: 9, scope: !101, inlinedAt: !117)
!481 = !DILocation(line: 40, column: 47, scope: !398, inlinedAt: !117)
!482 = !DILocation(line: 40, column: 45, scope: !398, inlinedAt: !117)
!483 = !DILocation(line: 40, column: 19, scope: !398, inlinedAt: !117)
!484 = !DILocation(line: 40, column: 13, scope: !398, inlinedAt: !117)
!485 = !DILocation(line: 40, column: 24, scope: !398, inlinedAt: !117)
!486 = !DILocation(line: 41, column: 28, scope: !407, inlinedAt: !117)
!487 = !DILocation(line: 41, column: 17, scope: !398, inlinedAt: !117)
!488 = !DILocation(line: 42, column: 46, scope: !410, inlinedAt: !117)
!489 = !DILocation(line: 42, column: 27, scope: !410, inlinedAt: !117)
!490 = !DILocation(line: 42, column: 17, scope: !410, inlinedAt: !117)
!491 = !DILocation(line: 42, column: 32, scope: !410, inlinedAt: !117)
!492 = !DILocation(line: 43, column: 28, scope: !410, inlinedAt: !117)
!493 = !DILocation(line: 44, column: 13, scope: !410, inlinedAt: !117)
!494 = !DILocation(line: 39, column: 36, scope: !399, inlinedAt: !117)
!495 = !DILocation(line: 39, column: 27, scope: !399, inlinedAt: !117)
!496 = distinct !{!496, !477, !497, !182}
!497 = !DILocation(line: 45, column: 9, scope: !103, inlinedAt: !117)
!498 = !DILocation(line: 51, column: 22, scope: !111, inlinedAt: !117)
!499 = !DILocation(line: 51, column: 29, scope: !111, inlinedAt: !117)
!500 = !DILocation(line: 0, scope: !111, inlinedAt: !117)
!501 = !DILocation(line: 52, column: 31, scope: !111, inlinedAt: !117)
!502 = !DILocation(line: 52, column: 18, scope: !111, inlinedAt: !117)
!503 = !DILocation(line: 52, column: 9, scope: !111, inlinedAt: !117)
!504 = !DILocation(line: 52, column: 16, scope: !111, inlinedAt: !117)
!505 = !DILocation(line: 53, column: 19, scope: !111, inlinedAt: !117)
!506 = !DILocation(line: 50, column: 29, scope: !112, inlinedAt: !117)
!507 = !DILocation(line: 50, column: 23, scope: !112, inlinedAt: !117)
!508 = distinct !{!508, !475, !509, !182}
!509 = !DILocation(line: 54, column: 5, scope: !109, inlinedAt: !117)
!510 = !DILocation(line: 56, column: 5, scope: !90, inlinedAt: !117)
!511 = distinct !DIAssignID()
!512 = !DILocation(line: 56, column: 16, scope: !90, inlinedAt: !117)
!513 = !DILocation(line: 56, column: 20, scope: !90, inlinedAt: !117)
!514 = !DILocation(line: 56, column: 31, scope: !90, inlinedAt: !117)
!515 = !DILocation(line: 56, column: 23, scope: !90, inlinedAt: !117)
!516 = !DILocation(line: 56, column: 36, scope: !90, inlinedAt: !117)
!517 = distinct !{!517, !510, !518, !182}
!518 = !DILocation(line: 56, column: 45, scope: !90, inlinedAt: !117)
!519 = !DILocation(line: 57, column: 10, scope: !90, inlinedAt: !117)
!520 = distinct !DIAssignID()
!521 = !DILocation(line: 58, column: 1, scope: !90, inlinedAt: !117)
!522 = !DILocation(line: 86, column: 29, scope: !118)
!523 = !DILocation(line: 86, column: 23, scope: !118)
!524 = distinct !{!524, !301, !525, !182}
!525 = !DILocation(line: 86, column: 51, scope: !86)
!526 = !DISubprogram(name: "printf", scope: !527, file: !527, line: 356, type: !528, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!528 = !DISubroutineType(types: !529)
!529 = !{!66, !530, null}
!530 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
