; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !75 {
  %1 = alloca [9 x ptr], align 8, !DIAssignID !148
    #dbg_assign(i1 undef, !91, !DIExpression(), !148, ptr %1, !DIExpression(), !149)
  %2 = alloca [7 x %struct.Person], align 8, !DIAssignID !150
    #dbg_assign(i1 undef, !103, !DIExpression(), !150, ptr %2, !DIExpression(), !149)
  %3 = alloca [64 x double], align 8, !DIAssignID !151
    #dbg_assign(i1 undef, !117, !DIExpression(), !151, ptr %3, !DIExpression(), !149)
  %4 = tail call noalias dereferenceable_or_null(2000) ptr @malloc(i64 noundef 2000) #12, !dbg !152
    #dbg_value(ptr %4, !80, !DIExpression(), !149)
    #dbg_value(i32 7, !82, !DIExpression(), !149)
    #dbg_value(i32 0, !84, !DIExpression(), !153)
  br label %6, !dbg !154

5:                                                ; preds = %6
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #13, !dbg !155
    #dbg_value(i32 1, !86, !DIExpression(), !149)
    #dbg_value(i32 1, !87, !DIExpression(), !156)
  br label %48, !dbg !157

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %15, %6 ]
  %8 = phi i32 [ 7, %0 ], [ %10, %6 ]
    #dbg_value(i32 %8, !82, !DIExpression(), !149)
    #dbg_value(i64 %7, !84, !DIExpression(), !153)
  %9 = mul i32 %8, 1103515245, !dbg !158
  %10 = add i32 %9, 12345, !dbg !161
    #dbg_value(i32 %10, !82, !DIExpression(), !149)
  %11 = lshr i32 %10, 8, !dbg !162
  %12 = urem i32 %11, 100000, !dbg !163
  %13 = add nsw i32 %12, -50000, !dbg !164
  %14 = getelementptr inbounds i32, ptr %4, i64 %7, !dbg !165
  store i32 %13, ptr %14, align 4, !dbg !166, !tbaa !167
  %15 = add nuw nsw i64 %7, 1, !dbg !171
    #dbg_value(i64 %15, !84, !DIExpression(), !153)
  %16 = icmp eq i64 %15, 500, !dbg !172
  br i1 %16, label %5, label %6, !dbg !154, !llvm.loop !173

17:                                               ; preds = %48
  %18 = load i32, ptr %4, align 4, !dbg !176, !tbaa !167
  %19 = getelementptr inbounds i8, ptr %4, i64 1996, !dbg !177
  %20 = load i32, ptr %19, align 4, !dbg !177, !tbaa !167
  %21 = getelementptr inbounds i8, ptr %4, i64 1000, !dbg !178
  %22 = load i32, ptr %21, align 4, !dbg !178, !tbaa !167
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %56, i32 noundef signext %18, i32 noundef signext %20, i32 noundef signext %22), !dbg !179
  %24 = getelementptr inbounds i8, ptr %4, i64 492, !dbg !180
  %25 = load i32, ptr %24, align 4, !dbg !180, !tbaa !167
    #dbg_value(i32 %25, !89, !DIExpression(), !149)
    #dbg_value(ptr undef, !181, !DIExpression(), !201)
    #dbg_value(ptr %4, !192, !DIExpression(), !201)
    #dbg_value(i64 500, !193, !DIExpression(), !201)
    #dbg_value(i64 4, !194, !DIExpression(), !201)
    #dbg_value(ptr @cmp_int, !195, !DIExpression(), !201)
    #dbg_value(i64 0, !196, !DIExpression(), !201)
    #dbg_value(i64 500, !197, !DIExpression(), !201)
  br label %26

26:                                               ; preds = %44, %17
  %27 = phi i64 [ %46, %44 ], [ 0, %17 ]
  %28 = phi i64 [ %45, %44 ], [ 500, %17 ]
    #dbg_value(i64 %27, !196, !DIExpression(), !201)
    #dbg_value(i64 %28, !197, !DIExpression(), !201)
  %29 = add i64 %28, %27, !dbg !203
  %30 = lshr i64 %29, 1, !dbg !205
    #dbg_value(i64 %30, !198, !DIExpression(), !201)
  %31 = shl i64 %30, 2, !dbg !206
  %32 = getelementptr inbounds i8, ptr %4, i64 %31, !dbg !207
    #dbg_value(ptr %32, !199, !DIExpression(), !201)
    #dbg_value(ptr undef, !208, !DIExpression(), !214)
    #dbg_value(ptr %32, !211, !DIExpression(), !214)
    #dbg_value(i32 %25, !212, !DIExpression(), !214)
  %33 = load i32, ptr %32, align 4, !dbg !216, !tbaa !167
    #dbg_value(i32 %33, !213, !DIExpression(), !214)
  %34 = icmp sgt i32 %25, %33, !dbg !217
  %35 = zext i1 %34 to i32, !dbg !217
  %36 = icmp slt i32 %25, %33, !dbg !218
  %37 = sext i1 %36 to i32, !dbg !218
  %38 = add nsw i32 %37, %35, !dbg !219
    #dbg_value(i32 %38, !200, !DIExpression(), !201)
  %39 = icmp slt i32 %38, 0, !dbg !220
  br i1 %39, label %44, label %40, !dbg !222

