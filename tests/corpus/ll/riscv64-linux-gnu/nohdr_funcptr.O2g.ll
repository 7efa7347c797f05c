; ModuleID = 'tests/programs/nohdr_funcptr.c'
source_filename = "tests/programs/nohdr_funcptr.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Emp = type { [8 x i8], i32 }

@__const.main.v = private unnamed_addr constant [12 x i32] [i32 17, i32 4, i32 23, i32 8, i32 15, i32 42, i32 16, i32 9, i32 31, i32 2, i32 11, i32 30], align 4
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@__const.main.e = private unnamed_addr constant [5 x %struct.Emp] [%struct.Emp { [8 x i8] c"ann\00\00\00\00\00", i32 500 }, %struct.Emp { [8 x i8] c"bo\00\00\00\00\00\00", i32 700 }, %struct.Emp { [8 x i8] c"cy\00\00\00\00\00\00", i32 300 }, %struct.Emp { [8 x i8] c"di\00\00\00\00\00\00", i32 900 }, %struct.Emp { [8 x i8] c"ed\00\00\00\00\00\00", i32 600 }], align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [14 x i8] c"chained = %d\0A\00", align 1, !dbg !12
@.str.7 = private unnamed_addr constant [12 x i8] c"state = %d\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !68 {
  %1 = alloca [12 x i32], align 4, !DIAssignID !113
    #dbg_assign(i1 undef, !72, !DIExpression(), !113, ptr %1, !DIExpression(), !114)
  %2 = alloca [5 x %struct.Emp], align 8, !DIAssignID !115
    #dbg_assign(i1 undef, !77, !DIExpression(), !115, ptr %2, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5, !dbg !116
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %1, ptr noundef nonnull align 4 dereferenceable(48) @__const.main.v, i64 48, i1 false), !dbg !117, !DIAssignID !118
    #dbg_assign(i1 undef, !72, !DIExpression(), !118, ptr %1, !DIExpression(), !114)
    #dbg_value(i32 5, !74, !DIExpression(), !114)
    #dbg_value(ptr %1, !119, !DIExpression(), !146)
    #dbg_value(i32 12, !131, !DIExpression(), !146)
    #dbg_value(i32 4, !132, !DIExpression(), !146)
    #dbg_value(ptr poison, !133, !DIExpression(), !146)
    #dbg_value(ptr undef, !134, !DIExpression(), !146)
    #dbg_value(ptr %1, !135, !DIExpression(), !146)
    #dbg_value(i32 1, !141, !DIExpression(), !148)
  %3 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !149
  %4 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !149
  br label %5, !dbg !149

5:                                                ; preds = %33, %0
  %6 = phi i64 [ 1, %0 ], [ %38, %33 ]
    #dbg_value(i64 %6, !141, !DIExpression(), !148)
    #dbg_value(i64 %6, !143, !DIExpression(), !150)
  %7 = shl nsw i64 %6, 2, !dbg !151
  %8 = getelementptr inbounds i8, ptr %1, i64 %7, !dbg !152
  %9 = load i32, ptr %8, align 4, !dbg !153
    #dbg_value(i32 %9, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !146)
  %10 = srem i32 %9, 5
  br label %11, !dbg !154

11:                                               ; preds = %24, %5
  %12 = phi i64 [ %6, %5 ], [ %28, %24 ]
    #dbg_value(i64 %12, !143, !DIExpression(), !150)
  %13 = shl i64 %12, 2, !dbg !155
  %14 = add nsw i64 %13, 4294967292, !dbg !155
  %15 = and i64 %14, 4294967292, !dbg !156
  %16 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !156
    #dbg_value(ptr %16, !157, !DIExpression(), !165)
    #dbg_value(ptr undef, !160, !DIExpression(), !165)
    #dbg_value(ptr undef, !161, !DIExpression(), !165)
    #dbg_value(i32 5, !162, !DIExpression(), !165)
  %17 = load i32, ptr %16, align 4, !dbg !167
  %18 = srem i32 %17, 5, !dbg !168
    #dbg_value(i32 %18, !163, !DIExpression(), !165)
    #dbg_value(i32 %10, !164, !DIExpression(), !165)
  %19 = icmp eq i32 %18, %10, !dbg !169
  br i1 %19, label %22, label %20, !dbg !171

