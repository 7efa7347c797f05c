; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624), !dbg !71
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !72
  %3 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02), !dbg !73
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3), !dbg !74
  %5 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067), !dbg !75
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5), !dbg !76
  %7 = tail call double (i32, ...) @dstructs(i32 poison, double 1.500000e+00, double 2.000000e+00, double -5.000000e-01, double 8.000000e+00), !dbg !77
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7), !dbg !78
  %9 = tail call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1), !dbg !79
    #dbg_value(i32 %9, !70, !DIExpression(), !80)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9), !dbg !81
  %11 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11), !dbg !82
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %11), !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: nofree nounwind
declare !dbg !85 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 !dbg !90 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !113
    #dbg_assign(i1 undef, !96, !DIExpression(), !113, ptr %2, !DIExpression(), !114)
    #dbg_value(i32 6, !95, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !115
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !116
    #dbg_value(i64 0, !110, !DIExpression(), !114)
    #dbg_value(i32 0, !111, !DIExpression(), !117)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !111, !DIExpression(), !117)
    #dbg_value(i64 0, !110, !DIExpression(), !114)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !111, !DIExpression(), !117)
    #dbg_value(i64 0, !110, !DIExpression(), !114)
  %8 = icmp ult i32 %3, 41, !dbg !118
  br i1 %8, label %12, label %9, !dbg !118

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !118
  store ptr %10, ptr %4, align 8, !dbg !118, !DIAssignID !120
    #dbg_assign(ptr %10, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !120, ptr %4, !DIExpression(), !114)
  %11 = load i64, ptr %7, align 8, !dbg !118, !tbaa !121
    #dbg_value(i64 %11, !110, !DIExpression(), !114)
    #dbg_value(i32 1, !111, !DIExpression(), !117)
  br label %18, !dbg !118

12:                                               ; preds = %1
  %13 = zext nneg i32 %3 to i64, !dbg !118
  %14 = getelementptr i8, ptr %6, i64 %13, !dbg !118
  %15 = add nuw nsw i32 %3, 8, !dbg !118
  store i32 %15, ptr %2, align 16, !dbg !118, !DIAssignID !125
    #dbg_assign(i32 %15, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125, ptr %2, !DIExpression(), !114)
  %16 = load i64, ptr %14, align 8, !dbg !118, !tbaa !121
    #dbg_value(i64 %16, !110, !DIExpression(), !114)
    #dbg_value(i32 1, !111, !DIExpression(), !117)
  %17 = icmp ult i32 %3, 33, !dbg !118
  br i1 %17, label %23, label %18, !dbg !118

18:                                               ; preds = %12, %9
  %19 = phi i64 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8, !dbg !118
  store ptr %21, ptr %4, align 8, !dbg !118, !DIAssignID !120
    #dbg_assign(ptr %21, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !120, ptr %4, !DIExpression(), !114)
  %22 = load i64, ptr %20, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %22, i64 %19), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 2, !111, !DIExpression(), !117)
  br label %29, !dbg !118

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64, !dbg !118
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !118
  %26 = add nuw nsw i32 %3, 16, !dbg !118
  store i32 %26, ptr %2, align 16, !dbg !118, !DIAssignID !125
    #dbg_assign(i32 %26, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125, ptr %2, !DIExpression(), !114)
  %27 = load i64, ptr %25, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %27, i64 %16), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 2, !111, !DIExpression(), !117)
  %28 = icmp ult i32 %3, 25, !dbg !118
  br i1 %28, label %35, label %29, !dbg !118

29:                                               ; preds = %23, %18
  %30 = phi i64 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i64 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8, !dbg !118
  store ptr %33, ptr %4, align 8, !dbg !118, !DIAssignID !120
    #dbg_assign(ptr %33, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !120, ptr %4, !DIExpression(), !114)
  %34 = load i64, ptr %31, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %34, i64 %30, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 3, !111, !DIExpression(), !117)
  br label %41, !dbg !118

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64, !dbg !118
  %37 = getelementptr i8, ptr %6, i64 %36, !dbg !118
  %38 = add nuw nsw i32 %3, 24, !dbg !118
  store i32 %38, ptr %2, align 16, !dbg !118, !DIAssignID !125
    #dbg_assign(i32 %38, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125, ptr %2, !DIExpression(), !114)
  %39 = load i64, ptr %37, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %39, i64 %27, i64 %16), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 3, !111, !DIExpression(), !117)
  %40 = icmp ult i32 %3, 17, !dbg !118
  br i1 %40, label %48, label %41, !dbg !118

41:                                               ; preds = %35, %29
  %42 = phi i64 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i64 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i64 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8, !dbg !118
  store ptr %46, ptr %4, align 8, !dbg !118, !DIAssignID !120
    #dbg_assign(ptr %46, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !120, ptr %4, !DIExpression(), !114)
  %47 = load i64, ptr %43, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %47, i64 %42, i64 %45, i64 %44), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 4, !111, !DIExpression(), !117)
  br label %54, !dbg !118

48:                                               ; preds = %35
  %49 = zext nneg i32 %38 to i64, !dbg !118
  %50 = getelementptr i8, ptr %6, i64 %49, !dbg !118
  %51 = or disjoint i32 %3, 32, !dbg !118
  store i32 %51, ptr %2, align 16, !dbg !118, !DIAssignID !125
    #dbg_assign(i32 %51, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125, ptr %2, !DIExpression(), !114)
  %52 = load i64, ptr %50, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %52, i64 %39, i64 %27, i64 %16), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 4, !111, !DIExpression(), !117)
  %53 = icmp ult i32 %51, 41, !dbg !118
  br i1 %53, label %62, label %54, !dbg !118

54:                                               ; preds = %48, %41
  %55 = phi i64 [ %47, %41 ], [ %52, %48 ]
  %56 = phi ptr [ %46, %41 ], [ %7, %48 ]
  %57 = phi i64 [ %45, %41 ], [ %27, %48 ]
  %58 = phi i64 [ %44, %41 ], [ %16, %48 ]
  %59 = phi i64 [ %42, %41 ], [ %39, %48 ]
  %60 = getelementptr i8, ptr %56, i64 8, !dbg !118
  store ptr %60, ptr %4, align 8, !dbg !118, !DIAssignID !120
    #dbg_assign(ptr %60, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !120, ptr %4, !DIExpression(), !114)
  %61 = load i64, ptr %56, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %61, i64 %55, i64 %59, i64 %57, i64 %58), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 5, !111, !DIExpression(), !117)
  br label %68, !dbg !118

