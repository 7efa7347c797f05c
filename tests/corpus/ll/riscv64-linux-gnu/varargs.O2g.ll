; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Three = type { i64, i64, i64 }

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !68 {
    #dbg_assign(i1 undef, !78, !DIExpression(), !85, ptr @__const.main.th, !DIExpression(), !86)
  %1 = alloca %struct.Three, align 8
  %2 = tail call i64 (i32, ...) @sum_ints(i32 noundef signext 5, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5), !dbg !87
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !88
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef signext 12, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 3, i32 noundef signext -4, i32 noundef signext 5, i32 noundef signext -6, i32 noundef signext 7, i32 noundef signext -8, i32 noundef signext 9, i32 noundef signext -10, i32 noundef signext 11, i32 noundef signext 1000), !dbg !89
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4), !dbg !90
    #dbg_value(i64 3, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !86)
    #dbg_value(i64 4612811918334230528, !73, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !86)
    #dbg_assign(i1 undef, !78, !DIExpression(), !91, ptr @__const.main.th, !DIExpression(), !86)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8, !dbg !92
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.th, i64 24, i1 false), !dbg !92, !tbaa.struct !93
  %6 = call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef signext 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, [2 x i64] [i64 3, i64 4612811918334230528], ptr noundef nonnull %1, double noundef -1.250000e+00), !dbg !92
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8, !dbg !92
  %7 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6), !dbg !98
  %8 = call signext i32 (i32, ...) @count_twice(i32 signext poison, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 0), !dbg !99
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %8), !dbg !100
  call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef signext 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef signext 122, i64 noundef -9876543210), !dbg !101
  %10 = call double (i32, ...) @many_doubles(i32 signext poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01), !dbg !102
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %10), !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: nofree nounwind
declare !dbg !105 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #2 !dbg !112 {
  %2 = alloca ptr, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !117, !DIExpression(), !125, ptr %2, !DIExpression(), !126)
    #dbg_value(i32 %0, !116, !DIExpression(), !126)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !127
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !128
    #dbg_value(i64 0, !122, !DIExpression(), !126)
    #dbg_value(i32 0, !123, !DIExpression(), !129)
    #dbg_value(i32 0, !123, !DIExpression(), !129)
    #dbg_value(i64 0, !122, !DIExpression(), !126)
  %3 = icmp sgt i32 %0, 0, !dbg !130
  br i1 %3, label %4, label %6, !dbg !132

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %8, !dbg !132

