; ModuleID = 'tests/run/aarch64/many_args.c'
source_filename = "tests/run/aarch64/many_args.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S12 = type { [3 x i32] }
%struct.S16 = type { i64, i64 }
%struct.P2 = type { i16, i8 }
%struct.D2 = type { double, double }
%struct.Big = type { [3 x i64], i32 }

@data_ = dso_local global [4 x i32] [i32 100, i32 200, i32 300, i32 400], align 4
@__const.r_drive_self.s12 = private unnamed_addr constant %struct.S12 { [3 x i32] [i32 -1, i32 2, i32 -3] }, align 4
@__const.r_drive_self.s16 = private unnamed_addr constant %struct.S16 { i64 -4, i64 5 }, align 8
@__const.r_drive_self.p2 = private unnamed_addr constant %struct.P2 { i16 -6, i8 7 }, align 2
@__const.r_drive_self.d2 = private unnamed_addr constant %struct.D2 { double 8.500000e+00, double -9.250000e+00 }, align 8
@__const.r_drive_self.big = private unnamed_addr constant %struct.Big { [3 x i64] [i64 10, i64 -11, i64 12], i32 13 }, align 8
@__const.r_drive_self.str = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
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
@__const.r_drive_other.s12 = private unnamed_addr constant %struct.S12 { [3 x i32] [i32 -1, i32 2, i32 -3] }, align 4
@__const.r_drive_other.s16 = private unnamed_addr constant %struct.S16 { i64 -4, i64 5 }, align 8
@__const.r_drive_other.p2 = private unnamed_addr constant %struct.P2 { i16 -6, i8 7 }, align 2
@__const.r_drive_other.d2 = private unnamed_addr constant %struct.D2 { double 8.500000e+00, double -9.250000e+00 }, align 8
@__const.r_drive_other.big = private unnamed_addr constant %struct.Big { [3 x i64] [i64 10, i64 -11, i64 12], i32 13 }, align 8
@__const.r_drive_other.str = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"clang -> clang\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"clang -> gcc\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"gcc -> clang\0A\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"gcc -> gcc\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_m26(i8 noundef %0, i16 noundef %1, i32 noundef %2, i64 noundef %3, float noundef %4, double noundef %5, ptr noundef %6, [2 x i64] %7, i8 noundef %8, i16 noundef %9, i1 noundef %10, i8 noundef %11, float noundef %12, double noundef %13, i64 noundef %14, i32 noundef %15, i64 %16, double noundef %17, float noundef %18, ptr noundef %19, i64 noundef %20, i16 noundef %21, double noundef %22, i32 noundef %23, [2 x i64] %24, float noundef %25) #0 {
  %27 = alloca %struct.S12, align 4
  %28 = alloca [2 x i64], align 8
  %29 = alloca %struct.P2, align 2
  %30 = alloca %struct.S16, align 8
  %31 = alloca i8, align 1
  %32 = alloca i16, align 2
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca float, align 4
  %36 = alloca double, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i8, align 1
  %39 = alloca i16, align 2
  %40 = alloca i8, align 1
  %41 = alloca i8, align 1
  %42 = alloca float, align 4
  %43 = alloca double, align 8
  %44 = alloca i64, align 8
  %45 = alloca i32, align 4
  %46 = alloca double, align 8
  %47 = alloca float, align 4
  %48 = alloca ptr, align 8
  %49 = alloca i64, align 8
  %50 = alloca i16, align 2
  %51 = alloca double, align 8
  %52 = alloca i32, align 4
  %53 = alloca float, align 4
  %54 = alloca i64, align 8
  %55 = getelementptr inbounds %struct.S12, ptr %27, i32 0, i32 0
  store [2 x i64] %7, ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %55, ptr align 8 %28, i64 12, i1 false)
  %56 = trunc i64 %16 to i32
  store i32 %56, ptr %29, align 2
  store [2 x i64] %24, ptr %30, align 8
  store i8 %0, ptr %31, align 1
  store i16 %1, ptr %32, align 2
  store i32 %2, ptr %33, align 4
  store i64 %3, ptr %34, align 8
  store float %4, ptr %35, align 4
  store double %5, ptr %36, align 8
  store ptr %6, ptr %37, align 8
  store i8 %8, ptr %38, align 1
  store i16 %9, ptr %39, align 2
  %57 = zext i1 %10 to i8
  store i8 %57, ptr %40, align 1
  store i8 %11, ptr %41, align 1
  store float %12, ptr %42, align 4
  store double %13, ptr %43, align 8
  store i64 %14, ptr %44, align 8
  store i32 %15, ptr %45, align 4
  store double %17, ptr %46, align 8
  store float %18, ptr %47, align 4
  store ptr %19, ptr %48, align 8
  store i64 %20, ptr %49, align 8
  store i16 %21, ptr %50, align 2
  store double %22, ptr %51, align 8
  store i32 %23, ptr %52, align 4
  store float %25, ptr %53, align 4
  %58 = load i8, ptr %31, align 1
  %59 = sext i8 %58 to i64
  %60 = call i64 @mixh(i64 noundef 1, i64 noundef %59)
  %61 = load i16, ptr %32, align 2
  %62 = sext i16 %61 to i64
  %63 = call i64 @mixh(i64 noundef %60, i64 noundef %62)
  %64 = load i32, ptr %33, align 4
  %65 = sext i32 %64 to i64
  %66 = call i64 @mixh(i64 noundef %63, i64 noundef %65)
  %67 = load i64, ptr %34, align 8
  %68 = call i64 @mixh(i64 noundef %66, i64 noundef %67)
  store i64 %68, ptr %54, align 8
  %69 = load i64, ptr %54, align 8
  %70 = load float, ptr %35, align 4
  %71 = fmul float %70, 1.600000e+01
  %72 = fptosi float %71 to i64
  %73 = call i64 @mixh(i64 noundef %69, i64 noundef %72)
  %74 = load double, ptr %36, align 8
  %75 = fmul double %74, 1.600000e+01
  %76 = fptosi double %75 to i64
  %77 = call i64 @mixh(i64 noundef %73, i64 noundef %76)
  %78 = load ptr, ptr %37, align 8
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %79, ptrtoint (ptr @data_ to i64)
  %81 = sdiv exact i64 %80, 4
  %82 = load ptr, ptr %37, align 8
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %83 to i64
  %85 = add i64 %81, %84
  %86 = call i64 @mixh(i64 noundef %77, i64 noundef %85)
  store i64 %86, ptr %54, align 8
  %87 = load i64, ptr %54, align 8
  %88 = getelementptr inbounds %struct.S12, ptr %27, i32 0, i32 0
  %89 = getelementptr inbounds [3 x i32], ptr %88, i64 0, i64 0
  %90 = load i32, ptr %89, align 4
  %91 = sext i32 %90 to i64
  %92 = call i64 @mixh(i64 noundef %87, i64 noundef %91)
  %93 = getelementptr inbounds %struct.S12, ptr %27, i32 0, i32 0
  %94 = getelementptr inbounds [3 x i32], ptr %93, i64 0, i64 1
  %95 = load i32, ptr %94, align 4
  %96 = sext i32 %95 to i64
  %97 = call i64 @mixh(i64 noundef %92, i64 noundef %96)
  %98 = getelementptr inbounds %struct.S12, ptr %27, i32 0, i32 0
  %99 = getelementptr inbounds [3 x i32], ptr %98, i64 0, i64 2
  %100 = load i32, ptr %99, align 4
  %101 = sext i32 %100 to i64
  %102 = call i64 @mixh(i64 noundef %97, i64 noundef %101)
  store i64 %102, ptr %54, align 8
  %103 = load i64, ptr %54, align 8
  %104 = load i8, ptr %38, align 1
  %105 = zext i8 %104 to i64
  %106 = call i64 @mixh(i64 noundef %103, i64 noundef %105)
  %107 = load i16, ptr %39, align 2
  %108 = zext i16 %107 to i64
  %109 = call i64 @mixh(i64 noundef %106, i64 noundef %108)
  %110 = load i8, ptr %40, align 1
  %111 = trunc i8 %110 to i1
  %112 = zext i1 %111 to i64
  %113 = call i64 @mixh(i64 noundef %109, i64 noundef %112)
  %114 = load i8, ptr %41, align 1
  %115 = sext i8 %114 to i64
  %116 = call i64 @mixh(i64 noundef %113, i64 noundef %115)
  store i64 %116, ptr %54, align 8
  %117 = load i64, ptr %54, align 8
  %118 = load float, ptr %42, align 4
  %119 = fmul float %118, 1.600000e+01
  %120 = fptosi float %119 to i64
  %121 = call i64 @mixh(i64 noundef %117, i64 noundef %120)
  %122 = load double, ptr %43, align 8
  %123 = fmul double %122, 1.600000e+01
  %124 = fptosi double %123 to i64
  %125 = call i64 @mixh(i64 noundef %121, i64 noundef %124)
  %126 = load i64, ptr %44, align 8
  %127 = call i64 @mixh(i64 noundef %125, i64 noundef %126)
  %128 = load i32, ptr %45, align 4
  %129 = sext i32 %128 to i64
  %130 = call i64 @mixh(i64 noundef %127, i64 noundef %129)
  store i64 %130, ptr %54, align 8
  %131 = load i64, ptr %54, align 8
  %132 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 0
  %133 = load i16, ptr %132, align 2
  %134 = sext i16 %133 to i64
  %135 = call i64 @mixh(i64 noundef %131, i64 noundef %134)
  %136 = getelementptr inbounds %struct.P2, ptr %29, i32 0, i32 1
  %137 = load i8, ptr %136, align 2
  %138 = zext i8 %137 to i64
  %139 = call i64 @mixh(i64 noundef %135, i64 noundef %138)
  %140 = load double, ptr %46, align 8
  %141 = fmul double %140, 1.600000e+01
  %142 = fptosi double %141 to i64
  %143 = call i64 @mixh(i64 noundef %139, i64 noundef %142)
  %144 = load float, ptr %47, align 4
  %145 = fmul float %144, 1.600000e+01
  %146 = fptosi float %145 to i64
  %147 = call i64 @mixh(i64 noundef %143, i64 noundef %146)
  store i64 %147, ptr %54, align 8
  %148 = load i64, ptr %54, align 8
  %149 = load ptr, ptr %48, align 8
  %150 = getelementptr inbounds i8, ptr %149, i64 1
  %151 = load i8, ptr %150, align 1
  %152 = zext i8 %151 to i64
  %153 = call i64 @mixh(i64 noundef %148, i64 noundef %152)
  %154 = load i64, ptr %49, align 8
  %155 = call i64 @mixh(i64 noundef %153, i64 noundef %154)
  %156 = load i16, ptr %50, align 2
  %157 = sext i16 %156 to i64
  %158 = call i64 @mixh(i64 noundef %155, i64 noundef %157)
  store i64 %158, ptr %54, align 8
  %159 = load i64, ptr %54, align 8
  %160 = load double, ptr %51, align 8
  %161 = fmul double %160, 1.600000e+01
  %162 = fptosi double %161 to i64
  %163 = call i64 @mixh(i64 noundef %159, i64 noundef %162)
  %164 = load i32, ptr %52, align 4
  %165 = sext i32 %164 to i64
  %166 = call i64 @mixh(i64 noundef %163, i64 noundef %165)
  %167 = getelementptr inbounds %struct.S16, ptr %30, i32 0, i32 0
  %168 = load i64, ptr %167, align 8
  %169 = call i64 @mixh(i64 noundef %166, i64 noundef %168)
  %170 = getelementptr inbounds %struct.S16, ptr %30, i32 0, i32 1
  %171 = load i64, ptr %170, align 8
  %172 = call i64 @mixh(i64 noundef %169, i64 noundef %171)
  %173 = load float, ptr %53, align 4
  %174 = fmul float %173, 1.600000e+01
  %175 = fptosi float %174 to i64
  %176 = call i64 @mixh(i64 noundef %172, i64 noundef %175)
  store i64 %176, ptr %54, align 8
  %177 = load i64, ptr %54, align 8
  ret i64 %177
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mixh(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = mul i64 %5, 1000003
  %7 = load i64, ptr %4, align 8
  %8 = xor i64 %6, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_stack_small(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i8 noundef %8, i16 noundef %9, i32 noundef %10, i1 noundef %11, i8 noundef %12, i8 noundef %13, i16 noundef %14, i32 noundef %15, i16 noundef %16) #0 {
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i8, align 1
  %27 = alloca i16, align 2
  %28 = alloca i32, align 4
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  %32 = alloca i16, align 2
  %33 = alloca i32, align 4
  %34 = alloca i16, align 2
  store i64 %0, ptr %18, align 8
  store i64 %1, ptr %19, align 8
  store i64 %2, ptr %20, align 8
  store i64 %3, ptr %21, align 8
  store i64 %4, ptr %22, align 8
  store i64 %5, ptr %23, align 8
  store i64 %6, ptr %24, align 8
  store i64 %7, ptr %25, align 8
  store i8 %8, ptr %26, align 1
  store i16 %9, ptr %27, align 2
  store i32 %10, ptr %28, align 4
  %35 = zext i1 %11 to i8
  store i8 %35, ptr %29, align 1
  store i8 %12, ptr %30, align 1
  store i8 %13, ptr %31, align 1
  store i16 %14, ptr %32, align 2
  store i32 %15, ptr %33, align 4
  store i16 %16, ptr %34, align 2
  %36 = load i64, ptr %18, align 8
  %37 = load i64, ptr %19, align 8
  %38 = mul nsw i64 2, %37
  %39 = add nsw i64 %36, %38
  %40 = load i64, ptr %20, align 8
  %41 = mul nsw i64 3, %40
  %42 = add nsw i64 %39, %41
  %43 = load i64, ptr %21, align 8
  %44 = mul nsw i64 4, %43
  %45 = add nsw i64 %42, %44
  %46 = load i64, ptr %22, align 8
  %47 = mul nsw i64 5, %46
  %48 = add nsw i64 %45, %47
  %49 = load i64, ptr %23, align 8
  %50 = mul nsw i64 6, %49
  %51 = add nsw i64 %48, %50
  %52 = load i64, ptr %24, align 8
  %53 = mul nsw i64 7, %52
  %54 = add nsw i64 %51, %53
  %55 = load i64, ptr %25, align 8
  %56 = mul nsw i64 8, %55
  %57 = add nsw i64 %54, %56
  %58 = load i8, ptr %26, align 1
  %59 = sext i8 %58 to i32
  %60 = mul nsw i32 9, %59
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %57, %61
  %63 = load i16, ptr %27, align 2
  %64 = sext i16 %63 to i32
  %65 = mul nsw i32 10, %64
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %62, %66
  %68 = load i32, ptr %28, align 4
  %69 = mul nsw i32 11, %68
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %67, %70
  %72 = load i8, ptr %29, align 1
  %73 = trunc i8 %72 to i1
  %74 = zext i1 %73 to i32
  %75 = mul nsw i32 12, %74
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %71, %76
  %78 = load i8, ptr %30, align 1
  %79 = zext i8 %78 to i32
  %80 = mul nsw i32 13, %79
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %77, %81
  %83 = load i8, ptr %31, align 1
  %84 = sext i8 %83 to i32
  %85 = mul nsw i32 14, %84
  %86 = sext i32 %85 to i64
  %87 = add nsw i64 %82, %86
  %88 = load i16, ptr %32, align 2
  %89 = zext i16 %88 to i32
  %90 = mul nsw i32 15, %89
  %91 = sext i32 %90 to i64
  %92 = add nsw i64 %87, %91
  %93 = load i32, ptr %33, align 4
  %94 = zext i32 %93 to i64
  %95 = mul nsw i64 16, %94
  %96 = add nsw i64 %92, %95
  %97 = load i16, ptr %34, align 2
  %98 = sext i16 %97 to i32
  %99 = mul nsw i32 17, %98
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %96, %100
  ret i64 %101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_fp20(float noundef %0, double noundef %1, float noundef %2, double noundef %3, float noundef %4, double noundef %5, float noundef %6, double noundef %7, float noundef %8, double noundef %9, float noundef %10, double noundef %11, float noundef %12, double noundef %13, float noundef %14, double noundef %15, [2 x double] alignstack(8) %16, float noundef %17, double noundef %18, float noundef %19) #0 {
  %21 = alloca %struct.D2, align 8
  %22 = alloca float, align 4
  %23 = alloca double, align 8
  %24 = alloca float, align 4
  %25 = alloca double, align 8
  %26 = alloca float, align 4
  %27 = alloca double, align 8
  %28 = alloca float, align 4
  %29 = alloca double, align 8
  %30 = alloca float, align 4
  %31 = alloca double, align 8
  %32 = alloca float, align 4
  %33 = alloca double, align 8
  %34 = alloca float, align 4
  %35 = alloca double, align 8
  %36 = alloca float, align 4
  %37 = alloca double, align 8
  %38 = alloca float, align 4
  %39 = alloca double, align 8
  %40 = alloca float, align 4
  store [2 x double] %16, ptr %21, align 8
  store float %0, ptr %22, align 4
  store double %1, ptr %23, align 8
  store float %2, ptr %24, align 4
  store double %3, ptr %25, align 8
  store float %4, ptr %26, align 4
  store double %5, ptr %27, align 8
  store float %6, ptr %28, align 4
  store double %7, ptr %29, align 8
  store float %8, ptr %30, align 4
  store double %9, ptr %31, align 8
  store float %10, ptr %32, align 4
  store double %11, ptr %33, align 8
  store float %12, ptr %34, align 4
  store double %13, ptr %35, align 8
  store float %14, ptr %36, align 4
  store double %15, ptr %37, align 8
  store float %17, ptr %38, align 4
  store double %18, ptr %39, align 8
  store float %19, ptr %40, align 4
  %41 = load float, ptr %22, align 4
  %42 = fpext float %41 to double
  %43 = load double, ptr %23, align 8
  %44 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %43, double %42)
  %45 = load float, ptr %24, align 4
  %46 = fmul float 3.000000e+00, %45
  %47 = fpext float %46 to double
  %48 = fadd double %44, %47
  %49 = load double, ptr %25, align 8
  %50 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %49, double %48)
  %51 = load float, ptr %26, align 4
  %52 = fmul float 5.000000e+00, %51
  %53 = fpext float %52 to double
  %54 = fadd double %50, %53
  %55 = load double, ptr %27, align 8
  %56 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %55, double %54)
  %57 = load float, ptr %28, align 4
  %58 = fmul float 7.000000e+00, %57
  %59 = fpext float %58 to double
  %60 = fadd double %56, %59
  %61 = load double, ptr %29, align 8
  %62 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %61, double %60)
  %63 = load float, ptr %30, align 4
  %64 = fmul float 9.000000e+00, %63
  %65 = fpext float %64 to double
  %66 = fadd double %62, %65
  %67 = load double, ptr %31, align 8
  %68 = call double @llvm.fmuladd.f64(double 1.000000e+01, double %67, double %66)
  %69 = load float, ptr %32, align 4
  %70 = fmul float 1.100000e+01, %69
  %71 = fpext float %70 to double
  %72 = fadd double %68, %71
  %73 = load double, ptr %33, align 8
  %74 = call double @llvm.fmuladd.f64(double 1.200000e+01, double %73, double %72)
  %75 = load float, ptr %34, align 4
  %76 = fmul float 1.300000e+01, %75
  %77 = fpext float %76 to double
  %78 = fadd double %74, %77
  %79 = load double, ptr %35, align 8
  %80 = call double @llvm.fmuladd.f64(double 1.400000e+01, double %79, double %78)
  %81 = load float, ptr %36, align 4
  %82 = fmul float 1.500000e+01, %81
  %83 = fpext float %82 to double
  %84 = fadd double %80, %83
  %85 = load double, ptr %37, align 8
  %86 = call double @llvm.fmuladd.f64(double 1.600000e+01, double %85, double %84)
  %87 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = call double @llvm.fmuladd.f64(double 1.700000e+01, double %88, double %86)
  %90 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = call double @llvm.fmuladd.f64(double 1.800000e+01, double %91, double %89)
  %93 = load float, ptr %38, align 4
  %94 = fmul float 1.900000e+01, %93
  %95 = fpext float %94 to double
  %96 = fadd double %92, %95
  %97 = load double, ptr %39, align 8
  %98 = call double @llvm.fmuladd.f64(double 2.000000e+01, double %97, double %96)
  %99 = load float, ptr %40, align 4
  %100 = fmul float 2.100000e+01, %99
  %101 = fpext float %100 to double
  %102 = fadd double %98, %101
  ret double %102
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8 @r_ret_sc(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %6, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8 @r_ret_uc(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %6, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i16 @r_ret_ss(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %6, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i16 @r_ret_us(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %6, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i1 @r_ret_b(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 4
  %5 = icmp ne i32 %4, 0
  ret i1 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_widen(i8 noundef %0, i8 noundef %1, i16 noundef %2, i16 noundef %3, i1 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i8 %0, ptr %8, align 1
  store i8 %1, ptr %9, align 1
  store i16 %2, ptr %10, align 2
  store i16 %3, ptr %11, align 2
  %15 = zext i1 %4 to i8
  store i8 %15, ptr %12, align 1
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  %16 = load i8, ptr %8, align 1
  %17 = sext i8 %16 to i64
  %18 = mul nsw i64 %17, 1
  %19 = load i8, ptr %9, align 1
  %20 = zext i8 %19 to i64
  %21 = mul nsw i64 %20, 10
  %22 = add nsw i64 %18, %21
  %23 = load i16, ptr %10, align 2
  %24 = sext i16 %23 to i64
  %25 = mul nsw i64 %24, 100
  %26 = add nsw i64 %22, %25
  %27 = load i16, ptr %11, align 2
  %28 = zext i16 %27 to i64
  %29 = mul nsw i64 %28, 1000
  %30 = add nsw i64 %26, %29
  %31 = load i8, ptr %12, align 1
  %32 = trunc i8 %31 to i1
  %33 = zext i1 %32 to i64
  %34 = mul nsw i64 %33, 10000
  %35 = add nsw i64 %30, %34
  %36 = load i32, ptr %13, align 4
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, 3
  %39 = add nsw i64 %35, %38
  %40 = load i32, ptr %14, align 4
  %41 = zext i32 %40 to i64
  %42 = mul nsw i64 %41, 7
  %43 = add nsw i64 %39, %42
  ret i64 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_tail_a(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11) #0 {
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  store i32 %0, ptr %14, align 4
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %6, ptr %20, align 8
  store i64 %7, ptr %21, align 8
  store i64 %8, ptr %22, align 8
  store i64 %9, ptr %23, align 8
  store i64 %10, ptr %24, align 8
  store i64 %11, ptr %25, align 8
  %26 = load i32, ptr %14, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %50

28:                                               ; preds = %12
  %29 = load i64, ptr %15, align 8
  %30 = load i64, ptr %16, align 8
  %31 = call i64 @mixh(i64 noundef %29, i64 noundef %30)
  %32 = load i64, ptr %17, align 8
  %33 = call i64 @mixh(i64 noundef %31, i64 noundef %32)
  %34 = load i64, ptr %18, align 8
  %35 = call i64 @mixh(i64 noundef %33, i64 noundef %34)
  %36 = load i64, ptr %19, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  %38 = load i64, ptr %20, align 8
  %39 = call i64 @mixh(i64 noundef %37, i64 noundef %38)
  %40 = load i64, ptr %21, align 8
  %41 = call i64 @mixh(i64 noundef %39, i64 noundef %40)
  %42 = load i64, ptr %22, align 8
  %43 = call i64 @mixh(i64 noundef %41, i64 noundef %42)
  %44 = load i64, ptr %23, align 8
  %45 = call i64 @mixh(i64 noundef %43, i64 noundef %44)
  %46 = load i64, ptr %24, align 8
  %47 = call i64 @mixh(i64 noundef %45, i64 noundef %46)
  %48 = load i64, ptr %25, align 8
  %49 = call i64 @mixh(i64 noundef %47, i64 noundef %48)
  store i64 %49, ptr %13, align 8
  br label %66

50:                                               ; preds = %12
  %51 = load i32, ptr %14, align 4
  %52 = sub nsw i32 %51, 1
  %53 = load i64, ptr %25, align 8
  %54 = load i64, ptr %15, align 8
  %55 = add nsw i64 %54, 1
  %56 = load i64, ptr %16, align 8
  %57 = load i64, ptr %17, align 8
  %58 = load i64, ptr %18, align 8
  %59 = load i64, ptr %19, align 8
  %60 = load i64, ptr %20, align 8
  %61 = load i64, ptr %21, align 8
  %62 = load i64, ptr %22, align 8
  %63 = load i64, ptr %23, align 8
  %64 = load i64, ptr %24, align 8
  %65 = call i64 @r_tail_b(i32 noundef %52, i64 noundef %53, i64 noundef %55, i64 noundef %56, i64 noundef %57, i64 noundef %58, i64 noundef %59, i64 noundef %60, i64 noundef %61, i64 noundef %62, i64 noundef %63, i64 noundef %64)
  store i64 %65, ptr %13, align 8
  br label %66

66:                                               ; preds = %50, %28
  %67 = load i64, ptr %13, align 8
  ret i64 %67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_tail_b(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11) #0 {
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  store i32 %0, ptr %14, align 4
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %6, ptr %20, align 8
  store i64 %7, ptr %21, align 8
  store i64 %8, ptr %22, align 8
  store i64 %9, ptr %23, align 8
  store i64 %10, ptr %24, align 8
  store i64 %11, ptr %25, align 8
  %26 = load i32, ptr %14, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %51

28:                                               ; preds = %12
  %29 = load i64, ptr %15, align 8
  %30 = load i64, ptr %16, align 8
  %31 = call i64 @mixh(i64 noundef %29, i64 noundef %30)
  %32 = load i64, ptr %17, align 8
  %33 = call i64 @mixh(i64 noundef %31, i64 noundef %32)
  %34 = load i64, ptr %18, align 8
  %35 = call i64 @mixh(i64 noundef %33, i64 noundef %34)
  %36 = load i64, ptr %19, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  %38 = load i64, ptr %20, align 8
  %39 = call i64 @mixh(i64 noundef %37, i64 noundef %38)
  %40 = load i64, ptr %21, align 8
  %41 = call i64 @mixh(i64 noundef %39, i64 noundef %40)
  %42 = load i64, ptr %22, align 8
  %43 = call i64 @mixh(i64 noundef %41, i64 noundef %42)
  %44 = load i64, ptr %23, align 8
  %45 = call i64 @mixh(i64 noundef %43, i64 noundef %44)
  %46 = load i64, ptr %24, align 8
  %47 = call i64 @mixh(i64 noundef %45, i64 noundef %46)
  %48 = load i64, ptr %25, align 8
  %49 = call i64 @mixh(i64 noundef %47, i64 noundef %48)
  %50 = add i64 %49, 1
  store i64 %50, ptr %13, align 8
  br label %67

51:                                               ; preds = %12
  %52 = load i32, ptr %14, align 4
  %53 = sub nsw i32 %52, 1
  %54 = load i64, ptr %16, align 8
  %55 = load i64, ptr %17, align 8
  %56 = load i64, ptr %18, align 8
  %57 = load i64, ptr %19, align 8
  %58 = load i64, ptr %20, align 8
  %59 = load i64, ptr %21, align 8
  %60 = load i64, ptr %22, align 8
  %61 = load i64, ptr %23, align 8
  %62 = load i64, ptr %24, align 8
  %63 = load i64, ptr %25, align 8
  %64 = load i64, ptr %15, align 8
  %65 = mul nsw i64 %64, 3
  %66 = call i64 @r_tail_a(i32 noundef %53, i64 noundef %54, i64 noundef %55, i64 noundef %56, i64 noundef %57, i64 noundef %58, i64 noundef %59, i64 noundef %60, i64 noundef %61, i64 noundef %62, i64 noundef %63, i64 noundef %65)
  store i64 %66, ptr %13, align 8
  br label %67

67:                                               ; preds = %51, %28
  %68 = load i64, ptr %13, align 8
  ret i64 %68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_big_tail(ptr noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) #0 {
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store ptr %0, ptr %11, align 8
  store i64 %1, ptr %12, align 8
  store i64 %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store i64 %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store i64 %8, ptr %19, align 8
  store i64 %9, ptr %20, align 8
  %21 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %22 = getelementptr inbounds [3 x i64], ptr %21, i64 0, i64 0
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %25 = getelementptr inbounds [3 x i64], ptr %24, i64 0, i64 1
  %26 = load i64, ptr %25, align 8
  %27 = add nsw i64 %23, %26
  %28 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %29 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 2
  %30 = load i64, ptr %29, align 8
  %31 = add nsw i64 %27, %30
  %32 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %33 = load i32, ptr %32, align 8
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %31, %34
  %36 = load i64, ptr %12, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  %38 = load i64, ptr %13, align 8
  %39 = load i64, ptr %14, align 8
  %40 = add nsw i64 %38, %39
  %41 = call i64 @mixh(i64 noundef %37, i64 noundef %40)
  %42 = load i64, ptr %15, align 8
  %43 = load i64, ptr %16, align 8
  %44 = add nsw i64 %42, %43
  %45 = call i64 @mixh(i64 noundef %41, i64 noundef %44)
  %46 = load i64, ptr %17, align 8
  %47 = load i64, ptr %18, align 8
  %48 = add nsw i64 %46, %47
  %49 = call i64 @mixh(i64 noundef %45, i64 noundef %48)
  %50 = load i64, ptr %19, align 8
  %51 = load i64, ptr %20, align 8
  %52 = mul nsw i64 %50, %51
  %53 = call i64 @mixh(i64 noundef %49, i64 noundef %52)
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_fwd_big(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.Big, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %0, i64 32, i1 false)
  %7 = call i64 @g_big_tail(ptr noundef %5, i64 noundef %6, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  ret i64 %7
}

declare i64 @g_big_tail(ptr noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_drive_self() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca %struct.S12, align 4
  %4 = alloca %struct.S16, align 8
  %5 = alloca %struct.P2, align 2
  %6 = alloca %struct.D2, align 8
  %7 = alloca %struct.Big, align 8
  %8 = alloca [4 x i8], align 1
  %9 = alloca [2 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.Big, align 8
  store i64 0, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.r_drive_self.s12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.r_drive_self.s16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 @__const.r_drive_self.p2, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.r_drive_self.d2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.r_drive_self.big, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.r_drive_self.str, i64 4, i1 false)
  %12 = getelementptr inbounds [4 x i8], ptr %8, i64 0, i64 0
  %13 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 4 %13, i64 12, i1 false)
  %14 = load [2 x i64], ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 2 %5, i64 4, i1 false)
  %15 = load i64, ptr %10, align 8
  %16 = load [2 x i64], ptr %4, align 8
  %17 = call i64 @r_m26(i8 noundef -14, i16 noundef -15000, i32 noundef -16, i64 noundef -17000000000, float noundef 1.850000e+01, double noundef -1.925000e+01, ptr noundef getelementptr inbounds ([4 x i32], ptr @data_, i64 0, i64 2), [2 x i64] %14, i8 noundef -56, i16 noundef -5536, i1 noundef true, i8 noundef -20, float noundef 2.175000e+01, double noundef -2.250000e+01, i64 noundef 23, i32 noundef -24, i64 %15, double noundef 2.512500e+01, float noundef -2.650000e+01, ptr noundef %12, i64 noundef -27, i16 noundef -28, double noundef 2.906250e+01, i32 noundef -30, [2 x i64] %16, float noundef 3.150000e+01)
  store i64 %17, ptr %2, align 8
  %18 = load i64, ptr %2, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef %18)
  %20 = load i64, ptr %1, align 8
  %21 = load i64, ptr %2, align 8
  %22 = call i64 @mixh(i64 noundef %20, i64 noundef %21)
  store i64 %22, ptr %1, align 8
  %23 = call i64 @r_stack_small(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i8 noundef -9, i16 noundef -10000, i32 noundef -11, i1 noundef true, i8 noundef -6, i8 noundef -128, i16 noundef -1, i32 noundef -294967296, i16 noundef -32768)
  store i64 %23, ptr %2, align 8
  %24 = load i64, ptr %2, align 8
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef %24)
  %26 = load i64, ptr %1, align 8
  %27 = load i64, ptr %2, align 8
  %28 = call i64 @mixh(i64 noundef %26, i64 noundef %27)
  store i64 %28, ptr %1, align 8
  %29 = load [2 x double], ptr %6, align 8
  %30 = call double @r_fp20(float noundef 1.000000e+00, double noundef 2.000000e+00, float noundef 3.000000e+00, double noundef 4.000000e+00, float noundef 5.000000e+00, double noundef 6.000000e+00, float noundef 7.000000e+00, double noundef 8.000000e+00, float noundef 9.500000e+00, double noundef 1.050000e+01, float noundef 1.150000e+01, double noundef 1.250000e+01, float noundef 1.325000e+01, double noundef 1.425000e+01, float noundef 1.525000e+01, double noundef 1.625000e+01, [2 x double] alignstack(8) %29, float noundef 1.775000e+01, double noundef 1.875000e+01, float noundef -1.950000e+01)
  %31 = fmul double %30, 1.600000e+01
  %32 = fptosi double %31 to i64
  store i64 %32, ptr %2, align 8
  %33 = load i64, ptr %2, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef %33)
  %35 = load i64, ptr %1, align 8
  %36 = load i64, ptr %2, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  store i64 %37, ptr %1, align 8
  %38 = call i8 @r_ret_sc(i8 noundef -100, i32 noundef 3)
  %39 = sext i8 %38 to i64
  store i64 %39, ptr %2, align 8
  %40 = load i64, ptr %2, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef %40)
  %42 = load i64, ptr %1, align 8
  %43 = load i64, ptr %2, align 8
  %44 = call i64 @mixh(i64 noundef %42, i64 noundef %43)
  store i64 %44, ptr %1, align 8
  %45 = call i8 @r_ret_sc(i8 noundef 100, i32 noundef 3)
  %46 = sext i8 %45 to i64
  store i64 %46, ptr %2, align 8
  %47 = load i64, ptr %2, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef %47)
  %49 = load i64, ptr %1, align 8
  %50 = load i64, ptr %2, align 8
  %51 = call i64 @mixh(i64 noundef %49, i64 noundef %50)
  store i64 %51, ptr %1, align 8
  %52 = call i8 @r_ret_uc(i8 noundef -56, i32 noundef 3)
  %53 = zext i8 %52 to i64
  store i64 %53, ptr %2, align 8
  %54 = load i64, ptr %2, align 8
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef %54)
  %56 = load i64, ptr %1, align 8
  %57 = load i64, ptr %2, align 8
  %58 = call i64 @mixh(i64 noundef %56, i64 noundef %57)
  store i64 %58, ptr %1, align 8
  %59 = call i16 @r_ret_ss(i16 noundef -30000, i32 noundef 3)
  %60 = sext i16 %59 to i64
  store i64 %60, ptr %2, align 8
  %61 = load i64, ptr %2, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef %61)
  %63 = load i64, ptr %1, align 8
  %64 = load i64, ptr %2, align 8
  %65 = call i64 @mixh(i64 noundef %63, i64 noundef %64)
  store i64 %65, ptr %1, align 8
  %66 = call i16 @r_ret_us(i16 noundef -5536, i32 noundef 3)
  %67 = zext i16 %66 to i64
  store i64 %67, ptr %2, align 8
  %68 = load i64, ptr %2, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef %68)
  %70 = load i64, ptr %1, align 8
  %71 = load i64, ptr %2, align 8
  %72 = call i64 @mixh(i64 noundef %70, i64 noundef %71)
  store i64 %72, ptr %1, align 8
  %73 = call i1 @r_ret_b(i32 noundef 12)
  %74 = zext i1 %73 to i64
  %75 = call i1 @r_ret_b(i32 noundef 3)
  %76 = zext i1 %75 to i64
  %77 = mul nsw i64 %76, 2
  %78 = add nsw i64 %74, %77
  store i64 %78, ptr %2, align 8
  %79 = load i64, ptr %2, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %79)
  %81 = load i64, ptr %1, align 8
  %82 = load i64, ptr %2, align 8
  %83 = call i64 @mixh(i64 noundef %81, i64 noundef %82)
  store i64 %83, ptr %1, align 8
  %84 = call i64 @r_widen(i8 noundef -1, i8 noundef -1, i16 noundef -1, i16 noundef -1, i1 noundef true, i32 noundef -1, i32 noundef -1)
  store i64 %84, ptr %2, align 8
  %85 = load i64, ptr %2, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %85)
  %87 = load i64, ptr %1, align 8
  %88 = load i64, ptr %2, align 8
  %89 = call i64 @mixh(i64 noundef %87, i64 noundef %88)
  store i64 %89, ptr %1, align 8
  %90 = call i64 @r_tail_a(i32 noundef 1001, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10, i64 noundef 11)
  store i64 %90, ptr %2, align 8
  %91 = load i64, ptr %2, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef %91)
  %93 = load i64, ptr %1, align 8
  %94 = load i64, ptr %2, align 8
  %95 = call i64 @mixh(i64 noundef %93, i64 noundef %94)
  store i64 %95, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %7, i64 32, i1 false)
  %96 = call i64 @r_fwd_big(ptr noundef %11, i64 noundef 14)
  store i64 %96, ptr %2, align 8
  %97 = load i64, ptr %2, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, i64 noundef %97)
  %99 = load i64, ptr %1, align 8
  %100 = load i64, ptr %2, align 8
  %101 = call i64 @mixh(i64 noundef %99, i64 noundef %100)
  store i64 %101, ptr %1, align 8
  %102 = load i64, ptr %1, align 8
  ret i64 %102
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_drive_other() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca %struct.S12, align 4
  %4 = alloca %struct.S16, align 8
  %5 = alloca %struct.P2, align 2
  %6 = alloca %struct.D2, align 8
  %7 = alloca %struct.Big, align 8
  %8 = alloca [4 x i8], align 1
  %9 = alloca [2 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.Big, align 8
  store i64 0, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.r_drive_other.s12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.r_drive_other.s16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 @__const.r_drive_other.p2, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.r_drive_other.d2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.r_drive_other.big, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.r_drive_other.str, i64 4, i1 false)
  %12 = getelementptr inbounds [4 x i8], ptr %8, i64 0, i64 0
  %13 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 4 %13, i64 12, i1 false)
  %14 = load [2 x i64], ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 2 %5, i64 4, i1 false)
  %15 = load i64, ptr %10, align 8
  %16 = load [2 x i64], ptr %4, align 8
  %17 = call i64 @g_m26(i8 noundef -14, i16 noundef -15000, i32 noundef -16, i64 noundef -17000000000, float noundef 1.850000e+01, double noundef -1.925000e+01, ptr noundef getelementptr inbounds ([4 x i32], ptr @data_, i64 0, i64 2), [2 x i64] %14, i8 noundef -56, i16 noundef -5536, i1 noundef true, i8 noundef -20, float noundef 2.175000e+01, double noundef -2.250000e+01, i64 noundef 23, i32 noundef -24, i64 %15, double noundef 2.512500e+01, float noundef -2.650000e+01, ptr noundef %12, i64 noundef -27, i16 noundef -28, double noundef 2.906250e+01, i32 noundef -30, [2 x i64] %16, float noundef 3.150000e+01)
  store i64 %17, ptr %2, align 8
  %18 = load i64, ptr %2, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef %18)
  %20 = load i64, ptr %1, align 8
  %21 = load i64, ptr %2, align 8
  %22 = call i64 @mixh(i64 noundef %20, i64 noundef %21)
  store i64 %22, ptr %1, align 8
  %23 = call i64 @g_stack_small(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i8 noundef -9, i16 noundef -10000, i32 noundef -11, i1 noundef true, i8 noundef -6, i8 noundef -128, i16 noundef -1, i32 noundef -294967296, i16 noundef -32768)
  store i64 %23, ptr %2, align 8
  %24 = load i64, ptr %2, align 8
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef %24)
  %26 = load i64, ptr %1, align 8
  %27 = load i64, ptr %2, align 8
  %28 = call i64 @mixh(i64 noundef %26, i64 noundef %27)
  store i64 %28, ptr %1, align 8
  %29 = load [2 x double], ptr %6, align 8
  %30 = call double @g_fp20(float noundef 1.000000e+00, double noundef 2.000000e+00, float noundef 3.000000e+00, double noundef 4.000000e+00, float noundef 5.000000e+00, double noundef 6.000000e+00, float noundef 7.000000e+00, double noundef 8.000000e+00, float noundef 9.500000e+00, double noundef 1.050000e+01, float noundef 1.150000e+01, double noundef 1.250000e+01, float noundef 1.325000e+01, double noundef 1.425000e+01, float noundef 1.525000e+01, double noundef 1.625000e+01, [2 x double] alignstack(8) %29, float noundef 1.775000e+01, double noundef 1.875000e+01, float noundef -1.950000e+01)
  %31 = fmul double %30, 1.600000e+01
  %32 = fptosi double %31 to i64
  store i64 %32, ptr %2, align 8
  %33 = load i64, ptr %2, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef %33)
  %35 = load i64, ptr %1, align 8
  %36 = load i64, ptr %2, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  store i64 %37, ptr %1, align 8
  %38 = call i8 @g_ret_sc(i8 noundef -100, i32 noundef 3)
  %39 = sext i8 %38 to i64
  store i64 %39, ptr %2, align 8
  %40 = load i64, ptr %2, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef %40)
  %42 = load i64, ptr %1, align 8
  %43 = load i64, ptr %2, align 8
  %44 = call i64 @mixh(i64 noundef %42, i64 noundef %43)
  store i64 %44, ptr %1, align 8
  %45 = call i8 @g_ret_sc(i8 noundef 100, i32 noundef 3)
  %46 = sext i8 %45 to i64
  store i64 %46, ptr %2, align 8
  %47 = load i64, ptr %2, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef %47)
  %49 = load i64, ptr %1, align 8
  %50 = load i64, ptr %2, align 8
  %51 = call i64 @mixh(i64 noundef %49, i64 noundef %50)
  store i64 %51, ptr %1, align 8
  %52 = call i8 @g_ret_uc(i8 noundef -56, i32 noundef 3)
  %53 = zext i8 %52 to i64
  store i64 %53, ptr %2, align 8
  %54 = load i64, ptr %2, align 8
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef %54)
  %56 = load i64, ptr %1, align 8
  %57 = load i64, ptr %2, align 8
  %58 = call i64 @mixh(i64 noundef %56, i64 noundef %57)
  store i64 %58, ptr %1, align 8
  %59 = call i16 @g_ret_ss(i16 noundef -30000, i32 noundef 3)
  %60 = sext i16 %59 to i64
  store i64 %60, ptr %2, align 8
  %61 = load i64, ptr %2, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef %61)
  %63 = load i64, ptr %1, align 8
  %64 = load i64, ptr %2, align 8
  %65 = call i64 @mixh(i64 noundef %63, i64 noundef %64)
  store i64 %65, ptr %1, align 8
  %66 = call i16 @g_ret_us(i16 noundef -5536, i32 noundef 3)
  %67 = zext i16 %66 to i64
  store i64 %67, ptr %2, align 8
  %68 = load i64, ptr %2, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef %68)
  %70 = load i64, ptr %1, align 8
  %71 = load i64, ptr %2, align 8
  %72 = call i64 @mixh(i64 noundef %70, i64 noundef %71)
  store i64 %72, ptr %1, align 8
  %73 = call i1 @g_ret_b(i32 noundef 12)
  %74 = zext i1 %73 to i64
  %75 = call i1 @g_ret_b(i32 noundef 3)
  %76 = zext i1 %75 to i64
  %77 = mul nsw i64 %76, 2
  %78 = add nsw i64 %74, %77
  store i64 %78, ptr %2, align 8
  %79 = load i64, ptr %2, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %79)
  %81 = load i64, ptr %1, align 8
  %82 = load i64, ptr %2, align 8
  %83 = call i64 @mixh(i64 noundef %81, i64 noundef %82)
  store i64 %83, ptr %1, align 8
  %84 = call i64 @g_widen(i8 noundef -1, i8 noundef -1, i16 noundef -1, i16 noundef -1, i1 noundef true, i32 noundef -1, i32 noundef -1)
  store i64 %84, ptr %2, align 8
  %85 = load i64, ptr %2, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %85)
  %87 = load i64, ptr %1, align 8
  %88 = load i64, ptr %2, align 8
  %89 = call i64 @mixh(i64 noundef %87, i64 noundef %88)
  store i64 %89, ptr %1, align 8
  %90 = call i64 @g_tail_a(i32 noundef 1001, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10, i64 noundef 11)
  store i64 %90, ptr %2, align 8
  %91 = load i64, ptr %2, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef %91)
  %93 = load i64, ptr %1, align 8
  %94 = load i64, ptr %2, align 8
  %95 = call i64 @mixh(i64 noundef %93, i64 noundef %94)
  store i64 %95, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %7, i64 32, i1 false)
  %96 = call i64 @g_fwd_big(ptr noundef %11, i64 noundef 14)
  store i64 %96, ptr %2, align 8
  %97 = load i64, ptr %2, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, i64 noundef %97)
  %99 = load i64, ptr %1, align 8
  %100 = load i64, ptr %2, align 8
  %101 = call i64 @mixh(i64 noundef %99, i64 noundef %100)
  store i64 %101, ptr %1, align 8
  %102 = load i64, ptr %1, align 8
  ret i64 %102
}

