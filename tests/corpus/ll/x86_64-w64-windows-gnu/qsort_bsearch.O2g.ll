; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@__const.main.words = private unnamed_addr constant [9 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.5], align 16
@.str.12 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !60
@__const.main.people = private unnamed_addr constant [7 x %struct.Person] [%struct.Person { [16 x i8] c"zed\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"amy\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }, %struct.Person { [16 x i8] c"bob\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"cat\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.550000e+01 }, %struct.Person { [16 x i8] c"dan\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 40, double 7.000000e+01 }, %struct.Person { [16 x i8] c"eve\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 9.900000e+01 }, %struct.Person { [16 x i8] c"fay\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }], align 16
@.str.15 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [25 x i8] c"doubles: %.3f %.3f %.3f\0A\00", align 1, !dbg !67

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !75 {
  %1 = alloca i32, align 4, !DIAssignID !142
    #dbg_assign(i1 undef, !89, !DIExpression(), !142, ptr %1, !DIExpression(), !143)
  %2 = alloca [9 x ptr], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !91, !DIExpression(), !144, ptr %2, !DIExpression(), !143)
  %3 = alloca [7 x %struct.Person], align 16, !DIAssignID !145
    #dbg_assign(i1 undef, !103, !DIExpression(), !145, ptr %3, !DIExpression(), !143)
  %4 = alloca [64 x double], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !117, !DIExpression(), !146, ptr %4, !DIExpression(), !143)
  %5 = tail call dereferenceable_or_null(2000) ptr @malloc(i64 noundef 2000) #15, !dbg !147
    #dbg_value(ptr %5, !80, !DIExpression(), !143)
    #dbg_value(i32 7, !82, !DIExpression(), !143)
    #dbg_value(i32 0, !84, !DIExpression(), !148)
  br label %39, !dbg !149

6:                                                ; preds = %39
  tail call void @qsort(ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16, !dbg !150
    #dbg_value(i32 1, !86, !DIExpression(), !143)
    #dbg_value(i32 1, !87, !DIExpression(), !151)
  br label %7, !dbg !152

7:                                                ; preds = %7, %6
  %8 = phi i64 [ 0, %6 ], [ %37, %7 ]
  %9 = phi <4 x i1> [ zeroinitializer, %6 ], [ %35, %7 ]
  %10 = phi <4 x i1> [ zeroinitializer, %6 ], [ %36, %7 ]
  %11 = or disjoint i64 %8, 1, !dbg !152
  %12 = getelementptr i32, ptr %5, i64 %11, !dbg !153
  %13 = getelementptr i8, ptr %12, i64 -4, !dbg !153
  %14 = getelementptr i8, ptr %12, i64 12, !dbg !153
  %15 = load <4 x i32>, ptr %13, align 4, !dbg !153, !tbaa !156
  %16 = load <4 x i32>, ptr %14, align 4, !dbg !153, !tbaa !156
  %17 = getelementptr i8, ptr %12, i64 16, !dbg !160
  %18 = load <4 x i32>, ptr %12, align 4, !dbg !160, !tbaa !156
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !160, !tbaa !156
  %20 = icmp sgt <4 x i32> %15, %18, !dbg !161
  %21 = icmp sgt <4 x i32> %16, %19, !dbg !161
  %22 = or <4 x i1> %9, %20
  %23 = or <4 x i1> %10, %21
  %24 = or disjoint i64 %8, 9, !dbg !152
  %25 = getelementptr i32, ptr %5, i64 %24, !dbg !153
  %26 = getelementptr i8, ptr %25, i64 -4, !dbg !153
  %27 = getelementptr i8, ptr %25, i64 12, !dbg !153
  %28 = load <4 x i32>, ptr %26, align 4, !dbg !153, !tbaa !156
  %29 = load <4 x i32>, ptr %27, align 4, !dbg !153, !tbaa !156
  %30 = getelementptr i8, ptr %25, i64 16, !dbg !160
  %31 = load <4 x i32>, ptr %25, align 4, !dbg !160, !tbaa !156
  %32 = load <4 x i32>, ptr %30, align 4, !dbg !160, !tbaa !156
  %33 = icmp sgt <4 x i32> %28, %31, !dbg !161
  %34 = icmp sgt <4 x i32> %29, %32, !dbg !161
  %35 = or <4 x i1> %22, %33
  %36 = or <4 x i1> %23, %34
  %37 = add nuw nsw i64 %8, 16
  %38 = icmp eq i64 %37, 496
  br i1 %38, label %57, label %7, !llvm.loop !162

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %55, %39 ]
  %41 = phi i32 [ 7, %0 ], [ %50, %39 ]
    #dbg_value(i32 %41, !82, !DIExpression(), !143)
    #dbg_value(i64 %40, !84, !DIExpression(), !148)
  %42 = mul i32 %41, 1103515245, !dbg !167
  %43 = add i32 %42, 12345, !dbg !170
    #dbg_value(i32 %43, !82, !DIExpression(), !143)
  %44 = lshr i32 %43, 8, !dbg !171
  %45 = urem i32 %44, 100000, !dbg !172
  %46 = add nsw i32 %45, -50000, !dbg !173
  %47 = getelementptr inbounds i32, ptr %5, i64 %40, !dbg !174
  store i32 %46, ptr %47, align 4, !dbg !175, !tbaa !156
  %48 = or disjoint i64 %40, 1, !dbg !176
    #dbg_value(i64 %48, !84, !DIExpression(), !148)
  %49 = mul i32 %43, 1103515245, !dbg !167
  %50 = add i32 %49, 12345, !dbg !170
    #dbg_value(i32 %50, !82, !DIExpression(), !143)
  %51 = lshr i32 %50, 8, !dbg !171
  %52 = urem i32 %51, 100000, !dbg !172
  %53 = add nsw i32 %52, -50000, !dbg !173
  %54 = getelementptr inbounds i32, ptr %5, i64 %48, !dbg !174
  store i32 %53, ptr %54, align 4, !dbg !175, !tbaa !156
  %55 = add nuw nsw i64 %40, 2, !dbg !176
    #dbg_value(i64 %55, !84, !DIExpression(), !148)
  %56 = icmp eq i64 %55, 500, !dbg !177
  br i1 %56, label %6, label %39, !dbg !149, !llvm.loop !178

57:                                               ; preds = %7
  %58 = or <4 x i1> %36, %35, !dbg !152
  %59 = freeze <4 x i1> %58, !dbg !152
  %60 = bitcast <4 x i1> %59 to i4, !dbg !152
  %61 = icmp eq i4 %60, 0, !dbg !152
    #dbg_value(i1 %61, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !143)
    #dbg_value(i64 497, !87, !DIExpression(), !151)
  %62 = getelementptr i8, ptr %5, i64 1988, !dbg !153
  %63 = getelementptr i8, ptr %5, i64 1984, !dbg !153
  %64 = load i32, ptr %63, align 4, !dbg !153, !tbaa !156
  %65 = load i32, ptr %62, align 4, !dbg !160, !tbaa !156
  %66 = icmp sle i32 %64, %65, !dbg !161
  %67 = and i1 %66, %61, !dbg !180
    #dbg_value(i1 %67, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !143)
    #dbg_value(i64 498, !87, !DIExpression(), !151)
  %68 = getelementptr i8, ptr %5, i64 1992, !dbg !153
  %69 = load i32, ptr %68, align 4, !dbg !160, !tbaa !156
  %70 = icmp sle i32 %65, %69, !dbg !161
    #dbg_value(i1 poison, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !143)
    #dbg_value(i64 499, !87, !DIExpression(), !151)
  %71 = getelementptr i8, ptr %5, i64 1996, !dbg !153
  %72 = load i32, ptr %71, align 4, !dbg !160, !tbaa !156
  %73 = icmp sle i32 %69, %72, !dbg !161
  %74 = select i1 %73, i1 %70, i1 false, !dbg !180
  %75 = select i1 %74, i1 %67, i1 false, !dbg !180
  %76 = zext i1 %75 to i32, !dbg !180
    #dbg_value(i32 %76, !86, !DIExpression(), !143)
    #dbg_value(i64 500, !87, !DIExpression(), !151)
  %77 = load i32, ptr %5, align 4, !dbg !181, !tbaa !156
  %78 = getelementptr inbounds i8, ptr %5, i64 1996, !dbg !182
  %79 = load i32, ptr %78, align 4, !dbg !182, !tbaa !156
  %80 = getelementptr inbounds i8, ptr %5, i64 1000, !dbg !183
  %81 = load i32, ptr %80, align 4, !dbg !183, !tbaa !156
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %76, i32 noundef %77, i32 noundef %79, i32 noundef %81), !dbg !184
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #16, !dbg !185
  %82 = getelementptr inbounds i8, ptr %5, i64 492, !dbg !186
  %83 = load i32, ptr %82, align 4, !dbg !186, !tbaa !156
  store i32 %83, ptr %1, align 4, !dbg !187, !tbaa !156, !DIAssignID !188
    #dbg_assign(i32 %83, !89, !DIExpression(), !188, ptr %1, !DIExpression(), !143)
  %84 = call ptr @bsearch(ptr noundef nonnull %1, ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16, !dbg !189
    #dbg_value(ptr %84, !90, !DIExpression(), !143)
  %85 = icmp ne ptr %84, null, !dbg !190
  %86 = zext i1 %85 to i32, !dbg !190
  br i1 %85, label %87, label %89, !dbg !191

87:                                               ; preds = %57
  %88 = load i32, ptr %84, align 4, !dbg !192, !tbaa !156
  br label %89, !dbg !191

89:                                               ; preds = %57, %87
  %90 = phi i32 [ %88, %87 ], [ 0, %57 ], !dbg !191
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %86, i32 noundef %90), !dbg !193
  store i32 50001, ptr %1, align 4, !dbg !194, !tbaa !156, !DIAssignID !195
    #dbg_assign(i32 50001, !89, !DIExpression(), !195, ptr %1, !DIExpression(), !143)
  %91 = call ptr @bsearch(ptr noundef nonnull %1, ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16, !dbg !196
  %92 = icmp eq ptr %91, null, !dbg !197
  %93 = zext i1 %92 to i32, !dbg !197
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %93), !dbg !198
  call void @qsort(ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #16, !dbg !199
  %94 = load i32, ptr %5, align 4, !dbg !200, !tbaa !156
  %95 = load i32, ptr %78, align 4, !dbg !201, !tbaa !156
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %94, i32 noundef %95), !dbg !202
  call void @free(ptr noundef nonnull %5), !dbg !203
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #16, !dbg !204
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %2, ptr noundef nonnull align 16 dereferenceable(72) @__const.main.words, i64 72, i1 false), !dbg !205, !DIAssignID !206
    #dbg_assign(i1 undef, !91, !DIExpression(), !206, ptr %2, !DIExpression(), !143)
    #dbg_value(i64 9, !97, !DIExpression(), !143)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 9, i64 noundef 8, ptr noundef nonnull @cmp_str) #16, !dbg !207
    #dbg_value(i64 0, !101, !DIExpression(), !208)
  %96 = load ptr, ptr %2, align 16, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %96, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 1, !101, !DIExpression(), !208)
  %97 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !209
  %98 = load ptr, ptr %97, align 8, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %98, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 2, !101, !DIExpression(), !208)
  %99 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !209
  %100 = load ptr, ptr %99, align 16, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %100, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 3, !101, !DIExpression(), !208)
  %101 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !209
  %102 = load ptr, ptr %101, align 8, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %102, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 4, !101, !DIExpression(), !208)
  %103 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !209
  %104 = load ptr, ptr %103, align 16, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %104, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 5, !101, !DIExpression(), !208)
  %105 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !209
  %106 = load ptr, ptr %105, align 8, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %106, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 6, !101, !DIExpression(), !208)
  %107 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !209
  %108 = load ptr, ptr %107, align 16, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %108, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 7, !101, !DIExpression(), !208)
  %109 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !209
  %110 = load ptr, ptr %109, align 8, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %110, ptr noundef nonnull @.str.13), !dbg !213
    #dbg_value(i64 8, !101, !DIExpression(), !208)
  %111 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !209
  %112 = load ptr, ptr %111, align 16, !dbg !209, !tbaa !211
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %112, ptr noundef nonnull @.str.14), !dbg !213
    #dbg_value(i64 9, !101, !DIExpression(), !208)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #16, !dbg !214
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %3, ptr noundef nonnull align 16 dereferenceable(224) @__const.main.people, i64 224, i1 false), !dbg !215, !DIAssignID !216
    #dbg_assign(i1 undef, !103, !DIExpression(), !216, ptr %3, !DIExpression(), !143)
    #dbg_value(i64 7, !114, !DIExpression(), !143)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 7, i64 noundef 32, ptr noundef nonnull @cmp_person) #16, !dbg !217
    #dbg_value(i64 0, !115, !DIExpression(), !218)
  %113 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !219
  %114 = load i32, ptr %113, align 16, !dbg !219, !tbaa !221
  %115 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !224
  %116 = load double, ptr %115, align 8, !dbg !224, !tbaa !225
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %3, i32 noundef %114, double noundef %116), !dbg !226
    #dbg_value(i64 1, !115, !DIExpression(), !218)
  %117 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !227
  %118 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !219
  %119 = load i32, ptr %118, align 16, !dbg !219, !tbaa !221
  %120 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !224
  %121 = load double, ptr %120, align 8, !dbg !224, !tbaa !225
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %117, i32 noundef %119, double noundef %121), !dbg !226
    #dbg_value(i64 2, !115, !DIExpression(), !218)
  %122 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !227
  %123 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !219
  %124 = load i32, ptr %123, align 16, !dbg !219, !tbaa !221
  %125 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !224
  %126 = load double, ptr %125, align 8, !dbg !224, !tbaa !225
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %122, i32 noundef %124, double noundef %126), !dbg !226
    #dbg_value(i64 3, !115, !DIExpression(), !218)
  %127 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !227
  %128 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !219
  %129 = load i32, ptr %128, align 16, !dbg !219, !tbaa !221
  %130 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !224
  %131 = load double, ptr %130, align 8, !dbg !224, !tbaa !225
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %127, i32 noundef %129, double noundef %131), !dbg !226
    #dbg_value(i64 4, !115, !DIExpression(), !218)
  %132 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !227
  %133 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !219
  %134 = load i32, ptr %133, align 16, !dbg !219, !tbaa !221
  %135 = getelementptr inbounds i8, ptr %3, i64 152, !dbg !224
  %136 = load double, ptr %135, align 8, !dbg !224, !tbaa !225
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %132, i32 noundef %134, double noundef %136), !dbg !226
    #dbg_value(i64 5, !115, !DIExpression(), !218)
  %137 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !227
  %138 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !219
  %139 = load i32, ptr %138, align 16, !dbg !219, !tbaa !221
  %140 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !224
  %141 = load double, ptr %140, align 8, !dbg !224, !tbaa !225
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %137, i32 noundef %139, double noundef %141), !dbg !226
    #dbg_value(i64 6, !115, !DIExpression(), !218)
  %142 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !227
  %143 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !219
  %144 = load i32, ptr %143, align 16, !dbg !219, !tbaa !221
  %145 = getelementptr inbounds i8, ptr %3, i64 216, !dbg !224
  %146 = load double, ptr %145, align 8, !dbg !224, !tbaa !225
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %142, i32 noundef %144, double noundef %146), !dbg !226
    #dbg_value(i64 7, !115, !DIExpression(), !218)
  %147 = call i32 @putchar(i32 10), !dbg !228
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #16, !dbg !229
    #dbg_value(i32 0, !121, !DIExpression(), !230)
  br label %148, !dbg !231

