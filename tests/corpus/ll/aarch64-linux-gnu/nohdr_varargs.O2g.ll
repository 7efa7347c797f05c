; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"sum = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"avg = %.4f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"structs = %d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [17 x i8] c"dstructs = %.3f\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [23 x i8] c"%d %s %c %.2f %u %lld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"text\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [21 x i8] c"vprintf returned %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [10 x i8] c"nth = %s\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [6 x i8] c"log: \00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !68 {
  %1 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624), !dbg !72
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !73
  %3 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02), !dbg !74
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3), !dbg !75
  %5 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067), !dbg !76
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5), !dbg !77
  %7 = tail call double (i32, ...) @dstructs(i32 poison, [2 x double] alignstack(8) [double 1.500000e+00, double 2.000000e+00], [2 x double] alignstack(8) [double -5.000000e-01, double 8.000000e+00]), !dbg !78
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7), !dbg !79
  %9 = tail call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1), !dbg !80
    #dbg_value(i32 %9, !71, !DIExpression(), !81)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9), !dbg !82
  %11 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11), !dbg !83
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %11), !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: nofree nounwind
declare !dbg !86 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 !dbg !91 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !111
    #dbg_assign(i1 undef, !97, !DIExpression(), !111, ptr %2, !DIExpression(), !112)
    #dbg_value(i32 6, !96, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !113
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !114
    #dbg_value(i64 0, !108, !DIExpression(), !112)
    #dbg_value(i32 0, !109, !DIExpression(), !115)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !109, !DIExpression(), !115)
    #dbg_value(i64 0, !108, !DIExpression(), !112)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
    #dbg_value(i32 0, !109, !DIExpression(), !115)
    #dbg_value(i64 0, !108, !DIExpression(), !112)
  %8 = icmp sgt i32 %4, -1, !dbg !116
  br i1 %8, label %12, label %9, !dbg !116

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8, !dbg !116
  store i32 %10, ptr %3, align 8, !dbg !116, !DIAssignID !118
    #dbg_assign(i32 %10, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !118, ptr %3, !DIExpression(), !112)
  %11 = icmp ult i32 %4, -7, !dbg !116
  br i1 %11, label %15, label %12, !dbg !116

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !116
  store ptr %13, ptr %2, align 8, !dbg !116, !DIAssignID !119
    #dbg_assign(ptr %13, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119, ptr %2, !DIExpression(), !112)
  %14 = load i64, ptr %5, align 8, !dbg !116, !tbaa !120
    #dbg_value(i64 %14, !108, !DIExpression(), !112)
    #dbg_value(i32 1, !109, !DIExpression(), !115)
  br label %23, !dbg !116

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64, !dbg !116
  %17 = getelementptr inbounds i8, ptr %7, i64 %16, !dbg !116
  %18 = load i64, ptr %17, align 8, !dbg !116, !tbaa !120
    #dbg_value(i64 %18, !108, !DIExpression(), !112)
    #dbg_value(i32 1, !109, !DIExpression(), !115)
  %19 = icmp sgt i32 %4, -9, !dbg !116
  br i1 %19, label %23, label %20, !dbg !116

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 16, !dbg !116
  store i32 %21, ptr %3, align 8, !dbg !116, !DIAssignID !118
    #dbg_assign(i32 %21, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !118, ptr %3, !DIExpression(), !112)
  %22 = icmp ult i32 %10, -7, !dbg !116
  br i1 %22, label %28, label %23, !dbg !116

23:                                               ; preds = %15, %20, %12
  %24 = phi i64 [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !116
  store ptr %26, ptr %2, align 8, !dbg !116, !DIAssignID !119
    #dbg_assign(ptr %26, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119, ptr %2, !DIExpression(), !112)
  %27 = load i64, ptr %25, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %27, i64 %24), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 2, !109, !DIExpression(), !115)
  br label %36, !dbg !116

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64, !dbg !116
  %30 = getelementptr inbounds i8, ptr %7, i64 %29, !dbg !116
  %31 = load i64, ptr %30, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %31, i64 %18), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 2, !109, !DIExpression(), !115)
  %32 = icmp sgt i32 %4, -17, !dbg !116
  br i1 %32, label %36, label %33, !dbg !116

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 24, !dbg !116
  store i32 %34, ptr %3, align 8, !dbg !116, !DIAssignID !118
    #dbg_assign(i32 %34, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !118, ptr %3, !DIExpression(), !112)
  %35 = icmp ult i32 %21, -7, !dbg !116
  br i1 %35, label %42, label %36, !dbg !116

36:                                               ; preds = %28, %33, %23
  %37 = phi i64 [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi i64 [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !116
  store ptr %40, ptr %2, align 8, !dbg !116, !DIAssignID !119
    #dbg_assign(ptr %40, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119, ptr %2, !DIExpression(), !112)
  %41 = load i64, ptr %38, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %41, i64 %37, i64 %39), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 3, !109, !DIExpression(), !115)
  br label %50, !dbg !116

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64, !dbg !116
  %44 = getelementptr inbounds i8, ptr %7, i64 %43, !dbg !116
  %45 = load i64, ptr %44, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %45, i64 %31, i64 %18), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 3, !109, !DIExpression(), !115)
  %46 = icmp sgt i32 %4, -25, !dbg !116
  br i1 %46, label %50, label %47, !dbg !116

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 32, !dbg !116
  store i32 %48, ptr %3, align 8, !dbg !116, !DIAssignID !118
    #dbg_assign(i32 %48, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !118, ptr %3, !DIExpression(), !112)
  %49 = icmp ult i32 %34, -7, !dbg !116
  br i1 %49, label %57, label %50, !dbg !116

50:                                               ; preds = %42, %47, %36
  %51 = phi i64 [ %45, %47 ], [ %45, %42 ], [ %41, %36 ]
  %52 = phi ptr [ %5, %47 ], [ %5, %42 ], [ %40, %36 ]
  %53 = phi i64 [ %18, %47 ], [ %18, %42 ], [ %39, %36 ]
  %54 = phi i64 [ %31, %47 ], [ %31, %42 ], [ %37, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !116
  store ptr %55, ptr %2, align 8, !dbg !116, !DIAssignID !119
    #dbg_assign(ptr %55, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119, ptr %2, !DIExpression(), !112)
  %56 = load i64, ptr %52, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %56, i64 %51, i64 %54, i64 %53), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 4, !109, !DIExpression(), !115)
  br label %65, !dbg !116

57:                                               ; preds = %47
  %58 = sext i32 %34 to i64, !dbg !116
  %59 = getelementptr inbounds i8, ptr %7, i64 %58, !dbg !116
  %60 = load i64, ptr %59, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %60, i64 %45, i64 %31, i64 %18), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 4, !109, !DIExpression(), !115)
  %61 = icmp sgt i32 %4, -33, !dbg !116
  br i1 %61, label %65, label %62, !dbg !116

62:                                               ; preds = %57
  %63 = add nsw i32 %4, 40, !dbg !116
  store i32 %63, ptr %3, align 8, !dbg !116, !DIAssignID !118
    #dbg_assign(i32 %63, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !118, ptr %3, !DIExpression(), !112)
  %64 = icmp ult i32 %48, -7, !dbg !116
  br i1 %64, label %73, label %65, !dbg !116

65:                                               ; preds = %57, %62, %50
  %66 = phi i64 [ %60, %62 ], [ %60, %57 ], [ %56, %50 ]
  %67 = phi ptr [ %5, %62 ], [ %5, %57 ], [ %55, %50 ]
  %68 = phi i64 [ %31, %62 ], [ %31, %57 ], [ %54, %50 ]
  %69 = phi i64 [ %18, %62 ], [ %18, %57 ], [ %53, %50 ]
  %70 = phi i64 [ %45, %62 ], [ %45, %57 ], [ %51, %50 ]
  %71 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !116
  store ptr %71, ptr %2, align 8, !dbg !116, !DIAssignID !119
    #dbg_assign(ptr %71, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119, ptr %2, !DIExpression(), !112)
  %72 = load i64, ptr %67, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %72, i64 %66, i64 %70, i64 %68, i64 %69), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 5, !109, !DIExpression(), !115)
  br label %84, !dbg !116

