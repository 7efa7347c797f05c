; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

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

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !89
    #dbg_declare(ptr %1, !73, !DIExpression(), !90)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3, !dbg !89
    #dbg_declare(ptr %2, !77, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3, !dbg !89
    #dbg_declare(ptr %3, !78, !DIExpression(), !92)
    #dbg_value(i32 180, !93, !DIExpression(), !105)
    #dbg_value(i128 0, !98, !DIExpression(), !105)
    #dbg_value(i128 1, !99, !DIExpression(), !105)
    #dbg_value(i32 0, !100, !DIExpression(), !107)
  br label %4, !dbg !108

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %18, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %20, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %19, %4 ]
    #dbg_value(i128 %5, !98, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(), !107)
    #dbg_value(i128 %7, !99, !DIExpression(), !105)
  %8 = add i128 %7, %5, !dbg !109
    #dbg_value(i128 %8, !102, !DIExpression(), !110)
    #dbg_value(i128 %7, !98, !DIExpression(), !105)
    #dbg_value(i128 %8, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !107)
  %9 = add i128 %8, %7, !dbg !109
    #dbg_value(i128 %9, !102, !DIExpression(), !110)
    #dbg_value(i128 %8, !98, !DIExpression(), !105)
    #dbg_value(i128 %9, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !107)
  %10 = add i128 %9, %8, !dbg !109
    #dbg_value(i128 %10, !102, !DIExpression(), !110)
    #dbg_value(i128 %9, !98, !DIExpression(), !105)
    #dbg_value(i128 %10, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !107)
  %11 = add i128 %10, %9, !dbg !109
    #dbg_value(i128 %11, !102, !DIExpression(), !110)
    #dbg_value(i128 %10, !98, !DIExpression(), !105)
    #dbg_value(i128 %11, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !107)
  %12 = add i128 %11, %10, !dbg !109
    #dbg_value(i128 %12, !102, !DIExpression(), !110)
    #dbg_value(i128 %11, !98, !DIExpression(), !105)
    #dbg_value(i128 %12, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !107)
  %13 = add i128 %12, %11, !dbg !109
    #dbg_value(i128 %13, !102, !DIExpression(), !110)
    #dbg_value(i128 %12, !98, !DIExpression(), !105)
    #dbg_value(i128 %13, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !107)
  %14 = add i128 %13, %12, !dbg !109
    #dbg_value(i128 %14, !102, !DIExpression(), !110)
    #dbg_value(i128 %13, !98, !DIExpression(), !105)
    #dbg_value(i128 %14, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !107)
  %15 = add i128 %14, %13, !dbg !109
    #dbg_value(i128 %15, !102, !DIExpression(), !110)
    #dbg_value(i128 %14, !98, !DIExpression(), !105)
    #dbg_value(i128 %15, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !107)
  %16 = add i128 %15, %14, !dbg !109
    #dbg_value(i128 %16, !102, !DIExpression(), !110)
    #dbg_value(i128 %15, !98, !DIExpression(), !105)
    #dbg_value(i128 %16, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value), !107)
  %17 = add i128 %16, %15, !dbg !109
    #dbg_value(i128 %17, !102, !DIExpression(), !110)
    #dbg_value(i128 %16, !98, !DIExpression(), !105)
    #dbg_value(i128 %17, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value), !107)
  %18 = add i128 %17, %16, !dbg !109
    #dbg_value(i128 %18, !102, !DIExpression(), !110)
    #dbg_value(i128 %17, !98, !DIExpression(), !105)
    #dbg_value(i128 %18, !99, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(DW_OP_plus_uconst, 11, DW_OP_stack_value), !107)
  %19 = add i128 %18, %17, !dbg !109
    #dbg_value(i128 %19, !102, !DIExpression(), !110)
    #dbg_value(i128 %18, !98, !DIExpression(), !105)
    #dbg_value(i128 %19, !99, !DIExpression(), !105)
  %20 = add nuw nsw i32 %6, 12, !dbg !111
    #dbg_value(i32 %20, !100, !DIExpression(), !107)
  %21 = icmp eq i32 %20, 180, !dbg !112
  br i1 %21, label %22, label %4, !dbg !108, !llvm.loop !113

22:                                               ; preds = %4
    #dbg_value(i128 %18, !116, !DIExpression(), !125)
    #dbg_value(ptr %1, !123, !DIExpression(), !125)
  %23 = getelementptr inbounds i8, ptr %1, i64 63, !dbg !127
    #dbg_value(ptr %23, !124, !DIExpression(), !125)
  store i8 0, ptr %23, align 1, !dbg !128, !tbaa !129
  br label %24, !dbg !132

24:                                               ; preds = %24, %22
  %25 = phi i128 [ %18, %22 ], [ %28, %24 ]
  %26 = phi ptr [ %23, %22 ], [ %33, %24 ], !dbg !125
    #dbg_value(ptr %26, !124, !DIExpression(), !125)
    #dbg_value(i128 %25, !116, !DIExpression(), !125)
  %27 = freeze i128 %25, !dbg !133
  %28 = udiv i128 %27, 10, !dbg !133
  %29 = mul i128 %28, 10, !dbg !135
  %30 = sub i128 %27, %29, !dbg !135
  %31 = trunc nuw nsw i128 %30 to i8, !dbg !136
  %32 = or disjoint i8 %31, 48, !dbg !137
  %33 = getelementptr inbounds i8, ptr %26, i64 -1, !dbg !138
    #dbg_value(ptr %33, !124, !DIExpression(), !125)
  store i8 %32, ptr %33, align 1, !dbg !139, !tbaa !129
    #dbg_value(i128 %28, !116, !DIExpression(), !125)
  %34 = icmp ult i128 %25, 10, !dbg !140
  br i1 %34, label %35, label %24, !dbg !140, !llvm.loop !141

