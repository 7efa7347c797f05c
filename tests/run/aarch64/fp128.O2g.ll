; ModuleID = 'tests/run/aarch64/fp128.c'
source_filename = "tests/run/aarch64/fp128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Q2 = type { fp128, fp128 }
%struct.Q4 = type { [4 x fp128] }
%struct.QM = type { fp128, i32 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@vd = dso_local global [4 x double] [double 1.500000e+00, double -2.250000e+00, double 1.000000e+300, double 1.000000e-01], align 8, !dbg !0
@vi = dso_local global [2 x i32] [i32 -7, i32 3], align 4, !dbg !14
@.str = private unnamed_addr constant [36 x i8] c"add %Lf sub %Lf mul %Lf div %.30Lf\0A\00", align 1, !dbg !20
@.str.1 = private unnamed_addr constant [14 x i8] c"third %.36Lg\0A\00", align 1, !dbg !26
@.str.2 = private unnamed_addr constant [11 x i8] c"third %La\0A\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [50 x i8] c"neg %Lg big*big %Lg 1/big^2 %Lg inf %Lg -inf %Lg\0A\00", align 1, !dbg !36
@.str.4 = private unnamed_addr constant [29 x i8] c"cmp %#x %#x %#x %#x %#x %#x\0A\00", align 1, !dbg !41
@.str.5 = private unnamed_addr constant [36 x i8] c"to_i %d to_u %u to_l %ld to_ul %lu\0A\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [22 x i8] c"to_i128 %016lx%016lx\0A\00", align 1, !dbg !48
@.str.7 = private unnamed_addr constant [22 x i8] c"to_d %.17g to_f %.9g\0A\00", align 1, !dbg !53
@.str.8 = private unnamed_addr constant [37 x i8] c"from %Lg %Lg %Lg %Lg %Lg %.25Lg %Lg\0A\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [20 x i8] c"tenth - 0.1L = %Lg\0A\00", align 1, !dbg !60
@.str.10 = private unnamed_addr constant [9 x i8] c"ten %Lf\0A\00", align 1, !dbg !65
@.str.11 = private unnamed_addr constant [14 x i8] c"swap %Lf %Lf\0A\00", align 1, !dbg !70
@.str.12 = private unnamed_addr constant [29 x i8] c"scale %Lf %Lf %.20Lf %.20Lf\0A\00", align 1, !dbg !72
@.str.13 = private unnamed_addr constant [13 x i8] c"bump %Lf %d\0A\00", align 1, !dbg !74
@.str.14 = private unnamed_addr constant [28 x i8] c"late %Lf %Lf %.20Lf %.20Lf\0A\00", align 1, !dbg !79
@.str.15 = private unnamed_addr constant [10 x i8] c"vsum %Lf\0A\00", align 1, !dbg !84
@.str.16 = private unnamed_addr constant [13 x i8] c"poly %.30Lf\0A\00", align 1, !dbg !89
@.str.17 = private unnamed_addr constant [14 x i8] c"sqrt2 %.33Lf\0A\00", align 1, !dbg !91
@.str.18 = private unnamed_addr constant [14 x i8] c"sum/7 %.33Lf\0A\00", align 1, !dbg !93

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @add(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !108 {
    #dbg_value(fp128 %0, !114, !DIExpression(), !116)
    #dbg_value(fp128 %1, !115, !DIExpression(), !116)
  %3 = fadd fp128 %0, %1, !dbg !117
  ret fp128 %3, !dbg !118
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @sub(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !119 {
    #dbg_value(fp128 %0, !121, !DIExpression(), !123)
    #dbg_value(fp128 %1, !122, !DIExpression(), !123)
  %3 = fsub fp128 %0, %1, !dbg !124
  ret fp128 %3, !dbg !125
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @mul(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !126 {
    #dbg_value(fp128 %0, !128, !DIExpression(), !130)
    #dbg_value(fp128 %1, !129, !DIExpression(), !130)
  %3 = fmul fp128 %0, %1, !dbg !131
  ret fp128 %3, !dbg !132
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @dvd(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !133 {
    #dbg_value(fp128 %0, !135, !DIExpression(), !137)
    #dbg_value(fp128 %1, !136, !DIExpression(), !137)
  %3 = fdiv fp128 %0, %1, !dbg !138
  ret fp128 %3, !dbg !139
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @neg(fp128 noundef %0) local_unnamed_addr #0 !dbg !140 {
    #dbg_value(fp128 %0, !144, !DIExpression(), !145)
  %2 = fneg fp128 %0, !dbg !146
  ret fp128 %2, !dbg !147
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 128) i32 @cmps(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !148 {
    #dbg_value(fp128 %0, !152, !DIExpression(), !154)
    #dbg_value(fp128 %1, !153, !DIExpression(), !154)
  %3 = fcmp olt fp128 %0, %1, !dbg !155
  %4 = zext i1 %3 to i32, !dbg !155
  %5 = fcmp ole fp128 %0, %1, !dbg !156
  %6 = select i1 %5, i32 2, i32 0, !dbg !157
  %7 = or disjoint i32 %6, %4, !dbg !158
  %8 = fcmp ogt fp128 %0, %1, !dbg !159
  %9 = select i1 %8, i32 4, i32 0, !dbg !160
  %10 = or disjoint i32 %7, %9, !dbg !161
  %11 = fcmp oge fp128 %0, %1, !dbg !162
  %12 = select i1 %11, i32 8, i32 0, !dbg !163
  %13 = or disjoint i32 %10, %12, !dbg !164
  %14 = fcmp oeq fp128 %0, %1, !dbg !165
  %15 = select i1 %14, i32 16, i32 0, !dbg !166
  %16 = or disjoint i32 %13, %15, !dbg !167
  %17 = fcmp une fp128 %0, %1, !dbg !168
  %18 = select i1 %17, i32 32, i32 0, !dbg !169
  %19 = or disjoint i32 %16, %18, !dbg !170
  %20 = fcmp uno fp128 %0, %1, !dbg !171
  %21 = select i1 %20, i32 64, i32 0, !dbg !172
  %22 = or i32 %19, %21, !dbg !173
  ret i32 %22, !dbg !174
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @to_i(fp128 noundef %0) local_unnamed_addr #0 !dbg !175 {
    #dbg_value(fp128 %0, !179, !DIExpression(), !180)
  %2 = fptosi fp128 %0 to i32, !dbg !181
  ret i32 %2, !dbg !182
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @to_u(fp128 noundef %0) local_unnamed_addr #0 !dbg !183 {
    #dbg_value(fp128 %0, !187, !DIExpression(), !188)
  %2 = fptoui fp128 %0 to i32, !dbg !189
  ret i32 %2, !dbg !190
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @to_l(fp128 noundef %0) local_unnamed_addr #0 !dbg !191 {
    #dbg_value(fp128 %0, !195, !DIExpression(), !196)
  %2 = fptosi fp128 %0 to i64, !dbg !197
  ret i64 %2, !dbg !198
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @to_ul(fp128 noundef %0) local_unnamed_addr #0 !dbg !199 {
    #dbg_value(fp128 %0, !203, !DIExpression(), !204)
  %2 = fptoui fp128 %0 to i64, !dbg !205
  ret i64 %2, !dbg !206
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @to_i128(fp128 noundef %0) local_unnamed_addr #0 !dbg !207 {
    #dbg_value(fp128 %0, !211, !DIExpression(), !212)
  %2 = fptosi fp128 %0 to i128, !dbg !213
  ret i128 %2, !dbg !214
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @to_d(fp128 noundef %0) local_unnamed_addr #0 !dbg !215 {
    #dbg_value(fp128 %0, !219, !DIExpression(), !220)
  %2 = fptrunc fp128 %0 to double, !dbg !221
  ret double %2, !dbg !222
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @to_f(fp128 noundef %0) local_unnamed_addr #0 !dbg !223 {
    #dbg_value(fp128 %0, !227, !DIExpression(), !228)
  %2 = fptrunc fp128 %0 to float, !dbg !229
  ret float %2, !dbg !230
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_i(i32 noundef %0) local_unnamed_addr #0 !dbg !231 {
    #dbg_value(i32 %0, !235, !DIExpression(), !236)
  %2 = sitofp i32 %0 to fp128, !dbg !237
  ret fp128 %2, !dbg !238
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_u(i32 noundef %0) local_unnamed_addr #0 !dbg !239 {
    #dbg_value(i32 %0, !243, !DIExpression(), !244)
  %2 = uitofp i32 %0 to fp128, !dbg !245
  ret fp128 %2, !dbg !246
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_l(i64 noundef %0) local_unnamed_addr #0 !dbg !247 {
    #dbg_value(i64 %0, !251, !DIExpression(), !252)
  %2 = sitofp i64 %0 to fp128, !dbg !253
  ret fp128 %2, !dbg !254
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_ul(i64 noundef %0) local_unnamed_addr #0 !dbg !255 {
    #dbg_value(i64 %0, !259, !DIExpression(), !260)
  %2 = uitofp i64 %0 to fp128, !dbg !261
  ret fp128 %2, !dbg !262
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_i128(i128 noundef %0) local_unnamed_addr #0 !dbg !263 {
    #dbg_value(i128 %0, !267, !DIExpression(), !268)
  %2 = sitofp i128 %0 to fp128, !dbg !269
  ret fp128 %2, !dbg !270
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_d(double noundef %0) local_unnamed_addr #0 !dbg !271 {
    #dbg_value(double %0, !275, !DIExpression(), !276)
  %2 = fpext double %0 to fp128, !dbg !277
  ret fp128 %2, !dbg !278
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_f(float noundef %0) local_unnamed_addr #0 !dbg !279 {
    #dbg_value(float %0, !283, !DIExpression(), !284)
  %2 = fpext float %0 to fp128, !dbg !285
  ret fp128 %2, !dbg !286
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local fp128 @ten(fp128 noundef %0, double noundef %1, fp128 noundef %2, i32 noundef %3, fp128 noundef %4, float noundef %5, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8, fp128 noundef %9, fp128 noundef %10, fp128 noundef %11, i64 noundef %12, fp128 noundef %13) local_unnamed_addr #0 !dbg !287 {
    #dbg_value(fp128 %0, !291, !DIExpression(), !305)
    #dbg_value(double %1, !292, !DIExpression(), !305)
    #dbg_value(fp128 %2, !293, !DIExpression(), !305)
    #dbg_value(i32 %3, !294, !DIExpression(), !305)
    #dbg_value(fp128 %4, !295, !DIExpression(), !305)
    #dbg_value(float %5, !296, !DIExpression(), !305)
    #dbg_value(fp128 %6, !297, !DIExpression(), !305)
    #dbg_value(fp128 %7, !298, !DIExpression(), !305)
    #dbg_value(fp128 %8, !299, !DIExpression(), !305)
    #dbg_value(fp128 %9, !300, !DIExpression(), !305)
    #dbg_value(fp128 %10, !301, !DIExpression(), !305)
    #dbg_value(fp128 %11, !302, !DIExpression(), !305)
    #dbg_value(i64 %12, !303, !DIExpression(), !305)
    #dbg_value(fp128 %13, !304, !DIExpression(), !305)
  %15 = fmul double %1, 2.000000e+00, !dbg !306
  %16 = fpext double %15 to fp128, !dbg !307
  %17 = fadd fp128 %16, %0, !dbg !308
  %18 = tail call fp128 @llvm.fmuladd.f128(fp128 %2, fp128 0xL00000000000000004000800000000000, fp128 %17), !dbg !309
  %19 = shl nsw i32 %3, 2, !dbg !310
  %20 = sitofp i32 %19 to fp128, !dbg !311
  %21 = fadd fp128 %18, %20, !dbg !312
  %22 = tail call fp128 @llvm.fmuladd.f128(fp128 %4, fp128 0xL00000000000000004001400000000000, fp128 %21), !dbg !313
  %23 = fmul float %5, 6.000000e+00, !dbg !314
  %24 = fpext float %23 to fp128, !dbg !315
  %25 = fadd fp128 %22, %24, !dbg !316
  %26 = tail call fp128 @llvm.fmuladd.f128(fp128 %6, fp128 0xL00000000000000004001C00000000000, fp128 %25), !dbg !317
  %27 = tail call fp128 @llvm.fmuladd.f128(fp128 %7, fp128 0xL00000000000000004002000000000000, fp128 %26), !dbg !318
  %28 = tail call fp128 @llvm.fmuladd.f128(fp128 %8, fp128 0xL00000000000000004002200000000000, fp128 %27), !dbg !319
  %29 = tail call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 0xL00000000000000004002400000000000, fp128 %28), !dbg !320
  %30 = tail call fp128 @llvm.fmuladd.f128(fp128 %10, fp128 0xL00000000000000004002600000000000, fp128 %29), !dbg !321
  %31 = tail call fp128 @llvm.fmuladd.f128(fp128 %11, fp128 0xL00000000000000004002800000000000, fp128 %30), !dbg !322
  %32 = mul nsw i64 %12, 13, !dbg !323
  %33 = sitofp i64 %32 to fp128, !dbg !324
  %34 = fadd fp128 %31, %33, !dbg !325
  %35 = tail call fp128 @llvm.fmuladd.f128(fp128 %13, fp128 0xL00000000000000004002C00000000000, fp128 %34), !dbg !326
  ret fp128 %35, !dbg !327
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.Q2 @swap([2 x fp128] alignstack(16) %0) local_unnamed_addr #0 !dbg !328 {
  %2 = extractvalue [2 x fp128] %0, 0
  %3 = extractvalue [2 x fp128] %0, 1
    #dbg_value(fp128 %2, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !338)
    #dbg_value(fp128 %3, !336, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !338)
    #dbg_value(fp128 %3, !337, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !338)
    #dbg_value(fp128 %2, !337, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !338)
  %4 = insertvalue %struct.Q2 poison, fp128 %3, 0, !dbg !339
  %5 = insertvalue %struct.Q2 %4, fp128 %2, 1, !dbg !339
  ret %struct.Q2 %5, !dbg !339
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.Q4 @scale([4 x fp128] alignstack(16) %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !340 {
  %3 = extractvalue [4 x fp128] %0, 0
  %4 = extractvalue [4 x fp128] %0, 1
  %5 = extractvalue [4 x fp128] %0, 2
  %6 = extractvalue [4 x fp128] %0, 3
    #dbg_value(fp128 %3, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !352)
    #dbg_value(fp128 %4, !348, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !352)
    #dbg_value(fp128 %5, !348, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !352)
    #dbg_value(fp128 %6, !348, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !352)
    #dbg_value(fp128 %1, !349, !DIExpression(), !352)
    #dbg_value(i32 0, !350, !DIExpression(), !353)
    #dbg_value(i64 0, !350, !DIExpression(), !353)
  %7 = fmul fp128 %3, %1, !dbg !354
    #dbg_value(fp128 %7, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !352)
    #dbg_value(i64 1, !350, !DIExpression(), !353)
  %8 = fmul fp128 %4, %1, !dbg !354
    #dbg_value(fp128 %8, !348, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !352)
    #dbg_value(i64 2, !350, !DIExpression(), !353)
  %9 = fmul fp128 %5, %1, !dbg !354
    #dbg_value(fp128 %9, !348, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !352)
    #dbg_value(i64 3, !350, !DIExpression(), !353)
  %10 = fmul fp128 %6, %1, !dbg !354
    #dbg_value(fp128 %10, !348, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !352)
    #dbg_value(i64 4, !350, !DIExpression(), !353)
  %11 = insertvalue %struct.Q4 poison, fp128 %7, 0, 0, !dbg !356
  %12 = insertvalue %struct.Q4 %11, fp128 %8, 0, 1, !dbg !356
  %13 = insertvalue %struct.Q4 %12, fp128 %9, 0, 2, !dbg !356
  %14 = insertvalue %struct.Q4 %13, fp128 %10, 0, 3, !dbg !356
  ret %struct.Q4 %14, !dbg !356
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.QM) align 16 %0, ptr nocapture noundef %1) local_unnamed_addr #4 !dbg !357 {
    #dbg_value(ptr %1, !365, !DIExpression(DW_OP_deref), !366)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !367
  %4 = load i32, ptr %3, align 16, !dbg !367, !tbaa !368
  %5 = sitofp i32 %4 to fp128, !dbg !374
  %6 = load fp128, ptr %1, align 16, !dbg !375, !tbaa !376
  %7 = fadd fp128 %6, %5, !dbg !375
  store fp128 %7, ptr %1, align 16, !dbg !375, !tbaa !376
  %8 = add nsw i32 %4, 1, !dbg !377
  store i32 %8, ptr %3, align 16, !dbg !377, !tbaa !368
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !dbg !378, !tbaa.struct !379
  ret void, !dbg !382
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.Q4 @late([2 x fp128] alignstack(16) %0, [2 x fp128] alignstack(16) %1, [2 x fp128] alignstack(16) %2, [4 x fp128] alignstack(16) %3) local_unnamed_addr #0 !dbg !383 {
  %5 = extractvalue [2 x fp128] %0, 0
  %6 = extractvalue [2 x fp128] %0, 1
    #dbg_value(fp128 %5, !387, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !392)
    #dbg_value(fp128 %6, !387, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !392)
  %7 = extractvalue [2 x fp128] %1, 0
  %8 = extractvalue [2 x fp128] %1, 1
    #dbg_value(fp128 %7, !388, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !392)
    #dbg_value(fp128 %8, !388, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !392)
  %9 = extractvalue [2 x fp128] %2, 0
  %10 = extractvalue [2 x fp128] %2, 1
    #dbg_value(fp128 %9, !389, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !392)
    #dbg_value(fp128 %10, !389, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !392)
  %11 = extractvalue [4 x fp128] %3, 0
  %12 = extractvalue [4 x fp128] %3, 1
  %13 = extractvalue [4 x fp128] %3, 2
  %14 = extractvalue [4 x fp128] %3, 3
    #dbg_value(fp128 %11, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !392)
    #dbg_value(fp128 %12, !390, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !392)
    #dbg_value(fp128 %13, !390, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !392)
    #dbg_value(fp128 %14, !390, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !392)
  %15 = fadd fp128 %5, %11, !dbg !393
    #dbg_value(fp128 %15, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !392)
  %16 = fadd fp128 %7, %12, !dbg !394
    #dbg_value(fp128 %16, !391, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !392)
  %17 = fadd fp128 %9, %13, !dbg !395
    #dbg_value(fp128 %17, !391, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !392)
  %18 = fadd fp128 %6, %8, !dbg !396
  %19 = fadd fp128 %18, %10, !dbg !397
  %20 = fadd fp128 %19, %14, !dbg !398
    #dbg_value(fp128 %20, !391, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !392)
  %21 = insertvalue %struct.Q4 poison, fp128 %15, 0, 0, !dbg !399
  %22 = insertvalue %struct.Q4 %21, fp128 %16, 0, 1, !dbg !399
  %23 = insertvalue %struct.Q4 %22, fp128 %17, 0, 2, !dbg !399
  %24 = insertvalue %struct.Q4 %23, fp128 %20, 0, 3, !dbg !399
  ret %struct.Q4 %24, !dbg !399
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local fp128 @vsum(i32 noundef %0, ...) local_unnamed_addr #5 !dbg !400 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !422
    #dbg_assign(i1 undef, !405, !DIExpression(), !422, ptr %2, !DIExpression(), !423)
    #dbg_value(i32 %0, !404, !DIExpression(), !423)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11, !dbg !424
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !425
    #dbg_value(fp128 0xL00000000000000000000000000000000, !419, !DIExpression(), !423)
    #dbg_value(i32 0, !420, !DIExpression(), !426)
    #dbg_value(i32 0, !420, !DIExpression(), !426)
    #dbg_value(fp128 0xL00000000000000000000000000000000, !419, !DIExpression(), !423)
  %3 = icmp sgt i32 %0, 0, !dbg !427
  br i1 %3, label %4, label %10, !dbg !429

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 28
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 4
  br label %12, !dbg !429

10:                                               ; preds = %29, %1
  %11 = phi fp128 [ 0xL00000000000000000000000000000000, %1 ], [ %36, %29 ], !dbg !423
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !430
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11, !dbg !431
  ret fp128 %11, !dbg !432

12:                                               ; preds = %4, %29
  %13 = phi i32 [ %9, %4 ], [ %30, %29 ]
  %14 = phi i32 [ 0, %4 ], [ %34, %29 ]
  %15 = phi fp128 [ 0xL00000000000000000000000000000000, %4 ], [ %36, %29 ]
  %16 = phi ptr [ %5, %4 ], [ %31, %29 ]
    #dbg_value(i32 %14, !420, !DIExpression(), !426)
    #dbg_value(fp128 %15, !419, !DIExpression(), !423)
  %17 = icmp sgt i32 %13, -1, !dbg !433
  br i1 %17, label %24, label %18, !dbg !433

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 16, !dbg !433
  store i32 %19, ptr %6, align 4, !dbg !433, !DIAssignID !434
    #dbg_assign(i32 %19, !405, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !434, ptr %6, !DIExpression(), !423)
  %20 = icmp ult i32 %13, -15, !dbg !433
  br i1 %20, label %21, label %24, !dbg !433

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64, !dbg !433
  %23 = getelementptr inbounds i8, ptr %8, i64 %22, !dbg !433
  br label %29, !dbg !433

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 15, !dbg !433
  %27 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %26, i64 -16), !dbg !433
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !433
  store ptr %28, ptr %2, align 8, !dbg !433, !DIAssignID !435
    #dbg_assign(ptr %28, !405, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !435, ptr %2, !DIExpression(), !423)
  br label %29, !dbg !433

29:                                               ; preds = %24, %21
  %30 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %31 = phi ptr [ %16, %21 ], [ %28, %24 ]
  %32 = phi ptr [ %23, %21 ], [ %27, %24 ], !dbg !433
  %33 = load fp128, ptr %32, align 16, !dbg !433, !tbaa !380
  %34 = add nuw nsw i32 %14, 1, !dbg !436
  %35 = uitofp nneg i32 %34 to fp128, !dbg !437
  %36 = call fp128 @llvm.fmuladd.f128(fp128 %33, fp128 %35, fp128 %15), !dbg !438
    #dbg_value(i32 %34, !420, !DIExpression(), !426)
    #dbg_value(fp128 %36, !419, !DIExpression(), !423)
  %37 = icmp eq i32 %34, %0, !dbg !427
  br i1 %37, label %10, label %12, !dbg !429, !llvm.loop !439
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local fp128 @poly(ptr nocapture noundef readonly %0, i32 noundef %1, fp128 noundef %2) local_unnamed_addr #7 !dbg !442 {
    #dbg_value(ptr %0, !448, !DIExpression(), !454)
    #dbg_value(i32 %1, !449, !DIExpression(), !454)
    #dbg_value(fp128 %2, !450, !DIExpression(), !454)
    #dbg_value(fp128 0xL00000000000000000000000000000000, !451, !DIExpression(), !454)
    #dbg_value(i32 %1, !452, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !455)
  %4 = icmp sgt i32 %1, 0, !dbg !456
  br i1 %4, label %5, label %7, !dbg !458

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64, !dbg !458
  br label %9, !dbg !458

7:                                                ; preds = %9, %3
  %8 = phi fp128 [ 0xL00000000000000000000000000000000, %3 ], [ %15, %9 ], !dbg !459
  ret fp128 %8, !dbg !460

9:                                                ; preds = %5, %9
  %10 = phi i64 [ %6, %5 ], [ %12, %9 ]
  %11 = phi fp128 [ 0xL00000000000000000000000000000000, %5 ], [ %15, %9 ]
    #dbg_value(i64 %10, !452, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !455)
    #dbg_value(fp128 %11, !451, !DIExpression(), !454)
  %12 = add nsw i64 %10, -1, !dbg !461
    #dbg_value(i64 %12, !452, !DIExpression(), !455)
  %13 = getelementptr inbounds fp128, ptr %0, i64 %12, !dbg !462
  %14 = load fp128, ptr %13, align 16, !dbg !462, !tbaa !380
  %15 = tail call fp128 @llvm.fmuladd.f128(fp128 %11, fp128 %2, fp128 %14), !dbg !463
    #dbg_value(i64 %12, !452, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !455)
    #dbg_value(fp128 %15, !451, !DIExpression(), !454)
  %16 = icmp ugt i64 %10, 1, !dbg !456
  br i1 %16, label %9, label %7, !dbg !458, !llvm.loop !464
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local fp128 @sqrt_newton(fp128 noundef %0) local_unnamed_addr #8 !dbg !466 {
    #dbg_value(fp128 %0, !468, !DIExpression(), !472)
    #dbg_value(fp128 %0, !469, !DIExpression(), !472)
    #dbg_value(i32 0, !470, !DIExpression(), !473)
  br label %3, !dbg !474

2:                                                ; preds = %3
  ret fp128 %8, !dbg !475

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %5 = phi fp128 [ %0, %1 ], [ %8, %3 ]
    #dbg_value(i32 %4, !470, !DIExpression(), !473)
    #dbg_value(fp128 %5, !469, !DIExpression(), !472)
  %6 = fdiv fp128 %0, %5, !dbg !476
  %7 = fadd fp128 %5, %6, !dbg !478
  %8 = fmul fp128 %7, 0xL00000000000000003FFE000000000000, !dbg !479
    #dbg_value(fp128 %8, !469, !DIExpression(), !472)
  %9 = add nuw nsw i32 %4, 1, !dbg !480
    #dbg_value(i32 %9, !470, !DIExpression(), !473)
  %10 = icmp eq i32 %9, 60, !dbg !481
  br i1 %10, label %2, label %3, !dbg !474, !llvm.loop !482
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 !dbg !484 {
  %1 = alloca %struct.QM, align 16, !DIAssignID !515
    #dbg_assign(i1 undef, !500, !DIExpression(), !515, ptr %1, !DIExpression(), !516)
  %2 = alloca %struct.QM, align 16
  %3 = alloca [5 x fp128], align 16, !DIAssignID !517
    #dbg_assign(i1 undef, !502, !DIExpression(), !517, ptr %3, !DIExpression(), !516)
  %4 = load volatile double, ptr @vd, align 8, !dbg !518, !tbaa !519
  %5 = tail call fp128 @from_d(double noundef %4), !dbg !521
    #dbg_value(fp128 %5, !488, !DIExpression(), !516)
  %6 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 8), align 8, !dbg !522, !tbaa !519
  %7 = tail call fp128 @from_d(double noundef %6), !dbg !523
    #dbg_value(fp128 %7, !489, !DIExpression(), !516)
  %8 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 16), align 8, !dbg !524, !tbaa !519
  %9 = tail call fp128 @from_d(double noundef %8), !dbg !525
    #dbg_value(fp128 %9, !490, !DIExpression(), !516)
  %10 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 24), align 8, !dbg !526, !tbaa !519
  %11 = tail call fp128 @from_d(double noundef %10), !dbg !527
    #dbg_value(fp128 %11, !491, !DIExpression(), !516)
  %12 = tail call fp128 @dvd(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000800000000000), !dbg !528
    #dbg_value(fp128 %12, !492, !DIExpression(), !516)
  %13 = tail call fp128 @add(fp128 noundef %5, fp128 noundef %7), !dbg !529
  %14 = tail call fp128 @sub(fp128 noundef %5, fp128 noundef %7), !dbg !530
  %15 = tail call fp128 @mul(fp128 noundef %5, fp128 noundef %7), !dbg !531
  %16 = tail call fp128 @dvd(fp128 noundef %5, fp128 noundef %7), !dbg !532
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, fp128 noundef %13, fp128 noundef %14, fp128 noundef %15, fp128 noundef %16), !dbg !533
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %12), !dbg !534
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %12), !dbg !535
  %20 = tail call fp128 @sub(fp128 noundef %5, fp128 noundef %5), !dbg !536
    #dbg_value(fp128 %20, !493, !DIExpression(), !516)
  %21 = tail call fp128 @dvd(fp128 noundef %5, fp128 noundef %20), !dbg !537
    #dbg_value(fp128 %21, !494, !DIExpression(), !516)
  %22 = tail call fp128 @dvd(fp128 noundef %20, fp128 noundef %20), !dbg !538
    #dbg_value(fp128 %22, !495, !DIExpression(), !516)
  %23 = tail call fp128 @neg(fp128 noundef %5), !dbg !539
  %24 = tail call fp128 @mul(fp128 noundef %9, fp128 noundef %9), !dbg !540
  %25 = tail call fp128 @dvd(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef %24), !dbg !541
  %26 = tail call fp128 @neg(fp128 noundef %21), !dbg !542
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef %23, fp128 noundef %24, fp128 noundef %25, fp128 noundef %21, fp128 noundef %26), !dbg !543
  %28 = tail call i32 @cmps(fp128 noundef %5, fp128 noundef %7), !dbg !544
  %29 = tail call i32 @cmps(fp128 noundef %7, fp128 noundef %5), !dbg !545
  %30 = tail call i32 @cmps(fp128 noundef %5, fp128 noundef %5), !dbg !546
  %31 = tail call i32 @cmps(fp128 noundef %22, fp128 noundef %5), !dbg !547
  %32 = tail call i32 @cmps(fp128 noundef %22, fp128 noundef %22), !dbg !548
  %33 = tail call i32 @cmps(fp128 noundef %21, fp128 noundef %9), !dbg !549
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33), !dbg !550
  %35 = tail call fp128 @from_d(double noundef 0xC0FE240C00000000), !dbg !551
    #dbg_value(fp128 %35, !496, !DIExpression(), !516)
  %36 = tail call i32 @to_i(fp128 noundef %35), !dbg !552
  %37 = tail call fp128 @neg(fp128 noundef %35), !dbg !553
  %38 = tail call i32 @to_u(fp128 noundef %37), !dbg !554
  %39 = tail call fp128 @mul(fp128 noundef %35, fp128 noundef 0xL00000000000000004026D1A94A200000), !dbg !555
  %40 = tail call i64 @to_l(fp128 noundef %39), !dbg !556
  %41 = tail call fp128 @mul(fp128 noundef %37, fp128 noundef 0xL0000000000000000402A2309CE540000), !dbg !557
  %42 = tail call i64 @to_ul(fp128 noundef %41), !dbg !558
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %36, i32 noundef %38, i64 noundef %40, i64 noundef %42), !dbg !559
  %44 = tail call fp128 @mul(fp128 noundef %35, fp128 noundef 0xL0940000000000000405208B2A2C28029), !dbg !560
  %45 = tail call i128 @to_i128(fp128 noundef %44), !dbg !561
    #dbg_value(i128 %45, !497, !DIExpression(), !516)
  %46 = lshr i128 %45, 64, !dbg !562
  %47 = trunc nuw i128 %46 to i64, !dbg !563
  %48 = trunc i128 %45 to i64, !dbg !564
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %47, i64 noundef %48), !dbg !565
  %50 = tail call double @to_d(fp128 noundef %12), !dbg !566
  %51 = tail call float @to_f(fp128 noundef %12), !dbg !567
  %52 = fpext float %51 to double, !dbg !567
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %50, double noundef %52), !dbg !568
  %54 = load volatile i32, ptr @vi, align 4, !dbg !569, !tbaa !381
  %55 = tail call fp128 @from_i(i32 noundef %54), !dbg !570
  %56 = tail call fp128 @from_u(i32 noundef -294967296), !dbg !571
  %57 = tail call fp128 @from_l(i64 noundef -9000000000000000000), !dbg !572
  %58 = tail call fp128 @from_ul(i64 noundef -446744073709551616), !dbg !573
  %59 = tail call fp128 @from_i128(i128 noundef %45), !dbg !574
  %60 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 24), align 8, !dbg !575, !tbaa !519
  %61 = tail call fp128 @from_d(double noundef %60), !dbg !576
  %62 = tail call fp128 @from_f(float noundef 1.500000e+00), !dbg !577
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef %55, fp128 noundef %56, fp128 noundef %57, fp128 noundef %58, fp128 noundef %59, fp128 noundef %61, fp128 noundef %62), !dbg !578
  %64 = tail call fp128 @sub(fp128 noundef %11, fp128 noundef 0xL999999999999999A3FFB999999999999), !dbg !579
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %64), !dbg !580
  %66 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !dbg !581, !tbaa !381
  %67 = load volatile i32, ptr @vi, align 4, !dbg !582, !tbaa !381
  %68 = sext i32 %67 to i64, !dbg !582
  %69 = tail call fp128 @ten(fp128 noundef %5, double noundef 2.500000e+00, fp128 noundef %7, i32 noundef %66, fp128 noundef %5, float noundef 5.000000e-01, fp128 noundef %7, fp128 noundef %5, fp128 noundef %7, fp128 noundef %5, fp128 noundef %7, fp128 noundef %5, i64 noundef %68, fp128 noundef %12), !dbg !583
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, fp128 noundef %69), !dbg !584
  %71 = insertvalue [2 x fp128] poison, fp128 %5, 0, !dbg !585
  %72 = insertvalue [2 x fp128] %71, fp128 %7, 1, !dbg !585
  %73 = tail call %struct.Q2 @swap([2 x fp128] alignstack(16) %72), !dbg !585
  %74 = extractvalue %struct.Q2 %73, 0, !dbg !585
    #dbg_value(fp128 %74, !498, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !516)
  %75 = extractvalue %struct.Q2 %73, 1, !dbg !585
    #dbg_value(fp128 %75, !498, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !516)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, fp128 noundef %74, fp128 noundef %75), !dbg !586
  %77 = insertvalue [4 x fp128] poison, fp128 %5, 0, !dbg !587
  %78 = insertvalue [4 x fp128] %77, fp128 %7, 1, !dbg !587
  %79 = insertvalue [4 x fp128] %78, fp128 %12, 2, !dbg !587
  %80 = insertvalue [4 x fp128] %79, fp128 %11, 3, !dbg !587
  %81 = tail call %struct.Q4 @scale([4 x fp128] alignstack(16) %80, fp128 noundef 0xL00000000000000004001000000000000), !dbg !587
  %82 = extractvalue %struct.Q4 %81, 0, !dbg !587
  %83 = extractvalue [4 x fp128] %82, 0, !dbg !587
  %84 = extractvalue [4 x fp128] %82, 1, !dbg !587
  %85 = extractvalue [4 x fp128] %82, 2, !dbg !587
  %86 = extractvalue [4 x fp128] %82, 3, !dbg !587
    #dbg_value(fp128 %83, !499, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !516)
    #dbg_value(fp128 %84, !499, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !516)
    #dbg_value(fp128 %85, !499, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !516)
    #dbg_value(fp128 %86, !499, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !516)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, fp128 noundef %83, fp128 noundef %84, fp128 noundef %85, fp128 noundef %86), !dbg !588
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11, !dbg !589
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11, !dbg !590
  store fp128 %5, ptr %2, align 16, !dbg !590, !tbaa !380
  %88 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !590
  store i32 5, ptr %88, align 16, !dbg !590, !tbaa !381
  call void @bump(ptr dead_on_unwind nonnull writable sret(%struct.QM) align 16 %1, ptr noundef nonnull %2), !dbg !590
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11, !dbg !590
  %89 = load fp128, ptr %1, align 16, !dbg !591, !tbaa !376
  %90 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !592
  %91 = load i32, ptr %90, align 16, !dbg !592, !tbaa !368
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, fp128 noundef %89, i32 noundef %91), !dbg !593
  %93 = insertvalue [2 x fp128] poison, fp128 %74, 0, !dbg !594
  %94 = insertvalue [2 x fp128] %93, fp128 %75, 1, !dbg !594
  %95 = tail call %struct.Q4 @late([2 x fp128] alignstack(16) %94, [2 x fp128] alignstack(16) [fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000004000000000000000], [2 x fp128] alignstack(16) [fp128 0xL00000000000000004000800000000000, fp128 0xL00000000000000004001000000000000], [4 x fp128] alignstack(16) %82), !dbg !594
  %96 = extractvalue %struct.Q4 %95, 0, !dbg !594
  %97 = extractvalue [4 x fp128] %96, 0, !dbg !594
  %98 = extractvalue [4 x fp128] %96, 1, !dbg !594
  %99 = extractvalue [4 x fp128] %96, 2, !dbg !594
  %100 = extractvalue [4 x fp128] %96, 3, !dbg !594
    #dbg_value(fp128 %97, !501, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !516)
    #dbg_value(fp128 %98, !501, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !516)
    #dbg_value(fp128 %99, !501, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !516)
    #dbg_value(fp128 %100, !501, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !516)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, fp128 noundef %97, fp128 noundef %98, fp128 noundef %99, fp128 noundef %100), !dbg !595
  %102 = tail call fp128 (i32, ...) @vsum(i32 noundef 10, fp128 noundef %5, fp128 noundef %7, fp128 noundef %12, fp128 noundef %5, fp128 noundef %7, fp128 noundef %12, fp128 noundef %5, fp128 noundef %7, fp128 noundef %12, fp128 noundef 0xL00000000000000003FFF000000000000), !dbg !596
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, fp128 noundef %102), !dbg !597
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #11, !dbg !598
    #dbg_assign(i8 0, !502, !DIExpression(), !599, ptr %3, !DIExpression(), !516)
  store fp128 0xL00000000000000003FFF000000000000, ptr %3, align 16, !dbg !600, !DIAssignID !601
    #dbg_assign(fp128 0xL00000000000000003FFF000000000000, !502, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !601, ptr %3, !DIExpression(), !516)
  %104 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !600
  store fp128 0xL0000000000000000C000000000000000, ptr %104, align 16, !dbg !600, !DIAssignID !602
    #dbg_assign(fp128 0xL0000000000000000C000000000000000, !502, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !602, ptr %104, !DIExpression(), !516)
  %105 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !600
  store fp128 0xL00000000000000004000800000000000, ptr %105, align 16, !dbg !600, !DIAssignID !603
    #dbg_assign(fp128 0xL00000000000000004000800000000000, !502, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !603, ptr %105, !DIExpression(), !516)
  %106 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !600
  store fp128 0xL0000000000000000C001000000000000, ptr %106, align 16, !dbg !600, !DIAssignID !604
    #dbg_assign(fp128 0xL0000000000000000C001000000000000, !502, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !604, ptr %106, !DIExpression(), !516)
  %107 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !600
  store fp128 0xL00000000000000004001400000000000, ptr %107, align 16, !dbg !600, !DIAssignID !605
    #dbg_assign(fp128 0xL00000000000000004001400000000000, !502, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !605, ptr %107, !DIExpression(), !516)
  %108 = call fp128 @poly(ptr noundef nonnull %3, i32 noundef 5, fp128 noundef %12), !dbg !606
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, fp128 noundef %108), !dbg !607
  %110 = tail call fp128 @sqrt_newton(fp128 noundef 0xL00000000000000004000000000000000), !dbg !608
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, fp128 noundef %110), !dbg !609
    #dbg_value(i32 0, !510, !DIExpression(), !610)
    #dbg_value(i64 0, !510, !DIExpression(), !610)
  %112 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !dbg !611, !tbaa !381
  %113 = tail call fp128 @from_i(i32 noundef 0), !dbg !613
  %114 = fdiv fp128 %113, 0xL00000000000000004001C00000000000, !dbg !614
    #dbg_value(fp128 %114, !506, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !516)
    #dbg_value(i64 1, !510, !DIExpression(), !610)
  %115 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !dbg !611, !tbaa !381
  %116 = tail call fp128 @from_i(i32 noundef %115), !dbg !613
  %117 = fdiv fp128 %116, 0xL00000000000000004001C00000000000, !dbg !614
    #dbg_value(fp128 %117, !506, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !516)
    #dbg_value(i64 2, !510, !DIExpression(), !610)
  %118 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !dbg !611, !tbaa !381
  %119 = shl nsw i32 %118, 1, !dbg !615
  %120 = tail call fp128 @from_i(i32 noundef %119), !dbg !613
  %121 = fdiv fp128 %120, 0xL00000000000000004001C00000000000, !dbg !614
    #dbg_value(fp128 %121, !506, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !516)
    #dbg_value(i64 3, !510, !DIExpression(), !610)
  %122 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !dbg !611, !tbaa !381
  %123 = mul nsw i32 %122, 3, !dbg !615
  %124 = tail call fp128 @from_i(i32 noundef %123), !dbg !613
  %125 = fdiv fp128 %124, 0xL00000000000000004001C00000000000, !dbg !614
    #dbg_value(fp128 %125, !506, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !516)
    #dbg_value(i64 4, !510, !DIExpression(), !610)
  %126 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !dbg !611, !tbaa !381
  %127 = shl nsw i32 %126, 2, !dbg !615
  %128 = tail call fp128 @from_i(i32 noundef %127), !dbg !613
  %129 = fdiv fp128 %128, 0xL00000000000000004001C00000000000, !dbg !614
    #dbg_value(fp128 %129, !506, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !516)
    #dbg_value(i64 5, !510, !DIExpression(), !610)
  %130 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !dbg !611, !tbaa !381
  %131 = mul nsw i32 %130, 5, !dbg !615
  %132 = tail call fp128 @from_i(i32 noundef %131), !dbg !613
  %133 = fdiv fp128 %132, 0xL00000000000000004001C00000000000, !dbg !614
    #dbg_value(fp128 %133, !506, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !516)
    #dbg_value(i64 6, !510, !DIExpression(), !610)
    #dbg_value(i64 0, !513, !DIExpression(), !616)
    #dbg_value(fp128 0xL00000000000000000000000000000000, !512, !DIExpression(), !516)
  %134 = fadd fp128 %114, 0xL00000000000000000000000000000000, !dbg !617
    #dbg_value(fp128 %134, !512, !DIExpression(), !516)
    #dbg_value(i64 1, !513, !DIExpression(), !616)
  %135 = fadd fp128 %134, %117, !dbg !617
    #dbg_value(fp128 %135, !512, !DIExpression(), !516)
    #dbg_value(i64 2, !513, !DIExpression(), !616)
  %136 = fadd fp128 %135, %121, !dbg !617
    #dbg_value(fp128 %136, !512, !DIExpression(), !516)
    #dbg_value(i64 3, !513, !DIExpression(), !616)
  %137 = fadd fp128 %136, %125, !dbg !617
    #dbg_value(fp128 %137, !512, !DIExpression(), !516)
    #dbg_value(i64 4, !513, !DIExpression(), !616)
  %138 = fadd fp128 %137, %129, !dbg !617
    #dbg_value(fp128 %138, !512, !DIExpression(), !516)
    #dbg_value(i64 5, !513, !DIExpression(), !616)
  %139 = fadd fp128 %138, %133, !dbg !617
    #dbg_value(fp128 %139, !512, !DIExpression(), !516)
    #dbg_value(i64 6, !513, !DIExpression(), !616)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, fp128 noundef %139), !dbg !619
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #11, !dbg !620
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11, !dbg !620
  ret i32 0, !dbg !621
}

