; ModuleID = 'tests/programs/nohdr_computed_goto.c'
source_filename = "tests/programs/nohdr_computed_goto.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 15, i32 6, i32 7, i32 3, i32 6, i32 0, i32 1, i32 2, i32 4, i32 4, i32 8, i32 10], align 4
@.str = private unnamed_addr constant [12 x i8] c"15! = %lld\0A\00", align 1, !dbg !0
@__const.main.count = private unnamed_addr constant [9 x i32] [i32 0, i32 5, i32 9, i32 0, i32 1, i32 2, i32 4, i32 2, i32 10], align 4
@.str.1 = private unnamed_addr constant [25 x i8] c"countdown result = %lld\0A\00", align 1, !dbg !7
@__const.main.sq = private unnamed_addr constant [18 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 5, i32 3, i32 6, i32 8, i32 6, i32 7, i32 1, i32 6, i32 8, i32 0, i32 0, i32 1, i32 10], align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"program 3 = %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"relative dispatch = %d\0A\00", align 1, !dbg !17
@run.labels = internal unnamed_addr constant [11 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %14), ptr blockaddress(@run, %21), ptr blockaddress(@run, %28), ptr blockaddress(@run, %35), ptr blockaddress(@run, %47), ptr blockaddress(@run, %52), ptr blockaddress(@run, %58), ptr blockaddress(@run, %63), ptr blockaddress(@run, %66), ptr blockaddress(@run, %71)], align 8, !dbg !22
@.str.4 = private unnamed_addr constant [8 x i8] c"  %lld\0A\00", align 1, !dbg !33
@relative_dispatch.offsets = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %9) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %13) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32)], align 4, !dbg !38

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !94 {
    #dbg_assign(i1 undef, !98, !DIExpression(), !111, ptr @__const.main.fact, !DIExpression(), !112)
    #dbg_assign(i1 undef, !102, !DIExpression(), !113, ptr @__const.main.count, !DIExpression(), !112)
    #dbg_assign(i1 undef, !106, !DIExpression(), !114, ptr @__const.main.sq, !DIExpression(), !112)
    #dbg_assign(i1 undef, !98, !DIExpression(), !115, ptr @__const.main.fact, !DIExpression(), !112)
  %1 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact), !dbg !116
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !117
    #dbg_assign(i1 undef, !102, !DIExpression(), !118, ptr @__const.main.count, !DIExpression(), !112)
  %3 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.count), !dbg !119
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !120
    #dbg_assign(i1 undef, !106, !DIExpression(), !121, ptr @__const.main.sq, !DIExpression(), !112)
  %5 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.sq), !dbg !122
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5), !dbg !123
    #dbg_value(i32 0, !108, !DIExpression(), !112)
    #dbg_value(i32 0, !109, !DIExpression(), !124)
    #dbg_value(i32 0, !109, !DIExpression(), !124)
    #dbg_value(i32 0, !108, !DIExpression(), !112)
  %7 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 0), !dbg !125
  %8 = trunc nuw nsw i32 %7 to i16, !dbg !127
  %9 = urem i16 %8, 7, !dbg !127
    #dbg_value(i16 %9, !108, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !112)
    #dbg_value(i32 1, !109, !DIExpression(), !124)
  %10 = mul nuw nsw i16 %9, 10, !dbg !128
  %11 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 1), !dbg !125
  %12 = trunc nuw nsw i32 %11 to i16, !dbg !127
  %13 = urem i16 %12, 7, !dbg !127
  %14 = add nuw nsw i16 %10, %13, !dbg !129
    #dbg_value(i16 %14, !108, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !112)
    #dbg_value(i32 2, !109, !DIExpression(), !124)
  %15 = mul nuw nsw i16 %14, 10, !dbg !128
  %16 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 2), !dbg !125
  %17 = trunc nuw nsw i32 %16 to i16, !dbg !127
  %18 = urem i16 %17, 7, !dbg !127
  %19 = add nuw nsw i16 %15, %18, !dbg !129
  %20 = zext nneg i16 %19 to i32, !dbg !129
    #dbg_value(i32 %20, !108, !DIExpression(), !112)
    #dbg_value(i32 3, !109, !DIExpression(), !124)
  %21 = mul nuw nsw i32 %20, 10, !dbg !128
  %22 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 3), !dbg !125
  %23 = trunc nuw nsw i32 %22 to i16, !dbg !127
  %24 = urem i16 %23, 7, !dbg !127
  %25 = zext nneg i16 %24 to i32, !dbg !127
  %26 = add nuw nsw i32 %21, %25, !dbg !129
    #dbg_value(i32 %26, !108, !DIExpression(), !112)
    #dbg_value(i32 4, !109, !DIExpression(), !124)
  %27 = mul nuw nsw i32 %26, 10, !dbg !128
  %28 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 4), !dbg !125
  %29 = trunc nuw nsw i32 %28 to i16, !dbg !127
  %30 = urem i16 %29, 7, !dbg !127
  %31 = zext nneg i16 %30 to i32, !dbg !127
  %32 = add nuw nsw i32 %27, %31, !dbg !129
    #dbg_value(i32 %32, !108, !DIExpression(), !112)
    #dbg_value(i32 5, !109, !DIExpression(), !124)
  %33 = mul nuw nsw i32 %32, 10, !dbg !128
  %34 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 5), !dbg !125
  %35 = trunc nuw nsw i32 %34 to i16, !dbg !127
  %36 = urem i16 %35, 7, !dbg !127
  %37 = zext nneg i16 %36 to i32, !dbg !127
  %38 = add nuw nsw i32 %33, %37, !dbg !129
    #dbg_value(i32 %38, !108, !DIExpression(), !112)
    #dbg_value(i32 6, !109, !DIExpression(), !124)
  %39 = mul nuw nsw i32 %38, 10, !dbg !128
  %40 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 6), !dbg !125
  %41 = trunc nuw nsw i32 %40 to i16, !dbg !127
  %42 = urem i16 %41, 7, !dbg !127
  %43 = zext nneg i16 %42 to i32, !dbg !127
  %44 = add nuw nsw i32 %39, %43, !dbg !129
    #dbg_value(i32 %44, !108, !DIExpression(), !112)
    #dbg_value(i32 7, !109, !DIExpression(), !124)
  %45 = mul nuw nsw i32 %44, 10, !dbg !128
  %46 = tail call fastcc signext i32 @relative_dispatch(i32 noundef signext 7), !dbg !125
  %47 = trunc nuw nsw i32 %46 to i16, !dbg !127
  %48 = urem i16 %47, 7, !dbg !127
  %49 = zext nneg i16 %48 to i32, !dbg !127
  %50 = add nuw nsw i32 %45, %49, !dbg !129
    #dbg_value(i32 %50, !108, !DIExpression(), !112)
    #dbg_value(i32 8, !109, !DIExpression(), !124)
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %50), !dbg !130
  ret i32 0, !dbg !131
}

