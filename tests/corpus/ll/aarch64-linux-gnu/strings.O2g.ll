; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !160 {
  %1 = alloca [256 x i8], align 1, !DIAssignID !188
  %2 = alloca [64 x i8], align 4, !DIAssignID !189
    #dbg_assign(i1 undef, !164, !DIExpression(), !189, ptr %2, !DIExpression(), !190)
  %3 = alloca [64 x i8], align 1, !DIAssignID !191
    #dbg_assign(i1 undef, !168, !DIExpression(), !191, ptr %3, !DIExpression(), !190)
  %4 = alloca [32 x i8], align 1, !DIAssignID !192
    #dbg_assign(i1 undef, !172, !DIExpression(), !192, ptr %4, !DIExpression(), !190)
  %5 = alloca [128 x i8], align 1, !DIAssignID !193
    #dbg_assign(i1 undef, !177, !DIExpression(), !193, ptr %5, !DIExpression(), !190)
  %6 = alloca ptr, align 8, !DIAssignID !194
    #dbg_assign(i1 undef, !182, !DIExpression(), !194, ptr %6, !DIExpression(), !190)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10, !dbg !195
  %7 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !196
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %7, i8 0, i64 59, i1 false), !dbg !196, !DIAssignID !197
    #dbg_assign(i8 0, !164, !DIExpression(), !197, ptr %2, !DIExpression(), !190)
    #dbg_assign(i8 0, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 40), !198, ptr undef, !DIExpression(), !190)
    #dbg_assign(i8 72, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !199, ptr %2, !DIExpression(), !190)
    #dbg_assign(i8 101, !164, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !199, ptr %2, !DIExpression(DW_OP_plus_uconst, 1), !190)
    #dbg_assign(i8 108, !164, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !199, ptr %2, !DIExpression(DW_OP_plus_uconst, 2), !190)
  store <4 x i8> <i8 72, i8 101, i8 108, i8 108>, ptr %2, align 4, !dbg !196, !DIAssignID !199
    #dbg_assign(i8 108, !164, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !199, ptr %2, !DIExpression(DW_OP_plus_uconst, 3), !190)
  %8 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !196
  store i8 111, ptr %8, align 4, !dbg !196, !DIAssignID !200
    #dbg_assign(i8 111, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !200, ptr %8, !DIExpression(), !190)
  %9 = call i64 @strlen(ptr nonnull dereferenceable(1) %2), !dbg !201
  %10 = getelementptr inbounds i8, ptr %2, i64 %9, !dbg !201
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %10, ptr noundef nonnull align 1 dereferenceable(3) @.str, i64 3, i1 false), !dbg !201
  %11 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(9) @.str.1, i64 noundef 6) #10, !dbg !202
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #11, !dbg !203
  %13 = trunc i64 %12 to i32, !dbg !204
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef %13), !dbg !205
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10, !dbg !206
  %15 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %2) #10, !dbg !207
    #dbg_value(ptr %3, !208, !DIExpression(), !222)
  %16 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #11, !dbg !224
    #dbg_value(i64 %16, !213, !DIExpression(), !222)
    #dbg_value(i64 0, !217, !DIExpression(), !225)
  %17 = lshr i64 %16, 1
    #dbg_value(i64 0, !217, !DIExpression(), !225)
  %18 = icmp ult i64 %16, 2, !dbg !226
  br i1 %18, label %30, label %19, !dbg !227

19:                                               ; preds = %0
  %20 = getelementptr i8, ptr %3, i64 %16
  br label %21, !dbg !227

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %28, %21 ]
    #dbg_value(i64 %22, !217, !DIExpression(), !225)
  %23 = getelementptr inbounds i8, ptr %3, i64 %22, !dbg !228
  %24 = load i8, ptr %23, align 1, !dbg !228, !tbaa !229
    #dbg_value(i8 %24, !219, !DIExpression(), !232)
  %25 = xor i64 %22, -1, !dbg !233
  %26 = getelementptr i8, ptr %20, i64 %25, !dbg !234
  %27 = load i8, ptr %26, align 1, !dbg !234, !tbaa !229
  store i8 %27, ptr %23, align 1, !dbg !235, !tbaa !229
  store i8 %24, ptr %26, align 1, !dbg !236, !tbaa !229
  %28 = add nuw nsw i64 %22, 1, !dbg !237
    #dbg_value(i64 %28, !217, !DIExpression(), !225)
  %29 = icmp eq i64 %28, %17, !dbg !226
  br i1 %29, label %30, label %21, !dbg !227, !llvm.loop !238

