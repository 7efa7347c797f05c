; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"x/y = %s x%%y = %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"x*y (wrapped) = %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"s = %s s/7 = %s s%%7 = %s\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [17 x i8] c"shift %d: %s %s\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [12 x i8] c"isqrt = %s\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [25 x i8] c"to double / 1e30 = %.6f\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [18 x i8] c"from double = %s\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [27 x i8] c"from negative double = %s\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [36 x i8] c"halves %016llx %016llx popcount %d\0A\00", align 1, !dbg !46

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !70 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !74, !DIExpression(), !90, ptr %1, !DIExpression(), !91)
  %2 = alloca [64 x i8], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !78, !DIExpression(), !92, ptr %2, !DIExpression(), !91)
  %3 = alloca [64 x i8], align 16, !DIAssignID !93
    #dbg_assign(i1 undef, !79, !DIExpression(), !93, ptr %3, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !94
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3, !dbg !94
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3, !dbg !94
    #dbg_value(i32 180, !95, !DIExpression(), !107)
    #dbg_value(i128 0, !100, !DIExpression(), !107)
    #dbg_value(i128 1, !101, !DIExpression(), !107)
    #dbg_value(i32 0, !102, !DIExpression(), !109)
  br label %4, !dbg !110

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %18, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %20, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %19, %4 ]
    #dbg_value(i128 %5, !100, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(), !109)
    #dbg_value(i128 %7, !101, !DIExpression(), !107)
  %8 = add i128 %7, %5, !dbg !111
    #dbg_value(i128 %8, !104, !DIExpression(), !112)
    #dbg_value(i128 %7, !100, !DIExpression(), !107)
    #dbg_value(i128 %8, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !109)
  %9 = add i128 %8, %7, !dbg !111
    #dbg_value(i128 %9, !104, !DIExpression(), !112)
    #dbg_value(i128 %8, !100, !DIExpression(), !107)
    #dbg_value(i128 %9, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !109)
  %10 = add i128 %9, %8, !dbg !111
    #dbg_value(i128 %10, !104, !DIExpression(), !112)
    #dbg_value(i128 %9, !100, !DIExpression(), !107)
    #dbg_value(i128 %10, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !109)
  %11 = add i128 %10, %9, !dbg !111
    #dbg_value(i128 %11, !104, !DIExpression(), !112)
    #dbg_value(i128 %10, !100, !DIExpression(), !107)
    #dbg_value(i128 %11, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !109)
  %12 = add i128 %11, %10, !dbg !111
    #dbg_value(i128 %12, !104, !DIExpression(), !112)
    #dbg_value(i128 %11, !100, !DIExpression(), !107)
    #dbg_value(i128 %12, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !109)
  %13 = add i128 %12, %11, !dbg !111
    #dbg_value(i128 %13, !104, !DIExpression(), !112)
    #dbg_value(i128 %12, !100, !DIExpression(), !107)
    #dbg_value(i128 %13, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !109)
  %14 = add i128 %13, %12, !dbg !111
    #dbg_value(i128 %14, !104, !DIExpression(), !112)
    #dbg_value(i128 %13, !100, !DIExpression(), !107)
    #dbg_value(i128 %14, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !109)
  %15 = add i128 %14, %13, !dbg !111
    #dbg_value(i128 %15, !104, !DIExpression(), !112)
    #dbg_value(i128 %14, !100, !DIExpression(), !107)
    #dbg_value(i128 %15, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !109)
  %16 = add i128 %15, %14, !dbg !111
    #dbg_value(i128 %16, !104, !DIExpression(), !112)
    #dbg_value(i128 %15, !100, !DIExpression(), !107)
    #dbg_value(i128 %16, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value), !109)
  %17 = add i128 %16, %15, !dbg !111
    #dbg_value(i128 %17, !104, !DIExpression(), !112)
    #dbg_value(i128 %16, !100, !DIExpression(), !107)
    #dbg_value(i128 %17, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value), !109)
  %18 = add i128 %17, %16, !dbg !111
    #dbg_value(i128 %18, !104, !DIExpression(), !112)
    #dbg_value(i128 %17, !100, !DIExpression(), !107)
    #dbg_value(i128 %18, !101, !DIExpression(), !107)
    #dbg_value(i32 %6, !102, !DIExpression(DW_OP_plus_uconst, 11, DW_OP_stack_value), !109)
  %19 = add i128 %18, %17, !dbg !111
    #dbg_value(i128 %19, !104, !DIExpression(), !112)
    #dbg_value(i128 %18, !100, !DIExpression(), !107)
    #dbg_value(i128 %19, !101, !DIExpression(), !107)
  %20 = add nuw nsw i32 %6, 12, !dbg !113
    #dbg_value(i32 %20, !102, !DIExpression(), !109)
  %21 = icmp eq i32 %20, 180, !dbg !114
  br i1 %21, label %22, label %4, !dbg !110, !llvm.loop !115

22:                                               ; preds = %4
    #dbg_value(i128 %18, !118, !DIExpression(), !127)
    #dbg_value(ptr %1, !125, !DIExpression(), !127)
  %23 = getelementptr inbounds i8, ptr %1, i64 63, !dbg !129
    #dbg_value(ptr %23, !126, !DIExpression(), !127)
  store i8 0, ptr %23, align 1, !dbg !130, !tbaa !131, !DIAssignID !134
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !134, ptr %23, !DIExpression(), !91)
  br label %24, !dbg !135

24:                                               ; preds = %24, %22
  %25 = phi i128 [ %18, %22 ], [ %28, %24 ]
  %26 = phi ptr [ %23, %22 ], [ %33, %24 ], !dbg !127
    #dbg_value(ptr %26, !126, !DIExpression(), !127)
    #dbg_value(i128 %25, !118, !DIExpression(), !127)
  %27 = freeze i128 %25, !dbg !136
  %28 = udiv i128 %27, 10, !dbg !136
  %29 = mul i128 %28, 10, !dbg !138
  %30 = sub i128 %27, %29, !dbg !138
  %31 = trunc nuw nsw i128 %30 to i8, !dbg !139
  %32 = or disjoint i8 %31, 48, !dbg !140
  %33 = getelementptr inbounds i8, ptr %26, i64 -1, !dbg !141
    #dbg_value(ptr %33, !126, !DIExpression(), !127)
  store i8 %32, ptr %33, align 1, !dbg !142, !tbaa !131
    #dbg_value(i128 %28, !118, !DIExpression(), !127)
  %34 = icmp ult i128 %25, 10, !dbg !143
  br i1 %34, label %35, label %24, !dbg !143, !llvm.loop !144

