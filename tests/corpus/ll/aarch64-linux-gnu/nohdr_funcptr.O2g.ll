; ModuleID = 'tests/programs/nohdr_funcptr.c'
source_filename = "tests/programs/nohdr_funcptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Emp = type { [8 x i8], i32 }

@__const.main.v = private unnamed_addr constant [12 x i32] [i32 17, i32 4, i32 23, i32 8, i32 15, i32 42, i32 16, i32 9, i32 31, i32 2, i32 11, i32 30], align 4
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@__const.main.e = private unnamed_addr constant [5 x %struct.Emp] [%struct.Emp { [8 x i8] c"ann\00\00\00\00\00", i32 500 }, %struct.Emp { [8 x i8] c"bo\00\00\00\00\00\00", i32 700 }, %struct.Emp { [8 x i8] c"cy\00\00\00\00\00\00", i32 300 }, %struct.Emp { [8 x i8] c"di\00\00\00\00\00\00", i32 900 }, %struct.Emp { [8 x i8] c"ed\00\00\00\00\00\00", i32 600 }], align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [14 x i8] c"chained = %d\0A\00", align 1, !dbg !12
@.str.7 = private unnamed_addr constant [12 x i8] c"state = %d\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !65 {
  %1 = alloca [12 x i32], align 4, !DIAssignID !110
    #dbg_assign(i1 undef, !69, !DIExpression(), !110, ptr %1, !DIExpression(), !111)
  %2 = alloca [5 x %struct.Emp], align 8, !DIAssignID !112
    #dbg_assign(i1 undef, !74, !DIExpression(), !112, ptr %2, !DIExpression(), !111)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5, !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %1, ptr noundef nonnull align 4 dereferenceable(48) @__const.main.v, i64 48, i1 false), !dbg !114, !DIAssignID !115
    #dbg_assign(i1 undef, !69, !DIExpression(), !115, ptr %1, !DIExpression(), !111)
    #dbg_value(i32 5, !71, !DIExpression(), !111)
    #dbg_value(ptr %1, !116, !DIExpression(), !143)
    #dbg_value(i32 12, !128, !DIExpression(), !143)
    #dbg_value(i32 4, !129, !DIExpression(), !143)
    #dbg_value(ptr poison, !130, !DIExpression(), !143)
    #dbg_value(ptr undef, !131, !DIExpression(), !143)
    #dbg_value(ptr %1, !132, !DIExpression(), !143)
    #dbg_value(i32 1, !138, !DIExpression(), !145)
  %3 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !146
  %4 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !146
  br label %5, !dbg !146

5:                                                ; preds = %33, %0
  %6 = phi i64 [ 1, %0 ], [ %38, %33 ]
    #dbg_value(i64 %6, !138, !DIExpression(), !145)
    #dbg_value(i64 %6, !140, !DIExpression(), !147)
  %7 = shl nsw i64 %6, 2, !dbg !148
  %8 = getelementptr inbounds i8, ptr %1, i64 %7, !dbg !149
  %9 = load i32, ptr %8, align 4, !dbg !150
    #dbg_value(i32 %9, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !143)
  %10 = srem i32 %9, 5
  br label %11, !dbg !151

11:                                               ; preds = %26, %5
  %12 = phi i64 [ %6, %5 ], [ %13, %26 ]
    #dbg_value(i64 %12, !140, !DIExpression(), !147)
  %13 = add nsw i64 %12, -1, !dbg !152
  %14 = shl i64 %13, 2, !dbg !153
  %15 = and i64 %14, 4294967292, !dbg !154
  %16 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !154
    #dbg_value(ptr %16, !155, !DIExpression(), !163)
    #dbg_value(ptr undef, !158, !DIExpression(), !163)
    #dbg_value(ptr undef, !159, !DIExpression(), !163)
    #dbg_value(i32 5, !160, !DIExpression(), !163)
  %17 = load i32, ptr %16, align 4, !dbg !165
  %18 = srem i32 %17, 5, !dbg !166
    #dbg_value(i32 %18, !161, !DIExpression(), !163)
    #dbg_value(i32 %10, !162, !DIExpression(), !163)
  %19 = icmp eq i32 %18, %10, !dbg !167
  br i1 %19, label %24, label %20, !dbg !169

