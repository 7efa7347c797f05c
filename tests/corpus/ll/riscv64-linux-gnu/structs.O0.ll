; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Rect = type { %struct.Point, %struct.Point }
%struct.Point = type { i32, i32 }
%struct.Small = type { i8, i8, i8 }
%struct.Mixed = type { i8, double, i16, i32 }
%struct.Big = type { [8 x i64], i32 }
%struct.FPair = type { float, float }
%struct.DPair = type { double, double }
%struct.IntDouble = type { i32, double }
%struct.Node = type { i32, [3 x %struct.Point], ptr }

@.str = private unnamed_addr constant [14 x i8] c"p = (%d, %d)\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Rect { %struct.Point { i32 1, i32 2 }, %struct.Point { i32 11, i32 7 } }, align 4
@.str.1 = private unnamed_addr constant [28 x i8] c"area = %d, grown area = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"big sum = %lld\0A\00", align 1
@__const.main.s1 = private unnamed_addr constant %struct.Small { i8 10, i8 -56, i8 -1 }, align 1
@__const.main.s2 = private unnamed_addr constant %struct.Small { i8 30, i8 100, i8 1 }, align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"blend = %u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"fpair = %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"dpair = %.3f %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"intdouble = %d %.3f\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.Mixed { i8 97, double 2.000000e+00, i16 100, i32 5 }, align 8
@.str.7 = private unnamed_addr constant [23 x i8] c"mixed = %c %.3f %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@__const.main.names = private unnamed_addr constant [4 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11], align 8
@.str.12 = private unnamed_addr constant [36 x i8] c"copy key = %d name = %s, hash = %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"total area = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Point, align 4
  %3 = alloca %struct.Point, align 4
  %4 = alloca %struct.Point, align 4
  %5 = alloca %struct.Rect, align 4
  %6 = alloca %struct.Rect, align 4
  %7 = alloca %struct.Big, align 8
  %8 = alloca %struct.Big, align 8
  %9 = alloca %struct.Small, align 1
  %10 = alloca %struct.Small, align 1
  %11 = alloca %struct.Small, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca %struct.FPair, align 4
  %15 = alloca %struct.FPair, align 4
  %16 = alloca %struct.DPair, align 8
  %17 = alloca %struct.DPair, align 8
  %18 = alloca %struct.IntDouble, align 8
  %19 = alloca %struct.IntDouble, align 8
  %20 = alloca %struct.Mixed, align 8
  %21 = alloca [4 x %struct.Node], align 8
  %22 = alloca [4 x ptr], align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.Point, align 4
  %26 = alloca %struct.Node, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [3 x %struct.Rect], align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %33 = call i64 @mkpoint(i32 noundef signext 3, i32 noundef signext 4)
  store i64 %33, ptr %3, align 4
  %34 = call i64 @mkpoint(i32 noundef signext -10, i32 noundef signext 22)
  store i64 %34, ptr %4, align 4
  %35 = load i64, ptr %3, align 4
  %36 = load i64, ptr %4, align 4
  %37 = call i64 @addp(i64 %35, i64 %36)
  store i64 %37, ptr %2, align 4
  %38 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 0
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %39, i32 noundef signext %41)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.r, i64 16, i1 false)
  %43 = load [2 x i64], ptr %5, align 4
  %44 = call signext i32 @area([2 x i64] %43)
  %45 = load [2 x i64], ptr %5, align 4
  %46 = call [2 x i64] @grow([2 x i64] %45, i32 noundef signext 3)
  store [2 x i64] %46, ptr %6, align 4
  %47 = load [2 x i64], ptr %6, align 4
  %48 = call signext i32 @area([2 x i64] %47)
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %44, i32 noundef signext %48)
  call void @mkbig(ptr dead_on_unwind writable sret(%struct.Big) align 8 %7, i32 noundef signext 17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 72, i1 false)
  %50 = call i64 @sumbig(ptr noundef %8)
  %51 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %50)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.s1, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.s2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %9, i64 3, i1 false)
  %52 = load i64, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %10, i64 3, i1 false)
  %53 = load i64, ptr %13, align 8
  %54 = call i64 @blend(i64 %52, i64 %53)
  %55 = trunc i64 %54 to i24
  store i24 %55, ptr %11, align 1
  %56 = getelementptr inbounds %struct.Small, ptr %11, i32 0, i32 0
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i32
  %59 = getelementptr inbounds %struct.Small, ptr %11, i32 0, i32 1
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = getelementptr inbounds %struct.Small, ptr %11, i32 0, i32 2
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %58, i32 noundef signext %61, i32 noundef signext %64)
  %66 = getelementptr inbounds %struct.FPair, ptr %15, i32 0, i32 0
  store float 1.250000e+00, ptr %66, align 4
  %67 = getelementptr inbounds %struct.FPair, ptr %15, i32 0, i32 1
  store float -3.500000e+00, ptr %67, align 4
  %68 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %69 = load float, ptr %68, align 4
  %70 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  %71 = load float, ptr %70, align 4
  %72 = call { float, float } @swapf(float %69, float %71)
  %73 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %74 = extractvalue { float, float } %72, 0
  store float %74, ptr %73, align 4
  %75 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  %76 = extractvalue { float, float } %72, 1
  store float %76, ptr %75, align 4
  %77 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 0
  %78 = load float, ptr %77, align 4
  %79 = fpext float %78 to double
  %80 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 1
  %81 = load float, ptr %80, align 4
  %82 = fpext float %81 to double
  %83 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %79, double noundef %82)
  %84 = getelementptr inbounds %struct.DPair, ptr %17, i32 0, i32 0
  store double 5.000000e-01, ptr %84, align 8
  %85 = getelementptr inbounds %struct.DPair, ptr %17, i32 0, i32 1
  store double 2.250000e+00, ptr %85, align 8
  %86 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %89 = load double, ptr %88, align 8
  %90 = call { double, double } @scaled(double %87, double %89, double noundef 4.000000e+00)
  %91 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %92 = extractvalue { double, double } %90, 0
  store double %92, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %94 = extractvalue { double, double } %90, 1
  store double %94, ptr %93, align 8
  %95 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  %99 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %96, double noundef %98)
  %100 = getelementptr inbounds %struct.IntDouble, ptr %19, i32 0, i32 0
  store i32 7, ptr %100, align 8
  %101 = getelementptr inbounds %struct.IntDouble, ptr %19, i32 0, i32 1
  store double 2.500000e-01, ptr %101, align 8
  %102 = getelementptr inbounds { i32, double }, ptr %19, i32 0, i32 0
  %103 = load i32, ptr %102, align 8
  %104 = getelementptr inbounds { i32, double }, ptr %19, i32 0, i32 1
  %105 = load double, ptr %104, align 8
  %106 = call { i32, double } @idmix(i32 %103, double %105)
  %107 = getelementptr inbounds { i32, double }, ptr %18, i32 0, i32 0
  %108 = extractvalue { i32, double } %106, 0
  store i32 %108, ptr %107, align 8
  %109 = getelementptr inbounds { i32, double }, ptr %18, i32 0, i32 1
  %110 = extractvalue { i32, double } %106, 1
  store double %110, ptr %109, align 8
  %111 = getelementptr inbounds %struct.IntDouble, ptr %18, i32 0, i32 0
  %112 = load i32, ptr %111, align 8
  %113 = getelementptr inbounds %struct.IntDouble, ptr %18, i32 0, i32 1
  %114 = load double, ptr %113, align 8
  %115 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %112, double noundef %114)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.m, i64 24, i1 false)
  call void @bump(ptr noundef %20)
  call void @bump(ptr noundef %20)
  %116 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 0
  %117 = load i8, ptr %116, align 8
  %118 = zext i8 %117 to i32
  %119 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 1
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 2
  %122 = load i16, ptr %121, align 8
  %123 = sext i16 %122 to i32
  %124 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 3
  %125 = load i32, ptr %124, align 4
  %126 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %118, double noundef %120, i32 noundef signext %123, i32 noundef signext %125)
  %127 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %127, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 @__const.main.names, i64 32, i1 false)
  store i32 0, ptr %23, align 4
  br label %128

