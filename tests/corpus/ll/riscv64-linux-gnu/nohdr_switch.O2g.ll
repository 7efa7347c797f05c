; ModuleID = 'tests/programs/nohdr_switch.c'
source_filename = "tests/programs/nohdr_switch.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"rgb hash %u\0A\00", align 1, !dbg !0
@__const.main.keys = private unnamed_addr constant [11 x i64] [i64 0, i64 1, i64 10, i64 11, i64 100, i64 1000, i64 10000, i64 100000, i64 1000000, i64 10000000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse(%llu) = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"days 1999-2004 = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"duff(%d) = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"tokens = %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [43 x i8] c"x1 = foo_bar + 42 * (y - 7) / z; # done 99\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !55 {
    #dbg_value(i32 -1055199328, !60, !DIExpression(), !86)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -1055199328), !dbg !87
    #dbg_value(i32 0, !68, !DIExpression(), !88)
  br label %2, !dbg !89

2:                                                ; preds = %0, %15
  %3 = phi i64 [ 0, %0 ], [ %18, %15 ]
    #dbg_value(i64 %3, !68, !DIExpression(), !88)
  %4 = getelementptr inbounds [11 x i64], ptr @__const.main.keys, i64 0, i64 %3, !dbg !90
  %5 = load i64, ptr %4, align 8, !dbg !90, !tbaa !92
    #dbg_value(i64 %5, !96, !DIExpression(), !101)
  switch i64 %5, label %14 [
    i64 1, label %15
    i64 10, label %6
    i64 100, label %7
    i64 1000, label %8
    i64 10000, label %9
    i64 100000, label %10
    i64 1000000, label %11
    i64 10000000000, label %12
    i64 -1, label %13
  ], !dbg !103

6:                                                ; preds = %2
  br label %15, !dbg !104

7:                                                ; preds = %2
  br label %15, !dbg !106

8:                                                ; preds = %2
  br label %15, !dbg !107

9:                                                ; preds = %2
  br label %15, !dbg !108

10:                                               ; preds = %2
  br label %15, !dbg !109

11:                                               ; preds = %2
  br label %15, !dbg !110

12:                                               ; preds = %2
  br label %15, !dbg !111

13:                                               ; preds = %2
  br label %15, !dbg !112

14:                                               ; preds = %2
  br label %15, !dbg !113

15:                                               ; preds = %2, %6, %7, %8, %9, %10, %11, %12, %13, %14
  %16 = phi i32 [ -1, %14 ], [ 90, %13 ], [ 80, %12 ], [ 70, %11 ], [ 60, %10 ], [ 50, %9 ], [ 40, %8 ], [ 30, %7 ], [ 20, %6 ], [ 10, %2 ], !dbg !114
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5, i32 noundef signext %16), !dbg !115
  %18 = add nuw nsw i64 %3, 1, !dbg !116
    #dbg_value(i64 %18, !68, !DIExpression(), !88)
  %19 = icmp eq i64 %18, 11, !dbg !117
  br i1 %19, label %68, label %2, !dbg !89, !llvm.loop !118

