; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca %struct.Big, align 4, !DIAssignID !92
  %2 = alloca %struct.Big, align 4, !DIAssignID !93
    #dbg_assign(i1 undef, !72, !DIExpression(), !93, ptr %2, !DIExpression(), !94)
  %3 = alloca %struct.Big, align 4, !DIAssignID !95
    #dbg_assign(i1 undef, !83, !DIExpression(), !95, ptr %3, !DIExpression(), !94)
  %4 = alloca %struct.Big, align 4, !DIAssignID !96
    #dbg_assign(i1 undef, !84, !DIExpression(), !96, ptr %4, !DIExpression(), !94)
  %5 = alloca %struct.Big, align 4, !DIAssignID !97
    #dbg_assign(i1 undef, !85, !DIExpression(), !97, ptr %5, !DIExpression(), !94)
  %6 = alloca %struct.Big, align 4, !DIAssignID !98
    #dbg_assign(i1 undef, !88, !DIExpression(), !98, ptr %6, !DIExpression(), !94)
  %7 = alloca %struct.Big, align 4, !DIAssignID !99
    #dbg_assign(i1 undef, !91, !DIExpression(), !99, ptr %7, !DIExpression(), !94)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #8, !dbg !100
    #dbg_value(ptr %2, !101, !DIExpression(), !108)
    #dbg_value(i32 1, !107, !DIExpression(), !108)
  %8 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !110
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, i8 0, i64 476, i1 false), !dbg !110, !DIAssignID !111
    #dbg_assign(i8 0, !72, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !111, ptr %8, !DIExpression(), !94)
  store i32 1, ptr %2, align 4, !dbg !112, !tbaa !113, !DIAssignID !117
    #dbg_assign(i32 1, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !117, ptr %2, !DIExpression(), !94)
  %9 = getelementptr inbounds i8, ptr %2, i64 480, !dbg !118
  store i32 1, ptr %9, align 4, !dbg !119, !tbaa !120, !DIAssignID !122
    #dbg_assign(i32 1, !72, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !122, ptr %9, !DIExpression(), !94)
    #dbg_value(i32 2, !81, !DIExpression(), !123)
  br label %62, !dbg !124

10:                                               ; preds = %90
    #dbg_value(ptr @.str, !125, !DIExpression(), !137)
    #dbg_value(ptr %2, !134, !DIExpression(), !137)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str), !dbg !139
  %12 = load i32, ptr %9, align 4, !dbg !140, !tbaa !120
  %13 = add nsw i32 %12, -1, !dbg !141
  %14 = sext i32 %13 to i64, !dbg !142
  %15 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %14, !dbg !142
  %16 = load i32, ptr %15, align 4, !dbg !142, !tbaa !113
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %16), !dbg !143
    #dbg_value(i32 %12, !135, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !144)
  %18 = icmp sgt i32 %12, 1, !dbg !145
  br i1 %18, label %19, label %29, !dbg !147

19:                                               ; preds = %10
  %20 = add nsw i32 %12, -2, !dbg !148
    #dbg_value(i32 %20, !135, !DIExpression(), !144)
  %21 = zext nneg i32 %20 to i64, !dbg !147
  br label %22, !dbg !147

22:                                               ; preds = %22, %19
  %23 = phi i64 [ %21, %19 ], [ %27, %22 ]
    #dbg_value(i64 %23, !135, !DIExpression(), !144)
  %24 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %23, !dbg !149
  %25 = load i32, ptr %24, align 4, !dbg !149, !tbaa !113
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %25), !dbg !150
  %27 = add nsw i64 %23, -1, !dbg !151
    #dbg_value(i64 %27, !135, !DIExpression(), !144)
  %28 = icmp eq i64 %23, 0, !dbg !145
  br i1 %28, label %29, label %22, !dbg !147, !llvm.loop !152

29:                                               ; preds = %22, %10
  %30 = tail call i32 @putchar(i32 10), !dbg !155
    #dbg_value(ptr %2, !156, !DIExpression(), !167)
    #dbg_value(i32 0, !161, !DIExpression(), !167)
    #dbg_value(i32 0, !162, !DIExpression(), !169)
  %31 = icmp sgt i32 %12, 0, !dbg !170
  br i1 %31, label %32, label %53, !dbg !171

32:                                               ; preds = %29
  %33 = zext nneg i32 %12 to i64, !dbg !170
  br label %34, !dbg !171

34:                                               ; preds = %40, %32
  %35 = phi i64 [ 0, %32 ], [ %42, %40 ]
  %36 = phi i32 [ 0, %32 ], [ %41, %40 ]
    #dbg_value(i64 %35, !162, !DIExpression(), !169)
    #dbg_value(i32 %36, !161, !DIExpression(), !167)
  %37 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %35, !dbg !172
  %38 = load i32, ptr %37, align 4, !dbg !172, !tbaa !113
    #dbg_value(i32 %38, !164, !DIExpression(), !173)
  %39 = icmp eq i32 %38, 0, !dbg !174
  br i1 %39, label %40, label %44, !dbg !174

40:                                               ; preds = %44, %34
  %41 = phi i32 [ %36, %34 ], [ %51, %44 ], !dbg !167
  %42 = add nuw nsw i64 %35, 1, !dbg !175
    #dbg_value(i64 %42, !162, !DIExpression(), !169)
    #dbg_value(i32 %41, !161, !DIExpression(), !167)
  %43 = icmp eq i64 %42, %33, !dbg !170
  br i1 %43, label %53, label %34, !dbg !171, !llvm.loop !176

44:                                               ; preds = %34, %44
  %45 = phi i32 [ %48, %44 ], [ %38, %34 ]
  %46 = phi i32 [ %51, %44 ], [ %36, %34 ]
    #dbg_value(i32 %45, !164, !DIExpression(), !173)
    #dbg_value(i32 %46, !161, !DIExpression(), !167)
  %47 = freeze i32 %45, !dbg !178
  %48 = udiv i32 %47, 10, !dbg !178
  %49 = mul i32 %48, 10, !dbg !180
  %50 = sub i32 %47, %49, !dbg !180
  %51 = add i32 %50, %46, !dbg !181
    #dbg_value(i32 %51, !161, !DIExpression(), !167)
    #dbg_value(i32 %48, !164, !DIExpression(), !173)
  %52 = icmp ult i32 %45, 10, !dbg !174
  br i1 %52, label %40, label %44, !dbg !174, !llvm.loop !182

53:                                               ; preds = %40, %29
  %54 = phi i32 [ 0, %29 ], [ %41, %40 ], !dbg !184
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %54), !dbg !185
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %3) #8, !dbg !186
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %4) #8, !dbg !186
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5), !dbg !186
    #dbg_value(ptr %3, !101, !DIExpression(), !187)
    #dbg_value(i32 0, !107, !DIExpression(), !187)
    #dbg_assign(i8 0, !83, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !189, ptr %3, !DIExpression(DW_OP_plus_uconst, 4), !94)
    #dbg_assign(i32 0, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !189, ptr %3, !DIExpression(), !94)
  %56 = getelementptr inbounds i8, ptr %3, i64 480, !dbg !190
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %3, i8 0, i64 480, i1 false), !dbg !191, !DIAssignID !189
  store i32 1, ptr %56, align 4, !dbg !192, !tbaa !120, !DIAssignID !193
    #dbg_assign(i32 1, !83, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !193, ptr %56, !DIExpression(), !94)
    #dbg_value(ptr %4, !101, !DIExpression(), !194)
    #dbg_value(i32 1, !107, !DIExpression(), !194)
  %57 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !196
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %57, i8 0, i64 476, i1 false), !dbg !196, !DIAssignID !197
    #dbg_assign(i8 0, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !197, ptr %57, !DIExpression(), !94)
  store i32 1, ptr %4, align 4, !dbg !198, !tbaa !113, !DIAssignID !199
    #dbg_assign(i32 1, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !199, ptr %4, !DIExpression(), !94)
  %58 = getelementptr inbounds i8, ptr %4, i64 480, !dbg !200
  store i32 1, ptr %58, align 4, !dbg !201, !tbaa !120, !DIAssignID !202
    #dbg_assign(i32 1, !84, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !202, ptr %58, !DIExpression(), !94)
    #dbg_value(i32 0, !86, !DIExpression(), !203)
  %59 = getelementptr inbounds i8, ptr %1, i64 480
  br label %124, !dbg !204

