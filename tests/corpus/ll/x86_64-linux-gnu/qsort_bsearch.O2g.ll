; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [9 x ptr], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !91, !DIExpression(), !144, ptr %1, !DIExpression(), !145)
  %2 = alloca [7 x %struct.Person], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !103, !DIExpression(), !146, ptr %2, !DIExpression(), !145)
  %3 = alloca [64 x double], align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !117, !DIExpression(), !147, ptr %3, !DIExpression(), !145)
  %4 = tail call noalias dereferenceable_or_null(2000) ptr @malloc(i64 noundef 2000) #12, !dbg !148
    #dbg_value(ptr %4, !80, !DIExpression(), !145)
    #dbg_value(i32 7, !82, !DIExpression(), !145)
    #dbg_value(i32 0, !84, !DIExpression(), !149)
  br label %38, !dbg !150

5:                                                ; preds = %38
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #13, !dbg !151
    #dbg_value(i32 1, !86, !DIExpression(), !145)
    #dbg_value(i32 1, !87, !DIExpression(), !152)
  br label %6, !dbg !153

6:                                                ; preds = %6, %5
  %7 = phi i64 [ 0, %5 ], [ %36, %6 ]
  %8 = phi <4 x i1> [ zeroinitializer, %5 ], [ %34, %6 ]
  %9 = phi <4 x i1> [ zeroinitializer, %5 ], [ %35, %6 ]
  %10 = or disjoint i64 %7, 1, !dbg !153
  %11 = getelementptr i32, ptr %4, i64 %10, !dbg !154
  %12 = getelementptr i8, ptr %11, i64 -4, !dbg !154
  %13 = getelementptr i8, ptr %11, i64 12, !dbg !154
  %14 = load <4 x i32>, ptr %12, align 4, !dbg !154, !tbaa !157
  %15 = load <4 x i32>, ptr %13, align 4, !dbg !154, !tbaa !157
  %16 = getelementptr i8, ptr %11, i64 16, !dbg !161
  %17 = load <4 x i32>, ptr %11, align 4, !dbg !161, !tbaa !157
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !161, !tbaa !157
  %19 = icmp sgt <4 x i32> %14, %17, !dbg !162
  %20 = icmp sgt <4 x i32> %15, %18, !dbg !162
  %21 = or <4 x i1> %8, %19
  %22 = or <4 x i1> %9, %20
  %23 = or disjoint i64 %7, 9, !dbg !153
  %24 = getelementptr i32, ptr %4, i64 %23, !dbg !154
  %25 = getelementptr i8, ptr %24, i64 -4, !dbg !154
  %26 = getelementptr i8, ptr %24, i64 12, !dbg !154
  %27 = load <4 x i32>, ptr %25, align 4, !dbg !154, !tbaa !157
  %28 = load <4 x i32>, ptr %26, align 4, !dbg !154, !tbaa !157
  %29 = getelementptr i8, ptr %24, i64 16, !dbg !161
  %30 = load <4 x i32>, ptr %24, align 4, !dbg !161, !tbaa !157
  %31 = load <4 x i32>, ptr %29, align 4, !dbg !161, !tbaa !157
  %32 = icmp sgt <4 x i32> %27, %30, !dbg !162
  %33 = icmp sgt <4 x i32> %28, %31, !dbg !162
  %34 = or <4 x i1> %21, %32
  %35 = or <4 x i1> %22, %33
  %36 = add nuw nsw i64 %7, 16
  %37 = icmp eq i64 %36, 496
  br i1 %37, label %78, label %6, !llvm.loop !163

38:                                               ; preds = %38, %0
  %39 = phi i64 [ 0, %0 ], [ %54, %38 ]
  %40 = phi i32 [ 7, %0 ], [ %49, %38 ]
    #dbg_value(i32 %40, !82, !DIExpression(), !145)
    #dbg_value(i64 %39, !84, !DIExpression(), !149)
  %41 = mul i32 %40, 1103515245, !dbg !168
  %42 = add i32 %41, 12345, !dbg !171
    #dbg_value(i32 %42, !82, !DIExpression(), !145)
  %43 = lshr i32 %42, 8, !dbg !172
  %44 = urem i32 %43, 100000, !dbg !173
  %45 = add nsw i32 %44, -50000, !dbg !174
  %46 = getelementptr inbounds i32, ptr %4, i64 %39, !dbg !175
  store i32 %45, ptr %46, align 4, !dbg !176, !tbaa !157
  %47 = or disjoint i64 %39, 1, !dbg !177
    #dbg_value(i64 %47, !84, !DIExpression(), !149)
  %48 = mul i32 %42, 1103515245, !dbg !168
  %49 = add i32 %48, 12345, !dbg !171
    #dbg_value(i32 %49, !82, !DIExpression(), !145)
  %50 = lshr i32 %49, 8, !dbg !172
  %51 = urem i32 %50, 100000, !dbg !173
  %52 = add nsw i32 %51, -50000, !dbg !174
  %53 = getelementptr inbounds i32, ptr %4, i64 %47, !dbg !175
  store i32 %52, ptr %53, align 4, !dbg !176, !tbaa !157
  %54 = add nuw nsw i64 %39, 2, !dbg !177
    #dbg_value(i64 %54, !84, !DIExpression(), !149)
  %55 = icmp eq i64 %54, 500, !dbg !178
  br i1 %55, label %5, label %38, !dbg !150, !llvm.loop !179

