; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.4.0"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
define noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
  %1 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624), !dbg !70
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !71
  %3 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02), !dbg !72
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3), !dbg !73
  %5 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067), !dbg !74
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5), !dbg !75
  %7 = tail call double (i32, ...) @dstructs(i32 poison, double 1.500000e+00, double 2.000000e+00, double -5.000000e-01, double 8.000000e+00), !dbg !76
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7), !dbg !77
  %9 = tail call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1), !dbg !78
    #dbg_value(i32 %9, !69, !DIExpression(), !79)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9), !dbg !80
  %11 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11), !dbg !81
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %11), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 !dbg !84 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 6, !89, !DIExpression(), !107)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !108
    #dbg_declare(ptr %2, !90, !DIExpression(), !109)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !110
    #dbg_value(i64 0, !104, !DIExpression(), !107)
    #dbg_value(i32 0, !105, !DIExpression(), !111)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !105, !DIExpression(), !111)
    #dbg_value(i64 0, !104, !DIExpression(), !107)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !105, !DIExpression(), !111)
    #dbg_value(i64 0, !104, !DIExpression(), !107)
  %8 = icmp ult i32 %3, 41, !dbg !112
  br i1 %8, label %12, label %9, !dbg !112

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !112
  store ptr %10, ptr %4, align 8, !dbg !112
  %11 = load i64, ptr %7, align 8, !dbg !112, !tbaa !114
    #dbg_value(i64 %11, !104, !DIExpression(), !107)
    #dbg_value(i32 1, !105, !DIExpression(), !111)
  br label %18, !dbg !112

12:                                               ; preds = %1
  %13 = zext nneg i32 %3 to i64, !dbg !112
  %14 = getelementptr i8, ptr %6, i64 %13, !dbg !112
  %15 = add nuw nsw i32 %3, 8, !dbg !112
  store i32 %15, ptr %2, align 16, !dbg !112
  %16 = load i64, ptr %14, align 8, !dbg !112, !tbaa !114
    #dbg_value(i64 %16, !104, !DIExpression(), !107)
    #dbg_value(i32 1, !105, !DIExpression(), !111)
  %17 = icmp ult i32 %3, 33, !dbg !112
  br i1 %17, label %23, label %18, !dbg !112

18:                                               ; preds = %12, %9
  %19 = phi i64 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8, !dbg !112
  store ptr %21, ptr %4, align 8, !dbg !112
  %22 = load i64, ptr %20, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %22, i64 %19), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 2, !105, !DIExpression(), !111)
  br label %29, !dbg !112

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64, !dbg !112
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !112
  %26 = add nuw nsw i32 %3, 16, !dbg !112
  store i32 %26, ptr %2, align 16, !dbg !112
  %27 = load i64, ptr %25, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %27, i64 %16), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 2, !105, !DIExpression(), !111)
  %28 = icmp ult i32 %3, 25, !dbg !112
  br i1 %28, label %35, label %29, !dbg !112

29:                                               ; preds = %23, %18
  %30 = phi i64 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i64 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8, !dbg !112
  store ptr %33, ptr %4, align 8, !dbg !112
  %34 = load i64, ptr %31, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %34, i64 %30, i64 %32), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 3, !105, !DIExpression(), !111)
  br label %41, !dbg !112

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64, !dbg !112
  %37 = getelementptr i8, ptr %6, i64 %36, !dbg !112
  %38 = add nuw nsw i32 %3, 24, !dbg !112
  store i32 %38, ptr %2, align 16, !dbg !112
  %39 = load i64, ptr %37, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %39, i64 %27, i64 %16), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 3, !105, !DIExpression(), !111)
  %40 = icmp ult i32 %3, 17, !dbg !112
  br i1 %40, label %48, label %41, !dbg !112

41:                                               ; preds = %35, %29
  %42 = phi i64 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i64 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i64 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8, !dbg !112
  store ptr %46, ptr %4, align 8, !dbg !112
  %47 = load i64, ptr %43, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %47, i64 %42, i64 %45, i64 %44), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 4, !105, !DIExpression(), !111)
  br label %54, !dbg !112

48:                                               ; preds = %35
  %49 = zext nneg i32 %38 to i64, !dbg !112
  %50 = getelementptr i8, ptr %6, i64 %49, !dbg !112
  %51 = or disjoint i32 %3, 32, !dbg !112
  store i32 %51, ptr %2, align 16, !dbg !112
  %52 = load i64, ptr %50, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %52, i64 %39, i64 %27, i64 %16), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 4, !105, !DIExpression(), !111)
  %53 = icmp ult i32 %51, 41, !dbg !112
  br i1 %53, label %62, label %54, !dbg !112

54:                                               ; preds = %48, %41
  %55 = phi i64 [ %47, %41 ], [ %52, %48 ]
  %56 = phi ptr [ %46, %41 ], [ %7, %48 ]
  %57 = phi i64 [ %45, %41 ], [ %27, %48 ]
  %58 = phi i64 [ %44, %41 ], [ %16, %48 ]
  %59 = phi i64 [ %42, %41 ], [ %39, %48 ]
  %60 = getelementptr i8, ptr %56, i64 8, !dbg !112
  store ptr %60, ptr %4, align 8, !dbg !112
  %61 = load i64, ptr %56, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %61, i64 %55, i64 %59, i64 %57, i64 %58), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 5, !105, !DIExpression(), !111)
  br label %68, !dbg !112

62:                                               ; preds = %48
  %63 = zext nneg i32 %51 to i64, !dbg !112
  %64 = getelementptr i8, ptr %6, i64 %63, !dbg !112
  %65 = add nuw nsw i32 %3, 40, !dbg !112
  store i32 %65, ptr %2, align 16, !dbg !112
  %66 = load i64, ptr %64, align 8, !dbg !112, !tbaa !114
    #dbg_value(!DIArgList(i64 %66, i64 %52, i64 %39, i64 %27, i64 %16), !104, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !107)
    #dbg_value(i32 5, !105, !DIExpression(), !111)
  %67 = icmp eq i32 %3, 0, !dbg !112
  br i1 %67, label %76, label %68, !dbg !112