60:                                               ; preds = %90
  %61 = load i32, ptr %9, align 4, !dbg !205, !tbaa !120
  br label %62, !dbg !205

62:                                               ; preds = %60, %0
  %63 = phi i32 [ %61, %60 ], [ 1, %0 ], !dbg !205
  %64 = phi i64 [ %91, %60 ], [ 2, %0 ]
    #dbg_value(i64 %64, !81, !DIExpression(), !123)
    #dbg_value(ptr %2, !210, !DIExpression(), !218)
    #dbg_value(i64 %64, !211, !DIExpression(), !218)
    #dbg_value(i64 0, !212, !DIExpression(), !218)
    #dbg_value(i32 0, !213, !DIExpression(), !219)
  %65 = icmp sgt i32 %63, 0, !dbg !220
  br i1 %65, label %68, label %90, !dbg !221

66:                                               ; preds = %68
    #dbg_value(i64 %77, !212, !DIExpression(), !218)
  %67 = icmp ult i64 %75, 1000000000, !dbg !222
  br i1 %67, label %90, label %85, !dbg !222

68:                                               ; preds = %62, %68
  %69 = phi i64 [ %81, %68 ], [ 0, %62 ]
  %70 = phi i64 [ %77, %68 ], [ 0, %62 ]
    #dbg_value(i64 %70, !212, !DIExpression(), !218)
    #dbg_value(i64 %69, !213, !DIExpression(), !219)
  %71 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %69, !dbg !223
  %72 = load i32, ptr %71, align 4, !dbg !223, !tbaa !113
  %73 = zext i32 %72 to i64, !dbg !224
  %74 = mul nuw nsw i64 %64, %73, !dbg !225
  %75 = add nuw nsw i64 %74, %70, !dbg !226
    #dbg_value(i64 %75, !214, !DIExpression(), !227)
  %76 = freeze i64 %75, !dbg !228
  %77 = udiv i64 %76, 1000000000, !dbg !228
  %78 = mul i64 %77, 1000000000, !dbg !229
  %79 = sub i64 %76, %78, !dbg !229
  %80 = trunc nuw nsw i64 %79 to i32, !dbg !230
  store i32 %80, ptr %71, align 4, !dbg !231, !tbaa !113
    #dbg_value(i64 %77, !212, !DIExpression(), !218)
  %81 = add nuw nsw i64 %69, 1, !dbg !232
    #dbg_value(i64 %81, !213, !DIExpression(), !219)
  %82 = load i32, ptr %9, align 4, !dbg !205, !tbaa !120
  %83 = sext i32 %82 to i64, !dbg !220
  %84 = icmp slt i64 %81, %83, !dbg !220
  br i1 %84, label %68, label %66, !dbg !221, !llvm.loop !233

85:                                               ; preds = %66
    #dbg_value(i64 %77, !212, !DIExpression(), !218)
  %86 = trunc nuw nsw i64 %77 to i32, !dbg !235
  %87 = add nsw i32 %82, 1, !dbg !237
  store i32 %87, ptr %9, align 4, !dbg !237, !tbaa !120, !DIAssignID !238
    #dbg_assign(i32 %87, !72, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !238, ptr %9, !DIExpression(), !94)
  %88 = sext i32 %82 to i64, !dbg !239
  %89 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %88, !dbg !239
  store i32 %86, ptr %89, align 4, !dbg !240, !tbaa !113
    #dbg_value(i64 0, !212, !DIExpression(), !218)
  br label %90, !dbg !241

90:                                               ; preds = %85, %62, %66
  %91 = add nuw nsw i64 %64, 1, !dbg !241
    #dbg_value(i64 %91, !81, !DIExpression(), !123)
  %92 = icmp eq i64 %91, 101, !dbg !242
  br i1 %92, label %10, label %60, !dbg !124, !llvm.loop !243

93:                                               ; preds = %153
    #dbg_value(ptr @.str.2, !125, !DIExpression(), !245)
    #dbg_value(ptr %3, !134, !DIExpression(), !245)
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2), !dbg !247
  %95 = load i32, ptr %56, align 4, !dbg !248, !tbaa !120
  %96 = add nsw i32 %95, -1, !dbg !249
  %97 = sext i32 %96 to i64, !dbg !250
  %98 = getelementptr inbounds [120 x i32], ptr %3, i64 0, i64 %97, !dbg !250
  %99 = load i32, ptr %98, align 4, !dbg !250, !tbaa !113
  %100 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %99), !dbg !251
    #dbg_value(i32 %95, !135, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !252)
  %101 = icmp sgt i32 %95, 1, !dbg !253
  br i1 %101, label %102, label %112, !dbg !254

102:                                              ; preds = %93
  %103 = add nsw i32 %95, -2, !dbg !255
    #dbg_value(i32 %103, !135, !DIExpression(), !252)
  %104 = zext nneg i32 %103 to i64, !dbg !254
  br label %105, !dbg !254

105:                                              ; preds = %105, %102
  %106 = phi i64 [ %104, %102 ], [ %110, %105 ]
    #dbg_value(i64 %106, !135, !DIExpression(), !252)
  %107 = getelementptr inbounds [120 x i32], ptr %3, i64 0, i64 %106, !dbg !256
  %108 = load i32, ptr %107, align 4, !dbg !256, !tbaa !113
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %108), !dbg !257
  %110 = add nsw i64 %106, -1, !dbg !258
    #dbg_value(i64 %110, !135, !DIExpression(), !252)
  %111 = icmp eq i64 %106, 0, !dbg !253
  br i1 %111, label %112, label %105, !dbg !254, !llvm.loop !259

112:                                              ; preds = %105, %93
  %113 = tail call i32 @putchar(i32 10), !dbg !261
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #8, !dbg !262
    #dbg_value(ptr %6, !101, !DIExpression(), !263)
    #dbg_value(i32 2, !107, !DIExpression(), !263)
  %114 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !265
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %114, i8 0, i64 476, i1 false), !dbg !265, !DIAssignID !266
    #dbg_assign(i8 0, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 3808), !266, ptr %114, !DIExpression(), !94)
  store i32 2, ptr %6, align 4, !dbg !267, !tbaa !113, !DIAssignID !268
    #dbg_assign(i32 2, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !268, ptr %6, !DIExpression(), !94)
  %115 = getelementptr inbounds i8, ptr %6, i64 480, !dbg !269
  store i32 1, ptr %115, align 4, !dbg !270, !tbaa !120, !DIAssignID !271
    #dbg_assign(i32 1, !88, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !271, ptr %115, !DIExpression(), !94)
    #dbg_value(i32 0, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 1, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 2, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 3, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 4, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 5, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 6, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 7, !89, !DIExpression(), !272)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6), !dbg !273
    #dbg_value(i32 8, !89, !DIExpression(), !272)
    #dbg_value(ptr @.str.3, !125, !DIExpression(), !275)
    #dbg_value(ptr %6, !134, !DIExpression(), !275)
  %116 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3), !dbg !277
  %117 = load i32, ptr %115, align 4, !dbg !278, !tbaa !120
  %118 = add nsw i32 %117, -1, !dbg !279
  %119 = sext i32 %118 to i64, !dbg !280
  %120 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %119, !dbg !280
  %121 = load i32, ptr %120, align 4, !dbg !280, !tbaa !113
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %121), !dbg !281
    #dbg_value(i32 %117, !135, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !282)
  %123 = icmp sgt i32 %117, 1, !dbg !283
  br i1 %123, label %156, label %166, !dbg !284

