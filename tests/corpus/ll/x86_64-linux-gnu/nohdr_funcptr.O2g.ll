; ModuleID = 'tests/programs/nohdr_funcptr.c'
source_filename = "tests/programs/nohdr_funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Emp = type { [8 x i8], i32 }

@__const.main.v = private unnamed_addr constant [12 x i32] [i32 17, i32 4, i32 23, i32 8, i32 15, i32 42, i32 16, i32 9, i32 31, i32 2, i32 11, i32 30], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@__const.main.e = private unnamed_addr constant [5 x %struct.Emp] [%struct.Emp { [8 x i8] c"ann\00\00\00\00\00", i32 500 }, %struct.Emp { [8 x i8] c"bo\00\00\00\00\00\00", i32 700 }, %struct.Emp { [8 x i8] c"cy\00\00\00\00\00\00", i32 300 }, %struct.Emp { [8 x i8] c"di\00\00\00\00\00\00", i32 900 }, %struct.Emp { [8 x i8] c"ed\00\00\00\00\00\00", i32 600 }], align 16
@.str.2 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [14 x i8] c"chained = %d\0A\00", align 1, !dbg !12
@.str.7 = private unnamed_addr constant [12 x i8] c"state = %d\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !64 {
  %1 = alloca [12 x i32], align 16, !DIAssignID !109
    #dbg_assign(i1 undef, !68, !DIExpression(), !109, ptr %1, !DIExpression(), !110)
  %2 = alloca [5 x %struct.Emp], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !73, !DIExpression(), !111, ptr %2, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5, !dbg !112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %1, ptr noundef nonnull align 16 dereferenceable(48) @__const.main.v, i64 48, i1 false), !dbg !113, !DIAssignID !114
    #dbg_assign(i1 undef, !68, !DIExpression(), !114, ptr %1, !DIExpression(), !110)
    #dbg_value(i32 5, !70, !DIExpression(), !110)
    #dbg_value(ptr %1, !115, !DIExpression(), !142)
    #dbg_value(i32 12, !127, !DIExpression(), !142)
    #dbg_value(i32 4, !128, !DIExpression(), !142)
    #dbg_value(ptr poison, !129, !DIExpression(), !142)
    #dbg_value(ptr undef, !130, !DIExpression(), !142)
    #dbg_value(ptr %1, !131, !DIExpression(), !142)
    #dbg_value(i32 1, !137, !DIExpression(), !144)
  %3 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !145
  %4 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !145
  br label %5, !dbg !145

5:                                                ; preds = %33, %0
  %6 = phi i64 [ 1, %0 ], [ %38, %33 ]
    #dbg_value(i64 %6, !137, !DIExpression(), !144)
    #dbg_value(i64 %6, !139, !DIExpression(), !146)
  %7 = shl nsw i64 %6, 2, !dbg !147
  %8 = getelementptr inbounds i8, ptr %1, i64 %7, !dbg !148
  %9 = load i32, ptr %8, align 4, !dbg !149
    #dbg_value(i32 %9, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !142)
  %10 = srem i32 %9, 5
  br label %11, !dbg !150

11:                                               ; preds = %26, %5
  %12 = phi i64 [ %6, %5 ], [ %13, %26 ]
    #dbg_value(i64 %12, !139, !DIExpression(), !146)
  %13 = add nsw i64 %12, -1, !dbg !151
  %14 = shl i64 %13, 2, !dbg !152
  %15 = and i64 %14, 4294967292, !dbg !153
  %16 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !153
    #dbg_value(ptr %16, !154, !DIExpression(), !162)
    #dbg_value(ptr undef, !157, !DIExpression(), !162)
    #dbg_value(ptr undef, !158, !DIExpression(), !162)
    #dbg_value(i32 5, !159, !DIExpression(), !162)
  %17 = load i32, ptr %16, align 4, !dbg !164
  %18 = srem i32 %17, 5, !dbg !165
    #dbg_value(i32 %18, !160, !DIExpression(), !162)
    #dbg_value(i32 %10, !161, !DIExpression(), !162)
  %19 = icmp eq i32 %18, %10, !dbg !166
  br i1 %19, label %24, label %20, !dbg !168