20:                                               ; preds = %11
  %21 = icmp slt i32 %18, %10, !dbg !170
  br i1 %21, label %22, label %26, !dbg !171

22:                                               ; preds = %20
  %23 = trunc nuw i64 %12 to i32, !dbg !172
  br label %33, !dbg !172

24:                                               ; preds = %11
  %25 = icmp sgt i32 %17, %9, !dbg !173
  br i1 %25, label %26, label %31, !dbg !172

26:                                               ; preds = %20, %24
  %27 = shl i64 %12, 2, !dbg !174
  %28 = and i64 %27, 4294967292, !dbg !176
  %29 = getelementptr inbounds i8, ptr %1, i64 %28, !dbg !176
  store i32 %17, ptr %29, align 4, !dbg !177
    #dbg_value(i64 %13, !140, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !147)
  %30 = icmp sgt i64 %12, 1, !dbg !178
  br i1 %30, label %11, label %33, !dbg !151, !llvm.loop !179

31:                                               ; preds = %24
  %32 = trunc nuw i64 %12 to i32
  br label %33, !dbg !182

33:                                               ; preds = %26, %31, %22
  %34 = phi i32 [ %23, %22 ], [ %32, %31 ], [ 0, %26 ], !dbg !147
  %35 = shl nsw i32 %34, 2, !dbg !182
  %36 = sext i32 %35 to i64, !dbg !183
  %37 = getelementptr inbounds i8, ptr %1, i64 %36, !dbg !183
  store i32 %9, ptr %37, align 4, !dbg !184
  %38 = add nuw nsw i64 %6, 1, !dbg !185
    #dbg_value(i64 %38, !138, !DIExpression(), !145)
  %39 = icmp eq i64 %38, 12, !dbg !186
  br i1 %39, label %40, label %5, !dbg !146, !llvm.loop !187

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !146
  %42 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !146
    #dbg_value(i64 0, !72, !DIExpression(), !189)
  %43 = load i32, ptr %1, align 4, !dbg !190, !tbaa !192
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43), !dbg !196
    #dbg_value(i64 1, !72, !DIExpression(), !189)
  %45 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !190
  %46 = load i32, ptr %45, align 4, !dbg !190, !tbaa !192
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46), !dbg !196
    #dbg_value(i64 2, !72, !DIExpression(), !189)
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !190
  %49 = load i32, ptr %48, align 4, !dbg !190, !tbaa !192
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49), !dbg !196
    #dbg_value(i64 3, !72, !DIExpression(), !189)
  %51 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !190
  %52 = load i32, ptr %51, align 4, !dbg !190, !tbaa !192
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52), !dbg !196
    #dbg_value(i64 4, !72, !DIExpression(), !189)
  %54 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !190
  %55 = load i32, ptr %54, align 4, !dbg !190, !tbaa !192
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55), !dbg !196
    #dbg_value(i64 5, !72, !DIExpression(), !189)
  %57 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !190
  %58 = load i32, ptr %57, align 4, !dbg !190, !tbaa !192
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %58), !dbg !196
    #dbg_value(i64 6, !72, !DIExpression(), !189)
  %60 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !190
  %61 = load i32, ptr %60, align 4, !dbg !190, !tbaa !192
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61), !dbg !196
    #dbg_value(i64 7, !72, !DIExpression(), !189)
  %63 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !190
  %64 = load i32, ptr %63, align 4, !dbg !190, !tbaa !192
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %64), !dbg !196
    #dbg_value(i64 8, !72, !DIExpression(), !189)
  %66 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !190
  %67 = load i32, ptr %66, align 4, !dbg !190, !tbaa !192
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67), !dbg !196
    #dbg_value(i64 9, !72, !DIExpression(), !189)
  %69 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !190
  %70 = load i32, ptr %69, align 4, !dbg !190, !tbaa !192
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %70), !dbg !196
    #dbg_value(i64 10, !72, !DIExpression(), !189)
  %72 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !190
  %73 = load i32, ptr %72, align 4, !dbg !190, !tbaa !192
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73), !dbg !196
    #dbg_value(i64 11, !72, !DIExpression(), !189)
  %75 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !190
  %76 = load i32, ptr %75, align 4, !dbg !190, !tbaa !192
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %76), !dbg !196
    #dbg_value(i64 12, !72, !DIExpression(), !189)
  %78 = tail call i32 @putchar(i32 10), !dbg !197
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %2) #5, !dbg !198
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(60) %2, ptr noundef nonnull align 4 dereferenceable(60) @__const.main.e, i64 60, i1 false), !dbg !199, !DIAssignID !200
    #dbg_assign(i1 undef, !74, !DIExpression(), !200, ptr %2, !DIExpression(), !111)
    #dbg_value(ptr %2, !116, !DIExpression(), !201)
    #dbg_value(i32 5, !128, !DIExpression(), !201)
    #dbg_value(i32 12, !129, !DIExpression(), !201)
    #dbg_value(ptr poison, !130, !DIExpression(), !201)
    #dbg_value(ptr null, !131, !DIExpression(), !201)
    #dbg_value(ptr %2, !132, !DIExpression(), !201)
    #dbg_value(i64 1, !138, !DIExpression(), !203)
    #dbg_value(i64 1, !140, !DIExpression(), !204)
    #dbg_value(i64 28514, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !201)
  %79 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !205
    #dbg_value(i32 700, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !201)
    #dbg_value(ptr %2, !206, !DIExpression(), !215)
    #dbg_value(ptr undef, !209, !DIExpression(), !215)
    #dbg_value(ptr null, !210, !DIExpression(), !215)
    #dbg_value(ptr %2, !211, !DIExpression(), !215)
    #dbg_value(ptr undef, !214, !DIExpression(), !215)
  %80 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !217
    #dbg_value(i64 0, !140, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !204)
  store i64 28514, ptr %2, align 8, !dbg !218
  store i32 700, ptr %80, align 8, !dbg !218
    #dbg_value(i64 2, !138, !DIExpression(), !203)
    #dbg_value(i64 2, !140, !DIExpression(), !204)
    #dbg_value(i64 31075, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !201)
  %81 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !205
    #dbg_value(i32 300, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !201)
    #dbg_value(ptr %41, !206, !DIExpression(), !215)
    #dbg_value(ptr %41, !211, !DIExpression(), !215)
  store i64 31075, ptr %3, align 8, !dbg !218
  %82 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !218
  store i32 300, ptr %82, align 8, !dbg !218
    #dbg_value(i64 3, !138, !DIExpression(), !203)
    #dbg_value(i64 3, !140, !DIExpression(), !204)
    #dbg_value(i64 26980, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !201)
  %83 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !205
    #dbg_value(i32 900, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !201)
    #dbg_value(ptr %3, !206, !DIExpression(), !215)
    #dbg_value(ptr %3, !211, !DIExpression(), !215)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %3, i64 12, i1 false), !dbg !219
    #dbg_value(i64 2, !140, !DIExpression(), !204)
    #dbg_value(ptr %41, !206, !DIExpression(), !215)
    #dbg_value(ptr %41, !211, !DIExpression(), !215)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !219
    #dbg_value(i64 1, !140, !DIExpression(), !204)
    #dbg_value(ptr %2, !206, !DIExpression(), !215)
    #dbg_value(ptr %2, !211, !DIExpression(), !215)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %41, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !dbg !219
    #dbg_value(i64 0, !140, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !204)
  store i64 26980, ptr %2, align 8, !dbg !218
  store i32 900, ptr %80, align 8, !dbg !218
    #dbg_value(i64 4, !138, !DIExpression(), !203)
    #dbg_value(i64 4, !140, !DIExpression(), !204)
    #dbg_value(i64 25701, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !201)
    #dbg_value(i32 600, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !201)
    #dbg_value(ptr %4, !206, !DIExpression(), !215)
    #dbg_value(ptr %4, !211, !DIExpression(), !215)
  %84 = load i32, ptr %83, align 4, !dbg !217, !tbaa !220
  %85 = icmp slt i32 %84, 600, !dbg !222
  br i1 %85, label %86, label %93, !dbg !223

86:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %42, ptr noundef nonnull align 4 dereferenceable(12) %4, i64 12, i1 false), !dbg !219
    #dbg_value(i64 3, !140, !DIExpression(), !204)
    #dbg_value(ptr %3, !206, !DIExpression(), !215)
    #dbg_value(ptr undef, !209, !DIExpression(), !215)
    #dbg_value(ptr null, !210, !DIExpression(), !215)
    #dbg_value(ptr %3, !211, !DIExpression(), !215)
    #dbg_value(ptr undef, !214, !DIExpression(), !215)
  %87 = load i32, ptr %81, align 8, !dbg !217, !tbaa !220
  %88 = icmp slt i32 %87, 600, !dbg !222
  br i1 %88, label %89, label %93, !dbg !223

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !219
    #dbg_value(i64 2, !140, !DIExpression(), !204)
    #dbg_value(ptr %41, !206, !DIExpression(), !215)
    #dbg_value(ptr undef, !209, !DIExpression(), !215)
    #dbg_value(ptr null, !210, !DIExpression(), !215)
    #dbg_value(ptr %41, !211, !DIExpression(), !215)
    #dbg_value(ptr undef, !214, !DIExpression(), !215)
  %90 = load i32, ptr %79, align 4, !dbg !217, !tbaa !220
  %91 = icmp slt i32 %90, 600, !dbg !222
  br i1 %91, label %92, label %93, !dbg !223

