; ModuleID = 'tests/run/aarch64/fp_classes.c'
source_filename = "tests/run/aarch64/fp_classes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.lds = private unnamed_addr constant [13 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000008000000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000C000C00000000000, fp128 0xL00000000000000000001000000000000, fp128 0xL00000000000000000000400000000000, fp128 0xL00000000000000018000000000000000, fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 0xL00000000000000007FFF000000000000, fp128 0xL0000000000000000FFFF000000000000, fp128 0xL00000000000000007FFF800000000000, fp128 0xL0000000000000000FFFF800000000000, fp128 0xL00000000000000007FFF400000000000], align 16
@.str = private unnamed_addr constant [9 x i8] c"ld%u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"d%u %d\0A\00", align 1
@__const.main.hs = private unnamed_addr constant [7 x float] [float 0.000000e+00, float 1.000000e+00, float -6.550400e+04, float 0x3EF0000000000000, float 0x3F10000000000000, float 0x7FF0000000000000, float 0x7FF8000000000000], align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"h%u %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"powi %a %a %a %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify_ld(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = call i1 @llvm.is.fpclass.f128(fp128 %3, i32 3)
  %5 = zext i1 %4 to i32
  %6 = load fp128, ptr %2, align 16
  %7 = call fp128 @llvm.fabs.f128(fp128 %6) #5
  %8 = fcmp oeq fp128 %7, 0xL00000000000000007FFF000000000000
  %9 = bitcast fp128 %6 to i128
  %10 = icmp slt i128 %9, 0
  %11 = select i1 %10, i32 -1, i32 1
  %12 = select i1 %8, i32 %11, i32 0
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %5, %13
  %15 = load fp128, ptr %2, align 16
  %16 = call i1 @llvm.is.fpclass.f128(fp128 %15, i32 504)
  %17 = zext i1 %16 to i32
  %18 = mul nsw i32 4, %17
  %19 = add nsw i32 %14, %18
  %20 = load fp128, ptr %2, align 16
  %21 = call i1 @llvm.is.fpclass.f128(fp128 %20, i32 264)
  %22 = zext i1 %21 to i32
  %23 = mul nsw i32 8, %22
  %24 = add nsw i32 %19, %23
  %25 = load fp128, ptr %2, align 16
  %26 = fcmp oeq fp128 %25, 0xL00000000000000000000000000000000
  br i1 %26, label %27, label %35

27:                                               ; preds = %40, %37, %35, %1
  %28 = phi i32 [ 2, %1 ], [ 0, %35 ], [ 1, %37 ], [ %42, %40 ]
  %29 = icmp eq i32 %28, 3
  %30 = zext i1 %29 to i32
  %31 = mul nsw i32 16, %30
  %32 = add nsw i32 %24, %31
  %33 = load fp128, ptr %2, align 16
  %34 = fcmp oeq fp128 %33, 0xL00000000000000000000000000000000
  br i1 %34, label %43, label %57

35:                                               ; preds = %1
  %36 = fcmp uno fp128 %25, %25
  br i1 %36, label %27, label %37

37:                                               ; preds = %35
  %38 = call fp128 @llvm.fabs.f128(fp128 %25) #5
  %39 = fcmp oeq fp128 %38, 0xL00000000000000007FFF000000000000
  br i1 %39, label %27, label %40

40:                                               ; preds = %37
  %41 = fcmp uge fp128 %38, 0xL00000000000000000001000000000000
  %42 = select i1 %41, i32 4, i32 3
  br label %27

43:                                               ; preds = %62, %59, %57, %27
  %44 = phi i32 [ 2, %27 ], [ 0, %57 ], [ 1, %59 ], [ %64, %62 ]
  %45 = icmp eq i32 %44, 2
  %46 = zext i1 %45 to i32
  %47 = mul nsw i32 32, %46
  %48 = add nsw i32 %32, %47
  %49 = load fp128, ptr %2, align 16
  %50 = bitcast fp128 %49 to i128
  %51 = icmp slt i128 %50, 0
  %52 = xor i1 %51, true
  %53 = xor i1 %52, true
  %54 = zext i1 %53 to i32
  %55 = mul nsw i32 64, %54
  %56 = add nsw i32 %48, %55
  ret i32 %56

57:                                               ; preds = %27
  %58 = fcmp uno fp128 %33, %33
  br i1 %58, label %43, label %59

59:                                               ; preds = %57
  %60 = call fp128 @llvm.fabs.f128(fp128 %33) #5
  %61 = fcmp oeq fp128 %60, 0xL00000000000000007FFF000000000000
  br i1 %61, label %43, label %62

62:                                               ; preds = %59
  %63 = fcmp uge fp128 %60, 0xL00000000000000000001000000000000
  %64 = select i1 %63, i32 4, i32 3
  br label %43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f128(fp128, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i1 @llvm.is.fpclass.f64(double %3, i32 3)
  %5 = zext i1 %4 to i32
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fabs.f64(double %6) #5
  %8 = fcmp oeq double %7, 0x7FF0000000000000
  %9 = bitcast double %6 to i64
  %10 = icmp slt i64 %9, 0
  %11 = select i1 %10, i32 -1, i32 1
  %12 = select i1 %8, i32 %11, i32 0
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %5, %13
  %15 = load double, ptr %2, align 8
  %16 = call i1 @llvm.is.fpclass.f64(double %15, i32 504)
  %17 = zext i1 %16 to i32
  %18 = mul nsw i32 4, %17
  %19 = add nsw i32 %14, %18
  %20 = load double, ptr %2, align 8
  %21 = call i1 @llvm.is.fpclass.f64(double %20, i32 264)
  %22 = zext i1 %21 to i32
  %23 = mul nsw i32 8, %22
  %24 = add nsw i32 %19, %23
  %25 = load double, ptr %2, align 8
  %26 = fcmp oeq double %25, 0.000000e+00
  br i1 %26, label %27, label %33

27:                                               ; preds = %38, %35, %33, %1
  %28 = phi i32 [ 2, %1 ], [ 0, %33 ], [ 1, %35 ], [ %40, %38 ]
  %29 = icmp eq i32 %28, 3
  %30 = zext i1 %29 to i32
  %31 = mul nsw i32 16, %30
  %32 = add nsw i32 %24, %31
  ret i32 %32

33:                                               ; preds = %1
  %34 = fcmp uno double %25, %25
  br i1 %34, label %27, label %35

35:                                               ; preds = %33
  %36 = call double @llvm.fabs.f64(double %25) #5
  %37 = fcmp oeq double %36, 0x7FF0000000000000
  br i1 %37, label %27, label %38

38:                                               ; preds = %35
  %39 = fcmp uge double %36, 0x10000000000000
  %40 = select i1 %39, i32 4, i32 3
  br label %27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify_h(half noundef %0) #0 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
  %3 = load half, ptr %2, align 2
  %4 = call i1 @llvm.is.fpclass.f16(half %3, i32 3)
  %5 = zext i1 %4 to i32
  %6 = load half, ptr %2, align 2
  %7 = call i1 @llvm.is.fpclass.f16(half %6, i32 516)
  %8 = zext i1 %7 to i32
  %9 = mul nsw i32 2, %8
  %10 = add nsw i32 %5, %9
  %11 = load half, ptr %2, align 2
  %12 = call i1 @llvm.is.fpclass.f16(half %11, i32 504)
  %13 = zext i1 %12 to i32
  %14 = mul nsw i32 4, %13
  %15 = add nsw i32 %10, %14
  %16 = load half, ptr %2, align 2
  %17 = call i1 @llvm.is.fpclass.f16(half %16, i32 264)
  %18 = zext i1 %17 to i32
  %19 = mul nsw i32 8, %18
  %20 = add nsw i32 %15, %19
  %21 = load half, ptr %2, align 2
  %22 = fcmp oeq half %21, 0xH0000
  br i1 %22, label %23, label %31

23:                                               ; preds = %36, %33, %31, %1
  %24 = phi i32 [ 4, %1 ], [ 0, %31 ], [ 1, %33 ], [ %38, %36 ]
  %25 = icmp eq i32 %24, 3
  %26 = zext i1 %25 to i32
  %27 = mul nsw i32 16, %26
  %28 = add nsw i32 %20, %27
  %29 = load half, ptr %2, align 2
  %30 = fcmp oeq half %29, 0xH0000
  br i1 %30, label %39, label %45

31:                                               ; preds = %1
  %32 = fcmp uno half %21, %21
  br i1 %32, label %23, label %33

33:                                               ; preds = %31
  %34 = call half @llvm.fabs.f16(half %21) #5
  %35 = fcmp oeq half %34, 0xH7C00
  br i1 %35, label %23, label %36

36:                                               ; preds = %33
  %37 = fcmp uge half %34, 0xH0400
  %38 = select i1 %37, i32 2, i32 3
  br label %23

39:                                               ; preds = %50, %47, %45, %23
  %40 = phi i32 [ 4, %23 ], [ 0, %45 ], [ 1, %47 ], [ %52, %50 ]
  %41 = icmp eq i32 %40, 4
  %42 = zext i1 %41 to i32
  %43 = mul nsw i32 32, %42
  %44 = add nsw i32 %28, %43
  ret i32 %44

45:                                               ; preds = %23
  %46 = fcmp uno half %29, %29
  br i1 %46, label %39, label %47

47:                                               ; preds = %45
  %48 = call half @llvm.fabs.f16(half %29) #5
  %49 = fcmp oeq half %48, 0xH7C00
  br i1 %49, label %39, label %50

50:                                               ; preds = %47
  %51 = fcmp uge half %48, 0xH0400
  %52 = select i1 %51, i32 2, i32 3
  br label %39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f16(half, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @powi_d(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call double @llvm.powi.f64.i32(double %5, i32 %6)
  ret double %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @powi_f(float noundef %0, i32 noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call float @llvm.powi.f32.i32(float %5, i32 %6)
  ret float %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @powi_l(fp128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load fp128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = call fp128 @llvm.powi.f128.i32(fp128 %5, i32 %6)
  ret fp128 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.powi.f128.i32(fp128, i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x fp128], align 16
  %3 = alloca i32, align 4
  %4 = alloca [6 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca [7 x float], align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.lds, i64 208, i1 false)
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %20, %0
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  %11 = icmp ult i64 %10, 13
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [13 x fp128], ptr %2, i64 0, i64 %15
  %17 = load fp128, ptr %16, align 16
  %18 = call i32 @classify_ld(fp128 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %18)
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %3, align 4
  %22 = add i32 %21, 1
  store i32 %22, ptr %3, align 4
  br label %8, !llvm.loop !6

23:                                               ; preds = %8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 48, i1 false)
  %24 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 1
  store double 1.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 2
  store double 0x2000000000000, ptr %25, align 8
  %26 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 3
  store double 0x7FEFFFFFFFFFFFFF, ptr %26, align 8
  %27 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 4
  store double 0xFFF0000000000000, ptr %27, align 8
  %28 = getelementptr inbounds [6 x double], ptr %4, i32 0, i32 5
  store double 0x7FF8000000000000, ptr %28, align 8
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %41, %23
  %30 = load i32, ptr %5, align 4
  %31 = zext i32 %30 to i64
  %32 = icmp ult i64 %31, 6
  br i1 %32, label %33, label %44

33:                                               ; preds = %29
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr %5, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = call i32 @classify_d(double noundef %38)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34, i32 noundef %39)
  br label %41

41:                                               ; preds = %33
  %42 = load i32, ptr %5, align 4
  %43 = add i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %29, !llvm.loop !8

44:                                               ; preds = %29
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.hs, i64 28, i1 false)
  store i32 0, ptr %7, align 4
  br label %45

45:                                               ; preds = %58, %44
  %46 = load i32, ptr %7, align 4
  %47 = zext i32 %46 to i64
  %48 = icmp ult i64 %47, 7
  br i1 %48, label %49, label %61

49:                                               ; preds = %45
  %50 = load i32, ptr %7, align 4
  %51 = load i32, ptr %7, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [7 x float], ptr %6, i64 0, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fptrunc float %54 to half
  %56 = call i32 @classify_h(half noundef %55)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %50, i32 noundef %56)
  br label %58

58:                                               ; preds = %49
  %59 = load i32, ptr %7, align 4
  %60 = add i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %45, !llvm.loop !9

61:                                               ; preds = %45
  %62 = call double @powi_d(double noundef 1.100000e+00, i32 noundef 7)
  %63 = call double @powi_d(double noundef 2.000000e+00, i32 noundef -3)
  %64 = call float @powi_f(float noundef 0x3FECCCCCC0000000, i32 noundef 5)
  %65 = fpext float %64 to double
  %66 = call fp128 @powi_l(fp128 noundef 0xL00000000000000004000800000000000, i32 noundef 40)
  %67 = fptrunc fp128 %66 to double
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %62, double noundef %63, double noundef %65, double noundef %67)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
