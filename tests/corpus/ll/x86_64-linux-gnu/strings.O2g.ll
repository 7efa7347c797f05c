; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.m = private unnamed_addr constant [32 x i8] c"0123456789abcdefghij\00\00\00\00\00\00\00\00\00\00\00\00", align 16
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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !159 {
  %1 = alloca [256 x i8], align 16, !DIAssignID !187
  %2 = alloca [64 x i8], align 16, !DIAssignID !188
    #dbg_assign(i1 undef, !163, !DIExpression(), !188, ptr %2, !DIExpression(), !189)
  %3 = alloca [64 x i8], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !167, !DIExpression(), !190, ptr %3, !DIExpression(), !189)
  %4 = alloca [32 x i8], align 16, !DIAssignID !191
    #dbg_assign(i1 undef, !171, !DIExpression(), !191, ptr %4, !DIExpression(), !189)
  %5 = alloca [128 x i8], align 16, !DIAssignID !192
    #dbg_assign(i1 undef, !176, !DIExpression(), !192, ptr %5, !DIExpression(), !189)
  %6 = alloca ptr, align 8, !DIAssignID !193
    #dbg_assign(i1 undef, !181, !DIExpression(), !193, ptr %6, !DIExpression(), !189)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10, !dbg !194
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false), !dbg !195, !DIAssignID !196
    #dbg_assign(i8 0, !163, !DIExpression(), !196, ptr %2, !DIExpression(), !189)
    #dbg_assign(i8 72, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !197, ptr %2, !DIExpression(), !189)
    #dbg_assign(i8 101, !163, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !197, ptr %2, !DIExpression(DW_OP_plus_uconst, 1), !189)
    #dbg_assign(i8 108, !163, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !197, ptr %2, !DIExpression(DW_OP_plus_uconst, 2), !189)
  store <4 x i8> <i8 72, i8 101, i8 108, i8 108>, ptr %2, align 16, !dbg !195, !DIAssignID !197
    #dbg_assign(i8 108, !163, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !197, ptr %2, !DIExpression(DW_OP_plus_uconst, 3), !189)
  %7 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !195
  store i8 111, ptr %7, align 4, !dbg !195, !DIAssignID !198
    #dbg_assign(i8 111, !163, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !198, ptr %7, !DIExpression(), !189)
  %8 = call i64 @strlen(ptr nonnull dereferenceable(1) %2), !dbg !199
  %9 = getelementptr inbounds i8, ptr %2, i64 %8, !dbg !199
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str, i64 3, i1 false), !dbg !199
  %10 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(9) @.str.1, i64 noundef 6) #10, !dbg !200
  %11 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #11, !dbg !201
  %12 = trunc i64 %11 to i32, !dbg !202
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef %12), !dbg !203
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10, !dbg !204
  %14 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %2) #10, !dbg !205
    #dbg_value(ptr %3, !206, !DIExpression(), !220)
  %15 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #11, !dbg !222
    #dbg_value(i64 %15, !211, !DIExpression(), !220)
    #dbg_value(i64 0, !215, !DIExpression(), !223)
  %16 = lshr i64 %15, 1
    #dbg_value(i64 0, !215, !DIExpression(), !223)
  %17 = icmp ult i64 %15, 2, !dbg !224
  br i1 %17, label %50, label %18, !dbg !225

18:                                               ; preds = %0
  %19 = getelementptr i8, ptr %3, i64 %15
  %20 = icmp eq i64 %16, 1, !dbg !225
  br i1 %20, label %40, label %21, !dbg !225