35:                                               ; preds = %24
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %33), !dbg !143
    #dbg_value(i128 -1512366075204170946324983002043881096, !79, !DIExpression(), !144)
    #dbg_value(i128 4886718345, !80, !DIExpression(), !144)
    #dbg_value(i128 69324642209501905008411043266, !116, !DIExpression(), !145)
    #dbg_value(ptr %1, !123, !DIExpression(), !145)
    #dbg_value(ptr %23, !124, !DIExpression(), !145)
  store i8 0, ptr %23, align 1, !dbg !147, !tbaa !129
  br label %37, !dbg !148

37:                                               ; preds = %48, %35
  %38 = phi i128 [ 69324642209501905008411043266, %35 ], [ %53, %48 ]
  %39 = phi ptr [ %23, %35 ], [ %52, %48 ], !dbg !145
    #dbg_value(ptr %39, !124, !DIExpression(), !145)
    #dbg_value(i128 %38, !116, !DIExpression(), !145)
  %40 = freeze i128 %38, !dbg !149
  %41 = udiv i128 %40, 10, !dbg !149
  %42 = mul i128 %41, 10, !dbg !150
  %43 = sub i128 %40, %42, !dbg !150
  %44 = trunc nuw nsw i128 %43 to i8, !dbg !151
  %45 = or disjoint i8 %44, 48, !dbg !152
  %46 = getelementptr inbounds i8, ptr %39, i64 -1, !dbg !153
    #dbg_value(ptr %46, !124, !DIExpression(), !145)
  store i8 %45, ptr %46, align 1, !dbg !154, !tbaa !129
    #dbg_value(i128 poison, !116, !DIExpression(), !145)
  %47 = icmp ult i128 %38, 10, !dbg !155
  br i1 %47, label %54, label %48, !dbg !155, !llvm.loop !156

48:                                               ; preds = %37
    #dbg_value(i128 %41, !116, !DIExpression(), !145)
    #dbg_value(ptr %46, !124, !DIExpression(), !145)
    #dbg_value(i128 %41, !116, !DIExpression(), !145)
  %49 = urem i128 %41, 10, !dbg !150
  %50 = trunc nuw nsw i128 %49 to i8, !dbg !151
  %51 = or disjoint i8 %50, 48, !dbg !152
  %52 = getelementptr inbounds i8, ptr %39, i64 -2, !dbg !153
    #dbg_value(ptr %52, !124, !DIExpression(), !145)
  store i8 %51, ptr %52, align 1, !dbg !154, !tbaa !129
  %53 = udiv i128 %38, 100, !dbg !149
    #dbg_value(i128 %53, !116, !DIExpression(), !145)
  br label %37

54:                                               ; preds = %37
  %55 = getelementptr inbounds i8, ptr %39, i64 -1
    #dbg_value(i128 1173415590, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !123, !DIExpression(), !158)
  %56 = getelementptr inbounds i8, ptr %2, i64 63, !dbg !160
    #dbg_value(ptr %56, !124, !DIExpression(), !158)
  store i8 0, ptr %56, align 1, !dbg !161, !tbaa !129
    #dbg_value(ptr %56, !124, !DIExpression(), !158)
    #dbg_value(i128 1173415590, !116, !DIExpression(), !158)
  %57 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !162
    #dbg_value(ptr %57, !124, !DIExpression(), !158)
  store i8 48, ptr %57, align 2, !dbg !163, !tbaa !129
    #dbg_value(i128 117341559, !116, !DIExpression(), !158)
  %58 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !162
    #dbg_value(ptr %58, !124, !DIExpression(), !158)
  store i8 57, ptr %58, align 1, !dbg !163, !tbaa !129
    #dbg_value(i128 11734155, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !158)
    #dbg_value(i128 1173415, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !158)
    #dbg_value(i128 117341, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !158)
    #dbg_value(i128 11734, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !158)
    #dbg_value(i128 1173, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !158)
    #dbg_value(i128 117, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !158)
    #dbg_value(i128 11, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 54, DW_OP_stack_value), !158)
    #dbg_value(i128 1, !116, !DIExpression(), !158)
  %59 = getelementptr inbounds i8, ptr %2, i64 53, !dbg !162
  store <8 x i8> <i8 49, i8 49, i8 55, i8 51, i8 52, i8 49, i8 53, i8 53>, ptr %59, align 1, !dbg !163, !tbaa !129
    #dbg_value(ptr %59, !124, !DIExpression(), !158)
    #dbg_value(i128 0, !116, !DIExpression(), !158)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %55, ptr noundef nonnull %59), !dbg !164
    #dbg_value(i128 -68056473372454064439491505267798329032, !116, !DIExpression(), !165)
    #dbg_value(ptr %1, !123, !DIExpression(), !165)
    #dbg_value(ptr %23, !124, !DIExpression(), !165)
  store i8 0, ptr %23, align 1, !dbg !167, !tbaa !129
  br label %61, !dbg !168

61:                                               ; preds = %72, %54
  %62 = phi i128 [ -68056473372454064439491505267798329032, %54 ], [ %77, %72 ]
  %63 = phi ptr [ %23, %54 ], [ %76, %72 ], !dbg !165
    #dbg_value(ptr %63, !124, !DIExpression(), !165)
    #dbg_value(i128 %62, !116, !DIExpression(), !165)
  %64 = freeze i128 %62, !dbg !169
  %65 = udiv i128 %64, 10, !dbg !169
  %66 = mul i128 %65, 10, !dbg !170
  %67 = sub i128 %64, %66, !dbg !170
  %68 = trunc nuw nsw i128 %67 to i8, !dbg !171
  %69 = or disjoint i8 %68, 48, !dbg !172
  %70 = getelementptr inbounds i8, ptr %63, i64 -1, !dbg !173
    #dbg_value(ptr %70, !124, !DIExpression(), !165)
  store i8 %69, ptr %70, align 1, !dbg !174, !tbaa !129
    #dbg_value(i128 poison, !116, !DIExpression(), !165)
  %71 = icmp ult i128 %62, 10, !dbg !175
  br i1 %71, label %78, label %72, !dbg !175, !llvm.loop !176