56:                                               ; preds = %74, %78
  %57 = phi i64 [ %76, %74 ], [ 0, %78 ]
  %58 = phi i64 [ %75, %74 ], [ 500, %78 ]
    #dbg_value(i64 %57, !181, !DIExpression(), !201)
    #dbg_value(i64 %58, !197, !DIExpression(), !201)
  %59 = add i64 %58, %57, !dbg !203
  %60 = lshr i64 %59, 1, !dbg !205
    #dbg_value(i64 %60, !198, !DIExpression(), !201)
  %61 = shl i64 %60, 2, !dbg !206
  %62 = getelementptr inbounds i8, ptr %4, i64 %61, !dbg !207
    #dbg_value(ptr %62, !199, !DIExpression(), !201)
    #dbg_value(ptr undef, !208, !DIExpression(), !214)
    #dbg_value(ptr %62, !211, !DIExpression(), !214)
    #dbg_value(i32 %105, !212, !DIExpression(), !214)
  %63 = load i32, ptr %62, align 4, !dbg !216, !tbaa !157
    #dbg_value(i32 %63, !213, !DIExpression(), !214)
  %64 = icmp sgt i32 %105, %63, !dbg !217
  %65 = zext i1 %64 to i32, !dbg !217
  %66 = icmp slt i32 %105, %63, !dbg !218
  %67 = sext i1 %66 to i32, !dbg !218
  %68 = add nsw i32 %67, %65, !dbg !219
    #dbg_value(i32 %68, !200, !DIExpression(), !201)
  %69 = icmp slt i32 %68, 0, !dbg !220
  br i1 %69, label %74, label %70, !dbg !222

70:                                               ; preds = %56
  %71 = icmp eq i32 %68, 0, !dbg !223
  br i1 %71, label %106, label %72, !dbg !225

72:                                               ; preds = %70
  %73 = add nuw i64 %60, 1, !dbg !226
    #dbg_value(i64 %73, !181, !DIExpression(), !201)
  br label %74

74:                                               ; preds = %72, %56
  %75 = phi i64 [ %58, %72 ], [ %60, %56 ], !dbg !201
  %76 = phi i64 [ %73, %72 ], [ %57, %56 ], !dbg !201
    #dbg_value(i64 %76, !181, !DIExpression(), !201)
    #dbg_value(i64 %75, !197, !DIExpression(), !201)
  %77 = icmp ult i64 %76, %75, !dbg !227
  br i1 %77, label %56, label %106, !dbg !228, !llvm.loop !229

78:                                               ; preds = %6
  %79 = or <4 x i1> %35, %34, !dbg !153
  %80 = freeze <4 x i1> %79, !dbg !153
  %81 = bitcast <4 x i1> %80 to i4, !dbg !153
  %82 = icmp eq i4 %81, 0, !dbg !153
    #dbg_value(i1 %82, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !145)
    #dbg_value(i64 497, !87, !DIExpression(), !152)
  %83 = getelementptr i8, ptr %4, i64 1988, !dbg !154
  %84 = getelementptr i8, ptr %4, i64 1984, !dbg !154
  %85 = load i32, ptr %84, align 4, !dbg !154, !tbaa !157
  %86 = load i32, ptr %83, align 4, !dbg !161, !tbaa !157
  %87 = icmp sle i32 %85, %86, !dbg !162
  %88 = and i1 %87, %82, !dbg !231
    #dbg_value(i1 %88, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !145)
    #dbg_value(i64 498, !87, !DIExpression(), !152)
  %89 = getelementptr i8, ptr %4, i64 1992, !dbg !154
  %90 = load i32, ptr %89, align 4, !dbg !161, !tbaa !157
  %91 = icmp sle i32 %86, %90, !dbg !162
    #dbg_value(i1 poison, !86, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !145)
    #dbg_value(i64 499, !87, !DIExpression(), !152)
  %92 = getelementptr i8, ptr %4, i64 1996, !dbg !154
  %93 = load i32, ptr %92, align 4, !dbg !161, !tbaa !157
  %94 = icmp sle i32 %90, %93, !dbg !162
  %95 = select i1 %94, i1 %91, i1 false, !dbg !231
  %96 = select i1 %95, i1 %88, i1 false, !dbg !231
  %97 = zext i1 %96 to i32, !dbg !231
    #dbg_value(i32 %97, !86, !DIExpression(), !145)
    #dbg_value(i64 500, !87, !DIExpression(), !152)
  %98 = load i32, ptr %4, align 4, !dbg !232, !tbaa !157
  %99 = getelementptr inbounds i8, ptr %4, i64 1996, !dbg !233
  %100 = load i32, ptr %99, align 4, !dbg !233, !tbaa !157
  %101 = getelementptr inbounds i8, ptr %4, i64 1000, !dbg !234
  %102 = load i32, ptr %101, align 4, !dbg !234, !tbaa !157
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %97, i32 noundef %98, i32 noundef %100, i32 noundef %102), !dbg !235
  %104 = getelementptr inbounds i8, ptr %4, i64 492, !dbg !236
  %105 = load i32, ptr %104, align 4, !dbg !236, !tbaa !157
    #dbg_value(i32 %105, !89, !DIExpression(), !145)
    #dbg_value(ptr undef, !192, !DIExpression(), !201)
    #dbg_value(ptr %4, !193, !DIExpression(), !201)
    #dbg_value(i64 500, !194, !DIExpression(), !201)
    #dbg_value(i64 4, !195, !DIExpression(), !201)
    #dbg_value(ptr @cmp_int, !196, !DIExpression(), !201)
    #dbg_value(i64 0, !181, !DIExpression(), !201)
    #dbg_value(i64 500, !197, !DIExpression(), !201)
  br label %56

