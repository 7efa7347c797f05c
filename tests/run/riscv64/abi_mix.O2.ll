; ModuleID = 'tests/run/riscv64/abi_mix.c'
source_filename = "tests/run/riscv64/abi_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.big = type { [5 x i64] }

@.str = private unnamed_addr constant [14 x i8] c"dd %.3f %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"fi %.3f %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"id %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"ss %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"big %ld %ld %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"many_fp %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"many_int %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"wide\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"ld %.12Lf\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"var %.3f\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"var128\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"%d %.2f %Lf %s\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @add_dd(double %0, double %1, double %2, double %3) local_unnamed_addr #0 {
  %5 = fadd double %0, %2
  %6 = fmul double %1, %3
  %7 = insertvalue { double, double } poison, double %5, 0
  %8 = insertvalue { double, double } %7, double %6, 1
  ret { double, double } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { float, i32 } @mk_fi(float noundef %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = fmul float %0, 2.000000e+00
  %4 = add nsw i32 %1, -1
  %5 = insertvalue { float, i32 } poison, float %3, 0
  %6 = insertvalue { float, i32 } %5, i32 %4, 1
  ret { float, i32 } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @use_id(i32 %0, double %1, float %2, i32 %3) local_unnamed_addr #0 {
  %5 = sitofp i32 %0 to double
  %6 = fpext float %2 to double
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %6)
  %8 = sitofp i32 %3 to double
  %9 = fadd double %7, %8
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext range(i32 -3604480, 3604881) i32 @use_ss(i64 %0, i64 %1) local_unnamed_addr #0 {
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 16
  %5 = trunc i64 %1 to i32
  %6 = lshr i32 %5, 16
  %7 = shl i32 %3, 16
  %8 = ashr exact i32 %7, 16
  %9 = mul nsw i32 %8, 100
  %10 = and i32 %4, 255
  %11 = add nsw i32 %9, %10
  %12 = shl i32 %5, 16
  %13 = ashr exact i32 %12, 16
  %14 = mul nsw i32 %13, 10
  %15 = and i32 %6, 255
  %16 = add nsw i32 %11, %15
  %17 = add nsw i32 %16, %14
  ret i32 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @twice(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 8 %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = load i64, ptr %1, align 8, !tbaa !9
  %4 = shl nsw i64 %3, 1
  store i64 %4, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !9
  %7 = shl nsw i64 %6, 1
  store i64 %7, ptr %5, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !9
  %10 = shl nsw i64 %9, 1
  store i64 %10, ptr %8, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !9
  %13 = shl nsw i64 %12, 1
  store i64 %13, ptr %11, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = load i64, ptr %14, align 8, !tbaa !9
  %16 = shl nsw i64 %15, 1
  store i64 %16, ptr %14, align 8, !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) %1, i64 40, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @many_fp(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, float noundef %10, double noundef %11) local_unnamed_addr #0 {
  %13 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %14 = tail call double @llvm.fmuladd.f64(double %2, double 3.000000e+00, double %13)
  %15 = tail call double @llvm.fmuladd.f64(double %3, double 4.000000e+00, double %14)
  %16 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e+00, double %15)
  %17 = tail call double @llvm.fmuladd.f64(double %5, double 6.000000e+00, double %16)
  %18 = tail call double @llvm.fmuladd.f64(double %6, double 7.000000e+00, double %17)
  %19 = tail call double @llvm.fmuladd.f64(double %7, double 8.000000e+00, double %18)
  %20 = tail call double @llvm.fmuladd.f64(double %8, double 9.000000e+00, double %19)
  %21 = tail call double @llvm.fmuladd.f64(double %9, double 1.000000e+01, double %20)
  %22 = fmul float %10, 1.100000e+01
  %23 = fpext float %22 to double
  %24 = fadd double %21, %23
  %25 = tail call double @llvm.fmuladd.f64(double %11, double 1.200000e+01, double %24)
  ret double %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @many_int(i32 noundef signext %0, i64 noundef %1, i16 noundef signext %2, i32 noundef signext %3, i64 noundef %4, i8 noundef zeroext %5, i64 noundef %6, i32 noundef signext %7, i64 noundef %8, i32 noundef signext %9, i8 noundef zeroext %10) local_unnamed_addr #0 {
  %12 = sext i32 %0 to i64
  %13 = shl nsw i64 %1, 1
  %14 = add nsw i64 %13, %12
  %15 = sext i16 %2 to i64
  %16 = mul nsw i64 %15, 3
  %17 = add nsw i64 %14, %16
  %18 = zext i32 %3 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add nsw i64 %17, %19
  %21 = mul nsw i64 %4, 5
  %22 = add nsw i64 %20, %21
  %23 = zext i8 %5 to i64
  %24 = mul nuw nsw i64 %23, 6
  %25 = add nsw i64 %22, %24
  %26 = mul nsw i64 %6, 7
  %27 = add nsw i64 %25, %26
  %28 = shl nsw i32 %7, 3
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %27, %29
  %31 = mul nsw i64 %8, 9
  %32 = add nsw i64 %30, %31
  %33 = mul nsw i32 %9, 10
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %32, %34
  %36 = zext i8 %10 to i64
  %37 = mul nuw nsw i64 %36, 11
  %38 = add nsw i64 %35, %37
  ret i64 %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i128 noundef %7) local_unnamed_addr #0 {
  %9 = mul nsw i128 %7, 3
  %10 = sext i64 %0 to i128
  %11 = sext i64 %1 to i128
  %12 = sext i64 %2 to i128
  %13 = sext i64 %3 to i128
  %14 = sext i64 %4 to i128
  %15 = sext i64 %5 to i128
  %16 = sext i64 %6 to i128
  %17 = add nsw i128 %11, %10
  %18 = add nsw i128 %17, %12
  %19 = add nsw i128 %18, %13
  %20 = add nsw i128 %19, %14
  %21 = add nsw i128 %20, %15
  %22 = add nsw i128 %21, %16
  %23 = add i128 %22, %9
  ret i128 %23
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local fp128 @ld_ops(fp128 noundef %0, fp128 noundef %1, i32 noundef signext %2) local_unnamed_addr #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = fdiv fp128 %0, 0xL00000000000000004000800000000000
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi fp128 [ %0, %3 ], [ %12, %9 ]
  ret fp128 %8

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %13, %9 ]
  %11 = phi fp128 [ %0, %5 ], [ %12, %9 ]
  %12 = tail call fp128 @llvm.fmuladd.f128(fp128 %11, fp128 %1, fp128 %6)
  %13 = add nuw nsw i32 %10, 1
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %7, label %9, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @sum_var(i32 noundef signext %0, ...) local_unnamed_addr #6 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %8

