; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"len %u %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1, !dbg !12
@.str.8 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1, !dbg !17
@.str.9 = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !22
@.str.10 = private unnamed_addr constant [6 x i8] c"World\00", align 1, !dbg !27
@.str.11 = private unnamed_addr constant [11 x i8] c"bases: %s \00", align 1, !dbg !29
@.str.12 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !31
@.str.14 = private unnamed_addr constant [10 x i8] c"words %d\0A\00", align 1, !dbg !36
@.str.15 = private unnamed_addr constant [28 x i8] c"  one two\09three\0Afour  five \00", align 1, !dbg !41
@.str.16 = private unnamed_addr constant [7 x i8] c"copied\00", align 1, !dbg !46
@.str.17 = private unnamed_addr constant [21 x i8] c"memcmp %d strchr %s\0A\00", align 1, !dbg !51
@.str.18 = private unnamed_addr constant [23 x i8] c"pangram %d o-count %d\0A\00", align 1, !dbg !56
@utoa_base.digits = internal unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 16, !dbg !61

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca [70 x i8], align 16
  %3 = alloca [32 x i8], align 16
  %4 = alloca [26 x i32], align 16
  %5 = alloca [64 x i8], align 16
    #dbg_value(ptr @.str, !113, !DIExpression(), !143)
    #dbg_value(ptr @.str, !144, !DIExpression(), !150)
    #dbg_value(ptr poison, !149, !DIExpression(), !150)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 43, i32 noundef 43), !dbg !152
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef -1), !dbg !153
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5, !dbg !154
    #dbg_declare(ptr %1, !115, !DIExpression(), !155)
    #dbg_value(ptr %1, !156, !DIExpression(), !163)
    #dbg_value(ptr @.str.8, !161, !DIExpression(), !163)
    #dbg_value(ptr %1, !162, !DIExpression(), !163)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !dbg !165, !tbaa !166
    #dbg_value(ptr poison, !156, !DIExpression(), !163)
    #dbg_value(ptr poison, !161, !DIExpression(), !163)
  br label %8, !dbg !169

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ], !dbg !176
    #dbg_value(ptr %9, !149, !DIExpression(), !177)
  %10 = load i8, ptr %9, align 1, !dbg !178, !tbaa !166
  %11 = icmp eq i8 %10, 0, !dbg !169
  %12 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !179
    #dbg_value(ptr %12, !149, !DIExpression(), !177)
  br i1 %11, label %13, label %8, !dbg !169, !llvm.loop !180

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64, !dbg !182
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !183)
    #dbg_value(ptr @.str.9, !161, !DIExpression(), !183)
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !162, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !183)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !dbg !185, !tbaa !166
    #dbg_value(ptr poison, !156, !DIExpression(), !183)
    #dbg_value(ptr poison, !161, !DIExpression(), !183)
  br label %15, !dbg !186

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ], !dbg !189
    #dbg_value(ptr %16, !149, !DIExpression(), !190)
  %17 = load i8, ptr %16, align 1, !dbg !191, !tbaa !166
  %18 = icmp eq i8 %17, 0, !dbg !186
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !192
    #dbg_value(ptr %19, !149, !DIExpression(), !190)
  br i1 %18, label %20, label %15, !dbg !186, !llvm.loop !193

20:                                               ; preds = %15
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !194)
    #dbg_value(ptr @.str.10, !161, !DIExpression(), !194)
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !162, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !194)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !dbg !196, !tbaa !166
    #dbg_value(ptr poison, !156, !DIExpression(), !194)
    #dbg_value(ptr poison, !161, !DIExpression(), !194)
  %21 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !197
    #dbg_value(ptr %1, !198, !DIExpression(), !208)
    #dbg_value(ptr %1, !144, !DIExpression(), !210)
    #dbg_value(ptr %1, !149, !DIExpression(), !210)
  br label %22, !dbg !212

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ], !dbg !213
    #dbg_value(ptr %23, !149, !DIExpression(), !210)
  %24 = load i8, ptr %23, align 1, !dbg !214, !tbaa !166
  %25 = icmp eq i8 %24, 0, !dbg !212
  %26 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !215
    #dbg_value(ptr %26, !149, !DIExpression(), !210)
  br i1 %25, label %27, label %22, !dbg !212, !llvm.loop !216

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64, !dbg !217
  %29 = sub i64 %28, %14, !dbg !217
  %30 = getelementptr inbounds i8, ptr %1, i64 %29, !dbg !218
    #dbg_value(ptr %30, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !219)
  %31 = getelementptr inbounds i8, ptr %30, i64 -1, !dbg !220
  %32 = icmp ugt ptr %31, %1, !dbg !221
  br i1 %32, label %33, label %41, !dbg !222

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
    #dbg_value(ptr %35, !198, !DIExpression(), !208)
  %36 = load i8, ptr %35, align 1, !dbg !223, !tbaa !166
    #dbg_value(i8 %36, !205, !DIExpression(), !224)
  %37 = load i8, ptr %34, align 1, !dbg !225, !tbaa !166
  store i8 %37, ptr %35, align 1, !dbg !226, !tbaa !166
  store i8 %36, ptr %34, align 1, !dbg !227, !tbaa !166
  %38 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !228
    #dbg_value(ptr %38, !198, !DIExpression(), !208)
    #dbg_value(ptr %34, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !219)
  %39 = getelementptr inbounds i8, ptr %34, i64 -1, !dbg !220
    #dbg_value(ptr %39, !203, !DIExpression(), !219)
  %40 = icmp ult ptr %38, %39, !dbg !221
  br i1 %40, label %33, label %41, !dbg !222, !llvm.loop !229

41:                                               ; preds = %33, %27
  %42 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !231
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5, !dbg !232
    #dbg_declare(ptr %2, !119, !DIExpression(), !233)
    #dbg_value(ptr %2, !95, !DIExpression(), !234)
    #dbg_value(i32 2, !96, !DIExpression(), !234)
    #dbg_value(ptr %2, !97, !DIExpression(), !234)
    #dbg_value(i64 255, !94, !DIExpression(), !234)
  %43 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !236
    #dbg_value(ptr %43, !97, !DIExpression(), !234)
    #dbg_value(i64 127, !94, !DIExpression(), !234)
  %44 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !236
    #dbg_value(ptr %44, !97, !DIExpression(), !234)
    #dbg_value(i64 63, !94, !DIExpression(), !234)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !234)
    #dbg_value(i64 31, !94, !DIExpression(), !234)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !234)
    #dbg_value(i64 15, !94, !DIExpression(), !234)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !234)
    #dbg_value(i64 7, !94, !DIExpression(), !234)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !234)
    #dbg_value(i64 3, !94, !DIExpression(), !234)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !234)
    #dbg_value(i64 1, !94, !DIExpression(), !234)
  %45 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !236
    #dbg_value(ptr %45, !97, !DIExpression(), !234)
    #dbg_value(i64 0, !94, !DIExpression(), !234)
  store i64 3544668469065756977, ptr %2, align 16, !dbg !238
  store i8 0, ptr %45, align 8, !dbg !239, !tbaa !166
    #dbg_value(ptr %2, !198, !DIExpression(), !240)
    #dbg_value(ptr %2, !144, !DIExpression(), !242)
    #dbg_value(ptr %2, !149, !DIExpression(), !242)
  br label %46, !dbg !244

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %2, %41 ], [ %50, %46 ], !dbg !245
    #dbg_value(ptr %47, !149, !DIExpression(), !242)
  %48 = load i8, ptr %47, align 1, !dbg !246, !tbaa !166
  %49 = icmp eq i8 %48, 0, !dbg !244
  %50 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !247
    #dbg_value(ptr %50, !149, !DIExpression(), !242)
  br i1 %49, label %51, label %46, !dbg !244, !llvm.loop !248

