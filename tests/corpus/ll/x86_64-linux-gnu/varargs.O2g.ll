; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Three = type { i64, i64, i64 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [17 x i8] c"sum_ints = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"sum_ints many = %lld\0A\00", align 1, !dbg !7
@__const.main.th = private unnamed_addr constant %struct.Three { i64 100, i64 30, i64 7 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed = %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"ildsptd\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"AB\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"count_twice = %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"%d-%s-%.2f-%c-%lld\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1, !dbg !47

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !64 {
    #dbg_assign(i1 undef, !74, !DIExpression(), !81, ptr @__const.main.th, !DIExpression(), !82)
  %1 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5), !dbg !83
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !84
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000), !dbg !85
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !86
    #dbg_value(i32 3, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !82)
    #dbg_value(i32 poison, !69, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !82)
    #dbg_value(double 2.500000e+00, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !82)
    #dbg_assign(i1 undef, !74, !DIExpression(), !87, ptr @__const.main.th, !DIExpression(), !82)
  %5 = tail call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, i32 3, double 2.500000e+00, ptr noundef nonnull byval(%struct.Three) align 8 @__const.main.th, double noundef -1.250000e+00), !dbg !88
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %5), !dbg !89
  %7 = tail call i32 (i32, ...) @count_twice(i32 poison, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 0), !dbg !90
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %7), !dbg !91
  tail call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef 122, i64 noundef -9876543210), !dbg !92
  %9 = tail call double (i32, ...) @many_doubles(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01), !dbg !93
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %9), !dbg !94
  ret i32 0, !dbg !95
}

; Function Attrs: nofree nounwind
declare !dbg !96 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !103 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !126
    #dbg_assign(i1 undef, !108, !DIExpression(), !126, ptr %2, !DIExpression(), !127)
    #dbg_value(i32 %0, !107, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !128
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !129
    #dbg_value(i64 0, !123, !DIExpression(), !127)
    #dbg_value(i32 0, !124, !DIExpression(), !130)
    #dbg_value(i32 0, !124, !DIExpression(), !130)
    #dbg_value(i64 0, !123, !DIExpression(), !127)
  %3 = icmp sgt i32 %0, 0, !dbg !131
  br i1 %3, label %4, label %33, !dbg !133

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !133
  %11 = icmp eq i32 %0, 1, !dbg !133
  br i1 %11, label %14, label %12, !dbg !133

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !133
  br label %35, !dbg !133

14:                                               ; preds = %61, %4
  %15 = phi i64 [ poison, %4 ], [ %67, %61 ]
  %16 = phi ptr [ %9, %4 ], [ %62, %61 ]
  %17 = phi i64 [ 0, %4 ], [ %67, %61 ]
  %18 = phi i32 [ %5, %4 ], [ %63, %61 ]
  %19 = icmp eq i32 %10, 0, !dbg !134
  br i1 %19, label %33, label %20, !dbg !134

20:                                               ; preds = %14
    #dbg_value(i32 poison, !124, !DIExpression(), !130)
    #dbg_value(i64 %17, !123, !DIExpression(), !127)
  %21 = icmp ult i32 %18, 41, !dbg !134
  br i1 %21, label %24, label %22, !dbg !134

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !134
  store ptr %23, ptr %6, align 8, !dbg !134, !DIAssignID !135
    #dbg_assign(ptr %23, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !135, ptr %6, !DIExpression(), !127)
  br label %28, !dbg !134

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !134
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !134
  %27 = add nuw nsw i32 %18, 8, !dbg !134
  store i32 %27, ptr %2, align 16, !dbg !134, !DIAssignID !136
    #dbg_assign(i32 %27, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !136, ptr %2, !DIExpression(), !127)
  br label %28, !dbg !134

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !134
  %30 = load i32, ptr %29, align 4, !dbg !134, !tbaa !137
  %31 = sext i32 %30 to i64, !dbg !134
  %32 = add nsw i64 %17, %31, !dbg !141
    #dbg_value(i64 %32, !123, !DIExpression(), !127)
    #dbg_value(i32 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !130)
  br label %33, !dbg !142

33:                                               ; preds = %28, %14, %1
  %34 = phi i64 [ 0, %1 ], [ %15, %14 ], [ %32, %28 ], !dbg !127
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !142
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !143
  ret i64 %34, !dbg !144

35:                                               ; preds = %61, %12
  %36 = phi ptr [ %9, %12 ], [ %62, %61 ]
  %37 = phi i64 [ 0, %12 ], [ %67, %61 ]
  %38 = phi i32 [ %5, %12 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %12 ], [ %68, %61 ]
    #dbg_value(i32 poison, !124, !DIExpression(), !130)
    #dbg_value(i64 %37, !123, !DIExpression(), !127)
  %40 = icmp ult i32 %38, 41, !dbg !134
  br i1 %40, label %41, label %45, !dbg !134

41:                                               ; preds = %35
  %42 = zext nneg i32 %38 to i64, !dbg !134
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !134
  %44 = add nuw nsw i32 %38, 8, !dbg !134
  store i32 %44, ptr %2, align 16, !dbg !134, !DIAssignID !136
    #dbg_assign(i32 %44, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !136, ptr %2, !DIExpression(), !127)
  br label %47, !dbg !134

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !134
  store ptr %46, ptr %6, align 8, !dbg !134, !DIAssignID !135
    #dbg_assign(ptr %46, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !135, ptr %6, !DIExpression(), !127)
  br label %47, !dbg !134

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %38, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !134
  %51 = load i32, ptr %50, align 4, !dbg !134, !tbaa !137
  %52 = sext i32 %51 to i64, !dbg !134
  %53 = add nsw i64 %37, %52, !dbg !141
    #dbg_value(i64 %53, !123, !DIExpression(), !127)
    #dbg_value(i32 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !130)
  %54 = icmp ult i32 %49, 41, !dbg !134
  br i1 %54, label %57, label %55, !dbg !134

55:                                               ; preds = %47
  %56 = getelementptr i8, ptr %48, i64 8, !dbg !134
  store ptr %56, ptr %6, align 8, !dbg !134, !DIAssignID !135
    #dbg_assign(ptr %56, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !135, ptr %6, !DIExpression(), !127)
  br label %61, !dbg !134

