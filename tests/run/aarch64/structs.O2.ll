; ModuleID = 'tests/run/aarch64/structs.c'
source_filename = "tests/run/aarch64/structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big24 = type { i32, double, i8 }
%struct.PK = type <{ i8, i64 }>
%struct.Big = type { [5 x i64] }

@.str = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"CALL(small)(s1, s2, s3, s5, s6, s7, s8, s9)\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"CALL(align16)(1, i128, 2, a16, 3, a16b, 4)\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"CALL(bigs)(big, 74, b24, big2)\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"big.v[0] + big2.v[4] + b24.a\00", align 1
@.str.5 = private unnamed_addr constant [54 x i8] c"CALL(mixed)(mif, mdl, 0.375, mfi3, -7.75f, bf, pk, u)\00", align 1
@.str.6 = private unnamed_addr constant [58 x i8] c"CALL(spill)(s16, s16b, s16, s16b, s16, s9, 'x', s12, s15)\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"CALL(partial)(1, 2, 3, 4, 5, 6, 7, s16b, 8, s3)\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"CALL(ret_s1)(41).a\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"HB(r)\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"r.a\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"r.b\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"HB(r.c)\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"(long)r.d\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"r.l\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"(long)(r.f * 8)\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"r.i\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"(long)(r.g * 8)\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"(u64)r.v\00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c"(u64)(r.v >> 64)\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"r.c\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"r.c[8]\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"(long)r.b\00", align 1
@__const.r_drive_other.b24 = private unnamed_addr constant %struct.Big24 { i32 71, double 7.250000e+01, i8 73 }, align 8
@.str.27 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.30 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.31 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.32 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_small(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, [2 x i64] %7) local_unnamed_addr #0 {
  %9 = lshr i64 %1, 8
  %10 = lshr i64 %2, 8
  %11 = lshr i64 %2, 16
  %12 = lshr i64 %3, 8
  %13 = lshr i64 %3, 16
  %14 = lshr i64 %3, 24
  %15 = lshr i64 %3, 32
  %16 = lshr i64 %4, 8
  %17 = lshr i64 %4, 16
  %18 = lshr i64 %4, 24
  %19 = lshr i64 %4, 32
  %20 = lshr i64 %4, 40
  %21 = lshr i64 %5, 32
  %22 = lshr i64 %5, 40
  %23 = lshr i64 %5, 48
  %24 = lshr i64 %6, 8
  %25 = lshr i64 %6, 16
  %26 = lshr i64 %6, 24
  %27 = lshr i64 %6, 32
  %28 = lshr i64 %6, 40
  %29 = lshr i64 %6, 48
  %30 = lshr i64 %6, 56
  %31 = extractvalue [2 x i64] %7, 0
  %32 = extractvalue [2 x i64] %7, 1
  %33 = lshr i64 %31, 8
  %34 = lshr i64 %31, 16
  %35 = lshr i64 %31, 24
  %36 = lshr i64 %31, 32
  %37 = lshr i64 %31, 40
  %38 = lshr i64 %31, 48
  %39 = lshr i64 %31, 56
  %40 = and i64 %0, 255
  %41 = and i64 %1, 255
  %42 = xor i64 %41, 7000021
  %43 = mul nuw nsw i64 %42, 1000003
  %44 = and i64 %2, 255
  %45 = xor i64 %44, 7000021
  %46 = and i64 %10, 255
  %47 = mul nuw nsw i64 %45, 1000003
  %48 = xor i64 %47, %46
  %49 = mul nuw nsw i64 %48, 1000003
  %50 = and i64 %9, 255
  %51 = and i64 %3, 255
  %52 = xor i64 %51, 7000021
  %53 = and i64 %12, 255
  %54 = mul nuw nsw i64 %52, 1000003
  %55 = xor i64 %54, %53
  %56 = and i64 %13, 255
  %57 = mul nuw nsw i64 %55, 1000003
  %58 = xor i64 %57, %56
  %59 = and i64 %14, 255
  %60 = mul i64 %58, 1000003
  %61 = xor i64 %60, %59
  %62 = mul i64 %61, 1000003
  %63 = and i64 %11, 255
  %64 = xor i64 %49, %63
  %65 = and i64 %4, 255
  %66 = xor i64 %65, 7000021
  %67 = and i64 %16, 255
  %68 = mul nuw nsw i64 %66, 1000003
  %69 = xor i64 %68, %67
  %70 = and i64 %17, 255
  %71 = mul nuw nsw i64 %69, 1000003
  %72 = xor i64 %71, %70
  %73 = and i64 %18, 255
  %74 = mul i64 %72, 1000003
  %75 = xor i64 %74, %73
  %76 = and i64 %19, 255
  %77 = mul i64 %75, 1000003
  %78 = xor i64 %77, %76
  %79 = mul i64 %78, 1000003
  %80 = and i64 %15, 255
  %81 = xor i64 %62, %80
  %82 = and i64 %21, 255
  %83 = xor i64 %82, 7000021
  %84 = and i64 %22, 255
  %85 = mul nuw nsw i64 %83, 1000003
  %86 = xor i64 %85, %84
  %87 = mul nuw nsw i64 %86, 1000003
  %88 = and i64 %20, 255
  %89 = xor i64 %79, %88
  %90 = and i64 %6, 255
  %91 = xor i64 %90, 7000021
  %92 = and i64 %24, 255
  %93 = mul nuw nsw i64 %91, 1000003
  %94 = xor i64 %93, %92
  %95 = and i64 %25, 255
  %96 = mul nuw nsw i64 %94, 1000003
  %97 = xor i64 %96, %95
  %98 = and i64 %26, 255
  %99 = mul i64 %97, 1000003
  %100 = xor i64 %99, %98
  %101 = and i64 %27, 255
  %102 = mul i64 %100, 1000003
  %103 = xor i64 %102, %101
  %104 = and i64 %28, 255
  %105 = mul i64 %103, 1000003
  %106 = xor i64 %105, %104
  %107 = and i64 %29, 255
  %108 = mul i64 %106, 1000003
  %109 = xor i64 %108, %107
  %110 = mul i64 %109, 1000003
  %111 = and i64 %23, 255
  %112 = xor i64 %87, %111
  %113 = and i64 %31, 255
  %114 = xor i64 %113, 7000021
  %115 = and i64 %33, 255
  %116 = mul nuw nsw i64 %114, 1000003
  %117 = xor i64 %116, %115
  %118 = and i64 %34, 255
  %119 = mul nuw nsw i64 %117, 1000003
  %120 = xor i64 %119, %118
  %121 = and i64 %35, 255
  %122 = mul i64 %120, 1000003
  %123 = xor i64 %122, %121
  %124 = and i64 %36, 255
  %125 = mul i64 %123, 1000003
  %126 = xor i64 %125, %124
  %127 = and i64 %37, 255
  %128 = mul i64 %126, 1000003
  %129 = xor i64 %128, %127
  %130 = and i64 %38, 255
  %131 = mul i64 %129, 1000003
  %132 = xor i64 %131, %130
  %133 = mul i64 %132, 1000003
  %134 = xor i64 %133, %39
  %135 = and i64 %32, 255
  %136 = mul i64 %134, 1000003
  %137 = xor i64 %136, %135
  %138 = xor i64 %110, %30
  %139 = xor i64 %43, %50
  %140 = xor i64 %40, 6655382
  %141 = mul nuw nsw i64 %140, 1000003
  %142 = xor i64 %139, %141
  %143 = mul nuw nsw i64 %142, 1000003
  %144 = xor i64 %64, %143
  %145 = mul i64 %144, 1000003
  %146 = xor i64 %81, %145
  %147 = mul i64 %146, 1000003
  %148 = xor i64 %89, %147
  %149 = mul i64 %148, 1000003
  %150 = and i64 %5, 255
  %151 = xor i64 %149, %150
  %152 = mul i64 %151, 1000003
  %153 = shl i64 %5, 32
  %154 = ashr i64 %153, 48
  %155 = xor i64 %152, %154
  %156 = mul i64 %155, 1000003
  %157 = xor i64 %112, %156
  %158 = mul i64 %157, 1000003
  %159 = xor i64 %138, %158
  %160 = mul i64 %159, 1000003
  %161 = xor i64 %137, %160
  ret i64 %161
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_align16(i32 noundef %0, i128 %1, i32 noundef %2, i128 %3, i64 noundef %4, i128 %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = trunc i128 %3 to i64
  %9 = lshr i128 %3, 64
  %10 = trunc nuw i128 %9 to i64
  %11 = trunc i128 %5 to i64
  %12 = lshr i128 %5, 64
  %13 = trunc nuw i128 %12 to i64
  %14 = sext i32 %0 to i64
  %15 = trunc i128 %1 to i64
  %16 = mul nsw i64 %14, 1000003
  %17 = xor i64 %16, %15
  %18 = lshr i128 %1, 64
  %19 = trunc nuw i128 %18 to i64
  %20 = mul i64 %17, 1000003
  %21 = xor i64 %20, %19
  %22 = sext i32 %2 to i64
  %23 = mul i64 %21, 1000003
  %24 = xor i64 %23, %22
  %25 = mul i64 %24, 1000003
  %26 = xor i64 %25, %8
  %27 = mul i64 %26, 1000003
  %28 = xor i64 %27, %10
  %29 = mul i64 %28, 1000003
  %30 = xor i64 %29, %4
  %31 = mul nsw i64 %11, 3
  %32 = add nsw i64 %31, %13
  %33 = mul i64 %30, 1000003
  %34 = xor i64 %33, %32
  %35 = sext i32 %6 to i64
  %36 = mul i64 %34, 1000003
  %37 = xor i64 %36, %35
  ret i64 %37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @r_bigs(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #3 {
  %5 = sext i32 %1 to i64
  %6 = load i64, ptr %0, align 8, !tbaa !6
  %7 = load i64, ptr %3, align 8, !tbaa !6
  %8 = shl nsw i64 %7, 1
  %9 = add nsw i64 %8, %6
  %10 = mul nsw i64 %5, 1000003
  %11 = xor i64 %9, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !6
  %16 = shl nsw i64 %15, 1
  %17 = add nsw i64 %16, %13
  %18 = mul i64 %11, 1000003
  %19 = xor i64 %17, %18
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !6
  %24 = shl nsw i64 %23, 1
  %25 = add nsw i64 %24, %21
  %26 = mul i64 %19, 1000003
  %27 = xor i64 %25, %26
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load i64, ptr %28, align 8, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %3, i64 24
  %31 = load i64, ptr %30, align 8, !tbaa !6
  %32 = shl nsw i64 %31, 1
  %33 = add nsw i64 %32, %29
  %34 = mul i64 %27, 1000003
  %35 = xor i64 %33, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 32
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %3, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !6
  %40 = shl nsw i64 %39, 1
  %41 = add nsw i64 %40, %37
  %42 = mul i64 %35, 1000003
  %43 = xor i64 %41, %42
  %44 = load i32, ptr %2, align 8, !tbaa !10
  %45 = sext i32 %44 to i64
  %46 = mul i64 %43, 1000003
  %47 = xor i64 %46, %45
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !14
  %50 = fmul double %49, 4.000000e+00
  %51 = fptosi double %50 to i64
  %52 = mul i64 %47, 1000003
  %53 = xor i64 %52, %51
  %54 = getelementptr inbounds i8, ptr %2, i64 16
  %55 = load i8, ptr %54, align 8, !tbaa !15
  %56 = zext i8 %55 to i64
  %57 = mul i64 %53, 1000003
  %58 = xor i64 %57, %56
  store i64 -1, ptr %0, align 8, !tbaa !6
  store i64 -1, ptr %38, align 8, !tbaa !6
  store i32 -1, ptr %2, align 8, !tbaa !10
  %59 = load i64, ptr %0, align 8, !tbaa !6
  %60 = add nsw i64 %59, -1
  %61 = mul i64 %58, 1000003
  %62 = xor i64 %61, %60
  ret i64 %62
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_mixed(i64 %0, [2 x i64] %1, double noundef %2, [2 x i64] %3, float noundef %4, i64 %5, [2 x i64] %6, [2 x i64] %7) local_unnamed_addr #0 {
  %9 = alloca %struct.PK, align 8
  %10 = extractvalue [2 x i64] %6, 0
  %11 = extractvalue [2 x i64] %6, 1
  store i64 %10, ptr %9, align 8
  %12 = trunc i64 %11 to i8
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 %12, ptr %13, align 8
  %14 = extractvalue [2 x i64] %7, 0
  %15 = extractvalue [2 x i64] %7, 1
  %16 = getelementptr inbounds i8, ptr %9, i64 1
  %17 = load i64, ptr %16, align 1, !tbaa !16
  %18 = and i64 %15, 255
  %19 = shl i64 %0, 32
  %20 = ashr exact i64 %19, 32
  %21 = mul nsw i64 %20, 1000003
  %22 = lshr i64 %0, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = bitcast i32 %23 to float
  %25 = fmul float %24, 8.000000e+00
  %26 = fptosi float %25 to i64
  %27 = xor i64 %21, %26
  %28 = mul i64 %27, 1000003
  %29 = extractvalue [2 x i64] %1, 0
  %30 = bitcast i64 %29 to double
  %31 = fmul double %30, 8.000000e+00
  %32 = fptosi double %31 to i64
  %33 = xor i64 %28, %32
  %34 = mul i64 %33, 1000003
  %35 = extractvalue [2 x i64] %1, 1
  %36 = xor i64 %34, %35
  %37 = mul i64 %36, 1000003
  %38 = fmul double %2, 8.000000e+00
  %39 = fptosi double %38 to i64
  %40 = xor i64 %37, %39
  %41 = mul i64 %40, 1000003
  %42 = extractvalue [2 x i64] %3, 0
  %43 = trunc i64 %42 to i32
  %44 = bitcast i32 %43 to float
  %45 = fmul float %44, 8.000000e+00
  %46 = fptosi float %45 to i64
  %47 = xor i64 %41, %46
  %48 = mul i64 %47, 1000003
  %49 = ashr i64 %42, 32
  %50 = xor i64 %48, %49
  %51 = mul i64 %50, 1000003
  %52 = extractvalue [2 x i64] %3, 1
  %53 = trunc i64 %52 to i32
  %54 = bitcast i32 %53 to float
  %55 = fmul float %54, 8.000000e+00
  %56 = fptosi float %55 to i64
  %57 = xor i64 %51, %56
  %58 = mul i64 %57, 1000003
  %59 = fmul float %4, 8.000000e+00
  %60 = fptosi float %59 to i64
  %61 = xor i64 %58, %60
  %62 = mul i64 %61, 1000003
  %63 = and i64 %5, 7
  %64 = xor i64 %62, %63
  %65 = mul i64 %64, 1000003
  %66 = lshr i64 %5, 3
  %67 = and i64 %66, 127
  %68 = xor i64 %65, %67
  %69 = mul i64 %68, 1000003
  %70 = trunc i64 %5 to i32
  %71 = shl i32 %70, 10
  %72 = ashr i32 %71, 20
  %73 = sext i32 %72 to i64
  %74 = xor i64 %69, %73
  %75 = mul i64 %74, 1000003
  %76 = and i64 %10, 255
  %77 = xor i64 %75, %76
  %78 = mul i64 %77, 1000003
  %79 = xor i64 %78, %17
  %80 = mul i64 %79, 1000003
  %81 = xor i64 %80, %14
  %82 = mul i64 %81, 1000003
  %83 = xor i64 %18, %82
  %84 = xor i64 %83, 7000021
  ret i64 %84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_spill([2 x i64] %0, [2 x i64] %1, [2 x i64] %2, [2 x i64] %3, [2 x i64] %4, [2 x i64] %5, i8 noundef %6, [2 x i64] %7, [2 x i64] %8) local_unnamed_addr #0 {
  %10 = extractvalue [2 x i64] %5, 0
  %11 = extractvalue [2 x i64] %5, 1
  %12 = lshr i64 %10, 8
  %13 = lshr i64 %10, 16
  %14 = lshr i64 %10, 24
  %15 = lshr i64 %10, 32
  %16 = lshr i64 %10, 40
  %17 = lshr i64 %10, 48
  %18 = lshr i64 %10, 56
  %19 = extractvalue [2 x i64] %7, 0
  %20 = extractvalue [2 x i64] %7, 1
  %21 = lshr i64 %19, 8
  %22 = lshr i64 %19, 16
  %23 = lshr i64 %19, 24
  %24 = lshr i64 %19, 32
  %25 = lshr i64 %19, 40
  %26 = lshr i64 %19, 48
  %27 = lshr i64 %19, 56
  %28 = lshr i64 %20, 8
  %29 = lshr i64 %20, 16
  %30 = lshr i64 %20, 24
  %31 = extractvalue [2 x i64] %8, 0
  %32 = extractvalue [2 x i64] %8, 1
  %33 = lshr i64 %31, 8
  %34 = lshr i64 %31, 16
  %35 = lshr i64 %31, 24
  %36 = lshr i64 %31, 32
  %37 = lshr i64 %31, 40
  %38 = lshr i64 %31, 48
  %39 = lshr i64 %31, 56
  %40 = lshr i64 %32, 8
  %41 = lshr i64 %32, 16
  %42 = lshr i64 %32, 24
  %43 = lshr i64 %32, 32
  %44 = lshr i64 %32, 40
  %45 = lshr i64 %32, 48
  %46 = and i64 %10, 255
  %47 = xor i64 %46, 7000021
  %48 = and i64 %12, 255
  %49 = mul nuw nsw i64 %47, 1000003
  %50 = xor i64 %49, %48
  %51 = and i64 %13, 255
  %52 = mul nuw nsw i64 %50, 1000003
  %53 = xor i64 %52, %51
  %54 = and i64 %14, 255
  %55 = mul i64 %53, 1000003
  %56 = xor i64 %55, %54
  %57 = and i64 %15, 255
  %58 = mul i64 %56, 1000003
  %59 = xor i64 %58, %57
  %60 = and i64 %16, 255
  %61 = mul i64 %59, 1000003
  %62 = xor i64 %61, %60
  %63 = and i64 %17, 255
  %64 = mul i64 %62, 1000003
  %65 = xor i64 %64, %63
  %66 = mul i64 %65, 1000003
  %67 = xor i64 %66, %18
  %68 = mul i64 %67, 1000003
  %69 = and i64 %19, 255
  %70 = xor i64 %69, 7000021
  %71 = and i64 %21, 255
  %72 = mul nuw nsw i64 %70, 1000003
  %73 = xor i64 %72, %71
  %74 = and i64 %22, 255
  %75 = mul nuw nsw i64 %73, 1000003
  %76 = xor i64 %75, %74
  %77 = and i64 %23, 255
  %78 = mul i64 %76, 1000003
  %79 = xor i64 %78, %77
  %80 = and i64 %24, 255
  %81 = mul i64 %79, 1000003
  %82 = xor i64 %81, %80
  %83 = and i64 %25, 255
  %84 = mul i64 %82, 1000003
  %85 = xor i64 %84, %83
  %86 = and i64 %26, 255
  %87 = mul i64 %85, 1000003
  %88 = xor i64 %87, %86
  %89 = mul i64 %88, 1000003
  %90 = xor i64 %89, %27
  %91 = and i64 %20, 255
  %92 = mul i64 %90, 1000003
  %93 = xor i64 %92, %91
  %94 = and i64 %28, 255
  %95 = mul i64 %93, 1000003
  %96 = xor i64 %95, %94
  %97 = and i64 %29, 255
  %98 = mul i64 %96, 1000003
  %99 = xor i64 %98, %97
  %100 = mul i64 %99, 1000003
  %101 = and i64 %11, 255
  %102 = and i64 %31, 255
  %103 = xor i64 %102, 7000021
  %104 = and i64 %33, 255
  %105 = mul nuw nsw i64 %103, 1000003
  %106 = xor i64 %105, %104
  %107 = and i64 %34, 255
  %108 = mul nuw nsw i64 %106, 1000003
  %109 = xor i64 %108, %107
  %110 = and i64 %35, 255
  %111 = mul i64 %109, 1000003
  %112 = xor i64 %111, %110
  %113 = and i64 %36, 255
  %114 = mul i64 %112, 1000003
  %115 = xor i64 %114, %113
  %116 = and i64 %37, 255
  %117 = mul i64 %115, 1000003
  %118 = xor i64 %117, %116
  %119 = and i64 %38, 255
  %120 = mul i64 %118, 1000003
  %121 = xor i64 %120, %119
  %122 = mul i64 %121, 1000003
  %123 = xor i64 %122, %39
  %124 = and i64 %32, 255
  %125 = mul i64 %123, 1000003
  %126 = xor i64 %125, %124
  %127 = and i64 %40, 255
  %128 = mul i64 %126, 1000003
  %129 = xor i64 %128, %127
  %130 = and i64 %41, 255
  %131 = mul i64 %129, 1000003
  %132 = xor i64 %131, %130
  %133 = and i64 %42, 255
  %134 = mul i64 %132, 1000003
  %135 = xor i64 %134, %133
  %136 = and i64 %43, 255
  %137 = mul i64 %135, 1000003
  %138 = xor i64 %137, %136
  %139 = and i64 %44, 255
  %140 = mul i64 %138, 1000003
  %141 = xor i64 %140, %139
  %142 = and i64 %45, 255
  %143 = mul i64 %141, 1000003
  %144 = xor i64 %143, %142
  %145 = and i64 %30, 255
  %146 = xor i64 %100, %145
  %147 = xor i64 %68, %101
  %148 = extractvalue [2 x i64] %0, 0
  %149 = mul i64 %148, 1000003
  %150 = extractvalue [2 x i64] %0, 1
  %151 = xor i64 %149, %150
  %152 = mul i64 %151, 1000003
  %153 = extractvalue [2 x i64] %1, 0
  %154 = mul i64 %153, 1000003
  %155 = extractvalue [2 x i64] %1, 1
  %156 = xor i64 %154, %155
  %157 = xor i64 %156, %152
  %158 = mul i64 %157, 1000003
  %159 = extractvalue [2 x i64] %2, 0
  %160 = mul i64 %159, 1000003
  %161 = extractvalue [2 x i64] %2, 1
  %162 = xor i64 %160, %161
  %163 = xor i64 %162, %158
  %164 = mul i64 %163, 1000003
  %165 = extractvalue [2 x i64] %3, 0
  %166 = mul i64 %165, 1000003
  %167 = extractvalue [2 x i64] %3, 1
  %168 = xor i64 %166, %167
  %169 = xor i64 %168, %164
  %170 = mul i64 %169, 1000003
  %171 = extractvalue [2 x i64] %4, 0
  %172 = mul i64 %171, 1000003
  %173 = extractvalue [2 x i64] %4, 1
  %174 = xor i64 %172, %173
  %175 = xor i64 %174, %170
  %176 = mul i64 %175, 1000003
  %177 = xor i64 %147, %176
  %178 = mul i64 %177, 1000003
  %179 = zext i8 %6 to i64
  %180 = xor i64 %178, %179
  %181 = mul i64 %180, 1000003
  %182 = xor i64 %146, %181
  %183 = mul i64 %182, 1000003
  %184 = xor i64 %144, %183
  ret i64 %184
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_partial(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, [2 x i64] %7, i64 noundef %8, i64 %9) local_unnamed_addr #0 {
  %11 = lshr i64 %9, 8
  %12 = lshr i64 %9, 16
  %13 = and i64 %9, 255
  %14 = xor i64 %13, 7000021
  %15 = and i64 %11, 255
  %16 = mul nuw nsw i64 %14, 1000003
  %17 = xor i64 %16, %15
  %18 = and i64 %12, 255
  %19 = mul nuw nsw i64 %17, 1000003
  %20 = xor i64 %19, %18
  %21 = mul i64 %0, 1000003
  %22 = xor i64 %21, %1
  %23 = mul i64 %22, 1000003
  %24 = xor i64 %23, %2
  %25 = mul i64 %24, 1000003
  %26 = xor i64 %25, %3
  %27 = mul i64 %26, 1000003
  %28 = xor i64 %27, %4
  %29 = mul i64 %28, 1000003
  %30 = xor i64 %29, %5
  %31 = mul i64 %30, 1000003
  %32 = xor i64 %31, %6
  %33 = mul i64 %32, 1000003
  %34 = extractvalue [2 x i64] %7, 0
  %35 = mul nsw i64 %34, 5
  %36 = extractvalue [2 x i64] %7, 1
  %37 = add nsw i64 %35, %36
  %38 = xor i64 %33, %37
  %39 = mul i64 %38, 1000003
  %40 = xor i64 %39, %8
  %41 = mul i64 %40, 1000003
  %42 = xor i64 %20, %41
  %43 = mul i64 %42, 1000003
  ret i64 %43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i8 @r_ret_s1(i8 noundef %0) local_unnamed_addr #0 {
  %2 = add i8 %0, 1
  ret i8 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i24 @r_ret_s3(i64 %0) local_unnamed_addr #0 {
  %2 = trunc i64 %0 to i24
  %3 = shl i24 %2, 16
  %4 = and i24 %2, 65280
  %5 = or disjoint i24 %3, %4
  %6 = lshr i24 %2, 16
  %7 = or disjoint i24 %5, %6
  ret i24 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 846628248354816, 846632543322112) i64 @r_ret_s7(i8 noundef %0, i16 noundef %1) local_unnamed_addr #0 {
  %3 = zext i16 %1 to i64
  %4 = shl nuw nsw i64 %3, 16
  %5 = zext i8 %0 to i64
  %6 = or disjoint i64 %4, %5
  %7 = or disjoint i64 %6, 846628248354816
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s9([2 x i64] %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = shl i64 %2, 48
  %5 = and i64 %4, -72057594037927936
  %6 = shl i64 %2, 32
  %7 = and i64 %6, 71776119061217280
  %8 = or disjoint i64 %7, %5
  %9 = shl i64 %2, 16
  %10 = and i64 %9, 280375465082880
  %11 = or disjoint i64 %10, %8
  %12 = and i64 %2, 1095216660480
  %13 = or disjoint i64 %12, %11
  %14 = lshr i64 %2, 16
  %15 = and i64 %14, 4278190080
  %16 = or disjoint i64 %15, %13
  %17 = lshr i64 %2, 32
  %18 = and i64 %17, 16711680
  %19 = lshr i64 %2, 48
  %20 = or disjoint i64 %18, %16
  %21 = and i64 %3, 255
  %22 = xor i64 %21, 85
  %23 = and i64 %19, 65280
  %24 = or i64 %23, %20
  %25 = or i64 %24, %22
  %26 = xor i64 %25, 6148914691236517120
  %27 = and i64 %2, 255
  %28 = xor i64 %27, 85
  %29 = insertvalue [2 x i64] poison, i64 %26, 0
  %30 = insertvalue [2 x i64] %29, i64 %28, 1
  ret [2 x i64] %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s12(i32 noundef %0) local_unnamed_addr #0 {
  %2 = shl nsw i32 %0, 1
  %3 = mul nsw i32 %0, 3
  %4 = zext i32 %2 to i64
  %5 = shl nuw i64 %4, 32
  %6 = zext i32 %0 to i64
  %7 = or disjoint i64 %5, %6
  %8 = zext i32 %3 to i64
  %9 = insertvalue [2 x i64] poison, i64 %7, 0
  %10 = insertvalue [2 x i64] %9, i64 %8, 1
  ret [2 x i64] %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s16([2 x i64] %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = insertvalue [2 x i64] poison, i64 %3, 0
  %5 = insertvalue [2 x i64] %4, i64 %2, 1
  ret [2 x i64] %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_mixdl(double noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = fmul double %0, 2.000000e+00
  %4 = add nsw i64 %1, -1
  %5 = bitcast double %3 to i64
  %6 = insertvalue [2 x i64] poison, i64 %5, 0
  %7 = insertvalue [2 x i64] %6, i64 %4, 1
  ret [2 x i64] %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_mixfi3([2 x i64] %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = and i64 %2, 4294967295
  %5 = and i64 %2, -4294967296
  %6 = add i64 %5, 4294967296
  %7 = and i64 %3, 4294967295
  %8 = or disjoint i64 %6, %7
  %9 = insertvalue [2 x i64] poison, i64 %8, 0
  %10 = insertvalue [2 x i64] %9, i64 %4, 1
  ret [2 x i64] %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @r_ret_i128s(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = zext i64 %0 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %1 to i128
  %6 = or disjoint i128 %4, %5
  ret i128 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_pk([2 x i64] %0) local_unnamed_addr #0 {
  %2 = alloca %struct.PK, align 8
  %3 = alloca %struct.PK, align 8
  %4 = extractvalue [2 x i64] %0, 0
  %5 = extractvalue [2 x i64] %0, 1
  store i64 %4, ptr %3, align 8
  %6 = trunc i64 %5 to i8
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 %6, ptr %7, align 8
  %8 = trunc i64 %4 to i8
  %9 = add i8 %8, 1
  store i8 %9, ptr %2, align 8, !tbaa !18
  %10 = getelementptr inbounds i8, ptr %3, i64 1
  %11 = load i64, ptr %10, align 1, !tbaa !16
  %12 = mul nsw i64 %11, 3
  %13 = getelementptr inbounds i8, ptr %2, i64 1
  store i64 %12, ptr %13, align 1, !tbaa !16
  %14 = load i64, ptr %2, align 8
  %15 = lshr i64 %12, 56
  %16 = insertvalue [2 x i64] poison, i64 %14, 0
  %17 = insertvalue [2 x i64] %16, i64 %15, 1
  ret [2 x i64] %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_u(i64 noundef %0) local_unnamed_addr #0 {
  %2 = insertvalue [2 x i64] poison, i64 %0, 0
  %3 = insertvalue [2 x i64] %2, i64 9, 1
  ret [2 x i64] %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @r_ret_big(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i64 noundef %1) local_unnamed_addr #4 {
  store i64 %1, ptr %0, align 8, !tbaa !6
  %3 = insertelement <2 x i64> poison, i64 %1, i64 0
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer
  %5 = add nsw <2 x i64> %4, <i64 1, i64 2>
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store <2 x i64> %5, ptr %6, align 8, !tbaa !6
  %7 = add nsw <2 x i64> %4, <i64 3, i64 4>
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store <2 x i64> %7, ptr %8, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @r_ret_big24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big24) align 8 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #4 {
  %11 = add nsw i64 %2, %1
  %12 = add nsw i64 %11, %3
  %13 = add nsw i64 %12, %4
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %0, align 8, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = add nsw i64 %6, %5
  %17 = add nsw i64 %16, %7
  %18 = add nsw i64 %17, %8
  %19 = sitofp i64 %18 to double
  store double %19, ptr %15, align 8, !tbaa !14
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = trunc i64 %9 to i8
  store i8 %21, ptr %20, align 8, !tbaa !15
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @r_drive_self() local_unnamed_addr #5 {
  %1 = alloca %struct.PK, align 8
  %2 = alloca %struct.PK, align 8
  %3 = alloca %struct.PK, align 8
  %4 = alloca %struct.PK, align 8
  %5 = alloca %struct.Big, align 16
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 2426013964930692627)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 8354727336960964778)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 3763415198473258881)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 62)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %3)
  store i64 97136462551097, ptr %3, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 0, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 1
  %12 = load i64, ptr %11, align 1, !tbaa !16
  %13 = xor i64 %12, 6546599514420041203
  %14 = mul i64 %13, 1000003
  %15 = xor i64 %14, 22873
  %16 = mul i64 %15, 1000003
  %17 = xor i64 %16, 7000041
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %3)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %17)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef -5739427571934678646)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 8036759472740167121)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 42)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 7000064000193000193)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 255)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 30000)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef 7000062000185000185)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 4167990085597801403)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef -8564443275469406082)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef -1229782938247303441)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 81985529216486895)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i64 noundef 5)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef 77)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i64 noundef 452)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i64 noundef -54)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i64 noundef 9)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i64 noundef 79)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i64 noundef -2)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2)
  store i64 97136462551097, ptr %2, align 8
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 0, ptr %37, align 8
  store i8 58, ptr %1, align 8, !tbaa !18
  %38 = getelementptr inbounds i8, ptr %2, i64 1
  %39 = load i64, ptr %38, align 1, !tbaa !16
  %40 = mul nsw i64 %39, 3
  %41 = getelementptr inbounds i8, ptr %1, i64 1
  store i64 %40, ptr %41, align 1, !tbaa !16
  %42 = load i64, ptr %1, align 8
  %43 = lshr i64 %40, 56
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2)
  store i64 %42, ptr %4, align 8
  %44 = trunc nuw i64 %43 to i8
  %45 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 %44, ptr %45, align 8
  %46 = and i64 %42, 255
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %46)
  %48 = getelementptr inbounds i8, ptr %4, i64 1
  %49 = load i64, ptr %48, align 1, !tbaa !16
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %49)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef -80)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i64 noundef 9)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  store <2 x i64> <i64 81, i64 82>, ptr %5, align 16, !tbaa !6, !alias.scope !19
  %53 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x i64> <i64 83, i64 84>, ptr %53, align 16, !tbaa !6, !alias.scope !19
  %54 = getelementptr inbounds i8, ptr %5, i64 32
  store i64 85, ptr %54, align 16, !tbaa !6, !alias.scope !19
  br label %55

