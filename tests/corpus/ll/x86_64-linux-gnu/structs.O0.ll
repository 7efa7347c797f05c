; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.names = private unnamed_addr constant [4 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11], align 16
@.str.12 = private unnamed_addr constant [36 x i8] c"copy key = %d name = %s, hash = %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"total area = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Point, align 4
  %3 = alloca %struct.Point, align 4
  %4 = alloca %struct.Point, align 4
  %5 = alloca %struct.Rect, align 4
  %6 = alloca %struct.Rect, align 4
  %7 = alloca %struct.Big, align 8
  %8 = alloca %struct.Small, align 1
  %9 = alloca %struct.Small, align 1
  %10 = alloca %struct.Small, align 1
  %11 = alloca i24, align 4
  %12 = alloca i24, align 4
  %13 = alloca %struct.FPair, align 4
  %14 = alloca %struct.FPair, align 4
  %15 = alloca %struct.DPair, align 8
  %16 = alloca %struct.DPair, align 8
  %17 = alloca %struct.IntDouble, align 8
  %18 = alloca %struct.IntDouble, align 8
  %19 = alloca %struct.Mixed, align 8
  %20 = alloca [4 x %struct.Node], align 16
  %21 = alloca [4 x ptr], align 16
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca %struct.Point, align 4
  %25 = alloca %struct.Node, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca [3 x %struct.Rect], align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %32 = call i64 @mkpoint(i32 noundef 3, i32 noundef 4)
  store i64 %32, ptr %3, align 4
  %33 = call i64 @mkpoint(i32 noundef -10, i32 noundef 22)
  store i64 %33, ptr %4, align 4
  %34 = load i64, ptr %3, align 4
  %35 = load i64, ptr %4, align 4
  %36 = call i64 @addp(i64 %34, i64 %35)
  store i64 %36, ptr %2, align 4
  %37 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 1
  %40 = load i32, ptr %39, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.r, i64 16, i1 false)
  %42 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %43 = load i64, ptr %42, align 4
  %44 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %45 = load i64, ptr %44, align 4
  %46 = call i32 @area(i64 %43, i64 %45)
  %47 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %48 = load i64, ptr %47, align 4
  %49 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %50 = load i64, ptr %49, align 4
  %51 = call { i64, i64 } @grow(i64 %48, i64 %50, i32 noundef 3)
  %52 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %53 = extractvalue { i64, i64 } %51, 0
  store i64 %53, ptr %52, align 4
  %54 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %55 = extractvalue { i64, i64 } %51, 1
  store i64 %55, ptr %54, align 4
  %56 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %57 = load i64, ptr %56, align 4
  %58 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %59 = load i64, ptr %58, align 4
  %60 = call i32 @area(i64 %57, i64 %59)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %46, i32 noundef %60)
  call void @mkbig(ptr dead_on_unwind writable sret(%struct.Big) align 8 %7, i32 noundef 17)
  %62 = call i64 @sumbig(ptr noundef byval(%struct.Big) align 8 %7)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %62)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.s1, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.s2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 1 %8, i64 3, i1 false)
  %64 = load i24, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 1 %9, i64 3, i1 false)
  %65 = load i24, ptr %12, align 4
  %66 = call i24 @blend(i24 %64, i24 %65)
  store i24 %66, ptr %10, align 1
  %67 = getelementptr inbounds %struct.Small, ptr %10, i32 0, i32 0
  %68 = load i8, ptr %67, align 1
  %69 = zext i8 %68 to i32
  %70 = getelementptr inbounds %struct.Small, ptr %10, i32 0, i32 1
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = getelementptr inbounds %struct.Small, ptr %10, i32 0, i32 2
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %69, i32 noundef %72, i32 noundef %75)
  %77 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 0
  store float 1.250000e+00, ptr %77, align 4
  %78 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 1
  store float -3.500000e+00, ptr %78, align 4
  %79 = load <2 x float>, ptr %14, align 4
  %80 = call <2 x float> @swapf(<2 x float> %79)
  store <2 x float> %80, ptr %13, align 4
  %81 = getelementptr inbounds %struct.FPair, ptr %13, i32 0, i32 0
  %82 = load float, ptr %81, align 4
  %83 = fpext float %82 to double
  %84 = getelementptr inbounds %struct.FPair, ptr %13, i32 0, i32 1
  %85 = load float, ptr %84, align 4
  %86 = fpext float %85 to double
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %83, double noundef %86)
  %88 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 0
  store double 5.000000e-01, ptr %88, align 8
  %89 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 1
  store double 2.250000e+00, ptr %89, align 8
  %90 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %91 = load double, ptr %90, align 8
  %92 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %93 = load double, ptr %92, align 8
  %94 = call { double, double } @scaled(double %91, double %93, double noundef 4.000000e+00)
  %95 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %96 = extractvalue { double, double } %94, 0
  store double %96, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %98 = extractvalue { double, double } %94, 1
  store double %98, ptr %97, align 8
  %99 = getelementptr inbounds %struct.DPair, ptr %15, i32 0, i32 0
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds %struct.DPair, ptr %15, i32 0, i32 1
  %102 = load double, ptr %101, align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %100, double noundef %102)
  %104 = getelementptr inbounds %struct.IntDouble, ptr %18, i32 0, i32 0
  store i32 7, ptr %104, align 8
  %105 = getelementptr inbounds %struct.IntDouble, ptr %18, i32 0, i32 1
  store double 2.500000e-01, ptr %105, align 8
  %106 = getelementptr inbounds { i32, double }, ptr %18, i32 0, i32 0
  %107 = load i32, ptr %106, align 8
  %108 = getelementptr inbounds { i32, double }, ptr %18, i32 0, i32 1
  %109 = load double, ptr %108, align 8
  %110 = call { i32, double } @idmix(i32 %107, double %109)
  %111 = getelementptr inbounds { i32, double }, ptr %17, i32 0, i32 0
  %112 = extractvalue { i32, double } %110, 0
  store i32 %112, ptr %111, align 8
  %113 = getelementptr inbounds { i32, double }, ptr %17, i32 0, i32 1
  %114 = extractvalue { i32, double } %110, 1
  store double %114, ptr %113, align 8
  %115 = getelementptr inbounds %struct.IntDouble, ptr %17, i32 0, i32 0
  %116 = load i32, ptr %115, align 8
  %117 = getelementptr inbounds %struct.IntDouble, ptr %17, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %116, double noundef %118)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.m, i64 24, i1 false)
  call void @bump(ptr noundef %19)
  call void @bump(ptr noundef %19)
  %120 = getelementptr inbounds %struct.Mixed, ptr %19, i32 0, i32 0
  %121 = load i8, ptr %120, align 8
  %122 = sext i8 %121 to i32
  %123 = getelementptr inbounds %struct.Mixed, ptr %19, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = getelementptr inbounds %struct.Mixed, ptr %19, i32 0, i32 2
  %126 = load i16, ptr %125, align 8
  %127 = sext i16 %126 to i32
  %128 = getelementptr inbounds %struct.Mixed, ptr %19, i32 0, i32 3
  %129 = load i32, ptr %128, align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %122, double noundef %124, i32 noundef %127, i32 noundef %129)
  %131 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %131, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.main.names, i64 32, i1 false)
  store i32 0, ptr %22, align 4
  br label %132

