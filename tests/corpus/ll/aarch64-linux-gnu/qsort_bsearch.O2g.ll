; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Person = type { [16 x i8], i32, double }

@.str = private unnamed_addr constant [43 x i8] c"sorted = %d min = %d max = %d median = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"bsearch found = %d value = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"bsearch missing = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"desc first = %d last = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [7 x i8] c"banana\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !51
@__const.main.words = private unnamed_addr constant [9 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.5], align 8
@.str.12 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !60
@__const.main.people = private unnamed_addr constant [7 x %struct.Person] [%struct.Person { [16 x i8] c"zed\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"amy\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }, %struct.Person { [16 x i8] c"bob\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"cat\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.550000e+01 }, %struct.Person { [16 x i8] c"dan\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 40, double 7.000000e+01 }, %struct.Person { [16 x i8] c"eve\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 9.900000e+01 }, %struct.Person { [16 x i8] c"fay\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }], align 8
@.str.15 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [25 x i8] c"doubles: %.3f %.3f %.3f\0A\00", align 1, !dbg !67

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !75 {
  %1 = alloca [9 x ptr], align 8, !DIAssignID !145
    #dbg_assign(i1 undef, !91, !DIExpression(), !145, ptr %1, !DIExpression(), !146)
  %2 = alloca [7 x %struct.Person], align 8, !DIAssignID !147
    #dbg_assign(i1 undef, !103, !DIExpression(), !147, ptr %2, !DIExpression(), !146)
  %3 = alloca [64 x double], align 8, !DIAssignID !148
    #dbg_assign(i1 undef, !117, !DIExpression(), !148, ptr %3, !DIExpression(), !146)
  %4 = tail call noalias dereferenceable_or_null(2000) ptr @malloc(i64 noundef 2000) #12, !dbg !149
    #dbg_value(ptr %4, !80, !DIExpression(), !146)
    #dbg_value(i32 7, !82, !DIExpression(), !146)
    #dbg_value(i32 0, !84, !DIExpression(), !150)
  br label %25, !dbg !151

5:                                                ; preds = %25
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #13, !dbg !152
    #dbg_value(i32 1, !86, !DIExpression(), !146)
    #dbg_value(i32 1, !87, !DIExpression(), !153)
  br label %6, !dbg !154

6:                                                ; preds = %6, %5
  %7 = phi i64 [ 0, %5 ], [ %23, %6 ]
  %8 = phi <4 x i1> [ zeroinitializer, %5 ], [ %21, %6 ]
  %9 = phi <4 x i1> [ zeroinitializer, %5 ], [ %22, %6 ]
  %10 = or disjoint i64 %7, 1, !dbg !154
  %11 = getelementptr i32, ptr %4, i64 %10, !dbg !155
  %12 = getelementptr i8, ptr %11, i64 -4, !dbg !155
  %13 = getelementptr i8, ptr %11, i64 12, !dbg !155
  %14 = load <4 x i32>, ptr %12, align 4, !dbg !155, !tbaa !158
  %15 = load <4 x i32>, ptr %13, align 4, !dbg !155, !tbaa !158
  %16 = getelementptr i8, ptr %11, i64 16, !dbg !162
  %17 = load <4 x i32>, ptr %11, align 4, !dbg !162, !tbaa !158
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !162, !tbaa !158
  %19 = icmp sgt <4 x i32> %14, %17, !dbg !163
  %20 = icmp sgt <4 x i32> %15, %18, !dbg !163
  %21 = or <4 x i1> %8, %19
  %22 = or <4 x i1> %9, %20
  %23 = add nuw i64 %7, 8
  %24 = icmp eq i64 %23, 496
  br i1 %24, label %58, label %6, !llvm.loop !164

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %34, %25 ]
  %27 = phi i32 [ 7, %0 ], [ %29, %25 ]
    #dbg_value(i32 %27, !82, !DIExpression(), !146)
    #dbg_value(i64 %26, !84, !DIExpression(), !150)
  %28 = mul i32 %27, 1103515245, !dbg !169
  %29 = add i32 %28, 12345, !dbg !172
    #dbg_value(i32 %29, !82, !DIExpression(), !146)
  %30 = lshr i32 %29, 8, !dbg !173
  %31 = urem i32 %30, 100000, !dbg !174
  %32 = add nsw i32 %31, -50000, !dbg !175
  %33 = getelementptr inbounds i32, ptr %4, i64 %26, !dbg !176
  store i32 %32, ptr %33, align 4, !dbg !177, !tbaa !158
  %34 = add nuw nsw i64 %26, 1, !dbg !178
    #dbg_value(i64 %34, !84, !DIExpression(), !150)
  %35 = icmp eq i64 %34, 500, !dbg !179
  br i1 %35, label %5, label %25, !dbg !151, !llvm.loop !180

36:                                               ; preds = %54, %58
  %37 = phi i64 [ %56, %54 ], [ 0, %58 ]
  %38 = phi i64 [ %55, %54 ], [ 500, %58 ]
    #dbg_value(i64 %37, !182, !DIExpression(), !202)
    #dbg_value(i64 %38, !198, !DIExpression(), !202)
  %39 = add i64 %38, %37, !dbg !204
  %40 = lshr i64 %39, 1, !dbg !206
    #dbg_value(i64 %40, !199, !DIExpression(), !202)
  %41 = shl i64 %40, 2, !dbg !207
  %42 = getelementptr inbounds i8, ptr %4, i64 %41, !dbg !208
    #dbg_value(ptr %42, !200, !DIExpression(), !202)
    #dbg_value(ptr undef, !209, !DIExpression(), !215)
    #dbg_value(ptr %42, !212, !DIExpression(), !215)
    #dbg_value(i32 %85, !213, !DIExpression(), !215)
  %43 = load i32, ptr %42, align 4, !dbg !217, !tbaa !158
    #dbg_value(i32 %43, !214, !DIExpression(), !215)
  %44 = icmp sgt i32 %85, %43, !dbg !218
  %45 = zext i1 %44 to i32, !dbg !218
  %46 = icmp slt i32 %85, %43, !dbg !219
  %47 = sext i1 %46 to i32, !dbg !219
  %48 = add nsw i32 %47, %45, !dbg !220
    #dbg_value(i32 %48, !201, !DIExpression(), !202)
  %49 = icmp slt i32 %48, 0, !dbg !221
  br i1 %49, label %54, label %50, !dbg !223

50:                                               ; preds = %36
  %51 = icmp eq i32 %48, 0, !dbg !224
  br i1 %51, label %86, label %52, !dbg !226

52:                                               ; preds = %50
  %53 = add nuw i64 %40, 1, !dbg !227
    #dbg_value(i64 %53, !182, !DIExpression(), !202)
  br label %54

54:                                               ; preds = %52, %36
  %55 = phi i64 [ %38, %52 ], [ %40, %36 ], !dbg !202
  %56 = phi i64 [ %53, %52 ], [ %37, %36 ], !dbg !202
    #dbg_value(i64 %56, !182, !DIExpression(), !202)
    #dbg_value(i64 %55, !198, !DIExpression(), !202)
  %57 = icmp ult i64 %56, %55, !dbg !228
  br i1 %57, label %36, label %86, !dbg !229, !llvm.loop !230

58:                                               ; preds = %6
  %59 = or <4 x i1> %22, %21, !dbg !154
  %60 = freeze <4 x i1> %59, !dbg !154
  %61 = bitcast <4 x i1> %60 to i4, !dbg !154
  %62 = icmp eq i4 %61, 0, !dbg !154
    #dbg_value(i1 %62, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !146)
    #dbg_value(i64 497, !87, !DIExpression(), !153)
  %63 = getelementptr i8, ptr %4, i64 1988, !dbg !155
  %64 = getelementptr i8, ptr %4, i64 1984, !dbg !155
  %65 = load i32, ptr %64, align 4, !dbg !155, !tbaa !158
  %66 = load i32, ptr %63, align 4, !dbg !162, !tbaa !158
  %67 = icmp sle i32 %65, %66, !dbg !163
  %68 = and i1 %67, %62, !dbg !232
    #dbg_value(i1 %68, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !146)
    #dbg_value(i64 498, !87, !DIExpression(), !153)
  %69 = getelementptr i8, ptr %4, i64 1992, !dbg !155
  %70 = load i32, ptr %69, align 4, !dbg !162, !tbaa !158
  %71 = icmp sle i32 %66, %70, !dbg !163
    #dbg_value(i1 poison, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !146)
    #dbg_value(i64 499, !87, !DIExpression(), !153)
  %72 = getelementptr i8, ptr %4, i64 1996, !dbg !155
  %73 = load i32, ptr %72, align 4, !dbg !162, !tbaa !158
  %74 = icmp sle i32 %70, %73, !dbg !163
  %75 = select i1 %74, i1 %71, i1 false, !dbg !232
  %76 = select i1 %75, i1 %68, i1 false, !dbg !232
  %77 = zext i1 %76 to i32, !dbg !232
    #dbg_value(i32 %77, !86, !DIExpression(), !146)
    #dbg_value(i64 500, !87, !DIExpression(), !153)
  %78 = load i32, ptr %4, align 4, !dbg !233, !tbaa !158
  %79 = getelementptr inbounds i8, ptr %4, i64 1996, !dbg !234
  %80 = load i32, ptr %79, align 4, !dbg !234, !tbaa !158
  %81 = getelementptr inbounds i8, ptr %4, i64 1000, !dbg !235
  %82 = load i32, ptr %81, align 4, !dbg !235, !tbaa !158
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %77, i32 noundef %78, i32 noundef %80, i32 noundef %82), !dbg !236
  %84 = getelementptr inbounds i8, ptr %4, i64 492, !dbg !237
  %85 = load i32, ptr %84, align 4, !dbg !237, !tbaa !158
    #dbg_value(i32 %85, !89, !DIExpression(), !146)
    #dbg_value(ptr undef, !193, !DIExpression(), !202)
    #dbg_value(ptr %4, !194, !DIExpression(), !202)
    #dbg_value(i64 500, !195, !DIExpression(), !202)
    #dbg_value(i64 4, !196, !DIExpression(), !202)
    #dbg_value(ptr @cmp_int, !197, !DIExpression(), !202)
    #dbg_value(i64 0, !182, !DIExpression(), !202)
    #dbg_value(i64 500, !198, !DIExpression(), !202)
  br label %36

86:                                               ; preds = %54, %50
  %87 = phi i32 [ 1, %50 ], [ 0, %54 ]
  %88 = phi i32 [ %43, %50 ], [ 0, %54 ], !dbg !238
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %87, i32 noundef %88), !dbg !239
    #dbg_value(i32 50001, !89, !DIExpression(), !146)
    #dbg_value(ptr undef, !193, !DIExpression(), !240)
    #dbg_value(ptr %4, !194, !DIExpression(), !240)
    #dbg_value(i64 500, !195, !DIExpression(), !240)
    #dbg_value(i64 4, !196, !DIExpression(), !240)
    #dbg_value(ptr @cmp_int, !197, !DIExpression(), !240)
    #dbg_value(i64 0, !182, !DIExpression(), !240)
    #dbg_value(i64 500, !198, !DIExpression(), !240)
  br label %90