20:                                               ; preds = %11
  %21 = icmp slt i32 %18, %10, !dbg !172
  br i1 %21, label %29, label %24, !dbg !173

22:                                               ; preds = %11
  %23 = icmp sgt i32 %17, %9, !dbg !174
  br i1 %23, label %24, label %31, !dbg !175

24:                                               ; preds = %20, %22
  %25 = and i64 %13, 4294967292, !dbg !176
  %26 = getelementptr inbounds i8, ptr %1, i64 %25, !dbg !176
  store i32 %17, ptr %26, align 4, !dbg !178
    #dbg_value(i64 %12, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !150)
  %27 = icmp sgt i64 %12, 1, !dbg !179
  %28 = add nsw i64 %12, -1, !dbg !180
  br i1 %27, label %11, label %33, !dbg !154, !llvm.loop !181

29:                                               ; preds = %20
  %30 = trunc nuw i64 %12 to i32
  br label %33, !dbg !184

31:                                               ; preds = %22
  %32 = trunc nuw i64 %12 to i32
  br label %33, !dbg !184

33:                                               ; preds = %24, %31, %29
  %34 = phi i32 [ %30, %29 ], [ %32, %31 ], [ 0, %24 ], !dbg !150
  %35 = shl nsw i32 %34, 2, !dbg !184
  %36 = sext i32 %35 to i64, !dbg !185
  %37 = getelementptr inbounds i8, ptr %1, i64 %36, !dbg !185
  store i32 %9, ptr %37, align 4, !dbg !186
  %38 = add nuw nsw i64 %6, 1, !dbg !187
    #dbg_value(i64 %38, !141, !DIExpression(), !148)
  %39 = icmp eq i64 %38, 12, !dbg !188
  br i1 %39, label %40, label %5, !dbg !149, !llvm.loop !189

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !149
  %42 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !149
    #dbg_value(i64 0, !75, !DIExpression(), !191)
  %43 = load i32, ptr %1, align 4, !dbg !192, !tbaa !194
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %43), !dbg !198
    #dbg_value(i64 1, !75, !DIExpression(), !191)
  %45 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !192
  %46 = load i32, ptr %45, align 4, !dbg !192, !tbaa !194
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %46), !dbg !198
    #dbg_value(i64 2, !75, !DIExpression(), !191)
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !192
  %49 = load i32, ptr %48, align 4, !dbg !192, !tbaa !194
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %49), !dbg !198
    #dbg_value(i64 3, !75, !DIExpression(), !191)
  %51 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !192
  %52 = load i32, ptr %51, align 4, !dbg !192, !tbaa !194
  %53 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %52), !dbg !198
    #dbg_value(i64 4, !75, !DIExpression(), !191)
  %54 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !192
  %55 = load i32, ptr %54, align 4, !dbg !192, !tbaa !194
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %55), !dbg !198
    #dbg_value(i64 5, !75, !DIExpression(), !191)
  %57 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !192
  %58 = load i32, ptr %57, align 4, !dbg !192, !tbaa !194
  %59 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %58), !dbg !198
    #dbg_value(i64 6, !75, !DIExpression(), !191)
  %60 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !192
  %61 = load i32, ptr %60, align 4, !dbg !192, !tbaa !194
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %61), !dbg !198
    #dbg_value(i64 7, !75, !DIExpression(), !191)
  %63 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !192
  %64 = load i32, ptr %63, align 4, !dbg !192, !tbaa !194
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %64), !dbg !198
    #dbg_value(i64 8, !75, !DIExpression(), !191)
  %66 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !192
  %67 = load i32, ptr %66, align 4, !dbg !192, !tbaa !194
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %67), !dbg !198
    #dbg_value(i64 9, !75, !DIExpression(), !191)
  %69 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !192
  %70 = load i32, ptr %69, align 4, !dbg !192, !tbaa !194
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %70), !dbg !198
    #dbg_value(i64 10, !75, !DIExpression(), !191)
  %72 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !192
  %73 = load i32, ptr %72, align 4, !dbg !192, !tbaa !194
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %73), !dbg !198
    #dbg_value(i64 11, !75, !DIExpression(), !191)
  %75 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !192
  %76 = load i32, ptr %75, align 4, !dbg !192, !tbaa !194
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %76), !dbg !198
    #dbg_value(i64 12, !75, !DIExpression(), !191)
  %78 = tail call i32 @putchar(i32 10), !dbg !199
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %2) #5, !dbg !200
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(60) %2, ptr noundef nonnull align 4 dereferenceable(60) @__const.main.e, i64 60, i1 false), !dbg !201, !DIAssignID !202
    #dbg_assign(i1 undef, !77, !DIExpression(), !202, ptr %2, !DIExpression(), !114)
    #dbg_value(ptr %2, !119, !DIExpression(), !203)
    #dbg_value(i32 5, !131, !DIExpression(), !203)
    #dbg_value(i32 12, !132, !DIExpression(), !203)
    #dbg_value(ptr poison, !133, !DIExpression(), !203)
    #dbg_value(ptr null, !134, !DIExpression(), !203)
    #dbg_value(ptr %2, !135, !DIExpression(), !203)
    #dbg_value(i64 1, !141, !DIExpression(), !205)
    #dbg_value(i64 1, !143, !DIExpression(), !206)
    #dbg_value(i64 28514, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !203)
  %79 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !207
    #dbg_value(i32 700, !137, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
    #dbg_value(ptr %2, !208, !DIExpression(), !217)
    #dbg_value(ptr undef, !211, !DIExpression(), !217)
    #dbg_value(ptr null, !212, !DIExpression(), !217)
    #dbg_value(ptr %2, !213, !DIExpression(), !217)
    #dbg_value(ptr undef, !216, !DIExpression(), !217)
  %80 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !219
    #dbg_value(i64 1, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !206)
  store i64 28514, ptr %2, align 8, !dbg !220
  store i32 700, ptr %80, align 8, !dbg !220
    #dbg_value(i64 2, !141, !DIExpression(), !205)
    #dbg_value(i64 2, !143, !DIExpression(), !206)
    #dbg_value(i64 31075, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !203)
  %81 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !207
    #dbg_value(i32 300, !137, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
    #dbg_value(ptr %41, !208, !DIExpression(), !217)
    #dbg_value(ptr %41, !213, !DIExpression(), !217)
  store i64 31075, ptr %3, align 8, !dbg !220
  %82 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !220
  store i32 300, ptr %82, align 8, !dbg !220
    #dbg_value(i64 3, !141, !DIExpression(), !205)
    #dbg_value(i64 3, !143, !DIExpression(), !206)
    #dbg_value(i64 26980, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !203)
  %83 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !207
    #dbg_value(i32 900, !137, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
    #dbg_value(ptr %3, !208, !DIExpression(), !217)
    #dbg_value(ptr %3, !213, !DIExpression(), !217)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %3, i64 12, i1 false), !dbg !221
    #dbg_value(i64 2, !143, !DIExpression(), !206)
    #dbg_value(ptr %41, !208, !DIExpression(), !217)
    #dbg_value(ptr %41, !213, !DIExpression(), !217)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !221
    #dbg_value(i64 1, !143, !DIExpression(), !206)
    #dbg_value(ptr %2, !208, !DIExpression(), !217)
    #dbg_value(ptr %2, !213, !DIExpression(), !217)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %41, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !dbg !221
    #dbg_value(i64 1, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !206)
  store i64 26980, ptr %2, align 8, !dbg !220
  store i32 900, ptr %80, align 8, !dbg !220
    #dbg_value(i64 4, !141, !DIExpression(), !205)
    #dbg_value(i64 4, !143, !DIExpression(), !206)
    #dbg_value(i64 25701, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !203)
    #dbg_value(i32 600, !137, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
    #dbg_value(ptr %4, !208, !DIExpression(), !217)
    #dbg_value(ptr %4, !213, !DIExpression(), !217)
  %84 = load i32, ptr %83, align 4, !dbg !219, !tbaa !222
  %85 = icmp slt i32 %84, 600, !dbg !224
  br i1 %85, label %86, label %93, !dbg !225

86:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %42, ptr noundef nonnull align 4 dereferenceable(12) %4, i64 12, i1 false), !dbg !221
    #dbg_value(i64 3, !143, !DIExpression(), !206)
    #dbg_value(ptr %3, !208, !DIExpression(), !217)
    #dbg_value(ptr undef, !211, !DIExpression(), !217)
    #dbg_value(ptr null, !212, !DIExpression(), !217)
    #dbg_value(ptr %3, !213, !DIExpression(), !217)
    #dbg_value(ptr undef, !216, !DIExpression(), !217)
  %87 = load i32, ptr %81, align 8, !dbg !219, !tbaa !222
  %88 = icmp slt i32 %87, 600, !dbg !224
  br i1 %88, label %89, label %93, !dbg !225

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.e, i64 12, i1 false), !dbg !221
    #dbg_value(i64 2, !143, !DIExpression(), !206)
    #dbg_value(ptr %41, !208, !DIExpression(), !217)
    #dbg_value(ptr undef, !211, !DIExpression(), !217)
    #dbg_value(ptr null, !212, !DIExpression(), !217)
    #dbg_value(ptr %41, !213, !DIExpression(), !217)
    #dbg_value(ptr undef, !216, !DIExpression(), !217)
  %90 = load i32, ptr %79, align 4, !dbg !219, !tbaa !222
  %91 = icmp slt i32 %90, 600, !dbg !224
  br i1 %91, label %92, label %93, !dbg !225

