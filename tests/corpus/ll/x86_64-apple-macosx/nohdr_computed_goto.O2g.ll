; ModuleID = 'tests/programs/nohdr_computed_goto.c'
source_filename = "tests/programs/nohdr_computed_goto.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 15, i32 6, i32 7, i32 3, i32 6, i32 0, i32 1, i32 2, i32 4, i32 4, i32 8, i32 10], align 16
@.str = private unnamed_addr constant [12 x i8] c"15! = %lld\0A\00", align 1, !dbg !0
@__const.main.count = private unnamed_addr constant [9 x i32] [i32 0, i32 5, i32 9, i32 0, i32 1, i32 2, i32 4, i32 2, i32 10], align 16
@.str.1 = private unnamed_addr constant [25 x i8] c"countdown result = %lld\0A\00", align 1, !dbg !7
@__const.main.sq = private unnamed_addr constant [18 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 5, i32 3, i32 6, i32 8, i32 6, i32 7, i32 1, i32 6, i32 8, i32 0, i32 0, i32 1, i32 10], align 16
@.str.2 = private unnamed_addr constant [18 x i8] c"program 3 = %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"relative dispatch = %d\0A\00", align 1, !dbg !17
@run.labels = internal unnamed_addr constant [11 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %14), ptr blockaddress(@run, %21), ptr blockaddress(@run, %28), ptr blockaddress(@run, %35), ptr blockaddress(@run, %47), ptr blockaddress(@run, %52), ptr blockaddress(@run, %57), ptr blockaddress(@run, %62), ptr blockaddress(@run, %65), ptr blockaddress(@run, %70)], align 16, !dbg !22
@.str.4 = private unnamed_addr constant [8 x i8] c"  %lld\0A\00", align 1, !dbg !33
@relative_dispatch.offsets = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %9) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %13) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %8) to i64)) to i32)], align 16, !dbg !38

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !89 {
    #dbg_declare(ptr @__const.main.fact, !93, !DIExpression(), !106)
  %1 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact), !dbg !107
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !108
    #dbg_declare(ptr @__const.main.count, !97, !DIExpression(), !109)
  %3 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.count), !dbg !110
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !111
    #dbg_declare(ptr @__const.main.sq, !101, !DIExpression(), !112)
  %5 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.sq), !dbg !113
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5), !dbg !114
    #dbg_value(i32 0, !103, !DIExpression(), !115)
    #dbg_value(i32 0, !104, !DIExpression(), !116)
    #dbg_value(i32 0, !104, !DIExpression(), !116)
    #dbg_value(i32 0, !103, !DIExpression(), !115)
  %7 = tail call fastcc i32 @relative_dispatch(i32 noundef 0), !dbg !117
  %8 = trunc nuw nsw i32 %7 to i16, !dbg !119
  %9 = urem i16 %8, 7, !dbg !119
    #dbg_value(i16 %9, !103, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !115)
    #dbg_value(i32 1, !104, !DIExpression(), !116)
  %10 = mul nuw nsw i16 %9, 10, !dbg !120
  %11 = tail call fastcc i32 @relative_dispatch(i32 noundef 1), !dbg !117
  %12 = trunc nuw nsw i32 %11 to i16, !dbg !119
  %13 = urem i16 %12, 7, !dbg !119
  %14 = add nuw nsw i16 %10, %13, !dbg !121
    #dbg_value(i16 %14, !103, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !115)
    #dbg_value(i32 2, !104, !DIExpression(), !116)
  %15 = mul nuw nsw i16 %14, 10, !dbg !120
  %16 = tail call fastcc i32 @relative_dispatch(i32 noundef 2), !dbg !117
  %17 = trunc nuw nsw i32 %16 to i16, !dbg !119
  %18 = urem i16 %17, 7, !dbg !119
  %19 = add nuw nsw i16 %15, %18, !dbg !121
  %20 = zext nneg i16 %19 to i32, !dbg !121
    #dbg_value(i32 %20, !103, !DIExpression(), !115)
    #dbg_value(i32 3, !104, !DIExpression(), !116)
  %21 = mul nuw nsw i32 %20, 10, !dbg !120
  %22 = tail call fastcc i32 @relative_dispatch(i32 noundef 3), !dbg !117
  %23 = trunc nuw nsw i32 %22 to i16, !dbg !119
  %24 = urem i16 %23, 7, !dbg !119
  %25 = zext nneg i16 %24 to i32, !dbg !119
  %26 = add nuw nsw i32 %21, %25, !dbg !121
    #dbg_value(i32 %26, !103, !DIExpression(), !115)
    #dbg_value(i32 4, !104, !DIExpression(), !116)
  %27 = mul nuw nsw i32 %26, 10, !dbg !120
  %28 = tail call fastcc i32 @relative_dispatch(i32 noundef 4), !dbg !117
  %29 = trunc nuw nsw i32 %28 to i16, !dbg !119
  %30 = urem i16 %29, 7, !dbg !119
  %31 = zext nneg i16 %30 to i32, !dbg !119
  %32 = add nuw nsw i32 %27, %31, !dbg !121
    #dbg_value(i32 %32, !103, !DIExpression(), !115)
    #dbg_value(i32 5, !104, !DIExpression(), !116)
  %33 = mul nuw nsw i32 %32, 10, !dbg !120
  %34 = tail call fastcc i32 @relative_dispatch(i32 noundef 5), !dbg !117
  %35 = trunc nuw nsw i32 %34 to i16, !dbg !119
  %36 = urem i16 %35, 7, !dbg !119
  %37 = zext nneg i16 %36 to i32, !dbg !119
  %38 = add nuw nsw i32 %33, %37, !dbg !121
    #dbg_value(i32 %38, !103, !DIExpression(), !115)
    #dbg_value(i32 6, !104, !DIExpression(), !116)
  %39 = mul nuw nsw i32 %38, 10, !dbg !120
  %40 = tail call fastcc i32 @relative_dispatch(i32 noundef 6), !dbg !117
  %41 = trunc nuw nsw i32 %40 to i16, !dbg !119
  %42 = urem i16 %41, 7, !dbg !119
  %43 = zext nneg i16 %42 to i32, !dbg !119
  %44 = add nuw nsw i32 %39, %43, !dbg !121
    #dbg_value(i32 %44, !103, !DIExpression(), !115)
    #dbg_value(i32 7, !104, !DIExpression(), !116)
  %45 = mul nuw nsw i32 %44, 10, !dbg !120
  %46 = tail call fastcc i32 @relative_dispatch(i32 noundef 7), !dbg !117
  %47 = trunc nuw nsw i32 %46 to i16, !dbg !119
  %48 = urem i16 %47, 7, !dbg !119
  %49 = zext nneg i16 %48 to i32, !dbg !119
  %50 = add nuw nsw i32 %45, %49, !dbg !121
    #dbg_value(i32 %50, !103, !DIExpression(), !115)
    #dbg_value(i32 8, !104, !DIExpression(), !116)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %50), !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nofree nounwind