90:                                               ; preds = %108, %86
  %91 = phi i64 [ %110, %108 ], [ 0, %86 ]
  %92 = phi i64 [ %109, %108 ], [ 500, %86 ]
    #dbg_value(i64 %91, !182, !DIExpression(), !240)
    #dbg_value(i64 %92, !198, !DIExpression(), !240)
  %93 = add i64 %92, %91, !dbg !242
  %94 = lshr i64 %93, 1, !dbg !243
    #dbg_value(i64 %94, !199, !DIExpression(), !240)
  %95 = shl i64 %94, 2, !dbg !244
  %96 = getelementptr inbounds i8, ptr %4, i64 %95, !dbg !245
    #dbg_value(ptr %96, !200, !DIExpression(), !240)
    #dbg_value(ptr undef, !209, !DIExpression(), !246)
    #dbg_value(ptr %96, !212, !DIExpression(), !246)
    #dbg_value(i32 50001, !213, !DIExpression(), !246)
  %97 = load i32, ptr %96, align 4, !dbg !248, !tbaa !158
    #dbg_value(i32 %97, !214, !DIExpression(), !246)
  %98 = icmp slt i32 %97, 50001, !dbg !249
  %99 = zext i1 %98 to i32, !dbg !249
  %100 = icmp sgt i32 %97, 50001, !dbg !250
  %101 = sext i1 %100 to i32, !dbg !250
  %102 = add nsw i32 %101, %99, !dbg !251
    #dbg_value(i32 %102, !201, !DIExpression(), !240)
  %103 = icmp slt i32 %102, 0, !dbg !252
  br i1 %103, label %108, label %104, !dbg !253