124:                                              ; preds = %53, %153
  %125 = phi i32 [ 0, %53 ], [ %154, %153 ]
    #dbg_value(i32 %125, !86, !DIExpression(), !203)
    #dbg_assign(i1 undef, !285, !DIExpression(), !92, ptr %1, !DIExpression(), !300)
    #dbg_value(ptr %5, !290, !DIExpression(), !300)
    #dbg_value(ptr %3, !291, !DIExpression(), !300)
    #dbg_value(ptr %4, !292, !DIExpression(), !300)
  %126 = load i32, ptr %56, align 4, !dbg !304, !tbaa !120
  %127 = load i32, ptr %58, align 4, !dbg !305, !tbaa !120
  %128 = tail call i32 @llvm.smax.i32(i32 %126, i32 %127), !dbg !306
    #dbg_value(i32 %128, !293, !DIExpression(), !300)
    #dbg_value(i32 0, !294, !DIExpression(), !300)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %1) #8, !dbg !307
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %1, i8 0, i64 484, i1 false), !dbg !308, !DIAssignID !309
    #dbg_assign(i8 0, !285, !DIExpression(), !309, ptr %1, !DIExpression(), !300)
    #dbg_value(i32 0, !295, !DIExpression(), !310)
  %129 = icmp sgt i32 %128, 0, !dbg !311
  br i1 %129, label %131, label %130, !dbg !312

130:                                              ; preds = %124
  store i32 %128, ptr %59, align 4, !dbg !313, !tbaa !120, !DIAssignID !314
    #dbg_assign(i32 %128, !285, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !314, ptr %59, !DIExpression(), !300)
  br label %153, !dbg !315

131:                                              ; preds = %124
  %132 = zext nneg i32 %128 to i64, !dbg !311
  br label %134, !dbg !312

133:                                              ; preds = %134
  store i32 %128, ptr %59, align 4, !dbg !313, !tbaa !120, !DIAssignID !314
    #dbg_assign(i32 %128, !285, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !314, ptr %59, !DIExpression(), !300)
  br i1 %143, label %150, label %153, !dbg !315

134:                                              ; preds = %134, %131
  %135 = phi i64 [ 0, %131 ], [ %148, %134 ]
  %136 = phi i32 [ 0, %131 ], [ %144, %134 ]
    #dbg_value(i32 %136, !294, !DIExpression(), !300)
    #dbg_value(i64 %135, !295, !DIExpression(), !310)
  %137 = getelementptr inbounds [120 x i32], ptr %3, i64 0, i64 %135, !dbg !316
  %138 = load i32, ptr %137, align 4, !dbg !316, !tbaa !113
  %139 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %135, !dbg !317
  %140 = load i32, ptr %139, align 4, !dbg !317, !tbaa !113
  %141 = add i32 %138, %136, !dbg !318
  %142 = add i32 %141, %140, !dbg !319
    #dbg_value(i32 %142, !297, !DIExpression(), !320)
  %143 = icmp ugt i32 %142, 999999999, !dbg !321
  %144 = zext i1 %143 to i32, !dbg !321
    #dbg_value(i32 %144, !294, !DIExpression(), !300)
  %145 = select i1 %143, i32 -1000000000, i32 0, !dbg !322
  %146 = add i32 %145, %142, !dbg !323
  %147 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %135, !dbg !324
  store i32 %146, ptr %147, align 4, !dbg !325, !tbaa !113
  %148 = add nuw nsw i64 %135, 1, !dbg !326
    #dbg_value(i64 %148, !295, !DIExpression(), !310)
  %149 = icmp eq i64 %148, %132, !dbg !311
  br i1 %149, label %133, label %134, !dbg !312, !llvm.loop !327

150:                                              ; preds = %133
  %151 = add nuw nsw i32 %128, 1, !dbg !329
  store i32 %151, ptr %59, align 4, !dbg !329, !tbaa !120, !DIAssignID !331
    #dbg_assign(i32 %151, !285, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !331, ptr %59, !DIExpression(), !300)
  %152 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %132, !dbg !332
  store i32 1, ptr %152, align 4, !dbg !333, !tbaa !113
  br label %153, !dbg !332

153:                                              ; preds = %130, %133, %150
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, ptr noundef nonnull align 4 dereferenceable(484) %1, i64 484, i1 false), !dbg !334, !tbaa.struct !335, !DIAssignID !337
    #dbg_assign(i1 undef, !85, !DIExpression(), !337, ptr %5, !DIExpression(), !94)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %1) #8, !dbg !338
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %3, ptr noundef nonnull align 4 dereferenceable(484) %4, i64 484, i1 false), !dbg !339, !tbaa.struct !335, !DIAssignID !340
    #dbg_assign(i1 undef, !83, !DIExpression(), !340, ptr %3, !DIExpression(), !94)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !341, !tbaa.struct !335, !DIAssignID !342
    #dbg_assign(i1 undef, !84, !DIExpression(), !342, ptr %4, !DIExpression(), !94)
  %154 = add nuw nsw i32 %125, 1, !dbg !343
    #dbg_value(i32 %154, !86, !DIExpression(), !203)
  %155 = icmp eq i32 %154, 300, !dbg !344
  br i1 %155, label %93, label %124, !dbg !204, !llvm.loop !345

156:                                              ; preds = %112
  %157 = add nsw i32 %117, -2, !dbg !347
    #dbg_value(i32 %157, !135, !DIExpression(), !282)
  %158 = zext nneg i32 %157 to i64, !dbg !284
  br label %159, !dbg !284

159:                                              ; preds = %159, %156
  %160 = phi i64 [ %158, %156 ], [ %164, %159 ]
    #dbg_value(i64 %160, !135, !DIExpression(), !282)
  %161 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %160, !dbg !348
  %162 = load i32, ptr %161, align 4, !dbg !348, !tbaa !113
  %163 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %162), !dbg !349
  %164 = add nsw i64 %160, -1, !dbg !350
    #dbg_value(i64 %164, !135, !DIExpression(), !282)
  %165 = icmp eq i64 %160, 0, !dbg !283
  br i1 %165, label %166, label %159, !dbg !284, !llvm.loop !351

