; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Big = type { [120 x i32], i32 }

@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"digit sum = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"fib(300) = \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"100! * fib(300) digit sum = %u limbs = %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [3 x i8] c"%u\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [240 x i64], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !86, !DIExpression(), !85, ptr %1, !DIExpression(), !113)
  %2 = alloca %struct.Big, align 4, !DIAssignID !116
  %3 = alloca [240 x i64], align 16, !DIAssignID !117
    #dbg_assign(i1 undef, !86, !DIExpression(), !117, ptr %3, !DIExpression(), !118)
  %4 = alloca %struct.Big, align 4, !DIAssignID !120
  %5 = alloca %struct.Big, align 4, !DIAssignID !121
  %6 = alloca %struct.Big, align 4, !DIAssignID !122
    #dbg_assign(i1 undef, !65, !DIExpression(), !122, ptr %6, !DIExpression(), !123)
  %7 = alloca %struct.Big, align 4, !DIAssignID !124
    #dbg_assign(i1 undef, !76, !DIExpression(), !124, ptr %7, !DIExpression(), !123)
  %8 = alloca %struct.Big, align 4, !DIAssignID !125
    #dbg_assign(i1 undef, !77, !DIExpression(), !125, ptr %8, !DIExpression(), !123)
  %9 = alloca %struct.Big, align 4, !DIAssignID !126
    #dbg_assign(i1 undef, !78, !DIExpression(), !126, ptr %9, !DIExpression(), !123)
  %10 = alloca %struct.Big, align 4, !DIAssignID !127
    #dbg_assign(i1 undef, !81, !DIExpression(), !127, ptr %10, !DIExpression(), !123)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #10, !dbg !128
    #dbg_value(ptr %6, !129, !DIExpression(), !135)
    #dbg_value(i32 1, !134, !DIExpression(), !135)
  %11 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !137
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %11, i8 0, i64 476, i1 false), !dbg !137, !DIAssignID !138
    #dbg_assign(i8 0, !65, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !138, ptr %11, !DIExpression(), !123)
  store i32 1, ptr %6, align 4, !dbg !139, !tbaa !140, !DIAssignID !144
    #dbg_assign(i32 1, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !144, ptr %6, !DIExpression(), !123)
  %12 = getelementptr inbounds i8, ptr %6, i64 480, !dbg !145
  store i32 1, ptr %12, align 4, !dbg !146, !tbaa !147, !DIAssignID !149
    #dbg_assign(i32 1, !65, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !149, ptr %12, !DIExpression(), !123)
    #dbg_value(i32 2, !74, !DIExpression(), !150)
  br label %59, !dbg !151

13:                                               ; preds = %85
    #dbg_value(ptr @.str, !152, !DIExpression(), !162)
    #dbg_value(ptr %6, !159, !DIExpression(), !162)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str), !dbg !164
  %14 = load i32, ptr %12, align 4, !dbg !165, !tbaa !147
  %15 = add nsw i32 %14, -1, !dbg !166
  %16 = sext i32 %15 to i64, !dbg !167
  %17 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %16, !dbg !167
  %18 = load i32, ptr %17, align 4, !dbg !167, !tbaa !140
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %18), !dbg !168
    #dbg_value(i32 %14, !160, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !169)
  %19 = icmp sgt i32 %14, 1, !dbg !170
  br i1 %19, label %20, label %29, !dbg !172

20:                                               ; preds = %13
  %21 = add nsw i32 %14, -2, !dbg !173
    #dbg_value(i32 %21, !160, !DIExpression(), !169)
  %22 = zext nneg i32 %21 to i64, !dbg !172
  br label %23, !dbg !172

23:                                               ; preds = %23, %20
  %24 = phi i64 [ %22, %20 ], [ %27, %23 ]
    #dbg_value(i64 %24, !160, !DIExpression(), !169)
  %25 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %24, !dbg !174
  %26 = load i32, ptr %25, align 4, !dbg !174, !tbaa !140
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %26), !dbg !175
  %27 = add nsw i64 %24, -1, !dbg !176
    #dbg_value(i64 %27, !160, !DIExpression(), !169)
  %28 = icmp eq i64 %24, 0, !dbg !170
  br i1 %28, label %29, label %23, !dbg !172, !llvm.loop !177

29:                                               ; preds = %23, %13
  %30 = tail call i32 @putchar(i32 10), !dbg !180
    #dbg_value(ptr %6, !181, !DIExpression(), !192)
    #dbg_value(i32 0, !186, !DIExpression(), !192)
    #dbg_value(i32 0, !187, !DIExpression(), !194)
  %31 = icmp sgt i32 %14, 0, !dbg !195
  br i1 %31, label %32, label %51, !dbg !196

32:                                               ; preds = %29
  %33 = zext nneg i32 %14 to i64, !dbg !195
  br label %34, !dbg !196

34:                                               ; preds = %40, %32
  %35 = phi i64 [ 0, %32 ], [ %42, %40 ]
  %36 = phi i32 [ 0, %32 ], [ %41, %40 ]
    #dbg_value(i64 %35, !187, !DIExpression(), !194)
    #dbg_value(i32 %36, !186, !DIExpression(), !192)
  %37 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %35, !dbg !197
  %38 = load i32, ptr %37, align 4, !dbg !197, !tbaa !140
    #dbg_value(i32 %38, !189, !DIExpression(), !198)
  %39 = icmp eq i32 %38, 0, !dbg !199
  br i1 %39, label %40, label %44, !dbg !199

40:                                               ; preds = %44, %34
  %41 = phi i32 [ %36, %34 ], [ %48, %44 ], !dbg !192
  %42 = add nuw nsw i64 %35, 1, !dbg !200
    #dbg_value(i64 %42, !187, !DIExpression(), !194)
    #dbg_value(i32 %41, !186, !DIExpression(), !192)
  %43 = icmp eq i64 %42, %33, !dbg !195
  br i1 %43, label %51, label %34, !dbg !196, !llvm.loop !201

44:                                               ; preds = %34, %44
  %45 = phi i32 [ %49, %44 ], [ %38, %34 ]
  %46 = phi i32 [ %48, %44 ], [ %36, %34 ]
    #dbg_value(i32 %45, !189, !DIExpression(), !198)
    #dbg_value(i32 %46, !186, !DIExpression(), !192)
  %47 = urem i32 %45, 10, !dbg !203
  %48 = add i32 %47, %46, !dbg !205
    #dbg_value(i32 %48, !186, !DIExpression(), !192)
  %49 = udiv i32 %45, 10, !dbg !206
    #dbg_value(i32 %49, !189, !DIExpression(), !198)
  %50 = icmp ult i32 %45, 10, !dbg !199
  br i1 %50, label %40, label %44, !dbg !199, !llvm.loop !207

51:                                               ; preds = %40, %29
  %52 = phi i32 [ 0, %29 ], [ %41, %40 ], !dbg !209
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %52), !dbg !210
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #10, !dbg !211
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #10, !dbg !211
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9), !dbg !211
    #dbg_value(ptr %7, !129, !DIExpression(), !212)
    #dbg_value(i32 0, !134, !DIExpression(), !212)
    #dbg_assign(i8 0, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !214, ptr %7, !DIExpression(DW_OP_plus_uconst, 4), !123)
    #dbg_assign(i32 0, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !214, ptr %7, !DIExpression(), !123)
  %53 = getelementptr inbounds i8, ptr %7, i64 480, !dbg !215
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %7, i8 0, i64 480, i1 false), !dbg !216, !DIAssignID !214
  store i32 1, ptr %53, align 4, !dbg !217, !tbaa !147, !DIAssignID !218
    #dbg_assign(i32 1, !76, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !218, ptr %53, !DIExpression(), !123)
    #dbg_value(ptr %8, !129, !DIExpression(), !219)
    #dbg_value(i32 1, !134, !DIExpression(), !219)
  %54 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !221
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %54, i8 0, i64 476, i1 false), !dbg !221, !DIAssignID !222
    #dbg_assign(i8 0, !77, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !222, ptr %54, !DIExpression(), !123)
  store i32 1, ptr %8, align 4, !dbg !223, !tbaa !140, !DIAssignID !224
    #dbg_assign(i32 1, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !224, ptr %8, !DIExpression(), !123)
  %55 = getelementptr inbounds i8, ptr %8, i64 480, !dbg !225
  store i32 1, ptr %55, align 4, !dbg !226, !tbaa !147, !DIAssignID !227
    #dbg_assign(i32 1, !77, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !227, ptr %55, !DIExpression(), !123)
    #dbg_value(i32 0, !79, !DIExpression(), !228)
  %56 = getelementptr inbounds i8, ptr %5, i64 480
  br label %109, !dbg !229

57:                                               ; preds = %85
  %58 = load i32, ptr %12, align 4, !dbg !230, !tbaa !147
  br label %59, !dbg !230

59:                                               ; preds = %57, %0
  %60 = phi i32 [ %58, %57 ], [ 1, %0 ], !dbg !230
  %61 = phi i64 [ %86, %57 ], [ 2, %0 ]
    #dbg_value(i64 %61, !74, !DIExpression(), !150)
    #dbg_value(ptr %6, !235, !DIExpression(), !243)
    #dbg_value(i64 %61, !236, !DIExpression(), !243)
    #dbg_value(i64 0, !237, !DIExpression(), !243)
    #dbg_value(i32 0, !238, !DIExpression(), !244)
  %62 = icmp sgt i32 %60, 0, !dbg !245
  br i1 %62, label %65, label %85, !dbg !246

63:                                               ; preds = %65
    #dbg_value(i64 %75, !237, !DIExpression(), !243)
  %64 = icmp ult i64 %72, 1000000000, !dbg !247
  br i1 %64, label %85, label %80, !dbg !247