declare i64 @g_m26(i8 noundef, i16 noundef, i32 noundef, i64 noundef, float noundef, double noundef, ptr noundef, [2 x i64], i8 noundef, i16 noundef, i1 noundef, i8 noundef, float noundef, double noundef, i64 noundef, i32 noundef, i64, double noundef, float noundef, ptr noundef, i64 noundef, i16 noundef, double noundef, i32 noundef, [2 x i64], float noundef) #3

declare i64 @g_stack_small(i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i8 noundef, i16 noundef, i32 noundef, i1 noundef, i8 noundef, i8 noundef, i16 noundef, i32 noundef, i16 noundef) #3

declare double @g_fp20(float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, [2 x double] alignstack(8), float noundef, double noundef, float noundef) #3

declare i8 @g_ret_sc(i8 noundef, i32 noundef) #3

declare i8 @g_ret_uc(i8 noundef, i32 noundef) #3

declare i16 @g_ret_ss(i16 noundef, i32 noundef) #3

declare i16 @g_ret_us(i16 noundef, i32 noundef) #3

declare i1 @g_ret_b(i32 noundef) #3

declare i64 @g_widen(i8 noundef, i8 noundef, i16 noundef, i16 noundef, i1 noundef, i32 noundef, i32 noundef) #3

declare i64 @g_tail_a(i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) #3

