; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Pair = type { i32, double }
%struct.Three = type { i64, i64, i64 }

@.str = private unnamed_addr constant [17 x i8] c"sum_ints = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"sum_ints many = %lld\0A\00", align 1
@__const.main.pr = private unnamed_addr constant %struct.Pair { i32 3, double 2.500000e+00 }, align 8
@__const.main.th = private unnamed_addr constant %struct.Three { i64 100, i64 30, i64 7 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed = %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ildsptd\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"count_twice = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"%d-%s-%.2f-%c-%lld\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Pair, align 8
  %2 = alloca %struct.Three, align 8
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef %3)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.pr, i64 16, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.th, i64 24, i1 false), !tbaa.struct !12
  %5 = call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef -1.250000e+00)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %5)
  %6 = call i32 (i32, ...) @count_twice(i32 poison, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i64 noundef 0)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %6)
  call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef 122, i64 noundef -9876543210)
  %7 = call double (i32, ...) @many_doubles(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef %7)
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = and i32 %0, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483644
  br label %27

10:                                               ; preds = %27, %4
  %11 = phi i64 [ poison, %4 ], [ %46, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %46, %27 ]
  %13 = phi ptr [ %5, %4 ], [ %43, %27 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi ptr [ %19, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %19, ptr %2, align 8
  %20 = load i32, ptr %17, align 8, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %16, %21
  %23 = add i32 %18, 1
  %24 = icmp eq i32 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !17

25:                                               ; preds = %10, %15, %1
  %26 = phi i64 [ 0, %1 ], [ %11, %10 ], [ %22, %15 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret i64 %26

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %46, %27 ]
  %29 = phi ptr [ %5, %8 ], [ %43, %27 ]
  %30 = phi i32 [ 0, %8 ], [ %47, %27 ]
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr %31, ptr %2, align 8
  %32 = load i32, ptr %29, align 8, !tbaa !6
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %28, %33
  %35 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr %35, ptr %2, align 8
  %36 = load i32, ptr %31, align 8, !tbaa !6
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = getelementptr inbounds i8, ptr %29, i64 24
  store ptr %39, ptr %2, align 8
  %40 = load i32, ptr %35, align 8, !tbaa !6
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %38, %41
  %43 = getelementptr inbounds i8, ptr %29, i64 32
  store ptr %43, ptr %2, align 8
  %44 = load i32, ptr %39, align 8, !tbaa !6
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %42, %45
  %47 = add i32 %30, 4
  %48 = icmp eq i32 %47, %9
  br i1 %48, label %10, label %27, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  br label %4

4:                                                ; preds = %58, %1
  %5 = phi ptr [ %3, %1 ], [ %59, %58 ]
  %6 = phi ptr [ @.str.3, %1 ], [ %61, %58 ]
  %7 = phi double [ 0.000000e+00, %1 ], [ %60, %58 ]
  %8 = load i8, ptr %6, align 1, !tbaa !21
  switch i8 %8, label %58 [
    i8 0, label %9
    i8 105, label %10
    i8 108, label %15
    i8 100, label %20
    i8 115, label %24
    i8 112, label %38
    i8 116, label %46
  ]

9:                                                ; preds = %4
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret double %7

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %11, ptr %2, align 8
  %12 = load i32, ptr %5, align 8, !tbaa !6
  %13 = sitofp i32 %12 to double
  %14 = fadd double %7, %13
  br label %58

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %16, ptr %2, align 8
  %17 = load i64, ptr %5, align 8, !tbaa !13
  %18 = sitofp i64 %17 to double
  %19 = fadd double %7, %18
  br label %58

20:                                               ; preds = %4
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %21, ptr %2, align 8
  %22 = load double, ptr %5, align 8, !tbaa !10
  %23 = fadd double %7, %22
  br label %58

24:                                               ; preds = %4
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %25, ptr %2, align 8
  %26 = load ptr, ptr %5, align 8, !tbaa !15
  %27 = load i8, ptr %26, align 1, !tbaa !21
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %58, label %29

29:                                               ; preds = %24, %29
  %30 = phi i8 [ %36, %29 ], [ %27, %24 ]
  %31 = phi double [ %35, %29 ], [ %7, %24 ]
  %32 = phi ptr [ %33, %29 ], [ %26, %24 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = sitofp i8 %30 to double
  %35 = fadd double %31, %34
  %36 = load i8, ptr %33, align 1, !tbaa !21
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %58, label %29, !llvm.loop !22

38:                                               ; preds = %4
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %39, ptr %2, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %40, align 8, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %40, i64 8
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = sitofp i32 %41 to double
  %45 = call double @llvm.fmuladd.f64(double %44, double %43, double %7)
  br label %58

46:                                               ; preds = %4
  %47 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %47, ptr %2, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = load i64, ptr %48, align 8, !tbaa !13
  %50 = getelementptr inbounds i8, ptr %48, i64 8
  %51 = load i64, ptr %50, align 8, !tbaa !13
  %52 = getelementptr inbounds i8, ptr %48, i64 16
  %53 = load i64, ptr %52, align 8, !tbaa !13
  %54 = sub i64 %49, %51
  %55 = add nsw i64 %54, %53
  %56 = sitofp i64 %55 to double
  %57 = fadd double %7, %56
  br label %58

58:                                               ; preds = %29, %24, %4, %10, %15, %20, %38, %46
  %59 = phi ptr [ %47, %46 ], [ %39, %38 ], [ %21, %20 ], [ %16, %15 ], [ %11, %10 ], [ %5, %4 ], [ %25, %24 ], [ %25, %29 ]
  %60 = phi double [ %57, %46 ], [ %45, %38 ], [ %23, %20 ], [ %19, %15 ], [ %14, %10 ], [ %7, %4 ], [ %7, %24 ], [ %35, %29 ]
  %61 = getelementptr inbounds i8, ptr %6, i64 1
  br label %4, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @count_twice(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i32 [ 0, %1 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %1 ], [ %9, %5 ]
  %8 = add nuw nsw i32 %6, 1
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load i32, ptr %7, align 8, !tbaa !6
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %5, !llvm.loop !24

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8, !tbaa !15
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i32 [ 0, %12 ], [ %17, %14 ]
  %16 = phi ptr [ %13, %12 ], [ %18, %14 ]
  %17 = add nuw nsw i32 %15, 1
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load i32, ptr %16, align 8, !tbaa !6
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %14, !llvm.loop !24

21:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %22 = mul nuw nsw i32 %8, 100
  %23 = add nuw nsw i32 %17, %22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret i32 %23
}

; Function Attrs: nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [256 x i8], align 16
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = call i32 @__mingw_vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 %0, ...) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load double, ptr %3, align 8, !tbaa !10
  %6 = fadd double %5, 0.000000e+00
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = load double, ptr %4, align 8, !tbaa !10
  %9 = call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %6)
  %10 = getelementptr inbounds i8, ptr %3, i64 24
  %11 = load double, ptr %7, align 8, !tbaa !10
  %12 = call double @llvm.fmuladd.f64(double %11, double 3.000000e+00, double %9)
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = load double, ptr %10, align 8, !tbaa !10
  %15 = call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %12)
  %16 = getelementptr inbounds i8, ptr %3, i64 40
  %17 = load double, ptr %13, align 8, !tbaa !10
  %18 = call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %15)
  %19 = getelementptr inbounds i8, ptr %3, i64 48
  %20 = load double, ptr %16, align 8, !tbaa !10
  %21 = call double @llvm.fmuladd.f64(double %20, double 6.000000e+00, double %18)
  %22 = getelementptr inbounds i8, ptr %3, i64 56
  %23 = load double, ptr %19, align 8, !tbaa !10
  %24 = call double @llvm.fmuladd.f64(double %23, double 7.000000e+00, double %21)
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = load double, ptr %22, align 8, !tbaa !10
  %27 = call double @llvm.fmuladd.f64(double %26, double 8.000000e+00, double %24)
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  %29 = load double, ptr %25, align 8, !tbaa !10
  %30 = call double @llvm.fmuladd.f64(double %29, double 9.000000e+00, double %27)
  %31 = getelementptr inbounds i8, ptr %3, i64 80
  store ptr %31, ptr %2, align 8
  %32 = load double, ptr %28, align 8, !tbaa !10
  %33 = call double @llvm.fmuladd.f64(double %32, double 1.000000e+01, double %30)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret double %33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 4, !6, i64 8, i64 8, !10}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{i64 0, i64 8, !13, i64 8, i64 8, !13, i64 16, i64 8, !13}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
