; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"World!!!\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"a = '%s' len = %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"reversed = '%s'\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"strcmp = %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"strncmp = %d memcmp = %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [13 x i8] c"strchr = %s\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [14 x i8] c"strrchr = %s\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [13 x i8] c"strstr = %s\0A\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [21 x i8] c"strstr missing = %d\0A\00", align 1, !dbg !46
@.str.13 = private unnamed_addr constant [26 x i8] c"strspn = %u strcspn = %u\0A\00", align 1, !dbg !51
@.str.17 = private unnamed_addr constant [11 x i8] c"pbrk = %s\0A\00", align 1, !dbg !53
@.str.19 = private unnamed_addr constant [12 x i8] c"words = %d\0A\00", align 1, !dbg !58
@.str.20 = private unnamed_addr constant [31 x i8] c"one two, three;four.  five six\00", align 1, !dbg !63
@__const.main.m = private unnamed_addr constant [32 x i8] c"0123456789abcdefghij\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@.str.21 = private unnamed_addr constant [18 x i8] c"memmove fwd = %s\0A\00", align 1, !dbg !68
@.str.22 = private unnamed_addr constant [19 x i8] c"memmove back = %s\0A\00", align 1, !dbg !73
@.str.23 = private unnamed_addr constant [13 x i8] c"memset = %s\0A\00", align 1, !dbg !75
@.str.24 = private unnamed_addr constant [20 x i8] c"memchr offset = %d\0A\00", align 1, !dbg !77
@.str.25 = private unnamed_addr constant [49 x i8] c"%5d|%-5d|%05d|%x|%X|%o|%+d|%.2f|%10.3f|%-8s|%c%%\00", align 1, !dbg !82
@.str.26 = private unnamed_addr constant [5 x i8] c"left\00", align 1, !dbg !87
@.str.27 = private unnamed_addr constant [19 x i8] c"snprintf(%d) = %s\0A\00", align 1, !dbg !92
@.str.28 = private unnamed_addr constant [22 x i8] c"truncated output here\00", align 1, !dbg !94
@.str.29 = private unnamed_addr constant [19 x i8] c"truncated %d '%s'\0A\00", align 1, !dbg !99
@.str.30 = private unnamed_addr constant [42 x i8] c"atoi = %d strtol = %ld strtoul hex = %lu\0A\00", align 1, !dbg !101
@.str.31 = private unnamed_addr constant [11 x i8] c"  -1234xyz\00", align 1, !dbg !106
@.str.34 = private unnamed_addr constant [11 x i8] c"3.25e2rest\00", align 1, !dbg !108
@.str.35 = private unnamed_addr constant [25 x i8] c"strtod = %.2f rest = %s\0A\00", align 1, !dbg !110
@.str.36 = private unnamed_addr constant [12 x i8] c"upper = %s\0A\00", align 1, !dbg !115
@.str.37 = private unnamed_addr constant [5 x i8] c" ,.;\00", align 1, !dbg !117

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !163 {
  %1 = alloca [256 x i8], align 1, !DIAssignID !191
  %2 = alloca [64 x i8], align 1, !DIAssignID !192
    #dbg_assign(i1 undef, !167, !DIExpression(), !192, ptr %2, !DIExpression(), !193)
  %3 = alloca [64 x i8], align 1, !DIAssignID !194
    #dbg_assign(i1 undef, !171, !DIExpression(), !194, ptr %3, !DIExpression(), !193)
  %4 = alloca [32 x i8], align 1, !DIAssignID !195
    #dbg_assign(i1 undef, !175, !DIExpression(), !195, ptr %4, !DIExpression(), !193)
  %5 = alloca [128 x i8], align 1, !DIAssignID !196
    #dbg_assign(i1 undef, !180, !DIExpression(), !196, ptr %5, !DIExpression(), !193)
  %6 = alloca ptr, align 8, !DIAssignID !197
    #dbg_assign(i1 undef, !185, !DIExpression(), !197, ptr %6, !DIExpression(), !193)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10, !dbg !198
  %7 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !199
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %7, i8 0, i64 59, i1 false), !dbg !199, !DIAssignID !200
    #dbg_assign(i8 0, !167, !DIExpression(), !200, ptr %2, !DIExpression(), !193)
    #dbg_assign(i8 0, !167, !DIExpression(DW_OP_LLVM_fragment, 0, 40), !201, ptr undef, !DIExpression(), !193)
  store i8 72, ptr %2, align 1, !dbg !199, !DIAssignID !202
    #dbg_assign(i8 72, !167, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !202, ptr %2, !DIExpression(), !193)
  %8 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !199
  store i8 101, ptr %8, align 1, !dbg !199, !DIAssignID !203
    #dbg_assign(i8 101, !167, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !203, ptr %8, !DIExpression(), !193)
  %9 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !199
  store i8 108, ptr %9, align 1, !dbg !199, !DIAssignID !204
    #dbg_assign(i8 108, !167, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !204, ptr %9, !DIExpression(), !193)
  %10 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !199
  store i8 108, ptr %10, align 1, !dbg !199, !DIAssignID !205
    #dbg_assign(i8 108, !167, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !205, ptr %10, !DIExpression(), !193)
  %11 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !199
  store i8 111, ptr %11, align 1, !dbg !199, !DIAssignID !206
    #dbg_assign(i8 111, !167, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !206, ptr %11, !DIExpression(), !193)
  %12 = call i64 @strlen(ptr nonnull dereferenceable(1) %2), !dbg !207
  %13 = getelementptr inbounds i8, ptr %2, i64 %12, !dbg !207
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %13, ptr noundef nonnull align 1 dereferenceable(3) @.str, i64 3, i1 false), !dbg !207
  %14 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(9) @.str.1, i64 noundef 6) #10, !dbg !208
  %15 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #11, !dbg !209
  %16 = trunc i64 %15 to i32, !dbg !210
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef signext %16), !dbg !211
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10, !dbg !212
  %18 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %2) #10, !dbg !213
    #dbg_value(ptr %3, !214, !DIExpression(), !228)
  %19 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #11, !dbg !230
    #dbg_value(i64 %19, !219, !DIExpression(), !228)
    #dbg_value(i64 0, !223, !DIExpression(), !231)
  %20 = lshr i64 %19, 1
    #dbg_value(i64 0, !223, !DIExpression(), !231)
  %21 = icmp ult i64 %19, 2, !dbg !232
  br i1 %21, label %33, label %22, !dbg !233

