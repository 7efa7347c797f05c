; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !157 {
  %1 = alloca [256 x i8], align 16, !DIAssignID !186
  %2 = alloca [64 x i8], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !161, !DIExpression(), !187, ptr %2, !DIExpression(), !188)
  %3 = alloca [64 x i8], align 16, !DIAssignID !189
    #dbg_assign(i1 undef, !165, !DIExpression(), !189, ptr %3, !DIExpression(), !188)
  %4 = alloca [32 x i8], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !169, !DIExpression(), !190, ptr %4, !DIExpression(), !188)
  %5 = alloca [128 x i8], align 16, !DIAssignID !191
    #dbg_assign(i1 undef, !174, !DIExpression(), !191, ptr %5, !DIExpression(), !188)
  %6 = alloca ptr, align 8, !DIAssignID !192
    #dbg_assign(i1 undef, !179, !DIExpression(), !192, ptr %6, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #14, !dbg !193
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false), !dbg !194, !DIAssignID !195
    #dbg_assign(i8 0, !161, !DIExpression(), !195, ptr %2, !DIExpression(), !188)
    #dbg_assign(i8 72, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !196, ptr %2, !DIExpression(), !188)
    #dbg_assign(i8 101, !161, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !196, ptr %2, !DIExpression(DW_OP_plus_uconst, 1), !188)
    #dbg_assign(i8 108, !161, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !196, ptr %2, !DIExpression(DW_OP_plus_uconst, 2), !188)
  store <4 x i8> <i8 72, i8 101, i8 108, i8 108>, ptr %2, align 16, !dbg !194, !DIAssignID !196
    #dbg_assign(i8 108, !161, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !196, ptr %2, !DIExpression(DW_OP_plus_uconst, 3), !188)
  %7 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !194
  store i8 111, ptr %7, align 4, !dbg !194, !DIAssignID !197
    #dbg_assign(i8 111, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !197, ptr %7, !DIExpression(), !188)
  %8 = call i64 @strlen(ptr nonnull dereferenceable(1) %2), !dbg !198
  %9 = getelementptr inbounds i8, ptr %2, i64 %8, !dbg !198
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str, i64 3, i1 false), !dbg !198
  %10 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(9) @.str.1, i64 noundef 6) #14, !dbg !199
  %11 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #14, !dbg !200
  %12 = trunc i64 %11 to i32, !dbg !201
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef %12), !dbg !202
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #14, !dbg !203
  %13 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %2) #14, !dbg !204
    #dbg_value(ptr %3, !205, !DIExpression(), !219)
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #14, !dbg !221
    #dbg_value(i64 %14, !210, !DIExpression(), !219)
    #dbg_value(i64 0, !214, !DIExpression(), !222)
  %15 = lshr i64 %14, 1
    #dbg_value(i64 0, !214, !DIExpression(), !222)
  %16 = icmp ult i64 %14, 2, !dbg !223
  br i1 %16, label %49, label %17, !dbg !224

17:                                               ; preds = %0
  %18 = getelementptr i8, ptr %3, i64 %14
  %19 = icmp eq i64 %15, 1, !dbg !224
  br i1 %19, label %39, label %20, !dbg !224