73:                                               ; preds = %62
  %74 = sext i32 %48 to i64, !dbg !116
  %75 = getelementptr inbounds i8, ptr %7, i64 %74, !dbg !116
  %76 = load i64, ptr %75, align 8, !dbg !116, !tbaa !120
    #dbg_value(!DIArgList(i64 %76, i64 %60, i64 %45, i64 %31, i64 %18), !108, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 5, !109, !DIExpression(), !115)
  %77 = icmp sgt i32 %4, -41, !dbg !116
  br i1 %77, label %84, label %78, !dbg !116

78:                                               ; preds = %73
  %79 = add nsw i32 %4, 48, !dbg !116
  store i32 %79, ptr %3, align 8, !dbg !116, !DIAssignID !118
    #dbg_assign(i32 %79, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !118, ptr %3, !DIExpression(), !112)
  %80 = icmp ult i32 %63, -7, !dbg !116
  br i1 %80, label %81, label %84, !dbg !116

81:                                               ; preds = %78
  %82 = sext i32 %63 to i64, !dbg !116
  %83 = getelementptr inbounds i8, ptr %7, i64 %82, !dbg !116
  br label %92, !dbg !116

84:                                               ; preds = %65, %78, %73
  %85 = phi i64 [ %72, %65 ], [ %76, %78 ], [ %76, %73 ]
  %86 = phi ptr [ %71, %65 ], [ %5, %78 ], [ %5, %73 ]
  %87 = phi i64 [ %70, %65 ], [ %45, %78 ], [ %45, %73 ]
  %88 = phi i64 [ %69, %65 ], [ %18, %78 ], [ %18, %73 ]
  %89 = phi i64 [ %68, %65 ], [ %31, %78 ], [ %31, %73 ]
  %90 = phi i64 [ %66, %65 ], [ %60, %78 ], [ %60, %73 ]
  %91 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !116
  store ptr %91, ptr %2, align 8, !dbg !116, !DIAssignID !119
    #dbg_assign(ptr %91, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119, ptr %2, !DIExpression(), !112)
  br label %92, !dbg !116

92:                                               ; preds = %84, %81
  %93 = phi i64 [ %76, %81 ], [ %85, %84 ]
  %94 = phi i64 [ %45, %81 ], [ %87, %84 ]
  %95 = phi i64 [ %18, %81 ], [ %88, %84 ]
  %96 = phi i64 [ %31, %81 ], [ %89, %84 ]
  %97 = phi i64 [ %60, %81 ], [ %90, %84 ]
  %98 = phi ptr [ %83, %81 ], [ %86, %84 ], !dbg !116
  %99 = add nsw i64 %96, %95, !dbg !124
    #dbg_value(i64 %99, !108, !DIExpression(), !112)
  %100 = add nsw i64 %94, %99, !dbg !124
    #dbg_value(i64 %100, !108, !DIExpression(), !112)
  %101 = add nsw i64 %97, %100, !dbg !124
    #dbg_value(i64 %101, !108, !DIExpression(), !112)
  %102 = add nsw i64 %93, %101, !dbg !124
    #dbg_value(i64 %102, !108, !DIExpression(), !112)
  %103 = load i64, ptr %98, align 8, !dbg !116, !tbaa !120
  %104 = add nsw i64 %103, %102, !dbg !124
    #dbg_value(i64 %104, !108, !DIExpression(), !112)
    #dbg_value(i32 6, !109, !DIExpression(), !115)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !125
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !126
  ret i64 %104, !dbg !127
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 !dbg !128 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !138
    #dbg_assign(i1 undef, !134, !DIExpression(), !138, ptr %2, !DIExpression(), !139)
    #dbg_value(i32 9, !133, !DIExpression(), !139)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !140
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !141
    #dbg_value(double 0.000000e+00, !135, !DIExpression(), !139)
    #dbg_value(i32 0, !136, !DIExpression(), !142)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !136, !DIExpression(), !142)
    #dbg_value(double 0.000000e+00, !135, !DIExpression(), !139)
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
    #dbg_value(i32 0, !136, !DIExpression(), !142)
    #dbg_value(double 0.000000e+00, !135, !DIExpression(), !139)
  %8 = icmp sgt i32 %4, -1, !dbg !143
  br i1 %8, label %12, label %9, !dbg !143

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16, !dbg !143
  store i32 %10, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %10, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %11 = icmp ult i32 %4, -15, !dbg !143
  br i1 %11, label %15, label %12, !dbg !143

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !143
  store ptr %13, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %13, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %14 = load double, ptr %5, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 1, !136, !DIExpression(), !142)
  br label %23, !dbg !143

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64, !dbg !143
  %17 = getelementptr inbounds i8, ptr %7, i64 %16, !dbg !143
  %18 = load double, ptr %17, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 1, !136, !DIExpression(), !142)
  %19 = icmp sgt i32 %4, -17, !dbg !143
  br i1 %19, label %23, label %20, !dbg !143

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 32, !dbg !143
  store i32 %21, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %21, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %22 = icmp ult i32 %10, -15, !dbg !143
  br i1 %22, label %28, label %23, !dbg !143

23:                                               ; preds = %15, %20, %12
  %24 = phi double [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !143
  store ptr %26, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %26, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %27 = load double, ptr %25, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 2, !136, !DIExpression(), !142)
  br label %36, !dbg !143

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64, !dbg !143
  %30 = getelementptr inbounds i8, ptr %7, i64 %29, !dbg !143
  %31 = load double, ptr %30, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 2, !136, !DIExpression(), !142)
  %32 = icmp sgt i32 %4, -33, !dbg !143
  br i1 %32, label %36, label %33, !dbg !143

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 48, !dbg !143
  store i32 %34, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %34, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %35 = icmp ult i32 %21, -15, !dbg !143
  br i1 %35, label %42, label %36, !dbg !143

36:                                               ; preds = %28, %33, %23
  %37 = phi double [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi double [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !143
  store ptr %40, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %40, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %41 = load double, ptr %38, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 3, !136, !DIExpression(), !142)
  br label %50, !dbg !143

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64, !dbg !143
  %44 = getelementptr inbounds i8, ptr %7, i64 %43, !dbg !143
  %45 = load double, ptr %44, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 3, !136, !DIExpression(), !142)
  %46 = icmp sgt i32 %4, -49, !dbg !143
  br i1 %46, label %50, label %47, !dbg !143

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 64, !dbg !143
  store i32 %48, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %48, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %49 = icmp ult i32 %34, -15, !dbg !143
  br i1 %49, label %57, label %50, !dbg !143

50:                                               ; preds = %42, %47, %36
  %51 = phi double [ %45, %47 ], [ %45, %42 ], [ %41, %36 ]
  %52 = phi ptr [ %5, %47 ], [ %5, %42 ], [ %40, %36 ]
  %53 = phi double [ %18, %47 ], [ %18, %42 ], [ %39, %36 ]
  %54 = phi double [ %31, %47 ], [ %31, %42 ], [ %37, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !143
  store ptr %55, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %55, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %56 = load double, ptr %52, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 4, !136, !DIExpression(), !142)
  br label %65, !dbg !143

57:                                               ; preds = %47
  %58 = sext i32 %34 to i64, !dbg !143
  %59 = getelementptr inbounds i8, ptr %7, i64 %58, !dbg !143
  %60 = load double, ptr %59, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 4, !136, !DIExpression(), !142)
  %61 = icmp sgt i32 %4, -65, !dbg !143
  br i1 %61, label %65, label %62, !dbg !143

