; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.D = type { double, double }

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca %struct.D, align 16
  %2 = alloca %struct.D, align 16
  %3 = tail call i64 (i32, ...) @sum(i32 poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624), !dbg !71
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3), !dbg !72
  %5 = tail call double (i32, ...) @avg(i32 poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02), !dbg !73
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %5), !dbg !74
  %7 = tail call i32 (i32, ...) @structs(i32 poison, i64 8589934593, i64 17179869187, i64 30064771067), !dbg !75
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7), !dbg !76
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !77
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %1, align 16, !dbg !77, !tbaa !78
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !77
  store <2 x double> <double -5.000000e-01, double 8.000000e+00>, ptr %2, align 16, !dbg !77, !tbaa !78
  %9 = call double (i32, ...) @dstructs(i32 poison, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !77
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !77
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !77
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %9), !dbg !82
  %11 = call i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef -42, ptr noundef nonnull @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1), !dbg !83
    #dbg_value(i32 %11, !70, !DIExpression(), !84)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %11), !dbg !85
  %13 = call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11), !dbg !86
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %13), !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: nofree nounwind
declare !dbg !89 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #2 !dbg !94 {
  %2 = alloca ptr, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !100, !DIExpression(), !107, ptr %2, !DIExpression(), !108)
    #dbg_value(i32 6, !99, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !109
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !110
    #dbg_value(i64 0, !104, !DIExpression(), !108)
    #dbg_value(i32 0, !105, !DIExpression(), !111)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !105, !DIExpression(), !111)
    #dbg_value(i64 0, !104, !DIExpression(), !108)
    #dbg_value(i32 0, !105, !DIExpression(), !111)
    #dbg_value(i64 0, !104, !DIExpression(), !108)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !112
  store ptr %4, ptr %2, align 8, !dbg !112, !DIAssignID !114
    #dbg_assign(ptr %4, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
    #dbg_value(i64 poison, !104, !DIExpression(), !108)
    #dbg_value(i32 1, !105, !DIExpression(), !111)
    #dbg_assign(ptr %3, !100, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !114, ptr %2, !DIExpression(), !108)
    #dbg_value(i64 poison, !104, !DIExpression(), !108)
    #dbg_value(i32 2, !105, !DIExpression(), !111)
    #dbg_assign(ptr %3, !100, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !114, ptr %2, !DIExpression(), !108)
    #dbg_value(i64 poison, !104, !DIExpression(), !108)
    #dbg_value(i32 3, !105, !DIExpression(), !111)
  %5 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !112
    #dbg_assign(ptr %5, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %6 = load <4 x i64>, ptr %3, align 8, !dbg !112, !tbaa !115
    #dbg_value(i64 poison, !104, !DIExpression(), !108)
    #dbg_value(i32 4, !105, !DIExpression(), !111)
  %7 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !112
    #dbg_assign(ptr %7, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %8 = load i64, ptr %5, align 8, !dbg !112, !tbaa !115
    #dbg_value(i64 poison, !104, !DIExpression(), !108)
    #dbg_value(i32 5, !105, !DIExpression(), !111)
  %9 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !112
  store ptr %9, ptr %2, align 8, !dbg !112, !DIAssignID !114
    #dbg_assign(ptr %9, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %10 = load i64, ptr %7, align 8, !dbg !112, !tbaa !115
  %11 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6), !dbg !117
  %12 = add i64 %11, %8, !dbg !117
  %13 = add i64 %12, %10, !dbg !117
    #dbg_value(i64 %13, !104, !DIExpression(), !108)
    #dbg_value(i32 6, !105, !DIExpression(), !111)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !118
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !119
  ret i64 %13, !dbg !120
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @avg(i32 %0, ...) unnamed_addr #2 !dbg !121 {
  %2 = alloca ptr, align 8, !DIAssignID !131
    #dbg_assign(i1 undef, !127, !DIExpression(), !131, ptr %2, !DIExpression(), !132)
    #dbg_value(i32 9, !126, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !133
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !134
    #dbg_value(double 0.000000e+00, !128, !DIExpression(), !132)
    #dbg_value(i32 0, !129, !DIExpression(), !135)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !129, !DIExpression(), !135)
    #dbg_value(double 0.000000e+00, !128, !DIExpression(), !132)
    #dbg_value(i32 0, !129, !DIExpression(), !135)
    #dbg_value(double 0.000000e+00, !128, !DIExpression(), !132)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !136
  store ptr %4, ptr %2, align 8, !dbg !136, !DIAssignID !138
    #dbg_assign(ptr %4, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %5 = load double, ptr %3, align 8, !dbg !136, !tbaa !78
  %6 = fadd double %5, 0.000000e+00, !dbg !139
    #dbg_value(double %6, !128, !DIExpression(), !132)
    #dbg_value(i32 1, !129, !DIExpression(), !135)
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !136
    #dbg_assign(ptr %7, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %8 = load double, ptr %4, align 8, !dbg !136, !tbaa !78
  %9 = fadd double %6, %8, !dbg !139
    #dbg_value(double %9, !128, !DIExpression(), !132)
    #dbg_value(i32 2, !129, !DIExpression(), !135)
  %10 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !136
    #dbg_assign(ptr %10, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %11 = load double, ptr %7, align 8, !dbg !136, !tbaa !78
  %12 = fadd double %9, %11, !dbg !139
    #dbg_value(double %12, !128, !DIExpression(), !132)
    #dbg_value(i32 3, !129, !DIExpression(), !135)
  %13 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !136
    #dbg_assign(ptr %13, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %14 = load double, ptr %10, align 8, !dbg !136, !tbaa !78
  %15 = fadd double %12, %14, !dbg !139
    #dbg_value(double %15, !128, !DIExpression(), !132)
    #dbg_value(i32 4, !129, !DIExpression(), !135)
  %16 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !136
    #dbg_assign(ptr %16, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %17 = load double, ptr %13, align 8, !dbg !136, !tbaa !78
  %18 = fadd double %15, %17, !dbg !139
    #dbg_value(double %18, !128, !DIExpression(), !132)
    #dbg_value(i32 5, !129, !DIExpression(), !135)
  %19 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !136
    #dbg_assign(ptr %19, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %20 = load double, ptr %16, align 8, !dbg !136, !tbaa !78
  %21 = fadd double %18, %20, !dbg !139
    #dbg_value(double %21, !128, !DIExpression(), !132)
    #dbg_value(i32 6, !129, !DIExpression(), !135)
  %22 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !136
    #dbg_assign(ptr %22, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %23 = load double, ptr %19, align 8, !dbg !136, !tbaa !78
  %24 = fadd double %21, %23, !dbg !139
    #dbg_value(double %24, !128, !DIExpression(), !132)
    #dbg_value(i32 7, !129, !DIExpression(), !135)
  %25 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !136
    #dbg_assign(ptr %25, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %26 = load double, ptr %22, align 8, !dbg !136, !tbaa !78
  %27 = fadd double %24, %26, !dbg !139
    #dbg_value(double %27, !128, !DIExpression(), !132)
    #dbg_value(i32 8, !129, !DIExpression(), !135)
  %28 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !136
  store ptr %28, ptr %2, align 8, !dbg !136, !DIAssignID !138
    #dbg_assign(ptr %28, !127, !DIExpression(), !138, ptr %2, !DIExpression(), !132)
  %29 = load double, ptr %25, align 8, !dbg !136, !tbaa !78
  %30 = fadd double %27, %29, !dbg !139
    #dbg_value(double %30, !128, !DIExpression(), !132)
    #dbg_value(i32 9, !129, !DIExpression(), !135)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !140
  %31 = fdiv double %30, 9.000000e+00, !dbg !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !142
  ret double %31, !dbg !143
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @structs(i32 %0, ...) unnamed_addr #2 !dbg !144 {
  %2 = alloca ptr, align 8, !DIAssignID !167
    #dbg_assign(i1 undef, !149, !DIExpression(), !167, ptr %2, !DIExpression(), !168)
  %3 = alloca ptr, align 8, !DIAssignID !169
    #dbg_assign(i1 undef, !150, !DIExpression(), !169, ptr %3, !DIExpression(), !168)
    #dbg_value(i32 3, !148, !DIExpression(), !168)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !170
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !170
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !171
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !172
    #dbg_value(i32 0, !151, !DIExpression(), !168)
    #dbg_value(i32 0, !152, !DIExpression(), !173)
  %4 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !151, !DIExpression(), !168)
    #dbg_value(i32 0, !152, !DIExpression(), !173)
    #dbg_value(i32 0, !151, !DIExpression(), !168)
    #dbg_value(i32 0, !152, !DIExpression(), !173)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !174
  store ptr %5, ptr %2, align 8, !dbg !174, !DIAssignID !175
    #dbg_assign(ptr %5, !149, !DIExpression(), !175, ptr %2, !DIExpression(), !168)
  %6 = load i32, ptr %4, align 8, !dbg !174, !tbaa !176
  %7 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !174
  %8 = load i32, ptr %7, align 4, !dbg !174, !tbaa !176
    #dbg_value(i32 %6, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178)
    #dbg_value(i32 %8, !154, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !178)
    #dbg_value(i32 %37, !151, !DIExpression(), !168)
    #dbg_value(i32 1, !152, !DIExpression(), !173)
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !174
    #dbg_assign(ptr %9, !149, !DIExpression(), !175, ptr %2, !DIExpression(), !168)
  %10 = load i32, ptr %5, align 8, !dbg !174, !tbaa !176
  %11 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !174
  %12 = load i32, ptr %11, align 4, !dbg !174, !tbaa !176
    #dbg_value(i32 %10, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178)
    #dbg_value(i32 %12, !154, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !178)
  %13 = mul nsw i32 %12, %10, !dbg !179
    #dbg_value(i32 %38, !151, !DIExpression(), !168)
    #dbg_value(i32 2, !152, !DIExpression(), !173)
  %14 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !174
  store ptr %14, ptr %2, align 8, !dbg !174, !DIAssignID !175
    #dbg_assign(ptr %14, !149, !DIExpression(), !175, ptr %2, !DIExpression(), !168)
  %15 = load i32, ptr %9, align 8, !dbg !174, !tbaa !176
  %16 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !174
  %17 = load i32, ptr %16, align 4, !dbg !174, !tbaa !176
    #dbg_value(i32 %15, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178)
    #dbg_value(i32 %17, !154, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !178)
  %18 = mul nsw i32 %17, %15, !dbg !179
    #dbg_value(i32 %39, !151, !DIExpression(), !168)
    #dbg_value(i32 3, !152, !DIExpression(), !173)
  %19 = load ptr, ptr %3, align 8
    #dbg_value(i32 0, !162, !DIExpression(), !180)
    #dbg_value(double 0.000000e+00, !161, !DIExpression(), !168)
    #dbg_value(i32 0, !162, !DIExpression(), !180)
    #dbg_value(double 0.000000e+00, !161, !DIExpression(), !168)
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !181
  store ptr %20, ptr %3, align 8, !dbg !181, !DIAssignID !182
    #dbg_assign(ptr %20, !150, !DIExpression(), !182, ptr %3, !DIExpression(), !168)
  %21 = load i32, ptr %19, align 8, !dbg !181, !tbaa !176
  %22 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !181
  %23 = load i32, ptr %22, align 4, !dbg !181, !tbaa !176
    #dbg_value(i32 %21, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183)
    #dbg_value(i32 %23, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !183)
  %24 = sub nsw i32 %21, %23, !dbg !184
    #dbg_value(double undef, !161, !DIExpression(), !168)
    #dbg_value(i32 1, !162, !DIExpression(), !180)
  %25 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !181
    #dbg_assign(ptr %25, !150, !DIExpression(), !182, ptr %3, !DIExpression(), !168)
  %26 = load i32, ptr %20, align 8, !dbg !181, !tbaa !176
  %27 = getelementptr inbounds i8, ptr %19, i64 12, !dbg !181
  %28 = load i32, ptr %27, align 4, !dbg !181, !tbaa !176
    #dbg_value(i32 %26, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183)
    #dbg_value(i32 %28, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !183)
  %29 = sub nsw i32 %26, %28, !dbg !184
  %30 = add i32 %24, %29, !dbg !185
    #dbg_value(double undef, !161, !DIExpression(), !168)
    #dbg_value(i32 2, !162, !DIExpression(), !180)
  %31 = getelementptr inbounds i8, ptr %19, i64 24, !dbg !181
  store ptr %31, ptr %3, align 8, !dbg !181, !DIAssignID !182
    #dbg_assign(ptr %31, !150, !DIExpression(), !182, ptr %3, !DIExpression(), !168)
  %32 = load i32, ptr %25, align 8, !dbg !181, !tbaa !176
  %33 = getelementptr inbounds i8, ptr %19, i64 20, !dbg !181
  %34 = load i32, ptr %33, align 4, !dbg !181, !tbaa !176
    #dbg_value(i32 %32, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183)
    #dbg_value(i32 %34, !164, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !183)
  %35 = sub nsw i32 %32, %34, !dbg !184
  %36 = add i32 %30, %35, !dbg !185
    #dbg_value(double undef, !161, !DIExpression(), !168)
    #dbg_value(i32 3, !162, !DIExpression(), !180)
  %37 = mul nsw i32 %8, %6, !dbg !179
  %38 = add nsw i32 %13, %37, !dbg !186
  %39 = add nsw i32 %18, %38, !dbg !186
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !187
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !188
  %40 = mul nsw i32 %39, 1000, !dbg !189
  %41 = add nsw i32 %40, %36, !dbg !190
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7, !dbg !191
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !191
  ret i32 %41, !dbg !192
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @dstructs(i32 %0, ...) unnamed_addr #2 !dbg !193 {
  %2 = alloca ptr, align 8, !DIAssignID !207
    #dbg_assign(i1 undef, !196, !DIExpression(), !207, ptr %2, !DIExpression(), !208)
    #dbg_value(i32 2, !195, !DIExpression(), !208)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !209
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !210
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !208)
    #dbg_value(i32 0, !198, !DIExpression(), !211)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !208)
    #dbg_value(i32 0, !198, !DIExpression(), !211)
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !208)
    #dbg_value(i32 0, !198, !DIExpression(), !211)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !212
  store ptr %4, ptr %2, align 8, !dbg !212, !DIAssignID !213
    #dbg_assign(ptr %4, !196, !DIExpression(), !213, ptr %2, !DIExpression(), !208)
  %5 = load ptr, ptr %3, align 8, !dbg !212
  %6 = load double, ptr %5, align 8, !dbg !212, !tbaa !78
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !212
  %8 = load double, ptr %7, align 8, !dbg !212, !tbaa !78
    #dbg_value(double %6, !200, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !214)
    #dbg_value(double %8, !200, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !214)
  %9 = call double @llvm.fmuladd.f64(double %6, double %8, double 0.000000e+00), !dbg !215
    #dbg_value(double %9, !197, !DIExpression(), !208)
    #dbg_value(i32 1, !198, !DIExpression(), !211)
  %10 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !212
  store ptr %10, ptr %2, align 8, !dbg !212, !DIAssignID !213
    #dbg_assign(ptr %10, !196, !DIExpression(), !213, ptr %2, !DIExpression(), !208)
  %11 = load ptr, ptr %4, align 8, !dbg !212
  %12 = load double, ptr %11, align 8, !dbg !212, !tbaa !78
  %13 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !212
  %14 = load double, ptr %13, align 8, !dbg !212, !tbaa !78
    #dbg_value(double %12, !200, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !214)
    #dbg_value(double %14, !200, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !214)
  %15 = call double @llvm.fmuladd.f64(double %12, double %14, double %9), !dbg !215
    #dbg_value(double %15, !197, !DIExpression(), !208)
    #dbg_value(i32 2, !198, !DIExpression(), !211)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !216
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !217
  ret double %15, !dbg !218
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !219 {
  %2 = alloca ptr, align 8, !DIAssignID !224
    #dbg_assign(i1 undef, !222, !DIExpression(), !224, ptr %2, !DIExpression(), !225)
    #dbg_value(ptr @.str.4, !221, !DIExpression(), !225)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !226
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !227
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !228
  %4 = load ptr, ptr %2, align 8, !dbg !229, !tbaa !230
  %5 = call i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef %4) #7, !dbg !232
    #dbg_value(i32 %5, !223, !DIExpression(), !225)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !233
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !234
  ret i32 %5, !dbg !235
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #2 !dbg !236 {
  %2 = alloca ptr, align 8, !DIAssignID !245
    #dbg_assign(i1 undef, !241, !DIExpression(), !245, ptr %2, !DIExpression(), !246)
    #dbg_value(i32 2, !240, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !247
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !248
    #dbg_value(ptr null, !242, !DIExpression(), !246)
    #dbg_value(i32 0, !243, !DIExpression(), !249)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !243, !DIExpression(), !249)
    #dbg_value(ptr null, !242, !DIExpression(), !246)
  %4 = getelementptr i8, ptr %3, i64 16, !dbg !250
    #dbg_value(i32 poison, !243, !DIExpression(), !249)
    #dbg_assign(ptr poison, !241, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !251, ptr %2, !DIExpression(), !246)
    #dbg_value(ptr poison, !242, !DIExpression(), !246)
  %5 = getelementptr i8, ptr %3, i64 24, !dbg !250
  store ptr %5, ptr %2, align 8, !dbg !252, !DIAssignID !251
  %6 = load ptr, ptr %4, align 8, !tbaa !230
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !254
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !255
  ret ptr %6, !dbg !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare !dbg !257 dso_local noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

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
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: None)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !41, !46, !48, !53}
!59 = !{i32 7, !"Dwarf Version", i32 4}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 2}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 1, !"MaxTLSAlign", i32 65536}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !68, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !69)
!68 = !DISubroutineType(types: !56)
!69 = !{!70}
!70 = !DILocalVariable(name: "n", scope: !67, file: !2, line: 73, type: !57)
!71 = !DILocation(line: 69, column: 28, scope: !67)
!72 = !DILocation(line: 69, column: 5, scope: !67)
!73 = !DILocation(line: 70, column: 28, scope: !67)
!74 = !DILocation(line: 70, column: 5, scope: !67)
!75 = !DILocation(line: 71, column: 30, scope: !67)
!76 = !DILocation(line: 71, column: 5, scope: !67)
!77 = !DILocation(line: 72, column: 33, scope: !67)
!78 = !{!79, !79, i64 0}
!79 = !{!"double", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 72, column: 5, scope: !67)
!83 = !DILocation(line: 73, column: 13, scope: !67)
!84 = !DILocation(line: 0, scope: !67)
!85 = !DILocation(line: 74, column: 5, scope: !67)
!86 = !DILocation(line: 75, column: 26, scope: !67)
!87 = !DILocation(line: 75, column: 5, scope: !67)
!88 = !DILocation(line: 76, column: 5, scope: !67)
!89 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{!57, !92, null}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!94 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 10, type: !95, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !57, null}
!97 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!98 = !{!99, !100, !104, !105}
!99 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !2, line: 10, type: !57)
!100 = !DILocalVariable(name: "ap", scope: !94, file: !2, line: 11, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !2, line: 6, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!104 = !DILocalVariable(name: "s", scope: !94, file: !2, line: 13, type: !97)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 14, type: !57)
!106 = distinct !DILexicalBlock(scope: !94, file: !2, line: 14, column: 5)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !94)
!109 = !DILocation(line: 11, column: 5, scope: !94)
!110 = !DILocation(line: 12, column: 5, scope: !94)
!111 = !DILocation(line: 0, scope: !106)
!112 = !DILocation(line: 14, column: 38, scope: !113)
!113 = distinct !DILexicalBlock(scope: !106, file: !2, line: 14, column: 5)
!114 = distinct !DIAssignID()
!115 = !{!116, !116, i64 0}
!116 = !{!"long long", !80, i64 0}
!117 = !DILocation(line: 14, column: 35, scope: !113)
!118 = !DILocation(line: 15, column: 5, scope: !94)
!119 = !DILocation(line: 17, column: 1, scope: !94)
!120 = !DILocation(line: 16, column: 5, scope: !94)
!121 = distinct !DISubprogram(name: "avg", scope: !2, file: !2, line: 19, type: !122, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !125)
!122 = !DISubroutineType(types: !123)
!123 = !{!124, !57, null}
!124 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!125 = !{!126, !127, !128, !129}
!126 = !DILocalVariable(name: "n", arg: 1, scope: !121, file: !2, line: 19, type: !57)
!127 = !DILocalVariable(name: "ap", scope: !121, file: !2, line: 20, type: !101)
!128 = !DILocalVariable(name: "s", scope: !121, file: !2, line: 22, type: !124)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 23, type: !57)
!130 = distinct !DILexicalBlock(scope: !121, file: !2, line: 23, column: 5)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !121)
!133 = !DILocation(line: 20, column: 5, scope: !121)
!134 = !DILocation(line: 21, column: 5, scope: !121)
!135 = !DILocation(line: 0, scope: !130)
!136 = !DILocation(line: 23, column: 38, scope: !137)
!137 = distinct !DILexicalBlock(scope: !130, file: !2, line: 23, column: 5)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 23, column: 35, scope: !137)
!140 = !DILocation(line: 24, column: 5, scope: !121)
!141 = !DILocation(line: 25, column: 14, scope: !121)
!142 = !DILocation(line: 26, column: 1, scope: !121)
!143 = !DILocation(line: 25, column: 5, scope: !121)
!144 = distinct !DISubprogram(name: "structs", scope: !2, file: !2, line: 28, type: !145, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!57, !57, null}
!147 = !{!148, !149, !150, !151, !152, !154, !161, !162, !164}
!148 = !DILocalVariable(name: "n", arg: 1, scope: !144, file: !2, line: 28, type: !57)
!149 = !DILocalVariable(name: "ap", scope: !144, file: !2, line: 29, type: !101)
!150 = !DILocalVariable(name: "ap2", scope: !144, file: !2, line: 29, type: !101)
!151 = !DILocalVariable(name: "s", scope: !144, file: !2, line: 32, type: !57)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 33, type: !57)
!153 = distinct !DILexicalBlock(scope: !144, file: !2, line: 33, column: 5)
!154 = !DILocalVariable(name: "p", scope: !155, file: !2, line: 33, type: !157)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 33, column: 33)
!156 = distinct !DILexicalBlock(scope: !153, file: !2, line: 33, column: 5)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 64, elements: !158)
!158 = !{!159, !160}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !157, file: !2, line: 7, baseType: !57, size: 32)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !157, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!161 = !DILocalVariable(name: "d", scope: !144, file: !2, line: 34, type: !124)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 35, type: !57)
!163 = distinct !DILexicalBlock(scope: !144, file: !2, line: 35, column: 5)
!164 = !DILocalVariable(name: "p", scope: !165, file: !2, line: 35, type: !157)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 35, column: 33)
!166 = distinct !DILexicalBlock(scope: !163, file: !2, line: 35, column: 5)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 0, scope: !144)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 29, column: 5, scope: !144)
!171 = !DILocation(line: 30, column: 5, scope: !144)
!172 = !DILocation(line: 31, column: 5, scope: !144)
!173 = !DILocation(line: 0, scope: !153)
!174 = !DILocation(line: 33, column: 48, scope: !155)
!175 = distinct !DIAssignID()
!176 = !{!177, !177, i64 0}
!177 = !{!"int", !80, i64 0}
!178 = !DILocation(line: 0, scope: !155)
!179 = !DILocation(line: 33, column: 89, scope: !155)
!180 = !DILocation(line: 0, scope: !163)
!181 = !DILocation(line: 35, column: 48, scope: !165)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 0, scope: !165)
!184 = !DILocation(line: 35, column: 90, scope: !165)
!185 = !DILocation(line: 35, column: 83, scope: !165)
!186 = !DILocation(line: 33, column: 82, scope: !155)
!187 = !DILocation(line: 36, column: 5, scope: !144)
!188 = !DILocation(line: 37, column: 5, scope: !144)
!189 = !DILocation(line: 38, column: 14, scope: !144)
!190 = !DILocation(line: 38, column: 21, scope: !144)
!191 = !DILocation(line: 39, column: 1, scope: !144)
!192 = !DILocation(line: 38, column: 5, scope: !144)
!193 = distinct !DISubprogram(name: "dstructs", scope: !2, file: !2, line: 41, type: !122, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !194)
!194 = !{!195, !196, !197, !198, !200}
!195 = !DILocalVariable(name: "n", arg: 1, scope: !193, file: !2, line: 41, type: !57)
!196 = !DILocalVariable(name: "ap", scope: !193, file: !2, line: 42, type: !101)
!197 = !DILocalVariable(name: "s", scope: !193, file: !2, line: 44, type: !124)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 45, type: !57)
!199 = distinct !DILexicalBlock(scope: !193, file: !2, line: 45, column: 5)
!200 = !DILocalVariable(name: "d", scope: !201, file: !2, line: 45, type: !203)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 45, column: 33)
!202 = distinct !DILexicalBlock(scope: !199, file: !2, line: 45, column: 5)
!203 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !2, line: 8, size: 128, elements: !204)
!204 = !{!205, !206}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !203, file: !2, line: 8, baseType: !124, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !203, file: !2, line: 8, baseType: !124, size: 64, offset: 64)
!207 = distinct !DIAssignID()
!208 = !DILocation(line: 0, scope: !193)
!209 = !DILocation(line: 42, column: 5, scope: !193)
!210 = !DILocation(line: 43, column: 5, scope: !193)
!211 = !DILocation(line: 0, scope: !199)
!212 = !DILocation(line: 45, column: 48, scope: !201)
!213 = distinct !DIAssignID()
!214 = !DILocation(line: 0, scope: !201)
!215 = !DILocation(line: 45, column: 82, scope: !201)
!216 = !DILocation(line: 46, column: 5, scope: !193)
!217 = !DILocation(line: 48, column: 1, scope: !193)
!218 = !DILocation(line: 47, column: 5, scope: !193)
!219 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 50, type: !90, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !220)
!220 = !{!221, !222, !223}
!221 = !DILocalVariable(name: "fmt", arg: 1, scope: !219, file: !2, line: 50, type: !92)
!222 = !DILocalVariable(name: "ap", scope: !219, file: !2, line: 51, type: !101)
!223 = !DILocalVariable(name: "r", scope: !219, file: !2, line: 54, type: !57)
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 0, scope: !219)
!226 = !DILocation(line: 51, column: 5, scope: !219)
!227 = !DILocation(line: 52, column: 5, scope: !219)
!228 = !DILocation(line: 53, column: 5, scope: !219)
!229 = !DILocation(line: 54, column: 26, scope: !219)
!230 = !{!231, !231, i64 0}
!231 = !{!"any pointer", !80, i64 0}
!232 = !DILocation(line: 54, column: 13, scope: !219)
!233 = !DILocation(line: 55, column: 5, scope: !219)
!234 = !DILocation(line: 57, column: 1, scope: !219)
!235 = !DILocation(line: 56, column: 5, scope: !219)
!236 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 59, type: !237, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!92, !57, null}
!239 = !{!240, !241, !242, !243}
!240 = !DILocalVariable(name: "n", arg: 1, scope: !236, file: !2, line: 59, type: !57)
!241 = !DILocalVariable(name: "ap", scope: !236, file: !2, line: 60, type: !101)
!242 = !DILocalVariable(name: "s", scope: !236, file: !2, line: 62, type: !92)
!243 = !DILocalVariable(name: "i", scope: !244, file: !2, line: 63, type: !57)
!244 = distinct !DILexicalBlock(scope: !236, file: !2, line: 63, column: 5)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !236)
!247 = !DILocation(line: 60, column: 5, scope: !236)
!248 = !DILocation(line: 61, column: 5, scope: !236)
!249 = !DILocation(line: 0, scope: !244)
!250 = !DILocation(line: 63, column: 5, scope: !244)
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 63, column: 38, scope: !253)
!253 = distinct !DILexicalBlock(scope: !244, file: !2, line: 63, column: 5)
!254 = !DILocation(line: 64, column: 5, scope: !236)
!255 = !DILocation(line: 66, column: 1, scope: !236)
!256 = !DILocation(line: 65, column: 5, scope: !236)
!257 = !DISubprogram(name: "vprintf", scope: !2, file: !2, line: 4, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!57, !92, !102}