132:                                              ; preds = %174, %0
  %133 = load i32, ptr %22, align 4
  %134 = icmp slt i32 %133, 4
  br i1 %134, label %135, label %177

135:                                              ; preds = %132
  %136 = load i32, ptr %22, align 4
  %137 = load i32, ptr %22, align 4
  %138 = mul nsw i32 %136, %137
  %139 = add nsw i32 %138, 1
  %140 = load i32, ptr %22, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 %141
  %143 = getelementptr inbounds %struct.Node, ptr %142, i32 0, i32 0
  store i32 %139, ptr %143, align 8
  store i32 0, ptr %23, align 4
  br label %144

144:                                              ; preds = %162, %135
  %145 = load i32, ptr %23, align 4
  %146 = icmp slt i32 %145, 3
  br i1 %146, label %147, label %165

147:                                              ; preds = %144
  %148 = load i32, ptr %22, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 %149
  %151 = getelementptr inbounds %struct.Node, ptr %150, i32 0, i32 1
  %152 = load i32, ptr %23, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [3 x %struct.Point], ptr %151, i64 0, i64 %153
  %155 = load i32, ptr %22, align 4
  %156 = load i32, ptr %23, align 4
  %157 = add nsw i32 %155, %156
  %158 = load i32, ptr %22, align 4
  %159 = load i32, ptr %23, align 4
  %160 = sub nsw i32 %158, %159
  %161 = call i64 @mkpoint(i32 noundef %157, i32 noundef %160)
  store i64 %161, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %154, ptr align 4 %24, i64 8, i1 false)
  br label %162