55:                                               ; preds = %55, %0
  %56 = phi i64 [ 0, %0 ], [ %63, %55 ]
  %57 = phi i64 [ 7, %0 ], [ %62, %55 ]
  %58 = getelementptr inbounds i8, ptr %5, i64 %56
  %59 = load i8, ptr %58, align 1, !tbaa !22
  %60 = zext i8 %59 to i64
  %61 = mul i64 %57, 1000003
  %62 = xor i64 %61, %60
  %63 = add nuw nsw i64 %56, 1
  %64 = icmp eq i64 %63, 40
  br i1 %64, label %65, label %55, !llvm.loop !23

65:                                               ; preds = %55
  %66 = xor i64 %16, 1471062021258121899
  %67 = mul i64 %66, 1000003
  %68 = xor i64 %67, -5739427571934678646
  %69 = mul i64 %68, 1000003
  %70 = xor i64 %69, 8036759472740167121
  %71 = mul i64 %70, 1000003
  %72 = xor i64 %71, 42
  %73 = mul i64 %72, 1000003
  %74 = xor i64 %73, 7000064000193000193
  %75 = mul i64 %74, 1000003
  %76 = xor i64 %75, 255
  %77 = mul i64 %76, 1000003
  %78 = xor i64 %77, 30000
  %79 = mul i64 %78, 1000003
  %80 = xor i64 %79, 7000062000185000185
  %81 = mul i64 %80, 1000003
  %82 = xor i64 %81, 4167990085597801403
  %83 = mul i64 %82, 1000003
  %84 = xor i64 %83, -8564443275469406082
  %85 = mul i64 %84, 1000003
  %86 = xor i64 %85, -1229782938247303441
  %87 = mul i64 %86, 1000003
  %88 = xor i64 %87, 81985529216486895
  %89 = mul i64 %88, 1000003
  %90 = xor i64 %89, 5
  %91 = mul i64 %90, 1000003
  %92 = xor i64 %91, 77
  %93 = mul i64 %92, 1000003
  %94 = xor i64 %93, 452
  %95 = mul i64 %94, 1000003
  %96 = xor i64 %95, -54
  %97 = mul i64 %96, 1000003
  %98 = xor i64 %97, 9
  %99 = mul i64 %98, 1000003
  %100 = xor i64 %99, 79
  %101 = mul i64 %100, 1000003
  %102 = xor i64 %101, -2
  %103 = mul i64 %102, 1000003
  %104 = xor i64 %103, %46
  %105 = mul i64 %104, 1000003
  %106 = xor i64 %105, %49
  %107 = mul i64 %106, 1000003
  %108 = xor i64 %107, -80
  %109 = mul i64 %108, 1000003
  %110 = xor i64 %109, 9
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %62)
  %112 = mul i64 %110, 1000003
  %113 = xor i64 %62, %112
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 10)
  %115 = mul i64 %113, 1000003
  %116 = xor i64 %115, 10
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, i64 noundef 26)
  %118 = mul i64 %116, 1000003
  %119 = xor i64 %118, 26
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef 9)
  %121 = mul i64 %119, 1000003
  %122 = xor i64 %121, 9
  ret i64 %122
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_other() local_unnamed_addr #7 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big24, align 8
  %3 = alloca %struct.Big, align 16
  %4 = alloca %struct.PK, align 8
  %5 = alloca %struct.Big, align 8
  %6 = alloca %struct.Big24, align 8
  %7 = tail call i64 @g_small(i64 251, i64 65236, i64 197121, i64 34477573380, i64 281427732791287, i64 4520156725444620, i64 81604378607, [2 x i64] [i64 1880560806837687315, i64 27]) #10
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %7)
  %9 = tail call i64 @g_align16(i32 noundef 1, i128 1339673755198158349623302689933104920, i32 noundef 2, i128 922337203685477580752, i64 noundef 3, i128 -940783947759187132366, i32 noundef 4) #10
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef %9)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  store <2 x i64> <i64 61, i64 62>, ptr %1, align 16
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 63, i64 64>, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 65, ptr %12, align 16, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  store i32 71, ptr %2, align 8, !tbaa !25
  %13 = getelementptr inbounds i8, ptr %2, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) getelementptr inbounds (i8, ptr @__const.r_drive_other.b24, i64 4), i64 20, i1 false), !tbaa.struct !26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  store <2 x i64> <i64 -66, i64 -67>, ptr %3, align 16
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x i64> <i64 -68, i64 -69>, ptr %14, align 16
  %15 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 -70, ptr %15, align 16, !tbaa !22
  %16 = call i64 @g_bigs(ptr noundef nonnull %1, i32 noundef 74, ptr noundef nonnull %2, ptr noundef nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef %16)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 62)
  %19 = call i64 @g_mixed(i64 4661225614328463412, [2 x i64] [i64 -4590680948290355200, i64 54], double noundef 3.750000e-01, [2 x i64] [i64 -235156799488, i64 1113718784], float noundef -7.750000e+00, i64 3171109, [2 x i64] [i64 97136462551097, i64 0], [2 x i64] [i64 22873, i64 60]) #10
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %19)
  %21 = call i64 @g_spill([2 x i64] [i64 -46, i64 47], [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], [2 x i64] [i64 -46, i64 47], [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], [2 x i64] [i64 -46, i64 47], [2 x i64] [i64 1880560806837687315, i64 27], i8 noundef 120, [2 x i64] [i64 128849018852, i64 4294967266], [2 x i64] [i64 2748642880894607391, i64 12714937854535719]) #10
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef %21)
  %23 = call i64 @g_partial(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], i64 noundef 8, i64 197121) #10
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef %23)
  %25 = call i8 @g_ret_s1(i8 noundef 41) #10
  %26 = zext i8 %25 to i64
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef %26)
  %28 = call i24 @g_ret_s3(i64 197121) #10
  %29 = lshr i24 %28, 8
  %30 = lshr i24 %28, 16
  %31 = zext nneg i24 %30 to i64
  %32 = and i24 %28, 255
  %33 = xor i24 %32, 7000021
  %34 = zext nneg i24 %33 to i64
  %35 = and i24 %29, 255
  %36 = zext nneg i24 %35 to i64
  %37 = mul nuw nsw i64 %34, 1000003
  %38 = xor i64 %37, %36
  %39 = mul nuw nsw i64 %38, 1000003
  %40 = xor i64 %39, %31
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %40)
  %42 = call i64 @g_ret_s7(i8 noundef -1, i16 noundef 30000) #10
  %43 = lshr i64 %42, 32
  %44 = lshr i64 %42, 40
  %45 = lshr i64 %42, 48
  %46 = and i64 %42, 255
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %46)
  %48 = shl i64 %42, 32
  %49 = ashr i64 %48, 48
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %49)
  %51 = and i64 %43, 255
  %52 = xor i64 %51, 7000021
  %53 = and i64 %44, 255
  %54 = mul nuw nsw i64 %52, 1000003
  %55 = xor i64 %54, %53
  %56 = and i64 %45, 255
  %57 = mul nuw nsw i64 %55, 1000003
  %58 = xor i64 %57, %56
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef %58)
  %60 = call [2 x i64] @g_ret_s9([2 x i64] [i64 1880560806837687315, i64 27]) #10
  %61 = extractvalue [2 x i64] %60, 0
  %62 = extractvalue [2 x i64] %60, 1
  %63 = and i64 %61, 255
  %64 = xor i64 %63, 7000021
  %65 = lshr i64 %61, 8
  %66 = and i64 %65, 255
  %67 = mul nuw nsw i64 %64, 1000003
  %68 = xor i64 %67, %66
  %69 = lshr i64 %61, 16
  %70 = and i64 %69, 255
  %71 = mul nuw nsw i64 %68, 1000003
  %72 = xor i64 %71, %70
  %73 = lshr i64 %61, 24
  %74 = and i64 %73, 255
  %75 = mul i64 %72, 1000003
  %76 = xor i64 %75, %74
  %77 = lshr i64 %61, 32
  %78 = and i64 %77, 255
  %79 = mul i64 %76, 1000003
  %80 = xor i64 %79, %78
  %81 = lshr i64 %61, 40
  %82 = and i64 %81, 255
  %83 = mul i64 %80, 1000003
  %84 = xor i64 %83, %82
  %85 = lshr i64 %61, 48
  %86 = and i64 %85, 255
  %87 = mul i64 %84, 1000003
  %88 = xor i64 %87, %86
  %89 = lshr i64 %61, 56
  %90 = mul i64 %88, 1000003
  %91 = xor i64 %90, %89
  %92 = and i64 %62, 255
  %93 = mul i64 %91, 1000003
  %94 = xor i64 %93, %92
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %94)
  %96 = call [2 x i64] @g_ret_s12(i32 noundef -77) #10
  %97 = extractvalue [2 x i64] %96, 0
  %98 = extractvalue [2 x i64] %96, 1
  %99 = and i64 %97, 255
  %100 = xor i64 %99, 7000021
  %101 = lshr i64 %97, 8
  %102 = and i64 %101, 255
  %103 = mul nuw nsw i64 %100, 1000003
  %104 = xor i64 %103, %102
  %105 = lshr i64 %97, 16
  %106 = and i64 %105, 255
  %107 = mul nuw nsw i64 %104, 1000003
  %108 = xor i64 %107, %106
  %109 = lshr i64 %97, 24
  %110 = and i64 %109, 255
  %111 = mul i64 %108, 1000003
  %112 = xor i64 %111, %110
  %113 = lshr i64 %97, 32
  %114 = and i64 %113, 255
  %115 = mul i64 %112, 1000003
  %116 = xor i64 %115, %114
  %117 = lshr i64 %97, 40
  %118 = and i64 %117, 255
  %119 = mul i64 %116, 1000003
  %120 = xor i64 %119, %118
  %121 = lshr i64 %97, 48
  %122 = and i64 %121, 255
  %123 = mul i64 %120, 1000003
  %124 = xor i64 %123, %122
  %125 = lshr i64 %97, 56
  %126 = mul i64 %124, 1000003
  %127 = xor i64 %126, %125
  %128 = and i64 %98, 255
  %129 = mul i64 %127, 1000003
  %130 = xor i64 %129, %128
  %131 = lshr i64 %98, 8
  %132 = and i64 %131, 255
  %133 = mul i64 %130, 1000003
  %134 = xor i64 %133, %132
  %135 = lshr i64 %98, 16
  %136 = and i64 %135, 255
  %137 = mul i64 %134, 1000003
  %138 = xor i64 %137, %136
  %139 = lshr i64 %98, 24
  %140 = and i64 %139, 255
  %141 = mul i64 %138, 1000003
  %142 = xor i64 %141, %140
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %142)
  %144 = call [2 x i64] @g_ret_s16([2 x i64] [i64 81985529216486895, i64 -1229782938247303441]) #10
  %145 = extractvalue [2 x i64] %144, 0
  %146 = extractvalue [2 x i64] %144, 1
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %145)
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %146)
  %149 = call [2 x i64] @g_ret_mixdl(double noundef 2.500000e+00, i64 noundef 78) #10
  %150 = extractvalue [2 x i64] %149, 0
  %151 = bitcast i64 %150 to double
  %152 = extractvalue [2 x i64] %149, 1
  %153 = fptosi double %151 to i64
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i64 noundef %153)
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %152)
  %156 = call [2 x i64] @g_ret_mixfi3([2 x i64] [i64 -235156799488, i64 1113718784]) #10
  %157 = extractvalue [2 x i64] %156, 0
  %158 = trunc i64 %157 to i32
  %159 = extractvalue [2 x i64] %156, 1
  %160 = bitcast i32 %158 to float
  %161 = trunc i64 %159 to i32
  %162 = bitcast i32 %161 to float
  %163 = fmul float %160, 8.000000e+00
  %164 = fptosi float %163 to i64
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i64 noundef %164)
  %166 = ashr i64 %157, 32
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i64 noundef %166)
  %168 = fmul float %162, 8.000000e+00
  %169 = fptosi float %168 to i64
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i64 noundef %169)
  %171 = call i128 @g_ret_i128s(i64 noundef -2, i64 noundef 79) #10
  %172 = trunc i128 %171 to i64
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i64 noundef %172)
  %174 = lshr i128 %171, 64
  %175 = trunc nuw i128 %174 to i64
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i64 noundef %175)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4)
  %177 = call [2 x i64] @g_ret_pk([2 x i64] [i64 97136462551097, i64 0]) #10
  %178 = extractvalue [2 x i64] %177, 0
  %179 = extractvalue [2 x i64] %177, 1
  store i64 %178, ptr %4, align 8
  %180 = trunc i64 %179 to i8
  %181 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 %180, ptr %181, align 8
  %182 = and i64 %178, 255
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %182)
  %184 = getelementptr inbounds i8, ptr %4, i64 1
  %185 = load i64, ptr %184, align 1, !tbaa !16
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %185)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4)
  %187 = call [2 x i64] @g_ret_u(i64 noundef -80) #10
  %188 = extractvalue [2 x i64] %187, 0
  %189 = extractvalue [2 x i64] %187, 1
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %188)
  %191 = and i64 %189, 255
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i64 noundef %191)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  call void @g_ret_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %5, i64 noundef 81) #10
  br label %193

