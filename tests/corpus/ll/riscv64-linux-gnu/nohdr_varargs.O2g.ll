; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = tail call i64 (i32, ...) @sum(i32 signext poison, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624), !dbg !75
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !76
  %3 = tail call double (i32, ...) @avg(i32 signext poison, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02), !dbg !77
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3), !dbg !78
  %5 = tail call signext i32 (i32, ...) @structs(i32 signext poison, i64 8589934593, i64 17179869187, i64 30064771067), !dbg !79
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %5), !dbg !80
  %7 = tail call double (i32, ...) @dstructs(i32 signext poison, [2 x i64] [i64 4609434218613702656, i64 4611686018427387904], [2 x i64] [i64 -4620693217682128896, i64 4620693217682128896]), !dbg !81
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7), !dbg !82
  %9 = tail call signext i32 (ptr, ...) @logf_(ptr nonnull poison, i32 noundef signext -42, ptr noundef nonnull @.str.5, i32 noundef signext 113, double noundef 2.500000e+00, i32 noundef signext -1294967296, i64 noundef -1), !dbg !83
    #dbg_value(i32 %9, !74, !DIExpression(), !84)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %9), !dbg !85
  %11 = tail call ptr (i32, ...) @nth_string(i32 signext poison, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11), !dbg !86
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %11), !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: nofree nounwind
declare !dbg !89 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 signext %0, ...) unnamed_addr #2 !dbg !94 {
  %2 = alloca ptr, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !100, !DIExpression(), !107, ptr %2, !DIExpression(), !108)
    #dbg_value(i32 6, !99, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !109
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
  %5 = load i64, ptr %3, align 8, !dbg !112, !tbaa !115
    #dbg_value(i64 %5, !104, !DIExpression(), !108)
    #dbg_value(i32 1, !105, !DIExpression(), !111)
  %6 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !112
    #dbg_assign(ptr %6, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %7 = load i64, ptr %4, align 8, !dbg !112, !tbaa !115
  %8 = add nsw i64 %7, %5, !dbg !119
    #dbg_value(i64 %8, !104, !DIExpression(), !108)
    #dbg_value(i32 2, !105, !DIExpression(), !111)
  %9 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !112
    #dbg_assign(ptr %9, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %10 = load i64, ptr %6, align 8, !dbg !112, !tbaa !115
  %11 = add nsw i64 %10, %8, !dbg !119
    #dbg_value(i64 %11, !104, !DIExpression(), !108)
    #dbg_value(i32 3, !105, !DIExpression(), !111)
  %12 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !112
    #dbg_assign(ptr %12, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %13 = load i64, ptr %9, align 8, !dbg !112, !tbaa !115
  %14 = add nsw i64 %13, %11, !dbg !119
    #dbg_value(i64 %14, !104, !DIExpression(), !108)
    #dbg_value(i32 4, !105, !DIExpression(), !111)
  %15 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !112
    #dbg_assign(ptr %15, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %16 = load i64, ptr %12, align 8, !dbg !112, !tbaa !115
  %17 = add nsw i64 %16, %14, !dbg !119
    #dbg_value(i64 %17, !104, !DIExpression(), !108)
    #dbg_value(i32 5, !105, !DIExpression(), !111)
  %18 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !112
  store ptr %18, ptr %2, align 8, !dbg !112, !DIAssignID !114
    #dbg_assign(ptr %18, !100, !DIExpression(), !114, ptr %2, !DIExpression(), !108)
  %19 = load i64, ptr %15, align 8, !dbg !112, !tbaa !115
  %20 = add nsw i64 %19, %17, !dbg !119
    #dbg_value(i64 %20, !104, !DIExpression(), !108)
    #dbg_value(i32 6, !105, !DIExpression(), !111)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !120
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !121
  ret i64 %20, !dbg !122
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @avg(i32 signext %0, ...) unnamed_addr #2 !dbg !123 {
  %2 = alloca ptr, align 8, !DIAssignID !133
    #dbg_assign(i1 undef, !129, !DIExpression(), !133, ptr %2, !DIExpression(), !134)
    #dbg_value(i32 9, !128, !DIExpression(), !134)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !135
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !136
    #dbg_value(double 0.000000e+00, !130, !DIExpression(), !134)
    #dbg_value(i32 0, !131, !DIExpression(), !137)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !131, !DIExpression(), !137)
    #dbg_value(double 0.000000e+00, !130, !DIExpression(), !134)
    #dbg_value(i32 0, !131, !DIExpression(), !137)
    #dbg_value(double 0.000000e+00, !130, !DIExpression(), !134)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !138
  store ptr %4, ptr %2, align 8, !dbg !138, !DIAssignID !140
    #dbg_assign(ptr %4, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %5 = load double, ptr %3, align 8, !dbg !138, !tbaa !141
  %6 = fadd double %5, 0.000000e+00, !dbg !143
    #dbg_value(double %6, !130, !DIExpression(), !134)
    #dbg_value(i32 1, !131, !DIExpression(), !137)
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !138
    #dbg_assign(ptr %7, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %8 = load double, ptr %4, align 8, !dbg !138, !tbaa !141
  %9 = fadd double %6, %8, !dbg !143
    #dbg_value(double %9, !130, !DIExpression(), !134)
    #dbg_value(i32 2, !131, !DIExpression(), !137)
  %10 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !138
    #dbg_assign(ptr %10, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %11 = load double, ptr %7, align 8, !dbg !138, !tbaa !141
  %12 = fadd double %9, %11, !dbg !143
    #dbg_value(double %12, !130, !DIExpression(), !134)
    #dbg_value(i32 3, !131, !DIExpression(), !137)
  %13 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !138
    #dbg_assign(ptr %13, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %14 = load double, ptr %10, align 8, !dbg !138, !tbaa !141
  %15 = fadd double %12, %14, !dbg !143
    #dbg_value(double %15, !130, !DIExpression(), !134)
    #dbg_value(i32 4, !131, !DIExpression(), !137)
  %16 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !138
    #dbg_assign(ptr %16, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %17 = load double, ptr %13, align 8, !dbg !138, !tbaa !141
  %18 = fadd double %15, %17, !dbg !143
    #dbg_value(double %18, !130, !DIExpression(), !134)
    #dbg_value(i32 5, !131, !DIExpression(), !137)
  %19 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !138
    #dbg_assign(ptr %19, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %20 = load double, ptr %16, align 8, !dbg !138, !tbaa !141
  %21 = fadd double %18, %20, !dbg !143
    #dbg_value(double %21, !130, !DIExpression(), !134)
    #dbg_value(i32 6, !131, !DIExpression(), !137)
  %22 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !138
    #dbg_assign(ptr %22, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %23 = load double, ptr %19, align 8, !dbg !138, !tbaa !141
  %24 = fadd double %21, %23, !dbg !143
    #dbg_value(double %24, !130, !DIExpression(), !134)
    #dbg_value(i32 7, !131, !DIExpression(), !137)
  %25 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !138
    #dbg_assign(ptr %25, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %26 = load double, ptr %22, align 8, !dbg !138, !tbaa !141
  %27 = fadd double %24, %26, !dbg !143
    #dbg_value(double %27, !130, !DIExpression(), !134)
    #dbg_value(i32 8, !131, !DIExpression(), !137)
  %28 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !138
  store ptr %28, ptr %2, align 8, !dbg !138, !DIAssignID !140
    #dbg_assign(ptr %28, !129, !DIExpression(), !140, ptr %2, !DIExpression(), !134)
  %29 = load double, ptr %25, align 8, !dbg !138, !tbaa !141
  %30 = fadd double %27, %29, !dbg !143
    #dbg_value(double %30, !130, !DIExpression(), !134)
    #dbg_value(i32 9, !131, !DIExpression(), !137)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !144
  %31 = fdiv double %30, 9.000000e+00, !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !146
  ret double %31, !dbg !147
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal signext i32 @structs(i32 signext %0, ...) unnamed_addr #2 !dbg !148 {
  %2 = alloca ptr, align 8, !DIAssignID !171
    #dbg_assign(i1 undef, !153, !DIExpression(), !171, ptr %2, !DIExpression(), !172)
  %3 = alloca ptr, align 8, !DIAssignID !173
    #dbg_assign(i1 undef, !154, !DIExpression(), !173, ptr %3, !DIExpression(), !172)
    #dbg_value(i32 3, !152, !DIExpression(), !172)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !174
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !174
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !175
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !176
    #dbg_value(i32 0, !155, !DIExpression(), !172)
    #dbg_value(i32 0, !156, !DIExpression(), !177)
  %4 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !155, !DIExpression(), !172)
    #dbg_value(i32 0, !156, !DIExpression(), !177)
    #dbg_value(i32 0, !155, !DIExpression(), !172)
    #dbg_value(i32 0, !156, !DIExpression(), !177)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !178
  store ptr %5, ptr %2, align 8, !dbg !178, !DIAssignID !179
    #dbg_assign(ptr %5, !153, !DIExpression(), !179, ptr %2, !DIExpression(), !172)
  %6 = load i32, ptr %4, align 8, !dbg !178, !tbaa !180
  %7 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !178
  %8 = load i32, ptr %7, align 4, !dbg !178, !tbaa !180
    #dbg_value(i32 %6, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
    #dbg_value(i32 %8, !158, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
    #dbg_value(i32 %37, !155, !DIExpression(), !172)
    #dbg_value(i32 1, !156, !DIExpression(), !177)
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !178
    #dbg_assign(ptr %9, !153, !DIExpression(), !179, ptr %2, !DIExpression(), !172)
  %10 = load i32, ptr %5, align 8, !dbg !178, !tbaa !180
  %11 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !178
  %12 = load i32, ptr %11, align 4, !dbg !178, !tbaa !180
    #dbg_value(i32 %10, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
    #dbg_value(i32 %12, !158, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
  %13 = mul nsw i32 %12, %10, !dbg !183
    #dbg_value(i32 %38, !155, !DIExpression(), !172)
    #dbg_value(i32 2, !156, !DIExpression(), !177)
  %14 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !178
  store ptr %14, ptr %2, align 8, !dbg !178, !DIAssignID !179
    #dbg_assign(ptr %14, !153, !DIExpression(), !179, ptr %2, !DIExpression(), !172)
  %15 = load i32, ptr %9, align 8, !dbg !178, !tbaa !180
  %16 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !178
  %17 = load i32, ptr %16, align 4, !dbg !178, !tbaa !180
    #dbg_value(i32 %15, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182)
    #dbg_value(i32 %17, !158, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !182)
  %18 = mul nsw i32 %17, %15, !dbg !183
    #dbg_value(i32 %39, !155, !DIExpression(), !172)
    #dbg_value(i32 3, !156, !DIExpression(), !177)
  %19 = load ptr, ptr %3, align 8
    #dbg_value(i32 0, !166, !DIExpression(), !184)
    #dbg_value(double 0.000000e+00, !165, !DIExpression(), !172)
    #dbg_value(i32 0, !166, !DIExpression(), !184)
    #dbg_value(double 0.000000e+00, !165, !DIExpression(), !172)
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !185
  store ptr %20, ptr %3, align 8, !dbg !185, !DIAssignID !186
    #dbg_assign(ptr %20, !154, !DIExpression(), !186, ptr %3, !DIExpression(), !172)
  %21 = load i32, ptr %19, align 8, !dbg !185, !tbaa !180
  %22 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !185
  %23 = load i32, ptr %22, align 4, !dbg !185, !tbaa !180
    #dbg_value(i32 %21, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
    #dbg_value(i32 %23, !168, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
  %24 = sub nsw i32 %21, %23, !dbg !188
    #dbg_value(double undef, !165, !DIExpression(), !172)
    #dbg_value(i32 1, !166, !DIExpression(), !184)
  %25 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !185
    #dbg_assign(ptr %25, !154, !DIExpression(), !186, ptr %3, !DIExpression(), !172)
  %26 = load i32, ptr %20, align 8, !dbg !185, !tbaa !180
  %27 = getelementptr inbounds i8, ptr %19, i64 12, !dbg !185
  %28 = load i32, ptr %27, align 4, !dbg !185, !tbaa !180
    #dbg_value(i32 %26, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
    #dbg_value(i32 %28, !168, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
  %29 = sub nsw i32 %26, %28, !dbg !188
  %30 = add i32 %24, %29, !dbg !189
    #dbg_value(double undef, !165, !DIExpression(), !172)
    #dbg_value(i32 2, !166, !DIExpression(), !184)
  %31 = getelementptr inbounds i8, ptr %19, i64 24, !dbg !185
  store ptr %31, ptr %3, align 8, !dbg !185, !DIAssignID !186
    #dbg_assign(ptr %31, !154, !DIExpression(), !186, ptr %3, !DIExpression(), !172)
  %32 = load i32, ptr %25, align 8, !dbg !185, !tbaa !180
  %33 = getelementptr inbounds i8, ptr %19, i64 20, !dbg !185
  %34 = load i32, ptr %33, align 4, !dbg !185, !tbaa !180
    #dbg_value(i32 %32, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187)
    #dbg_value(i32 %34, !168, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !187)
  %35 = sub nsw i32 %32, %34, !dbg !188
  %36 = add i32 %30, %35, !dbg !189
    #dbg_value(double undef, !165, !DIExpression(), !172)
    #dbg_value(i32 3, !166, !DIExpression(), !184)
  %37 = mul nsw i32 %8, %6, !dbg !183
  %38 = add nsw i32 %13, %37, !dbg !190
  %39 = add nsw i32 %18, %38, !dbg !190
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !191
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !192
  %40 = mul nsw i32 %39, 1000, !dbg !193
  %41 = add nsw i32 %40, %36, !dbg !194
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !195
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !195
  ret i32 %41, !dbg !196
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @dstructs(i32 signext %0, ...) unnamed_addr #2 !dbg !197 {
  %2 = alloca ptr, align 8, !DIAssignID !211
    #dbg_assign(i1 undef, !200, !DIExpression(), !211, ptr %2, !DIExpression(), !212)
    #dbg_value(i32 2, !199, !DIExpression(), !212)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !213
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !214
    #dbg_value(double 0.000000e+00, !201, !DIExpression(), !212)
    #dbg_value(i32 0, !202, !DIExpression(), !215)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(double 0.000000e+00, !201, !DIExpression(), !212)
    #dbg_value(i32 0, !202, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !201, !DIExpression(), !212)
    #dbg_value(i32 0, !202, !DIExpression(), !215)
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !216
  store ptr %4, ptr %2, align 8, !dbg !216, !DIAssignID !217
    #dbg_assign(ptr %4, !200, !DIExpression(), !217, ptr %2, !DIExpression(), !212)
  %5 = load double, ptr %3, align 8, !dbg !216, !tbaa !141
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !216
  %7 = load double, ptr %6, align 8, !dbg !216, !tbaa !141
    #dbg_value(double %5, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218)
    #dbg_value(double %7, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !218)
  %8 = call double @llvm.fmuladd.f64(double %5, double %7, double 0.000000e+00), !dbg !219
    #dbg_value(double %8, !201, !DIExpression(), !212)
    #dbg_value(i32 1, !202, !DIExpression(), !215)
  %9 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !216
  store ptr %9, ptr %2, align 8, !dbg !216, !DIAssignID !217
    #dbg_assign(ptr %9, !200, !DIExpression(), !217, ptr %2, !DIExpression(), !212)
  %10 = load double, ptr %4, align 8, !dbg !216, !tbaa !141
  %11 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !216
  %12 = load double, ptr %11, align 8, !dbg !216, !tbaa !141
    #dbg_value(double %10, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218)
    #dbg_value(double %12, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !218)
  %13 = call double @llvm.fmuladd.f64(double %10, double %12, double %8), !dbg !219
    #dbg_value(double %13, !201, !DIExpression(), !212)
    #dbg_value(i32 2, !202, !DIExpression(), !215)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !220
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !221
  ret double %13, !dbg !222
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef signext i32 @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 !dbg !223 {
  %2 = alloca ptr, align 8, !DIAssignID !228
    #dbg_assign(i1 undef, !226, !DIExpression(), !228, ptr %2, !DIExpression(), !229)
    #dbg_value(ptr @.str.4, !225, !DIExpression(), !229)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !230
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !231
  %3 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !232
  %4 = load ptr, ptr %2, align 8, !dbg !233, !tbaa !234
  %5 = call signext i32 @vprintf(ptr noundef nonnull @.str.4, ptr noundef %4) #6, !dbg !236
    #dbg_value(i32 %5, !227, !DIExpression(), !229)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !237
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !238
  ret i32 %5, !dbg !239
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 signext %0, ...) unnamed_addr #2 !dbg !240 {
  %2 = alloca ptr, align 8, !DIAssignID !249
    #dbg_assign(i1 undef, !245, !DIExpression(), !249, ptr %2, !DIExpression(), !250)
    #dbg_value(i32 2, !244, !DIExpression(), !250)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !251
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !252
    #dbg_value(ptr null, !246, !DIExpression(), !250)
    #dbg_value(i32 0, !247, !DIExpression(), !253)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !247, !DIExpression(), !253)
    #dbg_value(ptr null, !246, !DIExpression(), !250)
  %4 = getelementptr i8, ptr %3, i64 16, !dbg !254
    #dbg_value(i32 poison, !247, !DIExpression(), !253)
    #dbg_assign(ptr poison, !245, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !255, ptr %2, !DIExpression(), !250)
    #dbg_value(ptr poison, !246, !DIExpression(), !250)
  %5 = getelementptr i8, ptr %3, i64 24, !dbg !254
  store ptr %5, ptr %2, align 8, !dbg !256, !DIAssignID !255
  %6 = load ptr, ptr %4, align 8, !tbaa !234
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !259
  ret ptr %6, !dbg !260
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
declare !dbg !261 noundef signext i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "bb6921058ec2bae960ac6a08c1bdbc1d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 1, !"target-abi", !"lp64d"}
!63 = !{i32 6, !"riscv-isa", !64}
!64 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 8, !"SmallDataLimit", i32 8}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !72, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !73)
!72 = !DISubroutineType(types: !56)
!73 = !{!74}
!74 = !DILocalVariable(name: "n", scope: !71, file: !2, line: 73, type: !57)
!75 = !DILocation(line: 69, column: 28, scope: !71)
!76 = !DILocation(line: 69, column: 5, scope: !71)
!77 = !DILocation(line: 70, column: 28, scope: !71)
!78 = !DILocation(line: 70, column: 5, scope: !71)
!79 = !DILocation(line: 71, column: 30, scope: !71)
!80 = !DILocation(line: 71, column: 5, scope: !71)
!81 = !DILocation(line: 72, column: 33, scope: !71)
!82 = !DILocation(line: 72, column: 5, scope: !71)
!83 = !DILocation(line: 73, column: 13, scope: !71)
!84 = !DILocation(line: 0, scope: !71)
!85 = !DILocation(line: 74, column: 5, scope: !71)
!86 = !DILocation(line: 75, column: 26, scope: !71)
!87 = !DILocation(line: 75, column: 5, scope: !71)
!88 = !DILocation(line: 76, column: 5, scope: !71)
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
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
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
!116 = !{!"long long", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = !DILocation(line: 14, column: 35, scope: !113)
!120 = !DILocation(line: 15, column: 5, scope: !94)
!121 = !DILocation(line: 17, column: 1, scope: !94)
!122 = !DILocation(line: 16, column: 5, scope: !94)
!123 = distinct !DISubprogram(name: "avg", scope: !2, file: !2, line: 19, type: !124, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !127)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !57, null}
!126 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!127 = !{!128, !129, !130, !131}
!128 = !DILocalVariable(name: "n", arg: 1, scope: !123, file: !2, line: 19, type: !57)
!129 = !DILocalVariable(name: "ap", scope: !123, file: !2, line: 20, type: !101)
!130 = !DILocalVariable(name: "s", scope: !123, file: !2, line: 22, type: !126)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 23, type: !57)
!132 = distinct !DILexicalBlock(scope: !123, file: !2, line: 23, column: 5)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 0, scope: !123)
!135 = !DILocation(line: 20, column: 5, scope: !123)
!136 = !DILocation(line: 21, column: 5, scope: !123)
!137 = !DILocation(line: 0, scope: !132)
!138 = !DILocation(line: 23, column: 38, scope: !139)
!139 = distinct !DILexicalBlock(scope: !132, file: !2, line: 23, column: 5)
!140 = distinct !DIAssignID()
!141 = !{!142, !142, i64 0}
!142 = !{!"double", !117, i64 0}
!143 = !DILocation(line: 23, column: 35, scope: !139)
!144 = !DILocation(line: 24, column: 5, scope: !123)
!145 = !DILocation(line: 25, column: 14, scope: !123)
!146 = !DILocation(line: 26, column: 1, scope: !123)
!147 = !DILocation(line: 25, column: 5, scope: !123)
!148 = distinct !DISubprogram(name: "structs", scope: !2, file: !2, line: 28, type: !149, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!57, !57, null}
!151 = !{!152, !153, !154, !155, !156, !158, !165, !166, !168}
!152 = !DILocalVariable(name: "n", arg: 1, scope: !148, file: !2, line: 28, type: !57)
!153 = !DILocalVariable(name: "ap", scope: !148, file: !2, line: 29, type: !101)
!154 = !DILocalVariable(name: "ap2", scope: !148, file: !2, line: 29, type: !101)
!155 = !DILocalVariable(name: "s", scope: !148, file: !2, line: 32, type: !57)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 33, type: !57)
!157 = distinct !DILexicalBlock(scope: !148, file: !2, line: 33, column: 5)
!158 = !DILocalVariable(name: "p", scope: !159, file: !2, line: 33, type: !161)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 33, column: 33)
!160 = distinct !DILexicalBlock(scope: !157, file: !2, line: 33, column: 5)
!161 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 64, elements: !162)
!162 = !{!163, !164}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !161, file: !2, line: 7, baseType: !57, size: 32)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !161, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!165 = !DILocalVariable(name: "d", scope: !148, file: !2, line: 34, type: !126)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 35, type: !57)
!167 = distinct !DILexicalBlock(scope: !148, file: !2, line: 35, column: 5)
!168 = !DILocalVariable(name: "p", scope: !169, file: !2, line: 35, type: !161)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 35, column: 33)
!170 = distinct !DILexicalBlock(scope: !167, file: !2, line: 35, column: 5)
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 0, scope: !148)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 29, column: 5, scope: !148)
!175 = !DILocation(line: 30, column: 5, scope: !148)
!176 = !DILocation(line: 31, column: 5, scope: !148)
!177 = !DILocation(line: 0, scope: !157)
!178 = !DILocation(line: 33, column: 48, scope: !159)
!179 = distinct !DIAssignID()
!180 = !{!181, !181, i64 0}
!181 = !{!"int", !117, i64 0}
!182 = !DILocation(line: 0, scope: !159)
!183 = !DILocation(line: 33, column: 89, scope: !159)
!184 = !DILocation(line: 0, scope: !167)
!185 = !DILocation(line: 35, column: 48, scope: !169)
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 0, scope: !169)
!188 = !DILocation(line: 35, column: 90, scope: !169)
!189 = !DILocation(line: 35, column: 83, scope: !169)
!190 = !DILocation(line: 33, column: 82, scope: !159)
!191 = !DILocation(line: 36, column: 5, scope: !148)
!192 = !DILocation(line: 37, column: 5, scope: !148)
!193 = !DILocation(line: 38, column: 14, scope: !148)
!194 = !DILocation(line: 38, column: 21, scope: !148)
!195 = !DILocation(line: 39, column: 1, scope: !148)
!196 = !DILocation(line: 38, column: 5, scope: !148)
!197 = distinct !DISubprogram(name: "dstructs", scope: !2, file: !2, line: 41, type: !124, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !198)
!198 = !{!199, !200, !201, !202, !204}
!199 = !DILocalVariable(name: "n", arg: 1, scope: !197, file: !2, line: 41, type: !57)
!200 = !DILocalVariable(name: "ap", scope: !197, file: !2, line: 42, type: !101)
!201 = !DILocalVariable(name: "s", scope: !197, file: !2, line: 44, type: !126)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 45, type: !57)
!203 = distinct !DILexicalBlock(scope: !197, file: !2, line: 45, column: 5)
!204 = !DILocalVariable(name: "d", scope: !205, file: !2, line: 45, type: !207)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 45, column: 33)
!206 = distinct !DILexicalBlock(scope: !203, file: !2, line: 45, column: 5)
!207 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !2, line: 8, size: 128, elements: !208)
!208 = !{!209, !210}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !207, file: !2, line: 8, baseType: !126, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !207, file: !2, line: 8, baseType: !126, size: 64, offset: 64)
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !197)
!213 = !DILocation(line: 42, column: 5, scope: !197)
!214 = !DILocation(line: 43, column: 5, scope: !197)
!215 = !DILocation(line: 0, scope: !203)
!216 = !DILocation(line: 45, column: 48, scope: !205)
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 0, scope: !205)
!219 = !DILocation(line: 45, column: 82, scope: !205)
!220 = !DILocation(line: 46, column: 5, scope: !197)
!221 = !DILocation(line: 48, column: 1, scope: !197)
!222 = !DILocation(line: 47, column: 5, scope: !197)
!223 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 50, type: !90, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !224)
!224 = !{!225, !226, !227}
!225 = !DILocalVariable(name: "fmt", arg: 1, scope: !223, file: !2, line: 50, type: !92)
!226 = !DILocalVariable(name: "ap", scope: !223, file: !2, line: 51, type: !101)
!227 = !DILocalVariable(name: "r", scope: !223, file: !2, line: 54, type: !57)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 0, scope: !223)
!230 = !DILocation(line: 51, column: 5, scope: !223)
!231 = !DILocation(line: 52, column: 5, scope: !223)
!232 = !DILocation(line: 53, column: 5, scope: !223)
!233 = !DILocation(line: 54, column: 26, scope: !223)
!234 = !{!235, !235, i64 0}
!235 = !{!"any pointer", !117, i64 0}
!236 = !DILocation(line: 54, column: 13, scope: !223)
!237 = !DILocation(line: 55, column: 5, scope: !223)
!238 = !DILocation(line: 57, column: 1, scope: !223)
!239 = !DILocation(line: 56, column: 5, scope: !223)
!240 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 59, type: !241, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!92, !57, null}
!243 = !{!244, !245, !246, !247}
!244 = !DILocalVariable(name: "n", arg: 1, scope: !240, file: !2, line: 59, type: !57)
!245 = !DILocalVariable(name: "ap", scope: !240, file: !2, line: 60, type: !101)
!246 = !DILocalVariable(name: "s", scope: !240, file: !2, line: 62, type: !92)
!247 = !DILocalVariable(name: "i", scope: !248, file: !2, line: 63, type: !57)
!248 = distinct !DILexicalBlock(scope: !240, file: !2, line: 63, column: 5)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 0, scope: !240)
!251 = !DILocation(line: 60, column: 5, scope: !240)
!252 = !DILocation(line: 61, column: 5, scope: !240)
!253 = !DILocation(line: 0, scope: !248)
!254 = !DILocation(line: 63, column: 5, scope: !248)
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 63, column: 38, scope: !257)
!257 = distinct !DILexicalBlock(scope: !248, file: !2, line: 63, column: 5)
!258 = !DILocation(line: 64, column: 5, scope: !240)
!259 = !DILocation(line: 66, column: 1, scope: !240)
!260 = !DILocation(line: 65, column: 5, scope: !240)
!261 = !DISubprogram(name: "vprintf", scope: !2, file: !2, line: 4, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{!57, !92, !102}