21:                                               ; preds = %18
  %22 = and i64 %16, 9223372036854775806, !dbg !225
  br label %23, !dbg !225

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %37, %23 ]
  %25 = phi i64 [ 0, %21 ], [ %38, %23 ]
    #dbg_value(i64 %24, !215, !DIExpression(), !223)
  %26 = getelementptr inbounds i8, ptr %3, i64 %24, !dbg !226
  %27 = load i8, ptr %26, align 2, !dbg !226, !tbaa !227
    #dbg_value(i8 %27, !217, !DIExpression(), !230)
  %28 = xor i64 %24, -1, !dbg !231
  %29 = getelementptr i8, ptr %19, i64 %28, !dbg !232
  %30 = load i8, ptr %29, align 1, !dbg !232, !tbaa !227
  store i8 %30, ptr %26, align 2, !dbg !233, !tbaa !227
  store i8 %27, ptr %29, align 1, !dbg !234, !tbaa !227
  %31 = or disjoint i64 %24, 1, !dbg !235
    #dbg_value(i64 %31, !215, !DIExpression(), !223)
  %32 = getelementptr inbounds i8, ptr %3, i64 %31, !dbg !226
  %33 = load i8, ptr %32, align 1, !dbg !226, !tbaa !227
    #dbg_value(i8 %33, !217, !DIExpression(), !230)
  %34 = xor i64 %24, -2, !dbg !231
  %35 = getelementptr i8, ptr %19, i64 %34, !dbg !232
  %36 = load i8, ptr %35, align 1, !dbg !232, !tbaa !227
  store i8 %36, ptr %32, align 1, !dbg !233, !tbaa !227
  store i8 %33, ptr %35, align 1, !dbg !234, !tbaa !227
  %37 = add nuw nsw i64 %24, 2, !dbg !235
    #dbg_value(i64 %37, !215, !DIExpression(), !223)
  %38 = add i64 %25, 2, !dbg !225
  %39 = icmp eq i64 %38, %22, !dbg !225
  br i1 %39, label %40, label %23, !dbg !225, !llvm.loop !236

40:                                               ; preds = %23, %18
  %41 = phi i64 [ 0, %18 ], [ %37, %23 ]
  %42 = and i64 %15, 2, !dbg !225
  %43 = icmp eq i64 %42, 0, !dbg !225
  br i1 %43, label %50, label %44, !dbg !225

44:                                               ; preds = %40
    #dbg_value(i64 %41, !215, !DIExpression(), !223)
  %45 = getelementptr inbounds i8, ptr %3, i64 %41, !dbg !226
  %46 = load i8, ptr %45, align 1, !dbg !226, !tbaa !227
    #dbg_value(i8 %46, !217, !DIExpression(), !230)
  %47 = xor i64 %41, -1, !dbg !231
  %48 = getelementptr i8, ptr %19, i64 %47, !dbg !232
  %49 = load i8, ptr %48, align 1, !dbg !232, !tbaa !227
  store i8 %49, ptr %45, align 1, !dbg !233, !tbaa !227
  store i8 %46, ptr %48, align 1, !dbg !234, !tbaa !227
    #dbg_value(i64 %41, !215, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !223)
  br label %50, !dbg !239

50:                                               ; preds = %44, %40, %0
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %3), !dbg !239
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef 1, i32 noundef 0), !dbg !240
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 1), !dbg !241
    #dbg_value(ptr @.str.6, !168, !DIExpression(), !189)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 4)), !dbg !242
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 41)), !dbg !243
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 26)), !dbg !244
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1), !dbg !245
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 18), !dbg !246
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 20)), !dbg !247
    #dbg_assign(i1 undef, !248, !DIExpression(), !187, ptr %1, !DIExpression(), !260)
    #dbg_value(ptr @.str.20, !253, !DIExpression(), !260)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10, !dbg !262
  %60 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(31) @.str.20, i64 noundef 255) #10, !dbg !263
  %61 = getelementptr inbounds i8, ptr %1, i64 255, !dbg !264
  store i8 0, ptr %61, align 1, !dbg !265, !tbaa !227, !DIAssignID !266
    #dbg_assign(i8 0, !248, !DIExpression(DW_OP_LLVM_fragment, 2040, 8), !266, ptr %61, !DIExpression(), !260)
    #dbg_value(i32 0, !254, !DIExpression(), !260)
  %62 = call ptr @strtok(ptr noundef nonnull %1, ptr noundef nonnull @.str.37) #10, !dbg !267
    #dbg_value(ptr %62, !255, !DIExpression(), !268)
  %63 = icmp eq ptr %62, null, !dbg !269
  br i1 %63, label %69, label %64, !dbg !269

64:                                               ; preds = %50, %64
  %65 = phi i32 [ %66, %64 ], [ 0, %50 ]
    #dbg_value(i32 %65, !254, !DIExpression(), !260)
  %66 = add nuw nsw i32 %65, 1, !dbg !270
    #dbg_value(i32 %66, !254, !DIExpression(), !260)
  %67 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.37) #10, !dbg !272
    #dbg_value(ptr %67, !255, !DIExpression(), !268)
  %68 = icmp eq ptr %67, null, !dbg !269
  br i1 %68, label %69, label %64, !dbg !269, !llvm.loop !273

