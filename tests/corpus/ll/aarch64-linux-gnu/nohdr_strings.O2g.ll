; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !111 {
  %1 = alloca [128 x i8], align 1, !DIAssignID !145
    #dbg_assign(i1 undef, !117, !DIExpression(), !145, ptr %1, !DIExpression(), !146)
  %2 = alloca [70 x i8], align 8, !DIAssignID !147
    #dbg_assign(i1 undef, !121, !DIExpression(), !147, ptr %2, !DIExpression(), !146)
  %3 = alloca [32 x i8], align 1, !DIAssignID !148
    #dbg_assign(i1 undef, !125, !DIExpression(), !148, ptr %3, !DIExpression(), !146)
  %4 = alloca [26 x i32], align 4, !DIAssignID !149
    #dbg_assign(i1 undef, !129, !DIExpression(), !149, ptr %4, !DIExpression(), !146)
  %5 = alloca [64 x i8], align 1, !DIAssignID !150
    #dbg_assign(i1 undef, !138, !DIExpression(), !150, ptr %5, !DIExpression(), !146)
    #dbg_value(ptr @.str, !115, !DIExpression(), !146)
    #dbg_value(ptr @.str, !151, !DIExpression(), !157)
    #dbg_value(ptr poison, !156, !DIExpression(), !157)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 43, i32 noundef 43), !dbg !159
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef -1), !dbg !160
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5, !dbg !161
    #dbg_value(ptr %1, !162, !DIExpression(), !169)
    #dbg_value(ptr @.str.8, !167, !DIExpression(), !169)
    #dbg_value(ptr %1, !168, !DIExpression(), !169)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !dbg !171, !tbaa !172
    #dbg_value(ptr poison, !162, !DIExpression(), !169)
    #dbg_value(ptr poison, !167, !DIExpression(), !169)
  br label %8, !dbg !175

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ], !dbg !182
    #dbg_value(ptr %9, !156, !DIExpression(), !183)
  %10 = load i8, ptr %9, align 1, !dbg !184, !tbaa !172
  %11 = icmp eq i8 %10, 0, !dbg !175
  %12 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !185
    #dbg_value(ptr %12, !156, !DIExpression(), !183)
  br i1 %11, label %13, label %8, !dbg !175, !llvm.loop !186

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64, !dbg !188
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !162, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !189)
    #dbg_value(ptr @.str.9, !167, !DIExpression(), !189)
    #dbg_value(!DIArgList(ptr %1, ptr %9, i64 %14), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !189)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !dbg !191, !tbaa !172
    #dbg_value(ptr poison, !162, !DIExpression(), !189)
    #dbg_value(ptr poison, !167, !DIExpression(), !189)
  br label %15, !dbg !192

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ], !dbg !195
    #dbg_value(ptr %16, !156, !DIExpression(), !196)
  %17 = load i8, ptr %16, align 1, !dbg !197, !tbaa !172
  %18 = icmp eq i8 %17, 0, !dbg !192
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !198
    #dbg_value(ptr %19, !156, !DIExpression(), !196)
  br i1 %18, label %20, label %15, !dbg !192, !llvm.loop !199

20:                                               ; preds = %15
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !162, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !200)
    #dbg_value(ptr @.str.10, !167, !DIExpression(), !200)
    #dbg_value(!DIArgList(ptr %1, ptr %16, i64 %14), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !200)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !dbg !202, !tbaa !172
    #dbg_value(ptr poison, !162, !DIExpression(), !200)
    #dbg_value(ptr poison, !167, !DIExpression(), !200)
  %21 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !203
    #dbg_value(ptr %1, !204, !DIExpression(), !214)
    #dbg_value(ptr %1, !151, !DIExpression(), !216)
    #dbg_value(ptr %1, !156, !DIExpression(), !216)
  br label %22, !dbg !218

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ], !dbg !219
    #dbg_value(ptr %23, !156, !DIExpression(), !216)
  %24 = load i8, ptr %23, align 1, !dbg !220, !tbaa !172
  %25 = icmp eq i8 %24, 0, !dbg !218
  %26 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !221
    #dbg_value(ptr %26, !156, !DIExpression(), !216)
  br i1 %25, label %27, label %22, !dbg !218, !llvm.loop !222

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64, !dbg !223
  %29 = sub i64 %28, %14, !dbg !223
  %30 = getelementptr inbounds i8, ptr %1, i64 %29, !dbg !224
    #dbg_value(ptr %30, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !225)
  %31 = getelementptr inbounds i8, ptr %30, i64 -1, !dbg !226
  %32 = icmp ugt ptr %31, %1, !dbg !227
  br i1 %32, label %33, label %41, !dbg !228

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
    #dbg_value(ptr %35, !204, !DIExpression(), !214)
  %36 = load i8, ptr %35, align 1, !dbg !229, !tbaa !172
    #dbg_value(i8 %36, !211, !DIExpression(), !230)
  %37 = load i8, ptr %34, align 1, !dbg !231, !tbaa !172
  store i8 %37, ptr %35, align 1, !dbg !232, !tbaa !172
  store i8 %36, ptr %34, align 1, !dbg !233, !tbaa !172
  %38 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !234
    #dbg_value(ptr %38, !204, !DIExpression(), !214)
    #dbg_value(ptr %34, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !225)
  %39 = getelementptr inbounds i8, ptr %34, i64 -1, !dbg !226
    #dbg_value(ptr %39, !209, !DIExpression(), !225)
  %40 = icmp ult ptr %38, %39, !dbg !227
  br i1 %40, label %33, label %41, !dbg !228, !llvm.loop !235

41:                                               ; preds = %33, %27
  %42 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !237
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5, !dbg !238
    #dbg_value(ptr %2, !95, !DIExpression(), !239)
    #dbg_value(i32 2, !96, !DIExpression(), !239)
    #dbg_value(ptr %2, !97, !DIExpression(), !239)
    #dbg_value(i64 255, !94, !DIExpression(), !239)
  %43 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !241
    #dbg_value(ptr %43, !97, !DIExpression(), !239)
    #dbg_value(i64 127, !94, !DIExpression(), !239)
  %44 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !241
    #dbg_value(ptr %44, !97, !DIExpression(), !239)
    #dbg_value(i64 63, !94, !DIExpression(), !239)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !239)
    #dbg_value(i64 31, !94, !DIExpression(), !239)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !239)
    #dbg_value(i64 15, !94, !DIExpression(), !239)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !239)
    #dbg_value(i64 7, !94, !DIExpression(), !239)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !239)
    #dbg_value(i64 3, !94, !DIExpression(), !239)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !239)
    #dbg_value(i64 1, !94, !DIExpression(), !239)
  %45 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !241
    #dbg_value(ptr %45, !97, !DIExpression(), !239)
    #dbg_value(i64 0, !94, !DIExpression(), !239)
  store i64 3544668469065756977, ptr %2, align 8, !dbg !243
  store i8 0, ptr %45, align 8, !dbg !244, !tbaa !172
    #dbg_value(ptr %2, !204, !DIExpression(), !245)
    #dbg_value(ptr %2, !151, !DIExpression(), !247)
    #dbg_value(ptr %2, !156, !DIExpression(), !247)
  br label %46, !dbg !249

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %2, %41 ], [ %50, %46 ], !dbg !250
    #dbg_value(ptr %47, !156, !DIExpression(), !247)
  %48 = load i8, ptr %47, align 1, !dbg !251, !tbaa !172
  %49 = icmp eq i8 %48, 0, !dbg !249
  %50 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !252
    #dbg_value(ptr %50, !156, !DIExpression(), !247)
  br i1 %49, label %51, label %46, !dbg !249, !llvm.loop !253

