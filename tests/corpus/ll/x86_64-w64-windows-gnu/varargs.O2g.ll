; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Pair = type { i32, double }
%struct.Three = type { i64, i64, i64 }

@.str = private unnamed_addr constant [17 x i8] c"sum_ints = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"sum_ints many = %lld\0A\00", align 1, !dbg !7
@__const.main.pr = private unnamed_addr constant %struct.Pair { i32 3, double 2.500000e+00 }, align 8
@__const.main.th = private unnamed_addr constant %struct.Three { i64 100, i64 30, i64 7 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed = %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"ildsptd\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"AB\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"count_twice = %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"%d-%s-%.2f-%c-%lld\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1, !dbg !47

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !64 {
    #dbg_assign(i1 undef, !69, !DIExpression(), !81, ptr @__const.main.pr, !DIExpression(), !82)
    #dbg_assign(i1 undef, !74, !DIExpression(), !83, ptr @__const.main.th, !DIExpression(), !82)
  %1 = alloca %struct.Pair, align 8
  %2 = alloca %struct.Three, align 8
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5), !dbg !84
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef %3), !dbg !85
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000), !dbg !86
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %4), !dbg !87
    #dbg_assign(i1 undef, !69, !DIExpression(), !88, ptr @__const.main.pr, !DIExpression(), !82)
    #dbg_assign(i1 undef, !74, !DIExpression(), !89, ptr @__const.main.th, !DIExpression(), !82)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10, !dbg !90
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.pr, i64 16, i1 false), !dbg !90, !tbaa.struct !91
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !90
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.th, i64 24, i1 false), !dbg !90, !tbaa.struct !98
  %5 = call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef -1.250000e+00), !dbg !90
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10, !dbg !90
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !90
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %5), !dbg !101
  %6 = call i32 (i32, ...) @count_twice(i32 poison, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i64 noundef 0), !dbg !102
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %6), !dbg !103
  call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef 122, i64 noundef -9876543210), !dbg !104
  %7 = call double (i32, ...) @many_doubles(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01), !dbg !105
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef %7), !dbg !106
  ret i32 0, !dbg !107
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 !dbg !108 {
  %2 = alloca ptr, align 8, !DIAssignID !120
    #dbg_assign(i1 undef, !117, !DIExpression(), !120, ptr %2, !DIExpression(), !121)
    #dbg_value(ptr %0, !115, !DIExpression(), !121)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !122
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !123
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10, !dbg !124
  %4 = load ptr, ptr %2, align 8, !dbg !125, !tbaa !126
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10, !dbg !128
    #dbg_value(i32 %5, !116, !DIExpression(), !121)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !129
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !130
  ret void, !dbg !131
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !132 {
  %2 = alloca ptr, align 8, !DIAssignID !144
    #dbg_assign(i1 undef, !137, !DIExpression(), !144, ptr %2, !DIExpression(), !145)
    #dbg_value(i32 %0, !136, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !146
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !147
    #dbg_value(i64 0, !141, !DIExpression(), !145)
    #dbg_value(i32 0, !142, !DIExpression(), !148)
    #dbg_value(i32 0, !142, !DIExpression(), !148)
    #dbg_value(i64 0, !141, !DIExpression(), !145)
  %3 = icmp sgt i32 %0, 0, !dbg !149
  br i1 %3, label %4, label %25, !dbg !151

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = and i32 %0, 3, !dbg !151
  %7 = icmp ult i32 %0, 4, !dbg !151
  br i1 %7, label %10, label %8, !dbg !151

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483644, !dbg !151
  br label %27, !dbg !151

10:                                               ; preds = %27, %4
  %11 = phi i64 [ poison, %4 ], [ %46, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %46, %27 ]
  %13 = phi ptr [ %5, %4 ], [ %43, %27 ]
  %14 = icmp eq i32 %6, 0, !dbg !151
  br i1 %14, label %25, label %15, !dbg !151

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi ptr [ %19, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %23, %15 ], [ 0, %10 ]
    #dbg_value(i32 poison, !142, !DIExpression(), !148)
    #dbg_value(i64 %16, !141, !DIExpression(), !145)
  %19 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !152
  store ptr %19, ptr %2, align 8, !dbg !152, !DIAssignID !153
    #dbg_assign(ptr %19, !137, !DIExpression(), !153, ptr %2, !DIExpression(), !145)
  %20 = load i32, ptr %17, align 8, !dbg !152, !tbaa !92
  %21 = sext i32 %20 to i64, !dbg !152
  %22 = add nsw i64 %16, %21, !dbg !154
    #dbg_value(i64 %22, !141, !DIExpression(), !145)
    #dbg_value(i32 poison, !142, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !148)
  %23 = add i32 %18, 1, !dbg !151
  %24 = icmp eq i32 %23, %6, !dbg !151
  br i1 %24, label %25, label %15, !dbg !151, !llvm.loop !155

25:                                               ; preds = %10, %15, %1
  %26 = phi i64 [ 0, %1 ], [ %11, %10 ], [ %22, %15 ], !dbg !145
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !157
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !158
  ret i64 %26, !dbg !159

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %46, %27 ]
  %29 = phi ptr [ %5, %8 ], [ %43, %27 ]
  %30 = phi i32 [ 0, %8 ], [ %47, %27 ]
    #dbg_value(i32 poison, !142, !DIExpression(), !148)
    #dbg_value(i64 %28, !141, !DIExpression(), !145)
  %31 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !152
  store ptr %31, ptr %2, align 8, !dbg !152, !DIAssignID !153
    #dbg_assign(ptr %31, !137, !DIExpression(), !153, ptr %2, !DIExpression(), !145)
  %32 = load i32, ptr %29, align 8, !dbg !152, !tbaa !92
  %33 = sext i32 %32 to i64, !dbg !152
  %34 = add nsw i64 %28, %33, !dbg !154
    #dbg_value(i64 %34, !141, !DIExpression(), !145)
    #dbg_value(i32 poison, !142, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !148)
  %35 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !152
  store ptr %35, ptr %2, align 8, !dbg !152, !DIAssignID !153
    #dbg_assign(ptr %35, !137, !DIExpression(), !153, ptr %2, !DIExpression(), !145)
  %36 = load i32, ptr %31, align 8, !dbg !152, !tbaa !92
  %37 = sext i32 %36 to i64, !dbg !152
  %38 = add nsw i64 %34, %37, !dbg !154
    #dbg_value(i64 %38, !141, !DIExpression(), !145)
    #dbg_value(i32 poison, !142, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !148)
  %39 = getelementptr inbounds i8, ptr %29, i64 24, !dbg !152
  store ptr %39, ptr %2, align 8, !dbg !152, !DIAssignID !153
    #dbg_assign(ptr %39, !137, !DIExpression(), !153, ptr %2, !DIExpression(), !145)
  %40 = load i32, ptr %35, align 8, !dbg !152, !tbaa !92
  %41 = sext i32 %40 to i64, !dbg !152
  %42 = add nsw i64 %38, %41, !dbg !154
    #dbg_value(i64 %42, !141, !DIExpression(), !145)
    #dbg_value(i32 poison, !142, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !148)
  %43 = getelementptr inbounds i8, ptr %29, i64 32, !dbg !152
  store ptr %43, ptr %2, align 8, !dbg !152, !DIAssignID !153
    #dbg_assign(ptr %43, !137, !DIExpression(), !153, ptr %2, !DIExpression(), !145)
  %44 = load i32, ptr %39, align 8, !dbg !152, !tbaa !92
  %45 = sext i32 %44 to i64, !dbg !152
  %46 = add nsw i64 %42, %45, !dbg !154
    #dbg_value(i64 %46, !141, !DIExpression(), !145)
    #dbg_value(i32 poison, !142, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !148)
  %47 = add i32 %30, 4, !dbg !151
  %48 = icmp eq i32 %47, %9, !dbg !151
  br i1 %48, label %10, label %27, !dbg !151, !llvm.loop !160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 !dbg !163 {
  %2 = alloca ptr, align 8, !DIAssignID !181
    #dbg_assign(i1 undef, !168, !DIExpression(), !181, ptr %2, !DIExpression(), !182)
    #dbg_value(ptr @.str.3, !167, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !183
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !184
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !182)
    #dbg_value(ptr @.str.3, !170, !DIExpression(), !185)
  %3 = load ptr, ptr %2, align 8
  br label %4, !dbg !186

4:                                                ; preds = %58, %1
  %5 = phi ptr [ %3, %1 ], [ %59, %58 ]
  %6 = phi ptr [ @.str.3, %1 ], [ %61, %58 ], !dbg !187
  %7 = phi double [ 0.000000e+00, %1 ], [ %60, %58 ], !dbg !188
    #dbg_value(double %7, !169, !DIExpression(), !182)
    #dbg_value(ptr %6, !170, !DIExpression(), !185)
  %8 = load i8, ptr %6, align 1, !dbg !189, !tbaa !190
  switch i8 %8, label %58 [
    i8 0, label %9
    i8 105, label %10
    i8 108, label %15
    i8 100, label %20
    i8 115, label %24
    i8 112, label %38
    i8 116, label %46
  ], !dbg !191

9:                                                ; preds = %4
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !192
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !193
  ret double %7, !dbg !194

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !195
  store ptr %11, ptr %2, align 8, !dbg !195, !DIAssignID !196
    #dbg_assign(ptr %11, !168, !DIExpression(), !196, ptr %2, !DIExpression(), !182)
  %12 = load i32, ptr %5, align 8, !dbg !195, !tbaa !92
  %13 = sitofp i32 %12 to double, !dbg !195
  %14 = fadd double %7, %13, !dbg !197
    #dbg_value(double %14, !169, !DIExpression(), !182)
  br label %58, !dbg !198

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !199
  store ptr %16, ptr %2, align 8, !dbg !199, !DIAssignID !200
    #dbg_assign(ptr %16, !168, !DIExpression(), !200, ptr %2, !DIExpression(), !182)
  %17 = load i64, ptr %5, align 8, !dbg !199, !tbaa !99
  %18 = sitofp i64 %17 to double, !dbg !201
  %19 = fadd double %7, %18, !dbg !202
    #dbg_value(double %19, !169, !DIExpression(), !182)
  br label %58, !dbg !203

20:                                               ; preds = %4
  %21 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !204
  store ptr %21, ptr %2, align 8, !dbg !204, !DIAssignID !205
    #dbg_assign(ptr %21, !168, !DIExpression(), !205, ptr %2, !DIExpression(), !182)
  %22 = load double, ptr %5, align 8, !dbg !204, !tbaa !96
  %23 = fadd double %7, %22, !dbg !206
    #dbg_value(double %23, !169, !DIExpression(), !182)
  br label %58, !dbg !207

24:                                               ; preds = %4
  %25 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !208
  store ptr %25, ptr %2, align 8, !dbg !208, !DIAssignID !209
    #dbg_assign(ptr %25, !168, !DIExpression(), !209, ptr %2, !DIExpression(), !182)
  %26 = load ptr, ptr %5, align 8, !dbg !208, !tbaa !126
    #dbg_value(ptr %26, !172, !DIExpression(), !210)
    #dbg_value(double %7, !169, !DIExpression(), !182)
  %27 = load i8, ptr %26, align 1, !dbg !211, !tbaa !190
  %28 = icmp eq i8 %27, 0, !dbg !212
  br i1 %28, label %58, label %29, !dbg !212

29:                                               ; preds = %24, %29
  %30 = phi i8 [ %36, %29 ], [ %27, %24 ]
  %31 = phi double [ %35, %29 ], [ %7, %24 ]
  %32 = phi ptr [ %33, %29 ], [ %26, %24 ]
    #dbg_value(double %31, !169, !DIExpression(), !182)
    #dbg_value(ptr %32, !172, !DIExpression(), !210)
  %33 = getelementptr inbounds i8, ptr %32, i64 1, !dbg !213
    #dbg_value(ptr %33, !172, !DIExpression(), !210)
  %34 = sitofp i8 %30 to double, !dbg !214
  %35 = fadd double %31, %34, !dbg !215
    #dbg_value(double %35, !169, !DIExpression(), !182)
  %36 = load i8, ptr %33, align 1, !dbg !211, !tbaa !190
  %37 = icmp eq i8 %36, 0, !dbg !212
  br i1 %37, label %58, label %29, !dbg !212, !llvm.loop !216

38:                                               ; preds = %4
  %39 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !217
  store ptr %39, ptr %2, align 8, !dbg !217, !DIAssignID !218
    #dbg_assign(ptr %39, !168, !DIExpression(), !218, ptr %2, !DIExpression(), !182)
  %40 = load ptr, ptr %5, align 8, !dbg !217
  %41 = load i32, ptr %40, align 8, !dbg !217, !tbaa !92
  %42 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !217
  %43 = load double, ptr %42, align 8, !dbg !217, !tbaa !96
    #dbg_value(i32 %41, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !219)
    #dbg_value(i32 poison, !177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !219)
    #dbg_value(double %43, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !219)
  %44 = sitofp i32 %41 to double, !dbg !220
  %45 = call double @llvm.fmuladd.f64(double %44, double %43, double %7), !dbg !221
    #dbg_value(double %45, !169, !DIExpression(), !182)
  br label %58

46:                                               ; preds = %4
  %47 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !222
  store ptr %47, ptr %2, align 8, !dbg !222, !DIAssignID !223
    #dbg_assign(ptr %47, !168, !DIExpression(), !223, ptr %2, !DIExpression(), !182)
  %48 = load ptr, ptr %5, align 8, !dbg !222
  %49 = load i64, ptr %48, align 8, !dbg !222, !tbaa !99
  %50 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !222
  %51 = load i64, ptr %50, align 8, !dbg !222, !tbaa !99
  %52 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !222
  %53 = load i64, ptr %52, align 8, !dbg !222, !tbaa !99
    #dbg_value(i64 %49, !179, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
    #dbg_value(i64 %51, !179, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !224)
    #dbg_value(i64 %53, !179, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !224)
  %54 = sub i64 %49, %51, !dbg !225
  %55 = add nsw i64 %54, %53, !dbg !226
  %56 = sitofp i64 %55 to double, !dbg !227
  %57 = fadd double %7, %56, !dbg !228
    #dbg_value(double %57, !169, !DIExpression(), !182)
  br label %58

58:                                               ; preds = %29, %24, %4, %10, %15, %20, %38, %46
  %59 = phi ptr [ %47, %46 ], [ %39, %38 ], [ %21, %20 ], [ %16, %15 ], [ %11, %10 ], [ %5, %4 ], [ %25, %24 ], [ %25, %29 ]
  %60 = phi double [ %57, %46 ], [ %45, %38 ], [ %23, %20 ], [ %19, %15 ], [ %14, %10 ], [ %7, %4 ], [ %7, %24 ], [ %35, %29 ], !dbg !182
    #dbg_value(double %60, !169, !DIExpression(), !182)
  %61 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !229
    #dbg_value(ptr %61, !170, !DIExpression(), !185)
  br label %4, !dbg !230, !llvm.loop !231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @count_twice(i32 %0, ...) unnamed_addr #2 !dbg !233 {
  %2 = alloca ptr, align 8, !DIAssignID !242
    #dbg_assign(i1 undef, !238, !DIExpression(), !242, ptr %2, !DIExpression(), !243)
  %3 = alloca ptr, align 8, !DIAssignID !244
    #dbg_assign(i1 undef, !239, !DIExpression(), !244, ptr %3, !DIExpression(), !243)
    #dbg_value(i32 4, !237, !DIExpression(), !243)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !245
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !245
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !246
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !247
  %4 = load ptr, ptr %2, align 8, !dbg !248, !tbaa !126
    #dbg_value(i32 4, !249, !DIExpression(), !258)
    #dbg_value(ptr %4, !254, !DIExpression(), !258)
    #dbg_value(i32 0, !255, !DIExpression(), !258)
    #dbg_value(i32 4, !256, !DIExpression(), !260)
  br label %5, !dbg !261

5:                                                ; preds = %5, %1
  %6 = phi i32 [ 0, %1 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %1 ], [ %9, %5 ]
    #dbg_value(i32 %6, !255, !DIExpression(), !258)
    #dbg_value(ptr %7, !254, !DIExpression(), !258)
  %8 = add nuw nsw i32 %6, 1, !dbg !262
    #dbg_value(i32 %8, !255, !DIExpression(), !258)
  %9 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !264
    #dbg_value(ptr %9, !254, !DIExpression(), !258)
  %10 = load i32, ptr %7, align 8, !dbg !264, !tbaa !92
    #dbg_value(i32 %10, !256, !DIExpression(), !260)
  %11 = icmp eq i32 %10, 0, !dbg !265
  br i1 %11, label %12, label %5, !dbg !261, !llvm.loop !266

12:                                               ; preds = %5
    #dbg_value(i32 %8, !240, !DIExpression(), !243)
  %13 = load ptr, ptr %3, align 8, !dbg !268, !tbaa !126
    #dbg_value(i32 4, !249, !DIExpression(), !269)
    #dbg_value(ptr %13, !254, !DIExpression(), !269)
    #dbg_value(i32 0, !255, !DIExpression(), !269)
    #dbg_value(i32 4, !256, !DIExpression(), !271)
  br label %14, !dbg !272

14:                                               ; preds = %14, %12
  %15 = phi i32 [ 0, %12 ], [ %17, %14 ]
  %16 = phi ptr [ %13, %12 ], [ %18, %14 ]
    #dbg_value(i32 %15, !255, !DIExpression(), !269)
    #dbg_value(ptr %16, !254, !DIExpression(), !269)
  %17 = add nuw nsw i32 %15, 1, !dbg !273
    #dbg_value(i32 %17, !255, !DIExpression(), !269)
  %18 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !274
    #dbg_value(ptr %18, !254, !DIExpression(), !269)
  %19 = load i32, ptr %16, align 8, !dbg !274, !tbaa !92
    #dbg_value(i32 %19, !256, !DIExpression(), !271)
  %20 = icmp eq i32 %19, 0, !dbg !275
  br i1 %20, label %21, label %14, !dbg !272, !llvm.loop !276

21:                                               ; preds = %14
    #dbg_value(i32 %17, !241, !DIExpression(), !243)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !278
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !279
  %22 = mul nuw nsw i32 %8, 100, !dbg !280
  %23 = add nuw nsw i32 %17, %22, !dbg !281
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !282
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !282
  ret i32 %23, !dbg !283
}