20:                                               ; preds = %68, %51
  %21 = phi i8 [ %58, %51 ], [ 120, %68 ]
  %22 = phi i32 [ %56, %51 ], [ 0, %68 ]
  %23 = phi i32 [ %55, %51 ], [ 0, %68 ]
  %24 = phi i32 [ %54, %51 ], [ 0, %68 ]
  %25 = phi i32 [ %53, %51 ], [ 0, %68 ]
  %26 = phi ptr [ %57, %51 ], [ @.str.5, %68 ]
    #dbg_value(i32 %22, !121, !DIExpression(), !132)
    #dbg_value(i32 %23, !131, !DIExpression(), !132)
    #dbg_value(i32 %24, !130, !DIExpression(), !132)
    #dbg_value(i32 %25, !129, !DIExpression(), !132)
    #dbg_value(ptr %26, !128, !DIExpression(), !132)
  switch i8 %21, label %45 [
    i8 95, label %28
    i8 65, label %28
    i8 66, label %28
    i8 67, label %28
    i8 68, label %28
    i8 69, label %28
    i8 70, label %28
    i8 71, label %28
    i8 72, label %28
    i8 73, label %28
    i8 74, label %28
    i8 75, label %28
    i8 76, label %28
    i8 77, label %28
    i8 78, label %28
    i8 79, label %28
    i8 80, label %28
    i8 81, label %28
    i8 82, label %28
    i8 83, label %28
    i8 84, label %28
    i8 85, label %28
    i8 86, label %28
    i8 87, label %28
    i8 88, label %28
    i8 89, label %28
    i8 90, label %28
    i8 97, label %28
    i8 98, label %28
    i8 99, label %28
    i8 100, label %28
    i8 101, label %28
    i8 102, label %28
    i8 103, label %28
    i8 104, label %28
    i8 105, label %28
    i8 106, label %28
    i8 107, label %28
    i8 108, label %28
    i8 109, label %28
    i8 110, label %28
    i8 111, label %28
    i8 112, label %28
    i8 113, label %28
    i8 114, label %28
    i8 115, label %28
    i8 116, label %28
    i8 117, label %28
    i8 118, label %28
    i8 119, label %28
    i8 120, label %28
    i8 121, label %28
    i8 122, label %28
    i8 48, label %27
    i8 49, label %27
    i8 50, label %27
    i8 51, label %27
    i8 52, label %27
    i8 53, label %27
    i8 54, label %27
    i8 55, label %27
    i8 56, label %27
    i8 57, label %27
    i8 43, label %43
    i8 45, label %43
    i8 42, label %43
    i8 47, label %43
    i8 61, label %43
    i8 32, label %51
    i8 9, label %51
  ], !dbg !134

27:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20, %20, %20
  br label %37, !dbg !138

28:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20
  br label %29, !dbg !140

29:                                               ; preds = %28, %29
  %30 = phi ptr [ %31, %29 ], [ %26, %28 ]
    #dbg_value(ptr %30, !128, !DIExpression(), !132)
  %31 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !141
  %32 = load i8, ptr %31, align 1, !dbg !141, !tbaa !142
  %33 = add i8 %32, -97, !dbg !143
  %34 = icmp ult i8 %33, 26, !dbg !143
  %35 = icmp eq i8 %32, 95
  %36 = or i1 %35, %34, !dbg !143
  br i1 %36, label %29, label %47, !dbg !143, !llvm.loop !144

37:                                               ; preds = %27, %37
  %38 = phi ptr [ %39, %37 ], [ %26, %27 ]
    #dbg_value(ptr %38, !128, !DIExpression(), !132)
  %39 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !146
  %40 = load i8, ptr %39, align 1, !dbg !146, !tbaa !142
  %41 = add i8 %40, -48, !dbg !147
  %42 = icmp ult i8 %41, 10, !dbg !147
  br i1 %42, label %37, label %49, !dbg !147, !llvm.loop !148

43:                                               ; preds = %20, %20, %20, %20, %20
  %44 = add nsw i32 %23, 1, !dbg !150
    #dbg_value(i32 %44, !131, !DIExpression(), !132)
  br label %51, !dbg !151

45:                                               ; preds = %20
  %46 = add nsw i32 %22, 1, !dbg !152
    #dbg_value(i32 %46, !121, !DIExpression(), !132)
  br label %51, !dbg !153

47:                                               ; preds = %29
  %48 = add nsw i32 %25, 1, !dbg !154
  br label %51, !dbg !155

49:                                               ; preds = %37
  %50 = add nsw i32 %24, 1, !dbg !156
  br label %51, !dbg !155

