; ModuleID = 'tests/programs/nohdr_funcptr.c'
source_filename = "tests/programs/nohdr_funcptr.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

%struct.Emp = type { [8 x i8], i32 }

@__const.main.v = private unnamed_addr constant [12 x i32] [i32 17, i32 4, i32 23, i32 8, i32 15, i32 42, i32 16, i32 9, i32 31, i32 2, i32 11, i32 30], align 4
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@__const.main.e = private unnamed_addr constant [5 x %struct.Emp] [%struct.Emp { [8 x i8] c"ann\00\00\00\00\00", i32 500 }, %struct.Emp { [8 x i8] c"bo\00\00\00\00\00\00", i32 700 }, %struct.Emp { [8 x i8] c"cy\00\00\00\00\00\00", i32 300 }, %struct.Emp { [8 x i8] c"di\00\00\00\00\00\00", i32 900 }, %struct.Emp { [8 x i8] c"ed\00\00\00\00\00\00", i32 600 }], align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [14 x i8] c"chained = %d\0A\00", align 1, !dbg !12
@.str.7 = private unnamed_addr constant [12 x i8] c"state = %d\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !63 {
    #dbg_declare(ptr undef, !108, !DIExpression(DW_OP_LLVM_fragment, 96, 416), !135)
    #dbg_declare(ptr undef, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 480), !137)
  %1 = alloca [12 x i32], align 4
  %2 = alloca [5 x %struct.Emp], align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5, !dbg !139
    #dbg_declare(ptr %1, !67, !DIExpression(), !140)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %1, ptr noundef nonnull align 4 dereferenceable(48) @__const.main.v, i64 48, i1 false), !dbg !140
    #dbg_value(i32 5, !69, !DIExpression(), !141)
    #dbg_value(ptr %1, !120, !DIExpression(), !142)
    #dbg_value(i32 12, !121, !DIExpression(), !142)
    #dbg_value(i32 4, !122, !DIExpression(), !142)
    #dbg_value(ptr poison, !123, !DIExpression(), !142)
    #dbg_value(ptr undef, !124, !DIExpression(), !142)
    #dbg_value(ptr %1, !125, !DIExpression(), !142)
    #dbg_value(i32 1, !127, !DIExpression(), !143)
  %3 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !144
  %4 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !144
  br label %5, !dbg !144

5:                                                ; preds = %33, %0
  %6 = phi i64 [ 1, %0 ], [ %38, %33 ]
    #dbg_value(i64 %6, !127, !DIExpression(), !143)
    #dbg_value(i64 %6, !129, !DIExpression(), !145)
  %7 = shl nsw i64 %6, 2, !dbg !146
  %8 = getelementptr inbounds i8, ptr %1, i64 %7, !dbg !147
  %9 = load i32, ptr %8, align 4, !dbg !148
    #dbg_value(i32 %9, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !142)
  %10 = srem i32 %9, 5
  br label %11, !dbg !149

11:                                               ; preds = %26, %5
  %12 = phi i64 [ %6, %5 ], [ %13, %26 ]
    #dbg_value(i64 %12, !129, !DIExpression(), !145)
  %13 = add nsw i64 %12, -1, !dbg !150
  %14 = shl i64 %13, 2, !dbg !151
  %15 = and i64 %14, 4294967292, !dbg !152
  %16 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !152
    #dbg_value(ptr %16, !153, !DIExpression(), !161)
    #dbg_value(ptr undef, !156, !DIExpression(), !161)
    #dbg_value(ptr undef, !157, !DIExpression(), !161)
    #dbg_value(i32 5, !158, !DIExpression(), !161)
  %17 = load i32, ptr %16, align 4, !dbg !163
  %18 = srem i32 %17, 5, !dbg !164
    #dbg_value(i32 %18, !159, !DIExpression(), !161)
    #dbg_value(i32 %10, !160, !DIExpression(), !161)
  %19 = icmp eq i32 %18, %10, !dbg !165
  br i1 %19, label %24, label %20, !dbg !167

20:                                               ; preds = %11
  %21 = icmp slt i32 %18, %10, !dbg !168
  br i1 %21, label %22, label %26, !dbg !169

