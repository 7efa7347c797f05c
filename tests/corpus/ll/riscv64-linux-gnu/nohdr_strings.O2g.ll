; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@utoa_base.digits = internal unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1, !dbg !61

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !114 {
  %1 = alloca [128 x i8], align 1, !DIAssignID !148
    #dbg_assign(i1 undef, !120, !DIExpression(), !148, ptr %1, !DIExpression(), !149)
  %2 = alloca [70 x i8], align 8, !DIAssignID !150
    #dbg_assign(i1 undef, !124, !DIExpression(), !150, ptr %2, !DIExpression(), !149)
  %3 = alloca [32 x i8], align 1, !DIAssignID !151
    #dbg_assign(i1 undef, !128, !DIExpression(), !151, ptr %3, !DIExpression(), !149)
  %4 = alloca [26 x i32], align 4, !DIAssignID !152
    #dbg_assign(i1 undef, !132, !DIExpression(), !152, ptr %4, !DIExpression(), !149)
  %5 = alloca [64 x i8], align 1, !DIAssignID !153
    #dbg_assign(i1 undef, !141, !DIExpression(), !153, ptr %5, !DIExpression(), !149)
    #dbg_value(ptr @.str, !118, !DIExpression(), !149)
    #dbg_value(ptr @.str, !154, !DIExpression(), !160)
    #dbg_value(ptr poison, !159, !DIExpression(), !160)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 43, i32 noundef signext 43), !dbg !162
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext -1, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext -1), !dbg !163
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5, !dbg !164
    #dbg_value(ptr %1, !165, !DIExpression(), !172)
    #dbg_value(ptr @.str.8, !170, !DIExpression(), !172)
    #dbg_value(ptr %1, !171, !DIExpression(), !172)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !dbg !174, !tbaa !175
    #dbg_value(ptr poison, !165, !DIExpression(), !172)
    #dbg_value(ptr poison, !170, !DIExpression(), !172)
  br label %8, !dbg !178

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ], !dbg !185
    #dbg_value(ptr %9, !159, !DIExpression(), !186)
  %10 = load i8, ptr %9, align 1, !dbg !187, !tbaa !175
  %11 = icmp eq i8 %10, 0, !dbg !178
  %12 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !188
    #dbg_value(ptr %12, !159, !DIExpression(), !186)
  br i1 %11, label %13, label %8, !dbg !178, !llvm.loop !189

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64, !dbg !191
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !192)
    #dbg_value(ptr @.str.9, !170, !DIExpression(), !192)
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !171, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !192)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !dbg !194, !tbaa !175
    #dbg_value(ptr poison, !165, !DIExpression(), !192)
    #dbg_value(ptr poison, !170, !DIExpression(), !192)
  br label %15, !dbg !195

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ], !dbg !198
    #dbg_value(ptr %16, !159, !DIExpression(), !199)
  %17 = load i8, ptr %16, align 1, !dbg !200, !tbaa !175
  %18 = icmp eq i8 %17, 0, !dbg !195
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !201
    #dbg_value(ptr %19, !159, !DIExpression(), !199)
  br i1 %18, label %20, label %15, !dbg !195, !llvm.loop !202

20:                                               ; preds = %15
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !203)
    #dbg_value(ptr @.str.10, !170, !DIExpression(), !203)
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !171, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !203)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !dbg !205, !tbaa !175
    #dbg_value(ptr poison, !165, !DIExpression(), !203)
    #dbg_value(ptr poison, !170, !DIExpression(), !203)
  %21 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !206
    #dbg_value(ptr %1, !207, !DIExpression(), !217)
    #dbg_value(ptr %1, !154, !DIExpression(), !219)
    #dbg_value(ptr %1, !159, !DIExpression(), !219)
  br label %22, !dbg !221

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ], !dbg !222
    #dbg_value(ptr %23, !159, !DIExpression(), !219)
  %24 = load i8, ptr %23, align 1, !dbg !223, !tbaa !175
  %25 = icmp eq i8 %24, 0, !dbg !221
  %26 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !224
    #dbg_value(ptr %26, !159, !DIExpression(), !219)
  br i1 %25, label %27, label %22, !dbg !221, !llvm.loop !225

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64, !dbg !226
  %29 = sub i64 %28, %14, !dbg !226
  %30 = getelementptr inbounds i8, ptr %1, i64 %29, !dbg !227
    #dbg_value(ptr %30, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
  %31 = getelementptr inbounds i8, ptr %30, i64 -1, !dbg !229
  %32 = icmp ugt ptr %31, %1, !dbg !230
  br i1 %32, label %33, label %41, !dbg !231

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
    #dbg_value(ptr %35, !207, !DIExpression(), !217)
  %36 = load i8, ptr %35, align 1, !dbg !232, !tbaa !175
    #dbg_value(i8 %36, !214, !DIExpression(), !233)
  %37 = load i8, ptr %34, align 1, !dbg !234, !tbaa !175
  store i8 %37, ptr %35, align 1, !dbg !235, !tbaa !175
  store i8 %36, ptr %34, align 1, !dbg !236, !tbaa !175
  %38 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !237
    #dbg_value(ptr %38, !207, !DIExpression(), !217)
    #dbg_value(ptr %34, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
  %39 = getelementptr inbounds i8, ptr %34, i64 -1, !dbg !229
    #dbg_value(ptr %39, !212, !DIExpression(), !228)
  %40 = icmp ult ptr %38, %39, !dbg !230
  br i1 %40, label %33, label %41, !dbg !231, !llvm.loop !238

41:                                               ; preds = %33, %27
  %42 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !240
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5, !dbg !241
    #dbg_value(ptr %2, !95, !DIExpression(), !242)
    #dbg_value(i32 2, !96, !DIExpression(), !242)
    #dbg_value(ptr %2, !97, !DIExpression(), !242)
    #dbg_value(i64 255, !94, !DIExpression(), !242)
  %43 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !244
    #dbg_value(ptr %43, !97, !DIExpression(), !242)
    #dbg_value(i64 127, !94, !DIExpression(), !242)
  %44 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !244
    #dbg_value(ptr %44, !97, !DIExpression(), !242)
    #dbg_value(i64 63, !94, !DIExpression(), !242)
  %45 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !244
    #dbg_value(ptr %45, !97, !DIExpression(), !242)
    #dbg_value(i64 31, !94, !DIExpression(), !242)
  %46 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !244
    #dbg_value(ptr %46, !97, !DIExpression(), !242)
    #dbg_value(i64 15, !94, !DIExpression(), !242)
  %47 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !244
    #dbg_value(ptr %47, !97, !DIExpression(), !242)
    #dbg_value(i64 7, !94, !DIExpression(), !242)
  %48 = getelementptr inbounds i8, ptr %2, i64 6, !dbg !244
    #dbg_value(ptr %48, !97, !DIExpression(), !242)
    #dbg_value(i64 3, !94, !DIExpression(), !242)
  %49 = getelementptr inbounds i8, ptr %2, i64 7, !dbg !244
    #dbg_value(ptr %49, !97, !DIExpression(), !242)
    #dbg_value(i64 1, !94, !DIExpression(), !242)
  %50 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !244
    #dbg_value(ptr %50, !97, !DIExpression(), !242)
    #dbg_value(i64 0, !94, !DIExpression(), !242)
  store i64 3544668469065756977, ptr %2, align 8, !dbg !246
  store i8 0, ptr %50, align 8, !dbg !247, !tbaa !175
    #dbg_value(ptr %2, !207, !DIExpression(), !248)
    #dbg_value(ptr %2, !154, !DIExpression(), !250)
    #dbg_value(ptr %2, !159, !DIExpression(), !250)
  br label %51, !dbg !252