65:                                               ; preds = %59, %65
  %66 = phi i64 [ %76, %65 ], [ 0, %59 ]
  %67 = phi i64 [ %75, %65 ], [ 0, %59 ]
    #dbg_value(i64 %67, !237, !DIExpression(), !243)
    #dbg_value(i64 %66, !238, !DIExpression(), !244)
  %68 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %66, !dbg !248
  %69 = load i32, ptr %68, align 4, !dbg !248, !tbaa !140
  %70 = zext i32 %69 to i64, !dbg !249
  %71 = mul nuw nsw i64 %61, %70, !dbg !250
  %72 = add nuw nsw i64 %71, %67, !dbg !251
    #dbg_value(i64 %72, !239, !DIExpression(), !252)
  %73 = urem i64 %72, 1000000000, !dbg !253
  %74 = trunc nuw nsw i64 %73 to i32, !dbg !254
  store i32 %74, ptr %68, align 4, !dbg !255, !tbaa !140
  %75 = udiv i64 %72, 1000000000, !dbg !256
    #dbg_value(i64 %75, !237, !DIExpression(), !243)
  %76 = add nuw nsw i64 %66, 1, !dbg !257
    #dbg_value(i64 %76, !238, !DIExpression(), !244)
  %77 = load i32, ptr %12, align 4, !dbg !230, !tbaa !147
  %78 = sext i32 %77 to i64, !dbg !245
  %79 = icmp slt i64 %76, %78, !dbg !245
  br i1 %79, label %65, label %63, !dbg !246, !llvm.loop !258

80:                                               ; preds = %63
    #dbg_value(i64 %75, !237, !DIExpression(), !243)
  %81 = trunc nuw nsw i64 %75 to i32, !dbg !260
  %82 = add nsw i32 %77, 1, !dbg !262
  store i32 %82, ptr %12, align 4, !dbg !262, !tbaa !147, !DIAssignID !263
    #dbg_assign(i32 %82, !65, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !263, ptr %12, !DIExpression(), !123)
  %83 = sext i32 %77 to i64, !dbg !264
  %84 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %83, !dbg !264
  store i32 %81, ptr %84, align 4, !dbg !265, !tbaa !140
    #dbg_value(i64 0, !237, !DIExpression(), !243)
  br label %85, !dbg !266

85:                                               ; preds = %80, %59, %63
  %86 = add nuw nsw i64 %61, 1, !dbg !266
    #dbg_value(i64 %86, !74, !DIExpression(), !150)
  %87 = icmp eq i64 %86, 101, !dbg !267
  br i1 %87, label %13, label %57, !dbg !151, !llvm.loop !268

88:                                               ; preds = %173
    #dbg_value(ptr @.str.2, !152, !DIExpression(), !270)
    #dbg_value(ptr %7, !159, !DIExpression(), !270)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2), !dbg !272
  %89 = load i32, ptr %53, align 4, !dbg !273, !tbaa !147
  %90 = add nsw i32 %89, -1, !dbg !274
  %91 = sext i32 %90 to i64, !dbg !275
  %92 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %91, !dbg !275
  %93 = load i32, ptr %92, align 4, !dbg !275, !tbaa !140
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %93), !dbg !276
    #dbg_value(i32 %89, !160, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !277)
  %94 = icmp sgt i32 %89, 1, !dbg !278
  br i1 %94, label %95, label %104, !dbg !279

95:                                               ; preds = %88
  %96 = add nsw i32 %89, -2, !dbg !280
    #dbg_value(i32 %96, !160, !DIExpression(), !277)
  %97 = zext nneg i32 %96 to i64, !dbg !279
  br label %98, !dbg !279

98:                                               ; preds = %98, %95
  %99 = phi i64 [ %97, %95 ], [ %102, %98 ]
    #dbg_value(i64 %99, !160, !DIExpression(), !277)
  %100 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %99, !dbg !281
  %101 = load i32, ptr %100, align 4, !dbg !281, !tbaa !140
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %101), !dbg !282
  %102 = add nsw i64 %99, -1, !dbg !283
    #dbg_value(i64 %102, !160, !DIExpression(), !277)
  %103 = icmp eq i64 %99, 0, !dbg !278
  br i1 %103, label %104, label %98, !dbg !279, !llvm.loop !284

104:                                              ; preds = %98, %88
  %105 = tail call i32 @putchar(i32 10), !dbg !286
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #10, !dbg !287
    #dbg_value(ptr %10, !129, !DIExpression(), !288)
    #dbg_value(i32 2, !134, !DIExpression(), !288)
  %106 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !290
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %106, i8 0, i64 476, i1 false), !dbg !290, !DIAssignID !291
    #dbg_assign(i8 0, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !291, ptr %106, !DIExpression(), !123)
  store i32 2, ptr %10, align 4, !dbg !292, !tbaa !140, !DIAssignID !293
    #dbg_assign(i32 2, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !293, ptr %10, !DIExpression(), !123)
  %107 = getelementptr inbounds i8, ptr %10, i64 480, !dbg !294
  store i32 1, ptr %107, align 4, !dbg !295, !tbaa !147, !DIAssignID !296
    #dbg_assign(i32 1, !81, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !296, ptr %107, !DIExpression(), !123)
    #dbg_value(i32 0, !82, !DIExpression(), !297)
  %108 = getelementptr inbounds i8, ptr %2, i64 480
  br label %308, !dbg !298

109:                                              ; preds = %51, %173
  %110 = phi i32 [ 0, %51 ], [ %174, %173 ]
    #dbg_value(i32 %110, !79, !DIExpression(), !228)
    #dbg_assign(i1 undef, !299, !DIExpression(), !121, ptr %5, !DIExpression(), !312)
    #dbg_value(ptr %9, !302, !DIExpression(), !312)
    #dbg_value(ptr %7, !303, !DIExpression(), !312)
    #dbg_value(ptr %8, !304, !DIExpression(), !312)
  %111 = load i32, ptr %53, align 4, !dbg !316, !tbaa !147
  %112 = load i32, ptr %55, align 4, !dbg !317, !tbaa !147
  %113 = tail call i32 @llvm.smax.i32(i32 %111, i32 %112), !dbg !318
    #dbg_value(i32 %113, !305, !DIExpression(), !312)
    #dbg_value(i32 0, !306, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #10, !dbg !319
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 484, i1 false), !dbg !320, !DIAssignID !321
    #dbg_assign(i8 0, !299, !DIExpression(), !321, ptr %5, !DIExpression(), !312)
    #dbg_value(i32 0, !307, !DIExpression(), !322)
  %114 = icmp sgt i32 %113, 0, !dbg !323
  br i1 %114, label %116, label %115, !dbg !324

115:                                              ; preds = %109
  store i32 %113, ptr %56, align 4, !dbg !325, !tbaa !147, !DIAssignID !326
    #dbg_assign(i32 %113, !299, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !326, ptr %56, !DIExpression(), !312)
  br label %173, !dbg !327

116:                                              ; preds = %109
  %117 = zext nneg i32 %113 to i64, !dbg !323
  %118 = and i64 %117, 1, !dbg !324
  %119 = icmp eq i32 %113, 1, !dbg !324
  br i1 %119, label %122, label %120, !dbg !324

120:                                              ; preds = %116
  %121 = and i64 %117, 2147483646, !dbg !324
  br label %140, !dbg !324

122:                                              ; preds = %140, %116
  %123 = phi i1 [ poison, %116 ], [ %162, %140 ]
  %124 = phi i64 [ 0, %116 ], [ %167, %140 ]
  %125 = phi i32 [ 0, %116 ], [ %163, %140 ]
  %126 = icmp eq i64 %118, 0, !dbg !324
  br i1 %126, label %138, label %127, !dbg !324

127:                                              ; preds = %122
    #dbg_value(i32 %125, !306, !DIExpression(), !312)
    #dbg_value(i64 %124, !307, !DIExpression(), !322)
  %128 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %124, !dbg !328
  %129 = load i32, ptr %128, align 4, !dbg !328, !tbaa !140
  %130 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %124, !dbg !329
  %131 = load i32, ptr %130, align 4, !dbg !329, !tbaa !140
  %132 = add i32 %129, %125, !dbg !330
  %133 = add i32 %132, %131, !dbg !331
    #dbg_value(i32 %133, !309, !DIExpression(), !332)
  %134 = icmp ugt i32 %133, 999999999, !dbg !333
    #dbg_value(i1 %134, !306, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !312)
  %135 = select i1 %134, i32 -1000000000, i32 0, !dbg !334
  %136 = add i32 %135, %133, !dbg !335
  %137 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %124, !dbg !336
  store i32 %136, ptr %137, align 4, !dbg !337, !tbaa !140
    #dbg_value(i64 %124, !307, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !322)
  br label %138, !dbg !325

138:                                              ; preds = %122, %127
  %139 = phi i1 [ %123, %122 ], [ %134, %127 ], !dbg !333
  store i32 %113, ptr %56, align 4, !dbg !325, !tbaa !147, !DIAssignID !326
    #dbg_assign(i32 %113, !299, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !326, ptr %56, !DIExpression(), !312)
  br i1 %139, label %170, label %173, !dbg !327

140:                                              ; preds = %140, %120
  %141 = phi i64 [ 0, %120 ], [ %167, %140 ]
  %142 = phi i32 [ 0, %120 ], [ %163, %140 ]
  %143 = phi i64 [ 0, %120 ], [ %168, %140 ]
    #dbg_value(i32 %142, !306, !DIExpression(), !312)
    #dbg_value(i64 %141, !307, !DIExpression(), !322)
  %144 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %141, !dbg !328
  %145 = load i32, ptr %144, align 4, !dbg !328, !tbaa !140
  %146 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %141, !dbg !329
  %147 = load i32, ptr %146, align 4, !dbg !329, !tbaa !140
  %148 = add i32 %145, %142, !dbg !330
  %149 = add i32 %148, %147, !dbg !331
    #dbg_value(i32 %149, !309, !DIExpression(), !332)
  %150 = icmp ugt i32 %149, 999999999, !dbg !333
  %151 = zext i1 %150 to i32, !dbg !333
    #dbg_value(i32 %151, !306, !DIExpression(), !312)
  %152 = select i1 %150, i32 -1000000000, i32 0, !dbg !334
  %153 = add i32 %152, %149, !dbg !335
  %154 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %141, !dbg !336
  store i32 %153, ptr %154, align 4, !dbg !337, !tbaa !140
  %155 = or disjoint i64 %141, 1, !dbg !338
    #dbg_value(i64 %155, !307, !DIExpression(), !322)
  %156 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %155, !dbg !328
  %157 = load i32, ptr %156, align 4, !dbg !328, !tbaa !140
  %158 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %155, !dbg !329
  %159 = load i32, ptr %158, align 4, !dbg !329, !tbaa !140
  %160 = add i32 %157, %151, !dbg !330
  %161 = add i32 %160, %159, !dbg !331
    #dbg_value(i32 %161, !309, !DIExpression(), !332)
  %162 = icmp ugt i32 %161, 999999999, !dbg !333
  %163 = zext i1 %162 to i32, !dbg !333
    #dbg_value(i32 %163, !306, !DIExpression(), !312)
  %164 = select i1 %162, i32 -1000000000, i32 0, !dbg !334
  %165 = add i32 %164, %161, !dbg !335
  %166 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %155, !dbg !336
  store i32 %165, ptr %166, align 4, !dbg !337, !tbaa !140
  %167 = add nuw nsw i64 %141, 2, !dbg !338
    #dbg_value(i64 %167, !307, !DIExpression(), !322)
  %168 = add i64 %143, 2, !dbg !324
  %169 = icmp eq i64 %168, %121, !dbg !324
  br i1 %169, label %122, label %140, !dbg !324, !llvm.loop !339