57:                                               ; preds = %47
  %58 = zext nneg i32 %49 to i64, !dbg !134
  %59 = getelementptr i8, ptr %8, i64 %58, !dbg !134
  %60 = add nuw nsw i32 %49, 8, !dbg !134
  store i32 %60, ptr %2, align 16, !dbg !134, !DIAssignID !136
    #dbg_assign(i32 %60, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !136, ptr %2, !DIExpression(), !127)
  br label %61, !dbg !134

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %48, %57 ], [ %56, %55 ]
  %63 = phi i32 [ %60, %57 ], [ %49, %55 ]
  %64 = phi ptr [ %59, %57 ], [ %48, %55 ], !dbg !134
  %65 = load i32, ptr %64, align 4, !dbg !134, !tbaa !137
  %66 = sext i32 %65 to i64, !dbg !134
  %67 = add nsw i64 %53, %66, !dbg !141
    #dbg_value(i64 %67, !123, !DIExpression(), !127)
    #dbg_value(i32 poison, !124, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !130)
  %68 = add i32 %39, 2, !dbg !133
  %69 = icmp eq i32 %68, %13, !dbg !133
  br i1 %69, label %14, label %35, !dbg !133, !llvm.loop !145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 !dbg !148 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !166
    #dbg_assign(i1 undef, !153, !DIExpression(), !166, ptr %2, !DIExpression(), !167)
    #dbg_value(ptr @.str.3, !152, !DIExpression(), !167)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !168
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !169
    #dbg_value(double 0.000000e+00, !154, !DIExpression(), !167)
    #dbg_value(ptr @.str.3, !155, !DIExpression(), !170)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  br label %10, !dbg !171

10:                                               ; preds = %123, %1
  %11 = phi i32 [ %9, %1 ], [ %124, %123 ]
  %12 = phi ptr [ %8, %1 ], [ %125, %123 ]
  %13 = phi i32 [ %3, %1 ], [ %126, %123 ]
  %14 = phi ptr [ @.str.3, %1 ], [ %128, %123 ], !dbg !172
  %15 = phi double [ 0.000000e+00, %1 ], [ %127, %123 ], !dbg !173
    #dbg_value(double %15, !154, !DIExpression(), !167)
    #dbg_value(ptr %14, !155, !DIExpression(), !170)
  %16 = load i8, ptr %14, align 1, !dbg !174, !tbaa !175
  switch i8 %16, label %123 [
    i8 0, label %17
    i8 105, label %18
    i8 108, label %33
    i8 100, label %48
    i8 115, label %62
    i8 112, label %86
    i8 116, label %112
  ], !dbg !176

17:                                               ; preds = %10
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !177
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !178
  ret double %15, !dbg !179

18:                                               ; preds = %10
  %19 = icmp ult i32 %13, 41, !dbg !180
  br i1 %19, label %20, label %24, !dbg !180

20:                                               ; preds = %18
  %21 = zext nneg i32 %13 to i64, !dbg !180
  %22 = getelementptr i8, ptr %7, i64 %21, !dbg !180
  %23 = add nuw nsw i32 %13, 8, !dbg !180
  store i32 %23, ptr %2, align 16, !dbg !180, !DIAssignID !181
    #dbg_assign(i32 %23, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !181, ptr %2, !DIExpression(), !167)
  br label %26, !dbg !180

24:                                               ; preds = %18
  %25 = getelementptr i8, ptr %12, i64 8, !dbg !180
  store ptr %25, ptr %4, align 8, !dbg !180, !DIAssignID !182
    #dbg_assign(ptr %25, !153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !182, ptr %4, !DIExpression(), !167)
  br label %26, !dbg !180

26:                                               ; preds = %24, %20
  %27 = phi ptr [ %12, %20 ], [ %25, %24 ]
  %28 = phi i32 [ %23, %20 ], [ %13, %24 ]
  %29 = phi ptr [ %22, %20 ], [ %12, %24 ], !dbg !180
  %30 = load i32, ptr %29, align 4, !dbg !180, !tbaa !137
  %31 = sitofp i32 %30 to double, !dbg !180
  %32 = fadd double %15, %31, !dbg !183
    #dbg_value(double %32, !154, !DIExpression(), !167)
  br label %123, !dbg !184

33:                                               ; preds = %10
  %34 = icmp ult i32 %13, 41, !dbg !185
  br i1 %34, label %35, label %39, !dbg !185

35:                                               ; preds = %33
  %36 = zext nneg i32 %13 to i64, !dbg !185
  %37 = getelementptr i8, ptr %7, i64 %36, !dbg !185
  %38 = add nuw nsw i32 %13, 8, !dbg !185
  store i32 %38, ptr %2, align 16, !dbg !185, !DIAssignID !186
    #dbg_assign(i32 %38, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !186, ptr %2, !DIExpression(), !167)
  br label %41, !dbg !185

39:                                               ; preds = %33
  %40 = getelementptr i8, ptr %12, i64 8, !dbg !185
  store ptr %40, ptr %4, align 8, !dbg !185, !DIAssignID !187
    #dbg_assign(ptr %40, !153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !187, ptr %4, !DIExpression(), !167)
  br label %41, !dbg !185

41:                                               ; preds = %39, %35
  %42 = phi ptr [ %12, %35 ], [ %40, %39 ]
  %43 = phi i32 [ %38, %35 ], [ %13, %39 ]
  %44 = phi ptr [ %37, %35 ], [ %12, %39 ], !dbg !185
  %45 = load i64, ptr %44, align 8, !dbg !185, !tbaa !188
  %46 = sitofp i64 %45 to double, !dbg !190
  %47 = fadd double %15, %46, !dbg !191
    #dbg_value(double %47, !154, !DIExpression(), !167)
  br label %123, !dbg !192

48:                                               ; preds = %10
  %49 = icmp ult i32 %11, 161, !dbg !193
  br i1 %49, label %50, label %54, !dbg !193

50:                                               ; preds = %48
  %51 = zext nneg i32 %11 to i64, !dbg !193
  %52 = getelementptr i8, ptr %7, i64 %51, !dbg !193
  %53 = add nuw nsw i32 %11, 16, !dbg !193
  store i32 %53, ptr %5, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %53, !153, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194, ptr %5, !DIExpression(), !167)
  br label %56, !dbg !193

54:                                               ; preds = %48
  %55 = getelementptr i8, ptr %12, i64 8, !dbg !193
  store ptr %55, ptr %4, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %55, !153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %4, !DIExpression(), !167)
  br label %56, !dbg !193

56:                                               ; preds = %54, %50
  %57 = phi i32 [ %53, %50 ], [ %11, %54 ]
  %58 = phi ptr [ %12, %50 ], [ %55, %54 ]
  %59 = phi ptr [ %52, %50 ], [ %12, %54 ], !dbg !193
  %60 = load double, ptr %59, align 8, !dbg !193, !tbaa !196
  %61 = fadd double %15, %60, !dbg !198
    #dbg_value(double %61, !154, !DIExpression(), !167)
  br label %123, !dbg !199

62:                                               ; preds = %10
  %63 = icmp ult i32 %13, 41, !dbg !200
  br i1 %63, label %64, label %68, !dbg !200

64:                                               ; preds = %62
  %65 = zext nneg i32 %13 to i64, !dbg !200
  %66 = getelementptr i8, ptr %7, i64 %65, !dbg !200
  %67 = add nuw nsw i32 %13, 8, !dbg !200
  store i32 %67, ptr %2, align 16, !dbg !200, !DIAssignID !201
    #dbg_assign(i32 %67, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !201, ptr %2, !DIExpression(), !167)
  br label %70, !dbg !200

