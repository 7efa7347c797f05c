; ModuleID = 'tests/programs/nohdr_switch.c'
source_filename = "tests/programs/nohdr_switch.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [13 x i8] c"rgb hash %u\0A\00", align 1, !dbg !0
@__const.main.keys = private unnamed_addr constant [11 x i64] [i64 0, i64 1, i64 10, i64 11, i64 100, i64 1000, i64 10000, i64 100000, i64 1000000, i64 10000000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse(%llu) = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"days 1999-2004 = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"duff(%d) = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"tokens = %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [43 x i8] c"x1 = foo_bar + 42 * (y - 7) / z; # done 99\00", align 1, !dbg !24

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca [20 x i32], align 16
    #dbg_declare(ptr %1, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 640), !81)
    #dbg_value(i32 -1055199328, !55, !DIExpression(), !82)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1055199328), !dbg !83
    #dbg_declare(ptr @__const.main.keys, !58, !DIExpression(), !84)
    #dbg_value(i32 0, !63, !DIExpression(), !85)
  br label %3, !dbg !86

3:                                                ; preds = %0, %16
  %4 = phi i64 [ 0, %0 ], [ %19, %16 ]
    #dbg_value(i64 %4, !63, !DIExpression(), !85)
  %5 = getelementptr inbounds [11 x i64], ptr @__const.main.keys, i64 0, i64 %4, !dbg !87
  %6 = load i64, ptr %5, align 8, !dbg !87, !tbaa !89
    #dbg_value(i64 %6, !93, !DIExpression(), !98)
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
  ], !dbg !100

7:                                                ; preds = %3
  br label %16, !dbg !101

8:                                                ; preds = %3
  br label %16, !dbg !103

9:                                                ; preds = %3
  br label %16, !dbg !104

10:                                               ; preds = %3
  br label %16, !dbg !105

11:                                               ; preds = %3
  br label %16, !dbg !106

12:                                               ; preds = %3
  br label %16, !dbg !107

13:                                               ; preds = %3
  br label %16, !dbg !108

14:                                               ; preds = %3
  br label %16, !dbg !109

15:                                               ; preds = %3
  br label %16, !dbg !110

16:                                               ; preds = %3, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ -1, %15 ], [ 90, %14 ], [ 80, %13 ], [ 70, %12 ], [ 60, %11 ], [ 50, %10 ], [ 40, %9 ], [ 30, %8 ], [ 20, %7 ], [ 10, %3 ], !dbg !111
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i32 noundef %17), !dbg !112
  %19 = add nuw nsw i64 %4, 1, !dbg !113
    #dbg_value(i64 %19, !63, !DIExpression(), !85)
  %20 = icmp eq i64 %19, 11, !dbg !114
  br i1 %20, label %69, label %3, !dbg !86, !llvm.loop !115

21:                                               ; preds = %69, %52
  %22 = phi i8 [ %59, %52 ], [ 120, %69 ]
  %23 = phi i32 [ %57, %52 ], [ 0, %69 ]
  %24 = phi i32 [ %56, %52 ], [ 0, %69 ]
  %25 = phi i32 [ %55, %52 ], [ 0, %69 ]
  %26 = phi i32 [ %54, %52 ], [ 0, %69 ]
  %27 = phi ptr [ %58, %52 ], [ @.str.5, %69 ]
    #dbg_value(i32 %23, !118, !DIExpression(), !129)
    #dbg_value(i32 %24, !128, !DIExpression(), !129)
    #dbg_value(i32 %25, !127, !DIExpression(), !129)
    #dbg_value(i32 %26, !126, !DIExpression(), !129)
    #dbg_value(ptr %27, !125, !DIExpression(), !129)
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
  ], !dbg !131

28:                                               ; preds = %21, %21, %21, %21, %21, %21, %21, %21, %21, %21
  br label %38, !dbg !135

29:                                               ; preds = %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21
  br label %30, !dbg !137

30:                                               ; preds = %29, %30
  %31 = phi ptr [ %32, %30 ], [ %27, %29 ]
    #dbg_value(ptr %31, !125, !DIExpression(), !129)
  %32 = getelementptr inbounds i8, ptr %31, i64 1, !dbg !138
  %33 = load i8, ptr %32, align 1, !dbg !138, !tbaa !139
  %34 = add i8 %33, -97, !dbg !140
  %35 = icmp ult i8 %34, 26, !dbg !140
  %36 = icmp eq i8 %33, 95
  %37 = or i1 %36, %35, !dbg !140
  br i1 %37, label %30, label %48, !dbg !140, !llvm.loop !141