193:                                              ; preds = %193, %0
  %194 = phi i64 [ 0, %0 ], [ %201, %193 ]
  %195 = phi i64 [ 7, %0 ], [ %200, %193 ]
  %196 = getelementptr inbounds i8, ptr %5, i64 %194
  %197 = load i8, ptr %196, align 1, !tbaa !22
  %198 = zext i8 %197 to i64
  %199 = mul i64 %195, 1000003
  %200 = xor i64 %199, %198
  %201 = add nuw nsw i64 %194, 1
  %202 = icmp eq i64 %201, 40
  br i1 %202, label %203, label %193, !llvm.loop !23

203:                                              ; preds = %193
  %204 = mul i64 %7, 1000003
  %205 = xor i64 %9, %204
  %206 = mul i64 %205, 1000003
  %207 = xor i64 %16, %206
  %208 = mul i64 %207, 1000003
  %209 = xor i64 %208, 62
  %210 = mul i64 %209, 1000003
  %211 = xor i64 %19, %210
  %212 = mul i64 %211, 1000003
  %213 = xor i64 %212, %21
  %214 = mul i64 %213, 1000003
  %215 = xor i64 %214, %23
  %216 = mul i64 %215, 1000003
  %217 = xor i64 %216, %26
  %218 = mul i64 %217, 1000003
  %219 = xor i64 %40, %218
  %220 = mul i64 %219, 1000003
  %221 = xor i64 %220, %46
  %222 = mul i64 %221, 1000003
  %223 = xor i64 %222, %49
  %224 = mul i64 %223, 1000003
  %225 = xor i64 %58, %224
  %226 = mul i64 %225, 1000003
  %227 = xor i64 %94, %226
  %228 = mul i64 %227, 1000003
  %229 = xor i64 %142, %228
  %230 = mul i64 %229, 1000003
  %231 = xor i64 %145, %230
  %232 = mul i64 %231, 1000003
  %233 = xor i64 %232, %146
  %234 = mul i64 %233, 1000003
  %235 = xor i64 %234, %153
  %236 = mul i64 %235, 1000003
  %237 = xor i64 %236, %152
  %238 = mul i64 %237, 1000003
  %239 = xor i64 %238, %164
  %240 = mul i64 %239, 1000003
  %241 = xor i64 %240, %166
  %242 = mul i64 %241, 1000003
  %243 = xor i64 %242, %169
  %244 = mul i64 %243, 1000003
  %245 = xor i64 %244, %172
  %246 = mul i64 %245, 1000003
  %247 = xor i64 %246, %175
  %248 = mul i64 %247, 1000003
  %249 = xor i64 %248, %182
  %250 = mul i64 %249, 1000003
  %251 = xor i64 %250, %185
  %252 = mul i64 %251, 1000003
  %253 = xor i64 %252, %188
  %254 = mul i64 %253, 1000003
  %255 = xor i64 %254, %191
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %200)
  %257 = mul i64 %255, 1000003
  %258 = xor i64 %200, %257
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  call void @g_ret_big24(ptr dead_on_unwind nonnull writable sret(%struct.Big24) align 8 %6, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9) #10
  %259 = load i32, ptr %6, align 8, !tbaa !10
  %260 = sext i32 %259 to i64
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %260)
  %262 = mul i64 %258, 1000003
  %263 = xor i64 %262, %260
  %264 = getelementptr inbounds i8, ptr %6, i64 8
  %265 = load double, ptr %264, align 8, !tbaa !14
  %266 = fptosi double %265 to i64
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, i64 noundef %266)
  %268 = mul i64 %263, 1000003
  %269 = xor i64 %268, %266
  %270 = getelementptr inbounds i8, ptr %6, i64 16
  %271 = load i8, ptr %270, align 8, !tbaa !15
  %272 = zext i8 %271 to i64
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %272)
  %274 = mul i64 %269, 1000003
  %275 = xor i64 %274, %272
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  ret i64 %275
}