128:                                              ; preds = %170, %0
  %129 = load i32, ptr %23, align 4
  %130 = icmp slt i32 %129, 4
  br i1 %130, label %131, label %173

131:                                              ; preds = %128
  %132 = load i32, ptr %23, align 4
  %133 = load i32, ptr %23, align 4
  %134 = mul nsw i32 %132, %133
  %135 = add nsw i32 %134, 1
  %136 = load i32, ptr %23, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %137
  %139 = getelementptr inbounds %struct.Node, ptr %138, i32 0, i32 0
  store i32 %135, ptr %139, align 8
  store i32 0, ptr %24, align 4
  br label %140

140:                                              ; preds = %158, %131
  %141 = load i32, ptr %24, align 4
  %142 = icmp slt i32 %141, 3
  br i1 %142, label %143, label %161

143:                                              ; preds = %140
  %144 = load i32, ptr %23, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %145
  %147 = getelementptr inbounds %struct.Node, ptr %146, i32 0, i32 1
  %148 = load i32, ptr %24, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [3 x %struct.Point], ptr %147, i64 0, i64 %149
  %151 = load i32, ptr %23, align 4
  %152 = load i32, ptr %24, align 4
  %153 = add nsw i32 %151, %152
  %154 = load i32, ptr %23, align 4
  %155 = load i32, ptr %24, align 4
  %156 = sub nsw i32 %154, %155
  %157 = call i64 @mkpoint(i32 noundef signext %153, i32 noundef signext %156)
  store i64 %157, ptr %25, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %150, ptr align 4 %25, i64 8, i1 false)
  br label %158