30:                                               ; preds = %21, %0
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %3), !dbg !241
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef 1, i32 noundef 0), !dbg !242
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 1), !dbg !243
    #dbg_value(ptr @.str.6, !169, !DIExpression(), !190)
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 4)), !dbg !244
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 41)), !dbg !245
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 26)), !dbg !246
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1), !dbg !247
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 18), !dbg !248
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 20)), !dbg !249
    #dbg_assign(i1 undef, !250, !DIExpression(), !188, ptr %1, !DIExpression(), !262)
    #dbg_value(ptr @.str.20, !255, !DIExpression(), !262)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10, !dbg !264
  %40 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(31) @.str.20, i64 noundef 255) #10, !dbg !265
  %41 = getelementptr inbounds i8, ptr %1, i64 255, !dbg !266
  store i8 0, ptr %41, align 1, !dbg !267, !tbaa !229, !DIAssignID !268
    #dbg_assign(i8 0, !250, !DIExpression(DW_OP_LLVM_fragment, 2040, 8), !268, ptr %41, !DIExpression(), !262)
    #dbg_value(i32 0, !256, !DIExpression(), !262)
  %42 = call ptr @strtok(ptr noundef nonnull %1, ptr noundef nonnull @.str.37) #10, !dbg !269
    #dbg_value(ptr %42, !257, !DIExpression(), !270)
  %43 = icmp eq ptr %42, null, !dbg !271
  br i1 %43, label %49, label %44, !dbg !271

44:                                               ; preds = %30, %44
  %45 = phi i32 [ %46, %44 ], [ 0, %30 ]
    #dbg_value(i32 %45, !256, !DIExpression(), !262)
  %46 = add nuw nsw i32 %45, 1, !dbg !272
    #dbg_value(i32 %46, !256, !DIExpression(), !262)
  %47 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.37) #10, !dbg !274
    #dbg_value(ptr %47, !257, !DIExpression(), !270)
  %48 = icmp eq ptr %47, null, !dbg !271
  br i1 %48, label %49, label %44, !dbg !271, !llvm.loop !275