62:                                               ; preds = %48
  %63 = zext nneg i32 %51 to i64, !dbg !118
  %64 = getelementptr i8, ptr %6, i64 %63, !dbg !118
  %65 = add nuw nsw i32 %3, 40, !dbg !118
  store i32 %65, ptr %2, align 16, !dbg !118, !DIAssignID !125
    #dbg_assign(i32 %65, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125, ptr %2, !DIExpression(), !114)
  %66 = load i64, ptr %64, align 8, !dbg !118, !tbaa !121
    #dbg_value(!DIArgList(i64 %66, i64 %52, i64 %39, i64 %27, i64 %16), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !114)
    #dbg_value(i32 5, !111, !DIExpression(), !117)
  %67 = icmp eq i32 %3, 0, !dbg !118
  br i1 %67, label %76, label %68, !dbg !118

68:                                               ; preds = %54, %62
  %69 = phi i64 [ %61, %54 ], [ %66, %62 ]
  %70 = phi ptr [ %60, %54 ], [ %7, %62 ]
  %71 = phi i64 [ %59, %54 ], [ %39, %62 ]
  %72 = phi i64 [ %58, %54 ], [ %16, %62 ]
  %73 = phi i64 [ %57, %54 ], [ %27, %62 ]
  %74 = phi i64 [ %55, %54 ], [ %52, %62 ]
  %75 = getelementptr i8, ptr %70, i64 8, !dbg !118
  store ptr %75, ptr %4, align 8, !dbg !118, !DIAssignID !120
    #dbg_assign(ptr %75, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !120, ptr %4, !DIExpression(), !114)
  br label %79, !dbg !118

76:                                               ; preds = %62
  %77 = zext nneg i32 %65 to i64, !dbg !118
  %78 = getelementptr i8, ptr %6, i64 %77, !dbg !118
  store i32 48, ptr %2, align 16, !dbg !118, !DIAssignID !125
    #dbg_assign(i32 48, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125, ptr %2, !DIExpression(), !114)
  br label %79, !dbg !118

79:                                               ; preds = %76, %68
  %80 = phi i64 [ %66, %76 ], [ %69, %68 ]
  %81 = phi i64 [ %39, %76 ], [ %71, %68 ]
  %82 = phi i64 [ %16, %76 ], [ %72, %68 ]
  %83 = phi i64 [ %27, %76 ], [ %73, %68 ]
  %84 = phi i64 [ %52, %76 ], [ %74, %68 ]
  %85 = phi ptr [ %78, %76 ], [ %70, %68 ], !dbg !118
  %86 = add nsw i64 %83, %82, !dbg !126
    #dbg_value(i64 %86, !110, !DIExpression(), !114)
  %87 = add nsw i64 %81, %86, !dbg !126
    #dbg_value(i64 %87, !110, !DIExpression(), !114)
  %88 = add nsw i64 %84, %87, !dbg !126
    #dbg_value(i64 %88, !110, !DIExpression(), !114)
  %89 = add nsw i64 %80, %88, !dbg !126
    #dbg_value(i64 %89, !110, !DIExpression(), !114)
  %90 = load i64, ptr %85, align 8, !dbg !118, !tbaa !121
  %91 = add nsw i64 %90, %89, !dbg !126
    #dbg_value(i64 %91, !110, !DIExpression(), !114)
    #dbg_value(i32 6, !111, !DIExpression(), !117)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !127
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !128
  ret i64 %91, !dbg !129
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 !dbg !130 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !140
    #dbg_assign(i1 undef, !136, !DIExpression(), !140, ptr %2, !DIExpression(), !141)
    #dbg_value(i32 9, !135, !DIExpression(), !141)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !142
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !143
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !141)
    #dbg_value(i32 0, !138, !DIExpression(), !144)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(i32 0, !138, !DIExpression(), !144)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !141)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !138, !DIExpression(), !144)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !141)
  %9 = icmp ult i32 %4, 161, !dbg !145
  br i1 %9, label %13, label %10, !dbg !145

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !145
  store ptr %11, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %11, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %12 = load double, ptr %8, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 1, !138, !DIExpression(), !144)
  br label %19, !dbg !145

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64, !dbg !145
  %15 = getelementptr i8, ptr %7, i64 %14, !dbg !145
  %16 = add nuw nsw i32 %4, 16, !dbg !145
  store i32 %16, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %16, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %17 = load double, ptr %15, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 1, !138, !DIExpression(), !144)
  %18 = icmp ult i32 %4, 145, !dbg !145
  br i1 %18, label %24, label %19, !dbg !145

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !145
  store ptr %22, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %22, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %23 = load double, ptr %21, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 2, !138, !DIExpression(), !144)
  br label %30, !dbg !145

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64, !dbg !145
  %26 = getelementptr i8, ptr %7, i64 %25, !dbg !145
  %27 = add nuw nsw i32 %4, 32, !dbg !145
  store i32 %27, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %27, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %28 = load double, ptr %26, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 2, !138, !DIExpression(), !144)
  %29 = icmp ult i32 %4, 129, !dbg !145
  br i1 %29, label %36, label %30, !dbg !145

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8, !dbg !145
  store ptr %34, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %34, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %35 = load double, ptr %32, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 3, !138, !DIExpression(), !144)
  br label %42, !dbg !145

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64, !dbg !145
  %38 = getelementptr i8, ptr %7, i64 %37, !dbg !145
  %39 = add nuw nsw i32 %4, 48, !dbg !145
  store i32 %39, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %39, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %40 = load double, ptr %38, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 3, !138, !DIExpression(), !144)
  %41 = icmp ult i32 %4, 113, !dbg !145
  br i1 %41, label %49, label %42, !dbg !145

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8, !dbg !145
  store ptr %47, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %47, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %48 = load double, ptr %44, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 4, !138, !DIExpression(), !144)
  br label %55, !dbg !145

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64, !dbg !145
  %51 = getelementptr i8, ptr %7, i64 %50, !dbg !145
  %52 = add nuw nsw i32 %4, 64, !dbg !145
  store i32 %52, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %52, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %53 = load double, ptr %51, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 4, !138, !DIExpression(), !144)
  %54 = icmp ult i32 %4, 97, !dbg !145
  br i1 %54, label %63, label %55, !dbg !145

55:                                               ; preds = %49, %42
  %56 = phi double [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi double [ %46, %42 ], [ %28, %49 ]
  %59 = phi double [ %45, %42 ], [ %17, %49 ]
  %60 = phi double [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8, !dbg !145
  store ptr %61, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %61, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %62 = load double, ptr %57, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 5, !138, !DIExpression(), !144)
  br label %69, !dbg !145

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64, !dbg !145
  %65 = getelementptr i8, ptr %7, i64 %64, !dbg !145
  %66 = add nuw nsw i32 %4, 80, !dbg !145
  store i32 %66, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %66, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %67 = load double, ptr %65, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 5, !138, !DIExpression(), !144)
  %68 = icmp ult i32 %4, 81, !dbg !145
  br i1 %68, label %78, label %69, !dbg !145