20:                                               ; preds = %11
  %21 = icmp slt i32 %18, %10, !dbg !169
  br i1 %21, label %22, label %26, !dbg !170

22:                                               ; preds = %20
  %23 = trunc nuw i64 %12 to i32, !dbg !171
  br label %33, !dbg !171

24:                                               ; preds = %11
  %25 = icmp sgt i32 %17, %9, !dbg !172
  br i1 %25, label %26, label %31, !dbg !171

26:                                               ; preds = %20, %24
  %27 = shl i64 %12, 2, !dbg !173
  %28 = and i64 %27, 4294967292, !dbg !175
  %29 = getelementptr inbounds i8, ptr %1, i64 %28, !dbg !175
  store i32 %17, ptr %29, align 4, !dbg !176
    #dbg_value(i64 %13, !139, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !146)
  %30 = icmp sgt i64 %12, 1, !dbg !177
  br i1 %30, label %11, label %33, !dbg !150, !llvm.loop !178

31:                                               ; preds = %24
  %32 = trunc nuw i64 %12 to i32
  br label %33, !dbg !181

33:                                               ; preds = %26, %31, %22
  %34 = phi i32 [ %23, %22 ], [ %32, %31 ], [ 0, %26 ], !dbg !146
  %35 = shl nsw i32 %34, 2, !dbg !181
  %36 = sext i32 %35 to i64, !dbg !182
  %37 = getelementptr inbounds i8, ptr %1, i64 %36, !dbg !182
  store i32 %9, ptr %37, align 4, !dbg !183
  %38 = add nuw nsw i64 %6, 1, !dbg !184
    #dbg_value(i64 %38, !137, !DIExpression(), !144)
  %39 = icmp eq i64 %38, 12, !dbg !185
  br i1 %39, label %40, label %5, !dbg !145, !llvm.loop !186

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !145
  %42 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !145
    #dbg_value(i64 0, !71, !DIExpression(), !188)
  %43 = load i32, ptr %1, align 16, !dbg !189, !tbaa !191
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43), !dbg !195
    #dbg_value(i64 1, !71, !DIExpression(), !188)
  %45 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !189
  %46 = load i32, ptr %45, align 4, !dbg !189, !tbaa !191
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46), !dbg !195
    #dbg_value(i64 2, !71, !DIExpression(), !188)
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !189
  %49 = load i32, ptr %48, align 8, !dbg !189, !tbaa !191
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49), !dbg !195
    #dbg_value(i64 3, !71, !DIExpression(), !188)
  %51 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !189
  %52 = load i32, ptr %51, align 4, !dbg !189, !tbaa !191
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52), !dbg !195
    #dbg_value(i64 4, !71, !DIExpression(), !188)
  %54 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !189
  %55 = load i32, ptr %54, align 16, !dbg !189, !tbaa !191
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55), !dbg !195
    #dbg_value(i64 5, !71, !DIExpression(), !188)
  %57 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !189
  %58 = load i32, ptr %57, align 4, !dbg !189, !tbaa !191
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %58), !dbg !195
    #dbg_value(i64 6, !71, !DIExpression(), !188)
  %60 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !189
  %61 = load i32, ptr %60, align 8, !dbg !189, !tbaa !191
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61), !dbg !195
    #dbg_value(i64 7, !71, !DIExpression(), !188)
  %63 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !189
  %64 = load i32, ptr %63, align 4, !dbg !189, !tbaa !191
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %64), !dbg !195
    #dbg_value(i64 8, !71, !DIExpression(), !188)
  %66 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !189
  %67 = load i32, ptr %66, align 16, !dbg !189, !tbaa !191
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67), !dbg !195
    #dbg_value(i64 9, !71, !DIExpression(), !188)
  %69 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !189
  %70 = load i32, ptr %69, align 4, !dbg !189, !tbaa !191
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %70), !dbg !195
    #dbg_value(i64 10, !71, !DIExpression(), !188)
  %72 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !189
  %73 = load i32, ptr %72, align 8, !dbg !189, !tbaa !191
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73), !dbg !195
    #dbg_value(i64 11, !71, !DIExpression(), !188)
  %75 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !189
  %76 = load i32, ptr %75, align 4, !dbg !189, !tbaa !191
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %76), !dbg !195
    #dbg_value(i64 12, !71, !DIExpression(), !188)
  %78 = tail call i32 @putchar(i32 10), !dbg !196
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %2) #5, !dbg !197
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(60) %2, ptr noundef nonnull align 16 dereferenceable(60) @__const.main.e, i64 60, i1 false), !dbg !198, !DIAssignID !199
    #dbg_assign(i1 undef, !73, !DIExpression(), !199, ptr %2, !DIExpression(), !110)
    #dbg_value(ptr %2, !115, !DIExpression(), !200)
    #dbg_value(i32 5, !127, !DIExpression(), !200)
    #dbg_value(i32 12, !128, !DIExpression(), !200)
    #dbg_value(ptr poison, !129, !DIExpression(), !200)
    #dbg_value(ptr null, !130, !DIExpression(), !200)
    #dbg_value(ptr %2, !131, !DIExpression(), !200)
    #dbg_value(i64 1, !137, !DIExpression(), !202)
    #dbg_value(i64 1, !139, !DIExpression(), !203)
    #dbg_value(i64 28514, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !200)
  %79 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !204
    #dbg_value(i32 700, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !200)
    #dbg_value(ptr %2, !205, !DIExpression(), !214)
    #dbg_value(ptr undef, !208, !DIExpression(), !214)
    #dbg_value(ptr null, !209, !DIExpression(), !214)
    #dbg_value(ptr %2, !210, !DIExpression(), !214)
    #dbg_value(ptr undef, !213, !DIExpression(), !214)
  %80 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !216
    #dbg_value(i64 0, !139, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !203)
  store i64 28514, ptr %2, align 16, !dbg !217
  store i32 700, ptr %80, align 8, !dbg !217
    #dbg_value(i64 2, !137, !DIExpression(), !202)
    #dbg_value(i64 2, !139, !DIExpression(), !203)
    #dbg_value(i64 31075, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !200)
  %81 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !204
    #dbg_value(i32 300, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !200)
    #dbg_value(ptr %41, !205, !DIExpression(), !214)
    #dbg_value(ptr %41, !210, !DIExpression(), !214)
  store i64 31075, ptr %3, align 8, !dbg !217
  %82 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !217
  store i32 300, ptr %82, align 16, !dbg !217
    #dbg_value(i64 3, !137, !DIExpression(), !202)
    #dbg_value(i64 3, !139, !DIExpression(), !203)
    #dbg_value(i64 26980, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !200)
  %83 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !204
    #dbg_value(i32 900, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !200)
    #dbg_value(ptr %3, !205, !DIExpression(), !214)
    #dbg_value(ptr %3, !210, !DIExpression(), !214)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %3, i64 12, i1 false), !dbg !218
    #dbg_value(i64 2, !139, !DIExpression(), !203)
    #dbg_value(ptr %41, !205, !DIExpression(), !214)
    #dbg_value(ptr %41, !210, !DIExpression(), !214)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 16 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !218
    #dbg_value(i64 1, !139, !DIExpression(), !203)
    #dbg_value(ptr %2, !205, !DIExpression(), !214)
    #dbg_value(ptr %2, !210, !DIExpression(), !214)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %41, ptr noundef nonnull align 16 dereferenceable(12) %2, i64 12, i1 false), !dbg !218
    #dbg_value(i64 0, !139, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !203)
  store i64 26980, ptr %2, align 16, !dbg !217
  store i32 900, ptr %80, align 8, !dbg !217
    #dbg_value(i64 4, !137, !DIExpression(), !202)
    #dbg_value(i64 4, !139, !DIExpression(), !203)
    #dbg_value(i64 25701, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !200)
    #dbg_value(i32 600, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !200)
    #dbg_value(ptr %4, !205, !DIExpression(), !214)
    #dbg_value(ptr %4, !210, !DIExpression(), !214)
  %84 = load i32, ptr %83, align 4, !dbg !216, !tbaa !219
  %85 = icmp slt i32 %84, 600, !dbg !221
  br i1 %85, label %86, label %93, !dbg !222

86:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %42, ptr noundef nonnull align 4 dereferenceable(12) %4, i64 12, i1 false), !dbg !218
    #dbg_value(i64 3, !139, !DIExpression(), !203)
    #dbg_value(ptr %3, !205, !DIExpression(), !214)
    #dbg_value(ptr undef, !208, !DIExpression(), !214)
    #dbg_value(ptr null, !209, !DIExpression(), !214)
    #dbg_value(ptr %3, !210, !DIExpression(), !214)
    #dbg_value(ptr undef, !213, !DIExpression(), !214)
  %87 = load i32, ptr %81, align 16, !dbg !216, !tbaa !219
  %88 = icmp slt i32 %87, 600, !dbg !221
  br i1 %88, label %89, label %93, !dbg !222

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 16 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !218
    #dbg_value(i64 2, !139, !DIExpression(), !203)
    #dbg_value(ptr %41, !205, !DIExpression(), !214)
    #dbg_value(ptr undef, !208, !DIExpression(), !214)
    #dbg_value(ptr null, !209, !DIExpression(), !214)
    #dbg_value(ptr %41, !210, !DIExpression(), !214)
    #dbg_value(ptr undef, !213, !DIExpression(), !214)
  %90 = load i32, ptr %79, align 4, !dbg !216, !tbaa !219
  %91 = icmp slt i32 %90, 600, !dbg !221
  br i1 %91, label %92, label %93, !dbg !222