51:                                               ; preds = %46
  %52 = ptrtoint ptr %47 to i64, !dbg !254
  %53 = ptrtoint ptr %2 to i64, !dbg !254
  %54 = sub i64 %52, %53, !dbg !254
  %55 = getelementptr inbounds i8, ptr %2, i64 %54, !dbg !255
    #dbg_value(ptr %55, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !256)
  %56 = getelementptr inbounds i8, ptr %55, i64 -1, !dbg !257
  %57 = icmp ugt ptr %56, %2, !dbg !258
  br i1 %57, label %58, label %66, !dbg !259

58:                                               ; preds = %51, %58
  %59 = phi ptr [ %64, %58 ], [ %56, %51 ]
  %60 = phi ptr [ %63, %58 ], [ %2, %51 ]
    #dbg_value(ptr %60, !204, !DIExpression(), !245)
  %61 = load i8, ptr %60, align 1, !dbg !260, !tbaa !172
    #dbg_value(i8 %61, !211, !DIExpression(), !261)
  %62 = load i8, ptr %59, align 1, !dbg !262, !tbaa !172
  store i8 %62, ptr %60, align 1, !dbg !263, !tbaa !172
  store i8 %61, ptr %59, align 1, !dbg !264, !tbaa !172
  %63 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !265
    #dbg_value(ptr %63, !204, !DIExpression(), !245)
    #dbg_value(ptr %59, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !256)
  %64 = getelementptr inbounds i8, ptr %59, i64 -1, !dbg !257
    #dbg_value(ptr %64, !209, !DIExpression(), !256)
  %65 = icmp ult ptr %63, %64, !dbg !258
  br i1 %65, label %58, label %66, !dbg !259, !llvm.loop !266

66:                                               ; preds = %58, %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2), !dbg !268
    #dbg_value(ptr %2, !95, !DIExpression(), !269)
    #dbg_value(i32 16, !96, !DIExpression(), !269)
    #dbg_value(i64 255, !94, !DIExpression(), !269)
    #dbg_value(ptr %43, !97, !DIExpression(), !269)
  store i8 102, ptr %2, align 8, !dbg !271, !tbaa !172
    #dbg_value(i64 15, !94, !DIExpression(), !269)
    #dbg_value(ptr %44, !97, !DIExpression(), !269)
  store i8 102, ptr %43, align 1, !dbg !271, !tbaa !172
    #dbg_value(i64 0, !94, !DIExpression(), !269)
  store i8 0, ptr %44, align 2, !dbg !272, !tbaa !172
    #dbg_value(ptr %2, !204, !DIExpression(), !273)
    #dbg_value(ptr %2, !151, !DIExpression(), !275)
    #dbg_value(ptr %2, !156, !DIExpression(), !275)
  br label %68, !dbg !277

68:                                               ; preds = %66, %68
  %69 = phi ptr [ %2, %66 ], [ %70, %68 ]
    #dbg_value(ptr %69, !156, !DIExpression(), !275)
  %70 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !278
    #dbg_value(ptr %70, !156, !DIExpression(), !275)
  %71 = load i8, ptr %70, align 1, !dbg !279, !tbaa !172
  %72 = icmp eq i8 %71, 0, !dbg !277
    #dbg_value(ptr %70, !156, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !275)
  br i1 %72, label %73, label %68, !dbg !277, !llvm.loop !280

73:                                               ; preds = %68
  %74 = ptrtoint ptr %70 to i64, !dbg !281
  %75 = sub i64 %74, %53, !dbg !281
  %76 = getelementptr inbounds i8, ptr %2, i64 %75, !dbg !282
    #dbg_value(ptr %76, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !283)
  %77 = getelementptr inbounds i8, ptr %76, i64 -1, !dbg !284
  %78 = icmp ugt ptr %77, %2, !dbg !285
  br i1 %78, label %79, label %87, !dbg !286

79:                                               ; preds = %73, %79
  %80 = phi ptr [ %85, %79 ], [ %77, %73 ]
  %81 = phi ptr [ %84, %79 ], [ %2, %73 ]
    #dbg_value(ptr %81, !204, !DIExpression(), !273)
  %82 = load i8, ptr %81, align 1, !dbg !287, !tbaa !172
    #dbg_value(i8 %82, !211, !DIExpression(), !288)
  %83 = load i8, ptr %80, align 1, !dbg !289, !tbaa !172
  store i8 %83, ptr %81, align 1, !dbg !290, !tbaa !172
  store i8 %82, ptr %80, align 1, !dbg !291, !tbaa !172
  %84 = getelementptr inbounds i8, ptr %81, i64 1, !dbg !292
    #dbg_value(ptr %84, !204, !DIExpression(), !273)
    #dbg_value(ptr %80, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !283)
  %85 = getelementptr inbounds i8, ptr %80, i64 -1, !dbg !284
    #dbg_value(ptr %85, !209, !DIExpression(), !283)
  %86 = icmp ult ptr %84, %85, !dbg !285
  br i1 %86, label %79, label %87, !dbg !286, !llvm.loop !293

87:                                               ; preds = %79, %73
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !295
    #dbg_value(ptr %2, !95, !DIExpression(), !296)
    #dbg_value(i32 36, !96, !DIExpression(), !296)
    #dbg_value(i64 1234567890123, !94, !DIExpression(), !296)
    #dbg_value(ptr %43, !97, !DIExpression(), !296)
    #dbg_value(i64 34293552503, !94, !DIExpression(), !296)
    #dbg_value(ptr %44, !97, !DIExpression(), !296)
    #dbg_value(i64 952598680, !94, !DIExpression(), !296)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !296)
    #dbg_value(i64 26461074, !94, !DIExpression(), !296)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !296)
    #dbg_value(i64 735029, !94, !DIExpression(), !296)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !296)
    #dbg_value(i64 20417, !94, !DIExpression(), !296)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !296)
    #dbg_value(i64 567, !94, !DIExpression(), !296)
    #dbg_value(ptr %2, !97, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !296)
    #dbg_value(i64 15, !94, !DIExpression(), !296)
    #dbg_value(ptr %45, !97, !DIExpression(), !296)
  store <8 x i8> <i8 102, i8 110, i8 103, i8 117, i8 104, i8 53, i8 114, i8 102>, ptr %2, align 8, !dbg !298, !tbaa !172
    #dbg_value(i64 0, !94, !DIExpression(), !296)
  store i8 0, ptr %45, align 8, !dbg !299, !tbaa !172
    #dbg_value(ptr %2, !204, !DIExpression(), !300)
    #dbg_value(ptr %2, !151, !DIExpression(), !302)
    #dbg_value(ptr %2, !156, !DIExpression(), !302)
  br label %89, !dbg !304

