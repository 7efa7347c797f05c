; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !110 {
  %1 = alloca [128 x i8], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !116, !DIExpression(), !144, ptr %1, !DIExpression(), !145)
  %2 = alloca [70 x i8], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !120, !DIExpression(), !146, ptr %2, !DIExpression(), !145)
  %3 = alloca [32 x i8], align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !124, !DIExpression(), !147, ptr %3, !DIExpression(), !145)
  %4 = alloca [26 x i32], align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !128, !DIExpression(), !148, ptr %4, !DIExpression(), !145)
  %5 = alloca [64 x i8], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !137, !DIExpression(), !149, ptr %5, !DIExpression(), !145)
    #dbg_value(ptr @.str, !114, !DIExpression(), !145)
    #dbg_value(ptr @.str, !150, !DIExpression(), !156)
    #dbg_value(ptr poison, !155, !DIExpression(), !156)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 43, i32 noundef 43), !dbg !158
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef -1), !dbg !159
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5, !dbg !160
    #dbg_value(ptr %1, !161, !DIExpression(), !168)
    #dbg_value(ptr @.str.8, !166, !DIExpression(), !168)
    #dbg_value(ptr %1, !167, !DIExpression(), !168)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !dbg !170, !tbaa !171
    #dbg_value(ptr poison, !161, !DIExpression(), !168)
    #dbg_value(ptr poison, !166, !DIExpression(), !168)
  br label %8, !dbg !174

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ], !dbg !181
    #dbg_value(ptr %9, !155, !DIExpression(), !182)
  %10 = load i8, ptr %9, align 1, !dbg !183, !tbaa !171
  %11 = icmp eq i8 %10, 0, !dbg !174
  %12 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !184
    #dbg_value(ptr %12, !155, !DIExpression(), !182)
  br i1 %11, label %13, label %8, !dbg !174, !llvm.loop !185

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64, !dbg !187
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !188)
    #dbg_value(ptr @.str.9, !166, !DIExpression(), !188)
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !167, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !188)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !dbg !190, !tbaa !171
    #dbg_value(ptr poison, !161, !DIExpression(), !188)
    #dbg_value(ptr poison, !166, !DIExpression(), !188)
  br label %15, !dbg !191

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ], !dbg !194
    #dbg_value(ptr %16, !155, !DIExpression(), !195)
  %17 = load i8, ptr %16, align 1, !dbg !196, !tbaa !171
  %18 = icmp eq i8 %17, 0, !dbg !191
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !197
    #dbg_value(ptr %19, !155, !DIExpression(), !195)
  br i1 %18, label %20, label %15, !dbg !191, !llvm.loop !198

20:                                               ; preds = %15
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !199)
    #dbg_value(ptr @.str.10, !166, !DIExpression(), !199)
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !167, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !199)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !dbg !201, !tbaa !171
    #dbg_value(ptr poison, !161, !DIExpression(), !199)
    #dbg_value(ptr poison, !166, !DIExpression(), !199)
  %21 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !202
    #dbg_value(ptr %1, !203, !DIExpression(), !213)
    #dbg_value(ptr %1, !150, !DIExpression(), !215)
    #dbg_value(ptr %1, !155, !DIExpression(), !215)
  br label %22, !dbg !217

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ], !dbg !218
    #dbg_value(ptr %23, !155, !DIExpression(), !215)
  %24 = load i8, ptr %23, align 1, !dbg !219, !tbaa !171
  %25 = icmp eq i8 %24, 0, !dbg !217
  %26 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !220
    #dbg_value(ptr %26, !155, !DIExpression(), !215)
  br i1 %25, label %27, label %22, !dbg !217, !llvm.loop !221

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64, !dbg !222
  %29 = sub i64 %28, %14, !dbg !222
  %30 = getelementptr inbounds i8, ptr %1, i64 %29, !dbg !223
    #dbg_value(ptr %30, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !224)
  %31 = getelementptr inbounds i8, ptr %30, i64 -1, !dbg !225
  %32 = icmp ugt ptr %31, %1, !dbg !226
  br i1 %32, label %33, label %41, !dbg !227

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
    #dbg_value(ptr %35, !203, !DIExpression(), !213)
  %36 = load i8, ptr %35, align 1, !dbg !228, !tbaa !171
    #dbg_value(i8 %36, !210, !DIExpression(), !229)
  %37 = load i8, ptr %34, align 1, !dbg !230, !tbaa !171
  store i8 %37, ptr %35, align 1, !dbg !231, !tbaa !171
  store i8 %36, ptr %34, align 1, !dbg !232, !tbaa !171
  %38 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !233
    #dbg_value(ptr %38, !203, !DIExpression(), !213)
    #dbg_value(ptr %34, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !224)
  %39 = getelementptr inbounds i8, ptr %34, i64 -1, !dbg !225
    #dbg_value(ptr %39, !208, !DIExpression(), !224)
  %40 = icmp ult ptr %38, %39, !dbg !226
  br i1 %40, label %33, label %41, !dbg !227, !llvm.loop !234

41:                                               ; preds = %33, %27
  %42 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !236
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5, !dbg !237
    #dbg_value(ptr %2, !95, !DIExpression(), !238)
    #dbg_value(i32 2, !96, !DIExpression(), !238)
    #dbg_value(ptr %2, !97, !DIExpression(), !238)
    #dbg_value(i64 255, !94, !DIExpression(), !238)
  %43 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !240
    #dbg_value(ptr %43, !97, !DIExpression(), !238)
    #dbg_value(i64 127, !94, !DIExpression(), !238)
  %44 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !240
    #dbg_value(ptr %44, !97, !DIExpression(), !238)
    #dbg_value(i64 63, !94, !DIExpression(), !238)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !238)
    #dbg_value(i64 31, !94, !DIExpression(), !238)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !238)
    #dbg_value(i64 15, !94, !DIExpression(), !238)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !238)
    #dbg_value(i64 7, !94, !DIExpression(), !238)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !238)
    #dbg_value(i64 3, !94, !DIExpression(), !238)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !238)
    #dbg_value(i64 1, !94, !DIExpression(), !238)
  %45 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !240
    #dbg_value(ptr %45, !97, !DIExpression(), !238)
    #dbg_value(i64 0, !94, !DIExpression(), !238)
  store i64 3544668469065756977, ptr %2, align 16, !dbg !242
  store i8 0, ptr %45, align 8, !dbg !243, !tbaa !171
    #dbg_value(ptr %2, !203, !DIExpression(), !244)
    #dbg_value(ptr %2, !150, !DIExpression(), !246)
    #dbg_value(ptr %2, !155, !DIExpression(), !246)
  br label %46, !dbg !248

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %2, %41 ], [ %50, %46 ], !dbg !249
    #dbg_value(ptr %47, !155, !DIExpression(), !246)
  %48 = load i8, ptr %47, align 1, !dbg !250, !tbaa !171
  %49 = icmp eq i8 %48, 0, !dbg !248
  %50 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !251
    #dbg_value(ptr %50, !155, !DIExpression(), !246)
  br i1 %49, label %51, label %46, !dbg !248, !llvm.loop !252