49:                                               ; preds = %44, %30
  %50 = phi i32 [ 0, %30 ], [ %46, %44 ], !dbg !262
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10, !dbg !277
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %50), !dbg !278
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10, !dbg !279
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %4, ptr noundef nonnull align 1 dereferenceable(32) @__const.main.m, i64 32, i1 false), !dbg !280, !DIAssignID !281
    #dbg_assign(i1 undef, !172, !DIExpression(), !281, ptr %4, !DIExpression(), !190)
  %52 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !282
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %52, ptr noundef nonnull align 1 dereferenceable(10) %4, i64 10, i1 false), !dbg !283, !DIAssignID !284
    #dbg_assign(i1 undef, !172, !DIExpression(DW_OP_LLVM_fragment, 40, 80), !284, ptr %52, !DIExpression(), !190)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %4), !dbg !285
  %54 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !286
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %4, ptr noundef nonnull align 1 dereferenceable(12) %54, i64 12, i1 false), !dbg !287, !DIAssignID !288
    #dbg_assign(i1 undef, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !288, ptr %4, !DIExpression(), !190)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %4), !dbg !289
  %56 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !290
  store i32 707406378, ptr %56, align 1, !dbg !291, !DIAssignID !292
    #dbg_assign(i1 undef, !172, !DIExpression(DW_OP_LLVM_fragment, 16, 32), !292, ptr %56, !DIExpression(), !190)
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull %4), !dbg !293
    #dbg_value(ptr poison, !176, !DIExpression(), !190)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 37), !dbg !294
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10, !dbg !295
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 128, ptr noundef nonnull @.str.25, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 7, double noundef 0x40C81CD6C8B43958, double noundef 3.141590e+00, ptr noundef nonnull @.str.26, i32 noundef 90) #10, !dbg !296
    #dbg_value(i32 %59, !181, !DIExpression(), !190)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %59, ptr noundef nonnull %5), !dbg !297
    #dbg_value(ptr %5, !298, !DIExpression(), !305)
    #dbg_value(i64 10, !303, !DIExpression(), !305)
    #dbg_value(ptr @.str.28, !304, !DIExpression(), !305)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %5, ptr noundef nonnull align 1 dereferenceable(9) @.str.28, i64 9, i1 false), !dbg !307, !DIAssignID !308
    #dbg_assign(i1 undef, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 72), !308, ptr %5, !DIExpression(), !190)
  %61 = getelementptr inbounds i8, ptr %5, i64 9, !dbg !307
  store i8 0, ptr %61, align 1, !dbg !307, !DIAssignID !309
    #dbg_assign(i8 0, !177, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !309, ptr %61, !DIExpression(), !190)
    #dbg_value(i32 21, !181, !DIExpression(), !190)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 21, ptr noundef nonnull %5), !dbg !310
    #dbg_value(ptr @.str.31, !311, !DIExpression(), !315)
  %63 = call i64 @strtol(ptr nocapture noundef nonnull @.str.31, ptr noundef null, i32 noundef 10) #10, !dbg !317
  %64 = trunc i64 %63 to i32, !dbg !318
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %64, i64 noundef 511, i64 noundef 3735928559), !dbg !319
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10, !dbg !320
  %66 = call double @strtod(ptr noundef nonnull @.str.34, ptr noundef nonnull %6) #10, !dbg !321
    #dbg_value(double %66, !183, !DIExpression(), !190)
  %67 = load ptr, ptr %6, align 8, !dbg !322, !tbaa !323
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %66, ptr noundef %67), !dbg !325
  %69 = call noalias dereferenceable_or_null(44) ptr @malloc(i64 noundef 44) #12, !dbg !326
    #dbg_value(ptr %69, !185, !DIExpression(), !190)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(44) %69, ptr noundef nonnull align 1 dereferenceable(44) @.str.6, i64 44, i1 false) #10, !dbg !327
    #dbg_value(ptr %69, !186, !DIExpression(), !328)
  br label %72, !dbg !329

70:                                               ; preds = %79
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull %69), !dbg !330
  call void @free(ptr noundef %69) #10, !dbg !331
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10, !dbg !332
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10, !dbg !332
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10, !dbg !332
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10, !dbg !332
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10, !dbg !332
  ret i32 0, !dbg !333

72:                                               ; preds = %49, %79
  %73 = phi i8 [ %81, %79 ], [ 116, %49 ]
  %74 = phi ptr [ %80, %79 ], [ %69, %49 ]
    #dbg_value(ptr %74, !186, !DIExpression(), !328)
  %75 = add i8 %73, -97, !dbg !334
  %76 = icmp ult i8 %75, 26, !dbg !334
  br i1 %76, label %77, label %79, !dbg !334

77:                                               ; preds = %72
  %78 = add nsw i8 %73, -32, !dbg !337
  store i8 %78, ptr %74, align 1, !dbg !338, !tbaa !229
  br label %79, !dbg !339