68:                                               ; preds = %62
  %69 = getelementptr i8, ptr %12, i64 8, !dbg !200
  store ptr %69, ptr %4, align 8, !dbg !200, !DIAssignID !202
    #dbg_assign(ptr %69, !153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !202, ptr %4, !DIExpression(), !167)
  br label %70, !dbg !200

70:                                               ; preds = %68, %64
  %71 = phi ptr [ %12, %64 ], [ %69, %68 ]
  %72 = phi i32 [ %67, %64 ], [ %13, %68 ]
  %73 = phi ptr [ %66, %64 ], [ %12, %68 ], !dbg !200
  %74 = load ptr, ptr %73, align 8, !dbg !200, !tbaa !203
    #dbg_value(ptr %74, !157, !DIExpression(), !205)
    #dbg_value(double %15, !154, !DIExpression(), !167)
  %75 = load i8, ptr %74, align 1, !dbg !206, !tbaa !175
  %76 = icmp eq i8 %75, 0, !dbg !207
  br i1 %76, label %123, label %77, !dbg !207

77:                                               ; preds = %70, %77
  %78 = phi i8 [ %84, %77 ], [ %75, %70 ]
  %79 = phi double [ %83, %77 ], [ %15, %70 ]
  %80 = phi ptr [ %81, %77 ], [ %74, %70 ]
    #dbg_value(double %79, !154, !DIExpression(), !167)
    #dbg_value(ptr %80, !157, !DIExpression(), !205)
  %81 = getelementptr inbounds i8, ptr %80, i64 1, !dbg !208
    #dbg_value(ptr %81, !157, !DIExpression(), !205)
  %82 = sitofp i8 %78 to double, !dbg !209
  %83 = fadd double %79, %82, !dbg !210
    #dbg_value(double %83, !154, !DIExpression(), !167)
  %84 = load i8, ptr %81, align 1, !dbg !206, !tbaa !175
  %85 = icmp eq i8 %84, 0, !dbg !207
  br i1 %85, label %123, label %77, !dbg !207, !llvm.loop !211

86:                                               ; preds = %10
  %87 = icmp ult i32 %13, 41, !dbg !212
  %88 = icmp ult i32 %11, 161, !dbg !212
  %89 = and i1 %87, %88, !dbg !212
  br i1 %89, label %90, label %99, !dbg !212

90:                                               ; preds = %86
  %91 = zext nneg i32 %13 to i64, !dbg !212
  %92 = getelementptr i8, ptr %7, i64 %91, !dbg !212
  %93 = zext nneg i32 %11 to i64, !dbg !212
  %94 = getelementptr i8, ptr %7, i64 %93, !dbg !212
  %95 = load i32, ptr %92, align 4, !dbg !212
  %96 = load double, ptr %94, align 8, !dbg !212
  %97 = add nuw nsw i32 %13, 8, !dbg !212
  store i32 %97, ptr %2, align 16, !dbg !212, !DIAssignID !213
    #dbg_assign(i32 %97, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !213, ptr %2, !DIExpression(), !167)
  %98 = add nuw nsw i32 %11, 16, !dbg !212
  store i32 %98, ptr %5, align 4, !dbg !212, !DIAssignID !214
    #dbg_assign(i32 %98, !153, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !214, ptr %5, !DIExpression(), !167)
  br label %104, !dbg !212

99:                                               ; preds = %86
  %100 = getelementptr i8, ptr %12, i64 16, !dbg !212
  store ptr %100, ptr %4, align 8, !dbg !212, !DIAssignID !215
    #dbg_assign(ptr %100, !153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !215, ptr %4, !DIExpression(), !167)
  %101 = load i32, ptr %12, align 8, !dbg !212, !tbaa !137
  %102 = getelementptr inbounds i8, ptr %12, i64 8
  %103 = load double, ptr %102, align 8, !dbg !212, !tbaa !196
  br label %104, !dbg !212

104:                                              ; preds = %99, %90
  %105 = phi double [ %96, %90 ], [ %103, %99 ], !dbg !212
  %106 = phi i32 [ %95, %90 ], [ %101, %99 ], !dbg !212
  %107 = phi i32 [ %98, %90 ], [ %11, %99 ]
  %108 = phi ptr [ %12, %90 ], [ %100, %99 ]
  %109 = phi i32 [ %97, %90 ], [ %13, %99 ]
    #dbg_value(i32 %106, !162, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !216)
    #dbg_value(i32 poison, !162, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !216)
    #dbg_value(double %105, !162, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !216)
  %110 = sitofp i32 %106 to double, !dbg !217
  %111 = call double @llvm.fmuladd.f64(double %110, double %105, double %15), !dbg !218
    #dbg_value(double %111, !154, !DIExpression(), !167)
  br label %123

112:                                              ; preds = %10
  %113 = getelementptr i8, ptr %12, i64 24, !dbg !219
  store ptr %113, ptr %4, align 8, !dbg !219, !DIAssignID !220
    #dbg_assign(ptr %113, !153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !220, ptr %4, !DIExpression(), !167)
  %114 = load i64, ptr %12, align 8, !dbg !219, !tbaa !188
  %115 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !219
  %116 = load i64, ptr %115, align 8, !dbg !219, !tbaa !188
  %117 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !219
  %118 = load i64, ptr %117, align 8, !dbg !219, !tbaa !188
    #dbg_value(i64 %114, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !221)
    #dbg_value(i64 %116, !164, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !221)
    #dbg_value(i64 %118, !164, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !221)
  %119 = sub i64 %114, %116, !dbg !222
  %120 = add nsw i64 %119, %118, !dbg !223
  %121 = sitofp i64 %120 to double, !dbg !224
  %122 = fadd double %15, %121, !dbg !225
    #dbg_value(double %122, !154, !DIExpression(), !167)
  br label %123