148:                                              ; preds = %148, %89
  %149 = phi i64 [ 0, %89 ], [ %157, %148 ], !dbg !232
  %150 = phi <2 x i32> [ <i32 0, i32 1>, %89 ], [ %158, %148 ], !dbg !234
  %151 = mul <2 x i32> %150, <i32 37, i32 37>, !dbg !234
  %152 = and <2 x i32> %151, <i32 63, i32 63>, !dbg !234
  %153 = uitofp nneg <2 x i32> %152 to <2 x double>, !dbg !235
  %154 = fmul <2 x double> %153, <double 1.250000e-01, double 1.250000e-01>, !dbg !236
  %155 = fadd <2 x double> %154, <double -4.000000e+00, double -4.000000e+00>, !dbg !237
  %156 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %149, !dbg !238
  store <2 x double> %155, ptr %156, align 16, !dbg !239, !tbaa !240
  %157 = add nuw i64 %149, 2, !dbg !232
  %158 = add <2 x i32> %150, <i32 2, i32 2>, !dbg !234
  %159 = icmp eq i64 %157, 64, !dbg !232
  br i1 %159, label %160, label %148, !dbg !232, !llvm.loop !241

160:                                              ; preds = %148
  call void @qsort(ptr noundef nonnull %4, i64 noundef 64, i64 noundef 8, ptr noundef nonnull @cmp_double) #16, !dbg !243
  %161 = load double, ptr %4, align 16, !dbg !244, !tbaa !240
  %162 = getelementptr inbounds i8, ptr %4, i64 248, !dbg !245
  %163 = load double, ptr %162, align 8, !dbg !245, !tbaa !240
  %164 = getelementptr inbounds i8, ptr %4, i64 504, !dbg !246
  %165 = load double, ptr %164, align 8, !dbg !246, !tbaa !240
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, double noundef %161, double noundef %163, double noundef %165), !dbg !247
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #16, !dbg !248
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #16, !dbg !248
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #16, !dbg !248
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #16, !dbg !248
  ret i32 0, !dbg !249
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !250 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !254 dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !262 {
    #dbg_value(ptr %0, !264, !DIExpression(), !268)
    #dbg_value(ptr %1, !265, !DIExpression(), !268)
  %3 = load i32, ptr %0, align 4, !dbg !269, !tbaa !156
    #dbg_value(i32 %3, !266, !DIExpression(), !268)
  %4 = load i32, ptr %1, align 4, !dbg !270, !tbaa !156
    #dbg_value(i32 %4, !267, !DIExpression(), !268)
  %5 = icmp sgt i32 %3, %4, !dbg !271
  %6 = zext i1 %5 to i32, !dbg !271
  %7 = icmp slt i32 %3, %4, !dbg !272
  %8 = sext i1 %7 to i32, !dbg !272
  %9 = add nsw i32 %8, %6, !dbg !273
  ret i32 %9, !dbg !274
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #5 !dbg !275 {
  %2 = alloca ptr, align 8, !DIAssignID !285
    #dbg_assign(i1 undef, !282, !DIExpression(), !285, ptr %2, !DIExpression(), !286)
    #dbg_value(ptr %0, !280, !DIExpression(), !286)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #16, !dbg !287
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !288
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #16, !dbg !289
  %4 = load ptr, ptr %2, align 8, !dbg !290, !tbaa !211
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #16, !dbg !291
    #dbg_value(i32 %5, !281, !DIExpression(), !286)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !292
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #16, !dbg !293
  ret void, !dbg !294
}