35:                                               ; preds = %24
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %33), !dbg !146
    #dbg_value(i128 -1512366075204170946324983002043881096, !80, !DIExpression(), !91)
    #dbg_value(i128 4886718345, !81, !DIExpression(), !91)
    #dbg_value(i128 69324642209501905008411043266, !118, !DIExpression(), !147)
    #dbg_value(ptr %1, !125, !DIExpression(), !147)
    #dbg_value(ptr %23, !126, !DIExpression(), !147)
  store i8 0, ptr %23, align 1, !dbg !149, !tbaa !131, !DIAssignID !150
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !150, ptr %23, !DIExpression(), !91)
  br label %37, !dbg !151

37:                                               ; preds = %48, %35
  %38 = phi i128 [ 69324642209501905008411043266, %35 ], [ %53, %48 ]
  %39 = phi ptr [ %23, %35 ], [ %52, %48 ], !dbg !147
    #dbg_value(ptr %39, !126, !DIExpression(), !147)
    #dbg_value(i128 %38, !118, !DIExpression(), !147)
  %40 = freeze i128 %38, !dbg !152
  %41 = udiv i128 %40, 10, !dbg !152
  %42 = mul i128 %41, 10, !dbg !153
  %43 = sub i128 %40, %42, !dbg !153
  %44 = trunc nuw nsw i128 %43 to i8, !dbg !154
  %45 = or disjoint i8 %44, 48, !dbg !155
  %46 = getelementptr inbounds i8, ptr %39, i64 -1, !dbg !156
    #dbg_value(ptr %46, !126, !DIExpression(), !147)
  store i8 %45, ptr %46, align 1, !dbg !157, !tbaa !131
    #dbg_value(i128 poison, !118, !DIExpression(), !147)
  %47 = icmp ult i128 %38, 10, !dbg !158
  br i1 %47, label %54, label %48, !dbg !158, !llvm.loop !159

48:                                               ; preds = %37
    #dbg_value(i128 %41, !118, !DIExpression(), !147)
    #dbg_value(ptr %46, !126, !DIExpression(), !147)
    #dbg_value(i128 %41, !118, !DIExpression(), !147)
  %49 = urem i128 %41, 10, !dbg !153
  %50 = trunc nuw nsw i128 %49 to i8, !dbg !154
  %51 = or disjoint i8 %50, 48, !dbg !155
  %52 = getelementptr inbounds i8, ptr %39, i64 -2, !dbg !156
    #dbg_value(ptr %52, !126, !DIExpression(), !147)
  store i8 %51, ptr %52, align 1, !dbg !157, !tbaa !131
  %53 = udiv i128 %38, 100, !dbg !152
    #dbg_value(i128 %53, !118, !DIExpression(), !147)
  br label %37

54:                                               ; preds = %37
  %55 = getelementptr inbounds i8, ptr %39, i64 -1
    #dbg_value(i128 1173415590, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !125, !DIExpression(), !161)
  %56 = getelementptr inbounds i8, ptr %2, i64 63, !dbg !163
    #dbg_value(ptr %56, !126, !DIExpression(), !161)
  store i8 0, ptr %56, align 1, !dbg !164, !tbaa !131, !DIAssignID !165
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !165, ptr %56, !DIExpression(), !91)
    #dbg_value(ptr %56, !126, !DIExpression(), !161)
    #dbg_value(i128 1173415590, !118, !DIExpression(), !161)
  %57 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !166
    #dbg_value(ptr %57, !126, !DIExpression(), !161)
  store i8 48, ptr %57, align 2, !dbg !167, !tbaa !131
    #dbg_value(i128 117341559, !118, !DIExpression(), !161)
  %58 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !166
    #dbg_value(ptr %58, !126, !DIExpression(), !161)
  store i8 57, ptr %58, align 1, !dbg !167, !tbaa !131
    #dbg_value(i128 11734155, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !126, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !161)
    #dbg_value(i128 1173415, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !126, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !161)
    #dbg_value(i128 117341, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !126, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !161)
    #dbg_value(i128 11734, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !126, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !161)
    #dbg_value(i128 1173, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !126, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !161)
    #dbg_value(i128 117, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !126, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !161)
    #dbg_value(i128 11, !118, !DIExpression(), !161)
    #dbg_value(ptr %2, !126, !DIExpression(DW_OP_plus_uconst, 54, DW_OP_stack_value), !161)
    #dbg_value(i128 1, !118, !DIExpression(), !161)
  %59 = getelementptr inbounds i8, ptr %2, i64 53, !dbg !166
  store <8 x i8> <i8 49, i8 49, i8 55, i8 51, i8 52, i8 49, i8 53, i8 53>, ptr %59, align 1, !dbg !167, !tbaa !131
    #dbg_value(ptr %59, !126, !DIExpression(), !161)
    #dbg_value(i128 0, !118, !DIExpression(), !161)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %55, ptr noundef nonnull %59), !dbg !168
    #dbg_value(i128 -68056473372454064439491505267798329032, !118, !DIExpression(), !169)
    #dbg_value(ptr %1, !125, !DIExpression(), !169)
    #dbg_value(ptr %23, !126, !DIExpression(), !169)
  store i8 0, ptr %23, align 1, !dbg !171, !tbaa !131, !DIAssignID !172
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !172, ptr %23, !DIExpression(), !91)
  br label %61, !dbg !173