68:                                               ; preds = %54, %62
  %69 = phi i64 [ %61, %54 ], [ %66, %62 ]
  %70 = phi ptr [ %60, %54 ], [ %7, %62 ]
  %71 = phi i64 [ %59, %54 ], [ %39, %62 ]
  %72 = phi i64 [ %58, %54 ], [ %16, %62 ]
  %73 = phi i64 [ %57, %54 ], [ %27, %62 ]
  %74 = phi i64 [ %55, %54 ], [ %52, %62 ]
  %75 = getelementptr i8, ptr %70, i64 8, !dbg !112
  store ptr %75, ptr %4, align 8, !dbg !112
  br label %79, !dbg !112

76:                                               ; preds = %62
  %77 = zext nneg i32 %65 to i64, !dbg !112
  %78 = getelementptr i8, ptr %6, i64 %77, !dbg !112
  store i32 48, ptr %2, align 16, !dbg !112
  br label %79, !dbg !112

79:                                               ; preds = %76, %68
  %80 = phi i64 [ %66, %76 ], [ %69, %68 ]
  %81 = phi i64 [ %39, %76 ], [ %71, %68 ]
  %82 = phi i64 [ %16, %76 ], [ %72, %68 ]
  %83 = phi i64 [ %27, %76 ], [ %73, %68 ]
  %84 = phi i64 [ %52, %76 ], [ %74, %68 ]
  %85 = phi ptr [ %78, %76 ], [ %70, %68 ], !dbg !112
  %86 = add nsw i64 %83, %82, !dbg !118
    #dbg_value(i64 %86, !104, !DIExpression(), !107)
  %87 = add nsw i64 %81, %86, !dbg !118
    #dbg_value(i64 %87, !104, !DIExpression(), !107)
  %88 = add nsw i64 %84, %87, !dbg !118
    #dbg_value(i64 %88, !104, !DIExpression(), !107)
  %89 = add nsw i64 %80, %88, !dbg !118
    #dbg_value(i64 %89, !104, !DIExpression(), !107)
  %90 = load i64, ptr %85, align 8, !dbg !112, !tbaa !114
  %91 = add nsw i64 %90, %89, !dbg !118
    #dbg_value(i64 %91, !104, !DIExpression(), !107)
    #dbg_value(i32 6, !105, !DIExpression(), !111)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !119
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !120
  ret i64 %91, !dbg !121
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 !dbg !122 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 9, !127, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !133
    #dbg_declare(ptr %2, !128, !DIExpression(), !134)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !135
    #dbg_value(double 0.000000e+00, !129, !DIExpression(), !132)
    #dbg_value(i32 0, !130, !DIExpression(), !136)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(i32 0, !130, !DIExpression(), !136)
    #dbg_value(double 0.000000e+00, !129, !DIExpression(), !132)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !130, !DIExpression(), !136)
    #dbg_value(double 0.000000e+00, !129, !DIExpression(), !132)
  %9 = icmp ult i32 %4, 161, !dbg !137
  br i1 %9, label %13, label %10, !dbg !137

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !137
  store ptr %11, ptr %5, align 8, !dbg !137
  %12 = load double, ptr %8, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 1, !130, !DIExpression(), !136)
  br label %19, !dbg !137

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64, !dbg !137
  %15 = getelementptr i8, ptr %7, i64 %14, !dbg !137
  %16 = add nuw nsw i32 %4, 16, !dbg !137
  store i32 %16, ptr %3, align 4, !dbg !137
  %17 = load double, ptr %15, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 1, !130, !DIExpression(), !136)
  %18 = icmp ult i32 %4, 145, !dbg !137
  br i1 %18, label %24, label %19, !dbg !137

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !137
  store ptr %22, ptr %5, align 8, !dbg !137
  %23 = load double, ptr %21, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 2, !130, !DIExpression(), !136)
  br label %30, !dbg !137

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64, !dbg !137
  %26 = getelementptr i8, ptr %7, i64 %25, !dbg !137
  %27 = add nuw nsw i32 %4, 32, !dbg !137
  store i32 %27, ptr %3, align 4, !dbg !137
  %28 = load double, ptr %26, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 2, !130, !DIExpression(), !136)
  %29 = icmp ult i32 %4, 129, !dbg !137
  br i1 %29, label %36, label %30, !dbg !137

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8, !dbg !137
  store ptr %34, ptr %5, align 8, !dbg !137
  %35 = load double, ptr %32, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 3, !130, !DIExpression(), !136)
  br label %42, !dbg !137

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64, !dbg !137
  %38 = getelementptr i8, ptr %7, i64 %37, !dbg !137
  %39 = add nuw nsw i32 %4, 48, !dbg !137
  store i32 %39, ptr %3, align 4, !dbg !137
  %40 = load double, ptr %38, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 3, !130, !DIExpression(), !136)
  %41 = icmp ult i32 %4, 113, !dbg !137
  br i1 %41, label %49, label %42, !dbg !137

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8, !dbg !137
  store ptr %47, ptr %5, align 8, !dbg !137
  %48 = load double, ptr %44, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 4, !130, !DIExpression(), !136)
  br label %55, !dbg !137

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64, !dbg !137
  %51 = getelementptr i8, ptr %7, i64 %50, !dbg !137
  %52 = add nuw nsw i32 %4, 64, !dbg !137
  store i32 %52, ptr %3, align 4, !dbg !137
  %53 = load double, ptr %51, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 4, !130, !DIExpression(), !136)
  %54 = icmp ult i32 %4, 97, !dbg !137
  br i1 %54, label %63, label %55, !dbg !137

55:                                               ; preds = %49, %42
  %56 = phi double [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi double [ %46, %42 ], [ %28, %49 ]
  %59 = phi double [ %45, %42 ], [ %17, %49 ]
  %60 = phi double [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8, !dbg !137
  store ptr %61, ptr %5, align 8, !dbg !137
  %62 = load double, ptr %57, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 5, !130, !DIExpression(), !136)
  br label %69, !dbg !137

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64, !dbg !137
  %65 = getelementptr i8, ptr %7, i64 %64, !dbg !137
  %66 = add nuw nsw i32 %4, 80, !dbg !137
  store i32 %66, ptr %3, align 4, !dbg !137
  %67 = load double, ptr %65, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 5, !130, !DIExpression(), !136)
  %68 = icmp ult i32 %4, 81, !dbg !137
  br i1 %68, label %78, label %69, !dbg !137