declare i64 @g_small(i64, i64, i64, i64, i64, i64, i64, [2 x i64]) local_unnamed_addr #8

declare i64 @g_align16(i32 noundef, i128, i32 noundef, i128, i64 noundef, i128, i32 noundef) local_unnamed_addr #8

declare i64 @g_bigs(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare i64 @g_mixed(i64, [2 x i64], double noundef, [2 x i64], float noundef, i64, [2 x i64], [2 x i64]) local_unnamed_addr #8

declare i64 @g_spill([2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], i8 noundef, [2 x i64], [2 x i64]) local_unnamed_addr #8

declare i64 @g_partial(i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, [2 x i64], i64 noundef, i64) local_unnamed_addr #8

declare i8 @g_ret_s1(i8 noundef) local_unnamed_addr #8

declare i24 @g_ret_s3(i64) local_unnamed_addr #8

declare i64 @g_ret_s7(i8 noundef, i16 noundef) local_unnamed_addr #8

declare [2 x i64] @g_ret_s9([2 x i64]) local_unnamed_addr #8

declare [2 x i64] @g_ret_s12(i32 noundef) local_unnamed_addr #8

declare [2 x i64] @g_ret_s16([2 x i64]) local_unnamed_addr #8

declare [2 x i64] @g_ret_mixdl(double noundef, i64 noundef) local_unnamed_addr #8

declare [2 x i64] @g_ret_mixfi3([2 x i64]) local_unnamed_addr #8

declare i128 @g_ret_i128s(i64 noundef, i64 noundef) local_unnamed_addr #8

declare [2 x i64] @g_ret_pk([2 x i64]) local_unnamed_addr #8

declare [2 x i64] @g_ret_u(i64 noundef) local_unnamed_addr #8

declare void @g_ret_big(ptr dead_on_unwind writable sret(%struct.Big) align 8, i64 noundef) local_unnamed_addr #8

declare void @g_ret_big24(ptr dead_on_unwind writable sret(%struct.Big24) align 8, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i64 @r_drive_self()
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  %4 = tail call i64 @r_drive_other()
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.31)
  %6 = tail call i64 @g_drive_other() #10
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.32)
  %8 = tail call i64 @g_drive_self() #10
  %9 = icmp ne i64 %2, %4
  %10 = icmp ne i64 %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = icmp ne i64 %6, %8
  %13 = select i1 %11, i1 true, i1 %12
  %14 = select i1 %13, ptr @.str.29, ptr @.str.28
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %2, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  ret i32 %16
}

declare i64 @g_drive_other() local_unnamed_addr #8

declare i64 @g_drive_self() local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 0}
!11 = !{!"Big24", !12, i64 0, !13, i64 8, !8, i64 16}
!12 = !{!"int", !8, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!11, !13, i64 8}
!15 = !{!11, !8, i64 16}
!16 = !{!17, !7, i64 1}
!17 = !{!"PK", !8, i64 0, !7, i64 1}
!18 = !{!17, !8, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !"r_ret_big: argument 0"}
!21 = distinct !{!21, !"r_ret_big"}
!22 = !{!8, !8, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!12, !12, i64 0}
!26 = !{i64 4, i64 8, !27, i64 12, i64 1, !22}
!27 = !{!13, !13, i64 0}