; Function Attrs: nofree nounwind
declare !dbg !132 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #0 !dbg !24 {
  %2 = alloca [64 x i64], align 8, !DIAssignID !137
    #dbg_assign(i1 undef, !55, !DIExpression(), !137, ptr %2, !DIExpression(), !138)
    #dbg_value(ptr %0, !54, !DIExpression(), !138)
    #dbg_value(ptr %2, !59, !DIExpression(), !138)
    #dbg_value(ptr %0, !61, !DIExpression(), !138)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !139
    #dbg_value(ptr %3, !61, !DIExpression(), !138)
  br label %74, !dbg !140

4:                                                ; preds = %74
    #dbg_label(!62, !141)
  %5 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !142
    #dbg_value(ptr %5, !61, !DIExpression(), !138)
  %6 = load i32, ptr %76, align 4, !dbg !143, !tbaa !144
  %7 = sext i32 %6 to i64, !dbg !143
  %8 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !148
    #dbg_value(ptr %8, !59, !DIExpression(), !138)
  store i64 %7, ptr %77, align 8, !dbg !149, !tbaa !150
  %9 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !152
    #dbg_value(ptr %9, !61, !DIExpression(), !138)
  br label %10, !dbg !153

10:                                               ; preds = %4, %14, %21, %28, %44, %47, %52, %58, %63, %66
  %11 = phi ptr [ %5, %4 ], [ %76, %14 ], [ %76, %21 ], [ %76, %28 ], [ %45, %44 ], [ %76, %47 ], [ %76, %52 ], [ %76, %58 ], [ %76, %63 ], [ %76, %66 ]
  %12 = phi ptr [ %9, %4 ], [ %20, %14 ], [ %27, %21 ], [ %34, %28 ], [ %46, %44 ], [ %51, %47 ], [ %57, %52 ], [ %62, %58 ], [ %65, %63 ], [ %70, %66 ]
  %13 = phi ptr [ %8, %4 ], [ %15, %14 ], [ %22, %21 ], [ %29, %28 ], [ %77, %44 ], [ %50, %47 ], [ %77, %52 ], [ %61, %58 ], [ %64, %63 ], [ %77, %66 ]
  br label %74, !dbg !138

