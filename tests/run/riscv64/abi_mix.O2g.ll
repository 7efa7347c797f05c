; ModuleID = 'tests/run/riscv64/abi_mix.c'
source_filename = "tests/run/riscv64/abi_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.big = type { [5 x i64] }

@.str = private unnamed_addr constant [14 x i8] c"dd %.3f %.3f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"fi %.3f %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"id %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"ss %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"big %ld %ld %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"many_fp %.3f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [14 x i8] c"many_int %ld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [5 x i8] c"wide\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [11 x i8] c"ld %.12Lf\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [10 x i8] c"var %.3f\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [7 x i8] c"var128\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [15 x i8] c"%d %.2f %Lf %s\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [4 x i8] c"end\00", align 1, !dbg !53
@.str.14 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1, !dbg !58

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @add_dd(double %0, double %1, double %2, double %3) local_unnamed_addr #0 !dbg !86 {
    #dbg_value(double %0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double %1, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
    #dbg_value(double %2, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double %3, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
  %5 = fadd double %0, %2, !dbg !98
    #dbg_value(double %5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
  %6 = fmul double %1, %3, !dbg !99
    #dbg_value(double %6, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
  %7 = insertvalue { double, double } poison, double %5, 0, !dbg !100
  %8 = insertvalue { double, double } %7, double %6, 1, !dbg !100
  ret { double, double } %8, !dbg !100
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { float, i32 } @mk_fi(float noundef %0, i32 noundef signext %1) local_unnamed_addr #0 !dbg !101 {
    #dbg_value(float %0, !110, !DIExpression(), !113)
    #dbg_value(i32 %1, !111, !DIExpression(), !113)
  %3 = fmul float %0, 2.000000e+00, !dbg !114
    #dbg_value(float %3, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !113)
  %4 = add nsw i32 %1, -1, !dbg !115
    #dbg_value(i32 %4, !112, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !113)
  %5 = insertvalue { float, i32 } poison, float %3, 0, !dbg !116
  %6 = insertvalue { float, i32 } %5, i32 %4, 1, !dbg !116
  ret { float, i32 } %6, !dbg !116
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @use_id(i32 %0, double %1, float %2, i32 %3) local_unnamed_addr #0 !dbg !117 {
    #dbg_value(i32 %0, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !127)
    #dbg_value(double %1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !127)
    #dbg_value(float %2, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !127)
    #dbg_value(i32 %3, !126, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !127)
  %5 = sitofp i32 %0 to double, !dbg !128
  %6 = fpext float %2 to double, !dbg !129
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %6), !dbg !130
  %8 = sitofp i32 %3 to double, !dbg !131
  %9 = fadd double %7, %8, !dbg !132
  ret double %9, !dbg !133
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext range(i32 -3604480, 3604881) i32 @use_ss(i64 %0, i64 %1) local_unnamed_addr #0 !dbg !134 {
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 16
    #dbg_value(i64 %0, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !145)
    #dbg_value(i64 %0, !143, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !145)
    #dbg_value(i64 %0, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !145)
  %5 = trunc i64 %1 to i32
  %6 = lshr i32 %5, 16
    #dbg_value(i64 %1, !144, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !145)
    #dbg_value(i64 %1, !144, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !145)
    #dbg_value(i64 %1, !144, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !145)
  %7 = shl i32 %3, 16, !dbg !146
  %8 = ashr exact i32 %7, 16, !dbg !146
  %9 = mul nsw i32 %8, 100, !dbg !147
  %10 = and i32 %4, 255, !dbg !148
  %11 = add nsw i32 %9, %10, !dbg !149
  %12 = shl i32 %5, 16, !dbg !150
  %13 = ashr exact i32 %12, 16, !dbg !150
  %14 = mul nsw i32 %13, 10, !dbg !151
  %15 = and i32 %6, 255, !dbg !152
  %16 = add nsw i32 %11, %15, !dbg !153
  %17 = add nsw i32 %16, %14, !dbg !154
  ret i32 %17, !dbg !155
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @twice(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 8 %0, ptr nocapture noundef %1) local_unnamed_addr #2 !dbg !156 {
    #dbg_value(ptr %1, !165, !DIExpression(DW_OP_deref), !168)
    #dbg_value(i32 0, !166, !DIExpression(), !169)
    #dbg_value(i64 0, !166, !DIExpression(), !169)
  %3 = load i64, ptr %1, align 8, !dbg !170, !tbaa !172
  %4 = shl nsw i64 %3, 1, !dbg !170
  store i64 %4, ptr %1, align 8, !dbg !170, !tbaa !172
    #dbg_value(i64 1, !166, !DIExpression(), !169)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !176
  %6 = load i64, ptr %5, align 8, !dbg !170, !tbaa !172
  %7 = shl nsw i64 %6, 1, !dbg !170
  store i64 %7, ptr %5, align 8, !dbg !170, !tbaa !172
    #dbg_value(i64 2, !166, !DIExpression(), !169)
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !176
  %9 = load i64, ptr %8, align 8, !dbg !170, !tbaa !172
  %10 = shl nsw i64 %9, 1, !dbg !170
  store i64 %10, ptr %8, align 8, !dbg !170, !tbaa !172
    #dbg_value(i64 3, !166, !DIExpression(), !169)
  %11 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !176
  %12 = load i64, ptr %11, align 8, !dbg !170, !tbaa !172
  %13 = shl nsw i64 %12, 1, !dbg !170
  store i64 %13, ptr %11, align 8, !dbg !170, !tbaa !172
    #dbg_value(i64 4, !166, !DIExpression(), !169)
  %14 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !176
  %15 = load i64, ptr %14, align 8, !dbg !170, !tbaa !172
  %16 = shl nsw i64 %15, 1, !dbg !170
  store i64 %16, ptr %14, align 8, !dbg !170, !tbaa !172
    #dbg_value(i64 5, !166, !DIExpression(), !169)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) %1, i64 40, i1 false), !dbg !177, !tbaa.struct !178
  ret void, !dbg !180
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @many_fp(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, float noundef %10, double noundef %11) local_unnamed_addr #0 !dbg !181 {
    #dbg_value(double %0, !185, !DIExpression(), !197)
    #dbg_value(double %1, !186, !DIExpression(), !197)
    #dbg_value(double %2, !187, !DIExpression(), !197)
    #dbg_value(double %3, !188, !DIExpression(), !197)
    #dbg_value(double %4, !189, !DIExpression(), !197)
    #dbg_value(double %5, !190, !DIExpression(), !197)
    #dbg_value(double %6, !191, !DIExpression(), !197)
    #dbg_value(double %7, !192, !DIExpression(), !197)
    #dbg_value(double %8, !193, !DIExpression(), !197)
    #dbg_value(double %9, !194, !DIExpression(), !197)
    #dbg_value(float %10, !195, !DIExpression(), !197)
    #dbg_value(double %11, !196, !DIExpression(), !197)
  %13 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0), !dbg !198
  %14 = tail call double @llvm.fmuladd.f64(double %2, double 3.000000e+00, double %13), !dbg !199
  %15 = tail call double @llvm.fmuladd.f64(double %3, double 4.000000e+00, double %14), !dbg !200
  %16 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e+00, double %15), !dbg !201
  %17 = tail call double @llvm.fmuladd.f64(double %5, double 6.000000e+00, double %16), !dbg !202
  %18 = tail call double @llvm.fmuladd.f64(double %6, double 7.000000e+00, double %17), !dbg !203
  %19 = tail call double @llvm.fmuladd.f64(double %7, double 8.000000e+00, double %18), !dbg !204
  %20 = tail call double @llvm.fmuladd.f64(double %8, double 9.000000e+00, double %19), !dbg !205
  %21 = tail call double @llvm.fmuladd.f64(double %9, double 1.000000e+01, double %20), !dbg !206
  %22 = fmul float %10, 1.100000e+01, !dbg !207
  %23 = fpext float %22 to double, !dbg !208
  %24 = fadd double %21, %23, !dbg !209
  %25 = tail call double @llvm.fmuladd.f64(double %11, double 1.200000e+01, double %24), !dbg !210
  ret double %25, !dbg !211
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @many_int(i32 noundef signext %0, i64 noundef %1, i16 noundef signext %2, i32 noundef signext %3, i64 noundef %4, i8 noundef zeroext %5, i64 noundef %6, i32 noundef signext %7, i64 noundef %8, i32 noundef signext %9, i8 noundef zeroext %10) local_unnamed_addr #0 !dbg !212 {
    #dbg_value(i32 %0, !218, !DIExpression(), !229)
    #dbg_value(i64 %1, !219, !DIExpression(), !229)
    #dbg_value(i16 %2, !220, !DIExpression(), !229)
    #dbg_value(i32 %3, !221, !DIExpression(), !229)
    #dbg_value(i64 %4, !222, !DIExpression(), !229)
    #dbg_value(i8 %5, !223, !DIExpression(), !229)
    #dbg_value(i64 %6, !224, !DIExpression(), !229)
    #dbg_value(i32 %7, !225, !DIExpression(), !229)
    #dbg_value(i64 %8, !226, !DIExpression(), !229)
    #dbg_value(i32 %9, !227, !DIExpression(), !229)
    #dbg_value(i8 %10, !228, !DIExpression(), !229)
  %12 = sext i32 %0 to i64, !dbg !230
  %13 = shl nsw i64 %1, 1, !dbg !231
  %14 = add nsw i64 %13, %12, !dbg !232
  %15 = sext i16 %2 to i64, !dbg !233
  %16 = mul nsw i64 %15, 3, !dbg !234
  %17 = add nsw i64 %14, %16, !dbg !235
  %18 = zext i32 %3 to i64, !dbg !236
  %19 = shl nuw nsw i64 %18, 2, !dbg !237
  %20 = add nsw i64 %17, %19, !dbg !238
  %21 = mul nsw i64 %4, 5, !dbg !239
  %22 = add nsw i64 %20, %21, !dbg !240
  %23 = zext i8 %5 to i64, !dbg !241
  %24 = mul nuw nsw i64 %23, 6, !dbg !242
  %25 = add nsw i64 %22, %24, !dbg !243
  %26 = mul nsw i64 %6, 7, !dbg !244
  %27 = add nsw i64 %25, %26, !dbg !245
  %28 = shl nsw i32 %7, 3, !dbg !246
  %29 = sext i32 %28 to i64, !dbg !247
  %30 = add nsw i64 %27, %29, !dbg !248
  %31 = mul nsw i64 %8, 9, !dbg !249
  %32 = add nsw i64 %30, %31, !dbg !250
  %33 = mul nsw i32 %9, 10, !dbg !251
  %34 = sext i32 %33 to i64, !dbg !252
  %35 = add nsw i64 %32, %34, !dbg !253
  %36 = zext i8 %10 to i64, !dbg !254
  %37 = mul nuw nsw i64 %36, 11, !dbg !255
  %38 = add nsw i64 %35, %37, !dbg !256
  ret i64 %38, !dbg !257
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i128 noundef %7) local_unnamed_addr #0 !dbg !258 {
    #dbg_value(i64 %0, !262, !DIExpression(), !270)
    #dbg_value(i64 %1, !263, !DIExpression(), !270)
    #dbg_value(i64 %2, !264, !DIExpression(), !270)
    #dbg_value(i64 %3, !265, !DIExpression(), !270)
    #dbg_value(i64 %4, !266, !DIExpression(), !270)
    #dbg_value(i64 %5, !267, !DIExpression(), !270)
    #dbg_value(i64 %6, !268, !DIExpression(), !270)
    #dbg_value(i128 %7, !269, !DIExpression(), !270)
  %9 = mul nsw i128 %7, 3, !dbg !271
  %10 = sext i64 %0 to i128, !dbg !272
  %11 = sext i64 %1 to i128, !dbg !273
  %12 = sext i64 %2 to i128, !dbg !274
  %13 = sext i64 %3 to i128, !dbg !275
  %14 = sext i64 %4 to i128, !dbg !276
  %15 = sext i64 %5 to i128, !dbg !277
  %16 = sext i64 %6 to i128, !dbg !278
  %17 = add nsw i128 %11, %10, !dbg !279
  %18 = add nsw i128 %17, %12, !dbg !280
  %19 = add nsw i128 %18, %13, !dbg !281
  %20 = add nsw i128 %19, %14, !dbg !282
  %21 = add nsw i128 %20, %15, !dbg !283
  %22 = add nsw i128 %21, %16, !dbg !284
  %23 = add i128 %22, %9, !dbg !285
  ret i128 %23, !dbg !286
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local fp128 @ld_ops(fp128 noundef %0, fp128 noundef %1, i32 noundef signext %2) local_unnamed_addr #5 !dbg !287 {
    #dbg_value(fp128 %0, !291, !DIExpression(), !297)
    #dbg_value(fp128 %1, !292, !DIExpression(), !297)
    #dbg_value(i32 %2, !293, !DIExpression(), !297)
    #dbg_value(fp128 %0, !294, !DIExpression(), !297)
    #dbg_value(i32 0, !295, !DIExpression(), !298)
  %4 = icmp sgt i32 %2, 0, !dbg !299
  br i1 %4, label %5, label %7, !dbg !301