51:                                               ; preds = %49, %47, %45, %43, %20, %20
  %52 = phi ptr [ %26, %45 ], [ %26, %20 ], [ %26, %20 ], [ %26, %43 ], [ %30, %47 ], [ %38, %49 ]
  %53 = phi i32 [ %25, %45 ], [ %25, %20 ], [ %25, %20 ], [ %25, %43 ], [ %48, %47 ], [ %25, %49 ], !dbg !132
  %54 = phi i32 [ %24, %45 ], [ %24, %20 ], [ %24, %20 ], [ %24, %43 ], [ %24, %47 ], [ %50, %49 ], !dbg !132
  %55 = phi i32 [ %23, %45 ], [ %23, %20 ], [ %23, %20 ], [ %44, %43 ], [ %23, %47 ], [ %23, %49 ], !dbg !132
  %56 = phi i32 [ %46, %45 ], [ %22, %20 ], [ %22, %20 ], [ %22, %43 ], [ %22, %47 ], [ %22, %49 ], !dbg !132
    #dbg_value(i32 %56, !121, !DIExpression(), !132)
    #dbg_value(i32 %55, !131, !DIExpression(), !132)
    #dbg_value(i32 %54, !130, !DIExpression(), !132)
    #dbg_value(i32 %53, !129, !DIExpression(), !132)
    #dbg_value(ptr %52, !128, !DIExpression(), !132)
  %57 = getelementptr inbounds i8, ptr %52, i64 1, !dbg !155
    #dbg_value(ptr %57, !128, !DIExpression(), !132)
  %58 = load i8, ptr %57, align 1, !dbg !157, !tbaa !142
  %59 = icmp eq i8 %58, 0, !dbg !158
  br i1 %59, label %60, label %20, !dbg !158, !llvm.loop !159

60:                                               ; preds = %51
  %61 = mul nsw i32 %53, 1000000, !dbg !161
  %62 = mul nsw i32 %54, 10000, !dbg !162
  %63 = add nsw i32 %62, %61, !dbg !163
  %64 = mul nsw i32 %55, 100, !dbg !164
  %65 = add nsw i32 %63, %64, !dbg !165
  %66 = add nsw i32 %65, %56, !dbg !166
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %66), !dbg !167
  ret i32 0, !dbg !168