51:                                               ; preds = %46
  %52 = ptrtoint ptr %47 to i64, !dbg !253
  %53 = ptrtoint ptr %2 to i64, !dbg !253
  %54 = sub i64 %52, %53, !dbg !253
  %55 = getelementptr inbounds i8, ptr %2, i64 %54, !dbg !254
    #dbg_value(ptr %55, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !255)
  %56 = getelementptr inbounds i8, ptr %55, i64 -1, !dbg !256
  %57 = icmp ugt ptr %56, %2, !dbg !257
  br i1 %57, label %58, label %66, !dbg !258

58:                                               ; preds = %51, %58
  %59 = phi ptr [ %64, %58 ], [ %56, %51 ]
  %60 = phi ptr [ %63, %58 ], [ %2, %51 ]
    #dbg_value(ptr %60, !203, !DIExpression(), !244)
  %61 = load i8, ptr %60, align 1, !dbg !259, !tbaa !171
    #dbg_value(i8 %61, !210, !DIExpression(), !260)
  %62 = load i8, ptr %59, align 1, !dbg !261, !tbaa !171
  store i8 %62, ptr %60, align 1, !dbg !262, !tbaa !171
  store i8 %61, ptr %59, align 1, !dbg !263, !tbaa !171
  %63 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !264
    #dbg_value(ptr %63, !203, !DIExpression(), !244)
    #dbg_value(ptr %59, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !255)
  %64 = getelementptr inbounds i8, ptr %59, i64 -1, !dbg !256
    #dbg_value(ptr %64, !208, !DIExpression(), !255)
  %65 = icmp ult ptr %63, %64, !dbg !257
  br i1 %65, label %58, label %66, !dbg !258, !llvm.loop !265

66:                                               ; preds = %58, %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2), !dbg !267
    #dbg_value(ptr %2, !95, !DIExpression(), !268)
    #dbg_value(i32 16, !96, !DIExpression(), !268)
    #dbg_value(i64 255, !94, !DIExpression(), !268)
    #dbg_value(ptr %43, !97, !DIExpression(), !268)
  store i8 102, ptr %2, align 16, !dbg !270, !tbaa !171
    #dbg_value(i64 15, !94, !DIExpression(), !268)
    #dbg_value(ptr %44, !97, !DIExpression(), !268)
  store i8 102, ptr %43, align 1, !dbg !270, !tbaa !171
    #dbg_value(i64 0, !94, !DIExpression(), !268)
  store i8 0, ptr %44, align 2, !dbg !271, !tbaa !171
    #dbg_value(ptr %2, !203, !DIExpression(), !272)
    #dbg_value(ptr %2, !150, !DIExpression(), !274)
    #dbg_value(ptr %2, !155, !DIExpression(), !274)
  br label %68, !dbg !276

68:                                               ; preds = %66, %68
  %69 = phi ptr [ %2, %66 ], [ %70, %68 ]
    #dbg_value(ptr %69, !155, !DIExpression(), !274)
  %70 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !277
    #dbg_value(ptr %70, !155, !DIExpression(), !274)
  %71 = load i8, ptr %70, align 1, !dbg !278, !tbaa !171
  %72 = icmp eq i8 %71, 0, !dbg !276
    #dbg_value(ptr %70, !155, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !274)
  br i1 %72, label %73, label %68, !dbg !276, !llvm.loop !279

73:                                               ; preds = %68
  %74 = ptrtoint ptr %70 to i64, !dbg !280
  %75 = sub i64 %74, %53, !dbg !280
  %76 = getelementptr inbounds i8, ptr %2, i64 %75, !dbg !281
    #dbg_value(ptr %76, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !282)
  %77 = getelementptr inbounds i8, ptr %76, i64 -1, !dbg !283
  %78 = icmp ugt ptr %77, %2, !dbg !284
  br i1 %78, label %79, label %87, !dbg !285

79:                                               ; preds = %73, %79
  %80 = phi ptr [ %85, %79 ], [ %77, %73 ]
  %81 = phi ptr [ %84, %79 ], [ %2, %73 ]
    #dbg_value(ptr %81, !203, !DIExpression(), !272)
  %82 = load i8, ptr %81, align 1, !dbg !286, !tbaa !171
    #dbg_value(i8 %82, !210, !DIExpression(), !287)
  %83 = load i8, ptr %80, align 1, !dbg !288, !tbaa !171
  store i8 %83, ptr %81, align 1, !dbg !289, !tbaa !171
  store i8 %82, ptr %80, align 1, !dbg !290, !tbaa !171
  %84 = getelementptr inbounds i8, ptr %81, i64 1, !dbg !291
    #dbg_value(ptr %84, !203, !DIExpression(), !272)
    #dbg_value(ptr %80, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !282)
  %85 = getelementptr inbounds i8, ptr %80, i64 -1, !dbg !283
    #dbg_value(ptr %85, !208, !DIExpression(), !282)
  %86 = icmp ult ptr %84, %85, !dbg !284
  br i1 %86, label %79, label %87, !dbg !285, !llvm.loop !292

87:                                               ; preds = %79, %73
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !294
    #dbg_value(ptr %2, !95, !DIExpression(), !295)
    #dbg_value(i32 36, !96, !DIExpression(), !295)
    #dbg_value(i64 1234567890123, !94, !DIExpression(), !295)
    #dbg_value(ptr %43, !97, !DIExpression(), !295)
    #dbg_value(i64 34293552503, !94, !DIExpression(), !295)
    #dbg_value(ptr %44, !97, !DIExpression(), !295)
    #dbg_value(i64 952598680, !94, !DIExpression(), !295)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !295)
    #dbg_value(i64 26461074, !94, !DIExpression(), !295)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !295)
    #dbg_value(i64 735029, !94, !DIExpression(), !295)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !295)
    #dbg_value(i64 20417, !94, !DIExpression(), !295)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !295)
    #dbg_value(i64 567, !94, !DIExpression(), !295)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !295)
    #dbg_value(i64 15, !94, !DIExpression(), !295)
    #dbg_value(ptr %45, !97, !DIExpression(), !295)
  store <8 x i8> <i8 102, i8 110, i8 103, i8 117, i8 104, i8 53, i8 114, i8 102>, ptr %2, align 16, !dbg !297, !tbaa !171
    #dbg_value(i64 0, !94, !DIExpression(), !295)
  store i8 0, ptr %45, align 8, !dbg !298, !tbaa !171
    #dbg_value(ptr %2, !203, !DIExpression(), !299)
    #dbg_value(ptr %2, !150, !DIExpression(), !301)
    #dbg_value(ptr %2, !155, !DIExpression(), !301)
  br label %89, !dbg !303

89:                                               ; preds = %89, %87
  %90 = phi ptr [ %2, %87 ], [ %93, %89 ], !dbg !304
    #dbg_value(ptr %90, !155, !DIExpression(), !301)
  %91 = load i8, ptr %90, align 1, !dbg !305, !tbaa !171
  %92 = icmp eq i8 %91, 0, !dbg !303
  %93 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !306
    #dbg_value(ptr %93, !155, !DIExpression(), !301)
  br i1 %92, label %94, label %89, !dbg !303, !llvm.loop !307