5:                                                ; preds = %3
  %6 = fdiv fp128 %0, 0xL00000000000000004000800000000000
  br label %9, !dbg !301

7:                                                ; preds = %9, %3
  %8 = phi fp128 [ %0, %3 ], [ %12, %9 ], !dbg !297
  ret fp128 %8, !dbg !302

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %13, %9 ]
  %11 = phi fp128 [ %0, %5 ], [ %12, %9 ]
    #dbg_value(i32 %10, !295, !DIExpression(), !298)
    #dbg_value(fp128 %11, !294, !DIExpression(), !297)
  %12 = tail call fp128 @llvm.fmuladd.f128(fp128 %11, fp128 %1, fp128 %6), !dbg !303
    #dbg_value(fp128 %12, !294, !DIExpression(), !297)
  %13 = add nuw nsw i32 %10, 1, !dbg !304
    #dbg_value(i32 %13, !295, !DIExpression(), !298)
  %14 = icmp eq i32 %13, %2, !dbg !299
  br i1 %14, label %7, label %9, !dbg !301, !llvm.loop !305
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @sum_var(i32 noundef signext %0, ...) local_unnamed_addr #6 !dbg !308 {
  %2 = alloca ptr, align 8, !DIAssignID !323
    #dbg_assign(i1 undef, !313, !DIExpression(), !323, ptr %2, !DIExpression(), !324)
    #dbg_value(i32 %0, !312, !DIExpression(), !324)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11, !dbg !325
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !326
    #dbg_value(double 0.000000e+00, !320, !DIExpression(), !324)
    #dbg_value(i32 0, !321, !DIExpression(), !327)
    #dbg_value(i32 0, !321, !DIExpression(), !327)
    #dbg_value(double 0.000000e+00, !320, !DIExpression(), !324)
  %3 = icmp sgt i32 %0, 0, !dbg !328
  br i1 %3, label %4, label %6, !dbg !330

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %8, !dbg !330

