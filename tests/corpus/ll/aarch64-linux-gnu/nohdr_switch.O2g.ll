; ModuleID = 'tests/programs/nohdr_switch.c'
source_filename = "tests/programs/nohdr_switch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"rgb hash %u\0A\00", align 1, !dbg !0
@__const.main.keys = private unnamed_addr constant [11 x i64] [i64 0, i64 1, i64 10, i64 11, i64 100, i64 1000, i64 10000, i64 100000, i64 1000000, i64 10000000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse(%llu) = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"days 1999-2004 = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"duff(%d) = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"tokens = %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [43 x i8] c"x1 = foo_bar + 42 * (y - 7) / z; # done 99\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !52 {
  %1 = alloca [20 x i32], align 16, !DIAssignID !83
    #dbg_assign(i1 undef, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 640), !83, ptr %1, !DIExpression(), !84)
    #dbg_value(i32 -1055199328, !57, !DIExpression(), !84)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1055199328), !dbg !85
    #dbg_value(i32 0, !65, !DIExpression(), !86)
  br label %3, !dbg !87

3:                                                ; preds = %0, %16
  %4 = phi i64 [ 0, %0 ], [ %19, %16 ]
    #dbg_value(i64 %4, !65, !DIExpression(), !86)
  %5 = getelementptr inbounds [11 x i64], ptr @__const.main.keys, i64 0, i64 %4, !dbg !88
  %6 = load i64, ptr %5, align 8, !dbg !88, !tbaa !90
    #dbg_value(i64 %6, !94, !DIExpression(), !99)
  switch i64 %6, label %15 [
    i64 1, label %16
    i64 10, label %7
    i64 100, label %8
    i64 1000, label %9
    i64 10000, label %10
    i64 100000, label %11
    i64 1000000, label %12
    i64 10000000000, label %13
    i64 -1, label %14
  ], !dbg !101

7:                                                ; preds = %3
  br label %16, !dbg !102

8:                                                ; preds = %3
  br label %16, !dbg !104

9:                                                ; preds = %3
  br label %16, !dbg !105

10:                                               ; preds = %3
  br label %16, !dbg !106

11:                                               ; preds = %3
  br label %16, !dbg !107

12:                                               ; preds = %3
  br label %16, !dbg !108

13:                                               ; preds = %3
  br label %16, !dbg !109

14:                                               ; preds = %3
  br label %16, !dbg !110

15:                                               ; preds = %3
  br label %16, !dbg !111

16:                                               ; preds = %3, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ -1, %15 ], [ 90, %14 ], [ 80, %13 ], [ 70, %12 ], [ 60, %11 ], [ 50, %10 ], [ 40, %9 ], [ 30, %8 ], [ 20, %7 ], [ 10, %3 ], !dbg !112
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i32 noundef %17), !dbg !113
  %19 = add nuw nsw i64 %4, 1, !dbg !114
    #dbg_value(i64 %19, !65, !DIExpression(), !86)
  %20 = icmp eq i64 %19, 11, !dbg !115
  br i1 %20, label %69, label %3, !dbg !87, !llvm.loop !116

