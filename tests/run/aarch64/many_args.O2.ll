; ModuleID = 'tests/run/aarch64/many_args.c'
source_filename = "tests/run/aarch64/many_args.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [3 x i64], i32 }

@data_ = dso_local global [4 x i32] [i32 100, i32 200, i32 300, i32 400], align 4
@.str = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [182 x i8] c"CALL(m26)(-14, -15000, -16, -17000000000L, 18.5f, -19.25, &data_[2], s12, 200, 60000, true, -20, 21.75f, -22.5, 23, -24, p2, 25.125, -26.5f, str, -27, -28, 29.0625, -30, s16, 31.5f)\00", align 1
@.str.2 = private unnamed_addr constant [104 x i8] c"CALL(stack_small)(1, 2, 3, 4, 5, 6, 7, 8, -9, -10000, -11, true, 250, -128, 65535, 4000000000u, -32768)\00", align 1
@.str.3 = private unnamed_addr constant [121 x i8] c"DX(CALL(fp20)(1, 2, 3, 4, 5, 6, 7, 8, 9.5f, 10.5, 11.5f, 12.5, 13.25f, 14.25, 15.25f, 16.25, d2, 17.75f, 18.75, -19.5f))\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"(long)CALL(ret_sc)(-100, 3)\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"(long)CALL(ret_sc)(100, 3)\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"(long)CALL(ret_uc)(200, 3)\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"(long)CALL(ret_ss)(-30000, 3)\00", align 1
@.str.8 = private unnamed_addr constant [29 x i8] c"(long)CALL(ret_us)(60000, 3)\00", align 1
@.str.9 = private unnamed_addr constant [49 x i8] c"(long)CALL(ret_b)(12) + (long)CALL(ret_b)(3) * 2\00", align 1
@.str.10 = private unnamed_addr constant [55 x i8] c"CALL(widen)(-1, 255, -1, 65535, true, -1, 0xffffffffu)\00", align 1
@.str.11 = private unnamed_addr constant [54 x i8] c"CALL(tail_a)(1001, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"CALL(fwd_big)(big, 14)\00", align 1
@__const.r_drive_other.big = private unnamed_addr constant %struct.Big { [3 x i64] [i64 10, i64 -11, i64 12], i32 13 }, align 8
@.str.17 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.20 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.21 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.22 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @r_m26(i8 noundef %0, i16 noundef %1, i32 noundef %2, i64 noundef %3, float noundef %4, double noundef %5, ptr noundef %6, [2 x i64] %7, i8 noundef %8, i16 noundef %9, i1 noundef %10, i8 noundef %11, float noundef %12, double noundef %13, i64 noundef %14, i32 noundef %15, i64 %16, double noundef %17, float noundef %18, ptr nocapture noundef readonly %19, i64 noundef %20, i16 noundef %21, double noundef %22, i32 noundef %23, [2 x i64] %24, float noundef %25) local_unnamed_addr #0 {
  %27 = extractvalue [2 x i64] %7, 0
  %28 = extractvalue [2 x i64] %7, 1
  %29 = lshr i64 %16, 16
  %30 = extractvalue [2 x i64] %24, 0
  %31 = extractvalue [2 x i64] %24, 1
  %32 = sext i8 %0 to i64
  %33 = xor i64 %32, 1000003
  %34 = sext i16 %1 to i64
  %35 = mul nsw i64 %33, 1000003
  %36 = xor i64 %35, %34
  %37 = sext i32 %2 to i64
  %38 = mul nsw i64 %36, 1000003
  %39 = xor i64 %38, %37
  %40 = mul i64 %39, 1000003
  %41 = xor i64 %40, %3
  %42 = fmul float %4, 1.600000e+01
  %43 = fptosi float %42 to i64
  %44 = mul i64 %41, 1000003
  %45 = xor i64 %44, %43
  %46 = fmul double %5, 1.600000e+01
  %47 = fptosi double %46 to i64
  %48 = mul i64 %45, 1000003
  %49 = xor i64 %48, %47
  %50 = ptrtoint ptr %6 to i64
  %51 = sub i64 %50, ptrtoint (ptr @data_ to i64)
  %52 = ashr exact i64 %51, 2
  %53 = load i32, ptr %6, align 4, !tbaa !6
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %52, %54
  %56 = mul i64 %49, 1000003
  %57 = xor i64 %55, %56
  %58 = shl i64 %27, 32
  %59 = ashr exact i64 %58, 32
  %60 = mul i64 %57, 1000003
  %61 = xor i64 %60, %59
  %62 = ashr i64 %27, 32
  %63 = mul i64 %61, 1000003
  %64 = xor i64 %63, %62
  %65 = shl i64 %28, 32
  %66 = ashr exact i64 %65, 32
  %67 = mul i64 %64, 1000003
  %68 = xor i64 %67, %66
  %69 = zext i8 %8 to i64
  %70 = mul i64 %68, 1000003
  %71 = xor i64 %70, %69
  %72 = zext i16 %9 to i64
  %73 = mul i64 %71, 1000003
  %74 = xor i64 %73, %72
  %75 = zext i1 %10 to i64
  %76 = mul i64 %74, 1000003
  %77 = xor i64 %76, %75
  %78 = sext i8 %11 to i64
  %79 = mul i64 %77, 1000003
  %80 = xor i64 %79, %78
  %81 = fmul float %12, 1.600000e+01
  %82 = fptosi float %81 to i64
  %83 = mul i64 %80, 1000003
  %84 = xor i64 %83, %82
  %85 = fmul double %13, 1.600000e+01
  %86 = fptosi double %85 to i64
  %87 = mul i64 %84, 1000003
  %88 = xor i64 %87, %86
  %89 = mul i64 %88, 1000003
  %90 = xor i64 %89, %14
  %91 = sext i32 %15 to i64
  %92 = mul i64 %90, 1000003
  %93 = xor i64 %92, %91
  %94 = shl i64 %16, 48
  %95 = ashr exact i64 %94, 48
  %96 = mul i64 %93, 1000003
  %97 = xor i64 %96, %95
  %98 = and i64 %29, 255
  %99 = mul i64 %97, 1000003
  %100 = xor i64 %99, %98
  %101 = fmul double %17, 1.600000e+01
  %102 = fptosi double %101 to i64
  %103 = mul i64 %100, 1000003
  %104 = xor i64 %103, %102
  %105 = fmul float %18, 1.600000e+01
  %106 = fptosi float %105 to i64
  %107 = mul i64 %104, 1000003
  %108 = xor i64 %107, %106
  %109 = getelementptr inbounds i8, ptr %19, i64 1
  %110 = load i8, ptr %109, align 1, !tbaa !10
  %111 = zext i8 %110 to i64
  %112 = mul i64 %108, 1000003
  %113 = xor i64 %112, %111
  %114 = mul i64 %113, 1000003
  %115 = xor i64 %114, %20
  %116 = sext i16 %21 to i64
  %117 = mul i64 %115, 1000003
  %118 = xor i64 %117, %116
  %119 = fmul double %22, 1.600000e+01
  %120 = fptosi double %119 to i64
  %121 = mul i64 %118, 1000003
  %122 = xor i64 %121, %120
  %123 = sext i32 %23 to i64
  %124 = mul i64 %122, 1000003
  %125 = xor i64 %124, %123
  %126 = mul i64 %125, 1000003
  %127 = xor i64 %126, %30
  %128 = mul i64 %127, 1000003
  %129 = xor i64 %128, %31
  %130 = fmul float %25, 1.600000e+01
  %131 = fptosi float %130 to i64
  %132 = mul i64 %129, 1000003
  %133 = xor i64 %132, %131
  ret i64 %133
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_stack_small(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i8 noundef %8, i16 noundef %9, i32 noundef %10, i1 noundef %11, i8 noundef %12, i8 noundef %13, i16 noundef %14, i32 noundef %15, i16 noundef %16) local_unnamed_addr #3 {
  %18 = shl nsw i64 %1, 1
  %19 = add nsw i64 %18, %0
  %20 = mul nsw i64 %2, 3
  %21 = add nsw i64 %19, %20
  %22 = shl nsw i64 %3, 2
  %23 = add nsw i64 %21, %22
  %24 = mul nsw i64 %4, 5
  %25 = add nsw i64 %23, %24
  %26 = mul nsw i64 %5, 6
  %27 = add nsw i64 %25, %26
  %28 = mul nsw i64 %6, 7
  %29 = add nsw i64 %27, %28
  %30 = shl nsw i64 %7, 3
  %31 = add nsw i64 %29, %30
  %32 = sext i8 %8 to i64
  %33 = mul nsw i64 %32, 9
  %34 = add nsw i64 %31, %33
  %35 = sext i16 %9 to i64
  %36 = mul nsw i64 %35, 10
  %37 = add nsw i64 %34, %36
  %38 = mul nsw i32 %10, 11
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %37, %39
  %41 = select i1 %11, i64 12, i64 0
  %42 = add nsw i64 %40, %41
  %43 = zext i8 %12 to i64
  %44 = mul nuw nsw i64 %43, 13
  %45 = add nsw i64 %42, %44
  %46 = sext i8 %13 to i64
  %47 = mul nsw i64 %46, 14
  %48 = add nsw i64 %45, %47
  %49 = zext i16 %14 to i64
  %50 = mul nuw nsw i64 %49, 15
  %51 = add nsw i64 %48, %50
  %52 = zext i32 %15 to i64
  %53 = shl nuw nsw i64 %52, 4
  %54 = add nsw i64 %51, %53
  %55 = sext i16 %16 to i64
  %56 = mul nsw i64 %55, 17
  %57 = add nsw i64 %54, %56
  ret i64 %57
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_fp20(float noundef %0, double noundef %1, float noundef %2, double noundef %3, float noundef %4, double noundef %5, float noundef %6, double noundef %7, float noundef %8, double noundef %9, float noundef %10, double noundef %11, float noundef %12, double noundef %13, float noundef %14, double noundef %15, [2 x double] alignstack(8) %16, float noundef %17, double noundef %18, float noundef %19) local_unnamed_addr #3 {
  %21 = extractvalue [2 x double] %16, 0
  %22 = extractvalue [2 x double] %16, 1
  %23 = fpext float %0 to double
  %24 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %23)
  %25 = fmul float %2, 3.000000e+00
  %26 = fpext float %25 to double
  %27 = fadd double %24, %26
  %28 = tail call double @llvm.fmuladd.f64(double %3, double 4.000000e+00, double %27)
  %29 = fmul float %4, 5.000000e+00
  %30 = fpext float %29 to double
  %31 = fadd double %28, %30
  %32 = tail call double @llvm.fmuladd.f64(double %5, double 6.000000e+00, double %31)
  %33 = fmul float %6, 7.000000e+00
  %34 = fpext float %33 to double
  %35 = fadd double %32, %34
  %36 = tail call double @llvm.fmuladd.f64(double %7, double 8.000000e+00, double %35)
  %37 = fmul float %8, 9.000000e+00
  %38 = fpext float %37 to double
  %39 = fadd double %36, %38
  %40 = tail call double @llvm.fmuladd.f64(double %9, double 1.000000e+01, double %39)
  %41 = fmul float %10, 1.100000e+01
  %42 = fpext float %41 to double
  %43 = fadd double %40, %42
  %44 = tail call double @llvm.fmuladd.f64(double %11, double 1.200000e+01, double %43)
  %45 = fmul float %12, 1.300000e+01
  %46 = fpext float %45 to double
  %47 = fadd double %44, %46
  %48 = tail call double @llvm.fmuladd.f64(double %13, double 1.400000e+01, double %47)
  %49 = fmul float %14, 1.500000e+01
  %50 = fpext float %49 to double
  %51 = fadd double %48, %50
  %52 = tail call double @llvm.fmuladd.f64(double %15, double 1.600000e+01, double %51)
  %53 = tail call double @llvm.fmuladd.f64(double %21, double 1.700000e+01, double %52)
  %54 = tail call double @llvm.fmuladd.f64(double %22, double 1.800000e+01, double %53)
  %55 = fmul float %17, 1.900000e+01
  %56 = fpext float %55 to double
  %57 = fadd double %54, %56
  %58 = tail call double @llvm.fmuladd.f64(double %18, double 2.000000e+01, double %57)
  %59 = fmul float %19, 2.100000e+01
  %60 = fpext float %59 to double
  %61 = fadd double %58, %60
  ret double %61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i8 @r_ret_sc(i8 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = trunc i32 %1 to i8
  %4 = mul i8 %3, %0
  ret i8 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i8 @r_ret_uc(i8 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = trunc i32 %1 to i8
  %4 = mul i8 %3, %0
  ret i8 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i16 @r_ret_ss(i16 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = trunc i32 %1 to i16
  %4 = mul i16 %3, %0
  ret i16 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i16 @r_ret_us(i16 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = trunc i32 %1 to i16
  %4 = mul i16 %3, %0
  ret i16 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i1 @r_ret_b(i32 noundef %0) local_unnamed_addr #3 {
  %2 = and i32 %0, 4
  %3 = icmp ne i32 %2, 0
  ret i1 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -6445727872, 36576046384) i64 @r_widen(i8 noundef %0, i8 noundef %1, i16 noundef %2, i16 noundef %3, i1 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = sext i8 %0 to i64
  %9 = zext i8 %1 to i64
  %10 = mul nuw nsw i64 %9, 10
  %11 = add nsw i64 %10, %8
  %12 = sext i16 %2 to i64
  %13 = mul nsw i64 %12, 100
  %14 = add nsw i64 %11, %13
  %15 = zext i16 %3 to i64
  %16 = mul nuw nsw i64 %15, 1000
  %17 = add nsw i64 %14, %16
  %18 = select i1 %4, i64 10000, i64 0
  %19 = add nsw i64 %17, %18
  %20 = sext i32 %5 to i64
  %21 = mul nsw i64 %20, 3
  %22 = add nsw i64 %19, %21
  %23 = zext i32 %6 to i64
  %24 = mul nuw nsw i64 %23, 7
  %25 = add nsw i64 %22, %24
  ret i64 %25
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i64 @r_tail_a(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11) local_unnamed_addr #5 {
  %13 = icmp eq i32 %0, 0
  br i1 %13, label %14, label %35

14:                                               ; preds = %12
  %15 = mul i64 %1, 1000003
  %16 = xor i64 %15, %2
  %17 = mul i64 %16, 1000003
  %18 = xor i64 %17, %3
  %19 = mul i64 %18, 1000003
  %20 = xor i64 %19, %4
  %21 = mul i64 %20, 1000003
  %22 = xor i64 %21, %5
  %23 = mul i64 %22, 1000003
  %24 = xor i64 %23, %6
  %25 = mul i64 %24, 1000003
  %26 = xor i64 %25, %7
  %27 = mul i64 %26, 1000003
  %28 = xor i64 %27, %8
  %29 = mul i64 %28, 1000003
  %30 = xor i64 %29, %9
  %31 = mul i64 %30, 1000003
  %32 = xor i64 %31, %10
  %33 = mul i64 %32, 1000003
  %34 = xor i64 %33, %11
  br label %94

35:                                               ; preds = %12
  %36 = add nsw i32 %0, -1
  %37 = add nsw i64 %1, 1
  %38 = icmp eq i32 %36, 0
  br i1 %38, label %39, label %63

39:                                               ; preds = %90, %35
  %40 = phi i64 [ %11, %35 ], [ %67, %90 ]
  %41 = phi i64 [ %37, %35 ], [ %92, %90 ]
  %42 = mul i64 %40, 1000003
  %43 = xor i64 %42, %41
  %44 = mul i64 %43, 1000003
  %45 = xor i64 %44, %2
  %46 = mul i64 %45, 1000003
  %47 = xor i64 %46, %3
  %48 = mul i64 %47, 1000003
  %49 = xor i64 %48, %4
  %50 = mul i64 %49, 1000003
  %51 = xor i64 %50, %5
  %52 = mul i64 %51, 1000003
  %53 = xor i64 %52, %6
  %54 = mul i64 %53, 1000003
  %55 = xor i64 %54, %7
  %56 = mul i64 %55, 1000003
  %57 = xor i64 %56, %8
  %58 = mul i64 %57, 1000003
  %59 = xor i64 %58, %9
  %60 = mul i64 %59, 1000003
  %61 = xor i64 %60, %10
  %62 = add i64 %61, 1
  br label %94

63:                                               ; preds = %35, %90
  %64 = phi i64 [ %92, %90 ], [ %37, %35 ]
  %65 = phi i64 [ %67, %90 ], [ %11, %35 ]
  %66 = phi i32 [ %91, %90 ], [ %36, %35 ]
  %67 = mul nsw i64 %65, 3
  %68 = icmp eq i32 %66, 1
  br i1 %68, label %69, label %90

69:                                               ; preds = %63
  %70 = mul i64 %64, 1000003
  %71 = xor i64 %70, %2
  %72 = mul i64 %71, 1000003
  %73 = xor i64 %72, %3
  %74 = mul i64 %73, 1000003
  %75 = xor i64 %74, %4
  %76 = mul i64 %75, 1000003
  %77 = xor i64 %76, %5
  %78 = mul i64 %77, 1000003
  %79 = xor i64 %78, %6
  %80 = mul i64 %79, 1000003
  %81 = xor i64 %80, %7
  %82 = mul i64 %81, 1000003
  %83 = xor i64 %82, %8
  %84 = mul i64 %83, 1000003
  %85 = xor i64 %84, %9
  %86 = mul i64 %85, 1000003
  %87 = xor i64 %86, %10
  %88 = mul i64 %87, 1000003
  %89 = xor i64 %88, %67
  br label %94

90:                                               ; preds = %63
  %91 = add nsw i32 %66, -2
  %92 = add nsw i64 %64, 1
  %93 = icmp eq i32 %91, 0
  br i1 %93, label %39, label %63

94:                                               ; preds = %69, %39, %14
  %95 = phi i64 [ %34, %14 ], [ %62, %39 ], [ %89, %69 ]
  ret i64 %95
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i64 @r_tail_b(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11) local_unnamed_addr #5 {
  %13 = icmp eq i32 %0, 0
  br i1 %13, label %14, label %38

14:                                               ; preds = %65, %12
  %15 = phi i64 [ %1, %12 ], [ %42, %65 ]
  %16 = phi i64 [ %2, %12 ], [ %67, %65 ]
  %17 = mul i64 %15, 1000003
  %18 = xor i64 %17, %16
  %19 = mul i64 %18, 1000003
  %20 = xor i64 %19, %3
  %21 = mul i64 %20, 1000003
  %22 = xor i64 %21, %4
  %23 = mul i64 %22, 1000003
  %24 = xor i64 %23, %5
  %25 = mul i64 %24, 1000003
  %26 = xor i64 %25, %6
  %27 = mul i64 %26, 1000003
  %28 = xor i64 %27, %7
  %29 = mul i64 %28, 1000003
  %30 = xor i64 %29, %8
  %31 = mul i64 %30, 1000003
  %32 = xor i64 %31, %9
  %33 = mul i64 %32, 1000003
  %34 = xor i64 %33, %10
  %35 = mul i64 %34, 1000003
  %36 = xor i64 %35, %11
  %37 = add i64 %36, 1
  br label %69

38:                                               ; preds = %12, %65
  %39 = phi i64 [ %67, %65 ], [ %2, %12 ]
  %40 = phi i64 [ %42, %65 ], [ %1, %12 ]
  %41 = phi i32 [ %66, %65 ], [ %0, %12 ]
  %42 = mul nsw i64 %40, 3
  %43 = icmp eq i32 %41, 1
  br i1 %43, label %44, label %65

44:                                               ; preds = %38
  %45 = mul i64 %39, 1000003
  %46 = xor i64 %45, %3
  %47 = mul i64 %46, 1000003
  %48 = xor i64 %47, %4
  %49 = mul i64 %48, 1000003
  %50 = xor i64 %49, %5
  %51 = mul i64 %50, 1000003
  %52 = xor i64 %51, %6
  %53 = mul i64 %52, 1000003
  %54 = xor i64 %53, %7
  %55 = mul i64 %54, 1000003
  %56 = xor i64 %55, %8
  %57 = mul i64 %56, 1000003
  %58 = xor i64 %57, %9
  %59 = mul i64 %58, 1000003
  %60 = xor i64 %59, %10
  %61 = mul i64 %60, 1000003
  %62 = xor i64 %61, %11
  %63 = mul i64 %62, 1000003
  %64 = xor i64 %63, %42
  br label %69

65:                                               ; preds = %38
  %66 = add nsw i32 %41, -2
  %67 = add nsw i64 %39, 1
  %68 = icmp eq i32 %66, 0
  br i1 %68, label %14, label %38

69:                                               ; preds = %44, %14
  %70 = phi i64 [ %37, %14 ], [ %64, %44 ]
  ret i64 %70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @r_big_tail(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #0 {
  %11 = load i64, ptr %0, align 8, !tbaa !11
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !11
  %14 = add nsw i64 %13, %11
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !11
  %17 = add nsw i64 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load i32, ptr %18, align 8, !tbaa !13
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul i64 %21, 1000003
  %23 = xor i64 %22, %1
  %24 = add nsw i64 %3, %2
  %25 = mul i64 %23, 1000003
  %26 = xor i64 %25, %24
  %27 = add nsw i64 %5, %4
  %28 = mul i64 %26, 1000003
  %29 = xor i64 %28, %27
  %30 = add nsw i64 %7, %6
  %31 = mul i64 %29, 1000003
  %32 = xor i64 %31, %30
  %33 = mul nsw i64 %9, %8
  %34 = mul i64 %32, 1000003
  %35 = xor i64 %34, %33
  ret i64 %35
}

; Function Attrs: nounwind uwtable
define dso_local i64 @r_fwd_big(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !15
  %4 = call i64 @g_big_tail(ptr noundef nonnull %3, i64 noundef %1, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  ret i64 %4
}

declare i64 @g_big_tail(ptr noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_self() local_unnamed_addr #6 {
  %1 = alloca %struct.Big, align 8
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @data_, i64 8), align 4, !tbaa !6
  %3 = sext i32 %2 to i64
  %4 = add nsw i64 %3, 2
  %5 = xor i64 %4, -104043699500089331
  %6 = mul i64 %5, 1000003
  %7 = xor i64 %6, -1
  %8 = mul i64 %7, 1000003
  %9 = xor i64 %8, 2
  %10 = mul i64 %9, 1000003
  %11 = xor i64 %10, -3
  %12 = mul i64 %11, 1000003
  %13 = xor i64 %12, 200
  %14 = mul i64 %13, 1000003
  %15 = xor i64 %14, 60000
  %16 = mul i64 %15, 1000003
  %17 = xor i64 %16, 1
  %18 = mul i64 %17, 1000003
  %19 = xor i64 %18, -20
  %20 = mul i64 %19, 1000003
  %21 = xor i64 %20, 348
  %22 = mul i64 %21, 1000003
  %23 = xor i64 %22, -360
  %24 = mul i64 %23, 1000003
  %25 = xor i64 %24, 23
  %26 = mul i64 %25, 1000003
  %27 = xor i64 %26, -24
  %28 = mul i64 %27, 1000003
  %29 = xor i64 %28, -6
  %30 = mul i64 %29, 1000003
  %31 = xor i64 %30, 7
  %32 = mul i64 %31, 1000003
  %33 = xor i64 %32, 402
  %34 = mul i64 %33, 1000003
  %35 = xor i64 %34, -424
  %36 = mul i64 %35, 1000003
  %37 = xor i64 %36, 121
  %38 = mul i64 %37, 1000003
  %39 = xor i64 %38, -27
  %40 = mul i64 %39, 1000003
  %41 = xor i64 %40, -28
  %42 = mul i64 %41, 1000003
  %43 = xor i64 %42, 465
  %44 = mul i64 %43, 1000003
  %45 = xor i64 %44, -30
  %46 = mul i64 %45, 1000003
  %47 = xor i64 %46, -4
  %48 = mul i64 %47, 1000003
  %49 = xor i64 %48, 5
  %50 = mul i64 %49, 1000003
  %51 = xor i64 %50, 504
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %51)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 64000327441)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 28996)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef -44)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 44)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 88)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef -24464)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 48928)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 1)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 30130318511)
  br label %62