22:                                               ; preds = %0
  %23 = getelementptr i8, ptr %3, i64 %19
  br label %24, !dbg !233

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %31, %24 ]
    #dbg_value(i64 %25, !223, !DIExpression(), !231)
  %26 = getelementptr inbounds i8, ptr %3, i64 %25, !dbg !234
  %27 = load i8, ptr %26, align 1, !dbg !234, !tbaa !235
    #dbg_value(i8 %27, !225, !DIExpression(), !238)
  %28 = xor i64 %25, -1, !dbg !239
  %29 = getelementptr i8, ptr %23, i64 %28, !dbg !240
  %30 = load i8, ptr %29, align 1, !dbg !240, !tbaa !235
  store i8 %30, ptr %26, align 1, !dbg !241, !tbaa !235
  store i8 %27, ptr %29, align 1, !dbg !242, !tbaa !235
  %31 = add nuw nsw i64 %25, 1, !dbg !243
    #dbg_value(i64 %31, !223, !DIExpression(), !231)
  %32 = icmp eq i64 %31, %20, !dbg !232
  br i1 %32, label %33, label %24, !dbg !233, !llvm.loop !244

33:                                               ; preds = %24, %0
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %3), !dbg !247
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext -1, i32 noundef signext 1, i32 noundef signext 0), !dbg !248
  %36 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 0, i32 noundef signext 1), !dbg !249
    #dbg_value(ptr @.str.6, !172, !DIExpression(), !193)
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 4)), !dbg !250
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 41)), !dbg !251
  %39 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 26)), !dbg !252
  %40 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 1), !dbg !253
  %41 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 6, i32 noundef signext 18), !dbg !254
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 20)), !dbg !255
    #dbg_assign(i1 undef, !256, !DIExpression(), !191, ptr %1, !DIExpression(), !268)
    #dbg_value(ptr @.str.20, !261, !DIExpression(), !268)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10, !dbg !270
  %43 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(31) @.str.20, i64 noundef 255) #10, !dbg !271
  %44 = getelementptr inbounds i8, ptr %1, i64 255, !dbg !272
  store i8 0, ptr %44, align 1, !dbg !273, !tbaa !235, !DIAssignID !274
    #dbg_assign(i8 0, !256, !DIExpression(DW_OP_LLVM_fragment, 2040, 8), !274, ptr %44, !DIExpression(), !268)
    #dbg_value(i32 0, !262, !DIExpression(), !268)
  %45 = call ptr @strtok(ptr noundef nonnull %1, ptr noundef nonnull @.str.37) #10, !dbg !275
    #dbg_value(ptr %45, !263, !DIExpression(), !276)
  %46 = icmp eq ptr %45, null, !dbg !277
  br i1 %46, label %52, label %47, !dbg !277