158:                                              ; preds = %143
  %159 = load i32, ptr %24, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %24, align 4
  br label %140, !llvm.loop !10

161:                                              ; preds = %140
  %162 = load i32, ptr %23, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [4 x ptr], ptr %22, i64 0, i64 %163
  %165 = load ptr, ptr %164, align 8
  %166 = load i32, ptr %23, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %167
  %169 = getelementptr inbounds %struct.Node, ptr %168, i32 0, i32 2
  store ptr %165, ptr %169, align 8
  br label %170

170:                                              ; preds = %161
  %171 = load i32, ptr %23, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %23, align 4
  br label %128, !llvm.loop !12

173:                                              ; preds = %128
  %174 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %174, i64 40, i1 false)
  %175 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 2
  %176 = getelementptr inbounds %struct.Node, ptr %175, i32 0, i32 0
  store i32 99, ptr %176, align 8
  store i32 0, ptr %27, align 4
  store i32 0, ptr %28, align 4
  br label %177

177:                                              ; preds = %230, %173
  %178 = load i32, ptr %28, align 4
  %179 = icmp slt i32 %178, 4
  br i1 %179, label %180, label %233

180:                                              ; preds = %177
  %181 = load i32, ptr %27, align 4
  %182 = mul i32 %181, 31
  %183 = load i32, ptr %28, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %184
  %186 = getelementptr inbounds %struct.Node, ptr %185, i32 0, i32 0
  %187 = load i32, ptr %186, align 8
  %188 = add i32 %182, %187
  store i32 %188, ptr %27, align 4
  store i32 0, ptr %29, align 4
  br label %189

189:                                              ; preds = %216, %180
  %190 = load i32, ptr %29, align 4
  %191 = icmp slt i32 %190, 3
  br i1 %191, label %192, label %219

192:                                              ; preds = %189
  %193 = load i32, ptr %27, align 4
  %194 = mul i32 %193, 31
  %195 = load i32, ptr %28, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %196
  %198 = getelementptr inbounds %struct.Node, ptr %197, i32 0, i32 1
  %199 = load i32, ptr %29, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [3 x %struct.Point], ptr %198, i64 0, i64 %200
  %202 = getelementptr inbounds %struct.Point, ptr %201, i32 0, i32 0
  %203 = load i32, ptr %202, align 4
  %204 = mul nsw i32 %203, 7
  %205 = load i32, ptr %28, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %206
  %208 = getelementptr inbounds %struct.Node, ptr %207, i32 0, i32 1
  %209 = load i32, ptr %29, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [3 x %struct.Point], ptr %208, i64 0, i64 %210
  %212 = getelementptr inbounds %struct.Point, ptr %211, i32 0, i32 1
  %213 = load i32, ptr %212, align 4
  %214 = add nsw i32 %204, %213
  %215 = add i32 %194, %214
  store i32 %215, ptr %27, align 4
  br label %216

216:                                              ; preds = %192
  %217 = load i32, ptr %29, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %29, align 4
  br label %189, !llvm.loop !13

219:                                              ; preds = %189
  %220 = load i32, ptr %27, align 4
  %221 = mul i32 %220, 31
  %222 = load i32, ptr %28, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %223
  %225 = getelementptr inbounds %struct.Node, ptr %224, i32 0, i32 2
  %226 = load ptr, ptr %225, align 8
  %227 = call i64 @strlen(ptr noundef %226) #5
  %228 = trunc i64 %227 to i32
  %229 = add i32 %221, %228
  store i32 %229, ptr %27, align 4
  br label %230

230:                                              ; preds = %219
  %231 = load i32, ptr %28, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %28, align 4
  br label %177, !llvm.loop !14