40:                                               ; preds = %26
  %41 = icmp eq i32 %38, 0, !dbg !223
  br i1 %41, label %59, label %42, !dbg !225

42:                                               ; preds = %40
  %43 = add nuw i64 %30, 1, !dbg !226
    #dbg_value(i64 %43, !196, !DIExpression(), !201)
  br label %44

44:                                               ; preds = %42, %26
  %45 = phi i64 [ %28, %42 ], [ %30, %26 ], !dbg !201
  %46 = phi i64 [ %43, %42 ], [ %27, %26 ], !dbg !201
    #dbg_value(i64 %46, !196, !DIExpression(), !201)
    #dbg_value(i64 %45, !197, !DIExpression(), !201)
  %47 = icmp ult i64 %46, %45, !dbg !227
  br i1 %47, label %26, label %59, !dbg !228, !llvm.loop !229

48:                                               ; preds = %5, %48
  %49 = phi i64 [ 1, %5 ], [ %57, %48 ]
  %50 = phi i32 [ 1, %5 ], [ %56, %48 ]
    #dbg_value(i32 %50, !86, !DIExpression(), !149)
    #dbg_value(i64 %49, !87, !DIExpression(), !156)
  %51 = getelementptr i32, ptr %4, i64 %49, !dbg !231
  %52 = getelementptr i8, ptr %51, i64 -4, !dbg !231
  %53 = load i32, ptr %52, align 4, !dbg !231, !tbaa !167
  %54 = load i32, ptr %51, align 4, !dbg !234, !tbaa !167
  %55 = icmp sgt i32 %53, %54, !dbg !235
  %56 = select i1 %55, i32 0, i32 %50, !dbg !236
    #dbg_value(i32 %56, !86, !DIExpression(), !149)
  %57 = add nuw nsw i64 %49, 1, !dbg !237
    #dbg_value(i64 %57, !87, !DIExpression(), !156)
  %58 = icmp eq i64 %57, 500, !dbg !238
  br i1 %58, label %17, label %48, !dbg !157, !llvm.loop !239

59:                                               ; preds = %44, %40
  %60 = phi i32 [ 1, %40 ], [ 0, %44 ]
  %61 = phi i32 [ %33, %40 ], [ 0, %44 ], !dbg !241
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %60, i32 noundef signext %61), !dbg !242
    #dbg_value(i32 50001, !89, !DIExpression(), !149)
    #dbg_value(ptr undef, !181, !DIExpression(), !243)
    #dbg_value(ptr %4, !192, !DIExpression(), !243)
    #dbg_value(i64 500, !193, !DIExpression(), !243)
    #dbg_value(i64 4, !194, !DIExpression(), !243)
    #dbg_value(ptr @cmp_int, !195, !DIExpression(), !243)
    #dbg_value(i64 0, !196, !DIExpression(), !243)
    #dbg_value(i64 500, !197, !DIExpression(), !243)
  br label %63

63:                                               ; preds = %81, %59
  %64 = phi i64 [ %83, %81 ], [ 0, %59 ]
  %65 = phi i64 [ %82, %81 ], [ 500, %59 ]
    #dbg_value(i64 %64, !196, !DIExpression(), !243)
    #dbg_value(i64 %65, !197, !DIExpression(), !243)
  %66 = add i64 %65, %64, !dbg !245
  %67 = lshr i64 %66, 1, !dbg !246
    #dbg_value(i64 %67, !198, !DIExpression(), !243)
  %68 = shl i64 %67, 2, !dbg !247
  %69 = getelementptr inbounds i8, ptr %4, i64 %68, !dbg !248
    #dbg_value(ptr %69, !199, !DIExpression(), !243)
    #dbg_value(ptr undef, !208, !DIExpression(), !249)
    #dbg_value(ptr %69, !211, !DIExpression(), !249)
    #dbg_value(i32 50001, !212, !DIExpression(), !249)
  %70 = load i32, ptr %69, align 4, !dbg !251, !tbaa !167
    #dbg_value(i32 %70, !213, !DIExpression(), !249)
  %71 = icmp slt i32 %70, 50001, !dbg !252
  %72 = zext i1 %71 to i32, !dbg !252
  %73 = icmp sgt i32 %70, 50001, !dbg !253
  %74 = sext i1 %73 to i32, !dbg !253
  %75 = add nsw i32 %74, %72, !dbg !254
    #dbg_value(i32 %75, !200, !DIExpression(), !243)
  %76 = icmp slt i32 %75, 0, !dbg !255
  br i1 %76, label %81, label %77, !dbg !256