104:                                              ; preds = %90
  %105 = icmp eq i32 %102, 0, !dbg !254
  br i1 %105, label %112, label %106, !dbg !255

106:                                              ; preds = %104
  %107 = add nuw i64 %94, 1, !dbg !256
    #dbg_value(i64 %107, !182, !DIExpression(), !240)
  br label %108

108:                                              ; preds = %106, %90
  %109 = phi i64 [ %92, %106 ], [ %94, %90 ], !dbg !240
  %110 = phi i64 [ %107, %106 ], [ %91, %90 ], !dbg !240
    #dbg_value(i64 %110, !182, !DIExpression(), !240)
    #dbg_value(i64 %109, !198, !DIExpression(), !240)
  %111 = icmp ult i64 %110, %109, !dbg !257
  br i1 %111, label %90, label %112, !dbg !258, !llvm.loop !259

112:                                              ; preds = %104, %108
  %113 = phi i32 [ 1, %108 ], [ 0, %104 ], !dbg !240
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %113), !dbg !261
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13, !dbg !262
  %115 = load i32, ptr %4, align 4, !dbg !263, !tbaa !158
  %116 = load i32, ptr %79, align 4, !dbg !264, !tbaa !158
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %115, i32 noundef %116), !dbg !265
  tail call void @free(ptr noundef %4) #13, !dbg !266
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #13, !dbg !267
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %1, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.words, i64 72, i1 false), !dbg !268, !DIAssignID !269
    #dbg_assign(i1 undef, !91, !DIExpression(), !269, ptr %1, !DIExpression(), !146)
    #dbg_value(i64 9, !97, !DIExpression(), !146)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 9, i64 noundef 8, ptr noundef nonnull @cmp_str) #13, !dbg !270
    #dbg_value(i64 0, !101, !DIExpression(), !271)
  %118 = load ptr, ptr %1, align 8, !dbg !272, !tbaa !274
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %118, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 1, !101, !DIExpression(), !271)
  %120 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !272
  %121 = load ptr, ptr %120, align 8, !dbg !272, !tbaa !274
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %121, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 2, !101, !DIExpression(), !271)
  %123 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !272
  %124 = load ptr, ptr %123, align 8, !dbg !272, !tbaa !274
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %124, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 3, !101, !DIExpression(), !271)
  %126 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !272
  %127 = load ptr, ptr %126, align 8, !dbg !272, !tbaa !274
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %127, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 4, !101, !DIExpression(), !271)
  %129 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !272
  %130 = load ptr, ptr %129, align 8, !dbg !272, !tbaa !274
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %130, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 5, !101, !DIExpression(), !271)
  %132 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !272
  %133 = load ptr, ptr %132, align 8, !dbg !272, !tbaa !274
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %133, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 6, !101, !DIExpression(), !271)
  %135 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !272
  %136 = load ptr, ptr %135, align 8, !dbg !272, !tbaa !274
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %136, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 7, !101, !DIExpression(), !271)
  %138 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !272
  %139 = load ptr, ptr %138, align 8, !dbg !272, !tbaa !274
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %139, ptr noundef nonnull @.str.13), !dbg !276
    #dbg_value(i64 8, !101, !DIExpression(), !271)
  %141 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !272
  %142 = load ptr, ptr %141, align 8, !dbg !272, !tbaa !274
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %142, ptr noundef nonnull @.str.14), !dbg !276
    #dbg_value(i64 9, !101, !DIExpression(), !271)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #13, !dbg !277
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %2, ptr noundef nonnull align 8 dereferenceable(224) @__const.main.people, i64 224, i1 false), !dbg !278, !DIAssignID !279
    #dbg_assign(i1 undef, !103, !DIExpression(), !279, ptr %2, !DIExpression(), !146)
    #dbg_value(i64 7, !114, !DIExpression(), !146)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 7, i64 noundef 32, ptr noundef nonnull @cmp_person) #13, !dbg !280
    #dbg_value(i64 0, !115, !DIExpression(), !281)
  %144 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !282
  %145 = load i32, ptr %144, align 8, !dbg !282, !tbaa !284
  %146 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !287
  %147 = load double, ptr %146, align 8, !dbg !287, !tbaa !288
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %2, i32 noundef %145, double noundef %147), !dbg !289
    #dbg_value(i64 1, !115, !DIExpression(), !281)
  %149 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !290
  %150 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !282
  %151 = load i32, ptr %150, align 8, !dbg !282, !tbaa !284
  %152 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !287
  %153 = load double, ptr %152, align 8, !dbg !287, !tbaa !288
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %149, i32 noundef %151, double noundef %153), !dbg !289
    #dbg_value(i64 2, !115, !DIExpression(), !281)
  %155 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !290
  %156 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !282
  %157 = load i32, ptr %156, align 8, !dbg !282, !tbaa !284
  %158 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !287
  %159 = load double, ptr %158, align 8, !dbg !287, !tbaa !288
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %155, i32 noundef %157, double noundef %159), !dbg !289
    #dbg_value(i64 3, !115, !DIExpression(), !281)
  %161 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !290
  %162 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !282
  %163 = load i32, ptr %162, align 8, !dbg !282, !tbaa !284
  %164 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !287
  %165 = load double, ptr %164, align 8, !dbg !287, !tbaa !288
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %161, i32 noundef %163, double noundef %165), !dbg !289
    #dbg_value(i64 4, !115, !DIExpression(), !281)
  %167 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !290
  %168 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !282
  %169 = load i32, ptr %168, align 8, !dbg !282, !tbaa !284
  %170 = getelementptr inbounds i8, ptr %2, i64 152, !dbg !287
  %171 = load double, ptr %170, align 8, !dbg !287, !tbaa !288
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %167, i32 noundef %169, double noundef %171), !dbg !289
    #dbg_value(i64 5, !115, !DIExpression(), !281)
  %173 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !290
  %174 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !282
  %175 = load i32, ptr %174, align 8, !dbg !282, !tbaa !284
  %176 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !287
  %177 = load double, ptr %176, align 8, !dbg !287, !tbaa !288
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %173, i32 noundef %175, double noundef %177), !dbg !289
    #dbg_value(i64 6, !115, !DIExpression(), !281)
  %179 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !290
  %180 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !282
  %181 = load i32, ptr %180, align 8, !dbg !282, !tbaa !284
  %182 = getelementptr inbounds i8, ptr %2, i64 216, !dbg !287
  %183 = load double, ptr %182, align 8, !dbg !287, !tbaa !288
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %179, i32 noundef %181, double noundef %183), !dbg !289
    #dbg_value(i64 7, !115, !DIExpression(), !281)
  %185 = call i32 @putchar(i32 10), !dbg !291
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13, !dbg !292
    #dbg_value(i32 0, !121, !DIExpression(), !293)
  br label %186, !dbg !294

