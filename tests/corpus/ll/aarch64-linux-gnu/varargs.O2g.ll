; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Three = type { i64, i64, i64 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !65 {
    #dbg_assign(i1 undef, !75, !DIExpression(), !82, ptr @__const.main.th, !DIExpression(), !83)
  %1 = alloca %struct.Three, align 8
  %2 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5), !dbg !84
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !85
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000), !dbg !86
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4), !dbg !87
    #dbg_value(i64 3, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !83)
    #dbg_value(i64 4612811918334230528, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_assign(i1 undef, !75, !DIExpression(), !88, ptr @__const.main.th, !DIExpression(), !83)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8, !dbg !89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.th, i64 24, i1 false), !dbg !89, !tbaa.struct !90
  %6 = call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, [2 x i64] [i64 3, i64 4612811918334230528], ptr noundef nonnull %1, double noundef -1.250000e+00), !dbg !89
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8, !dbg !89
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6), !dbg !95
  %8 = call i32 (i32, ...) @count_twice(i32 poison, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 0), !dbg !96
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8), !dbg !97
  call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef 122, i64 noundef -9876543210), !dbg !98
  %10 = call double (i32, ...) @many_doubles(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01), !dbg !99
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %10), !dbg !100
  ret i32 0, !dbg !101
}

; Function Attrs: nofree nounwind
declare !dbg !102 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !109 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !129
    #dbg_assign(i1 undef, !114, !DIExpression(), !129, ptr %2, !DIExpression(), !130)
    #dbg_value(i32 %0, !113, !DIExpression(), !130)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !131
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !132
    #dbg_value(i64 0, !126, !DIExpression(), !130)
    #dbg_value(i32 0, !127, !DIExpression(), !133)
    #dbg_value(i32 0, !127, !DIExpression(), !133)
    #dbg_value(i64 0, !126, !DIExpression(), !130)
  %3 = icmp sgt i32 %0, 0, !dbg !134
  br i1 %3, label %4, label %10, !dbg !136

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12, !dbg !136

10:                                               ; preds = %27, %1
  %11 = phi i64 [ 0, %1 ], [ %33, %27 ], !dbg !130
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !138
  ret i64 %11, !dbg !139

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %34, %27 ]
  %15 = phi i64 [ 0, %4 ], [ %33, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
    #dbg_value(i32 %14, !127, !DIExpression(), !133)
    #dbg_value(i64 %15, !126, !DIExpression(), !130)
  %17 = icmp sgt i32 %13, -1, !dbg !140
  br i1 %17, label %24, label %18, !dbg !140

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8, !dbg !140
  store i32 %19, ptr %6, align 8, !dbg !140, !DIAssignID !141
    #dbg_assign(i32 %19, !114, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !141, ptr %6, !DIExpression(), !130)
  %20 = icmp ult i32 %13, -7, !dbg !140
  br i1 %20, label %21, label %24, !dbg !140

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64, !dbg !140
  %23 = getelementptr inbounds i8, ptr %8, i64 %22, !dbg !140
  br label %27, !dbg !140

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !140
  store ptr %26, ptr %2, align 8, !dbg !140, !DIAssignID !142
    #dbg_assign(ptr %26, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !142, ptr %2, !DIExpression(), !130)
  br label %27, !dbg !140

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ], !dbg !140
  %31 = load i32, ptr %30, align 8, !dbg !140, !tbaa !143
  %32 = sext i32 %31 to i64, !dbg !140
  %33 = add nsw i64 %15, %32, !dbg !145
    #dbg_value(i64 %33, !126, !DIExpression(), !130)
  %34 = add nuw nsw i32 %14, 1, !dbg !146
    #dbg_value(i32 %34, !127, !DIExpression(), !133)
  %35 = icmp eq i32 %34, %0, !dbg !134
  br i1 %35, label %10, label %12, !dbg !136, !llvm.loop !147
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 !dbg !150 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !168
    #dbg_assign(i1 undef, !155, !DIExpression(), !168, ptr %2, !DIExpression(), !169)
    #dbg_value(ptr @.str.3, !154, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !170
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !171
    #dbg_value(double 0.000000e+00, !156, !DIExpression(), !169)
    #dbg_value(ptr @.str.3, !157, !DIExpression(), !172)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 28
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %4, align 8
  %11 = load i32, ptr %7, align 4
  br label %12, !dbg !173

12:                                               ; preds = %145, %1
  %13 = phi i32 [ %11, %1 ], [ %146, %145 ]
  %14 = phi i32 [ %10, %1 ], [ %147, %145 ]
  %15 = phi ptr [ %3, %1 ], [ %148, %145 ]
  %16 = phi ptr [ @.str.3, %1 ], [ %150, %145 ], !dbg !174
  %17 = phi double [ 0.000000e+00, %1 ], [ %149, %145 ], !dbg !175
    #dbg_value(double %17, !156, !DIExpression(), !169)
    #dbg_value(ptr %16, !157, !DIExpression(), !172)
  %18 = load i8, ptr %16, align 1, !dbg !176, !tbaa !177
  switch i8 %18, label %145 [
    i8 0, label %19
    i8 105, label %20
    i8 108, label %38
    i8 100, label %56
    i8 115, label %73
    i8 112, label %100
    i8 116, label %120
  ], !dbg !178

19:                                               ; preds = %12
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !179
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !180
  ret double %17, !dbg !181

20:                                               ; preds = %12
  %21 = icmp sgt i32 %14, -1, !dbg !182
  br i1 %21, label %28, label %22, !dbg !182

22:                                               ; preds = %20
  %23 = add nsw i32 %14, 8, !dbg !182
  store i32 %23, ptr %4, align 8, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %23, !155, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !183, ptr %4, !DIExpression(), !169)
  %24 = icmp ult i32 %14, -7, !dbg !182
  br i1 %24, label %25, label %28, !dbg !182

25:                                               ; preds = %22
  %26 = sext i32 %14 to i64, !dbg !182
  %27 = getelementptr inbounds i8, ptr %6, i64 %26, !dbg !182
  br label %31, !dbg !182

28:                                               ; preds = %22, %20
  %29 = phi i32 [ %23, %22 ], [ %14, %20 ]
  %30 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !182
  store ptr %30, ptr %2, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %30, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !184, ptr %2, !DIExpression(), !169)
  br label %31, !dbg !182

31:                                               ; preds = %28, %25
  %32 = phi i32 [ %23, %25 ], [ %29, %28 ]
  %33 = phi ptr [ %15, %25 ], [ %30, %28 ]
  %34 = phi ptr [ %27, %25 ], [ %15, %28 ], !dbg !182
  %35 = load i32, ptr %34, align 8, !dbg !182, !tbaa !143
  %36 = sitofp i32 %35 to double, !dbg !182
  %37 = fadd double %17, %36, !dbg !185
    #dbg_value(double %37, !156, !DIExpression(), !169)
  br label %145, !dbg !186

38:                                               ; preds = %12
  %39 = icmp sgt i32 %14, -1, !dbg !187
  br i1 %39, label %46, label %40, !dbg !187