77:                                               ; preds = %63
  %78 = icmp eq i32 %75, 0, !dbg !257
  br i1 %78, label %85, label %79, !dbg !258

79:                                               ; preds = %77
  %80 = add nuw i64 %67, 1, !dbg !259
    #dbg_value(i64 %80, !196, !DIExpression(), !243)
  br label %81

81:                                               ; preds = %79, %63
  %82 = phi i64 [ %65, %79 ], [ %67, %63 ], !dbg !243
  %83 = phi i64 [ %80, %79 ], [ %64, %63 ], !dbg !243
    #dbg_value(i64 %83, !196, !DIExpression(), !243)
    #dbg_value(i64 %82, !197, !DIExpression(), !243)
  %84 = icmp ult i64 %83, %82, !dbg !260
  br i1 %84, label %63, label %85, !dbg !261, !llvm.loop !262

85:                                               ; preds = %77, %81
  %86 = phi i32 [ 1, %81 ], [ 0, %77 ], !dbg !243
  %87 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %86), !dbg !264
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13, !dbg !265
  %88 = load i32, ptr %4, align 4, !dbg !266, !tbaa !167
  %89 = load i32, ptr %19, align 4, !dbg !267, !tbaa !167
  %90 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %88, i32 noundef signext %89), !dbg !268
  tail call void @free(ptr noundef %4) #13, !dbg !269
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #13, !dbg !270
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %1, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.words, i64 72, i1 false), !dbg !271, !DIAssignID !272
    #dbg_assign(i1 undef, !91, !DIExpression(), !272, ptr %1, !DIExpression(), !149)
    #dbg_value(i64 9, !97, !DIExpression(), !149)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 9, i64 noundef 8, ptr noundef nonnull @cmp_str) #13, !dbg !273
    #dbg_value(i64 0, !101, !DIExpression(), !274)
  %91 = load ptr, ptr %1, align 8, !dbg !275, !tbaa !277
  %92 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %91, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 1, !101, !DIExpression(), !274)
  %93 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !275
  %94 = load ptr, ptr %93, align 8, !dbg !275, !tbaa !277
  %95 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %94, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 2, !101, !DIExpression(), !274)
  %96 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !275
  %97 = load ptr, ptr %96, align 8, !dbg !275, !tbaa !277
  %98 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %97, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 3, !101, !DIExpression(), !274)
  %99 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !275
  %100 = load ptr, ptr %99, align 8, !dbg !275, !tbaa !277
  %101 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %100, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 4, !101, !DIExpression(), !274)
  %102 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !275
  %103 = load ptr, ptr %102, align 8, !dbg !275, !tbaa !277
  %104 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %103, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 5, !101, !DIExpression(), !274)
  %105 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !275
  %106 = load ptr, ptr %105, align 8, !dbg !275, !tbaa !277
  %107 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %106, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 6, !101, !DIExpression(), !274)
  %108 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !275
  %109 = load ptr, ptr %108, align 8, !dbg !275, !tbaa !277
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %109, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 7, !101, !DIExpression(), !274)
  %111 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !275
  %112 = load ptr, ptr %111, align 8, !dbg !275, !tbaa !277
  %113 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %112, ptr noundef nonnull @.str.13), !dbg !279
    #dbg_value(i64 8, !101, !DIExpression(), !274)
  %114 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !275
  %115 = load ptr, ptr %114, align 8, !dbg !275, !tbaa !277
  %116 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %115, ptr noundef nonnull @.str.14), !dbg !279
    #dbg_value(i64 9, !101, !DIExpression(), !274)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #13, !dbg !280
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %2, ptr noundef nonnull align 8 dereferenceable(224) @__const.main.people, i64 224, i1 false), !dbg !281, !DIAssignID !282
    #dbg_assign(i1 undef, !103, !DIExpression(), !282, ptr %2, !DIExpression(), !149)
    #dbg_value(i64 7, !114, !DIExpression(), !149)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 7, i64 noundef 32, ptr noundef nonnull @cmp_person) #13, !dbg !283
    #dbg_value(i64 0, !115, !DIExpression(), !284)
  %117 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !285
  %118 = load i32, ptr %117, align 8, !dbg !285, !tbaa !287
  %119 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !290
  %120 = load double, ptr %119, align 8, !dbg !290, !tbaa !291
  %121 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %2, i32 noundef signext %118, double noundef %120), !dbg !292
    #dbg_value(i64 1, !115, !DIExpression(), !284)
  %122 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !293
  %123 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !285
  %124 = load i32, ptr %123, align 8, !dbg !285, !tbaa !287
  %125 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !290
  %126 = load double, ptr %125, align 8, !dbg !290, !tbaa !291
  %127 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %122, i32 noundef signext %124, double noundef %126), !dbg !292
    #dbg_value(i64 2, !115, !DIExpression(), !284)
  %128 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !293
  %129 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !285
  %130 = load i32, ptr %129, align 8, !dbg !285, !tbaa !287
  %131 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !290
  %132 = load double, ptr %131, align 8, !dbg !290, !tbaa !291
  %133 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %128, i32 noundef signext %130, double noundef %132), !dbg !292
    #dbg_value(i64 3, !115, !DIExpression(), !284)
  %134 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !293
  %135 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !285
  %136 = load i32, ptr %135, align 8, !dbg !285, !tbaa !287
  %137 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !290
  %138 = load double, ptr %137, align 8, !dbg !290, !tbaa !291
  %139 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %134, i32 noundef signext %136, double noundef %138), !dbg !292
    #dbg_value(i64 4, !115, !DIExpression(), !284)
  %140 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !293
  %141 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !285
  %142 = load i32, ptr %141, align 8, !dbg !285, !tbaa !287
  %143 = getelementptr inbounds i8, ptr %2, i64 152, !dbg !290
  %144 = load double, ptr %143, align 8, !dbg !290, !tbaa !291
  %145 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %140, i32 noundef signext %142, double noundef %144), !dbg !292
    #dbg_value(i64 5, !115, !DIExpression(), !284)
  %146 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !293
  %147 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !285
  %148 = load i32, ptr %147, align 8, !dbg !285, !tbaa !287
  %149 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !290
  %150 = load double, ptr %149, align 8, !dbg !290, !tbaa !291
  %151 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %146, i32 noundef signext %148, double noundef %150), !dbg !292
    #dbg_value(i64 6, !115, !DIExpression(), !284)
  %152 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !293
  %153 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !285
  %154 = load i32, ptr %153, align 8, !dbg !285, !tbaa !287
  %155 = getelementptr inbounds i8, ptr %2, i64 216, !dbg !290
  %156 = load double, ptr %155, align 8, !dbg !290, !tbaa !291
  %157 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %152, i32 noundef signext %154, double noundef %156), !dbg !292
    #dbg_value(i64 7, !115, !DIExpression(), !284)
  %158 = call i32 @putchar(i32 10), !dbg !294
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13, !dbg !295
    #dbg_value(i32 0, !121, !DIExpression(), !296)
  br label %166, !dbg !297