72:                                               ; preds = %61
    #dbg_value(i128 %65, !116, !DIExpression(), !165)
    #dbg_value(ptr %70, !124, !DIExpression(), !165)
    #dbg_value(i128 %65, !116, !DIExpression(), !165)
  %73 = urem i128 %65, 10, !dbg !170
  %74 = trunc nuw nsw i128 %73 to i8, !dbg !171
  %75 = or disjoint i8 %74, 48, !dbg !172
  %76 = getelementptr inbounds i8, ptr %63, i64 -2, !dbg !173
    #dbg_value(ptr %76, !124, !DIExpression(), !165)
  store i8 %75, ptr %76, align 1, !dbg !174, !tbaa !129
  %77 = udiv i128 %62, 100, !dbg !169
    #dbg_value(i128 %77, !116, !DIExpression(), !165)
  br label %61

78:                                               ; preds = %61
  %79 = getelementptr inbounds i8, ptr %63, i64 -1
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %79), !dbg !178
    #dbg_value(i128 -42346250105716786564631203053715541295, !81, !DIExpression(), !144)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !186)
    #dbg_value(ptr %1, !184, !DIExpression(), !186)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !186)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !186)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !186)
    #dbg_value(i128 42346250105716786564631203053715541295, !116, !DIExpression(), !188)
    #dbg_value(ptr %1, !123, !DIExpression(), !188)
    #dbg_value(ptr %23, !124, !DIExpression(), !188)
  store i8 0, ptr %23, align 1, !dbg !190, !tbaa !129
  br label %81, !dbg !191

81:                                               ; preds = %81, %78
  %82 = phi i128 [ 42346250105716786564631203053715541295, %78 ], [ %95, %81 ]
  %83 = phi ptr [ %23, %78 ], [ %94, %81 ], !dbg !188
    #dbg_value(ptr %83, !124, !DIExpression(), !188)
    #dbg_value(i128 %82, !116, !DIExpression(), !188)
  %84 = freeze i128 %82, !dbg !192
  %85 = udiv i128 %84, 10, !dbg !192
  %86 = mul i128 %85, 10, !dbg !193
  %87 = sub i128 %84, %86, !dbg !193
  %88 = trunc nuw nsw i128 %87 to i8, !dbg !194
  %89 = or disjoint i8 %88, 48, !dbg !195
  %90 = getelementptr inbounds i8, ptr %83, i64 -1, !dbg !196
    #dbg_value(ptr %90, !124, !DIExpression(), !188)
  store i8 %89, ptr %90, align 1, !dbg !197, !tbaa !129
    #dbg_value(i128 %85, !116, !DIExpression(), !188)
  %91 = urem i128 %85, 10, !dbg !193
  %92 = trunc nuw nsw i128 %91 to i8, !dbg !194
  %93 = or disjoint i8 %92, 48, !dbg !195
  %94 = getelementptr inbounds i8, ptr %83, i64 -2, !dbg !196
    #dbg_value(ptr %94, !124, !DIExpression(), !188)
  store i8 %93, ptr %94, align 1, !dbg !197, !tbaa !129
  %95 = udiv i128 %82, 100, !dbg !192
    #dbg_value(i128 %95, !116, !DIExpression(), !188)
  %96 = icmp ult i128 %82, 100, !dbg !198
  br i1 %96, label %97, label %81, !dbg !198, !llvm.loop !199

97:                                               ; preds = %81
    #dbg_value(ptr %90, !185, !DIExpression(), !186)
  %98 = getelementptr inbounds i8, ptr %83, i64 -3, !dbg !201
    #dbg_value(ptr %98, !185, !DIExpression(), !186)
  store i8 45, ptr %98, align 1, !dbg !202, !tbaa !129
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !203)
    #dbg_value(ptr %2, !184, !DIExpression(), !203)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !203)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !203)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !203)
    #dbg_value(i128 6049464300816683794947314721959363042, !116, !DIExpression(), !205)
    #dbg_value(ptr %2, !123, !DIExpression(), !205)
    #dbg_value(ptr %56, !124, !DIExpression(), !205)
  store i8 0, ptr %56, align 1, !dbg !207, !tbaa !129
  br label %99, !dbg !208

99:                                               ; preds = %110, %97
  %100 = phi i128 [ 6049464300816683794947314721959363042, %97 ], [ %115, %110 ]
  %101 = phi ptr [ %56, %97 ], [ %114, %110 ], !dbg !205
    #dbg_value(ptr %101, !124, !DIExpression(), !205)
    #dbg_value(i128 %100, !116, !DIExpression(), !205)
  %102 = freeze i128 %100, !dbg !209
  %103 = udiv i128 %102, 10, !dbg !209
  %104 = mul i128 %103, 10, !dbg !210
  %105 = sub i128 %102, %104, !dbg !210
  %106 = trunc nuw nsw i128 %105 to i8, !dbg !211
  %107 = or disjoint i8 %106, 48, !dbg !212
  %108 = getelementptr inbounds i8, ptr %101, i64 -1, !dbg !213
    #dbg_value(ptr %108, !124, !DIExpression(), !205)
  store i8 %107, ptr %108, align 1, !dbg !214, !tbaa !129
    #dbg_value(i128 poison, !116, !DIExpression(), !205)
  %109 = icmp ult i128 %100, 10, !dbg !215
  br i1 %109, label %116, label %110, !dbg !215, !llvm.loop !216