declare !dbg !124 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind ssp uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #0 !dbg !24 {
  %2 = alloca [64 x i64], align 16
    #dbg_value(ptr %0, !54, !DIExpression(), !129)
    #dbg_declare(ptr %2, !55, !DIExpression(), !130)
    #dbg_value(ptr %2, !59, !DIExpression(), !129)
    #dbg_value(ptr %0, !61, !DIExpression(), !129)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !131
    #dbg_value(ptr %3, !61, !DIExpression(), !129)
  br label %73, !dbg !132

4:                                                ; preds = %73
    #dbg_label(!62, !133)
  %5 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !134
    #dbg_value(ptr %5, !61, !DIExpression(), !129)
  %6 = load i32, ptr %75, align 4, !dbg !135, !tbaa !136
  %7 = sext i32 %6 to i64, !dbg !135
  %8 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !140
    #dbg_value(ptr %8, !59, !DIExpression(), !129)
  store i64 %7, ptr %76, align 8, !dbg !141, !tbaa !142
  %9 = getelementptr inbounds i8, ptr %75, i64 8, !dbg !144
    #dbg_value(ptr %9, !61, !DIExpression(), !129)
  br label %10, !dbg !145

10:                                               ; preds = %4, %14, %21, %28, %44, %47, %52, %57, %62, %65
  %11 = phi ptr [ %5, %4 ], [ %75, %14 ], [ %75, %21 ], [ %75, %28 ], [ %45, %44 ], [ %75, %47 ], [ %75, %52 ], [ %75, %57 ], [ %75, %62 ], [ %75, %65 ]
  %12 = phi ptr [ %9, %4 ], [ %20, %14 ], [ %27, %21 ], [ %34, %28 ], [ %46, %44 ], [ %51, %47 ], [ %56, %52 ], [ %61, %57 ], [ %64, %62 ], [ %69, %65 ]
  %13 = phi ptr [ %8, %4 ], [ %15, %14 ], [ %22, %21 ], [ %29, %28 ], [ %76, %44 ], [ %50, %47 ], [ %76, %52 ], [ %60, %57 ], [ %63, %62 ], [ %76, %65 ]
  br label %73, !dbg !129