51:                                               ; preds = %46
  %52 = ptrtoint ptr %47 to i64, !dbg !249
  %53 = ptrtoint ptr %2 to i64, !dbg !249
  %54 = sub i64 %52, %53, !dbg !249
  %55 = getelementptr inbounds i8, ptr %2, i64 %54, !dbg !250
    #dbg_value(ptr %55, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !251)
  %56 = getelementptr inbounds i8, ptr %55, i64 -1, !dbg !252
  %57 = icmp ugt ptr %56, %2, !dbg !253
  br i1 %57, label %58, label %66, !dbg !254

58:                                               ; preds = %51, %58
  %59 = phi ptr [ %64, %58 ], [ %56, %51 ]
  %60 = phi ptr [ %63, %58 ], [ %2, %51 ]
    #dbg_value(ptr %60, !198, !DIExpression(), !240)
  %61 = load i8, ptr %60, align 1, !dbg !255, !tbaa !166
    #dbg_value(i8 %61, !205, !DIExpression(), !256)
  %62 = load i8, ptr %59, align 1, !dbg !257, !tbaa !166
  store i8 %62, ptr %60, align 1, !dbg !258, !tbaa !166
  store i8 %61, ptr %59, align 1, !dbg !259, !tbaa !166
  %63 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !260
    #dbg_value(ptr %63, !198, !DIExpression(), !240)
    #dbg_value(ptr %59, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !251)
  %64 = getelementptr inbounds i8, ptr %59, i64 -1, !dbg !252
    #dbg_value(ptr %64, !203, !DIExpression(), !251)
  %65 = icmp ult ptr %63, %64, !dbg !253
  br i1 %65, label %58, label %66, !dbg !254, !llvm.loop !261

66:                                               ; preds = %58, %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2), !dbg !263
    #dbg_value(ptr %2, !95, !DIExpression(), !264)
    #dbg_value(i32 16, !96, !DIExpression(), !264)
    #dbg_value(i64 255, !94, !DIExpression(), !264)
    #dbg_value(ptr %43, !97, !DIExpression(), !264)
  store i8 102, ptr %2, align 16, !dbg !266, !tbaa !166
    #dbg_value(i64 15, !94, !DIExpression(), !264)
    #dbg_value(ptr %44, !97, !DIExpression(), !264)
  store i8 102, ptr %43, align 1, !dbg !266, !tbaa !166
    #dbg_value(i64 0, !94, !DIExpression(), !264)
  store i8 0, ptr %44, align 2, !dbg !267, !tbaa !166
    #dbg_value(ptr %2, !198, !DIExpression(), !268)
    #dbg_value(ptr %2, !144, !DIExpression(), !270)
    #dbg_value(ptr %2, !149, !DIExpression(), !270)
  br label %68, !dbg !272

68:                                               ; preds = %66, %68
  %69 = phi ptr [ %2, %66 ], [ %70, %68 ]
    #dbg_value(ptr %69, !149, !DIExpression(), !270)
  %70 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !273
    #dbg_value(ptr %70, !149, !DIExpression(), !270)
  %71 = load i8, ptr %70, align 1, !dbg !274, !tbaa !166
  %72 = icmp eq i8 %71, 0, !dbg !272
    #dbg_value(ptr %70, !149, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !270)
  br i1 %72, label %73, label %68, !dbg !272, !llvm.loop !275

73:                                               ; preds = %68
  %74 = ptrtoint ptr %70 to i64, !dbg !276
  %75 = sub i64 %74, %53, !dbg !276
  %76 = getelementptr inbounds i8, ptr %2, i64 %75, !dbg !277
    #dbg_value(ptr %76, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !278)
  %77 = getelementptr inbounds i8, ptr %76, i64 -1, !dbg !279
  %78 = icmp ugt ptr %77, %2, !dbg !280
  br i1 %78, label %79, label %87, !dbg !281

79:                                               ; preds = %73, %79
  %80 = phi ptr [ %85, %79 ], [ %77, %73 ]
  %81 = phi ptr [ %84, %79 ], [ %2, %73 ]
    #dbg_value(ptr %81, !198, !DIExpression(), !268)
  %82 = load i8, ptr %81, align 1, !dbg !282, !tbaa !166
    #dbg_value(i8 %82, !205, !DIExpression(), !283)
  %83 = load i8, ptr %80, align 1, !dbg !284, !tbaa !166
  store i8 %83, ptr %81, align 1, !dbg !285, !tbaa !166
  store i8 %82, ptr %80, align 1, !dbg !286, !tbaa !166
  %84 = getelementptr inbounds i8, ptr %81, i64 1, !dbg !287
    #dbg_value(ptr %84, !198, !DIExpression(), !268)
    #dbg_value(ptr %80, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !278)
  %85 = getelementptr inbounds i8, ptr %80, i64 -1, !dbg !279
    #dbg_value(ptr %85, !203, !DIExpression(), !278)
  %86 = icmp ult ptr %84, %85, !dbg !280
  br i1 %86, label %79, label %87, !dbg !281, !llvm.loop !288

87:                                               ; preds = %79, %73
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !290
    #dbg_value(ptr %2, !95, !DIExpression(), !291)
    #dbg_value(i32 36, !96, !DIExpression(), !291)
    #dbg_value(i64 1234567890123, !94, !DIExpression(), !291)
    #dbg_value(ptr %43, !97, !DIExpression(), !291)
    #dbg_value(i64 34293552503, !94, !DIExpression(), !291)
    #dbg_value(ptr %44, !97, !DIExpression(), !291)
    #dbg_value(i64 952598680, !94, !DIExpression(), !291)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !291)
    #dbg_value(i64 26461074, !94, !DIExpression(), !291)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !291)
    #dbg_value(i64 735029, !94, !DIExpression(), !291)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !291)
    #dbg_value(i64 20417, !94, !DIExpression(), !291)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !291)
    #dbg_value(i64 567, !94, !DIExpression(), !291)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !291)
    #dbg_value(i64 15, !94, !DIExpression(), !291)
    #dbg_value(ptr %45, !97, !DIExpression(), !291)
  store <8 x i8> <i8 102, i8 110, i8 103, i8 117, i8 104, i8 53, i8 114, i8 102>, ptr %2, align 16, !dbg !293, !tbaa !166
    #dbg_value(i64 0, !94, !DIExpression(), !291)
  store i8 0, ptr %45, align 8, !dbg !294, !tbaa !166
    #dbg_value(ptr %2, !198, !DIExpression(), !295)
    #dbg_value(ptr %2, !144, !DIExpression(), !297)
    #dbg_value(ptr %2, !149, !DIExpression(), !297)
  br label %89, !dbg !299