62:                                               ; preds = %57
  %63 = add nsw i32 %4, 80, !dbg !143
  store i32 %63, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %63, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %64 = icmp ult i32 %48, -15, !dbg !143
  br i1 %64, label %73, label %65, !dbg !143

65:                                               ; preds = %57, %62, %50
  %66 = phi double [ %60, %62 ], [ %60, %57 ], [ %56, %50 ]
  %67 = phi ptr [ %5, %62 ], [ %5, %57 ], [ %55, %50 ]
  %68 = phi double [ %31, %62 ], [ %31, %57 ], [ %54, %50 ]
  %69 = phi double [ %18, %62 ], [ %18, %57 ], [ %53, %50 ]
  %70 = phi double [ %45, %62 ], [ %45, %57 ], [ %51, %50 ]
  %71 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !143
  store ptr %71, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %71, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %72 = load double, ptr %67, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 5, !136, !DIExpression(), !142)
  br label %81, !dbg !143

73:                                               ; preds = %62
  %74 = sext i32 %48 to i64, !dbg !143
  %75 = getelementptr inbounds i8, ptr %7, i64 %74, !dbg !143
  %76 = load double, ptr %75, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 5, !136, !DIExpression(), !142)
  %77 = icmp sgt i32 %4, -81, !dbg !143
  br i1 %77, label %81, label %78, !dbg !143

78:                                               ; preds = %73
  %79 = add nsw i32 %4, 96, !dbg !143
  store i32 %79, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %79, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %80 = icmp ult i32 %63, -15, !dbg !143
  br i1 %80, label %90, label %81, !dbg !143

81:                                               ; preds = %73, %78, %65
  %82 = phi double [ %76, %78 ], [ %76, %73 ], [ %72, %65 ]
  %83 = phi ptr [ %5, %78 ], [ %5, %73 ], [ %71, %65 ]
  %84 = phi double [ %45, %78 ], [ %45, %73 ], [ %70, %65 ]
  %85 = phi double [ %18, %78 ], [ %18, %73 ], [ %69, %65 ]
  %86 = phi double [ %31, %78 ], [ %31, %73 ], [ %68, %65 ]
  %87 = phi double [ %60, %78 ], [ %60, %73 ], [ %66, %65 ]
  %88 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !143
  store ptr %88, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %88, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %89 = load double, ptr %83, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 6, !136, !DIExpression(), !142)
  br label %98, !dbg !143

90:                                               ; preds = %78
  %91 = sext i32 %63 to i64, !dbg !143
  %92 = getelementptr inbounds i8, ptr %7, i64 %91, !dbg !143
  %93 = load double, ptr %92, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 6, !136, !DIExpression(), !142)
  %94 = icmp sgt i32 %4, -97, !dbg !143
  br i1 %94, label %98, label %95, !dbg !143

95:                                               ; preds = %90
  %96 = add nsw i32 %4, 112, !dbg !143
  store i32 %96, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %96, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %97 = icmp ult i32 %79, -15, !dbg !143
  br i1 %97, label %108, label %98, !dbg !143

98:                                               ; preds = %90, %95, %81
  %99 = phi double [ %93, %95 ], [ %93, %90 ], [ %89, %81 ]
  %100 = phi ptr [ %5, %95 ], [ %5, %90 ], [ %88, %81 ]
  %101 = phi double [ %60, %95 ], [ %60, %90 ], [ %87, %81 ]
  %102 = phi double [ %31, %95 ], [ %31, %90 ], [ %86, %81 ]
  %103 = phi double [ %18, %95 ], [ %18, %90 ], [ %85, %81 ]
  %104 = phi double [ %45, %95 ], [ %45, %90 ], [ %84, %81 ]
  %105 = phi double [ %76, %95 ], [ %76, %90 ], [ %82, %81 ]
  %106 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !143
  store ptr %106, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %106, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %107 = load double, ptr %100, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 7, !136, !DIExpression(), !142)
  br label %116, !dbg !143

108:                                              ; preds = %95
  %109 = sext i32 %79 to i64, !dbg !143
  %110 = getelementptr inbounds i8, ptr %7, i64 %109, !dbg !143
  %111 = load double, ptr %110, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 7, !136, !DIExpression(), !142)
  %112 = icmp sgt i32 %4, -113, !dbg !143
  br i1 %112, label %116, label %113, !dbg !143

113:                                              ; preds = %108
  %114 = add nsw i32 %4, 128, !dbg !143
  store i32 %114, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %114, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %115 = icmp ult i32 %96, -15, !dbg !143
  br i1 %115, label %127, label %116, !dbg !143

116:                                              ; preds = %108, %113, %98
  %117 = phi double [ %111, %113 ], [ %111, %108 ], [ %107, %98 ]
  %118 = phi ptr [ %5, %113 ], [ %5, %108 ], [ %106, %98 ]
  %119 = phi double [ %76, %113 ], [ %76, %108 ], [ %105, %98 ]
  %120 = phi double [ %45, %113 ], [ %45, %108 ], [ %104, %98 ]
  %121 = phi double [ %18, %113 ], [ %18, %108 ], [ %103, %98 ]
  %122 = phi double [ %31, %113 ], [ %31, %108 ], [ %102, %98 ]
  %123 = phi double [ %60, %113 ], [ %60, %108 ], [ %101, %98 ]
  %124 = phi double [ %93, %113 ], [ %93, %108 ], [ %99, %98 ]
  %125 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !143
  store ptr %125, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %125, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  %126 = load double, ptr %118, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 8, !136, !DIExpression(), !142)
  br label %138, !dbg !143

127:                                              ; preds = %113
  %128 = sext i32 %96 to i64, !dbg !143
  %129 = getelementptr inbounds i8, ptr %7, i64 %128, !dbg !143
  %130 = load double, ptr %129, align 8, !dbg !143, !tbaa !147
    #dbg_value(double poison, !135, !DIExpression(), !139)
    #dbg_value(i32 8, !136, !DIExpression(), !142)
  %131 = icmp sgt i32 %4, -129, !dbg !143
  br i1 %131, label %138, label %132, !dbg !143

132:                                              ; preds = %127
  %133 = add nsw i32 %4, 144, !dbg !143
  store i32 %133, ptr %3, align 4, !dbg !143, !DIAssignID !145
    #dbg_assign(i32 %133, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !145, ptr %3, !DIExpression(), !139)
  %134 = icmp ult i32 %114, -15, !dbg !143
  br i1 %134, label %135, label %138, !dbg !143

135:                                              ; preds = %132
  %136 = sext i32 %114 to i64, !dbg !143
  %137 = getelementptr inbounds i8, ptr %7, i64 %136, !dbg !143
  br label %149, !dbg !143

138:                                              ; preds = %116, %132, %127
  %139 = phi double [ %126, %116 ], [ %130, %132 ], [ %130, %127 ]
  %140 = phi ptr [ %125, %116 ], [ %5, %132 ], [ %5, %127 ]
  %141 = phi double [ %124, %116 ], [ %93, %132 ], [ %93, %127 ]
  %142 = phi double [ %123, %116 ], [ %60, %132 ], [ %60, %127 ]
  %143 = phi double [ %122, %116 ], [ %31, %132 ], [ %31, %127 ]
  %144 = phi double [ %121, %116 ], [ %18, %132 ], [ %18, %127 ]
  %145 = phi double [ %120, %116 ], [ %45, %132 ], [ %45, %127 ]
  %146 = phi double [ %119, %116 ], [ %76, %132 ], [ %76, %127 ]
  %147 = phi double [ %117, %116 ], [ %111, %132 ], [ %111, %127 ]
  %148 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !143
  store ptr %148, ptr %2, align 8, !dbg !143, !DIAssignID !146
    #dbg_assign(ptr %148, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %2, !DIExpression(), !139)
  br label %149, !dbg !143