69:                                               ; preds = %63, %55
  %70 = phi double [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi double [ %60, %55 ], [ %40, %63 ]
  %73 = phi double [ %59, %55 ], [ %17, %63 ]
  %74 = phi double [ %58, %55 ], [ %28, %63 ]
  %75 = phi double [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8, !dbg !137
  store ptr %76, ptr %5, align 8, !dbg !137
  %77 = load double, ptr %71, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 6, !130, !DIExpression(), !136)
  br label %84, !dbg !137

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64, !dbg !137
  %80 = getelementptr i8, ptr %7, i64 %79, !dbg !137
  %81 = add nuw nsw i32 %4, 96, !dbg !137
  store i32 %81, ptr %3, align 4, !dbg !137
  %82 = load double, ptr %80, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 6, !130, !DIExpression(), !136)
  %83 = icmp ult i32 %4, 65, !dbg !137
  br i1 %83, label %94, label %84, !dbg !137

84:                                               ; preds = %78, %69
  %85 = phi double [ %77, %69 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %69 ], [ %8, %78 ]
  %87 = phi double [ %75, %69 ], [ %53, %78 ]
  %88 = phi double [ %74, %69 ], [ %28, %78 ]
  %89 = phi double [ %73, %69 ], [ %17, %78 ]
  %90 = phi double [ %72, %69 ], [ %40, %78 ]
  %91 = phi double [ %70, %69 ], [ %67, %78 ]
  %92 = getelementptr i8, ptr %86, i64 8, !dbg !137
  store ptr %92, ptr %5, align 8, !dbg !137
  %93 = load double, ptr %86, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 7, !130, !DIExpression(), !136)
  br label %100, !dbg !137

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64, !dbg !137
  %96 = getelementptr i8, ptr %7, i64 %95, !dbg !137
  %97 = add nuw nsw i32 %4, 112, !dbg !137
  store i32 %97, ptr %3, align 4, !dbg !137
  %98 = load double, ptr %96, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 7, !130, !DIExpression(), !136)
  %99 = icmp ult i32 %4, 49, !dbg !137
  br i1 %99, label %111, label %100, !dbg !137

100:                                              ; preds = %94, %84
  %101 = phi double [ %93, %84 ], [ %98, %94 ]
  %102 = phi ptr [ %92, %84 ], [ %8, %94 ]
  %103 = phi double [ %91, %84 ], [ %67, %94 ]
  %104 = phi double [ %90, %84 ], [ %40, %94 ]
  %105 = phi double [ %89, %84 ], [ %17, %94 ]
  %106 = phi double [ %88, %84 ], [ %28, %94 ]
  %107 = phi double [ %87, %84 ], [ %53, %94 ]
  %108 = phi double [ %85, %84 ], [ %82, %94 ]
  %109 = getelementptr i8, ptr %102, i64 8, !dbg !137
  store ptr %109, ptr %5, align 8, !dbg !137
  %110 = load double, ptr %102, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 8, !130, !DIExpression(), !136)
  br label %117, !dbg !137

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64, !dbg !137
  %113 = getelementptr i8, ptr %7, i64 %112, !dbg !137
  %114 = or disjoint i32 %4, 128, !dbg !137
  store i32 %114, ptr %3, align 4, !dbg !137
  %115 = load double, ptr %113, align 8, !dbg !137, !tbaa !139
    #dbg_value(double poison, !129, !DIExpression(), !132)
    #dbg_value(i32 8, !130, !DIExpression(), !136)
  %116 = icmp ult i32 %114, 161, !dbg !137
  br i1 %116, label %128, label %117, !dbg !137

117:                                              ; preds = %100, %111
  %118 = phi double [ %110, %100 ], [ %115, %111 ]
  %119 = phi ptr [ %109, %100 ], [ %8, %111 ]
  %120 = phi double [ %108, %100 ], [ %82, %111 ]
  %121 = phi double [ %107, %100 ], [ %53, %111 ]
  %122 = phi double [ %106, %100 ], [ %28, %111 ]
  %123 = phi double [ %105, %100 ], [ %17, %111 ]
  %124 = phi double [ %104, %100 ], [ %40, %111 ]
  %125 = phi double [ %103, %100 ], [ %67, %111 ]
  %126 = phi double [ %101, %100 ], [ %98, %111 ]
  %127 = getelementptr i8, ptr %119, i64 8, !dbg !137
  store ptr %127, ptr %5, align 8, !dbg !137
  br label %132, !dbg !137

128:                                              ; preds = %111
  %129 = zext nneg i32 %114 to i64, !dbg !137
  %130 = getelementptr i8, ptr %7, i64 %129, !dbg !137
  %131 = add nuw nsw i32 %4, 144, !dbg !137
  store i32 %131, ptr %3, align 4, !dbg !137
  br label %132, !dbg !137