159:                                              ; preds = %166
  call void @qsort(ptr noundef nonnull %3, i64 noundef 64, i64 noundef 8, ptr noundef nonnull @cmp_double) #13, !dbg !298
  %160 = load double, ptr %3, align 8, !dbg !299, !tbaa !300
  %161 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !301
  %162 = load double, ptr %161, align 8, !dbg !301, !tbaa !300
  %163 = getelementptr inbounds i8, ptr %3, i64 504, !dbg !302
  %164 = load double, ptr %163, align 8, !dbg !302, !tbaa !300
  %165 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %160, double noundef %162, double noundef %164), !dbg !303
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13, !dbg !304
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #13, !dbg !304
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #13, !dbg !304
  ret i32 0, !dbg !305

166:                                              ; preds = %85, %166
  %167 = phi i64 [ 0, %85 ], [ %175, %166 ]
    #dbg_value(i64 %167, !121, !DIExpression(), !296)
  %168 = trunc i64 %167 to i32, !dbg !306
  %169 = mul i32 %168, 37, !dbg !306
  %170 = and i32 %169, 63, !dbg !306
  %171 = uitofp nneg i32 %170 to double, !dbg !308
  %172 = fmul double %171, 1.250000e-01, !dbg !309
  %173 = fadd double %172, -4.000000e+00, !dbg !310
  %174 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %167, !dbg !311
  store double %173, ptr %174, align 8, !dbg !312, !tbaa !300
  %175 = add nuw nsw i64 %167, 1, !dbg !313
    #dbg_value(i64 %175, !121, !DIExpression(), !296)
  %176 = icmp eq i64 %175, 64, !dbg !314
  br i1 %176, label %159, label %166, !dbg !297, !llvm.loop !315
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !317 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !320 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal signext range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !209 {
    #dbg_value(ptr %0, !208, !DIExpression(), !323)
    #dbg_value(ptr %1, !211, !DIExpression(), !323)
  %3 = load i32, ptr %0, align 4, !dbg !324, !tbaa !167
    #dbg_value(i32 %3, !212, !DIExpression(), !323)
  %4 = load i32, ptr %1, align 4, !dbg !325, !tbaa !167
    #dbg_value(i32 %4, !213, !DIExpression(), !323)
  %5 = icmp sgt i32 %3, %4, !dbg !326
  %6 = zext i1 %5 to i32, !dbg !326
  %7 = icmp slt i32 %3, %4, !dbg !327
  %8 = sext i1 %7 to i32, !dbg !327
  %9 = add nsw i32 %8, %6, !dbg !328
  ret i32 %9, !dbg !329
}