94:                                               ; preds = %89
  %95 = ptrtoint ptr %90 to i64, !dbg !308
  %96 = sub i64 %95, %53, !dbg !308
  %97 = getelementptr inbounds i8, ptr %2, i64 %96, !dbg !309
    #dbg_value(ptr %97, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !310)
  %98 = getelementptr inbounds i8, ptr %97, i64 -1, !dbg !311
  %99 = icmp ugt ptr %98, %2, !dbg !312
  br i1 %99, label %100, label %108, !dbg !313

100:                                              ; preds = %94, %100
  %101 = phi ptr [ %106, %100 ], [ %98, %94 ]
  %102 = phi ptr [ %105, %100 ], [ %2, %94 ]
    #dbg_value(ptr %102, !203, !DIExpression(), !299)
  %103 = load i8, ptr %102, align 1, !dbg !314, !tbaa !171
    #dbg_value(i8 %103, !210, !DIExpression(), !315)
  %104 = load i8, ptr %101, align 1, !dbg !316, !tbaa !171
  store i8 %104, ptr %102, align 1, !dbg !317, !tbaa !171
  store i8 %103, ptr %101, align 1, !dbg !318, !tbaa !171
  %105 = getelementptr inbounds i8, ptr %102, i64 1, !dbg !319
    #dbg_value(ptr %105, !203, !DIExpression(), !299)
    #dbg_value(ptr %101, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !310)
  %106 = getelementptr inbounds i8, ptr %101, i64 -1, !dbg !311
    #dbg_value(ptr %106, !208, !DIExpression(), !310)
  %107 = icmp ult ptr %105, %106, !dbg !312
  br i1 %107, label %100, label %108, !dbg !313, !llvm.loop !320

108:                                              ; preds = %100, %94
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !322
    #dbg_value(i64 -1, !94, !DIExpression(), !323)
    #dbg_value(ptr %2, !95, !DIExpression(), !323)
    #dbg_value(i32 10, !96, !DIExpression(), !323)
    #dbg_value(ptr %2, !97, !DIExpression(), !323)
  br label %110, !dbg !325

110:                                              ; preds = %110, %108
  %111 = phi i64 [ -1, %108 ], [ %124, %110 ]
  %112 = phi i64 [ 0, %108 ], [ %123, %110 ]
  %113 = getelementptr inbounds i8, ptr %2, i64 %112, !dbg !326
    #dbg_value(ptr %113, !97, !DIExpression(), !323)
    #dbg_value(i64 %111, !94, !DIExpression(), !323)
  %114 = urem i64 %111, 10, !dbg !326
  %115 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %114, !dbg !327
  %116 = load i8, ptr %115, align 1, !dbg !327, !tbaa !171
  %117 = or disjoint i64 %112, 1, !dbg !328
    #dbg_value(!DIArgList(ptr %2, i64 %117), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !323)
  store i8 %116, ptr %113, align 2, !dbg !329, !tbaa !171
  %118 = udiv i64 %111, 10, !dbg !330
    #dbg_value(i64 %118, !94, !DIExpression(), !323)
  %119 = getelementptr inbounds i8, ptr %2, i64 %117, !dbg !326
    #dbg_value(ptr %119, !97, !DIExpression(), !323)
  %120 = urem i64 %118, 10, !dbg !326
  %121 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %120, !dbg !327
  %122 = load i8, ptr %121, align 1, !dbg !327, !tbaa !171
  %123 = add nuw nsw i64 %112, 2, !dbg !328
    #dbg_value(!DIArgList(ptr %2, i64 %123), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !323)
  store i8 %122, ptr %119, align 1, !dbg !329, !tbaa !171
  %124 = udiv i64 %111, 100, !dbg !330
    #dbg_value(i64 %124, !94, !DIExpression(), !323)
  %125 = icmp eq i64 %112, 18, !dbg !331
  br i1 %125, label %126, label %110, !dbg !331, !llvm.loop !332

126:                                              ; preds = %110
  %127 = getelementptr inbounds i8, ptr %2, i64 %123, !dbg !329
    #dbg_value(ptr %127, !97, !DIExpression(), !323)
  store i8 0, ptr %127, align 1, !dbg !334, !tbaa !171
    #dbg_value(ptr %2, !203, !DIExpression(), !335)
    #dbg_value(ptr %2, !150, !DIExpression(), !337)
    #dbg_value(ptr %2, !155, !DIExpression(), !337)
  br label %128, !dbg !339

128:                                              ; preds = %128, %126
  %129 = phi ptr [ %2, %126 ], [ %132, %128 ], !dbg !340
    #dbg_value(ptr %129, !155, !DIExpression(), !337)
  %130 = load i8, ptr %129, align 1, !dbg !341, !tbaa !171
  %131 = icmp eq i8 %130, 0, !dbg !339
  %132 = getelementptr inbounds i8, ptr %129, i64 1, !dbg !342
    #dbg_value(ptr %132, !155, !DIExpression(), !337)
  br i1 %131, label %133, label %128, !dbg !339, !llvm.loop !343

133:                                              ; preds = %128
  %134 = ptrtoint ptr %129 to i64, !dbg !344
  %135 = sub i64 %134, %53, !dbg !344
  %136 = getelementptr inbounds i8, ptr %2, i64 %135, !dbg !345
    #dbg_value(ptr %136, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !346)
  %137 = getelementptr inbounds i8, ptr %136, i64 -1, !dbg !347
  %138 = icmp ugt ptr %137, %2, !dbg !348
  br i1 %138, label %139, label %147, !dbg !349

139:                                              ; preds = %133, %139
  %140 = phi ptr [ %145, %139 ], [ %137, %133 ]
  %141 = phi ptr [ %144, %139 ], [ %2, %133 ]
    #dbg_value(ptr %141, !203, !DIExpression(), !335)
  %142 = load i8, ptr %141, align 1, !dbg !350, !tbaa !171
    #dbg_value(i8 %142, !210, !DIExpression(), !351)
  %143 = load i8, ptr %140, align 1, !dbg !352, !tbaa !171
  store i8 %143, ptr %141, align 1, !dbg !353, !tbaa !171
  store i8 %142, ptr %140, align 1, !dbg !354, !tbaa !171
  %144 = getelementptr inbounds i8, ptr %141, i64 1, !dbg !355
    #dbg_value(ptr %144, !203, !DIExpression(), !335)
    #dbg_value(ptr %140, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !346)
  %145 = getelementptr inbounds i8, ptr %140, i64 -1, !dbg !347
    #dbg_value(ptr %145, !208, !DIExpression(), !346)
  %146 = icmp ult ptr %144, %145, !dbg !348
  br i1 %146, label %139, label %147, !dbg !349, !llvm.loop !356

147:                                              ; preds = %139, %133
  %148 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !358
    #dbg_value(ptr @.str.15, !359, !DIExpression(), !370)
    #dbg_value(i32 0, !364, !DIExpression(), !370)
    #dbg_value(i32 0, !365, !DIExpression(), !370)
  br label %149, !dbg !372