14:                                               ; preds = %73
    #dbg_label(!63, !146)
  %15 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !147
    #dbg_value(ptr %15, !59, !DIExpression(), !129)
  %16 = load i64, ptr %15, align 8, !dbg !148, !tbaa !142
  %17 = getelementptr inbounds i8, ptr %76, i64 -16, !dbg !149
  %18 = load i64, ptr %17, align 8, !dbg !150, !tbaa !142
  %19 = add nsw i64 %18, %16, !dbg !150
  store i64 %19, ptr %17, align 8, !dbg !150, !tbaa !142
  %20 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !151
    #dbg_value(ptr %20, !61, !DIExpression(), !129)
  br label %10, !dbg !152

21:                                               ; preds = %73
    #dbg_label(!64, !153)
  %22 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !154
    #dbg_value(ptr %22, !59, !DIExpression(), !129)
  %23 = load i64, ptr %22, align 8, !dbg !155, !tbaa !142
  %24 = getelementptr inbounds i8, ptr %76, i64 -16, !dbg !156
  %25 = load i64, ptr %24, align 8, !dbg !157, !tbaa !142
  %26 = sub nsw i64 %25, %23, !dbg !157
  store i64 %26, ptr %24, align 8, !dbg !157, !tbaa !142
  %27 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !158
    #dbg_value(ptr %27, !61, !DIExpression(), !129)
  br label %10, !dbg !159

28:                                               ; preds = %73
    #dbg_label(!65, !160)
  %29 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !161
    #dbg_value(ptr %29, !59, !DIExpression(), !129)
  %30 = load i64, ptr %29, align 8, !dbg !162, !tbaa !142
  %31 = getelementptr inbounds i8, ptr %76, i64 -16, !dbg !163
  %32 = load i64, ptr %31, align 8, !dbg !164, !tbaa !142
  %33 = mul nsw i64 %32, %30, !dbg !164
  store i64 %33, ptr %31, align 8, !dbg !164, !tbaa !142
  %34 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !165
    #dbg_value(ptr %34, !61, !DIExpression(), !129)
  br label %10, !dbg !166

35:                                               ; preds = %73
    #dbg_label(!66, !167)
  %36 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !168
    #dbg_value(ptr %36, !61, !DIExpression(), !129)
    #dbg_value(i32 poison, !67, !DIExpression(), !169)
  %37 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !170
  %38 = load i64, ptr %37, align 8, !dbg !170, !tbaa !142
  %39 = icmp eq i64 %38, 0, !dbg !170
  br i1 %39, label %44, label %40, !dbg !172

40:                                               ; preds = %35
  %41 = load i32, ptr %75, align 4, !dbg !173, !tbaa !136
    #dbg_value(i32 %41, !67, !DIExpression(), !169)
  %42 = sext i32 %41 to i64, !dbg !174
  %43 = getelementptr inbounds i32, ptr %0, i64 %42, !dbg !174
    #dbg_value(ptr %43, !61, !DIExpression(), !129)
  br label %44, !dbg !175

44:                                               ; preds = %40, %35
  %45 = phi ptr [ %43, %40 ], [ %36, %35 ], !dbg !176
    #dbg_value(ptr %45, !61, !DIExpression(), !129)
  %46 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !177
    #dbg_value(ptr %46, !61, !DIExpression(), !129)
  br label %10, !dbg !178

47:                                               ; preds = %73
    #dbg_label(!69, !179)
  %48 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !180
  %49 = load i64, ptr %48, align 8, !dbg !180, !tbaa !142
  store i64 %49, ptr %76, align 8, !dbg !181, !tbaa !142
  %50 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !182
    #dbg_value(ptr %50, !59, !DIExpression(), !129)
  %51 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !183
    #dbg_value(ptr %51, !61, !DIExpression(), !129)
  br label %10, !dbg !184