110:                                              ; preds = %99
    #dbg_value(i128 %103, !116, !DIExpression(), !205)
    #dbg_value(ptr %108, !124, !DIExpression(), !205)
    #dbg_value(i128 %103, !116, !DIExpression(), !205)
  %111 = urem i128 %103, 10, !dbg !210
  %112 = trunc nuw nsw i128 %111 to i8, !dbg !211
  %113 = or disjoint i8 %112, 48, !dbg !212
  %114 = getelementptr inbounds i8, ptr %101, i64 -2, !dbg !213
    #dbg_value(ptr %114, !124, !DIExpression(), !205)
  store i8 %113, ptr %114, align 1, !dbg !214, !tbaa !129
  %115 = udiv i128 %100, 100, !dbg !209
    #dbg_value(i128 %115, !116, !DIExpression(), !205)
  br label %99

116:                                              ; preds = %99
    #dbg_value(ptr %108, !185, !DIExpression(), !203)
  %117 = getelementptr inbounds i8, ptr %101, i64 -2, !dbg !218
    #dbg_value(ptr %117, !185, !DIExpression(), !203)
  store i8 45, ptr %117, align 1, !dbg !219, !tbaa !129
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !220)
    #dbg_value(ptr %3, !184, !DIExpression(), !220)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !220)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !220)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !220)
    #dbg_value(i128 1, !116, !DIExpression(), !222)
    #dbg_value(ptr %3, !123, !DIExpression(), !222)
  %118 = getelementptr inbounds i8, ptr %3, i64 63, !dbg !224
    #dbg_value(ptr %118, !124, !DIExpression(), !222)
  store i8 0, ptr %118, align 1, !dbg !225, !tbaa !129
    #dbg_value(ptr %118, !124, !DIExpression(), !222)
    #dbg_value(i128 1, !116, !DIExpression(), !222)
  %119 = getelementptr inbounds i8, ptr %3, i64 62, !dbg !226
    #dbg_value(ptr %119, !124, !DIExpression(), !222)
  store i8 49, ptr %119, align 2, !dbg !227, !tbaa !129
    #dbg_value(i128 0, !116, !DIExpression(), !222)
    #dbg_value(ptr %119, !185, !DIExpression(), !220)
  %120 = getelementptr inbounds i8, ptr %3, i64 61, !dbg !228
    #dbg_value(ptr %120, !185, !DIExpression(), !220)
  store i8 45, ptr %120, align 1, !dbg !229, !tbaa !129
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %98, ptr noundef nonnull %117, ptr noundef nonnull %120), !dbg !230
    #dbg_value(i32 1, !82, !DIExpression(), !231)
  br label %173, !dbg !232

122:                                              ; preds = %212, %122
  %123 = phi i128 [ %133, %122 ], [ 0, %212 ]
  %124 = phi i128 [ %132, %122 ], [ 18446744073709551616, %212 ]
    #dbg_value(i128 %123, !233, !DIExpression(), !242)
    #dbg_value(i128 %124, !239, !DIExpression(), !242)
  %125 = sub i128 %124, %123, !dbg !244
  %126 = add i128 %125, 1, !dbg !244
  %127 = lshr i128 %126, 1, !dbg !245
  %128 = add i128 %127, %123, !dbg !246
    #dbg_value(i128 %128, !240, !DIExpression(), !247)
  %129 = udiv i128 -1512366075204170946324983002043881096, %128, !dbg !248
  %130 = icmp ugt i128 %128, %129, !dbg !250
  %131 = add i128 %128, -1, !dbg !251
  %132 = select i1 %130, i128 %131, i128 %124, !dbg !251
  %133 = select i1 %130, i128 %123, i128 %128, !dbg !251
    #dbg_value(i128 %133, !233, !DIExpression(), !242)
    #dbg_value(i128 %132, !239, !DIExpression(), !242)
  %134 = icmp ult i128 %133, %132, !dbg !252
  br i1 %134, label %122, label %135, !dbg !253, !llvm.loop !254

135:                                              ; preds = %122
    #dbg_value(i128 %133, !116, !DIExpression(), !256)
    #dbg_value(ptr %1, !123, !DIExpression(), !256)
    #dbg_value(ptr %23, !124, !DIExpression(), !256)
  store i8 0, ptr %23, align 1, !dbg !258, !tbaa !129
  br label %136, !dbg !259

136:                                              ; preds = %136, %135
  %137 = phi i128 [ %133, %135 ], [ %140, %136 ]
  %138 = phi ptr [ %23, %135 ], [ %145, %136 ], !dbg !256
    #dbg_value(ptr %138, !124, !DIExpression(), !256)
    #dbg_value(i128 %137, !116, !DIExpression(), !256)
  %139 = freeze i128 %137, !dbg !260
  %140 = udiv i128 %139, 10, !dbg !260
  %141 = mul i128 %140, 10, !dbg !261
  %142 = sub i128 %139, %141, !dbg !261
  %143 = trunc nuw nsw i128 %142 to i8, !dbg !262
  %144 = or disjoint i8 %143, 48, !dbg !263
  %145 = getelementptr inbounds i8, ptr %138, i64 -1, !dbg !264
    #dbg_value(ptr %145, !124, !DIExpression(), !256)
  store i8 %144, ptr %145, align 1, !dbg !265, !tbaa !129
    #dbg_value(i128 %140, !116, !DIExpression(), !256)
  %146 = icmp ult i128 %137, 10, !dbg !266
  br i1 %146, label %147, label %136, !dbg !266, !llvm.loop !267