6:                                                ; preds = %8, %1
  %7 = phi i64 [ 0, %1 ], [ %15, %8 ], !dbg !126
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !133
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !134
  ret i64 %7, !dbg !135

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %16, %8 ], [ 0, %4 ]
  %10 = phi i64 [ %15, %8 ], [ 0, %4 ]
  %11 = phi ptr [ %12, %8 ], [ %5, %4 ]
    #dbg_value(i32 %9, !123, !DIExpression(), !129)
    #dbg_value(i64 %10, !122, !DIExpression(), !126)
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !136
  store ptr %12, ptr %2, align 8, !dbg !136, !DIAssignID !137
    #dbg_assign(ptr %12, !117, !DIExpression(), !137, ptr %2, !DIExpression(), !126)
  %13 = load i32, ptr %11, align 8, !dbg !136, !tbaa !138
  %14 = sext i32 %13 to i64, !dbg !136
  %15 = add nsw i64 %10, %14, !dbg !140
    #dbg_value(i64 %15, !122, !DIExpression(), !126)
  %16 = add nuw nsw i32 %9, 1, !dbg !141
    #dbg_value(i32 %16, !123, !DIExpression(), !129)
  %17 = icmp eq i32 %16, %0, !dbg !130
  br i1 %17, label %6, label %8, !dbg !132, !llvm.loop !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 !dbg !145 {
  %2 = alloca ptr, align 8, !DIAssignID !163
    #dbg_assign(i1 undef, !150, !DIExpression(), !163, ptr %2, !DIExpression(), !164)
    #dbg_value(ptr @.str.3, !149, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !165
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !166
    #dbg_value(double 0.000000e+00, !151, !DIExpression(), !164)
    #dbg_value(ptr @.str.3, !152, !DIExpression(), !167)
  %3 = load ptr, ptr %2, align 8
  br label %4, !dbg !168

4:                                                ; preds = %57, %1
  %5 = phi ptr [ %3, %1 ], [ %58, %57 ]
  %6 = phi ptr [ @.str.3, %1 ], [ %60, %57 ], !dbg !169
  %7 = phi double [ 0.000000e+00, %1 ], [ %59, %57 ], !dbg !170
    #dbg_value(double %7, !151, !DIExpression(), !164)
    #dbg_value(ptr %6, !152, !DIExpression(), !167)
  %8 = load i8, ptr %6, align 1, !dbg !171, !tbaa !172
  switch i8 %8, label %57 [
    i8 0, label %9
    i8 105, label %10
    i8 108, label %15
    i8 100, label %20
    i8 115, label %24
    i8 112, label %38
    i8 116, label %45
  ], !dbg !173

9:                                                ; preds = %4
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !175
  ret double %7, !dbg !176

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !177
  store ptr %11, ptr %2, align 8, !dbg !177, !DIAssignID !178
    #dbg_assign(ptr %11, !150, !DIExpression(), !178, ptr %2, !DIExpression(), !164)
  %12 = load i32, ptr %5, align 8, !dbg !177, !tbaa !138
  %13 = sitofp i32 %12 to double, !dbg !177
  %14 = fadd double %7, %13, !dbg !179
    #dbg_value(double %14, !151, !DIExpression(), !164)
  br label %57, !dbg !180

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !181
  store ptr %16, ptr %2, align 8, !dbg !181, !DIAssignID !182
    #dbg_assign(ptr %16, !150, !DIExpression(), !182, ptr %2, !DIExpression(), !164)
  %17 = load i64, ptr %5, align 8, !dbg !181, !tbaa !94
  %18 = sitofp i64 %17 to double, !dbg !183
  %19 = fadd double %7, %18, !dbg !184
    #dbg_value(double %19, !151, !DIExpression(), !164)
  br label %57, !dbg !185

20:                                               ; preds = %4
  %21 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !186
  store ptr %21, ptr %2, align 8, !dbg !186, !DIAssignID !187
    #dbg_assign(ptr %21, !150, !DIExpression(), !187, ptr %2, !DIExpression(), !164)
  %22 = load double, ptr %5, align 8, !dbg !186, !tbaa !188
  %23 = fadd double %7, %22, !dbg !190
    #dbg_value(double %23, !151, !DIExpression(), !164)
  br label %57, !dbg !191

24:                                               ; preds = %4
  %25 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !192
  store ptr %25, ptr %2, align 8, !dbg !192, !DIAssignID !193
    #dbg_assign(ptr %25, !150, !DIExpression(), !193, ptr %2, !DIExpression(), !164)
  %26 = load ptr, ptr %5, align 8, !dbg !192, !tbaa !194
    #dbg_value(ptr %26, !154, !DIExpression(), !196)
    #dbg_value(double %7, !151, !DIExpression(), !164)
  %27 = load i8, ptr %26, align 1, !dbg !197, !tbaa !172
  %28 = icmp eq i8 %27, 0, !dbg !198
  br i1 %28, label %57, label %29, !dbg !198

29:                                               ; preds = %24, %29
  %30 = phi i8 [ %36, %29 ], [ %27, %24 ]
  %31 = phi double [ %35, %29 ], [ %7, %24 ]
  %32 = phi ptr [ %33, %29 ], [ %26, %24 ]
    #dbg_value(double %31, !151, !DIExpression(), !164)
    #dbg_value(ptr %32, !154, !DIExpression(), !196)
  %33 = getelementptr inbounds i8, ptr %32, i64 1, !dbg !199
    #dbg_value(ptr %33, !154, !DIExpression(), !196)
  %34 = uitofp i8 %30 to double, !dbg !200
  %35 = fadd double %31, %34, !dbg !201
    #dbg_value(double %35, !151, !DIExpression(), !164)
  %36 = load i8, ptr %33, align 1, !dbg !197, !tbaa !172
  %37 = icmp eq i8 %36, 0, !dbg !198
  br i1 %37, label %57, label %29, !dbg !198, !llvm.loop !202

38:                                               ; preds = %4
  %39 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !203
  store ptr %39, ptr %2, align 8, !dbg !203, !DIAssignID !204
    #dbg_assign(ptr %39, !150, !DIExpression(), !204, ptr %2, !DIExpression(), !164)
  %40 = load i32, ptr %5, align 8, !dbg !203, !tbaa !138
  %41 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !203
  %42 = load double, ptr %41, align 8, !dbg !203, !tbaa !188
    #dbg_value(i32 %40, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !205)
    #dbg_value(i32 poison, !159, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !205)
    #dbg_value(double %42, !159, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !205)
  %43 = sitofp i32 %40 to double, !dbg !206
  %44 = call double @llvm.fmuladd.f64(double %43, double %42, double %7), !dbg !207
    #dbg_value(double %44, !151, !DIExpression(), !164)
  br label %57

45:                                               ; preds = %4
  %46 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !208
  store ptr %46, ptr %2, align 8, !dbg !208, !DIAssignID !209
    #dbg_assign(ptr %46, !150, !DIExpression(), !209, ptr %2, !DIExpression(), !164)
  %47 = load ptr, ptr %5, align 8, !dbg !208
  %48 = load i64, ptr %47, align 8, !dbg !208, !tbaa !94
  %49 = getelementptr inbounds i8, ptr %47, i64 8, !dbg !208
  %50 = load i64, ptr %49, align 8, !dbg !208, !tbaa !94
  %51 = getelementptr inbounds i8, ptr %47, i64 16, !dbg !208
  %52 = load i64, ptr %51, align 8, !dbg !208, !tbaa !94
    #dbg_value(i64 %48, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(i64 %50, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 %52, !161, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !210)
  %53 = sub i64 %48, %50, !dbg !211
  %54 = add nsw i64 %53, %52, !dbg !212
  %55 = sitofp i64 %54 to double, !dbg !213
  %56 = fadd double %7, %55, !dbg !214
    #dbg_value(double %56, !151, !DIExpression(), !164)
  br label %57

57:                                               ; preds = %29, %24, %4, %10, %15, %20, %38, %45
  %58 = phi ptr [ %46, %45 ], [ %39, %38 ], [ %21, %20 ], [ %16, %15 ], [ %11, %10 ], [ %5, %4 ], [ %25, %24 ], [ %25, %29 ]
  %59 = phi double [ %56, %45 ], [ %44, %38 ], [ %23, %20 ], [ %19, %15 ], [ %14, %10 ], [ %7, %4 ], [ %7, %24 ], [ %35, %29 ], !dbg !164
    #dbg_value(double %59, !151, !DIExpression(), !164)
  %60 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !215
    #dbg_value(ptr %60, !152, !DIExpression(), !167)
  br label %4, !dbg !216, !llvm.loop !217
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal signext i32 @count_twice(i32 signext %0, ...) unnamed_addr #2 !dbg !219 {
  %2 = alloca ptr, align 8, !DIAssignID !228
    #dbg_assign(i1 undef, !224, !DIExpression(), !228, ptr %2, !DIExpression(), !229)
  %3 = alloca ptr, align 8, !DIAssignID !230
    #dbg_assign(i1 undef, !225, !DIExpression(), !230, ptr %3, !DIExpression(), !229)
    #dbg_value(i32 4, !223, !DIExpression(), !229)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !231
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !232
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !233
  %4 = load ptr, ptr %2, align 8, !dbg !234, !tbaa !194
    #dbg_value(i32 4, !235, !DIExpression(), !244)
    #dbg_value(ptr %4, !240, !DIExpression(), !244)
    #dbg_value(i32 0, !241, !DIExpression(), !244)
    #dbg_value(i32 4, !242, !DIExpression(), !246)
  br label %5, !dbg !247

5:                                                ; preds = %5, %1
  %6 = phi i32 [ 0, %1 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %1 ], [ %9, %5 ]
    #dbg_value(i32 %6, !241, !DIExpression(), !244)
    #dbg_value(ptr %7, !240, !DIExpression(), !244)
  %8 = add nuw nsw i32 %6, 1, !dbg !248
    #dbg_value(i32 %8, !241, !DIExpression(), !244)
  %9 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !250
    #dbg_value(ptr %9, !240, !DIExpression(), !244)
  %10 = load i32, ptr %7, align 8, !dbg !250, !tbaa !138
    #dbg_value(i32 %10, !242, !DIExpression(), !246)
  %11 = icmp eq i32 %10, 0, !dbg !251
  br i1 %11, label %12, label %5, !dbg !247, !llvm.loop !252

12:                                               ; preds = %5
    #dbg_value(i32 %8, !226, !DIExpression(), !229)
  %13 = load ptr, ptr %3, align 8, !dbg !254, !tbaa !194
    #dbg_value(i32 4, !235, !DIExpression(), !255)
    #dbg_value(ptr %13, !240, !DIExpression(), !255)
    #dbg_value(i32 0, !241, !DIExpression(), !255)
    #dbg_value(i32 4, !242, !DIExpression(), !257)
  br label %14, !dbg !258

14:                                               ; preds = %14, %12
  %15 = phi i32 [ 0, %12 ], [ %17, %14 ]
  %16 = phi ptr [ %13, %12 ], [ %18, %14 ]
    #dbg_value(i32 %15, !241, !DIExpression(), !255)
    #dbg_value(ptr %16, !240, !DIExpression(), !255)
  %17 = add nuw nsw i32 %15, 1, !dbg !259
    #dbg_value(i32 %17, !241, !DIExpression(), !255)
  %18 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !260
    #dbg_value(ptr %18, !240, !DIExpression(), !255)
  %19 = load i32, ptr %16, align 8, !dbg !260, !tbaa !138
    #dbg_value(i32 %19, !242, !DIExpression(), !257)
  %20 = icmp eq i32 %19, 0, !dbg !261
  br i1 %20, label %21, label %14, !dbg !258, !llvm.loop !262

21:                                               ; preds = %14
    #dbg_value(i32 %17, !227, !DIExpression(), !229)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !264
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !265
  %22 = mul nuw nsw i32 %8, 100, !dbg !266
  %23 = add nuw nsw i32 %17, %22, !dbg !267
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !268
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !268
  ret i32 %23, !dbg !269
}