186:                                              ; preds = %186, %112
  %187 = phi i64 [ 0, %112 ], [ %202, %186 ], !dbg !295
  %188 = phi <2 x i32> [ <i32 0, i32 1>, %112 ], [ %203, %186 ], !dbg !297
  %189 = mul <2 x i32> %188, <i32 37, i32 37>, !dbg !297
  %190 = mul <2 x i32> %188, <i32 37, i32 37>, !dbg !297
  %191 = add <2 x i32> %190, <i32 10, i32 10>, !dbg !297
  %192 = and <2 x i32> %189, <i32 63, i32 63>, !dbg !297
  %193 = and <2 x i32> %191, <i32 63, i32 63>, !dbg !297
  %194 = uitofp nneg <2 x i32> %192 to <2 x double>, !dbg !298
  %195 = uitofp nneg <2 x i32> %193 to <2 x double>, !dbg !298
  %196 = fmul <2 x double> %194, <double 1.250000e-01, double 1.250000e-01>, !dbg !299
  %197 = fmul <2 x double> %195, <double 1.250000e-01, double 1.250000e-01>, !dbg !299
  %198 = fadd <2 x double> %196, <double -4.000000e+00, double -4.000000e+00>, !dbg !300
  %199 = fadd <2 x double> %197, <double -4.000000e+00, double -4.000000e+00>, !dbg !300
  %200 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %187, !dbg !301
  %201 = getelementptr inbounds i8, ptr %200, i64 16, !dbg !302
  store <2 x double> %198, ptr %200, align 8, !dbg !302, !tbaa !303
  store <2 x double> %199, ptr %201, align 8, !dbg !302, !tbaa !303
  %202 = add nuw i64 %187, 4, !dbg !295
  %203 = add <2 x i32> %188, <i32 4, i32 4>, !dbg !297
  %204 = icmp eq i64 %202, 64, !dbg !295
  br i1 %204, label %205, label %186, !dbg !295, !llvm.loop !304

205:                                              ; preds = %186
  call void @qsort(ptr noundef nonnull %3, i64 noundef 64, i64 noundef 8, ptr noundef nonnull @cmp_double) #13, !dbg !306
  %206 = load double, ptr %3, align 8, !dbg !307, !tbaa !303
  %207 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !308
  %208 = load double, ptr %207, align 8, !dbg !308, !tbaa !303
  %209 = getelementptr inbounds i8, ptr %3, i64 504, !dbg !309
  %210 = load double, ptr %209, align 8, !dbg !309, !tbaa !303
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %206, double noundef %208, double noundef %210), !dbg !310
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13, !dbg !311
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #13, !dbg !311
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #13, !dbg !311
  ret i32 0, !dbg !312
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !313 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !316 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !210 {
    #dbg_value(ptr %0, !209, !DIExpression(), !319)
    #dbg_value(ptr %1, !212, !DIExpression(), !319)
  %3 = load i32, ptr %0, align 4, !dbg !320, !tbaa !158
    #dbg_value(i32 %3, !213, !DIExpression(), !319)
  %4 = load i32, ptr %1, align 4, !dbg !321, !tbaa !158
    #dbg_value(i32 %4, !214, !DIExpression(), !319)
  %5 = icmp sgt i32 %3, %4, !dbg !322
  %6 = zext i1 %5 to i32, !dbg !322
  %7 = icmp slt i32 %3, %4, !dbg !323
  %8 = sext i1 %7 to i32, !dbg !323
  %9 = add nsw i32 %8, %6, !dbg !324
  ret i32 %9, !dbg !325
}