166:                                              ; preds = %159, %112
  %167 = tail call i32 @putchar(i32 10), !dbg !353
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #8, !dbg !354
  call fastcc void @big_mul(ptr noundef nonnull %7, ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !355
    #dbg_value(ptr %7, !156, !DIExpression(), !356)
    #dbg_value(i32 0, !161, !DIExpression(), !356)
    #dbg_value(i32 0, !162, !DIExpression(), !358)
  %168 = getelementptr inbounds i8, ptr %7, i64 480
  %169 = load i32, ptr %168, align 4, !tbaa !120
  %170 = icmp sgt i32 %169, 0, !dbg !359
  br i1 %170, label %171, label %192, !dbg !360

171:                                              ; preds = %166
  %172 = zext nneg i32 %169 to i64, !dbg !359
  br label %173, !dbg !360

173:                                              ; preds = %179, %171
  %174 = phi i64 [ 0, %171 ], [ %181, %179 ]
  %175 = phi i32 [ 0, %171 ], [ %180, %179 ]
    #dbg_value(i64 %174, !162, !DIExpression(), !358)
    #dbg_value(i32 %175, !161, !DIExpression(), !356)
  %176 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %174, !dbg !361
  %177 = load i32, ptr %176, align 4, !dbg !361, !tbaa !113
    #dbg_value(i32 %177, !164, !DIExpression(), !362)
  %178 = icmp eq i32 %177, 0, !dbg !363
  br i1 %178, label %179, label %183, !dbg !363

179:                                              ; preds = %183, %173
  %180 = phi i32 [ %175, %173 ], [ %190, %183 ], !dbg !356
  %181 = add nuw nsw i64 %174, 1, !dbg !364
    #dbg_value(i64 %181, !162, !DIExpression(), !358)
    #dbg_value(i32 %180, !161, !DIExpression(), !356)
  %182 = icmp eq i64 %181, %172, !dbg !359
  br i1 %182, label %192, label %173, !dbg !360, !llvm.loop !365

183:                                              ; preds = %173, %183
  %184 = phi i32 [ %187, %183 ], [ %177, %173 ]
  %185 = phi i32 [ %190, %183 ], [ %175, %173 ]
    #dbg_value(i32 %184, !164, !DIExpression(), !362)
    #dbg_value(i32 %185, !161, !DIExpression(), !356)
  %186 = freeze i32 %184, !dbg !367
  %187 = udiv i32 %186, 10, !dbg !367
  %188 = mul i32 %187, 10, !dbg !368
  %189 = sub i32 %186, %188, !dbg !368
  %190 = add i32 %189, %185, !dbg !369
    #dbg_value(i32 %190, !161, !DIExpression(), !356)
    #dbg_value(i32 %187, !164, !DIExpression(), !362)
  %191 = icmp ult i32 %184, 10, !dbg !363
  br i1 %191, label %179, label %183, !dbg !363, !llvm.loop !370

192:                                              ; preds = %179, %166
  %193 = phi i32 [ 0, %166 ], [ %180, %179 ], !dbg !372
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %193, i32 noundef signext %169), !dbg !373
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #8, !dbg !374
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #8, !dbg !374
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5), !dbg !374
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %4) #8, !dbg !374
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %3) #8, !dbg !374
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #8, !dbg !374
  ret i32 0, !dbg !375
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !376 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @big_mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #4 !dbg !381 {
  %4 = alloca [240 x i64], align 8, !DIAssignID !403
    #dbg_assign(i1 undef, !386, !DIExpression(), !403, ptr %4, !DIExpression(), !404)
  %5 = alloca %struct.Big, align 4, !DIAssignID !405
    #dbg_assign(i1 undef, !395, !DIExpression(), !405, ptr %5, !DIExpression(), !404)
    #dbg_value(ptr %0, !383, !DIExpression(), !404)
    #dbg_value(ptr %1, !384, !DIExpression(), !404)
    #dbg_value(ptr %2, !385, !DIExpression(), !404)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %4) #8, !dbg !406
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1920) %4, i8 0, i64 1920, i1 false), !dbg !407, !DIAssignID !408
    #dbg_assign(i8 0, !386, !DIExpression(), !408, ptr %4, !DIExpression(), !404)
    #dbg_value(i32 0, !390, !DIExpression(), !409)
  %6 = getelementptr inbounds i8, ptr %1, i64 480
  %7 = load i32, ptr %6, align 4, !tbaa !120
    #dbg_value(i32 0, !390, !DIExpression(), !409)
  %8 = icmp sgt i32 %7, 0, !dbg !410
  %9 = getelementptr inbounds i8, ptr %2, i64 480
  %10 = load i32, ptr %9, align 4, !tbaa !120
  br i1 %8, label %11, label %21, !dbg !411

11:                                               ; preds = %3
  %12 = icmp sgt i32 %10, 0
  %13 = zext nneg i32 %7 to i64, !dbg !410
  %14 = zext nneg i32 %10 to i64
  br label %15, !dbg !411

15:                                               ; preds = %11, %25
  %16 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %16, !390, !DIExpression(), !409)
    #dbg_value(i32 0, !392, !DIExpression(), !412)
  br i1 %12, label %17, label %25, !dbg !413

17:                                               ; preds = %15
  %18 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !113
  %20 = zext i32 %19 to i64
  br label %28, !dbg !413

21:                                               ; preds = %25, %3
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #8, !dbg !414
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 480, i1 false), !dbg !415, !DIAssignID !416
    #dbg_assign(i8 0, !395, !DIExpression(), !416, ptr %5, !DIExpression(), !404)
    #dbg_assign(i8 0, !395, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !417, ptr undef, !DIExpression(), !404)
    #dbg_value(i64 0, !396, !DIExpression(), !404)
  %22 = add nsw i32 %10, %7, !dbg !418
    #dbg_value(i32 %22, !397, !DIExpression(), !404)
    #dbg_value(i32 0, !398, !DIExpression(), !419)
  %23 = icmp sgt i32 %22, 0, !dbg !420
  %24 = zext i32 %22 to i64, !dbg !404
  br i1 %23, label %53, label %51, !dbg !421

25:                                               ; preds = %48, %15
  %26 = add nuw nsw i64 %16, 1, !dbg !422
    #dbg_value(i64 %26, !390, !DIExpression(), !409)
  %27 = icmp eq i64 %26, %13, !dbg !410
  br i1 %27, label %21, label %15, !dbg !411, !llvm.loop !423

28:                                               ; preds = %17, %48
  %29 = phi i64 [ 0, %17 ], [ %49, %48 ]
    #dbg_value(i64 %29, !392, !DIExpression(), !412)
  %30 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %29, !dbg !425
  %31 = load i32, ptr %30, align 4, !dbg !425, !tbaa !113
  %32 = zext i32 %31 to i64, !dbg !425
  %33 = mul nuw i64 %32, %20, !dbg !428
  %34 = add nuw nsw i64 %29, %16, !dbg !429
  %35 = getelementptr inbounds [240 x i64], ptr %4, i64 0, i64 %34, !dbg !430
  %36 = load i64, ptr %35, align 8, !dbg !431, !tbaa !432
  %37 = add i64 %33, %36, !dbg !431
  store i64 %37, ptr %35, align 8, !dbg !431, !tbaa !432
  %38 = icmp ugt i64 %37, 7999999999999999999, !dbg !434
  br i1 %38, label %39, label %48, !dbg !436

39:                                               ; preds = %28
  %40 = freeze i64 %37, !dbg !437
  %41 = udiv i64 %40, 1000000000, !dbg !437
  %42 = add nuw nsw i64 %34, 1, !dbg !439
  %43 = getelementptr inbounds [240 x i64], ptr %4, i64 0, i64 %42, !dbg !440
  %44 = load i64, ptr %43, align 8, !dbg !441, !tbaa !432
  %45 = add i64 %44, %41, !dbg !441
  store i64 %45, ptr %43, align 8, !dbg !441, !tbaa !432
  %46 = mul i64 %41, 1000000000, !dbg !442
  %47 = sub i64 %40, %46, !dbg !442
  store i64 %47, ptr %35, align 8, !dbg !442, !tbaa !432
  br label %48, !dbg !443

48:                                               ; preds = %28, %39
  %49 = add nuw nsw i64 %29, 1, !dbg !444
    #dbg_value(i64 %49, !392, !DIExpression(), !412)
  %50 = icmp eq i64 %49, %14, !dbg !445
  br i1 %50, label %25, label %28, !dbg !413, !llvm.loop !446