52:                                               ; preds = %73
    #dbg_label(!70, !185)
    #dbg_value(i64 poison, !71, !DIExpression(), !186)
  %53 = getelementptr inbounds i8, ptr %76, i64 -16, !dbg !187
  %54 = load <2 x i64>, ptr %53, align 8, !dbg !187, !tbaa !142
  %55 = shufflevector <2 x i64> %54, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !188
  store <2 x i64> %55, ptr %53, align 8, !dbg !188, !tbaa !142
  %56 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !189
    #dbg_value(ptr %56, !61, !DIExpression(), !129)
  br label %10, !dbg !190

57:                                               ; preds = %73
    #dbg_label(!73, !191)
  %58 = getelementptr inbounds i8, ptr %76, i64 -16, !dbg !192
  %59 = load i64, ptr %58, align 8, !dbg !192, !tbaa !142
  store i64 %59, ptr %76, align 8, !dbg !193, !tbaa !142
  %60 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !194
    #dbg_value(ptr %60, !59, !DIExpression(), !129)
  %61 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !195
    #dbg_value(ptr %61, !61, !DIExpression(), !129)
  br label %10, !dbg !196

62:                                               ; preds = %73
    #dbg_label(!74, !197)
  %63 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !198
    #dbg_value(ptr %63, !59, !DIExpression(), !129)
  %64 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !199
    #dbg_value(ptr %64, !61, !DIExpression(), !129)
  br label %10, !dbg !200

65:                                               ; preds = %73
    #dbg_label(!75, !201)
  %66 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !202
  %67 = load i64, ptr %66, align 8, !dbg !202, !tbaa !142
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %67), !dbg !203
  %69 = getelementptr inbounds i8, ptr %75, i64 4, !dbg !204
    #dbg_value(ptr %69, !61, !DIExpression(), !129)
  br label %10, !dbg !205

70:                                               ; preds = %73
    #dbg_label(!76, !206)
  %71 = getelementptr inbounds i8, ptr %76, i64 -8, !dbg !207
  %72 = load i64, ptr %71, align 8, !dbg !207, !tbaa !142
  ret i64 %72, !dbg !208

73:                                               ; preds = %10, %1
  %74 = phi ptr [ %0, %1 ], [ %11, %10 ]
  %75 = phi ptr [ %3, %1 ], [ %12, %10 ], !dbg !129
  %76 = phi ptr [ %2, %1 ], [ %13, %10 ], !dbg !129
  %77 = load i32, ptr %74, align 4, !dbg !129, !tbaa !136
  %78 = sext i32 %77 to i64, !dbg !129
  %79 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %78, !dbg !129
  %80 = load ptr, ptr %79, align 8, !dbg !129, !tbaa !209
    #dbg_value(ptr %76, !59, !DIExpression(), !129)
    #dbg_value(ptr %75, !61, !DIExpression(), !129)
  indirectbr ptr %80, [label %4, label %14, label %21, label %28, label %35, label %47, label %52, label %57, label %62, label %65, label %70]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) uwtable
define internal fastcc range(i32 1000, 1112) i32 @relative_dispatch(i32 noundef %0) #2 !dbg !40 {
    #dbg_value(i32 %0, !44, !DIExpression(), !211)
    #dbg_value(i32 0, !45, !DIExpression(), !211)
  %2 = and i32 %0, 3, !dbg !212
  %3 = zext nneg i32 %2 to i64, !dbg !213
  %4 = getelementptr inbounds [4 x i32], ptr @relative_dispatch.offsets, i64 0, i64 %3, !dbg !213
  %5 = load i32, ptr %4, align 4, !dbg !213, !tbaa !136
  %6 = sext i32 %5 to i64, !dbg !214
  %7 = getelementptr inbounds i8, ptr blockaddress(@relative_dispatch, %8), i64 %6, !dbg !214
  indirectbr ptr %7, [label %8, label %13, label %9, label %11]

8:                                                ; preds = %1
    #dbg_label(!46, !215)
    #dbg_value(i32 1, !45, !DIExpression(), !211)
  br label %9, !dbg !216

9:                                                ; preds = %8, %1
  %10 = phi i32 [ 1111, %8 ], [ 1110, %1 ], !dbg !211
    #dbg_value(i32 %10, !45, !DIExpression(), !211)
    #dbg_label(!47, !217)
    #dbg_value(i32 %10, !45, !DIExpression(), !211)
  br label %11, !dbg !218