38:                                               ; preds = %28, %38
  %39 = phi ptr [ %40, %38 ], [ %27, %28 ]
    #dbg_value(ptr %39, !125, !DIExpression(), !129)
  %40 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !143
  %41 = load i8, ptr %40, align 1, !dbg !143, !tbaa !139
  %42 = add i8 %41, -48, !dbg !144
  %43 = icmp ult i8 %42, 10, !dbg !144
  br i1 %43, label %38, label %50, !dbg !144, !llvm.loop !145

44:                                               ; preds = %21, %21, %21, %21, %21
  %45 = add nsw i32 %24, 1, !dbg !147
    #dbg_value(i32 %45, !128, !DIExpression(), !129)
  br label %52, !dbg !148

46:                                               ; preds = %21
  %47 = add nsw i32 %23, 1, !dbg !149
    #dbg_value(i32 %47, !118, !DIExpression(), !129)
  br label %52, !dbg !150

48:                                               ; preds = %30
  %49 = add nsw i32 %26, 1, !dbg !151
  br label %52, !dbg !152

50:                                               ; preds = %38
  %51 = add nsw i32 %25, 1, !dbg !153
  br label %52, !dbg !152

52:                                               ; preds = %50, %48, %46, %44, %21, %21
  %53 = phi ptr [ %27, %46 ], [ %27, %21 ], [ %27, %21 ], [ %27, %44 ], [ %31, %48 ], [ %39, %50 ]
  %54 = phi i32 [ %26, %46 ], [ %26, %21 ], [ %26, %21 ], [ %26, %44 ], [ %49, %48 ], [ %26, %50 ], !dbg !129
  %55 = phi i32 [ %25, %46 ], [ %25, %21 ], [ %25, %21 ], [ %25, %44 ], [ %25, %48 ], [ %51, %50 ], !dbg !129
  %56 = phi i32 [ %24, %46 ], [ %24, %21 ], [ %24, %21 ], [ %45, %44 ], [ %24, %48 ], [ %24, %50 ], !dbg !129
  %57 = phi i32 [ %47, %46 ], [ %23, %21 ], [ %23, %21 ], [ %23, %44 ], [ %23, %48 ], [ %23, %50 ], !dbg !129
    #dbg_value(i32 %57, !118, !DIExpression(), !129)
    #dbg_value(i32 %56, !128, !DIExpression(), !129)
    #dbg_value(i32 %55, !127, !DIExpression(), !129)
    #dbg_value(i32 %54, !126, !DIExpression(), !129)
    #dbg_value(ptr %53, !125, !DIExpression(), !129)
  %58 = getelementptr inbounds i8, ptr %53, i64 1, !dbg !152
    #dbg_value(ptr %58, !125, !DIExpression(), !129)
  %59 = load i8, ptr %58, align 1, !dbg !154, !tbaa !139
  %60 = icmp eq i8 %59, 0, !dbg !155
  br i1 %60, label %61, label %21, !dbg !155, !llvm.loop !156

61:                                               ; preds = %52
  %62 = mul nsw i32 %54, 1000000, !dbg !158
  %63 = mul nsw i32 %55, 10000, !dbg !159
  %64 = add nsw i32 %63, %62, !dbg !160
  %65 = mul nsw i32 %56, 100, !dbg !161
  %66 = add nsw i32 %64, %65, !dbg !162
  %67 = add nsw i32 %66, %57, !dbg !163
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %67), !dbg !164
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1), !dbg !165
  ret i32 0, !dbg !165