233:                                              ; preds = %177
  %234 = getelementptr inbounds %struct.Node, ptr %26, i32 0, i32 0
  %235 = load i32, ptr %234, align 8
  %236 = getelementptr inbounds %struct.Node, ptr %26, i32 0, i32 2
  %237 = load ptr, ptr %236, align 8
  %238 = load i32, ptr %27, align 4
  %239 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %235, ptr noundef %237, i32 noundef signext %238)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 %5, i64 16, i1 false)
  %240 = getelementptr inbounds %struct.Rect, ptr %30, i64 1
  %241 = load [2 x i64], ptr %5, align 4
  %242 = call [2 x i64] @grow([2 x i64] %241, i32 noundef signext 1)
  store [2 x i64] %242, ptr %240, align 4
  %243 = getelementptr inbounds %struct.Rect, ptr %30, i64 2
  %244 = load [2 x i64], ptr %5, align 4
  %245 = call [2 x i64] @grow([2 x i64] %244, i32 noundef signext 2)
  store [2 x i64] %245, ptr %243, align 4
  store i32 0, ptr %31, align 4
  store i32 0, ptr %32, align 4
  br label %246

246:                                              ; preds = %257, %233
  %247 = load i32, ptr %32, align 4
  %248 = icmp slt i32 %247, 3
  br i1 %248, label %249, label %260

249:                                              ; preds = %246
  %250 = load i32, ptr %32, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds [3 x %struct.Rect], ptr %30, i64 0, i64 %251
  %253 = load [2 x i64], ptr %252, align 4
  %254 = call signext i32 @area([2 x i64] %253)
  %255 = load i32, ptr %31, align 4
  %256 = add nsw i32 %255, %254
  store i32 %256, ptr %31, align 4
  br label %257

257:                                              ; preds = %249
  %258 = load i32, ptr %32, align 4
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %32, align 4
  br label %246, !llvm.loop !15

