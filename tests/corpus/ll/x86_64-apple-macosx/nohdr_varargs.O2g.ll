; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

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

; Function Attrs: nofree nounwind ssp uwtable
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
declare !dbg !84 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 !dbg !89 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 6, !94, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !113
    #dbg_declare(ptr %2, !95, !DIExpression(), !114)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !115
    #dbg_value(i64 0, !109, !DIExpression(), !112)
    #dbg_value(i32 0, !110, !DIExpression(), !116)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !110, !DIExpression(), !116)
    #dbg_value(i64 0, !109, !DIExpression(), !112)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !110, !DIExpression(), !116)
    #dbg_value(i64 0, !109, !DIExpression(), !112)
  %8 = icmp ult i32 %3, 41, !dbg !117
  br i1 %8, label %12, label %9, !dbg !117

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !117
  store ptr %10, ptr %4, align 8, !dbg !117
  %11 = load i64, ptr %7, align 8, !dbg !117, !tbaa !119
    #dbg_value(i64 %11, !109, !DIExpression(), !112)
    #dbg_value(i32 1, !110, !DIExpression(), !116)
  br label %18, !dbg !117

12:                                               ; preds = %1
  %13 = zext nneg i32 %3 to i64, !dbg !117
  %14 = getelementptr i8, ptr %6, i64 %13, !dbg !117
  %15 = add nuw nsw i32 %3, 8, !dbg !117
  store i32 %15, ptr %2, align 16, !dbg !117
  %16 = load i64, ptr %14, align 8, !dbg !117, !tbaa !119
    #dbg_value(i64 %16, !109, !DIExpression(), !112)
    #dbg_value(i32 1, !110, !DIExpression(), !116)
  %17 = icmp ult i32 %3, 33, !dbg !117
  br i1 %17, label %23, label %18, !dbg !117

18:                                               ; preds = %12, %9
  %19 = phi i64 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8, !dbg !117
  store ptr %21, ptr %4, align 8, !dbg !117
  %22 = load i64, ptr %20, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %22, i64 %19), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 2, !110, !DIExpression(), !116)
  br label %29, !dbg !117

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64, !dbg !117
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !117
  %26 = add nuw nsw i32 %3, 16, !dbg !117
  store i32 %26, ptr %2, align 16, !dbg !117
  %27 = load i64, ptr %25, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %27, i64 %16), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 2, !110, !DIExpression(), !116)
  %28 = icmp ult i32 %3, 25, !dbg !117
  br i1 %28, label %35, label %29, !dbg !117

29:                                               ; preds = %23, %18
  %30 = phi i64 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i64 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8, !dbg !117
  store ptr %33, ptr %4, align 8, !dbg !117
  %34 = load i64, ptr %31, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %34, i64 %30, i64 %32), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 3, !110, !DIExpression(), !116)
  br label %41, !dbg !117

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64, !dbg !117
  %37 = getelementptr i8, ptr %6, i64 %36, !dbg !117
  %38 = add nuw nsw i32 %3, 24, !dbg !117
  store i32 %38, ptr %2, align 16, !dbg !117
  %39 = load i64, ptr %37, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %39, i64 %27, i64 %16), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 3, !110, !DIExpression(), !116)
  %40 = icmp ult i32 %3, 17, !dbg !117
  br i1 %40, label %48, label %41, !dbg !117

41:                                               ; preds = %35, %29
  %42 = phi i64 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i64 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i64 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8, !dbg !117
  store ptr %46, ptr %4, align 8, !dbg !117
  %47 = load i64, ptr %43, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %47, i64 %42, i64 %45, i64 %44), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 4, !110, !DIExpression(), !116)
  br label %54, !dbg !117

48:                                               ; preds = %35
  %49 = zext nneg i32 %38 to i64, !dbg !117
  %50 = getelementptr i8, ptr %6, i64 %49, !dbg !117
  %51 = or disjoint i32 %3, 32, !dbg !117
  store i32 %51, ptr %2, align 16, !dbg !117
  %52 = load i64, ptr %50, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %52, i64 %39, i64 %27, i64 %16), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 4, !110, !DIExpression(), !116)
  %53 = icmp ult i32 %51, 41, !dbg !117
  br i1 %53, label %62, label %54, !dbg !117

54:                                               ; preds = %48, %41
  %55 = phi i64 [ %47, %41 ], [ %52, %48 ]
  %56 = phi ptr [ %46, %41 ], [ %7, %48 ]
  %57 = phi i64 [ %45, %41 ], [ %27, %48 ]
  %58 = phi i64 [ %44, %41 ], [ %16, %48 ]
  %59 = phi i64 [ %42, %41 ], [ %39, %48 ]
  %60 = getelementptr i8, ptr %56, i64 8, !dbg !117
  store ptr %60, ptr %4, align 8, !dbg !117
  %61 = load i64, ptr %56, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %61, i64 %55, i64 %59, i64 %57, i64 %58), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 5, !110, !DIExpression(), !116)
  br label %68, !dbg !117

62:                                               ; preds = %48
  %63 = zext nneg i32 %51 to i64, !dbg !117
  %64 = getelementptr i8, ptr %6, i64 %63, !dbg !117
  %65 = add nuw nsw i32 %3, 40, !dbg !117
  store i32 %65, ptr %2, align 16, !dbg !117
  %66 = load i64, ptr %64, align 8, !dbg !117, !tbaa !119
    #dbg_value(!DIArgList(i64 %66, i64 %52, i64 %39, i64 %27, i64 %16), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !112)
    #dbg_value(i32 5, !110, !DIExpression(), !116)
  %67 = icmp eq i32 %3, 0, !dbg !117
  br i1 %67, label %76, label %68, !dbg !117

