; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca [128 x i8], align 16, !DIAssignID !143
    #dbg_assign(i1 undef, !115, !DIExpression(), !143, ptr %1, !DIExpression(), !144)
  %2 = alloca [70 x i8], align 16, !DIAssignID !145
    #dbg_assign(i1 undef, !119, !DIExpression(), !145, ptr %2, !DIExpression(), !144)
  %3 = alloca [32 x i8], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !123, !DIExpression(), !146, ptr %3, !DIExpression(), !144)
  %4 = alloca [26 x i32], align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !127, !DIExpression(), !147, ptr %4, !DIExpression(), !144)
  %5 = alloca [64 x i8], align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !136, !DIExpression(), !148, ptr %5, !DIExpression(), !144)
    #dbg_value(ptr @.str, !113, !DIExpression(), !144)
    #dbg_value(ptr @.str, !149, !DIExpression(), !155)
    #dbg_value(ptr poison, !154, !DIExpression(), !155)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 43, i32 noundef 43), !dbg !157
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef -1), !dbg !158
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5, !dbg !159
    #dbg_value(ptr %1, !160, !DIExpression(), !167)
    #dbg_value(ptr @.str.8, !165, !DIExpression(), !167)
    #dbg_value(ptr %1, !166, !DIExpression(), !167)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !dbg !169, !tbaa !170
    #dbg_value(ptr poison, !160, !DIExpression(), !167)
    #dbg_value(ptr poison, !165, !DIExpression(), !167)
  br label %8, !dbg !173

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ], !dbg !180
    #dbg_value(ptr %9, !154, !DIExpression(), !181)
  %10 = load i8, ptr %9, align 1, !dbg !182, !tbaa !170
  %11 = icmp eq i8 %10, 0, !dbg !173
  %12 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !183
    #dbg_value(ptr %12, !154, !DIExpression(), !181)
  br i1 %11, label %13, label %8, !dbg !173, !llvm.loop !184

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64, !dbg !186
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !187)
    #dbg_value(ptr @.str.9, !165, !DIExpression(), !187)
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !187)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !dbg !189, !tbaa !170
    #dbg_value(ptr poison, !160, !DIExpression(), !187)
    #dbg_value(ptr poison, !165, !DIExpression(), !187)
  br label %15, !dbg !190

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ], !dbg !193
    #dbg_value(ptr %16, !154, !DIExpression(), !194)
  %17 = load i8, ptr %16, align 1, !dbg !195, !tbaa !170
  %18 = icmp eq i8 %17, 0, !dbg !190
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !196
    #dbg_value(ptr %19, !154, !DIExpression(), !194)
  br i1 %18, label %20, label %15, !dbg !190, !llvm.loop !197

20:                                               ; preds = %15
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !198)
    #dbg_value(ptr @.str.10, !165, !DIExpression(), !198)
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !198)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !dbg !200, !tbaa !170
    #dbg_value(ptr poison, !160, !DIExpression(), !198)
    #dbg_value(ptr poison, !165, !DIExpression(), !198)
  %21 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !201
    #dbg_value(ptr %1, !202, !DIExpression(), !212)
    #dbg_value(ptr %1, !149, !DIExpression(), !214)
    #dbg_value(ptr %1, !154, !DIExpression(), !214)
  br label %22, !dbg !216

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ], !dbg !217
    #dbg_value(ptr %23, !154, !DIExpression(), !214)
  %24 = load i8, ptr %23, align 1, !dbg !218, !tbaa !170
  %25 = icmp eq i8 %24, 0, !dbg !216
  %26 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !219
    #dbg_value(ptr %26, !154, !DIExpression(), !214)
  br i1 %25, label %27, label %22, !dbg !216, !llvm.loop !220

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64, !dbg !221
  %29 = sub i64 %28, %14, !dbg !221
  %30 = getelementptr inbounds i8, ptr %1, i64 %29, !dbg !222
    #dbg_value(ptr %30, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !223)
  %31 = getelementptr inbounds i8, ptr %30, i64 -1, !dbg !224
  %32 = icmp ugt ptr %31, %1, !dbg !225
  br i1 %32, label %33, label %41, !dbg !226

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
    #dbg_value(ptr %35, !202, !DIExpression(), !212)
  %36 = load i8, ptr %35, align 1, !dbg !227, !tbaa !170
    #dbg_value(i8 %36, !209, !DIExpression(), !228)
  %37 = load i8, ptr %34, align 1, !dbg !229, !tbaa !170
  store i8 %37, ptr %35, align 1, !dbg !230, !tbaa !170
  store i8 %36, ptr %34, align 1, !dbg !231, !tbaa !170
  %38 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !232
    #dbg_value(ptr %38, !202, !DIExpression(), !212)
    #dbg_value(ptr %34, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !223)
  %39 = getelementptr inbounds i8, ptr %34, i64 -1, !dbg !224
    #dbg_value(ptr %39, !207, !DIExpression(), !223)
  %40 = icmp ult ptr %38, %39, !dbg !225
  br i1 %40, label %33, label %41, !dbg !226, !llvm.loop !233

41:                                               ; preds = %33, %27
  %42 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !235
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5, !dbg !236
    #dbg_value(ptr %2, !94, !DIExpression(), !237)
    #dbg_value(i32 2, !95, !DIExpression(), !237)
    #dbg_value(ptr %2, !96, !DIExpression(), !237)
    #dbg_value(i64 255, !93, !DIExpression(), !237)
  %43 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !239
    #dbg_value(ptr %43, !96, !DIExpression(), !237)
    #dbg_value(i64 127, !93, !DIExpression(), !237)
  %44 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !239
    #dbg_value(ptr %44, !96, !DIExpression(), !237)
    #dbg_value(i64 63, !93, !DIExpression(), !237)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !237)
    #dbg_value(i64 31, !93, !DIExpression(), !237)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !237)
    #dbg_value(i64 15, !93, !DIExpression(), !237)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !237)
    #dbg_value(i64 7, !93, !DIExpression(), !237)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !237)
    #dbg_value(i64 3, !93, !DIExpression(), !237)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !237)
    #dbg_value(i64 1, !93, !DIExpression(), !237)
  %45 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !239
    #dbg_value(ptr %45, !96, !DIExpression(), !237)
    #dbg_value(i64 0, !93, !DIExpression(), !237)
  store i64 3544668469065756977, ptr %2, align 16, !dbg !241
  store i8 0, ptr %45, align 8, !dbg !242, !tbaa !170
    #dbg_value(ptr %2, !202, !DIExpression(), !243)
    #dbg_value(ptr %2, !149, !DIExpression(), !245)
    #dbg_value(ptr %2, !154, !DIExpression(), !245)
  br label %46, !dbg !247

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %2, %41 ], [ %50, %46 ], !dbg !248
    #dbg_value(ptr %47, !154, !DIExpression(), !245)
  %48 = load i8, ptr %47, align 1, !dbg !249, !tbaa !170
  %49 = icmp eq i8 %48, 0, !dbg !247
  %50 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !250
    #dbg_value(ptr %50, !154, !DIExpression(), !245)
  br i1 %49, label %51, label %46, !dbg !247, !llvm.loop !251