92:                                               ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) %41, i64 12, i1 false), !dbg !218
    #dbg_value(i64 1, !139, !DIExpression(), !203)
    #dbg_value(ptr %2, !205, !DIExpression(), !214)
    #dbg_value(ptr undef, !208, !DIExpression(), !214)
    #dbg_value(ptr null, !209, !DIExpression(), !214)
    #dbg_value(ptr %2, !210, !DIExpression(), !214)
    #dbg_value(ptr undef, !213, !DIExpression(), !214)
  br label %93, !dbg !222

93:                                               ; preds = %92, %89, %86, %40
  %94 = phi ptr [ %42, %40 ], [ %4, %86 ], [ %3, %89 ], [ %41, %92 ], !dbg !203
  %95 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !204
  store i64 25701, ptr %94, align 1, !dbg !217
  %96 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !217
  store i32 600, ptr %96, align 1, !dbg !217
    #dbg_value(i64 5, !137, !DIExpression(), !202)
    #dbg_value(i64 0, !84, !DIExpression(), !223)
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef 900), !dbg !224
    #dbg_value(i64 1, !84, !DIExpression(), !223)
  %98 = load i32, ptr %79, align 4, !dbg !226, !tbaa !219
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %41, i32 noundef %98), !dbg !224
    #dbg_value(i64 2, !84, !DIExpression(), !223)
  %100 = load i32, ptr %81, align 16, !dbg !226, !tbaa !219
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3, i32 noundef %100), !dbg !224
    #dbg_value(i64 3, !84, !DIExpression(), !223)
  %102 = load i32, ptr %83, align 4, !dbg !226, !tbaa !219
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %4, i32 noundef %102), !dbg !224
    #dbg_value(i64 4, !84, !DIExpression(), !223)
  %104 = load i32, ptr %95, align 8, !dbg !226, !tbaa !219
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %42, i32 noundef %104), !dbg !224
    #dbg_value(i64 5, !84, !DIExpression(), !223)
  %106 = call i32 @putchar(i32 10), !dbg !227
    #dbg_value(ptr poison, !86, !DIExpression(), !110)
    #dbg_value(i32 16901, !89, !DIExpression(), !110)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 16901), !dbg !228
    #dbg_assign(i1 undef, !92, !DIExpression(), !229, ptr poison, !DIExpression(), !110)
    #dbg_value(i32 -63, !103, !DIExpression(), !110)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -63), !dbg !230
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %2) #5, !dbg !231
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5, !dbg !231
  ret i32 0, !dbg !231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !232 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ab8740d9770e4dcca27280d8c216405")
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
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !29, splitDebugInlining: false, nameTableKind: None)
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
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !65, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!26}
!67 = !{!68, !70, !71, !73, !84, !86, !89, !90, !92, !103, !104, !106}
!68 = !DILocalVariable(name: "v", scope: !64, file: !2, line: 49, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 384, elements: !20)
!70 = !DILocalVariable(name: "mod", scope: !64, file: !2, line: 50, type: !26)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 52, type: !26)
!72 = distinct !DILexicalBlock(scope: !64, file: !2, line: 52, column: 5)
!73 = !DILocalVariable(name: "e", scope: !64, file: !2, line: 54, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 480, elements: !82)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Emp", file: !2, line: 29, size: 96, elements: !76)
!76 = !{!77, !81}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !75, file: !2, line: 29, baseType: !78, size: 64)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 8)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !75, file: !2, line: 29, baseType: !26, size: 32, offset: 64)
!82 = !{!83}
!83 = !DISubrange(count: 5)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 56, type: !26)
!85 = distinct !DILexicalBlock(scope: !64, file: !2, line: 56, column: 5)
!86 = !DILocalVariable(name: "ch", scope: !64, file: !2, line: 58, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "chooser_fn", file: !2, line: 41, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!89 = !DILocalVariable(name: "x", scope: !64, file: !2, line: 59, type: !26)
!90 = !DILocalVariable(name: "k", scope: !91, file: !2, line: 60, type: !26)
!91 = distinct !DILexicalBlock(scope: !64, file: !2, line: 60, column: 5)
!92 = !DILocalVariable(name: "hs", scope: !64, file: !2, line: 62, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 512, elements: !5)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Handler", file: !2, line: 43, size: 128, elements: !95)
!95 = !{!96, !99}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !94, file: !2, line: 43, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !94, file: !2, line: 43, baseType: !100, size: 64, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !25, !26}
!103 = !DILocalVariable(name: "state", scope: !64, file: !2, line: 63, type: !26)
!104 = !DILocalVariable(name: "r", scope: !105, file: !2, line: 64, type: !26)
!105 = distinct !DILexicalBlock(scope: !64, file: !2, line: 64, column: 5)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 65, type: !26)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 65, column: 9)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 64, column: 5)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !64)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 49, column: 5, scope: !64)
!113 = !DILocation(line: 49, column: 9, scope: !64)
!114 = distinct !DIAssignID()
!115 = !DILocalVariable(name: "base", arg: 1, scope: !116, file: !2, line: 8, type: !119)
!116 = distinct !DISubprogram(name: "generic_sort", scope: !2, file: !2, line: 8, type: !117, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !126)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !119, !26, !26, !120, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !2, line: 6, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DISubroutineType(types: !123)
!123 = !{!26, !124, !124, !119}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!126 = !{!115, !127, !128, !129, !130, !131, !133, !137, !139}
!127 = !DILocalVariable(name: "n", arg: 2, scope: !116, file: !2, line: 8, type: !26)
!128 = !DILocalVariable(name: "size", arg: 3, scope: !116, file: !2, line: 8, type: !26)
!129 = !DILocalVariable(name: "cmp", arg: 4, scope: !116, file: !2, line: 8, type: !120)
!130 = !DILocalVariable(name: "ctx", arg: 5, scope: !116, file: !2, line: 8, type: !119)
!131 = !DILocalVariable(name: "b", scope: !116, file: !2, line: 9, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!133 = !DILocalVariable(name: "tmp", scope: !116, file: !2, line: 10, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 64)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 11, type: !26)
!138 = distinct !DILexicalBlock(scope: !116, file: !2, line: 11, column: 5)
!139 = !DILocalVariable(name: "j", scope: !140, file: !2, line: 12, type: !26)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 11, column: 33)
!141 = distinct !DILexicalBlock(scope: !138, file: !2, line: 11, column: 5)
!142 = !DILocation(line: 0, scope: !116, inlinedAt: !143)
!143 = distinct !DILocation(line: 51, column: 5, scope: !64)
!144 = !DILocation(line: 0, scope: !138, inlinedAt: !143)
!145 = !DILocation(line: 11, column: 5, scope: !138, inlinedAt: !143)
!146 = !DILocation(line: 0, scope: !140, inlinedAt: !143)
!147 = !DILocation(line: 13, column: 37, scope: !140, inlinedAt: !143)
!148 = !DILocation(line: 13, column: 33, scope: !140, inlinedAt: !143)
!149 = !DILocation(line: 13, column: 9, scope: !140, inlinedAt: !143)
!150 = !DILocation(line: 14, column: 22, scope: !140, inlinedAt: !143)
!151 = !DILocation(line: 14, column: 36, scope: !140, inlinedAt: !143)
!152 = !DILocation(line: 14, column: 41, scope: !140, inlinedAt: !143)
!153 = !DILocation(line: 14, column: 31, scope: !140, inlinedAt: !143)
!154 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !2, line: 22, type: !124)
!155 = distinct !DISubprogram(name: "cmp_int_mod", scope: !2, file: !2, line: 22, type: !122, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !156)
!156 = !{!154, !157, !158, !159, !160, !161}
!157 = !DILocalVariable(name: "b", arg: 2, scope: !155, file: !2, line: 22, type: !124)
!158 = !DILocalVariable(name: "ctx", arg: 3, scope: !155, file: !2, line: 22, type: !119)
!159 = !DILocalVariable(name: "m", scope: !155, file: !2, line: 23, type: !26)
!160 = !DILocalVariable(name: "x", scope: !155, file: !2, line: 24, type: !26)
!161 = !DILocalVariable(name: "y", scope: !155, file: !2, line: 24, type: !26)
!162 = !DILocation(line: 0, scope: !155, inlinedAt: !163)
!163 = distinct !DILocation(line: 14, column: 25, scope: !140, inlinedAt: !143)
!164 = !DILocation(line: 24, column: 13, scope: !155, inlinedAt: !163)
!165 = !DILocation(line: 24, column: 29, scope: !155, inlinedAt: !163)
!166 = !DILocation(line: 25, column: 11, scope: !167, inlinedAt: !163)
!167 = distinct !DILexicalBlock(scope: !155, file: !2, line: 25, column: 9)
!168 = !DILocation(line: 25, column: 9, scope: !155, inlinedAt: !163)
!169 = !DILocation(line: 25, column: 26, scope: !167, inlinedAt: !163)
!170 = !DILocation(line: 25, scope: !167, inlinedAt: !163)
!171 = !DILocation(line: 14, column: 9, scope: !140, inlinedAt: !143)
!172 = !DILocation(line: 26, column: 29, scope: !155, inlinedAt: !163)
!173 = !DILocation(line: 15, column: 36, scope: !174, inlinedAt: !143)
!174 = distinct !DILexicalBlock(scope: !140, file: !2, line: 14, column: 64)
!175 = !DILocation(line: 15, column: 32, scope: !174, inlinedAt: !143)
!176 = !DILocation(line: 15, column: 13, scope: !174, inlinedAt: !143)
!177 = !DILocation(line: 14, column: 18, scope: !140, inlinedAt: !143)
!178 = distinct !{!178, !171, !179, !180}
!179 = !DILocation(line: 17, column: 9, scope: !140, inlinedAt: !143)
!180 = !{!"llvm.loop.mustprogress"}
!181 = !DILocation(line: 18, column: 32, scope: !140, inlinedAt: !143)
!182 = !DILocation(line: 18, column: 28, scope: !140, inlinedAt: !143)
!183 = !DILocation(line: 18, column: 9, scope: !140, inlinedAt: !143)
!184 = !DILocation(line: 11, column: 29, scope: !141, inlinedAt: !143)
!185 = !DILocation(line: 11, column: 23, scope: !141, inlinedAt: !143)
!186 = distinct !{!186, !145, !187, !180}
!187 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !143)
!188 = !DILocation(line: 0, scope: !72)
!189 = !DILocation(line: 52, column: 48, scope: !190)
!190 = distinct !DILexicalBlock(scope: !72, file: !2, line: 52, column: 5)
!191 = !{!192, !192, i64 0}
!192 = !{!"int", !193, i64 0}
!193 = !{!"omnipotent char", !194, i64 0}
!194 = !{!"Simple C/C++ TBAA"}
!195 = !DILocation(line: 52, column: 34, scope: !190)
!196 = !DILocation(line: 53, column: 5, scope: !64)
!197 = !DILocation(line: 54, column: 5, scope: !64)
!198 = !DILocation(line: 54, column: 16, scope: !64)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 0, scope: !116, inlinedAt: !201)
!201 = distinct !DILocation(line: 55, column: 5, scope: !64)
!202 = !DILocation(line: 0, scope: !138, inlinedAt: !201)
!203 = !DILocation(line: 0, scope: !140, inlinedAt: !201)
!204 = !DILocation(line: 13, column: 9, scope: !140, inlinedAt: !201)
!205 = !DILocalVariable(name: "a", arg: 1, scope: !206, file: !2, line: 30, type: !124)
!206 = distinct !DISubprogram(name: "cmp_emp", scope: !2, file: !2, line: 30, type: !122, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !207)
!207 = !{!205, !208, !209, !210, !213}
!208 = !DILocalVariable(name: "b", arg: 2, scope: !206, file: !2, line: 30, type: !124)
!209 = !DILocalVariable(name: "ctx", arg: 3, scope: !206, file: !2, line: 30, type: !119)
!210 = !DILocalVariable(name: "x", scope: !206, file: !2, line: 32, type: !211)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!213 = !DILocalVariable(name: "y", scope: !206, file: !2, line: 32, type: !211)
!214 = !DILocation(line: 0, scope: !206, inlinedAt: !215)
!215 = distinct !DILocation(line: 14, column: 25, scope: !140, inlinedAt: !201)
!216 = !DILocation(line: 33, column: 27, scope: !206, inlinedAt: !215)
!217 = !DILocation(line: 18, column: 9, scope: !140, inlinedAt: !201)
!218 = !DILocation(line: 15, column: 13, scope: !174, inlinedAt: !201)
!219 = !{!220, !192, i64 8}
!220 = !{!"Emp", !193, i64 0, !192, i64 8}
!221 = !DILocation(line: 14, column: 59, scope: !140, inlinedAt: !201)
!222 = !DILocation(line: 14, column: 9, scope: !140, inlinedAt: !201)
!223 = !DILocation(line: 0, scope: !85)
!224 = !DILocation(line: 56, column: 33, scope: !225)
!225 = distinct !DILexicalBlock(scope: !85, file: !2, line: 56, column: 5)
!226 = !DILocation(line: 56, column: 66, scope: !225)
!227 = !DILocation(line: 57, column: 5, scope: !64)
!228 = !DILocation(line: 61, column: 5, scope: !64)
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 66, column: 5, scope: !64)
!231 = !DILocation(line: 68, column: 1, scope: !64)
!232 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!26, !97, null}