170:                                              ; preds = %138
  %171 = add nuw nsw i32 %113, 1, !dbg !341
  store i32 %171, ptr %56, align 4, !dbg !341, !tbaa !147, !DIAssignID !343
    #dbg_assign(i32 %171, !299, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !343, ptr %56, !DIExpression(), !312)
  %172 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %117, !dbg !344
  store i32 1, ptr %172, align 4, !dbg !345, !tbaa !140
  br label %173, !dbg !344

173:                                              ; preds = %115, %138, %170
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !346, !tbaa.struct !347, !DIAssignID !349
    #dbg_assign(i1 undef, !78, !DIExpression(), !349, ptr %9, !DIExpression(), !123)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #10, !dbg !350
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !dbg !351, !tbaa.struct !347, !DIAssignID !352
    #dbg_assign(i1 undef, !76, !DIExpression(), !352, ptr %7, !DIExpression(), !123)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !dbg !353, !tbaa.struct !347, !DIAssignID !354
    #dbg_assign(i1 undef, !77, !DIExpression(), !354, ptr %8, !DIExpression(), !123)
  %174 = add nuw nsw i32 %110, 1, !dbg !355
    #dbg_value(i32 %174, !79, !DIExpression(), !228)
  %175 = icmp eq i32 %174, 300, !dbg !356
  br i1 %175, label %88, label %109, !dbg !229, !llvm.loop !357

176:                                              ; preds = %380
    #dbg_value(ptr @.str.3, !152, !DIExpression(), !359)
    #dbg_value(ptr %10, !159, !DIExpression(), !359)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3), !dbg !361
  %177 = load i32, ptr %107, align 4, !dbg !362, !tbaa !147
  %178 = add nsw i32 %177, -1, !dbg !363
  %179 = sext i32 %178 to i64, !dbg !364
  %180 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %179, !dbg !364
  %181 = load i32, ptr %180, align 4, !dbg !364, !tbaa !140
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %181), !dbg !365
    #dbg_value(i32 %177, !160, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !366)
  %182 = icmp sgt i32 %177, 1, !dbg !367
  br i1 %182, label %183, label %192, !dbg !368

183:                                              ; preds = %176
  %184 = add nsw i32 %177, -2, !dbg !369
    #dbg_value(i32 %184, !160, !DIExpression(), !366)
  %185 = zext nneg i32 %184 to i64, !dbg !368
  br label %186, !dbg !368

186:                                              ; preds = %186, %183
  %187 = phi i64 [ %185, %183 ], [ %190, %186 ]
    #dbg_value(i64 %187, !160, !DIExpression(), !366)
  %188 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %187, !dbg !370
  %189 = load i32, ptr %188, align 4, !dbg !370, !tbaa !140
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %189), !dbg !371
  %190 = add nsw i64 %187, -1, !dbg !372
    #dbg_value(i64 %190, !160, !DIExpression(), !366)
  %191 = icmp eq i64 %187, 0, !dbg !367
  br i1 %191, label %192, label %186, !dbg !368, !llvm.loop !373

192:                                              ; preds = %186, %176
  %193 = tail call i32 @putchar(i32 10), !dbg !375
    #dbg_assign(i1 undef, !102, !DIExpression(), !120, ptr %4, !DIExpression(), !118)
    #dbg_value(ptr %4, !94, !DIExpression(), !118)
    #dbg_value(ptr %6, !95, !DIExpression(), !118)
    #dbg_value(ptr %7, !96, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %3) #10, !dbg !376
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %3, i8 0, i64 1920, i1 false), !dbg !377, !DIAssignID !378
    #dbg_assign(i8 0, !86, !DIExpression(), !378, ptr %3, !DIExpression(), !118)
    #dbg_value(i32 0, !97, !DIExpression(), !379)
  br i1 %31, label %194, label %204, !dbg !380

194:                                              ; preds = %192
  %195 = icmp sgt i32 %89, 0
  %196 = zext nneg i32 %14 to i64, !dbg !381
  %197 = zext nneg i32 %89 to i64
  br label %198, !dbg !380

198:                                              ; preds = %213, %194
  %199 = phi i64 [ 0, %194 ], [ %214, %213 ]
    #dbg_value(i64 %199, !97, !DIExpression(), !379)
    #dbg_value(i32 0, !99, !DIExpression(), !382)
  br i1 %195, label %200, label %213, !dbg !383

200:                                              ; preds = %198
  %201 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %199
  %202 = load i32, ptr %201, align 4, !tbaa !140
  %203 = zext i32 %202 to i64
  br label %216, !dbg !383

204:                                              ; preds = %213, %192
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 480, i1 false), !dbg !384, !DIAssignID !385
    #dbg_assign(i8 0, !102, !DIExpression(), !385, ptr %4, !DIExpression(), !118)
    #dbg_assign(i8 0, !102, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !386, ptr undef, !DIExpression(), !118)
    #dbg_value(i64 0, !103, !DIExpression(), !118)
  %205 = add nsw i32 %89, %14, !dbg !387
    #dbg_value(i32 %205, !104, !DIExpression(), !118)
    #dbg_value(i32 0, !105, !DIExpression(), !388)
  %206 = icmp sgt i32 %205, 0, !dbg !389
  %207 = zext i32 %205 to i64, !dbg !118
  br i1 %206, label %208, label %248, !dbg !390

208:                                              ; preds = %204
  %209 = and i64 %207, 1, !dbg !390
  %210 = icmp eq i32 %205, 1, !dbg !390
  br i1 %210, label %237, label %211, !dbg !390

211:                                              ; preds = %208
  %212 = and i64 %207, 2147483646, !dbg !390
  br label %250, !dbg !390

213:                                              ; preds = %234, %198
  %214 = add nuw nsw i64 %199, 1, !dbg !391
    #dbg_value(i64 %214, !97, !DIExpression(), !379)
  %215 = icmp eq i64 %214, %196, !dbg !381
  br i1 %215, label %204, label %198, !dbg !380, !llvm.loop !392

216:                                              ; preds = %234, %200
  %217 = phi i64 [ 0, %200 ], [ %235, %234 ]
    #dbg_value(i64 %217, !99, !DIExpression(), !382)
  %218 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %217, !dbg !394
  %219 = load i32, ptr %218, align 4, !dbg !394, !tbaa !140
  %220 = zext i32 %219 to i64, !dbg !394
  %221 = mul nuw i64 %220, %203, !dbg !397
  %222 = add nuw nsw i64 %217, %199, !dbg !398
  %223 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %222, !dbg !399
  %224 = load i64, ptr %223, align 8, !dbg !400, !tbaa !401
  %225 = add i64 %221, %224, !dbg !400
  store i64 %225, ptr %223, align 8, !dbg !400, !tbaa !401
  %226 = icmp ugt i64 %225, 7999999999999999999, !dbg !403
  br i1 %226, label %227, label %234, !dbg !405

227:                                              ; preds = %216
  %228 = udiv i64 %225, 1000000000, !dbg !406
  %229 = add nuw nsw i64 %222, 1, !dbg !408
  %230 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %229, !dbg !409
  %231 = load i64, ptr %230, align 8, !dbg !410, !tbaa !401
  %232 = add i64 %231, %228, !dbg !410
  store i64 %232, ptr %230, align 8, !dbg !410, !tbaa !401
  %233 = urem i64 %225, 1000000000, !dbg !411
  store i64 %233, ptr %223, align 8, !dbg !411, !tbaa !401
  br label %234, !dbg !412

234:                                              ; preds = %227, %216
  %235 = add nuw nsw i64 %217, 1, !dbg !413
    #dbg_value(i64 %235, !99, !DIExpression(), !382)
  %236 = icmp eq i64 %235, %197, !dbg !414
  br i1 %236, label %213, label %216, !dbg !383, !llvm.loop !415

237:                                              ; preds = %250, %208
  %238 = phi i64 [ 0, %208 ], [ %269, %250 ]
  %239 = phi i64 [ 0, %208 ], [ %268, %250 ]
  %240 = icmp eq i64 %209, 0, !dbg !390
  br i1 %240, label %248, label %241, !dbg !390

241:                                              ; preds = %237
    #dbg_value(i64 %238, !105, !DIExpression(), !388)
    #dbg_value(i64 %239, !103, !DIExpression(), !118)
  %242 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %238, !dbg !417
  %243 = load i64, ptr %242, align 8, !dbg !417, !tbaa !401
  %244 = add i64 %243, %239, !dbg !418
    #dbg_value(i64 %244, !107, !DIExpression(), !419)
  %245 = urem i64 %244, 1000000000, !dbg !420
  %246 = trunc nuw nsw i64 %245 to i32, !dbg !421
  %247 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %238, !dbg !422
  store i32 %246, ptr %247, align 4, !dbg !423, !tbaa !140
    #dbg_value(i64 poison, !103, !DIExpression(), !118)
    #dbg_value(i64 %238, !105, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !388)
  br label %248, !dbg !424

248:                                              ; preds = %241, %237, %204
  %249 = getelementptr inbounds i8, ptr %4, i64 480, !dbg !424
    #dbg_assign(i32 %205, !102, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !425, ptr %249, !DIExpression(), !118)
  br label %272, !dbg !426

