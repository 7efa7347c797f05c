; ModuleID = 'tests/run/aarch64/c_mix.c'
source_filename = "tests/run/aarch64/c_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.hfa3 = type { float, float, float }
%struct.small = type { i8, i16 }
%struct.mixed = type { float, double }
%struct.pk = type <{ i8, i32, double, i16, i64 }>
%union.u = type { double }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [26 x i8] c"packed %zu %d %g %d %llx\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.hfa3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
@__const.main.b = private unnamed_addr constant %struct.hfa3 { float 4.000000e+00, float 5.000000e+00, float 6.000000e+00 }, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"hfa3 %g %g %g\0A\00", align 1
@__const.main.s = private unnamed_addr constant %struct.small { i8 3, i16 400 }, align 2
@.str.2 = private unnamed_addr constant [13 x i8] c"small %d %d\0A\00", align 1
@__const.main.m1 = private unnamed_addr constant %struct.mixed { float 1.500000e+00, double 2.500000e+00 }, align 8
@__const.main.m2 = private unnamed_addr constant %struct.mixed { float 2.500000e-01, double 1.000000e+10 }, align 8
@__const.main.h = private unnamed_addr constant %struct.hfa3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.pk, align 1
  %7 = alloca %struct.pk, align 1
  %8 = alloca %struct.hfa3, align 4
  %9 = alloca %struct.hfa3, align 4
  %10 = alloca %struct.hfa3, align 4
  %11 = alloca %struct.small, align 2
  %12 = alloca %struct.small, align 2
  %13 = alloca i64, align 8
  %14 = alloca %struct.mixed, align 8
  %15 = alloca %struct.mixed, align 8
  %16 = alloca %struct.hfa3, align 4
  %17 = alloca %union.u, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [3 x ptr], align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i128, align 16
  %24 = alloca i32, align 4
  %25 = alloca i128, align 16
  %26 = alloca { fp128, fp128 }, align 16
  %27 = alloca [8 x half], align 2
  %28 = alloca i32, align 4
  %29 = alloca half, align 2
  %30 = alloca i32, align 4
  %31 = alloca [200 x i8], align 1
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %35 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %6, i8 0, i64 23, i1 false)
  %36 = getelementptr inbounds %struct.pk, ptr %6, i32 0, i32 0
  store i8 1, ptr %36, align 1
  %37 = load i32, ptr %4, align 4
  %38 = mul nsw i32 305419896, %37
  %39 = getelementptr inbounds %struct.pk, ptr %6, i32 0, i32 1
  store i32 %38, ptr %39, align 1
  %40 = getelementptr inbounds %struct.pk, ptr %6, i32 0, i32 2
  store double 2.500000e+00, ptr %40, align 1
  %41 = getelementptr inbounds %struct.pk, ptr %6, i32 0, i32 3
  store i16 -3, ptr %41, align 1
  %42 = getelementptr inbounds %struct.pk, ptr %6, i32 0, i32 4
  store i64 1234605616436508552, ptr %42, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %6, i64 23, i1 false)
  %43 = getelementptr inbounds %struct.pk, ptr %7, i32 0, i32 1
  %44 = load i32, ptr %43, align 1
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %43, align 1
  %46 = getelementptr inbounds %struct.pk, ptr %7, i32 0, i32 4
  %47 = load i64, ptr %46, align 1
  %48 = ashr i64 %47, 4
  store i64 %48, ptr %46, align 1
  %49 = getelementptr inbounds %struct.pk, ptr %7, i32 0, i32 1
  %50 = load i32, ptr %49, align 1
  %51 = getelementptr inbounds %struct.pk, ptr %7, i32 0, i32 2
  %52 = load double, ptr %51, align 1
  %53 = getelementptr inbounds %struct.pk, ptr %7, i32 0, i32 3
  %54 = load i16, ptr %53, align 1
  %55 = sext i16 %54 to i32
  %56 = getelementptr inbounds %struct.pk, ptr %7, i32 0, i32 4
  %57 = load i64, ptr %56, align 1
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 23, i32 noundef %50, double noundef %52, i32 noundef %55, i64 noundef %57)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.a, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.b, i64 12, i1 false)
  %59 = load [3 x float], ptr %8, align 4
  %60 = load [3 x float], ptr %9, align 4
  %61 = call %struct.hfa3 @hf([3 x float] alignstack(8) %59, [3 x float] alignstack(8) %60)
  %62 = getelementptr inbounds %struct.hfa3, ptr %10, i32 0, i32 0
  %63 = extractvalue %struct.hfa3 %61, 0
  store float %63, ptr %62, align 4
  %64 = getelementptr inbounds %struct.hfa3, ptr %10, i32 0, i32 1
  %65 = extractvalue %struct.hfa3 %61, 1
  store float %65, ptr %64, align 4
  %66 = getelementptr inbounds %struct.hfa3, ptr %10, i32 0, i32 2
  %67 = extractvalue %struct.hfa3 %61, 2
  store float %67, ptr %66, align 4
  %68 = getelementptr inbounds %struct.hfa3, ptr %10, i32 0, i32 0
  %69 = load float, ptr %68, align 4
  %70 = fpext float %69 to double
  %71 = getelementptr inbounds %struct.hfa3, ptr %10, i32 0, i32 1
  %72 = load float, ptr %71, align 4
  %73 = fpext float %72 to double
  %74 = getelementptr inbounds %struct.hfa3, ptr %10, i32 0, i32 2
  %75 = load float, ptr %74, align 4
  %76 = fpext float %75 to double
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %70, double noundef %73, double noundef %76)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %11, ptr align 2 @__const.main.s, i64 4, i1 false)
  %78 = load i32, ptr %4, align 4
  %79 = add nsw i32 %78, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 2 %11, i64 4, i1 false)
  %80 = load i64, ptr %13, align 8
  %81 = call i32 @sm(i64 %80, i32 noundef %79)
  store i32 %81, ptr %12, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %11, ptr align 2 %12, i64 4, i1 false)
  %82 = getelementptr inbounds %struct.small, ptr %11, i32 0, i32 0
  %83 = load i8, ptr %82, align 2
  %84 = zext i8 %83 to i32
  %85 = getelementptr inbounds %struct.small, ptr %11, i32 0, i32 1
  %86 = load i16, ptr %85, align 2
  %87 = sext i16 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %84, i32 noundef %87)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.m1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.m2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 @__const.main.h, i64 12, i1 false)
  %89 = load [2 x i64], ptr %14, align 8
  %90 = load [2 x i64], ptr %15, align 8
  %91 = load [3 x float], ptr %16, align 4
  %92 = call double (i32, ...) @vsum(i32 noundef 2, [2 x i64] %89, [2 x i64] %90, [3 x float] alignstack(8) %91, fp128 noundef 0xL00000000000000004000C00000000000)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %92)
  store double -0.000000e+00, ptr %17, align 8
  %94 = load i64, ptr %17, align 8
  %95 = getelementptr inbounds [2 x float], ptr %17, i64 0, i64 1
  %96 = load float, ptr %95, align 4
  %97 = fpext float %96 to double
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %94, double noundef %97)
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %99