68:                                               ; preds = %54, %62
  %69 = phi i64 [ %61, %54 ], [ %66, %62 ]
  %70 = phi ptr [ %60, %54 ], [ %7, %62 ]
  %71 = phi i64 [ %59, %54 ], [ %39, %62 ]
  %72 = phi i64 [ %58, %54 ], [ %16, %62 ]
  %73 = phi i64 [ %57, %54 ], [ %27, %62 ]
  %74 = phi i64 [ %55, %54 ], [ %52, %62 ]
  %75 = getelementptr i8, ptr %70, i64 8, !dbg !117
  store ptr %75, ptr %4, align 8, !dbg !117
  br label %79, !dbg !117

76:                                               ; preds = %62
  %77 = zext nneg i32 %65 to i64, !dbg !117
  %78 = getelementptr i8, ptr %6, i64 %77, !dbg !117
  store i32 48, ptr %2, align 16, !dbg !117
  br label %79, !dbg !117

79:                                               ; preds = %76, %68
  %80 = phi i64 [ %66, %76 ], [ %69, %68 ]
  %81 = phi i64 [ %39, %76 ], [ %71, %68 ]
  %82 = phi i64 [ %16, %76 ], [ %72, %68 ]
  %83 = phi i64 [ %27, %76 ], [ %73, %68 ]
  %84 = phi i64 [ %52, %76 ], [ %74, %68 ]
  %85 = phi ptr [ %78, %76 ], [ %70, %68 ], !dbg !117
  %86 = add nsw i64 %83, %82, !dbg !123
    #dbg_value(i64 %86, !109, !DIExpression(), !112)
  %87 = add nsw i64 %81, %86, !dbg !123
    #dbg_value(i64 %87, !109, !DIExpression(), !112)
  %88 = add nsw i64 %84, %87, !dbg !123
    #dbg_value(i64 %88, !109, !DIExpression(), !112)
  %89 = add nsw i64 %80, %88, !dbg !123
    #dbg_value(i64 %89, !109, !DIExpression(), !112)
  %90 = load i64, ptr %85, align 8, !dbg !117, !tbaa !119
  %91 = add nsw i64 %90, %89, !dbg !123
    #dbg_value(i64 %91, !109, !DIExpression(), !112)
    #dbg_value(i32 6, !110, !DIExpression(), !116)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !124
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !125
  ret i64 %91, !dbg !126
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 !dbg !127 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 9, !132, !DIExpression(), !137)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !138
    #dbg_declare(ptr %2, !133, !DIExpression(), !139)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !140
    #dbg_value(double 0.000000e+00, !134, !DIExpression(), !137)
    #dbg_value(i32 0, !135, !DIExpression(), !141)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(i32 0, !135, !DIExpression(), !141)
    #dbg_value(double 0.000000e+00, !134, !DIExpression(), !137)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !135, !DIExpression(), !141)
    #dbg_value(double 0.000000e+00, !134, !DIExpression(), !137)
  %9 = icmp ult i32 %4, 161, !dbg !142
  br i1 %9, label %13, label %10, !dbg !142

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !142
  store ptr %11, ptr %5, align 8, !dbg !142
  %12 = load double, ptr %8, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 1, !135, !DIExpression(), !141)
  br label %19, !dbg !142

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64, !dbg !142
  %15 = getelementptr i8, ptr %7, i64 %14, !dbg !142
  %16 = add nuw nsw i32 %4, 16, !dbg !142
  store i32 %16, ptr %3, align 4, !dbg !142
  %17 = load double, ptr %15, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 1, !135, !DIExpression(), !141)
  %18 = icmp ult i32 %4, 145, !dbg !142
  br i1 %18, label %24, label %19, !dbg !142

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !142
  store ptr %22, ptr %5, align 8, !dbg !142
  %23 = load double, ptr %21, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 2, !135, !DIExpression(), !141)
  br label %30, !dbg !142

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64, !dbg !142
  %26 = getelementptr i8, ptr %7, i64 %25, !dbg !142
  %27 = add nuw nsw i32 %4, 32, !dbg !142
  store i32 %27, ptr %3, align 4, !dbg !142
  %28 = load double, ptr %26, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 2, !135, !DIExpression(), !141)
  %29 = icmp ult i32 %4, 129, !dbg !142
  br i1 %29, label %36, label %30, !dbg !142

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8, !dbg !142
  store ptr %34, ptr %5, align 8, !dbg !142
  %35 = load double, ptr %32, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 3, !135, !DIExpression(), !141)
  br label %42, !dbg !142

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64, !dbg !142
  %38 = getelementptr i8, ptr %7, i64 %37, !dbg !142
  %39 = add nuw nsw i32 %4, 48, !dbg !142
  store i32 %39, ptr %3, align 4, !dbg !142
  %40 = load double, ptr %38, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 3, !135, !DIExpression(), !141)
  %41 = icmp ult i32 %4, 113, !dbg !142
  br i1 %41, label %49, label %42, !dbg !142

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8, !dbg !142
  store ptr %47, ptr %5, align 8, !dbg !142
  %48 = load double, ptr %44, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 4, !135, !DIExpression(), !141)
  br label %55, !dbg !142

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64, !dbg !142
  %51 = getelementptr i8, ptr %7, i64 %50, !dbg !142
  %52 = add nuw nsw i32 %4, 64, !dbg !142
  store i32 %52, ptr %3, align 4, !dbg !142
  %53 = load double, ptr %51, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 4, !135, !DIExpression(), !141)
  %54 = icmp ult i32 %4, 97, !dbg !142
  br i1 %54, label %63, label %55, !dbg !142

55:                                               ; preds = %49, %42
  %56 = phi double [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi double [ %46, %42 ], [ %28, %49 ]
  %59 = phi double [ %45, %42 ], [ %17, %49 ]
  %60 = phi double [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8, !dbg !142
  store ptr %61, ptr %5, align 8, !dbg !142
  %62 = load double, ptr %57, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 5, !135, !DIExpression(), !141)
  br label %69, !dbg !142

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64, !dbg !142
  %65 = getelementptr i8, ptr %7, i64 %64, !dbg !142
  %66 = add nuw nsw i32 %4, 80, !dbg !142
  store i32 %66, ptr %3, align 4, !dbg !142
  %67 = load double, ptr %65, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 5, !135, !DIExpression(), !141)
  %68 = icmp ult i32 %4, 81, !dbg !142
  br i1 %68, label %78, label %69, !dbg !142

