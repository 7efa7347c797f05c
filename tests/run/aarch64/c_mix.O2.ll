; ModuleID = 'tests/run/aarch64/c_mix.c'
source_filename = "tests/run/aarch64/c_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [26 x i8] c"packed %zu %d %g %d %llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"hfa3 %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"small %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"vsum %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"union %llx %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"switch %d\0A\00", align 1
@__const.main.tab = private unnamed_addr constant [3 x ptr] [ptr @f1, ptr @f2, ptr @f3], align 8
@.str.6 = private unnamed_addr constant [9 x i8] c"fptr %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"bitint %llx %llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"bitint77 %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"ldc %Lg %Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"f16 %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"memmove %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca [200 x i8], align 16
  %4 = mul nsw i32 %0, 305419896
  %5 = or disjoint i32 %4, 1
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 23, i32 noundef %5, double noundef 2.500000e+00, i32 noundef -3, i64 noundef 77162851027281784)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 7.000000e+00, double noundef 1.000000e+01, double noundef -1.000000e+00)
  %8 = add i32 %0, 4
  %9 = mul i32 %0, 26214400
  %10 = add i32 %9, 26214400
  %11 = and i32 %8, 255
  %12 = ashr exact i32 %10, 16
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11, i32 noundef %12)
  %14 = tail call double (i32, ...) @vsum(i32 poison, [2 x i64] [i64 1069547520, i64 4612811918334230528], [2 x i64] [i64 1048576000, i64 4756540486875873280], [3 x float] alignstack(8) [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], fp128 noundef 0xL00000000000000004000C00000000000)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854775808, double noundef -0.000000e+00)
  br label %80

17:                                               ; preds = %91
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %94)
  %19 = srem i32 %0, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !6
  %23 = tail call i32 %22(i32 noundef %0) #9
  %24 = add nsw i32 %23, 1
  %25 = srem i32 %24, 3
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !6
  %29 = tail call i32 %28(i32 noundef %23) #9
  %30 = add nsw i32 %29, 2
  %31 = srem i32 %30, 3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !6
  %35 = tail call i32 %34(i32 noundef %29) #9
  %36 = add nsw i32 %35, 3
  %37 = srem i32 %36, 3
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %38
  %40 = load ptr, ptr %39, align 8, !tbaa !6
  %41 = tail call i32 %40(i32 noundef %35) #9
  %42 = add nsw i32 %41, 4
  %43 = srem i32 %42, 3
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %44
  %46 = load ptr, ptr %45, align 8, !tbaa !6
  %47 = tail call i32 %46(i32 noundef %41) #9
  %48 = add nsw i32 %47, 5
  %49 = srem i32 %48, 3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8, !tbaa !6
  %53 = tail call i32 %52(i32 noundef %47) #9
  %54 = add nsw i32 %53, 6
  %55 = srem i32 %54, 3
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %56
  %58 = load ptr, ptr %57, align 8, !tbaa !6
  %59 = tail call i32 %58(i32 noundef %53) #9
  %60 = add nsw i32 %59, 7
  %61 = srem i32 %60, 3
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %62
  %64 = load ptr, ptr %63, align 8, !tbaa !6
  %65 = tail call i32 %64(i32 noundef %59) #9
  %66 = add nsw i32 %65, 8
  %67 = srem i32 %66, 3
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %68
  %70 = load ptr, ptr %69, align 8, !tbaa !6
  %71 = tail call i32 %70(i32 noundef %65) #9
  %72 = add nsw i32 %71, 9
  %73 = srem i32 %72, 3
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %74
  %76 = load ptr, ptr %75, align 8, !tbaa !6
  %77 = tail call i32 %76(i32 noundef %71) #9
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %77)
  %79 = sext i32 %0 to i120
  br label %154

80:                                               ; preds = %2, %91
  %81 = phi i32 [ 0, %2 ], [ %95, %91 ]
  %82 = phi i32 [ 0, %2 ], [ %94, %91 ]
  switch i32 %81, label %90 [
    i32 0, label %91
    i32 1, label %83
    i32 2, label %84
    i32 3, label %85
    i32 5, label %86
    i32 8, label %87
    i32 13, label %88
    i32 21, label %89
  ]