79:                                               ; preds = %72, %77
  %80 = getelementptr inbounds i8, ptr %74, i64 1, !dbg !340
    #dbg_value(ptr %80, !186, !DIExpression(), !328)
  %81 = load i8, ptr %80, align 1, !dbg !341, !tbaa !229
  %82 = icmp eq i8 %81, 0, !dbg !329
  br i1 %82, label %70, label %72, !dbg !329, !llvm.loop !342
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !344 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !350 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !354 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !357 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare !dbg !360 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !363 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !368 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !371 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !374 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !377 ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !378 ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!119}
!llvm.module.flags = !{!151, !152, !153, !154, !155, !156, !157, !158}
!llvm.ident = !{!159}

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
!154 = !{i32 8, !"PIC Level", i32 2}
!155 = !{i32 7, !"PIE Level", i32 2}
!156 = !{i32 7, !"uwtable", i32 2}
!157 = !{i32 7, !"frame-pointer", i32 1}
!158 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!159 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!160 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !161, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!123}
!163 = !{!164, !168, !169, !172, !176, !177, !181, !182, !183, !185, !186}
!164 = !DILocalVariable(name: "a", scope: !160, file: !2, line: 25, type: !165)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 64)
!168 = !DILocalVariable(name: "b", scope: !160, file: !2, line: 29, type: !165)
!169 = !DILocalVariable(name: "hay", scope: !160, file: !2, line: 35, type: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!172 = !DILocalVariable(name: "m", scope: !160, file: !2, line: 43, type: !173)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 32)
!176 = !DILocalVariable(name: "hit", scope: !160, file: !2, line: 50, type: !170)
!177 = !DILocalVariable(name: "out", scope: !160, file: !2, line: 52, type: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 128)
!181 = !DILocalVariable(name: "len", scope: !160, file: !2, line: 53, type: !123)
!182 = !DILocalVariable(name: "end", scope: !160, file: !2, line: 60, type: !125)
!183 = !DILocalVariable(name: "d", scope: !160, file: !2, line: 61, type: !184)
!184 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!185 = !DILocalVariable(name: "dup", scope: !160, file: !2, line: 63, type: !125)
!186 = !DILocalVariable(name: "p", scope: !187, file: !2, line: 65, type: !125)
!187 = distinct !DILexicalBlock(scope: !160, file: !2, line: 65, column: 5)
!188 = distinct !DIAssignID()
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !160)
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 25, column: 5, scope: !160)
!196 = !DILocation(line: 25, column: 10, scope: !160)
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 26, column: 5, scope: !160)
!202 = !DILocation(line: 27, column: 5, scope: !160)
!203 = !DILocation(line: 28, column: 48, scope: !160)
!204 = !DILocation(line: 28, column: 38, scope: !160)
!205 = !DILocation(line: 28, column: 5, scope: !160)
!206 = !DILocation(line: 29, column: 5, scope: !160)
!207 = !DILocation(line: 30, column: 5, scope: !160)
!208 = !DILocalVariable(name: "s", arg: 1, scope: !209, file: !2, line: 6, type: !125)
!209 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 6, type: !210, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !125}
!212 = !{!208, !213, !217, !219}
!213 = !DILocalVariable(name: "n", scope: !209, file: !2, line: 7, type: !214)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !215, line: 18, baseType: !216)
!215 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!216 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!217 = !DILocalVariable(name: "i", scope: !218, file: !2, line: 8, type: !214)
!218 = distinct !DILexicalBlock(scope: !209, file: !2, line: 8, column: 5)
!219 = !DILocalVariable(name: "t", scope: !220, file: !2, line: 8, type: !4)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 8, column: 40)
!221 = distinct !DILexicalBlock(scope: !218, file: !2, line: 8, column: 5)
!222 = !DILocation(line: 0, scope: !209, inlinedAt: !223)
!223 = distinct !DILocation(line: 31, column: 5, scope: !160)
!224 = !DILocation(line: 7, column: 16, scope: !209, inlinedAt: !223)
!225 = !DILocation(line: 0, scope: !218, inlinedAt: !223)
!226 = !DILocation(line: 8, column: 26, scope: !221, inlinedAt: !223)
!227 = !DILocation(line: 8, column: 5, scope: !218, inlinedAt: !223)
!228 = !DILocation(line: 8, column: 51, scope: !220, inlinedAt: !223)
!229 = !{!230, !230, i64 0}
!230 = !{!"omnipotent char", !231, i64 0}
!231 = !{!"Simple C/C++ TBAA"}
!232 = !DILocation(line: 0, scope: !220, inlinedAt: !223)
!233 = !DILocation(line: 8, column: 72, scope: !220, inlinedAt: !223)
!234 = !DILocation(line: 8, column: 64, scope: !220, inlinedAt: !223)
!235 = !DILocation(line: 8, column: 62, scope: !220, inlinedAt: !223)
!236 = !DILocation(line: 8, column: 91, scope: !220, inlinedAt: !223)
!237 = !DILocation(line: 8, column: 36, scope: !221, inlinedAt: !223)
!238 = distinct !{!238, !227, !239, !240}
!239 = !DILocation(line: 8, column: 96, scope: !218, inlinedAt: !223)
!240 = !{!"llvm.loop.mustprogress"}
!241 = !DILocation(line: 32, column: 5, scope: !160)
!242 = !DILocation(line: 33, column: 5, scope: !160)
!243 = !DILocation(line: 34, column: 5, scope: !160)
!244 = !DILocation(line: 36, column: 5, scope: !160)
!245 = !DILocation(line: 37, column: 5, scope: !160)
!246 = !DILocation(line: 38, column: 5, scope: !160)
!247 = !DILocation(line: 39, column: 5, scope: !160)
!248 = !DILocation(line: 40, column: 5, scope: !160)
!249 = !DILocation(line: 41, column: 5, scope: !160)
!250 = !DILocalVariable(name: "buf", scope: !251, file: !2, line: 12, type: !259)
!251 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 11, type: !252, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!123, !170}
!254 = !{!255, !250, !256, !257}
!255 = !DILocalVariable(name: "s", arg: 1, scope: !251, file: !2, line: 11, type: !170)
!256 = !DILocalVariable(name: "n", scope: !251, file: !2, line: 15, type: !123)
!257 = !DILocalVariable(name: "tok", scope: !258, file: !2, line: 16, type: !125)
!258 = distinct !DILexicalBlock(scope: !251, file: !2, line: 16, column: 5)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !260)
!260 = !{!261}
!261 = !DISubrange(count: 256)
!262 = !DILocation(line: 0, scope: !251, inlinedAt: !263)
!263 = distinct !DILocation(line: 42, column: 28, scope: !160)
!264 = !DILocation(line: 12, column: 5, scope: !251, inlinedAt: !263)
!265 = !DILocation(line: 13, column: 5, scope: !251, inlinedAt: !263)
!266 = !DILocation(line: 14, column: 5, scope: !251, inlinedAt: !263)
!267 = !DILocation(line: 14, column: 25, scope: !251, inlinedAt: !263)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 16, column: 22, scope: !258, inlinedAt: !263)
!270 = !DILocation(line: 0, scope: !258, inlinedAt: !263)
!271 = !DILocation(line: 16, column: 5, scope: !258, inlinedAt: !263)
!272 = !DILocation(line: 16, column: 74, scope: !273, inlinedAt: !263)
!273 = distinct !DILexicalBlock(scope: !258, file: !2, line: 16, column: 5)
!274 = !DILocation(line: 16, column: 54, scope: !273, inlinedAt: !263)
!275 = distinct !{!275, !271, !276, !240}
!276 = !DILocation(line: 16, column: 74, scope: !258, inlinedAt: !263)
!277 = !DILocation(line: 18, column: 1, scope: !251, inlinedAt: !263)
!278 = !DILocation(line: 42, column: 5, scope: !160)
!279 = !DILocation(line: 43, column: 5, scope: !160)
!280 = !DILocation(line: 43, column: 10, scope: !160)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 44, column: 15, scope: !160)
!283 = !DILocation(line: 44, column: 5, scope: !160)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 45, column: 5, scope: !160)
!286 = !DILocation(line: 46, column: 18, scope: !160)
!287 = !DILocation(line: 46, column: 5, scope: !160)
!288 = distinct !DIAssignID()
!289 = !DILocation(line: 47, column: 5, scope: !160)
!290 = !DILocation(line: 48, column: 14, scope: !160)
!291 = !DILocation(line: 48, column: 5, scope: !160)
!292 = distinct !DIAssignID()
!293 = !DILocation(line: 49, column: 5, scope: !160)
!294 = !DILocation(line: 51, column: 5, scope: !160)
!295 = !DILocation(line: 52, column: 5, scope: !160)
!296 = !DILocation(line: 53, column: 15, scope: !160)
!297 = !DILocation(line: 55, column: 5, scope: !160)
!298 = !DILocalVariable(name: "out", arg: 1, scope: !299, file: !2, line: 20, type: !125)
!299 = distinct !DISubprogram(name: "bounded", scope: !2, file: !2, line: 20, type: !300, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !302)
!300 = !DISubroutineType(types: !301)
!301 = !{!123, !125, !214, !170}
!302 = !{!298, !303, !304}
!303 = !DILocalVariable(name: "n", arg: 2, scope: !299, file: !2, line: 20, type: !214)
!304 = !DILocalVariable(name: "s", arg: 3, scope: !299, file: !2, line: 20, type: !170)
!305 = !DILocation(line: 0, scope: !299, inlinedAt: !306)
!306 = distinct !DILocation(line: 56, column: 11, scope: !160)
!307 = !DILocation(line: 20, column: 65, scope: !299, inlinedAt: !306)
!308 = distinct !DIAssignID()
!309 = distinct !DIAssignID()
!310 = !DILocation(line: 57, column: 5, scope: !160)
!311 = !DILocalVariable(name: "__nptr", arg: 1, scope: !312, file: !313, line: 362, type: !170)
!312 = distinct !DISubprogram(name: "atoi", scope: !313, file: !313, line: 362, type: !252, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !314)
!313 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!314 = !{!311}
!315 = !DILocation(line: 0, scope: !312, inlinedAt: !316)
!316 = distinct !DILocation(line: 58, column: 58, scope: !160)
!317 = !DILocation(line: 364, column: 16, scope: !312, inlinedAt: !316)
!318 = !DILocation(line: 364, column: 10, scope: !312, inlinedAt: !316)
!319 = !DILocation(line: 58, column: 5, scope: !160)
!320 = !DILocation(line: 60, column: 5, scope: !160)
!321 = !DILocation(line: 61, column: 16, scope: !160)
!322 = !DILocation(line: 62, column: 44, scope: !160)
!323 = !{!324, !324, i64 0}
!324 = !{!"any pointer", !230, i64 0}
!325 = !DILocation(line: 62, column: 5, scope: !160)
!326 = !DILocation(line: 63, column: 17, scope: !160)
!327 = !DILocation(line: 64, column: 5, scope: !160)
!328 = !DILocation(line: 0, scope: !187)
!329 = !DILocation(line: 65, column: 5, scope: !187)
!330 = !DILocation(line: 66, column: 5, scope: !160)
!331 = !DILocation(line: 67, column: 5, scope: !160)
!332 = !DILocation(line: 69, column: 1, scope: !160)
!333 = !DILocation(line: 68, column: 5, scope: !160)
!334 = !DILocation(line: 65, column: 48, scope: !335)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 65, column: 38)
!336 = distinct !DILexicalBlock(scope: !187, file: !2, line: 65, column: 5)
!337 = !DILocation(line: 65, column: 83, scope: !335)
!338 = !DILocation(line: 65, column: 65, scope: !335)
!339 = !DILocation(line: 65, column: 62, scope: !335)
!340 = !DILocation(line: 65, column: 30, scope: !336)
!341 = !DILocation(line: 65, column: 25, scope: !336)
!342 = distinct !{!342, !329, !343, !240}
!343 = !DILocation(line: 65, column: 88, scope: !187)
!344 = !DISubprogram(name: "strncat", scope: !345, file: !345, line: 152, type: !346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!346 = !DISubroutineType(types: !347)
!347 = !{!125, !348, !349, !214}
!348 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!349 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!350 = !DISubprogram(name: "printf", scope: !351, file: !351, line: 356, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!352 = !DISubroutineType(types: !353)
!353 = !{!123, !349, null}
!354 = !DISubprogram(name: "strlen", scope: !345, file: !345, line: 407, type: !355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!355 = !DISubroutineType(types: !356)
!356 = !{!216, !170}
!357 = !DISubprogram(name: "strcpy", scope: !345, file: !345, line: 141, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!125, !348, !349}
!360 = !DISubprogram(name: "snprintf", scope: !351, file: !351, line: 378, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{!123, !348, !214, !349, null}
!363 = !DISubprogram(name: "strtol", scope: !313, file: !313, line: 177, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!366, !349, !367, !123}
!366 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!367 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!368 = !DISubprogram(name: "strtod", scope: !313, file: !313, line: 118, type: !369, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{!184, !349, !367}
!371 = !DISubprogram(name: "malloc", scope: !313, file: !313, line: 553, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!122, !214}
!374 = !DISubprogram(name: "free", scope: !313, file: !313, line: 568, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{null, !122}
!377 = !DISubprogram(name: "strncpy", scope: !345, file: !345, line: 144, type: !346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubprogram(name: "strtok", scope: !345, file: !345, line: 356, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