69:                                               ; preds = %63, %55
  %70 = phi double [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi double [ %60, %55 ], [ %40, %63 ]
  %73 = phi double [ %59, %55 ], [ %17, %63 ]
  %74 = phi double [ %58, %55 ], [ %28, %63 ]
  %75 = phi double [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8, !dbg !142
  store ptr %76, ptr %5, align 8, !dbg !142
  %77 = load double, ptr %71, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 6, !135, !DIExpression(), !141)
  br label %84, !dbg !142

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64, !dbg !142
  %80 = getelementptr i8, ptr %7, i64 %79, !dbg !142
  %81 = add nuw nsw i32 %4, 96, !dbg !142
  store i32 %81, ptr %3, align 4, !dbg !142
  %82 = load double, ptr %80, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 6, !135, !DIExpression(), !141)
  %83 = icmp ult i32 %4, 65, !dbg !142
  br i1 %83, label %94, label %84, !dbg !142

84:                                               ; preds = %78, %69
  %85 = phi double [ %77, %69 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %69 ], [ %8, %78 ]
  %87 = phi double [ %75, %69 ], [ %53, %78 ]
  %88 = phi double [ %74, %69 ], [ %28, %78 ]
  %89 = phi double [ %73, %69 ], [ %17, %78 ]
  %90 = phi double [ %72, %69 ], [ %40, %78 ]
  %91 = phi double [ %70, %69 ], [ %67, %78 ]
  %92 = getelementptr i8, ptr %86, i64 8, !dbg !142
  store ptr %92, ptr %5, align 8, !dbg !142
  %93 = load double, ptr %86, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 7, !135, !DIExpression(), !141)
  br label %100, !dbg !142

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64, !dbg !142
  %96 = getelementptr i8, ptr %7, i64 %95, !dbg !142
  %97 = add nuw nsw i32 %4, 112, !dbg !142
  store i32 %97, ptr %3, align 4, !dbg !142
  %98 = load double, ptr %96, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 7, !135, !DIExpression(), !141)
  %99 = icmp ult i32 %4, 49, !dbg !142
  br i1 %99, label %111, label %100, !dbg !142

100:                                              ; preds = %94, %84
  %101 = phi double [ %93, %84 ], [ %98, %94 ]
  %102 = phi ptr [ %92, %84 ], [ %8, %94 ]
  %103 = phi double [ %91, %84 ], [ %67, %94 ]
  %104 = phi double [ %90, %84 ], [ %40, %94 ]
  %105 = phi double [ %89, %84 ], [ %17, %94 ]
  %106 = phi double [ %88, %84 ], [ %28, %94 ]
  %107 = phi double [ %87, %84 ], [ %53, %94 ]
  %108 = phi double [ %85, %84 ], [ %82, %94 ]
  %109 = getelementptr i8, ptr %102, i64 8, !dbg !142
  store ptr %109, ptr %5, align 8, !dbg !142
  %110 = load double, ptr %102, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 8, !135, !DIExpression(), !141)
  br label %117, !dbg !142

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64, !dbg !142
  %113 = getelementptr i8, ptr %7, i64 %112, !dbg !142
  %114 = or disjoint i32 %4, 128, !dbg !142
  store i32 %114, ptr %3, align 4, !dbg !142
  %115 = load double, ptr %113, align 8, !dbg !142, !tbaa !144
    #dbg_value(double poison, !134, !DIExpression(), !137)
    #dbg_value(i32 8, !135, !DIExpression(), !141)
  %116 = icmp ult i32 %114, 161, !dbg !142
  br i1 %116, label %128, label %117, !dbg !142

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
  %127 = getelementptr i8, ptr %119, i64 8, !dbg !142
  store ptr %127, ptr %5, align 8, !dbg !142
  br label %132, !dbg !142

128:                                              ; preds = %111
  %129 = zext nneg i32 %114 to i64, !dbg !142
  %130 = getelementptr i8, ptr %7, i64 %129, !dbg !142
  %131 = add nuw nsw i32 %4, 144, !dbg !142
  store i32 %131, ptr %3, align 4, !dbg !142
  br label %132, !dbg !142