51:                                               ; preds = %51, %41
  %52 = phi ptr [ %2, %41 ], [ %55, %51 ], !dbg !253
    #dbg_value(ptr %52, !159, !DIExpression(), !250)
  %53 = load i8, ptr %52, align 1, !dbg !254, !tbaa !175
  %54 = icmp eq i8 %53, 0, !dbg !252
  %55 = getelementptr inbounds i8, ptr %52, i64 1, !dbg !255
    #dbg_value(ptr %55, !159, !DIExpression(), !250)
  br i1 %54, label %56, label %51, !dbg !252, !llvm.loop !256

56:                                               ; preds = %51
  %57 = ptrtoint ptr %52 to i64, !dbg !257
  %58 = ptrtoint ptr %2 to i64, !dbg !257
  %59 = sub i64 %57, %58, !dbg !257
  %60 = getelementptr inbounds i8, ptr %2, i64 %59, !dbg !258
    #dbg_value(ptr %60, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !259)
  %61 = getelementptr inbounds i8, ptr %60, i64 -1, !dbg !260
  %62 = icmp ugt ptr %61, %2, !dbg !261
  br i1 %62, label %63, label %71, !dbg !262

63:                                               ; preds = %56, %63
  %64 = phi ptr [ %69, %63 ], [ %61, %56 ]
  %65 = phi ptr [ %68, %63 ], [ %2, %56 ]
    #dbg_value(ptr %65, !207, !DIExpression(), !248)
  %66 = load i8, ptr %65, align 1, !dbg !263, !tbaa !175
    #dbg_value(i8 %66, !214, !DIExpression(), !264)
  %67 = load i8, ptr %64, align 1, !dbg !265, !tbaa !175
  store i8 %67, ptr %65, align 1, !dbg !266, !tbaa !175
  store i8 %66, ptr %64, align 1, !dbg !267, !tbaa !175
  %68 = getelementptr inbounds i8, ptr %65, i64 1, !dbg !268
    #dbg_value(ptr %68, !207, !DIExpression(), !248)
    #dbg_value(ptr %64, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !259)
  %69 = getelementptr inbounds i8, ptr %64, i64 -1, !dbg !260
    #dbg_value(ptr %69, !212, !DIExpression(), !259)
  %70 = icmp ult ptr %68, %69, !dbg !261
  br i1 %70, label %63, label %71, !dbg !262, !llvm.loop !269

71:                                               ; preds = %63, %56
  %72 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2), !dbg !271
    #dbg_value(ptr %2, !95, !DIExpression(), !272)
    #dbg_value(i32 16, !96, !DIExpression(), !272)
    #dbg_value(i64 255, !94, !DIExpression(), !272)
    #dbg_value(ptr %43, !97, !DIExpression(), !272)
  store i8 102, ptr %2, align 8, !dbg !274, !tbaa !175
    #dbg_value(i64 15, !94, !DIExpression(), !272)
    #dbg_value(ptr %44, !97, !DIExpression(), !272)
  store i8 102, ptr %43, align 1, !dbg !274, !tbaa !175
    #dbg_value(i64 0, !94, !DIExpression(), !272)
  store i8 0, ptr %44, align 2, !dbg !275, !tbaa !175
    #dbg_value(ptr %2, !207, !DIExpression(), !276)
    #dbg_value(ptr %2, !154, !DIExpression(), !278)
    #dbg_value(ptr %2, !159, !DIExpression(), !278)
  br label %73, !dbg !280

73:                                               ; preds = %71, %73
  %74 = phi ptr [ %2, %71 ], [ %75, %73 ]
    #dbg_value(ptr %74, !159, !DIExpression(), !278)
  %75 = getelementptr inbounds i8, ptr %74, i64 1, !dbg !281
    #dbg_value(ptr %75, !159, !DIExpression(), !278)
  %76 = load i8, ptr %75, align 1, !dbg !282, !tbaa !175
  %77 = icmp eq i8 %76, 0, !dbg !280
    #dbg_value(ptr %75, !159, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !278)
  br i1 %77, label %78, label %73, !dbg !280, !llvm.loop !283

78:                                               ; preds = %73
  %79 = ptrtoint ptr %75 to i64, !dbg !284
  %80 = sub i64 %79, %58, !dbg !284
  %81 = getelementptr inbounds i8, ptr %2, i64 %80, !dbg !285
    #dbg_value(ptr %81, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !286)
  %82 = getelementptr inbounds i8, ptr %81, i64 -1, !dbg !287
  %83 = icmp ugt ptr %82, %2, !dbg !288
  br i1 %83, label %84, label %92, !dbg !289

84:                                               ; preds = %78, %84
  %85 = phi ptr [ %90, %84 ], [ %82, %78 ]
  %86 = phi ptr [ %89, %84 ], [ %2, %78 ]
    #dbg_value(ptr %86, !207, !DIExpression(), !276)
  %87 = load i8, ptr %86, align 1, !dbg !290, !tbaa !175
    #dbg_value(i8 %87, !214, !DIExpression(), !291)
  %88 = load i8, ptr %85, align 1, !dbg !292, !tbaa !175
  store i8 %88, ptr %86, align 1, !dbg !293, !tbaa !175
  store i8 %87, ptr %85, align 1, !dbg !294, !tbaa !175
  %89 = getelementptr inbounds i8, ptr %86, i64 1, !dbg !295
    #dbg_value(ptr %89, !207, !DIExpression(), !276)
    #dbg_value(ptr %85, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !286)
  %90 = getelementptr inbounds i8, ptr %85, i64 -1, !dbg !287
    #dbg_value(ptr %90, !212, !DIExpression(), !286)
  %91 = icmp ult ptr %89, %90, !dbg !288
  br i1 %91, label %84, label %92, !dbg !289, !llvm.loop !296

92:                                               ; preds = %84, %78
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !298
    #dbg_value(ptr %2, !95, !DIExpression(), !299)
    #dbg_value(i32 36, !96, !DIExpression(), !299)
    #dbg_value(i64 1234567890123, !94, !DIExpression(), !299)
    #dbg_value(ptr %43, !97, !DIExpression(), !299)
  store i8 102, ptr %2, align 8, !dbg !301, !tbaa !175
    #dbg_value(i64 34293552503, !94, !DIExpression(), !299)
    #dbg_value(ptr %44, !97, !DIExpression(), !299)
  store i8 110, ptr %43, align 1, !dbg !301, !tbaa !175
    #dbg_value(i64 952598680, !94, !DIExpression(), !299)
    #dbg_value(ptr %45, !97, !DIExpression(), !299)
  store i8 103, ptr %44, align 2, !dbg !301, !tbaa !175
    #dbg_value(i64 26461074, !94, !DIExpression(), !299)
    #dbg_value(ptr %46, !97, !DIExpression(), !299)
  store i8 117, ptr %45, align 1, !dbg !301, !tbaa !175
    #dbg_value(i64 735029, !94, !DIExpression(), !299)
    #dbg_value(ptr %47, !97, !DIExpression(), !299)
  store i8 104, ptr %46, align 4, !dbg !301, !tbaa !175
    #dbg_value(i64 20417, !94, !DIExpression(), !299)
    #dbg_value(ptr %48, !97, !DIExpression(), !299)
  store i8 53, ptr %47, align 1, !dbg !301, !tbaa !175
    #dbg_value(i64 567, !94, !DIExpression(), !299)
    #dbg_value(ptr %49, !97, !DIExpression(), !299)
  store i8 114, ptr %48, align 2, !dbg !301, !tbaa !175
    #dbg_value(i64 15, !94, !DIExpression(), !299)
    #dbg_value(ptr %50, !97, !DIExpression(), !299)
  store i8 102, ptr %49, align 1, !dbg !301, !tbaa !175
    #dbg_value(i64 0, !94, !DIExpression(), !299)
  store i8 0, ptr %50, align 8, !dbg !302, !tbaa !175
    #dbg_value(ptr %2, !207, !DIExpression(), !303)
    #dbg_value(ptr %2, !154, !DIExpression(), !305)
    #dbg_value(ptr %2, !159, !DIExpression(), !305)
  br label %94, !dbg !307