162:                                              ; preds = %147
  %163 = load i32, ptr %23, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %23, align 4
  br label %144, !llvm.loop !6

165:                                              ; preds = %144
  %166 = load i32, ptr %22, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 %167
  %169 = load ptr, ptr %168, align 8
  %170 = load i32, ptr %22, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 %171
  %173 = getelementptr inbounds %struct.Node, ptr %172, i32 0, i32 2
  store ptr %169, ptr %173, align 8
  br label %174

174:                                              ; preds = %165
  %175 = load i32, ptr %22, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %22, align 4
  br label %132, !llvm.loop !8

177:                                              ; preds = %132
  %178 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 16 %178, i64 40, i1 false)
  %179 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 2
  %180 = getelementptr inbounds %struct.Node, ptr %179, i32 0, i32 0
  store i32 99, ptr %180, align 16
  store i32 0, ptr %26, align 4
  store i32 0, ptr %27, align 4
  br label %181

181:                                              ; preds = %234, %177
  %182 = load i32, ptr %27, align 4
  %183 = icmp slt i32 %182, 4
  br i1 %183, label %184, label %237

184:                                              ; preds = %181
  %185 = load i32, ptr %26, align 4
  %186 = mul i32 %185, 31
  %187 = load i32, ptr %27, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 %188
  %190 = getelementptr inbounds %struct.Node, ptr %189, i32 0, i32 0
  %191 = load i32, ptr %190, align 8
  %192 = add i32 %186, %191
  store i32 %192, ptr %26, align 4
  store i32 0, ptr %28, align 4
  br label %193

193:                                              ; preds = %220, %184
  %194 = load i32, ptr %28, align 4
  %195 = icmp slt i32 %194, 3
  br i1 %195, label %196, label %223

196:                                              ; preds = %193
  %197 = load i32, ptr %26, align 4
  %198 = mul i32 %197, 31
  %199 = load i32, ptr %27, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 %200
  %202 = getelementptr inbounds %struct.Node, ptr %201, i32 0, i32 1
  %203 = load i32, ptr %28, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [3 x %struct.Point], ptr %202, i64 0, i64 %204
  %206 = getelementptr inbounds %struct.Point, ptr %205, i32 0, i32 0
  %207 = load i32, ptr %206, align 4
  %208 = mul nsw i32 %207, 7
  %209 = load i32, ptr %27, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 %210
  %212 = getelementptr inbounds %struct.Node, ptr %211, i32 0, i32 1
  %213 = load i32, ptr %28, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [3 x %struct.Point], ptr %212, i64 0, i64 %214
  %216 = getelementptr inbounds %struct.Point, ptr %215, i32 0, i32 1
  %217 = load i32, ptr %216, align 4
  %218 = add nsw i32 %208, %217
  %219 = add i32 %198, %218
  store i32 %219, ptr %26, align 4
  br label %220

220:                                              ; preds = %196
  %221 = load i32, ptr %28, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %28, align 4
  br label %193, !llvm.loop !9