51:                                               ; preds = %46
  %52 = ptrtoint ptr %47 to i64, !dbg !252
  %53 = ptrtoint ptr %2 to i64, !dbg !252
  %54 = sub i64 %52, %53, !dbg !252
  %55 = getelementptr inbounds i8, ptr %2, i64 %54, !dbg !253
    #dbg_value(ptr %55, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !254)
  %56 = getelementptr inbounds i8, ptr %55, i64 -1, !dbg !255
  %57 = icmp ugt ptr %56, %2, !dbg !256
  br i1 %57, label %58, label %66, !dbg !257

58:                                               ; preds = %51, %58
  %59 = phi ptr [ %64, %58 ], [ %56, %51 ]
  %60 = phi ptr [ %63, %58 ], [ %2, %51 ]
    #dbg_value(ptr %60, !202, !DIExpression(), !243)
  %61 = load i8, ptr %60, align 1, !dbg !258, !tbaa !170
    #dbg_value(i8 %61, !209, !DIExpression(), !259)
  %62 = load i8, ptr %59, align 1, !dbg !260, !tbaa !170
  store i8 %62, ptr %60, align 1, !dbg !261, !tbaa !170
  store i8 %61, ptr %59, align 1, !dbg !262, !tbaa !170
  %63 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !263
    #dbg_value(ptr %63, !202, !DIExpression(), !243)
    #dbg_value(ptr %59, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !254)
  %64 = getelementptr inbounds i8, ptr %59, i64 -1, !dbg !255
    #dbg_value(ptr %64, !207, !DIExpression(), !254)
  %65 = icmp ult ptr %63, %64, !dbg !256
  br i1 %65, label %58, label %66, !dbg !257, !llvm.loop !264

66:                                               ; preds = %58, %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2), !dbg !266
    #dbg_value(ptr %2, !94, !DIExpression(), !267)
    #dbg_value(i32 16, !95, !DIExpression(), !267)
    #dbg_value(i64 255, !93, !DIExpression(), !267)
    #dbg_value(ptr %43, !96, !DIExpression(), !267)
  store i8 102, ptr %2, align 16, !dbg !269, !tbaa !170
    #dbg_value(i64 15, !93, !DIExpression(), !267)
    #dbg_value(ptr %44, !96, !DIExpression(), !267)
  store i8 102, ptr %43, align 1, !dbg !269, !tbaa !170
    #dbg_value(i64 0, !93, !DIExpression(), !267)
  store i8 0, ptr %44, align 2, !dbg !270, !tbaa !170
    #dbg_value(ptr %2, !202, !DIExpression(), !271)
    #dbg_value(ptr %2, !149, !DIExpression(), !273)
    #dbg_value(ptr %2, !154, !DIExpression(), !273)
  br label %68, !dbg !275

68:                                               ; preds = %66, %68
  %69 = phi ptr [ %2, %66 ], [ %70, %68 ]
    #dbg_value(ptr %69, !154, !DIExpression(), !273)
  %70 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !276
    #dbg_value(ptr %70, !154, !DIExpression(), !273)
  %71 = load i8, ptr %70, align 1, !dbg !277, !tbaa !170
  %72 = icmp eq i8 %71, 0, !dbg !275
    #dbg_value(ptr %70, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !273)
  br i1 %72, label %73, label %68, !dbg !275, !llvm.loop !278

73:                                               ; preds = %68
  %74 = ptrtoint ptr %70 to i64, !dbg !279
  %75 = sub i64 %74, %53, !dbg !279
  %76 = getelementptr inbounds i8, ptr %2, i64 %75, !dbg !280
    #dbg_value(ptr %76, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !281)
  %77 = getelementptr inbounds i8, ptr %76, i64 -1, !dbg !282
  %78 = icmp ugt ptr %77, %2, !dbg !283
  br i1 %78, label %79, label %87, !dbg !284

79:                                               ; preds = %73, %79
  %80 = phi ptr [ %85, %79 ], [ %77, %73 ]
  %81 = phi ptr [ %84, %79 ], [ %2, %73 ]
    #dbg_value(ptr %81, !202, !DIExpression(), !271)
  %82 = load i8, ptr %81, align 1, !dbg !285, !tbaa !170
    #dbg_value(i8 %82, !209, !DIExpression(), !286)
  %83 = load i8, ptr %80, align 1, !dbg !287, !tbaa !170
  store i8 %83, ptr %81, align 1, !dbg !288, !tbaa !170
  store i8 %82, ptr %80, align 1, !dbg !289, !tbaa !170
  %84 = getelementptr inbounds i8, ptr %81, i64 1, !dbg !290
    #dbg_value(ptr %84, !202, !DIExpression(), !271)
    #dbg_value(ptr %80, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !281)
  %85 = getelementptr inbounds i8, ptr %80, i64 -1, !dbg !282
    #dbg_value(ptr %85, !207, !DIExpression(), !281)
  %86 = icmp ult ptr %84, %85, !dbg !283
  br i1 %86, label %79, label %87, !dbg !284, !llvm.loop !291

87:                                               ; preds = %79, %73
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !293
    #dbg_value(ptr %2, !94, !DIExpression(), !294)
    #dbg_value(i32 36, !95, !DIExpression(), !294)
    #dbg_value(i64 1234567890123, !93, !DIExpression(), !294)
    #dbg_value(ptr %43, !96, !DIExpression(), !294)
    #dbg_value(i64 34293552503, !93, !DIExpression(), !294)
    #dbg_value(ptr %44, !96, !DIExpression(), !294)
    #dbg_value(i64 952598680, !93, !DIExpression(), !294)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !294)
    #dbg_value(i64 26461074, !93, !DIExpression(), !294)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !294)
    #dbg_value(i64 735029, !93, !DIExpression(), !294)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !294)
    #dbg_value(i64 20417, !93, !DIExpression(), !294)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !294)
    #dbg_value(i64 567, !93, !DIExpression(), !294)
    #dbg_value(ptr %2, !96, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !294)
    #dbg_value(i64 15, !93, !DIExpression(), !294)
    #dbg_value(ptr %45, !96, !DIExpression(), !294)
  store <8 x i8> <i8 102, i8 110, i8 103, i8 117, i8 104, i8 53, i8 114, i8 102>, ptr %2, align 16, !dbg !296, !tbaa !170
    #dbg_value(i64 0, !93, !DIExpression(), !294)
  store i8 0, ptr %45, align 8, !dbg !297, !tbaa !170
    #dbg_value(ptr %2, !202, !DIExpression(), !298)
    #dbg_value(ptr %2, !149, !DIExpression(), !300)
    #dbg_value(ptr %2, !154, !DIExpression(), !300)
  br label %89, !dbg !302

89:                                               ; preds = %89, %87
  %90 = phi ptr [ %2, %87 ], [ %93, %89 ], !dbg !303
    #dbg_value(ptr %90, !154, !DIExpression(), !300)
  %91 = load i8, ptr %90, align 1, !dbg !304, !tbaa !170
  %92 = icmp eq i8 %91, 0, !dbg !302
  %93 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !305
    #dbg_value(ptr %93, !154, !DIExpression(), !300)
  br i1 %92, label %94, label %89, !dbg !302, !llvm.loop !306