61:                                               ; preds = %72, %54
  %62 = phi i128 [ -68056473372454064439491505267798329032, %54 ], [ %77, %72 ]
  %63 = phi ptr [ %23, %54 ], [ %76, %72 ], !dbg !169
    #dbg_value(ptr %63, !126, !DIExpression(), !169)
    #dbg_value(i128 %62, !118, !DIExpression(), !169)
  %64 = freeze i128 %62, !dbg !174
  %65 = udiv i128 %64, 10, !dbg !174
  %66 = mul i128 %65, 10, !dbg !175
  %67 = sub i128 %64, %66, !dbg !175
  %68 = trunc nuw nsw i128 %67 to i8, !dbg !176
  %69 = or disjoint i8 %68, 48, !dbg !177
  %70 = getelementptr inbounds i8, ptr %63, i64 -1, !dbg !178
    #dbg_value(ptr %70, !126, !DIExpression(), !169)
  store i8 %69, ptr %70, align 1, !dbg !179, !tbaa !131
    #dbg_value(i128 poison, !118, !DIExpression(), !169)
  %71 = icmp ult i128 %62, 10, !dbg !180
  br i1 %71, label %78, label %72, !dbg !180, !llvm.loop !181

72:                                               ; preds = %61
    #dbg_value(i128 %65, !118, !DIExpression(), !169)
    #dbg_value(ptr %70, !126, !DIExpression(), !169)
    #dbg_value(i128 %65, !118, !DIExpression(), !169)
  %73 = urem i128 %65, 10, !dbg !175
  %74 = trunc nuw nsw i128 %73 to i8, !dbg !176
  %75 = or disjoint i8 %74, 48, !dbg !177
  %76 = getelementptr inbounds i8, ptr %63, i64 -2, !dbg !178
    #dbg_value(ptr %76, !126, !DIExpression(), !169)
  store i8 %75, ptr %76, align 1, !dbg !179, !tbaa !131
  %77 = udiv i128 %62, 100, !dbg !174
    #dbg_value(i128 %77, !118, !DIExpression(), !169)
  br label %61

78:                                               ; preds = %61
  %79 = getelementptr inbounds i8, ptr %63, i64 -1
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %79), !dbg !183
    #dbg_value(i128 -42346250105716786564631203053715541295, !82, !DIExpression(), !91)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !191)
    #dbg_value(ptr %1, !189, !DIExpression(), !191)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !191)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !191)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !191)
    #dbg_value(i128 42346250105716786564631203053715541295, !118, !DIExpression(), !193)
    #dbg_value(ptr %1, !125, !DIExpression(), !193)
    #dbg_value(ptr %23, !126, !DIExpression(), !193)
  store i8 0, ptr %23, align 1, !dbg !195, !tbaa !131, !DIAssignID !196
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !196, ptr %23, !DIExpression(), !91)
  br label %81, !dbg !197

81:                                               ; preds = %81, %78
  %82 = phi i128 [ 42346250105716786564631203053715541295, %78 ], [ %95, %81 ]
  %83 = phi ptr [ %23, %78 ], [ %94, %81 ], !dbg !193
    #dbg_value(ptr %83, !126, !DIExpression(), !193)
    #dbg_value(i128 %82, !118, !DIExpression(), !193)
  %84 = freeze i128 %82, !dbg !198
  %85 = udiv i128 %84, 10, !dbg !198
  %86 = mul i128 %85, 10, !dbg !199
  %87 = sub i128 %84, %86, !dbg !199
  %88 = trunc nuw nsw i128 %87 to i8, !dbg !200
  %89 = or disjoint i8 %88, 48, !dbg !201
  %90 = getelementptr inbounds i8, ptr %83, i64 -1, !dbg !202
    #dbg_value(ptr %90, !126, !DIExpression(), !193)
  store i8 %89, ptr %90, align 1, !dbg !203, !tbaa !131
    #dbg_value(i128 %85, !118, !DIExpression(), !193)
  %91 = urem i128 %85, 10, !dbg !199
  %92 = trunc nuw nsw i128 %91 to i8, !dbg !200
  %93 = or disjoint i8 %92, 48, !dbg !201
  %94 = getelementptr inbounds i8, ptr %83, i64 -2, !dbg !202
    #dbg_value(ptr %94, !126, !DIExpression(), !193)
  store i8 %93, ptr %94, align 1, !dbg !203, !tbaa !131
  %95 = udiv i128 %82, 100, !dbg !198
    #dbg_value(i128 %95, !118, !DIExpression(), !193)
  %96 = icmp ult i128 %82, 100, !dbg !204
  br i1 %96, label %97, label %81, !dbg !204, !llvm.loop !205

97:                                               ; preds = %81
    #dbg_value(ptr %90, !190, !DIExpression(), !191)
  %98 = getelementptr inbounds i8, ptr %83, i64 -3, !dbg !207
    #dbg_value(ptr %98, !190, !DIExpression(), !191)
  store i8 45, ptr %98, align 1, !dbg !208, !tbaa !131
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !209)
    #dbg_value(ptr %2, !189, !DIExpression(), !209)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !209)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !209)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !209)
    #dbg_value(i128 6049464300816683794947314721959363042, !118, !DIExpression(), !211)
    #dbg_value(ptr %2, !125, !DIExpression(), !211)
    #dbg_value(ptr %56, !126, !DIExpression(), !211)
  store i8 0, ptr %56, align 1, !dbg !213, !tbaa !131, !DIAssignID !214
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !214, ptr %56, !DIExpression(), !91)
  br label %99, !dbg !215

99:                                               ; preds = %110, %97
  %100 = phi i128 [ 6049464300816683794947314721959363042, %97 ], [ %115, %110 ]
  %101 = phi ptr [ %56, %97 ], [ %114, %110 ], !dbg !211
    #dbg_value(ptr %101, !126, !DIExpression(), !211)
    #dbg_value(i128 %100, !118, !DIExpression(), !211)
  %102 = freeze i128 %100, !dbg !216
  %103 = udiv i128 %102, 10, !dbg !216
  %104 = mul i128 %103, 10, !dbg !217
  %105 = sub i128 %102, %104, !dbg !217
  %106 = trunc nuw nsw i128 %105 to i8, !dbg !218
  %107 = or disjoint i8 %106, 48, !dbg !219
  %108 = getelementptr inbounds i8, ptr %101, i64 -1, !dbg !220
    #dbg_value(ptr %108, !126, !DIExpression(), !211)
  store i8 %107, ptr %108, align 1, !dbg !221, !tbaa !131
    #dbg_value(i128 poison, !118, !DIExpression(), !211)
  %109 = icmp ult i128 %100, 10, !dbg !222
  br i1 %109, label %116, label %110, !dbg !222, !llvm.loop !223