declare i64 @g_fwd_big(ptr noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %5 = call i64 @r_drive_self()
  %6 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  store i64 %5, ptr %6, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %8 = call i64 @r_drive_other()
  %9 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  store i64 %8, ptr %9, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %11 = call i64 @g_drive_other()
  %12 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  store i64 %11, ptr %12, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %14 = call i64 @g_drive_self()
  %15 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3
  store i64 %14, ptr %15, align 8
  %16 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = icmp eq i64 %17, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %0
  %22 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  %25 = load i64, ptr %24, align 8
  %26 = icmp eq i64 %23, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %21
  %28 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3
  %31 = load i64, ptr %30, align 8
  %32 = icmp eq i64 %29, %31
  br label %33

33:                                               ; preds = %27, %21, %0
  %34 = phi i1 [ false, %21 ], [ false, %0 ], [ %32, %27 ]
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %3, align 4
  %36 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  %37 = load i64, ptr %36, align 8
  %38 = load i32, ptr %3, align 4
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, ptr @.str.18, ptr @.str.19
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %37, ptr noundef %41)
  %43 = load i32, ptr %3, align 4
  %44 = icmp ne i32 %43, 0
  %45 = xor i1 %44, true
  %46 = zext i1 %45 to i32
  ret i32 %46
}

declare i64 @g_drive_other() #3

declare i64 @g_drive_self() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