40:                                               ; preds = %38
  %41 = add nsw i32 %14, 8, !dbg !187
  store i32 %41, ptr %4, align 8, !dbg !187, !DIAssignID !188
    #dbg_assign(i32 %41, !155, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !188, ptr %4, !DIExpression(), !169)
  %42 = icmp ult i32 %14, -7, !dbg !187
  br i1 %42, label %43, label %46, !dbg !187

43:                                               ; preds = %40
  %44 = sext i32 %14 to i64, !dbg !187
  %45 = getelementptr inbounds i8, ptr %6, i64 %44, !dbg !187
  br label %49, !dbg !187

46:                                               ; preds = %40, %38
  %47 = phi i32 [ %41, %40 ], [ %14, %38 ]
  %48 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !187
  store ptr %48, ptr %2, align 8, !dbg !187, !DIAssignID !189
    #dbg_assign(ptr %48, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189, ptr %2, !DIExpression(), !169)
  br label %49, !dbg !187

49:                                               ; preds = %46, %43
  %50 = phi i32 [ %41, %43 ], [ %47, %46 ]
  %51 = phi ptr [ %15, %43 ], [ %48, %46 ]
  %52 = phi ptr [ %45, %43 ], [ %15, %46 ], !dbg !187
  %53 = load i64, ptr %52, align 8, !dbg !187, !tbaa !91
  %54 = sitofp i64 %53 to double, !dbg !190
  %55 = fadd double %17, %54, !dbg !191
    #dbg_value(double %55, !156, !DIExpression(), !169)
  br label %145, !dbg !192

56:                                               ; preds = %12
  %57 = icmp sgt i32 %13, -1, !dbg !193
  br i1 %57, label %64, label %58, !dbg !193

58:                                               ; preds = %56
  %59 = add nsw i32 %13, 16, !dbg !193
  store i32 %59, ptr %7, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %59, !155, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !194, ptr %7, !DIExpression(), !169)
  %60 = icmp ult i32 %13, -15, !dbg !193
  br i1 %60, label %61, label %64, !dbg !193

61:                                               ; preds = %58
  %62 = sext i32 %13 to i64, !dbg !193
  %63 = getelementptr inbounds i8, ptr %9, i64 %62, !dbg !193
  br label %67, !dbg !193

64:                                               ; preds = %58, %56
  %65 = phi i32 [ %59, %58 ], [ %13, %56 ]
  %66 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !193
  store ptr %66, ptr %2, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %66, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !195, ptr %2, !DIExpression(), !169)
  br label %67, !dbg !193

67:                                               ; preds = %64, %61
  %68 = phi i32 [ %59, %61 ], [ %65, %64 ]
  %69 = phi ptr [ %15, %61 ], [ %66, %64 ]
  %70 = phi ptr [ %63, %61 ], [ %15, %64 ], !dbg !193
  %71 = load double, ptr %70, align 8, !dbg !193, !tbaa !196
  %72 = fadd double %17, %71, !dbg !198
    #dbg_value(double %72, !156, !DIExpression(), !169)
  br label %145, !dbg !199

73:                                               ; preds = %12
  %74 = icmp sgt i32 %14, -1, !dbg !200
  br i1 %74, label %81, label %75, !dbg !200

75:                                               ; preds = %73
  %76 = add nsw i32 %14, 8, !dbg !200
  store i32 %76, ptr %4, align 8, !dbg !200, !DIAssignID !201
    #dbg_assign(i32 %76, !155, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !201, ptr %4, !DIExpression(), !169)
  %77 = icmp ult i32 %14, -7, !dbg !200
  br i1 %77, label %78, label %81, !dbg !200

78:                                               ; preds = %75
  %79 = sext i32 %14 to i64, !dbg !200
  %80 = getelementptr inbounds i8, ptr %6, i64 %79, !dbg !200
  br label %84, !dbg !200

81:                                               ; preds = %75, %73
  %82 = phi i32 [ %76, %75 ], [ %14, %73 ]
  %83 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !200
  store ptr %83, ptr %2, align 8, !dbg !200, !DIAssignID !202
    #dbg_assign(ptr %83, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202, ptr %2, !DIExpression(), !169)
  br label %84, !dbg !200

84:                                               ; preds = %81, %78
  %85 = phi i32 [ %76, %78 ], [ %82, %81 ]
  %86 = phi ptr [ %15, %78 ], [ %83, %81 ]
  %87 = phi ptr [ %80, %78 ], [ %15, %81 ], !dbg !200
  %88 = load ptr, ptr %87, align 8, !dbg !200, !tbaa !203
    #dbg_value(ptr %88, !159, !DIExpression(), !205)
    #dbg_value(double %17, !156, !DIExpression(), !169)
  %89 = load i8, ptr %88, align 1, !dbg !206, !tbaa !177
  %90 = icmp eq i8 %89, 0, !dbg !207
  br i1 %90, label %145, label %91, !dbg !207

91:                                               ; preds = %84, %91
  %92 = phi i8 [ %98, %91 ], [ %89, %84 ]
  %93 = phi double [ %97, %91 ], [ %17, %84 ]
  %94 = phi ptr [ %95, %91 ], [ %88, %84 ]
    #dbg_value(double %93, !156, !DIExpression(), !169)
    #dbg_value(ptr %94, !159, !DIExpression(), !205)
  %95 = getelementptr inbounds i8, ptr %94, i64 1, !dbg !208
    #dbg_value(ptr %95, !159, !DIExpression(), !205)
  %96 = uitofp i8 %92 to double, !dbg !209
  %97 = fadd double %93, %96, !dbg !210
    #dbg_value(double %97, !156, !DIExpression(), !169)
  %98 = load i8, ptr %95, align 1, !dbg !206, !tbaa !177
  %99 = icmp eq i8 %98, 0, !dbg !207
  br i1 %99, label %145, label %91, !dbg !207, !llvm.loop !211

100:                                              ; preds = %12
  %101 = icmp sgt i32 %14, -1, !dbg !212
  br i1 %101, label %108, label %102, !dbg !212

102:                                              ; preds = %100
  %103 = add nsw i32 %14, 16, !dbg !212
  store i32 %103, ptr %4, align 8, !dbg !212, !DIAssignID !213
    #dbg_assign(i32 %103, !155, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !213, ptr %4, !DIExpression(), !169)
  %104 = icmp ult i32 %14, -15, !dbg !212
  br i1 %104, label %105, label %108, !dbg !212

105:                                              ; preds = %102
  %106 = sext i32 %14 to i64, !dbg !212
  %107 = getelementptr inbounds i8, ptr %6, i64 %106, !dbg !212
  br label %111, !dbg !212

108:                                              ; preds = %102, %100
  %109 = phi i32 [ %103, %102 ], [ %14, %100 ]
  %110 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !212
  store ptr %110, ptr %2, align 8, !dbg !212, !DIAssignID !214
    #dbg_assign(ptr %110, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !214, ptr %2, !DIExpression(), !169)
  br label %111, !dbg !212