149:                                              ; preds = %156, %147
  %150 = phi i32 [ 0, %147 ], [ %160, %156 ], !dbg !373
  %151 = phi i1 [ false, %147 ], [ %157, %156 ], !dbg !370
  %152 = phi ptr [ @.str.15, %147 ], [ %161, %156 ]
  %153 = xor i1 %151, true, !dbg !374
    #dbg_value(ptr %152, !359, !DIExpression(), !370)
    #dbg_value(i1 %151, !365, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !370)
    #dbg_value(i32 %150, !364, !DIExpression(), !370)
  %154 = load i8, ptr %152, align 1, !dbg !374, !tbaa !171
  switch i8 %154, label %155 [
    i8 0, label %162
    i8 32, label %156
    i8 9, label %156
    i8 10, label %156
  ], !dbg !375

155:                                              ; preds = %149
  br label %156, !dbg !376

156:                                              ; preds = %155, %149, %149, %149
  %157 = phi i1 [ true, %155 ], [ false, %149 ], [ false, %149 ], [ false, %149 ]
    #dbg_value(i1 poison, !366, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !377)
  %158 = and i1 %157, %153, !dbg !378
  %159 = zext i1 %158 to i32, !dbg !378
  %160 = add nuw nsw i32 %150, %159, !dbg !378
    #dbg_value(i32 %160, !364, !DIExpression(), !370)
    #dbg_value(i1 %157, !365, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !370)
  %161 = getelementptr inbounds i8, ptr %152, i64 1, !dbg !380
    #dbg_value(ptr %161, !359, !DIExpression(), !370)
  br label %149, !dbg !381, !llvm.loop !382

162:                                              ; preds = %149
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150), !dbg !384
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !385
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(31) %3, i8 45, i64 31, i1 false), !dbg !386, !DIAssignID !387
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 248), !387, ptr %3, !DIExpression(), !145)
  %164 = getelementptr inbounds i8, ptr %3, i64 31, !dbg !388
  store i8 0, ptr %164, align 1, !dbg !389, !tbaa !171, !DIAssignID !390
    #dbg_assign(i8 0, !124, !DIExpression(DW_OP_LLVM_fragment, 248, 8), !390, ptr %164, !DIExpression(), !145)
  %165 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !391
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %165, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false), !dbg !392, !DIAssignID !393
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 40, 48), !393, ptr %165, !DIExpression(), !145)
  %166 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !394
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20)), !dbg !395
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5, !dbg !396
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %4, i8 0, i64 104, i1 false), !dbg !397, !DIAssignID !398
    #dbg_assign(i8 0, !128, !DIExpression(), !398, ptr %4, !DIExpression(), !145)
    #dbg_value(ptr @.str, !132, !DIExpression(), !399)
  br label %168, !dbg !400

168:                                              ; preds = %191, %162
  %169 = phi i8 [ 116, %162 ], [ %194, %191 ]
  %170 = phi i64 [ 0, %162 ], [ %192, %191 ]
    #dbg_value(!DIArgList(ptr @.str, i64 %170), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !399)
  %171 = add i8 %169, -97, !dbg !401
  %172 = icmp ult i8 %171, 26, !dbg !401
  br i1 %172, label %173, label %178, !dbg !401

173:                                              ; preds = %168
  %174 = zext nneg i8 %171 to i64, !dbg !404
  %175 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %174, !dbg !405
  %176 = load i32, ptr %175, align 4, !dbg !406, !tbaa !407
  %177 = add nsw i32 %176, 1, !dbg !406
  store i32 %177, ptr %175, align 4, !dbg !406, !tbaa !407
  br label %178, !dbg !405

178:                                              ; preds = %168, %173
    #dbg_value(!DIArgList(ptr @.str, i64 %170), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_or, DW_OP_plus, DW_OP_stack_value), !399)
  %179 = icmp eq i64 %170, 42, !dbg !400
  br i1 %179, label %195, label %180, !dbg !400, !llvm.loop !409

180:                                              ; preds = %178
  %181 = or disjoint i64 %170, 1, !dbg !411
    #dbg_value(!DIArgList(ptr @.str, i64 %181), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !399)
  %182 = getelementptr inbounds i8, ptr @.str, i64 %181, !dbg !412
    #dbg_value(ptr %182, !132, !DIExpression(), !399)
  %183 = load i8, ptr %182, align 1, !dbg !412, !tbaa !171
    #dbg_value(!DIArgList(ptr @.str, i64 %181), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !399)
  %184 = add i8 %183, -97, !dbg !401
  %185 = icmp ult i8 %184, 26, !dbg !401
  br i1 %185, label %186, label %191, !dbg !401

186:                                              ; preds = %180
  %187 = zext nneg i8 %184 to i64, !dbg !404
  %188 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %187, !dbg !405
  %189 = load i32, ptr %188, align 4, !dbg !406, !tbaa !407
  %190 = add nsw i32 %189, 1, !dbg !406
  store i32 %190, ptr %188, align 4, !dbg !406, !tbaa !407
  br label %191, !dbg !405

191:                                              ; preds = %186, %180
  %192 = add nuw nsw i64 %170, 2, !dbg !411
    #dbg_value(ptr %193, !132, !DIExpression(), !399)
  %193 = getelementptr inbounds i8, ptr @.str, i64 %192, !dbg !412
  %194 = load i8, ptr %193, align 1, !dbg !412, !tbaa !171
  br label %168