; Function Attrs: nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !284 {
  %2 = alloca [256 x i8], align 16, !DIAssignID !294
    #dbg_assign(i1 undef, !289, !DIExpression(), !294, ptr %2, !DIExpression(), !295)
  %3 = alloca ptr, align 8, !DIAssignID !296
    #dbg_assign(i1 undef, !293, !DIExpression(), !296, ptr %3, !DIExpression(), !295)
    #dbg_value(ptr @.str.6, !288, !DIExpression(), !295)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10, !dbg !297
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !298
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !299
  %4 = load ptr, ptr %3, align 8, !dbg !300, !tbaa !126
    #dbg_value(ptr %2, !301, !DIExpression(), !312)
    #dbg_value(i64 256, !309, !DIExpression(), !312)
    #dbg_value(ptr @.str.6, !310, !DIExpression(), !312)
    #dbg_value(ptr %4, !311, !DIExpression(), !312)
  %5 = call i32 @__mingw_vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef %4) #10, !dbg !314
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !315
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull %2), !dbg !316
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !317
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10, !dbg !317
  ret void, !dbg !317
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 %0, ...) unnamed_addr #5 !dbg !318 {
  %2 = alloca ptr, align 8, !DIAssignID !327
    #dbg_assign(i1 undef, !323, !DIExpression(), !327, ptr %2, !DIExpression(), !328)
    #dbg_value(i32 10, !322, !DIExpression(), !328)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !329
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !330
    #dbg_value(double 0.000000e+00, !324, !DIExpression(), !328)
    #dbg_value(i32 0, !325, !DIExpression(), !331)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !325, !DIExpression(), !331)
    #dbg_value(double 0.000000e+00, !324, !DIExpression(), !328)
    #dbg_value(i32 0, !325, !DIExpression(), !331)
    #dbg_value(double 0.000000e+00, !324, !DIExpression(), !328)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !332
  store ptr %4, ptr %2, align 8, !dbg !332, !DIAssignID !334
    #dbg_assign(ptr %4, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %5 = load double, ptr %3, align 8, !dbg !332, !tbaa !96
  %6 = fadd double %5, 0.000000e+00, !dbg !335
    #dbg_value(i32 1, !325, !DIExpression(), !331)
    #dbg_value(double %6, !324, !DIExpression(), !328)
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !332
    #dbg_assign(ptr %7, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %8 = load double, ptr %4, align 8, !dbg !332, !tbaa !96
  %9 = call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %6), !dbg !335
    #dbg_value(i32 2, !325, !DIExpression(), !331)
    #dbg_value(double %9, !324, !DIExpression(), !328)
  %10 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !332
    #dbg_assign(ptr %10, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %11 = load double, ptr %7, align 8, !dbg !332, !tbaa !96
  %12 = call double @llvm.fmuladd.f64(double %11, double 3.000000e+00, double %9), !dbg !335
    #dbg_value(i32 3, !325, !DIExpression(), !331)
    #dbg_value(double %12, !324, !DIExpression(), !328)
  %13 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !332
    #dbg_assign(ptr %13, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %14 = load double, ptr %10, align 8, !dbg !332, !tbaa !96
  %15 = call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %12), !dbg !335
    #dbg_value(i32 4, !325, !DIExpression(), !331)
    #dbg_value(double %15, !324, !DIExpression(), !328)
  %16 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !332
    #dbg_assign(ptr %16, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %17 = load double, ptr %13, align 8, !dbg !332, !tbaa !96
  %18 = call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %15), !dbg !335
    #dbg_value(i32 5, !325, !DIExpression(), !331)
    #dbg_value(double %18, !324, !DIExpression(), !328)
  %19 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !332
    #dbg_assign(ptr %19, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %20 = load double, ptr %16, align 8, !dbg !332, !tbaa !96
  %21 = call double @llvm.fmuladd.f64(double %20, double 6.000000e+00, double %18), !dbg !335
    #dbg_value(i32 6, !325, !DIExpression(), !331)
    #dbg_value(double %21, !324, !DIExpression(), !328)
  %22 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !332
    #dbg_assign(ptr %22, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %23 = load double, ptr %19, align 8, !dbg !332, !tbaa !96
  %24 = call double @llvm.fmuladd.f64(double %23, double 7.000000e+00, double %21), !dbg !335
    #dbg_value(i32 7, !325, !DIExpression(), !331)
    #dbg_value(double %24, !324, !DIExpression(), !328)
  %25 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !332
    #dbg_assign(ptr %25, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %26 = load double, ptr %22, align 8, !dbg !332, !tbaa !96
  %27 = call double @llvm.fmuladd.f64(double %26, double 8.000000e+00, double %24), !dbg !335
    #dbg_value(i32 8, !325, !DIExpression(), !331)
    #dbg_value(double %27, !324, !DIExpression(), !328)
  %28 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !332
    #dbg_assign(ptr %28, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %29 = load double, ptr %25, align 8, !dbg !332, !tbaa !96
  %30 = call double @llvm.fmuladd.f64(double %29, double 9.000000e+00, double %27), !dbg !335
    #dbg_value(i32 9, !325, !DIExpression(), !331)
    #dbg_value(double %30, !324, !DIExpression(), !328)
  %31 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !332
  store ptr %31, ptr %2, align 8, !dbg !332, !DIAssignID !334
    #dbg_assign(ptr %31, !323, !DIExpression(), !334, ptr %2, !DIExpression(), !328)
  %32 = load double, ptr %28, align 8, !dbg !332, !tbaa !96
  %33 = call double @llvm.fmuladd.f64(double %32, double 1.000000e+01, double %30), !dbg !335
    #dbg_value(i32 10, !325, !DIExpression(), !331)
    #dbg_value(double %33, !324, !DIExpression(), !328)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !336
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !337
  ret double %33, !dbg !338
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare !dbg !339 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !356 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