111:                                              ; preds = %108, %105
  %112 = phi i32 [ %103, %105 ], [ %109, %108 ]
  %113 = phi ptr [ %15, %105 ], [ %110, %108 ]
  %114 = phi ptr [ %107, %105 ], [ %15, %108 ], !dbg !212
  %115 = load i32, ptr %114, align 8, !dbg !212, !tbaa !143
  %116 = getelementptr inbounds i8, ptr %114, i64 8, !dbg !212
  %117 = load double, ptr %116, align 8, !dbg !212, !tbaa !196
    #dbg_value(i32 %115, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !215)
    #dbg_value(i32 poison, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !215)
    #dbg_value(double %117, !164, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !215)
  %118 = sitofp i32 %115 to double, !dbg !216
  %119 = call double @llvm.fmuladd.f64(double %118, double %117, double %17), !dbg !217
    #dbg_value(double %119, !156, !DIExpression(), !169)
  br label %145

120:                                              ; preds = %12
  %121 = icmp sgt i32 %14, -1, !dbg !218
  br i1 %121, label %128, label %122, !dbg !218

122:                                              ; preds = %120
  %123 = add nsw i32 %14, 8, !dbg !218
  store i32 %123, ptr %4, align 8, !dbg !218, !DIAssignID !219
    #dbg_assign(i32 %123, !155, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !219, ptr %4, !DIExpression(), !169)
  %124 = icmp ult i32 %14, -7, !dbg !218
  br i1 %124, label %125, label %128, !dbg !218

125:                                              ; preds = %122
  %126 = sext i32 %14 to i64, !dbg !218
  %127 = getelementptr inbounds i8, ptr %6, i64 %126, !dbg !218
  br label %131, !dbg !218

128:                                              ; preds = %122, %120
  %129 = phi i32 [ %123, %122 ], [ %14, %120 ]
  %130 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !218
  store ptr %130, ptr %2, align 8, !dbg !218, !DIAssignID !220
    #dbg_assign(ptr %130, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !220, ptr %2, !DIExpression(), !169)
  br label %131, !dbg !218

131:                                              ; preds = %128, %125
  %132 = phi i32 [ %123, %125 ], [ %129, %128 ]
  %133 = phi ptr [ %15, %125 ], [ %130, %128 ]
  %134 = phi ptr [ %127, %125 ], [ %15, %128 ], !dbg !218
  %135 = load ptr, ptr %134, align 8, !dbg !218
  %136 = load i64, ptr %135, align 8, !dbg !218, !tbaa !91
  %137 = getelementptr inbounds i8, ptr %135, i64 8, !dbg !218
  %138 = load i64, ptr %137, align 8, !dbg !218, !tbaa !91
  %139 = getelementptr inbounds i8, ptr %135, i64 16, !dbg !218
  %140 = load i64, ptr %139, align 8, !dbg !218, !tbaa !91
    #dbg_value(i64 %136, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !221)
    #dbg_value(i64 %138, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !221)
    #dbg_value(i64 %140, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !221)
  %141 = sub i64 %136, %138, !dbg !222
  %142 = add nsw i64 %141, %140, !dbg !223
  %143 = sitofp i64 %142 to double, !dbg !224
  %144 = fadd double %17, %143, !dbg !225
    #dbg_value(double %144, !156, !DIExpression(), !169)
  br label %145

145:                                              ; preds = %91, %84, %12, %31, %49, %67, %111, %131
  %146 = phi i32 [ %13, %131 ], [ %13, %111 ], [ %68, %67 ], [ %13, %49 ], [ %13, %31 ], [ %13, %12 ], [ %13, %84 ], [ %13, %91 ]
  %147 = phi i32 [ %132, %131 ], [ %112, %111 ], [ %14, %67 ], [ %50, %49 ], [ %32, %31 ], [ %14, %12 ], [ %85, %84 ], [ %85, %91 ]
  %148 = phi ptr [ %133, %131 ], [ %113, %111 ], [ %69, %67 ], [ %51, %49 ], [ %33, %31 ], [ %15, %12 ], [ %86, %84 ], [ %86, %91 ]
  %149 = phi double [ %144, %131 ], [ %119, %111 ], [ %72, %67 ], [ %55, %49 ], [ %37, %31 ], [ %17, %12 ], [ %17, %84 ], [ %97, %91 ], !dbg !169
    #dbg_value(double %149, !156, !DIExpression(), !169)
  %150 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !226
    #dbg_value(ptr %150, !157, !DIExpression(), !172)
  br label %12, !dbg !227, !llvm.loop !228
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @count_twice(i32 %0, ...) unnamed_addr #2 !dbg !230 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !239
    #dbg_assign(i1 undef, !235, !DIExpression(), !239, ptr %2, !DIExpression(), !240)
  %3 = alloca %struct.__va_list, align 8, !DIAssignID !241
    #dbg_assign(i1 undef, !236, !DIExpression(), !241, ptr %3, !DIExpression(), !240)
    #dbg_value(i32 4, !234, !DIExpression(), !240)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !242
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8, !dbg !242
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !243
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !244
  %4 = load ptr, ptr %2, align 8, !dbg !245, !tbaa !203
  %5 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !245
  %6 = load ptr, ptr %5, align 8, !dbg !245, !tbaa !203
  %7 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !245
  %8 = load i32, ptr %7, align 8, !dbg !245, !tbaa !143
    #dbg_value(i32 4, !246, !DIExpression(), !255)
    #dbg_value(ptr undef, !251, !DIExpression(DW_OP_deref), !255)
    #dbg_value(i32 4, !253, !DIExpression(), !257)
    #dbg_value(i32 0, !252, !DIExpression(), !255)
  br label %9, !dbg !258

9:                                                ; preds = %24, %1
  %10 = phi ptr [ %4, %1 ], [ %25, %24 ], !dbg !245
  %11 = phi i32 [ 0, %1 ], [ %13, %24 ]
  %12 = phi i32 [ %8, %1 ], [ %26, %24 ]
    #dbg_value(i32 %11, !252, !DIExpression(), !255)
  %13 = add nuw nsw i32 %11, 1, !dbg !259
    #dbg_value(i32 %13, !252, !DIExpression(), !255)
  %14 = icmp sgt i32 %12, -1, !dbg !261
  br i1 %14, label %21, label %15, !dbg !261

15:                                               ; preds = %9
  %16 = add nsw i32 %12, 8, !dbg !261
  %17 = icmp ult i32 %12, -7, !dbg !261
  br i1 %17, label %18, label %21, !dbg !261

18:                                               ; preds = %15
  %19 = sext i32 %12 to i64, !dbg !261
  %20 = getelementptr inbounds i8, ptr %6, i64 %19, !dbg !261
  br label %24, !dbg !261

21:                                               ; preds = %15, %9
  %22 = phi i32 [ %16, %15 ], [ %12, %9 ]
  %23 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !261
  br label %24, !dbg !261