132:                                              ; preds = %128, %117
  %133 = phi double [ %115, %128 ], [ %118, %117 ]
  %134 = phi double [ %82, %128 ], [ %120, %117 ]
  %135 = phi double [ %53, %128 ], [ %121, %117 ]
  %136 = phi double [ %28, %128 ], [ %122, %117 ]
  %137 = phi double [ %17, %128 ], [ %123, %117 ]
  %138 = phi double [ %40, %128 ], [ %124, %117 ]
  %139 = phi double [ %67, %128 ], [ %125, %117 ]
  %140 = phi double [ %98, %128 ], [ %126, %117 ]
  %141 = phi ptr [ %130, %128 ], [ %119, %117 ], !dbg !137
  %142 = fadd double %137, 0.000000e+00, !dbg !141
    #dbg_value(double %142, !129, !DIExpression(), !132)
  %143 = fadd double %142, %136, !dbg !141
    #dbg_value(double %143, !129, !DIExpression(), !132)
  %144 = fadd double %143, %138, !dbg !141
    #dbg_value(double %144, !129, !DIExpression(), !132)
  %145 = fadd double %144, %135, !dbg !141
    #dbg_value(double %145, !129, !DIExpression(), !132)
  %146 = fadd double %145, %139, !dbg !141
    #dbg_value(double %146, !129, !DIExpression(), !132)
  %147 = fadd double %146, %134, !dbg !141
    #dbg_value(double %147, !129, !DIExpression(), !132)
  %148 = fadd double %147, %140, !dbg !141
    #dbg_value(double %148, !129, !DIExpression(), !132)
  %149 = fadd double %148, %133, !dbg !141
    #dbg_value(double %149, !129, !DIExpression(), !132)
  %150 = load double, ptr %141, align 8, !dbg !137, !tbaa !139
  %151 = fadd double %149, %150, !dbg !141
    #dbg_value(double %151, !129, !DIExpression(), !132)
    #dbg_value(i32 9, !130, !DIExpression(), !136)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !142
  %152 = fdiv double %151, 9.000000e+00, !dbg !143
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !144
  ret double %152, !dbg !145
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 !dbg !146 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 3, !150, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !170
    #dbg_declare(ptr %2, !151, !DIExpression(), !171)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6, !dbg !170
    #dbg_declare(ptr %3, !152, !DIExpression(), !172)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !173
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !174
    #dbg_value(i32 0, !153, !DIExpression(), !169)
    #dbg_value(i32 0, !154, !DIExpression(), !175)
  %4 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !153, !DIExpression(), !169)
    #dbg_value(i32 0, !154, !DIExpression(), !175)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !153, !DIExpression(), !169)
    #dbg_value(i32 0, !154, !DIExpression(), !175)
  %9 = icmp ult i32 %4, 41, !dbg !176
  br i1 %9, label %15, label %10, !dbg !176

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !176
  store ptr %11, ptr %5, align 8, !dbg !176
  %12 = load i32, ptr %8, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %12, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !179)
  %13 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !176
  %14 = load i32, ptr %13, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %14, !156, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !179)
    #dbg_value(!DIArgList(i32 %14, i32 %12), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !169)
    #dbg_value(i32 1, !154, !DIExpression(), !175)
  br label %23, !dbg !176

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64, !dbg !176
  %17 = getelementptr i8, ptr %7, i64 %16, !dbg !176
  %18 = add nuw nsw i32 %4, 8, !dbg !176
  store i32 %18, ptr %2, align 16, !dbg !176
  %19 = load i32, ptr %17, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %19, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !179)
  %20 = getelementptr inbounds i8, ptr %17, i64 4, !dbg !176
  %21 = load i32, ptr %20, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %21, !156, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !179)
    #dbg_value(!DIArgList(i32 %21, i32 %19), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !169)
    #dbg_value(i32 1, !154, !DIExpression(), !175)
  %22 = icmp ult i32 %4, 33, !dbg !176
  br i1 %22, label %31, label %23, !dbg !176

23:                                               ; preds = %15, %10
  %24 = phi i32 [ %14, %10 ], [ %21, %15 ]
  %25 = phi i32 [ %12, %10 ], [ %19, %15 ]
  %26 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %27 = getelementptr i8, ptr %26, i64 8, !dbg !176
  store ptr %27, ptr %5, align 8, !dbg !176
  %28 = load i32, ptr %26, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %28, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !179)
  %29 = getelementptr inbounds i8, ptr %26, i64 4, !dbg !176
  %30 = load i32, ptr %29, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %30, !156, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !179)
    #dbg_value(!DIArgList(i32 %30, i32 %24, i32 %25, i32 %28), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !169)
    #dbg_value(i32 2, !154, !DIExpression(), !175)
  br label %39, !dbg !176

31:                                               ; preds = %15
  %32 = zext nneg i32 %18 to i64, !dbg !176
  %33 = getelementptr i8, ptr %7, i64 %32, !dbg !176
  %34 = add nuw nsw i32 %4, 16, !dbg !176
  store i32 %34, ptr %2, align 16, !dbg !176
  %35 = load i32, ptr %33, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %35, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !179)
  %36 = getelementptr inbounds i8, ptr %33, i64 4, !dbg !176
  %37 = load i32, ptr %36, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %37, !156, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !179)
    #dbg_value(!DIArgList(i32 %37, i32 %21, i32 %19, i32 %35), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !169)
    #dbg_value(i32 2, !154, !DIExpression(), !175)
  %38 = icmp ult i32 %4, 25, !dbg !176
  br i1 %38, label %46, label %39, !dbg !176

39:                                               ; preds = %23, %31
  %40 = phi i32 [ %30, %23 ], [ %37, %31 ]
  %41 = phi i32 [ %28, %23 ], [ %35, %31 ]
  %42 = phi ptr [ %27, %23 ], [ %8, %31 ]
  %43 = phi i32 [ %25, %23 ], [ %19, %31 ]
  %44 = phi i32 [ %24, %23 ], [ %21, %31 ]
  %45 = getelementptr i8, ptr %42, i64 8, !dbg !176
  store ptr %45, ptr %5, align 8, !dbg !176
  br label %50, !dbg !176

46:                                               ; preds = %31
  %47 = zext nneg i32 %34 to i64, !dbg !176
  %48 = getelementptr i8, ptr %7, i64 %47, !dbg !176
  %49 = add nuw nsw i32 %4, 24, !dbg !176
  store i32 %49, ptr %2, align 16, !dbg !176
  br label %50, !dbg !176

50:                                               ; preds = %46, %39
  %51 = phi i32 [ %37, %46 ], [ %40, %39 ]
  %52 = phi i32 [ %35, %46 ], [ %41, %39 ]
  %53 = phi i32 [ %19, %46 ], [ %43, %39 ]
  %54 = phi i32 [ %21, %46 ], [ %44, %39 ]
  %55 = phi ptr [ %48, %46 ], [ %42, %39 ], !dbg !176
  %56 = load i32, ptr %55, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %56, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !179)
  %57 = getelementptr inbounds i8, ptr %55, i64 4, !dbg !176
  %58 = load i32, ptr %57, align 4, !dbg !176, !tbaa !177
    #dbg_value(i32 %58, !156, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !179)
    #dbg_value(i32 %123, !153, !DIExpression(), !169)
    #dbg_value(i32 3, !154, !DIExpression(), !175)
  %59 = load i32, ptr %3, align 16
    #dbg_value(i32 0, !164, !DIExpression(), !180)
    #dbg_value(double 0.000000e+00, !163, !DIExpression(), !169)
  %60 = getelementptr inbounds i8, ptr %3, i64 8
  %61 = getelementptr inbounds i8, ptr %3, i64 16
  %62 = load ptr, ptr %61, align 16
  %63 = load ptr, ptr %60, align 8
  %64 = icmp ult i32 %59, 41, !dbg !181
  br i1 %64, label %70, label %65, !dbg !181