89:                                               ; preds = %89, %87
  %90 = phi ptr [ %2, %87 ], [ %93, %89 ], !dbg !305
    #dbg_value(ptr %90, !156, !DIExpression(), !302)
  %91 = load i8, ptr %90, align 1, !dbg !306, !tbaa !172
  %92 = icmp eq i8 %91, 0, !dbg !304
  %93 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !307
    #dbg_value(ptr %93, !156, !DIExpression(), !302)
  br i1 %92, label %94, label %89, !dbg !304, !llvm.loop !308

94:                                               ; preds = %89
  %95 = ptrtoint ptr %90 to i64, !dbg !309
  %96 = sub i64 %95, %53, !dbg !309
  %97 = getelementptr inbounds i8, ptr %2, i64 %96, !dbg !310
    #dbg_value(ptr %97, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !311)
  %98 = getelementptr inbounds i8, ptr %97, i64 -1, !dbg !312
  %99 = icmp ugt ptr %98, %2, !dbg !313
  br i1 %99, label %100, label %108, !dbg !314

100:                                              ; preds = %94, %100
  %101 = phi ptr [ %106, %100 ], [ %98, %94 ]
  %102 = phi ptr [ %105, %100 ], [ %2, %94 ]
    #dbg_value(ptr %102, !204, !DIExpression(), !300)
  %103 = load i8, ptr %102, align 1, !dbg !315, !tbaa !172
    #dbg_value(i8 %103, !211, !DIExpression(), !316)
  %104 = load i8, ptr %101, align 1, !dbg !317, !tbaa !172
  store i8 %104, ptr %102, align 1, !dbg !318, !tbaa !172
  store i8 %103, ptr %101, align 1, !dbg !319, !tbaa !172
  %105 = getelementptr inbounds i8, ptr %102, i64 1, !dbg !320
    #dbg_value(ptr %105, !204, !DIExpression(), !300)
    #dbg_value(ptr %101, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !311)
  %106 = getelementptr inbounds i8, ptr %101, i64 -1, !dbg !312
    #dbg_value(ptr %106, !209, !DIExpression(), !311)
  %107 = icmp ult ptr %105, %106, !dbg !313
  br i1 %107, label %100, label %108, !dbg !314, !llvm.loop !321

108:                                              ; preds = %100, %94
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2), !dbg !323
    #dbg_value(i64 -1, !94, !DIExpression(), !324)
    #dbg_value(ptr %2, !95, !DIExpression(), !324)
    #dbg_value(i32 10, !96, !DIExpression(), !324)
    #dbg_value(ptr %2, !97, !DIExpression(), !324)
  br label %110, !dbg !326

110:                                              ; preds = %110, %108
  %111 = phi i64 [ -1, %108 ], [ %115, %110 ]
  %112 = phi i64 [ 0, %108 ], [ %120, %110 ]
  %113 = getelementptr inbounds i8, ptr %2, i64 %112, !dbg !327
    #dbg_value(ptr %113, !97, !DIExpression(), !324)
    #dbg_value(i64 %111, !94, !DIExpression(), !324)
  %114 = freeze i64 %111, !dbg !328
  %115 = udiv i64 %114, 10, !dbg !328
  %116 = mul i64 %115, 10, !dbg !327
  %117 = sub i64 %114, %116, !dbg !327
  %118 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %117, !dbg !329
  %119 = load i8, ptr %118, align 1, !dbg !329, !tbaa !172
  %120 = add nuw nsw i64 %112, 1, !dbg !330
    #dbg_value(!DIArgList(ptr %2, i64 %120), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !324)
  store i8 %119, ptr %113, align 1, !dbg !331, !tbaa !172
    #dbg_value(i64 %115, !94, !DIExpression(), !324)
  %121 = icmp eq i64 %112, 19, !dbg !332
  br i1 %121, label %122, label %110, !dbg !332, !llvm.loop !333

122:                                              ; preds = %110
  %123 = getelementptr inbounds i8, ptr %2, i64 %120, !dbg !331
    #dbg_value(ptr %123, !97, !DIExpression(), !324)
  store i8 0, ptr %123, align 1, !dbg !335, !tbaa !172
    #dbg_value(ptr %2, !204, !DIExpression(), !336)
    #dbg_value(ptr %2, !151, !DIExpression(), !338)
    #dbg_value(ptr %2, !156, !DIExpression(), !338)
  br label %124, !dbg !340

124:                                              ; preds = %124, %122
  %125 = phi ptr [ %2, %122 ], [ %128, %124 ], !dbg !341
    #dbg_value(ptr %125, !156, !DIExpression(), !338)
  %126 = load i8, ptr %125, align 1, !dbg !342, !tbaa !172
  %127 = icmp eq i8 %126, 0, !dbg !340
  %128 = getelementptr inbounds i8, ptr %125, i64 1, !dbg !343
    #dbg_value(ptr %128, !156, !DIExpression(), !338)
  br i1 %127, label %129, label %124, !dbg !340, !llvm.loop !344

129:                                              ; preds = %124
  %130 = ptrtoint ptr %125 to i64, !dbg !345
  %131 = sub i64 %130, %53, !dbg !345
  %132 = getelementptr inbounds i8, ptr %2, i64 %131, !dbg !346
    #dbg_value(ptr %132, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !347)
  %133 = getelementptr inbounds i8, ptr %132, i64 -1, !dbg !348
  %134 = icmp ugt ptr %133, %2, !dbg !349
  br i1 %134, label %135, label %143, !dbg !350

135:                                              ; preds = %129, %135
  %136 = phi ptr [ %141, %135 ], [ %133, %129 ]
  %137 = phi ptr [ %140, %135 ], [ %2, %129 ]
    #dbg_value(ptr %137, !204, !DIExpression(), !336)
  %138 = load i8, ptr %137, align 1, !dbg !351, !tbaa !172
    #dbg_value(i8 %138, !211, !DIExpression(), !352)
  %139 = load i8, ptr %136, align 1, !dbg !353, !tbaa !172
  store i8 %139, ptr %137, align 1, !dbg !354, !tbaa !172
  store i8 %138, ptr %136, align 1, !dbg !355, !tbaa !172
  %140 = getelementptr inbounds i8, ptr %137, i64 1, !dbg !356
    #dbg_value(ptr %140, !204, !DIExpression(), !336)
    #dbg_value(ptr %136, !209, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !347)
  %141 = getelementptr inbounds i8, ptr %136, i64 -1, !dbg !348
    #dbg_value(ptr %141, !209, !DIExpression(), !347)
  %142 = icmp ult ptr %140, %141, !dbg !349
  br i1 %142, label %135, label %143, !dbg !350, !llvm.loop !357