24:                                               ; preds = %21, %18
  %25 = phi ptr [ %23, %21 ], [ %10, %18 ], !dbg !245
  %26 = phi i32 [ %22, %21 ], [ %16, %18 ]
  %27 = phi ptr [ %10, %21 ], [ %20, %18 ], !dbg !261
  %28 = load i32, ptr %27, align 8, !dbg !261, !tbaa !143
    #dbg_value(i32 %28, !253, !DIExpression(), !257)
    #dbg_value(i32 %13, !252, !DIExpression(), !255)
  %29 = icmp eq i32 %28, 0, !dbg !262
  br i1 %29, label %30, label %9, !dbg !258, !llvm.loop !263

30:                                               ; preds = %24
    #dbg_value(i32 %13, !237, !DIExpression(), !240)
  %31 = load ptr, ptr %3, align 8, !dbg !265, !tbaa !203
  %32 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !265
  %33 = load ptr, ptr %32, align 8, !dbg !265, !tbaa !203
  %34 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !265
  %35 = load i32, ptr %34, align 8, !dbg !265, !tbaa !143
    #dbg_value(i32 4, !246, !DIExpression(), !266)
    #dbg_value(ptr undef, !251, !DIExpression(DW_OP_deref), !266)
    #dbg_value(i32 4, !253, !DIExpression(), !268)
    #dbg_value(i32 0, !252, !DIExpression(), !266)
  br label %36, !dbg !269

36:                                               ; preds = %51, %30
  %37 = phi ptr [ %31, %30 ], [ %52, %51 ], !dbg !265
  %38 = phi i32 [ 0, %30 ], [ %40, %51 ]
  %39 = phi i32 [ %35, %30 ], [ %53, %51 ]
    #dbg_value(i32 %38, !252, !DIExpression(), !266)
  %40 = add nuw nsw i32 %38, 1, !dbg !270
    #dbg_value(i32 %40, !252, !DIExpression(), !266)
  %41 = icmp sgt i32 %39, -1, !dbg !271
  br i1 %41, label %48, label %42, !dbg !271

42:                                               ; preds = %36
  %43 = add nsw i32 %39, 8, !dbg !271
  %44 = icmp ult i32 %39, -7, !dbg !271
  br i1 %44, label %45, label %48, !dbg !271

45:                                               ; preds = %42
  %46 = sext i32 %39 to i64, !dbg !271
  %47 = getelementptr inbounds i8, ptr %33, i64 %46, !dbg !271
  br label %51, !dbg !271

48:                                               ; preds = %42, %36
  %49 = phi i32 [ %43, %42 ], [ %39, %36 ]
  %50 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !271
  br label %51, !dbg !271

51:                                               ; preds = %48, %45
  %52 = phi ptr [ %50, %48 ], [ %37, %45 ], !dbg !265
  %53 = phi i32 [ %49, %48 ], [ %43, %45 ]
  %54 = phi ptr [ %37, %48 ], [ %47, %45 ], !dbg !271
  %55 = load i32, ptr %54, align 8, !dbg !271, !tbaa !143
    #dbg_value(i32 %55, !253, !DIExpression(), !268)
    #dbg_value(i32 %40, !252, !DIExpression(), !266)
  %56 = icmp eq i32 %55, 0, !dbg !272
  br i1 %56, label %57, label %36, !dbg !269, !llvm.loop !273

57:                                               ; preds = %51
    #dbg_value(i32 %40, !238, !DIExpression(), !240)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !275
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !276
  %58 = mul nuw nsw i32 %13, 100, !dbg !277
  %59 = add nuw nsw i32 %40, %58, !dbg !278
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8, !dbg !279
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !279
  ret i32 %59, !dbg !280
}

; Function Attrs: nofree nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !281 {
  %2 = alloca [256 x i8], align 1, !DIAssignID !291
    #dbg_assign(i1 undef, !286, !DIExpression(), !291, ptr %2, !DIExpression(), !292)
  %3 = alloca %struct.__va_list, align 8, !DIAssignID !293
    #dbg_assign(i1 undef, !290, !DIExpression(), !293, ptr %3, !DIExpression(), !292)
  %4 = alloca %struct.__va_list, align 8
    #dbg_value(ptr @.str.6, !285, !DIExpression(), !292)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8, !dbg !294
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8, !dbg !295
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !296
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8, !dbg !297
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !dbg !297, !tbaa.struct !298
  %5 = call i32 @vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef nonnull %4) #8, !dbg !297
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8, !dbg !297
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !299
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2), !dbg !300
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8, !dbg !301
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8, !dbg !301
  ret void, !dbg !301
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 %0, ...) unnamed_addr #5 !dbg !302 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !311
    #dbg_assign(i1 undef, !307, !DIExpression(), !311, ptr %2, !DIExpression(), !312)
    #dbg_value(i32 10, !306, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !313
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !314
    #dbg_value(double 0.000000e+00, !308, !DIExpression(), !312)
    #dbg_value(i32 0, !309, !DIExpression(), !315)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !309, !DIExpression(), !315)
    #dbg_value(double 0.000000e+00, !308, !DIExpression(), !312)
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
    #dbg_value(i32 0, !309, !DIExpression(), !315)
    #dbg_value(double 0.000000e+00, !308, !DIExpression(), !312)
  %8 = icmp sgt i32 %4, -1, !dbg !316
  br i1 %8, label %12, label %9, !dbg !316

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16, !dbg !316
  store i32 %10, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %10, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %11 = icmp ult i32 %4, -15, !dbg !316
  br i1 %11, label %15, label %12, !dbg !316

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !316
  store ptr %13, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %13, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %14 = load double, ptr %5, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 1, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %23, !dbg !316

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64, !dbg !316
  %17 = getelementptr inbounds i8, ptr %7, i64 %16, !dbg !316
  %18 = load double, ptr %17, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 1, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %19 = icmp sgt i32 %4, -17, !dbg !316
  br i1 %19, label %23, label %20, !dbg !316

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 32, !dbg !316
  store i32 %21, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %21, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %22 = icmp ult i32 %10, -15, !dbg !316
  br i1 %22, label %28, label %23, !dbg !316