195:                                              ; preds = %178
    #dbg_value(i64 0, !135, !DIExpression(), !413)
    #dbg_value(i32 1, !134, !DIExpression(), !145)
  %196 = load i32, ptr %4, align 16, !dbg !414, !tbaa !407
  %197 = icmp ne i32 %196, 0, !dbg !414
    #dbg_value(i1 %197, !134, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !145)
    #dbg_value(i64 1, !135, !DIExpression(), !413)
  %198 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !414
  %199 = load i32, ptr %198, align 4, !dbg !414, !tbaa !407
  %200 = freeze i32 %199, !dbg !414
  %201 = icmp ne i32 %200, 0, !dbg !414
    #dbg_value(i1 poison, !134, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !145)
    #dbg_value(i64 2, !135, !DIExpression(), !413)
  %202 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !414
    #dbg_value(i64 3, !135, !DIExpression(), !413)
    #dbg_value(i64 4, !135, !DIExpression(), !413)
    #dbg_value(i64 5, !135, !DIExpression(), !413)
    #dbg_value(i64 6, !135, !DIExpression(), !413)
    #dbg_value(i64 7, !135, !DIExpression(), !413)
    #dbg_value(i64 8, !135, !DIExpression(), !413)
    #dbg_value(i64 9, !135, !DIExpression(), !413)
  %203 = load <8 x i32>, ptr %202, align 8, !dbg !414, !tbaa !407
  %204 = freeze <8 x i32> %203, !dbg !414
    #dbg_value(i64 10, !135, !DIExpression(), !413)
  %205 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !414
    #dbg_value(i64 11, !135, !DIExpression(), !413)
    #dbg_value(i64 12, !135, !DIExpression(), !413)
    #dbg_value(i64 13, !135, !DIExpression(), !413)
    #dbg_value(i64 14, !135, !DIExpression(), !413)
    #dbg_value(i64 15, !135, !DIExpression(), !413)
    #dbg_value(i64 16, !135, !DIExpression(), !413)
    #dbg_value(i64 17, !135, !DIExpression(), !413)
    #dbg_value(i64 18, !135, !DIExpression(), !413)
    #dbg_value(i64 19, !135, !DIExpression(), !413)
    #dbg_value(i64 20, !135, !DIExpression(), !413)
    #dbg_value(i64 21, !135, !DIExpression(), !413)
    #dbg_value(i64 22, !135, !DIExpression(), !413)
    #dbg_value(i64 23, !135, !DIExpression(), !413)
    #dbg_value(i64 24, !135, !DIExpression(), !413)
    #dbg_value(i64 25, !135, !DIExpression(), !413)
  %206 = load <16 x i32>, ptr %205, align 8, !dbg !414, !tbaa !407
  %207 = freeze <16 x i32> %206, !dbg !414
  %208 = icmp eq <16 x i32> %207, zeroinitializer, !dbg !417
  %209 = bitcast <16 x i1> %208 to i16, !dbg !417
  %210 = icmp eq i16 %209, 0, !dbg !417
  %211 = icmp eq <8 x i32> %204, zeroinitializer, !dbg !417
  %212 = bitcast <8 x i1> %211 to i8, !dbg !417
  %213 = icmp eq i8 %212, 0, !dbg !417
  %214 = and i1 %210, %213, !dbg !417
  %215 = and i1 %214, %201, !dbg !417
  %216 = select i1 %215, i1 %197, i1 false, !dbg !417
  %217 = zext i1 %216 to i32, !dbg !417
    #dbg_value(i32 %217, !134, !DIExpression(), !145)
    #dbg_value(i64 26, !135, !DIExpression(), !413)
  %218 = extractelement <16 x i32> %207, i64 4, !dbg !418
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %217, i32 noundef %218), !dbg !418
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5, !dbg !419
    #dbg_value(i32 0, !141, !DIExpression(), !145)
    #dbg_value(ptr @.str, !142, !DIExpression(), !420)
  br label %223, !dbg !421

220:                                              ; preds = %223
  %221 = getelementptr inbounds i8, ptr %5, i64 43, !dbg !422
  store i8 0, ptr %221, align 1, !dbg !423, !tbaa !171
  %222 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %5), !dbg !424
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5, !dbg !425
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5, !dbg !425
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !425
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5, !dbg !425
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5, !dbg !425
  ret i32 0, !dbg !426

223:                                              ; preds = %233, %195
  %224 = phi i64 [ 0, %195 ], [ %241, %233 ]
  %225 = phi i8 [ 116, %195 ], [ %244, %233 ]
  %226 = phi ptr [ @.str, %195 ], [ %243, %233 ]
    #dbg_value(ptr %226, !142, !DIExpression(), !420)
    #dbg_value(i64 %224, !141, !DIExpression(), !145)
  %227 = add i8 %225, -97, !dbg !427
  %228 = icmp ult i8 %227, 26, !dbg !427
  %229 = add nsw i8 %225, -32
  %230 = select i1 %228, i8 %229, i8 %225, !dbg !427
    #dbg_value(i64 %224, !141, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !145)
  %231 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %224, !dbg !429
  store i8 %230, ptr %231, align 2, !dbg !430, !tbaa !171
    #dbg_value(ptr %226, !142, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !420)
  %232 = icmp eq i64 %224, 42, !dbg !431
  br i1 %232, label %220, label %233, !dbg !421, !llvm.loop !432

233:                                              ; preds = %223
  %234 = or disjoint i64 %224, 1, !dbg !434
    #dbg_value(i64 %234, !141, !DIExpression(), !145)
  %235 = getelementptr inbounds i8, ptr %226, i64 1, !dbg !435
    #dbg_value(ptr %235, !142, !DIExpression(), !420)
  %236 = load i8, ptr %235, align 1, !dbg !436, !tbaa !171
    #dbg_value(ptr %235, !142, !DIExpression(), !420)
    #dbg_value(i64 %234, !141, !DIExpression(), !145)
  %237 = add i8 %236, -97, !dbg !427
  %238 = icmp ult i8 %237, 26, !dbg !427
  %239 = add nsw i8 %236, -32
  %240 = select i1 %238, i8 %239, i8 %236, !dbg !427
  %241 = add nuw nsw i64 %224, 2, !dbg !434
    #dbg_value(i64 %241, !141, !DIExpression(), !145)
  %242 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %234, !dbg !429
  store i8 %240, ptr %242, align 1, !dbg !430, !tbaa !171
  %243 = getelementptr inbounds i8, ptr %226, i64 2, !dbg !435
    #dbg_value(ptr %243, !142, !DIExpression(), !420)
  %244 = load i8, ptr %243, align 1, !dbg !436, !tbaa !171
  br label %223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !437 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !440 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !107, !108}