94:                                               ; preds = %94, %92
  %95 = phi ptr [ %2, %92 ], [ %98, %94 ], !dbg !308
    #dbg_value(ptr %95, !159, !DIExpression(), !305)
  %96 = load i8, ptr %95, align 1, !dbg !309, !tbaa !175
  %97 = icmp eq i8 %96, 0, !dbg !307
  %98 = getelementptr inbounds i8, ptr %95, i64 1, !dbg !310
    #dbg_value(ptr %98, !159, !DIExpression(), !305)
  br i1 %97, label %99, label %94, !dbg !307, !llvm.loop !311

99:                                               ; preds = %94
  %100 = ptrtoint ptr %95 to i64, !dbg !312
  %101 = sub i64 %100, %58, !dbg !312
  %102 = getelementptr inbounds i8, ptr %2, i64 %101, !dbg !313
    #dbg_value(ptr %102, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
  %103 = getelementptr inbounds i8, ptr %102, i64 -1, !dbg !315
  %104 = icmp ugt ptr %103, %2, !dbg !316
  br i1 %104, label %105, label %113, !dbg !317

105:                                              ; preds = %99, %105
  %106 = phi ptr [ %111, %105 ], [ %103, %99 ]
  %107 = phi ptr [ %110, %105 ], [ %2, %99 ]
    #dbg_value(ptr %107, !207, !DIExpression(), !303)
  %108 = load i8, ptr %107, align 1, !dbg !318, !tbaa !175
    #dbg_value(i8 %108, !214, !DIExpression(), !319)
  %109 = load i8, ptr %106, align 1, !dbg !320, !tbaa !175
  store i8 %109, ptr %107, align 1, !dbg !321, !tbaa !175
  store i8 %108, ptr %106, align 1, !dbg !322, !tbaa !175
  %110 = getelementptr inbounds i8, ptr %107, i64 1, !dbg !323
    #dbg_value(ptr %110, !207, !DIExpression(), !303)
    #dbg_value(ptr %106, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
  %111 = getelementptr inbounds i8, ptr %106, i64 -1, !dbg !315
    #dbg_value(ptr %111, !212, !DIExpression(), !314)
  %112 = icmp ult ptr %110, %111, !dbg !316
  br i1 %112, label %105, label %113, !dbg !317, !llvm.loop !324

113:                                              ; preds = %105, %99
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !326
    #dbg_value(i64 -1, !94, !DIExpression(), !327)
    #dbg_value(ptr %2, !95, !DIExpression(), !327)
    #dbg_value(i32 10, !96, !DIExpression(), !327)
    #dbg_value(ptr %2, !97, !DIExpression(), !327)
  br label %115, !dbg !329

115:                                              ; preds = %115, %113
  %116 = phi i64 [ -1, %113 ], [ %120, %115 ]
  %117 = phi i64 [ 0, %113 ], [ %125, %115 ]
  %118 = getelementptr inbounds i8, ptr %2, i64 %117, !dbg !330
    #dbg_value(ptr %118, !97, !DIExpression(), !327)
    #dbg_value(i64 %116, !94, !DIExpression(), !327)
  %119 = freeze i64 %116, !dbg !331
  %120 = udiv i64 %119, 10, !dbg !331
  %121 = mul i64 %120, 10, !dbg !330
  %122 = sub i64 %119, %121, !dbg !330
  %123 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %122, !dbg !332
  %124 = load i8, ptr %123, align 1, !dbg !332, !tbaa !175
  %125 = add nuw nsw i64 %117, 1, !dbg !333
    #dbg_value(!DIArgList(ptr %2, i64 %125), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !327)
  store i8 %124, ptr %118, align 1, !dbg !334, !tbaa !175
    #dbg_value(i64 %120, !94, !DIExpression(), !327)
  %126 = icmp eq i64 %117, 19, !dbg !335
  br i1 %126, label %127, label %115, !dbg !335, !llvm.loop !336

127:                                              ; preds = %115
  %128 = getelementptr inbounds i8, ptr %2, i64 %125, !dbg !334
    #dbg_value(ptr %128, !97, !DIExpression(), !327)
  store i8 0, ptr %128, align 1, !dbg !338, !tbaa !175
    #dbg_value(ptr %2, !207, !DIExpression(), !339)
    #dbg_value(ptr %2, !154, !DIExpression(), !341)
    #dbg_value(ptr %2, !159, !DIExpression(), !341)
  br label %129, !dbg !343

129:                                              ; preds = %129, %127
  %130 = phi ptr [ %2, %127 ], [ %133, %129 ], !dbg !344
    #dbg_value(ptr %130, !159, !DIExpression(), !341)
  %131 = load i8, ptr %130, align 1, !dbg !345, !tbaa !175
  %132 = icmp eq i8 %131, 0, !dbg !343
  %133 = getelementptr inbounds i8, ptr %130, i64 1, !dbg !346
    #dbg_value(ptr %133, !159, !DIExpression(), !341)
  br i1 %132, label %134, label %129, !dbg !343, !llvm.loop !347

134:                                              ; preds = %129
  %135 = ptrtoint ptr %130 to i64, !dbg !348
  %136 = sub i64 %135, %58, !dbg !348
  %137 = getelementptr inbounds i8, ptr %2, i64 %136, !dbg !349
    #dbg_value(ptr %137, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !350)
  %138 = getelementptr inbounds i8, ptr %137, i64 -1, !dbg !351
  %139 = icmp ugt ptr %138, %2, !dbg !352
  br i1 %139, label %140, label %148, !dbg !353

140:                                              ; preds = %134, %140
  %141 = phi ptr [ %146, %140 ], [ %138, %134 ]
  %142 = phi ptr [ %145, %140 ], [ %2, %134 ]
    #dbg_value(ptr %142, !207, !DIExpression(), !339)
  %143 = load i8, ptr %142, align 1, !dbg !354, !tbaa !175
    #dbg_value(i8 %143, !214, !DIExpression(), !355)
  %144 = load i8, ptr %141, align 1, !dbg !356, !tbaa !175
  store i8 %144, ptr %142, align 1, !dbg !357, !tbaa !175
  store i8 %143, ptr %141, align 1, !dbg !358, !tbaa !175
  %145 = getelementptr inbounds i8, ptr %142, i64 1, !dbg !359
    #dbg_value(ptr %145, !207, !DIExpression(), !339)
    #dbg_value(ptr %141, !212, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !350)
  %146 = getelementptr inbounds i8, ptr %141, i64 -1, !dbg !351
    #dbg_value(ptr %146, !212, !DIExpression(), !350)
  %147 = icmp ult ptr %145, %146, !dbg !352
  br i1 %147, label %140, label %148, !dbg !353, !llvm.loop !360

148:                                              ; preds = %140, %134
  %149 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !362
    #dbg_value(ptr @.str.15, !363, !DIExpression(), !374)
    #dbg_value(i32 0, !368, !DIExpression(), !374)
    #dbg_value(i32 0, !369, !DIExpression(), !374)
  br label %150, !dbg !376

150:                                              ; preds = %157, %148
  %151 = phi i32 [ 0, %148 ], [ %161, %157 ], !dbg !377
  %152 = phi i1 [ false, %148 ], [ %158, %157 ], !dbg !374
  %153 = phi ptr [ @.str.15, %148 ], [ %162, %157 ]
  %154 = xor i1 %152, true, !dbg !378
    #dbg_value(ptr %153, !363, !DIExpression(), !374)
    #dbg_value(i1 %152, !369, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !374)
    #dbg_value(i32 %151, !368, !DIExpression(), !374)
  %155 = load i8, ptr %153, align 1, !dbg !378, !tbaa !175
  switch i8 %155, label %156 [
    i8 0, label %163
    i8 32, label %157
    i8 9, label %157
    i8 10, label %157
  ], !dbg !379