23:                                               ; preds = %15, %20, %12
  %24 = phi double [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !316
  store ptr %26, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %26, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %27 = load double, ptr %25, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 2, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %36, !dbg !316

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64, !dbg !316
  %30 = getelementptr inbounds i8, ptr %7, i64 %29, !dbg !316
  %31 = load double, ptr %30, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 2, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %32 = icmp sgt i32 %4, -33, !dbg !316
  br i1 %32, label %36, label %33, !dbg !316

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 48, !dbg !316
  store i32 %34, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %34, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %35 = icmp ult i32 %21, -15, !dbg !316
  br i1 %35, label %42, label %36, !dbg !316

36:                                               ; preds = %28, %33, %23
  %37 = phi double [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi double [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !316
  store ptr %40, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %40, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %41 = load double, ptr %38, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 3, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %50, !dbg !316

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64, !dbg !316
  %44 = getelementptr inbounds i8, ptr %7, i64 %43, !dbg !316
  %45 = load double, ptr %44, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 3, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %46 = icmp sgt i32 %4, -49, !dbg !316
  br i1 %46, label %50, label %47, !dbg !316

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 64, !dbg !316
  store i32 %48, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %48, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %49 = icmp ult i32 %34, -15, !dbg !316
  br i1 %49, label %57, label %50, !dbg !316

50:                                               ; preds = %42, %47, %36
  %51 = phi double [ %45, %47 ], [ %45, %42 ], [ %41, %36 ]
  %52 = phi ptr [ %5, %47 ], [ %5, %42 ], [ %40, %36 ]
  %53 = phi double [ %18, %47 ], [ %18, %42 ], [ %39, %36 ]
  %54 = phi double [ %31, %47 ], [ %31, %42 ], [ %37, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !316
  store ptr %55, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %55, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %56 = load double, ptr %52, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 4, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %65, !dbg !316

57:                                               ; preds = %47
  %58 = sext i32 %34 to i64, !dbg !316
  %59 = getelementptr inbounds i8, ptr %7, i64 %58, !dbg !316
  %60 = load double, ptr %59, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 4, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %61 = icmp sgt i32 %4, -65, !dbg !316
  br i1 %61, label %65, label %62, !dbg !316

62:                                               ; preds = %57
  %63 = add nsw i32 %4, 80, !dbg !316
  store i32 %63, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %63, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %64 = icmp ult i32 %48, -15, !dbg !316
  br i1 %64, label %73, label %65, !dbg !316

65:                                               ; preds = %57, %62, %50
  %66 = phi double [ %60, %62 ], [ %60, %57 ], [ %56, %50 ]
  %67 = phi ptr [ %5, %62 ], [ %5, %57 ], [ %55, %50 ]
  %68 = phi double [ %31, %62 ], [ %31, %57 ], [ %54, %50 ]
  %69 = phi double [ %18, %62 ], [ %18, %57 ], [ %53, %50 ]
  %70 = phi double [ %45, %62 ], [ %45, %57 ], [ %51, %50 ]
  %71 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !316
  store ptr %71, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %71, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %72 = load double, ptr %67, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 5, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %81, !dbg !316

73:                                               ; preds = %62
  %74 = sext i32 %48 to i64, !dbg !316
  %75 = getelementptr inbounds i8, ptr %7, i64 %74, !dbg !316
  %76 = load double, ptr %75, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 5, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %77 = icmp sgt i32 %4, -81, !dbg !316
  br i1 %77, label %81, label %78, !dbg !316

78:                                               ; preds = %73
  %79 = add nsw i32 %4, 96, !dbg !316
  store i32 %79, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %79, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %80 = icmp ult i32 %63, -15, !dbg !316
  br i1 %80, label %90, label %81, !dbg !316

81:                                               ; preds = %73, %78, %65
  %82 = phi double [ %76, %78 ], [ %76, %73 ], [ %72, %65 ]
  %83 = phi ptr [ %5, %78 ], [ %5, %73 ], [ %71, %65 ]
  %84 = phi double [ %45, %78 ], [ %45, %73 ], [ %70, %65 ]
  %85 = phi double [ %18, %78 ], [ %18, %73 ], [ %69, %65 ]
  %86 = phi double [ %31, %78 ], [ %31, %73 ], [ %68, %65 ]
  %87 = phi double [ %60, %78 ], [ %60, %73 ], [ %66, %65 ]
  %88 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !316
  store ptr %88, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %88, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %89 = load double, ptr %83, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 6, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %98, !dbg !316

90:                                               ; preds = %78
  %91 = sext i32 %63 to i64, !dbg !316
  %92 = getelementptr inbounds i8, ptr %7, i64 %91, !dbg !316
  %93 = load double, ptr %92, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 6, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %94 = icmp sgt i32 %4, -97, !dbg !316
  br i1 %94, label %98, label %95, !dbg !316

95:                                               ; preds = %90
  %96 = add nsw i32 %4, 112, !dbg !316
  store i32 %96, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %96, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %97 = icmp ult i32 %79, -15, !dbg !316
  br i1 %97, label %108, label %98, !dbg !316

98:                                               ; preds = %90, %95, %81
  %99 = phi double [ %93, %95 ], [ %93, %90 ], [ %89, %81 ]
  %100 = phi ptr [ %5, %95 ], [ %5, %90 ], [ %88, %81 ]
  %101 = phi double [ %60, %95 ], [ %60, %90 ], [ %87, %81 ]
  %102 = phi double [ %31, %95 ], [ %31, %90 ], [ %86, %81 ]
  %103 = phi double [ %18, %95 ], [ %18, %90 ], [ %85, %81 ]
  %104 = phi double [ %45, %95 ], [ %45, %90 ], [ %84, %81 ]
  %105 = phi double [ %76, %95 ], [ %76, %90 ], [ %82, %81 ]
  %106 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !316
  store ptr %106, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %106, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %107 = load double, ptr %100, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 7, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %116, !dbg !316

108:                                              ; preds = %95
  %109 = sext i32 %79 to i64, !dbg !316
  %110 = getelementptr inbounds i8, ptr %7, i64 %109, !dbg !316
  %111 = load double, ptr %110, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 7, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %112 = icmp sgt i32 %4, -113, !dbg !316
  br i1 %112, label %116, label %113, !dbg !316

113:                                              ; preds = %108
  %114 = add nsw i32 %4, 128, !dbg !316
  store i32 %114, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %114, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %115 = icmp ult i32 %96, -15, !dbg !316
  br i1 %115, label %127, label %116, !dbg !316

116:                                              ; preds = %108, %113, %98
  %117 = phi double [ %111, %113 ], [ %111, %108 ], [ %107, %98 ]
  %118 = phi ptr [ %5, %113 ], [ %5, %108 ], [ %106, %98 ]
  %119 = phi double [ %76, %113 ], [ %76, %108 ], [ %105, %98 ]
  %120 = phi double [ %45, %113 ], [ %45, %108 ], [ %104, %98 ]
  %121 = phi double [ %18, %113 ], [ %18, %108 ], [ %103, %98 ]
  %122 = phi double [ %31, %113 ], [ %31, %108 ], [ %102, %98 ]
  %123 = phi double [ %60, %113 ], [ %60, %108 ], [ %101, %98 ]
  %124 = phi double [ %93, %113 ], [ %93, %108 ], [ %99, %98 ]
  %125 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !316
  store ptr %125, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %125, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %126 = load double, ptr %118, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 8, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %135, !dbg !316

127:                                              ; preds = %113
  %128 = sext i32 %96 to i64, !dbg !316
  %129 = getelementptr inbounds i8, ptr %7, i64 %128, !dbg !316
  %130 = load double, ptr %129, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 8, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %131 = icmp sgt i32 %4, -129, !dbg !316
  br i1 %131, label %135, label %132, !dbg !316

132:                                              ; preds = %127
  %133 = add nsw i32 %4, 144, !dbg !316
  store i32 %133, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %133, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %134 = icmp ult i32 %114, -15, !dbg !316
  br i1 %134, label %147, label %135, !dbg !316

135:                                              ; preds = %127, %132, %116
  %136 = phi double [ %130, %132 ], [ %130, %127 ], [ %126, %116 ]
  %137 = phi ptr [ %5, %132 ], [ %5, %127 ], [ %125, %116 ]
  %138 = phi double [ %93, %132 ], [ %93, %127 ], [ %124, %116 ]
  %139 = phi double [ %60, %132 ], [ %60, %127 ], [ %123, %116 ]
  %140 = phi double [ %31, %132 ], [ %31, %127 ], [ %122, %116 ]
  %141 = phi double [ %18, %132 ], [ %18, %127 ], [ %121, %116 ]
  %142 = phi double [ %45, %132 ], [ %45, %127 ], [ %120, %116 ]
  %143 = phi double [ %76, %132 ], [ %76, %127 ], [ %119, %116 ]
  %144 = phi double [ %111, %132 ], [ %111, %127 ], [ %117, %116 ]
  %145 = getelementptr inbounds i8, ptr %137, i64 8, !dbg !316
  store ptr %145, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %145, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  %146 = load double, ptr %137, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 9, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  br label %158, !dbg !316

147:                                              ; preds = %132
  %148 = sext i32 %114 to i64, !dbg !316
  %149 = getelementptr inbounds i8, ptr %7, i64 %148, !dbg !316
  %150 = load double, ptr %149, align 8, !dbg !316, !tbaa !196
    #dbg_value(i32 9, !309, !DIExpression(), !315)
    #dbg_value(double poison, !308, !DIExpression(), !312)
  %151 = icmp sgt i32 %4, -145, !dbg !316
  br i1 %151, label %158, label %152, !dbg !316

152:                                              ; preds = %147
  %153 = add nsw i32 %4, 160, !dbg !316
  store i32 %153, ptr %3, align 4, !dbg !316, !DIAssignID !318
    #dbg_assign(i32 %153, !307, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !318, ptr %3, !DIExpression(), !312)
  %154 = icmp ult i32 %133, -15, !dbg !316
  br i1 %154, label %155, label %158, !dbg !316

155:                                              ; preds = %152
  %156 = sext i32 %133 to i64, !dbg !316
  %157 = getelementptr inbounds i8, ptr %7, i64 %156, !dbg !316
  br label %170, !dbg !316

158:                                              ; preds = %135, %152, %147
  %159 = phi double [ %146, %135 ], [ %150, %152 ], [ %150, %147 ]
  %160 = phi ptr [ %145, %135 ], [ %5, %152 ], [ %5, %147 ]
  %161 = phi double [ %144, %135 ], [ %111, %152 ], [ %111, %147 ]
  %162 = phi double [ %143, %135 ], [ %76, %152 ], [ %76, %147 ]
  %163 = phi double [ %142, %135 ], [ %45, %152 ], [ %45, %147 ]
  %164 = phi double [ %141, %135 ], [ %18, %152 ], [ %18, %147 ]
  %165 = phi double [ %140, %135 ], [ %31, %152 ], [ %31, %147 ]
  %166 = phi double [ %139, %135 ], [ %60, %152 ], [ %60, %147 ]
  %167 = phi double [ %138, %135 ], [ %93, %152 ], [ %93, %147 ]
  %168 = phi double [ %136, %135 ], [ %130, %152 ], [ %130, %147 ]
  %169 = getelementptr inbounds i8, ptr %160, i64 8, !dbg !316
  store ptr %169, ptr %2, align 8, !dbg !316, !DIAssignID !319
    #dbg_assign(ptr %169, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319, ptr %2, !DIExpression(), !312)
  br label %170, !dbg !316

170:                                              ; preds = %158, %155
  %171 = phi double [ %150, %155 ], [ %159, %158 ]
  %172 = phi double [ %111, %155 ], [ %161, %158 ]
  %173 = phi double [ %76, %155 ], [ %162, %158 ]
  %174 = phi double [ %45, %155 ], [ %163, %158 ]
  %175 = phi double [ %18, %155 ], [ %164, %158 ]
  %176 = phi double [ %31, %155 ], [ %165, %158 ]
  %177 = phi double [ %60, %155 ], [ %166, %158 ]
  %178 = phi double [ %93, %155 ], [ %167, %158 ]
  %179 = phi double [ %130, %155 ], [ %168, %158 ]
  %180 = phi ptr [ %157, %155 ], [ %160, %158 ], !dbg !316
  %181 = fadd double %175, 0.000000e+00, !dbg !320
    #dbg_value(double %181, !308, !DIExpression(), !312)
  %182 = call double @llvm.fmuladd.f64(double %176, double 2.000000e+00, double %181), !dbg !320
    #dbg_value(double %182, !308, !DIExpression(), !312)
  %183 = call double @llvm.fmuladd.f64(double %174, double 3.000000e+00, double %182), !dbg !320
    #dbg_value(double %183, !308, !DIExpression(), !312)
  %184 = call double @llvm.fmuladd.f64(double %177, double 4.000000e+00, double %183), !dbg !320
    #dbg_value(double %184, !308, !DIExpression(), !312)
  %185 = call double @llvm.fmuladd.f64(double %173, double 5.000000e+00, double %184), !dbg !320
    #dbg_value(double %185, !308, !DIExpression(), !312)
  %186 = call double @llvm.fmuladd.f64(double %178, double 6.000000e+00, double %185), !dbg !320
    #dbg_value(double %186, !308, !DIExpression(), !312)
  %187 = call double @llvm.fmuladd.f64(double %172, double 7.000000e+00, double %186), !dbg !320
    #dbg_value(double %187, !308, !DIExpression(), !312)
  %188 = call double @llvm.fmuladd.f64(double %179, double 8.000000e+00, double %187), !dbg !320
    #dbg_value(double %188, !308, !DIExpression(), !312)
  %189 = call double @llvm.fmuladd.f64(double %171, double 9.000000e+00, double %188), !dbg !320
    #dbg_value(double %189, !308, !DIExpression(), !312)
  %190 = load double, ptr %180, align 8, !dbg !316, !tbaa !196
  %191 = call double @llvm.fmuladd.f64(double %190, double 1.000000e+01, double %189), !dbg !320
    #dbg_value(i32 10, !309, !DIExpression(), !315)
    #dbg_value(double %191, !308, !DIExpression(), !312)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !321
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !322
  ret double %191, !dbg !323
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
declare !dbg !324 noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

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
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"frame-pointer", i32 1}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !66, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !69)
!66 = !DISubroutineType(types: !67)
!67 = !{!68}
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !{!70, !75}
!70 = !DILocalVariable(name: "pr", scope: !65, file: !2, line: 73, type: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 5, size: 128, elements: !72)
!72 = !{!73, !74}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !2, line: 5, baseType: !68, size: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !71, file: !2, line: 5, baseType: !54, size: 64, offset: 64)
!75 = !DILocalVariable(name: "th", scope: !65, file: !2, line: 74, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Three", file: !2, line: 6, size: 192, elements: !77)
!77 = !{!78, !80, !81}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !76, file: !2, line: 6, baseType: !79, size: 64)
!79 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !76, file: !2, line: 6, baseType: !79, size: 64, offset: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !76, file: !2, line: 6, baseType: !79, size: 64, offset: 128)
!82 = distinct !DIAssignID()
!83 = !DILocation(line: 0, scope: !65)
!84 = !DILocation(line: 71, column: 33, scope: !65)
!85 = !DILocation(line: 71, column: 5, scope: !65)
!86 = !DILocation(line: 72, column: 38, scope: !65)
!87 = !DILocation(line: 72, column: 5, scope: !65)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 75, column: 30, scope: !65)
!90 = !{i64 0, i64 8, !91, i64 8, i64 8, !91, i64 16, i64 8, !91}
!91 = !{!92, !92, i64 0}
!92 = !{!"long long", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 75, column: 5, scope: !65)
!96 = !DILocation(line: 76, column: 34, scope: !65)
!97 = !DILocation(line: 76, column: 5, scope: !65)
!98 = !DILocation(line: 77, column: 5, scope: !65)
!99 = !DILocation(line: 78, column: 37, scope: !65)
!100 = !DILocation(line: 78, column: 5, scope: !65)
!101 = !DILocation(line: 79, column: 5, scope: !65)
!102 = !DISubprogram(name: "printf", scope: !103, file: !103, line: 356, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!104 = !DISubroutineType(types: !105)
!105 = !{!68, !106, null}
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!109 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 8, type: !110, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!79, !68, null}
!112 = !{!113, !114, !126, !127}
!113 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !2, line: 8, type: !68)
!114 = !DILocalVariable(name: "ap", scope: !109, file: !2, line: 9, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !116, line: 12, baseType: !117)
!116 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !119)
!119 = !{!120, !122, !123, !124, !125}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !118, file: !2, line: 9, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !118, file: !2, line: 9, baseType: !121, size: 64, offset: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !118, file: !2, line: 9, baseType: !121, size: 64, offset: 128)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !118, file: !2, line: 9, baseType: !68, size: 32, offset: 192)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !118, file: !2, line: 9, baseType: !68, size: 32, offset: 224)
!126 = !DILocalVariable(name: "s", scope: !109, file: !2, line: 11, type: !79)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 12, type: !68)
!128 = distinct !DILexicalBlock(scope: !109, file: !2, line: 12, column: 5)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !109)
!131 = !DILocation(line: 9, column: 5, scope: !109)
!132 = !DILocation(line: 10, column: 5, scope: !109)
!133 = !DILocation(line: 0, scope: !128)
!134 = !DILocation(line: 12, column: 23, scope: !135)
!135 = distinct !DILexicalBlock(scope: !128, file: !2, line: 12, column: 5)
!136 = !DILocation(line: 12, column: 5, scope: !128)
!137 = !DILocation(line: 13, column: 5, scope: !109)
!138 = !DILocation(line: 15, column: 1, scope: !109)
!139 = !DILocation(line: 14, column: 5, scope: !109)
!140 = !DILocation(line: 12, column: 38, scope: !135)
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = !{!144, !144, i64 0}
!144 = !{!"int", !93, i64 0}
!145 = !DILocation(line: 12, column: 35, scope: !135)
!146 = !DILocation(line: 12, column: 29, scope: !135)
!147 = distinct !{!147, !136, !148, !149}
!148 = !DILocation(line: 12, column: 38, scope: !128)
!149 = !{!"llvm.loop.mustprogress"}
!150 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 17, type: !151, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!54, !107, null}
!153 = !{!154, !155, !156, !157, !159, !164, !166}
!154 = !DILocalVariable(name: "fmt", arg: 1, scope: !150, file: !2, line: 17, type: !107)
!155 = !DILocalVariable(name: "ap", scope: !150, file: !2, line: 18, type: !115)
!156 = !DILocalVariable(name: "acc", scope: !150, file: !2, line: 20, type: !54)
!157 = !DILocalVariable(name: "p", scope: !158, file: !2, line: 21, type: !107)
!158 = distinct !DILexicalBlock(scope: !150, file: !2, line: 21, column: 5)
!159 = !DILocalVariable(name: "s", scope: !160, file: !2, line: 26, type: !107)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 26, column: 19)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 22, column: 21)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 21, column: 40)
!163 = distinct !DILexicalBlock(scope: !158, file: !2, line: 21, column: 5)
!164 = !DILocalVariable(name: "pr", scope: !165, file: !2, line: 27, type: !71)
!165 = distinct !DILexicalBlock(scope: !161, file: !2, line: 27, column: 19)
!166 = !DILocalVariable(name: "t", scope: !167, file: !2, line: 28, type: !76)
!167 = distinct !DILexicalBlock(scope: !161, file: !2, line: 28, column: 19)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 0, scope: !150)
!170 = !DILocation(line: 18, column: 5, scope: !150)
!171 = !DILocation(line: 19, column: 5, scope: !150)
!172 = !DILocation(line: 0, scope: !158)
!173 = !DILocation(line: 21, column: 10, scope: !158)
!174 = !DILocation(line: 21, scope: !158)
!175 = !DILocation(line: 20, column: 12, scope: !150)
!176 = !DILocation(line: 21, column: 31, scope: !163)
!177 = !{!93, !93, i64 0}
!178 = !DILocation(line: 21, column: 5, scope: !158)
!179 = !DILocation(line: 31, column: 5, scope: !150)
!180 = !DILocation(line: 33, column: 1, scope: !150)
!181 = !DILocation(line: 32, column: 5, scope: !150)
!182 = !DILocation(line: 23, column: 26, scope: !161)
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = !DILocation(line: 23, column: 23, scope: !161)
!186 = !DILocation(line: 23, column: 43, scope: !161)
!187 = !DILocation(line: 24, column: 34, scope: !161)
!188 = distinct !DIAssignID()
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 24, column: 26, scope: !161)
!191 = !DILocation(line: 24, column: 23, scope: !161)
!192 = !DILocation(line: 24, column: 57, scope: !161)
!193 = !DILocation(line: 25, column: 26, scope: !161)
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = !{!197, !197, i64 0}
!197 = !{!"double", !93, i64 0}
!198 = !DILocation(line: 25, column: 23, scope: !161)
!199 = !DILocation(line: 25, column: 46, scope: !161)
!200 = !DILocation(line: 26, column: 37, scope: !160)
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = !{!204, !204, i64 0}
!204 = !{!"any pointer", !93, i64 0}
!205 = !DILocation(line: 0, scope: !160)
!206 = !DILocation(line: 26, column: 70, scope: !160)
!207 = !DILocation(line: 26, column: 63, scope: !160)
!208 = !DILocation(line: 26, column: 83, scope: !160)
!209 = !DILocation(line: 26, column: 81, scope: !160)
!210 = !DILocation(line: 26, column: 78, scope: !160)
!211 = distinct !{!211, !207, !208, !149}
!212 = !DILocation(line: 27, column: 38, scope: !165)
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !165)
!216 = !DILocation(line: 27, column: 70, scope: !165)
!217 = !DILocation(line: 27, column: 67, scope: !165)
!218 = !DILocation(line: 28, column: 38, scope: !167)
!219 = distinct !DIAssignID()
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 0, scope: !167)
!222 = !DILocation(line: 28, column: 84, scope: !167)
!223 = !DILocation(line: 28, column: 90, scope: !167)
!224 = !DILocation(line: 28, column: 71, scope: !167)
!225 = !DILocation(line: 28, column: 68, scope: !167)
!226 = !DILocation(line: 21, column: 36, scope: !163)
!227 = !DILocation(line: 21, column: 5, scope: !163)
!228 = distinct !{!228, !178, !229, !149}
!229 = !DILocation(line: 30, column: 5, scope: !158)
!230 = distinct !DISubprogram(name: "count_twice", scope: !2, file: !2, line: 41, type: !231, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!68, !68, null}
!233 = !{!234, !235, !236, !237, !238}
!234 = !DILocalVariable(name: "first", arg: 1, scope: !230, file: !2, line: 41, type: !68)
!235 = !DILocalVariable(name: "ap", scope: !230, file: !2, line: 42, type: !115)
!236 = !DILocalVariable(name: "ap2", scope: !230, file: !2, line: 42, type: !115)
!237 = !DILocalVariable(name: "a", scope: !230, file: !2, line: 45, type: !68)
!238 = !DILocalVariable(name: "b", scope: !230, file: !2, line: 46, type: !68)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !230)
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 42, column: 5, scope: !230)
!243 = !DILocation(line: 43, column: 5, scope: !230)
!244 = !DILocation(line: 44, column: 5, scope: !230)
!245 = !DILocation(line: 45, column: 13, scope: !230)
!246 = !DILocalVariable(name: "first", arg: 1, scope: !247, file: !2, line: 35, type: !68)
!247 = distinct !DISubprogram(name: "vcount", scope: !2, file: !2, line: 35, type: !248, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{!68, !68, !115}
!250 = !{!246, !251, !252, !253}
!251 = !DILocalVariable(name: "ap", arg: 2, scope: !247, file: !2, line: 35, type: !115)
!252 = !DILocalVariable(name: "count", scope: !247, file: !2, line: 36, type: !68)
!253 = !DILocalVariable(name: "v", scope: !254, file: !2, line: 37, type: !68)
!254 = distinct !DILexicalBlock(scope: !247, file: !2, line: 37, column: 5)
!255 = !DILocation(line: 0, scope: !247, inlinedAt: !256)
!256 = distinct !DILocation(line: 45, column: 13, scope: !230)
!257 = !DILocation(line: 0, scope: !254, inlinedAt: !256)
!258 = !DILocation(line: 37, column: 5, scope: !254, inlinedAt: !256)
!259 = !DILocation(line: 37, column: 59, scope: !260, inlinedAt: !256)
!260 = distinct !DILexicalBlock(scope: !254, file: !2, line: 37, column: 5)
!261 = !DILocation(line: 37, column: 37, scope: !260, inlinedAt: !256)
!262 = !DILocation(line: 37, column: 27, scope: !260, inlinedAt: !256)
!263 = distinct !{!263, !258, !264, !149}
!264 = !DILocation(line: 37, column: 59, scope: !254, inlinedAt: !256)
!265 = !DILocation(line: 46, column: 13, scope: !230)
!266 = !DILocation(line: 0, scope: !247, inlinedAt: !267)
!267 = distinct !DILocation(line: 46, column: 13, scope: !230)
!268 = !DILocation(line: 0, scope: !254, inlinedAt: !267)
!269 = !DILocation(line: 37, column: 5, scope: !254, inlinedAt: !267)
!270 = !DILocation(line: 37, column: 59, scope: !260, inlinedAt: !267)
!271 = !DILocation(line: 37, column: 37, scope: !260, inlinedAt: !267)
!272 = !DILocation(line: 37, column: 27, scope: !260, inlinedAt: !267)
!273 = distinct !{!273, !269, !274, !149}
!274 = !DILocation(line: 37, column: 59, scope: !254, inlinedAt: !267)
!275 = !DILocation(line: 47, column: 5, scope: !230)
!276 = !DILocation(line: 48, column: 5, scope: !230)
!277 = !DILocation(line: 49, column: 14, scope: !230)
!278 = !DILocation(line: 49, column: 20, scope: !230)
!279 = !DILocation(line: 50, column: 1, scope: !230)
!280 = !DILocation(line: 49, column: 5, scope: !230)
!281 = distinct !DISubprogram(name: "my_printf", scope: !2, file: !2, line: 52, type: !282, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !284)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !107, null}
!284 = !{!285, !286, !290}
!285 = !DILocalVariable(name: "fmt", arg: 1, scope: !281, file: !2, line: 52, type: !107)
!286 = !DILocalVariable(name: "buf", scope: !281, file: !2, line: 53, type: !287)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: 256)
!290 = !DILocalVariable(name: "ap", scope: !281, file: !2, line: 54, type: !115)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 0, scope: !281)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 53, column: 5, scope: !281)
!295 = !DILocation(line: 54, column: 5, scope: !281)
!296 = !DILocation(line: 55, column: 5, scope: !281)
!297 = !DILocation(line: 56, column: 5, scope: !281)
!298 = !{i64 0, i64 8, !203, i64 8, i64 8, !203, i64 16, i64 8, !203, i64 24, i64 4, !143, i64 28, i64 4, !143}
!299 = !DILocation(line: 57, column: 5, scope: !281)
!300 = !DILocation(line: 58, column: 5, scope: !281)
!301 = !DILocation(line: 59, column: 1, scope: !281)
!302 = distinct !DISubprogram(name: "many_doubles", scope: !2, file: !2, line: 61, type: !303, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !305)
!303 = !DISubroutineType(types: !304)
!304 = !{!54, !68, null}
!305 = !{!306, !307, !308, !309}
!306 = !DILocalVariable(name: "n", arg: 1, scope: !302, file: !2, line: 61, type: !68)
!307 = !DILocalVariable(name: "ap", scope: !302, file: !2, line: 62, type: !115)
!308 = !DILocalVariable(name: "s", scope: !302, file: !2, line: 64, type: !54)
!309 = !DILocalVariable(name: "i", scope: !310, file: !2, line: 65, type: !68)
!310 = distinct !DILexicalBlock(scope: !302, file: !2, line: 65, column: 5)
!311 = distinct !DIAssignID()
!312 = !DILocation(line: 0, scope: !302)
!313 = !DILocation(line: 62, column: 5, scope: !302)
!314 = !DILocation(line: 63, column: 5, scope: !302)
!315 = !DILocation(line: 0, scope: !310)
!316 = !DILocation(line: 65, column: 38, scope: !317)
!317 = distinct !DILexicalBlock(scope: !310, file: !2, line: 65, column: 5)
!318 = distinct !DIAssignID()
!319 = distinct !DIAssignID()
!320 = !DILocation(line: 65, column: 35, scope: !317)
!321 = !DILocation(line: 66, column: 5, scope: !302)
!322 = !DILocation(line: 68, column: 1, scope: !302)
!323 = !DILocation(line: 67, column: 5, scope: !302)
!324 = !DISubprogram(name: "vsnprintf", scope: !103, file: !103, line: 382, type: !325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{!68, !327, !329, !106, !332}
!327 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!329 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !330, line: 18, baseType: !331)
!330 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!331 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !333, line: 12, baseType: !117)
!333 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
