; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
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
  %33 = call i64 @mkpoint(i32 noundef 3, i32 noundef 4)
  store i64 %33, ptr %3, align 4
  %34 = call i64 @mkpoint(i32 noundef -10, i32 noundef 22)
  store i64 %34, ptr %4, align 4
  %35 = load i64, ptr %3, align 4
  %36 = load i64, ptr %4, align 4
  %37 = call i64 @addp(i64 %35, i64 %36)
  store i64 %37, ptr %2, align 4
  %38 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 0
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39, i32 noundef %41)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.r, i64 16, i1 false)
  %43 = load [2 x i64], ptr %5, align 4
  %44 = call i32 @area([2 x i64] %43)
  %45 = load [2 x i64], ptr %5, align 4
  %46 = call [2 x i64] @grow([2 x i64] %45, i32 noundef 3)
  store [2 x i64] %46, ptr %6, align 4
  %47 = load [2 x i64], ptr %6, align 4
  %48 = call i32 @area([2 x i64] %47)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44, i32 noundef %48)
  call void @mkbig(ptr dead_on_unwind writable sret(%struct.Big) align 8 %7, i32 noundef 17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 72, i1 false)
  %50 = call i64 @sumbig(ptr noundef %8)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %50)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.s1, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.s2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %9, i64 3, i1 false)
  %52 = load i64, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %10, i64 3, i1 false)
  %53 = load i64, ptr %13, align 8
  %54 = call i24 @blend(i64 %52, i64 %53)
  store i24 %54, ptr %11, align 1
  %55 = getelementptr inbounds %struct.Small, ptr %11, i32 0, i32 0
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = getelementptr inbounds %struct.Small, ptr %11, i32 0, i32 1
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = getelementptr inbounds %struct.Small, ptr %11, i32 0, i32 2
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %57, i32 noundef %60, i32 noundef %63)
  %65 = getelementptr inbounds %struct.FPair, ptr %15, i32 0, i32 0
  store float 1.250000e+00, ptr %65, align 4
  %66 = getelementptr inbounds %struct.FPair, ptr %15, i32 0, i32 1
  store float -3.500000e+00, ptr %66, align 4
  %67 = load [2 x float], ptr %15, align 4
  %68 = call %struct.FPair @swapf([2 x float] alignstack(8) %67)
  %69 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 0
  %70 = extractvalue %struct.FPair %68, 0
  store float %70, ptr %69, align 4
  %71 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 1
  %72 = extractvalue %struct.FPair %68, 1
  store float %72, ptr %71, align 4
  %73 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 0
  %74 = load float, ptr %73, align 4
  %75 = fpext float %74 to double
  %76 = getelementptr inbounds %struct.FPair, ptr %14, i32 0, i32 1
  %77 = load float, ptr %76, align 4
  %78 = fpext float %77 to double
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %75, double noundef %78)
  %80 = getelementptr inbounds %struct.DPair, ptr %17, i32 0, i32 0
  store double 5.000000e-01, ptr %80, align 8
  %81 = getelementptr inbounds %struct.DPair, ptr %17, i32 0, i32 1
  store double 2.250000e+00, ptr %81, align 8
  %82 = load [2 x double], ptr %17, align 8
  %83 = call %struct.DPair @scaled([2 x double] alignstack(8) %82, double noundef 4.000000e+00)
  %84 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 0
  %85 = extractvalue %struct.DPair %83, 0
  store double %85, ptr %84, align 8
  %86 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 1
  %87 = extractvalue %struct.DPair %83, 1
  store double %87, ptr %86, align 8
  %88 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 0
  %89 = load double, ptr %88, align 8
  %90 = getelementptr inbounds %struct.DPair, ptr %16, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %89, double noundef %91)
  %93 = getelementptr inbounds %struct.IntDouble, ptr %19, i32 0, i32 0
  store i32 7, ptr %93, align 8
  %94 = getelementptr inbounds %struct.IntDouble, ptr %19, i32 0, i32 1
  store double 2.500000e-01, ptr %94, align 8
  %95 = load [2 x i64], ptr %19, align 8
  %96 = call [2 x i64] @idmix([2 x i64] %95)
  store [2 x i64] %96, ptr %18, align 8
  %97 = getelementptr inbounds %struct.IntDouble, ptr %18, i32 0, i32 0
  %98 = load i32, ptr %97, align 8
  %99 = getelementptr inbounds %struct.IntDouble, ptr %18, i32 0, i32 1
  %100 = load double, ptr %99, align 8
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %98, double noundef %100)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.m, i64 24, i1 false)
  call void @bump(ptr noundef %20)
  call void @bump(ptr noundef %20)
  %102 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 0
  %103 = load i8, ptr %102, align 8
  %104 = zext i8 %103 to i32
  %105 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 2
  %108 = load i16, ptr %107, align 8
  %109 = sext i16 %108 to i32
  %110 = getelementptr inbounds %struct.Mixed, ptr %20, i32 0, i32 3
  %111 = load i32, ptr %110, align 4
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %104, double noundef %106, i32 noundef %109, i32 noundef %111)
  %113 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %113, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 @__const.main.names, i64 32, i1 false)
  store i32 0, ptr %23, align 4
  br label %114