69:                                               ; preds = %64, %50
  %70 = phi i32 [ 0, %50 ], [ %66, %64 ], !dbg !260
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10, !dbg !275
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %70), !dbg !276
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10, !dbg !277
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.m, i64 32, i1 false), !dbg !278, !DIAssignID !279
    #dbg_assign(i1 undef, !171, !DIExpression(), !279, ptr %4, !DIExpression(), !189)
  %72 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !280
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %72, ptr noundef nonnull align 16 dereferenceable(10) %4, i64 10, i1 false), !dbg !281, !DIAssignID !282
    #dbg_assign(i1 undef, !171, !DIExpression(DW_OP_LLVM_fragment, 40, 80), !282, ptr %72, !DIExpression(), !189)
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %4), !dbg !283
  %74 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !284
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %4, ptr noundef nonnull align 1 dereferenceable(12) %74, i64 12, i1 false), !dbg !285, !DIAssignID !286
    #dbg_assign(i1 undef, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !286, ptr %4, !DIExpression(), !189)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %4), !dbg !287
  %76 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !288
  store i32 707406378, ptr %76, align 2, !dbg !289, !DIAssignID !290
    #dbg_assign(i1 undef, !171, !DIExpression(DW_OP_LLVM_fragment, 16, 32), !290, ptr %76, !DIExpression(), !189)
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull %4), !dbg !291
    #dbg_value(ptr poison, !175, !DIExpression(), !189)
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 37), !dbg !292
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10, !dbg !293
  %79 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 128, ptr noundef nonnull @.str.25, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 7, double noundef 0x40C81CD6C8B43958, double noundef 3.141590e+00, ptr noundef nonnull @.str.26, i32 noundef 90) #10, !dbg !294
    #dbg_value(i32 %79, !180, !DIExpression(), !189)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %79, ptr noundef nonnull %5), !dbg !295
    #dbg_value(ptr %5, !296, !DIExpression(), !303)
    #dbg_value(i64 10, !301, !DIExpression(), !303)
    #dbg_value(ptr @.str.28, !302, !DIExpression(), !303)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(9) %5, ptr noundef nonnull align 1 dereferenceable(9) @.str.28, i64 9, i1 false), !dbg !305, !DIAssignID !306
    #dbg_assign(i1 undef, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 72), !306, ptr %5, !DIExpression(), !189)
  %81 = getelementptr inbounds i8, ptr %5, i64 9, !dbg !305
  store i8 0, ptr %81, align 1, !dbg !305, !DIAssignID !307
    #dbg_assign(i8 0, !176, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !307, ptr %81, !DIExpression(), !189)
    #dbg_value(i32 21, !180, !DIExpression(), !189)
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 21, ptr noundef nonnull %5), !dbg !308
    #dbg_value(ptr @.str.31, !309, !DIExpression(), !313)
  %83 = call i64 @strtol(ptr nocapture noundef nonnull @.str.31, ptr noundef null, i32 noundef 10) #10, !dbg !315
  %84 = trunc i64 %83 to i32, !dbg !316
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %84, i64 noundef 511, i64 noundef 3735928559), !dbg !317
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10, !dbg !318
  %86 = call double @strtod(ptr noundef nonnull @.str.34, ptr noundef nonnull %6) #10, !dbg !319
    #dbg_value(double %86, !182, !DIExpression(), !189)
  %87 = load ptr, ptr %6, align 8, !dbg !320, !tbaa !321
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %86, ptr noundef %87), !dbg !323
  %89 = call noalias dereferenceable_or_null(44) ptr @malloc(i64 noundef 44) #12, !dbg !324
    #dbg_value(ptr %89, !184, !DIExpression(), !189)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(44) %89, ptr noundef nonnull align 1 dereferenceable(44) @.str.6, i64 44, i1 false) #10, !dbg !325
    #dbg_value(ptr %89, !185, !DIExpression(), !326)
  br label %92, !dbg !327

90:                                               ; preds = %99
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull %89), !dbg !328
  call void @free(ptr noundef %89) #10, !dbg !329
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10, !dbg !330
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10, !dbg !330
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10, !dbg !330
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10, !dbg !330
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10, !dbg !330
  ret i32 0, !dbg !331

92:                                               ; preds = %69, %99
  %93 = phi i8 [ %101, %99 ], [ 116, %69 ]
  %94 = phi ptr [ %100, %99 ], [ %89, %69 ]
    #dbg_value(ptr %94, !185, !DIExpression(), !326)
  %95 = add i8 %93, -97, !dbg !332
  %96 = icmp ult i8 %95, 26, !dbg !332
  br i1 %96, label %97, label %99, !dbg !332