106:                                              ; preds = %74, %70
  %107 = phi i32 [ 1, %70 ], [ 0, %74 ]
  %108 = phi i32 [ %63, %70 ], [ 0, %74 ], !dbg !237
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %107, i32 noundef %108), !dbg !238
    #dbg_value(i32 50001, !89, !DIExpression(), !145)
    #dbg_value(ptr undef, !192, !DIExpression(), !239)
    #dbg_value(ptr %4, !193, !DIExpression(), !239)
    #dbg_value(i64 500, !194, !DIExpression(), !239)
    #dbg_value(i64 4, !195, !DIExpression(), !239)
    #dbg_value(ptr @cmp_int, !196, !DIExpression(), !239)
    #dbg_value(i64 0, !181, !DIExpression(), !239)
    #dbg_value(i64 500, !197, !DIExpression(), !239)
  br label %110

110:                                              ; preds = %128, %106
  %111 = phi i64 [ %130, %128 ], [ 0, %106 ]
  %112 = phi i64 [ %129, %128 ], [ 500, %106 ]
    #dbg_value(i64 %111, !181, !DIExpression(), !239)
    #dbg_value(i64 %112, !197, !DIExpression(), !239)
  %113 = add i64 %112, %111, !dbg !241
  %114 = lshr i64 %113, 1, !dbg !242
    #dbg_value(i64 %114, !198, !DIExpression(), !239)
  %115 = shl i64 %114, 2, !dbg !243
  %116 = getelementptr inbounds i8, ptr %4, i64 %115, !dbg !244
    #dbg_value(ptr %116, !199, !DIExpression(), !239)
    #dbg_value(ptr undef, !208, !DIExpression(), !245)
    #dbg_value(ptr %116, !211, !DIExpression(), !245)
    #dbg_value(i32 50001, !212, !DIExpression(), !245)
  %117 = load i32, ptr %116, align 4, !dbg !247, !tbaa !157
    #dbg_value(i32 %117, !213, !DIExpression(), !245)
  %118 = icmp slt i32 %117, 50001, !dbg !248
  %119 = zext i1 %118 to i32, !dbg !248
  %120 = icmp sgt i32 %117, 50001, !dbg !249
  %121 = sext i1 %120 to i32, !dbg !249
  %122 = add nsw i32 %121, %119, !dbg !250
    #dbg_value(i32 %122, !200, !DIExpression(), !239)
  %123 = icmp slt i32 %122, 0, !dbg !251
  br i1 %123, label %128, label %124, !dbg !252

124:                                              ; preds = %110
  %125 = icmp eq i32 %122, 0, !dbg !253
  br i1 %125, label %132, label %126, !dbg !254

126:                                              ; preds = %124
  %127 = add nuw i64 %114, 1, !dbg !255
    #dbg_value(i64 %127, !181, !DIExpression(), !239)
  br label %128

128:                                              ; preds = %126, %110
  %129 = phi i64 [ %112, %126 ], [ %114, %110 ], !dbg !239
  %130 = phi i64 [ %127, %126 ], [ %111, %110 ], !dbg !239
    #dbg_value(i64 %130, !181, !DIExpression(), !239)
    #dbg_value(i64 %129, !197, !DIExpression(), !239)
  %131 = icmp ult i64 %130, %129, !dbg !256
  br i1 %131, label %110, label %132, !dbg !257, !llvm.loop !258