143:                                              ; preds = %135, %129
  %144 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !359
    #dbg_value(ptr @.str.15, !360, !DIExpression(), !371)
    #dbg_value(i32 0, !365, !DIExpression(), !371)
    #dbg_value(i32 0, !366, !DIExpression(), !371)
  br label %145, !dbg !373

145:                                              ; preds = %152, %143
  %146 = phi i32 [ 0, %143 ], [ %156, %152 ], !dbg !374
  %147 = phi i1 [ false, %143 ], [ %153, %152 ], !dbg !371
  %148 = phi ptr [ @.str.15, %143 ], [ %157, %152 ]
  %149 = xor i1 %147, true, !dbg !375
    #dbg_value(ptr %148, !360, !DIExpression(), !371)
    #dbg_value(i1 %147, !366, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !371)
    #dbg_value(i32 %146, !365, !DIExpression(), !371)
  %150 = load i8, ptr %148, align 1, !dbg !375, !tbaa !172
  switch i8 %150, label %151 [
    i8 0, label %158
    i8 32, label %152
    i8 9, label %152
    i8 10, label %152
  ], !dbg !376

151:                                              ; preds = %145
  br label %152, !dbg !377

152:                                              ; preds = %151, %145, %145, %145
  %153 = phi i1 [ true, %151 ], [ false, %145 ], [ false, %145 ], [ false, %145 ]
    #dbg_value(i1 poison, !367, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !378)
  %154 = and i1 %153, %149, !dbg !379
  %155 = zext i1 %154 to i32, !dbg !379
  %156 = add nuw nsw i32 %146, %155, !dbg !379
    #dbg_value(i32 %156, !365, !DIExpression(), !371)
    #dbg_value(i1 %153, !366, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !371)
  %157 = getelementptr inbounds i8, ptr %148, i64 1, !dbg !381
    #dbg_value(ptr %157, !360, !DIExpression(), !371)
  br label %145, !dbg !382, !llvm.loop !383

158:                                              ; preds = %145
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %146), !dbg !385
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !386
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %3, i8 45, i64 31, i1 false), !dbg !387, !DIAssignID !388
    #dbg_assign(i1 undef, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 248), !388, ptr %3, !DIExpression(), !146)
  %160 = getelementptr inbounds i8, ptr %3, i64 31, !dbg !389
  store i8 0, ptr %160, align 1, !dbg !390, !tbaa !172, !DIAssignID !391
    #dbg_assign(i8 0, !125, !DIExpression(DW_OP_LLVM_fragment, 248, 8), !391, ptr %160, !DIExpression(), !146)
  %161 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !392
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %161, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false), !dbg !393, !DIAssignID !394
    #dbg_assign(i1 undef, !125, !DIExpression(DW_OP_LLVM_fragment, 40, 48), !394, ptr %161, !DIExpression(), !146)
  %162 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !395
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20)), !dbg !396
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5, !dbg !397
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(104) %4, i8 0, i64 104, i1 false), !dbg !398, !DIAssignID !399
    #dbg_assign(i8 0, !129, !DIExpression(), !399, ptr %4, !DIExpression(), !146)
    #dbg_value(ptr @.str, !133, !DIExpression(), !400)
  br label %164, !dbg !401

164:                                              ; preds = %158, %176
  %165 = phi i8 [ 116, %158 ], [ %179, %176 ]
  %166 = phi i64 [ 0, %158 ], [ %177, %176 ]
    #dbg_value(!DIArgList(ptr @.str, i64 %166), !133, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !400)
  %167 = add i8 %165, -97, !dbg !402
  %168 = icmp ult i8 %167, 26, !dbg !402
  br i1 %168, label %169, label %176, !dbg !402

169:                                              ; preds = %164
  %170 = zext nneg i8 %165 to i64, !dbg !405
  %171 = add nuw nsw i64 %170, 4294967199, !dbg !406
  %172 = and i64 %171, 4294967295, !dbg !407
  %173 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %172, !dbg !407
  %174 = load i32, ptr %173, align 4, !dbg !408, !tbaa !409
  %175 = add nsw i32 %174, 1, !dbg !408
  store i32 %175, ptr %173, align 4, !dbg !408, !tbaa !409
  br label %176, !dbg !407

176:                                              ; preds = %164, %169
  %177 = add nuw nsw i64 %166, 1, !dbg !411
    #dbg_value(ptr %178, !133, !DIExpression(), !400)
  %178 = getelementptr inbounds i8, ptr @.str, i64 %177, !dbg !412
  %179 = load i8, ptr %178, align 1, !dbg !412, !tbaa !172
  %180 = icmp eq i64 %177, 43, !dbg !401
  br i1 %180, label %181, label %164, !dbg !401, !llvm.loop !413