123:                                              ; preds = %77, %70, %10, %26, %41, %56, %104, %112
  %124 = phi i32 [ %11, %112 ], [ %107, %104 ], [ %57, %56 ], [ %11, %41 ], [ %11, %26 ], [ %11, %10 ], [ %11, %70 ], [ %11, %77 ]
  %125 = phi ptr [ %113, %112 ], [ %108, %104 ], [ %58, %56 ], [ %42, %41 ], [ %27, %26 ], [ %12, %10 ], [ %71, %70 ], [ %71, %77 ]
  %126 = phi i32 [ %13, %112 ], [ %109, %104 ], [ %13, %56 ], [ %43, %41 ], [ %28, %26 ], [ %13, %10 ], [ %72, %70 ], [ %72, %77 ]
  %127 = phi double [ %122, %112 ], [ %111, %104 ], [ %61, %56 ], [ %47, %41 ], [ %32, %26 ], [ %15, %10 ], [ %15, %70 ], [ %83, %77 ], !dbg !167
    #dbg_value(double %127, !154, !DIExpression(), !167)
  %128 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !226
    #dbg_value(ptr %128, !155, !DIExpression(), !170)
  br label %10, !dbg !227, !llvm.loop !228
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @count_twice(i32 %0, ...) unnamed_addr #2 !dbg !230 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !239
    #dbg_assign(i1 undef, !235, !DIExpression(), !239, ptr %2, !DIExpression(), !240)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !241
    #dbg_assign(i1 undef, !236, !DIExpression(), !241, ptr %3, !DIExpression(), !240)
    #dbg_value(i32 4, !234, !DIExpression(), !240)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !242
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7, !dbg !242
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !243
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !244
    #dbg_value(i32 4, !245, !DIExpression(), !255)
    #dbg_value(ptr %2, !251, !DIExpression(), !255)
    #dbg_value(i32 0, !252, !DIExpression(), !255)
    #dbg_value(i32 4, !253, !DIExpression(), !257)
  %4 = load i32, ptr %2, align 16
    #dbg_value(i32 4, !253, !DIExpression(), !257)
    #dbg_value(i32 0, !252, !DIExpression(), !255)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 16
  br label %9, !dbg !258

9:                                                ; preds = %21, %1
  %10 = phi ptr [ %7, %1 ], [ %22, %21 ]
  %11 = phi i32 [ 0, %1 ], [ %13, %21 ]
  %12 = phi i32 [ %4, %1 ], [ %23, %21 ]
    #dbg_value(i32 %11, !252, !DIExpression(), !255)
  %13 = add nuw nsw i32 %11, 1, !dbg !259
    #dbg_value(i32 %13, !252, !DIExpression(), !255)
  %14 = icmp ult i32 %12, 41, !dbg !261
  br i1 %14, label %15, label %19, !dbg !261

15:                                               ; preds = %9
  %16 = zext nneg i32 %12 to i64, !dbg !261
  %17 = getelementptr i8, ptr %8, i64 %16, !dbg !261
  %18 = add nuw nsw i32 %12, 8, !dbg !261
  store i32 %18, ptr %2, align 16, !dbg !261, !DIAssignID !262
    #dbg_assign(i32 %18, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !262, ptr %2, !DIExpression(), !240)
  br label %21, !dbg !261

19:                                               ; preds = %9
  %20 = getelementptr i8, ptr %10, i64 8, !dbg !261
  store ptr %20, ptr %5, align 8, !dbg !261, !DIAssignID !263
    #dbg_assign(ptr %20, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !263, ptr %5, !DIExpression(), !240)
  br label %21, !dbg !261

21:                                               ; preds = %19, %15
  %22 = phi ptr [ %10, %15 ], [ %20, %19 ]
  %23 = phi i32 [ %18, %15 ], [ %12, %19 ]
  %24 = phi ptr [ %17, %15 ], [ %10, %19 ], !dbg !261
  %25 = load i32, ptr %24, align 4, !dbg !261, !tbaa !137
    #dbg_value(i32 %25, !253, !DIExpression(), !257)
    #dbg_value(i32 %13, !252, !DIExpression(), !255)
  %26 = icmp eq i32 %25, 0, !dbg !264
  br i1 %26, label %27, label %9, !dbg !258, !llvm.loop !265

27:                                               ; preds = %21
    #dbg_value(i32 %13, !237, !DIExpression(), !240)
    #dbg_value(i32 4, !245, !DIExpression(), !267)
    #dbg_value(ptr %3, !251, !DIExpression(), !267)
    #dbg_value(i32 0, !252, !DIExpression(), !267)
    #dbg_value(i32 4, !253, !DIExpression(), !269)
  %28 = load i32, ptr %3, align 16
    #dbg_value(i32 4, !253, !DIExpression(), !269)
    #dbg_value(i32 0, !252, !DIExpression(), !267)
  %29 = getelementptr inbounds i8, ptr %3, i64 8
  %30 = getelementptr inbounds i8, ptr %3, i64 16
  %31 = load ptr, ptr %29, align 8
  %32 = load ptr, ptr %30, align 16
  br label %33, !dbg !270

33:                                               ; preds = %45, %27
  %34 = phi ptr [ %31, %27 ], [ %46, %45 ]
  %35 = phi i32 [ 0, %27 ], [ %37, %45 ]
  %36 = phi i32 [ %28, %27 ], [ %47, %45 ]
    #dbg_value(i32 %35, !252, !DIExpression(), !267)
  %37 = add nuw nsw i32 %35, 1, !dbg !271
    #dbg_value(i32 %37, !252, !DIExpression(), !267)
  %38 = icmp ult i32 %36, 41, !dbg !272
  br i1 %38, label %39, label %43, !dbg !272

39:                                               ; preds = %33
  %40 = zext nneg i32 %36 to i64, !dbg !272
  %41 = getelementptr i8, ptr %32, i64 %40, !dbg !272
  %42 = add nuw nsw i32 %36, 8, !dbg !272
  store i32 %42, ptr %3, align 16, !dbg !272, !DIAssignID !273
    #dbg_assign(i32 %42, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !273, ptr %3, !DIExpression(), !240)
  br label %45, !dbg !272

43:                                               ; preds = %33
  %44 = getelementptr i8, ptr %34, i64 8, !dbg !272
  store ptr %44, ptr %29, align 8, !dbg !272, !DIAssignID !274
    #dbg_assign(ptr %44, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !274, ptr %29, !DIExpression(), !240)
  br label %45, !dbg !272

45:                                               ; preds = %43, %39
  %46 = phi ptr [ %34, %39 ], [ %44, %43 ]
  %47 = phi i32 [ %42, %39 ], [ %36, %43 ]
  %48 = phi ptr [ %41, %39 ], [ %34, %43 ], !dbg !272
  %49 = load i32, ptr %48, align 4, !dbg !272, !tbaa !137
    #dbg_value(i32 %49, !253, !DIExpression(), !269)
    #dbg_value(i32 %37, !252, !DIExpression(), !267)
  %50 = icmp eq i32 %49, 0, !dbg !275
  br i1 %50, label %51, label %33, !dbg !270, !llvm.loop !276

51:                                               ; preds = %45
    #dbg_value(i32 %37, !238, !DIExpression(), !240)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !278
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !279
  %52 = mul nuw nsw i32 %13, 100, !dbg !280
  %53 = add nuw nsw i32 %37, %52, !dbg !281
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7, !dbg !282
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !282
  ret i32 %53, !dbg !283
}