99:                                               ; preds = %109, %2
  %100 = load i32, ptr %19, align 4
  %101 = icmp slt i32 %100, 25
  br i1 %101, label %102, label %112

102:                                              ; preds = %99
  %103 = load i32, ptr %19, align 4
  %104 = call i32 @sw(i32 noundef %103)
  %105 = load i32, ptr %19, align 4
  %106 = mul nsw i32 %104, %105
  %107 = load i32, ptr %18, align 4
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr %18, align 4
  br label %109

109:                                              ; preds = %102
  %110 = load i32, ptr %19, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %19, align 4
  br label %99, !llvm.loop !6

112:                                              ; preds = %99
  %113 = load i32, ptr %18, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %113)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.tab, i64 24, i1 false)
  %115 = load i32, ptr %4, align 4
  store i32 %115, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %116

116:                                              ; preds = %129, %112
  %117 = load i32, ptr %22, align 4
  %118 = icmp slt i32 %117, 10
  br i1 %118, label %119, label %132

119:                                              ; preds = %116
  %120 = load i32, ptr %21, align 4
  %121 = load i32, ptr %22, align 4
  %122 = add nsw i32 %120, %121
  %123 = srem i32 %122, 3
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 %124
  %126 = load ptr, ptr %125, align 8
  %127 = load i32, ptr %21, align 4
  %128 = call i32 %126(i32 noundef %127)
  store i32 %128, ptr %21, align 4
  br label %129