69:                                               ; preds = %63, %55
  %70 = phi double [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi double [ %60, %55 ], [ %40, %63 ]
  %73 = phi double [ %59, %55 ], [ %17, %63 ]
  %74 = phi double [ %58, %55 ], [ %28, %63 ]
  %75 = phi double [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8, !dbg !145
  store ptr %76, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %76, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %77 = load double, ptr %71, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 6, !138, !DIExpression(), !144)
  br label %84, !dbg !145

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64, !dbg !145
  %80 = getelementptr i8, ptr %7, i64 %79, !dbg !145
  %81 = add nuw nsw i32 %4, 96, !dbg !145
  store i32 %81, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %81, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %82 = load double, ptr %80, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 6, !138, !DIExpression(), !144)
  %83 = icmp ult i32 %4, 65, !dbg !145
  br i1 %83, label %94, label %84, !dbg !145

84:                                               ; preds = %78, %69
  %85 = phi double [ %77, %69 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %69 ], [ %8, %78 ]
  %87 = phi double [ %75, %69 ], [ %53, %78 ]
  %88 = phi double [ %74, %69 ], [ %28, %78 ]
  %89 = phi double [ %73, %69 ], [ %17, %78 ]
  %90 = phi double [ %72, %69 ], [ %40, %78 ]
  %91 = phi double [ %70, %69 ], [ %67, %78 ]
  %92 = getelementptr i8, ptr %86, i64 8, !dbg !145
  store ptr %92, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %92, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %93 = load double, ptr %86, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 7, !138, !DIExpression(), !144)
  br label %100, !dbg !145

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64, !dbg !145
  %96 = getelementptr i8, ptr %7, i64 %95, !dbg !145
  %97 = add nuw nsw i32 %4, 112, !dbg !145
  store i32 %97, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %97, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %98 = load double, ptr %96, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 7, !138, !DIExpression(), !144)
  %99 = icmp ult i32 %4, 49, !dbg !145
  br i1 %99, label %111, label %100, !dbg !145

100:                                              ; preds = %94, %84
  %101 = phi double [ %93, %84 ], [ %98, %94 ]
  %102 = phi ptr [ %92, %84 ], [ %8, %94 ]
  %103 = phi double [ %91, %84 ], [ %67, %94 ]
  %104 = phi double [ %90, %84 ], [ %40, %94 ]
  %105 = phi double [ %89, %84 ], [ %17, %94 ]
  %106 = phi double [ %88, %84 ], [ %28, %94 ]
  %107 = phi double [ %87, %84 ], [ %53, %94 ]
  %108 = phi double [ %85, %84 ], [ %82, %94 ]
  %109 = getelementptr i8, ptr %102, i64 8, !dbg !145
  store ptr %109, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %109, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  %110 = load double, ptr %102, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 8, !138, !DIExpression(), !144)
  br label %117, !dbg !145

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64, !dbg !145
  %113 = getelementptr i8, ptr %7, i64 %112, !dbg !145
  %114 = or disjoint i32 %4, 128, !dbg !145
  store i32 %114, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %114, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  %115 = load double, ptr %113, align 8, !dbg !145, !tbaa !148
    #dbg_value(double poison, !137, !DIExpression(), !141)
    #dbg_value(i32 8, !138, !DIExpression(), !144)
  %116 = icmp ult i32 %114, 161, !dbg !145
  br i1 %116, label %128, label %117, !dbg !145

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
  %127 = getelementptr i8, ptr %119, i64 8, !dbg !145
  store ptr %127, ptr %5, align 8, !dbg !145, !DIAssignID !147
    #dbg_assign(ptr %127, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147, ptr %5, !DIExpression(), !141)
  br label %132, !dbg !145

128:                                              ; preds = %111
  %129 = zext nneg i32 %114 to i64, !dbg !145
  %130 = getelementptr i8, ptr %7, i64 %129, !dbg !145
  %131 = add nuw nsw i32 %4, 144, !dbg !145
  store i32 %131, ptr %3, align 4, !dbg !145, !DIAssignID !150
    #dbg_assign(i32 %131, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !150, ptr %3, !DIExpression(), !141)
  br label %132, !dbg !145

132:                                              ; preds = %128, %117
  %133 = phi double [ %115, %128 ], [ %118, %117 ]
  %134 = phi double [ %82, %128 ], [ %120, %117 ]
  %135 = phi double [ %53, %128 ], [ %121, %117 ]
  %136 = phi double [ %28, %128 ], [ %122, %117 ]
  %137 = phi double [ %17, %128 ], [ %123, %117 ]
  %138 = phi double [ %40, %128 ], [ %124, %117 ]
  %139 = phi double [ %67, %128 ], [ %125, %117 ]
  %140 = phi double [ %98, %128 ], [ %126, %117 ]
  %141 = phi ptr [ %130, %128 ], [ %119, %117 ], !dbg !145
  %142 = fadd double %137, 0.000000e+00, !dbg !151
    #dbg_value(double %142, !137, !DIExpression(), !141)
  %143 = fadd double %142, %136, !dbg !151
    #dbg_value(double %143, !137, !DIExpression(), !141)
  %144 = fadd double %143, %138, !dbg !151
    #dbg_value(double %144, !137, !DIExpression(), !141)
  %145 = fadd double %144, %135, !dbg !151
    #dbg_value(double %145, !137, !DIExpression(), !141)
  %146 = fadd double %145, %139, !dbg !151
    #dbg_value(double %146, !137, !DIExpression(), !141)
  %147 = fadd double %146, %134, !dbg !151
    #dbg_value(double %147, !137, !DIExpression(), !141)
  %148 = fadd double %147, %140, !dbg !151
    #dbg_value(double %148, !137, !DIExpression(), !141)
  %149 = fadd double %148, %133, !dbg !151
    #dbg_value(double %149, !137, !DIExpression(), !141)
  %150 = load double, ptr %141, align 8, !dbg !145, !tbaa !148
  %151 = fadd double %149, %150, !dbg !151
    #dbg_value(double %151, !137, !DIExpression(), !141)
    #dbg_value(i32 9, !138, !DIExpression(), !144)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !152
  %152 = fdiv double %151, 9.000000e+00, !dbg !153
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !154
  ret double %152, !dbg !155
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 !dbg !156 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !161, !DIExpression(), !179, ptr %2, !DIExpression(), !180)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !162, !DIExpression(), !181, ptr %3, !DIExpression(), !180)
    #dbg_value(i32 3, !160, !DIExpression(), !180)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !182
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6, !dbg !182
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !183
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !184
    #dbg_value(i32 0, !163, !DIExpression(), !180)
    #dbg_value(i32 0, !164, !DIExpression(), !185)
  %4 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !163, !DIExpression(), !180)
    #dbg_value(i32 0, !164, !DIExpression(), !185)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !163, !DIExpression(), !180)
    #dbg_value(i32 0, !164, !DIExpression(), !185)
  %9 = icmp ult i32 %4, 41, !dbg !186
  br i1 %9, label %15, label %10, !dbg !186

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !186
  store ptr %11, ptr %5, align 8, !dbg !186, !DIAssignID !187
    #dbg_assign(ptr %11, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !187, ptr %5, !DIExpression(), !180)
  %12 = load i32, ptr %8, align 4, !dbg !186, !tbaa !188
  %13 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !186
  %14 = load i32, ptr %13, align 4, !dbg !186, !tbaa !188
    #dbg_value(i32 %12, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !190)
    #dbg_value(i32 %14, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !190)
    #dbg_value(!DIArgList(i32 %14, i32 %12), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !180)
    #dbg_value(i32 1, !164, !DIExpression(), !185)
  br label %23, !dbg !186

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64, !dbg !186
  %17 = getelementptr i8, ptr %7, i64 %16, !dbg !186
  %18 = add nuw nsw i32 %4, 8, !dbg !186
  store i32 %18, ptr %2, align 16, !dbg !186, !DIAssignID !191
    #dbg_assign(i32 %18, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !191, ptr %2, !DIExpression(), !180)
  %19 = load i32, ptr %17, align 4, !dbg !186, !tbaa !188
  %20 = getelementptr inbounds i8, ptr %17, i64 4, !dbg !186
  %21 = load i32, ptr %20, align 4, !dbg !186, !tbaa !188
    #dbg_value(i32 %19, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !190)
    #dbg_value(i32 %21, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !190)
    #dbg_value(!DIArgList(i32 %21, i32 %19), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !180)
    #dbg_value(i32 1, !164, !DIExpression(), !185)
  %22 = icmp ult i32 %4, 33, !dbg !186
  br i1 %22, label %31, label %23, !dbg !186