132:                                              ; preds = %124, %128
  %133 = phi i32 [ 1, %128 ], [ 0, %124 ], !dbg !239
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %133), !dbg !260
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13, !dbg !261
  %135 = load i32, ptr %4, align 4, !dbg !262, !tbaa !157
  %136 = load i32, ptr %99, align 4, !dbg !263, !tbaa !157
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %135, i32 noundef %136), !dbg !264
  tail call void @free(ptr noundef %4) #13, !dbg !265
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #13, !dbg !266
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %1, ptr noundef nonnull align 16 dereferenceable(72) @__const.main.words, i64 72, i1 false), !dbg !267, !DIAssignID !268
    #dbg_assign(i1 undef, !91, !DIExpression(), !268, ptr %1, !DIExpression(), !145)
    #dbg_value(i64 9, !97, !DIExpression(), !145)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 9, i64 noundef 8, ptr noundef nonnull @cmp_str) #13, !dbg !269
    #dbg_value(i64 0, !101, !DIExpression(), !270)
  %138 = load ptr, ptr %1, align 16, !dbg !271, !tbaa !273
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %138, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 1, !101, !DIExpression(), !270)
  %140 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !271
  %141 = load ptr, ptr %140, align 8, !dbg !271, !tbaa !273
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %141, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 2, !101, !DIExpression(), !270)
  %143 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !271
  %144 = load ptr, ptr %143, align 16, !dbg !271, !tbaa !273
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %144, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 3, !101, !DIExpression(), !270)
  %146 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !271
  %147 = load ptr, ptr %146, align 8, !dbg !271, !tbaa !273
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %147, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 4, !101, !DIExpression(), !270)
  %149 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !271
  %150 = load ptr, ptr %149, align 16, !dbg !271, !tbaa !273
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %150, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 5, !101, !DIExpression(), !270)
  %152 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !271
  %153 = load ptr, ptr %152, align 8, !dbg !271, !tbaa !273
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %153, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 6, !101, !DIExpression(), !270)
  %155 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !271
  %156 = load ptr, ptr %155, align 16, !dbg !271, !tbaa !273
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %156, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 7, !101, !DIExpression(), !270)
  %158 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !271
  %159 = load ptr, ptr %158, align 8, !dbg !271, !tbaa !273
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %159, ptr noundef nonnull @.str.13), !dbg !275
    #dbg_value(i64 8, !101, !DIExpression(), !270)
  %161 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !271
  %162 = load ptr, ptr %161, align 16, !dbg !271, !tbaa !273
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %162, ptr noundef nonnull @.str.14), !dbg !275
    #dbg_value(i64 9, !101, !DIExpression(), !270)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #13, !dbg !276
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull align 16 dereferenceable(224) @__const.main.people, i64 224, i1 false), !dbg !277, !DIAssignID !278
    #dbg_assign(i1 undef, !103, !DIExpression(), !278, ptr %2, !DIExpression(), !145)
    #dbg_value(i64 7, !114, !DIExpression(), !145)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 7, i64 noundef 32, ptr noundef nonnull @cmp_person) #13, !dbg !279
    #dbg_value(i64 0, !115, !DIExpression(), !280)
  %164 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !281
  %165 = load i32, ptr %164, align 16, !dbg !281, !tbaa !283
  %166 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !286
  %167 = load double, ptr %166, align 8, !dbg !286, !tbaa !287
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %2, i32 noundef %165, double noundef %167), !dbg !288
    #dbg_value(i64 1, !115, !DIExpression(), !280)
  %169 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !289
  %170 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !281
  %171 = load i32, ptr %170, align 16, !dbg !281, !tbaa !283
  %172 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !286
  %173 = load double, ptr %172, align 8, !dbg !286, !tbaa !287
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %169, i32 noundef %171, double noundef %173), !dbg !288
    #dbg_value(i64 2, !115, !DIExpression(), !280)
  %175 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !289
  %176 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !281
  %177 = load i32, ptr %176, align 16, !dbg !281, !tbaa !283
  %178 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !286
  %179 = load double, ptr %178, align 8, !dbg !286, !tbaa !287
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %175, i32 noundef %177, double noundef %179), !dbg !288
    #dbg_value(i64 3, !115, !DIExpression(), !280)
  %181 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !289
  %182 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !281
  %183 = load i32, ptr %182, align 16, !dbg !281, !tbaa !283
  %184 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !286
  %185 = load double, ptr %184, align 8, !dbg !286, !tbaa !287
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %181, i32 noundef %183, double noundef %185), !dbg !288
    #dbg_value(i64 4, !115, !DIExpression(), !280)
  %187 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !289
  %188 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !281
  %189 = load i32, ptr %188, align 16, !dbg !281, !tbaa !283
  %190 = getelementptr inbounds i8, ptr %2, i64 152, !dbg !286
  %191 = load double, ptr %190, align 8, !dbg !286, !tbaa !287
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %187, i32 noundef %189, double noundef %191), !dbg !288
    #dbg_value(i64 5, !115, !DIExpression(), !280)
  %193 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !289
  %194 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !281
  %195 = load i32, ptr %194, align 16, !dbg !281, !tbaa !283
  %196 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !286
  %197 = load double, ptr %196, align 8, !dbg !286, !tbaa !287
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %193, i32 noundef %195, double noundef %197), !dbg !288
    #dbg_value(i64 6, !115, !DIExpression(), !280)
  %199 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !289
  %200 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !281
  %201 = load i32, ptr %200, align 16, !dbg !281, !tbaa !283
  %202 = getelementptr inbounds i8, ptr %2, i64 216, !dbg !286
  %203 = load double, ptr %202, align 8, !dbg !286, !tbaa !287
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %199, i32 noundef %201, double noundef %203), !dbg !288
    #dbg_value(i64 7, !115, !DIExpression(), !280)
  %205 = call i32 @putchar(i32 10), !dbg !290
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13, !dbg !291
    #dbg_value(i32 0, !121, !DIExpression(), !292)
  br label %206, !dbg !293

206:                                              ; preds = %206, %132
  %207 = phi i64 [ 0, %132 ], [ %215, %206 ], !dbg !294
  %208 = phi <2 x i32> [ <i32 0, i32 1>, %132 ], [ %216, %206 ], !dbg !296
  %209 = mul <2 x i32> %208, <i32 37, i32 37>, !dbg !296
  %210 = and <2 x i32> %209, <i32 63, i32 63>, !dbg !296
  %211 = uitofp nneg <2 x i32> %210 to <2 x double>, !dbg !297
  %212 = fmul <2 x double> %211, <double 1.250000e-01, double 1.250000e-01>, !dbg !298
  %213 = fadd <2 x double> %212, <double -4.000000e+00, double -4.000000e+00>, !dbg !299
  %214 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %207, !dbg !300
  store <2 x double> %213, ptr %214, align 16, !dbg !301, !tbaa !302
  %215 = add nuw i64 %207, 2, !dbg !294
  %216 = add <2 x i32> %208, <i32 2, i32 2>, !dbg !296
  %217 = icmp eq i64 %215, 64, !dbg !294
  br i1 %217, label %218, label %206, !dbg !294, !llvm.loop !303

218:                                              ; preds = %206
  call void @qsort(ptr noundef nonnull %3, i64 noundef 64, i64 noundef 8, ptr noundef nonnull @cmp_double) #13, !dbg !305
  %219 = load double, ptr %3, align 16, !dbg !306, !tbaa !302
  %220 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !307
  %221 = load double, ptr %220, align 8, !dbg !307, !tbaa !302
  %222 = getelementptr inbounds i8, ptr %3, i64 504, !dbg !308
  %223 = load double, ptr %222, align 8, !dbg !308, !tbaa !302
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %219, double noundef %221, double noundef %223), !dbg !309
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13, !dbg !310
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #13, !dbg !310
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #13, !dbg !310
  ret i32 0, !dbg !311
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !312 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !315 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !209 {
    #dbg_value(ptr %0, !208, !DIExpression(), !318)
    #dbg_value(ptr %1, !211, !DIExpression(), !318)
  %3 = load i32, ptr %0, align 4, !dbg !319, !tbaa !157
    #dbg_value(i32 %3, !212, !DIExpression(), !318)
  %4 = load i32, ptr %1, align 4, !dbg !320, !tbaa !157
    #dbg_value(i32 %4, !213, !DIExpression(), !318)
  %5 = icmp sgt i32 %3, %4, !dbg !321
  %6 = zext i1 %5 to i32, !dbg !321
  %7 = icmp slt i32 %3, %4, !dbg !322
  %8 = sext i1 %7 to i32, !dbg !322
  %9 = add nsw i32 %8, %6, !dbg !323
  ret i32 %9, !dbg !324
}