declare !dbg !360 dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/varargs.c", directory: ".")
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
!56 = !{i32 7, !"Dwarf Version", i32 4}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 2}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 71, column: 33, scope: !64)
!85 = !DILocation(line: 71, column: 5, scope: !64)
!86 = !DILocation(line: 72, column: 38, scope: !64)
!87 = !DILocation(line: 72, column: 5, scope: !64)
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 75, column: 30, scope: !64)
!91 = !{i64 0, i64 4, !92, i64 8, i64 8, !96}
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !{!97, !97, i64 0}
!97 = !{!"double", !94, i64 0}
!98 = !{i64 0, i64 8, !99, i64 8, i64 8, !99, i64 16, i64 8, !99}
!99 = !{!100, !100, i64 0}
!100 = !{!"long long", !94, i64 0}
!101 = !DILocation(line: 75, column: 5, scope: !64)
!102 = !DILocation(line: 76, column: 34, scope: !64)
!103 = !DILocation(line: 76, column: 5, scope: !64)
!104 = !DILocation(line: 77, column: 5, scope: !64)
!105 = !DILocation(line: 78, column: 37, scope: !64)
!106 = !DILocation(line: 78, column: 5, scope: !64)
!107 = !DILocation(line: 79, column: 5, scope: !64)
!108 = distinct !DISubprogram(name: "printf", scope: !109, file: !109, line: 368, type: !110, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !114)
!109 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!110 = !DISubroutineType(cc: DW_CC_nocall, types: !111)
!111 = !{!67, !112, null}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!114 = !{!115, !116, !117}
!115 = !DILocalVariable(name: "__format", arg: 1, scope: !108, file: !109, line: 368, type: !112)
!116 = !DILocalVariable(name: "__retval", scope: !108, file: !109, line: 370, type: !67)
!117 = !DILocalVariable(name: "__local_argv", scope: !108, file: !109, line: 371, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !108)
!122 = !DILocation(line: 371, column: 3, scope: !108)
!123 = !DILocation(line: 371, column: 35, scope: !108)
!124 = !DILocation(line: 372, column: 32, scope: !108)
!125 = !DILocation(line: 372, column: 50, scope: !108)
!126 = !{!127, !127, i64 0}
!127 = !{!"any pointer", !94, i64 0}
!128 = !DILocation(line: 372, column: 14, scope: !108)
!129 = !DILocation(line: 373, column: 3, scope: !108)
!130 = !DILocation(line: 375, column: 1, scope: !108)
!131 = !DILocation(line: 374, column: 3, scope: !108)
!132 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 8, type: !133, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!78, !67, null}
!135 = !{!136, !137, !141, !142}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !132, file: !2, line: 8, type: !67)
!137 = !DILocalVariable(name: "ap", scope: !132, file: !2, line: 9, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !139, line: 31, baseType: !140)
!139 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !139, line: 24, baseType: !118)
!141 = !DILocalVariable(name: "s", scope: !132, file: !2, line: 11, type: !78)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 12, type: !67)
!143 = distinct !DILexicalBlock(scope: !132, file: !2, line: 12, column: 5)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !132)
!146 = !DILocation(line: 9, column: 5, scope: !132)
!147 = !DILocation(line: 10, column: 5, scope: !132)
!148 = !DILocation(line: 0, scope: !143)
!149 = !DILocation(line: 12, column: 23, scope: !150)
!150 = distinct !DILexicalBlock(scope: !143, file: !2, line: 12, column: 5)
!151 = !DILocation(line: 12, column: 5, scope: !143)
!152 = !DILocation(line: 12, column: 38, scope: !150)
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 12, column: 35, scope: !150)
!155 = distinct !{!155, !156}
!156 = !{!"llvm.loop.unroll.disable"}
!157 = !DILocation(line: 13, column: 5, scope: !132)
!158 = !DILocation(line: 15, column: 1, scope: !132)
!159 = !DILocation(line: 14, column: 5, scope: !132)
!160 = distinct !{!160, !151, !161, !162}
!161 = !DILocation(line: 12, column: 38, scope: !143)
!162 = !{!"llvm.loop.mustprogress"}
!163 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 17, type: !164, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!54, !112, null}
!166 = !{!167, !168, !169, !170, !172, !177, !179}
!167 = !DILocalVariable(name: "fmt", arg: 1, scope: !163, file: !2, line: 17, type: !112)
!168 = !DILocalVariable(name: "ap", scope: !163, file: !2, line: 18, type: !138)
!169 = !DILocalVariable(name: "acc", scope: !163, file: !2, line: 20, type: !54)
!170 = !DILocalVariable(name: "p", scope: !171, file: !2, line: 21, type: !112)
!171 = distinct !DILexicalBlock(scope: !163, file: !2, line: 21, column: 5)
!172 = !DILocalVariable(name: "s", scope: !173, file: !2, line: 26, type: !112)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 26, column: 19)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 22, column: 21)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 21, column: 40)
!176 = distinct !DILexicalBlock(scope: !171, file: !2, line: 21, column: 5)
!177 = !DILocalVariable(name: "pr", scope: !178, file: !2, line: 27, type: !70)
!178 = distinct !DILexicalBlock(scope: !174, file: !2, line: 27, column: 19)
!179 = !DILocalVariable(name: "t", scope: !180, file: !2, line: 28, type: !75)
!180 = distinct !DILexicalBlock(scope: !174, file: !2, line: 28, column: 19)
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 0, scope: !163)
!183 = !DILocation(line: 18, column: 5, scope: !163)
!184 = !DILocation(line: 19, column: 5, scope: !163)
!185 = !DILocation(line: 0, scope: !171)
!186 = !DILocation(line: 21, column: 10, scope: !171)
!187 = !DILocation(line: 21, scope: !171)
!188 = !DILocation(line: 20, column: 12, scope: !163)
!189 = !DILocation(line: 21, column: 31, scope: !176)
!190 = !{!94, !94, i64 0}
!191 = !DILocation(line: 21, column: 5, scope: !171)
!192 = !DILocation(line: 31, column: 5, scope: !163)
!193 = !DILocation(line: 33, column: 1, scope: !163)
!194 = !DILocation(line: 32, column: 5, scope: !163)
!195 = !DILocation(line: 23, column: 26, scope: !174)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 23, column: 23, scope: !174)
!198 = !DILocation(line: 23, column: 43, scope: !174)
!199 = !DILocation(line: 24, column: 34, scope: !174)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 24, column: 26, scope: !174)
!202 = !DILocation(line: 24, column: 23, scope: !174)
!203 = !DILocation(line: 24, column: 57, scope: !174)
!204 = !DILocation(line: 25, column: 26, scope: !174)
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 25, column: 23, scope: !174)
!207 = !DILocation(line: 25, column: 46, scope: !174)
!208 = !DILocation(line: 26, column: 37, scope: !173)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 0, scope: !173)
!211 = !DILocation(line: 26, column: 70, scope: !173)
!212 = !DILocation(line: 26, column: 63, scope: !173)
!213 = !DILocation(line: 26, column: 83, scope: !173)
!214 = !DILocation(line: 26, column: 81, scope: !173)
!215 = !DILocation(line: 26, column: 78, scope: !173)
!216 = distinct !{!216, !212, !213, !162}
!217 = !DILocation(line: 27, column: 38, scope: !178)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 0, scope: !178)
!220 = !DILocation(line: 27, column: 70, scope: !178)
!221 = !DILocation(line: 27, column: 67, scope: !178)
!222 = !DILocation(line: 28, column: 38, scope: !180)
!223 = distinct !DIAssignID()
!224 = !DILocation(line: 0, scope: !180)
!225 = !DILocation(line: 28, column: 84, scope: !180)
!226 = !DILocation(line: 28, column: 90, scope: !180)
!227 = !DILocation(line: 28, column: 71, scope: !180)
!228 = !DILocation(line: 28, column: 68, scope: !180)
!229 = !DILocation(line: 21, column: 36, scope: !176)
!230 = !DILocation(line: 21, column: 5, scope: !176)
!231 = distinct !{!231, !191, !232, !162}
!232 = !DILocation(line: 30, column: 5, scope: !171)
!233 = distinct !DISubprogram(name: "count_twice", scope: !2, file: !2, line: 41, type: !234, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!67, !67, null}
!236 = !{!237, !238, !239, !240, !241}
!237 = !DILocalVariable(name: "first", arg: 1, scope: !233, file: !2, line: 41, type: !67)
!238 = !DILocalVariable(name: "ap", scope: !233, file: !2, line: 42, type: !138)
!239 = !DILocalVariable(name: "ap2", scope: !233, file: !2, line: 42, type: !138)
!240 = !DILocalVariable(name: "a", scope: !233, file: !2, line: 45, type: !67)
!241 = !DILocalVariable(name: "b", scope: !233, file: !2, line: 46, type: !67)
!242 = distinct !DIAssignID()
!243 = !DILocation(line: 0, scope: !233)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 42, column: 5, scope: !233)
!246 = !DILocation(line: 43, column: 5, scope: !233)
!247 = !DILocation(line: 44, column: 5, scope: !233)
!248 = !DILocation(line: 45, column: 27, scope: !233)
!249 = !DILocalVariable(name: "first", arg: 1, scope: !250, file: !2, line: 35, type: !67)
!250 = distinct !DISubprogram(name: "vcount", scope: !2, file: !2, line: 35, type: !251, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!67, !67, !138}
!253 = !{!249, !254, !255, !256}
!254 = !DILocalVariable(name: "ap", arg: 2, scope: !250, file: !2, line: 35, type: !138)
!255 = !DILocalVariable(name: "count", scope: !250, file: !2, line: 36, type: !67)
!256 = !DILocalVariable(name: "v", scope: !257, file: !2, line: 37, type: !67)
!257 = distinct !DILexicalBlock(scope: !250, file: !2, line: 37, column: 5)
!258 = !DILocation(line: 0, scope: !250, inlinedAt: !259)
!259 = distinct !DILocation(line: 45, column: 13, scope: !233)
!260 = !DILocation(line: 0, scope: !257, inlinedAt: !259)
!261 = !DILocation(line: 37, column: 5, scope: !257, inlinedAt: !259)
!262 = !DILocation(line: 37, column: 59, scope: !263, inlinedAt: !259)
!263 = distinct !DILexicalBlock(scope: !257, file: !2, line: 37, column: 5)
!264 = !DILocation(line: 37, column: 37, scope: !263, inlinedAt: !259)
!265 = !DILocation(line: 37, column: 27, scope: !263, inlinedAt: !259)
!266 = distinct !{!266, !261, !267, !162}
!267 = !DILocation(line: 37, column: 59, scope: !257, inlinedAt: !259)
!268 = !DILocation(line: 46, column: 27, scope: !233)
!269 = !DILocation(line: 0, scope: !250, inlinedAt: !270)
!270 = distinct !DILocation(line: 46, column: 13, scope: !233)
!271 = !DILocation(line: 0, scope: !257, inlinedAt: !270)
!272 = !DILocation(line: 37, column: 5, scope: !257, inlinedAt: !270)
!273 = !DILocation(line: 37, column: 59, scope: !263, inlinedAt: !270)
!274 = !DILocation(line: 37, column: 37, scope: !263, inlinedAt: !270)
!275 = !DILocation(line: 37, column: 27, scope: !263, inlinedAt: !270)
!276 = distinct !{!276, !272, !277, !162}
!277 = !DILocation(line: 37, column: 59, scope: !257, inlinedAt: !270)
!278 = !DILocation(line: 47, column: 5, scope: !233)
!279 = !DILocation(line: 48, column: 5, scope: !233)
!280 = !DILocation(line: 49, column: 14, scope: !233)
!281 = !DILocation(line: 49, column: 20, scope: !233)
!282 = !DILocation(line: 50, column: 1, scope: !233)
!283 = !DILocation(line: 49, column: 5, scope: !233)
!284 = distinct !DISubprogram(name: "my_printf", scope: !2, file: !2, line: 52, type: !285, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !112, null}
!287 = !{!288, !289, !293}
!288 = !DILocalVariable(name: "fmt", arg: 1, scope: !284, file: !2, line: 52, type: !112)
!289 = !DILocalVariable(name: "buf", scope: !284, file: !2, line: 53, type: !290)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !291)
!291 = !{!292}
!292 = !DISubrange(count: 256)
!293 = !DILocalVariable(name: "ap", scope: !284, file: !2, line: 54, type: !138)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !284)
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 53, column: 5, scope: !284)
!298 = !DILocation(line: 54, column: 5, scope: !284)
!299 = !DILocation(line: 55, column: 5, scope: !284)
!300 = !DILocation(line: 56, column: 37, scope: !284)
!301 = !DILocalVariable(name: "__stream", arg: 1, scope: !302, file: !109, line: 464, type: !119)
!302 = distinct !DISubprogram(name: "vsnprintf", scope: !109, file: !109, line: 464, type: !303, scopeLine: 465, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !308)
!303 = !DISubroutineType(cc: DW_CC_nocall, types: !304)
!304 = !{!67, !119, !305, !112, !118}
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !306, line: 35, baseType: !307)
!306 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!307 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!308 = !{!301, !309, !310, !311}
!309 = !DILocalVariable(name: "__n", arg: 2, scope: !302, file: !109, line: 464, type: !305)
!310 = !DILocalVariable(name: "__format", arg: 3, scope: !302, file: !109, line: 464, type: !112)
!311 = !DILocalVariable(name: "__local_argv", arg: 4, scope: !302, file: !109, line: 464, type: !118)
!312 = !DILocation(line: 0, scope: !302, inlinedAt: !313)
!313 = distinct !DILocation(line: 56, column: 5, scope: !284)
!314 = !DILocation(line: 469, column: 10, scope: !302, inlinedAt: !313)
!315 = !DILocation(line: 57, column: 5, scope: !284)
!316 = !DILocation(line: 58, column: 5, scope: !284)
!317 = !DILocation(line: 59, column: 1, scope: !284)
!318 = distinct !DISubprogram(name: "many_doubles", scope: !2, file: !2, line: 61, type: !319, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !321)
!319 = !DISubroutineType(types: !320)
!320 = !{!54, !67, null}
!321 = !{!322, !323, !324, !325}
!322 = !DILocalVariable(name: "n", arg: 1, scope: !318, file: !2, line: 61, type: !67)
!323 = !DILocalVariable(name: "ap", scope: !318, file: !2, line: 62, type: !138)
!324 = !DILocalVariable(name: "s", scope: !318, file: !2, line: 64, type: !54)
!325 = !DILocalVariable(name: "i", scope: !326, file: !2, line: 65, type: !67)
!326 = distinct !DILexicalBlock(scope: !318, file: !2, line: 65, column: 5)
!327 = distinct !DIAssignID()
!328 = !DILocation(line: 0, scope: !318)
!329 = !DILocation(line: 62, column: 5, scope: !318)
!330 = !DILocation(line: 63, column: 5, scope: !318)
!331 = !DILocation(line: 0, scope: !326)
!332 = !DILocation(line: 65, column: 38, scope: !333)
!333 = distinct !DILexicalBlock(scope: !326, file: !2, line: 65, column: 5)
!334 = distinct !DIAssignID()
!335 = !DILocation(line: 65, column: 35, scope: !333)
!336 = !DILocation(line: 66, column: 5, scope: !318)
!337 = !DILocation(line: 68, column: 1, scope: !318)
!338 = !DILocation(line: 67, column: 5, scope: !318)
!339 = !DISubprogram(name: "__mingw_vfprintf", scope: !109, file: !109, line: 193, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!67, !342, !355, !138}
!342 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !343)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !109, line: 47, baseType: !345)
!345 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !109, line: 33, size: 384, align: 64, elements: !346)
!346 = !{!347, !348, !349, !350, !351, !352, !353, !354}
!347 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !345, file: !109, line: 37, baseType: !119, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !345, file: !109, line: 38, baseType: !67, size: 32, offset: 64)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !345, file: !109, line: 39, baseType: !119, size: 64, offset: 128)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !345, file: !109, line: 40, baseType: !67, size: 32, offset: 192)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !345, file: !109, line: 41, baseType: !67, size: 32, offset: 224)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !345, file: !109, line: 42, baseType: !67, size: 32, offset: 256)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !345, file: !109, line: 43, baseType: !67, size: 32, offset: 288)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !345, file: !109, line: 44, baseType: !119, size: 64, offset: 320)
!355 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!356 = !DISubprogram(name: "__acrt_iob_func", scope: !109, file: !109, line: 93, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!343, !359}
!359 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!360 = !DISubprogram(name: "__mingw_vsnprintf", scope: !109, file: !109, line: 177, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{!67, !363, !305, !355, !138}
!363 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