; Function Attrs: nofree nounwind
declare !dbg !622 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vd", scope: !2, file: !3, line: 60, type: !95, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/fp128.c", directory: ".", checksumkind: CSK_MD5, checksum: "9758e3feecbfa6bd495e4141d542a14e")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !{!0, !14, !20, !26, !31, !36, !41, !46, !48, !53, !55, !60, !65, !70, !72, !74, !79, !84, !89, !91, !93}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "vi", scope: !2, file: !3, line: 61, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 64, elements: !18)
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 288, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !{!25}
!25 = !DISubrange(count: 36)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 112, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 14)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 88, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 400, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 50)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 232, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 29)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !22, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 176, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 22)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 296, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 37)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 160, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 20)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 72, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 9)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !28, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !43, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 104, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 13)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 224, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 28)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 80, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 10)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !76, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !28, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !28, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !97)
!96 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!97 = !{!98}
!98 = !DISubrange(count: 4)
!99 = !{i32 7, !"Dwarf Version", i32 5}
!100 = !{i32 2, !"Debug Info Version", i32 3}
!101 = !{i32 1, !"wchar_size", i32 4}
!102 = !{i32 8, !"PIC Level", i32 2}
!103 = !{i32 7, !"PIE Level", i32 2}
!104 = !{i32 7, !"uwtable", i32 2}
!105 = !{i32 7, !"frame-pointer", i32 1}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 11, type: !109, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !111, !111}
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "ld", file: !3, line: 8, baseType: !112)
!112 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "a", arg: 1, scope: !108, file: !3, line: 11, type: !111)
!115 = !DILocalVariable(name: "b", arg: 2, scope: !108, file: !3, line: 11, type: !111)
!116 = !DILocation(line: 0, scope: !108)
!117 = !DILocation(line: 11, column: 34, scope: !108)
!118 = !DILocation(line: 11, column: 25, scope: !108)
!119 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 12, type: !109, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!120 = !{!121, !122}
!121 = !DILocalVariable(name: "a", arg: 1, scope: !119, file: !3, line: 12, type: !111)
!122 = !DILocalVariable(name: "b", arg: 2, scope: !119, file: !3, line: 12, type: !111)
!123 = !DILocation(line: 0, scope: !119)
!124 = !DILocation(line: 12, column: 34, scope: !119)
!125 = !DILocation(line: 12, column: 25, scope: !119)
!126 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 13, type: !109, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!127 = !{!128, !129}
!128 = !DILocalVariable(name: "a", arg: 1, scope: !126, file: !3, line: 13, type: !111)
!129 = !DILocalVariable(name: "b", arg: 2, scope: !126, file: !3, line: 13, type: !111)
!130 = !DILocation(line: 0, scope: !126)
!131 = !DILocation(line: 13, column: 34, scope: !126)
!132 = !DILocation(line: 13, column: 25, scope: !126)
!133 = distinct !DISubprogram(name: "dvd", scope: !3, file: !3, line: 14, type: !109, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!134 = !{!135, !136}
!135 = !DILocalVariable(name: "a", arg: 1, scope: !133, file: !3, line: 14, type: !111)
!136 = !DILocalVariable(name: "b", arg: 2, scope: !133, file: !3, line: 14, type: !111)
!137 = !DILocation(line: 0, scope: !133)
!138 = !DILocation(line: 14, column: 34, scope: !133)
!139 = !DILocation(line: 14, column: 25, scope: !133)
!140 = distinct !DISubprogram(name: "neg", scope: !3, file: !3, line: 15, type: !141, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!111, !111}
!143 = !{!144}
!144 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !3, line: 15, type: !111)
!145 = !DILocation(line: 0, scope: !140)
!146 = !DILocation(line: 15, column: 26, scope: !140)
!147 = !DILocation(line: 15, column: 19, scope: !140)
!148 = distinct !DISubprogram(name: "cmps", scope: !3, file: !3, line: 16, type: !149, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!5, !111, !111}
!151 = !{!152, !153}
!152 = !DILocalVariable(name: "a", arg: 1, scope: !148, file: !3, line: 16, type: !111)
!153 = !DILocalVariable(name: "b", arg: 2, scope: !148, file: !3, line: 16, type: !111)
!154 = !DILocation(line: 0, scope: !148)
!155 = !DILocation(line: 17, column: 13, scope: !148)
!156 = !DILocation(line: 17, column: 23, scope: !148)
!157 = !DILocation(line: 17, column: 29, scope: !148)
!158 = !DILocation(line: 17, column: 18, scope: !148)
!159 = !DILocation(line: 17, column: 39, scope: !148)
!160 = !DILocation(line: 17, column: 44, scope: !148)
!161 = !DILocation(line: 17, column: 34, scope: !148)
!162 = !DILocation(line: 17, column: 54, scope: !148)
!163 = !DILocation(line: 17, column: 60, scope: !148)
!164 = !DILocation(line: 17, column: 49, scope: !148)
!165 = !DILocation(line: 17, column: 70, scope: !148)
!166 = !DILocation(line: 17, column: 76, scope: !148)
!167 = !DILocation(line: 17, column: 65, scope: !148)
!168 = !DILocation(line: 17, column: 86, scope: !148)
!169 = !DILocation(line: 17, column: 92, scope: !148)
!170 = !DILocation(line: 17, column: 81, scope: !148)
!171 = !DILocation(line: 18, column: 10, scope: !148)
!172 = !DILocation(line: 18, column: 38, scope: !148)
!173 = !DILocation(line: 17, column: 97, scope: !148)
!174 = !DILocation(line: 17, column: 3, scope: !148)
!175 = distinct !DISubprogram(name: "to_i", scope: !3, file: !3, line: 20, type: !176, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!5, !111}
!178 = !{!179}
!179 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !3, line: 20, type: !111)
!180 = !DILocation(line: 0, scope: !175)
!181 = !DILocation(line: 20, column: 28, scope: !175)
!182 = !DILocation(line: 20, column: 21, scope: !175)
!183 = distinct !DISubprogram(name: "to_u", scope: !3, file: !3, line: 21, type: !184, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!6, !111}
!186 = !{!187}
!187 = !DILocalVariable(name: "a", arg: 1, scope: !183, file: !3, line: 21, type: !111)
!188 = !DILocation(line: 0, scope: !183)
!189 = !DILocation(line: 21, column: 33, scope: !183)
!190 = !DILocation(line: 21, column: 26, scope: !183)
!191 = distinct !DISubprogram(name: "to_l", scope: !3, file: !3, line: 22, type: !192, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!7, !111}
!194 = !{!195}
!195 = !DILocalVariable(name: "a", arg: 1, scope: !191, file: !3, line: 22, type: !111)
!196 = !DILocation(line: 0, scope: !191)
!197 = !DILocation(line: 22, column: 29, scope: !191)
!198 = !DILocation(line: 22, column: 22, scope: !191)
!199 = distinct !DISubprogram(name: "to_ul", scope: !3, file: !3, line: 23, type: !200, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!8, !111}
!202 = !{!203}
!203 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !3, line: 23, type: !111)
!204 = !DILocation(line: 0, scope: !199)
!205 = !DILocation(line: 23, column: 39, scope: !199)
!206 = !DILocation(line: 23, column: 32, scope: !199)
!207 = distinct !DISubprogram(name: "to_i128", scope: !3, file: !3, line: 24, type: !208, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!9, !111}
!210 = !{!211}
!211 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !3, line: 24, type: !111)
!212 = !DILocation(line: 0, scope: !207)
!213 = !DILocation(line: 24, column: 36, scope: !207)
!214 = !DILocation(line: 24, column: 29, scope: !207)
!215 = distinct !DISubprogram(name: "to_d", scope: !3, file: !3, line: 25, type: !216, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!10, !111}
!218 = !{!219}
!219 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !3, line: 25, type: !111)
!220 = !DILocation(line: 0, scope: !215)
!221 = !DILocation(line: 25, column: 31, scope: !215)
!222 = !DILocation(line: 25, column: 24, scope: !215)
!223 = distinct !DISubprogram(name: "to_f", scope: !3, file: !3, line: 26, type: !224, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!11, !111}
!226 = !{!227}
!227 = !DILocalVariable(name: "a", arg: 1, scope: !223, file: !3, line: 26, type: !111)
!228 = !DILocation(line: 0, scope: !223)
!229 = !DILocation(line: 26, column: 30, scope: !223)
!230 = !DILocation(line: 26, column: 23, scope: !223)
!231 = distinct !DISubprogram(name: "from_i", scope: !3, file: !3, line: 27, type: !232, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!232 = !DISubroutineType(types: !233)
!233 = !{!111, !5}
!234 = !{!235}
!235 = !DILocalVariable(name: "a", arg: 1, scope: !231, file: !3, line: 27, type: !5)
!236 = !DILocation(line: 0, scope: !231)
!237 = !DILocation(line: 27, column: 30, scope: !231)
!238 = !DILocation(line: 27, column: 23, scope: !231)
!239 = distinct !DISubprogram(name: "from_u", scope: !3, file: !3, line: 28, type: !240, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!111, !6}
!242 = !{!243}
!243 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !3, line: 28, type: !6)
!244 = !DILocation(line: 0, scope: !239)
!245 = !DILocation(line: 28, column: 35, scope: !239)
!246 = !DILocation(line: 28, column: 28, scope: !239)
!247 = distinct !DISubprogram(name: "from_l", scope: !3, file: !3, line: 29, type: !248, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{!111, !7}
!250 = !{!251}
!251 = !DILocalVariable(name: "a", arg: 1, scope: !247, file: !3, line: 29, type: !7)
!252 = !DILocation(line: 0, scope: !247)
!253 = !DILocation(line: 29, column: 31, scope: !247)
!254 = !DILocation(line: 29, column: 24, scope: !247)
!255 = distinct !DISubprogram(name: "from_ul", scope: !3, file: !3, line: 30, type: !256, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !258)
!256 = !DISubroutineType(types: !257)
!257 = !{!111, !8}
!258 = !{!259}
!259 = !DILocalVariable(name: "a", arg: 1, scope: !255, file: !3, line: 30, type: !8)
!260 = !DILocation(line: 0, scope: !255)
!261 = !DILocation(line: 30, column: 41, scope: !255)
!262 = !DILocation(line: 30, column: 34, scope: !255)
!263 = distinct !DISubprogram(name: "from_i128", scope: !3, file: !3, line: 31, type: !264, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!111, !9}
!266 = !{!267}
!267 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !3, line: 31, type: !9)
!268 = !DILocation(line: 0, scope: !263)
!269 = !DILocation(line: 31, column: 38, scope: !263)
!270 = !DILocation(line: 31, column: 31, scope: !263)
!271 = distinct !DISubprogram(name: "from_d", scope: !3, file: !3, line: 32, type: !272, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !274)
!272 = !DISubroutineType(types: !273)
!273 = !{!111, !10}
!274 = !{!275}
!275 = !DILocalVariable(name: "a", arg: 1, scope: !271, file: !3, line: 32, type: !10)
!276 = !DILocation(line: 0, scope: !271)
!277 = !DILocation(line: 32, column: 33, scope: !271)
!278 = !DILocation(line: 32, column: 26, scope: !271)
!279 = distinct !DISubprogram(name: "from_f", scope: !3, file: !3, line: 33, type: !280, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{!111, !11}
!282 = !{!283}
!283 = !DILocalVariable(name: "a", arg: 1, scope: !279, file: !3, line: 33, type: !11)
!284 = !DILocation(line: 0, scope: !279)
!285 = !DILocation(line: 33, column: 32, scope: !279)
!286 = !DILocation(line: 33, column: 25, scope: !279)
!287 = distinct !DISubprogram(name: "ten", scope: !3, file: !3, line: 35, type: !288, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!111, !111, !10, !111, !5, !111, !11, !111, !111, !111, !111, !111, !111, !7, !111}
!290 = !{!291, !292, !293, !294, !295, !296, !297, !298, !299, !300, !301, !302, !303, !304}
!291 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !3, line: 35, type: !111)
!292 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !3, line: 35, type: !10)
!293 = !DILocalVariable(name: "c", arg: 3, scope: !287, file: !3, line: 35, type: !111)
!294 = !DILocalVariable(name: "d", arg: 4, scope: !287, file: !3, line: 35, type: !5)
!295 = !DILocalVariable(name: "e", arg: 5, scope: !287, file: !3, line: 35, type: !111)
!296 = !DILocalVariable(name: "f", arg: 6, scope: !287, file: !3, line: 35, type: !11)
!297 = !DILocalVariable(name: "g", arg: 7, scope: !287, file: !3, line: 35, type: !111)
!298 = !DILocalVariable(name: "h", arg: 8, scope: !287, file: !3, line: 35, type: !111)
!299 = !DILocalVariable(name: "i", arg: 9, scope: !287, file: !3, line: 35, type: !111)
!300 = !DILocalVariable(name: "j", arg: 10, scope: !287, file: !3, line: 35, type: !111)
!301 = !DILocalVariable(name: "k", arg: 11, scope: !287, file: !3, line: 35, type: !111)
!302 = !DILocalVariable(name: "l", arg: 12, scope: !287, file: !3, line: 35, type: !111)
!303 = !DILocalVariable(name: "m", arg: 13, scope: !287, file: !3, line: 35, type: !7)
!304 = !DILocalVariable(name: "n", arg: 14, scope: !287, file: !3, line: 35, type: !111)
!305 = !DILocation(line: 0, scope: !287)
!306 = !DILocation(line: 36, column: 16, scope: !287)
!307 = !DILocation(line: 36, column: 14, scope: !287)
!308 = !DILocation(line: 36, column: 12, scope: !287)
!309 = !DILocation(line: 36, column: 20, scope: !287)
!310 = !DILocation(line: 36, column: 32, scope: !287)
!311 = !DILocation(line: 36, column: 30, scope: !287)
!312 = !DILocation(line: 36, column: 28, scope: !287)
!313 = !DILocation(line: 36, column: 36, scope: !287)
!314 = !DILocation(line: 36, column: 48, scope: !287)
!315 = !DILocation(line: 36, column: 46, scope: !287)
!316 = !DILocation(line: 36, column: 44, scope: !287)
!317 = !DILocation(line: 36, column: 52, scope: !287)
!318 = !DILocation(line: 36, column: 60, scope: !287)
!319 = !DILocation(line: 36, column: 68, scope: !287)
!320 = !DILocation(line: 36, column: 76, scope: !287)
!321 = !DILocation(line: 36, column: 85, scope: !287)
!322 = !DILocation(line: 36, column: 94, scope: !287)
!323 = !DILocation(line: 36, column: 108, scope: !287)
!324 = !DILocation(line: 36, column: 105, scope: !287)
!325 = !DILocation(line: 36, column: 103, scope: !287)
!326 = !DILocation(line: 36, column: 112, scope: !287)
!327 = !DILocation(line: 36, column: 3, scope: !287)
!328 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 41, type: !329, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !335)
!329 = !DISubroutineType(types: !330)
!330 = !{!331, !331}
!331 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Q2", file: !3, line: 38, size: 256, elements: !332)
!332 = !{!333, !334}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !331, file: !3, line: 38, baseType: !111, size: 128)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !331, file: !3, line: 38, baseType: !111, size: 128, offset: 128)
!335 = !{!336, !337}
!336 = !DILocalVariable(name: "q", arg: 1, scope: !328, file: !3, line: 41, type: !331)
!337 = !DILocalVariable(name: "r", scope: !328, file: !3, line: 41, type: !331)
!338 = !DILocation(line: 0, scope: !328)
!339 = !DILocation(line: 41, column: 60, scope: !328)
!340 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 42, type: !341, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !347)
!341 = !DISubroutineType(types: !342)
!342 = !{!343, !343, !111}
!343 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Q4", file: !3, line: 39, size: 512, elements: !344)
!344 = !{!345}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !343, file: !3, line: 39, baseType: !346, size: 512)
!346 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 512, elements: !97)
!347 = !{!348, !349, !350}
!348 = !DILocalVariable(name: "q", arg: 1, scope: !340, file: !3, line: 42, type: !343)
!349 = !DILocalVariable(name: "k", arg: 2, scope: !340, file: !3, line: 42, type: !111)
!350 = !DILocalVariable(name: "i", scope: !351, file: !3, line: 42, type: !5)
!351 = distinct !DILexicalBlock(scope: !340, file: !3, line: 42, column: 41)
!352 = !DILocation(line: 0, scope: !340)
!353 = !DILocation(line: 0, scope: !351)
!354 = !DILocation(line: 42, column: 76, scope: !355)
!355 = distinct !DILexicalBlock(scope: !351, file: !3, line: 42, column: 41)
!356 = !DILocation(line: 42, column: 82, scope: !340)
!357 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 43, type: !358, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !364)
!358 = !DISubroutineType(types: !359)
!359 = !{!360, !360}
!360 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "QM", file: !3, line: 40, size: 256, elements: !361)
!361 = !{!362, !363}
!362 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !360, file: !3, line: 40, baseType: !111, size: 128)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !360, file: !3, line: 40, baseType: !5, size: 32, offset: 128)
!364 = !{!365}
!365 = !DILocalVariable(name: "m", arg: 1, scope: !357, file: !3, line: 43, type: !360)
!366 = !DILocation(line: 0, scope: !357)
!367 = !DILocation(line: 43, column: 43, scope: !357)
!368 = !{!369, !373, i64 16}
!369 = !{!"QM", !370, i64 0, !373, i64 16}
!370 = !{!"long double", !371, i64 0}
!371 = !{!"omnipotent char", !372, i64 0}
!372 = !{!"Simple C/C++ TBAA"}
!373 = !{!"int", !371, i64 0}
!374 = !DILocation(line: 43, column: 41, scope: !357)
!375 = !DILocation(line: 43, column: 38, scope: !357)
!376 = !{!369, !370, i64 0}
!377 = !DILocation(line: 43, column: 53, scope: !357)
!378 = !DILocation(line: 43, column: 64, scope: !357)
!379 = !{i64 0, i64 16, !380, i64 16, i64 4, !381}
!380 = !{!370, !370, i64 0}
!381 = !{!373, !373, i64 0}
!382 = !DILocation(line: 43, column: 57, scope: !357)
!383 = distinct !DISubprogram(name: "late", scope: !3, file: !3, line: 44, type: !384, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !386)
!384 = !DISubroutineType(types: !385)
!385 = !{!343, !331, !331, !331, !343}
!386 = !{!387, !388, !389, !390, !391}
!387 = !DILocalVariable(name: "a", arg: 1, scope: !383, file: !3, line: 44, type: !331)
!388 = !DILocalVariable(name: "b", arg: 2, scope: !383, file: !3, line: 44, type: !331)
!389 = !DILocalVariable(name: "c", arg: 3, scope: !383, file: !3, line: 44, type: !331)
!390 = !DILocalVariable(name: "d", arg: 4, scope: !383, file: !3, line: 44, type: !343)
!391 = !DILocalVariable(name: "r", scope: !383, file: !3, line: 46, type: !343)
!392 = !DILocation(line: 0, scope: !383)
!393 = !DILocation(line: 46, column: 23, scope: !383)
!394 = !DILocation(line: 46, column: 37, scope: !383)
!395 = !DILocation(line: 46, column: 51, scope: !383)
!396 = !DILocation(line: 46, column: 65, scope: !383)
!397 = !DILocation(line: 46, column: 71, scope: !383)
!398 = !DILocation(line: 46, column: 77, scope: !383)
!399 = !DILocation(line: 47, column: 3, scope: !383)
!400 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 49, type: !401, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !403)
!401 = !DISubroutineType(types: !402)
!402 = !{!111, !5, null}
!403 = !{!404, !405, !419, !420}
!404 = !DILocalVariable(name: "n", arg: 1, scope: !400, file: !3, line: 49, type: !5)
!405 = !DILocalVariable(name: "ap", scope: !400, file: !3, line: 50, type: !406)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !407, line: 52, baseType: !408)
!407 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!408 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !409, line: 12, baseType: !410)
!409 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!410 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !411)
!411 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !412)
!412 = !{!413, !415, !416, !417, !418}
!413 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !411, file: !3, line: 50, baseType: !414, size: 64)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !411, file: !3, line: 50, baseType: !414, size: 64, offset: 64)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !411, file: !3, line: 50, baseType: !414, size: 64, offset: 128)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !411, file: !3, line: 50, baseType: !5, size: 32, offset: 192)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !411, file: !3, line: 50, baseType: !5, size: 32, offset: 224)
!419 = !DILocalVariable(name: "s", scope: !400, file: !3, line: 52, type: !111)
!420 = !DILocalVariable(name: "i", scope: !421, file: !3, line: 53, type: !5)
!421 = distinct !DILexicalBlock(scope: !400, file: !3, line: 53, column: 3)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 0, scope: !400)
!424 = !DILocation(line: 50, column: 3, scope: !400)
!425 = !DILocation(line: 51, column: 3, scope: !400)
!426 = !DILocation(line: 0, scope: !421)
!427 = !DILocation(line: 53, column: 21, scope: !428)
!428 = distinct !DILexicalBlock(scope: !421, file: !3, line: 53, column: 3)
!429 = !DILocation(line: 53, column: 3, scope: !421)
!430 = !DILocation(line: 54, column: 3, scope: !400)
!431 = !DILocation(line: 56, column: 1, scope: !400)
!432 = !DILocation(line: 55, column: 3, scope: !400)
!433 = !DILocation(line: 53, column: 36, scope: !428)
!434 = distinct !DIAssignID()
!435 = distinct !DIAssignID()
!436 = !DILocation(line: 53, column: 56, scope: !428)
!437 = !DILocation(line: 53, column: 53, scope: !428)
!438 = !DILocation(line: 53, column: 33, scope: !428)
!439 = distinct !{!439, !429, !440, !441}
!440 = !DILocation(line: 53, column: 59, scope: !421)
!441 = !{!"llvm.loop.mustprogress"}
!442 = distinct !DISubprogram(name: "poly", scope: !3, file: !3, line: 57, type: !443, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !447)
!443 = !DISubroutineType(types: !444)
!444 = !{!111, !445, !5, !111}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!447 = !{!448, !449, !450, !451, !452}
!448 = !DILocalVariable(name: "c", arg: 1, scope: !442, file: !3, line: 57, type: !445)
!449 = !DILocalVariable(name: "n", arg: 2, scope: !442, file: !3, line: 57, type: !5)
!450 = !DILocalVariable(name: "x", arg: 3, scope: !442, file: !3, line: 57, type: !111)
!451 = !DILocalVariable(name: "r", scope: !442, file: !3, line: 57, type: !111)
!452 = !DILocalVariable(name: "i", scope: !453, file: !3, line: 57, type: !5)
!453 = distinct !DILexicalBlock(scope: !442, file: !3, line: 57, column: 50)
!454 = !DILocation(line: 0, scope: !442)
!455 = !DILocation(line: 0, scope: !453)
!456 = !DILocation(line: 57, column: 72, scope: !457)
!457 = distinct !DILexicalBlock(scope: !453, file: !3, line: 57, column: 50)
!458 = !DILocation(line: 57, column: 50, scope: !453)
!459 = !DILocation(line: 57, scope: !442)
!460 = !DILocation(line: 57, column: 101, scope: !442)
!461 = !DILocation(line: 57, scope: !453)
!462 = !DILocation(line: 57, column: 95, scope: !457)
!463 = !DILocation(line: 57, column: 93, scope: !457)
!464 = distinct !{!464, !458, !465, !441}
!465 = !DILocation(line: 57, column: 98, scope: !453)
!466 = distinct !DISubprogram(name: "sqrt_newton", scope: !3, file: !3, line: 58, type: !141, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !467)
!467 = !{!468, !469, !470}
!468 = !DILocalVariable(name: "x", arg: 1, scope: !466, file: !3, line: 58, type: !111)
!469 = !DILocalVariable(name: "r", scope: !466, file: !3, line: 58, type: !111)
!470 = !DILocalVariable(name: "i", scope: !471, file: !3, line: 58, type: !5)
!471 = distinct !DILexicalBlock(scope: !466, file: !3, line: 58, column: 37)
!472 = !DILocation(line: 0, scope: !466)
!473 = !DILocation(line: 0, scope: !471)
!474 = !DILocation(line: 58, column: 37, scope: !471)
!475 = !DILocation(line: 58, column: 87, scope: !466)
!476 = !DILocation(line: 58, column: 77, scope: !477)
!477 = distinct !DILexicalBlock(scope: !471, file: !3, line: 58, column: 37)
!478 = !DILocation(line: 58, column: 73, scope: !477)
!479 = !DILocation(line: 58, column: 82, scope: !477)
!480 = !DILocation(line: 58, column: 62, scope: !477)
!481 = !DILocation(line: 58, column: 55, scope: !477)
!482 = distinct !{!482, !474, !483, !441}
!483 = !DILocation(line: 58, column: 84, scope: !471)
!484 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 63, type: !485, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !487)
!485 = !DISubroutineType(types: !486)
!486 = !{!5}
!487 = !{!488, !489, !490, !491, !492, !493, !494, !495, !496, !497, !498, !499, !500, !501, !502, !506, !510, !512, !513}
!488 = !DILocalVariable(name: "a", scope: !484, file: !3, line: 64, type: !111)
!489 = !DILocalVariable(name: "b", scope: !484, file: !3, line: 64, type: !111)
!490 = !DILocalVariable(name: "big", scope: !484, file: !3, line: 64, type: !111)
!491 = !DILocalVariable(name: "tenth", scope: !484, file: !3, line: 64, type: !111)
!492 = !DILocalVariable(name: "third", scope: !484, file: !3, line: 65, type: !111)
!493 = !DILocalVariable(name: "zero", scope: !484, file: !3, line: 69, type: !111)
!494 = !DILocalVariable(name: "inf", scope: !484, file: !3, line: 69, type: !111)
!495 = !DILocalVariable(name: "nan", scope: !484, file: !3, line: 69, type: !111)
!496 = !DILocalVariable(name: "x", scope: !484, file: !3, line: 72, type: !111)
!497 = !DILocalVariable(name: "q", scope: !484, file: !3, line: 74, type: !9)
!498 = !DILocalVariable(name: "q2", scope: !484, file: !3, line: 81, type: !331)
!499 = !DILocalVariable(name: "q4", scope: !484, file: !3, line: 83, type: !343)
!500 = !DILocalVariable(name: "m", scope: !484, file: !3, line: 85, type: !360)
!501 = !DILocalVariable(name: "l", scope: !484, file: !3, line: 87, type: !343)
!502 = !DILocalVariable(name: "coef", scope: !484, file: !3, line: 90, type: !503)
!503 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 640, elements: !504)
!504 = !{!505}
!505 = !DISubrange(count: 5)
!506 = !DILocalVariable(name: "arr", scope: !484, file: !3, line: 93, type: !507)
!507 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 768, elements: !508)
!508 = !{!509}
!509 = !DISubrange(count: 6)
!510 = !DILocalVariable(name: "i", scope: !511, file: !3, line: 94, type: !5)
!511 = distinct !DILexicalBlock(scope: !484, file: !3, line: 94, column: 3)
!512 = !DILocalVariable(name: "s", scope: !484, file: !3, line: 95, type: !111)
!513 = !DILocalVariable(name: "i", scope: !514, file: !3, line: 96, type: !5)
!514 = distinct !DILexicalBlock(scope: !484, file: !3, line: 96, column: 3)
!515 = distinct !DIAssignID()
!516 = !DILocation(line: 0, scope: !484)
!517 = distinct !DIAssignID()
!518 = !DILocation(line: 64, column: 17, scope: !484)
!519 = !{!520, !520, i64 0}
!520 = !{!"double", !371, i64 0}
!521 = !DILocation(line: 64, column: 10, scope: !484)
!522 = !DILocation(line: 64, column: 36, scope: !484)
!523 = !DILocation(line: 64, column: 29, scope: !484)
!524 = !DILocation(line: 64, column: 57, scope: !484)
!525 = !DILocation(line: 64, column: 50, scope: !484)
!526 = !DILocation(line: 64, column: 80, scope: !484)
!527 = !DILocation(line: 64, column: 73, scope: !484)
!528 = !DILocation(line: 65, column: 14, scope: !484)
!529 = !DILocation(line: 66, column: 50, scope: !484)
!530 = !DILocation(line: 66, column: 61, scope: !484)
!531 = !DILocation(line: 66, column: 72, scope: !484)
!532 = !DILocation(line: 66, column: 83, scope: !484)
!533 = !DILocation(line: 66, column: 3, scope: !484)
!534 = !DILocation(line: 67, column: 3, scope: !484)
!535 = !DILocation(line: 68, column: 3, scope: !484)
!536 = !DILocation(line: 69, column: 13, scope: !484)
!537 = !DILocation(line: 69, column: 30, scope: !484)
!538 = !DILocation(line: 69, column: 50, scope: !484)
!539 = !DILocation(line: 70, column: 64, scope: !484)
!540 = !DILocation(line: 70, column: 72, scope: !484)
!541 = !DILocation(line: 70, column: 87, scope: !484)
!542 = !DILocation(line: 70, column: 115, scope: !484)
!543 = !DILocation(line: 70, column: 3, scope: !484)
!544 = !DILocation(line: 71, column: 43, scope: !484)
!545 = !DILocation(line: 71, column: 55, scope: !484)
!546 = !DILocation(line: 71, column: 67, scope: !484)
!547 = !DILocation(line: 71, column: 79, scope: !484)
!548 = !DILocation(line: 71, column: 93, scope: !484)
!549 = !DILocation(line: 71, column: 109, scope: !484)
!550 = !DILocation(line: 71, column: 3, scope: !484)
!551 = !DILocation(line: 72, column: 10, scope: !484)
!552 = !DILocation(line: 73, column: 50, scope: !484)
!553 = !DILocation(line: 73, column: 64, scope: !484)
!554 = !DILocation(line: 73, column: 59, scope: !484)
!555 = !DILocation(line: 73, column: 78, scope: !484)
!556 = !DILocation(line: 73, column: 73, scope: !484)
!557 = !DILocation(line: 73, column: 100, scope: !484)
!558 = !DILocation(line: 73, column: 94, scope: !484)
!559 = !DILocation(line: 73, column: 3, scope: !484)
!560 = !DILocation(line: 74, column: 24, scope: !484)
!561 = !DILocation(line: 74, column: 16, scope: !484)
!562 = !DILocation(line: 75, column: 73, scope: !484)
!563 = !DILocation(line: 75, column: 36, scope: !484)
!564 = !DILocation(line: 75, column: 81, scope: !484)
!565 = !DILocation(line: 75, column: 3, scope: !484)
!566 = !DILocation(line: 76, column: 36, scope: !484)
!567 = !DILocation(line: 76, column: 49, scope: !484)
!568 = !DILocation(line: 76, column: 3, scope: !484)
!569 = !DILocation(line: 77, column: 58, scope: !484)
!570 = !DILocation(line: 77, column: 51, scope: !484)
!571 = !DILocation(line: 77, column: 66, scope: !484)
!572 = !DILocation(line: 77, column: 87, scope: !484)
!573 = !DILocation(line: 78, column: 10, scope: !484)
!574 = !DILocation(line: 78, column: 43, scope: !484)
!575 = !DILocation(line: 78, column: 64, scope: !484)
!576 = !DILocation(line: 78, column: 57, scope: !484)
!577 = !DILocation(line: 78, column: 72, scope: !484)
!578 = !DILocation(line: 77, column: 3, scope: !484)
!579 = !DILocation(line: 79, column: 34, scope: !484)
!580 = !DILocation(line: 79, column: 3, scope: !484)
!581 = !DILocation(line: 80, column: 38, scope: !484)
!582 = !DILocation(line: 80, column: 72, scope: !484)
!583 = !DILocation(line: 80, column: 23, scope: !484)
!584 = !DILocation(line: 80, column: 3, scope: !484)
!585 = !DILocation(line: 81, column: 18, scope: !484)
!586 = !DILocation(line: 82, column: 3, scope: !484)
!587 = !DILocation(line: 83, column: 18, scope: !484)
!588 = !DILocation(line: 84, column: 3, scope: !484)
!589 = !DILocation(line: 85, column: 3, scope: !484)
!590 = !DILocation(line: 85, column: 17, scope: !484)
!591 = !DILocation(line: 86, column: 29, scope: !484)
!592 = !DILocation(line: 86, column: 34, scope: !484)
!593 = !DILocation(line: 86, column: 3, scope: !484)
!594 = !DILocation(line: 87, column: 17, scope: !484)
!595 = !DILocation(line: 88, column: 3, scope: !484)
!596 = !DILocation(line: 89, column: 24, scope: !484)
!597 = !DILocation(line: 89, column: 3, scope: !484)
!598 = !DILocation(line: 90, column: 3, scope: !484)
!599 = distinct !DIAssignID()
!600 = !DILocation(line: 90, column: 6, scope: !484)
!601 = distinct !DIAssignID()
!602 = distinct !DIAssignID()
!603 = distinct !DIAssignID()
!604 = distinct !DIAssignID()
!605 = distinct !DIAssignID()
!606 = !DILocation(line: 91, column: 27, scope: !484)
!607 = !DILocation(line: 91, column: 3, scope: !484)
!608 = !DILocation(line: 92, column: 28, scope: !484)
!609 = !DILocation(line: 92, column: 3, scope: !484)
!610 = !DILocation(line: 0, scope: !511)
!611 = !DILocation(line: 94, column: 51, scope: !612)
!612 = distinct !DILexicalBlock(scope: !511, file: !3, line: 94, column: 3)
!613 = !DILocation(line: 94, column: 40, scope: !612)
!614 = !DILocation(line: 94, column: 58, scope: !612)
!615 = !DILocation(line: 94, column: 49, scope: !612)
!616 = !DILocation(line: 0, scope: !514)
!617 = !DILocation(line: 96, column: 33, scope: !618)
!618 = distinct !DILexicalBlock(scope: !514, file: !3, line: 96, column: 3)
!619 = !DILocation(line: 97, column: 3, scope: !484)
!620 = !DILocation(line: 99, column: 1, scope: !484)
!621 = !DILocation(line: 98, column: 3, scope: !484)
!622 = !DISubprogram(name: "printf", scope: !407, file: !407, line: 356, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{!5, !625, null}
!625 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !626)
!626 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !627, size: 64)
!627 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