; Function Attrs: nofree nounwind
declare !dbg !330 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal signext range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !335 {
    #dbg_value(ptr %0, !337, !DIExpression(), !339)
    #dbg_value(ptr %1, !338, !DIExpression(), !339)
    #dbg_value(ptr %1, !208, !DIExpression(), !340)
    #dbg_value(ptr %0, !211, !DIExpression(), !340)
  %3 = load i32, ptr %1, align 4, !dbg !342, !tbaa !167
    #dbg_value(i32 %3, !212, !DIExpression(), !340)
  %4 = load i32, ptr %0, align 4, !dbg !343, !tbaa !167
    #dbg_value(i32 %4, !213, !DIExpression(), !340)
  %5 = icmp sgt i32 %3, %4, !dbg !344
  %6 = zext i1 %5 to i32, !dbg !344
  %7 = icmp slt i32 %3, %4, !dbg !345
  %8 = sext i1 %7 to i32, !dbg !345
  %9 = add nsw i32 %8, %6, !dbg !346
  ret i32 %9, !dbg !347
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !348 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal signext i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 !dbg !351 {
    #dbg_value(ptr %0, !353, !DIExpression(), !355)
    #dbg_value(ptr %1, !354, !DIExpression(), !355)
  %3 = load ptr, ptr %0, align 8, !dbg !356, !tbaa !277
  %4 = load ptr, ptr %1, align 8, !dbg !357, !tbaa !277
  %5 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #14, !dbg !358
  ret i32 %5, !dbg !359
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal signext i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 !dbg !360 {
    #dbg_value(ptr %0, !362, !DIExpression(), !368)
    #dbg_value(ptr %1, !363, !DIExpression(), !368)
    #dbg_value(ptr %0, !364, !DIExpression(), !368)
    #dbg_value(ptr %1, !367, !DIExpression(), !368)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !369
  %4 = load i32, ptr %3, align 8, !dbg !369, !tbaa !287
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !371
  %6 = load i32, ptr %5, align 8, !dbg !371, !tbaa !287
  %7 = icmp eq i32 %4, %6, !dbg !372
  br i1 %7, label %11, label %8, !dbg !373

8:                                                ; preds = %2
  %9 = icmp slt i32 %4, %6, !dbg !374
  %10 = select i1 %9, i32 -1, i32 1, !dbg !375
  br label %22, !dbg !376

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !377
  %13 = load double, ptr %12, align 8, !dbg !377, !tbaa !291
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !379
  %15 = load double, ptr %14, align 8, !dbg !379, !tbaa !291
  %16 = fcmp une double %13, %15, !dbg !380
  br i1 %16, label %17, label %20, !dbg !381

17:                                               ; preds = %11
  %18 = fcmp ogt double %13, %15, !dbg !382
  %19 = select i1 %18, i32 -1, i32 1, !dbg !383
  br label %22, !dbg !384

20:                                               ; preds = %11
  %21 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #14, !dbg !385
  br label %22, !dbg !386

22:                                               ; preds = %20, %17, %8
  %23 = phi i32 [ %10, %8 ], [ %19, %17 ], [ %21, %20 ], !dbg !368
  ret i32 %23, !dbg !387
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal signext range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !388 {
    #dbg_value(ptr %0, !390, !DIExpression(), !394)
    #dbg_value(ptr %1, !391, !DIExpression(), !394)
  %3 = load double, ptr %0, align 8, !dbg !395, !tbaa !300
    #dbg_value(double %3, !392, !DIExpression(), !394)
  %4 = load double, ptr %1, align 8, !dbg !396, !tbaa !300
    #dbg_value(double %4, !393, !DIExpression(), !394)
  %5 = fcmp ogt double %3, %4, !dbg !397
  %6 = zext i1 %5 to i32, !dbg !397
  %7 = fcmp olt double %3, %4, !dbg !398
  %8 = sext i1 %7 to i32, !dbg !398
  %9 = add nsw i32 %8, %6, !dbg !399
  ret i32 %9, !dbg !400
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !401 signext i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!136, !137, !138, !139, !140, !142, !143, !144, !145, !146}
!llvm.ident = !{!147}

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
!139 = !{i32 1, !"target-abi", !"lp64d"}
!140 = !{i32 6, !"riscv-isa", !141}
!141 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!142 = !{i32 8, !"PIC Level", i32 2}
!143 = !{i32 7, !"PIE Level", i32 2}
!144 = !{i32 7, !"uwtable", i32 2}
!145 = !{i32 8, !"SmallDataLimit", i32 8}
!146 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!147 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !75)
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 27, column: 14, scope: !75)
!153 = !DILocation(line: 0, scope: !85)
!154 = !DILocation(line: 29, column: 5, scope: !85)
!155 = !DILocation(line: 30, column: 5, scope: !75)
!156 = !DILocation(line: 0, scope: !88)
!157 = !DILocation(line: 32, column: 5, scope: !88)
!158 = !DILocation(line: 29, column: 41, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 29, column: 33)
!160 = distinct !DILexicalBlock(scope: !85, file: !2, line: 29, column: 5)
!161 = !DILocation(line: 29, column: 55, scope: !159)
!162 = !DILocation(line: 29, column: 81, scope: !159)
!163 = !DILocation(line: 29, column: 87, scope: !159)
!164 = !DILocation(line: 29, column: 97, scope: !159)
!165 = !DILocation(line: 29, column: 65, scope: !159)
!166 = !DILocation(line: 29, column: 70, scope: !159)
!167 = !{!168, !168, i64 0}
!168 = !{!"int", !169, i64 0}
!169 = !{!"omnipotent char", !170, i64 0}
!170 = !{!"Simple C/C++ TBAA"}
!171 = !DILocation(line: 29, column: 29, scope: !160)
!172 = !DILocation(line: 29, column: 23, scope: !160)
!173 = distinct !{!173, !154, !174, !175}
!174 = !DILocation(line: 29, column: 106, scope: !85)
!175 = !{!"llvm.loop.mustprogress"}
!176 = !DILocation(line: 33, column: 67, scope: !75)
!177 = !DILocation(line: 33, column: 73, scope: !75)
!178 = !DILocation(line: 33, column: 83, scope: !75)
!179 = !DILocation(line: 33, column: 5, scope: !75)
!180 = !DILocation(line: 34, column: 15, scope: !75)
!181 = !DILocalVariable(name: "__key", arg: 1, scope: !182, file: !183, line: 20, type: !129)
!182 = distinct !DISubprogram(name: "bsearch", scope: !183, file: !183, line: 20, type: !184, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !191)
!183 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!184 = !DISubroutineType(types: !185)
!185 = !{!126, !129, !129, !98, !98, !186}
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !187, line: 829, baseType: !188)
!187 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DISubroutineType(types: !190)
!190 = !{!78, !129, !129}
!191 = !{!181, !192, !193, !194, !195, !196, !197, !198, !199, !200}
!192 = !DILocalVariable(name: "__base", arg: 2, scope: !182, file: !183, line: 20, type: !129)
!193 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !182, file: !183, line: 20, type: !98)
!194 = !DILocalVariable(name: "__size", arg: 4, scope: !182, file: !183, line: 20, type: !98)
!195 = !DILocalVariable(name: "__compar", arg: 5, scope: !182, file: !183, line: 21, type: !186)
!196 = !DILocalVariable(name: "__l", scope: !182, file: !183, line: 23, type: !98)
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
!229 = distinct !{!229, !228, !230, !175}
!230 = !DILocation(line: 49, column: 5, scope: !182, inlinedAt: !202)
!231 = !DILocation(line: 32, column: 37, scope: !232)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 32, column: 37)
!233 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 5)
!234 = !DILocation(line: 32, column: 48, scope: !232)
!235 = !DILocation(line: 32, column: 46, scope: !232)
!236 = !DILocation(line: 32, column: 37, scope: !233)
!237 = !DILocation(line: 32, column: 29, scope: !233)
!238 = !DILocation(line: 32, column: 23, scope: !233)
!239 = distinct !{!239, !157, !240, !175}
!240 = !DILocation(line: 32, column: 63, scope: !88)
!241 = !DILocation(line: 36, column: 62, scope: !75)
!242 = !DILocation(line: 36, column: 5, scope: !75)
!243 = !DILocation(line: 0, scope: !182, inlinedAt: !244)
!244 = distinct !DILocation(line: 38, column: 38, scope: !75)
!245 = !DILocation(line: 31, column: 20, scope: !204, inlinedAt: !244)
!246 = !DILocation(line: 31, column: 27, scope: !204, inlinedAt: !244)
!247 = !DILocation(line: 32, column: 62, scope: !204, inlinedAt: !244)
!248 = !DILocation(line: 32, column: 53, scope: !204, inlinedAt: !244)
!249 = !DILocation(line: 0, scope: !209, inlinedAt: !250)
!250 = distinct !DILocation(line: 33, column: 22, scope: !204, inlinedAt: !244)
!251 = !DILocation(line: 9, column: 34, scope: !209, inlinedAt: !250)
!252 = !DILocation(line: 10, column: 15, scope: !209, inlinedAt: !250)
!253 = !DILocation(line: 10, column: 25, scope: !209, inlinedAt: !250)
!254 = !DILocation(line: 10, column: 20, scope: !209, inlinedAt: !250)
!255 = !DILocation(line: 34, column: 24, scope: !221, inlinedAt: !244)
!256 = !DILocation(line: 34, column: 11, scope: !204, inlinedAt: !244)
!257 = !DILocation(line: 36, column: 29, scope: !224, inlinedAt: !244)
!258 = !DILocation(line: 36, column: 16, scope: !221, inlinedAt: !244)
!259 = !DILocation(line: 37, column: 14, scope: !224, inlinedAt: !244)
!260 = !DILocation(line: 29, column: 14, scope: !182, inlinedAt: !244)
!261 = !DILocation(line: 29, column: 3, scope: !182, inlinedAt: !244)
!262 = distinct !{!262, !261, !263, !175}
!263 = !DILocation(line: 49, column: 5, scope: !182, inlinedAt: !244)
!264 = !DILocation(line: 38, column: 5, scope: !75)
!265 = !DILocation(line: 39, column: 5, scope: !75)
!266 = !DILocation(line: 40, column: 43, scope: !75)
!267 = !DILocation(line: 40, column: 49, scope: !75)
!268 = !DILocation(line: 40, column: 5, scope: !75)
!269 = !DILocation(line: 41, column: 5, scope: !75)
!270 = !DILocation(line: 43, column: 5, scope: !75)
!271 = !DILocation(line: 43, column: 17, scope: !75)
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 45, column: 5, scope: !75)
!274 = !DILocation(line: 0, scope: !102)
!275 = !DILocation(line: 46, column: 52, scope: !276)
!276 = distinct !DILexicalBlock(scope: !102, file: !2, line: 46, column: 5)
!277 = !{!278, !278, i64 0}
!278 = !{!"any pointer", !169, i64 0}
!279 = !DILocation(line: 46, column: 37, scope: !276)
!280 = !DILocation(line: 48, column: 5, scope: !75)
!281 = !DILocation(line: 48, column: 19, scope: !75)
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 53, column: 5, scope: !75)
!284 = !DILocation(line: 0, scope: !116)
!285 = !DILocation(line: 54, column: 86, scope: !286)
!286 = distinct !DILexicalBlock(scope: !116, file: !2, line: 54, column: 5)
!287 = !{!288, !168, i64 16}
!288 = !{!"Person", !169, i64 0, !168, i64 16, !289, i64 24}
!289 = !{!"double", !169, i64 0}
!290 = !DILocation(line: 54, column: 101, scope: !286)
!291 = !{!288, !289, i64 24}
!292 = !DILocation(line: 54, column: 37, scope: !286)
!293 = !DILocation(line: 54, column: 60, scope: !286)
!294 = !DILocation(line: 55, column: 5, scope: !75)
!295 = !DILocation(line: 56, column: 5, scope: !75)
!296 = !DILocation(line: 0, scope: !122)
!297 = !DILocation(line: 57, column: 5, scope: !122)
!298 = !DILocation(line: 58, column: 5, scope: !75)
!299 = !DILocation(line: 59, column: 41, scope: !75)
!300 = !{!289, !289, i64 0}
!301 = !DILocation(line: 59, column: 48, scope: !75)
!302 = !DILocation(line: 59, column: 56, scope: !75)
!303 = !DILocation(line: 59, column: 5, scope: !75)
!304 = !DILocation(line: 61, column: 1, scope: !75)
!305 = !DILocation(line: 60, column: 5, scope: !75)
!306 = !DILocation(line: 57, column: 60, scope: !307)
!307 = distinct !DILexicalBlock(scope: !122, file: !2, line: 57, column: 5)
!308 = !DILocation(line: 57, column: 42, scope: !307)
!309 = !DILocation(line: 57, column: 66, scope: !307)
!310 = !DILocation(line: 57, column: 72, scope: !307)
!311 = !DILocation(line: 57, column: 34, scope: !307)
!312 = !DILocation(line: 57, column: 40, scope: !307)
!313 = !DILocation(line: 57, column: 30, scope: !307)
!314 = !DILocation(line: 57, column: 23, scope: !307)
!315 = distinct !{!315, !297, !316, !175}
!316 = !DILocation(line: 57, column: 74, scope: !122)
!317 = !DISubprogram(name: "malloc", scope: !187, file: !187, line: 553, type: !318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubroutineType(types: !319)
!319 = !{!126, !98}
!320 = !DISubprogram(name: "qsort", scope: !187, file: !187, line: 851, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !126, !98, !98, !186}
!323 = !DILocation(line: 0, scope: !209)
!324 = !DILocation(line: 9, column: 13, scope: !209)
!325 = !DILocation(line: 9, column: 34, scope: !209)
!326 = !DILocation(line: 10, column: 15, scope: !209)
!327 = !DILocation(line: 10, column: 25, scope: !209)
!328 = !DILocation(line: 10, column: 20, scope: !209)
!329 = !DILocation(line: 10, column: 5, scope: !209)
!330 = !DISubprogram(name: "printf", scope: !331, file: !331, line: 356, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!332 = !DISubroutineType(types: !333)
!333 = !{!78, !334, null}
!334 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!335 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 12, type: !189, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !336)
!336 = !{!337, !338}
!337 = !DILocalVariable(name: "a", arg: 1, scope: !335, file: !2, line: 12, type: !129)
!338 = !DILocalVariable(name: "b", arg: 2, scope: !335, file: !2, line: 12, type: !129)
!339 = !DILocation(line: 0, scope: !335)
!340 = !DILocation(line: 0, scope: !209, inlinedAt: !341)
!341 = distinct !DILocation(line: 12, column: 64, scope: !335)
!342 = !DILocation(line: 9, column: 13, scope: !209, inlinedAt: !341)
!343 = !DILocation(line: 9, column: 34, scope: !209, inlinedAt: !341)
!344 = !DILocation(line: 10, column: 15, scope: !209, inlinedAt: !341)
!345 = !DILocation(line: 10, column: 25, scope: !209, inlinedAt: !341)
!346 = !DILocation(line: 10, column: 20, scope: !209, inlinedAt: !341)
!347 = !DILocation(line: 12, column: 57, scope: !335)
!348 = !DISubprogram(name: "free", scope: !187, file: !187, line: 568, type: !349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !126}
!351 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 13, type: !189, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !352)
!352 = !{!353, !354}
!353 = !DILocalVariable(name: "a", arg: 1, scope: !351, file: !2, line: 13, type: !129)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !351, file: !2, line: 13, type: !129)
!355 = !DILocation(line: 0, scope: !351)
!356 = !DILocation(line: 13, column: 66, scope: !351)
!357 = !DILocation(line: 13, column: 91, scope: !351)
!358 = !DILocation(line: 13, column: 59, scope: !351)
!359 = !DILocation(line: 13, column: 52, scope: !351)
!360 = distinct !DISubprogram(name: "cmp_person", scope: !2, file: !2, line: 14, type: !189, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !361)
!361 = !{!362, !363, !364, !367}
!362 = !DILocalVariable(name: "a", arg: 1, scope: !360, file: !2, line: 14, type: !129)
!363 = !DILocalVariable(name: "b", arg: 2, scope: !360, file: !2, line: 14, type: !129)
!364 = !DILocalVariable(name: "p", scope: !360, file: !2, line: 15, type: !365)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 64)
!366 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!367 = !DILocalVariable(name: "q", scope: !360, file: !2, line: 15, type: !365)
!368 = !DILocation(line: 0, scope: !360)
!369 = !DILocation(line: 16, column: 12, scope: !370)
!370 = distinct !DILexicalBlock(scope: !360, file: !2, line: 16, column: 9)
!371 = !DILocation(line: 16, column: 22, scope: !370)
!372 = !DILocation(line: 16, column: 16, scope: !370)
!373 = !DILocation(line: 16, column: 9, scope: !360)
!374 = !DILocation(line: 16, column: 41, scope: !370)
!375 = !DILocation(line: 16, column: 34, scope: !370)
!376 = !DILocation(line: 16, column: 27, scope: !370)
!377 = !DILocation(line: 17, column: 12, scope: !378)
!378 = distinct !DILexicalBlock(scope: !360, file: !2, line: 17, column: 9)
!379 = !DILocation(line: 17, column: 24, scope: !378)
!380 = !DILocation(line: 17, column: 18, scope: !378)
!381 = !DILocation(line: 17, column: 9, scope: !360)
!382 = !DILocation(line: 17, column: 47, scope: !378)
!383 = !DILocation(line: 17, column: 38, scope: !378)
!384 = !DILocation(line: 17, column: 31, scope: !378)
!385 = !DILocation(line: 18, column: 12, scope: !360)
!386 = !DILocation(line: 18, column: 5, scope: !360)
!387 = !DILocation(line: 19, column: 1, scope: !360)
!388 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 20, type: !189, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !389)
!389 = !{!390, !391, !392, !393}
!390 = !DILocalVariable(name: "a", arg: 1, scope: !388, file: !2, line: 20, type: !129)
!391 = !DILocalVariable(name: "b", arg: 2, scope: !388, file: !2, line: 20, type: !129)
!392 = !DILocalVariable(name: "x", scope: !388, file: !2, line: 21, type: !113)
!393 = !DILocalVariable(name: "y", scope: !388, file: !2, line: 21, type: !113)
!394 = !DILocation(line: 0, scope: !388)
!395 = !DILocation(line: 21, column: 16, scope: !388)
!396 = !DILocation(line: 21, column: 40, scope: !388)
!397 = !DILocation(line: 22, column: 15, scope: !388)
!398 = !DILocation(line: 22, column: 25, scope: !388)
!399 = !DILocation(line: 22, column: 20, scope: !388)
!400 = !DILocation(line: 22, column: 5, scope: !388)
!401 = !DISubprogram(name: "strcmp", scope: !402, file: !402, line: 156, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!403 = !DISubroutineType(types: !404)
!404 = !{!78, !93, !93}