6:                                                ; preds = %26, %1
  %7 = phi double [ 0.000000e+00, %1 ], [ %29, %26 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret double %7

8:                                                ; preds = %4, %26
  %9 = phi i32 [ %30, %26 ], [ 0, %4 ]
  %10 = phi double [ %29, %26 ], [ 0.000000e+00, %4 ]
  %11 = phi ptr [ %27, %26 ], [ %5, %4 ]
  %12 = urem i32 %9, 3
  switch i32 %12, label %23 [
    i32 2, label %13
    i32 1, label %19
  ]

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %11, i64 15
  %15 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %14, i64 -16)
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %16, ptr %2, align 8
  %17 = load fp128, ptr %15, align 16, !tbaa !17
  %18 = fptrunc fp128 %17 to double
  br label %26

19:                                               ; preds = %8
  %20 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %20, ptr %2, align 8
  %21 = load i32, ptr %11, align 8, !tbaa !19
  %22 = sitofp i32 %21 to double
  br label %26

23:                                               ; preds = %8
  %24 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %24, ptr %2, align 8
  %25 = load double, ptr %11, align 8, !tbaa !21
  br label %26

26:                                               ; preds = %13, %23, %19
  %27 = phi ptr [ %16, %13 ], [ %20, %19 ], [ %24, %23 ]
  %28 = phi double [ %18, %13 ], [ %22, %19 ], [ %25, %23 ]
  %29 = fadd double %10, %28
  %30 = add nuw nsw i32 %9, 1
  %31 = icmp eq i32 %30, %0
  br i1 %31, label %6, label %8, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i128 @var128(i32 noundef signext %0, ...) local_unnamed_addr #6 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %9