51:                                               ; preds = %53, %21
  %52 = getelementptr inbounds i8, ptr %5, i64 480, !dbg !448
    #dbg_assign(i32 %22, !395, !DIExpression(DW_OP_LLVM_fragment, 3840, 32), !449, ptr %52, !DIExpression(), !404)
  br label %67, !dbg !450

53:                                               ; preds = %21, %53
  %54 = phi i64 [ %65, %53 ], [ 0, %21 ]
  %55 = phi i64 [ %60, %53 ], [ 0, %21 ]
    #dbg_value(i64 %54, !398, !DIExpression(), !419)
    #dbg_value(i64 %55, !396, !DIExpression(), !404)
  %56 = getelementptr inbounds [240 x i64], ptr %4, i64 0, i64 %54, !dbg !451
  %57 = load i64, ptr %56, align 8, !dbg !451, !tbaa !432
  %58 = add i64 %57, %55, !dbg !452
    #dbg_value(i64 %58, !400, !DIExpression(), !453)
  %59 = freeze i64 %58, !dbg !454
  %60 = udiv i64 %59, 1000000000, !dbg !454
  %61 = mul i64 %60, 1000000000, !dbg !455
  %62 = sub i64 %59, %61, !dbg !455
  %63 = trunc nuw nsw i64 %62 to i32, !dbg !456
  %64 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %54, !dbg !457
  store i32 %63, ptr %64, align 4, !dbg !458, !tbaa !113
    #dbg_value(i64 %60, !396, !DIExpression(), !404)
  %65 = add nuw nsw i64 %54, 1, !dbg !459
    #dbg_value(i64 %65, !398, !DIExpression(), !419)
  %66 = icmp eq i64 %65, %24, !dbg !420
  br i1 %66, label %51, label %53, !dbg !421, !llvm.loop !460

67:                                               ; preds = %71, %51
  %68 = phi i64 [ %72, %71 ], [ %24, %51 ], !dbg !404
  %69 = trunc nuw i64 %68 to i32, !dbg !404
  store i32 %69, ptr %52, align 4, !dbg !404, !tbaa !120, !DIAssignID !449
  %70 = icmp sgt i32 %69, 1, !dbg !462
  br i1 %70, label %71, label %76, !dbg !463

71:                                               ; preds = %67
  %72 = add nsw i64 %68, -1, !dbg !464
  %73 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %72, !dbg !465
  %74 = load i32, ptr %73, align 4, !dbg !465, !tbaa !113
  %75 = icmp eq i32 %74, 0, !dbg !466
  br i1 %75, label %67, label %76, !dbg !450, !llvm.loop !467