129:                                              ; preds = %119
  %130 = load i32, ptr %22, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %22, align 4
  br label %116, !llvm.loop !8

132:                                              ; preds = %116
  %133 = load i32, ptr %21, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %133)
  store i128 1, ptr %23, align 16
  store i32 0, ptr %24, align 4
  br label %135

135:                                              ; preds = %146, %132
  %136 = load i32, ptr %24, align 4
  %137 = icmp slt i32 %136, 150
  br i1 %137, label %138, label %149

138:                                              ; preds = %135
  %139 = load i128, ptr %23, align 16
  %140 = trunc i128 %139 to i120
  %141 = mul i120 %140, 3
  %142 = load i32, ptr %4, align 4
  %143 = sext i32 %142 to i120
  %144 = add i120 %141, %143
  %145 = zext i120 %144 to i128
  store i128 %145, ptr %23, align 16
  br label %146

146:                                              ; preds = %138
  %147 = load i32, ptr %24, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %24, align 4
  br label %135, !llvm.loop !9

149:                                              ; preds = %135
  %150 = load i32, ptr %4, align 4
  %151 = sext i32 %150 to i77
  %152 = sub nsw i77 0, %151
  %153 = mul nsw i77 %152, 123456789012345
  %154 = sext i77 %153 to i128
  store i128 %154, ptr %25, align 16
  %155 = load i128, ptr %25, align 16
  %156 = trunc i128 %155 to i77
  %157 = sdiv i77 %156, 7
  %158 = load i128, ptr %25, align 16
  %159 = trunc i128 %158 to i77
  %160 = srem i77 %159, 13
  %161 = sub nsw i77 %157, %160
  %162 = sext i77 %161 to i128
  store i128 %162, ptr %25, align 16
  %163 = load i128, ptr %23, align 16
  %164 = trunc i128 %163 to i120
  %165 = lshr i120 %164, 64
  %166 = trunc i120 %165 to i64
  %167 = load i128, ptr %23, align 16
  %168 = trunc i128 %167 to i120
  %169 = urem i120 %168, 1000000007
  %170 = trunc i120 %169 to i64
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %166, i64 noundef %170)
  %172 = load i128, ptr %25, align 16
  %173 = trunc i128 %172 to i77
  %174 = trunc i77 %173 to i64
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %174)
  %176 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 0
  %177 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %176, align 16
  store fp128 0xL00000000000000004000000000000000, ptr %177, align 16
  %178 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 0
  %179 = load fp128, ptr %178, align 16
  %180 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 1
  %181 = load fp128, ptr %180, align 16
  %182 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 0
  %183 = load fp128, ptr %182, align 16
  %184 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 1
  %185 = load fp128, ptr %184, align 16
  %186 = fmul fp128 %179, %183
  %187 = fmul fp128 %181, %185
  %188 = fmul fp128 %179, %185
  %189 = fmul fp128 %181, %183
  %190 = fsub fp128 %186, %187
  %191 = fadd fp128 %188, %189
  %192 = fcmp uno fp128 %190, %190
  br i1 %192, label %193, label %199, !prof !10

193:                                              ; preds = %149
  %194 = fcmp uno fp128 %191, %191
  br i1 %194, label %195, label %199, !prof !10