89:                                               ; preds = %89, %87
  %90 = phi ptr [ %2, %87 ], [ %93, %89 ], !dbg !300
    #dbg_value(ptr %90, !149, !DIExpression(), !297)
  %91 = load i8, ptr %90, align 1, !dbg !301, !tbaa !166
  %92 = icmp eq i8 %91, 0, !dbg !299
  %93 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !302
    #dbg_value(ptr %93, !149, !DIExpression(), !297)
  br i1 %92, label %94, label %89, !dbg !299, !llvm.loop !303

94:                                               ; preds = %89
  %95 = ptrtoint ptr %90 to i64, !dbg !304
  %96 = sub i64 %95, %53, !dbg !304
  %97 = getelementptr inbounds i8, ptr %2, i64 %96, !dbg !305
    #dbg_value(ptr %97, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !306)
  %98 = getelementptr inbounds i8, ptr %97, i64 -1, !dbg !307
  %99 = icmp ugt ptr %98, %2, !dbg !308
  br i1 %99, label %100, label %108, !dbg !309

100:                                              ; preds = %94, %100
  %101 = phi ptr [ %106, %100 ], [ %98, %94 ]
  %102 = phi ptr [ %105, %100 ], [ %2, %94 ]
    #dbg_value(ptr %102, !198, !DIExpression(), !295)
  %103 = load i8, ptr %102, align 1, !dbg !310, !tbaa !166
    #dbg_value(i8 %103, !205, !DIExpression(), !311)
  %104 = load i8, ptr %101, align 1, !dbg !312, !tbaa !166
  store i8 %104, ptr %102, align 1, !dbg !313, !tbaa !166
  store i8 %103, ptr %101, align 1, !dbg !314, !tbaa !166
  %105 = getelementptr inbounds i8, ptr %102, i64 1, !dbg !315
    #dbg_value(ptr %105, !198, !DIExpression(), !295)
    #dbg_value(ptr %101, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !306)
  %106 = getelementptr inbounds i8, ptr %101, i64 -1, !dbg !307
    #dbg_value(ptr %106, !203, !DIExpression(), !306)
  %107 = icmp ult ptr %105, %106, !dbg !308
  br i1 %107, label %100, label %108, !dbg !309, !llvm.loop !316

108:                                              ; preds = %100, %94
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !318
    #dbg_value(i64 -1, !94, !DIExpression(), !319)
    #dbg_value(ptr %2, !95, !DIExpression(), !319)
    #dbg_value(i32 10, !96, !DIExpression(), !319)
    #dbg_value(ptr %2, !97, !DIExpression(), !319)
  br label %110, !dbg !321

110:                                              ; preds = %110, %108
  %111 = phi i64 [ -1, %108 ], [ %124, %110 ]
  %112 = phi i64 [ 0, %108 ], [ %123, %110 ]
  %113 = getelementptr inbounds i8, ptr %2, i64 %112, !dbg !322
    #dbg_value(ptr %113, !97, !DIExpression(), !319)
    #dbg_value(i64 %111, !94, !DIExpression(), !319)
  %114 = urem i64 %111, 10, !dbg !322
  %115 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %114, !dbg !323
  %116 = load i8, ptr %115, align 1, !dbg !323, !tbaa !166
  %117 = or disjoint i64 %112, 1, !dbg !324
    #dbg_value(!DIArgList(ptr %2, i64 %117), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !319)
  store i8 %116, ptr %113, align 2, !dbg !325, !tbaa !166
  %118 = udiv i64 %111, 10, !dbg !326
    #dbg_value(i64 %118, !94, !DIExpression(), !319)
  %119 = getelementptr inbounds i8, ptr %2, i64 %117, !dbg !322
    #dbg_value(ptr %119, !97, !DIExpression(), !319)
  %120 = urem i64 %118, 10, !dbg !322
  %121 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %120, !dbg !323
  %122 = load i8, ptr %121, align 1, !dbg !323, !tbaa !166
  %123 = add nuw nsw i64 %112, 2, !dbg !324
    #dbg_value(!DIArgList(ptr %2, i64 %123), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !319)
  store i8 %122, ptr %119, align 1, !dbg !325, !tbaa !166
  %124 = udiv i64 %111, 100, !dbg !326
    #dbg_value(i64 %124, !94, !DIExpression(), !319)
  %125 = icmp eq i64 %112, 18, !dbg !327
  br i1 %125, label %126, label %110, !dbg !327, !llvm.loop !328

126:                                              ; preds = %110
  %127 = getelementptr inbounds i8, ptr %2, i64 %123, !dbg !325
    #dbg_value(ptr %127, !97, !DIExpression(), !319)
  store i8 0, ptr %127, align 1, !dbg !330, !tbaa !166
    #dbg_value(ptr %2, !198, !DIExpression(), !331)
    #dbg_value(ptr %2, !144, !DIExpression(), !333)
    #dbg_value(ptr %2, !149, !DIExpression(), !333)
  br label %128, !dbg !335

128:                                              ; preds = %128, %126
  %129 = phi ptr [ %2, %126 ], [ %132, %128 ], !dbg !336
    #dbg_value(ptr %129, !149, !DIExpression(), !333)
  %130 = load i8, ptr %129, align 1, !dbg !337, !tbaa !166
  %131 = icmp eq i8 %130, 0, !dbg !335
  %132 = getelementptr inbounds i8, ptr %129, i64 1, !dbg !338
    #dbg_value(ptr %132, !149, !DIExpression(), !333)
  br i1 %131, label %133, label %128, !dbg !335, !llvm.loop !339

133:                                              ; preds = %128
  %134 = ptrtoint ptr %129 to i64, !dbg !340
  %135 = sub i64 %134, %53, !dbg !340
  %136 = getelementptr inbounds i8, ptr %2, i64 %135, !dbg !341
    #dbg_value(ptr %136, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !342)
  %137 = getelementptr inbounds i8, ptr %136, i64 -1, !dbg !343
  %138 = icmp ugt ptr %137, %2, !dbg !344
  br i1 %138, label %139, label %147, !dbg !345

139:                                              ; preds = %133, %139
  %140 = phi ptr [ %145, %139 ], [ %137, %133 ]
  %141 = phi ptr [ %144, %139 ], [ %2, %133 ]
    #dbg_value(ptr %141, !198, !DIExpression(), !331)
  %142 = load i8, ptr %141, align 1, !dbg !346, !tbaa !166
    #dbg_value(i8 %142, !205, !DIExpression(), !347)
  %143 = load i8, ptr %140, align 1, !dbg !348, !tbaa !166
  store i8 %143, ptr %141, align 1, !dbg !349, !tbaa !166
  store i8 %142, ptr %140, align 1, !dbg !350, !tbaa !166
  %144 = getelementptr inbounds i8, ptr %141, i64 1, !dbg !351
    #dbg_value(ptr %144, !198, !DIExpression(), !331)
    #dbg_value(ptr %140, !203, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !342)
  %145 = getelementptr inbounds i8, ptr %140, i64 -1, !dbg !343
    #dbg_value(ptr %145, !203, !DIExpression(), !342)
  %146 = icmp ult ptr %144, %145, !dbg !344
  br i1 %146, label %139, label %147, !dbg !345, !llvm.loop !352

147:                                              ; preds = %139, %133
  %148 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !354
    #dbg_value(ptr @.str.15, !355, !DIExpression(), !366)
    #dbg_value(i32 0, !360, !DIExpression(), !366)
    #dbg_value(i32 0, !361, !DIExpression(), !366)
  br label %149, !dbg !368