6:                                                ; preds = %26, %1
  %7 = phi double [ 0.000000e+00, %1 ], [ %29, %26 ], !dbg !324
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !331
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11, !dbg !332
  ret double %7, !dbg !333

8:                                                ; preds = %4, %26
  %9 = phi i32 [ %30, %26 ], [ 0, %4 ]
  %10 = phi double [ %29, %26 ], [ 0.000000e+00, %4 ]
  %11 = phi ptr [ %27, %26 ], [ %5, %4 ]
    #dbg_value(i32 %9, !321, !DIExpression(), !327)
    #dbg_value(double %10, !320, !DIExpression(), !324)
  %12 = urem i32 %9, 3, !dbg !334
  switch i32 %12, label %23 [
    i32 2, label %13
    i32 1, label %19
  ], !dbg !337

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %11, i64 15, !dbg !338
  %15 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %14, i64 -16), !dbg !338
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !338
  store ptr %16, ptr %2, align 8, !dbg !338, !DIAssignID !339
    #dbg_assign(ptr %16, !313, !DIExpression(), !339, ptr %2, !DIExpression(), !324)
  %17 = load fp128, ptr %15, align 16, !dbg !338, !tbaa !340
  %18 = fptrunc fp128 %17 to double, !dbg !342
    #dbg_value(double poison, !320, !DIExpression(), !324)
  br label %26, !dbg !343

19:                                               ; preds = %8
  %20 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !344
  store ptr %20, ptr %2, align 8, !dbg !344, !DIAssignID !346
    #dbg_assign(ptr %20, !313, !DIExpression(), !346, ptr %2, !DIExpression(), !324)
  %21 = load i32, ptr %11, align 8, !dbg !344, !tbaa !347
  %22 = sitofp i32 %21 to double, !dbg !344
    #dbg_value(double poison, !320, !DIExpression(), !324)
  br label %26, !dbg !349

23:                                               ; preds = %8
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !350
  store ptr %24, ptr %2, align 8, !dbg !350, !DIAssignID !351
    #dbg_assign(ptr %24, !313, !DIExpression(), !351, ptr %2, !DIExpression(), !324)
  %25 = load double, ptr %11, align 8, !dbg !350, !tbaa !352
    #dbg_value(double poison, !320, !DIExpression(), !324)
  br label %26

26:                                               ; preds = %13, %23, %19
  %27 = phi ptr [ %16, %13 ], [ %20, %19 ], [ %24, %23 ]
  %28 = phi double [ %18, %13 ], [ %22, %19 ], [ %25, %23 ]
  %29 = fadd double %10, %28, !dbg !354
    #dbg_value(double %29, !320, !DIExpression(), !324)
  %30 = add nuw nsw i32 %9, 1, !dbg !355
    #dbg_value(i32 %30, !321, !DIExpression(), !327)
  %31 = icmp eq i32 %30, %0, !dbg !328
  br i1 %31, label %6, label %8, !dbg !330, !llvm.loop !356
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i128 @var128(i32 noundef signext %0, ...) local_unnamed_addr #6 !dbg !358 {
  %2 = alloca ptr, align 8, !DIAssignID !367
    #dbg_assign(i1 undef, !363, !DIExpression(), !367, ptr %2, !DIExpression(), !368)
    #dbg_value(i32 %0, !362, !DIExpression(), !368)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11, !dbg !369
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !370
    #dbg_value(i128 0, !364, !DIExpression(), !368)
    #dbg_value(i32 0, !365, !DIExpression(), !371)
    #dbg_value(i32 0, !365, !DIExpression(), !371)
    #dbg_value(i128 0, !364, !DIExpression(), !368)
  %3 = icmp sgt i32 %0, 0, !dbg !372
  br i1 %3, label %4, label %7, !dbg !374

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %9, !dbg !374

6:                                                ; preds = %9
  store ptr %15, ptr %2, align 8, !dbg !375, !DIAssignID !376
  br label %7, !dbg !374

7:                                                ; preds = %6, %1
  %8 = phi i128 [ %17, %6 ], [ 0, %1 ], !dbg !368
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !377
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11, !dbg !378
  ret i128 %8, !dbg !379