68:                                               ; preds = %15
    #dbg_value(i32 2192, !70, !DIExpression(), !86)
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2192), !dbg !169
    #dbg_value(i32 0, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !86)
    #dbg_value(i32 1, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !86)
    #dbg_value(i32 4, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !86)
    #dbg_value(i32 9, !78, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !86)
    #dbg_value(i32 16, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !86)
    #dbg_value(i32 25, !78, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !86)
    #dbg_value(i32 36, !78, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !86)
    #dbg_value(i32 49, !78, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !86)
    #dbg_value(i32 64, !78, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !86)
    #dbg_value(i32 81, !78, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !86)
    #dbg_value(i32 100, !78, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !86)
    #dbg_value(i32 121, !78, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !86)
    #dbg_value(i32 144, !78, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !86)
    #dbg_value(i32 169, !78, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !86)
    #dbg_value(i32 196, !78, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !86)
    #dbg_value(i32 225, !78, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !86)
    #dbg_value(i32 256, !78, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !86)
    #dbg_value(i32 289, !78, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !86)
    #dbg_value(i32 324, !78, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !86)
    #dbg_value(i32 361, !78, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !86)
    #dbg_value(i32 400, !78, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !86)
    #dbg_value(i32 441, !78, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !86)
    #dbg_value(i32 484, !78, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !86)
    #dbg_value(i64 23, !82, !DIExpression(), !170)
    #dbg_value(i32 0, !84, !DIExpression(), !171)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(i32 0, !179, !DIExpression(), !182)
    #dbg_value(i32 0, !180, !DIExpression(), !182)
    #dbg_value(i32 0, !181, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_constu, 4, DW_OP_div, DW_OP_stack_value), !182)
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0, i32 noundef signext 0), !dbg !185
    #dbg_value(i32 5, !84, !DIExpression(), !171)
    #dbg_value(i32 5, !179, !DIExpression(), !182)
    #dbg_value(i32 1, !181, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 16, i32 9, i32 4, i32 1), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 16, i32 9, i32 5), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 16, i32 14), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 30, !180, !DIExpression(), !182)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 5, i32 noundef signext 30), !dbg !185
    #dbg_value(i32 10, !84, !DIExpression(), !171)
    #dbg_value(i32 10, !179, !DIExpression(), !182)
    #dbg_value(i32 3, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 2, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 4, i32 1), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 5, !180, !DIExpression(), !182)
    #dbg_value(i32 14, !180, !DIExpression(), !182)
    #dbg_value(i32 30, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !182)
    #dbg_value(i32 1, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 36, i32 55), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 91, !180, !DIExpression(), !182)
    #dbg_value(i32 140, !180, !DIExpression(), !182)
    #dbg_value(i32 204, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !182)
    #dbg_value(i32 285, !180, !DIExpression(), !182)
    #dbg_value(i32 1, !181, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !182)
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 10, i32 noundef signext 285), !dbg !185
    #dbg_value(i32 15, !84, !DIExpression(), !171)
    #dbg_value(i32 15, !179, !DIExpression(), !182)
    #dbg_value(i32 4, !181, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 3, !181, !DIExpression(), !182)
    #dbg_value(i32 5, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(i32 14, !180, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 25, i32 30), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 55, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !182)
    #dbg_value(i32 91, !180, !DIExpression(), !182)
    #dbg_value(i32 2, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(i32 140, !180, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 81, i32 204), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 285, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !182)
    #dbg_value(i32 385, !180, !DIExpression(), !182)
    #dbg_value(i32 1, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(i32 506, !180, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 169, i32 650), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 819, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !182)
    #dbg_value(i32 1015, !180, !DIExpression(), !182)
    #dbg_value(i32 1, !181, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !182)
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 15, i32 noundef signext 1015), !dbg !185
    #dbg_value(i32 20, !84, !DIExpression(), !171)
    #dbg_value(i32 20, !179, !DIExpression(), !182)
    #dbg_value(i32 5, !181, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 4, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 36, i32 25, i32 30), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 36, i32 55), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 91, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !182)
    #dbg_value(i32 140, !180, !DIExpression(), !182)
    #dbg_value(i32 3, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 100, i32 81, i32 204), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 100, i32 285), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 385, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !182)
    #dbg_value(i32 506, !180, !DIExpression(), !182)
    #dbg_value(i32 2, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 196, i32 169, i32 650), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 196, i32 819), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 1015, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !182)
    #dbg_value(i32 1240, !180, !DIExpression(), !182)
    #dbg_value(i32 1, !181, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(), !182)
    #dbg_value(!DIArgList(i32 324, i32 289, i32 1496), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(!DIArgList(i32 324, i32 1785), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 2109, !180, !DIExpression(), !182)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !182)
    #dbg_value(i32 2470, !180, !DIExpression(), !182)
    #dbg_value(i32 1, !181, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !182)
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 20, i32 noundef signext 2470), !dbg !185
    #dbg_value(i32 25, !84, !DIExpression(), !171)
  br label %20, !dbg !158
}