47:                                               ; preds = %33, %47
  %48 = phi i32 [ %49, %47 ], [ 0, %33 ]
    #dbg_value(i32 %48, !262, !DIExpression(), !268)
  %49 = add nuw nsw i32 %48, 1, !dbg !278
    #dbg_value(i32 %49, !262, !DIExpression(), !268)
  %50 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.37) #10, !dbg !280
    #dbg_value(ptr %50, !263, !DIExpression(), !276)
  %51 = icmp eq ptr %50, null, !dbg !277
  br i1 %51, label %52, label %47, !dbg !277, !llvm.loop !281

52:                                               ; preds = %47, %33
  %53 = phi i32 [ 0, %33 ], [ %49, %47 ], !dbg !268
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10, !dbg !283
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef signext %53), !dbg !284
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10, !dbg !285
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %4, ptr noundef nonnull align 1 dereferenceable(32) @__const.main.m, i64 32, i1 false), !dbg !286, !DIAssignID !287
    #dbg_assign(i1 undef, !175, !DIExpression(), !287, ptr %4, !DIExpression(), !193)
  %55 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !288
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %55, ptr noundef nonnull align 1 dereferenceable(10) %4, i64 10, i1 false), !dbg !289, !DIAssignID !290
    #dbg_assign(i1 undef, !175, !DIExpression(DW_OP_LLVM_fragment, 40, 80), !290, ptr %55, !DIExpression(), !193)
  %56 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %4), !dbg !291
  %57 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !292
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %4, ptr noundef nonnull align 1 dereferenceable(12) %57, i64 12, i1 false), !dbg !293, !DIAssignID !294
    #dbg_assign(i1 undef, !175, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !294, ptr %4, !DIExpression(), !193)
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %4), !dbg !295
  %59 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !296
  store i32 707406378, ptr %59, align 1, !dbg !297, !DIAssignID !298
    #dbg_assign(i1 undef, !175, !DIExpression(DW_OP_LLVM_fragment, 16, 32), !298, ptr %59, !DIExpression(), !193)
  %60 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull %4), !dbg !299
    #dbg_value(ptr poison, !179, !DIExpression(), !193)
  %61 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext 37), !dbg !300
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10, !dbg !301
  %62 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 128, ptr noundef nonnull @.str.25, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 255, i32 noundef signext 255, i32 noundef signext 8, i32 noundef signext 7, double noundef 0x40C81CD6C8B43958, double noundef 3.141590e+00, ptr noundef nonnull @.str.26, i32 noundef signext 90) #10, !dbg !302
    #dbg_value(i32 %62, !184, !DIExpression(), !193)
  %63 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef signext %62, ptr noundef nonnull %5), !dbg !303
    #dbg_value(ptr %5, !304, !DIExpression(), !311)
    #dbg_value(i64 10, !309, !DIExpression(), !311)
    #dbg_value(ptr @.str.28, !310, !DIExpression(), !311)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %5, ptr noundef nonnull align 1 dereferenceable(9) @.str.28, i64 9, i1 false), !dbg !313, !DIAssignID !314
    #dbg_assign(i1 undef, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 72), !314, ptr %5, !DIExpression(), !193)
  %64 = getelementptr inbounds i8, ptr %5, i64 9, !dbg !313
  store i8 0, ptr %64, align 1, !dbg !313, !DIAssignID !315
    #dbg_assign(i8 0, !180, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !315, ptr %64, !DIExpression(), !193)
    #dbg_value(i32 21, !184, !DIExpression(), !193)
  %65 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 21, ptr noundef nonnull %5), !dbg !316
    #dbg_value(ptr @.str.31, !317, !DIExpression(), !321)
  %66 = call i64 @strtol(ptr nocapture noundef nonnull @.str.31, ptr noundef null, i32 noundef signext 10) #10, !dbg !323
  %67 = trunc i64 %66 to i32, !dbg !324
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef signext %67, i64 noundef 511, i64 noundef 3735928559), !dbg !325
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10, !dbg !326
  %69 = call double @strtod(ptr noundef nonnull @.str.34, ptr noundef nonnull %6) #10, !dbg !327
    #dbg_value(double %69, !186, !DIExpression(), !193)
  %70 = load ptr, ptr %6, align 8, !dbg !328, !tbaa !329
  %71 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %69, ptr noundef %70), !dbg !331
  %72 = call noalias dereferenceable_or_null(44) ptr @malloc(i64 noundef 44) #12, !dbg !332
    #dbg_value(ptr %72, !188, !DIExpression(), !193)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(44) %72, ptr noundef nonnull align 1 dereferenceable(44) @.str.6, i64 44, i1 false) #10, !dbg !333
    #dbg_value(ptr %72, !189, !DIExpression(), !334)
  br label %75, !dbg !335