223:                                              ; preds = %193
  %224 = load i32, ptr %26, align 4
  %225 = mul i32 %224, 31
  %226 = load i32, ptr %27, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [4 x %struct.Node], ptr %20, i64 0, i64 %227
  %229 = getelementptr inbounds %struct.Node, ptr %228, i32 0, i32 2
  %230 = load ptr, ptr %229, align 8
  %231 = call i64 @strlen(ptr noundef %230) #6
  %232 = trunc i64 %231 to i32
  %233 = add i32 %225, %232
  store i32 %233, ptr %26, align 4
  br label %234

234:                                              ; preds = %223
  %235 = load i32, ptr %27, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %27, align 4
  br label %181, !llvm.loop !10

237:                                              ; preds = %181
  %238 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 0
  %239 = load i32, ptr %238, align 8
  %240 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 2
  %241 = load ptr, ptr %240, align 8
  %242 = load i32, ptr %26, align 4
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %239, ptr noundef %241, i32 noundef %242)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 4 %5, i64 16, i1 false)
  %244 = getelementptr inbounds %struct.Rect, ptr %29, i64 1
  %245 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %246 = load i64, ptr %245, align 4
  %247 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %248 = load i64, ptr %247, align 4
  %249 = call { i64, i64 } @grow(i64 %246, i64 %248, i32 noundef 1)
  %250 = getelementptr inbounds { i64, i64 }, ptr %244, i32 0, i32 0
  %251 = extractvalue { i64, i64 } %249, 0
  store i64 %251, ptr %250, align 16
  %252 = getelementptr inbounds { i64, i64 }, ptr %244, i32 0, i32 1
  %253 = extractvalue { i64, i64 } %249, 1
  store i64 %253, ptr %252, align 8
  %254 = getelementptr inbounds %struct.Rect, ptr %29, i64 2
  %255 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %256 = load i64, ptr %255, align 4
  %257 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %258 = load i64, ptr %257, align 4
  %259 = call { i64, i64 } @grow(i64 %256, i64 %258, i32 noundef 2)
  %260 = getelementptr inbounds { i64, i64 }, ptr %254, i32 0, i32 0
  %261 = extractvalue { i64, i64 } %259, 0
  store i64 %261, ptr %260, align 16
  %262 = getelementptr inbounds { i64, i64 }, ptr %254, i32 0, i32 1
  %263 = extractvalue { i64, i64 } %259, 1
  store i64 %263, ptr %262, align 8
  store i32 0, ptr %30, align 4
  store i32 0, ptr %31, align 4
  br label %264

264:                                              ; preds = %278, %237
  %265 = load i32, ptr %31, align 4
  %266 = icmp slt i32 %265, 3
  br i1 %266, label %267, label %281

267:                                              ; preds = %264
  %268 = load i32, ptr %31, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [3 x %struct.Rect], ptr %29, i64 0, i64 %269
  %271 = getelementptr inbounds { i64, i64 }, ptr %270, i32 0, i32 0
  %272 = load i64, ptr %271, align 16
  %273 = getelementptr inbounds { i64, i64 }, ptr %270, i32 0, i32 1
  %274 = load i64, ptr %273, align 8
  %275 = call i32 @area(i64 %272, i64 %274)
  %276 = load i32, ptr %30, align 4
  %277 = add nsw i32 %276, %275
  store i32 %277, ptr %30, align 4
  br label %278

278:                                              ; preds = %267
  %279 = load i32, ptr %31, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %31, align 4
  br label %264, !llvm.loop !11