23:                                               ; preds = %15, %10
  %24 = phi i32 [ %14, %10 ], [ %21, %15 ]
  %25 = phi i32 [ %12, %10 ], [ %19, %15 ]
  %26 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %27 = getelementptr i8, ptr %26, i64 8, !dbg !186
  store ptr %27, ptr %5, align 8, !dbg !186, !DIAssignID !187
    #dbg_assign(ptr %27, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !187, ptr %5, !DIExpression(), !180)
  %28 = load i32, ptr %26, align 4, !dbg !186, !tbaa !188
  %29 = getelementptr inbounds i8, ptr %26, i64 4, !dbg !186
  %30 = load i32, ptr %29, align 4, !dbg !186, !tbaa !188
    #dbg_value(i32 %28, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !190)
    #dbg_value(i32 %30, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !190)
    #dbg_value(!DIArgList(i32 %30, i32 %24, i32 %25, i32 %28), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !180)
    #dbg_value(i32 2, !164, !DIExpression(), !185)
  br label %39, !dbg !186

31:                                               ; preds = %15
  %32 = zext nneg i32 %18 to i64, !dbg !186
  %33 = getelementptr i8, ptr %7, i64 %32, !dbg !186
  %34 = add nuw nsw i32 %4, 16, !dbg !186
  store i32 %34, ptr %2, align 16, !dbg !186, !DIAssignID !191
    #dbg_assign(i32 %34, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !191, ptr %2, !DIExpression(), !180)
  %35 = load i32, ptr %33, align 4, !dbg !186, !tbaa !188
  %36 = getelementptr inbounds i8, ptr %33, i64 4, !dbg !186
  %37 = load i32, ptr %36, align 4, !dbg !186, !tbaa !188
    #dbg_value(i32 %35, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !190)
    #dbg_value(i32 %37, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !190)
    #dbg_value(!DIArgList(i32 %37, i32 %21, i32 %19, i32 %35), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !180)
    #dbg_value(i32 2, !164, !DIExpression(), !185)
  %38 = icmp ult i32 %4, 25, !dbg !186
  br i1 %38, label %46, label %39, !dbg !186

39:                                               ; preds = %23, %31
  %40 = phi i32 [ %30, %23 ], [ %37, %31 ]
  %41 = phi i32 [ %28, %23 ], [ %35, %31 ]
  %42 = phi ptr [ %27, %23 ], [ %8, %31 ]
  %43 = phi i32 [ %25, %23 ], [ %19, %31 ]
  %44 = phi i32 [ %24, %23 ], [ %21, %31 ]
  %45 = getelementptr i8, ptr %42, i64 8, !dbg !186
  store ptr %45, ptr %5, align 8, !dbg !186, !DIAssignID !187
    #dbg_assign(ptr %45, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !187, ptr %5, !DIExpression(), !180)
  br label %50, !dbg !186

46:                                               ; preds = %31
  %47 = zext nneg i32 %34 to i64, !dbg !186
  %48 = getelementptr i8, ptr %7, i64 %47, !dbg !186
  %49 = add nuw nsw i32 %4, 24, !dbg !186
  store i32 %49, ptr %2, align 16, !dbg !186, !DIAssignID !191
    #dbg_assign(i32 %49, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !191, ptr %2, !DIExpression(), !180)
  br label %50, !dbg !186

50:                                               ; preds = %46, %39
  %51 = phi i32 [ %37, %46 ], [ %40, %39 ]
  %52 = phi i32 [ %35, %46 ], [ %41, %39 ]
  %53 = phi i32 [ %19, %46 ], [ %43, %39 ]
  %54 = phi i32 [ %21, %46 ], [ %44, %39 ]
  %55 = phi ptr [ %48, %46 ], [ %42, %39 ], !dbg !186
  %56 = load i32, ptr %55, align 4, !dbg !186, !tbaa !188
  %57 = getelementptr inbounds i8, ptr %55, i64 4, !dbg !186
  %58 = load i32, ptr %57, align 4, !dbg !186, !tbaa !188
    #dbg_value(i32 %56, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !190)
    #dbg_value(i32 %58, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !190)
    #dbg_value(i32 %123, !163, !DIExpression(), !180)
    #dbg_value(i32 3, !164, !DIExpression(), !185)
  %59 = load i32, ptr %3, align 16
    #dbg_value(i32 0, !174, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !173, !DIExpression(), !180)
  %60 = getelementptr inbounds i8, ptr %3, i64 8
  %61 = getelementptr inbounds i8, ptr %3, i64 16
  %62 = load ptr, ptr %61, align 16
  %63 = load ptr, ptr %60, align 8
  %64 = icmp ult i32 %59, 41, !dbg !193
  br i1 %64, label %70, label %65, !dbg !193