149:                                              ; preds = %156, %147
  %150 = phi i32 [ 0, %147 ], [ %160, %156 ], !dbg !369
  %151 = phi i1 [ false, %147 ], [ %157, %156 ], !dbg !366
  %152 = phi ptr [ @.str.15, %147 ], [ %161, %156 ]
  %153 = xor i1 %151, true, !dbg !370
    #dbg_value(ptr %152, !355, !DIExpression(), !366)
    #dbg_value(i1 %151, !361, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !366)
    #dbg_value(i32 %150, !360, !DIExpression(), !366)
  %154 = load i8, ptr %152, align 1, !dbg !370, !tbaa !166
  switch i8 %154, label %155 [
    i8 0, label %162
    i8 32, label %156
    i8 9, label %156
    i8 10, label %156
  ], !dbg !371

155:                                              ; preds = %149
  br label %156, !dbg !372

156:                                              ; preds = %155, %149, %149, %149
  %157 = phi i1 [ true, %155 ], [ false, %149 ], [ false, %149 ], [ false, %149 ]
    #dbg_value(i1 poison, !362, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !373)
  %158 = and i1 %157, %153, !dbg !374
  %159 = zext i1 %158 to i32, !dbg !374
  %160 = add nuw nsw i32 %150, %159, !dbg !374
    #dbg_value(i32 %160, !360, !DIExpression(), !366)
    #dbg_value(i1 %157, !361, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !366)
  %161 = getelementptr inbounds i8, ptr %152, i64 1, !dbg !376
    #dbg_value(ptr %161, !355, !DIExpression(), !366)
  br label %149, !dbg !377, !llvm.loop !378

162:                                              ; preds = %149
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150), !dbg !380
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !381
    #dbg_declare(ptr %3, !123, !DIExpression(), !382)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(31) %3, i8 45, i64 31, i1 false), !dbg !383
  %164 = getelementptr inbounds i8, ptr %3, i64 31, !dbg !384
  store i8 0, ptr %164, align 1, !dbg !385, !tbaa !166
  %165 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %165, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false), !dbg !387
  %166 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !388
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20)), !dbg !389
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5, !dbg !390
    #dbg_declare(ptr %4, !127, !DIExpression(), !391)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %4, i8 0, i64 104, i1 false), !dbg !391
    #dbg_value(ptr @.str, !131, !DIExpression(), !392)
  br label %168, !dbg !393

168:                                              ; preds = %191, %162
  %169 = phi i8 [ 116, %162 ], [ %194, %191 ]
  %170 = phi i64 [ 0, %162 ], [ %192, %191 ]
    #dbg_value(!DIArgList(ptr @.str, i64 %170), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !392)
  %171 = add i8 %169, -97, !dbg !394
  %172 = icmp ult i8 %171, 26, !dbg !394
  br i1 %172, label %173, label %178, !dbg !394

173:                                              ; preds = %168
  %174 = zext nneg i8 %171 to i64, !dbg !397
  %175 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %174, !dbg !398
  %176 = load i32, ptr %175, align 4, !dbg !399, !tbaa !400
  %177 = add nsw i32 %176, 1, !dbg !399
  store i32 %177, ptr %175, align 4, !dbg !399, !tbaa !400
  br label %178, !dbg !398

178:                                              ; preds = %168, %173
    #dbg_value(!DIArgList(ptr @.str, i64 %170), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_or, DW_OP_plus, DW_OP_stack_value), !392)
  %179 = icmp eq i64 %170, 42, !dbg !393
  br i1 %179, label %195, label %180, !dbg !393, !llvm.loop !402

180:                                              ; preds = %178
  %181 = or disjoint i64 %170, 1, !dbg !404
    #dbg_value(!DIArgList(ptr @.str, i64 %181), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !392)
  %182 = getelementptr inbounds i8, ptr @.str, i64 %181, !dbg !405
    #dbg_value(ptr %182, !131, !DIExpression(), !392)
  %183 = load i8, ptr %182, align 1, !dbg !405, !tbaa !166
    #dbg_value(!DIArgList(ptr @.str, i64 %181), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !392)
  %184 = add i8 %183, -97, !dbg !394
  %185 = icmp ult i8 %184, 26, !dbg !394
  br i1 %185, label %186, label %191, !dbg !394

186:                                              ; preds = %180
  %187 = zext nneg i8 %184 to i64, !dbg !397
  %188 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %187, !dbg !398
  %189 = load i32, ptr %188, align 4, !dbg !399, !tbaa !400
  %190 = add nsw i32 %189, 1, !dbg !399
  store i32 %190, ptr %188, align 4, !dbg !399, !tbaa !400
  br label %191, !dbg !398

191:                                              ; preds = %186, %180
  %192 = add nuw nsw i64 %170, 2, !dbg !404
    #dbg_value(ptr %193, !131, !DIExpression(), !392)
  %193 = getelementptr inbounds i8, ptr @.str, i64 %192, !dbg !405
  %194 = load i8, ptr %193, align 1, !dbg !405, !tbaa !166
  br label %168

195:                                              ; preds = %178
    #dbg_value(i64 0, !134, !DIExpression(), !406)
    #dbg_value(i32 1, !133, !DIExpression(), !143)
  %196 = load i32, ptr %4, align 16, !dbg !407, !tbaa !400
  %197 = icmp ne i32 %196, 0, !dbg !407
    #dbg_value(i1 %197, !133, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !143)
    #dbg_value(i64 1, !134, !DIExpression(), !406)
  %198 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !407
  %199 = load i32, ptr %198, align 4, !dbg !407, !tbaa !400
  %200 = freeze i32 %199, !dbg !407
  %201 = icmp ne i32 %200, 0, !dbg !407
    #dbg_value(i1 poison, !133, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !143)
    #dbg_value(i64 2, !134, !DIExpression(), !406)
  %202 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !407
    #dbg_value(i64 3, !134, !DIExpression(), !406)
    #dbg_value(i64 4, !134, !DIExpression(), !406)
    #dbg_value(i64 5, !134, !DIExpression(), !406)
    #dbg_value(i64 6, !134, !DIExpression(), !406)
    #dbg_value(i64 7, !134, !DIExpression(), !406)
    #dbg_value(i64 8, !134, !DIExpression(), !406)
    #dbg_value(i64 9, !134, !DIExpression(), !406)
  %203 = load <8 x i32>, ptr %202, align 8, !dbg !407, !tbaa !400
  %204 = freeze <8 x i32> %203, !dbg !407
    #dbg_value(i64 10, !134, !DIExpression(), !406)
  %205 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !407
    #dbg_value(i64 11, !134, !DIExpression(), !406)
    #dbg_value(i64 12, !134, !DIExpression(), !406)
    #dbg_value(i64 13, !134, !DIExpression(), !406)
    #dbg_value(i64 14, !134, !DIExpression(), !406)
    #dbg_value(i64 15, !134, !DIExpression(), !406)
    #dbg_value(i64 16, !134, !DIExpression(), !406)
    #dbg_value(i64 17, !134, !DIExpression(), !406)
    #dbg_value(i64 18, !134, !DIExpression(), !406)
    #dbg_value(i64 19, !134, !DIExpression(), !406)
    #dbg_value(i64 20, !134, !DIExpression(), !406)
    #dbg_value(i64 21, !134, !DIExpression(), !406)
    #dbg_value(i64 22, !134, !DIExpression(), !406)
    #dbg_value(i64 23, !134, !DIExpression(), !406)
    #dbg_value(i64 24, !134, !DIExpression(), !406)
    #dbg_value(i64 25, !134, !DIExpression(), !406)
  %206 = load <16 x i32>, ptr %205, align 8, !dbg !407, !tbaa !400
  %207 = freeze <16 x i32> %206, !dbg !407
  %208 = icmp eq <16 x i32> %207, zeroinitializer, !dbg !410
  %209 = bitcast <16 x i1> %208 to i16, !dbg !410
  %210 = icmp eq i16 %209, 0, !dbg !410
  %211 = icmp eq <8 x i32> %204, zeroinitializer, !dbg !410
  %212 = bitcast <8 x i1> %211 to i8, !dbg !410
  %213 = icmp eq i8 %212, 0, !dbg !410
  %214 = and i1 %210, %213, !dbg !410
  %215 = and i1 %214, %201, !dbg !410
  %216 = select i1 %215, i1 %197, i1 false, !dbg !410
  %217 = zext i1 %216 to i32, !dbg !410
    #dbg_value(i32 %217, !133, !DIExpression(), !143)
    #dbg_value(i64 26, !134, !DIExpression(), !406)
  %218 = extractelement <16 x i32> %207, i64 4, !dbg !411
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %217, i32 noundef %218), !dbg !411
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5, !dbg !412
    #dbg_declare(ptr %5, !136, !DIExpression(), !413)
    #dbg_value(i32 0, !140, !DIExpression(), !143)
    #dbg_value(ptr @.str, !141, !DIExpression(), !414)
  br label %223, !dbg !415