250:                                              ; preds = %250, %211
  %251 = phi i64 [ 0, %211 ], [ %269, %250 ]
  %252 = phi i64 [ 0, %211 ], [ %268, %250 ]
  %253 = phi i64 [ 0, %211 ], [ %270, %250 ]
    #dbg_value(i64 %251, !105, !DIExpression(), !388)
    #dbg_value(i64 %252, !103, !DIExpression(), !118)
  %254 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %251, !dbg !417
  %255 = load i64, ptr %254, align 16, !dbg !417, !tbaa !401
  %256 = add i64 %255, %252, !dbg !418
    #dbg_value(i64 %256, !107, !DIExpression(), !419)
  %257 = urem i64 %256, 1000000000, !dbg !420
  %258 = trunc nuw nsw i64 %257 to i32, !dbg !421
  %259 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %251, !dbg !422
  store i32 %258, ptr %259, align 4, !dbg !423, !tbaa !140
  %260 = udiv i64 %256, 1000000000, !dbg !427
    #dbg_value(i64 %260, !103, !DIExpression(), !118)
  %261 = or disjoint i64 %251, 1, !dbg !428
    #dbg_value(i64 %261, !105, !DIExpression(), !388)
  %262 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %261, !dbg !417
  %263 = load i64, ptr %262, align 8, !dbg !417, !tbaa !401
  %264 = add i64 %263, %260, !dbg !418
    #dbg_value(i64 %264, !107, !DIExpression(), !419)
  %265 = urem i64 %264, 1000000000, !dbg !420
  %266 = trunc nuw nsw i64 %265 to i32, !dbg !421
  %267 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %261, !dbg !422
  store i32 %266, ptr %267, align 4, !dbg !423, !tbaa !140
  %268 = udiv i64 %264, 1000000000, !dbg !427
    #dbg_value(i64 %268, !103, !DIExpression(), !118)
  %269 = add nuw nsw i64 %251, 2, !dbg !428
    #dbg_value(i64 %269, !105, !DIExpression(), !388)
  %270 = add i64 %253, 2, !dbg !390
  %271 = icmp eq i64 %270, %212, !dbg !390
  br i1 %271, label %237, label %250, !dbg !390, !llvm.loop !429

272:                                              ; preds = %276, %248
  %273 = phi i64 [ %277, %276 ], [ %207, %248 ], !dbg !118
  %274 = trunc nuw i64 %273 to i32, !dbg !118
  store i32 %274, ptr %249, align 4, !dbg !118, !tbaa !147, !DIAssignID !425
  %275 = icmp sgt i32 %274, 1, !dbg !431
  br i1 %275, label %276, label %281, !dbg !432

276:                                              ; preds = %272
  %277 = add nsw i64 %273, -1, !dbg !433
  %278 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %277, !dbg !434
  %279 = load i32, ptr %278, align 4, !dbg !434, !tbaa !140
  %280 = icmp eq i32 %279, 0, !dbg !435
  br i1 %280, label %272, label %281, !dbg !426, !llvm.loop !436

281:                                              ; preds = %272, %276
    #dbg_assign(i1 undef, !84, !DIExpression(), !438, ptr %4, !DIExpression(), !123)
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %3) #10, !dbg !439
    #dbg_value(ptr %4, !181, !DIExpression(), !440)
    #dbg_value(i32 0, !186, !DIExpression(), !440)
    #dbg_value(i32 0, !187, !DIExpression(), !442)
  %282 = getelementptr inbounds i8, ptr %4, i64 480
  %283 = load i32, ptr %282, align 4, !tbaa !147
  %284 = icmp sgt i32 %283, 0, !dbg !443
  br i1 %284, label %285, label %304, !dbg !444

285:                                              ; preds = %281
  %286 = zext nneg i32 %283 to i64, !dbg !443
  br label %287, !dbg !444

287:                                              ; preds = %293, %285
  %288 = phi i64 [ 0, %285 ], [ %295, %293 ]
  %289 = phi i32 [ 0, %285 ], [ %294, %293 ]
    #dbg_value(i64 %288, !187, !DIExpression(), !442)
    #dbg_value(i32 %289, !186, !DIExpression(), !440)
  %290 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %288, !dbg !445
  %291 = load i32, ptr %290, align 4, !dbg !445, !tbaa !140
    #dbg_value(i32 %291, !189, !DIExpression(), !446)
  %292 = icmp eq i32 %291, 0, !dbg !447
  br i1 %292, label %293, label %297, !dbg !447

293:                                              ; preds = %297, %287
  %294 = phi i32 [ %289, %287 ], [ %301, %297 ], !dbg !440
  %295 = add nuw nsw i64 %288, 1, !dbg !448
    #dbg_value(i64 %295, !187, !DIExpression(), !442)
    #dbg_value(i32 %294, !186, !DIExpression(), !440)
  %296 = icmp eq i64 %295, %286, !dbg !443
  br i1 %296, label %304, label %287, !dbg !444, !llvm.loop !449

297:                                              ; preds = %287, %297
  %298 = phi i32 [ %302, %297 ], [ %291, %287 ]
  %299 = phi i32 [ %301, %297 ], [ %289, %287 ]
    #dbg_value(i32 %298, !189, !DIExpression(), !446)
    #dbg_value(i32 %299, !186, !DIExpression(), !440)
  %300 = urem i32 %298, 10, !dbg !451
  %301 = add i32 %300, %299, !dbg !452
    #dbg_value(i32 %301, !186, !DIExpression(), !440)
  %302 = udiv i32 %298, 10, !dbg !453
    #dbg_value(i32 %302, !189, !DIExpression(), !446)
  %303 = icmp ult i32 %298, 10, !dbg !447
  br i1 %303, label %293, label %297, !dbg !447, !llvm.loop !454

304:                                              ; preds = %293, %281
  %305 = phi i32 [ 0, %281 ], [ %294, %293 ], !dbg !456
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %305, i32 noundef %283), !dbg !457
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #10, !dbg !458
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9), !dbg !458
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #10, !dbg !458
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #10, !dbg !458
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #10, !dbg !458
  ret i32 0, !dbg !459

306:                                              ; preds = %380
  %307 = load i32, ptr %107, align 4, !tbaa !147
  br label %308, !dbg !460

308:                                              ; preds = %306, %104
  %309 = phi i32 [ %307, %306 ], [ 1, %104 ]
  %310 = phi i32 [ %381, %306 ], [ 0, %104 ]
    #dbg_value(i32 %310, !82, !DIExpression(), !297)
    #dbg_assign(i1 undef, !102, !DIExpression(), !116, ptr %2, !DIExpression(), !113)
    #dbg_value(ptr %10, !94, !DIExpression(), !113)
    #dbg_value(ptr %10, !95, !DIExpression(), !113)
    #dbg_value(ptr %10, !96, !DIExpression(), !113)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %1) #10, !dbg !460
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %1, i8 0, i64 1920, i1 false), !dbg !461, !DIAssignID !462
    #dbg_assign(i8 0, !86, !DIExpression(), !462, ptr %1, !DIExpression(), !113)
    #dbg_value(i32 0, !97, !DIExpression(), !463)
  %311 = icmp sgt i32 %309, 0, !dbg !464
  br i1 %311, label %315, label %312, !dbg !465

312:                                              ; preds = %308
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #10, !dbg !466
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false), !dbg !467, !DIAssignID !468
    #dbg_assign(i8 0, !102, !DIExpression(), !468, ptr %2, !DIExpression(), !113)
    #dbg_assign(i8 0, !102, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !469, ptr undef, !DIExpression(), !113)
    #dbg_value(i64 0, !103, !DIExpression(), !113)
  %313 = shl nsw i32 %309, 1, !dbg !470
    #dbg_value(i32 %313, !104, !DIExpression(), !113)
    #dbg_value(i32 0, !105, !DIExpression(), !471)
  %314 = zext i32 %313 to i64, !dbg !113
  br label %369, !dbg !472

315:                                              ; preds = %308
  %316 = zext nneg i32 %309 to i64, !dbg !464
  br label %317, !dbg !465

317:                                              ; preds = %315, %325
  %318 = phi i64 [ 0, %315 ], [ %326, %325 ]
    #dbg_value(i64 %318, !97, !DIExpression(), !463)
    #dbg_value(i32 0, !99, !DIExpression(), !473)
  %319 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !140
  %321 = zext i32 %320 to i64
  br label %328, !dbg !474

322:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #10, !dbg !466
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false), !dbg !467, !DIAssignID !468
    #dbg_assign(i8 0, !102, !DIExpression(), !468, ptr %2, !DIExpression(), !113)
    #dbg_assign(i8 0, !102, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !469, ptr undef, !DIExpression(), !113)
    #dbg_value(i64 0, !103, !DIExpression(), !113)
  %323 = shl nuw nsw i32 %309, 1, !dbg !470
    #dbg_value(i32 %323, !104, !DIExpression(), !113)
    #dbg_value(i32 0, !105, !DIExpression(), !471)
  %324 = zext nneg i32 %323 to i64, !dbg !113
  br i1 %311, label %349, label %369, !dbg !472

325:                                              ; preds = %346
  %326 = add nuw nsw i64 %318, 1, !dbg !475
    #dbg_value(i64 %326, !97, !DIExpression(), !463)
  %327 = icmp eq i64 %326, %316, !dbg !464
  br i1 %327, label %322, label %317, !dbg !465, !llvm.loop !476

328:                                              ; preds = %346, %317
  %329 = phi i64 [ 0, %317 ], [ %347, %346 ]
    #dbg_value(i64 %329, !99, !DIExpression(), !473)
  %330 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %329, !dbg !478
  %331 = load i32, ptr %330, align 4, !dbg !478, !tbaa !140
  %332 = zext i32 %331 to i64, !dbg !478
  %333 = mul nuw i64 %332, %321, !dbg !479
  %334 = add nuw nsw i64 %329, %318, !dbg !480
  %335 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %334, !dbg !481
  %336 = load i64, ptr %335, align 8, !dbg !482, !tbaa !401
  %337 = add i64 %333, %336, !dbg !482
  store i64 %337, ptr %335, align 8, !dbg !482, !tbaa !401
  %338 = icmp ugt i64 %337, 7999999999999999999, !dbg !483
  br i1 %338, label %339, label %346, !dbg !484