; Function Attrs: nofree nounwind
declare !dbg !186 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

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
!46 = !{i32 1, !"target-abi", !"lp64d"}
!47 = !{i32 6, !"riscv-isa", !48}
!48 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 8, !"SmallDataLimit", i32 8}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !56, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58}
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{!60, !61, !63, !68, !70, !71, !73, !76, !78, !82, !84}
!60 = !DILocalVariable(name: "h", scope: !55, file: !2, line: 67, type: !32)
!61 = !DILocalVariable(name: "c", scope: !62, file: !2, line: 68, type: !58)
!62 = distinct !DILexicalBlock(scope: !55, file: !2, line: 68, column: 5)
!63 = !DILocalVariable(name: "keys", scope: !55, file: !2, line: 70, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 704, elements: !66)
!65 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!66 = !{!67}
!67 = !DISubrange(count: 11)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 71, type: !58)
!69 = distinct !DILexicalBlock(scope: !55, file: !2, line: 71, column: 5)
!70 = !DILocalVariable(name: "total", scope: !55, file: !2, line: 72, type: !58)
!71 = !DILocalVariable(name: "y", scope: !72, file: !2, line: 73, type: !58)
!72 = distinct !DILexicalBlock(scope: !55, file: !2, line: 73, column: 5)
!73 = !DILocalVariable(name: "leap", scope: !74, file: !2, line: 74, type: !58)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 73, column: 40)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 73, column: 5)
!76 = !DILocalVariable(name: "m", scope: !77, file: !2, line: 75, type: !58)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 75, column: 9)
!78 = !DILocalVariable(name: "arr", scope: !55, file: !2, line: 78, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 736, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 23)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 79, type: !58)
!83 = distinct !DILexicalBlock(scope: !55, file: !2, line: 79, column: 5)
!84 = !DILocalVariable(name: "n", scope: !85, file: !2, line: 80, type: !58)
!85 = distinct !DILexicalBlock(scope: !55, file: !2, line: 80, column: 5)
!86 = !DILocation(line: 0, scope: !55)
!87 = !DILocation(line: 69, column: 5, scope: !55)
!88 = !DILocation(line: 0, scope: !69)
!89 = !DILocation(line: 71, column: 5, scope: !69)
!90 = !DILocation(line: 71, column: 64, scope: !91)
!91 = distinct !DILexicalBlock(scope: !69, file: !2, line: 71, column: 5)
!92 = !{!93, !93, i64 0}
!93 = !{!"long long", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocalVariable(name: "k", arg: 1, scope: !97, file: !2, line: 16, type: !65)
!97 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 16, type: !98, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!58, !65}
!100 = !{!96}
!101 = !DILocation(line: 0, scope: !97, inlinedAt: !102)
!102 = distinct !DILocation(line: 71, column: 73, scope: !91)
!103 = !DILocation(line: 17, column: 5, scope: !97, inlinedAt: !102)
!104 = !DILocation(line: 19, column: 14, scope: !105, inlinedAt: !102)
!105 = distinct !DILexicalBlock(scope: !97, file: !2, line: 17, column: 16)
!106 = !DILocation(line: 20, column: 15, scope: !105, inlinedAt: !102)
!107 = !DILocation(line: 21, column: 16, scope: !105, inlinedAt: !102)
!108 = !DILocation(line: 22, column: 17, scope: !105, inlinedAt: !102)
!109 = !DILocation(line: 23, column: 18, scope: !105, inlinedAt: !102)
!110 = !DILocation(line: 24, column: 19, scope: !105, inlinedAt: !102)
!111 = !DILocation(line: 25, column: 26, scope: !105, inlinedAt: !102)
!112 = !DILocation(line: 26, column: 33, scope: !105, inlinedAt: !102)
!113 = !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !102)
!114 = !DILocation(line: 0, scope: !105, inlinedAt: !102)
!115 = !DILocation(line: 71, column: 34, scope: !91)
!116 = !DILocation(line: 71, column: 30, scope: !91)
!117 = !DILocation(line: 71, column: 23, scope: !91)
!118 = distinct !{!118, !89, !119, !120}
!119 = !DILocation(line: 71, column: 88, scope: !69)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocalVariable(name: "other", scope: !122, file: !2, line: 53, type: !58)
!122 = distinct !DISubprogram(name: "tokenize", scope: !2, file: !2, line: 52, type: !123, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !127)
!123 = !DISubroutineType(types: !124)
!124 = !{!58, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!127 = !{!128, !129, !130, !131, !121}
!128 = !DILocalVariable(name: "s", arg: 1, scope: !122, file: !2, line: 52, type: !125)
!129 = !DILocalVariable(name: "idents", scope: !122, file: !2, line: 53, type: !58)
!130 = !DILocalVariable(name: "numbers", scope: !122, file: !2, line: 53, type: !58)
!131 = !DILocalVariable(name: "ops", scope: !122, file: !2, line: 53, type: !58)
!132 = !DILocation(line: 0, scope: !122, inlinedAt: !133)
!133 = distinct !DILocation(line: 81, column: 29, scope: !55)
!134 = !DILocation(line: 55, column: 9, scope: !135, inlinedAt: !133)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 54, column: 21)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 54, column: 5)
!137 = distinct !DILexicalBlock(scope: !122, file: !2, line: 54, column: 5)
!138 = !DILocation(line: 57, column: 38, scope: !139, inlinedAt: !133)
!139 = distinct !DILexicalBlock(scope: !135, file: !2, line: 55, column: 21)
!140 = !DILocation(line: 56, column: 65, scope: !139, inlinedAt: !133)
!141 = !DILocation(line: 56, column: 73, scope: !139, inlinedAt: !133)
!142 = !{!94, !94, i64 0}
!143 = !DILocation(line: 56, column: 85, scope: !139, inlinedAt: !133)
!144 = distinct !{!144, !140, !145, !120}
!145 = !DILocation(line: 56, column: 118, scope: !139, inlinedAt: !133)
!146 = !DILocation(line: 57, column: 45, scope: !139, inlinedAt: !133)
!147 = !DILocation(line: 57, column: 57, scope: !139, inlinedAt: !133)
!148 = distinct !{!148, !138, !149, !120}
!149 = !DILocation(line: 57, column: 74, scope: !139, inlinedAt: !133)
!150 = !DILocation(line: 58, column: 62, scope: !139, inlinedAt: !133)
!151 = !DILocation(line: 58, column: 66, scope: !139, inlinedAt: !133)
!152 = !DILocation(line: 60, column: 23, scope: !139, inlinedAt: !133)
!153 = !DILocation(line: 61, column: 9, scope: !139, inlinedAt: !133)
!154 = !DILocation(line: 56, column: 61, scope: !139, inlinedAt: !133)
!155 = !DILocation(line: 54, column: 17, scope: !136, inlinedAt: !133)
!156 = !DILocation(line: 57, column: 34, scope: !139, inlinedAt: !133)
!157 = !DILocation(line: 54, column: 12, scope: !136, inlinedAt: !133)
!158 = !DILocation(line: 54, column: 5, scope: !137, inlinedAt: !133)
!159 = distinct !{!159, !158, !160, !120}
!160 = !DILocation(line: 62, column: 5, scope: !137, inlinedAt: !133)
!161 = !DILocation(line: 63, column: 19, scope: !122, inlinedAt: !133)
!162 = !DILocation(line: 63, column: 39, scope: !122, inlinedAt: !133)
!163 = !DILocation(line: 63, column: 29, scope: !122, inlinedAt: !133)
!164 = !DILocation(line: 63, column: 53, scope: !122, inlinedAt: !133)
!165 = !DILocation(line: 63, column: 47, scope: !122, inlinedAt: !133)
!166 = !DILocation(line: 63, column: 59, scope: !122, inlinedAt: !133)
!167 = !DILocation(line: 81, column: 5, scope: !55)
!168 = !DILocation(line: 83, column: 1, scope: !55)
!169 = !DILocation(line: 77, column: 5, scope: !55)
!170 = !DILocation(line: 0, scope: !83)
!171 = !DILocation(line: 0, scope: !85)
!172 = !DILocalVariable(name: "p", arg: 1, scope: !173, file: !2, line: 39, type: !176)
!173 = distinct !DISubprogram(name: "duff_sum", scope: !2, file: !2, line: 39, type: !174, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !178)
!174 = !DISubroutineType(types: !175)
!175 = !{!58, !176, !58}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!178 = !{!172, !179, !180, !181}
!179 = !DILocalVariable(name: "n", arg: 2, scope: !173, file: !2, line: 39, type: !58)
!180 = !DILocalVariable(name: "s", scope: !173, file: !2, line: 40, type: !58)
!181 = !DILocalVariable(name: "rounds", scope: !173, file: !2, line: 40, type: !58)
!182 = !DILocation(line: 0, scope: !173, inlinedAt: !183)
!183 = distinct !DILocation(line: 80, column: 67, scope: !184)
!184 = distinct !DILexicalBlock(scope: !85, file: !2, line: 80, column: 5)
!185 = !DILocation(line: 80, column: 38, scope: !184)
!186 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(types: !188)
!188 = !{!58, !125, null}