20:                                               ; preds = %17
  %21 = and i64 %15, 9223372036854775806, !dbg !224
  br label %22, !dbg !224

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %36, %22 ]
  %24 = phi i64 [ 0, %20 ], [ %37, %22 ]
    #dbg_value(i64 %23, !214, !DIExpression(), !222)
  %25 = getelementptr inbounds i8, ptr %3, i64 %23, !dbg !225
  %26 = load i8, ptr %25, align 2, !dbg !225, !tbaa !226
    #dbg_value(i8 %26, !216, !DIExpression(), !229)
  %27 = xor i64 %23, -1, !dbg !230
  %28 = getelementptr i8, ptr %18, i64 %27, !dbg !231
  %29 = load i8, ptr %28, align 1, !dbg !231, !tbaa !226
  store i8 %29, ptr %25, align 2, !dbg !232, !tbaa !226
  store i8 %26, ptr %28, align 1, !dbg !233, !tbaa !226
  %30 = or disjoint i64 %23, 1, !dbg !234
    #dbg_value(i64 %30, !214, !DIExpression(), !222)
  %31 = getelementptr inbounds i8, ptr %3, i64 %30, !dbg !225
  %32 = load i8, ptr %31, align 1, !dbg !225, !tbaa !226
    #dbg_value(i8 %32, !216, !DIExpression(), !229)
  %33 = xor i64 %23, -2, !dbg !230
  %34 = getelementptr i8, ptr %18, i64 %33, !dbg !231
  %35 = load i8, ptr %34, align 1, !dbg !231, !tbaa !226
  store i8 %35, ptr %31, align 1, !dbg !232, !tbaa !226
  store i8 %32, ptr %34, align 1, !dbg !233, !tbaa !226
  %36 = add nuw nsw i64 %23, 2, !dbg !234
    #dbg_value(i64 %36, !214, !DIExpression(), !222)
  %37 = add i64 %24, 2, !dbg !224
  %38 = icmp eq i64 %37, %21, !dbg !224
  br i1 %38, label %39, label %22, !dbg !224, !llvm.loop !235

39:                                               ; preds = %22, %17
  %40 = phi i64 [ 0, %17 ], [ %36, %22 ]
  %41 = and i64 %14, 2, !dbg !224
  %42 = icmp eq i64 %41, 0, !dbg !224
  br i1 %42, label %49, label %43, !dbg !224

43:                                               ; preds = %39
    #dbg_value(i64 %40, !214, !DIExpression(), !222)
  %44 = getelementptr inbounds i8, ptr %3, i64 %40, !dbg !225
  %45 = load i8, ptr %44, align 1, !dbg !225, !tbaa !226
    #dbg_value(i8 %45, !216, !DIExpression(), !229)
  %46 = xor i64 %40, -1, !dbg !230
  %47 = getelementptr i8, ptr %18, i64 %46, !dbg !231
  %48 = load i8, ptr %47, align 1, !dbg !231, !tbaa !226
  store i8 %48, ptr %44, align 1, !dbg !232, !tbaa !226
  store i8 %45, ptr %47, align 1, !dbg !233, !tbaa !226
    #dbg_value(i64 %40, !214, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !222)
  br label %49, !dbg !238

49:                                               ; preds = %43, %39, %0
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, ptr noundef nonnull %3), !dbg !238
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef 1, i64 noundef 0), !dbg !239
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 1), !dbg !240
    #dbg_value(ptr @.str.6, !166, !DIExpression(), !188)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 4)), !dbg !241
  %50 = call ptr @strrchr(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 111) #14, !dbg !242
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, ptr noundef %50), !dbg !243
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 26)), !dbg !244
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1), !dbg !245
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 18), !dbg !246
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.6, i64 20)), !dbg !247
    #dbg_assign(i1 undef, !248, !DIExpression(), !186, ptr %1, !DIExpression(), !260)
    #dbg_value(ptr @.str.20, !253, !DIExpression(), !260)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #14, !dbg !262
  %51 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(31) @.str.20, i64 noundef 255) #14, !dbg !263
  %52 = getelementptr inbounds i8, ptr %1, i64 255, !dbg !264
  store i8 0, ptr %52, align 1, !dbg !265, !tbaa !226, !DIAssignID !266
    #dbg_assign(i8 0, !248, !DIExpression(DW_OP_LLVM_fragment, 2040, 8), !266, ptr %52, !DIExpression(), !260)
    #dbg_value(i32 0, !254, !DIExpression(), !260)
  %53 = call ptr @strtok(ptr noundef nonnull %1, ptr noundef nonnull @.str.37), !dbg !267
    #dbg_value(ptr %53, !255, !DIExpression(), !268)
  %54 = icmp eq ptr %53, null, !dbg !269
  br i1 %54, label %60, label %55, !dbg !269