114:                                              ; preds = %156, %0
  %115 = load i32, ptr %23, align 4
  %116 = icmp slt i32 %115, 4
  br i1 %116, label %117, label %159

117:                                              ; preds = %114
  %118 = load i32, ptr %23, align 4
  %119 = load i32, ptr %23, align 4
  %120 = mul nsw i32 %118, %119
  %121 = add nsw i32 %120, 1
  %122 = load i32, ptr %23, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %123
  %125 = getelementptr inbounds %struct.Node, ptr %124, i32 0, i32 0
  store i32 %121, ptr %125, align 8
  store i32 0, ptr %24, align 4
  br label %126

126:                                              ; preds = %144, %117
  %127 = load i32, ptr %24, align 4
  %128 = icmp slt i32 %127, 3
  br i1 %128, label %129, label %147

129:                                              ; preds = %126
  %130 = load i32, ptr %23, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %131
  %133 = getelementptr inbounds %struct.Node, ptr %132, i32 0, i32 1
  %134 = load i32, ptr %24, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [3 x %struct.Point], ptr %133, i64 0, i64 %135
  %137 = load i32, ptr %23, align 4
  %138 = load i32, ptr %24, align 4
  %139 = add nsw i32 %137, %138
  %140 = load i32, ptr %23, align 4
  %141 = load i32, ptr %24, align 4
  %142 = sub nsw i32 %140, %141
  %143 = call i64 @mkpoint(i32 noundef %139, i32 noundef %142)
  store i64 %143, ptr %25, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %136, ptr align 4 %25, i64 8, i1 false)
  br label %144

144:                                              ; preds = %129
  %145 = load i32, ptr %24, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %24, align 4
  br label %126, !llvm.loop !6

147:                                              ; preds = %126
  %148 = load i32, ptr %23, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [4 x ptr], ptr %22, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8
  %152 = load i32, ptr %23, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %153
  %155 = getelementptr inbounds %struct.Node, ptr %154, i32 0, i32 2
  store ptr %151, ptr %155, align 8
  br label %156

156:                                              ; preds = %147
  %157 = load i32, ptr %23, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %23, align 4
  br label %114, !llvm.loop !8

159:                                              ; preds = %114
  %160 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %160, i64 40, i1 false)
  %161 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 2
  %162 = getelementptr inbounds %struct.Node, ptr %161, i32 0, i32 0
  store i32 99, ptr %162, align 8
  store i32 0, ptr %27, align 4
  store i32 0, ptr %28, align 4
  br label %163

163:                                              ; preds = %216, %159
  %164 = load i32, ptr %28, align 4
  %165 = icmp slt i32 %164, 4
  br i1 %165, label %166, label %219

166:                                              ; preds = %163
  %167 = load i32, ptr %27, align 4
  %168 = mul i32 %167, 31
  %169 = load i32, ptr %28, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %170
  %172 = getelementptr inbounds %struct.Node, ptr %171, i32 0, i32 0
  %173 = load i32, ptr %172, align 8
  %174 = add i32 %168, %173
  store i32 %174, ptr %27, align 4
  store i32 0, ptr %29, align 4
  br label %175

175:                                              ; preds = %202, %166
  %176 = load i32, ptr %29, align 4
  %177 = icmp slt i32 %176, 3
  br i1 %177, label %178, label %205

178:                                              ; preds = %175
  %179 = load i32, ptr %27, align 4
  %180 = mul i32 %179, 31
  %181 = load i32, ptr %28, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %182
  %184 = getelementptr inbounds %struct.Node, ptr %183, i32 0, i32 1
  %185 = load i32, ptr %29, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [3 x %struct.Point], ptr %184, i64 0, i64 %186
  %188 = getelementptr inbounds %struct.Point, ptr %187, i32 0, i32 0
  %189 = load i32, ptr %188, align 4
  %190 = mul nsw i32 %189, 7
  %191 = load i32, ptr %28, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %192
  %194 = getelementptr inbounds %struct.Node, ptr %193, i32 0, i32 1
  %195 = load i32, ptr %29, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [3 x %struct.Point], ptr %194, i64 0, i64 %196
  %198 = getelementptr inbounds %struct.Point, ptr %197, i32 0, i32 1
  %199 = load i32, ptr %198, align 4
  %200 = add nsw i32 %190, %199
  %201 = add i32 %180, %200
  store i32 %201, ptr %27, align 4
  br label %202