110:                                              ; preds = %99
    #dbg_value(i128 %103, !118, !DIExpression(), !211)
    #dbg_value(ptr %108, !126, !DIExpression(), !211)
    #dbg_value(i128 %103, !118, !DIExpression(), !211)
  %111 = urem i128 %103, 10, !dbg !217
  %112 = trunc nuw nsw i128 %111 to i8, !dbg !218
  %113 = or disjoint i8 %112, 48, !dbg !219
  %114 = getelementptr inbounds i8, ptr %101, i64 -2, !dbg !220
    #dbg_value(ptr %114, !126, !DIExpression(), !211)
  store i8 %113, ptr %114, align 1, !dbg !221, !tbaa !131
  %115 = udiv i128 %100, 100, !dbg !216
    #dbg_value(i128 %115, !118, !DIExpression(), !211)
  br label %99

116:                                              ; preds = %99
    #dbg_value(ptr %108, !190, !DIExpression(), !209)
  %117 = getelementptr inbounds i8, ptr %101, i64 -2, !dbg !225
    #dbg_value(ptr %117, !190, !DIExpression(), !209)
  store i8 45, ptr %117, align 1, !dbg !226, !tbaa !131
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !227)
    #dbg_value(ptr %3, !189, !DIExpression(), !227)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !227)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !227)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !227)
    #dbg_value(i128 1, !118, !DIExpression(), !229)
    #dbg_value(ptr %3, !125, !DIExpression(), !229)
  %118 = getelementptr inbounds i8, ptr %3, i64 63, !dbg !231
    #dbg_value(ptr %118, !126, !DIExpression(), !229)
  store i8 0, ptr %118, align 1, !dbg !232, !tbaa !131, !DIAssignID !233
    #dbg_assign(i8 0, !79, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !233, ptr %118, !DIExpression(), !91)
    #dbg_value(ptr %118, !126, !DIExpression(), !229)
    #dbg_value(i128 1, !118, !DIExpression(), !229)
  %119 = getelementptr inbounds i8, ptr %3, i64 62, !dbg !234
    #dbg_value(ptr %119, !126, !DIExpression(), !229)
  store i8 49, ptr %119, align 2, !dbg !235, !tbaa !131
    #dbg_value(i128 0, !118, !DIExpression(), !229)
    #dbg_value(ptr %119, !190, !DIExpression(), !227)
  %120 = getelementptr inbounds i8, ptr %3, i64 61, !dbg !236
    #dbg_value(ptr %120, !190, !DIExpression(), !227)
  store i8 45, ptr %120, align 1, !dbg !237, !tbaa !131
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %98, ptr noundef nonnull %117, ptr noundef nonnull %120), !dbg !238
    #dbg_value(i32 1, !83, !DIExpression(), !239)
  br label %173, !dbg !240

122:                                              ; preds = %212, %122
  %123 = phi i128 [ %133, %122 ], [ 0, %212 ]
  %124 = phi i128 [ %132, %122 ], [ 18446744073709551616, %212 ]
    #dbg_value(i128 %123, !241, !DIExpression(), !250)
    #dbg_value(i128 %124, !247, !DIExpression(), !250)
  %125 = sub i128 %124, %123, !dbg !252
  %126 = add i128 %125, 1, !dbg !252
  %127 = lshr i128 %126, 1, !dbg !253
  %128 = add i128 %127, %123, !dbg !254
    #dbg_value(i128 %128, !248, !DIExpression(), !255)
  %129 = udiv i128 -1512366075204170946324983002043881096, %128, !dbg !256
  %130 = icmp ugt i128 %128, %129, !dbg !258
  %131 = add i128 %128, -1, !dbg !259
  %132 = select i1 %130, i128 %131, i128 %124, !dbg !259
  %133 = select i1 %130, i128 %123, i128 %128, !dbg !259
    #dbg_value(i128 %133, !241, !DIExpression(), !250)
    #dbg_value(i128 %132, !247, !DIExpression(), !250)
  %134 = icmp ult i128 %133, %132, !dbg !260
  br i1 %134, label %122, label %135, !dbg !261, !llvm.loop !262

135:                                              ; preds = %122
    #dbg_value(i128 %133, !118, !DIExpression(), !264)
    #dbg_value(ptr %1, !125, !DIExpression(), !264)
    #dbg_value(ptr %23, !126, !DIExpression(), !264)
  store i8 0, ptr %23, align 1, !dbg !266, !tbaa !131, !DIAssignID !267
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !267, ptr %23, !DIExpression(), !91)
  br label %136, !dbg !268

136:                                              ; preds = %136, %135
  %137 = phi i128 [ %133, %135 ], [ %140, %136 ]
  %138 = phi ptr [ %23, %135 ], [ %145, %136 ], !dbg !264
    #dbg_value(ptr %138, !126, !DIExpression(), !264)
    #dbg_value(i128 %137, !118, !DIExpression(), !264)
  %139 = freeze i128 %137, !dbg !269
  %140 = udiv i128 %139, 10, !dbg !269
  %141 = mul i128 %140, 10, !dbg !270
  %142 = sub i128 %139, %141, !dbg !270
  %143 = trunc nuw nsw i128 %142 to i8, !dbg !271
  %144 = or disjoint i8 %143, 48, !dbg !272
  %145 = getelementptr inbounds i8, ptr %138, i64 -1, !dbg !273
    #dbg_value(ptr %145, !126, !DIExpression(), !264)
  store i8 %144, ptr %145, align 1, !dbg !274, !tbaa !131
    #dbg_value(i128 %140, !118, !DIExpression(), !264)
  %146 = icmp ult i128 %137, 10, !dbg !275
  br i1 %146, label %147, label %136, !dbg !275, !llvm.loop !276

147:                                              ; preds = %136
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %145), !dbg !278
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !279
    #dbg_value(double 0x46AFDB97530ECA86, !85, !DIExpression(), !91)
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B), !dbg !280
    #dbg_value(i128 1292304995902001505951230604607488, !86, !DIExpression(), !91)
    #dbg_value(i128 1292304995902001505951230604607488, !118, !DIExpression(), !281)
    #dbg_value(ptr %1, !125, !DIExpression(), !281)
    #dbg_value(ptr %23, !126, !DIExpression(), !281)
  store i8 0, ptr %23, align 1, !dbg !283, !tbaa !131, !DIAssignID !284
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !284, ptr %23, !DIExpression(), !91)
  br label %151, !dbg !285