69:                                               ; preds = %16
    #dbg_value(i32 2192, !65, !DIExpression(), !82)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2192), !dbg !166
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1), !dbg !167
    #dbg_value(i64 0, !77, !DIExpression(), !168)
    #dbg_value(i64 1, !77, !DIExpression(), !168)
    #dbg_value(i64 2, !77, !DIExpression(), !168)
    #dbg_value(i64 3, !77, !DIExpression(), !168)
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16, !dbg !169, !tbaa !171
    #dbg_value(i64 4, !77, !DIExpression(), !168)
    #dbg_value(i64 5, !77, !DIExpression(), !168)
    #dbg_value(i64 6, !77, !DIExpression(), !168)
    #dbg_value(i64 7, !77, !DIExpression(), !168)
  %71 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !169
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %71, align 16, !dbg !169, !tbaa !171
    #dbg_value(i64 8, !77, !DIExpression(), !168)
    #dbg_value(i64 9, !77, !DIExpression(), !168)
    #dbg_value(i64 10, !77, !DIExpression(), !168)
    #dbg_value(i64 11, !77, !DIExpression(), !168)
  %72 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !169
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %72, align 16, !dbg !169, !tbaa !171
    #dbg_value(i64 12, !77, !DIExpression(), !168)
    #dbg_value(i64 13, !77, !DIExpression(), !168)
    #dbg_value(i64 14, !77, !DIExpression(), !168)
    #dbg_value(i64 15, !77, !DIExpression(), !168)
  %73 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !169
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %73, align 16, !dbg !169, !tbaa !171
    #dbg_value(i64 16, !77, !DIExpression(), !168)
    #dbg_value(i64 17, !77, !DIExpression(), !168)
    #dbg_value(i64 18, !77, !DIExpression(), !168)
    #dbg_value(i64 19, !77, !DIExpression(), !168)
  %74 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !169
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %74, align 16, !dbg !169, !tbaa !171
    #dbg_value(i64 20, !77, !DIExpression(), !168)
    #dbg_value(i64 21, !77, !DIExpression(), !168)
    #dbg_value(<2 x i32> <i32 400, i32 441>, !73, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !82)
    #dbg_value(i64 22, !77, !DIExpression(), !168)
    #dbg_value(i32 484, !73, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !82)
    #dbg_value(i64 23, !77, !DIExpression(), !168)
    #dbg_value(i32 0, !79, !DIExpression(), !173)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(i32 0, !181, !DIExpression(), !184)
    #dbg_value(i32 0, !182, !DIExpression(), !184)
    #dbg_value(i32 0, !183, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_constu, 4, DW_OP_div, DW_OP_stack_value), !184)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 0), !dbg !187
    #dbg_value(i32 5, !79, !DIExpression(), !173)
    #dbg_value(i32 5, !181, !DIExpression(), !184)
    #dbg_value(i32 2, !183, !DIExpression(), !184)
    #dbg_value(i32 poison, !182, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !184)
    #dbg_value(i32 0, !182, !DIExpression(), !184)
    #dbg_value(i32 2, !183, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !184)
    #dbg_value(i32 0, !182, !DIExpression(), !184)
    #dbg_value(i32 2, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(i32 1, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(i32 1, !183, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !184)
  %76 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !188
  %77 = load <4 x i32>, ptr %76, align 4, !dbg !188, !tbaa !171
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !184)
  %78 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %77), !dbg !191
    #dbg_value(i32 %78, !182, !DIExpression(), !184)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i32 noundef %78), !dbg !187
    #dbg_value(i32 10, !79, !DIExpression(), !173)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(i32 10, !181, !DIExpression(), !184)
    #dbg_value(i32 0, !182, !DIExpression(), !184)
    #dbg_value(i32 3, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !184)
  %80 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !192
  %81 = load i32, ptr %80, align 4, !dbg !192, !tbaa !171
  %82 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %81, i64 0, !dbg !193
  %83 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !194
  %84 = load <8 x i32>, ptr %83, align 8, !dbg !194, !tbaa !171
  %85 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 3, i32 7>, !dbg !194
  %86 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 2, i32 6>, !dbg !194
  %87 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 1, i32 5>, !dbg !194
  %88 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 0, i32 4>, !dbg !194
  %89 = add <2 x i32> %88, %82, !dbg !195
  %90 = add <2 x i32> %87, %89, !dbg !196
  %91 = add <2 x i32> %86, %90, !dbg !197
  %92 = add <2 x i32> %85, %91, !dbg !198
  %93 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %92), !dbg !193
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %93), !dbg !187
    #dbg_value(i32 15, !79, !DIExpression(), !173)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(i32 15, !181, !DIExpression(), !184)
    #dbg_value(i32 0, !182, !DIExpression(), !184)
    #dbg_value(i32 4, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
  %95 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !192
  %96 = load i32, ptr %95, align 8, !dbg !192, !tbaa !171
  %97 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !199
  %98 = load i32, ptr %97, align 4, !dbg !199, !tbaa !171
  %99 = add nsw i32 %96, %98, !dbg !198
    #dbg_value(i32 4, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !184)
    #dbg_value(i32 3, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(i32 %99, !182, !DIExpression(), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !184)
  %100 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !188
  %101 = load <4 x i32>, ptr %100, align 4, !dbg !188, !tbaa !171
    #dbg_value(i32 poison, !182, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !184)
  %102 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %101), !dbg !198
  %103 = add i32 %102, %99, !dbg !195
    #dbg_value(i32 %103, !182, !DIExpression(), !184)
    #dbg_value(i32 3, !183, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !184)
    #dbg_value(i32 3, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !184)
    #dbg_value(i32 2, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !184)
  %104 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !188
  %105 = load <4 x i32>, ptr %104, align 4, !dbg !188, !tbaa !171
    #dbg_value(i32 poison, !182, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !184)
  %106 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %105), !dbg !198
  %107 = add i32 %106, %103, !dbg !195
    #dbg_value(i32 %107, !182, !DIExpression(), !184)
    #dbg_value(i32 2, !183, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !184)
    #dbg_value(i32 2, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !184)
    #dbg_value(i32 1, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !184)
  %108 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !188
  %109 = load <4 x i32>, ptr %108, align 4, !dbg !188, !tbaa !171
    #dbg_value(i32 poison, !182, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 28, DW_OP_stack_value), !184)
  %110 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %109), !dbg !198
  %111 = add i32 %110, %107, !dbg !195
    #dbg_value(i32 %111, !182, !DIExpression(), !184)
    #dbg_value(i32 1, !183, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !184)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 15, i32 noundef %111), !dbg !187
    #dbg_value(i32 20, !79, !DIExpression(), !173)
    #dbg_value(i32 20, !181, !DIExpression(), !184)
    #dbg_value(i32 5, !183, !DIExpression(), !184)
    #dbg_value(ptr undef, !174, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !184)
  %113 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !192
  %114 = load i32, ptr %113, align 4, !dbg !192, !tbaa !171
  %115 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !199
  %116 = load i32, ptr %115, align 8, !dbg !199, !tbaa !171
  %117 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !194
  %118 = load i32, ptr %117, align 4, !dbg !194, !tbaa !171
  %119 = add nsw i32 %116, %118, !dbg !200
  %120 = add nsw i32 %114, %119, !dbg !198
  %121 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %120, i64 0, !dbg !193
  %122 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !188
  %123 = load <16 x i32>, ptr %122, align 16, !dbg !188, !tbaa !171
  %124 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>, !dbg !188
  %125 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>, !dbg !188
  %126 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>, !dbg !188
  %127 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>, !dbg !188
  %128 = add <4 x i32> %127, %121, !dbg !193
  %129 = add <4 x i32> %126, %128, !dbg !196
  %130 = add <4 x i32> %125, %129, !dbg !200
  %131 = add <4 x i32> %124, %130, !dbg !198
  %132 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %131), !dbg !193
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef %132), !dbg !187
    #dbg_value(i32 25, !79, !DIExpression(), !173)
  br label %21, !dbg !155
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !201 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_switch.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !30, retainedTypes: !30, globals: !42, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
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
!43 = !{i32 7, !"Dwarf Version", i32 4}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{i32 7, !"frame-pointer", i32 1}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !51, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53}
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !{!55, !56, !58, !63, !65, !66, !68, !71, !73, !77, !79}
!55 = !DILocalVariable(name: "h", scope: !50, file: !2, line: 67, type: !32)
!56 = !DILocalVariable(name: "c", scope: !57, file: !2, line: 68, type: !53)
!57 = distinct !DILexicalBlock(scope: !50, file: !2, line: 68, column: 5)
!58 = !DILocalVariable(name: "keys", scope: !50, file: !2, line: 70, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 704, elements: !61)
!60 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!61 = !{!62}
!62 = !DISubrange(count: 11)
!63 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 71, type: !53)
!64 = distinct !DILexicalBlock(scope: !50, file: !2, line: 71, column: 5)
!65 = !DILocalVariable(name: "total", scope: !50, file: !2, line: 72, type: !53)
!66 = !DILocalVariable(name: "y", scope: !67, file: !2, line: 73, type: !53)
!67 = distinct !DILexicalBlock(scope: !50, file: !2, line: 73, column: 5)
!68 = !DILocalVariable(name: "leap", scope: !69, file: !2, line: 74, type: !53)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 73, column: 40)
!70 = distinct !DILexicalBlock(scope: !67, file: !2, line: 73, column: 5)
!71 = !DILocalVariable(name: "m", scope: !72, file: !2, line: 75, type: !53)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 75, column: 9)
!73 = !DILocalVariable(name: "arr", scope: !50, file: !2, line: 78, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 736, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 23)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 79, type: !53)
!78 = distinct !DILexicalBlock(scope: !50, file: !2, line: 79, column: 5)
!79 = !DILocalVariable(name: "n", scope: !80, file: !2, line: 80, type: !53)
!80 = distinct !DILexicalBlock(scope: !50, file: !2, line: 80, column: 5)
!81 = !DILocation(line: 78, column: 9, scope: !50)
!82 = !DILocation(line: 0, scope: !50)
!83 = !DILocation(line: 69, column: 5, scope: !50)
!84 = !DILocation(line: 70, column: 24, scope: !50)
!85 = !DILocation(line: 0, scope: !64)
!86 = !DILocation(line: 71, column: 5, scope: !64)
!87 = !DILocation(line: 71, column: 64, scope: !88)
!88 = distinct !DILexicalBlock(scope: !64, file: !2, line: 71, column: 5)
!89 = !{!90, !90, i64 0}
!90 = !{!"long long", !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocalVariable(name: "k", arg: 1, scope: !94, file: !2, line: 16, type: !60)
!94 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 16, type: !95, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!53, !60}
!97 = !{!93}
!98 = !DILocation(line: 0, scope: !94, inlinedAt: !99)
!99 = distinct !DILocation(line: 71, column: 73, scope: !88)
!100 = !DILocation(line: 17, column: 5, scope: !94, inlinedAt: !99)
!101 = !DILocation(line: 19, column: 14, scope: !102, inlinedAt: !99)
!102 = distinct !DILexicalBlock(scope: !94, file: !2, line: 17, column: 16)
!103 = !DILocation(line: 20, column: 15, scope: !102, inlinedAt: !99)
!104 = !DILocation(line: 21, column: 16, scope: !102, inlinedAt: !99)
!105 = !DILocation(line: 22, column: 17, scope: !102, inlinedAt: !99)
!106 = !DILocation(line: 23, column: 18, scope: !102, inlinedAt: !99)
!107 = !DILocation(line: 24, column: 19, scope: !102, inlinedAt: !99)
!108 = !DILocation(line: 25, column: 26, scope: !102, inlinedAt: !99)
!109 = !DILocation(line: 26, column: 33, scope: !102, inlinedAt: !99)
!110 = !DILocation(line: 27, column: 14, scope: !102, inlinedAt: !99)
!111 = !DILocation(line: 0, scope: !102, inlinedAt: !99)
!112 = !DILocation(line: 71, column: 34, scope: !88)
!113 = !DILocation(line: 71, column: 30, scope: !88)
!114 = !DILocation(line: 71, column: 23, scope: !88)
!115 = distinct !{!115, !86, !116, !117}
!116 = !DILocation(line: 71, column: 88, scope: !64)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocalVariable(name: "other", scope: !119, file: !2, line: 53, type: !53)
!119 = distinct !DISubprogram(name: "tokenize", scope: !2, file: !2, line: 52, type: !120, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !124)
!120 = !DISubroutineType(types: !121)
!121 = !{!53, !122}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !{!125, !126, !127, !128, !118}
!125 = !DILocalVariable(name: "s", arg: 1, scope: !119, file: !2, line: 52, type: !122)
!126 = !DILocalVariable(name: "idents", scope: !119, file: !2, line: 53, type: !53)
!127 = !DILocalVariable(name: "numbers", scope: !119, file: !2, line: 53, type: !53)
!128 = !DILocalVariable(name: "ops", scope: !119, file: !2, line: 53, type: !53)
!129 = !DILocation(line: 0, scope: !119, inlinedAt: !130)
!130 = distinct !DILocation(line: 81, column: 29, scope: !50)
!131 = !DILocation(line: 55, column: 9, scope: !132, inlinedAt: !130)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 54, column: 21)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 54, column: 5)
!134 = distinct !DILexicalBlock(scope: !119, file: !2, line: 54, column: 5)
!135 = !DILocation(line: 57, column: 38, scope: !136, inlinedAt: !130)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 55, column: 21)
!137 = !DILocation(line: 56, column: 65, scope: !136, inlinedAt: !130)
!138 = !DILocation(line: 56, column: 73, scope: !136, inlinedAt: !130)
!139 = !{!91, !91, i64 0}
!140 = !DILocation(line: 56, column: 85, scope: !136, inlinedAt: !130)
!141 = distinct !{!141, !137, !142, !117}
!142 = !DILocation(line: 56, column: 118, scope: !136, inlinedAt: !130)
!143 = !DILocation(line: 57, column: 45, scope: !136, inlinedAt: !130)
!144 = !DILocation(line: 57, column: 57, scope: !136, inlinedAt: !130)
!145 = distinct !{!145, !135, !146, !117}
!146 = !DILocation(line: 57, column: 74, scope: !136, inlinedAt: !130)
!147 = !DILocation(line: 58, column: 62, scope: !136, inlinedAt: !130)
!148 = !DILocation(line: 58, column: 66, scope: !136, inlinedAt: !130)
!149 = !DILocation(line: 60, column: 23, scope: !136, inlinedAt: !130)
!150 = !DILocation(line: 61, column: 9, scope: !136, inlinedAt: !130)
!151 = !DILocation(line: 56, column: 61, scope: !136, inlinedAt: !130)
!152 = !DILocation(line: 54, column: 17, scope: !133, inlinedAt: !130)
!153 = !DILocation(line: 57, column: 34, scope: !136, inlinedAt: !130)
!154 = !DILocation(line: 54, column: 12, scope: !133, inlinedAt: !130)
!155 = !DILocation(line: 54, column: 5, scope: !134, inlinedAt: !130)
!156 = distinct !{!156, !155, !157, !117}
!157 = !DILocation(line: 62, column: 5, scope: !134, inlinedAt: !130)
!158 = !DILocation(line: 63, column: 19, scope: !119, inlinedAt: !130)
!159 = !DILocation(line: 63, column: 39, scope: !119, inlinedAt: !130)
!160 = !DILocation(line: 63, column: 29, scope: !119, inlinedAt: !130)
!161 = !DILocation(line: 63, column: 53, scope: !119, inlinedAt: !130)
!162 = !DILocation(line: 63, column: 47, scope: !119, inlinedAt: !130)
!163 = !DILocation(line: 63, column: 59, scope: !119, inlinedAt: !130)
!164 = !DILocation(line: 81, column: 5, scope: !50)
!165 = !DILocation(line: 83, column: 1, scope: !50)
!166 = !DILocation(line: 77, column: 5, scope: !50)
!167 = !DILocation(line: 78, column: 5, scope: !50)
!168 = !DILocation(line: 0, scope: !78)
!169 = !DILocation(line: 79, column: 41, scope: !170)
!170 = distinct !DILexicalBlock(scope: !78, file: !2, line: 79, column: 5)
!171 = !{!172, !172, i64 0}
!172 = !{!"int", !91, i64 0}
!173 = !DILocation(line: 0, scope: !80)
!174 = !DILocalVariable(name: "p", arg: 1, scope: !175, file: !2, line: 39, type: !178)
!175 = distinct !DISubprogram(name: "duff_sum", scope: !2, file: !2, line: 39, type: !176, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !180)
!176 = !DISubroutineType(types: !177)
!177 = !{!53, !178, !53}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!180 = !{!174, !181, !182, !183}
!181 = !DILocalVariable(name: "n", arg: 2, scope: !175, file: !2, line: 39, type: !53)
!182 = !DILocalVariable(name: "s", scope: !175, file: !2, line: 40, type: !53)
!183 = !DILocalVariable(name: "rounds", scope: !175, file: !2, line: 40, type: !53)
!184 = !DILocation(line: 0, scope: !175, inlinedAt: !185)
!185 = distinct !DILocation(line: 80, column: 67, scope: !186)
!186 = distinct !DILexicalBlock(scope: !80, file: !2, line: 80, column: 5)
!187 = !DILocation(line: 80, column: 38, scope: !186)
!188 = !DILocation(line: 43, column: 23, scope: !189, inlinedAt: !185)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 43, column: 16)
!190 = distinct !DILexicalBlock(scope: !175, file: !2, line: 42, column: 20)
!191 = !DILocation(line: 45, column: 13, scope: !189, inlinedAt: !185)
!192 = !DILocation(line: 46, column: 18, scope: !189, inlinedAt: !185)
!193 = !DILocation(line: 47, column: 13, scope: !189, inlinedAt: !185)
!194 = !DILocation(line: 44, column: 18, scope: !189, inlinedAt: !185)
!195 = !DILocation(line: 43, column: 20, scope: !189, inlinedAt: !185)
!196 = !DILocation(line: 44, column: 15, scope: !189, inlinedAt: !185)
!197 = !DILocation(line: 44, column: 13, scope: !189, inlinedAt: !185)
!198 = !DILocation(line: 46, column: 15, scope: !189, inlinedAt: !185)
!199 = !DILocation(line: 45, column: 18, scope: !189, inlinedAt: !185)
!200 = !DILocation(line: 45, column: 15, scope: !189, inlinedAt: !185)
!201 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!53, !122, null}