65:                                               ; preds = %50
  %66 = getelementptr i8, ptr %63, i64 8, !dbg !193
  store ptr %66, ptr %60, align 8, !dbg !193, !DIAssignID !194
    #dbg_assign(ptr %66, !162, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194, ptr %60, !DIExpression(), !180)
  %67 = load i32, ptr %63, align 4, !dbg !193, !tbaa !188
  %68 = getelementptr inbounds i8, ptr %63, i64 4, !dbg !193
  %69 = load i32, ptr %68, align 4, !dbg !193, !tbaa !188
    #dbg_value(i32 %67, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(i32 %69, !176, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
    #dbg_value(double poison, !173, !DIExpression(), !180)
    #dbg_value(i32 1, !174, !DIExpression(), !192)
  br label %78, !dbg !193

70:                                               ; preds = %50
  %71 = zext nneg i32 %59 to i64, !dbg !193
  %72 = getelementptr i8, ptr %62, i64 %71, !dbg !193
  %73 = add nuw nsw i32 %59, 8, !dbg !193
  store i32 %73, ptr %3, align 16, !dbg !193, !DIAssignID !196
    #dbg_assign(i32 %73, !162, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !196, ptr %3, !DIExpression(), !180)
  %74 = load i32, ptr %72, align 4, !dbg !193, !tbaa !188
  %75 = getelementptr inbounds i8, ptr %72, i64 4, !dbg !193
  %76 = load i32, ptr %75, align 4, !dbg !193, !tbaa !188
    #dbg_value(i32 %74, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(i32 %76, !176, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
    #dbg_value(double poison, !173, !DIExpression(), !180)
    #dbg_value(i32 1, !174, !DIExpression(), !192)
  %77 = icmp ult i32 %59, 33, !dbg !193
  br i1 %77, label %86, label %78, !dbg !193

78:                                               ; preds = %70, %65
  %79 = phi i32 [ %69, %65 ], [ %76, %70 ]
  %80 = phi i32 [ %67, %65 ], [ %74, %70 ]
  %81 = phi ptr [ %66, %65 ], [ %63, %70 ]
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !193
  store ptr %82, ptr %60, align 8, !dbg !193, !DIAssignID !194
    #dbg_assign(ptr %82, !162, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194, ptr %60, !DIExpression(), !180)
  %83 = load i32, ptr %81, align 4, !dbg !193, !tbaa !188
  %84 = getelementptr inbounds i8, ptr %81, i64 4, !dbg !193
  %85 = load i32, ptr %84, align 4, !dbg !193, !tbaa !188
    #dbg_value(i32 %83, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(i32 %85, !176, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
    #dbg_value(double poison, !173, !DIExpression(), !180)
    #dbg_value(i32 2, !174, !DIExpression(), !192)
  br label %94, !dbg !193

86:                                               ; preds = %70
  %87 = zext nneg i32 %73 to i64, !dbg !193
  %88 = getelementptr i8, ptr %62, i64 %87, !dbg !193
  %89 = add nuw nsw i32 %59, 16, !dbg !193
  store i32 %89, ptr %3, align 16, !dbg !193, !DIAssignID !196
    #dbg_assign(i32 %89, !162, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !196, ptr %3, !DIExpression(), !180)
  %90 = load i32, ptr %88, align 4, !dbg !193, !tbaa !188
  %91 = getelementptr inbounds i8, ptr %88, i64 4, !dbg !193
  %92 = load i32, ptr %91, align 4, !dbg !193, !tbaa !188
    #dbg_value(i32 %90, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(i32 %92, !176, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
    #dbg_value(double poison, !173, !DIExpression(), !180)
    #dbg_value(i32 2, !174, !DIExpression(), !192)
  %93 = icmp ult i32 %59, 25, !dbg !193
  br i1 %93, label %101, label %94, !dbg !193

94:                                               ; preds = %78, %86
  %95 = phi i32 [ %85, %78 ], [ %92, %86 ]
  %96 = phi i32 [ %83, %78 ], [ %90, %86 ]
  %97 = phi ptr [ %82, %78 ], [ %63, %86 ]
  %98 = phi i32 [ %80, %78 ], [ %74, %86 ]
  %99 = phi i32 [ %79, %78 ], [ %76, %86 ]
  %100 = getelementptr i8, ptr %97, i64 8, !dbg !193
  store ptr %100, ptr %60, align 8, !dbg !193, !DIAssignID !194
    #dbg_assign(ptr %100, !162, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194, ptr %60, !DIExpression(), !180)
  br label %105, !dbg !193

101:                                              ; preds = %86
  %102 = zext nneg i32 %89 to i64, !dbg !193
  %103 = getelementptr i8, ptr %62, i64 %102, !dbg !193
  %104 = add nuw nsw i32 %59, 24, !dbg !193
  store i32 %104, ptr %3, align 16, !dbg !193, !DIAssignID !196
    #dbg_assign(i32 %104, !162, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !196, ptr %3, !DIExpression(), !180)
  br label %105, !dbg !193

105:                                              ; preds = %101, %94
  %106 = phi i32 [ %92, %101 ], [ %95, %94 ]
  %107 = phi i32 [ %90, %101 ], [ %96, %94 ]
  %108 = phi i32 [ %74, %101 ], [ %98, %94 ]
  %109 = phi i32 [ %76, %101 ], [ %99, %94 ]
  %110 = phi ptr [ %103, %101 ], [ %97, %94 ], !dbg !193
  %111 = sub nsw i32 %108, %109, !dbg !197
    #dbg_value(double undef, !173, !DIExpression(), !180)
  %112 = sub nsw i32 %107, %106, !dbg !197
  %113 = add i32 %111, %112, !dbg !198
    #dbg_value(double undef, !173, !DIExpression(), !180)
  %114 = mul nsw i32 %58, %56, !dbg !199
  %115 = mul nsw i32 %51, %52, !dbg !199
    #dbg_value(!DIArgList(i32 %115, i32 %54, i32 %53), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !180)
  %116 = mul nsw i32 %54, %53, !dbg !199
    #dbg_value(i32 %116, !163, !DIExpression(), !180)
  %117 = add nsw i32 %115, %116, !dbg !200
    #dbg_value(i32 %117, !163, !DIExpression(), !180)
  %118 = load i32, ptr %110, align 4, !dbg !193, !tbaa !188
  %119 = getelementptr inbounds i8, ptr %110, i64 4, !dbg !193
  %120 = load i32, ptr %119, align 4, !dbg !193, !tbaa !188
    #dbg_value(i32 %118, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(i32 %120, !176, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
  %121 = sub nsw i32 %118, %120, !dbg !197
  %122 = add i32 %113, %121, !dbg !198
    #dbg_value(double undef, !173, !DIExpression(), !180)
    #dbg_value(i32 3, !174, !DIExpression(), !192)
  %123 = add nsw i32 %114, %117, !dbg !200
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !201
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !202
  %124 = mul nsw i32 %123, 1000, !dbg !203
  %125 = add nsw i32 %124, %122, !dbg !204
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6, !dbg !205
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !205
  ret i32 %125, !dbg !206
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 !dbg !207 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !221
    #dbg_assign(i1 undef, !210, !DIExpression(), !221, ptr %2, !DIExpression(), !222)
    #dbg_value(i32 2, !209, !DIExpression(), !222)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !223
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !224
    #dbg_value(double 0.000000e+00, !211, !DIExpression(), !222)
    #dbg_value(i32 0, !212, !DIExpression(), !225)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(double 0.000000e+00, !211, !DIExpression(), !222)
    #dbg_value(i32 0, !212, !DIExpression(), !225)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(double 0.000000e+00, !211, !DIExpression(), !222)
    #dbg_value(i32 0, !212, !DIExpression(), !225)
  %9 = icmp ult i32 %4, 145, !dbg !226
  br i1 %9, label %15, label %10, !dbg !226

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 16, !dbg !226
  store ptr %11, ptr %5, align 8, !dbg !226, !DIAssignID !227
    #dbg_assign(ptr %11, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !227, ptr %5, !DIExpression(), !222)
  %12 = load double, ptr %8, align 8, !dbg !226, !tbaa !148
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  %14 = load double, ptr %13, align 8, !dbg !226, !tbaa !148
    #dbg_value(double %12, !214, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !228)
    #dbg_value(double %14, !214, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !228)
    #dbg_value(double poison, !211, !DIExpression(), !222)
    #dbg_value(i32 1, !212, !DIExpression(), !225)
  br label %23, !dbg !226