151:                                              ; preds = %151, %147
  %152 = phi i128 [ 1292304995902001505951230604607488, %147 ], [ %165, %151 ]
  %153 = phi ptr [ %23, %147 ], [ %164, %151 ], !dbg !281
    #dbg_value(ptr %153, !126, !DIExpression(), !281)
    #dbg_value(i128 %152, !118, !DIExpression(), !281)
  %154 = freeze i128 %152, !dbg !286
  %155 = udiv i128 %154, 10, !dbg !286
  %156 = mul i128 %155, 10, !dbg !287
  %157 = sub i128 %154, %156, !dbg !287
  %158 = trunc nuw nsw i128 %157 to i8, !dbg !288
  %159 = or disjoint i8 %158, 48, !dbg !289
  %160 = getelementptr inbounds i8, ptr %153, i64 -1, !dbg !290
    #dbg_value(ptr %160, !126, !DIExpression(), !281)
  store i8 %159, ptr %160, align 1, !dbg !291, !tbaa !131
    #dbg_value(i128 %155, !118, !DIExpression(), !281)
  %161 = urem i128 %155, 10, !dbg !287
  %162 = trunc nuw nsw i128 %161 to i8, !dbg !288
  %163 = or disjoint i8 %162, 48, !dbg !289
  %164 = getelementptr inbounds i8, ptr %153, i64 -2, !dbg !290
    #dbg_value(ptr %164, !126, !DIExpression(), !281)
  store i8 %163, ptr %164, align 1, !dbg !291, !tbaa !131
  %165 = udiv i128 %152, 100, !dbg !286
    #dbg_value(i128 %165, !118, !DIExpression(), !281)
  %166 = icmp ult i128 %152, 100, !dbg !292
  br i1 %166, label %167, label %151, !dbg !292, !llvm.loop !293

167:                                              ; preds = %151
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %164), !dbg !295
    #dbg_value(i128 -12345678, !87, !DIExpression(), !91)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !296)
    #dbg_value(ptr %1, !189, !DIExpression(), !296)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !296)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !296)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !296)
    #dbg_value(i128 12345678, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !125, !DIExpression(), !298)
    #dbg_value(ptr %23, !126, !DIExpression(), !298)
  store i8 0, ptr %23, align 1, !dbg !300, !tbaa !131, !DIAssignID !301
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !301, ptr %23, !DIExpression(), !91)
    #dbg_value(ptr %23, !126, !DIExpression(), !298)
    #dbg_value(i128 12345678, !118, !DIExpression(), !298)
  %169 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !302
    #dbg_value(ptr %169, !126, !DIExpression(), !298)
  store i8 56, ptr %169, align 2, !dbg !303, !tbaa !131
    #dbg_value(i128 1234567, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !126, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !298)
    #dbg_value(i128 123456, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !126, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !298)
    #dbg_value(i128 12345, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !126, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !298)
    #dbg_value(i128 1234, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !126, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !298)
    #dbg_value(i128 123, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !126, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !298)
    #dbg_value(i128 12, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !126, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !298)
    #dbg_value(i128 1, !118, !DIExpression(), !298)
    #dbg_value(ptr %1, !126, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !298)
    #dbg_value(i128 0, !118, !DIExpression(), !298)
    #dbg_value(ptr %169, !190, !DIExpression(), !296)
  %170 = getelementptr inbounds i8, ptr %1, i64 54, !dbg !304
  store <8 x i8> <i8 45, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55>, ptr %170, align 2, !dbg !305, !tbaa !131
    #dbg_value(ptr %170, !190, !DIExpression(), !296)
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %170), !dbg !306
    #dbg_value(i64 1089357896855742840, !88, !DIExpression(), !91)
    #dbg_value(i64 -81985529216486896, !89, !DIExpression(), !91)
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef 64), !dbg !307
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3, !dbg !308
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3, !dbg !308
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !308
  ret i32 0, !dbg !309

173:                                              ; preds = %116, %212
  %174 = phi i32 [ 1, %116 ], [ %215, %212 ]
    #dbg_value(i32 %174, !83, !DIExpression(), !239)
  %175 = zext nneg i32 %174 to i128, !dbg !310
  %176 = lshr i128 -1512366075204170946324983002043881096, %175, !dbg !310
  %177 = lshr i128 18364758544493064720, %175, !dbg !312
  %178 = shl nuw nsw i128 %177, 64
  %179 = and i128 %176, 18446744073709551615
  %180 = or disjoint i128 %178, %179
    #dbg_value(i128 %180, !118, !DIExpression(), !313)
    #dbg_value(ptr %1, !125, !DIExpression(), !313)
    #dbg_value(ptr %23, !126, !DIExpression(), !313)
  store i8 0, ptr %23, align 1, !dbg !315, !tbaa !131, !DIAssignID !316
    #dbg_assign(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !316, ptr %23, !DIExpression(), !91)
  br label %181, !dbg !317

181:                                              ; preds = %181, %173
  %182 = phi i128 [ %180, %173 ], [ %185, %181 ]
  %183 = phi ptr [ %23, %173 ], [ %190, %181 ], !dbg !313
    #dbg_value(ptr %183, !126, !DIExpression(), !313)
    #dbg_value(i128 %182, !118, !DIExpression(), !313)
  %184 = freeze i128 %182, !dbg !318
  %185 = udiv i128 %184, 10, !dbg !318
  %186 = mul i128 %185, 10, !dbg !319
  %187 = sub i128 %184, %186, !dbg !319
  %188 = trunc nuw nsw i128 %187 to i8, !dbg !320
  %189 = or disjoint i8 %188, 48, !dbg !321
  %190 = getelementptr inbounds i8, ptr %183, i64 -1, !dbg !322
    #dbg_value(ptr %190, !126, !DIExpression(), !313)
  store i8 %189, ptr %190, align 1, !dbg !323, !tbaa !131
    #dbg_value(i128 %185, !118, !DIExpression(), !313)
  %191 = icmp ult i128 %182, 10, !dbg !324
  br i1 %191, label %192, label %181, !dbg !324, !llvm.loop !325