65:                                               ; preds = %50
  %66 = getelementptr i8, ptr %63, i64 8, !dbg !181
  store ptr %66, ptr %60, align 8, !dbg !181
  %67 = load i32, ptr %63, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %67, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
  %68 = getelementptr inbounds i8, ptr %63, i64 4, !dbg !181
  %69 = load i32, ptr %68, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %69, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
    #dbg_value(double poison, !163, !DIExpression(), !169)
    #dbg_value(i32 1, !164, !DIExpression(), !180)
  br label %78, !dbg !181

70:                                               ; preds = %50
  %71 = zext nneg i32 %59 to i64, !dbg !181
  %72 = getelementptr i8, ptr %62, i64 %71, !dbg !181
  %73 = add nuw nsw i32 %59, 8, !dbg !181
  store i32 %73, ptr %3, align 16, !dbg !181
  %74 = load i32, ptr %72, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %74, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
  %75 = getelementptr inbounds i8, ptr %72, i64 4, !dbg !181
  %76 = load i32, ptr %75, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %76, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
    #dbg_value(double poison, !163, !DIExpression(), !169)
    #dbg_value(i32 1, !164, !DIExpression(), !180)
  %77 = icmp ult i32 %59, 33, !dbg !181
  br i1 %77, label %86, label %78, !dbg !181

78:                                               ; preds = %70, %65
  %79 = phi i32 [ %69, %65 ], [ %76, %70 ]
  %80 = phi i32 [ %67, %65 ], [ %74, %70 ]
  %81 = phi ptr [ %66, %65 ], [ %63, %70 ]
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !181
  store ptr %82, ptr %60, align 8, !dbg !181
  %83 = load i32, ptr %81, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %83, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
  %84 = getelementptr inbounds i8, ptr %81, i64 4, !dbg !181
  %85 = load i32, ptr %84, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %85, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
    #dbg_value(double poison, !163, !DIExpression(), !169)
    #dbg_value(i32 2, !164, !DIExpression(), !180)
  br label %94, !dbg !181

86:                                               ; preds = %70
  %87 = zext nneg i32 %73 to i64, !dbg !181
  %88 = getelementptr i8, ptr %62, i64 %87, !dbg !181
  %89 = add nuw nsw i32 %59, 16, !dbg !181
  store i32 %89, ptr %3, align 16, !dbg !181
  %90 = load i32, ptr %88, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %90, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
  %91 = getelementptr inbounds i8, ptr %88, i64 4, !dbg !181
  %92 = load i32, ptr %91, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %92, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
    #dbg_value(double poison, !163, !DIExpression(), !169)
    #dbg_value(i32 2, !164, !DIExpression(), !180)
  %93 = icmp ult i32 %59, 25, !dbg !181
  br i1 %93, label %101, label %94, !dbg !181

94:                                               ; preds = %78, %86
  %95 = phi i32 [ %85, %78 ], [ %92, %86 ]
  %96 = phi i32 [ %83, %78 ], [ %90, %86 ]
  %97 = phi ptr [ %82, %78 ], [ %63, %86 ]
  %98 = phi i32 [ %80, %78 ], [ %74, %86 ]
  %99 = phi i32 [ %79, %78 ], [ %76, %86 ]
  %100 = getelementptr i8, ptr %97, i64 8, !dbg !181
  store ptr %100, ptr %60, align 8, !dbg !181
  br label %105, !dbg !181

101:                                              ; preds = %86
  %102 = zext nneg i32 %89 to i64, !dbg !181
  %103 = getelementptr i8, ptr %62, i64 %102, !dbg !181
  %104 = add nuw nsw i32 %59, 24, !dbg !181
  store i32 %104, ptr %3, align 16, !dbg !181
  br label %105, !dbg !181

105:                                              ; preds = %101, %94
  %106 = phi i32 [ %92, %101 ], [ %95, %94 ]
  %107 = phi i32 [ %90, %101 ], [ %96, %94 ]
  %108 = phi i32 [ %74, %101 ], [ %98, %94 ]
  %109 = phi i32 [ %76, %101 ], [ %99, %94 ]
  %110 = phi ptr [ %103, %101 ], [ %97, %94 ], !dbg !181
  %111 = sub nsw i32 %108, %109, !dbg !183
    #dbg_value(double undef, !163, !DIExpression(), !169)
  %112 = sub nsw i32 %107, %106, !dbg !183
  %113 = add i32 %111, %112, !dbg !184
    #dbg_value(double undef, !163, !DIExpression(), !169)
  %114 = mul nsw i32 %58, %56, !dbg !185
  %115 = mul nsw i32 %51, %52, !dbg !185
    #dbg_value(!DIArgList(i32 %115, i32 %54, i32 %53), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !169)
  %116 = mul nsw i32 %54, %53, !dbg !185
    #dbg_value(i32 %116, !153, !DIExpression(), !169)
  %117 = add nsw i32 %115, %116, !dbg !186
    #dbg_value(i32 %117, !153, !DIExpression(), !169)
  %118 = load i32, ptr %110, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %118, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
  %119 = getelementptr inbounds i8, ptr %110, i64 4, !dbg !181
  %120 = load i32, ptr %119, align 4, !dbg !181, !tbaa !177
    #dbg_value(i32 %120, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
  %121 = sub nsw i32 %118, %120, !dbg !183
  %122 = add i32 %113, %121, !dbg !184
    #dbg_value(double undef, !163, !DIExpression(), !169)
    #dbg_value(i32 3, !164, !DIExpression(), !180)
  %123 = add nsw i32 %114, %117, !dbg !186
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !187
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !188
  %124 = mul nsw i32 %123, 1000, !dbg !189
  %125 = add nsw i32 %124, %122, !dbg !190
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6, !dbg !191
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !191
  ret i32 %125, !dbg !192
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 !dbg !193 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 2, !195, !DIExpression(), !207)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !208
    #dbg_declare(ptr %2, !196, !DIExpression(), !209)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !210
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !207)
    #dbg_value(i32 0, !198, !DIExpression(), !211)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !207)
    #dbg_value(i32 0, !198, !DIExpression(), !211)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !207)
    #dbg_value(i32 0, !198, !DIExpression(), !211)
  %9 = icmp ult i32 %4, 145, !dbg !212
  br i1 %9, label %15, label %10, !dbg !212

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 16, !dbg !212
  store ptr %11, ptr %5, align 8, !dbg !212
  %12 = load double, ptr %8, align 8, !dbg !212, !tbaa !139
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  %14 = load double, ptr %13, align 8, !dbg !212, !tbaa !139
    #dbg_value(double %12, !200, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !213)
    #dbg_value(double %14, !200, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !213)
    #dbg_value(double poison, !197, !DIExpression(), !207)
    #dbg_value(i32 1, !198, !DIExpression(), !211)
  br label %23, !dbg !212

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64, !dbg !212
  %17 = getelementptr i8, ptr %7, i64 %16, !dbg !212
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !212
  %19 = load double, ptr %17, align 16, !dbg !212
  %20 = load double, ptr %18, align 16, !dbg !212
  %21 = add nuw nsw i32 %4, 32, !dbg !212
  store i32 %21, ptr %3, align 4, !dbg !212
    #dbg_value(double %19, !200, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !213)
    #dbg_value(double %20, !200, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !213)
    #dbg_value(double poison, !197, !DIExpression(), !207)
    #dbg_value(i32 1, !198, !DIExpression(), !211)
  %22 = icmp ult i32 %4, 113, !dbg !212
  br i1 %22, label %31, label %23, !dbg !212