195:                                              ; preds = %193
  %196 = call { fp128, fp128 } @__multc3(fp128 noundef %179, fp128 noundef %181, fp128 noundef %183, fp128 noundef %185) #6
  %197 = extractvalue { fp128, fp128 } %196, 0
  %198 = extractvalue { fp128, fp128 } %196, 1
  br label %199

199:                                              ; preds = %195, %193, %149
  %200 = phi fp128 [ %190, %149 ], [ %190, %193 ], [ %197, %195 ]
  %201 = phi fp128 [ %191, %149 ], [ %191, %193 ], [ %198, %195 ]
  %202 = call { fp128, fp128 } @__divtc3(fp128 noundef %200, fp128 noundef %201, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL0000000000000000BFFF000000000000) #6
  %203 = extractvalue { fp128, fp128 } %202, 0
  %204 = extractvalue { fp128, fp128 } %202, 1
  %205 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 0
  %206 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 1
  store fp128 %203, ptr %205, align 16
  store fp128 %204, ptr %206, align 16
  %207 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 0
  %208 = load fp128, ptr %207, align 16
  %209 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 1
  %210 = load fp128, ptr %209, align 16
  %211 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 0
  %212 = load fp128, ptr %211, align 16
  %213 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 1
  %214 = load fp128, ptr %213, align 16
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, fp128 noundef %208, fp128 noundef %214)
  store i32 0, ptr %28, align 4
  br label %216

216:                                              ; preds = %230, %199
  %217 = load i32, ptr %28, align 4
  %218 = icmp slt i32 %217, 8
  br i1 %218, label %219, label %233

219:                                              ; preds = %216
  %220 = load i32, ptr %28, align 4
  %221 = sitofp i32 %220 to float
  %222 = fmul float %221, 0x3FD3333340000000
  %223 = load i32, ptr %4, align 4
  %224 = sitofp i32 %223 to float
  %225 = fmul float %222, %224
  %226 = fptrunc float %225 to half
  %227 = load i32, ptr %28, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [8 x half], ptr %27, i64 0, i64 %228
  store half %226, ptr %229, align 2
  br label %230

230:                                              ; preds = %219
  %231 = load i32, ptr %28, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %28, align 4
  br label %216, !llvm.loop !11

233:                                              ; preds = %216
  store half 0xH0000, ptr %29, align 2
  store i32 0, ptr %30, align 4
  br label %234

234:                                              ; preds = %248, %233
  %235 = load i32, ptr %30, align 4
  %236 = icmp slt i32 %235, 8
  br i1 %236, label %237, label %251

237:                                              ; preds = %234
  %238 = load i32, ptr %30, align 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [8 x half], ptr %27, i64 0, i64 %239
  %241 = load half, ptr %240, align 2
  %242 = load i32, ptr %30, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [8 x half], ptr %27, i64 0, i64 %243
  %245 = load half, ptr %244, align 2
  %246 = load half, ptr %29, align 2
  %247 = call half @llvm.fmuladd.f16(half %241, half %245, half %246)
  store half %247, ptr %29, align 2
  br label %248

248:                                              ; preds = %237
  %249 = load i32, ptr %30, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %30, align 4
  br label %234, !llvm.loop !12

251:                                              ; preds = %234
  %252 = load half, ptr %29, align 2
  %253 = fpext half %252 to double
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %253)
  store i32 0, ptr %32, align 4
  br label %255

255:                                              ; preds = %265, %251
  %256 = load i32, ptr %32, align 4
  %257 = icmp slt i32 %256, 200
  br i1 %257, label %258, label %268

258:                                              ; preds = %255
  %259 = load i32, ptr %32, align 4
  %260 = mul nsw i32 %259, 7
  %261 = trunc i32 %260 to i8
  %262 = load i32, ptr %32, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [200 x i8], ptr %31, i64 0, i64 %263
  store i8 %261, ptr %264, align 1
  br label %265

265:                                              ; preds = %258
  %266 = load i32, ptr %32, align 4
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %32, align 4
  br label %255, !llvm.loop !13