149:                                              ; preds = %138, %135
  %150 = phi double [ %130, %135 ], [ %139, %138 ]
  %151 = phi double [ %93, %135 ], [ %141, %138 ]
  %152 = phi double [ %60, %135 ], [ %142, %138 ]
  %153 = phi double [ %31, %135 ], [ %143, %138 ]
  %154 = phi double [ %18, %135 ], [ %144, %138 ]
  %155 = phi double [ %45, %135 ], [ %145, %138 ]
  %156 = phi double [ %76, %135 ], [ %146, %138 ]
  %157 = phi double [ %111, %135 ], [ %147, %138 ]
  %158 = phi ptr [ %137, %135 ], [ %140, %138 ], !dbg !143
  %159 = fadd double %154, 0.000000e+00, !dbg !149
    #dbg_value(double %159, !135, !DIExpression(), !139)
  %160 = fadd double %159, %153, !dbg !149
    #dbg_value(double %160, !135, !DIExpression(), !139)
  %161 = fadd double %160, %155, !dbg !149
    #dbg_value(double %161, !135, !DIExpression(), !139)
  %162 = fadd double %161, %152, !dbg !149
    #dbg_value(double %162, !135, !DIExpression(), !139)
  %163 = fadd double %162, %156, !dbg !149
    #dbg_value(double %163, !135, !DIExpression(), !139)
  %164 = fadd double %163, %151, !dbg !149
    #dbg_value(double %164, !135, !DIExpression(), !139)
  %165 = fadd double %164, %157, !dbg !149
    #dbg_value(double %165, !135, !DIExpression(), !139)
  %166 = fadd double %165, %150, !dbg !149
    #dbg_value(double %166, !135, !DIExpression(), !139)
  %167 = load double, ptr %158, align 8, !dbg !143, !tbaa !147
  %168 = fadd double %166, %167, !dbg !149
    #dbg_value(double %168, !135, !DIExpression(), !139)
    #dbg_value(i32 9, !136, !DIExpression(), !142)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !150
  %169 = fdiv double %168, 9.000000e+00, !dbg !151
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !152
  ret double %169, !dbg !153
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 !dbg !154 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !177
    #dbg_assign(i1 undef, !159, !DIExpression(), !177, ptr %2, !DIExpression(), !178)
  %3 = alloca %struct.__va_list, align 8, !DIAssignID !179
    #dbg_assign(i1 undef, !160, !DIExpression(), !179, ptr %3, !DIExpression(), !178)
    #dbg_value(i32 3, !158, !DIExpression(), !178)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !180
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7, !dbg !180
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !181
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !182
    #dbg_value(i32 0, !161, !DIExpression(), !178)
    #dbg_value(i32 0, !162, !DIExpression(), !183)
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = load i32, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !161, !DIExpression(), !178)
    #dbg_value(i32 0, !162, !DIExpression(), !183)
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
    #dbg_value(i32 0, !161, !DIExpression(), !178)
    #dbg_value(i32 0, !162, !DIExpression(), !183)
  %9 = icmp sgt i32 %5, -1, !dbg !184
  br i1 %9, label %13, label %10, !dbg !184

10:                                               ; preds = %1
  %11 = add nsw i32 %5, 8, !dbg !184
  store i32 %11, ptr %4, align 8, !dbg !184, !DIAssignID !185
    #dbg_assign(i32 %11, !159, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !185, ptr %4, !DIExpression(), !178)
  %12 = icmp ult i32 %5, -7, !dbg !184
  br i1 %12, label %18, label %13, !dbg !184

13:                                               ; preds = %1, %10
  %14 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !184
  store ptr %14, ptr %2, align 8, !dbg !184, !DIAssignID !186
    #dbg_assign(ptr %14, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186, ptr %2, !DIExpression(), !178)
  %15 = load i32, ptr %6, align 8, !dbg !184, !tbaa !187
  %16 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !184
  %17 = load i32, ptr %16, align 4, !dbg !184, !tbaa !187
    #dbg_value(i32 %15, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !189)
    #dbg_value(i32 %17, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !189)
    #dbg_value(!DIArgList(i32 %17, i32 %15), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !178)
    #dbg_value(i32 1, !162, !DIExpression(), !183)
  br label %28, !dbg !184

18:                                               ; preds = %10
  %19 = sext i32 %5 to i64, !dbg !184
  %20 = getelementptr inbounds i8, ptr %8, i64 %19, !dbg !184
  %21 = load i32, ptr %20, align 8, !dbg !184, !tbaa !187
  %22 = getelementptr inbounds i8, ptr %20, i64 4, !dbg !184
  %23 = load i32, ptr %22, align 4, !dbg !184, !tbaa !187
    #dbg_value(i32 %21, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !189)
    #dbg_value(i32 %23, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !189)
    #dbg_value(!DIArgList(i32 %23, i32 %21), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !178)
    #dbg_value(i32 1, !162, !DIExpression(), !183)
  %24 = icmp sgt i32 %5, -9, !dbg !184
  br i1 %24, label %28, label %25, !dbg !184

25:                                               ; preds = %18
  %26 = add nsw i32 %5, 16, !dbg !184
  store i32 %26, ptr %4, align 8, !dbg !184, !DIAssignID !185
    #dbg_assign(i32 %26, !159, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !185, ptr %4, !DIExpression(), !178)
  %27 = icmp ult i32 %11, -7, !dbg !184
  br i1 %27, label %36, label %28, !dbg !184