23:                                               ; preds = %10, %15
  %24 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %25 = phi double [ %12, %10 ], [ %19, %15 ]
  %26 = phi double [ %14, %10 ], [ %20, %15 ]
  %27 = getelementptr i8, ptr %24, i64 16, !dbg !212
  store ptr %27, ptr %5, align 8, !dbg !212
  %28 = load double, ptr %24, align 8, !dbg !212, !tbaa !139
  %29 = getelementptr inbounds i8, ptr %24, i64 8
  %30 = load double, ptr %29, align 8, !dbg !212, !tbaa !139
  br label %38, !dbg !212

31:                                               ; preds = %15
  %32 = zext nneg i32 %21 to i64, !dbg !212
  %33 = getelementptr i8, ptr %7, i64 %32, !dbg !212
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !212
  %35 = load double, ptr %33, align 16, !dbg !212
  %36 = load double, ptr %34, align 16, !dbg !212
  %37 = add nuw nsw i32 %4, 64, !dbg !212
  store i32 %37, ptr %3, align 4, !dbg !212
  br label %38, !dbg !212

38:                                               ; preds = %31, %23
  %39 = phi double [ %19, %31 ], [ %25, %23 ]
  %40 = phi double [ %20, %31 ], [ %26, %23 ]
  %41 = phi double [ %36, %31 ], [ %30, %23 ], !dbg !212
  %42 = phi double [ %35, %31 ], [ %28, %23 ], !dbg !212
  %43 = call double @llvm.fmuladd.f64(double %39, double %40, double 0.000000e+00), !dbg !214
    #dbg_value(double %43, !197, !DIExpression(), !207)
    #dbg_value(double %42, !200, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !213)
    #dbg_value(double %41, !200, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !213)
  %44 = call double @llvm.fmuladd.f64(double %42, double %41, double %43), !dbg !214
    #dbg_value(double %44, !197, !DIExpression(), !207)
    #dbg_value(i32 2, !198, !DIExpression(), !211)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !215
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !216
  ret double %44, !dbg !217
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !218 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(ptr @.str.4, !224, !DIExpression(), !227)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !228
    #dbg_declare(ptr %2, !225, !DIExpression(), !229)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !230
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !231
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #6, !dbg !232
    #dbg_value(i32 %4, !226, !DIExpression(), !227)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !233
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !234
  ret i32 %4, !dbg !235
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 !dbg !236 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 2, !240, !DIExpression(), !245)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !246
    #dbg_declare(ptr %2, !241, !DIExpression(), !247)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !248
    #dbg_value(ptr null, !242, !DIExpression(), !245)
    #dbg_value(i32 0, !243, !DIExpression(), !249)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !243, !DIExpression(), !249)
    #dbg_value(ptr null, !242, !DIExpression(), !245)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !243, !DIExpression(), !249)
  %8 = icmp ult i32 %3, 41, !dbg !250
  br i1 %8, label %11, label %9, !dbg !250

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !250
    #dbg_value(ptr poison, !242, !DIExpression(), !245)
    #dbg_value(i32 1, !243, !DIExpression(), !249)
  br label %14, !dbg !250

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 8, !dbg !250
  store i32 %12, ptr %2, align 16, !dbg !250
    #dbg_value(ptr poison, !242, !DIExpression(), !245)
    #dbg_value(i32 1, !243, !DIExpression(), !249)
  %13 = icmp ult i32 %3, 33, !dbg !250
  br i1 %13, label %17, label %14, !dbg !250

14:                                               ; preds = %11, %9
  %15 = phi ptr [ %10, %9 ], [ %7, %11 ]
  %16 = getelementptr i8, ptr %15, i64 8, !dbg !250
    #dbg_value(ptr poison, !242, !DIExpression(), !245)
    #dbg_value(i32 2, !243, !DIExpression(), !249)
  br label %20, !dbg !250

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 16, !dbg !250
  store i32 %18, ptr %2, align 16, !dbg !250
    #dbg_value(ptr poison, !242, !DIExpression(), !245)
    #dbg_value(i32 2, !243, !DIExpression(), !249)
  %19 = icmp ult i32 %3, 25, !dbg !250
  br i1 %19, label %23, label %20, !dbg !250

20:                                               ; preds = %14, %17
  %21 = phi ptr [ %16, %14 ], [ %7, %17 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !250
  store ptr %22, ptr %4, align 8, !dbg !250
  br label %27, !dbg !250

23:                                               ; preds = %17
  %24 = zext nneg i32 %18 to i64, !dbg !250
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !250
  %26 = add nuw nsw i32 %3, 24, !dbg !250
  store i32 %26, ptr %2, align 16, !dbg !250
  br label %27, !dbg !250

27:                                               ; preds = %23, %20
  %28 = phi ptr [ %25, %23 ], [ %21, %20 ], !dbg !250
    #dbg_value(ptr poison, !242, !DIExpression(), !245)
    #dbg_value(i32 3, !243, !DIExpression(), !249)
  %29 = load ptr, ptr %28, align 8, !dbg !250, !tbaa !252
    #dbg_value(ptr %29, !242, !DIExpression(), !245)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !254
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !255
  ret ptr %29, !dbg !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="core2" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="core2" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="core2" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_varargs.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !41, !46, !48, !53}