156:                                              ; preds = %150
  br label %157, !dbg !380

157:                                              ; preds = %156, %150, %150, %150
  %158 = phi i1 [ true, %156 ], [ false, %150 ], [ false, %150 ], [ false, %150 ]
    #dbg_value(i1 poison, !370, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !381)
  %159 = and i1 %158, %154, !dbg !382
  %160 = zext i1 %159 to i32, !dbg !382
  %161 = add nuw nsw i32 %151, %160, !dbg !382
    #dbg_value(i32 %161, !368, !DIExpression(), !374)
    #dbg_value(i1 %158, !369, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !374)
  %162 = getelementptr inbounds i8, ptr %153, i64 1, !dbg !384
    #dbg_value(ptr %162, !363, !DIExpression(), !374)
  br label %150, !dbg !385, !llvm.loop !386

163:                                              ; preds = %150
  %164 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %151), !dbg !388
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !389
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %3, i8 45, i64 31, i1 false), !dbg !390, !DIAssignID !391
    #dbg_assign(i1 undef, !128, !DIExpression(DW_OP_LLVM_fragment, 0, 248), !391, ptr %3, !DIExpression(), !149)
  %165 = getelementptr inbounds i8, ptr %3, i64 31, !dbg !392
  store i8 0, ptr %165, align 1, !dbg !393, !tbaa !175, !DIAssignID !394
    #dbg_assign(i8 0, !128, !DIExpression(DW_OP_LLVM_fragment, 248, 8), !394, ptr %165, !DIExpression(), !149)
  %166 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !395
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %166, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false), !dbg !396, !DIAssignID !397
    #dbg_assign(i1 undef, !128, !DIExpression(DW_OP_LLVM_fragment, 40, 48), !397, ptr %166, !DIExpression(), !149)
  %167 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !398
  %168 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20)), !dbg !399
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5, !dbg !400
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(104) %4, i8 0, i64 104, i1 false), !dbg !401, !DIAssignID !402
    #dbg_assign(i8 0, !132, !DIExpression(), !402, ptr %4, !DIExpression(), !149)
    #dbg_value(ptr @.str, !136, !DIExpression(), !403)
  br label %169, !dbg !404

169:                                              ; preds = %163, %181
  %170 = phi i8 [ 116, %163 ], [ %184, %181 ]
  %171 = phi i64 [ 0, %163 ], [ %182, %181 ]
    #dbg_value(!DIArgList(ptr @.str, i64 %171), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !403)
  %172 = add i8 %170, -97, !dbg !405
  %173 = icmp ult i8 %172, 26, !dbg !405
  br i1 %173, label %174, label %181, !dbg !405

174:                                              ; preds = %169
  %175 = zext nneg i8 %170 to i64, !dbg !408
  %176 = add nuw nsw i64 %175, 4294967199, !dbg !409
  %177 = and i64 %176, 4294967295, !dbg !410
  %178 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %177, !dbg !410
  %179 = load i32, ptr %178, align 4, !dbg !411, !tbaa !412
  %180 = add nsw i32 %179, 1, !dbg !411
  store i32 %180, ptr %178, align 4, !dbg !411, !tbaa !412
  br label %181, !dbg !410

181:                                              ; preds = %169, %174
  %182 = add nuw nsw i64 %171, 1, !dbg !414
    #dbg_value(ptr %183, !136, !DIExpression(), !403)
  %183 = getelementptr inbounds i8, ptr @.str, i64 %182, !dbg !415
  %184 = load i8, ptr %183, align 1, !dbg !415, !tbaa !175
  %185 = icmp eq i64 %182, 43, !dbg !404
  br i1 %185, label %186, label %169, !dbg !404, !llvm.loop !416