55:                                               ; preds = %49, %55
  %56 = phi i32 [ %57, %55 ], [ 0, %49 ]
    #dbg_value(i32 %56, !254, !DIExpression(), !260)
  %57 = add nuw nsw i32 %56, 1, !dbg !270
    #dbg_value(i32 %57, !254, !DIExpression(), !260)
  %58 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.37), !dbg !272
    #dbg_value(ptr %58, !255, !DIExpression(), !268)
  %59 = icmp eq ptr %58, null, !dbg !269
  br i1 %59, label %60, label %55, !dbg !269, !llvm.loop !273

60:                                               ; preds = %55, %49
  %61 = phi i32 [ 0, %49 ], [ %57, %55 ], !dbg !260
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #14, !dbg !275
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i32 noundef %61), !dbg !276
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14, !dbg !277
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.m, i64 32, i1 false), !dbg !278, !DIAssignID !279
    #dbg_assign(i1 undef, !169, !DIExpression(), !279, ptr %4, !DIExpression(), !188)
  %62 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !280
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %62, ptr noundef nonnull align 16 dereferenceable(10) %4, i64 10, i1 false), !dbg !281, !DIAssignID !282
    #dbg_assign(i1 undef, !169, !DIExpression(DW_OP_LLVM_fragment, 40, 80), !282, ptr %62, !DIExpression(), !188)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %4), !dbg !283
  %63 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !284
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %4, ptr noundef nonnull align 1 dereferenceable(12) %63, i64 12, i1 false), !dbg !285, !DIAssignID !286
    #dbg_assign(i1 undef, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !286, ptr %4, !DIExpression(), !188)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull %4), !dbg !287
  %64 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !288
  store i32 707406378, ptr %64, align 2, !dbg !289, !DIAssignID !290
    #dbg_assign(i1 undef, !169, !DIExpression(DW_OP_LLVM_fragment, 16, 32), !290, ptr %64, !DIExpression(), !188)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull %4), !dbg !291
    #dbg_value(ptr poison, !173, !DIExpression(), !188)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef 37), !dbg !292
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #14, !dbg !293
  %65 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 128, ptr noundef @.str.25, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 7, double noundef 0x40C81CD6C8B43958, double noundef 3.141590e+00, ptr noundef nonnull @.str.26, i32 noundef 90), !dbg !294
    #dbg_value(i32 %65, !178, !DIExpression(), !188)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.27, i32 noundef %65, ptr noundef nonnull %5), !dbg !295
    #dbg_value(ptr %5, !296, !DIExpression(), !303)
    #dbg_value(i64 10, !301, !DIExpression(), !303)
    #dbg_value(ptr @.str.28, !302, !DIExpression(), !303)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(9) %5, ptr noundef nonnull align 1 dereferenceable(9) @.str.28, i64 9, i1 false), !dbg !305, !DIAssignID !306
    #dbg_assign(i1 undef, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 72), !306, ptr %5, !DIExpression(), !188)
  %66 = getelementptr inbounds i8, ptr %5, i64 9, !dbg !305
  store i8 0, ptr %66, align 1, !dbg !305, !DIAssignID !307
    #dbg_assign(i8 0, !174, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !307, ptr %66, !DIExpression(), !188)
    #dbg_value(i32 21, !178, !DIExpression(), !188)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.29, i32 noundef 21, ptr noundef nonnull %5), !dbg !308
  %67 = call i32 @atoi(ptr nocapture noundef nonnull @.str.31), !dbg !309
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.30, i32 noundef %67, i32 noundef 511, i32 noundef -559038737), !dbg !310
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14, !dbg !311
    #dbg_value(ptr @.str.34, !312, !DIExpression(), !322)
    #dbg_value(ptr %6, !321, !DIExpression(), !322)
  %68 = call double @__mingw_strtod(ptr noundef nonnull @.str.34, ptr noundef nonnull %6) #14, !dbg !324
    #dbg_value(double %68, !181, !DIExpression(), !188)
  %69 = load ptr, ptr %6, align 8, !dbg !325, !tbaa !326
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.35, double noundef %68, ptr noundef %69), !dbg !328
  %70 = call dereferenceable_or_null(44) ptr @malloc(i64 noundef 44) #15, !dbg !329
    #dbg_value(ptr %70, !183, !DIExpression(), !188)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(44) %70, ptr noundef nonnull align 1 dereferenceable(44) @.str.6, i64 44, i1 false) #14, !dbg !330
    #dbg_value(ptr %70, !184, !DIExpression(), !331)
  br label %72, !dbg !332