9:                                                ; preds = %4, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %4 ]
  %11 = phi i128 [ %17, %9 ], [ 0, %4 ]
  %12 = phi ptr [ %15, %9 ], [ %5, %4 ]
    #dbg_value(i32 %10, !365, !DIExpression(), !371)
    #dbg_value(i128 %11, !364, !DIExpression(), !368)
  %13 = getelementptr inbounds i8, ptr %12, i64 15, !dbg !375
  %14 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %13, i64 -16), !dbg !375
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !375
    #dbg_assign(ptr %15, !363, !DIExpression(), !376, ptr %2, !DIExpression(), !368)
  %16 = load i128, ptr %14, align 16, !dbg !375, !tbaa !380
  %17 = add nsw i128 %16, %11, !dbg !382
    #dbg_value(i128 %17, !364, !DIExpression(), !368)
  %18 = add nuw nsw i32 %10, 1, !dbg !383
    #dbg_value(i32 %18, !365, !DIExpression(), !371)
  %19 = icmp eq i32 %18, %0, !dbg !372
  br i1 %19, label %6, label %9, !dbg !374, !llvm.loop !384
}

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #8 !dbg !386 {
  %1 = alloca %struct.big, align 8, !DIAssignID !405
    #dbg_assign(i1 undef, !398, !DIExpression(), !405, ptr %1, !DIExpression(), !406)
  %2 = alloca %struct.big, align 8
  %3 = alloca [80 x i8], align 1, !DIAssignID !407
    #dbg_assign(i1 undef, !401, !DIExpression(), !407, ptr %3, !DIExpression(), !406)
    #dbg_value(double 1.500000e+00, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
    #dbg_value(double 2.000000e+00, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
    #dbg_value(double 2.500000e-01, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
    #dbg_value(double -3.000000e+00, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
  %4 = tail call { double, double } @add_dd(double 1.500000e+00, double 2.000000e+00, double 2.500000e-01, double -3.000000e+00), !dbg !408
  %5 = extractvalue { double, double } %4, 0, !dbg !408
    #dbg_value(double %5, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
  %6 = extractvalue { double, double } %4, 1, !dbg !408
    #dbg_value(double %6, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %5, double noundef %6), !dbg !409
  %8 = tail call { float, i32 } @mk_fi(float noundef 1.250000e+00, i32 noundef signext 7), !dbg !410
  %9 = extractvalue { float, i32 } %8, 0, !dbg !410
    #dbg_value(float %9, !393, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !406)
  %10 = extractvalue { float, i32 } %8, 1, !dbg !410
    #dbg_value(i32 %10, !393, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !406)
  %11 = fpext float %9 to double, !dbg !411
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %11, i32 noundef signext %10), !dbg !412
    #dbg_value(i32 3, !394, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !406)
    #dbg_value(i32 poison, !394, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !406)
    #dbg_value(double 5.000000e-01, !394, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
  %13 = tail call double @use_id(i32 3, double 5.000000e-01, float %9, i32 %10), !dbg !413
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %13), !dbg !414
    #dbg_value(i32 196620, !395, !DIExpression(), !406)
    #dbg_value(i32 655356, !396, !DIExpression(), !406)
  %15 = tail call signext i32 @use_ss(i64 196620, i64 655356), !dbg !415
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %15), !dbg !416
    #dbg_value(i64 1, !397, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
    #dbg_value(i64 2, !397, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
    #dbg_value(i64 3, !397, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !406)
    #dbg_value(i64 4, !397, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !406)
    #dbg_value(i64 5, !397, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !406)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11, !dbg !417
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11, !dbg !418
  store i64 1, ptr %2, align 8, !dbg !418
  %17 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !418
  store i64 2, ptr %17, align 8, !dbg !418
  %18 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !418
  store i64 3, ptr %18, align 8, !dbg !418
  %19 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !418
  store i64 4, ptr %19, align 8, !dbg !418
  %20 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !418
  store i64 5, ptr %20, align 8, !dbg !418, !tbaa !179
  call void @twice(ptr dead_on_unwind nonnull writable sret(%struct.big) align 8 %1, ptr noundef nonnull %2), !dbg !418
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11, !dbg !418
  %21 = load i64, ptr %1, align 8, !dbg !419, !tbaa !172
  %22 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !420
  %23 = load i64, ptr %22, align 8, !dbg !420, !tbaa !172
  %24 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !421
  %25 = load i64, ptr %24, align 8, !dbg !421, !tbaa !172
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %21, i64 noundef %23, i64 noundef %25), !dbg !422
  %27 = tail call double @many_fp(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, float noundef 1.150000e+01, double noundef 1.200000e+01), !dbg !423
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %27), !dbg !424
  %29 = tail call i64 @many_int(i32 noundef signext -1, i64 noundef 2, i16 noundef signext -3, i32 noundef signext -294967296, i64 noundef 5, i8 noundef zeroext 120, i64 noundef -7, i32 noundef signext 8, i64 noundef 9, i32 noundef signext -10, i8 noundef zeroext -6), !dbg !425
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %29), !dbg !426
  %31 = tail call i128 @wide(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i128 noundef 352125156809814689752796655), !dbg !427
    #dbg_value(i128 %31, !399, !DIExpression(), !406)
    #dbg_value(ptr @.str.7, !428, !DIExpression(), !438)
    #dbg_value(i128 %31, !435, !DIExpression(), !438)
  %32 = lshr i128 %31, 64, !dbg !440
  %33 = trunc nuw i128 %32 to i64, !dbg !441
    #dbg_value(i64 %33, !436, !DIExpression(), !438)
  %34 = trunc i128 %31 to i64, !dbg !442
    #dbg_value(i64 %34, !437, !DIExpression(), !438)
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i64 noundef %33, i64 noundef %34), !dbg !443
  %36 = tail call fp128 @ld_ops(fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef 0xLABCAF485787A65213FFF000001AD7F29, i32 noundef signext 10), !dbg !444
    #dbg_value(fp128 %36, !400, !DIExpression(), !406)
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef %36), !dbg !445
  %38 = tail call double (i32, ...) @sum_var(i32 noundef signext 6, double noundef 1.500000e+00, i32 noundef signext 2, fp128 noundef 0xL00000000000000004000A00000000000, double noundef 4.500000e+00, i32 noundef signext 5, fp128 noundef 0xL0000000000000000C001B00000000000), !dbg !446
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %38), !dbg !447
  %40 = tail call i128 (i32, ...) @var128(i32 noundef signext 3, i128 noundef 1180591620717411303424, i128 noundef -5, i128 noundef 123456789), !dbg !448
    #dbg_value(ptr @.str.10, !428, !DIExpression(), !449)
    #dbg_value(i128 %40, !435, !DIExpression(), !449)
  %41 = lshr i128 %40, 64, !dbg !451
  %42 = trunc nuw i128 %41 to i64, !dbg !452
    #dbg_value(i64 %42, !436, !DIExpression(), !449)
  %43 = trunc i128 %40 to i64, !dbg !453
    #dbg_value(i64 %43, !437, !DIExpression(), !449)
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i64 noundef %42, i64 noundef %43), !dbg !454
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #11, !dbg !455
  %45 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 80, ptr noundef nonnull @.str.11, i32 noundef signext 42, double noundef 2.500000e+00, fp128 noundef 0xL00000000000000003FFC000000000000, ptr noundef nonnull @.str.12) #11, !dbg !456
  %46 = call i32 @puts(ptr nonnull dereferenceable(1) %3), !dbg !457
  %47 = fmul double %5, 4.000000e+00, !dbg !458
  %48 = fptosi double %47 to i32, !dbg !459
  %49 = add nsw i32 %10, %48, !dbg !460
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #11, !dbg !461
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11, !dbg !461
  ret i32 %49, !dbg !462
}