83:                                               ; preds = %80
  br label %91

84:                                               ; preds = %80
  br label %91

85:                                               ; preds = %80
  br label %91

86:                                               ; preds = %80
  br label %91

87:                                               ; preds = %80
  br label %91

88:                                               ; preds = %80
  br label %91

89:                                               ; preds = %80
  br label %91

90:                                               ; preds = %80
  br label %91

91:                                               ; preds = %80, %83, %84, %85, %86, %87, %88, %89, %90
  %92 = phi i32 [ -1, %90 ], [ 2121, %89 ], [ 1313, %88 ], [ 98, %87 ], [ 65, %86 ], [ 43, %85 ], [ 32, %84 ], [ 21, %83 ], [ 10, %80 ]
  %93 = mul nsw i32 %92, %81
  %94 = add nsw i32 %93, %82
  %95 = add nuw nsw i32 %81, 1
  %96 = icmp eq i32 %95, 25
  br i1 %96, label %17, label %80, !llvm.loop !10

97:                                               ; preds = %154
  %98 = sext i32 %0 to i77
  %99 = mul i77 %98, -123456789012345
  %100 = sdiv i77 %99, 7
  %101 = srem i77 %99, 13
  %102 = sub nsw i77 %100, %101
  %103 = lshr i120 %158, 64
  %104 = trunc nuw nsw i120 %103 to i64
  %105 = urem i120 %158, 1000000007
  %106 = trunc nuw nsw i120 %105 to i64
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %104, i64 noundef %106)
  %108 = trunc i77 %102 to i64
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %108)
  %110 = tail call { fp128, fp128 } @__divtc3(fp128 noundef 0xL0000000000000000C000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL0000000000000000BFFF000000000000) #9
  %111 = extractvalue { fp128, fp128 } %110, 0
  %112 = extractvalue { fp128, fp128 } %110, 1
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %111, fp128 noundef %112)
  %114 = sitofp i32 %0 to float
  %115 = tail call float @llvm.copysign.f32(float 0.000000e+00, float %114)
  %116 = fptrunc float %115 to half
  %117 = fmul float %114, 0x3FD3333340000000
  %118 = fptrunc float %117 to half
  %119 = fmul float %114, 0x3FE3333340000000
  %120 = fptrunc float %119 to half
  %121 = fmul float %114, 0x3FECCCCCE0000000
  %122 = fptrunc float %121 to half
  %123 = fmul float %114, 0x3FF3333340000000
  %124 = fptrunc float %123 to half
  %125 = fmul float %114, 1.500000e+00
  %126 = fptrunc float %125 to half
  %127 = fmul float %114, 0x3FFCCCCCE0000000
  %128 = fptrunc float %127 to half
  %129 = fmul float %114, 0x4000CCCCE0000000
  %130 = fptrunc float %129 to half
  %131 = tail call half @llvm.fmuladd.f16(half %116, half %116, half 0xH0000)
  %132 = tail call half @llvm.fmuladd.f16(half %118, half %118, half %131)
  %133 = tail call half @llvm.fmuladd.f16(half %120, half %120, half %132)
  %134 = tail call half @llvm.fmuladd.f16(half %122, half %122, half %133)
  %135 = tail call half @llvm.fmuladd.f16(half %124, half %124, half %134)
  %136 = tail call half @llvm.fmuladd.f16(half %126, half %126, half %135)
  %137 = tail call half @llvm.fmuladd.f16(half %128, half %128, half %136)
  %138 = tail call half @llvm.fmuladd.f16(half %130, half %130, half %137)
  %139 = fpext half %138 to double
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %139)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %3) #9
  %141 = getelementptr inbounds i8, ptr %3, i64 16
  store <16 x i8> <i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105>, ptr %3, align 16, !tbaa !12
  store <16 x i8> <i8 112, i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39>, ptr %141, align 16, !tbaa !12
  %142 = getelementptr inbounds i8, ptr %3, i64 32
  %143 = getelementptr inbounds i8, ptr %3, i64 48
  store <16 x i8> <i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73>, ptr %142, align 16, !tbaa !12
  store <16 x i8> <i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71>, ptr %143, align 16, !tbaa !12
  %144 = getelementptr inbounds i8, ptr %3, i64 64
  %145 = getelementptr inbounds i8, ptr %3, i64 80
  store <16 x i8> <i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41>, ptr %144, align 16, !tbaa !12
  store <16 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %145, align 16, !tbaa !12
  %146 = getelementptr inbounds i8, ptr %3, i64 96
  %147 = getelementptr inbounds i8, ptr %3, i64 112
  store <16 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %146, align 16, !tbaa !12
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %147, align 16, !tbaa !12
  %148 = getelementptr inbounds i8, ptr %3, i64 128
  %149 = getelementptr inbounds i8, ptr %3, i64 144
  store <16 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79, i8 -72, i8 -65, i8 -58, i8 -51, i8 -44, i8 -37, i8 -30, i8 -23>, ptr %148, align 16, !tbaa !12
  store <16 x i8> <i8 -16, i8 -9, i8 -2, i8 5, i8 12, i8 19, i8 26, i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89>, ptr %149, align 16, !tbaa !12
  %150 = getelementptr inbounds i8, ptr %3, i64 160
  %151 = getelementptr inbounds i8, ptr %3, i64 176
  store <16 x i8> <i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118, i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62, i8 -55>, ptr %150, align 16, !tbaa !12
  store <16 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %151, align 16, !tbaa !12
  %152 = getelementptr inbounds i8, ptr %3, i64 192
  store <8 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113>, ptr %152, align 16, !tbaa !12
  %153 = getelementptr inbounds i8, ptr %3, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(150) %153, ptr noundef nonnull align 16 dereferenceable(150) %3, i64 150, i1 false)
  br label %163