21:                                               ; preds = %69, %52
  %22 = phi i8 [ %59, %52 ], [ 120, %69 ]
  %23 = phi i32 [ %57, %52 ], [ 0, %69 ]
  %24 = phi i32 [ %56, %52 ], [ 0, %69 ]
  %25 = phi i32 [ %55, %52 ], [ 0, %69 ]
  %26 = phi i32 [ %54, %52 ], [ 0, %69 ]
  %27 = phi ptr [ %58, %52 ], [ @.str.5, %69 ]
    #dbg_value(i32 %23, !119, !DIExpression(), !130)
    #dbg_value(i32 %24, !129, !DIExpression(), !130)
    #dbg_value(i32 %25, !128, !DIExpression(), !130)
    #dbg_value(i32 %26, !127, !DIExpression(), !130)
    #dbg_value(ptr %27, !126, !DIExpression(), !130)
  switch i8 %22, label %46 [
    i8 95, label %29
    i8 65, label %29
    i8 66, label %29
    i8 67, label %29
    i8 68, label %29
    i8 69, label %29
    i8 70, label %29
    i8 71, label %29
    i8 72, label %29
    i8 73, label %29
    i8 74, label %29
    i8 75, label %29
    i8 76, label %29
    i8 77, label %29
    i8 78, label %29
    i8 79, label %29
    i8 80, label %29
    i8 81, label %29
    i8 82, label %29
    i8 83, label %29
    i8 84, label %29
    i8 85, label %29
    i8 86, label %29
    i8 87, label %29
    i8 88, label %29
    i8 89, label %29
    i8 90, label %29
    i8 97, label %29
    i8 98, label %29
    i8 99, label %29
    i8 100, label %29
    i8 101, label %29
    i8 102, label %29
    i8 103, label %29
    i8 104, label %29
    i8 105, label %29
    i8 106, label %29
    i8 107, label %29
    i8 108, label %29
    i8 109, label %29
    i8 110, label %29
    i8 111, label %29
    i8 112, label %29
    i8 113, label %29
    i8 114, label %29
    i8 115, label %29
    i8 116, label %29
    i8 117, label %29
    i8 118, label %29
    i8 119, label %29
    i8 120, label %29
    i8 121, label %29
    i8 122, label %29
    i8 48, label %28
    i8 49, label %28
    i8 50, label %28
    i8 51, label %28
    i8 52, label %28
    i8 53, label %28
    i8 54, label %28
    i8 55, label %28
    i8 56, label %28
    i8 57, label %28
    i8 43, label %44
    i8 45, label %44
    i8 42, label %44
    i8 47, label %44
    i8 61, label %44
    i8 32, label %52
    i8 9, label %52
  ], !dbg !132

28:                                               ; preds = %21, %21, %21, %21, %21, %21, %21, %21, %21, %21
  br label %38, !dbg !136

29:                                               ; preds = %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21
  br label %30, !dbg !138

30:                                               ; preds = %29, %30
  %31 = phi ptr [ %32, %30 ], [ %27, %29 ]
    #dbg_value(ptr %31, !126, !DIExpression(), !130)
  %32 = getelementptr inbounds i8, ptr %31, i64 1, !dbg !139
  %33 = load i8, ptr %32, align 1, !dbg !139, !tbaa !140
  %34 = add i8 %33, -97, !dbg !141
  %35 = icmp ult i8 %34, 26, !dbg !141
  %36 = icmp eq i8 %33, 95
  %37 = or i1 %36, %35, !dbg !141
  br i1 %37, label %30, label %48, !dbg !141, !llvm.loop !142

38:                                               ; preds = %28, %38
  %39 = phi ptr [ %40, %38 ], [ %27, %28 ]
    #dbg_value(ptr %39, !126, !DIExpression(), !130)
  %40 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !144
  %41 = load i8, ptr %40, align 1, !dbg !144, !tbaa !140
  %42 = add i8 %41, -48, !dbg !145
  %43 = icmp ult i8 %42, 10, !dbg !145
  br i1 %43, label %38, label %50, !dbg !145, !llvm.loop !146

44:                                               ; preds = %21, %21, %21, %21, %21
  %45 = add nsw i32 %24, 1, !dbg !148
    #dbg_value(i32 %45, !129, !DIExpression(), !130)
  br label %52, !dbg !149

46:                                               ; preds = %21
  %47 = add nsw i32 %23, 1, !dbg !150
    #dbg_value(i32 %47, !119, !DIExpression(), !130)
  br label %52, !dbg !151

48:                                               ; preds = %30
  %49 = add nsw i32 %26, 1, !dbg !152
  br label %52, !dbg !153

50:                                               ; preds = %38
  %51 = add nsw i32 %25, 1, !dbg !154
  br label %52, !dbg !153