28:                                               ; preds = %18, %25, %13
  %29 = phi i32 [ %23, %25 ], [ %23, %18 ], [ %17, %13 ]
  %30 = phi i32 [ %21, %25 ], [ %21, %18 ], [ %15, %13 ]
  %31 = phi ptr [ %6, %25 ], [ %6, %18 ], [ %14, %13 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !184
  store ptr %32, ptr %2, align 8, !dbg !184, !DIAssignID !186
    #dbg_assign(ptr %32, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186, ptr %2, !DIExpression(), !178)
  %33 = load i32, ptr %31, align 8, !dbg !184, !tbaa !187
  %34 = getelementptr inbounds i8, ptr %31, i64 4, !dbg !184
  %35 = load i32, ptr %34, align 4, !dbg !184, !tbaa !187
    #dbg_value(i32 %33, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !189)
    #dbg_value(i32 %35, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !189)
    #dbg_value(!DIArgList(i32 %35, i32 %29, i32 %30, i32 %33), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !178)
    #dbg_value(i32 2, !162, !DIExpression(), !183)
  br label %49, !dbg !184

36:                                               ; preds = %25
  %37 = sext i32 %11 to i64, !dbg !184
  %38 = getelementptr inbounds i8, ptr %8, i64 %37, !dbg !184
  %39 = load i32, ptr %38, align 8, !dbg !184, !tbaa !187
  %40 = getelementptr inbounds i8, ptr %38, i64 4, !dbg !184
  %41 = load i32, ptr %40, align 4, !dbg !184, !tbaa !187
    #dbg_value(i32 %39, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !189)
    #dbg_value(i32 %41, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !189)
    #dbg_value(!DIArgList(i32 %41, i32 %23, i32 %21, i32 %39), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !178)
    #dbg_value(i32 2, !162, !DIExpression(), !183)
  %42 = icmp sgt i32 %5, -17, !dbg !184
  br i1 %42, label %49, label %43, !dbg !184

43:                                               ; preds = %36
  %44 = add nsw i32 %5, 24, !dbg !184
  store i32 %44, ptr %4, align 8, !dbg !184, !DIAssignID !185
    #dbg_assign(i32 %44, !159, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !185, ptr %4, !DIExpression(), !178)
  %45 = icmp ult i32 %26, -7, !dbg !184
  br i1 %45, label %46, label %49, !dbg !184

46:                                               ; preds = %43
  %47 = sext i32 %26 to i64, !dbg !184
  %48 = getelementptr inbounds i8, ptr %8, i64 %47, !dbg !184
  br label %56, !dbg !184

49:                                               ; preds = %28, %43, %36
  %50 = phi i32 [ %35, %28 ], [ %41, %43 ], [ %41, %36 ]
  %51 = phi i32 [ %33, %28 ], [ %39, %43 ], [ %39, %36 ]
  %52 = phi ptr [ %32, %28 ], [ %6, %43 ], [ %6, %36 ]
  %53 = phi i32 [ %30, %28 ], [ %21, %43 ], [ %21, %36 ]
  %54 = phi i32 [ %29, %28 ], [ %23, %43 ], [ %23, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !184
  store ptr %55, ptr %2, align 8, !dbg !184, !DIAssignID !186
    #dbg_assign(ptr %55, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186, ptr %2, !DIExpression(), !178)
  br label %56, !dbg !184

56:                                               ; preds = %49, %46
  %57 = phi i32 [ %41, %46 ], [ %50, %49 ]
  %58 = phi i32 [ %39, %46 ], [ %51, %49 ]
  %59 = phi i32 [ %21, %46 ], [ %53, %49 ]
  %60 = phi i32 [ %23, %46 ], [ %54, %49 ]
  %61 = phi ptr [ %48, %46 ], [ %52, %49 ], !dbg !184
  %62 = load i32, ptr %61, align 8, !dbg !184, !tbaa !187
  %63 = getelementptr inbounds i8, ptr %61, i64 4, !dbg !184
  %64 = load i32, ptr %63, align 4, !dbg !184, !tbaa !187
    #dbg_value(i32 %62, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !189)
    #dbg_value(i32 %64, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !189)
    #dbg_value(i32 %135, !161, !DIExpression(), !178)
    #dbg_value(i32 3, !162, !DIExpression(), !183)
  %65 = getelementptr inbounds i8, ptr %3, i64 24
  %66 = load i32, ptr %65, align 8
  %67 = load ptr, ptr %3, align 8
    #dbg_value(i32 0, !172, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(), !178)
  %68 = getelementptr inbounds i8, ptr %3, i64 8
  %69 = load ptr, ptr %68, align 8
  %70 = icmp sgt i32 %66, -1, !dbg !191
  br i1 %70, label %74, label %71, !dbg !191

71:                                               ; preds = %56
  %72 = add nsw i32 %66, 8, !dbg !191
  store i32 %72, ptr %65, align 8, !dbg !191, !DIAssignID !192
    #dbg_assign(i32 %72, !160, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !192, ptr %65, !DIExpression(), !178)
  %73 = icmp ult i32 %66, -7, !dbg !191
  br i1 %73, label %79, label %74, !dbg !191

74:                                               ; preds = %56, %71
  %75 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !191
  store ptr %75, ptr %3, align 8, !dbg !191, !DIAssignID !193
    #dbg_assign(ptr %75, !160, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193, ptr %3, !DIExpression(), !178)
  %76 = load i32, ptr %67, align 8, !dbg !191, !tbaa !187
  %77 = getelementptr inbounds i8, ptr %67, i64 4, !dbg !191
  %78 = load i32, ptr %77, align 4, !dbg !191, !tbaa !187
    #dbg_value(i32 %76, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i32 %78, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194)
    #dbg_value(double poison, !171, !DIExpression(), !178)
    #dbg_value(i32 1, !172, !DIExpression(), !190)
  br label %89, !dbg !191

79:                                               ; preds = %71
  %80 = sext i32 %66 to i64, !dbg !191
  %81 = getelementptr inbounds i8, ptr %69, i64 %80, !dbg !191
  %82 = load i32, ptr %81, align 8, !dbg !191, !tbaa !187
  %83 = getelementptr inbounds i8, ptr %81, i64 4, !dbg !191
  %84 = load i32, ptr %83, align 4, !dbg !191, !tbaa !187
    #dbg_value(i32 %82, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i32 %84, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194)
    #dbg_value(double poison, !171, !DIExpression(), !178)
    #dbg_value(i32 1, !172, !DIExpression(), !190)
  %85 = icmp sgt i32 %66, -9, !dbg !191
  br i1 %85, label %89, label %86, !dbg !191

86:                                               ; preds = %79
  %87 = add nsw i32 %66, 16, !dbg !191
  store i32 %87, ptr %65, align 8, !dbg !191, !DIAssignID !192
    #dbg_assign(i32 %87, !160, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !192, ptr %65, !DIExpression(), !178)
  %88 = icmp ult i32 %72, -7, !dbg !191
  br i1 %88, label %97, label %89, !dbg !191

89:                                               ; preds = %79, %86, %74
  %90 = phi i32 [ %84, %86 ], [ %84, %79 ], [ %78, %74 ]
  %91 = phi i32 [ %82, %86 ], [ %82, %79 ], [ %76, %74 ]
  %92 = phi ptr [ %67, %86 ], [ %67, %79 ], [ %75, %74 ]
  %93 = getelementptr inbounds i8, ptr %92, i64 8, !dbg !191
  store ptr %93, ptr %3, align 8, !dbg !191, !DIAssignID !193
    #dbg_assign(ptr %93, !160, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193, ptr %3, !DIExpression(), !178)
  %94 = load i32, ptr %92, align 8, !dbg !191, !tbaa !187
  %95 = getelementptr inbounds i8, ptr %92, i64 4, !dbg !191
  %96 = load i32, ptr %95, align 4, !dbg !191, !tbaa !187
    #dbg_value(i32 %94, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i32 %96, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194)
    #dbg_value(double poison, !171, !DIExpression(), !178)
    #dbg_value(i32 2, !172, !DIExpression(), !190)
  br label %110, !dbg !191

97:                                               ; preds = %86
  %98 = sext i32 %72 to i64, !dbg !191
  %99 = getelementptr inbounds i8, ptr %69, i64 %98, !dbg !191
  %100 = load i32, ptr %99, align 8, !dbg !191, !tbaa !187
  %101 = getelementptr inbounds i8, ptr %99, i64 4, !dbg !191
  %102 = load i32, ptr %101, align 4, !dbg !191, !tbaa !187
    #dbg_value(i32 %100, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i32 %102, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194)
    #dbg_value(double poison, !171, !DIExpression(), !178)
    #dbg_value(i32 2, !172, !DIExpression(), !190)
  %103 = icmp sgt i32 %66, -17, !dbg !191
  br i1 %103, label %110, label %104, !dbg !191

104:                                              ; preds = %97
  %105 = add nsw i32 %66, 24, !dbg !191
  store i32 %105, ptr %65, align 8, !dbg !191, !DIAssignID !192
    #dbg_assign(i32 %105, !160, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !192, ptr %65, !DIExpression(), !178)
  %106 = icmp ult i32 %87, -7, !dbg !191
  br i1 %106, label %107, label %110, !dbg !191

107:                                              ; preds = %104
  %108 = sext i32 %87 to i64, !dbg !191
  %109 = getelementptr inbounds i8, ptr %69, i64 %108, !dbg !191
  br label %117, !dbg !191

110:                                              ; preds = %89, %104, %97
  %111 = phi i32 [ %96, %89 ], [ %102, %104 ], [ %102, %97 ]
  %112 = phi i32 [ %94, %89 ], [ %100, %104 ], [ %100, %97 ]
  %113 = phi ptr [ %93, %89 ], [ %67, %104 ], [ %67, %97 ]
  %114 = phi i32 [ %91, %89 ], [ %82, %104 ], [ %82, %97 ]
  %115 = phi i32 [ %90, %89 ], [ %84, %104 ], [ %84, %97 ]
  %116 = getelementptr inbounds i8, ptr %113, i64 8, !dbg !191
  store ptr %116, ptr %3, align 8, !dbg !191, !DIAssignID !193
    #dbg_assign(ptr %116, !160, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193, ptr %3, !DIExpression(), !178)
  br label %117, !dbg !191

117:                                              ; preds = %110, %107
  %118 = phi i32 [ %102, %107 ], [ %111, %110 ]
  %119 = phi i32 [ %100, %107 ], [ %112, %110 ]
  %120 = phi i32 [ %82, %107 ], [ %114, %110 ]
  %121 = phi i32 [ %84, %107 ], [ %115, %110 ]
  %122 = phi ptr [ %109, %107 ], [ %113, %110 ], !dbg !191
  %123 = sub nsw i32 %120, %121, !dbg !195
    #dbg_value(double undef, !171, !DIExpression(), !178)
  %124 = sub nsw i32 %119, %118, !dbg !195
  %125 = add i32 %123, %124, !dbg !196
    #dbg_value(double undef, !171, !DIExpression(), !178)
  %126 = mul nsw i32 %64, %62, !dbg !197
  %127 = mul nsw i32 %57, %58, !dbg !197
    #dbg_value(!DIArgList(i32 %127, i32 %60, i32 %59), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !178)
  %128 = mul nsw i32 %60, %59, !dbg !197
    #dbg_value(i32 %128, !161, !DIExpression(), !178)
  %129 = add nsw i32 %127, %128, !dbg !198
    #dbg_value(i32 %129, !161, !DIExpression(), !178)
  %130 = load i32, ptr %122, align 8, !dbg !191, !tbaa !187
  %131 = getelementptr inbounds i8, ptr %122, i64 4, !dbg !191
  %132 = load i32, ptr %131, align 4, !dbg !191, !tbaa !187
    #dbg_value(i32 %130, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i32 %132, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194)
  %133 = sub nsw i32 %130, %132, !dbg !195
  %134 = add i32 %125, %133, !dbg !196
    #dbg_value(double undef, !171, !DIExpression(), !178)
    #dbg_value(i32 3, !172, !DIExpression(), !190)
  %135 = add nsw i32 %126, %129, !dbg !198
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !199
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !200
  %136 = mul nsw i32 %135, 1000, !dbg !201
  %137 = add nsw i32 %136, %134, !dbg !202
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7, !dbg !203
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !203
  ret i32 %137, !dbg !204
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 !dbg !205 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !219
    #dbg_assign(i1 undef, !208, !DIExpression(), !219, ptr %2, !DIExpression(), !220)
    #dbg_value(i32 2, !207, !DIExpression(), !220)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !221
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !222
    #dbg_value(double 0.000000e+00, !209, !DIExpression(), !220)
    #dbg_value(i32 0, !210, !DIExpression(), !223)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
    #dbg_value(double 0.000000e+00, !209, !DIExpression(), !220)
    #dbg_value(i32 0, !210, !DIExpression(), !223)
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
    #dbg_value(double 0.000000e+00, !209, !DIExpression(), !220)
    #dbg_value(i32 0, !210, !DIExpression(), !223)
  %8 = icmp sgt i32 %4, -1, !dbg !224
  br i1 %8, label %12, label %9, !dbg !224

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 32, !dbg !224
  store i32 %10, ptr %3, align 4, !dbg !224, !DIAssignID !225
    #dbg_assign(i32 %10, !208, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !225, ptr %3, !DIExpression(), !220)
  %11 = icmp ult i32 %4, -31, !dbg !224
  br i1 %11, label %17, label %12, !dbg !224

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !224
  store ptr %13, ptr %2, align 8, !dbg !224, !DIAssignID !226
    #dbg_assign(ptr %13, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !226, ptr %2, !DIExpression(), !220)
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load double, ptr %5, align 8, !dbg !224
  %16 = load double, ptr %14, align 8, !dbg !224
    #dbg_value(double %15, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !227)
    #dbg_value(double %16, !212, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !227)
    #dbg_value(double poison, !209, !DIExpression(), !220)
    #dbg_value(i32 1, !210, !DIExpression(), !223)
  br label %31, !dbg !224

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64, !dbg !224
  %19 = getelementptr inbounds i8, ptr %7, i64 %18, !dbg !224
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !224
  %21 = load double, ptr %19, align 8, !dbg !224
  %22 = load double, ptr %20, align 8, !dbg !224
    #dbg_value(double %21, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !227)
    #dbg_value(double %22, !212, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !227)
    #dbg_value(double poison, !209, !DIExpression(), !220)
    #dbg_value(i32 1, !210, !DIExpression(), !223)
  %23 = icmp sgt i32 %4, -33, !dbg !224
  br i1 %23, label %31, label %24, !dbg !224

24:                                               ; preds = %17
  %25 = add nsw i32 %4, 64, !dbg !224
  store i32 %25, ptr %3, align 4, !dbg !224, !DIAssignID !225
    #dbg_assign(i32 %25, !208, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !225, ptr %3, !DIExpression(), !220)
  %26 = icmp ult i32 %10, -31, !dbg !224
  br i1 %26, label %27, label %31, !dbg !224

27:                                               ; preds = %24
  %28 = sext i32 %10 to i64, !dbg !224
  %29 = getelementptr inbounds i8, ptr %7, i64 %28, !dbg !224
  %30 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !224
  br label %37, !dbg !224

31:                                               ; preds = %12, %24, %17
  %32 = phi double [ %16, %12 ], [ %22, %24 ], [ %22, %17 ]
  %33 = phi double [ %15, %12 ], [ %21, %24 ], [ %21, %17 ]
  %34 = phi ptr [ %13, %12 ], [ %5, %24 ], [ %5, %17 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 16, !dbg !224
  store ptr %35, ptr %2, align 8, !dbg !224, !DIAssignID !226
    #dbg_assign(ptr %35, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !226, ptr %2, !DIExpression(), !220)
  %36 = getelementptr inbounds i8, ptr %34, i64 8
  br label %37, !dbg !224

37:                                               ; preds = %31, %27
  %38 = phi double [ %22, %27 ], [ %32, %31 ]
  %39 = phi double [ %21, %27 ], [ %33, %31 ]
  %40 = phi ptr [ %30, %27 ], [ %36, %31 ]
  %41 = phi ptr [ %29, %27 ], [ %34, %31 ]
  %42 = load double, ptr %41, align 8, !dbg !224
  %43 = load double, ptr %40, align 8, !dbg !224
  %44 = call double @llvm.fmuladd.f64(double %39, double %38, double 0.000000e+00), !dbg !228
    #dbg_value(double %44, !209, !DIExpression(), !220)
    #dbg_value(double %42, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !227)
    #dbg_value(double %43, !212, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !227)
  %45 = call double @llvm.fmuladd.f64(double %42, double %43, double %44), !dbg !228
    #dbg_value(double %45, !209, !DIExpression(), !220)
    #dbg_value(i32 2, !210, !DIExpression(), !223)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !229
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !230
  ret double %45, !dbg !231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !232 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !237
    #dbg_assign(i1 undef, !235, !DIExpression(), !237, ptr %2, !DIExpression(), !238)
  %3 = alloca %struct.__va_list, align 8
    #dbg_value(ptr @.str.4, !234, !DIExpression(), !238)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !239
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !240
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !241
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7, !dbg !242
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !dbg !242, !tbaa.struct !243
  %5 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef nonnull %3) #7, !dbg !242
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7, !dbg !242
    #dbg_value(i32 %5, !236, !DIExpression(), !238)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !247
  ret i32 %5, !dbg !248
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 !dbg !249 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !258
    #dbg_assign(i1 undef, !254, !DIExpression(), !258, ptr %2, !DIExpression(), !259)
    #dbg_value(i32 2, !253, !DIExpression(), !259)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !260
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !261
    #dbg_value(ptr null, !255, !DIExpression(), !259)
    #dbg_value(i32 0, !256, !DIExpression(), !262)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !256, !DIExpression(), !262)
    #dbg_value(ptr null, !255, !DIExpression(), !259)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
    #dbg_value(i32 0, !256, !DIExpression(), !262)
  %8 = icmp sgt i32 %4, -1, !dbg !263
  br i1 %8, label %12, label %9, !dbg !263

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8, !dbg !263
  store i32 %10, ptr %3, align 8, !dbg !263, !DIAssignID !265
    #dbg_assign(i32 %10, !254, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !265, ptr %3, !DIExpression(), !259)
  %11 = icmp ult i32 %4, -7, !dbg !263
  br i1 %11, label %14, label %12, !dbg !263

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !263
    #dbg_assign(ptr %13, !254, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !266, ptr %2, !DIExpression(), !259)
    #dbg_value(ptr poison, !255, !DIExpression(), !259)
    #dbg_value(i32 1, !256, !DIExpression(), !262)
  br label %19, !dbg !263

14:                                               ; preds = %9
    #dbg_value(ptr poison, !255, !DIExpression(), !259)
    #dbg_value(i32 1, !256, !DIExpression(), !262)
  %15 = icmp sgt i32 %4, -9, !dbg !263
  br i1 %15, label %19, label %16, !dbg !263

16:                                               ; preds = %14
  %17 = add nsw i32 %4, 16, !dbg !263
  store i32 %17, ptr %3, align 8, !dbg !263, !DIAssignID !265
    #dbg_assign(i32 %17, !254, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !265, ptr %3, !DIExpression(), !259)
  %18 = icmp ult i32 %10, -7, !dbg !263
  br i1 %18, label %22, label %19, !dbg !263

19:                                               ; preds = %14, %16, %12
  %20 = phi ptr [ %5, %16 ], [ %5, %14 ], [ %13, %12 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !263
    #dbg_assign(ptr %21, !254, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !266, ptr %2, !DIExpression(), !259)
    #dbg_value(ptr poison, !255, !DIExpression(), !259)
    #dbg_value(i32 2, !256, !DIExpression(), !262)
  br label %30, !dbg !263

22:                                               ; preds = %16
    #dbg_value(ptr poison, !255, !DIExpression(), !259)
    #dbg_value(i32 2, !256, !DIExpression(), !262)
  %23 = icmp sgt i32 %4, -17, !dbg !263
  br i1 %23, label %30, label %24, !dbg !263

24:                                               ; preds = %22
  %25 = add nsw i32 %4, 24, !dbg !263
  store i32 %25, ptr %3, align 8, !dbg !263, !DIAssignID !265
    #dbg_assign(i32 %25, !254, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !265, ptr %3, !DIExpression(), !259)
  %26 = icmp ult i32 %17, -7, !dbg !263
  br i1 %26, label %27, label %30, !dbg !263

27:                                               ; preds = %24
  %28 = sext i32 %17 to i64, !dbg !263
  %29 = getelementptr inbounds i8, ptr %7, i64 %28, !dbg !263
  br label %33, !dbg !263

30:                                               ; preds = %19, %24, %22
  %31 = phi ptr [ %21, %19 ], [ %5, %24 ], [ %5, %22 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !263
  store ptr %32, ptr %2, align 8, !dbg !263, !DIAssignID !266
    #dbg_assign(ptr %32, !254, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !266, ptr %2, !DIExpression(), !259)
  br label %33, !dbg !263

33:                                               ; preds = %30, %27
  %34 = phi ptr [ %29, %27 ], [ %31, %30 ], !dbg !263
    #dbg_value(ptr poison, !255, !DIExpression(), !259)
    #dbg_value(i32 3, !256, !DIExpression(), !262)
  %35 = load ptr, ptr %34, align 8, !dbg !263, !tbaa !244
    #dbg_value(ptr %35, !255, !DIExpression(), !259)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !267
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !268
  ret ptr %35, !dbg !269
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare !dbg !270 noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "bb6921058ec2bae960ac6a08c1bdbc1d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 14)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 17)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 23)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 5)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 21)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 4)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !43, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 6)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !50, isLocal: true, isDefinition: true)
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: None)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !41, !46, !48, !53}
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"frame-pointer", i32 1}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !69, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !70)
!69 = !DISubroutineType(types: !56)
!70 = !{!71}
!71 = !DILocalVariable(name: "n", scope: !68, file: !2, line: 73, type: !57)
!72 = !DILocation(line: 69, column: 28, scope: !68)
!73 = !DILocation(line: 69, column: 5, scope: !68)
!74 = !DILocation(line: 70, column: 28, scope: !68)
!75 = !DILocation(line: 70, column: 5, scope: !68)
!76 = !DILocation(line: 71, column: 30, scope: !68)
!77 = !DILocation(line: 71, column: 5, scope: !68)
!78 = !DILocation(line: 72, column: 33, scope: !68)
!79 = !DILocation(line: 72, column: 5, scope: !68)
!80 = !DILocation(line: 73, column: 13, scope: !68)
!81 = !DILocation(line: 0, scope: !68)
!82 = !DILocation(line: 74, column: 5, scope: !68)
!83 = !DILocation(line: 75, column: 26, scope: !68)
!84 = !DILocation(line: 75, column: 5, scope: !68)
!85 = !DILocation(line: 76, column: 5, scope: !68)
!86 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(types: !88)
!88 = !{!57, !89, null}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!91 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 10, type: !92, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!94, !57, null}
!94 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!95 = !{!96, !97, !108, !109}
!96 = !DILocalVariable(name: "n", arg: 1, scope: !91, file: !2, line: 10, type: !57)
!97 = !DILocalVariable(name: "ap", scope: !91, file: !2, line: 11, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !2, line: 6, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !101)
!101 = !{!102, !104, !105, !106, !107}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !100, file: !2, line: 11, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !100, file: !2, line: 11, baseType: !103, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !100, file: !2, line: 11, baseType: !103, size: 64, offset: 128)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !100, file: !2, line: 11, baseType: !57, size: 32, offset: 192)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !100, file: !2, line: 11, baseType: !57, size: 32, offset: 224)
!108 = !DILocalVariable(name: "s", scope: !91, file: !2, line: 13, type: !94)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 14, type: !57)
!110 = distinct !DILexicalBlock(scope: !91, file: !2, line: 14, column: 5)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !91)
!113 = !DILocation(line: 11, column: 5, scope: !91)
!114 = !DILocation(line: 12, column: 5, scope: !91)
!115 = !DILocation(line: 0, scope: !110)
!116 = !DILocation(line: 14, column: 38, scope: !117)
!117 = distinct !DILexicalBlock(scope: !110, file: !2, line: 14, column: 5)
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !{!121, !121, i64 0}
!121 = !{!"long long", !122, i64 0}
!122 = !{!"omnipotent char", !123, i64 0}
!123 = !{!"Simple C/C++ TBAA"}
!124 = !DILocation(line: 14, column: 35, scope: !117)
!125 = !DILocation(line: 15, column: 5, scope: !91)
!126 = !DILocation(line: 17, column: 1, scope: !91)
!127 = !DILocation(line: 16, column: 5, scope: !91)
!128 = distinct !DISubprogram(name: "avg", scope: !2, file: !2, line: 19, type: !129, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !132)
!129 = !DISubroutineType(types: !130)
!130 = !{!131, !57, null}
!131 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!132 = !{!133, !134, !135, !136}
!133 = !DILocalVariable(name: "n", arg: 1, scope: !128, file: !2, line: 19, type: !57)
!134 = !DILocalVariable(name: "ap", scope: !128, file: !2, line: 20, type: !98)
!135 = !DILocalVariable(name: "s", scope: !128, file: !2, line: 22, type: !131)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 23, type: !57)
!137 = distinct !DILexicalBlock(scope: !128, file: !2, line: 23, column: 5)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 0, scope: !128)
!140 = !DILocation(line: 20, column: 5, scope: !128)
!141 = !DILocation(line: 21, column: 5, scope: !128)
!142 = !DILocation(line: 0, scope: !137)
!143 = !DILocation(line: 23, column: 38, scope: !144)
!144 = distinct !DILexicalBlock(scope: !137, file: !2, line: 23, column: 5)
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = !{!148, !148, i64 0}
!148 = !{!"double", !122, i64 0}
!149 = !DILocation(line: 23, column: 35, scope: !144)
!150 = !DILocation(line: 24, column: 5, scope: !128)
!151 = !DILocation(line: 25, column: 14, scope: !128)
!152 = !DILocation(line: 26, column: 1, scope: !128)
!153 = !DILocation(line: 25, column: 5, scope: !128)
!154 = distinct !DISubprogram(name: "structs", scope: !2, file: !2, line: 28, type: !155, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!57, !57, null}
!157 = !{!158, !159, !160, !161, !162, !164, !171, !172, !174}
!158 = !DILocalVariable(name: "n", arg: 1, scope: !154, file: !2, line: 28, type: !57)
!159 = !DILocalVariable(name: "ap", scope: !154, file: !2, line: 29, type: !98)
!160 = !DILocalVariable(name: "ap2", scope: !154, file: !2, line: 29, type: !98)
!161 = !DILocalVariable(name: "s", scope: !154, file: !2, line: 32, type: !57)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 33, type: !57)
!163 = distinct !DILexicalBlock(scope: !154, file: !2, line: 33, column: 5)
!164 = !DILocalVariable(name: "p", scope: !165, file: !2, line: 33, type: !167)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 33, column: 33)
!166 = distinct !DILexicalBlock(scope: !163, file: !2, line: 33, column: 5)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 64, elements: !168)
!168 = !{!169, !170}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !167, file: !2, line: 7, baseType: !57, size: 32)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !167, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!171 = !DILocalVariable(name: "d", scope: !154, file: !2, line: 34, type: !131)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 35, type: !57)
!173 = distinct !DILexicalBlock(scope: !154, file: !2, line: 35, column: 5)
!174 = !DILocalVariable(name: "p", scope: !175, file: !2, line: 35, type: !167)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 35, column: 33)
!176 = distinct !DILexicalBlock(scope: !173, file: !2, line: 35, column: 5)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 0, scope: !154)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 29, column: 5, scope: !154)
!181 = !DILocation(line: 30, column: 5, scope: !154)
!182 = !DILocation(line: 31, column: 5, scope: !154)
!183 = !DILocation(line: 0, scope: !163)
!184 = !DILocation(line: 33, column: 48, scope: !165)
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = !{!188, !188, i64 0}
!188 = !{!"int", !122, i64 0}
!189 = !DILocation(line: 0, scope: !165)
!190 = !DILocation(line: 0, scope: !173)
!191 = !DILocation(line: 35, column: 48, scope: !175)
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !175)
!195 = !DILocation(line: 35, column: 90, scope: !175)
!196 = !DILocation(line: 35, column: 83, scope: !175)
!197 = !DILocation(line: 33, column: 89, scope: !165)
!198 = !DILocation(line: 33, column: 82, scope: !165)
!199 = !DILocation(line: 36, column: 5, scope: !154)
!200 = !DILocation(line: 37, column: 5, scope: !154)
!201 = !DILocation(line: 38, column: 14, scope: !154)
!202 = !DILocation(line: 38, column: 21, scope: !154)
!203 = !DILocation(line: 39, column: 1, scope: !154)
!204 = !DILocation(line: 38, column: 5, scope: !154)
!205 = distinct !DISubprogram(name: "dstructs", scope: !2, file: !2, line: 41, type: !129, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !206)
!206 = !{!207, !208, !209, !210, !212}
!207 = !DILocalVariable(name: "n", arg: 1, scope: !205, file: !2, line: 41, type: !57)
!208 = !DILocalVariable(name: "ap", scope: !205, file: !2, line: 42, type: !98)
!209 = !DILocalVariable(name: "s", scope: !205, file: !2, line: 44, type: !131)
!210 = !DILocalVariable(name: "i", scope: !211, file: !2, line: 45, type: !57)
!211 = distinct !DILexicalBlock(scope: !205, file: !2, line: 45, column: 5)
!212 = !DILocalVariable(name: "d", scope: !213, file: !2, line: 45, type: !215)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 45, column: 33)
!214 = distinct !DILexicalBlock(scope: !211, file: !2, line: 45, column: 5)
!215 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !2, line: 8, size: 128, elements: !216)
!216 = !{!217, !218}
!217 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !215, file: !2, line: 8, baseType: !131, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !215, file: !2, line: 8, baseType: !131, size: 64, offset: 64)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 0, scope: !205)
!221 = !DILocation(line: 42, column: 5, scope: !205)
!222 = !DILocation(line: 43, column: 5, scope: !205)
!223 = !DILocation(line: 0, scope: !211)
!224 = !DILocation(line: 45, column: 48, scope: !213)
!225 = distinct !DIAssignID()
!226 = distinct !DIAssignID()
!227 = !DILocation(line: 0, scope: !213)
!228 = !DILocation(line: 45, column: 82, scope: !213)
!229 = !DILocation(line: 46, column: 5, scope: !205)
!230 = !DILocation(line: 48, column: 1, scope: !205)
!231 = !DILocation(line: 47, column: 5, scope: !205)
!232 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !233)
!233 = !{!234, !235, !236}
!234 = !DILocalVariable(name: "fmt", arg: 1, scope: !232, file: !2, line: 50, type: !89)
!235 = !DILocalVariable(name: "ap", scope: !232, file: !2, line: 51, type: !98)
!236 = !DILocalVariable(name: "r", scope: !232, file: !2, line: 54, type: !57)
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 0, scope: !232)
!239 = !DILocation(line: 51, column: 5, scope: !232)
!240 = !DILocation(line: 52, column: 5, scope: !232)
!241 = !DILocation(line: 53, column: 5, scope: !232)
!242 = !DILocation(line: 54, column: 13, scope: !232)
!243 = !{i64 0, i64 8, !244, i64 8, i64 8, !244, i64 16, i64 8, !244, i64 24, i64 4, !187, i64 28, i64 4, !187}
!244 = !{!245, !245, i64 0}
!245 = !{!"any pointer", !122, i64 0}
!246 = !DILocation(line: 55, column: 5, scope: !232)
!247 = !DILocation(line: 57, column: 1, scope: !232)
!248 = !DILocation(line: 56, column: 5, scope: !232)
!249 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 59, type: !250, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!89, !57, null}
!252 = !{!253, !254, !255, !256}
!253 = !DILocalVariable(name: "n", arg: 1, scope: !249, file: !2, line: 59, type: !57)
!254 = !DILocalVariable(name: "ap", scope: !249, file: !2, line: 60, type: !98)
!255 = !DILocalVariable(name: "s", scope: !249, file: !2, line: 62, type: !89)
!256 = !DILocalVariable(name: "i", scope: !257, file: !2, line: 63, type: !57)
!257 = distinct !DILexicalBlock(scope: !249, file: !2, line: 63, column: 5)
!258 = distinct !DIAssignID()
!259 = !DILocation(line: 0, scope: !249)
!260 = !DILocation(line: 60, column: 5, scope: !249)
!261 = !DILocation(line: 61, column: 5, scope: !249)
!262 = !DILocation(line: 0, scope: !257)
!263 = !DILocation(line: 63, column: 38, scope: !264)
!264 = distinct !DILexicalBlock(scope: !257, file: !2, line: 63, column: 5)
!265 = distinct !DIAssignID()
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 64, column: 5, scope: !249)
!268 = !DILocation(line: 66, column: 1, scope: !249)
!269 = !DILocation(line: 65, column: 5, scope: !249)
!270 = !DISubprogram(name: "vprintf", scope: !2, file: !2, line: 4, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!57, !89, !99}