11:                                               ; preds = %1, %9
  %12 = phi i32 [ %10, %9 ], [ 1100, %1 ], !dbg !211
    #dbg_value(i32 %12, !45, !DIExpression(), !211)
    #dbg_label(!48, !219)
    #dbg_value(i32 %12, !45, !DIExpression(), !211)
  br label %13, !dbg !220

13:                                               ; preds = %1, %11
  %14 = phi i32 [ %12, %11 ], [ 1000, %1 ], !dbg !211
    #dbg_value(i32 %14, !45, !DIExpression(), !211)
    #dbg_label(!49, !221)
    #dbg_value(i32 %14, !45, !DIExpression(), !211)
  ret i32 %14, !dbg !222
}

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_computed_goto.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !32, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
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
!82 = !{i32 7, !"Dwarf Version", i32 4}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"frame-pointer", i32 2}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !90, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!30}
!92 = !{!93, !97, !101, !103, !104}
!93 = !DILocalVariable(name: "fact", scope: !89, file: !2, line: 40, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 480, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 15)
!97 = !DILocalVariable(name: "count", scope: !89, file: !2, line: 43, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 288, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 9)
!101 = !DILocalVariable(name: "sq", scope: !89, file: !2, line: 46, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 576, elements: !15)
!103 = !DILocalVariable(name: "s", scope: !89, file: !2, line: 49, type: !30)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 50, type: !30)
!105 = distinct !DILexicalBlock(scope: !89, file: !2, line: 50, column: 5)
!106 = !DILocation(line: 40, column: 9, scope: !89)
!107 = !DILocation(line: 41, column: 28, scope: !89)
!108 = !DILocation(line: 41, column: 5, scope: !89)
!109 = !DILocation(line: 43, column: 9, scope: !89)
!110 = !DILocation(line: 44, column: 41, scope: !89)
!111 = !DILocation(line: 44, column: 5, scope: !89)
!112 = !DILocation(line: 46, column: 9, scope: !89)
!113 = !DILocation(line: 48, column: 34, scope: !89)
!114 = !DILocation(line: 48, column: 5, scope: !89)
!115 = !DILocation(line: 0, scope: !89)
!116 = !DILocation(line: 0, scope: !105)
!117 = !DILocation(line: 50, column: 46, scope: !118)
!118 = distinct !DILexicalBlock(scope: !105, file: !2, line: 50, column: 5)
!119 = !DILocation(line: 50, column: 67, scope: !118)
!120 = !DILocation(line: 50, column: 39, scope: !118)
!121 = !DILocation(line: 50, column: 44, scope: !118)
!122 = !DILocation(line: 51, column: 5, scope: !89)
!123 = !DILocation(line: 52, column: 5, scope: !89)
!124 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!30, !127, null}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!129 = !DILocation(line: 0, scope: !24)
!130 = !DILocation(line: 10, column: 15, scope: !24)
!131 = !DILocation(line: 13, column: 21, scope: !24)
!132 = !DILocation(line: 13, column: 5, scope: !24)
!133 = !DILocation(line: 14, column: 1, scope: !24)
!134 = !DILocation(line: 14, column: 21, scope: !24)
!135 = !DILocation(line: 14, column: 18, scope: !24)
!136 = !{!137, !137, i64 0}
!137 = !{!"int", !138, i64 0}
!138 = !{!"omnipotent char", !139, i64 0}
!139 = !{!"Simple C/C++ TBAA"}
!140 = !DILocation(line: 14, column: 13, scope: !24)
!141 = !DILocation(line: 14, column: 16, scope: !24)
!142 = !{!143, !143, i64 0}
!143 = !{!"long long", !138, i64 0}
!144 = !DILocation(line: 14, column: 41, scope: !24)
!145 = !DILocation(line: 14, column: 25, scope: !24)
!146 = !DILocation(line: 15, column: 1, scope: !24)
!147 = !DILocation(line: 15, column: 11, scope: !24)
!148 = !DILocation(line: 15, column: 25, scope: !24)
!149 = !DILocation(line: 15, column: 15, scope: !24)
!150 = !DILocation(line: 15, column: 22, scope: !24)
!151 = !DILocation(line: 15, column: 48, scope: !24)
!152 = !DILocation(line: 15, column: 32, scope: !24)
!153 = !DILocation(line: 16, column: 1, scope: !24)
!154 = !DILocation(line: 16, column: 11, scope: !24)
!155 = !DILocation(line: 16, column: 25, scope: !24)
!156 = !DILocation(line: 16, column: 15, scope: !24)
!157 = !DILocation(line: 16, column: 22, scope: !24)
!158 = !DILocation(line: 16, column: 48, scope: !24)
!159 = !DILocation(line: 16, column: 32, scope: !24)
!160 = !DILocation(line: 17, column: 1, scope: !24)
!161 = !DILocation(line: 17, column: 11, scope: !24)
!162 = !DILocation(line: 17, column: 25, scope: !24)
!163 = !DILocation(line: 17, column: 15, scope: !24)
!164 = !DILocation(line: 17, column: 22, scope: !24)
!165 = !DILocation(line: 17, column: 48, scope: !24)
!166 = !DILocation(line: 17, column: 32, scope: !24)
!167 = !DILocation(line: 18, column: 1, scope: !24)
!168 = !DILocation(line: 18, column: 22, scope: !68)
!169 = !DILocation(line: 0, scope: !68)
!170 = !DILocation(line: 18, column: 30, scope: !171)
!171 = distinct !DILexicalBlock(scope: !68, file: !2, line: 18, column: 30)
!172 = !DILocation(line: 18, column: 30, scope: !68)
!173 = !DILocation(line: 18, column: 19, scope: !68)
!174 = !DILocation(line: 18, column: 48, scope: !171)
!175 = !DILocation(line: 18, column: 38, scope: !171)
!176 = !DILocation(line: 18, scope: !68)
!177 = !DILocation(line: 18, column: 71, scope: !24)
!178 = !DILocation(line: 18, column: 55, scope: !24)
!179 = !DILocation(line: 19, column: 1, scope: !24)
!180 = !DILocation(line: 19, column: 17, scope: !24)
!181 = !DILocation(line: 19, column: 15, scope: !24)
!182 = !DILocation(line: 19, column: 27, scope: !24)
!183 = !DILocation(line: 19, column: 47, scope: !24)
!184 = !DILocation(line: 19, column: 31, scope: !24)
!185 = !DILocation(line: 20, column: 1, scope: !24)
!186 = !DILocation(line: 0, scope: !72)
!187 = !DILocation(line: 20, column: 43, scope: !72)
!188 = !DILocation(line: 20, column: 58, scope: !72)
!189 = !DILocation(line: 20, column: 81, scope: !24)
!190 = !DILocation(line: 20, column: 65, scope: !24)
!191 = !DILocation(line: 21, column: 1, scope: !24)
!192 = !DILocation(line: 21, column: 18, scope: !24)
!193 = !DILocation(line: 21, column: 16, scope: !24)
!194 = !DILocation(line: 21, column: 28, scope: !24)
!195 = !DILocation(line: 21, column: 48, scope: !24)
!196 = !DILocation(line: 21, column: 32, scope: !24)
!197 = !DILocation(line: 22, column: 1, scope: !24)
!198 = !DILocation(line: 22, column: 12, scope: !24)
!199 = !DILocation(line: 22, column: 32, scope: !24)
!200 = !DILocation(line: 22, column: 16, scope: !24)
!201 = !DILocation(line: 23, column: 1, scope: !24)
!202 = !DILocation(line: 23, column: 30, scope: !24)
!203 = !DILocation(line: 23, column: 11, scope: !24)
!204 = !DILocation(line: 23, column: 55, scope: !24)
!205 = !DILocation(line: 23, column: 39, scope: !24)
!206 = !DILocation(line: 24, column: 1, scope: !24)
!207 = !DILocation(line: 24, column: 17, scope: !24)
!208 = !DILocation(line: 24, column: 10, scope: !24)
!209 = !{!210, !210, i64 0}
!210 = !{!"any pointer", !138, i64 0}
!211 = !DILocation(line: 0, scope: !40)
!212 = !DILocation(line: 30, column: 29, scope: !40)
!213 = !DILocation(line: 30, column: 19, scope: !40)
!214 = !DILocation(line: 30, column: 17, scope: !40)
!215 = !DILocation(line: 31, column: 1, scope: !40)
!216 = !DILocation(line: 31, column: 5, scope: !40)
!217 = !DILocation(line: 32, column: 1, scope: !40)
!218 = !DILocation(line: 32, column: 5, scope: !40)
!219 = !DILocation(line: 33, column: 1, scope: !40)
!220 = !DILocation(line: 33, column: 5, scope: !40)
!221 = !DILocation(line: 34, column: 1, scope: !40)
!222 = !DILocation(line: 35, column: 5, scope: !40)