52:                                               ; preds = %50, %48, %46, %44, %21, %21
  %53 = phi ptr [ %27, %46 ], [ %27, %21 ], [ %27, %21 ], [ %27, %44 ], [ %31, %48 ], [ %39, %50 ]
  %54 = phi i32 [ %26, %46 ], [ %26, %21 ], [ %26, %21 ], [ %26, %44 ], [ %49, %48 ], [ %26, %50 ], !dbg !130
  %55 = phi i32 [ %25, %46 ], [ %25, %21 ], [ %25, %21 ], [ %25, %44 ], [ %25, %48 ], [ %51, %50 ], !dbg !130
  %56 = phi i32 [ %24, %46 ], [ %24, %21 ], [ %24, %21 ], [ %45, %44 ], [ %24, %48 ], [ %24, %50 ], !dbg !130
  %57 = phi i32 [ %47, %46 ], [ %23, %21 ], [ %23, %21 ], [ %23, %44 ], [ %23, %48 ], [ %23, %50 ], !dbg !130
    #dbg_value(i32 %57, !119, !DIExpression(), !130)
    #dbg_value(i32 %56, !129, !DIExpression(), !130)
    #dbg_value(i32 %55, !128, !DIExpression(), !130)
    #dbg_value(i32 %54, !127, !DIExpression(), !130)
    #dbg_value(ptr %53, !126, !DIExpression(), !130)
  %58 = getelementptr inbounds i8, ptr %53, i64 1, !dbg !153
    #dbg_value(ptr %58, !126, !DIExpression(), !130)
  %59 = load i8, ptr %58, align 1, !dbg !155, !tbaa !140
  %60 = icmp eq i8 %59, 0, !dbg !156
  br i1 %60, label %61, label %21, !dbg !156, !llvm.loop !157

61:                                               ; preds = %52
  %62 = mul nsw i32 %54, 1000000, !dbg !159
  %63 = mul nsw i32 %55, 10000, !dbg !160
  %64 = add nsw i32 %63, %62, !dbg !161
  %65 = mul nsw i32 %56, 100, !dbg !162
  %66 = add nsw i32 %64, %65, !dbg !163
  %67 = add nsw i32 %66, %57, !dbg !164
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %67), !dbg !165
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1), !dbg !166
  ret i32 0, !dbg !166