147:                                              ; preds = %136
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %145), !dbg !269
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !270
    #dbg_value(double 0x46AFDB97530ECA86, !84, !DIExpression(), !144)
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B), !dbg !271
    #dbg_value(i128 1292304995902001505951230604607488, !85, !DIExpression(), !144)
    #dbg_value(i128 1292304995902001505951230604607488, !116, !DIExpression(), !272)
    #dbg_value(ptr %1, !123, !DIExpression(), !272)
    #dbg_value(ptr %23, !124, !DIExpression(), !272)
  store i8 0, ptr %23, align 1, !dbg !274, !tbaa !129
  br label %151, !dbg !275

151:                                              ; preds = %151, %147
  %152 = phi i128 [ 1292304995902001505951230604607488, %147 ], [ %165, %151 ]
  %153 = phi ptr [ %23, %147 ], [ %164, %151 ], !dbg !272
    #dbg_value(ptr %153, !124, !DIExpression(), !272)
    #dbg_value(i128 %152, !116, !DIExpression(), !272)
  %154 = freeze i128 %152, !dbg !276
  %155 = udiv i128 %154, 10, !dbg !276
  %156 = mul i128 %155, 10, !dbg !277
  %157 = sub i128 %154, %156, !dbg !277
  %158 = trunc nuw nsw i128 %157 to i8, !dbg !278
  %159 = or disjoint i8 %158, 48, !dbg !279
  %160 = getelementptr inbounds i8, ptr %153, i64 -1, !dbg !280
    #dbg_value(ptr %160, !124, !DIExpression(), !272)
  store i8 %159, ptr %160, align 1, !dbg !281, !tbaa !129
    #dbg_value(i128 %155, !116, !DIExpression(), !272)
  %161 = urem i128 %155, 10, !dbg !277
  %162 = trunc nuw nsw i128 %161 to i8, !dbg !278
  %163 = or disjoint i8 %162, 48, !dbg !279
  %164 = getelementptr inbounds i8, ptr %153, i64 -2, !dbg !280
    #dbg_value(ptr %164, !124, !DIExpression(), !272)
  store i8 %163, ptr %164, align 1, !dbg !281, !tbaa !129
  %165 = udiv i128 %152, 100, !dbg !276
    #dbg_value(i128 %165, !116, !DIExpression(), !272)
  %166 = icmp ult i128 %152, 100, !dbg !282
  br i1 %166, label %167, label %151, !dbg !282, !llvm.loop !283

167:                                              ; preds = %151
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %164), !dbg !285
    #dbg_value(i128 -12345678, !86, !DIExpression(), !144)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !286)
    #dbg_value(ptr %1, !184, !DIExpression(), !286)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !286)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !286)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !286)
    #dbg_value(i128 12345678, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !123, !DIExpression(), !288)
    #dbg_value(ptr %23, !124, !DIExpression(), !288)
  store i8 0, ptr %23, align 1, !dbg !290, !tbaa !129
    #dbg_value(ptr %23, !124, !DIExpression(), !288)
    #dbg_value(i128 12345678, !116, !DIExpression(), !288)
  %169 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !291
    #dbg_value(ptr %169, !124, !DIExpression(), !288)
  store i8 56, ptr %169, align 2, !dbg !292, !tbaa !129
    #dbg_value(i128 1234567, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !288)
    #dbg_value(i128 123456, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !288)
    #dbg_value(i128 12345, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !288)
    #dbg_value(i128 1234, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !288)
    #dbg_value(i128 123, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !288)
    #dbg_value(i128 12, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !288)
    #dbg_value(i128 1, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !288)
    #dbg_value(i128 0, !116, !DIExpression(), !288)
    #dbg_value(ptr %169, !185, !DIExpression(), !286)
  %170 = getelementptr inbounds i8, ptr %1, i64 54, !dbg !293
  store <8 x i8> <i8 45, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55>, ptr %170, align 2, !dbg !294, !tbaa !129
    #dbg_value(ptr %170, !185, !DIExpression(), !286)
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %170), !dbg !295
    #dbg_value(i64 1089357896855742840, !87, !DIExpression(), !144)
    #dbg_value(i64 -81985529216486896, !88, !DIExpression(), !144)
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef 64), !dbg !296
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3, !dbg !297
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3, !dbg !297
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !297
  ret i32 0, !dbg !298

173:                                              ; preds = %116, %212
  %174 = phi i32 [ 1, %116 ], [ %215, %212 ]
    #dbg_value(i32 %174, !82, !DIExpression(), !231)
  %175 = zext nneg i32 %174 to i128, !dbg !299
  %176 = lshr i128 -1512366075204170946324983002043881096, %175, !dbg !299
  %177 = lshr i128 18364758544493064720, %175, !dbg !301
  %178 = shl nuw nsw i128 %177, 64
  %179 = and i128 %176, 18446744073709551615
  %180 = or disjoint i128 %178, %179
    #dbg_value(i128 %180, !116, !DIExpression(), !302)
    #dbg_value(ptr %1, !123, !DIExpression(), !302)
    #dbg_value(ptr %23, !124, !DIExpression(), !302)
  store i8 0, ptr %23, align 1, !dbg !304, !tbaa !129
  br label %181, !dbg !305