14:                                               ; preds = %74
    #dbg_label(!63, !154)
  %15 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !155
    #dbg_value(ptr %15, !59, !DIExpression(), !138)
  %16 = load i64, ptr %15, align 8, !dbg !156, !tbaa !150
  %17 = getelementptr inbounds i8, ptr %77, i64 -16, !dbg !157
  %18 = load i64, ptr %17, align 8, !dbg !158, !tbaa !150
  %19 = add nsw i64 %18, %16, !dbg !158
  store i64 %19, ptr %17, align 8, !dbg !158, !tbaa !150
  %20 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !159
    #dbg_value(ptr %20, !61, !DIExpression(), !138)
  br label %10, !dbg !160

21:                                               ; preds = %74
    #dbg_label(!64, !161)
  %22 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !162
    #dbg_value(ptr %22, !59, !DIExpression(), !138)
  %23 = load i64, ptr %22, align 8, !dbg !163, !tbaa !150
  %24 = getelementptr inbounds i8, ptr %77, i64 -16, !dbg !164
  %25 = load i64, ptr %24, align 8, !dbg !165, !tbaa !150
  %26 = sub nsw i64 %25, %23, !dbg !165
  store i64 %26, ptr %24, align 8, !dbg !165, !tbaa !150
  %27 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !166
    #dbg_value(ptr %27, !61, !DIExpression(), !138)
  br label %10, !dbg !167

28:                                               ; preds = %74
    #dbg_label(!65, !168)
  %29 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !169
    #dbg_value(ptr %29, !59, !DIExpression(), !138)
  %30 = load i64, ptr %29, align 8, !dbg !170, !tbaa !150
  %31 = getelementptr inbounds i8, ptr %77, i64 -16, !dbg !171
  %32 = load i64, ptr %31, align 8, !dbg !172, !tbaa !150
  %33 = mul nsw i64 %32, %30, !dbg !172
  store i64 %33, ptr %31, align 8, !dbg !172, !tbaa !150
  %34 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !173
    #dbg_value(ptr %34, !61, !DIExpression(), !138)
  br label %10, !dbg !174

35:                                               ; preds = %74
    #dbg_label(!66, !175)
  %36 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !176
    #dbg_value(ptr %36, !61, !DIExpression(), !138)
    #dbg_value(i32 poison, !67, !DIExpression(), !177)
  %37 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !178
  %38 = load i64, ptr %37, align 8, !dbg !178, !tbaa !150
  %39 = icmp eq i64 %38, 0, !dbg !178
  br i1 %39, label %44, label %40, !dbg !180

40:                                               ; preds = %35
  %41 = load i32, ptr %76, align 4, !dbg !181, !tbaa !144
    #dbg_value(i32 %41, !67, !DIExpression(), !177)
  %42 = sext i32 %41 to i64, !dbg !182
  %43 = getelementptr inbounds i32, ptr %0, i64 %42, !dbg !182
    #dbg_value(ptr %43, !61, !DIExpression(), !138)
  br label %44, !dbg !183

44:                                               ; preds = %40, %35
  %45 = phi ptr [ %43, %40 ], [ %36, %35 ], !dbg !184
    #dbg_value(ptr %45, !61, !DIExpression(), !138)
  %46 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !185
    #dbg_value(ptr %46, !61, !DIExpression(), !138)
  br label %10, !dbg !186