154:                                              ; preds = %17, %154
  %155 = phi i32 [ 0, %17 ], [ %159, %154 ]
  %156 = phi i120 [ 1, %17 ], [ %158, %154 ]
  %157 = mul i120 %156, 3
  %158 = add i120 %157, %79
  %159 = add nuw nsw i32 %155, 1
  %160 = icmp eq i32 %159, 150
  br i1 %160, label %97, label %154, !llvm.loop !13

161:                                              ; preds = %163
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %170)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %3) #9
  ret i32 0

163:                                              ; preds = %97, %163
  %164 = phi i64 [ 0, %97 ], [ %171, %163 ]
  %165 = phi i32 [ 0, %97 ], [ %170, %163 ]
  %166 = mul nsw i32 %165, 31
  %167 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 %164
  %168 = load i8, ptr %167, align 1, !tbaa !12
  %169 = zext i8 %168 to i32
  %170 = add nsw i32 %166, %169
  %171 = add nuw nsw i64 %164, 1
  %172 = icmp eq i64 %171, 200
  br i1 %172, label %161, label %163, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @vsum(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -15
  br i1 %11, label %17, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %13, ptr %2, align 8
  %14 = load float, ptr %5, align 8, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !17
  br label %30

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds i8, ptr %7, i64 %18
  %20 = load float, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !17
  %23 = icmp sgt i32 %4, -17
  br i1 %23, label %30, label %24

24:                                               ; preds = %17
  %25 = add nsw i32 %4, 32
  store i32 %25, ptr %3, align 8
  %26 = icmp ult i32 %10, -15
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = sext i32 %10 to i64
  %29 = getelementptr inbounds i8, ptr %7, i64 %28
  br label %35

30:                                               ; preds = %12, %24, %17
  %31 = phi double [ %16, %12 ], [ %22, %24 ], [ %22, %17 ]
  %32 = phi float [ %14, %12 ], [ %20, %24 ], [ %20, %17 ]
  %33 = phi ptr [ %13, %12 ], [ %5, %24 ], [ %5, %17 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %34, ptr %2, align 8
  br label %35

35:                                               ; preds = %30, %27
  %36 = phi double [ %22, %27 ], [ %31, %30 ]
  %37 = phi float [ %20, %27 ], [ %32, %30 ]
  %38 = phi ptr [ %5, %27 ], [ %34, %30 ]
  %39 = phi ptr [ %29, %27 ], [ %33, %30 ]
  %40 = load float, ptr %39, align 8, !tbaa !15
  %41 = getelementptr inbounds i8, ptr %39, i64 8
  %42 = load double, ptr %41, align 8, !tbaa !17
  %43 = getelementptr inbounds i8, ptr %2, i64 28
  %44 = load i32, ptr %43, align 4
  %45 = icmp sgt i32 %44, -1
  br i1 %45, label %49, label %46

46:                                               ; preds = %35
  %47 = add nsw i32 %44, 48
  store i32 %47, ptr %43, align 4
  %48 = icmp ult i32 %44, -47
  br i1 %48, label %56, label %49

49:                                               ; preds = %35, %46
  %50 = getelementptr inbounds i8, ptr %38, i64 16
  store ptr %50, ptr %2, align 8
  %51 = getelementptr inbounds i8, ptr %38, i64 4
  %52 = getelementptr inbounds i8, ptr %38, i64 8
  %53 = load float, ptr %38, align 4
  %54 = load float, ptr %51, align 4
  %55 = load float, ptr %52, align 4
  br label %75

56:                                               ; preds = %46
  %57 = getelementptr inbounds i8, ptr %2, i64 16
  %58 = load ptr, ptr %57, align 8
  %59 = sext i32 %44 to i64
  %60 = getelementptr inbounds i8, ptr %58, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = getelementptr inbounds i8, ptr %60, i64 32
  %63 = load float, ptr %60, align 4
  %64 = load float, ptr %61, align 4
  %65 = load float, ptr %62, align 4
  %66 = icmp sgt i32 %44, -49
  br i1 %66, label %75, label %67

67:                                               ; preds = %56
  %68 = add nsw i32 %44, 64
  store i32 %68, ptr %43, align 4
  %69 = icmp ult i32 %47, -15
  br i1 %69, label %70, label %75

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %2, i64 16
  %72 = load ptr, ptr %71, align 8
  %73 = sext i32 %47 to i64
  %74 = getelementptr inbounds i8, ptr %72, i64 %73
  br label %83

75:                                               ; preds = %49, %67, %56
  %76 = phi float [ %55, %49 ], [ %65, %67 ], [ %65, %56 ]
  %77 = phi float [ %54, %49 ], [ %64, %67 ], [ %64, %56 ]
  %78 = phi float [ %53, %49 ], [ %63, %67 ], [ %63, %56 ]
  %79 = phi ptr [ %50, %49 ], [ %38, %67 ], [ %38, %56 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 15
  %81 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %80, i64 -16)
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  store ptr %82, ptr %2, align 8
  br label %83

83:                                               ; preds = %75, %70
  %84 = phi float [ %65, %70 ], [ %76, %75 ]
  %85 = phi float [ %64, %70 ], [ %77, %75 ]
  %86 = phi float [ %63, %70 ], [ %78, %75 ]
  %87 = phi ptr [ %74, %70 ], [ %81, %75 ]
  %88 = fpext float %37 to double
  %89 = fadd double %36, %88
  %90 = fadd double %89, 0.000000e+00
  %91 = fpext float %40 to double
  %92 = fadd double %42, %91
  %93 = fadd double %90, %92
  %94 = fadd float %86, %85
  %95 = fadd float %94, %84
  %96 = fpext float %95 to double
  %97 = fadd double %93, %96
  %98 = load fp128, ptr %87, align 16, !tbaa !19
  %99 = fptrunc fp128 %98 to double
  %100 = fadd double %97, %99
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @f1(i32 noundef %0) #4 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f2(i32 noundef %0) #4 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483648, 2147483645) i32 @f3(i32 noundef %0) #4 {
  %2 = add nsw i32 %0, -3
  ret i32 %2
}

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long double", !8, i64 0}