22:                                               ; preds = %20
  %23 = trunc nuw i64 %12 to i32, !dbg !170
  br label %33, !dbg !170

24:                                               ; preds = %11
  %25 = icmp sgt i32 %17, %9, !dbg !171
  br i1 %25, label %26, label %31, !dbg !170

26:                                               ; preds = %20, %24
  %27 = shl i64 %12, 2, !dbg !172
  %28 = and i64 %27, 4294967292, !dbg !174
  %29 = getelementptr inbounds i8, ptr %1, i64 %28, !dbg !174
  store i32 %17, ptr %29, align 4, !dbg !175
    #dbg_value(i64 %13, !129, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !145)
  %30 = icmp sgt i64 %12, 1, !dbg !176
  br i1 %30, label %11, label %33, !dbg !149, !llvm.loop !177

31:                                               ; preds = %24
  %32 = trunc nuw i64 %12 to i32
  br label %33, !dbg !180

33:                                               ; preds = %26, %31, %22
  %34 = phi i32 [ %23, %22 ], [ %32, %31 ], [ 0, %26 ], !dbg !145
  %35 = shl nsw i32 %34, 2, !dbg !180
  %36 = sext i32 %35 to i64, !dbg !181
  %37 = getelementptr inbounds i8, ptr %1, i64 %36, !dbg !181
  store i32 %9, ptr %37, align 4, !dbg !182
  %38 = add nuw nsw i64 %6, 1, !dbg !183
    #dbg_value(i64 %38, !127, !DIExpression(), !143)
  %39 = icmp eq i64 %38, 12, !dbg !184
  br i1 %39, label %40, label %5, !dbg !144, !llvm.loop !185

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !144
  %42 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !144
    #dbg_value(i64 0, !70, !DIExpression(), !187)
  %43 = load i32, ptr %1, align 4, !dbg !188, !tbaa !190
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43), !dbg !194
    #dbg_value(i64 1, !70, !DIExpression(), !187)
  %45 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !188
  %46 = load i32, ptr %45, align 4, !dbg !188, !tbaa !190
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46), !dbg !194
    #dbg_value(i64 2, !70, !DIExpression(), !187)
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !188
  %49 = load i32, ptr %48, align 4, !dbg !188, !tbaa !190
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49), !dbg !194
    #dbg_value(i64 3, !70, !DIExpression(), !187)
  %51 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !188
  %52 = load i32, ptr %51, align 4, !dbg !188, !tbaa !190
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52), !dbg !194
    #dbg_value(i64 4, !70, !DIExpression(), !187)
  %54 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !188
  %55 = load i32, ptr %54, align 4, !dbg !188, !tbaa !190
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55), !dbg !194
    #dbg_value(i64 5, !70, !DIExpression(), !187)
  %57 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !188
  %58 = load i32, ptr %57, align 4, !dbg !188, !tbaa !190
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %58), !dbg !194
    #dbg_value(i64 6, !70, !DIExpression(), !187)
  %60 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !188
  %61 = load i32, ptr %60, align 4, !dbg !188, !tbaa !190
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61), !dbg !194
    #dbg_value(i64 7, !70, !DIExpression(), !187)
  %63 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !188
  %64 = load i32, ptr %63, align 4, !dbg !188, !tbaa !190
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %64), !dbg !194
    #dbg_value(i64 8, !70, !DIExpression(), !187)
  %66 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !188
  %67 = load i32, ptr %66, align 4, !dbg !188, !tbaa !190
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67), !dbg !194
    #dbg_value(i64 9, !70, !DIExpression(), !187)
  %69 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !188
  %70 = load i32, ptr %69, align 4, !dbg !188, !tbaa !190
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %70), !dbg !194
    #dbg_value(i64 10, !70, !DIExpression(), !187)
  %72 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !188
  %73 = load i32, ptr %72, align 4, !dbg !188, !tbaa !190
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73), !dbg !194
    #dbg_value(i64 11, !70, !DIExpression(), !187)
  %75 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !188
  %76 = load i32, ptr %75, align 4, !dbg !188, !tbaa !190
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %76), !dbg !194
    #dbg_value(i64 12, !70, !DIExpression(), !187)
  %78 = tail call i32 @putchar(i32 10), !dbg !195
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %2) #5, !dbg !196
    #dbg_declare(ptr %2, !72, !DIExpression(), !197)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(60) %2, ptr noundef nonnull align 4 dereferenceable(60) @__const.main.e, i64 60, i1 false), !dbg !197
    #dbg_value(ptr %2, !120, !DIExpression(), !198)
    #dbg_value(i32 5, !121, !DIExpression(), !198)
    #dbg_value(i32 12, !122, !DIExpression(), !198)
    #dbg_value(ptr poison, !123, !DIExpression(), !198)
    #dbg_value(ptr null, !124, !DIExpression(), !198)
    #dbg_value(ptr %2, !125, !DIExpression(), !198)
    #dbg_value(i64 1, !127, !DIExpression(), !199)
    #dbg_value(i64 1, !129, !DIExpression(), !200)
    #dbg_value(i64 28514, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
  %79 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !201
    #dbg_value(i32 700, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !198)
    #dbg_value(ptr %2, !202, !DIExpression(), !211)
    #dbg_value(ptr undef, !205, !DIExpression(), !211)
    #dbg_value(ptr null, !206, !DIExpression(), !211)
    #dbg_value(ptr %2, !207, !DIExpression(), !211)
    #dbg_value(ptr undef, !210, !DIExpression(), !211)
  %80 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !213
    #dbg_value(i64 0, !129, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !200)
  store i64 28514, ptr %2, align 8, !dbg !214
  store i32 700, ptr %80, align 8, !dbg !214
    #dbg_value(i64 2, !127, !DIExpression(), !199)
    #dbg_value(i64 2, !129, !DIExpression(), !200)
    #dbg_value(i64 31075, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
  %81 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !201
    #dbg_value(i32 300, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !198)
    #dbg_value(ptr %41, !202, !DIExpression(), !211)
    #dbg_value(ptr %41, !207, !DIExpression(), !211)
  store i64 31075, ptr %3, align 8, !dbg !214
  %82 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !214
  store i32 300, ptr %82, align 8, !dbg !214
    #dbg_value(i64 3, !127, !DIExpression(), !199)
    #dbg_value(i64 3, !129, !DIExpression(), !200)
    #dbg_value(i64 26980, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
  %83 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !201
    #dbg_value(i32 900, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !198)
    #dbg_value(ptr %3, !202, !DIExpression(), !211)
    #dbg_value(ptr %3, !207, !DIExpression(), !211)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %3, i64 12, i1 false), !dbg !215
    #dbg_value(i64 2, !129, !DIExpression(), !200)
    #dbg_value(ptr %41, !202, !DIExpression(), !211)
    #dbg_value(ptr %41, !207, !DIExpression(), !211)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !215
    #dbg_value(i64 1, !129, !DIExpression(), !200)
    #dbg_value(ptr %2, !202, !DIExpression(), !211)
    #dbg_value(ptr %2, !207, !DIExpression(), !211)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %41, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !dbg !215
    #dbg_value(i64 0, !129, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !200)
  store i64 26980, ptr %2, align 8, !dbg !214
  store i32 900, ptr %80, align 8, !dbg !214
    #dbg_value(i64 4, !127, !DIExpression(), !199)
    #dbg_value(i64 4, !129, !DIExpression(), !200)
    #dbg_value(i64 25701, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(i32 600, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !198)
    #dbg_value(ptr %4, !202, !DIExpression(), !211)
    #dbg_value(ptr %4, !207, !DIExpression(), !211)
  %84 = load i32, ptr %83, align 4, !dbg !213, !tbaa !216
  %85 = icmp slt i32 %84, 600, !dbg !218
  br i1 %85, label %86, label %93, !dbg !219

86:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %42, ptr noundef nonnull align 4 dereferenceable(12) %4, i64 12, i1 false), !dbg !215
    #dbg_value(i64 3, !129, !DIExpression(), !200)
    #dbg_value(ptr %3, !202, !DIExpression(), !211)
    #dbg_value(ptr undef, !205, !DIExpression(), !211)
    #dbg_value(ptr null, !206, !DIExpression(), !211)
    #dbg_value(ptr %3, !207, !DIExpression(), !211)
    #dbg_value(ptr undef, !210, !DIExpression(), !211)
  %87 = load i32, ptr %81, align 8, !dbg !213, !tbaa !216
  %88 = icmp slt i32 %87, 600, !dbg !218
  br i1 %88, label %89, label %93, !dbg !219

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !215
    #dbg_value(i64 2, !129, !DIExpression(), !200)
    #dbg_value(ptr %41, !202, !DIExpression(), !211)
    #dbg_value(ptr undef, !205, !DIExpression(), !211)
    #dbg_value(ptr null, !206, !DIExpression(), !211)
    #dbg_value(ptr %41, !207, !DIExpression(), !211)
    #dbg_value(ptr undef, !210, !DIExpression(), !211)
  %90 = load i32, ptr %79, align 4, !dbg !213, !tbaa !216
  %91 = icmp slt i32 %90, 600, !dbg !218
  br i1 %91, label %92, label %93, !dbg !219