97:                                               ; preds = %92
  %98 = add nsw i8 %93, -32, !dbg !335
  store i8 %98, ptr %94, align 1, !dbg !336, !tbaa !227
  br label %99, !dbg !337

99:                                               ; preds = %92, %97
  %100 = getelementptr inbounds i8, ptr %94, i64 1, !dbg !338
    #dbg_value(ptr %100, !185, !DIExpression(), !326)
  %101 = load i8, ptr %100, align 1, !dbg !339, !tbaa !227
  %102 = icmp eq i8 %101, 0, !dbg !327
  br i1 %102, label %90, label %92, !dbg !327, !llvm.loop !340
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !342 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !348 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !352 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !355 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare !dbg !358 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !361 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !366 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !369 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !372 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !375 ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !376 ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!119}
!llvm.module.flags = !{!151, !152, !153, !154, !155, !156, !157}
!llvm.ident = !{!158}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "a24537a5d00d2a30d6633e2d88649af7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!157 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!158 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!159 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !160, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!123}
!162 = !{!163, !167, !168, !171, !175, !176, !180, !181, !182, !184, !185}
!163 = !DILocalVariable(name: "a", scope: !159, file: !2, line: 25, type: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 64)
!167 = !DILocalVariable(name: "b", scope: !159, file: !2, line: 29, type: !164)
!168 = !DILocalVariable(name: "hay", scope: !159, file: !2, line: 35, type: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!171 = !DILocalVariable(name: "m", scope: !159, file: !2, line: 43, type: !172)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 32)
!175 = !DILocalVariable(name: "hit", scope: !159, file: !2, line: 50, type: !169)
!176 = !DILocalVariable(name: "out", scope: !159, file: !2, line: 52, type: !177)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 128)
!180 = !DILocalVariable(name: "len", scope: !159, file: !2, line: 53, type: !123)
!181 = !DILocalVariable(name: "end", scope: !159, file: !2, line: 60, type: !125)
!182 = !DILocalVariable(name: "d", scope: !159, file: !2, line: 61, type: !183)
!183 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!184 = !DILocalVariable(name: "dup", scope: !159, file: !2, line: 63, type: !125)
!185 = !DILocalVariable(name: "p", scope: !186, file: !2, line: 65, type: !125)
!186 = distinct !DILexicalBlock(scope: !159, file: !2, line: 65, column: 5)
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !159)
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 25, column: 5, scope: !159)
!195 = !DILocation(line: 25, column: 10, scope: !159)
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 26, column: 5, scope: !159)
!200 = !DILocation(line: 27, column: 5, scope: !159)
!201 = !DILocation(line: 28, column: 48, scope: !159)
!202 = !DILocation(line: 28, column: 38, scope: !159)
!203 = !DILocation(line: 28, column: 5, scope: !159)
!204 = !DILocation(line: 29, column: 5, scope: !159)
!205 = !DILocation(line: 30, column: 5, scope: !159)
!206 = !DILocalVariable(name: "s", arg: 1, scope: !207, file: !2, line: 6, type: !125)
!207 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 6, type: !208, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !125}
!210 = !{!206, !211, !215, !217}
!211 = !DILocalVariable(name: "n", scope: !207, file: !2, line: 7, type: !212)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !213, line: 18, baseType: !214)
!213 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!214 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!215 = !DILocalVariable(name: "i", scope: !216, file: !2, line: 8, type: !212)
!216 = distinct !DILexicalBlock(scope: !207, file: !2, line: 8, column: 5)
!217 = !DILocalVariable(name: "t", scope: !218, file: !2, line: 8, type: !4)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 8, column: 40)
!219 = distinct !DILexicalBlock(scope: !216, file: !2, line: 8, column: 5)
!220 = !DILocation(line: 0, scope: !207, inlinedAt: !221)
!221 = distinct !DILocation(line: 31, column: 5, scope: !159)
!222 = !DILocation(line: 7, column: 16, scope: !207, inlinedAt: !221)
!223 = !DILocation(line: 0, scope: !216, inlinedAt: !221)
!224 = !DILocation(line: 8, column: 26, scope: !219, inlinedAt: !221)
!225 = !DILocation(line: 8, column: 5, scope: !216, inlinedAt: !221)
!226 = !DILocation(line: 8, column: 51, scope: !218, inlinedAt: !221)
!227 = !{!228, !228, i64 0}
!228 = !{!"omnipotent char", !229, i64 0}
!229 = !{!"Simple C/C++ TBAA"}
!230 = !DILocation(line: 0, scope: !218, inlinedAt: !221)
!231 = !DILocation(line: 8, column: 72, scope: !218, inlinedAt: !221)
!232 = !DILocation(line: 8, column: 64, scope: !218, inlinedAt: !221)
!233 = !DILocation(line: 8, column: 62, scope: !218, inlinedAt: !221)
!234 = !DILocation(line: 8, column: 91, scope: !218, inlinedAt: !221)
!235 = !DILocation(line: 8, column: 36, scope: !219, inlinedAt: !221)
!236 = distinct !{!236, !225, !237, !238}
!237 = !DILocation(line: 8, column: 96, scope: !216, inlinedAt: !221)
!238 = !{!"llvm.loop.mustprogress"}
!239 = !DILocation(line: 32, column: 5, scope: !159)
!240 = !DILocation(line: 33, column: 5, scope: !159)
!241 = !DILocation(line: 34, column: 5, scope: !159)
!242 = !DILocation(line: 36, column: 5, scope: !159)
!243 = !DILocation(line: 37, column: 5, scope: !159)
!244 = !DILocation(line: 38, column: 5, scope: !159)
!245 = !DILocation(line: 39, column: 5, scope: !159)
!246 = !DILocation(line: 40, column: 5, scope: !159)
!247 = !DILocation(line: 41, column: 5, scope: !159)
!248 = !DILocalVariable(name: "buf", scope: !249, file: !2, line: 12, type: !257)
!249 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 11, type: !250, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!123, !169}
!252 = !{!253, !248, !254, !255}
!253 = !DILocalVariable(name: "s", arg: 1, scope: !249, file: !2, line: 11, type: !169)
!254 = !DILocalVariable(name: "n", scope: !249, file: !2, line: 15, type: !123)
!255 = !DILocalVariable(name: "tok", scope: !256, file: !2, line: 16, type: !125)
!256 = distinct !DILexicalBlock(scope: !249, file: !2, line: 16, column: 5)
!257 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !258)
!258 = !{!259}
!259 = !DISubrange(count: 256)
!260 = !DILocation(line: 0, scope: !249, inlinedAt: !261)
!261 = distinct !DILocation(line: 42, column: 28, scope: !159)
!262 = !DILocation(line: 12, column: 5, scope: !249, inlinedAt: !261)
!263 = !DILocation(line: 13, column: 5, scope: !249, inlinedAt: !261)
!264 = !DILocation(line: 14, column: 5, scope: !249, inlinedAt: !261)
!265 = !DILocation(line: 14, column: 25, scope: !249, inlinedAt: !261)
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 16, column: 22, scope: !256, inlinedAt: !261)
!268 = !DILocation(line: 0, scope: !256, inlinedAt: !261)
!269 = !DILocation(line: 16, column: 5, scope: !256, inlinedAt: !261)
!270 = !DILocation(line: 16, column: 74, scope: !271, inlinedAt: !261)
!271 = distinct !DILexicalBlock(scope: !256, file: !2, line: 16, column: 5)
!272 = !DILocation(line: 16, column: 54, scope: !271, inlinedAt: !261)
!273 = distinct !{!273, !269, !274, !238}
!274 = !DILocation(line: 16, column: 74, scope: !256, inlinedAt: !261)
!275 = !DILocation(line: 18, column: 1, scope: !249, inlinedAt: !261)
!276 = !DILocation(line: 42, column: 5, scope: !159)
!277 = !DILocation(line: 43, column: 5, scope: !159)
!278 = !DILocation(line: 43, column: 10, scope: !159)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 44, column: 15, scope: !159)
!281 = !DILocation(line: 44, column: 5, scope: !159)
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 45, column: 5, scope: !159)
!284 = !DILocation(line: 46, column: 18, scope: !159)
!285 = !DILocation(line: 46, column: 5, scope: !159)
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 47, column: 5, scope: !159)
!288 = !DILocation(line: 48, column: 14, scope: !159)
!289 = !DILocation(line: 48, column: 5, scope: !159)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 49, column: 5, scope: !159)
!292 = !DILocation(line: 51, column: 5, scope: !159)
!293 = !DILocation(line: 52, column: 5, scope: !159)
!294 = !DILocation(line: 53, column: 15, scope: !159)
!295 = !DILocation(line: 55, column: 5, scope: !159)
!296 = !DILocalVariable(name: "out", arg: 1, scope: !297, file: !2, line: 20, type: !125)
!297 = distinct !DISubprogram(name: "bounded", scope: !2, file: !2, line: 20, type: !298, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{!123, !125, !212, !169}
!300 = !{!296, !301, !302}
!301 = !DILocalVariable(name: "n", arg: 2, scope: !297, file: !2, line: 20, type: !212)
!302 = !DILocalVariable(name: "s", arg: 3, scope: !297, file: !2, line: 20, type: !169)
!303 = !DILocation(line: 0, scope: !297, inlinedAt: !304)
!304 = distinct !DILocation(line: 56, column: 11, scope: !159)
!305 = !DILocation(line: 20, column: 65, scope: !297, inlinedAt: !304)
!306 = distinct !DIAssignID()
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 57, column: 5, scope: !159)
!309 = !DILocalVariable(name: "__nptr", arg: 1, scope: !310, file: !311, line: 362, type: !169)
!310 = distinct !DISubprogram(name: "atoi", scope: !311, file: !311, line: 362, type: !250, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !312)
!311 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!312 = !{!309}
!313 = !DILocation(line: 0, scope: !310, inlinedAt: !314)
!314 = distinct !DILocation(line: 58, column: 58, scope: !159)
!315 = !DILocation(line: 364, column: 16, scope: !310, inlinedAt: !314)
!316 = !DILocation(line: 364, column: 10, scope: !310, inlinedAt: !314)
!317 = !DILocation(line: 58, column: 5, scope: !159)
!318 = !DILocation(line: 60, column: 5, scope: !159)
!319 = !DILocation(line: 61, column: 16, scope: !159)
!320 = !DILocation(line: 62, column: 44, scope: !159)
!321 = !{!322, !322, i64 0}
!322 = !{!"any pointer", !228, i64 0}
!323 = !DILocation(line: 62, column: 5, scope: !159)
!324 = !DILocation(line: 63, column: 17, scope: !159)
!325 = !DILocation(line: 64, column: 5, scope: !159)
!326 = !DILocation(line: 0, scope: !186)
!327 = !DILocation(line: 65, column: 5, scope: !186)
!328 = !DILocation(line: 66, column: 5, scope: !159)
!329 = !DILocation(line: 67, column: 5, scope: !159)
!330 = !DILocation(line: 69, column: 1, scope: !159)
!331 = !DILocation(line: 68, column: 5, scope: !159)
!332 = !DILocation(line: 65, column: 48, scope: !333)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 65, column: 38)
!334 = distinct !DILexicalBlock(scope: !186, file: !2, line: 65, column: 5)
!335 = !DILocation(line: 65, column: 83, scope: !333)
!336 = !DILocation(line: 65, column: 65, scope: !333)
!337 = !DILocation(line: 65, column: 62, scope: !333)
!338 = !DILocation(line: 65, column: 30, scope: !334)
!339 = !DILocation(line: 65, column: 25, scope: !334)
!340 = distinct !{!340, !327, !341, !238}
!341 = !DILocation(line: 65, column: 88, scope: !186)
!342 = !DISubprogram(name: "strncat", scope: !343, file: !343, line: 152, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!344 = !DISubroutineType(types: !345)
!345 = !{!125, !346, !347, !212}
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!347 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!348 = !DISubprogram(name: "printf", scope: !349, file: !349, line: 356, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!350 = !DISubroutineType(types: !351)
!351 = !{!123, !347, null}
!352 = !DISubprogram(name: "strlen", scope: !343, file: !343, line: 407, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!214, !169}
!355 = !DISubprogram(name: "strcpy", scope: !343, file: !343, line: 141, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!125, !346, !347}
!358 = !DISubprogram(name: "snprintf", scope: !349, file: !349, line: 378, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!123, !346, !212, !347, null}
!361 = !DISubprogram(name: "strtol", scope: !311, file: !311, line: 177, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!364, !347, !365, !123}
!364 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!365 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!366 = !DISubprogram(name: "strtod", scope: !311, file: !311, line: 118, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!183, !347, !365}
!369 = !DISubprogram(name: "malloc", scope: !311, file: !311, line: 553, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!122, !212}
!372 = !DISubprogram(name: "free", scope: !311, file: !311, line: 568, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{null, !122}
!375 = !DISubprogram(name: "strncpy", scope: !343, file: !343, line: 144, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubprogram(name: "strtok", scope: !343, file: !343, line: 356, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