181:                                              ; preds = %176
    #dbg_value(i64 0, !136, !DIExpression(), !415)
    #dbg_value(i32 1, !135, !DIExpression(), !146)
  %182 = load i32, ptr %4, align 4, !dbg !416, !tbaa !409
  %183 = icmp ne i32 %182, 0, !dbg !416
    #dbg_value(i1 %183, !135, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !146)
    #dbg_value(i64 1, !136, !DIExpression(), !415)
  %184 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !416
  %185 = load i32, ptr %184, align 4, !dbg !416, !tbaa !409
  %186 = freeze i32 %185, !dbg !416
  %187 = icmp ne i32 %186, 0, !dbg !416
    #dbg_value(i1 poison, !135, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !146)
    #dbg_value(i64 2, !136, !DIExpression(), !415)
  %188 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !416
    #dbg_value(i64 3, !136, !DIExpression(), !415)
    #dbg_value(i64 4, !136, !DIExpression(), !415)
    #dbg_value(i64 5, !136, !DIExpression(), !415)
    #dbg_value(i64 6, !136, !DIExpression(), !415)
    #dbg_value(i64 7, !136, !DIExpression(), !415)
    #dbg_value(i64 8, !136, !DIExpression(), !415)
    #dbg_value(i64 9, !136, !DIExpression(), !415)
  %189 = load <8 x i32>, ptr %188, align 4, !dbg !416, !tbaa !409
  %190 = freeze <8 x i32> %189, !dbg !416
    #dbg_value(i64 10, !136, !DIExpression(), !415)
  %191 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !416
    #dbg_value(i64 11, !136, !DIExpression(), !415)
    #dbg_value(i64 12, !136, !DIExpression(), !415)
    #dbg_value(i64 13, !136, !DIExpression(), !415)
    #dbg_value(i64 14, !136, !DIExpression(), !415)
    #dbg_value(i64 15, !136, !DIExpression(), !415)
    #dbg_value(i64 16, !136, !DIExpression(), !415)
    #dbg_value(i64 17, !136, !DIExpression(), !415)
    #dbg_value(i64 18, !136, !DIExpression(), !415)
    #dbg_value(i64 19, !136, !DIExpression(), !415)
    #dbg_value(i64 20, !136, !DIExpression(), !415)
    #dbg_value(i64 21, !136, !DIExpression(), !415)
    #dbg_value(i64 22, !136, !DIExpression(), !415)
    #dbg_value(i64 23, !136, !DIExpression(), !415)
    #dbg_value(i64 24, !136, !DIExpression(), !415)
    #dbg_value(i64 25, !136, !DIExpression(), !415)
  %192 = load <16 x i32>, ptr %191, align 4, !dbg !416, !tbaa !409
  %193 = freeze <16 x i32> %192, !dbg !416
  %194 = icmp eq <16 x i32> %193, zeroinitializer, !dbg !419
  %195 = bitcast <16 x i1> %194 to i16, !dbg !419
  %196 = icmp eq i16 %195, 0, !dbg !419
  %197 = icmp eq <8 x i32> %190, zeroinitializer, !dbg !419
  %198 = bitcast <8 x i1> %197 to i8, !dbg !419
  %199 = icmp eq i8 %198, 0, !dbg !419
  %200 = and i1 %196, %199, !dbg !419
  %201 = and i1 %200, %187, !dbg !419
  %202 = select i1 %201, i1 %183, i1 false, !dbg !419
  %203 = zext i1 %202 to i32, !dbg !419
    #dbg_value(i32 %203, !135, !DIExpression(), !146)
    #dbg_value(i64 26, !136, !DIExpression(), !415)
  %204 = extractelement <16 x i32> %193, i64 4, !dbg !420
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %203, i32 noundef %204), !dbg !420
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5, !dbg !421
    #dbg_value(i32 0, !142, !DIExpression(), !146)
    #dbg_value(ptr @.str, !143, !DIExpression(), !422)
  br label %209, !dbg !423

206:                                              ; preds = %209
  %207 = getelementptr inbounds i8, ptr %5, i64 43, !dbg !424
  store i8 0, ptr %207, align 1, !dbg !425, !tbaa !172
  %208 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %5), !dbg !426
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5, !dbg !427
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5, !dbg !427
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !427
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5, !dbg !427
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5, !dbg !427
  ret i32 0, !dbg !428