92:                                               ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) %41, i64 12, i1 false), !dbg !215
    #dbg_value(i64 1, !129, !DIExpression(), !200)
    #dbg_value(ptr %2, !202, !DIExpression(), !211)
    #dbg_value(ptr undef, !205, !DIExpression(), !211)
    #dbg_value(ptr null, !206, !DIExpression(), !211)
    #dbg_value(ptr %2, !207, !DIExpression(), !211)
    #dbg_value(ptr undef, !210, !DIExpression(), !211)
  br label %93, !dbg !219

93:                                               ; preds = %92, %89, %86, %40
  %94 = phi ptr [ %42, %40 ], [ %4, %86 ], [ %3, %89 ], [ %41, %92 ], !dbg !200
  %95 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !201
  store i64 25701, ptr %94, align 1, !dbg !214
  %96 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !214
  store i32 600, ptr %96, align 1, !dbg !214
    #dbg_value(i64 5, !127, !DIExpression(), !199)
    #dbg_value(i64 0, !83, !DIExpression(), !220)
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef 900), !dbg !221
    #dbg_value(i64 1, !83, !DIExpression(), !220)
  %98 = load i32, ptr %79, align 4, !dbg !223, !tbaa !216
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %41, i32 noundef %98), !dbg !221
    #dbg_value(i64 2, !83, !DIExpression(), !220)
  %100 = load i32, ptr %81, align 8, !dbg !223, !tbaa !216
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3, i32 noundef %100), !dbg !221
    #dbg_value(i64 3, !83, !DIExpression(), !220)
  %102 = load i32, ptr %83, align 4, !dbg !223, !tbaa !216
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %4, i32 noundef %102), !dbg !221
    #dbg_value(i64 4, !83, !DIExpression(), !220)
  %104 = load i32, ptr %95, align 8, !dbg !223, !tbaa !216
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %42, i32 noundef %104), !dbg !221
    #dbg_value(i64 5, !83, !DIExpression(), !220)
  %106 = call i32 @putchar(i32 10), !dbg !224
    #dbg_value(ptr poison, !85, !DIExpression(), !141)
    #dbg_value(i32 16901, !88, !DIExpression(), !141)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 16901), !dbg !225
    #dbg_declare(ptr poison, !91, !DIExpression(), !226)
    #dbg_value(i32 -63, !102, !DIExpression(), !141)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -63), !dbg !227
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %2) #5, !dbg !228
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5, !dbg !228
  ret i32 0, !dbg !228
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !229 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_funcptr.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !29, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!23 = !{!24, !25, !27}
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!29 = !{!0, !30, !7, !12, !35, !37, !39, !17, !41}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !3, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !3, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !3, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "t", scope: !43, file: !2, line: 40, type: !52, isLocal: true, isDefinition: true)
!43 = distinct !DISubprogram(name: "choose", scope: !2, file: !2, line: 40, type: !44, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !50)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !26}
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "op_fn", file: !2, line: 36, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DISubroutineType(types: !49)
!49 = !{!26, !26}
!50 = !{!51}
!51 = !DILocalVariable(name: "k", arg: 1, scope: !43, file: !2, line: 40, type: !26)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 192, elements: !54)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!54 = !{!55}
!55 = !DISubrange(count: 3)
!56 = !{i32 7, !"Dwarf Version", i32 4}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 1}
!61 = !{i32 7, !"frame-pointer", i32 1}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !64, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!26}
!66 = !{!67, !69, !70, !72, !83, !85, !88, !89, !91, !102, !103, !105}
!67 = !DILocalVariable(name: "v", scope: !63, file: !2, line: 49, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 384, elements: !20)
!69 = !DILocalVariable(name: "mod", scope: !63, file: !2, line: 50, type: !26)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 52, type: !26)
!71 = distinct !DILexicalBlock(scope: !63, file: !2, line: 52, column: 5)
!72 = !DILocalVariable(name: "e", scope: !63, file: !2, line: 54, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 480, elements: !81)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Emp", file: !2, line: 29, size: 96, elements: !75)
!75 = !{!76, !80}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !74, file: !2, line: 29, baseType: !77, size: 64)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 8)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !74, file: !2, line: 29, baseType: !26, size: 32, offset: 64)
!81 = !{!82}
!82 = !DISubrange(count: 5)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 56, type: !26)
!84 = distinct !DILexicalBlock(scope: !63, file: !2, line: 56, column: 5)
!85 = !DILocalVariable(name: "ch", scope: !63, file: !2, line: 58, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "chooser_fn", file: !2, line: 41, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!88 = !DILocalVariable(name: "x", scope: !63, file: !2, line: 59, type: !26)
!89 = !DILocalVariable(name: "k", scope: !90, file: !2, line: 60, type: !26)
!90 = distinct !DILexicalBlock(scope: !63, file: !2, line: 60, column: 5)
!91 = !DILocalVariable(name: "hs", scope: !63, file: !2, line: 62, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 512, elements: !5)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Handler", file: !2, line: 43, size: 128, elements: !94)
!94 = !{!95, !98}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !93, file: !2, line: 43, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !93, file: !2, line: 43, baseType: !99, size: 64, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DISubroutineType(types: !101)
!101 = !{null, !25, !26}
!102 = !DILocalVariable(name: "state", scope: !63, file: !2, line: 63, type: !26)
!103 = !DILocalVariable(name: "r", scope: !104, file: !2, line: 64, type: !26)
!104 = distinct !DILexicalBlock(scope: !63, file: !2, line: 64, column: 5)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 65, type: !26)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 65, column: 9)
!107 = distinct !DILexicalBlock(scope: !104, file: !2, line: 64, column: 5)
!108 = !DILocalVariable(name: "tmp", scope: !109, file: !2, line: 10, type: !132)
!109 = distinct !DISubprogram(name: "generic_sort", scope: !2, file: !2, line: 8, type: !110, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !119)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112, !26, !26, !113, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !2, line: 6, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DISubroutineType(types: !116)
!116 = !{!26, !117, !117, !112}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!119 = !{!120, !121, !122, !123, !124, !125, !108, !127, !129}
!120 = !DILocalVariable(name: "base", arg: 1, scope: !109, file: !2, line: 8, type: !112)
!121 = !DILocalVariable(name: "n", arg: 2, scope: !109, file: !2, line: 8, type: !26)
!122 = !DILocalVariable(name: "size", arg: 3, scope: !109, file: !2, line: 8, type: !26)
!123 = !DILocalVariable(name: "cmp", arg: 4, scope: !109, file: !2, line: 8, type: !113)
!124 = !DILocalVariable(name: "ctx", arg: 5, scope: !109, file: !2, line: 8, type: !112)
!125 = !DILocalVariable(name: "b", scope: !109, file: !2, line: 9, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 11, type: !26)
!128 = distinct !DILexicalBlock(scope: !109, file: !2, line: 11, column: 5)
!129 = !DILocalVariable(name: "j", scope: !130, file: !2, line: 12, type: !26)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 11, column: 33)
!131 = distinct !DILexicalBlock(scope: !128, file: !2, line: 11, column: 5)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !133)
!133 = !{!134}
!134 = !DISubrange(count: 64)
!135 = !DILocation(line: 10, column: 10, scope: !109, inlinedAt: !136)
!136 = distinct !DILocation(line: 55, column: 5, scope: !63)
!137 = !DILocation(line: 10, column: 10, scope: !109, inlinedAt: !138)
!138 = distinct !DILocation(line: 51, column: 5, scope: !63)
!139 = !DILocation(line: 49, column: 5, scope: !63)
!140 = !DILocation(line: 49, column: 9, scope: !63)
!141 = !DILocation(line: 0, scope: !63)
!142 = !DILocation(line: 0, scope: !109, inlinedAt: !138)
!143 = !DILocation(line: 0, scope: !128, inlinedAt: !138)
!144 = !DILocation(line: 11, column: 5, scope: !128, inlinedAt: !138)
!145 = !DILocation(line: 0, scope: !130, inlinedAt: !138)
!146 = !DILocation(line: 13, column: 37, scope: !130, inlinedAt: !138)
!147 = !DILocation(line: 13, column: 33, scope: !130, inlinedAt: !138)
!148 = !DILocation(line: 13, column: 9, scope: !130, inlinedAt: !138)
!149 = !DILocation(line: 14, column: 22, scope: !130, inlinedAt: !138)
!150 = !DILocation(line: 14, column: 36, scope: !130, inlinedAt: !138)
!151 = !DILocation(line: 14, column: 41, scope: !130, inlinedAt: !138)
!152 = !DILocation(line: 14, column: 31, scope: !130, inlinedAt: !138)
!153 = !DILocalVariable(name: "a", arg: 1, scope: !154, file: !2, line: 22, type: !117)
!154 = distinct !DISubprogram(name: "cmp_int_mod", scope: !2, file: !2, line: 22, type: !115, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !155)
!155 = !{!153, !156, !157, !158, !159, !160}
!156 = !DILocalVariable(name: "b", arg: 2, scope: !154, file: !2, line: 22, type: !117)
!157 = !DILocalVariable(name: "ctx", arg: 3, scope: !154, file: !2, line: 22, type: !112)
!158 = !DILocalVariable(name: "m", scope: !154, file: !2, line: 23, type: !26)
!159 = !DILocalVariable(name: "x", scope: !154, file: !2, line: 24, type: !26)
!160 = !DILocalVariable(name: "y", scope: !154, file: !2, line: 24, type: !26)
!161 = !DILocation(line: 0, scope: !154, inlinedAt: !162)
!162 = distinct !DILocation(line: 14, column: 25, scope: !130, inlinedAt: !138)
!163 = !DILocation(line: 24, column: 13, scope: !154, inlinedAt: !162)
!164 = !DILocation(line: 24, column: 29, scope: !154, inlinedAt: !162)
!165 = !DILocation(line: 25, column: 11, scope: !166, inlinedAt: !162)
!166 = distinct !DILexicalBlock(scope: !154, file: !2, line: 25, column: 9)
!167 = !DILocation(line: 25, column: 9, scope: !154, inlinedAt: !162)
!168 = !DILocation(line: 25, column: 26, scope: !166, inlinedAt: !162)
!169 = !DILocation(line: 25, scope: !166, inlinedAt: !162)
!170 = !DILocation(line: 14, column: 9, scope: !130, inlinedAt: !138)
!171 = !DILocation(line: 26, column: 29, scope: !154, inlinedAt: !162)
!172 = !DILocation(line: 15, column: 36, scope: !173, inlinedAt: !138)
!173 = distinct !DILexicalBlock(scope: !130, file: !2, line: 14, column: 64)
!174 = !DILocation(line: 15, column: 32, scope: !173, inlinedAt: !138)
!175 = !DILocation(line: 15, column: 13, scope: !173, inlinedAt: !138)
!176 = !DILocation(line: 14, column: 18, scope: !130, inlinedAt: !138)
!177 = distinct !{!177, !170, !178, !179}
!178 = !DILocation(line: 17, column: 9, scope: !130, inlinedAt: !138)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !DILocation(line: 18, column: 32, scope: !130, inlinedAt: !138)
!181 = !DILocation(line: 18, column: 28, scope: !130, inlinedAt: !138)
!182 = !DILocation(line: 18, column: 9, scope: !130, inlinedAt: !138)
!183 = !DILocation(line: 11, column: 29, scope: !131, inlinedAt: !138)
!184 = !DILocation(line: 11, column: 23, scope: !131, inlinedAt: !138)
!185 = distinct !{!185, !144, !186, !179}
!186 = !DILocation(line: 19, column: 5, scope: !128, inlinedAt: !138)
!187 = !DILocation(line: 0, scope: !71)
!188 = !DILocation(line: 52, column: 48, scope: !189)
!189 = distinct !DILexicalBlock(scope: !71, file: !2, line: 52, column: 5)
!190 = !{!191, !191, i64 0}
!191 = !{!"int", !192, i64 0}
!192 = !{!"omnipotent char", !193, i64 0}
!193 = !{!"Simple C/C++ TBAA"}
!194 = !DILocation(line: 52, column: 34, scope: !189)
!195 = !DILocation(line: 53, column: 5, scope: !63)
!196 = !DILocation(line: 54, column: 5, scope: !63)
!197 = !DILocation(line: 54, column: 16, scope: !63)
!198 = !DILocation(line: 0, scope: !109, inlinedAt: !136)
!199 = !DILocation(line: 0, scope: !128, inlinedAt: !136)
!200 = !DILocation(line: 0, scope: !130, inlinedAt: !136)
!201 = !DILocation(line: 13, column: 9, scope: !130, inlinedAt: !136)
!202 = !DILocalVariable(name: "a", arg: 1, scope: !203, file: !2, line: 30, type: !117)
!203 = distinct !DISubprogram(name: "cmp_emp", scope: !2, file: !2, line: 30, type: !115, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !204)
!204 = !{!202, !205, !206, !207, !210}
!205 = !DILocalVariable(name: "b", arg: 2, scope: !203, file: !2, line: 30, type: !117)
!206 = !DILocalVariable(name: "ctx", arg: 3, scope: !203, file: !2, line: 30, type: !112)
!207 = !DILocalVariable(name: "x", scope: !203, file: !2, line: 32, type: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!210 = !DILocalVariable(name: "y", scope: !203, file: !2, line: 32, type: !208)
!211 = !DILocation(line: 0, scope: !203, inlinedAt: !212)
!212 = distinct !DILocation(line: 14, column: 25, scope: !130, inlinedAt: !136)
!213 = !DILocation(line: 33, column: 27, scope: !203, inlinedAt: !212)
!214 = !DILocation(line: 18, column: 9, scope: !130, inlinedAt: !136)
!215 = !DILocation(line: 15, column: 13, scope: !173, inlinedAt: !136)
!216 = !{!217, !191, i64 8}
!217 = !{!"Emp", !192, i64 0, !191, i64 8}
!218 = !DILocation(line: 14, column: 59, scope: !130, inlinedAt: !136)
!219 = !DILocation(line: 14, column: 9, scope: !130, inlinedAt: !136)
!220 = !DILocation(line: 0, scope: !84)
!221 = !DILocation(line: 56, column: 33, scope: !222)
!222 = distinct !DILexicalBlock(scope: !84, file: !2, line: 56, column: 5)
!223 = !DILocation(line: 56, column: 66, scope: !222)
!224 = !DILocation(line: 57, column: 5, scope: !63)
!225 = !DILocation(line: 61, column: 5, scope: !63)
!226 = !DILocation(line: 62, column: 20, scope: !63)
!227 = !DILocation(line: 66, column: 5, scope: !63)
!228 = !DILocation(line: 68, column: 1, scope: !63)
!229 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubroutineType(types: !231)
!231 = !{!26, !96, null}