181:                                              ; preds = %181, %173
  %182 = phi i128 [ %180, %173 ], [ %185, %181 ]
  %183 = phi ptr [ %23, %173 ], [ %190, %181 ], !dbg !302
    #dbg_value(ptr %183, !124, !DIExpression(), !302)
    #dbg_value(i128 %182, !116, !DIExpression(), !302)
  %184 = freeze i128 %182, !dbg !306
  %185 = udiv i128 %184, 10, !dbg !306
  %186 = mul i128 %185, 10, !dbg !307
  %187 = sub i128 %184, %186, !dbg !307
  %188 = trunc nuw nsw i128 %187 to i8, !dbg !308
  %189 = or disjoint i8 %188, 48, !dbg !309
  %190 = getelementptr inbounds i8, ptr %183, i64 -1, !dbg !310
    #dbg_value(ptr %190, !124, !DIExpression(), !302)
  store i8 %189, ptr %190, align 1, !dbg !311, !tbaa !129
    #dbg_value(i128 %185, !116, !DIExpression(), !302)
  %191 = icmp ult i128 %182, 10, !dbg !312
  br i1 %191, label %192, label %181, !dbg !312, !llvm.loop !313

192:                                              ; preds = %181
  %193 = ashr i128 -42346250105716786564631203053715541295, %175, !dbg !315
  %194 = lshr i128 %193, 64, !dbg !316
  %195 = trunc nuw i128 %194 to i64, !dbg !316
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !317)
    #dbg_value(ptr %2, !184, !DIExpression(), !317)
  %196 = sub nsw i64 0, %195
  %197 = zext nneg i64 %196 to i128
  %198 = shl nuw nsw i128 %197, 64
    #dbg_value(!DIArgList(i128 poison, i64 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !317)
  %199 = and i128 %193, 18446744073709551615
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !317)
  %200 = sub nuw nsw i128 %198, %199
    #dbg_value(!DIArgList(i128 poison, i128 poison), !179, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !317)
    #dbg_value(i128 %200, !116, !DIExpression(), !319)
    #dbg_value(ptr %2, !123, !DIExpression(), !319)
    #dbg_value(ptr %56, !124, !DIExpression(), !319)
  store i8 0, ptr %56, align 1, !dbg !321, !tbaa !129
  br label %201, !dbg !322

201:                                              ; preds = %201, %192
  %202 = phi i128 [ %200, %192 ], [ %205, %201 ]
  %203 = phi ptr [ %56, %192 ], [ %210, %201 ], !dbg !319
    #dbg_value(ptr %203, !124, !DIExpression(), !319)
    #dbg_value(i128 %202, !116, !DIExpression(), !319)
  %204 = freeze i128 %202, !dbg !323
  %205 = udiv i128 %204, 10, !dbg !323
  %206 = mul i128 %205, 10, !dbg !324
  %207 = sub i128 %204, %206, !dbg !324
  %208 = trunc nuw nsw i128 %207 to i8, !dbg !325
  %209 = or disjoint i8 %208, 48, !dbg !326
  %210 = getelementptr inbounds i8, ptr %203, i64 -1, !dbg !327
    #dbg_value(ptr %210, !124, !DIExpression(), !319)
  store i8 %209, ptr %210, align 1, !dbg !328, !tbaa !129
    #dbg_value(i128 %205, !116, !DIExpression(), !319)
  %211 = icmp ult i128 %202, 10, !dbg !329
  br i1 %211, label %212, label %201, !dbg !329, !llvm.loop !330

