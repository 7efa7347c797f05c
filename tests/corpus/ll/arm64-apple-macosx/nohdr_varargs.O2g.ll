; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [12 x i8] c"sum = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"avg = %.4f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"structs = %d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [17 x i8] c"dstructs = %.3f\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [23 x i8] c"%d %s %c %.2f %u %lld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"text\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [21 x i8] c"vprintf returned %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [10 x i8] c"nth = %s\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [6 x i8] c"log: \00", align 1, !dbg !53

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
  %1 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624), !dbg !70
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !71
  %3 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02), !dbg !72
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3), !dbg !73
  %5 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067), !dbg !74
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5), !dbg !75
  %7 = tail call double (i32, ...) @dstructs(i32 poison, [2 x double] [double 1.500000e+00, double 2.000000e+00], [2 x double] [double -5.000000e-01, double 8.000000e+00]), !dbg !76
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7), !dbg !77
  %9 = tail call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1), !dbg !78
    #dbg_value(i32 %9, !69, !DIExpression(), !79)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9), !dbg !80
  %11 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11), !dbg !81
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %11), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nofree nounwind
declare !dbg !84 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable(sync)
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 !dbg !89 {
  %2 = alloca ptr, align 8
    #dbg_value(i32 6, !94, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !103
    #dbg_value(ptr %2, !95, !DIExpression(DW_OP_deref), !102)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !104
    #dbg_value(i64 0, !99, !DIExpression(), !102)
    #dbg_value(i32 0, !100, !DIExpression(), !105)
    #dbg_value(i64 0, !99, !DIExpression(), !102)
    #dbg_value(i32 0, !100, !DIExpression(), !105)
  %3 = va_arg ptr %2, i64, !dbg !106
    #dbg_value(i64 %3, !99, !DIExpression(), !102)
    #dbg_value(i32 1, !100, !DIExpression(), !105)
  %4 = va_arg ptr %2, i64, !dbg !106
  %5 = add nsw i64 %4, %3, !dbg !108
    #dbg_value(i64 %5, !99, !DIExpression(), !102)
    #dbg_value(i32 2, !100, !DIExpression(), !105)
  %6 = va_arg ptr %2, i64, !dbg !106
  %7 = add nsw i64 %6, %5, !dbg !108
    #dbg_value(i64 %7, !99, !DIExpression(), !102)
    #dbg_value(i32 3, !100, !DIExpression(), !105)
  %8 = va_arg ptr %2, i64, !dbg !106
  %9 = add nsw i64 %8, %7, !dbg !108
    #dbg_value(i64 %9, !99, !DIExpression(), !102)
    #dbg_value(i32 4, !100, !DIExpression(), !105)
  %10 = va_arg ptr %2, i64, !dbg !106
  %11 = add nsw i64 %10, %9, !dbg !108
    #dbg_value(i64 %11, !99, !DIExpression(), !102)
    #dbg_value(i32 5, !100, !DIExpression(), !105)
  %12 = va_arg ptr %2, i64, !dbg !106
  %13 = add nsw i64 %12, %11, !dbg !108
    #dbg_value(i64 %13, !99, !DIExpression(), !102)
    #dbg_value(i32 6, !100, !DIExpression(), !105)
    #dbg_value(ptr %2, !95, !DIExpression(DW_OP_deref), !102)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !109
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !110
  ret i64 %13, !dbg !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable(sync)
define internal double @avg(i32 %0, ...) unnamed_addr #2 !dbg !112 {
  %2 = alloca ptr, align 8
    #dbg_value(i32 9, !117, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !123
    #dbg_value(ptr %2, !118, !DIExpression(DW_OP_deref), !122)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !124
    #dbg_value(double 0.000000e+00, !119, !DIExpression(), !122)
    #dbg_value(i32 0, !120, !DIExpression(), !125)
    #dbg_value(double 0.000000e+00, !119, !DIExpression(), !122)
    #dbg_value(i32 0, !120, !DIExpression(), !125)
  %3 = va_arg ptr %2, double, !dbg !126
  %4 = fadd double %3, 0.000000e+00, !dbg !128
    #dbg_value(double %4, !119, !DIExpression(), !122)
    #dbg_value(i32 1, !120, !DIExpression(), !125)
  %5 = va_arg ptr %2, double, !dbg !126
  %6 = fadd double %4, %5, !dbg !128
    #dbg_value(double %6, !119, !DIExpression(), !122)
    #dbg_value(i32 2, !120, !DIExpression(), !125)
  %7 = va_arg ptr %2, double, !dbg !126
  %8 = fadd double %6, %7, !dbg !128
    #dbg_value(double %8, !119, !DIExpression(), !122)
    #dbg_value(i32 3, !120, !DIExpression(), !125)
  %9 = va_arg ptr %2, double, !dbg !126
  %10 = fadd double %8, %9, !dbg !128
    #dbg_value(double %10, !119, !DIExpression(), !122)
    #dbg_value(i32 4, !120, !DIExpression(), !125)
  %11 = va_arg ptr %2, double, !dbg !126
  %12 = fadd double %10, %11, !dbg !128
    #dbg_value(double %12, !119, !DIExpression(), !122)
    #dbg_value(i32 5, !120, !DIExpression(), !125)
  %13 = va_arg ptr %2, double, !dbg !126
  %14 = fadd double %12, %13, !dbg !128
    #dbg_value(double %14, !119, !DIExpression(), !122)
    #dbg_value(i32 6, !120, !DIExpression(), !125)
  %15 = va_arg ptr %2, double, !dbg !126
  %16 = fadd double %14, %15, !dbg !128
    #dbg_value(double %16, !119, !DIExpression(), !122)
    #dbg_value(i32 7, !120, !DIExpression(), !125)
  %17 = va_arg ptr %2, double, !dbg !126
  %18 = fadd double %16, %17, !dbg !128
    #dbg_value(double %18, !119, !DIExpression(), !122)
    #dbg_value(i32 8, !120, !DIExpression(), !125)
  %19 = va_arg ptr %2, double, !dbg !126
  %20 = fadd double %18, %19, !dbg !128
    #dbg_value(double %20, !119, !DIExpression(), !122)
    #dbg_value(i32 9, !120, !DIExpression(), !125)
    #dbg_value(ptr %2, !118, !DIExpression(DW_OP_deref), !122)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !129
  %21 = fdiv double %20, 9.000000e+00, !dbg !130
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !131
  ret double %21, !dbg !132
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable(sync)
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 !dbg !133 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
    #dbg_value(i32 3, !137, !DIExpression(), !156)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !157
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !157
    #dbg_value(ptr %2, !138, !DIExpression(DW_OP_deref), !156)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !158
    #dbg_value(ptr %3, !139, !DIExpression(DW_OP_deref), !156)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !159
    #dbg_value(i32 0, !140, !DIExpression(), !156)
    #dbg_value(i32 0, !141, !DIExpression(), !160)
  %4 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !140, !DIExpression(), !156)
    #dbg_value(i32 0, !141, !DIExpression(), !160)
    #dbg_value(i32 0, !140, !DIExpression(), !156)
    #dbg_value(i32 0, !141, !DIExpression(), !160)
    #dbg_value(ptr %4, !138, !DIExpression(), !156)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !161
    #dbg_value(ptr %5, !138, !DIExpression(), !156)
  store ptr %5, ptr %2, align 8, !dbg !161
  %6 = load i32, ptr %4, align 8, !dbg !161, !tbaa !162
    #dbg_value(i32 %6, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
  %7 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !161
  %8 = load i32, ptr %7, align 4, !dbg !161, !tbaa !162
    #dbg_value(i32 %8, !143, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 %37, !140, !DIExpression(), !156)
    #dbg_value(i32 1, !141, !DIExpression(), !160)
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !161
    #dbg_value(ptr %9, !138, !DIExpression(), !156)
  %10 = load i32, ptr %5, align 8, !dbg !161, !tbaa !162
    #dbg_value(i32 %10, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
  %11 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !161
  %12 = load i32, ptr %11, align 4, !dbg !161, !tbaa !162
    #dbg_value(i32 %12, !143, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
  %13 = mul nsw i32 %12, %10, !dbg !167
    #dbg_value(i32 %38, !140, !DIExpression(), !156)
    #dbg_value(i32 2, !141, !DIExpression(), !160)
  %14 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !161
    #dbg_value(ptr %14, !138, !DIExpression(), !156)
  store ptr %14, ptr %2, align 8, !dbg !161
  %15 = load i32, ptr %9, align 8, !dbg !161, !tbaa !162
    #dbg_value(i32 %15, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
  %16 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !161
  %17 = load i32, ptr %16, align 4, !dbg !161, !tbaa !162
    #dbg_value(i32 %17, !143, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
  %18 = mul nsw i32 %17, %15, !dbg !167
    #dbg_value(i32 %39, !140, !DIExpression(), !156)
    #dbg_value(i32 3, !141, !DIExpression(), !160)
  %19 = load ptr, ptr %3, align 8
    #dbg_value(i32 0, !151, !DIExpression(), !168)
    #dbg_value(double 0.000000e+00, !150, !DIExpression(), !156)
    #dbg_value(i32 0, !151, !DIExpression(), !168)
    #dbg_value(double 0.000000e+00, !150, !DIExpression(), !156)
    #dbg_value(ptr %19, !139, !DIExpression(), !156)
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !169
    #dbg_value(ptr %20, !139, !DIExpression(), !156)
  store ptr %20, ptr %3, align 8, !dbg !169
  %21 = load i32, ptr %19, align 8, !dbg !169, !tbaa !162
    #dbg_value(i32 %21, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
  %22 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !169
  %23 = load i32, ptr %22, align 4, !dbg !169, !tbaa !162
    #dbg_value(i32 %23, !153, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
  %24 = sub nsw i32 %21, %23, !dbg !171
    #dbg_value(double undef, !150, !DIExpression(), !156)
    #dbg_value(i32 1, !151, !DIExpression(), !168)
  %25 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !169
    #dbg_value(ptr %25, !139, !DIExpression(), !156)
  %26 = load i32, ptr %20, align 8, !dbg !169, !tbaa !162
    #dbg_value(i32 %26, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
  %27 = getelementptr inbounds i8, ptr %19, i64 12, !dbg !169
  %28 = load i32, ptr %27, align 4, !dbg !169, !tbaa !162
    #dbg_value(i32 %28, !153, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
  %29 = sub nsw i32 %26, %28, !dbg !171
  %30 = add i32 %24, %29, !dbg !172
    #dbg_value(double undef, !150, !DIExpression(), !156)
    #dbg_value(i32 2, !151, !DIExpression(), !168)
  %31 = getelementptr inbounds i8, ptr %19, i64 24, !dbg !169
    #dbg_value(ptr %31, !139, !DIExpression(), !156)
  store ptr %31, ptr %3, align 8, !dbg !169
  %32 = load i32, ptr %25, align 8, !dbg !169, !tbaa !162
    #dbg_value(i32 %32, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
  %33 = getelementptr inbounds i8, ptr %19, i64 20, !dbg !169
  %34 = load i32, ptr %33, align 4, !dbg !169, !tbaa !162
    #dbg_value(i32 %34, !153, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
  %35 = sub nsw i32 %32, %34, !dbg !171
  %36 = add i32 %30, %35, !dbg !172
    #dbg_value(double undef, !150, !DIExpression(), !156)
    #dbg_value(i32 3, !151, !DIExpression(), !168)
  %37 = mul nsw i32 %8, %6, !dbg !167
  %38 = add nsw i32 %13, %37, !dbg !173
  %39 = add nsw i32 %18, %38, !dbg !173
    #dbg_value(ptr %3, !139, !DIExpression(DW_OP_deref), !156)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !174
    #dbg_value(ptr %2, !138, !DIExpression(DW_OP_deref), !156)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !175
  %40 = mul nsw i32 %39, 1000, !dbg !176
  %41 = add nsw i32 %40, %36, !dbg !177
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !178
  ret i32 %41, !dbg !179
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable(sync)
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 !dbg !180 {
  %2 = alloca ptr, align 8
    #dbg_value(i32 2, !182, !DIExpression(), !194)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !195
    #dbg_value(ptr %2, !183, !DIExpression(DW_OP_deref), !194)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !196
    #dbg_value(double 0.000000e+00, !184, !DIExpression(), !194)
    #dbg_value(i32 0, !185, !DIExpression(), !197)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(double 0.000000e+00, !184, !DIExpression(), !194)
    #dbg_value(i32 0, !185, !DIExpression(), !197)
    #dbg_value(double 0.000000e+00, !184, !DIExpression(), !194)
    #dbg_value(i32 0, !185, !DIExpression(), !197)
    #dbg_value(ptr %3, !183, !DIExpression(), !194)
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !198
    #dbg_value(ptr %4, !183, !DIExpression(), !194)
  store ptr %4, ptr %2, align 8, !dbg !198
  %5 = load double, ptr %3, align 8, !dbg !198, !tbaa !199
    #dbg_value(double %5, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !201)
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !198
  %7 = load double, ptr %6, align 8, !dbg !198, !tbaa !199
    #dbg_value(double %7, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !201)
  %8 = call double @llvm.fmuladd.f64(double %5, double %7, double 0.000000e+00), !dbg !202
    #dbg_value(double %8, !184, !DIExpression(), !194)
    #dbg_value(i32 1, !185, !DIExpression(), !197)
  %9 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !198
    #dbg_value(ptr %9, !183, !DIExpression(), !194)
  store ptr %9, ptr %2, align 8, !dbg !198
  %10 = load double, ptr %4, align 8, !dbg !198, !tbaa !199
    #dbg_value(double %10, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !201)
  %11 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !198
  %12 = load double, ptr %11, align 8, !dbg !198, !tbaa !199
    #dbg_value(double %12, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !201)
  %13 = call double @llvm.fmuladd.f64(double %10, double %12, double %8), !dbg !202
    #dbg_value(double %13, !184, !DIExpression(), !194)
    #dbg_value(i32 2, !185, !DIExpression(), !197)
    #dbg_value(ptr %2, !183, !DIExpression(DW_OP_deref), !194)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !204
  ret double %13, !dbg !205
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind ssp uwtable(sync)
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !206 {
  %2 = alloca ptr, align 8
    #dbg_value(ptr @.str.4, !208, !DIExpression(), !211)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !212
    #dbg_value(ptr %2, !209, !DIExpression(DW_OP_deref), !211)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !213
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !214
  %4 = load ptr, ptr %2, align 8, !dbg !215, !tbaa !216
    #dbg_value(ptr %4, !209, !DIExpression(), !211)
  %5 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef %4) #6, !dbg !218
    #dbg_value(i32 %5, !210, !DIExpression(), !211)
    #dbg_value(ptr %2, !209, !DIExpression(DW_OP_deref), !211)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !219
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !220
  ret i32 %5, !dbg !221
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable(sync)
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 !dbg !222 {
  %2 = alloca ptr, align 8
    #dbg_value(i32 2, !226, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !232
    #dbg_value(ptr %2, !227, !DIExpression(DW_OP_deref), !231)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !233
    #dbg_value(ptr null, !228, !DIExpression(), !231)
    #dbg_value(i32 0, !229, !DIExpression(), !234)
    #dbg_value(i32 0, !229, !DIExpression(), !234)
  %3 = va_arg ptr %2, ptr, !dbg !235
    #dbg_value(ptr %3, !228, !DIExpression(), !231)
    #dbg_value(i32 1, !229, !DIExpression(), !234)
  %4 = va_arg ptr %2, ptr, !dbg !235
    #dbg_value(ptr %4, !228, !DIExpression(), !231)
    #dbg_value(i32 2, !229, !DIExpression(), !234)
  %5 = va_arg ptr %2, ptr, !dbg !235
    #dbg_value(ptr %5, !228, !DIExpression(), !231)
    #dbg_value(i32 3, !229, !DIExpression(), !234)
    #dbg_value(ptr %2, !227, !DIExpression(DW_OP_deref), !231)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !237
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !238
  ret ptr %5, !dbg !239
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare !dbg !240 noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind ssp willreturn uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_varargs.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 14)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 17)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 23)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 5)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 21)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 4)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !43, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 6)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !50, isLocal: true, isDefinition: true)
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !41, !46, !48, !53}
!59 = !{i32 7, !"Dwarf Version", i32 4}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 1}
!64 = !{i32 7, !"frame-pointer", i32 1}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !67, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !68)
!67 = !DISubroutineType(types: !56)
!68 = !{!69}
!69 = !DILocalVariable(name: "n", scope: !66, file: !2, line: 73, type: !57)
!70 = !DILocation(line: 69, column: 28, scope: !66)
!71 = !DILocation(line: 69, column: 5, scope: !66)
!72 = !DILocation(line: 70, column: 28, scope: !66)
!73 = !DILocation(line: 70, column: 5, scope: !66)
!74 = !DILocation(line: 71, column: 30, scope: !66)
!75 = !DILocation(line: 71, column: 5, scope: !66)
!76 = !DILocation(line: 72, column: 33, scope: !66)
!77 = !DILocation(line: 72, column: 5, scope: !66)
!78 = !DILocation(line: 73, column: 13, scope: !66)
!79 = !DILocation(line: 0, scope: !66)
!80 = !DILocation(line: 74, column: 5, scope: !66)
!81 = !DILocation(line: 75, column: 26, scope: !66)
!82 = !DILocation(line: 75, column: 5, scope: !66)
!83 = !DILocation(line: 76, column: 5, scope: !66)
!84 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!57, !87, null}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!89 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 10, type: !90, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !57, null}
!92 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!93 = !{!94, !95, !99, !100}
!94 = !DILocalVariable(name: "n", arg: 1, scope: !89, file: !2, line: 10, type: !57)
!95 = !DILocalVariable(name: "ap", scope: !89, file: !2, line: 11, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !2, line: 6, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!99 = !DILocalVariable(name: "s", scope: !89, file: !2, line: 13, type: !92)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 14, type: !57)
!101 = distinct !DILexicalBlock(scope: !89, file: !2, line: 14, column: 5)
!102 = !DILocation(line: 0, scope: !89)
!103 = !DILocation(line: 11, column: 5, scope: !89)
!104 = !DILocation(line: 12, column: 5, scope: !89)
!105 = !DILocation(line: 0, scope: !101)
!106 = !DILocation(line: 14, column: 38, scope: !107)
!107 = distinct !DILexicalBlock(scope: !101, file: !2, line: 14, column: 5)
!108 = !DILocation(line: 14, column: 35, scope: !107)
!109 = !DILocation(line: 15, column: 5, scope: !89)
!110 = !DILocation(line: 17, column: 1, scope: !89)
!111 = !DILocation(line: 16, column: 5, scope: !89)
!112 = distinct !DISubprogram(name: "avg", scope: !2, file: !2, line: 19, type: !113, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !116)
!113 = !DISubroutineType(types: !114)
!114 = !{!115, !57, null}
!115 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!116 = !{!117, !118, !119, !120}
!117 = !DILocalVariable(name: "n", arg: 1, scope: !112, file: !2, line: 19, type: !57)
!118 = !DILocalVariable(name: "ap", scope: !112, file: !2, line: 20, type: !96)
!119 = !DILocalVariable(name: "s", scope: !112, file: !2, line: 22, type: !115)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 23, type: !57)
!121 = distinct !DILexicalBlock(scope: !112, file: !2, line: 23, column: 5)
!122 = !DILocation(line: 0, scope: !112)
!123 = !DILocation(line: 20, column: 5, scope: !112)
!124 = !DILocation(line: 21, column: 5, scope: !112)
!125 = !DILocation(line: 0, scope: !121)
!126 = !DILocation(line: 23, column: 38, scope: !127)
!127 = distinct !DILexicalBlock(scope: !121, file: !2, line: 23, column: 5)
!128 = !DILocation(line: 23, column: 35, scope: !127)
!129 = !DILocation(line: 24, column: 5, scope: !112)
!130 = !DILocation(line: 25, column: 14, scope: !112)
!131 = !DILocation(line: 26, column: 1, scope: !112)
!132 = !DILocation(line: 25, column: 5, scope: !112)
!133 = distinct !DISubprogram(name: "structs", scope: !2, file: !2, line: 28, type: !134, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!57, !57, null}
!136 = !{!137, !138, !139, !140, !141, !143, !150, !151, !153}
!137 = !DILocalVariable(name: "n", arg: 1, scope: !133, file: !2, line: 28, type: !57)
!138 = !DILocalVariable(name: "ap", scope: !133, file: !2, line: 29, type: !96)
!139 = !DILocalVariable(name: "ap2", scope: !133, file: !2, line: 29, type: !96)
!140 = !DILocalVariable(name: "s", scope: !133, file: !2, line: 32, type: !57)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 33, type: !57)
!142 = distinct !DILexicalBlock(scope: !133, file: !2, line: 33, column: 5)
!143 = !DILocalVariable(name: "p", scope: !144, file: !2, line: 33, type: !146)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 33, column: 33)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 33, column: 5)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 64, elements: !147)
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !146, file: !2, line: 7, baseType: !57, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !146, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!150 = !DILocalVariable(name: "d", scope: !133, file: !2, line: 34, type: !115)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 35, type: !57)
!152 = distinct !DILexicalBlock(scope: !133, file: !2, line: 35, column: 5)
!153 = !DILocalVariable(name: "p", scope: !154, file: !2, line: 35, type: !146)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 35, column: 33)
!155 = distinct !DILexicalBlock(scope: !152, file: !2, line: 35, column: 5)
!156 = !DILocation(line: 0, scope: !133)
!157 = !DILocation(line: 29, column: 5, scope: !133)
!158 = !DILocation(line: 30, column: 5, scope: !133)
!159 = !DILocation(line: 31, column: 5, scope: !133)
!160 = !DILocation(line: 0, scope: !142)
!161 = !DILocation(line: 33, column: 48, scope: !144)
!162 = !{!163, !163, i64 0}
!163 = !{!"int", !164, i64 0}
!164 = !{!"omnipotent char", !165, i64 0}
!165 = !{!"Simple C/C++ TBAA"}
!166 = !DILocation(line: 0, scope: !144)
!167 = !DILocation(line: 33, column: 89, scope: !144)
!168 = !DILocation(line: 0, scope: !152)
!169 = !DILocation(line: 35, column: 48, scope: !154)
!170 = !DILocation(line: 0, scope: !154)
!171 = !DILocation(line: 35, column: 90, scope: !154)
!172 = !DILocation(line: 35, column: 83, scope: !154)
!173 = !DILocation(line: 33, column: 82, scope: !144)
!174 = !DILocation(line: 36, column: 5, scope: !133)
!175 = !DILocation(line: 37, column: 5, scope: !133)
!176 = !DILocation(line: 38, column: 14, scope: !133)
!177 = !DILocation(line: 38, column: 21, scope: !133)
!178 = !DILocation(line: 39, column: 1, scope: !133)
!179 = !DILocation(line: 38, column: 5, scope: !133)
!180 = distinct !DISubprogram(name: "dstructs", scope: !2, file: !2, line: 41, type: !113, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !181)
!181 = !{!182, !183, !184, !185, !187}
!182 = !DILocalVariable(name: "n", arg: 1, scope: !180, file: !2, line: 41, type: !57)
!183 = !DILocalVariable(name: "ap", scope: !180, file: !2, line: 42, type: !96)
!184 = !DILocalVariable(name: "s", scope: !180, file: !2, line: 44, type: !115)
!185 = !DILocalVariable(name: "i", scope: !186, file: !2, line: 45, type: !57)
!186 = distinct !DILexicalBlock(scope: !180, file: !2, line: 45, column: 5)
!187 = !DILocalVariable(name: "d", scope: !188, file: !2, line: 45, type: !190)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 45, column: 33)
!189 = distinct !DILexicalBlock(scope: !186, file: !2, line: 45, column: 5)
!190 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !2, line: 8, size: 128, elements: !191)
!191 = !{!192, !193}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !190, file: !2, line: 8, baseType: !115, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !190, file: !2, line: 8, baseType: !115, size: 64, offset: 64)
!194 = !DILocation(line: 0, scope: !180)
!195 = !DILocation(line: 42, column: 5, scope: !180)
!196 = !DILocation(line: 43, column: 5, scope: !180)
!197 = !DILocation(line: 0, scope: !186)
!198 = !DILocation(line: 45, column: 48, scope: !188)
!199 = !{!200, !200, i64 0}
!200 = !{!"double", !164, i64 0}
!201 = !DILocation(line: 0, scope: !188)
!202 = !DILocation(line: 45, column: 82, scope: !188)
!203 = !DILocation(line: 46, column: 5, scope: !180)
!204 = !DILocation(line: 48, column: 1, scope: !180)
!205 = !DILocation(line: 47, column: 5, scope: !180)
!206 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 50, type: !85, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !207)
!207 = !{!208, !209, !210}
!208 = !DILocalVariable(name: "fmt", arg: 1, scope: !206, file: !2, line: 50, type: !87)
!209 = !DILocalVariable(name: "ap", scope: !206, file: !2, line: 51, type: !96)
!210 = !DILocalVariable(name: "r", scope: !206, file: !2, line: 54, type: !57)
!211 = !DILocation(line: 0, scope: !206)
!212 = !DILocation(line: 51, column: 5, scope: !206)
!213 = !DILocation(line: 52, column: 5, scope: !206)
!214 = !DILocation(line: 53, column: 5, scope: !206)
!215 = !DILocation(line: 54, column: 26, scope: !206)
!216 = !{!217, !217, i64 0}
!217 = !{!"any pointer", !164, i64 0}
!218 = !DILocation(line: 54, column: 13, scope: !206)
!219 = !DILocation(line: 55, column: 5, scope: !206)
!220 = !DILocation(line: 57, column: 1, scope: !206)
!221 = !DILocation(line: 56, column: 5, scope: !206)
!222 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 59, type: !223, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!87, !57, null}
!225 = !{!226, !227, !228, !229}
!226 = !DILocalVariable(name: "n", arg: 1, scope: !222, file: !2, line: 59, type: !57)
!227 = !DILocalVariable(name: "ap", scope: !222, file: !2, line: 60, type: !96)
!228 = !DILocalVariable(name: "s", scope: !222, file: !2, line: 62, type: !87)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 63, type: !57)
!230 = distinct !DILexicalBlock(scope: !222, file: !2, line: 63, column: 5)
!231 = !DILocation(line: 0, scope: !222)
!232 = !DILocation(line: 60, column: 5, scope: !222)
!233 = !DILocation(line: 61, column: 5, scope: !222)
!234 = !DILocation(line: 0, scope: !230)
!235 = !DILocation(line: 63, column: 38, scope: !236)
!236 = distinct !DILexicalBlock(scope: !230, file: !2, line: 63, column: 5)
!237 = !DILocation(line: 64, column: 5, scope: !222)
!238 = !DILocation(line: 66, column: 1, scope: !222)
!239 = !DILocation(line: 65, column: 5, scope: !222)
!240 = !DISubprogram(name: "vprintf", scope: !2, file: !2, line: 4, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubroutineType(types: !242)
!242 = !{!57, !87, !97}