94:                                               ; preds = %89
  %95 = ptrtoint ptr %90 to i64, !dbg !307
  %96 = sub i64 %95, %53, !dbg !307
  %97 = getelementptr inbounds i8, ptr %2, i64 %96, !dbg !308
    #dbg_value(ptr %97, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !309)
  %98 = getelementptr inbounds i8, ptr %97, i64 -1, !dbg !310
  %99 = icmp ugt ptr %98, %2, !dbg !311
  br i1 %99, label %100, label %108, !dbg !312

100:                                              ; preds = %94, %100
  %101 = phi ptr [ %106, %100 ], [ %98, %94 ]
  %102 = phi ptr [ %105, %100 ], [ %2, %94 ]
    #dbg_value(ptr %102, !202, !DIExpression(), !298)
  %103 = load i8, ptr %102, align 1, !dbg !313, !tbaa !170
    #dbg_value(i8 %103, !209, !DIExpression(), !314)
  %104 = load i8, ptr %101, align 1, !dbg !315, !tbaa !170
  store i8 %104, ptr %102, align 1, !dbg !316, !tbaa !170
  store i8 %103, ptr %101, align 1, !dbg !317, !tbaa !170
  %105 = getelementptr inbounds i8, ptr %102, i64 1, !dbg !318
    #dbg_value(ptr %105, !202, !DIExpression(), !298)
    #dbg_value(ptr %101, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !309)
  %106 = getelementptr inbounds i8, ptr %101, i64 -1, !dbg !310
    #dbg_value(ptr %106, !207, !DIExpression(), !309)
  %107 = icmp ult ptr %105, %106, !dbg !311
  br i1 %107, label %100, label %108, !dbg !312, !llvm.loop !319

108:                                              ; preds = %100, %94
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !321
    #dbg_value(i64 -1, !93, !DIExpression(), !322)
    #dbg_value(ptr %2, !94, !DIExpression(), !322)
    #dbg_value(i32 10, !95, !DIExpression(), !322)
    #dbg_value(ptr %2, !96, !DIExpression(), !322)
  br label %110, !dbg !324

110:                                              ; preds = %110, %108
  %111 = phi i64 [ -1, %108 ], [ %124, %110 ]
  %112 = phi i64 [ 0, %108 ], [ %123, %110 ]
  %113 = getelementptr inbounds i8, ptr %2, i64 %112, !dbg !325
    #dbg_value(ptr %113, !96, !DIExpression(), !322)
    #dbg_value(i64 %111, !93, !DIExpression(), !322)
  %114 = urem i64 %111, 10, !dbg !325
  %115 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %114, !dbg !326
  %116 = load i8, ptr %115, align 1, !dbg !326, !tbaa !170
  %117 = or disjoint i64 %112, 1, !dbg !327
    #dbg_value(!DIArgList(ptr %2, i64 %117), !96, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !322)
  store i8 %116, ptr %113, align 2, !dbg !328, !tbaa !170
  %118 = udiv i64 %111, 10, !dbg !329
    #dbg_value(i64 %118, !93, !DIExpression(), !322)
  %119 = getelementptr inbounds i8, ptr %2, i64 %117, !dbg !325
    #dbg_value(ptr %119, !96, !DIExpression(), !322)
  %120 = urem i64 %118, 10, !dbg !325
  %121 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %120, !dbg !326
  %122 = load i8, ptr %121, align 1, !dbg !326, !tbaa !170
  %123 = add nuw nsw i64 %112, 2, !dbg !327
    #dbg_value(!DIArgList(ptr %2, i64 %123), !96, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !322)
  store i8 %122, ptr %119, align 1, !dbg !328, !tbaa !170
  %124 = udiv i64 %111, 100, !dbg !329
    #dbg_value(i64 %124, !93, !DIExpression(), !322)
  %125 = icmp eq i64 %112, 18, !dbg !330
  br i1 %125, label %126, label %110, !dbg !330, !llvm.loop !331

126:                                              ; preds = %110
  %127 = getelementptr inbounds i8, ptr %2, i64 %123, !dbg !328
    #dbg_value(ptr %127, !96, !DIExpression(), !322)
  store i8 0, ptr %127, align 1, !dbg !333, !tbaa !170
    #dbg_value(ptr %2, !202, !DIExpression(), !334)
    #dbg_value(ptr %2, !149, !DIExpression(), !336)
    #dbg_value(ptr %2, !154, !DIExpression(), !336)
  br label %128, !dbg !338

128:                                              ; preds = %128, %126
  %129 = phi ptr [ %2, %126 ], [ %132, %128 ], !dbg !339
    #dbg_value(ptr %129, !154, !DIExpression(), !336)
  %130 = load i8, ptr %129, align 1, !dbg !340, !tbaa !170
  %131 = icmp eq i8 %130, 0, !dbg !338
  %132 = getelementptr inbounds i8, ptr %129, i64 1, !dbg !341
    #dbg_value(ptr %132, !154, !DIExpression(), !336)
  br i1 %131, label %133, label %128, !dbg !338, !llvm.loop !342

133:                                              ; preds = %128
  %134 = ptrtoint ptr %129 to i64, !dbg !343
  %135 = sub i64 %134, %53, !dbg !343
  %136 = getelementptr inbounds i8, ptr %2, i64 %135, !dbg !344
    #dbg_value(ptr %136, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !345)
  %137 = getelementptr inbounds i8, ptr %136, i64 -1, !dbg !346
  %138 = icmp ugt ptr %137, %2, !dbg !347
  br i1 %138, label %139, label %147, !dbg !348

139:                                              ; preds = %133, %139
  %140 = phi ptr [ %145, %139 ], [ %137, %133 ]
  %141 = phi ptr [ %144, %139 ], [ %2, %133 ]
    #dbg_value(ptr %141, !202, !DIExpression(), !334)
  %142 = load i8, ptr %141, align 1, !dbg !349, !tbaa !170
    #dbg_value(i8 %142, !209, !DIExpression(), !350)
  %143 = load i8, ptr %140, align 1, !dbg !351, !tbaa !170
  store i8 %143, ptr %141, align 1, !dbg !352, !tbaa !170
  store i8 %142, ptr %140, align 1, !dbg !353, !tbaa !170
  %144 = getelementptr inbounds i8, ptr %141, i64 1, !dbg !354
    #dbg_value(ptr %144, !202, !DIExpression(), !334)
    #dbg_value(ptr %140, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !345)
  %145 = getelementptr inbounds i8, ptr %140, i64 -1, !dbg !346
    #dbg_value(ptr %145, !207, !DIExpression(), !345)
  %146 = icmp ult ptr %144, %145, !dbg !347
  br i1 %146, label %139, label %147, !dbg !348, !llvm.loop !355

147:                                              ; preds = %139, %133
  %148 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !357
    #dbg_value(ptr @.str.15, !358, !DIExpression(), !369)
    #dbg_value(i32 0, !363, !DIExpression(), !369)
    #dbg_value(i32 0, !364, !DIExpression(), !369)
  br label %149, !dbg !371