; Function Attrs: nofree nounwind
declare !dbg !463 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare !dbg !467 noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nofree noinline norecurse nosync nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!74, !75, !76, !77, !78, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/abi_mix.c", directory: ".", checksumkind: CSK_MD5, checksum: "af34ca22d84e00783f65b10a508c7514")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !3, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !3, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 5)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 11)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 10)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !19, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 15)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 4)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 19)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !64, globals: !71, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !66, !67, !68, !69, !70}
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!67 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!71 = !{!0, !7, !12, !17, !22, !27, !29, !31, !36, !41, !46, !48, !53, !72, !58}
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !55, isLocal: true, isDefinition: true)
!74 = !{i32 7, !"Dwarf Version", i32 5}
!75 = !{i32 2, !"Debug Info Version", i32 3}
!76 = !{i32 1, !"wchar_size", i32 4}
!77 = !{i32 1, !"target-abi", !"lp64d"}
!78 = !{i32 6, !"riscv-isa", !79}
!79 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!80 = !{i32 8, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 2}
!83 = !{i32 8, !"SmallDataLimit", i32 8}
!84 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!85 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!86 = distinct !DISubprogram(name: "add_dd", scope: !2, file: !2, line: 17, type: !87, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !93)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !89, !89}
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dd", file: !2, line: 11, size: 128, elements: !90)
!90 = !{!91, !92}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !89, file: !2, line: 11, baseType: !65, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !89, file: !2, line: 11, baseType: !65, size: 64, offset: 64)
!93 = !{!94, !95, !96}
!94 = !DILocalVariable(name: "x", arg: 1, scope: !86, file: !2, line: 17, type: !89)
!95 = !DILocalVariable(name: "y", arg: 2, scope: !86, file: !2, line: 17, type: !89)
!96 = !DILocalVariable(name: "r", scope: !86, file: !2, line: 17, type: !89)
!97 = !DILocation(line: 0, scope: !86)
!98 = !DILocation(line: 17, column: 92, scope: !86)
!99 = !DILocation(line: 17, column: 103, scope: !86)
!100 = !DILocation(line: 17, column: 112, scope: !86)
!101 = distinct !DISubprogram(name: "mk_fi", scope: !2, file: !2, line: 18, type: !102, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !109)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !107, !68}
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "fi", file: !2, line: 12, size: 64, elements: !105)
!105 = !{!106, !108}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !104, file: !2, line: 12, baseType: !107, size: 32)
!107 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !104, file: !2, line: 12, baseType: !68, size: 32, offset: 32)
!109 = !{!110, !111, !112}
!110 = !DILocalVariable(name: "f", arg: 1, scope: !101, file: !2, line: 18, type: !107)
!111 = !DILocalVariable(name: "i", arg: 2, scope: !101, file: !2, line: 18, type: !68)
!112 = !DILocalVariable(name: "r", scope: !101, file: !2, line: 18, type: !104)
!113 = !DILocation(line: 0, scope: !101)
!114 = !DILocation(line: 18, column: 79, scope: !101)
!115 = !DILocation(line: 18, column: 86, scope: !101)
!116 = !DILocation(line: 18, column: 93, scope: !101)
!117 = distinct !DISubprogram(name: "use_id", scope: !2, file: !2, line: 19, type: !118, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !124)
!118 = !DISubroutineType(types: !119)
!119 = !{!65, !120, !104}
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "id", file: !2, line: 13, size: 128, elements: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !120, file: !2, line: 13, baseType: !68, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !120, file: !2, line: 13, baseType: !65, size: 64, offset: 64)
!124 = !{!125, !126}
!125 = !DILocalVariable(name: "v", arg: 1, scope: !117, file: !2, line: 19, type: !120)
!126 = !DILocalVariable(name: "w", arg: 2, scope: !117, file: !2, line: 19, type: !104)
!127 = !DILocation(line: 0, scope: !117)
!128 = !DILocation(line: 19, column: 76, scope: !117)
!129 = !DILocation(line: 19, column: 88, scope: !117)
!130 = !DILocation(line: 19, column: 86, scope: !117)
!131 = !DILocation(line: 19, column: 94, scope: !117)
!132 = !DILocation(line: 19, column: 92, scope: !117)
!133 = !DILocation(line: 19, column: 69, scope: !117)
!134 = distinct !DISubprogram(name: "use_ss", scope: !2, file: !2, line: 20, type: !135, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !142)
!135 = !DISubroutineType(types: !136)
!136 = !{!68, !137, !137}
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ss", file: !2, line: 14, size: 32, elements: !138)
!138 = !{!139, !141}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !137, file: !2, line: 14, baseType: !140, size: 16)
!140 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !137, file: !2, line: 14, baseType: !4, size: 8, offset: 16)
!142 = !{!143, !144}
!143 = !DILocalVariable(name: "a", arg: 1, scope: !134, file: !2, line: 20, type: !137)
!144 = !DILocalVariable(name: "b", arg: 2, scope: !134, file: !2, line: 20, type: !137)
!145 = !DILocation(line: 0, scope: !134)
!146 = !DILocation(line: 20, column: 73, scope: !134)
!147 = !DILocation(line: 20, column: 77, scope: !134)
!148 = !DILocation(line: 20, column: 85, scope: !134)
!149 = !DILocation(line: 20, column: 83, scope: !134)
!150 = !DILocation(line: 20, column: 91, scope: !134)
!151 = !DILocation(line: 20, column: 95, scope: !134)
!152 = !DILocation(line: 20, column: 102, scope: !134)
!153 = !DILocation(line: 20, column: 89, scope: !134)
!154 = !DILocation(line: 20, column: 100, scope: !134)
!155 = !DILocation(line: 20, column: 66, scope: !134)
!156 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 21, type: !157, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !164)
!157 = !DISubroutineType(types: !158)
!158 = !{!159, !159}
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 15, size: 320, elements: !160)
!160 = !{!161}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !159, file: !2, line: 15, baseType: !162, size: 320)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 320, elements: !34)
!163 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!164 = !{!165, !166}
!165 = !DILocalVariable(name: "b", arg: 1, scope: !156, file: !2, line: 21, type: !159)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 21, type: !68)
!167 = distinct !DILexicalBlock(scope: !156, file: !2, line: 21, column: 60)
!168 = !DILocation(line: 0, scope: !156)
!169 = !DILocation(line: 0, scope: !167)
!170 = !DILocation(line: 21, column: 95, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 21, column: 60)
!172 = !{!173, !173, i64 0}
!173 = !{!"long", !174, i64 0}
!174 = !{!"omnipotent char", !175, i64 0}
!175 = !{!"Simple C/C++ TBAA"}
!176 = !DILocation(line: 21, column: 88, scope: !171)
!177 = !DILocation(line: 21, column: 108, scope: !156)
!178 = !{i64 0, i64 40, !179}
!179 = !{!174, !174, i64 0}
!180 = !DILocation(line: 21, column: 101, scope: !156)
!181 = distinct !DISubprogram(name: "many_fp", scope: !2, file: !2, line: 23, type: !182, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!65, !65, !65, !65, !65, !65, !65, !65, !65, !65, !65, !107, !65}
!184 = !{!185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196}
!185 = !DILocalVariable(name: "a", arg: 1, scope: !181, file: !2, line: 23, type: !65)
!186 = !DILocalVariable(name: "b", arg: 2, scope: !181, file: !2, line: 23, type: !65)
!187 = !DILocalVariable(name: "c", arg: 3, scope: !181, file: !2, line: 23, type: !65)
!188 = !DILocalVariable(name: "d", arg: 4, scope: !181, file: !2, line: 23, type: !65)
!189 = !DILocalVariable(name: "e", arg: 5, scope: !181, file: !2, line: 23, type: !65)
!190 = !DILocalVariable(name: "f", arg: 6, scope: !181, file: !2, line: 23, type: !65)
!191 = !DILocalVariable(name: "g", arg: 7, scope: !181, file: !2, line: 23, type: !65)
!192 = !DILocalVariable(name: "h", arg: 8, scope: !181, file: !2, line: 24, type: !65)
!193 = !DILocalVariable(name: "i", arg: 9, scope: !181, file: !2, line: 24, type: !65)
!194 = !DILocalVariable(name: "j", arg: 10, scope: !181, file: !2, line: 24, type: !65)
!195 = !DILocalVariable(name: "k", arg: 11, scope: !181, file: !2, line: 24, type: !107)
!196 = !DILocalVariable(name: "l", arg: 12, scope: !181, file: !2, line: 24, type: !65)
!197 = !DILocation(line: 0, scope: !181)
!198 = !DILocation(line: 25, column: 12, scope: !181)
!199 = !DILocation(line: 25, column: 20, scope: !181)
!200 = !DILocation(line: 25, column: 28, scope: !181)
!201 = !DILocation(line: 25, column: 36, scope: !181)
!202 = !DILocation(line: 25, column: 44, scope: !181)
!203 = !DILocation(line: 25, column: 52, scope: !181)
!204 = !DILocation(line: 25, column: 60, scope: !181)
!205 = !DILocation(line: 25, column: 68, scope: !181)
!206 = !DILocation(line: 25, column: 76, scope: !181)
!207 = !DILocation(line: 25, column: 90, scope: !181)
!208 = !DILocation(line: 25, column: 87, scope: !181)
!209 = !DILocation(line: 25, column: 85, scope: !181)
!210 = !DILocation(line: 25, column: 94, scope: !181)
!211 = !DILocation(line: 25, column: 3, scope: !181)
!212 = distinct !DISubprogram(name: "many_int", scope: !2, file: !2, line: 28, type: !213, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !217)
!213 = !DISubroutineType(types: !214)
!214 = !{!163, !68, !163, !140, !215, !163, !4, !163, !68, !163, !68, !216}
!215 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!216 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!217 = !{!218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !212, file: !2, line: 28, type: !68)
!219 = !DILocalVariable(name: "b", arg: 2, scope: !212, file: !2, line: 28, type: !163)
!220 = !DILocalVariable(name: "c", arg: 3, scope: !212, file: !2, line: 28, type: !140)
!221 = !DILocalVariable(name: "d", arg: 4, scope: !212, file: !2, line: 28, type: !215)
!222 = !DILocalVariable(name: "e", arg: 5, scope: !212, file: !2, line: 28, type: !163)
!223 = !DILocalVariable(name: "f", arg: 6, scope: !212, file: !2, line: 28, type: !4)
!224 = !DILocalVariable(name: "g", arg: 7, scope: !212, file: !2, line: 28, type: !163)
!225 = !DILocalVariable(name: "h", arg: 8, scope: !212, file: !2, line: 28, type: !68)
!226 = !DILocalVariable(name: "i", arg: 9, scope: !212, file: !2, line: 29, type: !163)
!227 = !DILocalVariable(name: "j", arg: 10, scope: !212, file: !2, line: 29, type: !68)
!228 = !DILocalVariable(name: "k", arg: 11, scope: !212, file: !2, line: 29, type: !216)
!229 = !DILocation(line: 0, scope: !212)
!230 = !DILocation(line: 30, column: 10, scope: !212)
!231 = !DILocation(line: 30, column: 16, scope: !212)
!232 = !DILocation(line: 30, column: 12, scope: !212)
!233 = !DILocation(line: 30, column: 26, scope: !212)
!234 = !DILocation(line: 30, column: 24, scope: !212)
!235 = !DILocation(line: 30, column: 20, scope: !212)
!236 = !DILocation(line: 30, column: 35, scope: !212)
!237 = !DILocation(line: 30, column: 33, scope: !212)
!238 = !DILocation(line: 30, column: 28, scope: !212)
!239 = !DILocation(line: 30, column: 41, scope: !212)
!240 = !DILocation(line: 30, column: 37, scope: !212)
!241 = !DILocation(line: 30, column: 51, scope: !212)
!242 = !DILocation(line: 30, column: 49, scope: !212)
!243 = !DILocation(line: 30, column: 45, scope: !212)
!244 = !DILocation(line: 30, column: 57, scope: !212)
!245 = !DILocation(line: 30, column: 53, scope: !212)
!246 = !DILocation(line: 30, column: 65, scope: !212)
!247 = !DILocation(line: 30, column: 63, scope: !212)
!248 = !DILocation(line: 30, column: 61, scope: !212)
!249 = !DILocation(line: 30, column: 73, scope: !212)
!250 = !DILocation(line: 30, column: 69, scope: !212)
!251 = !DILocation(line: 30, column: 82, scope: !212)
!252 = !DILocation(line: 30, column: 79, scope: !212)
!253 = !DILocation(line: 30, column: 77, scope: !212)
!254 = !DILocation(line: 30, column: 93, scope: !212)
!255 = !DILocation(line: 30, column: 91, scope: !212)
!256 = !DILocation(line: 30, column: 86, scope: !212)
!257 = !DILocation(line: 30, column: 3, scope: !212)
!258 = distinct !DISubprogram(name: "wide", scope: !2, file: !2, line: 33, type: !259, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!66, !163, !163, !163, !163, !163, !163, !163, !66}
!261 = !{!262, !263, !264, !265, !266, !267, !268, !269}
!262 = !DILocalVariable(name: "a", arg: 1, scope: !258, file: !2, line: 33, type: !163)
!263 = !DILocalVariable(name: "b", arg: 2, scope: !258, file: !2, line: 33, type: !163)
!264 = !DILocalVariable(name: "c", arg: 3, scope: !258, file: !2, line: 33, type: !163)
!265 = !DILocalVariable(name: "d", arg: 4, scope: !258, file: !2, line: 33, type: !163)
!266 = !DILocalVariable(name: "e", arg: 5, scope: !258, file: !2, line: 33, type: !163)
!267 = !DILocalVariable(name: "f", arg: 6, scope: !258, file: !2, line: 33, type: !163)
!268 = !DILocalVariable(name: "g", arg: 7, scope: !258, file: !2, line: 33, type: !163)
!269 = !DILocalVariable(name: "h", arg: 8, scope: !258, file: !2, line: 33, type: !66)
!270 = !DILocation(line: 0, scope: !258)
!271 = !DILocation(line: 34, column: 12, scope: !258)
!272 = !DILocation(line: 34, column: 18, scope: !258)
!273 = !DILocation(line: 34, column: 22, scope: !258)
!274 = !DILocation(line: 34, column: 26, scope: !258)
!275 = !DILocation(line: 34, column: 30, scope: !258)
!276 = !DILocation(line: 34, column: 34, scope: !258)
!277 = !DILocation(line: 34, column: 38, scope: !258)
!278 = !DILocation(line: 34, column: 42, scope: !258)
!279 = !DILocation(line: 34, column: 16, scope: !258)
!280 = !DILocation(line: 34, column: 20, scope: !258)
!281 = !DILocation(line: 34, column: 24, scope: !258)
!282 = !DILocation(line: 34, column: 28, scope: !258)
!283 = !DILocation(line: 34, column: 32, scope: !258)
!284 = !DILocation(line: 34, column: 36, scope: !258)
!285 = !DILocation(line: 34, column: 40, scope: !258)
!286 = !DILocation(line: 34, column: 3, scope: !258)
!287 = distinct !DISubprogram(name: "ld_ops", scope: !2, file: !2, line: 37, type: !288, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!67, !67, !67, !68}
!290 = !{!291, !292, !293, !294, !295}
!291 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !2, line: 37, type: !67)
!292 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !2, line: 37, type: !67)
!293 = !DILocalVariable(name: "n", arg: 3, scope: !287, file: !2, line: 37, type: !68)
!294 = !DILocalVariable(name: "r", scope: !287, file: !2, line: 38, type: !67)
!295 = !DILocalVariable(name: "i", scope: !296, file: !2, line: 39, type: !68)
!296 = distinct !DILexicalBlock(scope: !287, file: !2, line: 39, column: 3)
!297 = !DILocation(line: 0, scope: !287)
!298 = !DILocation(line: 0, scope: !296)
!299 = !DILocation(line: 39, column: 21, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !2, line: 39, column: 3)
!301 = !DILocation(line: 39, column: 3, scope: !296)
!302 = !DILocation(line: 40, column: 3, scope: !287)
!303 = !DILocation(line: 39, column: 41, scope: !300)
!304 = !DILocation(line: 39, column: 27, scope: !300)
!305 = distinct !{!305, !301, !306, !307}
!306 = !DILocation(line: 39, column: 47, scope: !296)
!307 = !{!"llvm.loop.mustprogress"}
!308 = distinct !DISubprogram(name: "sum_var", scope: !2, file: !2, line: 43, type: !309, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{!65, !68, null}
!311 = !{!312, !313, !320, !321}
!312 = !DILocalVariable(name: "n", arg: 1, scope: !308, file: !2, line: 43, type: !68)
!313 = !DILocalVariable(name: "ap", scope: !308, file: !2, line: 44, type: !314)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !315, line: 52, baseType: !316)
!315 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !317, line: 12, baseType: !318)
!317 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!320 = !DILocalVariable(name: "s", scope: !308, file: !2, line: 46, type: !65)
!321 = !DILocalVariable(name: "i", scope: !322, file: !2, line: 47, type: !68)
!322 = distinct !DILexicalBlock(scope: !308, file: !2, line: 47, column: 3)
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 0, scope: !308)
!325 = !DILocation(line: 44, column: 3, scope: !308)
!326 = !DILocation(line: 45, column: 3, scope: !308)
!327 = !DILocation(line: 0, scope: !322)
!328 = !DILocation(line: 47, column: 21, scope: !329)
!329 = distinct !DILexicalBlock(scope: !322, file: !2, line: 47, column: 3)
!330 = !DILocation(line: 47, column: 3, scope: !322)
!331 = !DILocation(line: 52, column: 3, scope: !308)
!332 = !DILocation(line: 54, column: 1, scope: !308)
!333 = !DILocation(line: 53, column: 3, scope: !308)
!334 = !DILocation(line: 48, column: 11, scope: !335)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 48, column: 9)
!336 = distinct !DILexicalBlock(scope: !329, file: !2, line: 47, column: 31)
!337 = !DILocation(line: 48, column: 9, scope: !336)
!338 = !DILocation(line: 48, column: 34, scope: !335)
!339 = distinct !DIAssignID()
!340 = !{!341, !341, i64 0}
!341 = !{!"long double", !174, i64 0}
!342 = !DILocation(line: 48, column: 26, scope: !335)
!343 = !DILocation(line: 48, column: 21, scope: !335)
!344 = !DILocation(line: 49, column: 31, scope: !345)
!345 = distinct !DILexicalBlock(scope: !335, file: !2, line: 49, column: 14)
!346 = distinct !DIAssignID()
!347 = !{!348, !348, i64 0}
!348 = !{!"int", !174, i64 0}
!349 = !DILocation(line: 49, column: 26, scope: !345)
!350 = !DILocation(line: 50, column: 15, scope: !345)
!351 = distinct !DIAssignID()
!352 = !{!353, !353, i64 0}
!353 = !{!"double", !174, i64 0}
!354 = !DILocation(line: 0, scope: !335)
!355 = !DILocation(line: 47, column: 27, scope: !329)
!356 = distinct !{!356, !330, !357, !307}
!357 = !DILocation(line: 51, column: 3, scope: !322)
!358 = distinct !DISubprogram(name: "var128", scope: !2, file: !2, line: 56, type: !359, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !361)
!359 = !DISubroutineType(types: !360)
!360 = !{!66, !68, null}
!361 = !{!362, !363, !364, !365}
!362 = !DILocalVariable(name: "n", arg: 1, scope: !358, file: !2, line: 56, type: !68)
!363 = !DILocalVariable(name: "ap", scope: !358, file: !2, line: 57, type: !314)
!364 = !DILocalVariable(name: "s", scope: !358, file: !2, line: 59, type: !66)
!365 = !DILocalVariable(name: "i", scope: !366, file: !2, line: 60, type: !68)
!366 = distinct !DILexicalBlock(scope: !358, file: !2, line: 60, column: 3)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 0, scope: !358)
!369 = !DILocation(line: 57, column: 3, scope: !358)
!370 = !DILocation(line: 58, column: 3, scope: !358)
!371 = !DILocation(line: 0, scope: !366)
!372 = !DILocation(line: 60, column: 21, scope: !373)
!373 = distinct !DILexicalBlock(scope: !366, file: !2, line: 60, column: 3)
!374 = !DILocation(line: 60, column: 3, scope: !366)
!375 = !DILocation(line: 60, column: 36, scope: !373)
!376 = distinct !DIAssignID()
!377 = !DILocation(line: 61, column: 3, scope: !358)
!378 = !DILocation(line: 63, column: 1, scope: !358)
!379 = !DILocation(line: 62, column: 3, scope: !358)
!380 = !{!381, !381, i64 0}
!381 = !{!"__int128", !174, i64 0}
!382 = !DILocation(line: 60, column: 33, scope: !373)
!383 = !DILocation(line: 60, column: 27, scope: !373)
!384 = distinct !{!384, !374, !385, !307}
!385 = !DILocation(line: 60, column: 36, scope: !366)
!386 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !387, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !389)
!387 = !DISubroutineType(types: !388)
!388 = !{!68}
!389 = !{!390, !391, !392, !393, !394, !395, !396, !397, !398, !399, !400, !401}
!390 = !DILocalVariable(name: "a", scope: !386, file: !2, line: 71, type: !89)
!391 = !DILocalVariable(name: "b", scope: !386, file: !2, line: 71, type: !89)
!392 = !DILocalVariable(name: "c", scope: !386, file: !2, line: 72, type: !89)
!393 = !DILocalVariable(name: "f", scope: !386, file: !2, line: 74, type: !104)
!394 = !DILocalVariable(name: "v", scope: !386, file: !2, line: 76, type: !120)
!395 = !DILocalVariable(name: "s1", scope: !386, file: !2, line: 78, type: !137)
!396 = !DILocalVariable(name: "s2", scope: !386, file: !2, line: 78, type: !137)
!397 = !DILocalVariable(name: "g", scope: !386, file: !2, line: 80, type: !159)
!398 = !DILocalVariable(name: "h", scope: !386, file: !2, line: 81, type: !159)
!399 = !DILocalVariable(name: "w", scope: !386, file: !2, line: 85, type: !66)
!400 = !DILocalVariable(name: "ld", scope: !386, file: !2, line: 87, type: !67)
!401 = !DILocalVariable(name: "buf", scope: !386, file: !2, line: 91, type: !402)
!402 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 640, elements: !403)
!403 = !{!404}
!404 = !DISubrange(count: 80)
!405 = distinct !DIAssignID()
!406 = !DILocation(line: 0, scope: !386)
!407 = distinct !DIAssignID()
!408 = !DILocation(line: 72, column: 17, scope: !386)
!409 = !DILocation(line: 73, column: 3, scope: !386)
!410 = !DILocation(line: 74, column: 17, scope: !386)
!411 = !DILocation(line: 75, column: 26, scope: !386)
!412 = !DILocation(line: 75, column: 3, scope: !386)
!413 = !DILocation(line: 77, column: 23, scope: !386)
!414 = !DILocation(line: 77, column: 3, scope: !386)
!415 = !DILocation(line: 79, column: 21, scope: !386)
!416 = !DILocation(line: 79, column: 3, scope: !386)
!417 = !DILocation(line: 81, column: 3, scope: !386)
!418 = !DILocation(line: 81, column: 18, scope: !386)
!419 = !DILocation(line: 82, column: 31, scope: !386)
!420 = !DILocation(line: 82, column: 39, scope: !386)
!421 = !DILocation(line: 82, column: 47, scope: !386)
!422 = !DILocation(line: 82, column: 3, scope: !386)
!423 = !DILocation(line: 83, column: 28, scope: !386)
!424 = !DILocation(line: 83, column: 3, scope: !386)
!425 = !DILocation(line: 84, column: 28, scope: !386)
!426 = !DILocation(line: 84, column: 3, scope: !386)
!427 = !DILocation(line: 85, column: 16, scope: !386)
!428 = !DILocalVariable(name: "what", arg: 1, scope: !429, file: !2, line: 65, type: !432)
!429 = distinct !DISubprogram(name: "p128", scope: !2, file: !2, line: 65, type: !430, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !434)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !432, !66}
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!434 = !{!428, !435, !436, !437}
!435 = !DILocalVariable(name: "v", arg: 2, scope: !429, file: !2, line: 65, type: !66)
!436 = !DILocalVariable(name: "hi", scope: !429, file: !2, line: 66, type: !69)
!437 = !DILocalVariable(name: "lo", scope: !429, file: !2, line: 66, type: !69)
!438 = !DILocation(line: 0, scope: !429, inlinedAt: !439)
!439 = distinct !DILocation(line: 86, column: 3, scope: !386)
!440 = !DILocation(line: 66, column: 69, scope: !429, inlinedAt: !439)
!441 = !DILocation(line: 66, column: 27, scope: !429, inlinedAt: !439)
!442 = !DILocation(line: 66, column: 82, scope: !429, inlinedAt: !439)
!443 = !DILocation(line: 67, column: 3, scope: !429, inlinedAt: !439)
!444 = !DILocation(line: 87, column: 20, scope: !386)
!445 = !DILocation(line: 88, column: 3, scope: !386)
!446 = !DILocation(line: 89, column: 24, scope: !386)
!447 = !DILocation(line: 89, column: 3, scope: !386)
!448 = !DILocation(line: 90, column: 18, scope: !386)
!449 = !DILocation(line: 0, scope: !429, inlinedAt: !450)
!450 = distinct !DILocation(line: 90, column: 3, scope: !386)
!451 = !DILocation(line: 66, column: 69, scope: !429, inlinedAt: !450)
!452 = !DILocation(line: 66, column: 27, scope: !429, inlinedAt: !450)
!453 = !DILocation(line: 66, column: 82, scope: !429, inlinedAt: !450)
!454 = !DILocation(line: 67, column: 3, scope: !429, inlinedAt: !450)
!455 = !DILocation(line: 91, column: 3, scope: !386)
!456 = !DILocation(line: 92, column: 3, scope: !386)
!457 = !DILocation(line: 93, column: 3, scope: !386)
!458 = !DILocation(line: 94, column: 20, scope: !386)
!459 = !DILocation(line: 94, column: 10, scope: !386)
!460 = !DILocation(line: 94, column: 25, scope: !386)
!461 = !DILocation(line: 95, column: 1, scope: !386)
!462 = !DILocation(line: 94, column: 3, scope: !386)
!463 = !DISubprogram(name: "printf", scope: !315, file: !315, line: 356, type: !464, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!68, !466, null}
!466 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !432)
!467 = !DISubprogram(name: "snprintf", scope: !315, file: !315, line: 378, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!68, !470, !472, !466, null}
!470 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !471)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!472 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !473, line: 18, baseType: !474)
!473 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!474 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