220:                                              ; preds = %223
  %221 = getelementptr inbounds i8, ptr %5, i64 43, !dbg !416
  store i8 0, ptr %221, align 1, !dbg !417, !tbaa !166
  %222 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %5), !dbg !418
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5, !dbg !419
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5, !dbg !419
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !419
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5, !dbg !419
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5, !dbg !419
  ret i32 0, !dbg !420

223:                                              ; preds = %233, %195
  %224 = phi i64 [ 0, %195 ], [ %241, %233 ]
  %225 = phi i8 [ 116, %195 ], [ %244, %233 ]
  %226 = phi ptr [ @.str, %195 ], [ %243, %233 ]
    #dbg_value(ptr %226, !141, !DIExpression(), !414)
    #dbg_value(i64 %224, !140, !DIExpression(), !143)
  %227 = add i8 %225, -97, !dbg !421
  %228 = icmp ult i8 %227, 26, !dbg !421
  %229 = add nsw i8 %225, -32
  %230 = select i1 %228, i8 %229, i8 %225, !dbg !421
    #dbg_value(i64 %224, !140, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !143)
  %231 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %224, !dbg !423
  store i8 %230, ptr %231, align 2, !dbg !424, !tbaa !166
    #dbg_value(ptr %226, !141, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !414)
  %232 = icmp eq i64 %224, 42, !dbg !425
  br i1 %232, label %220, label %233, !dbg !415, !llvm.loop !426

233:                                              ; preds = %223
  %234 = or disjoint i64 %224, 1, !dbg !428
    #dbg_value(i64 %234, !140, !DIExpression(), !143)
  %235 = getelementptr inbounds i8, ptr %226, i64 1, !dbg !429
    #dbg_value(ptr %235, !141, !DIExpression(), !414)
  %236 = load i8, ptr %235, align 1, !dbg !430, !tbaa !166
    #dbg_value(ptr %235, !141, !DIExpression(), !414)
    #dbg_value(i64 %234, !140, !DIExpression(), !143)
  %237 = add i8 %236, -97, !dbg !421
  %238 = icmp ult i8 %237, 26, !dbg !421
  %239 = add nsw i8 %236, -32
  %240 = select i1 %238, i8 %239, i8 %236, !dbg !421
  %241 = add nuw nsw i64 %224, 2, !dbg !428
    #dbg_value(i64 %241, !140, !DIExpression(), !143)
  %242 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %234, !dbg !423
  store i8 %240, ptr %242, align 1, !dbg !424, !tbaa !166
  %243 = getelementptr inbounds i8, ptr %226, i64 2, !dbg !429
    #dbg_value(ptr %243, !141, !DIExpression(), !414)
  %244 = load i8, ptr %243, align 1, !dbg !430, !tbaa !166
  br label %223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !431 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !434 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_strings.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 44)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 4)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 28)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 7)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 21)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 23)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "digits", scope: !63, file: !2, line: 17, type: !98, isLocal: true, isDefinition: true)