92:                                               ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) %41, i64 12, i1 false), !dbg !221
    #dbg_value(i64 1, !143, !DIExpression(), !206)
    #dbg_value(ptr %2, !208, !DIExpression(), !217)
    #dbg_value(ptr undef, !211, !DIExpression(), !217)
    #dbg_value(ptr null, !212, !DIExpression(), !217)
    #dbg_value(ptr %2, !213, !DIExpression(), !217)
    #dbg_value(ptr undef, !216, !DIExpression(), !217)
  br label %93, !dbg !225

93:                                               ; preds = %92, %89, %86, %40
  %94 = phi ptr [ %42, %40 ], [ %4, %86 ], [ %3, %89 ], [ %41, %92 ], !dbg !206
  %95 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !207
  store i64 25701, ptr %94, align 1, !dbg !220
  %96 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !220
  store i32 600, ptr %96, align 1, !dbg !220
    #dbg_value(i64 5, !141, !DIExpression(), !205)
    #dbg_value(i64 0, !88, !DIExpression(), !226)
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef signext 900), !dbg !227
    #dbg_value(i64 1, !88, !DIExpression(), !226)
  %98 = load i32, ptr %79, align 4, !dbg !229, !tbaa !222
  %99 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %41, i32 noundef signext %98), !dbg !227
    #dbg_value(i64 2, !88, !DIExpression(), !226)
  %100 = load i32, ptr %81, align 8, !dbg !229, !tbaa !222
  %101 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3, i32 noundef signext %100), !dbg !227
    #dbg_value(i64 3, !88, !DIExpression(), !226)
  %102 = load i32, ptr %83, align 4, !dbg !229, !tbaa !222
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %4, i32 noundef signext %102), !dbg !227
    #dbg_value(i64 4, !88, !DIExpression(), !226)
  %104 = load i32, ptr %95, align 8, !dbg !229, !tbaa !222
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %42, i32 noundef signext %104), !dbg !227
    #dbg_value(i64 5, !88, !DIExpression(), !226)
  %106 = call i32 @putchar(i32 10), !dbg !230
    #dbg_value(ptr poison, !90, !DIExpression(), !114)
    #dbg_value(i32 16901, !93, !DIExpression(), !114)
  %107 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 16901), !dbg !231
    #dbg_assign(i1 undef, !96, !DIExpression(), !232, ptr poison, !DIExpression(), !114)
    #dbg_value(i32 -63, !107, !DIExpression(), !114)
  %108 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext -63), !dbg !233
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %2) #5, !dbg !234
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5, !dbg !234
  ret i32 0, !dbg !234
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !235 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

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
!59 = !{i32 1, !"target-abi", !"lp64d"}
!60 = !{i32 6, !"riscv-isa", !61}
!61 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 8, !"SmallDataLimit", i32 8}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !69, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!26}
!71 = !{!72, !74, !75, !77, !88, !90, !93, !94, !96, !107, !108, !110}
!72 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 49, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 384, elements: !20)
!74 = !DILocalVariable(name: "mod", scope: !68, file: !2, line: 50, type: !26)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 52, type: !26)
!76 = distinct !DILexicalBlock(scope: !68, file: !2, line: 52, column: 5)
!77 = !DILocalVariable(name: "e", scope: !68, file: !2, line: 54, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 480, elements: !86)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Emp", file: !2, line: 29, size: 96, elements: !80)
!80 = !{!81, !85}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !79, file: !2, line: 29, baseType: !82, size: 64)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !79, file: !2, line: 29, baseType: !26, size: 32, offset: 64)
!86 = !{!87}
!87 = !DISubrange(count: 5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 56, type: !26)
!89 = distinct !DILexicalBlock(scope: !68, file: !2, line: 56, column: 5)
!90 = !DILocalVariable(name: "ch", scope: !68, file: !2, line: 58, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "chooser_fn", file: !2, line: 41, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!93 = !DILocalVariable(name: "x", scope: !68, file: !2, line: 59, type: !26)
!94 = !DILocalVariable(name: "k", scope: !95, file: !2, line: 60, type: !26)
!95 = distinct !DILexicalBlock(scope: !68, file: !2, line: 60, column: 5)
!96 = !DILocalVariable(name: "hs", scope: !68, file: !2, line: 62, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 512, elements: !5)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Handler", file: !2, line: 43, size: 128, elements: !99)
!99 = !{!100, !103}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !98, file: !2, line: 43, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !98, file: !2, line: 43, baseType: !104, size: 64, offset: 64)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !25, !26}
!107 = !DILocalVariable(name: "state", scope: !68, file: !2, line: 63, type: !26)
!108 = !DILocalVariable(name: "r", scope: !109, file: !2, line: 64, type: !26)
!109 = distinct !DILexicalBlock(scope: !68, file: !2, line: 64, column: 5)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 65, type: !26)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 65, column: 9)
!112 = distinct !DILexicalBlock(scope: !109, file: !2, line: 64, column: 5)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !68)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 49, column: 5, scope: !68)
!117 = !DILocation(line: 49, column: 9, scope: !68)
!118 = distinct !DIAssignID()
!119 = !DILocalVariable(name: "base", arg: 1, scope: !120, file: !2, line: 8, type: !123)
!120 = distinct !DISubprogram(name: "generic_sort", scope: !2, file: !2, line: 8, type: !121, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !130)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123, !26, !26, !124, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !2, line: 6, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DISubroutineType(types: !127)
!127 = !{!26, !128, !128, !123}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!130 = !{!119, !131, !132, !133, !134, !135, !137, !141, !143}
!131 = !DILocalVariable(name: "n", arg: 2, scope: !120, file: !2, line: 8, type: !26)
!132 = !DILocalVariable(name: "size", arg: 3, scope: !120, file: !2, line: 8, type: !26)
!133 = !DILocalVariable(name: "cmp", arg: 4, scope: !120, file: !2, line: 8, type: !124)
!134 = !DILocalVariable(name: "ctx", arg: 5, scope: !120, file: !2, line: 8, type: !123)
!135 = !DILocalVariable(name: "b", scope: !120, file: !2, line: 9, type: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!137 = !DILocalVariable(name: "tmp", scope: !120, file: !2, line: 10, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 64)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 11, type: !26)
!142 = distinct !DILexicalBlock(scope: !120, file: !2, line: 11, column: 5)
!143 = !DILocalVariable(name: "j", scope: !144, file: !2, line: 12, type: !26)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 11, column: 33)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 11, column: 5)
!146 = !DILocation(line: 0, scope: !120, inlinedAt: !147)
!147 = distinct !DILocation(line: 51, column: 5, scope: !68)
!148 = !DILocation(line: 0, scope: !142, inlinedAt: !147)
!149 = !DILocation(line: 11, column: 5, scope: !142, inlinedAt: !147)
!150 = !DILocation(line: 0, scope: !144, inlinedAt: !147)
!151 = !DILocation(line: 13, column: 37, scope: !144, inlinedAt: !147)
!152 = !DILocation(line: 13, column: 33, scope: !144, inlinedAt: !147)
!153 = !DILocation(line: 13, column: 9, scope: !144, inlinedAt: !147)
!154 = !DILocation(line: 14, column: 22, scope: !144, inlinedAt: !147)
!155 = !DILocation(line: 14, column: 41, scope: !144, inlinedAt: !147)
!156 = !DILocation(line: 14, column: 31, scope: !144, inlinedAt: !147)
!157 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !2, line: 22, type: !128)
!158 = distinct !DISubprogram(name: "cmp_int_mod", scope: !2, file: !2, line: 22, type: !126, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !159)
!159 = !{!157, !160, !161, !162, !163, !164}
!160 = !DILocalVariable(name: "b", arg: 2, scope: !158, file: !2, line: 22, type: !128)
!161 = !DILocalVariable(name: "ctx", arg: 3, scope: !158, file: !2, line: 22, type: !123)
!162 = !DILocalVariable(name: "m", scope: !158, file: !2, line: 23, type: !26)
!163 = !DILocalVariable(name: "x", scope: !158, file: !2, line: 24, type: !26)
!164 = !DILocalVariable(name: "y", scope: !158, file: !2, line: 24, type: !26)
!165 = !DILocation(line: 0, scope: !158, inlinedAt: !166)
!166 = distinct !DILocation(line: 14, column: 25, scope: !144, inlinedAt: !147)
!167 = !DILocation(line: 24, column: 13, scope: !158, inlinedAt: !166)
!168 = !DILocation(line: 24, column: 29, scope: !158, inlinedAt: !166)
!169 = !DILocation(line: 25, column: 11, scope: !170, inlinedAt: !166)
!170 = distinct !DILexicalBlock(scope: !158, file: !2, line: 25, column: 9)
!171 = !DILocation(line: 25, column: 9, scope: !158, inlinedAt: !166)
!172 = !DILocation(line: 25, column: 26, scope: !170, inlinedAt: !166)
!173 = !DILocation(line: 25, scope: !170, inlinedAt: !166)
!174 = !DILocation(line: 26, column: 29, scope: !158, inlinedAt: !166)
!175 = !DILocation(line: 14, column: 9, scope: !144, inlinedAt: !147)
!176 = !DILocation(line: 15, column: 32, scope: !177, inlinedAt: !147)
!177 = distinct !DILexicalBlock(scope: !144, file: !2, line: 14, column: 64)
!178 = !DILocation(line: 15, column: 13, scope: !177, inlinedAt: !147)
!179 = !DILocation(line: 14, column: 18, scope: !144, inlinedAt: !147)
!180 = !DILocation(line: 14, column: 36, scope: !144, inlinedAt: !147)
!181 = distinct !{!181, !175, !182, !183}
!182 = !DILocation(line: 17, column: 9, scope: !144, inlinedAt: !147)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 18, column: 32, scope: !144, inlinedAt: !147)
!185 = !DILocation(line: 18, column: 28, scope: !144, inlinedAt: !147)
!186 = !DILocation(line: 18, column: 9, scope: !144, inlinedAt: !147)
!187 = !DILocation(line: 11, column: 29, scope: !145, inlinedAt: !147)
!188 = !DILocation(line: 11, column: 23, scope: !145, inlinedAt: !147)
!189 = distinct !{!189, !149, !190, !183}
!190 = !DILocation(line: 19, column: 5, scope: !142, inlinedAt: !147)
!191 = !DILocation(line: 0, scope: !76)
!192 = !DILocation(line: 52, column: 48, scope: !193)
!193 = distinct !DILexicalBlock(scope: !76, file: !2, line: 52, column: 5)
!194 = !{!195, !195, i64 0}
!195 = !{!"int", !196, i64 0}
!196 = !{!"omnipotent char", !197, i64 0}
!197 = !{!"Simple C/C++ TBAA"}
!198 = !DILocation(line: 52, column: 34, scope: !193)
!199 = !DILocation(line: 53, column: 5, scope: !68)
!200 = !DILocation(line: 54, column: 5, scope: !68)
!201 = !DILocation(line: 54, column: 16, scope: !68)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !120, inlinedAt: !204)
!204 = distinct !DILocation(line: 55, column: 5, scope: !68)
!205 = !DILocation(line: 0, scope: !142, inlinedAt: !204)
!206 = !DILocation(line: 0, scope: !144, inlinedAt: !204)
!207 = !DILocation(line: 13, column: 9, scope: !144, inlinedAt: !204)
!208 = !DILocalVariable(name: "a", arg: 1, scope: !209, file: !2, line: 30, type: !128)
!209 = distinct !DISubprogram(name: "cmp_emp", scope: !2, file: !2, line: 30, type: !126, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !210)
!210 = !{!208, !211, !212, !213, !216}
!211 = !DILocalVariable(name: "b", arg: 2, scope: !209, file: !2, line: 30, type: !128)
!212 = !DILocalVariable(name: "ctx", arg: 3, scope: !209, file: !2, line: 30, type: !123)
!213 = !DILocalVariable(name: "x", scope: !209, file: !2, line: 32, type: !214)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!216 = !DILocalVariable(name: "y", scope: !209, file: !2, line: 32, type: !214)
!217 = !DILocation(line: 0, scope: !209, inlinedAt: !218)
!218 = distinct !DILocation(line: 14, column: 25, scope: !144, inlinedAt: !204)
!219 = !DILocation(line: 33, column: 27, scope: !209, inlinedAt: !218)
!220 = !DILocation(line: 18, column: 9, scope: !144, inlinedAt: !204)
!221 = !DILocation(line: 15, column: 13, scope: !177, inlinedAt: !204)
!222 = !{!223, !195, i64 8}
!223 = !{!"Emp", !196, i64 0, !195, i64 8}
!224 = !DILocation(line: 14, column: 59, scope: !144, inlinedAt: !204)
!225 = !DILocation(line: 14, column: 9, scope: !144, inlinedAt: !204)
!226 = !DILocation(line: 0, scope: !89)
!227 = !DILocation(line: 56, column: 33, scope: !228)
!228 = distinct !DILexicalBlock(scope: !89, file: !2, line: 56, column: 5)
!229 = !DILocation(line: 56, column: 66, scope: !228)
!230 = !DILocation(line: 57, column: 5, scope: !68)
!231 = !DILocation(line: 61, column: 5, scope: !68)
!232 = distinct !DIAssignID()
!233 = !DILocation(line: 66, column: 5, scope: !68)
!234 = !DILocation(line: 68, column: 1, scope: !68)
!235 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!26, !101, null}