; Function Attrs: nofree nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !270 {
  %2 = alloca [256 x i8], align 1, !DIAssignID !280
    #dbg_assign(i1 undef, !275, !DIExpression(), !280, ptr %2, !DIExpression(), !281)
  %3 = alloca ptr, align 8, !DIAssignID !282
    #dbg_assign(i1 undef, !279, !DIExpression(), !282, ptr %3, !DIExpression(), !281)
    #dbg_value(ptr @.str.6, !274, !DIExpression(), !281)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8, !dbg !283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !284
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !285
  %4 = load ptr, ptr %3, align 8, !dbg !286, !tbaa !194
  %5 = call signext i32 @vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef %4) #8, !dbg !287
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !288
  %6 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2), !dbg !289
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !290
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8, !dbg !290
  ret void, !dbg !290
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 signext %0, ...) unnamed_addr #5 !dbg !291 {
  %2 = alloca ptr, align 8, !DIAssignID !300
    #dbg_assign(i1 undef, !296, !DIExpression(), !300, ptr %2, !DIExpression(), !301)
    #dbg_value(i32 10, !295, !DIExpression(), !301)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !302
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !303
    #dbg_value(double 0.000000e+00, !297, !DIExpression(), !301)
    #dbg_value(i32 0, !298, !DIExpression(), !304)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !298, !DIExpression(), !304)
    #dbg_value(double 0.000000e+00, !297, !DIExpression(), !301)
    #dbg_value(i32 0, !298, !DIExpression(), !304)
    #dbg_value(double 0.000000e+00, !297, !DIExpression(), !301)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !305
  store ptr %4, ptr %2, align 8, !dbg !305, !DIAssignID !307
    #dbg_assign(ptr %4, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %5 = load double, ptr %3, align 8, !dbg !305, !tbaa !188
  %6 = fadd double %5, 0.000000e+00, !dbg !308
    #dbg_value(i32 1, !298, !DIExpression(), !304)
    #dbg_value(double %6, !297, !DIExpression(), !301)
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !305
    #dbg_assign(ptr %7, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %8 = load double, ptr %4, align 8, !dbg !305, !tbaa !188
  %9 = call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %6), !dbg !308
    #dbg_value(i32 2, !298, !DIExpression(), !304)
    #dbg_value(double %9, !297, !DIExpression(), !301)
  %10 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !305
    #dbg_assign(ptr %10, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %11 = load double, ptr %7, align 8, !dbg !305, !tbaa !188
  %12 = call double @llvm.fmuladd.f64(double %11, double 3.000000e+00, double %9), !dbg !308
    #dbg_value(i32 3, !298, !DIExpression(), !304)
    #dbg_value(double %12, !297, !DIExpression(), !301)
  %13 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !305
    #dbg_assign(ptr %13, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %14 = load double, ptr %10, align 8, !dbg !305, !tbaa !188
  %15 = call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %12), !dbg !308
    #dbg_value(i32 4, !298, !DIExpression(), !304)
    #dbg_value(double %15, !297, !DIExpression(), !301)
  %16 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !305
    #dbg_assign(ptr %16, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %17 = load double, ptr %13, align 8, !dbg !305, !tbaa !188
  %18 = call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %15), !dbg !308
    #dbg_value(i32 5, !298, !DIExpression(), !304)
    #dbg_value(double %18, !297, !DIExpression(), !301)
  %19 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !305
    #dbg_assign(ptr %19, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %20 = load double, ptr %16, align 8, !dbg !305, !tbaa !188
  %21 = call double @llvm.fmuladd.f64(double %20, double 6.000000e+00, double %18), !dbg !308
    #dbg_value(i32 6, !298, !DIExpression(), !304)
    #dbg_value(double %21, !297, !DIExpression(), !301)
  %22 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !305
    #dbg_assign(ptr %22, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %23 = load double, ptr %19, align 8, !dbg !305, !tbaa !188
  %24 = call double @llvm.fmuladd.f64(double %23, double 7.000000e+00, double %21), !dbg !308
    #dbg_value(i32 7, !298, !DIExpression(), !304)
    #dbg_value(double %24, !297, !DIExpression(), !301)
  %25 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !305
    #dbg_assign(ptr %25, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %26 = load double, ptr %22, align 8, !dbg !305, !tbaa !188
  %27 = call double @llvm.fmuladd.f64(double %26, double 8.000000e+00, double %24), !dbg !308
    #dbg_value(i32 8, !298, !DIExpression(), !304)
    #dbg_value(double %27, !297, !DIExpression(), !301)
  %28 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !305
    #dbg_assign(ptr %28, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %29 = load double, ptr %25, align 8, !dbg !305, !tbaa !188
  %30 = call double @llvm.fmuladd.f64(double %29, double 9.000000e+00, double %27), !dbg !308
    #dbg_value(i32 9, !298, !DIExpression(), !304)
    #dbg_value(double %30, !297, !DIExpression(), !301)
  %31 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !305
  store ptr %31, ptr %2, align 8, !dbg !305, !DIAssignID !307
    #dbg_assign(ptr %31, !296, !DIExpression(), !307, ptr %2, !DIExpression(), !301)
  %32 = load double, ptr %28, align 8, !dbg !305, !tbaa !188
  %33 = call double @llvm.fmuladd.f64(double %32, double 1.000000e+01, double %30), !dbg !308
    #dbg_value(i32 10, !298, !DIExpression(), !304)
    #dbg_value(double %33, !297, !DIExpression(), !301)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !309
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !310
  ret double %33, !dbg !311
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