132:                                              ; preds = %128, %117
  %133 = phi double [ %115, %128 ], [ %118, %117 ]
  %134 = phi double [ %82, %128 ], [ %120, %117 ]
  %135 = phi double [ %53, %128 ], [ %121, %117 ]
  %136 = phi double [ %28, %128 ], [ %122, %117 ]
  %137 = phi double [ %17, %128 ], [ %123, %117 ]
  %138 = phi double [ %40, %128 ], [ %124, %117 ]
  %139 = phi double [ %67, %128 ], [ %125, %117 ]
  %140 = phi double [ %98, %128 ], [ %126, %117 ]
  %141 = phi ptr [ %130, %128 ], [ %119, %117 ], !dbg !142
  %142 = fadd double %137, 0.000000e+00, !dbg !146
    #dbg_value(double %142, !134, !DIExpression(), !137)
  %143 = fadd double %142, %136, !dbg !146
    #dbg_value(double %143, !134, !DIExpression(), !137)
  %144 = fadd double %143, %138, !dbg !146
    #dbg_value(double %144, !134, !DIExpression(), !137)
  %145 = fadd double %144, %135, !dbg !146
    #dbg_value(double %145, !134, !DIExpression(), !137)
  %146 = fadd double %145, %139, !dbg !146
    #dbg_value(double %146, !134, !DIExpression(), !137)
  %147 = fadd double %146, %134, !dbg !146
    #dbg_value(double %147, !134, !DIExpression(), !137)
  %148 = fadd double %147, %140, !dbg !146
    #dbg_value(double %148, !134, !DIExpression(), !137)
  %149 = fadd double %148, %133, !dbg !146
    #dbg_value(double %149, !134, !DIExpression(), !137)
  %150 = load double, ptr %141, align 8, !dbg !142, !tbaa !144
  %151 = fadd double %149, %150, !dbg !146
    #dbg_value(double %151, !134, !DIExpression(), !137)
    #dbg_value(i32 9, !135, !DIExpression(), !141)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !147
  %152 = fdiv double %151, 9.000000e+00, !dbg !148
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !149
  ret double %152, !dbg !150
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 !dbg !151 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 3, !155, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !175
    #dbg_declare(ptr %2, !156, !DIExpression(), !176)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6, !dbg !175
    #dbg_declare(ptr %3, !157, !DIExpression(), !177)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !178
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !179
    #dbg_value(i32 0, !158, !DIExpression(), !174)
    #dbg_value(i32 0, !159, !DIExpression(), !180)
  %4 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !158, !DIExpression(), !174)
    #dbg_value(i32 0, !159, !DIExpression(), !180)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !158, !DIExpression(), !174)
    #dbg_value(i32 0, !159, !DIExpression(), !180)
  %9 = icmp ult i32 %4, 41, !dbg !181
  br i1 %9, label %15, label %10, !dbg !181

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !181
  store ptr %11, ptr %5, align 8, !dbg !181
  %12 = load i32, ptr %8, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %12, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  %13 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !181
  %14 = load i32, ptr %13, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %14, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(!DIArgList(i32 %14, i32 %12), !158, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !174)
    #dbg_value(i32 1, !159, !DIExpression(), !180)
  br label %23, !dbg !181

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64, !dbg !181
  %17 = getelementptr i8, ptr %7, i64 %16, !dbg !181
  %18 = add nuw nsw i32 %4, 8, !dbg !181
  store i32 %18, ptr %2, align 16, !dbg !181
  %19 = load i32, ptr %17, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %19, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  %20 = getelementptr inbounds i8, ptr %17, i64 4, !dbg !181
  %21 = load i32, ptr %20, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %21, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(!DIArgList(i32 %21, i32 %19), !158, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !174)
    #dbg_value(i32 1, !159, !DIExpression(), !180)
  %22 = icmp ult i32 %4, 33, !dbg !181
  br i1 %22, label %31, label %23, !dbg !181

23:                                               ; preds = %15, %10
  %24 = phi i32 [ %14, %10 ], [ %21, %15 ]
  %25 = phi i32 [ %12, %10 ], [ %19, %15 ]
  %26 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %27 = getelementptr i8, ptr %26, i64 8, !dbg !181
  store ptr %27, ptr %5, align 8, !dbg !181
  %28 = load i32, ptr %26, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %28, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  %29 = getelementptr inbounds i8, ptr %26, i64 4, !dbg !181
  %30 = load i32, ptr %29, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %30, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(!DIArgList(i32 %30, i32 %24, i32 %25, i32 %28), !158, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !174)
    #dbg_value(i32 2, !159, !DIExpression(), !180)
  br label %39, !dbg !181

31:                                               ; preds = %15
  %32 = zext nneg i32 %18 to i64, !dbg !181
  %33 = getelementptr i8, ptr %7, i64 %32, !dbg !181
  %34 = add nuw nsw i32 %4, 16, !dbg !181
  store i32 %34, ptr %2, align 16, !dbg !181
  %35 = load i32, ptr %33, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %35, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  %36 = getelementptr inbounds i8, ptr %33, i64 4, !dbg !181
  %37 = load i32, ptr %36, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %37, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(!DIArgList(i32 %37, i32 %21, i32 %19, i32 %35), !158, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !174)
    #dbg_value(i32 2, !159, !DIExpression(), !180)
  %38 = icmp ult i32 %4, 25, !dbg !181
  br i1 %38, label %46, label %39, !dbg !181

39:                                               ; preds = %23, %31
  %40 = phi i32 [ %30, %23 ], [ %37, %31 ]
  %41 = phi i32 [ %28, %23 ], [ %35, %31 ]
  %42 = phi ptr [ %27, %23 ], [ %8, %31 ]
  %43 = phi i32 [ %25, %23 ], [ %19, %31 ]
  %44 = phi i32 [ %24, %23 ], [ %21, %31 ]
  %45 = getelementptr i8, ptr %42, i64 8, !dbg !181
  store ptr %45, ptr %5, align 8, !dbg !181
  br label %50, !dbg !181

46:                                               ; preds = %31
  %47 = zext nneg i32 %34 to i64, !dbg !181
  %48 = getelementptr i8, ptr %7, i64 %47, !dbg !181
  %49 = add nuw nsw i32 %4, 24, !dbg !181
  store i32 %49, ptr %2, align 16, !dbg !181
  br label %50, !dbg !181

50:                                               ; preds = %46, %39
  %51 = phi i32 [ %37, %46 ], [ %40, %39 ]
  %52 = phi i32 [ %35, %46 ], [ %41, %39 ]
  %53 = phi i32 [ %19, %46 ], [ %43, %39 ]
  %54 = phi i32 [ %21, %46 ], [ %44, %39 ]
  %55 = phi ptr [ %48, %46 ], [ %42, %39 ], !dbg !181
  %56 = load i32, ptr %55, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %56, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  %57 = getelementptr inbounds i8, ptr %55, i64 4, !dbg !181
  %58 = load i32, ptr %57, align 4, !dbg !181, !tbaa !182
    #dbg_value(i32 %58, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(i32 %123, !158, !DIExpression(), !174)
    #dbg_value(i32 3, !159, !DIExpression(), !180)
  %59 = load i32, ptr %3, align 16
    #dbg_value(i32 0, !169, !DIExpression(), !185)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(), !174)
  %60 = getelementptr inbounds i8, ptr %3, i64 8
  %61 = getelementptr inbounds i8, ptr %3, i64 16
  %62 = load ptr, ptr %61, align 16
  %63 = load ptr, ptr %60, align 8
  %64 = icmp ult i32 %59, 41, !dbg !186
  br i1 %64, label %70, label %65, !dbg !186