281:                                              ; preds = %264
  %282 = load i32, ptr %30, align 4
  %283 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %282)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @addp(i64 %0, i64 %1) #1 {
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
  %16 = call i64 @mkpoint(i32 noundef %10, i32 noundef %15)
  store i64 %16, ptr %3, align 4
  %17 = load i64, ptr %3, align 4
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mkpoint(i32 noundef %0, i32 noundef %1) #1 {
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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @area(i64 %0, i64 %1) #1 {
  %3 = alloca %struct.Rect, align 4
  %4 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 4
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %7 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Point, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = sub nsw i32 %8, %11
  %13 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.Point, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %17 = getelementptr inbounds %struct.Point, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = sub nsw i32 %15, %18
  %20 = mul nsw i32 %12, %19
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @grow(i64 %0, i64 %1, i32 noundef %2) #1 {
  %4 = alloca %struct.Rect, align 4
  %5 = alloca %struct.Rect, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 4
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 0
  %11 = getelementptr inbounds %struct.Point, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %12, %9
  store i32 %13, ptr %11, align 4
  %14 = load i32, ptr %6, align 4
  %15 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %struct.Point, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sub nsw i32 %17, %14
  store i32 %18, ptr %16, align 4
  %19 = load i32, ptr %6, align 4
  %20 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 1
  %21 = getelementptr inbounds %struct.Point, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, %19
  store i32 %23, ptr %21, align 4
  %24 = load i32, ptr %6, align 4
  %25 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 1
  %26 = getelementptr inbounds %struct.Point, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %27, %24
  store i32 %28, ptr %26, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 16, i1 false)
  %29 = load { i64, i64 }, ptr %4, align 4
  ret { i64, i64 } %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkbig(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %10, %13
  %15 = mul nsw i64 %14, 1000003
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [8 x i64], ptr %16, i64 0, i64 %18
  store i64 %15, ptr %19, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !12

23:                                               ; preds = %5
  %24 = load i32, ptr %3, align 4
  %25 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i32 %24, ptr %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sumbig(ptr noundef byval(%struct.Big) align 8 %0) #1 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = sext i32 %5 to i64
  store i64 %6, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 8
  br i1 %9, label %10, label %21

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [8 x i64], ptr %11, i64 0, i64 %13
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %2, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, ptr %2, align 8
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %7, !llvm.loop !13

21:                                               ; preds = %7
  %22 = load i64, ptr %2, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @blend(i24 %0, i24 %1) #1 {
  %3 = alloca %struct.Small, align 1
  %4 = alloca %struct.Small, align 1
  %5 = alloca %struct.Small, align 1
  %6 = alloca i24, align 4
  store i24 %0, ptr %4, align 1
  store i24 %1, ptr %5, align 1
  %7 = getelementptr inbounds %struct.Small, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Small, ptr %4, i32 0, i32 0
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = getelementptr inbounds %struct.Small, ptr %5, i32 0, i32 0
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  %15 = sdiv i32 %14, 2
  %16 = trunc i32 %15 to i8
  store i8 %16, ptr %7, align 1
  %17 = getelementptr inbounds %struct.Small, ptr %3, i32 0, i32 1
  %18 = getelementptr inbounds %struct.Small, ptr %4, i32 0, i32 1
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = getelementptr inbounds %struct.Small, ptr %5, i32 0, i32 1
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = add nsw i32 %20, %23
  %25 = sdiv i32 %24, 2
  %26 = trunc i32 %25 to i8
  store i8 %26, ptr %17, align 1
  %27 = getelementptr inbounds %struct.Small, ptr %3, i32 0, i32 2
  %28 = getelementptr inbounds %struct.Small, ptr %4, i32 0, i32 2
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = getelementptr inbounds %struct.Small, ptr %5, i32 0, i32 2
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = add nsw i32 %30, %33
  %35 = sdiv i32 %34, 2
  %36 = trunc i32 %35 to i8
  store i8 %36, ptr %27, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 1 %3, i64 3, i1 false)
  %37 = load i24, ptr %6, align 4
  ret i24 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @swapf(<2 x float> %0) #0 {
  %2 = alloca %struct.FPair, align 4
  %3 = alloca %struct.FPair, align 4
  store <2 x float> %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %7, align 4
  %11 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @scaled(double %0, double %1, double noundef %2) #1 {
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
  %19 = load { double, double }, ptr %4, align 8
  ret { double, double } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @idmix(i32 %0, double %1) #1 {
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
  %18 = load { i32, double }, ptr %3, align 8
  ret { i32, double } %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(ptr noundef %0) #1 {
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