!63 = distinct !DISubprogram(name: "utoa_base", scope: !2, file: !2, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !93)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !67, !66, !68}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!67 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !74, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!70 = !{!71, !4, !72, !73}
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!0, !7, !12, !75, !77, !82, !87, !89, !17, !22, !27, !29, !31, !91, !36, !41, !46, !51, !56, !61}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 8)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 2)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !84, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !84, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !33, isLocal: true, isDefinition: true)
!93 = !{!94, !95, !96, !97}
!94 = !DILocalVariable(name: "v", arg: 1, scope: !63, file: !2, line: 16, type: !67)
!95 = !DILocalVariable(name: "buf", arg: 2, scope: !63, file: !2, line: 16, type: !66)
!96 = !DILocalVariable(name: "base", arg: 3, scope: !63, file: !2, line: 16, type: !68)
!97 = !DILocalVariable(name: "p", scope: !63, file: !2, line: 18, type: !66)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 296, elements: !100)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!100 = !{!101}
!101 = !DISubrange(count: 37)
!102 = !{i32 7, !"Dwarf Version", i32 4}
!103 = !{i32 2, !"Debug Info Version", i32 3}
!104 = !{i32 1, !"wchar_size", i32 4}
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"frame-pointer", i32 2}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !110, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!68}
!112 = !{!113, !115, !119, !123, !127, !131, !133, !134, !136, !140, !141}
!113 = !DILocalVariable(name: "text", scope: !109, file: !2, line: 36, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!115 = !DILocalVariable(name: "buf", scope: !109, file: !2, line: 40, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 128)
!119 = !DILocalVariable(name: "num", scope: !109, file: !2, line: 47, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 70)
!123 = !DILocalVariable(name: "m", scope: !109, file: !2, line: 53, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 32)
!127 = !DILocalVariable(name: "freq", scope: !109, file: !2, line: 59, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 832, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 26)
!131 = !DILocalVariable(name: "p", scope: !132, file: !2, line: 60, type: !114)
!132 = distinct !DILexicalBlock(scope: !109, file: !2, line: 60, column: 5)
!133 = !DILocalVariable(name: "pangram", scope: !109, file: !2, line: 61, type: !68)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 62, type: !68)
!135 = distinct !DILexicalBlock(scope: !109, file: !2, line: 62, column: 5)
!136 = !DILocalVariable(name: "caps", scope: !109, file: !2, line: 64, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 64)
!140 = !DILocalVariable(name: "k", scope: !109, file: !2, line: 65, type: !68)
!141 = !DILocalVariable(name: "p", scope: !142, file: !2, line: 66, type: !114)
!142 = distinct !DILexicalBlock(scope: !109, file: !2, line: 66, column: 5)
!143 = !DILocation(line: 0, scope: !109)
!144 = !DILocalVariable(name: "s", arg: 1, scope: !145, file: !2, line: 6, type: !114)
!145 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 6, type: !146, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!72, !114}
!148 = !{!144, !149}
!149 = !DILocalVariable(name: "p", scope: !145, file: !2, line: 6, type: !114)
!150 = !DILocation(line: 0, scope: !145, inlinedAt: !151)
!151 = distinct !DILocation(line: 37, column: 37, scope: !109)
!152 = !DILocation(line: 37, column: 5, scope: !109)
!153 = !DILocation(line: 38, column: 5, scope: !109)
!154 = !DILocation(line: 40, column: 5, scope: !109)
!155 = !DILocation(line: 40, column: 10, scope: !109)
!156 = !DILocalVariable(name: "d", arg: 1, scope: !157, file: !2, line: 11, type: !66)
!157 = distinct !DISubprogram(name: "my_strcpy", scope: !2, file: !2, line: 11, type: !158, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!66, !66, !114}
!160 = !{!156, !161, !162}
!161 = !DILocalVariable(name: "s", arg: 2, scope: !157, file: !2, line: 11, type: !114)
!162 = !DILocalVariable(name: "r", scope: !157, file: !2, line: 11, type: !66)
!163 = !DILocation(line: 0, scope: !157, inlinedAt: !164)
!164 = distinct !DILocation(line: 41, column: 5, scope: !109)
!165 = !DILocation(line: 11, column: 76, scope: !157, inlinedAt: !164)
!166 = !{!167, !167, i64 0}
!167 = !{!"omnipotent char", !168, i64 0}
!168 = !{!"Simple C/C++ TBAA"}
!169 = !DILocation(line: 6, column: 68, scope: !145, inlinedAt: !170)
!170 = distinct !DILocation(line: 12, column: 64, scope: !171, inlinedAt: !175)
!171 = distinct !DISubprogram(name: "my_strcat", scope: !2, file: !2, line: 12, type: !158, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !172)
!172 = !{!173, !174}
!173 = !DILocalVariable(name: "d", arg: 1, scope: !171, file: !2, line: 12, type: !66)
!174 = !DILocalVariable(name: "s", arg: 2, scope: !171, file: !2, line: 12, type: !114)
!175 = distinct !DILocation(line: 42, column: 5, scope: !109)
!176 = !DILocation(line: 6, scope: !145, inlinedAt: !170)
!177 = !DILocation(line: 0, scope: !145, inlinedAt: !170)
!178 = !DILocation(line: 6, column: 75, scope: !145, inlinedAt: !170)
!179 = !DILocation(line: 6, column: 80, scope: !145, inlinedAt: !170)
!180 = distinct !{!180, !169, !179, !181}
!181 = !{!"llvm.loop.mustprogress"}
!182 = !DILocation(line: 6, column: 109, scope: !145, inlinedAt: !170)
!183 = !DILocation(line: 0, scope: !157, inlinedAt: !184)
!184 = distinct !DILocation(line: 12, column: 50, scope: !171, inlinedAt: !175)
!185 = !DILocation(line: 11, column: 76, scope: !157, inlinedAt: !184)
!186 = !DILocation(line: 6, column: 68, scope: !145, inlinedAt: !187)
!187 = distinct !DILocation(line: 12, column: 64, scope: !171, inlinedAt: !188)
!188 = distinct !DILocation(line: 43, column: 5, scope: !109)
!189 = !DILocation(line: 6, scope: !145, inlinedAt: !187)
!190 = !DILocation(line: 0, scope: !145, inlinedAt: !187)
!191 = !DILocation(line: 6, column: 75, scope: !145, inlinedAt: !187)
!192 = !DILocation(line: 6, column: 80, scope: !145, inlinedAt: !187)
!193 = distinct !{!193, !186, !192, !181}
!194 = !DILocation(line: 0, scope: !157, inlinedAt: !195)
!195 = distinct !DILocation(line: 12, column: 50, scope: !171, inlinedAt: !188)
!196 = !DILocation(line: 11, column: 76, scope: !157, inlinedAt: !195)
!197 = !DILocation(line: 44, column: 5, scope: !109)
!198 = !DILocalVariable(name: "s", arg: 1, scope: !199, file: !2, line: 13, type: !66)
!199 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 13, type: !200, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !66}
!202 = !{!198, !203, !205}
!203 = !DILocalVariable(name: "e", scope: !204, file: !2, line: 14, type: !66)
!204 = distinct !DILexicalBlock(scope: !199, file: !2, line: 14, column: 5)
!205 = !DILocalVariable(name: "t", scope: !206, file: !2, line: 14, type: !4)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 14, column: 59)
!207 = distinct !DILexicalBlock(scope: !204, file: !2, line: 14, column: 5)
!208 = !DILocation(line: 0, scope: !199, inlinedAt: !209)
!209 = distinct !DILocation(line: 45, column: 5, scope: !109)
!210 = !DILocation(line: 0, scope: !145, inlinedAt: !211)
!211 = distinct !DILocation(line: 14, column: 24, scope: !204, inlinedAt: !209)
!212 = !DILocation(line: 6, column: 68, scope: !145, inlinedAt: !211)
!213 = !DILocation(line: 6, scope: !145, inlinedAt: !211)
!214 = !DILocation(line: 6, column: 75, scope: !145, inlinedAt: !211)
!215 = !DILocation(line: 6, column: 80, scope: !145, inlinedAt: !211)
!216 = distinct !{!216, !212, !215, !181}
!217 = !DILocation(line: 6, column: 109, scope: !145, inlinedAt: !211)
!218 = !DILocation(line: 14, column: 22, scope: !204, inlinedAt: !209)
!219 = !DILocation(line: 0, scope: !204, inlinedAt: !209)
!220 = !DILocation(line: 14, scope: !204, inlinedAt: !209)
!221 = !DILocation(line: 14, column: 44, scope: !207, inlinedAt: !209)
!222 = !DILocation(line: 14, column: 5, scope: !204, inlinedAt: !209)
!223 = !DILocation(line: 14, column: 70, scope: !206, inlinedAt: !209)
!224 = !DILocation(line: 0, scope: !206, inlinedAt: !209)
!225 = !DILocation(line: 14, column: 79, scope: !206, inlinedAt: !209)
!226 = !DILocation(line: 14, column: 77, scope: !206, inlinedAt: !209)
!227 = !DILocation(line: 14, column: 86, scope: !206, inlinedAt: !209)
!228 = !DILocation(line: 14, column: 50, scope: !207, inlinedAt: !209)
!229 = distinct !{!229, !222, !230, !181}
!230 = !DILocation(line: 14, column: 91, scope: !204, inlinedAt: !209)
!231 = !DILocation(line: 46, column: 5, scope: !109)
!232 = !DILocation(line: 47, column: 5, scope: !109)
!233 = !DILocation(line: 47, column: 10, scope: !109)
!234 = !DILocation(line: 0, scope: !63, inlinedAt: !235)
!235 = distinct !DILocation(line: 48, column: 26, scope: !109)
!236 = !DILocation(line: 19, column: 12, scope: !237, inlinedAt: !235)
!237 = distinct !DILexicalBlock(scope: !63, file: !2, line: 19, column: 8)
!238 = !DILocation(line: 19, column: 15, scope: !237, inlinedAt: !235)
!239 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !235)
!240 = !DILocation(line: 0, scope: !199, inlinedAt: !241)
!241 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !235)
!242 = !DILocation(line: 0, scope: !145, inlinedAt: !243)
!243 = distinct !DILocation(line: 14, column: 24, scope: !204, inlinedAt: !241)
!244 = !DILocation(line: 6, column: 68, scope: !145, inlinedAt: !243)
!245 = !DILocation(line: 6, scope: !145, inlinedAt: !243)
!246 = !DILocation(line: 6, column: 75, scope: !145, inlinedAt: !243)
!247 = !DILocation(line: 6, column: 80, scope: !145, inlinedAt: !243)
!248 = distinct !{!248, !244, !247, !181}
!249 = !DILocation(line: 6, column: 109, scope: !145, inlinedAt: !243)
!250 = !DILocation(line: 14, column: 22, scope: !204, inlinedAt: !241)
!251 = !DILocation(line: 0, scope: !204, inlinedAt: !241)
!252 = !DILocation(line: 14, scope: !204, inlinedAt: !241)
!253 = !DILocation(line: 14, column: 44, scope: !207, inlinedAt: !241)
!254 = !DILocation(line: 14, column: 5, scope: !204, inlinedAt: !241)
!255 = !DILocation(line: 14, column: 70, scope: !206, inlinedAt: !241)
!256 = !DILocation(line: 0, scope: !206, inlinedAt: !241)
!257 = !DILocation(line: 14, column: 79, scope: !206, inlinedAt: !241)
!258 = !DILocation(line: 14, column: 77, scope: !206, inlinedAt: !241)
!259 = !DILocation(line: 14, column: 86, scope: !206, inlinedAt: !241)
!260 = !DILocation(line: 14, column: 50, scope: !207, inlinedAt: !241)
!261 = distinct !{!261, !254, !262, !181}
!262 = !DILocation(line: 14, column: 91, scope: !204, inlinedAt: !241)
!263 = !DILocation(line: 48, column: 5, scope: !109)
!264 = !DILocation(line: 0, scope: !63, inlinedAt: !265)
!265 = distinct !DILocation(line: 49, column: 19, scope: !109)
!266 = !DILocation(line: 19, column: 15, scope: !237, inlinedAt: !265)
!267 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !265)
!268 = !DILocation(line: 0, scope: !199, inlinedAt: !269)
!269 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !265)
!270 = !DILocation(line: 0, scope: !145, inlinedAt: !271)
!271 = distinct !DILocation(line: 14, column: 24, scope: !204, inlinedAt: !269)
!272 = !DILocation(line: 6, column: 68, scope: !145, inlinedAt: !271)
!273 = !DILocation(line: 6, column: 80, scope: !145, inlinedAt: !271)
!274 = !DILocation(line: 6, column: 75, scope: !145, inlinedAt: !271)
!275 = distinct !{!275, !272, !273, !181}
!276 = !DILocation(line: 6, column: 109, scope: !145, inlinedAt: !271)
!277 = !DILocation(line: 14, column: 22, scope: !204, inlinedAt: !269)
!278 = !DILocation(line: 0, scope: !204, inlinedAt: !269)
!279 = !DILocation(line: 14, scope: !204, inlinedAt: !269)
!280 = !DILocation(line: 14, column: 44, scope: !207, inlinedAt: !269)
!281 = !DILocation(line: 14, column: 5, scope: !204, inlinedAt: !269)
!282 = !DILocation(line: 14, column: 70, scope: !206, inlinedAt: !269)
!283 = !DILocation(line: 0, scope: !206, inlinedAt: !269)
!284 = !DILocation(line: 14, column: 79, scope: !206, inlinedAt: !269)
!285 = !DILocation(line: 14, column: 77, scope: !206, inlinedAt: !269)
!286 = !DILocation(line: 14, column: 86, scope: !206, inlinedAt: !269)
!287 = !DILocation(line: 14, column: 50, scope: !207, inlinedAt: !269)
!288 = distinct !{!288, !281, !289, !181}
!289 = !DILocation(line: 14, column: 91, scope: !204, inlinedAt: !269)
!290 = !DILocation(line: 49, column: 5, scope: !109)
!291 = !DILocation(line: 0, scope: !63, inlinedAt: !292)
!292 = distinct !DILocation(line: 50, column: 19, scope: !109)
!293 = !DILocation(line: 19, column: 15, scope: !237, inlinedAt: !292)
!294 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !292)
!295 = !DILocation(line: 0, scope: !199, inlinedAt: !296)
!296 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !292)
!297 = !DILocation(line: 0, scope: !145, inlinedAt: !298)
!298 = distinct !DILocation(line: 14, column: 24, scope: !204, inlinedAt: !296)
!299 = !DILocation(line: 6, column: 68, scope: !145, inlinedAt: !298)
!300 = !DILocation(line: 6, scope: !145, inlinedAt: !298)
!301 = !DILocation(line: 6, column: 75, scope: !145, inlinedAt: !298)
!302 = !DILocation(line: 6, column: 80, scope: !145, inlinedAt: !298)
!303 = distinct !{!303, !299, !302, !181}
!304 = !DILocation(line: 6, column: 109, scope: !145, inlinedAt: !298)
!305 = !DILocation(line: 14, column: 22, scope: !204, inlinedAt: !296)
!306 = !DILocation(line: 0, scope: !204, inlinedAt: !296)
!307 = !DILocation(line: 14, scope: !204, inlinedAt: !296)
!308 = !DILocation(line: 14, column: 44, scope: !207, inlinedAt: !296)
!309 = !DILocation(line: 14, column: 5, scope: !204, inlinedAt: !296)
!310 = !DILocation(line: 14, column: 70, scope: !206, inlinedAt: !296)
!311 = !DILocation(line: 0, scope: !206, inlinedAt: !296)
!312 = !DILocation(line: 14, column: 79, scope: !206, inlinedAt: !296)
!313 = !DILocation(line: 14, column: 77, scope: !206, inlinedAt: !296)
!314 = !DILocation(line: 14, column: 86, scope: !206, inlinedAt: !296)
!315 = !DILocation(line: 14, column: 50, scope: !207, inlinedAt: !296)
!316 = distinct !{!316, !309, !317, !181}
!317 = !DILocation(line: 14, column: 91, scope: !204, inlinedAt: !296)
!318 = !DILocation(line: 50, column: 5, scope: !109)
!319 = !DILocation(line: 0, scope: !63, inlinedAt: !320)
!320 = distinct !DILocation(line: 51, column: 20, scope: !109)
!321 = !DILocation(line: 19, column: 5, scope: !63, inlinedAt: !320)
!322 = !DILocation(line: 19, column: 26, scope: !237, inlinedAt: !320)
!323 = !DILocation(line: 19, column: 17, scope: !237, inlinedAt: !320)
!324 = !DILocation(line: 19, column: 12, scope: !237, inlinedAt: !320)
!325 = !DILocation(line: 19, column: 15, scope: !237, inlinedAt: !320)
!326 = !DILocation(line: 19, column: 47, scope: !237, inlinedAt: !320)
!327 = !DILocation(line: 19, column: 66, scope: !237, inlinedAt: !320)
!328 = distinct !{!328, !321, !329, !181}
!329 = !DILocation(line: 19, column: 76, scope: !63, inlinedAt: !320)
!330 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !320)
!331 = !DILocation(line: 0, scope: !199, inlinedAt: !332)
!332 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !320)
!333 = !DILocation(line: 0, scope: !145, inlinedAt: !334)
!334 = distinct !DILocation(line: 14, column: 24, scope: !204, inlinedAt: !332)
!335 = !DILocation(line: 6, column: 68, scope: !145, inlinedAt: !334)
!336 = !DILocation(line: 6, scope: !145, inlinedAt: !334)
!337 = !DILocation(line: 6, column: 75, scope: !145, inlinedAt: !334)
!338 = !DILocation(line: 6, column: 80, scope: !145, inlinedAt: !334)
!339 = distinct !{!339, !335, !338, !181}
!340 = !DILocation(line: 6, column: 109, scope: !145, inlinedAt: !334)
!341 = !DILocation(line: 14, column: 22, scope: !204, inlinedAt: !332)
!342 = !DILocation(line: 0, scope: !204, inlinedAt: !332)
!343 = !DILocation(line: 14, scope: !204, inlinedAt: !332)
!344 = !DILocation(line: 14, column: 44, scope: !207, inlinedAt: !332)
!345 = !DILocation(line: 14, column: 5, scope: !204, inlinedAt: !332)
!346 = !DILocation(line: 14, column: 70, scope: !206, inlinedAt: !332)
!347 = !DILocation(line: 0, scope: !206, inlinedAt: !332)
!348 = !DILocation(line: 14, column: 79, scope: !206, inlinedAt: !332)
!349 = !DILocation(line: 14, column: 77, scope: !206, inlinedAt: !332)
!350 = !DILocation(line: 14, column: 86, scope: !206, inlinedAt: !332)
!351 = !DILocation(line: 14, column: 50, scope: !207, inlinedAt: !332)
!352 = distinct !{!352, !345, !353, !181}
!353 = !DILocation(line: 14, column: 91, scope: !204, inlinedAt: !332)
!354 = !DILocation(line: 51, column: 5, scope: !109)
!355 = !DILocalVariable(name: "s", arg: 1, scope: !356, file: !2, line: 24, type: !114)
!356 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 24, type: !357, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !359)
!357 = !DISubroutineType(types: !358)
!358 = !{!68, !114}
!359 = !{!355, !360, !361, !362}
!360 = !DILocalVariable(name: "n", scope: !356, file: !2, line: 25, type: !68)
!361 = !DILocalVariable(name: "in", scope: !356, file: !2, line: 25, type: !68)
!362 = !DILocalVariable(name: "sp", scope: !363, file: !2, line: 27, type: !68)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 26, column: 21)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 26, column: 5)
!365 = distinct !DILexicalBlock(scope: !356, file: !2, line: 26, column: 5)
!366 = !DILocation(line: 0, scope: !356, inlinedAt: !367)
!367 = distinct !DILocation(line: 52, column: 26, scope: !109)
!368 = !DILocation(line: 26, column: 5, scope: !356, inlinedAt: !367)
!369 = !DILocation(line: 25, column: 9, scope: !356, inlinedAt: !367)
!370 = !DILocation(line: 26, column: 12, scope: !364, inlinedAt: !367)
!371 = !DILocation(line: 26, column: 5, scope: !365, inlinedAt: !367)
!372 = !DILocation(line: 27, column: 42, scope: !363, inlinedAt: !367)
!373 = !DILocation(line: 0, scope: !363, inlinedAt: !367)
!374 = !DILocation(line: 28, column: 17, scope: !375, inlinedAt: !367)
!375 = distinct !DILexicalBlock(scope: !363, file: !2, line: 28, column: 13)
!376 = !DILocation(line: 26, column: 17, scope: !364, inlinedAt: !367)
!377 = !DILocation(line: 26, column: 5, scope: !364, inlinedAt: !367)
!378 = distinct !{!378, !371, !379, !181}
!379 = !DILocation(line: 30, column: 5, scope: !365, inlinedAt: !367)
!380 = !DILocation(line: 52, column: 5, scope: !109)
!381 = !DILocation(line: 53, column: 5, scope: !109)
!382 = !DILocation(line: 53, column: 10, scope: !109)
!383 = !DILocation(line: 54, column: 5, scope: !109)
!384 = !DILocation(line: 55, column: 5, scope: !109)
!385 = !DILocation(line: 55, column: 11, scope: !109)
!386 = !DILocation(line: 56, column: 24, scope: !109)
!387 = !DILocation(line: 56, column: 5, scope: !109)
!388 = !DILocation(line: 57, column: 5, scope: !109)
!389 = !DILocation(line: 58, column: 5, scope: !109)
!390 = !DILocation(line: 59, column: 5, scope: !109)
!391 = !DILocation(line: 59, column: 9, scope: !109)
!392 = !DILocation(line: 0, scope: !132)
!393 = !DILocation(line: 60, column: 5, scope: !132)
!394 = !DILocation(line: 60, column: 55, scope: !395)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 60, column: 45)
!396 = distinct !DILexicalBlock(scope: !132, file: !2, line: 60, column: 5)
!397 = !DILocation(line: 60, column: 77, scope: !395)
!398 = !DILocation(line: 60, column: 69, scope: !395)
!399 = !DILocation(line: 60, column: 83, scope: !395)
!400 = !{!401, !401, i64 0}
!401 = !{!"int", !167, i64 0}
!402 = distinct !{!402, !393, !403, !181}
!403 = !DILocation(line: 60, column: 83, scope: !132)
!404 = !DILocation(line: 60, column: 37, scope: !396)
!405 = !DILocation(line: 60, column: 32, scope: !396)
!406 = !DILocation(line: 0, scope: !135)
!407 = !DILocation(line: 62, column: 39, scope: !408)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 62, column: 38)
!409 = distinct !DILexicalBlock(scope: !135, file: !2, line: 62, column: 5)
!410 = !DILocation(line: 62, column: 38, scope: !409)
!411 = !DILocation(line: 63, column: 5, scope: !109)
!412 = !DILocation(line: 64, column: 5, scope: !109)
!413 = !DILocation(line: 64, column: 10, scope: !109)
!414 = !DILocation(line: 0, scope: !142)
!415 = !DILocation(line: 66, column: 5, scope: !142)
!416 = !DILocation(line: 67, column: 5, scope: !109)
!417 = !DILocation(line: 67, column: 13, scope: !109)
!418 = !DILocation(line: 68, column: 5, scope: !109)
!419 = !DILocation(line: 70, column: 1, scope: !109)
!420 = !DILocation(line: 69, column: 5, scope: !109)
!421 = !DILocation(line: 66, column: 74, scope: !422)
!422 = distinct !DILexicalBlock(scope: !142, file: !2, line: 66, column: 5)
!423 = !DILocation(line: 66, column: 51, scope: !422)
!424 = !DILocation(line: 66, column: 61, scope: !422)
!425 = !DILocation(line: 66, column: 35, scope: !422)
!426 = distinct !{!426, !415, !427, !181}
!427 = !DILocation(line: 66, column: 109, scope: !142)
!428 = !DILocation(line: 66, column: 57, scope: !422)
!429 = !DILocation(line: 66, column: 47, scope: !422)
!430 = !DILocation(line: 66, column: 32, scope: !422)
!431 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!68, !114, null}
!434 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 4, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