73:                                               ; preds = %82
  %74 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull %72), !dbg !336
  call void @free(ptr noundef %72) #10, !dbg !337
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10, !dbg !338
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10, !dbg !338
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10, !dbg !338
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10, !dbg !338
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10, !dbg !338
  ret i32 0, !dbg !339

75:                                               ; preds = %52, %82
  %76 = phi i8 [ %84, %82 ], [ 116, %52 ]
  %77 = phi ptr [ %83, %82 ], [ %72, %52 ]
    #dbg_value(ptr %77, !189, !DIExpression(), !334)
  %78 = add i8 %76, -97, !dbg !340
  %79 = icmp ult i8 %78, 26, !dbg !340
  br i1 %79, label %80, label %82, !dbg !340

80:                                               ; preds = %75
  %81 = add nsw i8 %76, -32, !dbg !343
  store i8 %81, ptr %77, align 1, !dbg !344, !tbaa !235
  br label %82, !dbg !345

82:                                               ; preds = %75, %80
  %83 = getelementptr inbounds i8, ptr %77, i64 1, !dbg !346
    #dbg_value(ptr %83, !189, !DIExpression(), !334)
  %84 = load i8, ptr %83, align 1, !dbg !347, !tbaa !235
  %85 = icmp eq i8 %84, 0, !dbg !335
  br i1 %85, label %73, label %75, !dbg !335, !llvm.loop !348
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !350 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !356 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !360 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !363 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare !dbg !366 noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !369 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef signext) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !374 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !377 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !380 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !383 ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !384 ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!119}
!llvm.module.flags = !{!151, !152, !153, !154, !155, !157, !158, !159, !160, !161}
!llvm.ident = !{!162}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "a24537a5d00d2a30d6633e2d88649af7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 26)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 44)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 13)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 14)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !36, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 21)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !26, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 11)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 12)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 31)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !36, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 20)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 49)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 5)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 22)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !14, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 42)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !55, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !55, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 25)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !60, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !89, isLocal: true, isDefinition: true)
!119 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !120, globals: !126, splitDebugInlining: false, nameTableKind: None)
!120 = !{!121, !122, !123, !4, !124}
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!123 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!126 = !{!0, !7, !12, !17, !22, !24, !29, !34, !39, !44, !127, !46, !129, !51, !134, !139, !141, !53, !143, !58, !63, !68, !73, !75, !77, !82, !87, !92, !94, !99, !101, !106, !145, !147, !108, !110, !115, !117, !149}
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !89, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 4)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 10)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !131, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !131, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !55, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!151 = !{i32 7, !"Dwarf Version", i32 5}
!152 = !{i32 2, !"Debug Info Version", i32 3}
!153 = !{i32 1, !"wchar_size", i32 4}
!154 = !{i32 1, !"target-abi", !"lp64d"}
!155 = !{i32 6, !"riscv-isa", !156}
!156 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!157 = !{i32 8, !"PIC Level", i32 2}
!158 = !{i32 7, !"PIE Level", i32 2}
!159 = !{i32 7, !"uwtable", i32 2}
!160 = !{i32 8, !"SmallDataLimit", i32 8}
!161 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!162 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!163 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !164, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!123}
!166 = !{!167, !171, !172, !175, !179, !180, !184, !185, !186, !188, !189}
!167 = !DILocalVariable(name: "a", scope: !163, file: !2, line: 25, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 64)
!171 = !DILocalVariable(name: "b", scope: !163, file: !2, line: 29, type: !168)
!172 = !DILocalVariable(name: "hay", scope: !163, file: !2, line: 35, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!175 = !DILocalVariable(name: "m", scope: !163, file: !2, line: 43, type: !176)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !177)
!177 = !{!178}
!178 = !DISubrange(count: 32)
!179 = !DILocalVariable(name: "hit", scope: !163, file: !2, line: 50, type: !173)
!180 = !DILocalVariable(name: "out", scope: !163, file: !2, line: 52, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 128)
!184 = !DILocalVariable(name: "len", scope: !163, file: !2, line: 53, type: !123)
!185 = !DILocalVariable(name: "end", scope: !163, file: !2, line: 60, type: !125)
!186 = !DILocalVariable(name: "d", scope: !163, file: !2, line: 61, type: !187)
!187 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!188 = !DILocalVariable(name: "dup", scope: !163, file: !2, line: 63, type: !125)
!189 = !DILocalVariable(name: "p", scope: !190, file: !2, line: 65, type: !125)
!190 = distinct !DILexicalBlock(scope: !163, file: !2, line: 65, column: 5)
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = !DILocation(line: 0, scope: !163)
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 25, column: 5, scope: !163)
!199 = !DILocation(line: 25, column: 10, scope: !163)
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 26, column: 5, scope: !163)
!208 = !DILocation(line: 27, column: 5, scope: !163)
!209 = !DILocation(line: 28, column: 48, scope: !163)
!210 = !DILocation(line: 28, column: 38, scope: !163)
!211 = !DILocation(line: 28, column: 5, scope: !163)
!212 = !DILocation(line: 29, column: 5, scope: !163)
!213 = !DILocation(line: 30, column: 5, scope: !163)
!214 = !DILocalVariable(name: "s", arg: 1, scope: !215, file: !2, line: 6, type: !125)
!215 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 6, type: !216, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !125}
!218 = !{!214, !219, !223, !225}
!219 = !DILocalVariable(name: "n", scope: !215, file: !2, line: 7, type: !220)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !221, line: 18, baseType: !222)
!221 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!222 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 8, type: !220)
!224 = distinct !DILexicalBlock(scope: !215, file: !2, line: 8, column: 5)
!225 = !DILocalVariable(name: "t", scope: !226, file: !2, line: 8, type: !4)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 8, column: 40)
!227 = distinct !DILexicalBlock(scope: !224, file: !2, line: 8, column: 5)
!228 = !DILocation(line: 0, scope: !215, inlinedAt: !229)
!229 = distinct !DILocation(line: 31, column: 5, scope: !163)
!230 = !DILocation(line: 7, column: 16, scope: !215, inlinedAt: !229)
!231 = !DILocation(line: 0, scope: !224, inlinedAt: !229)
!232 = !DILocation(line: 8, column: 26, scope: !227, inlinedAt: !229)
!233 = !DILocation(line: 8, column: 5, scope: !224, inlinedAt: !229)
!234 = !DILocation(line: 8, column: 51, scope: !226, inlinedAt: !229)
!235 = !{!236, !236, i64 0}
!236 = !{!"omnipotent char", !237, i64 0}
!237 = !{!"Simple C/C++ TBAA"}
!238 = !DILocation(line: 0, scope: !226, inlinedAt: !229)
!239 = !DILocation(line: 8, column: 72, scope: !226, inlinedAt: !229)
!240 = !DILocation(line: 8, column: 64, scope: !226, inlinedAt: !229)
!241 = !DILocation(line: 8, column: 62, scope: !226, inlinedAt: !229)
!242 = !DILocation(line: 8, column: 91, scope: !226, inlinedAt: !229)
!243 = !DILocation(line: 8, column: 36, scope: !227, inlinedAt: !229)
!244 = distinct !{!244, !233, !245, !246}
!245 = !DILocation(line: 8, column: 96, scope: !224, inlinedAt: !229)
!246 = !{!"llvm.loop.mustprogress"}
!247 = !DILocation(line: 32, column: 5, scope: !163)
!248 = !DILocation(line: 33, column: 5, scope: !163)
!249 = !DILocation(line: 34, column: 5, scope: !163)
!250 = !DILocation(line: 36, column: 5, scope: !163)
!251 = !DILocation(line: 37, column: 5, scope: !163)
!252 = !DILocation(line: 38, column: 5, scope: !163)
!253 = !DILocation(line: 39, column: 5, scope: !163)
!254 = !DILocation(line: 40, column: 5, scope: !163)
!255 = !DILocation(line: 41, column: 5, scope: !163)
!256 = !DILocalVariable(name: "buf", scope: !257, file: !2, line: 12, type: !265)
!257 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 11, type: !258, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!123, !173}
!260 = !{!261, !256, !262, !263}
!261 = !DILocalVariable(name: "s", arg: 1, scope: !257, file: !2, line: 11, type: !173)
!262 = !DILocalVariable(name: "n", scope: !257, file: !2, line: 15, type: !123)
!263 = !DILocalVariable(name: "tok", scope: !264, file: !2, line: 16, type: !125)
!264 = distinct !DILexicalBlock(scope: !257, file: !2, line: 16, column: 5)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !266)
!266 = !{!267}
!267 = !DISubrange(count: 256)
!268 = !DILocation(line: 0, scope: !257, inlinedAt: !269)
!269 = distinct !DILocation(line: 42, column: 28, scope: !163)
!270 = !DILocation(line: 12, column: 5, scope: !257, inlinedAt: !269)
!271 = !DILocation(line: 13, column: 5, scope: !257, inlinedAt: !269)
!272 = !DILocation(line: 14, column: 5, scope: !257, inlinedAt: !269)
!273 = !DILocation(line: 14, column: 25, scope: !257, inlinedAt: !269)
!274 = distinct !DIAssignID()
!275 = !DILocation(line: 16, column: 22, scope: !264, inlinedAt: !269)
!276 = !DILocation(line: 0, scope: !264, inlinedAt: !269)
!277 = !DILocation(line: 16, column: 5, scope: !264, inlinedAt: !269)
!278 = !DILocation(line: 16, column: 74, scope: !279, inlinedAt: !269)
!279 = distinct !DILexicalBlock(scope: !264, file: !2, line: 16, column: 5)
!280 = !DILocation(line: 16, column: 54, scope: !279, inlinedAt: !269)
!281 = distinct !{!281, !277, !282, !246}
!282 = !DILocation(line: 16, column: 74, scope: !264, inlinedAt: !269)
!283 = !DILocation(line: 18, column: 1, scope: !257, inlinedAt: !269)
!284 = !DILocation(line: 42, column: 5, scope: !163)
!285 = !DILocation(line: 43, column: 5, scope: !163)
!286 = !DILocation(line: 43, column: 10, scope: !163)
!287 = distinct !DIAssignID()
!288 = !DILocation(line: 44, column: 15, scope: !163)
!289 = !DILocation(line: 44, column: 5, scope: !163)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 45, column: 5, scope: !163)
!292 = !DILocation(line: 46, column: 18, scope: !163)
!293 = !DILocation(line: 46, column: 5, scope: !163)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 47, column: 5, scope: !163)
!296 = !DILocation(line: 48, column: 14, scope: !163)
!297 = !DILocation(line: 48, column: 5, scope: !163)
!298 = distinct !DIAssignID()
!299 = !DILocation(line: 49, column: 5, scope: !163)
!300 = !DILocation(line: 51, column: 5, scope: !163)
!301 = !DILocation(line: 52, column: 5, scope: !163)
!302 = !DILocation(line: 53, column: 15, scope: !163)
!303 = !DILocation(line: 55, column: 5, scope: !163)
!304 = !DILocalVariable(name: "out", arg: 1, scope: !305, file: !2, line: 20, type: !125)
!305 = distinct !DISubprogram(name: "bounded", scope: !2, file: !2, line: 20, type: !306, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !308)
!306 = !DISubroutineType(types: !307)
!307 = !{!123, !125, !220, !173}
!308 = !{!304, !309, !310}
!309 = !DILocalVariable(name: "n", arg: 2, scope: !305, file: !2, line: 20, type: !220)
!310 = !DILocalVariable(name: "s", arg: 3, scope: !305, file: !2, line: 20, type: !173)
!311 = !DILocation(line: 0, scope: !305, inlinedAt: !312)
!312 = distinct !DILocation(line: 56, column: 11, scope: !163)
!313 = !DILocation(line: 20, column: 65, scope: !305, inlinedAt: !312)
!314 = distinct !DIAssignID()
!315 = distinct !DIAssignID()
!316 = !DILocation(line: 57, column: 5, scope: !163)
!317 = !DILocalVariable(name: "__nptr", arg: 1, scope: !318, file: !319, line: 362, type: !173)
!318 = distinct !DISubprogram(name: "atoi", scope: !319, file: !319, line: 362, type: !258, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !320)
!319 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!320 = !{!317}
!321 = !DILocation(line: 0, scope: !318, inlinedAt: !322)
!322 = distinct !DILocation(line: 58, column: 58, scope: !163)
!323 = !DILocation(line: 364, column: 16, scope: !318, inlinedAt: !322)
!324 = !DILocation(line: 364, column: 10, scope: !318, inlinedAt: !322)
!325 = !DILocation(line: 58, column: 5, scope: !163)
!326 = !DILocation(line: 60, column: 5, scope: !163)
!327 = !DILocation(line: 61, column: 16, scope: !163)
!328 = !DILocation(line: 62, column: 44, scope: !163)
!329 = !{!330, !330, i64 0}
!330 = !{!"any pointer", !236, i64 0}
!331 = !DILocation(line: 62, column: 5, scope: !163)
!332 = !DILocation(line: 63, column: 17, scope: !163)
!333 = !DILocation(line: 64, column: 5, scope: !163)
!334 = !DILocation(line: 0, scope: !190)
!335 = !DILocation(line: 65, column: 5, scope: !190)
!336 = !DILocation(line: 66, column: 5, scope: !163)
!337 = !DILocation(line: 67, column: 5, scope: !163)
!338 = !DILocation(line: 69, column: 1, scope: !163)
!339 = !DILocation(line: 68, column: 5, scope: !163)
!340 = !DILocation(line: 65, column: 48, scope: !341)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 65, column: 38)
!342 = distinct !DILexicalBlock(scope: !190, file: !2, line: 65, column: 5)
!343 = !DILocation(line: 65, column: 83, scope: !341)
!344 = !DILocation(line: 65, column: 65, scope: !341)
!345 = !DILocation(line: 65, column: 62, scope: !341)
!346 = !DILocation(line: 65, column: 30, scope: !342)
!347 = !DILocation(line: 65, column: 25, scope: !342)
!348 = distinct !{!348, !335, !349, !246}
!349 = !DILocation(line: 65, column: 88, scope: !190)
!350 = !DISubprogram(name: "strncat", scope: !351, file: !351, line: 152, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!352 = !DISubroutineType(types: !353)
!353 = !{!125, !354, !355, !220}
!354 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!355 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!356 = !DISubprogram(name: "printf", scope: !357, file: !357, line: 356, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!358 = !DISubroutineType(types: !359)
!359 = !{!123, !355, null}
!360 = !DISubprogram(name: "strlen", scope: !351, file: !351, line: 407, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{!222, !173}
!363 = !DISubprogram(name: "strcpy", scope: !351, file: !351, line: 141, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!125, !354, !355}
!366 = !DISubprogram(name: "snprintf", scope: !357, file: !357, line: 378, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!123, !354, !220, !355, null}
!369 = !DISubprogram(name: "strtol", scope: !319, file: !319, line: 177, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!372, !355, !373, !123}
!372 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!373 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!374 = !DISubprogram(name: "strtod", scope: !319, file: !319, line: 118, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!187, !355, !373}
!377 = !DISubprogram(name: "malloc", scope: !319, file: !319, line: 553, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!122, !220}
!380 = !DISubprogram(name: "free", scope: !319, file: !319, line: 568, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{null, !122}
!383 = !DISubprogram(name: "strncpy", scope: !351, file: !351, line: 144, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubprogram(name: "strtok", scope: !351, file: !351, line: 356, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