; Function Attrs: nofree nounwind
declare !dbg !325 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !330 {
    #dbg_value(ptr %0, !332, !DIExpression(), !334)
    #dbg_value(ptr %1, !333, !DIExpression(), !334)
    #dbg_value(ptr %1, !208, !DIExpression(), !335)
    #dbg_value(ptr %0, !211, !DIExpression(), !335)
  %3 = load i32, ptr %1, align 4, !dbg !337, !tbaa !157
    #dbg_value(i32 %3, !212, !DIExpression(), !335)
  %4 = load i32, ptr %0, align 4, !dbg !338, !tbaa !157
    #dbg_value(i32 %4, !213, !DIExpression(), !335)
  %5 = icmp sgt i32 %3, %4, !dbg !339
  %6 = zext i1 %5 to i32, !dbg !339
  %7 = icmp slt i32 %3, %4, !dbg !340
  %8 = sext i1 %7 to i32, !dbg !340
  %9 = add nsw i32 %8, %6, !dbg !341
  ret i32 %9, !dbg !342
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !343 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 !dbg !346 {
    #dbg_value(ptr %0, !348, !DIExpression(), !350)
    #dbg_value(ptr %1, !349, !DIExpression(), !350)
  %3 = load ptr, ptr %0, align 8, !dbg !351, !tbaa !273
  %4 = load ptr, ptr %1, align 8, !dbg !352, !tbaa !273
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #14, !dbg !353
  ret i32 %5, !dbg !354
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 !dbg !355 {
    #dbg_value(ptr %0, !357, !DIExpression(), !363)
    #dbg_value(ptr %1, !358, !DIExpression(), !363)
    #dbg_value(ptr %0, !359, !DIExpression(), !363)
    #dbg_value(ptr %1, !362, !DIExpression(), !363)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !364
  %4 = load i32, ptr %3, align 8, !dbg !364, !tbaa !283
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !366
  %6 = load i32, ptr %5, align 8, !dbg !366, !tbaa !283
  %7 = icmp eq i32 %4, %6, !dbg !367
  br i1 %7, label %11, label %8, !dbg !368

8:                                                ; preds = %2
  %9 = icmp slt i32 %4, %6, !dbg !369
  %10 = select i1 %9, i32 -1, i32 1, !dbg !370
  br label %22, !dbg !371

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !372
  %13 = load double, ptr %12, align 8, !dbg !372, !tbaa !287
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !374
  %15 = load double, ptr %14, align 8, !dbg !374, !tbaa !287
  %16 = fcmp une double %13, %15, !dbg !375
  br i1 %16, label %17, label %20, !dbg !376

17:                                               ; preds = %11
  %18 = fcmp ogt double %13, %15, !dbg !377
  %19 = select i1 %18, i32 -1, i32 1, !dbg !378
  br label %22, !dbg !379

20:                                               ; preds = %11
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #14, !dbg !380
  br label %22, !dbg !381

22:                                               ; preds = %20, %17, %8
  %23 = phi i32 [ %10, %8 ], [ %19, %17 ], [ %21, %20 ], !dbg !363
  ret i32 %23, !dbg !382
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !383 {
    #dbg_value(ptr %0, !385, !DIExpression(), !389)
    #dbg_value(ptr %1, !386, !DIExpression(), !389)
  %3 = load double, ptr %0, align 8, !dbg !390, !tbaa !302
    #dbg_value(double %3, !387, !DIExpression(), !389)
  %4 = load double, ptr %1, align 8, !dbg !391, !tbaa !302
    #dbg_value(double %4, !388, !DIExpression(), !389)
  %5 = fcmp ogt double %3, %4, !dbg !392
  %6 = zext i1 %5 to i32, !dbg !392
  %7 = fcmp olt double %3, %4, !dbg !393
  %8 = sext i1 %7 to i32, !dbg !393
  %9 = add nsw i32 %8, %6, !dbg !394
  ret i32 %9, !dbg !395
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !396 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!136, !137, !138, !139, !140, !141, !142}
!llvm.ident = !{!143}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/qsort_bsearch.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ddd383b6329763dbc4853dff17e4637")
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
!142 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!143 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !75)
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 27, column: 14, scope: !75)
!149 = !DILocation(line: 0, scope: !85)
!150 = !DILocation(line: 29, column: 5, scope: !85)
!151 = !DILocation(line: 30, column: 5, scope: !75)
!152 = !DILocation(line: 0, scope: !88)
!153 = !DILocation(line: 32, column: 5, scope: !88)
!154 = !DILocation(line: 32, column: 37, scope: !155)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 32, column: 37)
!156 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 5)
!157 = !{!158, !158, i64 0}
!158 = !{!"int", !159, i64 0}
!159 = !{!"omnipotent char", !160, i64 0}
!160 = !{!"Simple C/C++ TBAA"}
!161 = !DILocation(line: 32, column: 48, scope: !155)
!162 = !DILocation(line: 32, column: 46, scope: !155)
!163 = distinct !{!163, !153, !164, !165, !166, !167}
!164 = !DILocation(line: 32, column: 63, scope: !88)
!165 = !{!"llvm.loop.mustprogress"}
!166 = !{!"llvm.loop.isvectorized", i32 1}
!167 = !{!"llvm.loop.unroll.runtime.disable"}
!168 = !DILocation(line: 29, column: 41, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 29, column: 33)
!170 = distinct !DILexicalBlock(scope: !85, file: !2, line: 29, column: 5)
!171 = !DILocation(line: 29, column: 55, scope: !169)
!172 = !DILocation(line: 29, column: 81, scope: !169)
!173 = !DILocation(line: 29, column: 87, scope: !169)
!174 = !DILocation(line: 29, column: 97, scope: !169)
!175 = !DILocation(line: 29, column: 65, scope: !169)
!176 = !DILocation(line: 29, column: 70, scope: !169)
!177 = !DILocation(line: 29, column: 29, scope: !170)
!178 = !DILocation(line: 29, column: 23, scope: !170)
!179 = distinct !{!179, !150, !180, !165}
!180 = !DILocation(line: 29, column: 106, scope: !85)
!181 = !DILocalVariable(name: "__l", scope: !182, file: !183, line: 23, type: !98)
!182 = distinct !DISubprogram(name: "bsearch", scope: !183, file: !183, line: 20, type: !184, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !191)
!183 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!184 = !DISubroutineType(types: !185)
!185 = !{!126, !129, !129, !98, !98, !186}
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !187, line: 829, baseType: !188)
!187 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DISubroutineType(types: !190)
!190 = !{!78, !129, !129}
!191 = !{!192, !193, !194, !195, !196, !181, !197, !198, !199, !200}
!192 = !DILocalVariable(name: "__key", arg: 1, scope: !182, file: !183, line: 20, type: !129)
!193 = !DILocalVariable(name: "__base", arg: 2, scope: !182, file: !183, line: 20, type: !129)
!194 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !182, file: !183, line: 20, type: !98)
!195 = !DILocalVariable(name: "__size", arg: 4, scope: !182, file: !183, line: 20, type: !98)
!196 = !DILocalVariable(name: "__compar", arg: 5, scope: !182, file: !183, line: 21, type: !186)
!197 = !DILocalVariable(name: "__u", scope: !182, file: !183, line: 23, type: !98)
!198 = !DILocalVariable(name: "__idx", scope: !182, file: !183, line: 23, type: !98)
!199 = !DILocalVariable(name: "__p", scope: !182, file: !183, line: 24, type: !129)
!200 = !DILocalVariable(name: "__comparison", scope: !182, file: !183, line: 25, type: !78)
!201 = !DILocation(line: 0, scope: !182, inlinedAt: !202)
!202 = distinct !DILocation(line: 35, column: 18, scope: !75)
!203 = !DILocation(line: 31, column: 20, scope: !204, inlinedAt: !202)
!204 = distinct !DILexicalBlock(scope: !182, file: !183, line: 30, column: 5)
!205 = !DILocation(line: 31, column: 27, scope: !204, inlinedAt: !202)
!206 = !DILocation(line: 32, column: 62, scope: !204, inlinedAt: !202)
!207 = !DILocation(line: 32, column: 53, scope: !204, inlinedAt: !202)
!208 = !DILocalVariable(name: "a", arg: 1, scope: !209, file: !2, line: 8, type: !129)
!209 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 8, type: !189, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !210)
!210 = !{!208, !211, !212, !213}
!211 = !DILocalVariable(name: "b", arg: 2, scope: !209, file: !2, line: 8, type: !129)
!212 = !DILocalVariable(name: "x", scope: !209, file: !2, line: 9, type: !78)
!213 = !DILocalVariable(name: "y", scope: !209, file: !2, line: 9, type: !78)
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!215 = distinct !DILocation(line: 33, column: 22, scope: !204, inlinedAt: !202)
!216 = !DILocation(line: 9, column: 34, scope: !209, inlinedAt: !215)
!217 = !DILocation(line: 10, column: 15, scope: !209, inlinedAt: !215)
!218 = !DILocation(line: 10, column: 25, scope: !209, inlinedAt: !215)
!219 = !DILocation(line: 10, column: 20, scope: !209, inlinedAt: !215)
!220 = !DILocation(line: 34, column: 24, scope: !221, inlinedAt: !202)
!221 = distinct !DILexicalBlock(scope: !204, file: !183, line: 34, column: 11)
!222 = !DILocation(line: 34, column: 11, scope: !204, inlinedAt: !202)
!223 = !DILocation(line: 36, column: 29, scope: !224, inlinedAt: !202)
!224 = distinct !DILexicalBlock(scope: !221, file: !183, line: 36, column: 16)
!225 = !DILocation(line: 36, column: 16, scope: !221, inlinedAt: !202)
!226 = !DILocation(line: 37, column: 14, scope: !224, inlinedAt: !202)
!227 = !DILocation(line: 29, column: 14, scope: !182, inlinedAt: !202)
!228 = !DILocation(line: 29, column: 3, scope: !182, inlinedAt: !202)
!229 = distinct !{!229, !228, !230, !165}
!230 = !DILocation(line: 49, column: 5, scope: !182, inlinedAt: !202)
!231 = !DILocation(line: 32, column: 37, scope: !156)
!232 = !DILocation(line: 33, column: 67, scope: !75)
!233 = !DILocation(line: 33, column: 73, scope: !75)
!234 = !DILocation(line: 33, column: 83, scope: !75)
!235 = !DILocation(line: 33, column: 5, scope: !75)
!236 = !DILocation(line: 34, column: 15, scope: !75)
!237 = !DILocation(line: 36, column: 62, scope: !75)
!238 = !DILocation(line: 36, column: 5, scope: !75)
!239 = !DILocation(line: 0, scope: !182, inlinedAt: !240)
!240 = distinct !DILocation(line: 38, column: 38, scope: !75)
!241 = !DILocation(line: 31, column: 20, scope: !204, inlinedAt: !240)
!242 = !DILocation(line: 31, column: 27, scope: !204, inlinedAt: !240)
!243 = !DILocation(line: 32, column: 62, scope: !204, inlinedAt: !240)
!244 = !DILocation(line: 32, column: 53, scope: !204, inlinedAt: !240)
!245 = !DILocation(line: 0, scope: !209, inlinedAt: !246)
!246 = distinct !DILocation(line: 33, column: 22, scope: !204, inlinedAt: !240)
!247 = !DILocation(line: 9, column: 34, scope: !209, inlinedAt: !246)
!248 = !DILocation(line: 10, column: 15, scope: !209, inlinedAt: !246)
!249 = !DILocation(line: 10, column: 25, scope: !209, inlinedAt: !246)
!250 = !DILocation(line: 10, column: 20, scope: !209, inlinedAt: !246)
!251 = !DILocation(line: 34, column: 24, scope: !221, inlinedAt: !240)
!252 = !DILocation(line: 34, column: 11, scope: !204, inlinedAt: !240)
!253 = !DILocation(line: 36, column: 29, scope: !224, inlinedAt: !240)
!254 = !DILocation(line: 36, column: 16, scope: !221, inlinedAt: !240)
!255 = !DILocation(line: 37, column: 14, scope: !224, inlinedAt: !240)
!256 = !DILocation(line: 29, column: 14, scope: !182, inlinedAt: !240)
!257 = !DILocation(line: 29, column: 3, scope: !182, inlinedAt: !240)
!258 = distinct !{!258, !257, !259, !165}
!259 = !DILocation(line: 49, column: 5, scope: !182, inlinedAt: !240)
!260 = !DILocation(line: 38, column: 5, scope: !75)
!261 = !DILocation(line: 39, column: 5, scope: !75)
!262 = !DILocation(line: 40, column: 43, scope: !75)
!263 = !DILocation(line: 40, column: 49, scope: !75)
!264 = !DILocation(line: 40, column: 5, scope: !75)
!265 = !DILocation(line: 41, column: 5, scope: !75)
!266 = !DILocation(line: 43, column: 5, scope: !75)
!267 = !DILocation(line: 43, column: 17, scope: !75)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 45, column: 5, scope: !75)
!270 = !DILocation(line: 0, scope: !102)
!271 = !DILocation(line: 46, column: 52, scope: !272)
!272 = distinct !DILexicalBlock(scope: !102, file: !2, line: 46, column: 5)
!273 = !{!274, !274, i64 0}
!274 = !{!"any pointer", !159, i64 0}
!275 = !DILocation(line: 46, column: 37, scope: !272)
!276 = !DILocation(line: 48, column: 5, scope: !75)
!277 = !DILocation(line: 48, column: 19, scope: !75)
!278 = distinct !DIAssignID()
!279 = !DILocation(line: 53, column: 5, scope: !75)
!280 = !DILocation(line: 0, scope: !116)
!281 = !DILocation(line: 54, column: 86, scope: !282)
!282 = distinct !DILexicalBlock(scope: !116, file: !2, line: 54, column: 5)
!283 = !{!284, !158, i64 16}
!284 = !{!"Person", !159, i64 0, !158, i64 16, !285, i64 24}
!285 = !{!"double", !159, i64 0}
!286 = !DILocation(line: 54, column: 101, scope: !282)
!287 = !{!284, !285, i64 24}
!288 = !DILocation(line: 54, column: 37, scope: !282)
!289 = !DILocation(line: 54, column: 60, scope: !282)
!290 = !DILocation(line: 55, column: 5, scope: !75)
!291 = !DILocation(line: 56, column: 5, scope: !75)
!292 = !DILocation(line: 0, scope: !122)
!293 = !DILocation(line: 57, column: 5, scope: !122)
!294 = !DILocation(line: 57, column: 30, scope: !295)
!295 = distinct !DILexicalBlock(scope: !122, file: !2, line: 57, column: 5)
!296 = !DILocation(line: 57, column: 60, scope: !295)
!297 = !DILocation(line: 57, column: 42, scope: !295)
!298 = !DILocation(line: 57, column: 66, scope: !295)
!299 = !DILocation(line: 57, column: 72, scope: !295)
!300 = !DILocation(line: 57, column: 34, scope: !295)
!301 = !DILocation(line: 57, column: 40, scope: !295)
!302 = !{!285, !285, i64 0}
!303 = distinct !{!303, !293, !304, !165, !166, !167}
!304 = !DILocation(line: 57, column: 74, scope: !122)
!305 = !DILocation(line: 58, column: 5, scope: !75)
!306 = !DILocation(line: 59, column: 41, scope: !75)
!307 = !DILocation(line: 59, column: 48, scope: !75)
!308 = !DILocation(line: 59, column: 56, scope: !75)
!309 = !DILocation(line: 59, column: 5, scope: !75)
!310 = !DILocation(line: 61, column: 1, scope: !75)
!311 = !DILocation(line: 60, column: 5, scope: !75)
!312 = !DISubprogram(name: "malloc", scope: !187, file: !187, line: 553, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{!126, !98}
!315 = !DISubprogram(name: "qsort", scope: !187, file: !187, line: 851, type: !316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !126, !98, !98, !186}
!318 = !DILocation(line: 0, scope: !209)
!319 = !DILocation(line: 9, column: 13, scope: !209)
!320 = !DILocation(line: 9, column: 34, scope: !209)
!321 = !DILocation(line: 10, column: 15, scope: !209)
!322 = !DILocation(line: 10, column: 25, scope: !209)
!323 = !DILocation(line: 10, column: 20, scope: !209)
!324 = !DILocation(line: 10, column: 5, scope: !209)
!325 = !DISubprogram(name: "printf", scope: !326, file: !326, line: 356, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!327 = !DISubroutineType(types: !328)
!328 = !{!78, !329, null}
!329 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!330 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 12, type: !189, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !331)
!331 = !{!332, !333}
!332 = !DILocalVariable(name: "a", arg: 1, scope: !330, file: !2, line: 12, type: !129)
!333 = !DILocalVariable(name: "b", arg: 2, scope: !330, file: !2, line: 12, type: !129)
!334 = !DILocation(line: 0, scope: !330)
!335 = !DILocation(line: 0, scope: !209, inlinedAt: !336)
!336 = distinct !DILocation(line: 12, column: 64, scope: !330)
!337 = !DILocation(line: 9, column: 13, scope: !209, inlinedAt: !336)
!338 = !DILocation(line: 9, column: 34, scope: !209, inlinedAt: !336)
!339 = !DILocation(line: 10, column: 15, scope: !209, inlinedAt: !336)
!340 = !DILocation(line: 10, column: 25, scope: !209, inlinedAt: !336)
!341 = !DILocation(line: 10, column: 20, scope: !209, inlinedAt: !336)
!342 = !DILocation(line: 12, column: 57, scope: !330)
!343 = !DISubprogram(name: "free", scope: !187, file: !187, line: 568, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{null, !126}
!346 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 13, type: !189, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !347)
!347 = !{!348, !349}
!348 = !DILocalVariable(name: "a", arg: 1, scope: !346, file: !2, line: 13, type: !129)
!349 = !DILocalVariable(name: "b", arg: 2, scope: !346, file: !2, line: 13, type: !129)
!350 = !DILocation(line: 0, scope: !346)
!351 = !DILocation(line: 13, column: 66, scope: !346)
!352 = !DILocation(line: 13, column: 91, scope: !346)
!353 = !DILocation(line: 13, column: 59, scope: !346)
!354 = !DILocation(line: 13, column: 52, scope: !346)
!355 = distinct !DISubprogram(name: "cmp_person", scope: !2, file: !2, line: 14, type: !189, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !356)
!356 = !{!357, !358, !359, !362}
!357 = !DILocalVariable(name: "a", arg: 1, scope: !355, file: !2, line: 14, type: !129)
!358 = !DILocalVariable(name: "b", arg: 2, scope: !355, file: !2, line: 14, type: !129)
!359 = !DILocalVariable(name: "p", scope: !355, file: !2, line: 15, type: !360)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!362 = !DILocalVariable(name: "q", scope: !355, file: !2, line: 15, type: !360)
!363 = !DILocation(line: 0, scope: !355)
!364 = !DILocation(line: 16, column: 12, scope: !365)
!365 = distinct !DILexicalBlock(scope: !355, file: !2, line: 16, column: 9)
!366 = !DILocation(line: 16, column: 22, scope: !365)
!367 = !DILocation(line: 16, column: 16, scope: !365)
!368 = !DILocation(line: 16, column: 9, scope: !355)
!369 = !DILocation(line: 16, column: 41, scope: !365)
!370 = !DILocation(line: 16, column: 34, scope: !365)
!371 = !DILocation(line: 16, column: 27, scope: !365)
!372 = !DILocation(line: 17, column: 12, scope: !373)
!373 = distinct !DILexicalBlock(scope: !355, file: !2, line: 17, column: 9)
!374 = !DILocation(line: 17, column: 24, scope: !373)
!375 = !DILocation(line: 17, column: 18, scope: !373)
!376 = !DILocation(line: 17, column: 9, scope: !355)
!377 = !DILocation(line: 17, column: 47, scope: !373)
!378 = !DILocation(line: 17, column: 38, scope: !373)
!379 = !DILocation(line: 17, column: 31, scope: !373)
!380 = !DILocation(line: 18, column: 12, scope: !355)
!381 = !DILocation(line: 18, column: 5, scope: !355)
!382 = !DILocation(line: 19, column: 1, scope: !355)
!383 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 20, type: !189, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !384)
!384 = !{!385, !386, !387, !388}
!385 = !DILocalVariable(name: "a", arg: 1, scope: !383, file: !2, line: 20, type: !129)
!386 = !DILocalVariable(name: "b", arg: 2, scope: !383, file: !2, line: 20, type: !129)
!387 = !DILocalVariable(name: "x", scope: !383, file: !2, line: 21, type: !113)
!388 = !DILocalVariable(name: "y", scope: !383, file: !2, line: 21, type: !113)
!389 = !DILocation(line: 0, scope: !383)
!390 = !DILocation(line: 21, column: 16, scope: !383)
!391 = !DILocation(line: 21, column: 40, scope: !383)
!392 = !DILocation(line: 22, column: 15, scope: !383)
!393 = !DILocation(line: 22, column: 25, scope: !383)
!394 = !DILocation(line: 22, column: 20, scope: !383)
!395 = !DILocation(line: 22, column: 5, scope: !383)
!396 = !DISubprogram(name: "strcmp", scope: !397, file: !397, line: 156, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!398 = !DISubroutineType(types: !399)
!399 = !{!78, !93, !93}