268:                                              ; preds = %255
  %269 = getelementptr inbounds [200 x i8], ptr %31, i64 0, i64 0
  %270 = getelementptr inbounds i8, ptr %269, i64 3
  %271 = getelementptr inbounds [200 x i8], ptr %31, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %270, ptr align 1 %271, i64 150, i1 false)
  store i32 0, ptr %33, align 4
  store i32 0, ptr %34, align 4
  br label %272

272:                                              ; preds = %284, %268
  %273 = load i32, ptr %34, align 4
  %274 = icmp slt i32 %273, 200
  br i1 %274, label %275, label %287

275:                                              ; preds = %272
  %276 = load i32, ptr %33, align 4
  %277 = mul nsw i32 %276, 31
  %278 = load i32, ptr %34, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [200 x i8], ptr %31, i64 0, i64 %279
  %281 = load i8, ptr %280, align 1
  %282 = zext i8 %281 to i32
  %283 = add nsw i32 %277, %282
  store i32 %283, ptr %33, align 4
  br label %284

284:                                              ; preds = %275
  %285 = load i32, ptr %34, align 4
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr %34, align 4
  br label %272, !llvm.loop !14

287:                                              ; preds = %272
  %288 = load i32, ptr %33, align 4
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %288)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.hfa3 @hf([3 x float] alignstack(8) %0, [3 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.hfa3, align 4
  %4 = alloca %struct.hfa3, align 4
  %5 = alloca %struct.hfa3, align 4
  store [3 x float] %0, ptr %4, align 4
  store [3 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.hfa3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.hfa3, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.hfa3, ptr %5, i32 0, i32 2
  %10 = load float, ptr %9, align 4
  %11 = fadd float %8, %10
  store float %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.hfa3, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.hfa3, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.hfa3, ptr %5, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fmul float %14, %16
  store float %17, ptr %12, align 4
  %18 = getelementptr inbounds %struct.hfa3, ptr %3, i32 0, i32 2
  %19 = getelementptr inbounds %struct.hfa3, ptr %4, i32 0, i32 2
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.hfa3, ptr %5, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = fsub float %20, %22
  store float %23, ptr %18, align 4
  %24 = load %struct.hfa3, ptr %3, align 4
  ret %struct.hfa3 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sm(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.small, align 2
  %4 = alloca %struct.small, align 2
  %5 = alloca i32, align 4
  %6 = trunc i64 %0 to i32
  store i32 %6, ptr %4, align 2
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = getelementptr inbounds %struct.small, ptr %4, i32 0, i32 0
  %9 = load i8, ptr %8, align 2
  %10 = zext i8 %9 to i32
  %11 = add nsw i32 %10, %7
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %8, align 2
  %13 = load i32, ptr %5, align 4
  %14 = getelementptr inbounds %struct.small, ptr %4, i32 0, i32 1
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i32
  %17 = mul nsw i32 %16, %13
  %18 = trunc i32 %17 to i16
  store i16 %18, ptr %14, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %4, i64 4, i1 false)
  %19 = load i32, ptr %3, align 2
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.mixed, align 8
  %7 = alloca %struct.hfa3, align 4
  %8 = alloca [3 x float], align 4
  %9 = alloca fp128, align 16
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %39, %1
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %42

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %16 = load i32, ptr %15, align 8
  %17 = icmp sge i32 %16, 0
  br i1 %17, label %25, label %18

18:                                               ; preds = %14
  %19 = add i32 %16, 16
  store i32 %19, ptr %15, align 8
  %20 = icmp sle i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 %16
  br label %29

25:                                               ; preds = %18, %14
  %26 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store ptr %28, ptr %26, align 8
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi ptr [ %24, %21 ], [ %27, %25 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %30, i64 16, i1 false)
  %31 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 0
  %32 = load float, ptr %31, align 8
  %33 = fpext float %32 to double
  %34 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = fadd double %33, %35
  %37 = load double, ptr %4, align 8
  %38 = fadd double %37, %36
  store double %38, ptr %4, align 8
  br label %39

39:                                               ; preds = %29
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %10, !llvm.loop !15

42:                                               ; preds = %10
  %43 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %44 = load i32, ptr %43, align 4
  %45 = icmp sge i32 %44, 0
  br i1 %45, label %62, label %46

46:                                               ; preds = %42
  %47 = add i32 %44, 48
  store i32 %47, ptr %43, align 4
  %48 = icmp sle i32 %47, 0
  br i1 %48, label %49, label %62

49:                                               ; preds = %46
  %50 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds i8, ptr %51, i32 %44
  %53 = getelementptr inbounds i8, ptr %52, i64 0
  %54 = getelementptr inbounds [3 x float], ptr %8, i64 0, i64 0
  %55 = load float, ptr %53, align 16
  store float %55, ptr %54, align 4
  %56 = getelementptr inbounds i8, ptr %52, i64 16
  %57 = getelementptr inbounds [3 x float], ptr %8, i64 0, i64 1
  %58 = load float, ptr %56, align 16
  store float %58, ptr %57, align 4
  %59 = getelementptr inbounds i8, ptr %52, i64 32
  %60 = getelementptr inbounds [3 x float], ptr %8, i64 0, i64 2
  %61 = load float, ptr %59, align 16
  store float %61, ptr %60, align 4
  br label %66

62:                                               ; preds = %46, %42
  %63 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %65, ptr %63, align 8
  br label %66

66:                                               ; preds = %62, %49
  %67 = phi ptr [ %8, %49 ], [ %64, %62 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %67, i64 12, i1 false)
  %68 = getelementptr inbounds %struct.hfa3, ptr %7, i32 0, i32 0
  %69 = load float, ptr %68, align 4
  %70 = getelementptr inbounds %struct.hfa3, ptr %7, i32 0, i32 1
  %71 = load float, ptr %70, align 4
  %72 = fadd float %69, %71
  %73 = getelementptr inbounds %struct.hfa3, ptr %7, i32 0, i32 2
  %74 = load float, ptr %73, align 4
  %75 = fadd float %72, %74
  %76 = fpext float %75 to double
  %77 = load double, ptr %4, align 8
  %78 = fadd double %77, %76
  store double %78, ptr %4, align 8
  %79 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %80 = load i32, ptr %79, align 4
  %81 = icmp sge i32 %80, 0
  br i1 %81, label %89, label %82

82:                                               ; preds = %66
  %83 = add i32 %80, 16
  store i32 %83, ptr %79, align 4
  %84 = icmp sle i32 %83, 0
  br i1 %84, label %85, label %89

85:                                               ; preds = %82
  %86 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr inbounds i8, ptr %87, i32 %80
  br label %95

89:                                               ; preds = %82, %66
  %90 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %91 = load ptr, ptr %90, align 8
  %92 = getelementptr inbounds i8, ptr %91, i32 15
  %93 = call ptr @llvm.ptrmask.p0.i64(ptr %92, i64 -16)
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  store ptr %94, ptr %90, align 8
  br label %95

95:                                               ; preds = %89, %85
  %96 = phi ptr [ %88, %85 ], [ %93, %89 ]
  %97 = load fp128, ptr %96, align 16
  store fp128 %97, ptr %9, align 16
  %98 = load fp128, ptr %9, align 16
  %99 = fptrunc fp128 %98 to double
  %100 = load double, ptr %4, align 8
  %101 = fadd double %100, %99
  store double %101, ptr %4, align 8
  call void @llvm.va_end.p0(ptr %3)
  %102 = load double, ptr %4, align 8
  ret double %102
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sw(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 5, label %9
    i32 8, label %10
    i32 13, label %11
    i32 21, label %12
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 21, ptr %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 32, ptr %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 43, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 65, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 98, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 1313, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 2121, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f3(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 3
  ret i32 %4
}

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128)

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

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
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