149:                                              ; preds = %156, %147
  %150 = phi i32 [ 0, %147 ], [ %160, %156 ], !dbg !372
  %151 = phi i1 [ false, %147 ], [ %157, %156 ], !dbg !369
  %152 = phi ptr [ @.str.15, %147 ], [ %161, %156 ]
  %153 = xor i1 %151, true, !dbg !373
    #dbg_value(ptr %152, !358, !DIExpression(), !369)
    #dbg_value(i1 %151, !364, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !369)
    #dbg_value(i32 %150, !363, !DIExpression(), !369)
  %154 = load i8, ptr %152, align 1, !dbg !373, !tbaa !170
  switch i8 %154, label %155 [
    i8 0, label %162
    i8 32, label %156
    i8 9, label %156
    i8 10, label %156
  ], !dbg !374

155:                                              ; preds = %149
  br label %156, !dbg !375

156:                                              ; preds = %155, %149, %149, %149
  %157 = phi i1 [ true, %155 ], [ false, %149 ], [ false, %149 ], [ false, %149 ]
    #dbg_value(i1 poison, !365, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !376)
  %158 = and i1 %157, %153, !dbg !377
  %159 = zext i1 %158 to i32, !dbg !377
  %160 = add nuw nsw i32 %150, %159, !dbg !377
    #dbg_value(i32 %160, !363, !DIExpression(), !369)
    #dbg_value(i1 %157, !364, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !369)
  %161 = getelementptr inbounds i8, ptr %152, i64 1, !dbg !379
    #dbg_value(ptr %161, !358, !DIExpression(), !369)
  br label %149, !dbg !380, !llvm.loop !381

162:                                              ; preds = %149
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150), !dbg !383
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !384
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(31) %3, i8 45, i64 31, i1 false), !dbg !385, !DIAssignID !386
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 248), !386, ptr %3, !DIExpression(), !144)
  %164 = getelementptr inbounds i8, ptr %3, i64 31, !dbg !387
  store i8 0, ptr %164, align 1, !dbg !388, !tbaa !170, !DIAssignID !389
    #dbg_assign(i8 0, !123, !DIExpression(DW_OP_LLVM_fragment, 248, 8), !389, ptr %164, !DIExpression(), !144)
  %165 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !390
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %165, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false), !dbg !391, !DIAssignID !392
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 40, 48), !392, ptr %165, !DIExpression(), !144)
  %166 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !393
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20)), !dbg !394
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5, !dbg !395
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %4, i8 0, i64 104, i1 false), !dbg !396, !DIAssignID !397
    #dbg_assign(i8 0, !127, !DIExpression(), !397, ptr %4, !DIExpression(), !144)
    #dbg_value(ptr @.str, !131, !DIExpression(), !398)
  br label %168, !dbg !399

168:                                              ; preds = %191, %162
  %169 = phi i8 [ 116, %162 ], [ %194, %191 ]
  %170 = phi i64 [ 0, %162 ], [ %192, %191 ]
    #dbg_value(!DIArgList(ptr @.str, i64 %170), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !398)
  %171 = add i8 %169, -97, !dbg !400
  %172 = icmp ult i8 %171, 26, !dbg !400
  br i1 %172, label %173, label %178, !dbg !400

173:                                              ; preds = %168
  %174 = zext nneg i8 %171 to i64, !dbg !403
  %175 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %174, !dbg !404
  %176 = load i32, ptr %175, align 4, !dbg !405, !tbaa !406
  %177 = add nsw i32 %176, 1, !dbg !405
  store i32 %177, ptr %175, align 4, !dbg !405, !tbaa !406
  br label %178, !dbg !404

178:                                              ; preds = %168, %173
    #dbg_value(!DIArgList(ptr @.str, i64 %170), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_or, DW_OP_plus, DW_OP_stack_value), !398)
  %179 = icmp eq i64 %170, 42, !dbg !399
  br i1 %179, label %195, label %180, !dbg !399, !llvm.loop !408

180:                                              ; preds = %178
  %181 = or disjoint i64 %170, 1, !dbg !410
    #dbg_value(!DIArgList(ptr @.str, i64 %181), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !398)
  %182 = getelementptr inbounds i8, ptr @.str, i64 %181, !dbg !411
    #dbg_value(ptr %182, !131, !DIExpression(), !398)
  %183 = load i8, ptr %182, align 1, !dbg !411, !tbaa !170
    #dbg_value(!DIArgList(ptr @.str, i64 %181), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !398)
  %184 = add i8 %183, -97, !dbg !400
  %185 = icmp ult i8 %184, 26, !dbg !400
  br i1 %185, label %186, label %191, !dbg !400

186:                                              ; preds = %180
  %187 = zext nneg i8 %184 to i64, !dbg !403
  %188 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %187, !dbg !404
  %189 = load i32, ptr %188, align 4, !dbg !405, !tbaa !406
  %190 = add nsw i32 %189, 1, !dbg !405
  store i32 %190, ptr %188, align 4, !dbg !405, !tbaa !406
  br label %191, !dbg !404

191:                                              ; preds = %186, %180
  %192 = add nuw nsw i64 %170, 2, !dbg !410
    #dbg_value(ptr %193, !131, !DIExpression(), !398)
  %193 = getelementptr inbounds i8, ptr @.str, i64 %192, !dbg !411
  %194 = load i8, ptr %193, align 1, !dbg !411, !tbaa !170
  br label %168