71:                                               ; preds = %79
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.36, ptr noundef nonnull %70), !dbg !333
  call void @free(ptr noundef %70), !dbg !334
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14, !dbg !335
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #14, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14, !dbg !335
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #14, !dbg !335
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #14, !dbg !335
  ret i32 0, !dbg !336

72:                                               ; preds = %60, %79
  %73 = phi i8 [ %81, %79 ], [ 116, %60 ]
  %74 = phi ptr [ %80, %79 ], [ %70, %60 ]
    #dbg_value(ptr %74, !184, !DIExpression(), !331)
  %75 = add i8 %73, -97, !dbg !337
  %76 = icmp ult i8 %75, 26, !dbg !337
  br i1 %76, label %77, label %79, !dbg !337

77:                                               ; preds = %72
  %78 = add nsw i8 %73, -32, !dbg !340
  store i8 %78, ptr %74, align 1, !dbg !341, !tbaa !226
  br label %79, !dbg !342

79:                                               ; preds = %72, %77
  %80 = getelementptr inbounds i8, ptr %74, i64 1, !dbg !343
    #dbg_value(ptr %80, !184, !DIExpression(), !331)
  %81 = load i8, ptr %80, align 1, !dbg !344, !tbaa !226
  %82 = icmp eq i8 %81, 0, !dbg !332
  br i1 %82, label %71, label %72, !dbg !332, !llvm.loop !345
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !347 dso_local ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 !dbg !352 {
  %2 = alloca ptr, align 8, !DIAssignID !361
    #dbg_assign(i1 undef, !359, !DIExpression(), !361, ptr %2, !DIExpression(), !362)
    #dbg_value(ptr %0, !357, !DIExpression(), !362)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14, !dbg !363
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !364
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14, !dbg !365
  %4 = load ptr, ptr %2, align 8, !dbg !366, !tbaa !326
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14, !dbg !367
    #dbg_value(i32 %5, !358, !DIExpression(), !362)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14, !dbg !369
  ret void, !dbg !370
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !371 dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !374 dso_local ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !377 dso_local ptr @strrchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: inlinehint nounwind uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) unnamed_addr #4 !dbg !380 {
  %4 = alloca ptr, align 8, !DIAssignID !389
    #dbg_assign(i1 undef, !388, !DIExpression(), !389, ptr %4, !DIExpression(), !390)
    #dbg_value(ptr %0, !384, !DIExpression(), !390)
    #dbg_value(i64 %1, !385, !DIExpression(), !390)
    #dbg_value(ptr %2, !386, !DIExpression(), !390)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14, !dbg !391
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !392
  %5 = load ptr, ptr %4, align 8, !dbg !393, !tbaa !326
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %5) #14, !dbg !394
    #dbg_value(i32 %6, !387, !DIExpression(), !390)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !395
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14, !dbg !396
  ret i32 %6, !dbg !397
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !398 dso_local i32 @atoi(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !399 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !402 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #10

; Function Attrs: nounwind
declare !dbg !405 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare !dbg !424 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !427 dso_local ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !428 dso_local ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #13

declare !dbg !429 dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #12

declare !dbg !432 dso_local double @__mingw_strtod(ptr noundef, ptr noundef) local_unnamed_addr #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { allocsize(0) }

!llvm.dbg.cu = !{!119}
!llvm.module.flags = !{!149, !150, !151, !152, !153, !154, !155}
!llvm.ident = !{!156}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/strings.c", directory: ".")
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
!119 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !120, globals: !124, splitDebugInlining: false, nameTableKind: None)
!120 = !{!121, !122, !123, !4}
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!123 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!124 = !{!0, !7, !12, !17, !22, !24, !29, !34, !39, !44, !125, !46, !127, !51, !132, !137, !139, !53, !141, !58, !63, !68, !73, !75, !77, !82, !87, !92, !94, !99, !101, !106, !143, !145, !108, !110, !115, !117, !147}
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !89, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 4)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 10)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !129, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !129, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !55, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!149 = !{i32 7, !"Dwarf Version", i32 4}
!150 = !{i32 2, !"Debug Info Version", i32 3}
!151 = !{i32 1, !"wchar_size", i32 2}
!152 = !{i32 8, !"PIC Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 1, !"MaxTLSAlign", i32 65536}
!155 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!156 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!157 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !158, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!123}
!160 = !{!161, !165, !166, !169, !173, !174, !178, !179, !181, !183, !184}
!161 = !DILocalVariable(name: "a", scope: !157, file: !2, line: 25, type: !162)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 64)
!165 = !DILocalVariable(name: "b", scope: !157, file: !2, line: 29, type: !162)
!166 = !DILocalVariable(name: "hay", scope: !157, file: !2, line: 35, type: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!169 = !DILocalVariable(name: "m", scope: !157, file: !2, line: 43, type: !170)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 32)
!173 = !DILocalVariable(name: "hit", scope: !157, file: !2, line: 50, type: !167)
!174 = !DILocalVariable(name: "out", scope: !157, file: !2, line: 52, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 128)
!178 = !DILocalVariable(name: "len", scope: !157, file: !2, line: 53, type: !123)
!179 = !DILocalVariable(name: "end", scope: !157, file: !2, line: 60, type: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!181 = !DILocalVariable(name: "d", scope: !157, file: !2, line: 61, type: !182)
!182 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!183 = !DILocalVariable(name: "dup", scope: !157, file: !2, line: 63, type: !180)
!184 = !DILocalVariable(name: "p", scope: !185, file: !2, line: 65, type: !180)
!185 = distinct !DILexicalBlock(scope: !157, file: !2, line: 65, column: 5)
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !157)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = !DILocation(line: 25, column: 5, scope: !157)
!194 = !DILocation(line: 25, column: 10, scope: !157)
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 26, column: 5, scope: !157)
!199 = !DILocation(line: 27, column: 5, scope: !157)
!200 = !DILocation(line: 28, column: 48, scope: !157)
!201 = !DILocation(line: 28, column: 38, scope: !157)
!202 = !DILocation(line: 28, column: 5, scope: !157)
!203 = !DILocation(line: 29, column: 5, scope: !157)
!204 = !DILocation(line: 30, column: 5, scope: !157)
!205 = !DILocalVariable(name: "s", arg: 1, scope: !206, file: !2, line: 6, type: !180)
!206 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 6, type: !207, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !180}
!209 = !{!205, !210, !214, !216}
!210 = !DILocalVariable(name: "n", scope: !206, file: !2, line: 7, type: !211)
!211 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !212, line: 35, baseType: !213)
!212 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!213 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!214 = !DILocalVariable(name: "i", scope: !215, file: !2, line: 8, type: !211)
!215 = distinct !DILexicalBlock(scope: !206, file: !2, line: 8, column: 5)
!216 = !DILocalVariable(name: "t", scope: !217, file: !2, line: 8, type: !4)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 8, column: 40)
!218 = distinct !DILexicalBlock(scope: !215, file: !2, line: 8, column: 5)
!219 = !DILocation(line: 0, scope: !206, inlinedAt: !220)
!220 = distinct !DILocation(line: 31, column: 5, scope: !157)
!221 = !DILocation(line: 7, column: 16, scope: !206, inlinedAt: !220)
!222 = !DILocation(line: 0, scope: !215, inlinedAt: !220)
!223 = !DILocation(line: 8, column: 26, scope: !218, inlinedAt: !220)
!224 = !DILocation(line: 8, column: 5, scope: !215, inlinedAt: !220)
!225 = !DILocation(line: 8, column: 51, scope: !217, inlinedAt: !220)
!226 = !{!227, !227, i64 0}
!227 = !{!"omnipotent char", !228, i64 0}
!228 = !{!"Simple C/C++ TBAA"}
!229 = !DILocation(line: 0, scope: !217, inlinedAt: !220)
!230 = !DILocation(line: 8, column: 72, scope: !217, inlinedAt: !220)
!231 = !DILocation(line: 8, column: 64, scope: !217, inlinedAt: !220)
!232 = !DILocation(line: 8, column: 62, scope: !217, inlinedAt: !220)
!233 = !DILocation(line: 8, column: 91, scope: !217, inlinedAt: !220)
!234 = !DILocation(line: 8, column: 36, scope: !218, inlinedAt: !220)
!235 = distinct !{!235, !224, !236, !237}
!236 = !DILocation(line: 8, column: 96, scope: !215, inlinedAt: !220)
!237 = !{!"llvm.loop.mustprogress"}
!238 = !DILocation(line: 32, column: 5, scope: !157)
!239 = !DILocation(line: 33, column: 5, scope: !157)
!240 = !DILocation(line: 34, column: 5, scope: !157)
!241 = !DILocation(line: 36, column: 5, scope: !157)
!242 = !DILocation(line: 37, column: 30, scope: !157)
!243 = !DILocation(line: 37, column: 5, scope: !157)
!244 = !DILocation(line: 38, column: 5, scope: !157)
!245 = !DILocation(line: 39, column: 5, scope: !157)
!246 = !DILocation(line: 40, column: 5, scope: !157)
!247 = !DILocation(line: 41, column: 5, scope: !157)
!248 = !DILocalVariable(name: "buf", scope: !249, file: !2, line: 12, type: !257)
!249 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 11, type: !250, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!123, !167}
!252 = !{!253, !248, !254, !255}
!253 = !DILocalVariable(name: "s", arg: 1, scope: !249, file: !2, line: 11, type: !167)
!254 = !DILocalVariable(name: "n", scope: !249, file: !2, line: 15, type: !123)
!255 = !DILocalVariable(name: "tok", scope: !256, file: !2, line: 16, type: !180)
!256 = distinct !DILexicalBlock(scope: !249, file: !2, line: 16, column: 5)
!257 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !258)
!258 = !{!259}
!259 = !DISubrange(count: 256)
!260 = !DILocation(line: 0, scope: !249, inlinedAt: !261)
!261 = distinct !DILocation(line: 42, column: 28, scope: !157)
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
!273 = distinct !{!273, !269, !274, !237}
!274 = !DILocation(line: 16, column: 74, scope: !256, inlinedAt: !261)
!275 = !DILocation(line: 18, column: 1, scope: !249, inlinedAt: !261)
!276 = !DILocation(line: 42, column: 5, scope: !157)
!277 = !DILocation(line: 43, column: 5, scope: !157)
!278 = !DILocation(line: 43, column: 10, scope: !157)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 44, column: 15, scope: !157)
!281 = !DILocation(line: 44, column: 5, scope: !157)
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 45, column: 5, scope: !157)
!284 = !DILocation(line: 46, column: 18, scope: !157)
!285 = !DILocation(line: 46, column: 5, scope: !157)
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 47, column: 5, scope: !157)
!288 = !DILocation(line: 48, column: 14, scope: !157)
!289 = !DILocation(line: 48, column: 5, scope: !157)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 49, column: 5, scope: !157)
!292 = !DILocation(line: 51, column: 5, scope: !157)
!293 = !DILocation(line: 52, column: 5, scope: !157)
!294 = !DILocation(line: 53, column: 15, scope: !157)
!295 = !DILocation(line: 55, column: 5, scope: !157)
!296 = !DILocalVariable(name: "out", arg: 1, scope: !297, file: !2, line: 20, type: !180)
!297 = distinct !DISubprogram(name: "bounded", scope: !2, file: !2, line: 20, type: !298, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{!123, !180, !211, !167}
!300 = !{!296, !301, !302}
!301 = !DILocalVariable(name: "n", arg: 2, scope: !297, file: !2, line: 20, type: !211)
!302 = !DILocalVariable(name: "s", arg: 3, scope: !297, file: !2, line: 20, type: !167)
!303 = !DILocation(line: 0, scope: !297, inlinedAt: !304)
!304 = distinct !DILocation(line: 56, column: 11, scope: !157)
!305 = !DILocation(line: 20, column: 65, scope: !297, inlinedAt: !304)
!306 = distinct !DIAssignID()
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 57, column: 5, scope: !157)
!309 = !DILocation(line: 58, column: 58, scope: !157)
!310 = !DILocation(line: 58, column: 5, scope: !157)
!311 = !DILocation(line: 60, column: 5, scope: !157)
!312 = !DILocalVariable(name: "_Str", arg: 1, scope: !313, file: !314, line: 484, type: !317)
!313 = distinct !DISubprogram(name: "strtod", scope: !314, file: !314, line: 484, type: !315, scopeLine: 485, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !320)
!314 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!315 = !DISubroutineType(cc: DW_CC_nocall, types: !316)
!316 = !{!182, !317, !318}
!317 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!318 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!320 = !{!312, !321}
!321 = !DILocalVariable(name: "_EndPtr", arg: 2, scope: !313, file: !314, line: 484, type: !318)
!322 = !DILocation(line: 0, scope: !313, inlinedAt: !323)
!323 = distinct !DILocation(line: 61, column: 16, scope: !157)
!324 = !DILocation(line: 487, column: 10, scope: !313, inlinedAt: !323)
!325 = !DILocation(line: 62, column: 44, scope: !157)
!326 = !{!327, !327, i64 0}
!327 = !{!"any pointer", !227, i64 0}
!328 = !DILocation(line: 62, column: 5, scope: !157)
!329 = !DILocation(line: 63, column: 17, scope: !157)
!330 = !DILocation(line: 64, column: 5, scope: !157)
!331 = !DILocation(line: 0, scope: !185)
!332 = !DILocation(line: 65, column: 5, scope: !185)
!333 = !DILocation(line: 66, column: 5, scope: !157)
!334 = !DILocation(line: 67, column: 5, scope: !157)
!335 = !DILocation(line: 69, column: 1, scope: !157)
!336 = !DILocation(line: 68, column: 5, scope: !157)
!337 = !DILocation(line: 65, column: 48, scope: !338)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 65, column: 38)
!339 = distinct !DILexicalBlock(scope: !185, file: !2, line: 65, column: 5)
!340 = !DILocation(line: 65, column: 83, scope: !338)
!341 = !DILocation(line: 65, column: 65, scope: !338)
!342 = !DILocation(line: 65, column: 62, scope: !338)
!343 = !DILocation(line: 65, column: 30, scope: !339)
!344 = !DILocation(line: 65, column: 25, scope: !339)
!345 = distinct !{!345, !332, !346, !237}
!346 = !DILocation(line: 65, column: 88, scope: !185)
!347 = !DISubprogram(name: "strncat", scope: !348, file: !348, line: 85, type: !349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!349 = !DISubroutineType(types: !350)
!350 = !{!180, !351, !317, !211}
!351 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!352 = distinct !DISubprogram(name: "printf", scope: !353, file: !353, line: 368, type: !354, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !356)
!353 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!354 = !DISubroutineType(cc: DW_CC_nocall, types: !355)
!355 = !{!123, !167, null}
!356 = !{!357, !358, !359}
!357 = !DILocalVariable(name: "__format", arg: 1, scope: !352, file: !353, line: 368, type: !167)
!358 = !DILocalVariable(name: "__retval", scope: !352, file: !353, line: 370, type: !123)
!359 = !DILocalVariable(name: "__local_argv", scope: !352, file: !353, line: 371, type: !360)
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !180)
!361 = distinct !DIAssignID()
!362 = !DILocation(line: 0, scope: !352)
!363 = !DILocation(line: 371, column: 3, scope: !352)
!364 = !DILocation(line: 371, column: 35, scope: !352)
!365 = !DILocation(line: 372, column: 32, scope: !352)
!366 = !DILocation(line: 372, column: 50, scope: !352)
!367 = !DILocation(line: 372, column: 14, scope: !352)
!368 = !DILocation(line: 373, column: 3, scope: !352)
!369 = !DILocation(line: 375, column: 1, scope: !352)
!370 = !DILocation(line: 374, column: 3, scope: !352)
!371 = !DISubprogram(name: "strlen", scope: !348, file: !348, line: 64, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!213, !167}
!374 = !DISubprogram(name: "strcpy", scope: !348, file: !348, line: 61, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!180, !351, !317}
!377 = !DISubprogram(name: "strrchr", scope: !348, file: !348, line: 93, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!180, !167, !123}
!380 = distinct !DISubprogram(name: "snprintf", scope: !353, file: !353, line: 451, type: !381, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !119, retainedNodes: !383)
!381 = !DISubroutineType(types: !382)
!382 = !{!123, !180, !211, !167, null}
!383 = !{!384, !385, !386, !387, !388}
!384 = !DILocalVariable(name: "__stream", arg: 1, scope: !380, file: !353, line: 451, type: !180)
!385 = !DILocalVariable(name: "__n", arg: 2, scope: !380, file: !353, line: 451, type: !211)
!386 = !DILocalVariable(name: "__format", arg: 3, scope: !380, file: !353, line: 451, type: !167)
!387 = !DILocalVariable(name: "__retval", scope: !380, file: !353, line: 453, type: !123)
!388 = !DILocalVariable(name: "__local_argv", scope: !380, file: !353, line: 454, type: !360)
!389 = distinct !DIAssignID()
!390 = !DILocation(line: 0, scope: !380)
!391 = !DILocation(line: 454, column: 3, scope: !380)
!392 = !DILocation(line: 454, column: 35, scope: !380)
!393 = !DILocation(line: 455, column: 58, scope: !380)
!394 = !DILocation(line: 455, column: 14, scope: !380)
!395 = !DILocation(line: 456, column: 3, scope: !380)
!396 = !DILocation(line: 458, column: 1, scope: !380)
!397 = !DILocation(line: 457, column: 3, scope: !380)
!398 = !DISubprogram(name: "atoi", scope: !314, file: !314, line: 434, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubprogram(name: "malloc", scope: !314, file: !314, line: 537, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!122, !211}
!402 = !DISubprogram(name: "free", scope: !314, file: !314, line: 536, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{null, !122}
!405 = !DISubprogram(name: "__mingw_vfprintf", scope: !353, file: !353, line: 193, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!123, !408, !317, !421}
!408 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !409)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !353, line: 47, baseType: !411)
!411 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !353, line: 33, size: 384, align: 64, elements: !412)
!412 = !{!413, !414, !415, !416, !417, !418, !419, !420}
!413 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !411, file: !353, line: 37, baseType: !180, size: 64)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !411, file: !353, line: 38, baseType: !123, size: 32, offset: 64)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !411, file: !353, line: 39, baseType: !180, size: 64, offset: 128)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !411, file: !353, line: 40, baseType: !123, size: 32, offset: 192)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !411, file: !353, line: 41, baseType: !123, size: 32, offset: 224)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !411, file: !353, line: 42, baseType: !123, size: 32, offset: 256)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !411, file: !353, line: 43, baseType: !123, size: 32, offset: 288)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !411, file: !353, line: 44, baseType: !180, size: 64, offset: 320)
!421 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !422, line: 31, baseType: !423)
!422 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !422, line: 24, baseType: !360)
!424 = !DISubprogram(name: "__acrt_iob_func", scope: !353, file: !353, line: 93, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!409, !121}
!427 = !DISubprogram(name: "strncpy", scope: !348, file: !348, line: 89, type: !349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubprogram(name: "strtok", scope: !348, file: !348, line: 97, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubprogram(name: "__mingw_vsnprintf", scope: !353, file: !353, line: 177, type: !430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{!123, !351, !211, !317, !421}
!432 = !DISubprogram(name: "__mingw_strtod", scope: !314, file: !314, line: 486, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !316)