65:                                               ; preds = %50
  %66 = getelementptr i8, ptr %63, i64 8, !dbg !186
  store ptr %66, ptr %60, align 8, !dbg !186
  %67 = load i32, ptr %63, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %67, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
  %68 = getelementptr inbounds i8, ptr %63, i64 4, !dbg !186
  %69 = load i32, ptr %68, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %69, !171, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
    #dbg_value(double poison, !168, !DIExpression(), !174)
    #dbg_value(i32 1, !169, !DIExpression(), !185)
  br label %78, !dbg !186

70:                                               ; preds = %50
  %71 = zext nneg i32 %59 to i64, !dbg !186
  %72 = getelementptr i8, ptr %62, i64 %71, !dbg !186
  %73 = add nuw nsw i32 %59, 8, !dbg !186
  store i32 %73, ptr %3, align 16, !dbg !186
  %74 = load i32, ptr %72, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %74, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
  %75 = getelementptr inbounds i8, ptr %72, i64 4, !dbg !186
  %76 = load i32, ptr %75, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %76, !171, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
    #dbg_value(double poison, !168, !DIExpression(), !174)
    #dbg_value(i32 1, !169, !DIExpression(), !185)
  %77 = icmp ult i32 %59, 33, !dbg !186
  br i1 %77, label %86, label %78, !dbg !186

78:                                               ; preds = %70, %65
  %79 = phi i32 [ %69, %65 ], [ %76, %70 ]
  %80 = phi i32 [ %67, %65 ], [ %74, %70 ]
  %81 = phi ptr [ %66, %65 ], [ %63, %70 ]
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !186
  store ptr %82, ptr %60, align 8, !dbg !186
  %83 = load i32, ptr %81, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %83, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
  %84 = getelementptr inbounds i8, ptr %81, i64 4, !dbg !186
  %85 = load i32, ptr %84, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %85, !171, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
    #dbg_value(double poison, !168, !DIExpression(), !174)
    #dbg_value(i32 2, !169, !DIExpression(), !185)
  br label %94, !dbg !186

86:                                               ; preds = %70
  %87 = zext nneg i32 %73 to i64, !dbg !186
  %88 = getelementptr i8, ptr %62, i64 %87, !dbg !186
  %89 = add nuw nsw i32 %59, 16, !dbg !186
  store i32 %89, ptr %3, align 16, !dbg !186
  %90 = load i32, ptr %88, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %90, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
  %91 = getelementptr inbounds i8, ptr %88, i64 4, !dbg !186
  %92 = load i32, ptr %91, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %92, !171, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
    #dbg_value(double poison, !168, !DIExpression(), !174)
    #dbg_value(i32 2, !169, !DIExpression(), !185)
  %93 = icmp ult i32 %59, 25, !dbg !186
  br i1 %93, label %101, label %94, !dbg !186

94:                                               ; preds = %78, %86
  %95 = phi i32 [ %85, %78 ], [ %92, %86 ]
  %96 = phi i32 [ %83, %78 ], [ %90, %86 ]
  %97 = phi ptr [ %82, %78 ], [ %63, %86 ]
  %98 = phi i32 [ %80, %78 ], [ %74, %86 ]
  %99 = phi i32 [ %79, %78 ], [ %76, %86 ]
  %100 = getelementptr i8, ptr %97, i64 8, !dbg !186
  store ptr %100, ptr %60, align 8, !dbg !186
  br label %105, !dbg !186

101:                                              ; preds = %86
  %102 = zext nneg i32 %89 to i64, !dbg !186
  %103 = getelementptr i8, ptr %62, i64 %102, !dbg !186
  %104 = add nuw nsw i32 %59, 24, !dbg !186
  store i32 %104, ptr %3, align 16, !dbg !186
  br label %105, !dbg !186

105:                                              ; preds = %101, %94
  %106 = phi i32 [ %92, %101 ], [ %95, %94 ]
  %107 = phi i32 [ %90, %101 ], [ %96, %94 ]
  %108 = phi i32 [ %74, %101 ], [ %98, %94 ]
  %109 = phi i32 [ %76, %101 ], [ %99, %94 ]
  %110 = phi ptr [ %103, %101 ], [ %97, %94 ], !dbg !186
  %111 = sub nsw i32 %108, %109, !dbg !188
    #dbg_value(double undef, !168, !DIExpression(), !174)
  %112 = sub nsw i32 %107, %106, !dbg !188
  %113 = add i32 %111, %112, !dbg !189
    #dbg_value(double undef, !168, !DIExpression(), !174)
  %114 = mul nsw i32 %58, %56, !dbg !190
  %115 = mul nsw i32 %51, %52, !dbg !190
    #dbg_value(!DIArgList(i32 %115, i32 %54, i32 %53), !158, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !174)
  %116 = mul nsw i32 %54, %53, !dbg !190
    #dbg_value(i32 %116, !158, !DIExpression(), !174)
  %117 = add nsw i32 %115, %116, !dbg !191
    #dbg_value(i32 %117, !158, !DIExpression(), !174)
  %118 = load i32, ptr %110, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %118, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
  %119 = getelementptr inbounds i8, ptr %110, i64 4, !dbg !186
  %120 = load i32, ptr %119, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %120, !171, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
  %121 = sub nsw i32 %118, %120, !dbg !188
  %122 = add i32 %113, %121, !dbg !189
    #dbg_value(double undef, !168, !DIExpression(), !174)
    #dbg_value(i32 3, !169, !DIExpression(), !185)
  %123 = add nsw i32 %114, %117, !dbg !191
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !192
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !193
  %124 = mul nsw i32 %123, 1000, !dbg !194
  %125 = add nsw i32 %124, %122, !dbg !195
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6, !dbg !196
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !196
  ret i32 %125, !dbg !197
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 !dbg !198 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 2, !200, !DIExpression(), !212)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !213
    #dbg_declare(ptr %2, !201, !DIExpression(), !214)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !215
    #dbg_value(double 0.000000e+00, !202, !DIExpression(), !212)
    #dbg_value(i32 0, !203, !DIExpression(), !216)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(double 0.000000e+00, !202, !DIExpression(), !212)
    #dbg_value(i32 0, !203, !DIExpression(), !216)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(double 0.000000e+00, !202, !DIExpression(), !212)
    #dbg_value(i32 0, !203, !DIExpression(), !216)
  %9 = icmp ult i32 %4, 145, !dbg !217
  br i1 %9, label %15, label %10, !dbg !217

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 16, !dbg !217
  store ptr %11, ptr %5, align 8, !dbg !217
  %12 = load double, ptr %8, align 8, !dbg !217, !tbaa !144
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  %14 = load double, ptr %13, align 8, !dbg !217, !tbaa !144
    #dbg_value(double %12, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218)
    #dbg_value(double %14, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !218)
    #dbg_value(double poison, !202, !DIExpression(), !212)
    #dbg_value(i32 1, !203, !DIExpression(), !216)
  br label %23, !dbg !217

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64, !dbg !217
  %17 = getelementptr i8, ptr %7, i64 %16, !dbg !217
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !217
  %19 = load double, ptr %17, align 16, !dbg !217
  %20 = load double, ptr %18, align 16, !dbg !217
  %21 = add nuw nsw i32 %4, 32, !dbg !217
  store i32 %21, ptr %3, align 4, !dbg !217
    #dbg_value(double %19, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218)
    #dbg_value(double %20, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !218)
    #dbg_value(double poison, !202, !DIExpression(), !212)
    #dbg_value(i32 1, !203, !DIExpression(), !216)
  %22 = icmp ult i32 %4, 113, !dbg !217
  br i1 %22, label %31, label %23, !dbg !217