186:                                              ; preds = %181
    #dbg_value(i64 0, !139, !DIExpression(), !418)
    #dbg_value(i32 1, !138, !DIExpression(), !149)
  %187 = load i32, ptr %4, align 4, !dbg !419, !tbaa !412
  %188 = icmp ne i32 %187, 0, !dbg !419
    #dbg_value(i1 %188, !138, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !149)
    #dbg_value(i64 1, !139, !DIExpression(), !418)
  %189 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !419
  %190 = load i32, ptr %189, align 4, !dbg !419, !tbaa !412
  %191 = icmp ne i32 %190, 0, !dbg !419
    #dbg_value(i1 poison, !138, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !149)
    #dbg_value(i64 2, !139, !DIExpression(), !418)
  %192 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !419
  %193 = load i32, ptr %192, align 4, !dbg !419, !tbaa !412
  %194 = icmp ne i32 %193, 0, !dbg !419
    #dbg_value(i64 3, !139, !DIExpression(), !418)
  %195 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !419
  %196 = load i32, ptr %195, align 4, !dbg !419, !tbaa !412
  %197 = icmp ne i32 %196, 0, !dbg !419
    #dbg_value(i64 4, !139, !DIExpression(), !418)
  %198 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !419
  %199 = load i32, ptr %198, align 4, !dbg !419, !tbaa !412
  %200 = icmp ne i32 %199, 0, !dbg !419
    #dbg_value(i64 5, !139, !DIExpression(), !418)
  %201 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !419
  %202 = load i32, ptr %201, align 4, !dbg !419, !tbaa !412
  %203 = icmp ne i32 %202, 0, !dbg !419
    #dbg_value(i64 6, !139, !DIExpression(), !418)
  %204 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !419
  %205 = load i32, ptr %204, align 4, !dbg !419, !tbaa !412
  %206 = icmp ne i32 %205, 0, !dbg !419
    #dbg_value(i64 7, !139, !DIExpression(), !418)
  %207 = getelementptr inbounds i8, ptr %4, i64 28, !dbg !419
  %208 = load i32, ptr %207, align 4, !dbg !419, !tbaa !412
  %209 = icmp ne i32 %208, 0, !dbg !419
    #dbg_value(i64 8, !139, !DIExpression(), !418)
  %210 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !419
  %211 = load i32, ptr %210, align 4, !dbg !419, !tbaa !412
  %212 = icmp ne i32 %211, 0, !dbg !419
    #dbg_value(i64 9, !139, !DIExpression(), !418)
  %213 = getelementptr inbounds i8, ptr %4, i64 36, !dbg !419
  %214 = load i32, ptr %213, align 4, !dbg !419, !tbaa !412
  %215 = icmp ne i32 %214, 0, !dbg !419
    #dbg_value(i64 10, !139, !DIExpression(), !418)
  %216 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !419
  %217 = load i32, ptr %216, align 4, !dbg !419, !tbaa !412
  %218 = icmp ne i32 %217, 0, !dbg !419
    #dbg_value(i64 11, !139, !DIExpression(), !418)
  %219 = getelementptr inbounds i8, ptr %4, i64 44, !dbg !419
  %220 = load i32, ptr %219, align 4, !dbg !419, !tbaa !412
  %221 = icmp ne i32 %220, 0, !dbg !419
    #dbg_value(i64 12, !139, !DIExpression(), !418)
  %222 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !419
  %223 = load i32, ptr %222, align 4, !dbg !419, !tbaa !412
  %224 = icmp ne i32 %223, 0, !dbg !419
    #dbg_value(i64 13, !139, !DIExpression(), !418)
  %225 = getelementptr inbounds i8, ptr %4, i64 52, !dbg !419
  %226 = load i32, ptr %225, align 4, !dbg !419, !tbaa !412
  %227 = icmp ne i32 %226, 0, !dbg !419
    #dbg_value(i64 14, !139, !DIExpression(), !418)
  %228 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !419
  %229 = load i32, ptr %228, align 4, !dbg !419, !tbaa !412
  %230 = icmp ne i32 %229, 0, !dbg !419
    #dbg_value(i64 15, !139, !DIExpression(), !418)
  %231 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !419
  %232 = load i32, ptr %231, align 4, !dbg !419, !tbaa !412
  %233 = icmp ne i32 %232, 0, !dbg !419
    #dbg_value(i64 16, !139, !DIExpression(), !418)
  %234 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !419
  %235 = load i32, ptr %234, align 4, !dbg !419, !tbaa !412
  %236 = icmp ne i32 %235, 0, !dbg !419
    #dbg_value(i64 17, !139, !DIExpression(), !418)
  %237 = getelementptr inbounds i8, ptr %4, i64 68, !dbg !419
  %238 = load i32, ptr %237, align 4, !dbg !419, !tbaa !412
  %239 = icmp ne i32 %238, 0, !dbg !419
    #dbg_value(i64 18, !139, !DIExpression(), !418)
  %240 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !419
  %241 = load i32, ptr %240, align 4, !dbg !419, !tbaa !412
  %242 = icmp ne i32 %241, 0, !dbg !419
    #dbg_value(i64 19, !139, !DIExpression(), !418)
  %243 = getelementptr inbounds i8, ptr %4, i64 76, !dbg !419
  %244 = load i32, ptr %243, align 4, !dbg !419, !tbaa !412
  %245 = icmp ne i32 %244, 0, !dbg !419
    #dbg_value(i64 20, !139, !DIExpression(), !418)
  %246 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !419
  %247 = load i32, ptr %246, align 4, !dbg !419, !tbaa !412
  %248 = icmp ne i32 %247, 0, !dbg !419
    #dbg_value(i64 21, !139, !DIExpression(), !418)
  %249 = getelementptr inbounds i8, ptr %4, i64 84, !dbg !419
  %250 = load i32, ptr %249, align 4, !dbg !419, !tbaa !412
  %251 = icmp ne i32 %250, 0, !dbg !419
    #dbg_value(i64 22, !139, !DIExpression(), !418)
  %252 = getelementptr inbounds i8, ptr %4, i64 88, !dbg !419
  %253 = load i32, ptr %252, align 4, !dbg !419, !tbaa !412
  %254 = icmp ne i32 %253, 0, !dbg !419
    #dbg_value(i64 23, !139, !DIExpression(), !418)
  %255 = getelementptr inbounds i8, ptr %4, i64 92, !dbg !419
  %256 = load i32, ptr %255, align 4, !dbg !419, !tbaa !412
  %257 = icmp ne i32 %256, 0, !dbg !419
    #dbg_value(i64 24, !139, !DIExpression(), !418)
  %258 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !419
  %259 = load i32, ptr %258, align 4, !dbg !419, !tbaa !412
  %260 = icmp ne i32 %259, 0, !dbg !419
    #dbg_value(i64 25, !139, !DIExpression(), !418)
  %261 = getelementptr inbounds i8, ptr %4, i64 100, !dbg !419
  %262 = load i32, ptr %261, align 4, !dbg !419, !tbaa !412
  %263 = icmp ne i32 %262, 0, !dbg !419
  %264 = select i1 %263, i1 %260, i1 false, !dbg !422
  %265 = select i1 %264, i1 %257, i1 false, !dbg !422
  %266 = select i1 %265, i1 %254, i1 false, !dbg !422
  %267 = select i1 %266, i1 %251, i1 false, !dbg !422
  %268 = select i1 %267, i1 %248, i1 false, !dbg !422
  %269 = select i1 %268, i1 %245, i1 false, !dbg !422
  %270 = select i1 %269, i1 %242, i1 false, !dbg !422
  %271 = select i1 %270, i1 %239, i1 false, !dbg !422
  %272 = select i1 %271, i1 %236, i1 false, !dbg !422
  %273 = select i1 %272, i1 %233, i1 false, !dbg !422
  %274 = select i1 %273, i1 %230, i1 false, !dbg !422
  %275 = select i1 %274, i1 %227, i1 false, !dbg !422
  %276 = select i1 %275, i1 %224, i1 false, !dbg !422
  %277 = select i1 %276, i1 %221, i1 false, !dbg !422
  %278 = select i1 %277, i1 %218, i1 false, !dbg !422
  %279 = select i1 %278, i1 %215, i1 false, !dbg !422
  %280 = select i1 %279, i1 %212, i1 false, !dbg !422
  %281 = select i1 %280, i1 %209, i1 false, !dbg !422
  %282 = select i1 %281, i1 %206, i1 false, !dbg !422
  %283 = select i1 %282, i1 %203, i1 false, !dbg !422
  %284 = select i1 %283, i1 %200, i1 false, !dbg !422
  %285 = select i1 %284, i1 %197, i1 false, !dbg !422
  %286 = select i1 %285, i1 %194, i1 false, !dbg !422
  %287 = select i1 %286, i1 %191, i1 false, !dbg !422
  %288 = select i1 %287, i1 %188, i1 false, !dbg !422
  %289 = zext i1 %288 to i32, !dbg !422
    #dbg_value(i32 %289, !138, !DIExpression(), !149)
    #dbg_value(i64 26, !139, !DIExpression(), !418)
  %290 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef signext %289, i32 noundef signext %229), !dbg !423
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5, !dbg !424
    #dbg_value(i32 0, !145, !DIExpression(), !149)
    #dbg_value(ptr @.str, !146, !DIExpression(), !425)
  br label %294, !dbg !426

291:                                              ; preds = %294
  %292 = getelementptr inbounds i8, ptr %5, i64 43, !dbg !427
  store i8 0, ptr %292, align 1, !dbg !428, !tbaa !175
  %293 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %5), !dbg !429
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5, !dbg !430
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5, !dbg !430
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !430
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5, !dbg !430
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5, !dbg !430
  ret i32 0, !dbg !431