62:                                               ; preds = %62, %0
  %63 = phi i64 [ %65, %62 ], [ 11, %0 ]
  %64 = phi i32 [ %66, %62 ], [ 1000, %0 ]
  %65 = mul nuw nsw i64 %63, 3
  %66 = add nsw i32 %64, -2
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %62

68:                                               ; preds = %62
  %69 = mul i64 %51, 1000003
  %70 = xor i64 %69, 64000327441
  %71 = mul i64 %70, 1000003
  %72 = xor i64 %71, 28996
  %73 = mul i64 %72, 1000003
  %74 = xor i64 %73, -44
  %75 = mul i64 %74, 1000003
  %76 = xor i64 %75, 44
  %77 = mul i64 %76, 1000003
  %78 = xor i64 %77, 88
  %79 = mul i64 %78, 1000003
  %80 = xor i64 %79, -24464
  %81 = mul i64 %80, 1000003
  %82 = xor i64 %81, 48928
  %83 = mul i64 %82, 1000003
  %84 = xor i64 %83, 1
  %85 = mul i64 %84, 1000003
  %86 = xor i64 %85, 30130318511
  %87 = mul i64 %63, 3000009
  %88 = xor i64 %87, 502
  %89 = mul i64 %88, 1000003
  %90 = xor i64 %89, 2
  %91 = mul i64 %90, 1000003
  %92 = xor i64 %91, 3
  %93 = mul i64 %92, 1000003
  %94 = xor i64 %93, 4
  %95 = mul i64 %94, 1000003
  %96 = xor i64 %95, 5
  %97 = mul i64 %96, 1000003
  %98 = xor i64 %97, 6
  %99 = mul i64 %98, 1000003
  %100 = xor i64 %99, 7
  %101 = mul i64 %100, 1000003
  %102 = xor i64 %101, 8
  %103 = mul i64 %102, 1000003
  %104 = xor i64 %103, 9
  %105 = mul i64 %104, 1000003
  %106 = xor i64 %105, 10
  %107 = add i64 %106, 1
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %107)
  %109 = mul i64 %86, 1000003
  %110 = xor i64 %107, %109
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull readonly align 8 dereferenceable(32) @__const.r_drive_other.big, i64 32, i1 false), !tbaa.struct !15
  %111 = call i64 @g_big_tail(ptr noundef nonnull %1, i64 noundef 14, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef %111)
  %113 = mul i64 %110, 1000003
  %114 = xor i64 %111, %113
  ret i64 %114
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_other() local_unnamed_addr #6 {
  %1 = alloca [4 x i8], align 4
  %2 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store i32 8026488, ptr %1, align 4
  %3 = call i64 @g_m26(i8 noundef -14, i16 noundef -15000, i32 noundef -16, i64 noundef -17000000000, float noundef 1.850000e+01, double noundef -1.925000e+01, ptr noundef nonnull getelementptr inbounds (i8, ptr @data_, i64 8), [2 x i64] [i64 12884901887, i64 4294967293], i8 noundef -56, i16 noundef -5536, i1 noundef true, i8 noundef -20, float noundef 2.175000e+01, double noundef -2.250000e+01, i64 noundef 23, i32 noundef -24, i64 524282, double noundef 2.512500e+01, float noundef -2.650000e+01, ptr noundef nonnull %1, i64 noundef -27, i16 noundef -28, double noundef 2.906250e+01, i32 noundef -30, [2 x i64] [i64 -4, i64 5], float noundef 3.150000e+01) #10
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %3)
  %5 = call i64 @g_stack_small(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i8 noundef -9, i16 noundef -10000, i32 noundef -11, i1 noundef true, i8 noundef -6, i8 noundef -128, i16 noundef -1, i32 noundef -294967296, i16 noundef -32768) #10
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef %5)
  %7 = mul i64 %3, 1000003
  %8 = xor i64 %5, %7
  %9 = call double @g_fp20(float noundef 1.000000e+00, double noundef 2.000000e+00, float noundef 3.000000e+00, double noundef 4.000000e+00, float noundef 5.000000e+00, double noundef 6.000000e+00, float noundef 7.000000e+00, double noundef 8.000000e+00, float noundef 9.500000e+00, double noundef 1.050000e+01, float noundef 1.150000e+01, double noundef 1.250000e+01, float noundef 1.325000e+01, double noundef 1.425000e+01, float noundef 1.525000e+01, double noundef 1.625000e+01, [2 x double] alignstack(8) [double 8.500000e+00, double -9.250000e+00], float noundef 1.775000e+01, double noundef 1.875000e+01, float noundef -1.950000e+01) #10
  %10 = fmul double %9, 1.600000e+01
  %11 = fptosi double %10 to i64
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef %11)
  %13 = mul i64 %8, 1000003
  %14 = xor i64 %13, %11
  %15 = call i8 @g_ret_sc(i8 noundef -100, i32 noundef 3) #10
  %16 = sext i8 %15 to i64
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef %16)
  %18 = mul i64 %14, 1000003
  %19 = xor i64 %18, %16
  %20 = call i8 @g_ret_sc(i8 noundef 100, i32 noundef 3) #10
  %21 = sext i8 %20 to i64
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %21)
  %23 = mul i64 %19, 1000003
  %24 = xor i64 %23, %21
  %25 = call i8 @g_ret_uc(i8 noundef -56, i32 noundef 3) #10
  %26 = zext i8 %25 to i64
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef %26)
  %28 = mul i64 %24, 1000003
  %29 = xor i64 %28, %26
  %30 = call i16 @g_ret_ss(i16 noundef -30000, i32 noundef 3) #10
  %31 = sext i16 %30 to i64
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef %31)
  %33 = mul i64 %29, 1000003
  %34 = xor i64 %33, %31
  %35 = call i16 @g_ret_us(i16 noundef -5536, i32 noundef 3) #10
  %36 = zext i16 %35 to i64
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef %36)
  %38 = mul i64 %34, 1000003
  %39 = xor i64 %38, %36
  %40 = call i1 @g_ret_b(i32 noundef 12) #10
  %41 = zext i1 %40 to i64
  %42 = call i1 @g_ret_b(i32 noundef 3) #10
  %43 = select i1 %42, i64 2, i64 0
  %44 = or disjoint i64 %43, %41
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %44)
  %46 = mul i64 %39, 1000003
  %47 = xor i64 %44, %46
  %48 = call i64 @g_widen(i8 noundef -1, i8 noundef -1, i16 noundef -1, i16 noundef -1, i1 noundef true, i32 noundef -1, i32 noundef -1) #10
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %48)
  %50 = mul i64 %47, 1000003
  %51 = xor i64 %50, %48
  %52 = call i64 @g_tail_a(i32 noundef 1001, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10, i64 noundef 11) #10
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %52)
  %54 = mul i64 %51, 1000003
  %55 = xor i64 %54, %52
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.r_drive_other.big, i64 32, i1 false), !tbaa.struct !15
  %56 = call i64 @g_fwd_big(ptr noundef nonnull %2, i64 noundef 14) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef %56)
  %58 = mul i64 %55, 1000003
  %59 = xor i64 %58, %56
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i64 %59
}

