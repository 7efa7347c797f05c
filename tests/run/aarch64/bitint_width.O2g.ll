; ModuleID = 'tests/run/aarch64/bitint_width.c'
source_filename = "tests/run/aarch64/bitint_width.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.as = private unnamed_addr constant [13 x i64] [i64 1, i64 -1, i64 2, i64 3, i64 5, i64 1000, i64 -1000, i64 63, i64 74565, i64 46341, i64 -46341, i64 32767, i64 2147483647], align 8
@__const.main.bs = private unnamed_addr constant [7 x i64] [i64 -1, i64 1, i64 -2, i64 3, i64 46340, i64 65536, i64 -65536], align 8
@.str = private unnamed_addr constant [11 x i8] c"%lld*%lld:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c" 7:%d%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c" 13:%d%d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c" 24:%d%d\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c" 31:%d%d\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [9 x i8] c" 37:%d%d\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [9 x i8] c" 48:%d%d\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [9 x i8] c" 63:%d%d\00", align 1, !dbg !25
@.str.8 = private unnamed_addr constant [9 x i8] c" 65:%d%d\00", align 1, !dbg !27
@.str.9 = private unnamed_addr constant [9 x i8] c" 96:%d%d\00", align 1, !dbg !29
@.str.10 = private unnamed_addr constant [10 x i8] c" 100:%d%d\00", align 1, !dbg !31
@.str.11 = private unnamed_addr constant [10 x i8] c" 127:%d%d\00", align 1, !dbg !36
@.str.13 = private unnamed_addr constant [18 x i8] c"addo %d %d %d %d\0A\00", align 1, !dbg !38
@.str.14 = private unnamed_addr constant [31 x i8] c"clz %d %d %d ctz %d %d pop %d\0A\00", align 1, !dbg !43
@.str.15 = private unnamed_addr constant [5 x i8] c"brev\00", align 1, !dbg !48
@.str.16 = private unnamed_addr constant [8 x i8] c"uaddsat\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [8 x i8] c"saddsat\00", align 1, !dbg !55
@.str.18 = private unnamed_addr constant [9 x i8] c"saddsat-\00", align 1, !dbg !57
@.str.19 = private unnamed_addr constant [8 x i8] c"usubsat\00", align 1, !dbg !59
@.str.20 = private unnamed_addr constant [8 x i8] c"ssubsat\00", align 1, !dbg !61
@.str.21 = private unnamed_addr constant [18 x i8] c"%s %09llx%016llx\0A\00", align 1, !dbg !63

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local i128 @__muloti4(i128 noundef %0, i128 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !89 {
    #dbg_value(i128 %0, !95, !DIExpression(), !110)
    #dbg_value(i128 %1, !96, !DIExpression(), !110)
    #dbg_value(ptr %2, !97, !DIExpression(), !110)
  %4 = tail call i128 @llvm.abs.i128(i128 %0, i1 false), !dbg !111
  %5 = lshr i128 %4, 64, !dbg !111
    #dbg_value(i128 poison, !98, !DIExpression(), !110)
  %6 = tail call i128 @llvm.abs.i128(i128 %1, i1 false), !dbg !112
  %7 = lshr i128 %6, 64, !dbg !112
    #dbg_value(i128 poison, !99, !DIExpression(), !110)
  %8 = lshr i128 %0, 127, !dbg !113
  %9 = trunc nuw nsw i128 %8 to i32, !dbg !113
  %10 = lshr i128 %1, 127, !dbg !114
  %11 = trunc nuw nsw i128 %10 to i32, !dbg !114
  %12 = icmp eq i32 %9, %11, !dbg !115
    #dbg_value(i1 %12, !100, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !110)
    #dbg_value(i32 0, !101, !DIExpression(), !110)
    #dbg_value(i128 %4, !102, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !110)
    #dbg_value(i128 %5, !103, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !110)
    #dbg_value(i128 %6, !104, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !110)
    #dbg_value(i128 %7, !105, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !110)
    #dbg_value(!DIArgList(i1 poison, i1 poison), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !110)
  %13 = and i128 %6, 18446744073709551615, !dbg !116
  %14 = mul nuw nsw i128 %13, %5, !dbg !117
  %15 = and i128 %4, 18446744073709551615, !dbg !118
  %16 = mul nuw nsw i128 %7, %15, !dbg !119
  %17 = add nuw i128 %14, %16, !dbg !120
    #dbg_value(i128 %17, !106, !DIExpression(), !110)
    #dbg_value(!DIArgList(i1 poison, i1 poison, i1 poison), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !110)
  %18 = mul nuw i128 %13, %15, !dbg !121
    #dbg_value(i128 %18, !107, !DIExpression(), !110)
  %19 = shl i128 %17, 64, !dbg !122
  %20 = add i128 %19, %18, !dbg !123
    #dbg_value(i128 %20, !108, !DIExpression(), !110)
    #dbg_value(i32 poison, !101, !DIExpression(), !110)
    #dbg_value(i128 -170141183460469231731687303715884105728, !109, !DIExpression(), !110)
  %21 = icmp slt i128 %20, 0
  %22 = select i1 %12, i1 %21, i1 false, !dbg !124
  br i1 %22, label %34, label %23, !dbg !124

23:                                               ; preds = %3
  %24 = icmp ult i128 %20, %18, !dbg !126
  %25 = icmp ugt i128 %17, 18446744073709551615, !dbg !128
  %26 = icmp ugt i128 %4, 18446744073709551615, !dbg !130
  %27 = icmp ugt i128 %6, 18446744073709551615
    #dbg_value(!DIArgList(i1 %25, i1 %26, i1 %27), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !110)
  %28 = and i1 %26, %27, !dbg !132
    #dbg_value(!DIArgList(i1 %25, i1 %28), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !110)
  %29 = or i1 %28, %25, !dbg !133
    #dbg_value(i1 %29, !101, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !110)
  %30 = select i1 %24, i1 true, i1 %29, !dbg !134
  %31 = zext i1 %30 to i32, !dbg !134
    #dbg_value(i32 %31, !101, !DIExpression(), !110)
  %32 = icmp ult i128 %20, -170141183460469231731687303715884105727
  %33 = select i1 %12, i1 true, i1 %32, !dbg !135
  br i1 %33, label %35, label %34, !dbg !135

34:                                               ; preds = %23, %3
    #dbg_value(i32 1, !101, !DIExpression(), !110)
  br label %35, !dbg !136

35:                                               ; preds = %34, %23
  %36 = phi i32 [ 1, %34 ], [ %31, %23 ], !dbg !110
    #dbg_value(i32 %36, !101, !DIExpression(), !110)
  store i32 %36, ptr %2, align 4, !dbg !137, !tbaa !138
  %37 = sub i128 0, %20, !dbg !142
  %38 = select i1 %12, i128 %20, i128 %37, !dbg !142
  ret i128 %38, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo7(i7 noundef %0, i7 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !144 {
    #dbg_value(i7 %0, !150, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !153)
    #dbg_value(i7 %1, !151, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !153)
    #dbg_value(ptr %2, !152, !DIExpression(), !153)
  %4 = tail call { i7, i1 } @llvm.smul.with.overflow.i7(i7 %0, i7 %1), !dbg !154
  %5 = extractvalue { i7, i1 } %4, 1, !dbg !154
  %6 = extractvalue { i7, i1 } %4, 0, !dbg !154
  %7 = sext i7 %6 to i8, !dbg !154
  store i8 %7, ptr %2, align 1, !dbg !154
  %8 = zext i1 %5 to i32, !dbg !154
  ret i32 %8, !dbg !154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i7, i1 } @llvm.smul.with.overflow.i7(i7, i7) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo7(i7 noundef %0, i7 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !155 {
    #dbg_value(i7 %0, !161, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !164)
    #dbg_value(i7 %1, !162, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !164)
    #dbg_value(ptr %2, !163, !DIExpression(), !164)
  %4 = tail call { i7, i1 } @llvm.umul.with.overflow.i7(i7 %0, i7 %1), !dbg !165
  %5 = extractvalue { i7, i1 } %4, 1, !dbg !165
  %6 = extractvalue { i7, i1 } %4, 0, !dbg !165
  %7 = zext i7 %6 to i8, !dbg !165
  store i8 %7, ptr %2, align 1, !dbg !165
  %8 = zext i1 %5 to i32, !dbg !165
  ret i32 %8, !dbg !165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i7, i1 } @llvm.umul.with.overflow.i7(i7, i7) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo13(i13 noundef %0, i13 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !166 {
    #dbg_value(i13 %0, !172, !DIExpression(DW_OP_LLVM_convert, 13, DW_ATE_signed, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_stack_value), !175)
    #dbg_value(i13 %1, !173, !DIExpression(DW_OP_LLVM_convert, 13, DW_ATE_signed, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_stack_value), !175)
    #dbg_value(ptr %2, !174, !DIExpression(), !175)
  %4 = tail call { i13, i1 } @llvm.smul.with.overflow.i13(i13 %0, i13 %1), !dbg !176
  %5 = extractvalue { i13, i1 } %4, 1, !dbg !176
  %6 = extractvalue { i13, i1 } %4, 0, !dbg !176
  %7 = sext i13 %6 to i16, !dbg !176
  store i16 %7, ptr %2, align 2, !dbg !176
  %8 = zext i1 %5 to i32, !dbg !176
  ret i32 %8, !dbg !176
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i13, i1 } @llvm.smul.with.overflow.i13(i13, i13) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo13(i13 noundef %0, i13 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !177 {
    #dbg_value(i13 %0, !183, !DIExpression(DW_OP_LLVM_convert, 13, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !186)
    #dbg_value(i13 %1, !184, !DIExpression(DW_OP_LLVM_convert, 13, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !186)
    #dbg_value(ptr %2, !185, !DIExpression(), !186)
  %4 = tail call { i13, i1 } @llvm.umul.with.overflow.i13(i13 %0, i13 %1), !dbg !187
  %5 = extractvalue { i13, i1 } %4, 1, !dbg !187
  %6 = extractvalue { i13, i1 } %4, 0, !dbg !187
  %7 = zext i13 %6 to i16, !dbg !187
  store i16 %7, ptr %2, align 2, !dbg !187
  %8 = zext i1 %5 to i32, !dbg !187
  ret i32 %8, !dbg !187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i13, i1 } @llvm.umul.with.overflow.i13(i13, i13) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo24(i24 noundef %0, i24 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !188 {
    #dbg_value(i24 %0, !194, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !197)
    #dbg_value(i24 %1, !195, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !197)
    #dbg_value(ptr %2, !196, !DIExpression(), !197)
  %4 = tail call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %0, i24 %1), !dbg !198
  %5 = extractvalue { i24, i1 } %4, 1, !dbg !198
  %6 = extractvalue { i24, i1 } %4, 0, !dbg !198
  %7 = sext i24 %6 to i32, !dbg !198
  store i32 %7, ptr %2, align 4, !dbg !198
  %8 = zext i1 %5 to i32, !dbg !198
  ret i32 %8, !dbg !198
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo24(i24 noundef %0, i24 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !199 {
    #dbg_value(i24 %0, !205, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !208)
    #dbg_value(i24 %1, !206, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !208)
    #dbg_value(ptr %2, !207, !DIExpression(), !208)
  %4 = tail call { i24, i1 } @llvm.umul.with.overflow.i24(i24 %0, i24 %1), !dbg !209
  %5 = extractvalue { i24, i1 } %4, 1, !dbg !209
  %6 = extractvalue { i24, i1 } %4, 0, !dbg !209
  %7 = zext i24 %6 to i32, !dbg !209
  store i32 %7, ptr %2, align 4, !dbg !209
  %8 = zext i1 %5 to i32, !dbg !209
  ret i32 %8, !dbg !209
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.umul.with.overflow.i24(i24, i24) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo31(i31 noundef %0, i31 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !210 {
    #dbg_value(i31 %0, !212, !DIExpression(DW_OP_LLVM_convert, 31, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !215)
    #dbg_value(i31 %1, !213, !DIExpression(DW_OP_LLVM_convert, 31, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !215)
    #dbg_value(ptr %2, !214, !DIExpression(), !215)
  %4 = tail call { i31, i1 } @llvm.smul.with.overflow.i31(i31 %0, i31 %1), !dbg !216
  %5 = extractvalue { i31, i1 } %4, 1, !dbg !216
  %6 = extractvalue { i31, i1 } %4, 0, !dbg !216
  %7 = sext i31 %6 to i32, !dbg !216
  store i32 %7, ptr %2, align 4, !dbg !216
  %8 = zext i1 %5 to i32, !dbg !216
  ret i32 %8, !dbg !216
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i31, i1 } @llvm.smul.with.overflow.i31(i31, i31) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo31(i31 noundef %0, i31 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !217 {
    #dbg_value(i31 %0, !219, !DIExpression(DW_OP_LLVM_convert, 31, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !222)
    #dbg_value(i31 %1, !220, !DIExpression(DW_OP_LLVM_convert, 31, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !222)
    #dbg_value(ptr %2, !221, !DIExpression(), !222)
  %4 = tail call { i31, i1 } @llvm.umul.with.overflow.i31(i31 %0, i31 %1), !dbg !223
  %5 = extractvalue { i31, i1 } %4, 1, !dbg !223
  %6 = extractvalue { i31, i1 } %4, 0, !dbg !223
  %7 = zext i31 %6 to i32, !dbg !223
  store i32 %7, ptr %2, align 4, !dbg !223
  %8 = zext i1 %5 to i32, !dbg !223
  ret i32 %8, !dbg !223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i31, i1 } @llvm.umul.with.overflow.i31(i31, i31) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo37(i37 noundef %0, i37 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !224 {
    #dbg_value(i37 %0, !230, !DIExpression(DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !233)
    #dbg_value(i37 %1, !231, !DIExpression(DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !233)
    #dbg_value(ptr %2, !232, !DIExpression(), !233)
  %4 = tail call { i37, i1 } @llvm.smul.with.overflow.i37(i37 %0, i37 %1), !dbg !234
  %5 = extractvalue { i37, i1 } %4, 1, !dbg !234
  %6 = extractvalue { i37, i1 } %4, 0, !dbg !234
  %7 = sext i37 %6 to i64, !dbg !234
  store i64 %7, ptr %2, align 8, !dbg !234
  %8 = zext i1 %5 to i32, !dbg !234
  ret i32 %8, !dbg !234
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.smul.with.overflow.i37(i37, i37) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo37(i37 noundef %0, i37 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !235 {
    #dbg_value(i37 %0, !241, !DIExpression(DW_OP_LLVM_convert, 37, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !244)
    #dbg_value(i37 %1, !242, !DIExpression(DW_OP_LLVM_convert, 37, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !244)
    #dbg_value(ptr %2, !243, !DIExpression(), !244)
  %4 = tail call { i37, i1 } @llvm.umul.with.overflow.i37(i37 %0, i37 %1), !dbg !245
  %5 = extractvalue { i37, i1 } %4, 1, !dbg !245
  %6 = extractvalue { i37, i1 } %4, 0, !dbg !245
  %7 = zext i37 %6 to i64, !dbg !245
  store i64 %7, ptr %2, align 8, !dbg !245
  %8 = zext i1 %5 to i32, !dbg !245
  ret i32 %8, !dbg !245
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.umul.with.overflow.i37(i37, i37) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo48(i48 noundef %0, i48 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !246 {
    #dbg_value(i48 %0, !248, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !251)
    #dbg_value(i48 %1, !249, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !251)
    #dbg_value(ptr %2, !250, !DIExpression(), !251)
  %4 = tail call { i48, i1 } @llvm.smul.with.overflow.i48(i48 %0, i48 %1), !dbg !252
  %5 = extractvalue { i48, i1 } %4, 1, !dbg !252
  %6 = extractvalue { i48, i1 } %4, 0, !dbg !252
  %7 = sext i48 %6 to i64, !dbg !252
  store i64 %7, ptr %2, align 8, !dbg !252
  %8 = zext i1 %5 to i32, !dbg !252
  ret i32 %8, !dbg !252
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i48, i1 } @llvm.smul.with.overflow.i48(i48, i48) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo48(i48 noundef %0, i48 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !253 {
    #dbg_value(i48 %0, !255, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !258)
    #dbg_value(i48 %1, !256, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !258)
    #dbg_value(ptr %2, !257, !DIExpression(), !258)
  %4 = tail call { i48, i1 } @llvm.umul.with.overflow.i48(i48 %0, i48 %1), !dbg !259
  %5 = extractvalue { i48, i1 } %4, 1, !dbg !259
  %6 = extractvalue { i48, i1 } %4, 0, !dbg !259
  %7 = zext i48 %6 to i64, !dbg !259
  store i64 %7, ptr %2, align 8, !dbg !259
  %8 = zext i1 %5 to i32, !dbg !259
  ret i32 %8, !dbg !259
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i48, i1 } @llvm.umul.with.overflow.i48(i48, i48) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo63(i63 noundef %0, i63 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !260 {
    #dbg_value(i63 %0, !262, !DIExpression(DW_OP_LLVM_convert, 63, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !265)
    #dbg_value(i63 %1, !263, !DIExpression(DW_OP_LLVM_convert, 63, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !265)
    #dbg_value(ptr %2, !264, !DIExpression(), !265)
  %4 = tail call { i63, i1 } @llvm.smul.with.overflow.i63(i63 %0, i63 %1), !dbg !266
  %5 = extractvalue { i63, i1 } %4, 1, !dbg !266
  %6 = extractvalue { i63, i1 } %4, 0, !dbg !266
  %7 = sext i63 %6 to i64, !dbg !266
  store i64 %7, ptr %2, align 8, !dbg !266
  %8 = zext i1 %5 to i32, !dbg !266
  ret i32 %8, !dbg !266
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i63, i1 } @llvm.smul.with.overflow.i63(i63, i63) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo63(i63 noundef %0, i63 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !267 {
    #dbg_value(i63 %0, !269, !DIExpression(DW_OP_LLVM_convert, 63, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !272)
    #dbg_value(i63 %1, !270, !DIExpression(DW_OP_LLVM_convert, 63, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !272)
    #dbg_value(ptr %2, !271, !DIExpression(), !272)
  %4 = tail call { i63, i1 } @llvm.umul.with.overflow.i63(i63 %0, i63 %1), !dbg !273
  %5 = extractvalue { i63, i1 } %4, 1, !dbg !273
  %6 = extractvalue { i63, i1 } %4, 0, !dbg !273
  %7 = zext i63 %6 to i64, !dbg !273
  store i64 %7, ptr %2, align 8, !dbg !273
  %8 = zext i1 %5 to i32, !dbg !273
  ret i32 %8, !dbg !273
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i63, i1 } @llvm.umul.with.overflow.i63(i63, i63) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo65(i65 noundef %0, i65 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !274 {
    #dbg_value(i65 %0, !279, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !282)
    #dbg_value(i65 %1, !280, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !282)
    #dbg_value(ptr %2, !281, !DIExpression(), !282)
  %4 = tail call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %0, i65 %1), !dbg !283
  %5 = extractvalue { i65, i1 } %4, 1, !dbg !283
  %6 = extractvalue { i65, i1 } %4, 0, !dbg !283
  %7 = sext i65 %6 to i128, !dbg !283
  store i128 %7, ptr %2, align 16, !dbg !283
  %8 = zext i1 %5 to i32, !dbg !283
  ret i32 %8, !dbg !283
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo65(i65 noundef %0, i65 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !284 {
    #dbg_value(i65 %0, !289, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !292)
    #dbg_value(i65 %1, !290, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !292)
    #dbg_value(ptr %2, !291, !DIExpression(), !292)
  %4 = tail call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %0, i65 %1), !dbg !293
  %5 = extractvalue { i65, i1 } %4, 1, !dbg !293
  %6 = extractvalue { i65, i1 } %4, 0, !dbg !293
  %7 = zext i65 %6 to i128, !dbg !293
  store i128 %7, ptr %2, align 16, !dbg !293
  %8 = zext i1 %5 to i32, !dbg !293
  ret i32 %8, !dbg !293
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.umul.with.overflow.i65(i65, i65) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo96(i96 noundef %0, i96 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !294 {
    #dbg_value(i96 %0, !296, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !299)
    #dbg_value(i96 %1, !297, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !299)
    #dbg_value(ptr %2, !298, !DIExpression(), !299)
  %4 = tail call { i96, i1 } @llvm.smul.with.overflow.i96(i96 %0, i96 %1), !dbg !300
  %5 = extractvalue { i96, i1 } %4, 1, !dbg !300
  %6 = extractvalue { i96, i1 } %4, 0, !dbg !300
  %7 = sext i96 %6 to i128, !dbg !300
  store i128 %7, ptr %2, align 16, !dbg !300
  %8 = zext i1 %5 to i32, !dbg !300
  ret i32 %8, !dbg !300
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i96, i1 } @llvm.smul.with.overflow.i96(i96, i96) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo96(i96 noundef %0, i96 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !301 {
    #dbg_value(i96 %0, !303, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !306)
    #dbg_value(i96 %1, !304, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !306)
    #dbg_value(ptr %2, !305, !DIExpression(), !306)
  %4 = tail call { i96, i1 } @llvm.umul.with.overflow.i96(i96 %0, i96 %1), !dbg !307
  %5 = extractvalue { i96, i1 } %4, 1, !dbg !307
  %6 = extractvalue { i96, i1 } %4, 0, !dbg !307
  %7 = zext i96 %6 to i128, !dbg !307
  store i128 %7, ptr %2, align 16, !dbg !307
  %8 = zext i1 %5 to i32, !dbg !307
  ret i32 %8, !dbg !307
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i96, i1 } @llvm.umul.with.overflow.i96(i96, i96) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo100(i100 noundef %0, i100 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !308 {
    #dbg_value(i100 %0, !310, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !313)
    #dbg_value(i100 %1, !311, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !313)
    #dbg_value(ptr %2, !312, !DIExpression(), !313)
  %4 = tail call { i100, i1 } @llvm.smul.with.overflow.i100(i100 %0, i100 %1), !dbg !314
  %5 = extractvalue { i100, i1 } %4, 1, !dbg !314
  %6 = extractvalue { i100, i1 } %4, 0, !dbg !314
  %7 = sext i100 %6 to i128, !dbg !314
  store i128 %7, ptr %2, align 16, !dbg !314
  %8 = zext i1 %5 to i32, !dbg !314
  ret i32 %8, !dbg !314
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.smul.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo100(i100 noundef %0, i100 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !315 {
    #dbg_value(i100 %0, !317, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !320)
    #dbg_value(i100 %1, !318, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !320)
    #dbg_value(ptr %2, !319, !DIExpression(), !320)
  %4 = tail call { i100, i1 } @llvm.umul.with.overflow.i100(i100 %0, i100 %1), !dbg !321
  %5 = extractvalue { i100, i1 } %4, 1, !dbg !321
  %6 = extractvalue { i100, i1 } %4, 0, !dbg !321
  %7 = zext i100 %6 to i128, !dbg !321
  store i128 %7, ptr %2, align 16, !dbg !321
  %8 = zext i1 %5 to i32, !dbg !321
  ret i32 %8, !dbg !321
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.umul.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo127(i127 noundef %0, i127 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !322 {
    #dbg_value(i127 %0, !324, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !327)
    #dbg_value(i127 %1, !325, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !327)
    #dbg_value(ptr %2, !326, !DIExpression(), !327)
  %4 = tail call { i127, i1 } @llvm.smul.with.overflow.i127(i127 %0, i127 %1), !dbg !328
  %5 = extractvalue { i127, i1 } %4, 1, !dbg !328
  %6 = extractvalue { i127, i1 } %4, 0, !dbg !328
  %7 = sext i127 %6 to i128, !dbg !328
  store i128 %7, ptr %2, align 16, !dbg !328
  %8 = zext i1 %5 to i32, !dbg !328
  ret i32 %8, !dbg !328
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i127, i1 } @llvm.smul.with.overflow.i127(i127, i127) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo127(i127 noundef %0, i127 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !329 {
    #dbg_value(i127 %0, !331, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !334)
    #dbg_value(i127 %1, !332, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !334)
    #dbg_value(ptr %2, !333, !DIExpression(), !334)
  %4 = tail call { i127, i1 } @llvm.umul.with.overflow.i127(i127 %0, i127 %1), !dbg !335
  %5 = extractvalue { i127, i1 } %4, 1, !dbg !335
  %6 = extractvalue { i127, i1 } %4, 0, !dbg !335
  %7 = zext i127 %6 to i128, !dbg !335
  store i128 %7, ptr %2, align 16, !dbg !335
  %8 = zext i1 %5 to i32, !dbg !335
  ret i32 %8, !dbg !335
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i127, i1 } @llvm.umul.with.overflow.i127(i127, i127) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @uadd100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 !dbg !336 {
    #dbg_value(i100 %0, !340, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !343)
    #dbg_value(i100 %1, !341, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !343)
  %3 = tail call { i100, i1 } @llvm.uadd.with.overflow.i100(i100 %0, i100 %1), !dbg !344
  %4 = extractvalue { i100, i1 } %3, 1, !dbg !344
    #dbg_value(i100 poison, !342, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !343)
  %5 = zext i1 %4 to i32, !dbg !344
  ret i32 %5, !dbg !345
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.uadd.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @sadd100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 !dbg !346 {
    #dbg_value(i100 %0, !350, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !353)
    #dbg_value(i100 %1, !351, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !353)
  %3 = tail call { i100, i1 } @llvm.sadd.with.overflow.i100(i100 %0, i100 %1), !dbg !354
  %4 = extractvalue { i100, i1 } %3, 1, !dbg !354
    #dbg_value(i100 poison, !352, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !353)
  %5 = zext i1 %4 to i32, !dbg !354
  ret i32 %5, !dbg !355
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.sadd.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @usub96(i96 noundef %0, i96 noundef %1) local_unnamed_addr #4 !dbg !356 {
    #dbg_value(i96 %0, !360, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !363)
    #dbg_value(i96 %1, !361, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !363)
  %3 = icmp ult i96 %0, %1, !dbg !364
    #dbg_value(i96 poison, !362, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !363)
  %4 = zext i1 %3 to i32, !dbg !364
  ret i32 %4, !dbg !365
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @ssub65(i65 noundef %0, i65 noundef %1) local_unnamed_addr #4 !dbg !366 {
    #dbg_value(i65 %0, !370, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !373)
    #dbg_value(i65 %1, !371, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !373)
  %3 = tail call { i65, i1 } @llvm.ssub.with.overflow.i65(i65 %0, i65 %1), !dbg !374
  %4 = extractvalue { i65, i1 } %3, 1, !dbg !374
    #dbg_value(i65 poison, !372, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !373)
  %5 = zext i1 %4 to i32, !dbg !374
  ret i32 %5, !dbg !375
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.ssub.with.overflow.i65(i65, i65) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 101) i32 @clz100(i100 noundef %0) local_unnamed_addr #4 !dbg !376 {
    #dbg_value(i100 %0, !380, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !381)
  %2 = tail call range(i100 0, 101) i100 @llvm.ctlz.i100(i100 %0, i1 false), !dbg !382
  %3 = trunc nuw nsw i100 %2 to i32, !dbg !382
  ret i32 %3, !dbg !383
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ctlz.i100(i100, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 73) i32 @clz72(i72 noundef %0) local_unnamed_addr #4 !dbg !384 {
    #dbg_value(i72 %0, !389, !DIExpression(DW_OP_LLVM_convert, 72, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !390)
  %2 = tail call range(i72 0, 73) i72 @llvm.ctlz.i72(i72 %0, i1 false), !dbg !391
  %3 = trunc nuw nsw i72 %2 to i32, !dbg !391
  ret i32 %3, !dbg !392
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i72 @llvm.ctlz.i72(i72, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 101) i32 @ctz100(i100 noundef %0) local_unnamed_addr #4 !dbg !393 {
    #dbg_value(i100 %0, !395, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !396)
  %2 = tail call range(i100 0, 101) i100 @llvm.cttz.i100(i100 %0, i1 false), !dbg !397
  %3 = trunc nuw nsw i100 %2 to i32, !dbg !397
  ret i32 %3, !dbg !398
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.cttz.i100(i100, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 101) i32 @pop100(i100 noundef %0) local_unnamed_addr #4 !dbg !399 {
    #dbg_value(i100 %0, !401, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !402)
  %2 = tail call range(i100 0, 101) i100 @llvm.ctpop.i100(i100 %0), !dbg !403
  %3 = trunc nuw nsw i100 %2 to i32, !dbg !403
  ret i32 %3, !dbg !404
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ctpop.i100(i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @brev100(i100 noundef %0) local_unnamed_addr #4 !dbg !405 {
    #dbg_value(i100 %0, !409, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !410)
  %2 = tail call i100 @llvm.bitreverse.i100(i100 %0), !dbg !411
  ret i100 %2, !dbg !412
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.bitreverse.i100(i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @uaddsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 !dbg !413 {
    #dbg_value(i100 %0, !417, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !419)
    #dbg_value(i100 %1, !418, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !419)
  %3 = tail call i100 @llvm.uadd.sat.i100(i100 %0, i100 %1), !dbg !420
  ret i100 %3, !dbg !421
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.uadd.sat.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @saddsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 !dbg !422 {
    #dbg_value(i100 %0, !426, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !428)
    #dbg_value(i100 %1, !427, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !428)
  %3 = tail call i100 @llvm.sadd.sat.i100(i100 %0, i100 %1), !dbg !429
  ret i100 %3, !dbg !430
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.sadd.sat.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @usubsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 !dbg !431 {
    #dbg_value(i100 %0, !433, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !435)
    #dbg_value(i100 %1, !434, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !435)
  %3 = tail call i100 @llvm.usub.sat.i100(i100 %0, i100 %1), !dbg !436
  ret i100 %3, !dbg !437
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.usub.sat.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @ssubsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 !dbg !438 {
    #dbg_value(i100 %0, !440, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !442)
    #dbg_value(i100 %1, !441, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !442)
  %3 = tail call i100 @llvm.ssub.sat.i100(i100 %0, i100 %1), !dbg !443
  ret i100 %3, !dbg !444
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ssub.sat.i100(i100, i100) #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 !dbg !445 {
    #dbg_assign(i1 undef, !449, !DIExpression(), !525, ptr @__const.main.as, !DIExpression(), !526)
    #dbg_assign(i1 undef, !454, !DIExpression(), !527, ptr @__const.main.bs, !DIExpression(), !526)
  %1 = alloca i8, align 1, !DIAssignID !528
    #dbg_assign(i1 undef, !464, !DIExpression(), !528, ptr %1, !DIExpression(), !529)
  %2 = alloca i8, align 1, !DIAssignID !530
    #dbg_assign(i1 undef, !468, !DIExpression(), !530, ptr %2, !DIExpression(), !529)
  %3 = alloca i16, align 2, !DIAssignID !531
    #dbg_assign(i1 undef, !471, !DIExpression(), !531, ptr %3, !DIExpression(), !532)
  %4 = alloca i16, align 2, !DIAssignID !533
    #dbg_assign(i1 undef, !473, !DIExpression(), !533, ptr %4, !DIExpression(), !532)
  %5 = alloca i32, align 4, !DIAssignID !534
    #dbg_assign(i1 undef, !476, !DIExpression(), !534, ptr %5, !DIExpression(), !535)
  %6 = alloca i32, align 4, !DIAssignID !536
    #dbg_assign(i1 undef, !478, !DIExpression(), !536, ptr %6, !DIExpression(), !535)
  %7 = alloca i32, align 4, !DIAssignID !537
    #dbg_assign(i1 undef, !481, !DIExpression(), !537, ptr %7, !DIExpression(), !538)
  %8 = alloca i32, align 4, !DIAssignID !539
    #dbg_assign(i1 undef, !483, !DIExpression(), !539, ptr %8, !DIExpression(), !538)
  %9 = alloca i64, align 8, !DIAssignID !540
    #dbg_assign(i1 undef, !486, !DIExpression(), !540, ptr %9, !DIExpression(), !541)
  %10 = alloca i64, align 8, !DIAssignID !542
    #dbg_assign(i1 undef, !488, !DIExpression(), !542, ptr %10, !DIExpression(), !541)
  %11 = alloca i64, align 8, !DIAssignID !543
    #dbg_assign(i1 undef, !491, !DIExpression(), !543, ptr %11, !DIExpression(), !544)
  %12 = alloca i64, align 8, !DIAssignID !545
    #dbg_assign(i1 undef, !493, !DIExpression(), !545, ptr %12, !DIExpression(), !544)
  %13 = alloca i64, align 8, !DIAssignID !546
    #dbg_assign(i1 undef, !496, !DIExpression(), !546, ptr %13, !DIExpression(), !547)
  %14 = alloca i64, align 8, !DIAssignID !548
    #dbg_assign(i1 undef, !498, !DIExpression(), !548, ptr %14, !DIExpression(), !547)
  %15 = alloca i128, align 16, !DIAssignID !549
    #dbg_assign(i1 undef, !501, !DIExpression(), !549, ptr %15, !DIExpression(), !550)
  %16 = alloca i128, align 16, !DIAssignID !551
    #dbg_assign(i1 undef, !503, !DIExpression(), !551, ptr %16, !DIExpression(), !550)
  %17 = alloca i128, align 16, !DIAssignID !552
    #dbg_assign(i1 undef, !506, !DIExpression(), !552, ptr %17, !DIExpression(), !553)
  %18 = alloca i128, align 16, !DIAssignID !554
    #dbg_assign(i1 undef, !508, !DIExpression(), !554, ptr %18, !DIExpression(), !553)
  %19 = alloca i128, align 16, !DIAssignID !555
    #dbg_assign(i1 undef, !511, !DIExpression(), !555, ptr %19, !DIExpression(), !556)
  %20 = alloca i128, align 16, !DIAssignID !557
    #dbg_assign(i1 undef, !513, !DIExpression(), !557, ptr %20, !DIExpression(), !556)
  %21 = alloca i128, align 16, !DIAssignID !558
    #dbg_assign(i1 undef, !516, !DIExpression(), !558, ptr %21, !DIExpression(), !559)
  %22 = alloca i128, align 16, !DIAssignID !560
    #dbg_assign(i1 undef, !518, !DIExpression(), !560, ptr %22, !DIExpression(), !559)
    #dbg_assign(i1 undef, !449, !DIExpression(), !561, ptr @__const.main.as, !DIExpression(), !526)
    #dbg_assign(i1 undef, !454, !DIExpression(), !562, ptr @__const.main.bs, !DIExpression(), !526)
    #dbg_value(i32 0, !458, !DIExpression(), !563)
  br label %23, !dbg !564

23:                                               ; preds = %0, %86
  %24 = phi i64 [ 0, %0 ], [ %87, %86 ]
    #dbg_value(i64 %24, !458, !DIExpression(), !563)
  %25 = getelementptr inbounds [13 x i64], ptr @__const.main.as, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !565
    #dbg_value(i32 0, !460, !DIExpression(), !567)
  %27 = trunc i64 %26 to i7
  %28 = trunc i64 %26 to i13
  %29 = trunc i64 %26 to i24
  %30 = trunc i64 %26 to i31
  %31 = trunc i64 %26 to i37
  %32 = trunc i64 %26 to i48
  %33 = trunc i64 %26 to i63
  %34 = sext i64 %26 to i65
  %35 = sext i64 %26 to i96
  %36 = sext i64 %26 to i100
  %37 = sext i64 %26 to i127
  br label %89, !dbg !568

38:                                               ; preds = %86
    #dbg_value(i128 1, !521, !DIExpression(), !526)
    #dbg_value(i128 633825300114114700748351602688, !522, !DIExpression(), !526)
    #dbg_value(i128 1267650600228229401496703205375, !523, !DIExpression(), !526)
    #dbg_value(i128 633825300114114700748351602687, !524, !DIExpression(), !526)
  %39 = tail call i32 @uadd100(i100 noundef -1, i100 noundef 1), !dbg !569
  %40 = tail call i32 @sadd100(i100 noundef 633825300114114700748351602687, i100 noundef 1), !dbg !570
  %41 = tail call i32 @usub96(i96 noundef 0, i96 noundef 1), !dbg !571
  %42 = tail call i32 @ssub65(i65 noundef -18446744073709551616, i65 noundef 1), !dbg !572
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42), !dbg !573
  %44 = tail call i32 @uadd100(i100 noundef 5, i100 noundef 1), !dbg !574
  %45 = tail call i32 @sadd100(i100 noundef -3, i100 noundef 1), !dbg !575
  %46 = tail call i32 @usub96(i96 noundef 2, i96 noundef 1), !dbg !576
  %47 = tail call i32 @ssub65(i65 noundef 0, i65 noundef 1), !dbg !577
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47), !dbg !578
  %49 = tail call i32 @clz100(i100 noundef 1), !dbg !579
  %50 = tail call i32 @clz100(i100 noundef -633825300114114700748351602688), !dbg !580
  %51 = tail call i32 @clz72(i72 noundef 1), !dbg !581
  %52 = tail call i32 @ctz100(i100 noundef -633825300114114700748351602688), !dbg !582
  %53 = tail call i32 @ctz100(i100 noundef 1180591620717411303424), !dbg !583
  %54 = tail call i32 @pop100(i100 noundef -1), !dbg !584
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54), !dbg !585
  %56 = tail call i100 @brev100(i100 noundef 1), !dbg !586
    #dbg_value(ptr @.str.15, !587, !DIExpression(), !595)
    #dbg_value(i100 %56, !594, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !595)
  %57 = lshr i100 %56, 64, !dbg !597
  %58 = trunc nuw nsw i100 %57 to i64, !dbg !598
  %59 = trunc i100 %56 to i64, !dbg !599
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.15, i64 noundef %58, i64 noundef %59), !dbg !600
  %61 = tail call i100 @uaddsat100(i100 noundef -1, i100 noundef 1), !dbg !601
    #dbg_value(ptr @.str.16, !587, !DIExpression(), !602)
    #dbg_value(i100 %61, !594, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !602)
  %62 = lshr i100 %61, 64, !dbg !604
  %63 = trunc nuw nsw i100 %62 to i64, !dbg !605
  %64 = trunc i100 %61 to i64, !dbg !606
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.16, i64 noundef %63, i64 noundef %64), !dbg !607
  %66 = tail call i100 @saddsat100(i100 noundef 633825300114114700748351602687, i100 noundef 1), !dbg !608
    #dbg_value(ptr @.str.17, !587, !DIExpression(), !609)
    #dbg_value(i100 %66, !594, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !609)
  %67 = lshr i100 %66, 64, !dbg !611
  %68 = trunc nuw nsw i100 %67 to i64, !dbg !612
  %69 = trunc i100 %66 to i64, !dbg !613
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.17, i64 noundef %68, i64 noundef %69), !dbg !614
  %71 = tail call i100 @saddsat100(i100 noundef -633825300114114700748351602687, i100 noundef -5), !dbg !615
    #dbg_value(ptr @.str.18, !587, !DIExpression(), !616)
    #dbg_value(i100 %71, !594, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !616)
  %72 = lshr i100 %71, 64, !dbg !618
  %73 = trunc nuw nsw i100 %72 to i64, !dbg !619
  %74 = trunc i100 %71 to i64, !dbg !620
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.18, i64 noundef %73, i64 noundef %74), !dbg !621
  %76 = tail call i100 @usubsat100(i100 noundef 3, i100 noundef 7), !dbg !622
    #dbg_value(ptr @.str.19, !587, !DIExpression(), !623)
    #dbg_value(i100 %76, !594, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !623)
  %77 = lshr i100 %76, 64, !dbg !625
  %78 = trunc nuw nsw i100 %77 to i64, !dbg !626
  %79 = trunc i100 %76 to i64, !dbg !627
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.19, i64 noundef %78, i64 noundef %79), !dbg !628
  %81 = tail call i100 @ssubsat100(i100 noundef -633825300114114700748351602687, i100 noundef 9), !dbg !629
    #dbg_value(ptr @.str.20, !587, !DIExpression(), !630)
    #dbg_value(i100 %81, !594, !DIExpression(DW_OP_LLVM_convert, 100, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !630)
  %82 = lshr i100 %81, 64, !dbg !632
  %83 = trunc nuw nsw i100 %82 to i64, !dbg !633
  %84 = trunc i100 %81 to i64, !dbg !634
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.20, i64 noundef %83, i64 noundef %84), !dbg !635
  ret i32 0, !dbg !636

86:                                               ; preds = %89
  %87 = add nuw nsw i64 %24, 1, !dbg !637
    #dbg_value(i64 %87, !458, !DIExpression(), !563)
  %88 = icmp eq i64 %87, 13, !dbg !638
  br i1 %88, label %38, label %23, !dbg !564, !llvm.loop !639

89:                                               ; preds = %23, %89
  %90 = phi i64 [ 0, %23 ], [ %139, %89 ]
    #dbg_value(i64 %90, !460, !DIExpression(), !567)
  %91 = getelementptr inbounds [7 x i64], ptr @__const.main.bs, i64 0, i64 %90, !dbg !642
  %92 = load i64, ptr %91, align 8, !dbg !642, !tbaa !565
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %26, i64 noundef %92), !dbg !643
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #9, !dbg !644
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #9, !dbg !644
  %94 = trunc i64 %92 to i7, !dbg !644
  %95 = call i32 @smulo7(i7 noundef %27, i7 noundef %94, ptr noundef nonnull %1), !dbg !644
    #dbg_value(i32 %95, !469, !DIExpression(), !529)
  %96 = call i32 @umulo7(i7 noundef %27, i7 noundef %94, ptr noundef nonnull %2), !dbg !644
    #dbg_value(i32 %96, !470, !DIExpression(), !529)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %95, i32 noundef %96), !dbg !644
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #9, !dbg !645
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #9, !dbg !645
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %3) #9, !dbg !646
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %4) #9, !dbg !646
  %98 = trunc i64 %92 to i13, !dbg !646
  %99 = call i32 @smulo13(i13 noundef %28, i13 noundef %98, ptr noundef nonnull %3), !dbg !646
    #dbg_value(i32 %99, !474, !DIExpression(), !532)
  %100 = call i32 @umulo13(i13 noundef %28, i13 noundef %98, ptr noundef nonnull %4), !dbg !646
    #dbg_value(i32 %100, !475, !DIExpression(), !532)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %99, i32 noundef %100), !dbg !646
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %4) #9, !dbg !647
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %3) #9, !dbg !647
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #9, !dbg !648
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9, !dbg !648
  %102 = trunc i64 %92 to i24, !dbg !648
  %103 = call i32 @smulo24(i24 noundef %29, i24 noundef %102, ptr noundef nonnull %5), !dbg !648
    #dbg_value(i32 %103, !479, !DIExpression(), !535)
  %104 = call i32 @umulo24(i24 noundef %29, i24 noundef %102, ptr noundef nonnull %6), !dbg !648
    #dbg_value(i32 %104, !480, !DIExpression(), !535)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103, i32 noundef %104), !dbg !648
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #9, !dbg !649
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #9, !dbg !649
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9, !dbg !650
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #9, !dbg !650
  %106 = trunc i64 %92 to i31, !dbg !650
  %107 = call i32 @smulo31(i31 noundef %30, i31 noundef %106, ptr noundef nonnull %7), !dbg !650
    #dbg_value(i32 %107, !484, !DIExpression(), !538)
  %108 = call i32 @umulo31(i31 noundef %30, i31 noundef %106, ptr noundef nonnull %8), !dbg !650
    #dbg_value(i32 %108, !485, !DIExpression(), !538)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107, i32 noundef %108), !dbg !650
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #9, !dbg !651
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #9, !dbg !651
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #9, !dbg !652
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #9, !dbg !652
  %110 = trunc i64 %92 to i37, !dbg !652
  %111 = call i32 @smulo37(i37 noundef %31, i37 noundef %110, ptr noundef nonnull %9), !dbg !652
    #dbg_value(i32 %111, !489, !DIExpression(), !541)
  %112 = call i32 @umulo37(i37 noundef %31, i37 noundef %110, ptr noundef nonnull %10), !dbg !652
    #dbg_value(i32 %112, !490, !DIExpression(), !541)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %111, i32 noundef %112), !dbg !652
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #9, !dbg !653
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #9, !dbg !653
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #9, !dbg !654
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #9, !dbg !654
  %114 = trunc i64 %92 to i48, !dbg !654
  %115 = call i32 @smulo48(i48 noundef %32, i48 noundef %114, ptr noundef nonnull %11), !dbg !654
    #dbg_value(i32 %115, !494, !DIExpression(), !544)
  %116 = call i32 @umulo48(i48 noundef %32, i48 noundef %114, ptr noundef nonnull %12), !dbg !654
    #dbg_value(i32 %116, !495, !DIExpression(), !544)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %115, i32 noundef %116), !dbg !654
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #9, !dbg !655
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #9, !dbg !655
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #9, !dbg !656
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #9, !dbg !656
  %118 = trunc i64 %92 to i63, !dbg !656
  %119 = call i32 @smulo63(i63 noundef %33, i63 noundef %118, ptr noundef nonnull %13), !dbg !656
    #dbg_value(i32 %119, !499, !DIExpression(), !547)
  %120 = call i32 @umulo63(i63 noundef %33, i63 noundef %118, ptr noundef nonnull %14), !dbg !656
    #dbg_value(i32 %120, !500, !DIExpression(), !547)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %119, i32 noundef %120), !dbg !656
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #9, !dbg !657
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #9, !dbg !657
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #9, !dbg !658
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #9, !dbg !658
  %122 = sext i64 %92 to i65, !dbg !658
  %123 = call i32 @smulo65(i65 noundef %34, i65 noundef %122, ptr noundef nonnull %15), !dbg !658
    #dbg_value(i32 %123, !504, !DIExpression(), !550)
  %124 = call i32 @umulo65(i65 noundef %34, i65 noundef %122, ptr noundef nonnull %16), !dbg !658
    #dbg_value(i32 %124, !505, !DIExpression(), !550)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %123, i32 noundef %124), !dbg !658
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #9, !dbg !659
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #9, !dbg !659
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #9, !dbg !660
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #9, !dbg !660
  %126 = sext i64 %92 to i96, !dbg !660
  %127 = call i32 @smulo96(i96 noundef %35, i96 noundef %126, ptr noundef nonnull %17), !dbg !660
    #dbg_value(i32 %127, !509, !DIExpression(), !553)
  %128 = call i32 @umulo96(i96 noundef %35, i96 noundef %126, ptr noundef nonnull %18), !dbg !660
    #dbg_value(i32 %128, !510, !DIExpression(), !553)
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %127, i32 noundef %128), !dbg !660
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #9, !dbg !661
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #9, !dbg !661
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #9, !dbg !662
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #9, !dbg !662
  %130 = sext i64 %92 to i100, !dbg !662
  %131 = call i32 @smulo100(i100 noundef %36, i100 noundef %130, ptr noundef nonnull %19), !dbg !662
    #dbg_value(i32 %131, !514, !DIExpression(), !556)
  %132 = call i32 @umulo100(i100 noundef %36, i100 noundef %130, ptr noundef nonnull %20), !dbg !662
    #dbg_value(i32 %132, !515, !DIExpression(), !556)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %131, i32 noundef %132), !dbg !662
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #9, !dbg !663
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #9, !dbg !663
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #9, !dbg !664
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #9, !dbg !664
  %134 = sext i64 %92 to i127, !dbg !664
  %135 = call i32 @smulo127(i127 noundef %37, i127 noundef %134, ptr noundef nonnull %21), !dbg !664
    #dbg_value(i32 %135, !519, !DIExpression(), !559)
  %136 = call i32 @umulo127(i127 noundef %37, i127 noundef %134, ptr noundef nonnull %22), !dbg !664
    #dbg_value(i32 %136, !520, !DIExpression(), !559)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %135, i32 noundef %136), !dbg !664
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #9, !dbg !665
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #9, !dbg !665
  %138 = tail call i32 @putchar(i32 10), !dbg !666
  %139 = add nuw nsw i64 %90, 1, !dbg !667
    #dbg_value(i64 %139, !460, !DIExpression(), !567)
  %140 = icmp eq i64 %139, 7, !dbg !668
  br i1 %140, label %86, label %89, !dbg !568, !llvm.loop !669
}

; Function Attrs: nofree nounwind
declare !dbg !671 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.abs.i128(i128, i1 immarg) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!65}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/bitint_width.c", directory: ".", checksumkind: CSK_MD5, checksum: "16f75b87f16d9623996ad06cb9931cff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 10)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 18)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 31)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 5)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !9, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !9, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !14, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !9, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !9, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !40, isLocal: true, isDefinition: true)
!65 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !66, globals: !74, splitDebugInlining: false, nameTableKind: None)
!66 = !{!67, !68, !69, !71, !72, !70, !73}
!67 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!68 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "u100", file: !2, line: 45, baseType: !70)
!70 = !DIBasicType(name: "unsigned _BitInt", size: 128, encoding: DW_ATE_unsigned)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "s100", file: !2, line: 46, baseType: !72)
!72 = !DIBasicType(name: "_BitInt", size: 128, encoding: DW_ATE_signed)
!73 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!74 = !{!0, !7, !12, !17, !19, !21, !23, !25, !27, !29, !31, !36, !75, !38, !43, !48, !53, !55, !57, !59, !61, !63}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 2)
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"frame-pointer", i32 1}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "__muloti4", scope: !2, file: !2, line: 8, type: !90, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !94)
!90 = !DISubroutineType(types: !91)
!91 = !{!68, !68, !68, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!94 = !{!95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109}
!95 = !DILocalVariable(name: "a", arg: 1, scope: !89, file: !2, line: 8, type: !68)
!96 = !DILocalVariable(name: "b", arg: 2, scope: !89, file: !2, line: 8, type: !68)
!97 = !DILocalVariable(name: "ov", arg: 3, scope: !89, file: !2, line: 8, type: !92)
!98 = !DILocalVariable(name: "ua", scope: !89, file: !2, line: 9, type: !67)
!99 = !DILocalVariable(name: "ub", scope: !89, file: !2, line: 10, type: !67)
!100 = !DILocalVariable(name: "neg", scope: !89, file: !2, line: 11, type: !93)
!101 = !DILocalVariable(name: "o", scope: !89, file: !2, line: 11, type: !93)
!102 = !DILocalVariable(name: "a0", scope: !89, file: !2, line: 12, type: !73)
!103 = !DILocalVariable(name: "a1", scope: !89, file: !2, line: 12, type: !73)
!104 = !DILocalVariable(name: "b0", scope: !89, file: !2, line: 12, type: !73)
!105 = !DILocalVariable(name: "b1", scope: !89, file: !2, line: 12, type: !73)
!106 = !DILocalVariable(name: "cross", scope: !89, file: !2, line: 15, type: !67)
!107 = !DILocalVariable(name: "lo", scope: !89, file: !2, line: 18, type: !67)
!108 = !DILocalVariable(name: "r", scope: !89, file: !2, line: 18, type: !67)
!109 = !DILocalVariable(name: "lim", scope: !89, file: !2, line: 21, type: !67)
!110 = !DILocation(line: 0, scope: !89)
!111 = !DILocation(line: 9, column: 26, scope: !89)
!112 = !DILocation(line: 10, column: 26, scope: !89)
!113 = !DILocation(line: 11, column: 16, scope: !89)
!114 = !DILocation(line: 11, column: 27, scope: !89)
!115 = !DILocation(line: 11, column: 21, scope: !89)
!116 = !DILocation(line: 15, column: 53, scope: !89)
!117 = !DILocation(line: 15, column: 51, scope: !89)
!118 = !DILocation(line: 15, column: 58, scope: !89)
!119 = !DILocation(line: 15, column: 80, scope: !89)
!120 = !DILocation(line: 15, column: 56, scope: !89)
!121 = !DILocation(line: 18, column: 48, scope: !89)
!122 = !DILocation(line: 18, column: 70, scope: !89)
!123 = !DILocation(line: 18, column: 61, scope: !89)
!124 = !DILocation(line: 22, column: 13, scope: !125)
!125 = distinct !DILexicalBlock(scope: !89, file: !2, line: 22, column: 7)
!126 = !DILocation(line: 19, column: 9, scope: !127)
!127 = distinct !DILexicalBlock(scope: !89, file: !2, line: 19, column: 7)
!128 = !DILocation(line: 16, column: 13, scope: !129)
!129 = distinct !DILexicalBlock(scope: !89, file: !2, line: 16, column: 7)
!130 = !DILocation(line: 13, column: 7, scope: !131)
!131 = distinct !DILexicalBlock(scope: !89, file: !2, line: 13, column: 7)
!132 = !DILocation(line: 13, column: 10, scope: !131)
!133 = !DILocation(line: 16, column: 7, scope: !89)
!134 = !DILocation(line: 19, column: 7, scope: !89)
!135 = !DILocation(line: 22, column: 34, scope: !125)
!136 = !DILocation(line: 23, column: 5, scope: !125)
!137 = !DILocation(line: 24, column: 7, scope: !89)
!138 = !{!139, !139, i64 0}
!139 = !{!"int", !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = !DILocation(line: 25, column: 10, scope: !89)
!143 = !DILocation(line: 25, column: 3, scope: !89)
!144 = distinct !DISubprogram(name: "smulo7", scope: !2, file: !2, line: 35, type: !145, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !149)
!145 = !DISubroutineType(types: !146)
!146 = !{!93, !147, !147, !148}
!147 = !DIBasicType(name: "_BitInt", size: 8, encoding: DW_ATE_signed)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!149 = !{!150, !151, !152}
!150 = !DILocalVariable(name: "a", arg: 1, scope: !144, file: !2, line: 35, type: !147)
!151 = !DILocalVariable(name: "b", arg: 2, scope: !144, file: !2, line: 35, type: !147)
!152 = !DILocalVariable(name: "r", arg: 3, scope: !144, file: !2, line: 35, type: !148)
!153 = !DILocation(line: 0, scope: !144)
!154 = !DILocation(line: 35, column: 1, scope: !144)
!155 = distinct !DISubprogram(name: "umulo7", scope: !2, file: !2, line: 35, type: !156, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !160)
!156 = !DISubroutineType(types: !157)
!157 = !{!93, !158, !158, !159}
!158 = !DIBasicType(name: "unsigned _BitInt", size: 8, encoding: DW_ATE_unsigned)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!160 = !{!161, !162, !163}
!161 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !2, line: 35, type: !158)
!162 = !DILocalVariable(name: "b", arg: 2, scope: !155, file: !2, line: 35, type: !158)
!163 = !DILocalVariable(name: "r", arg: 3, scope: !155, file: !2, line: 35, type: !159)
!164 = !DILocation(line: 0, scope: !155)
!165 = !DILocation(line: 35, column: 1, scope: !155)
!166 = distinct !DISubprogram(name: "smulo13", scope: !2, file: !2, line: 35, type: !167, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !171)
!167 = !DISubroutineType(types: !168)
!168 = !{!93, !169, !169, !170}
!169 = !DIBasicType(name: "_BitInt", size: 16, encoding: DW_ATE_signed)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!171 = !{!172, !173, !174}
!172 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !2, line: 35, type: !169)
!173 = !DILocalVariable(name: "b", arg: 2, scope: !166, file: !2, line: 35, type: !169)
!174 = !DILocalVariable(name: "r", arg: 3, scope: !166, file: !2, line: 35, type: !170)
!175 = !DILocation(line: 0, scope: !166)
!176 = !DILocation(line: 35, column: 9, scope: !166)
!177 = distinct !DISubprogram(name: "umulo13", scope: !2, file: !2, line: 35, type: !178, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !182)
!178 = !DISubroutineType(types: !179)
!179 = !{!93, !180, !180, !181}
!180 = !DIBasicType(name: "unsigned _BitInt", size: 16, encoding: DW_ATE_unsigned)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!182 = !{!183, !184, !185}
!183 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !2, line: 35, type: !180)
!184 = !DILocalVariable(name: "b", arg: 2, scope: !177, file: !2, line: 35, type: !180)
!185 = !DILocalVariable(name: "r", arg: 3, scope: !177, file: !2, line: 35, type: !181)
!186 = !DILocation(line: 0, scope: !177)
!187 = !DILocation(line: 35, column: 9, scope: !177)
!188 = distinct !DISubprogram(name: "smulo24", scope: !2, file: !2, line: 35, type: !189, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !193)
!189 = !DISubroutineType(types: !190)
!190 = !{!93, !191, !191, !192}
!191 = !DIBasicType(name: "_BitInt", size: 32, encoding: DW_ATE_signed)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!193 = !{!194, !195, !196}
!194 = !DILocalVariable(name: "a", arg: 1, scope: !188, file: !2, line: 35, type: !191)
!195 = !DILocalVariable(name: "b", arg: 2, scope: !188, file: !2, line: 35, type: !191)
!196 = !DILocalVariable(name: "r", arg: 3, scope: !188, file: !2, line: 35, type: !192)
!197 = !DILocation(line: 0, scope: !188)
!198 = !DILocation(line: 35, column: 18, scope: !188)
!199 = distinct !DISubprogram(name: "umulo24", scope: !2, file: !2, line: 35, type: !200, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !204)
!200 = !DISubroutineType(types: !201)
!201 = !{!93, !202, !202, !203}
!202 = !DIBasicType(name: "unsigned _BitInt", size: 32, encoding: DW_ATE_unsigned)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!204 = !{!205, !206, !207}
!205 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !2, line: 35, type: !202)
!206 = !DILocalVariable(name: "b", arg: 2, scope: !199, file: !2, line: 35, type: !202)
!207 = !DILocalVariable(name: "r", arg: 3, scope: !199, file: !2, line: 35, type: !203)
!208 = !DILocation(line: 0, scope: !199)
!209 = !DILocation(line: 35, column: 18, scope: !199)
!210 = distinct !DISubprogram(name: "smulo31", scope: !2, file: !2, line: 35, type: !189, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !211)
!211 = !{!212, !213, !214}
!212 = !DILocalVariable(name: "a", arg: 1, scope: !210, file: !2, line: 35, type: !191)
!213 = !DILocalVariable(name: "b", arg: 2, scope: !210, file: !2, line: 35, type: !191)
!214 = !DILocalVariable(name: "r", arg: 3, scope: !210, file: !2, line: 35, type: !192)
!215 = !DILocation(line: 0, scope: !210)
!216 = !DILocation(line: 35, column: 27, scope: !210)
!217 = distinct !DISubprogram(name: "umulo31", scope: !2, file: !2, line: 35, type: !200, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !218)
!218 = !{!219, !220, !221}
!219 = !DILocalVariable(name: "a", arg: 1, scope: !217, file: !2, line: 35, type: !202)
!220 = !DILocalVariable(name: "b", arg: 2, scope: !217, file: !2, line: 35, type: !202)
!221 = !DILocalVariable(name: "r", arg: 3, scope: !217, file: !2, line: 35, type: !203)
!222 = !DILocation(line: 0, scope: !217)
!223 = !DILocation(line: 35, column: 27, scope: !217)
!224 = distinct !DISubprogram(name: "smulo37", scope: !2, file: !2, line: 35, type: !225, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !229)
!225 = !DISubroutineType(types: !226)
!226 = !{!93, !227, !227, !228}
!227 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!229 = !{!230, !231, !232}
!230 = !DILocalVariable(name: "a", arg: 1, scope: !224, file: !2, line: 35, type: !227)
!231 = !DILocalVariable(name: "b", arg: 2, scope: !224, file: !2, line: 35, type: !227)
!232 = !DILocalVariable(name: "r", arg: 3, scope: !224, file: !2, line: 35, type: !228)
!233 = !DILocation(line: 0, scope: !224)
!234 = !DILocation(line: 35, column: 36, scope: !224)
!235 = distinct !DISubprogram(name: "umulo37", scope: !2, file: !2, line: 35, type: !236, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !240)
!236 = !DISubroutineType(types: !237)
!237 = !{!93, !238, !238, !239}
!238 = !DIBasicType(name: "unsigned _BitInt", size: 64, encoding: DW_ATE_unsigned)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!240 = !{!241, !242, !243}
!241 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !2, line: 35, type: !238)
!242 = !DILocalVariable(name: "b", arg: 2, scope: !235, file: !2, line: 35, type: !238)
!243 = !DILocalVariable(name: "r", arg: 3, scope: !235, file: !2, line: 35, type: !239)
!244 = !DILocation(line: 0, scope: !235)
!245 = !DILocation(line: 35, column: 36, scope: !235)
!246 = distinct !DISubprogram(name: "smulo48", scope: !2, file: !2, line: 35, type: !225, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !247)
!247 = !{!248, !249, !250}
!248 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !2, line: 35, type: !227)
!249 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !2, line: 35, type: !227)
!250 = !DILocalVariable(name: "r", arg: 3, scope: !246, file: !2, line: 35, type: !228)
!251 = !DILocation(line: 0, scope: !246)
!252 = !DILocation(line: 35, column: 45, scope: !246)
!253 = distinct !DISubprogram(name: "umulo48", scope: !2, file: !2, line: 35, type: !236, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !254)
!254 = !{!255, !256, !257}
!255 = !DILocalVariable(name: "a", arg: 1, scope: !253, file: !2, line: 35, type: !238)
!256 = !DILocalVariable(name: "b", arg: 2, scope: !253, file: !2, line: 35, type: !238)
!257 = !DILocalVariable(name: "r", arg: 3, scope: !253, file: !2, line: 35, type: !239)
!258 = !DILocation(line: 0, scope: !253)
!259 = !DILocation(line: 35, column: 45, scope: !253)
!260 = distinct !DISubprogram(name: "smulo63", scope: !2, file: !2, line: 35, type: !225, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !261)
!261 = !{!262, !263, !264}
!262 = !DILocalVariable(name: "a", arg: 1, scope: !260, file: !2, line: 35, type: !227)
!263 = !DILocalVariable(name: "b", arg: 2, scope: !260, file: !2, line: 35, type: !227)
!264 = !DILocalVariable(name: "r", arg: 3, scope: !260, file: !2, line: 35, type: !228)
!265 = !DILocation(line: 0, scope: !260)
!266 = !DILocation(line: 35, column: 54, scope: !260)
!267 = distinct !DISubprogram(name: "umulo63", scope: !2, file: !2, line: 35, type: !236, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !268)
!268 = !{!269, !270, !271}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !267, file: !2, line: 35, type: !238)
!270 = !DILocalVariable(name: "b", arg: 2, scope: !267, file: !2, line: 35, type: !238)
!271 = !DILocalVariable(name: "r", arg: 3, scope: !267, file: !2, line: 35, type: !239)
!272 = !DILocation(line: 0, scope: !267)
!273 = !DILocation(line: 35, column: 54, scope: !267)
!274 = distinct !DISubprogram(name: "smulo65", scope: !2, file: !2, line: 35, type: !275, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !278)
!275 = !DISubroutineType(types: !276)
!276 = !{!93, !72, !72, !277}
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!278 = !{!279, !280, !281}
!279 = !DILocalVariable(name: "a", arg: 1, scope: !274, file: !2, line: 35, type: !72)
!280 = !DILocalVariable(name: "b", arg: 2, scope: !274, file: !2, line: 35, type: !72)
!281 = !DILocalVariable(name: "r", arg: 3, scope: !274, file: !2, line: 35, type: !277)
!282 = !DILocation(line: 0, scope: !274)
!283 = !DILocation(line: 35, column: 63, scope: !274)
!284 = distinct !DISubprogram(name: "umulo65", scope: !2, file: !2, line: 35, type: !285, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !288)
!285 = !DISubroutineType(types: !286)
!286 = !{!93, !70, !70, !287}
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!288 = !{!289, !290, !291}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !284, file: !2, line: 35, type: !70)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !284, file: !2, line: 35, type: !70)
!291 = !DILocalVariable(name: "r", arg: 3, scope: !284, file: !2, line: 35, type: !287)
!292 = !DILocation(line: 0, scope: !284)
!293 = !DILocation(line: 35, column: 63, scope: !284)
!294 = distinct !DISubprogram(name: "smulo96", scope: !2, file: !2, line: 35, type: !275, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !295)
!295 = !{!296, !297, !298}
!296 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 35, type: !72)
!297 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 35, type: !72)
!298 = !DILocalVariable(name: "r", arg: 3, scope: !294, file: !2, line: 35, type: !277)
!299 = !DILocation(line: 0, scope: !294)
!300 = !DILocation(line: 35, column: 72, scope: !294)
!301 = distinct !DISubprogram(name: "umulo96", scope: !2, file: !2, line: 35, type: !285, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !302)
!302 = !{!303, !304, !305}
!303 = !DILocalVariable(name: "a", arg: 1, scope: !301, file: !2, line: 35, type: !70)
!304 = !DILocalVariable(name: "b", arg: 2, scope: !301, file: !2, line: 35, type: !70)
!305 = !DILocalVariable(name: "r", arg: 3, scope: !301, file: !2, line: 35, type: !287)
!306 = !DILocation(line: 0, scope: !301)
!307 = !DILocation(line: 35, column: 72, scope: !301)
!308 = distinct !DISubprogram(name: "smulo100", scope: !2, file: !2, line: 35, type: !275, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !309)
!309 = !{!310, !311, !312}
!310 = !DILocalVariable(name: "a", arg: 1, scope: !308, file: !2, line: 35, type: !72)
!311 = !DILocalVariable(name: "b", arg: 2, scope: !308, file: !2, line: 35, type: !72)
!312 = !DILocalVariable(name: "r", arg: 3, scope: !308, file: !2, line: 35, type: !277)
!313 = !DILocation(line: 0, scope: !308)
!314 = !DILocation(line: 35, column: 81, scope: !308)
!315 = distinct !DISubprogram(name: "umulo100", scope: !2, file: !2, line: 35, type: !285, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !316)
!316 = !{!317, !318, !319}
!317 = !DILocalVariable(name: "a", arg: 1, scope: !315, file: !2, line: 35, type: !70)
!318 = !DILocalVariable(name: "b", arg: 2, scope: !315, file: !2, line: 35, type: !70)
!319 = !DILocalVariable(name: "r", arg: 3, scope: !315, file: !2, line: 35, type: !287)
!320 = !DILocation(line: 0, scope: !315)
!321 = !DILocation(line: 35, column: 81, scope: !315)
!322 = distinct !DISubprogram(name: "smulo127", scope: !2, file: !2, line: 35, type: !275, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !323)
!323 = !{!324, !325, !326}
!324 = !DILocalVariable(name: "a", arg: 1, scope: !322, file: !2, line: 35, type: !72)
!325 = !DILocalVariable(name: "b", arg: 2, scope: !322, file: !2, line: 35, type: !72)
!326 = !DILocalVariable(name: "r", arg: 3, scope: !322, file: !2, line: 35, type: !277)
!327 = !DILocation(line: 0, scope: !322)
!328 = !DILocation(line: 35, column: 91, scope: !322)
!329 = distinct !DISubprogram(name: "umulo127", scope: !2, file: !2, line: 35, type: !285, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !330)
!330 = !{!331, !332, !333}
!331 = !DILocalVariable(name: "a", arg: 1, scope: !329, file: !2, line: 35, type: !70)
!332 = !DILocalVariable(name: "b", arg: 2, scope: !329, file: !2, line: 35, type: !70)
!333 = !DILocalVariable(name: "r", arg: 3, scope: !329, file: !2, line: 35, type: !287)
!334 = !DILocation(line: 0, scope: !329)
!335 = !DILocation(line: 35, column: 91, scope: !329)
!336 = distinct !DISubprogram(name: "uadd100", scope: !2, file: !2, line: 48, type: !337, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !339)
!337 = !DISubroutineType(types: !338)
!338 = !{!93, !69, !69}
!339 = !{!340, !341, !342}
!340 = !DILocalVariable(name: "a", arg: 1, scope: !336, file: !2, line: 48, type: !69)
!341 = !DILocalVariable(name: "b", arg: 2, scope: !336, file: !2, line: 48, type: !69)
!342 = !DILocalVariable(name: "r", scope: !336, file: !2, line: 48, type: !69)
!343 = !DILocation(line: 0, scope: !336)
!344 = !DILocation(line: 48, column: 72, scope: !336)
!345 = !DILocation(line: 48, column: 65, scope: !336)
!346 = distinct !DISubprogram(name: "sadd100", scope: !2, file: !2, line: 49, type: !347, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !349)
!347 = !DISubroutineType(types: !348)
!348 = !{!93, !71, !71}
!349 = !{!350, !351, !352}
!350 = !DILocalVariable(name: "a", arg: 1, scope: !346, file: !2, line: 49, type: !71)
!351 = !DILocalVariable(name: "b", arg: 2, scope: !346, file: !2, line: 49, type: !71)
!352 = !DILocalVariable(name: "r", scope: !346, file: !2, line: 49, type: !71)
!353 = !DILocation(line: 0, scope: !346)
!354 = !DILocation(line: 49, column: 72, scope: !346)
!355 = !DILocation(line: 49, column: 65, scope: !346)
!356 = distinct !DISubprogram(name: "usub96", scope: !2, file: !2, line: 50, type: !357, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !359)
!357 = !DISubroutineType(types: !358)
!358 = !{!93, !70, !70}
!359 = !{!360, !361, !362}
!360 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !2, line: 50, type: !70)
!361 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !2, line: 50, type: !70)
!362 = !DILocalVariable(name: "r", scope: !356, file: !2, line: 51, type: !70)
!363 = !DILocation(line: 0, scope: !356)
!364 = !DILocation(line: 52, column: 10, scope: !356)
!365 = !DILocation(line: 52, column: 3, scope: !356)
!366 = distinct !DISubprogram(name: "ssub65", scope: !2, file: !2, line: 54, type: !367, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !369)
!367 = !DISubroutineType(types: !368)
!368 = !{!93, !72, !72}
!369 = !{!370, !371, !372}
!370 = !DILocalVariable(name: "a", arg: 1, scope: !366, file: !2, line: 54, type: !72)
!371 = !DILocalVariable(name: "b", arg: 2, scope: !366, file: !2, line: 54, type: !72)
!372 = !DILocalVariable(name: "r", scope: !366, file: !2, line: 55, type: !72)
!373 = !DILocation(line: 0, scope: !366)
!374 = !DILocation(line: 56, column: 10, scope: !366)
!375 = !DILocation(line: 56, column: 3, scope: !366)
!376 = distinct !DISubprogram(name: "clz100", scope: !2, file: !2, line: 58, type: !377, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !379)
!377 = !DISubroutineType(types: !378)
!378 = !{!93, !69}
!379 = !{!380}
!380 = !DILocalVariable(name: "a", arg: 1, scope: !376, file: !2, line: 58, type: !69)
!381 = !DILocation(line: 0, scope: !376)
!382 = !DILocation(line: 58, column: 55, scope: !376)
!383 = !DILocation(line: 58, column: 48, scope: !376)
!384 = distinct !DISubprogram(name: "clz72", scope: !2, file: !2, line: 59, type: !385, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !388)
!385 = !DISubroutineType(types: !386)
!386 = !{!93, !387}
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "u72", file: !2, line: 47, baseType: !70)
!388 = !{!389}
!389 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !2, line: 59, type: !387)
!390 = !DILocation(line: 0, scope: !384)
!391 = !DILocation(line: 59, column: 53, scope: !384)
!392 = !DILocation(line: 59, column: 46, scope: !384)
!393 = distinct !DISubprogram(name: "ctz100", scope: !2, file: !2, line: 60, type: !377, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !394)
!394 = !{!395}
!395 = !DILocalVariable(name: "a", arg: 1, scope: !393, file: !2, line: 60, type: !69)
!396 = !DILocation(line: 0, scope: !393)
!397 = !DILocation(line: 60, column: 55, scope: !393)
!398 = !DILocation(line: 60, column: 48, scope: !393)
!399 = distinct !DISubprogram(name: "pop100", scope: !2, file: !2, line: 61, type: !377, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !400)
!400 = !{!401}
!401 = !DILocalVariable(name: "a", arg: 1, scope: !399, file: !2, line: 61, type: !69)
!402 = !DILocation(line: 0, scope: !399)
!403 = !DILocation(line: 61, column: 55, scope: !399)
!404 = !DILocation(line: 61, column: 48, scope: !399)
!405 = distinct !DISubprogram(name: "brev100", scope: !2, file: !2, line: 62, type: !406, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !408)
!406 = !DISubroutineType(types: !407)
!407 = !{!69, !69}
!408 = !{!409}
!409 = !DILocalVariable(name: "a", arg: 1, scope: !405, file: !2, line: 62, type: !69)
!410 = !DILocation(line: 0, scope: !405)
!411 = !DILocation(line: 62, column: 57, scope: !405)
!412 = !DILocation(line: 62, column: 50, scope: !405)
!413 = distinct !DISubprogram(name: "uaddsat100", scope: !2, file: !2, line: 63, type: !414, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !416)
!414 = !DISubroutineType(types: !415)
!415 = !{!69, !69, !69}
!416 = !{!417, !418}
!417 = !DILocalVariable(name: "a", arg: 1, scope: !413, file: !2, line: 63, type: !69)
!418 = !DILocalVariable(name: "b", arg: 2, scope: !413, file: !2, line: 63, type: !69)
!419 = !DILocation(line: 0, scope: !413)
!420 = !DILocation(line: 63, column: 68, scope: !413)
!421 = !DILocation(line: 63, column: 61, scope: !413)
!422 = distinct !DISubprogram(name: "saddsat100", scope: !2, file: !2, line: 64, type: !423, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !425)
!423 = !DISubroutineType(types: !424)
!424 = !{!71, !71, !71}
!425 = !{!426, !427}
!426 = !DILocalVariable(name: "a", arg: 1, scope: !422, file: !2, line: 64, type: !71)
!427 = !DILocalVariable(name: "b", arg: 2, scope: !422, file: !2, line: 64, type: !71)
!428 = !DILocation(line: 0, scope: !422)
!429 = !DILocation(line: 64, column: 68, scope: !422)
!430 = !DILocation(line: 64, column: 61, scope: !422)
!431 = distinct !DISubprogram(name: "usubsat100", scope: !2, file: !2, line: 65, type: !414, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !432)
!432 = !{!433, !434}
!433 = !DILocalVariable(name: "a", arg: 1, scope: !431, file: !2, line: 65, type: !69)
!434 = !DILocalVariable(name: "b", arg: 2, scope: !431, file: !2, line: 65, type: !69)
!435 = !DILocation(line: 0, scope: !431)
!436 = !DILocation(line: 65, column: 68, scope: !431)
!437 = !DILocation(line: 65, column: 61, scope: !431)
!438 = distinct !DISubprogram(name: "ssubsat100", scope: !2, file: !2, line: 66, type: !423, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !439)
!439 = !{!440, !441}
!440 = !DILocalVariable(name: "a", arg: 1, scope: !438, file: !2, line: 66, type: !71)
!441 = !DILocalVariable(name: "b", arg: 2, scope: !438, file: !2, line: 66, type: !71)
!442 = !DILocation(line: 0, scope: !438)
!443 = !DILocation(line: 66, column: 68, scope: !438)
!444 = !DILocation(line: 66, column: 61, scope: !438)
!445 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 72, type: !446, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !448)
!446 = !DISubroutineType(types: !447)
!447 = !{!93}
!448 = !{!449, !454, !458, !460, !464, !468, !469, !470, !471, !473, !474, !475, !476, !478, !479, !480, !481, !483, !484, !485, !486, !488, !489, !490, !491, !493, !494, !495, !496, !498, !499, !500, !501, !503, !504, !505, !506, !508, !509, !510, !511, !513, !514, !515, !516, !518, !519, !520, !521, !522, !523, !524}
!449 = !DILocalVariable(name: "as", scope: !445, file: !2, line: 73, type: !450)
!450 = !DICompositeType(tag: DW_TAG_array_type, baseType: !451, size: 832, elements: !452)
!451 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!452 = !{!453}
!453 = !DISubrange(count: 13)
!454 = !DILocalVariable(name: "bs", scope: !445, file: !2, line: 74, type: !455)
!455 = !DICompositeType(tag: DW_TAG_array_type, baseType: !451, size: 448, elements: !456)
!456 = !{!457}
!457 = !DISubrange(count: 7)
!458 = !DILocalVariable(name: "i", scope: !459, file: !2, line: 75, type: !93)
!459 = distinct !DILexicalBlock(scope: !445, file: !2, line: 75, column: 3)
!460 = !DILocalVariable(name: "j", scope: !461, file: !2, line: 76, type: !93)
!461 = distinct !DILexicalBlock(scope: !462, file: !2, line: 76, column: 5)
!462 = distinct !DILexicalBlock(scope: !463, file: !2, line: 75, column: 32)
!463 = distinct !DILexicalBlock(scope: !459, file: !2, line: 75, column: 3)
!464 = !DILocalVariable(name: "r", scope: !465, file: !2, line: 78, type: !147)
!465 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 7)
!466 = distinct !DILexicalBlock(scope: !467, file: !2, line: 76, column: 33)
!467 = distinct !DILexicalBlock(scope: !461, file: !2, line: 76, column: 5)
!468 = !DILocalVariable(name: "u", scope: !465, file: !2, line: 78, type: !158)
!469 = !DILocalVariable(name: "o", scope: !465, file: !2, line: 78, type: !93)
!470 = !DILocalVariable(name: "ou", scope: !465, file: !2, line: 78, type: !93)
!471 = !DILocalVariable(name: "r", scope: !472, file: !2, line: 78, type: !169)
!472 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 14)
!473 = !DILocalVariable(name: "u", scope: !472, file: !2, line: 78, type: !180)
!474 = !DILocalVariable(name: "o", scope: !472, file: !2, line: 78, type: !93)
!475 = !DILocalVariable(name: "ou", scope: !472, file: !2, line: 78, type: !93)
!476 = !DILocalVariable(name: "r", scope: !477, file: !2, line: 78, type: !191)
!477 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 22)
!478 = !DILocalVariable(name: "u", scope: !477, file: !2, line: 78, type: !202)
!479 = !DILocalVariable(name: "o", scope: !477, file: !2, line: 78, type: !93)
!480 = !DILocalVariable(name: "ou", scope: !477, file: !2, line: 78, type: !93)
!481 = !DILocalVariable(name: "r", scope: !482, file: !2, line: 78, type: !191)
!482 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 30)
!483 = !DILocalVariable(name: "u", scope: !482, file: !2, line: 78, type: !202)
!484 = !DILocalVariable(name: "o", scope: !482, file: !2, line: 78, type: !93)
!485 = !DILocalVariable(name: "ou", scope: !482, file: !2, line: 78, type: !93)
!486 = !DILocalVariable(name: "r", scope: !487, file: !2, line: 78, type: !227)
!487 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 38)
!488 = !DILocalVariable(name: "u", scope: !487, file: !2, line: 78, type: !238)
!489 = !DILocalVariable(name: "o", scope: !487, file: !2, line: 78, type: !93)
!490 = !DILocalVariable(name: "ou", scope: !487, file: !2, line: 78, type: !93)
!491 = !DILocalVariable(name: "r", scope: !492, file: !2, line: 78, type: !227)
!492 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 46)
!493 = !DILocalVariable(name: "u", scope: !492, file: !2, line: 78, type: !238)
!494 = !DILocalVariable(name: "o", scope: !492, file: !2, line: 78, type: !93)
!495 = !DILocalVariable(name: "ou", scope: !492, file: !2, line: 78, type: !93)
!496 = !DILocalVariable(name: "r", scope: !497, file: !2, line: 78, type: !227)
!497 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 54)
!498 = !DILocalVariable(name: "u", scope: !497, file: !2, line: 78, type: !238)
!499 = !DILocalVariable(name: "o", scope: !497, file: !2, line: 78, type: !93)
!500 = !DILocalVariable(name: "ou", scope: !497, file: !2, line: 78, type: !93)
!501 = !DILocalVariable(name: "r", scope: !502, file: !2, line: 78, type: !72)
!502 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 62)
!503 = !DILocalVariable(name: "u", scope: !502, file: !2, line: 78, type: !70)
!504 = !DILocalVariable(name: "o", scope: !502, file: !2, line: 78, type: !93)
!505 = !DILocalVariable(name: "ou", scope: !502, file: !2, line: 78, type: !93)
!506 = !DILocalVariable(name: "r", scope: !507, file: !2, line: 78, type: !72)
!507 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 70)
!508 = !DILocalVariable(name: "u", scope: !507, file: !2, line: 78, type: !70)
!509 = !DILocalVariable(name: "o", scope: !507, file: !2, line: 78, type: !93)
!510 = !DILocalVariable(name: "ou", scope: !507, file: !2, line: 78, type: !93)
!511 = !DILocalVariable(name: "r", scope: !512, file: !2, line: 78, type: !72)
!512 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 78)
!513 = !DILocalVariable(name: "u", scope: !512, file: !2, line: 78, type: !70)
!514 = !DILocalVariable(name: "o", scope: !512, file: !2, line: 78, type: !93)
!515 = !DILocalVariable(name: "ou", scope: !512, file: !2, line: 78, type: !93)
!516 = !DILocalVariable(name: "r", scope: !517, file: !2, line: 78, type: !72)
!517 = distinct !DILexicalBlock(scope: !466, file: !2, line: 78, column: 87)
!518 = !DILocalVariable(name: "u", scope: !517, file: !2, line: 78, type: !70)
!519 = !DILocalVariable(name: "o", scope: !517, file: !2, line: 78, type: !93)
!520 = !DILocalVariable(name: "ou", scope: !517, file: !2, line: 78, type: !93)
!521 = !DILocalVariable(name: "one", scope: !445, file: !2, line: 82, type: !69)
!522 = !DILocalVariable(name: "top", scope: !445, file: !2, line: 82, type: !69)
!523 = !DILocalVariable(name: "max", scope: !445, file: !2, line: 82, type: !69)
!524 = !DILocalVariable(name: "smax", scope: !445, file: !2, line: 83, type: !71)
!525 = distinct !DIAssignID()
!526 = !DILocation(line: 0, scope: !445)
!527 = distinct !DIAssignID()
!528 = distinct !DIAssignID()
!529 = !DILocation(line: 0, scope: !465)
!530 = distinct !DIAssignID()
!531 = distinct !DIAssignID()
!532 = !DILocation(line: 0, scope: !472)
!533 = distinct !DIAssignID()
!534 = distinct !DIAssignID()
!535 = !DILocation(line: 0, scope: !477)
!536 = distinct !DIAssignID()
!537 = distinct !DIAssignID()
!538 = !DILocation(line: 0, scope: !482)
!539 = distinct !DIAssignID()
!540 = distinct !DIAssignID()
!541 = !DILocation(line: 0, scope: !487)
!542 = distinct !DIAssignID()
!543 = distinct !DIAssignID()
!544 = !DILocation(line: 0, scope: !492)
!545 = distinct !DIAssignID()
!546 = distinct !DIAssignID()
!547 = !DILocation(line: 0, scope: !497)
!548 = distinct !DIAssignID()
!549 = distinct !DIAssignID()
!550 = !DILocation(line: 0, scope: !502)
!551 = distinct !DIAssignID()
!552 = distinct !DIAssignID()
!553 = !DILocation(line: 0, scope: !507)
!554 = distinct !DIAssignID()
!555 = distinct !DIAssignID()
!556 = !DILocation(line: 0, scope: !512)
!557 = distinct !DIAssignID()
!558 = distinct !DIAssignID()
!559 = !DILocation(line: 0, scope: !517)
!560 = distinct !DIAssignID()
!561 = distinct !DIAssignID()
!562 = distinct !DIAssignID()
!563 = !DILocation(line: 0, scope: !459)
!564 = !DILocation(line: 75, column: 3, scope: !459)
!565 = !{!566, !566, i64 0}
!566 = !{!"long long", !140, i64 0}
!567 = !DILocation(line: 0, scope: !461)
!568 = !DILocation(line: 76, column: 5, scope: !461)
!569 = !DILocation(line: 84, column: 32, scope: !445)
!570 = !DILocation(line: 84, column: 49, scope: !445)
!571 = !DILocation(line: 84, column: 67, scope: !445)
!572 = !DILocation(line: 85, column: 10, scope: !445)
!573 = !DILocation(line: 84, column: 3, scope: !445)
!574 = !DILocation(line: 86, column: 32, scope: !445)
!575 = !DILocation(line: 86, column: 47, scope: !445)
!576 = !DILocation(line: 86, column: 63, scope: !445)
!577 = !DILocation(line: 86, column: 77, scope: !445)
!578 = !DILocation(line: 86, column: 3, scope: !445)
!579 = !DILocation(line: 87, column: 45, scope: !445)
!580 = !DILocation(line: 87, column: 58, scope: !445)
!581 = !DILocation(line: 87, column: 71, scope: !445)
!582 = !DILocation(line: 87, column: 81, scope: !445)
!583 = !DILocation(line: 87, column: 94, scope: !445)
!584 = !DILocation(line: 88, column: 10, scope: !445)
!585 = !DILocation(line: 87, column: 3, scope: !445)
!586 = !DILocation(line: 89, column: 16, scope: !445)
!587 = !DILocalVariable(name: "s", arg: 1, scope: !588, file: !2, line: 68, type: !591)
!588 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 68, type: !589, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !593)
!589 = !DISubroutineType(types: !590)
!590 = !{null, !591, !69}
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !592, size: 64)
!592 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!593 = !{!587, !594}
!594 = !DILocalVariable(name: "v", arg: 2, scope: !588, file: !2, line: 68, type: !69)
!595 = !DILocation(line: 0, scope: !588, inlinedAt: !596)
!596 = distinct !DILocation(line: 89, column: 3, scope: !445)
!597 = !DILocation(line: 69, column: 58, scope: !588, inlinedAt: !596)
!598 = !DILocation(line: 69, column: 35, scope: !588, inlinedAt: !596)
!599 = !DILocation(line: 69, column: 66, scope: !588, inlinedAt: !596)
!600 = !DILocation(line: 69, column: 3, scope: !588, inlinedAt: !596)
!601 = !DILocation(line: 90, column: 19, scope: !445)
!602 = !DILocation(line: 0, scope: !588, inlinedAt: !603)
!603 = distinct !DILocation(line: 90, column: 3, scope: !445)
!604 = !DILocation(line: 69, column: 58, scope: !588, inlinedAt: !603)
!605 = !DILocation(line: 69, column: 35, scope: !588, inlinedAt: !603)
!606 = !DILocation(line: 69, column: 66, scope: !588, inlinedAt: !603)
!607 = !DILocation(line: 69, column: 3, scope: !588, inlinedAt: !603)
!608 = !DILocation(line: 91, column: 25, scope: !445)
!609 = !DILocation(line: 0, scope: !588, inlinedAt: !610)
!610 = distinct !DILocation(line: 91, column: 3, scope: !445)
!611 = !DILocation(line: 69, column: 58, scope: !588, inlinedAt: !610)
!612 = !DILocation(line: 69, column: 35, scope: !588, inlinedAt: !610)
!613 = !DILocation(line: 69, column: 66, scope: !588, inlinedAt: !610)
!614 = !DILocation(line: 69, column: 3, scope: !588, inlinedAt: !610)
!615 = !DILocation(line: 92, column: 26, scope: !445)
!616 = !DILocation(line: 0, scope: !588, inlinedAt: !617)
!617 = distinct !DILocation(line: 92, column: 3, scope: !445)
!618 = !DILocation(line: 69, column: 58, scope: !588, inlinedAt: !617)
!619 = !DILocation(line: 69, column: 35, scope: !588, inlinedAt: !617)
!620 = !DILocation(line: 69, column: 66, scope: !588, inlinedAt: !617)
!621 = !DILocation(line: 69, column: 3, scope: !588, inlinedAt: !617)
!622 = !DILocation(line: 93, column: 19, scope: !445)
!623 = !DILocation(line: 0, scope: !588, inlinedAt: !624)
!624 = distinct !DILocation(line: 93, column: 3, scope: !445)
!625 = !DILocation(line: 69, column: 58, scope: !588, inlinedAt: !624)
!626 = !DILocation(line: 69, column: 35, scope: !588, inlinedAt: !624)
!627 = !DILocation(line: 69, column: 66, scope: !588, inlinedAt: !624)
!628 = !DILocation(line: 69, column: 3, scope: !588, inlinedAt: !624)
!629 = !DILocation(line: 94, column: 25, scope: !445)
!630 = !DILocation(line: 0, scope: !588, inlinedAt: !631)
!631 = distinct !DILocation(line: 94, column: 3, scope: !445)
!632 = !DILocation(line: 69, column: 58, scope: !588, inlinedAt: !631)
!633 = !DILocation(line: 69, column: 35, scope: !588, inlinedAt: !631)
!634 = !DILocation(line: 69, column: 66, scope: !588, inlinedAt: !631)
!635 = !DILocation(line: 69, column: 3, scope: !588, inlinedAt: !631)
!636 = !DILocation(line: 96, column: 1, scope: !445)
!637 = !DILocation(line: 75, column: 28, scope: !463)
!638 = !DILocation(line: 75, column: 21, scope: !463)
!639 = distinct !{!639, !564, !640, !641}
!640 = !DILocation(line: 81, column: 3, scope: !459)
!641 = !{!"llvm.loop.mustprogress"}
!642 = !DILocation(line: 77, column: 35, scope: !466)
!643 = !DILocation(line: 77, column: 7, scope: !466)
!644 = !DILocation(line: 78, column: 7, scope: !465)
!645 = !DILocation(line: 78, column: 7, scope: !466)
!646 = !DILocation(line: 78, column: 14, scope: !472)
!647 = !DILocation(line: 78, column: 14, scope: !466)
!648 = !DILocation(line: 78, column: 22, scope: !477)
!649 = !DILocation(line: 78, column: 22, scope: !466)
!650 = !DILocation(line: 78, column: 30, scope: !482)
!651 = !DILocation(line: 78, column: 30, scope: !466)
!652 = !DILocation(line: 78, column: 38, scope: !487)
!653 = !DILocation(line: 78, column: 38, scope: !466)
!654 = !DILocation(line: 78, column: 46, scope: !492)
!655 = !DILocation(line: 78, column: 46, scope: !466)
!656 = !DILocation(line: 78, column: 54, scope: !497)
!657 = !DILocation(line: 78, column: 54, scope: !466)
!658 = !DILocation(line: 78, column: 62, scope: !502)
!659 = !DILocation(line: 78, column: 62, scope: !466)
!660 = !DILocation(line: 78, column: 70, scope: !507)
!661 = !DILocation(line: 78, column: 70, scope: !466)
!662 = !DILocation(line: 78, column: 78, scope: !512)
!663 = !DILocation(line: 78, column: 78, scope: !466)
!664 = !DILocation(line: 78, column: 87, scope: !517)
!665 = !DILocation(line: 78, column: 87, scope: !466)
!666 = !DILocation(line: 79, column: 7, scope: !466)
!667 = !DILocation(line: 76, column: 29, scope: !467)
!668 = !DILocation(line: 76, column: 23, scope: !467)
!669 = distinct !{!669, !568, !670, !641}
!670 = !DILocation(line: 80, column: 5, scope: !461)
!671 = !DISubprogram(name: "printf", scope: !672, file: !672, line: 356, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!673 = !DISubroutineType(types: !674)
!674 = !{!93, !675, null}
!675 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !591)