47:                                               ; preds = %74
    #dbg_label(!69, !187)
  %48 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !188
  %49 = load i64, ptr %48, align 8, !dbg !188, !tbaa !150
  store i64 %49, ptr %77, align 8, !dbg !189, !tbaa !150
  %50 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !190
    #dbg_value(ptr %50, !59, !DIExpression(), !138)
  %51 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !191
    #dbg_value(ptr %51, !61, !DIExpression(), !138)
  br label %10, !dbg !192

52:                                               ; preds = %74
    #dbg_label(!70, !193)
  %53 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !194
  %54 = load i64, ptr %53, align 8, !dbg !194, !tbaa !150
    #dbg_value(i64 %54, !71, !DIExpression(), !195)
  %55 = getelementptr inbounds i8, ptr %77, i64 -16, !dbg !196
  %56 = load i64, ptr %55, align 8, !dbg !196, !tbaa !150
  store i64 %56, ptr %53, align 8, !dbg !197, !tbaa !150
  store i64 %54, ptr %55, align 8, !dbg !198, !tbaa !150
  %57 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !199
    #dbg_value(ptr %57, !61, !DIExpression(), !138)
  br label %10, !dbg !200

58:                                               ; preds = %74
    #dbg_label(!73, !201)
  %59 = getelementptr inbounds i8, ptr %77, i64 -16, !dbg !202
  %60 = load i64, ptr %59, align 8, !dbg !202, !tbaa !150
  store i64 %60, ptr %77, align 8, !dbg !203, !tbaa !150
  %61 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !204
    #dbg_value(ptr %61, !59, !DIExpression(), !138)
  %62 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !205
    #dbg_value(ptr %62, !61, !DIExpression(), !138)
  br label %10, !dbg !206

63:                                               ; preds = %74
    #dbg_label(!74, !207)
  %64 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !208
    #dbg_value(ptr %64, !59, !DIExpression(), !138)
  %65 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !209
    #dbg_value(ptr %65, !61, !DIExpression(), !138)
  br label %10, !dbg !210

66:                                               ; preds = %74
    #dbg_label(!75, !211)
  %67 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !212
  %68 = load i64, ptr %67, align 8, !dbg !212, !tbaa !150
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %68), !dbg !213
  %70 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !214
    #dbg_value(ptr %70, !61, !DIExpression(), !138)
  br label %10, !dbg !215

71:                                               ; preds = %74
    #dbg_label(!76, !216)
  %72 = getelementptr inbounds i8, ptr %77, i64 -8, !dbg !217
  %73 = load i64, ptr %72, align 8, !dbg !217, !tbaa !150
  ret i64 %73, !dbg !218

74:                                               ; preds = %10, %1
  %75 = phi ptr [ %0, %1 ], [ %11, %10 ]
  %76 = phi ptr [ %3, %1 ], [ %12, %10 ], !dbg !138
  %77 = phi ptr [ %2, %1 ], [ %13, %10 ], !dbg !138
  %78 = load i32, ptr %75, align 4, !dbg !138, !tbaa !144
  %79 = sext i32 %78 to i64, !dbg !138
  %80 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %79, !dbg !138
  %81 = load ptr, ptr %80, align 8, !dbg !138, !tbaa !219
    #dbg_value(ptr %77, !59, !DIExpression(), !138)
    #dbg_value(ptr %76, !61, !DIExpression(), !138)
  indirectbr ptr %81, [label %4, label %14, label %21, label %28, label %35, label %47, label %52, label %58, label %63, label %66, label %71]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i32 1000, 1112) i32 @relative_dispatch(i32 noundef signext %0) #2 !dbg !40 {
    #dbg_value(i32 %0, !44, !DIExpression(), !221)
    #dbg_value(i32 0, !45, !DIExpression(), !221)
  %2 = and i32 %0, 3, !dbg !222
  %3 = zext nneg i32 %2 to i64, !dbg !223
  %4 = getelementptr inbounds [4 x i32], ptr @relative_dispatch.offsets, i64 0, i64 %3, !dbg !223
  %5 = load i32, ptr %4, align 4, !dbg !223, !tbaa !144
  %6 = sext i32 %5 to i64, !dbg !224
  %7 = getelementptr inbounds i8, ptr blockaddress(@relative_dispatch, %8), i64 %6, !dbg !224
  indirectbr ptr %7, [label %8, label %13, label %9, label %11]