260:                                              ; preds = %246
  %261 = load i32, ptr %31, align 4
  %262 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext %261)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @addp(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.Point, align 4
  %4 = alloca %struct.Point, align 4
  %5 = alloca %struct.Point, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.Point, ptr %4, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %7, %9
  %11 = getelementptr inbounds %struct.Point, ptr %4, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %12, %14
  %16 = call i64 @mkpoint(i32 noundef signext %10, i32 noundef signext %15)
  store i64 %16, ptr %3, align 4
  %17 = load i64, ptr %3, align 4
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mkpoint(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.Point, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.Point, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Point, ptr %3, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  %10 = load i64, ptr %3, align 4
  ret i64 %10
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @area([2 x i64] %0) #0 {
  %2 = alloca %struct.Rect, align 4
  store [2 x i64] %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.Rect, ptr %2, i32 0, i32 1
  %4 = getelementptr inbounds %struct.Point, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Rect, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = sub nsw i32 %5, %8
  %10 = getelementptr inbounds %struct.Rect, ptr %2, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Point, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Rect, ptr %2, i32 0, i32 0
  %14 = getelementptr inbounds %struct.Point, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %12, %15
  %17 = mul nsw i32 %9, %16
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @grow([2 x i64] %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.Rect, align 4
  %4 = alloca %struct.Rect, align 4
  %5 = alloca i32, align 4
  store [2 x i64] %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Rect, ptr %4, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Point, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = sub nsw i32 %9, %6
  store i32 %10, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = getelementptr inbounds %struct.Rect, ptr %4, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Point, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = sub nsw i32 %14, %11
  store i32 %15, ptr %13, align 4
  %16 = load i32, ptr %5, align 4
  %17 = getelementptr inbounds %struct.Rect, ptr %4, i32 0, i32 1
  %18 = getelementptr inbounds %struct.Point, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = add nsw i32 %19, %16
  store i32 %20, ptr %18, align 4
  %21 = load i32, ptr %5, align 4
  %22 = getelementptr inbounds %struct.Rect, ptr %4, i32 0, i32 1
  %23 = getelementptr inbounds %struct.Point, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, %21
  store i32 %25, ptr %23, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 16, i1 false)
  %26 = load [2 x i64], ptr %3, align 4
  ret [2 x i64] %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkbig(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %21, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %11, %14
  %16 = mul nsw i64 %15, 1000003
  %17 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x i64], ptr %17, i64 0, i64 %19
  store i64 %16, ptr %20, align 8
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !16

24:                                               ; preds = %6
  %25 = load i32, ptr %4, align 4
  %26 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i32 %25, ptr %26, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sumbig(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %6 = load i32, ptr %5, align 8
  %7 = sext i32 %6 to i64
  store i64 %7, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %19, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i64], ptr %12, i64 0, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %3, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %8, !llvm.loop !17

22:                                               ; preds = %8
  %23 = load i64, ptr %3, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @blend(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.Small, align 1
  %4 = alloca %struct.Small, align 1
  %5 = alloca %struct.Small, align 1
  %6 = alloca i64, align 8
  %7 = trunc i64 %0 to i24
  store i24 %7, ptr %4, align 1
  %8 = trunc i64 %1 to i24
  store i24 %8, ptr %5, align 1
  %9 = getelementptr inbounds %struct.Small, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Small, ptr %4, i32 0, i32 0
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = getelementptr inbounds %struct.Small, ptr %5, i32 0, i32 0
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add nsw i32 %12, %15
  %17 = sdiv i32 %16, 2
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %9, align 1
  %19 = getelementptr inbounds %struct.Small, ptr %3, i32 0, i32 1
  %20 = getelementptr inbounds %struct.Small, ptr %4, i32 0, i32 1
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = getelementptr inbounds %struct.Small, ptr %5, i32 0, i32 1
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = add nsw i32 %22, %25
  %27 = sdiv i32 %26, 2
  %28 = trunc i32 %27 to i8
  store i8 %28, ptr %19, align 1
  %29 = getelementptr inbounds %struct.Small, ptr %3, i32 0, i32 2
  %30 = getelementptr inbounds %struct.Small, ptr %4, i32 0, i32 2
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = getelementptr inbounds %struct.Small, ptr %5, i32 0, i32 2
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = add nsw i32 %32, %35
  %37 = sdiv i32 %36, 2
  %38 = trunc i32 %37 to i8
  store i8 %38, ptr %29, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %3, i64 3, i1 false)
  %39 = load i64, ptr %6, align 8
  ret i64 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, float } @swapf(float %0, float %1) #0 {
  %3 = alloca %struct.FPair, align 4
  %4 = alloca %struct.FPair, align 4
  %5 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  store float %0, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.FPair, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.FPair, ptr %4, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = fmul float %12, 2.000000e+00
  store float %13, ptr %10, align 4
  %14 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = insertvalue { float, float } poison, float %15, 0
  %19 = insertvalue { float, float } %18, float %17, 1
  ret { float, float } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @scaled(double %0, double %1, double noundef %2) #0 {
  %4 = alloca %struct.DPair, align 8
  %5 = alloca %struct.DPair, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
  store double %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.DPair, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds %struct.DPair, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = load double, ptr %6, align 8
  %13 = fmul double %11, %12
  store double %13, ptr %9, align 8
  %14 = getelementptr inbounds %struct.DPair, ptr %4, i32 0, i32 1
  %15 = getelementptr inbounds %struct.DPair, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %6, align 8
  %18 = fmul double %16, %17
  store double %18, ptr %14, align 8
  %19 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = insertvalue { double, double } poison, double %20, 0
  %24 = insertvalue { double, double } %23, double %22, 1
  ret { double, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @idmix(i32 %0, double %1) #0 {
  %3 = alloca %struct.IntDouble, align 8
  %4 = alloca %struct.IntDouble, align 8
  %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.IntDouble, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.IntDouble, ptr %4, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = mul nsw i32 %9, 3
  store i32 %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.IntDouble, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.IntDouble, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.IntDouble, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = sitofp i32 %15 to double
  %17 = fadd double %13, %16
  store double %17, ptr %11, align 8
  %18 = getelementptr inbounds { i32, double }, ptr %3, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = getelementptr inbounds { i32, double }, ptr %3, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = insertvalue { i32, double } poison, i32 %19, 0
  %23 = insertvalue { i32, double } %22, double %21, 1
  ret { i32, double } %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 8
  %6 = add i8 %5, 1
  store i8 %6, ptr %4, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Mixed, ptr %7, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fmul double %9, 1.500000e+00
  store double %10, ptr %8, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.Mixed, ptr %11, i32 0, i32 2
  %13 = load i16, ptr %12, align 8
  %14 = sext i16 %13 to i32
  %15 = sub nsw i32 %14, 7
  %16 = trunc i32 %15 to i16
  store i16 %16, ptr %12, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.Mixed, ptr %17, i32 0, i32 3
  %19 = load i32, ptr %18, align 4
  %20 = shl i32 %19, 2
  store i32 %20, ptr %18, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