; Function Attrs: nofree nounwind
declare !dbg !312 noundef signext i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "5faa60afb2dd7dc3d88a8c4bf15d3da6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!59 = !{i32 1, !"target-abi", !"lp64d"}
!60 = !{i32 6, !"riscv-isa", !61}
!61 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 8, !"SmallDataLimit", i32 8}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !69, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !{!73, !78}
!73 = !DILocalVariable(name: "pr", scope: !68, file: !2, line: 73, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 5, size: 128, elements: !75)
!75 = !{!76, !77}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !74, file: !2, line: 5, baseType: !71, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !74, file: !2, line: 5, baseType: !54, size: 64, offset: 64)
!78 = !DILocalVariable(name: "th", scope: !68, file: !2, line: 74, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Three", file: !2, line: 6, size: 192, elements: !80)
!80 = !{!81, !83, !84}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !79, file: !2, line: 6, baseType: !82, size: 64)
!82 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !79, file: !2, line: 6, baseType: !82, size: 64, offset: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !79, file: !2, line: 6, baseType: !82, size: 64, offset: 128)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !68)
!87 = !DILocation(line: 71, column: 33, scope: !68)
!88 = !DILocation(line: 71, column: 5, scope: !68)
!89 = !DILocation(line: 72, column: 38, scope: !68)
!90 = !DILocation(line: 72, column: 5, scope: !68)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 75, column: 30, scope: !68)
!93 = !{i64 0, i64 8, !94, i64 8, i64 8, !94, i64 16, i64 8, !94}
!94 = !{!95, !95, i64 0}
!95 = !{!"long long", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 75, column: 5, scope: !68)
!99 = !DILocation(line: 76, column: 34, scope: !68)
!100 = !DILocation(line: 76, column: 5, scope: !68)
!101 = !DILocation(line: 77, column: 5, scope: !68)
!102 = !DILocation(line: 78, column: 37, scope: !68)
!103 = !DILocation(line: 78, column: 5, scope: !68)
!104 = !DILocation(line: 79, column: 5, scope: !68)
!105 = !DISubprogram(name: "printf", scope: !106, file: !106, line: 356, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DISubroutineType(types: !108)
!108 = !{!71, !109, null}
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!112 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 8, type: !113, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!82, !71, null}
!115 = !{!116, !117, !122, !123}
!116 = !DILocalVariable(name: "n", arg: 1, scope: !112, file: !2, line: 8, type: !71)
!117 = !DILocalVariable(name: "ap", scope: !112, file: !2, line: 9, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !119, line: 12, baseType: !120)
!119 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!122 = !DILocalVariable(name: "s", scope: !112, file: !2, line: 11, type: !82)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 12, type: !71)
!124 = distinct !DILexicalBlock(scope: !112, file: !2, line: 12, column: 5)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !112)
!127 = !DILocation(line: 9, column: 5, scope: !112)
!128 = !DILocation(line: 10, column: 5, scope: !112)
!129 = !DILocation(line: 0, scope: !124)
!130 = !DILocation(line: 12, column: 23, scope: !131)
!131 = distinct !DILexicalBlock(scope: !124, file: !2, line: 12, column: 5)
!132 = !DILocation(line: 12, column: 5, scope: !124)
!133 = !DILocation(line: 13, column: 5, scope: !112)
!134 = !DILocation(line: 15, column: 1, scope: !112)
!135 = !DILocation(line: 14, column: 5, scope: !112)
!136 = !DILocation(line: 12, column: 38, scope: !131)
!137 = distinct !DIAssignID()
!138 = !{!139, !139, i64 0}
!139 = !{!"int", !96, i64 0}
!140 = !DILocation(line: 12, column: 35, scope: !131)
!141 = !DILocation(line: 12, column: 29, scope: !131)
!142 = distinct !{!142, !132, !143, !144}
!143 = !DILocation(line: 12, column: 38, scope: !124)
!144 = !{!"llvm.loop.mustprogress"}
!145 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 17, type: !146, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!54, !110, null}
!148 = !{!149, !150, !151, !152, !154, !159, !161}
!149 = !DILocalVariable(name: "fmt", arg: 1, scope: !145, file: !2, line: 17, type: !110)
!150 = !DILocalVariable(name: "ap", scope: !145, file: !2, line: 18, type: !118)
!151 = !DILocalVariable(name: "acc", scope: !145, file: !2, line: 20, type: !54)
!152 = !DILocalVariable(name: "p", scope: !153, file: !2, line: 21, type: !110)
!153 = distinct !DILexicalBlock(scope: !145, file: !2, line: 21, column: 5)
!154 = !DILocalVariable(name: "s", scope: !155, file: !2, line: 26, type: !110)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 26, column: 19)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 22, column: 21)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 21, column: 40)
!158 = distinct !DILexicalBlock(scope: !153, file: !2, line: 21, column: 5)
!159 = !DILocalVariable(name: "pr", scope: !160, file: !2, line: 27, type: !74)
!160 = distinct !DILexicalBlock(scope: !156, file: !2, line: 27, column: 19)
!161 = !DILocalVariable(name: "t", scope: !162, file: !2, line: 28, type: !79)
!162 = distinct !DILexicalBlock(scope: !156, file: !2, line: 28, column: 19)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !145)
!165 = !DILocation(line: 18, column: 5, scope: !145)
!166 = !DILocation(line: 19, column: 5, scope: !145)
!167 = !DILocation(line: 0, scope: !153)
!168 = !DILocation(line: 21, column: 10, scope: !153)
!169 = !DILocation(line: 21, scope: !153)
!170 = !DILocation(line: 20, column: 12, scope: !145)
!171 = !DILocation(line: 21, column: 31, scope: !158)
!172 = !{!96, !96, i64 0}
!173 = !DILocation(line: 21, column: 5, scope: !153)
!174 = !DILocation(line: 31, column: 5, scope: !145)
!175 = !DILocation(line: 33, column: 1, scope: !145)
!176 = !DILocation(line: 32, column: 5, scope: !145)
!177 = !DILocation(line: 23, column: 26, scope: !156)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 23, column: 23, scope: !156)
!180 = !DILocation(line: 23, column: 43, scope: !156)
!181 = !DILocation(line: 24, column: 34, scope: !156)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 24, column: 26, scope: !156)
!184 = !DILocation(line: 24, column: 23, scope: !156)
!185 = !DILocation(line: 24, column: 57, scope: !156)
!186 = !DILocation(line: 25, column: 26, scope: !156)
!187 = distinct !DIAssignID()
!188 = !{!189, !189, i64 0}
!189 = !{!"double", !96, i64 0}
!190 = !DILocation(line: 25, column: 23, scope: !156)
!191 = !DILocation(line: 25, column: 46, scope: !156)
!192 = !DILocation(line: 26, column: 37, scope: !155)
!193 = distinct !DIAssignID()
!194 = !{!195, !195, i64 0}
!195 = !{!"any pointer", !96, i64 0}
!196 = !DILocation(line: 0, scope: !155)
!197 = !DILocation(line: 26, column: 70, scope: !155)
!198 = !DILocation(line: 26, column: 63, scope: !155)
!199 = !DILocation(line: 26, column: 83, scope: !155)
!200 = !DILocation(line: 26, column: 81, scope: !155)
!201 = !DILocation(line: 26, column: 78, scope: !155)
!202 = distinct !{!202, !198, !199, !144}
!203 = !DILocation(line: 27, column: 38, scope: !160)
!204 = distinct !DIAssignID()
!205 = !DILocation(line: 0, scope: !160)
!206 = !DILocation(line: 27, column: 70, scope: !160)
!207 = !DILocation(line: 27, column: 67, scope: !160)
!208 = !DILocation(line: 28, column: 38, scope: !162)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 0, scope: !162)
!211 = !DILocation(line: 28, column: 84, scope: !162)
!212 = !DILocation(line: 28, column: 90, scope: !162)
!213 = !DILocation(line: 28, column: 71, scope: !162)
!214 = !DILocation(line: 28, column: 68, scope: !162)
!215 = !DILocation(line: 21, column: 36, scope: !158)
!216 = !DILocation(line: 21, column: 5, scope: !158)
!217 = distinct !{!217, !173, !218, !144}
!218 = !DILocation(line: 30, column: 5, scope: !153)
!219 = distinct !DISubprogram(name: "count_twice", scope: !2, file: !2, line: 41, type: !220, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!71, !71, null}
!222 = !{!223, !224, !225, !226, !227}
!223 = !DILocalVariable(name: "first", arg: 1, scope: !219, file: !2, line: 41, type: !71)
!224 = !DILocalVariable(name: "ap", scope: !219, file: !2, line: 42, type: !118)
!225 = !DILocalVariable(name: "ap2", scope: !219, file: !2, line: 42, type: !118)
!226 = !DILocalVariable(name: "a", scope: !219, file: !2, line: 45, type: !71)
!227 = !DILocalVariable(name: "b", scope: !219, file: !2, line: 46, type: !71)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 0, scope: !219)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 42, column: 5, scope: !219)
!232 = !DILocation(line: 43, column: 5, scope: !219)
!233 = !DILocation(line: 44, column: 5, scope: !219)
!234 = !DILocation(line: 45, column: 27, scope: !219)
!235 = !DILocalVariable(name: "first", arg: 1, scope: !236, file: !2, line: 35, type: !71)
!236 = distinct !DISubprogram(name: "vcount", scope: !2, file: !2, line: 35, type: !237, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!71, !71, !118}
!239 = !{!235, !240, !241, !242}
!240 = !DILocalVariable(name: "ap", arg: 2, scope: !236, file: !2, line: 35, type: !118)
!241 = !DILocalVariable(name: "count", scope: !236, file: !2, line: 36, type: !71)
!242 = !DILocalVariable(name: "v", scope: !243, file: !2, line: 37, type: !71)
!243 = distinct !DILexicalBlock(scope: !236, file: !2, line: 37, column: 5)
!244 = !DILocation(line: 0, scope: !236, inlinedAt: !245)
!245 = distinct !DILocation(line: 45, column: 13, scope: !219)
!246 = !DILocation(line: 0, scope: !243, inlinedAt: !245)
!247 = !DILocation(line: 37, column: 5, scope: !243, inlinedAt: !245)
!248 = !DILocation(line: 37, column: 59, scope: !249, inlinedAt: !245)
!249 = distinct !DILexicalBlock(scope: !243, file: !2, line: 37, column: 5)
!250 = !DILocation(line: 37, column: 37, scope: !249, inlinedAt: !245)
!251 = !DILocation(line: 37, column: 27, scope: !249, inlinedAt: !245)
!252 = distinct !{!252, !247, !253, !144}
!253 = !DILocation(line: 37, column: 59, scope: !243, inlinedAt: !245)
!254 = !DILocation(line: 46, column: 27, scope: !219)
!255 = !DILocation(line: 0, scope: !236, inlinedAt: !256)
!256 = distinct !DILocation(line: 46, column: 13, scope: !219)
!257 = !DILocation(line: 0, scope: !243, inlinedAt: !256)
!258 = !DILocation(line: 37, column: 5, scope: !243, inlinedAt: !256)
!259 = !DILocation(line: 37, column: 59, scope: !249, inlinedAt: !256)
!260 = !DILocation(line: 37, column: 37, scope: !249, inlinedAt: !256)
!261 = !DILocation(line: 37, column: 27, scope: !249, inlinedAt: !256)
!262 = distinct !{!262, !258, !263, !144}
!263 = !DILocation(line: 37, column: 59, scope: !243, inlinedAt: !256)
!264 = !DILocation(line: 47, column: 5, scope: !219)
!265 = !DILocation(line: 48, column: 5, scope: !219)
!266 = !DILocation(line: 49, column: 14, scope: !219)
!267 = !DILocation(line: 49, column: 20, scope: !219)
!268 = !DILocation(line: 50, column: 1, scope: !219)
!269 = !DILocation(line: 49, column: 5, scope: !219)
!270 = distinct !DISubprogram(name: "my_printf", scope: !2, file: !2, line: 52, type: !271, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !273)
!271 = !DISubroutineType(types: !272)
!272 = !{null, !110, null}
!273 = !{!274, !275, !279}
!274 = !DILocalVariable(name: "fmt", arg: 1, scope: !270, file: !2, line: 52, type: !110)
!275 = !DILocalVariable(name: "buf", scope: !270, file: !2, line: 53, type: !276)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !277)
!277 = !{!278}
!278 = !DISubrange(count: 256)
!279 = !DILocalVariable(name: "ap", scope: !270, file: !2, line: 54, type: !118)
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 0, scope: !270)
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 53, column: 5, scope: !270)
!284 = !DILocation(line: 54, column: 5, scope: !270)
!285 = !DILocation(line: 55, column: 5, scope: !270)
!286 = !DILocation(line: 56, column: 37, scope: !270)
!287 = !DILocation(line: 56, column: 5, scope: !270)
!288 = !DILocation(line: 57, column: 5, scope: !270)
!289 = !DILocation(line: 58, column: 5, scope: !270)
!290 = !DILocation(line: 59, column: 1, scope: !270)
!291 = distinct !DISubprogram(name: "many_doubles", scope: !2, file: !2, line: 61, type: !292, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !294)
!292 = !DISubroutineType(types: !293)
!293 = !{!54, !71, null}
!294 = !{!295, !296, !297, !298}
!295 = !DILocalVariable(name: "n", arg: 1, scope: !291, file: !2, line: 61, type: !71)
!296 = !DILocalVariable(name: "ap", scope: !291, file: !2, line: 62, type: !118)
!297 = !DILocalVariable(name: "s", scope: !291, file: !2, line: 64, type: !54)
!298 = !DILocalVariable(name: "i", scope: !299, file: !2, line: 65, type: !71)
!299 = distinct !DILexicalBlock(scope: !291, file: !2, line: 65, column: 5)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 0, scope: !291)
!302 = !DILocation(line: 62, column: 5, scope: !291)
!303 = !DILocation(line: 63, column: 5, scope: !291)
!304 = !DILocation(line: 0, scope: !299)
!305 = !DILocation(line: 65, column: 38, scope: !306)
!306 = distinct !DILexicalBlock(scope: !299, file: !2, line: 65, column: 5)
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 65, column: 35, scope: !306)
!309 = !DILocation(line: 66, column: 5, scope: !291)
!310 = !DILocation(line: 68, column: 1, scope: !291)
!311 = !DILocation(line: 67, column: 5, scope: !291)
!312 = !DISubprogram(name: "vsnprintf", scope: !106, file: !106, line: 382, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{!71, !315, !317, !109, !320}
!315 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !318, line: 18, baseType: !319)
!318 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!319 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !321, line: 12, baseType: !120)
!321 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