6:                                                ; preds = %9
  store ptr %15, ptr %2, align 8
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi i128 [ %17, %6 ], [ 0, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret i128 %8

9:                                                ; preds = %4, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %4 ]
  %11 = phi i128 [ %17, %9 ], [ 0, %4 ]
  %12 = phi ptr [ %15, %9 ], [ %5, %4 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 15
  %14 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %13, i64 -16)
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load i128, ptr %14, align 16, !tbaa !24
  %17 = add nsw i128 %16, %11
  %18 = add nuw nsw i32 %10, 1
  %19 = icmp eq i32 %18, %0
  br i1 %19, label %6, label %9, !llvm.loop !26
}

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #8 {
  %1 = alloca %struct.big, align 8
  %2 = alloca %struct.big, align 8
  %3 = alloca [80 x i8], align 1
  %4 = tail call { double, double } @add_dd(double 1.500000e+00, double 2.000000e+00, double 2.500000e-01, double -3.000000e+00)
  %5 = extractvalue { double, double } %4, 0
  %6 = extractvalue { double, double } %4, 1
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %5, double noundef %6)
  %8 = tail call { float, i32 } @mk_fi(float noundef 1.250000e+00, i32 noundef signext 7)
  %9 = extractvalue { float, i32 } %8, 0
  %10 = extractvalue { float, i32 } %8, 1
  %11 = fpext float %9 to double
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %11, i32 noundef signext %10)
  %13 = tail call double @use_id(i32 3, double 5.000000e-01, float %9, i32 %10)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %13)
  %15 = tail call signext i32 @use_ss(i64 196620, i64 655356)
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %15)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  store i64 1, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 2, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 3, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 4, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 5, ptr %20, align 8, !tbaa !14
  call void @twice(ptr dead_on_unwind nonnull writable sret(%struct.big) align 8 %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  %21 = load i64, ptr %1, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  %25 = load i64, ptr %24, align 8, !tbaa !9
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %21, i64 noundef %23, i64 noundef %25)
  %27 = tail call double @many_fp(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, float noundef 1.150000e+01, double noundef 1.200000e+01)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %27)
  %29 = tail call i64 @many_int(i32 noundef signext -1, i64 noundef 2, i16 noundef signext -3, i32 noundef signext -294967296, i64 noundef 5, i8 noundef zeroext 120, i64 noundef -7, i32 noundef signext 8, i64 noundef 9, i32 noundef signext -10, i8 noundef zeroext -6)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %29)
  %31 = tail call i128 @wide(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i128 noundef 352125156809814689752796655)
  %32 = lshr i128 %31, 64
  %33 = trunc nuw i128 %32 to i64
  %34 = trunc i128 %31 to i64
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i64 noundef %33, i64 noundef %34)
  %36 = tail call fp128 @ld_ops(fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef 0xLABCAF485787A65213FFF000001AD7F29, i32 noundef signext 10)
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef %36)
  %38 = tail call double (i32, ...) @sum_var(i32 noundef signext 6, double noundef 1.500000e+00, i32 noundef signext 2, fp128 noundef 0xL00000000000000004000A00000000000, double noundef 4.500000e+00, i32 noundef signext 5, fp128 noundef 0xL0000000000000000C001B00000000000)
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %38)
  %40 = tail call i128 (i32, ...) @var128(i32 noundef signext 3, i128 noundef 1180591620717411303424, i128 noundef -5, i128 noundef 123456789)
  %41 = lshr i128 %40, 64
  %42 = trunc nuw i128 %41 to i64
  %43 = trunc i128 %40 to i64
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i64 noundef %42, i64 noundef %43)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #11
  %45 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 80, ptr noundef nonnull @.str.11, i32 noundef signext 42, double noundef 2.500000e+00, fp128 noundef 0xL00000000000000003FFC000000000000, ptr noundef nonnull @.str.12) #11
  %46 = call i32 @puts(ptr nonnull dereferenceable(1) %3)
  %47 = fmul double %5, 4.000000e+00
  %48 = fptosi double %47 to i32
  %49 = add nsw i32 %10, %48
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  ret i32 %49
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

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

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i64 0, i64 40, !14}
!14 = !{!11, !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"long double", !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !11, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !11, i64 0}
!23 = distinct !{!23, !16}
!24 = !{!25, !25, i64 0}
!25 = !{!"__int128", !11, i64 0}
!26 = distinct !{!26, !16}