; Function Attrs: nofree nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !284 {
  %2 = alloca [256 x i8], align 16, !DIAssignID !294
    #dbg_assign(i1 undef, !289, !DIExpression(), !294, ptr %2, !DIExpression(), !295)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !296
    #dbg_assign(i1 undef, !293, !DIExpression(), !296, ptr %3, !DIExpression(), !295)
    #dbg_value(ptr @.str.6, !288, !DIExpression(), !295)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #7, !dbg !297
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7, !dbg !298
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !299
  %4 = call i32 @vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef nonnull %3) #7, !dbg !300
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !301
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2), !dbg !302
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7, !dbg !303
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #7, !dbg !303
  ret void, !dbg !303
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 %0, ...) unnamed_addr #4 !dbg !304 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !313
    #dbg_assign(i1 undef, !309, !DIExpression(), !313, ptr %2, !DIExpression(), !314)
    #dbg_value(i32 10, !308, !DIExpression(), !314)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !315
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !316
    #dbg_value(double 0.000000e+00, !310, !DIExpression(), !314)
    #dbg_value(i32 0, !311, !DIExpression(), !317)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(i32 0, !311, !DIExpression(), !317)
    #dbg_value(double 0.000000e+00, !310, !DIExpression(), !314)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !311, !DIExpression(), !317)
    #dbg_value(double 0.000000e+00, !310, !DIExpression(), !314)
  %9 = icmp ult i32 %4, 161, !dbg !318
  br i1 %9, label %13, label %10, !dbg !318

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !318
  store ptr %11, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %11, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %12 = load double, ptr %8, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 1, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %19, !dbg !318

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64, !dbg !318
  %15 = getelementptr i8, ptr %7, i64 %14, !dbg !318
  %16 = add nuw nsw i32 %4, 16, !dbg !318
  store i32 %16, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %16, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %17 = load double, ptr %15, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 1, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %18 = icmp ult i32 %4, 145, !dbg !318
  br i1 %18, label %24, label %19, !dbg !318

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !318
  store ptr %22, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %22, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %23 = load double, ptr %21, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 2, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %30, !dbg !318

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64, !dbg !318
  %26 = getelementptr i8, ptr %7, i64 %25, !dbg !318
  %27 = add nuw nsw i32 %4, 32, !dbg !318
  store i32 %27, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %27, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %28 = load double, ptr %26, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 2, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %29 = icmp ult i32 %4, 129, !dbg !318
  br i1 %29, label %36, label %30, !dbg !318

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8, !dbg !318
  store ptr %34, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %34, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %35 = load double, ptr %32, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 3, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %42, !dbg !318

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64, !dbg !318
  %38 = getelementptr i8, ptr %7, i64 %37, !dbg !318
  %39 = add nuw nsw i32 %4, 48, !dbg !318
  store i32 %39, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %39, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %40 = load double, ptr %38, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 3, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %41 = icmp ult i32 %4, 113, !dbg !318
  br i1 %41, label %49, label %42, !dbg !318

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8, !dbg !318
  store ptr %47, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %47, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %48 = load double, ptr %44, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 4, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %55, !dbg !318

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64, !dbg !318
  %51 = getelementptr i8, ptr %7, i64 %50, !dbg !318
  %52 = add nuw nsw i32 %4, 64, !dbg !318
  store i32 %52, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %52, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %53 = load double, ptr %51, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 4, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %54 = icmp ult i32 %4, 97, !dbg !318
  br i1 %54, label %63, label %55, !dbg !318

