; ModuleID = 'tests/run/aarch64/fp128.c'
source_filename = "tests/run/aarch64/fp128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Q2 = type { fp128, fp128 }
%struct.Q4 = type { [4 x fp128] }
%struct.QM = type { fp128, i32 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@vd = dso_local global [4 x double] [double 1.500000e+00, double -2.250000e+00, double 1.000000e+300, double 1.000000e-01], align 8
@vi = dso_local global [2 x i32] [i32 -7, i32 3], align 4
@.str = private unnamed_addr constant [36 x i8] c"add %Lf sub %Lf mul %Lf div %.30Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"third %.36Lg\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"third %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [50 x i8] c"neg %Lg big*big %Lg 1/big^2 %Lg inf %Lg -inf %Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"cmp %#x %#x %#x %#x %#x %#x\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"to_i %d to_u %u to_l %ld to_ul %lu\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"to_i128 %016lx%016lx\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"to_d %.17g to_f %.9g\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"from %Lg %Lg %Lg %Lg %Lg %.25Lg %Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"tenth - 0.1L = %Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"ten %Lf\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"swap %Lf %Lf\0A\00", align 1
@.str.12 = private unnamed_addr constant [29 x i8] c"scale %Lf %Lf %.20Lf %.20Lf\0A\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"bump %Lf %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"late %Lf %Lf %.20Lf %.20Lf\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"vsum %Lf\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"poly %.30Lf\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"sqrt2 %.33Lf\0A\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"sum/7 %.33Lf\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @add(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fadd fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @sub(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fsub fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @mul(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fmul fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @dvd(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fdiv fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @neg(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fneg fp128 %0
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 128) i32 @cmps(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fcmp olt fp128 %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ole fp128 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or disjoint i32 %6, %4
  %8 = fcmp ogt fp128 %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or disjoint i32 %7, %9
  %11 = fcmp oge fp128 %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or disjoint i32 %10, %12
  %14 = fcmp oeq fp128 %0, %1
  %15 = select i1 %14, i32 16, i32 0
  %16 = or disjoint i32 %13, %15
  %17 = fcmp une fp128 %0, %1
  %18 = select i1 %17, i32 32, i32 0
  %19 = or disjoint i32 %16, %18
  %20 = fcmp uno fp128 %0, %1
  %21 = select i1 %20, i32 64, i32 0
  %22 = or i32 %19, %21
  ret i32 %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @to_i(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fptosi fp128 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @to_u(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fptoui fp128 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @to_l(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fptosi fp128 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @to_ul(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fptoui fp128 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @to_i128(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fptosi fp128 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @to_d(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fptrunc fp128 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @to_f(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = fptrunc fp128 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_i(i32 noundef %0) local_unnamed_addr #0 {
  %2 = sitofp i32 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_u(i32 noundef %0) local_unnamed_addr #0 {
  %2 = uitofp i32 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_l(i64 noundef %0) local_unnamed_addr #0 {
  %2 = sitofp i64 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_ul(i64 noundef %0) local_unnamed_addr #0 {
  %2 = uitofp i64 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_i128(i128 noundef %0) local_unnamed_addr #0 {
  %2 = sitofp i128 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_d(double noundef %0) local_unnamed_addr #0 {
  %2 = fpext double %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @from_f(float noundef %0) local_unnamed_addr #0 {
  %2 = fpext float %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local fp128 @ten(fp128 noundef %0, double noundef %1, fp128 noundef %2, i32 noundef %3, fp128 noundef %4, float noundef %5, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8, fp128 noundef %9, fp128 noundef %10, fp128 noundef %11, i64 noundef %12, fp128 noundef %13) local_unnamed_addr #0 {
  %15 = fmul double %1, 2.000000e+00
  %16 = fpext double %15 to fp128
  %17 = fadd fp128 %16, %0
  %18 = tail call fp128 @llvm.fmuladd.f128(fp128 %2, fp128 0xL00000000000000004000800000000000, fp128 %17)
  %19 = shl nsw i32 %3, 2
  %20 = sitofp i32 %19 to fp128
  %21 = fadd fp128 %18, %20
  %22 = tail call fp128 @llvm.fmuladd.f128(fp128 %4, fp128 0xL00000000000000004001400000000000, fp128 %21)
  %23 = fmul float %5, 6.000000e+00
  %24 = fpext float %23 to fp128
  %25 = fadd fp128 %22, %24
  %26 = tail call fp128 @llvm.fmuladd.f128(fp128 %6, fp128 0xL00000000000000004001C00000000000, fp128 %25)
  %27 = tail call fp128 @llvm.fmuladd.f128(fp128 %7, fp128 0xL00000000000000004002000000000000, fp128 %26)
  %28 = tail call fp128 @llvm.fmuladd.f128(fp128 %8, fp128 0xL00000000000000004002200000000000, fp128 %27)
  %29 = tail call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 0xL00000000000000004002400000000000, fp128 %28)
  %30 = tail call fp128 @llvm.fmuladd.f128(fp128 %10, fp128 0xL00000000000000004002600000000000, fp128 %29)
  %31 = tail call fp128 @llvm.fmuladd.f128(fp128 %11, fp128 0xL00000000000000004002800000000000, fp128 %30)
  %32 = mul nsw i64 %12, 13
  %33 = sitofp i64 %32 to fp128
  %34 = fadd fp128 %31, %33
  %35 = tail call fp128 @llvm.fmuladd.f128(fp128 %13, fp128 0xL00000000000000004002C00000000000, fp128 %34)
  ret fp128 %35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.Q2 @swap([2 x fp128] alignstack(16) %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x fp128] %0, 0
  %3 = extractvalue [2 x fp128] %0, 1
  %4 = insertvalue %struct.Q2 poison, fp128 %3, 0
  %5 = insertvalue %struct.Q2 %4, fp128 %2, 1
  ret %struct.Q2 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.Q4 @scale([4 x fp128] alignstack(16) %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = extractvalue [4 x fp128] %0, 0
  %4 = extractvalue [4 x fp128] %0, 1
  %5 = extractvalue [4 x fp128] %0, 2
  %6 = extractvalue [4 x fp128] %0, 3
  %7 = fmul fp128 %3, %1
  %8 = fmul fp128 %4, %1
  %9 = fmul fp128 %5, %1
  %10 = fmul fp128 %6, %1
  %11 = insertvalue %struct.Q4 poison, fp128 %7, 0, 0
  %12 = insertvalue %struct.Q4 %11, fp128 %8, 0, 1
  %13 = insertvalue %struct.Q4 %12, fp128 %9, 0, 2
  %14 = insertvalue %struct.Q4 %13, fp128 %10, 0, 3
  ret %struct.Q4 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.QM) align 16 %0, ptr nocapture noundef %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 16, !tbaa !6
  %5 = sitofp i32 %4 to fp128
  %6 = load fp128, ptr %1, align 16, !tbaa !12
  %7 = fadd fp128 %6, %5
  store fp128 %7, ptr %1, align 16, !tbaa !12
  %8 = add nsw i32 %4, 1
  store i32 %8, ptr %3, align 16, !tbaa !6
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.Q4 @late([2 x fp128] alignstack(16) %0, [2 x fp128] alignstack(16) %1, [2 x fp128] alignstack(16) %2, [4 x fp128] alignstack(16) %3) local_unnamed_addr #0 {
  %5 = extractvalue [2 x fp128] %0, 0
  %6 = extractvalue [2 x fp128] %0, 1
  %7 = extractvalue [2 x fp128] %1, 0
  %8 = extractvalue [2 x fp128] %1, 1
  %9 = extractvalue [2 x fp128] %2, 0
  %10 = extractvalue [2 x fp128] %2, 1
  %11 = extractvalue [4 x fp128] %3, 0
  %12 = extractvalue [4 x fp128] %3, 1
  %13 = extractvalue [4 x fp128] %3, 2
  %14 = extractvalue [4 x fp128] %3, 3
  %15 = fadd fp128 %5, %11
  %16 = fadd fp128 %7, %12
  %17 = fadd fp128 %9, %13
  %18 = fadd fp128 %6, %8
  %19 = fadd fp128 %18, %10
  %20 = fadd fp128 %19, %14
  %21 = insertvalue %struct.Q4 poison, fp128 %15, 0, 0
  %22 = insertvalue %struct.Q4 %21, fp128 %16, 0, 1
  %23 = insertvalue %struct.Q4 %22, fp128 %17, 0, 2
  %24 = insertvalue %struct.Q4 %23, fp128 %20, 0, 3
  ret %struct.Q4 %24
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local fp128 @vsum(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 28
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 4
  br label %12

10:                                               ; preds = %29, %1
  %11 = phi fp128 [ 0xL00000000000000000000000000000000, %1 ], [ %36, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  ret fp128 %11

12:                                               ; preds = %4, %29
  %13 = phi i32 [ %9, %4 ], [ %30, %29 ]
  %14 = phi i32 [ 0, %4 ], [ %34, %29 ]
  %15 = phi fp128 [ 0xL00000000000000000000000000000000, %4 ], [ %36, %29 ]
  %16 = phi ptr [ %5, %4 ], [ %31, %29 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 16
  store i32 %19, ptr %6, align 4
  %20 = icmp ult i32 %13, -15
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %29

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 15
  %27 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %26, i64 -16)
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store ptr %28, ptr %2, align 8
  br label %29

29:                                               ; preds = %24, %21
  %30 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %31 = phi ptr [ %16, %21 ], [ %28, %24 ]
  %32 = phi ptr [ %23, %21 ], [ %27, %24 ]
  %33 = load fp128, ptr %32, align 16, !tbaa !14
  %34 = add nuw nsw i32 %14, 1
  %35 = uitofp nneg i32 %34 to fp128
  %36 = call fp128 @llvm.fmuladd.f128(fp128 %33, fp128 %35, fp128 %15)
  %37 = icmp eq i32 %34, %0
  br i1 %37, label %10, label %12, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local fp128 @poly(ptr nocapture noundef readonly %0, i32 noundef %1, fp128 noundef %2) local_unnamed_addr #7 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi fp128 [ 0xL00000000000000000000000000000000, %3 ], [ %15, %9 ]
  ret fp128 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ %6, %5 ], [ %12, %9 ]
  %11 = phi fp128 [ 0xL00000000000000000000000000000000, %5 ], [ %15, %9 ]
  %12 = add nsw i64 %10, -1
  %13 = getelementptr inbounds fp128, ptr %0, i64 %12
  %14 = load fp128, ptr %13, align 16, !tbaa !14
  %15 = tail call fp128 @llvm.fmuladd.f128(fp128 %11, fp128 %2, fp128 %14)
  %16 = icmp ugt i64 %10, 1
  br i1 %16, label %9, label %7, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local fp128 @sqrt_newton(fp128 noundef %0) local_unnamed_addr #8 {
  br label %3

2:                                                ; preds = %3
  ret fp128 %8

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %5 = phi fp128 [ %0, %1 ], [ %8, %3 ]
  %6 = fdiv fp128 %0, %5
  %7 = fadd fp128 %5, %6
  %8 = fmul fp128 %7, 0xL00000000000000003FFE000000000000
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 60
  br i1 %10, label %2, label %3, !llvm.loop !19
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = alloca %struct.QM, align 16
  %2 = alloca %struct.QM, align 16
  %3 = alloca [5 x fp128], align 16
  %4 = load volatile double, ptr @vd, align 8, !tbaa !20
  %5 = tail call fp128 @from_d(double noundef %4)
  %6 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 8), align 8, !tbaa !20
  %7 = tail call fp128 @from_d(double noundef %6)
  %8 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 16), align 8, !tbaa !20
  %9 = tail call fp128 @from_d(double noundef %8)
  %10 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 24), align 8, !tbaa !20
  %11 = tail call fp128 @from_d(double noundef %10)
  %12 = tail call fp128 @dvd(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000800000000000)
  %13 = tail call fp128 @add(fp128 noundef %5, fp128 noundef %7)
  %14 = tail call fp128 @sub(fp128 noundef %5, fp128 noundef %7)
  %15 = tail call fp128 @mul(fp128 noundef %5, fp128 noundef %7)
  %16 = tail call fp128 @dvd(fp128 noundef %5, fp128 noundef %7)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, fp128 noundef %13, fp128 noundef %14, fp128 noundef %15, fp128 noundef %16)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %12)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %12)
  %20 = tail call fp128 @sub(fp128 noundef %5, fp128 noundef %5)
  %21 = tail call fp128 @dvd(fp128 noundef %5, fp128 noundef %20)
  %22 = tail call fp128 @dvd(fp128 noundef %20, fp128 noundef %20)
  %23 = tail call fp128 @neg(fp128 noundef %5)
  %24 = tail call fp128 @mul(fp128 noundef %9, fp128 noundef %9)
  %25 = tail call fp128 @dvd(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef %24)
  %26 = tail call fp128 @neg(fp128 noundef %21)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef %23, fp128 noundef %24, fp128 noundef %25, fp128 noundef %21, fp128 noundef %26)
  %28 = tail call i32 @cmps(fp128 noundef %5, fp128 noundef %7)
  %29 = tail call i32 @cmps(fp128 noundef %7, fp128 noundef %5)
  %30 = tail call i32 @cmps(fp128 noundef %5, fp128 noundef %5)
  %31 = tail call i32 @cmps(fp128 noundef %22, fp128 noundef %5)
  %32 = tail call i32 @cmps(fp128 noundef %22, fp128 noundef %22)
  %33 = tail call i32 @cmps(fp128 noundef %21, fp128 noundef %9)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = tail call fp128 @from_d(double noundef 0xC0FE240C00000000)
  %36 = tail call i32 @to_i(fp128 noundef %35)
  %37 = tail call fp128 @neg(fp128 noundef %35)
  %38 = tail call i32 @to_u(fp128 noundef %37)
  %39 = tail call fp128 @mul(fp128 noundef %35, fp128 noundef 0xL00000000000000004026D1A94A200000)
  %40 = tail call i64 @to_l(fp128 noundef %39)
  %41 = tail call fp128 @mul(fp128 noundef %37, fp128 noundef 0xL0000000000000000402A2309CE540000)
  %42 = tail call i64 @to_ul(fp128 noundef %41)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %36, i32 noundef %38, i64 noundef %40, i64 noundef %42)
  %44 = tail call fp128 @mul(fp128 noundef %35, fp128 noundef 0xL0940000000000000405208B2A2C28029)
  %45 = tail call i128 @to_i128(fp128 noundef %44)
  %46 = lshr i128 %45, 64
  %47 = trunc nuw i128 %46 to i64
  %48 = trunc i128 %45 to i64
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %47, i64 noundef %48)
  %50 = tail call double @to_d(fp128 noundef %12)
  %51 = tail call float @to_f(fp128 noundef %12)
  %52 = fpext float %51 to double
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %50, double noundef %52)
  %54 = load volatile i32, ptr @vi, align 4, !tbaa !15
  %55 = tail call fp128 @from_i(i32 noundef %54)
  %56 = tail call fp128 @from_u(i32 noundef -294967296)
  %57 = tail call fp128 @from_l(i64 noundef -9000000000000000000)
  %58 = tail call fp128 @from_ul(i64 noundef -446744073709551616)
  %59 = tail call fp128 @from_i128(i128 noundef %45)
  %60 = load volatile double, ptr getelementptr inbounds (i8, ptr @vd, i64 24), align 8, !tbaa !20
  %61 = tail call fp128 @from_d(double noundef %60)
  %62 = tail call fp128 @from_f(float noundef 1.500000e+00)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef %55, fp128 noundef %56, fp128 noundef %57, fp128 noundef %58, fp128 noundef %59, fp128 noundef %61, fp128 noundef %62)
  %64 = tail call fp128 @sub(fp128 noundef %11, fp128 noundef 0xL999999999999999A3FFB999999999999)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %64)
  %66 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !tbaa !15
  %67 = load volatile i32, ptr @vi, align 4, !tbaa !15
  %68 = sext i32 %67 to i64
  %69 = tail call fp128 @ten(fp128 noundef %5, double noundef 2.500000e+00, fp128 noundef %7, i32 noundef %66, fp128 noundef %5, float noundef 5.000000e-01, fp128 noundef %7, fp128 noundef %5, fp128 noundef %7, fp128 noundef %5, fp128 noundef %7, fp128 noundef %5, i64 noundef %68, fp128 noundef %12)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, fp128 noundef %69)
  %71 = insertvalue [2 x fp128] poison, fp128 %5, 0
  %72 = insertvalue [2 x fp128] %71, fp128 %7, 1
  %73 = tail call %struct.Q2 @swap([2 x fp128] alignstack(16) %72)
  %74 = extractvalue %struct.Q2 %73, 0
  %75 = extractvalue %struct.Q2 %73, 1
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, fp128 noundef %74, fp128 noundef %75)
  %77 = insertvalue [4 x fp128] poison, fp128 %5, 0
  %78 = insertvalue [4 x fp128] %77, fp128 %7, 1
  %79 = insertvalue [4 x fp128] %78, fp128 %12, 2
  %80 = insertvalue [4 x fp128] %79, fp128 %11, 3
  %81 = tail call %struct.Q4 @scale([4 x fp128] alignstack(16) %80, fp128 noundef 0xL00000000000000004001000000000000)
  %82 = extractvalue %struct.Q4 %81, 0
  %83 = extractvalue [4 x fp128] %82, 0
  %84 = extractvalue [4 x fp128] %82, 1
  %85 = extractvalue [4 x fp128] %82, 2
  %86 = extractvalue [4 x fp128] %82, 3
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, fp128 noundef %83, fp128 noundef %84, fp128 noundef %85, fp128 noundef %86)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  store fp128 %5, ptr %2, align 16, !tbaa !14
  %88 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 5, ptr %88, align 16, !tbaa !15
  call void @bump(ptr dead_on_unwind nonnull writable sret(%struct.QM) align 16 %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  %89 = load fp128, ptr %1, align 16, !tbaa !12
  %90 = getelementptr inbounds i8, ptr %1, i64 16
  %91 = load i32, ptr %90, align 16, !tbaa !6
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, fp128 noundef %89, i32 noundef %91)
  %93 = insertvalue [2 x fp128] poison, fp128 %74, 0
  %94 = insertvalue [2 x fp128] %93, fp128 %75, 1
  %95 = tail call %struct.Q4 @late([2 x fp128] alignstack(16) %94, [2 x fp128] alignstack(16) [fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000004000000000000000], [2 x fp128] alignstack(16) [fp128 0xL00000000000000004000800000000000, fp128 0xL00000000000000004001000000000000], [4 x fp128] alignstack(16) %82)
  %96 = extractvalue %struct.Q4 %95, 0
  %97 = extractvalue [4 x fp128] %96, 0
  %98 = extractvalue [4 x fp128] %96, 1
  %99 = extractvalue [4 x fp128] %96, 2
  %100 = extractvalue [4 x fp128] %96, 3
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, fp128 noundef %97, fp128 noundef %98, fp128 noundef %99, fp128 noundef %100)
  %102 = tail call fp128 (i32, ...) @vsum(i32 noundef 10, fp128 noundef %5, fp128 noundef %7, fp128 noundef %12, fp128 noundef %5, fp128 noundef %7, fp128 noundef %12, fp128 noundef %5, fp128 noundef %7, fp128 noundef %12, fp128 noundef 0xL00000000000000003FFF000000000000)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, fp128 noundef %102)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #11
  store fp128 0xL00000000000000003FFF000000000000, ptr %3, align 16
  %104 = getelementptr inbounds i8, ptr %3, i64 16
  store fp128 0xL0000000000000000C000000000000000, ptr %104, align 16
  %105 = getelementptr inbounds i8, ptr %3, i64 32
  store fp128 0xL00000000000000004000800000000000, ptr %105, align 16
  %106 = getelementptr inbounds i8, ptr %3, i64 48
  store fp128 0xL0000000000000000C001000000000000, ptr %106, align 16
  %107 = getelementptr inbounds i8, ptr %3, i64 64
  store fp128 0xL00000000000000004001400000000000, ptr %107, align 16
  %108 = call fp128 @poly(ptr noundef nonnull %3, i32 noundef 5, fp128 noundef %12)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, fp128 noundef %108)
  %110 = tail call fp128 @sqrt_newton(fp128 noundef 0xL00000000000000004000000000000000)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, fp128 noundef %110)
  %112 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !tbaa !15
  %113 = tail call fp128 @from_i(i32 noundef 0)
  %114 = fdiv fp128 %113, 0xL00000000000000004001C00000000000
  %115 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !tbaa !15
  %116 = tail call fp128 @from_i(i32 noundef %115)
  %117 = fdiv fp128 %116, 0xL00000000000000004001C00000000000
  %118 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !tbaa !15
  %119 = shl nsw i32 %118, 1
  %120 = tail call fp128 @from_i(i32 noundef %119)
  %121 = fdiv fp128 %120, 0xL00000000000000004001C00000000000
  %122 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !tbaa !15
  %123 = mul nsw i32 %122, 3
  %124 = tail call fp128 @from_i(i32 noundef %123)
  %125 = fdiv fp128 %124, 0xL00000000000000004001C00000000000
  %126 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !tbaa !15
  %127 = shl nsw i32 %126, 2
  %128 = tail call fp128 @from_i(i32 noundef %127)
  %129 = fdiv fp128 %128, 0xL00000000000000004001C00000000000
  %130 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vi, i64 4), align 4, !tbaa !15
  %131 = mul nsw i32 %130, 5
  %132 = tail call fp128 @from_i(i32 noundef %131)
  %133 = fdiv fp128 %132, 0xL00000000000000004001C00000000000
  %134 = fadd fp128 %114, 0xL00000000000000000000000000000000
  %135 = fadd fp128 %134, %117
  %136 = fadd fp128 %135, %121
  %137 = fadd fp128 %136, %125
  %138 = fadd fp128 %137, %129
  %139 = fadd fp128 %138, %133
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, fp128 noundef %139)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 16}
!7 = !{!"QM", !8, i64 0, !11, i64 16}
!8 = !{!"long double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!7, !8, i64 0}
!13 = !{i64 0, i64 16, !14, i64 16, i64 4, !15}
!14 = !{!8, !8, i64 0}
!15 = !{!11, !11, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !9, i64 0}