209:                                              ; preds = %181, %209
  %210 = phi i64 [ 0, %181 ], [ %217, %209 ]
  %211 = phi i8 [ 116, %181 ], [ %220, %209 ]
  %212 = phi ptr [ @.str, %181 ], [ %219, %209 ]
    #dbg_value(ptr %212, !143, !DIExpression(), !422)
    #dbg_value(i64 %210, !142, !DIExpression(), !146)
  %213 = add i8 %211, -97, !dbg !429
  %214 = icmp ult i8 %213, 26, !dbg !429
  %215 = add nsw i8 %211, -32
  %216 = select i1 %214, i8 %215, i8 %211, !dbg !429
  %217 = add nuw nsw i64 %210, 1, !dbg !431
    #dbg_value(i64 %217, !142, !DIExpression(), !146)
  %218 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %210, !dbg !432
  store i8 %216, ptr %218, align 1, !dbg !433, !tbaa !172
  %219 = getelementptr inbounds i8, ptr %212, i64 1, !dbg !434
    #dbg_value(ptr %219, !143, !DIExpression(), !422)
  %220 = load i8, ptr %219, align 1, !dbg !435, !tbaa !172
  %221 = icmp eq i64 %217, 43, !dbg !436
  br i1 %221, label %206, label %209, !dbg !423, !llvm.loop !437
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !439 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !442 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

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
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"PIE Level", i32 2}
!107 = !{i32 7, !"uwtable", i32 2}
!108 = !{i32 7, !"frame-pointer", i32 1}
!109 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !112, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!68}
!114 = !{!115, !117, !121, !125, !129, !133, !135, !136, !138, !142, !143}
!115 = !DILocalVariable(name: "text", scope: !111, file: !2, line: 36, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!117 = !DILocalVariable(name: "buf", scope: !111, file: !2, line: 40, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 128)
!121 = !DILocalVariable(name: "num", scope: !111, file: !2, line: 47, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 70)
!125 = !DILocalVariable(name: "m", scope: !111, file: !2, line: 53, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 32)
!129 = !DILocalVariable(name: "freq", scope: !111, file: !2, line: 59, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 832, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 26)
!133 = !DILocalVariable(name: "p", scope: !134, file: !2, line: 60, type: !116)
!134 = distinct !DILexicalBlock(scope: !111, file: !2, line: 60, column: 5)
!135 = !DILocalVariable(name: "pangram", scope: !111, file: !2, line: 61, type: !68)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 62, type: !68)
!137 = distinct !DILexicalBlock(scope: !111, file: !2, line: 62, column: 5)
!138 = !DILocalVariable(name: "caps", scope: !111, file: !2, line: 64, type: !139)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 64)
!142 = !DILocalVariable(name: "k", scope: !111, file: !2, line: 65, type: !68)
!143 = !DILocalVariable(name: "p", scope: !144, file: !2, line: 66, type: !116)
!144 = distinct !DILexicalBlock(scope: !111, file: !2, line: 66, column: 5)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !111)
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = !DILocalVariable(name: "s", arg: 1, scope: !152, file: !2, line: 6, type: !116)
!152 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 6, type: !153, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!72, !116}
!155 = !{!151, !156}
!156 = !DILocalVariable(name: "p", scope: !152, file: !2, line: 6, type: !116)
!157 = !DILocation(line: 0, scope: !152, inlinedAt: !158)
!158 = distinct !DILocation(line: 37, column: 37, scope: !111)
!159 = !DILocation(line: 37, column: 5, scope: !111)
!160 = !DILocation(line: 38, column: 5, scope: !111)
!161 = !DILocation(line: 40, column: 5, scope: !111)
!162 = !DILocalVariable(name: "d", arg: 1, scope: !163, file: !2, line: 11, type: !66)
!163 = distinct !DISubprogram(name: "my_strcpy", scope: !2, file: !2, line: 11, type: !164, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!66, !66, !116}
!166 = !{!162, !167, !168}
!167 = !DILocalVariable(name: "s", arg: 2, scope: !163, file: !2, line: 11, type: !116)
!168 = !DILocalVariable(name: "r", scope: !163, file: !2, line: 11, type: !66)
!169 = !DILocation(line: 0, scope: !163, inlinedAt: !170)
!170 = distinct !DILocation(line: 41, column: 5, scope: !111)
!171 = !DILocation(line: 11, column: 76, scope: !163, inlinedAt: !170)
!172 = !{!173, !173, i64 0}
!173 = !{!"omnipotent char", !174, i64 0}
!174 = !{!"Simple C/C++ TBAA"}
!175 = !DILocation(line: 6, column: 68, scope: !152, inlinedAt: !176)
!176 = distinct !DILocation(line: 12, column: 64, scope: !177, inlinedAt: !181)
!177 = distinct !DISubprogram(name: "my_strcat", scope: !2, file: !2, line: 12, type: !164, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !178)
!178 = !{!179, !180}
!179 = !DILocalVariable(name: "d", arg: 1, scope: !177, file: !2, line: 12, type: !66)
!180 = !DILocalVariable(name: "s", arg: 2, scope: !177, file: !2, line: 12, type: !116)
!181 = distinct !DILocation(line: 42, column: 5, scope: !111)
!182 = !DILocation(line: 6, scope: !152, inlinedAt: !176)
!183 = !DILocation(line: 0, scope: !152, inlinedAt: !176)
!184 = !DILocation(line: 6, column: 75, scope: !152, inlinedAt: !176)
!185 = !DILocation(line: 6, column: 80, scope: !152, inlinedAt: !176)
!186 = distinct !{!186, !175, !185, !187}
!187 = !{!"llvm.loop.mustprogress"}
!188 = !DILocation(line: 6, column: 109, scope: !152, inlinedAt: !176)
!189 = !DILocation(line: 0, scope: !163, inlinedAt: !190)
!190 = distinct !DILocation(line: 12, column: 50, scope: !177, inlinedAt: !181)
!191 = !DILocation(line: 11, column: 76, scope: !163, inlinedAt: !190)
!192 = !DILocation(line: 6, column: 68, scope: !152, inlinedAt: !193)
!193 = distinct !DILocation(line: 12, column: 64, scope: !177, inlinedAt: !194)
!194 = distinct !DILocation(line: 43, column: 5, scope: !111)
!195 = !DILocation(line: 6, scope: !152, inlinedAt: !193)
!196 = !DILocation(line: 0, scope: !152, inlinedAt: !193)
!197 = !DILocation(line: 6, column: 75, scope: !152, inlinedAt: !193)
!198 = !DILocation(line: 6, column: 80, scope: !152, inlinedAt: !193)
!199 = distinct !{!199, !192, !198, !187}
!200 = !DILocation(line: 0, scope: !163, inlinedAt: !201)
!201 = distinct !DILocation(line: 12, column: 50, scope: !177, inlinedAt: !194)
!202 = !DILocation(line: 11, column: 76, scope: !163, inlinedAt: !201)
!203 = !DILocation(line: 44, column: 5, scope: !111)
!204 = !DILocalVariable(name: "s", arg: 1, scope: !205, file: !2, line: 13, type: !66)
!205 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 13, type: !206, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !208)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !66}
!208 = !{!204, !209, !211}
!209 = !DILocalVariable(name: "e", scope: !210, file: !2, line: 14, type: !66)
!210 = distinct !DILexicalBlock(scope: !205, file: !2, line: 14, column: 5)
!211 = !DILocalVariable(name: "t", scope: !212, file: !2, line: 14, type: !4)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 14, column: 59)
!213 = distinct !DILexicalBlock(scope: !210, file: !2, line: 14, column: 5)
!214 = !DILocation(line: 0, scope: !205, inlinedAt: !215)
!215 = distinct !DILocation(line: 45, column: 5, scope: !111)
!216 = !DILocation(line: 0, scope: !152, inlinedAt: !217)
!217 = distinct !DILocation(line: 14, column: 24, scope: !210, inlinedAt: !215)
!218 = !DILocation(line: 6, column: 68, scope: !152, inlinedAt: !217)
!219 = !DILocation(line: 6, scope: !152, inlinedAt: !217)
!220 = !DILocation(line: 6, column: 75, scope: !152, inlinedAt: !217)
!221 = !DILocation(line: 6, column: 80, scope: !152, inlinedAt: !217)
!222 = distinct !{!222, !218, !221, !187}
!223 = !DILocation(line: 6, column: 109, scope: !152, inlinedAt: !217)
!224 = !DILocation(line: 14, column: 22, scope: !210, inlinedAt: !215)
!225 = !DILocation(line: 0, scope: !210, inlinedAt: !215)
!226 = !DILocation(line: 14, scope: !210, inlinedAt: !215)
!227 = !DILocation(line: 14, column: 44, scope: !213, inlinedAt: !215)
!228 = !DILocation(line: 14, column: 5, scope: !210, inlinedAt: !215)
!229 = !DILocation(line: 14, column: 70, scope: !212, inlinedAt: !215)
!230 = !DILocation(line: 0, scope: !212, inlinedAt: !215)
!231 = !DILocation(line: 14, column: 79, scope: !212, inlinedAt: !215)
!232 = !DILocation(line: 14, column: 77, scope: !212, inlinedAt: !215)
!233 = !DILocation(line: 14, column: 86, scope: !212, inlinedAt: !215)
!234 = !DILocation(line: 14, column: 50, scope: !213, inlinedAt: !215)
!235 = distinct !{!235, !228, !236, !187}
!236 = !DILocation(line: 14, column: 91, scope: !210, inlinedAt: !215)
!237 = !DILocation(line: 46, column: 5, scope: !111)
!238 = !DILocation(line: 47, column: 5, scope: !111)
!239 = !DILocation(line: 0, scope: !63, inlinedAt: !240)
!240 = distinct !DILocation(line: 48, column: 26, scope: !111)
!241 = !DILocation(line: 19, column: 12, scope: !242, inlinedAt: !240)
!242 = distinct !DILexicalBlock(scope: !63, file: !2, line: 19, column: 8)
!243 = !DILocation(line: 19, column: 15, scope: !242, inlinedAt: !240)
!244 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !240)
!245 = !DILocation(line: 0, scope: !205, inlinedAt: !246)
!246 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !240)
!247 = !DILocation(line: 0, scope: !152, inlinedAt: !248)
!248 = distinct !DILocation(line: 14, column: 24, scope: !210, inlinedAt: !246)
!249 = !DILocation(line: 6, column: 68, scope: !152, inlinedAt: !248)
!250 = !DILocation(line: 6, scope: !152, inlinedAt: !248)
!251 = !DILocation(line: 6, column: 75, scope: !152, inlinedAt: !248)
!252 = !DILocation(line: 6, column: 80, scope: !152, inlinedAt: !248)
!253 = distinct !{!253, !249, !252, !187}
!254 = !DILocation(line: 6, column: 109, scope: !152, inlinedAt: !248)
!255 = !DILocation(line: 14, column: 22, scope: !210, inlinedAt: !246)
!256 = !DILocation(line: 0, scope: !210, inlinedAt: !246)
!257 = !DILocation(line: 14, scope: !210, inlinedAt: !246)
!258 = !DILocation(line: 14, column: 44, scope: !213, inlinedAt: !246)
!259 = !DILocation(line: 14, column: 5, scope: !210, inlinedAt: !246)
!260 = !DILocation(line: 14, column: 70, scope: !212, inlinedAt: !246)
!261 = !DILocation(line: 0, scope: !212, inlinedAt: !246)
!262 = !DILocation(line: 14, column: 79, scope: !212, inlinedAt: !246)
!263 = !DILocation(line: 14, column: 77, scope: !212, inlinedAt: !246)
!264 = !DILocation(line: 14, column: 86, scope: !212, inlinedAt: !246)
!265 = !DILocation(line: 14, column: 50, scope: !213, inlinedAt: !246)
!266 = distinct !{!266, !259, !267, !187}
!267 = !DILocation(line: 14, column: 91, scope: !210, inlinedAt: !246)
!268 = !DILocation(line: 48, column: 5, scope: !111)
!269 = !DILocation(line: 0, scope: !63, inlinedAt: !270)
!270 = distinct !DILocation(line: 49, column: 19, scope: !111)
!271 = !DILocation(line: 19, column: 15, scope: !242, inlinedAt: !270)
!272 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !270)
!273 = !DILocation(line: 0, scope: !205, inlinedAt: !274)
!274 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !270)
!275 = !DILocation(line: 0, scope: !152, inlinedAt: !276)
!276 = distinct !DILocation(line: 14, column: 24, scope: !210, inlinedAt: !274)
!277 = !DILocation(line: 6, column: 68, scope: !152, inlinedAt: !276)
!278 = !DILocation(line: 6, column: 80, scope: !152, inlinedAt: !276)
!279 = !DILocation(line: 6, column: 75, scope: !152, inlinedAt: !276)
!280 = distinct !{!280, !277, !278, !187}
!281 = !DILocation(line: 6, column: 109, scope: !152, inlinedAt: !276)
!282 = !DILocation(line: 14, column: 22, scope: !210, inlinedAt: !274)
!283 = !DILocation(line: 0, scope: !210, inlinedAt: !274)
!284 = !DILocation(line: 14, scope: !210, inlinedAt: !274)
!285 = !DILocation(line: 14, column: 44, scope: !213, inlinedAt: !274)
!286 = !DILocation(line: 14, column: 5, scope: !210, inlinedAt: !274)
!287 = !DILocation(line: 14, column: 70, scope: !212, inlinedAt: !274)
!288 = !DILocation(line: 0, scope: !212, inlinedAt: !274)
!289 = !DILocation(line: 14, column: 79, scope: !212, inlinedAt: !274)
!290 = !DILocation(line: 14, column: 77, scope: !212, inlinedAt: !274)
!291 = !DILocation(line: 14, column: 86, scope: !212, inlinedAt: !274)
!292 = !DILocation(line: 14, column: 50, scope: !213, inlinedAt: !274)
!293 = distinct !{!293, !286, !294, !187}
!294 = !DILocation(line: 14, column: 91, scope: !210, inlinedAt: !274)
!295 = !DILocation(line: 49, column: 5, scope: !111)
!296 = !DILocation(line: 0, scope: !63, inlinedAt: !297)
!297 = distinct !DILocation(line: 50, column: 19, scope: !111)
!298 = !DILocation(line: 19, column: 15, scope: !242, inlinedAt: !297)
!299 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !297)
!300 = !DILocation(line: 0, scope: !205, inlinedAt: !301)
!301 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !297)
!302 = !DILocation(line: 0, scope: !152, inlinedAt: !303)
!303 = distinct !DILocation(line: 14, column: 24, scope: !210, inlinedAt: !301)
!304 = !DILocation(line: 6, column: 68, scope: !152, inlinedAt: !303)
!305 = !DILocation(line: 6, scope: !152, inlinedAt: !303)
!306 = !DILocation(line: 6, column: 75, scope: !152, inlinedAt: !303)
!307 = !DILocation(line: 6, column: 80, scope: !152, inlinedAt: !303)
!308 = distinct !{!308, !304, !307, !187}
!309 = !DILocation(line: 6, column: 109, scope: !152, inlinedAt: !303)
!310 = !DILocation(line: 14, column: 22, scope: !210, inlinedAt: !301)
!311 = !DILocation(line: 0, scope: !210, inlinedAt: !301)
!312 = !DILocation(line: 14, scope: !210, inlinedAt: !301)
!313 = !DILocation(line: 14, column: 44, scope: !213, inlinedAt: !301)
!314 = !DILocation(line: 14, column: 5, scope: !210, inlinedAt: !301)
!315 = !DILocation(line: 14, column: 70, scope: !212, inlinedAt: !301)
!316 = !DILocation(line: 0, scope: !212, inlinedAt: !301)
!317 = !DILocation(line: 14, column: 79, scope: !212, inlinedAt: !301)
!318 = !DILocation(line: 14, column: 77, scope: !212, inlinedAt: !301)
!319 = !DILocation(line: 14, column: 86, scope: !212, inlinedAt: !301)
!320 = !DILocation(line: 14, column: 50, scope: !213, inlinedAt: !301)
!321 = distinct !{!321, !314, !322, !187}
!322 = !DILocation(line: 14, column: 91, scope: !210, inlinedAt: !301)
!323 = !DILocation(line: 50, column: 5, scope: !111)
!324 = !DILocation(line: 0, scope: !63, inlinedAt: !325)
!325 = distinct !DILocation(line: 51, column: 20, scope: !111)
!326 = !DILocation(line: 19, column: 5, scope: !63, inlinedAt: !325)
!327 = !DILocation(line: 19, column: 26, scope: !242, inlinedAt: !325)
!328 = !DILocation(line: 19, column: 47, scope: !242, inlinedAt: !325)
!329 = !DILocation(line: 19, column: 17, scope: !242, inlinedAt: !325)
!330 = !DILocation(line: 19, column: 12, scope: !242, inlinedAt: !325)
!331 = !DILocation(line: 19, column: 15, scope: !242, inlinedAt: !325)
!332 = !DILocation(line: 19, column: 66, scope: !242, inlinedAt: !325)
!333 = distinct !{!333, !326, !334, !187}
!334 = !DILocation(line: 19, column: 76, scope: !63, inlinedAt: !325)
!335 = !DILocation(line: 20, column: 8, scope: !63, inlinedAt: !325)
!336 = !DILocation(line: 0, scope: !205, inlinedAt: !337)
!337 = distinct !DILocation(line: 21, column: 5, scope: !63, inlinedAt: !325)
!338 = !DILocation(line: 0, scope: !152, inlinedAt: !339)
!339 = distinct !DILocation(line: 14, column: 24, scope: !210, inlinedAt: !337)
!340 = !DILocation(line: 6, column: 68, scope: !152, inlinedAt: !339)
!341 = !DILocation(line: 6, scope: !152, inlinedAt: !339)
!342 = !DILocation(line: 6, column: 75, scope: !152, inlinedAt: !339)
!343 = !DILocation(line: 6, column: 80, scope: !152, inlinedAt: !339)
!344 = distinct !{!344, !340, !343, !187}
!345 = !DILocation(line: 6, column: 109, scope: !152, inlinedAt: !339)
!346 = !DILocation(line: 14, column: 22, scope: !210, inlinedAt: !337)
!347 = !DILocation(line: 0, scope: !210, inlinedAt: !337)
!348 = !DILocation(line: 14, scope: !210, inlinedAt: !337)
!349 = !DILocation(line: 14, column: 44, scope: !213, inlinedAt: !337)
!350 = !DILocation(line: 14, column: 5, scope: !210, inlinedAt: !337)
!351 = !DILocation(line: 14, column: 70, scope: !212, inlinedAt: !337)
!352 = !DILocation(line: 0, scope: !212, inlinedAt: !337)
!353 = !DILocation(line: 14, column: 79, scope: !212, inlinedAt: !337)
!354 = !DILocation(line: 14, column: 77, scope: !212, inlinedAt: !337)
!355 = !DILocation(line: 14, column: 86, scope: !212, inlinedAt: !337)
!356 = !DILocation(line: 14, column: 50, scope: !213, inlinedAt: !337)
!357 = distinct !{!357, !350, !358, !187}
!358 = !DILocation(line: 14, column: 91, scope: !210, inlinedAt: !337)
!359 = !DILocation(line: 51, column: 5, scope: !111)
!360 = !DILocalVariable(name: "s", arg: 1, scope: !361, file: !2, line: 24, type: !116)
!361 = distinct !DISubprogram(name: "count_words", scope: !2, file: !2, line: 24, type: !362, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !364)
!362 = !DISubroutineType(types: !363)
!363 = !{!68, !116}
!364 = !{!360, !365, !366, !367}
!365 = !DILocalVariable(name: "n", scope: !361, file: !2, line: 25, type: !68)
!366 = !DILocalVariable(name: "in", scope: !361, file: !2, line: 25, type: !68)
!367 = !DILocalVariable(name: "sp", scope: !368, file: !2, line: 27, type: !68)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 26, column: 21)
!369 = distinct !DILexicalBlock(scope: !370, file: !2, line: 26, column: 5)
!370 = distinct !DILexicalBlock(scope: !361, file: !2, line: 26, column: 5)
!371 = !DILocation(line: 0, scope: !361, inlinedAt: !372)
!372 = distinct !DILocation(line: 52, column: 26, scope: !111)
!373 = !DILocation(line: 26, column: 5, scope: !361, inlinedAt: !372)
!374 = !DILocation(line: 25, column: 9, scope: !361, inlinedAt: !372)
!375 = !DILocation(line: 26, column: 12, scope: !369, inlinedAt: !372)
!376 = !DILocation(line: 26, column: 5, scope: !370, inlinedAt: !372)
!377 = !DILocation(line: 27, column: 42, scope: !368, inlinedAt: !372)
!378 = !DILocation(line: 0, scope: !368, inlinedAt: !372)
!379 = !DILocation(line: 28, column: 17, scope: !380, inlinedAt: !372)
!380 = distinct !DILexicalBlock(scope: !368, file: !2, line: 28, column: 13)
!381 = !DILocation(line: 26, column: 17, scope: !369, inlinedAt: !372)
!382 = !DILocation(line: 26, column: 5, scope: !369, inlinedAt: !372)
!383 = distinct !{!383, !376, !384, !187}
!384 = !DILocation(line: 30, column: 5, scope: !370, inlinedAt: !372)
!385 = !DILocation(line: 52, column: 5, scope: !111)
!386 = !DILocation(line: 53, column: 5, scope: !111)
!387 = !DILocation(line: 54, column: 5, scope: !111)
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 55, column: 5, scope: !111)
!390 = !DILocation(line: 55, column: 11, scope: !111)
!391 = distinct !DIAssignID()
!392 = !DILocation(line: 56, column: 24, scope: !111)
!393 = !DILocation(line: 56, column: 5, scope: !111)
!394 = distinct !DIAssignID()
!395 = !DILocation(line: 57, column: 5, scope: !111)
!396 = !DILocation(line: 58, column: 5, scope: !111)
!397 = !DILocation(line: 59, column: 5, scope: !111)
!398 = !DILocation(line: 59, column: 9, scope: !111)
!399 = distinct !DIAssignID()
!400 = !DILocation(line: 0, scope: !134)
!401 = !DILocation(line: 60, column: 5, scope: !134)
!402 = !DILocation(line: 60, column: 55, scope: !403)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 60, column: 45)
!404 = distinct !DILexicalBlock(scope: !134, file: !2, line: 60, column: 5)
!405 = !DILocation(line: 60, column: 45, scope: !403)
!406 = !DILocation(line: 60, column: 77, scope: !403)
!407 = !DILocation(line: 60, column: 69, scope: !403)
!408 = !DILocation(line: 60, column: 83, scope: !403)
!409 = !{!410, !410, i64 0}
!410 = !{!"int", !173, i64 0}
!411 = !DILocation(line: 60, column: 37, scope: !404)
!412 = !DILocation(line: 60, column: 32, scope: !404)
!413 = distinct !{!413, !401, !414, !187}
!414 = !DILocation(line: 60, column: 83, scope: !134)
!415 = !DILocation(line: 0, scope: !137)
!416 = !DILocation(line: 62, column: 39, scope: !417)
!417 = distinct !DILexicalBlock(scope: !418, file: !2, line: 62, column: 38)
!418 = distinct !DILexicalBlock(scope: !137, file: !2, line: 62, column: 5)
!419 = !DILocation(line: 62, column: 38, scope: !418)
!420 = !DILocation(line: 63, column: 5, scope: !111)
!421 = !DILocation(line: 64, column: 5, scope: !111)
!422 = !DILocation(line: 0, scope: !144)
!423 = !DILocation(line: 66, column: 5, scope: !144)
!424 = !DILocation(line: 67, column: 5, scope: !111)
!425 = !DILocation(line: 67, column: 13, scope: !111)
!426 = !DILocation(line: 68, column: 5, scope: !111)
!427 = !DILocation(line: 70, column: 1, scope: !111)
!428 = !DILocation(line: 69, column: 5, scope: !111)
!429 = !DILocation(line: 66, column: 74, scope: !430)
!430 = distinct !DILexicalBlock(scope: !144, file: !2, line: 66, column: 5)
!431 = !DILocation(line: 66, column: 57, scope: !430)
!432 = !DILocation(line: 66, column: 51, scope: !430)
!433 = !DILocation(line: 66, column: 61, scope: !430)
!434 = !DILocation(line: 66, column: 47, scope: !430)
!435 = !DILocation(line: 66, column: 32, scope: !430)
!436 = !DILocation(line: 66, column: 35, scope: !430)
!437 = distinct !{!437, !423, !438, !187}
!438 = !DILocation(line: 66, column: 109, scope: !144)
!439 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!68, !116, null}
!442 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 4, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