; Function Attrs: nofree nounwind
declare !dbg !326 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !331 {
    #dbg_value(ptr %0, !333, !DIExpression(), !335)
    #dbg_value(ptr %1, !334, !DIExpression(), !335)
    #dbg_value(ptr %1, !209, !DIExpression(), !336)
    #dbg_value(ptr %0, !212, !DIExpression(), !336)
  %3 = load i32, ptr %1, align 4, !dbg !338, !tbaa !158
    #dbg_value(i32 %3, !213, !DIExpression(), !336)
  %4 = load i32, ptr %0, align 4, !dbg !339, !tbaa !158
    #dbg_value(i32 %4, !214, !DIExpression(), !336)
  %5 = icmp sgt i32 %3, %4, !dbg !340
  %6 = zext i1 %5 to i32, !dbg !340
  %7 = icmp slt i32 %3, %4, !dbg !341
  %8 = sext i1 %7 to i32, !dbg !341
  %9 = add nsw i32 %8, %6, !dbg !342
  ret i32 %9, !dbg !343
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !344 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 !dbg !347 {
    #dbg_value(ptr %0, !349, !DIExpression(), !351)
    #dbg_value(ptr %1, !350, !DIExpression(), !351)
  %3 = load ptr, ptr %0, align 8, !dbg !352, !tbaa !274
  %4 = load ptr, ptr %1, align 8, !dbg !353, !tbaa !274
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #14, !dbg !354
  ret i32 %5, !dbg !355
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 !dbg !356 {
    #dbg_value(ptr %0, !358, !DIExpression(), !364)
    #dbg_value(ptr %1, !359, !DIExpression(), !364)
    #dbg_value(ptr %0, !360, !DIExpression(), !364)
    #dbg_value(ptr %1, !363, !DIExpression(), !364)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !365
  %4 = load i32, ptr %3, align 8, !dbg !365, !tbaa !284
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !367
  %6 = load i32, ptr %5, align 8, !dbg !367, !tbaa !284
  %7 = icmp eq i32 %4, %6, !dbg !368
  br i1 %7, label %11, label %8, !dbg !369

8:                                                ; preds = %2
  %9 = icmp slt i32 %4, %6, !dbg !370
  %10 = select i1 %9, i32 -1, i32 1, !dbg !371
  br label %22, !dbg !372

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !373
  %13 = load double, ptr %12, align 8, !dbg !373, !tbaa !288
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !375
  %15 = load double, ptr %14, align 8, !dbg !375, !tbaa !288
  %16 = fcmp une double %13, %15, !dbg !376
  br i1 %16, label %17, label %20, !dbg !377

17:                                               ; preds = %11
  %18 = fcmp ogt double %13, %15, !dbg !378
  %19 = select i1 %18, i32 -1, i32 1, !dbg !379
  br label %22, !dbg !380

20:                                               ; preds = %11
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #14, !dbg !381
  br label %22, !dbg !382

22:                                               ; preds = %20, %17, %8
  %23 = phi i32 [ %10, %8 ], [ %19, %17 ], [ %21, %20 ], !dbg !364
  ret i32 %23, !dbg !383
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !384 {
    #dbg_value(ptr %0, !386, !DIExpression(), !390)
    #dbg_value(ptr %1, !387, !DIExpression(), !390)
  %3 = load double, ptr %0, align 8, !dbg !391, !tbaa !303
    #dbg_value(double %3, !388, !DIExpression(), !390)
  %4 = load double, ptr %1, align 8, !dbg !392, !tbaa !303
    #dbg_value(double %4, !389, !DIExpression(), !390)
  %5 = fcmp ogt double %3, %4, !dbg !393
  %6 = zext i1 %5 to i32, !dbg !393
  %7 = fcmp olt double %3, %4, !dbg !394
  %8 = sext i1 %7 to i32, !dbg !394
  %9 = add nsw i32 %8, %6, !dbg !395
  ret i32 %9, !dbg !396
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !397 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!136, !137, !138, !139, !140, !141, !142, !143}
!llvm.ident = !{!144}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/qsort_bsearch.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ddd383b6329763dbc4853dff17e4637")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 43)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 27)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !24, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 11)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !29, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !24, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !57, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 13)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 25)
!72 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !73, retainedTypes: !125, globals: !135, splitDebugInlining: false, nameTableKind: None)
!73 = !{!74}
!74 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !75, file: !2, line: 26, baseType: !83, size: 32, elements: !123)
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !76, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !79)
!76 = !DISubroutineType(types: !77)
!77 = !{!78}
!78 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!79 = !{!80, !82, !84, !86, !87, !89, !90, !91, !97, !101, !103, !114, !115, !117, !121}
!80 = !DILocalVariable(name: "v", scope: !75, file: !2, line: 27, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!82 = !DILocalVariable(name: "s", scope: !75, file: !2, line: 28, type: !83)
!83 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 29, type: !78)
!85 = distinct !DILexicalBlock(scope: !75, file: !2, line: 29, column: 5)
!86 = !DILocalVariable(name: "sorted", scope: !75, file: !2, line: 31, type: !78)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 32, type: !78)
!88 = distinct !DILexicalBlock(scope: !75, file: !2, line: 32, column: 5)
!89 = !DILocalVariable(name: "key", scope: !75, file: !2, line: 34, type: !78)
!90 = !DILocalVariable(name: "found", scope: !75, file: !2, line: 35, type: !81)
!91 = !DILocalVariable(name: "words", scope: !75, file: !2, line: 43, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 576, elements: !95)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!95 = !{!96}
!96 = !DISubrange(count: 9)
!97 = !DILocalVariable(name: "nw", scope: !75, file: !2, line: 44, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !99, line: 18, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 46, type: !98)
!102 = distinct !DILexicalBlock(scope: !75, file: !2, line: 46, column: 5)
!103 = !DILocalVariable(name: "people", scope: !75, file: !2, line: 48, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 1792, elements: !40)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Person", file: !2, line: 6, size: 256, elements: !106)
!106 = !{!107, !111, !112}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !105, file: !2, line: 6, baseType: !108, size: 128)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 16)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !105, file: !2, line: 6, baseType: !78, size: 32, offset: 128)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !105, file: !2, line: 6, baseType: !113, size: 64, offset: 192)
!113 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!114 = !DILocalVariable(name: "np", scope: !75, file: !2, line: 52, type: !98)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 54, type: !98)
!116 = distinct !DILexicalBlock(scope: !75, file: !2, line: 54, column: 5)
!117 = !DILocalVariable(name: "ds", scope: !75, file: !2, line: 56, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 4096, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 64)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 57, type: !78)
!122 = distinct !DILexicalBlock(scope: !75, file: !2, line: 57, column: 5)
!123 = !{!124}
!124 = !DIEnumerator(name: "N", value: 500)
!125 = !{!78, !126, !113, !127, !129, !93, !131, !133}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!135 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53, !55, !60, !62, !67}
!136 = !{i32 7, !"Dwarf Version", i32 5}
!137 = !{i32 2, !"Debug Info Version", i32 3}
!138 = !{i32 1, !"wchar_size", i32 4}
!139 = !{i32 8, !"PIC Level", i32 2}
!140 = !{i32 7, !"PIE Level", i32 2}
!141 = !{i32 7, !"uwtable", i32 2}
!142 = !{i32 7, !"frame-pointer", i32 1}
!143 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!144 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !75)
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 27, column: 14, scope: !75)
!150 = !DILocation(line: 0, scope: !85)
!151 = !DILocation(line: 29, column: 5, scope: !85)
!152 = !DILocation(line: 30, column: 5, scope: !75)
!153 = !DILocation(line: 0, scope: !88)
!154 = !DILocation(line: 32, column: 5, scope: !88)
!155 = !DILocation(line: 32, column: 37, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 32, column: 37)
!157 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 5)
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !160, i64 0}
!160 = !{!"omnipotent char", !161, i64 0}
!161 = !{!"Simple C/C++ TBAA"}
!162 = !DILocation(line: 32, column: 48, scope: !156)
!163 = !DILocation(line: 32, column: 46, scope: !156)
!164 = distinct !{!164, !154, !165, !166, !167, !168}
!165 = !DILocation(line: 32, column: 63, scope: !88)
!166 = !{!"llvm.loop.mustprogress"}
!167 = !{!"llvm.loop.isvectorized", i32 1}
!168 = !{!"llvm.loop.unroll.runtime.disable"}
!169 = !DILocation(line: 29, column: 41, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 29, column: 33)
!171 = distinct !DILexicalBlock(scope: !85, file: !2, line: 29, column: 5)
!172 = !DILocation(line: 29, column: 55, scope: !170)
!173 = !DILocation(line: 29, column: 81, scope: !170)
!174 = !DILocation(line: 29, column: 87, scope: !170)
!175 = !DILocation(line: 29, column: 97, scope: !170)
!176 = !DILocation(line: 29, column: 65, scope: !170)
!177 = !DILocation(line: 29, column: 70, scope: !170)
!178 = !DILocation(line: 29, column: 29, scope: !171)
!179 = !DILocation(line: 29, column: 23, scope: !171)
!180 = distinct !{!180, !151, !181, !166}
!181 = !DILocation(line: 29, column: 106, scope: !85)
!182 = !DILocalVariable(name: "__l", scope: !183, file: !184, line: 23, type: !98)
!183 = distinct !DISubprogram(name: "bsearch", scope: !184, file: !184, line: 20, type: !185, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !192)
!184 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!185 = !DISubroutineType(types: !186)
!186 = !{!126, !129, !129, !98, !98, !187}
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !188, line: 829, baseType: !189)
!188 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DISubroutineType(types: !191)
!191 = !{!78, !129, !129}
!192 = !{!193, !194, !195, !196, !197, !182, !198, !199, !200, !201}
!193 = !DILocalVariable(name: "__key", arg: 1, scope: !183, file: !184, line: 20, type: !129)
!194 = !DILocalVariable(name: "__base", arg: 2, scope: !183, file: !184, line: 20, type: !129)
!195 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !183, file: !184, line: 20, type: !98)
!196 = !DILocalVariable(name: "__size", arg: 4, scope: !183, file: !184, line: 20, type: !98)
!197 = !DILocalVariable(name: "__compar", arg: 5, scope: !183, file: !184, line: 21, type: !187)
!198 = !DILocalVariable(name: "__u", scope: !183, file: !184, line: 23, type: !98)
!199 = !DILocalVariable(name: "__idx", scope: !183, file: !184, line: 23, type: !98)
!200 = !DILocalVariable(name: "__p", scope: !183, file: !184, line: 24, type: !129)
!201 = !DILocalVariable(name: "__comparison", scope: !183, file: !184, line: 25, type: !78)
!202 = !DILocation(line: 0, scope: !183, inlinedAt: !203)
!203 = distinct !DILocation(line: 35, column: 18, scope: !75)
!204 = !DILocation(line: 31, column: 20, scope: !205, inlinedAt: !203)
!205 = distinct !DILexicalBlock(scope: !183, file: !184, line: 30, column: 5)
!206 = !DILocation(line: 31, column: 27, scope: !205, inlinedAt: !203)
!207 = !DILocation(line: 32, column: 62, scope: !205, inlinedAt: !203)
!208 = !DILocation(line: 32, column: 53, scope: !205, inlinedAt: !203)
!209 = !DILocalVariable(name: "a", arg: 1, scope: !210, file: !2, line: 8, type: !129)
!210 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 8, type: !190, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !211)
!211 = !{!209, !212, !213, !214}
!212 = !DILocalVariable(name: "b", arg: 2, scope: !210, file: !2, line: 8, type: !129)
!213 = !DILocalVariable(name: "x", scope: !210, file: !2, line: 9, type: !78)
!214 = !DILocalVariable(name: "y", scope: !210, file: !2, line: 9, type: !78)
!215 = !DILocation(line: 0, scope: !210, inlinedAt: !216)
!216 = distinct !DILocation(line: 33, column: 22, scope: !205, inlinedAt: !203)
!217 = !DILocation(line: 9, column: 34, scope: !210, inlinedAt: !216)
!218 = !DILocation(line: 10, column: 15, scope: !210, inlinedAt: !216)
!219 = !DILocation(line: 10, column: 25, scope: !210, inlinedAt: !216)
!220 = !DILocation(line: 10, column: 20, scope: !210, inlinedAt: !216)
!221 = !DILocation(line: 34, column: 24, scope: !222, inlinedAt: !203)
!222 = distinct !DILexicalBlock(scope: !205, file: !184, line: 34, column: 11)
!223 = !DILocation(line: 34, column: 11, scope: !205, inlinedAt: !203)
!224 = !DILocation(line: 36, column: 29, scope: !225, inlinedAt: !203)
!225 = distinct !DILexicalBlock(scope: !222, file: !184, line: 36, column: 16)
!226 = !DILocation(line: 36, column: 16, scope: !222, inlinedAt: !203)
!227 = !DILocation(line: 37, column: 14, scope: !225, inlinedAt: !203)
!228 = !DILocation(line: 29, column: 14, scope: !183, inlinedAt: !203)
!229 = !DILocation(line: 29, column: 3, scope: !183, inlinedAt: !203)
!230 = distinct !{!230, !229, !231, !166}
!231 = !DILocation(line: 49, column: 5, scope: !183, inlinedAt: !203)
!232 = !DILocation(line: 32, column: 37, scope: !157)
!233 = !DILocation(line: 33, column: 67, scope: !75)
!234 = !DILocation(line: 33, column: 73, scope: !75)
!235 = !DILocation(line: 33, column: 83, scope: !75)
!236 = !DILocation(line: 33, column: 5, scope: !75)
!237 = !DILocation(line: 34, column: 15, scope: !75)
!238 = !DILocation(line: 36, column: 62, scope: !75)
!239 = !DILocation(line: 36, column: 5, scope: !75)
!240 = !DILocation(line: 0, scope: !183, inlinedAt: !241)
!241 = distinct !DILocation(line: 38, column: 38, scope: !75)
!242 = !DILocation(line: 31, column: 20, scope: !205, inlinedAt: !241)
!243 = !DILocation(line: 31, column: 27, scope: !205, inlinedAt: !241)
!244 = !DILocation(line: 32, column: 62, scope: !205, inlinedAt: !241)
!245 = !DILocation(line: 32, column: 53, scope: !205, inlinedAt: !241)
!246 = !DILocation(line: 0, scope: !210, inlinedAt: !247)
!247 = distinct !DILocation(line: 33, column: 22, scope: !205, inlinedAt: !241)
!248 = !DILocation(line: 9, column: 34, scope: !210, inlinedAt: !247)
!249 = !DILocation(line: 10, column: 15, scope: !210, inlinedAt: !247)
!250 = !DILocation(line: 10, column: 25, scope: !210, inlinedAt: !247)
!251 = !DILocation(line: 10, column: 20, scope: !210, inlinedAt: !247)
!252 = !DILocation(line: 34, column: 24, scope: !222, inlinedAt: !241)
!253 = !DILocation(line: 34, column: 11, scope: !205, inlinedAt: !241)
!254 = !DILocation(line: 36, column: 29, scope: !225, inlinedAt: !241)
!255 = !DILocation(line: 36, column: 16, scope: !222, inlinedAt: !241)
!256 = !DILocation(line: 37, column: 14, scope: !225, inlinedAt: !241)
!257 = !DILocation(line: 29, column: 14, scope: !183, inlinedAt: !241)
!258 = !DILocation(line: 29, column: 3, scope: !183, inlinedAt: !241)
!259 = distinct !{!259, !258, !260, !166}
!260 = !DILocation(line: 49, column: 5, scope: !183, inlinedAt: !241)
!261 = !DILocation(line: 38, column: 5, scope: !75)
!262 = !DILocation(line: 39, column: 5, scope: !75)
!263 = !DILocation(line: 40, column: 43, scope: !75)
!264 = !DILocation(line: 40, column: 49, scope: !75)
!265 = !DILocation(line: 40, column: 5, scope: !75)
!266 = !DILocation(line: 41, column: 5, scope: !75)
!267 = !DILocation(line: 43, column: 5, scope: !75)
!268 = !DILocation(line: 43, column: 17, scope: !75)
!269 = distinct !DIAssignID()
!270 = !DILocation(line: 45, column: 5, scope: !75)
!271 = !DILocation(line: 0, scope: !102)
!272 = !DILocation(line: 46, column: 52, scope: !273)
!273 = distinct !DILexicalBlock(scope: !102, file: !2, line: 46, column: 5)
!274 = !{!275, !275, i64 0}
!275 = !{!"any pointer", !160, i64 0}
!276 = !DILocation(line: 46, column: 37, scope: !273)
!277 = !DILocation(line: 48, column: 5, scope: !75)
!278 = !DILocation(line: 48, column: 19, scope: !75)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 53, column: 5, scope: !75)
!281 = !DILocation(line: 0, scope: !116)
!282 = !DILocation(line: 54, column: 86, scope: !283)
!283 = distinct !DILexicalBlock(scope: !116, file: !2, line: 54, column: 5)
!284 = !{!285, !159, i64 16}
!285 = !{!"Person", !160, i64 0, !159, i64 16, !286, i64 24}
!286 = !{!"double", !160, i64 0}
!287 = !DILocation(line: 54, column: 101, scope: !283)
!288 = !{!285, !286, i64 24}
!289 = !DILocation(line: 54, column: 37, scope: !283)
!290 = !DILocation(line: 54, column: 60, scope: !283)
!291 = !DILocation(line: 55, column: 5, scope: !75)
!292 = !DILocation(line: 56, column: 5, scope: !75)
!293 = !DILocation(line: 0, scope: !122)
!294 = !DILocation(line: 57, column: 5, scope: !122)
!295 = !DILocation(line: 57, column: 30, scope: !296)
!296 = distinct !DILexicalBlock(scope: !122, file: !2, line: 57, column: 5)
!297 = !DILocation(line: 57, column: 60, scope: !296)
!298 = !DILocation(line: 57, column: 42, scope: !296)
!299 = !DILocation(line: 57, column: 66, scope: !296)
!300 = !DILocation(line: 57, column: 72, scope: !296)
!301 = !DILocation(line: 57, column: 34, scope: !296)
!302 = !DILocation(line: 57, column: 40, scope: !296)
!303 = !{!286, !286, i64 0}
!304 = distinct !{!304, !294, !305, !166, !167, !168}
!305 = !DILocation(line: 57, column: 74, scope: !122)
!306 = !DILocation(line: 58, column: 5, scope: !75)
!307 = !DILocation(line: 59, column: 41, scope: !75)
!308 = !DILocation(line: 59, column: 48, scope: !75)
!309 = !DILocation(line: 59, column: 56, scope: !75)
!310 = !DILocation(line: 59, column: 5, scope: !75)
!311 = !DILocation(line: 61, column: 1, scope: !75)
!312 = !DILocation(line: 60, column: 5, scope: !75)
!313 = !DISubprogram(name: "malloc", scope: !188, file: !188, line: 553, type: !314, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!126, !98}
!316 = !DISubprogram(name: "qsort", scope: !188, file: !188, line: 851, type: !317, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !126, !98, !98, !187}
!319 = !DILocation(line: 0, scope: !210)
!320 = !DILocation(line: 9, column: 13, scope: !210)
!321 = !DILocation(line: 9, column: 34, scope: !210)
!322 = !DILocation(line: 10, column: 15, scope: !210)
!323 = !DILocation(line: 10, column: 25, scope: !210)
!324 = !DILocation(line: 10, column: 20, scope: !210)
!325 = !DILocation(line: 10, column: 5, scope: !210)
!326 = !DISubprogram(name: "printf", scope: !327, file: !327, line: 356, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!328 = !DISubroutineType(types: !329)
!329 = !{!78, !330, null}
!330 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!331 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 12, type: !190, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !332)
!332 = !{!333, !334}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !331, file: !2, line: 12, type: !129)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !331, file: !2, line: 12, type: !129)
!335 = !DILocation(line: 0, scope: !331)
!336 = !DILocation(line: 0, scope: !210, inlinedAt: !337)
!337 = distinct !DILocation(line: 12, column: 64, scope: !331)
!338 = !DILocation(line: 9, column: 13, scope: !210, inlinedAt: !337)
!339 = !DILocation(line: 9, column: 34, scope: !210, inlinedAt: !337)
!340 = !DILocation(line: 10, column: 15, scope: !210, inlinedAt: !337)
!341 = !DILocation(line: 10, column: 25, scope: !210, inlinedAt: !337)
!342 = !DILocation(line: 10, column: 20, scope: !210, inlinedAt: !337)
!343 = !DILocation(line: 12, column: 57, scope: !331)
!344 = !DISubprogram(name: "free", scope: !188, file: !188, line: 568, type: !345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !126}
!347 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 13, type: !190, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !348)
!348 = !{!349, !350}
!349 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !2, line: 13, type: !129)
!350 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !2, line: 13, type: !129)
!351 = !DILocation(line: 0, scope: !347)
!352 = !DILocation(line: 13, column: 66, scope: !347)
!353 = !DILocation(line: 13, column: 91, scope: !347)
!354 = !DILocation(line: 13, column: 59, scope: !347)
!355 = !DILocation(line: 13, column: 52, scope: !347)
!356 = distinct !DISubprogram(name: "cmp_person", scope: !2, file: !2, line: 14, type: !190, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !357)
!357 = !{!358, !359, !360, !363}
!358 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !2, line: 14, type: !129)
!359 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !2, line: 14, type: !129)
!360 = !DILocalVariable(name: "p", scope: !356, file: !2, line: 15, type: !361)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !362, size: 64)
!362 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!363 = !DILocalVariable(name: "q", scope: !356, file: !2, line: 15, type: !361)
!364 = !DILocation(line: 0, scope: !356)
!365 = !DILocation(line: 16, column: 12, scope: !366)
!366 = distinct !DILexicalBlock(scope: !356, file: !2, line: 16, column: 9)
!367 = !DILocation(line: 16, column: 22, scope: !366)
!368 = !DILocation(line: 16, column: 16, scope: !366)
!369 = !DILocation(line: 16, column: 9, scope: !356)
!370 = !DILocation(line: 16, column: 41, scope: !366)
!371 = !DILocation(line: 16, column: 34, scope: !366)
!372 = !DILocation(line: 16, column: 27, scope: !366)
!373 = !DILocation(line: 17, column: 12, scope: !374)
!374 = distinct !DILexicalBlock(scope: !356, file: !2, line: 17, column: 9)
!375 = !DILocation(line: 17, column: 24, scope: !374)
!376 = !DILocation(line: 17, column: 18, scope: !374)
!377 = !DILocation(line: 17, column: 9, scope: !356)
!378 = !DILocation(line: 17, column: 47, scope: !374)
!379 = !DILocation(line: 17, column: 38, scope: !374)
!380 = !DILocation(line: 17, column: 31, scope: !374)
!381 = !DILocation(line: 18, column: 12, scope: !356)
!382 = !DILocation(line: 18, column: 5, scope: !356)
!383 = !DILocation(line: 19, column: 1, scope: !356)
!384 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 20, type: !190, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !385)
!385 = !{!386, !387, !388, !389}
!386 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !2, line: 20, type: !129)
!387 = !DILocalVariable(name: "b", arg: 2, scope: !384, file: !2, line: 20, type: !129)
!388 = !DILocalVariable(name: "x", scope: !384, file: !2, line: 21, type: !113)
!389 = !DILocalVariable(name: "y", scope: !384, file: !2, line: 21, type: !113)
!390 = !DILocation(line: 0, scope: !384)
!391 = !DILocation(line: 21, column: 16, scope: !384)
!392 = !DILocation(line: 21, column: 40, scope: !384)
!393 = !DILocation(line: 22, column: 15, scope: !384)
!394 = !DILocation(line: 22, column: 25, scope: !384)
!395 = !DILocation(line: 22, column: 20, scope: !384)
!396 = !DILocation(line: 22, column: 5, scope: !384)
!397 = !DISubprogram(name: "strcmp", scope: !398, file: !398, line: 156, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!399 = !DISubroutineType(types: !400)
!400 = !{!78, !93, !93}