declare !dbg !295 dso_local ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !298 {
    #dbg_value(ptr %0, !300, !DIExpression(), !302)
    #dbg_value(ptr %1, !301, !DIExpression(), !302)
    #dbg_value(ptr %1, !264, !DIExpression(), !303)
    #dbg_value(ptr %0, !265, !DIExpression(), !303)
  %3 = load i32, ptr %1, align 4, !dbg !305, !tbaa !156
    #dbg_value(i32 %3, !266, !DIExpression(), !303)
  %4 = load i32, ptr %0, align 4, !dbg !306, !tbaa !156
    #dbg_value(i32 %4, !267, !DIExpression(), !303)
  %5 = icmp sgt i32 %3, %4, !dbg !307
  %6 = zext i1 %5 to i32, !dbg !307
  %7 = icmp slt i32 %3, %4, !dbg !308
  %8 = sext i1 %7 to i32, !dbg !308
  %9 = add nsw i32 %8, %6, !dbg !309
  ret i32 %9, !dbg !310
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !311 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 !dbg !314 {
    #dbg_value(ptr %0, !316, !DIExpression(), !318)
    #dbg_value(ptr %1, !317, !DIExpression(), !318)
  %3 = load ptr, ptr %0, align 8, !dbg !319, !tbaa !211
  %4 = load ptr, ptr %1, align 8, !dbg !320, !tbaa !211
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #16, !dbg !321
  ret i32 %5, !dbg !322
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #10 !dbg !323 {
    #dbg_value(ptr %0, !325, !DIExpression(), !331)
    #dbg_value(ptr %1, !326, !DIExpression(), !331)
    #dbg_value(ptr %0, !327, !DIExpression(), !331)
    #dbg_value(ptr %1, !330, !DIExpression(), !331)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !332
  %4 = load i32, ptr %3, align 8, !dbg !332, !tbaa !221
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !334
  %6 = load i32, ptr %5, align 8, !dbg !334, !tbaa !221
  %7 = icmp eq i32 %4, %6, !dbg !335
  br i1 %7, label %11, label %8, !dbg !336

8:                                                ; preds = %2
  %9 = icmp slt i32 %4, %6, !dbg !337
  %10 = select i1 %9, i32 -1, i32 1, !dbg !338
  br label %22, !dbg !339

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !340
  %13 = load double, ptr %12, align 8, !dbg !340, !tbaa !225
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !342
  %15 = load double, ptr %14, align 8, !dbg !342, !tbaa !225
  %16 = fcmp une double %13, %15, !dbg !343
  br i1 %16, label %17, label %20, !dbg !344

17:                                               ; preds = %11
  %18 = fcmp ogt double %13, %15, !dbg !345
  %19 = select i1 %18, i32 -1, i32 1, !dbg !346
  br label %22, !dbg !347

20:                                               ; preds = %11
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #16, !dbg !348
  br label %22, !dbg !349

22:                                               ; preds = %20, %17, %8
  %23 = phi i32 [ %10, %8 ], [ %19, %17 ], [ %21, %20 ], !dbg !331
  ret i32 %23, !dbg !350
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !351 {
    #dbg_value(ptr %0, !353, !DIExpression(), !357)
    #dbg_value(ptr %1, !354, !DIExpression(), !357)
  %3 = load double, ptr %0, align 8, !dbg !358, !tbaa !240
    #dbg_value(double %3, !355, !DIExpression(), !357)
  %4 = load double, ptr %1, align 8, !dbg !359, !tbaa !240
    #dbg_value(double %4, !356, !DIExpression(), !357)
  %5 = fcmp ogt double %3, %4, !dbg !360
  %6 = zext i1 %5 to i32, !dbg !360
  %7 = fcmp olt double %3, %4, !dbg !361
  %8 = sext i1 %7 to i32, !dbg !361
  %9 = add nsw i32 %8, %6, !dbg !362
  ret i32 %9, !dbg !363
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

; Function Attrs: nounwind
declare !dbg !364 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #12

declare !dbg !384 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !387 dso_local i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind }
attributes #15 = { allocsize(0) }
attributes #16 = { nounwind }

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!134, !135, !136, !137, !138, !139, !140}
!llvm.ident = !{!141}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/qsort_bsearch.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!72 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !73, retainedTypes: !125, globals: !133, splitDebugInlining: false, nameTableKind: None)
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
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !99, line: 35, baseType: !100)
!99 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!100 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
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
!125 = !{!78, !126, !113, !127, !129, !131}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!133 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53, !55, !60, !62, !67}
!134 = !{i32 7, !"Dwarf Version", i32 4}
!135 = !{i32 2, !"Debug Info Version", i32 3}
!136 = !{i32 1, !"wchar_size", i32 2}
!137 = !{i32 8, !"PIC Level", i32 2}
!138 = !{i32 7, !"uwtable", i32 2}
!139 = !{i32 1, !"MaxTLSAlign", i32 65536}
!140 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!141 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !75)
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 27, column: 14, scope: !75)
!148 = !DILocation(line: 0, scope: !85)
!149 = !DILocation(line: 29, column: 5, scope: !85)
!150 = !DILocation(line: 30, column: 5, scope: !75)
!151 = !DILocation(line: 0, scope: !88)
!152 = !DILocation(line: 32, column: 5, scope: !88)
!153 = !DILocation(line: 32, column: 37, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 32, column: 37)
!155 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 5)
!156 = !{!157, !157, i64 0}
!157 = !{!"int", !158, i64 0}
!158 = !{!"omnipotent char", !159, i64 0}
!159 = !{!"Simple C/C++ TBAA"}
!160 = !DILocation(line: 32, column: 48, scope: !154)
!161 = !DILocation(line: 32, column: 46, scope: !154)
!162 = distinct !{!162, !152, !163, !164, !165, !166}
!163 = !DILocation(line: 32, column: 63, scope: !88)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !{!"llvm.loop.isvectorized", i32 1}
!166 = !{!"llvm.loop.unroll.runtime.disable"}
!167 = !DILocation(line: 29, column: 41, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 29, column: 33)
!169 = distinct !DILexicalBlock(scope: !85, file: !2, line: 29, column: 5)
!170 = !DILocation(line: 29, column: 55, scope: !168)
!171 = !DILocation(line: 29, column: 81, scope: !168)
!172 = !DILocation(line: 29, column: 87, scope: !168)
!173 = !DILocation(line: 29, column: 97, scope: !168)
!174 = !DILocation(line: 29, column: 65, scope: !168)
!175 = !DILocation(line: 29, column: 70, scope: !168)
!176 = !DILocation(line: 29, column: 29, scope: !169)
!177 = !DILocation(line: 29, column: 23, scope: !169)
!178 = distinct !{!178, !149, !179, !164}
!179 = !DILocation(line: 29, column: 106, scope: !85)
!180 = !DILocation(line: 32, column: 37, scope: !155)
!181 = !DILocation(line: 33, column: 67, scope: !75)
!182 = !DILocation(line: 33, column: 73, scope: !75)
!183 = !DILocation(line: 33, column: 83, scope: !75)
!184 = !DILocation(line: 33, column: 5, scope: !75)
!185 = !DILocation(line: 34, column: 5, scope: !75)
!186 = !DILocation(line: 34, column: 15, scope: !75)
!187 = !DILocation(line: 34, column: 9, scope: !75)
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 35, column: 18, scope: !75)
!190 = !DILocation(line: 36, column: 53, scope: !75)
!191 = !DILocation(line: 36, column: 62, scope: !75)
!192 = !DILocation(line: 36, column: 70, scope: !75)
!193 = !DILocation(line: 36, column: 5, scope: !75)
!194 = !DILocation(line: 37, column: 9, scope: !75)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 38, column: 38, scope: !75)
!197 = !DILocation(line: 38, column: 78, scope: !75)
!198 = !DILocation(line: 38, column: 5, scope: !75)
!199 = !DILocation(line: 39, column: 5, scope: !75)
!200 = !DILocation(line: 40, column: 43, scope: !75)
!201 = !DILocation(line: 40, column: 49, scope: !75)
!202 = !DILocation(line: 40, column: 5, scope: !75)
!203 = !DILocation(line: 41, column: 5, scope: !75)
!204 = !DILocation(line: 43, column: 5, scope: !75)
!205 = !DILocation(line: 43, column: 17, scope: !75)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 45, column: 5, scope: !75)
!208 = !DILocation(line: 0, scope: !102)
!209 = !DILocation(line: 46, column: 52, scope: !210)
!210 = distinct !DILexicalBlock(scope: !102, file: !2, line: 46, column: 5)
!211 = !{!212, !212, i64 0}
!212 = !{!"any pointer", !158, i64 0}
!213 = !DILocation(line: 46, column: 37, scope: !210)
!214 = !DILocation(line: 48, column: 5, scope: !75)
!215 = !DILocation(line: 48, column: 19, scope: !75)
!216 = distinct !DIAssignID()
!217 = !DILocation(line: 53, column: 5, scope: !75)
!218 = !DILocation(line: 0, scope: !116)
!219 = !DILocation(line: 54, column: 86, scope: !220)
!220 = distinct !DILexicalBlock(scope: !116, file: !2, line: 54, column: 5)
!221 = !{!222, !157, i64 16}
!222 = !{!"Person", !158, i64 0, !157, i64 16, !223, i64 24}
!223 = !{!"double", !158, i64 0}
!224 = !DILocation(line: 54, column: 101, scope: !220)
!225 = !{!222, !223, i64 24}
!226 = !DILocation(line: 54, column: 37, scope: !220)
!227 = !DILocation(line: 54, column: 60, scope: !220)
!228 = !DILocation(line: 55, column: 5, scope: !75)
!229 = !DILocation(line: 56, column: 5, scope: !75)
!230 = !DILocation(line: 0, scope: !122)
!231 = !DILocation(line: 57, column: 5, scope: !122)
!232 = !DILocation(line: 57, column: 30, scope: !233)
!233 = distinct !DILexicalBlock(scope: !122, file: !2, line: 57, column: 5)
!234 = !DILocation(line: 57, column: 60, scope: !233)
!235 = !DILocation(line: 57, column: 42, scope: !233)
!236 = !DILocation(line: 57, column: 66, scope: !233)
!237 = !DILocation(line: 57, column: 72, scope: !233)
!238 = !DILocation(line: 57, column: 34, scope: !233)
!239 = !DILocation(line: 57, column: 40, scope: !233)
!240 = !{!223, !223, i64 0}
!241 = distinct !{!241, !231, !242, !164, !165, !166}
!242 = !DILocation(line: 57, column: 74, scope: !122)
!243 = !DILocation(line: 58, column: 5, scope: !75)
!244 = !DILocation(line: 59, column: 41, scope: !75)
!245 = !DILocation(line: 59, column: 48, scope: !75)
!246 = !DILocation(line: 59, column: 56, scope: !75)
!247 = !DILocation(line: 59, column: 5, scope: !75)
!248 = !DILocation(line: 61, column: 1, scope: !75)
!249 = !DILocation(line: 60, column: 5, scope: !75)
!250 = !DISubprogram(name: "malloc", scope: !251, file: !251, line: 537, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!252 = !DISubroutineType(types: !253)
!253 = !{!126, !98}
!254 = !DISubprogram(name: "qsort", scope: !251, file: !251, line: 441, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{null, !126, !98, !98, !257}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DISubroutineType(types: !259)
!259 = !{!78, !260, !260}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!262 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 8, type: !258, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !263)
!263 = !{!264, !265, !266, !267}
!264 = !DILocalVariable(name: "a", arg: 1, scope: !262, file: !2, line: 8, type: !260)
!265 = !DILocalVariable(name: "b", arg: 2, scope: !262, file: !2, line: 8, type: !260)
!266 = !DILocalVariable(name: "x", scope: !262, file: !2, line: 9, type: !78)
!267 = !DILocalVariable(name: "y", scope: !262, file: !2, line: 9, type: !78)
!268 = !DILocation(line: 0, scope: !262)
!269 = !DILocation(line: 9, column: 13, scope: !262)
!270 = !DILocation(line: 9, column: 34, scope: !262)
!271 = !DILocation(line: 10, column: 15, scope: !262)
!272 = !DILocation(line: 10, column: 25, scope: !262)
!273 = !DILocation(line: 10, column: 20, scope: !262)
!274 = !DILocation(line: 10, column: 5, scope: !262)
!275 = distinct !DISubprogram(name: "printf", scope: !276, file: !276, line: 368, type: !277, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !279)
!276 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!277 = !DISubroutineType(cc: DW_CC_nocall, types: !278)
!278 = !{!78, !93, null}
!279 = !{!280, !281, !282}
!280 = !DILocalVariable(name: "__format", arg: 1, scope: !275, file: !276, line: 368, type: !93)
!281 = !DILocalVariable(name: "__retval", scope: !275, file: !276, line: 370, type: !78)
!282 = !DILocalVariable(name: "__local_argv", scope: !275, file: !276, line: 371, type: !283)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 0, scope: !275)
!287 = !DILocation(line: 371, column: 3, scope: !275)
!288 = !DILocation(line: 371, column: 35, scope: !275)
!289 = !DILocation(line: 372, column: 32, scope: !275)
!290 = !DILocation(line: 372, column: 50, scope: !275)
!291 = !DILocation(line: 372, column: 14, scope: !275)
!292 = !DILocation(line: 373, column: 3, scope: !275)
!293 = !DILocation(line: 375, column: 1, scope: !275)
!294 = !DILocation(line: 374, column: 3, scope: !275)
!295 = !DISubprogram(name: "bsearch", scope: !251, file: !251, line: 440, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{!126, !260, !260, !98, !98, !257}
!298 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 12, type: !258, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !299)
!299 = !{!300, !301}
!300 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !2, line: 12, type: !260)
!301 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !2, line: 12, type: !260)
!302 = !DILocation(line: 0, scope: !298)
!303 = !DILocation(line: 0, scope: !262, inlinedAt: !304)
!304 = distinct !DILocation(line: 12, column: 64, scope: !298)
!305 = !DILocation(line: 9, column: 13, scope: !262, inlinedAt: !304)
!306 = !DILocation(line: 9, column: 34, scope: !262, inlinedAt: !304)
!307 = !DILocation(line: 10, column: 15, scope: !262, inlinedAt: !304)
!308 = !DILocation(line: 10, column: 25, scope: !262, inlinedAt: !304)
!309 = !DILocation(line: 10, column: 20, scope: !262, inlinedAt: !304)
!310 = !DILocation(line: 12, column: 57, scope: !298)
!311 = !DISubprogram(name: "free", scope: !251, file: !251, line: 536, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !126}
!314 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 13, type: !258, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !315)
!315 = !{!316, !317}
!316 = !DILocalVariable(name: "a", arg: 1, scope: !314, file: !2, line: 13, type: !260)
!317 = !DILocalVariable(name: "b", arg: 2, scope: !314, file: !2, line: 13, type: !260)
!318 = !DILocation(line: 0, scope: !314)
!319 = !DILocation(line: 13, column: 66, scope: !314)
!320 = !DILocation(line: 13, column: 91, scope: !314)
!321 = !DILocation(line: 13, column: 59, scope: !314)
!322 = !DILocation(line: 13, column: 52, scope: !314)
!323 = distinct !DISubprogram(name: "cmp_person", scope: !2, file: !2, line: 14, type: !258, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !324)
!324 = !{!325, !326, !327, !330}
!325 = !DILocalVariable(name: "a", arg: 1, scope: !323, file: !2, line: 14, type: !260)
!326 = !DILocalVariable(name: "b", arg: 2, scope: !323, file: !2, line: 14, type: !260)
!327 = !DILocalVariable(name: "p", scope: !323, file: !2, line: 15, type: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!330 = !DILocalVariable(name: "q", scope: !323, file: !2, line: 15, type: !328)
!331 = !DILocation(line: 0, scope: !323)
!332 = !DILocation(line: 16, column: 12, scope: !333)
!333 = distinct !DILexicalBlock(scope: !323, file: !2, line: 16, column: 9)
!334 = !DILocation(line: 16, column: 22, scope: !333)
!335 = !DILocation(line: 16, column: 16, scope: !333)
!336 = !DILocation(line: 16, column: 9, scope: !323)
!337 = !DILocation(line: 16, column: 41, scope: !333)
!338 = !DILocation(line: 16, column: 34, scope: !333)
!339 = !DILocation(line: 16, column: 27, scope: !333)
!340 = !DILocation(line: 17, column: 12, scope: !341)
!341 = distinct !DILexicalBlock(scope: !323, file: !2, line: 17, column: 9)
!342 = !DILocation(line: 17, column: 24, scope: !341)
!343 = !DILocation(line: 17, column: 18, scope: !341)
!344 = !DILocation(line: 17, column: 9, scope: !323)
!345 = !DILocation(line: 17, column: 47, scope: !341)
!346 = !DILocation(line: 17, column: 38, scope: !341)
!347 = !DILocation(line: 17, column: 31, scope: !341)
!348 = !DILocation(line: 18, column: 12, scope: !323)
!349 = !DILocation(line: 18, column: 5, scope: !323)
!350 = !DILocation(line: 19, column: 1, scope: !323)
!351 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 20, type: !258, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !352)
!352 = !{!353, !354, !355, !356}
!353 = !DILocalVariable(name: "a", arg: 1, scope: !351, file: !2, line: 20, type: !260)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !351, file: !2, line: 20, type: !260)
!355 = !DILocalVariable(name: "x", scope: !351, file: !2, line: 21, type: !113)
!356 = !DILocalVariable(name: "y", scope: !351, file: !2, line: 21, type: !113)
!357 = !DILocation(line: 0, scope: !351)
!358 = !DILocation(line: 21, column: 16, scope: !351)
!359 = !DILocation(line: 21, column: 40, scope: !351)
!360 = !DILocation(line: 22, column: 15, scope: !351)
!361 = !DILocation(line: 22, column: 25, scope: !351)
!362 = !DILocation(line: 22, column: 20, scope: !351)
!363 = !DILocation(line: 22, column: 5, scope: !351)
!364 = !DISubprogram(name: "__mingw_vfprintf", scope: !276, file: !276, line: 193, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{!78, !367, !380, !381}
!367 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !368)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !276, line: 47, baseType: !370)
!370 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !276, line: 33, size: 384, align: 64, elements: !371)
!371 = !{!372, !373, !374, !375, !376, !377, !378, !379}
!372 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !370, file: !276, line: 37, baseType: !284, size: 64)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !370, file: !276, line: 38, baseType: !78, size: 32, offset: 64)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !370, file: !276, line: 39, baseType: !284, size: 64, offset: 128)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !370, file: !276, line: 40, baseType: !78, size: 32, offset: 192)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !370, file: !276, line: 41, baseType: !78, size: 32, offset: 224)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !370, file: !276, line: 42, baseType: !78, size: 32, offset: 256)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !370, file: !276, line: 43, baseType: !78, size: 32, offset: 288)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !370, file: !276, line: 44, baseType: !284, size: 64, offset: 320)
!380 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!381 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !382, line: 31, baseType: !383)
!382 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !382, line: 24, baseType: !283)
!384 = !DISubprogram(name: "__acrt_iob_func", scope: !276, file: !276, line: 93, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{!368, !83}
!387 = !DISubprogram(name: "strcmp", scope: !388, file: !388, line: 63, type: !389, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!389 = !DISubroutineType(types: !390)
!390 = !{!78, !93, !93}