192:                                              ; preds = %181
  %193 = ashr i128 -42346250105716786564631203053715541295, %175, !dbg !327
  %194 = lshr i128 %193, 64, !dbg !328
  %195 = trunc nuw i128 %194 to i64, !dbg !328
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
    #dbg_value(ptr %2, !189, !DIExpression(), !329)
  %196 = sub nsw i64 0, %195
  %197 = zext nneg i64 %196 to i128
  %198 = shl nuw nsw i128 %197, 64
    #dbg_value(!DIArgList(i128 poison, i64 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
  %199 = and i128 %193, 18446744073709551615
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !329)
  %200 = sub nuw nsw i128 %198, %199
    #dbg_value(!DIArgList(i128 poison, i128 poison), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !329)
    #dbg_value(i128 %200, !118, !DIExpression(), !331)
    #dbg_value(ptr %2, !125, !DIExpression(), !331)
    #dbg_value(ptr %56, !126, !DIExpression(), !331)
  store i8 0, ptr %56, align 1, !dbg !333, !tbaa !131, !DIAssignID !334
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !334, ptr %56, !DIExpression(), !91)
  br label %201, !dbg !335

201:                                              ; preds = %201, %192
  %202 = phi i128 [ %200, %192 ], [ %205, %201 ]
  %203 = phi ptr [ %56, %192 ], [ %210, %201 ], !dbg !331
    #dbg_value(ptr %203, !126, !DIExpression(), !331)
    #dbg_value(i128 %202, !118, !DIExpression(), !331)
  %204 = freeze i128 %202, !dbg !336
  %205 = udiv i128 %204, 10, !dbg !336
  %206 = mul i128 %205, 10, !dbg !337
  %207 = sub i128 %204, %206, !dbg !337
  %208 = trunc nuw nsw i128 %207 to i8, !dbg !338
  %209 = or disjoint i8 %208, 48, !dbg !339
  %210 = getelementptr inbounds i8, ptr %203, i64 -1, !dbg !340
    #dbg_value(ptr %210, !126, !DIExpression(), !331)
  store i8 %209, ptr %210, align 1, !dbg !341, !tbaa !131
    #dbg_value(i128 %205, !118, !DIExpression(), !331)
  %211 = icmp ult i128 %202, 10, !dbg !342
  br i1 %211, label %212, label %201, !dbg !342, !llvm.loop !343