195:                                              ; preds = %178
    #dbg_value(i64 0, !134, !DIExpression(), !412)
    #dbg_value(i32 1, !133, !DIExpression(), !144)
  %196 = load i32, ptr %4, align 16, !dbg !413, !tbaa !406
  %197 = icmp ne i32 %196, 0, !dbg !413
    #dbg_value(i1 %197, !133, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !144)
    #dbg_value(i64 1, !134, !DIExpression(), !412)
  %198 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !413
  %199 = load i32, ptr %198, align 4, !dbg !413, !tbaa !406
  %200 = freeze i32 %199, !dbg !413
  %201 = icmp ne i32 %200, 0, !dbg !413
    #dbg_value(i1 poison, !133, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !144)
    #dbg_value(i64 2, !134, !DIExpression(), !412)
  %202 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !413
    #dbg_value(i64 3, !134, !DIExpression(), !412)
    #dbg_value(i64 4, !134, !DIExpression(), !412)
    #dbg_value(i64 5, !134, !DIExpression(), !412)
    #dbg_value(i64 6, !134, !DIExpression(), !412)
    #dbg_value(i64 7, !134, !DIExpression(), !412)
    #dbg_value(i64 8, !134, !DIExpression(), !412)
    #dbg_value(i64 9, !134, !DIExpression(), !412)
  %203 = load <8 x i32>, ptr %202, align 8, !dbg !413, !tbaa !406
  %204 = freeze <8 x i32> %203, !dbg !413
    #dbg_value(i64 10, !134, !DIExpression(), !412)
  %205 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !413
    #dbg_value(i64 11, !134, !DIExpression(), !412)
    #dbg_value(i64 12, !134, !DIExpression(), !412)
    #dbg_value(i64 13, !134, !DIExpression(), !412)
    #dbg_value(i64 14, !134, !DIExpression(), !412)
    #dbg_value(i64 15, !134, !DIExpression(), !412)
    #dbg_value(i64 16, !134, !DIExpression(), !412)
    #dbg_value(i64 17, !134, !DIExpression(), !412)
    #dbg_value(i64 18, !134, !DIExpression(), !412)
    #dbg_value(i64 19, !134, !DIExpression(), !412)
    #dbg_value(i64 20, !134, !DIExpression(), !412)
    #dbg_value(i64 21, !134, !DIExpression(), !412)
    #dbg_value(i64 22, !134, !DIExpression(), !412)
    #dbg_value(i64 23, !134, !DIExpression(), !412)
    #dbg_value(i64 24, !134, !DIExpression(), !412)
    #dbg_value(i64 25, !134, !DIExpression(), !412)
  %206 = load <16 x i32>, ptr %205, align 8, !dbg !413, !tbaa !406
  %207 = freeze <16 x i32> %206, !dbg !413
  %208 = icmp eq <16 x i32> %207, zeroinitializer, !dbg !416
  %209 = bitcast <16 x i1> %208 to i16, !dbg !416
  %210 = icmp eq i16 %209, 0, !dbg !416
  %211 = icmp eq <8 x i32> %204, zeroinitializer, !dbg !416
  %212 = bitcast <8 x i1> %211 to i8, !dbg !416
  %213 = icmp eq i8 %212, 0, !dbg !416
  %214 = and i1 %210, %213, !dbg !416
  %215 = and i1 %214, %201, !dbg !416
  %216 = select i1 %215, i1 %197, i1 false, !dbg !416
  %217 = zext i1 %216 to i32, !dbg !416
    #dbg_value(i32 %217, !133, !DIExpression(), !144)
    #dbg_value(i64 26, !134, !DIExpression(), !412)
  %218 = extractelement <16 x i32> %207, i64 4, !dbg !417
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %217, i32 noundef %218), !dbg !417
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5, !dbg !418
    #dbg_value(i32 0, !140, !DIExpression(), !144)
    #dbg_value(ptr @.str, !141, !DIExpression(), !419)
  br label %223, !dbg !420

220:                                              ; preds = %223
  %221 = getelementptr inbounds i8, ptr %5, i64 43, !dbg !421
  store i8 0, ptr %221, align 1, !dbg !422, !tbaa !170
  %222 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %5), !dbg !423
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5, !dbg !424
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5, !dbg !424
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !424
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5, !dbg !424
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5, !dbg !424
  ret i32 0, !dbg !425

223:                                              ; preds = %233, %195
  %224 = phi i64 [ 0, %195 ], [ %241, %233 ]
  %225 = phi i8 [ 116, %195 ], [ %244, %233 ]
  %226 = phi ptr [ @.str, %195 ], [ %243, %233 ]
    #dbg_value(ptr %226, !141, !DIExpression(), !419)
    #dbg_value(i64 %224, !140, !DIExpression(), !144)
  %227 = add i8 %225, -97, !dbg !426
  %228 = icmp ult i8 %227, 26, !dbg !426
  %229 = add nsw i8 %225, -32
  %230 = select i1 %228, i8 %229, i8 %225, !dbg !426
    #dbg_value(i64 %224, !140, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !144)
  %231 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %224, !dbg !428
  store i8 %230, ptr %231, align 2, !dbg !429, !tbaa !170
    #dbg_value(ptr %226, !141, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !419)
  %232 = icmp eq i64 %224, 42, !dbg !430
  br i1 %232, label %220, label %233, !dbg !420, !llvm.loop !431