15:                                               ; preds = %1
  %16 = zext nneg i32 %4 to i64, !dbg !226
  %17 = getelementptr i8, ptr %7, i64 %16, !dbg !226
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !226
  %19 = load double, ptr %17, align 16, !dbg !226
  %20 = load double, ptr %18, align 16, !dbg !226
  %21 = add nuw nsw i32 %4, 32, !dbg !226
  store i32 %21, ptr %3, align 4, !dbg !226, !DIAssignID !229
    #dbg_assign(i32 %21, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !229, ptr %3, !DIExpression(), !222)
    #dbg_value(double %19, !214, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !228)
    #dbg_value(double %20, !214, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !228)
    #dbg_value(double poison, !211, !DIExpression(), !222)
    #dbg_value(i32 1, !212, !DIExpression(), !225)
  %22 = icmp ult i32 %4, 113, !dbg !226
  br i1 %22, label %31, label %23, !dbg !226

23:                                               ; preds = %10, %15
  %24 = phi ptr [ %11, %10 ], [ %8, %15 ]
  %25 = phi double [ %12, %10 ], [ %19, %15 ]
  %26 = phi double [ %14, %10 ], [ %20, %15 ]
  %27 = getelementptr i8, ptr %24, i64 16, !dbg !226
  store ptr %27, ptr %5, align 8, !dbg !226, !DIAssignID !227
    #dbg_assign(ptr %27, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !227, ptr %5, !DIExpression(), !222)
  %28 = load double, ptr %24, align 8, !dbg !226, !tbaa !148
  %29 = getelementptr inbounds i8, ptr %24, i64 8
  %30 = load double, ptr %29, align 8, !dbg !226, !tbaa !148
  br label %38, !dbg !226

31:                                               ; preds = %15
  %32 = zext nneg i32 %21 to i64, !dbg !226
  %33 = getelementptr i8, ptr %7, i64 %32, !dbg !226
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !226
  %35 = load double, ptr %33, align 16, !dbg !226
  %36 = load double, ptr %34, align 16, !dbg !226
  %37 = add nuw nsw i32 %4, 64, !dbg !226
  store i32 %37, ptr %3, align 4, !dbg !226, !DIAssignID !229
    #dbg_assign(i32 %37, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !229, ptr %3, !DIExpression(), !222)
  br label %38, !dbg !226

38:                                               ; preds = %31, %23
  %39 = phi double [ %19, %31 ], [ %25, %23 ]
  %40 = phi double [ %20, %31 ], [ %26, %23 ]
  %41 = phi double [ %36, %31 ], [ %30, %23 ], !dbg !226
  %42 = phi double [ %35, %31 ], [ %28, %23 ], !dbg !226
  %43 = call double @llvm.fmuladd.f64(double %39, double %40, double 0.000000e+00), !dbg !230
    #dbg_value(double %43, !211, !DIExpression(), !222)
    #dbg_value(double %42, !214, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !228)
    #dbg_value(double %41, !214, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !228)
  %44 = call double @llvm.fmuladd.f64(double %42, double %41, double %43), !dbg !230
    #dbg_value(double %44, !211, !DIExpression(), !222)
    #dbg_value(i32 2, !212, !DIExpression(), !225)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !231
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !232
  ret double %44, !dbg !233
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !234 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !239
    #dbg_assign(i1 undef, !237, !DIExpression(), !239, ptr %2, !DIExpression(), !240)
    #dbg_value(ptr @.str.4, !236, !DIExpression(), !240)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !241
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !242
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !243
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #6, !dbg !244
    #dbg_value(i32 %4, !238, !DIExpression(), !240)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !245
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !246
  ret i32 %4, !dbg !247
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 !dbg !248 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !257
    #dbg_assign(i1 undef, !253, !DIExpression(), !257, ptr %2, !DIExpression(), !258)
    #dbg_value(i32 2, !252, !DIExpression(), !258)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !259
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !260
    #dbg_value(ptr null, !254, !DIExpression(), !258)
    #dbg_value(i32 0, !255, !DIExpression(), !261)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !255, !DIExpression(), !261)
    #dbg_value(ptr null, !254, !DIExpression(), !258)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !255, !DIExpression(), !261)
  %8 = icmp ult i32 %3, 41, !dbg !262
  br i1 %8, label %11, label %9, !dbg !262

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !262
    #dbg_assign(ptr %10, !253, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !264, ptr %4, !DIExpression(), !258)
    #dbg_value(ptr poison, !254, !DIExpression(), !258)
    #dbg_value(i32 1, !255, !DIExpression(), !261)
  br label %14, !dbg !262

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 8, !dbg !262
  store i32 %12, ptr %2, align 16, !dbg !262, !DIAssignID !265
    #dbg_assign(i32 %12, !253, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !265, ptr %2, !DIExpression(), !258)
    #dbg_value(ptr poison, !254, !DIExpression(), !258)
    #dbg_value(i32 1, !255, !DIExpression(), !261)
  %13 = icmp ult i32 %3, 33, !dbg !262
  br i1 %13, label %17, label %14, !dbg !262