212:                                              ; preds = %201
    #dbg_value(ptr %210, !190, !DIExpression(), !329)
  %213 = getelementptr inbounds i8, ptr %203, i64 -2, !dbg !345
    #dbg_value(ptr %213, !190, !DIExpression(), !329)
  store i8 45, ptr %213, align 1, !dbg !346, !tbaa !131
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %174, ptr noundef nonnull %190, ptr noundef nonnull %213), !dbg !347
  %215 = add nuw nsw i32 %174, 31, !dbg !348
    #dbg_value(i32 %215, !83, !DIExpression(), !239)
  %216 = icmp ult i32 %174, 97, !dbg !349
  br i1 %216, label %173, label %122, !dbg !240, !llvm.loop !350
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !352 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b9444b996102b4b8412e0e52bf9e33d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 27)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 17)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 25)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 18)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !16, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 36)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !52, globals: !61, splitDebugInlining: false, nameTableKind: None)
!52 = !{!53, !55, !57, !58, !4, !59, !60}
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 5, baseType: !54)
!54 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "s128", file: !2, line: 6, baseType: !56)
!56 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!61 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !46}
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !71, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!59}
!73 = !{!74, !78, !79, !80, !81, !82, !83, !85, !86, !87, !88, !89}
!74 = !DILocalVariable(name: "b1", scope: !70, file: !2, line: 37, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 64)
!78 = !DILocalVariable(name: "b2", scope: !70, file: !2, line: 37, type: !75)
!79 = !DILocalVariable(name: "b3", scope: !70, file: !2, line: 37, type: !75)
!80 = !DILocalVariable(name: "x", scope: !70, file: !2, line: 39, type: !53)
!81 = !DILocalVariable(name: "y", scope: !70, file: !2, line: 40, type: !53)
!82 = !DILocalVariable(name: "s", scope: !70, file: !2, line: 43, type: !55)
!83 = !DILocalVariable(name: "k", scope: !84, file: !2, line: 45, type: !59)
!84 = distinct !DILexicalBlock(scope: !70, file: !2, line: 45, column: 5)
!85 = !DILocalVariable(name: "d", scope: !70, file: !2, line: 49, type: !57)
!86 = !DILocalVariable(name: "back", scope: !70, file: !2, line: 51, type: !53)
!87 = !DILocalVariable(name: "neg", scope: !70, file: !2, line: 53, type: !55)
!88 = !DILocalVariable(name: "lo", scope: !70, file: !2, line: 55, type: !58)
!89 = !DILocalVariable(name: "hi", scope: !70, file: !2, line: 55, type: !58)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !70)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 37, column: 5, scope: !70)
!95 = !DILocalVariable(name: "n", arg: 1, scope: !96, file: !2, line: 21, type: !59)
!96 = distinct !DISubprogram(name: "fib128", scope: !2, file: !2, line: 21, type: !97, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!53, !59}
!99 = !{!95, !100, !101, !102, !104}
!100 = !DILocalVariable(name: "a", scope: !96, file: !2, line: 22, type: !53)
!101 = !DILocalVariable(name: "b", scope: !96, file: !2, line: 22, type: !53)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 23, type: !59)
!103 = distinct !DILexicalBlock(scope: !96, file: !2, line: 23, column: 5)
!104 = !DILocalVariable(name: "t", scope: !105, file: !2, line: 23, type: !53)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 23, column: 33)
!106 = distinct !DILexicalBlock(scope: !103, file: !2, line: 23, column: 5)
!107 = !DILocation(line: 0, scope: !96, inlinedAt: !108)
!108 = distinct !DILocation(line: 38, column: 40, scope: !70)
!109 = !DILocation(line: 0, scope: !103, inlinedAt: !108)
!110 = !DILocation(line: 23, column: 5, scope: !103, inlinedAt: !108)
!111 = !DILocation(line: 23, column: 46, scope: !105, inlinedAt: !108)
!112 = !DILocation(line: 0, scope: !105, inlinedAt: !108)
!113 = !DILocation(line: 23, column: 29, scope: !106, inlinedAt: !108)
!114 = !DILocation(line: 23, column: 23, scope: !106, inlinedAt: !108)
!115 = distinct !{!115, !110, !116, !117}
!116 = !DILocation(line: 23, column: 65, scope: !103, inlinedAt: !108)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocalVariable(name: "v", arg: 1, scope: !119, file: !2, line: 8, type: !53)
!119 = distinct !DISubprogram(name: "fmt_u128", scope: !2, file: !2, line: 8, type: !120, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !124)
!120 = !DISubroutineType(types: !121)
!121 = !{!122, !53, !60}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !{!118, !125, !126}
!125 = !DILocalVariable(name: "buf", arg: 2, scope: !119, file: !2, line: 8, type: !60)
!126 = !DILocalVariable(name: "p", scope: !119, file: !2, line: 9, type: !60)
!127 = !DILocation(line: 0, scope: !119, inlinedAt: !128)
!128 = distinct !DILocation(line: 38, column: 31, scope: !70)
!129 = !DILocation(line: 9, column: 19, scope: !119, inlinedAt: !128)
!130 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !128)
!131 = !{!132, !132, i64 0}
!132 = !{!"omnipotent char", !133, i64 0}
!133 = !{!"Simple C/C++ TBAA"}
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !128)
!136 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !128)
!137 = distinct !DILexicalBlock(scope: !119, file: !2, line: 11, column: 8)
!138 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !128)
!139 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !128)
!140 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !128)
!141 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !128)
!142 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !128)
!143 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !128)
!144 = distinct !{!144, !135, !145, !117}
!145 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !128)
!146 = !DILocation(line: 38, column: 5, scope: !70)
!147 = !DILocation(line: 0, scope: !119, inlinedAt: !148)
!148 = distinct !DILocation(line: 41, column: 36, scope: !70)
!149 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !148)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !148)
!152 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !148)
!153 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !148)
!154 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !148)
!155 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !148)
!156 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !148)
!157 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !148)
!158 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !148)
!159 = distinct !{!159, !151, !160, !117}
!160 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !148)
!161 = !DILocation(line: 0, scope: !119, inlinedAt: !162)
!162 = distinct !DILocation(line: 41, column: 57, scope: !70)
!163 = !DILocation(line: 9, column: 19, scope: !119, inlinedAt: !162)
!164 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !162)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !162)
!167 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !162)
!168 = !DILocation(line: 41, column: 5, scope: !70)
!169 = !DILocation(line: 0, scope: !119, inlinedAt: !170)
!170 = distinct !DILocation(line: 42, column: 36, scope: !70)
!171 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !170)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !170)
!174 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !170)
!175 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !170)
!176 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !170)
!177 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !170)
!178 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !170)
!179 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !170)
!180 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !170)
!181 = distinct !{!181, !173, !182, !117}
!182 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !170)
!183 = !DILocation(line: 42, column: 5, scope: !70)
!184 = !DILocalVariable(name: "v", arg: 1, scope: !185, file: !2, line: 14, type: !55)
!185 = distinct !DISubprogram(name: "fmt_s128", scope: !2, file: !2, line: 14, type: !186, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!122, !55, !60}
!188 = !{!184, !189, !190}
!189 = !DILocalVariable(name: "buf", arg: 2, scope: !185, file: !2, line: 14, type: !60)
!190 = !DILocalVariable(name: "p", scope: !185, file: !2, line: 16, type: !60)
!191 = !DILocation(line: 0, scope: !185, inlinedAt: !192)
!192 = distinct !DILocation(line: 44, column: 43, scope: !70)
!193 = !DILocation(line: 0, scope: !119, inlinedAt: !194)
!194 = distinct !DILocation(line: 16, column: 23, scope: !185, inlinedAt: !192)
!195 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !194)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !194)
!198 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !194)
!199 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !194)
!200 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !194)
!201 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !194)
!202 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !194)
!203 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !194)
!204 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !194)
!205 = distinct !{!205, !197, !206, !117}
!206 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !194)
!207 = !DILocation(line: 17, column: 6, scope: !185, inlinedAt: !192)
!208 = !DILocation(line: 17, column: 10, scope: !185, inlinedAt: !192)
!209 = !DILocation(line: 0, scope: !185, inlinedAt: !210)
!210 = distinct !DILocation(line: 44, column: 60, scope: !70)
!211 = !DILocation(line: 0, scope: !119, inlinedAt: !212)
!212 = distinct !DILocation(line: 16, column: 23, scope: !185, inlinedAt: !210)
!213 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !212)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !212)
!216 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !212)
!217 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !212)
!218 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !212)
!219 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !212)
!220 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !212)
!221 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !212)
!222 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !212)
!223 = distinct !{!223, !215, !224, !117}
!224 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !212)
!225 = !DILocation(line: 17, column: 6, scope: !185, inlinedAt: !210)
!226 = !DILocation(line: 17, column: 10, scope: !185, inlinedAt: !210)
!227 = !DILocation(line: 0, scope: !185, inlinedAt: !228)
!228 = distinct !DILocation(line: 44, column: 81, scope: !70)
!229 = !DILocation(line: 0, scope: !119, inlinedAt: !230)
!230 = distinct !DILocation(line: 16, column: 23, scope: !185, inlinedAt: !228)
!231 = !DILocation(line: 9, column: 19, scope: !119, inlinedAt: !230)
!232 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !230)
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !230)
!235 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !230)
!236 = !DILocation(line: 17, column: 6, scope: !185, inlinedAt: !228)
!237 = !DILocation(line: 17, column: 10, scope: !185, inlinedAt: !228)
!238 = !DILocation(line: 44, column: 5, scope: !70)
!239 = !DILocation(line: 0, scope: !84)
!240 = !DILocation(line: 45, column: 5, scope: !84)
!241 = !DILocalVariable(name: "lo", scope: !242, file: !2, line: 28, type: !53)
!242 = distinct !DISubprogram(name: "isqrt128", scope: !2, file: !2, line: 27, type: !243, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!53, !53}
!245 = !{!246, !241, !247, !248}
!246 = !DILocalVariable(name: "n", arg: 1, scope: !242, file: !2, line: 27, type: !53)
!247 = !DILocalVariable(name: "hi", scope: !242, file: !2, line: 28, type: !53)
!248 = !DILocalVariable(name: "mid", scope: !249, file: !2, line: 30, type: !53)
!249 = distinct !DILexicalBlock(scope: !242, file: !2, line: 29, column: 21)
!250 = !DILocation(line: 0, scope: !242, inlinedAt: !251)
!251 = distinct !DILocation(line: 47, column: 37, scope: !70)
!252 = !DILocation(line: 30, column: 34, scope: !249, inlinedAt: !251)
!253 = !DILocation(line: 30, column: 39, scope: !249, inlinedAt: !251)
!254 = !DILocation(line: 30, column: 23, scope: !249, inlinedAt: !251)
!255 = !DILocation(line: 0, scope: !249, inlinedAt: !251)
!256 = !DILocation(line: 31, column: 22, scope: !257, inlinedAt: !251)
!257 = distinct !DILexicalBlock(scope: !249, file: !2, line: 31, column: 13)
!258 = !DILocation(line: 31, column: 17, scope: !257, inlinedAt: !251)
!259 = !DILocation(line: 31, column: 13, scope: !249, inlinedAt: !251)
!260 = !DILocation(line: 29, column: 15, scope: !242, inlinedAt: !251)
!261 = !DILocation(line: 29, column: 5, scope: !242, inlinedAt: !251)
!262 = distinct !{!262, !261, !263, !117}
!263 = !DILocation(line: 32, column: 5, scope: !242, inlinedAt: !251)
!264 = !DILocation(line: 0, scope: !119, inlinedAt: !265)
!265 = distinct !DILocation(line: 47, column: 28, scope: !70)
!266 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !265)
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !265)
!269 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !265)
!270 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !265)
!271 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !265)
!272 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !265)
!273 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !265)
!274 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !265)
!275 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !265)
!276 = distinct !{!276, !268, !277, !117}
!277 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !265)
!278 = !DILocation(line: 47, column: 5, scope: !70)
!279 = !DILocation(line: 48, column: 5, scope: !70)
!280 = !DILocation(line: 50, column: 5, scope: !70)
!281 = !DILocation(line: 0, scope: !119, inlinedAt: !282)
!282 = distinct !DILocation(line: 52, column: 34, scope: !70)
!283 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !282)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !282)
!286 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !282)
!287 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !282)
!288 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !282)
!289 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !282)
!290 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !282)
!291 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !282)
!292 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !282)
!293 = distinct !{!293, !285, !294, !117}
!294 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !282)
!295 = !DILocation(line: 52, column: 5, scope: !70)
!296 = !DILocation(line: 0, scope: !185, inlinedAt: !297)
!297 = distinct !DILocation(line: 54, column: 43, scope: !70)
!298 = !DILocation(line: 0, scope: !119, inlinedAt: !299)
!299 = distinct !DILocation(line: 16, column: 23, scope: !185, inlinedAt: !297)
!300 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !299)
!301 = distinct !DIAssignID()
!302 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !299)
!303 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !299)
!304 = !DILocation(line: 17, column: 6, scope: !185, inlinedAt: !297)
!305 = !DILocation(line: 17, column: 10, scope: !185, inlinedAt: !297)
!306 = !DILocation(line: 54, column: 5, scope: !70)
!307 = !DILocation(line: 56, column: 5, scope: !70)
!308 = !DILocation(line: 58, column: 1, scope: !70)
!309 = !DILocation(line: 57, column: 5, scope: !70)
!310 = !DILocation(line: 46, column: 51, scope: !311)
!311 = distinct !DILexicalBlock(scope: !84, file: !2, line: 45, column: 5)
!312 = !DILocation(line: 46, column: 40, scope: !311)
!313 = !DILocation(line: 0, scope: !119, inlinedAt: !314)
!314 = distinct !DILocation(line: 46, column: 40, scope: !311)
!315 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !314)
!316 = distinct !DIAssignID()
!317 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !314)
!318 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !314)
!319 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !314)
!320 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !314)
!321 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !314)
!322 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !314)
!323 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !314)
!324 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !314)
!325 = distinct !{!325, !317, !326, !117}
!326 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !314)
!327 = !DILocation(line: 46, column: 73, scope: !311)
!328 = !DILocation(line: 46, column: 62, scope: !311)
!329 = !DILocation(line: 0, scope: !185, inlinedAt: !330)
!330 = distinct !DILocation(line: 46, column: 62, scope: !311)
!331 = !DILocation(line: 0, scope: !119, inlinedAt: !332)
!332 = distinct !DILocation(line: 16, column: 23, scope: !185, inlinedAt: !330)
!333 = !DILocation(line: 10, column: 8, scope: !119, inlinedAt: !332)
!334 = distinct !DIAssignID()
!335 = !DILocation(line: 11, column: 5, scope: !119, inlinedAt: !332)
!336 = !DILocation(line: 11, column: 48, scope: !137, inlinedAt: !332)
!337 = !DILocation(line: 11, column: 38, scope: !137, inlinedAt: !332)
!338 = !DILocation(line: 11, column: 30, scope: !137, inlinedAt: !332)
!339 = !DILocation(line: 11, column: 28, scope: !137, inlinedAt: !332)
!340 = !DILocation(line: 11, column: 11, scope: !137, inlinedAt: !332)
!341 = !DILocation(line: 11, column: 15, scope: !137, inlinedAt: !332)
!342 = !DILocation(line: 11, column: 55, scope: !137, inlinedAt: !332)
!343 = distinct !{!343, !335, !344, !117}
!344 = !DILocation(line: 11, column: 65, scope: !119, inlinedAt: !332)
!345 = !DILocation(line: 17, column: 6, scope: !185, inlinedAt: !330)
!346 = !DILocation(line: 17, column: 10, scope: !185, inlinedAt: !330)
!347 = !DILocation(line: 46, column: 9, scope: !311)
!348 = !DILocation(line: 45, column: 32, scope: !311)
!349 = !DILocation(line: 45, column: 23, scope: !311)
!350 = distinct !{!350, !240, !351, !117}
!351 = !DILocation(line: 46, column: 82, scope: !84)
!352 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!59, !122, null}