69:                                               ; preds = %16
    #dbg_value(i32 2192, !67, !DIExpression(), !84)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2192), !dbg !167
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1), !dbg !168
    #dbg_value(i64 3, !79, !DIExpression(), !169)
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16, !dbg !170, !tbaa !172
    #dbg_value(i64 7, !79, !DIExpression(), !169)
  %71 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !170
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %71, align 16, !dbg !170, !tbaa !172
    #dbg_value(i64 11, !79, !DIExpression(), !169)
  %72 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !170
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %72, align 16, !dbg !170, !tbaa !172
    #dbg_value(i64 15, !79, !DIExpression(), !169)
  %73 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !170
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %73, align 16, !dbg !170, !tbaa !172
    #dbg_value(i64 19, !79, !DIExpression(), !169)
  %74 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !170
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %74, align 16, !dbg !170, !tbaa !172
    #dbg_value(<2 x i32> <i32 400, i32 441>, !75, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !84)
    #dbg_value(i32 484, !75, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !84)
    #dbg_value(i64 23, !79, !DIExpression(), !169)
    #dbg_value(i32 0, !81, !DIExpression(), !174)
    #dbg_value(ptr undef, !175, !DIExpression(), !185)
    #dbg_value(i32 0, !182, !DIExpression(), !185)
    #dbg_value(i32 0, !183, !DIExpression(), !185)
    #dbg_value(i32 0, !184, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_constu, 4, DW_OP_div, DW_OP_stack_value), !185)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 0), !dbg !188
    #dbg_value(i32 5, !81, !DIExpression(), !174)
    #dbg_value(i32 5, !182, !DIExpression(), !185)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !185)
    #dbg_value(i32 1, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !185)
  %76 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !189
  %77 = load <4 x i32>, ptr %76, align 4, !dbg !189, !tbaa !172
    #dbg_value(!DIArgList(i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %78 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %77), !dbg !192
    #dbg_value(i32 %78, !183, !DIExpression(), !185)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i32 noundef %78), !dbg !188
    #dbg_value(i32 10, !81, !DIExpression(), !174)
    #dbg_value(i32 10, !182, !DIExpression(), !185)
    #dbg_value(i32 3, !184, !DIExpression(), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !185)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %80 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !193
  %81 = load i32, ptr %80, align 4, !dbg !193, !tbaa !172
  %82 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %81, i64 0, !dbg !194
  %83 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !195
  %84 = load <8 x i32>, ptr %83, align 8, !dbg !195, !tbaa !172
  %85 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 3, i32 7>, !dbg !195
  %86 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 2, i32 6>, !dbg !195
  %87 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 1, i32 5>, !dbg !195
  %88 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 0, i32 4>, !dbg !195
  %89 = add <2 x i32> %88, %82, !dbg !196
  %90 = add <2 x i32> %87, %89, !dbg !197
  %91 = add <2 x i32> %86, %90, !dbg !198
  %92 = add <2 x i32> %85, %91, !dbg !199
  %93 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %92), !dbg !194
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %93), !dbg !188
    #dbg_value(i32 15, !81, !DIExpression(), !174)
    #dbg_value(i32 15, !182, !DIExpression(), !185)
    #dbg_value(i32 4, !184, !DIExpression(), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !185)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !185)
  %95 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !193
  %96 = load i32, ptr %95, align 8, !dbg !193, !tbaa !172
  %97 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !200
  %98 = load i32, ptr %97, align 4, !dbg !200, !tbaa !172
  %99 = add nsw i32 %96, %98, !dbg !199
    #dbg_value(i32 3, !184, !DIExpression(), !185)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !185)
  %100 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !189
  %101 = load <4 x i32>, ptr %100, align 4, !dbg !189, !tbaa !172
    #dbg_value(i32 poison, !183, !DIExpression(), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !185)
  %102 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %101), !dbg !199
  %103 = add i32 %102, %99, !dbg !196
    #dbg_value(i32 2, !184, !DIExpression(), !185)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !185)
  %104 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !189
  %105 = load <4 x i32>, ptr %104, align 4, !dbg !189, !tbaa !172
    #dbg_value(i32 poison, !183, !DIExpression(), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !185)
  %106 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %105), !dbg !199
  %107 = add i32 %106, %103, !dbg !196
    #dbg_value(i32 1, !184, !DIExpression(), !185)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !185)
  %108 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !189
  %109 = load <4 x i32>, ptr %108, align 4, !dbg !189, !tbaa !172
    #dbg_value(i32 poison, !183, !DIExpression(), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 28, DW_OP_stack_value), !185)
  %110 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %109), !dbg !199
  %111 = add i32 %110, %107, !dbg !196
    #dbg_value(i32 %111, !183, !DIExpression(), !185)
    #dbg_value(i32 1, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 15, i32 noundef %111), !dbg !188
    #dbg_value(i32 20, !81, !DIExpression(), !174)
    #dbg_value(i32 20, !182, !DIExpression(), !185)
    #dbg_value(i32 5, !184, !DIExpression(), !185)
    #dbg_value(ptr undef, !175, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !185)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !185)
  %113 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !193
  %114 = load i32, ptr %113, align 4, !dbg !193, !tbaa !172
  %115 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !200
  %116 = load i32, ptr %115, align 8, !dbg !200, !tbaa !172
  %117 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !195
  %118 = load i32, ptr %117, align 4, !dbg !195, !tbaa !172
  %119 = add nsw i32 %116, %118, !dbg !201
  %120 = add nsw i32 %114, %119, !dbg !199
  %121 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %120, i64 0, !dbg !194
  %122 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !189
  %123 = load <16 x i32>, ptr %122, align 16, !dbg !189, !tbaa !172
  %124 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>, !dbg !189
  %125 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>, !dbg !189
  %126 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>, !dbg !189
  %127 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>, !dbg !189
  %128 = add <4 x i32> %127, %121, !dbg !194
  %129 = add <4 x i32> %126, %128, !dbg !197
  %130 = add <4 x i32> %125, %129, !dbg !201
  %131 = add <4 x i32> %124, %130, !dbg !199
  %132 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %131), !dbg !194
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef %132), !dbg !188
    #dbg_value(i32 25, !81, !DIExpression(), !174)
  br label %21, !dbg !156
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !202 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "b40023a5f6b966a8ba44bf3c76f0c7b9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 43)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !30, retainedTypes: !30, globals: !42, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31}
!31 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !2, line: 5, baseType: !32, size: 32, elements: !33)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41}
!34 = !DIEnumerator(name: "RED", value: 0)
!35 = !DIEnumerator(name: "GREEN", value: 1)
!36 = !DIEnumerator(name: "BLUE", value: 2)
!37 = !DIEnumerator(name: "CYAN", value: 3)
!38 = !DIEnumerator(name: "MAGENTA", value: 4)
!39 = !DIEnumerator(name: "YELLOW", value: 5)
!40 = !DIEnumerator(name: "BLACK", value: 6)
!41 = !DIEnumerator(name: "WHITE", value: 7)
!42 = !{!0, !7, !12, !17, !22, !24}
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 1}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !53, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !56)
!53 = !DISubroutineType(types: !54)
!54 = !{!55}
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !{!57, !58, !60, !65, !67, !68, !70, !73, !75, !79, !81}
!57 = !DILocalVariable(name: "h", scope: !52, file: !2, line: 67, type: !32)
!58 = !DILocalVariable(name: "c", scope: !59, file: !2, line: 68, type: !55)
!59 = distinct !DILexicalBlock(scope: !52, file: !2, line: 68, column: 5)
!60 = !DILocalVariable(name: "keys", scope: !52, file: !2, line: 70, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 704, elements: !63)
!62 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!63 = !{!64}
!64 = !DISubrange(count: 11)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 71, type: !55)
!66 = distinct !DILexicalBlock(scope: !52, file: !2, line: 71, column: 5)
!67 = !DILocalVariable(name: "total", scope: !52, file: !2, line: 72, type: !55)
!68 = !DILocalVariable(name: "y", scope: !69, file: !2, line: 73, type: !55)
!69 = distinct !DILexicalBlock(scope: !52, file: !2, line: 73, column: 5)
!70 = !DILocalVariable(name: "leap", scope: !71, file: !2, line: 74, type: !55)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 73, column: 40)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 73, column: 5)
!73 = !DILocalVariable(name: "m", scope: !74, file: !2, line: 75, type: !55)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 75, column: 9)
!75 = !DILocalVariable(name: "arr", scope: !52, file: !2, line: 78, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 736, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 23)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 79, type: !55)
!80 = distinct !DILexicalBlock(scope: !52, file: !2, line: 79, column: 5)
!81 = !DILocalVariable(name: "n", scope: !82, file: !2, line: 80, type: !55)
!82 = distinct !DILexicalBlock(scope: !52, file: !2, line: 80, column: 5)
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !52)
!85 = !DILocation(line: 69, column: 5, scope: !52)
!86 = !DILocation(line: 0, scope: !66)
!87 = !DILocation(line: 71, column: 5, scope: !66)
!88 = !DILocation(line: 71, column: 64, scope: !89)
!89 = distinct !DILexicalBlock(scope: !66, file: !2, line: 71, column: 5)
!90 = !{!91, !91, i64 0}
!91 = !{!"long long", !92, i64 0}
!92 = !{!"omnipotent char", !93, i64 0}
!93 = !{!"Simple C/C++ TBAA"}
!94 = !DILocalVariable(name: "k", arg: 1, scope: !95, file: !2, line: 16, type: !62)
!95 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 16, type: !96, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!55, !62}
!98 = !{!94}
!99 = !DILocation(line: 0, scope: !95, inlinedAt: !100)
!100 = distinct !DILocation(line: 71, column: 73, scope: !89)
!101 = !DILocation(line: 17, column: 5, scope: !95, inlinedAt: !100)
!102 = !DILocation(line: 19, column: 14, scope: !103, inlinedAt: !100)
!103 = distinct !DILexicalBlock(scope: !95, file: !2, line: 17, column: 16)
!104 = !DILocation(line: 20, column: 15, scope: !103, inlinedAt: !100)
!105 = !DILocation(line: 21, column: 16, scope: !103, inlinedAt: !100)
!106 = !DILocation(line: 22, column: 17, scope: !103, inlinedAt: !100)
!107 = !DILocation(line: 23, column: 18, scope: !103, inlinedAt: !100)
!108 = !DILocation(line: 24, column: 19, scope: !103, inlinedAt: !100)
!109 = !DILocation(line: 25, column: 26, scope: !103, inlinedAt: !100)
!110 = !DILocation(line: 26, column: 33, scope: !103, inlinedAt: !100)
!111 = !DILocation(line: 27, column: 14, scope: !103, inlinedAt: !100)
!112 = !DILocation(line: 0, scope: !103, inlinedAt: !100)
!113 = !DILocation(line: 71, column: 34, scope: !89)
!114 = !DILocation(line: 71, column: 30, scope: !89)
!115 = !DILocation(line: 71, column: 23, scope: !89)
!116 = distinct !{!116, !87, !117, !118}
!117 = !DILocation(line: 71, column: 88, scope: !66)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocalVariable(name: "other", scope: !120, file: !2, line: 53, type: !55)
!120 = distinct !DISubprogram(name: "tokenize", scope: !2, file: !2, line: 52, type: !121, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !125)
!121 = !DISubroutineType(types: !122)
!122 = !{!55, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!125 = !{!126, !127, !128, !129, !119}
!126 = !DILocalVariable(name: "s", arg: 1, scope: !120, file: !2, line: 52, type: !123)
!127 = !DILocalVariable(name: "idents", scope: !120, file: !2, line: 53, type: !55)
!128 = !DILocalVariable(name: "numbers", scope: !120, file: !2, line: 53, type: !55)
!129 = !DILocalVariable(name: "ops", scope: !120, file: !2, line: 53, type: !55)
!130 = !DILocation(line: 0, scope: !120, inlinedAt: !131)
!131 = distinct !DILocation(line: 81, column: 29, scope: !52)
!132 = !DILocation(line: 55, column: 9, scope: !133, inlinedAt: !131)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 54, column: 21)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 54, column: 5)
!135 = distinct !DILexicalBlock(scope: !120, file: !2, line: 54, column: 5)
!136 = !DILocation(line: 57, column: 38, scope: !137, inlinedAt: !131)
!137 = distinct !DILexicalBlock(scope: !133, file: !2, line: 55, column: 21)
!138 = !DILocation(line: 56, column: 65, scope: !137, inlinedAt: !131)
!139 = !DILocation(line: 56, column: 73, scope: !137, inlinedAt: !131)
!140 = !{!92, !92, i64 0}
!141 = !DILocation(line: 56, column: 85, scope: !137, inlinedAt: !131)
!142 = distinct !{!142, !138, !143, !118}
!143 = !DILocation(line: 56, column: 118, scope: !137, inlinedAt: !131)
!144 = !DILocation(line: 57, column: 45, scope: !137, inlinedAt: !131)
!145 = !DILocation(line: 57, column: 57, scope: !137, inlinedAt: !131)
!146 = distinct !{!146, !136, !147, !118}
!147 = !DILocation(line: 57, column: 74, scope: !137, inlinedAt: !131)
!148 = !DILocation(line: 58, column: 62, scope: !137, inlinedAt: !131)
!149 = !DILocation(line: 58, column: 66, scope: !137, inlinedAt: !131)
!150 = !DILocation(line: 60, column: 23, scope: !137, inlinedAt: !131)
!151 = !DILocation(line: 61, column: 9, scope: !137, inlinedAt: !131)
!152 = !DILocation(line: 56, column: 61, scope: !137, inlinedAt: !131)
!153 = !DILocation(line: 54, column: 17, scope: !134, inlinedAt: !131)
!154 = !DILocation(line: 57, column: 34, scope: !137, inlinedAt: !131)
!155 = !DILocation(line: 54, column: 12, scope: !134, inlinedAt: !131)
!156 = !DILocation(line: 54, column: 5, scope: !135, inlinedAt: !131)
!157 = distinct !{!157, !156, !158, !118}
!158 = !DILocation(line: 62, column: 5, scope: !135, inlinedAt: !131)
!159 = !DILocation(line: 63, column: 19, scope: !120, inlinedAt: !131)
!160 = !DILocation(line: 63, column: 39, scope: !120, inlinedAt: !131)
!161 = !DILocation(line: 63, column: 29, scope: !120, inlinedAt: !131)
!162 = !DILocation(line: 63, column: 53, scope: !120, inlinedAt: !131)
!163 = !DILocation(line: 63, column: 47, scope: !120, inlinedAt: !131)
!164 = !DILocation(line: 63, column: 59, scope: !120, inlinedAt: !131)
!165 = !DILocation(line: 81, column: 5, scope: !52)
!166 = !DILocation(line: 83, column: 1, scope: !52)
!167 = !DILocation(line: 77, column: 5, scope: !52)
!168 = !DILocation(line: 78, column: 5, scope: !52)
!169 = !DILocation(line: 0, scope: !80)
!170 = !DILocation(line: 79, column: 41, scope: !171)
!171 = distinct !DILexicalBlock(scope: !80, file: !2, line: 79, column: 5)
!172 = !{!173, !173, i64 0}
!173 = !{!"int", !92, i64 0}
!174 = !DILocation(line: 0, scope: !82)
!175 = !DILocalVariable(name: "p", arg: 1, scope: !176, file: !2, line: 39, type: !179)
!176 = distinct !DISubprogram(name: "duff_sum", scope: !2, file: !2, line: 39, type: !177, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !181)
!177 = !DISubroutineType(types: !178)
!178 = !{!55, !179, !55}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!181 = !{!175, !182, !183, !184}
!182 = !DILocalVariable(name: "n", arg: 2, scope: !176, file: !2, line: 39, type: !55)
!183 = !DILocalVariable(name: "s", scope: !176, file: !2, line: 40, type: !55)
!184 = !DILocalVariable(name: "rounds", scope: !176, file: !2, line: 40, type: !55)
!185 = !DILocation(line: 0, scope: !176, inlinedAt: !186)
!186 = distinct !DILocation(line: 80, column: 67, scope: !187)
!187 = distinct !DILexicalBlock(scope: !82, file: !2, line: 80, column: 5)
!188 = !DILocation(line: 80, column: 38, scope: !187)
!189 = !DILocation(line: 43, column: 23, scope: !190, inlinedAt: !186)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 43, column: 16)
!191 = distinct !DILexicalBlock(scope: !176, file: !2, line: 42, column: 20)
!192 = !DILocation(line: 45, column: 13, scope: !190, inlinedAt: !186)
!193 = !DILocation(line: 46, column: 18, scope: !190, inlinedAt: !186)
!194 = !DILocation(line: 47, column: 13, scope: !190, inlinedAt: !186)
!195 = !DILocation(line: 44, column: 18, scope: !190, inlinedAt: !186)
!196 = !DILocation(line: 43, column: 20, scope: !190, inlinedAt: !186)
!197 = !DILocation(line: 44, column: 15, scope: !190, inlinedAt: !186)
!198 = !DILocation(line: 44, column: 13, scope: !190, inlinedAt: !186)
!199 = !DILocation(line: 46, column: 15, scope: !190, inlinedAt: !186)
!200 = !DILocation(line: 45, column: 18, scope: !190, inlinedAt: !186)
!201 = !DILocation(line: 45, column: 15, scope: !190, inlinedAt: !186)
!202 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{!55, !123, null}