declare i64 @g_m26(i8 noundef, i16 noundef, i32 noundef, i64 noundef, float noundef, double noundef, ptr noundef, [2 x i64], i8 noundef, i16 noundef, i1 noundef, i8 noundef, float noundef, double noundef, i64 noundef, i32 noundef, i64, double noundef, float noundef, ptr noundef, i64 noundef, i16 noundef, double noundef, i32 noundef, [2 x i64], float noundef) local_unnamed_addr #7

declare i64 @g_stack_small(i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i8 noundef, i16 noundef, i32 noundef, i1 noundef, i8 noundef, i8 noundef, i16 noundef, i32 noundef, i16 noundef) local_unnamed_addr #7

declare double @g_fp20(float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, [2 x double] alignstack(8), float noundef, double noundef, float noundef) local_unnamed_addr #7

declare i8 @g_ret_sc(i8 noundef, i32 noundef) local_unnamed_addr #7

declare i8 @g_ret_uc(i8 noundef, i32 noundef) local_unnamed_addr #7

declare i16 @g_ret_ss(i16 noundef, i32 noundef) local_unnamed_addr #7

declare i16 @g_ret_us(i16 noundef, i32 noundef) local_unnamed_addr #7

declare i1 @g_ret_b(i32 noundef) local_unnamed_addr #7

declare i64 @g_widen(i8 noundef, i8 noundef, i16 noundef, i16 noundef, i1 noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

declare i64 @g_tail_a(i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #7

declare i64 @g_fwd_big(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #6 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i64 @r_drive_self()
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.20)
  %4 = tail call i64 @r_drive_other()
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  %6 = tail call i64 @g_drive_other() #10
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.22)
  %8 = tail call i64 @g_drive_self() #10
  %9 = icmp ne i64 %2, %4
  %10 = icmp ne i64 %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = icmp ne i64 %6, %8
  %13 = select i1 %11, i1 true, i1 %12
  %14 = select i1 %13, ptr @.str.19, ptr @.str.18
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %2, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  ret i32 %16
}

declare i64 @g_drive_other() local_unnamed_addr #7

declare i64 @g_drive_self() local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !8, i64 0}
!13 = !{!14, !7, i64 24}
!14 = !{!"Big", !8, i64 0, !7, i64 24}
!15 = !{i64 0, i64 24, !10, i64 24, i64 4, !6}