55:                                               ; preds = %49, %42
  %56 = phi double [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi double [ %46, %42 ], [ %28, %49 ]
  %59 = phi double [ %45, %42 ], [ %17, %49 ]
  %60 = phi double [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8, !dbg !318
  store ptr %61, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %61, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %62 = load double, ptr %57, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 5, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %69, !dbg !318

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64, !dbg !318
  %65 = getelementptr i8, ptr %7, i64 %64, !dbg !318
  %66 = add nuw nsw i32 %4, 80, !dbg !318
  store i32 %66, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %66, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %67 = load double, ptr %65, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 5, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %68 = icmp ult i32 %4, 81, !dbg !318
  br i1 %68, label %78, label %69, !dbg !318

69:                                               ; preds = %63, %55
  %70 = phi double [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi double [ %60, %55 ], [ %40, %63 ]
  %73 = phi double [ %59, %55 ], [ %17, %63 ]
  %74 = phi double [ %58, %55 ], [ %28, %63 ]
  %75 = phi double [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8, !dbg !318
  store ptr %76, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %76, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %77 = load double, ptr %71, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 6, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %84, !dbg !318

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64, !dbg !318
  %80 = getelementptr i8, ptr %7, i64 %79, !dbg !318
  %81 = add nuw nsw i32 %4, 96, !dbg !318
  store i32 %81, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %81, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %82 = load double, ptr %80, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 6, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %83 = icmp ult i32 %4, 65, !dbg !318
  br i1 %83, label %94, label %84, !dbg !318

84:                                               ; preds = %78, %69
  %85 = phi double [ %77, %69 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %69 ], [ %8, %78 ]
  %87 = phi double [ %75, %69 ], [ %53, %78 ]
  %88 = phi double [ %74, %69 ], [ %28, %78 ]
  %89 = phi double [ %73, %69 ], [ %17, %78 ]
  %90 = phi double [ %72, %69 ], [ %40, %78 ]
  %91 = phi double [ %70, %69 ], [ %67, %78 ]
  %92 = getelementptr i8, ptr %86, i64 8, !dbg !318
  store ptr %92, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %92, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %93 = load double, ptr %86, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 7, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %100, !dbg !318

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64, !dbg !318
  %96 = getelementptr i8, ptr %7, i64 %95, !dbg !318
  %97 = add nuw nsw i32 %4, 112, !dbg !318
  store i32 %97, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %97, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %98 = load double, ptr %96, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 7, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %99 = icmp ult i32 %4, 49, !dbg !318
  br i1 %99, label %111, label %100, !dbg !318

100:                                              ; preds = %94, %84
  %101 = phi double [ %93, %84 ], [ %98, %94 ]
  %102 = phi ptr [ %92, %84 ], [ %8, %94 ]
  %103 = phi double [ %91, %84 ], [ %67, %94 ]
  %104 = phi double [ %90, %84 ], [ %40, %94 ]
  %105 = phi double [ %89, %84 ], [ %17, %94 ]
  %106 = phi double [ %88, %84 ], [ %28, %94 ]
  %107 = phi double [ %87, %84 ], [ %53, %94 ]
  %108 = phi double [ %85, %84 ], [ %82, %94 ]
  %109 = getelementptr i8, ptr %102, i64 8, !dbg !318
  store ptr %109, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %109, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %110 = load double, ptr %102, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 8, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %117, !dbg !318

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64, !dbg !318
  %113 = getelementptr i8, ptr %7, i64 %112, !dbg !318
  %114 = or disjoint i32 %4, 128, !dbg !318
  store i32 %114, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %114, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %115 = load double, ptr %113, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 8, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %116 = icmp ult i32 %114, 161, !dbg !318
  br i1 %116, label %129, label %117, !dbg !318

117:                                              ; preds = %111, %100
  %118 = phi double [ %110, %100 ], [ %115, %111 ]
  %119 = phi ptr [ %109, %100 ], [ %8, %111 ]
  %120 = phi double [ %108, %100 ], [ %82, %111 ]
  %121 = phi double [ %107, %100 ], [ %53, %111 ]
  %122 = phi double [ %106, %100 ], [ %28, %111 ]
  %123 = phi double [ %105, %100 ], [ %17, %111 ]
  %124 = phi double [ %104, %100 ], [ %40, %111 ]
  %125 = phi double [ %103, %100 ], [ %67, %111 ]
  %126 = phi double [ %101, %100 ], [ %98, %111 ]
  %127 = getelementptr i8, ptr %119, i64 8, !dbg !318
  store ptr %127, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %127, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  %128 = load double, ptr %119, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 9, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  br label %135, !dbg !318

129:                                              ; preds = %111
  %130 = zext nneg i32 %114 to i64, !dbg !318
  %131 = getelementptr i8, ptr %7, i64 %130, !dbg !318
  %132 = add nuw nsw i32 %4, 144, !dbg !318
  store i32 %132, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %132, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  %133 = load double, ptr %131, align 8, !dbg !318, !tbaa !196
    #dbg_value(i32 9, !311, !DIExpression(), !317)
    #dbg_value(double poison, !310, !DIExpression(), !314)
  %134 = icmp ult i32 %4, 17, !dbg !318
  br i1 %134, label %147, label %135, !dbg !318

135:                                              ; preds = %117, %129
  %136 = phi double [ %128, %117 ], [ %133, %129 ]
  %137 = phi ptr [ %127, %117 ], [ %8, %129 ]
  %138 = phi double [ %126, %117 ], [ %98, %129 ]
  %139 = phi double [ %125, %117 ], [ %67, %129 ]
  %140 = phi double [ %124, %117 ], [ %40, %129 ]
  %141 = phi double [ %123, %117 ], [ %17, %129 ]
  %142 = phi double [ %122, %117 ], [ %28, %129 ]
  %143 = phi double [ %121, %117 ], [ %53, %129 ]
  %144 = phi double [ %120, %117 ], [ %82, %129 ]
  %145 = phi double [ %118, %117 ], [ %115, %129 ]
  %146 = getelementptr i8, ptr %137, i64 8, !dbg !318
  store ptr %146, ptr %5, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %146, !309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320, ptr %5, !DIExpression(), !314)
  br label %151, !dbg !318

147:                                              ; preds = %129
  %148 = zext nneg i32 %132 to i64, !dbg !318
  %149 = getelementptr i8, ptr %7, i64 %148, !dbg !318
  %150 = or disjoint i32 %4, 160, !dbg !318
  store i32 %150, ptr %3, align 4, !dbg !318, !DIAssignID !321
    #dbg_assign(i32 %150, !309, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321, ptr %3, !DIExpression(), !314)
  br label %151, !dbg !318

151:                                              ; preds = %147, %135
  %152 = phi double [ %133, %147 ], [ %136, %135 ]
  %153 = phi double [ %98, %147 ], [ %138, %135 ]
  %154 = phi double [ %67, %147 ], [ %139, %135 ]
  %155 = phi double [ %40, %147 ], [ %140, %135 ]
  %156 = phi double [ %17, %147 ], [ %141, %135 ]
  %157 = phi double [ %28, %147 ], [ %142, %135 ]
  %158 = phi double [ %53, %147 ], [ %143, %135 ]
  %159 = phi double [ %82, %147 ], [ %144, %135 ]
  %160 = phi double [ %115, %147 ], [ %145, %135 ]
  %161 = phi ptr [ %149, %147 ], [ %137, %135 ], !dbg !318
  %162 = fadd double %156, 0.000000e+00, !dbg !322
    #dbg_value(double %162, !310, !DIExpression(), !314)
  %163 = call double @llvm.fmuladd.f64(double %157, double 2.000000e+00, double %162), !dbg !322
    #dbg_value(double %163, !310, !DIExpression(), !314)
  %164 = call double @llvm.fmuladd.f64(double %155, double 3.000000e+00, double %163), !dbg !322
    #dbg_value(double %164, !310, !DIExpression(), !314)
  %165 = call double @llvm.fmuladd.f64(double %158, double 4.000000e+00, double %164), !dbg !322
    #dbg_value(double %165, !310, !DIExpression(), !314)
  %166 = call double @llvm.fmuladd.f64(double %154, double 5.000000e+00, double %165), !dbg !322
    #dbg_value(double %166, !310, !DIExpression(), !314)
  %167 = call double @llvm.fmuladd.f64(double %159, double 6.000000e+00, double %166), !dbg !322
    #dbg_value(double %167, !310, !DIExpression(), !314)
  %168 = call double @llvm.fmuladd.f64(double %153, double 7.000000e+00, double %167), !dbg !322
    #dbg_value(double %168, !310, !DIExpression(), !314)
  %169 = call double @llvm.fmuladd.f64(double %160, double 8.000000e+00, double %168), !dbg !322
    #dbg_value(double %169, !310, !DIExpression(), !314)
  %170 = call double @llvm.fmuladd.f64(double %152, double 9.000000e+00, double %169), !dbg !322
    #dbg_value(double %170, !310, !DIExpression(), !314)
  %171 = load double, ptr %161, align 8, !dbg !318, !tbaa !196
  %172 = call double @llvm.fmuladd.f64(double %171, double 1.000000e+01, double %170), !dbg !322
    #dbg_value(i32 10, !311, !DIExpression(), !317)
    #dbg_value(double %172, !310, !DIExpression(), !314)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !323
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !324
  ret double %172, !dbg !325
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: nofree nounwind
declare !dbg !326 noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "5faa60afb2dd7dc3d88a8c4bf15d3da6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 21)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 6)
!52 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !53, globals: !55, splitDebugInlining: false, nameTableKind: None)
!53 = !{!54}
!54 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!55 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47}
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !65, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67}
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !{!69, !74}
!69 = !DILocalVariable(name: "pr", scope: !64, file: !2, line: 73, type: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 5, size: 128, elements: !71)
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !70, file: !2, line: 5, baseType: !67, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !70, file: !2, line: 5, baseType: !54, size: 64, offset: 64)
!74 = !DILocalVariable(name: "th", scope: !64, file: !2, line: 74, type: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Three", file: !2, line: 6, size: 192, elements: !76)
!76 = !{!77, !79, !80}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !75, file: !2, line: 6, baseType: !78, size: 64)
!78 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !75, file: !2, line: 6, baseType: !78, size: 64, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !75, file: !2, line: 6, baseType: !78, size: 64, offset: 128)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !64)
!83 = !DILocation(line: 71, column: 33, scope: !64)
!84 = !DILocation(line: 71, column: 5, scope: !64)
!85 = !DILocation(line: 72, column: 38, scope: !64)
!86 = !DILocation(line: 72, column: 5, scope: !64)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 75, column: 30, scope: !64)
!89 = !DILocation(line: 75, column: 5, scope: !64)
!90 = !DILocation(line: 76, column: 34, scope: !64)
!91 = !DILocation(line: 76, column: 5, scope: !64)
!92 = !DILocation(line: 77, column: 5, scope: !64)
!93 = !DILocation(line: 78, column: 37, scope: !64)
!94 = !DILocation(line: 78, column: 5, scope: !64)
!95 = !DILocation(line: 79, column: 5, scope: !64)
!96 = !DISubprogram(name: "printf", scope: !97, file: !97, line: 356, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!98 = !DISubroutineType(types: !99)
!99 = !{!67, !100, null}
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!103 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 8, type: !104, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!78, !67, null}
!106 = !{!107, !108, !123, !124}
!107 = !DILocalVariable(name: "n", arg: 1, scope: !103, file: !2, line: 8, type: !67)
!108 = !DILocalVariable(name: "ap", scope: !103, file: !2, line: 9, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !110, line: 12, baseType: !111)
!110 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 192, elements: !121)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !114)
!114 = !{!115, !117, !118, !120}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !113, file: !2, line: 9, baseType: !116, size: 32)
!116 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !113, file: !2, line: 9, baseType: !116, size: 32, offset: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !113, file: !2, line: 9, baseType: !119, size: 64, offset: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !113, file: !2, line: 9, baseType: !119, size: 64, offset: 128)
!121 = !{!122}
!122 = !DISubrange(count: 1)
!123 = !DILocalVariable(name: "s", scope: !103, file: !2, line: 11, type: !78)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 12, type: !67)
!125 = distinct !DILexicalBlock(scope: !103, file: !2, line: 12, column: 5)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !103)
!128 = !DILocation(line: 9, column: 5, scope: !103)
!129 = !DILocation(line: 10, column: 5, scope: !103)
!130 = !DILocation(line: 0, scope: !125)
!131 = !DILocation(line: 12, column: 23, scope: !132)
!132 = distinct !DILexicalBlock(scope: !125, file: !2, line: 12, column: 5)
!133 = !DILocation(line: 12, column: 5, scope: !125)
!134 = !DILocation(line: 12, column: 38, scope: !132)
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = !{!138, !138, i64 0}
!138 = !{!"int", !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C/C++ TBAA"}
!141 = !DILocation(line: 12, column: 35, scope: !132)
!142 = !DILocation(line: 13, column: 5, scope: !103)
!143 = !DILocation(line: 15, column: 1, scope: !103)
!144 = !DILocation(line: 14, column: 5, scope: !103)
!145 = distinct !{!145, !133, !146, !147}
!146 = !DILocation(line: 12, column: 38, scope: !125)
!147 = !{!"llvm.loop.mustprogress"}
!148 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 17, type: !149, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!54, !101, null}
!151 = !{!152, !153, !154, !155, !157, !162, !164}
!152 = !DILocalVariable(name: "fmt", arg: 1, scope: !148, file: !2, line: 17, type: !101)
!153 = !DILocalVariable(name: "ap", scope: !148, file: !2, line: 18, type: !109)
!154 = !DILocalVariable(name: "acc", scope: !148, file: !2, line: 20, type: !54)
!155 = !DILocalVariable(name: "p", scope: !156, file: !2, line: 21, type: !101)
!156 = distinct !DILexicalBlock(scope: !148, file: !2, line: 21, column: 5)
!157 = !DILocalVariable(name: "s", scope: !158, file: !2, line: 26, type: !101)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 26, column: 19)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 22, column: 21)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 21, column: 40)
!161 = distinct !DILexicalBlock(scope: !156, file: !2, line: 21, column: 5)
!162 = !DILocalVariable(name: "pr", scope: !163, file: !2, line: 27, type: !70)
!163 = distinct !DILexicalBlock(scope: !159, file: !2, line: 27, column: 19)
!164 = !DILocalVariable(name: "t", scope: !165, file: !2, line: 28, type: !75)
!165 = distinct !DILexicalBlock(scope: !159, file: !2, line: 28, column: 19)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 0, scope: !148)
!168 = !DILocation(line: 18, column: 5, scope: !148)
!169 = !DILocation(line: 19, column: 5, scope: !148)
!170 = !DILocation(line: 0, scope: !156)
!171 = !DILocation(line: 21, column: 10, scope: !156)
!172 = !DILocation(line: 21, scope: !156)
!173 = !DILocation(line: 20, column: 12, scope: !148)
!174 = !DILocation(line: 21, column: 31, scope: !161)
!175 = !{!139, !139, i64 0}
!176 = !DILocation(line: 21, column: 5, scope: !156)
!177 = !DILocation(line: 31, column: 5, scope: !148)
!178 = !DILocation(line: 33, column: 1, scope: !148)
!179 = !DILocation(line: 32, column: 5, scope: !148)
!180 = !DILocation(line: 23, column: 26, scope: !159)
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 23, column: 23, scope: !159)
!184 = !DILocation(line: 23, column: 43, scope: !159)
!185 = !DILocation(line: 24, column: 34, scope: !159)
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = !{!189, !189, i64 0}
!189 = !{!"long long", !139, i64 0}
!190 = !DILocation(line: 24, column: 26, scope: !159)
!191 = !DILocation(line: 24, column: 23, scope: !159)
!192 = !DILocation(line: 24, column: 57, scope: !159)
!193 = !DILocation(line: 25, column: 26, scope: !159)
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = !{!197, !197, i64 0}
!197 = !{!"double", !139, i64 0}
!198 = !DILocation(line: 25, column: 23, scope: !159)
!199 = !DILocation(line: 25, column: 46, scope: !159)
!200 = !DILocation(line: 26, column: 37, scope: !158)
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = !{!204, !204, i64 0}
!204 = !{!"any pointer", !139, i64 0}
!205 = !DILocation(line: 0, scope: !158)
!206 = !DILocation(line: 26, column: 70, scope: !158)
!207 = !DILocation(line: 26, column: 63, scope: !158)
!208 = !DILocation(line: 26, column: 83, scope: !158)
!209 = !DILocation(line: 26, column: 81, scope: !158)
!210 = !DILocation(line: 26, column: 78, scope: !158)
!211 = distinct !{!211, !207, !208, !147}
!212 = !DILocation(line: 27, column: 38, scope: !163)
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 0, scope: !163)
!217 = !DILocation(line: 27, column: 70, scope: !163)
!218 = !DILocation(line: 27, column: 67, scope: !163)
!219 = !DILocation(line: 28, column: 38, scope: !165)
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 0, scope: !165)
!222 = !DILocation(line: 28, column: 84, scope: !165)
!223 = !DILocation(line: 28, column: 90, scope: !165)
!224 = !DILocation(line: 28, column: 71, scope: !165)
!225 = !DILocation(line: 28, column: 68, scope: !165)
!226 = !DILocation(line: 21, column: 36, scope: !161)
!227 = !DILocation(line: 21, column: 5, scope: !161)
!228 = distinct !{!228, !176, !229, !147}
!229 = !DILocation(line: 30, column: 5, scope: !156)
!230 = distinct !DISubprogram(name: "count_twice", scope: !2, file: !2, line: 41, type: !231, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!67, !67, null}
!233 = !{!234, !235, !236, !237, !238}
!234 = !DILocalVariable(name: "first", arg: 1, scope: !230, file: !2, line: 41, type: !67)
!235 = !DILocalVariable(name: "ap", scope: !230, file: !2, line: 42, type: !109)
!236 = !DILocalVariable(name: "ap2", scope: !230, file: !2, line: 42, type: !109)
!237 = !DILocalVariable(name: "a", scope: !230, file: !2, line: 45, type: !67)
!238 = !DILocalVariable(name: "b", scope: !230, file: !2, line: 46, type: !67)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !230)
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 42, column: 5, scope: !230)
!243 = !DILocation(line: 43, column: 5, scope: !230)
!244 = !DILocation(line: 44, column: 5, scope: !230)
!245 = !DILocalVariable(name: "first", arg: 1, scope: !246, file: !2, line: 35, type: !67)
!246 = distinct !DISubprogram(name: "vcount", scope: !2, file: !2, line: 35, type: !247, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !250)
!247 = !DISubroutineType(types: !248)
!248 = !{!67, !67, !249}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!250 = !{!245, !251, !252, !253}
!251 = !DILocalVariable(name: "ap", arg: 2, scope: !246, file: !2, line: 35, type: !249)
!252 = !DILocalVariable(name: "count", scope: !246, file: !2, line: 36, type: !67)
!253 = !DILocalVariable(name: "v", scope: !254, file: !2, line: 37, type: !67)
!254 = distinct !DILexicalBlock(scope: !246, file: !2, line: 37, column: 5)
!255 = !DILocation(line: 0, scope: !246, inlinedAt: !256)
!256 = distinct !DILocation(line: 45, column: 13, scope: !230)
!257 = !DILocation(line: 0, scope: !254, inlinedAt: !256)
!258 = !DILocation(line: 37, column: 5, scope: !254, inlinedAt: !256)
!259 = !DILocation(line: 37, column: 59, scope: !260, inlinedAt: !256)
!260 = distinct !DILexicalBlock(scope: !254, file: !2, line: 37, column: 5)
!261 = !DILocation(line: 37, column: 37, scope: !260, inlinedAt: !256)
!262 = distinct !DIAssignID()
!263 = distinct !DIAssignID()
!264 = !DILocation(line: 37, column: 27, scope: !260, inlinedAt: !256)
!265 = distinct !{!265, !258, !266, !147}
!266 = !DILocation(line: 37, column: 59, scope: !254, inlinedAt: !256)
!267 = !DILocation(line: 0, scope: !246, inlinedAt: !268)
!268 = distinct !DILocation(line: 46, column: 13, scope: !230)
!269 = !DILocation(line: 0, scope: !254, inlinedAt: !268)
!270 = !DILocation(line: 37, column: 5, scope: !254, inlinedAt: !268)
!271 = !DILocation(line: 37, column: 59, scope: !260, inlinedAt: !268)
!272 = !DILocation(line: 37, column: 37, scope: !260, inlinedAt: !268)
!273 = distinct !DIAssignID()
!274 = distinct !DIAssignID()
!275 = !DILocation(line: 37, column: 27, scope: !260, inlinedAt: !268)
!276 = distinct !{!276, !270, !277, !147}
!277 = !DILocation(line: 37, column: 59, scope: !254, inlinedAt: !268)
!278 = !DILocation(line: 47, column: 5, scope: !230)
!279 = !DILocation(line: 48, column: 5, scope: !230)
!280 = !DILocation(line: 49, column: 14, scope: !230)
!281 = !DILocation(line: 49, column: 20, scope: !230)
!282 = !DILocation(line: 50, column: 1, scope: !230)
!283 = !DILocation(line: 49, column: 5, scope: !230)
!284 = distinct !DISubprogram(name: "my_printf", scope: !2, file: !2, line: 52, type: !285, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !101, null}
!287 = !{!288, !289, !293}
!288 = !DILocalVariable(name: "fmt", arg: 1, scope: !284, file: !2, line: 52, type: !101)
!289 = !DILocalVariable(name: "buf", scope: !284, file: !2, line: 53, type: !290)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !291)
!291 = !{!292}
!292 = !DISubrange(count: 256)
!293 = !DILocalVariable(name: "ap", scope: !284, file: !2, line: 54, type: !109)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !284)
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 53, column: 5, scope: !284)
!298 = !DILocation(line: 54, column: 5, scope: !284)
!299 = !DILocation(line: 55, column: 5, scope: !284)
!300 = !DILocation(line: 56, column: 5, scope: !284)
!301 = !DILocation(line: 57, column: 5, scope: !284)
!302 = !DILocation(line: 58, column: 5, scope: !284)
!303 = !DILocation(line: 59, column: 1, scope: !284)
!304 = distinct !DISubprogram(name: "many_doubles", scope: !2, file: !2, line: 61, type: !305, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!54, !67, null}
!307 = !{!308, !309, !310, !311}
!308 = !DILocalVariable(name: "n", arg: 1, scope: !304, file: !2, line: 61, type: !67)
!309 = !DILocalVariable(name: "ap", scope: !304, file: !2, line: 62, type: !109)
!310 = !DILocalVariable(name: "s", scope: !304, file: !2, line: 64, type: !54)
!311 = !DILocalVariable(name: "i", scope: !312, file: !2, line: 65, type: !67)
!312 = distinct !DILexicalBlock(scope: !304, file: !2, line: 65, column: 5)
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 0, scope: !304)
!315 = !DILocation(line: 62, column: 5, scope: !304)
!316 = !DILocation(line: 63, column: 5, scope: !304)
!317 = !DILocation(line: 0, scope: !312)
!318 = !DILocation(line: 65, column: 38, scope: !319)
!319 = distinct !DILexicalBlock(scope: !312, file: !2, line: 65, column: 5)
!320 = distinct !DIAssignID()
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 65, column: 35, scope: !319)
!323 = !DILocation(line: 66, column: 5, scope: !304)
!324 = !DILocation(line: 68, column: 1, scope: !304)
!325 = !DILocation(line: 67, column: 5, scope: !304)
!326 = !DISubprogram(name: "vsnprintf", scope: !97, file: !97, line: 382, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DISubroutineType(types: !328)
!328 = !{!67, !329, !331, !100, !249}
!329 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !330)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !332, line: 18, baseType: !333)
!332 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!333 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