23:                                               ; preds = %10, %15
  %24 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %25 = phi double [ %12, %10 ], [ %19, %15 ]
  %26 = phi double [ %14, %10 ], [ %20, %15 ]
  %27 = getelementptr i8, ptr %24, i64 16, !dbg !217
  store ptr %27, ptr %5, align 8, !dbg !217
  %28 = load double, ptr %24, align 8, !dbg !217, !tbaa !144
  %29 = getelementptr inbounds i8, ptr %24, i64 8
  %30 = load double, ptr %29, align 8, !dbg !217, !tbaa !144
  br label %38, !dbg !217

31:                                               ; preds = %15
  %32 = zext nneg i32 %21 to i64, !dbg !217
  %33 = getelementptr i8, ptr %7, i64 %32, !dbg !217
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !217
  %35 = load double, ptr %33, align 16, !dbg !217
  %36 = load double, ptr %34, align 16, !dbg !217
  %37 = add nuw nsw i32 %4, 64, !dbg !217
  store i32 %37, ptr %3, align 4, !dbg !217
  br label %38, !dbg !217

38:                                               ; preds = %31, %23
  %39 = phi double [ %19, %31 ], [ %25, %23 ]
  %40 = phi double [ %20, %31 ], [ %26, %23 ]
  %41 = phi double [ %36, %31 ], [ %30, %23 ], !dbg !217
  %42 = phi double [ %35, %31 ], [ %28, %23 ], !dbg !217
  %43 = call double @llvm.fmuladd.f64(double %39, double %40, double 0.000000e+00), !dbg !219
    #dbg_value(double %43, !202, !DIExpression(), !212)
    #dbg_value(double %42, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218)
    #dbg_value(double %41, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !218)
  %44 = call double @llvm.fmuladd.f64(double %42, double %41, double %43), !dbg !219
    #dbg_value(double %44, !202, !DIExpression(), !212)
    #dbg_value(i32 2, !203, !DIExpression(), !216)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !220
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !221
  ret double %44, !dbg !222
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind ssp uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !223 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(ptr @.str.4, !225, !DIExpression(), !228)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !229
    #dbg_declare(ptr %2, !226, !DIExpression(), !230)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !231
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !232
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #6, !dbg !233
    #dbg_value(i32 %4, !227, !DIExpression(), !228)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !234
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !235
  ret i32 %4, !dbg !236
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 !dbg !237 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 2, !241, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !247
    #dbg_declare(ptr %2, !242, !DIExpression(), !248)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !249
    #dbg_value(ptr null, !243, !DIExpression(), !246)
    #dbg_value(i32 0, !244, !DIExpression(), !250)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !244, !DIExpression(), !250)
    #dbg_value(ptr null, !243, !DIExpression(), !246)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !244, !DIExpression(), !250)
  %8 = icmp ult i32 %3, 41, !dbg !251
  br i1 %8, label %11, label %9, !dbg !251

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !251
    #dbg_value(ptr poison, !243, !DIExpression(), !246)
    #dbg_value(i32 1, !244, !DIExpression(), !250)
  br label %14, !dbg !251

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 8, !dbg !251
  store i32 %12, ptr %2, align 16, !dbg !251
    #dbg_value(ptr poison, !243, !DIExpression(), !246)
    #dbg_value(i32 1, !244, !DIExpression(), !250)
  %13 = icmp ult i32 %3, 33, !dbg !251
  br i1 %13, label %17, label %14, !dbg !251

14:                                               ; preds = %11, %9
  %15 = phi ptr [ %10, %9 ], [ %7, %11 ]
  %16 = getelementptr i8, ptr %15, i64 8, !dbg !251
    #dbg_value(ptr poison, !243, !DIExpression(), !246)
    #dbg_value(i32 2, !244, !DIExpression(), !250)
  br label %20, !dbg !251

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 16, !dbg !251
  store i32 %18, ptr %2, align 16, !dbg !251
    #dbg_value(ptr poison, !243, !DIExpression(), !246)
    #dbg_value(i32 2, !244, !DIExpression(), !250)
  %19 = icmp ult i32 %3, 25, !dbg !251
  br i1 %19, label %23, label %20, !dbg !251