202:                                              ; preds = %178
  %203 = load i32, ptr %29, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %29, align 4
  br label %175, !llvm.loop !9

205:                                              ; preds = %175
  %206 = load i32, ptr %27, align 4
  %207 = mul i32 %206, 31
  %208 = load i32, ptr %28, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [4 x %struct.Node], ptr %21, i64 0, i64 %209
  %211 = getelementptr inbounds %struct.Node, ptr %210, i32 0, i32 2
  %212 = load ptr, ptr %211, align 8
  %213 = call i64 @strlen(ptr noundef %212) #5
  %214 = trunc i64 %213 to i32
  %215 = add i32 %207, %214
  store i32 %215, ptr %27, align 4
  br label %216

216:                                              ; preds = %205
  %217 = load i32, ptr %28, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %28, align 4
  br label %163, !llvm.loop !10

219:                                              ; preds = %163
  %220 = getelementptr inbounds %struct.Node, ptr %26, i32 0, i32 0
  %221 = load i32, ptr %220, align 8
  %222 = getelementptr inbounds %struct.Node, ptr %26, i32 0, i32 2
  %223 = load ptr, ptr %222, align 8
  %224 = load i32, ptr %27, align 4
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %221, ptr noundef %223, i32 noundef %224)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 %5, i64 16, i1 false)
  %226 = getelementptr inbounds %struct.Rect, ptr %30, i64 1
  %227 = load [2 x i64], ptr %5, align 4
  %228 = call [2 x i64] @grow([2 x i64] %227, i32 noundef 1)
  store [2 x i64] %228, ptr %226, align 4
  %229 = getelementptr inbounds %struct.Rect, ptr %30, i64 2
  %230 = load [2 x i64], ptr %5, align 4
  %231 = call [2 x i64] @grow([2 x i64] %230, i32 noundef 2)
  store [2 x i64] %231, ptr %229, align 4
  store i32 0, ptr %31, align 4
  store i32 0, ptr %32, align 4
  br label %232

232:                                              ; preds = %243, %219
  %233 = load i32, ptr %32, align 4
  %234 = icmp slt i32 %233, 3
  br i1 %234, label %235, label %246

235:                                              ; preds = %232
  %236 = load i32, ptr %32, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [3 x %struct.Rect], ptr %30, i64 0, i64 %237
  %239 = load [2 x i64], ptr %238, align 4
  %240 = call i32 @area([2 x i64] %239)
  %241 = load i32, ptr %31, align 4
  %242 = add nsw i32 %241, %240
  store i32 %242, ptr %31, align 4
  br label %243

243:                                              ; preds = %235
  %244 = load i32, ptr %32, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %32, align 4
  br label %232, !llvm.loop !11

246:                                              ; preds = %232
  %247 = load i32, ptr %31, align 4
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %247)
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
  %16 = call i64 @mkpoint(i32 noundef %10, i32 noundef %15)
  store i64 %16, ptr %3, align 4
  %17 = load i64, ptr %3, align 4
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mkpoint(i32 noundef %0, i32 noundef %1) #0 {
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

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @area([2 x i64] %0) #0 {
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
define internal [2 x i64] @grow([2 x i64] %0, i32 noundef %1) #0 {
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
define internal void @mkbig(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
  br label %8, !llvm.loop !13

22:                                               ; preds = %8
  %23 = load i64, ptr %3, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @blend(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.Small, align 1
  %4 = alloca %struct.Small, align 1
  %5 = alloca %struct.Small, align 1
  %6 = alloca i24, align 4
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 1 %3, i64 3, i1 false)
  %39 = load i24, ptr %6, align 4
  ret i24 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.FPair @swapf([2 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.FPair, align 4
  %3 = alloca %struct.FPair, align 4
  store [2 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.FPair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.FPair, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %7, align 4
  %11 = load %struct.FPair, ptr %2, align 4
  ret %struct.FPair %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.DPair @scaled([2 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.DPair, align 8
  %4 = alloca %struct.DPair, align 8
  %5 = alloca double, align 8
  store [2 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.DPair, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.DPair, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %6, align 8
  %11 = getelementptr inbounds %struct.DPair, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.DPair, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double %13, %14
  store double %15, ptr %11, align 8
  %16 = load %struct.DPair, ptr %3, align 8
  ret %struct.DPair %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @idmix([2 x i64] %0) #0 {
  %2 = alloca %struct.IntDouble, align 8
  %3 = alloca %struct.IntDouble, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.IntDouble, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.IntDouble, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = mul nsw i32 %6, 3
  store i32 %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.IntDouble, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.IntDouble, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.IntDouble, ptr %3, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  %13 = sitofp i32 %12 to double
  %14 = fadd double %10, %13
  store double %14, ptr %8, align 8
  %15 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %15
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