92:                                               ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) %41, i64 12, i1 false), !dbg !219
    #dbg_value(i64 1, !140, !DIExpression(), !204)
    #dbg_value(ptr %2, !206, !DIExpression(), !215)
    #dbg_value(ptr undef, !209, !DIExpression(), !215)
    #dbg_value(ptr null, !210, !DIExpression(), !215)
    #dbg_value(ptr %2, !211, !DIExpression(), !215)
    #dbg_value(ptr undef, !214, !DIExpression(), !215)
  br label %93, !dbg !223

93:                                               ; preds = %92, %89, %86, %40
  %94 = phi ptr [ %42, %40 ], [ %4, %86 ], [ %3, %89 ], [ %41, %92 ], !dbg !204
  %95 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !205
  store i64 25701, ptr %94, align 1, !dbg !218
  %96 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !218
  store i32 600, ptr %96, align 1, !dbg !218
    #dbg_value(i64 5, !138, !DIExpression(), !203)
    #dbg_value(i64 0, !85, !DIExpression(), !224)
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef 900), !dbg !225
    #dbg_value(i64 1, !85, !DIExpression(), !224)
  %98 = load i32, ptr %79, align 4, !dbg !227, !tbaa !220
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %41, i32 noundef %98), !dbg !225
    #dbg_value(i64 2, !85, !DIExpression(), !224)
  %100 = load i32, ptr %81, align 8, !dbg !227, !tbaa !220
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3, i32 noundef %100), !dbg !225
    #dbg_value(i64 3, !85, !DIExpression(), !224)
  %102 = load i32, ptr %83, align 4, !dbg !227, !tbaa !220
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %4, i32 noundef %102), !dbg !225
    #dbg_value(i64 4, !85, !DIExpression(), !224)
  %104 = load i32, ptr %95, align 8, !dbg !227, !tbaa !220
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %42, i32 noundef %104), !dbg !225
    #dbg_value(i64 5, !85, !DIExpression(), !224)
  %106 = call i32 @putchar(i32 10), !dbg !228
    #dbg_value(ptr poison, !87, !DIExpression(), !111)
    #dbg_value(i32 16901, !90, !DIExpression(), !111)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 16901), !dbg !229
    #dbg_assign(i1 undef, !93, !DIExpression(), !230, ptr poison, !DIExpression(), !111)
    #dbg_value(i32 -63, !104, !DIExpression(), !111)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -63), !dbg !231
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %2) #5, !dbg !232
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5, !dbg !232
  ret i32 0, !dbg !232
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !233 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ab8740d9770e4dcca27280d8c216405")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!62 = !{i32 7, !"frame-pointer", i32 1}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !66, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!26}
!68 = !{!69, !71, !72, !74, !85, !87, !90, !91, !93, !104, !105, !107}
!69 = !DILocalVariable(name: "v", scope: !65, file: !2, line: 49, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 384, elements: !20)
!71 = !DILocalVariable(name: "mod", scope: !65, file: !2, line: 50, type: !26)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 52, type: !26)
!73 = distinct !DILexicalBlock(scope: !65, file: !2, line: 52, column: 5)
!74 = !DILocalVariable(name: "e", scope: !65, file: !2, line: 54, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 480, elements: !83)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Emp", file: !2, line: 29, size: 96, elements: !77)
!77 = !{!78, !82}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !76, file: !2, line: 29, baseType: !79, size: 64)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 8)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !76, file: !2, line: 29, baseType: !26, size: 32, offset: 64)
!83 = !{!84}
!84 = !DISubrange(count: 5)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 56, type: !26)
!86 = distinct !DILexicalBlock(scope: !65, file: !2, line: 56, column: 5)
!87 = !DILocalVariable(name: "ch", scope: !65, file: !2, line: 58, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "chooser_fn", file: !2, line: 41, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!90 = !DILocalVariable(name: "x", scope: !65, file: !2, line: 59, type: !26)
!91 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 60, type: !26)
!92 = distinct !DILexicalBlock(scope: !65, file: !2, line: 60, column: 5)
!93 = !DILocalVariable(name: "hs", scope: !65, file: !2, line: 62, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 512, elements: !5)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Handler", file: !2, line: 43, size: 128, elements: !96)
!96 = !{!97, !100}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !95, file: !2, line: 43, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !95, file: !2, line: 43, baseType: !101, size: 64, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !25, !26}
!104 = !DILocalVariable(name: "state", scope: !65, file: !2, line: 63, type: !26)
!105 = !DILocalVariable(name: "r", scope: !106, file: !2, line: 64, type: !26)
!106 = distinct !DILexicalBlock(scope: !65, file: !2, line: 64, column: 5)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 65, type: !26)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 65, column: 9)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 64, column: 5)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !65)
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 49, column: 5, scope: !65)
!114 = !DILocation(line: 49, column: 9, scope: !65)
!115 = distinct !DIAssignID()
!116 = !DILocalVariable(name: "base", arg: 1, scope: !117, file: !2, line: 8, type: !120)
!117 = distinct !DISubprogram(name: "generic_sort", scope: !2, file: !2, line: 8, type: !118, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !127)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !26, !26, !121, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !2, line: 6, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DISubroutineType(types: !124)
!124 = !{!26, !125, !125, !120}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!127 = !{!116, !128, !129, !130, !131, !132, !134, !138, !140}
!128 = !DILocalVariable(name: "n", arg: 2, scope: !117, file: !2, line: 8, type: !26)
!129 = !DILocalVariable(name: "size", arg: 3, scope: !117, file: !2, line: 8, type: !26)
!130 = !DILocalVariable(name: "cmp", arg: 4, scope: !117, file: !2, line: 8, type: !121)
!131 = !DILocalVariable(name: "ctx", arg: 5, scope: !117, file: !2, line: 8, type: !120)
!132 = !DILocalVariable(name: "b", scope: !117, file: !2, line: 9, type: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!134 = !DILocalVariable(name: "tmp", scope: !117, file: !2, line: 10, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 64)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 11, type: !26)
!139 = distinct !DILexicalBlock(scope: !117, file: !2, line: 11, column: 5)
!140 = !DILocalVariable(name: "j", scope: !141, file: !2, line: 12, type: !26)
!141 = distinct !DILexicalBlock(scope: !142, file: !2, line: 11, column: 33)
!142 = distinct !DILexicalBlock(scope: !139, file: !2, line: 11, column: 5)
!143 = !DILocation(line: 0, scope: !117, inlinedAt: !144)
!144 = distinct !DILocation(line: 51, column: 5, scope: !65)
!145 = !DILocation(line: 0, scope: !139, inlinedAt: !144)
!146 = !DILocation(line: 11, column: 5, scope: !139, inlinedAt: !144)
!147 = !DILocation(line: 0, scope: !141, inlinedAt: !144)
!148 = !DILocation(line: 13, column: 37, scope: !141, inlinedAt: !144)
!149 = !DILocation(line: 13, column: 33, scope: !141, inlinedAt: !144)
!150 = !DILocation(line: 13, column: 9, scope: !141, inlinedAt: !144)
!151 = !DILocation(line: 14, column: 22, scope: !141, inlinedAt: !144)
!152 = !DILocation(line: 14, column: 36, scope: !141, inlinedAt: !144)
!153 = !DILocation(line: 14, column: 41, scope: !141, inlinedAt: !144)
!154 = !DILocation(line: 14, column: 31, scope: !141, inlinedAt: !144)
!155 = !DILocalVariable(name: "a", arg: 1, scope: !156, file: !2, line: 22, type: !125)
!156 = distinct !DISubprogram(name: "cmp_int_mod", scope: !2, file: !2, line: 22, type: !123, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !157)
!157 = !{!155, !158, !159, !160, !161, !162}
!158 = !DILocalVariable(name: "b", arg: 2, scope: !156, file: !2, line: 22, type: !125)
!159 = !DILocalVariable(name: "ctx", arg: 3, scope: !156, file: !2, line: 22, type: !120)
!160 = !DILocalVariable(name: "m", scope: !156, file: !2, line: 23, type: !26)
!161 = !DILocalVariable(name: "x", scope: !156, file: !2, line: 24, type: !26)
!162 = !DILocalVariable(name: "y", scope: !156, file: !2, line: 24, type: !26)
!163 = !DILocation(line: 0, scope: !156, inlinedAt: !164)
!164 = distinct !DILocation(line: 14, column: 25, scope: !141, inlinedAt: !144)
!165 = !DILocation(line: 24, column: 13, scope: !156, inlinedAt: !164)
!166 = !DILocation(line: 24, column: 29, scope: !156, inlinedAt: !164)
!167 = !DILocation(line: 25, column: 11, scope: !168, inlinedAt: !164)
!168 = distinct !DILexicalBlock(scope: !156, file: !2, line: 25, column: 9)
!169 = !DILocation(line: 25, column: 9, scope: !156, inlinedAt: !164)
!170 = !DILocation(line: 25, column: 26, scope: !168, inlinedAt: !164)
!171 = !DILocation(line: 25, scope: !168, inlinedAt: !164)
!172 = !DILocation(line: 14, column: 9, scope: !141, inlinedAt: !144)
!173 = !DILocation(line: 26, column: 29, scope: !156, inlinedAt: !164)
!174 = !DILocation(line: 15, column: 36, scope: !175, inlinedAt: !144)
!175 = distinct !DILexicalBlock(scope: !141, file: !2, line: 14, column: 64)
!176 = !DILocation(line: 15, column: 32, scope: !175, inlinedAt: !144)
!177 = !DILocation(line: 15, column: 13, scope: !175, inlinedAt: !144)
!178 = !DILocation(line: 14, column: 18, scope: !141, inlinedAt: !144)
!179 = distinct !{!179, !172, !180, !181}
!180 = !DILocation(line: 17, column: 9, scope: !141, inlinedAt: !144)
!181 = !{!"llvm.loop.mustprogress"}
!182 = !DILocation(line: 18, column: 32, scope: !141, inlinedAt: !144)
!183 = !DILocation(line: 18, column: 28, scope: !141, inlinedAt: !144)
!184 = !DILocation(line: 18, column: 9, scope: !141, inlinedAt: !144)
!185 = !DILocation(line: 11, column: 29, scope: !142, inlinedAt: !144)
!186 = !DILocation(line: 11, column: 23, scope: !142, inlinedAt: !144)
!187 = distinct !{!187, !146, !188, !181}
!188 = !DILocation(line: 19, column: 5, scope: !139, inlinedAt: !144)
!189 = !DILocation(line: 0, scope: !73)
!190 = !DILocation(line: 52, column: 48, scope: !191)
!191 = distinct !DILexicalBlock(scope: !73, file: !2, line: 52, column: 5)
!192 = !{!193, !193, i64 0}
!193 = !{!"int", !194, i64 0}
!194 = !{!"omnipotent char", !195, i64 0}
!195 = !{!"Simple C/C++ TBAA"}
!196 = !DILocation(line: 52, column: 34, scope: !191)
!197 = !DILocation(line: 53, column: 5, scope: !65)
!198 = !DILocation(line: 54, column: 5, scope: !65)
!199 = !DILocation(line: 54, column: 16, scope: !65)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !117, inlinedAt: !202)
!202 = distinct !DILocation(line: 55, column: 5, scope: !65)
!203 = !DILocation(line: 0, scope: !139, inlinedAt: !202)
!204 = !DILocation(line: 0, scope: !141, inlinedAt: !202)
!205 = !DILocation(line: 13, column: 9, scope: !141, inlinedAt: !202)
!206 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !2, line: 30, type: !125)
!207 = distinct !DISubprogram(name: "cmp_emp", scope: !2, file: !2, line: 30, type: !123, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !208)
!208 = !{!206, !209, !210, !211, !214}
!209 = !DILocalVariable(name: "b", arg: 2, scope: !207, file: !2, line: 30, type: !125)
!210 = !DILocalVariable(name: "ctx", arg: 3, scope: !207, file: !2, line: 30, type: !120)
!211 = !DILocalVariable(name: "x", scope: !207, file: !2, line: 32, type: !212)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!214 = !DILocalVariable(name: "y", scope: !207, file: !2, line: 32, type: !212)
!215 = !DILocation(line: 0, scope: !207, inlinedAt: !216)
!216 = distinct !DILocation(line: 14, column: 25, scope: !141, inlinedAt: !202)
!217 = !DILocation(line: 33, column: 27, scope: !207, inlinedAt: !216)
!218 = !DILocation(line: 18, column: 9, scope: !141, inlinedAt: !202)
!219 = !DILocation(line: 15, column: 13, scope: !175, inlinedAt: !202)
!220 = !{!221, !193, i64 8}
!221 = !{!"Emp", !194, i64 0, !193, i64 8}
!222 = !DILocation(line: 14, column: 59, scope: !141, inlinedAt: !202)
!223 = !DILocation(line: 14, column: 9, scope: !141, inlinedAt: !202)
!224 = !DILocation(line: 0, scope: !86)
!225 = !DILocation(line: 56, column: 33, scope: !226)
!226 = distinct !DILexicalBlock(scope: !86, file: !2, line: 56, column: 5)
!227 = !DILocation(line: 56, column: 66, scope: !226)
!228 = !DILocation(line: 57, column: 5, scope: !65)
!229 = !DILocation(line: 61, column: 5, scope: !65)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 66, column: 5, scope: !65)
!232 = !DILocation(line: 68, column: 1, scope: !65)
!233 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{!26, !98, null}