20:                                               ; preds = %14, %17
  %21 = phi ptr [ %16, %14 ], [ %7, %17 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !251
  store ptr %22, ptr %4, align 8, !dbg !251
  br label %27, !dbg !251

23:                                               ; preds = %17
  %24 = zext nneg i32 %18 to i64, !dbg !251
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !251
  %26 = add nuw nsw i32 %3, 24, !dbg !251
  store i32 %26, ptr %2, align 16, !dbg !251
  br label %27, !dbg !251

27:                                               ; preds = %23, %20
  %28 = phi ptr [ %25, %23 ], [ %21, %20 ], !dbg !251
    #dbg_value(ptr poison, !243, !DIExpression(), !246)
    #dbg_value(i32 3, !244, !DIExpression(), !250)
  %29 = load ptr, ptr %28, align 8, !dbg !251, !tbaa !253
    #dbg_value(ptr %29, !243, !DIExpression(), !246)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !255
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !256
  ret ptr %29, !dbg !257
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
declare !dbg !258 noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
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
!59 = !{i32 7, !"Dwarf Version", i32 4}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !67, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !68)
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
!84 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!57, !87, null}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!89 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 10, type: !90, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !57, null}
!92 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!93 = !{!94, !95, !109, !110}
!94 = !DILocalVariable(name: "n", arg: 1, scope: !89, file: !2, line: 10, type: !57)
!95 = !DILocalVariable(name: "ap", scope: !89, file: !2, line: 11, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !2, line: 6, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 192, elements: !107)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !100)
!100 = !{!101, !103, !104, !106}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !99, file: !2, line: 11, baseType: !102, size: 32)
!102 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !99, file: !2, line: 11, baseType: !102, size: 32, offset: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !99, file: !2, line: 11, baseType: !105, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !99, file: !2, line: 11, baseType: !105, size: 64, offset: 128)
!107 = !{!108}
!108 = !DISubrange(count: 1)
!109 = !DILocalVariable(name: "s", scope: !89, file: !2, line: 13, type: !92)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 14, type: !57)
!111 = distinct !DILexicalBlock(scope: !89, file: !2, line: 14, column: 5)
!112 = !DILocation(line: 0, scope: !89)
!113 = !DILocation(line: 11, column: 5, scope: !89)
!114 = !DILocation(line: 11, column: 13, scope: !89)
!115 = !DILocation(line: 12, column: 5, scope: !89)
!116 = !DILocation(line: 0, scope: !111)
!117 = !DILocation(line: 14, column: 38, scope: !118)
!118 = distinct !DILexicalBlock(scope: !111, file: !2, line: 14, column: 5)
!119 = !{!120, !120, i64 0}
!120 = !{!"long long", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C/C++ TBAA"}
!123 = !DILocation(line: 14, column: 35, scope: !118)
!124 = !DILocation(line: 15, column: 5, scope: !89)
!125 = !DILocation(line: 17, column: 1, scope: !89)
!126 = !DILocation(line: 16, column: 5, scope: !89)
!127 = distinct !DISubprogram(name: "avg", scope: !2, file: !2, line: 19, type: !128, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !131)
!128 = !DISubroutineType(types: !129)
!129 = !{!130, !57, null}
!130 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!131 = !{!132, !133, !134, !135}
!132 = !DILocalVariable(name: "n", arg: 1, scope: !127, file: !2, line: 19, type: !57)
!133 = !DILocalVariable(name: "ap", scope: !127, file: !2, line: 20, type: !96)
!134 = !DILocalVariable(name: "s", scope: !127, file: !2, line: 22, type: !130)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 23, type: !57)
!136 = distinct !DILexicalBlock(scope: !127, file: !2, line: 23, column: 5)
!137 = !DILocation(line: 0, scope: !127)
!138 = !DILocation(line: 20, column: 5, scope: !127)
!139 = !DILocation(line: 20, column: 13, scope: !127)
!140 = !DILocation(line: 21, column: 5, scope: !127)
!141 = !DILocation(line: 0, scope: !136)
!142 = !DILocation(line: 23, column: 38, scope: !143)
!143 = distinct !DILexicalBlock(scope: !136, file: !2, line: 23, column: 5)
!144 = !{!145, !145, i64 0}
!145 = !{!"double", !121, i64 0}
!146 = !DILocation(line: 23, column: 35, scope: !143)
!147 = !DILocation(line: 24, column: 5, scope: !127)
!148 = !DILocation(line: 25, column: 14, scope: !127)
!149 = !DILocation(line: 26, column: 1, scope: !127)
!150 = !DILocation(line: 25, column: 5, scope: !127)
!151 = distinct !DISubprogram(name: "structs", scope: !2, file: !2, line: 28, type: !152, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!57, !57, null}
!154 = !{!155, !156, !157, !158, !159, !161, !168, !169, !171}
!155 = !DILocalVariable(name: "n", arg: 1, scope: !151, file: !2, line: 28, type: !57)
!156 = !DILocalVariable(name: "ap", scope: !151, file: !2, line: 29, type: !96)
!157 = !DILocalVariable(name: "ap2", scope: !151, file: !2, line: 29, type: !96)
!158 = !DILocalVariable(name: "s", scope: !151, file: !2, line: 32, type: !57)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 33, type: !57)
!160 = distinct !DILexicalBlock(scope: !151, file: !2, line: 33, column: 5)
!161 = !DILocalVariable(name: "p", scope: !162, file: !2, line: 33, type: !164)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 33, column: 33)
!163 = distinct !DILexicalBlock(scope: !160, file: !2, line: 33, column: 5)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 64, elements: !165)
!165 = !{!166, !167}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !164, file: !2, line: 7, baseType: !57, size: 32)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !164, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!168 = !DILocalVariable(name: "d", scope: !151, file: !2, line: 34, type: !130)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 35, type: !57)
!170 = distinct !DILexicalBlock(scope: !151, file: !2, line: 35, column: 5)
!171 = !DILocalVariable(name: "p", scope: !172, file: !2, line: 35, type: !164)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 35, column: 33)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 35, column: 5)
!174 = !DILocation(line: 0, scope: !151)
!175 = !DILocation(line: 29, column: 5, scope: !151)
!176 = !DILocation(line: 29, column: 13, scope: !151)
!177 = !DILocation(line: 29, column: 17, scope: !151)
!178 = !DILocation(line: 30, column: 5, scope: !151)
!179 = !DILocation(line: 31, column: 5, scope: !151)
!180 = !DILocation(line: 0, scope: !160)
!181 = !DILocation(line: 33, column: 48, scope: !162)
!182 = !{!183, !183, i64 0}
!183 = !{!"int", !121, i64 0}
!184 = !DILocation(line: 0, scope: !162)
!185 = !DILocation(line: 0, scope: !170)
!186 = !DILocation(line: 35, column: 48, scope: !172)
!187 = !DILocation(line: 0, scope: !172)
!188 = !DILocation(line: 35, column: 90, scope: !172)
!189 = !DILocation(line: 35, column: 83, scope: !172)
!190 = !DILocation(line: 33, column: 89, scope: !162)
!191 = !DILocation(line: 33, column: 82, scope: !162)
!192 = !DILocation(line: 36, column: 5, scope: !151)
!193 = !DILocation(line: 37, column: 5, scope: !151)
!194 = !DILocation(line: 38, column: 14, scope: !151)
!195 = !DILocation(line: 38, column: 21, scope: !151)
!196 = !DILocation(line: 39, column: 1, scope: !151)
!197 = !DILocation(line: 38, column: 5, scope: !151)
!198 = distinct !DISubprogram(name: "dstructs", scope: !2, file: !2, line: 41, type: !128, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !199)
!199 = !{!200, !201, !202, !203, !205}
!200 = !DILocalVariable(name: "n", arg: 1, scope: !198, file: !2, line: 41, type: !57)
!201 = !DILocalVariable(name: "ap", scope: !198, file: !2, line: 42, type: !96)
!202 = !DILocalVariable(name: "s", scope: !198, file: !2, line: 44, type: !130)
!203 = !DILocalVariable(name: "i", scope: !204, file: !2, line: 45, type: !57)
!204 = distinct !DILexicalBlock(scope: !198, file: !2, line: 45, column: 5)
!205 = !DILocalVariable(name: "d", scope: !206, file: !2, line: 45, type: !208)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 45, column: 33)
!207 = distinct !DILexicalBlock(scope: !204, file: !2, line: 45, column: 5)
!208 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !2, line: 8, size: 128, elements: !209)
!209 = !{!210, !211}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !208, file: !2, line: 8, baseType: !130, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !208, file: !2, line: 8, baseType: !130, size: 64, offset: 64)
!212 = !DILocation(line: 0, scope: !198)
!213 = !DILocation(line: 42, column: 5, scope: !198)
!214 = !DILocation(line: 42, column: 13, scope: !198)
!215 = !DILocation(line: 43, column: 5, scope: !198)
!216 = !DILocation(line: 0, scope: !204)
!217 = !DILocation(line: 45, column: 48, scope: !206)
!218 = !DILocation(line: 0, scope: !206)
!219 = !DILocation(line: 45, column: 82, scope: !206)
!220 = !DILocation(line: 46, column: 5, scope: !198)
!221 = !DILocation(line: 48, column: 1, scope: !198)
!222 = !DILocation(line: 47, column: 5, scope: !198)
!223 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 50, type: !85, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !224)
!224 = !{!225, !226, !227}
!225 = !DILocalVariable(name: "fmt", arg: 1, scope: !223, file: !2, line: 50, type: !87)
!226 = !DILocalVariable(name: "ap", scope: !223, file: !2, line: 51, type: !96)
!227 = !DILocalVariable(name: "r", scope: !223, file: !2, line: 54, type: !57)
!228 = !DILocation(line: 0, scope: !223)
!229 = !DILocation(line: 51, column: 5, scope: !223)
!230 = !DILocation(line: 51, column: 13, scope: !223)
!231 = !DILocation(line: 52, column: 5, scope: !223)
!232 = !DILocation(line: 53, column: 5, scope: !223)
!233 = !DILocation(line: 54, column: 13, scope: !223)
!234 = !DILocation(line: 55, column: 5, scope: !223)
!235 = !DILocation(line: 57, column: 1, scope: !223)
!236 = !DILocation(line: 56, column: 5, scope: !223)
!237 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 59, type: !238, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!87, !57, null}
!240 = !{!241, !242, !243, !244}
!241 = !DILocalVariable(name: "n", arg: 1, scope: !237, file: !2, line: 59, type: !57)
!242 = !DILocalVariable(name: "ap", scope: !237, file: !2, line: 60, type: !96)
!243 = !DILocalVariable(name: "s", scope: !237, file: !2, line: 62, type: !87)
!244 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 63, type: !57)
!245 = distinct !DILexicalBlock(scope: !237, file: !2, line: 63, column: 5)
!246 = !DILocation(line: 0, scope: !237)
!247 = !DILocation(line: 60, column: 5, scope: !237)
!248 = !DILocation(line: 60, column: 13, scope: !237)
!249 = !DILocation(line: 61, column: 5, scope: !237)
!250 = !DILocation(line: 0, scope: !245)
!251 = !DILocation(line: 63, column: 38, scope: !252)
!252 = distinct !DILexicalBlock(scope: !245, file: !2, line: 63, column: 5)
!253 = !{!254, !254, i64 0}
!254 = !{!"any pointer", !121, i64 0}
!255 = !DILocation(line: 64, column: 5, scope: !237)
!256 = !DILocation(line: 66, column: 1, scope: !237)
!257 = !DILocation(line: 65, column: 5, scope: !237)
!258 = !DISubprogram(name: "vprintf", scope: !2, file: !2, line: 4, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{!57, !87, !261}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