!llvm.ident = !{!109}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "73f41f76e04f24ae27fd687f1a7bc432")
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
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !74, splitDebugInlining: false, nameTableKind: None)
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
!102 = !{i32 7, !"Dwarf Version", i32 5}
!103 = !{i32 2, !"Debug Info Version", i32 3}
!104 = !{i32 1, !"wchar_size", i32 4}
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"PIE Level", i32 2}
!107 = !{i32 7, !"uwtable", i32 2}
!108 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!109 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!110 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!68}
!113 = !{!114, !116, !120, !124, !128, !132, !134, !135, !137, !141, !142}
!114 = !DILocalVariable(name: "text", scope: !110, file: !2, line: 36, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!116 = !DILocalVariable(name: "buf", scope: !110, file: !2, line: 40, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 128)
!120 = !DILocalVariable(name: "num", scope: !110, file: !2, line: 47, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 70)
!124 = !DILocalVariable(name: "m", scope: !110, file: !2, line: 53, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 32)
!128 = !DILocalVariable(name: "freq", scope: !110, file: !2, line: 59, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 832, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 26)
!132 = !DILocalVariable(name: "p", scope: !133, file: !2, line: 60, type: !115)
!133 = distinct !DILexicalBlock(scope: !110, file: !2, line: 60, column: 5)
!134 = !DILocalVariable(name: "pangram", scope: !110, file: !2, line: 61, type: !68)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 62, type: !68)
!136 = distinct !DILexicalBlock(scope: !110, file: !2, line: 62, column: 5)
!137 = !DILocalVariable(name: "caps", scope: !110, file: !2, line: 64, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 64)
!141 = !DILocalVariable(name: "k", scope: !110, file: !2, line: 65, type: !68)
!142 = !DILocalVariable(name: "p", scope: !143, file: !2, line: 66, type: !115)
!143 = distinct !DILexicalBlock(scope: !110, file: !2, line: 66, column: 5)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !110)
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocalVariable(name: "s", arg: 1, scope: !151, file: !2, line: 6, type: !115)
!151 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 6, type: !152, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!72, !115}
!154 = !{!150, !155}
!155 = !DILocalVariable(name: "p", scope: !151, file: !2, line: 6, type: !115)
!156 = !DILocation(line: 0, scope: !151, inlinedAt: !157)
!157 = distinct !DILocation(line: 37, column: 37, scope: !110)
!158 = !DILocation(line: 37, column: 5, scope: !110)
!159 = !DILocation(line: 38, column: 5, scope: !110)
!160 = !DILocation(line: 40, column: 5, scope: !110)
!161 = !DILocalVariable(name: "d", arg: 1, scope: !162, file: !2, line: 11, type: !66)
!162 = distinct !DISubprogram(name: "my_strcpy", scope: !2, file: !2, line: 11, type: !163, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!66, !66, !115}
!165 = !{!161, !166, !167}
!166 = !DILocalVariable(name: "s", arg: 2, scope: !162, file: !2, line: 11, type: !115)
!167 = !DILocalVariable(name: "r", scope: !162, file: !2, line: 11, type: !66)
!168 = !DILocation(line: 0, scope: !162, inlinedAt: !169)
!169 = distinct !DILocation(line: 41, column: 5, scope: !110)
!170 = !DILocation(line: 11, column: 76, scope: !162, inlinedAt: !169)
!171 = !{!172, !172, i64 0}
!172 = !{!"omnipotent char", !173, i64 0}
!173 = !{!"Simple C/C++ TBAA"}
!174 = !DILocation(line: 6, column: 68, scope: !151, inlinedAt: !175)
!175 = distinct !DILocation(line: 12, column: 64, scope: !176, inlinedAt: !180)
!176 = distinct !DISubprogram(name: "my_strcat", scope: !2, file: !2, line: 12, type: !163, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !177)
!177 = !{!178, !179}
!178 = !DILocalVariable(name: "d", arg: 1, scope: !176, file: !2, line: 12, type: !66)
!179 = !DILocalVariable(name: "s", arg: 2, scope: !176, file: !2, line: 12, type: !115)
!180 = distinct !DILocation(line: 42, column: 5, scope: !110)
!181 = !DILocation(line: 6, scope: !151, inlinedAt: !175)
!182 = !DILocation(line: 0, scope: !151, inlinedAt: !175)
!183 = !DILocation(line: 6, column: 75, scope: !151, inlinedAt: !175)
!184 = !DILocation(line: 6, column: 80, scope: !151, inlinedAt: !175)
!185 = distinct !{!185, !174, !184, !186}
!186 = !{!"llvm.loop.mustprogress"}
!187 = !DILocation(line: 6, column: 109, scope: !151, inlinedAt: !175)
!188 = !DILocation(line: 0, scope: !162, inlinedAt: !189)
!189 = distinct !DILocation(line: 12, column: 50, scope: !176, inlinedAt: !180)
!190 = !DILocation(line: 11, column: 76, scope: !162, inlinedAt: !189)
!191 = !DILocation(line: 6, column: 68, scope: !151, inlinedAt: !192)
!192 = distinct !DILocation(line: 12, column: 64, scope: !176, inlinedAt: !193)
!193 = distinct !DILocation(line: 43, column: 5, scope: !110)
!194 = !DILocation(line: 6, scope: !151, inlinedAt: !192)
!195 = !DILocation(line: 0, scope: !151, inlinedAt: !192)
!196 = !DILocation(line: 6, column: 75, scope: !151, inlinedAt: !192)
!197 = !DILocation(line: 6, column: 80, scope: !151, inlinedAt: !192)
!198 = distinct !{!198, !191, !197, !186}
!199 = !DILocation(line: 0, scope: !162, inlinedAt: !200)
!200 = distinct !DILocation(line: 12, column: 50, scope: !176, inlinedAt: !193)
!201 = !DILocation(line: 11, column: 76, scope: !162, inlinedAt: !200)
!202 = !DILocation(line: 44, column: 5, scope: !110)
!203 = !DILocalVariable(name: "s", arg: 1, scope: !204, file: !2, line: 13, type: !66)
!204 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 13, type: !205, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !207)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !66}
!207 = !{!203, !208, !210}
!208 = !DILocalVariable(name: "e", scope: !209, file: !2, line: 14, type: !66)
!209 = distinct !DILexicalBlock(scope: !204, file: !2, line: 14, column: 5)
!210 = !DILocalVariable(name: "t", scope: !211, file: !2, line: 14, type: !4)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 14, column: 59)
!212 = distinct !DILexicalBlock(scope: !209, file: !2, line: 14, column: 5)
!213 = !DILocation(line: 0, scope: !204, inlinedAt: !214)
!214 = distinct !DILocation(line: 45, column: 5, scope: !110)
!215 = !DILocation(line: 0, scope: !151, inlinedAt: !216)
!216 = distinct !DILocation(line: 14, column: 24, scope: !209, inlinedAt: !214)
!217 = !DILocation(line: 6, column: 68, scope: !151, inlinedAt: !216)
!218 = !DILocation(line: 6, scope: !151, inlinedAt: !216)
!219 = !DILocation(line: 6, column: 75, scope: !151, inlinedAt: !216)
!220 = !DILocation(line: 6, column: 80, scope: !151, inlinedAt: !216)
!221 = distinct !{!221, !217, !220, !186}
!222 = !DILocation(line: 6, column: 109, scope: !151, inlinedAt: !216)
!223 = !DILocation(line: 14, column: 22, scope: !209, inlinedAt: !214)
!224 = !DILocation(line: 0, scope: !209, inlinedAt: !214)
!225 = !DILocation(line: 14, scope: !209, inlinedAt: !214)
!226 = !DILocation(line: 14, column: 44, scope: !212, inlinedAt: !214)
!227 = !DILocation(line: 14, column: 5, scope: !209, inlinedAt: !214)
!228 = !DILocation(line: 14, column: 70, scope: !211, inlinedAt: !214)
!229 = !DILocation(line: 0, scope: !211, inlinedAt: !214)
!230 = !DILocation(line: 14, column: 79, scope: !211, inlinedAt: !214)
!231 = !DILocation(line: 14, column: 77, scope: !211, inlinedAt: !214)
!232 = !DILocation(line: 14, column: 86, scope: !211, inlinedAt: !214)
!233 = !DILocation(line: 14, column: 50, scope: !212, inlinedAt: !214)
!234 = distinct !{!234, !227, !235, !186}
!235 = !DILocation(line: 14, column: 91, scope: !209, inlinedAt: !214)
!236 = !DILocation(line: 46, column: 5, scope: !110)
!237 = !DILocation(line: 47, column: 5, scope: !110)
!238 = !DILocation(line: 0, scope: !63, inlinedAt: !239)
!239 = distinct !DILocation(line: 48, column: 26, scope: !110)
!240 = !DILocation(line: 19, column: 12, scope: !241, inlinedAt: !239)
!241 = distinct !DILexicalBlock(scope: !63, file: !2, line: 19, column: 8)
!242 = !DILocation(line: 19, column: 15, scope: !241, inlinedAt: !239)
!243 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !239)
!244 = !DILocation(line: 0, scope: !204, inlinedAt: !245)
!245 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !239)
!246 = !DILocation(line: 0, scope: !151, inlinedAt: !247)
!247 = distinct !DILocation(line: 14, column: 24, scope: !209, inlinedAt: !245)
!248 = !DILocation(line: 6, column: 68, scope: !151, inlinedAt: !247)
!249 = !DILocation(line: 6, scope: !151, inlinedAt: !247)
!250 = !DILocation(line: 6, column: 75, scope: !151, inlinedAt: !247)
!251 = !DILocation(line: 6, column: 80, scope: !151, inlinedAt: !247)
!252 = distinct !{!252, !248, !251, !186}
!253 = !DILocation(line: 6, column: 109, scope: !151, inlinedAt: !247)
!254 = !DILocation(line: 14, column: 22, scope: !209, inlinedAt: !245)
!255 = !DILocation(line: 0, scope: !209, inlinedAt: !245)
!256 = !DILocation(line: 14, scope: !209, inlinedAt: !245)
!257 = !DILocation(line: 14, column: 44, scope: !212, inlinedAt: !245)
!258 = !DILocation(line: 14, column: 5, scope: !209, inlinedAt: !245)
!259 = !DILocation(line: 14, column: 70, scope: !211, inlinedAt: !245)
!260 = !DILocation(line: 0, scope: !211, inlinedAt: !245)
!261 = !DILocation(line: 14, column: 79, scope: !211, inlinedAt: !245)
!262 = !DILocation(line: 14, column: 77, scope: !211, inlinedAt: !245)
!263 = !DILocation(line: 14, column: 86, scope: !211, inlinedAt: !245)
!264 = !DILocation(line: 14, column: 50, scope: !212, inlinedAt: !245)
!265 = distinct !{!265, !258, !266, !186}
!266 = !DILocation(line: 14, column: 91, scope: !209, inlinedAt: !245)
!267 = !DILocation(line: 48, column: 5, scope: !110)
!268 = !DILocation(line: 0, scope: !63, inlinedAt: !269)
!269 = distinct !DILocation(line: 49, column: 19, scope: !110)
!270 = !DILocation(line: 19, column: 15, scope: !241, inlinedAt: !269)
!271 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !269)
!272 = !DILocation(line: 0, scope: !204, inlinedAt: !273)
!273 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !269)
!274 = !DILocation(line: 0, scope: !151, inlinedAt: !275)
!275 = distinct !DILocation(line: 14, column: 24, scope: !209, inlinedAt: !273)
!276 = !DILocation(line: 6, column: 68, scope: !151, inlinedAt: !275)
!277 = !DILocation(line: 6, column: 80, scope: !151, inlinedAt: !275)
!278 = !DILocation(line: 6, column: 75, scope: !151, inlinedAt: !275)
!279 = distinct !{!279, !276, !277, !186}
!280 = !DILocation(line: 6, column: 109, scope: !151, inlinedAt: !275)
!281 = !DILocation(line: 14, column: 22, scope: !209, inlinedAt: !273)
!282 = !DILocation(line: 0, scope: !209, inlinedAt: !273)
!283 = !DILocation(line: 14, scope: !209, inlinedAt: !273)
!284 = !DILocation(line: 14, column: 44, scope: !212, inlinedAt: !273)
!285 = !DILocation(line: 14, column: 5, scope: !209, inlinedAt: !273)
!286 = !DILocation(line: 14, column: 70, scope: !211, inlinedAt: !273)
!287 = !DILocation(line: 0, scope: !211, inlinedAt: !273)
!288 = !DILocation(line: 14, column: 79, scope: !211, inlinedAt: !273)
!289 = !DILocation(line: 14, column: 77, scope: !211, inlinedAt: !273)
!290 = !DILocation(line: 14, column: 86, scope: !211, inlinedAt: !273)
!291 = !DILocation(line: 14, column: 50, scope: !212, inlinedAt: !273)
!292 = distinct !{!292, !285, !293, !186}
!293 = !DILocation(line: 14, column: 91, scope: !209, inlinedAt: !273)
!294 = !DILocation(line: 49, column: 5, scope: !110)
!295 = !DILocation(line: 0, scope: !63, inlinedAt: !296)
!296 = distinct !DILocation(line: 50, column: 19, scope: !110)
!297 = !DILocation(line: 19, column: 15, scope: !241, inlinedAt: !296)
!298 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !296)
!299 = !DILocation(line: 0, scope: !204, inlinedAt: !300)
!300 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !296)
!301 = !DILocation(line: 0, scope: !151, inlinedAt: !302)
!302 = distinct !DILocation(line: 14, column: 24, scope: !209, inlinedAt: !300)
!303 = !DILocation(line: 6, column: 68, scope: !151, inlinedAt: !302)
!304 = !DILocation(line: 6, scope: !151, inlinedAt: !302)
!305 = !DILocation(line: 6, column: 75, scope: !151, inlinedAt: !302)
!306 = !DILocation(line: 6, column: 80, scope: !151, inlinedAt: !302)
!307 = distinct !{!307, !303, !306, !186}
!308 = !DILocation(line: 6, column: 109, scope: !151, inlinedAt: !302)
!309 = !DILocation(line: 14, column: 22, scope: !209, inlinedAt: !300)
!310 = !DILocation(line: 0, scope: !209, inlinedAt: !300)
!311 = !DILocation(line: 14, scope: !209, inlinedAt: !300)
!312 = !DILocation(line: 14, column: 44, scope: !212, inlinedAt: !300)
!313 = !DILocation(line: 14, column: 5, scope: !209, inlinedAt: !300)
!314 = !DILocation(line: 14, column: 70, scope: !211, inlinedAt: !300)
!315 = !DILocation(line: 0, scope: !211, inlinedAt: !300)
!316 = !DILocation(line: 14, column: 79, scope: !211, inlinedAt: !300)
!317 = !DILocation(line: 14, column: 77, scope: !211, inlinedAt: !300)
!318 = !DILocation(line: 14, column: 86, scope: !211, inlinedAt: !300)
!319 = !DILocation(line: 14, column: 50, scope: !212, inlinedAt: !300)
!320 = distinct !{!320, !313, !321, !186}
!321 = !DILocation(line: 14, column: 91, scope: !209, inlinedAt: !300)
!322 = !DILocation(line: 50, column: 5, scope: !110)
!323 = !DILocation(line: 0, scope: !63, inlinedAt: !324)
!324 = distinct !DILocation(line: 51, column: 20, scope: !110)
!325 = !DILocation(line: 19, column: 5, scope: !63, inlinedAt: !324)
!326 = !DILocation(line: 19, column: 26, scope: !241, inlinedAt: !324)
!327 = !DILocation(line: 19, column: 17, scope: !241, inlinedAt: !324)
!328 = !DILocation(line: 19, column: 12, scope: !241, inlinedAt: !324)
!329 = !DILocation(line: 19, column: 15, scope: !241, inlinedAt: !324)
!330 = !DILocation(line: 19, column: 47, scope: !241, inlinedAt: !324)
!331 = !DILocation(line: 19, column: 66, scope: !241, inlinedAt: !324)
!332 = distinct !{!332, !325, !333, !186}
!333 = !DILocation(line: 19, column: 76, scope: !63, inlinedAt: !324)
!334 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !324)
!335 = !DILocation(line: 0, scope: !204, inlinedAt: !336)
!336 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !324)
!337 = !DILocation(line: 0, scope: !151, inlinedAt: !338)
!338 = distinct !DILocation(line: 14, column: 24, scope: !209, inlinedAt: !336)
!339 = !DILocation(line: 6, column: 68, scope: !151, inlinedAt: !338)
!340 = !DILocation(line: 6, scope: !151, inlinedAt: !338)
!341 = !DILocation(line: 6, column: 75, scope: !151, inlinedAt: !338)
!342 = !DILocation(line: 6, column: 80, scope: !151, inlinedAt: !338)
!343 = distinct !{!343, !339, !342, !186}
!344 = !DILocation(line: 6, column: 109, scope: !151, inlinedAt: !338)
!345 = !DILocation(line: 14, column: 22, scope: !209, inlinedAt: !336)
!346 = !DILocation(line: 0, scope: !209, inlinedAt: !336)
!347 = !DILocation(line: 14, scope: !209, inlinedAt: !336)
!348 = !DILocation(line: 14, column: 44, scope: !212, inlinedAt: !336)
!349 = !DILocation(line: 14, column: 5, scope: !209, inlinedAt: !336)
!350 = !DILocation(line: 14, column: 70, scope: !211, inlinedAt: !336)
!351 = !DILocation(line: 0, scope: !211, inlinedAt: !336)
!352 = !DILocation(line: 14, column: 79, scope: !211, inlinedAt: !336)
!353 = !DILocation(line: 14, column: 77, scope: !211, inlinedAt: !336)
!354 = !DILocation(line: 14, column: 86, scope: !211, inlinedAt: !336)
!355 = !DILocation(line: 14, column: 50, scope: !212, inlinedAt: !336)
!356 = distinct !{!356, !349, !357, !186}
!357 = !DILocation(line: 14, column: 91, scope: !209, inlinedAt: !336)
!358 = !DILocation(line: 51, column: 5, scope: !110)
!359 = !DILocalVariable(name: "s", arg: 1, scope: !360, file: !2, line: 24, type: !115)
!360 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 24, type: !361, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !363)
!361 = !DISubroutineType(types: !362)
!362 = !{!68, !115}
!363 = !{!359, !364, !365, !366}
!364 = !DILocalVariable(name: "n", scope: !360, file: !2, line: 25, type: !68)
!365 = !DILocalVariable(name: "in", scope: !360, file: !2, line: 25, type: !68)
!366 = !DILocalVariable(name: "sp", scope: !367, file: !2, line: 27, type: !68)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 26, column: 21)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 26, column: 5)
!369 = distinct !DILexicalBlock(scope: !360, file: !2, line: 26, column: 5)
!370 = !DILocation(line: 0, scope: !360, inlinedAt: !371)
!371 = distinct !DILocation(line: 52, column: 26, scope: !110)
!372 = !DILocation(line: 26, column: 5, scope: !360, inlinedAt: !371)
!373 = !DILocation(line: 25, column: 9, scope: !360, inlinedAt: !371)
!374 = !DILocation(line: 26, column: 12, scope: !368, inlinedAt: !371)
!375 = !DILocation(line: 26, column: 5, scope: !369, inlinedAt: !371)
!376 = !DILocation(line: 27, column: 42, scope: !367, inlinedAt: !371)
!377 = !DILocation(line: 0, scope: !367, inlinedAt: !371)
!378 = !DILocation(line: 28, column: 17, scope: !379, inlinedAt: !371)
!379 = distinct !DILexicalBlock(scope: !367, file: !2, line: 28, column: 13)
!380 = !DILocation(line: 26, column: 17, scope: !368, inlinedAt: !371)
!381 = !DILocation(line: 26, column: 5, scope: !368, inlinedAt: !371)
!382 = distinct !{!382, !375, !383, !186}
!383 = !DILocation(line: 30, column: 5, scope: !369, inlinedAt: !371)
!384 = !DILocation(line: 52, column: 5, scope: !110)
!385 = !DILocation(line: 53, column: 5, scope: !110)
!386 = !DILocation(line: 54, column: 5, scope: !110)
!387 = distinct !DIAssignID()
!388 = !DILocation(line: 55, column: 5, scope: !110)
!389 = !DILocation(line: 55, column: 11, scope: !110)
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 56, column: 24, scope: !110)
!392 = !DILocation(line: 56, column: 5, scope: !110)
!393 = distinct !DIAssignID()
!394 = !DILocation(line: 57, column: 5, scope: !110)
!395 = !DILocation(line: 58, column: 5, scope: !110)
!396 = !DILocation(line: 59, column: 5, scope: !110)
!397 = !DILocation(line: 59, column: 9, scope: !110)
!398 = distinct !DIAssignID()
!399 = !DILocation(line: 0, scope: !133)
!400 = !DILocation(line: 60, column: 5, scope: !133)
!401 = !DILocation(line: 60, column: 55, scope: !402)
!402 = distinct !DILexicalBlock(scope: !403, file: !2, line: 60, column: 45)
!403 = distinct !DILexicalBlock(scope: !133, file: !2, line: 60, column: 5)
!404 = !DILocation(line: 60, column: 77, scope: !402)
!405 = !DILocation(line: 60, column: 69, scope: !402)
!406 = !DILocation(line: 60, column: 83, scope: !402)
!407 = !{!408, !408, i64 0}
!408 = !{!"int", !172, i64 0}
!409 = distinct !{!409, !400, !410, !186}
!410 = !DILocation(line: 60, column: 83, scope: !133)
!411 = !DILocation(line: 60, column: 37, scope: !403)
!412 = !DILocation(line: 60, column: 32, scope: !403)
!413 = !DILocation(line: 0, scope: !136)
!414 = !DILocation(line: 62, column: 39, scope: !415)
!415 = distinct !DILexicalBlock(scope: !416, file: !2, line: 62, column: 38)
!416 = distinct !DILexicalBlock(scope: !136, file: !2, line: 62, column: 5)
!417 = !DILocation(line: 62, column: 38, scope: !416)
!418 = !DILocation(line: 63, column: 5, scope: !110)
!419 = !DILocation(line: 64, column: 5, scope: !110)
!420 = !DILocation(line: 0, scope: !143)
!421 = !DILocation(line: 66, column: 5, scope: !143)
!422 = !DILocation(line: 67, column: 5, scope: !110)
!423 = !DILocation(line: 67, column: 13, scope: !110)
!424 = !DILocation(line: 68, column: 5, scope: !110)
!425 = !DILocation(line: 70, column: 1, scope: !110)
!426 = !DILocation(line: 69, column: 5, scope: !110)
!427 = !DILocation(line: 66, column: 74, scope: !428)
!428 = distinct !DILexicalBlock(scope: !143, file: !2, line: 66, column: 5)
!429 = !DILocation(line: 66, column: 51, scope: !428)
!430 = !DILocation(line: 66, column: 61, scope: !428)
!431 = !DILocation(line: 66, column: 35, scope: !428)
!432 = distinct !{!432, !421, !433, !186}
!433 = !DILocation(line: 66, column: 109, scope: !143)
!434 = !DILocation(line: 66, column: 57, scope: !428)
!435 = !DILocation(line: 66, column: 47, scope: !428)
!436 = !DILocation(line: 66, column: 32, scope: !428)
!437 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!68, !115, null}
!440 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 4, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