294:                                              ; preds = %186, %294
  %295 = phi i64 [ 0, %186 ], [ %302, %294 ]
  %296 = phi i8 [ 116, %186 ], [ %305, %294 ]
  %297 = phi ptr [ @.str, %186 ], [ %304, %294 ]
    #dbg_value(ptr %297, !146, !DIExpression(), !425)
    #dbg_value(i64 %295, !145, !DIExpression(), !149)
  %298 = add i8 %296, -97, !dbg !432
  %299 = icmp ult i8 %298, 26, !dbg !432
  %300 = add nsw i8 %296, -32
  %301 = select i1 %299, i8 %300, i8 %296, !dbg !432
  %302 = add nuw nsw i64 %295, 1, !dbg !434
    #dbg_value(i64 %302, !145, !DIExpression(), !149)
  %303 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %295, !dbg !435
  store i8 %301, ptr %303, align 1, !dbg !436, !tbaa !175
  %304 = getelementptr inbounds i8, ptr %297, i64 1, !dbg !437
    #dbg_value(ptr %304, !146, !DIExpression(), !425)
  %305 = load i8, ptr %304, align 1, !dbg !438, !tbaa !175
  %306 = icmp eq i64 %302, 43, !dbg !439
  br i1 %306, label %291, label %294, !dbg !426, !llvm.loop !440
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !442 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !445 noundef signext i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "73f41f76e04f24ae27fd687f1a7bc432")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!105 = !{i32 1, !"target-abi", !"lp64d"}
!106 = !{i32 6, !"riscv-isa", !107}
!107 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 8, !"SmallDataLimit", i32 8}
!112 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !115, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!68}
!117 = !{!118, !120, !124, !128, !132, !136, !138, !139, !141, !145, !146}
!118 = !DILocalVariable(name: "text", scope: !114, file: !2, line: 36, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!120 = !DILocalVariable(name: "buf", scope: !114, file: !2, line: 40, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 128)
!124 = !DILocalVariable(name: "num", scope: !114, file: !2, line: 47, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 70)
!128 = !DILocalVariable(name: "m", scope: !114, file: !2, line: 53, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 32)
!132 = !DILocalVariable(name: "freq", scope: !114, file: !2, line: 59, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 832, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 26)
!136 = !DILocalVariable(name: "p", scope: !137, file: !2, line: 60, type: !119)
!137 = distinct !DILexicalBlock(scope: !114, file: !2, line: 60, column: 5)
!138 = !DILocalVariable(name: "pangram", scope: !114, file: !2, line: 61, type: !68)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 62, type: !68)
!140 = distinct !DILexicalBlock(scope: !114, file: !2, line: 62, column: 5)
!141 = !DILocalVariable(name: "caps", scope: !114, file: !2, line: 64, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 64)
!145 = !DILocalVariable(name: "k", scope: !114, file: !2, line: 65, type: !68)
!146 = !DILocalVariable(name: "p", scope: !147, file: !2, line: 66, type: !119)
!147 = distinct !DILexicalBlock(scope: !114, file: !2, line: 66, column: 5)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !114)
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocalVariable(name: "s", arg: 1, scope: !155, file: !2, line: 6, type: !119)
!155 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 6, type: !156, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!72, !119}
!158 = !{!154, !159}
!159 = !DILocalVariable(name: "p", scope: !155, file: !2, line: 6, type: !119)
!160 = !DILocation(line: 0, scope: !155, inlinedAt: !161)
!161 = distinct !DILocation(line: 37, column: 37, scope: !114)
!162 = !DILocation(line: 37, column: 5, scope: !114)
!163 = !DILocation(line: 38, column: 5, scope: !114)
!164 = !DILocation(line: 40, column: 5, scope: !114)
!165 = !DILocalVariable(name: "d", arg: 1, scope: !166, file: !2, line: 11, type: !66)
!166 = distinct !DISubprogram(name: "my_strcpy", scope: !2, file: !2, line: 11, type: !167, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!66, !66, !119}
!169 = !{!165, !170, !171}
!170 = !DILocalVariable(name: "s", arg: 2, scope: !166, file: !2, line: 11, type: !119)
!171 = !DILocalVariable(name: "r", scope: !166, file: !2, line: 11, type: !66)
!172 = !DILocation(line: 0, scope: !166, inlinedAt: !173)
!173 = distinct !DILocation(line: 41, column: 5, scope: !114)
!174 = !DILocation(line: 11, column: 76, scope: !166, inlinedAt: !173)
!175 = !{!176, !176, i64 0}
!176 = !{!"omnipotent char", !177, i64 0}
!177 = !{!"Simple C/C++ TBAA"}
!178 = !DILocation(line: 6, column: 68, scope: !155, inlinedAt: !179)
!179 = distinct !DILocation(line: 12, column: 64, scope: !180, inlinedAt: !184)
!180 = distinct !DISubprogram(name: "my_strcat", scope: !2, file: !2, line: 12, type: !167, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !181)
!181 = !{!182, !183}
!182 = !DILocalVariable(name: "d", arg: 1, scope: !180, file: !2, line: 12, type: !66)
!183 = !DILocalVariable(name: "s", arg: 2, scope: !180, file: !2, line: 12, type: !119)
!184 = distinct !DILocation(line: 42, column: 5, scope: !114)
!185 = !DILocation(line: 6, scope: !155, inlinedAt: !179)
!186 = !DILocation(line: 0, scope: !155, inlinedAt: !179)
!187 = !DILocation(line: 6, column: 75, scope: !155, inlinedAt: !179)
!188 = !DILocation(line: 6, column: 80, scope: !155, inlinedAt: !179)
!189 = distinct !{!189, !178, !188, !190}
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 6, column: 109, scope: !155, inlinedAt: !179)
!192 = !DILocation(line: 0, scope: !166, inlinedAt: !193)
!193 = distinct !DILocation(line: 12, column: 50, scope: !180, inlinedAt: !184)
!194 = !DILocation(line: 11, column: 76, scope: !166, inlinedAt: !193)
!195 = !DILocation(line: 6, column: 68, scope: !155, inlinedAt: !196)
!196 = distinct !DILocation(line: 12, column: 64, scope: !180, inlinedAt: !197)
!197 = distinct !DILocation(line: 43, column: 5, scope: !114)
!198 = !DILocation(line: 6, scope: !155, inlinedAt: !196)
!199 = !DILocation(line: 0, scope: !155, inlinedAt: !196)
!200 = !DILocation(line: 6, column: 75, scope: !155, inlinedAt: !196)
!201 = !DILocation(line: 6, column: 80, scope: !155, inlinedAt: !196)
!202 = distinct !{!202, !195, !201, !190}
!203 = !DILocation(line: 0, scope: !166, inlinedAt: !204)
!204 = distinct !DILocation(line: 12, column: 50, scope: !180, inlinedAt: !197)
!205 = !DILocation(line: 11, column: 76, scope: !166, inlinedAt: !204)
!206 = !DILocation(line: 44, column: 5, scope: !114)
!207 = !DILocalVariable(name: "s", arg: 1, scope: !208, file: !2, line: 13, type: !66)
!208 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 13, type: !209, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !66}
!211 = !{!207, !212, !214}
!212 = !DILocalVariable(name: "e", scope: !213, file: !2, line: 14, type: !66)
!213 = distinct !DILexicalBlock(scope: !208, file: !2, line: 14, column: 5)
!214 = !DILocalVariable(name: "t", scope: !215, file: !2, line: 14, type: !4)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 14, column: 59)
!216 = distinct !DILexicalBlock(scope: !213, file: !2, line: 14, column: 5)
!217 = !DILocation(line: 0, scope: !208, inlinedAt: !218)
!218 = distinct !DILocation(line: 45, column: 5, scope: !114)
!219 = !DILocation(line: 0, scope: !155, inlinedAt: !220)
!220 = distinct !DILocation(line: 14, column: 24, scope: !213, inlinedAt: !218)
!221 = !DILocation(line: 6, column: 68, scope: !155, inlinedAt: !220)
!222 = !DILocation(line: 6, scope: !155, inlinedAt: !220)
!223 = !DILocation(line: 6, column: 75, scope: !155, inlinedAt: !220)
!224 = !DILocation(line: 6, column: 80, scope: !155, inlinedAt: !220)
!225 = distinct !{!225, !221, !224, !190}
!226 = !DILocation(line: 6, column: 109, scope: !155, inlinedAt: !220)
!227 = !DILocation(line: 14, column: 22, scope: !213, inlinedAt: !218)
!228 = !DILocation(line: 0, scope: !213, inlinedAt: !218)
!229 = !DILocation(line: 14, scope: !213, inlinedAt: !218)
!230 = !DILocation(line: 14, column: 44, scope: !216, inlinedAt: !218)
!231 = !DILocation(line: 14, column: 5, scope: !213, inlinedAt: !218)
!232 = !DILocation(line: 14, column: 70, scope: !215, inlinedAt: !218)
!233 = !DILocation(line: 0, scope: !215, inlinedAt: !218)
!234 = !DILocation(line: 14, column: 79, scope: !215, inlinedAt: !218)
!235 = !DILocation(line: 14, column: 77, scope: !215, inlinedAt: !218)
!236 = !DILocation(line: 14, column: 86, scope: !215, inlinedAt: !218)
!237 = !DILocation(line: 14, column: 50, scope: !216, inlinedAt: !218)
!238 = distinct !{!238, !231, !239, !190}
!239 = !DILocation(line: 14, column: 91, scope: !213, inlinedAt: !218)
!240 = !DILocation(line: 46, column: 5, scope: !114)
!241 = !DILocation(line: 47, column: 5, scope: !114)
!242 = !DILocation(line: 0, scope: !63, inlinedAt: !243)
!243 = distinct !DILocation(line: 48, column: 26, scope: !114)
!244 = !DILocation(line: 19, column: 12, scope: !245, inlinedAt: !243)
!245 = distinct !DILexicalBlock(scope: !63, file: !2, line: 19, column: 8)
!246 = !DILocation(line: 19, column: 15, scope: !245, inlinedAt: !243)
!247 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !243)
!248 = !DILocation(line: 0, scope: !208, inlinedAt: !249)
!249 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !243)
!250 = !DILocation(line: 0, scope: !155, inlinedAt: !251)
!251 = distinct !DILocation(line: 14, column: 24, scope: !213, inlinedAt: !249)
!252 = !DILocation(line: 6, column: 68, scope: !155, inlinedAt: !251)
!253 = !DILocation(line: 6, scope: !155, inlinedAt: !251)
!254 = !DILocation(line: 6, column: 75, scope: !155, inlinedAt: !251)
!255 = !DILocation(line: 6, column: 80, scope: !155, inlinedAt: !251)
!256 = distinct !{!256, !252, !255, !190}
!257 = !DILocation(line: 6, column: 109, scope: !155, inlinedAt: !251)
!258 = !DILocation(line: 14, column: 22, scope: !213, inlinedAt: !249)
!259 = !DILocation(line: 0, scope: !213, inlinedAt: !249)
!260 = !DILocation(line: 14, scope: !213, inlinedAt: !249)
!261 = !DILocation(line: 14, column: 44, scope: !216, inlinedAt: !249)
!262 = !DILocation(line: 14, column: 5, scope: !213, inlinedAt: !249)
!263 = !DILocation(line: 14, column: 70, scope: !215, inlinedAt: !249)
!264 = !DILocation(line: 0, scope: !215, inlinedAt: !249)
!265 = !DILocation(line: 14, column: 79, scope: !215, inlinedAt: !249)
!266 = !DILocation(line: 14, column: 77, scope: !215, inlinedAt: !249)
!267 = !DILocation(line: 14, column: 86, scope: !215, inlinedAt: !249)
!268 = !DILocation(line: 14, column: 50, scope: !216, inlinedAt: !249)
!269 = distinct !{!269, !262, !270, !190}
!270 = !DILocation(line: 14, column: 91, scope: !213, inlinedAt: !249)
!271 = !DILocation(line: 48, column: 5, scope: !114)
!272 = !DILocation(line: 0, scope: !63, inlinedAt: !273)
!273 = distinct !DILocation(line: 49, column: 19, scope: !114)
!274 = !DILocation(line: 19, column: 15, scope: !245, inlinedAt: !273)
!275 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !273)
!276 = !DILocation(line: 0, scope: !208, inlinedAt: !277)
!277 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !273)
!278 = !DILocation(line: 0, scope: !155, inlinedAt: !279)
!279 = distinct !DILocation(line: 14, column: 24, scope: !213, inlinedAt: !277)
!280 = !DILocation(line: 6, column: 68, scope: !155, inlinedAt: !279)
!281 = !DILocation(line: 6, column: 80, scope: !155, inlinedAt: !279)
!282 = !DILocation(line: 6, column: 75, scope: !155, inlinedAt: !279)
!283 = distinct !{!283, !280, !281, !190}
!284 = !DILocation(line: 6, column: 109, scope: !155, inlinedAt: !279)
!285 = !DILocation(line: 14, column: 22, scope: !213, inlinedAt: !277)
!286 = !DILocation(line: 0, scope: !213, inlinedAt: !277)
!287 = !DILocation(line: 14, scope: !213, inlinedAt: !277)
!288 = !DILocation(line: 14, column: 44, scope: !216, inlinedAt: !277)
!289 = !DILocation(line: 14, column: 5, scope: !213, inlinedAt: !277)
!290 = !DILocation(line: 14, column: 70, scope: !215, inlinedAt: !277)
!291 = !DILocation(line: 0, scope: !215, inlinedAt: !277)
!292 = !DILocation(line: 14, column: 79, scope: !215, inlinedAt: !277)
!293 = !DILocation(line: 14, column: 77, scope: !215, inlinedAt: !277)
!294 = !DILocation(line: 14, column: 86, scope: !215, inlinedAt: !277)
!295 = !DILocation(line: 14, column: 50, scope: !216, inlinedAt: !277)
!296 = distinct !{!296, !289, !297, !190}
!297 = !DILocation(line: 14, column: 91, scope: !213, inlinedAt: !277)
!298 = !DILocation(line: 49, column: 5, scope: !114)
!299 = !DILocation(line: 0, scope: !63, inlinedAt: !300)
!300 = distinct !DILocation(line: 50, column: 19, scope: !114)
!301 = !DILocation(line: 19, column: 15, scope: !245, inlinedAt: !300)
!302 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !300)
!303 = !DILocation(line: 0, scope: !208, inlinedAt: !304)
!304 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !300)
!305 = !DILocation(line: 0, scope: !155, inlinedAt: !306)
!306 = distinct !DILocation(line: 14, column: 24, scope: !213, inlinedAt: !304)
!307 = !DILocation(line: 6, column: 68, scope: !155, inlinedAt: !306)
!308 = !DILocation(line: 6, scope: !155, inlinedAt: !306)
!309 = !DILocation(line: 6, column: 75, scope: !155, inlinedAt: !306)
!310 = !DILocation(line: 6, column: 80, scope: !155, inlinedAt: !306)
!311 = distinct !{!311, !307, !310, !190}
!312 = !DILocation(line: 6, column: 109, scope: !155, inlinedAt: !306)
!313 = !DILocation(line: 14, column: 22, scope: !213, inlinedAt: !304)
!314 = !DILocation(line: 0, scope: !213, inlinedAt: !304)
!315 = !DILocation(line: 14, scope: !213, inlinedAt: !304)
!316 = !DILocation(line: 14, column: 44, scope: !216, inlinedAt: !304)
!317 = !DILocation(line: 14, column: 5, scope: !213, inlinedAt: !304)
!318 = !DILocation(line: 14, column: 70, scope: !215, inlinedAt: !304)
!319 = !DILocation(line: 0, scope: !215, inlinedAt: !304)
!320 = !DILocation(line: 14, column: 79, scope: !215, inlinedAt: !304)
!321 = !DILocation(line: 14, column: 77, scope: !215, inlinedAt: !304)
!322 = !DILocation(line: 14, column: 86, scope: !215, inlinedAt: !304)
!323 = !DILocation(line: 14, column: 50, scope: !216, inlinedAt: !304)
!324 = distinct !{!324, !317, !325, !190}
!325 = !DILocation(line: 14, column: 91, scope: !213, inlinedAt: !304)
!326 = !DILocation(line: 50, column: 5, scope: !114)
!327 = !DILocation(line: 0, scope: !63, inlinedAt: !328)
!328 = distinct !DILocation(line: 51, column: 20, scope: !114)
!329 = !DILocation(line: 19, column: 5, scope: !63, inlinedAt: !328)
!330 = !DILocation(line: 19, column: 26, scope: !245, inlinedAt: !328)
!331 = !DILocation(line: 19, column: 47, scope: !245, inlinedAt: !328)
!332 = !DILocation(line: 19, column: 17, scope: !245, inlinedAt: !328)
!333 = !DILocation(line: 19, column: 12, scope: !245, inlinedAt: !328)
!334 = !DILocation(line: 19, column: 15, scope: !245, inlinedAt: !328)
!335 = !DILocation(line: 19, column: 66, scope: !245, inlinedAt: !328)
!336 = distinct !{!336, !329, !337, !190}
!337 = !DILocation(line: 19, column: 76, scope: !63, inlinedAt: !328)
!338 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !328)
!339 = !DILocation(line: 0, scope: !208, inlinedAt: !340)
!340 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !328)
!341 = !DILocation(line: 0, scope: !155, inlinedAt: !342)
!342 = distinct !DILocation(line: 14, column: 24, scope: !213, inlinedAt: !340)
!343 = !DILocation(line: 6, column: 68, scope: !155, inlinedAt: !342)
!344 = !DILocation(line: 6, scope: !155, inlinedAt: !342)
!345 = !DILocation(line: 6, column: 75, scope: !155, inlinedAt: !342)
!346 = !DILocation(line: 6, column: 80, scope: !155, inlinedAt: !342)
!347 = distinct !{!347, !343, !346, !190}
!348 = !DILocation(line: 6, column: 109, scope: !155, inlinedAt: !342)
!349 = !DILocation(line: 14, column: 22, scope: !213, inlinedAt: !340)
!350 = !DILocation(line: 0, scope: !213, inlinedAt: !340)
!351 = !DILocation(line: 14, scope: !213, inlinedAt: !340)
!352 = !DILocation(line: 14, column: 44, scope: !216, inlinedAt: !340)
!353 = !DILocation(line: 14, column: 5, scope: !213, inlinedAt: !340)
!354 = !DILocation(line: 14, column: 70, scope: !215, inlinedAt: !340)
!355 = !DILocation(line: 0, scope: !215, inlinedAt: !340)
!356 = !DILocation(line: 14, column: 79, scope: !215, inlinedAt: !340)
!357 = !DILocation(line: 14, column: 77, scope: !215, inlinedAt: !340)
!358 = !DILocation(line: 14, column: 86, scope: !215, inlinedAt: !340)
!359 = !DILocation(line: 14, column: 50, scope: !216, inlinedAt: !340)
!360 = distinct !{!360, !353, !361, !190}
!361 = !DILocation(line: 14, column: 91, scope: !213, inlinedAt: !340)
!362 = !DILocation(line: 51, column: 5, scope: !114)
!363 = !DILocalVariable(name: "s", arg: 1, scope: !364, file: !2, line: 24, type: !119)
!364 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 24, type: !365, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !367)
!365 = !DISubroutineType(types: !366)
!366 = !{!68, !119}
!367 = !{!363, !368, !369, !370}
!368 = !DILocalVariable(name: "n", scope: !364, file: !2, line: 25, type: !68)
!369 = !DILocalVariable(name: "in", scope: !364, file: !2, line: 25, type: !68)
!370 = !DILocalVariable(name: "sp", scope: !371, file: !2, line: 27, type: !68)
!371 = distinct !DILexicalBlock(scope: !372, file: !2, line: 26, column: 21)
!372 = distinct !DILexicalBlock(scope: !373, file: !2, line: 26, column: 5)
!373 = distinct !DILexicalBlock(scope: !364, file: !2, line: 26, column: 5)
!374 = !DILocation(line: 0, scope: !364, inlinedAt: !375)
!375 = distinct !DILocation(line: 52, column: 26, scope: !114)
!376 = !DILocation(line: 26, column: 5, scope: !364, inlinedAt: !375)
!377 = !DILocation(line: 25, column: 9, scope: !364, inlinedAt: !375)
!378 = !DILocation(line: 26, column: 12, scope: !372, inlinedAt: !375)
!379 = !DILocation(line: 26, column: 5, scope: !373, inlinedAt: !375)
!380 = !DILocation(line: 27, column: 42, scope: !371, inlinedAt: !375)
!381 = !DILocation(line: 0, scope: !371, inlinedAt: !375)
!382 = !DILocation(line: 28, column: 17, scope: !383, inlinedAt: !375)
!383 = distinct !DILexicalBlock(scope: !371, file: !2, line: 28, column: 13)
!384 = !DILocation(line: 26, column: 17, scope: !372, inlinedAt: !375)
!385 = !DILocation(line: 26, column: 5, scope: !372, inlinedAt: !375)
!386 = distinct !{!386, !379, !387, !190}
!387 = !DILocation(line: 30, column: 5, scope: !373, inlinedAt: !375)
!388 = !DILocation(line: 52, column: 5, scope: !114)
!389 = !DILocation(line: 53, column: 5, scope: !114)
!390 = !DILocation(line: 54, column: 5, scope: !114)
!391 = distinct !DIAssignID()
!392 = !DILocation(line: 55, column: 5, scope: !114)
!393 = !DILocation(line: 55, column: 11, scope: !114)
!394 = distinct !DIAssignID()
!395 = !DILocation(line: 56, column: 24, scope: !114)
!396 = !DILocation(line: 56, column: 5, scope: !114)
!397 = distinct !DIAssignID()
!398 = !DILocation(line: 57, column: 5, scope: !114)
!399 = !DILocation(line: 58, column: 5, scope: !114)
!400 = !DILocation(line: 59, column: 5, scope: !114)
!401 = !DILocation(line: 59, column: 9, scope: !114)
!402 = distinct !DIAssignID()
!403 = !DILocation(line: 0, scope: !137)
!404 = !DILocation(line: 60, column: 5, scope: !137)
!405 = !DILocation(line: 60, column: 55, scope: !406)
!406 = distinct !DILexicalBlock(scope: !407, file: !2, line: 60, column: 45)
!407 = distinct !DILexicalBlock(scope: !137, file: !2, line: 60, column: 5)
!408 = !DILocation(line: 60, column: 45, scope: !406)
!409 = !DILocation(line: 60, column: 77, scope: !406)
!410 = !DILocation(line: 60, column: 69, scope: !406)
!411 = !DILocation(line: 60, column: 83, scope: !406)
!412 = !{!413, !413, i64 0}
!413 = !{!"int", !176, i64 0}
!414 = !DILocation(line: 60, column: 37, scope: !407)
!415 = !DILocation(line: 60, column: 32, scope: !407)
!416 = distinct !{!416, !404, !417, !190}
!417 = !DILocation(line: 60, column: 83, scope: !137)
!418 = !DILocation(line: 0, scope: !140)
!419 = !DILocation(line: 62, column: 39, scope: !420)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 62, column: 38)
!421 = distinct !DILexicalBlock(scope: !140, file: !2, line: 62, column: 5)
!422 = !DILocation(line: 62, column: 38, scope: !421)
!423 = !DILocation(line: 63, column: 5, scope: !114)
!424 = !DILocation(line: 64, column: 5, scope: !114)
!425 = !DILocation(line: 0, scope: !147)
!426 = !DILocation(line: 66, column: 5, scope: !147)
!427 = !DILocation(line: 67, column: 5, scope: !114)
!428 = !DILocation(line: 67, column: 13, scope: !114)
!429 = !DILocation(line: 68, column: 5, scope: !114)
!430 = !DILocation(line: 70, column: 1, scope: !114)
!431 = !DILocation(line: 69, column: 5, scope: !114)
!432 = !DILocation(line: 66, column: 74, scope: !433)
!433 = distinct !DILexicalBlock(scope: !147, file: !2, line: 66, column: 5)
!434 = !DILocation(line: 66, column: 57, scope: !433)
!435 = !DILocation(line: 66, column: 51, scope: !433)
!436 = !DILocation(line: 66, column: 61, scope: !433)
!437 = !DILocation(line: 66, column: 47, scope: !433)
!438 = !DILocation(line: 66, column: 32, scope: !433)
!439 = !DILocation(line: 66, column: 35, scope: !433)
!440 = distinct !{!440, !426, !441, !190}
!441 = !DILocation(line: 66, column: 109, scope: !147)
!442 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!68, !119, null}
!445 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 4, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