212:                                              ; preds = %201
    #dbg_value(ptr %210, !185, !DIExpression(), !317)
  %213 = getelementptr inbounds i8, ptr %203, i64 -2, !dbg !332
    #dbg_value(ptr %213, !185, !DIExpression(), !317)
  store i8 45, ptr %213, align 1, !dbg !333, !tbaa !129
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %174, ptr noundef nonnull %190, ptr noundef nonnull %213), !dbg !334
  %215 = add nuw nsw i32 %174, 31, !dbg !335
    #dbg_value(i32 %215, !82, !DIExpression(), !231)
  %216 = icmp ult i32 %174, 97, !dbg !336
  br i1 %216, label %173, label %122, !dbg !232, !llvm.loop !337
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !339 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_int128.c", directory: ".")
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
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !52, globals: !61, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
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
!62 = !{i32 7, !"Dwarf Version", i32 4}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"frame-pointer", i32 2}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !70, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!59}
!72 = !{!73, !77, !78, !79, !80, !81, !82, !84, !85, !86, !87, !88}
!73 = !DILocalVariable(name: "b1", scope: !69, file: !2, line: 37, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 64)
!77 = !DILocalVariable(name: "b2", scope: !69, file: !2, line: 37, type: !74)
!78 = !DILocalVariable(name: "b3", scope: !69, file: !2, line: 37, type: !74)
!79 = !DILocalVariable(name: "x", scope: !69, file: !2, line: 39, type: !53)
!80 = !DILocalVariable(name: "y", scope: !69, file: !2, line: 40, type: !53)
!81 = !DILocalVariable(name: "s", scope: !69, file: !2, line: 43, type: !55)
!82 = !DILocalVariable(name: "k", scope: !83, file: !2, line: 45, type: !59)
!83 = distinct !DILexicalBlock(scope: !69, file: !2, line: 45, column: 5)
!84 = !DILocalVariable(name: "d", scope: !69, file: !2, line: 49, type: !57)
!85 = !DILocalVariable(name: "back", scope: !69, file: !2, line: 51, type: !53)
!86 = !DILocalVariable(name: "neg", scope: !69, file: !2, line: 53, type: !55)
!87 = !DILocalVariable(name: "lo", scope: !69, file: !2, line: 55, type: !58)
!88 = !DILocalVariable(name: "hi", scope: !69, file: !2, line: 55, type: !58)
!89 = !DILocation(line: 37, column: 5, scope: !69)
!90 = !DILocation(line: 37, column: 10, scope: !69)
!91 = !DILocation(line: 37, column: 18, scope: !69)
!92 = !DILocation(line: 37, column: 26, scope: !69)
!93 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !2, line: 21, type: !59)
!94 = distinct !DISubprogram(name: "fib128", scope: !2, file: !2, line: 21, type: !95, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!53, !59}
!97 = !{!93, !98, !99, !100, !102}
!98 = !DILocalVariable(name: "a", scope: !94, file: !2, line: 22, type: !53)
!99 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 22, type: !53)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 23, type: !59)
!101 = distinct !DILexicalBlock(scope: !94, file: !2, line: 23, column: 5)
!102 = !DILocalVariable(name: "t", scope: !103, file: !2, line: 23, type: !53)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 23, column: 33)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 23, column: 5)
!105 = !DILocation(line: 0, scope: !94, inlinedAt: !106)
!106 = distinct !DILocation(line: 38, column: 40, scope: !69)
!107 = !DILocation(line: 0, scope: !101, inlinedAt: !106)
!108 = !DILocation(line: 23, column: 5, scope: !101, inlinedAt: !106)
!109 = !DILocation(line: 23, column: 46, scope: !103, inlinedAt: !106)
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !106)
!111 = !DILocation(line: 23, column: 29, scope: !104, inlinedAt: !106)
!112 = !DILocation(line: 23, column: 23, scope: !104, inlinedAt: !106)
!113 = distinct !{!113, !108, !114, !115}
!114 = !DILocation(line: 23, column: 65, scope: !101, inlinedAt: !106)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocalVariable(name: "v", arg: 1, scope: !117, file: !2, line: 8, type: !53)
!117 = distinct !DISubprogram(name: "fmt_u128", scope: !2, file: !2, line: 8, type: !118, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !122)
!118 = !DISubroutineType(types: !119)
!119 = !{!120, !53, !60}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!122 = !{!116, !123, !124}
!123 = !DILocalVariable(name: "buf", arg: 2, scope: !117, file: !2, line: 8, type: !60)
!124 = !DILocalVariable(name: "p", scope: !117, file: !2, line: 9, type: !60)
!125 = !DILocation(line: 0, scope: !117, inlinedAt: !126)
!126 = distinct !DILocation(line: 38, column: 31, scope: !69)
!127 = !DILocation(line: 9, column: 19, scope: !117, inlinedAt: !126)
!128 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !126)
!129 = !{!130, !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C/C++ TBAA"}
!132 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !126)
!133 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !126)
!134 = distinct !DILexicalBlock(scope: !117, file: !2, line: 11, column: 8)
!135 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !126)
!136 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !126)
!137 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !126)
!138 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !126)
!139 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !126)
!140 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !126)
!141 = distinct !{!141, !132, !142, !115}
!142 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !126)
!143 = !DILocation(line: 38, column: 5, scope: !69)
!144 = !DILocation(line: 0, scope: !69)
!145 = !DILocation(line: 0, scope: !117, inlinedAt: !146)
!146 = distinct !DILocation(line: 41, column: 36, scope: !69)
!147 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !146)
!148 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !146)
!149 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !146)
!150 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !146)
!151 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !146)
!152 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !146)
!153 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !146)
!154 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !146)
!155 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !146)
!156 = distinct !{!156, !148, !157, !115}
!157 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !146)
!158 = !DILocation(line: 0, scope: !117, inlinedAt: !159)
!159 = distinct !DILocation(line: 41, column: 57, scope: !69)
!160 = !DILocation(line: 9, column: 19, scope: !117, inlinedAt: !159)
!161 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !159)
!162 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !159)
!163 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !159)
!164 = !DILocation(line: 41, column: 5, scope: !69)
!165 = !DILocation(line: 0, scope: !117, inlinedAt: !166)
!166 = distinct !DILocation(line: 42, column: 36, scope: !69)
!167 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !166)
!168 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !166)
!169 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !166)
!170 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !166)
!171 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !166)
!172 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !166)
!173 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !166)
!174 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !166)
!175 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !166)
!176 = distinct !{!176, !168, !177, !115}
!177 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !166)
!178 = !DILocation(line: 42, column: 5, scope: !69)
!179 = !DILocalVariable(name: "v", arg: 1, scope: !180, file: !2, line: 14, type: !55)
!180 = distinct !DISubprogram(name: "fmt_s128", scope: !2, file: !2, line: 14, type: !181, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!120, !55, !60}
!183 = !{!179, !184, !185}
!184 = !DILocalVariable(name: "buf", arg: 2, scope: !180, file: !2, line: 14, type: !60)
!185 = !DILocalVariable(name: "p", scope: !180, file: !2, line: 16, type: !60)
!186 = !DILocation(line: 0, scope: !180, inlinedAt: !187)
!187 = distinct !DILocation(line: 44, column: 43, scope: !69)
!188 = !DILocation(line: 0, scope: !117, inlinedAt: !189)
!189 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !187)
!190 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !189)
!191 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !189)
!192 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !189)
!193 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !189)
!194 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !189)
!195 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !189)
!196 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !189)
!197 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !189)
!198 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !189)
!199 = distinct !{!199, !191, !200, !115}
!200 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !189)
!201 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !187)
!202 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !187)
!203 = !DILocation(line: 0, scope: !180, inlinedAt: !204)
!204 = distinct !DILocation(line: 44, column: 60, scope: !69)
!205 = !DILocation(line: 0, scope: !117, inlinedAt: !206)
!206 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !204)
!207 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !206)
!208 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !206)
!209 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !206)
!210 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !206)
!211 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !206)
!212 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !206)
!213 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !206)
!214 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !206)
!215 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !206)
!216 = distinct !{!216, !208, !217, !115}
!217 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !206)
!218 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !204)
!219 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !204)
!220 = !DILocation(line: 0, scope: !180, inlinedAt: !221)
!221 = distinct !DILocation(line: 44, column: 81, scope: !69)
!222 = !DILocation(line: 0, scope: !117, inlinedAt: !223)
!223 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !221)
!224 = !DILocation(line: 9, column: 19, scope: !117, inlinedAt: !223)
!225 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !223)
!226 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !223)
!227 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !223)
!228 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !221)
!229 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !221)
!230 = !DILocation(line: 44, column: 5, scope: !69)
!231 = !DILocation(line: 0, scope: !83)
!232 = !DILocation(line: 45, column: 5, scope: !83)
!233 = !DILocalVariable(name: "lo", scope: !234, file: !2, line: 28, type: !53)
!234 = distinct !DISubprogram(name: "isqrt128", scope: !2, file: !2, line: 27, type: !235, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!53, !53}
!237 = !{!238, !233, !239, !240}
!238 = !DILocalVariable(name: "n", arg: 1, scope: !234, file: !2, line: 27, type: !53)
!239 = !DILocalVariable(name: "hi", scope: !234, file: !2, line: 28, type: !53)
!240 = !DILocalVariable(name: "mid", scope: !241, file: !2, line: 30, type: !53)
!241 = distinct !DILexicalBlock(scope: !234, file: !2, line: 29, column: 21)
!242 = !DILocation(line: 0, scope: !234, inlinedAt: !243)
!243 = distinct !DILocation(line: 47, column: 37, scope: !69)
!244 = !DILocation(line: 30, column: 34, scope: !241, inlinedAt: !243)
!245 = !DILocation(line: 30, column: 39, scope: !241, inlinedAt: !243)
!246 = !DILocation(line: 30, column: 23, scope: !241, inlinedAt: !243)
!247 = !DILocation(line: 0, scope: !241, inlinedAt: !243)
!248 = !DILocation(line: 31, column: 22, scope: !249, inlinedAt: !243)
!249 = distinct !DILexicalBlock(scope: !241, file: !2, line: 31, column: 13)
!250 = !DILocation(line: 31, column: 17, scope: !249, inlinedAt: !243)
!251 = !DILocation(line: 31, column: 13, scope: !241, inlinedAt: !243)
!252 = !DILocation(line: 29, column: 15, scope: !234, inlinedAt: !243)
!253 = !DILocation(line: 29, column: 5, scope: !234, inlinedAt: !243)
!254 = distinct !{!254, !253, !255, !115}
!255 = !DILocation(line: 32, column: 5, scope: !234, inlinedAt: !243)
!256 = !DILocation(line: 0, scope: !117, inlinedAt: !257)
!257 = distinct !DILocation(line: 47, column: 28, scope: !69)
!258 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !257)
!259 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !257)
!260 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !257)
!261 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !257)
!262 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !257)
!263 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !257)
!264 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !257)
!265 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !257)
!266 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !257)
!267 = distinct !{!267, !259, !268, !115}
!268 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !257)
!269 = !DILocation(line: 47, column: 5, scope: !69)
!270 = !DILocation(line: 48, column: 5, scope: !69)
!271 = !DILocation(line: 50, column: 5, scope: !69)
!272 = !DILocation(line: 0, scope: !117, inlinedAt: !273)
!273 = distinct !DILocation(line: 52, column: 34, scope: !69)
!274 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !273)
!275 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !273)
!276 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !273)
!277 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !273)
!278 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !273)
!279 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !273)
!280 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !273)
!281 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !273)
!282 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !273)
!283 = distinct !{!283, !275, !284, !115}
!284 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !273)
!285 = !DILocation(line: 52, column: 5, scope: !69)
!286 = !DILocation(line: 0, scope: !180, inlinedAt: !287)
!287 = distinct !DILocation(line: 54, column: 43, scope: !69)
!288 = !DILocation(line: 0, scope: !117, inlinedAt: !289)
!289 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !287)
!290 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !289)
!291 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !289)
!292 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !289)
!293 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !287)
!294 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !287)
!295 = !DILocation(line: 54, column: 5, scope: !69)
!296 = !DILocation(line: 56, column: 5, scope: !69)
!297 = !DILocation(line: 58, column: 1, scope: !69)
!298 = !DILocation(line: 57, column: 5, scope: !69)
!299 = !DILocation(line: 46, column: 51, scope: !300)
!300 = distinct !DILexicalBlock(scope: !83, file: !2, line: 45, column: 5)
!301 = !DILocation(line: 46, column: 40, scope: !300)
!302 = !DILocation(line: 0, scope: !117, inlinedAt: !303)
!303 = distinct !DILocation(line: 46, column: 40, scope: !300)
!304 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !303)
!305 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !303)
!306 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !303)
!307 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !303)
!308 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !303)
!309 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !303)
!310 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !303)
!311 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !303)
!312 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !303)
!313 = distinct !{!313, !305, !314, !115}
!314 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !303)
!315 = !DILocation(line: 46, column: 73, scope: !300)
!316 = !DILocation(line: 46, column: 62, scope: !300)
!317 = !DILocation(line: 0, scope: !180, inlinedAt: !318)
!318 = distinct !DILocation(line: 46, column: 62, scope: !300)
!319 = !DILocation(line: 0, scope: !117, inlinedAt: !320)
!320 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !318)
!321 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !320)
!322 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !320)
!323 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !320)
!324 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !320)
!325 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !320)
!326 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !320)
!327 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !320)
!328 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !320)
!329 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !320)
!330 = distinct !{!330, !322, !331, !115}
!331 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !320)
!332 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !318)
!333 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !318)
!334 = !DILocation(line: 46, column: 9, scope: !300)
!335 = !DILocation(line: 45, column: 32, scope: !300)
!336 = !DILocation(line: 45, column: 23, scope: !300)
!337 = distinct !{!337, !232, !338, !115}
!338 = !DILocation(line: 46, column: 82, scope: !83)
!339 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!59, !120, null}