233:                                              ; preds = %223
  %234 = or disjoint i64 %224, 1, !dbg !433
    #dbg_value(i64 %234, !140, !DIExpression(), !144)
  %235 = getelementptr inbounds i8, ptr %226, i64 1, !dbg !434
    #dbg_value(ptr %235, !141, !DIExpression(), !419)
  %236 = load i8, ptr %235, align 1, !dbg !435, !tbaa !170
    #dbg_value(ptr %235, !141, !DIExpression(), !419)
    #dbg_value(i64 %234, !140, !DIExpression(), !144)
  %237 = add i8 %236, -97, !dbg !426
  %238 = icmp ult i8 %237, 26, !dbg !426
  %239 = add nsw i8 %236, -32
  %240 = select i1 %238, i8 %239, i8 %236, !dbg !426
  %241 = add nuw nsw i64 %224, 2, !dbg !433
    #dbg_value(i64 %241, !140, !DIExpression(), !144)
  %242 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %234, !dbg !428
  store i8 %240, ptr %242, align 1, !dbg !429, !tbaa !170
  %243 = getelementptr inbounds i8, ptr %226, i64 2, !dbg !434
    #dbg_value(ptr %243, !141, !DIExpression(), !419)
  %244 = load i8, ptr %243, align 1, !dbg !435, !tbaa !170
  br label %223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !436 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !439 dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

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
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
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
!62 = distinct !DIGlobalVariable(name: "digits", scope: !63, file: !2, line: 17, type: !97, isLocal: true, isDefinition: true)
!63 = distinct !DISubprogram(name: "utoa_base", scope: !2, file: !2, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !92)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !67, !66, !68}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!67 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !73, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !4, !67, !72}
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!73 = !{!0, !7, !12, !74, !76, !81, !86, !88, !17, !22, !27, !29, !31, !90, !36, !41, !46, !51, !56, !61}
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 8)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 2)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !83, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !83, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !33, isLocal: true, isDefinition: true)
!92 = !{!93, !94, !95, !96}
!93 = !DILocalVariable(name: "v", arg: 1, scope: !63, file: !2, line: 16, type: !67)
!94 = !DILocalVariable(name: "buf", arg: 2, scope: !63, file: !2, line: 16, type: !66)
!95 = !DILocalVariable(name: "base", arg: 3, scope: !63, file: !2, line: 16, type: !68)
!96 = !DILocalVariable(name: "p", scope: !63, file: !2, line: 18, type: !66)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 296, elements: !99)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!99 = !{!100}
!100 = !DISubrange(count: 37)
!101 = !{i32 7, !"Dwarf Version", i32 4}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 2}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 1, !"MaxTLSAlign", i32 65536}
!107 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !110, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!68}
!112 = !{!113, !115, !119, !123, !127, !131, !133, !134, !136, !140, !141}
!113 = !DILocalVariable(name: "text", scope: !109, file: !2, line: 36, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
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
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !109)
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = !DILocalVariable(name: "s", arg: 1, scope: !150, file: !2, line: 6, type: !114)
!150 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 6, type: !151, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!67, !114}
!153 = !{!149, !154}
!154 = !DILocalVariable(name: "p", scope: !150, file: !2, line: 6, type: !114)
!155 = !DILocation(line: 0, scope: !150, inlinedAt: !156)
!156 = distinct !DILocation(line: 37, column: 37, scope: !109)
!157 = !DILocation(line: 37, column: 5, scope: !109)
!158 = !DILocation(line: 38, column: 5, scope: !109)
!159 = !DILocation(line: 40, column: 5, scope: !109)
!160 = !DILocalVariable(name: "d", arg: 1, scope: !161, file: !2, line: 11, type: !66)
!161 = distinct !DISubprogram(name: "my_strcpy", scope: !2, file: !2, line: 11, type: !162, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!66, !66, !114}
!164 = !{!160, !165, !166}
!165 = !DILocalVariable(name: "s", arg: 2, scope: !161, file: !2, line: 11, type: !114)
!166 = !DILocalVariable(name: "r", scope: !161, file: !2, line: 11, type: !66)
!167 = !DILocation(line: 0, scope: !161, inlinedAt: !168)
!168 = distinct !DILocation(line: 41, column: 5, scope: !109)
!169 = !DILocation(line: 11, column: 76, scope: !161, inlinedAt: !168)
!170 = !{!171, !171, i64 0}
!171 = !{!"omnipotent char", !172, i64 0}
!172 = !{!"Simple C/C++ TBAA"}
!173 = !DILocation(line: 6, column: 68, scope: !150, inlinedAt: !174)
!174 = distinct !DILocation(line: 12, column: 64, scope: !175, inlinedAt: !179)
!175 = distinct !DISubprogram(name: "my_strcat", scope: !2, file: !2, line: 12, type: !162, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !176)
!176 = !{!177, !178}
!177 = !DILocalVariable(name: "d", arg: 1, scope: !175, file: !2, line: 12, type: !66)
!178 = !DILocalVariable(name: "s", arg: 2, scope: !175, file: !2, line: 12, type: !114)
!179 = distinct !DILocation(line: 42, column: 5, scope: !109)
!180 = !DILocation(line: 6, scope: !150, inlinedAt: !174)
!181 = !DILocation(line: 0, scope: !150, inlinedAt: !174)
!182 = !DILocation(line: 6, column: 75, scope: !150, inlinedAt: !174)
!183 = !DILocation(line: 6, column: 80, scope: !150, inlinedAt: !174)
!184 = distinct !{!184, !173, !183, !185}
!185 = !{!"llvm.loop.mustprogress"}
!186 = !DILocation(line: 6, column: 109, scope: !150, inlinedAt: !174)
!187 = !DILocation(line: 0, scope: !161, inlinedAt: !188)
!188 = distinct !DILocation(line: 12, column: 50, scope: !175, inlinedAt: !179)
!189 = !DILocation(line: 11, column: 76, scope: !161, inlinedAt: !188)
!190 = !DILocation(line: 6, column: 68, scope: !150, inlinedAt: !191)
!191 = distinct !DILocation(line: 12, column: 64, scope: !175, inlinedAt: !192)
!192 = distinct !DILocation(line: 43, column: 5, scope: !109)
!193 = !DILocation(line: 6, scope: !150, inlinedAt: !191)
!194 = !DILocation(line: 0, scope: !150, inlinedAt: !191)
!195 = !DILocation(line: 6, column: 75, scope: !150, inlinedAt: !191)
!196 = !DILocation(line: 6, column: 80, scope: !150, inlinedAt: !191)
!197 = distinct !{!197, !190, !196, !185}
!198 = !DILocation(line: 0, scope: !161, inlinedAt: !199)
!199 = distinct !DILocation(line: 12, column: 50, scope: !175, inlinedAt: !192)
!200 = !DILocation(line: 11, column: 76, scope: !161, inlinedAt: !199)
!201 = !DILocation(line: 44, column: 5, scope: !109)
!202 = !DILocalVariable(name: "s", arg: 1, scope: !203, file: !2, line: 13, type: !66)
!203 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 13, type: !204, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{null, !66}
!206 = !{!202, !207, !209}
!207 = !DILocalVariable(name: "e", scope: !208, file: !2, line: 14, type: !66)
!208 = distinct !DILexicalBlock(scope: !203, file: !2, line: 14, column: 5)
!209 = !DILocalVariable(name: "t", scope: !210, file: !2, line: 14, type: !4)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 14, column: 59)
!211 = distinct !DILexicalBlock(scope: !208, file: !2, line: 14, column: 5)
!212 = !DILocation(line: 0, scope: !203, inlinedAt: !213)
!213 = distinct !DILocation(line: 45, column: 5, scope: !109)
!214 = !DILocation(line: 0, scope: !150, inlinedAt: !215)
!215 = distinct !DILocation(line: 14, column: 24, scope: !208, inlinedAt: !213)
!216 = !DILocation(line: 6, column: 68, scope: !150, inlinedAt: !215)
!217 = !DILocation(line: 6, scope: !150, inlinedAt: !215)
!218 = !DILocation(line: 6, column: 75, scope: !150, inlinedAt: !215)
!219 = !DILocation(line: 6, column: 80, scope: !150, inlinedAt: !215)
!220 = distinct !{!220, !216, !219, !185}
!221 = !DILocation(line: 6, column: 109, scope: !150, inlinedAt: !215)
!222 = !DILocation(line: 14, column: 22, scope: !208, inlinedAt: !213)
!223 = !DILocation(line: 0, scope: !208, inlinedAt: !213)
!224 = !DILocation(line: 14, scope: !208, inlinedAt: !213)
!225 = !DILocation(line: 14, column: 44, scope: !211, inlinedAt: !213)
!226 = !DILocation(line: 14, column: 5, scope: !208, inlinedAt: !213)
!227 = !DILocation(line: 14, column: 70, scope: !210, inlinedAt: !213)
!228 = !DILocation(line: 0, scope: !210, inlinedAt: !213)
!229 = !DILocation(line: 14, column: 79, scope: !210, inlinedAt: !213)
!230 = !DILocation(line: 14, column: 77, scope: !210, inlinedAt: !213)
!231 = !DILocation(line: 14, column: 86, scope: !210, inlinedAt: !213)
!232 = !DILocation(line: 14, column: 50, scope: !211, inlinedAt: !213)
!233 = distinct !{!233, !226, !234, !185}
!234 = !DILocation(line: 14, column: 91, scope: !208, inlinedAt: !213)
!235 = !DILocation(line: 46, column: 5, scope: !109)
!236 = !DILocation(line: 47, column: 5, scope: !109)
!237 = !DILocation(line: 0, scope: !63, inlinedAt: !238)
!238 = distinct !DILocation(line: 48, column: 26, scope: !109)
!239 = !DILocation(line: 19, column: 12, scope: !240, inlinedAt: !238)
!240 = distinct !DILexicalBlock(scope: !63, file: !2, line: 19, column: 8)
!241 = !DILocation(line: 19, column: 15, scope: !240, inlinedAt: !238)
!242 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !238)
!243 = !DILocation(line: 0, scope: !203, inlinedAt: !244)
!244 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !238)
!245 = !DILocation(line: 0, scope: !150, inlinedAt: !246)
!246 = distinct !DILocation(line: 14, column: 24, scope: !208, inlinedAt: !244)
!247 = !DILocation(line: 6, column: 68, scope: !150, inlinedAt: !246)
!248 = !DILocation(line: 6, scope: !150, inlinedAt: !246)
!249 = !DILocation(line: 6, column: 75, scope: !150, inlinedAt: !246)
!250 = !DILocation(line: 6, column: 80, scope: !150, inlinedAt: !246)
!251 = distinct !{!251, !247, !250, !185}
!252 = !DILocation(line: 6, column: 109, scope: !150, inlinedAt: !246)
!253 = !DILocation(line: 14, column: 22, scope: !208, inlinedAt: !244)
!254 = !DILocation(line: 0, scope: !208, inlinedAt: !244)
!255 = !DILocation(line: 14, scope: !208, inlinedAt: !244)
!256 = !DILocation(line: 14, column: 44, scope: !211, inlinedAt: !244)
!257 = !DILocation(line: 14, column: 5, scope: !208, inlinedAt: !244)
!258 = !DILocation(line: 14, column: 70, scope: !210, inlinedAt: !244)
!259 = !DILocation(line: 0, scope: !210, inlinedAt: !244)
!260 = !DILocation(line: 14, column: 79, scope: !210, inlinedAt: !244)
!261 = !DILocation(line: 14, column: 77, scope: !210, inlinedAt: !244)
!262 = !DILocation(line: 14, column: 86, scope: !210, inlinedAt: !244)
!263 = !DILocation(line: 14, column: 50, scope: !211, inlinedAt: !244)
!264 = distinct !{!264, !257, !265, !185}
!265 = !DILocation(line: 14, column: 91, scope: !208, inlinedAt: !244)
!266 = !DILocation(line: 48, column: 5, scope: !109)
!267 = !DILocation(line: 0, scope: !63, inlinedAt: !268)
!268 = distinct !DILocation(line: 49, column: 19, scope: !109)
!269 = !DILocation(line: 19, column: 15, scope: !240, inlinedAt: !268)
!270 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !268)
!271 = !DILocation(line: 0, scope: !203, inlinedAt: !272)
!272 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !268)
!273 = !DILocation(line: 0, scope: !150, inlinedAt: !274)
!274 = distinct !DILocation(line: 14, column: 24, scope: !208, inlinedAt: !272)
!275 = !DILocation(line: 6, column: 68, scope: !150, inlinedAt: !274)
!276 = !DILocation(line: 6, column: 80, scope: !150, inlinedAt: !274)
!277 = !DILocation(line: 6, column: 75, scope: !150, inlinedAt: !274)
!278 = distinct !{!278, !275, !276, !185}
!279 = !DILocation(line: 6, column: 109, scope: !150, inlinedAt: !274)
!280 = !DILocation(line: 14, column: 22, scope: !208, inlinedAt: !272)
!281 = !DILocation(line: 0, scope: !208, inlinedAt: !272)
!282 = !DILocation(line: 14, scope: !208, inlinedAt: !272)
!283 = !DILocation(line: 14, column: 44, scope: !211, inlinedAt: !272)
!284 = !DILocation(line: 14, column: 5, scope: !208, inlinedAt: !272)
!285 = !DILocation(line: 14, column: 70, scope: !210, inlinedAt: !272)
!286 = !DILocation(line: 0, scope: !210, inlinedAt: !272)
!287 = !DILocation(line: 14, column: 79, scope: !210, inlinedAt: !272)
!288 = !DILocation(line: 14, column: 77, scope: !210, inlinedAt: !272)
!289 = !DILocation(line: 14, column: 86, scope: !210, inlinedAt: !272)
!290 = !DILocation(line: 14, column: 50, scope: !211, inlinedAt: !272)
!291 = distinct !{!291, !284, !292, !185}
!292 = !DILocation(line: 14, column: 91, scope: !208, inlinedAt: !272)
!293 = !DILocation(line: 49, column: 5, scope: !109)
!294 = !DILocation(line: 0, scope: !63, inlinedAt: !295)
!295 = distinct !DILocation(line: 50, column: 19, scope: !109)
!296 = !DILocation(line: 19, column: 15, scope: !240, inlinedAt: !295)
!297 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !295)
!298 = !DILocation(line: 0, scope: !203, inlinedAt: !299)
!299 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !295)
!300 = !DILocation(line: 0, scope: !150, inlinedAt: !301)
!301 = distinct !DILocation(line: 14, column: 24, scope: !208, inlinedAt: !299)
!302 = !DILocation(line: 6, column: 68, scope: !150, inlinedAt: !301)
!303 = !DILocation(line: 6, scope: !150, inlinedAt: !301)
!304 = !DILocation(line: 6, column: 75, scope: !150, inlinedAt: !301)
!305 = !DILocation(line: 6, column: 80, scope: !150, inlinedAt: !301)
!306 = distinct !{!306, !302, !305, !185}
!307 = !DILocation(line: 6, column: 109, scope: !150, inlinedAt: !301)
!308 = !DILocation(line: 14, column: 22, scope: !208, inlinedAt: !299)
!309 = !DILocation(line: 0, scope: !208, inlinedAt: !299)
!310 = !DILocation(line: 14, scope: !208, inlinedAt: !299)
!311 = !DILocation(line: 14, column: 44, scope: !211, inlinedAt: !299)
!312 = !DILocation(line: 14, column: 5, scope: !208, inlinedAt: !299)
!313 = !DILocation(line: 14, column: 70, scope: !210, inlinedAt: !299)
!314 = !DILocation(line: 0, scope: !210, inlinedAt: !299)
!315 = !DILocation(line: 14, column: 79, scope: !210, inlinedAt: !299)
!316 = !DILocation(line: 14, column: 77, scope: !210, inlinedAt: !299)
!317 = !DILocation(line: 14, column: 86, scope: !210, inlinedAt: !299)
!318 = !DILocation(line: 14, column: 50, scope: !211, inlinedAt: !299)
!319 = distinct !{!319, !312, !320, !185}
!320 = !DILocation(line: 14, column: 91, scope: !208, inlinedAt: !299)
!321 = !DILocation(line: 50, column: 5, scope: !109)
!322 = !DILocation(line: 0, scope: !63, inlinedAt: !323)
!323 = distinct !DILocation(line: 51, column: 20, scope: !109)
!324 = !DILocation(line: 19, column: 5, scope: !63, inlinedAt: !323)
!325 = !DILocation(line: 19, column: 26, scope: !240, inlinedAt: !323)
!326 = !DILocation(line: 19, column: 17, scope: !240, inlinedAt: !323)
!327 = !DILocation(line: 19, column: 12, scope: !240, inlinedAt: !323)
!328 = !DILocation(line: 19, column: 15, scope: !240, inlinedAt: !323)
!329 = !DILocation(line: 19, column: 47, scope: !240, inlinedAt: !323)
!330 = !DILocation(line: 19, column: 66, scope: !240, inlinedAt: !323)
!331 = distinct !{!331, !324, !332, !185}
!332 = !DILocation(line: 19, column: 76, scope: !63, inlinedAt: !323)
!333 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !323)
!334 = !DILocation(line: 0, scope: !203, inlinedAt: !335)
!335 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !323)
!336 = !DILocation(line: 0, scope: !150, inlinedAt: !337)
!337 = distinct !DILocation(line: 14, column: 24, scope: !208, inlinedAt: !335)
!338 = !DILocation(line: 6, column: 68, scope: !150, inlinedAt: !337)
!339 = !DILocation(line: 6, scope: !150, inlinedAt: !337)
!340 = !DILocation(line: 6, column: 75, scope: !150, inlinedAt: !337)
!341 = !DILocation(line: 6, column: 80, scope: !150, inlinedAt: !337)
!342 = distinct !{!342, !338, !341, !185}
!343 = !DILocation(line: 6, column: 109, scope: !150, inlinedAt: !337)
!344 = !DILocation(line: 14, column: 22, scope: !208, inlinedAt: !335)
!345 = !DILocation(line: 0, scope: !208, inlinedAt: !335)
!346 = !DILocation(line: 14, scope: !208, inlinedAt: !335)
!347 = !DILocation(line: 14, column: 44, scope: !211, inlinedAt: !335)
!348 = !DILocation(line: 14, column: 5, scope: !208, inlinedAt: !335)
!349 = !DILocation(line: 14, column: 70, scope: !210, inlinedAt: !335)
!350 = !DILocation(line: 0, scope: !210, inlinedAt: !335)
!351 = !DILocation(line: 14, column: 79, scope: !210, inlinedAt: !335)
!352 = !DILocation(line: 14, column: 77, scope: !210, inlinedAt: !335)
!353 = !DILocation(line: 14, column: 86, scope: !210, inlinedAt: !335)
!354 = !DILocation(line: 14, column: 50, scope: !211, inlinedAt: !335)
!355 = distinct !{!355, !348, !356, !185}
!356 = !DILocation(line: 14, column: 91, scope: !208, inlinedAt: !335)
!357 = !DILocation(line: 51, column: 5, scope: !109)
!358 = !DILocalVariable(name: "s", arg: 1, scope: !359, file: !2, line: 24, type: !114)
!359 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 24, type: !360, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !362)
!360 = !DISubroutineType(types: !361)
!361 = !{!68, !114}
!362 = !{!358, !363, !364, !365}
!363 = !DILocalVariable(name: "n", scope: !359, file: !2, line: 25, type: !68)
!364 = !DILocalVariable(name: "in", scope: !359, file: !2, line: 25, type: !68)
!365 = !DILocalVariable(name: "sp", scope: !366, file: !2, line: 27, type: !68)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 26, column: 21)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 26, column: 5)
!368 = distinct !DILexicalBlock(scope: !359, file: !2, line: 26, column: 5)
!369 = !DILocation(line: 0, scope: !359, inlinedAt: !370)
!370 = distinct !DILocation(line: 52, column: 26, scope: !109)
!371 = !DILocation(line: 26, column: 5, scope: !359, inlinedAt: !370)
!372 = !DILocation(line: 25, column: 9, scope: !359, inlinedAt: !370)
!373 = !DILocation(line: 26, column: 12, scope: !367, inlinedAt: !370)
!374 = !DILocation(line: 26, column: 5, scope: !368, inlinedAt: !370)
!375 = !DILocation(line: 27, column: 42, scope: !366, inlinedAt: !370)
!376 = !DILocation(line: 0, scope: !366, inlinedAt: !370)
!377 = !DILocation(line: 28, column: 17, scope: !378, inlinedAt: !370)
!378 = distinct !DILexicalBlock(scope: !366, file: !2, line: 28, column: 13)
!379 = !DILocation(line: 26, column: 17, scope: !367, inlinedAt: !370)
!380 = !DILocation(line: 26, column: 5, scope: !367, inlinedAt: !370)
!381 = distinct !{!381, !374, !382, !185}
!382 = !DILocation(line: 30, column: 5, scope: !368, inlinedAt: !370)
!383 = !DILocation(line: 52, column: 5, scope: !109)
!384 = !DILocation(line: 53, column: 5, scope: !109)
!385 = !DILocation(line: 54, column: 5, scope: !109)
!386 = distinct !DIAssignID()
!387 = !DILocation(line: 55, column: 5, scope: !109)
!388 = !DILocation(line: 55, column: 11, scope: !109)
!389 = distinct !DIAssignID()
!390 = !DILocation(line: 56, column: 24, scope: !109)
!391 = !DILocation(line: 56, column: 5, scope: !109)
!392 = distinct !DIAssignID()
!393 = !DILocation(line: 57, column: 5, scope: !109)
!394 = !DILocation(line: 58, column: 5, scope: !109)
!395 = !DILocation(line: 59, column: 5, scope: !109)
!396 = !DILocation(line: 59, column: 9, scope: !109)
!397 = distinct !DIAssignID()
!398 = !DILocation(line: 0, scope: !132)
!399 = !DILocation(line: 60, column: 5, scope: !132)
!400 = !DILocation(line: 60, column: 55, scope: !401)
!401 = distinct !DILexicalBlock(scope: !402, file: !2, line: 60, column: 45)
!402 = distinct !DILexicalBlock(scope: !132, file: !2, line: 60, column: 5)
!403 = !DILocation(line: 60, column: 77, scope: !401)
!404 = !DILocation(line: 60, column: 69, scope: !401)
!405 = !DILocation(line: 60, column: 83, scope: !401)
!406 = !{!407, !407, i64 0}
!407 = !{!"int", !171, i64 0}
!408 = distinct !{!408, !399, !409, !185}
!409 = !DILocation(line: 60, column: 83, scope: !132)
!410 = !DILocation(line: 60, column: 37, scope: !402)
!411 = !DILocation(line: 60, column: 32, scope: !402)
!412 = !DILocation(line: 0, scope: !135)
!413 = !DILocation(line: 62, column: 39, scope: !414)
!414 = distinct !DILexicalBlock(scope: !415, file: !2, line: 62, column: 38)
!415 = distinct !DILexicalBlock(scope: !135, file: !2, line: 62, column: 5)
!416 = !DILocation(line: 62, column: 38, scope: !415)
!417 = !DILocation(line: 63, column: 5, scope: !109)
!418 = !DILocation(line: 64, column: 5, scope: !109)
!419 = !DILocation(line: 0, scope: !142)
!420 = !DILocation(line: 66, column: 5, scope: !142)
!421 = !DILocation(line: 67, column: 5, scope: !109)
!422 = !DILocation(line: 67, column: 13, scope: !109)
!423 = !DILocation(line: 68, column: 5, scope: !109)
!424 = !DILocation(line: 70, column: 1, scope: !109)
!425 = !DILocation(line: 69, column: 5, scope: !109)
!426 = !DILocation(line: 66, column: 74, scope: !427)
!427 = distinct !DILexicalBlock(scope: !142, file: !2, line: 66, column: 5)
!428 = !DILocation(line: 66, column: 51, scope: !427)
!429 = !DILocation(line: 66, column: 61, scope: !427)
!430 = !DILocation(line: 66, column: 35, scope: !427)
!431 = distinct !{!431, !420, !432, !185}
!432 = !DILocation(line: 66, column: 109, scope: !142)
!433 = !DILocation(line: 66, column: 57, scope: !427)
!434 = !DILocation(line: 66, column: 47, scope: !427)
!435 = !DILocation(line: 66, column: 32, scope: !427)
!436 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{!68, !114, null}
!439 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 4, type: !360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