76:                                               ; preds = %67, %71
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %0, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !469, !tbaa.struct !335
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #8, !dbg !470
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %4) #8, !dbg !470
  ret void, !dbg !470
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

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
!42 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !44, line: 45, baseType: !45)
!44 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!58 = !{i32 1, !"target-abi", !"lp64d"}
!59 = !{i32 6, !"riscv-isa", !60}
!60 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 8, !"SmallDataLimit", i32 8}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !68, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{!72, !81, !83, !84, !85, !86, !88, !89, !91}
!72 = !DILocalVariable(name: "f", scope: !67, file: !2, line: 74, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !2, line: 7, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 3872, elements: !75)
!75 = !{!76, !80}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !74, file: !2, line: 7, baseType: !77, size: 3840)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 3840, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 120)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !74, file: !2, line: 7, baseType: !70, size: 32, offset: 3840)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 76, type: !46)
!82 = distinct !DILexicalBlock(scope: !67, file: !2, line: 76, column: 5)
!83 = !DILocalVariable(name: "a", scope: !67, file: !2, line: 79, type: !73)
!84 = !DILocalVariable(name: "b", scope: !67, file: !2, line: 79, type: !73)
!85 = !DILocalVariable(name: "c", scope: !67, file: !2, line: 79, type: !73)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 82, type: !70)
!87 = distinct !DILexicalBlock(scope: !67, file: !2, line: 82, column: 5)
!88 = !DILocalVariable(name: "p", scope: !67, file: !2, line: 84, type: !73)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 86, type: !70)
!90 = distinct !DILexicalBlock(scope: !67, file: !2, line: 86, column: 5)
!91 = !DILocalVariable(name: "q", scope: !67, file: !2, line: 88, type: !73)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !67)
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = distinct !DIAssignID()
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 74, column: 5, scope: !67)
!101 = !DILocalVariable(name: "b", arg: 1, scope: !102, file: !2, line: 9, type: !105)
!102 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 9, type: !103, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !106)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !105, !46}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!106 = !{!101, !107}
!107 = !DILocalVariable(name: "v", arg: 2, scope: !102, file: !2, line: 9, type: !46)
!108 = !DILocation(line: 0, scope: !102, inlinedAt: !109)
!109 = distinct !DILocation(line: 75, column: 5, scope: !67)
!110 = !DILocation(line: 9, column: 43, scope: !102, inlinedAt: !109)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 9, column: 76, scope: !102, inlinedAt: !109)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 9, column: 84, scope: !102, inlinedAt: !109)
!119 = !DILocation(line: 9, column: 86, scope: !102, inlinedAt: !109)
!120 = !{!121, !114, i64 480}
!121 = !{!"", !115, i64 0, !114, i64 480}
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !82)
!124 = !DILocation(line: 76, column: 5, scope: !82)
!125 = !DILocalVariable(name: "label", arg: 1, scope: !126, file: !2, line: 60, type: !129)
!126 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 60, type: !127, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !133)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !129, !131}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!133 = !{!125, !134, !135}
!134 = !DILocalVariable(name: "b", arg: 2, scope: !126, file: !2, line: 60, type: !131)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 63, type: !70)
!136 = distinct !DILexicalBlock(scope: !126, file: !2, line: 63, column: 5)
!137 = !DILocation(line: 0, scope: !126, inlinedAt: !138)
!138 = distinct !DILocation(line: 77, column: 5, scope: !67)
!139 = !DILocation(line: 61, column: 5, scope: !126, inlinedAt: !138)
!140 = !DILocation(line: 62, column: 26, scope: !126, inlinedAt: !138)
!141 = !DILocation(line: 62, column: 28, scope: !126, inlinedAt: !138)
!142 = !DILocation(line: 62, column: 18, scope: !126, inlinedAt: !138)
!143 = !DILocation(line: 62, column: 5, scope: !126, inlinedAt: !138)
!144 = !DILocation(line: 0, scope: !136, inlinedAt: !138)
!145 = !DILocation(line: 63, column: 30, scope: !146, inlinedAt: !138)
!146 = distinct !DILexicalBlock(scope: !136, file: !2, line: 63, column: 5)
!147 = !DILocation(line: 63, column: 5, scope: !136, inlinedAt: !138)
!148 = !DILocation(line: 63, column: 23, scope: !136, inlinedAt: !138)
!149 = !DILocation(line: 63, column: 56, scope: !146, inlinedAt: !138)
!150 = !DILocation(line: 63, column: 41, scope: !146, inlinedAt: !138)
!151 = !DILocation(line: 63, column: 37, scope: !146, inlinedAt: !138)
!152 = distinct !{!152, !147, !153, !154}
!153 = !DILocation(line: 63, column: 63, scope: !136, inlinedAt: !138)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 64, column: 5, scope: !126, inlinedAt: !138)
!156 = !DILocalVariable(name: "b", arg: 1, scope: !157, file: !2, line: 67, type: !131)
!157 = distinct !DISubprogram(name: "big_digit_sum", scope: !2, file: !2, line: 67, type: !158, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!46, !131}
!160 = !{!156, !161, !162, !164}
!161 = !DILocalVariable(name: "s", scope: !157, file: !2, line: 68, type: !46)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 69, type: !70)
!163 = distinct !DILexicalBlock(scope: !157, file: !2, line: 69, column: 5)
!164 = !DILocalVariable(name: "v", scope: !165, file: !2, line: 69, type: !46)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 69, column: 36)
!166 = distinct !DILexicalBlock(scope: !163, file: !2, line: 69, column: 5)
!167 = !DILocation(line: 0, scope: !157, inlinedAt: !168)
!168 = distinct !DILocation(line: 78, column: 32, scope: !67)
!169 = !DILocation(line: 0, scope: !163, inlinedAt: !168)
!170 = !DILocation(line: 69, column: 23, scope: !166, inlinedAt: !168)
!171 = !DILocation(line: 69, column: 5, scope: !163, inlinedAt: !168)
!172 = !DILocation(line: 69, column: 54, scope: !165, inlinedAt: !168)
!173 = !DILocation(line: 0, scope: !165, inlinedAt: !168)
!174 = !DILocation(line: 69, column: 36, scope: !165, inlinedAt: !168)
!175 = !DILocation(line: 69, column: 32, scope: !166, inlinedAt: !168)
!176 = distinct !{!176, !171, !177, !154}
!177 = !DILocation(line: 69, column: 84, scope: !163, inlinedAt: !168)
!178 = !DILocation(line: 69, column: 68, scope: !179, inlinedAt: !168)
!179 = distinct !DILexicalBlock(scope: !165, file: !2, line: 69, column: 36)
!180 = !DILocation(line: 69, column: 82, scope: !179, inlinedAt: !168)
!181 = !DILocation(line: 69, column: 77, scope: !179, inlinedAt: !168)
!182 = distinct !{!182, !174, !183, !154}
!183 = !DILocation(line: 69, column: 84, scope: !165, inlinedAt: !168)
!184 = !DILocation(line: 68, column: 14, scope: !157, inlinedAt: !168)
!185 = !DILocation(line: 78, column: 5, scope: !67)
!186 = !DILocation(line: 79, column: 5, scope: !67)
!187 = !DILocation(line: 0, scope: !102, inlinedAt: !188)
!188 = distinct !DILocation(line: 80, column: 5, scope: !67)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 9, column: 84, scope: !102, inlinedAt: !188)
!191 = !DILocation(line: 9, column: 76, scope: !102, inlinedAt: !188)
!192 = !DILocation(line: 9, column: 86, scope: !102, inlinedAt: !188)
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !102, inlinedAt: !195)
!195 = distinct !DILocation(line: 81, column: 5, scope: !67)
!196 = !DILocation(line: 9, column: 43, scope: !102, inlinedAt: !195)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 9, column: 76, scope: !102, inlinedAt: !195)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 9, column: 84, scope: !102, inlinedAt: !195)
!201 = !DILocation(line: 9, column: 86, scope: !102, inlinedAt: !195)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !87)
!204 = !DILocation(line: 82, column: 5, scope: !87)
!205 = !DILocation(line: 13, column: 28, scope: !206, inlinedAt: !216)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 13, column: 5)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 13, column: 5)
!208 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 11, type: !103, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !209)
!209 = !{!210, !211, !212, !213, !214}
!210 = !DILocalVariable(name: "b", arg: 1, scope: !208, file: !2, line: 11, type: !105)
!211 = !DILocalVariable(name: "m", arg: 2, scope: !208, file: !2, line: 11, type: !46)
!212 = !DILocalVariable(name: "carry", scope: !208, file: !2, line: 12, type: !41)
!213 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 13, type: !70)
!214 = !DILocalVariable(name: "t", scope: !215, file: !2, line: 14, type: !41)
!215 = distinct !DILexicalBlock(scope: !206, file: !2, line: 13, column: 36)
!216 = distinct !DILocation(line: 76, column: 41, scope: !217)
!217 = distinct !DILexicalBlock(scope: !82, file: !2, line: 76, column: 5)
!218 = !DILocation(line: 0, scope: !208, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !207, inlinedAt: !216)
!220 = !DILocation(line: 13, column: 23, scope: !206, inlinedAt: !216)
!221 = !DILocation(line: 13, column: 5, scope: !207, inlinedAt: !216)
!222 = !DILocation(line: 18, column: 5, scope: !208, inlinedAt: !216)
!223 = !DILocation(line: 14, column: 32, scope: !215, inlinedAt: !216)
!224 = !DILocation(line: 14, column: 22, scope: !215, inlinedAt: !216)
!225 = !DILocation(line: 14, column: 40, scope: !215, inlinedAt: !216)
!226 = !DILocation(line: 14, column: 44, scope: !215, inlinedAt: !216)
!227 = !DILocation(line: 0, scope: !215, inlinedAt: !216)
!228 = !DILocation(line: 16, column: 19, scope: !215, inlinedAt: !216)
!229 = !DILocation(line: 15, column: 32, scope: !215, inlinedAt: !216)
!230 = !DILocation(line: 15, column: 19, scope: !215, inlinedAt: !216)
!231 = !DILocation(line: 15, column: 17, scope: !215, inlinedAt: !216)
!232 = !DILocation(line: 13, column: 32, scope: !206, inlinedAt: !216)
!233 = distinct !{!233, !221, !234, !154}
!234 = !DILocation(line: 17, column: 5, scope: !207, inlinedAt: !216)
!235 = !DILocation(line: 18, column: 36, scope: !236, inlinedAt: !216)
!236 = distinct !DILexicalBlock(scope: !208, file: !2, line: 18, column: 19)
!237 = !DILocation(line: 18, column: 30, scope: !236, inlinedAt: !216)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 18, column: 21, scope: !236, inlinedAt: !216)
!240 = !DILocation(line: 18, column: 34, scope: !236, inlinedAt: !216)
!241 = !DILocation(line: 76, column: 37, scope: !217)
!242 = !DILocation(line: 76, column: 28, scope: !217)
!243 = distinct !{!243, !124, !244, !154}
!244 = !DILocation(line: 76, column: 60, scope: !82)
!245 = !DILocation(line: 0, scope: !126, inlinedAt: !246)
!246 = distinct !DILocation(line: 83, column: 5, scope: !67)
!247 = !DILocation(line: 61, column: 5, scope: !126, inlinedAt: !246)
!248 = !DILocation(line: 62, column: 26, scope: !126, inlinedAt: !246)
!249 = !DILocation(line: 62, column: 28, scope: !126, inlinedAt: !246)
!250 = !DILocation(line: 62, column: 18, scope: !126, inlinedAt: !246)
!251 = !DILocation(line: 62, column: 5, scope: !126, inlinedAt: !246)
!252 = !DILocation(line: 0, scope: !136, inlinedAt: !246)
!253 = !DILocation(line: 63, column: 30, scope: !146, inlinedAt: !246)
!254 = !DILocation(line: 63, column: 5, scope: !136, inlinedAt: !246)
!255 = !DILocation(line: 63, column: 23, scope: !136, inlinedAt: !246)
!256 = !DILocation(line: 63, column: 56, scope: !146, inlinedAt: !246)
!257 = !DILocation(line: 63, column: 41, scope: !146, inlinedAt: !246)
!258 = !DILocation(line: 63, column: 37, scope: !146, inlinedAt: !246)
!259 = distinct !{!259, !254, !260, !154}
!260 = !DILocation(line: 63, column: 63, scope: !136, inlinedAt: !246)
!261 = !DILocation(line: 64, column: 5, scope: !126, inlinedAt: !246)
!262 = !DILocation(line: 84, column: 5, scope: !67)
!263 = !DILocation(line: 0, scope: !102, inlinedAt: !264)
!264 = distinct !DILocation(line: 85, column: 5, scope: !67)
!265 = !DILocation(line: 9, column: 43, scope: !102, inlinedAt: !264)
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 9, column: 76, scope: !102, inlinedAt: !264)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 9, column: 84, scope: !102, inlinedAt: !264)
!270 = !DILocation(line: 9, column: 86, scope: !102, inlinedAt: !264)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 0, scope: !90)
!273 = !DILocation(line: 86, column: 33, scope: !274)
!274 = distinct !DILexicalBlock(scope: !90, file: !2, line: 86, column: 5)
!275 = !DILocation(line: 0, scope: !126, inlinedAt: !276)
!276 = distinct !DILocation(line: 87, column: 5, scope: !67)
!277 = !DILocation(line: 61, column: 5, scope: !126, inlinedAt: !276)
!278 = !DILocation(line: 62, column: 26, scope: !126, inlinedAt: !276)
!279 = !DILocation(line: 62, column: 28, scope: !126, inlinedAt: !276)
!280 = !DILocation(line: 62, column: 18, scope: !126, inlinedAt: !276)
!281 = !DILocation(line: 62, column: 5, scope: !126, inlinedAt: !276)
!282 = !DILocation(line: 0, scope: !136, inlinedAt: !276)
!283 = !DILocation(line: 63, column: 30, scope: !146, inlinedAt: !276)
!284 = !DILocation(line: 63, column: 5, scope: !136, inlinedAt: !276)
!285 = !DILocalVariable(name: "t", scope: !286, file: !2, line: 24, type: !73)
!286 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 21, type: !287, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !105, !131, !131}
!289 = !{!290, !291, !292, !293, !294, !285, !295, !297}
!290 = !DILocalVariable(name: "r", arg: 1, scope: !286, file: !2, line: 21, type: !105)
!291 = !DILocalVariable(name: "a", arg: 2, scope: !286, file: !2, line: 21, type: !131)
!292 = !DILocalVariable(name: "b", arg: 3, scope: !286, file: !2, line: 21, type: !131)
!293 = !DILocalVariable(name: "n", scope: !286, file: !2, line: 22, type: !70)
!294 = !DILocalVariable(name: "carry", scope: !286, file: !2, line: 23, type: !46)
!295 = !DILocalVariable(name: "i", scope: !296, file: !2, line: 26, type: !70)
!296 = distinct !DILexicalBlock(scope: !286, file: !2, line: 26, column: 5)
!297 = !DILocalVariable(name: "s", scope: !298, file: !2, line: 27, type: !46)
!298 = distinct !DILexicalBlock(scope: !299, file: !2, line: 26, column: 33)
!299 = distinct !DILexicalBlock(scope: !296, file: !2, line: 26, column: 5)
!300 = !DILocation(line: 0, scope: !286, inlinedAt: !301)
!301 = distinct !DILocation(line: 82, column: 37, scope: !302)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 82, column: 35)
!303 = distinct !DILexicalBlock(scope: !87, file: !2, line: 82, column: 5)
!304 = !DILocation(line: 22, column: 16, scope: !286, inlinedAt: !301)
!305 = !DILocation(line: 22, column: 23, scope: !286, inlinedAt: !301)
!306 = !DILocation(line: 22, column: 13, scope: !286, inlinedAt: !301)
!307 = !DILocation(line: 24, column: 5, scope: !286, inlinedAt: !301)
!308 = !DILocation(line: 25, column: 5, scope: !286, inlinedAt: !301)
!309 = distinct !DIAssignID()
!310 = !DILocation(line: 0, scope: !296, inlinedAt: !301)
!311 = !DILocation(line: 26, column: 23, scope: !299, inlinedAt: !301)
!312 = !DILocation(line: 26, column: 5, scope: !296, inlinedAt: !301)
!313 = !DILocation(line: 31, column: 9, scope: !286, inlinedAt: !301)
!314 = distinct !DIAssignID()
!315 = !DILocation(line: 32, column: 9, scope: !286, inlinedAt: !301)
!316 = !DILocation(line: 27, column: 22, scope: !298, inlinedAt: !301)
!317 = !DILocation(line: 27, column: 32, scope: !298, inlinedAt: !301)
!318 = !DILocation(line: 27, column: 30, scope: !298, inlinedAt: !301)
!319 = !DILocation(line: 27, column: 40, scope: !298, inlinedAt: !301)
!320 = !DILocation(line: 0, scope: !298, inlinedAt: !301)
!321 = !DILocation(line: 28, column: 19, scope: !298, inlinedAt: !301)
!322 = !DILocation(line: 29, column: 28, scope: !298, inlinedAt: !301)
!323 = !DILocation(line: 29, column: 20, scope: !298, inlinedAt: !301)
!324 = !DILocation(line: 29, column: 9, scope: !298, inlinedAt: !301)
!325 = !DILocation(line: 29, column: 16, scope: !298, inlinedAt: !301)
!326 = !DILocation(line: 26, column: 29, scope: !299, inlinedAt: !301)
!327 = distinct !{!327, !312, !328, !154}
!328 = !DILocation(line: 30, column: 5, scope: !296, inlinedAt: !301)
!329 = !DILocation(line: 32, column: 23, scope: !330, inlinedAt: !301)
!330 = distinct !DILexicalBlock(scope: !286, file: !2, line: 32, column: 9)
!331 = distinct !DIAssignID()
!332 = !DILocation(line: 32, column: 16, scope: !330, inlinedAt: !301)
!333 = !DILocation(line: 32, column: 27, scope: !330, inlinedAt: !301)
!334 = !DILocation(line: 33, column: 10, scope: !286, inlinedAt: !301)
!335 = !{i64 0, i64 480, !336, i64 480, i64 4, !113}
!336 = !{!115, !115, i64 0}
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 34, column: 1, scope: !286, inlinedAt: !301)
!339 = !DILocation(line: 82, column: 62, scope: !302)
!340 = distinct !DIAssignID()
!341 = !DILocation(line: 82, column: 69, scope: !302)
!342 = distinct !DIAssignID()
!343 = !DILocation(line: 82, column: 31, scope: !303)
!344 = !DILocation(line: 82, column: 23, scope: !303)
!345 = distinct !{!345, !204, !346, !154}
!346 = !DILocation(line: 82, column: 72, scope: !87)
!347 = !DILocation(line: 63, column: 23, scope: !136, inlinedAt: !276)
!348 = !DILocation(line: 63, column: 56, scope: !146, inlinedAt: !276)
!349 = !DILocation(line: 63, column: 41, scope: !146, inlinedAt: !276)
!350 = !DILocation(line: 63, column: 37, scope: !146, inlinedAt: !276)
!351 = distinct !{!351, !284, !352, !154}
!352 = !DILocation(line: 63, column: 63, scope: !136, inlinedAt: !276)
!353 = !DILocation(line: 64, column: 5, scope: !126, inlinedAt: !276)
!354 = !DILocation(line: 88, column: 5, scope: !67)
!355 = !DILocation(line: 89, column: 5, scope: !67)
!356 = !DILocation(line: 0, scope: !157, inlinedAt: !357)
!357 = distinct !DILocation(line: 90, column: 59, scope: !67)
!358 = !DILocation(line: 0, scope: !163, inlinedAt: !357)
!359 = !DILocation(line: 69, column: 23, scope: !166, inlinedAt: !357)
!360 = !DILocation(line: 69, column: 5, scope: !163, inlinedAt: !357)
!361 = !DILocation(line: 69, column: 54, scope: !165, inlinedAt: !357)
!362 = !DILocation(line: 0, scope: !165, inlinedAt: !357)
!363 = !DILocation(line: 69, column: 36, scope: !165, inlinedAt: !357)
!364 = !DILocation(line: 69, column: 32, scope: !166, inlinedAt: !357)
!365 = distinct !{!365, !360, !366, !154}
!366 = !DILocation(line: 69, column: 84, scope: !163, inlinedAt: !357)
!367 = !DILocation(line: 69, column: 68, scope: !179, inlinedAt: !357)
!368 = !DILocation(line: 69, column: 82, scope: !179, inlinedAt: !357)
!369 = !DILocation(line: 69, column: 77, scope: !179, inlinedAt: !357)
!370 = distinct !{!370, !363, !371, !154}
!371 = !DILocation(line: 69, column: 84, scope: !165, inlinedAt: !357)
!372 = !DILocation(line: 68, column: 14, scope: !157, inlinedAt: !357)
!373 = !DILocation(line: 90, column: 5, scope: !67)
!374 = !DILocation(line: 92, column: 1, scope: !67)
!375 = !DILocation(line: 91, column: 5, scope: !67)
!376 = !DISubprogram(name: "printf", scope: !377, file: !377, line: 356, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!378 = !DISubroutineType(types: !379)
!379 = !{!70, !380, null}
!380 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!381 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 36, type: !287, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !382)
!382 = !{!383, !384, !385, !386, !390, !392, !395, !396, !397, !398, !400}
!383 = !DILocalVariable(name: "r", arg: 1, scope: !381, file: !2, line: 36, type: !105)
!384 = !DILocalVariable(name: "a", arg: 2, scope: !381, file: !2, line: 36, type: !131)
!385 = !DILocalVariable(name: "b", arg: 3, scope: !381, file: !2, line: 36, type: !131)
!386 = !DILocalVariable(name: "acc", scope: !381, file: !2, line: 37, type: !387)
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 15360, elements: !388)
!388 = !{!389}
!389 = !DISubrange(count: 240)
!390 = !DILocalVariable(name: "i", scope: !391, file: !2, line: 38, type: !70)
!391 = distinct !DILexicalBlock(scope: !381, file: !2, line: 38, column: 5)
!392 = !DILocalVariable(name: "j", scope: !393, file: !2, line: 39, type: !70)
!393 = distinct !DILexicalBlock(scope: !394, file: !2, line: 39, column: 9)
!394 = distinct !DILexicalBlock(scope: !391, file: !2, line: 38, column: 5)
!395 = !DILocalVariable(name: "t", scope: !381, file: !2, line: 46, type: !73)
!396 = !DILocalVariable(name: "carry", scope: !381, file: !2, line: 48, type: !41)
!397 = !DILocalVariable(name: "n", scope: !381, file: !2, line: 49, type: !70)
!398 = !DILocalVariable(name: "i", scope: !399, file: !2, line: 50, type: !70)
!399 = distinct !DILexicalBlock(scope: !381, file: !2, line: 50, column: 5)
!400 = !DILocalVariable(name: "v", scope: !401, file: !2, line: 51, type: !41)
!401 = distinct !DILexicalBlock(scope: !402, file: !2, line: 50, column: 33)
!402 = distinct !DILexicalBlock(scope: !399, file: !2, line: 50, column: 5)
!403 = distinct !DIAssignID()
!404 = !DILocation(line: 0, scope: !381)
!405 = distinct !DIAssignID()
!406 = !DILocation(line: 37, column: 5, scope: !381)
!407 = !DILocation(line: 37, column: 14, scope: !381)
!408 = distinct !DIAssignID()
!409 = !DILocation(line: 0, scope: !391)
!410 = !DILocation(line: 38, column: 23, scope: !394)
!411 = !DILocation(line: 38, column: 5, scope: !391)
!412 = !DILocation(line: 0, scope: !393)
!413 = !DILocation(line: 39, column: 9, scope: !393)
!414 = !DILocation(line: 46, column: 5, scope: !381)
!415 = !DILocation(line: 47, column: 5, scope: !381)
!416 = distinct !DIAssignID()
!417 = distinct !DIAssignID()
!418 = !DILocation(line: 49, column: 18, scope: !381)
!419 = !DILocation(line: 0, scope: !399)
!420 = !DILocation(line: 50, column: 23, scope: !402)
!421 = !DILocation(line: 50, column: 5, scope: !399)
!422 = !DILocation(line: 38, column: 32, scope: !394)
!423 = distinct !{!423, !411, !424, !154}
!424 = !DILocation(line: 45, column: 9, scope: !391)
!425 = !DILocation(line: 40, column: 47, scope: !426)
!426 = distinct !DILexicalBlock(scope: !427, file: !2, line: 39, column: 40)
!427 = distinct !DILexicalBlock(scope: !393, file: !2, line: 39, column: 9)
!428 = !DILocation(line: 40, column: 45, scope: !426)
!429 = !DILocation(line: 40, column: 19, scope: !426)
!430 = !DILocation(line: 40, column: 13, scope: !426)
!431 = !DILocation(line: 40, column: 24, scope: !426)
!432 = !{!433, !433, i64 0}
!433 = !{!"long", !115, i64 0}
!434 = !DILocation(line: 41, column: 28, scope: !435)
!435 = distinct !DILexicalBlock(scope: !426, file: !2, line: 41, column: 17)
!436 = !DILocation(line: 41, column: 17, scope: !426)
!437 = !DILocation(line: 42, column: 46, scope: !438)
!438 = distinct !DILexicalBlock(scope: !435, file: !2, line: 41, column: 55)
!439 = !DILocation(line: 42, column: 27, scope: !438)
!440 = !DILocation(line: 42, column: 17, scope: !438)
!441 = !DILocation(line: 42, column: 32, scope: !438)
!442 = !DILocation(line: 43, column: 28, scope: !438)
!443 = !DILocation(line: 44, column: 13, scope: !438)
!444 = !DILocation(line: 39, column: 36, scope: !427)
!445 = !DILocation(line: 39, column: 27, scope: !427)
!446 = distinct !{!446, !413, !447, !154}
!447 = !DILocation(line: 45, column: 9, scope: !393)
!448 = !DILocation(line: 55, column: 7, scope: !381)
!449 = distinct !DIAssignID()
!450 = !DILocation(line: 56, column: 5, scope: !381)
!451 = !DILocation(line: 51, column: 22, scope: !401)
!452 = !DILocation(line: 51, column: 29, scope: !401)
!453 = !DILocation(line: 0, scope: !401)
!454 = !DILocation(line: 53, column: 19, scope: !401)
!455 = !DILocation(line: 52, column: 31, scope: !401)
!456 = !DILocation(line: 52, column: 18, scope: !401)
!457 = !DILocation(line: 52, column: 9, scope: !401)
!458 = !DILocation(line: 52, column: 16, scope: !401)
!459 = !DILocation(line: 50, column: 29, scope: !402)
!460 = distinct !{!460, !421, !461, !154}
!461 = !DILocation(line: 54, column: 5, scope: !399)
!462 = !DILocation(line: 56, column: 16, scope: !381)
!463 = !DILocation(line: 56, column: 20, scope: !381)
!464 = !DILocation(line: 56, column: 31, scope: !381)
!465 = !DILocation(line: 56, column: 23, scope: !381)
!466 = !DILocation(line: 56, column: 36, scope: !381)
!467 = distinct !{!467, !450, !468, !154}
!468 = !DILocation(line: 56, column: 45, scope: !381)
!469 = !DILocation(line: 57, column: 10, scope: !381)
!470 = !DILocation(line: 58, column: 1, scope: !381)