339:                                              ; preds = %328
  %340 = udiv i64 %337, 1000000000, !dbg !485
  %341 = add nuw nsw i64 %334, 1, !dbg !486
  %342 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %341, !dbg !487
  %343 = load i64, ptr %342, align 8, !dbg !488, !tbaa !401
  %344 = add i64 %343, %340, !dbg !488
  store i64 %344, ptr %342, align 8, !dbg !488, !tbaa !401
  %345 = urem i64 %337, 1000000000, !dbg !489
  store i64 %345, ptr %335, align 8, !dbg !489, !tbaa !401
  br label %346, !dbg !490

346:                                              ; preds = %339, %328
  %347 = add nuw nsw i64 %329, 1, !dbg !491
    #dbg_value(i64 %347, !99, !DIExpression(), !473)
  %348 = icmp eq i64 %347, %316, !dbg !492
  br i1 %348, label %325, label %328, !dbg !474, !llvm.loop !493

349:                                              ; preds = %322, %349
  %350 = phi i64 [ %367, %349 ], [ 0, %322 ]
  %351 = phi i64 [ %366, %349 ], [ 0, %322 ]
    #dbg_value(i64 %350, !105, !DIExpression(), !471)
    #dbg_value(i64 %351, !103, !DIExpression(), !113)
  %352 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %350, !dbg !495
  %353 = load i64, ptr %352, align 16, !dbg !495, !tbaa !401
  %354 = add i64 %353, %351, !dbg !496
    #dbg_value(i64 %354, !107, !DIExpression(), !497)
  %355 = urem i64 %354, 1000000000, !dbg !498
  %356 = trunc nuw nsw i64 %355 to i32, !dbg !499
  %357 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %350, !dbg !500
  store i32 %356, ptr %357, align 4, !dbg !501, !tbaa !140
  %358 = udiv i64 %354, 1000000000, !dbg !502
    #dbg_value(i64 %358, !103, !DIExpression(), !113)
  %359 = or disjoint i64 %350, 1, !dbg !503
    #dbg_value(i64 %359, !105, !DIExpression(), !471)
  %360 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %359, !dbg !495
  %361 = load i64, ptr %360, align 8, !dbg !495, !tbaa !401
  %362 = add i64 %361, %358, !dbg !496
    #dbg_value(i64 %362, !107, !DIExpression(), !497)
  %363 = urem i64 %362, 1000000000, !dbg !498
  %364 = trunc nuw nsw i64 %363 to i32, !dbg !499
  %365 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %359, !dbg !500
  store i32 %364, ptr %365, align 4, !dbg !501, !tbaa !140
  %366 = udiv i64 %362, 1000000000, !dbg !502
    #dbg_value(i64 %366, !103, !DIExpression(), !113)
  %367 = add nuw nsw i64 %350, 2, !dbg !503
    #dbg_value(i64 %367, !105, !DIExpression(), !471)
  %368 = icmp eq i64 %367, %324, !dbg !504
  br i1 %368, label %369, label %349, !dbg !472, !llvm.loop !505

369:                                              ; preds = %349, %312, %322
  %370 = phi i64 [ %324, %322 ], [ %314, %312 ], [ %324, %349 ]
  br label %371, !dbg !507

371:                                              ; preds = %369, %375
  %372 = phi i64 [ %376, %375 ], [ %370, %369 ], !dbg !113
  %373 = trunc nuw i64 %372 to i32, !dbg !113
  store i32 %373, ptr %108, align 4, !dbg !113, !tbaa !147, !DIAssignID !508
  %374 = icmp sgt i32 %373, 1, !dbg !509
  br i1 %374, label %375, label %380, !dbg !510

375:                                              ; preds = %371
  %376 = add nsw i64 %372, -1, !dbg !511
  %377 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %376, !dbg !512
  %378 = load i32, ptr %377, align 4, !dbg !512, !tbaa !140
  %379 = icmp eq i32 %378, 0, !dbg !513
  br i1 %379, label %371, label %380, !dbg !507, !llvm.loop !514