8:                                                ; preds = %1
    #dbg_label(!46, !225)
    #dbg_value(i32 1, !45, !DIExpression(), !221)
  br label %9, !dbg !226

9:                                                ; preds = %8, %1
  %10 = phi i32 [ 1111, %8 ], [ 1110, %1 ], !dbg !221
    #dbg_value(i32 %10, !45, !DIExpression(), !221)
    #dbg_label(!47, !227)
    #dbg_value(i32 %10, !45, !DIExpression(), !221)
  br label %11, !dbg !228

11:                                               ; preds = %1, %9
  %12 = phi i32 [ %10, %9 ], [ 1100, %1 ], !dbg !221
    #dbg_value(i32 %12, !45, !DIExpression(), !221)
    #dbg_label(!48, !229)
    #dbg_value(i32 %12, !45, !DIExpression(), !221)
  br label %13, !dbg !230

13:                                               ; preds = %1, %11
  %14 = phi i32 [ %12, %11 ], [ 1000, %1 ], !dbg !221
    #dbg_value(i32 %14, !45, !DIExpression(), !221)
    #dbg_label(!49, !231)
    #dbg_value(i32 %14, !45, !DIExpression(), !221)
  ret i32 %14, !dbg !232
}

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_computed_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "2115cae2ea8205be48cb159b6e3de1c1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "labels", scope: !24, file: !2, line: 8, type: !77, isLocal: true, isDefinition: true)
!24 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 7, type: !25, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !53)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !28}
!27 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !32, splitDebugInlining: false, nameTableKind: None)
!32 = !{!0, !7, !12, !17, !22, !33, !38}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 8)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "offsets", scope: !40, file: !2, line: 28, type: !50, isLocal: true, isDefinition: true)
!40 = distinct !DISubprogram(name: "relative_dispatch", scope: !2, file: !2, line: 27, type: !41, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!30, !30}
!43 = !{!44, !45, !46, !47, !48, !49}
!44 = !DILocalVariable(name: "x", arg: 1, scope: !40, file: !2, line: 27, type: !30)
!45 = !DILocalVariable(name: "acc", scope: !40, file: !2, line: 29, type: !30)
!46 = !DILabel(scope: !40, name: "L0", file: !2, line: 31)
!47 = !DILabel(scope: !40, name: "L1", file: !2, line: 32)
!48 = !DILabel(scope: !40, name: "L2", file: !2, line: 33)
!49 = !DILabel(scope: !40, name: "L3", file: !2, line: 34)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 4)
!53 = !{!54, !55, !59, !61, !62, !63, !64, !65, !66, !67, !69, !70, !71, !73, !74, !75, !76}
!54 = !DILocalVariable(name: "code", arg: 1, scope: !24, file: !2, line: 7, type: !28)
!55 = !DILocalVariable(name: "stack", scope: !24, file: !2, line: 10, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 4096, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 64)
!59 = !DILocalVariable(name: "sp", scope: !24, file: !2, line: 11, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!61 = !DILocalVariable(name: "ip", scope: !24, file: !2, line: 12, type: !28)
!62 = !DILabel(scope: !24, name: "op_push", file: !2, line: 14)
!63 = !DILabel(scope: !24, name: "op_add", file: !2, line: 15)
!64 = !DILabel(scope: !24, name: "op_sub", file: !2, line: 16)
!65 = !DILabel(scope: !24, name: "op_mul", file: !2, line: 17)
!66 = !DILabel(scope: !24, name: "op_jnz", file: !2, line: 18)
!67 = !DILocalVariable(name: "t", scope: !68, file: !2, line: 18, type: !30)
!68 = distinct !DILexicalBlock(scope: !24, file: !2, line: 18, column: 9)
!69 = !DILabel(scope: !24, name: "op_dup", file: !2, line: 19)
!70 = !DILabel(scope: !24, name: "op_swap", file: !2, line: 20)
!71 = !DILocalVariable(name: "t", scope: !72, file: !2, line: 20, type: !27)
!72 = distinct !DILexicalBlock(scope: !24, file: !2, line: 20, column: 10)
!73 = !DILabel(scope: !24, name: "op_over", file: !2, line: 21)
!74 = !DILabel(scope: !24, name: "op_drop", file: !2, line: 22)
!75 = !DILabel(scope: !24, name: "op_print", file: !2, line: 23)
!76 = !DILabel(scope: !24, name: "op_halt", file: !2, line: 24)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 704, elements: !80)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!80 = !{!81}
!81 = !DISubrange(count: 11)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 1, !"target-abi", !"lp64d"}
!86 = !{i32 6, !"riscv-isa", !87}
!87 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 8, !"SmallDataLimit", i32 8}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !95, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!30}
!97 = !{!98, !102, !106, !108, !109}
!98 = !DILocalVariable(name: "fact", scope: !94, file: !2, line: 40, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 480, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 15)
!102 = !DILocalVariable(name: "count", scope: !94, file: !2, line: 43, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 288, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 9)
!106 = !DILocalVariable(name: "sq", scope: !94, file: !2, line: 46, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 576, elements: !15)
!108 = !DILocalVariable(name: "s", scope: !94, file: !2, line: 49, type: !30)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 50, type: !30)
!110 = distinct !DILexicalBlock(scope: !94, file: !2, line: 50, column: 5)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !94)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 41, column: 28, scope: !94)
!117 = !DILocation(line: 41, column: 5, scope: !94)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 44, column: 41, scope: !94)
!120 = !DILocation(line: 44, column: 5, scope: !94)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 48, column: 34, scope: !94)
!123 = !DILocation(line: 48, column: 5, scope: !94)
!124 = !DILocation(line: 0, scope: !110)
!125 = !DILocation(line: 50, column: 46, scope: !126)
!126 = distinct !DILexicalBlock(scope: !110, file: !2, line: 50, column: 5)
!127 = !DILocation(line: 50, column: 67, scope: !126)
!128 = !DILocation(line: 50, column: 39, scope: !126)
!129 = !DILocation(line: 50, column: 44, scope: !126)
!130 = !DILocation(line: 51, column: 5, scope: !94)
!131 = !DILocation(line: 52, column: 5, scope: !94)
!132 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!30, !135, null}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !24)
!139 = !DILocation(line: 13, column: 21, scope: !24)
!140 = !DILocation(line: 13, column: 5, scope: !24)
!141 = !DILocation(line: 14, column: 1, scope: !24)
!142 = !DILocation(line: 14, column: 21, scope: !24)
!143 = !DILocation(line: 14, column: 18, scope: !24)
!144 = !{!145, !145, i64 0}
!145 = !{!"int", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !DILocation(line: 14, column: 13, scope: !24)
!149 = !DILocation(line: 14, column: 16, scope: !24)
!150 = !{!151, !151, i64 0}
!151 = !{!"long long", !146, i64 0}
!152 = !DILocation(line: 14, column: 41, scope: !24)
!153 = !DILocation(line: 14, column: 25, scope: !24)
!154 = !DILocation(line: 15, column: 1, scope: !24)
!155 = !DILocation(line: 15, column: 11, scope: !24)
!156 = !DILocation(line: 15, column: 25, scope: !24)
!157 = !DILocation(line: 15, column: 15, scope: !24)
!158 = !DILocation(line: 15, column: 22, scope: !24)
!159 = !DILocation(line: 15, column: 48, scope: !24)
!160 = !DILocation(line: 15, column: 32, scope: !24)
!161 = !DILocation(line: 16, column: 1, scope: !24)
!162 = !DILocation(line: 16, column: 11, scope: !24)
!163 = !DILocation(line: 16, column: 25, scope: !24)
!164 = !DILocation(line: 16, column: 15, scope: !24)
!165 = !DILocation(line: 16, column: 22, scope: !24)
!166 = !DILocation(line: 16, column: 48, scope: !24)
!167 = !DILocation(line: 16, column: 32, scope: !24)
!168 = !DILocation(line: 17, column: 1, scope: !24)
!169 = !DILocation(line: 17, column: 11, scope: !24)
!170 = !DILocation(line: 17, column: 25, scope: !24)
!171 = !DILocation(line: 17, column: 15, scope: !24)
!172 = !DILocation(line: 17, column: 22, scope: !24)
!173 = !DILocation(line: 17, column: 48, scope: !24)
!174 = !DILocation(line: 17, column: 32, scope: !24)
!175 = !DILocation(line: 18, column: 1, scope: !24)
!176 = !DILocation(line: 18, column: 22, scope: !68)
!177 = !DILocation(line: 0, scope: !68)
!178 = !DILocation(line: 18, column: 30, scope: !179)
!179 = distinct !DILexicalBlock(scope: !68, file: !2, line: 18, column: 30)
!180 = !DILocation(line: 18, column: 30, scope: !68)
!181 = !DILocation(line: 18, column: 19, scope: !68)
!182 = !DILocation(line: 18, column: 48, scope: !179)
!183 = !DILocation(line: 18, column: 38, scope: !179)
!184 = !DILocation(line: 18, scope: !68)
!185 = !DILocation(line: 18, column: 71, scope: !24)
!186 = !DILocation(line: 18, column: 55, scope: !24)
!187 = !DILocation(line: 19, column: 1, scope: !24)
!188 = !DILocation(line: 19, column: 17, scope: !24)
!189 = !DILocation(line: 19, column: 15, scope: !24)
!190 = !DILocation(line: 19, column: 27, scope: !24)
!191 = !DILocation(line: 19, column: 47, scope: !24)
!192 = !DILocation(line: 19, column: 31, scope: !24)
!193 = !DILocation(line: 20, column: 1, scope: !24)
!194 = !DILocation(line: 20, column: 26, scope: !72)
!195 = !DILocation(line: 0, scope: !72)
!196 = !DILocation(line: 20, column: 43, scope: !72)
!197 = !DILocation(line: 20, column: 41, scope: !72)
!198 = !DILocation(line: 20, column: 58, scope: !72)
!199 = !DILocation(line: 20, column: 81, scope: !24)
!200 = !DILocation(line: 20, column: 65, scope: !24)
!201 = !DILocation(line: 21, column: 1, scope: !24)
!202 = !DILocation(line: 21, column: 18, scope: !24)
!203 = !DILocation(line: 21, column: 16, scope: !24)
!204 = !DILocation(line: 21, column: 28, scope: !24)
!205 = !DILocation(line: 21, column: 48, scope: !24)
!206 = !DILocation(line: 21, column: 32, scope: !24)
!207 = !DILocation(line: 22, column: 1, scope: !24)
!208 = !DILocation(line: 22, column: 12, scope: !24)
!209 = !DILocation(line: 22, column: 32, scope: !24)
!210 = !DILocation(line: 22, column: 16, scope: !24)
!211 = !DILocation(line: 23, column: 1, scope: !24)
!212 = !DILocation(line: 23, column: 30, scope: !24)
!213 = !DILocation(line: 23, column: 11, scope: !24)
!214 = !DILocation(line: 23, column: 55, scope: !24)
!215 = !DILocation(line: 23, column: 39, scope: !24)
!216 = !DILocation(line: 24, column: 1, scope: !24)
!217 = !DILocation(line: 24, column: 17, scope: !24)
!218 = !DILocation(line: 24, column: 10, scope: !24)
!219 = !{!220, !220, i64 0}
!220 = !{!"any pointer", !146, i64 0}
!221 = !DILocation(line: 0, scope: !40)
!222 = !DILocation(line: 30, column: 29, scope: !40)
!223 = !DILocation(line: 30, column: 19, scope: !40)
!224 = !DILocation(line: 30, column: 17, scope: !40)
!225 = !DILocation(line: 31, column: 1, scope: !40)
!226 = !DILocation(line: 31, column: 5, scope: !40)
!227 = !DILocation(line: 32, column: 1, scope: !40)
!228 = !DILocation(line: 32, column: 5, scope: !40)
!229 = !DILocation(line: 33, column: 1, scope: !40)
!230 = !DILocation(line: 33, column: 5, scope: !40)
!231 = !DILocation(line: 34, column: 1, scope: !40)
!232 = !DILocation(line: 35, column: 5, scope: !40)