!59 = !{i32 7, !"Dwarf Version", i32 2}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !67, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !68)
!67 = !DISubroutineType(types: !56)
!68 = !{!69}
!69 = !DILocalVariable(name: "n", scope: !66, file: !2, line: 73, type: !57)
!70 = !DILocation(line: 69, column: 28, scope: !66)
!71 = !DILocation(line: 69, column: 5, scope: !66)
!72 = !DILocation(line: 70, column: 28, scope: !66)
!73 = !DILocation(line: 70, column: 5, scope: !66)
!74 = !DILocation(line: 71, column: 30, scope: !66)
!75 = !DILocation(line: 71, column: 5, scope: !66)
!76 = !DILocation(line: 72, column: 33, scope: !66)
!77 = !DILocation(line: 72, column: 5, scope: !66)
!78 = !DILocation(line: 73, column: 13, scope: !66)
!79 = !DILocation(line: 0, scope: !66)
!80 = !DILocation(line: 74, column: 5, scope: !66)
!81 = !DILocation(line: 75, column: 26, scope: !66)
!82 = !DILocation(line: 75, column: 5, scope: !66)
!83 = !DILocation(line: 76, column: 5, scope: !66)
!84 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 10, type: !85, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !57, null}
!87 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!88 = !{!89, !90, !104, !105}
!89 = !DILocalVariable(name: "n", arg: 1, scope: !84, file: !2, line: 10, type: !57)
!90 = !DILocalVariable(name: "ap", scope: !84, file: !2, line: 11, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !2, line: 6, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 192, elements: !102)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !95)
!95 = !{!96, !98, !99, !101}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !94, file: !2, line: 11, baseType: !97, size: 32)
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !94, file: !2, line: 11, baseType: !97, size: 32, offset: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !94, file: !2, line: 11, baseType: !100, size: 64, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !94, file: !2, line: 11, baseType: !100, size: 64, offset: 128)
!102 = !{!103}
!103 = !DISubrange(count: 1)
!104 = !DILocalVariable(name: "s", scope: !84, file: !2, line: 13, type: !87)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 14, type: !57)
!106 = distinct !DILexicalBlock(scope: !84, file: !2, line: 14, column: 5)
!107 = !DILocation(line: 0, scope: !84)
!108 = !DILocation(line: 11, column: 5, scope: !84)
!109 = !DILocation(line: 11, column: 13, scope: !84)
!110 = !DILocation(line: 12, column: 5, scope: !84)
!111 = !DILocation(line: 0, scope: !106)
!112 = !DILocation(line: 14, column: 38, scope: !113)
!113 = distinct !DILexicalBlock(scope: !106, file: !2, line: 14, column: 5)
!114 = !{!115, !115, i64 0}
!115 = !{!"long long", !116, i64 0}
!116 = !{!"omnipotent char", !117, i64 0}
!117 = !{!"Simple C/C++ TBAA"}
!118 = !DILocation(line: 14, column: 35, scope: !113)
!119 = !DILocation(line: 15, column: 5, scope: !84)
!120 = !DILocation(line: 17, column: 1, scope: !84)
!121 = !DILocation(line: 16, column: 5, scope: !84)
!122 = distinct !DISubprogram(name: "avg", scope: !2, file: !2, line: 19, type: !123, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !126)
!123 = !DISubroutineType(types: !124)
!124 = !{!125, !57, null}
!125 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!126 = !{!127, !128, !129, !130}
!127 = !DILocalVariable(name: "n", arg: 1, scope: !122, file: !2, line: 19, type: !57)
!128 = !DILocalVariable(name: "ap", scope: !122, file: !2, line: 20, type: !91)
!129 = !DILocalVariable(name: "s", scope: !122, file: !2, line: 22, type: !125)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 23, type: !57)
!131 = distinct !DILexicalBlock(scope: !122, file: !2, line: 23, column: 5)
!132 = !DILocation(line: 0, scope: !122)
!133 = !DILocation(line: 20, column: 5, scope: !122)
!134 = !DILocation(line: 20, column: 13, scope: !122)
!135 = !DILocation(line: 21, column: 5, scope: !122)
!136 = !DILocation(line: 0, scope: !131)
!137 = !DILocation(line: 23, column: 38, scope: !138)
!138 = distinct !DILexicalBlock(scope: !131, file: !2, line: 23, column: 5)
!139 = !{!140, !140, i64 0}
!140 = !{!"double", !116, i64 0}
!141 = !DILocation(line: 23, column: 35, scope: !138)
!142 = !DILocation(line: 24, column: 5, scope: !122)
!143 = !DILocation(line: 25, column: 14, scope: !122)
!144 = !DILocation(line: 26, column: 1, scope: !122)
!145 = !DILocation(line: 25, column: 5, scope: !122)
!146 = distinct !DISubprogram(name: "structs", scope: !2, file: !2, line: 28, type: !147, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!57, !57, null}
!149 = !{!150, !151, !152, !153, !154, !156, !163, !164, !166}
!150 = !DILocalVariable(name: "n", arg: 1, scope: !146, file: !2, line: 28, type: !57)
!151 = !DILocalVariable(name: "ap", scope: !146, file: !2, line: 29, type: !91)
!152 = !DILocalVariable(name: "ap2", scope: !146, file: !2, line: 29, type: !91)
!153 = !DILocalVariable(name: "s", scope: !146, file: !2, line: 32, type: !57)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 33, type: !57)
!155 = distinct !DILexicalBlock(scope: !146, file: !2, line: 33, column: 5)
!156 = !DILocalVariable(name: "p", scope: !157, file: !2, line: 33, type: !159)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 33, column: 33)
!158 = distinct !DILexicalBlock(scope: !155, file: !2, line: 33, column: 5)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 64, elements: !160)
!160 = !{!161, !162}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !159, file: !2, line: 7, baseType: !57, size: 32)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !159, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!163 = !DILocalVariable(name: "d", scope: !146, file: !2, line: 34, type: !125)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 35, type: !57)
!165 = distinct !DILexicalBlock(scope: !146, file: !2, line: 35, column: 5)
!166 = !DILocalVariable(name: "p", scope: !167, file: !2, line: 35, type: !159)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 35, column: 33)
!168 = distinct !DILexicalBlock(scope: !165, file: !2, line: 35, column: 5)
!169 = !DILocation(line: 0, scope: !146)
!170 = !DILocation(line: 29, column: 5, scope: !146)
!171 = !DILocation(line: 29, column: 13, scope: !146)
!172 = !DILocation(line: 29, column: 17, scope: !146)
!173 = !DILocation(line: 30, column: 5, scope: !146)
!174 = !DILocation(line: 31, column: 5, scope: !146)
!175 = !DILocation(line: 0, scope: !155)
!176 = !DILocation(line: 33, column: 48, scope: !157)
!177 = !{!178, !178, i64 0}
!178 = !{!"int", !116, i64 0}
!179 = !DILocation(line: 0, scope: !157)
!180 = !DILocation(line: 0, scope: !165)
!181 = !DILocation(line: 35, column: 48, scope: !167)
!182 = !DILocation(line: 0, scope: !167)
!183 = !DILocation(line: 35, column: 90, scope: !167)
!184 = !DILocation(line: 35, column: 83, scope: !167)
!185 = !DILocation(line: 33, column: 89, scope: !157)
!186 = !DILocation(line: 33, column: 82, scope: !157)
!187 = !DILocation(line: 36, column: 5, scope: !146)
!188 = !DILocation(line: 37, column: 5, scope: !146)
!189 = !DILocation(line: 38, column: 14, scope: !146)
!190 = !DILocation(line: 38, column: 21, scope: !146)
!191 = !DILocation(line: 39, column: 1, scope: !146)
!192 = !DILocation(line: 38, column: 5, scope: !146)
!193 = distinct !DISubprogram(name: "dstructs", scope: !2, file: !2, line: 41, type: !123, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !194)
!194 = !{!195, !196, !197, !198, !200}
!195 = !DILocalVariable(name: "n", arg: 1, scope: !193, file: !2, line: 41, type: !57)
!196 = !DILocalVariable(name: "ap", scope: !193, file: !2, line: 42, type: !91)
!197 = !DILocalVariable(name: "s", scope: !193, file: !2, line: 44, type: !125)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 45, type: !57)
!199 = distinct !DILexicalBlock(scope: !193, file: !2, line: 45, column: 5)
!200 = !DILocalVariable(name: "d", scope: !201, file: !2, line: 45, type: !203)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 45, column: 33)
!202 = distinct !DILexicalBlock(scope: !199, file: !2, line: 45, column: 5)
!203 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !2, line: 8, size: 128, elements: !204)
!204 = !{!205, !206}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !203, file: !2, line: 8, baseType: !125, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !203, file: !2, line: 8, baseType: !125, size: 64, offset: 64)
!207 = !DILocation(line: 0, scope: !193)
!208 = !DILocation(line: 42, column: 5, scope: !193)
!209 = !DILocation(line: 42, column: 13, scope: !193)
!210 = !DILocation(line: 43, column: 5, scope: !193)
!211 = !DILocation(line: 0, scope: !199)
!212 = !DILocation(line: 45, column: 48, scope: !201)
!213 = !DILocation(line: 0, scope: !201)
!214 = !DILocation(line: 45, column: 82, scope: !201)
!215 = !DILocation(line: 46, column: 5, scope: !193)
!216 = !DILocation(line: 48, column: 1, scope: !193)
!217 = !DILocation(line: 47, column: 5, scope: !193)
!218 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 50, type: !219, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !223)
!219 = !DISubroutineType(types: !220)
!220 = !{!57, !221, null}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!223 = !{!224, !225, !226}
!224 = !DILocalVariable(name: "fmt", arg: 1, scope: !218, file: !2, line: 50, type: !221)
!225 = !DILocalVariable(name: "ap", scope: !218, file: !2, line: 51, type: !91)
!226 = !DILocalVariable(name: "r", scope: !218, file: !2, line: 54, type: !57)
!227 = !DILocation(line: 0, scope: !218)
!228 = !DILocation(line: 51, column: 5, scope: !218)
!229 = !DILocation(line: 51, column: 13, scope: !218)
!230 = !DILocation(line: 52, column: 5, scope: !218)
!231 = !DILocation(line: 53, column: 5, scope: !218)
!232 = !DILocation(line: 54, column: 13, scope: !218)
!233 = !DILocation(line: 55, column: 5, scope: !218)
!234 = !DILocation(line: 57, column: 1, scope: !218)
!235 = !DILocation(line: 56, column: 5, scope: !218)
!236 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 59, type: !237, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!221, !57, null}
!239 = !{!240, !241, !242, !243}
!240 = !DILocalVariable(name: "n", arg: 1, scope: !236, file: !2, line: 59, type: !57)
!241 = !DILocalVariable(name: "ap", scope: !236, file: !2, line: 60, type: !91)
!242 = !DILocalVariable(name: "s", scope: !236, file: !2, line: 62, type: !221)
!243 = !DILocalVariable(name: "i", scope: !244, file: !2, line: 63, type: !57)
!244 = distinct !DILexicalBlock(scope: !236, file: !2, line: 63, column: 5)
!245 = !DILocation(line: 0, scope: !236)
!246 = !DILocation(line: 60, column: 5, scope: !236)
!247 = !DILocation(line: 60, column: 13, scope: !236)
!248 = !DILocation(line: 61, column: 5, scope: !236)
!249 = !DILocation(line: 0, scope: !244)
!250 = !DILocation(line: 63, column: 38, scope: !251)
!251 = distinct !DILexicalBlock(scope: !244, file: !2, line: 63, column: 5)
!252 = !{!253, !253, i64 0}
!253 = !{!"any pointer", !116, i64 0}
!254 = !DILocation(line: 64, column: 5, scope: !236)
!255 = !DILocation(line: 66, column: 1, scope: !236)
!256 = !DILocation(line: 65, column: 5, scope: !236)