380:                                              ; preds = %371, %375
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %10, ptr noundef nonnull align 4 dereferenceable(484) %2, i64 484, i1 false), !dbg !516, !tbaa.struct !347, !DIAssignID !517
    #dbg_assign(i1 undef, !81, !DIExpression(), !517, ptr %10, !DIExpression(), !123)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #10, !dbg !518
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %1) #10, !dbg !518
  %381 = add nuw nsw i32 %310, 1, !dbg !519
    #dbg_value(i32 %381, !82, !DIExpression(), !297)
  %382 = icmp eq i32 %381, 8, !dbg !520
  br i1 %382, label %176, label %306, !dbg !298, !llvm.loop !521
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !523 {
  %2 = alloca ptr, align 8, !DIAssignID !533
    #dbg_assign(i1 undef, !530, !DIExpression(), !533, ptr %2, !DIExpression(), !534)
    #dbg_value(ptr %0, !528, !DIExpression(), !534)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !535
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !536
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10, !dbg !537
  %4 = load ptr, ptr %2, align 8, !dbg !538, !tbaa !539
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10, !dbg !541
    #dbg_value(i32 %5, !529, !DIExpression(), !534)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !542
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !543
  ret void, !dbg !544
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare !dbg !545 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !565 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bigint.c", directory: ".")
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
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !46, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !44}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !42, line: 42, baseType: !43)
!42 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!43 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !42, line: 40, baseType: !45)
!45 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!46 = !{!0, !7, !12, !17, !22, !27, !32, !34, !47}
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 2)
!52 = !{i32 7, !"Dwarf Version", i32 4}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 2}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 1, !"MaxTLSAlign", i32 65536}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !61, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!63}
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!65, !74, !76, !77, !78, !79, !81, !82, !84}
!65 = !DILocalVariable(name: "f", scope: !60, file: !2, line: 74, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !2, line: 7, baseType: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 3872, elements: !68)
!68 = !{!69, !73}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !67, file: !2, line: 7, baseType: !70, size: 3840)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 3840, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 120)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !67, file: !2, line: 7, baseType: !63, size: 32, offset: 3840)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 76, type: !44)
!75 = distinct !DILexicalBlock(scope: !60, file: !2, line: 76, column: 5)
!76 = !DILocalVariable(name: "a", scope: !60, file: !2, line: 79, type: !66)
!77 = !DILocalVariable(name: "b", scope: !60, file: !2, line: 79, type: !66)
!78 = !DILocalVariable(name: "c", scope: !60, file: !2, line: 79, type: !66)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 82, type: !63)
!80 = distinct !DILexicalBlock(scope: !60, file: !2, line: 82, column: 5)
!81 = !DILocalVariable(name: "p", scope: !60, file: !2, line: 84, type: !66)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 86, type: !63)
!83 = distinct !DILexicalBlock(scope: !60, file: !2, line: 86, column: 5)
!84 = !DILocalVariable(name: "q", scope: !60, file: !2, line: 88, type: !66)
!85 = distinct !DIAssignID()
!86 = !DILocalVariable(name: "acc", scope: !87, file: !2, line: 37, type: !110)
!87 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 36, type: !88, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !93)
!88 = !DISubroutineType(types: !89)
!89 = !{null, !90, !91, !91}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!93 = !{!94, !95, !96, !86, !97, !99, !102, !103, !104, !105, !107}
!94 = !DILocalVariable(name: "r", arg: 1, scope: !87, file: !2, line: 36, type: !90)
!95 = !DILocalVariable(name: "a", arg: 2, scope: !87, file: !2, line: 36, type: !91)
!96 = !DILocalVariable(name: "b", arg: 3, scope: !87, file: !2, line: 36, type: !91)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 38, type: !63)
!98 = distinct !DILexicalBlock(scope: !87, file: !2, line: 38, column: 5)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 39, type: !63)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 39, column: 9)
!101 = distinct !DILexicalBlock(scope: !98, file: !2, line: 38, column: 5)
!102 = !DILocalVariable(name: "t", scope: !87, file: !2, line: 46, type: !66)
!103 = !DILocalVariable(name: "carry", scope: !87, file: !2, line: 48, type: !41)
!104 = !DILocalVariable(name: "n", scope: !87, file: !2, line: 49, type: !63)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 50, type: !63)
!106 = distinct !DILexicalBlock(scope: !87, file: !2, line: 50, column: 5)
!107 = !DILocalVariable(name: "v", scope: !108, file: !2, line: 51, type: !41)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 50, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 50, column: 5)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 15360, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 240)
!113 = !DILocation(line: 0, scope: !87, inlinedAt: !114)
!114 = distinct !DILocation(line: 86, column: 33, scope: !115)
!115 = distinct !DILexicalBlock(scope: !83, file: !2, line: 86, column: 5)
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !87, inlinedAt: !119)
!119 = distinct !DILocation(line: 89, column: 5, scope: !60)
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !60)
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 74, column: 5, scope: !60)
!129 = !DILocalVariable(name: "b", arg: 1, scope: !130, file: !2, line: 9, type: !90)
!130 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 9, type: !131, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !90, !44}
!133 = !{!129, !134}
!134 = !DILocalVariable(name: "v", arg: 2, scope: !130, file: !2, line: 9, type: !44)
!135 = !DILocation(line: 0, scope: !130, inlinedAt: !136)
!136 = distinct !DILocation(line: 75, column: 5, scope: !60)
!137 = !DILocation(line: 9, column: 43, scope: !130, inlinedAt: !136)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 9, column: 76, scope: !130, inlinedAt: !136)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C/C++ TBAA"}
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 9, column: 84, scope: !130, inlinedAt: !136)
!146 = !DILocation(line: 9, column: 86, scope: !130, inlinedAt: !136)
!147 = !{!148, !141, i64 480}
!148 = !{!"", !142, i64 0, !141, i64 480}
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !75)
!151 = !DILocation(line: 76, column: 5, scope: !75)
!152 = !DILocalVariable(name: "label", arg: 1, scope: !153, file: !2, line: 60, type: !156)
!153 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 60, type: !154, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !158)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !156, !91}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!158 = !{!152, !159, !160}
!159 = !DILocalVariable(name: "b", arg: 2, scope: !153, file: !2, line: 60, type: !91)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 63, type: !63)
!161 = distinct !DILexicalBlock(scope: !153, file: !2, line: 63, column: 5)
!162 = !DILocation(line: 0, scope: !153, inlinedAt: !163)
!163 = distinct !DILocation(line: 77, column: 5, scope: !60)
!164 = !DILocation(line: 61, column: 5, scope: !153, inlinedAt: !163)
!165 = !DILocation(line: 62, column: 26, scope: !153, inlinedAt: !163)
!166 = !DILocation(line: 62, column: 28, scope: !153, inlinedAt: !163)
!167 = !DILocation(line: 62, column: 18, scope: !153, inlinedAt: !163)
!168 = !DILocation(line: 62, column: 5, scope: !153, inlinedAt: !163)
!169 = !DILocation(line: 0, scope: !161, inlinedAt: !163)
!170 = !DILocation(line: 63, column: 30, scope: !171, inlinedAt: !163)
!171 = distinct !DILexicalBlock(scope: !161, file: !2, line: 63, column: 5)
!172 = !DILocation(line: 63, column: 5, scope: !161, inlinedAt: !163)
!173 = !DILocation(line: 63, column: 23, scope: !161, inlinedAt: !163)
!174 = !DILocation(line: 63, column: 56, scope: !171, inlinedAt: !163)
!175 = !DILocation(line: 63, column: 41, scope: !171, inlinedAt: !163)
!176 = !DILocation(line: 63, column: 37, scope: !171, inlinedAt: !163)
!177 = distinct !{!177, !172, !178, !179}
!178 = !DILocation(line: 63, column: 63, scope: !161, inlinedAt: !163)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !DILocation(line: 64, column: 5, scope: !153, inlinedAt: !163)
!181 = !DILocalVariable(name: "b", arg: 1, scope: !182, file: !2, line: 67, type: !91)
!182 = distinct !DISubprogram(name: "big_digit_sum", scope: !2, file: !2, line: 67, type: !183, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!44, !91}
!185 = !{!181, !186, !187, !189}
!186 = !DILocalVariable(name: "s", scope: !182, file: !2, line: 68, type: !44)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 69, type: !63)
!188 = distinct !DILexicalBlock(scope: !182, file: !2, line: 69, column: 5)
!189 = !DILocalVariable(name: "v", scope: !190, file: !2, line: 69, type: !44)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 69, column: 36)
!191 = distinct !DILexicalBlock(scope: !188, file: !2, line: 69, column: 5)
!192 = !DILocation(line: 0, scope: !182, inlinedAt: !193)
!193 = distinct !DILocation(line: 78, column: 32, scope: !60)
!194 = !DILocation(line: 0, scope: !188, inlinedAt: !193)
!195 = !DILocation(line: 69, column: 23, scope: !191, inlinedAt: !193)
!196 = !DILocation(line: 69, column: 5, scope: !188, inlinedAt: !193)
!197 = !DILocation(line: 69, column: 54, scope: !190, inlinedAt: !193)
!198 = !DILocation(line: 0, scope: !190, inlinedAt: !193)
!199 = !DILocation(line: 69, column: 36, scope: !190, inlinedAt: !193)
!200 = !DILocation(line: 69, column: 32, scope: !191, inlinedAt: !193)
!201 = distinct !{!201, !196, !202, !179}
!202 = !DILocation(line: 69, column: 84, scope: !188, inlinedAt: !193)
!203 = !DILocation(line: 69, column: 82, scope: !204, inlinedAt: !193)
!204 = distinct !DILexicalBlock(scope: !190, file: !2, line: 69, column: 36)
!205 = !DILocation(line: 69, column: 77, scope: !204, inlinedAt: !193)
!206 = !DILocation(line: 69, column: 68, scope: !204, inlinedAt: !193)
!207 = distinct !{!207, !199, !208, !179}
!208 = !DILocation(line: 69, column: 84, scope: !190, inlinedAt: !193)
!209 = !DILocation(line: 68, column: 14, scope: !182, inlinedAt: !193)
!210 = !DILocation(line: 78, column: 5, scope: !60)
!211 = !DILocation(line: 79, column: 5, scope: !60)
!212 = !DILocation(line: 0, scope: !130, inlinedAt: !213)
!213 = distinct !DILocation(line: 80, column: 5, scope: !60)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 9, column: 84, scope: !130, inlinedAt: !213)
!216 = !DILocation(line: 9, column: 76, scope: !130, inlinedAt: !213)
!217 = !DILocation(line: 9, column: 86, scope: !130, inlinedAt: !213)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 0, scope: !130, inlinedAt: !220)
!220 = distinct !DILocation(line: 81, column: 5, scope: !60)
!221 = !DILocation(line: 9, column: 43, scope: !130, inlinedAt: !220)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 9, column: 76, scope: !130, inlinedAt: !220)
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 9, column: 84, scope: !130, inlinedAt: !220)
!226 = !DILocation(line: 9, column: 86, scope: !130, inlinedAt: !220)
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 0, scope: !80)
!229 = !DILocation(line: 82, column: 5, scope: !80)
!230 = !DILocation(line: 13, column: 28, scope: !231, inlinedAt: !241)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 13, column: 5)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 13, column: 5)
!233 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 11, type: !131, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !234)
!234 = !{!235, !236, !237, !238, !239}
!235 = !DILocalVariable(name: "b", arg: 1, scope: !233, file: !2, line: 11, type: !90)
!236 = !DILocalVariable(name: "m", arg: 2, scope: !233, file: !2, line: 11, type: !44)
!237 = !DILocalVariable(name: "carry", scope: !233, file: !2, line: 12, type: !41)
!238 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 13, type: !63)
!239 = !DILocalVariable(name: "t", scope: !240, file: !2, line: 14, type: !41)
!240 = distinct !DILexicalBlock(scope: !231, file: !2, line: 13, column: 36)
!241 = distinct !DILocation(line: 76, column: 41, scope: !242)
!242 = distinct !DILexicalBlock(scope: !75, file: !2, line: 76, column: 5)
!243 = !DILocation(line: 0, scope: !233, inlinedAt: !241)
!244 = !DILocation(line: 0, scope: !232, inlinedAt: !241)
!245 = !DILocation(line: 13, column: 23, scope: !231, inlinedAt: !241)
!246 = !DILocation(line: 13, column: 5, scope: !232, inlinedAt: !241)
!247 = !DILocation(line: 18, column: 5, scope: !233, inlinedAt: !241)
!248 = !DILocation(line: 14, column: 32, scope: !240, inlinedAt: !241)
!249 = !DILocation(line: 14, column: 22, scope: !240, inlinedAt: !241)
!250 = !DILocation(line: 14, column: 40, scope: !240, inlinedAt: !241)
!251 = !DILocation(line: 14, column: 44, scope: !240, inlinedAt: !241)
!252 = !DILocation(line: 0, scope: !240, inlinedAt: !241)
!253 = !DILocation(line: 15, column: 32, scope: !240, inlinedAt: !241)
!254 = !DILocation(line: 15, column: 19, scope: !240, inlinedAt: !241)
!255 = !DILocation(line: 15, column: 17, scope: !240, inlinedAt: !241)
!256 = !DILocation(line: 16, column: 19, scope: !240, inlinedAt: !241)
!257 = !DILocation(line: 13, column: 32, scope: !231, inlinedAt: !241)
!258 = distinct !{!258, !246, !259, !179}
!259 = !DILocation(line: 17, column: 5, scope: !232, inlinedAt: !241)
!260 = !DILocation(line: 18, column: 36, scope: !261, inlinedAt: !241)
!261 = distinct !DILexicalBlock(scope: !233, file: !2, line: 18, column: 19)
!262 = !DILocation(line: 18, column: 30, scope: !261, inlinedAt: !241)
!263 = distinct !DIAssignID()
!264 = !DILocation(line: 18, column: 21, scope: !261, inlinedAt: !241)
!265 = !DILocation(line: 18, column: 34, scope: !261, inlinedAt: !241)
!266 = !DILocation(line: 76, column: 37, scope: !242)
!267 = !DILocation(line: 76, column: 28, scope: !242)
!268 = distinct !{!268, !151, !269, !179}
!269 = !DILocation(line: 76, column: 60, scope: !75)
!270 = !DILocation(line: 0, scope: !153, inlinedAt: !271)
!271 = distinct !DILocation(line: 83, column: 5, scope: !60)
!272 = !DILocation(line: 61, column: 5, scope: !153, inlinedAt: !271)
!273 = !DILocation(line: 62, column: 26, scope: !153, inlinedAt: !271)
!274 = !DILocation(line: 62, column: 28, scope: !153, inlinedAt: !271)
!275 = !DILocation(line: 62, column: 18, scope: !153, inlinedAt: !271)
!276 = !DILocation(line: 62, column: 5, scope: !153, inlinedAt: !271)
!277 = !DILocation(line: 0, scope: !161, inlinedAt: !271)
!278 = !DILocation(line: 63, column: 30, scope: !171, inlinedAt: !271)
!279 = !DILocation(line: 63, column: 5, scope: !161, inlinedAt: !271)
!280 = !DILocation(line: 63, column: 23, scope: !161, inlinedAt: !271)
!281 = !DILocation(line: 63, column: 56, scope: !171, inlinedAt: !271)
!282 = !DILocation(line: 63, column: 41, scope: !171, inlinedAt: !271)
!283 = !DILocation(line: 63, column: 37, scope: !171, inlinedAt: !271)
!284 = distinct !{!284, !279, !285, !179}
!285 = !DILocation(line: 63, column: 63, scope: !161, inlinedAt: !271)
!286 = !DILocation(line: 64, column: 5, scope: !153, inlinedAt: !271)
!287 = !DILocation(line: 84, column: 5, scope: !60)
!288 = !DILocation(line: 0, scope: !130, inlinedAt: !289)
!289 = distinct !DILocation(line: 85, column: 5, scope: !60)
!290 = !DILocation(line: 9, column: 43, scope: !130, inlinedAt: !289)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 9, column: 76, scope: !130, inlinedAt: !289)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 9, column: 84, scope: !130, inlinedAt: !289)
!295 = !DILocation(line: 9, column: 86, scope: !130, inlinedAt: !289)
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 0, scope: !83)
!298 = !DILocation(line: 86, column: 5, scope: !83)
!299 = !DILocalVariable(name: "t", scope: !300, file: !2, line: 24, type: !66)
!300 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 21, type: !88, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !301)
!301 = !{!302, !303, !304, !305, !306, !299, !307, !309}
!302 = !DILocalVariable(name: "r", arg: 1, scope: !300, file: !2, line: 21, type: !90)
!303 = !DILocalVariable(name: "a", arg: 2, scope: !300, file: !2, line: 21, type: !91)
!304 = !DILocalVariable(name: "b", arg: 3, scope: !300, file: !2, line: 21, type: !91)
!305 = !DILocalVariable(name: "n", scope: !300, file: !2, line: 22, type: !63)
!306 = !DILocalVariable(name: "carry", scope: !300, file: !2, line: 23, type: !44)
!307 = !DILocalVariable(name: "i", scope: !308, file: !2, line: 26, type: !63)
!308 = distinct !DILexicalBlock(scope: !300, file: !2, line: 26, column: 5)
!309 = !DILocalVariable(name: "s", scope: !310, file: !2, line: 27, type: !44)
!310 = distinct !DILexicalBlock(scope: !311, file: !2, line: 26, column: 33)
!311 = distinct !DILexicalBlock(scope: !308, file: !2, line: 26, column: 5)
!312 = !DILocation(line: 0, scope: !300, inlinedAt: !313)
!313 = distinct !DILocation(line: 82, column: 37, scope: !314)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 82, column: 35)
!315 = distinct !DILexicalBlock(scope: !80, file: !2, line: 82, column: 5)
!316 = !DILocation(line: 22, column: 16, scope: !300, inlinedAt: !313)
!317 = !DILocation(line: 22, column: 23, scope: !300, inlinedAt: !313)
!318 = !DILocation(line: 22, column: 13, scope: !300, inlinedAt: !313)
!319 = !DILocation(line: 24, column: 5, scope: !300, inlinedAt: !313)
!320 = !DILocation(line: 25, column: 5, scope: !300, inlinedAt: !313)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 0, scope: !308, inlinedAt: !313)
!323 = !DILocation(line: 26, column: 23, scope: !311, inlinedAt: !313)
!324 = !DILocation(line: 26, column: 5, scope: !308, inlinedAt: !313)
!325 = !DILocation(line: 31, column: 9, scope: !300, inlinedAt: !313)
!326 = distinct !DIAssignID()
!327 = !DILocation(line: 32, column: 9, scope: !300, inlinedAt: !313)
!328 = !DILocation(line: 27, column: 22, scope: !310, inlinedAt: !313)
!329 = !DILocation(line: 27, column: 32, scope: !310, inlinedAt: !313)
!330 = !DILocation(line: 27, column: 30, scope: !310, inlinedAt: !313)
!331 = !DILocation(line: 27, column: 40, scope: !310, inlinedAt: !313)
!332 = !DILocation(line: 0, scope: !310, inlinedAt: !313)
!333 = !DILocation(line: 28, column: 19, scope: !310, inlinedAt: !313)
!334 = !DILocation(line: 29, column: 28, scope: !310, inlinedAt: !313)
!335 = !DILocation(line: 29, column: 20, scope: !310, inlinedAt: !313)
!336 = !DILocation(line: 29, column: 9, scope: !310, inlinedAt: !313)
!337 = !DILocation(line: 29, column: 16, scope: !310, inlinedAt: !313)
!338 = !DILocation(line: 26, column: 29, scope: !311, inlinedAt: !313)
!339 = distinct !{!339, !324, !340, !179}
!340 = !DILocation(line: 30, column: 5, scope: !308, inlinedAt: !313)
!341 = !DILocation(line: 32, column: 23, scope: !342, inlinedAt: !313)
!342 = distinct !DILexicalBlock(scope: !300, file: !2, line: 32, column: 9)
!343 = distinct !DIAssignID()
!344 = !DILocation(line: 32, column: 16, scope: !342, inlinedAt: !313)
!345 = !DILocation(line: 32, column: 27, scope: !342, inlinedAt: !313)
!346 = !DILocation(line: 33, column: 10, scope: !300, inlinedAt: !313)
!347 = !{i64 0, i64 480, !348, i64 480, i64 4, !140}
!348 = !{!142, !142, i64 0}
!349 = distinct !DIAssignID()
!350 = !DILocation(line: 34, column: 1, scope: !300, inlinedAt: !313)
!351 = !DILocation(line: 82, column: 62, scope: !314)
!352 = distinct !DIAssignID()
!353 = !DILocation(line: 82, column: 69, scope: !314)
!354 = distinct !DIAssignID()
!355 = !DILocation(line: 82, column: 31, scope: !315)
!356 = !DILocation(line: 82, column: 23, scope: !315)
!357 = distinct !{!357, !229, !358, !179}
!358 = !DILocation(line: 82, column: 72, scope: !80)
!359 = !DILocation(line: 0, scope: !153, inlinedAt: !360)
!360 = distinct !DILocation(line: 87, column: 5, scope: !60)
!361 = !DILocation(line: 61, column: 5, scope: !153, inlinedAt: !360)
!362 = !DILocation(line: 62, column: 26, scope: !153, inlinedAt: !360)
!363 = !DILocation(line: 62, column: 28, scope: !153, inlinedAt: !360)
!364 = !DILocation(line: 62, column: 18, scope: !153, inlinedAt: !360)
!365 = !DILocation(line: 62, column: 5, scope: !153, inlinedAt: !360)
!366 = !DILocation(line: 0, scope: !161, inlinedAt: !360)
!367 = !DILocation(line: 63, column: 30, scope: !171, inlinedAt: !360)
!368 = !DILocation(line: 63, column: 5, scope: !161, inlinedAt: !360)
!369 = !DILocation(line: 63, column: 23, scope: !161, inlinedAt: !360)
!370 = !DILocation(line: 63, column: 56, scope: !171, inlinedAt: !360)
!371 = !DILocation(line: 63, column: 41, scope: !171, inlinedAt: !360)
!372 = !DILocation(line: 63, column: 37, scope: !171, inlinedAt: !360)
!373 = distinct !{!373, !368, !374, !179}
!374 = !DILocation(line: 63, column: 63, scope: !161, inlinedAt: !360)
!375 = !DILocation(line: 64, column: 5, scope: !153, inlinedAt: !360)
!376 = !DILocation(line: 37, column: 5, scope: !87, inlinedAt: !119)
!377 = !DILocation(line: 37, column: 14, scope: !87, inlinedAt: !119)
!378 = distinct !DIAssignID()
!379 = !DILocation(line: 0, scope: !98, inlinedAt: !119)
!380 = !DILocation(line: 38, column: 5, scope: !98, inlinedAt: !119)
!381 = !DILocation(line: 38, column: 23, scope: !101, inlinedAt: !119)
!382 = !DILocation(line: 0, scope: !100, inlinedAt: !119)
!383 = !DILocation(line: 39, column: 9, scope: !100, inlinedAt: !119)
!384 = !DILocation(line: 47, column: 5, scope: !87, inlinedAt: !119)
!385 = distinct !DIAssignID()
!386 = distinct !DIAssignID()
!387 = !DILocation(line: 49, column: 18, scope: !87, inlinedAt: !119)
!388 = !DILocation(line: 0, scope: !106, inlinedAt: !119)
!389 = !DILocation(line: 50, column: 23, scope: !109, inlinedAt: !119)
!390 = !DILocation(line: 50, column: 5, scope: !106, inlinedAt: !119)
!391 = !DILocation(line: 38, column: 32, scope: !101, inlinedAt: !119)
!392 = distinct !{!392, !380, !393, !179}
!393 = !DILocation(line: 45, column: 9, scope: !98, inlinedAt: !119)
!394 = !DILocation(line: 40, column: 47, scope: !395, inlinedAt: !119)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 39, column: 40)
!396 = distinct !DILexicalBlock(scope: !100, file: !2, line: 39, column: 9)
!397 = !DILocation(line: 40, column: 45, scope: !395, inlinedAt: !119)
!398 = !DILocation(line: 40, column: 19, scope: !395, inlinedAt: !119)
!399 = !DILocation(line: 40, column: 13, scope: !395, inlinedAt: !119)
!400 = !DILocation(line: 40, column: 24, scope: !395, inlinedAt: !119)
!401 = !{!402, !402, i64 0}
!402 = !{!"long long", !142, i64 0}
!403 = !DILocation(line: 41, column: 28, scope: !404, inlinedAt: !119)
!404 = distinct !DILexicalBlock(scope: !395, file: !2, line: 41, column: 17)
!405 = !DILocation(line: 41, column: 17, scope: !395, inlinedAt: !119)
!406 = !DILocation(line: 42, column: 46, scope: !407, inlinedAt: !119)
!407 = distinct !DILexicalBlock(scope: !404, file: !2, line: 41, column: 55)
!408 = !DILocation(line: 42, column: 27, scope: !407, inlinedAt: !119)
!409 = !DILocation(line: 42, column: 17, scope: !407, inlinedAt: !119)
!410 = !DILocation(line: 42, column: 32, scope: !407, inlinedAt: !119)
!411 = !DILocation(line: 43, column: 28, scope: !407, inlinedAt: !119)
!412 = !DILocation(line: 44, column: 13, scope: !407, inlinedAt: !119)
!413 = !DILocation(line: 39, column: 36, scope: !396, inlinedAt: !119)
!414 = !DILocation(line: 39, column: 27, scope: !396, inlinedAt: !119)
!415 = distinct !{!415, !383, !416, !179}
!416 = !DILocation(line: 45, column: 9, scope: !100, inlinedAt: !119)
!417 = !DILocation(line: 51, column: 22, scope: !108, inlinedAt: !119)
!418 = !DILocation(line: 51, column: 29, scope: !108, inlinedAt: !119)
!419 = !DILocation(line: 0, scope: !108, inlinedAt: !119)
!420 = !DILocation(line: 52, column: 31, scope: !108, inlinedAt: !119)
!421 = !DILocation(line: 52, column: 18, scope: !108, inlinedAt: !119)
!422 = !DILocation(line: 52, column: 9, scope: !108, inlinedAt: !119)
!423 = !DILocation(line: 52, column: 16, scope: !108, inlinedAt: !119)
!424 = !DILocation(line: 55, column: 7, scope: !87, inlinedAt: !119)
!425 = distinct !DIAssignID()
!426 = !DILocation(line: 56, column: 5, scope: !87, inlinedAt: !119)
!427 = !DILocation(line: 53, column: 19, scope: !108, inlinedAt: !119)
!428 = !DILocation(line: 50, column: 29, scope: !109, inlinedAt: !119)
!429 = distinct !{!429, !390, !430, !179}
!430 = !DILocation(line: 54, column: 5, scope: !106, inlinedAt: !119)
!431 = !DILocation(line: 56, column: 16, scope: !87, inlinedAt: !119)
!432 = !DILocation(line: 56, column: 20, scope: !87, inlinedAt: !119)
!433 = !DILocation(line: 56, column: 31, scope: !87, inlinedAt: !119)
!434 = !DILocation(line: 56, column: 23, scope: !87, inlinedAt: !119)
!435 = !DILocation(line: 56, column: 36, scope: !87, inlinedAt: !119)
!436 = distinct !{!436, !426, !437, !179}
!437 = !DILocation(line: 56, column: 45, scope: !87, inlinedAt: !119)
!438 = distinct !DIAssignID()
!439 = !DILocation(line: 58, column: 1, scope: !87, inlinedAt: !119)
!440 = !DILocation(line: 0, scope: !182, inlinedAt: !441)
!441 = distinct !DILocation(line: 90, column: 59, scope: !60)
!442 = !DILocation(line: 0, scope: !188, inlinedAt: !441)
!443 = !DILocation(line: 69, column: 23, scope: !191, inlinedAt: !441)
!444 = !DILocation(line: 69, column: 5, scope: !188, inlinedAt: !441)
!445 = !DILocation(line: 69, column: 54, scope: !190, inlinedAt: !441)
!446 = !DILocation(line: 0, scope: !190, inlinedAt: !441)
!447 = !DILocation(line: 69, column: 36, scope: !190, inlinedAt: !441)
!448 = !DILocation(line: 69, column: 32, scope: !191, inlinedAt: !441)
!449 = distinct !{!449, !444, !450, !179}
!450 = !DILocation(line: 69, column: 84, scope: !188, inlinedAt: !441)
!451 = !DILocation(line: 69, column: 82, scope: !204, inlinedAt: !441)
!452 = !DILocation(line: 69, column: 77, scope: !204, inlinedAt: !441)
!453 = !DILocation(line: 69, column: 68, scope: !204, inlinedAt: !441)
!454 = distinct !{!454, !447, !455, !179}
!455 = !DILocation(line: 69, column: 84, scope: !190, inlinedAt: !441)
!456 = !DILocation(line: 68, column: 14, scope: !182, inlinedAt: !441)
!457 = !DILocation(line: 90, column: 5, scope: !60)
!458 = !DILocation(line: 92, column: 1, scope: !60)
!459 = !DILocation(line: 91, column: 5, scope: !60)
!460 = !DILocation(line: 37, column: 5, scope: !87, inlinedAt: !114)
!461 = !DILocation(line: 37, column: 14, scope: !87, inlinedAt: !114)
!462 = distinct !DIAssignID()
!463 = !DILocation(line: 0, scope: !98, inlinedAt: !114)
!464 = !DILocation(line: 38, column: 23, scope: !101, inlinedAt: !114)
!465 = !DILocation(line: 38, column: 5, scope: !98, inlinedAt: !114)
!466 = !DILocation(line: 46, column: 5, scope: !87, inlinedAt: !114)
!467 = !DILocation(line: 47, column: 5, scope: !87, inlinedAt: !114)
!468 = distinct !DIAssignID()
!469 = distinct !DIAssignID()
!470 = !DILocation(line: 49, column: 18, scope: !87, inlinedAt: !114)
!471 = !DILocation(line: 0, scope: !106, inlinedAt: !114)
!472 = !DILocation(line: 50, column: 5, scope: !106, inlinedAt: !114)
!473 = !DILocation(line: 0, scope: !100, inlinedAt: !114)
!474 = !DILocation(line: 39, column: 9, scope: !100, inlinedAt: !114)
!475 = !DILocation(line: 38, column: 32, scope: !101, inlinedAt: !114)
!476 = distinct !{!476, !465, !477, !179}
!477 = !DILocation(line: 45, column: 9, scope: !98, inlinedAt: !114)
!478 = !DILocation(line: 40, column: 47, scope: !395, inlinedAt: !114)
!479 = !DILocation(line: 40, column: 45, scope: !395, inlinedAt: !114)
!480 = !DILocation(line: 40, column: 19, scope: !395, inlinedAt: !114)
!481 = !DILocation(line: 40, column: 13, scope: !395, inlinedAt: !114)
!482 = !DILocation(line: 40, column: 24, scope: !395, inlinedAt: !114)
!483 = !DILocation(line: 41, column: 28, scope: !404, inlinedAt: !114)
!484 = !DILocation(line: 41, column: 17, scope: !395, inlinedAt: !114)
!485 = !DILocation(line: 42, column: 46, scope: !407, inlinedAt: !114)
!486 = !DILocation(line: 42, column: 27, scope: !407, inlinedAt: !114)
!487 = !DILocation(line: 42, column: 17, scope: !407, inlinedAt: !114)
!488 = !DILocation(line: 42, column: 32, scope: !407, inlinedAt: !114)
!489 = !DILocation(line: 43, column: 28, scope: !407, inlinedAt: !114)
!490 = !DILocation(line: 44, column: 13, scope: !407, inlinedAt: !114)
!491 = !DILocation(line: 39, column: 36, scope: !396, inlinedAt: !114)
!492 = !DILocation(line: 39, column: 27, scope: !396, inlinedAt: !114)
!493 = distinct !{!493, !474, !494, !179}
!494 = !DILocation(line: 45, column: 9, scope: !100, inlinedAt: !114)
!495 = !DILocation(line: 51, column: 22, scope: !108, inlinedAt: !114)
!496 = !DILocation(line: 51, column: 29, scope: !108, inlinedAt: !114)
!497 = !DILocation(line: 0, scope: !108, inlinedAt: !114)
!498 = !DILocation(line: 52, column: 31, scope: !108, inlinedAt: !114)
!499 = !DILocation(line: 52, column: 18, scope: !108, inlinedAt: !114)
!500 = !DILocation(line: 52, column: 9, scope: !108, inlinedAt: !114)
!501 = !DILocation(line: 52, column: 16, scope: !108, inlinedAt: !114)
!502 = !DILocation(line: 53, column: 19, scope: !108, inlinedAt: !114)
!503 = !DILocation(line: 50, column: 29, scope: !109, inlinedAt: !114)
!504 = !DILocation(line: 50, column: 23, scope: !109, inlinedAt: !114)
!505 = distinct !{!505, !472, !506, !179}
!506 = !DILocation(line: 54, column: 5, scope: !106, inlinedAt: !114)
!507 = !DILocation(line: 56, column: 5, scope: !87, inlinedAt: !114)
!508 = distinct !DIAssignID()
!509 = !DILocation(line: 56, column: 16, scope: !87, inlinedAt: !114)
!510 = !DILocation(line: 56, column: 20, scope: !87, inlinedAt: !114)
!511 = !DILocation(line: 56, column: 31, scope: !87, inlinedAt: !114)
!512 = !DILocation(line: 56, column: 23, scope: !87, inlinedAt: !114)
!513 = !DILocation(line: 56, column: 36, scope: !87, inlinedAt: !114)
!514 = distinct !{!514, !507, !515, !179}
!515 = !DILocation(line: 56, column: 45, scope: !87, inlinedAt: !114)
!516 = !DILocation(line: 57, column: 10, scope: !87, inlinedAt: !114)
!517 = distinct !DIAssignID()
!518 = !DILocation(line: 58, column: 1, scope: !87, inlinedAt: !114)
!519 = !DILocation(line: 86, column: 29, scope: !115)
!520 = !DILocation(line: 86, column: 23, scope: !115)
!521 = distinct !{!521, !298, !522, !179}
!522 = !DILocation(line: 86, column: 51, scope: !83)
!523 = distinct !DISubprogram(name: "printf", scope: !524, file: !524, line: 368, type: !525, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !527)
!524 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!525 = !DISubroutineType(cc: DW_CC_nocall, types: !526)
!526 = !{!63, !156, null}
!527 = !{!528, !529, !530}
!528 = !DILocalVariable(name: "__format", arg: 1, scope: !523, file: !524, line: 368, type: !156)
!529 = !DILocalVariable(name: "__retval", scope: !523, file: !524, line: 370, type: !63)
!530 = !DILocalVariable(name: "__local_argv", scope: !523, file: !524, line: 371, type: !531)
!531 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !532)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!533 = distinct !DIAssignID()
!534 = !DILocation(line: 0, scope: !523)
!535 = !DILocation(line: 371, column: 3, scope: !523)
!536 = !DILocation(line: 371, column: 35, scope: !523)
!537 = !DILocation(line: 372, column: 32, scope: !523)
!538 = !DILocation(line: 372, column: 50, scope: !523)
!539 = !{!540, !540, i64 0}
!540 = !{!"any pointer", !142, i64 0}
!541 = !DILocation(line: 372, column: 14, scope: !523)
!542 = !DILocation(line: 373, column: 3, scope: !523)
!543 = !DILocation(line: 375, column: 1, scope: !523)
!544 = !DILocation(line: 374, column: 3, scope: !523)
!545 = !DISubprogram(name: "__mingw_vfprintf", scope: !524, file: !524, line: 193, type: !546, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DISubroutineType(types: !547)
!547 = !{!63, !548, !561, !562}
!548 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !549)
!549 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !550, size: 64)
!550 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !524, line: 47, baseType: !551)
!551 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !524, line: 33, size: 384, align: 64, elements: !552)
!552 = !{!553, !554, !555, !556, !557, !558, !559, !560}
!553 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !551, file: !524, line: 37, baseType: !532, size: 64)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !551, file: !524, line: 38, baseType: !63, size: 32, offset: 64)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !551, file: !524, line: 39, baseType: !532, size: 64, offset: 128)
!556 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !551, file: !524, line: 40, baseType: !63, size: 32, offset: 192)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !551, file: !524, line: 41, baseType: !63, size: 32, offset: 224)
!558 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !551, file: !524, line: 42, baseType: !63, size: 32, offset: 256)
!559 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !551, file: !524, line: 43, baseType: !63, size: 32, offset: 288)
!560 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !551, file: !524, line: 44, baseType: !532, size: 64, offset: 320)
!561 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !563, line: 31, baseType: !564)
!563 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !563, line: 24, baseType: !531)
!565 = !DISubprogram(name: "__acrt_iob_func", scope: !524, file: !524, line: 93, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubroutineType(types: !567)
!567 = !{!549, !45}