14:                                               ; preds = %11, %9
  %15 = phi ptr [ %10, %9 ], [ %7, %11 ]
  %16 = getelementptr i8, ptr %15, i64 8, !dbg !262
    #dbg_assign(ptr %16, !253, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !264, ptr %4, !DIExpression(), !258)
    #dbg_value(ptr poison, !254, !DIExpression(), !258)
    #dbg_value(i32 2, !255, !DIExpression(), !261)
  br label %20, !dbg !262

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 16, !dbg !262
  store i32 %18, ptr %2, align 16, !dbg !262, !DIAssignID !265
    #dbg_assign(i32 %18, !253, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !265, ptr %2, !DIExpression(), !258)
    #dbg_value(ptr poison, !254, !DIExpression(), !258)
    #dbg_value(i32 2, !255, !DIExpression(), !261)
  %19 = icmp ult i32 %3, 25, !dbg !262
  br i1 %19, label %23, label %20, !dbg !262

20:                                               ; preds = %14, %17
  %21 = phi ptr [ %16, %14 ], [ %7, %17 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !262
  store ptr %22, ptr %4, align 8, !dbg !262, !DIAssignID !264
    #dbg_assign(ptr %22, !253, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !264, ptr %4, !DIExpression(), !258)
  br label %27, !dbg !262

23:                                               ; preds = %17
  %24 = zext nneg i32 %18 to i64, !dbg !262
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !262
  %26 = add nuw nsw i32 %3, 24, !dbg !262
  store i32 %26, ptr %2, align 16, !dbg !262, !DIAssignID !265
    #dbg_assign(i32 %26, !253, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !265, ptr %2, !DIExpression(), !258)
  br label %27, !dbg !262

27:                                               ; preds = %23, %20
  %28 = phi ptr [ %25, %23 ], [ %21, %20 ], !dbg !262
    #dbg_value(ptr poison, !254, !DIExpression(), !258)
    #dbg_value(i32 3, !255, !DIExpression(), !261)
  %29 = load ptr, ptr %28, align 8, !dbg !262, !tbaa !266
    #dbg_value(ptr %29, !254, !DIExpression(), !258)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !268
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !269
  ret ptr %29, !dbg !270
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
declare !dbg !271 noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "bb6921058ec2bae960ac6a08c1bdbc1d")
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
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !68, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !69)
!68 = !DISubroutineType(types: !56)
!69 = !{!70}
!70 = !DILocalVariable(name: "n", scope: !67, file: !2, line: 73, type: !57)
!71 = !DILocation(line: 69, column: 28, scope: !67)
!72 = !DILocation(line: 69, column: 5, scope: !67)
!73 = !DILocation(line: 70, column: 28, scope: !67)
!74 = !DILocation(line: 70, column: 5, scope: !67)
!75 = !DILocation(line: 71, column: 30, scope: !67)
!76 = !DILocation(line: 71, column: 5, scope: !67)
!77 = !DILocation(line: 72, column: 33, scope: !67)
!78 = !DILocation(line: 72, column: 5, scope: !67)
!79 = !DILocation(line: 73, column: 13, scope: !67)
!80 = !DILocation(line: 0, scope: !67)
!81 = !DILocation(line: 74, column: 5, scope: !67)
!82 = !DILocation(line: 75, column: 26, scope: !67)
!83 = !DILocation(line: 75, column: 5, scope: !67)
!84 = !DILocation(line: 76, column: 5, scope: !67)
!85 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{!57, !88, null}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!90 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !94)
!91 = !DISubroutineType(types: !92)
!92 = !{!93, !57, null}
!93 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!94 = !{!95, !96, !110, !111}
!95 = !DILocalVariable(name: "n", arg: 1, scope: !90, file: !2, line: 10, type: !57)
!96 = !DILocalVariable(name: "ap", scope: !90, file: !2, line: 11, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !2, line: 6, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 192, elements: !108)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !101)
!101 = !{!102, !104, !105, !107}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !100, file: !2, line: 11, baseType: !103, size: 32)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !100, file: !2, line: 11, baseType: !103, size: 32, offset: 32)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !100, file: !2, line: 11, baseType: !106, size: 64, offset: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !100, file: !2, line: 11, baseType: !106, size: 64, offset: 128)
!108 = !{!109}
!109 = !DISubrange(count: 1)
!110 = !DILocalVariable(name: "s", scope: !90, file: !2, line: 13, type: !93)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 14, type: !57)
!112 = distinct !DILexicalBlock(scope: !90, file: !2, line: 14, column: 5)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !90)
!115 = !DILocation(line: 11, column: 5, scope: !90)
!116 = !DILocation(line: 12, column: 5, scope: !90)
!117 = !DILocation(line: 0, scope: !112)
!118 = !DILocation(line: 14, column: 38, scope: !119)
!119 = distinct !DILexicalBlock(scope: !112, file: !2, line: 14, column: 5)
!120 = distinct !DIAssignID()
!121 = !{!122, !122, i64 0}
!122 = !{!"long long", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 14, column: 35, scope: !119)
!127 = !DILocation(line: 15, column: 5, scope: !90)
!128 = !DILocation(line: 17, column: 1, scope: !90)
!129 = !DILocation(line: 16, column: 5, scope: !90)
!130 = distinct !DISubprogram(name: "avg", scope: !2, file: !2, line: 19, type: !131, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !134)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !57, null}
!133 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!134 = !{!135, !136, !137, !138}
!135 = !DILocalVariable(name: "n", arg: 1, scope: !130, file: !2, line: 19, type: !57)
!136 = !DILocalVariable(name: "ap", scope: !130, file: !2, line: 20, type: !97)
!137 = !DILocalVariable(name: "s", scope: !130, file: !2, line: 22, type: !133)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 23, type: !57)
!139 = distinct !DILexicalBlock(scope: !130, file: !2, line: 23, column: 5)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !130)
!142 = !DILocation(line: 20, column: 5, scope: !130)
!143 = !DILocation(line: 21, column: 5, scope: !130)
!144 = !DILocation(line: 0, scope: !139)
!145 = !DILocation(line: 23, column: 38, scope: !146)
!146 = distinct !DILexicalBlock(scope: !139, file: !2, line: 23, column: 5)
!147 = distinct !DIAssignID()
!148 = !{!149, !149, i64 0}
!149 = !{!"double", !123, i64 0}
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 23, column: 35, scope: !146)
!152 = !DILocation(line: 24, column: 5, scope: !130)
!153 = !DILocation(line: 25, column: 14, scope: !130)
!154 = !DILocation(line: 26, column: 1, scope: !130)
!155 = !DILocation(line: 25, column: 5, scope: !130)
!156 = distinct !DISubprogram(name: "structs", scope: !2, file: !2, line: 28, type: !157, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!57, !57, null}
!159 = !{!160, !161, !162, !163, !164, !166, !173, !174, !176}
!160 = !DILocalVariable(name: "n", arg: 1, scope: !156, file: !2, line: 28, type: !57)
!161 = !DILocalVariable(name: "ap", scope: !156, file: !2, line: 29, type: !97)
!162 = !DILocalVariable(name: "ap2", scope: !156, file: !2, line: 29, type: !97)
!163 = !DILocalVariable(name: "s", scope: !156, file: !2, line: 32, type: !57)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 33, type: !57)
!165 = distinct !DILexicalBlock(scope: !156, file: !2, line: 33, column: 5)
!166 = !DILocalVariable(name: "p", scope: !167, file: !2, line: 33, type: !169)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 33, column: 33)
!168 = distinct !DILexicalBlock(scope: !165, file: !2, line: 33, column: 5)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 64, elements: !170)
!170 = !{!171, !172}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !169, file: !2, line: 7, baseType: !57, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !169, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!173 = !DILocalVariable(name: "d", scope: !156, file: !2, line: 34, type: !133)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 35, type: !57)
!175 = distinct !DILexicalBlock(scope: !156, file: !2, line: 35, column: 5)
!176 = !DILocalVariable(name: "p", scope: !177, file: !2, line: 35, type: !169)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 35, column: 33)
!178 = distinct !DILexicalBlock(scope: !175, file: !2, line: 35, column: 5)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 0, scope: !156)
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 29, column: 5, scope: !156)
!183 = !DILocation(line: 30, column: 5, scope: !156)
!184 = !DILocation(line: 31, column: 5, scope: !156)
!185 = !DILocation(line: 0, scope: !165)
!186 = !DILocation(line: 33, column: 48, scope: !167)
!187 = distinct !DIAssignID()
!188 = !{!189, !189, i64 0}
!189 = !{!"int", !123, i64 0}
!190 = !DILocation(line: 0, scope: !167)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !175)
!193 = !DILocation(line: 35, column: 48, scope: !177)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 0, scope: !177)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 35, column: 90, scope: !177)
!198 = !DILocation(line: 35, column: 83, scope: !177)
!199 = !DILocation(line: 33, column: 89, scope: !167)
!200 = !DILocation(line: 33, column: 82, scope: !167)
!201 = !DILocation(line: 36, column: 5, scope: !156)
!202 = !DILocation(line: 37, column: 5, scope: !156)
!203 = !DILocation(line: 38, column: 14, scope: !156)
!204 = !DILocation(line: 38, column: 21, scope: !156)
!205 = !DILocation(line: 39, column: 1, scope: !156)
!206 = !DILocation(line: 38, column: 5, scope: !156)
!207 = distinct !DISubprogram(name: "dstructs", scope: !2, file: !2, line: 41, type: !131, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !208)
!208 = !{!209, !210, !211, !212, !214}
!209 = !DILocalVariable(name: "n", arg: 1, scope: !207, file: !2, line: 41, type: !57)
!210 = !DILocalVariable(name: "ap", scope: !207, file: !2, line: 42, type: !97)
!211 = !DILocalVariable(name: "s", scope: !207, file: !2, line: 44, type: !133)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 45, type: !57)
!213 = distinct !DILexicalBlock(scope: !207, file: !2, line: 45, column: 5)
!214 = !DILocalVariable(name: "d", scope: !215, file: !2, line: 45, type: !217)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 45, column: 33)
!216 = distinct !DILexicalBlock(scope: !213, file: !2, line: 45, column: 5)
!217 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !2, line: 8, size: 128, elements: !218)
!218 = !{!219, !220}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !217, file: !2, line: 8, baseType: !133, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !217, file: !2, line: 8, baseType: !133, size: 64, offset: 64)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 0, scope: !207)
!223 = !DILocation(line: 42, column: 5, scope: !207)
!224 = !DILocation(line: 43, column: 5, scope: !207)
!225 = !DILocation(line: 0, scope: !213)
!226 = !DILocation(line: 45, column: 48, scope: !215)
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 0, scope: !215)
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 45, column: 82, scope: !215)
!231 = !DILocation(line: 46, column: 5, scope: !207)
!232 = !DILocation(line: 48, column: 1, scope: !207)
!233 = !DILocation(line: 47, column: 5, scope: !207)
!234 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 50, type: !86, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !235)
!235 = !{!236, !237, !238}
!236 = !DILocalVariable(name: "fmt", arg: 1, scope: !234, file: !2, line: 50, type: !88)
!237 = !DILocalVariable(name: "ap", scope: !234, file: !2, line: 51, type: !97)
!238 = !DILocalVariable(name: "r", scope: !234, file: !2, line: 54, type: !57)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !234)
!241 = !DILocation(line: 51, column: 5, scope: !234)
!242 = !DILocation(line: 52, column: 5, scope: !234)
!243 = !DILocation(line: 53, column: 5, scope: !234)
!244 = !DILocation(line: 54, column: 13, scope: !234)
!245 = !DILocation(line: 55, column: 5, scope: !234)
!246 = !DILocation(line: 57, column: 1, scope: !234)
!247 = !DILocation(line: 56, column: 5, scope: !234)
!248 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 59, type: !249, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{!88, !57, null}
!251 = !{!252, !253, !254, !255}
!252 = !DILocalVariable(name: "n", arg: 1, scope: !248, file: !2, line: 59, type: !57)
!253 = !DILocalVariable(name: "ap", scope: !248, file: !2, line: 60, type: !97)
!254 = !DILocalVariable(name: "s", scope: !248, file: !2, line: 62, type: !88)
!255 = !DILocalVariable(name: "i", scope: !256, file: !2, line: 63, type: !57)
!256 = distinct !DILexicalBlock(scope: !248, file: !2, line: 63, column: 5)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 0, scope: !248)
!259 = !DILocation(line: 60, column: 5, scope: !248)
!260 = !DILocation(line: 61, column: 5, scope: !248)
!261 = !DILocation(line: 0, scope: !256)
!262 = !DILocation(line: 63, column: 38, scope: !263)
!263 = distinct !DILexicalBlock(scope: !256, file: !2, line: 63, column: 5)
!264 = distinct !DIAssignID()
!265 = distinct !DIAssignID()
!266 = !{!267, !267, i64 0}
!267 = !{!"any pointer", !123, i64 0}
!268 = !DILocation(line: 64, column: 5, scope: !248)
!269 = !DILocation(line: 66, column: 1, scope: !248)
!270 = !DILocation(line: 65, column: 5, scope: !248)
!271 = !DISubprogram(name: "vprintf", scope: !2, file: !2, line: 4, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!57, !88, !274}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
